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

var l_mut_131: u64;
var l_mut_150: f32;
var l_mut_164: u32;
var l_mut_19: u64;
var l_mut_222: u64;
var l_mut_23: i32;
var l_mut_34: u64;
var l_mut_38: i32;
var l_mut_44: f32;
var l_mut_45: f32;
var l_mut_56: u64;
var l_mut_60: u64;
var l_mut_69: i32;
var l_mut_86: u64;
var l_mut_8: u32;
var l_mut_9: u32;
let l_0 = info.static_meta[u32(4)];
let l_1 = id < l_0;
if l_1 {
let l_331 = info.static_meta[u32(2)];
let l_332 = l_331 * u32(1);
let l_333 = u32(0) < l_332;
let l_334 = l_332 - u32(1);
let l_335 = min(u32(0), l_334);
let l_336 = buffer_2_global[l_335];
let l_337 = select(f32(0.0), l_336, l_333);
let l_2 = l_337;
let l_338 = info.static_meta[u32(2)];
let l_339 = l_338 * u32(1);
let l_340 = u32(1) < l_339;
let l_341 = l_339 - u32(1);
let l_342 = min(u32(1), l_341);
let l_343 = buffer_2_global[l_342];
let l_344 = select(f32(0.0), l_343, l_340);
let l_3 = l_344;
let l_345 = info.static_meta[u32(0)];
let l_346 = l_345 * u32(1);
let l_347 = id < l_346;
let l_348 = l_346 - u32(1);
let l_349 = min(id, l_348);
let l_350 = buffer_0_global[l_349];
let l_351 = select(f32(0.0), l_350, l_347);
let l_4 = l_351;
let l_352 = info.static_meta[u32(1)];
let l_353 = l_352 * u32(1);
let l_354 = id < l_353;
let l_355 = l_353 - u32(1);
let l_356 = min(id, l_355);
let l_357 = buffer_1_global[l_356];
let l_358 = select(f32(0.0), l_357, l_354);
let l_5 = l_358;
let l_6 = bitcast<u32>(l_4);
let l_7 = bitcast<u32>(l_5);
l_mut_8 = l_6;
l_mut_9 = l_7;
let l_10 = l_7 & u32(2147483647);
let l_11 = l_6 & u32(2147483647);
let l_12 = l_10 > l_11;
if l_12 {
l_mut_8 = l_7;
l_mut_9 = l_6;
}
let l_13 = l_mut_8 >> u32(23);
let l_14 = l_13 & u32(255);
let l_15 = l_mut_8 & u32(8388607);
let l_16 = l_14 != u32(0);
if l_16 {
let l_17 = l_15 | u32(8388608);
let l_18 = u64(l_17);
l_mut_19 = l_18;
} else {
let l_20 = u64(l_15);
l_mut_19 = l_20;
}
if l_16 {
let l_21 = i32(l_14);
let l_22 = l_21 - i32(150);
l_mut_23 = l_22;
} else {
let l_24 = i32(u32(1));
let l_25 = l_24 - i32(150);
l_mut_23 = l_25;
}
let l_26 = l_mut_8 & u32(2147483648);
let l_27 = l_14 == u32(255);
let l_28 = l_mut_9 >> u32(23);
let l_29 = l_28 & u32(255);
let l_30 = l_mut_9 & u32(8388607);
let l_31 = l_29 != u32(0);
if l_31 {
let l_32 = l_30 | u32(8388608);
let l_33 = u64(l_32);
l_mut_34 = l_33;
} else {
let l_35 = u64(l_30);
l_mut_34 = l_35;
}
if l_31 {
let l_36 = i32(l_29);
let l_37 = l_36 - i32(150);
l_mut_38 = l_37;
} else {
let l_39 = i32(u32(1));
let l_40 = l_39 - i32(150);
l_mut_38 = l_40;
}
let l_41 = l_mut_9 & u32(2147483648);
let l_42 = l_29 == u32(255);
let l_43 = l_4 + l_5;
l_mut_44 = l_43;
l_mut_45 = f32(0.0);
let l_46 = !l_27;
let l_47 = l_mut_34 != u64(0);
let l_48 = l_46 && l_47;
if l_48 {
let l_49 = l_mut_23 - l_mut_38;
let l_50 = l_49 >= i32(26);
if l_50 {
let l_51 = bitcast<f32>(l_mut_8);
l_mut_44 = l_51;
let l_52 = bitcast<f32>(l_mut_9);
l_mut_45 = l_52;
} else {
let l_53 = u64(l_49);
let l_54 = l_mut_19 << u32(bitcast<u64>(l_53));
let l_55 = l_54 - l_mut_34;
l_mut_56 = l_55;
let l_57 = l_26 == l_41;
if l_57 {
let l_58 = l_54 + l_mut_34;
l_mut_56 = l_58;
}
let l_59 = l_mut_56 == u64(0);
if l_59 {
l_mut_44 = f32(0.0);
} else {
l_mut_9 = u32(0);
l_mut_60 = u64(0);
let l_61 = l_mut_56 != u64(0);
if l_61 {
let l_62 = select(countLeadingZeros(u32(l_mut_56 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_56)), (l_mut_56 >> u32(32u)) == u64(0));
let l_63 = i32(l_62);
let l_64 = i32(64) - l_63;
let l_65 = l_64 - i32(1);
let l_66 = l_65 + l_mut_38;
let l_67 = l_66 + i32(127);
let l_68 = i32(-149) - l_mut_38;
l_mut_69 = l_68;
let l_70 = l_67 >= i32(1);
if l_70 {
let l_71 = l_64 - i32(24);
l_mut_69 = l_71;
}
let l_72 = l_mut_69 <= i32(0);
if l_72 {
l_mut_8 = u32(0);
let l_73 = l_mut_56 != u64(0);
if l_73 {
let l_74 = select(countLeadingZeros(u32(l_mut_56 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_56)), (l_mut_56 >> u32(32u)) == u64(0));
let l_75 = i32(l_74);
let l_76 = i32(64) - l_75;
let l_77 = l_76 - i32(1);
let l_78 = l_77 + l_mut_38;
let l_79 = l_78 + i32(127);
let l_80 = l_79 >= i32(255);
if l_80 {
l_mut_8 = u32(2139095040);
} else {
let l_81 = l_79 >= i32(1);
if l_81 {
let l_82 = l_76 > i32(24);
if l_82 {
let l_83 = l_76 - i32(24);
let l_84 = u64(l_83);
let l_85 = l_mut_56 >> u32(bitcast<u64>(l_84));
l_mut_86 = l_85;
} else {
let l_87 = i32(24) - l_76;
let l_88 = u64(l_87);
let l_89 = l_mut_56 << u32(bitcast<u64>(l_88));
l_mut_86 = l_89;
}
let l_90 = u32(l_79);
let l_91 = l_90 << u32(23);
let l_92 = u32(bitcast<u64>(l_mut_86));
let l_93 = l_92 & u32(8388607);
let l_94 = l_91 | l_93;
l_mut_8 = l_94;
} else {
let l_95 = l_mut_38 + i32(149);
let l_96 = l_95 >= i32(0);
if l_96 {
let l_97 = u64(l_95);
let l_98 = l_mut_56 << u32(bitcast<u64>(l_97));
l_mut_86 = l_98;
} else {
let l_99 = i32(0) - l_95;
let l_100 = u64(l_99);
let l_101 = l_mut_56 >> u32(bitcast<u64>(l_100));
l_mut_86 = l_101;
}
let l_102 = u32(bitcast<u64>(l_mut_86));
l_mut_8 = l_102;
}
}
}
l_mut_9 = l_mut_8;
l_mut_60 = l_mut_56;
} else {
let l_103 = l_mut_69 <= l_64;
if l_103 {
let l_104 = u64(l_mut_69);
let l_105 = l_mut_56 >> u32(bitcast<u64>(l_104));
l_mut_86 = l_105;
let l_106 = l_mut_86 << u32(bitcast<u64>(l_104));
let l_107 = l_mut_56 - l_106;
let l_108 = l_104 - u64(1);
let l_109 = u64(1) << u32(bitcast<u64>(l_108));
let l_110 = l_107 > l_109;
let l_111 = l_107 == l_109;
let l_112 = l_mut_86 & u64(1);
let l_113 = l_112 == u64(1);
let l_114 = l_111 && l_113;
let l_115 = l_110 || l_114;
if l_115 {
l_mut_86 = l_mut_86 + u64(1);
}
let l_116 = l_mut_86 << u32(bitcast<u64>(l_104));
l_mut_60 = l_116;
let l_117 = l_mut_38 + l_mut_69;
l_mut_8 = u32(0);
let l_118 = l_mut_86 != u64(0);
if l_118 {
let l_119 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_120 = i32(l_119);
let l_121 = i32(64) - l_120;
let l_122 = l_121 - i32(1);
let l_123 = l_122 + l_117;
let l_124 = l_123 + i32(127);
let l_125 = l_124 >= i32(255);
if l_125 {
l_mut_8 = u32(2139095040);
} else {
let l_126 = l_124 >= i32(1);
if l_126 {
let l_127 = l_121 > i32(24);
if l_127 {
let l_128 = l_121 - i32(24);
let l_129 = u64(l_128);
let l_130 = l_mut_86 >> u32(bitcast<u64>(l_129));
l_mut_131 = l_130;
} else {
let l_132 = i32(24) - l_121;
let l_133 = u64(l_132);
let l_134 = l_mut_86 << u32(bitcast<u64>(l_133));
l_mut_131 = l_134;
}
let l_135 = u32(l_124);
let l_136 = l_135 << u32(23);
let l_137 = u32(bitcast<u64>(l_mut_131));
let l_138 = l_137 & u32(8388607);
let l_139 = l_136 | l_138;
l_mut_8 = l_139;
} else {
let l_140 = l_117 + i32(149);
let l_141 = l_140 >= i32(0);
if l_141 {
let l_142 = u64(l_140);
let l_143 = l_mut_86 << u32(bitcast<u64>(l_142));
l_mut_131 = l_143;
} else {
let l_144 = i32(0) - l_140;
let l_145 = u64(l_144);
let l_146 = l_mut_86 >> u32(bitcast<u64>(l_145));
l_mut_131 = l_146;
}
let l_147 = u32(bitcast<u64>(l_mut_131));
l_mut_8 = l_147;
}
}
}
l_mut_9 = l_mut_8;
}
}
}
let l_148 = l_mut_9 | l_26;
let l_149 = bitcast<f32>(l_148);
l_mut_44 = l_149;
l_mut_150 = f32(0.0);
let l_151 = l_mut_56 > l_mut_60;
if l_151 {
let l_152 = l_mut_56 - l_mut_60;
l_mut_8 = u32(0);
l_mut_131 = u64(0);
let l_153 = l_152 != u64(0);
if l_153 {
let l_154 = select(countLeadingZeros(u32(l_152 >> u32(32u))), 32u + countLeadingZeros(u32(l_152)), (l_152 >> u32(32u)) == u64(0));
let l_155 = i32(l_154);
let l_156 = i32(64) - l_155;
let l_157 = l_156 - i32(1);
let l_158 = l_157 + l_mut_38;
let l_159 = l_158 + i32(127);
let l_160 = i32(-149) - l_mut_38;
l_mut_69 = l_160;
let l_161 = l_159 >= i32(1);
if l_161 {
let l_162 = l_156 - i32(24);
l_mut_69 = l_162;
}
let l_163 = l_mut_69 <= i32(0);
if l_163 {
l_mut_164 = u32(0);
let l_165 = l_152 != u64(0);
if l_165 {
let l_166 = select(countLeadingZeros(u32(l_152 >> u32(32u))), 32u + countLeadingZeros(u32(l_152)), (l_152 >> u32(32u)) == u64(0));
let l_167 = i32(l_166);
let l_168 = i32(64) - l_167;
let l_169 = l_168 - i32(1);
let l_170 = l_169 + l_mut_38;
let l_171 = l_170 + i32(127);
let l_172 = l_171 >= i32(255);
if l_172 {
l_mut_164 = u32(2139095040);
} else {
let l_173 = l_171 >= i32(1);
if l_173 {
let l_174 = l_168 > i32(24);
if l_174 {
let l_175 = l_168 - i32(24);
let l_176 = u64(l_175);
let l_177 = l_152 >> u32(bitcast<u64>(l_176));
l_mut_86 = l_177;
} else {
let l_178 = i32(24) - l_168;
let l_179 = u64(l_178);
let l_180 = l_152 << u32(bitcast<u64>(l_179));
l_mut_86 = l_180;
}
let l_181 = u32(l_171);
let l_182 = l_181 << u32(23);
let l_183 = u32(bitcast<u64>(l_mut_86));
let l_184 = l_183 & u32(8388607);
let l_185 = l_182 | l_184;
l_mut_164 = l_185;
} else {
let l_186 = l_mut_38 + i32(149);
let l_187 = l_186 >= i32(0);
if l_187 {
let l_188 = u64(l_186);
let l_189 = l_152 << u32(bitcast<u64>(l_188));
l_mut_86 = l_189;
} else {
let l_190 = i32(0) - l_186;
let l_191 = u64(l_190);
let l_192 = l_152 >> u32(bitcast<u64>(l_191));
l_mut_86 = l_192;
}
let l_193 = u32(bitcast<u64>(l_mut_86));
l_mut_164 = l_193;
}
}
}
l_mut_8 = l_mut_164;
l_mut_131 = l_152;
} else {
let l_194 = l_mut_69 <= l_156;
if l_194 {
let l_195 = u64(l_mut_69);
let l_196 = l_152 >> u32(bitcast<u64>(l_195));
l_mut_86 = l_196;
let l_197 = l_mut_86 << u32(bitcast<u64>(l_195));
let l_198 = l_152 - l_197;
let l_199 = l_195 - u64(1);
let l_200 = u64(1) << u32(bitcast<u64>(l_199));
let l_201 = l_198 > l_200;
let l_202 = l_198 == l_200;
let l_203 = l_mut_86 & u64(1);
let l_204 = l_203 == u64(1);
let l_205 = l_202 && l_204;
let l_206 = l_201 || l_205;
if l_206 {
l_mut_86 = l_mut_86 + u64(1);
}
let l_207 = l_mut_86 << u32(bitcast<u64>(l_195));
l_mut_131 = l_207;
let l_208 = l_mut_38 + l_mut_69;
l_mut_164 = u32(0);
let l_209 = l_mut_86 != u64(0);
if l_209 {
let l_210 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_211 = i32(l_210);
let l_212 = i32(64) - l_211;
let l_213 = l_212 - i32(1);
let l_214 = l_213 + l_208;
let l_215 = l_214 + i32(127);
let l_216 = l_215 >= i32(255);
if l_216 {
l_mut_164 = u32(2139095040);
} else {
let l_217 = l_215 >= i32(1);
if l_217 {
let l_218 = l_212 > i32(24);
if l_218 {
let l_219 = l_212 - i32(24);
let l_220 = u64(l_219);
let l_221 = l_mut_86 >> u32(bitcast<u64>(l_220));
l_mut_222 = l_221;
} else {
let l_223 = i32(24) - l_212;
let l_224 = u64(l_223);
let l_225 = l_mut_86 << u32(bitcast<u64>(l_224));
l_mut_222 = l_225;
}
let l_226 = u32(l_215);
let l_227 = l_226 << u32(23);
let l_228 = u32(bitcast<u64>(l_mut_222));
let l_229 = l_228 & u32(8388607);
let l_230 = l_227 | l_229;
l_mut_164 = l_230;
} else {
let l_231 = l_208 + i32(149);
let l_232 = l_231 >= i32(0);
if l_232 {
let l_233 = u64(l_231);
let l_234 = l_mut_86 << u32(bitcast<u64>(l_233));
l_mut_222 = l_234;
} else {
let l_235 = i32(0) - l_231;
let l_236 = u64(l_235);
let l_237 = l_mut_86 >> u32(bitcast<u64>(l_236));
l_mut_222 = l_237;
}
let l_238 = u32(bitcast<u64>(l_mut_222));
l_mut_164 = l_238;
}
}
}
l_mut_8 = l_mut_164;
}
}
}
let l_239 = l_mut_8 | l_26;
let l_240 = bitcast<f32>(l_239);
l_mut_150 = l_240;
} else {
let l_241 = l_mut_60 > l_mut_56;
if l_241 {
let l_242 = l_mut_60 - l_mut_56;
l_mut_164 = u32(0);
l_mut_222 = u64(0);
let l_243 = l_242 != u64(0);
if l_243 {
let l_244 = select(countLeadingZeros(u32(l_242 >> u32(32u))), 32u + countLeadingZeros(u32(l_242)), (l_242 >> u32(32u)) == u64(0));
let l_245 = i32(l_244);
let l_246 = i32(64) - l_245;
let l_247 = l_246 - i32(1);
let l_248 = l_247 + l_mut_38;
let l_249 = l_248 + i32(127);
let l_250 = i32(-149) - l_mut_38;
l_mut_69 = l_250;
let l_251 = l_249 >= i32(1);
if l_251 {
let l_252 = l_246 - i32(24);
l_mut_69 = l_252;
}
let l_253 = l_mut_69 <= i32(0);
if l_253 {
l_mut_8 = u32(0);
let l_254 = l_242 != u64(0);
if l_254 {
let l_255 = select(countLeadingZeros(u32(l_242 >> u32(32u))), 32u + countLeadingZeros(u32(l_242)), (l_242 >> u32(32u)) == u64(0));
let l_256 = i32(l_255);
let l_257 = i32(64) - l_256;
let l_258 = l_257 - i32(1);
let l_259 = l_258 + l_mut_38;
let l_260 = l_259 + i32(127);
let l_261 = l_260 >= i32(255);
if l_261 {
l_mut_8 = u32(2139095040);
} else {
let l_262 = l_260 >= i32(1);
if l_262 {
let l_263 = l_257 > i32(24);
if l_263 {
let l_264 = l_257 - i32(24);
let l_265 = u64(l_264);
let l_266 = l_242 >> u32(bitcast<u64>(l_265));
l_mut_131 = l_266;
} else {
let l_267 = i32(24) - l_257;
let l_268 = u64(l_267);
let l_269 = l_242 << u32(bitcast<u64>(l_268));
l_mut_131 = l_269;
}
let l_270 = u32(l_260);
let l_271 = l_270 << u32(23);
let l_272 = u32(bitcast<u64>(l_mut_131));
let l_273 = l_272 & u32(8388607);
let l_274 = l_271 | l_273;
l_mut_8 = l_274;
} else {
let l_275 = l_mut_38 + i32(149);
let l_276 = l_275 >= i32(0);
if l_276 {
let l_277 = u64(l_275);
let l_278 = l_242 << u32(bitcast<u64>(l_277));
l_mut_131 = l_278;
} else {
let l_279 = i32(0) - l_275;
let l_280 = u64(l_279);
let l_281 = l_242 >> u32(bitcast<u64>(l_280));
l_mut_131 = l_281;
}
let l_282 = u32(bitcast<u64>(l_mut_131));
l_mut_8 = l_282;
}
}
}
l_mut_164 = l_mut_8;
l_mut_222 = l_242;
} else {
let l_283 = l_mut_69 <= l_246;
if l_283 {
let l_284 = u64(l_mut_69);
let l_285 = l_242 >> u32(bitcast<u64>(l_284));
l_mut_131 = l_285;
let l_286 = l_mut_131 << u32(bitcast<u64>(l_284));
let l_287 = l_242 - l_286;
let l_288 = l_284 - u64(1);
let l_289 = u64(1) << u32(bitcast<u64>(l_288));
let l_290 = l_287 > l_289;
let l_291 = l_287 == l_289;
let l_292 = l_mut_131 & u64(1);
let l_293 = l_292 == u64(1);
let l_294 = l_291 && l_293;
let l_295 = l_290 || l_294;
if l_295 {
l_mut_131 = l_mut_131 + u64(1);
}
let l_296 = l_mut_131 << u32(bitcast<u64>(l_284));
l_mut_222 = l_296;
let l_297 = l_mut_38 + l_mut_69;
l_mut_8 = u32(0);
let l_298 = l_mut_131 != u64(0);
if l_298 {
let l_299 = select(countLeadingZeros(u32(l_mut_131 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_131)), (l_mut_131 >> u32(32u)) == u64(0));
let l_300 = i32(l_299);
let l_301 = i32(64) - l_300;
let l_302 = l_301 - i32(1);
let l_303 = l_302 + l_297;
let l_304 = l_303 + i32(127);
let l_305 = l_304 >= i32(255);
if l_305 {
l_mut_8 = u32(2139095040);
} else {
let l_306 = l_304 >= i32(1);
if l_306 {
let l_307 = l_301 > i32(24);
if l_307 {
let l_308 = l_301 - i32(24);
let l_309 = u64(l_308);
let l_310 = l_mut_131 >> u32(bitcast<u64>(l_309));
l_mut_86 = l_310;
} else {
let l_311 = i32(24) - l_301;
let l_312 = u64(l_311);
let l_313 = l_mut_131 << u32(bitcast<u64>(l_312));
l_mut_86 = l_313;
}
let l_314 = u32(l_304);
let l_315 = l_314 << u32(23);
let l_316 = u32(bitcast<u64>(l_mut_86));
let l_317 = l_316 & u32(8388607);
let l_318 = l_315 | l_317;
l_mut_8 = l_318;
} else {
let l_319 = l_297 + i32(149);
let l_320 = l_319 >= i32(0);
if l_320 {
let l_321 = u64(l_319);
let l_322 = l_mut_131 << u32(bitcast<u64>(l_321));
l_mut_86 = l_322;
} else {
let l_323 = i32(0) - l_319;
let l_324 = u64(l_323);
let l_325 = l_mut_131 >> u32(bitcast<u64>(l_324));
l_mut_86 = l_325;
}
let l_326 = u32(bitcast<u64>(l_mut_86));
l_mut_8 = l_326;
}
}
}
l_mut_164 = l_mut_8;
}
}
}
let l_327 = l_26 ^ u32(2147483648);
let l_328 = l_mut_164 | l_327;
let l_329 = bitcast<f32>(l_328);
l_mut_150 = l_329;
}
}
l_mut_45 = l_mut_150;
}
}
}
let l_359 = info.static_meta[u32(3)];
let l_360 = l_359 * u32(1);
let l_361 = id < l_360;
if l_361 {
buffer_3_global[id] = l_mut_44;
}
let l_330 = l_0 + id;
let l_362 = info.static_meta[u32(3)];
let l_363 = l_362 * u32(1);
let l_364 = l_330 < l_363;
if l_364 {
buffer_3_global[l_330] = l_mut_45;
}
}
}
