@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn double_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1088: f32;
var l_mut_1298: f32;
var l_mut_137: u64;
var l_mut_1398: f32;
var l_mut_14: u32;
var l_mut_156: f32;
var l_mut_15: u32;
var l_mut_1608: f32;
var l_mut_1708: f32;
var l_mut_170: u32;
var l_mut_1918: f32;
var l_mut_2018: f32;
var l_mut_228: u64;
var l_mut_25: u64;
var l_mut_29: i32;
var l_mut_368: f32;
var l_mut_40: u64;
var l_mut_44: i32;
var l_mut_468: f32;
var l_mut_4: u32;
var l_mut_50: f32;
var l_mut_51: f32;
var l_mut_62: u64;
var l_mut_66: u64;
var l_mut_678: f32;
var l_mut_75: i32;
var l_mut_778: f32;
var l_mut_92: u64;
var l_mut_988: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2197 = info.static_meta[u32(2)];
let l_2198 = l_2197 * u32(1);
let l_2199 = u32(0) < l_2198;
let l_2200 = l_2198 - u32(1);
let l_2201 = min(u32(0), l_2200);
let l_2202 = buffer_2_global[l_2201];
let l_2203 = select(f32(0.0), l_2202, l_2199);
let l_2 = l_2203;
let l_2204 = info.static_meta[u32(2)];
let l_2205 = l_2204 * u32(1);
let l_2206 = u32(1) < l_2205;
let l_2207 = l_2205 - u32(1);
let l_2208 = min(u32(1), l_2207);
let l_2209 = buffer_2_global[l_2208];
let l_2210 = select(f32(0.0), l_2209, l_2206);
let l_3 = l_2210;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_2211 = info.static_meta[u32(0)];
let l_2212 = l_2211 * u32(1);
let l_2213 = l_mut_4 < l_2212;
let l_2214 = l_2212 - u32(1);
let l_2215 = min(l_mut_4, l_2214);
let l_2216 = buffer_0_global[l_2215];
let l_2217 = select(f32(0.0), l_2216, l_2213);
let l_6 = l_2217;
let l_7 = l_1 + l_mut_4;
let l_2218 = info.static_meta[u32(0)];
let l_2219 = l_2218 * u32(1);
let l_2220 = l_7 < l_2219;
let l_2221 = l_2219 - u32(1);
let l_2222 = min(l_7, l_2221);
let l_2223 = buffer_0_global[l_2222];
let l_2224 = select(f32(0.0), l_2223, l_2220);
let l_8 = l_2224;
let l_2225 = info.static_meta[u32(1)];
let l_2226 = l_2225 * u32(1);
let l_2227 = l_mut_4 < l_2226;
let l_2228 = l_2226 - u32(1);
let l_2229 = min(l_mut_4, l_2228);
let l_2230 = buffer_1_global[l_2229];
let l_2231 = select(f32(0.0), l_2230, l_2227);
let l_9 = l_2231;
let l_10 = l_1 + l_mut_4;
let l_2232 = info.static_meta[u32(1)];
let l_2233 = l_2232 * u32(1);
let l_2234 = l_10 < l_2233;
let l_2235 = l_2233 - u32(1);
let l_2236 = min(l_10, l_2235);
let l_2237 = buffer_1_global[l_2236];
let l_2238 = select(f32(0.0), l_2237, l_2234);
let l_11 = l_2238;
let l_12 = bitcast<u32>(l_6);
let l_13 = bitcast<u32>(l_9);
l_mut_14 = l_12;
l_mut_15 = l_13;
let l_16 = l_13 & u32(2147483647);
let l_17 = l_12 & u32(2147483647);
let l_18 = l_16 > l_17;
if l_18 {
l_mut_14 = l_13;
l_mut_15 = l_12;
}
let l_19 = l_mut_14 >> u32(23);
let l_20 = l_19 & u32(255);
let l_21 = l_mut_14 & u32(8388607);
let l_22 = l_20 != u32(0);
if l_22 {
let l_23 = l_21 | u32(8388608);
let l_24 = u64(l_23);
l_mut_25 = l_24;
} else {
let l_26 = u64(l_21);
l_mut_25 = l_26;
}
if l_22 {
let l_27 = i32(l_20);
let l_28 = l_27 - i32(150);
l_mut_29 = l_28;
} else {
let l_30 = i32(u32(1));
let l_31 = l_30 - i32(150);
l_mut_29 = l_31;
}
let l_32 = l_mut_14 & u32(2147483648);
let l_33 = l_20 == u32(255);
let l_34 = l_mut_15 >> u32(23);
let l_35 = l_34 & u32(255);
let l_36 = l_mut_15 & u32(8388607);
let l_37 = l_35 != u32(0);
if l_37 {
let l_38 = l_36 | u32(8388608);
let l_39 = u64(l_38);
l_mut_40 = l_39;
} else {
let l_41 = u64(l_36);
l_mut_40 = l_41;
}
if l_37 {
let l_42 = i32(l_35);
let l_43 = l_42 - i32(150);
l_mut_44 = l_43;
} else {
let l_45 = i32(u32(1));
let l_46 = l_45 - i32(150);
l_mut_44 = l_46;
}
let l_47 = l_mut_15 & u32(2147483648);
let l_48 = l_35 == u32(255);
let l_49 = l_6 + l_9;
l_mut_50 = l_49;
l_mut_51 = f32(0.0);
let l_52 = !l_33;
let l_53 = l_mut_40 != u64(0);
let l_54 = l_52 && l_53;
if l_54 {
let l_55 = l_mut_29 - l_mut_44;
let l_56 = l_55 >= i32(26);
if l_56 {
let l_57 = bitcast<f32>(l_mut_14);
l_mut_50 = l_57;
let l_58 = bitcast<f32>(l_mut_15);
l_mut_51 = l_58;
} else {
let l_59 = u64(l_55);
let l_60 = l_mut_25 << u32(bitcast<u64>(l_59));
let l_61 = l_60 - l_mut_40;
l_mut_62 = l_61;
let l_63 = l_32 == l_47;
if l_63 {
let l_64 = l_60 + l_mut_40;
l_mut_62 = l_64;
}
let l_65 = l_mut_62 == u64(0);
if l_65 {
l_mut_50 = f32(0.0);
} else {
l_mut_15 = u32(0);
l_mut_66 = u64(0);
let l_67 = l_mut_62 != u64(0);
if l_67 {
let l_68 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_69 = i32(l_68);
let l_70 = i32(64) - l_69;
let l_71 = l_70 - i32(1);
let l_72 = l_71 + l_mut_44;
let l_73 = l_72 + i32(127);
let l_74 = i32(-149) - l_mut_44;
l_mut_75 = l_74;
let l_76 = l_73 >= i32(1);
if l_76 {
let l_77 = l_70 - i32(24);
l_mut_75 = l_77;
}
let l_78 = l_mut_75 <= i32(0);
if l_78 {
l_mut_14 = u32(0);
let l_79 = l_mut_62 != u64(0);
if l_79 {
let l_80 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_81 = i32(l_80);
let l_82 = i32(64) - l_81;
let l_83 = l_82 - i32(1);
let l_84 = l_83 + l_mut_44;
let l_85 = l_84 + i32(127);
let l_86 = l_85 >= i32(255);
if l_86 {
l_mut_14 = u32(2139095040);
} else {
let l_87 = l_85 >= i32(1);
if l_87 {
let l_88 = l_82 > i32(24);
if l_88 {
let l_89 = l_82 - i32(24);
let l_90 = u64(l_89);
let l_91 = l_mut_62 >> u32(bitcast<u64>(l_90));
l_mut_92 = l_91;
} else {
let l_93 = i32(24) - l_82;
let l_94 = u64(l_93);
let l_95 = l_mut_62 << u32(bitcast<u64>(l_94));
l_mut_92 = l_95;
}
let l_96 = u32(l_85);
let l_97 = l_96 << u32(23);
let l_98 = u32(bitcast<u64>(l_mut_92));
let l_99 = l_98 & u32(8388607);
let l_100 = l_97 | l_99;
l_mut_14 = l_100;
} else {
let l_101 = l_mut_44 + i32(149);
let l_102 = l_101 >= i32(0);
if l_102 {
let l_103 = u64(l_101);
let l_104 = l_mut_62 << u32(bitcast<u64>(l_103));
l_mut_92 = l_104;
} else {
let l_105 = i32(0) - l_101;
let l_106 = u64(l_105);
let l_107 = l_mut_62 >> u32(bitcast<u64>(l_106));
l_mut_92 = l_107;
}
let l_108 = u32(bitcast<u64>(l_mut_92));
l_mut_14 = l_108;
}
}
}
l_mut_15 = l_mut_14;
l_mut_66 = l_mut_62;
} else {
let l_109 = l_mut_75 <= l_70;
if l_109 {
let l_110 = u64(l_mut_75);
let l_111 = l_mut_62 >> u32(bitcast<u64>(l_110));
l_mut_92 = l_111;
let l_112 = l_mut_92 << u32(bitcast<u64>(l_110));
let l_113 = l_mut_62 - l_112;
let l_114 = l_110 - u64(1);
let l_115 = u64(1) << u32(bitcast<u64>(l_114));
let l_116 = l_113 > l_115;
let l_117 = l_113 == l_115;
let l_118 = l_mut_92 & u64(1);
let l_119 = l_118 == u64(1);
let l_120 = l_117 && l_119;
let l_121 = l_116 || l_120;
if l_121 {
l_mut_92 = l_mut_92 + u64(1);
}
let l_122 = l_mut_92 << u32(bitcast<u64>(l_110));
l_mut_66 = l_122;
let l_123 = l_mut_44 + l_mut_75;
l_mut_14 = u32(0);
let l_124 = l_mut_92 != u64(0);
if l_124 {
let l_125 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_126 = i32(l_125);
let l_127 = i32(64) - l_126;
let l_128 = l_127 - i32(1);
let l_129 = l_128 + l_123;
let l_130 = l_129 + i32(127);
let l_131 = l_130 >= i32(255);
if l_131 {
l_mut_14 = u32(2139095040);
} else {
let l_132 = l_130 >= i32(1);
if l_132 {
let l_133 = l_127 > i32(24);
if l_133 {
let l_134 = l_127 - i32(24);
let l_135 = u64(l_134);
let l_136 = l_mut_92 >> u32(bitcast<u64>(l_135));
l_mut_137 = l_136;
} else {
let l_138 = i32(24) - l_127;
let l_139 = u64(l_138);
let l_140 = l_mut_92 << u32(bitcast<u64>(l_139));
l_mut_137 = l_140;
}
let l_141 = u32(l_130);
let l_142 = l_141 << u32(23);
let l_143 = u32(bitcast<u64>(l_mut_137));
let l_144 = l_143 & u32(8388607);
let l_145 = l_142 | l_144;
l_mut_14 = l_145;
} else {
let l_146 = l_123 + i32(149);
let l_147 = l_146 >= i32(0);
if l_147 {
let l_148 = u64(l_146);
let l_149 = l_mut_92 << u32(bitcast<u64>(l_148));
l_mut_137 = l_149;
} else {
let l_150 = i32(0) - l_146;
let l_151 = u64(l_150);
let l_152 = l_mut_92 >> u32(bitcast<u64>(l_151));
l_mut_137 = l_152;
}
let l_153 = u32(bitcast<u64>(l_mut_137));
l_mut_14 = l_153;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_154 = l_mut_15 | l_32;
let l_155 = bitcast<f32>(l_154);
l_mut_50 = l_155;
l_mut_156 = f32(0.0);
let l_157 = l_mut_62 > l_mut_66;
if l_157 {
let l_158 = l_mut_62 - l_mut_66;
l_mut_14 = u32(0);
l_mut_137 = u64(0);
let l_159 = l_158 != u64(0);
if l_159 {
let l_160 = select(countLeadingZeros(u32(l_158 >> u32(32u))), 32u + countLeadingZeros(u32(l_158)), (l_158 >> u32(32u)) == u64(0));
let l_161 = i32(l_160);
let l_162 = i32(64) - l_161;
let l_163 = l_162 - i32(1);
let l_164 = l_163 + l_mut_44;
let l_165 = l_164 + i32(127);
let l_166 = i32(-149) - l_mut_44;
l_mut_75 = l_166;
let l_167 = l_165 >= i32(1);
if l_167 {
let l_168 = l_162 - i32(24);
l_mut_75 = l_168;
}
let l_169 = l_mut_75 <= i32(0);
if l_169 {
l_mut_170 = u32(0);
let l_171 = l_158 != u64(0);
if l_171 {
let l_172 = select(countLeadingZeros(u32(l_158 >> u32(32u))), 32u + countLeadingZeros(u32(l_158)), (l_158 >> u32(32u)) == u64(0));
let l_173 = i32(l_172);
let l_174 = i32(64) - l_173;
let l_175 = l_174 - i32(1);
let l_176 = l_175 + l_mut_44;
let l_177 = l_176 + i32(127);
let l_178 = l_177 >= i32(255);
if l_178 {
l_mut_170 = u32(2139095040);
} else {
let l_179 = l_177 >= i32(1);
if l_179 {
let l_180 = l_174 > i32(24);
if l_180 {
let l_181 = l_174 - i32(24);
let l_182 = u64(l_181);
let l_183 = l_158 >> u32(bitcast<u64>(l_182));
l_mut_92 = l_183;
} else {
let l_184 = i32(24) - l_174;
let l_185 = u64(l_184);
let l_186 = l_158 << u32(bitcast<u64>(l_185));
l_mut_92 = l_186;
}
let l_187 = u32(l_177);
let l_188 = l_187 << u32(23);
let l_189 = u32(bitcast<u64>(l_mut_92));
let l_190 = l_189 & u32(8388607);
let l_191 = l_188 | l_190;
l_mut_170 = l_191;
} else {
let l_192 = l_mut_44 + i32(149);
let l_193 = l_192 >= i32(0);
if l_193 {
let l_194 = u64(l_192);
let l_195 = l_158 << u32(bitcast<u64>(l_194));
l_mut_92 = l_195;
} else {
let l_196 = i32(0) - l_192;
let l_197 = u64(l_196);
let l_198 = l_158 >> u32(bitcast<u64>(l_197));
l_mut_92 = l_198;
}
let l_199 = u32(bitcast<u64>(l_mut_92));
l_mut_170 = l_199;
}
}
}
l_mut_14 = l_mut_170;
l_mut_137 = l_158;
} else {
let l_200 = l_mut_75 <= l_162;
if l_200 {
let l_201 = u64(l_mut_75);
let l_202 = l_158 >> u32(bitcast<u64>(l_201));
l_mut_92 = l_202;
let l_203 = l_mut_92 << u32(bitcast<u64>(l_201));
let l_204 = l_158 - l_203;
let l_205 = l_201 - u64(1);
let l_206 = u64(1) << u32(bitcast<u64>(l_205));
let l_207 = l_204 > l_206;
let l_208 = l_204 == l_206;
let l_209 = l_mut_92 & u64(1);
let l_210 = l_209 == u64(1);
let l_211 = l_208 && l_210;
let l_212 = l_207 || l_211;
if l_212 {
l_mut_92 = l_mut_92 + u64(1);
}
let l_213 = l_mut_92 << u32(bitcast<u64>(l_201));
l_mut_137 = l_213;
let l_214 = l_mut_44 + l_mut_75;
l_mut_170 = u32(0);
let l_215 = l_mut_92 != u64(0);
if l_215 {
let l_216 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_217 = i32(l_216);
let l_218 = i32(64) - l_217;
let l_219 = l_218 - i32(1);
let l_220 = l_219 + l_214;
let l_221 = l_220 + i32(127);
let l_222 = l_221 >= i32(255);
if l_222 {
l_mut_170 = u32(2139095040);
} else {
let l_223 = l_221 >= i32(1);
if l_223 {
let l_224 = l_218 > i32(24);
if l_224 {
let l_225 = l_218 - i32(24);
let l_226 = u64(l_225);
let l_227 = l_mut_92 >> u32(bitcast<u64>(l_226));
l_mut_228 = l_227;
} else {
let l_229 = i32(24) - l_218;
let l_230 = u64(l_229);
let l_231 = l_mut_92 << u32(bitcast<u64>(l_230));
l_mut_228 = l_231;
}
let l_232 = u32(l_221);
let l_233 = l_232 << u32(23);
let l_234 = u32(bitcast<u64>(l_mut_228));
let l_235 = l_234 & u32(8388607);
let l_236 = l_233 | l_235;
l_mut_170 = l_236;
} else {
let l_237 = l_214 + i32(149);
let l_238 = l_237 >= i32(0);
if l_238 {
let l_239 = u64(l_237);
let l_240 = l_mut_92 << u32(bitcast<u64>(l_239));
l_mut_228 = l_240;
} else {
let l_241 = i32(0) - l_237;
let l_242 = u64(l_241);
let l_243 = l_mut_92 >> u32(bitcast<u64>(l_242));
l_mut_228 = l_243;
}
let l_244 = u32(bitcast<u64>(l_mut_228));
l_mut_170 = l_244;
}
}
}
l_mut_14 = l_mut_170;
}
}
}
let l_245 = l_mut_14 | l_32;
let l_246 = bitcast<f32>(l_245);
l_mut_156 = l_246;
} else {
let l_247 = l_mut_66 > l_mut_62;
if l_247 {
let l_248 = l_mut_66 - l_mut_62;
l_mut_170 = u32(0);
l_mut_228 = u64(0);
let l_249 = l_248 != u64(0);
if l_249 {
let l_250 = select(countLeadingZeros(u32(l_248 >> u32(32u))), 32u + countLeadingZeros(u32(l_248)), (l_248 >> u32(32u)) == u64(0));
let l_251 = i32(l_250);
let l_252 = i32(64) - l_251;
let l_253 = l_252 - i32(1);
let l_254 = l_253 + l_mut_44;
let l_255 = l_254 + i32(127);
let l_256 = i32(-149) - l_mut_44;
l_mut_75 = l_256;
let l_257 = l_255 >= i32(1);
if l_257 {
let l_258 = l_252 - i32(24);
l_mut_75 = l_258;
}
let l_259 = l_mut_75 <= i32(0);
if l_259 {
l_mut_14 = u32(0);
let l_260 = l_248 != u64(0);
if l_260 {
let l_261 = select(countLeadingZeros(u32(l_248 >> u32(32u))), 32u + countLeadingZeros(u32(l_248)), (l_248 >> u32(32u)) == u64(0));
let l_262 = i32(l_261);
let l_263 = i32(64) - l_262;
let l_264 = l_263 - i32(1);
let l_265 = l_264 + l_mut_44;
let l_266 = l_265 + i32(127);
let l_267 = l_266 >= i32(255);
if l_267 {
l_mut_14 = u32(2139095040);
} else {
let l_268 = l_266 >= i32(1);
if l_268 {
let l_269 = l_263 > i32(24);
if l_269 {
let l_270 = l_263 - i32(24);
let l_271 = u64(l_270);
let l_272 = l_248 >> u32(bitcast<u64>(l_271));
l_mut_137 = l_272;
} else {
let l_273 = i32(24) - l_263;
let l_274 = u64(l_273);
let l_275 = l_248 << u32(bitcast<u64>(l_274));
l_mut_137 = l_275;
}
let l_276 = u32(l_266);
let l_277 = l_276 << u32(23);
let l_278 = u32(bitcast<u64>(l_mut_137));
let l_279 = l_278 & u32(8388607);
let l_280 = l_277 | l_279;
l_mut_14 = l_280;
} else {
let l_281 = l_mut_44 + i32(149);
let l_282 = l_281 >= i32(0);
if l_282 {
let l_283 = u64(l_281);
let l_284 = l_248 << u32(bitcast<u64>(l_283));
l_mut_137 = l_284;
} else {
let l_285 = i32(0) - l_281;
let l_286 = u64(l_285);
let l_287 = l_248 >> u32(bitcast<u64>(l_286));
l_mut_137 = l_287;
}
let l_288 = u32(bitcast<u64>(l_mut_137));
l_mut_14 = l_288;
}
}
}
l_mut_170 = l_mut_14;
l_mut_228 = l_248;
} else {
let l_289 = l_mut_75 <= l_252;
if l_289 {
let l_290 = u64(l_mut_75);
let l_291 = l_248 >> u32(bitcast<u64>(l_290));
l_mut_137 = l_291;
let l_292 = l_mut_137 << u32(bitcast<u64>(l_290));
let l_293 = l_248 - l_292;
let l_294 = l_290 - u64(1);
let l_295 = u64(1) << u32(bitcast<u64>(l_294));
let l_296 = l_293 > l_295;
let l_297 = l_293 == l_295;
let l_298 = l_mut_137 & u64(1);
let l_299 = l_298 == u64(1);
let l_300 = l_297 && l_299;
let l_301 = l_296 || l_300;
if l_301 {
l_mut_137 = l_mut_137 + u64(1);
}
let l_302 = l_mut_137 << u32(bitcast<u64>(l_290));
l_mut_228 = l_302;
let l_303 = l_mut_44 + l_mut_75;
l_mut_14 = u32(0);
let l_304 = l_mut_137 != u64(0);
if l_304 {
let l_305 = select(countLeadingZeros(u32(l_mut_137 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_137)), (l_mut_137 >> u32(32u)) == u64(0));
let l_306 = i32(l_305);
let l_307 = i32(64) - l_306;
let l_308 = l_307 - i32(1);
let l_309 = l_308 + l_303;
let l_310 = l_309 + i32(127);
let l_311 = l_310 >= i32(255);
if l_311 {
l_mut_14 = u32(2139095040);
} else {
let l_312 = l_310 >= i32(1);
if l_312 {
let l_313 = l_307 > i32(24);
if l_313 {
let l_314 = l_307 - i32(24);
let l_315 = u64(l_314);
let l_316 = l_mut_137 >> u32(bitcast<u64>(l_315));
l_mut_92 = l_316;
} else {
let l_317 = i32(24) - l_307;
let l_318 = u64(l_317);
let l_319 = l_mut_137 << u32(bitcast<u64>(l_318));
l_mut_92 = l_319;
}
let l_320 = u32(l_310);
let l_321 = l_320 << u32(23);
let l_322 = u32(bitcast<u64>(l_mut_92));
let l_323 = l_322 & u32(8388607);
let l_324 = l_321 | l_323;
l_mut_14 = l_324;
} else {
let l_325 = l_303 + i32(149);
let l_326 = l_325 >= i32(0);
if l_326 {
let l_327 = u64(l_325);
let l_328 = l_mut_137 << u32(bitcast<u64>(l_327));
l_mut_92 = l_328;
} else {
let l_329 = i32(0) - l_325;
let l_330 = u64(l_329);
let l_331 = l_mut_137 >> u32(bitcast<u64>(l_330));
l_mut_92 = l_331;
}
let l_332 = u32(bitcast<u64>(l_mut_92));
l_mut_14 = l_332;
}
}
}
l_mut_170 = l_mut_14;
}
}
}
let l_333 = l_32 ^ u32(2147483648);
let l_334 = l_mut_170 | l_333;
let l_335 = bitcast<f32>(l_334);
l_mut_156 = l_335;
}
}
l_mut_51 = l_mut_156;
}
}
}
let l_336 = bitcast<u32>(l_8);
let l_337 = bitcast<u32>(l_11);
l_mut_170 = l_336;
l_mut_15 = l_337;
let l_338 = l_337 & u32(2147483647);
let l_339 = l_336 & u32(2147483647);
let l_340 = l_338 > l_339;
if l_340 {
l_mut_170 = l_337;
l_mut_15 = l_336;
}
let l_341 = l_mut_170 >> u32(23);
let l_342 = l_341 & u32(255);
let l_343 = l_mut_170 & u32(8388607);
let l_344 = l_342 != u32(0);
if l_344 {
let l_345 = l_343 | u32(8388608);
let l_346 = u64(l_345);
l_mut_228 = l_346;
} else {
let l_347 = u64(l_343);
l_mut_228 = l_347;
}
if l_344 {
let l_348 = i32(l_342);
let l_349 = l_348 - i32(150);
l_mut_75 = l_349;
} else {
let l_350 = i32(u32(1));
let l_351 = l_350 - i32(150);
l_mut_75 = l_351;
}
let l_352 = l_mut_170 & u32(2147483648);
let l_353 = l_342 == u32(255);
let l_354 = l_mut_15 >> u32(23);
let l_355 = l_354 & u32(255);
let l_356 = l_mut_15 & u32(8388607);
let l_357 = l_355 != u32(0);
if l_357 {
let l_358 = l_356 | u32(8388608);
let l_359 = u64(l_358);
l_mut_137 = l_359;
} else {
let l_360 = u64(l_356);
l_mut_137 = l_360;
}
if l_357 {
let l_361 = i32(l_355);
let l_362 = l_361 - i32(150);
l_mut_44 = l_362;
} else {
let l_363 = i32(u32(1));
let l_364 = l_363 - i32(150);
l_mut_44 = l_364;
}
let l_365 = l_mut_15 & u32(2147483648);
let l_366 = l_355 == u32(255);
let l_367 = l_8 + l_11;
l_mut_156 = l_367;
l_mut_368 = f32(0.0);
let l_369 = !l_353;
let l_370 = l_mut_137 != u64(0);
let l_371 = l_369 && l_370;
if l_371 {
let l_372 = l_mut_75 - l_mut_44;
let l_373 = l_372 >= i32(26);
if l_373 {
let l_374 = bitcast<f32>(l_mut_170);
l_mut_156 = l_374;
let l_375 = bitcast<f32>(l_mut_15);
l_mut_368 = l_375;
} else {
let l_376 = u64(l_372);
let l_377 = l_mut_228 << u32(bitcast<u64>(l_376));
let l_378 = l_377 - l_mut_137;
l_mut_92 = l_378;
let l_379 = l_352 == l_365;
if l_379 {
let l_380 = l_377 + l_mut_137;
l_mut_92 = l_380;
}
let l_381 = l_mut_92 == u64(0);
if l_381 {
l_mut_156 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_382 = l_mut_92 != u64(0);
if l_382 {
let l_383 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_384 = i32(l_383);
let l_385 = i32(64) - l_384;
let l_386 = l_385 - i32(1);
let l_387 = l_386 + l_mut_44;
let l_388 = l_387 + i32(127);
let l_389 = i32(-149) - l_mut_44;
l_mut_29 = l_389;
let l_390 = l_388 >= i32(1);
if l_390 {
let l_391 = l_385 - i32(24);
l_mut_29 = l_391;
}
let l_392 = l_mut_29 <= i32(0);
if l_392 {
l_mut_15 = u32(0);
let l_393 = l_mut_92 != u64(0);
if l_393 {
let l_394 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_395 = i32(l_394);
let l_396 = i32(64) - l_395;
let l_397 = l_396 - i32(1);
let l_398 = l_397 + l_mut_44;
let l_399 = l_398 + i32(127);
let l_400 = l_399 >= i32(255);
if l_400 {
l_mut_15 = u32(2139095040);
} else {
let l_401 = l_399 >= i32(1);
if l_401 {
let l_402 = l_396 > i32(24);
if l_402 {
let l_403 = l_396 - i32(24);
let l_404 = u64(l_403);
let l_405 = l_mut_92 >> u32(bitcast<u64>(l_404));
l_mut_62 = l_405;
} else {
let l_406 = i32(24) - l_396;
let l_407 = u64(l_406);
let l_408 = l_mut_92 << u32(bitcast<u64>(l_407));
l_mut_62 = l_408;
}
let l_409 = u32(l_399);
let l_410 = l_409 << u32(23);
let l_411 = u32(bitcast<u64>(l_mut_62));
let l_412 = l_411 & u32(8388607);
let l_413 = l_410 | l_412;
l_mut_15 = l_413;
} else {
let l_414 = l_mut_44 + i32(149);
let l_415 = l_414 >= i32(0);
if l_415 {
let l_416 = u64(l_414);
let l_417 = l_mut_92 << u32(bitcast<u64>(l_416));
l_mut_62 = l_417;
} else {
let l_418 = i32(0) - l_414;
let l_419 = u64(l_418);
let l_420 = l_mut_92 >> u32(bitcast<u64>(l_419));
l_mut_62 = l_420;
}
let l_421 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_421;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_422 = l_mut_29 <= l_385;
if l_422 {
let l_423 = u64(l_mut_29);
let l_424 = l_mut_92 >> u32(bitcast<u64>(l_423));
l_mut_62 = l_424;
let l_425 = l_mut_62 << u32(bitcast<u64>(l_423));
let l_426 = l_mut_92 - l_425;
let l_427 = l_423 - u64(1);
let l_428 = u64(1) << u32(bitcast<u64>(l_427));
let l_429 = l_426 > l_428;
let l_430 = l_426 == l_428;
let l_431 = l_mut_62 & u64(1);
let l_432 = l_431 == u64(1);
let l_433 = l_430 && l_432;
let l_434 = l_429 || l_433;
if l_434 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_435 = l_mut_62 << u32(bitcast<u64>(l_423));
l_mut_66 = l_435;
let l_436 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_437 = l_mut_62 != u64(0);
if l_437 {
let l_438 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_439 = i32(l_438);
let l_440 = i32(64) - l_439;
let l_441 = l_440 - i32(1);
let l_442 = l_441 + l_436;
let l_443 = l_442 + i32(127);
let l_444 = l_443 >= i32(255);
if l_444 {
l_mut_15 = u32(2139095040);
} else {
let l_445 = l_443 >= i32(1);
if l_445 {
let l_446 = l_440 > i32(24);
if l_446 {
let l_447 = l_440 - i32(24);
let l_448 = u64(l_447);
let l_449 = l_mut_62 >> u32(bitcast<u64>(l_448));
l_mut_40 = l_449;
} else {
let l_450 = i32(24) - l_440;
let l_451 = u64(l_450);
let l_452 = l_mut_62 << u32(bitcast<u64>(l_451));
l_mut_40 = l_452;
}
let l_453 = u32(l_443);
let l_454 = l_453 << u32(23);
let l_455 = u32(bitcast<u64>(l_mut_40));
let l_456 = l_455 & u32(8388607);
let l_457 = l_454 | l_456;
l_mut_15 = l_457;
} else {
let l_458 = l_436 + i32(149);
let l_459 = l_458 >= i32(0);
if l_459 {
let l_460 = u64(l_458);
let l_461 = l_mut_62 << u32(bitcast<u64>(l_460));
l_mut_40 = l_461;
} else {
let l_462 = i32(0) - l_458;
let l_463 = u64(l_462);
let l_464 = l_mut_62 >> u32(bitcast<u64>(l_463));
l_mut_40 = l_464;
}
let l_465 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_465;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_466 = l_mut_170 | l_352;
let l_467 = bitcast<f32>(l_466);
l_mut_156 = l_467;
l_mut_468 = f32(0.0);
let l_469 = l_mut_92 > l_mut_66;
if l_469 {
let l_470 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_471 = l_470 != u64(0);
if l_471 {
let l_472 = select(countLeadingZeros(u32(l_470 >> u32(32u))), 32u + countLeadingZeros(u32(l_470)), (l_470 >> u32(32u)) == u64(0));
let l_473 = i32(l_472);
let l_474 = i32(64) - l_473;
let l_475 = l_474 - i32(1);
let l_476 = l_475 + l_mut_44;
let l_477 = l_476 + i32(127);
let l_478 = i32(-149) - l_mut_44;
l_mut_29 = l_478;
let l_479 = l_477 >= i32(1);
if l_479 {
let l_480 = l_474 - i32(24);
l_mut_29 = l_480;
}
let l_481 = l_mut_29 <= i32(0);
if l_481 {
l_mut_14 = u32(0);
let l_482 = l_470 != u64(0);
if l_482 {
let l_483 = select(countLeadingZeros(u32(l_470 >> u32(32u))), 32u + countLeadingZeros(u32(l_470)), (l_470 >> u32(32u)) == u64(0));
let l_484 = i32(l_483);
let l_485 = i32(64) - l_484;
let l_486 = l_485 - i32(1);
let l_487 = l_486 + l_mut_44;
let l_488 = l_487 + i32(127);
let l_489 = l_488 >= i32(255);
if l_489 {
l_mut_14 = u32(2139095040);
} else {
let l_490 = l_488 >= i32(1);
if l_490 {
let l_491 = l_485 > i32(24);
if l_491 {
let l_492 = l_485 - i32(24);
let l_493 = u64(l_492);
let l_494 = l_470 >> u32(bitcast<u64>(l_493));
l_mut_40 = l_494;
} else {
let l_495 = i32(24) - l_485;
let l_496 = u64(l_495);
let l_497 = l_470 << u32(bitcast<u64>(l_496));
l_mut_40 = l_497;
}
let l_498 = u32(l_488);
let l_499 = l_498 << u32(23);
let l_500 = u32(bitcast<u64>(l_mut_40));
let l_501 = l_500 & u32(8388607);
let l_502 = l_499 | l_501;
l_mut_14 = l_502;
} else {
let l_503 = l_mut_44 + i32(149);
let l_504 = l_503 >= i32(0);
if l_504 {
let l_505 = u64(l_503);
let l_506 = l_470 << u32(bitcast<u64>(l_505));
l_mut_40 = l_506;
} else {
let l_507 = i32(0) - l_503;
let l_508 = u64(l_507);
let l_509 = l_470 >> u32(bitcast<u64>(l_508));
l_mut_40 = l_509;
}
let l_510 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_510;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_470;
} else {
let l_511 = l_mut_29 <= l_474;
if l_511 {
let l_512 = u64(l_mut_29);
let l_513 = l_470 >> u32(bitcast<u64>(l_512));
l_mut_40 = l_513;
let l_514 = l_mut_40 << u32(bitcast<u64>(l_512));
let l_515 = l_470 - l_514;
let l_516 = l_512 - u64(1);
let l_517 = u64(1) << u32(bitcast<u64>(l_516));
let l_518 = l_515 > l_517;
let l_519 = l_515 == l_517;
let l_520 = l_mut_40 & u64(1);
let l_521 = l_520 == u64(1);
let l_522 = l_519 && l_521;
let l_523 = l_518 || l_522;
if l_523 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_524 = l_mut_40 << u32(bitcast<u64>(l_512));
l_mut_62 = l_524;
let l_525 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_526 = l_mut_40 != u64(0);
if l_526 {
let l_527 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_528 = i32(l_527);
let l_529 = i32(64) - l_528;
let l_530 = l_529 - i32(1);
let l_531 = l_530 + l_525;
let l_532 = l_531 + i32(127);
let l_533 = l_532 >= i32(255);
if l_533 {
l_mut_14 = u32(2139095040);
} else {
let l_534 = l_532 >= i32(1);
if l_534 {
let l_535 = l_529 > i32(24);
if l_535 {
let l_536 = l_529 - i32(24);
let l_537 = u64(l_536);
let l_538 = l_mut_40 >> u32(bitcast<u64>(l_537));
l_mut_25 = l_538;
} else {
let l_539 = i32(24) - l_529;
let l_540 = u64(l_539);
let l_541 = l_mut_40 << u32(bitcast<u64>(l_540));
l_mut_25 = l_541;
}
let l_542 = u32(l_532);
let l_543 = l_542 << u32(23);
let l_544 = u32(bitcast<u64>(l_mut_25));
let l_545 = l_544 & u32(8388607);
let l_546 = l_543 | l_545;
l_mut_14 = l_546;
} else {
let l_547 = l_525 + i32(149);
let l_548 = l_547 >= i32(0);
if l_548 {
let l_549 = u64(l_547);
let l_550 = l_mut_40 << u32(bitcast<u64>(l_549));
l_mut_25 = l_550;
} else {
let l_551 = i32(0) - l_547;
let l_552 = u64(l_551);
let l_553 = l_mut_40 >> u32(bitcast<u64>(l_552));
l_mut_25 = l_553;
}
let l_554 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_554;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_555 = l_mut_15 | l_352;
let l_556 = bitcast<f32>(l_555);
l_mut_468 = l_556;
} else {
let l_557 = l_mut_66 > l_mut_92;
if l_557 {
let l_558 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_559 = l_558 != u64(0);
if l_559 {
let l_560 = select(countLeadingZeros(u32(l_558 >> u32(32u))), 32u + countLeadingZeros(u32(l_558)), (l_558 >> u32(32u)) == u64(0));
let l_561 = i32(l_560);
let l_562 = i32(64) - l_561;
let l_563 = l_562 - i32(1);
let l_564 = l_563 + l_mut_44;
let l_565 = l_564 + i32(127);
let l_566 = i32(-149) - l_mut_44;
l_mut_29 = l_566;
let l_567 = l_565 >= i32(1);
if l_567 {
let l_568 = l_562 - i32(24);
l_mut_29 = l_568;
}
let l_569 = l_mut_29 <= i32(0);
if l_569 {
l_mut_14 = u32(0);
let l_570 = l_558 != u64(0);
if l_570 {
let l_571 = select(countLeadingZeros(u32(l_558 >> u32(32u))), 32u + countLeadingZeros(u32(l_558)), (l_558 >> u32(32u)) == u64(0));
let l_572 = i32(l_571);
let l_573 = i32(64) - l_572;
let l_574 = l_573 - i32(1);
let l_575 = l_574 + l_mut_44;
let l_576 = l_575 + i32(127);
let l_577 = l_576 >= i32(255);
if l_577 {
l_mut_14 = u32(2139095040);
} else {
let l_578 = l_576 >= i32(1);
if l_578 {
let l_579 = l_573 > i32(24);
if l_579 {
let l_580 = l_573 - i32(24);
let l_581 = u64(l_580);
let l_582 = l_558 >> u32(bitcast<u64>(l_581));
l_mut_62 = l_582;
} else {
let l_583 = i32(24) - l_573;
let l_584 = u64(l_583);
let l_585 = l_558 << u32(bitcast<u64>(l_584));
l_mut_62 = l_585;
}
let l_586 = u32(l_576);
let l_587 = l_586 << u32(23);
let l_588 = u32(bitcast<u64>(l_mut_62));
let l_589 = l_588 & u32(8388607);
let l_590 = l_587 | l_589;
l_mut_14 = l_590;
} else {
let l_591 = l_mut_44 + i32(149);
let l_592 = l_591 >= i32(0);
if l_592 {
let l_593 = u64(l_591);
let l_594 = l_558 << u32(bitcast<u64>(l_593));
l_mut_62 = l_594;
} else {
let l_595 = i32(0) - l_591;
let l_596 = u64(l_595);
let l_597 = l_558 >> u32(bitcast<u64>(l_596));
l_mut_62 = l_597;
}
let l_598 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_598;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_558;
} else {
let l_599 = l_mut_29 <= l_562;
if l_599 {
let l_600 = u64(l_mut_29);
let l_601 = l_558 >> u32(bitcast<u64>(l_600));
l_mut_62 = l_601;
let l_602 = l_mut_62 << u32(bitcast<u64>(l_600));
let l_603 = l_558 - l_602;
let l_604 = l_600 - u64(1);
let l_605 = u64(1) << u32(bitcast<u64>(l_604));
let l_606 = l_603 > l_605;
let l_607 = l_603 == l_605;
let l_608 = l_mut_62 & u64(1);
let l_609 = l_608 == u64(1);
let l_610 = l_607 && l_609;
let l_611 = l_606 || l_610;
if l_611 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_612 = l_mut_62 << u32(bitcast<u64>(l_600));
l_mut_92 = l_612;
let l_613 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_614 = l_mut_62 != u64(0);
if l_614 {
let l_615 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_616 = i32(l_615);
let l_617 = i32(64) - l_616;
let l_618 = l_617 - i32(1);
let l_619 = l_618 + l_613;
let l_620 = l_619 + i32(127);
let l_621 = l_620 >= i32(255);
if l_621 {
l_mut_14 = u32(2139095040);
} else {
let l_622 = l_620 >= i32(1);
if l_622 {
let l_623 = l_617 > i32(24);
if l_623 {
let l_624 = l_617 - i32(24);
let l_625 = u64(l_624);
let l_626 = l_mut_62 >> u32(bitcast<u64>(l_625));
l_mut_40 = l_626;
} else {
let l_627 = i32(24) - l_617;
let l_628 = u64(l_627);
let l_629 = l_mut_62 << u32(bitcast<u64>(l_628));
l_mut_40 = l_629;
}
let l_630 = u32(l_620);
let l_631 = l_630 << u32(23);
let l_632 = u32(bitcast<u64>(l_mut_40));
let l_633 = l_632 & u32(8388607);
let l_634 = l_631 | l_633;
l_mut_14 = l_634;
} else {
let l_635 = l_613 + i32(149);
let l_636 = l_635 >= i32(0);
if l_636 {
let l_637 = u64(l_635);
let l_638 = l_mut_62 << u32(bitcast<u64>(l_637));
l_mut_40 = l_638;
} else {
let l_639 = i32(0) - l_635;
let l_640 = u64(l_639);
let l_641 = l_mut_62 >> u32(bitcast<u64>(l_640));
l_mut_40 = l_641;
}
let l_642 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_642;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_643 = l_352 ^ u32(2147483648);
let l_644 = l_mut_15 | l_643;
let l_645 = bitcast<f32>(l_644);
l_mut_468 = l_645;
}
}
l_mut_368 = l_mut_468;
}
}
}
let l_646 = bitcast<u32>(l_mut_51);
let l_647 = bitcast<u32>(l_mut_156);
l_mut_170 = l_646;
l_mut_15 = l_647;
let l_648 = l_647 & u32(2147483647);
let l_649 = l_646 & u32(2147483647);
let l_650 = l_648 > l_649;
if l_650 {
l_mut_170 = l_647;
l_mut_15 = l_646;
}
let l_651 = l_mut_170 >> u32(23);
let l_652 = l_651 & u32(255);
let l_653 = l_mut_170 & u32(8388607);
let l_654 = l_652 != u32(0);
if l_654 {
let l_655 = l_653 | u32(8388608);
let l_656 = u64(l_655);
l_mut_228 = l_656;
} else {
let l_657 = u64(l_653);
l_mut_228 = l_657;
}
if l_654 {
let l_658 = i32(l_652);
let l_659 = l_658 - i32(150);
l_mut_75 = l_659;
} else {
let l_660 = i32(u32(1));
let l_661 = l_660 - i32(150);
l_mut_75 = l_661;
}
let l_662 = l_mut_170 & u32(2147483648);
let l_663 = l_652 == u32(255);
let l_664 = l_mut_15 >> u32(23);
let l_665 = l_664 & u32(255);
let l_666 = l_mut_15 & u32(8388607);
let l_667 = l_665 != u32(0);
if l_667 {
let l_668 = l_666 | u32(8388608);
let l_669 = u64(l_668);
l_mut_137 = l_669;
} else {
let l_670 = u64(l_666);
l_mut_137 = l_670;
}
if l_667 {
let l_671 = i32(l_665);
let l_672 = l_671 - i32(150);
l_mut_44 = l_672;
} else {
let l_673 = i32(u32(1));
let l_674 = l_673 - i32(150);
l_mut_44 = l_674;
}
let l_675 = l_mut_15 & u32(2147483648);
let l_676 = l_665 == u32(255);
let l_677 = l_mut_51 + l_mut_156;
l_mut_468 = l_677;
l_mut_678 = f32(0.0);
let l_679 = !l_663;
let l_680 = l_mut_137 != u64(0);
let l_681 = l_679 && l_680;
if l_681 {
let l_682 = l_mut_75 - l_mut_44;
let l_683 = l_682 >= i32(26);
if l_683 {
let l_684 = bitcast<f32>(l_mut_170);
l_mut_468 = l_684;
let l_685 = bitcast<f32>(l_mut_15);
l_mut_678 = l_685;
} else {
let l_686 = u64(l_682);
let l_687 = l_mut_228 << u32(bitcast<u64>(l_686));
let l_688 = l_687 - l_mut_137;
l_mut_92 = l_688;
let l_689 = l_662 == l_675;
if l_689 {
let l_690 = l_687 + l_mut_137;
l_mut_92 = l_690;
}
let l_691 = l_mut_92 == u64(0);
if l_691 {
l_mut_468 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_692 = l_mut_92 != u64(0);
if l_692 {
let l_693 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_694 = i32(l_693);
let l_695 = i32(64) - l_694;
let l_696 = l_695 - i32(1);
let l_697 = l_696 + l_mut_44;
let l_698 = l_697 + i32(127);
let l_699 = i32(-149) - l_mut_44;
l_mut_29 = l_699;
let l_700 = l_698 >= i32(1);
if l_700 {
let l_701 = l_695 - i32(24);
l_mut_29 = l_701;
}
let l_702 = l_mut_29 <= i32(0);
if l_702 {
l_mut_15 = u32(0);
let l_703 = l_mut_92 != u64(0);
if l_703 {
let l_704 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_705 = i32(l_704);
let l_706 = i32(64) - l_705;
let l_707 = l_706 - i32(1);
let l_708 = l_707 + l_mut_44;
let l_709 = l_708 + i32(127);
let l_710 = l_709 >= i32(255);
if l_710 {
l_mut_15 = u32(2139095040);
} else {
let l_711 = l_709 >= i32(1);
if l_711 {
let l_712 = l_706 > i32(24);
if l_712 {
let l_713 = l_706 - i32(24);
let l_714 = u64(l_713);
let l_715 = l_mut_92 >> u32(bitcast<u64>(l_714));
l_mut_62 = l_715;
} else {
let l_716 = i32(24) - l_706;
let l_717 = u64(l_716);
let l_718 = l_mut_92 << u32(bitcast<u64>(l_717));
l_mut_62 = l_718;
}
let l_719 = u32(l_709);
let l_720 = l_719 << u32(23);
let l_721 = u32(bitcast<u64>(l_mut_62));
let l_722 = l_721 & u32(8388607);
let l_723 = l_720 | l_722;
l_mut_15 = l_723;
} else {
let l_724 = l_mut_44 + i32(149);
let l_725 = l_724 >= i32(0);
if l_725 {
let l_726 = u64(l_724);
let l_727 = l_mut_92 << u32(bitcast<u64>(l_726));
l_mut_62 = l_727;
} else {
let l_728 = i32(0) - l_724;
let l_729 = u64(l_728);
let l_730 = l_mut_92 >> u32(bitcast<u64>(l_729));
l_mut_62 = l_730;
}
let l_731 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_731;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_732 = l_mut_29 <= l_695;
if l_732 {
let l_733 = u64(l_mut_29);
let l_734 = l_mut_92 >> u32(bitcast<u64>(l_733));
l_mut_62 = l_734;
let l_735 = l_mut_62 << u32(bitcast<u64>(l_733));
let l_736 = l_mut_92 - l_735;
let l_737 = l_733 - u64(1);
let l_738 = u64(1) << u32(bitcast<u64>(l_737));
let l_739 = l_736 > l_738;
let l_740 = l_736 == l_738;
let l_741 = l_mut_62 & u64(1);
let l_742 = l_741 == u64(1);
let l_743 = l_740 && l_742;
let l_744 = l_739 || l_743;
if l_744 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_745 = l_mut_62 << u32(bitcast<u64>(l_733));
l_mut_66 = l_745;
let l_746 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_747 = l_mut_62 != u64(0);
if l_747 {
let l_748 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_749 = i32(l_748);
let l_750 = i32(64) - l_749;
let l_751 = l_750 - i32(1);
let l_752 = l_751 + l_746;
let l_753 = l_752 + i32(127);
let l_754 = l_753 >= i32(255);
if l_754 {
l_mut_15 = u32(2139095040);
} else {
let l_755 = l_753 >= i32(1);
if l_755 {
let l_756 = l_750 > i32(24);
if l_756 {
let l_757 = l_750 - i32(24);
let l_758 = u64(l_757);
let l_759 = l_mut_62 >> u32(bitcast<u64>(l_758));
l_mut_40 = l_759;
} else {
let l_760 = i32(24) - l_750;
let l_761 = u64(l_760);
let l_762 = l_mut_62 << u32(bitcast<u64>(l_761));
l_mut_40 = l_762;
}
let l_763 = u32(l_753);
let l_764 = l_763 << u32(23);
let l_765 = u32(bitcast<u64>(l_mut_40));
let l_766 = l_765 & u32(8388607);
let l_767 = l_764 | l_766;
l_mut_15 = l_767;
} else {
let l_768 = l_746 + i32(149);
let l_769 = l_768 >= i32(0);
if l_769 {
let l_770 = u64(l_768);
let l_771 = l_mut_62 << u32(bitcast<u64>(l_770));
l_mut_40 = l_771;
} else {
let l_772 = i32(0) - l_768;
let l_773 = u64(l_772);
let l_774 = l_mut_62 >> u32(bitcast<u64>(l_773));
l_mut_40 = l_774;
}
let l_775 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_775;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_776 = l_mut_170 | l_662;
let l_777 = bitcast<f32>(l_776);
l_mut_468 = l_777;
l_mut_778 = f32(0.0);
let l_779 = l_mut_92 > l_mut_66;
if l_779 {
let l_780 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_781 = l_780 != u64(0);
if l_781 {
let l_782 = select(countLeadingZeros(u32(l_780 >> u32(32u))), 32u + countLeadingZeros(u32(l_780)), (l_780 >> u32(32u)) == u64(0));
let l_783 = i32(l_782);
let l_784 = i32(64) - l_783;
let l_785 = l_784 - i32(1);
let l_786 = l_785 + l_mut_44;
let l_787 = l_786 + i32(127);
let l_788 = i32(-149) - l_mut_44;
l_mut_29 = l_788;
let l_789 = l_787 >= i32(1);
if l_789 {
let l_790 = l_784 - i32(24);
l_mut_29 = l_790;
}
let l_791 = l_mut_29 <= i32(0);
if l_791 {
l_mut_14 = u32(0);
let l_792 = l_780 != u64(0);
if l_792 {
let l_793 = select(countLeadingZeros(u32(l_780 >> u32(32u))), 32u + countLeadingZeros(u32(l_780)), (l_780 >> u32(32u)) == u64(0));
let l_794 = i32(l_793);
let l_795 = i32(64) - l_794;
let l_796 = l_795 - i32(1);
let l_797 = l_796 + l_mut_44;
let l_798 = l_797 + i32(127);
let l_799 = l_798 >= i32(255);
if l_799 {
l_mut_14 = u32(2139095040);
} else {
let l_800 = l_798 >= i32(1);
if l_800 {
let l_801 = l_795 > i32(24);
if l_801 {
let l_802 = l_795 - i32(24);
let l_803 = u64(l_802);
let l_804 = l_780 >> u32(bitcast<u64>(l_803));
l_mut_40 = l_804;
} else {
let l_805 = i32(24) - l_795;
let l_806 = u64(l_805);
let l_807 = l_780 << u32(bitcast<u64>(l_806));
l_mut_40 = l_807;
}
let l_808 = u32(l_798);
let l_809 = l_808 << u32(23);
let l_810 = u32(bitcast<u64>(l_mut_40));
let l_811 = l_810 & u32(8388607);
let l_812 = l_809 | l_811;
l_mut_14 = l_812;
} else {
let l_813 = l_mut_44 + i32(149);
let l_814 = l_813 >= i32(0);
if l_814 {
let l_815 = u64(l_813);
let l_816 = l_780 << u32(bitcast<u64>(l_815));
l_mut_40 = l_816;
} else {
let l_817 = i32(0) - l_813;
let l_818 = u64(l_817);
let l_819 = l_780 >> u32(bitcast<u64>(l_818));
l_mut_40 = l_819;
}
let l_820 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_820;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_780;
} else {
let l_821 = l_mut_29 <= l_784;
if l_821 {
let l_822 = u64(l_mut_29);
let l_823 = l_780 >> u32(bitcast<u64>(l_822));
l_mut_40 = l_823;
let l_824 = l_mut_40 << u32(bitcast<u64>(l_822));
let l_825 = l_780 - l_824;
let l_826 = l_822 - u64(1);
let l_827 = u64(1) << u32(bitcast<u64>(l_826));
let l_828 = l_825 > l_827;
let l_829 = l_825 == l_827;
let l_830 = l_mut_40 & u64(1);
let l_831 = l_830 == u64(1);
let l_832 = l_829 && l_831;
let l_833 = l_828 || l_832;
if l_833 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_834 = l_mut_40 << u32(bitcast<u64>(l_822));
l_mut_62 = l_834;
let l_835 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_836 = l_mut_40 != u64(0);
if l_836 {
let l_837 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_838 = i32(l_837);
let l_839 = i32(64) - l_838;
let l_840 = l_839 - i32(1);
let l_841 = l_840 + l_835;
let l_842 = l_841 + i32(127);
let l_843 = l_842 >= i32(255);
if l_843 {
l_mut_14 = u32(2139095040);
} else {
let l_844 = l_842 >= i32(1);
if l_844 {
let l_845 = l_839 > i32(24);
if l_845 {
let l_846 = l_839 - i32(24);
let l_847 = u64(l_846);
let l_848 = l_mut_40 >> u32(bitcast<u64>(l_847));
l_mut_25 = l_848;
} else {
let l_849 = i32(24) - l_839;
let l_850 = u64(l_849);
let l_851 = l_mut_40 << u32(bitcast<u64>(l_850));
l_mut_25 = l_851;
}
let l_852 = u32(l_842);
let l_853 = l_852 << u32(23);
let l_854 = u32(bitcast<u64>(l_mut_25));
let l_855 = l_854 & u32(8388607);
let l_856 = l_853 | l_855;
l_mut_14 = l_856;
} else {
let l_857 = l_835 + i32(149);
let l_858 = l_857 >= i32(0);
if l_858 {
let l_859 = u64(l_857);
let l_860 = l_mut_40 << u32(bitcast<u64>(l_859));
l_mut_25 = l_860;
} else {
let l_861 = i32(0) - l_857;
let l_862 = u64(l_861);
let l_863 = l_mut_40 >> u32(bitcast<u64>(l_862));
l_mut_25 = l_863;
}
let l_864 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_864;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_865 = l_mut_15 | l_662;
let l_866 = bitcast<f32>(l_865);
l_mut_778 = l_866;
} else {
let l_867 = l_mut_66 > l_mut_92;
if l_867 {
let l_868 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_869 = l_868 != u64(0);
if l_869 {
let l_870 = select(countLeadingZeros(u32(l_868 >> u32(32u))), 32u + countLeadingZeros(u32(l_868)), (l_868 >> u32(32u)) == u64(0));
let l_871 = i32(l_870);
let l_872 = i32(64) - l_871;
let l_873 = l_872 - i32(1);
let l_874 = l_873 + l_mut_44;
let l_875 = l_874 + i32(127);
let l_876 = i32(-149) - l_mut_44;
l_mut_29 = l_876;
let l_877 = l_875 >= i32(1);
if l_877 {
let l_878 = l_872 - i32(24);
l_mut_29 = l_878;
}
let l_879 = l_mut_29 <= i32(0);
if l_879 {
l_mut_14 = u32(0);
let l_880 = l_868 != u64(0);
if l_880 {
let l_881 = select(countLeadingZeros(u32(l_868 >> u32(32u))), 32u + countLeadingZeros(u32(l_868)), (l_868 >> u32(32u)) == u64(0));
let l_882 = i32(l_881);
let l_883 = i32(64) - l_882;
let l_884 = l_883 - i32(1);
let l_885 = l_884 + l_mut_44;
let l_886 = l_885 + i32(127);
let l_887 = l_886 >= i32(255);
if l_887 {
l_mut_14 = u32(2139095040);
} else {
let l_888 = l_886 >= i32(1);
if l_888 {
let l_889 = l_883 > i32(24);
if l_889 {
let l_890 = l_883 - i32(24);
let l_891 = u64(l_890);
let l_892 = l_868 >> u32(bitcast<u64>(l_891));
l_mut_62 = l_892;
} else {
let l_893 = i32(24) - l_883;
let l_894 = u64(l_893);
let l_895 = l_868 << u32(bitcast<u64>(l_894));
l_mut_62 = l_895;
}
let l_896 = u32(l_886);
let l_897 = l_896 << u32(23);
let l_898 = u32(bitcast<u64>(l_mut_62));
let l_899 = l_898 & u32(8388607);
let l_900 = l_897 | l_899;
l_mut_14 = l_900;
} else {
let l_901 = l_mut_44 + i32(149);
let l_902 = l_901 >= i32(0);
if l_902 {
let l_903 = u64(l_901);
let l_904 = l_868 << u32(bitcast<u64>(l_903));
l_mut_62 = l_904;
} else {
let l_905 = i32(0) - l_901;
let l_906 = u64(l_905);
let l_907 = l_868 >> u32(bitcast<u64>(l_906));
l_mut_62 = l_907;
}
let l_908 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_908;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_868;
} else {
let l_909 = l_mut_29 <= l_872;
if l_909 {
let l_910 = u64(l_mut_29);
let l_911 = l_868 >> u32(bitcast<u64>(l_910));
l_mut_62 = l_911;
let l_912 = l_mut_62 << u32(bitcast<u64>(l_910));
let l_913 = l_868 - l_912;
let l_914 = l_910 - u64(1);
let l_915 = u64(1) << u32(bitcast<u64>(l_914));
let l_916 = l_913 > l_915;
let l_917 = l_913 == l_915;
let l_918 = l_mut_62 & u64(1);
let l_919 = l_918 == u64(1);
let l_920 = l_917 && l_919;
let l_921 = l_916 || l_920;
if l_921 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_922 = l_mut_62 << u32(bitcast<u64>(l_910));
l_mut_92 = l_922;
let l_923 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_924 = l_mut_62 != u64(0);
if l_924 {
let l_925 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_926 = i32(l_925);
let l_927 = i32(64) - l_926;
let l_928 = l_927 - i32(1);
let l_929 = l_928 + l_923;
let l_930 = l_929 + i32(127);
let l_931 = l_930 >= i32(255);
if l_931 {
l_mut_14 = u32(2139095040);
} else {
let l_932 = l_930 >= i32(1);
if l_932 {
let l_933 = l_927 > i32(24);
if l_933 {
let l_934 = l_927 - i32(24);
let l_935 = u64(l_934);
let l_936 = l_mut_62 >> u32(bitcast<u64>(l_935));
l_mut_40 = l_936;
} else {
let l_937 = i32(24) - l_927;
let l_938 = u64(l_937);
let l_939 = l_mut_62 << u32(bitcast<u64>(l_938));
l_mut_40 = l_939;
}
let l_940 = u32(l_930);
let l_941 = l_940 << u32(23);
let l_942 = u32(bitcast<u64>(l_mut_40));
let l_943 = l_942 & u32(8388607);
let l_944 = l_941 | l_943;
l_mut_14 = l_944;
} else {
let l_945 = l_923 + i32(149);
let l_946 = l_945 >= i32(0);
if l_946 {
let l_947 = u64(l_945);
let l_948 = l_mut_62 << u32(bitcast<u64>(l_947));
l_mut_40 = l_948;
} else {
let l_949 = i32(0) - l_945;
let l_950 = u64(l_949);
let l_951 = l_mut_62 >> u32(bitcast<u64>(l_950));
l_mut_40 = l_951;
}
let l_952 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_952;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_953 = l_662 ^ u32(2147483648);
let l_954 = l_mut_15 | l_953;
let l_955 = bitcast<f32>(l_954);
l_mut_778 = l_955;
}
}
l_mut_678 = l_mut_778;
}
}
}
let l_956 = bitcast<u32>(l_mut_368);
let l_957 = bitcast<u32>(l_mut_678);
l_mut_170 = l_956;
l_mut_15 = l_957;
let l_958 = l_957 & u32(2147483647);
let l_959 = l_956 & u32(2147483647);
let l_960 = l_958 > l_959;
if l_960 {
l_mut_170 = l_957;
l_mut_15 = l_956;
}
let l_961 = l_mut_170 >> u32(23);
let l_962 = l_961 & u32(255);
let l_963 = l_mut_170 & u32(8388607);
let l_964 = l_962 != u32(0);
if l_964 {
let l_965 = l_963 | u32(8388608);
let l_966 = u64(l_965);
l_mut_228 = l_966;
} else {
let l_967 = u64(l_963);
l_mut_228 = l_967;
}
if l_964 {
let l_968 = i32(l_962);
let l_969 = l_968 - i32(150);
l_mut_75 = l_969;
} else {
let l_970 = i32(u32(1));
let l_971 = l_970 - i32(150);
l_mut_75 = l_971;
}
let l_972 = l_mut_170 & u32(2147483648);
let l_973 = l_962 == u32(255);
let l_974 = l_mut_15 >> u32(23);
let l_975 = l_974 & u32(255);
let l_976 = l_mut_15 & u32(8388607);
let l_977 = l_975 != u32(0);
if l_977 {
let l_978 = l_976 | u32(8388608);
let l_979 = u64(l_978);
l_mut_137 = l_979;
} else {
let l_980 = u64(l_976);
l_mut_137 = l_980;
}
if l_977 {
let l_981 = i32(l_975);
let l_982 = l_981 - i32(150);
l_mut_44 = l_982;
} else {
let l_983 = i32(u32(1));
let l_984 = l_983 - i32(150);
l_mut_44 = l_984;
}
let l_985 = l_mut_15 & u32(2147483648);
let l_986 = l_975 == u32(255);
let l_987 = l_mut_368 + l_mut_678;
l_mut_778 = l_987;
l_mut_988 = f32(0.0);
let l_989 = !l_973;
let l_990 = l_mut_137 != u64(0);
let l_991 = l_989 && l_990;
if l_991 {
let l_992 = l_mut_75 - l_mut_44;
let l_993 = l_992 >= i32(26);
if l_993 {
let l_994 = bitcast<f32>(l_mut_170);
l_mut_778 = l_994;
let l_995 = bitcast<f32>(l_mut_15);
l_mut_988 = l_995;
} else {
let l_996 = u64(l_992);
let l_997 = l_mut_228 << u32(bitcast<u64>(l_996));
let l_998 = l_997 - l_mut_137;
l_mut_92 = l_998;
let l_999 = l_972 == l_985;
if l_999 {
let l_1000 = l_997 + l_mut_137;
l_mut_92 = l_1000;
}
let l_1001 = l_mut_92 == u64(0);
if l_1001 {
l_mut_778 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_1002 = l_mut_92 != u64(0);
if l_1002 {
let l_1003 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1004 = i32(l_1003);
let l_1005 = i32(64) - l_1004;
let l_1006 = l_1005 - i32(1);
let l_1007 = l_1006 + l_mut_44;
let l_1008 = l_1007 + i32(127);
let l_1009 = i32(-149) - l_mut_44;
l_mut_29 = l_1009;
let l_1010 = l_1008 >= i32(1);
if l_1010 {
let l_1011 = l_1005 - i32(24);
l_mut_29 = l_1011;
}
let l_1012 = l_mut_29 <= i32(0);
if l_1012 {
l_mut_15 = u32(0);
let l_1013 = l_mut_92 != u64(0);
if l_1013 {
let l_1014 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1015 = i32(l_1014);
let l_1016 = i32(64) - l_1015;
let l_1017 = l_1016 - i32(1);
let l_1018 = l_1017 + l_mut_44;
let l_1019 = l_1018 + i32(127);
let l_1020 = l_1019 >= i32(255);
if l_1020 {
l_mut_15 = u32(2139095040);
} else {
let l_1021 = l_1019 >= i32(1);
if l_1021 {
let l_1022 = l_1016 > i32(24);
if l_1022 {
let l_1023 = l_1016 - i32(24);
let l_1024 = u64(l_1023);
let l_1025 = l_mut_92 >> u32(bitcast<u64>(l_1024));
l_mut_62 = l_1025;
} else {
let l_1026 = i32(24) - l_1016;
let l_1027 = u64(l_1026);
let l_1028 = l_mut_92 << u32(bitcast<u64>(l_1027));
l_mut_62 = l_1028;
}
let l_1029 = u32(l_1019);
let l_1030 = l_1029 << u32(23);
let l_1031 = u32(bitcast<u64>(l_mut_62));
let l_1032 = l_1031 & u32(8388607);
let l_1033 = l_1030 | l_1032;
l_mut_15 = l_1033;
} else {
let l_1034 = l_mut_44 + i32(149);
let l_1035 = l_1034 >= i32(0);
if l_1035 {
let l_1036 = u64(l_1034);
let l_1037 = l_mut_92 << u32(bitcast<u64>(l_1036));
l_mut_62 = l_1037;
} else {
let l_1038 = i32(0) - l_1034;
let l_1039 = u64(l_1038);
let l_1040 = l_mut_92 >> u32(bitcast<u64>(l_1039));
l_mut_62 = l_1040;
}
let l_1041 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_1041;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_1042 = l_mut_29 <= l_1005;
if l_1042 {
let l_1043 = u64(l_mut_29);
let l_1044 = l_mut_92 >> u32(bitcast<u64>(l_1043));
l_mut_62 = l_1044;
let l_1045 = l_mut_62 << u32(bitcast<u64>(l_1043));
let l_1046 = l_mut_92 - l_1045;
let l_1047 = l_1043 - u64(1);
let l_1048 = u64(1) << u32(bitcast<u64>(l_1047));
let l_1049 = l_1046 > l_1048;
let l_1050 = l_1046 == l_1048;
let l_1051 = l_mut_62 & u64(1);
let l_1052 = l_1051 == u64(1);
let l_1053 = l_1050 && l_1052;
let l_1054 = l_1049 || l_1053;
if l_1054 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1055 = l_mut_62 << u32(bitcast<u64>(l_1043));
l_mut_66 = l_1055;
let l_1056 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_1057 = l_mut_62 != u64(0);
if l_1057 {
let l_1058 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1059 = i32(l_1058);
let l_1060 = i32(64) - l_1059;
let l_1061 = l_1060 - i32(1);
let l_1062 = l_1061 + l_1056;
let l_1063 = l_1062 + i32(127);
let l_1064 = l_1063 >= i32(255);
if l_1064 {
l_mut_15 = u32(2139095040);
} else {
let l_1065 = l_1063 >= i32(1);
if l_1065 {
let l_1066 = l_1060 > i32(24);
if l_1066 {
let l_1067 = l_1060 - i32(24);
let l_1068 = u64(l_1067);
let l_1069 = l_mut_62 >> u32(bitcast<u64>(l_1068));
l_mut_40 = l_1069;
} else {
let l_1070 = i32(24) - l_1060;
let l_1071 = u64(l_1070);
let l_1072 = l_mut_62 << u32(bitcast<u64>(l_1071));
l_mut_40 = l_1072;
}
let l_1073 = u32(l_1063);
let l_1074 = l_1073 << u32(23);
let l_1075 = u32(bitcast<u64>(l_mut_40));
let l_1076 = l_1075 & u32(8388607);
let l_1077 = l_1074 | l_1076;
l_mut_15 = l_1077;
} else {
let l_1078 = l_1056 + i32(149);
let l_1079 = l_1078 >= i32(0);
if l_1079 {
let l_1080 = u64(l_1078);
let l_1081 = l_mut_62 << u32(bitcast<u64>(l_1080));
l_mut_40 = l_1081;
} else {
let l_1082 = i32(0) - l_1078;
let l_1083 = u64(l_1082);
let l_1084 = l_mut_62 >> u32(bitcast<u64>(l_1083));
l_mut_40 = l_1084;
}
let l_1085 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_1085;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_1086 = l_mut_170 | l_972;
let l_1087 = bitcast<f32>(l_1086);
l_mut_778 = l_1087;
l_mut_1088 = f32(0.0);
let l_1089 = l_mut_92 > l_mut_66;
if l_1089 {
let l_1090 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_1091 = l_1090 != u64(0);
if l_1091 {
let l_1092 = select(countLeadingZeros(u32(l_1090 >> u32(32u))), 32u + countLeadingZeros(u32(l_1090)), (l_1090 >> u32(32u)) == u64(0));
let l_1093 = i32(l_1092);
let l_1094 = i32(64) - l_1093;
let l_1095 = l_1094 - i32(1);
let l_1096 = l_1095 + l_mut_44;
let l_1097 = l_1096 + i32(127);
let l_1098 = i32(-149) - l_mut_44;
l_mut_29 = l_1098;
let l_1099 = l_1097 >= i32(1);
if l_1099 {
let l_1100 = l_1094 - i32(24);
l_mut_29 = l_1100;
}
let l_1101 = l_mut_29 <= i32(0);
if l_1101 {
l_mut_14 = u32(0);
let l_1102 = l_1090 != u64(0);
if l_1102 {
let l_1103 = select(countLeadingZeros(u32(l_1090 >> u32(32u))), 32u + countLeadingZeros(u32(l_1090)), (l_1090 >> u32(32u)) == u64(0));
let l_1104 = i32(l_1103);
let l_1105 = i32(64) - l_1104;
let l_1106 = l_1105 - i32(1);
let l_1107 = l_1106 + l_mut_44;
let l_1108 = l_1107 + i32(127);
let l_1109 = l_1108 >= i32(255);
if l_1109 {
l_mut_14 = u32(2139095040);
} else {
let l_1110 = l_1108 >= i32(1);
if l_1110 {
let l_1111 = l_1105 > i32(24);
if l_1111 {
let l_1112 = l_1105 - i32(24);
let l_1113 = u64(l_1112);
let l_1114 = l_1090 >> u32(bitcast<u64>(l_1113));
l_mut_40 = l_1114;
} else {
let l_1115 = i32(24) - l_1105;
let l_1116 = u64(l_1115);
let l_1117 = l_1090 << u32(bitcast<u64>(l_1116));
l_mut_40 = l_1117;
}
let l_1118 = u32(l_1108);
let l_1119 = l_1118 << u32(23);
let l_1120 = u32(bitcast<u64>(l_mut_40));
let l_1121 = l_1120 & u32(8388607);
let l_1122 = l_1119 | l_1121;
l_mut_14 = l_1122;
} else {
let l_1123 = l_mut_44 + i32(149);
let l_1124 = l_1123 >= i32(0);
if l_1124 {
let l_1125 = u64(l_1123);
let l_1126 = l_1090 << u32(bitcast<u64>(l_1125));
l_mut_40 = l_1126;
} else {
let l_1127 = i32(0) - l_1123;
let l_1128 = u64(l_1127);
let l_1129 = l_1090 >> u32(bitcast<u64>(l_1128));
l_mut_40 = l_1129;
}
let l_1130 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1130;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1090;
} else {
let l_1131 = l_mut_29 <= l_1094;
if l_1131 {
let l_1132 = u64(l_mut_29);
let l_1133 = l_1090 >> u32(bitcast<u64>(l_1132));
l_mut_40 = l_1133;
let l_1134 = l_mut_40 << u32(bitcast<u64>(l_1132));
let l_1135 = l_1090 - l_1134;
let l_1136 = l_1132 - u64(1);
let l_1137 = u64(1) << u32(bitcast<u64>(l_1136));
let l_1138 = l_1135 > l_1137;
let l_1139 = l_1135 == l_1137;
let l_1140 = l_mut_40 & u64(1);
let l_1141 = l_1140 == u64(1);
let l_1142 = l_1139 && l_1141;
let l_1143 = l_1138 || l_1142;
if l_1143 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_1144 = l_mut_40 << u32(bitcast<u64>(l_1132));
l_mut_62 = l_1144;
let l_1145 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1146 = l_mut_40 != u64(0);
if l_1146 {
let l_1147 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_1148 = i32(l_1147);
let l_1149 = i32(64) - l_1148;
let l_1150 = l_1149 - i32(1);
let l_1151 = l_1150 + l_1145;
let l_1152 = l_1151 + i32(127);
let l_1153 = l_1152 >= i32(255);
if l_1153 {
l_mut_14 = u32(2139095040);
} else {
let l_1154 = l_1152 >= i32(1);
if l_1154 {
let l_1155 = l_1149 > i32(24);
if l_1155 {
let l_1156 = l_1149 - i32(24);
let l_1157 = u64(l_1156);
let l_1158 = l_mut_40 >> u32(bitcast<u64>(l_1157));
l_mut_25 = l_1158;
} else {
let l_1159 = i32(24) - l_1149;
let l_1160 = u64(l_1159);
let l_1161 = l_mut_40 << u32(bitcast<u64>(l_1160));
l_mut_25 = l_1161;
}
let l_1162 = u32(l_1152);
let l_1163 = l_1162 << u32(23);
let l_1164 = u32(bitcast<u64>(l_mut_25));
let l_1165 = l_1164 & u32(8388607);
let l_1166 = l_1163 | l_1165;
l_mut_14 = l_1166;
} else {
let l_1167 = l_1145 + i32(149);
let l_1168 = l_1167 >= i32(0);
if l_1168 {
let l_1169 = u64(l_1167);
let l_1170 = l_mut_40 << u32(bitcast<u64>(l_1169));
l_mut_25 = l_1170;
} else {
let l_1171 = i32(0) - l_1167;
let l_1172 = u64(l_1171);
let l_1173 = l_mut_40 >> u32(bitcast<u64>(l_1172));
l_mut_25 = l_1173;
}
let l_1174 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_1174;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1175 = l_mut_15 | l_972;
let l_1176 = bitcast<f32>(l_1175);
l_mut_1088 = l_1176;
} else {
let l_1177 = l_mut_66 > l_mut_92;
if l_1177 {
let l_1178 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_1179 = l_1178 != u64(0);
if l_1179 {
let l_1180 = select(countLeadingZeros(u32(l_1178 >> u32(32u))), 32u + countLeadingZeros(u32(l_1178)), (l_1178 >> u32(32u)) == u64(0));
let l_1181 = i32(l_1180);
let l_1182 = i32(64) - l_1181;
let l_1183 = l_1182 - i32(1);
let l_1184 = l_1183 + l_mut_44;
let l_1185 = l_1184 + i32(127);
let l_1186 = i32(-149) - l_mut_44;
l_mut_29 = l_1186;
let l_1187 = l_1185 >= i32(1);
if l_1187 {
let l_1188 = l_1182 - i32(24);
l_mut_29 = l_1188;
}
let l_1189 = l_mut_29 <= i32(0);
if l_1189 {
l_mut_14 = u32(0);
let l_1190 = l_1178 != u64(0);
if l_1190 {
let l_1191 = select(countLeadingZeros(u32(l_1178 >> u32(32u))), 32u + countLeadingZeros(u32(l_1178)), (l_1178 >> u32(32u)) == u64(0));
let l_1192 = i32(l_1191);
let l_1193 = i32(64) - l_1192;
let l_1194 = l_1193 - i32(1);
let l_1195 = l_1194 + l_mut_44;
let l_1196 = l_1195 + i32(127);
let l_1197 = l_1196 >= i32(255);
if l_1197 {
l_mut_14 = u32(2139095040);
} else {
let l_1198 = l_1196 >= i32(1);
if l_1198 {
let l_1199 = l_1193 > i32(24);
if l_1199 {
let l_1200 = l_1193 - i32(24);
let l_1201 = u64(l_1200);
let l_1202 = l_1178 >> u32(bitcast<u64>(l_1201));
l_mut_62 = l_1202;
} else {
let l_1203 = i32(24) - l_1193;
let l_1204 = u64(l_1203);
let l_1205 = l_1178 << u32(bitcast<u64>(l_1204));
l_mut_62 = l_1205;
}
let l_1206 = u32(l_1196);
let l_1207 = l_1206 << u32(23);
let l_1208 = u32(bitcast<u64>(l_mut_62));
let l_1209 = l_1208 & u32(8388607);
let l_1210 = l_1207 | l_1209;
l_mut_14 = l_1210;
} else {
let l_1211 = l_mut_44 + i32(149);
let l_1212 = l_1211 >= i32(0);
if l_1212 {
let l_1213 = u64(l_1211);
let l_1214 = l_1178 << u32(bitcast<u64>(l_1213));
l_mut_62 = l_1214;
} else {
let l_1215 = i32(0) - l_1211;
let l_1216 = u64(l_1215);
let l_1217 = l_1178 >> u32(bitcast<u64>(l_1216));
l_mut_62 = l_1217;
}
let l_1218 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_1218;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1178;
} else {
let l_1219 = l_mut_29 <= l_1182;
if l_1219 {
let l_1220 = u64(l_mut_29);
let l_1221 = l_1178 >> u32(bitcast<u64>(l_1220));
l_mut_62 = l_1221;
let l_1222 = l_mut_62 << u32(bitcast<u64>(l_1220));
let l_1223 = l_1178 - l_1222;
let l_1224 = l_1220 - u64(1);
let l_1225 = u64(1) << u32(bitcast<u64>(l_1224));
let l_1226 = l_1223 > l_1225;
let l_1227 = l_1223 == l_1225;
let l_1228 = l_mut_62 & u64(1);
let l_1229 = l_1228 == u64(1);
let l_1230 = l_1227 && l_1229;
let l_1231 = l_1226 || l_1230;
if l_1231 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1232 = l_mut_62 << u32(bitcast<u64>(l_1220));
l_mut_92 = l_1232;
let l_1233 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1234 = l_mut_62 != u64(0);
if l_1234 {
let l_1235 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1236 = i32(l_1235);
let l_1237 = i32(64) - l_1236;
let l_1238 = l_1237 - i32(1);
let l_1239 = l_1238 + l_1233;
let l_1240 = l_1239 + i32(127);
let l_1241 = l_1240 >= i32(255);
if l_1241 {
l_mut_14 = u32(2139095040);
} else {
let l_1242 = l_1240 >= i32(1);
if l_1242 {
let l_1243 = l_1237 > i32(24);
if l_1243 {
let l_1244 = l_1237 - i32(24);
let l_1245 = u64(l_1244);
let l_1246 = l_mut_62 >> u32(bitcast<u64>(l_1245));
l_mut_40 = l_1246;
} else {
let l_1247 = i32(24) - l_1237;
let l_1248 = u64(l_1247);
let l_1249 = l_mut_62 << u32(bitcast<u64>(l_1248));
l_mut_40 = l_1249;
}
let l_1250 = u32(l_1240);
let l_1251 = l_1250 << u32(23);
let l_1252 = u32(bitcast<u64>(l_mut_40));
let l_1253 = l_1252 & u32(8388607);
let l_1254 = l_1251 | l_1253;
l_mut_14 = l_1254;
} else {
let l_1255 = l_1233 + i32(149);
let l_1256 = l_1255 >= i32(0);
if l_1256 {
let l_1257 = u64(l_1255);
let l_1258 = l_mut_62 << u32(bitcast<u64>(l_1257));
l_mut_40 = l_1258;
} else {
let l_1259 = i32(0) - l_1255;
let l_1260 = u64(l_1259);
let l_1261 = l_mut_62 >> u32(bitcast<u64>(l_1260));
l_mut_40 = l_1261;
}
let l_1262 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1262;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1263 = l_972 ^ u32(2147483648);
let l_1264 = l_mut_15 | l_1263;
let l_1265 = bitcast<f32>(l_1264);
l_mut_1088 = l_1265;
}
}
l_mut_988 = l_mut_1088;
}
}
}
let l_1266 = bitcast<u32>(l_mut_468);
let l_1267 = bitcast<u32>(l_mut_778);
l_mut_170 = l_1266;
l_mut_15 = l_1267;
let l_1268 = l_1267 & u32(2147483647);
let l_1269 = l_1266 & u32(2147483647);
let l_1270 = l_1268 > l_1269;
if l_1270 {
l_mut_170 = l_1267;
l_mut_15 = l_1266;
}
let l_1271 = l_mut_170 >> u32(23);
let l_1272 = l_1271 & u32(255);
let l_1273 = l_mut_170 & u32(8388607);
let l_1274 = l_1272 != u32(0);
if l_1274 {
let l_1275 = l_1273 | u32(8388608);
let l_1276 = u64(l_1275);
l_mut_228 = l_1276;
} else {
let l_1277 = u64(l_1273);
l_mut_228 = l_1277;
}
if l_1274 {
let l_1278 = i32(l_1272);
let l_1279 = l_1278 - i32(150);
l_mut_75 = l_1279;
} else {
let l_1280 = i32(u32(1));
let l_1281 = l_1280 - i32(150);
l_mut_75 = l_1281;
}
let l_1282 = l_mut_170 & u32(2147483648);
let l_1283 = l_1272 == u32(255);
let l_1284 = l_mut_15 >> u32(23);
let l_1285 = l_1284 & u32(255);
let l_1286 = l_mut_15 & u32(8388607);
let l_1287 = l_1285 != u32(0);
if l_1287 {
let l_1288 = l_1286 | u32(8388608);
let l_1289 = u64(l_1288);
l_mut_137 = l_1289;
} else {
let l_1290 = u64(l_1286);
l_mut_137 = l_1290;
}
if l_1287 {
let l_1291 = i32(l_1285);
let l_1292 = l_1291 - i32(150);
l_mut_44 = l_1292;
} else {
let l_1293 = i32(u32(1));
let l_1294 = l_1293 - i32(150);
l_mut_44 = l_1294;
}
let l_1295 = l_mut_15 & u32(2147483648);
let l_1296 = l_1285 == u32(255);
let l_1297 = l_mut_468 + l_mut_778;
l_mut_1088 = l_1297;
l_mut_1298 = f32(0.0);
let l_1299 = !l_1283;
let l_1300 = l_mut_137 != u64(0);
let l_1301 = l_1299 && l_1300;
if l_1301 {
let l_1302 = l_mut_75 - l_mut_44;
let l_1303 = l_1302 >= i32(26);
if l_1303 {
let l_1304 = bitcast<f32>(l_mut_170);
l_mut_1088 = l_1304;
let l_1305 = bitcast<f32>(l_mut_15);
l_mut_1298 = l_1305;
} else {
let l_1306 = u64(l_1302);
let l_1307 = l_mut_228 << u32(bitcast<u64>(l_1306));
let l_1308 = l_1307 - l_mut_137;
l_mut_92 = l_1308;
let l_1309 = l_1282 == l_1295;
if l_1309 {
let l_1310 = l_1307 + l_mut_137;
l_mut_92 = l_1310;
}
let l_1311 = l_mut_92 == u64(0);
if l_1311 {
l_mut_1088 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_1312 = l_mut_92 != u64(0);
if l_1312 {
let l_1313 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1314 = i32(l_1313);
let l_1315 = i32(64) - l_1314;
let l_1316 = l_1315 - i32(1);
let l_1317 = l_1316 + l_mut_44;
let l_1318 = l_1317 + i32(127);
let l_1319 = i32(-149) - l_mut_44;
l_mut_29 = l_1319;
let l_1320 = l_1318 >= i32(1);
if l_1320 {
let l_1321 = l_1315 - i32(24);
l_mut_29 = l_1321;
}
let l_1322 = l_mut_29 <= i32(0);
if l_1322 {
l_mut_15 = u32(0);
let l_1323 = l_mut_92 != u64(0);
if l_1323 {
let l_1324 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1325 = i32(l_1324);
let l_1326 = i32(64) - l_1325;
let l_1327 = l_1326 - i32(1);
let l_1328 = l_1327 + l_mut_44;
let l_1329 = l_1328 + i32(127);
let l_1330 = l_1329 >= i32(255);
if l_1330 {
l_mut_15 = u32(2139095040);
} else {
let l_1331 = l_1329 >= i32(1);
if l_1331 {
let l_1332 = l_1326 > i32(24);
if l_1332 {
let l_1333 = l_1326 - i32(24);
let l_1334 = u64(l_1333);
let l_1335 = l_mut_92 >> u32(bitcast<u64>(l_1334));
l_mut_62 = l_1335;
} else {
let l_1336 = i32(24) - l_1326;
let l_1337 = u64(l_1336);
let l_1338 = l_mut_92 << u32(bitcast<u64>(l_1337));
l_mut_62 = l_1338;
}
let l_1339 = u32(l_1329);
let l_1340 = l_1339 << u32(23);
let l_1341 = u32(bitcast<u64>(l_mut_62));
let l_1342 = l_1341 & u32(8388607);
let l_1343 = l_1340 | l_1342;
l_mut_15 = l_1343;
} else {
let l_1344 = l_mut_44 + i32(149);
let l_1345 = l_1344 >= i32(0);
if l_1345 {
let l_1346 = u64(l_1344);
let l_1347 = l_mut_92 << u32(bitcast<u64>(l_1346));
l_mut_62 = l_1347;
} else {
let l_1348 = i32(0) - l_1344;
let l_1349 = u64(l_1348);
let l_1350 = l_mut_92 >> u32(bitcast<u64>(l_1349));
l_mut_62 = l_1350;
}
let l_1351 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_1351;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_1352 = l_mut_29 <= l_1315;
if l_1352 {
let l_1353 = u64(l_mut_29);
let l_1354 = l_mut_92 >> u32(bitcast<u64>(l_1353));
l_mut_62 = l_1354;
let l_1355 = l_mut_62 << u32(bitcast<u64>(l_1353));
let l_1356 = l_mut_92 - l_1355;
let l_1357 = l_1353 - u64(1);
let l_1358 = u64(1) << u32(bitcast<u64>(l_1357));
let l_1359 = l_1356 > l_1358;
let l_1360 = l_1356 == l_1358;
let l_1361 = l_mut_62 & u64(1);
let l_1362 = l_1361 == u64(1);
let l_1363 = l_1360 && l_1362;
let l_1364 = l_1359 || l_1363;
if l_1364 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1365 = l_mut_62 << u32(bitcast<u64>(l_1353));
l_mut_66 = l_1365;
let l_1366 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_1367 = l_mut_62 != u64(0);
if l_1367 {
let l_1368 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1369 = i32(l_1368);
let l_1370 = i32(64) - l_1369;
let l_1371 = l_1370 - i32(1);
let l_1372 = l_1371 + l_1366;
let l_1373 = l_1372 + i32(127);
let l_1374 = l_1373 >= i32(255);
if l_1374 {
l_mut_15 = u32(2139095040);
} else {
let l_1375 = l_1373 >= i32(1);
if l_1375 {
let l_1376 = l_1370 > i32(24);
if l_1376 {
let l_1377 = l_1370 - i32(24);
let l_1378 = u64(l_1377);
let l_1379 = l_mut_62 >> u32(bitcast<u64>(l_1378));
l_mut_40 = l_1379;
} else {
let l_1380 = i32(24) - l_1370;
let l_1381 = u64(l_1380);
let l_1382 = l_mut_62 << u32(bitcast<u64>(l_1381));
l_mut_40 = l_1382;
}
let l_1383 = u32(l_1373);
let l_1384 = l_1383 << u32(23);
let l_1385 = u32(bitcast<u64>(l_mut_40));
let l_1386 = l_1385 & u32(8388607);
let l_1387 = l_1384 | l_1386;
l_mut_15 = l_1387;
} else {
let l_1388 = l_1366 + i32(149);
let l_1389 = l_1388 >= i32(0);
if l_1389 {
let l_1390 = u64(l_1388);
let l_1391 = l_mut_62 << u32(bitcast<u64>(l_1390));
l_mut_40 = l_1391;
} else {
let l_1392 = i32(0) - l_1388;
let l_1393 = u64(l_1392);
let l_1394 = l_mut_62 >> u32(bitcast<u64>(l_1393));
l_mut_40 = l_1394;
}
let l_1395 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_1395;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_1396 = l_mut_170 | l_1282;
let l_1397 = bitcast<f32>(l_1396);
l_mut_1088 = l_1397;
l_mut_1398 = f32(0.0);
let l_1399 = l_mut_92 > l_mut_66;
if l_1399 {
let l_1400 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_1401 = l_1400 != u64(0);
if l_1401 {
let l_1402 = select(countLeadingZeros(u32(l_1400 >> u32(32u))), 32u + countLeadingZeros(u32(l_1400)), (l_1400 >> u32(32u)) == u64(0));
let l_1403 = i32(l_1402);
let l_1404 = i32(64) - l_1403;
let l_1405 = l_1404 - i32(1);
let l_1406 = l_1405 + l_mut_44;
let l_1407 = l_1406 + i32(127);
let l_1408 = i32(-149) - l_mut_44;
l_mut_29 = l_1408;
let l_1409 = l_1407 >= i32(1);
if l_1409 {
let l_1410 = l_1404 - i32(24);
l_mut_29 = l_1410;
}
let l_1411 = l_mut_29 <= i32(0);
if l_1411 {
l_mut_14 = u32(0);
let l_1412 = l_1400 != u64(0);
if l_1412 {
let l_1413 = select(countLeadingZeros(u32(l_1400 >> u32(32u))), 32u + countLeadingZeros(u32(l_1400)), (l_1400 >> u32(32u)) == u64(0));
let l_1414 = i32(l_1413);
let l_1415 = i32(64) - l_1414;
let l_1416 = l_1415 - i32(1);
let l_1417 = l_1416 + l_mut_44;
let l_1418 = l_1417 + i32(127);
let l_1419 = l_1418 >= i32(255);
if l_1419 {
l_mut_14 = u32(2139095040);
} else {
let l_1420 = l_1418 >= i32(1);
if l_1420 {
let l_1421 = l_1415 > i32(24);
if l_1421 {
let l_1422 = l_1415 - i32(24);
let l_1423 = u64(l_1422);
let l_1424 = l_1400 >> u32(bitcast<u64>(l_1423));
l_mut_40 = l_1424;
} else {
let l_1425 = i32(24) - l_1415;
let l_1426 = u64(l_1425);
let l_1427 = l_1400 << u32(bitcast<u64>(l_1426));
l_mut_40 = l_1427;
}
let l_1428 = u32(l_1418);
let l_1429 = l_1428 << u32(23);
let l_1430 = u32(bitcast<u64>(l_mut_40));
let l_1431 = l_1430 & u32(8388607);
let l_1432 = l_1429 | l_1431;
l_mut_14 = l_1432;
} else {
let l_1433 = l_mut_44 + i32(149);
let l_1434 = l_1433 >= i32(0);
if l_1434 {
let l_1435 = u64(l_1433);
let l_1436 = l_1400 << u32(bitcast<u64>(l_1435));
l_mut_40 = l_1436;
} else {
let l_1437 = i32(0) - l_1433;
let l_1438 = u64(l_1437);
let l_1439 = l_1400 >> u32(bitcast<u64>(l_1438));
l_mut_40 = l_1439;
}
let l_1440 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1440;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1400;
} else {
let l_1441 = l_mut_29 <= l_1404;
if l_1441 {
let l_1442 = u64(l_mut_29);
let l_1443 = l_1400 >> u32(bitcast<u64>(l_1442));
l_mut_40 = l_1443;
let l_1444 = l_mut_40 << u32(bitcast<u64>(l_1442));
let l_1445 = l_1400 - l_1444;
let l_1446 = l_1442 - u64(1);
let l_1447 = u64(1) << u32(bitcast<u64>(l_1446));
let l_1448 = l_1445 > l_1447;
let l_1449 = l_1445 == l_1447;
let l_1450 = l_mut_40 & u64(1);
let l_1451 = l_1450 == u64(1);
let l_1452 = l_1449 && l_1451;
let l_1453 = l_1448 || l_1452;
if l_1453 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_1454 = l_mut_40 << u32(bitcast<u64>(l_1442));
l_mut_62 = l_1454;
let l_1455 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1456 = l_mut_40 != u64(0);
if l_1456 {
let l_1457 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_1458 = i32(l_1457);
let l_1459 = i32(64) - l_1458;
let l_1460 = l_1459 - i32(1);
let l_1461 = l_1460 + l_1455;
let l_1462 = l_1461 + i32(127);
let l_1463 = l_1462 >= i32(255);
if l_1463 {
l_mut_14 = u32(2139095040);
} else {
let l_1464 = l_1462 >= i32(1);
if l_1464 {
let l_1465 = l_1459 > i32(24);
if l_1465 {
let l_1466 = l_1459 - i32(24);
let l_1467 = u64(l_1466);
let l_1468 = l_mut_40 >> u32(bitcast<u64>(l_1467));
l_mut_25 = l_1468;
} else {
let l_1469 = i32(24) - l_1459;
let l_1470 = u64(l_1469);
let l_1471 = l_mut_40 << u32(bitcast<u64>(l_1470));
l_mut_25 = l_1471;
}
let l_1472 = u32(l_1462);
let l_1473 = l_1472 << u32(23);
let l_1474 = u32(bitcast<u64>(l_mut_25));
let l_1475 = l_1474 & u32(8388607);
let l_1476 = l_1473 | l_1475;
l_mut_14 = l_1476;
} else {
let l_1477 = l_1455 + i32(149);
let l_1478 = l_1477 >= i32(0);
if l_1478 {
let l_1479 = u64(l_1477);
let l_1480 = l_mut_40 << u32(bitcast<u64>(l_1479));
l_mut_25 = l_1480;
} else {
let l_1481 = i32(0) - l_1477;
let l_1482 = u64(l_1481);
let l_1483 = l_mut_40 >> u32(bitcast<u64>(l_1482));
l_mut_25 = l_1483;
}
let l_1484 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_1484;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1485 = l_mut_15 | l_1282;
let l_1486 = bitcast<f32>(l_1485);
l_mut_1398 = l_1486;
} else {
let l_1487 = l_mut_66 > l_mut_92;
if l_1487 {
let l_1488 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_1489 = l_1488 != u64(0);
if l_1489 {
let l_1490 = select(countLeadingZeros(u32(l_1488 >> u32(32u))), 32u + countLeadingZeros(u32(l_1488)), (l_1488 >> u32(32u)) == u64(0));
let l_1491 = i32(l_1490);
let l_1492 = i32(64) - l_1491;
let l_1493 = l_1492 - i32(1);
let l_1494 = l_1493 + l_mut_44;
let l_1495 = l_1494 + i32(127);
let l_1496 = i32(-149) - l_mut_44;
l_mut_29 = l_1496;
let l_1497 = l_1495 >= i32(1);
if l_1497 {
let l_1498 = l_1492 - i32(24);
l_mut_29 = l_1498;
}
let l_1499 = l_mut_29 <= i32(0);
if l_1499 {
l_mut_14 = u32(0);
let l_1500 = l_1488 != u64(0);
if l_1500 {
let l_1501 = select(countLeadingZeros(u32(l_1488 >> u32(32u))), 32u + countLeadingZeros(u32(l_1488)), (l_1488 >> u32(32u)) == u64(0));
let l_1502 = i32(l_1501);
let l_1503 = i32(64) - l_1502;
let l_1504 = l_1503 - i32(1);
let l_1505 = l_1504 + l_mut_44;
let l_1506 = l_1505 + i32(127);
let l_1507 = l_1506 >= i32(255);
if l_1507 {
l_mut_14 = u32(2139095040);
} else {
let l_1508 = l_1506 >= i32(1);
if l_1508 {
let l_1509 = l_1503 > i32(24);
if l_1509 {
let l_1510 = l_1503 - i32(24);
let l_1511 = u64(l_1510);
let l_1512 = l_1488 >> u32(bitcast<u64>(l_1511));
l_mut_62 = l_1512;
} else {
let l_1513 = i32(24) - l_1503;
let l_1514 = u64(l_1513);
let l_1515 = l_1488 << u32(bitcast<u64>(l_1514));
l_mut_62 = l_1515;
}
let l_1516 = u32(l_1506);
let l_1517 = l_1516 << u32(23);
let l_1518 = u32(bitcast<u64>(l_mut_62));
let l_1519 = l_1518 & u32(8388607);
let l_1520 = l_1517 | l_1519;
l_mut_14 = l_1520;
} else {
let l_1521 = l_mut_44 + i32(149);
let l_1522 = l_1521 >= i32(0);
if l_1522 {
let l_1523 = u64(l_1521);
let l_1524 = l_1488 << u32(bitcast<u64>(l_1523));
l_mut_62 = l_1524;
} else {
let l_1525 = i32(0) - l_1521;
let l_1526 = u64(l_1525);
let l_1527 = l_1488 >> u32(bitcast<u64>(l_1526));
l_mut_62 = l_1527;
}
let l_1528 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_1528;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1488;
} else {
let l_1529 = l_mut_29 <= l_1492;
if l_1529 {
let l_1530 = u64(l_mut_29);
let l_1531 = l_1488 >> u32(bitcast<u64>(l_1530));
l_mut_62 = l_1531;
let l_1532 = l_mut_62 << u32(bitcast<u64>(l_1530));
let l_1533 = l_1488 - l_1532;
let l_1534 = l_1530 - u64(1);
let l_1535 = u64(1) << u32(bitcast<u64>(l_1534));
let l_1536 = l_1533 > l_1535;
let l_1537 = l_1533 == l_1535;
let l_1538 = l_mut_62 & u64(1);
let l_1539 = l_1538 == u64(1);
let l_1540 = l_1537 && l_1539;
let l_1541 = l_1536 || l_1540;
if l_1541 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1542 = l_mut_62 << u32(bitcast<u64>(l_1530));
l_mut_92 = l_1542;
let l_1543 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1544 = l_mut_62 != u64(0);
if l_1544 {
let l_1545 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1546 = i32(l_1545);
let l_1547 = i32(64) - l_1546;
let l_1548 = l_1547 - i32(1);
let l_1549 = l_1548 + l_1543;
let l_1550 = l_1549 + i32(127);
let l_1551 = l_1550 >= i32(255);
if l_1551 {
l_mut_14 = u32(2139095040);
} else {
let l_1552 = l_1550 >= i32(1);
if l_1552 {
let l_1553 = l_1547 > i32(24);
if l_1553 {
let l_1554 = l_1547 - i32(24);
let l_1555 = u64(l_1554);
let l_1556 = l_mut_62 >> u32(bitcast<u64>(l_1555));
l_mut_40 = l_1556;
} else {
let l_1557 = i32(24) - l_1547;
let l_1558 = u64(l_1557);
let l_1559 = l_mut_62 << u32(bitcast<u64>(l_1558));
l_mut_40 = l_1559;
}
let l_1560 = u32(l_1550);
let l_1561 = l_1560 << u32(23);
let l_1562 = u32(bitcast<u64>(l_mut_40));
let l_1563 = l_1562 & u32(8388607);
let l_1564 = l_1561 | l_1563;
l_mut_14 = l_1564;
} else {
let l_1565 = l_1543 + i32(149);
let l_1566 = l_1565 >= i32(0);
if l_1566 {
let l_1567 = u64(l_1565);
let l_1568 = l_mut_62 << u32(bitcast<u64>(l_1567));
l_mut_40 = l_1568;
} else {
let l_1569 = i32(0) - l_1565;
let l_1570 = u64(l_1569);
let l_1571 = l_mut_62 >> u32(bitcast<u64>(l_1570));
l_mut_40 = l_1571;
}
let l_1572 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1572;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1573 = l_1282 ^ u32(2147483648);
let l_1574 = l_mut_15 | l_1573;
let l_1575 = bitcast<f32>(l_1574);
l_mut_1398 = l_1575;
}
}
l_mut_1298 = l_mut_1398;
}
}
}
let l_1576 = bitcast<u32>(l_mut_50);
let l_1577 = bitcast<u32>(l_mut_1088);
l_mut_170 = l_1576;
l_mut_15 = l_1577;
let l_1578 = l_1577 & u32(2147483647);
let l_1579 = l_1576 & u32(2147483647);
let l_1580 = l_1578 > l_1579;
if l_1580 {
l_mut_170 = l_1577;
l_mut_15 = l_1576;
}
let l_1581 = l_mut_170 >> u32(23);
let l_1582 = l_1581 & u32(255);
let l_1583 = l_mut_170 & u32(8388607);
let l_1584 = l_1582 != u32(0);
if l_1584 {
let l_1585 = l_1583 | u32(8388608);
let l_1586 = u64(l_1585);
l_mut_228 = l_1586;
} else {
let l_1587 = u64(l_1583);
l_mut_228 = l_1587;
}
if l_1584 {
let l_1588 = i32(l_1582);
let l_1589 = l_1588 - i32(150);
l_mut_75 = l_1589;
} else {
let l_1590 = i32(u32(1));
let l_1591 = l_1590 - i32(150);
l_mut_75 = l_1591;
}
let l_1592 = l_mut_170 & u32(2147483648);
let l_1593 = l_1582 == u32(255);
let l_1594 = l_mut_15 >> u32(23);
let l_1595 = l_1594 & u32(255);
let l_1596 = l_mut_15 & u32(8388607);
let l_1597 = l_1595 != u32(0);
if l_1597 {
let l_1598 = l_1596 | u32(8388608);
let l_1599 = u64(l_1598);
l_mut_137 = l_1599;
} else {
let l_1600 = u64(l_1596);
l_mut_137 = l_1600;
}
if l_1597 {
let l_1601 = i32(l_1595);
let l_1602 = l_1601 - i32(150);
l_mut_44 = l_1602;
} else {
let l_1603 = i32(u32(1));
let l_1604 = l_1603 - i32(150);
l_mut_44 = l_1604;
}
let l_1605 = l_mut_15 & u32(2147483648);
let l_1606 = l_1595 == u32(255);
let l_1607 = l_mut_50 + l_mut_1088;
l_mut_1398 = l_1607;
l_mut_1608 = f32(0.0);
let l_1609 = !l_1593;
let l_1610 = l_mut_137 != u64(0);
let l_1611 = l_1609 && l_1610;
if l_1611 {
let l_1612 = l_mut_75 - l_mut_44;
let l_1613 = l_1612 >= i32(26);
if l_1613 {
let l_1614 = bitcast<f32>(l_mut_170);
l_mut_1398 = l_1614;
let l_1615 = bitcast<f32>(l_mut_15);
l_mut_1608 = l_1615;
} else {
let l_1616 = u64(l_1612);
let l_1617 = l_mut_228 << u32(bitcast<u64>(l_1616));
let l_1618 = l_1617 - l_mut_137;
l_mut_92 = l_1618;
let l_1619 = l_1592 == l_1605;
if l_1619 {
let l_1620 = l_1617 + l_mut_137;
l_mut_92 = l_1620;
}
let l_1621 = l_mut_92 == u64(0);
if l_1621 {
l_mut_1398 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_1622 = l_mut_92 != u64(0);
if l_1622 {
let l_1623 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1624 = i32(l_1623);
let l_1625 = i32(64) - l_1624;
let l_1626 = l_1625 - i32(1);
let l_1627 = l_1626 + l_mut_44;
let l_1628 = l_1627 + i32(127);
let l_1629 = i32(-149) - l_mut_44;
l_mut_29 = l_1629;
let l_1630 = l_1628 >= i32(1);
if l_1630 {
let l_1631 = l_1625 - i32(24);
l_mut_29 = l_1631;
}
let l_1632 = l_mut_29 <= i32(0);
if l_1632 {
l_mut_15 = u32(0);
let l_1633 = l_mut_92 != u64(0);
if l_1633 {
let l_1634 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1635 = i32(l_1634);
let l_1636 = i32(64) - l_1635;
let l_1637 = l_1636 - i32(1);
let l_1638 = l_1637 + l_mut_44;
let l_1639 = l_1638 + i32(127);
let l_1640 = l_1639 >= i32(255);
if l_1640 {
l_mut_15 = u32(2139095040);
} else {
let l_1641 = l_1639 >= i32(1);
if l_1641 {
let l_1642 = l_1636 > i32(24);
if l_1642 {
let l_1643 = l_1636 - i32(24);
let l_1644 = u64(l_1643);
let l_1645 = l_mut_92 >> u32(bitcast<u64>(l_1644));
l_mut_62 = l_1645;
} else {
let l_1646 = i32(24) - l_1636;
let l_1647 = u64(l_1646);
let l_1648 = l_mut_92 << u32(bitcast<u64>(l_1647));
l_mut_62 = l_1648;
}
let l_1649 = u32(l_1639);
let l_1650 = l_1649 << u32(23);
let l_1651 = u32(bitcast<u64>(l_mut_62));
let l_1652 = l_1651 & u32(8388607);
let l_1653 = l_1650 | l_1652;
l_mut_15 = l_1653;
} else {
let l_1654 = l_mut_44 + i32(149);
let l_1655 = l_1654 >= i32(0);
if l_1655 {
let l_1656 = u64(l_1654);
let l_1657 = l_mut_92 << u32(bitcast<u64>(l_1656));
l_mut_62 = l_1657;
} else {
let l_1658 = i32(0) - l_1654;
let l_1659 = u64(l_1658);
let l_1660 = l_mut_92 >> u32(bitcast<u64>(l_1659));
l_mut_62 = l_1660;
}
let l_1661 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_1661;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_1662 = l_mut_29 <= l_1625;
if l_1662 {
let l_1663 = u64(l_mut_29);
let l_1664 = l_mut_92 >> u32(bitcast<u64>(l_1663));
l_mut_62 = l_1664;
let l_1665 = l_mut_62 << u32(bitcast<u64>(l_1663));
let l_1666 = l_mut_92 - l_1665;
let l_1667 = l_1663 - u64(1);
let l_1668 = u64(1) << u32(bitcast<u64>(l_1667));
let l_1669 = l_1666 > l_1668;
let l_1670 = l_1666 == l_1668;
let l_1671 = l_mut_62 & u64(1);
let l_1672 = l_1671 == u64(1);
let l_1673 = l_1670 && l_1672;
let l_1674 = l_1669 || l_1673;
if l_1674 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1675 = l_mut_62 << u32(bitcast<u64>(l_1663));
l_mut_66 = l_1675;
let l_1676 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_1677 = l_mut_62 != u64(0);
if l_1677 {
let l_1678 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1679 = i32(l_1678);
let l_1680 = i32(64) - l_1679;
let l_1681 = l_1680 - i32(1);
let l_1682 = l_1681 + l_1676;
let l_1683 = l_1682 + i32(127);
let l_1684 = l_1683 >= i32(255);
if l_1684 {
l_mut_15 = u32(2139095040);
} else {
let l_1685 = l_1683 >= i32(1);
if l_1685 {
let l_1686 = l_1680 > i32(24);
if l_1686 {
let l_1687 = l_1680 - i32(24);
let l_1688 = u64(l_1687);
let l_1689 = l_mut_62 >> u32(bitcast<u64>(l_1688));
l_mut_40 = l_1689;
} else {
let l_1690 = i32(24) - l_1680;
let l_1691 = u64(l_1690);
let l_1692 = l_mut_62 << u32(bitcast<u64>(l_1691));
l_mut_40 = l_1692;
}
let l_1693 = u32(l_1683);
let l_1694 = l_1693 << u32(23);
let l_1695 = u32(bitcast<u64>(l_mut_40));
let l_1696 = l_1695 & u32(8388607);
let l_1697 = l_1694 | l_1696;
l_mut_15 = l_1697;
} else {
let l_1698 = l_1676 + i32(149);
let l_1699 = l_1698 >= i32(0);
if l_1699 {
let l_1700 = u64(l_1698);
let l_1701 = l_mut_62 << u32(bitcast<u64>(l_1700));
l_mut_40 = l_1701;
} else {
let l_1702 = i32(0) - l_1698;
let l_1703 = u64(l_1702);
let l_1704 = l_mut_62 >> u32(bitcast<u64>(l_1703));
l_mut_40 = l_1704;
}
let l_1705 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_1705;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_1706 = l_mut_170 | l_1592;
let l_1707 = bitcast<f32>(l_1706);
l_mut_1398 = l_1707;
l_mut_1708 = f32(0.0);
let l_1709 = l_mut_92 > l_mut_66;
if l_1709 {
let l_1710 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_1711 = l_1710 != u64(0);
if l_1711 {
let l_1712 = select(countLeadingZeros(u32(l_1710 >> u32(32u))), 32u + countLeadingZeros(u32(l_1710)), (l_1710 >> u32(32u)) == u64(0));
let l_1713 = i32(l_1712);
let l_1714 = i32(64) - l_1713;
let l_1715 = l_1714 - i32(1);
let l_1716 = l_1715 + l_mut_44;
let l_1717 = l_1716 + i32(127);
let l_1718 = i32(-149) - l_mut_44;
l_mut_29 = l_1718;
let l_1719 = l_1717 >= i32(1);
if l_1719 {
let l_1720 = l_1714 - i32(24);
l_mut_29 = l_1720;
}
let l_1721 = l_mut_29 <= i32(0);
if l_1721 {
l_mut_14 = u32(0);
let l_1722 = l_1710 != u64(0);
if l_1722 {
let l_1723 = select(countLeadingZeros(u32(l_1710 >> u32(32u))), 32u + countLeadingZeros(u32(l_1710)), (l_1710 >> u32(32u)) == u64(0));
let l_1724 = i32(l_1723);
let l_1725 = i32(64) - l_1724;
let l_1726 = l_1725 - i32(1);
let l_1727 = l_1726 + l_mut_44;
let l_1728 = l_1727 + i32(127);
let l_1729 = l_1728 >= i32(255);
if l_1729 {
l_mut_14 = u32(2139095040);
} else {
let l_1730 = l_1728 >= i32(1);
if l_1730 {
let l_1731 = l_1725 > i32(24);
if l_1731 {
let l_1732 = l_1725 - i32(24);
let l_1733 = u64(l_1732);
let l_1734 = l_1710 >> u32(bitcast<u64>(l_1733));
l_mut_40 = l_1734;
} else {
let l_1735 = i32(24) - l_1725;
let l_1736 = u64(l_1735);
let l_1737 = l_1710 << u32(bitcast<u64>(l_1736));
l_mut_40 = l_1737;
}
let l_1738 = u32(l_1728);
let l_1739 = l_1738 << u32(23);
let l_1740 = u32(bitcast<u64>(l_mut_40));
let l_1741 = l_1740 & u32(8388607);
let l_1742 = l_1739 | l_1741;
l_mut_14 = l_1742;
} else {
let l_1743 = l_mut_44 + i32(149);
let l_1744 = l_1743 >= i32(0);
if l_1744 {
let l_1745 = u64(l_1743);
let l_1746 = l_1710 << u32(bitcast<u64>(l_1745));
l_mut_40 = l_1746;
} else {
let l_1747 = i32(0) - l_1743;
let l_1748 = u64(l_1747);
let l_1749 = l_1710 >> u32(bitcast<u64>(l_1748));
l_mut_40 = l_1749;
}
let l_1750 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1750;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1710;
} else {
let l_1751 = l_mut_29 <= l_1714;
if l_1751 {
let l_1752 = u64(l_mut_29);
let l_1753 = l_1710 >> u32(bitcast<u64>(l_1752));
l_mut_40 = l_1753;
let l_1754 = l_mut_40 << u32(bitcast<u64>(l_1752));
let l_1755 = l_1710 - l_1754;
let l_1756 = l_1752 - u64(1);
let l_1757 = u64(1) << u32(bitcast<u64>(l_1756));
let l_1758 = l_1755 > l_1757;
let l_1759 = l_1755 == l_1757;
let l_1760 = l_mut_40 & u64(1);
let l_1761 = l_1760 == u64(1);
let l_1762 = l_1759 && l_1761;
let l_1763 = l_1758 || l_1762;
if l_1763 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_1764 = l_mut_40 << u32(bitcast<u64>(l_1752));
l_mut_62 = l_1764;
let l_1765 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1766 = l_mut_40 != u64(0);
if l_1766 {
let l_1767 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_1768 = i32(l_1767);
let l_1769 = i32(64) - l_1768;
let l_1770 = l_1769 - i32(1);
let l_1771 = l_1770 + l_1765;
let l_1772 = l_1771 + i32(127);
let l_1773 = l_1772 >= i32(255);
if l_1773 {
l_mut_14 = u32(2139095040);
} else {
let l_1774 = l_1772 >= i32(1);
if l_1774 {
let l_1775 = l_1769 > i32(24);
if l_1775 {
let l_1776 = l_1769 - i32(24);
let l_1777 = u64(l_1776);
let l_1778 = l_mut_40 >> u32(bitcast<u64>(l_1777));
l_mut_25 = l_1778;
} else {
let l_1779 = i32(24) - l_1769;
let l_1780 = u64(l_1779);
let l_1781 = l_mut_40 << u32(bitcast<u64>(l_1780));
l_mut_25 = l_1781;
}
let l_1782 = u32(l_1772);
let l_1783 = l_1782 << u32(23);
let l_1784 = u32(bitcast<u64>(l_mut_25));
let l_1785 = l_1784 & u32(8388607);
let l_1786 = l_1783 | l_1785;
l_mut_14 = l_1786;
} else {
let l_1787 = l_1765 + i32(149);
let l_1788 = l_1787 >= i32(0);
if l_1788 {
let l_1789 = u64(l_1787);
let l_1790 = l_mut_40 << u32(bitcast<u64>(l_1789));
l_mut_25 = l_1790;
} else {
let l_1791 = i32(0) - l_1787;
let l_1792 = u64(l_1791);
let l_1793 = l_mut_40 >> u32(bitcast<u64>(l_1792));
l_mut_25 = l_1793;
}
let l_1794 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_1794;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1795 = l_mut_15 | l_1592;
let l_1796 = bitcast<f32>(l_1795);
l_mut_1708 = l_1796;
} else {
let l_1797 = l_mut_66 > l_mut_92;
if l_1797 {
let l_1798 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_1799 = l_1798 != u64(0);
if l_1799 {
let l_1800 = select(countLeadingZeros(u32(l_1798 >> u32(32u))), 32u + countLeadingZeros(u32(l_1798)), (l_1798 >> u32(32u)) == u64(0));
let l_1801 = i32(l_1800);
let l_1802 = i32(64) - l_1801;
let l_1803 = l_1802 - i32(1);
let l_1804 = l_1803 + l_mut_44;
let l_1805 = l_1804 + i32(127);
let l_1806 = i32(-149) - l_mut_44;
l_mut_29 = l_1806;
let l_1807 = l_1805 >= i32(1);
if l_1807 {
let l_1808 = l_1802 - i32(24);
l_mut_29 = l_1808;
}
let l_1809 = l_mut_29 <= i32(0);
if l_1809 {
l_mut_14 = u32(0);
let l_1810 = l_1798 != u64(0);
if l_1810 {
let l_1811 = select(countLeadingZeros(u32(l_1798 >> u32(32u))), 32u + countLeadingZeros(u32(l_1798)), (l_1798 >> u32(32u)) == u64(0));
let l_1812 = i32(l_1811);
let l_1813 = i32(64) - l_1812;
let l_1814 = l_1813 - i32(1);
let l_1815 = l_1814 + l_mut_44;
let l_1816 = l_1815 + i32(127);
let l_1817 = l_1816 >= i32(255);
if l_1817 {
l_mut_14 = u32(2139095040);
} else {
let l_1818 = l_1816 >= i32(1);
if l_1818 {
let l_1819 = l_1813 > i32(24);
if l_1819 {
let l_1820 = l_1813 - i32(24);
let l_1821 = u64(l_1820);
let l_1822 = l_1798 >> u32(bitcast<u64>(l_1821));
l_mut_62 = l_1822;
} else {
let l_1823 = i32(24) - l_1813;
let l_1824 = u64(l_1823);
let l_1825 = l_1798 << u32(bitcast<u64>(l_1824));
l_mut_62 = l_1825;
}
let l_1826 = u32(l_1816);
let l_1827 = l_1826 << u32(23);
let l_1828 = u32(bitcast<u64>(l_mut_62));
let l_1829 = l_1828 & u32(8388607);
let l_1830 = l_1827 | l_1829;
l_mut_14 = l_1830;
} else {
let l_1831 = l_mut_44 + i32(149);
let l_1832 = l_1831 >= i32(0);
if l_1832 {
let l_1833 = u64(l_1831);
let l_1834 = l_1798 << u32(bitcast<u64>(l_1833));
l_mut_62 = l_1834;
} else {
let l_1835 = i32(0) - l_1831;
let l_1836 = u64(l_1835);
let l_1837 = l_1798 >> u32(bitcast<u64>(l_1836));
l_mut_62 = l_1837;
}
let l_1838 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_1838;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1798;
} else {
let l_1839 = l_mut_29 <= l_1802;
if l_1839 {
let l_1840 = u64(l_mut_29);
let l_1841 = l_1798 >> u32(bitcast<u64>(l_1840));
l_mut_62 = l_1841;
let l_1842 = l_mut_62 << u32(bitcast<u64>(l_1840));
let l_1843 = l_1798 - l_1842;
let l_1844 = l_1840 - u64(1);
let l_1845 = u64(1) << u32(bitcast<u64>(l_1844));
let l_1846 = l_1843 > l_1845;
let l_1847 = l_1843 == l_1845;
let l_1848 = l_mut_62 & u64(1);
let l_1849 = l_1848 == u64(1);
let l_1850 = l_1847 && l_1849;
let l_1851 = l_1846 || l_1850;
if l_1851 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1852 = l_mut_62 << u32(bitcast<u64>(l_1840));
l_mut_92 = l_1852;
let l_1853 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1854 = l_mut_62 != u64(0);
if l_1854 {
let l_1855 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1856 = i32(l_1855);
let l_1857 = i32(64) - l_1856;
let l_1858 = l_1857 - i32(1);
let l_1859 = l_1858 + l_1853;
let l_1860 = l_1859 + i32(127);
let l_1861 = l_1860 >= i32(255);
if l_1861 {
l_mut_14 = u32(2139095040);
} else {
let l_1862 = l_1860 >= i32(1);
if l_1862 {
let l_1863 = l_1857 > i32(24);
if l_1863 {
let l_1864 = l_1857 - i32(24);
let l_1865 = u64(l_1864);
let l_1866 = l_mut_62 >> u32(bitcast<u64>(l_1865));
l_mut_40 = l_1866;
} else {
let l_1867 = i32(24) - l_1857;
let l_1868 = u64(l_1867);
let l_1869 = l_mut_62 << u32(bitcast<u64>(l_1868));
l_mut_40 = l_1869;
}
let l_1870 = u32(l_1860);
let l_1871 = l_1870 << u32(23);
let l_1872 = u32(bitcast<u64>(l_mut_40));
let l_1873 = l_1872 & u32(8388607);
let l_1874 = l_1871 | l_1873;
l_mut_14 = l_1874;
} else {
let l_1875 = l_1853 + i32(149);
let l_1876 = l_1875 >= i32(0);
if l_1876 {
let l_1877 = u64(l_1875);
let l_1878 = l_mut_62 << u32(bitcast<u64>(l_1877));
l_mut_40 = l_1878;
} else {
let l_1879 = i32(0) - l_1875;
let l_1880 = u64(l_1879);
let l_1881 = l_mut_62 >> u32(bitcast<u64>(l_1880));
l_mut_40 = l_1881;
}
let l_1882 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1882;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1883 = l_1592 ^ u32(2147483648);
let l_1884 = l_mut_15 | l_1883;
let l_1885 = bitcast<f32>(l_1884);
l_mut_1708 = l_1885;
}
}
l_mut_1608 = l_mut_1708;
}
}
}
let l_1886 = bitcast<u32>(l_mut_1298);
let l_1887 = bitcast<u32>(l_mut_1608);
l_mut_170 = l_1886;
l_mut_15 = l_1887;
let l_1888 = l_1887 & u32(2147483647);
let l_1889 = l_1886 & u32(2147483647);
let l_1890 = l_1888 > l_1889;
if l_1890 {
l_mut_170 = l_1887;
l_mut_15 = l_1886;
}
let l_1891 = l_mut_170 >> u32(23);
let l_1892 = l_1891 & u32(255);
let l_1893 = l_mut_170 & u32(8388607);
let l_1894 = l_1892 != u32(0);
if l_1894 {
let l_1895 = l_1893 | u32(8388608);
let l_1896 = u64(l_1895);
l_mut_228 = l_1896;
} else {
let l_1897 = u64(l_1893);
l_mut_228 = l_1897;
}
if l_1894 {
let l_1898 = i32(l_1892);
let l_1899 = l_1898 - i32(150);
l_mut_75 = l_1899;
} else {
let l_1900 = i32(u32(1));
let l_1901 = l_1900 - i32(150);
l_mut_75 = l_1901;
}
let l_1902 = l_mut_170 & u32(2147483648);
let l_1903 = l_1892 == u32(255);
let l_1904 = l_mut_15 >> u32(23);
let l_1905 = l_1904 & u32(255);
let l_1906 = l_mut_15 & u32(8388607);
let l_1907 = l_1905 != u32(0);
if l_1907 {
let l_1908 = l_1906 | u32(8388608);
let l_1909 = u64(l_1908);
l_mut_137 = l_1909;
} else {
let l_1910 = u64(l_1906);
l_mut_137 = l_1910;
}
if l_1907 {
let l_1911 = i32(l_1905);
let l_1912 = l_1911 - i32(150);
l_mut_44 = l_1912;
} else {
let l_1913 = i32(u32(1));
let l_1914 = l_1913 - i32(150);
l_mut_44 = l_1914;
}
let l_1915 = l_mut_15 & u32(2147483648);
let l_1916 = l_1905 == u32(255);
let l_1917 = l_mut_1298 + l_mut_1608;
l_mut_1708 = l_1917;
l_mut_1918 = f32(0.0);
let l_1919 = !l_1903;
let l_1920 = l_mut_137 != u64(0);
let l_1921 = l_1919 && l_1920;
if l_1921 {
let l_1922 = l_mut_75 - l_mut_44;
let l_1923 = l_1922 >= i32(26);
if l_1923 {
let l_1924 = bitcast<f32>(l_mut_170);
l_mut_1708 = l_1924;
let l_1925 = bitcast<f32>(l_mut_15);
l_mut_1918 = l_1925;
} else {
let l_1926 = u64(l_1922);
let l_1927 = l_mut_228 << u32(bitcast<u64>(l_1926));
let l_1928 = l_1927 - l_mut_137;
l_mut_92 = l_1928;
let l_1929 = l_1902 == l_1915;
if l_1929 {
let l_1930 = l_1927 + l_mut_137;
l_mut_92 = l_1930;
}
let l_1931 = l_mut_92 == u64(0);
if l_1931 {
l_mut_1708 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_1932 = l_mut_92 != u64(0);
if l_1932 {
let l_1933 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1934 = i32(l_1933);
let l_1935 = i32(64) - l_1934;
let l_1936 = l_1935 - i32(1);
let l_1937 = l_1936 + l_mut_44;
let l_1938 = l_1937 + i32(127);
let l_1939 = i32(-149) - l_mut_44;
l_mut_29 = l_1939;
let l_1940 = l_1938 >= i32(1);
if l_1940 {
let l_1941 = l_1935 - i32(24);
l_mut_29 = l_1941;
}
let l_1942 = l_mut_29 <= i32(0);
if l_1942 {
l_mut_15 = u32(0);
let l_1943 = l_mut_92 != u64(0);
if l_1943 {
let l_1944 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1945 = i32(l_1944);
let l_1946 = i32(64) - l_1945;
let l_1947 = l_1946 - i32(1);
let l_1948 = l_1947 + l_mut_44;
let l_1949 = l_1948 + i32(127);
let l_1950 = l_1949 >= i32(255);
if l_1950 {
l_mut_15 = u32(2139095040);
} else {
let l_1951 = l_1949 >= i32(1);
if l_1951 {
let l_1952 = l_1946 > i32(24);
if l_1952 {
let l_1953 = l_1946 - i32(24);
let l_1954 = u64(l_1953);
let l_1955 = l_mut_92 >> u32(bitcast<u64>(l_1954));
l_mut_62 = l_1955;
} else {
let l_1956 = i32(24) - l_1946;
let l_1957 = u64(l_1956);
let l_1958 = l_mut_92 << u32(bitcast<u64>(l_1957));
l_mut_62 = l_1958;
}
let l_1959 = u32(l_1949);
let l_1960 = l_1959 << u32(23);
let l_1961 = u32(bitcast<u64>(l_mut_62));
let l_1962 = l_1961 & u32(8388607);
let l_1963 = l_1960 | l_1962;
l_mut_15 = l_1963;
} else {
let l_1964 = l_mut_44 + i32(149);
let l_1965 = l_1964 >= i32(0);
if l_1965 {
let l_1966 = u64(l_1964);
let l_1967 = l_mut_92 << u32(bitcast<u64>(l_1966));
l_mut_62 = l_1967;
} else {
let l_1968 = i32(0) - l_1964;
let l_1969 = u64(l_1968);
let l_1970 = l_mut_92 >> u32(bitcast<u64>(l_1969));
l_mut_62 = l_1970;
}
let l_1971 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_1971;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_1972 = l_mut_29 <= l_1935;
if l_1972 {
let l_1973 = u64(l_mut_29);
let l_1974 = l_mut_92 >> u32(bitcast<u64>(l_1973));
l_mut_62 = l_1974;
let l_1975 = l_mut_62 << u32(bitcast<u64>(l_1973));
let l_1976 = l_mut_92 - l_1975;
let l_1977 = l_1973 - u64(1);
let l_1978 = u64(1) << u32(bitcast<u64>(l_1977));
let l_1979 = l_1976 > l_1978;
let l_1980 = l_1976 == l_1978;
let l_1981 = l_mut_62 & u64(1);
let l_1982 = l_1981 == u64(1);
let l_1983 = l_1980 && l_1982;
let l_1984 = l_1979 || l_1983;
if l_1984 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1985 = l_mut_62 << u32(bitcast<u64>(l_1973));
l_mut_66 = l_1985;
let l_1986 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_1987 = l_mut_62 != u64(0);
if l_1987 {
let l_1988 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1989 = i32(l_1988);
let l_1990 = i32(64) - l_1989;
let l_1991 = l_1990 - i32(1);
let l_1992 = l_1991 + l_1986;
let l_1993 = l_1992 + i32(127);
let l_1994 = l_1993 >= i32(255);
if l_1994 {
l_mut_15 = u32(2139095040);
} else {
let l_1995 = l_1993 >= i32(1);
if l_1995 {
let l_1996 = l_1990 > i32(24);
if l_1996 {
let l_1997 = l_1990 - i32(24);
let l_1998 = u64(l_1997);
let l_1999 = l_mut_62 >> u32(bitcast<u64>(l_1998));
l_mut_40 = l_1999;
} else {
let l_2000 = i32(24) - l_1990;
let l_2001 = u64(l_2000);
let l_2002 = l_mut_62 << u32(bitcast<u64>(l_2001));
l_mut_40 = l_2002;
}
let l_2003 = u32(l_1993);
let l_2004 = l_2003 << u32(23);
let l_2005 = u32(bitcast<u64>(l_mut_40));
let l_2006 = l_2005 & u32(8388607);
let l_2007 = l_2004 | l_2006;
l_mut_15 = l_2007;
} else {
let l_2008 = l_1986 + i32(149);
let l_2009 = l_2008 >= i32(0);
if l_2009 {
let l_2010 = u64(l_2008);
let l_2011 = l_mut_62 << u32(bitcast<u64>(l_2010));
l_mut_40 = l_2011;
} else {
let l_2012 = i32(0) - l_2008;
let l_2013 = u64(l_2012);
let l_2014 = l_mut_62 >> u32(bitcast<u64>(l_2013));
l_mut_40 = l_2014;
}
let l_2015 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_2015;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_2016 = l_mut_170 | l_1902;
let l_2017 = bitcast<f32>(l_2016);
l_mut_1708 = l_2017;
l_mut_2018 = f32(0.0);
let l_2019 = l_mut_92 > l_mut_66;
if l_2019 {
let l_2020 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_2021 = l_2020 != u64(0);
if l_2021 {
let l_2022 = select(countLeadingZeros(u32(l_2020 >> u32(32u))), 32u + countLeadingZeros(u32(l_2020)), (l_2020 >> u32(32u)) == u64(0));
let l_2023 = i32(l_2022);
let l_2024 = i32(64) - l_2023;
let l_2025 = l_2024 - i32(1);
let l_2026 = l_2025 + l_mut_44;
let l_2027 = l_2026 + i32(127);
let l_2028 = i32(-149) - l_mut_44;
l_mut_29 = l_2028;
let l_2029 = l_2027 >= i32(1);
if l_2029 {
let l_2030 = l_2024 - i32(24);
l_mut_29 = l_2030;
}
let l_2031 = l_mut_29 <= i32(0);
if l_2031 {
l_mut_14 = u32(0);
let l_2032 = l_2020 != u64(0);
if l_2032 {
let l_2033 = select(countLeadingZeros(u32(l_2020 >> u32(32u))), 32u + countLeadingZeros(u32(l_2020)), (l_2020 >> u32(32u)) == u64(0));
let l_2034 = i32(l_2033);
let l_2035 = i32(64) - l_2034;
let l_2036 = l_2035 - i32(1);
let l_2037 = l_2036 + l_mut_44;
let l_2038 = l_2037 + i32(127);
let l_2039 = l_2038 >= i32(255);
if l_2039 {
l_mut_14 = u32(2139095040);
} else {
let l_2040 = l_2038 >= i32(1);
if l_2040 {
let l_2041 = l_2035 > i32(24);
if l_2041 {
let l_2042 = l_2035 - i32(24);
let l_2043 = u64(l_2042);
let l_2044 = l_2020 >> u32(bitcast<u64>(l_2043));
l_mut_40 = l_2044;
} else {
let l_2045 = i32(24) - l_2035;
let l_2046 = u64(l_2045);
let l_2047 = l_2020 << u32(bitcast<u64>(l_2046));
l_mut_40 = l_2047;
}
let l_2048 = u32(l_2038);
let l_2049 = l_2048 << u32(23);
let l_2050 = u32(bitcast<u64>(l_mut_40));
let l_2051 = l_2050 & u32(8388607);
let l_2052 = l_2049 | l_2051;
l_mut_14 = l_2052;
} else {
let l_2053 = l_mut_44 + i32(149);
let l_2054 = l_2053 >= i32(0);
if l_2054 {
let l_2055 = u64(l_2053);
let l_2056 = l_2020 << u32(bitcast<u64>(l_2055));
l_mut_40 = l_2056;
} else {
let l_2057 = i32(0) - l_2053;
let l_2058 = u64(l_2057);
let l_2059 = l_2020 >> u32(bitcast<u64>(l_2058));
l_mut_40 = l_2059;
}
let l_2060 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_2060;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_2020;
} else {
let l_2061 = l_mut_29 <= l_2024;
if l_2061 {
let l_2062 = u64(l_mut_29);
let l_2063 = l_2020 >> u32(bitcast<u64>(l_2062));
l_mut_40 = l_2063;
let l_2064 = l_mut_40 << u32(bitcast<u64>(l_2062));
let l_2065 = l_2020 - l_2064;
let l_2066 = l_2062 - u64(1);
let l_2067 = u64(1) << u32(bitcast<u64>(l_2066));
let l_2068 = l_2065 > l_2067;
let l_2069 = l_2065 == l_2067;
let l_2070 = l_mut_40 & u64(1);
let l_2071 = l_2070 == u64(1);
let l_2072 = l_2069 && l_2071;
let l_2073 = l_2068 || l_2072;
if l_2073 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_2074 = l_mut_40 << u32(bitcast<u64>(l_2062));
l_mut_62 = l_2074;
let l_2075 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_2076 = l_mut_40 != u64(0);
if l_2076 {
let l_2077 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_2078 = i32(l_2077);
let l_2079 = i32(64) - l_2078;
let l_2080 = l_2079 - i32(1);
let l_2081 = l_2080 + l_2075;
let l_2082 = l_2081 + i32(127);
let l_2083 = l_2082 >= i32(255);
if l_2083 {
l_mut_14 = u32(2139095040);
} else {
let l_2084 = l_2082 >= i32(1);
if l_2084 {
let l_2085 = l_2079 > i32(24);
if l_2085 {
let l_2086 = l_2079 - i32(24);
let l_2087 = u64(l_2086);
let l_2088 = l_mut_40 >> u32(bitcast<u64>(l_2087));
l_mut_25 = l_2088;
} else {
let l_2089 = i32(24) - l_2079;
let l_2090 = u64(l_2089);
let l_2091 = l_mut_40 << u32(bitcast<u64>(l_2090));
l_mut_25 = l_2091;
}
let l_2092 = u32(l_2082);
let l_2093 = l_2092 << u32(23);
let l_2094 = u32(bitcast<u64>(l_mut_25));
let l_2095 = l_2094 & u32(8388607);
let l_2096 = l_2093 | l_2095;
l_mut_14 = l_2096;
} else {
let l_2097 = l_2075 + i32(149);
let l_2098 = l_2097 >= i32(0);
if l_2098 {
let l_2099 = u64(l_2097);
let l_2100 = l_mut_40 << u32(bitcast<u64>(l_2099));
l_mut_25 = l_2100;
} else {
let l_2101 = i32(0) - l_2097;
let l_2102 = u64(l_2101);
let l_2103 = l_mut_40 >> u32(bitcast<u64>(l_2102));
l_mut_25 = l_2103;
}
let l_2104 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_2104;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_2105 = l_mut_15 | l_1902;
let l_2106 = bitcast<f32>(l_2105);
l_mut_2018 = l_2106;
} else {
let l_2107 = l_mut_66 > l_mut_92;
if l_2107 {
let l_2108 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_2109 = l_2108 != u64(0);
if l_2109 {
let l_2110 = select(countLeadingZeros(u32(l_2108 >> u32(32u))), 32u + countLeadingZeros(u32(l_2108)), (l_2108 >> u32(32u)) == u64(0));
let l_2111 = i32(l_2110);
let l_2112 = i32(64) - l_2111;
let l_2113 = l_2112 - i32(1);
let l_2114 = l_2113 + l_mut_44;
let l_2115 = l_2114 + i32(127);
let l_2116 = i32(-149) - l_mut_44;
l_mut_29 = l_2116;
let l_2117 = l_2115 >= i32(1);
if l_2117 {
let l_2118 = l_2112 - i32(24);
l_mut_29 = l_2118;
}
let l_2119 = l_mut_29 <= i32(0);
if l_2119 {
l_mut_14 = u32(0);
let l_2120 = l_2108 != u64(0);
if l_2120 {
let l_2121 = select(countLeadingZeros(u32(l_2108 >> u32(32u))), 32u + countLeadingZeros(u32(l_2108)), (l_2108 >> u32(32u)) == u64(0));
let l_2122 = i32(l_2121);
let l_2123 = i32(64) - l_2122;
let l_2124 = l_2123 - i32(1);
let l_2125 = l_2124 + l_mut_44;
let l_2126 = l_2125 + i32(127);
let l_2127 = l_2126 >= i32(255);
if l_2127 {
l_mut_14 = u32(2139095040);
} else {
let l_2128 = l_2126 >= i32(1);
if l_2128 {
let l_2129 = l_2123 > i32(24);
if l_2129 {
let l_2130 = l_2123 - i32(24);
let l_2131 = u64(l_2130);
let l_2132 = l_2108 >> u32(bitcast<u64>(l_2131));
l_mut_62 = l_2132;
} else {
let l_2133 = i32(24) - l_2123;
let l_2134 = u64(l_2133);
let l_2135 = l_2108 << u32(bitcast<u64>(l_2134));
l_mut_62 = l_2135;
}
let l_2136 = u32(l_2126);
let l_2137 = l_2136 << u32(23);
let l_2138 = u32(bitcast<u64>(l_mut_62));
let l_2139 = l_2138 & u32(8388607);
let l_2140 = l_2137 | l_2139;
l_mut_14 = l_2140;
} else {
let l_2141 = l_mut_44 + i32(149);
let l_2142 = l_2141 >= i32(0);
if l_2142 {
let l_2143 = u64(l_2141);
let l_2144 = l_2108 << u32(bitcast<u64>(l_2143));
l_mut_62 = l_2144;
} else {
let l_2145 = i32(0) - l_2141;
let l_2146 = u64(l_2145);
let l_2147 = l_2108 >> u32(bitcast<u64>(l_2146));
l_mut_62 = l_2147;
}
let l_2148 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_2148;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_2108;
} else {
let l_2149 = l_mut_29 <= l_2112;
if l_2149 {
let l_2150 = u64(l_mut_29);
let l_2151 = l_2108 >> u32(bitcast<u64>(l_2150));
l_mut_62 = l_2151;
let l_2152 = l_mut_62 << u32(bitcast<u64>(l_2150));
let l_2153 = l_2108 - l_2152;
let l_2154 = l_2150 - u64(1);
let l_2155 = u64(1) << u32(bitcast<u64>(l_2154));
let l_2156 = l_2153 > l_2155;
let l_2157 = l_2153 == l_2155;
let l_2158 = l_mut_62 & u64(1);
let l_2159 = l_2158 == u64(1);
let l_2160 = l_2157 && l_2159;
let l_2161 = l_2156 || l_2160;
if l_2161 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_2162 = l_mut_62 << u32(bitcast<u64>(l_2150));
l_mut_92 = l_2162;
let l_2163 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_2164 = l_mut_62 != u64(0);
if l_2164 {
let l_2165 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_2166 = i32(l_2165);
let l_2167 = i32(64) - l_2166;
let l_2168 = l_2167 - i32(1);
let l_2169 = l_2168 + l_2163;
let l_2170 = l_2169 + i32(127);
let l_2171 = l_2170 >= i32(255);
if l_2171 {
l_mut_14 = u32(2139095040);
} else {
let l_2172 = l_2170 >= i32(1);
if l_2172 {
let l_2173 = l_2167 > i32(24);
if l_2173 {
let l_2174 = l_2167 - i32(24);
let l_2175 = u64(l_2174);
let l_2176 = l_mut_62 >> u32(bitcast<u64>(l_2175));
l_mut_40 = l_2176;
} else {
let l_2177 = i32(24) - l_2167;
let l_2178 = u64(l_2177);
let l_2179 = l_mut_62 << u32(bitcast<u64>(l_2178));
l_mut_40 = l_2179;
}
let l_2180 = u32(l_2170);
let l_2181 = l_2180 << u32(23);
let l_2182 = u32(bitcast<u64>(l_mut_40));
let l_2183 = l_2182 & u32(8388607);
let l_2184 = l_2181 | l_2183;
l_mut_14 = l_2184;
} else {
let l_2185 = l_2163 + i32(149);
let l_2186 = l_2185 >= i32(0);
if l_2186 {
let l_2187 = u64(l_2185);
let l_2188 = l_mut_62 << u32(bitcast<u64>(l_2187));
l_mut_40 = l_2188;
} else {
let l_2189 = i32(0) - l_2185;
let l_2190 = u64(l_2189);
let l_2191 = l_mut_62 >> u32(bitcast<u64>(l_2190));
l_mut_40 = l_2191;
}
let l_2192 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_2192;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_2193 = l_1902 ^ u32(2147483648);
let l_2194 = l_mut_15 | l_2193;
let l_2195 = bitcast<f32>(l_2194);
l_mut_2018 = l_2195;
}
}
l_mut_1918 = l_mut_2018;
}
}
}
let l_2239 = info.static_meta[u32(3)];
let l_2240 = l_2239 * u32(1);
let l_2241 = l_mut_4 < l_2240;
if l_2241 {
buffer_3_global[l_mut_4] = l_mut_1398;
}
let l_2196 = l_1 + l_mut_4;
let l_2242 = info.static_meta[u32(3)];
let l_2243 = l_2242 * u32(1);
let l_2244 = l_2196 < l_2243;
if l_2244 {
buffer_3_global[l_2196] = l_mut_1708;
}
}
}
