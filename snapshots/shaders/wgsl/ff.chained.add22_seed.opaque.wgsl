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
fn chained_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_107: f32;
var l_mut_118: f32;
var l_mut_11: f32;
var l_mut_126: f32;
var l_mut_12: f32;
var l_mut_137: f32;
var l_mut_145: f32;
var l_mut_14: f32;
var l_mut_156: f32;
var l_mut_16: f32;
var l_mut_18: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_22: f32;
var l_mut_24: f32;
var l_mut_25: f32;
var l_mut_266: f32;
var l_mut_277: f32;
var l_mut_31: f32;
var l_mut_387: f32;
var l_mut_398: f32;
var l_mut_42: f32;
var l_mut_508: f32;
var l_mut_50: f32;
var l_mut_519: f32;
var l_mut_61: f32;
var l_mut_69: f32;
var l_mut_80: f32;
var l_mut_88: f32;
var l_mut_99: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_529 = info.static_meta[u32(2)];
let l_530 = l_529 * u32(1);
let l_531 = u32(0) < l_530;
let l_532 = l_530 - u32(1);
let l_533 = min(u32(0), l_532);
let l_534 = buffer_2_global[l_533];
let l_535 = select(f32(0.0), l_534, l_531);
let l_3 = l_535;
let l_536 = info.static_meta[u32(2)];
let l_537 = l_536 * u32(1);
let l_538 = u32(1) < l_537;
let l_539 = l_537 - u32(1);
let l_540 = min(u32(1), l_539);
let l_541 = buffer_2_global[l_540];
let l_542 = select(f32(0.0), l_541, l_538);
let l_4 = l_542;
let l_543 = info.static_meta[u32(1)];
let l_544 = l_543 * u32(1);
let l_545 = id < l_544;
let l_546 = l_544 - u32(1);
let l_547 = min(id, l_546);
let l_548 = buffer_1_global[l_547];
let l_549 = select(f32(0.0), l_548, l_545);
let l_5 = l_549;
let l_6 = l_1 + id;
let l_550 = info.static_meta[u32(1)];
let l_551 = l_550 * u32(1);
let l_552 = l_6 < l_551;
let l_553 = l_551 - u32(1);
let l_554 = min(l_6, l_553);
let l_555 = buffer_1_global[l_554];
let l_556 = select(f32(0.0), l_555, l_552);
let l_7 = l_556;
let l_557 = info.static_meta[u32(0)];
let l_558 = l_557 * u32(1);
let l_559 = id < l_558;
let l_560 = l_558 - u32(1);
let l_561 = min(id, l_560);
let l_562 = buffer_0_global[l_561];
let l_563 = select(f32(0.0), l_562, l_559);
let l_8 = l_563;
let l_9 = l_1 + id;
let l_564 = info.static_meta[u32(0)];
let l_565 = l_564 * u32(1);
let l_566 = l_9 < l_565;
let l_567 = l_565 - u32(1);
let l_568 = min(l_9, l_567);
let l_569 = buffer_0_global[l_568];
let l_570 = select(f32(0.0), l_569, l_566);
let l_10 = l_570;
l_mut_11 = l_8;
l_mut_12 = l_10;
let l_13 = l_8 * l_3;
l_mut_14 = l_13;
let l_15 = l_10 * l_3;
l_mut_16 = l_15;
let l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
let l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (var l_mut_23: u32 = u32(0); l_mut_23 < u32(256); l_mut_23++) {
l_mut_24 = l_mut_11;
l_mut_25 = l_5;
let l_26 = abs(l_5);
let l_27 = abs(l_mut_11);
let l_28 = l_26 >= l_27;
if l_28 {
l_mut_24 = l_5;
l_mut_25 = l_mut_11;
}
let l_29 = l_mut_24 + l_mut_25;
let l_30 = l_29 * l_4;
l_mut_31 = l_30;
let l_32 = l_mut_31 - l_mut_24;
let l_33 = l_32 * l_4;
let l_34 = l_mut_31 - l_33;
let l_35 = l_34 * l_4;
let l_36 = l_35 - l_mut_24;
let l_37 = l_36 * l_4;
let l_38 = l_mut_25 - l_37;
let l_39 = l_38 * l_4;
let l_40 = l_39 - l_33;
let l_41 = l_40 * l_4;
l_mut_42 = l_41;
let l_43 = l_mut_42 + l_33;
let l_44 = l_43 != l_39;
if l_44 {
l_mut_31 = l_mut_24;
l_mut_42 = l_mut_25;
}
l_mut_25 = l_mut_12;
l_mut_24 = l_7;
let l_45 = abs(l_7);
let l_46 = abs(l_mut_12);
let l_47 = l_45 >= l_46;
if l_47 {
l_mut_25 = l_7;
l_mut_24 = l_mut_12;
}
let l_48 = l_mut_25 + l_mut_24;
let l_49 = l_48 * l_4;
l_mut_50 = l_49;
let l_51 = l_mut_50 - l_mut_25;
let l_52 = l_51 * l_4;
let l_53 = l_mut_50 - l_52;
let l_54 = l_53 * l_4;
let l_55 = l_54 - l_mut_25;
let l_56 = l_55 * l_4;
let l_57 = l_mut_24 - l_56;
let l_58 = l_57 * l_4;
let l_59 = l_58 - l_52;
let l_60 = l_59 * l_4;
l_mut_61 = l_60;
let l_62 = l_mut_61 + l_52;
let l_63 = l_62 != l_58;
if l_63 {
l_mut_50 = l_mut_25;
l_mut_61 = l_mut_24;
}
l_mut_25 = l_mut_42;
l_mut_24 = l_mut_50;
let l_64 = abs(l_mut_50);
let l_65 = abs(l_mut_42);
let l_66 = l_64 >= l_65;
if l_66 {
l_mut_25 = l_mut_50;
l_mut_24 = l_mut_42;
}
let l_67 = l_mut_25 + l_mut_24;
let l_68 = l_67 * l_4;
l_mut_69 = l_68;
let l_70 = l_mut_69 - l_mut_25;
let l_71 = l_70 * l_4;
let l_72 = l_mut_69 - l_71;
let l_73 = l_72 * l_4;
let l_74 = l_73 - l_mut_25;
let l_75 = l_74 * l_4;
let l_76 = l_mut_24 - l_75;
let l_77 = l_76 * l_4;
let l_78 = l_77 - l_71;
let l_79 = l_78 * l_4;
l_mut_80 = l_79;
let l_81 = l_mut_80 + l_71;
let l_82 = l_81 != l_77;
if l_82 {
l_mut_69 = l_mut_25;
l_mut_80 = l_mut_24;
}
l_mut_25 = l_mut_61;
l_mut_24 = l_mut_80;
let l_83 = abs(l_mut_80);
let l_84 = abs(l_mut_61);
let l_85 = l_83 >= l_84;
if l_85 {
l_mut_25 = l_mut_80;
l_mut_24 = l_mut_61;
}
let l_86 = l_mut_25 + l_mut_24;
let l_87 = l_86 * l_4;
l_mut_88 = l_87;
let l_89 = l_mut_88 - l_mut_25;
let l_90 = l_89 * l_4;
let l_91 = l_mut_88 - l_90;
let l_92 = l_91 * l_4;
let l_93 = l_92 - l_mut_25;
let l_94 = l_93 * l_4;
let l_95 = l_mut_24 - l_94;
let l_96 = l_95 * l_4;
let l_97 = l_96 - l_90;
let l_98 = l_97 * l_4;
l_mut_99 = l_98;
let l_100 = l_mut_99 + l_90;
let l_101 = l_100 != l_96;
if l_101 {
l_mut_88 = l_mut_25;
l_mut_99 = l_mut_24;
}
l_mut_25 = l_mut_69;
l_mut_24 = l_mut_88;
let l_102 = abs(l_mut_88);
let l_103 = abs(l_mut_69);
let l_104 = l_102 >= l_103;
if l_104 {
l_mut_25 = l_mut_88;
l_mut_24 = l_mut_69;
}
let l_105 = l_mut_25 + l_mut_24;
let l_106 = l_105 * l_4;
l_mut_107 = l_106;
let l_108 = l_mut_107 - l_mut_25;
let l_109 = l_108 * l_4;
let l_110 = l_mut_107 - l_109;
let l_111 = l_110 * l_4;
let l_112 = l_111 - l_mut_25;
let l_113 = l_112 * l_4;
let l_114 = l_mut_24 - l_113;
let l_115 = l_114 * l_4;
let l_116 = l_115 - l_109;
let l_117 = l_116 * l_4;
l_mut_118 = l_117;
let l_119 = l_mut_118 + l_109;
let l_120 = l_119 != l_115;
if l_120 {
l_mut_107 = l_mut_25;
l_mut_118 = l_mut_24;
}
l_mut_25 = l_mut_31;
l_mut_24 = l_mut_107;
let l_121 = abs(l_mut_107);
let l_122 = abs(l_mut_31);
let l_123 = l_121 >= l_122;
if l_123 {
l_mut_25 = l_mut_107;
l_mut_24 = l_mut_31;
}
let l_124 = l_mut_25 + l_mut_24;
let l_125 = l_124 * l_4;
l_mut_126 = l_125;
let l_127 = l_mut_126 - l_mut_25;
let l_128 = l_127 * l_4;
let l_129 = l_mut_126 - l_128;
let l_130 = l_129 * l_4;
let l_131 = l_130 - l_mut_25;
let l_132 = l_131 * l_4;
let l_133 = l_mut_24 - l_132;
let l_134 = l_133 * l_4;
let l_135 = l_134 - l_128;
let l_136 = l_135 * l_4;
l_mut_137 = l_136;
let l_138 = l_mut_137 + l_128;
let l_139 = l_138 != l_134;
if l_139 {
l_mut_126 = l_mut_25;
l_mut_137 = l_mut_24;
}
l_mut_25 = l_mut_118;
l_mut_24 = l_mut_137;
let l_140 = abs(l_mut_137);
let l_141 = abs(l_mut_118);
let l_142 = l_140 >= l_141;
if l_142 {
l_mut_25 = l_mut_137;
l_mut_24 = l_mut_118;
}
let l_143 = l_mut_25 + l_mut_24;
let l_144 = l_143 * l_4;
l_mut_145 = l_144;
let l_146 = l_mut_145 - l_mut_25;
let l_147 = l_146 * l_4;
let l_148 = l_mut_145 - l_147;
let l_149 = l_148 * l_4;
let l_150 = l_149 - l_mut_25;
let l_151 = l_150 * l_4;
let l_152 = l_mut_24 - l_151;
let l_153 = l_152 * l_4;
let l_154 = l_153 - l_147;
let l_155 = l_154 * l_4;
l_mut_156 = l_155;
let l_157 = l_mut_156 + l_147;
let l_158 = l_157 != l_153;
if l_158 {
l_mut_145 = l_mut_25;
l_mut_156 = l_mut_24;
}
l_mut_156 = l_mut_14;
l_mut_137 = l_5;
let l_159 = abs(l_5);
let l_160 = abs(l_mut_14);
let l_161 = l_159 >= l_160;
if l_161 {
l_mut_156 = l_5;
l_mut_137 = l_mut_14;
}
let l_162 = l_mut_156 + l_mut_137;
let l_163 = l_162 * l_4;
l_mut_118 = l_163;
let l_164 = l_mut_118 - l_mut_156;
let l_165 = l_164 * l_4;
let l_166 = l_mut_118 - l_165;
let l_167 = l_166 * l_4;
let l_168 = l_167 - l_mut_156;
let l_169 = l_168 * l_4;
let l_170 = l_mut_137 - l_169;
let l_171 = l_170 * l_4;
let l_172 = l_171 - l_165;
let l_173 = l_172 * l_4;
l_mut_107 = l_173;
let l_174 = l_mut_107 + l_165;
let l_175 = l_174 != l_171;
if l_175 {
l_mut_118 = l_mut_156;
l_mut_107 = l_mut_137;
}
l_mut_156 = l_mut_16;
l_mut_137 = l_7;
let l_176 = abs(l_7);
let l_177 = abs(l_mut_16);
let l_178 = l_176 >= l_177;
if l_178 {
l_mut_156 = l_7;
l_mut_137 = l_mut_16;
}
let l_179 = l_mut_156 + l_mut_137;
let l_180 = l_179 * l_4;
l_mut_99 = l_180;
let l_181 = l_mut_99 - l_mut_156;
let l_182 = l_181 * l_4;
let l_183 = l_mut_99 - l_182;
let l_184 = l_183 * l_4;
let l_185 = l_184 - l_mut_156;
let l_186 = l_185 * l_4;
let l_187 = l_mut_137 - l_186;
let l_188 = l_187 * l_4;
let l_189 = l_188 - l_182;
let l_190 = l_189 * l_4;
l_mut_88 = l_190;
let l_191 = l_mut_88 + l_182;
let l_192 = l_191 != l_188;
if l_192 {
l_mut_99 = l_mut_156;
l_mut_88 = l_mut_137;
}
l_mut_156 = l_mut_107;
l_mut_137 = l_mut_99;
let l_193 = abs(l_mut_99);
let l_194 = abs(l_mut_107);
let l_195 = l_193 >= l_194;
if l_195 {
l_mut_156 = l_mut_99;
l_mut_137 = l_mut_107;
}
let l_196 = l_mut_156 + l_mut_137;
let l_197 = l_196 * l_4;
l_mut_80 = l_197;
let l_198 = l_mut_80 - l_mut_156;
let l_199 = l_198 * l_4;
let l_200 = l_mut_80 - l_199;
let l_201 = l_200 * l_4;
let l_202 = l_201 - l_mut_156;
let l_203 = l_202 * l_4;
let l_204 = l_mut_137 - l_203;
let l_205 = l_204 * l_4;
let l_206 = l_205 - l_199;
let l_207 = l_206 * l_4;
l_mut_69 = l_207;
let l_208 = l_mut_69 + l_199;
let l_209 = l_208 != l_205;
if l_209 {
l_mut_80 = l_mut_156;
l_mut_69 = l_mut_137;
}
l_mut_156 = l_mut_88;
l_mut_137 = l_mut_69;
let l_210 = abs(l_mut_69);
let l_211 = abs(l_mut_88);
let l_212 = l_210 >= l_211;
if l_212 {
l_mut_156 = l_mut_69;
l_mut_137 = l_mut_88;
}
let l_213 = l_mut_156 + l_mut_137;
let l_214 = l_213 * l_4;
l_mut_61 = l_214;
let l_215 = l_mut_61 - l_mut_156;
let l_216 = l_215 * l_4;
let l_217 = l_mut_61 - l_216;
let l_218 = l_217 * l_4;
let l_219 = l_218 - l_mut_156;
let l_220 = l_219 * l_4;
let l_221 = l_mut_137 - l_220;
let l_222 = l_221 * l_4;
let l_223 = l_222 - l_216;
let l_224 = l_223 * l_4;
l_mut_50 = l_224;
let l_225 = l_mut_50 + l_216;
let l_226 = l_225 != l_222;
if l_226 {
l_mut_61 = l_mut_156;
l_mut_50 = l_mut_137;
}
l_mut_156 = l_mut_80;
l_mut_137 = l_mut_61;
let l_227 = abs(l_mut_61);
let l_228 = abs(l_mut_80);
let l_229 = l_227 >= l_228;
if l_229 {
l_mut_156 = l_mut_61;
l_mut_137 = l_mut_80;
}
let l_230 = l_mut_156 + l_mut_137;
let l_231 = l_230 * l_4;
l_mut_42 = l_231;
let l_232 = l_mut_42 - l_mut_156;
let l_233 = l_232 * l_4;
let l_234 = l_mut_42 - l_233;
let l_235 = l_234 * l_4;
let l_236 = l_235 - l_mut_156;
let l_237 = l_236 * l_4;
let l_238 = l_mut_137 - l_237;
let l_239 = l_238 * l_4;
let l_240 = l_239 - l_233;
let l_241 = l_240 * l_4;
l_mut_31 = l_241;
let l_242 = l_mut_31 + l_233;
let l_243 = l_242 != l_239;
if l_243 {
l_mut_42 = l_mut_156;
l_mut_31 = l_mut_137;
}
l_mut_156 = l_mut_118;
l_mut_137 = l_mut_42;
let l_244 = abs(l_mut_42);
let l_245 = abs(l_mut_118);
let l_246 = l_244 >= l_245;
if l_246 {
l_mut_156 = l_mut_42;
l_mut_137 = l_mut_118;
}
let l_247 = l_mut_156 + l_mut_137;
let l_248 = l_247 * l_4;
l_mut_25 = l_248;
let l_249 = l_mut_25 - l_mut_156;
let l_250 = l_249 * l_4;
let l_251 = l_mut_25 - l_250;
let l_252 = l_251 * l_4;
let l_253 = l_252 - l_mut_156;
let l_254 = l_253 * l_4;
let l_255 = l_mut_137 - l_254;
let l_256 = l_255 * l_4;
let l_257 = l_256 - l_250;
let l_258 = l_257 * l_4;
l_mut_24 = l_258;
let l_259 = l_mut_24 + l_250;
let l_260 = l_259 != l_256;
if l_260 {
l_mut_25 = l_mut_156;
l_mut_24 = l_mut_137;
}
l_mut_156 = l_mut_31;
l_mut_137 = l_mut_24;
let l_261 = abs(l_mut_24);
let l_262 = abs(l_mut_31);
let l_263 = l_261 >= l_262;
if l_263 {
l_mut_156 = l_mut_24;
l_mut_137 = l_mut_31;
}
let l_264 = l_mut_156 + l_mut_137;
let l_265 = l_264 * l_4;
l_mut_266 = l_265;
let l_267 = l_mut_266 - l_mut_156;
let l_268 = l_267 * l_4;
let l_269 = l_mut_266 - l_268;
let l_270 = l_269 * l_4;
let l_271 = l_270 - l_mut_156;
let l_272 = l_271 * l_4;
let l_273 = l_mut_137 - l_272;
let l_274 = l_273 * l_4;
let l_275 = l_274 - l_268;
let l_276 = l_275 * l_4;
l_mut_277 = l_276;
let l_278 = l_mut_277 + l_268;
let l_279 = l_278 != l_274;
if l_279 {
l_mut_266 = l_mut_156;
l_mut_277 = l_mut_137;
}
l_mut_277 = l_mut_18;
l_mut_156 = l_5;
let l_280 = abs(l_5);
let l_281 = abs(l_mut_18);
let l_282 = l_280 >= l_281;
if l_282 {
l_mut_277 = l_5;
l_mut_156 = l_mut_18;
}
let l_283 = l_mut_277 + l_mut_156;
let l_284 = l_283 * l_4;
l_mut_137 = l_284;
let l_285 = l_mut_137 - l_mut_277;
let l_286 = l_285 * l_4;
let l_287 = l_mut_137 - l_286;
let l_288 = l_287 * l_4;
let l_289 = l_288 - l_mut_277;
let l_290 = l_289 * l_4;
let l_291 = l_mut_156 - l_290;
let l_292 = l_291 * l_4;
let l_293 = l_292 - l_286;
let l_294 = l_293 * l_4;
l_mut_118 = l_294;
let l_295 = l_mut_118 + l_286;
let l_296 = l_295 != l_292;
if l_296 {
l_mut_137 = l_mut_277;
l_mut_118 = l_mut_156;
}
l_mut_277 = l_mut_19;
l_mut_156 = l_7;
let l_297 = abs(l_7);
let l_298 = abs(l_mut_19);
let l_299 = l_297 >= l_298;
if l_299 {
l_mut_277 = l_7;
l_mut_156 = l_mut_19;
}
let l_300 = l_mut_277 + l_mut_156;
let l_301 = l_300 * l_4;
l_mut_107 = l_301;
let l_302 = l_mut_107 - l_mut_277;
let l_303 = l_302 * l_4;
let l_304 = l_mut_107 - l_303;
let l_305 = l_304 * l_4;
let l_306 = l_305 - l_mut_277;
let l_307 = l_306 * l_4;
let l_308 = l_mut_156 - l_307;
let l_309 = l_308 * l_4;
let l_310 = l_309 - l_303;
let l_311 = l_310 * l_4;
l_mut_99 = l_311;
let l_312 = l_mut_99 + l_303;
let l_313 = l_312 != l_309;
if l_313 {
l_mut_107 = l_mut_277;
l_mut_99 = l_mut_156;
}
l_mut_277 = l_mut_118;
l_mut_156 = l_mut_107;
let l_314 = abs(l_mut_107);
let l_315 = abs(l_mut_118);
let l_316 = l_314 >= l_315;
if l_316 {
l_mut_277 = l_mut_107;
l_mut_156 = l_mut_118;
}
let l_317 = l_mut_277 + l_mut_156;
let l_318 = l_317 * l_4;
l_mut_88 = l_318;
let l_319 = l_mut_88 - l_mut_277;
let l_320 = l_319 * l_4;
let l_321 = l_mut_88 - l_320;
let l_322 = l_321 * l_4;
let l_323 = l_322 - l_mut_277;
let l_324 = l_323 * l_4;
let l_325 = l_mut_156 - l_324;
let l_326 = l_325 * l_4;
let l_327 = l_326 - l_320;
let l_328 = l_327 * l_4;
l_mut_80 = l_328;
let l_329 = l_mut_80 + l_320;
let l_330 = l_329 != l_326;
if l_330 {
l_mut_88 = l_mut_277;
l_mut_80 = l_mut_156;
}
l_mut_277 = l_mut_99;
l_mut_156 = l_mut_80;
let l_331 = abs(l_mut_80);
let l_332 = abs(l_mut_99);
let l_333 = l_331 >= l_332;
if l_333 {
l_mut_277 = l_mut_80;
l_mut_156 = l_mut_99;
}
let l_334 = l_mut_277 + l_mut_156;
let l_335 = l_334 * l_4;
l_mut_69 = l_335;
let l_336 = l_mut_69 - l_mut_277;
let l_337 = l_336 * l_4;
let l_338 = l_mut_69 - l_337;
let l_339 = l_338 * l_4;
let l_340 = l_339 - l_mut_277;
let l_341 = l_340 * l_4;
let l_342 = l_mut_156 - l_341;
let l_343 = l_342 * l_4;
let l_344 = l_343 - l_337;
let l_345 = l_344 * l_4;
l_mut_61 = l_345;
let l_346 = l_mut_61 + l_337;
let l_347 = l_346 != l_343;
if l_347 {
l_mut_69 = l_mut_277;
l_mut_61 = l_mut_156;
}
l_mut_277 = l_mut_88;
l_mut_156 = l_mut_69;
let l_348 = abs(l_mut_69);
let l_349 = abs(l_mut_88);
let l_350 = l_348 >= l_349;
if l_350 {
l_mut_277 = l_mut_69;
l_mut_156 = l_mut_88;
}
let l_351 = l_mut_277 + l_mut_156;
let l_352 = l_351 * l_4;
l_mut_50 = l_352;
let l_353 = l_mut_50 - l_mut_277;
let l_354 = l_353 * l_4;
let l_355 = l_mut_50 - l_354;
let l_356 = l_355 * l_4;
let l_357 = l_356 - l_mut_277;
let l_358 = l_357 * l_4;
let l_359 = l_mut_156 - l_358;
let l_360 = l_359 * l_4;
let l_361 = l_360 - l_354;
let l_362 = l_361 * l_4;
l_mut_42 = l_362;
let l_363 = l_mut_42 + l_354;
let l_364 = l_363 != l_360;
if l_364 {
l_mut_50 = l_mut_277;
l_mut_42 = l_mut_156;
}
l_mut_277 = l_mut_137;
l_mut_156 = l_mut_50;
let l_365 = abs(l_mut_50);
let l_366 = abs(l_mut_137);
let l_367 = l_365 >= l_366;
if l_367 {
l_mut_277 = l_mut_50;
l_mut_156 = l_mut_137;
}
let l_368 = l_mut_277 + l_mut_156;
let l_369 = l_368 * l_4;
l_mut_31 = l_369;
let l_370 = l_mut_31 - l_mut_277;
let l_371 = l_370 * l_4;
let l_372 = l_mut_31 - l_371;
let l_373 = l_372 * l_4;
let l_374 = l_373 - l_mut_277;
let l_375 = l_374 * l_4;
let l_376 = l_mut_156 - l_375;
let l_377 = l_376 * l_4;
let l_378 = l_377 - l_371;
let l_379 = l_378 * l_4;
l_mut_24 = l_379;
let l_380 = l_mut_24 + l_371;
let l_381 = l_380 != l_377;
if l_381 {
l_mut_31 = l_mut_277;
l_mut_24 = l_mut_156;
}
l_mut_277 = l_mut_42;
l_mut_156 = l_mut_24;
let l_382 = abs(l_mut_24);
let l_383 = abs(l_mut_42);
let l_384 = l_382 >= l_383;
if l_384 {
l_mut_277 = l_mut_24;
l_mut_156 = l_mut_42;
}
let l_385 = l_mut_277 + l_mut_156;
let l_386 = l_385 * l_4;
l_mut_387 = l_386;
let l_388 = l_mut_387 - l_mut_277;
let l_389 = l_388 * l_4;
let l_390 = l_mut_387 - l_389;
let l_391 = l_390 * l_4;
let l_392 = l_391 - l_mut_277;
let l_393 = l_392 * l_4;
let l_394 = l_mut_156 - l_393;
let l_395 = l_394 * l_4;
let l_396 = l_395 - l_389;
let l_397 = l_396 * l_4;
l_mut_398 = l_397;
let l_399 = l_mut_398 + l_389;
let l_400 = l_399 != l_395;
if l_400 {
l_mut_387 = l_mut_277;
l_mut_398 = l_mut_156;
}
l_mut_398 = l_mut_21;
l_mut_277 = l_5;
let l_401 = abs(l_5);
let l_402 = abs(l_mut_21);
let l_403 = l_401 >= l_402;
if l_403 {
l_mut_398 = l_5;
l_mut_277 = l_mut_21;
}
let l_404 = l_mut_398 + l_mut_277;
let l_405 = l_404 * l_4;
l_mut_156 = l_405;
let l_406 = l_mut_156 - l_mut_398;
let l_407 = l_406 * l_4;
let l_408 = l_mut_156 - l_407;
let l_409 = l_408 * l_4;
let l_410 = l_409 - l_mut_398;
let l_411 = l_410 * l_4;
let l_412 = l_mut_277 - l_411;
let l_413 = l_412 * l_4;
let l_414 = l_413 - l_407;
let l_415 = l_414 * l_4;
l_mut_137 = l_415;
let l_416 = l_mut_137 + l_407;
let l_417 = l_416 != l_413;
if l_417 {
l_mut_156 = l_mut_398;
l_mut_137 = l_mut_277;
}
l_mut_398 = l_mut_22;
l_mut_277 = l_7;
let l_418 = abs(l_7);
let l_419 = abs(l_mut_22);
let l_420 = l_418 >= l_419;
if l_420 {
l_mut_398 = l_7;
l_mut_277 = l_mut_22;
}
let l_421 = l_mut_398 + l_mut_277;
let l_422 = l_421 * l_4;
l_mut_118 = l_422;
let l_423 = l_mut_118 - l_mut_398;
let l_424 = l_423 * l_4;
let l_425 = l_mut_118 - l_424;
let l_426 = l_425 * l_4;
let l_427 = l_426 - l_mut_398;
let l_428 = l_427 * l_4;
let l_429 = l_mut_277 - l_428;
let l_430 = l_429 * l_4;
let l_431 = l_430 - l_424;
let l_432 = l_431 * l_4;
l_mut_107 = l_432;
let l_433 = l_mut_107 + l_424;
let l_434 = l_433 != l_430;
if l_434 {
l_mut_118 = l_mut_398;
l_mut_107 = l_mut_277;
}
l_mut_398 = l_mut_137;
l_mut_277 = l_mut_118;
let l_435 = abs(l_mut_118);
let l_436 = abs(l_mut_137);
let l_437 = l_435 >= l_436;
if l_437 {
l_mut_398 = l_mut_118;
l_mut_277 = l_mut_137;
}
let l_438 = l_mut_398 + l_mut_277;
let l_439 = l_438 * l_4;
l_mut_99 = l_439;
let l_440 = l_mut_99 - l_mut_398;
let l_441 = l_440 * l_4;
let l_442 = l_mut_99 - l_441;
let l_443 = l_442 * l_4;
let l_444 = l_443 - l_mut_398;
let l_445 = l_444 * l_4;
let l_446 = l_mut_277 - l_445;
let l_447 = l_446 * l_4;
let l_448 = l_447 - l_441;
let l_449 = l_448 * l_4;
l_mut_88 = l_449;
let l_450 = l_mut_88 + l_441;
let l_451 = l_450 != l_447;
if l_451 {
l_mut_99 = l_mut_398;
l_mut_88 = l_mut_277;
}
l_mut_398 = l_mut_107;
l_mut_277 = l_mut_88;
let l_452 = abs(l_mut_88);
let l_453 = abs(l_mut_107);
let l_454 = l_452 >= l_453;
if l_454 {
l_mut_398 = l_mut_88;
l_mut_277 = l_mut_107;
}
let l_455 = l_mut_398 + l_mut_277;
let l_456 = l_455 * l_4;
l_mut_80 = l_456;
let l_457 = l_mut_80 - l_mut_398;
let l_458 = l_457 * l_4;
let l_459 = l_mut_80 - l_458;
let l_460 = l_459 * l_4;
let l_461 = l_460 - l_mut_398;
let l_462 = l_461 * l_4;
let l_463 = l_mut_277 - l_462;
let l_464 = l_463 * l_4;
let l_465 = l_464 - l_458;
let l_466 = l_465 * l_4;
l_mut_69 = l_466;
let l_467 = l_mut_69 + l_458;
let l_468 = l_467 != l_464;
if l_468 {
l_mut_80 = l_mut_398;
l_mut_69 = l_mut_277;
}
l_mut_398 = l_mut_99;
l_mut_277 = l_mut_80;
let l_469 = abs(l_mut_80);
let l_470 = abs(l_mut_99);
let l_471 = l_469 >= l_470;
if l_471 {
l_mut_398 = l_mut_80;
l_mut_277 = l_mut_99;
}
let l_472 = l_mut_398 + l_mut_277;
let l_473 = l_472 * l_4;
l_mut_61 = l_473;
let l_474 = l_mut_61 - l_mut_398;
let l_475 = l_474 * l_4;
let l_476 = l_mut_61 - l_475;
let l_477 = l_476 * l_4;
let l_478 = l_477 - l_mut_398;
let l_479 = l_478 * l_4;
let l_480 = l_mut_277 - l_479;
let l_481 = l_480 * l_4;
let l_482 = l_481 - l_475;
let l_483 = l_482 * l_4;
l_mut_50 = l_483;
let l_484 = l_mut_50 + l_475;
let l_485 = l_484 != l_481;
if l_485 {
l_mut_61 = l_mut_398;
l_mut_50 = l_mut_277;
}
l_mut_398 = l_mut_156;
l_mut_277 = l_mut_61;
let l_486 = abs(l_mut_61);
let l_487 = abs(l_mut_156);
let l_488 = l_486 >= l_487;
if l_488 {
l_mut_398 = l_mut_61;
l_mut_277 = l_mut_156;
}
let l_489 = l_mut_398 + l_mut_277;
let l_490 = l_489 * l_4;
l_mut_42 = l_490;
let l_491 = l_mut_42 - l_mut_398;
let l_492 = l_491 * l_4;
let l_493 = l_mut_42 - l_492;
let l_494 = l_493 * l_4;
let l_495 = l_494 - l_mut_398;
let l_496 = l_495 * l_4;
let l_497 = l_mut_277 - l_496;
let l_498 = l_497 * l_4;
let l_499 = l_498 - l_492;
let l_500 = l_499 * l_4;
l_mut_24 = l_500;
let l_501 = l_mut_24 + l_492;
let l_502 = l_501 != l_498;
if l_502 {
l_mut_42 = l_mut_398;
l_mut_24 = l_mut_277;
}
l_mut_398 = l_mut_50;
l_mut_277 = l_mut_24;
let l_503 = abs(l_mut_24);
let l_504 = abs(l_mut_50);
let l_505 = l_503 >= l_504;
if l_505 {
l_mut_398 = l_mut_24;
l_mut_277 = l_mut_50;
}
let l_506 = l_mut_398 + l_mut_277;
let l_507 = l_506 * l_4;
l_mut_508 = l_507;
let l_509 = l_mut_508 - l_mut_398;
let l_510 = l_509 * l_4;
let l_511 = l_mut_508 - l_510;
let l_512 = l_511 * l_4;
let l_513 = l_512 - l_mut_398;
let l_514 = l_513 * l_4;
let l_515 = l_mut_277 - l_514;
let l_516 = l_515 * l_4;
let l_517 = l_516 - l_510;
let l_518 = l_517 * l_4;
l_mut_519 = l_518;
let l_520 = l_mut_519 + l_510;
let l_521 = l_520 != l_516;
if l_521 {
l_mut_508 = l_mut_398;
l_mut_519 = l_mut_277;
}
l_mut_11 = l_mut_126;
l_mut_12 = l_mut_145;
l_mut_14 = l_mut_25;
l_mut_16 = l_mut_266;
l_mut_18 = l_mut_31;
l_mut_19 = l_mut_387;
l_mut_21 = l_mut_42;
l_mut_22 = l_mut_508;
}
let l_522 = l_mut_11 + l_mut_14;
let l_523 = l_mut_18 + l_mut_21;
let l_524 = l_522 + l_523;
let l_571 = info.static_meta[u32(3)];
let l_572 = l_571 * u32(1);
let l_573 = id < l_572;
if l_573 {
buffer_3_global[id] = l_524;
}
let l_525 = l_1 + id;
let l_526 = l_mut_12 + l_mut_16;
let l_527 = l_mut_19 + l_mut_22;
let l_528 = l_526 + l_527;
let l_574 = info.static_meta[u32(3)];
let l_575 = l_574 * u32(1);
let l_576 = l_525 < l_575;
if l_576 {
buffer_3_global[l_525] = l_528;
}
}
}
