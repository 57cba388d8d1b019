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

var a_189: array<u32, 1>;

var a_1301: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1248: i32;
var l_mut_167: bool;
var l_mut_190: u32;
var l_mut_206: u32;
var l_mut_219: f64;
var l_mut_248: u32;
var l_mut_25: f32;
var l_mut_299: bool;
var l_mut_302: bool;
var l_mut_305: bool;
var l_mut_308: bool;
var l_mut_31: f64;
var l_mut_45: f64;
var l_mut_69: u32;
var l_mut_867: f64;
let l_0 = id == u32(0);
if l_0 {
let l_2040 = info.static_meta[u32(7)];
let l_2041 = l_2040 * u32(1);
let l_2042 = u32(0) < l_2041;
if l_2042 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_2026 = info.static_meta[u32(0)];
let l_2027 = l_2026 * u32(1);
let l_2028 = u32(1) < l_2027;
let l_2029 = l_2027 - u32(1);
let l_2030 = min(u32(1), l_2029);
let l_2031 = buffer_0_global[l_2030];
let l_2032 = select(u32(0), l_2031, l_2028);
let l_1 = l_2032;
let l_2 = id * l_1;
let l_2033 = info.static_meta[u32(0)];
let l_2034 = l_2033 * u32(1);
let l_2035 = u32(2) < l_2034;
let l_2036 = l_2034 - u32(1);
let l_2037 = min(u32(2), l_2036);
let l_2038 = buffer_0_global[l_2037];
let l_2039 = select(u32(0), l_2038, l_2035);
let l_3 = l_2039;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_2043 = info.static_meta[u32(0)];
let l_2044 = l_2043 * u32(1);
let l_2045 = u32(2) < l_2044;
let l_2046 = l_2044 - u32(1);
let l_2047 = min(u32(2), l_2046);
let l_2048 = buffer_0_global[l_2047];
let l_2049 = select(u32(0), l_2048, l_2045);
let l_6 = l_2049;
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
let l_2050 = info.static_meta[u32(3)];
let l_2051 = l_2050 * u32(1);
let l_2052 = u32(1024) < l_2051;
let l_2053 = l_2051 - u32(1);
let l_2054 = min(u32(1024), l_2053);
let l_2055 = buffer_3_global[l_2054];
let l_2056 = select(u32(0), l_2055, l_2052);
let l_18 = l_2056;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_2057 = info.static_meta[u32(0)];
let l_2058 = l_2057 * u32(1);
let l_2059 = u32(0) < l_2058;
let l_2060 = l_2058 - u32(1);
let l_2061 = min(u32(0), l_2060);
let l_2062 = buffer_0_global[l_2061];
let l_2063 = select(u32(0), l_2062, l_2059);
let l_22 = l_2063;
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
let l_55 = bitcast<u32>(l_24);
let l_56 = l_55 & u32(2147483647);
let l_57 = bitcast<f32>(l_56);
let l_58 = f64(l_57);
l_mut_45 = l_58;
let l_59 = l_56 < u32(8388608);
if l_59 {
let l_60 = f64(l_56);
let l_61 = l_60 * f64(1.401298464324817e-45);
l_mut_45 = l_61;
}
let l_62 = bitcast<u64>(l_mut_45);
let l_63 = l_55 >> u32(31);
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(63)));
let l_66 = l_62 | l_65;
let l_67 = bitcast<f64>(l_66);
l_mut_45 = l_mut_31;
let l_68 = log(l_mut_31);
l_mut_45 = l_68;
l_mut_31 = l_mut_45;
l_mut_69 = u32(4294967294);
let l_70 = bitcast<u32>(l_mut_25);
let l_71 = bitcast<u32>(l_24);
let l_72 = l_71 & u32(2139095040);
let l_73 = l_72 != u32(2139095040);
let l_74 = l_72 == u32(0);
let l_75 = bitcast<u32>(l_24);
let l_76 = l_75 & u32(8388607);
let l_77 = l_76 != u32(0);
let l_78 = l_74 && l_77;
let l_79 = abs(l_mut_31);
let l_80 = l_mut_31 < f64(0.0);
let l_81 = u32(l_80);
let l_82 = u32(2147483648) * l_81;
if l_78 {
} else {
let l_83 = is_nan_1_f64(l_mut_31);if l_83 {
let l_84 = l_70 & u32(2147483647);
let l_85 = l_84 > u32(2139095040);
if l_85 {
l_mut_69 = u32(4294967293);
}
} else {
let l_86 = l_79 >= f64(3.402823669209385e38);
let l_87 = !l_73;
let l_88 = l_79 == f64(0.0);
let l_89 = l_87 && l_88;
let l_90 = l_86 || l_89;
if l_90 {
let l_91 = l_79 >= f64(3.402823669209385e38);
let l_92 = u32(l_91);
let l_93 = u32(2139095040) * l_92;
let l_94 = l_93 | l_82;
let l_95 = l_70 == l_94;
let l_96 = l_70 | l_94;
let l_97 = l_96 & u32(2147483647);
let l_98 = l_97 == u32(0);
let l_99 = l_95 || l_98;
if l_99 {
l_mut_69 = u32(4294967293);
}
} else {
let l_100 = l_79 >= f64(2.350988701644575e-38);
let l_101 = l_73 && l_100;
let l_102 = l_79 < f64(3.4028234663852886e38);
let l_103 = l_101 && l_102;
if l_103 {
let l_104 = f32(l_79);
let l_105 = bitcast<u32>(l_104);
let l_106 = bitcast<f32>(l_105);
let l_107 = f64(l_106);
let l_108 = l_79 - l_107;
let l_109 = l_105 + u32(1);
let l_110 = l_108 < f64(0.0);
let l_111 = u32(l_110);
let l_112 = u32(2) * l_111;
let l_113 = l_109 - l_112;
let l_114 = bitcast<f32>(l_113);
let l_115 = f64(l_114);
let l_116 = l_115 - l_107;
let l_117 = abs(l_116);
let l_118 = l_117 * f64(0.5);
let l_119 = abs(l_108);
let l_120 = l_118 - l_119;
let l_121 = l_79 * f64(9.094947017729282e-13);
let l_122 = l_120 > l_121;
if l_122 {
let l_123 = l_105 | l_82;
l_mut_69 = l_123;
}
} else {
let l_124 = l_79 < f64(2.350988701644575e-38);
let l_125 = l_73 && l_124;
if l_125 {
let l_126 = l_79 * f64(7.1362384635298e44);
let l_127 = floor(l_126);
let l_128 = l_126 - l_127;
let l_129 = l_128 - f64(0.5);
let l_130 = abs(l_129);
let l_131 = l_126 * f64(9.094947017729282e-13);
let l_132 = l_130 > l_131;
if l_132 {
let l_133 = l_128 > f64(0.5);
let l_134 = f64(l_133);
let l_135 = l_127 + l_134;
let l_136 = u32(l_135);
let l_137 = l_136 | l_82;
l_mut_69 = l_137;
}
}
}
}
}
}
let l_138 = bitcast<u32>(l_mut_25);
let l_139 = l_138 & u32(2147483647);
let l_140 = l_139 > u32(2139095040);
let l_141 = l_138 & u32(2147483647);
let l_142 = l_141 == u32(0);
let l_143 = l_138 & u32(2147483647);
let l_144 = f64(l_143);
let l_145 = l_138 >> u32(31);
let l_146 = f64(l_145);
let l_147 = f64(2.0) * l_146;
let l_148 = f64(1.0) - l_147;
let l_149 = l_144 * l_148;
let l_150 = l_mut_69 & u32(2147483647);
let l_151 = f64(l_150);
let l_152 = l_mut_69 >> u32(31);
let l_153 = f64(l_152);
let l_154 = f64(2.0) * l_153;
let l_155 = f64(1.0) - l_154;
let l_156 = l_151 * l_155;
let l_157 = l_149 - l_156;
let l_158 = l_mut_69 & u32(2139095040);
let l_159 = l_158 == u32(0);
let l_160 = l_mut_69 < u32(4294967293);
let l_161 = l_157 == f64(0.0);
let l_162 = l_142 && l_159;
let l_163 = l_140 || l_162;
let l_164 = !l_163;
let l_165 = l_161 || l_164;
let l_166 = l_160 && l_165;
l_mut_167 = l_166;
let l_168 = l_157 != f64(0.0);
let l_169 = l_mut_167 && l_168;
if l_169 {

for (var l_mut_170: u32 = u32(0); l_mut_170 < u32(8); l_mut_170++) {
let l_171 = u32(2) * l_mut_170;
let l_2064 = info.static_meta[u32(1)];
let l_2065 = l_2064 * u32(1);
let l_2066 = l_171 < l_2065;
let l_2067 = l_2065 - u32(1);
let l_2068 = min(l_171, l_2067);
let l_2069 = buffer_1_global[l_2068];
let l_2070 = select(u32(0), l_2069, l_2066);
let l_172 = l_2070;
let l_173 = u32(2) * l_mut_170;
let l_174 = l_173 + u32(1);
let l_2071 = info.static_meta[u32(1)];
let l_2072 = l_2071 * u32(1);
let l_2073 = l_174 < l_2072;
let l_2074 = l_2072 - u32(1);
let l_2075 = min(l_174, l_2074);
let l_2076 = buffer_1_global[l_2075];
let l_2077 = select(u32(0), l_2076, l_2073);
let l_175 = l_2077;
let l_176 = l_175 != u32(0);
let l_177 = l_mut_170 * u32(4);
let l_2078 = info.static_meta[u32(2)];
let l_2079 = l_2078 * u32(1);
let l_2080 = l_177 < l_2079;
let l_2081 = l_2079 - u32(1);
let l_2082 = min(l_177, l_2081);
let l_2083 = buffer_2_global[l_2082];
let l_2084 = select(f64(0.0), l_2083, l_2080);
let l_178 = l_2084;
let l_179 = l_mut_170 * u32(4);
let l_180 = l_179 + u32(1);
let l_2085 = info.static_meta[u32(2)];
let l_2086 = l_2085 * u32(1);
let l_2087 = l_180 < l_2086;
let l_2088 = l_2086 - u32(1);
let l_2089 = min(l_180, l_2088);
let l_2090 = buffer_2_global[l_2089];
let l_2091 = select(f64(0.0), l_2090, l_2087);
let l_181 = l_2091;
let l_182 = l_mut_170 * u32(4);
let l_183 = l_182 + u32(2);
let l_2092 = info.static_meta[u32(2)];
let l_2093 = l_2092 * u32(1);
let l_2094 = l_183 < l_2093;
let l_2095 = l_2093 - u32(1);
let l_2096 = min(l_183, l_2095);
let l_2097 = buffer_2_global[l_2096];
let l_2098 = select(f64(0.0), l_2097, l_2094);
let l_184 = l_2098;
let l_185 = f64(l_24);
let l_186 = abs(l_185);
let l_187 = abs(l_mut_31);
let l_188 = l_187 * f64(1.4551915228366852e-11);
a_189[u32(0)] = u32(1);
l_mut_190 = u32(2);
let l_191 = l_172 == u32(0);
if l_191 {
l_mut_190 = u32(0);
} else {
let l_192 = l_172 == u32(1);
if l_192 {
l_mut_190 = u32(1);
let l_193 = abs(l_157);
let l_194 = l_193 <= l_178;
if l_194 {
l_mut_190 = u32(0);
}
} else {
let l_195 = l_172 == u32(2);
if l_195 {
let l_196 = abs(l_mut_31);
l_mut_45 = f64(1.401298464324817e-45);
let l_197 = l_196 >= f64(1.1754943508222875e-38);
let l_198 = l_196 <= f64(1.7976931348623157e308);
let l_199 = l_197 && l_198;
if l_199 {
let l_200 = bitcast<u64>(l_196);
let l_201 = l_200 >> u32(bitcast<u64>(u64(52)));
let l_202 = l_201 - u64(23);
let l_203 = l_202 << u32(bitcast<u64>(u64(52)));
let l_204 = bitcast<f64>(l_203);
l_mut_45 = l_204;
}
let l_205 = l_178 * l_mut_45;
l_mut_206 = u32(2);
let l_207 = l_mut_31 - l_188;
let l_208 = abs(l_207);
l_mut_45 = f64(1.401298464324817e-45);
let l_209 = l_208 >= f64(1.1754943508222875e-38);
let l_210 = l_208 <= f64(1.7976931348623157e308);
let l_211 = l_209 && l_210;
if l_211 {
let l_212 = bitcast<u64>(l_208);
let l_213 = l_212 >> u32(bitcast<u64>(u64(52)));
let l_214 = l_213 - u64(23);
let l_215 = l_214 << u32(bitcast<u64>(u64(52)));
let l_216 = bitcast<f64>(l_215);
l_mut_45 = l_216;
}
let l_217 = l_mut_31 + l_188;
let l_218 = abs(l_217);
l_mut_219 = f64(1.401298464324817e-45);
let l_220 = l_218 >= f64(1.1754943508222875e-38);
let l_221 = l_218 <= f64(1.7976931348623157e308);
let l_222 = l_220 && l_221;
if l_222 {
let l_223 = bitcast<u64>(l_218);
let l_224 = l_223 >> u32(bitcast<u64>(u64(52)));
let l_225 = l_224 - u64(23);
let l_226 = l_225 << u32(bitcast<u64>(u64(52)));
let l_227 = bitcast<f64>(l_226);
l_mut_219 = l_227;
}
let l_228 = l_mut_45 == l_mut_219;
if l_228 {
let l_229 = l_205 * f64(1.4551915228366852e-11);
let l_230 = l_188 + l_229;
let l_231 = l_mut_31 - l_205;
let l_232 = l_mut_31 + l_205;
let l_233 = bitcast<u32>(l_mut_25);
let l_234 = l_233 & u32(2147483647);
let l_235 = bitcast<f32>(l_234);
let l_236 = f64(l_235);
l_mut_219 = l_236;
let l_237 = l_234 < u32(8388608);
if l_237 {
let l_238 = f64(l_234);
let l_239 = l_238 * f64(1.401298464324817e-45);
l_mut_219 = l_239;
}
let l_240 = bitcast<u64>(l_mut_219);
let l_241 = l_233 >> u32(31);
let l_242 = u64(l_241);
let l_243 = l_242 << u32(bitcast<u64>(u64(63)));
let l_244 = l_240 | l_243;
let l_245 = bitcast<f64>(l_244);
let l_246 = bitcast<u32>(l_mut_25);
let l_247 = l_246 + u32(1);
l_mut_248 = l_247;
let l_249 = l_246 & u32(2147483647);
let l_250 = l_249 == u32(0);
if l_250 {
l_mut_248 = u32(1);
} else {
let l_251 = l_246 & u32(2147483648);
let l_252 = l_251 != u32(0);
if l_252 {
let l_253 = l_246 - u32(1);
l_mut_248 = l_253;
} else {
let l_254 = l_246 == u32(2139095040);
if l_254 {
l_mut_248 = l_246;
}
}
}
let l_255 = bitcast<f32>(l_mut_248);
let l_256 = bitcast<u32>(l_255);
let l_257 = l_256 & u32(2147483647);
let l_258 = bitcast<f32>(l_257);
let l_259 = f64(l_258);
l_mut_219 = l_259;
let l_260 = l_257 < u32(8388608);
if l_260 {
let l_261 = f64(l_257);
let l_262 = l_261 * f64(1.401298464324817e-45);
l_mut_219 = l_262;
}
let l_263 = bitcast<u64>(l_mut_219);
let l_264 = l_256 >> u32(31);
let l_265 = u64(l_264);
let l_266 = l_265 << u32(bitcast<u64>(u64(63)));
let l_267 = l_263 | l_266;
let l_268 = bitcast<f64>(l_267);
let l_269 = bitcast<u32>(l_mut_25);
let l_270 = l_269 ^ u32(2147483648);
let l_271 = bitcast<f32>(l_270);
let l_272 = bitcast<u32>(l_271);
let l_273 = l_272 + u32(1);
l_mut_248 = l_273;
let l_274 = l_272 & u32(2147483647);
let l_275 = l_274 == u32(0);
if l_275 {
l_mut_248 = u32(1);
} else {
let l_276 = l_272 & u32(2147483648);
let l_277 = l_276 != u32(0);
if l_277 {
let l_278 = l_272 - u32(1);
l_mut_248 = l_278;
} else {
let l_279 = l_272 == u32(2139095040);
if l_279 {
l_mut_248 = l_272;
}
}
}
let l_280 = bitcast<f32>(l_mut_248);
let l_281 = bitcast<u32>(l_280);
let l_282 = l_281 ^ u32(2147483648);
let l_283 = bitcast<f32>(l_282);
let l_284 = bitcast<u32>(l_283);
let l_285 = l_284 & u32(2147483647);
let l_286 = bitcast<f32>(l_285);
let l_287 = f64(l_286);
l_mut_219 = l_287;
let l_288 = l_285 < u32(8388608);
if l_288 {
let l_289 = f64(l_285);
let l_290 = l_289 * f64(1.401298464324817e-45);
l_mut_219 = l_290;
}
let l_291 = bitcast<u64>(l_mut_219);
let l_292 = l_284 >> u32(31);
let l_293 = u64(l_292);
let l_294 = l_293 << u32(bitcast<u64>(u64(63)));
let l_295 = l_291 | l_294;
let l_296 = bitcast<f64>(l_295);
let l_297 = l_231 + l_230;
let l_298 = l_297 <= l_245;
l_mut_299 = l_298;
let l_300 = l_231 - l_230;
let l_301 = l_300 > l_245;
l_mut_302 = l_301;
let l_303 = l_232 - l_230;
let l_304 = l_303 >= l_245;
l_mut_305 = l_304;
let l_306 = l_232 + l_230;
let l_307 = l_306 < l_245;
l_mut_308 = l_307;
if l_176 {
let l_309 = l_231 + l_230;
let l_310 = l_309 < l_268;
l_mut_299 = l_310;
let l_311 = l_231 - l_230;
let l_312 = l_311 >= l_268;
l_mut_302 = l_312;
let l_313 = l_232 - l_230;
let l_314 = l_313 > l_296;
l_mut_305 = l_314;
let l_315 = l_232 + l_230;
let l_316 = l_315 <= l_296;
l_mut_308 = l_316;
}
l_mut_248 = u32(2);
let l_317 = l_mut_302 || l_mut_308;
if l_317 {
l_mut_248 = u32(1);
} else {
let l_318 = l_mut_299 && l_mut_305;
if l_318 {
l_mut_248 = u32(0);
}
}
let l_319 = bitcast<u32>(l_mut_25);
let l_320 = l_319 & u32(2147483647);
let l_321 = l_320 == u32(0);
if l_321 {
let l_322 = l_231 + l_230;
let l_323 = l_322 < f64(1.1754943508222875e-38);
let l_324 = l_232 - l_230;
let l_325 = l_324 > f64(-1.1754943508222875e-38);
let l_326 = l_323 && l_325;
let l_327 = l_231 - l_230;
let l_328 = l_327 < f64(1.1754943508222875e-38);
let l_329 = l_232 + l_230;
let l_330 = l_329 > f64(-1.1754943508222875e-38);
let l_331 = l_328 && l_330;
if l_326 {
l_mut_248 = u32(0);
} else {
let l_332 = l_mut_248 == u32(1);
let l_333 = l_331 && l_332;
if l_333 {
l_mut_248 = u32(2);
}
}
}
l_mut_206 = l_mut_248;
}
l_mut_190 = l_mut_206;
} else {
let l_334 = l_172 == u32(3);
if l_334 {
l_mut_190 = u32(0);
let l_335 = l_186 >= f64(1.1754943508222875e-38);
let l_336 = l_186 <= f64(8.507059173023462e37);
let l_337 = l_335 && l_336;
if l_337 {
let l_338 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_339 = l_338 >= f64(1.1754943508222875e-38);
let l_340 = l_338 <= f64(1.7976931348623157e308);
let l_341 = l_339 && l_340;
if l_341 {
let l_342 = bitcast<u64>(l_338);
let l_343 = l_342 >> u32(bitcast<u64>(u64(52)));
let l_344 = l_343 - u64(23);
let l_345 = l_344 << u32(bitcast<u64>(u64(52)));
let l_346 = bitcast<f64>(l_345);
l_mut_219 = l_346;
}
let l_347 = l_178 * l_mut_219;
l_mut_248 = u32(2);
let l_348 = l_mut_31 - l_188;
let l_349 = abs(l_348);
l_mut_219 = f64(1.401298464324817e-45);
let l_350 = l_349 >= f64(1.1754943508222875e-38);
let l_351 = l_349 <= f64(1.7976931348623157e308);
let l_352 = l_350 && l_351;
if l_352 {
let l_353 = bitcast<u64>(l_349);
let l_354 = l_353 >> u32(bitcast<u64>(u64(52)));
let l_355 = l_354 - u64(23);
let l_356 = l_355 << u32(bitcast<u64>(u64(52)));
let l_357 = bitcast<f64>(l_356);
l_mut_219 = l_357;
}
let l_358 = l_mut_31 + l_188;
let l_359 = abs(l_358);
l_mut_45 = f64(1.401298464324817e-45);
let l_360 = l_359 >= f64(1.1754943508222875e-38);
let l_361 = l_359 <= f64(1.7976931348623157e308);
let l_362 = l_360 && l_361;
if l_362 {
let l_363 = bitcast<u64>(l_359);
let l_364 = l_363 >> u32(bitcast<u64>(u64(52)));
let l_365 = l_364 - u64(23);
let l_366 = l_365 << u32(bitcast<u64>(u64(52)));
let l_367 = bitcast<f64>(l_366);
l_mut_45 = l_367;
}
let l_368 = l_mut_219 == l_mut_45;
if l_368 {
let l_369 = l_347 * f64(1.4551915228366852e-11);
let l_370 = l_188 + l_369;
let l_371 = l_mut_31 - l_347;
let l_372 = l_mut_31 + l_347;
let l_373 = bitcast<u32>(l_mut_25);
let l_374 = l_373 & u32(2147483647);
let l_375 = bitcast<f32>(l_374);
let l_376 = f64(l_375);
l_mut_219 = l_376;
let l_377 = l_374 < u32(8388608);
if l_377 {
let l_378 = f64(l_374);
let l_379 = l_378 * f64(1.401298464324817e-45);
l_mut_219 = l_379;
}
let l_380 = bitcast<u64>(l_mut_219);
let l_381 = l_373 >> u32(31);
let l_382 = u64(l_381);
let l_383 = l_382 << u32(bitcast<u64>(u64(63)));
let l_384 = l_380 | l_383;
let l_385 = bitcast<f64>(l_384);
let l_386 = bitcast<u32>(l_mut_25);
let l_387 = l_386 + u32(1);
l_mut_206 = l_387;
let l_388 = l_386 & u32(2147483647);
let l_389 = l_388 == u32(0);
if l_389 {
l_mut_206 = u32(1);
} else {
let l_390 = l_386 & u32(2147483648);
let l_391 = l_390 != u32(0);
if l_391 {
let l_392 = l_386 - u32(1);
l_mut_206 = l_392;
} else {
let l_393 = l_386 == u32(2139095040);
if l_393 {
l_mut_206 = l_386;
}
}
}
let l_394 = bitcast<f32>(l_mut_206);
let l_395 = bitcast<u32>(l_394);
let l_396 = l_395 & u32(2147483647);
let l_397 = bitcast<f32>(l_396);
let l_398 = f64(l_397);
l_mut_219 = l_398;
let l_399 = l_396 < u32(8388608);
if l_399 {
let l_400 = f64(l_396);
let l_401 = l_400 * f64(1.401298464324817e-45);
l_mut_219 = l_401;
}
let l_402 = bitcast<u64>(l_mut_219);
let l_403 = l_395 >> u32(31);
let l_404 = u64(l_403);
let l_405 = l_404 << u32(bitcast<u64>(u64(63)));
let l_406 = l_402 | l_405;
let l_407 = bitcast<f64>(l_406);
let l_408 = bitcast<u32>(l_mut_25);
let l_409 = l_408 ^ u32(2147483648);
let l_410 = bitcast<f32>(l_409);
let l_411 = bitcast<u32>(l_410);
let l_412 = l_411 + u32(1);
l_mut_206 = l_412;
let l_413 = l_411 & u32(2147483647);
let l_414 = l_413 == u32(0);
if l_414 {
l_mut_206 = u32(1);
} else {
let l_415 = l_411 & u32(2147483648);
let l_416 = l_415 != u32(0);
if l_416 {
let l_417 = l_411 - u32(1);
l_mut_206 = l_417;
} else {
let l_418 = l_411 == u32(2139095040);
if l_418 {
l_mut_206 = l_411;
}
}
}
let l_419 = bitcast<f32>(l_mut_206);
let l_420 = bitcast<u32>(l_419);
let l_421 = l_420 ^ u32(2147483648);
let l_422 = bitcast<f32>(l_421);
let l_423 = bitcast<u32>(l_422);
let l_424 = l_423 & u32(2147483647);
let l_425 = bitcast<f32>(l_424);
let l_426 = f64(l_425);
l_mut_219 = l_426;
let l_427 = l_424 < u32(8388608);
if l_427 {
let l_428 = f64(l_424);
let l_429 = l_428 * f64(1.401298464324817e-45);
l_mut_219 = l_429;
}
let l_430 = bitcast<u64>(l_mut_219);
let l_431 = l_423 >> u32(31);
let l_432 = u64(l_431);
let l_433 = l_432 << u32(bitcast<u64>(u64(63)));
let l_434 = l_430 | l_433;
let l_435 = bitcast<f64>(l_434);
let l_436 = l_371 + l_370;
let l_437 = l_436 <= l_385;
l_mut_308 = l_437;
let l_438 = l_371 - l_370;
let l_439 = l_438 > l_385;
l_mut_305 = l_439;
let l_440 = l_372 - l_370;
let l_441 = l_440 >= l_385;
l_mut_302 = l_441;
let l_442 = l_372 + l_370;
let l_443 = l_442 < l_385;
l_mut_299 = l_443;
if l_176 {
let l_444 = l_371 + l_370;
let l_445 = l_444 < l_407;
l_mut_308 = l_445;
let l_446 = l_371 - l_370;
let l_447 = l_446 >= l_407;
l_mut_305 = l_447;
let l_448 = l_372 - l_370;
let l_449 = l_448 > l_435;
l_mut_302 = l_449;
let l_450 = l_372 + l_370;
let l_451 = l_450 <= l_435;
l_mut_299 = l_451;
}
l_mut_206 = u32(2);
let l_452 = l_mut_305 || l_mut_299;
if l_452 {
l_mut_206 = u32(1);
} else {
let l_453 = l_mut_308 && l_mut_302;
if l_453 {
l_mut_206 = u32(0);
}
}
let l_454 = bitcast<u32>(l_mut_25);
let l_455 = l_454 & u32(2147483647);
let l_456 = l_455 == u32(0);
if l_456 {
let l_457 = l_371 + l_370;
let l_458 = l_457 < f64(1.1754943508222875e-38);
let l_459 = l_372 - l_370;
let l_460 = l_459 > f64(-1.1754943508222875e-38);
let l_461 = l_458 && l_460;
let l_462 = l_371 - l_370;
let l_463 = l_462 < f64(1.1754943508222875e-38);
let l_464 = l_372 + l_370;
let l_465 = l_464 > f64(-1.1754943508222875e-38);
let l_466 = l_463 && l_465;
if l_461 {
l_mut_206 = u32(0);
} else {
let l_467 = l_mut_206 == u32(1);
let l_468 = l_466 && l_467;
if l_468 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
let l_469 = l_172 == u32(4);
if l_469 {
let l_470 = l_181 * l_186;
let l_471 = l_178 + l_470;
let l_472 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_473 = l_472 >= f64(1.1754943508222875e-38);
let l_474 = l_472 <= f64(1.7976931348623157e308);
let l_475 = l_473 && l_474;
if l_475 {
let l_476 = bitcast<u64>(l_472);
let l_477 = l_476 >> u32(bitcast<u64>(u64(52)));
let l_478 = l_477 - u64(23);
let l_479 = l_478 << u32(bitcast<u64>(u64(52)));
let l_480 = bitcast<f64>(l_479);
l_mut_219 = l_480;
}
let l_481 = l_471 * l_mut_219;
l_mut_248 = u32(2);
let l_482 = l_mut_31 - l_188;
let l_483 = abs(l_482);
l_mut_219 = f64(1.401298464324817e-45);
let l_484 = l_483 >= f64(1.1754943508222875e-38);
let l_485 = l_483 <= f64(1.7976931348623157e308);
let l_486 = l_484 && l_485;
if l_486 {
let l_487 = bitcast<u64>(l_483);
let l_488 = l_487 >> u32(bitcast<u64>(u64(52)));
let l_489 = l_488 - u64(23);
let l_490 = l_489 << u32(bitcast<u64>(u64(52)));
let l_491 = bitcast<f64>(l_490);
l_mut_219 = l_491;
}
let l_492 = l_mut_31 + l_188;
let l_493 = abs(l_492);
l_mut_45 = f64(1.401298464324817e-45);
let l_494 = l_493 >= f64(1.1754943508222875e-38);
let l_495 = l_493 <= f64(1.7976931348623157e308);
let l_496 = l_494 && l_495;
if l_496 {
let l_497 = bitcast<u64>(l_493);
let l_498 = l_497 >> u32(bitcast<u64>(u64(52)));
let l_499 = l_498 - u64(23);
let l_500 = l_499 << u32(bitcast<u64>(u64(52)));
let l_501 = bitcast<f64>(l_500);
l_mut_45 = l_501;
}
let l_502 = l_mut_219 == l_mut_45;
if l_502 {
let l_503 = l_481 * f64(1.4551915228366852e-11);
let l_504 = l_188 + l_503;
let l_505 = l_mut_31 - l_481;
let l_506 = l_mut_31 + l_481;
let l_507 = bitcast<u32>(l_mut_25);
let l_508 = l_507 & u32(2147483647);
let l_509 = bitcast<f32>(l_508);
let l_510 = f64(l_509);
l_mut_219 = l_510;
let l_511 = l_508 < u32(8388608);
if l_511 {
let l_512 = f64(l_508);
let l_513 = l_512 * f64(1.401298464324817e-45);
l_mut_219 = l_513;
}
let l_514 = bitcast<u64>(l_mut_219);
let l_515 = l_507 >> u32(31);
let l_516 = u64(l_515);
let l_517 = l_516 << u32(bitcast<u64>(u64(63)));
let l_518 = l_514 | l_517;
let l_519 = bitcast<f64>(l_518);
let l_520 = bitcast<u32>(l_mut_25);
let l_521 = l_520 + u32(1);
l_mut_206 = l_521;
let l_522 = l_520 & u32(2147483647);
let l_523 = l_522 == u32(0);
if l_523 {
l_mut_206 = u32(1);
} else {
let l_524 = l_520 & u32(2147483648);
let l_525 = l_524 != u32(0);
if l_525 {
let l_526 = l_520 - u32(1);
l_mut_206 = l_526;
} else {
let l_527 = l_520 == u32(2139095040);
if l_527 {
l_mut_206 = l_520;
}
}
}
let l_528 = bitcast<f32>(l_mut_206);
let l_529 = bitcast<u32>(l_528);
let l_530 = l_529 & u32(2147483647);
let l_531 = bitcast<f32>(l_530);
let l_532 = f64(l_531);
l_mut_219 = l_532;
let l_533 = l_530 < u32(8388608);
if l_533 {
let l_534 = f64(l_530);
let l_535 = l_534 * f64(1.401298464324817e-45);
l_mut_219 = l_535;
}
let l_536 = bitcast<u64>(l_mut_219);
let l_537 = l_529 >> u32(31);
let l_538 = u64(l_537);
let l_539 = l_538 << u32(bitcast<u64>(u64(63)));
let l_540 = l_536 | l_539;
let l_541 = bitcast<f64>(l_540);
let l_542 = bitcast<u32>(l_mut_25);
let l_543 = l_542 ^ u32(2147483648);
let l_544 = bitcast<f32>(l_543);
let l_545 = bitcast<u32>(l_544);
let l_546 = l_545 + u32(1);
l_mut_206 = l_546;
let l_547 = l_545 & u32(2147483647);
let l_548 = l_547 == u32(0);
if l_548 {
l_mut_206 = u32(1);
} else {
let l_549 = l_545 & u32(2147483648);
let l_550 = l_549 != u32(0);
if l_550 {
let l_551 = l_545 - u32(1);
l_mut_206 = l_551;
} else {
let l_552 = l_545 == u32(2139095040);
if l_552 {
l_mut_206 = l_545;
}
}
}
let l_553 = bitcast<f32>(l_mut_206);
let l_554 = bitcast<u32>(l_553);
let l_555 = l_554 ^ u32(2147483648);
let l_556 = bitcast<f32>(l_555);
let l_557 = bitcast<u32>(l_556);
let l_558 = l_557 & u32(2147483647);
let l_559 = bitcast<f32>(l_558);
let l_560 = f64(l_559);
l_mut_219 = l_560;
let l_561 = l_558 < u32(8388608);
if l_561 {
let l_562 = f64(l_558);
let l_563 = l_562 * f64(1.401298464324817e-45);
l_mut_219 = l_563;
}
let l_564 = bitcast<u64>(l_mut_219);
let l_565 = l_557 >> u32(31);
let l_566 = u64(l_565);
let l_567 = l_566 << u32(bitcast<u64>(u64(63)));
let l_568 = l_564 | l_567;
let l_569 = bitcast<f64>(l_568);
let l_570 = l_505 + l_504;
let l_571 = l_570 <= l_519;
l_mut_308 = l_571;
let l_572 = l_505 - l_504;
let l_573 = l_572 > l_519;
l_mut_305 = l_573;
let l_574 = l_506 - l_504;
let l_575 = l_574 >= l_519;
l_mut_302 = l_575;
let l_576 = l_506 + l_504;
let l_577 = l_576 < l_519;
l_mut_299 = l_577;
if l_176 {
let l_578 = l_505 + l_504;
let l_579 = l_578 < l_541;
l_mut_308 = l_579;
let l_580 = l_505 - l_504;
let l_581 = l_580 >= l_541;
l_mut_305 = l_581;
let l_582 = l_506 - l_504;
let l_583 = l_582 > l_569;
l_mut_302 = l_583;
let l_584 = l_506 + l_504;
let l_585 = l_584 <= l_569;
l_mut_299 = l_585;
}
l_mut_206 = u32(2);
let l_586 = l_mut_305 || l_mut_299;
if l_586 {
l_mut_206 = u32(1);
} else {
let l_587 = l_mut_308 && l_mut_302;
if l_587 {
l_mut_206 = u32(0);
}
}
let l_588 = bitcast<u32>(l_mut_25);
let l_589 = l_588 & u32(2147483647);
let l_590 = l_589 == u32(0);
if l_590 {
let l_591 = l_505 + l_504;
let l_592 = l_591 < f64(1.1754943508222875e-38);
let l_593 = l_506 - l_504;
let l_594 = l_593 > f64(-1.1754943508222875e-38);
let l_595 = l_592 && l_594;
let l_596 = l_505 - l_504;
let l_597 = l_596 < f64(1.1754943508222875e-38);
let l_598 = l_506 + l_504;
let l_599 = l_598 > f64(-1.1754943508222875e-38);
let l_600 = l_597 && l_599;
if l_595 {
l_mut_206 = u32(0);
} else {
let l_601 = l_mut_206 == u32(1);
let l_602 = l_600 && l_601;
if l_602 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
let l_603 = l_172 == u32(5);
if l_603 {
let l_604 = f64(2.0) * l_185;
let l_605 = abs(l_604);
let l_606 = floor(l_605);
let l_607 = f64(3.0) + l_606;
let l_608 = abs(l_mut_31);
l_mut_219 = f64(1.401298464324817e-45);
let l_609 = l_608 >= f64(1.1754943508222875e-38);
let l_610 = l_608 <= f64(1.7976931348623157e308);
let l_611 = l_609 && l_610;
if l_611 {
let l_612 = bitcast<u64>(l_608);
let l_613 = l_612 >> u32(bitcast<u64>(u64(52)));
let l_614 = l_613 - u64(23);
let l_615 = l_614 << u32(bitcast<u64>(u64(52)));
let l_616 = bitcast<f64>(l_615);
l_mut_219 = l_616;
}
let l_617 = l_607 * l_mut_219;
l_mut_248 = u32(2);
let l_618 = l_mut_31 - l_188;
let l_619 = abs(l_618);
l_mut_219 = f64(1.401298464324817e-45);
let l_620 = l_619 >= f64(1.1754943508222875e-38);
let l_621 = l_619 <= f64(1.7976931348623157e308);
let l_622 = l_620 && l_621;
if l_622 {
let l_623 = bitcast<u64>(l_619);
let l_624 = l_623 >> u32(bitcast<u64>(u64(52)));
let l_625 = l_624 - u64(23);
let l_626 = l_625 << u32(bitcast<u64>(u64(52)));
let l_627 = bitcast<f64>(l_626);
l_mut_219 = l_627;
}
let l_628 = l_mut_31 + l_188;
let l_629 = abs(l_628);
l_mut_45 = f64(1.401298464324817e-45);
let l_630 = l_629 >= f64(1.1754943508222875e-38);
let l_631 = l_629 <= f64(1.7976931348623157e308);
let l_632 = l_630 && l_631;
if l_632 {
let l_633 = bitcast<u64>(l_629);
let l_634 = l_633 >> u32(bitcast<u64>(u64(52)));
let l_635 = l_634 - u64(23);
let l_636 = l_635 << u32(bitcast<u64>(u64(52)));
let l_637 = bitcast<f64>(l_636);
l_mut_45 = l_637;
}
let l_638 = l_mut_219 == l_mut_45;
if l_638 {
let l_639 = l_617 * f64(1.4551915228366852e-11);
let l_640 = l_188 + l_639;
let l_641 = l_mut_31 - l_617;
let l_642 = l_mut_31 + l_617;
let l_643 = bitcast<u32>(l_mut_25);
let l_644 = l_643 & u32(2147483647);
let l_645 = bitcast<f32>(l_644);
let l_646 = f64(l_645);
l_mut_219 = l_646;
let l_647 = l_644 < u32(8388608);
if l_647 {
let l_648 = f64(l_644);
let l_649 = l_648 * f64(1.401298464324817e-45);
l_mut_219 = l_649;
}
let l_650 = bitcast<u64>(l_mut_219);
let l_651 = l_643 >> u32(31);
let l_652 = u64(l_651);
let l_653 = l_652 << u32(bitcast<u64>(u64(63)));
let l_654 = l_650 | l_653;
let l_655 = bitcast<f64>(l_654);
let l_656 = bitcast<u32>(l_mut_25);
let l_657 = l_656 + u32(1);
l_mut_206 = l_657;
let l_658 = l_656 & u32(2147483647);
let l_659 = l_658 == u32(0);
if l_659 {
l_mut_206 = u32(1);
} else {
let l_660 = l_656 & u32(2147483648);
let l_661 = l_660 != u32(0);
if l_661 {
let l_662 = l_656 - u32(1);
l_mut_206 = l_662;
} else {
let l_663 = l_656 == u32(2139095040);
if l_663 {
l_mut_206 = l_656;
}
}
}
let l_664 = bitcast<f32>(l_mut_206);
let l_665 = bitcast<u32>(l_664);
let l_666 = l_665 & u32(2147483647);
let l_667 = bitcast<f32>(l_666);
let l_668 = f64(l_667);
l_mut_219 = l_668;
let l_669 = l_666 < u32(8388608);
if l_669 {
let l_670 = f64(l_666);
let l_671 = l_670 * f64(1.401298464324817e-45);
l_mut_219 = l_671;
}
let l_672 = bitcast<u64>(l_mut_219);
let l_673 = l_665 >> u32(31);
let l_674 = u64(l_673);
let l_675 = l_674 << u32(bitcast<u64>(u64(63)));
let l_676 = l_672 | l_675;
let l_677 = bitcast<f64>(l_676);
let l_678 = bitcast<u32>(l_mut_25);
let l_679 = l_678 ^ u32(2147483648);
let l_680 = bitcast<f32>(l_679);
let l_681 = bitcast<u32>(l_680);
let l_682 = l_681 + u32(1);
l_mut_206 = l_682;
let l_683 = l_681 & u32(2147483647);
let l_684 = l_683 == u32(0);
if l_684 {
l_mut_206 = u32(1);
} else {
let l_685 = l_681 & u32(2147483648);
let l_686 = l_685 != u32(0);
if l_686 {
let l_687 = l_681 - u32(1);
l_mut_206 = l_687;
} else {
let l_688 = l_681 == u32(2139095040);
if l_688 {
l_mut_206 = l_681;
}
}
}
let l_689 = bitcast<f32>(l_mut_206);
let l_690 = bitcast<u32>(l_689);
let l_691 = l_690 ^ u32(2147483648);
let l_692 = bitcast<f32>(l_691);
let l_693 = bitcast<u32>(l_692);
let l_694 = l_693 & u32(2147483647);
let l_695 = bitcast<f32>(l_694);
let l_696 = f64(l_695);
l_mut_219 = l_696;
let l_697 = l_694 < u32(8388608);
if l_697 {
let l_698 = f64(l_694);
let l_699 = l_698 * f64(1.401298464324817e-45);
l_mut_219 = l_699;
}
let l_700 = bitcast<u64>(l_mut_219);
let l_701 = l_693 >> u32(31);
let l_702 = u64(l_701);
let l_703 = l_702 << u32(bitcast<u64>(u64(63)));
let l_704 = l_700 | l_703;
let l_705 = bitcast<f64>(l_704);
let l_706 = l_641 + l_640;
let l_707 = l_706 <= l_655;
l_mut_308 = l_707;
let l_708 = l_641 - l_640;
let l_709 = l_708 > l_655;
l_mut_305 = l_709;
let l_710 = l_642 - l_640;
let l_711 = l_710 >= l_655;
l_mut_302 = l_711;
let l_712 = l_642 + l_640;
let l_713 = l_712 < l_655;
l_mut_299 = l_713;
if l_176 {
let l_714 = l_641 + l_640;
let l_715 = l_714 < l_677;
l_mut_308 = l_715;
let l_716 = l_641 - l_640;
let l_717 = l_716 >= l_677;
l_mut_305 = l_717;
let l_718 = l_642 - l_640;
let l_719 = l_718 > l_705;
l_mut_302 = l_719;
let l_720 = l_642 + l_640;
let l_721 = l_720 <= l_705;
l_mut_299 = l_721;
}
l_mut_206 = u32(2);
let l_722 = l_mut_305 || l_mut_299;
if l_722 {
l_mut_206 = u32(1);
} else {
let l_723 = l_mut_308 && l_mut_302;
if l_723 {
l_mut_206 = u32(0);
}
}
let l_724 = bitcast<u32>(l_mut_25);
let l_725 = l_724 & u32(2147483647);
let l_726 = l_725 == u32(0);
if l_726 {
let l_727 = l_641 + l_640;
let l_728 = l_727 < f64(1.1754943508222875e-38);
let l_729 = l_642 - l_640;
let l_730 = l_729 > f64(-1.1754943508222875e-38);
let l_731 = l_728 && l_730;
let l_732 = l_641 - l_640;
let l_733 = l_732 < f64(1.1754943508222875e-38);
let l_734 = l_642 + l_640;
let l_735 = l_734 > f64(-1.1754943508222875e-38);
let l_736 = l_733 && l_735;
if l_731 {
l_mut_206 = u32(0);
} else {
let l_737 = l_mut_206 == u32(1);
let l_738 = l_736 && l_737;
if l_738 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
let l_739 = l_172 == u32(6);
if l_739 {
l_mut_190 = u32(0);
let l_740 = l_186 <= l_181;
if l_740 {
let l_741 = l_178 * f64(1.4551915228366852e-11);
let l_742 = l_188 + l_741;
let l_743 = l_mut_31 - l_178;
let l_744 = l_mut_31 + l_178;
let l_745 = bitcast<u32>(l_mut_25);
let l_746 = l_745 & u32(2147483647);
let l_747 = bitcast<f32>(l_746);
let l_748 = f64(l_747);
l_mut_219 = l_748;
let l_749 = l_746 < u32(8388608);
if l_749 {
let l_750 = f64(l_746);
let l_751 = l_750 * f64(1.401298464324817e-45);
l_mut_219 = l_751;
}
let l_752 = bitcast<u64>(l_mut_219);
let l_753 = l_745 >> u32(31);
let l_754 = u64(l_753);
let l_755 = l_754 << u32(bitcast<u64>(u64(63)));
let l_756 = l_752 | l_755;
let l_757 = bitcast<f64>(l_756);
let l_758 = bitcast<u32>(l_mut_25);
let l_759 = l_758 + u32(1);
l_mut_248 = l_759;
let l_760 = l_758 & u32(2147483647);
let l_761 = l_760 == u32(0);
if l_761 {
l_mut_248 = u32(1);
} else {
let l_762 = l_758 & u32(2147483648);
let l_763 = l_762 != u32(0);
if l_763 {
let l_764 = l_758 - u32(1);
l_mut_248 = l_764;
} else {
let l_765 = l_758 == u32(2139095040);
if l_765 {
l_mut_248 = l_758;
}
}
}
let l_766 = bitcast<f32>(l_mut_248);
let l_767 = bitcast<u32>(l_766);
let l_768 = l_767 & u32(2147483647);
let l_769 = bitcast<f32>(l_768);
let l_770 = f64(l_769);
l_mut_219 = l_770;
let l_771 = l_768 < u32(8388608);
if l_771 {
let l_772 = f64(l_768);
let l_773 = l_772 * f64(1.401298464324817e-45);
l_mut_219 = l_773;
}
let l_774 = bitcast<u64>(l_mut_219);
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
l_mut_248 = l_784;
let l_785 = l_783 & u32(2147483647);
let l_786 = l_785 == u32(0);
if l_786 {
l_mut_248 = u32(1);
} else {
let l_787 = l_783 & u32(2147483648);
let l_788 = l_787 != u32(0);
if l_788 {
let l_789 = l_783 - u32(1);
l_mut_248 = l_789;
} else {
let l_790 = l_783 == u32(2139095040);
if l_790 {
l_mut_248 = l_783;
}
}
}
let l_791 = bitcast<f32>(l_mut_248);
let l_792 = bitcast<u32>(l_791);
let l_793 = l_792 ^ u32(2147483648);
let l_794 = bitcast<f32>(l_793);
let l_795 = bitcast<u32>(l_794);
let l_796 = l_795 & u32(2147483647);
let l_797 = bitcast<f32>(l_796);
let l_798 = f64(l_797);
l_mut_219 = l_798;
let l_799 = l_796 < u32(8388608);
if l_799 {
let l_800 = f64(l_796);
let l_801 = l_800 * f64(1.401298464324817e-45);
l_mut_219 = l_801;
}
let l_802 = bitcast<u64>(l_mut_219);
let l_803 = l_795 >> u32(31);
let l_804 = u64(l_803);
let l_805 = l_804 << u32(bitcast<u64>(u64(63)));
let l_806 = l_802 | l_805;
let l_807 = bitcast<f64>(l_806);
let l_808 = l_743 + l_742;
let l_809 = l_808 <= l_757;
l_mut_308 = l_809;
let l_810 = l_743 - l_742;
let l_811 = l_810 > l_757;
l_mut_305 = l_811;
let l_812 = l_744 - l_742;
let l_813 = l_812 >= l_757;
l_mut_302 = l_813;
let l_814 = l_744 + l_742;
let l_815 = l_814 < l_757;
l_mut_299 = l_815;
if l_176 {
let l_816 = l_743 + l_742;
let l_817 = l_816 < l_779;
l_mut_308 = l_817;
let l_818 = l_743 - l_742;
let l_819 = l_818 >= l_779;
l_mut_305 = l_819;
let l_820 = l_744 - l_742;
let l_821 = l_820 > l_807;
l_mut_302 = l_821;
let l_822 = l_744 + l_742;
let l_823 = l_822 <= l_807;
l_mut_299 = l_823;
}
l_mut_248 = u32(2);
let l_824 = l_mut_305 || l_mut_299;
if l_824 {
l_mut_248 = u32(1);
} else {
let l_825 = l_mut_308 && l_mut_302;
if l_825 {
l_mut_248 = u32(0);
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
l_mut_248 = u32(0);
} else {
let l_839 = l_mut_248 == u32(1);
let l_840 = l_838 && l_839;
if l_840 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
let l_841 = l_172 == u32(7);
if l_841 {
let l_842 = abs(l_mut_31);
let l_843 = l_178 * l_842;
l_mut_219 = l_843;
let l_844 = abs(l_mut_31);
l_mut_45 = f64(1.401298464324817e-45);
let l_845 = l_844 >= f64(1.1754943508222875e-38);
let l_846 = l_844 <= f64(1.7976931348623157e308);
let l_847 = l_845 && l_846;
if l_847 {
let l_848 = bitcast<u64>(l_844);
let l_849 = l_848 >> u32(bitcast<u64>(u64(52)));
let l_850 = l_849 - u64(23);
let l_851 = l_850 << u32(bitcast<u64>(u64(52)));
let l_852 = bitcast<f64>(l_851);
l_mut_45 = l_852;
}
let l_853 = f64(0.5) * l_mut_45;
let l_854 = l_853 > l_mut_219;
if l_854 {
l_mut_219 = l_853;
}
let l_855 = l_mut_31 - l_188;
let l_856 = abs(l_855);
l_mut_45 = f64(1.401298464324817e-45);
let l_857 = l_856 >= f64(1.1754943508222875e-38);
let l_858 = l_856 <= f64(1.7976931348623157e308);
let l_859 = l_857 && l_858;
if l_859 {
let l_860 = bitcast<u64>(l_856);
let l_861 = l_860 >> u32(bitcast<u64>(u64(52)));
let l_862 = l_861 - u64(23);
let l_863 = l_862 << u32(bitcast<u64>(u64(52)));
let l_864 = bitcast<f64>(l_863);
l_mut_45 = l_864;
}
let l_865 = l_mut_31 + l_188;
let l_866 = abs(l_865);
l_mut_867 = f64(1.401298464324817e-45);
let l_868 = l_866 >= f64(1.1754943508222875e-38);
let l_869 = l_866 <= f64(1.7976931348623157e308);
let l_870 = l_868 && l_869;
if l_870 {
let l_871 = bitcast<u64>(l_866);
let l_872 = l_871 >> u32(bitcast<u64>(u64(52)));
let l_873 = l_872 - u64(23);
let l_874 = l_873 << u32(bitcast<u64>(u64(52)));
let l_875 = bitcast<f64>(l_874);
l_mut_867 = l_875;
}
let l_876 = l_mut_45 == l_mut_867;
if l_876 {
let l_877 = l_178 * l_188;
let l_878 = l_188 + l_877;
let l_879 = l_mut_219 * f64(1.4551915228366852e-11);
let l_880 = l_878 + l_879;
let l_881 = l_mut_31 - l_mut_219;
let l_882 = l_mut_31 + l_mut_219;
let l_883 = bitcast<u32>(l_mut_25);
let l_884 = l_883 & u32(2147483647);
let l_885 = bitcast<f32>(l_884);
let l_886 = f64(l_885);
l_mut_867 = l_886;
let l_887 = l_884 < u32(8388608);
if l_887 {
let l_888 = f64(l_884);
let l_889 = l_888 * f64(1.401298464324817e-45);
l_mut_867 = l_889;
}
let l_890 = bitcast<u64>(l_mut_867);
let l_891 = l_883 >> u32(31);
let l_892 = u64(l_891);
let l_893 = l_892 << u32(bitcast<u64>(u64(63)));
let l_894 = l_890 | l_893;
let l_895 = bitcast<f64>(l_894);
let l_896 = bitcast<u32>(l_mut_25);
let l_897 = l_896 + u32(1);
l_mut_248 = l_897;
let l_898 = l_896 & u32(2147483647);
let l_899 = l_898 == u32(0);
if l_899 {
l_mut_248 = u32(1);
} else {
let l_900 = l_896 & u32(2147483648);
let l_901 = l_900 != u32(0);
if l_901 {
let l_902 = l_896 - u32(1);
l_mut_248 = l_902;
} else {
let l_903 = l_896 == u32(2139095040);
if l_903 {
l_mut_248 = l_896;
}
}
}
let l_904 = bitcast<f32>(l_mut_248);
let l_905 = bitcast<u32>(l_904);
let l_906 = l_905 & u32(2147483647);
let l_907 = bitcast<f32>(l_906);
let l_908 = f64(l_907);
l_mut_867 = l_908;
let l_909 = l_906 < u32(8388608);
if l_909 {
let l_910 = f64(l_906);
let l_911 = l_910 * f64(1.401298464324817e-45);
l_mut_867 = l_911;
}
let l_912 = bitcast<u64>(l_mut_867);
let l_913 = l_905 >> u32(31);
let l_914 = u64(l_913);
let l_915 = l_914 << u32(bitcast<u64>(u64(63)));
let l_916 = l_912 | l_915;
let l_917 = bitcast<f64>(l_916);
let l_918 = bitcast<u32>(l_mut_25);
let l_919 = l_918 ^ u32(2147483648);
let l_920 = bitcast<f32>(l_919);
let l_921 = bitcast<u32>(l_920);
let l_922 = l_921 + u32(1);
l_mut_248 = l_922;
let l_923 = l_921 & u32(2147483647);
let l_924 = l_923 == u32(0);
if l_924 {
l_mut_248 = u32(1);
} else {
let l_925 = l_921 & u32(2147483648);
let l_926 = l_925 != u32(0);
if l_926 {
let l_927 = l_921 - u32(1);
l_mut_248 = l_927;
} else {
let l_928 = l_921 == u32(2139095040);
if l_928 {
l_mut_248 = l_921;
}
}
}
let l_929 = bitcast<f32>(l_mut_248);
let l_930 = bitcast<u32>(l_929);
let l_931 = l_930 ^ u32(2147483648);
let l_932 = bitcast<f32>(l_931);
let l_933 = bitcast<u32>(l_932);
let l_934 = l_933 & u32(2147483647);
let l_935 = bitcast<f32>(l_934);
let l_936 = f64(l_935);
l_mut_867 = l_936;
let l_937 = l_934 < u32(8388608);
if l_937 {
let l_938 = f64(l_934);
let l_939 = l_938 * f64(1.401298464324817e-45);
l_mut_867 = l_939;
}
let l_940 = bitcast<u64>(l_mut_867);
let l_941 = l_933 >> u32(31);
let l_942 = u64(l_941);
let l_943 = l_942 << u32(bitcast<u64>(u64(63)));
let l_944 = l_940 | l_943;
let l_945 = bitcast<f64>(l_944);
let l_946 = l_881 + l_880;
let l_947 = l_946 <= l_895;
l_mut_308 = l_947;
let l_948 = l_881 - l_880;
let l_949 = l_948 > l_895;
l_mut_305 = l_949;
let l_950 = l_882 - l_880;
let l_951 = l_950 >= l_895;
l_mut_302 = l_951;
let l_952 = l_882 + l_880;
let l_953 = l_952 < l_895;
l_mut_299 = l_953;
if l_176 {
let l_954 = l_881 + l_880;
let l_955 = l_954 < l_917;
l_mut_308 = l_955;
let l_956 = l_881 - l_880;
let l_957 = l_956 >= l_917;
l_mut_305 = l_957;
let l_958 = l_882 - l_880;
let l_959 = l_958 > l_945;
l_mut_302 = l_959;
let l_960 = l_882 + l_880;
let l_961 = l_960 <= l_945;
l_mut_299 = l_961;
}
l_mut_248 = u32(2);
let l_962 = l_mut_305 || l_mut_299;
if l_962 {
l_mut_248 = u32(1);
} else {
let l_963 = l_mut_308 && l_mut_302;
if l_963 {
l_mut_248 = u32(0);
}
}
let l_964 = bitcast<u32>(l_mut_25);
let l_965 = l_964 & u32(2147483647);
let l_966 = l_965 == u32(0);
if l_966 {
let l_967 = l_881 + l_880;
let l_968 = l_967 < f64(1.1754943508222875e-38);
let l_969 = l_882 - l_880;
let l_970 = l_969 > f64(-1.1754943508222875e-38);
let l_971 = l_968 && l_970;
let l_972 = l_881 - l_880;
let l_973 = l_972 < f64(1.1754943508222875e-38);
let l_974 = l_882 + l_880;
let l_975 = l_974 > f64(-1.1754943508222875e-38);
let l_976 = l_973 && l_975;
if l_971 {
l_mut_248 = u32(0);
} else {
let l_977 = l_mut_248 == u32(1);
let l_978 = l_976 && l_977;
if l_978 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
let l_979 = l_172 == u32(8);
if l_979 {
let l_980 = l_185 >= f64(0.5);
let l_981 = l_185 <= f64(2.0);
let l_982 = l_980 && l_981;
if l_982 {
let l_983 = l_178 * f64(1.4551915228366852e-11);
let l_984 = l_188 + l_983;
let l_985 = l_mut_31 - l_178;
let l_986 = l_mut_31 + l_178;
let l_987 = bitcast<u32>(l_mut_25);
let l_988 = l_987 & u32(2147483647);
let l_989 = bitcast<f32>(l_988);
let l_990 = f64(l_989);
l_mut_867 = l_990;
let l_991 = l_988 < u32(8388608);
if l_991 {
let l_992 = f64(l_988);
let l_993 = l_992 * f64(1.401298464324817e-45);
l_mut_867 = l_993;
}
let l_994 = bitcast<u64>(l_mut_867);
let l_995 = l_987 >> u32(31);
let l_996 = u64(l_995);
let l_997 = l_996 << u32(bitcast<u64>(u64(63)));
let l_998 = l_994 | l_997;
let l_999 = bitcast<f64>(l_998);
let l_1000 = bitcast<u32>(l_mut_25);
let l_1001 = l_1000 + u32(1);
l_mut_248 = l_1001;
let l_1002 = l_1000 & u32(2147483647);
let l_1003 = l_1002 == u32(0);
if l_1003 {
l_mut_248 = u32(1);
} else {
let l_1004 = l_1000 & u32(2147483648);
let l_1005 = l_1004 != u32(0);
if l_1005 {
let l_1006 = l_1000 - u32(1);
l_mut_248 = l_1006;
} else {
let l_1007 = l_1000 == u32(2139095040);
if l_1007 {
l_mut_248 = l_1000;
}
}
}
let l_1008 = bitcast<f32>(l_mut_248);
let l_1009 = bitcast<u32>(l_1008);
let l_1010 = l_1009 & u32(2147483647);
let l_1011 = bitcast<f32>(l_1010);
let l_1012 = f64(l_1011);
l_mut_867 = l_1012;
let l_1013 = l_1010 < u32(8388608);
if l_1013 {
let l_1014 = f64(l_1010);
let l_1015 = l_1014 * f64(1.401298464324817e-45);
l_mut_867 = l_1015;
}
let l_1016 = bitcast<u64>(l_mut_867);
let l_1017 = l_1009 >> u32(31);
let l_1018 = u64(l_1017);
let l_1019 = l_1018 << u32(bitcast<u64>(u64(63)));
let l_1020 = l_1016 | l_1019;
let l_1021 = bitcast<f64>(l_1020);
let l_1022 = bitcast<u32>(l_mut_25);
let l_1023 = l_1022 ^ u32(2147483648);
let l_1024 = bitcast<f32>(l_1023);
let l_1025 = bitcast<u32>(l_1024);
let l_1026 = l_1025 + u32(1);
l_mut_248 = l_1026;
let l_1027 = l_1025 & u32(2147483647);
let l_1028 = l_1027 == u32(0);
if l_1028 {
l_mut_248 = u32(1);
} else {
let l_1029 = l_1025 & u32(2147483648);
let l_1030 = l_1029 != u32(0);
if l_1030 {
let l_1031 = l_1025 - u32(1);
l_mut_248 = l_1031;
} else {
let l_1032 = l_1025 == u32(2139095040);
if l_1032 {
l_mut_248 = l_1025;
}
}
}
let l_1033 = bitcast<f32>(l_mut_248);
let l_1034 = bitcast<u32>(l_1033);
let l_1035 = l_1034 ^ u32(2147483648);
let l_1036 = bitcast<f32>(l_1035);
let l_1037 = bitcast<u32>(l_1036);
let l_1038 = l_1037 & u32(2147483647);
let l_1039 = bitcast<f32>(l_1038);
let l_1040 = f64(l_1039);
l_mut_867 = l_1040;
let l_1041 = l_1038 < u32(8388608);
if l_1041 {
let l_1042 = f64(l_1038);
let l_1043 = l_1042 * f64(1.401298464324817e-45);
l_mut_867 = l_1043;
}
let l_1044 = bitcast<u64>(l_mut_867);
let l_1045 = l_1037 >> u32(31);
let l_1046 = u64(l_1045);
let l_1047 = l_1046 << u32(bitcast<u64>(u64(63)));
let l_1048 = l_1044 | l_1047;
let l_1049 = bitcast<f64>(l_1048);
let l_1050 = l_985 + l_984;
let l_1051 = l_1050 <= l_999;
l_mut_308 = l_1051;
let l_1052 = l_985 - l_984;
let l_1053 = l_1052 > l_999;
l_mut_305 = l_1053;
let l_1054 = l_986 - l_984;
let l_1055 = l_1054 >= l_999;
l_mut_302 = l_1055;
let l_1056 = l_986 + l_984;
let l_1057 = l_1056 < l_999;
l_mut_299 = l_1057;
if l_176 {
let l_1058 = l_985 + l_984;
let l_1059 = l_1058 < l_1021;
l_mut_308 = l_1059;
let l_1060 = l_985 - l_984;
let l_1061 = l_1060 >= l_1021;
l_mut_305 = l_1061;
let l_1062 = l_986 - l_984;
let l_1063 = l_1062 > l_1049;
l_mut_302 = l_1063;
let l_1064 = l_986 + l_984;
let l_1065 = l_1064 <= l_1049;
l_mut_299 = l_1065;
}
l_mut_248 = u32(2);
let l_1066 = l_mut_305 || l_mut_299;
if l_1066 {
l_mut_248 = u32(1);
} else {
let l_1067 = l_mut_308 && l_mut_302;
if l_1067 {
l_mut_248 = u32(0);
}
}
let l_1068 = bitcast<u32>(l_mut_25);
let l_1069 = l_1068 & u32(2147483647);
let l_1070 = l_1069 == u32(0);
if l_1070 {
let l_1071 = l_985 + l_984;
let l_1072 = l_1071 < f64(1.1754943508222875e-38);
let l_1073 = l_986 - l_984;
let l_1074 = l_1073 > f64(-1.1754943508222875e-38);
let l_1075 = l_1072 && l_1074;
let l_1076 = l_985 - l_984;
let l_1077 = l_1076 < f64(1.1754943508222875e-38);
let l_1078 = l_986 + l_984;
let l_1079 = l_1078 > f64(-1.1754943508222875e-38);
let l_1080 = l_1077 && l_1079;
if l_1075 {
l_mut_248 = u32(0);
} else {
let l_1081 = l_mut_248 == u32(1);
let l_1082 = l_1080 && l_1081;
if l_1082 {
l_mut_248 = u32(2);
}
}
}
l_mut_190 = l_mut_248;
} else {
let l_1083 = abs(l_mut_31);
l_mut_867 = f64(1.401298464324817e-45);
let l_1084 = l_1083 >= f64(1.1754943508222875e-38);
let l_1085 = l_1083 <= f64(1.7976931348623157e308);
let l_1086 = l_1084 && l_1085;
if l_1086 {
let l_1087 = bitcast<u64>(l_1083);
let l_1088 = l_1087 >> u32(bitcast<u64>(u64(52)));
let l_1089 = l_1088 - u64(23);
let l_1090 = l_1089 << u32(bitcast<u64>(u64(52)));
let l_1091 = bitcast<f64>(l_1090);
l_mut_867 = l_1091;
}
let l_1092 = l_181 * l_mut_867;
l_mut_248 = u32(2);
let l_1093 = l_mut_31 - l_188;
let l_1094 = abs(l_1093);
l_mut_867 = f64(1.401298464324817e-45);
let l_1095 = l_1094 >= f64(1.1754943508222875e-38);
let l_1096 = l_1094 <= f64(1.7976931348623157e308);
let l_1097 = l_1095 && l_1096;
if l_1097 {
let l_1098 = bitcast<u64>(l_1094);
let l_1099 = l_1098 >> u32(bitcast<u64>(u64(52)));
let l_1100 = l_1099 - u64(23);
let l_1101 = l_1100 << u32(bitcast<u64>(u64(52)));
let l_1102 = bitcast<f64>(l_1101);
l_mut_867 = l_1102;
}
let l_1103 = l_mut_31 + l_188;
let l_1104 = abs(l_1103);
l_mut_219 = f64(1.401298464324817e-45);
let l_1105 = l_1104 >= f64(1.1754943508222875e-38);
let l_1106 = l_1104 <= f64(1.7976931348623157e308);
let l_1107 = l_1105 && l_1106;
if l_1107 {
let l_1108 = bitcast<u64>(l_1104);
let l_1109 = l_1108 >> u32(bitcast<u64>(u64(52)));
let l_1110 = l_1109 - u64(23);
let l_1111 = l_1110 << u32(bitcast<u64>(u64(52)));
let l_1112 = bitcast<f64>(l_1111);
l_mut_219 = l_1112;
}
let l_1113 = l_mut_867 == l_mut_219;
if l_1113 {
let l_1114 = l_1092 * f64(1.4551915228366852e-11);
let l_1115 = l_188 + l_1114;
let l_1116 = l_mut_31 - l_1092;
let l_1117 = l_mut_31 + l_1092;
let l_1118 = bitcast<u32>(l_mut_25);
let l_1119 = l_1118 & u32(2147483647);
let l_1120 = bitcast<f32>(l_1119);
let l_1121 = f64(l_1120);
l_mut_867 = l_1121;
let l_1122 = l_1119 < u32(8388608);
if l_1122 {
let l_1123 = f64(l_1119);
let l_1124 = l_1123 * f64(1.401298464324817e-45);
l_mut_867 = l_1124;
}
let l_1125 = bitcast<u64>(l_mut_867);
let l_1126 = l_1118 >> u32(31);
let l_1127 = u64(l_1126);
let l_1128 = l_1127 << u32(bitcast<u64>(u64(63)));
let l_1129 = l_1125 | l_1128;
let l_1130 = bitcast<f64>(l_1129);
let l_1131 = bitcast<u32>(l_mut_25);
let l_1132 = l_1131 + u32(1);
l_mut_206 = l_1132;
let l_1133 = l_1131 & u32(2147483647);
let l_1134 = l_1133 == u32(0);
if l_1134 {
l_mut_206 = u32(1);
} else {
let l_1135 = l_1131 & u32(2147483648);
let l_1136 = l_1135 != u32(0);
if l_1136 {
let l_1137 = l_1131 - u32(1);
l_mut_206 = l_1137;
} else {
let l_1138 = l_1131 == u32(2139095040);
if l_1138 {
l_mut_206 = l_1131;
}
}
}
let l_1139 = bitcast<f32>(l_mut_206);
let l_1140 = bitcast<u32>(l_1139);
let l_1141 = l_1140 & u32(2147483647);
let l_1142 = bitcast<f32>(l_1141);
let l_1143 = f64(l_1142);
l_mut_867 = l_1143;
let l_1144 = l_1141 < u32(8388608);
if l_1144 {
let l_1145 = f64(l_1141);
let l_1146 = l_1145 * f64(1.401298464324817e-45);
l_mut_867 = l_1146;
}
let l_1147 = bitcast<u64>(l_mut_867);
let l_1148 = l_1140 >> u32(31);
let l_1149 = u64(l_1148);
let l_1150 = l_1149 << u32(bitcast<u64>(u64(63)));
let l_1151 = l_1147 | l_1150;
let l_1152 = bitcast<f64>(l_1151);
let l_1153 = bitcast<u32>(l_mut_25);
let l_1154 = l_1153 ^ u32(2147483648);
let l_1155 = bitcast<f32>(l_1154);
let l_1156 = bitcast<u32>(l_1155);
let l_1157 = l_1156 + u32(1);
l_mut_206 = l_1157;
let l_1158 = l_1156 & u32(2147483647);
let l_1159 = l_1158 == u32(0);
if l_1159 {
l_mut_206 = u32(1);
} else {
let l_1160 = l_1156 & u32(2147483648);
let l_1161 = l_1160 != u32(0);
if l_1161 {
let l_1162 = l_1156 - u32(1);
l_mut_206 = l_1162;
} else {
let l_1163 = l_1156 == u32(2139095040);
if l_1163 {
l_mut_206 = l_1156;
}
}
}
let l_1164 = bitcast<f32>(l_mut_206);
let l_1165 = bitcast<u32>(l_1164);
let l_1166 = l_1165 ^ u32(2147483648);
let l_1167 = bitcast<f32>(l_1166);
let l_1168 = bitcast<u32>(l_1167);
let l_1169 = l_1168 & u32(2147483647);
let l_1170 = bitcast<f32>(l_1169);
let l_1171 = f64(l_1170);
l_mut_867 = l_1171;
let l_1172 = l_1169 < u32(8388608);
if l_1172 {
let l_1173 = f64(l_1169);
let l_1174 = l_1173 * f64(1.401298464324817e-45);
l_mut_867 = l_1174;
}
let l_1175 = bitcast<u64>(l_mut_867);
let l_1176 = l_1168 >> u32(31);
let l_1177 = u64(l_1176);
let l_1178 = l_1177 << u32(bitcast<u64>(u64(63)));
let l_1179 = l_1175 | l_1178;
let l_1180 = bitcast<f64>(l_1179);
let l_1181 = l_1116 + l_1115;
let l_1182 = l_1181 <= l_1130;
l_mut_308 = l_1182;
let l_1183 = l_1116 - l_1115;
let l_1184 = l_1183 > l_1130;
l_mut_305 = l_1184;
let l_1185 = l_1117 - l_1115;
let l_1186 = l_1185 >= l_1130;
l_mut_302 = l_1186;
let l_1187 = l_1117 + l_1115;
let l_1188 = l_1187 < l_1130;
l_mut_299 = l_1188;
if l_176 {
let l_1189 = l_1116 + l_1115;
let l_1190 = l_1189 < l_1152;
l_mut_308 = l_1190;
let l_1191 = l_1116 - l_1115;
let l_1192 = l_1191 >= l_1152;
l_mut_305 = l_1192;
let l_1193 = l_1117 - l_1115;
let l_1194 = l_1193 > l_1180;
l_mut_302 = l_1194;
let l_1195 = l_1117 + l_1115;
let l_1196 = l_1195 <= l_1180;
l_mut_299 = l_1196;
}
l_mut_206 = u32(2);
let l_1197 = l_mut_305 || l_mut_299;
if l_1197 {
l_mut_206 = u32(1);
} else {
let l_1198 = l_mut_308 && l_mut_302;
if l_1198 {
l_mut_206 = u32(0);
}
}
let l_1199 = bitcast<u32>(l_mut_25);
let l_1200 = l_1199 & u32(2147483647);
let l_1201 = l_1200 == u32(0);
if l_1201 {
let l_1202 = l_1116 + l_1115;
let l_1203 = l_1202 < f64(1.1754943508222875e-38);
let l_1204 = l_1117 - l_1115;
let l_1205 = l_1204 > f64(-1.1754943508222875e-38);
let l_1206 = l_1203 && l_1205;
let l_1207 = l_1116 - l_1115;
let l_1208 = l_1207 < f64(1.1754943508222875e-38);
let l_1209 = l_1117 + l_1115;
let l_1210 = l_1209 > f64(-1.1754943508222875e-38);
let l_1211 = l_1208 && l_1210;
if l_1206 {
l_mut_206 = u32(0);
} else {
let l_1212 = l_mut_206 == u32(1);
let l_1213 = l_1211 && l_1212;
if l_1213 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
let l_1214 = l_172 == u32(14);
if l_1214 {
l_mut_190 = u32(0);
let l_1215 = l_185 > f64(0.0);
if l_1215 {
let l_1216 = f32(l_185);
let l_1217 = bitcast<u32>(l_1216);
let l_1218 = l_1217 & u32(2147483647);
let l_1219 = bitcast<f32>(l_1218);
let l_1220 = f64(l_1219);
l_mut_867 = l_1220;
let l_1221 = l_1218 < u32(8388608);
if l_1221 {
let l_1222 = f64(l_1218);
let l_1223 = l_1222 * f64(1.401298464324817e-45);
l_mut_867 = l_1223;
}
let l_1224 = bitcast<u64>(l_mut_867);
let l_1225 = l_1217 >> u32(31);
let l_1226 = u64(l_1225);
let l_1227 = l_1226 << u32(bitcast<u64>(u64(63)));
let l_1228 = l_1224 | l_1227;
let l_1229 = bitcast<f64>(l_1228);
l_mut_867 = l_1229;
let l_1230 = l_1229 < f64(0.0);
if l_1230 {
let l_1231 = bitcast<u64>(l_1229);
let l_1232 = l_1231 | u64(9221120237041090560);
let l_1233 = bitcast<f64>(l_1232);
l_mut_867 = l_1233;
} else {
let l_1234 = l_1229 == f64(0.0);
if l_1234 {
let l_1235 = abs(l_1229);
let l_1236 = bitcast<u64>(l_1235);
let l_1237 = l_1236 | u64(9218868437227405312);
let l_1238 = l_1237 & bitcast<u64>(i64(-4503599627370496));
let l_1239 = bitcast<f64>(l_1238);
let l_1240 = -l_1239;
l_mut_867 = l_1240;
} else {
let l_1241 = bitcast<u32>(l_1216);
let l_1242 = l_1241 < u32(2139095040);
if l_1242 {
let l_1243 = bitcast<u64>(l_1229);
let l_1244 = l_1243 >> u32(bitcast<u64>(u64(52)));
let l_1245 = l_1244 & u64(2047);
let l_1246 = i32(bitcast<i64>(l_1245));
let l_1247 = l_1246 - i32(1023);
l_mut_1248 = l_1247;
let l_1249 = l_1243 & u64(4503599627370495);
let l_1250 = l_1249 | u64(4607182418800017408);
let l_1251 = bitcast<f64>(l_1250);
l_mut_219 = l_1251;
let l_1252 = l_mut_219 > f64(1.4142135623730951);
if l_1252 {
l_mut_219 = l_mut_219 * f64(0.5);
l_mut_1248 = l_mut_1248 + i32(1);
}
let l_1253 = l_mut_219 - f64(1.0);
let l_1254 = f64(2.0) + l_1253;
let l_1255 = l_1253 / l_1254;
let l_1256 = l_1255 * l_1255;
let l_1257 = l_1256 * f64(0.04);
let l_1258 = l_1257 + f64(0.043478260869565216);
l_mut_219 = l_1258;
let l_1259 = l_mut_219 * l_1256;
let l_1260 = l_1259 + f64(0.047619047619047616);
l_mut_219 = l_1260;
let l_1261 = l_mut_219 * l_1256;
let l_1262 = l_1261 + f64(0.05263157894736842);
l_mut_219 = l_1262;
let l_1263 = l_mut_219 * l_1256;
let l_1264 = l_1263 + f64(0.058823529411764705);
l_mut_219 = l_1264;
let l_1265 = l_mut_219 * l_1256;
let l_1266 = l_1265 + f64(0.06666666666666667);
l_mut_219 = l_1266;
let l_1267 = l_mut_219 * l_1256;
let l_1268 = l_1267 + f64(0.07692307692307693);
l_mut_219 = l_1268;
let l_1269 = l_mut_219 * l_1256;
let l_1270 = l_1269 + f64(0.09090909090909091);
l_mut_219 = l_1270;
let l_1271 = l_mut_219 * l_1256;
let l_1272 = l_1271 + f64(0.1111111111111111);
l_mut_219 = l_1272;
let l_1273 = l_mut_219 * l_1256;
let l_1274 = l_1273 + f64(0.14285714285714285);
l_mut_219 = l_1274;
let l_1275 = l_mut_219 * l_1256;
let l_1276 = l_1275 + f64(0.2);
l_mut_219 = l_1276;
let l_1277 = l_mut_219 * l_1256;
let l_1278 = l_1277 + f64(0.3333333333333333);
l_mut_219 = l_1278;
let l_1279 = f64(2.0) * l_1255;
let l_1280 = f64(2.0) * l_1255;
let l_1281 = l_1280 * l_1256;
let l_1282 = l_1281 * l_mut_219;
let l_1283 = l_1279 + l_1282;
let l_1284 = f64(l_mut_1248);
let l_1285 = l_1284 * f64(0.6931471824645996);
let l_1286 = l_1284 * f64(-1.904654299957768e-9);
let l_1287 = l_1286 + l_1283;
let l_1288 = l_1285 + l_1287;
l_mut_867 = l_1288;
}
}
}
let l_1289 = l_mut_867 / f64(0.6931471805599453);
let l_1290 = abs(l_1289);
let l_1291 = l_178 * l_1290;
l_mut_867 = l_1291;
let l_1292 = l_185 >= f64(0.5);
let l_1293 = l_185 <= f64(2.0);
let l_1294 = l_1292 && l_1293;
if l_1294 {
l_mut_867 = l_178;
}
let l_1295 = abs(l_1289);
let l_1296 = l_1295 * f64(1.4551915228366852e-11);
let l_1297 = f64(1.0) + l_178;
let l_1298 = l_1296 * l_1297;
let l_1299 = l_1289 - l_mut_867;
let l_1300 = l_1289 + l_mut_867;
let l_1302 = l_1299 * l_181;
let l_1303 = l_1299 * l_184;
let l_1304 = l_1300 * l_181;
let l_1305 = l_1300 * l_184;
a_1301[u32(0)] = l_1302;
a_1301[u32(1)] = l_1302;
let l_1306 = a_1301[u32(0)];
let l_1307 = l_1303 < l_1306;
if l_1307 {
a_1301[u32(0)] = l_1303;
}
let l_1308 = a_1301[u32(0)];
let l_1309 = l_1304 < l_1308;
if l_1309 {
a_1301[u32(0)] = l_1304;
}
let l_1310 = a_1301[u32(0)];
let l_1311 = l_1305 < l_1310;
if l_1311 {
a_1301[u32(0)] = l_1305;
}
let l_1312 = a_1301[u32(1)];
let l_1313 = l_1303 > l_1312;
if l_1313 {
a_1301[u32(1)] = l_1303;
}
let l_1314 = a_1301[u32(1)];
let l_1315 = l_1304 > l_1314;
if l_1315 {
a_1301[u32(1)] = l_1304;
}
let l_1316 = a_1301[u32(1)];
let l_1317 = l_1305 > l_1316;
if l_1317 {
a_1301[u32(1)] = l_1305;
}
let l_1318 = l_1298 * l_184;
l_mut_248 = u32(2);
let l_1319 = a_1301[u32(0)];
let l_1320 = l_1319 - l_1318;
let l_1321 = l_1320 * f64(7.1362384635298e44);
let l_1322 = floor(l_1321);
let l_1323 = l_1322 * f64(1.401298464324817e-45);
l_mut_867 = l_1323;
let l_1324 = abs(l_1320);
let l_1325 = l_1324 >= f64(1.1754943508222875e-38);
if l_1325 {
let l_1326 = f32(l_1320);
let l_1327 = f64(l_1326);
l_mut_867 = l_1327;
let l_1328 = l_mut_867 > l_1320;
if l_1328 {
let l_1329 = bitcast<u32>(l_1326);
let l_1330 = l_1329 ^ u32(2147483648);
let l_1331 = bitcast<f32>(l_1330);
let l_1332 = bitcast<u32>(l_1331);
let l_1333 = l_1332 + u32(1);
l_mut_206 = l_1333;
let l_1334 = l_1332 & u32(2147483647);
let l_1335 = l_1334 == u32(0);
if l_1335 {
l_mut_206 = u32(1);
} else {
let l_1336 = l_1332 & u32(2147483648);
let l_1337 = l_1336 != u32(0);
if l_1337 {
let l_1338 = l_1332 - u32(1);
l_mut_206 = l_1338;
} else {
let l_1339 = l_1332 == u32(2139095040);
if l_1339 {
l_mut_206 = l_1332;
}
}
}
let l_1340 = bitcast<f32>(l_mut_206);
let l_1341 = bitcast<u32>(l_1340);
let l_1342 = l_1341 ^ u32(2147483648);
let l_1343 = bitcast<f32>(l_1342);
let l_1344 = bitcast<u32>(l_1343);
let l_1345 = l_1344 & u32(2147483647);
let l_1346 = bitcast<f32>(l_1345);
let l_1347 = f64(l_1346);
l_mut_219 = l_1347;
let l_1348 = l_1345 < u32(8388608);
if l_1348 {
let l_1349 = f64(l_1345);
let l_1350 = l_1349 * f64(1.401298464324817e-45);
l_mut_219 = l_1350;
}
let l_1351 = bitcast<u64>(l_mut_219);
let l_1352 = l_1344 >> u32(31);
let l_1353 = u64(l_1352);
let l_1354 = l_1353 << u32(bitcast<u64>(u64(63)));
let l_1355 = l_1351 | l_1354;
let l_1356 = bitcast<f64>(l_1355);
l_mut_867 = l_1356;
} else {
let l_1357 = bitcast<u32>(l_1326);
let l_1358 = l_1357 + u32(1);
l_mut_206 = l_1358;
let l_1359 = l_1357 & u32(2147483647);
let l_1360 = l_1359 == u32(0);
if l_1360 {
l_mut_206 = u32(1);
} else {
let l_1361 = l_1357 & u32(2147483648);
let l_1362 = l_1361 != u32(0);
if l_1362 {
let l_1363 = l_1357 - u32(1);
l_mut_206 = l_1363;
} else {
let l_1364 = l_1357 == u32(2139095040);
if l_1364 {
l_mut_206 = l_1357;
}
}
}
let l_1365 = bitcast<f32>(l_mut_206);
let l_1366 = bitcast<u32>(l_1365);
let l_1367 = l_1366 & u32(2147483647);
let l_1368 = bitcast<f32>(l_1367);
let l_1369 = f64(l_1368);
l_mut_219 = l_1369;
let l_1370 = l_1367 < u32(8388608);
if l_1370 {
let l_1371 = f64(l_1367);
let l_1372 = l_1371 * f64(1.401298464324817e-45);
l_mut_219 = l_1372;
}
let l_1373 = bitcast<u64>(l_mut_219);
let l_1374 = l_1366 >> u32(31);
let l_1375 = u64(l_1374);
let l_1376 = l_1375 << u32(bitcast<u64>(u64(63)));
let l_1377 = l_1373 | l_1376;
let l_1378 = bitcast<f64>(l_1377);
let l_1379 = l_1378 <= l_1320;
if l_1379 {
let l_1380 = bitcast<u32>(l_1326);
let l_1381 = l_1380 + u32(1);
l_mut_206 = l_1381;
let l_1382 = l_1380 & u32(2147483647);
let l_1383 = l_1382 == u32(0);
if l_1383 {
l_mut_206 = u32(1);
} else {
let l_1384 = l_1380 & u32(2147483648);
let l_1385 = l_1384 != u32(0);
if l_1385 {
let l_1386 = l_1380 - u32(1);
l_mut_206 = l_1386;
} else {
let l_1387 = l_1380 == u32(2139095040);
if l_1387 {
l_mut_206 = l_1380;
}
}
}
let l_1388 = bitcast<f32>(l_mut_206);
let l_1389 = bitcast<u32>(l_1388);
let l_1390 = l_1389 & u32(2147483647);
let l_1391 = bitcast<f32>(l_1390);
let l_1392 = f64(l_1391);
l_mut_219 = l_1392;
let l_1393 = l_1390 < u32(8388608);
if l_1393 {
let l_1394 = f64(l_1390);
let l_1395 = l_1394 * f64(1.401298464324817e-45);
l_mut_219 = l_1395;
}
let l_1396 = bitcast<u64>(l_mut_219);
let l_1397 = l_1389 >> u32(31);
let l_1398 = u64(l_1397);
let l_1399 = l_1398 << u32(bitcast<u64>(u64(63)));
let l_1400 = l_1396 | l_1399;
let l_1401 = bitcast<f64>(l_1400);
l_mut_867 = l_1401;
}
}
}
let l_1402 = l_1319 + l_1318;
let l_1403 = l_1402 * f64(7.1362384635298e44);
let l_1404 = floor(l_1403);
let l_1405 = l_1404 * f64(1.401298464324817e-45);
l_mut_219 = l_1405;
let l_1406 = abs(l_1402);
let l_1407 = l_1406 >= f64(1.1754943508222875e-38);
if l_1407 {
let l_1408 = f32(l_1402);
let l_1409 = f64(l_1408);
l_mut_219 = l_1409;
let l_1410 = l_mut_219 > l_1402;
if l_1410 {
let l_1411 = bitcast<u32>(l_1408);
let l_1412 = l_1411 ^ u32(2147483648);
let l_1413 = bitcast<f32>(l_1412);
let l_1414 = bitcast<u32>(l_1413);
let l_1415 = l_1414 + u32(1);
l_mut_206 = l_1415;
let l_1416 = l_1414 & u32(2147483647);
let l_1417 = l_1416 == u32(0);
if l_1417 {
l_mut_206 = u32(1);
} else {
let l_1418 = l_1414 & u32(2147483648);
let l_1419 = l_1418 != u32(0);
if l_1419 {
let l_1420 = l_1414 - u32(1);
l_mut_206 = l_1420;
} else {
let l_1421 = l_1414 == u32(2139095040);
if l_1421 {
l_mut_206 = l_1414;
}
}
}
let l_1422 = bitcast<f32>(l_mut_206);
let l_1423 = bitcast<u32>(l_1422);
let l_1424 = l_1423 ^ u32(2147483648);
let l_1425 = bitcast<f32>(l_1424);
let l_1426 = bitcast<u32>(l_1425);
let l_1427 = l_1426 & u32(2147483647);
let l_1428 = bitcast<f32>(l_1427);
let l_1429 = f64(l_1428);
l_mut_45 = l_1429;
let l_1430 = l_1427 < u32(8388608);
if l_1430 {
let l_1431 = f64(l_1427);
let l_1432 = l_1431 * f64(1.401298464324817e-45);
l_mut_45 = l_1432;
}
let l_1433 = bitcast<u64>(l_mut_45);
let l_1434 = l_1426 >> u32(31);
let l_1435 = u64(l_1434);
let l_1436 = l_1435 << u32(bitcast<u64>(u64(63)));
let l_1437 = l_1433 | l_1436;
let l_1438 = bitcast<f64>(l_1437);
l_mut_219 = l_1438;
} else {
let l_1439 = bitcast<u32>(l_1408);
let l_1440 = l_1439 + u32(1);
l_mut_206 = l_1440;
let l_1441 = l_1439 & u32(2147483647);
let l_1442 = l_1441 == u32(0);
if l_1442 {
l_mut_206 = u32(1);
} else {
let l_1443 = l_1439 & u32(2147483648);
let l_1444 = l_1443 != u32(0);
if l_1444 {
let l_1445 = l_1439 - u32(1);
l_mut_206 = l_1445;
} else {
let l_1446 = l_1439 == u32(2139095040);
if l_1446 {
l_mut_206 = l_1439;
}
}
}
let l_1447 = bitcast<f32>(l_mut_206);
let l_1448 = bitcast<u32>(l_1447);
let l_1449 = l_1448 & u32(2147483647);
let l_1450 = bitcast<f32>(l_1449);
let l_1451 = f64(l_1450);
l_mut_45 = l_1451;
let l_1452 = l_1449 < u32(8388608);
if l_1452 {
let l_1453 = f64(l_1449);
let l_1454 = l_1453 * f64(1.401298464324817e-45);
l_mut_45 = l_1454;
}
let l_1455 = bitcast<u64>(l_mut_45);
let l_1456 = l_1448 >> u32(31);
let l_1457 = u64(l_1456);
let l_1458 = l_1457 << u32(bitcast<u64>(u64(63)));
let l_1459 = l_1455 | l_1458;
let l_1460 = bitcast<f64>(l_1459);
let l_1461 = l_1460 <= l_1402;
if l_1461 {
let l_1462 = bitcast<u32>(l_1408);
let l_1463 = l_1462 + u32(1);
l_mut_206 = l_1463;
let l_1464 = l_1462 & u32(2147483647);
let l_1465 = l_1464 == u32(0);
if l_1465 {
l_mut_206 = u32(1);
} else {
let l_1466 = l_1462 & u32(2147483648);
let l_1467 = l_1466 != u32(0);
if l_1467 {
let l_1468 = l_1462 - u32(1);
l_mut_206 = l_1468;
} else {
let l_1469 = l_1462 == u32(2139095040);
if l_1469 {
l_mut_206 = l_1462;
}
}
}
let l_1470 = bitcast<f32>(l_mut_206);
let l_1471 = bitcast<u32>(l_1470);
let l_1472 = l_1471 & u32(2147483647);
let l_1473 = bitcast<f32>(l_1472);
let l_1474 = f64(l_1473);
l_mut_45 = l_1474;
let l_1475 = l_1472 < u32(8388608);
if l_1475 {
let l_1476 = f64(l_1472);
let l_1477 = l_1476 * f64(1.401298464324817e-45);
l_mut_45 = l_1477;
}
let l_1478 = bitcast<u64>(l_mut_45);
let l_1479 = l_1471 >> u32(31);
let l_1480 = u64(l_1479);
let l_1481 = l_1480 << u32(bitcast<u64>(u64(63)));
let l_1482 = l_1478 | l_1481;
let l_1483 = bitcast<f64>(l_1482);
l_mut_219 = l_1483;
}
}
}
let l_1484 = l_mut_867 == l_mut_219;
let l_1485 = a_1301[u32(1)];
let l_1486 = l_1485 - l_1318;
let l_1487 = l_1486 * f64(7.1362384635298e44);
let l_1488 = floor(l_1487);
let l_1489 = l_1488 * f64(1.401298464324817e-45);
l_mut_867 = l_1489;
let l_1490 = abs(l_1486);
let l_1491 = l_1490 >= f64(1.1754943508222875e-38);
if l_1491 {
let l_1492 = f32(l_1486);
let l_1493 = f64(l_1492);
l_mut_867 = l_1493;
let l_1494 = l_mut_867 > l_1486;
if l_1494 {
let l_1495 = bitcast<u32>(l_1492);
let l_1496 = l_1495 ^ u32(2147483648);
let l_1497 = bitcast<f32>(l_1496);
let l_1498 = bitcast<u32>(l_1497);
let l_1499 = l_1498 + u32(1);
l_mut_206 = l_1499;
let l_1500 = l_1498 & u32(2147483647);
let l_1501 = l_1500 == u32(0);
if l_1501 {
l_mut_206 = u32(1);
} else {
let l_1502 = l_1498 & u32(2147483648);
let l_1503 = l_1502 != u32(0);
if l_1503 {
let l_1504 = l_1498 - u32(1);
l_mut_206 = l_1504;
} else {
let l_1505 = l_1498 == u32(2139095040);
if l_1505 {
l_mut_206 = l_1498;
}
}
}
let l_1506 = bitcast<f32>(l_mut_206);
let l_1507 = bitcast<u32>(l_1506);
let l_1508 = l_1507 ^ u32(2147483648);
let l_1509 = bitcast<f32>(l_1508);
let l_1510 = bitcast<u32>(l_1509);
let l_1511 = l_1510 & u32(2147483647);
let l_1512 = bitcast<f32>(l_1511);
let l_1513 = f64(l_1512);
l_mut_219 = l_1513;
let l_1514 = l_1511 < u32(8388608);
if l_1514 {
let l_1515 = f64(l_1511);
let l_1516 = l_1515 * f64(1.401298464324817e-45);
l_mut_219 = l_1516;
}
let l_1517 = bitcast<u64>(l_mut_219);
let l_1518 = l_1510 >> u32(31);
let l_1519 = u64(l_1518);
let l_1520 = l_1519 << u32(bitcast<u64>(u64(63)));
let l_1521 = l_1517 | l_1520;
let l_1522 = bitcast<f64>(l_1521);
l_mut_867 = l_1522;
} else {
let l_1523 = bitcast<u32>(l_1492);
let l_1524 = l_1523 + u32(1);
l_mut_206 = l_1524;
let l_1525 = l_1523 & u32(2147483647);
let l_1526 = l_1525 == u32(0);
if l_1526 {
l_mut_206 = u32(1);
} else {
let l_1527 = l_1523 & u32(2147483648);
let l_1528 = l_1527 != u32(0);
if l_1528 {
let l_1529 = l_1523 - u32(1);
l_mut_206 = l_1529;
} else {
let l_1530 = l_1523 == u32(2139095040);
if l_1530 {
l_mut_206 = l_1523;
}
}
}
let l_1531 = bitcast<f32>(l_mut_206);
let l_1532 = bitcast<u32>(l_1531);
let l_1533 = l_1532 & u32(2147483647);
let l_1534 = bitcast<f32>(l_1533);
let l_1535 = f64(l_1534);
l_mut_219 = l_1535;
let l_1536 = l_1533 < u32(8388608);
if l_1536 {
let l_1537 = f64(l_1533);
let l_1538 = l_1537 * f64(1.401298464324817e-45);
l_mut_219 = l_1538;
}
let l_1539 = bitcast<u64>(l_mut_219);
let l_1540 = l_1532 >> u32(31);
let l_1541 = u64(l_1540);
let l_1542 = l_1541 << u32(bitcast<u64>(u64(63)));
let l_1543 = l_1539 | l_1542;
let l_1544 = bitcast<f64>(l_1543);
let l_1545 = l_1544 <= l_1486;
if l_1545 {
let l_1546 = bitcast<u32>(l_1492);
let l_1547 = l_1546 + u32(1);
l_mut_206 = l_1547;
let l_1548 = l_1546 & u32(2147483647);
let l_1549 = l_1548 == u32(0);
if l_1549 {
l_mut_206 = u32(1);
} else {
let l_1550 = l_1546 & u32(2147483648);
let l_1551 = l_1550 != u32(0);
if l_1551 {
let l_1552 = l_1546 - u32(1);
l_mut_206 = l_1552;
} else {
let l_1553 = l_1546 == u32(2139095040);
if l_1553 {
l_mut_206 = l_1546;
}
}
}
let l_1554 = bitcast<f32>(l_mut_206);
let l_1555 = bitcast<u32>(l_1554);
let l_1556 = l_1555 & u32(2147483647);
let l_1557 = bitcast<f32>(l_1556);
let l_1558 = f64(l_1557);
l_mut_219 = l_1558;
let l_1559 = l_1556 < u32(8388608);
if l_1559 {
let l_1560 = f64(l_1556);
let l_1561 = l_1560 * f64(1.401298464324817e-45);
l_mut_219 = l_1561;
}
let l_1562 = bitcast<u64>(l_mut_219);
let l_1563 = l_1555 >> u32(31);
let l_1564 = u64(l_1563);
let l_1565 = l_1564 << u32(bitcast<u64>(u64(63)));
let l_1566 = l_1562 | l_1565;
let l_1567 = bitcast<f64>(l_1566);
l_mut_867 = l_1567;
}
}
}
let l_1568 = l_1485 + l_1318;
let l_1569 = l_1568 * f64(7.1362384635298e44);
let l_1570 = floor(l_1569);
let l_1571 = l_1570 * f64(1.401298464324817e-45);
l_mut_219 = l_1571;
let l_1572 = abs(l_1568);
let l_1573 = l_1572 >= f64(1.1754943508222875e-38);
if l_1573 {
let l_1574 = f32(l_1568);
let l_1575 = f64(l_1574);
l_mut_219 = l_1575;
let l_1576 = l_mut_219 > l_1568;
if l_1576 {
let l_1577 = bitcast<u32>(l_1574);
let l_1578 = l_1577 ^ u32(2147483648);
let l_1579 = bitcast<f32>(l_1578);
let l_1580 = bitcast<u32>(l_1579);
let l_1581 = l_1580 + u32(1);
l_mut_206 = l_1581;
let l_1582 = l_1580 & u32(2147483647);
let l_1583 = l_1582 == u32(0);
if l_1583 {
l_mut_206 = u32(1);
} else {
let l_1584 = l_1580 & u32(2147483648);
let l_1585 = l_1584 != u32(0);
if l_1585 {
let l_1586 = l_1580 - u32(1);
l_mut_206 = l_1586;
} else {
let l_1587 = l_1580 == u32(2139095040);
if l_1587 {
l_mut_206 = l_1580;
}
}
}
let l_1588 = bitcast<f32>(l_mut_206);
let l_1589 = bitcast<u32>(l_1588);
let l_1590 = l_1589 ^ u32(2147483648);
let l_1591 = bitcast<f32>(l_1590);
let l_1592 = bitcast<u32>(l_1591);
let l_1593 = l_1592 & u32(2147483647);
let l_1594 = bitcast<f32>(l_1593);
let l_1595 = f64(l_1594);
l_mut_45 = l_1595;
let l_1596 = l_1593 < u32(8388608);
if l_1596 {
let l_1597 = f64(l_1593);
let l_1598 = l_1597 * f64(1.401298464324817e-45);
l_mut_45 = l_1598;
}
let l_1599 = bitcast<u64>(l_mut_45);
let l_1600 = l_1592 >> u32(31);
let l_1601 = u64(l_1600);
let l_1602 = l_1601 << u32(bitcast<u64>(u64(63)));
let l_1603 = l_1599 | l_1602;
let l_1604 = bitcast<f64>(l_1603);
l_mut_219 = l_1604;
} else {
let l_1605 = bitcast<u32>(l_1574);
let l_1606 = l_1605 + u32(1);
l_mut_206 = l_1606;
let l_1607 = l_1605 & u32(2147483647);
let l_1608 = l_1607 == u32(0);
if l_1608 {
l_mut_206 = u32(1);
} else {
let l_1609 = l_1605 & u32(2147483648);
let l_1610 = l_1609 != u32(0);
if l_1610 {
let l_1611 = l_1605 - u32(1);
l_mut_206 = l_1611;
} else {
let l_1612 = l_1605 == u32(2139095040);
if l_1612 {
l_mut_206 = l_1605;
}
}
}
let l_1613 = bitcast<f32>(l_mut_206);
let l_1614 = bitcast<u32>(l_1613);
let l_1615 = l_1614 & u32(2147483647);
let l_1616 = bitcast<f32>(l_1615);
let l_1617 = f64(l_1616);
l_mut_45 = l_1617;
let l_1618 = l_1615 < u32(8388608);
if l_1618 {
let l_1619 = f64(l_1615);
let l_1620 = l_1619 * f64(1.401298464324817e-45);
l_mut_45 = l_1620;
}
let l_1621 = bitcast<u64>(l_mut_45);
let l_1622 = l_1614 >> u32(31);
let l_1623 = u64(l_1622);
let l_1624 = l_1623 << u32(bitcast<u64>(u64(63)));
let l_1625 = l_1621 | l_1624;
let l_1626 = bitcast<f64>(l_1625);
let l_1627 = l_1626 <= l_1568;
if l_1627 {
let l_1628 = bitcast<u32>(l_1574);
let l_1629 = l_1628 + u32(1);
l_mut_206 = l_1629;
let l_1630 = l_1628 & u32(2147483647);
let l_1631 = l_1630 == u32(0);
if l_1631 {
l_mut_206 = u32(1);
} else {
let l_1632 = l_1628 & u32(2147483648);
let l_1633 = l_1632 != u32(0);
if l_1633 {
let l_1634 = l_1628 - u32(1);
l_mut_206 = l_1634;
} else {
let l_1635 = l_1628 == u32(2139095040);
if l_1635 {
l_mut_206 = l_1628;
}
}
}
let l_1636 = bitcast<f32>(l_mut_206);
let l_1637 = bitcast<u32>(l_1636);
let l_1638 = l_1637 & u32(2147483647);
let l_1639 = bitcast<f32>(l_1638);
let l_1640 = f64(l_1639);
l_mut_45 = l_1640;
let l_1641 = l_1638 < u32(8388608);
if l_1641 {
let l_1642 = f64(l_1638);
let l_1643 = l_1642 * f64(1.401298464324817e-45);
l_mut_45 = l_1643;
}
let l_1644 = bitcast<u64>(l_mut_45);
let l_1645 = l_1637 >> u32(31);
let l_1646 = u64(l_1645);
let l_1647 = l_1646 << u32(bitcast<u64>(u64(63)));
let l_1648 = l_1644 | l_1647;
let l_1649 = bitcast<f64>(l_1648);
l_mut_219 = l_1649;
}
}
}
let l_1650 = l_mut_867 == l_mut_219;
let l_1651 = l_1484 && l_1650;
if l_1651 {
let l_1652 = a_1301[u32(0)];
let l_1653 = l_1652 * f64(7.1362384635298e44);
let l_1654 = floor(l_1653);
let l_1655 = l_1654 * f64(1.401298464324817e-45);
l_mut_867 = l_1655;
let l_1656 = abs(l_1652);
let l_1657 = l_1656 >= f64(1.1754943508222875e-38);
if l_1657 {
let l_1658 = f32(l_1652);
let l_1659 = f64(l_1658);
l_mut_867 = l_1659;
let l_1660 = l_mut_867 > l_1652;
if l_1660 {
let l_1661 = bitcast<u32>(l_1658);
let l_1662 = l_1661 ^ u32(2147483648);
let l_1663 = bitcast<f32>(l_1662);
let l_1664 = bitcast<u32>(l_1663);
let l_1665 = l_1664 + u32(1);
l_mut_206 = l_1665;
let l_1666 = l_1664 & u32(2147483647);
let l_1667 = l_1666 == u32(0);
if l_1667 {
l_mut_206 = u32(1);
} else {
let l_1668 = l_1664 & u32(2147483648);
let l_1669 = l_1668 != u32(0);
if l_1669 {
let l_1670 = l_1664 - u32(1);
l_mut_206 = l_1670;
} else {
let l_1671 = l_1664 == u32(2139095040);
if l_1671 {
l_mut_206 = l_1664;
}
}
}
let l_1672 = bitcast<f32>(l_mut_206);
let l_1673 = bitcast<u32>(l_1672);
let l_1674 = l_1673 ^ u32(2147483648);
let l_1675 = bitcast<f32>(l_1674);
let l_1676 = bitcast<u32>(l_1675);
let l_1677 = l_1676 & u32(2147483647);
let l_1678 = bitcast<f32>(l_1677);
let l_1679 = f64(l_1678);
l_mut_219 = l_1679;
let l_1680 = l_1677 < u32(8388608);
if l_1680 {
let l_1681 = f64(l_1677);
let l_1682 = l_1681 * f64(1.401298464324817e-45);
l_mut_219 = l_1682;
}
let l_1683 = bitcast<u64>(l_mut_219);
let l_1684 = l_1676 >> u32(31);
let l_1685 = u64(l_1684);
let l_1686 = l_1685 << u32(bitcast<u64>(u64(63)));
let l_1687 = l_1683 | l_1686;
let l_1688 = bitcast<f64>(l_1687);
l_mut_867 = l_1688;
} else {
let l_1689 = bitcast<u32>(l_1658);
let l_1690 = l_1689 + u32(1);
l_mut_206 = l_1690;
let l_1691 = l_1689 & u32(2147483647);
let l_1692 = l_1691 == u32(0);
if l_1692 {
l_mut_206 = u32(1);
} else {
let l_1693 = l_1689 & u32(2147483648);
let l_1694 = l_1693 != u32(0);
if l_1694 {
let l_1695 = l_1689 - u32(1);
l_mut_206 = l_1695;
} else {
let l_1696 = l_1689 == u32(2139095040);
if l_1696 {
l_mut_206 = l_1689;
}
}
}
let l_1697 = bitcast<f32>(l_mut_206);
let l_1698 = bitcast<u32>(l_1697);
let l_1699 = l_1698 & u32(2147483647);
let l_1700 = bitcast<f32>(l_1699);
let l_1701 = f64(l_1700);
l_mut_219 = l_1701;
let l_1702 = l_1699 < u32(8388608);
if l_1702 {
let l_1703 = f64(l_1699);
let l_1704 = l_1703 * f64(1.401298464324817e-45);
l_mut_219 = l_1704;
}
let l_1705 = bitcast<u64>(l_mut_219);
let l_1706 = l_1698 >> u32(31);
let l_1707 = u64(l_1706);
let l_1708 = l_1707 << u32(bitcast<u64>(u64(63)));
let l_1709 = l_1705 | l_1708;
let l_1710 = bitcast<f64>(l_1709);
let l_1711 = l_1710 <= l_1652;
if l_1711 {
let l_1712 = bitcast<u32>(l_1658);
let l_1713 = l_1712 + u32(1);
l_mut_206 = l_1713;
let l_1714 = l_1712 & u32(2147483647);
let l_1715 = l_1714 == u32(0);
if l_1715 {
l_mut_206 = u32(1);
} else {
let l_1716 = l_1712 & u32(2147483648);
let l_1717 = l_1716 != u32(0);
if l_1717 {
let l_1718 = l_1712 - u32(1);
l_mut_206 = l_1718;
} else {
let l_1719 = l_1712 == u32(2139095040);
if l_1719 {
l_mut_206 = l_1712;
}
}
}
let l_1720 = bitcast<f32>(l_mut_206);
let l_1721 = bitcast<u32>(l_1720);
let l_1722 = l_1721 & u32(2147483647);
let l_1723 = bitcast<f32>(l_1722);
let l_1724 = f64(l_1723);
l_mut_219 = l_1724;
let l_1725 = l_1722 < u32(8388608);
if l_1725 {
let l_1726 = f64(l_1722);
let l_1727 = l_1726 * f64(1.401298464324817e-45);
l_mut_219 = l_1727;
}
let l_1728 = bitcast<u64>(l_mut_219);
let l_1729 = l_1721 >> u32(31);
let l_1730 = u64(l_1729);
let l_1731 = l_1730 << u32(bitcast<u64>(u64(63)));
let l_1732 = l_1728 | l_1731;
let l_1733 = bitcast<f64>(l_1732);
l_mut_867 = l_1733;
}
}
}
let l_1734 = a_1301[u32(1)];
let l_1735 = -l_1734;
let l_1736 = l_1735 * f64(7.1362384635298e44);
let l_1737 = floor(l_1736);
let l_1738 = l_1737 * f64(1.401298464324817e-45);
l_mut_219 = l_1738;
let l_1739 = abs(l_1735);
let l_1740 = l_1739 >= f64(1.1754943508222875e-38);
if l_1740 {
let l_1741 = f32(l_1735);
let l_1742 = f64(l_1741);
l_mut_219 = l_1742;
let l_1743 = l_mut_219 > l_1735;
if l_1743 {
let l_1744 = bitcast<u32>(l_1741);
let l_1745 = l_1744 ^ u32(2147483648);
let l_1746 = bitcast<f32>(l_1745);
let l_1747 = bitcast<u32>(l_1746);
let l_1748 = l_1747 + u32(1);
l_mut_206 = l_1748;
let l_1749 = l_1747 & u32(2147483647);
let l_1750 = l_1749 == u32(0);
if l_1750 {
l_mut_206 = u32(1);
} else {
let l_1751 = l_1747 & u32(2147483648);
let l_1752 = l_1751 != u32(0);
if l_1752 {
let l_1753 = l_1747 - u32(1);
l_mut_206 = l_1753;
} else {
let l_1754 = l_1747 == u32(2139095040);
if l_1754 {
l_mut_206 = l_1747;
}
}
}
let l_1755 = bitcast<f32>(l_mut_206);
let l_1756 = bitcast<u32>(l_1755);
let l_1757 = l_1756 ^ u32(2147483648);
let l_1758 = bitcast<f32>(l_1757);
let l_1759 = bitcast<u32>(l_1758);
let l_1760 = l_1759 & u32(2147483647);
let l_1761 = bitcast<f32>(l_1760);
let l_1762 = f64(l_1761);
l_mut_45 = l_1762;
let l_1763 = l_1760 < u32(8388608);
if l_1763 {
let l_1764 = f64(l_1760);
let l_1765 = l_1764 * f64(1.401298464324817e-45);
l_mut_45 = l_1765;
}
let l_1766 = bitcast<u64>(l_mut_45);
let l_1767 = l_1759 >> u32(31);
let l_1768 = u64(l_1767);
let l_1769 = l_1768 << u32(bitcast<u64>(u64(63)));
let l_1770 = l_1766 | l_1769;
let l_1771 = bitcast<f64>(l_1770);
l_mut_219 = l_1771;
} else {
let l_1772 = bitcast<u32>(l_1741);
let l_1773 = l_1772 + u32(1);
l_mut_206 = l_1773;
let l_1774 = l_1772 & u32(2147483647);
let l_1775 = l_1774 == u32(0);
if l_1775 {
l_mut_206 = u32(1);
} else {
let l_1776 = l_1772 & u32(2147483648);
let l_1777 = l_1776 != u32(0);
if l_1777 {
let l_1778 = l_1772 - u32(1);
l_mut_206 = l_1778;
} else {
let l_1779 = l_1772 == u32(2139095040);
if l_1779 {
l_mut_206 = l_1772;
}
}
}
let l_1780 = bitcast<f32>(l_mut_206);
let l_1781 = bitcast<u32>(l_1780);
let l_1782 = l_1781 & u32(2147483647);
let l_1783 = bitcast<f32>(l_1782);
let l_1784 = f64(l_1783);
l_mut_45 = l_1784;
let l_1785 = l_1782 < u32(8388608);
if l_1785 {
let l_1786 = f64(l_1782);
let l_1787 = l_1786 * f64(1.401298464324817e-45);
l_mut_45 = l_1787;
}
let l_1788 = bitcast<u64>(l_mut_45);
let l_1789 = l_1781 >> u32(31);
let l_1790 = u64(l_1789);
let l_1791 = l_1790 << u32(bitcast<u64>(u64(63)));
let l_1792 = l_1788 | l_1791;
let l_1793 = bitcast<f64>(l_1792);
let l_1794 = l_1793 <= l_1735;
if l_1794 {
let l_1795 = bitcast<u32>(l_1741);
let l_1796 = l_1795 + u32(1);
l_mut_206 = l_1796;
let l_1797 = l_1795 & u32(2147483647);
let l_1798 = l_1797 == u32(0);
if l_1798 {
l_mut_206 = u32(1);
} else {
let l_1799 = l_1795 & u32(2147483648);
let l_1800 = l_1799 != u32(0);
if l_1800 {
let l_1801 = l_1795 - u32(1);
l_mut_206 = l_1801;
} else {
let l_1802 = l_1795 == u32(2139095040);
if l_1802 {
l_mut_206 = l_1795;
}
}
}
let l_1803 = bitcast<f32>(l_mut_206);
let l_1804 = bitcast<u32>(l_1803);
let l_1805 = l_1804 & u32(2147483647);
let l_1806 = bitcast<f32>(l_1805);
let l_1807 = f64(l_1806);
l_mut_45 = l_1807;
let l_1808 = l_1805 < u32(8388608);
if l_1808 {
let l_1809 = f64(l_1805);
let l_1810 = l_1809 * f64(1.401298464324817e-45);
l_mut_45 = l_1810;
}
let l_1811 = bitcast<u64>(l_mut_45);
let l_1812 = l_1804 >> u32(31);
let l_1813 = u64(l_1812);
let l_1814 = l_1813 << u32(bitcast<u64>(u64(63)));
let l_1815 = l_1811 | l_1814;
let l_1816 = bitcast<f64>(l_1815);
l_mut_219 = l_1816;
}
}
}
let l_1817 = -l_mut_219;
let l_1818 = bitcast<u32>(l_mut_25);
let l_1819 = l_1818 & u32(2147483647);
let l_1820 = bitcast<f32>(l_1819);
let l_1821 = f64(l_1820);
l_mut_219 = l_1821;
let l_1822 = l_1819 < u32(8388608);
if l_1822 {
let l_1823 = f64(l_1819);
let l_1824 = l_1823 * f64(1.401298464324817e-45);
l_mut_219 = l_1824;
}
let l_1825 = bitcast<u64>(l_mut_219);
let l_1826 = l_1818 >> u32(31);
let l_1827 = u64(l_1826);
let l_1828 = l_1827 << u32(bitcast<u64>(u64(63)));
let l_1829 = l_1825 | l_1828;
let l_1830 = bitcast<f64>(l_1829);
let l_1831 = bitcast<u32>(l_mut_25);
let l_1832 = l_1831 + u32(1);
l_mut_206 = l_1832;
let l_1833 = l_1831 & u32(2147483647);
let l_1834 = l_1833 == u32(0);
if l_1834 {
l_mut_206 = u32(1);
} else {
let l_1835 = l_1831 & u32(2147483648);
let l_1836 = l_1835 != u32(0);
if l_1836 {
let l_1837 = l_1831 - u32(1);
l_mut_206 = l_1837;
} else {
let l_1838 = l_1831 == u32(2139095040);
if l_1838 {
l_mut_206 = l_1831;
}
}
}
let l_1839 = bitcast<f32>(l_mut_206);
let l_1840 = bitcast<u32>(l_1839);
let l_1841 = l_1840 & u32(2147483647);
let l_1842 = bitcast<f32>(l_1841);
let l_1843 = f64(l_1842);
l_mut_219 = l_1843;
let l_1844 = l_1841 < u32(8388608);
if l_1844 {
let l_1845 = f64(l_1841);
let l_1846 = l_1845 * f64(1.401298464324817e-45);
l_mut_219 = l_1846;
}
let l_1847 = bitcast<u64>(l_mut_219);
let l_1848 = l_1840 >> u32(31);
let l_1849 = u64(l_1848);
let l_1850 = l_1849 << u32(bitcast<u64>(u64(63)));
let l_1851 = l_1847 | l_1850;
let l_1852 = bitcast<f64>(l_1851);
let l_1853 = bitcast<u32>(l_mut_25);
let l_1854 = l_1853 ^ u32(2147483648);
let l_1855 = bitcast<f32>(l_1854);
let l_1856 = bitcast<u32>(l_1855);
let l_1857 = l_1856 + u32(1);
l_mut_206 = l_1857;
let l_1858 = l_1856 & u32(2147483647);
let l_1859 = l_1858 == u32(0);
if l_1859 {
l_mut_206 = u32(1);
} else {
let l_1860 = l_1856 & u32(2147483648);
let l_1861 = l_1860 != u32(0);
if l_1861 {
let l_1862 = l_1856 - u32(1);
l_mut_206 = l_1862;
} else {
let l_1863 = l_1856 == u32(2139095040);
if l_1863 {
l_mut_206 = l_1856;
}
}
}
let l_1864 = bitcast<f32>(l_mut_206);
let l_1865 = bitcast<u32>(l_1864);
let l_1866 = l_1865 ^ u32(2147483648);
let l_1867 = bitcast<f32>(l_1866);
let l_1868 = bitcast<u32>(l_1867);
let l_1869 = l_1868 & u32(2147483647);
let l_1870 = bitcast<f32>(l_1869);
let l_1871 = f64(l_1870);
l_mut_219 = l_1871;
let l_1872 = l_1869 < u32(8388608);
if l_1872 {
let l_1873 = f64(l_1869);
let l_1874 = l_1873 * f64(1.401298464324817e-45);
l_mut_219 = l_1874;
}
let l_1875 = bitcast<u64>(l_mut_219);
let l_1876 = l_1868 >> u32(31);
let l_1877 = u64(l_1876);
let l_1878 = l_1877 << u32(bitcast<u64>(u64(63)));
let l_1879 = l_1875 | l_1878;
let l_1880 = bitcast<f64>(l_1879);
let l_1881 = l_mut_867 + f64(0.0);
let l_1882 = l_1881 <= l_1830;
l_mut_308 = l_1882;
let l_1883 = l_mut_867 - f64(0.0);
let l_1884 = l_1883 > l_1830;
l_mut_305 = l_1884;
let l_1885 = l_1817 - f64(0.0);
let l_1886 = l_1885 >= l_1830;
l_mut_302 = l_1886;
let l_1887 = l_1817 + f64(0.0);
let l_1888 = l_1887 < l_1830;
l_mut_299 = l_1888;
l_mut_206 = u32(2);
let l_1889 = l_mut_305 || l_mut_299;
if l_1889 {
l_mut_206 = u32(1);
} else {
let l_1890 = l_mut_308 && l_mut_302;
if l_1890 {
l_mut_206 = u32(0);
}
}
let l_1891 = bitcast<u32>(l_mut_25);
let l_1892 = l_1891 & u32(2147483647);
let l_1893 = l_1892 == u32(0);
if l_1893 {
let l_1894 = l_mut_867 + f64(0.0);
let l_1895 = l_1894 < f64(1.1754943508222875e-38);
let l_1896 = l_1817 - f64(0.0);
let l_1897 = l_1896 > f64(-1.1754943508222875e-38);
let l_1898 = l_1895 && l_1897;
let l_1899 = l_mut_867 - f64(0.0);
let l_1900 = l_1899 < f64(1.1754943508222875e-38);
let l_1901 = l_1817 + f64(0.0);
let l_1902 = l_1901 > f64(-1.1754943508222875e-38);
let l_1903 = l_1900 && l_1902;
if l_1898 {
l_mut_206 = u32(0);
} else {
let l_1904 = l_mut_206 == u32(1);
let l_1905 = l_1903 && l_1904;
if l_1905 {
l_mut_206 = u32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
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
let l_1906 = a_189[u32(0)];
let l_1907 = l_1906 == u32(0);
if l_1907 {
l_mut_190 = u32(2);
}
a_10[l_mut_170] = l_mut_190;
let l_1908 = a_10[l_mut_170];
let l_1909 = l_1908 == u32(2);
if l_1909 {
l_mut_167 = bool(false);
}
}
}
let l_1910 = l_mut_69 == u32(4294967293);
if l_1910 {
let l_1911 = a_8[u32(0)];
let l_1912 = l_1911 + u32(1);
a_8[u32(0)] = l_1912;
} else {
if l_mut_167 {
l_mut_867 = l_157;
let l_1913 = l_mut_867 < f64(-17.0);
if l_1913 {
l_mut_867 = f64(-17.0);
}
let l_1914 = l_mut_867 > f64(17.0);
if l_1914 {
l_mut_867 = f64(17.0);
}
let l_1915 = l_mut_867 + f64(16.0);
let l_1916 = l_1915 + f64(1.0);
let l_1917 = u32(l_1916);
let l_1918 = u32(2) + l_1917;
let l_1919 = a_8[l_1918];
let l_1920 = l_1919 + u32(1);
a_8[l_1918] = l_1920;
let l_1921 = bitcast<u32>(l_mut_25);
let l_1922 = l_1921 & u32(2147483647);
let l_1923 = bitcast<f32>(l_1922);
let l_1924 = f64(l_1923);
l_mut_867 = l_1924;
let l_1925 = l_1922 < u32(8388608);
if l_1925 {
let l_1926 = f64(l_1922);
let l_1927 = l_1926 * f64(1.401298464324817e-45);
l_mut_867 = l_1927;
}
let l_1928 = bitcast<u64>(l_mut_867);
let l_1929 = l_1921 >> u32(31);
let l_1930 = u64(l_1929);
let l_1931 = l_1930 << u32(bitcast<u64>(u64(63)));
let l_1932 = l_1928 | l_1931;
let l_1933 = bitcast<f64>(l_1932);
let l_1934 = abs(l_mut_31);
let l_1935 = l_mut_31 * f64(0.0);
let l_1936 = l_1935 + f64(7.1362384635298e44);
l_mut_867 = l_1936;
let l_1937 = l_1934 >= f64(2.350988701644575e-38);
if l_1937 {
let l_1938 = l_mut_69 & u32(2147483647);
let l_1939 = bitcast<f32>(l_1938);
let l_1940 = f64(l_1939);
let l_1941 = l_1938 & u32(2139095040);
let l_1942 = bitcast<f32>(l_1941);
let l_1943 = f64(l_1942);
let l_1944 = l_1940 > l_1934;
let l_1945 = l_1938 & u32(8388607);
let l_1946 = l_1945 == u32(0);
let l_1947 = l_1944 && l_1946;
let l_1948 = l_1943 * f64(1.1920928955078125e-7);
let l_1949 = f64(l_1947);
let l_1950 = f64(0.5) * l_1949;
let l_1951 = f64(1.0) - l_1950;
let l_1952 = l_1948 * l_1951;
let l_1953 = f64(1.0) / l_1952;
l_mut_867 = l_1953;
}
let l_1954 = l_1933 - l_mut_31;
let l_1955 = l_1954 * l_mut_867;
let l_1956 = u32(2) * u32(0);
let l_1957 = u32(45) + l_1956;
let l_1958 = abs(l_1955);
let l_1959 = a_9[u32(0)];
let l_1960 = abs(l_1959);
let l_1961 = l_1958 > l_1960;
l_mut_308 = l_1961;
let l_1962 = u32(0) == u32(0);
if l_1962 {
let l_1963 = a_9[u32(0)];
let l_1964 = l_1955 < l_1963;
l_mut_308 = l_1964;
} else {
let l_1965 = u32(0) == u32(1);
if l_1965 {
let l_1966 = a_9[u32(0)];
let l_1967 = l_1955 > l_1966;
l_mut_308 = l_1967;
}
}
let l_1968 = a_8[l_1957];
let l_1969 = l_1968 == u32(4294967295);
let l_1970 = l_1969 || l_mut_308;
if l_1970 {
a_8[l_1957] = l_23;
let l_1971 = l_1957 + u32(1);
a_8[l_1971] = l_138;
a_9[u32(0)] = l_1955;
}
let l_1972 = u32(2) * u32(1);
let l_1973 = u32(45) + l_1972;
let l_1974 = abs(l_1955);
let l_1975 = a_9[u32(1)];
let l_1976 = abs(l_1975);
let l_1977 = l_1974 > l_1976;
l_mut_308 = l_1977;
let l_1978 = u32(1) == u32(0);
if l_1978 {
let l_1979 = a_9[u32(1)];
let l_1980 = l_1955 < l_1979;
l_mut_308 = l_1980;
} else {
let l_1981 = u32(1) == u32(1);
if l_1981 {
let l_1982 = a_9[u32(1)];
let l_1983 = l_1955 > l_1982;
l_mut_308 = l_1983;
}
}
let l_1984 = a_8[l_1973];
let l_1985 = l_1984 == u32(4294967295);
let l_1986 = l_1985 || l_mut_308;
if l_1986 {
a_8[l_1973] = l_23;
let l_1987 = l_1973 + u32(1);
a_8[l_1987] = l_138;
a_9[u32(1)] = l_1955;
}
let l_1988 = l_157 != f64(0.0);
if l_1988 {

for (var l_mut_1989: u32 = u32(0); l_mut_1989 < u32(8); l_mut_1989++) {
let l_1990 = a_10[l_mut_1989];
let l_1991 = l_1990 == u32(1);
if l_1991 {
let l_1992 = u32(37) + l_mut_1989;
let l_1993 = a_8[l_1992];
let l_1994 = l_1993 + u32(1);
a_8[l_1992] = l_1994;
let l_1995 = u32(2) + l_mut_1989;
let l_1996 = u32(2) * l_1995;
let l_1997 = u32(45) + l_1996;
let l_1998 = abs(l_1955);
let l_1999 = a_9[l_1995];
let l_2000 = abs(l_1999);
let l_2001 = l_1998 > l_2000;
l_mut_308 = l_2001;
let l_2002 = l_1995 == u32(0);
if l_2002 {
let l_2003 = a_9[l_1995];
let l_2004 = l_1955 < l_2003;
l_mut_308 = l_2004;
} else {
let l_2005 = l_1995 == u32(1);
if l_2005 {
let l_2006 = a_9[l_1995];
let l_2007 = l_1955 > l_2006;
l_mut_308 = l_2007;
}
}
let l_2008 = a_8[l_1997];
let l_2009 = l_2008 == u32(4294967295);
let l_2010 = l_2009 || l_mut_308;
if l_2010 {
a_8[l_1997] = l_23;
let l_2011 = l_1997 + u32(1);
a_8[l_2011] = l_138;
a_9[l_1995] = l_1955;
}
}
}
}
} else {
let l_2012 = a_8[u32(1)];
let l_2013 = l_2 + l_2012;
let l_2014 = l_2013 * u32(2);
let l_2099 = info.static_meta[u32(6)];
let l_2100 = l_2099 * u32(1);
let l_2101 = l_2014 < l_2100;
if l_2101 {
buffer_6_global[l_2014] = l_23;
}
let l_2015 = l_2014 + u32(1);
let l_2102 = info.static_meta[u32(6)];
let l_2103 = l_2102 * u32(1);
let l_2104 = l_2015 < l_2103;
if l_2104 {
buffer_6_global[l_2015] = l_138;
}
let l_2016 = a_8[u32(1)];
let l_2017 = l_2016 + u32(1);
a_8[u32(1)] = l_2017;
}
}
}

for (var l_mut_2018: u32 = u32(0); l_mut_2018 < u32(65); l_mut_2018++) {
let l_2019 = id * u32(65);
let l_2020 = l_2019 + l_mut_2018;
let l_2021 = a_8[l_mut_2018];
let l_2105 = info.static_meta[u32(4)];
let l_2106 = l_2105 * u32(1);
let l_2107 = l_2020 < l_2106;
if l_2107 {
buffer_4_global[l_2020] = l_2021;
}
}

for (var l_mut_2022: u32 = u32(0); l_mut_2022 < u32(10); l_mut_2022++) {
let l_2023 = id * u32(10);
let l_2024 = l_2023 + l_mut_2022;
let l_2025 = a_9[l_mut_2022];
let l_2108 = info.static_meta[u32(5)];
let l_2109 = l_2108 * u32(1);
let l_2110 = l_2024 < l_2109;
if l_2110 {
buffer_5_global[l_2024] = l_2025;
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
