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

var l_mut_132: u64;
var l_mut_151: f32;
var l_mut_165: u32;
var l_mut_21: u64;
var l_mut_223: u64;
var l_mut_25: i32;
var l_mut_364: f32;
var l_mut_36: u64;
var l_mut_40: i32;
var l_mut_464: f32;
var l_mut_46: f32;
var l_mut_47: f32;
var l_mut_4: u32;
var l_mut_535: u64;
var l_mut_59: u32;
var l_mut_60: u64;
var l_mut_676: f32;
var l_mut_69: i32;
var l_mut_73: u32;
var l_mut_776: f32;
var l_mut_87: u64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_1267 = info.static_meta[u32(2)];
let l_1268 = l_1267 * u32(1);
let l_1269 = u32(0) < l_1268;
let l_1270 = l_1268 - u32(1);
let l_1271 = min(u32(0), l_1270);
let l_1272 = buffer_2_global[l_1271];
let l_1273 = select(f32(0.0), l_1272, l_1269);
let l_2 = l_1273;
let l_1274 = info.static_meta[u32(2)];
let l_1275 = l_1274 * u32(1);
let l_1276 = u32(1) < l_1275;
let l_1277 = l_1275 - u32(1);
let l_1278 = min(u32(1), l_1277);
let l_1279 = buffer_2_global[l_1278];
let l_1280 = select(f32(0.0), l_1279, l_1276);
let l_3 = l_1280;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_1281 = info.static_meta[u32(0)];
let l_1282 = l_1281 * u32(1);
let l_1283 = l_mut_4 < l_1282;
let l_1284 = l_1282 - u32(1);
let l_1285 = min(l_mut_4, l_1284);
let l_1286 = buffer_0_global[l_1285];
let l_1287 = select(f32(0.0), l_1286, l_1283);
let l_6 = l_1287;
let l_7 = l_1 + l_mut_4;
let l_1288 = info.static_meta[u32(0)];
let l_1289 = l_1288 * u32(1);
let l_1290 = l_7 < l_1289;
let l_1291 = l_1289 - u32(1);
let l_1292 = min(l_7, l_1291);
let l_1293 = buffer_0_global[l_1292];
let l_1294 = select(f32(0.0), l_1293, l_1290);
let l_8 = l_1294;
let l_1295 = info.static_meta[u32(1)];
let l_1296 = l_1295 * u32(1);
let l_1297 = l_mut_4 < l_1296;
let l_1298 = l_1296 - u32(1);
let l_1299 = min(l_mut_4, l_1298);
let l_1300 = buffer_1_global[l_1299];
let l_1301 = select(f32(0.0), l_1300, l_1297);
let l_9 = l_1301;
let l_10 = l_1 + l_mut_4;
let l_1302 = info.static_meta[u32(1)];
let l_1303 = l_1302 * u32(1);
let l_1304 = l_10 < l_1303;
let l_1305 = l_1303 - u32(1);
let l_1306 = min(l_10, l_1305);
let l_1307 = buffer_1_global[l_1306];
let l_1308 = select(f32(0.0), l_1307, l_1304);
let l_11 = l_1308;
let l_12 = l_6 / l_9;
let l_13 = bitcast<u32>(l_9);
let l_14 = bitcast<u32>(l_12);
let l_15 = l_13 >> u32(23);
let l_16 = l_15 & u32(255);
let l_17 = l_13 & u32(8388607);
let l_18 = l_16 != u32(0);
if l_18 {
let l_19 = l_17 | u32(8388608);
let l_20 = u64(l_19);
l_mut_21 = l_20;
} else {
let l_22 = u64(l_17);
l_mut_21 = l_22;
}
if l_18 {
let l_23 = i32(l_16);
let l_24 = l_23 - i32(150);
l_mut_25 = l_24;
} else {
let l_26 = i32(u32(1));
let l_27 = l_26 - i32(150);
l_mut_25 = l_27;
}
let l_28 = l_13 & u32(2147483648);
let l_29 = l_16 == u32(255);
let l_30 = l_14 >> u32(23);
let l_31 = l_30 & u32(255);
let l_32 = l_14 & u32(8388607);
let l_33 = l_31 != u32(0);
if l_33 {
let l_34 = l_32 | u32(8388608);
let l_35 = u64(l_34);
l_mut_36 = l_35;
} else {
let l_37 = u64(l_32);
l_mut_36 = l_37;
}
if l_33 {
let l_38 = i32(l_31);
let l_39 = l_38 - i32(150);
l_mut_40 = l_39;
} else {
let l_41 = i32(u32(1));
let l_42 = l_41 - i32(150);
l_mut_40 = l_42;
}
let l_43 = l_14 & u32(2147483648);
let l_44 = l_31 == u32(255);
let l_45 = l_9 * l_12;
l_mut_46 = l_45;
l_mut_47 = f32(0.0);
let l_48 = !l_29;
let l_49 = !l_44;
let l_50 = l_48 && l_49;
let l_51 = l_mut_21 != u64(0);
let l_52 = l_50 && l_51;
let l_53 = l_mut_36 != u64(0);
let l_54 = l_52 && l_53;
if l_54 {
let l_55 = l_mut_21 * l_mut_36;
let l_56 = l_mut_25 + l_mut_40;
let l_57 = l_13 ^ l_14;
let l_58 = l_57 & u32(2147483648);
l_mut_59 = u32(0);
l_mut_60 = u64(0);
let l_61 = l_55 != u64(0);
if l_61 {
let l_62 = select(countLeadingZeros(u32(l_55 >> u32(32u))), 32u + countLeadingZeros(u32(l_55)), (l_55 >> u32(32u)) == u64(0));
let l_63 = i32(l_62);
let l_64 = i32(64) - l_63;
let l_65 = l_64 - i32(1);
let l_66 = l_65 + l_56;
let l_67 = l_66 + i32(127);
let l_68 = i32(-149) - l_56;
l_mut_69 = l_68;
let l_70 = l_67 >= i32(1);
if l_70 {
let l_71 = l_64 - i32(24);
l_mut_69 = l_71;
}
let l_72 = l_mut_69 <= i32(0);
if l_72 {
l_mut_73 = u32(0);
let l_74 = l_55 != u64(0);
if l_74 {
let l_75 = select(countLeadingZeros(u32(l_55 >> u32(32u))), 32u + countLeadingZeros(u32(l_55)), (l_55 >> u32(32u)) == u64(0));
let l_76 = i32(l_75);
let l_77 = i32(64) - l_76;
let l_78 = l_77 - i32(1);
let l_79 = l_78 + l_56;
let l_80 = l_79 + i32(127);
let l_81 = l_80 >= i32(255);
if l_81 {
l_mut_73 = u32(2139095040);
} else {
let l_82 = l_80 >= i32(1);
if l_82 {
let l_83 = l_77 > i32(24);
if l_83 {
let l_84 = l_77 - i32(24);
let l_85 = u64(l_84);
let l_86 = l_55 >> u32(bitcast<u64>(l_85));
l_mut_87 = l_86;
} else {
let l_88 = i32(24) - l_77;
let l_89 = u64(l_88);
let l_90 = l_55 << u32(bitcast<u64>(l_89));
l_mut_87 = l_90;
}
let l_91 = u32(l_80);
let l_92 = l_91 << u32(23);
let l_93 = u32(bitcast<u64>(l_mut_87));
let l_94 = l_93 & u32(8388607);
let l_95 = l_92 | l_94;
l_mut_73 = l_95;
} else {
let l_96 = l_56 + i32(149);
let l_97 = l_96 >= i32(0);
if l_97 {
let l_98 = u64(l_96);
let l_99 = l_55 << u32(bitcast<u64>(l_98));
l_mut_87 = l_99;
} else {
let l_100 = i32(0) - l_96;
let l_101 = u64(l_100);
let l_102 = l_55 >> u32(bitcast<u64>(l_101));
l_mut_87 = l_102;
}
let l_103 = u32(bitcast<u64>(l_mut_87));
l_mut_73 = l_103;
}
}
}
l_mut_59 = l_mut_73;
l_mut_60 = l_55;
} else {
let l_104 = l_mut_69 <= l_64;
if l_104 {
let l_105 = u64(l_mut_69);
let l_106 = l_55 >> u32(bitcast<u64>(l_105));
l_mut_87 = l_106;
let l_107 = l_mut_87 << u32(bitcast<u64>(l_105));
let l_108 = l_55 - l_107;
let l_109 = l_105 - u64(1);
let l_110 = u64(1) << u32(bitcast<u64>(l_109));
let l_111 = l_108 > l_110;
let l_112 = l_108 == l_110;
let l_113 = l_mut_87 & u64(1);
let l_114 = l_113 == u64(1);
let l_115 = l_112 && l_114;
let l_116 = l_111 || l_115;
if l_116 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_117 = l_mut_87 << u32(bitcast<u64>(l_105));
l_mut_60 = l_117;
let l_118 = l_56 + l_mut_69;
l_mut_73 = u32(0);
let l_119 = l_mut_87 != u64(0);
if l_119 {
let l_120 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_121 = i32(l_120);
let l_122 = i32(64) - l_121;
let l_123 = l_122 - i32(1);
let l_124 = l_123 + l_118;
let l_125 = l_124 + i32(127);
let l_126 = l_125 >= i32(255);
if l_126 {
l_mut_73 = u32(2139095040);
} else {
let l_127 = l_125 >= i32(1);
if l_127 {
let l_128 = l_122 > i32(24);
if l_128 {
let l_129 = l_122 - i32(24);
let l_130 = u64(l_129);
let l_131 = l_mut_87 >> u32(bitcast<u64>(l_130));
l_mut_132 = l_131;
} else {
let l_133 = i32(24) - l_122;
let l_134 = u64(l_133);
let l_135 = l_mut_87 << u32(bitcast<u64>(l_134));
l_mut_132 = l_135;
}
let l_136 = u32(l_125);
let l_137 = l_136 << u32(23);
let l_138 = u32(bitcast<u64>(l_mut_132));
let l_139 = l_138 & u32(8388607);
let l_140 = l_137 | l_139;
l_mut_73 = l_140;
} else {
let l_141 = l_118 + i32(149);
let l_142 = l_141 >= i32(0);
if l_142 {
let l_143 = u64(l_141);
let l_144 = l_mut_87 << u32(bitcast<u64>(l_143));
l_mut_132 = l_144;
} else {
let l_145 = i32(0) - l_141;
let l_146 = u64(l_145);
let l_147 = l_mut_87 >> u32(bitcast<u64>(l_146));
l_mut_132 = l_147;
}
let l_148 = u32(bitcast<u64>(l_mut_132));
l_mut_73 = l_148;
}
}
}
l_mut_59 = l_mut_73;
}
}
}
let l_149 = l_mut_59 | l_58;
let l_150 = bitcast<f32>(l_149);
l_mut_46 = l_150;
l_mut_151 = f32(0.0);
let l_152 = l_55 > l_mut_60;
if l_152 {
let l_153 = l_55 - l_mut_60;
l_mut_73 = u32(0);
l_mut_132 = u64(0);
let l_154 = l_153 != u64(0);
if l_154 {
let l_155 = select(countLeadingZeros(u32(l_153 >> u32(32u))), 32u + countLeadingZeros(u32(l_153)), (l_153 >> u32(32u)) == u64(0));
let l_156 = i32(l_155);
let l_157 = i32(64) - l_156;
let l_158 = l_157 - i32(1);
let l_159 = l_158 + l_56;
let l_160 = l_159 + i32(127);
let l_161 = i32(-149) - l_56;
l_mut_69 = l_161;
let l_162 = l_160 >= i32(1);
if l_162 {
let l_163 = l_157 - i32(24);
l_mut_69 = l_163;
}
let l_164 = l_mut_69 <= i32(0);
if l_164 {
l_mut_165 = u32(0);
let l_166 = l_153 != u64(0);
if l_166 {
let l_167 = select(countLeadingZeros(u32(l_153 >> u32(32u))), 32u + countLeadingZeros(u32(l_153)), (l_153 >> u32(32u)) == u64(0));
let l_168 = i32(l_167);
let l_169 = i32(64) - l_168;
let l_170 = l_169 - i32(1);
let l_171 = l_170 + l_56;
let l_172 = l_171 + i32(127);
let l_173 = l_172 >= i32(255);
if l_173 {
l_mut_165 = u32(2139095040);
} else {
let l_174 = l_172 >= i32(1);
if l_174 {
let l_175 = l_169 > i32(24);
if l_175 {
let l_176 = l_169 - i32(24);
let l_177 = u64(l_176);
let l_178 = l_153 >> u32(bitcast<u64>(l_177));
l_mut_87 = l_178;
} else {
let l_179 = i32(24) - l_169;
let l_180 = u64(l_179);
let l_181 = l_153 << u32(bitcast<u64>(l_180));
l_mut_87 = l_181;
}
let l_182 = u32(l_172);
let l_183 = l_182 << u32(23);
let l_184 = u32(bitcast<u64>(l_mut_87));
let l_185 = l_184 & u32(8388607);
let l_186 = l_183 | l_185;
l_mut_165 = l_186;
} else {
let l_187 = l_56 + i32(149);
let l_188 = l_187 >= i32(0);
if l_188 {
let l_189 = u64(l_187);
let l_190 = l_153 << u32(bitcast<u64>(l_189));
l_mut_87 = l_190;
} else {
let l_191 = i32(0) - l_187;
let l_192 = u64(l_191);
let l_193 = l_153 >> u32(bitcast<u64>(l_192));
l_mut_87 = l_193;
}
let l_194 = u32(bitcast<u64>(l_mut_87));
l_mut_165 = l_194;
}
}
}
l_mut_73 = l_mut_165;
l_mut_132 = l_153;
} else {
let l_195 = l_mut_69 <= l_157;
if l_195 {
let l_196 = u64(l_mut_69);
let l_197 = l_153 >> u32(bitcast<u64>(l_196));
l_mut_87 = l_197;
let l_198 = l_mut_87 << u32(bitcast<u64>(l_196));
let l_199 = l_153 - l_198;
let l_200 = l_196 - u64(1);
let l_201 = u64(1) << u32(bitcast<u64>(l_200));
let l_202 = l_199 > l_201;
let l_203 = l_199 == l_201;
let l_204 = l_mut_87 & u64(1);
let l_205 = l_204 == u64(1);
let l_206 = l_203 && l_205;
let l_207 = l_202 || l_206;
if l_207 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_208 = l_mut_87 << u32(bitcast<u64>(l_196));
l_mut_132 = l_208;
let l_209 = l_56 + l_mut_69;
l_mut_165 = u32(0);
let l_210 = l_mut_87 != u64(0);
if l_210 {
let l_211 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_212 = i32(l_211);
let l_213 = i32(64) - l_212;
let l_214 = l_213 - i32(1);
let l_215 = l_214 + l_209;
let l_216 = l_215 + i32(127);
let l_217 = l_216 >= i32(255);
if l_217 {
l_mut_165 = u32(2139095040);
} else {
let l_218 = l_216 >= i32(1);
if l_218 {
let l_219 = l_213 > i32(24);
if l_219 {
let l_220 = l_213 - i32(24);
let l_221 = u64(l_220);
let l_222 = l_mut_87 >> u32(bitcast<u64>(l_221));
l_mut_223 = l_222;
} else {
let l_224 = i32(24) - l_213;
let l_225 = u64(l_224);
let l_226 = l_mut_87 << u32(bitcast<u64>(l_225));
l_mut_223 = l_226;
}
let l_227 = u32(l_216);
let l_228 = l_227 << u32(23);
let l_229 = u32(bitcast<u64>(l_mut_223));
let l_230 = l_229 & u32(8388607);
let l_231 = l_228 | l_230;
l_mut_165 = l_231;
} else {
let l_232 = l_209 + i32(149);
let l_233 = l_232 >= i32(0);
if l_233 {
let l_234 = u64(l_232);
let l_235 = l_mut_87 << u32(bitcast<u64>(l_234));
l_mut_223 = l_235;
} else {
let l_236 = i32(0) - l_232;
let l_237 = u64(l_236);
let l_238 = l_mut_87 >> u32(bitcast<u64>(l_237));
l_mut_223 = l_238;
}
let l_239 = u32(bitcast<u64>(l_mut_223));
l_mut_165 = l_239;
}
}
}
l_mut_73 = l_mut_165;
}
}
}
let l_240 = l_mut_73 | l_58;
let l_241 = bitcast<f32>(l_240);
l_mut_151 = l_241;
} else {
let l_242 = l_mut_60 > l_55;
if l_242 {
let l_243 = l_mut_60 - l_55;
l_mut_165 = u32(0);
l_mut_223 = u64(0);
let l_244 = l_243 != u64(0);
if l_244 {
let l_245 = select(countLeadingZeros(u32(l_243 >> u32(32u))), 32u + countLeadingZeros(u32(l_243)), (l_243 >> u32(32u)) == u64(0));
let l_246 = i32(l_245);
let l_247 = i32(64) - l_246;
let l_248 = l_247 - i32(1);
let l_249 = l_248 + l_56;
let l_250 = l_249 + i32(127);
let l_251 = i32(-149) - l_56;
l_mut_69 = l_251;
let l_252 = l_250 >= i32(1);
if l_252 {
let l_253 = l_247 - i32(24);
l_mut_69 = l_253;
}
let l_254 = l_mut_69 <= i32(0);
if l_254 {
l_mut_73 = u32(0);
let l_255 = l_243 != u64(0);
if l_255 {
let l_256 = select(countLeadingZeros(u32(l_243 >> u32(32u))), 32u + countLeadingZeros(u32(l_243)), (l_243 >> u32(32u)) == u64(0));
let l_257 = i32(l_256);
let l_258 = i32(64) - l_257;
let l_259 = l_258 - i32(1);
let l_260 = l_259 + l_56;
let l_261 = l_260 + i32(127);
let l_262 = l_261 >= i32(255);
if l_262 {
l_mut_73 = u32(2139095040);
} else {
let l_263 = l_261 >= i32(1);
if l_263 {
let l_264 = l_258 > i32(24);
if l_264 {
let l_265 = l_258 - i32(24);
let l_266 = u64(l_265);
let l_267 = l_243 >> u32(bitcast<u64>(l_266));
l_mut_132 = l_267;
} else {
let l_268 = i32(24) - l_258;
let l_269 = u64(l_268);
let l_270 = l_243 << u32(bitcast<u64>(l_269));
l_mut_132 = l_270;
}
let l_271 = u32(l_261);
let l_272 = l_271 << u32(23);
let l_273 = u32(bitcast<u64>(l_mut_132));
let l_274 = l_273 & u32(8388607);
let l_275 = l_272 | l_274;
l_mut_73 = l_275;
} else {
let l_276 = l_56 + i32(149);
let l_277 = l_276 >= i32(0);
if l_277 {
let l_278 = u64(l_276);
let l_279 = l_243 << u32(bitcast<u64>(l_278));
l_mut_132 = l_279;
} else {
let l_280 = i32(0) - l_276;
let l_281 = u64(l_280);
let l_282 = l_243 >> u32(bitcast<u64>(l_281));
l_mut_132 = l_282;
}
let l_283 = u32(bitcast<u64>(l_mut_132));
l_mut_73 = l_283;
}
}
}
l_mut_165 = l_mut_73;
l_mut_223 = l_243;
} else {
let l_284 = l_mut_69 <= l_247;
if l_284 {
let l_285 = u64(l_mut_69);
let l_286 = l_243 >> u32(bitcast<u64>(l_285));
l_mut_132 = l_286;
let l_287 = l_mut_132 << u32(bitcast<u64>(l_285));
let l_288 = l_243 - l_287;
let l_289 = l_285 - u64(1);
let l_290 = u64(1) << u32(bitcast<u64>(l_289));
let l_291 = l_288 > l_290;
let l_292 = l_288 == l_290;
let l_293 = l_mut_132 & u64(1);
let l_294 = l_293 == u64(1);
let l_295 = l_292 && l_294;
let l_296 = l_291 || l_295;
if l_296 {
l_mut_132 = l_mut_132 + u64(1);
}
let l_297 = l_mut_132 << u32(bitcast<u64>(l_285));
l_mut_223 = l_297;
let l_298 = l_56 + l_mut_69;
l_mut_73 = u32(0);
let l_299 = l_mut_132 != u64(0);
if l_299 {
let l_300 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_301 = i32(l_300);
let l_302 = i32(64) - l_301;
let l_303 = l_302 - i32(1);
let l_304 = l_303 + l_298;
let l_305 = l_304 + i32(127);
let l_306 = l_305 >= i32(255);
if l_306 {
l_mut_73 = u32(2139095040);
} else {
let l_307 = l_305 >= i32(1);
if l_307 {
let l_308 = l_302 > i32(24);
if l_308 {
let l_309 = l_302 - i32(24);
let l_310 = u64(l_309);
let l_311 = l_mut_132 >> u32(bitcast<u64>(l_310));
l_mut_87 = l_311;
} else {
let l_312 = i32(24) - l_302;
let l_313 = u64(l_312);
let l_314 = l_mut_132 << u32(bitcast<u64>(l_313));
l_mut_87 = l_314;
}
let l_315 = u32(l_305);
let l_316 = l_315 << u32(23);
let l_317 = u32(bitcast<u64>(l_mut_87));
let l_318 = l_317 & u32(8388607);
let l_319 = l_316 | l_318;
l_mut_73 = l_319;
} else {
let l_320 = l_298 + i32(149);
let l_321 = l_320 >= i32(0);
if l_321 {
let l_322 = u64(l_320);
let l_323 = l_mut_132 << u32(bitcast<u64>(l_322));
l_mut_87 = l_323;
} else {
let l_324 = i32(0) - l_320;
let l_325 = u64(l_324);
let l_326 = l_mut_132 >> u32(bitcast<u64>(l_325));
l_mut_87 = l_326;
}
let l_327 = u32(bitcast<u64>(l_mut_87));
l_mut_73 = l_327;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_328 = l_58 ^ u32(2147483648);
let l_329 = l_mut_165 | l_328;
let l_330 = bitcast<f32>(l_329);
l_mut_151 = l_330;
}
}
l_mut_47 = l_mut_151;
}
let l_331 = l_11 * l_12;
let l_332 = bitcast<u32>(l_mut_46);
let l_333 = bitcast<u32>(l_331);
l_mut_165 = l_332;
l_mut_73 = l_333;
let l_334 = l_333 & u32(2147483647);
let l_335 = l_332 & u32(2147483647);
let l_336 = l_334 > l_335;
if l_336 {
l_mut_165 = l_333;
l_mut_73 = l_332;
}
let l_337 = l_mut_165 >> u32(23);
let l_338 = l_337 & u32(255);
let l_339 = l_mut_165 & u32(8388607);
let l_340 = l_338 != u32(0);
if l_340 {
let l_341 = l_339 | u32(8388608);
let l_342 = u64(l_341);
l_mut_223 = l_342;
} else {
let l_343 = u64(l_339);
l_mut_223 = l_343;
}
if l_340 {
let l_344 = i32(l_338);
let l_345 = l_344 - i32(150);
l_mut_69 = l_345;
} else {
let l_346 = i32(u32(1));
let l_347 = l_346 - i32(150);
l_mut_69 = l_347;
}
let l_348 = l_mut_165 & u32(2147483648);
let l_349 = l_338 == u32(255);
let l_350 = l_mut_73 >> u32(23);
let l_351 = l_350 & u32(255);
let l_352 = l_mut_73 & u32(8388607);
let l_353 = l_351 != u32(0);
if l_353 {
let l_354 = l_352 | u32(8388608);
let l_355 = u64(l_354);
l_mut_132 = l_355;
} else {
let l_356 = u64(l_352);
l_mut_132 = l_356;
}
if l_353 {
let l_357 = i32(l_351);
let l_358 = l_357 - i32(150);
l_mut_40 = l_358;
} else {
let l_359 = i32(u32(1));
let l_360 = l_359 - i32(150);
l_mut_40 = l_360;
}
let l_361 = l_mut_73 & u32(2147483648);
let l_362 = l_351 == u32(255);
let l_363 = l_mut_46 + l_331;
l_mut_151 = l_363;
l_mut_364 = f32(0.0);
let l_365 = !l_349;
let l_366 = l_mut_132 != u64(0);
let l_367 = l_365 && l_366;
if l_367 {
let l_368 = l_mut_69 - l_mut_40;
let l_369 = l_368 >= i32(26);
if l_369 {
let l_370 = bitcast<f32>(l_mut_165);
l_mut_151 = l_370;
let l_371 = bitcast<f32>(l_mut_73);
l_mut_364 = l_371;
} else {
let l_372 = u64(l_368);
let l_373 = l_mut_223 << u32(bitcast<u64>(l_372));
let l_374 = l_373 - l_mut_132;
l_mut_87 = l_374;
let l_375 = l_348 == l_361;
if l_375 {
let l_376 = l_373 + l_mut_132;
l_mut_87 = l_376;
}
let l_377 = l_mut_87 == u64(0);
if l_377 {
l_mut_151 = f32(0.0);
} else {
l_mut_165 = u32(0);
l_mut_60 = u64(0);
let l_378 = l_mut_87 != u64(0);
if l_378 {
let l_379 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_380 = i32(l_379);
let l_381 = i32(64) - l_380;
let l_382 = l_381 - i32(1);
let l_383 = l_382 + l_mut_40;
let l_384 = l_383 + i32(127);
let l_385 = i32(-149) - l_mut_40;
l_mut_25 = l_385;
let l_386 = l_384 >= i32(1);
if l_386 {
let l_387 = l_381 - i32(24);
l_mut_25 = l_387;
}
let l_388 = l_mut_25 <= i32(0);
if l_388 {
l_mut_73 = u32(0);
let l_389 = l_mut_87 != u64(0);
if l_389 {
let l_390 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_391 = i32(l_390);
let l_392 = i32(64) - l_391;
let l_393 = l_392 - i32(1);
let l_394 = l_393 + l_mut_40;
let l_395 = l_394 + i32(127);
let l_396 = l_395 >= i32(255);
if l_396 {
l_mut_73 = u32(2139095040);
} else {
let l_397 = l_395 >= i32(1);
if l_397 {
let l_398 = l_392 > i32(24);
if l_398 {
let l_399 = l_392 - i32(24);
let l_400 = u64(l_399);
let l_401 = l_mut_87 >> u32(bitcast<u64>(l_400));
l_mut_36 = l_401;
} else {
let l_402 = i32(24) - l_392;
let l_403 = u64(l_402);
let l_404 = l_mut_87 << u32(bitcast<u64>(l_403));
l_mut_36 = l_404;
}
let l_405 = u32(l_395);
let l_406 = l_405 << u32(23);
let l_407 = u32(bitcast<u64>(l_mut_36));
let l_408 = l_407 & u32(8388607);
let l_409 = l_406 | l_408;
l_mut_73 = l_409;
} else {
let l_410 = l_mut_40 + i32(149);
let l_411 = l_410 >= i32(0);
if l_411 {
let l_412 = u64(l_410);
let l_413 = l_mut_87 << u32(bitcast<u64>(l_412));
l_mut_36 = l_413;
} else {
let l_414 = i32(0) - l_410;
let l_415 = u64(l_414);
let l_416 = l_mut_87 >> u32(bitcast<u64>(l_415));
l_mut_36 = l_416;
}
let l_417 = u32(bitcast<u64>(l_mut_36));
l_mut_73 = l_417;
}
}
}
l_mut_165 = l_mut_73;
l_mut_60 = l_mut_87;
} else {
let l_418 = l_mut_25 <= l_381;
if l_418 {
let l_419 = u64(l_mut_25);
let l_420 = l_mut_87 >> u32(bitcast<u64>(l_419));
l_mut_36 = l_420;
let l_421 = l_mut_36 << u32(bitcast<u64>(l_419));
let l_422 = l_mut_87 - l_421;
let l_423 = l_419 - u64(1);
let l_424 = u64(1) << u32(bitcast<u64>(l_423));
let l_425 = l_422 > l_424;
let l_426 = l_422 == l_424;
let l_427 = l_mut_36 & u64(1);
let l_428 = l_427 == u64(1);
let l_429 = l_426 && l_428;
let l_430 = l_425 || l_429;
if l_430 {
l_mut_36 = l_mut_36 + u64(1);
}
let l_431 = l_mut_36 << u32(bitcast<u64>(l_419));
l_mut_60 = l_431;
let l_432 = l_mut_40 + l_mut_25;
l_mut_73 = u32(0);
let l_433 = l_mut_36 != u64(0);
if l_433 {
let l_434 = select(countLeadingZeros(u32(l_mut_36 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_36)), (l_mut_36 >> u32(32u)) == u64(0));
let l_435 = i32(l_434);
let l_436 = i32(64) - l_435;
let l_437 = l_436 - i32(1);
let l_438 = l_437 + l_432;
let l_439 = l_438 + i32(127);
let l_440 = l_439 >= i32(255);
if l_440 {
l_mut_73 = u32(2139095040);
} else {
let l_441 = l_439 >= i32(1);
if l_441 {
let l_442 = l_436 > i32(24);
if l_442 {
let l_443 = l_436 - i32(24);
let l_444 = u64(l_443);
let l_445 = l_mut_36 >> u32(bitcast<u64>(l_444));
l_mut_21 = l_445;
} else {
let l_446 = i32(24) - l_436;
let l_447 = u64(l_446);
let l_448 = l_mut_36 << u32(bitcast<u64>(l_447));
l_mut_21 = l_448;
}
let l_449 = u32(l_439);
let l_450 = l_449 << u32(23);
let l_451 = u32(bitcast<u64>(l_mut_21));
let l_452 = l_451 & u32(8388607);
let l_453 = l_450 | l_452;
l_mut_73 = l_453;
} else {
let l_454 = l_432 + i32(149);
let l_455 = l_454 >= i32(0);
if l_455 {
let l_456 = u64(l_454);
let l_457 = l_mut_36 << u32(bitcast<u64>(l_456));
l_mut_21 = l_457;
} else {
let l_458 = i32(0) - l_454;
let l_459 = u64(l_458);
let l_460 = l_mut_36 >> u32(bitcast<u64>(l_459));
l_mut_21 = l_460;
}
let l_461 = u32(bitcast<u64>(l_mut_21));
l_mut_73 = l_461;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_462 = l_mut_165 | l_348;
let l_463 = bitcast<f32>(l_462);
l_mut_151 = l_463;
l_mut_464 = f32(0.0);
let l_465 = l_mut_87 > l_mut_60;
if l_465 {
let l_466 = l_mut_87 - l_mut_60;
l_mut_73 = u32(0);
l_mut_36 = u64(0);
let l_467 = l_466 != u64(0);
if l_467 {
let l_468 = select(countLeadingZeros(u32(l_466 >> u32(32u))), 32u + countLeadingZeros(u32(l_466)), (l_466 >> u32(32u)) == u64(0));
let l_469 = i32(l_468);
let l_470 = i32(64) - l_469;
let l_471 = l_470 - i32(1);
let l_472 = l_471 + l_mut_40;
let l_473 = l_472 + i32(127);
let l_474 = i32(-149) - l_mut_40;
l_mut_25 = l_474;
let l_475 = l_473 >= i32(1);
if l_475 {
let l_476 = l_470 - i32(24);
l_mut_25 = l_476;
}
let l_477 = l_mut_25 <= i32(0);
if l_477 {
l_mut_59 = u32(0);
let l_478 = l_466 != u64(0);
if l_478 {
let l_479 = select(countLeadingZeros(u32(l_466 >> u32(32u))), 32u + countLeadingZeros(u32(l_466)), (l_466 >> u32(32u)) == u64(0));
let l_480 = i32(l_479);
let l_481 = i32(64) - l_480;
let l_482 = l_481 - i32(1);
let l_483 = l_482 + l_mut_40;
let l_484 = l_483 + i32(127);
let l_485 = l_484 >= i32(255);
if l_485 {
l_mut_59 = u32(2139095040);
} else {
let l_486 = l_484 >= i32(1);
if l_486 {
let l_487 = l_481 > i32(24);
if l_487 {
let l_488 = l_481 - i32(24);
let l_489 = u64(l_488);
let l_490 = l_466 >> u32(bitcast<u64>(l_489));
l_mut_21 = l_490;
} else {
let l_491 = i32(24) - l_481;
let l_492 = u64(l_491);
let l_493 = l_466 << u32(bitcast<u64>(l_492));
l_mut_21 = l_493;
}
let l_494 = u32(l_484);
let l_495 = l_494 << u32(23);
let l_496 = u32(bitcast<u64>(l_mut_21));
let l_497 = l_496 & u32(8388607);
let l_498 = l_495 | l_497;
l_mut_59 = l_498;
} else {
let l_499 = l_mut_40 + i32(149);
let l_500 = l_499 >= i32(0);
if l_500 {
let l_501 = u64(l_499);
let l_502 = l_466 << u32(bitcast<u64>(l_501));
l_mut_21 = l_502;
} else {
let l_503 = i32(0) - l_499;
let l_504 = u64(l_503);
let l_505 = l_466 >> u32(bitcast<u64>(l_504));
l_mut_21 = l_505;
}
let l_506 = u32(bitcast<u64>(l_mut_21));
l_mut_59 = l_506;
}
}
}
l_mut_73 = l_mut_59;
l_mut_36 = l_466;
} else {
let l_507 = l_mut_25 <= l_470;
if l_507 {
let l_508 = u64(l_mut_25);
let l_509 = l_466 >> u32(bitcast<u64>(l_508));
l_mut_21 = l_509;
let l_510 = l_mut_21 << u32(bitcast<u64>(l_508));
let l_511 = l_466 - l_510;
let l_512 = l_508 - u64(1);
let l_513 = u64(1) << u32(bitcast<u64>(l_512));
let l_514 = l_511 > l_513;
let l_515 = l_511 == l_513;
let l_516 = l_mut_21 & u64(1);
let l_517 = l_516 == u64(1);
let l_518 = l_515 && l_517;
let l_519 = l_514 || l_518;
if l_519 {
l_mut_21 = l_mut_21 + u64(1);
}
let l_520 = l_mut_21 << u32(bitcast<u64>(l_508));
l_mut_36 = l_520;
let l_521 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_522 = l_mut_21 != u64(0);
if l_522 {
let l_523 = select(countLeadingZeros(u32(l_mut_21 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_21)), (l_mut_21 >> u32(32u)) == u64(0));
let l_524 = i32(l_523);
let l_525 = i32(64) - l_524;
let l_526 = l_525 - i32(1);
let l_527 = l_526 + l_521;
let l_528 = l_527 + i32(127);
let l_529 = l_528 >= i32(255);
if l_529 {
l_mut_59 = u32(2139095040);
} else {
let l_530 = l_528 >= i32(1);
if l_530 {
let l_531 = l_525 > i32(24);
if l_531 {
let l_532 = l_525 - i32(24);
let l_533 = u64(l_532);
let l_534 = l_mut_21 >> u32(bitcast<u64>(l_533));
l_mut_535 = l_534;
} else {
let l_536 = i32(24) - l_525;
let l_537 = u64(l_536);
let l_538 = l_mut_21 << u32(bitcast<u64>(l_537));
l_mut_535 = l_538;
}
let l_539 = u32(l_528);
let l_540 = l_539 << u32(23);
let l_541 = u32(bitcast<u64>(l_mut_535));
let l_542 = l_541 & u32(8388607);
let l_543 = l_540 | l_542;
l_mut_59 = l_543;
} else {
let l_544 = l_521 + i32(149);
let l_545 = l_544 >= i32(0);
if l_545 {
let l_546 = u64(l_544);
let l_547 = l_mut_21 << u32(bitcast<u64>(l_546));
l_mut_535 = l_547;
} else {
let l_548 = i32(0) - l_544;
let l_549 = u64(l_548);
let l_550 = l_mut_21 >> u32(bitcast<u64>(l_549));
l_mut_535 = l_550;
}
let l_551 = u32(bitcast<u64>(l_mut_535));
l_mut_59 = l_551;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_552 = l_mut_73 | l_348;
let l_553 = bitcast<f32>(l_552);
l_mut_464 = l_553;
} else {
let l_554 = l_mut_60 > l_mut_87;
if l_554 {
let l_555 = l_mut_60 - l_mut_87;
l_mut_73 = u32(0);
l_mut_535 = u64(0);
let l_556 = l_555 != u64(0);
if l_556 {
let l_557 = select(countLeadingZeros(u32(l_555 >> u32(32u))), 32u + countLeadingZeros(u32(l_555)), (l_555 >> u32(32u)) == u64(0));
let l_558 = i32(l_557);
let l_559 = i32(64) - l_558;
let l_560 = l_559 - i32(1);
let l_561 = l_560 + l_mut_40;
let l_562 = l_561 + i32(127);
let l_563 = i32(-149) - l_mut_40;
l_mut_25 = l_563;
let l_564 = l_562 >= i32(1);
if l_564 {
let l_565 = l_559 - i32(24);
l_mut_25 = l_565;
}
let l_566 = l_mut_25 <= i32(0);
if l_566 {
l_mut_59 = u32(0);
let l_567 = l_555 != u64(0);
if l_567 {
let l_568 = select(countLeadingZeros(u32(l_555 >> u32(32u))), 32u + countLeadingZeros(u32(l_555)), (l_555 >> u32(32u)) == u64(0));
let l_569 = i32(l_568);
let l_570 = i32(64) - l_569;
let l_571 = l_570 - i32(1);
let l_572 = l_571 + l_mut_40;
let l_573 = l_572 + i32(127);
let l_574 = l_573 >= i32(255);
if l_574 {
l_mut_59 = u32(2139095040);
} else {
let l_575 = l_573 >= i32(1);
if l_575 {
let l_576 = l_570 > i32(24);
if l_576 {
let l_577 = l_570 - i32(24);
let l_578 = u64(l_577);
let l_579 = l_555 >> u32(bitcast<u64>(l_578));
l_mut_87 = l_579;
} else {
let l_580 = i32(24) - l_570;
let l_581 = u64(l_580);
let l_582 = l_555 << u32(bitcast<u64>(l_581));
l_mut_87 = l_582;
}
let l_583 = u32(l_573);
let l_584 = l_583 << u32(23);
let l_585 = u32(bitcast<u64>(l_mut_87));
let l_586 = l_585 & u32(8388607);
let l_587 = l_584 | l_586;
l_mut_59 = l_587;
} else {
let l_588 = l_mut_40 + i32(149);
let l_589 = l_588 >= i32(0);
if l_589 {
let l_590 = u64(l_588);
let l_591 = l_555 << u32(bitcast<u64>(l_590));
l_mut_87 = l_591;
} else {
let l_592 = i32(0) - l_588;
let l_593 = u64(l_592);
let l_594 = l_555 >> u32(bitcast<u64>(l_593));
l_mut_87 = l_594;
}
let l_595 = u32(bitcast<u64>(l_mut_87));
l_mut_59 = l_595;
}
}
}
l_mut_73 = l_mut_59;
l_mut_535 = l_555;
} else {
let l_596 = l_mut_25 <= l_559;
if l_596 {
let l_597 = u64(l_mut_25);
let l_598 = l_555 >> u32(bitcast<u64>(l_597));
l_mut_87 = l_598;
let l_599 = l_mut_87 << u32(bitcast<u64>(l_597));
let l_600 = l_555 - l_599;
let l_601 = l_597 - u64(1);
let l_602 = u64(1) << u32(bitcast<u64>(l_601));
let l_603 = l_600 > l_602;
let l_604 = l_600 == l_602;
let l_605 = l_mut_87 & u64(1);
let l_606 = l_605 == u64(1);
let l_607 = l_604 && l_606;
let l_608 = l_603 || l_607;
if l_608 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_609 = l_mut_87 << u32(bitcast<u64>(l_597));
l_mut_535 = l_609;
let l_610 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_611 = l_mut_87 != u64(0);
if l_611 {
let l_612 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_613 = i32(l_612);
let l_614 = i32(64) - l_613;
let l_615 = l_614 - i32(1);
let l_616 = l_615 + l_610;
let l_617 = l_616 + i32(127);
let l_618 = l_617 >= i32(255);
if l_618 {
l_mut_59 = u32(2139095040);
} else {
let l_619 = l_617 >= i32(1);
if l_619 {
let l_620 = l_614 > i32(24);
if l_620 {
let l_621 = l_614 - i32(24);
let l_622 = u64(l_621);
let l_623 = l_mut_87 >> u32(bitcast<u64>(l_622));
l_mut_36 = l_623;
} else {
let l_624 = i32(24) - l_614;
let l_625 = u64(l_624);
let l_626 = l_mut_87 << u32(bitcast<u64>(l_625));
l_mut_36 = l_626;
}
let l_627 = u32(l_617);
let l_628 = l_627 << u32(23);
let l_629 = u32(bitcast<u64>(l_mut_36));
let l_630 = l_629 & u32(8388607);
let l_631 = l_628 | l_630;
l_mut_59 = l_631;
} else {
let l_632 = l_610 + i32(149);
let l_633 = l_632 >= i32(0);
if l_633 {
let l_634 = u64(l_632);
let l_635 = l_mut_87 << u32(bitcast<u64>(l_634));
l_mut_36 = l_635;
} else {
let l_636 = i32(0) - l_632;
let l_637 = u64(l_636);
let l_638 = l_mut_87 >> u32(bitcast<u64>(l_637));
l_mut_36 = l_638;
}
let l_639 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_639;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_640 = l_348 ^ u32(2147483648);
let l_641 = l_mut_73 | l_640;
let l_642 = bitcast<f32>(l_641);
l_mut_464 = l_642;
}
}
l_mut_364 = l_mut_464;
}
}
}
let l_643 = l_mut_364 + l_mut_47;
let l_644 = bitcast<u32>(l_mut_151);
let l_645 = bitcast<u32>(l_643);
l_mut_165 = l_644;
l_mut_73 = l_645;
let l_646 = l_645 & u32(2147483647);
let l_647 = l_644 & u32(2147483647);
let l_648 = l_646 > l_647;
if l_648 {
l_mut_165 = l_645;
l_mut_73 = l_644;
}
let l_649 = l_mut_165 >> u32(23);
let l_650 = l_649 & u32(255);
let l_651 = l_mut_165 & u32(8388607);
let l_652 = l_650 != u32(0);
if l_652 {
let l_653 = l_651 | u32(8388608);
let l_654 = u64(l_653);
l_mut_535 = l_654;
} else {
let l_655 = u64(l_651);
l_mut_535 = l_655;
}
if l_652 {
let l_656 = i32(l_650);
let l_657 = l_656 - i32(150);
l_mut_69 = l_657;
} else {
let l_658 = i32(u32(1));
let l_659 = l_658 - i32(150);
l_mut_69 = l_659;
}
let l_660 = l_mut_165 & u32(2147483648);
let l_661 = l_650 == u32(255);
let l_662 = l_mut_73 >> u32(23);
let l_663 = l_662 & u32(255);
let l_664 = l_mut_73 & u32(8388607);
let l_665 = l_663 != u32(0);
if l_665 {
let l_666 = l_664 | u32(8388608);
let l_667 = u64(l_666);
l_mut_223 = l_667;
} else {
let l_668 = u64(l_664);
l_mut_223 = l_668;
}
if l_665 {
let l_669 = i32(l_663);
let l_670 = l_669 - i32(150);
l_mut_40 = l_670;
} else {
let l_671 = i32(u32(1));
let l_672 = l_671 - i32(150);
l_mut_40 = l_672;
}
let l_673 = l_mut_73 & u32(2147483648);
let l_674 = l_663 == u32(255);
let l_675 = l_mut_151 + l_643;
l_mut_464 = l_675;
l_mut_676 = f32(0.0);
let l_677 = !l_661;
let l_678 = l_mut_223 != u64(0);
let l_679 = l_677 && l_678;
if l_679 {
let l_680 = l_mut_69 - l_mut_40;
let l_681 = l_680 >= i32(26);
if l_681 {
let l_682 = bitcast<f32>(l_mut_165);
l_mut_464 = l_682;
let l_683 = bitcast<f32>(l_mut_73);
l_mut_676 = l_683;
} else {
let l_684 = u64(l_680);
let l_685 = l_mut_535 << u32(bitcast<u64>(l_684));
let l_686 = l_685 - l_mut_223;
l_mut_132 = l_686;
let l_687 = l_660 == l_673;
if l_687 {
let l_688 = l_685 + l_mut_223;
l_mut_132 = l_688;
}
let l_689 = l_mut_132 == u64(0);
if l_689 {
l_mut_464 = f32(0.0);
} else {
l_mut_165 = u32(0);
l_mut_87 = u64(0);
let l_690 = l_mut_132 != u64(0);
if l_690 {
let l_691 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_692 = i32(l_691);
let l_693 = i32(64) - l_692;
let l_694 = l_693 - i32(1);
let l_695 = l_694 + l_mut_40;
let l_696 = l_695 + i32(127);
let l_697 = i32(-149) - l_mut_40;
l_mut_25 = l_697;
let l_698 = l_696 >= i32(1);
if l_698 {
let l_699 = l_693 - i32(24);
l_mut_25 = l_699;
}
let l_700 = l_mut_25 <= i32(0);
if l_700 {
l_mut_73 = u32(0);
let l_701 = l_mut_132 != u64(0);
if l_701 {
let l_702 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_703 = i32(l_702);
let l_704 = i32(64) - l_703;
let l_705 = l_704 - i32(1);
let l_706 = l_705 + l_mut_40;
let l_707 = l_706 + i32(127);
let l_708 = l_707 >= i32(255);
if l_708 {
l_mut_73 = u32(2139095040);
} else {
let l_709 = l_707 >= i32(1);
if l_709 {
let l_710 = l_704 > i32(24);
if l_710 {
let l_711 = l_704 - i32(24);
let l_712 = u64(l_711);
let l_713 = l_mut_132 >> u32(bitcast<u64>(l_712));
l_mut_60 = l_713;
} else {
let l_714 = i32(24) - l_704;
let l_715 = u64(l_714);
let l_716 = l_mut_132 << u32(bitcast<u64>(l_715));
l_mut_60 = l_716;
}
let l_717 = u32(l_707);
let l_718 = l_717 << u32(23);
let l_719 = u32(bitcast<u64>(l_mut_60));
let l_720 = l_719 & u32(8388607);
let l_721 = l_718 | l_720;
l_mut_73 = l_721;
} else {
let l_722 = l_mut_40 + i32(149);
let l_723 = l_722 >= i32(0);
if l_723 {
let l_724 = u64(l_722);
let l_725 = l_mut_132 << u32(bitcast<u64>(l_724));
l_mut_60 = l_725;
} else {
let l_726 = i32(0) - l_722;
let l_727 = u64(l_726);
let l_728 = l_mut_132 >> u32(bitcast<u64>(l_727));
l_mut_60 = l_728;
}
let l_729 = u32(bitcast<u64>(l_mut_60));
l_mut_73 = l_729;
}
}
}
l_mut_165 = l_mut_73;
l_mut_87 = l_mut_132;
} else {
let l_730 = l_mut_25 <= l_693;
if l_730 {
let l_731 = u64(l_mut_25);
let l_732 = l_mut_132 >> u32(bitcast<u64>(l_731));
l_mut_60 = l_732;
let l_733 = l_mut_60 << u32(bitcast<u64>(l_731));
let l_734 = l_mut_132 - l_733;
let l_735 = l_731 - u64(1);
let l_736 = u64(1) << u32(bitcast<u64>(l_735));
let l_737 = l_734 > l_736;
let l_738 = l_734 == l_736;
let l_739 = l_mut_60 & u64(1);
let l_740 = l_739 == u64(1);
let l_741 = l_738 && l_740;
let l_742 = l_737 || l_741;
if l_742 {
l_mut_60 = l_mut_60 + u64(1);
}
let l_743 = l_mut_60 << u32(bitcast<u64>(l_731));
l_mut_87 = l_743;
let l_744 = l_mut_40 + l_mut_25;
l_mut_73 = u32(0);
let l_745 = l_mut_60 != u64(0);
if l_745 {
let l_746 = select(countLeadingZeros(u32(l_mut_60 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_60)), (l_mut_60 >> u32(32u)) == u64(0));
let l_747 = i32(l_746);
let l_748 = i32(64) - l_747;
let l_749 = l_748 - i32(1);
let l_750 = l_749 + l_744;
let l_751 = l_750 + i32(127);
let l_752 = l_751 >= i32(255);
if l_752 {
l_mut_73 = u32(2139095040);
} else {
let l_753 = l_751 >= i32(1);
if l_753 {
let l_754 = l_748 > i32(24);
if l_754 {
let l_755 = l_748 - i32(24);
let l_756 = u64(l_755);
let l_757 = l_mut_60 >> u32(bitcast<u64>(l_756));
l_mut_36 = l_757;
} else {
let l_758 = i32(24) - l_748;
let l_759 = u64(l_758);
let l_760 = l_mut_60 << u32(bitcast<u64>(l_759));
l_mut_36 = l_760;
}
let l_761 = u32(l_751);
let l_762 = l_761 << u32(23);
let l_763 = u32(bitcast<u64>(l_mut_36));
let l_764 = l_763 & u32(8388607);
let l_765 = l_762 | l_764;
l_mut_73 = l_765;
} else {
let l_766 = l_744 + i32(149);
let l_767 = l_766 >= i32(0);
if l_767 {
let l_768 = u64(l_766);
let l_769 = l_mut_60 << u32(bitcast<u64>(l_768));
l_mut_36 = l_769;
} else {
let l_770 = i32(0) - l_766;
let l_771 = u64(l_770);
let l_772 = l_mut_60 >> u32(bitcast<u64>(l_771));
l_mut_36 = l_772;
}
let l_773 = u32(bitcast<u64>(l_mut_36));
l_mut_73 = l_773;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_774 = l_mut_165 | l_660;
let l_775 = bitcast<f32>(l_774);
l_mut_464 = l_775;
l_mut_776 = f32(0.0);
let l_777 = l_mut_132 > l_mut_87;
if l_777 {
let l_778 = l_mut_132 - l_mut_87;
l_mut_73 = u32(0);
l_mut_60 = u64(0);
let l_779 = l_778 != u64(0);
if l_779 {
let l_780 = select(countLeadingZeros(u32(l_778 >> u32(32u))), 32u + countLeadingZeros(u32(l_778)), (l_778 >> u32(32u)) == u64(0));
let l_781 = i32(l_780);
let l_782 = i32(64) - l_781;
let l_783 = l_782 - i32(1);
let l_784 = l_783 + l_mut_40;
let l_785 = l_784 + i32(127);
let l_786 = i32(-149) - l_mut_40;
l_mut_25 = l_786;
let l_787 = l_785 >= i32(1);
if l_787 {
let l_788 = l_782 - i32(24);
l_mut_25 = l_788;
}
let l_789 = l_mut_25 <= i32(0);
if l_789 {
l_mut_59 = u32(0);
let l_790 = l_778 != u64(0);
if l_790 {
let l_791 = select(countLeadingZeros(u32(l_778 >> u32(32u))), 32u + countLeadingZeros(u32(l_778)), (l_778 >> u32(32u)) == u64(0));
let l_792 = i32(l_791);
let l_793 = i32(64) - l_792;
let l_794 = l_793 - i32(1);
let l_795 = l_794 + l_mut_40;
let l_796 = l_795 + i32(127);
let l_797 = l_796 >= i32(255);
if l_797 {
l_mut_59 = u32(2139095040);
} else {
let l_798 = l_796 >= i32(1);
if l_798 {
let l_799 = l_793 > i32(24);
if l_799 {
let l_800 = l_793 - i32(24);
let l_801 = u64(l_800);
let l_802 = l_778 >> u32(bitcast<u64>(l_801));
l_mut_36 = l_802;
} else {
let l_803 = i32(24) - l_793;
let l_804 = u64(l_803);
let l_805 = l_778 << u32(bitcast<u64>(l_804));
l_mut_36 = l_805;
}
let l_806 = u32(l_796);
let l_807 = l_806 << u32(23);
let l_808 = u32(bitcast<u64>(l_mut_36));
let l_809 = l_808 & u32(8388607);
let l_810 = l_807 | l_809;
l_mut_59 = l_810;
} else {
let l_811 = l_mut_40 + i32(149);
let l_812 = l_811 >= i32(0);
if l_812 {
let l_813 = u64(l_811);
let l_814 = l_778 << u32(bitcast<u64>(l_813));
l_mut_36 = l_814;
} else {
let l_815 = i32(0) - l_811;
let l_816 = u64(l_815);
let l_817 = l_778 >> u32(bitcast<u64>(l_816));
l_mut_36 = l_817;
}
let l_818 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_818;
}
}
}
l_mut_73 = l_mut_59;
l_mut_60 = l_778;
} else {
let l_819 = l_mut_25 <= l_782;
if l_819 {
let l_820 = u64(l_mut_25);
let l_821 = l_778 >> u32(bitcast<u64>(l_820));
l_mut_36 = l_821;
let l_822 = l_mut_36 << u32(bitcast<u64>(l_820));
let l_823 = l_778 - l_822;
let l_824 = l_820 - u64(1);
let l_825 = u64(1) << u32(bitcast<u64>(l_824));
let l_826 = l_823 > l_825;
let l_827 = l_823 == l_825;
let l_828 = l_mut_36 & u64(1);
let l_829 = l_828 == u64(1);
let l_830 = l_827 && l_829;
let l_831 = l_826 || l_830;
if l_831 {
l_mut_36 = l_mut_36 + u64(1);
}
let l_832 = l_mut_36 << u32(bitcast<u64>(l_820));
l_mut_60 = l_832;
let l_833 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_834 = l_mut_36 != u64(0);
if l_834 {
let l_835 = select(countLeadingZeros(u32(l_mut_36 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_36)), (l_mut_36 >> u32(32u)) == u64(0));
let l_836 = i32(l_835);
let l_837 = i32(64) - l_836;
let l_838 = l_837 - i32(1);
let l_839 = l_838 + l_833;
let l_840 = l_839 + i32(127);
let l_841 = l_840 >= i32(255);
if l_841 {
l_mut_59 = u32(2139095040);
} else {
let l_842 = l_840 >= i32(1);
if l_842 {
let l_843 = l_837 > i32(24);
if l_843 {
let l_844 = l_837 - i32(24);
let l_845 = u64(l_844);
let l_846 = l_mut_36 >> u32(bitcast<u64>(l_845));
l_mut_21 = l_846;
} else {
let l_847 = i32(24) - l_837;
let l_848 = u64(l_847);
let l_849 = l_mut_36 << u32(bitcast<u64>(l_848));
l_mut_21 = l_849;
}
let l_850 = u32(l_840);
let l_851 = l_850 << u32(23);
let l_852 = u32(bitcast<u64>(l_mut_21));
let l_853 = l_852 & u32(8388607);
let l_854 = l_851 | l_853;
l_mut_59 = l_854;
} else {
let l_855 = l_833 + i32(149);
let l_856 = l_855 >= i32(0);
if l_856 {
let l_857 = u64(l_855);
let l_858 = l_mut_36 << u32(bitcast<u64>(l_857));
l_mut_21 = l_858;
} else {
let l_859 = i32(0) - l_855;
let l_860 = u64(l_859);
let l_861 = l_mut_36 >> u32(bitcast<u64>(l_860));
l_mut_21 = l_861;
}
let l_862 = u32(bitcast<u64>(l_mut_21));
l_mut_59 = l_862;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_863 = l_mut_73 | l_660;
let l_864 = bitcast<f32>(l_863);
l_mut_776 = l_864;
} else {
let l_865 = l_mut_87 > l_mut_132;
if l_865 {
let l_866 = l_mut_87 - l_mut_132;
l_mut_73 = u32(0);
l_mut_132 = u64(0);
let l_867 = l_866 != u64(0);
if l_867 {
let l_868 = select(countLeadingZeros(u32(l_866 >> u32(32u))), 32u + countLeadingZeros(u32(l_866)), (l_866 >> u32(32u)) == u64(0));
let l_869 = i32(l_868);
let l_870 = i32(64) - l_869;
let l_871 = l_870 - i32(1);
let l_872 = l_871 + l_mut_40;
let l_873 = l_872 + i32(127);
let l_874 = i32(-149) - l_mut_40;
l_mut_25 = l_874;
let l_875 = l_873 >= i32(1);
if l_875 {
let l_876 = l_870 - i32(24);
l_mut_25 = l_876;
}
let l_877 = l_mut_25 <= i32(0);
if l_877 {
l_mut_59 = u32(0);
let l_878 = l_866 != u64(0);
if l_878 {
let l_879 = select(countLeadingZeros(u32(l_866 >> u32(32u))), 32u + countLeadingZeros(u32(l_866)), (l_866 >> u32(32u)) == u64(0));
let l_880 = i32(l_879);
let l_881 = i32(64) - l_880;
let l_882 = l_881 - i32(1);
let l_883 = l_882 + l_mut_40;
let l_884 = l_883 + i32(127);
let l_885 = l_884 >= i32(255);
if l_885 {
l_mut_59 = u32(2139095040);
} else {
let l_886 = l_884 >= i32(1);
if l_886 {
let l_887 = l_881 > i32(24);
if l_887 {
let l_888 = l_881 - i32(24);
let l_889 = u64(l_888);
let l_890 = l_866 >> u32(bitcast<u64>(l_889));
l_mut_60 = l_890;
} else {
let l_891 = i32(24) - l_881;
let l_892 = u64(l_891);
let l_893 = l_866 << u32(bitcast<u64>(l_892));
l_mut_60 = l_893;
}
let l_894 = u32(l_884);
let l_895 = l_894 << u32(23);
let l_896 = u32(bitcast<u64>(l_mut_60));
let l_897 = l_896 & u32(8388607);
let l_898 = l_895 | l_897;
l_mut_59 = l_898;
} else {
let l_899 = l_mut_40 + i32(149);
let l_900 = l_899 >= i32(0);
if l_900 {
let l_901 = u64(l_899);
let l_902 = l_866 << u32(bitcast<u64>(l_901));
l_mut_60 = l_902;
} else {
let l_903 = i32(0) - l_899;
let l_904 = u64(l_903);
let l_905 = l_866 >> u32(bitcast<u64>(l_904));
l_mut_60 = l_905;
}
let l_906 = u32(bitcast<u64>(l_mut_60));
l_mut_59 = l_906;
}
}
}
l_mut_73 = l_mut_59;
l_mut_132 = l_866;
} else {
let l_907 = l_mut_25 <= l_870;
if l_907 {
let l_908 = u64(l_mut_25);
let l_909 = l_866 >> u32(bitcast<u64>(l_908));
l_mut_60 = l_909;
let l_910 = l_mut_60 << u32(bitcast<u64>(l_908));
let l_911 = l_866 - l_910;
let l_912 = l_908 - u64(1);
let l_913 = u64(1) << u32(bitcast<u64>(l_912));
let l_914 = l_911 > l_913;
let l_915 = l_911 == l_913;
let l_916 = l_mut_60 & u64(1);
let l_917 = l_916 == u64(1);
let l_918 = l_915 && l_917;
let l_919 = l_914 || l_918;
if l_919 {
l_mut_60 = l_mut_60 + u64(1);
}
let l_920 = l_mut_60 << u32(bitcast<u64>(l_908));
l_mut_132 = l_920;
let l_921 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_922 = l_mut_60 != u64(0);
if l_922 {
let l_923 = select(countLeadingZeros(u32(l_mut_60 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_60)), (l_mut_60 >> u32(32u)) == u64(0));
let l_924 = i32(l_923);
let l_925 = i32(64) - l_924;
let l_926 = l_925 - i32(1);
let l_927 = l_926 + l_921;
let l_928 = l_927 + i32(127);
let l_929 = l_928 >= i32(255);
if l_929 {
l_mut_59 = u32(2139095040);
} else {
let l_930 = l_928 >= i32(1);
if l_930 {
let l_931 = l_925 > i32(24);
if l_931 {
let l_932 = l_925 - i32(24);
let l_933 = u64(l_932);
let l_934 = l_mut_60 >> u32(bitcast<u64>(l_933));
l_mut_36 = l_934;
} else {
let l_935 = i32(24) - l_925;
let l_936 = u64(l_935);
let l_937 = l_mut_60 << u32(bitcast<u64>(l_936));
l_mut_36 = l_937;
}
let l_938 = u32(l_928);
let l_939 = l_938 << u32(23);
let l_940 = u32(bitcast<u64>(l_mut_36));
let l_941 = l_940 & u32(8388607);
let l_942 = l_939 | l_941;
l_mut_59 = l_942;
} else {
let l_943 = l_921 + i32(149);
let l_944 = l_943 >= i32(0);
if l_944 {
let l_945 = u64(l_943);
let l_946 = l_mut_60 << u32(bitcast<u64>(l_945));
l_mut_36 = l_946;
} else {
let l_947 = i32(0) - l_943;
let l_948 = u64(l_947);
let l_949 = l_mut_60 >> u32(bitcast<u64>(l_948));
l_mut_36 = l_949;
}
let l_950 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_950;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_951 = l_660 ^ u32(2147483648);
let l_952 = l_mut_73 | l_951;
let l_953 = bitcast<f32>(l_952);
l_mut_776 = l_953;
}
}
l_mut_676 = l_mut_776;
}
}
}
let l_954 = l_6 - l_mut_464;
let l_955 = l_8 - l_mut_676;
let l_956 = l_954 + l_955;
let l_957 = l_956 / l_9;
let l_958 = bitcast<u32>(l_12);
let l_959 = bitcast<u32>(l_957);
l_mut_165 = l_958;
l_mut_73 = l_959;
let l_960 = l_959 & u32(2147483647);
let l_961 = l_958 & u32(2147483647);
let l_962 = l_960 > l_961;
if l_962 {
l_mut_165 = l_959;
l_mut_73 = l_958;
}
let l_963 = l_mut_165 >> u32(23);
let l_964 = l_963 & u32(255);
let l_965 = l_mut_165 & u32(8388607);
let l_966 = l_964 != u32(0);
if l_966 {
let l_967 = l_965 | u32(8388608);
let l_968 = u64(l_967);
l_mut_535 = l_968;
} else {
let l_969 = u64(l_965);
l_mut_535 = l_969;
}
if l_966 {
let l_970 = i32(l_964);
let l_971 = l_970 - i32(150);
l_mut_69 = l_971;
} else {
let l_972 = i32(u32(1));
let l_973 = l_972 - i32(150);
l_mut_69 = l_973;
}
let l_974 = l_mut_165 & u32(2147483648);
let l_975 = l_964 == u32(255);
let l_976 = l_mut_73 >> u32(23);
let l_977 = l_976 & u32(255);
let l_978 = l_mut_73 & u32(8388607);
let l_979 = l_977 != u32(0);
if l_979 {
let l_980 = l_978 | u32(8388608);
let l_981 = u64(l_980);
l_mut_223 = l_981;
} else {
let l_982 = u64(l_978);
l_mut_223 = l_982;
}
if l_979 {
let l_983 = i32(l_977);
let l_984 = l_983 - i32(150);
l_mut_40 = l_984;
} else {
let l_985 = i32(u32(1));
let l_986 = l_985 - i32(150);
l_mut_40 = l_986;
}
let l_987 = l_mut_73 & u32(2147483648);
let l_988 = l_977 == u32(255);
let l_989 = l_12 + l_957;
l_mut_776 = l_989;
l_mut_364 = f32(0.0);
let l_990 = !l_975;
let l_991 = l_mut_223 != u64(0);
let l_992 = l_990 && l_991;
if l_992 {
let l_993 = l_mut_69 - l_mut_40;
let l_994 = l_993 >= i32(26);
if l_994 {
let l_995 = bitcast<f32>(l_mut_165);
l_mut_776 = l_995;
let l_996 = bitcast<f32>(l_mut_73);
l_mut_364 = l_996;
} else {
let l_997 = u64(l_993);
let l_998 = l_mut_535 << u32(bitcast<u64>(l_997));
let l_999 = l_998 - l_mut_223;
l_mut_132 = l_999;
let l_1000 = l_974 == l_987;
if l_1000 {
let l_1001 = l_998 + l_mut_223;
l_mut_132 = l_1001;
}
let l_1002 = l_mut_132 == u64(0);
if l_1002 {
l_mut_776 = f32(0.0);
} else {
l_mut_165 = u32(0);
l_mut_87 = u64(0);
let l_1003 = l_mut_132 != u64(0);
if l_1003 {
let l_1004 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_1005 = i32(l_1004);
let l_1006 = i32(64) - l_1005;
let l_1007 = l_1006 - i32(1);
let l_1008 = l_1007 + l_mut_40;
let l_1009 = l_1008 + i32(127);
let l_1010 = i32(-149) - l_mut_40;
l_mut_25 = l_1010;
let l_1011 = l_1009 >= i32(1);
if l_1011 {
let l_1012 = l_1006 - i32(24);
l_mut_25 = l_1012;
}
let l_1013 = l_mut_25 <= i32(0);
if l_1013 {
l_mut_73 = u32(0);
let l_1014 = l_mut_132 != u64(0);
if l_1014 {
let l_1015 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_1016 = i32(l_1015);
let l_1017 = i32(64) - l_1016;
let l_1018 = l_1017 - i32(1);
let l_1019 = l_1018 + l_mut_40;
let l_1020 = l_1019 + i32(127);
let l_1021 = l_1020 >= i32(255);
if l_1021 {
l_mut_73 = u32(2139095040);
} else {
let l_1022 = l_1020 >= i32(1);
if l_1022 {
let l_1023 = l_1017 > i32(24);
if l_1023 {
let l_1024 = l_1017 - i32(24);
let l_1025 = u64(l_1024);
let l_1026 = l_mut_132 >> u32(bitcast<u64>(l_1025));
l_mut_60 = l_1026;
} else {
let l_1027 = i32(24) - l_1017;
let l_1028 = u64(l_1027);
let l_1029 = l_mut_132 << u32(bitcast<u64>(l_1028));
l_mut_60 = l_1029;
}
let l_1030 = u32(l_1020);
let l_1031 = l_1030 << u32(23);
let l_1032 = u32(bitcast<u64>(l_mut_60));
let l_1033 = l_1032 & u32(8388607);
let l_1034 = l_1031 | l_1033;
l_mut_73 = l_1034;
} else {
let l_1035 = l_mut_40 + i32(149);
let l_1036 = l_1035 >= i32(0);
if l_1036 {
let l_1037 = u64(l_1035);
let l_1038 = l_mut_132 << u32(bitcast<u64>(l_1037));
l_mut_60 = l_1038;
} else {
let l_1039 = i32(0) - l_1035;
let l_1040 = u64(l_1039);
let l_1041 = l_mut_132 >> u32(bitcast<u64>(l_1040));
l_mut_60 = l_1041;
}
let l_1042 = u32(bitcast<u64>(l_mut_60));
l_mut_73 = l_1042;
}
}
}
l_mut_165 = l_mut_73;
l_mut_87 = l_mut_132;
} else {
let l_1043 = l_mut_25 <= l_1006;
if l_1043 {
let l_1044 = u64(l_mut_25);
let l_1045 = l_mut_132 >> u32(bitcast<u64>(l_1044));
l_mut_60 = l_1045;
let l_1046 = l_mut_60 << u32(bitcast<u64>(l_1044));
let l_1047 = l_mut_132 - l_1046;
let l_1048 = l_1044 - u64(1);
let l_1049 = u64(1) << u32(bitcast<u64>(l_1048));
let l_1050 = l_1047 > l_1049;
let l_1051 = l_1047 == l_1049;
let l_1052 = l_mut_60 & u64(1);
let l_1053 = l_1052 == u64(1);
let l_1054 = l_1051 && l_1053;
let l_1055 = l_1050 || l_1054;
if l_1055 {
l_mut_60 = l_mut_60 + u64(1);
}
let l_1056 = l_mut_60 << u32(bitcast<u64>(l_1044));
l_mut_87 = l_1056;
let l_1057 = l_mut_40 + l_mut_25;
l_mut_73 = u32(0);
let l_1058 = l_mut_60 != u64(0);
if l_1058 {
let l_1059 = select(countLeadingZeros(u32(l_mut_60 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_60)), (l_mut_60 >> u32(32u)) == u64(0));
let l_1060 = i32(l_1059);
let l_1061 = i32(64) - l_1060;
let l_1062 = l_1061 - i32(1);
let l_1063 = l_1062 + l_1057;
let l_1064 = l_1063 + i32(127);
let l_1065 = l_1064 >= i32(255);
if l_1065 {
l_mut_73 = u32(2139095040);
} else {
let l_1066 = l_1064 >= i32(1);
if l_1066 {
let l_1067 = l_1061 > i32(24);
if l_1067 {
let l_1068 = l_1061 - i32(24);
let l_1069 = u64(l_1068);
let l_1070 = l_mut_60 >> u32(bitcast<u64>(l_1069));
l_mut_36 = l_1070;
} else {
let l_1071 = i32(24) - l_1061;
let l_1072 = u64(l_1071);
let l_1073 = l_mut_60 << u32(bitcast<u64>(l_1072));
l_mut_36 = l_1073;
}
let l_1074 = u32(l_1064);
let l_1075 = l_1074 << u32(23);
let l_1076 = u32(bitcast<u64>(l_mut_36));
let l_1077 = l_1076 & u32(8388607);
let l_1078 = l_1075 | l_1077;
l_mut_73 = l_1078;
} else {
let l_1079 = l_1057 + i32(149);
let l_1080 = l_1079 >= i32(0);
if l_1080 {
let l_1081 = u64(l_1079);
let l_1082 = l_mut_60 << u32(bitcast<u64>(l_1081));
l_mut_36 = l_1082;
} else {
let l_1083 = i32(0) - l_1079;
let l_1084 = u64(l_1083);
let l_1085 = l_mut_60 >> u32(bitcast<u64>(l_1084));
l_mut_36 = l_1085;
}
let l_1086 = u32(bitcast<u64>(l_mut_36));
l_mut_73 = l_1086;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_1087 = l_mut_165 | l_974;
let l_1088 = bitcast<f32>(l_1087);
l_mut_776 = l_1088;
l_mut_151 = f32(0.0);
let l_1089 = l_mut_132 > l_mut_87;
if l_1089 {
let l_1090 = l_mut_132 - l_mut_87;
l_mut_73 = u32(0);
l_mut_60 = u64(0);
let l_1091 = l_1090 != u64(0);
if l_1091 {
let l_1092 = select(countLeadingZeros(u32(l_1090 >> u32(32u))), 32u + countLeadingZeros(u32(l_1090)), (l_1090 >> u32(32u)) == u64(0));
let l_1093 = i32(l_1092);
let l_1094 = i32(64) - l_1093;
let l_1095 = l_1094 - i32(1);
let l_1096 = l_1095 + l_mut_40;
let l_1097 = l_1096 + i32(127);
let l_1098 = i32(-149) - l_mut_40;
l_mut_25 = l_1098;
let l_1099 = l_1097 >= i32(1);
if l_1099 {
let l_1100 = l_1094 - i32(24);
l_mut_25 = l_1100;
}
let l_1101 = l_mut_25 <= i32(0);
if l_1101 {
l_mut_59 = u32(0);
let l_1102 = l_1090 != u64(0);
if l_1102 {
let l_1103 = select(countLeadingZeros(u32(l_1090 >> u32(32u))), 32u + countLeadingZeros(u32(l_1090)), (l_1090 >> u32(32u)) == u64(0));
let l_1104 = i32(l_1103);
let l_1105 = i32(64) - l_1104;
let l_1106 = l_1105 - i32(1);
let l_1107 = l_1106 + l_mut_40;
let l_1108 = l_1107 + i32(127);
let l_1109 = l_1108 >= i32(255);
if l_1109 {
l_mut_59 = u32(2139095040);
} else {
let l_1110 = l_1108 >= i32(1);
if l_1110 {
let l_1111 = l_1105 > i32(24);
if l_1111 {
let l_1112 = l_1105 - i32(24);
let l_1113 = u64(l_1112);
let l_1114 = l_1090 >> u32(bitcast<u64>(l_1113));
l_mut_36 = l_1114;
} else {
let l_1115 = i32(24) - l_1105;
let l_1116 = u64(l_1115);
let l_1117 = l_1090 << u32(bitcast<u64>(l_1116));
l_mut_36 = l_1117;
}
let l_1118 = u32(l_1108);
let l_1119 = l_1118 << u32(23);
let l_1120 = u32(bitcast<u64>(l_mut_36));
let l_1121 = l_1120 & u32(8388607);
let l_1122 = l_1119 | l_1121;
l_mut_59 = l_1122;
} else {
let l_1123 = l_mut_40 + i32(149);
let l_1124 = l_1123 >= i32(0);
if l_1124 {
let l_1125 = u64(l_1123);
let l_1126 = l_1090 << u32(bitcast<u64>(l_1125));
l_mut_36 = l_1126;
} else {
let l_1127 = i32(0) - l_1123;
let l_1128 = u64(l_1127);
let l_1129 = l_1090 >> u32(bitcast<u64>(l_1128));
l_mut_36 = l_1129;
}
let l_1130 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_1130;
}
}
}
l_mut_73 = l_mut_59;
l_mut_60 = l_1090;
} else {
let l_1131 = l_mut_25 <= l_1094;
if l_1131 {
let l_1132 = u64(l_mut_25);
let l_1133 = l_1090 >> u32(bitcast<u64>(l_1132));
l_mut_36 = l_1133;
let l_1134 = l_mut_36 << u32(bitcast<u64>(l_1132));
let l_1135 = l_1090 - l_1134;
let l_1136 = l_1132 - u64(1);
let l_1137 = u64(1) << u32(bitcast<u64>(l_1136));
let l_1138 = l_1135 > l_1137;
let l_1139 = l_1135 == l_1137;
let l_1140 = l_mut_36 & u64(1);
let l_1141 = l_1140 == u64(1);
let l_1142 = l_1139 && l_1141;
let l_1143 = l_1138 || l_1142;
if l_1143 {
l_mut_36 = l_mut_36 + u64(1);
}
let l_1144 = l_mut_36 << u32(bitcast<u64>(l_1132));
l_mut_60 = l_1144;
let l_1145 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_1146 = l_mut_36 != u64(0);
if l_1146 {
let l_1147 = select(countLeadingZeros(u32(l_mut_36 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_36)), (l_mut_36 >> u32(32u)) == u64(0));
let l_1148 = i32(l_1147);
let l_1149 = i32(64) - l_1148;
let l_1150 = l_1149 - i32(1);
let l_1151 = l_1150 + l_1145;
let l_1152 = l_1151 + i32(127);
let l_1153 = l_1152 >= i32(255);
if l_1153 {
l_mut_59 = u32(2139095040);
} else {
let l_1154 = l_1152 >= i32(1);
if l_1154 {
let l_1155 = l_1149 > i32(24);
if l_1155 {
let l_1156 = l_1149 - i32(24);
let l_1157 = u64(l_1156);
let l_1158 = l_mut_36 >> u32(bitcast<u64>(l_1157));
l_mut_21 = l_1158;
} else {
let l_1159 = i32(24) - l_1149;
let l_1160 = u64(l_1159);
let l_1161 = l_mut_36 << u32(bitcast<u64>(l_1160));
l_mut_21 = l_1161;
}
let l_1162 = u32(l_1152);
let l_1163 = l_1162 << u32(23);
let l_1164 = u32(bitcast<u64>(l_mut_21));
let l_1165 = l_1164 & u32(8388607);
let l_1166 = l_1163 | l_1165;
l_mut_59 = l_1166;
} else {
let l_1167 = l_1145 + i32(149);
let l_1168 = l_1167 >= i32(0);
if l_1168 {
let l_1169 = u64(l_1167);
let l_1170 = l_mut_36 << u32(bitcast<u64>(l_1169));
l_mut_21 = l_1170;
} else {
let l_1171 = i32(0) - l_1167;
let l_1172 = u64(l_1171);
let l_1173 = l_mut_36 >> u32(bitcast<u64>(l_1172));
l_mut_21 = l_1173;
}
let l_1174 = u32(bitcast<u64>(l_mut_21));
l_mut_59 = l_1174;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_1175 = l_mut_73 | l_974;
let l_1176 = bitcast<f32>(l_1175);
l_mut_151 = l_1176;
} else {
let l_1177 = l_mut_87 > l_mut_132;
if l_1177 {
let l_1178 = l_mut_87 - l_mut_132;
l_mut_73 = u32(0);
l_mut_132 = u64(0);
let l_1179 = l_1178 != u64(0);
if l_1179 {
let l_1180 = select(countLeadingZeros(u32(l_1178 >> u32(32u))), 32u + countLeadingZeros(u32(l_1178)), (l_1178 >> u32(32u)) == u64(0));
let l_1181 = i32(l_1180);
let l_1182 = i32(64) - l_1181;
let l_1183 = l_1182 - i32(1);
let l_1184 = l_1183 + l_mut_40;
let l_1185 = l_1184 + i32(127);
let l_1186 = i32(-149) - l_mut_40;
l_mut_25 = l_1186;
let l_1187 = l_1185 >= i32(1);
if l_1187 {
let l_1188 = l_1182 - i32(24);
l_mut_25 = l_1188;
}
let l_1189 = l_mut_25 <= i32(0);
if l_1189 {
l_mut_59 = u32(0);
let l_1190 = l_1178 != u64(0);
if l_1190 {
let l_1191 = select(countLeadingZeros(u32(l_1178 >> u32(32u))), 32u + countLeadingZeros(u32(l_1178)), (l_1178 >> u32(32u)) == u64(0));
let l_1192 = i32(l_1191);
let l_1193 = i32(64) - l_1192;
let l_1194 = l_1193 - i32(1);
let l_1195 = l_1194 + l_mut_40;
let l_1196 = l_1195 + i32(127);
let l_1197 = l_1196 >= i32(255);
if l_1197 {
l_mut_59 = u32(2139095040);
} else {
let l_1198 = l_1196 >= i32(1);
if l_1198 {
let l_1199 = l_1193 > i32(24);
if l_1199 {
let l_1200 = l_1193 - i32(24);
let l_1201 = u64(l_1200);
let l_1202 = l_1178 >> u32(bitcast<u64>(l_1201));
l_mut_60 = l_1202;
} else {
let l_1203 = i32(24) - l_1193;
let l_1204 = u64(l_1203);
let l_1205 = l_1178 << u32(bitcast<u64>(l_1204));
l_mut_60 = l_1205;
}
let l_1206 = u32(l_1196);
let l_1207 = l_1206 << u32(23);
let l_1208 = u32(bitcast<u64>(l_mut_60));
let l_1209 = l_1208 & u32(8388607);
let l_1210 = l_1207 | l_1209;
l_mut_59 = l_1210;
} else {
let l_1211 = l_mut_40 + i32(149);
let l_1212 = l_1211 >= i32(0);
if l_1212 {
let l_1213 = u64(l_1211);
let l_1214 = l_1178 << u32(bitcast<u64>(l_1213));
l_mut_60 = l_1214;
} else {
let l_1215 = i32(0) - l_1211;
let l_1216 = u64(l_1215);
let l_1217 = l_1178 >> u32(bitcast<u64>(l_1216));
l_mut_60 = l_1217;
}
let l_1218 = u32(bitcast<u64>(l_mut_60));
l_mut_59 = l_1218;
}
}
}
l_mut_73 = l_mut_59;
l_mut_132 = l_1178;
} else {
let l_1219 = l_mut_25 <= l_1182;
if l_1219 {
let l_1220 = u64(l_mut_25);
let l_1221 = l_1178 >> u32(bitcast<u64>(l_1220));
l_mut_60 = l_1221;
let l_1222 = l_mut_60 << u32(bitcast<u64>(l_1220));
let l_1223 = l_1178 - l_1222;
let l_1224 = l_1220 - u64(1);
let l_1225 = u64(1) << u32(bitcast<u64>(l_1224));
let l_1226 = l_1223 > l_1225;
let l_1227 = l_1223 == l_1225;
let l_1228 = l_mut_60 & u64(1);
let l_1229 = l_1228 == u64(1);
let l_1230 = l_1227 && l_1229;
let l_1231 = l_1226 || l_1230;
if l_1231 {
l_mut_60 = l_mut_60 + u64(1);
}
let l_1232 = l_mut_60 << u32(bitcast<u64>(l_1220));
l_mut_132 = l_1232;
let l_1233 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_1234 = l_mut_60 != u64(0);
if l_1234 {
let l_1235 = select(countLeadingZeros(u32(l_mut_60 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_60)), (l_mut_60 >> u32(32u)) == u64(0));
let l_1236 = i32(l_1235);
let l_1237 = i32(64) - l_1236;
let l_1238 = l_1237 - i32(1);
let l_1239 = l_1238 + l_1233;
let l_1240 = l_1239 + i32(127);
let l_1241 = l_1240 >= i32(255);
if l_1241 {
l_mut_59 = u32(2139095040);
} else {
let l_1242 = l_1240 >= i32(1);
if l_1242 {
let l_1243 = l_1237 > i32(24);
if l_1243 {
let l_1244 = l_1237 - i32(24);
let l_1245 = u64(l_1244);
let l_1246 = l_mut_60 >> u32(bitcast<u64>(l_1245));
l_mut_36 = l_1246;
} else {
let l_1247 = i32(24) - l_1237;
let l_1248 = u64(l_1247);
let l_1249 = l_mut_60 << u32(bitcast<u64>(l_1248));
l_mut_36 = l_1249;
}
let l_1250 = u32(l_1240);
let l_1251 = l_1250 << u32(23);
let l_1252 = u32(bitcast<u64>(l_mut_36));
let l_1253 = l_1252 & u32(8388607);
let l_1254 = l_1251 | l_1253;
l_mut_59 = l_1254;
} else {
let l_1255 = l_1233 + i32(149);
let l_1256 = l_1255 >= i32(0);
if l_1256 {
let l_1257 = u64(l_1255);
let l_1258 = l_mut_60 << u32(bitcast<u64>(l_1257));
l_mut_36 = l_1258;
} else {
let l_1259 = i32(0) - l_1255;
let l_1260 = u64(l_1259);
let l_1261 = l_mut_60 >> u32(bitcast<u64>(l_1260));
l_mut_36 = l_1261;
}
let l_1262 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_1262;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_1263 = l_974 ^ u32(2147483648);
let l_1264 = l_mut_73 | l_1263;
let l_1265 = bitcast<f32>(l_1264);
l_mut_151 = l_1265;
}
}
l_mut_364 = l_mut_151;
}
}
}
let l_1309 = info.static_meta[u32(3)];
let l_1310 = l_1309 * u32(1);
let l_1311 = l_mut_4 < l_1310;
if l_1311 {
buffer_3_global[l_mut_4] = l_mut_776;
}
let l_1266 = l_1 + l_mut_4;
let l_1312 = info.static_meta[u32(3)];
let l_1313 = l_1312 * u32(1);
let l_1314 = l_1266 < l_1313;
if l_1314 {
buffer_3_global[l_1266] = l_mut_364;
}
}
}
