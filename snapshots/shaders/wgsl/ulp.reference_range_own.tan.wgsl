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

var a_388: array<u32, 1>;

var a_961: array<u32, 1>;

var a_1602: array<f64, 2>;

var a_1943: array<f64, 2>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_101: bool;
var l_mut_1153: f64;
var l_mut_117: u64;
var l_mut_1394: f64;
var l_mut_146: u64;
var l_mut_158: u64;
var l_mut_161: i32;
var l_mut_216: f64;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_29: f64;
var l_mut_34: f64;
var l_mut_35: u32;
var l_mut_389: u32;
var l_mut_405: u32;
var l_mut_434: u32;
var l_mut_455: bool;
var l_mut_458: bool;
var l_mut_461: bool;
var l_mut_464: bool;
var l_mut_49: f64;
let l_0 = id == u32(0);
if l_0 {
let l_2167 = info.static_meta[u32(7)];
let l_2168 = l_2167 * u32(1);
let l_2169 = u32(0) < l_2168;
if l_2169 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_2153 = info.static_meta[u32(0)];
let l_2154 = l_2153 * u32(1);
let l_2155 = u32(1) < l_2154;
let l_2156 = l_2154 - u32(1);
let l_2157 = min(u32(1), l_2156);
let l_2158 = buffer_0_global[l_2157];
let l_2159 = select(u32(0), l_2158, l_2155);
let l_1 = l_2159;
let l_2 = id * l_1;
let l_2160 = info.static_meta[u32(0)];
let l_2161 = l_2160 * u32(1);
let l_2162 = u32(2) < l_2161;
let l_2163 = l_2161 - u32(1);
let l_2164 = min(u32(2), l_2163);
let l_2165 = buffer_0_global[l_2164];
let l_2166 = select(u32(0), l_2165, l_2162);
let l_3 = l_2166;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_2170 = info.static_meta[u32(0)];
let l_2171 = l_2170 * u32(1);
let l_2172 = u32(2) < l_2171;
let l_2173 = l_2171 - u32(1);
let l_2174 = min(u32(2), l_2173);
let l_2175 = buffer_0_global[l_2174];
let l_2176 = select(u32(0), l_2175, l_2172);
let l_6 = l_2176;
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
let l_2177 = info.static_meta[u32(0)];
let l_2178 = l_2177 * u32(1);
let l_2179 = u32(0) < l_2178;
let l_2180 = l_2178 - u32(1);
let l_2181 = min(u32(0), l_2180);
let l_2182 = buffer_0_global[l_2181];
let l_2183 = select(u32(0), l_2182, l_2179);
let l_19 = l_2183;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = tan(l_21);
l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = bitcast<u32>(l_21);
let l_27 = l_26 & u32(2147483647);
let l_28 = bitcast<f64>(u64(9221120237041090560));
l_mut_29 = l_28;
let l_30 = bitcast<f32>(l_27);
let l_31 = l_30 < f32(4.0);
if l_31 {
let l_32 = f64(l_21);
let l_33 = abs(l_32);
l_mut_34 = l_33;
l_mut_35 = u32(0);
let l_36 = l_33 >= f64(0.785);
if l_36 {
let l_37 = l_33 * f64(0.6366197723675814);
let l_38 = l_37 + f64(0.5);
let l_39 = floor(l_38);
let l_40 = l_39 * f64(1.570796325802803);
let l_41 = l_33 - l_40;
let l_42 = l_39 * f64(9.920935796805404e-10);
let l_43 = l_41 - l_42;
l_mut_34 = l_43;
let l_44 = u32(l_39);
l_mut_35 = l_44;
}
let l_45 = l_21 < f32(0.0);
let l_46 = l_mut_34 * l_mut_34;
let l_47 = l_46 * f64(1.9572941063391263e-20);
let l_48 = f64(8.22063524662433e-18) - l_47;
l_mut_49 = l_48;
let l_50 = l_mut_49 * l_46;
let l_51 = l_50 - f64(2.8114572543455206e-15);
l_mut_49 = l_51;
let l_52 = l_mut_49 * l_46;
let l_53 = l_52 + f64(7.647163731819816e-13);
l_mut_49 = l_53;
let l_54 = l_mut_49 * l_46;
let l_55 = l_54 - f64(1.6059043836821613e-10);
l_mut_49 = l_55;
let l_56 = l_mut_49 * l_46;
let l_57 = l_56 + f64(2.505210838544172e-8);
l_mut_49 = l_57;
let l_58 = l_mut_49 * l_46;
let l_59 = l_58 - f64(2.7557319223985893e-6);
l_mut_49 = l_59;
let l_60 = l_mut_49 * l_46;
let l_61 = l_60 + f64(0.0001984126984126984);
l_mut_49 = l_61;
let l_62 = l_mut_49 * l_46;
let l_63 = l_62 - f64(0.008333333333333333);
l_mut_49 = l_63;
let l_64 = l_mut_49 * l_46;
let l_65 = l_64 + f64(0.16666666666666666);
l_mut_49 = l_65;
let l_66 = f64(0.5) * l_46;
let l_67 = f64(1.0) - l_66;
let l_68 = f64(0.0) * l_67;
let l_69 = l_mut_34 * l_46;
let l_70 = l_69 * l_mut_49;
let l_71 = l_68 - l_70;
let l_72 = l_mut_34 + l_71;
let l_73 = l_mut_34 * l_mut_34;
let l_74 = l_73 * f64(4.110317623312165e-19);
let l_75 = l_74 - f64(1.5619206968586225e-16);
l_mut_49 = l_75;
let l_76 = l_mut_49 * l_73;
let l_77 = l_76 + f64(4.779477332387385e-14);
l_mut_49 = l_77;
let l_78 = l_mut_49 * l_73;
let l_79 = l_78 - f64(1.1470745597729725e-11);
l_mut_49 = l_79;
let l_80 = l_mut_49 * l_73;
let l_81 = l_80 + f64(2.08767569878681e-9);
l_mut_49 = l_81;
let l_82 = l_mut_49 * l_73;
let l_83 = l_82 - f64(2.755731922398589e-7);
l_mut_49 = l_83;
let l_84 = l_mut_49 * l_73;
let l_85 = l_84 + f64(2.48015873015873e-5);
l_mut_49 = l_85;
let l_86 = l_mut_49 * l_73;
let l_87 = l_86 - f64(0.001388888888888889);
l_mut_49 = l_87;
let l_88 = l_mut_49 * l_73;
let l_89 = l_88 + f64(0.041666666666666664);
l_mut_49 = l_89;
let l_90 = f64(0.5) * l_73;
let l_91 = f64(1.0) - l_90;
let l_92 = l_73 * l_73;
let l_93 = l_92 * l_mut_49;
let l_94 = f64(0.0) * l_mut_34;
let l_95 = l_93 - l_94;
let l_96 = l_91 + l_95;
let l_97 = l_mut_35 & u32(1);
let l_98 = l_97 == u32(1);
l_mut_49 = l_72;
let l_99 = l_mut_35 & u32(2);
let l_100 = l_99 != u32(0);
l_mut_101 = l_100;
let l_102 = l_72 / l_96;
l_mut_49 = l_102;
if l_98 {
let l_103 = l_96 / l_72;
l_mut_49 = l_103;
}
l_mut_101 = l_98;
let l_104 = bool(true) && l_45;
if l_104 {
let l_105 = !l_mut_101;
l_mut_101 = l_105;
}
if l_mut_101 {
let l_106 = -l_mut_49;
l_mut_49 = l_106;
}
l_mut_29 = l_mut_49;
} else {
let l_107 = l_27 < u32(2139095040);
if l_107 {
let l_108 = l_27 & u32(8388607);
let l_109 = l_108 | u32(8388608);
let l_110 = u64(l_109);
let l_111 = l_27 >> u32(23);
let l_112 = l_111 * u32(4);
let l_113 = l_112 + u32(3);
let l_2184 = info.static_meta[u32(3)];
let l_2185 = l_2184 * u32(1);
let l_2186 = l_113 < l_2185;
let l_2187 = l_2185 - u32(1);
let l_2188 = min(l_113, l_2187);
let l_2189 = buffer_3_global[l_2188];
let l_2190 = select(u32(0), l_2189, l_2186);
let l_114 = l_2190;
let l_115 = u64(l_114);
let l_116 = l_110 * l_115;
l_mut_117 = l_116;
let l_118 = l_mut_117 & u64(4294967295);
let l_119 = l_mut_117 >> u32(bitcast<u64>(u64(32)));
let l_120 = l_112 + u32(2);
let l_2191 = info.static_meta[u32(3)];
let l_2192 = l_2191 * u32(1);
let l_2193 = l_120 < l_2192;
let l_2194 = l_2192 - u32(1);
let l_2195 = min(l_120, l_2194);
let l_2196 = buffer_3_global[l_2195];
let l_2197 = select(u32(0), l_2196, l_2193);
let l_121 = l_2197;
let l_122 = u64(l_121);
let l_123 = l_110 * l_122;
let l_124 = l_119 + l_123;
l_mut_117 = l_124;
let l_125 = l_mut_117 & u64(4294967295);
let l_126 = l_mut_117 >> u32(bitcast<u64>(u64(32)));
let l_127 = l_112 + u32(1);
let l_2198 = info.static_meta[u32(3)];
let l_2199 = l_2198 * u32(1);
let l_2200 = l_127 < l_2199;
let l_2201 = l_2199 - u32(1);
let l_2202 = min(l_127, l_2201);
let l_2203 = buffer_3_global[l_2202];
let l_2204 = select(u32(0), l_2203, l_2200);
let l_128 = l_2204;
let l_129 = u64(l_128);
let l_130 = l_110 * l_129;
let l_131 = l_126 + l_130;
l_mut_117 = l_131;
let l_132 = l_mut_117 & u64(4294967295);
let l_133 = l_mut_117 >> u32(bitcast<u64>(u64(32)));
let l_2205 = info.static_meta[u32(3)];
let l_2206 = l_2205 * u32(1);
let l_2207 = l_112 < l_2206;
let l_2208 = l_2206 - u32(1);
let l_2209 = min(l_112, l_2208);
let l_2210 = buffer_3_global[l_2209];
let l_2211 = select(u32(0), l_2210, l_2207);
let l_134 = l_2211;
let l_135 = u64(l_134);
let l_136 = l_110 * l_135;
let l_137 = l_133 + l_136;
l_mut_117 = l_137;
let l_138 = l_mut_117 >> u32(bitcast<u64>(u64(29)));
let l_139 = l_138 & u64(3);
let l_140 = u32(bitcast<u64>(l_139));
l_mut_35 = l_140;
let l_141 = l_mut_117 & u64(536870911);
let l_142 = l_141 << u32(bitcast<u64>(u64(32)));
let l_143 = l_142 | l_132;
l_mut_117 = l_143;
let l_144 = l_125 << u32(bitcast<u64>(u64(32)));
let l_145 = l_144 | l_118;
l_mut_146 = l_145;
let l_147 = l_mut_117 >= u64(1152921504606846976);
if l_147 {
let l_148 = l_mut_35 + u32(1);
let l_149 = l_148 & u32(3);
l_mut_35 = l_149;
let l_150 = l_mut_146 != u64(0);
let l_151 = u64(l_150);
let l_152 = u64(0) - l_mut_146;
l_mut_146 = l_152;
let l_153 = u64(2305843009213693952) - l_mut_117;
let l_154 = l_153 - l_151;
l_mut_117 = l_154;
}
let l_155 = select(countLeadingZeros(u32(l_mut_146 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_146)), (l_mut_146 >> u32(32u)) == u64(0));
let l_156 = u64(l_155);
let l_157 = l_mut_146 << u32(bitcast<u64>(l_156));
l_mut_158 = l_157;
let l_159 = i32(l_155);
let l_160 = i32(0) - l_159;
l_mut_161 = l_160;
let l_162 = l_mut_117 != u64(0);
if l_162 {
let l_163 = select(countLeadingZeros(u32(l_mut_117 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_117)), (l_mut_117 >> u32(32u)) == u64(0));
let l_164 = u64(l_163);
let l_165 = l_mut_117 << u32(bitcast<u64>(l_164));
let l_166 = u32(64) - l_163;
let l_167 = u64(l_166);
let l_168 = l_mut_146 >> u32(bitcast<u64>(l_167));
let l_169 = l_165 | l_168;
l_mut_158 = l_169;
let l_170 = i32(l_163);
let l_171 = i32(64) - l_170;
l_mut_161 = l_171;
}
let l_172 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_mut_158 & u64(4294967295);
let l_174 = l_172 * u64(560513588);
let l_175 = l_173 * u64(3373259426);
let l_176 = l_173 * u64(560513588);
let l_177 = l_176 >> u32(bitcast<u64>(u64(32)));
let l_178 = l_174 & u64(4294967295);
let l_179 = l_177 + l_178;
let l_180 = l_175 & u64(4294967295);
let l_181 = l_179 + l_180;
let l_182 = l_172 * u64(3373259426);
let l_183 = l_174 >> u32(bitcast<u64>(u64(32)));
let l_184 = l_182 + l_183;
let l_185 = l_175 >> u32(bitcast<u64>(u64(32)));
let l_186 = l_184 + l_185;
let l_187 = l_181 >> u32(bitcast<u64>(u64(32)));
let l_188 = l_186 + l_187;
l_mut_158 = l_188;
let l_189 = l_mut_161 - i32(124);
l_mut_161 = l_189;
let l_190 = l_mut_158 < bitcast<u64>(i64(-9223372036854775807) - 1);
if l_190 {
let l_191 = l_mut_158 << u32(bitcast<u64>(u64(1)));
let l_192 = l_181 >> u32(bitcast<u64>(u64(31)));
let l_193 = l_192 & u64(1);
let l_194 = l_191 | l_193;
l_mut_158 = l_194;
l_mut_161 = l_mut_161 - i32(1);
}
let l_195 = l_mut_158 >> u32(bitcast<u64>(u64(11)));
let l_196 = f64(l_195);
let l_197 = l_mut_161 + i32(11);
let l_198 = l_197 + i32(1023);
let l_199 = u64(l_198);
let l_200 = l_199 << u32(bitcast<u64>(u64(52)));
let l_201 = bitcast<f64>(l_200);
let l_202 = l_196 * l_201;
l_mut_49 = l_202;
let l_203 = l_mut_158 & u64(2047);
let l_204 = f64(l_203);
let l_205 = l_mut_161 + i32(1023);
let l_206 = u64(l_205);
let l_207 = l_206 << u32(bitcast<u64>(u64(52)));
let l_208 = bitcast<f64>(l_207);
let l_209 = l_204 * l_208;
l_mut_34 = l_209;
if l_147 {
let l_210 = -l_mut_49;
l_mut_49 = l_210;
let l_211 = -l_mut_34;
l_mut_34 = l_211;
}
let l_212 = l_26 >= u32(2147483648);
let l_213 = l_mut_49 * l_mut_49;
let l_214 = l_213 * f64(1.9572941063391263e-20);
let l_215 = f64(8.22063524662433e-18) - l_214;
l_mut_216 = l_215;
let l_217 = l_mut_216 * l_213;
let l_218 = l_217 - f64(2.8114572543455206e-15);
l_mut_216 = l_218;
let l_219 = l_mut_216 * l_213;
let l_220 = l_219 + f64(7.647163731819816e-13);
l_mut_216 = l_220;
let l_221 = l_mut_216 * l_213;
let l_222 = l_221 - f64(1.6059043836821613e-10);
l_mut_216 = l_222;
let l_223 = l_mut_216 * l_213;
let l_224 = l_223 + f64(2.505210838544172e-8);
l_mut_216 = l_224;
let l_225 = l_mut_216 * l_213;
let l_226 = l_225 - f64(2.7557319223985893e-6);
l_mut_216 = l_226;
let l_227 = l_mut_216 * l_213;
let l_228 = l_227 + f64(0.0001984126984126984);
l_mut_216 = l_228;
let l_229 = l_mut_216 * l_213;
let l_230 = l_229 - f64(0.008333333333333333);
l_mut_216 = l_230;
let l_231 = l_mut_216 * l_213;
let l_232 = l_231 + f64(0.16666666666666666);
l_mut_216 = l_232;
let l_233 = f64(0.5) * l_213;
let l_234 = f64(1.0) - l_233;
let l_235 = l_mut_34 * l_234;
let l_236 = l_mut_49 * l_213;
let l_237 = l_236 * l_mut_216;
let l_238 = l_235 - l_237;
let l_239 = l_mut_49 + l_238;
let l_240 = l_mut_49 * l_mut_49;
let l_241 = l_240 * f64(4.110317623312165e-19);
let l_242 = l_241 - f64(1.5619206968586225e-16);
l_mut_216 = l_242;
let l_243 = l_mut_216 * l_240;
let l_244 = l_243 + f64(4.779477332387385e-14);
l_mut_216 = l_244;
let l_245 = l_mut_216 * l_240;
let l_246 = l_245 - f64(1.1470745597729725e-11);
l_mut_216 = l_246;
let l_247 = l_mut_216 * l_240;
let l_248 = l_247 + f64(2.08767569878681e-9);
l_mut_216 = l_248;
let l_249 = l_mut_216 * l_240;
let l_250 = l_249 - f64(2.755731922398589e-7);
l_mut_216 = l_250;
let l_251 = l_mut_216 * l_240;
let l_252 = l_251 + f64(2.48015873015873e-5);
l_mut_216 = l_252;
let l_253 = l_mut_216 * l_240;
let l_254 = l_253 - f64(0.001388888888888889);
l_mut_216 = l_254;
let l_255 = l_mut_216 * l_240;
let l_256 = l_255 + f64(0.041666666666666664);
l_mut_216 = l_256;
let l_257 = f64(0.5) * l_240;
let l_258 = f64(1.0) - l_257;
let l_259 = l_240 * l_240;
let l_260 = l_259 * l_mut_216;
let l_261 = l_mut_34 * l_mut_49;
let l_262 = l_260 - l_261;
let l_263 = l_258 + l_262;
let l_264 = l_mut_35 & u32(1);
let l_265 = l_264 == u32(1);
l_mut_216 = l_239;
let l_266 = l_mut_35 & u32(2);
let l_267 = l_266 != u32(0);
l_mut_101 = l_267;
let l_268 = l_239 / l_263;
l_mut_216 = l_268;
if l_265 {
let l_269 = l_263 / l_239;
l_mut_216 = l_269;
}
l_mut_101 = l_265;
let l_270 = bool(true) && l_212;
if l_270 {
let l_271 = !l_mut_101;
l_mut_101 = l_271;
}
if l_mut_101 {
let l_272 = -l_mut_216;
l_mut_216 = l_272;
}
l_mut_29 = l_mut_216;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = u32(4294967294);
let l_273 = bitcast<u32>(l_mut_22);
let l_274 = bitcast<u32>(l_21);
let l_275 = l_274 & u32(2139095040);
let l_276 = l_275 != u32(2139095040);
let l_277 = l_275 == u32(0);
let l_278 = bitcast<u32>(l_21);
let l_279 = l_278 & u32(8388607);
let l_280 = l_279 != u32(0);
let l_281 = l_277 && l_280;
let l_282 = abs(l_mut_25);
let l_283 = l_mut_25 < f64(0.0);
let l_284 = u32(l_283);
let l_285 = u32(2147483648) * l_284;
if l_281 {
} else {
let l_286 = is_nan_1_f64(l_mut_25);if l_286 {
let l_287 = l_273 & u32(2147483647);
let l_288 = l_287 > u32(2139095040);
if l_288 {
l_mut_35 = u32(4294967293);
}
} else {
let l_289 = l_282 >= f64(3.402823669209385e38);
let l_290 = !l_276;
let l_291 = l_282 == f64(0.0);
let l_292 = l_290 && l_291;
let l_293 = l_289 || l_292;
if l_293 {
let l_294 = l_282 >= f64(3.402823669209385e38);
let l_295 = u32(l_294);
let l_296 = u32(2139095040) * l_295;
let l_297 = l_296 | l_285;
let l_298 = l_273 == l_297;
let l_299 = l_273 | l_297;
let l_300 = l_299 & u32(2147483647);
let l_301 = l_300 == u32(0);
let l_302 = l_298 || l_301;
if l_302 {
l_mut_35 = u32(4294967293);
}
} else {
let l_303 = l_282 >= f64(2.350988701644575e-38);
let l_304 = l_276 && l_303;
let l_305 = l_282 < f64(3.4028234663852886e38);
let l_306 = l_304 && l_305;
if l_306 {
let l_307 = f32(l_282);
let l_308 = bitcast<u32>(l_307);
let l_309 = bitcast<f32>(l_308);
let l_310 = f64(l_309);
let l_311 = l_282 - l_310;
let l_312 = l_308 + u32(1);
let l_313 = l_311 < f64(0.0);
let l_314 = u32(l_313);
let l_315 = u32(2) * l_314;
let l_316 = l_312 - l_315;
let l_317 = bitcast<f32>(l_316);
let l_318 = f64(l_317);
let l_319 = l_318 - l_310;
let l_320 = abs(l_319);
let l_321 = l_320 * f64(0.5);
let l_322 = abs(l_311);
let l_323 = l_321 - l_322;
let l_324 = l_282 * f64(9.094947017729282e-13);
let l_325 = l_323 > l_324;
if l_325 {
let l_326 = l_308 | l_285;
l_mut_35 = l_326;
}
} else {
let l_327 = l_282 < f64(2.350988701644575e-38);
let l_328 = l_276 && l_327;
if l_328 {
let l_329 = l_282 * f64(7.1362384635298e44);
let l_330 = floor(l_329);
let l_331 = l_329 - l_330;
let l_332 = l_331 - f64(0.5);
let l_333 = abs(l_332);
let l_334 = l_329 * f64(9.094947017729282e-13);
let l_335 = l_333 > l_334;
if l_335 {
let l_336 = l_331 > f64(0.5);
let l_337 = f64(l_336);
let l_338 = l_330 + l_337;
let l_339 = u32(l_338);
let l_340 = l_339 | l_285;
l_mut_35 = l_340;
}
}
}
}
}
}
let l_341 = bitcast<u32>(l_mut_22);
let l_342 = l_341 & u32(2139095040);
let l_343 = l_342 != u32(2139095040);
let l_344 = l_341 & u32(2147483647);
let l_345 = l_344 == u32(0);
let l_346 = l_341 & u32(2147483647);
let l_347 = f64(l_346);
let l_348 = l_341 >> u32(31);
let l_349 = f64(l_348);
let l_350 = f64(2.0) * l_349;
let l_351 = f64(1.0) - l_350;
let l_352 = l_347 * l_351;
let l_353 = l_mut_35 & u32(2147483647);
let l_354 = f64(l_353);
let l_355 = l_mut_35 >> u32(31);
let l_356 = f64(l_355);
let l_357 = f64(2.0) * l_356;
let l_358 = f64(1.0) - l_357;
let l_359 = l_354 * l_358;
let l_360 = l_352 - l_359;
let l_361 = l_mut_35 < u32(4294967293);
let l_362 = l_360 == f64(0.0);
let l_363 = !l_345;
let l_364 = l_343 && l_363;
let l_365 = l_362 || l_364;
let l_366 = l_361 && l_365;
l_mut_101 = l_366;
let l_367 = l_360 != f64(0.0);
let l_368 = l_mut_101 && l_367;
if l_368 {

for (var l_mut_369: u32 = u32(0); l_mut_369 < u32(8); l_mut_369++) {
let l_370 = u32(2) * l_mut_369;
let l_2212 = info.static_meta[u32(1)];
let l_2213 = l_2212 * u32(1);
let l_2214 = l_370 < l_2213;
let l_2215 = l_2213 - u32(1);
let l_2216 = min(l_370, l_2215);
let l_2217 = buffer_1_global[l_2216];
let l_2218 = select(u32(0), l_2217, l_2214);
let l_371 = l_2218;
let l_372 = u32(2) * l_mut_369;
let l_373 = l_372 + u32(1);
let l_2219 = info.static_meta[u32(1)];
let l_2220 = l_2219 * u32(1);
let l_2221 = l_373 < l_2220;
let l_2222 = l_2220 - u32(1);
let l_2223 = min(l_373, l_2222);
let l_2224 = buffer_1_global[l_2223];
let l_2225 = select(u32(0), l_2224, l_2221);
let l_374 = l_2225;
let l_375 = l_374 != u32(0);
let l_376 = l_mut_369 * u32(4);
let l_2226 = info.static_meta[u32(2)];
let l_2227 = l_2226 * u32(1);
let l_2228 = l_376 < l_2227;
let l_2229 = l_2227 - u32(1);
let l_2230 = min(l_376, l_2229);
let l_2231 = buffer_2_global[l_2230];
let l_2232 = select(f64(0.0), l_2231, l_2228);
let l_377 = l_2232;
let l_378 = l_mut_369 * u32(4);
let l_379 = l_378 + u32(1);
let l_2233 = info.static_meta[u32(2)];
let l_2234 = l_2233 * u32(1);
let l_2235 = l_379 < l_2234;
let l_2236 = l_2234 - u32(1);
let l_2237 = min(l_379, l_2236);
let l_2238 = buffer_2_global[l_2237];
let l_2239 = select(f64(0.0), l_2238, l_2235);
let l_380 = l_2239;
let l_381 = l_mut_369 * u32(4);
let l_382 = l_381 + u32(2);
let l_2240 = info.static_meta[u32(2)];
let l_2241 = l_2240 * u32(1);
let l_2242 = l_382 < l_2241;
let l_2243 = l_2241 - u32(1);
let l_2244 = min(l_382, l_2243);
let l_2245 = buffer_2_global[l_2244];
let l_2246 = select(f64(0.0), l_2245, l_2242);
let l_383 = l_2246;
let l_384 = f64(l_21);
let l_385 = abs(l_384);
let l_386 = abs(l_mut_25);
let l_387 = l_386 * f64(1.4551915228366852e-11);
a_388[u32(0)] = u32(1);
l_mut_389 = u32(2);
let l_390 = l_371 == u32(0);
if l_390 {
l_mut_389 = u32(0);
} else {
let l_391 = l_371 == u32(1);
if l_391 {
l_mut_389 = u32(1);
let l_392 = abs(l_360);
let l_393 = l_392 <= l_377;
if l_393 {
l_mut_389 = u32(0);
}
} else {
let l_394 = l_371 == u32(2);
if l_394 {
let l_395 = abs(l_mut_25);
l_mut_216 = f64(1.401298464324817e-45);
let l_396 = l_395 >= f64(1.1754943508222875e-38);
let l_397 = l_395 <= f64(1.7976931348623157e308);
let l_398 = l_396 && l_397;
if l_398 {
let l_399 = bitcast<u64>(l_395);
let l_400 = l_399 >> u32(bitcast<u64>(u64(52)));
let l_401 = l_400 - u64(23);
let l_402 = l_401 << u32(bitcast<u64>(u64(52)));
let l_403 = bitcast<f64>(l_402);
l_mut_216 = l_403;
}
let l_404 = l_377 * l_mut_216;
l_mut_405 = u32(2);
let l_406 = l_mut_25 - l_387;
let l_407 = abs(l_406);
l_mut_216 = f64(1.401298464324817e-45);
let l_408 = l_407 >= f64(1.1754943508222875e-38);
let l_409 = l_407 <= f64(1.7976931348623157e308);
let l_410 = l_408 && l_409;
if l_410 {
let l_411 = bitcast<u64>(l_407);
let l_412 = l_411 >> u32(bitcast<u64>(u64(52)));
let l_413 = l_412 - u64(23);
let l_414 = l_413 << u32(bitcast<u64>(u64(52)));
let l_415 = bitcast<f64>(l_414);
l_mut_216 = l_415;
}
let l_416 = l_mut_25 + l_387;
let l_417 = abs(l_416);
l_mut_49 = f64(1.401298464324817e-45);
let l_418 = l_417 >= f64(1.1754943508222875e-38);
let l_419 = l_417 <= f64(1.7976931348623157e308);
let l_420 = l_418 && l_419;
if l_420 {
let l_421 = bitcast<u64>(l_417);
let l_422 = l_421 >> u32(bitcast<u64>(u64(52)));
let l_423 = l_422 - u64(23);
let l_424 = l_423 << u32(bitcast<u64>(u64(52)));
let l_425 = bitcast<f64>(l_424);
l_mut_49 = l_425;
}
let l_426 = l_mut_216 == l_mut_49;
if l_426 {
let l_427 = l_404 * f64(1.4551915228366852e-11);
let l_428 = l_387 + l_427;
let l_429 = l_mut_25 - l_404;
let l_430 = l_mut_25 + l_404;
let l_431 = f64(l_mut_22);
let l_432 = bitcast<u32>(l_mut_22);
let l_433 = l_432 + u32(1);
l_mut_434 = l_433;
let l_435 = l_432 & u32(2147483647);
let l_436 = l_435 == u32(0);
if l_436 {
l_mut_434 = u32(1);
} else {
let l_437 = l_432 & u32(2147483648);
let l_438 = l_437 != u32(0);
if l_438 {
let l_439 = l_432 - u32(1);
l_mut_434 = l_439;
}
}
let l_440 = bitcast<f32>(l_mut_434);
let l_441 = f64(l_440);
let l_442 = -l_mut_22;
let l_443 = bitcast<u32>(l_442);
let l_444 = l_443 + u32(1);
l_mut_434 = l_444;
let l_445 = l_443 & u32(2147483647);
let l_446 = l_445 == u32(0);
if l_446 {
l_mut_434 = u32(1);
} else {
let l_447 = l_443 & u32(2147483648);
let l_448 = l_447 != u32(0);
if l_448 {
let l_449 = l_443 - u32(1);
l_mut_434 = l_449;
}
}
let l_450 = bitcast<f32>(l_mut_434);
let l_451 = -l_450;
let l_452 = f64(l_451);
let l_453 = l_429 + l_428;
let l_454 = l_453 <= l_431;
l_mut_455 = l_454;
let l_456 = l_429 - l_428;
let l_457 = l_456 > l_431;
l_mut_458 = l_457;
let l_459 = l_430 - l_428;
let l_460 = l_459 >= l_431;
l_mut_461 = l_460;
let l_462 = l_430 + l_428;
let l_463 = l_462 < l_431;
l_mut_464 = l_463;
if l_375 {
let l_465 = l_429 + l_428;
let l_466 = l_465 < l_441;
l_mut_455 = l_466;
let l_467 = l_429 - l_428;
let l_468 = l_467 >= l_441;
l_mut_458 = l_468;
let l_469 = l_430 - l_428;
let l_470 = l_469 > l_452;
l_mut_461 = l_470;
let l_471 = l_430 + l_428;
let l_472 = l_471 <= l_452;
l_mut_464 = l_472;
}
l_mut_434 = u32(2);
let l_473 = l_mut_458 || l_mut_464;
if l_473 {
l_mut_434 = u32(1);
} else {
let l_474 = l_mut_455 && l_mut_461;
if l_474 {
l_mut_434 = u32(0);
}
}
l_mut_405 = l_mut_434;
}
l_mut_389 = l_mut_405;
} else {
let l_475 = l_371 == u32(3);
if l_475 {
l_mut_389 = u32(0);
let l_476 = l_385 >= f64(1.1754943508222875e-38);
let l_477 = l_385 <= f64(8.507059173023462e37);
let l_478 = l_476 && l_477;
if l_478 {
let l_479 = abs(l_mut_25);
l_mut_216 = f64(1.401298464324817e-45);
let l_480 = l_479 >= f64(1.1754943508222875e-38);
let l_481 = l_479 <= f64(1.7976931348623157e308);
let l_482 = l_480 && l_481;
if l_482 {
let l_483 = bitcast<u64>(l_479);
let l_484 = l_483 >> u32(bitcast<u64>(u64(52)));
let l_485 = l_484 - u64(23);
let l_486 = l_485 << u32(bitcast<u64>(u64(52)));
let l_487 = bitcast<f64>(l_486);
l_mut_216 = l_487;
}
let l_488 = l_377 * l_mut_216;
l_mut_434 = u32(2);
let l_489 = l_mut_25 - l_387;
let l_490 = abs(l_489);
l_mut_216 = f64(1.401298464324817e-45);
let l_491 = l_490 >= f64(1.1754943508222875e-38);
let l_492 = l_490 <= f64(1.7976931348623157e308);
let l_493 = l_491 && l_492;
if l_493 {
let l_494 = bitcast<u64>(l_490);
let l_495 = l_494 >> u32(bitcast<u64>(u64(52)));
let l_496 = l_495 - u64(23);
let l_497 = l_496 << u32(bitcast<u64>(u64(52)));
let l_498 = bitcast<f64>(l_497);
l_mut_216 = l_498;
}
let l_499 = l_mut_25 + l_387;
let l_500 = abs(l_499);
l_mut_49 = f64(1.401298464324817e-45);
let l_501 = l_500 >= f64(1.1754943508222875e-38);
let l_502 = l_500 <= f64(1.7976931348623157e308);
let l_503 = l_501 && l_502;
if l_503 {
let l_504 = bitcast<u64>(l_500);
let l_505 = l_504 >> u32(bitcast<u64>(u64(52)));
let l_506 = l_505 - u64(23);
let l_507 = l_506 << u32(bitcast<u64>(u64(52)));
let l_508 = bitcast<f64>(l_507);
l_mut_49 = l_508;
}
let l_509 = l_mut_216 == l_mut_49;
if l_509 {
let l_510 = l_488 * f64(1.4551915228366852e-11);
let l_511 = l_387 + l_510;
let l_512 = l_mut_25 - l_488;
let l_513 = l_mut_25 + l_488;
let l_514 = f64(l_mut_22);
let l_515 = bitcast<u32>(l_mut_22);
let l_516 = l_515 + u32(1);
l_mut_405 = l_516;
let l_517 = l_515 & u32(2147483647);
let l_518 = l_517 == u32(0);
if l_518 {
l_mut_405 = u32(1);
} else {
let l_519 = l_515 & u32(2147483648);
let l_520 = l_519 != u32(0);
if l_520 {
let l_521 = l_515 - u32(1);
l_mut_405 = l_521;
}
}
let l_522 = bitcast<f32>(l_mut_405);
let l_523 = f64(l_522);
let l_524 = -l_mut_22;
let l_525 = bitcast<u32>(l_524);
let l_526 = l_525 + u32(1);
l_mut_405 = l_526;
let l_527 = l_525 & u32(2147483647);
let l_528 = l_527 == u32(0);
if l_528 {
l_mut_405 = u32(1);
} else {
let l_529 = l_525 & u32(2147483648);
let l_530 = l_529 != u32(0);
if l_530 {
let l_531 = l_525 - u32(1);
l_mut_405 = l_531;
}
}
let l_532 = bitcast<f32>(l_mut_405);
let l_533 = -l_532;
let l_534 = f64(l_533);
let l_535 = l_512 + l_511;
let l_536 = l_535 <= l_514;
l_mut_464 = l_536;
let l_537 = l_512 - l_511;
let l_538 = l_537 > l_514;
l_mut_461 = l_538;
let l_539 = l_513 - l_511;
let l_540 = l_539 >= l_514;
l_mut_458 = l_540;
let l_541 = l_513 + l_511;
let l_542 = l_541 < l_514;
l_mut_455 = l_542;
if l_375 {
let l_543 = l_512 + l_511;
let l_544 = l_543 < l_523;
l_mut_464 = l_544;
let l_545 = l_512 - l_511;
let l_546 = l_545 >= l_523;
l_mut_461 = l_546;
let l_547 = l_513 - l_511;
let l_548 = l_547 > l_534;
l_mut_458 = l_548;
let l_549 = l_513 + l_511;
let l_550 = l_549 <= l_534;
l_mut_455 = l_550;
}
l_mut_405 = u32(2);
let l_551 = l_mut_461 || l_mut_455;
if l_551 {
l_mut_405 = u32(1);
} else {
let l_552 = l_mut_464 && l_mut_458;
if l_552 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
}
} else {
let l_553 = l_371 == u32(4);
if l_553 {
let l_554 = l_380 * l_385;
let l_555 = l_377 + l_554;
let l_556 = abs(l_mut_25);
l_mut_216 = f64(1.401298464324817e-45);
let l_557 = l_556 >= f64(1.1754943508222875e-38);
let l_558 = l_556 <= f64(1.7976931348623157e308);
let l_559 = l_557 && l_558;
if l_559 {
let l_560 = bitcast<u64>(l_556);
let l_561 = l_560 >> u32(bitcast<u64>(u64(52)));
let l_562 = l_561 - u64(23);
let l_563 = l_562 << u32(bitcast<u64>(u64(52)));
let l_564 = bitcast<f64>(l_563);
l_mut_216 = l_564;
}
let l_565 = l_555 * l_mut_216;
l_mut_434 = u32(2);
let l_566 = l_mut_25 - l_387;
let l_567 = abs(l_566);
l_mut_216 = f64(1.401298464324817e-45);
let l_568 = l_567 >= f64(1.1754943508222875e-38);
let l_569 = l_567 <= f64(1.7976931348623157e308);
let l_570 = l_568 && l_569;
if l_570 {
let l_571 = bitcast<u64>(l_567);
let l_572 = l_571 >> u32(bitcast<u64>(u64(52)));
let l_573 = l_572 - u64(23);
let l_574 = l_573 << u32(bitcast<u64>(u64(52)));
let l_575 = bitcast<f64>(l_574);
l_mut_216 = l_575;
}
let l_576 = l_mut_25 + l_387;
let l_577 = abs(l_576);
l_mut_49 = f64(1.401298464324817e-45);
let l_578 = l_577 >= f64(1.1754943508222875e-38);
let l_579 = l_577 <= f64(1.7976931348623157e308);
let l_580 = l_578 && l_579;
if l_580 {
let l_581 = bitcast<u64>(l_577);
let l_582 = l_581 >> u32(bitcast<u64>(u64(52)));
let l_583 = l_582 - u64(23);
let l_584 = l_583 << u32(bitcast<u64>(u64(52)));
let l_585 = bitcast<f64>(l_584);
l_mut_49 = l_585;
}
let l_586 = l_mut_216 == l_mut_49;
if l_586 {
let l_587 = l_565 * f64(1.4551915228366852e-11);
let l_588 = l_387 + l_587;
let l_589 = l_mut_25 - l_565;
let l_590 = l_mut_25 + l_565;
let l_591 = f64(l_mut_22);
let l_592 = bitcast<u32>(l_mut_22);
let l_593 = l_592 + u32(1);
l_mut_405 = l_593;
let l_594 = l_592 & u32(2147483647);
let l_595 = l_594 == u32(0);
if l_595 {
l_mut_405 = u32(1);
} else {
let l_596 = l_592 & u32(2147483648);
let l_597 = l_596 != u32(0);
if l_597 {
let l_598 = l_592 - u32(1);
l_mut_405 = l_598;
}
}
let l_599 = bitcast<f32>(l_mut_405);
let l_600 = f64(l_599);
let l_601 = -l_mut_22;
let l_602 = bitcast<u32>(l_601);
let l_603 = l_602 + u32(1);
l_mut_405 = l_603;
let l_604 = l_602 & u32(2147483647);
let l_605 = l_604 == u32(0);
if l_605 {
l_mut_405 = u32(1);
} else {
let l_606 = l_602 & u32(2147483648);
let l_607 = l_606 != u32(0);
if l_607 {
let l_608 = l_602 - u32(1);
l_mut_405 = l_608;
}
}
let l_609 = bitcast<f32>(l_mut_405);
let l_610 = -l_609;
let l_611 = f64(l_610);
let l_612 = l_589 + l_588;
let l_613 = l_612 <= l_591;
l_mut_464 = l_613;
let l_614 = l_589 - l_588;
let l_615 = l_614 > l_591;
l_mut_461 = l_615;
let l_616 = l_590 - l_588;
let l_617 = l_616 >= l_591;
l_mut_458 = l_617;
let l_618 = l_590 + l_588;
let l_619 = l_618 < l_591;
l_mut_455 = l_619;
if l_375 {
let l_620 = l_589 + l_588;
let l_621 = l_620 < l_600;
l_mut_464 = l_621;
let l_622 = l_589 - l_588;
let l_623 = l_622 >= l_600;
l_mut_461 = l_623;
let l_624 = l_590 - l_588;
let l_625 = l_624 > l_611;
l_mut_458 = l_625;
let l_626 = l_590 + l_588;
let l_627 = l_626 <= l_611;
l_mut_455 = l_627;
}
l_mut_405 = u32(2);
let l_628 = l_mut_461 || l_mut_455;
if l_628 {
l_mut_405 = u32(1);
} else {
let l_629 = l_mut_464 && l_mut_458;
if l_629 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
} else {
let l_630 = l_371 == u32(5);
if l_630 {
let l_631 = f64(2.0) * l_384;
let l_632 = abs(l_631);
let l_633 = floor(l_632);
let l_634 = f64(3.0) + l_633;
let l_635 = abs(l_mut_25);
l_mut_216 = f64(1.401298464324817e-45);
let l_636 = l_635 >= f64(1.1754943508222875e-38);
let l_637 = l_635 <= f64(1.7976931348623157e308);
let l_638 = l_636 && l_637;
if l_638 {
let l_639 = bitcast<u64>(l_635);
let l_640 = l_639 >> u32(bitcast<u64>(u64(52)));
let l_641 = l_640 - u64(23);
let l_642 = l_641 << u32(bitcast<u64>(u64(52)));
let l_643 = bitcast<f64>(l_642);
l_mut_216 = l_643;
}
let l_644 = l_634 * l_mut_216;
l_mut_434 = u32(2);
let l_645 = l_mut_25 - l_387;
let l_646 = abs(l_645);
l_mut_216 = f64(1.401298464324817e-45);
let l_647 = l_646 >= f64(1.1754943508222875e-38);
let l_648 = l_646 <= f64(1.7976931348623157e308);
let l_649 = l_647 && l_648;
if l_649 {
let l_650 = bitcast<u64>(l_646);
let l_651 = l_650 >> u32(bitcast<u64>(u64(52)));
let l_652 = l_651 - u64(23);
let l_653 = l_652 << u32(bitcast<u64>(u64(52)));
let l_654 = bitcast<f64>(l_653);
l_mut_216 = l_654;
}
let l_655 = l_mut_25 + l_387;
let l_656 = abs(l_655);
l_mut_49 = f64(1.401298464324817e-45);
let l_657 = l_656 >= f64(1.1754943508222875e-38);
let l_658 = l_656 <= f64(1.7976931348623157e308);
let l_659 = l_657 && l_658;
if l_659 {
let l_660 = bitcast<u64>(l_656);
let l_661 = l_660 >> u32(bitcast<u64>(u64(52)));
let l_662 = l_661 - u64(23);
let l_663 = l_662 << u32(bitcast<u64>(u64(52)));
let l_664 = bitcast<f64>(l_663);
l_mut_49 = l_664;
}
let l_665 = l_mut_216 == l_mut_49;
if l_665 {
let l_666 = l_644 * f64(1.4551915228366852e-11);
let l_667 = l_387 + l_666;
let l_668 = l_mut_25 - l_644;
let l_669 = l_mut_25 + l_644;
let l_670 = f64(l_mut_22);
let l_671 = bitcast<u32>(l_mut_22);
let l_672 = l_671 + u32(1);
l_mut_405 = l_672;
let l_673 = l_671 & u32(2147483647);
let l_674 = l_673 == u32(0);
if l_674 {
l_mut_405 = u32(1);
} else {
let l_675 = l_671 & u32(2147483648);
let l_676 = l_675 != u32(0);
if l_676 {
let l_677 = l_671 - u32(1);
l_mut_405 = l_677;
}
}
let l_678 = bitcast<f32>(l_mut_405);
let l_679 = f64(l_678);
let l_680 = -l_mut_22;
let l_681 = bitcast<u32>(l_680);
let l_682 = l_681 + u32(1);
l_mut_405 = l_682;
let l_683 = l_681 & u32(2147483647);
let l_684 = l_683 == u32(0);
if l_684 {
l_mut_405 = u32(1);
} else {
let l_685 = l_681 & u32(2147483648);
let l_686 = l_685 != u32(0);
if l_686 {
let l_687 = l_681 - u32(1);
l_mut_405 = l_687;
}
}
let l_688 = bitcast<f32>(l_mut_405);
let l_689 = -l_688;
let l_690 = f64(l_689);
let l_691 = l_668 + l_667;
let l_692 = l_691 <= l_670;
l_mut_464 = l_692;
let l_693 = l_668 - l_667;
let l_694 = l_693 > l_670;
l_mut_461 = l_694;
let l_695 = l_669 - l_667;
let l_696 = l_695 >= l_670;
l_mut_458 = l_696;
let l_697 = l_669 + l_667;
let l_698 = l_697 < l_670;
l_mut_455 = l_698;
if l_375 {
let l_699 = l_668 + l_667;
let l_700 = l_699 < l_679;
l_mut_464 = l_700;
let l_701 = l_668 - l_667;
let l_702 = l_701 >= l_679;
l_mut_461 = l_702;
let l_703 = l_669 - l_667;
let l_704 = l_703 > l_690;
l_mut_458 = l_704;
let l_705 = l_669 + l_667;
let l_706 = l_705 <= l_690;
l_mut_455 = l_706;
}
l_mut_405 = u32(2);
let l_707 = l_mut_461 || l_mut_455;
if l_707 {
l_mut_405 = u32(1);
} else {
let l_708 = l_mut_464 && l_mut_458;
if l_708 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
} else {
let l_709 = l_371 == u32(6);
if l_709 {
l_mut_389 = u32(0);
let l_710 = l_385 <= l_380;
if l_710 {
let l_711 = l_377 * f64(1.4551915228366852e-11);
let l_712 = l_387 + l_711;
let l_713 = l_mut_25 - l_377;
let l_714 = l_mut_25 + l_377;
let l_715 = f64(l_mut_22);
let l_716 = bitcast<u32>(l_mut_22);
let l_717 = l_716 + u32(1);
l_mut_434 = l_717;
let l_718 = l_716 & u32(2147483647);
let l_719 = l_718 == u32(0);
if l_719 {
l_mut_434 = u32(1);
} else {
let l_720 = l_716 & u32(2147483648);
let l_721 = l_720 != u32(0);
if l_721 {
let l_722 = l_716 - u32(1);
l_mut_434 = l_722;
}
}
let l_723 = bitcast<f32>(l_mut_434);
let l_724 = f64(l_723);
let l_725 = -l_mut_22;
let l_726 = bitcast<u32>(l_725);
let l_727 = l_726 + u32(1);
l_mut_434 = l_727;
let l_728 = l_726 & u32(2147483647);
let l_729 = l_728 == u32(0);
if l_729 {
l_mut_434 = u32(1);
} else {
let l_730 = l_726 & u32(2147483648);
let l_731 = l_730 != u32(0);
if l_731 {
let l_732 = l_726 - u32(1);
l_mut_434 = l_732;
}
}
let l_733 = bitcast<f32>(l_mut_434);
let l_734 = -l_733;
let l_735 = f64(l_734);
let l_736 = l_713 + l_712;
let l_737 = l_736 <= l_715;
l_mut_464 = l_737;
let l_738 = l_713 - l_712;
let l_739 = l_738 > l_715;
l_mut_461 = l_739;
let l_740 = l_714 - l_712;
let l_741 = l_740 >= l_715;
l_mut_458 = l_741;
let l_742 = l_714 + l_712;
let l_743 = l_742 < l_715;
l_mut_455 = l_743;
if l_375 {
let l_744 = l_713 + l_712;
let l_745 = l_744 < l_724;
l_mut_464 = l_745;
let l_746 = l_713 - l_712;
let l_747 = l_746 >= l_724;
l_mut_461 = l_747;
let l_748 = l_714 - l_712;
let l_749 = l_748 > l_735;
l_mut_458 = l_749;
let l_750 = l_714 + l_712;
let l_751 = l_750 <= l_735;
l_mut_455 = l_751;
}
l_mut_434 = u32(2);
let l_752 = l_mut_461 || l_mut_455;
if l_752 {
l_mut_434 = u32(1);
} else {
let l_753 = l_mut_464 && l_mut_458;
if l_753 {
l_mut_434 = u32(0);
}
}
l_mut_389 = l_mut_434;
}
} else {
let l_754 = l_371 == u32(7);
if l_754 {
let l_755 = abs(l_mut_25);
let l_756 = l_377 * l_755;
l_mut_216 = l_756;
let l_757 = abs(l_mut_25);
l_mut_49 = f64(1.401298464324817e-45);
let l_758 = l_757 >= f64(1.1754943508222875e-38);
let l_759 = l_757 <= f64(1.7976931348623157e308);
let l_760 = l_758 && l_759;
if l_760 {
let l_761 = bitcast<u64>(l_757);
let l_762 = l_761 >> u32(bitcast<u64>(u64(52)));
let l_763 = l_762 - u64(23);
let l_764 = l_763 << u32(bitcast<u64>(u64(52)));
let l_765 = bitcast<f64>(l_764);
l_mut_49 = l_765;
}
let l_766 = f64(0.5) * l_mut_49;
let l_767 = l_766 > l_mut_216;
if l_767 {
l_mut_216 = l_766;
}
let l_768 = l_mut_25 - l_387;
let l_769 = abs(l_768);
l_mut_49 = f64(1.401298464324817e-45);
let l_770 = l_769 >= f64(1.1754943508222875e-38);
let l_771 = l_769 <= f64(1.7976931348623157e308);
let l_772 = l_770 && l_771;
if l_772 {
let l_773 = bitcast<u64>(l_769);
let l_774 = l_773 >> u32(bitcast<u64>(u64(52)));
let l_775 = l_774 - u64(23);
let l_776 = l_775 << u32(bitcast<u64>(u64(52)));
let l_777 = bitcast<f64>(l_776);
l_mut_49 = l_777;
}
let l_778 = l_mut_25 + l_387;
let l_779 = abs(l_778);
l_mut_34 = f64(1.401298464324817e-45);
let l_780 = l_779 >= f64(1.1754943508222875e-38);
let l_781 = l_779 <= f64(1.7976931348623157e308);
let l_782 = l_780 && l_781;
if l_782 {
let l_783 = bitcast<u64>(l_779);
let l_784 = l_783 >> u32(bitcast<u64>(u64(52)));
let l_785 = l_784 - u64(23);
let l_786 = l_785 << u32(bitcast<u64>(u64(52)));
let l_787 = bitcast<f64>(l_786);
l_mut_34 = l_787;
}
let l_788 = l_mut_49 == l_mut_34;
if l_788 {
let l_789 = l_377 * l_387;
let l_790 = l_387 + l_789;
let l_791 = l_mut_216 * f64(1.4551915228366852e-11);
let l_792 = l_790 + l_791;
let l_793 = l_mut_25 - l_mut_216;
let l_794 = l_mut_25 + l_mut_216;
let l_795 = f64(l_mut_22);
let l_796 = bitcast<u32>(l_mut_22);
let l_797 = l_796 + u32(1);
l_mut_434 = l_797;
let l_798 = l_796 & u32(2147483647);
let l_799 = l_798 == u32(0);
if l_799 {
l_mut_434 = u32(1);
} else {
let l_800 = l_796 & u32(2147483648);
let l_801 = l_800 != u32(0);
if l_801 {
let l_802 = l_796 - u32(1);
l_mut_434 = l_802;
}
}
let l_803 = bitcast<f32>(l_mut_434);
let l_804 = f64(l_803);
let l_805 = -l_mut_22;
let l_806 = bitcast<u32>(l_805);
let l_807 = l_806 + u32(1);
l_mut_434 = l_807;
let l_808 = l_806 & u32(2147483647);
let l_809 = l_808 == u32(0);
if l_809 {
l_mut_434 = u32(1);
} else {
let l_810 = l_806 & u32(2147483648);
let l_811 = l_810 != u32(0);
if l_811 {
let l_812 = l_806 - u32(1);
l_mut_434 = l_812;
}
}
let l_813 = bitcast<f32>(l_mut_434);
let l_814 = -l_813;
let l_815 = f64(l_814);
let l_816 = l_793 + l_792;
let l_817 = l_816 <= l_795;
l_mut_464 = l_817;
let l_818 = l_793 - l_792;
let l_819 = l_818 > l_795;
l_mut_461 = l_819;
let l_820 = l_794 - l_792;
let l_821 = l_820 >= l_795;
l_mut_458 = l_821;
let l_822 = l_794 + l_792;
let l_823 = l_822 < l_795;
l_mut_455 = l_823;
if l_375 {
let l_824 = l_793 + l_792;
let l_825 = l_824 < l_804;
l_mut_464 = l_825;
let l_826 = l_793 - l_792;
let l_827 = l_826 >= l_804;
l_mut_461 = l_827;
let l_828 = l_794 - l_792;
let l_829 = l_828 > l_815;
l_mut_458 = l_829;
let l_830 = l_794 + l_792;
let l_831 = l_830 <= l_815;
l_mut_455 = l_831;
}
l_mut_434 = u32(2);
let l_832 = l_mut_461 || l_mut_455;
if l_832 {
l_mut_434 = u32(1);
} else {
let l_833 = l_mut_464 && l_mut_458;
if l_833 {
l_mut_434 = u32(0);
}
}
l_mut_389 = l_mut_434;
}
} else {
let l_834 = l_371 == u32(8);
if l_834 {
let l_835 = l_384 >= f64(0.5);
let l_836 = l_384 <= f64(2.0);
let l_837 = l_835 && l_836;
if l_837 {
let l_838 = l_377 * f64(1.4551915228366852e-11);
let l_839 = l_387 + l_838;
let l_840 = l_mut_25 - l_377;
let l_841 = l_mut_25 + l_377;
let l_842 = f64(l_mut_22);
let l_843 = bitcast<u32>(l_mut_22);
let l_844 = l_843 + u32(1);
l_mut_434 = l_844;
let l_845 = l_843 & u32(2147483647);
let l_846 = l_845 == u32(0);
if l_846 {
l_mut_434 = u32(1);
} else {
let l_847 = l_843 & u32(2147483648);
let l_848 = l_847 != u32(0);
if l_848 {
let l_849 = l_843 - u32(1);
l_mut_434 = l_849;
}
}
let l_850 = bitcast<f32>(l_mut_434);
let l_851 = f64(l_850);
let l_852 = -l_mut_22;
let l_853 = bitcast<u32>(l_852);
let l_854 = l_853 + u32(1);
l_mut_434 = l_854;
let l_855 = l_853 & u32(2147483647);
let l_856 = l_855 == u32(0);
if l_856 {
l_mut_434 = u32(1);
} else {
let l_857 = l_853 & u32(2147483648);
let l_858 = l_857 != u32(0);
if l_858 {
let l_859 = l_853 - u32(1);
l_mut_434 = l_859;
}
}
let l_860 = bitcast<f32>(l_mut_434);
let l_861 = -l_860;
let l_862 = f64(l_861);
let l_863 = l_840 + l_839;
let l_864 = l_863 <= l_842;
l_mut_464 = l_864;
let l_865 = l_840 - l_839;
let l_866 = l_865 > l_842;
l_mut_461 = l_866;
let l_867 = l_841 - l_839;
let l_868 = l_867 >= l_842;
l_mut_458 = l_868;
let l_869 = l_841 + l_839;
let l_870 = l_869 < l_842;
l_mut_455 = l_870;
if l_375 {
let l_871 = l_840 + l_839;
let l_872 = l_871 < l_851;
l_mut_464 = l_872;
let l_873 = l_840 - l_839;
let l_874 = l_873 >= l_851;
l_mut_461 = l_874;
let l_875 = l_841 - l_839;
let l_876 = l_875 > l_862;
l_mut_458 = l_876;
let l_877 = l_841 + l_839;
let l_878 = l_877 <= l_862;
l_mut_455 = l_878;
}
l_mut_434 = u32(2);
let l_879 = l_mut_461 || l_mut_455;
if l_879 {
l_mut_434 = u32(1);
} else {
let l_880 = l_mut_464 && l_mut_458;
if l_880 {
l_mut_434 = u32(0);
}
}
l_mut_389 = l_mut_434;
} else {
let l_881 = abs(l_mut_25);
l_mut_216 = f64(1.401298464324817e-45);
let l_882 = l_881 >= f64(1.1754943508222875e-38);
let l_883 = l_881 <= f64(1.7976931348623157e308);
let l_884 = l_882 && l_883;
if l_884 {
let l_885 = bitcast<u64>(l_881);
let l_886 = l_885 >> u32(bitcast<u64>(u64(52)));
let l_887 = l_886 - u64(23);
let l_888 = l_887 << u32(bitcast<u64>(u64(52)));
let l_889 = bitcast<f64>(l_888);
l_mut_216 = l_889;
}
let l_890 = l_380 * l_mut_216;
l_mut_434 = u32(2);
let l_891 = l_mut_25 - l_387;
let l_892 = abs(l_891);
l_mut_216 = f64(1.401298464324817e-45);
let l_893 = l_892 >= f64(1.1754943508222875e-38);
let l_894 = l_892 <= f64(1.7976931348623157e308);
let l_895 = l_893 && l_894;
if l_895 {
let l_896 = bitcast<u64>(l_892);
let l_897 = l_896 >> u32(bitcast<u64>(u64(52)));
let l_898 = l_897 - u64(23);
let l_899 = l_898 << u32(bitcast<u64>(u64(52)));
let l_900 = bitcast<f64>(l_899);
l_mut_216 = l_900;
}
let l_901 = l_mut_25 + l_387;
let l_902 = abs(l_901);
l_mut_49 = f64(1.401298464324817e-45);
let l_903 = l_902 >= f64(1.1754943508222875e-38);
let l_904 = l_902 <= f64(1.7976931348623157e308);
let l_905 = l_903 && l_904;
if l_905 {
let l_906 = bitcast<u64>(l_902);
let l_907 = l_906 >> u32(bitcast<u64>(u64(52)));
let l_908 = l_907 - u64(23);
let l_909 = l_908 << u32(bitcast<u64>(u64(52)));
let l_910 = bitcast<f64>(l_909);
l_mut_49 = l_910;
}
let l_911 = l_mut_216 == l_mut_49;
if l_911 {
let l_912 = l_890 * f64(1.4551915228366852e-11);
let l_913 = l_387 + l_912;
let l_914 = l_mut_25 - l_890;
let l_915 = l_mut_25 + l_890;
let l_916 = f64(l_mut_22);
let l_917 = bitcast<u32>(l_mut_22);
let l_918 = l_917 + u32(1);
l_mut_405 = l_918;
let l_919 = l_917 & u32(2147483647);
let l_920 = l_919 == u32(0);
if l_920 {
l_mut_405 = u32(1);
} else {
let l_921 = l_917 & u32(2147483648);
let l_922 = l_921 != u32(0);
if l_922 {
let l_923 = l_917 - u32(1);
l_mut_405 = l_923;
}
}
let l_924 = bitcast<f32>(l_mut_405);
let l_925 = f64(l_924);
let l_926 = -l_mut_22;
let l_927 = bitcast<u32>(l_926);
let l_928 = l_927 + u32(1);
l_mut_405 = l_928;
let l_929 = l_927 & u32(2147483647);
let l_930 = l_929 == u32(0);
if l_930 {
l_mut_405 = u32(1);
} else {
let l_931 = l_927 & u32(2147483648);
let l_932 = l_931 != u32(0);
if l_932 {
let l_933 = l_927 - u32(1);
l_mut_405 = l_933;
}
}
let l_934 = bitcast<f32>(l_mut_405);
let l_935 = -l_934;
let l_936 = f64(l_935);
let l_937 = l_914 + l_913;
let l_938 = l_937 <= l_916;
l_mut_464 = l_938;
let l_939 = l_914 - l_913;
let l_940 = l_939 > l_916;
l_mut_461 = l_940;
let l_941 = l_915 - l_913;
let l_942 = l_941 >= l_916;
l_mut_458 = l_942;
let l_943 = l_915 + l_913;
let l_944 = l_943 < l_916;
l_mut_455 = l_944;
if l_375 {
let l_945 = l_914 + l_913;
let l_946 = l_945 < l_925;
l_mut_464 = l_946;
let l_947 = l_914 - l_913;
let l_948 = l_947 >= l_925;
l_mut_461 = l_948;
let l_949 = l_915 - l_913;
let l_950 = l_949 > l_936;
l_mut_458 = l_950;
let l_951 = l_915 + l_913;
let l_952 = l_951 <= l_936;
l_mut_455 = l_952;
}
l_mut_405 = u32(2);
let l_953 = l_mut_461 || l_mut_455;
if l_953 {
l_mut_405 = u32(1);
} else {
let l_954 = l_mut_464 && l_mut_458;
if l_954 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
}
} else {
let l_955 = l_371 == u32(11);
let l_956 = l_371 == u32(12);
let l_957 = l_955 || l_956;
if l_957 {
l_mut_389 = u32(0);
}
let l_958 = l_385 <= l_383;
let l_959 = l_371 == u32(11);
let l_960 = l_958 && l_959;
if l_960 {
a_961[u32(0)] = u32(1);
let l_962 = f32(l_384);
let l_963 = f64(l_962);
let l_964 = abs(l_963);
l_mut_216 = l_964;
l_mut_434 = u32(0);
let l_965 = l_964 >= f64(0.785);
if l_965 {
let l_966 = l_964 * f64(0.6366197723675814);
let l_967 = l_966 + f64(0.5);
let l_968 = floor(l_967);
let l_969 = l_968 * f64(1.570796325802803);
let l_970 = l_964 - l_969;
let l_971 = l_968 * f64(9.920935796805404e-10);
let l_972 = l_970 - l_971;
l_mut_216 = l_972;
let l_973 = u32(l_968);
l_mut_434 = l_973;
}
let l_974 = l_962 < f32(0.0);
let l_975 = l_mut_216 * l_mut_216;
let l_976 = l_975 * f64(1.9572941063391263e-20);
let l_977 = f64(8.22063524662433e-18) - l_976;
l_mut_49 = l_977;
let l_978 = l_mut_49 * l_975;
let l_979 = l_978 - f64(2.8114572543455206e-15);
l_mut_49 = l_979;
let l_980 = l_mut_49 * l_975;
let l_981 = l_980 + f64(7.647163731819816e-13);
l_mut_49 = l_981;
let l_982 = l_mut_49 * l_975;
let l_983 = l_982 - f64(1.6059043836821613e-10);
l_mut_49 = l_983;
let l_984 = l_mut_49 * l_975;
let l_985 = l_984 + f64(2.505210838544172e-8);
l_mut_49 = l_985;
let l_986 = l_mut_49 * l_975;
let l_987 = l_986 - f64(2.7557319223985893e-6);
l_mut_49 = l_987;
let l_988 = l_mut_49 * l_975;
let l_989 = l_988 + f64(0.0001984126984126984);
l_mut_49 = l_989;
let l_990 = l_mut_49 * l_975;
let l_991 = l_990 - f64(0.008333333333333333);
l_mut_49 = l_991;
let l_992 = l_mut_49 * l_975;
let l_993 = l_992 + f64(0.16666666666666666);
l_mut_49 = l_993;
let l_994 = f64(0.5) * l_975;
let l_995 = f64(1.0) - l_994;
let l_996 = f64(0.0) * l_995;
let l_997 = l_mut_216 * l_975;
let l_998 = l_997 * l_mut_49;
let l_999 = l_996 - l_998;
let l_1000 = l_mut_216 + l_999;
let l_1001 = l_mut_216 * l_mut_216;
let l_1002 = l_1001 * f64(4.110317623312165e-19);
let l_1003 = l_1002 - f64(1.5619206968586225e-16);
l_mut_49 = l_1003;
let l_1004 = l_mut_49 * l_1001;
let l_1005 = l_1004 + f64(4.779477332387385e-14);
l_mut_49 = l_1005;
let l_1006 = l_mut_49 * l_1001;
let l_1007 = l_1006 - f64(1.1470745597729725e-11);
l_mut_49 = l_1007;
let l_1008 = l_mut_49 * l_1001;
let l_1009 = l_1008 + f64(2.08767569878681e-9);
l_mut_49 = l_1009;
let l_1010 = l_mut_49 * l_1001;
let l_1011 = l_1010 - f64(2.755731922398589e-7);
l_mut_49 = l_1011;
let l_1012 = l_mut_49 * l_1001;
let l_1013 = l_1012 + f64(2.48015873015873e-5);
l_mut_49 = l_1013;
let l_1014 = l_mut_49 * l_1001;
let l_1015 = l_1014 - f64(0.001388888888888889);
l_mut_49 = l_1015;
let l_1016 = l_mut_49 * l_1001;
let l_1017 = l_1016 + f64(0.041666666666666664);
l_mut_49 = l_1017;
let l_1018 = f64(0.5) * l_1001;
let l_1019 = f64(1.0) - l_1018;
let l_1020 = l_1001 * l_1001;
let l_1021 = l_1020 * l_mut_49;
let l_1022 = f64(0.0) * l_mut_216;
let l_1023 = l_1021 - l_1022;
let l_1024 = l_1019 + l_1023;
let l_1025 = l_mut_434 & u32(1);
let l_1026 = l_1025 == u32(1);
l_mut_216 = l_1000;
let l_1027 = l_mut_434 & u32(2);
let l_1028 = l_1027 != u32(0);
l_mut_464 = l_1028;
if l_1026 {
l_mut_216 = l_1024;
}
let l_1029 = bool(true) && l_974;
if l_1029 {
let l_1030 = !l_mut_464;
l_mut_464 = l_1030;
}
if l_mut_464 {
let l_1031 = -l_mut_216;
l_mut_216 = l_1031;
}
let l_1032 = f32(l_384);
let l_1033 = f64(l_1032);
let l_1034 = abs(l_1033);
l_mut_49 = l_1034;
l_mut_434 = u32(0);
let l_1035 = l_1034 >= f64(0.785);
if l_1035 {
let l_1036 = l_1034 * f64(0.6366197723675814);
let l_1037 = l_1036 + f64(0.5);
let l_1038 = floor(l_1037);
let l_1039 = l_1038 * f64(1.570796325802803);
let l_1040 = l_1034 - l_1039;
let l_1041 = l_1038 * f64(9.920935796805404e-10);
let l_1042 = l_1040 - l_1041;
l_mut_49 = l_1042;
let l_1043 = u32(l_1038);
l_mut_434 = l_1043;
}
let l_1044 = l_1032 < f32(0.0);
let l_1045 = l_mut_49 * l_mut_49;
let l_1046 = l_1045 * f64(1.9572941063391263e-20);
let l_1047 = f64(8.22063524662433e-18) - l_1046;
l_mut_34 = l_1047;
let l_1048 = l_mut_34 * l_1045;
let l_1049 = l_1048 - f64(2.8114572543455206e-15);
l_mut_34 = l_1049;
let l_1050 = l_mut_34 * l_1045;
let l_1051 = l_1050 + f64(7.647163731819816e-13);
l_mut_34 = l_1051;
let l_1052 = l_mut_34 * l_1045;
let l_1053 = l_1052 - f64(1.6059043836821613e-10);
l_mut_34 = l_1053;
let l_1054 = l_mut_34 * l_1045;
let l_1055 = l_1054 + f64(2.505210838544172e-8);
l_mut_34 = l_1055;
let l_1056 = l_mut_34 * l_1045;
let l_1057 = l_1056 - f64(2.7557319223985893e-6);
l_mut_34 = l_1057;
let l_1058 = l_mut_34 * l_1045;
let l_1059 = l_1058 + f64(0.0001984126984126984);
l_mut_34 = l_1059;
let l_1060 = l_mut_34 * l_1045;
let l_1061 = l_1060 - f64(0.008333333333333333);
l_mut_34 = l_1061;
let l_1062 = l_mut_34 * l_1045;
let l_1063 = l_1062 + f64(0.16666666666666666);
l_mut_34 = l_1063;
let l_1064 = f64(0.5) * l_1045;
let l_1065 = f64(1.0) - l_1064;
let l_1066 = f64(0.0) * l_1065;
let l_1067 = l_mut_49 * l_1045;
let l_1068 = l_1067 * l_mut_34;
let l_1069 = l_1066 - l_1068;
let l_1070 = l_mut_49 + l_1069;
let l_1071 = l_mut_49 * l_mut_49;
let l_1072 = l_1071 * f64(4.110317623312165e-19);
let l_1073 = l_1072 - f64(1.5619206968586225e-16);
l_mut_34 = l_1073;
let l_1074 = l_mut_34 * l_1071;
let l_1075 = l_1074 + f64(4.779477332387385e-14);
l_mut_34 = l_1075;
let l_1076 = l_mut_34 * l_1071;
let l_1077 = l_1076 - f64(1.1470745597729725e-11);
l_mut_34 = l_1077;
let l_1078 = l_mut_34 * l_1071;
let l_1079 = l_1078 + f64(2.08767569878681e-9);
l_mut_34 = l_1079;
let l_1080 = l_mut_34 * l_1071;
let l_1081 = l_1080 - f64(2.755731922398589e-7);
l_mut_34 = l_1081;
let l_1082 = l_mut_34 * l_1071;
let l_1083 = l_1082 + f64(2.48015873015873e-5);
l_mut_34 = l_1083;
let l_1084 = l_mut_34 * l_1071;
let l_1085 = l_1084 - f64(0.001388888888888889);
l_mut_34 = l_1085;
let l_1086 = l_mut_34 * l_1071;
let l_1087 = l_1086 + f64(0.041666666666666664);
l_mut_34 = l_1087;
let l_1088 = f64(0.5) * l_1071;
let l_1089 = f64(1.0) - l_1088;
let l_1090 = l_1071 * l_1071;
let l_1091 = l_1090 * l_mut_34;
let l_1092 = f64(0.0) * l_mut_49;
let l_1093 = l_1091 - l_1092;
let l_1094 = l_1089 + l_1093;
let l_1095 = l_mut_434 & u32(1);
let l_1096 = l_1095 == u32(1);
l_mut_49 = l_1070;
let l_1097 = l_mut_434 & u32(2);
let l_1098 = l_1097 != u32(0);
l_mut_464 = l_1098;
l_mut_49 = l_1094;
if l_1096 {
l_mut_49 = l_1070;
}
let l_1099 = l_mut_434 + u32(1);
let l_1100 = l_1099 & u32(2);
let l_1101 = l_1100 != u32(0);
l_mut_464 = l_1101;
let l_1102 = bool(false) && l_1044;
if l_1102 {
let l_1103 = !l_mut_464;
l_mut_464 = l_1103;
}
if l_mut_464 {
let l_1104 = -l_mut_49;
l_mut_49 = l_1104;
}
let l_1105 = abs(l_mut_216);
let l_1106 = l_1105 * f64(1.4551915228366852e-11);
let l_1107 = abs(l_mut_49);
let l_1108 = l_1107 * f64(1.4551915228366852e-11);
let l_1109 = l_mut_216 - l_377;
l_mut_34 = l_1109;
if l_375 {
let l_1110 = l_1109 - l_1106;
let l_1111 = l_1110 * f64(7.1362384635298e44);
let l_1112 = floor(l_1111);
let l_1113 = l_1112 * f64(1.401298464324817e-45);
l_mut_29 = l_1113;
let l_1114 = abs(l_1110);
let l_1115 = l_1114 >= f64(1.1754943508222875e-38);
if l_1115 {
let l_1116 = f32(l_1110);
let l_1117 = f64(l_1116);
l_mut_29 = l_1117;
let l_1118 = l_mut_29 > l_1110;
if l_1118 {
let l_1119 = -l_1116;
let l_1120 = bitcast<u32>(l_1119);
let l_1121 = l_1120 + u32(1);
l_mut_434 = l_1121;
let l_1122 = l_1120 & u32(2147483647);
let l_1123 = l_1122 == u32(0);
if l_1123 {
l_mut_434 = u32(1);
} else {
let l_1124 = l_1120 & u32(2147483648);
let l_1125 = l_1124 != u32(0);
if l_1125 {
let l_1126 = l_1120 - u32(1);
l_mut_434 = l_1126;
}
}
let l_1127 = bitcast<f32>(l_mut_434);
let l_1128 = -l_1127;
let l_1129 = f64(l_1128);
l_mut_29 = l_1129;
} else {
let l_1130 = bitcast<u32>(l_1116);
let l_1131 = l_1130 + u32(1);
l_mut_434 = l_1131;
let l_1132 = l_1130 & u32(2147483647);
let l_1133 = l_1132 == u32(0);
if l_1133 {
l_mut_434 = u32(1);
} else {
let l_1134 = l_1130 & u32(2147483648);
let l_1135 = l_1134 != u32(0);
if l_1135 {
let l_1136 = l_1130 - u32(1);
l_mut_434 = l_1136;
}
}
let l_1137 = bitcast<f32>(l_mut_434);
let l_1138 = f64(l_1137);
let l_1139 = l_1138 <= l_1110;
if l_1139 {
let l_1140 = bitcast<u32>(l_1116);
let l_1141 = l_1140 + u32(1);
l_mut_434 = l_1141;
let l_1142 = l_1140 & u32(2147483647);
let l_1143 = l_1142 == u32(0);
if l_1143 {
l_mut_434 = u32(1);
} else {
let l_1144 = l_1140 & u32(2147483648);
let l_1145 = l_1144 != u32(0);
if l_1145 {
let l_1146 = l_1140 - u32(1);
l_mut_434 = l_1146;
}
}
let l_1147 = bitcast<f32>(l_mut_434);
let l_1148 = f64(l_1147);
l_mut_29 = l_1148;
}
}
}
let l_1149 = l_1109 + l_1106;
let l_1150 = l_1149 * f64(7.1362384635298e44);
let l_1151 = floor(l_1150);
let l_1152 = l_1151 * f64(1.401298464324817e-45);
l_mut_1153 = l_1152;
let l_1154 = abs(l_1149);
let l_1155 = l_1154 >= f64(1.1754943508222875e-38);
if l_1155 {
let l_1156 = f32(l_1149);
let l_1157 = f64(l_1156);
l_mut_1153 = l_1157;
let l_1158 = l_mut_1153 > l_1149;
if l_1158 {
let l_1159 = -l_1156;
let l_1160 = bitcast<u32>(l_1159);
let l_1161 = l_1160 + u32(1);
l_mut_434 = l_1161;
let l_1162 = l_1160 & u32(2147483647);
let l_1163 = l_1162 == u32(0);
if l_1163 {
l_mut_434 = u32(1);
} else {
let l_1164 = l_1160 & u32(2147483648);
let l_1165 = l_1164 != u32(0);
if l_1165 {
let l_1166 = l_1160 - u32(1);
l_mut_434 = l_1166;
}
}
let l_1167 = bitcast<f32>(l_mut_434);
let l_1168 = -l_1167;
let l_1169 = f64(l_1168);
l_mut_1153 = l_1169;
} else {
let l_1170 = bitcast<u32>(l_1156);
let l_1171 = l_1170 + u32(1);
l_mut_434 = l_1171;
let l_1172 = l_1170 & u32(2147483647);
let l_1173 = l_1172 == u32(0);
if l_1173 {
l_mut_434 = u32(1);
} else {
let l_1174 = l_1170 & u32(2147483648);
let l_1175 = l_1174 != u32(0);
if l_1175 {
let l_1176 = l_1170 - u32(1);
l_mut_434 = l_1176;
}
}
let l_1177 = bitcast<f32>(l_mut_434);
let l_1178 = f64(l_1177);
let l_1179 = l_1178 <= l_1149;
if l_1179 {
let l_1180 = bitcast<u32>(l_1156);
let l_1181 = l_1180 + u32(1);
l_mut_434 = l_1181;
let l_1182 = l_1180 & u32(2147483647);
let l_1183 = l_1182 == u32(0);
if l_1183 {
l_mut_434 = u32(1);
} else {
let l_1184 = l_1180 & u32(2147483648);
let l_1185 = l_1184 != u32(0);
if l_1185 {
let l_1186 = l_1180 - u32(1);
l_mut_434 = l_1186;
}
}
let l_1187 = bitcast<f32>(l_mut_434);
let l_1188 = f64(l_1187);
l_mut_1153 = l_1188;
}
}
}
let l_1189 = l_mut_29 == l_mut_1153;
let l_1190 = !l_1189;
if l_1190 {
a_961[u32(0)] = u32(0);
}
let l_1191 = l_1109 * f64(7.1362384635298e44);
let l_1192 = floor(l_1191);
let l_1193 = l_1192 * f64(1.401298464324817e-45);
l_mut_1153 = l_1193;
let l_1194 = abs(l_1109);
let l_1195 = l_1194 >= f64(1.1754943508222875e-38);
if l_1195 {
let l_1196 = f32(l_1109);
let l_1197 = f64(l_1196);
l_mut_1153 = l_1197;
let l_1198 = l_mut_1153 > l_1109;
if l_1198 {
let l_1199 = -l_1196;
let l_1200 = bitcast<u32>(l_1199);
let l_1201 = l_1200 + u32(1);
l_mut_434 = l_1201;
let l_1202 = l_1200 & u32(2147483647);
let l_1203 = l_1202 == u32(0);
if l_1203 {
l_mut_434 = u32(1);
} else {
let l_1204 = l_1200 & u32(2147483648);
let l_1205 = l_1204 != u32(0);
if l_1205 {
let l_1206 = l_1200 - u32(1);
l_mut_434 = l_1206;
}
}
let l_1207 = bitcast<f32>(l_mut_434);
let l_1208 = -l_1207;
let l_1209 = f64(l_1208);
l_mut_1153 = l_1209;
} else {
let l_1210 = bitcast<u32>(l_1196);
let l_1211 = l_1210 + u32(1);
l_mut_434 = l_1211;
let l_1212 = l_1210 & u32(2147483647);
let l_1213 = l_1212 == u32(0);
if l_1213 {
l_mut_434 = u32(1);
} else {
let l_1214 = l_1210 & u32(2147483648);
let l_1215 = l_1214 != u32(0);
if l_1215 {
let l_1216 = l_1210 - u32(1);
l_mut_434 = l_1216;
}
}
let l_1217 = bitcast<f32>(l_mut_434);
let l_1218 = f64(l_1217);
let l_1219 = l_1218 <= l_1109;
if l_1219 {
let l_1220 = bitcast<u32>(l_1196);
let l_1221 = l_1220 + u32(1);
l_mut_434 = l_1221;
let l_1222 = l_1220 & u32(2147483647);
let l_1223 = l_1222 == u32(0);
if l_1223 {
l_mut_434 = u32(1);
} else {
let l_1224 = l_1220 & u32(2147483648);
let l_1225 = l_1224 != u32(0);
if l_1225 {
let l_1226 = l_1220 - u32(1);
l_mut_434 = l_1226;
}
}
let l_1227 = bitcast<f32>(l_mut_434);
let l_1228 = f64(l_1227);
l_mut_1153 = l_1228;
}
}
}
l_mut_34 = l_mut_1153;
}
let l_1229 = l_mut_216 + l_377;
l_mut_1153 = l_1229;
if l_375 {
let l_1230 = l_1229 - l_1106;
let l_1231 = l_1230 * f64(7.1362384635298e44);
let l_1232 = floor(l_1231);
let l_1233 = l_1232 * f64(1.401298464324817e-45);
l_mut_216 = l_1233;
let l_1234 = abs(l_1230);
let l_1235 = l_1234 >= f64(1.1754943508222875e-38);
if l_1235 {
let l_1236 = f32(l_1230);
let l_1237 = f64(l_1236);
l_mut_216 = l_1237;
let l_1238 = l_mut_216 > l_1230;
if l_1238 {
let l_1239 = -l_1236;
let l_1240 = bitcast<u32>(l_1239);
let l_1241 = l_1240 + u32(1);
l_mut_434 = l_1241;
let l_1242 = l_1240 & u32(2147483647);
let l_1243 = l_1242 == u32(0);
if l_1243 {
l_mut_434 = u32(1);
} else {
let l_1244 = l_1240 & u32(2147483648);
let l_1245 = l_1244 != u32(0);
if l_1245 {
let l_1246 = l_1240 - u32(1);
l_mut_434 = l_1246;
}
}
let l_1247 = bitcast<f32>(l_mut_434);
let l_1248 = -l_1247;
let l_1249 = f64(l_1248);
l_mut_216 = l_1249;
} else {
let l_1250 = bitcast<u32>(l_1236);
let l_1251 = l_1250 + u32(1);
l_mut_434 = l_1251;
let l_1252 = l_1250 & u32(2147483647);
let l_1253 = l_1252 == u32(0);
if l_1253 {
l_mut_434 = u32(1);
} else {
let l_1254 = l_1250 & u32(2147483648);
let l_1255 = l_1254 != u32(0);
if l_1255 {
let l_1256 = l_1250 - u32(1);
l_mut_434 = l_1256;
}
}
let l_1257 = bitcast<f32>(l_mut_434);
let l_1258 = f64(l_1257);
let l_1259 = l_1258 <= l_1230;
if l_1259 {
let l_1260 = bitcast<u32>(l_1236);
let l_1261 = l_1260 + u32(1);
l_mut_434 = l_1261;
let l_1262 = l_1260 & u32(2147483647);
let l_1263 = l_1262 == u32(0);
if l_1263 {
l_mut_434 = u32(1);
} else {
let l_1264 = l_1260 & u32(2147483648);
let l_1265 = l_1264 != u32(0);
if l_1265 {
let l_1266 = l_1260 - u32(1);
l_mut_434 = l_1266;
}
}
let l_1267 = bitcast<f32>(l_mut_434);
let l_1268 = f64(l_1267);
l_mut_216 = l_1268;
}
}
}
let l_1269 = l_1229 + l_1106;
let l_1270 = l_1269 * f64(7.1362384635298e44);
let l_1271 = floor(l_1270);
let l_1272 = l_1271 * f64(1.401298464324817e-45);
l_mut_29 = l_1272;
let l_1273 = abs(l_1269);
let l_1274 = l_1273 >= f64(1.1754943508222875e-38);
if l_1274 {
let l_1275 = f32(l_1269);
let l_1276 = f64(l_1275);
l_mut_29 = l_1276;
let l_1277 = l_mut_29 > l_1269;
if l_1277 {
let l_1278 = -l_1275;
let l_1279 = bitcast<u32>(l_1278);
let l_1280 = l_1279 + u32(1);
l_mut_434 = l_1280;
let l_1281 = l_1279 & u32(2147483647);
let l_1282 = l_1281 == u32(0);
if l_1282 {
l_mut_434 = u32(1);
} else {
let l_1283 = l_1279 & u32(2147483648);
let l_1284 = l_1283 != u32(0);
if l_1284 {
let l_1285 = l_1279 - u32(1);
l_mut_434 = l_1285;
}
}
let l_1286 = bitcast<f32>(l_mut_434);
let l_1287 = -l_1286;
let l_1288 = f64(l_1287);
l_mut_29 = l_1288;
} else {
let l_1289 = bitcast<u32>(l_1275);
let l_1290 = l_1289 + u32(1);
l_mut_434 = l_1290;
let l_1291 = l_1289 & u32(2147483647);
let l_1292 = l_1291 == u32(0);
if l_1292 {
l_mut_434 = u32(1);
} else {
let l_1293 = l_1289 & u32(2147483648);
let l_1294 = l_1293 != u32(0);
if l_1294 {
let l_1295 = l_1289 - u32(1);
l_mut_434 = l_1295;
}
}
let l_1296 = bitcast<f32>(l_mut_434);
let l_1297 = f64(l_1296);
let l_1298 = l_1297 <= l_1269;
if l_1298 {
let l_1299 = bitcast<u32>(l_1275);
let l_1300 = l_1299 + u32(1);
l_mut_434 = l_1300;
let l_1301 = l_1299 & u32(2147483647);
let l_1302 = l_1301 == u32(0);
if l_1302 {
l_mut_434 = u32(1);
} else {
let l_1303 = l_1299 & u32(2147483648);
let l_1304 = l_1303 != u32(0);
if l_1304 {
let l_1305 = l_1299 - u32(1);
l_mut_434 = l_1305;
}
}
let l_1306 = bitcast<f32>(l_mut_434);
let l_1307 = f64(l_1306);
l_mut_29 = l_1307;
}
}
}
let l_1308 = l_mut_216 == l_mut_29;
let l_1309 = !l_1308;
if l_1309 {
a_961[u32(0)] = u32(0);
}
let l_1310 = -l_1229;
let l_1311 = l_1310 * f64(7.1362384635298e44);
let l_1312 = floor(l_1311);
let l_1313 = l_1312 * f64(1.401298464324817e-45);
l_mut_216 = l_1313;
let l_1314 = abs(l_1310);
let l_1315 = l_1314 >= f64(1.1754943508222875e-38);
if l_1315 {
let l_1316 = f32(l_1310);
let l_1317 = f64(l_1316);
l_mut_216 = l_1317;
let l_1318 = l_mut_216 > l_1310;
if l_1318 {
let l_1319 = -l_1316;
let l_1320 = bitcast<u32>(l_1319);
let l_1321 = l_1320 + u32(1);
l_mut_434 = l_1321;
let l_1322 = l_1320 & u32(2147483647);
let l_1323 = l_1322 == u32(0);
if l_1323 {
l_mut_434 = u32(1);
} else {
let l_1324 = l_1320 & u32(2147483648);
let l_1325 = l_1324 != u32(0);
if l_1325 {
let l_1326 = l_1320 - u32(1);
l_mut_434 = l_1326;
}
}
let l_1327 = bitcast<f32>(l_mut_434);
let l_1328 = -l_1327;
let l_1329 = f64(l_1328);
l_mut_216 = l_1329;
} else {
let l_1330 = bitcast<u32>(l_1316);
let l_1331 = l_1330 + u32(1);
l_mut_434 = l_1331;
let l_1332 = l_1330 & u32(2147483647);
let l_1333 = l_1332 == u32(0);
if l_1333 {
l_mut_434 = u32(1);
} else {
let l_1334 = l_1330 & u32(2147483648);
let l_1335 = l_1334 != u32(0);
if l_1335 {
let l_1336 = l_1330 - u32(1);
l_mut_434 = l_1336;
}
}
let l_1337 = bitcast<f32>(l_mut_434);
let l_1338 = f64(l_1337);
let l_1339 = l_1338 <= l_1310;
if l_1339 {
let l_1340 = bitcast<u32>(l_1316);
let l_1341 = l_1340 + u32(1);
l_mut_434 = l_1341;
let l_1342 = l_1340 & u32(2147483647);
let l_1343 = l_1342 == u32(0);
if l_1343 {
l_mut_434 = u32(1);
} else {
let l_1344 = l_1340 & u32(2147483648);
let l_1345 = l_1344 != u32(0);
if l_1345 {
let l_1346 = l_1340 - u32(1);
l_mut_434 = l_1346;
}
}
let l_1347 = bitcast<f32>(l_mut_434);
let l_1348 = f64(l_1347);
l_mut_216 = l_1348;
}
}
}
let l_1349 = -l_mut_216;
l_mut_1153 = l_1349;
}
let l_1350 = l_mut_49 - l_377;
l_mut_216 = l_1350;
if l_375 {
let l_1351 = l_1350 - l_1108;
let l_1352 = l_1351 * f64(7.1362384635298e44);
let l_1353 = floor(l_1352);
let l_1354 = l_1353 * f64(1.401298464324817e-45);
l_mut_29 = l_1354;
let l_1355 = abs(l_1351);
let l_1356 = l_1355 >= f64(1.1754943508222875e-38);
if l_1356 {
let l_1357 = f32(l_1351);
let l_1358 = f64(l_1357);
l_mut_29 = l_1358;
let l_1359 = l_mut_29 > l_1351;
if l_1359 {
let l_1360 = -l_1357;
let l_1361 = bitcast<u32>(l_1360);
let l_1362 = l_1361 + u32(1);
l_mut_434 = l_1362;
let l_1363 = l_1361 & u32(2147483647);
let l_1364 = l_1363 == u32(0);
if l_1364 {
l_mut_434 = u32(1);
} else {
let l_1365 = l_1361 & u32(2147483648);
let l_1366 = l_1365 != u32(0);
if l_1366 {
let l_1367 = l_1361 - u32(1);
l_mut_434 = l_1367;
}
}
let l_1368 = bitcast<f32>(l_mut_434);
let l_1369 = -l_1368;
let l_1370 = f64(l_1369);
l_mut_29 = l_1370;
} else {
let l_1371 = bitcast<u32>(l_1357);
let l_1372 = l_1371 + u32(1);
l_mut_434 = l_1372;
let l_1373 = l_1371 & u32(2147483647);
let l_1374 = l_1373 == u32(0);
if l_1374 {
l_mut_434 = u32(1);
} else {
let l_1375 = l_1371 & u32(2147483648);
let l_1376 = l_1375 != u32(0);
if l_1376 {
let l_1377 = l_1371 - u32(1);
l_mut_434 = l_1377;
}
}
let l_1378 = bitcast<f32>(l_mut_434);
let l_1379 = f64(l_1378);
let l_1380 = l_1379 <= l_1351;
if l_1380 {
let l_1381 = bitcast<u32>(l_1357);
let l_1382 = l_1381 + u32(1);
l_mut_434 = l_1382;
let l_1383 = l_1381 & u32(2147483647);
let l_1384 = l_1383 == u32(0);
if l_1384 {
l_mut_434 = u32(1);
} else {
let l_1385 = l_1381 & u32(2147483648);
let l_1386 = l_1385 != u32(0);
if l_1386 {
let l_1387 = l_1381 - u32(1);
l_mut_434 = l_1387;
}
}
let l_1388 = bitcast<f32>(l_mut_434);
let l_1389 = f64(l_1388);
l_mut_29 = l_1389;
}
}
}
let l_1390 = l_1350 + l_1108;
let l_1391 = l_1390 * f64(7.1362384635298e44);
let l_1392 = floor(l_1391);
let l_1393 = l_1392 * f64(1.401298464324817e-45);
l_mut_1394 = l_1393;
let l_1395 = abs(l_1390);
let l_1396 = l_1395 >= f64(1.1754943508222875e-38);
if l_1396 {
let l_1397 = f32(l_1390);
let l_1398 = f64(l_1397);
l_mut_1394 = l_1398;
let l_1399 = l_mut_1394 > l_1390;
if l_1399 {
let l_1400 = -l_1397;
let l_1401 = bitcast<u32>(l_1400);
let l_1402 = l_1401 + u32(1);
l_mut_434 = l_1402;
let l_1403 = l_1401 & u32(2147483647);
let l_1404 = l_1403 == u32(0);
if l_1404 {
l_mut_434 = u32(1);
} else {
let l_1405 = l_1401 & u32(2147483648);
let l_1406 = l_1405 != u32(0);
if l_1406 {
let l_1407 = l_1401 - u32(1);
l_mut_434 = l_1407;
}
}
let l_1408 = bitcast<f32>(l_mut_434);
let l_1409 = -l_1408;
let l_1410 = f64(l_1409);
l_mut_1394 = l_1410;
} else {
let l_1411 = bitcast<u32>(l_1397);
let l_1412 = l_1411 + u32(1);
l_mut_434 = l_1412;
let l_1413 = l_1411 & u32(2147483647);
let l_1414 = l_1413 == u32(0);
if l_1414 {
l_mut_434 = u32(1);
} else {
let l_1415 = l_1411 & u32(2147483648);
let l_1416 = l_1415 != u32(0);
if l_1416 {
let l_1417 = l_1411 - u32(1);
l_mut_434 = l_1417;
}
}
let l_1418 = bitcast<f32>(l_mut_434);
let l_1419 = f64(l_1418);
let l_1420 = l_1419 <= l_1390;
if l_1420 {
let l_1421 = bitcast<u32>(l_1397);
let l_1422 = l_1421 + u32(1);
l_mut_434 = l_1422;
let l_1423 = l_1421 & u32(2147483647);
let l_1424 = l_1423 == u32(0);
if l_1424 {
l_mut_434 = u32(1);
} else {
let l_1425 = l_1421 & u32(2147483648);
let l_1426 = l_1425 != u32(0);
if l_1426 {
let l_1427 = l_1421 - u32(1);
l_mut_434 = l_1427;
}
}
let l_1428 = bitcast<f32>(l_mut_434);
let l_1429 = f64(l_1428);
l_mut_1394 = l_1429;
}
}
}
let l_1430 = l_mut_29 == l_mut_1394;
let l_1431 = !l_1430;
if l_1431 {
a_961[u32(0)] = u32(0);
}
let l_1432 = l_1350 * f64(7.1362384635298e44);
let l_1433 = floor(l_1432);
let l_1434 = l_1433 * f64(1.401298464324817e-45);
l_mut_1394 = l_1434;
let l_1435 = abs(l_1350);
let l_1436 = l_1435 >= f64(1.1754943508222875e-38);
if l_1436 {
let l_1437 = f32(l_1350);
let l_1438 = f64(l_1437);
l_mut_1394 = l_1438;
let l_1439 = l_mut_1394 > l_1350;
if l_1439 {
let l_1440 = -l_1437;
let l_1441 = bitcast<u32>(l_1440);
let l_1442 = l_1441 + u32(1);
l_mut_434 = l_1442;
let l_1443 = l_1441 & u32(2147483647);
let l_1444 = l_1443 == u32(0);
if l_1444 {
l_mut_434 = u32(1);
} else {
let l_1445 = l_1441 & u32(2147483648);
let l_1446 = l_1445 != u32(0);
if l_1446 {
let l_1447 = l_1441 - u32(1);
l_mut_434 = l_1447;
}
}
let l_1448 = bitcast<f32>(l_mut_434);
let l_1449 = -l_1448;
let l_1450 = f64(l_1449);
l_mut_1394 = l_1450;
} else {
let l_1451 = bitcast<u32>(l_1437);
let l_1452 = l_1451 + u32(1);
l_mut_434 = l_1452;
let l_1453 = l_1451 & u32(2147483647);
let l_1454 = l_1453 == u32(0);
if l_1454 {
l_mut_434 = u32(1);
} else {
let l_1455 = l_1451 & u32(2147483648);
let l_1456 = l_1455 != u32(0);
if l_1456 {
let l_1457 = l_1451 - u32(1);
l_mut_434 = l_1457;
}
}
let l_1458 = bitcast<f32>(l_mut_434);
let l_1459 = f64(l_1458);
let l_1460 = l_1459 <= l_1350;
if l_1460 {
let l_1461 = bitcast<u32>(l_1437);
let l_1462 = l_1461 + u32(1);
l_mut_434 = l_1462;
let l_1463 = l_1461 & u32(2147483647);
let l_1464 = l_1463 == u32(0);
if l_1464 {
l_mut_434 = u32(1);
} else {
let l_1465 = l_1461 & u32(2147483648);
let l_1466 = l_1465 != u32(0);
if l_1466 {
let l_1467 = l_1461 - u32(1);
l_mut_434 = l_1467;
}
}
let l_1468 = bitcast<f32>(l_mut_434);
let l_1469 = f64(l_1468);
l_mut_1394 = l_1469;
}
}
}
l_mut_216 = l_mut_1394;
}
let l_1470 = l_mut_49 + l_377;
l_mut_1394 = l_1470;
if l_375 {
let l_1471 = l_1470 - l_1108;
let l_1472 = l_1471 * f64(7.1362384635298e44);
let l_1473 = floor(l_1472);
let l_1474 = l_1473 * f64(1.401298464324817e-45);
l_mut_49 = l_1474;
let l_1475 = abs(l_1471);
let l_1476 = l_1475 >= f64(1.1754943508222875e-38);
if l_1476 {
let l_1477 = f32(l_1471);
let l_1478 = f64(l_1477);
l_mut_49 = l_1478;
let l_1479 = l_mut_49 > l_1471;
if l_1479 {
let l_1480 = -l_1477;
let l_1481 = bitcast<u32>(l_1480);
let l_1482 = l_1481 + u32(1);
l_mut_434 = l_1482;
let l_1483 = l_1481 & u32(2147483647);
let l_1484 = l_1483 == u32(0);
if l_1484 {
l_mut_434 = u32(1);
} else {
let l_1485 = l_1481 & u32(2147483648);
let l_1486 = l_1485 != u32(0);
if l_1486 {
let l_1487 = l_1481 - u32(1);
l_mut_434 = l_1487;
}
}
let l_1488 = bitcast<f32>(l_mut_434);
let l_1489 = -l_1488;
let l_1490 = f64(l_1489);
l_mut_49 = l_1490;
} else {
let l_1491 = bitcast<u32>(l_1477);
let l_1492 = l_1491 + u32(1);
l_mut_434 = l_1492;
let l_1493 = l_1491 & u32(2147483647);
let l_1494 = l_1493 == u32(0);
if l_1494 {
l_mut_434 = u32(1);
} else {
let l_1495 = l_1491 & u32(2147483648);
let l_1496 = l_1495 != u32(0);
if l_1496 {
let l_1497 = l_1491 - u32(1);
l_mut_434 = l_1497;
}
}
let l_1498 = bitcast<f32>(l_mut_434);
let l_1499 = f64(l_1498);
let l_1500 = l_1499 <= l_1471;
if l_1500 {
let l_1501 = bitcast<u32>(l_1477);
let l_1502 = l_1501 + u32(1);
l_mut_434 = l_1502;
let l_1503 = l_1501 & u32(2147483647);
let l_1504 = l_1503 == u32(0);
if l_1504 {
l_mut_434 = u32(1);
} else {
let l_1505 = l_1501 & u32(2147483648);
let l_1506 = l_1505 != u32(0);
if l_1506 {
let l_1507 = l_1501 - u32(1);
l_mut_434 = l_1507;
}
}
let l_1508 = bitcast<f32>(l_mut_434);
let l_1509 = f64(l_1508);
l_mut_49 = l_1509;
}
}
}
let l_1510 = l_1470 + l_1108;
let l_1511 = l_1510 * f64(7.1362384635298e44);
let l_1512 = floor(l_1511);
let l_1513 = l_1512 * f64(1.401298464324817e-45);
l_mut_29 = l_1513;
let l_1514 = abs(l_1510);
let l_1515 = l_1514 >= f64(1.1754943508222875e-38);
if l_1515 {
let l_1516 = f32(l_1510);
let l_1517 = f64(l_1516);
l_mut_29 = l_1517;
let l_1518 = l_mut_29 > l_1510;
if l_1518 {
let l_1519 = -l_1516;
let l_1520 = bitcast<u32>(l_1519);
let l_1521 = l_1520 + u32(1);
l_mut_434 = l_1521;
let l_1522 = l_1520 & u32(2147483647);
let l_1523 = l_1522 == u32(0);
if l_1523 {
l_mut_434 = u32(1);
} else {
let l_1524 = l_1520 & u32(2147483648);
let l_1525 = l_1524 != u32(0);
if l_1525 {
let l_1526 = l_1520 - u32(1);
l_mut_434 = l_1526;
}
}
let l_1527 = bitcast<f32>(l_mut_434);
let l_1528 = -l_1527;
let l_1529 = f64(l_1528);
l_mut_29 = l_1529;
} else {
let l_1530 = bitcast<u32>(l_1516);
let l_1531 = l_1530 + u32(1);
l_mut_434 = l_1531;
let l_1532 = l_1530 & u32(2147483647);
let l_1533 = l_1532 == u32(0);
if l_1533 {
l_mut_434 = u32(1);
} else {
let l_1534 = l_1530 & u32(2147483648);
let l_1535 = l_1534 != u32(0);
if l_1535 {
let l_1536 = l_1530 - u32(1);
l_mut_434 = l_1536;
}
}
let l_1537 = bitcast<f32>(l_mut_434);
let l_1538 = f64(l_1537);
let l_1539 = l_1538 <= l_1510;
if l_1539 {
let l_1540 = bitcast<u32>(l_1516);
let l_1541 = l_1540 + u32(1);
l_mut_434 = l_1541;
let l_1542 = l_1540 & u32(2147483647);
let l_1543 = l_1542 == u32(0);
if l_1543 {
l_mut_434 = u32(1);
} else {
let l_1544 = l_1540 & u32(2147483648);
let l_1545 = l_1544 != u32(0);
if l_1545 {
let l_1546 = l_1540 - u32(1);
l_mut_434 = l_1546;
}
}
let l_1547 = bitcast<f32>(l_mut_434);
let l_1548 = f64(l_1547);
l_mut_29 = l_1548;
}
}
}
let l_1549 = l_mut_49 == l_mut_29;
let l_1550 = !l_1549;
if l_1550 {
a_961[u32(0)] = u32(0);
}
let l_1551 = -l_1470;
let l_1552 = l_1551 * f64(7.1362384635298e44);
let l_1553 = floor(l_1552);
let l_1554 = l_1553 * f64(1.401298464324817e-45);
l_mut_49 = l_1554;
let l_1555 = abs(l_1551);
let l_1556 = l_1555 >= f64(1.1754943508222875e-38);
if l_1556 {
let l_1557 = f32(l_1551);
let l_1558 = f64(l_1557);
l_mut_49 = l_1558;
let l_1559 = l_mut_49 > l_1551;
if l_1559 {
let l_1560 = -l_1557;
let l_1561 = bitcast<u32>(l_1560);
let l_1562 = l_1561 + u32(1);
l_mut_434 = l_1562;
let l_1563 = l_1561 & u32(2147483647);
let l_1564 = l_1563 == u32(0);
if l_1564 {
l_mut_434 = u32(1);
} else {
let l_1565 = l_1561 & u32(2147483648);
let l_1566 = l_1565 != u32(0);
if l_1566 {
let l_1567 = l_1561 - u32(1);
l_mut_434 = l_1567;
}
}
let l_1568 = bitcast<f32>(l_mut_434);
let l_1569 = -l_1568;
let l_1570 = f64(l_1569);
l_mut_49 = l_1570;
} else {
let l_1571 = bitcast<u32>(l_1557);
let l_1572 = l_1571 + u32(1);
l_mut_434 = l_1572;
let l_1573 = l_1571 & u32(2147483647);
let l_1574 = l_1573 == u32(0);
if l_1574 {
l_mut_434 = u32(1);
} else {
let l_1575 = l_1571 & u32(2147483648);
let l_1576 = l_1575 != u32(0);
if l_1576 {
let l_1577 = l_1571 - u32(1);
l_mut_434 = l_1577;
}
}
let l_1578 = bitcast<f32>(l_mut_434);
let l_1579 = f64(l_1578);
let l_1580 = l_1579 <= l_1551;
if l_1580 {
let l_1581 = bitcast<u32>(l_1557);
let l_1582 = l_1581 + u32(1);
l_mut_434 = l_1582;
let l_1583 = l_1581 & u32(2147483647);
let l_1584 = l_1583 == u32(0);
if l_1584 {
l_mut_434 = u32(1);
} else {
let l_1585 = l_1581 & u32(2147483648);
let l_1586 = l_1585 != u32(0);
if l_1586 {
let l_1587 = l_1581 - u32(1);
l_mut_434 = l_1587;
}
}
let l_1588 = bitcast<f32>(l_mut_434);
let l_1589 = f64(l_1588);
l_mut_49 = l_1589;
}
}
}
let l_1590 = -l_mut_49;
l_mut_1394 = l_1590;
}
l_mut_434 = u32(0);
let l_1591 = !l_375;
let l_1592 = abs(l_mut_216);
let l_1593 = l_1592 <= l_1108;
let l_1594 = abs(l_mut_1394);
let l_1595 = l_1594 <= l_1108;
let l_1596 = l_1593 || l_1595;
let l_1597 = l_1591 && l_1596;
if l_1597 {
a_961[u32(0)] = u32(0);
}
let l_1598 = l_mut_216 <= f64(0.0);
let l_1599 = l_mut_1394 >= f64(0.0);
let l_1600 = l_1598 && l_1599;
let l_1601 = !l_1600;
if l_1601 {
let l_1603 = l_mut_34 / l_mut_216;
let l_1604 = l_mut_34 / l_mut_1394;
let l_1605 = l_mut_1153 / l_mut_216;
let l_1606 = l_mut_1153 / l_mut_1394;
a_1602[u32(0)] = l_1603;
a_1602[u32(1)] = l_1603;
let l_1607 = a_1602[u32(0)];
let l_1608 = l_1604 < l_1607;
if l_1608 {
a_1602[u32(0)] = l_1604;
}
let l_1609 = a_1602[u32(0)];
let l_1610 = l_1605 < l_1609;
if l_1610 {
a_1602[u32(0)] = l_1605;
}
let l_1611 = a_1602[u32(0)];
let l_1612 = l_1606 < l_1611;
if l_1612 {
a_1602[u32(0)] = l_1606;
}
let l_1613 = a_1602[u32(1)];
let l_1614 = l_1604 > l_1613;
if l_1614 {
a_1602[u32(1)] = l_1604;
}
let l_1615 = a_1602[u32(1)];
let l_1616 = l_1605 > l_1615;
if l_1616 {
a_1602[u32(1)] = l_1605;
}
let l_1617 = a_1602[u32(1)];
let l_1618 = l_1606 > l_1617;
if l_1618 {
a_1602[u32(1)] = l_1606;
}
l_mut_49 = f64(1.4551915228366852e-11);
let l_1619 = !l_375;
if l_1619 {
let l_1620 = l_1106 + l_1108;
let l_1621 = abs(l_mut_216);
let l_1622 = abs(l_mut_1394);
l_mut_1394 = l_1621;
let l_1623 = l_1622 < l_1621;
if l_1623 {
l_mut_1394 = l_1622;
}
let l_1624 = l_1620 / l_mut_1394;
let l_1625 = abs(l_mut_34);
let l_1626 = abs(l_mut_1153);
l_mut_1394 = l_1625;
let l_1627 = l_1626 < l_1625;
if l_1627 {
l_mut_1394 = l_1626;
}
let l_1628 = l_1106 / l_mut_1394;
let l_1629 = l_1624 + l_1628;
l_mut_49 = l_mut_49 + l_1629;
}
let l_1630 = a_1602[u32(0)];
let l_1631 = abs(l_1630);
let l_1632 = l_1631 * l_mut_49;
let l_1633 = a_1602[u32(1)];
let l_1634 = abs(l_1633);
let l_1635 = l_1634 * l_mut_49;
let l_1636 = a_1602[u32(0)];
let l_1637 = l_1636 - l_1632;
let l_1638 = abs(l_1637);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1639 = l_1638 >= f64(1.1754943508222875e-38);
let l_1640 = l_1638 <= f64(1.7976931348623157e308);
let l_1641 = l_1639 && l_1640;
if l_1641 {
let l_1642 = bitcast<u64>(l_1638);
let l_1643 = l_1642 >> u32(bitcast<u64>(u64(52)));
let l_1644 = l_1643 - u64(23);
let l_1645 = l_1644 << u32(bitcast<u64>(u64(52)));
let l_1646 = bitcast<f64>(l_1645);
l_mut_1394 = l_1646;
}
let l_1647 = l_1636 + l_1632;
let l_1648 = abs(l_1647);
l_mut_1153 = f64(1.401298464324817e-45);
let l_1649 = l_1648 >= f64(1.1754943508222875e-38);
let l_1650 = l_1648 <= f64(1.7976931348623157e308);
let l_1651 = l_1649 && l_1650;
if l_1651 {
let l_1652 = bitcast<u64>(l_1648);
let l_1653 = l_1652 >> u32(bitcast<u64>(u64(52)));
let l_1654 = l_1653 - u64(23);
let l_1655 = l_1654 << u32(bitcast<u64>(u64(52)));
let l_1656 = bitcast<f64>(l_1655);
l_mut_1153 = l_1656;
}
let l_1657 = l_mut_1394 == l_mut_1153;
let l_1658 = !l_1657;
let l_1659 = a_1602[u32(1)];
let l_1660 = l_1659 - l_1635;
let l_1661 = abs(l_1660);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1662 = l_1661 >= f64(1.1754943508222875e-38);
let l_1663 = l_1661 <= f64(1.7976931348623157e308);
let l_1664 = l_1662 && l_1663;
if l_1664 {
let l_1665 = bitcast<u64>(l_1661);
let l_1666 = l_1665 >> u32(bitcast<u64>(u64(52)));
let l_1667 = l_1666 - u64(23);
let l_1668 = l_1667 << u32(bitcast<u64>(u64(52)));
let l_1669 = bitcast<f64>(l_1668);
l_mut_1394 = l_1669;
}
let l_1670 = l_1659 + l_1635;
let l_1671 = abs(l_1670);
l_mut_1153 = f64(1.401298464324817e-45);
let l_1672 = l_1671 >= f64(1.1754943508222875e-38);
let l_1673 = l_1671 <= f64(1.7976931348623157e308);
let l_1674 = l_1672 && l_1673;
if l_1674 {
let l_1675 = bitcast<u64>(l_1671);
let l_1676 = l_1675 >> u32(bitcast<u64>(u64(52)));
let l_1677 = l_1676 - u64(23);
let l_1678 = l_1677 << u32(bitcast<u64>(u64(52)));
let l_1679 = bitcast<f64>(l_1678);
l_mut_1153 = l_1679;
}
let l_1680 = l_mut_1394 == l_mut_1153;
let l_1681 = !l_1680;
let l_1682 = l_1658 || l_1681;
if l_1682 {
a_961[u32(0)] = u32(0);
}
let l_1683 = a_1602[u32(0)];
let l_1684 = a_1602[u32(0)];
let l_1685 = abs(l_1684);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1686 = l_1685 >= f64(1.1754943508222875e-38);
let l_1687 = l_1685 <= f64(1.7976931348623157e308);
let l_1688 = l_1686 && l_1687;
if l_1688 {
let l_1689 = bitcast<u64>(l_1685);
let l_1690 = l_1689 >> u32(bitcast<u64>(u64(52)));
let l_1691 = l_1690 - u64(23);
let l_1692 = l_1691 << u32(bitcast<u64>(u64(52)));
let l_1693 = bitcast<f64>(l_1692);
l_mut_1394 = l_1693;
}
let l_1694 = l_380 * l_mut_1394;
let l_1695 = l_1683 - l_1694;
let l_1696 = a_1602[u32(1)];
let l_1697 = a_1602[u32(1)];
let l_1698 = abs(l_1697);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1699 = l_1698 >= f64(1.1754943508222875e-38);
let l_1700 = l_1698 <= f64(1.7976931348623157e308);
let l_1701 = l_1699 && l_1700;
if l_1701 {
let l_1702 = bitcast<u64>(l_1698);
let l_1703 = l_1702 >> u32(bitcast<u64>(u64(52)));
let l_1704 = l_1703 - u64(23);
let l_1705 = l_1704 << u32(bitcast<u64>(u64(52)));
let l_1706 = bitcast<f64>(l_1705);
l_mut_1394 = l_1706;
}
let l_1707 = l_380 * l_mut_1394;
let l_1708 = l_1696 + l_1707;
let l_1709 = f64(l_mut_22);
let l_1710 = bitcast<u32>(l_mut_22);
let l_1711 = l_1710 + u32(1);
l_mut_405 = l_1711;
let l_1712 = l_1710 & u32(2147483647);
let l_1713 = l_1712 == u32(0);
if l_1713 {
l_mut_405 = u32(1);
} else {
let l_1714 = l_1710 & u32(2147483648);
let l_1715 = l_1714 != u32(0);
if l_1715 {
let l_1716 = l_1710 - u32(1);
l_mut_405 = l_1716;
}
}
let l_1717 = bitcast<f32>(l_mut_405);
let l_1718 = f64(l_1717);
let l_1719 = -l_mut_22;
let l_1720 = bitcast<u32>(l_1719);
let l_1721 = l_1720 + u32(1);
l_mut_405 = l_1721;
let l_1722 = l_1720 & u32(2147483647);
let l_1723 = l_1722 == u32(0);
if l_1723 {
l_mut_405 = u32(1);
} else {
let l_1724 = l_1720 & u32(2147483648);
let l_1725 = l_1724 != u32(0);
if l_1725 {
let l_1726 = l_1720 - u32(1);
l_mut_405 = l_1726;
}
}
let l_1727 = bitcast<f32>(l_mut_405);
let l_1728 = -l_1727;
let l_1729 = f64(l_1728);
let l_1730 = l_1695 + l_1632;
let l_1731 = l_1730 <= l_1709;
l_mut_464 = l_1731;
let l_1732 = l_1695 - l_1632;
let l_1733 = l_1732 > l_1709;
l_mut_461 = l_1733;
let l_1734 = l_1708 - l_1635;
let l_1735 = l_1734 >= l_1709;
l_mut_458 = l_1735;
let l_1736 = l_1708 + l_1635;
let l_1737 = l_1736 < l_1709;
l_mut_455 = l_1737;
if l_375 {
let l_1738 = l_1695 + l_1632;
let l_1739 = l_1738 < l_1718;
l_mut_464 = l_1739;
let l_1740 = l_1695 - l_1632;
let l_1741 = l_1740 >= l_1718;
l_mut_461 = l_1741;
let l_1742 = l_1708 - l_1635;
let l_1743 = l_1742 > l_1729;
l_mut_458 = l_1743;
let l_1744 = l_1708 + l_1635;
let l_1745 = l_1744 <= l_1729;
l_mut_455 = l_1745;
}
l_mut_405 = u32(2);
let l_1746 = l_mut_461 || l_mut_455;
if l_1746 {
l_mut_405 = u32(1);
} else {
let l_1747 = l_mut_464 && l_mut_458;
if l_1747 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
let l_1748 = a_961[u32(0)];
let l_1749 = l_1748 == u32(0);
if l_1749 {
l_mut_434 = u32(2);
}
l_mut_389 = l_mut_434;
} else {
let l_1750 = l_385 <= l_383;
let l_1751 = l_371 == u32(12);
let l_1752 = l_1750 && l_1751;
if l_1752 {
let l_1753 = f32(l_384);
let l_1754 = f64(l_1753);
let l_1755 = abs(l_1754);
l_mut_1394 = l_1755;
l_mut_434 = u32(0);
let l_1756 = l_1755 >= f64(0.785);
if l_1756 {
let l_1757 = l_1755 * f64(0.6366197723675814);
let l_1758 = l_1757 + f64(0.5);
let l_1759 = floor(l_1758);
let l_1760 = l_1759 * f64(1.570796325802803);
let l_1761 = l_1755 - l_1760;
let l_1762 = l_1759 * f64(9.920935796805404e-10);
let l_1763 = l_1761 - l_1762;
l_mut_1394 = l_1763;
let l_1764 = u32(l_1759);
l_mut_434 = l_1764;
}
let l_1765 = l_1753 < f32(0.0);
let l_1766 = l_mut_1394 * l_mut_1394;
let l_1767 = l_1766 * f64(1.9572941063391263e-20);
let l_1768 = f64(8.22063524662433e-18) - l_1767;
l_mut_1153 = l_1768;
let l_1769 = l_mut_1153 * l_1766;
let l_1770 = l_1769 - f64(2.8114572543455206e-15);
l_mut_1153 = l_1770;
let l_1771 = l_mut_1153 * l_1766;
let l_1772 = l_1771 + f64(7.647163731819816e-13);
l_mut_1153 = l_1772;
let l_1773 = l_mut_1153 * l_1766;
let l_1774 = l_1773 - f64(1.6059043836821613e-10);
l_mut_1153 = l_1774;
let l_1775 = l_mut_1153 * l_1766;
let l_1776 = l_1775 + f64(2.505210838544172e-8);
l_mut_1153 = l_1776;
let l_1777 = l_mut_1153 * l_1766;
let l_1778 = l_1777 - f64(2.7557319223985893e-6);
l_mut_1153 = l_1778;
let l_1779 = l_mut_1153 * l_1766;
let l_1780 = l_1779 + f64(0.0001984126984126984);
l_mut_1153 = l_1780;
let l_1781 = l_mut_1153 * l_1766;
let l_1782 = l_1781 - f64(0.008333333333333333);
l_mut_1153 = l_1782;
let l_1783 = l_mut_1153 * l_1766;
let l_1784 = l_1783 + f64(0.16666666666666666);
l_mut_1153 = l_1784;
let l_1785 = f64(0.5) * l_1766;
let l_1786 = f64(1.0) - l_1785;
let l_1787 = f64(0.0) * l_1786;
let l_1788 = l_mut_1394 * l_1766;
let l_1789 = l_1788 * l_mut_1153;
let l_1790 = l_1787 - l_1789;
let l_1791 = l_mut_1394 + l_1790;
let l_1792 = l_mut_1394 * l_mut_1394;
let l_1793 = l_1792 * f64(4.110317623312165e-19);
let l_1794 = l_1793 - f64(1.5619206968586225e-16);
l_mut_1153 = l_1794;
let l_1795 = l_mut_1153 * l_1792;
let l_1796 = l_1795 + f64(4.779477332387385e-14);
l_mut_1153 = l_1796;
let l_1797 = l_mut_1153 * l_1792;
let l_1798 = l_1797 - f64(1.1470745597729725e-11);
l_mut_1153 = l_1798;
let l_1799 = l_mut_1153 * l_1792;
let l_1800 = l_1799 + f64(2.08767569878681e-9);
l_mut_1153 = l_1800;
let l_1801 = l_mut_1153 * l_1792;
let l_1802 = l_1801 - f64(2.755731922398589e-7);
l_mut_1153 = l_1802;
let l_1803 = l_mut_1153 * l_1792;
let l_1804 = l_1803 + f64(2.48015873015873e-5);
l_mut_1153 = l_1804;
let l_1805 = l_mut_1153 * l_1792;
let l_1806 = l_1805 - f64(0.001388888888888889);
l_mut_1153 = l_1806;
let l_1807 = l_mut_1153 * l_1792;
let l_1808 = l_1807 + f64(0.041666666666666664);
l_mut_1153 = l_1808;
let l_1809 = f64(0.5) * l_1792;
let l_1810 = f64(1.0) - l_1809;
let l_1811 = l_1792 * l_1792;
let l_1812 = l_1811 * l_mut_1153;
let l_1813 = f64(0.0) * l_mut_1394;
let l_1814 = l_1812 - l_1813;
let l_1815 = l_1810 + l_1814;
let l_1816 = l_mut_434 & u32(1);
let l_1817 = l_1816 == u32(1);
l_mut_1394 = l_1791;
let l_1818 = l_mut_434 & u32(2);
let l_1819 = l_1818 != u32(0);
l_mut_464 = l_1819;
if l_1817 {
l_mut_1394 = l_1815;
}
let l_1820 = bool(true) && l_1765;
if l_1820 {
let l_1821 = !l_mut_464;
l_mut_464 = l_1821;
}
if l_mut_464 {
let l_1822 = -l_mut_1394;
l_mut_1394 = l_1822;
}
let l_1823 = f32(l_384);
let l_1824 = f64(l_1823);
let l_1825 = abs(l_1824);
l_mut_1153 = l_1825;
l_mut_434 = u32(0);
let l_1826 = l_1825 >= f64(0.785);
if l_1826 {
let l_1827 = l_1825 * f64(0.6366197723675814);
let l_1828 = l_1827 + f64(0.5);
let l_1829 = floor(l_1828);
let l_1830 = l_1829 * f64(1.570796325802803);
let l_1831 = l_1825 - l_1830;
let l_1832 = l_1829 * f64(9.920935796805404e-10);
let l_1833 = l_1831 - l_1832;
l_mut_1153 = l_1833;
let l_1834 = u32(l_1829);
l_mut_434 = l_1834;
}
let l_1835 = l_1823 < f32(0.0);
let l_1836 = l_mut_1153 * l_mut_1153;
let l_1837 = l_1836 * f64(1.9572941063391263e-20);
let l_1838 = f64(8.22063524662433e-18) - l_1837;
l_mut_216 = l_1838;
let l_1839 = l_mut_216 * l_1836;
let l_1840 = l_1839 - f64(2.8114572543455206e-15);
l_mut_216 = l_1840;
let l_1841 = l_mut_216 * l_1836;
let l_1842 = l_1841 + f64(7.647163731819816e-13);
l_mut_216 = l_1842;
let l_1843 = l_mut_216 * l_1836;
let l_1844 = l_1843 - f64(1.6059043836821613e-10);
l_mut_216 = l_1844;
let l_1845 = l_mut_216 * l_1836;
let l_1846 = l_1845 + f64(2.505210838544172e-8);
l_mut_216 = l_1846;
let l_1847 = l_mut_216 * l_1836;
let l_1848 = l_1847 - f64(2.7557319223985893e-6);
l_mut_216 = l_1848;
let l_1849 = l_mut_216 * l_1836;
let l_1850 = l_1849 + f64(0.0001984126984126984);
l_mut_216 = l_1850;
let l_1851 = l_mut_216 * l_1836;
let l_1852 = l_1851 - f64(0.008333333333333333);
l_mut_216 = l_1852;
let l_1853 = l_mut_216 * l_1836;
let l_1854 = l_1853 + f64(0.16666666666666666);
l_mut_216 = l_1854;
let l_1855 = f64(0.5) * l_1836;
let l_1856 = f64(1.0) - l_1855;
let l_1857 = f64(0.0) * l_1856;
let l_1858 = l_mut_1153 * l_1836;
let l_1859 = l_1858 * l_mut_216;
let l_1860 = l_1857 - l_1859;
let l_1861 = l_mut_1153 + l_1860;
let l_1862 = l_mut_1153 * l_mut_1153;
let l_1863 = l_1862 * f64(4.110317623312165e-19);
let l_1864 = l_1863 - f64(1.5619206968586225e-16);
l_mut_216 = l_1864;
let l_1865 = l_mut_216 * l_1862;
let l_1866 = l_1865 + f64(4.779477332387385e-14);
l_mut_216 = l_1866;
let l_1867 = l_mut_216 * l_1862;
let l_1868 = l_1867 - f64(1.1470745597729725e-11);
l_mut_216 = l_1868;
let l_1869 = l_mut_216 * l_1862;
let l_1870 = l_1869 + f64(2.08767569878681e-9);
l_mut_216 = l_1870;
let l_1871 = l_mut_216 * l_1862;
let l_1872 = l_1871 - f64(2.755731922398589e-7);
l_mut_216 = l_1872;
let l_1873 = l_mut_216 * l_1862;
let l_1874 = l_1873 + f64(2.48015873015873e-5);
l_mut_216 = l_1874;
let l_1875 = l_mut_216 * l_1862;
let l_1876 = l_1875 - f64(0.001388888888888889);
l_mut_216 = l_1876;
let l_1877 = l_mut_216 * l_1862;
let l_1878 = l_1877 + f64(0.041666666666666664);
l_mut_216 = l_1878;
let l_1879 = f64(0.5) * l_1862;
let l_1880 = f64(1.0) - l_1879;
let l_1881 = l_1862 * l_1862;
let l_1882 = l_1881 * l_mut_216;
let l_1883 = f64(0.0) * l_mut_1153;
let l_1884 = l_1882 - l_1883;
let l_1885 = l_1880 + l_1884;
let l_1886 = l_mut_434 & u32(1);
let l_1887 = l_1886 == u32(1);
l_mut_1153 = l_1861;
let l_1888 = l_mut_434 & u32(2);
let l_1889 = l_1888 != u32(0);
l_mut_464 = l_1889;
l_mut_1153 = l_1885;
if l_1887 {
l_mut_1153 = l_1861;
}
let l_1890 = l_mut_434 + u32(1);
let l_1891 = l_1890 & u32(2);
let l_1892 = l_1891 != u32(0);
l_mut_464 = l_1892;
let l_1893 = bool(false) && l_1835;
if l_1893 {
let l_1894 = !l_mut_464;
l_mut_464 = l_1894;
}
if l_mut_464 {
let l_1895 = -l_mut_1153;
l_mut_1153 = l_1895;
}
let l_1896 = abs(l_mut_1394);
let l_1897 = l_1896 * f64(1.4551915228366852e-11);
let l_1898 = abs(l_mut_1153);
let l_1899 = l_1898 * f64(1.4551915228366852e-11);
let l_1900 = l_mut_1394 - l_377;
let l_1901 = l_mut_1394 + l_377;
let l_1902 = l_mut_1153 - l_377;
let l_1903 = l_mut_1153 + l_377;
l_mut_434 = u32(2);
let l_1904 = abs(l_1902);
let l_1905 = l_1904 <= l_1899;
let l_1906 = abs(l_1903);
let l_1907 = l_1906 <= l_1899;
let l_1908 = l_1905 || l_1907;
let l_1909 = !l_1908;
if l_1909 {
l_mut_434 = u32(0);
let l_1910 = l_1902 <= f64(0.0);
let l_1911 = l_1903 >= f64(0.0);
let l_1912 = l_1910 && l_1911;
let l_1913 = !l_1912;
if l_1913 {
let l_1914 = abs(l_1902);
let l_1915 = abs(l_1903);
l_mut_1394 = l_1914;
let l_1916 = l_1915 < l_1914;
if l_1916 {
l_mut_1394 = l_1915;
}
let l_1917 = l_1899 / l_mut_1394;
let l_1918 = l_1917 + f64(1.4551915228366852e-11);
let l_1919 = f64(1.0) / l_1903;
let l_1920 = f64(1.0) / l_1902;
let l_1921 = abs(l_1919);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1922 = l_1921 >= f64(1.1754943508222875e-38);
let l_1923 = l_1921 <= f64(1.7976931348623157e308);
let l_1924 = l_1922 && l_1923;
if l_1924 {
let l_1925 = bitcast<u64>(l_1921);
let l_1926 = l_1925 >> u32(bitcast<u64>(u64(52)));
let l_1927 = l_1926 - u64(23);
let l_1928 = l_1927 << u32(bitcast<u64>(u64(52)));
let l_1929 = bitcast<f64>(l_1928);
l_mut_1394 = l_1929;
}
let l_1930 = l_380 * l_mut_1394;
let l_1931 = l_1919 - l_1930;
let l_1932 = abs(l_1920);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1933 = l_1932 >= f64(1.1754943508222875e-38);
let l_1934 = l_1932 <= f64(1.7976931348623157e308);
let l_1935 = l_1933 && l_1934;
if l_1935 {
let l_1936 = bitcast<u64>(l_1932);
let l_1937 = l_1936 >> u32(bitcast<u64>(u64(52)));
let l_1938 = l_1937 - u64(23);
let l_1939 = l_1938 << u32(bitcast<u64>(u64(52)));
let l_1940 = bitcast<f64>(l_1939);
l_mut_1394 = l_1940;
}
let l_1941 = l_380 * l_mut_1394;
let l_1942 = l_1920 + l_1941;
let l_1944 = l_1900 * l_1931;
let l_1945 = l_1900 * l_1942;
let l_1946 = l_1901 * l_1931;
let l_1947 = l_1901 * l_1942;
a_1943[u32(0)] = l_1944;
a_1943[u32(1)] = l_1944;
let l_1948 = a_1943[u32(0)];
let l_1949 = l_1945 < l_1948;
if l_1949 {
a_1943[u32(0)] = l_1945;
}
let l_1950 = a_1943[u32(0)];
let l_1951 = l_1946 < l_1950;
if l_1951 {
a_1943[u32(0)] = l_1946;
}
let l_1952 = a_1943[u32(0)];
let l_1953 = l_1947 < l_1952;
if l_1953 {
a_1943[u32(0)] = l_1947;
}
let l_1954 = a_1943[u32(1)];
let l_1955 = l_1945 > l_1954;
if l_1955 {
a_1943[u32(1)] = l_1945;
}
let l_1956 = a_1943[u32(1)];
let l_1957 = l_1946 > l_1956;
if l_1957 {
a_1943[u32(1)] = l_1946;
}
let l_1958 = a_1943[u32(1)];
let l_1959 = l_1947 > l_1958;
if l_1959 {
a_1943[u32(1)] = l_1947;
}
let l_1960 = abs(l_1900);
let l_1961 = abs(l_1901);
l_mut_1394 = l_1960;
let l_1962 = l_1961 > l_1960;
if l_1962 {
l_mut_1394 = l_1961;
}
let l_1963 = abs(l_1931);
let l_1964 = abs(l_1942);
l_mut_1153 = l_1963;
let l_1965 = l_1964 > l_1963;
if l_1965 {
l_mut_1153 = l_1964;
}
let l_1966 = l_mut_1394 * l_mut_1153;
let l_1967 = l_1918 + f64(1.4551915228366852e-11);
let l_1968 = l_1966 * l_1967;
let l_1969 = l_1897 * l_mut_1153;
let l_1970 = l_1968 + l_1969;
l_mut_434 = u32(2);
let l_1971 = abs(l_1919);
let l_1972 = l_1971 * l_1918;
let l_1973 = l_1919 - l_1972;
let l_1974 = abs(l_1973);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1975 = l_1974 >= f64(1.1754943508222875e-38);
let l_1976 = l_1974 <= f64(1.7976931348623157e308);
let l_1977 = l_1975 && l_1976;
if l_1977 {
let l_1978 = bitcast<u64>(l_1974);
let l_1979 = l_1978 >> u32(bitcast<u64>(u64(52)));
let l_1980 = l_1979 - u64(23);
let l_1981 = l_1980 << u32(bitcast<u64>(u64(52)));
let l_1982 = bitcast<f64>(l_1981);
l_mut_1394 = l_1982;
}
let l_1983 = l_1919 + l_1972;
let l_1984 = abs(l_1983);
l_mut_1153 = f64(1.401298464324817e-45);
let l_1985 = l_1984 >= f64(1.1754943508222875e-38);
let l_1986 = l_1984 <= f64(1.7976931348623157e308);
let l_1987 = l_1985 && l_1986;
if l_1987 {
let l_1988 = bitcast<u64>(l_1984);
let l_1989 = l_1988 >> u32(bitcast<u64>(u64(52)));
let l_1990 = l_1989 - u64(23);
let l_1991 = l_1990 << u32(bitcast<u64>(u64(52)));
let l_1992 = bitcast<f64>(l_1991);
l_mut_1153 = l_1992;
}
let l_1993 = l_mut_1394 == l_mut_1153;
let l_1994 = abs(l_1920);
let l_1995 = l_1994 * l_1918;
let l_1996 = l_1920 - l_1995;
let l_1997 = abs(l_1996);
l_mut_1394 = f64(1.401298464324817e-45);
let l_1998 = l_1997 >= f64(1.1754943508222875e-38);
let l_1999 = l_1997 <= f64(1.7976931348623157e308);
let l_2000 = l_1998 && l_1999;
if l_2000 {
let l_2001 = bitcast<u64>(l_1997);
let l_2002 = l_2001 >> u32(bitcast<u64>(u64(52)));
let l_2003 = l_2002 - u64(23);
let l_2004 = l_2003 << u32(bitcast<u64>(u64(52)));
let l_2005 = bitcast<f64>(l_2004);
l_mut_1394 = l_2005;
}
let l_2006 = l_1920 + l_1995;
let l_2007 = abs(l_2006);
l_mut_1153 = f64(1.401298464324817e-45);
let l_2008 = l_2007 >= f64(1.1754943508222875e-38);
let l_2009 = l_2007 <= f64(1.7976931348623157e308);
let l_2010 = l_2008 && l_2009;
if l_2010 {
let l_2011 = bitcast<u64>(l_2007);
let l_2012 = l_2011 >> u32(bitcast<u64>(u64(52)));
let l_2013 = l_2012 - u64(23);
let l_2014 = l_2013 << u32(bitcast<u64>(u64(52)));
let l_2015 = bitcast<f64>(l_2014);
l_mut_1153 = l_2015;
}
let l_2016 = l_mut_1394 == l_mut_1153;
let l_2017 = l_1993 && l_2016;
if l_2017 {
let l_2018 = a_1943[u32(0)];
let l_2019 = a_1943[u32(1)];
let l_2020 = f64(l_mut_22);
let l_2021 = bitcast<u32>(l_mut_22);
let l_2022 = l_2021 + u32(1);
l_mut_405 = l_2022;
let l_2023 = l_2021 & u32(2147483647);
let l_2024 = l_2023 == u32(0);
if l_2024 {
l_mut_405 = u32(1);
} else {
let l_2025 = l_2021 & u32(2147483648);
let l_2026 = l_2025 != u32(0);
if l_2026 {
let l_2027 = l_2021 - u32(1);
l_mut_405 = l_2027;
}
}
let l_2028 = bitcast<f32>(l_mut_405);
let l_2029 = f64(l_2028);
let l_2030 = -l_mut_22;
let l_2031 = bitcast<u32>(l_2030);
let l_2032 = l_2031 + u32(1);
l_mut_405 = l_2032;
let l_2033 = l_2031 & u32(2147483647);
let l_2034 = l_2033 == u32(0);
if l_2034 {
l_mut_405 = u32(1);
} else {
let l_2035 = l_2031 & u32(2147483648);
let l_2036 = l_2035 != u32(0);
if l_2036 {
let l_2037 = l_2031 - u32(1);
l_mut_405 = l_2037;
}
}
let l_2038 = bitcast<f32>(l_mut_405);
let l_2039 = -l_2038;
let l_2040 = f64(l_2039);
let l_2041 = l_2018 + l_1970;
let l_2042 = l_2041 <= l_2020;
l_mut_464 = l_2042;
let l_2043 = l_2018 - l_1970;
let l_2044 = l_2043 > l_2020;
l_mut_461 = l_2044;
let l_2045 = l_2019 - l_1970;
let l_2046 = l_2045 >= l_2020;
l_mut_458 = l_2046;
let l_2047 = l_2019 + l_1970;
let l_2048 = l_2047 < l_2020;
l_mut_455 = l_2048;
let l_2049 = l_2018 + l_1970;
let l_2050 = l_2049 < l_2029;
l_mut_464 = l_2050;
let l_2051 = l_2018 - l_1970;
let l_2052 = l_2051 >= l_2029;
l_mut_461 = l_2052;
let l_2053 = l_2019 - l_1970;
let l_2054 = l_2053 > l_2040;
l_mut_458 = l_2054;
let l_2055 = l_2019 + l_1970;
let l_2056 = l_2055 <= l_2040;
l_mut_455 = l_2056;
l_mut_405 = u32(2);
let l_2057 = l_mut_461 || l_mut_455;
if l_2057 {
l_mut_405 = u32(1);
} else {
let l_2058 = l_mut_464 && l_mut_458;
if l_2058 {
l_mut_405 = u32(0);
}
}
l_mut_434 = l_mut_405;
}
}
}
l_mut_389 = l_mut_434;
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
let l_2059 = a_388[u32(0)];
let l_2060 = l_2059 == u32(0);
if l_2060 {
l_mut_389 = u32(2);
}
a_10[l_mut_369] = l_mut_389;
let l_2061 = a_10[l_mut_369];
let l_2062 = l_2061 == u32(2);
if l_2062 {
l_mut_101 = bool(false);
}
}
}
let l_2063 = l_mut_35 == u32(4294967293);
if l_2063 {
let l_2064 = a_8[u32(0)];
let l_2065 = l_2064 + u32(1);
a_8[u32(0)] = l_2065;
} else {
if l_mut_101 {
l_mut_1394 = l_360;
let l_2066 = l_mut_1394 < f64(-17.0);
if l_2066 {
l_mut_1394 = f64(-17.0);
}
let l_2067 = l_mut_1394 > f64(17.0);
if l_2067 {
l_mut_1394 = f64(17.0);
}
let l_2068 = l_mut_1394 + f64(16.0);
let l_2069 = l_2068 + f64(1.0);
let l_2070 = u32(l_2069);
let l_2071 = u32(2) + l_2070;
let l_2072 = a_8[l_2071];
let l_2073 = l_2072 + u32(1);
a_8[l_2071] = l_2073;
let l_2074 = bitcast<u32>(l_mut_22);
let l_2075 = l_2074 & u32(8388607);
let l_2076 = f64(l_2075);
let l_2077 = l_2076 / f64(7.1362384635298e44);
l_mut_1394 = l_2077;
let l_2078 = l_2074 & u32(2139095040);
let l_2079 = l_2078 != u32(0);
if l_2079 {
let l_2080 = l_2074 & u32(2147483647);
let l_2081 = bitcast<f32>(l_2080);
let l_2082 = f64(l_2081);
l_mut_1394 = l_2082;
}
let l_2083 = l_2074 >> u32(31);
let l_2084 = f64(l_2083);
let l_2085 = f64(2.0) * l_2084;
let l_2086 = f64(1.0) - l_2085;
l_mut_1394 = l_mut_1394 * l_2086;
let l_2087 = abs(l_mut_25);
let l_2088 = l_mut_25 * f64(0.0);
let l_2089 = l_2088 + f64(7.1362384635298e44);
l_mut_1153 = l_2089;
let l_2090 = l_2087 >= f64(2.350988701644575e-38);
if l_2090 {
let l_2091 = l_mut_35 & u32(2147483647);
let l_2092 = bitcast<f32>(l_2091);
let l_2093 = f64(l_2092);
let l_2094 = l_2091 & u32(2139095040);
let l_2095 = bitcast<f32>(l_2094);
let l_2096 = f64(l_2095);
let l_2097 = l_2093 > l_2087;
let l_2098 = l_2091 & u32(8388607);
let l_2099 = l_2098 == u32(0);
let l_2100 = l_2097 && l_2099;
let l_2101 = l_2096 * f64(1.1920928955078125e-7);
let l_2102 = f64(l_2100);
let l_2103 = f64(0.5) * l_2102;
let l_2104 = f64(1.0) - l_2103;
let l_2105 = l_2101 * l_2104;
let l_2106 = f64(1.0) / l_2105;
l_mut_1153 = l_2106;
}
let l_2107 = l_mut_1394 - l_mut_25;
let l_2108 = l_2107 * l_mut_1153;
let l_2109 = a_8[u32(45)];
let l_2110 = l_2109 == u32(4294967295);
let l_2111 = a_9[u32(0)];
let l_2112 = l_2108 < l_2111;
let l_2113 = l_2110 || l_2112;
if l_2113 {
a_9[u32(0)] = l_2108;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_341;
}
let l_2114 = a_8[u32(47)];
let l_2115 = l_2114 == u32(4294967295);
let l_2116 = a_9[u32(1)];
let l_2117 = l_2108 > l_2116;
let l_2118 = l_2115 || l_2117;
if l_2118 {
a_9[u32(1)] = l_2108;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_341;
}
let l_2119 = l_360 != f64(0.0);
if l_2119 {

for (var l_mut_2120: u32 = u32(0); l_mut_2120 < u32(8); l_mut_2120++) {
let l_2121 = a_10[l_mut_2120];
let l_2122 = l_2121 == u32(1);
if l_2122 {
let l_2123 = u32(37) + l_mut_2120;
let l_2124 = a_8[l_2123];
let l_2125 = l_2124 + u32(1);
a_8[l_2123] = l_2125;
let l_2126 = u32(2) + l_mut_2120;
let l_2127 = u32(2) * l_2126;
let l_2128 = u32(45) + l_2127;
let l_2129 = a_8[l_2128];
let l_2130 = l_2129 == u32(4294967295);
let l_2131 = abs(l_2108);
let l_2132 = u32(2) + l_mut_2120;
let l_2133 = a_9[l_2132];
let l_2134 = abs(l_2133);
let l_2135 = l_2131 > l_2134;
let l_2136 = l_2130 || l_2135;
if l_2136 {
let l_2137 = u32(2) + l_mut_2120;
a_9[l_2137] = l_2108;
a_8[l_2128] = l_20;
let l_2138 = l_2128 + u32(1);
a_8[l_2138] = l_341;
}
}
}
}
} else {
let l_2139 = a_8[u32(1)];
let l_2140 = l_2 + l_2139;
let l_2141 = l_2140 * u32(2);
let l_2247 = info.static_meta[u32(6)];
let l_2248 = l_2247 * u32(1);
let l_2249 = l_2141 < l_2248;
if l_2249 {
buffer_6_global[l_2141] = l_20;
}
let l_2142 = l_2141 + u32(1);
let l_2250 = info.static_meta[u32(6)];
let l_2251 = l_2250 * u32(1);
let l_2252 = l_2142 < l_2251;
if l_2252 {
buffer_6_global[l_2142] = l_341;
}
let l_2143 = a_8[u32(1)];
let l_2144 = l_2143 + u32(1);
a_8[u32(1)] = l_2144;
}
}
}

for (var l_mut_2145: u32 = u32(0); l_mut_2145 < u32(65); l_mut_2145++) {
let l_2146 = id * u32(65);
let l_2147 = l_2146 + l_mut_2145;
let l_2148 = a_8[l_mut_2145];
let l_2253 = info.static_meta[u32(4)];
let l_2254 = l_2253 * u32(1);
let l_2255 = l_2147 < l_2254;
if l_2255 {
buffer_4_global[l_2147] = l_2148;
}
}

for (var l_mut_2149: u32 = u32(0); l_mut_2149 < u32(10); l_mut_2149++) {
let l_2150 = id * u32(10);
let l_2151 = l_2150 + l_mut_2149;
let l_2152 = a_9[l_mut_2149];
let l_2256 = info.static_meta[u32(5)];
let l_2257 = l_2256 * u32(1);
let l_2258 = l_2151 < l_2257;
if l_2258 {
buffer_5_global[l_2151] = l_2152;
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
