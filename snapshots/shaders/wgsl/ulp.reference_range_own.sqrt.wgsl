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

var a_182: array<u32, 1>;

var a_1134: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1197: f64;
var l_mut_1271: f64;
var l_mut_160: bool;
var l_mut_183: u32;
var l_mut_199: u32;
var l_mut_22: f32;
var l_mut_237: u32;
var l_mut_26: f64;
var l_mut_282: bool;
var l_mut_285: bool;
var l_mut_288: bool;
var l_mut_291: bool;
var l_mut_35: f64;
var l_mut_48: f64;
var l_mut_57: f64;
var l_mut_62: u32;
let l_0 = id == u32(0);
if l_0 {
let l_2022 = info.static_meta[u32(7)];
let l_2023 = l_2022 * u32(1);
let l_2024 = u32(0) < l_2023;
if l_2024 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_2008 = info.static_meta[u32(0)];
let l_2009 = l_2008 * u32(1);
let l_2010 = u32(1) < l_2009;
let l_2011 = l_2009 - u32(1);
let l_2012 = min(u32(1), l_2011);
let l_2013 = buffer_0_global[l_2012];
let l_2014 = select(u32(0), l_2013, l_2010);
let l_1 = l_2014;
let l_2 = id * l_1;
let l_2015 = info.static_meta[u32(0)];
let l_2016 = l_2015 * u32(1);
let l_2017 = u32(2) < l_2016;
let l_2018 = l_2016 - u32(1);
let l_2019 = min(u32(2), l_2018);
let l_2020 = buffer_0_global[l_2019];
let l_2021 = select(u32(0), l_2020, l_2017);
let l_3 = l_2021;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_2025 = info.static_meta[u32(0)];
let l_2026 = l_2025 * u32(1);
let l_2027 = u32(2) < l_2026;
let l_2028 = l_2026 - u32(1);
let l_2029 = min(u32(2), l_2028);
let l_2030 = buffer_0_global[l_2029];
let l_2031 = select(u32(0), l_2030, l_2027);
let l_6 = l_2031;
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
let l_2032 = info.static_meta[u32(0)];
let l_2033 = l_2032 * u32(1);
let l_2034 = u32(0) < l_2033;
let l_2035 = l_2033 - u32(1);
let l_2036 = min(u32(0), l_2035);
let l_2037 = buffer_0_global[l_2036];
let l_2038 = select(u32(0), l_2037, l_2034);
let l_19 = l_2038;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = sqrt(l_21);
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
let l_37 = f64(l_21);
l_mut_26 = l_37;
let l_38 = l_36 & u32(2139095040);
let l_39 = l_38 == u32(0);
if l_39 {
let l_40 = l_36 & u32(8388607);
let l_41 = f64(l_40);
let l_42 = l_41 * f64(1.401298464324817e-45);
l_mut_26 = l_42;
let l_43 = l_36 >> u32(31);
let l_44 = l_43 == u32(1);
if l_44 {
let l_45 = -l_mut_26;
l_mut_26 = l_45;
}
}
let l_46 = bitcast<u32>(l_21);
let l_47 = f64(l_21);
l_mut_48 = l_47;
let l_49 = l_46 & u32(2139095040);
let l_50 = l_49 == u32(0);
if l_50 {
let l_51 = l_46 & u32(8388607);
let l_52 = f64(l_51);
let l_53 = l_52 * f64(1.401298464324817e-45);
l_mut_48 = l_53;
let l_54 = l_46 >> u32(31);
let l_55 = l_54 == u32(1);
if l_55 {
let l_56 = -l_mut_48;
l_mut_48 = l_56;
}
}
l_mut_57 = l_mut_35;
let l_58 = sqrt(l_mut_35);
l_mut_57 = l_58;
l_mut_35 = l_mut_57;
let l_2039 = info.static_meta[u32(3)];
let l_2040 = l_2039 * u32(1);
let l_2041 = u32(1024) < l_2040;
let l_2042 = l_2040 - u32(1);
let l_2043 = min(u32(1024), l_2042);
let l_2044 = buffer_3_global[l_2043];
let l_2045 = select(u32(0), l_2044, l_2041);
let l_59 = l_2045;
let l_60 = bitcast<f32>(l_59);
let l_61 = f64(l_60);
l_mut_62 = u32(4294967294);
let l_63 = bitcast<u32>(l_mut_22);
let l_64 = bitcast<u32>(l_21);
let l_65 = l_64 & u32(2139095040);
let l_66 = l_65 != u32(2139095040);
let l_67 = l_65 == u32(0);
let l_68 = bitcast<u32>(l_21);
let l_69 = l_68 & u32(8388607);
let l_70 = l_69 != u32(0);
let l_71 = l_67 && l_70;
let l_72 = abs(l_mut_35);
let l_73 = l_mut_35 < f64(0.0);
let l_74 = u32(l_73);
let l_75 = u32(2147483648) * l_74;
if l_71 {
} else {
let l_76 = is_nan_1_f64(l_mut_35);if l_76 {
let l_77 = l_63 & u32(2147483647);
let l_78 = l_77 > u32(2139095040);
if l_78 {
l_mut_62 = u32(4294967293);
}
} else {
let l_79 = l_72 >= f64(3.402823669209385e38);
let l_80 = !l_66;
let l_81 = l_72 == f64(0.0);
let l_82 = l_80 && l_81;
let l_83 = l_79 || l_82;
if l_83 {
let l_84 = l_72 >= f64(3.402823669209385e38);
let l_85 = u32(l_84);
let l_86 = u32(2139095040) * l_85;
let l_87 = l_86 | l_75;
let l_88 = l_63 == l_87;
let l_89 = l_63 | l_87;
let l_90 = l_89 & u32(2147483647);
let l_91 = l_90 == u32(0);
let l_92 = l_88 || l_91;
if l_92 {
l_mut_62 = u32(4294967293);
}
} else {
let l_93 = l_72 >= f64(2.350988701644575e-38);
let l_94 = l_66 && l_93;
let l_95 = l_72 < f64(3.4028234663852886e38);
let l_96 = l_94 && l_95;
if l_96 {
let l_97 = f32(l_72);
let l_98 = bitcast<u32>(l_97);
let l_99 = bitcast<f32>(l_98);
let l_100 = f64(l_99);
let l_101 = l_72 - l_100;
let l_102 = l_98 + u32(1);
let l_103 = l_101 < f64(0.0);
let l_104 = u32(l_103);
let l_105 = u32(2) * l_104;
let l_106 = l_102 - l_105;
let l_107 = bitcast<f32>(l_106);
let l_108 = f64(l_107);
let l_109 = l_108 - l_100;
let l_110 = abs(l_109);
let l_111 = l_110 * f64(0.5);
let l_112 = abs(l_101);
let l_113 = l_111 - l_112;
let l_114 = l_72 * f64(9.094947017729282e-13);
let l_115 = l_113 > l_114;
if l_115 {
let l_116 = l_98 | l_75;
l_mut_62 = l_116;
}
} else {
let l_117 = l_72 < f64(2.350988701644575e-38);
let l_118 = l_66 && l_117;
if l_118 {
let l_119 = l_72 * f64(7.1362384635298e44);
let l_120 = floor(l_119);
let l_121 = l_119 - l_120;
let l_122 = l_121 - f64(0.5);
let l_123 = abs(l_122);
let l_124 = l_119 * f64(9.094947017729282e-13);
let l_125 = l_123 > l_124;
if l_125 {
let l_126 = l_121 > f64(0.5);
let l_127 = f64(l_126);
let l_128 = l_120 + l_127;
let l_129 = u32(l_128);
let l_130 = l_129 | l_75;
l_mut_62 = l_130;
}
}
}
}
}
}
let l_131 = bitcast<u32>(l_mut_22);
let l_132 = l_131 & u32(2147483647);
let l_133 = l_132 > u32(2139095040);
let l_134 = l_131 & u32(2147483647);
let l_135 = l_134 == u32(0);
let l_136 = l_131 & u32(2147483647);
let l_137 = f64(l_136);
let l_138 = l_131 >> u32(31);
let l_139 = f64(l_138);
let l_140 = f64(2.0) * l_139;
let l_141 = f64(1.0) - l_140;
let l_142 = l_137 * l_141;
let l_143 = l_mut_62 & u32(2147483647);
let l_144 = f64(l_143);
let l_145 = l_mut_62 >> u32(31);
let l_146 = f64(l_145);
let l_147 = f64(2.0) * l_146;
let l_148 = f64(1.0) - l_147;
let l_149 = l_144 * l_148;
let l_150 = l_142 - l_149;
let l_151 = l_mut_62 & u32(2139095040);
let l_152 = l_151 == u32(0);
let l_153 = l_mut_62 < u32(4294967293);
let l_154 = l_150 == f64(0.0);
let l_155 = l_135 && l_152;
let l_156 = l_133 || l_155;
let l_157 = !l_156;
let l_158 = l_154 || l_157;
let l_159 = l_153 && l_158;
l_mut_160 = l_159;
let l_161 = l_150 != f64(0.0);
let l_162 = l_mut_160 && l_161;
if l_162 {

for (var l_mut_163: u32 = u32(0); l_mut_163 < u32(8); l_mut_163++) {
let l_164 = u32(2) * l_mut_163;
let l_2046 = info.static_meta[u32(1)];
let l_2047 = l_2046 * u32(1);
let l_2048 = l_164 < l_2047;
let l_2049 = l_2047 - u32(1);
let l_2050 = min(l_164, l_2049);
let l_2051 = buffer_1_global[l_2050];
let l_2052 = select(u32(0), l_2051, l_2048);
let l_165 = l_2052;
let l_166 = u32(2) * l_mut_163;
let l_167 = l_166 + u32(1);
let l_2053 = info.static_meta[u32(1)];
let l_2054 = l_2053 * u32(1);
let l_2055 = l_167 < l_2054;
let l_2056 = l_2054 - u32(1);
let l_2057 = min(l_167, l_2056);
let l_2058 = buffer_1_global[l_2057];
let l_2059 = select(u32(0), l_2058, l_2055);
let l_168 = l_2059;
let l_169 = l_168 != u32(0);
let l_170 = l_mut_163 * u32(4);
let l_2060 = info.static_meta[u32(2)];
let l_2061 = l_2060 * u32(1);
let l_2062 = l_170 < l_2061;
let l_2063 = l_2061 - u32(1);
let l_2064 = min(l_170, l_2063);
let l_2065 = buffer_2_global[l_2064];
let l_2066 = select(f64(0.0), l_2065, l_2062);
let l_171 = l_2066;
let l_172 = l_mut_163 * u32(4);
let l_173 = l_172 + u32(1);
let l_2067 = info.static_meta[u32(2)];
let l_2068 = l_2067 * u32(1);
let l_2069 = l_173 < l_2068;
let l_2070 = l_2068 - u32(1);
let l_2071 = min(l_173, l_2070);
let l_2072 = buffer_2_global[l_2071];
let l_2073 = select(f64(0.0), l_2072, l_2069);
let l_174 = l_2073;
let l_175 = l_mut_163 * u32(4);
let l_176 = l_175 + u32(2);
let l_2074 = info.static_meta[u32(2)];
let l_2075 = l_2074 * u32(1);
let l_2076 = l_176 < l_2075;
let l_2077 = l_2075 - u32(1);
let l_2078 = min(l_176, l_2077);
let l_2079 = buffer_2_global[l_2078];
let l_2080 = select(f64(0.0), l_2079, l_2076);
let l_177 = l_2080;
let l_178 = f64(l_21);
let l_179 = abs(l_178);
let l_180 = abs(l_mut_35);
let l_181 = l_180 * f64(1.4551915228366852e-11);
a_182[u32(0)] = u32(1);
l_mut_183 = u32(2);
let l_184 = l_165 == u32(0);
if l_184 {
l_mut_183 = u32(0);
} else {
let l_185 = l_165 == u32(1);
if l_185 {
l_mut_183 = u32(1);
let l_186 = abs(l_150);
let l_187 = l_186 <= l_171;
if l_187 {
l_mut_183 = u32(0);
}
} else {
let l_188 = l_165 == u32(2);
if l_188 {
let l_189 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_190 = l_189 >= f64(1.1754943508222875e-38);
let l_191 = l_189 <= f64(1.7976931348623157e308);
let l_192 = l_190 && l_191;
if l_192 {
let l_193 = bitcast<u64>(l_189);
let l_194 = l_193 >> u32(bitcast<u64>(u64(52)));
let l_195 = l_194 - u64(23);
let l_196 = l_195 << u32(bitcast<u64>(u64(52)));
let l_197 = bitcast<f64>(l_196);
l_mut_57 = l_197;
}
let l_198 = l_171 * l_mut_57;
l_mut_199 = u32(2);
let l_200 = l_mut_35 - l_181;
let l_201 = abs(l_200);
l_mut_57 = f64(1.401298464324817e-45);
let l_202 = l_201 >= f64(1.1754943508222875e-38);
let l_203 = l_201 <= f64(1.7976931348623157e308);
let l_204 = l_202 && l_203;
if l_204 {
let l_205 = bitcast<u64>(l_201);
let l_206 = l_205 >> u32(bitcast<u64>(u64(52)));
let l_207 = l_206 - u64(23);
let l_208 = l_207 << u32(bitcast<u64>(u64(52)));
let l_209 = bitcast<f64>(l_208);
l_mut_57 = l_209;
}
let l_210 = l_mut_35 + l_181;
let l_211 = abs(l_210);
l_mut_48 = f64(1.401298464324817e-45);
let l_212 = l_211 >= f64(1.1754943508222875e-38);
let l_213 = l_211 <= f64(1.7976931348623157e308);
let l_214 = l_212 && l_213;
if l_214 {
let l_215 = bitcast<u64>(l_211);
let l_216 = l_215 >> u32(bitcast<u64>(u64(52)));
let l_217 = l_216 - u64(23);
let l_218 = l_217 << u32(bitcast<u64>(u64(52)));
let l_219 = bitcast<f64>(l_218);
l_mut_48 = l_219;
}
let l_220 = l_mut_57 == l_mut_48;
if l_220 {
let l_221 = l_198 * f64(1.4551915228366852e-11);
let l_222 = l_181 + l_221;
let l_223 = l_mut_35 - l_198;
let l_224 = l_mut_35 + l_198;
let l_225 = bitcast<u32>(l_mut_22);
let l_226 = f64(l_mut_22);
l_mut_57 = l_226;
let l_227 = l_225 & u32(2139095040);
let l_228 = l_227 == u32(0);
if l_228 {
let l_229 = l_225 & u32(8388607);
let l_230 = f64(l_229);
let l_231 = l_230 * f64(1.401298464324817e-45);
l_mut_57 = l_231;
let l_232 = l_225 >> u32(31);
let l_233 = l_232 == u32(1);
if l_233 {
let l_234 = -l_mut_57;
l_mut_57 = l_234;
}
}
let l_235 = bitcast<u32>(l_mut_22);
let l_236 = l_235 + u32(1);
l_mut_237 = l_236;
let l_238 = l_235 & u32(2147483647);
let l_239 = l_238 == u32(0);
if l_239 {
l_mut_237 = u32(1);
} else {
let l_240 = l_235 & u32(2147483648);
let l_241 = l_240 != u32(0);
if l_241 {
let l_242 = l_235 - u32(1);
l_mut_237 = l_242;
} else {
let l_243 = l_235 == u32(2139095040);
if l_243 {
l_mut_237 = l_235;
}
}
}
let l_244 = bitcast<f32>(l_mut_237);
let l_245 = bitcast<u32>(l_244);
let l_246 = f64(l_244);
l_mut_48 = l_246;
let l_247 = l_245 & u32(2139095040);
let l_248 = l_247 == u32(0);
if l_248 {
let l_249 = l_245 & u32(8388607);
let l_250 = f64(l_249);
let l_251 = l_250 * f64(1.401298464324817e-45);
l_mut_48 = l_251;
let l_252 = l_245 >> u32(31);
let l_253 = l_252 == u32(1);
if l_253 {
let l_254 = -l_mut_48;
l_mut_48 = l_254;
}
}
let l_255 = bitcast<u32>(l_mut_22);
let l_256 = l_255 ^ u32(2147483648);
let l_257 = bitcast<f32>(l_256);
let l_258 = bitcast<u32>(l_257);
let l_259 = l_258 + u32(1);
l_mut_237 = l_259;
let l_260 = l_258 & u32(2147483647);
let l_261 = l_260 == u32(0);
if l_261 {
l_mut_237 = u32(1);
} else {
let l_262 = l_258 & u32(2147483648);
let l_263 = l_262 != u32(0);
if l_263 {
let l_264 = l_258 - u32(1);
l_mut_237 = l_264;
} else {
let l_265 = l_258 == u32(2139095040);
if l_265 {
l_mut_237 = l_258;
}
}
}
let l_266 = bitcast<f32>(l_mut_237);
let l_267 = bitcast<u32>(l_266);
let l_268 = l_267 ^ u32(2147483648);
let l_269 = bitcast<f32>(l_268);
let l_270 = bitcast<u32>(l_269);
let l_271 = f64(l_269);
l_mut_26 = l_271;
let l_272 = l_270 & u32(2139095040);
let l_273 = l_272 == u32(0);
if l_273 {
let l_274 = l_270 & u32(8388607);
let l_275 = f64(l_274);
let l_276 = l_275 * f64(1.401298464324817e-45);
l_mut_26 = l_276;
let l_277 = l_270 >> u32(31);
let l_278 = l_277 == u32(1);
if l_278 {
let l_279 = -l_mut_26;
l_mut_26 = l_279;
}
}
let l_280 = l_223 + l_222;
let l_281 = l_280 <= l_mut_57;
l_mut_282 = l_281;
let l_283 = l_223 - l_222;
let l_284 = l_283 > l_mut_57;
l_mut_285 = l_284;
let l_286 = l_224 - l_222;
let l_287 = l_286 >= l_mut_57;
l_mut_288 = l_287;
let l_289 = l_224 + l_222;
let l_290 = l_289 < l_mut_57;
l_mut_291 = l_290;
if l_169 {
let l_292 = l_223 + l_222;
let l_293 = l_292 < l_mut_48;
l_mut_282 = l_293;
let l_294 = l_223 - l_222;
let l_295 = l_294 >= l_mut_48;
l_mut_285 = l_295;
let l_296 = l_224 - l_222;
let l_297 = l_296 > l_mut_26;
l_mut_288 = l_297;
let l_298 = l_224 + l_222;
let l_299 = l_298 <= l_mut_26;
l_mut_291 = l_299;
}
l_mut_237 = u32(2);
let l_300 = l_mut_285 || l_mut_291;
if l_300 {
l_mut_237 = u32(1);
} else {
let l_301 = l_mut_282 && l_mut_288;
if l_301 {
l_mut_237 = u32(0);
}
}
let l_302 = bitcast<u32>(l_mut_22);
let l_303 = l_302 & u32(2147483647);
let l_304 = l_303 == u32(0);
if l_304 {
let l_305 = l_223 + l_222;
let l_306 = l_305 < f64(1.1754943508222875e-38);
let l_307 = l_224 - l_222;
let l_308 = l_307 > f64(-1.1754943508222875e-38);
let l_309 = l_306 && l_308;
let l_310 = l_223 - l_222;
let l_311 = l_310 < f64(1.1754943508222875e-38);
let l_312 = l_224 + l_222;
let l_313 = l_312 > f64(-1.1754943508222875e-38);
let l_314 = l_311 && l_313;
if l_309 {
l_mut_237 = u32(0);
} else {
let l_315 = l_mut_237 == u32(1);
let l_316 = l_314 && l_315;
if l_316 {
l_mut_237 = u32(2);
}
}
}
l_mut_199 = l_mut_237;
}
l_mut_183 = l_mut_199;
} else {
let l_317 = l_165 == u32(3);
if l_317 {
l_mut_183 = u32(0);
let l_318 = l_179 >= f64(1.1754943508222875e-38);
let l_319 = l_179 <= f64(8.507059173023462e37);
let l_320 = l_318 && l_319;
if l_320 {
let l_321 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_322 = l_321 >= f64(1.1754943508222875e-38);
let l_323 = l_321 <= f64(1.7976931348623157e308);
let l_324 = l_322 && l_323;
if l_324 {
let l_325 = bitcast<u64>(l_321);
let l_326 = l_325 >> u32(bitcast<u64>(u64(52)));
let l_327 = l_326 - u64(23);
let l_328 = l_327 << u32(bitcast<u64>(u64(52)));
let l_329 = bitcast<f64>(l_328);
l_mut_57 = l_329;
}
let l_330 = l_171 * l_mut_57;
l_mut_237 = u32(2);
let l_331 = l_mut_35 - l_181;
let l_332 = abs(l_331);
l_mut_57 = f64(1.401298464324817e-45);
let l_333 = l_332 >= f64(1.1754943508222875e-38);
let l_334 = l_332 <= f64(1.7976931348623157e308);
let l_335 = l_333 && l_334;
if l_335 {
let l_336 = bitcast<u64>(l_332);
let l_337 = l_336 >> u32(bitcast<u64>(u64(52)));
let l_338 = l_337 - u64(23);
let l_339 = l_338 << u32(bitcast<u64>(u64(52)));
let l_340 = bitcast<f64>(l_339);
l_mut_57 = l_340;
}
let l_341 = l_mut_35 + l_181;
let l_342 = abs(l_341);
l_mut_48 = f64(1.401298464324817e-45);
let l_343 = l_342 >= f64(1.1754943508222875e-38);
let l_344 = l_342 <= f64(1.7976931348623157e308);
let l_345 = l_343 && l_344;
if l_345 {
let l_346 = bitcast<u64>(l_342);
let l_347 = l_346 >> u32(bitcast<u64>(u64(52)));
let l_348 = l_347 - u64(23);
let l_349 = l_348 << u32(bitcast<u64>(u64(52)));
let l_350 = bitcast<f64>(l_349);
l_mut_48 = l_350;
}
let l_351 = l_mut_57 == l_mut_48;
if l_351 {
let l_352 = l_330 * f64(1.4551915228366852e-11);
let l_353 = l_181 + l_352;
let l_354 = l_mut_35 - l_330;
let l_355 = l_mut_35 + l_330;
let l_356 = bitcast<u32>(l_mut_22);
let l_357 = f64(l_mut_22);
l_mut_57 = l_357;
let l_358 = l_356 & u32(2139095040);
let l_359 = l_358 == u32(0);
if l_359 {
let l_360 = l_356 & u32(8388607);
let l_361 = f64(l_360);
let l_362 = l_361 * f64(1.401298464324817e-45);
l_mut_57 = l_362;
let l_363 = l_356 >> u32(31);
let l_364 = l_363 == u32(1);
if l_364 {
let l_365 = -l_mut_57;
l_mut_57 = l_365;
}
}
let l_366 = bitcast<u32>(l_mut_22);
let l_367 = l_366 + u32(1);
l_mut_199 = l_367;
let l_368 = l_366 & u32(2147483647);
let l_369 = l_368 == u32(0);
if l_369 {
l_mut_199 = u32(1);
} else {
let l_370 = l_366 & u32(2147483648);
let l_371 = l_370 != u32(0);
if l_371 {
let l_372 = l_366 - u32(1);
l_mut_199 = l_372;
} else {
let l_373 = l_366 == u32(2139095040);
if l_373 {
l_mut_199 = l_366;
}
}
}
let l_374 = bitcast<f32>(l_mut_199);
let l_375 = bitcast<u32>(l_374);
let l_376 = f64(l_374);
l_mut_48 = l_376;
let l_377 = l_375 & u32(2139095040);
let l_378 = l_377 == u32(0);
if l_378 {
let l_379 = l_375 & u32(8388607);
let l_380 = f64(l_379);
let l_381 = l_380 * f64(1.401298464324817e-45);
l_mut_48 = l_381;
let l_382 = l_375 >> u32(31);
let l_383 = l_382 == u32(1);
if l_383 {
let l_384 = -l_mut_48;
l_mut_48 = l_384;
}
}
let l_385 = bitcast<u32>(l_mut_22);
let l_386 = l_385 ^ u32(2147483648);
let l_387 = bitcast<f32>(l_386);
let l_388 = bitcast<u32>(l_387);
let l_389 = l_388 + u32(1);
l_mut_199 = l_389;
let l_390 = l_388 & u32(2147483647);
let l_391 = l_390 == u32(0);
if l_391 {
l_mut_199 = u32(1);
} else {
let l_392 = l_388 & u32(2147483648);
let l_393 = l_392 != u32(0);
if l_393 {
let l_394 = l_388 - u32(1);
l_mut_199 = l_394;
} else {
let l_395 = l_388 == u32(2139095040);
if l_395 {
l_mut_199 = l_388;
}
}
}
let l_396 = bitcast<f32>(l_mut_199);
let l_397 = bitcast<u32>(l_396);
let l_398 = l_397 ^ u32(2147483648);
let l_399 = bitcast<f32>(l_398);
let l_400 = bitcast<u32>(l_399);
let l_401 = f64(l_399);
l_mut_26 = l_401;
let l_402 = l_400 & u32(2139095040);
let l_403 = l_402 == u32(0);
if l_403 {
let l_404 = l_400 & u32(8388607);
let l_405 = f64(l_404);
let l_406 = l_405 * f64(1.401298464324817e-45);
l_mut_26 = l_406;
let l_407 = l_400 >> u32(31);
let l_408 = l_407 == u32(1);
if l_408 {
let l_409 = -l_mut_26;
l_mut_26 = l_409;
}
}
let l_410 = l_354 + l_353;
let l_411 = l_410 <= l_mut_57;
l_mut_291 = l_411;
let l_412 = l_354 - l_353;
let l_413 = l_412 > l_mut_57;
l_mut_288 = l_413;
let l_414 = l_355 - l_353;
let l_415 = l_414 >= l_mut_57;
l_mut_285 = l_415;
let l_416 = l_355 + l_353;
let l_417 = l_416 < l_mut_57;
l_mut_282 = l_417;
if l_169 {
let l_418 = l_354 + l_353;
let l_419 = l_418 < l_mut_48;
l_mut_291 = l_419;
let l_420 = l_354 - l_353;
let l_421 = l_420 >= l_mut_48;
l_mut_288 = l_421;
let l_422 = l_355 - l_353;
let l_423 = l_422 > l_mut_26;
l_mut_285 = l_423;
let l_424 = l_355 + l_353;
let l_425 = l_424 <= l_mut_26;
l_mut_282 = l_425;
}
l_mut_199 = u32(2);
let l_426 = l_mut_288 || l_mut_282;
if l_426 {
l_mut_199 = u32(1);
} else {
let l_427 = l_mut_291 && l_mut_285;
if l_427 {
l_mut_199 = u32(0);
}
}
let l_428 = bitcast<u32>(l_mut_22);
let l_429 = l_428 & u32(2147483647);
let l_430 = l_429 == u32(0);
if l_430 {
let l_431 = l_354 + l_353;
let l_432 = l_431 < f64(1.1754943508222875e-38);
let l_433 = l_355 - l_353;
let l_434 = l_433 > f64(-1.1754943508222875e-38);
let l_435 = l_432 && l_434;
let l_436 = l_354 - l_353;
let l_437 = l_436 < f64(1.1754943508222875e-38);
let l_438 = l_355 + l_353;
let l_439 = l_438 > f64(-1.1754943508222875e-38);
let l_440 = l_437 && l_439;
if l_435 {
l_mut_199 = u32(0);
} else {
let l_441 = l_mut_199 == u32(1);
let l_442 = l_440 && l_441;
if l_442 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
let l_443 = l_165 == u32(4);
if l_443 {
let l_444 = l_174 * l_179;
let l_445 = l_171 + l_444;
let l_446 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_447 = l_446 >= f64(1.1754943508222875e-38);
let l_448 = l_446 <= f64(1.7976931348623157e308);
let l_449 = l_447 && l_448;
if l_449 {
let l_450 = bitcast<u64>(l_446);
let l_451 = l_450 >> u32(bitcast<u64>(u64(52)));
let l_452 = l_451 - u64(23);
let l_453 = l_452 << u32(bitcast<u64>(u64(52)));
let l_454 = bitcast<f64>(l_453);
l_mut_57 = l_454;
}
let l_455 = l_445 * l_mut_57;
l_mut_237 = u32(2);
let l_456 = l_mut_35 - l_181;
let l_457 = abs(l_456);
l_mut_57 = f64(1.401298464324817e-45);
let l_458 = l_457 >= f64(1.1754943508222875e-38);
let l_459 = l_457 <= f64(1.7976931348623157e308);
let l_460 = l_458 && l_459;
if l_460 {
let l_461 = bitcast<u64>(l_457);
let l_462 = l_461 >> u32(bitcast<u64>(u64(52)));
let l_463 = l_462 - u64(23);
let l_464 = l_463 << u32(bitcast<u64>(u64(52)));
let l_465 = bitcast<f64>(l_464);
l_mut_57 = l_465;
}
let l_466 = l_mut_35 + l_181;
let l_467 = abs(l_466);
l_mut_48 = f64(1.401298464324817e-45);
let l_468 = l_467 >= f64(1.1754943508222875e-38);
let l_469 = l_467 <= f64(1.7976931348623157e308);
let l_470 = l_468 && l_469;
if l_470 {
let l_471 = bitcast<u64>(l_467);
let l_472 = l_471 >> u32(bitcast<u64>(u64(52)));
let l_473 = l_472 - u64(23);
let l_474 = l_473 << u32(bitcast<u64>(u64(52)));
let l_475 = bitcast<f64>(l_474);
l_mut_48 = l_475;
}
let l_476 = l_mut_57 == l_mut_48;
if l_476 {
let l_477 = l_455 * f64(1.4551915228366852e-11);
let l_478 = l_181 + l_477;
let l_479 = l_mut_35 - l_455;
let l_480 = l_mut_35 + l_455;
let l_481 = bitcast<u32>(l_mut_22);
let l_482 = f64(l_mut_22);
l_mut_57 = l_482;
let l_483 = l_481 & u32(2139095040);
let l_484 = l_483 == u32(0);
if l_484 {
let l_485 = l_481 & u32(8388607);
let l_486 = f64(l_485);
let l_487 = l_486 * f64(1.401298464324817e-45);
l_mut_57 = l_487;
let l_488 = l_481 >> u32(31);
let l_489 = l_488 == u32(1);
if l_489 {
let l_490 = -l_mut_57;
l_mut_57 = l_490;
}
}
let l_491 = bitcast<u32>(l_mut_22);
let l_492 = l_491 + u32(1);
l_mut_199 = l_492;
let l_493 = l_491 & u32(2147483647);
let l_494 = l_493 == u32(0);
if l_494 {
l_mut_199 = u32(1);
} else {
let l_495 = l_491 & u32(2147483648);
let l_496 = l_495 != u32(0);
if l_496 {
let l_497 = l_491 - u32(1);
l_mut_199 = l_497;
} else {
let l_498 = l_491 == u32(2139095040);
if l_498 {
l_mut_199 = l_491;
}
}
}
let l_499 = bitcast<f32>(l_mut_199);
let l_500 = bitcast<u32>(l_499);
let l_501 = f64(l_499);
l_mut_48 = l_501;
let l_502 = l_500 & u32(2139095040);
let l_503 = l_502 == u32(0);
if l_503 {
let l_504 = l_500 & u32(8388607);
let l_505 = f64(l_504);
let l_506 = l_505 * f64(1.401298464324817e-45);
l_mut_48 = l_506;
let l_507 = l_500 >> u32(31);
let l_508 = l_507 == u32(1);
if l_508 {
let l_509 = -l_mut_48;
l_mut_48 = l_509;
}
}
let l_510 = bitcast<u32>(l_mut_22);
let l_511 = l_510 ^ u32(2147483648);
let l_512 = bitcast<f32>(l_511);
let l_513 = bitcast<u32>(l_512);
let l_514 = l_513 + u32(1);
l_mut_199 = l_514;
let l_515 = l_513 & u32(2147483647);
let l_516 = l_515 == u32(0);
if l_516 {
l_mut_199 = u32(1);
} else {
let l_517 = l_513 & u32(2147483648);
let l_518 = l_517 != u32(0);
if l_518 {
let l_519 = l_513 - u32(1);
l_mut_199 = l_519;
} else {
let l_520 = l_513 == u32(2139095040);
if l_520 {
l_mut_199 = l_513;
}
}
}
let l_521 = bitcast<f32>(l_mut_199);
let l_522 = bitcast<u32>(l_521);
let l_523 = l_522 ^ u32(2147483648);
let l_524 = bitcast<f32>(l_523);
let l_525 = bitcast<u32>(l_524);
let l_526 = f64(l_524);
l_mut_26 = l_526;
let l_527 = l_525 & u32(2139095040);
let l_528 = l_527 == u32(0);
if l_528 {
let l_529 = l_525 & u32(8388607);
let l_530 = f64(l_529);
let l_531 = l_530 * f64(1.401298464324817e-45);
l_mut_26 = l_531;
let l_532 = l_525 >> u32(31);
let l_533 = l_532 == u32(1);
if l_533 {
let l_534 = -l_mut_26;
l_mut_26 = l_534;
}
}
let l_535 = l_479 + l_478;
let l_536 = l_535 <= l_mut_57;
l_mut_291 = l_536;
let l_537 = l_479 - l_478;
let l_538 = l_537 > l_mut_57;
l_mut_288 = l_538;
let l_539 = l_480 - l_478;
let l_540 = l_539 >= l_mut_57;
l_mut_285 = l_540;
let l_541 = l_480 + l_478;
let l_542 = l_541 < l_mut_57;
l_mut_282 = l_542;
if l_169 {
let l_543 = l_479 + l_478;
let l_544 = l_543 < l_mut_48;
l_mut_291 = l_544;
let l_545 = l_479 - l_478;
let l_546 = l_545 >= l_mut_48;
l_mut_288 = l_546;
let l_547 = l_480 - l_478;
let l_548 = l_547 > l_mut_26;
l_mut_285 = l_548;
let l_549 = l_480 + l_478;
let l_550 = l_549 <= l_mut_26;
l_mut_282 = l_550;
}
l_mut_199 = u32(2);
let l_551 = l_mut_288 || l_mut_282;
if l_551 {
l_mut_199 = u32(1);
} else {
let l_552 = l_mut_291 && l_mut_285;
if l_552 {
l_mut_199 = u32(0);
}
}
let l_553 = bitcast<u32>(l_mut_22);
let l_554 = l_553 & u32(2147483647);
let l_555 = l_554 == u32(0);
if l_555 {
let l_556 = l_479 + l_478;
let l_557 = l_556 < f64(1.1754943508222875e-38);
let l_558 = l_480 - l_478;
let l_559 = l_558 > f64(-1.1754943508222875e-38);
let l_560 = l_557 && l_559;
let l_561 = l_479 - l_478;
let l_562 = l_561 < f64(1.1754943508222875e-38);
let l_563 = l_480 + l_478;
let l_564 = l_563 > f64(-1.1754943508222875e-38);
let l_565 = l_562 && l_564;
if l_560 {
l_mut_199 = u32(0);
} else {
let l_566 = l_mut_199 == u32(1);
let l_567 = l_565 && l_566;
if l_567 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_568 = l_165 == u32(5);
if l_568 {
let l_569 = f64(2.0) * l_178;
let l_570 = abs(l_569);
let l_571 = floor(l_570);
let l_572 = f64(3.0) + l_571;
let l_573 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_574 = l_573 >= f64(1.1754943508222875e-38);
let l_575 = l_573 <= f64(1.7976931348623157e308);
let l_576 = l_574 && l_575;
if l_576 {
let l_577 = bitcast<u64>(l_573);
let l_578 = l_577 >> u32(bitcast<u64>(u64(52)));
let l_579 = l_578 - u64(23);
let l_580 = l_579 << u32(bitcast<u64>(u64(52)));
let l_581 = bitcast<f64>(l_580);
l_mut_57 = l_581;
}
let l_582 = l_572 * l_mut_57;
l_mut_237 = u32(2);
let l_583 = l_mut_35 - l_181;
let l_584 = abs(l_583);
l_mut_57 = f64(1.401298464324817e-45);
let l_585 = l_584 >= f64(1.1754943508222875e-38);
let l_586 = l_584 <= f64(1.7976931348623157e308);
let l_587 = l_585 && l_586;
if l_587 {
let l_588 = bitcast<u64>(l_584);
let l_589 = l_588 >> u32(bitcast<u64>(u64(52)));
let l_590 = l_589 - u64(23);
let l_591 = l_590 << u32(bitcast<u64>(u64(52)));
let l_592 = bitcast<f64>(l_591);
l_mut_57 = l_592;
}
let l_593 = l_mut_35 + l_181;
let l_594 = abs(l_593);
l_mut_48 = f64(1.401298464324817e-45);
let l_595 = l_594 >= f64(1.1754943508222875e-38);
let l_596 = l_594 <= f64(1.7976931348623157e308);
let l_597 = l_595 && l_596;
if l_597 {
let l_598 = bitcast<u64>(l_594);
let l_599 = l_598 >> u32(bitcast<u64>(u64(52)));
let l_600 = l_599 - u64(23);
let l_601 = l_600 << u32(bitcast<u64>(u64(52)));
let l_602 = bitcast<f64>(l_601);
l_mut_48 = l_602;
}
let l_603 = l_mut_57 == l_mut_48;
if l_603 {
let l_604 = l_582 * f64(1.4551915228366852e-11);
let l_605 = l_181 + l_604;
let l_606 = l_mut_35 - l_582;
let l_607 = l_mut_35 + l_582;
let l_608 = bitcast<u32>(l_mut_22);
let l_609 = f64(l_mut_22);
l_mut_57 = l_609;
let l_610 = l_608 & u32(2139095040);
let l_611 = l_610 == u32(0);
if l_611 {
let l_612 = l_608 & u32(8388607);
let l_613 = f64(l_612);
let l_614 = l_613 * f64(1.401298464324817e-45);
l_mut_57 = l_614;
let l_615 = l_608 >> u32(31);
let l_616 = l_615 == u32(1);
if l_616 {
let l_617 = -l_mut_57;
l_mut_57 = l_617;
}
}
let l_618 = bitcast<u32>(l_mut_22);
let l_619 = l_618 + u32(1);
l_mut_199 = l_619;
let l_620 = l_618 & u32(2147483647);
let l_621 = l_620 == u32(0);
if l_621 {
l_mut_199 = u32(1);
} else {
let l_622 = l_618 & u32(2147483648);
let l_623 = l_622 != u32(0);
if l_623 {
let l_624 = l_618 - u32(1);
l_mut_199 = l_624;
} else {
let l_625 = l_618 == u32(2139095040);
if l_625 {
l_mut_199 = l_618;
}
}
}
let l_626 = bitcast<f32>(l_mut_199);
let l_627 = bitcast<u32>(l_626);
let l_628 = f64(l_626);
l_mut_48 = l_628;
let l_629 = l_627 & u32(2139095040);
let l_630 = l_629 == u32(0);
if l_630 {
let l_631 = l_627 & u32(8388607);
let l_632 = f64(l_631);
let l_633 = l_632 * f64(1.401298464324817e-45);
l_mut_48 = l_633;
let l_634 = l_627 >> u32(31);
let l_635 = l_634 == u32(1);
if l_635 {
let l_636 = -l_mut_48;
l_mut_48 = l_636;
}
}
let l_637 = bitcast<u32>(l_mut_22);
let l_638 = l_637 ^ u32(2147483648);
let l_639 = bitcast<f32>(l_638);
let l_640 = bitcast<u32>(l_639);
let l_641 = l_640 + u32(1);
l_mut_199 = l_641;
let l_642 = l_640 & u32(2147483647);
let l_643 = l_642 == u32(0);
if l_643 {
l_mut_199 = u32(1);
} else {
let l_644 = l_640 & u32(2147483648);
let l_645 = l_644 != u32(0);
if l_645 {
let l_646 = l_640 - u32(1);
l_mut_199 = l_646;
} else {
let l_647 = l_640 == u32(2139095040);
if l_647 {
l_mut_199 = l_640;
}
}
}
let l_648 = bitcast<f32>(l_mut_199);
let l_649 = bitcast<u32>(l_648);
let l_650 = l_649 ^ u32(2147483648);
let l_651 = bitcast<f32>(l_650);
let l_652 = bitcast<u32>(l_651);
let l_653 = f64(l_651);
l_mut_26 = l_653;
let l_654 = l_652 & u32(2139095040);
let l_655 = l_654 == u32(0);
if l_655 {
let l_656 = l_652 & u32(8388607);
let l_657 = f64(l_656);
let l_658 = l_657 * f64(1.401298464324817e-45);
l_mut_26 = l_658;
let l_659 = l_652 >> u32(31);
let l_660 = l_659 == u32(1);
if l_660 {
let l_661 = -l_mut_26;
l_mut_26 = l_661;
}
}
let l_662 = l_606 + l_605;
let l_663 = l_662 <= l_mut_57;
l_mut_291 = l_663;
let l_664 = l_606 - l_605;
let l_665 = l_664 > l_mut_57;
l_mut_288 = l_665;
let l_666 = l_607 - l_605;
let l_667 = l_666 >= l_mut_57;
l_mut_285 = l_667;
let l_668 = l_607 + l_605;
let l_669 = l_668 < l_mut_57;
l_mut_282 = l_669;
if l_169 {
let l_670 = l_606 + l_605;
let l_671 = l_670 < l_mut_48;
l_mut_291 = l_671;
let l_672 = l_606 - l_605;
let l_673 = l_672 >= l_mut_48;
l_mut_288 = l_673;
let l_674 = l_607 - l_605;
let l_675 = l_674 > l_mut_26;
l_mut_285 = l_675;
let l_676 = l_607 + l_605;
let l_677 = l_676 <= l_mut_26;
l_mut_282 = l_677;
}
l_mut_199 = u32(2);
let l_678 = l_mut_288 || l_mut_282;
if l_678 {
l_mut_199 = u32(1);
} else {
let l_679 = l_mut_291 && l_mut_285;
if l_679 {
l_mut_199 = u32(0);
}
}
let l_680 = bitcast<u32>(l_mut_22);
let l_681 = l_680 & u32(2147483647);
let l_682 = l_681 == u32(0);
if l_682 {
let l_683 = l_606 + l_605;
let l_684 = l_683 < f64(1.1754943508222875e-38);
let l_685 = l_607 - l_605;
let l_686 = l_685 > f64(-1.1754943508222875e-38);
let l_687 = l_684 && l_686;
let l_688 = l_606 - l_605;
let l_689 = l_688 < f64(1.1754943508222875e-38);
let l_690 = l_607 + l_605;
let l_691 = l_690 > f64(-1.1754943508222875e-38);
let l_692 = l_689 && l_691;
if l_687 {
l_mut_199 = u32(0);
} else {
let l_693 = l_mut_199 == u32(1);
let l_694 = l_692 && l_693;
if l_694 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
let l_695 = l_165 == u32(6);
if l_695 {
l_mut_183 = u32(0);
let l_696 = l_179 <= l_174;
if l_696 {
let l_697 = l_171 * f64(1.4551915228366852e-11);
let l_698 = l_181 + l_697;
let l_699 = l_mut_35 - l_171;
let l_700 = l_mut_35 + l_171;
let l_701 = bitcast<u32>(l_mut_22);
let l_702 = f64(l_mut_22);
l_mut_57 = l_702;
let l_703 = l_701 & u32(2139095040);
let l_704 = l_703 == u32(0);
if l_704 {
let l_705 = l_701 & u32(8388607);
let l_706 = f64(l_705);
let l_707 = l_706 * f64(1.401298464324817e-45);
l_mut_57 = l_707;
let l_708 = l_701 >> u32(31);
let l_709 = l_708 == u32(1);
if l_709 {
let l_710 = -l_mut_57;
l_mut_57 = l_710;
}
}
let l_711 = bitcast<u32>(l_mut_22);
let l_712 = l_711 + u32(1);
l_mut_237 = l_712;
let l_713 = l_711 & u32(2147483647);
let l_714 = l_713 == u32(0);
if l_714 {
l_mut_237 = u32(1);
} else {
let l_715 = l_711 & u32(2147483648);
let l_716 = l_715 != u32(0);
if l_716 {
let l_717 = l_711 - u32(1);
l_mut_237 = l_717;
} else {
let l_718 = l_711 == u32(2139095040);
if l_718 {
l_mut_237 = l_711;
}
}
}
let l_719 = bitcast<f32>(l_mut_237);
let l_720 = bitcast<u32>(l_719);
let l_721 = f64(l_719);
l_mut_48 = l_721;
let l_722 = l_720 & u32(2139095040);
let l_723 = l_722 == u32(0);
if l_723 {
let l_724 = l_720 & u32(8388607);
let l_725 = f64(l_724);
let l_726 = l_725 * f64(1.401298464324817e-45);
l_mut_48 = l_726;
let l_727 = l_720 >> u32(31);
let l_728 = l_727 == u32(1);
if l_728 {
let l_729 = -l_mut_48;
l_mut_48 = l_729;
}
}
let l_730 = bitcast<u32>(l_mut_22);
let l_731 = l_730 ^ u32(2147483648);
let l_732 = bitcast<f32>(l_731);
let l_733 = bitcast<u32>(l_732);
let l_734 = l_733 + u32(1);
l_mut_237 = l_734;
let l_735 = l_733 & u32(2147483647);
let l_736 = l_735 == u32(0);
if l_736 {
l_mut_237 = u32(1);
} else {
let l_737 = l_733 & u32(2147483648);
let l_738 = l_737 != u32(0);
if l_738 {
let l_739 = l_733 - u32(1);
l_mut_237 = l_739;
} else {
let l_740 = l_733 == u32(2139095040);
if l_740 {
l_mut_237 = l_733;
}
}
}
let l_741 = bitcast<f32>(l_mut_237);
let l_742 = bitcast<u32>(l_741);
let l_743 = l_742 ^ u32(2147483648);
let l_744 = bitcast<f32>(l_743);
let l_745 = bitcast<u32>(l_744);
let l_746 = f64(l_744);
l_mut_26 = l_746;
let l_747 = l_745 & u32(2139095040);
let l_748 = l_747 == u32(0);
if l_748 {
let l_749 = l_745 & u32(8388607);
let l_750 = f64(l_749);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_26 = l_751;
let l_752 = l_745 >> u32(31);
let l_753 = l_752 == u32(1);
if l_753 {
let l_754 = -l_mut_26;
l_mut_26 = l_754;
}
}
let l_755 = l_699 + l_698;
let l_756 = l_755 <= l_mut_57;
l_mut_291 = l_756;
let l_757 = l_699 - l_698;
let l_758 = l_757 > l_mut_57;
l_mut_288 = l_758;
let l_759 = l_700 - l_698;
let l_760 = l_759 >= l_mut_57;
l_mut_285 = l_760;
let l_761 = l_700 + l_698;
let l_762 = l_761 < l_mut_57;
l_mut_282 = l_762;
if l_169 {
let l_763 = l_699 + l_698;
let l_764 = l_763 < l_mut_48;
l_mut_291 = l_764;
let l_765 = l_699 - l_698;
let l_766 = l_765 >= l_mut_48;
l_mut_288 = l_766;
let l_767 = l_700 - l_698;
let l_768 = l_767 > l_mut_26;
l_mut_285 = l_768;
let l_769 = l_700 + l_698;
let l_770 = l_769 <= l_mut_26;
l_mut_282 = l_770;
}
l_mut_237 = u32(2);
let l_771 = l_mut_288 || l_mut_282;
if l_771 {
l_mut_237 = u32(1);
} else {
let l_772 = l_mut_291 && l_mut_285;
if l_772 {
l_mut_237 = u32(0);
}
}
let l_773 = bitcast<u32>(l_mut_22);
let l_774 = l_773 & u32(2147483647);
let l_775 = l_774 == u32(0);
if l_775 {
let l_776 = l_699 + l_698;
let l_777 = l_776 < f64(1.1754943508222875e-38);
let l_778 = l_700 - l_698;
let l_779 = l_778 > f64(-1.1754943508222875e-38);
let l_780 = l_777 && l_779;
let l_781 = l_699 - l_698;
let l_782 = l_781 < f64(1.1754943508222875e-38);
let l_783 = l_700 + l_698;
let l_784 = l_783 > f64(-1.1754943508222875e-38);
let l_785 = l_782 && l_784;
if l_780 {
l_mut_237 = u32(0);
} else {
let l_786 = l_mut_237 == u32(1);
let l_787 = l_785 && l_786;
if l_787 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_788 = l_165 == u32(7);
if l_788 {
let l_789 = abs(l_mut_35);
let l_790 = l_171 * l_789;
l_mut_57 = l_790;
let l_791 = abs(l_mut_35);
l_mut_48 = f64(1.401298464324817e-45);
let l_792 = l_791 >= f64(1.1754943508222875e-38);
let l_793 = l_791 <= f64(1.7976931348623157e308);
let l_794 = l_792 && l_793;
if l_794 {
let l_795 = bitcast<u64>(l_791);
let l_796 = l_795 >> u32(bitcast<u64>(u64(52)));
let l_797 = l_796 - u64(23);
let l_798 = l_797 << u32(bitcast<u64>(u64(52)));
let l_799 = bitcast<f64>(l_798);
l_mut_48 = l_799;
}
let l_800 = f64(0.5) * l_mut_48;
let l_801 = l_800 > l_mut_57;
if l_801 {
l_mut_57 = l_800;
}
let l_802 = l_mut_35 - l_181;
let l_803 = abs(l_802);
l_mut_48 = f64(1.401298464324817e-45);
let l_804 = l_803 >= f64(1.1754943508222875e-38);
let l_805 = l_803 <= f64(1.7976931348623157e308);
let l_806 = l_804 && l_805;
if l_806 {
let l_807 = bitcast<u64>(l_803);
let l_808 = l_807 >> u32(bitcast<u64>(u64(52)));
let l_809 = l_808 - u64(23);
let l_810 = l_809 << u32(bitcast<u64>(u64(52)));
let l_811 = bitcast<f64>(l_810);
l_mut_48 = l_811;
}
let l_812 = l_mut_35 + l_181;
let l_813 = abs(l_812);
l_mut_26 = f64(1.401298464324817e-45);
let l_814 = l_813 >= f64(1.1754943508222875e-38);
let l_815 = l_813 <= f64(1.7976931348623157e308);
let l_816 = l_814 && l_815;
if l_816 {
let l_817 = bitcast<u64>(l_813);
let l_818 = l_817 >> u32(bitcast<u64>(u64(52)));
let l_819 = l_818 - u64(23);
let l_820 = l_819 << u32(bitcast<u64>(u64(52)));
let l_821 = bitcast<f64>(l_820);
l_mut_26 = l_821;
}
let l_822 = l_mut_48 == l_mut_26;
if l_822 {
let l_823 = l_171 * l_181;
let l_824 = l_181 + l_823;
let l_825 = l_mut_57 * f64(1.4551915228366852e-11);
let l_826 = l_824 + l_825;
let l_827 = l_mut_35 - l_mut_57;
let l_828 = l_mut_35 + l_mut_57;
let l_829 = bitcast<u32>(l_mut_22);
let l_830 = f64(l_mut_22);
l_mut_57 = l_830;
let l_831 = l_829 & u32(2139095040);
let l_832 = l_831 == u32(0);
if l_832 {
let l_833 = l_829 & u32(8388607);
let l_834 = f64(l_833);
let l_835 = l_834 * f64(1.401298464324817e-45);
l_mut_57 = l_835;
let l_836 = l_829 >> u32(31);
let l_837 = l_836 == u32(1);
if l_837 {
let l_838 = -l_mut_57;
l_mut_57 = l_838;
}
}
let l_839 = bitcast<u32>(l_mut_22);
let l_840 = l_839 + u32(1);
l_mut_237 = l_840;
let l_841 = l_839 & u32(2147483647);
let l_842 = l_841 == u32(0);
if l_842 {
l_mut_237 = u32(1);
} else {
let l_843 = l_839 & u32(2147483648);
let l_844 = l_843 != u32(0);
if l_844 {
let l_845 = l_839 - u32(1);
l_mut_237 = l_845;
} else {
let l_846 = l_839 == u32(2139095040);
if l_846 {
l_mut_237 = l_839;
}
}
}
let l_847 = bitcast<f32>(l_mut_237);
let l_848 = bitcast<u32>(l_847);
let l_849 = f64(l_847);
l_mut_48 = l_849;
let l_850 = l_848 & u32(2139095040);
let l_851 = l_850 == u32(0);
if l_851 {
let l_852 = l_848 & u32(8388607);
let l_853 = f64(l_852);
let l_854 = l_853 * f64(1.401298464324817e-45);
l_mut_48 = l_854;
let l_855 = l_848 >> u32(31);
let l_856 = l_855 == u32(1);
if l_856 {
let l_857 = -l_mut_48;
l_mut_48 = l_857;
}
}
let l_858 = bitcast<u32>(l_mut_22);
let l_859 = l_858 ^ u32(2147483648);
let l_860 = bitcast<f32>(l_859);
let l_861 = bitcast<u32>(l_860);
let l_862 = l_861 + u32(1);
l_mut_237 = l_862;
let l_863 = l_861 & u32(2147483647);
let l_864 = l_863 == u32(0);
if l_864 {
l_mut_237 = u32(1);
} else {
let l_865 = l_861 & u32(2147483648);
let l_866 = l_865 != u32(0);
if l_866 {
let l_867 = l_861 - u32(1);
l_mut_237 = l_867;
} else {
let l_868 = l_861 == u32(2139095040);
if l_868 {
l_mut_237 = l_861;
}
}
}
let l_869 = bitcast<f32>(l_mut_237);
let l_870 = bitcast<u32>(l_869);
let l_871 = l_870 ^ u32(2147483648);
let l_872 = bitcast<f32>(l_871);
let l_873 = bitcast<u32>(l_872);
let l_874 = f64(l_872);
l_mut_26 = l_874;
let l_875 = l_873 & u32(2139095040);
let l_876 = l_875 == u32(0);
if l_876 {
let l_877 = l_873 & u32(8388607);
let l_878 = f64(l_877);
let l_879 = l_878 * f64(1.401298464324817e-45);
l_mut_26 = l_879;
let l_880 = l_873 >> u32(31);
let l_881 = l_880 == u32(1);
if l_881 {
let l_882 = -l_mut_26;
l_mut_26 = l_882;
}
}
let l_883 = l_827 + l_826;
let l_884 = l_883 <= l_mut_57;
l_mut_291 = l_884;
let l_885 = l_827 - l_826;
let l_886 = l_885 > l_mut_57;
l_mut_288 = l_886;
let l_887 = l_828 - l_826;
let l_888 = l_887 >= l_mut_57;
l_mut_285 = l_888;
let l_889 = l_828 + l_826;
let l_890 = l_889 < l_mut_57;
l_mut_282 = l_890;
if l_169 {
let l_891 = l_827 + l_826;
let l_892 = l_891 < l_mut_48;
l_mut_291 = l_892;
let l_893 = l_827 - l_826;
let l_894 = l_893 >= l_mut_48;
l_mut_288 = l_894;
let l_895 = l_828 - l_826;
let l_896 = l_895 > l_mut_26;
l_mut_285 = l_896;
let l_897 = l_828 + l_826;
let l_898 = l_897 <= l_mut_26;
l_mut_282 = l_898;
}
l_mut_237 = u32(2);
let l_899 = l_mut_288 || l_mut_282;
if l_899 {
l_mut_237 = u32(1);
} else {
let l_900 = l_mut_291 && l_mut_285;
if l_900 {
l_mut_237 = u32(0);
}
}
let l_901 = bitcast<u32>(l_mut_22);
let l_902 = l_901 & u32(2147483647);
let l_903 = l_902 == u32(0);
if l_903 {
let l_904 = l_827 + l_826;
let l_905 = l_904 < f64(1.1754943508222875e-38);
let l_906 = l_828 - l_826;
let l_907 = l_906 > f64(-1.1754943508222875e-38);
let l_908 = l_905 && l_907;
let l_909 = l_827 - l_826;
let l_910 = l_909 < f64(1.1754943508222875e-38);
let l_911 = l_828 + l_826;
let l_912 = l_911 > f64(-1.1754943508222875e-38);
let l_913 = l_910 && l_912;
if l_908 {
l_mut_237 = u32(0);
} else {
let l_914 = l_mut_237 == u32(1);
let l_915 = l_913 && l_914;
if l_915 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
let l_916 = l_165 == u32(8);
if l_916 {
let l_917 = l_178 >= f64(0.5);
let l_918 = l_178 <= f64(2.0);
let l_919 = l_917 && l_918;
if l_919 {
let l_920 = l_171 * f64(1.4551915228366852e-11);
let l_921 = l_181 + l_920;
let l_922 = l_mut_35 - l_171;
let l_923 = l_mut_35 + l_171;
let l_924 = bitcast<u32>(l_mut_22);
let l_925 = f64(l_mut_22);
l_mut_57 = l_925;
let l_926 = l_924 & u32(2139095040);
let l_927 = l_926 == u32(0);
if l_927 {
let l_928 = l_924 & u32(8388607);
let l_929 = f64(l_928);
let l_930 = l_929 * f64(1.401298464324817e-45);
l_mut_57 = l_930;
let l_931 = l_924 >> u32(31);
let l_932 = l_931 == u32(1);
if l_932 {
let l_933 = -l_mut_57;
l_mut_57 = l_933;
}
}
let l_934 = bitcast<u32>(l_mut_22);
let l_935 = l_934 + u32(1);
l_mut_237 = l_935;
let l_936 = l_934 & u32(2147483647);
let l_937 = l_936 == u32(0);
if l_937 {
l_mut_237 = u32(1);
} else {
let l_938 = l_934 & u32(2147483648);
let l_939 = l_938 != u32(0);
if l_939 {
let l_940 = l_934 - u32(1);
l_mut_237 = l_940;
} else {
let l_941 = l_934 == u32(2139095040);
if l_941 {
l_mut_237 = l_934;
}
}
}
let l_942 = bitcast<f32>(l_mut_237);
let l_943 = bitcast<u32>(l_942);
let l_944 = f64(l_942);
l_mut_48 = l_944;
let l_945 = l_943 & u32(2139095040);
let l_946 = l_945 == u32(0);
if l_946 {
let l_947 = l_943 & u32(8388607);
let l_948 = f64(l_947);
let l_949 = l_948 * f64(1.401298464324817e-45);
l_mut_48 = l_949;
let l_950 = l_943 >> u32(31);
let l_951 = l_950 == u32(1);
if l_951 {
let l_952 = -l_mut_48;
l_mut_48 = l_952;
}
}
let l_953 = bitcast<u32>(l_mut_22);
let l_954 = l_953 ^ u32(2147483648);
let l_955 = bitcast<f32>(l_954);
let l_956 = bitcast<u32>(l_955);
let l_957 = l_956 + u32(1);
l_mut_237 = l_957;
let l_958 = l_956 & u32(2147483647);
let l_959 = l_958 == u32(0);
if l_959 {
l_mut_237 = u32(1);
} else {
let l_960 = l_956 & u32(2147483648);
let l_961 = l_960 != u32(0);
if l_961 {
let l_962 = l_956 - u32(1);
l_mut_237 = l_962;
} else {
let l_963 = l_956 == u32(2139095040);
if l_963 {
l_mut_237 = l_956;
}
}
}
let l_964 = bitcast<f32>(l_mut_237);
let l_965 = bitcast<u32>(l_964);
let l_966 = l_965 ^ u32(2147483648);
let l_967 = bitcast<f32>(l_966);
let l_968 = bitcast<u32>(l_967);
let l_969 = f64(l_967);
l_mut_26 = l_969;
let l_970 = l_968 & u32(2139095040);
let l_971 = l_970 == u32(0);
if l_971 {
let l_972 = l_968 & u32(8388607);
let l_973 = f64(l_972);
let l_974 = l_973 * f64(1.401298464324817e-45);
l_mut_26 = l_974;
let l_975 = l_968 >> u32(31);
let l_976 = l_975 == u32(1);
if l_976 {
let l_977 = -l_mut_26;
l_mut_26 = l_977;
}
}
let l_978 = l_922 + l_921;
let l_979 = l_978 <= l_mut_57;
l_mut_291 = l_979;
let l_980 = l_922 - l_921;
let l_981 = l_980 > l_mut_57;
l_mut_288 = l_981;
let l_982 = l_923 - l_921;
let l_983 = l_982 >= l_mut_57;
l_mut_285 = l_983;
let l_984 = l_923 + l_921;
let l_985 = l_984 < l_mut_57;
l_mut_282 = l_985;
if l_169 {
let l_986 = l_922 + l_921;
let l_987 = l_986 < l_mut_48;
l_mut_291 = l_987;
let l_988 = l_922 - l_921;
let l_989 = l_988 >= l_mut_48;
l_mut_288 = l_989;
let l_990 = l_923 - l_921;
let l_991 = l_990 > l_mut_26;
l_mut_285 = l_991;
let l_992 = l_923 + l_921;
let l_993 = l_992 <= l_mut_26;
l_mut_282 = l_993;
}
l_mut_237 = u32(2);
let l_994 = l_mut_288 || l_mut_282;
if l_994 {
l_mut_237 = u32(1);
} else {
let l_995 = l_mut_291 && l_mut_285;
if l_995 {
l_mut_237 = u32(0);
}
}
let l_996 = bitcast<u32>(l_mut_22);
let l_997 = l_996 & u32(2147483647);
let l_998 = l_997 == u32(0);
if l_998 {
let l_999 = l_922 + l_921;
let l_1000 = l_999 < f64(1.1754943508222875e-38);
let l_1001 = l_923 - l_921;
let l_1002 = l_1001 > f64(-1.1754943508222875e-38);
let l_1003 = l_1000 && l_1002;
let l_1004 = l_922 - l_921;
let l_1005 = l_1004 < f64(1.1754943508222875e-38);
let l_1006 = l_923 + l_921;
let l_1007 = l_1006 > f64(-1.1754943508222875e-38);
let l_1008 = l_1005 && l_1007;
if l_1003 {
l_mut_237 = u32(0);
} else {
let l_1009 = l_mut_237 == u32(1);
let l_1010 = l_1008 && l_1009;
if l_1010 {
l_mut_237 = u32(2);
}
}
}
l_mut_183 = l_mut_237;
} else {
let l_1011 = abs(l_mut_35);
l_mut_57 = f64(1.401298464324817e-45);
let l_1012 = l_1011 >= f64(1.1754943508222875e-38);
let l_1013 = l_1011 <= f64(1.7976931348623157e308);
let l_1014 = l_1012 && l_1013;
if l_1014 {
let l_1015 = bitcast<u64>(l_1011);
let l_1016 = l_1015 >> u32(bitcast<u64>(u64(52)));
let l_1017 = l_1016 - u64(23);
let l_1018 = l_1017 << u32(bitcast<u64>(u64(52)));
let l_1019 = bitcast<f64>(l_1018);
l_mut_57 = l_1019;
}
let l_1020 = l_174 * l_mut_57;
l_mut_237 = u32(2);
let l_1021 = l_mut_35 - l_181;
let l_1022 = abs(l_1021);
l_mut_57 = f64(1.401298464324817e-45);
let l_1023 = l_1022 >= f64(1.1754943508222875e-38);
let l_1024 = l_1022 <= f64(1.7976931348623157e308);
let l_1025 = l_1023 && l_1024;
if l_1025 {
let l_1026 = bitcast<u64>(l_1022);
let l_1027 = l_1026 >> u32(bitcast<u64>(u64(52)));
let l_1028 = l_1027 - u64(23);
let l_1029 = l_1028 << u32(bitcast<u64>(u64(52)));
let l_1030 = bitcast<f64>(l_1029);
l_mut_57 = l_1030;
}
let l_1031 = l_mut_35 + l_181;
let l_1032 = abs(l_1031);
l_mut_48 = f64(1.401298464324817e-45);
let l_1033 = l_1032 >= f64(1.1754943508222875e-38);
let l_1034 = l_1032 <= f64(1.7976931348623157e308);
let l_1035 = l_1033 && l_1034;
if l_1035 {
let l_1036 = bitcast<u64>(l_1032);
let l_1037 = l_1036 >> u32(bitcast<u64>(u64(52)));
let l_1038 = l_1037 - u64(23);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(52)));
let l_1040 = bitcast<f64>(l_1039);
l_mut_48 = l_1040;
}
let l_1041 = l_mut_57 == l_mut_48;
if l_1041 {
let l_1042 = l_1020 * f64(1.4551915228366852e-11);
let l_1043 = l_181 + l_1042;
let l_1044 = l_mut_35 - l_1020;
let l_1045 = l_mut_35 + l_1020;
let l_1046 = bitcast<u32>(l_mut_22);
let l_1047 = f64(l_mut_22);
l_mut_57 = l_1047;
let l_1048 = l_1046 & u32(2139095040);
let l_1049 = l_1048 == u32(0);
if l_1049 {
let l_1050 = l_1046 & u32(8388607);
let l_1051 = f64(l_1050);
let l_1052 = l_1051 * f64(1.401298464324817e-45);
l_mut_57 = l_1052;
let l_1053 = l_1046 >> u32(31);
let l_1054 = l_1053 == u32(1);
if l_1054 {
let l_1055 = -l_mut_57;
l_mut_57 = l_1055;
}
}
let l_1056 = bitcast<u32>(l_mut_22);
let l_1057 = l_1056 + u32(1);
l_mut_199 = l_1057;
let l_1058 = l_1056 & u32(2147483647);
let l_1059 = l_1058 == u32(0);
if l_1059 {
l_mut_199 = u32(1);
} else {
let l_1060 = l_1056 & u32(2147483648);
let l_1061 = l_1060 != u32(0);
if l_1061 {
let l_1062 = l_1056 - u32(1);
l_mut_199 = l_1062;
} else {
let l_1063 = l_1056 == u32(2139095040);
if l_1063 {
l_mut_199 = l_1056;
}
}
}
let l_1064 = bitcast<f32>(l_mut_199);
let l_1065 = bitcast<u32>(l_1064);
let l_1066 = f64(l_1064);
l_mut_48 = l_1066;
let l_1067 = l_1065 & u32(2139095040);
let l_1068 = l_1067 == u32(0);
if l_1068 {
let l_1069 = l_1065 & u32(8388607);
let l_1070 = f64(l_1069);
let l_1071 = l_1070 * f64(1.401298464324817e-45);
l_mut_48 = l_1071;
let l_1072 = l_1065 >> u32(31);
let l_1073 = l_1072 == u32(1);
if l_1073 {
let l_1074 = -l_mut_48;
l_mut_48 = l_1074;
}
}
let l_1075 = bitcast<u32>(l_mut_22);
let l_1076 = l_1075 ^ u32(2147483648);
let l_1077 = bitcast<f32>(l_1076);
let l_1078 = bitcast<u32>(l_1077);
let l_1079 = l_1078 + u32(1);
l_mut_199 = l_1079;
let l_1080 = l_1078 & u32(2147483647);
let l_1081 = l_1080 == u32(0);
if l_1081 {
l_mut_199 = u32(1);
} else {
let l_1082 = l_1078 & u32(2147483648);
let l_1083 = l_1082 != u32(0);
if l_1083 {
let l_1084 = l_1078 - u32(1);
l_mut_199 = l_1084;
} else {
let l_1085 = l_1078 == u32(2139095040);
if l_1085 {
l_mut_199 = l_1078;
}
}
}
let l_1086 = bitcast<f32>(l_mut_199);
let l_1087 = bitcast<u32>(l_1086);
let l_1088 = l_1087 ^ u32(2147483648);
let l_1089 = bitcast<f32>(l_1088);
let l_1090 = bitcast<u32>(l_1089);
let l_1091 = f64(l_1089);
l_mut_26 = l_1091;
let l_1092 = l_1090 & u32(2139095040);
let l_1093 = l_1092 == u32(0);
if l_1093 {
let l_1094 = l_1090 & u32(8388607);
let l_1095 = f64(l_1094);
let l_1096 = l_1095 * f64(1.401298464324817e-45);
l_mut_26 = l_1096;
let l_1097 = l_1090 >> u32(31);
let l_1098 = l_1097 == u32(1);
if l_1098 {
let l_1099 = -l_mut_26;
l_mut_26 = l_1099;
}
}
let l_1100 = l_1044 + l_1043;
let l_1101 = l_1100 <= l_mut_57;
l_mut_291 = l_1101;
let l_1102 = l_1044 - l_1043;
let l_1103 = l_1102 > l_mut_57;
l_mut_288 = l_1103;
let l_1104 = l_1045 - l_1043;
let l_1105 = l_1104 >= l_mut_57;
l_mut_285 = l_1105;
let l_1106 = l_1045 + l_1043;
let l_1107 = l_1106 < l_mut_57;
l_mut_282 = l_1107;
if l_169 {
let l_1108 = l_1044 + l_1043;
let l_1109 = l_1108 < l_mut_48;
l_mut_291 = l_1109;
let l_1110 = l_1044 - l_1043;
let l_1111 = l_1110 >= l_mut_48;
l_mut_288 = l_1111;
let l_1112 = l_1045 - l_1043;
let l_1113 = l_1112 > l_mut_26;
l_mut_285 = l_1113;
let l_1114 = l_1045 + l_1043;
let l_1115 = l_1114 <= l_mut_26;
l_mut_282 = l_1115;
}
l_mut_199 = u32(2);
let l_1116 = l_mut_288 || l_mut_282;
if l_1116 {
l_mut_199 = u32(1);
} else {
let l_1117 = l_mut_291 && l_mut_285;
if l_1117 {
l_mut_199 = u32(0);
}
}
let l_1118 = bitcast<u32>(l_mut_22);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = l_1119 == u32(0);
if l_1120 {
let l_1121 = l_1044 + l_1043;
let l_1122 = l_1121 < f64(1.1754943508222875e-38);
let l_1123 = l_1045 - l_1043;
let l_1124 = l_1123 > f64(-1.1754943508222875e-38);
let l_1125 = l_1122 && l_1124;
let l_1126 = l_1044 - l_1043;
let l_1127 = l_1126 < f64(1.1754943508222875e-38);
let l_1128 = l_1045 + l_1043;
let l_1129 = l_1128 > f64(-1.1754943508222875e-38);
let l_1130 = l_1127 && l_1129;
if l_1125 {
l_mut_199 = u32(0);
} else {
let l_1131 = l_mut_199 == u32(1);
let l_1132 = l_1130 && l_1131;
if l_1132 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
let l_1133 = l_165 == u32(9);
if l_1133 {
a_1134[u32(0)] = u32(1);
let l_1135 = sqrt(l_178);
let l_1136 = f64(1.0) / l_1135;
let l_1137 = l_1136 * f64(1.4551915228366852e-11);
let l_1138 = abs(l_1136);
l_mut_57 = f64(1.401298464324817e-45);
let l_1139 = l_1138 >= f64(1.1754943508222875e-38);
let l_1140 = l_1138 <= f64(1.7976931348623157e308);
let l_1141 = l_1139 && l_1140;
if l_1141 {
let l_1142 = bitcast<u64>(l_1138);
let l_1143 = l_1142 >> u32(bitcast<u64>(u64(52)));
let l_1144 = l_1143 - u64(23);
let l_1145 = l_1144 << u32(bitcast<u64>(u64(52)));
let l_1146 = bitcast<f64>(l_1145);
l_mut_57 = l_1146;
}
let l_1147 = l_1136 - l_1137;
let l_1148 = abs(l_1147);
l_mut_48 = f64(1.401298464324817e-45);
let l_1149 = l_1148 >= f64(1.1754943508222875e-38);
let l_1150 = l_1148 <= f64(1.7976931348623157e308);
let l_1151 = l_1149 && l_1150;
if l_1151 {
let l_1152 = bitcast<u64>(l_1148);
let l_1153 = l_1152 >> u32(bitcast<u64>(u64(52)));
let l_1154 = l_1153 - u64(23);
let l_1155 = l_1154 << u32(bitcast<u64>(u64(52)));
let l_1156 = bitcast<f64>(l_1155);
l_mut_48 = l_1156;
}
let l_1157 = l_1136 + l_1137;
let l_1158 = abs(l_1157);
l_mut_26 = f64(1.401298464324817e-45);
let l_1159 = l_1158 >= f64(1.1754943508222875e-38);
let l_1160 = l_1158 <= f64(1.7976931348623157e308);
let l_1161 = l_1159 && l_1160;
if l_1161 {
let l_1162 = bitcast<u64>(l_1158);
let l_1163 = l_1162 >> u32(bitcast<u64>(u64(52)));
let l_1164 = l_1163 - u64(23);
let l_1165 = l_1164 << u32(bitcast<u64>(u64(52)));
let l_1166 = bitcast<f64>(l_1165);
l_mut_26 = l_1166;
}
let l_1167 = l_mut_48 == l_mut_26;
let l_1168 = !l_1167;
if l_1168 {
a_1134[u32(0)] = u32(0);
}
let l_1169 = l_171 * l_mut_57;
let l_1170 = l_1136 - l_1169;
l_mut_48 = l_1170;
if l_169 {
let l_1171 = l_1170 - l_1137;
let l_1172 = l_1171 * f64(7.1362384635298e44);
let l_1173 = floor(l_1172);
let l_1174 = l_1173 * f64(1.401298464324817e-45);
l_mut_26 = l_1174;
let l_1175 = abs(l_1171);
let l_1176 = l_1175 >= f64(1.1754943508222875e-38);
if l_1176 {
let l_1177 = f32(l_1171);
let l_1178 = f64(l_1177);
l_mut_26 = l_1178;
let l_1179 = l_mut_26 > l_1171;
if l_1179 {
let l_1180 = bitcast<u32>(l_1177);
let l_1181 = l_1180 ^ u32(2147483648);
let l_1182 = bitcast<f32>(l_1181);
let l_1183 = bitcast<u32>(l_1182);
let l_1184 = l_1183 + u32(1);
l_mut_237 = l_1184;
let l_1185 = l_1183 & u32(2147483647);
let l_1186 = l_1185 == u32(0);
if l_1186 {
l_mut_237 = u32(1);
} else {
let l_1187 = l_1183 & u32(2147483648);
let l_1188 = l_1187 != u32(0);
if l_1188 {
let l_1189 = l_1183 - u32(1);
l_mut_237 = l_1189;
} else {
let l_1190 = l_1183 == u32(2139095040);
if l_1190 {
l_mut_237 = l_1183;
}
}
}
let l_1191 = bitcast<f32>(l_mut_237);
let l_1192 = bitcast<u32>(l_1191);
let l_1193 = l_1192 ^ u32(2147483648);
let l_1194 = bitcast<f32>(l_1193);
let l_1195 = bitcast<u32>(l_1194);
let l_1196 = f64(l_1194);
l_mut_1197 = l_1196;
let l_1198 = l_1195 & u32(2139095040);
let l_1199 = l_1198 == u32(0);
if l_1199 {
let l_1200 = l_1195 & u32(8388607);
let l_1201 = f64(l_1200);
let l_1202 = l_1201 * f64(1.401298464324817e-45);
l_mut_1197 = l_1202;
let l_1203 = l_1195 >> u32(31);
let l_1204 = l_1203 == u32(1);
if l_1204 {
let l_1205 = -l_mut_1197;
l_mut_1197 = l_1205;
}
}
l_mut_26 = l_mut_1197;
} else {
let l_1206 = bitcast<u32>(l_1177);
let l_1207 = l_1206 + u32(1);
l_mut_237 = l_1207;
let l_1208 = l_1206 & u32(2147483647);
let l_1209 = l_1208 == u32(0);
if l_1209 {
l_mut_237 = u32(1);
} else {
let l_1210 = l_1206 & u32(2147483648);
let l_1211 = l_1210 != u32(0);
if l_1211 {
let l_1212 = l_1206 - u32(1);
l_mut_237 = l_1212;
} else {
let l_1213 = l_1206 == u32(2139095040);
if l_1213 {
l_mut_237 = l_1206;
}
}
}
let l_1214 = bitcast<f32>(l_mut_237);
let l_1215 = bitcast<u32>(l_1214);
let l_1216 = f64(l_1214);
l_mut_1197 = l_1216;
let l_1217 = l_1215 & u32(2139095040);
let l_1218 = l_1217 == u32(0);
if l_1218 {
let l_1219 = l_1215 & u32(8388607);
let l_1220 = f64(l_1219);
let l_1221 = l_1220 * f64(1.401298464324817e-45);
l_mut_1197 = l_1221;
let l_1222 = l_1215 >> u32(31);
let l_1223 = l_1222 == u32(1);
if l_1223 {
let l_1224 = -l_mut_1197;
l_mut_1197 = l_1224;
}
}
let l_1225 = l_mut_1197 <= l_1171;
if l_1225 {
let l_1226 = bitcast<u32>(l_1177);
let l_1227 = l_1226 + u32(1);
l_mut_237 = l_1227;
let l_1228 = l_1226 & u32(2147483647);
let l_1229 = l_1228 == u32(0);
if l_1229 {
l_mut_237 = u32(1);
} else {
let l_1230 = l_1226 & u32(2147483648);
let l_1231 = l_1230 != u32(0);
if l_1231 {
let l_1232 = l_1226 - u32(1);
l_mut_237 = l_1232;
} else {
let l_1233 = l_1226 == u32(2139095040);
if l_1233 {
l_mut_237 = l_1226;
}
}
}
let l_1234 = bitcast<f32>(l_mut_237);
let l_1235 = bitcast<u32>(l_1234);
let l_1236 = f64(l_1234);
l_mut_1197 = l_1236;
let l_1237 = l_1235 & u32(2139095040);
let l_1238 = l_1237 == u32(0);
if l_1238 {
let l_1239 = l_1235 & u32(8388607);
let l_1240 = f64(l_1239);
let l_1241 = l_1240 * f64(1.401298464324817e-45);
l_mut_1197 = l_1241;
let l_1242 = l_1235 >> u32(31);
let l_1243 = l_1242 == u32(1);
if l_1243 {
let l_1244 = -l_mut_1197;
l_mut_1197 = l_1244;
}
}
l_mut_26 = l_mut_1197;
}
}
}
let l_1245 = l_1170 + l_1137;
let l_1246 = l_1245 * f64(7.1362384635298e44);
let l_1247 = floor(l_1246);
let l_1248 = l_1247 * f64(1.401298464324817e-45);
l_mut_1197 = l_1248;
let l_1249 = abs(l_1245);
let l_1250 = l_1249 >= f64(1.1754943508222875e-38);
if l_1250 {
let l_1251 = f32(l_1245);
let l_1252 = f64(l_1251);
l_mut_1197 = l_1252;
let l_1253 = l_mut_1197 > l_1245;
if l_1253 {
let l_1254 = bitcast<u32>(l_1251);
let l_1255 = l_1254 ^ u32(2147483648);
let l_1256 = bitcast<f32>(l_1255);
let l_1257 = bitcast<u32>(l_1256);
let l_1258 = l_1257 + u32(1);
l_mut_237 = l_1258;
let l_1259 = l_1257 & u32(2147483647);
let l_1260 = l_1259 == u32(0);
if l_1260 {
l_mut_237 = u32(1);
} else {
let l_1261 = l_1257 & u32(2147483648);
let l_1262 = l_1261 != u32(0);
if l_1262 {
let l_1263 = l_1257 - u32(1);
l_mut_237 = l_1263;
} else {
let l_1264 = l_1257 == u32(2139095040);
if l_1264 {
l_mut_237 = l_1257;
}
}
}
let l_1265 = bitcast<f32>(l_mut_237);
let l_1266 = bitcast<u32>(l_1265);
let l_1267 = l_1266 ^ u32(2147483648);
let l_1268 = bitcast<f32>(l_1267);
let l_1269 = bitcast<u32>(l_1268);
let l_1270 = f64(l_1268);
l_mut_1271 = l_1270;
let l_1272 = l_1269 & u32(2139095040);
let l_1273 = l_1272 == u32(0);
if l_1273 {
let l_1274 = l_1269 & u32(8388607);
let l_1275 = f64(l_1274);
let l_1276 = l_1275 * f64(1.401298464324817e-45);
l_mut_1271 = l_1276;
let l_1277 = l_1269 >> u32(31);
let l_1278 = l_1277 == u32(1);
if l_1278 {
let l_1279 = -l_mut_1271;
l_mut_1271 = l_1279;
}
}
l_mut_1197 = l_mut_1271;
} else {
let l_1280 = bitcast<u32>(l_1251);
let l_1281 = l_1280 + u32(1);
l_mut_237 = l_1281;
let l_1282 = l_1280 & u32(2147483647);
let l_1283 = l_1282 == u32(0);
if l_1283 {
l_mut_237 = u32(1);
} else {
let l_1284 = l_1280 & u32(2147483648);
let l_1285 = l_1284 != u32(0);
if l_1285 {
let l_1286 = l_1280 - u32(1);
l_mut_237 = l_1286;
} else {
let l_1287 = l_1280 == u32(2139095040);
if l_1287 {
l_mut_237 = l_1280;
}
}
}
let l_1288 = bitcast<f32>(l_mut_237);
let l_1289 = bitcast<u32>(l_1288);
let l_1290 = f64(l_1288);
l_mut_1271 = l_1290;
let l_1291 = l_1289 & u32(2139095040);
let l_1292 = l_1291 == u32(0);
if l_1292 {
let l_1293 = l_1289 & u32(8388607);
let l_1294 = f64(l_1293);
let l_1295 = l_1294 * f64(1.401298464324817e-45);
l_mut_1271 = l_1295;
let l_1296 = l_1289 >> u32(31);
let l_1297 = l_1296 == u32(1);
if l_1297 {
let l_1298 = -l_mut_1271;
l_mut_1271 = l_1298;
}
}
let l_1299 = l_mut_1271 <= l_1245;
if l_1299 {
let l_1300 = bitcast<u32>(l_1251);
let l_1301 = l_1300 + u32(1);
l_mut_237 = l_1301;
let l_1302 = l_1300 & u32(2147483647);
let l_1303 = l_1302 == u32(0);
if l_1303 {
l_mut_237 = u32(1);
} else {
let l_1304 = l_1300 & u32(2147483648);
let l_1305 = l_1304 != u32(0);
if l_1305 {
let l_1306 = l_1300 - u32(1);
l_mut_237 = l_1306;
} else {
let l_1307 = l_1300 == u32(2139095040);
if l_1307 {
l_mut_237 = l_1300;
}
}
}
let l_1308 = bitcast<f32>(l_mut_237);
let l_1309 = bitcast<u32>(l_1308);
let l_1310 = f64(l_1308);
l_mut_1271 = l_1310;
let l_1311 = l_1309 & u32(2139095040);
let l_1312 = l_1311 == u32(0);
if l_1312 {
let l_1313 = l_1309 & u32(8388607);
let l_1314 = f64(l_1313);
let l_1315 = l_1314 * f64(1.401298464324817e-45);
l_mut_1271 = l_1315;
let l_1316 = l_1309 >> u32(31);
let l_1317 = l_1316 == u32(1);
if l_1317 {
let l_1318 = -l_mut_1271;
l_mut_1271 = l_1318;
}
}
l_mut_1197 = l_mut_1271;
}
}
}
let l_1319 = l_mut_26 == l_mut_1197;
let l_1320 = !l_1319;
if l_1320 {
a_1134[u32(0)] = u32(0);
}
let l_1321 = l_1170 * f64(7.1362384635298e44);
let l_1322 = floor(l_1321);
let l_1323 = l_1322 * f64(1.401298464324817e-45);
l_mut_1271 = l_1323;
let l_1324 = abs(l_1170);
let l_1325 = l_1324 >= f64(1.1754943508222875e-38);
if l_1325 {
let l_1326 = f32(l_1170);
let l_1327 = f64(l_1326);
l_mut_1271 = l_1327;
let l_1328 = l_mut_1271 > l_1170;
if l_1328 {
let l_1329 = bitcast<u32>(l_1326);
let l_1330 = l_1329 ^ u32(2147483648);
let l_1331 = bitcast<f32>(l_1330);
let l_1332 = bitcast<u32>(l_1331);
let l_1333 = l_1332 + u32(1);
l_mut_237 = l_1333;
let l_1334 = l_1332 & u32(2147483647);
let l_1335 = l_1334 == u32(0);
if l_1335 {
l_mut_237 = u32(1);
} else {
let l_1336 = l_1332 & u32(2147483648);
let l_1337 = l_1336 != u32(0);
if l_1337 {
let l_1338 = l_1332 - u32(1);
l_mut_237 = l_1338;
} else {
let l_1339 = l_1332 == u32(2139095040);
if l_1339 {
l_mut_237 = l_1332;
}
}
}
let l_1340 = bitcast<f32>(l_mut_237);
let l_1341 = bitcast<u32>(l_1340);
let l_1342 = l_1341 ^ u32(2147483648);
let l_1343 = bitcast<f32>(l_1342);
let l_1344 = bitcast<u32>(l_1343);
let l_1345 = f64(l_1343);
l_mut_1197 = l_1345;
let l_1346 = l_1344 & u32(2139095040);
let l_1347 = l_1346 == u32(0);
if l_1347 {
let l_1348 = l_1344 & u32(8388607);
let l_1349 = f64(l_1348);
let l_1350 = l_1349 * f64(1.401298464324817e-45);
l_mut_1197 = l_1350;
let l_1351 = l_1344 >> u32(31);
let l_1352 = l_1351 == u32(1);
if l_1352 {
let l_1353 = -l_mut_1197;
l_mut_1197 = l_1353;
}
}
l_mut_1271 = l_mut_1197;
} else {
let l_1354 = bitcast<u32>(l_1326);
let l_1355 = l_1354 + u32(1);
l_mut_237 = l_1355;
let l_1356 = l_1354 & u32(2147483647);
let l_1357 = l_1356 == u32(0);
if l_1357 {
l_mut_237 = u32(1);
} else {
let l_1358 = l_1354 & u32(2147483648);
let l_1359 = l_1358 != u32(0);
if l_1359 {
let l_1360 = l_1354 - u32(1);
l_mut_237 = l_1360;
} else {
let l_1361 = l_1354 == u32(2139095040);
if l_1361 {
l_mut_237 = l_1354;
}
}
}
let l_1362 = bitcast<f32>(l_mut_237);
let l_1363 = bitcast<u32>(l_1362);
let l_1364 = f64(l_1362);
l_mut_1197 = l_1364;
let l_1365 = l_1363 & u32(2139095040);
let l_1366 = l_1365 == u32(0);
if l_1366 {
let l_1367 = l_1363 & u32(8388607);
let l_1368 = f64(l_1367);
let l_1369 = l_1368 * f64(1.401298464324817e-45);
l_mut_1197 = l_1369;
let l_1370 = l_1363 >> u32(31);
let l_1371 = l_1370 == u32(1);
if l_1371 {
let l_1372 = -l_mut_1197;
l_mut_1197 = l_1372;
}
}
let l_1373 = l_mut_1197 <= l_1170;
if l_1373 {
let l_1374 = bitcast<u32>(l_1326);
let l_1375 = l_1374 + u32(1);
l_mut_237 = l_1375;
let l_1376 = l_1374 & u32(2147483647);
let l_1377 = l_1376 == u32(0);
if l_1377 {
l_mut_237 = u32(1);
} else {
let l_1378 = l_1374 & u32(2147483648);
let l_1379 = l_1378 != u32(0);
if l_1379 {
let l_1380 = l_1374 - u32(1);
l_mut_237 = l_1380;
} else {
let l_1381 = l_1374 == u32(2139095040);
if l_1381 {
l_mut_237 = l_1374;
}
}
}
let l_1382 = bitcast<f32>(l_mut_237);
let l_1383 = bitcast<u32>(l_1382);
let l_1384 = f64(l_1382);
l_mut_1197 = l_1384;
let l_1385 = l_1383 & u32(2139095040);
let l_1386 = l_1385 == u32(0);
if l_1386 {
let l_1387 = l_1383 & u32(8388607);
let l_1388 = f64(l_1387);
let l_1389 = l_1388 * f64(1.401298464324817e-45);
l_mut_1197 = l_1389;
let l_1390 = l_1383 >> u32(31);
let l_1391 = l_1390 == u32(1);
if l_1391 {
let l_1392 = -l_mut_1197;
l_mut_1197 = l_1392;
}
}
l_mut_1271 = l_mut_1197;
}
}
}
l_mut_48 = l_mut_1271;
}
let l_1393 = l_171 * l_mut_57;
let l_1394 = l_1136 + l_1393;
l_mut_1271 = l_1394;
if l_169 {
let l_1395 = l_1394 - l_1137;
let l_1396 = l_1395 * f64(7.1362384635298e44);
let l_1397 = floor(l_1396);
let l_1398 = l_1397 * f64(1.401298464324817e-45);
l_mut_1197 = l_1398;
let l_1399 = abs(l_1395);
let l_1400 = l_1399 >= f64(1.1754943508222875e-38);
if l_1400 {
let l_1401 = f32(l_1395);
let l_1402 = f64(l_1401);
l_mut_1197 = l_1402;
let l_1403 = l_mut_1197 > l_1395;
if l_1403 {
let l_1404 = bitcast<u32>(l_1401);
let l_1405 = l_1404 ^ u32(2147483648);
let l_1406 = bitcast<f32>(l_1405);
let l_1407 = bitcast<u32>(l_1406);
let l_1408 = l_1407 + u32(1);
l_mut_237 = l_1408;
let l_1409 = l_1407 & u32(2147483647);
let l_1410 = l_1409 == u32(0);
if l_1410 {
l_mut_237 = u32(1);
} else {
let l_1411 = l_1407 & u32(2147483648);
let l_1412 = l_1411 != u32(0);
if l_1412 {
let l_1413 = l_1407 - u32(1);
l_mut_237 = l_1413;
} else {
let l_1414 = l_1407 == u32(2139095040);
if l_1414 {
l_mut_237 = l_1407;
}
}
}
let l_1415 = bitcast<f32>(l_mut_237);
let l_1416 = bitcast<u32>(l_1415);
let l_1417 = l_1416 ^ u32(2147483648);
let l_1418 = bitcast<f32>(l_1417);
let l_1419 = bitcast<u32>(l_1418);
let l_1420 = f64(l_1418);
l_mut_57 = l_1420;
let l_1421 = l_1419 & u32(2139095040);
let l_1422 = l_1421 == u32(0);
if l_1422 {
let l_1423 = l_1419 & u32(8388607);
let l_1424 = f64(l_1423);
let l_1425 = l_1424 * f64(1.401298464324817e-45);
l_mut_57 = l_1425;
let l_1426 = l_1419 >> u32(31);
let l_1427 = l_1426 == u32(1);
if l_1427 {
let l_1428 = -l_mut_57;
l_mut_57 = l_1428;
}
}
l_mut_1197 = l_mut_57;
} else {
let l_1429 = bitcast<u32>(l_1401);
let l_1430 = l_1429 + u32(1);
l_mut_237 = l_1430;
let l_1431 = l_1429 & u32(2147483647);
let l_1432 = l_1431 == u32(0);
if l_1432 {
l_mut_237 = u32(1);
} else {
let l_1433 = l_1429 & u32(2147483648);
let l_1434 = l_1433 != u32(0);
if l_1434 {
let l_1435 = l_1429 - u32(1);
l_mut_237 = l_1435;
} else {
let l_1436 = l_1429 == u32(2139095040);
if l_1436 {
l_mut_237 = l_1429;
}
}
}
let l_1437 = bitcast<f32>(l_mut_237);
let l_1438 = bitcast<u32>(l_1437);
let l_1439 = f64(l_1437);
l_mut_57 = l_1439;
let l_1440 = l_1438 & u32(2139095040);
let l_1441 = l_1440 == u32(0);
if l_1441 {
let l_1442 = l_1438 & u32(8388607);
let l_1443 = f64(l_1442);
let l_1444 = l_1443 * f64(1.401298464324817e-45);
l_mut_57 = l_1444;
let l_1445 = l_1438 >> u32(31);
let l_1446 = l_1445 == u32(1);
if l_1446 {
let l_1447 = -l_mut_57;
l_mut_57 = l_1447;
}
}
let l_1448 = l_mut_57 <= l_1395;
if l_1448 {
let l_1449 = bitcast<u32>(l_1401);
let l_1450 = l_1449 + u32(1);
l_mut_237 = l_1450;
let l_1451 = l_1449 & u32(2147483647);
let l_1452 = l_1451 == u32(0);
if l_1452 {
l_mut_237 = u32(1);
} else {
let l_1453 = l_1449 & u32(2147483648);
let l_1454 = l_1453 != u32(0);
if l_1454 {
let l_1455 = l_1449 - u32(1);
l_mut_237 = l_1455;
} else {
let l_1456 = l_1449 == u32(2139095040);
if l_1456 {
l_mut_237 = l_1449;
}
}
}
let l_1457 = bitcast<f32>(l_mut_237);
let l_1458 = bitcast<u32>(l_1457);
let l_1459 = f64(l_1457);
l_mut_57 = l_1459;
let l_1460 = l_1458 & u32(2139095040);
let l_1461 = l_1460 == u32(0);
if l_1461 {
let l_1462 = l_1458 & u32(8388607);
let l_1463 = f64(l_1462);
let l_1464 = l_1463 * f64(1.401298464324817e-45);
l_mut_57 = l_1464;
let l_1465 = l_1458 >> u32(31);
let l_1466 = l_1465 == u32(1);
if l_1466 {
let l_1467 = -l_mut_57;
l_mut_57 = l_1467;
}
}
l_mut_1197 = l_mut_57;
}
}
}
let l_1468 = l_1394 + l_1137;
let l_1469 = l_1468 * f64(7.1362384635298e44);
let l_1470 = floor(l_1469);
let l_1471 = l_1470 * f64(1.401298464324817e-45);
l_mut_57 = l_1471;
let l_1472 = abs(l_1468);
let l_1473 = l_1472 >= f64(1.1754943508222875e-38);
if l_1473 {
let l_1474 = f32(l_1468);
let l_1475 = f64(l_1474);
l_mut_57 = l_1475;
let l_1476 = l_mut_57 > l_1468;
if l_1476 {
let l_1477 = bitcast<u32>(l_1474);
let l_1478 = l_1477 ^ u32(2147483648);
let l_1479 = bitcast<f32>(l_1478);
let l_1480 = bitcast<u32>(l_1479);
let l_1481 = l_1480 + u32(1);
l_mut_237 = l_1481;
let l_1482 = l_1480 & u32(2147483647);
let l_1483 = l_1482 == u32(0);
if l_1483 {
l_mut_237 = u32(1);
} else {
let l_1484 = l_1480 & u32(2147483648);
let l_1485 = l_1484 != u32(0);
if l_1485 {
let l_1486 = l_1480 - u32(1);
l_mut_237 = l_1486;
} else {
let l_1487 = l_1480 == u32(2139095040);
if l_1487 {
l_mut_237 = l_1480;
}
}
}
let l_1488 = bitcast<f32>(l_mut_237);
let l_1489 = bitcast<u32>(l_1488);
let l_1490 = l_1489 ^ u32(2147483648);
let l_1491 = bitcast<f32>(l_1490);
let l_1492 = bitcast<u32>(l_1491);
let l_1493 = f64(l_1491);
l_mut_26 = l_1493;
let l_1494 = l_1492 & u32(2139095040);
let l_1495 = l_1494 == u32(0);
if l_1495 {
let l_1496 = l_1492 & u32(8388607);
let l_1497 = f64(l_1496);
let l_1498 = l_1497 * f64(1.401298464324817e-45);
l_mut_26 = l_1498;
let l_1499 = l_1492 >> u32(31);
let l_1500 = l_1499 == u32(1);
if l_1500 {
let l_1501 = -l_mut_26;
l_mut_26 = l_1501;
}
}
l_mut_57 = l_mut_26;
} else {
let l_1502 = bitcast<u32>(l_1474);
let l_1503 = l_1502 + u32(1);
l_mut_237 = l_1503;
let l_1504 = l_1502 & u32(2147483647);
let l_1505 = l_1504 == u32(0);
if l_1505 {
l_mut_237 = u32(1);
} else {
let l_1506 = l_1502 & u32(2147483648);
let l_1507 = l_1506 != u32(0);
if l_1507 {
let l_1508 = l_1502 - u32(1);
l_mut_237 = l_1508;
} else {
let l_1509 = l_1502 == u32(2139095040);
if l_1509 {
l_mut_237 = l_1502;
}
}
}
let l_1510 = bitcast<f32>(l_mut_237);
let l_1511 = bitcast<u32>(l_1510);
let l_1512 = f64(l_1510);
l_mut_26 = l_1512;
let l_1513 = l_1511 & u32(2139095040);
let l_1514 = l_1513 == u32(0);
if l_1514 {
let l_1515 = l_1511 & u32(8388607);
let l_1516 = f64(l_1515);
let l_1517 = l_1516 * f64(1.401298464324817e-45);
l_mut_26 = l_1517;
let l_1518 = l_1511 >> u32(31);
let l_1519 = l_1518 == u32(1);
if l_1519 {
let l_1520 = -l_mut_26;
l_mut_26 = l_1520;
}
}
let l_1521 = l_mut_26 <= l_1468;
if l_1521 {
let l_1522 = bitcast<u32>(l_1474);
let l_1523 = l_1522 + u32(1);
l_mut_237 = l_1523;
let l_1524 = l_1522 & u32(2147483647);
let l_1525 = l_1524 == u32(0);
if l_1525 {
l_mut_237 = u32(1);
} else {
let l_1526 = l_1522 & u32(2147483648);
let l_1527 = l_1526 != u32(0);
if l_1527 {
let l_1528 = l_1522 - u32(1);
l_mut_237 = l_1528;
} else {
let l_1529 = l_1522 == u32(2139095040);
if l_1529 {
l_mut_237 = l_1522;
}
}
}
let l_1530 = bitcast<f32>(l_mut_237);
let l_1531 = bitcast<u32>(l_1530);
let l_1532 = f64(l_1530);
l_mut_26 = l_1532;
let l_1533 = l_1531 & u32(2139095040);
let l_1534 = l_1533 == u32(0);
if l_1534 {
let l_1535 = l_1531 & u32(8388607);
let l_1536 = f64(l_1535);
let l_1537 = l_1536 * f64(1.401298464324817e-45);
l_mut_26 = l_1537;
let l_1538 = l_1531 >> u32(31);
let l_1539 = l_1538 == u32(1);
if l_1539 {
let l_1540 = -l_mut_26;
l_mut_26 = l_1540;
}
}
l_mut_57 = l_mut_26;
}
}
}
let l_1541 = l_mut_1197 == l_mut_57;
let l_1542 = !l_1541;
if l_1542 {
a_1134[u32(0)] = u32(0);
}
let l_1543 = -l_1394;
let l_1544 = l_1543 * f64(7.1362384635298e44);
let l_1545 = floor(l_1544);
let l_1546 = l_1545 * f64(1.401298464324817e-45);
l_mut_1197 = l_1546;
let l_1547 = abs(l_1543);
let l_1548 = l_1547 >= f64(1.1754943508222875e-38);
if l_1548 {
let l_1549 = f32(l_1543);
let l_1550 = f64(l_1549);
l_mut_1197 = l_1550;
let l_1551 = l_mut_1197 > l_1543;
if l_1551 {
let l_1552 = bitcast<u32>(l_1549);
let l_1553 = l_1552 ^ u32(2147483648);
let l_1554 = bitcast<f32>(l_1553);
let l_1555 = bitcast<u32>(l_1554);
let l_1556 = l_1555 + u32(1);
l_mut_237 = l_1556;
let l_1557 = l_1555 & u32(2147483647);
let l_1558 = l_1557 == u32(0);
if l_1558 {
l_mut_237 = u32(1);
} else {
let l_1559 = l_1555 & u32(2147483648);
let l_1560 = l_1559 != u32(0);
if l_1560 {
let l_1561 = l_1555 - u32(1);
l_mut_237 = l_1561;
} else {
let l_1562 = l_1555 == u32(2139095040);
if l_1562 {
l_mut_237 = l_1555;
}
}
}
let l_1563 = bitcast<f32>(l_mut_237);
let l_1564 = bitcast<u32>(l_1563);
let l_1565 = l_1564 ^ u32(2147483648);
let l_1566 = bitcast<f32>(l_1565);
let l_1567 = bitcast<u32>(l_1566);
let l_1568 = f64(l_1566);
l_mut_57 = l_1568;
let l_1569 = l_1567 & u32(2139095040);
let l_1570 = l_1569 == u32(0);
if l_1570 {
let l_1571 = l_1567 & u32(8388607);
let l_1572 = f64(l_1571);
let l_1573 = l_1572 * f64(1.401298464324817e-45);
l_mut_57 = l_1573;
let l_1574 = l_1567 >> u32(31);
let l_1575 = l_1574 == u32(1);
if l_1575 {
let l_1576 = -l_mut_57;
l_mut_57 = l_1576;
}
}
l_mut_1197 = l_mut_57;
} else {
let l_1577 = bitcast<u32>(l_1549);
let l_1578 = l_1577 + u32(1);
l_mut_237 = l_1578;
let l_1579 = l_1577 & u32(2147483647);
let l_1580 = l_1579 == u32(0);
if l_1580 {
l_mut_237 = u32(1);
} else {
let l_1581 = l_1577 & u32(2147483648);
let l_1582 = l_1581 != u32(0);
if l_1582 {
let l_1583 = l_1577 - u32(1);
l_mut_237 = l_1583;
} else {
let l_1584 = l_1577 == u32(2139095040);
if l_1584 {
l_mut_237 = l_1577;
}
}
}
let l_1585 = bitcast<f32>(l_mut_237);
let l_1586 = bitcast<u32>(l_1585);
let l_1587 = f64(l_1585);
l_mut_57 = l_1587;
let l_1588 = l_1586 & u32(2139095040);
let l_1589 = l_1588 == u32(0);
if l_1589 {
let l_1590 = l_1586 & u32(8388607);
let l_1591 = f64(l_1590);
let l_1592 = l_1591 * f64(1.401298464324817e-45);
l_mut_57 = l_1592;
let l_1593 = l_1586 >> u32(31);
let l_1594 = l_1593 == u32(1);
if l_1594 {
let l_1595 = -l_mut_57;
l_mut_57 = l_1595;
}
}
let l_1596 = l_mut_57 <= l_1543;
if l_1596 {
let l_1597 = bitcast<u32>(l_1549);
let l_1598 = l_1597 + u32(1);
l_mut_237 = l_1598;
let l_1599 = l_1597 & u32(2147483647);
let l_1600 = l_1599 == u32(0);
if l_1600 {
l_mut_237 = u32(1);
} else {
let l_1601 = l_1597 & u32(2147483648);
let l_1602 = l_1601 != u32(0);
if l_1602 {
let l_1603 = l_1597 - u32(1);
l_mut_237 = l_1603;
} else {
let l_1604 = l_1597 == u32(2139095040);
if l_1604 {
l_mut_237 = l_1597;
}
}
}
let l_1605 = bitcast<f32>(l_mut_237);
let l_1606 = bitcast<u32>(l_1605);
let l_1607 = f64(l_1605);
l_mut_57 = l_1607;
let l_1608 = l_1606 & u32(2139095040);
let l_1609 = l_1608 == u32(0);
if l_1609 {
let l_1610 = l_1606 & u32(8388607);
let l_1611 = f64(l_1610);
let l_1612 = l_1611 * f64(1.401298464324817e-45);
l_mut_57 = l_1612;
let l_1613 = l_1606 >> u32(31);
let l_1614 = l_1613 == u32(1);
if l_1614 {
let l_1615 = -l_mut_57;
l_mut_57 = l_1615;
}
}
l_mut_1197 = l_mut_57;
}
}
}
let l_1616 = -l_mut_1197;
l_mut_1271 = l_1616;
}
l_mut_237 = u32(0);
let l_1617 = l_mut_48 <= f64(0.0);
let l_1618 = l_mut_1271 >= f64(0.0);
let l_1619 = l_1617 && l_1618;
let l_1620 = !l_1619;
if l_1620 {
let l_1621 = f64(1.0) / l_mut_1271;
let l_1622 = f64(1.0) / l_mut_48;
let l_1623 = abs(l_1621);
let l_1624 = l_1623 * f64(1.4551915228366852e-11);
let l_1625 = abs(l_1622);
let l_1626 = l_1625 * f64(1.4551915228366852e-11);
let l_1627 = l_1621 - l_1624;
let l_1628 = abs(l_1627);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1629 = l_1628 >= f64(1.1754943508222875e-38);
let l_1630 = l_1628 <= f64(1.7976931348623157e308);
let l_1631 = l_1629 && l_1630;
if l_1631 {
let l_1632 = bitcast<u64>(l_1628);
let l_1633 = l_1632 >> u32(bitcast<u64>(u64(52)));
let l_1634 = l_1633 - u64(23);
let l_1635 = l_1634 << u32(bitcast<u64>(u64(52)));
let l_1636 = bitcast<f64>(l_1635);
l_mut_1271 = l_1636;
}
let l_1637 = l_1621 + l_1624;
let l_1638 = abs(l_1637);
l_mut_1197 = f64(1.401298464324817e-45);
let l_1639 = l_1638 >= f64(1.1754943508222875e-38);
let l_1640 = l_1638 <= f64(1.7976931348623157e308);
let l_1641 = l_1639 && l_1640;
if l_1641 {
let l_1642 = bitcast<u64>(l_1638);
let l_1643 = l_1642 >> u32(bitcast<u64>(u64(52)));
let l_1644 = l_1643 - u64(23);
let l_1645 = l_1644 << u32(bitcast<u64>(u64(52)));
let l_1646 = bitcast<f64>(l_1645);
l_mut_1197 = l_1646;
}
let l_1647 = l_mut_1271 == l_mut_1197;
let l_1648 = !l_1647;
let l_1649 = l_1622 - l_1626;
let l_1650 = abs(l_1649);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1651 = l_1650 >= f64(1.1754943508222875e-38);
let l_1652 = l_1650 <= f64(1.7976931348623157e308);
let l_1653 = l_1651 && l_1652;
if l_1653 {
let l_1654 = bitcast<u64>(l_1650);
let l_1655 = l_1654 >> u32(bitcast<u64>(u64(52)));
let l_1656 = l_1655 - u64(23);
let l_1657 = l_1656 << u32(bitcast<u64>(u64(52)));
let l_1658 = bitcast<f64>(l_1657);
l_mut_1271 = l_1658;
}
let l_1659 = l_1622 + l_1626;
let l_1660 = abs(l_1659);
l_mut_1197 = f64(1.401298464324817e-45);
let l_1661 = l_1660 >= f64(1.1754943508222875e-38);
let l_1662 = l_1660 <= f64(1.7976931348623157e308);
let l_1663 = l_1661 && l_1662;
if l_1663 {
let l_1664 = bitcast<u64>(l_1660);
let l_1665 = l_1664 >> u32(bitcast<u64>(u64(52)));
let l_1666 = l_1665 - u64(23);
let l_1667 = l_1666 << u32(bitcast<u64>(u64(52)));
let l_1668 = bitcast<f64>(l_1667);
l_mut_1197 = l_1668;
}
let l_1669 = l_mut_1271 == l_mut_1197;
let l_1670 = !l_1669;
let l_1671 = l_1648 || l_1670;
if l_1671 {
a_1134[u32(0)] = u32(0);
}
let l_1672 = abs(l_1621);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1673 = l_1672 >= f64(1.1754943508222875e-38);
let l_1674 = l_1672 <= f64(1.7976931348623157e308);
let l_1675 = l_1673 && l_1674;
if l_1675 {
let l_1676 = bitcast<u64>(l_1672);
let l_1677 = l_1676 >> u32(bitcast<u64>(u64(52)));
let l_1678 = l_1677 - u64(23);
let l_1679 = l_1678 << u32(bitcast<u64>(u64(52)));
let l_1680 = bitcast<f64>(l_1679);
l_mut_1271 = l_1680;
}
let l_1681 = l_174 * l_mut_1271;
let l_1682 = l_1621 - l_1681;
let l_1683 = abs(l_1622);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1684 = l_1683 >= f64(1.1754943508222875e-38);
let l_1685 = l_1683 <= f64(1.7976931348623157e308);
let l_1686 = l_1684 && l_1685;
if l_1686 {
let l_1687 = bitcast<u64>(l_1683);
let l_1688 = l_1687 >> u32(bitcast<u64>(u64(52)));
let l_1689 = l_1688 - u64(23);
let l_1690 = l_1689 << u32(bitcast<u64>(u64(52)));
let l_1691 = bitcast<f64>(l_1690);
l_mut_1271 = l_1691;
}
let l_1692 = l_174 * l_mut_1271;
let l_1693 = l_1622 + l_1692;
let l_1694 = bitcast<u32>(l_mut_22);
let l_1695 = f64(l_mut_22);
l_mut_1271 = l_1695;
let l_1696 = l_1694 & u32(2139095040);
let l_1697 = l_1696 == u32(0);
if l_1697 {
let l_1698 = l_1694 & u32(8388607);
let l_1699 = f64(l_1698);
let l_1700 = l_1699 * f64(1.401298464324817e-45);
l_mut_1271 = l_1700;
let l_1701 = l_1694 >> u32(31);
let l_1702 = l_1701 == u32(1);
if l_1702 {
let l_1703 = -l_mut_1271;
l_mut_1271 = l_1703;
}
}
let l_1704 = bitcast<u32>(l_mut_22);
let l_1705 = l_1704 + u32(1);
l_mut_199 = l_1705;
let l_1706 = l_1704 & u32(2147483647);
let l_1707 = l_1706 == u32(0);
if l_1707 {
l_mut_199 = u32(1);
} else {
let l_1708 = l_1704 & u32(2147483648);
let l_1709 = l_1708 != u32(0);
if l_1709 {
let l_1710 = l_1704 - u32(1);
l_mut_199 = l_1710;
} else {
let l_1711 = l_1704 == u32(2139095040);
if l_1711 {
l_mut_199 = l_1704;
}
}
}
let l_1712 = bitcast<f32>(l_mut_199);
let l_1713 = bitcast<u32>(l_1712);
let l_1714 = f64(l_1712);
l_mut_1197 = l_1714;
let l_1715 = l_1713 & u32(2139095040);
let l_1716 = l_1715 == u32(0);
if l_1716 {
let l_1717 = l_1713 & u32(8388607);
let l_1718 = f64(l_1717);
let l_1719 = l_1718 * f64(1.401298464324817e-45);
l_mut_1197 = l_1719;
let l_1720 = l_1713 >> u32(31);
let l_1721 = l_1720 == u32(1);
if l_1721 {
let l_1722 = -l_mut_1197;
l_mut_1197 = l_1722;
}
}
let l_1723 = bitcast<u32>(l_mut_22);
let l_1724 = l_1723 ^ u32(2147483648);
let l_1725 = bitcast<f32>(l_1724);
let l_1726 = bitcast<u32>(l_1725);
let l_1727 = l_1726 + u32(1);
l_mut_199 = l_1727;
let l_1728 = l_1726 & u32(2147483647);
let l_1729 = l_1728 == u32(0);
if l_1729 {
l_mut_199 = u32(1);
} else {
let l_1730 = l_1726 & u32(2147483648);
let l_1731 = l_1730 != u32(0);
if l_1731 {
let l_1732 = l_1726 - u32(1);
l_mut_199 = l_1732;
} else {
let l_1733 = l_1726 == u32(2139095040);
if l_1733 {
l_mut_199 = l_1726;
}
}
}
let l_1734 = bitcast<f32>(l_mut_199);
let l_1735 = bitcast<u32>(l_1734);
let l_1736 = l_1735 ^ u32(2147483648);
let l_1737 = bitcast<f32>(l_1736);
let l_1738 = bitcast<u32>(l_1737);
let l_1739 = f64(l_1737);
l_mut_57 = l_1739;
let l_1740 = l_1738 & u32(2139095040);
let l_1741 = l_1740 == u32(0);
if l_1741 {
let l_1742 = l_1738 & u32(8388607);
let l_1743 = f64(l_1742);
let l_1744 = l_1743 * f64(1.401298464324817e-45);
l_mut_57 = l_1744;
let l_1745 = l_1738 >> u32(31);
let l_1746 = l_1745 == u32(1);
if l_1746 {
let l_1747 = -l_mut_57;
l_mut_57 = l_1747;
}
}
let l_1748 = l_1682 + l_1624;
let l_1749 = l_1748 <= l_mut_1271;
l_mut_291 = l_1749;
let l_1750 = l_1682 - l_1624;
let l_1751 = l_1750 > l_mut_1271;
l_mut_288 = l_1751;
let l_1752 = l_1693 - l_1626;
let l_1753 = l_1752 >= l_mut_1271;
l_mut_285 = l_1753;
let l_1754 = l_1693 + l_1626;
let l_1755 = l_1754 < l_mut_1271;
l_mut_282 = l_1755;
if l_169 {
let l_1756 = l_1682 + l_1624;
let l_1757 = l_1756 < l_mut_1197;
l_mut_291 = l_1757;
let l_1758 = l_1682 - l_1624;
let l_1759 = l_1758 >= l_mut_1197;
l_mut_288 = l_1759;
let l_1760 = l_1693 - l_1626;
let l_1761 = l_1760 > l_mut_57;
l_mut_285 = l_1761;
let l_1762 = l_1693 + l_1626;
let l_1763 = l_1762 <= l_mut_57;
l_mut_282 = l_1763;
}
l_mut_199 = u32(2);
let l_1764 = l_mut_288 || l_mut_282;
if l_1764 {
l_mut_199 = u32(1);
} else {
let l_1765 = l_mut_291 && l_mut_285;
if l_1765 {
l_mut_199 = u32(0);
}
}
let l_1766 = bitcast<u32>(l_mut_22);
let l_1767 = l_1766 & u32(2147483647);
let l_1768 = l_1767 == u32(0);
if l_1768 {
let l_1769 = l_1682 + l_1624;
let l_1770 = l_1769 < f64(1.1754943508222875e-38);
let l_1771 = l_1693 - l_1626;
let l_1772 = l_1771 > f64(-1.1754943508222875e-38);
let l_1773 = l_1770 && l_1772;
let l_1774 = l_1682 - l_1624;
let l_1775 = l_1774 < f64(1.1754943508222875e-38);
let l_1776 = l_1693 + l_1626;
let l_1777 = l_1776 > f64(-1.1754943508222875e-38);
let l_1778 = l_1775 && l_1777;
if l_1773 {
l_mut_199 = u32(0);
} else {
let l_1779 = l_mut_199 == u32(1);
let l_1780 = l_1778 && l_1779;
if l_1780 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
let l_1781 = a_1134[u32(0)];
let l_1782 = l_1781 == u32(0);
if l_1782 {
l_mut_237 = u32(2);
}
l_mut_183 = l_mut_237;
} else {
let l_1783 = l_165 == u32(10);
if l_1783 {
let l_1784 = sqrt(l_178);
let l_1785 = f64(1.0) / l_1784;
let l_1786 = l_1785 * f64(1.4551915228366852e-11);
let l_1787 = abs(l_1785);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1788 = l_1787 >= f64(1.1754943508222875e-38);
let l_1789 = l_1787 <= f64(1.7976931348623157e308);
let l_1790 = l_1788 && l_1789;
if l_1790 {
let l_1791 = bitcast<u64>(l_1787);
let l_1792 = l_1791 >> u32(bitcast<u64>(u64(52)));
let l_1793 = l_1792 - u64(23);
let l_1794 = l_1793 << u32(bitcast<u64>(u64(52)));
let l_1795 = bitcast<f64>(l_1794);
l_mut_1271 = l_1795;
}
let l_1796 = l_171 * l_mut_1271;
let l_1797 = l_1785 - l_1796;
let l_1798 = l_178 * l_1797;
let l_1799 = l_171 * l_mut_1271;
let l_1800 = l_1785 + l_1799;
let l_1801 = l_178 * l_1800;
l_mut_237 = u32(2);
let l_1802 = l_1785 - l_1786;
let l_1803 = abs(l_1802);
l_mut_1271 = f64(1.401298464324817e-45);
let l_1804 = l_1803 >= f64(1.1754943508222875e-38);
let l_1805 = l_1803 <= f64(1.7976931348623157e308);
let l_1806 = l_1804 && l_1805;
if l_1806 {
let l_1807 = bitcast<u64>(l_1803);
let l_1808 = l_1807 >> u32(bitcast<u64>(u64(52)));
let l_1809 = l_1808 - u64(23);
let l_1810 = l_1809 << u32(bitcast<u64>(u64(52)));
let l_1811 = bitcast<f64>(l_1810);
l_mut_1271 = l_1811;
}
let l_1812 = l_1785 + l_1786;
let l_1813 = abs(l_1812);
l_mut_1197 = f64(1.401298464324817e-45);
let l_1814 = l_1813 >= f64(1.1754943508222875e-38);
let l_1815 = l_1813 <= f64(1.7976931348623157e308);
let l_1816 = l_1814 && l_1815;
if l_1816 {
let l_1817 = bitcast<u64>(l_1813);
let l_1818 = l_1817 >> u32(bitcast<u64>(u64(52)));
let l_1819 = l_1818 - u64(23);
let l_1820 = l_1819 << u32(bitcast<u64>(u64(52)));
let l_1821 = bitcast<f64>(l_1820);
l_mut_1197 = l_1821;
}
let l_1822 = l_mut_1271 == l_mut_1197;
if l_1822 {
let l_1823 = abs(l_1798);
let l_1824 = l_1823 * f64(1.4551915228366852e-11);
let l_1825 = abs(l_1801);
let l_1826 = l_1825 * f64(1.4551915228366852e-11);
let l_1827 = bitcast<u32>(l_mut_22);
let l_1828 = f64(l_mut_22);
l_mut_1271 = l_1828;
let l_1829 = l_1827 & u32(2139095040);
let l_1830 = l_1829 == u32(0);
if l_1830 {
let l_1831 = l_1827 & u32(8388607);
let l_1832 = f64(l_1831);
let l_1833 = l_1832 * f64(1.401298464324817e-45);
l_mut_1271 = l_1833;
let l_1834 = l_1827 >> u32(31);
let l_1835 = l_1834 == u32(1);
if l_1835 {
let l_1836 = -l_mut_1271;
l_mut_1271 = l_1836;
}
}
let l_1837 = bitcast<u32>(l_mut_22);
let l_1838 = l_1837 + u32(1);
l_mut_199 = l_1838;
let l_1839 = l_1837 & u32(2147483647);
let l_1840 = l_1839 == u32(0);
if l_1840 {
l_mut_199 = u32(1);
} else {
let l_1841 = l_1837 & u32(2147483648);
let l_1842 = l_1841 != u32(0);
if l_1842 {
let l_1843 = l_1837 - u32(1);
l_mut_199 = l_1843;
} else {
let l_1844 = l_1837 == u32(2139095040);
if l_1844 {
l_mut_199 = l_1837;
}
}
}
let l_1845 = bitcast<f32>(l_mut_199);
let l_1846 = bitcast<u32>(l_1845);
let l_1847 = f64(l_1845);
l_mut_1197 = l_1847;
let l_1848 = l_1846 & u32(2139095040);
let l_1849 = l_1848 == u32(0);
if l_1849 {
let l_1850 = l_1846 & u32(8388607);
let l_1851 = f64(l_1850);
let l_1852 = l_1851 * f64(1.401298464324817e-45);
l_mut_1197 = l_1852;
let l_1853 = l_1846 >> u32(31);
let l_1854 = l_1853 == u32(1);
if l_1854 {
let l_1855 = -l_mut_1197;
l_mut_1197 = l_1855;
}
}
let l_1856 = bitcast<u32>(l_mut_22);
let l_1857 = l_1856 ^ u32(2147483648);
let l_1858 = bitcast<f32>(l_1857);
let l_1859 = bitcast<u32>(l_1858);
let l_1860 = l_1859 + u32(1);
l_mut_199 = l_1860;
let l_1861 = l_1859 & u32(2147483647);
let l_1862 = l_1861 == u32(0);
if l_1862 {
l_mut_199 = u32(1);
} else {
let l_1863 = l_1859 & u32(2147483648);
let l_1864 = l_1863 != u32(0);
if l_1864 {
let l_1865 = l_1859 - u32(1);
l_mut_199 = l_1865;
} else {
let l_1866 = l_1859 == u32(2139095040);
if l_1866 {
l_mut_199 = l_1859;
}
}
}
let l_1867 = bitcast<f32>(l_mut_199);
let l_1868 = bitcast<u32>(l_1867);
let l_1869 = l_1868 ^ u32(2147483648);
let l_1870 = bitcast<f32>(l_1869);
let l_1871 = bitcast<u32>(l_1870);
let l_1872 = f64(l_1870);
l_mut_57 = l_1872;
let l_1873 = l_1871 & u32(2139095040);
let l_1874 = l_1873 == u32(0);
if l_1874 {
let l_1875 = l_1871 & u32(8388607);
let l_1876 = f64(l_1875);
let l_1877 = l_1876 * f64(1.401298464324817e-45);
l_mut_57 = l_1877;
let l_1878 = l_1871 >> u32(31);
let l_1879 = l_1878 == u32(1);
if l_1879 {
let l_1880 = -l_mut_57;
l_mut_57 = l_1880;
}
}
let l_1881 = l_1798 + l_1824;
let l_1882 = l_1881 <= l_mut_1271;
l_mut_291 = l_1882;
let l_1883 = l_1798 - l_1824;
let l_1884 = l_1883 > l_mut_1271;
l_mut_288 = l_1884;
let l_1885 = l_1801 - l_1826;
let l_1886 = l_1885 >= l_mut_1271;
l_mut_285 = l_1886;
let l_1887 = l_1801 + l_1826;
let l_1888 = l_1887 < l_mut_1271;
l_mut_282 = l_1888;
let l_1889 = l_1798 + l_1824;
let l_1890 = l_1889 < l_mut_1197;
l_mut_291 = l_1890;
let l_1891 = l_1798 - l_1824;
let l_1892 = l_1891 >= l_mut_1197;
l_mut_288 = l_1892;
let l_1893 = l_1801 - l_1826;
let l_1894 = l_1893 > l_mut_57;
l_mut_285 = l_1894;
let l_1895 = l_1801 + l_1826;
let l_1896 = l_1895 <= l_mut_57;
l_mut_282 = l_1896;
l_mut_199 = u32(2);
let l_1897 = l_mut_288 || l_mut_282;
if l_1897 {
l_mut_199 = u32(1);
} else {
let l_1898 = l_mut_291 && l_mut_285;
if l_1898 {
l_mut_199 = u32(0);
}
}
let l_1899 = bitcast<u32>(l_mut_22);
let l_1900 = l_1899 & u32(2147483647);
let l_1901 = l_1900 == u32(0);
if l_1901 {
let l_1902 = l_1798 + l_1824;
let l_1903 = l_1902 < f64(1.1754943508222875e-38);
let l_1904 = l_1801 - l_1826;
let l_1905 = l_1904 > f64(-1.1754943508222875e-38);
let l_1906 = l_1903 && l_1905;
let l_1907 = l_1798 - l_1824;
let l_1908 = l_1907 < f64(1.1754943508222875e-38);
let l_1909 = l_1801 + l_1826;
let l_1910 = l_1909 > f64(-1.1754943508222875e-38);
let l_1911 = l_1908 && l_1910;
if l_1906 {
l_mut_199 = u32(0);
} else {
let l_1912 = l_mut_199 == u32(1);
let l_1913 = l_1911 && l_1912;
if l_1913 {
l_mut_199 = u32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
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
let l_1914 = a_182[u32(0)];
let l_1915 = l_1914 == u32(0);
if l_1915 {
l_mut_183 = u32(2);
}
a_10[l_mut_163] = l_mut_183;
let l_1916 = a_10[l_mut_163];
let l_1917 = l_1916 == u32(2);
if l_1917 {
l_mut_160 = bool(false);
}
}
}
let l_1918 = l_mut_62 == u32(4294967293);
if l_1918 {
let l_1919 = a_8[u32(0)];
let l_1920 = l_1919 + u32(1);
a_8[u32(0)] = l_1920;
} else {
if l_mut_160 {
l_mut_1271 = l_150;
let l_1921 = l_mut_1271 < f64(-17.0);
if l_1921 {
l_mut_1271 = f64(-17.0);
}
let l_1922 = l_mut_1271 > f64(17.0);
if l_1922 {
l_mut_1271 = f64(17.0);
}
let l_1923 = l_mut_1271 + f64(16.0);
let l_1924 = l_1923 + f64(1.0);
let l_1925 = u32(l_1924);
let l_1926 = u32(2) + l_1925;
let l_1927 = a_8[l_1926];
let l_1928 = l_1927 + u32(1);
a_8[l_1926] = l_1928;
let l_1929 = bitcast<u32>(l_mut_22);
let l_1930 = l_1929 & u32(8388607);
let l_1931 = f64(l_1930);
let l_1932 = l_1931 / f64(7.1362384635298e44);
l_mut_1271 = l_1932;
let l_1933 = l_1929 & u32(2139095040);
let l_1934 = l_1933 != u32(0);
if l_1934 {
let l_1935 = l_1929 & u32(2147483647);
let l_1936 = bitcast<f32>(l_1935);
let l_1937 = f64(l_1936);
l_mut_1271 = l_1937;
}
let l_1938 = l_1929 >> u32(31);
let l_1939 = f64(l_1938);
let l_1940 = f64(2.0) * l_1939;
let l_1941 = f64(1.0) - l_1940;
l_mut_1271 = l_mut_1271 * l_1941;
let l_1942 = abs(l_mut_35);
let l_1943 = l_mut_35 * f64(0.0);
let l_1944 = l_1943 + f64(7.1362384635298e44);
l_mut_1197 = l_1944;
let l_1945 = l_1942 >= f64(2.350988701644575e-38);
if l_1945 {
let l_1946 = l_mut_62 & u32(2147483647);
let l_1947 = bitcast<f32>(l_1946);
let l_1948 = f64(l_1947);
let l_1949 = l_1946 & u32(2139095040);
let l_1950 = bitcast<f32>(l_1949);
let l_1951 = f64(l_1950);
let l_1952 = l_1948 > l_1942;
let l_1953 = l_1946 & u32(8388607);
let l_1954 = l_1953 == u32(0);
let l_1955 = l_1952 && l_1954;
let l_1956 = l_1951 * f64(1.1920928955078125e-7);
let l_1957 = f64(l_1955);
let l_1958 = f64(0.5) * l_1957;
let l_1959 = f64(1.0) - l_1958;
let l_1960 = l_1956 * l_1959;
let l_1961 = f64(1.0) / l_1960;
l_mut_1197 = l_1961;
}
let l_1962 = l_mut_1271 - l_mut_35;
let l_1963 = l_1962 * l_mut_1197;
let l_1964 = a_8[u32(45)];
let l_1965 = l_1964 == u32(4294967295);
let l_1966 = a_9[u32(0)];
let l_1967 = l_1963 < l_1966;
let l_1968 = l_1965 || l_1967;
if l_1968 {
a_9[u32(0)] = l_1963;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_131;
}
let l_1969 = a_8[u32(47)];
let l_1970 = l_1969 == u32(4294967295);
let l_1971 = a_9[u32(1)];
let l_1972 = l_1963 > l_1971;
let l_1973 = l_1970 || l_1972;
if l_1973 {
a_9[u32(1)] = l_1963;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_131;
}
let l_1974 = l_150 != f64(0.0);
if l_1974 {

for (var l_mut_1975: u32 = u32(0); l_mut_1975 < u32(8); l_mut_1975++) {
let l_1976 = a_10[l_mut_1975];
let l_1977 = l_1976 == u32(1);
if l_1977 {
let l_1978 = u32(37) + l_mut_1975;
let l_1979 = a_8[l_1978];
let l_1980 = l_1979 + u32(1);
a_8[l_1978] = l_1980;
let l_1981 = u32(2) + l_mut_1975;
let l_1982 = u32(2) * l_1981;
let l_1983 = u32(45) + l_1982;
let l_1984 = a_8[l_1983];
let l_1985 = l_1984 == u32(4294967295);
let l_1986 = abs(l_1963);
let l_1987 = u32(2) + l_mut_1975;
let l_1988 = a_9[l_1987];
let l_1989 = abs(l_1988);
let l_1990 = l_1986 > l_1989;
let l_1991 = l_1985 || l_1990;
if l_1991 {
let l_1992 = u32(2) + l_mut_1975;
a_9[l_1992] = l_1963;
a_8[l_1983] = l_20;
let l_1993 = l_1983 + u32(1);
a_8[l_1993] = l_131;
}
}
}
}
} else {
let l_1994 = a_8[u32(1)];
let l_1995 = l_2 + l_1994;
let l_1996 = l_1995 * u32(2);
let l_2081 = info.static_meta[u32(6)];
let l_2082 = l_2081 * u32(1);
let l_2083 = l_1996 < l_2082;
if l_2083 {
buffer_6_global[l_1996] = l_20;
}
let l_1997 = l_1996 + u32(1);
let l_2084 = info.static_meta[u32(6)];
let l_2085 = l_2084 * u32(1);
let l_2086 = l_1997 < l_2085;
if l_2086 {
buffer_6_global[l_1997] = l_131;
}
let l_1998 = a_8[u32(1)];
let l_1999 = l_1998 + u32(1);
a_8[u32(1)] = l_1999;
}
}
}

for (var l_mut_2000: u32 = u32(0); l_mut_2000 < u32(65); l_mut_2000++) {
let l_2001 = id * u32(65);
let l_2002 = l_2001 + l_mut_2000;
let l_2003 = a_8[l_mut_2000];
let l_2087 = info.static_meta[u32(4)];
let l_2088 = l_2087 * u32(1);
let l_2089 = l_2002 < l_2088;
if l_2089 {
buffer_4_global[l_2002] = l_2003;
}
}

for (var l_mut_2004: u32 = u32(0); l_mut_2004 < u32(10); l_mut_2004++) {
let l_2005 = id * u32(10);
let l_2006 = l_2005 + l_mut_2004;
let l_2007 = a_9[l_mut_2004];
let l_2090 = info.static_meta[u32(5)];
let l_2091 = l_2090 * u32(1);
let l_2092 = l_2006 < l_2091;
if l_2092 {
buffer_5_global[l_2006] = l_2007;
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
