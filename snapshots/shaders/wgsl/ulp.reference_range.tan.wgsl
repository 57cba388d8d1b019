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

var a_147: array<u32, 1>;

var a_722: array<u32, 1>;

var a_1364: array<f64, 2>;

var a_1705: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1156: f64;
var l_mut_125: bool;
var l_mut_148: u32;
var l_mut_164: u32;
var l_mut_177: f64;
var l_mut_194: u32;
var l_mut_215: bool;
var l_mut_218: bool;
var l_mut_221: bool;
var l_mut_224: bool;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_28: f64;
var l_mut_30: u32;
var l_mut_540: f64;
var l_mut_875: f64;
var l_mut_915: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1929 = info.static_meta[u32(7)];
let l_1930 = l_1929 * u32(1);
let l_1931 = u32(0) < l_1930;
if l_1931 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1915 = info.static_meta[u32(0)];
let l_1916 = l_1915 * u32(1);
let l_1917 = u32(1) < l_1916;
let l_1918 = l_1916 - u32(1);
let l_1919 = min(u32(1), l_1918);
let l_1920 = buffer_0_global[l_1919];
let l_1921 = select(u32(0), l_1920, l_1917);
let l_1 = l_1921;
let l_2 = id * l_1;
let l_1922 = info.static_meta[u32(0)];
let l_1923 = l_1922 * u32(1);
let l_1924 = u32(2) < l_1923;
let l_1925 = l_1923 - u32(1);
let l_1926 = min(u32(2), l_1925);
let l_1927 = buffer_0_global[l_1926];
let l_1928 = select(u32(0), l_1927, l_1924);
let l_3 = l_1928;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1932 = info.static_meta[u32(0)];
let l_1933 = l_1932 * u32(1);
let l_1934 = u32(2) < l_1933;
let l_1935 = l_1933 - u32(1);
let l_1936 = min(u32(2), l_1935);
let l_1937 = buffer_0_global[l_1936];
let l_1938 = select(u32(0), l_1937, l_1934);
let l_6 = l_1938;
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
let l_1939 = info.static_meta[u32(0)];
let l_1940 = l_1939 * u32(1);
let l_1941 = u32(0) < l_1940;
let l_1942 = l_1940 - u32(1);
let l_1943 = min(u32(0), l_1942);
let l_1944 = buffer_0_global[l_1943];
let l_1945 = select(u32(0), l_1944, l_1941);
let l_19 = l_1945;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = tan(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(l_21);
let l_27 = f64(l_21);
l_mut_28 = l_mut_25;
let l_29 = tan(l_mut_25);
l_mut_28 = l_29;
l_mut_25 = l_mut_28;
l_mut_30 = u32(4294967294);
let l_31 = bitcast<u32>(l_mut_22);
let l_32 = bitcast<u32>(l_21);
let l_33 = l_32 & u32(2139095040);
let l_34 = l_33 != u32(2139095040);
let l_35 = l_33 == u32(0);
let l_36 = bitcast<u32>(l_21);
let l_37 = l_36 & u32(8388607);
let l_38 = l_37 != u32(0);
let l_39 = l_35 && l_38;
let l_40 = abs(l_mut_25);
let l_41 = l_mut_25 < f64(0.0);
let l_42 = u32(l_41);
let l_43 = u32(2147483648) * l_42;
if l_39 {
} else {
let l_44 = is_nan_1_f64(l_mut_25);if l_44 {
let l_45 = l_31 & u32(2147483647);
let l_46 = l_45 > u32(2139095040);
if l_46 {
l_mut_30 = u32(4294967293);
}
} else {
let l_47 = l_40 >= f64(3.402823669209385e38);
let l_48 = !l_34;
let l_49 = l_40 == f64(0.0);
let l_50 = l_48 && l_49;
let l_51 = l_47 || l_50;
if l_51 {
let l_52 = l_40 >= f64(3.402823669209385e38);
let l_53 = u32(l_52);
let l_54 = u32(2139095040) * l_53;
let l_55 = l_54 | l_43;
let l_56 = l_31 == l_55;
let l_57 = l_31 | l_55;
let l_58 = l_57 & u32(2147483647);
let l_59 = l_58 == u32(0);
let l_60 = l_56 || l_59;
if l_60 {
l_mut_30 = u32(4294967293);
}
} else {
let l_61 = l_40 >= f64(2.350988701644575e-38);
let l_62 = l_34 && l_61;
let l_63 = l_40 < f64(3.4028234663852886e38);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = f32(l_40);
let l_66 = bitcast<u32>(l_65);
let l_67 = bitcast<f32>(l_66);
let l_68 = f64(l_67);
let l_69 = l_40 - l_68;
let l_70 = l_66 + u32(1);
let l_71 = l_69 < f64(0.0);
let l_72 = u32(l_71);
let l_73 = u32(2) * l_72;
let l_74 = l_70 - l_73;
let l_75 = bitcast<f32>(l_74);
let l_76 = f64(l_75);
let l_77 = l_76 - l_68;
let l_78 = abs(l_77);
let l_79 = l_78 * f64(0.5);
let l_80 = abs(l_69);
let l_81 = l_79 - l_80;
let l_82 = l_40 * f64(9.094947017729282e-13);
let l_83 = l_81 > l_82;
if l_83 {
let l_84 = l_66 | l_43;
l_mut_30 = l_84;
}
} else {
let l_85 = l_40 < f64(2.350988701644575e-38);
let l_86 = l_34 && l_85;
if l_86 {
let l_87 = l_40 * f64(7.1362384635298e44);
let l_88 = floor(l_87);
let l_89 = l_87 - l_88;
let l_90 = l_89 - f64(0.5);
let l_91 = abs(l_90);
let l_92 = l_87 * f64(9.094947017729282e-13);
let l_93 = l_91 > l_92;
if l_93 {
let l_94 = l_89 > f64(0.5);
let l_95 = f64(l_94);
let l_96 = l_88 + l_95;
let l_97 = u32(l_96);
let l_98 = l_97 | l_43;
l_mut_30 = l_98;
}
}
}
}
}
}
let l_99 = bitcast<u32>(l_mut_22);
let l_100 = l_99 & u32(2139095040);
let l_101 = l_100 != u32(2139095040);
let l_102 = l_99 & u32(2147483647);
let l_103 = l_102 == u32(0);
let l_104 = l_99 & u32(2147483647);
let l_105 = f64(l_104);
let l_106 = l_99 >> u32(31);
let l_107 = f64(l_106);
let l_108 = f64(2.0) * l_107;
let l_109 = f64(1.0) - l_108;
let l_110 = l_105 * l_109;
let l_111 = l_mut_30 & u32(2147483647);
let l_112 = f64(l_111);
let l_113 = l_mut_30 >> u32(31);
let l_114 = f64(l_113);
let l_115 = f64(2.0) * l_114;
let l_116 = f64(1.0) - l_115;
let l_117 = l_112 * l_116;
let l_118 = l_110 - l_117;
let l_119 = l_mut_30 < u32(4294967293);
let l_120 = l_118 == f64(0.0);
let l_121 = !l_103;
let l_122 = l_101 && l_121;
let l_123 = l_120 || l_122;
let l_124 = l_119 && l_123;
l_mut_125 = l_124;
let l_126 = l_118 != f64(0.0);
let l_127 = l_mut_125 && l_126;
if l_127 {

for (var l_mut_128: u32 = u32(0); l_mut_128 < u32(8); l_mut_128++) {
let l_129 = u32(2) * l_mut_128;
let l_1946 = info.static_meta[u32(1)];
let l_1947 = l_1946 * u32(1);
let l_1948 = l_129 < l_1947;
let l_1949 = l_1947 - u32(1);
let l_1950 = min(l_129, l_1949);
let l_1951 = buffer_1_global[l_1950];
let l_1952 = select(u32(0), l_1951, l_1948);
let l_130 = l_1952;
let l_131 = u32(2) * l_mut_128;
let l_132 = l_131 + u32(1);
let l_1953 = info.static_meta[u32(1)];
let l_1954 = l_1953 * u32(1);
let l_1955 = l_132 < l_1954;
let l_1956 = l_1954 - u32(1);
let l_1957 = min(l_132, l_1956);
let l_1958 = buffer_1_global[l_1957];
let l_1959 = select(u32(0), l_1958, l_1955);
let l_133 = l_1959;
let l_134 = l_133 != u32(0);
let l_135 = l_mut_128 * u32(4);
let l_1960 = info.static_meta[u32(2)];
let l_1961 = l_1960 * u32(1);
let l_1962 = l_135 < l_1961;
let l_1963 = l_1961 - u32(1);
let l_1964 = min(l_135, l_1963);
let l_1965 = buffer_2_global[l_1964];
let l_1966 = select(f64(0.0), l_1965, l_1962);
let l_136 = l_1966;
let l_137 = l_mut_128 * u32(4);
let l_138 = l_137 + u32(1);
let l_1967 = info.static_meta[u32(2)];
let l_1968 = l_1967 * u32(1);
let l_1969 = l_138 < l_1968;
let l_1970 = l_1968 - u32(1);
let l_1971 = min(l_138, l_1970);
let l_1972 = buffer_2_global[l_1971];
let l_1973 = select(f64(0.0), l_1972, l_1969);
let l_139 = l_1973;
let l_140 = l_mut_128 * u32(4);
let l_141 = l_140 + u32(2);
let l_1974 = info.static_meta[u32(2)];
let l_1975 = l_1974 * u32(1);
let l_1976 = l_141 < l_1975;
let l_1977 = l_1975 - u32(1);
let l_1978 = min(l_141, l_1977);
let l_1979 = buffer_2_global[l_1978];
let l_1980 = select(f64(0.0), l_1979, l_1976);
let l_142 = l_1980;
let l_143 = f64(l_21);
let l_144 = abs(l_143);
let l_145 = abs(l_mut_25);
let l_146 = l_145 * f64(1.4551915228366852e-11);
a_147[u32(0)] = u32(1);
l_mut_148 = u32(2);
let l_149 = l_130 == u32(0);
if l_149 {
l_mut_148 = u32(0);
} else {
let l_150 = l_130 == u32(1);
if l_150 {
l_mut_148 = u32(1);
let l_151 = abs(l_118);
let l_152 = l_151 <= l_136;
if l_152 {
l_mut_148 = u32(0);
}
} else {
let l_153 = l_130 == u32(2);
if l_153 {
let l_154 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_155 = l_154 >= f64(1.1754943508222875e-38);
let l_156 = l_154 <= f64(1.7976931348623157e308);
let l_157 = l_155 && l_156;
if l_157 {
let l_158 = bitcast<u64>(l_154);
let l_159 = l_158 >> u32(bitcast<u64>(u64(52)));
let l_160 = l_159 - u64(23);
let l_161 = l_160 << u32(bitcast<u64>(u64(52)));
let l_162 = bitcast<f64>(l_161);
l_mut_28 = l_162;
}
let l_163 = l_136 * l_mut_28;
l_mut_164 = u32(2);
let l_165 = l_mut_25 - l_146;
let l_166 = abs(l_165);
l_mut_28 = f64(1.401298464324817e-45);
let l_167 = l_166 >= f64(1.1754943508222875e-38);
let l_168 = l_166 <= f64(1.7976931348623157e308);
let l_169 = l_167 && l_168;
if l_169 {
let l_170 = bitcast<u64>(l_166);
let l_171 = l_170 >> u32(bitcast<u64>(u64(52)));
let l_172 = l_171 - u64(23);
let l_173 = l_172 << u32(bitcast<u64>(u64(52)));
let l_174 = bitcast<f64>(l_173);
l_mut_28 = l_174;
}
let l_175 = l_mut_25 + l_146;
let l_176 = abs(l_175);
l_mut_177 = f64(1.401298464324817e-45);
let l_178 = l_176 >= f64(1.1754943508222875e-38);
let l_179 = l_176 <= f64(1.7976931348623157e308);
let l_180 = l_178 && l_179;
if l_180 {
let l_181 = bitcast<u64>(l_176);
let l_182 = l_181 >> u32(bitcast<u64>(u64(52)));
let l_183 = l_182 - u64(23);
let l_184 = l_183 << u32(bitcast<u64>(u64(52)));
let l_185 = bitcast<f64>(l_184);
l_mut_177 = l_185;
}
let l_186 = l_mut_28 == l_mut_177;
if l_186 {
let l_187 = l_163 * f64(1.4551915228366852e-11);
let l_188 = l_146 + l_187;
let l_189 = l_mut_25 - l_163;
let l_190 = l_mut_25 + l_163;
let l_191 = f64(l_mut_22);
let l_192 = bitcast<u32>(l_mut_22);
let l_193 = l_192 + u32(1);
l_mut_194 = l_193;
let l_195 = l_192 & u32(2147483647);
let l_196 = l_195 == u32(0);
if l_196 {
l_mut_194 = u32(1);
} else {
let l_197 = l_192 & u32(2147483648);
let l_198 = l_197 != u32(0);
if l_198 {
let l_199 = l_192 - u32(1);
l_mut_194 = l_199;
}
}
let l_200 = bitcast<f32>(l_mut_194);
let l_201 = f64(l_200);
let l_202 = -l_mut_22;
let l_203 = bitcast<u32>(l_202);
let l_204 = l_203 + u32(1);
l_mut_194 = l_204;
let l_205 = l_203 & u32(2147483647);
let l_206 = l_205 == u32(0);
if l_206 {
l_mut_194 = u32(1);
} else {
let l_207 = l_203 & u32(2147483648);
let l_208 = l_207 != u32(0);
if l_208 {
let l_209 = l_203 - u32(1);
l_mut_194 = l_209;
}
}
let l_210 = bitcast<f32>(l_mut_194);
let l_211 = -l_210;
let l_212 = f64(l_211);
let l_213 = l_189 + l_188;
let l_214 = l_213 <= l_191;
l_mut_215 = l_214;
let l_216 = l_189 - l_188;
let l_217 = l_216 > l_191;
l_mut_218 = l_217;
let l_219 = l_190 - l_188;
let l_220 = l_219 >= l_191;
l_mut_221 = l_220;
let l_222 = l_190 + l_188;
let l_223 = l_222 < l_191;
l_mut_224 = l_223;
if l_134 {
let l_225 = l_189 + l_188;
let l_226 = l_225 < l_201;
l_mut_215 = l_226;
let l_227 = l_189 - l_188;
let l_228 = l_227 >= l_201;
l_mut_218 = l_228;
let l_229 = l_190 - l_188;
let l_230 = l_229 > l_212;
l_mut_221 = l_230;
let l_231 = l_190 + l_188;
let l_232 = l_231 <= l_212;
l_mut_224 = l_232;
}
l_mut_194 = u32(2);
let l_233 = l_mut_218 || l_mut_224;
if l_233 {
l_mut_194 = u32(1);
} else {
let l_234 = l_mut_215 && l_mut_221;
if l_234 {
l_mut_194 = u32(0);
}
}
l_mut_164 = l_mut_194;
}
l_mut_148 = l_mut_164;
} else {
let l_235 = l_130 == u32(3);
if l_235 {
l_mut_148 = u32(0);
let l_236 = l_144 >= f64(1.1754943508222875e-38);
let l_237 = l_144 <= f64(8.507059173023462e37);
let l_238 = l_236 && l_237;
if l_238 {
let l_239 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_240 = l_239 >= f64(1.1754943508222875e-38);
let l_241 = l_239 <= f64(1.7976931348623157e308);
let l_242 = l_240 && l_241;
if l_242 {
let l_243 = bitcast<u64>(l_239);
let l_244 = l_243 >> u32(bitcast<u64>(u64(52)));
let l_245 = l_244 - u64(23);
let l_246 = l_245 << u32(bitcast<u64>(u64(52)));
let l_247 = bitcast<f64>(l_246);
l_mut_177 = l_247;
}
let l_248 = l_136 * l_mut_177;
l_mut_194 = u32(2);
let l_249 = l_mut_25 - l_146;
let l_250 = abs(l_249);
l_mut_177 = f64(1.401298464324817e-45);
let l_251 = l_250 >= f64(1.1754943508222875e-38);
let l_252 = l_250 <= f64(1.7976931348623157e308);
let l_253 = l_251 && l_252;
if l_253 {
let l_254 = bitcast<u64>(l_250);
let l_255 = l_254 >> u32(bitcast<u64>(u64(52)));
let l_256 = l_255 - u64(23);
let l_257 = l_256 << u32(bitcast<u64>(u64(52)));
let l_258 = bitcast<f64>(l_257);
l_mut_177 = l_258;
}
let l_259 = l_mut_25 + l_146;
let l_260 = abs(l_259);
l_mut_28 = f64(1.401298464324817e-45);
let l_261 = l_260 >= f64(1.1754943508222875e-38);
let l_262 = l_260 <= f64(1.7976931348623157e308);
let l_263 = l_261 && l_262;
if l_263 {
let l_264 = bitcast<u64>(l_260);
let l_265 = l_264 >> u32(bitcast<u64>(u64(52)));
let l_266 = l_265 - u64(23);
let l_267 = l_266 << u32(bitcast<u64>(u64(52)));
let l_268 = bitcast<f64>(l_267);
l_mut_28 = l_268;
}
let l_269 = l_mut_177 == l_mut_28;
if l_269 {
let l_270 = l_248 * f64(1.4551915228366852e-11);
let l_271 = l_146 + l_270;
let l_272 = l_mut_25 - l_248;
let l_273 = l_mut_25 + l_248;
let l_274 = f64(l_mut_22);
let l_275 = bitcast<u32>(l_mut_22);
let l_276 = l_275 + u32(1);
l_mut_164 = l_276;
let l_277 = l_275 & u32(2147483647);
let l_278 = l_277 == u32(0);
if l_278 {
l_mut_164 = u32(1);
} else {
let l_279 = l_275 & u32(2147483648);
let l_280 = l_279 != u32(0);
if l_280 {
let l_281 = l_275 - u32(1);
l_mut_164 = l_281;
}
}
let l_282 = bitcast<f32>(l_mut_164);
let l_283 = f64(l_282);
let l_284 = -l_mut_22;
let l_285 = bitcast<u32>(l_284);
let l_286 = l_285 + u32(1);
l_mut_164 = l_286;
let l_287 = l_285 & u32(2147483647);
let l_288 = l_287 == u32(0);
if l_288 {
l_mut_164 = u32(1);
} else {
let l_289 = l_285 & u32(2147483648);
let l_290 = l_289 != u32(0);
if l_290 {
let l_291 = l_285 - u32(1);
l_mut_164 = l_291;
}
}
let l_292 = bitcast<f32>(l_mut_164);
let l_293 = -l_292;
let l_294 = f64(l_293);
let l_295 = l_272 + l_271;
let l_296 = l_295 <= l_274;
l_mut_224 = l_296;
let l_297 = l_272 - l_271;
let l_298 = l_297 > l_274;
l_mut_221 = l_298;
let l_299 = l_273 - l_271;
let l_300 = l_299 >= l_274;
l_mut_218 = l_300;
let l_301 = l_273 + l_271;
let l_302 = l_301 < l_274;
l_mut_215 = l_302;
if l_134 {
let l_303 = l_272 + l_271;
let l_304 = l_303 < l_283;
l_mut_224 = l_304;
let l_305 = l_272 - l_271;
let l_306 = l_305 >= l_283;
l_mut_221 = l_306;
let l_307 = l_273 - l_271;
let l_308 = l_307 > l_294;
l_mut_218 = l_308;
let l_309 = l_273 + l_271;
let l_310 = l_309 <= l_294;
l_mut_215 = l_310;
}
l_mut_164 = u32(2);
let l_311 = l_mut_221 || l_mut_215;
if l_311 {
l_mut_164 = u32(1);
} else {
let l_312 = l_mut_224 && l_mut_218;
if l_312 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
let l_313 = l_130 == u32(4);
if l_313 {
let l_314 = l_139 * l_144;
let l_315 = l_136 + l_314;
let l_316 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_317 = l_316 >= f64(1.1754943508222875e-38);
let l_318 = l_316 <= f64(1.7976931348623157e308);
let l_319 = l_317 && l_318;
if l_319 {
let l_320 = bitcast<u64>(l_316);
let l_321 = l_320 >> u32(bitcast<u64>(u64(52)));
let l_322 = l_321 - u64(23);
let l_323 = l_322 << u32(bitcast<u64>(u64(52)));
let l_324 = bitcast<f64>(l_323);
l_mut_177 = l_324;
}
let l_325 = l_315 * l_mut_177;
l_mut_194 = u32(2);
let l_326 = l_mut_25 - l_146;
let l_327 = abs(l_326);
l_mut_177 = f64(1.401298464324817e-45);
let l_328 = l_327 >= f64(1.1754943508222875e-38);
let l_329 = l_327 <= f64(1.7976931348623157e308);
let l_330 = l_328 && l_329;
if l_330 {
let l_331 = bitcast<u64>(l_327);
let l_332 = l_331 >> u32(bitcast<u64>(u64(52)));
let l_333 = l_332 - u64(23);
let l_334 = l_333 << u32(bitcast<u64>(u64(52)));
let l_335 = bitcast<f64>(l_334);
l_mut_177 = l_335;
}
let l_336 = l_mut_25 + l_146;
let l_337 = abs(l_336);
l_mut_28 = f64(1.401298464324817e-45);
let l_338 = l_337 >= f64(1.1754943508222875e-38);
let l_339 = l_337 <= f64(1.7976931348623157e308);
let l_340 = l_338 && l_339;
if l_340 {
let l_341 = bitcast<u64>(l_337);
let l_342 = l_341 >> u32(bitcast<u64>(u64(52)));
let l_343 = l_342 - u64(23);
let l_344 = l_343 << u32(bitcast<u64>(u64(52)));
let l_345 = bitcast<f64>(l_344);
l_mut_28 = l_345;
}
let l_346 = l_mut_177 == l_mut_28;
if l_346 {
let l_347 = l_325 * f64(1.4551915228366852e-11);
let l_348 = l_146 + l_347;
let l_349 = l_mut_25 - l_325;
let l_350 = l_mut_25 + l_325;
let l_351 = f64(l_mut_22);
let l_352 = bitcast<u32>(l_mut_22);
let l_353 = l_352 + u32(1);
l_mut_164 = l_353;
let l_354 = l_352 & u32(2147483647);
let l_355 = l_354 == u32(0);
if l_355 {
l_mut_164 = u32(1);
} else {
let l_356 = l_352 & u32(2147483648);
let l_357 = l_356 != u32(0);
if l_357 {
let l_358 = l_352 - u32(1);
l_mut_164 = l_358;
}
}
let l_359 = bitcast<f32>(l_mut_164);
let l_360 = f64(l_359);
let l_361 = -l_mut_22;
let l_362 = bitcast<u32>(l_361);
let l_363 = l_362 + u32(1);
l_mut_164 = l_363;
let l_364 = l_362 & u32(2147483647);
let l_365 = l_364 == u32(0);
if l_365 {
l_mut_164 = u32(1);
} else {
let l_366 = l_362 & u32(2147483648);
let l_367 = l_366 != u32(0);
if l_367 {
let l_368 = l_362 - u32(1);
l_mut_164 = l_368;
}
}
let l_369 = bitcast<f32>(l_mut_164);
let l_370 = -l_369;
let l_371 = f64(l_370);
let l_372 = l_349 + l_348;
let l_373 = l_372 <= l_351;
l_mut_224 = l_373;
let l_374 = l_349 - l_348;
let l_375 = l_374 > l_351;
l_mut_221 = l_375;
let l_376 = l_350 - l_348;
let l_377 = l_376 >= l_351;
l_mut_218 = l_377;
let l_378 = l_350 + l_348;
let l_379 = l_378 < l_351;
l_mut_215 = l_379;
if l_134 {
let l_380 = l_349 + l_348;
let l_381 = l_380 < l_360;
l_mut_224 = l_381;
let l_382 = l_349 - l_348;
let l_383 = l_382 >= l_360;
l_mut_221 = l_383;
let l_384 = l_350 - l_348;
let l_385 = l_384 > l_371;
l_mut_218 = l_385;
let l_386 = l_350 + l_348;
let l_387 = l_386 <= l_371;
l_mut_215 = l_387;
}
l_mut_164 = u32(2);
let l_388 = l_mut_221 || l_mut_215;
if l_388 {
l_mut_164 = u32(1);
} else {
let l_389 = l_mut_224 && l_mut_218;
if l_389 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_390 = l_130 == u32(5);
if l_390 {
let l_391 = f64(2.0) * l_143;
let l_392 = abs(l_391);
let l_393 = floor(l_392);
let l_394 = f64(3.0) + l_393;
let l_395 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_396 = l_395 >= f64(1.1754943508222875e-38);
let l_397 = l_395 <= f64(1.7976931348623157e308);
let l_398 = l_396 && l_397;
if l_398 {
let l_399 = bitcast<u64>(l_395);
let l_400 = l_399 >> u32(bitcast<u64>(u64(52)));
let l_401 = l_400 - u64(23);
let l_402 = l_401 << u32(bitcast<u64>(u64(52)));
let l_403 = bitcast<f64>(l_402);
l_mut_177 = l_403;
}
let l_404 = l_394 * l_mut_177;
l_mut_194 = u32(2);
let l_405 = l_mut_25 - l_146;
let l_406 = abs(l_405);
l_mut_177 = f64(1.401298464324817e-45);
let l_407 = l_406 >= f64(1.1754943508222875e-38);
let l_408 = l_406 <= f64(1.7976931348623157e308);
let l_409 = l_407 && l_408;
if l_409 {
let l_410 = bitcast<u64>(l_406);
let l_411 = l_410 >> u32(bitcast<u64>(u64(52)));
let l_412 = l_411 - u64(23);
let l_413 = l_412 << u32(bitcast<u64>(u64(52)));
let l_414 = bitcast<f64>(l_413);
l_mut_177 = l_414;
}
let l_415 = l_mut_25 + l_146;
let l_416 = abs(l_415);
l_mut_28 = f64(1.401298464324817e-45);
let l_417 = l_416 >= f64(1.1754943508222875e-38);
let l_418 = l_416 <= f64(1.7976931348623157e308);
let l_419 = l_417 && l_418;
if l_419 {
let l_420 = bitcast<u64>(l_416);
let l_421 = l_420 >> u32(bitcast<u64>(u64(52)));
let l_422 = l_421 - u64(23);
let l_423 = l_422 << u32(bitcast<u64>(u64(52)));
let l_424 = bitcast<f64>(l_423);
l_mut_28 = l_424;
}
let l_425 = l_mut_177 == l_mut_28;
if l_425 {
let l_426 = l_404 * f64(1.4551915228366852e-11);
let l_427 = l_146 + l_426;
let l_428 = l_mut_25 - l_404;
let l_429 = l_mut_25 + l_404;
let l_430 = f64(l_mut_22);
let l_431 = bitcast<u32>(l_mut_22);
let l_432 = l_431 + u32(1);
l_mut_164 = l_432;
let l_433 = l_431 & u32(2147483647);
let l_434 = l_433 == u32(0);
if l_434 {
l_mut_164 = u32(1);
} else {
let l_435 = l_431 & u32(2147483648);
let l_436 = l_435 != u32(0);
if l_436 {
let l_437 = l_431 - u32(1);
l_mut_164 = l_437;
}
}
let l_438 = bitcast<f32>(l_mut_164);
let l_439 = f64(l_438);
let l_440 = -l_mut_22;
let l_441 = bitcast<u32>(l_440);
let l_442 = l_441 + u32(1);
l_mut_164 = l_442;
let l_443 = l_441 & u32(2147483647);
let l_444 = l_443 == u32(0);
if l_444 {
l_mut_164 = u32(1);
} else {
let l_445 = l_441 & u32(2147483648);
let l_446 = l_445 != u32(0);
if l_446 {
let l_447 = l_441 - u32(1);
l_mut_164 = l_447;
}
}
let l_448 = bitcast<f32>(l_mut_164);
let l_449 = -l_448;
let l_450 = f64(l_449);
let l_451 = l_428 + l_427;
let l_452 = l_451 <= l_430;
l_mut_224 = l_452;
let l_453 = l_428 - l_427;
let l_454 = l_453 > l_430;
l_mut_221 = l_454;
let l_455 = l_429 - l_427;
let l_456 = l_455 >= l_430;
l_mut_218 = l_456;
let l_457 = l_429 + l_427;
let l_458 = l_457 < l_430;
l_mut_215 = l_458;
if l_134 {
let l_459 = l_428 + l_427;
let l_460 = l_459 < l_439;
l_mut_224 = l_460;
let l_461 = l_428 - l_427;
let l_462 = l_461 >= l_439;
l_mut_221 = l_462;
let l_463 = l_429 - l_427;
let l_464 = l_463 > l_450;
l_mut_218 = l_464;
let l_465 = l_429 + l_427;
let l_466 = l_465 <= l_450;
l_mut_215 = l_466;
}
l_mut_164 = u32(2);
let l_467 = l_mut_221 || l_mut_215;
if l_467 {
l_mut_164 = u32(1);
} else {
let l_468 = l_mut_224 && l_mut_218;
if l_468 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_469 = l_130 == u32(6);
if l_469 {
l_mut_148 = u32(0);
let l_470 = l_144 <= l_139;
if l_470 {
let l_471 = l_136 * f64(1.4551915228366852e-11);
let l_472 = l_146 + l_471;
let l_473 = l_mut_25 - l_136;
let l_474 = l_mut_25 + l_136;
let l_475 = f64(l_mut_22);
let l_476 = bitcast<u32>(l_mut_22);
let l_477 = l_476 + u32(1);
l_mut_194 = l_477;
let l_478 = l_476 & u32(2147483647);
let l_479 = l_478 == u32(0);
if l_479 {
l_mut_194 = u32(1);
} else {
let l_480 = l_476 & u32(2147483648);
let l_481 = l_480 != u32(0);
if l_481 {
let l_482 = l_476 - u32(1);
l_mut_194 = l_482;
}
}
let l_483 = bitcast<f32>(l_mut_194);
let l_484 = f64(l_483);
let l_485 = -l_mut_22;
let l_486 = bitcast<u32>(l_485);
let l_487 = l_486 + u32(1);
l_mut_194 = l_487;
let l_488 = l_486 & u32(2147483647);
let l_489 = l_488 == u32(0);
if l_489 {
l_mut_194 = u32(1);
} else {
let l_490 = l_486 & u32(2147483648);
let l_491 = l_490 != u32(0);
if l_491 {
let l_492 = l_486 - u32(1);
l_mut_194 = l_492;
}
}
let l_493 = bitcast<f32>(l_mut_194);
let l_494 = -l_493;
let l_495 = f64(l_494);
let l_496 = l_473 + l_472;
let l_497 = l_496 <= l_475;
l_mut_224 = l_497;
let l_498 = l_473 - l_472;
let l_499 = l_498 > l_475;
l_mut_221 = l_499;
let l_500 = l_474 - l_472;
let l_501 = l_500 >= l_475;
l_mut_218 = l_501;
let l_502 = l_474 + l_472;
let l_503 = l_502 < l_475;
l_mut_215 = l_503;
if l_134 {
let l_504 = l_473 + l_472;
let l_505 = l_504 < l_484;
l_mut_224 = l_505;
let l_506 = l_473 - l_472;
let l_507 = l_506 >= l_484;
l_mut_221 = l_507;
let l_508 = l_474 - l_472;
let l_509 = l_508 > l_495;
l_mut_218 = l_509;
let l_510 = l_474 + l_472;
let l_511 = l_510 <= l_495;
l_mut_215 = l_511;
}
l_mut_194 = u32(2);
let l_512 = l_mut_221 || l_mut_215;
if l_512 {
l_mut_194 = u32(1);
} else {
let l_513 = l_mut_224 && l_mut_218;
if l_513 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_514 = l_130 == u32(7);
if l_514 {
let l_515 = abs(l_mut_25);
let l_516 = l_136 * l_515;
l_mut_177 = l_516;
let l_517 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_518 = l_517 >= f64(1.1754943508222875e-38);
let l_519 = l_517 <= f64(1.7976931348623157e308);
let l_520 = l_518 && l_519;
if l_520 {
let l_521 = bitcast<u64>(l_517);
let l_522 = l_521 >> u32(bitcast<u64>(u64(52)));
let l_523 = l_522 - u64(23);
let l_524 = l_523 << u32(bitcast<u64>(u64(52)));
let l_525 = bitcast<f64>(l_524);
l_mut_28 = l_525;
}
let l_526 = f64(0.5) * l_mut_28;
let l_527 = l_526 > l_mut_177;
if l_527 {
l_mut_177 = l_526;
}
let l_528 = l_mut_25 - l_146;
let l_529 = abs(l_528);
l_mut_28 = f64(1.401298464324817e-45);
let l_530 = l_529 >= f64(1.1754943508222875e-38);
let l_531 = l_529 <= f64(1.7976931348623157e308);
let l_532 = l_530 && l_531;
if l_532 {
let l_533 = bitcast<u64>(l_529);
let l_534 = l_533 >> u32(bitcast<u64>(u64(52)));
let l_535 = l_534 - u64(23);
let l_536 = l_535 << u32(bitcast<u64>(u64(52)));
let l_537 = bitcast<f64>(l_536);
l_mut_28 = l_537;
}
let l_538 = l_mut_25 + l_146;
let l_539 = abs(l_538);
l_mut_540 = f64(1.401298464324817e-45);
let l_541 = l_539 >= f64(1.1754943508222875e-38);
let l_542 = l_539 <= f64(1.7976931348623157e308);
let l_543 = l_541 && l_542;
if l_543 {
let l_544 = bitcast<u64>(l_539);
let l_545 = l_544 >> u32(bitcast<u64>(u64(52)));
let l_546 = l_545 - u64(23);
let l_547 = l_546 << u32(bitcast<u64>(u64(52)));
let l_548 = bitcast<f64>(l_547);
l_mut_540 = l_548;
}
let l_549 = l_mut_28 == l_mut_540;
if l_549 {
let l_550 = l_136 * l_146;
let l_551 = l_146 + l_550;
let l_552 = l_mut_177 * f64(1.4551915228366852e-11);
let l_553 = l_551 + l_552;
let l_554 = l_mut_25 - l_mut_177;
let l_555 = l_mut_25 + l_mut_177;
let l_556 = f64(l_mut_22);
let l_557 = bitcast<u32>(l_mut_22);
let l_558 = l_557 + u32(1);
l_mut_194 = l_558;
let l_559 = l_557 & u32(2147483647);
let l_560 = l_559 == u32(0);
if l_560 {
l_mut_194 = u32(1);
} else {
let l_561 = l_557 & u32(2147483648);
let l_562 = l_561 != u32(0);
if l_562 {
let l_563 = l_557 - u32(1);
l_mut_194 = l_563;
}
}
let l_564 = bitcast<f32>(l_mut_194);
let l_565 = f64(l_564);
let l_566 = -l_mut_22;
let l_567 = bitcast<u32>(l_566);
let l_568 = l_567 + u32(1);
l_mut_194 = l_568;
let l_569 = l_567 & u32(2147483647);
let l_570 = l_569 == u32(0);
if l_570 {
l_mut_194 = u32(1);
} else {
let l_571 = l_567 & u32(2147483648);
let l_572 = l_571 != u32(0);
if l_572 {
let l_573 = l_567 - u32(1);
l_mut_194 = l_573;
}
}
let l_574 = bitcast<f32>(l_mut_194);
let l_575 = -l_574;
let l_576 = f64(l_575);
let l_577 = l_554 + l_553;
let l_578 = l_577 <= l_556;
l_mut_224 = l_578;
let l_579 = l_554 - l_553;
let l_580 = l_579 > l_556;
l_mut_221 = l_580;
let l_581 = l_555 - l_553;
let l_582 = l_581 >= l_556;
l_mut_218 = l_582;
let l_583 = l_555 + l_553;
let l_584 = l_583 < l_556;
l_mut_215 = l_584;
if l_134 {
let l_585 = l_554 + l_553;
let l_586 = l_585 < l_565;
l_mut_224 = l_586;
let l_587 = l_554 - l_553;
let l_588 = l_587 >= l_565;
l_mut_221 = l_588;
let l_589 = l_555 - l_553;
let l_590 = l_589 > l_576;
l_mut_218 = l_590;
let l_591 = l_555 + l_553;
let l_592 = l_591 <= l_576;
l_mut_215 = l_592;
}
l_mut_194 = u32(2);
let l_593 = l_mut_221 || l_mut_215;
if l_593 {
l_mut_194 = u32(1);
} else {
let l_594 = l_mut_224 && l_mut_218;
if l_594 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_595 = l_130 == u32(8);
if l_595 {
let l_596 = l_143 >= f64(0.5);
let l_597 = l_143 <= f64(2.0);
let l_598 = l_596 && l_597;
if l_598 {
let l_599 = l_136 * f64(1.4551915228366852e-11);
let l_600 = l_146 + l_599;
let l_601 = l_mut_25 - l_136;
let l_602 = l_mut_25 + l_136;
let l_603 = f64(l_mut_22);
let l_604 = bitcast<u32>(l_mut_22);
let l_605 = l_604 + u32(1);
l_mut_194 = l_605;
let l_606 = l_604 & u32(2147483647);
let l_607 = l_606 == u32(0);
if l_607 {
l_mut_194 = u32(1);
} else {
let l_608 = l_604 & u32(2147483648);
let l_609 = l_608 != u32(0);
if l_609 {
let l_610 = l_604 - u32(1);
l_mut_194 = l_610;
}
}
let l_611 = bitcast<f32>(l_mut_194);
let l_612 = f64(l_611);
let l_613 = -l_mut_22;
let l_614 = bitcast<u32>(l_613);
let l_615 = l_614 + u32(1);
l_mut_194 = l_615;
let l_616 = l_614 & u32(2147483647);
let l_617 = l_616 == u32(0);
if l_617 {
l_mut_194 = u32(1);
} else {
let l_618 = l_614 & u32(2147483648);
let l_619 = l_618 != u32(0);
if l_619 {
let l_620 = l_614 - u32(1);
l_mut_194 = l_620;
}
}
let l_621 = bitcast<f32>(l_mut_194);
let l_622 = -l_621;
let l_623 = f64(l_622);
let l_624 = l_601 + l_600;
let l_625 = l_624 <= l_603;
l_mut_224 = l_625;
let l_626 = l_601 - l_600;
let l_627 = l_626 > l_603;
l_mut_221 = l_627;
let l_628 = l_602 - l_600;
let l_629 = l_628 >= l_603;
l_mut_218 = l_629;
let l_630 = l_602 + l_600;
let l_631 = l_630 < l_603;
l_mut_215 = l_631;
if l_134 {
let l_632 = l_601 + l_600;
let l_633 = l_632 < l_612;
l_mut_224 = l_633;
let l_634 = l_601 - l_600;
let l_635 = l_634 >= l_612;
l_mut_221 = l_635;
let l_636 = l_602 - l_600;
let l_637 = l_636 > l_623;
l_mut_218 = l_637;
let l_638 = l_602 + l_600;
let l_639 = l_638 <= l_623;
l_mut_215 = l_639;
}
l_mut_194 = u32(2);
let l_640 = l_mut_221 || l_mut_215;
if l_640 {
l_mut_194 = u32(1);
} else {
let l_641 = l_mut_224 && l_mut_218;
if l_641 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
} else {
let l_642 = abs(l_mut_25);
l_mut_540 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_540 = l_650;
}
let l_651 = l_139 * l_mut_540;
l_mut_194 = u32(2);
let l_652 = l_mut_25 - l_146;
let l_653 = abs(l_652);
l_mut_540 = f64(1.401298464324817e-45);
let l_654 = l_653 >= f64(1.1754943508222875e-38);
let l_655 = l_653 <= f64(1.7976931348623157e308);
let l_656 = l_654 && l_655;
if l_656 {
let l_657 = bitcast<u64>(l_653);
let l_658 = l_657 >> u32(bitcast<u64>(u64(52)));
let l_659 = l_658 - u64(23);
let l_660 = l_659 << u32(bitcast<u64>(u64(52)));
let l_661 = bitcast<f64>(l_660);
l_mut_540 = l_661;
}
let l_662 = l_mut_25 + l_146;
let l_663 = abs(l_662);
l_mut_177 = f64(1.401298464324817e-45);
let l_664 = l_663 >= f64(1.1754943508222875e-38);
let l_665 = l_663 <= f64(1.7976931348623157e308);
let l_666 = l_664 && l_665;
if l_666 {
let l_667 = bitcast<u64>(l_663);
let l_668 = l_667 >> u32(bitcast<u64>(u64(52)));
let l_669 = l_668 - u64(23);
let l_670 = l_669 << u32(bitcast<u64>(u64(52)));
let l_671 = bitcast<f64>(l_670);
l_mut_177 = l_671;
}
let l_672 = l_mut_540 == l_mut_177;
if l_672 {
let l_673 = l_651 * f64(1.4551915228366852e-11);
let l_674 = l_146 + l_673;
let l_675 = l_mut_25 - l_651;
let l_676 = l_mut_25 + l_651;
let l_677 = f64(l_mut_22);
let l_678 = bitcast<u32>(l_mut_22);
let l_679 = l_678 + u32(1);
l_mut_164 = l_679;
let l_680 = l_678 & u32(2147483647);
let l_681 = l_680 == u32(0);
if l_681 {
l_mut_164 = u32(1);
} else {
let l_682 = l_678 & u32(2147483648);
let l_683 = l_682 != u32(0);
if l_683 {
let l_684 = l_678 - u32(1);
l_mut_164 = l_684;
}
}
let l_685 = bitcast<f32>(l_mut_164);
let l_686 = f64(l_685);
let l_687 = -l_mut_22;
let l_688 = bitcast<u32>(l_687);
let l_689 = l_688 + u32(1);
l_mut_164 = l_689;
let l_690 = l_688 & u32(2147483647);
let l_691 = l_690 == u32(0);
if l_691 {
l_mut_164 = u32(1);
} else {
let l_692 = l_688 & u32(2147483648);
let l_693 = l_692 != u32(0);
if l_693 {
let l_694 = l_688 - u32(1);
l_mut_164 = l_694;
}
}
let l_695 = bitcast<f32>(l_mut_164);
let l_696 = -l_695;
let l_697 = f64(l_696);
let l_698 = l_675 + l_674;
let l_699 = l_698 <= l_677;
l_mut_224 = l_699;
let l_700 = l_675 - l_674;
let l_701 = l_700 > l_677;
l_mut_221 = l_701;
let l_702 = l_676 - l_674;
let l_703 = l_702 >= l_677;
l_mut_218 = l_703;
let l_704 = l_676 + l_674;
let l_705 = l_704 < l_677;
l_mut_215 = l_705;
if l_134 {
let l_706 = l_675 + l_674;
let l_707 = l_706 < l_686;
l_mut_224 = l_707;
let l_708 = l_675 - l_674;
let l_709 = l_708 >= l_686;
l_mut_221 = l_709;
let l_710 = l_676 - l_674;
let l_711 = l_710 > l_697;
l_mut_218 = l_711;
let l_712 = l_676 + l_674;
let l_713 = l_712 <= l_697;
l_mut_215 = l_713;
}
l_mut_164 = u32(2);
let l_714 = l_mut_221 || l_mut_215;
if l_714 {
l_mut_164 = u32(1);
} else {
let l_715 = l_mut_224 && l_mut_218;
if l_715 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
let l_716 = l_130 == u32(11);
let l_717 = l_130 == u32(12);
let l_718 = l_716 || l_717;
if l_718 {
l_mut_148 = u32(0);
}
let l_719 = l_144 <= l_142;
let l_720 = l_130 == u32(11);
let l_721 = l_719 && l_720;
if l_721 {
a_722[u32(0)] = u32(1);
let l_723 = f32(l_143);
let l_724 = f64(l_723);
let l_725 = abs(l_724);
l_mut_540 = l_725;
l_mut_194 = u32(0);
let l_726 = l_725 >= f64(0.785);
if l_726 {
let l_727 = l_725 * f64(0.6366197723675814);
let l_728 = l_727 + f64(0.5);
let l_729 = floor(l_728);
let l_730 = l_729 * f64(1.570796325802803);
let l_731 = l_725 - l_730;
let l_732 = l_729 * f64(9.920935796805404e-10);
let l_733 = l_731 - l_732;
l_mut_540 = l_733;
let l_734 = u32(l_729);
l_mut_194 = l_734;
}
let l_735 = l_723 < f32(0.0);
let l_736 = l_mut_540 * l_mut_540;
let l_737 = l_736 * f64(1.9572941063391263e-20);
let l_738 = f64(8.22063524662433e-18) - l_737;
l_mut_177 = l_738;
let l_739 = l_mut_177 * l_736;
let l_740 = l_739 - f64(2.8114572543455206e-15);
l_mut_177 = l_740;
let l_741 = l_mut_177 * l_736;
let l_742 = l_741 + f64(7.647163731819816e-13);
l_mut_177 = l_742;
let l_743 = l_mut_177 * l_736;
let l_744 = l_743 - f64(1.6059043836821613e-10);
l_mut_177 = l_744;
let l_745 = l_mut_177 * l_736;
let l_746 = l_745 + f64(2.505210838544172e-8);
l_mut_177 = l_746;
let l_747 = l_mut_177 * l_736;
let l_748 = l_747 - f64(2.7557319223985893e-6);
l_mut_177 = l_748;
let l_749 = l_mut_177 * l_736;
let l_750 = l_749 + f64(0.0001984126984126984);
l_mut_177 = l_750;
let l_751 = l_mut_177 * l_736;
let l_752 = l_751 - f64(0.008333333333333333);
l_mut_177 = l_752;
let l_753 = l_mut_177 * l_736;
let l_754 = l_753 + f64(0.16666666666666666);
l_mut_177 = l_754;
let l_755 = f64(0.5) * l_736;
let l_756 = f64(1.0) - l_755;
let l_757 = f64(0.0) * l_756;
let l_758 = l_mut_540 * l_736;
let l_759 = l_758 * l_mut_177;
let l_760 = l_757 - l_759;
let l_761 = l_mut_540 + l_760;
let l_762 = l_mut_540 * l_mut_540;
let l_763 = l_762 * f64(4.110317623312165e-19);
let l_764 = l_763 - f64(1.5619206968586225e-16);
l_mut_177 = l_764;
let l_765 = l_mut_177 * l_762;
let l_766 = l_765 + f64(4.779477332387385e-14);
l_mut_177 = l_766;
let l_767 = l_mut_177 * l_762;
let l_768 = l_767 - f64(1.1470745597729725e-11);
l_mut_177 = l_768;
let l_769 = l_mut_177 * l_762;
let l_770 = l_769 + f64(2.08767569878681e-9);
l_mut_177 = l_770;
let l_771 = l_mut_177 * l_762;
let l_772 = l_771 - f64(2.755731922398589e-7);
l_mut_177 = l_772;
let l_773 = l_mut_177 * l_762;
let l_774 = l_773 + f64(2.48015873015873e-5);
l_mut_177 = l_774;
let l_775 = l_mut_177 * l_762;
let l_776 = l_775 - f64(0.001388888888888889);
l_mut_177 = l_776;
let l_777 = l_mut_177 * l_762;
let l_778 = l_777 + f64(0.041666666666666664);
l_mut_177 = l_778;
let l_779 = f64(0.5) * l_762;
let l_780 = f64(1.0) - l_779;
let l_781 = l_762 * l_762;
let l_782 = l_781 * l_mut_177;
let l_783 = f64(0.0) * l_mut_540;
let l_784 = l_782 - l_783;
let l_785 = l_780 + l_784;
let l_786 = l_mut_194 & u32(1);
let l_787 = l_786 == u32(1);
l_mut_540 = l_761;
let l_788 = l_mut_194 & u32(2);
let l_789 = l_788 != u32(0);
l_mut_224 = l_789;
if l_787 {
l_mut_540 = l_785;
}
let l_790 = bool(true) && l_735;
if l_790 {
let l_791 = !l_mut_224;
l_mut_224 = l_791;
}
if l_mut_224 {
let l_792 = -l_mut_540;
l_mut_540 = l_792;
}
let l_793 = f32(l_143);
let l_794 = f64(l_793);
let l_795 = abs(l_794);
l_mut_177 = l_795;
l_mut_194 = u32(0);
let l_796 = l_795 >= f64(0.785);
if l_796 {
let l_797 = l_795 * f64(0.6366197723675814);
let l_798 = l_797 + f64(0.5);
let l_799 = floor(l_798);
let l_800 = l_799 * f64(1.570796325802803);
let l_801 = l_795 - l_800;
let l_802 = l_799 * f64(9.920935796805404e-10);
let l_803 = l_801 - l_802;
l_mut_177 = l_803;
let l_804 = u32(l_799);
l_mut_194 = l_804;
}
let l_805 = l_793 < f32(0.0);
let l_806 = l_mut_177 * l_mut_177;
let l_807 = l_806 * f64(1.9572941063391263e-20);
let l_808 = f64(8.22063524662433e-18) - l_807;
l_mut_28 = l_808;
let l_809 = l_mut_28 * l_806;
let l_810 = l_809 - f64(2.8114572543455206e-15);
l_mut_28 = l_810;
let l_811 = l_mut_28 * l_806;
let l_812 = l_811 + f64(7.647163731819816e-13);
l_mut_28 = l_812;
let l_813 = l_mut_28 * l_806;
let l_814 = l_813 - f64(1.6059043836821613e-10);
l_mut_28 = l_814;
let l_815 = l_mut_28 * l_806;
let l_816 = l_815 + f64(2.505210838544172e-8);
l_mut_28 = l_816;
let l_817 = l_mut_28 * l_806;
let l_818 = l_817 - f64(2.7557319223985893e-6);
l_mut_28 = l_818;
let l_819 = l_mut_28 * l_806;
let l_820 = l_819 + f64(0.0001984126984126984);
l_mut_28 = l_820;
let l_821 = l_mut_28 * l_806;
let l_822 = l_821 - f64(0.008333333333333333);
l_mut_28 = l_822;
let l_823 = l_mut_28 * l_806;
let l_824 = l_823 + f64(0.16666666666666666);
l_mut_28 = l_824;
let l_825 = f64(0.5) * l_806;
let l_826 = f64(1.0) - l_825;
let l_827 = f64(0.0) * l_826;
let l_828 = l_mut_177 * l_806;
let l_829 = l_828 * l_mut_28;
let l_830 = l_827 - l_829;
let l_831 = l_mut_177 + l_830;
let l_832 = l_mut_177 * l_mut_177;
let l_833 = l_832 * f64(4.110317623312165e-19);
let l_834 = l_833 - f64(1.5619206968586225e-16);
l_mut_28 = l_834;
let l_835 = l_mut_28 * l_832;
let l_836 = l_835 + f64(4.779477332387385e-14);
l_mut_28 = l_836;
let l_837 = l_mut_28 * l_832;
let l_838 = l_837 - f64(1.1470745597729725e-11);
l_mut_28 = l_838;
let l_839 = l_mut_28 * l_832;
let l_840 = l_839 + f64(2.08767569878681e-9);
l_mut_28 = l_840;
let l_841 = l_mut_28 * l_832;
let l_842 = l_841 - f64(2.755731922398589e-7);
l_mut_28 = l_842;
let l_843 = l_mut_28 * l_832;
let l_844 = l_843 + f64(2.48015873015873e-5);
l_mut_28 = l_844;
let l_845 = l_mut_28 * l_832;
let l_846 = l_845 - f64(0.001388888888888889);
l_mut_28 = l_846;
let l_847 = l_mut_28 * l_832;
let l_848 = l_847 + f64(0.041666666666666664);
l_mut_28 = l_848;
let l_849 = f64(0.5) * l_832;
let l_850 = f64(1.0) - l_849;
let l_851 = l_832 * l_832;
let l_852 = l_851 * l_mut_28;
let l_853 = f64(0.0) * l_mut_177;
let l_854 = l_852 - l_853;
let l_855 = l_850 + l_854;
let l_856 = l_mut_194 & u32(1);
let l_857 = l_856 == u32(1);
l_mut_177 = l_831;
let l_858 = l_mut_194 & u32(2);
let l_859 = l_858 != u32(0);
l_mut_224 = l_859;
l_mut_177 = l_855;
if l_857 {
l_mut_177 = l_831;
}
let l_860 = l_mut_194 + u32(1);
let l_861 = l_860 & u32(2);
let l_862 = l_861 != u32(0);
l_mut_224 = l_862;
let l_863 = bool(false) && l_805;
if l_863 {
let l_864 = !l_mut_224;
l_mut_224 = l_864;
}
if l_mut_224 {
let l_865 = -l_mut_177;
l_mut_177 = l_865;
}
let l_866 = abs(l_mut_540);
let l_867 = l_866 * f64(1.4551915228366852e-11);
let l_868 = abs(l_mut_177);
let l_869 = l_868 * f64(1.4551915228366852e-11);
let l_870 = l_mut_540 - l_136;
l_mut_28 = l_870;
if l_134 {
let l_871 = l_870 - l_867;
let l_872 = l_871 * f64(7.1362384635298e44);
let l_873 = floor(l_872);
let l_874 = l_873 * f64(1.401298464324817e-45);
l_mut_875 = l_874;
let l_876 = abs(l_871);
let l_877 = l_876 >= f64(1.1754943508222875e-38);
if l_877 {
let l_878 = f32(l_871);
let l_879 = f64(l_878);
l_mut_875 = l_879;
let l_880 = l_mut_875 > l_871;
if l_880 {
let l_881 = -l_878;
let l_882 = bitcast<u32>(l_881);
let l_883 = l_882 + u32(1);
l_mut_194 = l_883;
let l_884 = l_882 & u32(2147483647);
let l_885 = l_884 == u32(0);
if l_885 {
l_mut_194 = u32(1);
} else {
let l_886 = l_882 & u32(2147483648);
let l_887 = l_886 != u32(0);
if l_887 {
let l_888 = l_882 - u32(1);
l_mut_194 = l_888;
}
}
let l_889 = bitcast<f32>(l_mut_194);
let l_890 = -l_889;
let l_891 = f64(l_890);
l_mut_875 = l_891;
} else {
let l_892 = bitcast<u32>(l_878);
let l_893 = l_892 + u32(1);
l_mut_194 = l_893;
let l_894 = l_892 & u32(2147483647);
let l_895 = l_894 == u32(0);
if l_895 {
l_mut_194 = u32(1);
} else {
let l_896 = l_892 & u32(2147483648);
let l_897 = l_896 != u32(0);
if l_897 {
let l_898 = l_892 - u32(1);
l_mut_194 = l_898;
}
}
let l_899 = bitcast<f32>(l_mut_194);
let l_900 = f64(l_899);
let l_901 = l_900 <= l_871;
if l_901 {
let l_902 = bitcast<u32>(l_878);
let l_903 = l_902 + u32(1);
l_mut_194 = l_903;
let l_904 = l_902 & u32(2147483647);
let l_905 = l_904 == u32(0);
if l_905 {
l_mut_194 = u32(1);
} else {
let l_906 = l_902 & u32(2147483648);
let l_907 = l_906 != u32(0);
if l_907 {
let l_908 = l_902 - u32(1);
l_mut_194 = l_908;
}
}
let l_909 = bitcast<f32>(l_mut_194);
let l_910 = f64(l_909);
l_mut_875 = l_910;
}
}
}
let l_911 = l_870 + l_867;
let l_912 = l_911 * f64(7.1362384635298e44);
let l_913 = floor(l_912);
let l_914 = l_913 * f64(1.401298464324817e-45);
l_mut_915 = l_914;
let l_916 = abs(l_911);
let l_917 = l_916 >= f64(1.1754943508222875e-38);
if l_917 {
let l_918 = f32(l_911);
let l_919 = f64(l_918);
l_mut_915 = l_919;
let l_920 = l_mut_915 > l_911;
if l_920 {
let l_921 = -l_918;
let l_922 = bitcast<u32>(l_921);
let l_923 = l_922 + u32(1);
l_mut_194 = l_923;
let l_924 = l_922 & u32(2147483647);
let l_925 = l_924 == u32(0);
if l_925 {
l_mut_194 = u32(1);
} else {
let l_926 = l_922 & u32(2147483648);
let l_927 = l_926 != u32(0);
if l_927 {
let l_928 = l_922 - u32(1);
l_mut_194 = l_928;
}
}
let l_929 = bitcast<f32>(l_mut_194);
let l_930 = -l_929;
let l_931 = f64(l_930);
l_mut_915 = l_931;
} else {
let l_932 = bitcast<u32>(l_918);
let l_933 = l_932 + u32(1);
l_mut_194 = l_933;
let l_934 = l_932 & u32(2147483647);
let l_935 = l_934 == u32(0);
if l_935 {
l_mut_194 = u32(1);
} else {
let l_936 = l_932 & u32(2147483648);
let l_937 = l_936 != u32(0);
if l_937 {
let l_938 = l_932 - u32(1);
l_mut_194 = l_938;
}
}
let l_939 = bitcast<f32>(l_mut_194);
let l_940 = f64(l_939);
let l_941 = l_940 <= l_911;
if l_941 {
let l_942 = bitcast<u32>(l_918);
let l_943 = l_942 + u32(1);
l_mut_194 = l_943;
let l_944 = l_942 & u32(2147483647);
let l_945 = l_944 == u32(0);
if l_945 {
l_mut_194 = u32(1);
} else {
let l_946 = l_942 & u32(2147483648);
let l_947 = l_946 != u32(0);
if l_947 {
let l_948 = l_942 - u32(1);
l_mut_194 = l_948;
}
}
let l_949 = bitcast<f32>(l_mut_194);
let l_950 = f64(l_949);
l_mut_915 = l_950;
}
}
}
let l_951 = l_mut_875 == l_mut_915;
let l_952 = !l_951;
if l_952 {
a_722[u32(0)] = u32(0);
}
let l_953 = l_870 * f64(7.1362384635298e44);
let l_954 = floor(l_953);
let l_955 = l_954 * f64(1.401298464324817e-45);
l_mut_915 = l_955;
let l_956 = abs(l_870);
let l_957 = l_956 >= f64(1.1754943508222875e-38);
if l_957 {
let l_958 = f32(l_870);
let l_959 = f64(l_958);
l_mut_915 = l_959;
let l_960 = l_mut_915 > l_870;
if l_960 {
let l_961 = -l_958;
let l_962 = bitcast<u32>(l_961);
let l_963 = l_962 + u32(1);
l_mut_194 = l_963;
let l_964 = l_962 & u32(2147483647);
let l_965 = l_964 == u32(0);
if l_965 {
l_mut_194 = u32(1);
} else {
let l_966 = l_962 & u32(2147483648);
let l_967 = l_966 != u32(0);
if l_967 {
let l_968 = l_962 - u32(1);
l_mut_194 = l_968;
}
}
let l_969 = bitcast<f32>(l_mut_194);
let l_970 = -l_969;
let l_971 = f64(l_970);
l_mut_915 = l_971;
} else {
let l_972 = bitcast<u32>(l_958);
let l_973 = l_972 + u32(1);
l_mut_194 = l_973;
let l_974 = l_972 & u32(2147483647);
let l_975 = l_974 == u32(0);
if l_975 {
l_mut_194 = u32(1);
} else {
let l_976 = l_972 & u32(2147483648);
let l_977 = l_976 != u32(0);
if l_977 {
let l_978 = l_972 - u32(1);
l_mut_194 = l_978;
}
}
let l_979 = bitcast<f32>(l_mut_194);
let l_980 = f64(l_979);
let l_981 = l_980 <= l_870;
if l_981 {
let l_982 = bitcast<u32>(l_958);
let l_983 = l_982 + u32(1);
l_mut_194 = l_983;
let l_984 = l_982 & u32(2147483647);
let l_985 = l_984 == u32(0);
if l_985 {
l_mut_194 = u32(1);
} else {
let l_986 = l_982 & u32(2147483648);
let l_987 = l_986 != u32(0);
if l_987 {
let l_988 = l_982 - u32(1);
l_mut_194 = l_988;
}
}
let l_989 = bitcast<f32>(l_mut_194);
let l_990 = f64(l_989);
l_mut_915 = l_990;
}
}
}
l_mut_28 = l_mut_915;
}
let l_991 = l_mut_540 + l_136;
l_mut_915 = l_991;
if l_134 {
let l_992 = l_991 - l_867;
let l_993 = l_992 * f64(7.1362384635298e44);
let l_994 = floor(l_993);
let l_995 = l_994 * f64(1.401298464324817e-45);
l_mut_875 = l_995;
let l_996 = abs(l_992);
let l_997 = l_996 >= f64(1.1754943508222875e-38);
if l_997 {
let l_998 = f32(l_992);
let l_999 = f64(l_998);
l_mut_875 = l_999;
let l_1000 = l_mut_875 > l_992;
if l_1000 {
let l_1001 = -l_998;
let l_1002 = bitcast<u32>(l_1001);
let l_1003 = l_1002 + u32(1);
l_mut_194 = l_1003;
let l_1004 = l_1002 & u32(2147483647);
let l_1005 = l_1004 == u32(0);
if l_1005 {
l_mut_194 = u32(1);
} else {
let l_1006 = l_1002 & u32(2147483648);
let l_1007 = l_1006 != u32(0);
if l_1007 {
let l_1008 = l_1002 - u32(1);
l_mut_194 = l_1008;
}
}
let l_1009 = bitcast<f32>(l_mut_194);
let l_1010 = -l_1009;
let l_1011 = f64(l_1010);
l_mut_875 = l_1011;
} else {
let l_1012 = bitcast<u32>(l_998);
let l_1013 = l_1012 + u32(1);
l_mut_194 = l_1013;
let l_1014 = l_1012 & u32(2147483647);
let l_1015 = l_1014 == u32(0);
if l_1015 {
l_mut_194 = u32(1);
} else {
let l_1016 = l_1012 & u32(2147483648);
let l_1017 = l_1016 != u32(0);
if l_1017 {
let l_1018 = l_1012 - u32(1);
l_mut_194 = l_1018;
}
}
let l_1019 = bitcast<f32>(l_mut_194);
let l_1020 = f64(l_1019);
let l_1021 = l_1020 <= l_992;
if l_1021 {
let l_1022 = bitcast<u32>(l_998);
let l_1023 = l_1022 + u32(1);
l_mut_194 = l_1023;
let l_1024 = l_1022 & u32(2147483647);
let l_1025 = l_1024 == u32(0);
if l_1025 {
l_mut_194 = u32(1);
} else {
let l_1026 = l_1022 & u32(2147483648);
let l_1027 = l_1026 != u32(0);
if l_1027 {
let l_1028 = l_1022 - u32(1);
l_mut_194 = l_1028;
}
}
let l_1029 = bitcast<f32>(l_mut_194);
let l_1030 = f64(l_1029);
l_mut_875 = l_1030;
}
}
}
let l_1031 = l_991 + l_867;
let l_1032 = l_1031 * f64(7.1362384635298e44);
let l_1033 = floor(l_1032);
let l_1034 = l_1033 * f64(1.401298464324817e-45);
l_mut_540 = l_1034;
let l_1035 = abs(l_1031);
let l_1036 = l_1035 >= f64(1.1754943508222875e-38);
if l_1036 {
let l_1037 = f32(l_1031);
let l_1038 = f64(l_1037);
l_mut_540 = l_1038;
let l_1039 = l_mut_540 > l_1031;
if l_1039 {
let l_1040 = -l_1037;
let l_1041 = bitcast<u32>(l_1040);
let l_1042 = l_1041 + u32(1);
l_mut_194 = l_1042;
let l_1043 = l_1041 & u32(2147483647);
let l_1044 = l_1043 == u32(0);
if l_1044 {
l_mut_194 = u32(1);
} else {
let l_1045 = l_1041 & u32(2147483648);
let l_1046 = l_1045 != u32(0);
if l_1046 {
let l_1047 = l_1041 - u32(1);
l_mut_194 = l_1047;
}
}
let l_1048 = bitcast<f32>(l_mut_194);
let l_1049 = -l_1048;
let l_1050 = f64(l_1049);
l_mut_540 = l_1050;
} else {
let l_1051 = bitcast<u32>(l_1037);
let l_1052 = l_1051 + u32(1);
l_mut_194 = l_1052;
let l_1053 = l_1051 & u32(2147483647);
let l_1054 = l_1053 == u32(0);
if l_1054 {
l_mut_194 = u32(1);
} else {
let l_1055 = l_1051 & u32(2147483648);
let l_1056 = l_1055 != u32(0);
if l_1056 {
let l_1057 = l_1051 - u32(1);
l_mut_194 = l_1057;
}
}
let l_1058 = bitcast<f32>(l_mut_194);
let l_1059 = f64(l_1058);
let l_1060 = l_1059 <= l_1031;
if l_1060 {
let l_1061 = bitcast<u32>(l_1037);
let l_1062 = l_1061 + u32(1);
l_mut_194 = l_1062;
let l_1063 = l_1061 & u32(2147483647);
let l_1064 = l_1063 == u32(0);
if l_1064 {
l_mut_194 = u32(1);
} else {
let l_1065 = l_1061 & u32(2147483648);
let l_1066 = l_1065 != u32(0);
if l_1066 {
let l_1067 = l_1061 - u32(1);
l_mut_194 = l_1067;
}
}
let l_1068 = bitcast<f32>(l_mut_194);
let l_1069 = f64(l_1068);
l_mut_540 = l_1069;
}
}
}
let l_1070 = l_mut_875 == l_mut_540;
let l_1071 = !l_1070;
if l_1071 {
a_722[u32(0)] = u32(0);
}
let l_1072 = -l_991;
let l_1073 = l_1072 * f64(7.1362384635298e44);
let l_1074 = floor(l_1073);
let l_1075 = l_1074 * f64(1.401298464324817e-45);
l_mut_875 = l_1075;
let l_1076 = abs(l_1072);
let l_1077 = l_1076 >= f64(1.1754943508222875e-38);
if l_1077 {
let l_1078 = f32(l_1072);
let l_1079 = f64(l_1078);
l_mut_875 = l_1079;
let l_1080 = l_mut_875 > l_1072;
if l_1080 {
let l_1081 = -l_1078;
let l_1082 = bitcast<u32>(l_1081);
let l_1083 = l_1082 + u32(1);
l_mut_194 = l_1083;
let l_1084 = l_1082 & u32(2147483647);
let l_1085 = l_1084 == u32(0);
if l_1085 {
l_mut_194 = u32(1);
} else {
let l_1086 = l_1082 & u32(2147483648);
let l_1087 = l_1086 != u32(0);
if l_1087 {
let l_1088 = l_1082 - u32(1);
l_mut_194 = l_1088;
}
}
let l_1089 = bitcast<f32>(l_mut_194);
let l_1090 = -l_1089;
let l_1091 = f64(l_1090);
l_mut_875 = l_1091;
} else {
let l_1092 = bitcast<u32>(l_1078);
let l_1093 = l_1092 + u32(1);
l_mut_194 = l_1093;
let l_1094 = l_1092 & u32(2147483647);
let l_1095 = l_1094 == u32(0);
if l_1095 {
l_mut_194 = u32(1);
} else {
let l_1096 = l_1092 & u32(2147483648);
let l_1097 = l_1096 != u32(0);
if l_1097 {
let l_1098 = l_1092 - u32(1);
l_mut_194 = l_1098;
}
}
let l_1099 = bitcast<f32>(l_mut_194);
let l_1100 = f64(l_1099);
let l_1101 = l_1100 <= l_1072;
if l_1101 {
let l_1102 = bitcast<u32>(l_1078);
let l_1103 = l_1102 + u32(1);
l_mut_194 = l_1103;
let l_1104 = l_1102 & u32(2147483647);
let l_1105 = l_1104 == u32(0);
if l_1105 {
l_mut_194 = u32(1);
} else {
let l_1106 = l_1102 & u32(2147483648);
let l_1107 = l_1106 != u32(0);
if l_1107 {
let l_1108 = l_1102 - u32(1);
l_mut_194 = l_1108;
}
}
let l_1109 = bitcast<f32>(l_mut_194);
let l_1110 = f64(l_1109);
l_mut_875 = l_1110;
}
}
}
let l_1111 = -l_mut_875;
l_mut_915 = l_1111;
}
let l_1112 = l_mut_177 - l_136;
l_mut_875 = l_1112;
if l_134 {
let l_1113 = l_1112 - l_869;
let l_1114 = l_1113 * f64(7.1362384635298e44);
let l_1115 = floor(l_1114);
let l_1116 = l_1115 * f64(1.401298464324817e-45);
l_mut_540 = l_1116;
let l_1117 = abs(l_1113);
let l_1118 = l_1117 >= f64(1.1754943508222875e-38);
if l_1118 {
let l_1119 = f32(l_1113);
let l_1120 = f64(l_1119);
l_mut_540 = l_1120;
let l_1121 = l_mut_540 > l_1113;
if l_1121 {
let l_1122 = -l_1119;
let l_1123 = bitcast<u32>(l_1122);
let l_1124 = l_1123 + u32(1);
l_mut_194 = l_1124;
let l_1125 = l_1123 & u32(2147483647);
let l_1126 = l_1125 == u32(0);
if l_1126 {
l_mut_194 = u32(1);
} else {
let l_1127 = l_1123 & u32(2147483648);
let l_1128 = l_1127 != u32(0);
if l_1128 {
let l_1129 = l_1123 - u32(1);
l_mut_194 = l_1129;
}
}
let l_1130 = bitcast<f32>(l_mut_194);
let l_1131 = -l_1130;
let l_1132 = f64(l_1131);
l_mut_540 = l_1132;
} else {
let l_1133 = bitcast<u32>(l_1119);
let l_1134 = l_1133 + u32(1);
l_mut_194 = l_1134;
let l_1135 = l_1133 & u32(2147483647);
let l_1136 = l_1135 == u32(0);
if l_1136 {
l_mut_194 = u32(1);
} else {
let l_1137 = l_1133 & u32(2147483648);
let l_1138 = l_1137 != u32(0);
if l_1138 {
let l_1139 = l_1133 - u32(1);
l_mut_194 = l_1139;
}
}
let l_1140 = bitcast<f32>(l_mut_194);
let l_1141 = f64(l_1140);
let l_1142 = l_1141 <= l_1113;
if l_1142 {
let l_1143 = bitcast<u32>(l_1119);
let l_1144 = l_1143 + u32(1);
l_mut_194 = l_1144;
let l_1145 = l_1143 & u32(2147483647);
let l_1146 = l_1145 == u32(0);
if l_1146 {
l_mut_194 = u32(1);
} else {
let l_1147 = l_1143 & u32(2147483648);
let l_1148 = l_1147 != u32(0);
if l_1148 {
let l_1149 = l_1143 - u32(1);
l_mut_194 = l_1149;
}
}
let l_1150 = bitcast<f32>(l_mut_194);
let l_1151 = f64(l_1150);
l_mut_540 = l_1151;
}
}
}
let l_1152 = l_1112 + l_869;
let l_1153 = l_1152 * f64(7.1362384635298e44);
let l_1154 = floor(l_1153);
let l_1155 = l_1154 * f64(1.401298464324817e-45);
l_mut_1156 = l_1155;
let l_1157 = abs(l_1152);
let l_1158 = l_1157 >= f64(1.1754943508222875e-38);
if l_1158 {
let l_1159 = f32(l_1152);
let l_1160 = f64(l_1159);
l_mut_1156 = l_1160;
let l_1161 = l_mut_1156 > l_1152;
if l_1161 {
let l_1162 = -l_1159;
let l_1163 = bitcast<u32>(l_1162);
let l_1164 = l_1163 + u32(1);
l_mut_194 = l_1164;
let l_1165 = l_1163 & u32(2147483647);
let l_1166 = l_1165 == u32(0);
if l_1166 {
l_mut_194 = u32(1);
} else {
let l_1167 = l_1163 & u32(2147483648);
let l_1168 = l_1167 != u32(0);
if l_1168 {
let l_1169 = l_1163 - u32(1);
l_mut_194 = l_1169;
}
}
let l_1170 = bitcast<f32>(l_mut_194);
let l_1171 = -l_1170;
let l_1172 = f64(l_1171);
l_mut_1156 = l_1172;
} else {
let l_1173 = bitcast<u32>(l_1159);
let l_1174 = l_1173 + u32(1);
l_mut_194 = l_1174;
let l_1175 = l_1173 & u32(2147483647);
let l_1176 = l_1175 == u32(0);
if l_1176 {
l_mut_194 = u32(1);
} else {
let l_1177 = l_1173 & u32(2147483648);
let l_1178 = l_1177 != u32(0);
if l_1178 {
let l_1179 = l_1173 - u32(1);
l_mut_194 = l_1179;
}
}
let l_1180 = bitcast<f32>(l_mut_194);
let l_1181 = f64(l_1180);
let l_1182 = l_1181 <= l_1152;
if l_1182 {
let l_1183 = bitcast<u32>(l_1159);
let l_1184 = l_1183 + u32(1);
l_mut_194 = l_1184;
let l_1185 = l_1183 & u32(2147483647);
let l_1186 = l_1185 == u32(0);
if l_1186 {
l_mut_194 = u32(1);
} else {
let l_1187 = l_1183 & u32(2147483648);
let l_1188 = l_1187 != u32(0);
if l_1188 {
let l_1189 = l_1183 - u32(1);
l_mut_194 = l_1189;
}
}
let l_1190 = bitcast<f32>(l_mut_194);
let l_1191 = f64(l_1190);
l_mut_1156 = l_1191;
}
}
}
let l_1192 = l_mut_540 == l_mut_1156;
let l_1193 = !l_1192;
if l_1193 {
a_722[u32(0)] = u32(0);
}
let l_1194 = l_1112 * f64(7.1362384635298e44);
let l_1195 = floor(l_1194);
let l_1196 = l_1195 * f64(1.401298464324817e-45);
l_mut_1156 = l_1196;
let l_1197 = abs(l_1112);
let l_1198 = l_1197 >= f64(1.1754943508222875e-38);
if l_1198 {
let l_1199 = f32(l_1112);
let l_1200 = f64(l_1199);
l_mut_1156 = l_1200;
let l_1201 = l_mut_1156 > l_1112;
if l_1201 {
let l_1202 = -l_1199;
let l_1203 = bitcast<u32>(l_1202);
let l_1204 = l_1203 + u32(1);
l_mut_194 = l_1204;
let l_1205 = l_1203 & u32(2147483647);
let l_1206 = l_1205 == u32(0);
if l_1206 {
l_mut_194 = u32(1);
} else {
let l_1207 = l_1203 & u32(2147483648);
let l_1208 = l_1207 != u32(0);
if l_1208 {
let l_1209 = l_1203 - u32(1);
l_mut_194 = l_1209;
}
}
let l_1210 = bitcast<f32>(l_mut_194);
let l_1211 = -l_1210;
let l_1212 = f64(l_1211);
l_mut_1156 = l_1212;
} else {
let l_1213 = bitcast<u32>(l_1199);
let l_1214 = l_1213 + u32(1);
l_mut_194 = l_1214;
let l_1215 = l_1213 & u32(2147483647);
let l_1216 = l_1215 == u32(0);
if l_1216 {
l_mut_194 = u32(1);
} else {
let l_1217 = l_1213 & u32(2147483648);
let l_1218 = l_1217 != u32(0);
if l_1218 {
let l_1219 = l_1213 - u32(1);
l_mut_194 = l_1219;
}
}
let l_1220 = bitcast<f32>(l_mut_194);
let l_1221 = f64(l_1220);
let l_1222 = l_1221 <= l_1112;
if l_1222 {
let l_1223 = bitcast<u32>(l_1199);
let l_1224 = l_1223 + u32(1);
l_mut_194 = l_1224;
let l_1225 = l_1223 & u32(2147483647);
let l_1226 = l_1225 == u32(0);
if l_1226 {
l_mut_194 = u32(1);
} else {
let l_1227 = l_1223 & u32(2147483648);
let l_1228 = l_1227 != u32(0);
if l_1228 {
let l_1229 = l_1223 - u32(1);
l_mut_194 = l_1229;
}
}
let l_1230 = bitcast<f32>(l_mut_194);
let l_1231 = f64(l_1230);
l_mut_1156 = l_1231;
}
}
}
l_mut_875 = l_mut_1156;
}
let l_1232 = l_mut_177 + l_136;
l_mut_1156 = l_1232;
if l_134 {
let l_1233 = l_1232 - l_869;
let l_1234 = l_1233 * f64(7.1362384635298e44);
let l_1235 = floor(l_1234);
let l_1236 = l_1235 * f64(1.401298464324817e-45);
l_mut_540 = l_1236;
let l_1237 = abs(l_1233);
let l_1238 = l_1237 >= f64(1.1754943508222875e-38);
if l_1238 {
let l_1239 = f32(l_1233);
let l_1240 = f64(l_1239);
l_mut_540 = l_1240;
let l_1241 = l_mut_540 > l_1233;
if l_1241 {
let l_1242 = -l_1239;
let l_1243 = bitcast<u32>(l_1242);
let l_1244 = l_1243 + u32(1);
l_mut_194 = l_1244;
let l_1245 = l_1243 & u32(2147483647);
let l_1246 = l_1245 == u32(0);
if l_1246 {
l_mut_194 = u32(1);
} else {
let l_1247 = l_1243 & u32(2147483648);
let l_1248 = l_1247 != u32(0);
if l_1248 {
let l_1249 = l_1243 - u32(1);
l_mut_194 = l_1249;
}
}
let l_1250 = bitcast<f32>(l_mut_194);
let l_1251 = -l_1250;
let l_1252 = f64(l_1251);
l_mut_540 = l_1252;
} else {
let l_1253 = bitcast<u32>(l_1239);
let l_1254 = l_1253 + u32(1);
l_mut_194 = l_1254;
let l_1255 = l_1253 & u32(2147483647);
let l_1256 = l_1255 == u32(0);
if l_1256 {
l_mut_194 = u32(1);
} else {
let l_1257 = l_1253 & u32(2147483648);
let l_1258 = l_1257 != u32(0);
if l_1258 {
let l_1259 = l_1253 - u32(1);
l_mut_194 = l_1259;
}
}
let l_1260 = bitcast<f32>(l_mut_194);
let l_1261 = f64(l_1260);
let l_1262 = l_1261 <= l_1233;
if l_1262 {
let l_1263 = bitcast<u32>(l_1239);
let l_1264 = l_1263 + u32(1);
l_mut_194 = l_1264;
let l_1265 = l_1263 & u32(2147483647);
let l_1266 = l_1265 == u32(0);
if l_1266 {
l_mut_194 = u32(1);
} else {
let l_1267 = l_1263 & u32(2147483648);
let l_1268 = l_1267 != u32(0);
if l_1268 {
let l_1269 = l_1263 - u32(1);
l_mut_194 = l_1269;
}
}
let l_1270 = bitcast<f32>(l_mut_194);
let l_1271 = f64(l_1270);
l_mut_540 = l_1271;
}
}
}
let l_1272 = l_1232 + l_869;
let l_1273 = l_1272 * f64(7.1362384635298e44);
let l_1274 = floor(l_1273);
let l_1275 = l_1274 * f64(1.401298464324817e-45);
l_mut_177 = l_1275;
let l_1276 = abs(l_1272);
let l_1277 = l_1276 >= f64(1.1754943508222875e-38);
if l_1277 {
let l_1278 = f32(l_1272);
let l_1279 = f64(l_1278);
l_mut_177 = l_1279;
let l_1280 = l_mut_177 > l_1272;
if l_1280 {
let l_1281 = -l_1278;
let l_1282 = bitcast<u32>(l_1281);
let l_1283 = l_1282 + u32(1);
l_mut_194 = l_1283;
let l_1284 = l_1282 & u32(2147483647);
let l_1285 = l_1284 == u32(0);
if l_1285 {
l_mut_194 = u32(1);
} else {
let l_1286 = l_1282 & u32(2147483648);
let l_1287 = l_1286 != u32(0);
if l_1287 {
let l_1288 = l_1282 - u32(1);
l_mut_194 = l_1288;
}
}
let l_1289 = bitcast<f32>(l_mut_194);
let l_1290 = -l_1289;
let l_1291 = f64(l_1290);
l_mut_177 = l_1291;
} else {
let l_1292 = bitcast<u32>(l_1278);
let l_1293 = l_1292 + u32(1);
l_mut_194 = l_1293;
let l_1294 = l_1292 & u32(2147483647);
let l_1295 = l_1294 == u32(0);
if l_1295 {
l_mut_194 = u32(1);
} else {
let l_1296 = l_1292 & u32(2147483648);
let l_1297 = l_1296 != u32(0);
if l_1297 {
let l_1298 = l_1292 - u32(1);
l_mut_194 = l_1298;
}
}
let l_1299 = bitcast<f32>(l_mut_194);
let l_1300 = f64(l_1299);
let l_1301 = l_1300 <= l_1272;
if l_1301 {
let l_1302 = bitcast<u32>(l_1278);
let l_1303 = l_1302 + u32(1);
l_mut_194 = l_1303;
let l_1304 = l_1302 & u32(2147483647);
let l_1305 = l_1304 == u32(0);
if l_1305 {
l_mut_194 = u32(1);
} else {
let l_1306 = l_1302 & u32(2147483648);
let l_1307 = l_1306 != u32(0);
if l_1307 {
let l_1308 = l_1302 - u32(1);
l_mut_194 = l_1308;
}
}
let l_1309 = bitcast<f32>(l_mut_194);
let l_1310 = f64(l_1309);
l_mut_177 = l_1310;
}
}
}
let l_1311 = l_mut_540 == l_mut_177;
let l_1312 = !l_1311;
if l_1312 {
a_722[u32(0)] = u32(0);
}
let l_1313 = -l_1232;
let l_1314 = l_1313 * f64(7.1362384635298e44);
let l_1315 = floor(l_1314);
let l_1316 = l_1315 * f64(1.401298464324817e-45);
l_mut_540 = l_1316;
let l_1317 = abs(l_1313);
let l_1318 = l_1317 >= f64(1.1754943508222875e-38);
if l_1318 {
let l_1319 = f32(l_1313);
let l_1320 = f64(l_1319);
l_mut_540 = l_1320;
let l_1321 = l_mut_540 > l_1313;
if l_1321 {
let l_1322 = -l_1319;
let l_1323 = bitcast<u32>(l_1322);
let l_1324 = l_1323 + u32(1);
l_mut_194 = l_1324;
let l_1325 = l_1323 & u32(2147483647);
let l_1326 = l_1325 == u32(0);
if l_1326 {
l_mut_194 = u32(1);
} else {
let l_1327 = l_1323 & u32(2147483648);
let l_1328 = l_1327 != u32(0);
if l_1328 {
let l_1329 = l_1323 - u32(1);
l_mut_194 = l_1329;
}
}
let l_1330 = bitcast<f32>(l_mut_194);
let l_1331 = -l_1330;
let l_1332 = f64(l_1331);
l_mut_540 = l_1332;
} else {
let l_1333 = bitcast<u32>(l_1319);
let l_1334 = l_1333 + u32(1);
l_mut_194 = l_1334;
let l_1335 = l_1333 & u32(2147483647);
let l_1336 = l_1335 == u32(0);
if l_1336 {
l_mut_194 = u32(1);
} else {
let l_1337 = l_1333 & u32(2147483648);
let l_1338 = l_1337 != u32(0);
if l_1338 {
let l_1339 = l_1333 - u32(1);
l_mut_194 = l_1339;
}
}
let l_1340 = bitcast<f32>(l_mut_194);
let l_1341 = f64(l_1340);
let l_1342 = l_1341 <= l_1313;
if l_1342 {
let l_1343 = bitcast<u32>(l_1319);
let l_1344 = l_1343 + u32(1);
l_mut_194 = l_1344;
let l_1345 = l_1343 & u32(2147483647);
let l_1346 = l_1345 == u32(0);
if l_1346 {
l_mut_194 = u32(1);
} else {
let l_1347 = l_1343 & u32(2147483648);
let l_1348 = l_1347 != u32(0);
if l_1348 {
let l_1349 = l_1343 - u32(1);
l_mut_194 = l_1349;
}
}
let l_1350 = bitcast<f32>(l_mut_194);
let l_1351 = f64(l_1350);
l_mut_540 = l_1351;
}
}
}
let l_1352 = -l_mut_540;
l_mut_1156 = l_1352;
}
l_mut_194 = u32(0);
let l_1353 = !l_134;
let l_1354 = abs(l_mut_875);
let l_1355 = l_1354 <= l_869;
let l_1356 = abs(l_mut_1156);
let l_1357 = l_1356 <= l_869;
let l_1358 = l_1355 || l_1357;
let l_1359 = l_1353 && l_1358;
if l_1359 {
a_722[u32(0)] = u32(0);
}
let l_1360 = l_mut_875 <= f64(0.0);
let l_1361 = l_mut_1156 >= f64(0.0);
let l_1362 = l_1360 && l_1361;
let l_1363 = !l_1362;
if l_1363 {
let l_1365 = l_mut_28 / l_mut_875;
let l_1366 = l_mut_28 / l_mut_1156;
let l_1367 = l_mut_915 / l_mut_875;
let l_1368 = l_mut_915 / l_mut_1156;
a_1364[u32(0)] = l_1365;
a_1364[u32(1)] = l_1365;
let l_1369 = a_1364[u32(0)];
let l_1370 = l_1366 < l_1369;
if l_1370 {
a_1364[u32(0)] = l_1366;
}
let l_1371 = a_1364[u32(0)];
let l_1372 = l_1367 < l_1371;
if l_1372 {
a_1364[u32(0)] = l_1367;
}
let l_1373 = a_1364[u32(0)];
let l_1374 = l_1368 < l_1373;
if l_1374 {
a_1364[u32(0)] = l_1368;
}
let l_1375 = a_1364[u32(1)];
let l_1376 = l_1366 > l_1375;
if l_1376 {
a_1364[u32(1)] = l_1366;
}
let l_1377 = a_1364[u32(1)];
let l_1378 = l_1367 > l_1377;
if l_1378 {
a_1364[u32(1)] = l_1367;
}
let l_1379 = a_1364[u32(1)];
let l_1380 = l_1368 > l_1379;
if l_1380 {
a_1364[u32(1)] = l_1368;
}
l_mut_540 = f64(1.4551915228366852e-11);
let l_1381 = !l_134;
if l_1381 {
let l_1382 = l_867 + l_869;
let l_1383 = abs(l_mut_875);
let l_1384 = abs(l_mut_1156);
l_mut_1156 = l_1383;
let l_1385 = l_1384 < l_1383;
if l_1385 {
l_mut_1156 = l_1384;
}
let l_1386 = l_1382 / l_mut_1156;
let l_1387 = abs(l_mut_28);
let l_1388 = abs(l_mut_915);
l_mut_1156 = l_1387;
let l_1389 = l_1388 < l_1387;
if l_1389 {
l_mut_1156 = l_1388;
}
let l_1390 = l_867 / l_mut_1156;
let l_1391 = l_1386 + l_1390;
l_mut_540 = l_mut_540 + l_1391;
}
let l_1392 = a_1364[u32(0)];
let l_1393 = abs(l_1392);
let l_1394 = l_1393 * l_mut_540;
let l_1395 = a_1364[u32(1)];
let l_1396 = abs(l_1395);
let l_1397 = l_1396 * l_mut_540;
let l_1398 = a_1364[u32(0)];
let l_1399 = l_1398 - l_1394;
let l_1400 = abs(l_1399);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1401 = l_1400 >= f64(1.1754943508222875e-38);
let l_1402 = l_1400 <= f64(1.7976931348623157e308);
let l_1403 = l_1401 && l_1402;
if l_1403 {
let l_1404 = bitcast<u64>(l_1400);
let l_1405 = l_1404 >> u32(bitcast<u64>(u64(52)));
let l_1406 = l_1405 - u64(23);
let l_1407 = l_1406 << u32(bitcast<u64>(u64(52)));
let l_1408 = bitcast<f64>(l_1407);
l_mut_1156 = l_1408;
}
let l_1409 = l_1398 + l_1394;
let l_1410 = abs(l_1409);
l_mut_915 = f64(1.401298464324817e-45);
let l_1411 = l_1410 >= f64(1.1754943508222875e-38);
let l_1412 = l_1410 <= f64(1.7976931348623157e308);
let l_1413 = l_1411 && l_1412;
if l_1413 {
let l_1414 = bitcast<u64>(l_1410);
let l_1415 = l_1414 >> u32(bitcast<u64>(u64(52)));
let l_1416 = l_1415 - u64(23);
let l_1417 = l_1416 << u32(bitcast<u64>(u64(52)));
let l_1418 = bitcast<f64>(l_1417);
l_mut_915 = l_1418;
}
let l_1419 = l_mut_1156 == l_mut_915;
let l_1420 = !l_1419;
let l_1421 = a_1364[u32(1)];
let l_1422 = l_1421 - l_1397;
let l_1423 = abs(l_1422);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1424 = l_1423 >= f64(1.1754943508222875e-38);
let l_1425 = l_1423 <= f64(1.7976931348623157e308);
let l_1426 = l_1424 && l_1425;
if l_1426 {
let l_1427 = bitcast<u64>(l_1423);
let l_1428 = l_1427 >> u32(bitcast<u64>(u64(52)));
let l_1429 = l_1428 - u64(23);
let l_1430 = l_1429 << u32(bitcast<u64>(u64(52)));
let l_1431 = bitcast<f64>(l_1430);
l_mut_1156 = l_1431;
}
let l_1432 = l_1421 + l_1397;
let l_1433 = abs(l_1432);
l_mut_915 = f64(1.401298464324817e-45);
let l_1434 = l_1433 >= f64(1.1754943508222875e-38);
let l_1435 = l_1433 <= f64(1.7976931348623157e308);
let l_1436 = l_1434 && l_1435;
if l_1436 {
let l_1437 = bitcast<u64>(l_1433);
let l_1438 = l_1437 >> u32(bitcast<u64>(u64(52)));
let l_1439 = l_1438 - u64(23);
let l_1440 = l_1439 << u32(bitcast<u64>(u64(52)));
let l_1441 = bitcast<f64>(l_1440);
l_mut_915 = l_1441;
}
let l_1442 = l_mut_1156 == l_mut_915;
let l_1443 = !l_1442;
let l_1444 = l_1420 || l_1443;
if l_1444 {
a_722[u32(0)] = u32(0);
}
let l_1445 = a_1364[u32(0)];
let l_1446 = a_1364[u32(0)];
let l_1447 = abs(l_1446);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1448 = l_1447 >= f64(1.1754943508222875e-38);
let l_1449 = l_1447 <= f64(1.7976931348623157e308);
let l_1450 = l_1448 && l_1449;
if l_1450 {
let l_1451 = bitcast<u64>(l_1447);
let l_1452 = l_1451 >> u32(bitcast<u64>(u64(52)));
let l_1453 = l_1452 - u64(23);
let l_1454 = l_1453 << u32(bitcast<u64>(u64(52)));
let l_1455 = bitcast<f64>(l_1454);
l_mut_1156 = l_1455;
}
let l_1456 = l_139 * l_mut_1156;
let l_1457 = l_1445 - l_1456;
let l_1458 = a_1364[u32(1)];
let l_1459 = a_1364[u32(1)];
let l_1460 = abs(l_1459);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1461 = l_1460 >= f64(1.1754943508222875e-38);
let l_1462 = l_1460 <= f64(1.7976931348623157e308);
let l_1463 = l_1461 && l_1462;
if l_1463 {
let l_1464 = bitcast<u64>(l_1460);
let l_1465 = l_1464 >> u32(bitcast<u64>(u64(52)));
let l_1466 = l_1465 - u64(23);
let l_1467 = l_1466 << u32(bitcast<u64>(u64(52)));
let l_1468 = bitcast<f64>(l_1467);
l_mut_1156 = l_1468;
}
let l_1469 = l_139 * l_mut_1156;
let l_1470 = l_1458 + l_1469;
let l_1471 = f64(l_mut_22);
let l_1472 = bitcast<u32>(l_mut_22);
let l_1473 = l_1472 + u32(1);
l_mut_164 = l_1473;
let l_1474 = l_1472 & u32(2147483647);
let l_1475 = l_1474 == u32(0);
if l_1475 {
l_mut_164 = u32(1);
} else {
let l_1476 = l_1472 & u32(2147483648);
let l_1477 = l_1476 != u32(0);
if l_1477 {
let l_1478 = l_1472 - u32(1);
l_mut_164 = l_1478;
}
}
let l_1479 = bitcast<f32>(l_mut_164);
let l_1480 = f64(l_1479);
let l_1481 = -l_mut_22;
let l_1482 = bitcast<u32>(l_1481);
let l_1483 = l_1482 + u32(1);
l_mut_164 = l_1483;
let l_1484 = l_1482 & u32(2147483647);
let l_1485 = l_1484 == u32(0);
if l_1485 {
l_mut_164 = u32(1);
} else {
let l_1486 = l_1482 & u32(2147483648);
let l_1487 = l_1486 != u32(0);
if l_1487 {
let l_1488 = l_1482 - u32(1);
l_mut_164 = l_1488;
}
}
let l_1489 = bitcast<f32>(l_mut_164);
let l_1490 = -l_1489;
let l_1491 = f64(l_1490);
let l_1492 = l_1457 + l_1394;
let l_1493 = l_1492 <= l_1471;
l_mut_224 = l_1493;
let l_1494 = l_1457 - l_1394;
let l_1495 = l_1494 > l_1471;
l_mut_221 = l_1495;
let l_1496 = l_1470 - l_1397;
let l_1497 = l_1496 >= l_1471;
l_mut_218 = l_1497;
let l_1498 = l_1470 + l_1397;
let l_1499 = l_1498 < l_1471;
l_mut_215 = l_1499;
if l_134 {
let l_1500 = l_1457 + l_1394;
let l_1501 = l_1500 < l_1480;
l_mut_224 = l_1501;
let l_1502 = l_1457 - l_1394;
let l_1503 = l_1502 >= l_1480;
l_mut_221 = l_1503;
let l_1504 = l_1470 - l_1397;
let l_1505 = l_1504 > l_1491;
l_mut_218 = l_1505;
let l_1506 = l_1470 + l_1397;
let l_1507 = l_1506 <= l_1491;
l_mut_215 = l_1507;
}
l_mut_164 = u32(2);
let l_1508 = l_mut_221 || l_mut_215;
if l_1508 {
l_mut_164 = u32(1);
} else {
let l_1509 = l_mut_224 && l_mut_218;
if l_1509 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
let l_1510 = a_722[u32(0)];
let l_1511 = l_1510 == u32(0);
if l_1511 {
l_mut_194 = u32(2);
}
l_mut_148 = l_mut_194;
} else {
let l_1512 = l_144 <= l_142;
let l_1513 = l_130 == u32(12);
let l_1514 = l_1512 && l_1513;
if l_1514 {
let l_1515 = f32(l_143);
let l_1516 = f64(l_1515);
let l_1517 = abs(l_1516);
l_mut_1156 = l_1517;
l_mut_194 = u32(0);
let l_1518 = l_1517 >= f64(0.785);
if l_1518 {
let l_1519 = l_1517 * f64(0.6366197723675814);
let l_1520 = l_1519 + f64(0.5);
let l_1521 = floor(l_1520);
let l_1522 = l_1521 * f64(1.570796325802803);
let l_1523 = l_1517 - l_1522;
let l_1524 = l_1521 * f64(9.920935796805404e-10);
let l_1525 = l_1523 - l_1524;
l_mut_1156 = l_1525;
let l_1526 = u32(l_1521);
l_mut_194 = l_1526;
}
let l_1527 = l_1515 < f32(0.0);
let l_1528 = l_mut_1156 * l_mut_1156;
let l_1529 = l_1528 * f64(1.9572941063391263e-20);
let l_1530 = f64(8.22063524662433e-18) - l_1529;
l_mut_915 = l_1530;
let l_1531 = l_mut_915 * l_1528;
let l_1532 = l_1531 - f64(2.8114572543455206e-15);
l_mut_915 = l_1532;
let l_1533 = l_mut_915 * l_1528;
let l_1534 = l_1533 + f64(7.647163731819816e-13);
l_mut_915 = l_1534;
let l_1535 = l_mut_915 * l_1528;
let l_1536 = l_1535 - f64(1.6059043836821613e-10);
l_mut_915 = l_1536;
let l_1537 = l_mut_915 * l_1528;
let l_1538 = l_1537 + f64(2.505210838544172e-8);
l_mut_915 = l_1538;
let l_1539 = l_mut_915 * l_1528;
let l_1540 = l_1539 - f64(2.7557319223985893e-6);
l_mut_915 = l_1540;
let l_1541 = l_mut_915 * l_1528;
let l_1542 = l_1541 + f64(0.0001984126984126984);
l_mut_915 = l_1542;
let l_1543 = l_mut_915 * l_1528;
let l_1544 = l_1543 - f64(0.008333333333333333);
l_mut_915 = l_1544;
let l_1545 = l_mut_915 * l_1528;
let l_1546 = l_1545 + f64(0.16666666666666666);
l_mut_915 = l_1546;
let l_1547 = f64(0.5) * l_1528;
let l_1548 = f64(1.0) - l_1547;
let l_1549 = f64(0.0) * l_1548;
let l_1550 = l_mut_1156 * l_1528;
let l_1551 = l_1550 * l_mut_915;
let l_1552 = l_1549 - l_1551;
let l_1553 = l_mut_1156 + l_1552;
let l_1554 = l_mut_1156 * l_mut_1156;
let l_1555 = l_1554 * f64(4.110317623312165e-19);
let l_1556 = l_1555 - f64(1.5619206968586225e-16);
l_mut_915 = l_1556;
let l_1557 = l_mut_915 * l_1554;
let l_1558 = l_1557 + f64(4.779477332387385e-14);
l_mut_915 = l_1558;
let l_1559 = l_mut_915 * l_1554;
let l_1560 = l_1559 - f64(1.1470745597729725e-11);
l_mut_915 = l_1560;
let l_1561 = l_mut_915 * l_1554;
let l_1562 = l_1561 + f64(2.08767569878681e-9);
l_mut_915 = l_1562;
let l_1563 = l_mut_915 * l_1554;
let l_1564 = l_1563 - f64(2.755731922398589e-7);
l_mut_915 = l_1564;
let l_1565 = l_mut_915 * l_1554;
let l_1566 = l_1565 + f64(2.48015873015873e-5);
l_mut_915 = l_1566;
let l_1567 = l_mut_915 * l_1554;
let l_1568 = l_1567 - f64(0.001388888888888889);
l_mut_915 = l_1568;
let l_1569 = l_mut_915 * l_1554;
let l_1570 = l_1569 + f64(0.041666666666666664);
l_mut_915 = l_1570;
let l_1571 = f64(0.5) * l_1554;
let l_1572 = f64(1.0) - l_1571;
let l_1573 = l_1554 * l_1554;
let l_1574 = l_1573 * l_mut_915;
let l_1575 = f64(0.0) * l_mut_1156;
let l_1576 = l_1574 - l_1575;
let l_1577 = l_1572 + l_1576;
let l_1578 = l_mut_194 & u32(1);
let l_1579 = l_1578 == u32(1);
l_mut_1156 = l_1553;
let l_1580 = l_mut_194 & u32(2);
let l_1581 = l_1580 != u32(0);
l_mut_224 = l_1581;
if l_1579 {
l_mut_1156 = l_1577;
}
let l_1582 = bool(true) && l_1527;
if l_1582 {
let l_1583 = !l_mut_224;
l_mut_224 = l_1583;
}
if l_mut_224 {
let l_1584 = -l_mut_1156;
l_mut_1156 = l_1584;
}
let l_1585 = f32(l_143);
let l_1586 = f64(l_1585);
let l_1587 = abs(l_1586);
l_mut_915 = l_1587;
l_mut_194 = u32(0);
let l_1588 = l_1587 >= f64(0.785);
if l_1588 {
let l_1589 = l_1587 * f64(0.6366197723675814);
let l_1590 = l_1589 + f64(0.5);
let l_1591 = floor(l_1590);
let l_1592 = l_1591 * f64(1.570796325802803);
let l_1593 = l_1587 - l_1592;
let l_1594 = l_1591 * f64(9.920935796805404e-10);
let l_1595 = l_1593 - l_1594;
l_mut_915 = l_1595;
let l_1596 = u32(l_1591);
l_mut_194 = l_1596;
}
let l_1597 = l_1585 < f32(0.0);
let l_1598 = l_mut_915 * l_mut_915;
let l_1599 = l_1598 * f64(1.9572941063391263e-20);
let l_1600 = f64(8.22063524662433e-18) - l_1599;
l_mut_875 = l_1600;
let l_1601 = l_mut_875 * l_1598;
let l_1602 = l_1601 - f64(2.8114572543455206e-15);
l_mut_875 = l_1602;
let l_1603 = l_mut_875 * l_1598;
let l_1604 = l_1603 + f64(7.647163731819816e-13);
l_mut_875 = l_1604;
let l_1605 = l_mut_875 * l_1598;
let l_1606 = l_1605 - f64(1.6059043836821613e-10);
l_mut_875 = l_1606;
let l_1607 = l_mut_875 * l_1598;
let l_1608 = l_1607 + f64(2.505210838544172e-8);
l_mut_875 = l_1608;
let l_1609 = l_mut_875 * l_1598;
let l_1610 = l_1609 - f64(2.7557319223985893e-6);
l_mut_875 = l_1610;
let l_1611 = l_mut_875 * l_1598;
let l_1612 = l_1611 + f64(0.0001984126984126984);
l_mut_875 = l_1612;
let l_1613 = l_mut_875 * l_1598;
let l_1614 = l_1613 - f64(0.008333333333333333);
l_mut_875 = l_1614;
let l_1615 = l_mut_875 * l_1598;
let l_1616 = l_1615 + f64(0.16666666666666666);
l_mut_875 = l_1616;
let l_1617 = f64(0.5) * l_1598;
let l_1618 = f64(1.0) - l_1617;
let l_1619 = f64(0.0) * l_1618;
let l_1620 = l_mut_915 * l_1598;
let l_1621 = l_1620 * l_mut_875;
let l_1622 = l_1619 - l_1621;
let l_1623 = l_mut_915 + l_1622;
let l_1624 = l_mut_915 * l_mut_915;
let l_1625 = l_1624 * f64(4.110317623312165e-19);
let l_1626 = l_1625 - f64(1.5619206968586225e-16);
l_mut_875 = l_1626;
let l_1627 = l_mut_875 * l_1624;
let l_1628 = l_1627 + f64(4.779477332387385e-14);
l_mut_875 = l_1628;
let l_1629 = l_mut_875 * l_1624;
let l_1630 = l_1629 - f64(1.1470745597729725e-11);
l_mut_875 = l_1630;
let l_1631 = l_mut_875 * l_1624;
let l_1632 = l_1631 + f64(2.08767569878681e-9);
l_mut_875 = l_1632;
let l_1633 = l_mut_875 * l_1624;
let l_1634 = l_1633 - f64(2.755731922398589e-7);
l_mut_875 = l_1634;
let l_1635 = l_mut_875 * l_1624;
let l_1636 = l_1635 + f64(2.48015873015873e-5);
l_mut_875 = l_1636;
let l_1637 = l_mut_875 * l_1624;
let l_1638 = l_1637 - f64(0.001388888888888889);
l_mut_875 = l_1638;
let l_1639 = l_mut_875 * l_1624;
let l_1640 = l_1639 + f64(0.041666666666666664);
l_mut_875 = l_1640;
let l_1641 = f64(0.5) * l_1624;
let l_1642 = f64(1.0) - l_1641;
let l_1643 = l_1624 * l_1624;
let l_1644 = l_1643 * l_mut_875;
let l_1645 = f64(0.0) * l_mut_915;
let l_1646 = l_1644 - l_1645;
let l_1647 = l_1642 + l_1646;
let l_1648 = l_mut_194 & u32(1);
let l_1649 = l_1648 == u32(1);
l_mut_915 = l_1623;
let l_1650 = l_mut_194 & u32(2);
let l_1651 = l_1650 != u32(0);
l_mut_224 = l_1651;
l_mut_915 = l_1647;
if l_1649 {
l_mut_915 = l_1623;
}
let l_1652 = l_mut_194 + u32(1);
let l_1653 = l_1652 & u32(2);
let l_1654 = l_1653 != u32(0);
l_mut_224 = l_1654;
let l_1655 = bool(false) && l_1597;
if l_1655 {
let l_1656 = !l_mut_224;
l_mut_224 = l_1656;
}
if l_mut_224 {
let l_1657 = -l_mut_915;
l_mut_915 = l_1657;
}
let l_1658 = abs(l_mut_1156);
let l_1659 = l_1658 * f64(1.4551915228366852e-11);
let l_1660 = abs(l_mut_915);
let l_1661 = l_1660 * f64(1.4551915228366852e-11);
let l_1662 = l_mut_1156 - l_136;
let l_1663 = l_mut_1156 + l_136;
let l_1664 = l_mut_915 - l_136;
let l_1665 = l_mut_915 + l_136;
l_mut_194 = u32(2);
let l_1666 = abs(l_1664);
let l_1667 = l_1666 <= l_1661;
let l_1668 = abs(l_1665);
let l_1669 = l_1668 <= l_1661;
let l_1670 = l_1667 || l_1669;
let l_1671 = !l_1670;
if l_1671 {
l_mut_194 = u32(0);
let l_1672 = l_1664 <= f64(0.0);
let l_1673 = l_1665 >= f64(0.0);
let l_1674 = l_1672 && l_1673;
let l_1675 = !l_1674;
if l_1675 {
let l_1676 = abs(l_1664);
let l_1677 = abs(l_1665);
l_mut_1156 = l_1676;
let l_1678 = l_1677 < l_1676;
if l_1678 {
l_mut_1156 = l_1677;
}
let l_1679 = l_1661 / l_mut_1156;
let l_1680 = l_1679 + f64(1.4551915228366852e-11);
let l_1681 = f64(1.0) / l_1665;
let l_1682 = f64(1.0) / l_1664;
let l_1683 = abs(l_1681);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1684 = l_1683 >= f64(1.1754943508222875e-38);
let l_1685 = l_1683 <= f64(1.7976931348623157e308);
let l_1686 = l_1684 && l_1685;
if l_1686 {
let l_1687 = bitcast<u64>(l_1683);
let l_1688 = l_1687 >> u32(bitcast<u64>(u64(52)));
let l_1689 = l_1688 - u64(23);
let l_1690 = l_1689 << u32(bitcast<u64>(u64(52)));
let l_1691 = bitcast<f64>(l_1690);
l_mut_1156 = l_1691;
}
let l_1692 = l_139 * l_mut_1156;
let l_1693 = l_1681 - l_1692;
let l_1694 = abs(l_1682);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1695 = l_1694 >= f64(1.1754943508222875e-38);
let l_1696 = l_1694 <= f64(1.7976931348623157e308);
let l_1697 = l_1695 && l_1696;
if l_1697 {
let l_1698 = bitcast<u64>(l_1694);
let l_1699 = l_1698 >> u32(bitcast<u64>(u64(52)));
let l_1700 = l_1699 - u64(23);
let l_1701 = l_1700 << u32(bitcast<u64>(u64(52)));
let l_1702 = bitcast<f64>(l_1701);
l_mut_1156 = l_1702;
}
let l_1703 = l_139 * l_mut_1156;
let l_1704 = l_1682 + l_1703;
let l_1706 = l_1662 * l_1693;
let l_1707 = l_1662 * l_1704;
let l_1708 = l_1663 * l_1693;
let l_1709 = l_1663 * l_1704;
a_1705[u32(0)] = l_1706;
a_1705[u32(1)] = l_1706;
let l_1710 = a_1705[u32(0)];
let l_1711 = l_1707 < l_1710;
if l_1711 {
a_1705[u32(0)] = l_1707;
}
let l_1712 = a_1705[u32(0)];
let l_1713 = l_1708 < l_1712;
if l_1713 {
a_1705[u32(0)] = l_1708;
}
let l_1714 = a_1705[u32(0)];
let l_1715 = l_1709 < l_1714;
if l_1715 {
a_1705[u32(0)] = l_1709;
}
let l_1716 = a_1705[u32(1)];
let l_1717 = l_1707 > l_1716;
if l_1717 {
a_1705[u32(1)] = l_1707;
}
let l_1718 = a_1705[u32(1)];
let l_1719 = l_1708 > l_1718;
if l_1719 {
a_1705[u32(1)] = l_1708;
}
let l_1720 = a_1705[u32(1)];
let l_1721 = l_1709 > l_1720;
if l_1721 {
a_1705[u32(1)] = l_1709;
}
let l_1722 = abs(l_1662);
let l_1723 = abs(l_1663);
l_mut_1156 = l_1722;
let l_1724 = l_1723 > l_1722;
if l_1724 {
l_mut_1156 = l_1723;
}
let l_1725 = abs(l_1693);
let l_1726 = abs(l_1704);
l_mut_915 = l_1725;
let l_1727 = l_1726 > l_1725;
if l_1727 {
l_mut_915 = l_1726;
}
let l_1728 = l_mut_1156 * l_mut_915;
let l_1729 = l_1680 + f64(1.4551915228366852e-11);
let l_1730 = l_1728 * l_1729;
let l_1731 = l_1659 * l_mut_915;
let l_1732 = l_1730 + l_1731;
l_mut_194 = u32(2);
let l_1733 = abs(l_1681);
let l_1734 = l_1733 * l_1680;
let l_1735 = l_1681 - l_1734;
let l_1736 = abs(l_1735);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1737 = l_1736 >= f64(1.1754943508222875e-38);
let l_1738 = l_1736 <= f64(1.7976931348623157e308);
let l_1739 = l_1737 && l_1738;
if l_1739 {
let l_1740 = bitcast<u64>(l_1736);
let l_1741 = l_1740 >> u32(bitcast<u64>(u64(52)));
let l_1742 = l_1741 - u64(23);
let l_1743 = l_1742 << u32(bitcast<u64>(u64(52)));
let l_1744 = bitcast<f64>(l_1743);
l_mut_1156 = l_1744;
}
let l_1745 = l_1681 + l_1734;
let l_1746 = abs(l_1745);
l_mut_915 = f64(1.401298464324817e-45);
let l_1747 = l_1746 >= f64(1.1754943508222875e-38);
let l_1748 = l_1746 <= f64(1.7976931348623157e308);
let l_1749 = l_1747 && l_1748;
if l_1749 {
let l_1750 = bitcast<u64>(l_1746);
let l_1751 = l_1750 >> u32(bitcast<u64>(u64(52)));
let l_1752 = l_1751 - u64(23);
let l_1753 = l_1752 << u32(bitcast<u64>(u64(52)));
let l_1754 = bitcast<f64>(l_1753);
l_mut_915 = l_1754;
}
let l_1755 = l_mut_1156 == l_mut_915;
let l_1756 = abs(l_1682);
let l_1757 = l_1756 * l_1680;
let l_1758 = l_1682 - l_1757;
let l_1759 = abs(l_1758);
l_mut_1156 = f64(1.401298464324817e-45);
let l_1760 = l_1759 >= f64(1.1754943508222875e-38);
let l_1761 = l_1759 <= f64(1.7976931348623157e308);
let l_1762 = l_1760 && l_1761;
if l_1762 {
let l_1763 = bitcast<u64>(l_1759);
let l_1764 = l_1763 >> u32(bitcast<u64>(u64(52)));
let l_1765 = l_1764 - u64(23);
let l_1766 = l_1765 << u32(bitcast<u64>(u64(52)));
let l_1767 = bitcast<f64>(l_1766);
l_mut_1156 = l_1767;
}
let l_1768 = l_1682 + l_1757;
let l_1769 = abs(l_1768);
l_mut_915 = f64(1.401298464324817e-45);
let l_1770 = l_1769 >= f64(1.1754943508222875e-38);
let l_1771 = l_1769 <= f64(1.7976931348623157e308);
let l_1772 = l_1770 && l_1771;
if l_1772 {
let l_1773 = bitcast<u64>(l_1769);
let l_1774 = l_1773 >> u32(bitcast<u64>(u64(52)));
let l_1775 = l_1774 - u64(23);
let l_1776 = l_1775 << u32(bitcast<u64>(u64(52)));
let l_1777 = bitcast<f64>(l_1776);
l_mut_915 = l_1777;
}
let l_1778 = l_mut_1156 == l_mut_915;
let l_1779 = l_1755 && l_1778;
if l_1779 {
let l_1780 = a_1705[u32(0)];
let l_1781 = a_1705[u32(1)];
let l_1782 = f64(l_mut_22);
let l_1783 = bitcast<u32>(l_mut_22);
let l_1784 = l_1783 + u32(1);
l_mut_164 = l_1784;
let l_1785 = l_1783 & u32(2147483647);
let l_1786 = l_1785 == u32(0);
if l_1786 {
l_mut_164 = u32(1);
} else {
let l_1787 = l_1783 & u32(2147483648);
let l_1788 = l_1787 != u32(0);
if l_1788 {
let l_1789 = l_1783 - u32(1);
l_mut_164 = l_1789;
}
}
let l_1790 = bitcast<f32>(l_mut_164);
let l_1791 = f64(l_1790);
let l_1792 = -l_mut_22;
let l_1793 = bitcast<u32>(l_1792);
let l_1794 = l_1793 + u32(1);
l_mut_164 = l_1794;
let l_1795 = l_1793 & u32(2147483647);
let l_1796 = l_1795 == u32(0);
if l_1796 {
l_mut_164 = u32(1);
} else {
let l_1797 = l_1793 & u32(2147483648);
let l_1798 = l_1797 != u32(0);
if l_1798 {
let l_1799 = l_1793 - u32(1);
l_mut_164 = l_1799;
}
}
let l_1800 = bitcast<f32>(l_mut_164);
let l_1801 = -l_1800;
let l_1802 = f64(l_1801);
let l_1803 = l_1780 + l_1732;
let l_1804 = l_1803 <= l_1782;
l_mut_224 = l_1804;
let l_1805 = l_1780 - l_1732;
let l_1806 = l_1805 > l_1782;
l_mut_221 = l_1806;
let l_1807 = l_1781 - l_1732;
let l_1808 = l_1807 >= l_1782;
l_mut_218 = l_1808;
let l_1809 = l_1781 + l_1732;
let l_1810 = l_1809 < l_1782;
l_mut_215 = l_1810;
let l_1811 = l_1780 + l_1732;
let l_1812 = l_1811 < l_1791;
l_mut_224 = l_1812;
let l_1813 = l_1780 - l_1732;
let l_1814 = l_1813 >= l_1791;
l_mut_221 = l_1814;
let l_1815 = l_1781 - l_1732;
let l_1816 = l_1815 > l_1802;
l_mut_218 = l_1816;
let l_1817 = l_1781 + l_1732;
let l_1818 = l_1817 <= l_1802;
l_mut_215 = l_1818;
l_mut_164 = u32(2);
let l_1819 = l_mut_221 || l_mut_215;
if l_1819 {
l_mut_164 = u32(1);
} else {
let l_1820 = l_mut_224 && l_mut_218;
if l_1820 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
}
}
l_mut_148 = l_mut_194;
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
let l_1821 = a_147[u32(0)];
let l_1822 = l_1821 == u32(0);
if l_1822 {
l_mut_148 = u32(2);
}
a_10[l_mut_128] = l_mut_148;
let l_1823 = a_10[l_mut_128];
let l_1824 = l_1823 == u32(2);
if l_1824 {
l_mut_125 = bool(false);
}
}
}
let l_1825 = l_mut_30 == u32(4294967293);
if l_1825 {
let l_1826 = a_8[u32(0)];
let l_1827 = l_1826 + u32(1);
a_8[u32(0)] = l_1827;
} else {
if l_mut_125 {
l_mut_1156 = l_118;
let l_1828 = l_mut_1156 < f64(-17.0);
if l_1828 {
l_mut_1156 = f64(-17.0);
}
let l_1829 = l_mut_1156 > f64(17.0);
if l_1829 {
l_mut_1156 = f64(17.0);
}
let l_1830 = l_mut_1156 + f64(16.0);
let l_1831 = l_1830 + f64(1.0);
let l_1832 = u32(l_1831);
let l_1833 = u32(2) + l_1832;
let l_1834 = a_8[l_1833];
let l_1835 = l_1834 + u32(1);
a_8[l_1833] = l_1835;
let l_1836 = bitcast<u32>(l_mut_22);
let l_1837 = l_1836 & u32(8388607);
let l_1838 = f64(l_1837);
let l_1839 = l_1838 / f64(7.1362384635298e44);
l_mut_1156 = l_1839;
let l_1840 = l_1836 & u32(2139095040);
let l_1841 = l_1840 != u32(0);
if l_1841 {
let l_1842 = l_1836 & u32(2147483647);
let l_1843 = bitcast<f32>(l_1842);
let l_1844 = f64(l_1843);
l_mut_1156 = l_1844;
}
let l_1845 = l_1836 >> u32(31);
let l_1846 = f64(l_1845);
let l_1847 = f64(2.0) * l_1846;
let l_1848 = f64(1.0) - l_1847;
l_mut_1156 = l_mut_1156 * l_1848;
let l_1849 = abs(l_mut_25);
let l_1850 = l_mut_25 * f64(0.0);
let l_1851 = l_1850 + f64(7.1362384635298e44);
l_mut_915 = l_1851;
let l_1852 = l_1849 >= f64(2.350988701644575e-38);
if l_1852 {
let l_1853 = l_mut_30 & u32(2147483647);
let l_1854 = bitcast<f32>(l_1853);
let l_1855 = f64(l_1854);
let l_1856 = l_1853 & u32(2139095040);
let l_1857 = bitcast<f32>(l_1856);
let l_1858 = f64(l_1857);
let l_1859 = l_1855 > l_1849;
let l_1860 = l_1853 & u32(8388607);
let l_1861 = l_1860 == u32(0);
let l_1862 = l_1859 && l_1861;
let l_1863 = l_1858 * f64(1.1920928955078125e-7);
let l_1864 = f64(l_1862);
let l_1865 = f64(0.5) * l_1864;
let l_1866 = f64(1.0) - l_1865;
let l_1867 = l_1863 * l_1866;
let l_1868 = f64(1.0) / l_1867;
l_mut_915 = l_1868;
}
let l_1869 = l_mut_1156 - l_mut_25;
let l_1870 = l_1869 * l_mut_915;
let l_1871 = a_8[u32(45)];
let l_1872 = l_1871 == u32(4294967295);
let l_1873 = a_9[u32(0)];
let l_1874 = l_1870 < l_1873;
let l_1875 = l_1872 || l_1874;
if l_1875 {
a_9[u32(0)] = l_1870;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_99;
}
let l_1876 = a_8[u32(47)];
let l_1877 = l_1876 == u32(4294967295);
let l_1878 = a_9[u32(1)];
let l_1879 = l_1870 > l_1878;
let l_1880 = l_1877 || l_1879;
if l_1880 {
a_9[u32(1)] = l_1870;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_99;
}
let l_1881 = l_118 != f64(0.0);
if l_1881 {

for (var l_mut_1882: u32 = u32(0); l_mut_1882 < u32(8); l_mut_1882++) {
let l_1883 = a_10[l_mut_1882];
let l_1884 = l_1883 == u32(1);
if l_1884 {
let l_1885 = u32(37) + l_mut_1882;
let l_1886 = a_8[l_1885];
let l_1887 = l_1886 + u32(1);
a_8[l_1885] = l_1887;
let l_1888 = u32(2) + l_mut_1882;
let l_1889 = u32(2) * l_1888;
let l_1890 = u32(45) + l_1889;
let l_1891 = a_8[l_1890];
let l_1892 = l_1891 == u32(4294967295);
let l_1893 = abs(l_1870);
let l_1894 = u32(2) + l_mut_1882;
let l_1895 = a_9[l_1894];
let l_1896 = abs(l_1895);
let l_1897 = l_1893 > l_1896;
let l_1898 = l_1892 || l_1897;
if l_1898 {
let l_1899 = u32(2) + l_mut_1882;
a_9[l_1899] = l_1870;
a_8[l_1890] = l_20;
let l_1900 = l_1890 + u32(1);
a_8[l_1900] = l_99;
}
}
}
}
} else {
let l_1901 = a_8[u32(1)];
let l_1902 = l_2 + l_1901;
let l_1903 = l_1902 * u32(2);
let l_1981 = info.static_meta[u32(6)];
let l_1982 = l_1981 * u32(1);
let l_1983 = l_1903 < l_1982;
if l_1983 {
buffer_6_global[l_1903] = l_20;
}
let l_1904 = l_1903 + u32(1);
let l_1984 = info.static_meta[u32(6)];
let l_1985 = l_1984 * u32(1);
let l_1986 = l_1904 < l_1985;
if l_1986 {
buffer_6_global[l_1904] = l_99;
}
let l_1905 = a_8[u32(1)];
let l_1906 = l_1905 + u32(1);
a_8[u32(1)] = l_1906;
}
}
}

for (var l_mut_1907: u32 = u32(0); l_mut_1907 < u32(65); l_mut_1907++) {
let l_1908 = id * u32(65);
let l_1909 = l_1908 + l_mut_1907;
let l_1910 = a_8[l_mut_1907];
let l_1987 = info.static_meta[u32(4)];
let l_1988 = l_1987 * u32(1);
let l_1989 = l_1909 < l_1988;
if l_1989 {
buffer_4_global[l_1909] = l_1910;
}
}

for (var l_mut_1911: u32 = u32(0); l_mut_1911 < u32(10); l_mut_1911++) {
let l_1912 = id * u32(10);
let l_1913 = l_1912 + l_mut_1911;
let l_1914 = a_9[l_mut_1911];
let l_1990 = info.static_meta[u32(5)];
let l_1991 = l_1990 * u32(1);
let l_1992 = l_1913 < l_1991;
if l_1992 {
buffer_5_global[l_1913] = l_1914;
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
