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

var a_229: array<u32, 1>;

var a_1264: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_109: u32;
var l_mut_1773: f64;
var l_mut_207: bool;
var l_mut_22: f32;
var l_mut_230: u32;
var l_mut_246: u32;
var l_mut_26: f64;
var l_mut_284: u32;
var l_mut_319: f64;
var l_mut_330: bool;
var l_mut_333: bool;
var l_mut_336: bool;
var l_mut_339: bool;
var l_mut_35: f64;
var l_mut_46: f64;
var l_mut_65: i32;
let l_0 = id == u32(0);
if l_0 {
let l_1915 = info.static_meta[u32(7)];
let l_1916 = l_1915 * u32(1);
let l_1917 = u32(0) < l_1916;
if l_1917 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1901 = info.static_meta[u32(0)];
let l_1902 = l_1901 * u32(1);
let l_1903 = u32(1) < l_1902;
let l_1904 = l_1902 - u32(1);
let l_1905 = min(u32(1), l_1904);
let l_1906 = buffer_0_global[l_1905];
let l_1907 = select(u32(0), l_1906, l_1903);
let l_1 = l_1907;
let l_2 = id * l_1;
let l_1908 = info.static_meta[u32(0)];
let l_1909 = l_1908 * u32(1);
let l_1910 = u32(2) < l_1909;
let l_1911 = l_1909 - u32(1);
let l_1912 = min(u32(2), l_1911);
let l_1913 = buffer_0_global[l_1912];
let l_1914 = select(u32(0), l_1913, l_1910);
let l_3 = l_1914;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1918 = info.static_meta[u32(0)];
let l_1919 = l_1918 * u32(1);
let l_1920 = u32(2) < l_1919;
let l_1921 = l_1919 - u32(1);
let l_1922 = min(u32(2), l_1921);
let l_1923 = buffer_0_global[l_1922];
let l_1924 = select(u32(0), l_1923, l_1920);
let l_6 = l_1924;
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
let l_1925 = info.static_meta[u32(0)];
let l_1926 = l_1925 * u32(1);
let l_1927 = u32(0) < l_1926;
let l_1928 = l_1926 - u32(1);
let l_1929 = min(u32(0), l_1928);
let l_1930 = buffer_0_global[l_1929];
let l_1931 = select(u32(0), l_1930, l_1927);
let l_19 = l_1931;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = log(l_21);
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
l_mut_46 = l_mut_26;
let l_47 = l_mut_26 < f64(0.0);
if l_47 {
let l_48 = bitcast<u64>(l_mut_26);
let l_49 = l_48 | u64(9221120237041090560);
let l_50 = bitcast<f64>(l_49);
l_mut_46 = l_50;
} else {
let l_51 = l_mut_26 == f64(0.0);
if l_51 {
let l_52 = abs(l_mut_26);
let l_53 = bitcast<u64>(l_52);
let l_54 = l_53 | u64(9218868437227405312);
let l_55 = l_54 & bitcast<u64>(i64(-4503599627370496));
let l_56 = bitcast<f64>(l_55);
let l_57 = -l_56;
l_mut_46 = l_57;
} else {
let l_58 = bitcast<u32>(l_21);
let l_59 = l_58 < u32(2139095040);
if l_59 {
let l_60 = bitcast<u64>(l_mut_26);
let l_61 = l_60 >> u32(bitcast<u64>(u64(52)));
let l_62 = l_61 & u64(2047);
let l_63 = i32(bitcast<i64>(l_62));
let l_64 = l_63 - i32(1023);
l_mut_65 = l_64;
let l_66 = l_60 & u64(4503599627370495);
let l_67 = l_66 | u64(4607182418800017408);
let l_68 = bitcast<f64>(l_67);
l_mut_26 = l_68;
let l_69 = l_mut_26 > f64(1.4142135623730951);
if l_69 {
l_mut_26 = l_mut_26 * f64(0.5);
l_mut_65 = l_mut_65 + i32(1);
}
let l_70 = l_mut_26 - f64(1.0);
let l_71 = f64(2.0) + l_70;
let l_72 = l_70 / l_71;
let l_73 = l_72 * l_72;
let l_74 = l_73 * f64(0.04);
let l_75 = l_74 + f64(0.043478260869565216);
l_mut_26 = l_75;
let l_76 = l_mut_26 * l_73;
let l_77 = l_76 + f64(0.047619047619047616);
l_mut_26 = l_77;
let l_78 = l_mut_26 * l_73;
let l_79 = l_78 + f64(0.05263157894736842);
l_mut_26 = l_79;
let l_80 = l_mut_26 * l_73;
let l_81 = l_80 + f64(0.058823529411764705);
l_mut_26 = l_81;
let l_82 = l_mut_26 * l_73;
let l_83 = l_82 + f64(0.06666666666666667);
l_mut_26 = l_83;
let l_84 = l_mut_26 * l_73;
let l_85 = l_84 + f64(0.07692307692307693);
l_mut_26 = l_85;
let l_86 = l_mut_26 * l_73;
let l_87 = l_86 + f64(0.09090909090909091);
l_mut_26 = l_87;
let l_88 = l_mut_26 * l_73;
let l_89 = l_88 + f64(0.1111111111111111);
l_mut_26 = l_89;
let l_90 = l_mut_26 * l_73;
let l_91 = l_90 + f64(0.14285714285714285);
l_mut_26 = l_91;
let l_92 = l_mut_26 * l_73;
let l_93 = l_92 + f64(0.2);
l_mut_26 = l_93;
let l_94 = l_mut_26 * l_73;
let l_95 = l_94 + f64(0.3333333333333333);
l_mut_26 = l_95;
let l_96 = f64(2.0) * l_72;
let l_97 = f64(2.0) * l_72;
let l_98 = l_97 * l_73;
let l_99 = l_98 * l_mut_26;
let l_100 = l_96 + l_99;
let l_101 = f64(l_mut_65);
let l_102 = l_101 * f64(0.6931471824645996);
let l_103 = l_101 * f64(-1.904654299957768e-9);
let l_104 = l_103 + l_100;
let l_105 = l_102 + l_104;
l_mut_46 = l_105;
}
}
}
l_mut_35 = l_mut_46;
let l_1932 = info.static_meta[u32(3)];
let l_1933 = l_1932 * u32(1);
let l_1934 = u32(1024) < l_1933;
let l_1935 = l_1933 - u32(1);
let l_1936 = min(u32(1024), l_1935);
let l_1937 = buffer_3_global[l_1936];
let l_1938 = select(u32(0), l_1937, l_1934);
let l_106 = l_1938;
let l_107 = bitcast<f32>(l_106);
let l_108 = f64(l_107);
l_mut_109 = u32(4294967294);
let l_110 = bitcast<u32>(l_mut_22);
let l_111 = bitcast<u32>(l_21);
let l_112 = l_111 & u32(2139095040);
let l_113 = l_112 != u32(2139095040);
let l_114 = l_112 == u32(0);
let l_115 = bitcast<u32>(l_21);
let l_116 = l_115 & u32(8388607);
let l_117 = l_116 != u32(0);
let l_118 = l_114 && l_117;
let l_119 = abs(l_mut_35);
let l_120 = l_mut_35 < f64(0.0);
let l_121 = u32(l_120);
let l_122 = u32(2147483648) * l_121;
if l_118 {
} else {
let l_123 = is_nan_1_f64(l_mut_35);if l_123 {
let l_124 = l_110 & u32(2147483647);
let l_125 = l_124 > u32(2139095040);
if l_125 {
l_mut_109 = u32(4294967293);
}
} else {
let l_126 = l_119 >= f64(3.402823669209385e38);
let l_127 = !l_113;
let l_128 = l_119 == f64(0.0);
let l_129 = l_127 && l_128;
let l_130 = l_126 || l_129;
if l_130 {
let l_131 = l_119 >= f64(3.402823669209385e38);
let l_132 = u32(l_131);
let l_133 = u32(2139095040) * l_132;
let l_134 = l_133 | l_122;
let l_135 = l_110 == l_134;
let l_136 = l_110 | l_134;
let l_137 = l_136 & u32(2147483647);
let l_138 = l_137 == u32(0);
let l_139 = l_135 || l_138;
if l_139 {
l_mut_109 = u32(4294967293);
}
} else {
let l_140 = l_119 >= f64(2.350988701644575e-38);
let l_141 = l_113 && l_140;
let l_142 = l_119 < f64(3.4028234663852886e38);
let l_143 = l_141 && l_142;
if l_143 {
let l_144 = f32(l_119);
let l_145 = bitcast<u32>(l_144);
let l_146 = bitcast<f32>(l_145);
let l_147 = f64(l_146);
let l_148 = l_119 - l_147;
let l_149 = l_145 + u32(1);
let l_150 = l_148 < f64(0.0);
let l_151 = u32(l_150);
let l_152 = u32(2) * l_151;
let l_153 = l_149 - l_152;
let l_154 = bitcast<f32>(l_153);
let l_155 = f64(l_154);
let l_156 = l_155 - l_147;
let l_157 = abs(l_156);
let l_158 = l_157 * f64(0.5);
let l_159 = abs(l_148);
let l_160 = l_158 - l_159;
let l_161 = l_119 * f64(9.094947017729282e-13);
let l_162 = l_160 > l_161;
if l_162 {
let l_163 = l_145 | l_122;
l_mut_109 = l_163;
}
} else {
let l_164 = l_119 < f64(2.350988701644575e-38);
let l_165 = l_113 && l_164;
if l_165 {
let l_166 = l_119 * f64(7.1362384635298e44);
let l_167 = floor(l_166);
let l_168 = l_166 - l_167;
let l_169 = l_168 - f64(0.5);
let l_170 = abs(l_169);
let l_171 = l_166 * f64(9.094947017729282e-13);
let l_172 = l_170 > l_171;
if l_172 {
let l_173 = l_168 > f64(0.5);
let l_174 = f64(l_173);
let l_175 = l_167 + l_174;
let l_176 = u32(l_175);
let l_177 = l_176 | l_122;
l_mut_109 = l_177;
}
}
}
}
}
}
let l_178 = bitcast<u32>(l_mut_22);
let l_179 = l_178 & u32(2147483647);
let l_180 = l_179 > u32(2139095040);
let l_181 = l_178 & u32(2147483647);
let l_182 = l_181 == u32(0);
let l_183 = l_178 & u32(2147483647);
let l_184 = f64(l_183);
let l_185 = l_178 >> u32(31);
let l_186 = f64(l_185);
let l_187 = f64(2.0) * l_186;
let l_188 = f64(1.0) - l_187;
let l_189 = l_184 * l_188;
let l_190 = l_mut_109 & u32(2147483647);
let l_191 = f64(l_190);
let l_192 = l_mut_109 >> u32(31);
let l_193 = f64(l_192);
let l_194 = f64(2.0) * l_193;
let l_195 = f64(1.0) - l_194;
let l_196 = l_191 * l_195;
let l_197 = l_189 - l_196;
let l_198 = l_mut_109 & u32(2139095040);
let l_199 = l_198 == u32(0);
let l_200 = l_mut_109 < u32(4294967293);
let l_201 = l_197 == f64(0.0);
let l_202 = l_182 && l_199;
let l_203 = l_180 || l_202;
let l_204 = !l_203;
let l_205 = l_201 || l_204;
let l_206 = l_200 && l_205;
l_mut_207 = l_206;
let l_208 = l_197 != f64(0.0);
let l_209 = l_mut_207 && l_208;
if l_209 {

for (var l_mut_210: u32 = u32(0); l_mut_210 < u32(8); l_mut_210++) {
let l_211 = u32(2) * l_mut_210;
let l_1939 = info.static_meta[u32(1)];
let l_1940 = l_1939 * u32(1);
let l_1941 = l_211 < l_1940;
let l_1942 = l_1940 - u32(1);
let l_1943 = min(l_211, l_1942);
let l_1944 = buffer_1_global[l_1943];
let l_1945 = select(u32(0), l_1944, l_1941);
let l_212 = l_1945;
let l_213 = u32(2) * l_mut_210;
let l_214 = l_213 + u32(1);
let l_1946 = info.static_meta[u32(1)];
let l_1947 = l_1946 * u32(1);
let l_1948 = l_214 < l_1947;
let l_1949 = l_1947 - u32(1);
let l_1950 = min(l_214, l_1949);
let l_1951 = buffer_1_global[l_1950];
let l_1952 = select(u32(0), l_1951, l_1948);
let l_215 = l_1952;
let l_216 = l_215 != u32(0);
let l_217 = l_mut_210 * u32(4);
let l_1953 = info.static_meta[u32(2)];
let l_1954 = l_1953 * u32(1);
let l_1955 = l_217 < l_1954;
let l_1956 = l_1954 - u32(1);
let l_1957 = min(l_217, l_1956);
let l_1958 = buffer_2_global[l_1957];
let l_1959 = select(f64(0.0), l_1958, l_1955);
let l_218 = l_1959;
let l_219 = l_mut_210 * u32(4);
let l_220 = l_219 + u32(1);
let l_1960 = info.static_meta[u32(2)];
let l_1961 = l_1960 * u32(1);
let l_1962 = l_220 < l_1961;
let l_1963 = l_1961 - u32(1);
let l_1964 = min(l_220, l_1963);
let l_1965 = buffer_2_global[l_1964];
let l_1966 = select(f64(0.0), l_1965, l_1962);
let l_221 = l_1966;
let l_222 = l_mut_210 * u32(4);
let l_223 = l_222 + u32(2);
let l_1967 = info.static_meta[u32(2)];
let l_1968 = l_1967 * u32(1);
let l_1969 = l_223 < l_1968;
let l_1970 = l_1968 - u32(1);
let l_1971 = min(l_223, l_1970);
let l_1972 = buffer_2_global[l_1971];
let l_1973 = select(f64(0.0), l_1972, l_1969);
let l_224 = l_1973;
let l_225 = f64(l_21);
let l_226 = abs(l_225);
let l_227 = abs(l_mut_35);
let l_228 = l_227 * f64(1.4551915228366852e-11);
a_229[u32(0)] = u32(1);
l_mut_230 = u32(2);
let l_231 = l_212 == u32(0);
if l_231 {
l_mut_230 = u32(0);
} else {
let l_232 = l_212 == u32(1);
if l_232 {
l_mut_230 = u32(1);
let l_233 = abs(l_197);
let l_234 = l_233 <= l_218;
if l_234 {
l_mut_230 = u32(0);
}
} else {
let l_235 = l_212 == u32(2);
if l_235 {
let l_236 = abs(l_mut_35);
l_mut_46 = f64(1.401298464324817e-45);
let l_237 = l_236 >= f64(1.1754943508222875e-38);
let l_238 = l_236 <= f64(1.7976931348623157e308);
let l_239 = l_237 && l_238;
if l_239 {
let l_240 = bitcast<u64>(l_236);
let l_241 = l_240 >> u32(bitcast<u64>(u64(52)));
let l_242 = l_241 - u64(23);
let l_243 = l_242 << u32(bitcast<u64>(u64(52)));
let l_244 = bitcast<f64>(l_243);
l_mut_46 = l_244;
}
let l_245 = l_218 * l_mut_46;
l_mut_246 = u32(2);
let l_247 = l_mut_35 - l_228;
let l_248 = abs(l_247);
l_mut_46 = f64(1.401298464324817e-45);
let l_249 = l_248 >= f64(1.1754943508222875e-38);
let l_250 = l_248 <= f64(1.7976931348623157e308);
let l_251 = l_249 && l_250;
if l_251 {
let l_252 = bitcast<u64>(l_248);
let l_253 = l_252 >> u32(bitcast<u64>(u64(52)));
let l_254 = l_253 - u64(23);
let l_255 = l_254 << u32(bitcast<u64>(u64(52)));
let l_256 = bitcast<f64>(l_255);
l_mut_46 = l_256;
}
let l_257 = l_mut_35 + l_228;
let l_258 = abs(l_257);
l_mut_26 = f64(1.401298464324817e-45);
let l_259 = l_258 >= f64(1.1754943508222875e-38);
let l_260 = l_258 <= f64(1.7976931348623157e308);
let l_261 = l_259 && l_260;
if l_261 {
let l_262 = bitcast<u64>(l_258);
let l_263 = l_262 >> u32(bitcast<u64>(u64(52)));
let l_264 = l_263 - u64(23);
let l_265 = l_264 << u32(bitcast<u64>(u64(52)));
let l_266 = bitcast<f64>(l_265);
l_mut_26 = l_266;
}
let l_267 = l_mut_46 == l_mut_26;
if l_267 {
let l_268 = l_245 * f64(1.4551915228366852e-11);
let l_269 = l_228 + l_268;
let l_270 = l_mut_35 - l_245;
let l_271 = l_mut_35 + l_245;
let l_272 = bitcast<u32>(l_mut_22);
let l_273 = f64(l_mut_22);
l_mut_46 = l_273;
let l_274 = l_272 & u32(2139095040);
let l_275 = l_274 == u32(0);
if l_275 {
let l_276 = l_272 & u32(8388607);
let l_277 = f64(l_276);
let l_278 = l_277 * f64(1.401298464324817e-45);
l_mut_46 = l_278;
let l_279 = l_272 >> u32(31);
let l_280 = l_279 == u32(1);
if l_280 {
let l_281 = -l_mut_46;
l_mut_46 = l_281;
}
}
let l_282 = bitcast<u32>(l_mut_22);
let l_283 = l_282 + u32(1);
l_mut_284 = l_283;
let l_285 = l_282 & u32(2147483647);
let l_286 = l_285 == u32(0);
if l_286 {
l_mut_284 = u32(1);
} else {
let l_287 = l_282 & u32(2147483648);
let l_288 = l_287 != u32(0);
if l_288 {
let l_289 = l_282 - u32(1);
l_mut_284 = l_289;
} else {
let l_290 = l_282 == u32(2139095040);
if l_290 {
l_mut_284 = l_282;
}
}
}
let l_291 = bitcast<f32>(l_mut_284);
let l_292 = bitcast<u32>(l_291);
let l_293 = f64(l_291);
l_mut_26 = l_293;
let l_294 = l_292 & u32(2139095040);
let l_295 = l_294 == u32(0);
if l_295 {
let l_296 = l_292 & u32(8388607);
let l_297 = f64(l_296);
let l_298 = l_297 * f64(1.401298464324817e-45);
l_mut_26 = l_298;
let l_299 = l_292 >> u32(31);
let l_300 = l_299 == u32(1);
if l_300 {
let l_301 = -l_mut_26;
l_mut_26 = l_301;
}
}
let l_302 = bitcast<u32>(l_mut_22);
let l_303 = l_302 ^ u32(2147483648);
let l_304 = bitcast<f32>(l_303);
let l_305 = bitcast<u32>(l_304);
let l_306 = l_305 + u32(1);
l_mut_284 = l_306;
let l_307 = l_305 & u32(2147483647);
let l_308 = l_307 == u32(0);
if l_308 {
l_mut_284 = u32(1);
} else {
let l_309 = l_305 & u32(2147483648);
let l_310 = l_309 != u32(0);
if l_310 {
let l_311 = l_305 - u32(1);
l_mut_284 = l_311;
} else {
let l_312 = l_305 == u32(2139095040);
if l_312 {
l_mut_284 = l_305;
}
}
}
let l_313 = bitcast<f32>(l_mut_284);
let l_314 = bitcast<u32>(l_313);
let l_315 = l_314 ^ u32(2147483648);
let l_316 = bitcast<f32>(l_315);
let l_317 = bitcast<u32>(l_316);
let l_318 = f64(l_316);
l_mut_319 = l_318;
let l_320 = l_317 & u32(2139095040);
let l_321 = l_320 == u32(0);
if l_321 {
let l_322 = l_317 & u32(8388607);
let l_323 = f64(l_322);
let l_324 = l_323 * f64(1.401298464324817e-45);
l_mut_319 = l_324;
let l_325 = l_317 >> u32(31);
let l_326 = l_325 == u32(1);
if l_326 {
let l_327 = -l_mut_319;
l_mut_319 = l_327;
}
}
let l_328 = l_270 + l_269;
let l_329 = l_328 <= l_mut_46;
l_mut_330 = l_329;
let l_331 = l_270 - l_269;
let l_332 = l_331 > l_mut_46;
l_mut_333 = l_332;
let l_334 = l_271 - l_269;
let l_335 = l_334 >= l_mut_46;
l_mut_336 = l_335;
let l_337 = l_271 + l_269;
let l_338 = l_337 < l_mut_46;
l_mut_339 = l_338;
if l_216 {
let l_340 = l_270 + l_269;
let l_341 = l_340 < l_mut_26;
l_mut_330 = l_341;
let l_342 = l_270 - l_269;
let l_343 = l_342 >= l_mut_26;
l_mut_333 = l_343;
let l_344 = l_271 - l_269;
let l_345 = l_344 > l_mut_319;
l_mut_336 = l_345;
let l_346 = l_271 + l_269;
let l_347 = l_346 <= l_mut_319;
l_mut_339 = l_347;
}
l_mut_284 = u32(2);
let l_348 = l_mut_333 || l_mut_339;
if l_348 {
l_mut_284 = u32(1);
} else {
let l_349 = l_mut_330 && l_mut_336;
if l_349 {
l_mut_284 = u32(0);
}
}
let l_350 = bitcast<u32>(l_mut_22);
let l_351 = l_350 & u32(2147483647);
let l_352 = l_351 == u32(0);
if l_352 {
let l_353 = l_270 + l_269;
let l_354 = l_353 < f64(1.1754943508222875e-38);
let l_355 = l_271 - l_269;
let l_356 = l_355 > f64(-1.1754943508222875e-38);
let l_357 = l_354 && l_356;
let l_358 = l_270 - l_269;
let l_359 = l_358 < f64(1.1754943508222875e-38);
let l_360 = l_271 + l_269;
let l_361 = l_360 > f64(-1.1754943508222875e-38);
let l_362 = l_359 && l_361;
if l_357 {
l_mut_284 = u32(0);
} else {
let l_363 = l_mut_284 == u32(1);
let l_364 = l_362 && l_363;
if l_364 {
l_mut_284 = u32(2);
}
}
}
l_mut_246 = l_mut_284;
}
l_mut_230 = l_mut_246;
} else {
let l_365 = l_212 == u32(3);
if l_365 {
l_mut_230 = u32(0);
let l_366 = l_226 >= f64(1.1754943508222875e-38);
let l_367 = l_226 <= f64(8.507059173023462e37);
let l_368 = l_366 && l_367;
if l_368 {
let l_369 = abs(l_mut_35);
l_mut_319 = f64(1.401298464324817e-45);
let l_370 = l_369 >= f64(1.1754943508222875e-38);
let l_371 = l_369 <= f64(1.7976931348623157e308);
let l_372 = l_370 && l_371;
if l_372 {
let l_373 = bitcast<u64>(l_369);
let l_374 = l_373 >> u32(bitcast<u64>(u64(52)));
let l_375 = l_374 - u64(23);
let l_376 = l_375 << u32(bitcast<u64>(u64(52)));
let l_377 = bitcast<f64>(l_376);
l_mut_319 = l_377;
}
let l_378 = l_218 * l_mut_319;
l_mut_284 = u32(2);
let l_379 = l_mut_35 - l_228;
let l_380 = abs(l_379);
l_mut_319 = f64(1.401298464324817e-45);
let l_381 = l_380 >= f64(1.1754943508222875e-38);
let l_382 = l_380 <= f64(1.7976931348623157e308);
let l_383 = l_381 && l_382;
if l_383 {
let l_384 = bitcast<u64>(l_380);
let l_385 = l_384 >> u32(bitcast<u64>(u64(52)));
let l_386 = l_385 - u64(23);
let l_387 = l_386 << u32(bitcast<u64>(u64(52)));
let l_388 = bitcast<f64>(l_387);
l_mut_319 = l_388;
}
let l_389 = l_mut_35 + l_228;
let l_390 = abs(l_389);
l_mut_46 = f64(1.401298464324817e-45);
let l_391 = l_390 >= f64(1.1754943508222875e-38);
let l_392 = l_390 <= f64(1.7976931348623157e308);
let l_393 = l_391 && l_392;
if l_393 {
let l_394 = bitcast<u64>(l_390);
let l_395 = l_394 >> u32(bitcast<u64>(u64(52)));
let l_396 = l_395 - u64(23);
let l_397 = l_396 << u32(bitcast<u64>(u64(52)));
let l_398 = bitcast<f64>(l_397);
l_mut_46 = l_398;
}
let l_399 = l_mut_319 == l_mut_46;
if l_399 {
let l_400 = l_378 * f64(1.4551915228366852e-11);
let l_401 = l_228 + l_400;
let l_402 = l_mut_35 - l_378;
let l_403 = l_mut_35 + l_378;
let l_404 = bitcast<u32>(l_mut_22);
let l_405 = f64(l_mut_22);
l_mut_319 = l_405;
let l_406 = l_404 & u32(2139095040);
let l_407 = l_406 == u32(0);
if l_407 {
let l_408 = l_404 & u32(8388607);
let l_409 = f64(l_408);
let l_410 = l_409 * f64(1.401298464324817e-45);
l_mut_319 = l_410;
let l_411 = l_404 >> u32(31);
let l_412 = l_411 == u32(1);
if l_412 {
let l_413 = -l_mut_319;
l_mut_319 = l_413;
}
}
let l_414 = bitcast<u32>(l_mut_22);
let l_415 = l_414 + u32(1);
l_mut_246 = l_415;
let l_416 = l_414 & u32(2147483647);
let l_417 = l_416 == u32(0);
if l_417 {
l_mut_246 = u32(1);
} else {
let l_418 = l_414 & u32(2147483648);
let l_419 = l_418 != u32(0);
if l_419 {
let l_420 = l_414 - u32(1);
l_mut_246 = l_420;
} else {
let l_421 = l_414 == u32(2139095040);
if l_421 {
l_mut_246 = l_414;
}
}
}
let l_422 = bitcast<f32>(l_mut_246);
let l_423 = bitcast<u32>(l_422);
let l_424 = f64(l_422);
l_mut_46 = l_424;
let l_425 = l_423 & u32(2139095040);
let l_426 = l_425 == u32(0);
if l_426 {
let l_427 = l_423 & u32(8388607);
let l_428 = f64(l_427);
let l_429 = l_428 * f64(1.401298464324817e-45);
l_mut_46 = l_429;
let l_430 = l_423 >> u32(31);
let l_431 = l_430 == u32(1);
if l_431 {
let l_432 = -l_mut_46;
l_mut_46 = l_432;
}
}
let l_433 = bitcast<u32>(l_mut_22);
let l_434 = l_433 ^ u32(2147483648);
let l_435 = bitcast<f32>(l_434);
let l_436 = bitcast<u32>(l_435);
let l_437 = l_436 + u32(1);
l_mut_246 = l_437;
let l_438 = l_436 & u32(2147483647);
let l_439 = l_438 == u32(0);
if l_439 {
l_mut_246 = u32(1);
} else {
let l_440 = l_436 & u32(2147483648);
let l_441 = l_440 != u32(0);
if l_441 {
let l_442 = l_436 - u32(1);
l_mut_246 = l_442;
} else {
let l_443 = l_436 == u32(2139095040);
if l_443 {
l_mut_246 = l_436;
}
}
}
let l_444 = bitcast<f32>(l_mut_246);
let l_445 = bitcast<u32>(l_444);
let l_446 = l_445 ^ u32(2147483648);
let l_447 = bitcast<f32>(l_446);
let l_448 = bitcast<u32>(l_447);
let l_449 = f64(l_447);
l_mut_26 = l_449;
let l_450 = l_448 & u32(2139095040);
let l_451 = l_450 == u32(0);
if l_451 {
let l_452 = l_448 & u32(8388607);
let l_453 = f64(l_452);
let l_454 = l_453 * f64(1.401298464324817e-45);
l_mut_26 = l_454;
let l_455 = l_448 >> u32(31);
let l_456 = l_455 == u32(1);
if l_456 {
let l_457 = -l_mut_26;
l_mut_26 = l_457;
}
}
let l_458 = l_402 + l_401;
let l_459 = l_458 <= l_mut_319;
l_mut_339 = l_459;
let l_460 = l_402 - l_401;
let l_461 = l_460 > l_mut_319;
l_mut_336 = l_461;
let l_462 = l_403 - l_401;
let l_463 = l_462 >= l_mut_319;
l_mut_333 = l_463;
let l_464 = l_403 + l_401;
let l_465 = l_464 < l_mut_319;
l_mut_330 = l_465;
if l_216 {
let l_466 = l_402 + l_401;
let l_467 = l_466 < l_mut_46;
l_mut_339 = l_467;
let l_468 = l_402 - l_401;
let l_469 = l_468 >= l_mut_46;
l_mut_336 = l_469;
let l_470 = l_403 - l_401;
let l_471 = l_470 > l_mut_26;
l_mut_333 = l_471;
let l_472 = l_403 + l_401;
let l_473 = l_472 <= l_mut_26;
l_mut_330 = l_473;
}
l_mut_246 = u32(2);
let l_474 = l_mut_336 || l_mut_330;
if l_474 {
l_mut_246 = u32(1);
} else {
let l_475 = l_mut_339 && l_mut_333;
if l_475 {
l_mut_246 = u32(0);
}
}
let l_476 = bitcast<u32>(l_mut_22);
let l_477 = l_476 & u32(2147483647);
let l_478 = l_477 == u32(0);
if l_478 {
let l_479 = l_402 + l_401;
let l_480 = l_479 < f64(1.1754943508222875e-38);
let l_481 = l_403 - l_401;
let l_482 = l_481 > f64(-1.1754943508222875e-38);
let l_483 = l_480 && l_482;
let l_484 = l_402 - l_401;
let l_485 = l_484 < f64(1.1754943508222875e-38);
let l_486 = l_403 + l_401;
let l_487 = l_486 > f64(-1.1754943508222875e-38);
let l_488 = l_485 && l_487;
if l_483 {
l_mut_246 = u32(0);
} else {
let l_489 = l_mut_246 == u32(1);
let l_490 = l_488 && l_489;
if l_490 {
l_mut_246 = u32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
}
} else {
let l_491 = l_212 == u32(4);
if l_491 {
let l_492 = l_221 * l_226;
let l_493 = l_218 + l_492;
let l_494 = abs(l_mut_35);
l_mut_319 = f64(1.401298464324817e-45);
let l_495 = l_494 >= f64(1.1754943508222875e-38);
let l_496 = l_494 <= f64(1.7976931348623157e308);
let l_497 = l_495 && l_496;
if l_497 {
let l_498 = bitcast<u64>(l_494);
let l_499 = l_498 >> u32(bitcast<u64>(u64(52)));
let l_500 = l_499 - u64(23);
let l_501 = l_500 << u32(bitcast<u64>(u64(52)));
let l_502 = bitcast<f64>(l_501);
l_mut_319 = l_502;
}
let l_503 = l_493 * l_mut_319;
l_mut_284 = u32(2);
let l_504 = l_mut_35 - l_228;
let l_505 = abs(l_504);
l_mut_319 = f64(1.401298464324817e-45);
let l_506 = l_505 >= f64(1.1754943508222875e-38);
let l_507 = l_505 <= f64(1.7976931348623157e308);
let l_508 = l_506 && l_507;
if l_508 {
let l_509 = bitcast<u64>(l_505);
let l_510 = l_509 >> u32(bitcast<u64>(u64(52)));
let l_511 = l_510 - u64(23);
let l_512 = l_511 << u32(bitcast<u64>(u64(52)));
let l_513 = bitcast<f64>(l_512);
l_mut_319 = l_513;
}
let l_514 = l_mut_35 + l_228;
let l_515 = abs(l_514);
l_mut_46 = f64(1.401298464324817e-45);
let l_516 = l_515 >= f64(1.1754943508222875e-38);
let l_517 = l_515 <= f64(1.7976931348623157e308);
let l_518 = l_516 && l_517;
if l_518 {
let l_519 = bitcast<u64>(l_515);
let l_520 = l_519 >> u32(bitcast<u64>(u64(52)));
let l_521 = l_520 - u64(23);
let l_522 = l_521 << u32(bitcast<u64>(u64(52)));
let l_523 = bitcast<f64>(l_522);
l_mut_46 = l_523;
}
let l_524 = l_mut_319 == l_mut_46;
if l_524 {
let l_525 = l_503 * f64(1.4551915228366852e-11);
let l_526 = l_228 + l_525;
let l_527 = l_mut_35 - l_503;
let l_528 = l_mut_35 + l_503;
let l_529 = bitcast<u32>(l_mut_22);
let l_530 = f64(l_mut_22);
l_mut_319 = l_530;
let l_531 = l_529 & u32(2139095040);
let l_532 = l_531 == u32(0);
if l_532 {
let l_533 = l_529 & u32(8388607);
let l_534 = f64(l_533);
let l_535 = l_534 * f64(1.401298464324817e-45);
l_mut_319 = l_535;
let l_536 = l_529 >> u32(31);
let l_537 = l_536 == u32(1);
if l_537 {
let l_538 = -l_mut_319;
l_mut_319 = l_538;
}
}
let l_539 = bitcast<u32>(l_mut_22);
let l_540 = l_539 + u32(1);
l_mut_246 = l_540;
let l_541 = l_539 & u32(2147483647);
let l_542 = l_541 == u32(0);
if l_542 {
l_mut_246 = u32(1);
} else {
let l_543 = l_539 & u32(2147483648);
let l_544 = l_543 != u32(0);
if l_544 {
let l_545 = l_539 - u32(1);
l_mut_246 = l_545;
} else {
let l_546 = l_539 == u32(2139095040);
if l_546 {
l_mut_246 = l_539;
}
}
}
let l_547 = bitcast<f32>(l_mut_246);
let l_548 = bitcast<u32>(l_547);
let l_549 = f64(l_547);
l_mut_46 = l_549;
let l_550 = l_548 & u32(2139095040);
let l_551 = l_550 == u32(0);
if l_551 {
let l_552 = l_548 & u32(8388607);
let l_553 = f64(l_552);
let l_554 = l_553 * f64(1.401298464324817e-45);
l_mut_46 = l_554;
let l_555 = l_548 >> u32(31);
let l_556 = l_555 == u32(1);
if l_556 {
let l_557 = -l_mut_46;
l_mut_46 = l_557;
}
}
let l_558 = bitcast<u32>(l_mut_22);
let l_559 = l_558 ^ u32(2147483648);
let l_560 = bitcast<f32>(l_559);
let l_561 = bitcast<u32>(l_560);
let l_562 = l_561 + u32(1);
l_mut_246 = l_562;
let l_563 = l_561 & u32(2147483647);
let l_564 = l_563 == u32(0);
if l_564 {
l_mut_246 = u32(1);
} else {
let l_565 = l_561 & u32(2147483648);
let l_566 = l_565 != u32(0);
if l_566 {
let l_567 = l_561 - u32(1);
l_mut_246 = l_567;
} else {
let l_568 = l_561 == u32(2139095040);
if l_568 {
l_mut_246 = l_561;
}
}
}
let l_569 = bitcast<f32>(l_mut_246);
let l_570 = bitcast<u32>(l_569);
let l_571 = l_570 ^ u32(2147483648);
let l_572 = bitcast<f32>(l_571);
let l_573 = bitcast<u32>(l_572);
let l_574 = f64(l_572);
l_mut_26 = l_574;
let l_575 = l_573 & u32(2139095040);
let l_576 = l_575 == u32(0);
if l_576 {
let l_577 = l_573 & u32(8388607);
let l_578 = f64(l_577);
let l_579 = l_578 * f64(1.401298464324817e-45);
l_mut_26 = l_579;
let l_580 = l_573 >> u32(31);
let l_581 = l_580 == u32(1);
if l_581 {
let l_582 = -l_mut_26;
l_mut_26 = l_582;
}
}
let l_583 = l_527 + l_526;
let l_584 = l_583 <= l_mut_319;
l_mut_339 = l_584;
let l_585 = l_527 - l_526;
let l_586 = l_585 > l_mut_319;
l_mut_336 = l_586;
let l_587 = l_528 - l_526;
let l_588 = l_587 >= l_mut_319;
l_mut_333 = l_588;
let l_589 = l_528 + l_526;
let l_590 = l_589 < l_mut_319;
l_mut_330 = l_590;
if l_216 {
let l_591 = l_527 + l_526;
let l_592 = l_591 < l_mut_46;
l_mut_339 = l_592;
let l_593 = l_527 - l_526;
let l_594 = l_593 >= l_mut_46;
l_mut_336 = l_594;
let l_595 = l_528 - l_526;
let l_596 = l_595 > l_mut_26;
l_mut_333 = l_596;
let l_597 = l_528 + l_526;
let l_598 = l_597 <= l_mut_26;
l_mut_330 = l_598;
}
l_mut_246 = u32(2);
let l_599 = l_mut_336 || l_mut_330;
if l_599 {
l_mut_246 = u32(1);
} else {
let l_600 = l_mut_339 && l_mut_333;
if l_600 {
l_mut_246 = u32(0);
}
}
let l_601 = bitcast<u32>(l_mut_22);
let l_602 = l_601 & u32(2147483647);
let l_603 = l_602 == u32(0);
if l_603 {
let l_604 = l_527 + l_526;
let l_605 = l_604 < f64(1.1754943508222875e-38);
let l_606 = l_528 - l_526;
let l_607 = l_606 > f64(-1.1754943508222875e-38);
let l_608 = l_605 && l_607;
let l_609 = l_527 - l_526;
let l_610 = l_609 < f64(1.1754943508222875e-38);
let l_611 = l_528 + l_526;
let l_612 = l_611 > f64(-1.1754943508222875e-38);
let l_613 = l_610 && l_612;
if l_608 {
l_mut_246 = u32(0);
} else {
let l_614 = l_mut_246 == u32(1);
let l_615 = l_613 && l_614;
if l_615 {
l_mut_246 = u32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
} else {
let l_616 = l_212 == u32(5);
if l_616 {
let l_617 = f64(2.0) * l_225;
let l_618 = abs(l_617);
let l_619 = floor(l_618);
let l_620 = f64(3.0) + l_619;
let l_621 = abs(l_mut_35);
l_mut_319 = f64(1.401298464324817e-45);
let l_622 = l_621 >= f64(1.1754943508222875e-38);
let l_623 = l_621 <= f64(1.7976931348623157e308);
let l_624 = l_622 && l_623;
if l_624 {
let l_625 = bitcast<u64>(l_621);
let l_626 = l_625 >> u32(bitcast<u64>(u64(52)));
let l_627 = l_626 - u64(23);
let l_628 = l_627 << u32(bitcast<u64>(u64(52)));
let l_629 = bitcast<f64>(l_628);
l_mut_319 = l_629;
}
let l_630 = l_620 * l_mut_319;
l_mut_284 = u32(2);
let l_631 = l_mut_35 - l_228;
let l_632 = abs(l_631);
l_mut_319 = f64(1.401298464324817e-45);
let l_633 = l_632 >= f64(1.1754943508222875e-38);
let l_634 = l_632 <= f64(1.7976931348623157e308);
let l_635 = l_633 && l_634;
if l_635 {
let l_636 = bitcast<u64>(l_632);
let l_637 = l_636 >> u32(bitcast<u64>(u64(52)));
let l_638 = l_637 - u64(23);
let l_639 = l_638 << u32(bitcast<u64>(u64(52)));
let l_640 = bitcast<f64>(l_639);
l_mut_319 = l_640;
}
let l_641 = l_mut_35 + l_228;
let l_642 = abs(l_641);
l_mut_46 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_46 = l_650;
}
let l_651 = l_mut_319 == l_mut_46;
if l_651 {
let l_652 = l_630 * f64(1.4551915228366852e-11);
let l_653 = l_228 + l_652;
let l_654 = l_mut_35 - l_630;
let l_655 = l_mut_35 + l_630;
let l_656 = bitcast<u32>(l_mut_22);
let l_657 = f64(l_mut_22);
l_mut_319 = l_657;
let l_658 = l_656 & u32(2139095040);
let l_659 = l_658 == u32(0);
if l_659 {
let l_660 = l_656 & u32(8388607);
let l_661 = f64(l_660);
let l_662 = l_661 * f64(1.401298464324817e-45);
l_mut_319 = l_662;
let l_663 = l_656 >> u32(31);
let l_664 = l_663 == u32(1);
if l_664 {
let l_665 = -l_mut_319;
l_mut_319 = l_665;
}
}
let l_666 = bitcast<u32>(l_mut_22);
let l_667 = l_666 + u32(1);
l_mut_246 = l_667;
let l_668 = l_666 & u32(2147483647);
let l_669 = l_668 == u32(0);
if l_669 {
l_mut_246 = u32(1);
} else {
let l_670 = l_666 & u32(2147483648);
let l_671 = l_670 != u32(0);
if l_671 {
let l_672 = l_666 - u32(1);
l_mut_246 = l_672;
} else {
let l_673 = l_666 == u32(2139095040);
if l_673 {
l_mut_246 = l_666;
}
}
}
let l_674 = bitcast<f32>(l_mut_246);
let l_675 = bitcast<u32>(l_674);
let l_676 = f64(l_674);
l_mut_46 = l_676;
let l_677 = l_675 & u32(2139095040);
let l_678 = l_677 == u32(0);
if l_678 {
let l_679 = l_675 & u32(8388607);
let l_680 = f64(l_679);
let l_681 = l_680 * f64(1.401298464324817e-45);
l_mut_46 = l_681;
let l_682 = l_675 >> u32(31);
let l_683 = l_682 == u32(1);
if l_683 {
let l_684 = -l_mut_46;
l_mut_46 = l_684;
}
}
let l_685 = bitcast<u32>(l_mut_22);
let l_686 = l_685 ^ u32(2147483648);
let l_687 = bitcast<f32>(l_686);
let l_688 = bitcast<u32>(l_687);
let l_689 = l_688 + u32(1);
l_mut_246 = l_689;
let l_690 = l_688 & u32(2147483647);
let l_691 = l_690 == u32(0);
if l_691 {
l_mut_246 = u32(1);
} else {
let l_692 = l_688 & u32(2147483648);
let l_693 = l_692 != u32(0);
if l_693 {
let l_694 = l_688 - u32(1);
l_mut_246 = l_694;
} else {
let l_695 = l_688 == u32(2139095040);
if l_695 {
l_mut_246 = l_688;
}
}
}
let l_696 = bitcast<f32>(l_mut_246);
let l_697 = bitcast<u32>(l_696);
let l_698 = l_697 ^ u32(2147483648);
let l_699 = bitcast<f32>(l_698);
let l_700 = bitcast<u32>(l_699);
let l_701 = f64(l_699);
l_mut_26 = l_701;
let l_702 = l_700 & u32(2139095040);
let l_703 = l_702 == u32(0);
if l_703 {
let l_704 = l_700 & u32(8388607);
let l_705 = f64(l_704);
let l_706 = l_705 * f64(1.401298464324817e-45);
l_mut_26 = l_706;
let l_707 = l_700 >> u32(31);
let l_708 = l_707 == u32(1);
if l_708 {
let l_709 = -l_mut_26;
l_mut_26 = l_709;
}
}
let l_710 = l_654 + l_653;
let l_711 = l_710 <= l_mut_319;
l_mut_339 = l_711;
let l_712 = l_654 - l_653;
let l_713 = l_712 > l_mut_319;
l_mut_336 = l_713;
let l_714 = l_655 - l_653;
let l_715 = l_714 >= l_mut_319;
l_mut_333 = l_715;
let l_716 = l_655 + l_653;
let l_717 = l_716 < l_mut_319;
l_mut_330 = l_717;
if l_216 {
let l_718 = l_654 + l_653;
let l_719 = l_718 < l_mut_46;
l_mut_339 = l_719;
let l_720 = l_654 - l_653;
let l_721 = l_720 >= l_mut_46;
l_mut_336 = l_721;
let l_722 = l_655 - l_653;
let l_723 = l_722 > l_mut_26;
l_mut_333 = l_723;
let l_724 = l_655 + l_653;
let l_725 = l_724 <= l_mut_26;
l_mut_330 = l_725;
}
l_mut_246 = u32(2);
let l_726 = l_mut_336 || l_mut_330;
if l_726 {
l_mut_246 = u32(1);
} else {
let l_727 = l_mut_339 && l_mut_333;
if l_727 {
l_mut_246 = u32(0);
}
}
let l_728 = bitcast<u32>(l_mut_22);
let l_729 = l_728 & u32(2147483647);
let l_730 = l_729 == u32(0);
if l_730 {
let l_731 = l_654 + l_653;
let l_732 = l_731 < f64(1.1754943508222875e-38);
let l_733 = l_655 - l_653;
let l_734 = l_733 > f64(-1.1754943508222875e-38);
let l_735 = l_732 && l_734;
let l_736 = l_654 - l_653;
let l_737 = l_736 < f64(1.1754943508222875e-38);
let l_738 = l_655 + l_653;
let l_739 = l_738 > f64(-1.1754943508222875e-38);
let l_740 = l_737 && l_739;
if l_735 {
l_mut_246 = u32(0);
} else {
let l_741 = l_mut_246 == u32(1);
let l_742 = l_740 && l_741;
if l_742 {
l_mut_246 = u32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
} else {
let l_743 = l_212 == u32(6);
if l_743 {
l_mut_230 = u32(0);
let l_744 = l_226 <= l_221;
if l_744 {
let l_745 = l_218 * f64(1.4551915228366852e-11);
let l_746 = l_228 + l_745;
let l_747 = l_mut_35 - l_218;
let l_748 = l_mut_35 + l_218;
let l_749 = bitcast<u32>(l_mut_22);
let l_750 = f64(l_mut_22);
l_mut_319 = l_750;
let l_751 = l_749 & u32(2139095040);
let l_752 = l_751 == u32(0);
if l_752 {
let l_753 = l_749 & u32(8388607);
let l_754 = f64(l_753);
let l_755 = l_754 * f64(1.401298464324817e-45);
l_mut_319 = l_755;
let l_756 = l_749 >> u32(31);
let l_757 = l_756 == u32(1);
if l_757 {
let l_758 = -l_mut_319;
l_mut_319 = l_758;
}
}
let l_759 = bitcast<u32>(l_mut_22);
let l_760 = l_759 + u32(1);
l_mut_284 = l_760;
let l_761 = l_759 & u32(2147483647);
let l_762 = l_761 == u32(0);
if l_762 {
l_mut_284 = u32(1);
} else {
let l_763 = l_759 & u32(2147483648);
let l_764 = l_763 != u32(0);
if l_764 {
let l_765 = l_759 - u32(1);
l_mut_284 = l_765;
} else {
let l_766 = l_759 == u32(2139095040);
if l_766 {
l_mut_284 = l_759;
}
}
}
let l_767 = bitcast<f32>(l_mut_284);
let l_768 = bitcast<u32>(l_767);
let l_769 = f64(l_767);
l_mut_46 = l_769;
let l_770 = l_768 & u32(2139095040);
let l_771 = l_770 == u32(0);
if l_771 {
let l_772 = l_768 & u32(8388607);
let l_773 = f64(l_772);
let l_774 = l_773 * f64(1.401298464324817e-45);
l_mut_46 = l_774;
let l_775 = l_768 >> u32(31);
let l_776 = l_775 == u32(1);
if l_776 {
let l_777 = -l_mut_46;
l_mut_46 = l_777;
}
}
let l_778 = bitcast<u32>(l_mut_22);
let l_779 = l_778 ^ u32(2147483648);
let l_780 = bitcast<f32>(l_779);
let l_781 = bitcast<u32>(l_780);
let l_782 = l_781 + u32(1);
l_mut_284 = l_782;
let l_783 = l_781 & u32(2147483647);
let l_784 = l_783 == u32(0);
if l_784 {
l_mut_284 = u32(1);
} else {
let l_785 = l_781 & u32(2147483648);
let l_786 = l_785 != u32(0);
if l_786 {
let l_787 = l_781 - u32(1);
l_mut_284 = l_787;
} else {
let l_788 = l_781 == u32(2139095040);
if l_788 {
l_mut_284 = l_781;
}
}
}
let l_789 = bitcast<f32>(l_mut_284);
let l_790 = bitcast<u32>(l_789);
let l_791 = l_790 ^ u32(2147483648);
let l_792 = bitcast<f32>(l_791);
let l_793 = bitcast<u32>(l_792);
let l_794 = f64(l_792);
l_mut_26 = l_794;
let l_795 = l_793 & u32(2139095040);
let l_796 = l_795 == u32(0);
if l_796 {
let l_797 = l_793 & u32(8388607);
let l_798 = f64(l_797);
let l_799 = l_798 * f64(1.401298464324817e-45);
l_mut_26 = l_799;
let l_800 = l_793 >> u32(31);
let l_801 = l_800 == u32(1);
if l_801 {
let l_802 = -l_mut_26;
l_mut_26 = l_802;
}
}
let l_803 = l_747 + l_746;
let l_804 = l_803 <= l_mut_319;
l_mut_339 = l_804;
let l_805 = l_747 - l_746;
let l_806 = l_805 > l_mut_319;
l_mut_336 = l_806;
let l_807 = l_748 - l_746;
let l_808 = l_807 >= l_mut_319;
l_mut_333 = l_808;
let l_809 = l_748 + l_746;
let l_810 = l_809 < l_mut_319;
l_mut_330 = l_810;
if l_216 {
let l_811 = l_747 + l_746;
let l_812 = l_811 < l_mut_46;
l_mut_339 = l_812;
let l_813 = l_747 - l_746;
let l_814 = l_813 >= l_mut_46;
l_mut_336 = l_814;
let l_815 = l_748 - l_746;
let l_816 = l_815 > l_mut_26;
l_mut_333 = l_816;
let l_817 = l_748 + l_746;
let l_818 = l_817 <= l_mut_26;
l_mut_330 = l_818;
}
l_mut_284 = u32(2);
let l_819 = l_mut_336 || l_mut_330;
if l_819 {
l_mut_284 = u32(1);
} else {
let l_820 = l_mut_339 && l_mut_333;
if l_820 {
l_mut_284 = u32(0);
}
}
let l_821 = bitcast<u32>(l_mut_22);
let l_822 = l_821 & u32(2147483647);
let l_823 = l_822 == u32(0);
if l_823 {
let l_824 = l_747 + l_746;
let l_825 = l_824 < f64(1.1754943508222875e-38);
let l_826 = l_748 - l_746;
let l_827 = l_826 > f64(-1.1754943508222875e-38);
let l_828 = l_825 && l_827;
let l_829 = l_747 - l_746;
let l_830 = l_829 < f64(1.1754943508222875e-38);
let l_831 = l_748 + l_746;
let l_832 = l_831 > f64(-1.1754943508222875e-38);
let l_833 = l_830 && l_832;
if l_828 {
l_mut_284 = u32(0);
} else {
let l_834 = l_mut_284 == u32(1);
let l_835 = l_833 && l_834;
if l_835 {
l_mut_284 = u32(2);
}
}
}
l_mut_230 = l_mut_284;
}
} else {
let l_836 = l_212 == u32(7);
if l_836 {
let l_837 = abs(l_mut_35);
let l_838 = l_218 * l_837;
l_mut_319 = l_838;
let l_839 = abs(l_mut_35);
l_mut_46 = f64(1.401298464324817e-45);
let l_840 = l_839 >= f64(1.1754943508222875e-38);
let l_841 = l_839 <= f64(1.7976931348623157e308);
let l_842 = l_840 && l_841;
if l_842 {
let l_843 = bitcast<u64>(l_839);
let l_844 = l_843 >> u32(bitcast<u64>(u64(52)));
let l_845 = l_844 - u64(23);
let l_846 = l_845 << u32(bitcast<u64>(u64(52)));
let l_847 = bitcast<f64>(l_846);
l_mut_46 = l_847;
}
let l_848 = f64(0.5) * l_mut_46;
let l_849 = l_848 > l_mut_319;
if l_849 {
l_mut_319 = l_848;
}
let l_850 = l_mut_35 - l_228;
let l_851 = abs(l_850);
l_mut_46 = f64(1.401298464324817e-45);
let l_852 = l_851 >= f64(1.1754943508222875e-38);
let l_853 = l_851 <= f64(1.7976931348623157e308);
let l_854 = l_852 && l_853;
if l_854 {
let l_855 = bitcast<u64>(l_851);
let l_856 = l_855 >> u32(bitcast<u64>(u64(52)));
let l_857 = l_856 - u64(23);
let l_858 = l_857 << u32(bitcast<u64>(u64(52)));
let l_859 = bitcast<f64>(l_858);
l_mut_46 = l_859;
}
let l_860 = l_mut_35 + l_228;
let l_861 = abs(l_860);
l_mut_26 = f64(1.401298464324817e-45);
let l_862 = l_861 >= f64(1.1754943508222875e-38);
let l_863 = l_861 <= f64(1.7976931348623157e308);
let l_864 = l_862 && l_863;
if l_864 {
let l_865 = bitcast<u64>(l_861);
let l_866 = l_865 >> u32(bitcast<u64>(u64(52)));
let l_867 = l_866 - u64(23);
let l_868 = l_867 << u32(bitcast<u64>(u64(52)));
let l_869 = bitcast<f64>(l_868);
l_mut_26 = l_869;
}
let l_870 = l_mut_46 == l_mut_26;
if l_870 {
let l_871 = l_218 * l_228;
let l_872 = l_228 + l_871;
let l_873 = l_mut_319 * f64(1.4551915228366852e-11);
let l_874 = l_872 + l_873;
let l_875 = l_mut_35 - l_mut_319;
let l_876 = l_mut_35 + l_mut_319;
let l_877 = bitcast<u32>(l_mut_22);
let l_878 = f64(l_mut_22);
l_mut_319 = l_878;
let l_879 = l_877 & u32(2139095040);
let l_880 = l_879 == u32(0);
if l_880 {
let l_881 = l_877 & u32(8388607);
let l_882 = f64(l_881);
let l_883 = l_882 * f64(1.401298464324817e-45);
l_mut_319 = l_883;
let l_884 = l_877 >> u32(31);
let l_885 = l_884 == u32(1);
if l_885 {
let l_886 = -l_mut_319;
l_mut_319 = l_886;
}
}
let l_887 = bitcast<u32>(l_mut_22);
let l_888 = l_887 + u32(1);
l_mut_284 = l_888;
let l_889 = l_887 & u32(2147483647);
let l_890 = l_889 == u32(0);
if l_890 {
l_mut_284 = u32(1);
} else {
let l_891 = l_887 & u32(2147483648);
let l_892 = l_891 != u32(0);
if l_892 {
let l_893 = l_887 - u32(1);
l_mut_284 = l_893;
} else {
let l_894 = l_887 == u32(2139095040);
if l_894 {
l_mut_284 = l_887;
}
}
}
let l_895 = bitcast<f32>(l_mut_284);
let l_896 = bitcast<u32>(l_895);
let l_897 = f64(l_895);
l_mut_46 = l_897;
let l_898 = l_896 & u32(2139095040);
let l_899 = l_898 == u32(0);
if l_899 {
let l_900 = l_896 & u32(8388607);
let l_901 = f64(l_900);
let l_902 = l_901 * f64(1.401298464324817e-45);
l_mut_46 = l_902;
let l_903 = l_896 >> u32(31);
let l_904 = l_903 == u32(1);
if l_904 {
let l_905 = -l_mut_46;
l_mut_46 = l_905;
}
}
let l_906 = bitcast<u32>(l_mut_22);
let l_907 = l_906 ^ u32(2147483648);
let l_908 = bitcast<f32>(l_907);
let l_909 = bitcast<u32>(l_908);
let l_910 = l_909 + u32(1);
l_mut_284 = l_910;
let l_911 = l_909 & u32(2147483647);
let l_912 = l_911 == u32(0);
if l_912 {
l_mut_284 = u32(1);
} else {
let l_913 = l_909 & u32(2147483648);
let l_914 = l_913 != u32(0);
if l_914 {
let l_915 = l_909 - u32(1);
l_mut_284 = l_915;
} else {
let l_916 = l_909 == u32(2139095040);
if l_916 {
l_mut_284 = l_909;
}
}
}
let l_917 = bitcast<f32>(l_mut_284);
let l_918 = bitcast<u32>(l_917);
let l_919 = l_918 ^ u32(2147483648);
let l_920 = bitcast<f32>(l_919);
let l_921 = bitcast<u32>(l_920);
let l_922 = f64(l_920);
l_mut_26 = l_922;
let l_923 = l_921 & u32(2139095040);
let l_924 = l_923 == u32(0);
if l_924 {
let l_925 = l_921 & u32(8388607);
let l_926 = f64(l_925);
let l_927 = l_926 * f64(1.401298464324817e-45);
l_mut_26 = l_927;
let l_928 = l_921 >> u32(31);
let l_929 = l_928 == u32(1);
if l_929 {
let l_930 = -l_mut_26;
l_mut_26 = l_930;
}
}
let l_931 = l_875 + l_874;
let l_932 = l_931 <= l_mut_319;
l_mut_339 = l_932;
let l_933 = l_875 - l_874;
let l_934 = l_933 > l_mut_319;
l_mut_336 = l_934;
let l_935 = l_876 - l_874;
let l_936 = l_935 >= l_mut_319;
l_mut_333 = l_936;
let l_937 = l_876 + l_874;
let l_938 = l_937 < l_mut_319;
l_mut_330 = l_938;
if l_216 {
let l_939 = l_875 + l_874;
let l_940 = l_939 < l_mut_46;
l_mut_339 = l_940;
let l_941 = l_875 - l_874;
let l_942 = l_941 >= l_mut_46;
l_mut_336 = l_942;
let l_943 = l_876 - l_874;
let l_944 = l_943 > l_mut_26;
l_mut_333 = l_944;
let l_945 = l_876 + l_874;
let l_946 = l_945 <= l_mut_26;
l_mut_330 = l_946;
}
l_mut_284 = u32(2);
let l_947 = l_mut_336 || l_mut_330;
if l_947 {
l_mut_284 = u32(1);
} else {
let l_948 = l_mut_339 && l_mut_333;
if l_948 {
l_mut_284 = u32(0);
}
}
let l_949 = bitcast<u32>(l_mut_22);
let l_950 = l_949 & u32(2147483647);
let l_951 = l_950 == u32(0);
if l_951 {
let l_952 = l_875 + l_874;
let l_953 = l_952 < f64(1.1754943508222875e-38);
let l_954 = l_876 - l_874;
let l_955 = l_954 > f64(-1.1754943508222875e-38);
let l_956 = l_953 && l_955;
let l_957 = l_875 - l_874;
let l_958 = l_957 < f64(1.1754943508222875e-38);
let l_959 = l_876 + l_874;
let l_960 = l_959 > f64(-1.1754943508222875e-38);
let l_961 = l_958 && l_960;
if l_956 {
l_mut_284 = u32(0);
} else {
let l_962 = l_mut_284 == u32(1);
let l_963 = l_961 && l_962;
if l_963 {
l_mut_284 = u32(2);
}
}
}
l_mut_230 = l_mut_284;
}
} else {
let l_964 = l_212 == u32(8);
if l_964 {
let l_965 = l_225 >= f64(0.5);
let l_966 = l_225 <= f64(2.0);
let l_967 = l_965 && l_966;
if l_967 {
let l_968 = l_218 * f64(1.4551915228366852e-11);
let l_969 = l_228 + l_968;
let l_970 = l_mut_35 - l_218;
let l_971 = l_mut_35 + l_218;
let l_972 = bitcast<u32>(l_mut_22);
let l_973 = f64(l_mut_22);
l_mut_319 = l_973;
let l_974 = l_972 & u32(2139095040);
let l_975 = l_974 == u32(0);
if l_975 {
let l_976 = l_972 & u32(8388607);
let l_977 = f64(l_976);
let l_978 = l_977 * f64(1.401298464324817e-45);
l_mut_319 = l_978;
let l_979 = l_972 >> u32(31);
let l_980 = l_979 == u32(1);
if l_980 {
let l_981 = -l_mut_319;
l_mut_319 = l_981;
}
}
let l_982 = bitcast<u32>(l_mut_22);
let l_983 = l_982 + u32(1);
l_mut_284 = l_983;
let l_984 = l_982 & u32(2147483647);
let l_985 = l_984 == u32(0);
if l_985 {
l_mut_284 = u32(1);
} else {
let l_986 = l_982 & u32(2147483648);
let l_987 = l_986 != u32(0);
if l_987 {
let l_988 = l_982 - u32(1);
l_mut_284 = l_988;
} else {
let l_989 = l_982 == u32(2139095040);
if l_989 {
l_mut_284 = l_982;
}
}
}
let l_990 = bitcast<f32>(l_mut_284);
let l_991 = bitcast<u32>(l_990);
let l_992 = f64(l_990);
l_mut_46 = l_992;
let l_993 = l_991 & u32(2139095040);
let l_994 = l_993 == u32(0);
if l_994 {
let l_995 = l_991 & u32(8388607);
let l_996 = f64(l_995);
let l_997 = l_996 * f64(1.401298464324817e-45);
l_mut_46 = l_997;
let l_998 = l_991 >> u32(31);
let l_999 = l_998 == u32(1);
if l_999 {
let l_1000 = -l_mut_46;
l_mut_46 = l_1000;
}
}
let l_1001 = bitcast<u32>(l_mut_22);
let l_1002 = l_1001 ^ u32(2147483648);
let l_1003 = bitcast<f32>(l_1002);
let l_1004 = bitcast<u32>(l_1003);
let l_1005 = l_1004 + u32(1);
l_mut_284 = l_1005;
let l_1006 = l_1004 & u32(2147483647);
let l_1007 = l_1006 == u32(0);
if l_1007 {
l_mut_284 = u32(1);
} else {
let l_1008 = l_1004 & u32(2147483648);
let l_1009 = l_1008 != u32(0);
if l_1009 {
let l_1010 = l_1004 - u32(1);
l_mut_284 = l_1010;
} else {
let l_1011 = l_1004 == u32(2139095040);
if l_1011 {
l_mut_284 = l_1004;
}
}
}
let l_1012 = bitcast<f32>(l_mut_284);
let l_1013 = bitcast<u32>(l_1012);
let l_1014 = l_1013 ^ u32(2147483648);
let l_1015 = bitcast<f32>(l_1014);
let l_1016 = bitcast<u32>(l_1015);
let l_1017 = f64(l_1015);
l_mut_26 = l_1017;
let l_1018 = l_1016 & u32(2139095040);
let l_1019 = l_1018 == u32(0);
if l_1019 {
let l_1020 = l_1016 & u32(8388607);
let l_1021 = f64(l_1020);
let l_1022 = l_1021 * f64(1.401298464324817e-45);
l_mut_26 = l_1022;
let l_1023 = l_1016 >> u32(31);
let l_1024 = l_1023 == u32(1);
if l_1024 {
let l_1025 = -l_mut_26;
l_mut_26 = l_1025;
}
}
let l_1026 = l_970 + l_969;
let l_1027 = l_1026 <= l_mut_319;
l_mut_339 = l_1027;
let l_1028 = l_970 - l_969;
let l_1029 = l_1028 > l_mut_319;
l_mut_336 = l_1029;
let l_1030 = l_971 - l_969;
let l_1031 = l_1030 >= l_mut_319;
l_mut_333 = l_1031;
let l_1032 = l_971 + l_969;
let l_1033 = l_1032 < l_mut_319;
l_mut_330 = l_1033;
if l_216 {
let l_1034 = l_970 + l_969;
let l_1035 = l_1034 < l_mut_46;
l_mut_339 = l_1035;
let l_1036 = l_970 - l_969;
let l_1037 = l_1036 >= l_mut_46;
l_mut_336 = l_1037;
let l_1038 = l_971 - l_969;
let l_1039 = l_1038 > l_mut_26;
l_mut_333 = l_1039;
let l_1040 = l_971 + l_969;
let l_1041 = l_1040 <= l_mut_26;
l_mut_330 = l_1041;
}
l_mut_284 = u32(2);
let l_1042 = l_mut_336 || l_mut_330;
if l_1042 {
l_mut_284 = u32(1);
} else {
let l_1043 = l_mut_339 && l_mut_333;
if l_1043 {
l_mut_284 = u32(0);
}
}
let l_1044 = bitcast<u32>(l_mut_22);
let l_1045 = l_1044 & u32(2147483647);
let l_1046 = l_1045 == u32(0);
if l_1046 {
let l_1047 = l_970 + l_969;
let l_1048 = l_1047 < f64(1.1754943508222875e-38);
let l_1049 = l_971 - l_969;
let l_1050 = l_1049 > f64(-1.1754943508222875e-38);
let l_1051 = l_1048 && l_1050;
let l_1052 = l_970 - l_969;
let l_1053 = l_1052 < f64(1.1754943508222875e-38);
let l_1054 = l_971 + l_969;
let l_1055 = l_1054 > f64(-1.1754943508222875e-38);
let l_1056 = l_1053 && l_1055;
if l_1051 {
l_mut_284 = u32(0);
} else {
let l_1057 = l_mut_284 == u32(1);
let l_1058 = l_1056 && l_1057;
if l_1058 {
l_mut_284 = u32(2);
}
}
}
l_mut_230 = l_mut_284;
} else {
let l_1059 = abs(l_mut_35);
l_mut_319 = f64(1.401298464324817e-45);
let l_1060 = l_1059 >= f64(1.1754943508222875e-38);
let l_1061 = l_1059 <= f64(1.7976931348623157e308);
let l_1062 = l_1060 && l_1061;
if l_1062 {
let l_1063 = bitcast<u64>(l_1059);
let l_1064 = l_1063 >> u32(bitcast<u64>(u64(52)));
let l_1065 = l_1064 - u64(23);
let l_1066 = l_1065 << u32(bitcast<u64>(u64(52)));
let l_1067 = bitcast<f64>(l_1066);
l_mut_319 = l_1067;
}
let l_1068 = l_221 * l_mut_319;
l_mut_284 = u32(2);
let l_1069 = l_mut_35 - l_228;
let l_1070 = abs(l_1069);
l_mut_319 = f64(1.401298464324817e-45);
let l_1071 = l_1070 >= f64(1.1754943508222875e-38);
let l_1072 = l_1070 <= f64(1.7976931348623157e308);
let l_1073 = l_1071 && l_1072;
if l_1073 {
let l_1074 = bitcast<u64>(l_1070);
let l_1075 = l_1074 >> u32(bitcast<u64>(u64(52)));
let l_1076 = l_1075 - u64(23);
let l_1077 = l_1076 << u32(bitcast<u64>(u64(52)));
let l_1078 = bitcast<f64>(l_1077);
l_mut_319 = l_1078;
}
let l_1079 = l_mut_35 + l_228;
let l_1080 = abs(l_1079);
l_mut_46 = f64(1.401298464324817e-45);
let l_1081 = l_1080 >= f64(1.1754943508222875e-38);
let l_1082 = l_1080 <= f64(1.7976931348623157e308);
let l_1083 = l_1081 && l_1082;
if l_1083 {
let l_1084 = bitcast<u64>(l_1080);
let l_1085 = l_1084 >> u32(bitcast<u64>(u64(52)));
let l_1086 = l_1085 - u64(23);
let l_1087 = l_1086 << u32(bitcast<u64>(u64(52)));
let l_1088 = bitcast<f64>(l_1087);
l_mut_46 = l_1088;
}
let l_1089 = l_mut_319 == l_mut_46;
if l_1089 {
let l_1090 = l_1068 * f64(1.4551915228366852e-11);
let l_1091 = l_228 + l_1090;
let l_1092 = l_mut_35 - l_1068;
let l_1093 = l_mut_35 + l_1068;
let l_1094 = bitcast<u32>(l_mut_22);
let l_1095 = f64(l_mut_22);
l_mut_319 = l_1095;
let l_1096 = l_1094 & u32(2139095040);
let l_1097 = l_1096 == u32(0);
if l_1097 {
let l_1098 = l_1094 & u32(8388607);
let l_1099 = f64(l_1098);
let l_1100 = l_1099 * f64(1.401298464324817e-45);
l_mut_319 = l_1100;
let l_1101 = l_1094 >> u32(31);
let l_1102 = l_1101 == u32(1);
if l_1102 {
let l_1103 = -l_mut_319;
l_mut_319 = l_1103;
}
}
let l_1104 = bitcast<u32>(l_mut_22);
let l_1105 = l_1104 + u32(1);
l_mut_246 = l_1105;
let l_1106 = l_1104 & u32(2147483647);
let l_1107 = l_1106 == u32(0);
if l_1107 {
l_mut_246 = u32(1);
} else {
let l_1108 = l_1104 & u32(2147483648);
let l_1109 = l_1108 != u32(0);
if l_1109 {
let l_1110 = l_1104 - u32(1);
l_mut_246 = l_1110;
} else {
let l_1111 = l_1104 == u32(2139095040);
if l_1111 {
l_mut_246 = l_1104;
}
}
}
let l_1112 = bitcast<f32>(l_mut_246);
let l_1113 = bitcast<u32>(l_1112);
let l_1114 = f64(l_1112);
l_mut_46 = l_1114;
let l_1115 = l_1113 & u32(2139095040);
let l_1116 = l_1115 == u32(0);
if l_1116 {
let l_1117 = l_1113 & u32(8388607);
let l_1118 = f64(l_1117);
let l_1119 = l_1118 * f64(1.401298464324817e-45);
l_mut_46 = l_1119;
let l_1120 = l_1113 >> u32(31);
let l_1121 = l_1120 == u32(1);
if l_1121 {
let l_1122 = -l_mut_46;
l_mut_46 = l_1122;
}
}
let l_1123 = bitcast<u32>(l_mut_22);
let l_1124 = l_1123 ^ u32(2147483648);
let l_1125 = bitcast<f32>(l_1124);
let l_1126 = bitcast<u32>(l_1125);
let l_1127 = l_1126 + u32(1);
l_mut_246 = l_1127;
let l_1128 = l_1126 & u32(2147483647);
let l_1129 = l_1128 == u32(0);
if l_1129 {
l_mut_246 = u32(1);
} else {
let l_1130 = l_1126 & u32(2147483648);
let l_1131 = l_1130 != u32(0);
if l_1131 {
let l_1132 = l_1126 - u32(1);
l_mut_246 = l_1132;
} else {
let l_1133 = l_1126 == u32(2139095040);
if l_1133 {
l_mut_246 = l_1126;
}
}
}
let l_1134 = bitcast<f32>(l_mut_246);
let l_1135 = bitcast<u32>(l_1134);
let l_1136 = l_1135 ^ u32(2147483648);
let l_1137 = bitcast<f32>(l_1136);
let l_1138 = bitcast<u32>(l_1137);
let l_1139 = f64(l_1137);
l_mut_26 = l_1139;
let l_1140 = l_1138 & u32(2139095040);
let l_1141 = l_1140 == u32(0);
if l_1141 {
let l_1142 = l_1138 & u32(8388607);
let l_1143 = f64(l_1142);
let l_1144 = l_1143 * f64(1.401298464324817e-45);
l_mut_26 = l_1144;
let l_1145 = l_1138 >> u32(31);
let l_1146 = l_1145 == u32(1);
if l_1146 {
let l_1147 = -l_mut_26;
l_mut_26 = l_1147;
}
}
let l_1148 = l_1092 + l_1091;
let l_1149 = l_1148 <= l_mut_319;
l_mut_339 = l_1149;
let l_1150 = l_1092 - l_1091;
let l_1151 = l_1150 > l_mut_319;
l_mut_336 = l_1151;
let l_1152 = l_1093 - l_1091;
let l_1153 = l_1152 >= l_mut_319;
l_mut_333 = l_1153;
let l_1154 = l_1093 + l_1091;
let l_1155 = l_1154 < l_mut_319;
l_mut_330 = l_1155;
if l_216 {
let l_1156 = l_1092 + l_1091;
let l_1157 = l_1156 < l_mut_46;
l_mut_339 = l_1157;
let l_1158 = l_1092 - l_1091;
let l_1159 = l_1158 >= l_mut_46;
l_mut_336 = l_1159;
let l_1160 = l_1093 - l_1091;
let l_1161 = l_1160 > l_mut_26;
l_mut_333 = l_1161;
let l_1162 = l_1093 + l_1091;
let l_1163 = l_1162 <= l_mut_26;
l_mut_330 = l_1163;
}
l_mut_246 = u32(2);
let l_1164 = l_mut_336 || l_mut_330;
if l_1164 {
l_mut_246 = u32(1);
} else {
let l_1165 = l_mut_339 && l_mut_333;
if l_1165 {
l_mut_246 = u32(0);
}
}
let l_1166 = bitcast<u32>(l_mut_22);
let l_1167 = l_1166 & u32(2147483647);
let l_1168 = l_1167 == u32(0);
if l_1168 {
let l_1169 = l_1092 + l_1091;
let l_1170 = l_1169 < f64(1.1754943508222875e-38);
let l_1171 = l_1093 - l_1091;
let l_1172 = l_1171 > f64(-1.1754943508222875e-38);
let l_1173 = l_1170 && l_1172;
let l_1174 = l_1092 - l_1091;
let l_1175 = l_1174 < f64(1.1754943508222875e-38);
let l_1176 = l_1093 + l_1091;
let l_1177 = l_1176 > f64(-1.1754943508222875e-38);
let l_1178 = l_1175 && l_1177;
if l_1173 {
l_mut_246 = u32(0);
} else {
let l_1179 = l_mut_246 == u32(1);
let l_1180 = l_1178 && l_1179;
if l_1180 {
l_mut_246 = u32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
}
} else {
let l_1181 = l_212 == u32(14);
if l_1181 {
l_mut_230 = u32(0);
let l_1182 = l_225 > f64(0.0);
if l_1182 {
let l_1183 = f32(l_225);
let l_1184 = bitcast<u32>(l_1183);
let l_1185 = f64(l_1183);
l_mut_319 = l_1185;
let l_1186 = l_1184 & u32(2139095040);
let l_1187 = l_1186 == u32(0);
if l_1187 {
let l_1188 = l_1184 & u32(8388607);
let l_1189 = f64(l_1188);
let l_1190 = l_1189 * f64(1.401298464324817e-45);
l_mut_319 = l_1190;
let l_1191 = l_1184 >> u32(31);
let l_1192 = l_1191 == u32(1);
if l_1192 {
let l_1193 = -l_mut_319;
l_mut_319 = l_1193;
}
}
l_mut_46 = l_mut_319;
let l_1194 = l_mut_319 < f64(0.0);
if l_1194 {
let l_1195 = bitcast<u64>(l_mut_319);
let l_1196 = l_1195 | u64(9221120237041090560);
let l_1197 = bitcast<f64>(l_1196);
l_mut_46 = l_1197;
} else {
let l_1198 = l_mut_319 == f64(0.0);
if l_1198 {
let l_1199 = abs(l_mut_319);
let l_1200 = bitcast<u64>(l_1199);
let l_1201 = l_1200 | u64(9218868437227405312);
let l_1202 = l_1201 & bitcast<u64>(i64(-4503599627370496));
let l_1203 = bitcast<f64>(l_1202);
let l_1204 = -l_1203;
l_mut_46 = l_1204;
} else {
let l_1205 = bitcast<u32>(l_1183);
let l_1206 = l_1205 < u32(2139095040);
if l_1206 {
let l_1207 = bitcast<u64>(l_mut_319);
let l_1208 = l_1207 >> u32(bitcast<u64>(u64(52)));
let l_1209 = l_1208 & u64(2047);
let l_1210 = i32(bitcast<i64>(l_1209));
let l_1211 = l_1210 - i32(1023);
l_mut_65 = l_1211;
let l_1212 = l_1207 & u64(4503599627370495);
let l_1213 = l_1212 | u64(4607182418800017408);
let l_1214 = bitcast<f64>(l_1213);
l_mut_319 = l_1214;
let l_1215 = l_mut_319 > f64(1.4142135623730951);
if l_1215 {
l_mut_319 = l_mut_319 * f64(0.5);
l_mut_65 = l_mut_65 + i32(1);
}
let l_1216 = l_mut_319 - f64(1.0);
let l_1217 = f64(2.0) + l_1216;
let l_1218 = l_1216 / l_1217;
let l_1219 = l_1218 * l_1218;
let l_1220 = l_1219 * f64(0.04);
let l_1221 = l_1220 + f64(0.043478260869565216);
l_mut_319 = l_1221;
let l_1222 = l_mut_319 * l_1219;
let l_1223 = l_1222 + f64(0.047619047619047616);
l_mut_319 = l_1223;
let l_1224 = l_mut_319 * l_1219;
let l_1225 = l_1224 + f64(0.05263157894736842);
l_mut_319 = l_1225;
let l_1226 = l_mut_319 * l_1219;
let l_1227 = l_1226 + f64(0.058823529411764705);
l_mut_319 = l_1227;
let l_1228 = l_mut_319 * l_1219;
let l_1229 = l_1228 + f64(0.06666666666666667);
l_mut_319 = l_1229;
let l_1230 = l_mut_319 * l_1219;
let l_1231 = l_1230 + f64(0.07692307692307693);
l_mut_319 = l_1231;
let l_1232 = l_mut_319 * l_1219;
let l_1233 = l_1232 + f64(0.09090909090909091);
l_mut_319 = l_1233;
let l_1234 = l_mut_319 * l_1219;
let l_1235 = l_1234 + f64(0.1111111111111111);
l_mut_319 = l_1235;
let l_1236 = l_mut_319 * l_1219;
let l_1237 = l_1236 + f64(0.14285714285714285);
l_mut_319 = l_1237;
let l_1238 = l_mut_319 * l_1219;
let l_1239 = l_1238 + f64(0.2);
l_mut_319 = l_1239;
let l_1240 = l_mut_319 * l_1219;
let l_1241 = l_1240 + f64(0.3333333333333333);
l_mut_319 = l_1241;
let l_1242 = f64(2.0) * l_1218;
let l_1243 = f64(2.0) * l_1218;
let l_1244 = l_1243 * l_1219;
let l_1245 = l_1244 * l_mut_319;
let l_1246 = l_1242 + l_1245;
let l_1247 = f64(l_mut_65);
let l_1248 = l_1247 * f64(0.6931471824645996);
let l_1249 = l_1247 * f64(-1.904654299957768e-9);
let l_1250 = l_1249 + l_1246;
let l_1251 = l_1248 + l_1250;
l_mut_46 = l_1251;
}
}
}
let l_1252 = l_mut_46 / f64(0.6931471805599453);
let l_1253 = abs(l_1252);
let l_1254 = l_218 * l_1253;
l_mut_319 = l_1254;
let l_1255 = l_225 >= f64(0.5);
let l_1256 = l_225 <= f64(2.0);
let l_1257 = l_1255 && l_1256;
if l_1257 {
l_mut_319 = l_218;
}
let l_1258 = abs(l_1252);
let l_1259 = l_1258 * f64(1.4551915228366852e-11);
let l_1260 = f64(1.0) + l_218;
let l_1261 = l_1259 * l_1260;
let l_1262 = l_1252 - l_mut_319;
let l_1263 = l_1252 + l_mut_319;
let l_1265 = l_1262 * l_221;
let l_1266 = l_1262 * l_224;
let l_1267 = l_1263 * l_221;
let l_1268 = l_1263 * l_224;
a_1264[u32(0)] = l_1265;
a_1264[u32(1)] = l_1265;
let l_1269 = a_1264[u32(0)];
let l_1270 = l_1266 < l_1269;
if l_1270 {
a_1264[u32(0)] = l_1266;
}
let l_1271 = a_1264[u32(0)];
let l_1272 = l_1267 < l_1271;
if l_1272 {
a_1264[u32(0)] = l_1267;
}
let l_1273 = a_1264[u32(0)];
let l_1274 = l_1268 < l_1273;
if l_1274 {
a_1264[u32(0)] = l_1268;
}
let l_1275 = a_1264[u32(1)];
let l_1276 = l_1266 > l_1275;
if l_1276 {
a_1264[u32(1)] = l_1266;
}
let l_1277 = a_1264[u32(1)];
let l_1278 = l_1267 > l_1277;
if l_1278 {
a_1264[u32(1)] = l_1267;
}
let l_1279 = a_1264[u32(1)];
let l_1280 = l_1268 > l_1279;
if l_1280 {
a_1264[u32(1)] = l_1268;
}
let l_1281 = l_1261 * l_224;
l_mut_284 = u32(2);
let l_1282 = a_1264[u32(0)];
let l_1283 = l_1282 - l_1281;
let l_1284 = l_1283 * f64(7.1362384635298e44);
let l_1285 = floor(l_1284);
let l_1286 = l_1285 * f64(1.401298464324817e-45);
l_mut_319 = l_1286;
let l_1287 = abs(l_1283);
let l_1288 = l_1287 >= f64(1.1754943508222875e-38);
if l_1288 {
let l_1289 = f32(l_1283);
let l_1290 = f64(l_1289);
l_mut_319 = l_1290;
let l_1291 = l_mut_319 > l_1283;
if l_1291 {
let l_1292 = bitcast<u32>(l_1289);
let l_1293 = l_1292 ^ u32(2147483648);
let l_1294 = bitcast<f32>(l_1293);
let l_1295 = bitcast<u32>(l_1294);
let l_1296 = l_1295 + u32(1);
l_mut_246 = l_1296;
let l_1297 = l_1295 & u32(2147483647);
let l_1298 = l_1297 == u32(0);
if l_1298 {
l_mut_246 = u32(1);
} else {
let l_1299 = l_1295 & u32(2147483648);
let l_1300 = l_1299 != u32(0);
if l_1300 {
let l_1301 = l_1295 - u32(1);
l_mut_246 = l_1301;
} else {
let l_1302 = l_1295 == u32(2139095040);
if l_1302 {
l_mut_246 = l_1295;
}
}
}
let l_1303 = bitcast<f32>(l_mut_246);
let l_1304 = bitcast<u32>(l_1303);
let l_1305 = l_1304 ^ u32(2147483648);
let l_1306 = bitcast<f32>(l_1305);
let l_1307 = bitcast<u32>(l_1306);
let l_1308 = f64(l_1306);
l_mut_46 = l_1308;
let l_1309 = l_1307 & u32(2139095040);
let l_1310 = l_1309 == u32(0);
if l_1310 {
let l_1311 = l_1307 & u32(8388607);
let l_1312 = f64(l_1311);
let l_1313 = l_1312 * f64(1.401298464324817e-45);
l_mut_46 = l_1313;
let l_1314 = l_1307 >> u32(31);
let l_1315 = l_1314 == u32(1);
if l_1315 {
let l_1316 = -l_mut_46;
l_mut_46 = l_1316;
}
}
l_mut_319 = l_mut_46;
} else {
let l_1317 = bitcast<u32>(l_1289);
let l_1318 = l_1317 + u32(1);
l_mut_246 = l_1318;
let l_1319 = l_1317 & u32(2147483647);
let l_1320 = l_1319 == u32(0);
if l_1320 {
l_mut_246 = u32(1);
} else {
let l_1321 = l_1317 & u32(2147483648);
let l_1322 = l_1321 != u32(0);
if l_1322 {
let l_1323 = l_1317 - u32(1);
l_mut_246 = l_1323;
} else {
let l_1324 = l_1317 == u32(2139095040);
if l_1324 {
l_mut_246 = l_1317;
}
}
}
let l_1325 = bitcast<f32>(l_mut_246);
let l_1326 = bitcast<u32>(l_1325);
let l_1327 = f64(l_1325);
l_mut_46 = l_1327;
let l_1328 = l_1326 & u32(2139095040);
let l_1329 = l_1328 == u32(0);
if l_1329 {
let l_1330 = l_1326 & u32(8388607);
let l_1331 = f64(l_1330);
let l_1332 = l_1331 * f64(1.401298464324817e-45);
l_mut_46 = l_1332;
let l_1333 = l_1326 >> u32(31);
let l_1334 = l_1333 == u32(1);
if l_1334 {
let l_1335 = -l_mut_46;
l_mut_46 = l_1335;
}
}
let l_1336 = l_mut_46 <= l_1283;
if l_1336 {
let l_1337 = bitcast<u32>(l_1289);
let l_1338 = l_1337 + u32(1);
l_mut_246 = l_1338;
let l_1339 = l_1337 & u32(2147483647);
let l_1340 = l_1339 == u32(0);
if l_1340 {
l_mut_246 = u32(1);
} else {
let l_1341 = l_1337 & u32(2147483648);
let l_1342 = l_1341 != u32(0);
if l_1342 {
let l_1343 = l_1337 - u32(1);
l_mut_246 = l_1343;
} else {
let l_1344 = l_1337 == u32(2139095040);
if l_1344 {
l_mut_246 = l_1337;
}
}
}
let l_1345 = bitcast<f32>(l_mut_246);
let l_1346 = bitcast<u32>(l_1345);
let l_1347 = f64(l_1345);
l_mut_46 = l_1347;
let l_1348 = l_1346 & u32(2139095040);
let l_1349 = l_1348 == u32(0);
if l_1349 {
let l_1350 = l_1346 & u32(8388607);
let l_1351 = f64(l_1350);
let l_1352 = l_1351 * f64(1.401298464324817e-45);
l_mut_46 = l_1352;
let l_1353 = l_1346 >> u32(31);
let l_1354 = l_1353 == u32(1);
if l_1354 {
let l_1355 = -l_mut_46;
l_mut_46 = l_1355;
}
}
l_mut_319 = l_mut_46;
}
}
}
let l_1356 = l_1282 + l_1281;
let l_1357 = l_1356 * f64(7.1362384635298e44);
let l_1358 = floor(l_1357);
let l_1359 = l_1358 * f64(1.401298464324817e-45);
l_mut_46 = l_1359;
let l_1360 = abs(l_1356);
let l_1361 = l_1360 >= f64(1.1754943508222875e-38);
if l_1361 {
let l_1362 = f32(l_1356);
let l_1363 = f64(l_1362);
l_mut_46 = l_1363;
let l_1364 = l_mut_46 > l_1356;
if l_1364 {
let l_1365 = bitcast<u32>(l_1362);
let l_1366 = l_1365 ^ u32(2147483648);
let l_1367 = bitcast<f32>(l_1366);
let l_1368 = bitcast<u32>(l_1367);
let l_1369 = l_1368 + u32(1);
l_mut_246 = l_1369;
let l_1370 = l_1368 & u32(2147483647);
let l_1371 = l_1370 == u32(0);
if l_1371 {
l_mut_246 = u32(1);
} else {
let l_1372 = l_1368 & u32(2147483648);
let l_1373 = l_1372 != u32(0);
if l_1373 {
let l_1374 = l_1368 - u32(1);
l_mut_246 = l_1374;
} else {
let l_1375 = l_1368 == u32(2139095040);
if l_1375 {
l_mut_246 = l_1368;
}
}
}
let l_1376 = bitcast<f32>(l_mut_246);
let l_1377 = bitcast<u32>(l_1376);
let l_1378 = l_1377 ^ u32(2147483648);
let l_1379 = bitcast<f32>(l_1378);
let l_1380 = bitcast<u32>(l_1379);
let l_1381 = f64(l_1379);
l_mut_26 = l_1381;
let l_1382 = l_1380 & u32(2139095040);
let l_1383 = l_1382 == u32(0);
if l_1383 {
let l_1384 = l_1380 & u32(8388607);
let l_1385 = f64(l_1384);
let l_1386 = l_1385 * f64(1.401298464324817e-45);
l_mut_26 = l_1386;
let l_1387 = l_1380 >> u32(31);
let l_1388 = l_1387 == u32(1);
if l_1388 {
let l_1389 = -l_mut_26;
l_mut_26 = l_1389;
}
}
l_mut_46 = l_mut_26;
} else {
let l_1390 = bitcast<u32>(l_1362);
let l_1391 = l_1390 + u32(1);
l_mut_246 = l_1391;
let l_1392 = l_1390 & u32(2147483647);
let l_1393 = l_1392 == u32(0);
if l_1393 {
l_mut_246 = u32(1);
} else {
let l_1394 = l_1390 & u32(2147483648);
let l_1395 = l_1394 != u32(0);
if l_1395 {
let l_1396 = l_1390 - u32(1);
l_mut_246 = l_1396;
} else {
let l_1397 = l_1390 == u32(2139095040);
if l_1397 {
l_mut_246 = l_1390;
}
}
}
let l_1398 = bitcast<f32>(l_mut_246);
let l_1399 = bitcast<u32>(l_1398);
let l_1400 = f64(l_1398);
l_mut_26 = l_1400;
let l_1401 = l_1399 & u32(2139095040);
let l_1402 = l_1401 == u32(0);
if l_1402 {
let l_1403 = l_1399 & u32(8388607);
let l_1404 = f64(l_1403);
let l_1405 = l_1404 * f64(1.401298464324817e-45);
l_mut_26 = l_1405;
let l_1406 = l_1399 >> u32(31);
let l_1407 = l_1406 == u32(1);
if l_1407 {
let l_1408 = -l_mut_26;
l_mut_26 = l_1408;
}
}
let l_1409 = l_mut_26 <= l_1356;
if l_1409 {
let l_1410 = bitcast<u32>(l_1362);
let l_1411 = l_1410 + u32(1);
l_mut_246 = l_1411;
let l_1412 = l_1410 & u32(2147483647);
let l_1413 = l_1412 == u32(0);
if l_1413 {
l_mut_246 = u32(1);
} else {
let l_1414 = l_1410 & u32(2147483648);
let l_1415 = l_1414 != u32(0);
if l_1415 {
let l_1416 = l_1410 - u32(1);
l_mut_246 = l_1416;
} else {
let l_1417 = l_1410 == u32(2139095040);
if l_1417 {
l_mut_246 = l_1410;
}
}
}
let l_1418 = bitcast<f32>(l_mut_246);
let l_1419 = bitcast<u32>(l_1418);
let l_1420 = f64(l_1418);
l_mut_26 = l_1420;
let l_1421 = l_1419 & u32(2139095040);
let l_1422 = l_1421 == u32(0);
if l_1422 {
let l_1423 = l_1419 & u32(8388607);
let l_1424 = f64(l_1423);
let l_1425 = l_1424 * f64(1.401298464324817e-45);
l_mut_26 = l_1425;
let l_1426 = l_1419 >> u32(31);
let l_1427 = l_1426 == u32(1);
if l_1427 {
let l_1428 = -l_mut_26;
l_mut_26 = l_1428;
}
}
l_mut_46 = l_mut_26;
}
}
}
let l_1429 = l_mut_319 == l_mut_46;
let l_1430 = a_1264[u32(1)];
let l_1431 = l_1430 - l_1281;
let l_1432 = l_1431 * f64(7.1362384635298e44);
let l_1433 = floor(l_1432);
let l_1434 = l_1433 * f64(1.401298464324817e-45);
l_mut_319 = l_1434;
let l_1435 = abs(l_1431);
let l_1436 = l_1435 >= f64(1.1754943508222875e-38);
if l_1436 {
let l_1437 = f32(l_1431);
let l_1438 = f64(l_1437);
l_mut_319 = l_1438;
let l_1439 = l_mut_319 > l_1431;
if l_1439 {
let l_1440 = bitcast<u32>(l_1437);
let l_1441 = l_1440 ^ u32(2147483648);
let l_1442 = bitcast<f32>(l_1441);
let l_1443 = bitcast<u32>(l_1442);
let l_1444 = l_1443 + u32(1);
l_mut_246 = l_1444;
let l_1445 = l_1443 & u32(2147483647);
let l_1446 = l_1445 == u32(0);
if l_1446 {
l_mut_246 = u32(1);
} else {
let l_1447 = l_1443 & u32(2147483648);
let l_1448 = l_1447 != u32(0);
if l_1448 {
let l_1449 = l_1443 - u32(1);
l_mut_246 = l_1449;
} else {
let l_1450 = l_1443 == u32(2139095040);
if l_1450 {
l_mut_246 = l_1443;
}
}
}
let l_1451 = bitcast<f32>(l_mut_246);
let l_1452 = bitcast<u32>(l_1451);
let l_1453 = l_1452 ^ u32(2147483648);
let l_1454 = bitcast<f32>(l_1453);
let l_1455 = bitcast<u32>(l_1454);
let l_1456 = f64(l_1454);
l_mut_46 = l_1456;
let l_1457 = l_1455 & u32(2139095040);
let l_1458 = l_1457 == u32(0);
if l_1458 {
let l_1459 = l_1455 & u32(8388607);
let l_1460 = f64(l_1459);
let l_1461 = l_1460 * f64(1.401298464324817e-45);
l_mut_46 = l_1461;
let l_1462 = l_1455 >> u32(31);
let l_1463 = l_1462 == u32(1);
if l_1463 {
let l_1464 = -l_mut_46;
l_mut_46 = l_1464;
}
}
l_mut_319 = l_mut_46;
} else {
let l_1465 = bitcast<u32>(l_1437);
let l_1466 = l_1465 + u32(1);
l_mut_246 = l_1466;
let l_1467 = l_1465 & u32(2147483647);
let l_1468 = l_1467 == u32(0);
if l_1468 {
l_mut_246 = u32(1);
} else {
let l_1469 = l_1465 & u32(2147483648);
let l_1470 = l_1469 != u32(0);
if l_1470 {
let l_1471 = l_1465 - u32(1);
l_mut_246 = l_1471;
} else {
let l_1472 = l_1465 == u32(2139095040);
if l_1472 {
l_mut_246 = l_1465;
}
}
}
let l_1473 = bitcast<f32>(l_mut_246);
let l_1474 = bitcast<u32>(l_1473);
let l_1475 = f64(l_1473);
l_mut_46 = l_1475;
let l_1476 = l_1474 & u32(2139095040);
let l_1477 = l_1476 == u32(0);
if l_1477 {
let l_1478 = l_1474 & u32(8388607);
let l_1479 = f64(l_1478);
let l_1480 = l_1479 * f64(1.401298464324817e-45);
l_mut_46 = l_1480;
let l_1481 = l_1474 >> u32(31);
let l_1482 = l_1481 == u32(1);
if l_1482 {
let l_1483 = -l_mut_46;
l_mut_46 = l_1483;
}
}
let l_1484 = l_mut_46 <= l_1431;
if l_1484 {
let l_1485 = bitcast<u32>(l_1437);
let l_1486 = l_1485 + u32(1);
l_mut_246 = l_1486;
let l_1487 = l_1485 & u32(2147483647);
let l_1488 = l_1487 == u32(0);
if l_1488 {
l_mut_246 = u32(1);
} else {
let l_1489 = l_1485 & u32(2147483648);
let l_1490 = l_1489 != u32(0);
if l_1490 {
let l_1491 = l_1485 - u32(1);
l_mut_246 = l_1491;
} else {
let l_1492 = l_1485 == u32(2139095040);
if l_1492 {
l_mut_246 = l_1485;
}
}
}
let l_1493 = bitcast<f32>(l_mut_246);
let l_1494 = bitcast<u32>(l_1493);
let l_1495 = f64(l_1493);
l_mut_46 = l_1495;
let l_1496 = l_1494 & u32(2139095040);
let l_1497 = l_1496 == u32(0);
if l_1497 {
let l_1498 = l_1494 & u32(8388607);
let l_1499 = f64(l_1498);
let l_1500 = l_1499 * f64(1.401298464324817e-45);
l_mut_46 = l_1500;
let l_1501 = l_1494 >> u32(31);
let l_1502 = l_1501 == u32(1);
if l_1502 {
let l_1503 = -l_mut_46;
l_mut_46 = l_1503;
}
}
l_mut_319 = l_mut_46;
}
}
}
let l_1504 = l_1430 + l_1281;
let l_1505 = l_1504 * f64(7.1362384635298e44);
let l_1506 = floor(l_1505);
let l_1507 = l_1506 * f64(1.401298464324817e-45);
l_mut_46 = l_1507;
let l_1508 = abs(l_1504);
let l_1509 = l_1508 >= f64(1.1754943508222875e-38);
if l_1509 {
let l_1510 = f32(l_1504);
let l_1511 = f64(l_1510);
l_mut_46 = l_1511;
let l_1512 = l_mut_46 > l_1504;
if l_1512 {
let l_1513 = bitcast<u32>(l_1510);
let l_1514 = l_1513 ^ u32(2147483648);
let l_1515 = bitcast<f32>(l_1514);
let l_1516 = bitcast<u32>(l_1515);
let l_1517 = l_1516 + u32(1);
l_mut_246 = l_1517;
let l_1518 = l_1516 & u32(2147483647);
let l_1519 = l_1518 == u32(0);
if l_1519 {
l_mut_246 = u32(1);
} else {
let l_1520 = l_1516 & u32(2147483648);
let l_1521 = l_1520 != u32(0);
if l_1521 {
let l_1522 = l_1516 - u32(1);
l_mut_246 = l_1522;
} else {
let l_1523 = l_1516 == u32(2139095040);
if l_1523 {
l_mut_246 = l_1516;
}
}
}
let l_1524 = bitcast<f32>(l_mut_246);
let l_1525 = bitcast<u32>(l_1524);
let l_1526 = l_1525 ^ u32(2147483648);
let l_1527 = bitcast<f32>(l_1526);
let l_1528 = bitcast<u32>(l_1527);
let l_1529 = f64(l_1527);
l_mut_26 = l_1529;
let l_1530 = l_1528 & u32(2139095040);
let l_1531 = l_1530 == u32(0);
if l_1531 {
let l_1532 = l_1528 & u32(8388607);
let l_1533 = f64(l_1532);
let l_1534 = l_1533 * f64(1.401298464324817e-45);
l_mut_26 = l_1534;
let l_1535 = l_1528 >> u32(31);
let l_1536 = l_1535 == u32(1);
if l_1536 {
let l_1537 = -l_mut_26;
l_mut_26 = l_1537;
}
}
l_mut_46 = l_mut_26;
} else {
let l_1538 = bitcast<u32>(l_1510);
let l_1539 = l_1538 + u32(1);
l_mut_246 = l_1539;
let l_1540 = l_1538 & u32(2147483647);
let l_1541 = l_1540 == u32(0);
if l_1541 {
l_mut_246 = u32(1);
} else {
let l_1542 = l_1538 & u32(2147483648);
let l_1543 = l_1542 != u32(0);
if l_1543 {
let l_1544 = l_1538 - u32(1);
l_mut_246 = l_1544;
} else {
let l_1545 = l_1538 == u32(2139095040);
if l_1545 {
l_mut_246 = l_1538;
}
}
}
let l_1546 = bitcast<f32>(l_mut_246);
let l_1547 = bitcast<u32>(l_1546);
let l_1548 = f64(l_1546);
l_mut_26 = l_1548;
let l_1549 = l_1547 & u32(2139095040);
let l_1550 = l_1549 == u32(0);
if l_1550 {
let l_1551 = l_1547 & u32(8388607);
let l_1552 = f64(l_1551);
let l_1553 = l_1552 * f64(1.401298464324817e-45);
l_mut_26 = l_1553;
let l_1554 = l_1547 >> u32(31);
let l_1555 = l_1554 == u32(1);
if l_1555 {
let l_1556 = -l_mut_26;
l_mut_26 = l_1556;
}
}
let l_1557 = l_mut_26 <= l_1504;
if l_1557 {
let l_1558 = bitcast<u32>(l_1510);
let l_1559 = l_1558 + u32(1);
l_mut_246 = l_1559;
let l_1560 = l_1558 & u32(2147483647);
let l_1561 = l_1560 == u32(0);
if l_1561 {
l_mut_246 = u32(1);
} else {
let l_1562 = l_1558 & u32(2147483648);
let l_1563 = l_1562 != u32(0);
if l_1563 {
let l_1564 = l_1558 - u32(1);
l_mut_246 = l_1564;
} else {
let l_1565 = l_1558 == u32(2139095040);
if l_1565 {
l_mut_246 = l_1558;
}
}
}
let l_1566 = bitcast<f32>(l_mut_246);
let l_1567 = bitcast<u32>(l_1566);
let l_1568 = f64(l_1566);
l_mut_26 = l_1568;
let l_1569 = l_1567 & u32(2139095040);
let l_1570 = l_1569 == u32(0);
if l_1570 {
let l_1571 = l_1567 & u32(8388607);
let l_1572 = f64(l_1571);
let l_1573 = l_1572 * f64(1.401298464324817e-45);
l_mut_26 = l_1573;
let l_1574 = l_1567 >> u32(31);
let l_1575 = l_1574 == u32(1);
if l_1575 {
let l_1576 = -l_mut_26;
l_mut_26 = l_1576;
}
}
l_mut_46 = l_mut_26;
}
}
}
let l_1577 = l_mut_319 == l_mut_46;
let l_1578 = l_1429 && l_1577;
if l_1578 {
let l_1579 = a_1264[u32(0)];
let l_1580 = l_1579 * f64(7.1362384635298e44);
let l_1581 = floor(l_1580);
let l_1582 = l_1581 * f64(1.401298464324817e-45);
l_mut_319 = l_1582;
let l_1583 = abs(l_1579);
let l_1584 = l_1583 >= f64(1.1754943508222875e-38);
if l_1584 {
let l_1585 = f32(l_1579);
let l_1586 = f64(l_1585);
l_mut_319 = l_1586;
let l_1587 = l_mut_319 > l_1579;
if l_1587 {
let l_1588 = bitcast<u32>(l_1585);
let l_1589 = l_1588 ^ u32(2147483648);
let l_1590 = bitcast<f32>(l_1589);
let l_1591 = bitcast<u32>(l_1590);
let l_1592 = l_1591 + u32(1);
l_mut_246 = l_1592;
let l_1593 = l_1591 & u32(2147483647);
let l_1594 = l_1593 == u32(0);
if l_1594 {
l_mut_246 = u32(1);
} else {
let l_1595 = l_1591 & u32(2147483648);
let l_1596 = l_1595 != u32(0);
if l_1596 {
let l_1597 = l_1591 - u32(1);
l_mut_246 = l_1597;
} else {
let l_1598 = l_1591 == u32(2139095040);
if l_1598 {
l_mut_246 = l_1591;
}
}
}
let l_1599 = bitcast<f32>(l_mut_246);
let l_1600 = bitcast<u32>(l_1599);
let l_1601 = l_1600 ^ u32(2147483648);
let l_1602 = bitcast<f32>(l_1601);
let l_1603 = bitcast<u32>(l_1602);
let l_1604 = f64(l_1602);
l_mut_46 = l_1604;
let l_1605 = l_1603 & u32(2139095040);
let l_1606 = l_1605 == u32(0);
if l_1606 {
let l_1607 = l_1603 & u32(8388607);
let l_1608 = f64(l_1607);
let l_1609 = l_1608 * f64(1.401298464324817e-45);
l_mut_46 = l_1609;
let l_1610 = l_1603 >> u32(31);
let l_1611 = l_1610 == u32(1);
if l_1611 {
let l_1612 = -l_mut_46;
l_mut_46 = l_1612;
}
}
l_mut_319 = l_mut_46;
} else {
let l_1613 = bitcast<u32>(l_1585);
let l_1614 = l_1613 + u32(1);
l_mut_246 = l_1614;
let l_1615 = l_1613 & u32(2147483647);
let l_1616 = l_1615 == u32(0);
if l_1616 {
l_mut_246 = u32(1);
} else {
let l_1617 = l_1613 & u32(2147483648);
let l_1618 = l_1617 != u32(0);
if l_1618 {
let l_1619 = l_1613 - u32(1);
l_mut_246 = l_1619;
} else {
let l_1620 = l_1613 == u32(2139095040);
if l_1620 {
l_mut_246 = l_1613;
}
}
}
let l_1621 = bitcast<f32>(l_mut_246);
let l_1622 = bitcast<u32>(l_1621);
let l_1623 = f64(l_1621);
l_mut_46 = l_1623;
let l_1624 = l_1622 & u32(2139095040);
let l_1625 = l_1624 == u32(0);
if l_1625 {
let l_1626 = l_1622 & u32(8388607);
let l_1627 = f64(l_1626);
let l_1628 = l_1627 * f64(1.401298464324817e-45);
l_mut_46 = l_1628;
let l_1629 = l_1622 >> u32(31);
let l_1630 = l_1629 == u32(1);
if l_1630 {
let l_1631 = -l_mut_46;
l_mut_46 = l_1631;
}
}
let l_1632 = l_mut_46 <= l_1579;
if l_1632 {
let l_1633 = bitcast<u32>(l_1585);
let l_1634 = l_1633 + u32(1);
l_mut_246 = l_1634;
let l_1635 = l_1633 & u32(2147483647);
let l_1636 = l_1635 == u32(0);
if l_1636 {
l_mut_246 = u32(1);
} else {
let l_1637 = l_1633 & u32(2147483648);
let l_1638 = l_1637 != u32(0);
if l_1638 {
let l_1639 = l_1633 - u32(1);
l_mut_246 = l_1639;
} else {
let l_1640 = l_1633 == u32(2139095040);
if l_1640 {
l_mut_246 = l_1633;
}
}
}
let l_1641 = bitcast<f32>(l_mut_246);
let l_1642 = bitcast<u32>(l_1641);
let l_1643 = f64(l_1641);
l_mut_46 = l_1643;
let l_1644 = l_1642 & u32(2139095040);
let l_1645 = l_1644 == u32(0);
if l_1645 {
let l_1646 = l_1642 & u32(8388607);
let l_1647 = f64(l_1646);
let l_1648 = l_1647 * f64(1.401298464324817e-45);
l_mut_46 = l_1648;
let l_1649 = l_1642 >> u32(31);
let l_1650 = l_1649 == u32(1);
if l_1650 {
let l_1651 = -l_mut_46;
l_mut_46 = l_1651;
}
}
l_mut_319 = l_mut_46;
}
}
}
let l_1652 = a_1264[u32(1)];
let l_1653 = -l_1652;
let l_1654 = l_1653 * f64(7.1362384635298e44);
let l_1655 = floor(l_1654);
let l_1656 = l_1655 * f64(1.401298464324817e-45);
l_mut_46 = l_1656;
let l_1657 = abs(l_1653);
let l_1658 = l_1657 >= f64(1.1754943508222875e-38);
if l_1658 {
let l_1659 = f32(l_1653);
let l_1660 = f64(l_1659);
l_mut_46 = l_1660;
let l_1661 = l_mut_46 > l_1653;
if l_1661 {
let l_1662 = bitcast<u32>(l_1659);
let l_1663 = l_1662 ^ u32(2147483648);
let l_1664 = bitcast<f32>(l_1663);
let l_1665 = bitcast<u32>(l_1664);
let l_1666 = l_1665 + u32(1);
l_mut_246 = l_1666;
let l_1667 = l_1665 & u32(2147483647);
let l_1668 = l_1667 == u32(0);
if l_1668 {
l_mut_246 = u32(1);
} else {
let l_1669 = l_1665 & u32(2147483648);
let l_1670 = l_1669 != u32(0);
if l_1670 {
let l_1671 = l_1665 - u32(1);
l_mut_246 = l_1671;
} else {
let l_1672 = l_1665 == u32(2139095040);
if l_1672 {
l_mut_246 = l_1665;
}
}
}
let l_1673 = bitcast<f32>(l_mut_246);
let l_1674 = bitcast<u32>(l_1673);
let l_1675 = l_1674 ^ u32(2147483648);
let l_1676 = bitcast<f32>(l_1675);
let l_1677 = bitcast<u32>(l_1676);
let l_1678 = f64(l_1676);
l_mut_26 = l_1678;
let l_1679 = l_1677 & u32(2139095040);
let l_1680 = l_1679 == u32(0);
if l_1680 {
let l_1681 = l_1677 & u32(8388607);
let l_1682 = f64(l_1681);
let l_1683 = l_1682 * f64(1.401298464324817e-45);
l_mut_26 = l_1683;
let l_1684 = l_1677 >> u32(31);
let l_1685 = l_1684 == u32(1);
if l_1685 {
let l_1686 = -l_mut_26;
l_mut_26 = l_1686;
}
}
l_mut_46 = l_mut_26;
} else {
let l_1687 = bitcast<u32>(l_1659);
let l_1688 = l_1687 + u32(1);
l_mut_246 = l_1688;
let l_1689 = l_1687 & u32(2147483647);
let l_1690 = l_1689 == u32(0);
if l_1690 {
l_mut_246 = u32(1);
} else {
let l_1691 = l_1687 & u32(2147483648);
let l_1692 = l_1691 != u32(0);
if l_1692 {
let l_1693 = l_1687 - u32(1);
l_mut_246 = l_1693;
} else {
let l_1694 = l_1687 == u32(2139095040);
if l_1694 {
l_mut_246 = l_1687;
}
}
}
let l_1695 = bitcast<f32>(l_mut_246);
let l_1696 = bitcast<u32>(l_1695);
let l_1697 = f64(l_1695);
l_mut_26 = l_1697;
let l_1698 = l_1696 & u32(2139095040);
let l_1699 = l_1698 == u32(0);
if l_1699 {
let l_1700 = l_1696 & u32(8388607);
let l_1701 = f64(l_1700);
let l_1702 = l_1701 * f64(1.401298464324817e-45);
l_mut_26 = l_1702;
let l_1703 = l_1696 >> u32(31);
let l_1704 = l_1703 == u32(1);
if l_1704 {
let l_1705 = -l_mut_26;
l_mut_26 = l_1705;
}
}
let l_1706 = l_mut_26 <= l_1653;
if l_1706 {
let l_1707 = bitcast<u32>(l_1659);
let l_1708 = l_1707 + u32(1);
l_mut_246 = l_1708;
let l_1709 = l_1707 & u32(2147483647);
let l_1710 = l_1709 == u32(0);
if l_1710 {
l_mut_246 = u32(1);
} else {
let l_1711 = l_1707 & u32(2147483648);
let l_1712 = l_1711 != u32(0);
if l_1712 {
let l_1713 = l_1707 - u32(1);
l_mut_246 = l_1713;
} else {
let l_1714 = l_1707 == u32(2139095040);
if l_1714 {
l_mut_246 = l_1707;
}
}
}
let l_1715 = bitcast<f32>(l_mut_246);
let l_1716 = bitcast<u32>(l_1715);
let l_1717 = f64(l_1715);
l_mut_26 = l_1717;
let l_1718 = l_1716 & u32(2139095040);
let l_1719 = l_1718 == u32(0);
if l_1719 {
let l_1720 = l_1716 & u32(8388607);
let l_1721 = f64(l_1720);
let l_1722 = l_1721 * f64(1.401298464324817e-45);
l_mut_26 = l_1722;
let l_1723 = l_1716 >> u32(31);
let l_1724 = l_1723 == u32(1);
if l_1724 {
let l_1725 = -l_mut_26;
l_mut_26 = l_1725;
}
}
l_mut_46 = l_mut_26;
}
}
}
let l_1726 = -l_mut_46;
let l_1727 = bitcast<u32>(l_mut_22);
let l_1728 = f64(l_mut_22);
l_mut_46 = l_1728;
let l_1729 = l_1727 & u32(2139095040);
let l_1730 = l_1729 == u32(0);
if l_1730 {
let l_1731 = l_1727 & u32(8388607);
let l_1732 = f64(l_1731);
let l_1733 = l_1732 * f64(1.401298464324817e-45);
l_mut_46 = l_1733;
let l_1734 = l_1727 >> u32(31);
let l_1735 = l_1734 == u32(1);
if l_1735 {
let l_1736 = -l_mut_46;
l_mut_46 = l_1736;
}
}
let l_1737 = bitcast<u32>(l_mut_22);
let l_1738 = l_1737 + u32(1);
l_mut_246 = l_1738;
let l_1739 = l_1737 & u32(2147483647);
let l_1740 = l_1739 == u32(0);
if l_1740 {
l_mut_246 = u32(1);
} else {
let l_1741 = l_1737 & u32(2147483648);
let l_1742 = l_1741 != u32(0);
if l_1742 {
let l_1743 = l_1737 - u32(1);
l_mut_246 = l_1743;
} else {
let l_1744 = l_1737 == u32(2139095040);
if l_1744 {
l_mut_246 = l_1737;
}
}
}
let l_1745 = bitcast<f32>(l_mut_246);
let l_1746 = bitcast<u32>(l_1745);
let l_1747 = f64(l_1745);
l_mut_26 = l_1747;
let l_1748 = l_1746 & u32(2139095040);
let l_1749 = l_1748 == u32(0);
if l_1749 {
let l_1750 = l_1746 & u32(8388607);
let l_1751 = f64(l_1750);
let l_1752 = l_1751 * f64(1.401298464324817e-45);
l_mut_26 = l_1752;
let l_1753 = l_1746 >> u32(31);
let l_1754 = l_1753 == u32(1);
if l_1754 {
let l_1755 = -l_mut_26;
l_mut_26 = l_1755;
}
}
let l_1756 = bitcast<u32>(l_mut_22);
let l_1757 = l_1756 ^ u32(2147483648);
let l_1758 = bitcast<f32>(l_1757);
let l_1759 = bitcast<u32>(l_1758);
let l_1760 = l_1759 + u32(1);
l_mut_246 = l_1760;
let l_1761 = l_1759 & u32(2147483647);
let l_1762 = l_1761 == u32(0);
if l_1762 {
l_mut_246 = u32(1);
} else {
let l_1763 = l_1759 & u32(2147483648);
let l_1764 = l_1763 != u32(0);
if l_1764 {
let l_1765 = l_1759 - u32(1);
l_mut_246 = l_1765;
} else {
let l_1766 = l_1759 == u32(2139095040);
if l_1766 {
l_mut_246 = l_1759;
}
}
}
let l_1767 = bitcast<f32>(l_mut_246);
let l_1768 = bitcast<u32>(l_1767);
let l_1769 = l_1768 ^ u32(2147483648);
let l_1770 = bitcast<f32>(l_1769);
let l_1771 = bitcast<u32>(l_1770);
let l_1772 = f64(l_1770);
l_mut_1773 = l_1772;
let l_1774 = l_1771 & u32(2139095040);
let l_1775 = l_1774 == u32(0);
if l_1775 {
let l_1776 = l_1771 & u32(8388607);
let l_1777 = f64(l_1776);
let l_1778 = l_1777 * f64(1.401298464324817e-45);
l_mut_1773 = l_1778;
let l_1779 = l_1771 >> u32(31);
let l_1780 = l_1779 == u32(1);
if l_1780 {
let l_1781 = -l_mut_1773;
l_mut_1773 = l_1781;
}
}
let l_1782 = l_mut_319 + f64(0.0);
let l_1783 = l_1782 <= l_mut_46;
l_mut_339 = l_1783;
let l_1784 = l_mut_319 - f64(0.0);
let l_1785 = l_1784 > l_mut_46;
l_mut_336 = l_1785;
let l_1786 = l_1726 - f64(0.0);
let l_1787 = l_1786 >= l_mut_46;
l_mut_333 = l_1787;
let l_1788 = l_1726 + f64(0.0);
let l_1789 = l_1788 < l_mut_46;
l_mut_330 = l_1789;
l_mut_246 = u32(2);
let l_1790 = l_mut_336 || l_mut_330;
if l_1790 {
l_mut_246 = u32(1);
} else {
let l_1791 = l_mut_339 && l_mut_333;
if l_1791 {
l_mut_246 = u32(0);
}
}
let l_1792 = bitcast<u32>(l_mut_22);
let l_1793 = l_1792 & u32(2147483647);
let l_1794 = l_1793 == u32(0);
if l_1794 {
let l_1795 = l_mut_319 + f64(0.0);
let l_1796 = l_1795 < f64(1.1754943508222875e-38);
let l_1797 = l_1726 - f64(0.0);
let l_1798 = l_1797 > f64(-1.1754943508222875e-38);
let l_1799 = l_1796 && l_1798;
let l_1800 = l_mut_319 - f64(0.0);
let l_1801 = l_1800 < f64(1.1754943508222875e-38);
let l_1802 = l_1726 + f64(0.0);
let l_1803 = l_1802 > f64(-1.1754943508222875e-38);
let l_1804 = l_1801 && l_1803;
if l_1799 {
l_mut_246 = u32(0);
} else {
let l_1805 = l_mut_246 == u32(1);
let l_1806 = l_1804 && l_1805;
if l_1806 {
l_mut_246 = u32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
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
let l_1807 = a_229[u32(0)];
let l_1808 = l_1807 == u32(0);
if l_1808 {
l_mut_230 = u32(2);
}
a_10[l_mut_210] = l_mut_230;
let l_1809 = a_10[l_mut_210];
let l_1810 = l_1809 == u32(2);
if l_1810 {
l_mut_207 = bool(false);
}
}
}
let l_1811 = l_mut_109 == u32(4294967293);
if l_1811 {
let l_1812 = a_8[u32(0)];
let l_1813 = l_1812 + u32(1);
a_8[u32(0)] = l_1813;
} else {
if l_mut_207 {
l_mut_1773 = l_197;
let l_1814 = l_mut_1773 < f64(-17.0);
if l_1814 {
l_mut_1773 = f64(-17.0);
}
let l_1815 = l_mut_1773 > f64(17.0);
if l_1815 {
l_mut_1773 = f64(17.0);
}
let l_1816 = l_mut_1773 + f64(16.0);
let l_1817 = l_1816 + f64(1.0);
let l_1818 = u32(l_1817);
let l_1819 = u32(2) + l_1818;
let l_1820 = a_8[l_1819];
let l_1821 = l_1820 + u32(1);
a_8[l_1819] = l_1821;
let l_1822 = bitcast<u32>(l_mut_22);
let l_1823 = l_1822 & u32(8388607);
let l_1824 = f64(l_1823);
let l_1825 = l_1824 / f64(7.1362384635298e44);
l_mut_1773 = l_1825;
let l_1826 = l_1822 & u32(2139095040);
let l_1827 = l_1826 != u32(0);
if l_1827 {
let l_1828 = l_1822 & u32(2147483647);
let l_1829 = bitcast<f32>(l_1828);
let l_1830 = f64(l_1829);
l_mut_1773 = l_1830;
}
let l_1831 = l_1822 >> u32(31);
let l_1832 = f64(l_1831);
let l_1833 = f64(2.0) * l_1832;
let l_1834 = f64(1.0) - l_1833;
l_mut_1773 = l_mut_1773 * l_1834;
let l_1835 = abs(l_mut_35);
let l_1836 = l_mut_35 * f64(0.0);
let l_1837 = l_1836 + f64(7.1362384635298e44);
l_mut_319 = l_1837;
let l_1838 = l_1835 >= f64(2.350988701644575e-38);
if l_1838 {
let l_1839 = l_mut_109 & u32(2147483647);
let l_1840 = bitcast<f32>(l_1839);
let l_1841 = f64(l_1840);
let l_1842 = l_1839 & u32(2139095040);
let l_1843 = bitcast<f32>(l_1842);
let l_1844 = f64(l_1843);
let l_1845 = l_1841 > l_1835;
let l_1846 = l_1839 & u32(8388607);
let l_1847 = l_1846 == u32(0);
let l_1848 = l_1845 && l_1847;
let l_1849 = l_1844 * f64(1.1920928955078125e-7);
let l_1850 = f64(l_1848);
let l_1851 = f64(0.5) * l_1850;
let l_1852 = f64(1.0) - l_1851;
let l_1853 = l_1849 * l_1852;
let l_1854 = f64(1.0) / l_1853;
l_mut_319 = l_1854;
}
let l_1855 = l_mut_1773 - l_mut_35;
let l_1856 = l_1855 * l_mut_319;
let l_1857 = a_8[u32(45)];
let l_1858 = l_1857 == u32(4294967295);
let l_1859 = a_9[u32(0)];
let l_1860 = l_1856 < l_1859;
let l_1861 = l_1858 || l_1860;
if l_1861 {
a_9[u32(0)] = l_1856;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_178;
}
let l_1862 = a_8[u32(47)];
let l_1863 = l_1862 == u32(4294967295);
let l_1864 = a_9[u32(1)];
let l_1865 = l_1856 > l_1864;
let l_1866 = l_1863 || l_1865;
if l_1866 {
a_9[u32(1)] = l_1856;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_178;
}
let l_1867 = l_197 != f64(0.0);
if l_1867 {

for (var l_mut_1868: u32 = u32(0); l_mut_1868 < u32(8); l_mut_1868++) {
let l_1869 = a_10[l_mut_1868];
let l_1870 = l_1869 == u32(1);
if l_1870 {
let l_1871 = u32(37) + l_mut_1868;
let l_1872 = a_8[l_1871];
let l_1873 = l_1872 + u32(1);
a_8[l_1871] = l_1873;
let l_1874 = u32(2) + l_mut_1868;
let l_1875 = u32(2) * l_1874;
let l_1876 = u32(45) + l_1875;
let l_1877 = a_8[l_1876];
let l_1878 = l_1877 == u32(4294967295);
let l_1879 = abs(l_1856);
let l_1880 = u32(2) + l_mut_1868;
let l_1881 = a_9[l_1880];
let l_1882 = abs(l_1881);
let l_1883 = l_1879 > l_1882;
let l_1884 = l_1878 || l_1883;
if l_1884 {
let l_1885 = u32(2) + l_mut_1868;
a_9[l_1885] = l_1856;
a_8[l_1876] = l_20;
let l_1886 = l_1876 + u32(1);
a_8[l_1886] = l_178;
}
}
}
}
} else {
let l_1887 = a_8[u32(1)];
let l_1888 = l_2 + l_1887;
let l_1889 = l_1888 * u32(2);
let l_1974 = info.static_meta[u32(6)];
let l_1975 = l_1974 * u32(1);
let l_1976 = l_1889 < l_1975;
if l_1976 {
buffer_6_global[l_1889] = l_20;
}
let l_1890 = l_1889 + u32(1);
let l_1977 = info.static_meta[u32(6)];
let l_1978 = l_1977 * u32(1);
let l_1979 = l_1890 < l_1978;
if l_1979 {
buffer_6_global[l_1890] = l_178;
}
let l_1891 = a_8[u32(1)];
let l_1892 = l_1891 + u32(1);
a_8[u32(1)] = l_1892;
}
}
}

for (var l_mut_1893: u32 = u32(0); l_mut_1893 < u32(65); l_mut_1893++) {
let l_1894 = id * u32(65);
let l_1895 = l_1894 + l_mut_1893;
let l_1896 = a_8[l_mut_1893];
let l_1980 = info.static_meta[u32(4)];
let l_1981 = l_1980 * u32(1);
let l_1982 = l_1895 < l_1981;
if l_1982 {
buffer_4_global[l_1895] = l_1896;
}
}

for (var l_mut_1897: u32 = u32(0); l_mut_1897 < u32(10); l_mut_1897++) {
let l_1898 = id * u32(10);
let l_1899 = l_1898 + l_mut_1897;
let l_1900 = a_9[l_mut_1897];
let l_1983 = info.static_meta[u32(5)];
let l_1984 = l_1983 * u32(1);
let l_1985 = l_1899 < l_1984;
if l_1985 {
buffer_5_global[l_1899] = l_1900;
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
