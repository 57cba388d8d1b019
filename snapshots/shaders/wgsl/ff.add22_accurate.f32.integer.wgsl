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

var l_mut_1090: f32;
var l_mut_137: u64;
var l_mut_14: u32;
var l_mut_156: f32;
var l_mut_15: u32;
var l_mut_170: u32;
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
var l_mut_679: f32;
var l_mut_75: i32;
var l_mut_779: f32;
var l_mut_92: u64;
var l_mut_990: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_1269 = info.static_meta[u32(2)];
let l_1270 = l_1269 * u32(1);
let l_1271 = u32(0) < l_1270;
let l_1272 = l_1270 - u32(1);
let l_1273 = min(u32(0), l_1272);
let l_1274 = buffer_2_global[l_1273];
let l_1275 = select(f32(0.0), l_1274, l_1271);
let l_2 = l_1275;
let l_1276 = info.static_meta[u32(2)];
let l_1277 = l_1276 * u32(1);
let l_1278 = u32(1) < l_1277;
let l_1279 = l_1277 - u32(1);
let l_1280 = min(u32(1), l_1279);
let l_1281 = buffer_2_global[l_1280];
let l_1282 = select(f32(0.0), l_1281, l_1278);
let l_3 = l_1282;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_1283 = info.static_meta[u32(0)];
let l_1284 = l_1283 * u32(1);
let l_1285 = l_mut_4 < l_1284;
let l_1286 = l_1284 - u32(1);
let l_1287 = min(l_mut_4, l_1286);
let l_1288 = buffer_0_global[l_1287];
let l_1289 = select(f32(0.0), l_1288, l_1285);
let l_6 = l_1289;
let l_7 = l_1 + l_mut_4;
let l_1290 = info.static_meta[u32(0)];
let l_1291 = l_1290 * u32(1);
let l_1292 = l_7 < l_1291;
let l_1293 = l_1291 - u32(1);
let l_1294 = min(l_7, l_1293);
let l_1295 = buffer_0_global[l_1294];
let l_1296 = select(f32(0.0), l_1295, l_1292);
let l_8 = l_1296;
let l_1297 = info.static_meta[u32(1)];
let l_1298 = l_1297 * u32(1);
let l_1299 = l_mut_4 < l_1298;
let l_1300 = l_1298 - u32(1);
let l_1301 = min(l_mut_4, l_1300);
let l_1302 = buffer_1_global[l_1301];
let l_1303 = select(f32(0.0), l_1302, l_1299);
let l_9 = l_1303;
let l_10 = l_1 + l_mut_4;
let l_1304 = info.static_meta[u32(1)];
let l_1305 = l_1304 * u32(1);
let l_1306 = l_10 < l_1305;
let l_1307 = l_1305 - u32(1);
let l_1308 = min(l_10, l_1307);
let l_1309 = buffer_1_global[l_1308];
let l_1310 = select(f32(0.0), l_1309, l_1306);
let l_11 = l_1310;
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
let l_646 = l_mut_51 + l_mut_156;
let l_647 = bitcast<u32>(l_mut_50);
let l_648 = bitcast<u32>(l_646);
l_mut_170 = l_647;
l_mut_15 = l_648;
let l_649 = l_648 & u32(2147483647);
let l_650 = l_647 & u32(2147483647);
let l_651 = l_649 > l_650;
if l_651 {
l_mut_170 = l_648;
l_mut_15 = l_647;
}
let l_652 = l_mut_170 >> u32(23);
let l_653 = l_652 & u32(255);
let l_654 = l_mut_170 & u32(8388607);
let l_655 = l_653 != u32(0);
if l_655 {
let l_656 = l_654 | u32(8388608);
let l_657 = u64(l_656);
l_mut_228 = l_657;
} else {
let l_658 = u64(l_654);
l_mut_228 = l_658;
}
if l_655 {
let l_659 = i32(l_653);
let l_660 = l_659 - i32(150);
l_mut_75 = l_660;
} else {
let l_661 = i32(u32(1));
let l_662 = l_661 - i32(150);
l_mut_75 = l_662;
}
let l_663 = l_mut_170 & u32(2147483648);
let l_664 = l_653 == u32(255);
let l_665 = l_mut_15 >> u32(23);
let l_666 = l_665 & u32(255);
let l_667 = l_mut_15 & u32(8388607);
let l_668 = l_666 != u32(0);
if l_668 {
let l_669 = l_667 | u32(8388608);
let l_670 = u64(l_669);
l_mut_137 = l_670;
} else {
let l_671 = u64(l_667);
l_mut_137 = l_671;
}
if l_668 {
let l_672 = i32(l_666);
let l_673 = l_672 - i32(150);
l_mut_44 = l_673;
} else {
let l_674 = i32(u32(1));
let l_675 = l_674 - i32(150);
l_mut_44 = l_675;
}
let l_676 = l_mut_15 & u32(2147483648);
let l_677 = l_666 == u32(255);
let l_678 = l_mut_50 + l_646;
l_mut_468 = l_678;
l_mut_679 = f32(0.0);
let l_680 = !l_664;
let l_681 = l_mut_137 != u64(0);
let l_682 = l_680 && l_681;
if l_682 {
let l_683 = l_mut_75 - l_mut_44;
let l_684 = l_683 >= i32(26);
if l_684 {
let l_685 = bitcast<f32>(l_mut_170);
l_mut_468 = l_685;
let l_686 = bitcast<f32>(l_mut_15);
l_mut_679 = l_686;
} else {
let l_687 = u64(l_683);
let l_688 = l_mut_228 << u32(bitcast<u64>(l_687));
let l_689 = l_688 - l_mut_137;
l_mut_92 = l_689;
let l_690 = l_663 == l_676;
if l_690 {
let l_691 = l_688 + l_mut_137;
l_mut_92 = l_691;
}
let l_692 = l_mut_92 == u64(0);
if l_692 {
l_mut_468 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_693 = l_mut_92 != u64(0);
if l_693 {
let l_694 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_695 = i32(l_694);
let l_696 = i32(64) - l_695;
let l_697 = l_696 - i32(1);
let l_698 = l_697 + l_mut_44;
let l_699 = l_698 + i32(127);
let l_700 = i32(-149) - l_mut_44;
l_mut_29 = l_700;
let l_701 = l_699 >= i32(1);
if l_701 {
let l_702 = l_696 - i32(24);
l_mut_29 = l_702;
}
let l_703 = l_mut_29 <= i32(0);
if l_703 {
l_mut_15 = u32(0);
let l_704 = l_mut_92 != u64(0);
if l_704 {
let l_705 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_706 = i32(l_705);
let l_707 = i32(64) - l_706;
let l_708 = l_707 - i32(1);
let l_709 = l_708 + l_mut_44;
let l_710 = l_709 + i32(127);
let l_711 = l_710 >= i32(255);
if l_711 {
l_mut_15 = u32(2139095040);
} else {
let l_712 = l_710 >= i32(1);
if l_712 {
let l_713 = l_707 > i32(24);
if l_713 {
let l_714 = l_707 - i32(24);
let l_715 = u64(l_714);
let l_716 = l_mut_92 >> u32(bitcast<u64>(l_715));
l_mut_62 = l_716;
} else {
let l_717 = i32(24) - l_707;
let l_718 = u64(l_717);
let l_719 = l_mut_92 << u32(bitcast<u64>(l_718));
l_mut_62 = l_719;
}
let l_720 = u32(l_710);
let l_721 = l_720 << u32(23);
let l_722 = u32(bitcast<u64>(l_mut_62));
let l_723 = l_722 & u32(8388607);
let l_724 = l_721 | l_723;
l_mut_15 = l_724;
} else {
let l_725 = l_mut_44 + i32(149);
let l_726 = l_725 >= i32(0);
if l_726 {
let l_727 = u64(l_725);
let l_728 = l_mut_92 << u32(bitcast<u64>(l_727));
l_mut_62 = l_728;
} else {
let l_729 = i32(0) - l_725;
let l_730 = u64(l_729);
let l_731 = l_mut_92 >> u32(bitcast<u64>(l_730));
l_mut_62 = l_731;
}
let l_732 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_732;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_733 = l_mut_29 <= l_696;
if l_733 {
let l_734 = u64(l_mut_29);
let l_735 = l_mut_92 >> u32(bitcast<u64>(l_734));
l_mut_62 = l_735;
let l_736 = l_mut_62 << u32(bitcast<u64>(l_734));
let l_737 = l_mut_92 - l_736;
let l_738 = l_734 - u64(1);
let l_739 = u64(1) << u32(bitcast<u64>(l_738));
let l_740 = l_737 > l_739;
let l_741 = l_737 == l_739;
let l_742 = l_mut_62 & u64(1);
let l_743 = l_742 == u64(1);
let l_744 = l_741 && l_743;
let l_745 = l_740 || l_744;
if l_745 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_746 = l_mut_62 << u32(bitcast<u64>(l_734));
l_mut_66 = l_746;
let l_747 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_748 = l_mut_62 != u64(0);
if l_748 {
let l_749 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_750 = i32(l_749);
let l_751 = i32(64) - l_750;
let l_752 = l_751 - i32(1);
let l_753 = l_752 + l_747;
let l_754 = l_753 + i32(127);
let l_755 = l_754 >= i32(255);
if l_755 {
l_mut_15 = u32(2139095040);
} else {
let l_756 = l_754 >= i32(1);
if l_756 {
let l_757 = l_751 > i32(24);
if l_757 {
let l_758 = l_751 - i32(24);
let l_759 = u64(l_758);
let l_760 = l_mut_62 >> u32(bitcast<u64>(l_759));
l_mut_40 = l_760;
} else {
let l_761 = i32(24) - l_751;
let l_762 = u64(l_761);
let l_763 = l_mut_62 << u32(bitcast<u64>(l_762));
l_mut_40 = l_763;
}
let l_764 = u32(l_754);
let l_765 = l_764 << u32(23);
let l_766 = u32(bitcast<u64>(l_mut_40));
let l_767 = l_766 & u32(8388607);
let l_768 = l_765 | l_767;
l_mut_15 = l_768;
} else {
let l_769 = l_747 + i32(149);
let l_770 = l_769 >= i32(0);
if l_770 {
let l_771 = u64(l_769);
let l_772 = l_mut_62 << u32(bitcast<u64>(l_771));
l_mut_40 = l_772;
} else {
let l_773 = i32(0) - l_769;
let l_774 = u64(l_773);
let l_775 = l_mut_62 >> u32(bitcast<u64>(l_774));
l_mut_40 = l_775;
}
let l_776 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_776;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_777 = l_mut_170 | l_663;
let l_778 = bitcast<f32>(l_777);
l_mut_468 = l_778;
l_mut_779 = f32(0.0);
let l_780 = l_mut_92 > l_mut_66;
if l_780 {
let l_781 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_782 = l_781 != u64(0);
if l_782 {
let l_783 = select(countLeadingZeros(u32(l_781 >> u32(32u))), 32u + countLeadingZeros(u32(l_781)), (l_781 >> u32(32u)) == u64(0));
let l_784 = i32(l_783);
let l_785 = i32(64) - l_784;
let l_786 = l_785 - i32(1);
let l_787 = l_786 + l_mut_44;
let l_788 = l_787 + i32(127);
let l_789 = i32(-149) - l_mut_44;
l_mut_29 = l_789;
let l_790 = l_788 >= i32(1);
if l_790 {
let l_791 = l_785 - i32(24);
l_mut_29 = l_791;
}
let l_792 = l_mut_29 <= i32(0);
if l_792 {
l_mut_14 = u32(0);
let l_793 = l_781 != u64(0);
if l_793 {
let l_794 = select(countLeadingZeros(u32(l_781 >> u32(32u))), 32u + countLeadingZeros(u32(l_781)), (l_781 >> u32(32u)) == u64(0));
let l_795 = i32(l_794);
let l_796 = i32(64) - l_795;
let l_797 = l_796 - i32(1);
let l_798 = l_797 + l_mut_44;
let l_799 = l_798 + i32(127);
let l_800 = l_799 >= i32(255);
if l_800 {
l_mut_14 = u32(2139095040);
} else {
let l_801 = l_799 >= i32(1);
if l_801 {
let l_802 = l_796 > i32(24);
if l_802 {
let l_803 = l_796 - i32(24);
let l_804 = u64(l_803);
let l_805 = l_781 >> u32(bitcast<u64>(l_804));
l_mut_40 = l_805;
} else {
let l_806 = i32(24) - l_796;
let l_807 = u64(l_806);
let l_808 = l_781 << u32(bitcast<u64>(l_807));
l_mut_40 = l_808;
}
let l_809 = u32(l_799);
let l_810 = l_809 << u32(23);
let l_811 = u32(bitcast<u64>(l_mut_40));
let l_812 = l_811 & u32(8388607);
let l_813 = l_810 | l_812;
l_mut_14 = l_813;
} else {
let l_814 = l_mut_44 + i32(149);
let l_815 = l_814 >= i32(0);
if l_815 {
let l_816 = u64(l_814);
let l_817 = l_781 << u32(bitcast<u64>(l_816));
l_mut_40 = l_817;
} else {
let l_818 = i32(0) - l_814;
let l_819 = u64(l_818);
let l_820 = l_781 >> u32(bitcast<u64>(l_819));
l_mut_40 = l_820;
}
let l_821 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_821;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_781;
} else {
let l_822 = l_mut_29 <= l_785;
if l_822 {
let l_823 = u64(l_mut_29);
let l_824 = l_781 >> u32(bitcast<u64>(l_823));
l_mut_40 = l_824;
let l_825 = l_mut_40 << u32(bitcast<u64>(l_823));
let l_826 = l_781 - l_825;
let l_827 = l_823 - u64(1);
let l_828 = u64(1) << u32(bitcast<u64>(l_827));
let l_829 = l_826 > l_828;
let l_830 = l_826 == l_828;
let l_831 = l_mut_40 & u64(1);
let l_832 = l_831 == u64(1);
let l_833 = l_830 && l_832;
let l_834 = l_829 || l_833;
if l_834 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_835 = l_mut_40 << u32(bitcast<u64>(l_823));
l_mut_62 = l_835;
let l_836 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_837 = l_mut_40 != u64(0);
if l_837 {
let l_838 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_839 = i32(l_838);
let l_840 = i32(64) - l_839;
let l_841 = l_840 - i32(1);
let l_842 = l_841 + l_836;
let l_843 = l_842 + i32(127);
let l_844 = l_843 >= i32(255);
if l_844 {
l_mut_14 = u32(2139095040);
} else {
let l_845 = l_843 >= i32(1);
if l_845 {
let l_846 = l_840 > i32(24);
if l_846 {
let l_847 = l_840 - i32(24);
let l_848 = u64(l_847);
let l_849 = l_mut_40 >> u32(bitcast<u64>(l_848));
l_mut_25 = l_849;
} else {
let l_850 = i32(24) - l_840;
let l_851 = u64(l_850);
let l_852 = l_mut_40 << u32(bitcast<u64>(l_851));
l_mut_25 = l_852;
}
let l_853 = u32(l_843);
let l_854 = l_853 << u32(23);
let l_855 = u32(bitcast<u64>(l_mut_25));
let l_856 = l_855 & u32(8388607);
let l_857 = l_854 | l_856;
l_mut_14 = l_857;
} else {
let l_858 = l_836 + i32(149);
let l_859 = l_858 >= i32(0);
if l_859 {
let l_860 = u64(l_858);
let l_861 = l_mut_40 << u32(bitcast<u64>(l_860));
l_mut_25 = l_861;
} else {
let l_862 = i32(0) - l_858;
let l_863 = u64(l_862);
let l_864 = l_mut_40 >> u32(bitcast<u64>(l_863));
l_mut_25 = l_864;
}
let l_865 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_865;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_866 = l_mut_15 | l_663;
let l_867 = bitcast<f32>(l_866);
l_mut_779 = l_867;
} else {
let l_868 = l_mut_66 > l_mut_92;
if l_868 {
let l_869 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_870 = l_869 != u64(0);
if l_870 {
let l_871 = select(countLeadingZeros(u32(l_869 >> u32(32u))), 32u + countLeadingZeros(u32(l_869)), (l_869 >> u32(32u)) == u64(0));
let l_872 = i32(l_871);
let l_873 = i32(64) - l_872;
let l_874 = l_873 - i32(1);
let l_875 = l_874 + l_mut_44;
let l_876 = l_875 + i32(127);
let l_877 = i32(-149) - l_mut_44;
l_mut_29 = l_877;
let l_878 = l_876 >= i32(1);
if l_878 {
let l_879 = l_873 - i32(24);
l_mut_29 = l_879;
}
let l_880 = l_mut_29 <= i32(0);
if l_880 {
l_mut_14 = u32(0);
let l_881 = l_869 != u64(0);
if l_881 {
let l_882 = select(countLeadingZeros(u32(l_869 >> u32(32u))), 32u + countLeadingZeros(u32(l_869)), (l_869 >> u32(32u)) == u64(0));
let l_883 = i32(l_882);
let l_884 = i32(64) - l_883;
let l_885 = l_884 - i32(1);
let l_886 = l_885 + l_mut_44;
let l_887 = l_886 + i32(127);
let l_888 = l_887 >= i32(255);
if l_888 {
l_mut_14 = u32(2139095040);
} else {
let l_889 = l_887 >= i32(1);
if l_889 {
let l_890 = l_884 > i32(24);
if l_890 {
let l_891 = l_884 - i32(24);
let l_892 = u64(l_891);
let l_893 = l_869 >> u32(bitcast<u64>(l_892));
l_mut_62 = l_893;
} else {
let l_894 = i32(24) - l_884;
let l_895 = u64(l_894);
let l_896 = l_869 << u32(bitcast<u64>(l_895));
l_mut_62 = l_896;
}
let l_897 = u32(l_887);
let l_898 = l_897 << u32(23);
let l_899 = u32(bitcast<u64>(l_mut_62));
let l_900 = l_899 & u32(8388607);
let l_901 = l_898 | l_900;
l_mut_14 = l_901;
} else {
let l_902 = l_mut_44 + i32(149);
let l_903 = l_902 >= i32(0);
if l_903 {
let l_904 = u64(l_902);
let l_905 = l_869 << u32(bitcast<u64>(l_904));
l_mut_62 = l_905;
} else {
let l_906 = i32(0) - l_902;
let l_907 = u64(l_906);
let l_908 = l_869 >> u32(bitcast<u64>(l_907));
l_mut_62 = l_908;
}
let l_909 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_909;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_869;
} else {
let l_910 = l_mut_29 <= l_873;
if l_910 {
let l_911 = u64(l_mut_29);
let l_912 = l_869 >> u32(bitcast<u64>(l_911));
l_mut_62 = l_912;
let l_913 = l_mut_62 << u32(bitcast<u64>(l_911));
let l_914 = l_869 - l_913;
let l_915 = l_911 - u64(1);
let l_916 = u64(1) << u32(bitcast<u64>(l_915));
let l_917 = l_914 > l_916;
let l_918 = l_914 == l_916;
let l_919 = l_mut_62 & u64(1);
let l_920 = l_919 == u64(1);
let l_921 = l_918 && l_920;
let l_922 = l_917 || l_921;
if l_922 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_923 = l_mut_62 << u32(bitcast<u64>(l_911));
l_mut_92 = l_923;
let l_924 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_925 = l_mut_62 != u64(0);
if l_925 {
let l_926 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_927 = i32(l_926);
let l_928 = i32(64) - l_927;
let l_929 = l_928 - i32(1);
let l_930 = l_929 + l_924;
let l_931 = l_930 + i32(127);
let l_932 = l_931 >= i32(255);
if l_932 {
l_mut_14 = u32(2139095040);
} else {
let l_933 = l_931 >= i32(1);
if l_933 {
let l_934 = l_928 > i32(24);
if l_934 {
let l_935 = l_928 - i32(24);
let l_936 = u64(l_935);
let l_937 = l_mut_62 >> u32(bitcast<u64>(l_936));
l_mut_40 = l_937;
} else {
let l_938 = i32(24) - l_928;
let l_939 = u64(l_938);
let l_940 = l_mut_62 << u32(bitcast<u64>(l_939));
l_mut_40 = l_940;
}
let l_941 = u32(l_931);
let l_942 = l_941 << u32(23);
let l_943 = u32(bitcast<u64>(l_mut_40));
let l_944 = l_943 & u32(8388607);
let l_945 = l_942 | l_944;
l_mut_14 = l_945;
} else {
let l_946 = l_924 + i32(149);
let l_947 = l_946 >= i32(0);
if l_947 {
let l_948 = u64(l_946);
let l_949 = l_mut_62 << u32(bitcast<u64>(l_948));
l_mut_40 = l_949;
} else {
let l_950 = i32(0) - l_946;
let l_951 = u64(l_950);
let l_952 = l_mut_62 >> u32(bitcast<u64>(l_951));
l_mut_40 = l_952;
}
let l_953 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_953;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_954 = l_663 ^ u32(2147483648);
let l_955 = l_mut_15 | l_954;
let l_956 = bitcast<f32>(l_955);
l_mut_779 = l_956;
}
}
l_mut_679 = l_mut_779;
}
}
}
let l_957 = l_mut_368 + l_mut_679;
let l_958 = bitcast<u32>(l_mut_468);
let l_959 = bitcast<u32>(l_957);
l_mut_170 = l_958;
l_mut_15 = l_959;
let l_960 = l_959 & u32(2147483647);
let l_961 = l_958 & u32(2147483647);
let l_962 = l_960 > l_961;
if l_962 {
l_mut_170 = l_959;
l_mut_15 = l_958;
}
let l_963 = l_mut_170 >> u32(23);
let l_964 = l_963 & u32(255);
let l_965 = l_mut_170 & u32(8388607);
let l_966 = l_964 != u32(0);
if l_966 {
let l_967 = l_965 | u32(8388608);
let l_968 = u64(l_967);
l_mut_228 = l_968;
} else {
let l_969 = u64(l_965);
l_mut_228 = l_969;
}
if l_966 {
let l_970 = i32(l_964);
let l_971 = l_970 - i32(150);
l_mut_75 = l_971;
} else {
let l_972 = i32(u32(1));
let l_973 = l_972 - i32(150);
l_mut_75 = l_973;
}
let l_974 = l_mut_170 & u32(2147483648);
let l_975 = l_964 == u32(255);
let l_976 = l_mut_15 >> u32(23);
let l_977 = l_976 & u32(255);
let l_978 = l_mut_15 & u32(8388607);
let l_979 = l_977 != u32(0);
if l_979 {
let l_980 = l_978 | u32(8388608);
let l_981 = u64(l_980);
l_mut_137 = l_981;
} else {
let l_982 = u64(l_978);
l_mut_137 = l_982;
}
if l_979 {
let l_983 = i32(l_977);
let l_984 = l_983 - i32(150);
l_mut_44 = l_984;
} else {
let l_985 = i32(u32(1));
let l_986 = l_985 - i32(150);
l_mut_44 = l_986;
}
let l_987 = l_mut_15 & u32(2147483648);
let l_988 = l_977 == u32(255);
let l_989 = l_mut_468 + l_957;
l_mut_779 = l_989;
l_mut_990 = f32(0.0);
let l_991 = !l_975;
let l_992 = l_mut_137 != u64(0);
let l_993 = l_991 && l_992;
if l_993 {
let l_994 = l_mut_75 - l_mut_44;
let l_995 = l_994 >= i32(26);
if l_995 {
let l_996 = bitcast<f32>(l_mut_170);
l_mut_779 = l_996;
let l_997 = bitcast<f32>(l_mut_15);
l_mut_990 = l_997;
} else {
let l_998 = u64(l_994);
let l_999 = l_mut_228 << u32(bitcast<u64>(l_998));
let l_1000 = l_999 - l_mut_137;
l_mut_92 = l_1000;
let l_1001 = l_974 == l_987;
if l_1001 {
let l_1002 = l_999 + l_mut_137;
l_mut_92 = l_1002;
}
let l_1003 = l_mut_92 == u64(0);
if l_1003 {
l_mut_779 = f32(0.0);
} else {
l_mut_170 = u32(0);
l_mut_66 = u64(0);
let l_1004 = l_mut_92 != u64(0);
if l_1004 {
let l_1005 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1006 = i32(l_1005);
let l_1007 = i32(64) - l_1006;
let l_1008 = l_1007 - i32(1);
let l_1009 = l_1008 + l_mut_44;
let l_1010 = l_1009 + i32(127);
let l_1011 = i32(-149) - l_mut_44;
l_mut_29 = l_1011;
let l_1012 = l_1010 >= i32(1);
if l_1012 {
let l_1013 = l_1007 - i32(24);
l_mut_29 = l_1013;
}
let l_1014 = l_mut_29 <= i32(0);
if l_1014 {
l_mut_15 = u32(0);
let l_1015 = l_mut_92 != u64(0);
if l_1015 {
let l_1016 = select(countLeadingZeros(u32(l_mut_92 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_92)), (l_mut_92 >> u32(32u)) == u64(0));
let l_1017 = i32(l_1016);
let l_1018 = i32(64) - l_1017;
let l_1019 = l_1018 - i32(1);
let l_1020 = l_1019 + l_mut_44;
let l_1021 = l_1020 + i32(127);
let l_1022 = l_1021 >= i32(255);
if l_1022 {
l_mut_15 = u32(2139095040);
} else {
let l_1023 = l_1021 >= i32(1);
if l_1023 {
let l_1024 = l_1018 > i32(24);
if l_1024 {
let l_1025 = l_1018 - i32(24);
let l_1026 = u64(l_1025);
let l_1027 = l_mut_92 >> u32(bitcast<u64>(l_1026));
l_mut_62 = l_1027;
} else {
let l_1028 = i32(24) - l_1018;
let l_1029 = u64(l_1028);
let l_1030 = l_mut_92 << u32(bitcast<u64>(l_1029));
l_mut_62 = l_1030;
}
let l_1031 = u32(l_1021);
let l_1032 = l_1031 << u32(23);
let l_1033 = u32(bitcast<u64>(l_mut_62));
let l_1034 = l_1033 & u32(8388607);
let l_1035 = l_1032 | l_1034;
l_mut_15 = l_1035;
} else {
let l_1036 = l_mut_44 + i32(149);
let l_1037 = l_1036 >= i32(0);
if l_1037 {
let l_1038 = u64(l_1036);
let l_1039 = l_mut_92 << u32(bitcast<u64>(l_1038));
l_mut_62 = l_1039;
} else {
let l_1040 = i32(0) - l_1036;
let l_1041 = u64(l_1040);
let l_1042 = l_mut_92 >> u32(bitcast<u64>(l_1041));
l_mut_62 = l_1042;
}
let l_1043 = u32(bitcast<u64>(l_mut_62));
l_mut_15 = l_1043;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
let l_1044 = l_mut_29 <= l_1007;
if l_1044 {
let l_1045 = u64(l_mut_29);
let l_1046 = l_mut_92 >> u32(bitcast<u64>(l_1045));
l_mut_62 = l_1046;
let l_1047 = l_mut_62 << u32(bitcast<u64>(l_1045));
let l_1048 = l_mut_92 - l_1047;
let l_1049 = l_1045 - u64(1);
let l_1050 = u64(1) << u32(bitcast<u64>(l_1049));
let l_1051 = l_1048 > l_1050;
let l_1052 = l_1048 == l_1050;
let l_1053 = l_mut_62 & u64(1);
let l_1054 = l_1053 == u64(1);
let l_1055 = l_1052 && l_1054;
let l_1056 = l_1051 || l_1055;
if l_1056 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1057 = l_mut_62 << u32(bitcast<u64>(l_1045));
l_mut_66 = l_1057;
let l_1058 = l_mut_44 + l_mut_29;
l_mut_15 = u32(0);
let l_1059 = l_mut_62 != u64(0);
if l_1059 {
let l_1060 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1061 = i32(l_1060);
let l_1062 = i32(64) - l_1061;
let l_1063 = l_1062 - i32(1);
let l_1064 = l_1063 + l_1058;
let l_1065 = l_1064 + i32(127);
let l_1066 = l_1065 >= i32(255);
if l_1066 {
l_mut_15 = u32(2139095040);
} else {
let l_1067 = l_1065 >= i32(1);
if l_1067 {
let l_1068 = l_1062 > i32(24);
if l_1068 {
let l_1069 = l_1062 - i32(24);
let l_1070 = u64(l_1069);
let l_1071 = l_mut_62 >> u32(bitcast<u64>(l_1070));
l_mut_40 = l_1071;
} else {
let l_1072 = i32(24) - l_1062;
let l_1073 = u64(l_1072);
let l_1074 = l_mut_62 << u32(bitcast<u64>(l_1073));
l_mut_40 = l_1074;
}
let l_1075 = u32(l_1065);
let l_1076 = l_1075 << u32(23);
let l_1077 = u32(bitcast<u64>(l_mut_40));
let l_1078 = l_1077 & u32(8388607);
let l_1079 = l_1076 | l_1078;
l_mut_15 = l_1079;
} else {
let l_1080 = l_1058 + i32(149);
let l_1081 = l_1080 >= i32(0);
if l_1081 {
let l_1082 = u64(l_1080);
let l_1083 = l_mut_62 << u32(bitcast<u64>(l_1082));
l_mut_40 = l_1083;
} else {
let l_1084 = i32(0) - l_1080;
let l_1085 = u64(l_1084);
let l_1086 = l_mut_62 >> u32(bitcast<u64>(l_1085));
l_mut_40 = l_1086;
}
let l_1087 = u32(bitcast<u64>(l_mut_40));
l_mut_15 = l_1087;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
let l_1088 = l_mut_170 | l_974;
let l_1089 = bitcast<f32>(l_1088);
l_mut_779 = l_1089;
l_mut_1090 = f32(0.0);
let l_1091 = l_mut_92 > l_mut_66;
if l_1091 {
let l_1092 = l_mut_92 - l_mut_66;
l_mut_15 = u32(0);
l_mut_62 = u64(0);
let l_1093 = l_1092 != u64(0);
if l_1093 {
let l_1094 = select(countLeadingZeros(u32(l_1092 >> u32(32u))), 32u + countLeadingZeros(u32(l_1092)), (l_1092 >> u32(32u)) == u64(0));
let l_1095 = i32(l_1094);
let l_1096 = i32(64) - l_1095;
let l_1097 = l_1096 - i32(1);
let l_1098 = l_1097 + l_mut_44;
let l_1099 = l_1098 + i32(127);
let l_1100 = i32(-149) - l_mut_44;
l_mut_29 = l_1100;
let l_1101 = l_1099 >= i32(1);
if l_1101 {
let l_1102 = l_1096 - i32(24);
l_mut_29 = l_1102;
}
let l_1103 = l_mut_29 <= i32(0);
if l_1103 {
l_mut_14 = u32(0);
let l_1104 = l_1092 != u64(0);
if l_1104 {
let l_1105 = select(countLeadingZeros(u32(l_1092 >> u32(32u))), 32u + countLeadingZeros(u32(l_1092)), (l_1092 >> u32(32u)) == u64(0));
let l_1106 = i32(l_1105);
let l_1107 = i32(64) - l_1106;
let l_1108 = l_1107 - i32(1);
let l_1109 = l_1108 + l_mut_44;
let l_1110 = l_1109 + i32(127);
let l_1111 = l_1110 >= i32(255);
if l_1111 {
l_mut_14 = u32(2139095040);
} else {
let l_1112 = l_1110 >= i32(1);
if l_1112 {
let l_1113 = l_1107 > i32(24);
if l_1113 {
let l_1114 = l_1107 - i32(24);
let l_1115 = u64(l_1114);
let l_1116 = l_1092 >> u32(bitcast<u64>(l_1115));
l_mut_40 = l_1116;
} else {
let l_1117 = i32(24) - l_1107;
let l_1118 = u64(l_1117);
let l_1119 = l_1092 << u32(bitcast<u64>(l_1118));
l_mut_40 = l_1119;
}
let l_1120 = u32(l_1110);
let l_1121 = l_1120 << u32(23);
let l_1122 = u32(bitcast<u64>(l_mut_40));
let l_1123 = l_1122 & u32(8388607);
let l_1124 = l_1121 | l_1123;
l_mut_14 = l_1124;
} else {
let l_1125 = l_mut_44 + i32(149);
let l_1126 = l_1125 >= i32(0);
if l_1126 {
let l_1127 = u64(l_1125);
let l_1128 = l_1092 << u32(bitcast<u64>(l_1127));
l_mut_40 = l_1128;
} else {
let l_1129 = i32(0) - l_1125;
let l_1130 = u64(l_1129);
let l_1131 = l_1092 >> u32(bitcast<u64>(l_1130));
l_mut_40 = l_1131;
}
let l_1132 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1132;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1092;
} else {
let l_1133 = l_mut_29 <= l_1096;
if l_1133 {
let l_1134 = u64(l_mut_29);
let l_1135 = l_1092 >> u32(bitcast<u64>(l_1134));
l_mut_40 = l_1135;
let l_1136 = l_mut_40 << u32(bitcast<u64>(l_1134));
let l_1137 = l_1092 - l_1136;
let l_1138 = l_1134 - u64(1);
let l_1139 = u64(1) << u32(bitcast<u64>(l_1138));
let l_1140 = l_1137 > l_1139;
let l_1141 = l_1137 == l_1139;
let l_1142 = l_mut_40 & u64(1);
let l_1143 = l_1142 == u64(1);
let l_1144 = l_1141 && l_1143;
let l_1145 = l_1140 || l_1144;
if l_1145 {
l_mut_40 = l_mut_40 + u64(1);
}
let l_1146 = l_mut_40 << u32(bitcast<u64>(l_1134));
l_mut_62 = l_1146;
let l_1147 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1148 = l_mut_40 != u64(0);
if l_1148 {
let l_1149 = select(countLeadingZeros(u32(l_mut_40 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_40)), (l_mut_40 >> u32(32u)) == u64(0));
let l_1150 = i32(l_1149);
let l_1151 = i32(64) - l_1150;
let l_1152 = l_1151 - i32(1);
let l_1153 = l_1152 + l_1147;
let l_1154 = l_1153 + i32(127);
let l_1155 = l_1154 >= i32(255);
if l_1155 {
l_mut_14 = u32(2139095040);
} else {
let l_1156 = l_1154 >= i32(1);
if l_1156 {
let l_1157 = l_1151 > i32(24);
if l_1157 {
let l_1158 = l_1151 - i32(24);
let l_1159 = u64(l_1158);
let l_1160 = l_mut_40 >> u32(bitcast<u64>(l_1159));
l_mut_25 = l_1160;
} else {
let l_1161 = i32(24) - l_1151;
let l_1162 = u64(l_1161);
let l_1163 = l_mut_40 << u32(bitcast<u64>(l_1162));
l_mut_25 = l_1163;
}
let l_1164 = u32(l_1154);
let l_1165 = l_1164 << u32(23);
let l_1166 = u32(bitcast<u64>(l_mut_25));
let l_1167 = l_1166 & u32(8388607);
let l_1168 = l_1165 | l_1167;
l_mut_14 = l_1168;
} else {
let l_1169 = l_1147 + i32(149);
let l_1170 = l_1169 >= i32(0);
if l_1170 {
let l_1171 = u64(l_1169);
let l_1172 = l_mut_40 << u32(bitcast<u64>(l_1171));
l_mut_25 = l_1172;
} else {
let l_1173 = i32(0) - l_1169;
let l_1174 = u64(l_1173);
let l_1175 = l_mut_40 >> u32(bitcast<u64>(l_1174));
l_mut_25 = l_1175;
}
let l_1176 = u32(bitcast<u64>(l_mut_25));
l_mut_14 = l_1176;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1177 = l_mut_15 | l_974;
let l_1178 = bitcast<f32>(l_1177);
l_mut_1090 = l_1178;
} else {
let l_1179 = l_mut_66 > l_mut_92;
if l_1179 {
let l_1180 = l_mut_66 - l_mut_92;
l_mut_15 = u32(0);
l_mut_92 = u64(0);
let l_1181 = l_1180 != u64(0);
if l_1181 {
let l_1182 = select(countLeadingZeros(u32(l_1180 >> u32(32u))), 32u + countLeadingZeros(u32(l_1180)), (l_1180 >> u32(32u)) == u64(0));
let l_1183 = i32(l_1182);
let l_1184 = i32(64) - l_1183;
let l_1185 = l_1184 - i32(1);
let l_1186 = l_1185 + l_mut_44;
let l_1187 = l_1186 + i32(127);
let l_1188 = i32(-149) - l_mut_44;
l_mut_29 = l_1188;
let l_1189 = l_1187 >= i32(1);
if l_1189 {
let l_1190 = l_1184 - i32(24);
l_mut_29 = l_1190;
}
let l_1191 = l_mut_29 <= i32(0);
if l_1191 {
l_mut_14 = u32(0);
let l_1192 = l_1180 != u64(0);
if l_1192 {
let l_1193 = select(countLeadingZeros(u32(l_1180 >> u32(32u))), 32u + countLeadingZeros(u32(l_1180)), (l_1180 >> u32(32u)) == u64(0));
let l_1194 = i32(l_1193);
let l_1195 = i32(64) - l_1194;
let l_1196 = l_1195 - i32(1);
let l_1197 = l_1196 + l_mut_44;
let l_1198 = l_1197 + i32(127);
let l_1199 = l_1198 >= i32(255);
if l_1199 {
l_mut_14 = u32(2139095040);
} else {
let l_1200 = l_1198 >= i32(1);
if l_1200 {
let l_1201 = l_1195 > i32(24);
if l_1201 {
let l_1202 = l_1195 - i32(24);
let l_1203 = u64(l_1202);
let l_1204 = l_1180 >> u32(bitcast<u64>(l_1203));
l_mut_62 = l_1204;
} else {
let l_1205 = i32(24) - l_1195;
let l_1206 = u64(l_1205);
let l_1207 = l_1180 << u32(bitcast<u64>(l_1206));
l_mut_62 = l_1207;
}
let l_1208 = u32(l_1198);
let l_1209 = l_1208 << u32(23);
let l_1210 = u32(bitcast<u64>(l_mut_62));
let l_1211 = l_1210 & u32(8388607);
let l_1212 = l_1209 | l_1211;
l_mut_14 = l_1212;
} else {
let l_1213 = l_mut_44 + i32(149);
let l_1214 = l_1213 >= i32(0);
if l_1214 {
let l_1215 = u64(l_1213);
let l_1216 = l_1180 << u32(bitcast<u64>(l_1215));
l_mut_62 = l_1216;
} else {
let l_1217 = i32(0) - l_1213;
let l_1218 = u64(l_1217);
let l_1219 = l_1180 >> u32(bitcast<u64>(l_1218));
l_mut_62 = l_1219;
}
let l_1220 = u32(bitcast<u64>(l_mut_62));
l_mut_14 = l_1220;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1180;
} else {
let l_1221 = l_mut_29 <= l_1184;
if l_1221 {
let l_1222 = u64(l_mut_29);
let l_1223 = l_1180 >> u32(bitcast<u64>(l_1222));
l_mut_62 = l_1223;
let l_1224 = l_mut_62 << u32(bitcast<u64>(l_1222));
let l_1225 = l_1180 - l_1224;
let l_1226 = l_1222 - u64(1);
let l_1227 = u64(1) << u32(bitcast<u64>(l_1226));
let l_1228 = l_1225 > l_1227;
let l_1229 = l_1225 == l_1227;
let l_1230 = l_mut_62 & u64(1);
let l_1231 = l_1230 == u64(1);
let l_1232 = l_1229 && l_1231;
let l_1233 = l_1228 || l_1232;
if l_1233 {
l_mut_62 = l_mut_62 + u64(1);
}
let l_1234 = l_mut_62 << u32(bitcast<u64>(l_1222));
l_mut_92 = l_1234;
let l_1235 = l_mut_44 + l_mut_29;
l_mut_14 = u32(0);
let l_1236 = l_mut_62 != u64(0);
if l_1236 {
let l_1237 = select(countLeadingZeros(u32(l_mut_62 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_62)), (l_mut_62 >> u32(32u)) == u64(0));
let l_1238 = i32(l_1237);
let l_1239 = i32(64) - l_1238;
let l_1240 = l_1239 - i32(1);
let l_1241 = l_1240 + l_1235;
let l_1242 = l_1241 + i32(127);
let l_1243 = l_1242 >= i32(255);
if l_1243 {
l_mut_14 = u32(2139095040);
} else {
let l_1244 = l_1242 >= i32(1);
if l_1244 {
let l_1245 = l_1239 > i32(24);
if l_1245 {
let l_1246 = l_1239 - i32(24);
let l_1247 = u64(l_1246);
let l_1248 = l_mut_62 >> u32(bitcast<u64>(l_1247));
l_mut_40 = l_1248;
} else {
let l_1249 = i32(24) - l_1239;
let l_1250 = u64(l_1249);
let l_1251 = l_mut_62 << u32(bitcast<u64>(l_1250));
l_mut_40 = l_1251;
}
let l_1252 = u32(l_1242);
let l_1253 = l_1252 << u32(23);
let l_1254 = u32(bitcast<u64>(l_mut_40));
let l_1255 = l_1254 & u32(8388607);
let l_1256 = l_1253 | l_1255;
l_mut_14 = l_1256;
} else {
let l_1257 = l_1235 + i32(149);
let l_1258 = l_1257 >= i32(0);
if l_1258 {
let l_1259 = u64(l_1257);
let l_1260 = l_mut_62 << u32(bitcast<u64>(l_1259));
l_mut_40 = l_1260;
} else {
let l_1261 = i32(0) - l_1257;
let l_1262 = u64(l_1261);
let l_1263 = l_mut_62 >> u32(bitcast<u64>(l_1262));
l_mut_40 = l_1263;
}
let l_1264 = u32(bitcast<u64>(l_mut_40));
l_mut_14 = l_1264;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
let l_1265 = l_974 ^ u32(2147483648);
let l_1266 = l_mut_15 | l_1265;
let l_1267 = bitcast<f32>(l_1266);
l_mut_1090 = l_1267;
}
}
l_mut_990 = l_mut_1090;
}
}
}
let l_1311 = info.static_meta[u32(3)];
let l_1312 = l_1311 * u32(1);
let l_1313 = l_mut_4 < l_1312;
if l_1313 {
buffer_3_global[l_mut_4] = l_mut_779;
}
let l_1268 = l_1 + l_mut_4;
let l_1314 = info.static_meta[u32(3)];
let l_1315 = l_1314 * u32(1);
let l_1316 = l_1268 < l_1315;
if l_1316 {
buffer_3_global[l_1268] = l_mut_990;
}
}
}
