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

var a_232: array<u32, 1>;

var a_1257: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_112: u32;
var l_mut_1544: f64;
var l_mut_210: bool;
var l_mut_233: u32;
var l_mut_249: u32;
var l_mut_25: f32;
var l_mut_290: u32;
var l_mut_31: f64;
var l_mut_341: bool;
var l_mut_344: bool;
var l_mut_347: bool;
var l_mut_350: bool;
var l_mut_48: f64;
var l_mut_77: f64;
var l_mut_909: f64;
let l_0 = id == u32(0);
if l_0 {
let l_1878 = info.static_meta[u32(7)];
let l_1879 = l_1878 * u32(1);
let l_1880 = u32(0) < l_1879;
if l_1880 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_1864 = info.static_meta[u32(0)];
let l_1865 = l_1864 * u32(1);
let l_1866 = u32(1) < l_1865;
let l_1867 = l_1865 - u32(1);
let l_1868 = min(u32(1), l_1867);
let l_1869 = buffer_0_global[l_1868];
let l_1870 = select(u32(0), l_1869, l_1866);
let l_1 = l_1870;
let l_2 = id * l_1;
let l_1871 = info.static_meta[u32(0)];
let l_1872 = l_1871 * u32(1);
let l_1873 = u32(2) < l_1872;
let l_1874 = l_1872 - u32(1);
let l_1875 = min(u32(2), l_1874);
let l_1876 = buffer_0_global[l_1875];
let l_1877 = select(u32(0), l_1876, l_1873);
let l_3 = l_1877;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_1881 = info.static_meta[u32(0)];
let l_1882 = l_1881 * u32(1);
let l_1883 = u32(2) < l_1882;
let l_1884 = l_1882 - u32(1);
let l_1885 = min(u32(2), l_1884);
let l_1886 = buffer_0_global[l_1885];
let l_1887 = select(u32(0), l_1886, l_1883);
let l_6 = l_1887;
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
let l_1888 = info.static_meta[u32(3)];
let l_1889 = l_1888 * u32(1);
let l_1890 = u32(1024) < l_1889;
let l_1891 = l_1889 - u32(1);
let l_1892 = min(u32(1024), l_1891);
let l_1893 = buffer_3_global[l_1892];
let l_1894 = select(u32(0), l_1893, l_1890);
let l_18 = l_1894;
let l_19 = bitcast<f32>(l_18);
let l_20 = f64(l_19);

for (var l_mut_21: u32 = l_2; l_mut_21 < l_7; l_mut_21++) {
let l_1895 = info.static_meta[u32(0)];
let l_1896 = l_1895 * u32(1);
let l_1897 = u32(0) < l_1896;
let l_1898 = l_1896 - u32(1);
let l_1899 = min(u32(0), l_1898);
let l_1900 = buffer_0_global[l_1899];
let l_1901 = select(u32(0), l_1900, l_1897);
let l_22 = l_1901;
let l_23 = l_22 + l_mut_21;
let l_24 = bitcast<f32>(l_23);
l_mut_25 = l_24;
let l_26 = exp(l_24);
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
let l_1902 = info.static_meta[u32(3)];
let l_1903 = l_1902 * u32(1);
let l_1904 = u32(1024) < l_1903;
let l_1905 = l_1903 - u32(1);
let l_1906 = min(u32(1024), l_1905);
let l_1907 = buffer_3_global[l_1906];
let l_1908 = select(u32(0), l_1907, l_1904);
let l_41 = l_1908;
let l_42 = bitcast<f32>(l_41);
let l_43 = f64(l_42);
let l_44 = bitcast<u32>(l_24);
let l_45 = l_44 & u32(2147483647);
let l_46 = bitcast<f32>(l_45);
let l_47 = f64(l_46);
l_mut_48 = l_47;
let l_49 = l_45 < u32(8388608);
if l_49 {
let l_50 = f64(l_45);
let l_51 = l_50 * f64(1.401298464324817e-45);
l_mut_48 = l_51;
}
let l_52 = bitcast<u64>(l_mut_48);
let l_53 = l_44 >> u32(31);
let l_54 = u64(l_53);
let l_55 = l_54 << u32(bitcast<u64>(u64(63)));
let l_56 = l_52 | l_55;
let l_57 = bitcast<f64>(l_56);
let l_58 = l_57 + f64(0.0);
l_mut_48 = l_58;
let l_59 = is_nan_1_f64(l_58);if l_59 {
} else {
let l_60 = l_58 < f64(-700.0);
if l_60 {
l_mut_48 = f64(0.0);
} else {
let l_61 = l_58 > f64(700.0);
if l_61 {
let l_62 = bitcast<u64>(l_58);
let l_63 = l_62 | u64(9218868437227405312);
let l_64 = l_63 & bitcast<u64>(i64(-4503599627370496));
let l_65 = bitcast<f64>(l_64);
l_mut_48 = l_65;
} else {
let l_66 = l_58 * f64(1.4426950408889634);
let l_67 = l_66 + f64(0.5);
let l_68 = floor(l_67);
let l_69 = l_68 * f64(0.6931471824645996);
let l_70 = l_57 - l_69;
let l_71 = l_70 * l_43;
let l_72 = l_68 * f64(-1.904654299957768e-9);
let l_73 = f64(0.0) - l_72;
let l_74 = l_71 + l_73;
let l_75 = l_74 * f64(7.647163731819816e-13);
let l_76 = l_75 + f64(1.1470745597729725e-11);
l_mut_77 = l_76;
let l_78 = l_mut_77 * l_74;
let l_79 = l_78 + f64(1.6059043836821613e-10);
l_mut_77 = l_79;
let l_80 = l_mut_77 * l_74;
let l_81 = l_80 + f64(2.08767569878681e-9);
l_mut_77 = l_81;
let l_82 = l_mut_77 * l_74;
let l_83 = l_82 + f64(2.505210838544172e-8);
l_mut_77 = l_83;
let l_84 = l_mut_77 * l_74;
let l_85 = l_84 + f64(2.755731922398589e-7);
l_mut_77 = l_85;
let l_86 = l_mut_77 * l_74;
let l_87 = l_86 + f64(2.7557319223985893e-6);
l_mut_77 = l_87;
let l_88 = l_mut_77 * l_74;
let l_89 = l_88 + f64(2.48015873015873e-5);
l_mut_77 = l_89;
let l_90 = l_mut_77 * l_74;
let l_91 = l_90 + f64(0.0001984126984126984);
l_mut_77 = l_91;
let l_92 = l_mut_77 * l_74;
let l_93 = l_92 + f64(0.001388888888888889);
l_mut_77 = l_93;
let l_94 = l_mut_77 * l_74;
let l_95 = l_94 + f64(0.008333333333333333);
l_mut_77 = l_95;
let l_96 = l_mut_77 * l_74;
let l_97 = l_96 + f64(0.041666666666666664);
l_mut_77 = l_97;
let l_98 = l_mut_77 * l_74;
let l_99 = l_98 + f64(0.16666666666666666);
l_mut_77 = l_99;
let l_100 = l_mut_77 * l_74;
let l_101 = l_100 + f64(0.5);
l_mut_77 = l_101;
let l_102 = l_74 * l_74;
let l_103 = l_102 * l_mut_77;
let l_104 = l_74 + l_103;
let l_105 = f64(1.0) + l_104;
let l_106 = i32(l_68);
let l_107 = l_106 + i32(1023);
let l_108 = u64(l_107);
let l_109 = l_108 << u32(bitcast<u64>(u64(52)));
let l_110 = bitcast<f64>(l_109);
let l_111 = l_105 * l_110;
l_mut_48 = l_111;
}
}
}
l_mut_31 = l_mut_48;
l_mut_112 = u32(4294967294);
let l_113 = bitcast<u32>(l_mut_25);
let l_114 = bitcast<u32>(l_24);
let l_115 = l_114 & u32(2139095040);
let l_116 = l_115 != u32(2139095040);
let l_117 = l_115 == u32(0);
let l_118 = bitcast<u32>(l_24);
let l_119 = l_118 & u32(8388607);
let l_120 = l_119 != u32(0);
let l_121 = l_117 && l_120;
let l_122 = abs(l_mut_31);
let l_123 = l_mut_31 < f64(0.0);
let l_124 = u32(l_123);
let l_125 = u32(2147483648) * l_124;
if l_121 {
} else {
let l_126 = is_nan_1_f64(l_mut_31);if l_126 {
let l_127 = l_113 & u32(2147483647);
let l_128 = l_127 > u32(2139095040);
if l_128 {
l_mut_112 = u32(4294967293);
}
} else {
let l_129 = l_122 >= f64(3.402823669209385e38);
let l_130 = !l_116;
let l_131 = l_122 == f64(0.0);
let l_132 = l_130 && l_131;
let l_133 = l_129 || l_132;
if l_133 {
let l_134 = l_122 >= f64(3.402823669209385e38);
let l_135 = u32(l_134);
let l_136 = u32(2139095040) * l_135;
let l_137 = l_136 | l_125;
let l_138 = l_113 == l_137;
let l_139 = l_113 | l_137;
let l_140 = l_139 & u32(2147483647);
let l_141 = l_140 == u32(0);
let l_142 = l_138 || l_141;
if l_142 {
l_mut_112 = u32(4294967293);
}
} else {
let l_143 = l_122 >= f64(2.350988701644575e-38);
let l_144 = l_116 && l_143;
let l_145 = l_122 < f64(3.4028234663852886e38);
let l_146 = l_144 && l_145;
if l_146 {
let l_147 = f32(l_122);
let l_148 = bitcast<u32>(l_147);
let l_149 = bitcast<f32>(l_148);
let l_150 = f64(l_149);
let l_151 = l_122 - l_150;
let l_152 = l_148 + u32(1);
let l_153 = l_151 < f64(0.0);
let l_154 = u32(l_153);
let l_155 = u32(2) * l_154;
let l_156 = l_152 - l_155;
let l_157 = bitcast<f32>(l_156);
let l_158 = f64(l_157);
let l_159 = l_158 - l_150;
let l_160 = abs(l_159);
let l_161 = l_160 * f64(0.5);
let l_162 = abs(l_151);
let l_163 = l_161 - l_162;
let l_164 = l_122 * f64(9.094947017729282e-13);
let l_165 = l_163 > l_164;
if l_165 {
let l_166 = l_148 | l_125;
l_mut_112 = l_166;
}
} else {
let l_167 = l_122 < f64(2.350988701644575e-38);
let l_168 = l_116 && l_167;
if l_168 {
let l_169 = l_122 * f64(7.1362384635298e44);
let l_170 = floor(l_169);
let l_171 = l_169 - l_170;
let l_172 = l_171 - f64(0.5);
let l_173 = abs(l_172);
let l_174 = l_169 * f64(9.094947017729282e-13);
let l_175 = l_173 > l_174;
if l_175 {
let l_176 = l_171 > f64(0.5);
let l_177 = f64(l_176);
let l_178 = l_170 + l_177;
let l_179 = u32(l_178);
let l_180 = l_179 | l_125;
l_mut_112 = l_180;
}
}
}
}
}
}
let l_181 = bitcast<u32>(l_mut_25);
let l_182 = l_181 & u32(2147483647);
let l_183 = l_182 > u32(2139095040);
let l_184 = l_181 & u32(2147483647);
let l_185 = l_184 == u32(0);
let l_186 = l_181 & u32(2147483647);
let l_187 = f64(l_186);
let l_188 = l_181 >> u32(31);
let l_189 = f64(l_188);
let l_190 = f64(2.0) * l_189;
let l_191 = f64(1.0) - l_190;
let l_192 = l_187 * l_191;
let l_193 = l_mut_112 & u32(2147483647);
let l_194 = f64(l_193);
let l_195 = l_mut_112 >> u32(31);
let l_196 = f64(l_195);
let l_197 = f64(2.0) * l_196;
let l_198 = f64(1.0) - l_197;
let l_199 = l_194 * l_198;
let l_200 = l_192 - l_199;
let l_201 = l_mut_112 & u32(2139095040);
let l_202 = l_201 == u32(0);
let l_203 = l_mut_112 < u32(4294967293);
let l_204 = l_200 == f64(0.0);
let l_205 = l_185 && l_202;
let l_206 = l_183 || l_205;
let l_207 = !l_206;
let l_208 = l_204 || l_207;
let l_209 = l_203 && l_208;
l_mut_210 = l_209;
let l_211 = l_200 != f64(0.0);
let l_212 = l_mut_210 && l_211;
if l_212 {

for (var l_mut_213: u32 = u32(0); l_mut_213 < u32(8); l_mut_213++) {
let l_214 = u32(2) * l_mut_213;
let l_1909 = info.static_meta[u32(1)];
let l_1910 = l_1909 * u32(1);
let l_1911 = l_214 < l_1910;
let l_1912 = l_1910 - u32(1);
let l_1913 = min(l_214, l_1912);
let l_1914 = buffer_1_global[l_1913];
let l_1915 = select(u32(0), l_1914, l_1911);
let l_215 = l_1915;
let l_216 = u32(2) * l_mut_213;
let l_217 = l_216 + u32(1);
let l_1916 = info.static_meta[u32(1)];
let l_1917 = l_1916 * u32(1);
let l_1918 = l_217 < l_1917;
let l_1919 = l_1917 - u32(1);
let l_1920 = min(l_217, l_1919);
let l_1921 = buffer_1_global[l_1920];
let l_1922 = select(u32(0), l_1921, l_1918);
let l_218 = l_1922;
let l_219 = l_218 != u32(0);
let l_220 = l_mut_213 * u32(4);
let l_1923 = info.static_meta[u32(2)];
let l_1924 = l_1923 * u32(1);
let l_1925 = l_220 < l_1924;
let l_1926 = l_1924 - u32(1);
let l_1927 = min(l_220, l_1926);
let l_1928 = buffer_2_global[l_1927];
let l_1929 = select(f64(0.0), l_1928, l_1925);
let l_221 = l_1929;
let l_222 = l_mut_213 * u32(4);
let l_223 = l_222 + u32(1);
let l_1930 = info.static_meta[u32(2)];
let l_1931 = l_1930 * u32(1);
let l_1932 = l_223 < l_1931;
let l_1933 = l_1931 - u32(1);
let l_1934 = min(l_223, l_1933);
let l_1935 = buffer_2_global[l_1934];
let l_1936 = select(f64(0.0), l_1935, l_1932);
let l_224 = l_1936;
let l_225 = l_mut_213 * u32(4);
let l_226 = l_225 + u32(2);
let l_1937 = info.static_meta[u32(2)];
let l_1938 = l_1937 * u32(1);
let l_1939 = l_226 < l_1938;
let l_1940 = l_1938 - u32(1);
let l_1941 = min(l_226, l_1940);
let l_1942 = buffer_2_global[l_1941];
let l_1943 = select(f64(0.0), l_1942, l_1939);
let l_227 = l_1943;
let l_228 = f64(l_24);
let l_229 = abs(l_228);
let l_230 = abs(l_mut_31);
let l_231 = l_230 * f64(1.4551915228366852e-11);
a_232[u32(0)] = u32(1);
l_mut_233 = u32(2);
let l_234 = l_215 == u32(0);
if l_234 {
l_mut_233 = u32(0);
} else {
let l_235 = l_215 == u32(1);
if l_235 {
l_mut_233 = u32(1);
let l_236 = abs(l_200);
let l_237 = l_236 <= l_221;
if l_237 {
l_mut_233 = u32(0);
}
} else {
let l_238 = l_215 == u32(2);
if l_238 {
let l_239 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_240 = l_239 >= f64(1.1754943508222875e-38);
let l_241 = l_239 <= f64(1.7976931348623157e308);
let l_242 = l_240 && l_241;
if l_242 {
let l_243 = bitcast<u64>(l_239);
let l_244 = l_243 >> u32(bitcast<u64>(u64(52)));
let l_245 = l_244 - u64(23);
let l_246 = l_245 << u32(bitcast<u64>(u64(52)));
let l_247 = bitcast<f64>(l_246);
l_mut_77 = l_247;
}
let l_248 = l_221 * l_mut_77;
l_mut_249 = u32(2);
let l_250 = l_mut_31 - l_231;
let l_251 = abs(l_250);
l_mut_77 = f64(1.401298464324817e-45);
let l_252 = l_251 >= f64(1.1754943508222875e-38);
let l_253 = l_251 <= f64(1.7976931348623157e308);
let l_254 = l_252 && l_253;
if l_254 {
let l_255 = bitcast<u64>(l_251);
let l_256 = l_255 >> u32(bitcast<u64>(u64(52)));
let l_257 = l_256 - u64(23);
let l_258 = l_257 << u32(bitcast<u64>(u64(52)));
let l_259 = bitcast<f64>(l_258);
l_mut_77 = l_259;
}
let l_260 = l_mut_31 + l_231;
let l_261 = abs(l_260);
l_mut_48 = f64(1.401298464324817e-45);
let l_262 = l_261 >= f64(1.1754943508222875e-38);
let l_263 = l_261 <= f64(1.7976931348623157e308);
let l_264 = l_262 && l_263;
if l_264 {
let l_265 = bitcast<u64>(l_261);
let l_266 = l_265 >> u32(bitcast<u64>(u64(52)));
let l_267 = l_266 - u64(23);
let l_268 = l_267 << u32(bitcast<u64>(u64(52)));
let l_269 = bitcast<f64>(l_268);
l_mut_48 = l_269;
}
let l_270 = l_mut_77 == l_mut_48;
if l_270 {
let l_271 = l_248 * f64(1.4551915228366852e-11);
let l_272 = l_231 + l_271;
let l_273 = l_mut_31 - l_248;
let l_274 = l_mut_31 + l_248;
let l_275 = bitcast<u32>(l_mut_25);
let l_276 = l_275 & u32(2147483647);
let l_277 = bitcast<f32>(l_276);
let l_278 = f64(l_277);
l_mut_77 = l_278;
let l_279 = l_276 < u32(8388608);
if l_279 {
let l_280 = f64(l_276);
let l_281 = l_280 * f64(1.401298464324817e-45);
l_mut_77 = l_281;
}
let l_282 = bitcast<u64>(l_mut_77);
let l_283 = l_275 >> u32(31);
let l_284 = u64(l_283);
let l_285 = l_284 << u32(bitcast<u64>(u64(63)));
let l_286 = l_282 | l_285;
let l_287 = bitcast<f64>(l_286);
let l_288 = bitcast<u32>(l_mut_25);
let l_289 = l_288 + u32(1);
l_mut_290 = l_289;
let l_291 = l_288 & u32(2147483647);
let l_292 = l_291 == u32(0);
if l_292 {
l_mut_290 = u32(1);
} else {
let l_293 = l_288 & u32(2147483648);
let l_294 = l_293 != u32(0);
if l_294 {
let l_295 = l_288 - u32(1);
l_mut_290 = l_295;
} else {
let l_296 = l_288 == u32(2139095040);
if l_296 {
l_mut_290 = l_288;
}
}
}
let l_297 = bitcast<f32>(l_mut_290);
let l_298 = bitcast<u32>(l_297);
let l_299 = l_298 & u32(2147483647);
let l_300 = bitcast<f32>(l_299);
let l_301 = f64(l_300);
l_mut_77 = l_301;
let l_302 = l_299 < u32(8388608);
if l_302 {
let l_303 = f64(l_299);
let l_304 = l_303 * f64(1.401298464324817e-45);
l_mut_77 = l_304;
}
let l_305 = bitcast<u64>(l_mut_77);
let l_306 = l_298 >> u32(31);
let l_307 = u64(l_306);
let l_308 = l_307 << u32(bitcast<u64>(u64(63)));
let l_309 = l_305 | l_308;
let l_310 = bitcast<f64>(l_309);
let l_311 = bitcast<u32>(l_mut_25);
let l_312 = l_311 ^ u32(2147483648);
let l_313 = bitcast<f32>(l_312);
let l_314 = bitcast<u32>(l_313);
let l_315 = l_314 + u32(1);
l_mut_290 = l_315;
let l_316 = l_314 & u32(2147483647);
let l_317 = l_316 == u32(0);
if l_317 {
l_mut_290 = u32(1);
} else {
let l_318 = l_314 & u32(2147483648);
let l_319 = l_318 != u32(0);
if l_319 {
let l_320 = l_314 - u32(1);
l_mut_290 = l_320;
} else {
let l_321 = l_314 == u32(2139095040);
if l_321 {
l_mut_290 = l_314;
}
}
}
let l_322 = bitcast<f32>(l_mut_290);
let l_323 = bitcast<u32>(l_322);
let l_324 = l_323 ^ u32(2147483648);
let l_325 = bitcast<f32>(l_324);
let l_326 = bitcast<u32>(l_325);
let l_327 = l_326 & u32(2147483647);
let l_328 = bitcast<f32>(l_327);
let l_329 = f64(l_328);
l_mut_77 = l_329;
let l_330 = l_327 < u32(8388608);
if l_330 {
let l_331 = f64(l_327);
let l_332 = l_331 * f64(1.401298464324817e-45);
l_mut_77 = l_332;
}
let l_333 = bitcast<u64>(l_mut_77);
let l_334 = l_326 >> u32(31);
let l_335 = u64(l_334);
let l_336 = l_335 << u32(bitcast<u64>(u64(63)));
let l_337 = l_333 | l_336;
let l_338 = bitcast<f64>(l_337);
let l_339 = l_273 + l_272;
let l_340 = l_339 <= l_287;
l_mut_341 = l_340;
let l_342 = l_273 - l_272;
let l_343 = l_342 > l_287;
l_mut_344 = l_343;
let l_345 = l_274 - l_272;
let l_346 = l_345 >= l_287;
l_mut_347 = l_346;
let l_348 = l_274 + l_272;
let l_349 = l_348 < l_287;
l_mut_350 = l_349;
if l_219 {
let l_351 = l_273 + l_272;
let l_352 = l_351 < l_310;
l_mut_341 = l_352;
let l_353 = l_273 - l_272;
let l_354 = l_353 >= l_310;
l_mut_344 = l_354;
let l_355 = l_274 - l_272;
let l_356 = l_355 > l_338;
l_mut_347 = l_356;
let l_357 = l_274 + l_272;
let l_358 = l_357 <= l_338;
l_mut_350 = l_358;
}
l_mut_290 = u32(2);
let l_359 = l_mut_344 || l_mut_350;
if l_359 {
l_mut_290 = u32(1);
} else {
let l_360 = l_mut_341 && l_mut_347;
if l_360 {
l_mut_290 = u32(0);
}
}
let l_361 = bitcast<u32>(l_mut_25);
let l_362 = l_361 & u32(2147483647);
let l_363 = l_362 == u32(0);
if l_363 {
let l_364 = l_273 + l_272;
let l_365 = l_364 < f64(1.1754943508222875e-38);
let l_366 = l_274 - l_272;
let l_367 = l_366 > f64(-1.1754943508222875e-38);
let l_368 = l_365 && l_367;
let l_369 = l_273 - l_272;
let l_370 = l_369 < f64(1.1754943508222875e-38);
let l_371 = l_274 + l_272;
let l_372 = l_371 > f64(-1.1754943508222875e-38);
let l_373 = l_370 && l_372;
if l_368 {
l_mut_290 = u32(0);
} else {
let l_374 = l_mut_290 == u32(1);
let l_375 = l_373 && l_374;
if l_375 {
l_mut_290 = u32(2);
}
}
}
l_mut_249 = l_mut_290;
}
l_mut_233 = l_mut_249;
} else {
let l_376 = l_215 == u32(3);
if l_376 {
l_mut_233 = u32(0);
let l_377 = l_229 >= f64(1.1754943508222875e-38);
let l_378 = l_229 <= f64(8.507059173023462e37);
let l_379 = l_377 && l_378;
if l_379 {
let l_380 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_381 = l_380 >= f64(1.1754943508222875e-38);
let l_382 = l_380 <= f64(1.7976931348623157e308);
let l_383 = l_381 && l_382;
if l_383 {
let l_384 = bitcast<u64>(l_380);
let l_385 = l_384 >> u32(bitcast<u64>(u64(52)));
let l_386 = l_385 - u64(23);
let l_387 = l_386 << u32(bitcast<u64>(u64(52)));
let l_388 = bitcast<f64>(l_387);
l_mut_77 = l_388;
}
let l_389 = l_221 * l_mut_77;
l_mut_290 = u32(2);
let l_390 = l_mut_31 - l_231;
let l_391 = abs(l_390);
l_mut_77 = f64(1.401298464324817e-45);
let l_392 = l_391 >= f64(1.1754943508222875e-38);
let l_393 = l_391 <= f64(1.7976931348623157e308);
let l_394 = l_392 && l_393;
if l_394 {
let l_395 = bitcast<u64>(l_391);
let l_396 = l_395 >> u32(bitcast<u64>(u64(52)));
let l_397 = l_396 - u64(23);
let l_398 = l_397 << u32(bitcast<u64>(u64(52)));
let l_399 = bitcast<f64>(l_398);
l_mut_77 = l_399;
}
let l_400 = l_mut_31 + l_231;
let l_401 = abs(l_400);
l_mut_48 = f64(1.401298464324817e-45);
let l_402 = l_401 >= f64(1.1754943508222875e-38);
let l_403 = l_401 <= f64(1.7976931348623157e308);
let l_404 = l_402 && l_403;
if l_404 {
let l_405 = bitcast<u64>(l_401);
let l_406 = l_405 >> u32(bitcast<u64>(u64(52)));
let l_407 = l_406 - u64(23);
let l_408 = l_407 << u32(bitcast<u64>(u64(52)));
let l_409 = bitcast<f64>(l_408);
l_mut_48 = l_409;
}
let l_410 = l_mut_77 == l_mut_48;
if l_410 {
let l_411 = l_389 * f64(1.4551915228366852e-11);
let l_412 = l_231 + l_411;
let l_413 = l_mut_31 - l_389;
let l_414 = l_mut_31 + l_389;
let l_415 = bitcast<u32>(l_mut_25);
let l_416 = l_415 & u32(2147483647);
let l_417 = bitcast<f32>(l_416);
let l_418 = f64(l_417);
l_mut_77 = l_418;
let l_419 = l_416 < u32(8388608);
if l_419 {
let l_420 = f64(l_416);
let l_421 = l_420 * f64(1.401298464324817e-45);
l_mut_77 = l_421;
}
let l_422 = bitcast<u64>(l_mut_77);
let l_423 = l_415 >> u32(31);
let l_424 = u64(l_423);
let l_425 = l_424 << u32(bitcast<u64>(u64(63)));
let l_426 = l_422 | l_425;
let l_427 = bitcast<f64>(l_426);
let l_428 = bitcast<u32>(l_mut_25);
let l_429 = l_428 + u32(1);
l_mut_249 = l_429;
let l_430 = l_428 & u32(2147483647);
let l_431 = l_430 == u32(0);
if l_431 {
l_mut_249 = u32(1);
} else {
let l_432 = l_428 & u32(2147483648);
let l_433 = l_432 != u32(0);
if l_433 {
let l_434 = l_428 - u32(1);
l_mut_249 = l_434;
} else {
let l_435 = l_428 == u32(2139095040);
if l_435 {
l_mut_249 = l_428;
}
}
}
let l_436 = bitcast<f32>(l_mut_249);
let l_437 = bitcast<u32>(l_436);
let l_438 = l_437 & u32(2147483647);
let l_439 = bitcast<f32>(l_438);
let l_440 = f64(l_439);
l_mut_77 = l_440;
let l_441 = l_438 < u32(8388608);
if l_441 {
let l_442 = f64(l_438);
let l_443 = l_442 * f64(1.401298464324817e-45);
l_mut_77 = l_443;
}
let l_444 = bitcast<u64>(l_mut_77);
let l_445 = l_437 >> u32(31);
let l_446 = u64(l_445);
let l_447 = l_446 << u32(bitcast<u64>(u64(63)));
let l_448 = l_444 | l_447;
let l_449 = bitcast<f64>(l_448);
let l_450 = bitcast<u32>(l_mut_25);
let l_451 = l_450 ^ u32(2147483648);
let l_452 = bitcast<f32>(l_451);
let l_453 = bitcast<u32>(l_452);
let l_454 = l_453 + u32(1);
l_mut_249 = l_454;
let l_455 = l_453 & u32(2147483647);
let l_456 = l_455 == u32(0);
if l_456 {
l_mut_249 = u32(1);
} else {
let l_457 = l_453 & u32(2147483648);
let l_458 = l_457 != u32(0);
if l_458 {
let l_459 = l_453 - u32(1);
l_mut_249 = l_459;
} else {
let l_460 = l_453 == u32(2139095040);
if l_460 {
l_mut_249 = l_453;
}
}
}
let l_461 = bitcast<f32>(l_mut_249);
let l_462 = bitcast<u32>(l_461);
let l_463 = l_462 ^ u32(2147483648);
let l_464 = bitcast<f32>(l_463);
let l_465 = bitcast<u32>(l_464);
let l_466 = l_465 & u32(2147483647);
let l_467 = bitcast<f32>(l_466);
let l_468 = f64(l_467);
l_mut_77 = l_468;
let l_469 = l_466 < u32(8388608);
if l_469 {
let l_470 = f64(l_466);
let l_471 = l_470 * f64(1.401298464324817e-45);
l_mut_77 = l_471;
}
let l_472 = bitcast<u64>(l_mut_77);
let l_473 = l_465 >> u32(31);
let l_474 = u64(l_473);
let l_475 = l_474 << u32(bitcast<u64>(u64(63)));
let l_476 = l_472 | l_475;
let l_477 = bitcast<f64>(l_476);
let l_478 = l_413 + l_412;
let l_479 = l_478 <= l_427;
l_mut_350 = l_479;
let l_480 = l_413 - l_412;
let l_481 = l_480 > l_427;
l_mut_347 = l_481;
let l_482 = l_414 - l_412;
let l_483 = l_482 >= l_427;
l_mut_344 = l_483;
let l_484 = l_414 + l_412;
let l_485 = l_484 < l_427;
l_mut_341 = l_485;
if l_219 {
let l_486 = l_413 + l_412;
let l_487 = l_486 < l_449;
l_mut_350 = l_487;
let l_488 = l_413 - l_412;
let l_489 = l_488 >= l_449;
l_mut_347 = l_489;
let l_490 = l_414 - l_412;
let l_491 = l_490 > l_477;
l_mut_344 = l_491;
let l_492 = l_414 + l_412;
let l_493 = l_492 <= l_477;
l_mut_341 = l_493;
}
l_mut_249 = u32(2);
let l_494 = l_mut_347 || l_mut_341;
if l_494 {
l_mut_249 = u32(1);
} else {
let l_495 = l_mut_350 && l_mut_344;
if l_495 {
l_mut_249 = u32(0);
}
}
let l_496 = bitcast<u32>(l_mut_25);
let l_497 = l_496 & u32(2147483647);
let l_498 = l_497 == u32(0);
if l_498 {
let l_499 = l_413 + l_412;
let l_500 = l_499 < f64(1.1754943508222875e-38);
let l_501 = l_414 - l_412;
let l_502 = l_501 > f64(-1.1754943508222875e-38);
let l_503 = l_500 && l_502;
let l_504 = l_413 - l_412;
let l_505 = l_504 < f64(1.1754943508222875e-38);
let l_506 = l_414 + l_412;
let l_507 = l_506 > f64(-1.1754943508222875e-38);
let l_508 = l_505 && l_507;
if l_503 {
l_mut_249 = u32(0);
} else {
let l_509 = l_mut_249 == u32(1);
let l_510 = l_508 && l_509;
if l_510 {
l_mut_249 = u32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
}
} else {
let l_511 = l_215 == u32(4);
if l_511 {
let l_512 = l_224 * l_229;
let l_513 = l_221 + l_512;
let l_514 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_515 = l_514 >= f64(1.1754943508222875e-38);
let l_516 = l_514 <= f64(1.7976931348623157e308);
let l_517 = l_515 && l_516;
if l_517 {
let l_518 = bitcast<u64>(l_514);
let l_519 = l_518 >> u32(bitcast<u64>(u64(52)));
let l_520 = l_519 - u64(23);
let l_521 = l_520 << u32(bitcast<u64>(u64(52)));
let l_522 = bitcast<f64>(l_521);
l_mut_77 = l_522;
}
let l_523 = l_513 * l_mut_77;
l_mut_290 = u32(2);
let l_524 = l_mut_31 - l_231;
let l_525 = abs(l_524);
l_mut_77 = f64(1.401298464324817e-45);
let l_526 = l_525 >= f64(1.1754943508222875e-38);
let l_527 = l_525 <= f64(1.7976931348623157e308);
let l_528 = l_526 && l_527;
if l_528 {
let l_529 = bitcast<u64>(l_525);
let l_530 = l_529 >> u32(bitcast<u64>(u64(52)));
let l_531 = l_530 - u64(23);
let l_532 = l_531 << u32(bitcast<u64>(u64(52)));
let l_533 = bitcast<f64>(l_532);
l_mut_77 = l_533;
}
let l_534 = l_mut_31 + l_231;
let l_535 = abs(l_534);
l_mut_48 = f64(1.401298464324817e-45);
let l_536 = l_535 >= f64(1.1754943508222875e-38);
let l_537 = l_535 <= f64(1.7976931348623157e308);
let l_538 = l_536 && l_537;
if l_538 {
let l_539 = bitcast<u64>(l_535);
let l_540 = l_539 >> u32(bitcast<u64>(u64(52)));
let l_541 = l_540 - u64(23);
let l_542 = l_541 << u32(bitcast<u64>(u64(52)));
let l_543 = bitcast<f64>(l_542);
l_mut_48 = l_543;
}
let l_544 = l_mut_77 == l_mut_48;
if l_544 {
let l_545 = l_523 * f64(1.4551915228366852e-11);
let l_546 = l_231 + l_545;
let l_547 = l_mut_31 - l_523;
let l_548 = l_mut_31 + l_523;
let l_549 = bitcast<u32>(l_mut_25);
let l_550 = l_549 & u32(2147483647);
let l_551 = bitcast<f32>(l_550);
let l_552 = f64(l_551);
l_mut_77 = l_552;
let l_553 = l_550 < u32(8388608);
if l_553 {
let l_554 = f64(l_550);
let l_555 = l_554 * f64(1.401298464324817e-45);
l_mut_77 = l_555;
}
let l_556 = bitcast<u64>(l_mut_77);
let l_557 = l_549 >> u32(31);
let l_558 = u64(l_557);
let l_559 = l_558 << u32(bitcast<u64>(u64(63)));
let l_560 = l_556 | l_559;
let l_561 = bitcast<f64>(l_560);
let l_562 = bitcast<u32>(l_mut_25);
let l_563 = l_562 + u32(1);
l_mut_249 = l_563;
let l_564 = l_562 & u32(2147483647);
let l_565 = l_564 == u32(0);
if l_565 {
l_mut_249 = u32(1);
} else {
let l_566 = l_562 & u32(2147483648);
let l_567 = l_566 != u32(0);
if l_567 {
let l_568 = l_562 - u32(1);
l_mut_249 = l_568;
} else {
let l_569 = l_562 == u32(2139095040);
if l_569 {
l_mut_249 = l_562;
}
}
}
let l_570 = bitcast<f32>(l_mut_249);
let l_571 = bitcast<u32>(l_570);
let l_572 = l_571 & u32(2147483647);
let l_573 = bitcast<f32>(l_572);
let l_574 = f64(l_573);
l_mut_77 = l_574;
let l_575 = l_572 < u32(8388608);
if l_575 {
let l_576 = f64(l_572);
let l_577 = l_576 * f64(1.401298464324817e-45);
l_mut_77 = l_577;
}
let l_578 = bitcast<u64>(l_mut_77);
let l_579 = l_571 >> u32(31);
let l_580 = u64(l_579);
let l_581 = l_580 << u32(bitcast<u64>(u64(63)));
let l_582 = l_578 | l_581;
let l_583 = bitcast<f64>(l_582);
let l_584 = bitcast<u32>(l_mut_25);
let l_585 = l_584 ^ u32(2147483648);
let l_586 = bitcast<f32>(l_585);
let l_587 = bitcast<u32>(l_586);
let l_588 = l_587 + u32(1);
l_mut_249 = l_588;
let l_589 = l_587 & u32(2147483647);
let l_590 = l_589 == u32(0);
if l_590 {
l_mut_249 = u32(1);
} else {
let l_591 = l_587 & u32(2147483648);
let l_592 = l_591 != u32(0);
if l_592 {
let l_593 = l_587 - u32(1);
l_mut_249 = l_593;
} else {
let l_594 = l_587 == u32(2139095040);
if l_594 {
l_mut_249 = l_587;
}
}
}
let l_595 = bitcast<f32>(l_mut_249);
let l_596 = bitcast<u32>(l_595);
let l_597 = l_596 ^ u32(2147483648);
let l_598 = bitcast<f32>(l_597);
let l_599 = bitcast<u32>(l_598);
let l_600 = l_599 & u32(2147483647);
let l_601 = bitcast<f32>(l_600);
let l_602 = f64(l_601);
l_mut_77 = l_602;
let l_603 = l_600 < u32(8388608);
if l_603 {
let l_604 = f64(l_600);
let l_605 = l_604 * f64(1.401298464324817e-45);
l_mut_77 = l_605;
}
let l_606 = bitcast<u64>(l_mut_77);
let l_607 = l_599 >> u32(31);
let l_608 = u64(l_607);
let l_609 = l_608 << u32(bitcast<u64>(u64(63)));
let l_610 = l_606 | l_609;
let l_611 = bitcast<f64>(l_610);
let l_612 = l_547 + l_546;
let l_613 = l_612 <= l_561;
l_mut_350 = l_613;
let l_614 = l_547 - l_546;
let l_615 = l_614 > l_561;
l_mut_347 = l_615;
let l_616 = l_548 - l_546;
let l_617 = l_616 >= l_561;
l_mut_344 = l_617;
let l_618 = l_548 + l_546;
let l_619 = l_618 < l_561;
l_mut_341 = l_619;
if l_219 {
let l_620 = l_547 + l_546;
let l_621 = l_620 < l_583;
l_mut_350 = l_621;
let l_622 = l_547 - l_546;
let l_623 = l_622 >= l_583;
l_mut_347 = l_623;
let l_624 = l_548 - l_546;
let l_625 = l_624 > l_611;
l_mut_344 = l_625;
let l_626 = l_548 + l_546;
let l_627 = l_626 <= l_611;
l_mut_341 = l_627;
}
l_mut_249 = u32(2);
let l_628 = l_mut_347 || l_mut_341;
if l_628 {
l_mut_249 = u32(1);
} else {
let l_629 = l_mut_350 && l_mut_344;
if l_629 {
l_mut_249 = u32(0);
}
}
let l_630 = bitcast<u32>(l_mut_25);
let l_631 = l_630 & u32(2147483647);
let l_632 = l_631 == u32(0);
if l_632 {
let l_633 = l_547 + l_546;
let l_634 = l_633 < f64(1.1754943508222875e-38);
let l_635 = l_548 - l_546;
let l_636 = l_635 > f64(-1.1754943508222875e-38);
let l_637 = l_634 && l_636;
let l_638 = l_547 - l_546;
let l_639 = l_638 < f64(1.1754943508222875e-38);
let l_640 = l_548 + l_546;
let l_641 = l_640 > f64(-1.1754943508222875e-38);
let l_642 = l_639 && l_641;
if l_637 {
l_mut_249 = u32(0);
} else {
let l_643 = l_mut_249 == u32(1);
let l_644 = l_642 && l_643;
if l_644 {
l_mut_249 = u32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
} else {
let l_645 = l_215 == u32(5);
if l_645 {
let l_646 = f64(2.0) * l_228;
let l_647 = abs(l_646);
let l_648 = floor(l_647);
let l_649 = f64(3.0) + l_648;
let l_650 = abs(l_mut_31);
l_mut_77 = f64(1.401298464324817e-45);
let l_651 = l_650 >= f64(1.1754943508222875e-38);
let l_652 = l_650 <= f64(1.7976931348623157e308);
let l_653 = l_651 && l_652;
if l_653 {
let l_654 = bitcast<u64>(l_650);
let l_655 = l_654 >> u32(bitcast<u64>(u64(52)));
let l_656 = l_655 - u64(23);
let l_657 = l_656 << u32(bitcast<u64>(u64(52)));
let l_658 = bitcast<f64>(l_657);
l_mut_77 = l_658;
}
let l_659 = l_649 * l_mut_77;
l_mut_290 = u32(2);
let l_660 = l_mut_31 - l_231;
let l_661 = abs(l_660);
l_mut_77 = f64(1.401298464324817e-45);
let l_662 = l_661 >= f64(1.1754943508222875e-38);
let l_663 = l_661 <= f64(1.7976931348623157e308);
let l_664 = l_662 && l_663;
if l_664 {
let l_665 = bitcast<u64>(l_661);
let l_666 = l_665 >> u32(bitcast<u64>(u64(52)));
let l_667 = l_666 - u64(23);
let l_668 = l_667 << u32(bitcast<u64>(u64(52)));
let l_669 = bitcast<f64>(l_668);
l_mut_77 = l_669;
}
let l_670 = l_mut_31 + l_231;
let l_671 = abs(l_670);
l_mut_48 = f64(1.401298464324817e-45);
let l_672 = l_671 >= f64(1.1754943508222875e-38);
let l_673 = l_671 <= f64(1.7976931348623157e308);
let l_674 = l_672 && l_673;
if l_674 {
let l_675 = bitcast<u64>(l_671);
let l_676 = l_675 >> u32(bitcast<u64>(u64(52)));
let l_677 = l_676 - u64(23);
let l_678 = l_677 << u32(bitcast<u64>(u64(52)));
let l_679 = bitcast<f64>(l_678);
l_mut_48 = l_679;
}
let l_680 = l_mut_77 == l_mut_48;
if l_680 {
let l_681 = l_659 * f64(1.4551915228366852e-11);
let l_682 = l_231 + l_681;
let l_683 = l_mut_31 - l_659;
let l_684 = l_mut_31 + l_659;
let l_685 = bitcast<u32>(l_mut_25);
let l_686 = l_685 & u32(2147483647);
let l_687 = bitcast<f32>(l_686);
let l_688 = f64(l_687);
l_mut_77 = l_688;
let l_689 = l_686 < u32(8388608);
if l_689 {
let l_690 = f64(l_686);
let l_691 = l_690 * f64(1.401298464324817e-45);
l_mut_77 = l_691;
}
let l_692 = bitcast<u64>(l_mut_77);
let l_693 = l_685 >> u32(31);
let l_694 = u64(l_693);
let l_695 = l_694 << u32(bitcast<u64>(u64(63)));
let l_696 = l_692 | l_695;
let l_697 = bitcast<f64>(l_696);
let l_698 = bitcast<u32>(l_mut_25);
let l_699 = l_698 + u32(1);
l_mut_249 = l_699;
let l_700 = l_698 & u32(2147483647);
let l_701 = l_700 == u32(0);
if l_701 {
l_mut_249 = u32(1);
} else {
let l_702 = l_698 & u32(2147483648);
let l_703 = l_702 != u32(0);
if l_703 {
let l_704 = l_698 - u32(1);
l_mut_249 = l_704;
} else {
let l_705 = l_698 == u32(2139095040);
if l_705 {
l_mut_249 = l_698;
}
}
}
let l_706 = bitcast<f32>(l_mut_249);
let l_707 = bitcast<u32>(l_706);
let l_708 = l_707 & u32(2147483647);
let l_709 = bitcast<f32>(l_708);
let l_710 = f64(l_709);
l_mut_77 = l_710;
let l_711 = l_708 < u32(8388608);
if l_711 {
let l_712 = f64(l_708);
let l_713 = l_712 * f64(1.401298464324817e-45);
l_mut_77 = l_713;
}
let l_714 = bitcast<u64>(l_mut_77);
let l_715 = l_707 >> u32(31);
let l_716 = u64(l_715);
let l_717 = l_716 << u32(bitcast<u64>(u64(63)));
let l_718 = l_714 | l_717;
let l_719 = bitcast<f64>(l_718);
let l_720 = bitcast<u32>(l_mut_25);
let l_721 = l_720 ^ u32(2147483648);
let l_722 = bitcast<f32>(l_721);
let l_723 = bitcast<u32>(l_722);
let l_724 = l_723 + u32(1);
l_mut_249 = l_724;
let l_725 = l_723 & u32(2147483647);
let l_726 = l_725 == u32(0);
if l_726 {
l_mut_249 = u32(1);
} else {
let l_727 = l_723 & u32(2147483648);
let l_728 = l_727 != u32(0);
if l_728 {
let l_729 = l_723 - u32(1);
l_mut_249 = l_729;
} else {
let l_730 = l_723 == u32(2139095040);
if l_730 {
l_mut_249 = l_723;
}
}
}
let l_731 = bitcast<f32>(l_mut_249);
let l_732 = bitcast<u32>(l_731);
let l_733 = l_732 ^ u32(2147483648);
let l_734 = bitcast<f32>(l_733);
let l_735 = bitcast<u32>(l_734);
let l_736 = l_735 & u32(2147483647);
let l_737 = bitcast<f32>(l_736);
let l_738 = f64(l_737);
l_mut_77 = l_738;
let l_739 = l_736 < u32(8388608);
if l_739 {
let l_740 = f64(l_736);
let l_741 = l_740 * f64(1.401298464324817e-45);
l_mut_77 = l_741;
}
let l_742 = bitcast<u64>(l_mut_77);
let l_743 = l_735 >> u32(31);
let l_744 = u64(l_743);
let l_745 = l_744 << u32(bitcast<u64>(u64(63)));
let l_746 = l_742 | l_745;
let l_747 = bitcast<f64>(l_746);
let l_748 = l_683 + l_682;
let l_749 = l_748 <= l_697;
l_mut_350 = l_749;
let l_750 = l_683 - l_682;
let l_751 = l_750 > l_697;
l_mut_347 = l_751;
let l_752 = l_684 - l_682;
let l_753 = l_752 >= l_697;
l_mut_344 = l_753;
let l_754 = l_684 + l_682;
let l_755 = l_754 < l_697;
l_mut_341 = l_755;
if l_219 {
let l_756 = l_683 + l_682;
let l_757 = l_756 < l_719;
l_mut_350 = l_757;
let l_758 = l_683 - l_682;
let l_759 = l_758 >= l_719;
l_mut_347 = l_759;
let l_760 = l_684 - l_682;
let l_761 = l_760 > l_747;
l_mut_344 = l_761;
let l_762 = l_684 + l_682;
let l_763 = l_762 <= l_747;
l_mut_341 = l_763;
}
l_mut_249 = u32(2);
let l_764 = l_mut_347 || l_mut_341;
if l_764 {
l_mut_249 = u32(1);
} else {
let l_765 = l_mut_350 && l_mut_344;
if l_765 {
l_mut_249 = u32(0);
}
}
let l_766 = bitcast<u32>(l_mut_25);
let l_767 = l_766 & u32(2147483647);
let l_768 = l_767 == u32(0);
if l_768 {
let l_769 = l_683 + l_682;
let l_770 = l_769 < f64(1.1754943508222875e-38);
let l_771 = l_684 - l_682;
let l_772 = l_771 > f64(-1.1754943508222875e-38);
let l_773 = l_770 && l_772;
let l_774 = l_683 - l_682;
let l_775 = l_774 < f64(1.1754943508222875e-38);
let l_776 = l_684 + l_682;
let l_777 = l_776 > f64(-1.1754943508222875e-38);
let l_778 = l_775 && l_777;
if l_773 {
l_mut_249 = u32(0);
} else {
let l_779 = l_mut_249 == u32(1);
let l_780 = l_778 && l_779;
if l_780 {
l_mut_249 = u32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
} else {
let l_781 = l_215 == u32(6);
if l_781 {
l_mut_233 = u32(0);
let l_782 = l_229 <= l_224;
if l_782 {
let l_783 = l_221 * f64(1.4551915228366852e-11);
let l_784 = l_231 + l_783;
let l_785 = l_mut_31 - l_221;
let l_786 = l_mut_31 + l_221;
let l_787 = bitcast<u32>(l_mut_25);
let l_788 = l_787 & u32(2147483647);
let l_789 = bitcast<f32>(l_788);
let l_790 = f64(l_789);
l_mut_77 = l_790;
let l_791 = l_788 < u32(8388608);
if l_791 {
let l_792 = f64(l_788);
let l_793 = l_792 * f64(1.401298464324817e-45);
l_mut_77 = l_793;
}
let l_794 = bitcast<u64>(l_mut_77);
let l_795 = l_787 >> u32(31);
let l_796 = u64(l_795);
let l_797 = l_796 << u32(bitcast<u64>(u64(63)));
let l_798 = l_794 | l_797;
let l_799 = bitcast<f64>(l_798);
let l_800 = bitcast<u32>(l_mut_25);
let l_801 = l_800 + u32(1);
l_mut_290 = l_801;
let l_802 = l_800 & u32(2147483647);
let l_803 = l_802 == u32(0);
if l_803 {
l_mut_290 = u32(1);
} else {
let l_804 = l_800 & u32(2147483648);
let l_805 = l_804 != u32(0);
if l_805 {
let l_806 = l_800 - u32(1);
l_mut_290 = l_806;
} else {
let l_807 = l_800 == u32(2139095040);
if l_807 {
l_mut_290 = l_800;
}
}
}
let l_808 = bitcast<f32>(l_mut_290);
let l_809 = bitcast<u32>(l_808);
let l_810 = l_809 & u32(2147483647);
let l_811 = bitcast<f32>(l_810);
let l_812 = f64(l_811);
l_mut_77 = l_812;
let l_813 = l_810 < u32(8388608);
if l_813 {
let l_814 = f64(l_810);
let l_815 = l_814 * f64(1.401298464324817e-45);
l_mut_77 = l_815;
}
let l_816 = bitcast<u64>(l_mut_77);
let l_817 = l_809 >> u32(31);
let l_818 = u64(l_817);
let l_819 = l_818 << u32(bitcast<u64>(u64(63)));
let l_820 = l_816 | l_819;
let l_821 = bitcast<f64>(l_820);
let l_822 = bitcast<u32>(l_mut_25);
let l_823 = l_822 ^ u32(2147483648);
let l_824 = bitcast<f32>(l_823);
let l_825 = bitcast<u32>(l_824);
let l_826 = l_825 + u32(1);
l_mut_290 = l_826;
let l_827 = l_825 & u32(2147483647);
let l_828 = l_827 == u32(0);
if l_828 {
l_mut_290 = u32(1);
} else {
let l_829 = l_825 & u32(2147483648);
let l_830 = l_829 != u32(0);
if l_830 {
let l_831 = l_825 - u32(1);
l_mut_290 = l_831;
} else {
let l_832 = l_825 == u32(2139095040);
if l_832 {
l_mut_290 = l_825;
}
}
}
let l_833 = bitcast<f32>(l_mut_290);
let l_834 = bitcast<u32>(l_833);
let l_835 = l_834 ^ u32(2147483648);
let l_836 = bitcast<f32>(l_835);
let l_837 = bitcast<u32>(l_836);
let l_838 = l_837 & u32(2147483647);
let l_839 = bitcast<f32>(l_838);
let l_840 = f64(l_839);
l_mut_77 = l_840;
let l_841 = l_838 < u32(8388608);
if l_841 {
let l_842 = f64(l_838);
let l_843 = l_842 * f64(1.401298464324817e-45);
l_mut_77 = l_843;
}
let l_844 = bitcast<u64>(l_mut_77);
let l_845 = l_837 >> u32(31);
let l_846 = u64(l_845);
let l_847 = l_846 << u32(bitcast<u64>(u64(63)));
let l_848 = l_844 | l_847;
let l_849 = bitcast<f64>(l_848);
let l_850 = l_785 + l_784;
let l_851 = l_850 <= l_799;
l_mut_350 = l_851;
let l_852 = l_785 - l_784;
let l_853 = l_852 > l_799;
l_mut_347 = l_853;
let l_854 = l_786 - l_784;
let l_855 = l_854 >= l_799;
l_mut_344 = l_855;
let l_856 = l_786 + l_784;
let l_857 = l_856 < l_799;
l_mut_341 = l_857;
if l_219 {
let l_858 = l_785 + l_784;
let l_859 = l_858 < l_821;
l_mut_350 = l_859;
let l_860 = l_785 - l_784;
let l_861 = l_860 >= l_821;
l_mut_347 = l_861;
let l_862 = l_786 - l_784;
let l_863 = l_862 > l_849;
l_mut_344 = l_863;
let l_864 = l_786 + l_784;
let l_865 = l_864 <= l_849;
l_mut_341 = l_865;
}
l_mut_290 = u32(2);
let l_866 = l_mut_347 || l_mut_341;
if l_866 {
l_mut_290 = u32(1);
} else {
let l_867 = l_mut_350 && l_mut_344;
if l_867 {
l_mut_290 = u32(0);
}
}
let l_868 = bitcast<u32>(l_mut_25);
let l_869 = l_868 & u32(2147483647);
let l_870 = l_869 == u32(0);
if l_870 {
let l_871 = l_785 + l_784;
let l_872 = l_871 < f64(1.1754943508222875e-38);
let l_873 = l_786 - l_784;
let l_874 = l_873 > f64(-1.1754943508222875e-38);
let l_875 = l_872 && l_874;
let l_876 = l_785 - l_784;
let l_877 = l_876 < f64(1.1754943508222875e-38);
let l_878 = l_786 + l_784;
let l_879 = l_878 > f64(-1.1754943508222875e-38);
let l_880 = l_877 && l_879;
if l_875 {
l_mut_290 = u32(0);
} else {
let l_881 = l_mut_290 == u32(1);
let l_882 = l_880 && l_881;
if l_882 {
l_mut_290 = u32(2);
}
}
}
l_mut_233 = l_mut_290;
}
} else {
let l_883 = l_215 == u32(7);
if l_883 {
let l_884 = abs(l_mut_31);
let l_885 = l_221 * l_884;
l_mut_77 = l_885;
let l_886 = abs(l_mut_31);
l_mut_48 = f64(1.401298464324817e-45);
let l_887 = l_886 >= f64(1.1754943508222875e-38);
let l_888 = l_886 <= f64(1.7976931348623157e308);
let l_889 = l_887 && l_888;
if l_889 {
let l_890 = bitcast<u64>(l_886);
let l_891 = l_890 >> u32(bitcast<u64>(u64(52)));
let l_892 = l_891 - u64(23);
let l_893 = l_892 << u32(bitcast<u64>(u64(52)));
let l_894 = bitcast<f64>(l_893);
l_mut_48 = l_894;
}
let l_895 = f64(0.5) * l_mut_48;
let l_896 = l_895 > l_mut_77;
if l_896 {
l_mut_77 = l_895;
}
let l_897 = l_mut_31 - l_231;
let l_898 = abs(l_897);
l_mut_48 = f64(1.401298464324817e-45);
let l_899 = l_898 >= f64(1.1754943508222875e-38);
let l_900 = l_898 <= f64(1.7976931348623157e308);
let l_901 = l_899 && l_900;
if l_901 {
let l_902 = bitcast<u64>(l_898);
let l_903 = l_902 >> u32(bitcast<u64>(u64(52)));
let l_904 = l_903 - u64(23);
let l_905 = l_904 << u32(bitcast<u64>(u64(52)));
let l_906 = bitcast<f64>(l_905);
l_mut_48 = l_906;
}
let l_907 = l_mut_31 + l_231;
let l_908 = abs(l_907);
l_mut_909 = f64(1.401298464324817e-45);
let l_910 = l_908 >= f64(1.1754943508222875e-38);
let l_911 = l_908 <= f64(1.7976931348623157e308);
let l_912 = l_910 && l_911;
if l_912 {
let l_913 = bitcast<u64>(l_908);
let l_914 = l_913 >> u32(bitcast<u64>(u64(52)));
let l_915 = l_914 - u64(23);
let l_916 = l_915 << u32(bitcast<u64>(u64(52)));
let l_917 = bitcast<f64>(l_916);
l_mut_909 = l_917;
}
let l_918 = l_mut_48 == l_mut_909;
if l_918 {
let l_919 = l_221 * l_231;
let l_920 = l_231 + l_919;
let l_921 = l_mut_77 * f64(1.4551915228366852e-11);
let l_922 = l_920 + l_921;
let l_923 = l_mut_31 - l_mut_77;
let l_924 = l_mut_31 + l_mut_77;
let l_925 = bitcast<u32>(l_mut_25);
let l_926 = l_925 & u32(2147483647);
let l_927 = bitcast<f32>(l_926);
let l_928 = f64(l_927);
l_mut_909 = l_928;
let l_929 = l_926 < u32(8388608);
if l_929 {
let l_930 = f64(l_926);
let l_931 = l_930 * f64(1.401298464324817e-45);
l_mut_909 = l_931;
}
let l_932 = bitcast<u64>(l_mut_909);
let l_933 = l_925 >> u32(31);
let l_934 = u64(l_933);
let l_935 = l_934 << u32(bitcast<u64>(u64(63)));
let l_936 = l_932 | l_935;
let l_937 = bitcast<f64>(l_936);
let l_938 = bitcast<u32>(l_mut_25);
let l_939 = l_938 + u32(1);
l_mut_290 = l_939;
let l_940 = l_938 & u32(2147483647);
let l_941 = l_940 == u32(0);
if l_941 {
l_mut_290 = u32(1);
} else {
let l_942 = l_938 & u32(2147483648);
let l_943 = l_942 != u32(0);
if l_943 {
let l_944 = l_938 - u32(1);
l_mut_290 = l_944;
} else {
let l_945 = l_938 == u32(2139095040);
if l_945 {
l_mut_290 = l_938;
}
}
}
let l_946 = bitcast<f32>(l_mut_290);
let l_947 = bitcast<u32>(l_946);
let l_948 = l_947 & u32(2147483647);
let l_949 = bitcast<f32>(l_948);
let l_950 = f64(l_949);
l_mut_909 = l_950;
let l_951 = l_948 < u32(8388608);
if l_951 {
let l_952 = f64(l_948);
let l_953 = l_952 * f64(1.401298464324817e-45);
l_mut_909 = l_953;
}
let l_954 = bitcast<u64>(l_mut_909);
let l_955 = l_947 >> u32(31);
let l_956 = u64(l_955);
let l_957 = l_956 << u32(bitcast<u64>(u64(63)));
let l_958 = l_954 | l_957;
let l_959 = bitcast<f64>(l_958);
let l_960 = bitcast<u32>(l_mut_25);
let l_961 = l_960 ^ u32(2147483648);
let l_962 = bitcast<f32>(l_961);
let l_963 = bitcast<u32>(l_962);
let l_964 = l_963 + u32(1);
l_mut_290 = l_964;
let l_965 = l_963 & u32(2147483647);
let l_966 = l_965 == u32(0);
if l_966 {
l_mut_290 = u32(1);
} else {
let l_967 = l_963 & u32(2147483648);
let l_968 = l_967 != u32(0);
if l_968 {
let l_969 = l_963 - u32(1);
l_mut_290 = l_969;
} else {
let l_970 = l_963 == u32(2139095040);
if l_970 {
l_mut_290 = l_963;
}
}
}
let l_971 = bitcast<f32>(l_mut_290);
let l_972 = bitcast<u32>(l_971);
let l_973 = l_972 ^ u32(2147483648);
let l_974 = bitcast<f32>(l_973);
let l_975 = bitcast<u32>(l_974);
let l_976 = l_975 & u32(2147483647);
let l_977 = bitcast<f32>(l_976);
let l_978 = f64(l_977);
l_mut_909 = l_978;
let l_979 = l_976 < u32(8388608);
if l_979 {
let l_980 = f64(l_976);
let l_981 = l_980 * f64(1.401298464324817e-45);
l_mut_909 = l_981;
}
let l_982 = bitcast<u64>(l_mut_909);
let l_983 = l_975 >> u32(31);
let l_984 = u64(l_983);
let l_985 = l_984 << u32(bitcast<u64>(u64(63)));
let l_986 = l_982 | l_985;
let l_987 = bitcast<f64>(l_986);
let l_988 = l_923 + l_922;
let l_989 = l_988 <= l_937;
l_mut_350 = l_989;
let l_990 = l_923 - l_922;
let l_991 = l_990 > l_937;
l_mut_347 = l_991;
let l_992 = l_924 - l_922;
let l_993 = l_992 >= l_937;
l_mut_344 = l_993;
let l_994 = l_924 + l_922;
let l_995 = l_994 < l_937;
l_mut_341 = l_995;
if l_219 {
let l_996 = l_923 + l_922;
let l_997 = l_996 < l_959;
l_mut_350 = l_997;
let l_998 = l_923 - l_922;
let l_999 = l_998 >= l_959;
l_mut_347 = l_999;
let l_1000 = l_924 - l_922;
let l_1001 = l_1000 > l_987;
l_mut_344 = l_1001;
let l_1002 = l_924 + l_922;
let l_1003 = l_1002 <= l_987;
l_mut_341 = l_1003;
}
l_mut_290 = u32(2);
let l_1004 = l_mut_347 || l_mut_341;
if l_1004 {
l_mut_290 = u32(1);
} else {
let l_1005 = l_mut_350 && l_mut_344;
if l_1005 {
l_mut_290 = u32(0);
}
}
let l_1006 = bitcast<u32>(l_mut_25);
let l_1007 = l_1006 & u32(2147483647);
let l_1008 = l_1007 == u32(0);
if l_1008 {
let l_1009 = l_923 + l_922;
let l_1010 = l_1009 < f64(1.1754943508222875e-38);
let l_1011 = l_924 - l_922;
let l_1012 = l_1011 > f64(-1.1754943508222875e-38);
let l_1013 = l_1010 && l_1012;
let l_1014 = l_923 - l_922;
let l_1015 = l_1014 < f64(1.1754943508222875e-38);
let l_1016 = l_924 + l_922;
let l_1017 = l_1016 > f64(-1.1754943508222875e-38);
let l_1018 = l_1015 && l_1017;
if l_1013 {
l_mut_290 = u32(0);
} else {
let l_1019 = l_mut_290 == u32(1);
let l_1020 = l_1018 && l_1019;
if l_1020 {
l_mut_290 = u32(2);
}
}
}
l_mut_233 = l_mut_290;
}
} else {
let l_1021 = l_215 == u32(8);
if l_1021 {
let l_1022 = l_228 >= f64(0.5);
let l_1023 = l_228 <= f64(2.0);
let l_1024 = l_1022 && l_1023;
if l_1024 {
let l_1025 = l_221 * f64(1.4551915228366852e-11);
let l_1026 = l_231 + l_1025;
let l_1027 = l_mut_31 - l_221;
let l_1028 = l_mut_31 + l_221;
let l_1029 = bitcast<u32>(l_mut_25);
let l_1030 = l_1029 & u32(2147483647);
let l_1031 = bitcast<f32>(l_1030);
let l_1032 = f64(l_1031);
l_mut_909 = l_1032;
let l_1033 = l_1030 < u32(8388608);
if l_1033 {
let l_1034 = f64(l_1030);
let l_1035 = l_1034 * f64(1.401298464324817e-45);
l_mut_909 = l_1035;
}
let l_1036 = bitcast<u64>(l_mut_909);
let l_1037 = l_1029 >> u32(31);
let l_1038 = u64(l_1037);
let l_1039 = l_1038 << u32(bitcast<u64>(u64(63)));
let l_1040 = l_1036 | l_1039;
let l_1041 = bitcast<f64>(l_1040);
let l_1042 = bitcast<u32>(l_mut_25);
let l_1043 = l_1042 + u32(1);
l_mut_290 = l_1043;
let l_1044 = l_1042 & u32(2147483647);
let l_1045 = l_1044 == u32(0);
if l_1045 {
l_mut_290 = u32(1);
} else {
let l_1046 = l_1042 & u32(2147483648);
let l_1047 = l_1046 != u32(0);
if l_1047 {
let l_1048 = l_1042 - u32(1);
l_mut_290 = l_1048;
} else {
let l_1049 = l_1042 == u32(2139095040);
if l_1049 {
l_mut_290 = l_1042;
}
}
}
let l_1050 = bitcast<f32>(l_mut_290);
let l_1051 = bitcast<u32>(l_1050);
let l_1052 = l_1051 & u32(2147483647);
let l_1053 = bitcast<f32>(l_1052);
let l_1054 = f64(l_1053);
l_mut_909 = l_1054;
let l_1055 = l_1052 < u32(8388608);
if l_1055 {
let l_1056 = f64(l_1052);
let l_1057 = l_1056 * f64(1.401298464324817e-45);
l_mut_909 = l_1057;
}
let l_1058 = bitcast<u64>(l_mut_909);
let l_1059 = l_1051 >> u32(31);
let l_1060 = u64(l_1059);
let l_1061 = l_1060 << u32(bitcast<u64>(u64(63)));
let l_1062 = l_1058 | l_1061;
let l_1063 = bitcast<f64>(l_1062);
let l_1064 = bitcast<u32>(l_mut_25);
let l_1065 = l_1064 ^ u32(2147483648);
let l_1066 = bitcast<f32>(l_1065);
let l_1067 = bitcast<u32>(l_1066);
let l_1068 = l_1067 + u32(1);
l_mut_290 = l_1068;
let l_1069 = l_1067 & u32(2147483647);
let l_1070 = l_1069 == u32(0);
if l_1070 {
l_mut_290 = u32(1);
} else {
let l_1071 = l_1067 & u32(2147483648);
let l_1072 = l_1071 != u32(0);
if l_1072 {
let l_1073 = l_1067 - u32(1);
l_mut_290 = l_1073;
} else {
let l_1074 = l_1067 == u32(2139095040);
if l_1074 {
l_mut_290 = l_1067;
}
}
}
let l_1075 = bitcast<f32>(l_mut_290);
let l_1076 = bitcast<u32>(l_1075);
let l_1077 = l_1076 ^ u32(2147483648);
let l_1078 = bitcast<f32>(l_1077);
let l_1079 = bitcast<u32>(l_1078);
let l_1080 = l_1079 & u32(2147483647);
let l_1081 = bitcast<f32>(l_1080);
let l_1082 = f64(l_1081);
l_mut_909 = l_1082;
let l_1083 = l_1080 < u32(8388608);
if l_1083 {
let l_1084 = f64(l_1080);
let l_1085 = l_1084 * f64(1.401298464324817e-45);
l_mut_909 = l_1085;
}
let l_1086 = bitcast<u64>(l_mut_909);
let l_1087 = l_1079 >> u32(31);
let l_1088 = u64(l_1087);
let l_1089 = l_1088 << u32(bitcast<u64>(u64(63)));
let l_1090 = l_1086 | l_1089;
let l_1091 = bitcast<f64>(l_1090);
let l_1092 = l_1027 + l_1026;
let l_1093 = l_1092 <= l_1041;
l_mut_350 = l_1093;
let l_1094 = l_1027 - l_1026;
let l_1095 = l_1094 > l_1041;
l_mut_347 = l_1095;
let l_1096 = l_1028 - l_1026;
let l_1097 = l_1096 >= l_1041;
l_mut_344 = l_1097;
let l_1098 = l_1028 + l_1026;
let l_1099 = l_1098 < l_1041;
l_mut_341 = l_1099;
if l_219 {
let l_1100 = l_1027 + l_1026;
let l_1101 = l_1100 < l_1063;
l_mut_350 = l_1101;
let l_1102 = l_1027 - l_1026;
let l_1103 = l_1102 >= l_1063;
l_mut_347 = l_1103;
let l_1104 = l_1028 - l_1026;
let l_1105 = l_1104 > l_1091;
l_mut_344 = l_1105;
let l_1106 = l_1028 + l_1026;
let l_1107 = l_1106 <= l_1091;
l_mut_341 = l_1107;
}
l_mut_290 = u32(2);
let l_1108 = l_mut_347 || l_mut_341;
if l_1108 {
l_mut_290 = u32(1);
} else {
let l_1109 = l_mut_350 && l_mut_344;
if l_1109 {
l_mut_290 = u32(0);
}
}
let l_1110 = bitcast<u32>(l_mut_25);
let l_1111 = l_1110 & u32(2147483647);
let l_1112 = l_1111 == u32(0);
if l_1112 {
let l_1113 = l_1027 + l_1026;
let l_1114 = l_1113 < f64(1.1754943508222875e-38);
let l_1115 = l_1028 - l_1026;
let l_1116 = l_1115 > f64(-1.1754943508222875e-38);
let l_1117 = l_1114 && l_1116;
let l_1118 = l_1027 - l_1026;
let l_1119 = l_1118 < f64(1.1754943508222875e-38);
let l_1120 = l_1028 + l_1026;
let l_1121 = l_1120 > f64(-1.1754943508222875e-38);
let l_1122 = l_1119 && l_1121;
if l_1117 {
l_mut_290 = u32(0);
} else {
let l_1123 = l_mut_290 == u32(1);
let l_1124 = l_1122 && l_1123;
if l_1124 {
l_mut_290 = u32(2);
}
}
}
l_mut_233 = l_mut_290;
} else {
let l_1125 = abs(l_mut_31);
l_mut_909 = f64(1.401298464324817e-45);
let l_1126 = l_1125 >= f64(1.1754943508222875e-38);
let l_1127 = l_1125 <= f64(1.7976931348623157e308);
let l_1128 = l_1126 && l_1127;
if l_1128 {
let l_1129 = bitcast<u64>(l_1125);
let l_1130 = l_1129 >> u32(bitcast<u64>(u64(52)));
let l_1131 = l_1130 - u64(23);
let l_1132 = l_1131 << u32(bitcast<u64>(u64(52)));
let l_1133 = bitcast<f64>(l_1132);
l_mut_909 = l_1133;
}
let l_1134 = l_224 * l_mut_909;
l_mut_290 = u32(2);
let l_1135 = l_mut_31 - l_231;
let l_1136 = abs(l_1135);
l_mut_909 = f64(1.401298464324817e-45);
let l_1137 = l_1136 >= f64(1.1754943508222875e-38);
let l_1138 = l_1136 <= f64(1.7976931348623157e308);
let l_1139 = l_1137 && l_1138;
if l_1139 {
let l_1140 = bitcast<u64>(l_1136);
let l_1141 = l_1140 >> u32(bitcast<u64>(u64(52)));
let l_1142 = l_1141 - u64(23);
let l_1143 = l_1142 << u32(bitcast<u64>(u64(52)));
let l_1144 = bitcast<f64>(l_1143);
l_mut_909 = l_1144;
}
let l_1145 = l_mut_31 + l_231;
let l_1146 = abs(l_1145);
l_mut_77 = f64(1.401298464324817e-45);
let l_1147 = l_1146 >= f64(1.1754943508222875e-38);
let l_1148 = l_1146 <= f64(1.7976931348623157e308);
let l_1149 = l_1147 && l_1148;
if l_1149 {
let l_1150 = bitcast<u64>(l_1146);
let l_1151 = l_1150 >> u32(bitcast<u64>(u64(52)));
let l_1152 = l_1151 - u64(23);
let l_1153 = l_1152 << u32(bitcast<u64>(u64(52)));
let l_1154 = bitcast<f64>(l_1153);
l_mut_77 = l_1154;
}
let l_1155 = l_mut_909 == l_mut_77;
if l_1155 {
let l_1156 = l_1134 * f64(1.4551915228366852e-11);
let l_1157 = l_231 + l_1156;
let l_1158 = l_mut_31 - l_1134;
let l_1159 = l_mut_31 + l_1134;
let l_1160 = bitcast<u32>(l_mut_25);
let l_1161 = l_1160 & u32(2147483647);
let l_1162 = bitcast<f32>(l_1161);
let l_1163 = f64(l_1162);
l_mut_909 = l_1163;
let l_1164 = l_1161 < u32(8388608);
if l_1164 {
let l_1165 = f64(l_1161);
let l_1166 = l_1165 * f64(1.401298464324817e-45);
l_mut_909 = l_1166;
}
let l_1167 = bitcast<u64>(l_mut_909);
let l_1168 = l_1160 >> u32(31);
let l_1169 = u64(l_1168);
let l_1170 = l_1169 << u32(bitcast<u64>(u64(63)));
let l_1171 = l_1167 | l_1170;
let l_1172 = bitcast<f64>(l_1171);
let l_1173 = bitcast<u32>(l_mut_25);
let l_1174 = l_1173 + u32(1);
l_mut_249 = l_1174;
let l_1175 = l_1173 & u32(2147483647);
let l_1176 = l_1175 == u32(0);
if l_1176 {
l_mut_249 = u32(1);
} else {
let l_1177 = l_1173 & u32(2147483648);
let l_1178 = l_1177 != u32(0);
if l_1178 {
let l_1179 = l_1173 - u32(1);
l_mut_249 = l_1179;
} else {
let l_1180 = l_1173 == u32(2139095040);
if l_1180 {
l_mut_249 = l_1173;
}
}
}
let l_1181 = bitcast<f32>(l_mut_249);
let l_1182 = bitcast<u32>(l_1181);
let l_1183 = l_1182 & u32(2147483647);
let l_1184 = bitcast<f32>(l_1183);
let l_1185 = f64(l_1184);
l_mut_909 = l_1185;
let l_1186 = l_1183 < u32(8388608);
if l_1186 {
let l_1187 = f64(l_1183);
let l_1188 = l_1187 * f64(1.401298464324817e-45);
l_mut_909 = l_1188;
}
let l_1189 = bitcast<u64>(l_mut_909);
let l_1190 = l_1182 >> u32(31);
let l_1191 = u64(l_1190);
let l_1192 = l_1191 << u32(bitcast<u64>(u64(63)));
let l_1193 = l_1189 | l_1192;
let l_1194 = bitcast<f64>(l_1193);
let l_1195 = bitcast<u32>(l_mut_25);
let l_1196 = l_1195 ^ u32(2147483648);
let l_1197 = bitcast<f32>(l_1196);
let l_1198 = bitcast<u32>(l_1197);
let l_1199 = l_1198 + u32(1);
l_mut_249 = l_1199;
let l_1200 = l_1198 & u32(2147483647);
let l_1201 = l_1200 == u32(0);
if l_1201 {
l_mut_249 = u32(1);
} else {
let l_1202 = l_1198 & u32(2147483648);
let l_1203 = l_1202 != u32(0);
if l_1203 {
let l_1204 = l_1198 - u32(1);
l_mut_249 = l_1204;
} else {
let l_1205 = l_1198 == u32(2139095040);
if l_1205 {
l_mut_249 = l_1198;
}
}
}
let l_1206 = bitcast<f32>(l_mut_249);
let l_1207 = bitcast<u32>(l_1206);
let l_1208 = l_1207 ^ u32(2147483648);
let l_1209 = bitcast<f32>(l_1208);
let l_1210 = bitcast<u32>(l_1209);
let l_1211 = l_1210 & u32(2147483647);
let l_1212 = bitcast<f32>(l_1211);
let l_1213 = f64(l_1212);
l_mut_909 = l_1213;
let l_1214 = l_1211 < u32(8388608);
if l_1214 {
let l_1215 = f64(l_1211);
let l_1216 = l_1215 * f64(1.401298464324817e-45);
l_mut_909 = l_1216;
}
let l_1217 = bitcast<u64>(l_mut_909);
let l_1218 = l_1210 >> u32(31);
let l_1219 = u64(l_1218);
let l_1220 = l_1219 << u32(bitcast<u64>(u64(63)));
let l_1221 = l_1217 | l_1220;
let l_1222 = bitcast<f64>(l_1221);
let l_1223 = l_1158 + l_1157;
let l_1224 = l_1223 <= l_1172;
l_mut_350 = l_1224;
let l_1225 = l_1158 - l_1157;
let l_1226 = l_1225 > l_1172;
l_mut_347 = l_1226;
let l_1227 = l_1159 - l_1157;
let l_1228 = l_1227 >= l_1172;
l_mut_344 = l_1228;
let l_1229 = l_1159 + l_1157;
let l_1230 = l_1229 < l_1172;
l_mut_341 = l_1230;
if l_219 {
let l_1231 = l_1158 + l_1157;
let l_1232 = l_1231 < l_1194;
l_mut_350 = l_1232;
let l_1233 = l_1158 - l_1157;
let l_1234 = l_1233 >= l_1194;
l_mut_347 = l_1234;
let l_1235 = l_1159 - l_1157;
let l_1236 = l_1235 > l_1222;
l_mut_344 = l_1236;
let l_1237 = l_1159 + l_1157;
let l_1238 = l_1237 <= l_1222;
l_mut_341 = l_1238;
}
l_mut_249 = u32(2);
let l_1239 = l_mut_347 || l_mut_341;
if l_1239 {
l_mut_249 = u32(1);
} else {
let l_1240 = l_mut_350 && l_mut_344;
if l_1240 {
l_mut_249 = u32(0);
}
}
let l_1241 = bitcast<u32>(l_mut_25);
let l_1242 = l_1241 & u32(2147483647);
let l_1243 = l_1242 == u32(0);
if l_1243 {
let l_1244 = l_1158 + l_1157;
let l_1245 = l_1244 < f64(1.1754943508222875e-38);
let l_1246 = l_1159 - l_1157;
let l_1247 = l_1246 > f64(-1.1754943508222875e-38);
let l_1248 = l_1245 && l_1247;
let l_1249 = l_1158 - l_1157;
let l_1250 = l_1249 < f64(1.1754943508222875e-38);
let l_1251 = l_1159 + l_1157;
let l_1252 = l_1251 > f64(-1.1754943508222875e-38);
let l_1253 = l_1250 && l_1252;
if l_1248 {
l_mut_249 = u32(0);
} else {
let l_1254 = l_mut_249 == u32(1);
let l_1255 = l_1253 && l_1254;
if l_1255 {
l_mut_249 = u32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
}
} else {
let l_1256 = l_215 == u32(13);
if l_1256 {
let l_1258 = l_228 * l_224;
let l_1259 = l_228 * l_227;
let l_1260 = l_228 * l_224;
let l_1261 = l_228 * l_227;
a_1257[u32(0)] = l_1258;
a_1257[u32(1)] = l_1258;
let l_1262 = a_1257[u32(0)];
let l_1263 = l_1259 < l_1262;
if l_1263 {
a_1257[u32(0)] = l_1259;
}
let l_1264 = a_1257[u32(0)];
let l_1265 = l_1260 < l_1264;
if l_1265 {
a_1257[u32(0)] = l_1260;
}
let l_1266 = a_1257[u32(0)];
let l_1267 = l_1261 < l_1266;
if l_1267 {
a_1257[u32(0)] = l_1261;
}
let l_1268 = a_1257[u32(1)];
let l_1269 = l_1259 > l_1268;
if l_1269 {
a_1257[u32(1)] = l_1259;
}
let l_1270 = a_1257[u32(1)];
let l_1271 = l_1260 > l_1270;
if l_1271 {
a_1257[u32(1)] = l_1260;
}
let l_1272 = a_1257[u32(1)];
let l_1273 = l_1261 > l_1272;
if l_1273 {
a_1257[u32(1)] = l_1261;
}
let l_1274 = a_1257[u32(0)];
let l_1275 = l_1274 * f64(7.1362384635298e44);
let l_1276 = floor(l_1275);
let l_1277 = l_1276 * f64(1.401298464324817e-45);
l_mut_909 = l_1277;
let l_1278 = abs(l_1274);
let l_1279 = l_1278 >= f64(1.1754943508222875e-38);
if l_1279 {
let l_1280 = f32(l_1274);
let l_1281 = f64(l_1280);
l_mut_909 = l_1281;
let l_1282 = l_mut_909 > l_1274;
if l_1282 {
let l_1283 = bitcast<u32>(l_1280);
let l_1284 = l_1283 ^ u32(2147483648);
let l_1285 = bitcast<f32>(l_1284);
let l_1286 = bitcast<u32>(l_1285);
let l_1287 = l_1286 + u32(1);
l_mut_290 = l_1287;
let l_1288 = l_1286 & u32(2147483647);
let l_1289 = l_1288 == u32(0);
if l_1289 {
l_mut_290 = u32(1);
} else {
let l_1290 = l_1286 & u32(2147483648);
let l_1291 = l_1290 != u32(0);
if l_1291 {
let l_1292 = l_1286 - u32(1);
l_mut_290 = l_1292;
} else {
let l_1293 = l_1286 == u32(2139095040);
if l_1293 {
l_mut_290 = l_1286;
}
}
}
let l_1294 = bitcast<f32>(l_mut_290);
let l_1295 = bitcast<u32>(l_1294);
let l_1296 = l_1295 ^ u32(2147483648);
let l_1297 = bitcast<f32>(l_1296);
let l_1298 = bitcast<u32>(l_1297);
let l_1299 = l_1298 & u32(2147483647);
let l_1300 = bitcast<f32>(l_1299);
let l_1301 = f64(l_1300);
l_mut_77 = l_1301;
let l_1302 = l_1299 < u32(8388608);
if l_1302 {
let l_1303 = f64(l_1299);
let l_1304 = l_1303 * f64(1.401298464324817e-45);
l_mut_77 = l_1304;
}
let l_1305 = bitcast<u64>(l_mut_77);
let l_1306 = l_1298 >> u32(31);
let l_1307 = u64(l_1306);
let l_1308 = l_1307 << u32(bitcast<u64>(u64(63)));
let l_1309 = l_1305 | l_1308;
let l_1310 = bitcast<f64>(l_1309);
l_mut_909 = l_1310;
} else {
let l_1311 = bitcast<u32>(l_1280);
let l_1312 = l_1311 + u32(1);
l_mut_290 = l_1312;
let l_1313 = l_1311 & u32(2147483647);
let l_1314 = l_1313 == u32(0);
if l_1314 {
l_mut_290 = u32(1);
} else {
let l_1315 = l_1311 & u32(2147483648);
let l_1316 = l_1315 != u32(0);
if l_1316 {
let l_1317 = l_1311 - u32(1);
l_mut_290 = l_1317;
} else {
let l_1318 = l_1311 == u32(2139095040);
if l_1318 {
l_mut_290 = l_1311;
}
}
}
let l_1319 = bitcast<f32>(l_mut_290);
let l_1320 = bitcast<u32>(l_1319);
let l_1321 = l_1320 & u32(2147483647);
let l_1322 = bitcast<f32>(l_1321);
let l_1323 = f64(l_1322);
l_mut_77 = l_1323;
let l_1324 = l_1321 < u32(8388608);
if l_1324 {
let l_1325 = f64(l_1321);
let l_1326 = l_1325 * f64(1.401298464324817e-45);
l_mut_77 = l_1326;
}
let l_1327 = bitcast<u64>(l_mut_77);
let l_1328 = l_1320 >> u32(31);
let l_1329 = u64(l_1328);
let l_1330 = l_1329 << u32(bitcast<u64>(u64(63)));
let l_1331 = l_1327 | l_1330;
let l_1332 = bitcast<f64>(l_1331);
let l_1333 = l_1332 <= l_1274;
if l_1333 {
let l_1334 = bitcast<u32>(l_1280);
let l_1335 = l_1334 + u32(1);
l_mut_290 = l_1335;
let l_1336 = l_1334 & u32(2147483647);
let l_1337 = l_1336 == u32(0);
if l_1337 {
l_mut_290 = u32(1);
} else {
let l_1338 = l_1334 & u32(2147483648);
let l_1339 = l_1338 != u32(0);
if l_1339 {
let l_1340 = l_1334 - u32(1);
l_mut_290 = l_1340;
} else {
let l_1341 = l_1334 == u32(2139095040);
if l_1341 {
l_mut_290 = l_1334;
}
}
}
let l_1342 = bitcast<f32>(l_mut_290);
let l_1343 = bitcast<u32>(l_1342);
let l_1344 = l_1343 & u32(2147483647);
let l_1345 = bitcast<f32>(l_1344);
let l_1346 = f64(l_1345);
l_mut_77 = l_1346;
let l_1347 = l_1344 < u32(8388608);
if l_1347 {
let l_1348 = f64(l_1344);
let l_1349 = l_1348 * f64(1.401298464324817e-45);
l_mut_77 = l_1349;
}
let l_1350 = bitcast<u64>(l_mut_77);
let l_1351 = l_1343 >> u32(31);
let l_1352 = u64(l_1351);
let l_1353 = l_1352 << u32(bitcast<u64>(u64(63)));
let l_1354 = l_1350 | l_1353;
let l_1355 = bitcast<f64>(l_1354);
l_mut_909 = l_1355;
}
}
}
l_mut_77 = l_mut_909;
let l_1356 = l_mut_909 > f64(1000.0);
if l_1356 {
let l_1357 = bitcast<u64>(l_mut_909);
let l_1358 = l_1357 | u64(9218868437227405312);
let l_1359 = l_1358 & bitcast<u64>(i64(-4503599627370496));
let l_1360 = bitcast<f64>(l_1359);
l_mut_77 = l_1360;
} else {
let l_1361 = l_mut_909 < f64(-1000.0);
if l_1361 {
l_mut_77 = f64(0.0);
} else {
let l_1362 = is_nan_1_f64(l_mut_909);let l_1363 = !l_1362;
if l_1363 {
let l_1364 = l_mut_909 + f64(0.5);
let l_1365 = floor(l_1364);
let l_1366 = l_mut_909 - l_1365;
let l_1367 = l_1366 * f64(0.6931471824645996);
let l_1368 = l_1366 * f64(-1.904654299957768e-9);
let l_1369 = l_1367 + l_1368;
l_mut_909 = l_1369;
let l_1370 = is_nan_1_f64(l_1369);if l_1370 {
} else {
let l_1371 = l_1369 < f64(-700.0);
if l_1371 {
l_mut_909 = f64(0.0);
} else {
let l_1372 = l_1369 > f64(700.0);
if l_1372 {
let l_1373 = bitcast<u64>(l_1369);
let l_1374 = l_1373 | u64(9218868437227405312);
let l_1375 = l_1374 & bitcast<u64>(i64(-4503599627370496));
let l_1376 = bitcast<f64>(l_1375);
l_mut_909 = l_1376;
} else {
let l_1377 = l_1369 * f64(1.4426950408889634);
let l_1378 = l_1377 + f64(0.5);
let l_1379 = floor(l_1378);
let l_1380 = l_1379 * f64(0.6931471824645996);
let l_1381 = l_1367 - l_1380;
let l_1382 = l_1381 * l_20;
let l_1383 = l_1379 * f64(-1.904654299957768e-9);
let l_1384 = l_1368 - l_1383;
let l_1385 = l_1382 + l_1384;
let l_1386 = l_1385 * f64(7.647163731819816e-13);
let l_1387 = l_1386 + f64(1.1470745597729725e-11);
l_mut_48 = l_1387;
let l_1388 = l_mut_48 * l_1385;
let l_1389 = l_1388 + f64(1.6059043836821613e-10);
l_mut_48 = l_1389;
let l_1390 = l_mut_48 * l_1385;
let l_1391 = l_1390 + f64(2.08767569878681e-9);
l_mut_48 = l_1391;
let l_1392 = l_mut_48 * l_1385;
let l_1393 = l_1392 + f64(2.505210838544172e-8);
l_mut_48 = l_1393;
let l_1394 = l_mut_48 * l_1385;
let l_1395 = l_1394 + f64(2.755731922398589e-7);
l_mut_48 = l_1395;
let l_1396 = l_mut_48 * l_1385;
let l_1397 = l_1396 + f64(2.7557319223985893e-6);
l_mut_48 = l_1397;
let l_1398 = l_mut_48 * l_1385;
let l_1399 = l_1398 + f64(2.48015873015873e-5);
l_mut_48 = l_1399;
let l_1400 = l_mut_48 * l_1385;
let l_1401 = l_1400 + f64(0.0001984126984126984);
l_mut_48 = l_1401;
let l_1402 = l_mut_48 * l_1385;
let l_1403 = l_1402 + f64(0.001388888888888889);
l_mut_48 = l_1403;
let l_1404 = l_mut_48 * l_1385;
let l_1405 = l_1404 + f64(0.008333333333333333);
l_mut_48 = l_1405;
let l_1406 = l_mut_48 * l_1385;
let l_1407 = l_1406 + f64(0.041666666666666664);
l_mut_48 = l_1407;
let l_1408 = l_mut_48 * l_1385;
let l_1409 = l_1408 + f64(0.16666666666666666);
l_mut_48 = l_1409;
let l_1410 = l_mut_48 * l_1385;
let l_1411 = l_1410 + f64(0.5);
l_mut_48 = l_1411;
let l_1412 = l_1385 * l_1385;
let l_1413 = l_1412 * l_mut_48;
let l_1414 = l_1385 + l_1413;
let l_1415 = f64(1.0) + l_1414;
let l_1416 = i32(l_1379);
let l_1417 = l_1416 + i32(1023);
let l_1418 = u64(l_1417);
let l_1419 = l_1418 << u32(bitcast<u64>(u64(52)));
let l_1420 = bitcast<f64>(l_1419);
let l_1421 = l_1415 * l_1420;
l_mut_909 = l_1421;
}
}
}
let l_1422 = i32(l_1365);
let l_1423 = l_1422 + i32(1023);
let l_1424 = u64(l_1423);
let l_1425 = l_1424 << u32(bitcast<u64>(u64(52)));
let l_1426 = bitcast<f64>(l_1425);
let l_1427 = l_mut_909 * l_1426;
l_mut_77 = l_1427;
}
}
}
let l_1428 = a_1257[u32(1)];
let l_1429 = -l_1428;
let l_1430 = l_1429 * f64(7.1362384635298e44);
let l_1431 = floor(l_1430);
let l_1432 = l_1431 * f64(1.401298464324817e-45);
l_mut_909 = l_1432;
let l_1433 = abs(l_1429);
let l_1434 = l_1433 >= f64(1.1754943508222875e-38);
if l_1434 {
let l_1435 = f32(l_1429);
let l_1436 = f64(l_1435);
l_mut_909 = l_1436;
let l_1437 = l_mut_909 > l_1429;
if l_1437 {
let l_1438 = bitcast<u32>(l_1435);
let l_1439 = l_1438 ^ u32(2147483648);
let l_1440 = bitcast<f32>(l_1439);
let l_1441 = bitcast<u32>(l_1440);
let l_1442 = l_1441 + u32(1);
l_mut_290 = l_1442;
let l_1443 = l_1441 & u32(2147483647);
let l_1444 = l_1443 == u32(0);
if l_1444 {
l_mut_290 = u32(1);
} else {
let l_1445 = l_1441 & u32(2147483648);
let l_1446 = l_1445 != u32(0);
if l_1446 {
let l_1447 = l_1441 - u32(1);
l_mut_290 = l_1447;
} else {
let l_1448 = l_1441 == u32(2139095040);
if l_1448 {
l_mut_290 = l_1441;
}
}
}
let l_1449 = bitcast<f32>(l_mut_290);
let l_1450 = bitcast<u32>(l_1449);
let l_1451 = l_1450 ^ u32(2147483648);
let l_1452 = bitcast<f32>(l_1451);
let l_1453 = bitcast<u32>(l_1452);
let l_1454 = l_1453 & u32(2147483647);
let l_1455 = bitcast<f32>(l_1454);
let l_1456 = f64(l_1455);
l_mut_48 = l_1456;
let l_1457 = l_1454 < u32(8388608);
if l_1457 {
let l_1458 = f64(l_1454);
let l_1459 = l_1458 * f64(1.401298464324817e-45);
l_mut_48 = l_1459;
}
let l_1460 = bitcast<u64>(l_mut_48);
let l_1461 = l_1453 >> u32(31);
let l_1462 = u64(l_1461);
let l_1463 = l_1462 << u32(bitcast<u64>(u64(63)));
let l_1464 = l_1460 | l_1463;
let l_1465 = bitcast<f64>(l_1464);
l_mut_909 = l_1465;
} else {
let l_1466 = bitcast<u32>(l_1435);
let l_1467 = l_1466 + u32(1);
l_mut_290 = l_1467;
let l_1468 = l_1466 & u32(2147483647);
let l_1469 = l_1468 == u32(0);
if l_1469 {
l_mut_290 = u32(1);
} else {
let l_1470 = l_1466 & u32(2147483648);
let l_1471 = l_1470 != u32(0);
if l_1471 {
let l_1472 = l_1466 - u32(1);
l_mut_290 = l_1472;
} else {
let l_1473 = l_1466 == u32(2139095040);
if l_1473 {
l_mut_290 = l_1466;
}
}
}
let l_1474 = bitcast<f32>(l_mut_290);
let l_1475 = bitcast<u32>(l_1474);
let l_1476 = l_1475 & u32(2147483647);
let l_1477 = bitcast<f32>(l_1476);
let l_1478 = f64(l_1477);
l_mut_48 = l_1478;
let l_1479 = l_1476 < u32(8388608);
if l_1479 {
let l_1480 = f64(l_1476);
let l_1481 = l_1480 * f64(1.401298464324817e-45);
l_mut_48 = l_1481;
}
let l_1482 = bitcast<u64>(l_mut_48);
let l_1483 = l_1475 >> u32(31);
let l_1484 = u64(l_1483);
let l_1485 = l_1484 << u32(bitcast<u64>(u64(63)));
let l_1486 = l_1482 | l_1485;
let l_1487 = bitcast<f64>(l_1486);
let l_1488 = l_1487 <= l_1429;
if l_1488 {
let l_1489 = bitcast<u32>(l_1435);
let l_1490 = l_1489 + u32(1);
l_mut_290 = l_1490;
let l_1491 = l_1489 & u32(2147483647);
let l_1492 = l_1491 == u32(0);
if l_1492 {
l_mut_290 = u32(1);
} else {
let l_1493 = l_1489 & u32(2147483648);
let l_1494 = l_1493 != u32(0);
if l_1494 {
let l_1495 = l_1489 - u32(1);
l_mut_290 = l_1495;
} else {
let l_1496 = l_1489 == u32(2139095040);
if l_1496 {
l_mut_290 = l_1489;
}
}
}
let l_1497 = bitcast<f32>(l_mut_290);
let l_1498 = bitcast<u32>(l_1497);
let l_1499 = l_1498 & u32(2147483647);
let l_1500 = bitcast<f32>(l_1499);
let l_1501 = f64(l_1500);
l_mut_48 = l_1501;
let l_1502 = l_1499 < u32(8388608);
if l_1502 {
let l_1503 = f64(l_1499);
let l_1504 = l_1503 * f64(1.401298464324817e-45);
l_mut_48 = l_1504;
}
let l_1505 = bitcast<u64>(l_mut_48);
let l_1506 = l_1498 >> u32(31);
let l_1507 = u64(l_1506);
let l_1508 = l_1507 << u32(bitcast<u64>(u64(63)));
let l_1509 = l_1505 | l_1508;
let l_1510 = bitcast<f64>(l_1509);
l_mut_909 = l_1510;
}
}
}
let l_1511 = -l_mut_909;
l_mut_909 = l_1511;
let l_1512 = l_1511 > f64(1000.0);
if l_1512 {
let l_1513 = bitcast<u64>(l_1511);
let l_1514 = l_1513 | u64(9218868437227405312);
let l_1515 = l_1514 & bitcast<u64>(i64(-4503599627370496));
let l_1516 = bitcast<f64>(l_1515);
l_mut_909 = l_1516;
} else {
let l_1517 = l_1511 < f64(-1000.0);
if l_1517 {
l_mut_909 = f64(0.0);
} else {
let l_1518 = is_nan_1_f64(l_1511);let l_1519 = !l_1518;
if l_1519 {
let l_1520 = l_1511 + f64(0.5);
let l_1521 = floor(l_1520);
let l_1522 = l_1511 - l_1521;
let l_1523 = l_1522 * f64(0.6931471824645996);
let l_1524 = l_1522 * f64(-1.904654299957768e-9);
let l_1525 = l_1523 + l_1524;
l_mut_48 = l_1525;
let l_1526 = is_nan_1_f64(l_1525);if l_1526 {
} else {
let l_1527 = l_1525 < f64(-700.0);
if l_1527 {
l_mut_48 = f64(0.0);
} else {
let l_1528 = l_1525 > f64(700.0);
if l_1528 {
let l_1529 = bitcast<u64>(l_1525);
let l_1530 = l_1529 | u64(9218868437227405312);
let l_1531 = l_1530 & bitcast<u64>(i64(-4503599627370496));
let l_1532 = bitcast<f64>(l_1531);
l_mut_48 = l_1532;
} else {
let l_1533 = l_1525 * f64(1.4426950408889634);
let l_1534 = l_1533 + f64(0.5);
let l_1535 = floor(l_1534);
let l_1536 = l_1535 * f64(0.6931471824645996);
let l_1537 = l_1523 - l_1536;
let l_1538 = l_1537 * l_20;
let l_1539 = l_1535 * f64(-1.904654299957768e-9);
let l_1540 = l_1524 - l_1539;
let l_1541 = l_1538 + l_1540;
let l_1542 = l_1541 * f64(7.647163731819816e-13);
let l_1543 = l_1542 + f64(1.1470745597729725e-11);
l_mut_1544 = l_1543;
let l_1545 = l_mut_1544 * l_1541;
let l_1546 = l_1545 + f64(1.6059043836821613e-10);
l_mut_1544 = l_1546;
let l_1547 = l_mut_1544 * l_1541;
let l_1548 = l_1547 + f64(2.08767569878681e-9);
l_mut_1544 = l_1548;
let l_1549 = l_mut_1544 * l_1541;
let l_1550 = l_1549 + f64(2.505210838544172e-8);
l_mut_1544 = l_1550;
let l_1551 = l_mut_1544 * l_1541;
let l_1552 = l_1551 + f64(2.755731922398589e-7);
l_mut_1544 = l_1552;
let l_1553 = l_mut_1544 * l_1541;
let l_1554 = l_1553 + f64(2.7557319223985893e-6);
l_mut_1544 = l_1554;
let l_1555 = l_mut_1544 * l_1541;
let l_1556 = l_1555 + f64(2.48015873015873e-5);
l_mut_1544 = l_1556;
let l_1557 = l_mut_1544 * l_1541;
let l_1558 = l_1557 + f64(0.0001984126984126984);
l_mut_1544 = l_1558;
let l_1559 = l_mut_1544 * l_1541;
let l_1560 = l_1559 + f64(0.001388888888888889);
l_mut_1544 = l_1560;
let l_1561 = l_mut_1544 * l_1541;
let l_1562 = l_1561 + f64(0.008333333333333333);
l_mut_1544 = l_1562;
let l_1563 = l_mut_1544 * l_1541;
let l_1564 = l_1563 + f64(0.041666666666666664);
l_mut_1544 = l_1564;
let l_1565 = l_mut_1544 * l_1541;
let l_1566 = l_1565 + f64(0.16666666666666666);
l_mut_1544 = l_1566;
let l_1567 = l_mut_1544 * l_1541;
let l_1568 = l_1567 + f64(0.5);
l_mut_1544 = l_1568;
let l_1569 = l_1541 * l_1541;
let l_1570 = l_1569 * l_mut_1544;
let l_1571 = l_1541 + l_1570;
let l_1572 = f64(1.0) + l_1571;
let l_1573 = i32(l_1535);
let l_1574 = l_1573 + i32(1023);
let l_1575 = u64(l_1574);
let l_1576 = l_1575 << u32(bitcast<u64>(u64(52)));
let l_1577 = bitcast<f64>(l_1576);
let l_1578 = l_1572 * l_1577;
l_mut_48 = l_1578;
}
}
}
let l_1579 = i32(l_1521);
let l_1580 = l_1579 + i32(1023);
let l_1581 = u64(l_1580);
let l_1582 = l_1581 << u32(bitcast<u64>(u64(52)));
let l_1583 = bitcast<f64>(l_1582);
let l_1584 = l_mut_48 * l_1583;
l_mut_909 = l_1584;
}
}
}
let l_1585 = l_mut_77 * f64(1.4551915228366852e-11);
let l_1586 = l_mut_909 * f64(1.4551915228366852e-11);
l_mut_290 = u32(2);
let l_1587 = l_mut_77 - l_1585;
let l_1588 = abs(l_1587);
l_mut_1544 = f64(1.401298464324817e-45);
let l_1589 = l_1588 >= f64(1.1754943508222875e-38);
let l_1590 = l_1588 <= f64(1.7976931348623157e308);
let l_1591 = l_1589 && l_1590;
if l_1591 {
let l_1592 = bitcast<u64>(l_1588);
let l_1593 = l_1592 >> u32(bitcast<u64>(u64(52)));
let l_1594 = l_1593 - u64(23);
let l_1595 = l_1594 << u32(bitcast<u64>(u64(52)));
let l_1596 = bitcast<f64>(l_1595);
l_mut_1544 = l_1596;
}
let l_1597 = l_mut_77 + l_1585;
let l_1598 = abs(l_1597);
l_mut_48 = f64(1.401298464324817e-45);
let l_1599 = l_1598 >= f64(1.1754943508222875e-38);
let l_1600 = l_1598 <= f64(1.7976931348623157e308);
let l_1601 = l_1599 && l_1600;
if l_1601 {
let l_1602 = bitcast<u64>(l_1598);
let l_1603 = l_1602 >> u32(bitcast<u64>(u64(52)));
let l_1604 = l_1603 - u64(23);
let l_1605 = l_1604 << u32(bitcast<u64>(u64(52)));
let l_1606 = bitcast<f64>(l_1605);
l_mut_48 = l_1606;
}
let l_1607 = l_mut_1544 == l_mut_48;
let l_1608 = l_mut_909 - l_1586;
let l_1609 = abs(l_1608);
l_mut_1544 = f64(1.401298464324817e-45);
let l_1610 = l_1609 >= f64(1.1754943508222875e-38);
let l_1611 = l_1609 <= f64(1.7976931348623157e308);
let l_1612 = l_1610 && l_1611;
if l_1612 {
let l_1613 = bitcast<u64>(l_1609);
let l_1614 = l_1613 >> u32(bitcast<u64>(u64(52)));
let l_1615 = l_1614 - u64(23);
let l_1616 = l_1615 << u32(bitcast<u64>(u64(52)));
let l_1617 = bitcast<f64>(l_1616);
l_mut_1544 = l_1617;
}
let l_1618 = l_mut_909 + l_1586;
let l_1619 = abs(l_1618);
l_mut_48 = f64(1.401298464324817e-45);
let l_1620 = l_1619 >= f64(1.1754943508222875e-38);
let l_1621 = l_1619 <= f64(1.7976931348623157e308);
let l_1622 = l_1620 && l_1621;
if l_1622 {
let l_1623 = bitcast<u64>(l_1619);
let l_1624 = l_1623 >> u32(bitcast<u64>(u64(52)));
let l_1625 = l_1624 - u64(23);
let l_1626 = l_1625 << u32(bitcast<u64>(u64(52)));
let l_1627 = bitcast<f64>(l_1626);
l_mut_48 = l_1627;
}
let l_1628 = l_mut_1544 == l_mut_48;
let l_1629 = l_1607 && l_1628;
if l_1629 {
let l_1630 = l_221 * l_mut_77;
let l_1631 = abs(l_mut_77);
l_mut_1544 = f64(1.401298464324817e-45);
let l_1632 = l_1631 >= f64(1.1754943508222875e-38);
let l_1633 = l_1631 <= f64(1.7976931348623157e308);
let l_1634 = l_1632 && l_1633;
if l_1634 {
let l_1635 = bitcast<u64>(l_1631);
let l_1636 = l_1635 >> u32(bitcast<u64>(u64(52)));
let l_1637 = l_1636 - u64(23);
let l_1638 = l_1637 << u32(bitcast<u64>(u64(52)));
let l_1639 = bitcast<f64>(l_1638);
l_mut_1544 = l_1639;
}
let l_1640 = f64(0.5) * l_mut_1544;
l_mut_1544 = l_1630;
let l_1641 = l_1640 > l_1630;
if l_1641 {
l_mut_1544 = l_1640;
}
let l_1642 = l_221 * l_mut_909;
let l_1643 = abs(l_mut_909);
l_mut_48 = f64(1.401298464324817e-45);
let l_1644 = l_1643 >= f64(1.1754943508222875e-38);
let l_1645 = l_1643 <= f64(1.7976931348623157e308);
let l_1646 = l_1644 && l_1645;
if l_1646 {
let l_1647 = bitcast<u64>(l_1643);
let l_1648 = l_1647 >> u32(bitcast<u64>(u64(52)));
let l_1649 = l_1648 - u64(23);
let l_1650 = l_1649 << u32(bitcast<u64>(u64(52)));
let l_1651 = bitcast<f64>(l_1650);
l_mut_48 = l_1651;
}
let l_1652 = f64(0.5) * l_mut_48;
l_mut_48 = l_1642;
let l_1653 = l_1652 > l_1642;
if l_1653 {
l_mut_48 = l_1652;
}
let l_1654 = l_mut_77 - l_mut_1544;
let l_1655 = l_mut_909 + l_mut_48;
let l_1656 = bitcast<u32>(l_mut_25);
let l_1657 = l_1656 & u32(2147483647);
let l_1658 = bitcast<f32>(l_1657);
let l_1659 = f64(l_1658);
l_mut_1544 = l_1659;
let l_1660 = l_1657 < u32(8388608);
if l_1660 {
let l_1661 = f64(l_1657);
let l_1662 = l_1661 * f64(1.401298464324817e-45);
l_mut_1544 = l_1662;
}
let l_1663 = bitcast<u64>(l_mut_1544);
let l_1664 = l_1656 >> u32(31);
let l_1665 = u64(l_1664);
let l_1666 = l_1665 << u32(bitcast<u64>(u64(63)));
let l_1667 = l_1663 | l_1666;
let l_1668 = bitcast<f64>(l_1667);
let l_1669 = bitcast<u32>(l_mut_25);
let l_1670 = l_1669 + u32(1);
l_mut_249 = l_1670;
let l_1671 = l_1669 & u32(2147483647);
let l_1672 = l_1671 == u32(0);
if l_1672 {
l_mut_249 = u32(1);
} else {
let l_1673 = l_1669 & u32(2147483648);
let l_1674 = l_1673 != u32(0);
if l_1674 {
let l_1675 = l_1669 - u32(1);
l_mut_249 = l_1675;
} else {
let l_1676 = l_1669 == u32(2139095040);
if l_1676 {
l_mut_249 = l_1669;
}
}
}
let l_1677 = bitcast<f32>(l_mut_249);
let l_1678 = bitcast<u32>(l_1677);
let l_1679 = l_1678 & u32(2147483647);
let l_1680 = bitcast<f32>(l_1679);
let l_1681 = f64(l_1680);
l_mut_1544 = l_1681;
let l_1682 = l_1679 < u32(8388608);
if l_1682 {
let l_1683 = f64(l_1679);
let l_1684 = l_1683 * f64(1.401298464324817e-45);
l_mut_1544 = l_1684;
}
let l_1685 = bitcast<u64>(l_mut_1544);
let l_1686 = l_1678 >> u32(31);
let l_1687 = u64(l_1686);
let l_1688 = l_1687 << u32(bitcast<u64>(u64(63)));
let l_1689 = l_1685 | l_1688;
let l_1690 = bitcast<f64>(l_1689);
let l_1691 = bitcast<u32>(l_mut_25);
let l_1692 = l_1691 ^ u32(2147483648);
let l_1693 = bitcast<f32>(l_1692);
let l_1694 = bitcast<u32>(l_1693);
let l_1695 = l_1694 + u32(1);
l_mut_249 = l_1695;
let l_1696 = l_1694 & u32(2147483647);
let l_1697 = l_1696 == u32(0);
if l_1697 {
l_mut_249 = u32(1);
} else {
let l_1698 = l_1694 & u32(2147483648);
let l_1699 = l_1698 != u32(0);
if l_1699 {
let l_1700 = l_1694 - u32(1);
l_mut_249 = l_1700;
} else {
let l_1701 = l_1694 == u32(2139095040);
if l_1701 {
l_mut_249 = l_1694;
}
}
}
let l_1702 = bitcast<f32>(l_mut_249);
let l_1703 = bitcast<u32>(l_1702);
let l_1704 = l_1703 ^ u32(2147483648);
let l_1705 = bitcast<f32>(l_1704);
let l_1706 = bitcast<u32>(l_1705);
let l_1707 = l_1706 & u32(2147483647);
let l_1708 = bitcast<f32>(l_1707);
let l_1709 = f64(l_1708);
l_mut_1544 = l_1709;
let l_1710 = l_1707 < u32(8388608);
if l_1710 {
let l_1711 = f64(l_1707);
let l_1712 = l_1711 * f64(1.401298464324817e-45);
l_mut_1544 = l_1712;
}
let l_1713 = bitcast<u64>(l_mut_1544);
let l_1714 = l_1706 >> u32(31);
let l_1715 = u64(l_1714);
let l_1716 = l_1715 << u32(bitcast<u64>(u64(63)));
let l_1717 = l_1713 | l_1716;
let l_1718 = bitcast<f64>(l_1717);
let l_1719 = l_1654 + l_1585;
let l_1720 = l_1719 <= l_1668;
l_mut_350 = l_1720;
let l_1721 = l_1654 - l_1585;
let l_1722 = l_1721 > l_1668;
l_mut_347 = l_1722;
let l_1723 = l_1655 - l_1586;
let l_1724 = l_1723 >= l_1668;
l_mut_344 = l_1724;
let l_1725 = l_1655 + l_1586;
let l_1726 = l_1725 < l_1668;
l_mut_341 = l_1726;
l_mut_249 = u32(2);
let l_1727 = l_mut_347 || l_mut_341;
if l_1727 {
l_mut_249 = u32(1);
} else {
let l_1728 = l_mut_350 && l_mut_344;
if l_1728 {
l_mut_249 = u32(0);
}
}
let l_1729 = bitcast<u32>(l_mut_25);
let l_1730 = l_1729 & u32(2147483647);
let l_1731 = l_1730 == u32(0);
if l_1731 {
let l_1732 = l_1654 + l_1585;
let l_1733 = l_1732 < f64(1.1754943508222875e-38);
let l_1734 = l_1655 - l_1586;
let l_1735 = l_1734 > f64(-1.1754943508222875e-38);
let l_1736 = l_1733 && l_1735;
let l_1737 = l_1654 - l_1585;
let l_1738 = l_1737 < f64(1.1754943508222875e-38);
let l_1739 = l_1655 + l_1586;
let l_1740 = l_1739 > f64(-1.1754943508222875e-38);
let l_1741 = l_1738 && l_1740;
if l_1736 {
l_mut_249 = u32(0);
} else {
let l_1742 = l_mut_249 == u32(1);
let l_1743 = l_1741 && l_1742;
if l_1743 {
l_mut_249 = u32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
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
let l_1744 = a_232[u32(0)];
let l_1745 = l_1744 == u32(0);
if l_1745 {
l_mut_233 = u32(2);
}
a_10[l_mut_213] = l_mut_233;
let l_1746 = a_10[l_mut_213];
let l_1747 = l_1746 == u32(2);
if l_1747 {
l_mut_210 = bool(false);
}
}
}
let l_1748 = l_mut_112 == u32(4294967293);
if l_1748 {
let l_1749 = a_8[u32(0)];
let l_1750 = l_1749 + u32(1);
a_8[u32(0)] = l_1750;
} else {
if l_mut_210 {
l_mut_1544 = l_200;
let l_1751 = l_mut_1544 < f64(-17.0);
if l_1751 {
l_mut_1544 = f64(-17.0);
}
let l_1752 = l_mut_1544 > f64(17.0);
if l_1752 {
l_mut_1544 = f64(17.0);
}
let l_1753 = l_mut_1544 + f64(16.0);
let l_1754 = l_1753 + f64(1.0);
let l_1755 = u32(l_1754);
let l_1756 = u32(2) + l_1755;
let l_1757 = a_8[l_1756];
let l_1758 = l_1757 + u32(1);
a_8[l_1756] = l_1758;
let l_1759 = bitcast<u32>(l_mut_25);
let l_1760 = l_1759 & u32(2147483647);
let l_1761 = bitcast<f32>(l_1760);
let l_1762 = f64(l_1761);
l_mut_1544 = l_1762;
let l_1763 = l_1760 < u32(8388608);
if l_1763 {
let l_1764 = f64(l_1760);
let l_1765 = l_1764 * f64(1.401298464324817e-45);
l_mut_1544 = l_1765;
}
let l_1766 = bitcast<u64>(l_mut_1544);
let l_1767 = l_1759 >> u32(31);
let l_1768 = u64(l_1767);
let l_1769 = l_1768 << u32(bitcast<u64>(u64(63)));
let l_1770 = l_1766 | l_1769;
let l_1771 = bitcast<f64>(l_1770);
let l_1772 = abs(l_mut_31);
let l_1773 = l_mut_31 * f64(0.0);
let l_1774 = l_1773 + f64(7.1362384635298e44);
l_mut_1544 = l_1774;
let l_1775 = l_1772 >= f64(2.350988701644575e-38);
if l_1775 {
let l_1776 = l_mut_112 & u32(2147483647);
let l_1777 = bitcast<f32>(l_1776);
let l_1778 = f64(l_1777);
let l_1779 = l_1776 & u32(2139095040);
let l_1780 = bitcast<f32>(l_1779);
let l_1781 = f64(l_1780);
let l_1782 = l_1778 > l_1772;
let l_1783 = l_1776 & u32(8388607);
let l_1784 = l_1783 == u32(0);
let l_1785 = l_1782 && l_1784;
let l_1786 = l_1781 * f64(1.1920928955078125e-7);
let l_1787 = f64(l_1785);
let l_1788 = f64(0.5) * l_1787;
let l_1789 = f64(1.0) - l_1788;
let l_1790 = l_1786 * l_1789;
let l_1791 = f64(1.0) / l_1790;
l_mut_1544 = l_1791;
}
let l_1792 = l_1771 - l_mut_31;
let l_1793 = l_1792 * l_mut_1544;
let l_1794 = u32(2) * u32(0);
let l_1795 = u32(45) + l_1794;
let l_1796 = abs(l_1793);
let l_1797 = a_9[u32(0)];
let l_1798 = abs(l_1797);
let l_1799 = l_1796 > l_1798;
l_mut_350 = l_1799;
let l_1800 = u32(0) == u32(0);
if l_1800 {
let l_1801 = a_9[u32(0)];
let l_1802 = l_1793 < l_1801;
l_mut_350 = l_1802;
} else {
let l_1803 = u32(0) == u32(1);
if l_1803 {
let l_1804 = a_9[u32(0)];
let l_1805 = l_1793 > l_1804;
l_mut_350 = l_1805;
}
}
let l_1806 = a_8[l_1795];
let l_1807 = l_1806 == u32(4294967295);
let l_1808 = l_1807 || l_mut_350;
if l_1808 {
a_8[l_1795] = l_23;
let l_1809 = l_1795 + u32(1);
a_8[l_1809] = l_181;
a_9[u32(0)] = l_1793;
}
let l_1810 = u32(2) * u32(1);
let l_1811 = u32(45) + l_1810;
let l_1812 = abs(l_1793);
let l_1813 = a_9[u32(1)];
let l_1814 = abs(l_1813);
let l_1815 = l_1812 > l_1814;
l_mut_350 = l_1815;
let l_1816 = u32(1) == u32(0);
if l_1816 {
let l_1817 = a_9[u32(1)];
let l_1818 = l_1793 < l_1817;
l_mut_350 = l_1818;
} else {
let l_1819 = u32(1) == u32(1);
if l_1819 {
let l_1820 = a_9[u32(1)];
let l_1821 = l_1793 > l_1820;
l_mut_350 = l_1821;
}
}
let l_1822 = a_8[l_1811];
let l_1823 = l_1822 == u32(4294967295);
let l_1824 = l_1823 || l_mut_350;
if l_1824 {
a_8[l_1811] = l_23;
let l_1825 = l_1811 + u32(1);
a_8[l_1825] = l_181;
a_9[u32(1)] = l_1793;
}
let l_1826 = l_200 != f64(0.0);
if l_1826 {

for (var l_mut_1827: u32 = u32(0); l_mut_1827 < u32(8); l_mut_1827++) {
let l_1828 = a_10[l_mut_1827];
let l_1829 = l_1828 == u32(1);
if l_1829 {
let l_1830 = u32(37) + l_mut_1827;
let l_1831 = a_8[l_1830];
let l_1832 = l_1831 + u32(1);
a_8[l_1830] = l_1832;
let l_1833 = u32(2) + l_mut_1827;
let l_1834 = u32(2) * l_1833;
let l_1835 = u32(45) + l_1834;
let l_1836 = abs(l_1793);
let l_1837 = a_9[l_1833];
let l_1838 = abs(l_1837);
let l_1839 = l_1836 > l_1838;
l_mut_350 = l_1839;
let l_1840 = l_1833 == u32(0);
if l_1840 {
let l_1841 = a_9[l_1833];
let l_1842 = l_1793 < l_1841;
l_mut_350 = l_1842;
} else {
let l_1843 = l_1833 == u32(1);
if l_1843 {
let l_1844 = a_9[l_1833];
let l_1845 = l_1793 > l_1844;
l_mut_350 = l_1845;
}
}
let l_1846 = a_8[l_1835];
let l_1847 = l_1846 == u32(4294967295);
let l_1848 = l_1847 || l_mut_350;
if l_1848 {
a_8[l_1835] = l_23;
let l_1849 = l_1835 + u32(1);
a_8[l_1849] = l_181;
a_9[l_1833] = l_1793;
}
}
}
}
} else {
let l_1850 = a_8[u32(1)];
let l_1851 = l_2 + l_1850;
let l_1852 = l_1851 * u32(2);
let l_1944 = info.static_meta[u32(6)];
let l_1945 = l_1944 * u32(1);
let l_1946 = l_1852 < l_1945;
if l_1946 {
buffer_6_global[l_1852] = l_23;
}
let l_1853 = l_1852 + u32(1);
let l_1947 = info.static_meta[u32(6)];
let l_1948 = l_1947 * u32(1);
let l_1949 = l_1853 < l_1948;
if l_1949 {
buffer_6_global[l_1853] = l_181;
}
let l_1854 = a_8[u32(1)];
let l_1855 = l_1854 + u32(1);
a_8[u32(1)] = l_1855;
}
}
}

for (var l_mut_1856: u32 = u32(0); l_mut_1856 < u32(65); l_mut_1856++) {
let l_1857 = id * u32(65);
let l_1858 = l_1857 + l_mut_1856;
let l_1859 = a_8[l_mut_1856];
let l_1950 = info.static_meta[u32(4)];
let l_1951 = l_1950 * u32(1);
let l_1952 = l_1858 < l_1951;
if l_1952 {
buffer_4_global[l_1858] = l_1859;
}
}

for (var l_mut_1860: u32 = u32(0); l_mut_1860 < u32(10); l_mut_1860++) {
let l_1861 = id * u32(10);
let l_1862 = l_1861 + l_mut_1860;
let l_1863 = a_9[l_mut_1860];
let l_1953 = info.static_meta[u32(5)];
let l_1954 = l_1953 * u32(1);
let l_1955 = l_1862 < l_1954;
if l_1955 {
buffer_5_global[l_1862] = l_1863;
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
