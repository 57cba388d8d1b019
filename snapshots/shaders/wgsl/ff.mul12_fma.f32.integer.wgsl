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
fn transforms_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_125: u64;
var l_mut_144: f32;
var l_mut_14: u64;
var l_mut_158: u32;
var l_mut_18: i32;
var l_mut_216: u64;
var l_mut_29: u64;
var l_mut_33: i32;
var l_mut_39: f32;
var l_mut_40: f32;
var l_mut_52: u32;
var l_mut_53: u64;
var l_mut_62: i32;
var l_mut_66: u32;
var l_mut_80: u64;
let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_325 = info.static_meta[u32(2)];
let l_326 = l_325 * u32(1);
let l_327 = u32(0) < l_326;
let l_328 = l_326 - u32(1);
let l_329 = min(u32(0), l_328);
let l_330 = buffer_2_global[l_329];
let l_331 = select(f32(0.0), l_330, l_327);
let l_2 = l_331;
let l_332 = info.static_meta[u32(2)];
let l_333 = l_332 * u32(1);
let l_334 = u32(1) < l_333;
let l_335 = l_333 - u32(1);
let l_336 = min(u32(1), l_335);
let l_337 = buffer_2_global[l_336];
let l_338 = select(f32(0.0), l_337, l_334);
let l_3 = l_338;
let l_339 = info.static_meta[u32(0)];
let l_340 = l_339 * u32(1);
let l_341 = id < l_340;
let l_342 = l_340 - u32(1);
let l_343 = min(id, l_342);
let l_344 = buffer_0_global[l_343];
let l_345 = select(f32(0.0), l_344, l_341);
let l_4 = l_345;
let l_346 = info.static_meta[u32(1)];
let l_347 = l_346 * u32(1);
let l_348 = id < l_347;
let l_349 = l_347 - u32(1);
let l_350 = min(id, l_349);
let l_351 = buffer_1_global[l_350];
let l_352 = select(f32(0.0), l_351, l_348);
let l_5 = l_352;
let l_6 = bitcast<u32>(l_4);
let l_7 = bitcast<u32>(l_5);
let l_8 = l_6 >> u32(23);
let l_9 = l_8 & u32(255);
let l_10 = l_6 & u32(8388607);
let l_11 = l_9 != u32(0);
if l_11 {
let l_12 = l_10 | u32(8388608);
let l_13 = u64(l_12);
l_mut_14 = l_13;
} else {
let l_15 = u64(l_10);
l_mut_14 = l_15;
}
if l_11 {
let l_16 = i32(l_9);
let l_17 = l_16 - i32(150);
l_mut_18 = l_17;
} else {
let l_19 = i32(u32(1));
let l_20 = l_19 - i32(150);
l_mut_18 = l_20;
}
let l_21 = l_6 & u32(2147483648);
let l_22 = l_9 == u32(255);
let l_23 = l_7 >> u32(23);
let l_24 = l_23 & u32(255);
let l_25 = l_7 & u32(8388607);
let l_26 = l_24 != u32(0);
if l_26 {
let l_27 = l_25 | u32(8388608);
let l_28 = u64(l_27);
l_mut_29 = l_28;
} else {
let l_30 = u64(l_25);
l_mut_29 = l_30;
}
if l_26 {
let l_31 = i32(l_24);
let l_32 = l_31 - i32(150);
l_mut_33 = l_32;
} else {
let l_34 = i32(u32(1));
let l_35 = l_34 - i32(150);
l_mut_33 = l_35;
}
let l_36 = l_7 & u32(2147483648);
let l_37 = l_24 == u32(255);
let l_38 = l_4 * l_5;
l_mut_39 = l_38;
l_mut_40 = f32(0.0);
let l_41 = !l_22;
let l_42 = !l_37;
let l_43 = l_41 && l_42;
let l_44 = l_mut_14 != u64(0);
let l_45 = l_43 && l_44;
let l_46 = l_mut_29 != u64(0);
let l_47 = l_45 && l_46;
if l_47 {
let l_48 = l_mut_14 * l_mut_29;
let l_49 = l_mut_18 + l_mut_33;
let l_50 = l_6 ^ l_7;
let l_51 = l_50 & u32(2147483648);
l_mut_52 = u32(0);
l_mut_53 = u64(0);
let l_54 = l_48 != u64(0);
if l_54 {
let l_55 = select(countLeadingZeros(u32(l_48 >> u32(32u))), 32u + countLeadingZeros(u32(l_48)), (l_48 >> u32(32u)) == u64(0));
let l_56 = i32(l_55);
let l_57 = i32(64) - l_56;
let l_58 = l_57 - i32(1);
let l_59 = l_58 + l_49;
let l_60 = l_59 + i32(127);
let l_61 = i32(-149) - l_49;
l_mut_62 = l_61;
let l_63 = l_60 >= i32(1);
if l_63 {
let l_64 = l_57 - i32(24);
l_mut_62 = l_64;
}
let l_65 = l_mut_62 <= i32(0);
if l_65 {
l_mut_66 = u32(0);
let l_67 = l_48 != u64(0);
if l_67 {
let l_68 = select(countLeadingZeros(u32(l_48 >> u32(32u))), 32u + countLeadingZeros(u32(l_48)), (l_48 >> u32(32u)) == u64(0));
let l_69 = i32(l_68);
let l_70 = i32(64) - l_69;
let l_71 = l_70 - i32(1);
let l_72 = l_71 + l_49;
let l_73 = l_72 + i32(127);
let l_74 = l_73 >= i32(255);
if l_74 {
l_mut_66 = u32(2139095040);
} else {
let l_75 = l_73 >= i32(1);
if l_75 {
let l_76 = l_70 > i32(24);
if l_76 {
let l_77 = l_70 - i32(24);
let l_78 = u64(l_77);
let l_79 = l_48 >> u32(bitcast<u64>(l_78));
l_mut_80 = l_79;
} else {
let l_81 = i32(24) - l_70;
let l_82 = u64(l_81);
let l_83 = l_48 << u32(bitcast<u64>(l_82));
l_mut_80 = l_83;
}
let l_84 = u32(l_73);
let l_85 = l_84 << u32(23);
let l_86 = u32(bitcast<u64>(l_mut_80));
let l_87 = l_86 & u32(8388607);
let l_88 = l_85 | l_87;
l_mut_66 = l_88;
} else {
let l_89 = l_49 + i32(149);
let l_90 = l_89 >= i32(0);
if l_90 {
let l_91 = u64(l_89);
let l_92 = l_48 << u32(bitcast<u64>(l_91));
l_mut_80 = l_92;
} else {
let l_93 = i32(0) - l_89;
let l_94 = u64(l_93);
let l_95 = l_48 >> u32(bitcast<u64>(l_94));
l_mut_80 = l_95;
}
let l_96 = u32(bitcast<u64>(l_mut_80));
l_mut_66 = l_96;
}
}
}
l_mut_52 = l_mut_66;
l_mut_53 = l_48;
} else {
let l_97 = l_mut_62 <= l_57;
if l_97 {
let l_98 = u64(l_mut_62);
let l_99 = l_48 >> u32(bitcast<u64>(l_98));
l_mut_80 = l_99;
let l_100 = l_mut_80 << u32(bitcast<u64>(l_98));
let l_101 = l_48 - l_100;
let l_102 = l_98 - u64(1);
let l_103 = u64(1) << u32(bitcast<u64>(l_102));
let l_104 = l_101 > l_103;
let l_105 = l_101 == l_103;
let l_106 = l_mut_80 & u64(1);
let l_107 = l_106 == u64(1);
let l_108 = l_105 && l_107;
let l_109 = l_104 || l_108;
if l_109 {
l_mut_80 = l_mut_80 + u64(1);
}
let l_110 = l_mut_80 << u32(bitcast<u64>(l_98));
l_mut_53 = l_110;
let l_111 = l_49 + l_mut_62;
l_mut_66 = u32(0);
let l_112 = l_mut_80 != u64(0);
if l_112 {
let l_113 = select(countLeadingZeros(u32(l_mut_80 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_80)), (l_mut_80 >> u32(32u)) == u64(0));
let l_114 = i32(l_113);
let l_115 = i32(64) - l_114;
let l_116 = l_115 - i32(1);
let l_117 = l_116 + l_111;
let l_118 = l_117 + i32(127);
let l_119 = l_118 >= i32(255);
if l_119 {
l_mut_66 = u32(2139095040);
} else {
let l_120 = l_118 >= i32(1);
if l_120 {
let l_121 = l_115 > i32(24);
if l_121 {
let l_122 = l_115 - i32(24);
let l_123 = u64(l_122);
let l_124 = l_mut_80 >> u32(bitcast<u64>(l_123));
l_mut_125 = l_124;
} else {
let l_126 = i32(24) - l_115;
let l_127 = u64(l_126);
let l_128 = l_mut_80 << u32(bitcast<u64>(l_127));
l_mut_125 = l_128;
}
let l_129 = u32(l_118);
let l_130 = l_129 << u32(23);
let l_131 = u32(bitcast<u64>(l_mut_125));
let l_132 = l_131 & u32(8388607);
let l_133 = l_130 | l_132;
l_mut_66 = l_133;
} else {
let l_134 = l_111 + i32(149);
let l_135 = l_134 >= i32(0);
if l_135 {
let l_136 = u64(l_134);
let l_137 = l_mut_80 << u32(bitcast<u64>(l_136));
l_mut_125 = l_137;
} else {
let l_138 = i32(0) - l_134;
let l_139 = u64(l_138);
let l_140 = l_mut_80 >> u32(bitcast<u64>(l_139));
l_mut_125 = l_140;
}
let l_141 = u32(bitcast<u64>(l_mut_125));
l_mut_66 = l_141;
}
}
}
l_mut_52 = l_mut_66;
}
}
}
let l_142 = l_mut_52 | l_51;
let l_143 = bitcast<f32>(l_142);
l_mut_39 = l_143;
l_mut_144 = f32(0.0);
let l_145 = l_48 > l_mut_53;
if l_145 {
let l_146 = l_48 - l_mut_53;
l_mut_66 = u32(0);
l_mut_125 = u64(0);
let l_147 = l_146 != u64(0);
if l_147 {
let l_148 = select(countLeadingZeros(u32(l_146 >> u32(32u))), 32u + countLeadingZeros(u32(l_146)), (l_146 >> u32(32u)) == u64(0));
let l_149 = i32(l_148);
let l_150 = i32(64) - l_149;
let l_151 = l_150 - i32(1);
let l_152 = l_151 + l_49;
let l_153 = l_152 + i32(127);
let l_154 = i32(-149) - l_49;
l_mut_62 = l_154;
let l_155 = l_153 >= i32(1);
if l_155 {
let l_156 = l_150 - i32(24);
l_mut_62 = l_156;
}
let l_157 = l_mut_62 <= i32(0);
if l_157 {
l_mut_158 = u32(0);
let l_159 = l_146 != u64(0);
if l_159 {
let l_160 = select(countLeadingZeros(u32(l_146 >> u32(32u))), 32u + countLeadingZeros(u32(l_146)), (l_146 >> u32(32u)) == u64(0));
let l_161 = i32(l_160);
let l_162 = i32(64) - l_161;
let l_163 = l_162 - i32(1);
let l_164 = l_163 + l_49;
let l_165 = l_164 + i32(127);
let l_166 = l_165 >= i32(255);
if l_166 {
l_mut_158 = u32(2139095040);
} else {
let l_167 = l_165 >= i32(1);
if l_167 {
let l_168 = l_162 > i32(24);
if l_168 {
let l_169 = l_162 - i32(24);
let l_170 = u64(l_169);
let l_171 = l_146 >> u32(bitcast<u64>(l_170));
l_mut_80 = l_171;
} else {
let l_172 = i32(24) - l_162;
let l_173 = u64(l_172);
let l_174 = l_146 << u32(bitcast<u64>(l_173));
l_mut_80 = l_174;
}
let l_175 = u32(l_165);
let l_176 = l_175 << u32(23);
let l_177 = u32(bitcast<u64>(l_mut_80));
let l_178 = l_177 & u32(8388607);
let l_179 = l_176 | l_178;
l_mut_158 = l_179;
} else {
let l_180 = l_49 + i32(149);
let l_181 = l_180 >= i32(0);
if l_181 {
let l_182 = u64(l_180);
let l_183 = l_146 << u32(bitcast<u64>(l_182));
l_mut_80 = l_183;
} else {
let l_184 = i32(0) - l_180;
let l_185 = u64(l_184);
let l_186 = l_146 >> u32(bitcast<u64>(l_185));
l_mut_80 = l_186;
}
let l_187 = u32(bitcast<u64>(l_mut_80));
l_mut_158 = l_187;
}
}
}
l_mut_66 = l_mut_158;
l_mut_125 = l_146;
} else {
let l_188 = l_mut_62 <= l_150;
if l_188 {
let l_189 = u64(l_mut_62);
let l_190 = l_146 >> u32(bitcast<u64>(l_189));
l_mut_80 = l_190;
let l_191 = l_mut_80 << u32(bitcast<u64>(l_189));
let l_192 = l_146 - l_191;
let l_193 = l_189 - u64(1);
let l_194 = u64(1) << u32(bitcast<u64>(l_193));
let l_195 = l_192 > l_194;
let l_196 = l_192 == l_194;
let l_197 = l_mut_80 & u64(1);
let l_198 = l_197 == u64(1);
let l_199 = l_196 && l_198;
let l_200 = l_195 || l_199;
if l_200 {
l_mut_80 = l_mut_80 + u64(1);
}
let l_201 = l_mut_80 << u32(bitcast<u64>(l_189));
l_mut_125 = l_201;
let l_202 = l_49 + l_mut_62;
l_mut_158 = u32(0);
let l_203 = l_mut_80 != u64(0);
if l_203 {
let l_204 = select(countLeadingZeros(u32(l_mut_80 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_80)), (l_mut_80 >> u32(32u)) == u64(0));
let l_205 = i32(l_204);
let l_206 = i32(64) - l_205;
let l_207 = l_206 - i32(1);
let l_208 = l_207 + l_202;
let l_209 = l_208 + i32(127);
let l_210 = l_209 >= i32(255);
if l_210 {
l_mut_158 = u32(2139095040);
} else {
let l_211 = l_209 >= i32(1);
if l_211 {
let l_212 = l_206 > i32(24);
if l_212 {
let l_213 = l_206 - i32(24);
let l_214 = u64(l_213);
let l_215 = l_mut_80 >> u32(bitcast<u64>(l_214));
l_mut_216 = l_215;
} else {
let l_217 = i32(24) - l_206;
let l_218 = u64(l_217);
let l_219 = l_mut_80 << u32(bitcast<u64>(l_218));
l_mut_216 = l_219;
}
let l_220 = u32(l_209);
let l_221 = l_220 << u32(23);
let l_222 = u32(bitcast<u64>(l_mut_216));
let l_223 = l_222 & u32(8388607);
let l_224 = l_221 | l_223;
l_mut_158 = l_224;
} else {
let l_225 = l_202 + i32(149);
let l_226 = l_225 >= i32(0);
if l_226 {
let l_227 = u64(l_225);
let l_228 = l_mut_80 << u32(bitcast<u64>(l_227));
l_mut_216 = l_228;
} else {
let l_229 = i32(0) - l_225;
let l_230 = u64(l_229);
let l_231 = l_mut_80 >> u32(bitcast<u64>(l_230));
l_mut_216 = l_231;
}
let l_232 = u32(bitcast<u64>(l_mut_216));
l_mut_158 = l_232;
}
}
}
l_mut_66 = l_mut_158;
}
}
}
let l_233 = l_mut_66 | l_51;
let l_234 = bitcast<f32>(l_233);
l_mut_144 = l_234;
} else {
let l_235 = l_mut_53 > l_48;
if l_235 {
let l_236 = l_mut_53 - l_48;
l_mut_158 = u32(0);
l_mut_216 = u64(0);
let l_237 = l_236 != u64(0);
if l_237 {
let l_238 = select(countLeadingZeros(u32(l_236 >> u32(32u))), 32u + countLeadingZeros(u32(l_236)), (l_236 >> u32(32u)) == u64(0));
let l_239 = i32(l_238);
let l_240 = i32(64) - l_239;
let l_241 = l_240 - i32(1);
let l_242 = l_241 + l_49;
let l_243 = l_242 + i32(127);
let l_244 = i32(-149) - l_49;
l_mut_62 = l_244;
let l_245 = l_243 >= i32(1);
if l_245 {
let l_246 = l_240 - i32(24);
l_mut_62 = l_246;
}
let l_247 = l_mut_62 <= i32(0);
if l_247 {
l_mut_66 = u32(0);
let l_248 = l_236 != u64(0);
if l_248 {
let l_249 = select(countLeadingZeros(u32(l_236 >> u32(32u))), 32u + countLeadingZeros(u32(l_236)), (l_236 >> u32(32u)) == u64(0));
let l_250 = i32(l_249);
let l_251 = i32(64) - l_250;
let l_252 = l_251 - i32(1);
let l_253 = l_252 + l_49;
let l_254 = l_253 + i32(127);
let l_255 = l_254 >= i32(255);
if l_255 {
l_mut_66 = u32(2139095040);
} else {
let l_256 = l_254 >= i32(1);
if l_256 {
let l_257 = l_251 > i32(24);
if l_257 {
let l_258 = l_251 - i32(24);
let l_259 = u64(l_258);
let l_260 = l_236 >> u32(bitcast<u64>(l_259));
l_mut_125 = l_260;
} else {
let l_261 = i32(24) - l_251;
let l_262 = u64(l_261);
let l_263 = l_236 << u32(bitcast<u64>(l_262));
l_mut_125 = l_263;
}
let l_264 = u32(l_254);
let l_265 = l_264 << u32(23);
let l_266 = u32(bitcast<u64>(l_mut_125));
let l_267 = l_266 & u32(8388607);
let l_268 = l_265 | l_267;
l_mut_66 = l_268;
} else {
let l_269 = l_49 + i32(149);
let l_270 = l_269 >= i32(0);
if l_270 {
let l_271 = u64(l_269);
let l_272 = l_236 << u32(bitcast<u64>(l_271));
l_mut_125 = l_272;
} else {
let l_273 = i32(0) - l_269;
let l_274 = u64(l_273);
let l_275 = l_236 >> u32(bitcast<u64>(l_274));
l_mut_125 = l_275;
}
let l_276 = u32(bitcast<u64>(l_mut_125));
l_mut_66 = l_276;
}
}
}
l_mut_158 = l_mut_66;
l_mut_216 = l_236;
} else {
let l_277 = l_mut_62 <= l_240;
if l_277 {
let l_278 = u64(l_mut_62);
let l_279 = l_236 >> u32(bitcast<u64>(l_278));
l_mut_125 = l_279;
let l_280 = l_mut_125 << u32(bitcast<u64>(l_278));
let l_281 = l_236 - l_280;
let l_282 = l_278 - u64(1);
let l_283 = u64(1) << u32(bitcast<u64>(l_282));
let l_284 = l_281 > l_283;
let l_285 = l_281 == l_283;
let l_286 = l_mut_125 & u64(1);
let l_287 = l_286 == u64(1);
let l_288 = l_285 && l_287;
let l_289 = l_284 || l_288;
if l_289 {
l_mut_125 = l_mut_125 + u64(1);
}
let l_290 = l_mut_125 << u32(bitcast<u64>(l_278));
l_mut_216 = l_290;
let l_291 = l_49 + l_mut_62;
l_mut_66 = u32(0);
let l_292 = l_mut_125 != u64(0);
if l_292 {
let l_293 = select(countLeadingZeros(u32(l_mut_125 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_125)), (l_mut_125 >> u32(32u)) == u64(0));
let l_294 = i32(l_293);
let l_295 = i32(64) - l_294;
let l_296 = l_295 - i32(1);
let l_297 = l_296 + l_291;
let l_298 = l_297 + i32(127);
let l_299 = l_298 >= i32(255);
if l_299 {
l_mut_66 = u32(2139095040);
} else {
let l_300 = l_298 >= i32(1);
if l_300 {
let l_301 = l_295 > i32(24);
if l_301 {
let l_302 = l_295 - i32(24);
let l_303 = u64(l_302);
let l_304 = l_mut_125 >> u32(bitcast<u64>(l_303));
l_mut_80 = l_304;
} else {
let l_305 = i32(24) - l_295;
let l_306 = u64(l_305);
let l_307 = l_mut_125 << u32(bitcast<u64>(l_306));
l_mut_80 = l_307;
}
let l_308 = u32(l_298);
let l_309 = l_308 << u32(23);
let l_310 = u32(bitcast<u64>(l_mut_80));
let l_311 = l_310 & u32(8388607);
let l_312 = l_309 | l_311;
l_mut_66 = l_312;
} else {
let l_313 = l_291 + i32(149);
let l_314 = l_313 >= i32(0);
if l_314 {
let l_315 = u64(l_313);
let l_316 = l_mut_125 << u32(bitcast<u64>(l_315));
l_mut_80 = l_316;
} else {
let l_317 = i32(0) - l_313;
let l_318 = u64(l_317);
let l_319 = l_mut_125 >> u32(bitcast<u64>(l_318));
l_mut_80 = l_319;
}
let l_320 = u32(bitcast<u64>(l_mut_80));
l_mut_66 = l_320;
}
}
}
l_mut_158 = l_mut_66;
}
}
}
let l_321 = l_51 ^ u32(2147483648);
let l_322 = l_mut_158 | l_321;
let l_323 = bitcast<f32>(l_322);
l_mut_144 = l_323;
}
}
l_mut_40 = l_mut_144;
}
let l_353 = info.static_meta[u32(3)];
let l_354 = l_353 * u32(1);
let l_355 = id < l_354;
if l_355 {
buffer_3_global[id] = l_mut_39;
}
let l_324 = l_0 + id;
let l_356 = info.static_meta[u32(3)];
let l_357 = l_356 * u32(1);
let l_358 = l_324 < l_357;
if l_358 {
buffer_3_global[l_324] = l_mut_40;
}
}
}
