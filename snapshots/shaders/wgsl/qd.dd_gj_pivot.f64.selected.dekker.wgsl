@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

struct info_st {
   scalars_u32: array<u32, 4>,
   static_meta: array<u32, 6>,
}

@group(0)
@binding(3)
var<storage, read> info: info_st;

var<workgroup> shared_memory_3: array<f64, 1024>;

var<workgroup> shared_memory_4: array<u32, 1024>;

const WORKGROUP_SIZE_X = 1024u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(1024, 1, 1)
fn gj_pivot_f_f64(
    @builtin(local_invocation_index) local_idx: u32,
) {
var l_mut_5: f64;
var l_mut_6: u32;
var l_mut_8: u32;
let l_442 = info.static_meta[u32(2)];
let l_443 = l_442 * u32(1);
let l_444 = u32(0) < l_443;
let l_445 = l_443 - u32(1);
let l_446 = min(u32(0), l_445);
let l_447 = buffer_2_global[l_446];
let l_448 = select(f64(0.0), l_447, l_444);
let l_0 = l_448;
let l_449 = info.static_meta[u32(2)];
let l_450 = l_449 * u32(1);
let l_451 = u32(1) < l_450;
let l_452 = l_450 - u32(1);
let l_453 = min(u32(1), l_452);
let l_454 = buffer_2_global[l_453];
let l_455 = select(f64(0.0), l_454, l_451);
let l_1 = l_455;
let l_2 = info.scalars_u32[1] + info.scalars_u32[3];
l_mut_5 = f64(-1.0);
l_mut_6 = l_2;
let l_7 = l_2 + local_idx;
l_mut_8 = l_7;
loop {
let l_9 = l_mut_8 < info.scalars_u32[0];
let l_10 = !l_9;
if l_10 {
break;
}
let l_11 = l_mut_8 * u32(32);
let l_12 = l_11 + info.scalars_u32[3];
let l_470 = info.static_meta[u32(0)];
let l_471 = l_470 * u32(1);
let l_472 = l_12 < l_471;
let l_473 = l_471 - u32(1);
let l_474 = min(l_12, l_473);
let l_475 = buffer_0_global[l_474];
let l_476 = select(f64(0.0), l_475, l_472);
let l_13 = l_476;
let l_14 = abs(l_13);
let l_15 = l_14 > l_mut_5;
let l_16 = select(l_mut_5, l_14, l_15);
l_mut_5 = l_16;
let l_17 = select(l_mut_6, l_mut_8, l_15);
l_mut_6 = l_17;
l_mut_8 = l_mut_8 + u32(1024);
}
shared_memory_3[local_idx] = l_mut_5;
shared_memory_4[local_idx] = l_mut_6;
workgroupBarrier();
let l_18 = local_idx < u32(512);
if l_18 {
let l_19 = local_idx + u32(512);
let l_20 = shared_memory_3[l_19];
let l_21 = local_idx + u32(512);
let l_22 = shared_memory_4[l_21];
let l_23 = shared_memory_3[local_idx];
let l_24 = shared_memory_4[local_idx];
let l_25 = l_20 > l_23;
let l_26 = l_20 == l_23;
let l_27 = l_22 < l_24;
let l_28 = l_26 && l_27;
let l_29 = l_25 || l_28;
let l_30 = select(l_23, l_20, l_29);
shared_memory_3[local_idx] = l_30;
let l_31 = select(l_24, l_22, l_29);
shared_memory_4[local_idx] = l_31;
}
workgroupBarrier();
let l_32 = local_idx < u32(256);
if l_32 {
let l_33 = local_idx + u32(256);
let l_34 = shared_memory_3[l_33];
let l_35 = local_idx + u32(256);
let l_36 = shared_memory_4[l_35];
let l_37 = shared_memory_3[local_idx];
let l_38 = shared_memory_4[local_idx];
let l_39 = l_34 > l_37;
let l_40 = l_34 == l_37;
let l_41 = l_36 < l_38;
let l_42 = l_40 && l_41;
let l_43 = l_39 || l_42;
let l_44 = select(l_37, l_34, l_43);
shared_memory_3[local_idx] = l_44;
let l_45 = select(l_38, l_36, l_43);
shared_memory_4[local_idx] = l_45;
}
workgroupBarrier();
let l_46 = local_idx < u32(128);
if l_46 {
let l_47 = local_idx + u32(128);
let l_48 = shared_memory_3[l_47];
let l_49 = local_idx + u32(128);
let l_50 = shared_memory_4[l_49];
let l_51 = shared_memory_3[local_idx];
let l_52 = shared_memory_4[local_idx];
let l_53 = l_48 > l_51;
let l_54 = l_48 == l_51;
let l_55 = l_50 < l_52;
let l_56 = l_54 && l_55;
let l_57 = l_53 || l_56;
let l_58 = select(l_51, l_48, l_57);
shared_memory_3[local_idx] = l_58;
let l_59 = select(l_52, l_50, l_57);
shared_memory_4[local_idx] = l_59;
}
workgroupBarrier();
let l_60 = local_idx < u32(64);
if l_60 {
let l_61 = local_idx + u32(64);
let l_62 = shared_memory_3[l_61];
let l_63 = local_idx + u32(64);
let l_64 = shared_memory_4[l_63];
let l_65 = shared_memory_3[local_idx];
let l_66 = shared_memory_4[local_idx];
let l_67 = l_62 > l_65;
let l_68 = l_62 == l_65;
let l_69 = l_64 < l_66;
let l_70 = l_68 && l_69;
let l_71 = l_67 || l_70;
let l_72 = select(l_65, l_62, l_71);
shared_memory_3[local_idx] = l_72;
let l_73 = select(l_66, l_64, l_71);
shared_memory_4[local_idx] = l_73;
}
workgroupBarrier();
let l_74 = local_idx < u32(32);
if l_74 {
let l_75 = local_idx + u32(32);
let l_76 = shared_memory_3[l_75];
let l_77 = local_idx + u32(32);
let l_78 = shared_memory_4[l_77];
let l_79 = shared_memory_3[local_idx];
let l_80 = shared_memory_4[local_idx];
let l_81 = l_76 > l_79;
let l_82 = l_76 == l_79;
let l_83 = l_78 < l_80;
let l_84 = l_82 && l_83;
let l_85 = l_81 || l_84;
let l_86 = select(l_79, l_76, l_85);
shared_memory_3[local_idx] = l_86;
let l_87 = select(l_80, l_78, l_85);
shared_memory_4[local_idx] = l_87;
}
workgroupBarrier();
let l_88 = local_idx < u32(16);
if l_88 {
let l_89 = local_idx + u32(16);
let l_90 = shared_memory_3[l_89];
let l_91 = local_idx + u32(16);
let l_92 = shared_memory_4[l_91];
let l_93 = shared_memory_3[local_idx];
let l_94 = shared_memory_4[local_idx];
let l_95 = l_90 > l_93;
let l_96 = l_90 == l_93;
let l_97 = l_92 < l_94;
let l_98 = l_96 && l_97;
let l_99 = l_95 || l_98;
let l_100 = select(l_93, l_90, l_99);
shared_memory_3[local_idx] = l_100;
let l_101 = select(l_94, l_92, l_99);
shared_memory_4[local_idx] = l_101;
}
workgroupBarrier();
let l_102 = local_idx < u32(8);
if l_102 {
let l_103 = local_idx + u32(8);
let l_104 = shared_memory_3[l_103];
let l_105 = local_idx + u32(8);
let l_106 = shared_memory_4[l_105];
let l_107 = shared_memory_3[local_idx];
let l_108 = shared_memory_4[local_idx];
let l_109 = l_104 > l_107;
let l_110 = l_104 == l_107;
let l_111 = l_106 < l_108;
let l_112 = l_110 && l_111;
let l_113 = l_109 || l_112;
let l_114 = select(l_107, l_104, l_113);
shared_memory_3[local_idx] = l_114;
let l_115 = select(l_108, l_106, l_113);
shared_memory_4[local_idx] = l_115;
}
workgroupBarrier();
let l_116 = local_idx < u32(4);
if l_116 {
let l_117 = local_idx + u32(4);
let l_118 = shared_memory_3[l_117];
let l_119 = local_idx + u32(4);
let l_120 = shared_memory_4[l_119];
let l_121 = shared_memory_3[local_idx];
let l_122 = shared_memory_4[local_idx];
let l_123 = l_118 > l_121;
let l_124 = l_118 == l_121;
let l_125 = l_120 < l_122;
let l_126 = l_124 && l_125;
let l_127 = l_123 || l_126;
let l_128 = select(l_121, l_118, l_127);
shared_memory_3[local_idx] = l_128;
let l_129 = select(l_122, l_120, l_127);
shared_memory_4[local_idx] = l_129;
}
workgroupBarrier();
let l_130 = local_idx < u32(2);
if l_130 {
let l_131 = local_idx + u32(2);
let l_132 = shared_memory_3[l_131];
let l_133 = local_idx + u32(2);
let l_134 = shared_memory_4[l_133];
let l_135 = shared_memory_3[local_idx];
let l_136 = shared_memory_4[local_idx];
let l_137 = l_132 > l_135;
let l_138 = l_132 == l_135;
let l_139 = l_134 < l_136;
let l_140 = l_138 && l_139;
let l_141 = l_137 || l_140;
let l_142 = select(l_135, l_132, l_141);
shared_memory_3[local_idx] = l_142;
let l_143 = select(l_136, l_134, l_141);
shared_memory_4[local_idx] = l_143;
}
workgroupBarrier();
let l_144 = local_idx < u32(1);
if l_144 {
let l_145 = local_idx + u32(1);
let l_146 = shared_memory_3[l_145];
let l_147 = local_idx + u32(1);
let l_148 = shared_memory_4[l_147];
let l_149 = shared_memory_3[local_idx];
let l_150 = shared_memory_4[local_idx];
let l_151 = l_146 > l_149;
let l_152 = l_146 == l_149;
let l_153 = l_148 < l_150;
let l_154 = l_152 && l_153;
let l_155 = l_151 || l_154;
let l_156 = select(l_149, l_146, l_155);
shared_memory_3[local_idx] = l_156;
let l_157 = select(l_150, l_148, l_155);
shared_memory_4[local_idx] = l_157;
}
workgroupBarrier();
let l_158 = shared_memory_4[u32(0)];
let l_159 = l_158 != l_2;
if l_159 {
l_mut_6 = local_idx;
loop {
let l_160 = l_mut_6 < u32(32);
let l_161 = !l_160;
if l_161 {
break;
}
let l_162 = l_2 * u32(32);
let l_163 = l_162 + l_mut_6;
let l_164 = info.scalars_u32[0] * u32(32);
let l_477 = info.static_meta[u32(0)];
let l_478 = l_477 * u32(1);
let l_479 = l_163 < l_478;
let l_480 = l_478 - u32(1);
let l_481 = min(l_163, l_480);
let l_482 = buffer_0_global[l_481];
let l_483 = select(f64(0.0), l_482, l_479);
let l_165 = l_483;
let l_166 = l_164 + l_163;
let l_484 = info.static_meta[u32(0)];
let l_485 = l_484 * u32(1);
let l_486 = l_166 < l_485;
let l_487 = l_485 - u32(1);
let l_488 = min(l_166, l_487);
let l_489 = buffer_0_global[l_488];
let l_490 = select(f64(0.0), l_489, l_486);
let l_167 = l_490;
let l_168 = l_158 * u32(32);
let l_169 = l_168 + l_mut_6;
let l_170 = info.scalars_u32[0] * u32(32);
let l_491 = info.static_meta[u32(0)];
let l_492 = l_491 * u32(1);
let l_493 = l_169 < l_492;
let l_494 = l_492 - u32(1);
let l_495 = min(l_169, l_494);
let l_496 = buffer_0_global[l_495];
let l_497 = select(f64(0.0), l_496, l_493);
let l_171 = l_497;
let l_172 = l_170 + l_169;
let l_498 = info.static_meta[u32(0)];
let l_499 = l_498 * u32(1);
let l_500 = l_172 < l_499;
let l_501 = l_499 - u32(1);
let l_502 = min(l_172, l_501);
let l_503 = buffer_0_global[l_502];
let l_504 = select(f64(0.0), l_503, l_500);
let l_173 = l_504;
let l_174 = u32(16) + info.scalars_u32[3];
let l_175 = l_mut_6 == l_174;
let l_176 = info.scalars_u32[1] + info.scalars_u32[2];
let l_177 = l_158 < l_176;
let l_178 = u32(16) + l_158;
let l_179 = l_178 - info.scalars_u32[1];
let l_180 = l_mut_6 == l_179;
let l_181 = l_177 && l_180;
let l_182 = select(f64(0.0), f64(1.0), l_175);
let l_183 = select(f64(0.0), f64(1.0), l_181);
let l_184 = l_182 - l_183;
let l_185 = l_2 * u32(32);
let l_186 = l_185 + l_mut_6;
let l_187 = info.scalars_u32[0] * u32(32);
let l_188 = l_171 + l_184;
let l_189 = l_1 != f64(0.0);
let l_190 = select(l_1, l_188, l_189);
let l_191 = l_190 - l_171;
let l_192 = l_1 != f64(0.0);
let l_193 = select(l_1, l_191, l_192);
let l_194 = l_190 - l_193;
let l_195 = l_1 != f64(0.0);
let l_196 = select(l_1, l_194, l_195);
let l_197 = l_171 - l_196;
let l_198 = l_184 - l_193;
let l_199 = l_197 + l_198;
let l_200 = l_199 + l_173;
let l_201 = l_190 + l_200;
let l_202 = l_1 != f64(0.0);
let l_203 = select(l_1, l_201, l_202);
let l_204 = l_203 - l_190;
let l_205 = l_1 != f64(0.0);
let l_206 = select(l_1, l_204, l_205);
let l_207 = l_200 - l_206;
let l_505 = info.static_meta[u32(0)];
let l_506 = l_505 * u32(1);
let l_507 = l_186 < l_506;
if l_507 {
buffer_0_global[l_186] = l_203;
}
let l_208 = l_187 + l_186;
let l_508 = info.static_meta[u32(0)];
let l_509 = l_508 * u32(1);
let l_510 = l_208 < l_509;
if l_510 {
buffer_0_global[l_208] = l_207;
}
let l_209 = l_158 * u32(32);
let l_210 = l_209 + l_mut_6;
let l_211 = info.scalars_u32[0] * u32(32);
let l_212 = -l_184;
let l_213 = l_165 + l_212;
let l_214 = l_1 != f64(0.0);
let l_215 = select(l_1, l_213, l_214);
let l_216 = l_215 - l_165;
let l_217 = l_1 != f64(0.0);
let l_218 = select(l_1, l_216, l_217);
let l_219 = l_215 - l_218;
let l_220 = l_1 != f64(0.0);
let l_221 = select(l_1, l_219, l_220);
let l_222 = l_165 - l_221;
let l_223 = l_212 - l_218;
let l_224 = l_222 + l_223;
let l_225 = l_224 + l_167;
let l_226 = l_215 + l_225;
let l_227 = l_1 != f64(0.0);
let l_228 = select(l_1, l_226, l_227);
let l_229 = l_228 - l_215;
let l_230 = l_1 != f64(0.0);
let l_231 = select(l_1, l_229, l_230);
let l_232 = l_225 - l_231;
let l_511 = info.static_meta[u32(0)];
let l_512 = l_511 * u32(1);
let l_513 = l_210 < l_512;
if l_513 {
buffer_0_global[l_210] = l_228;
}
let l_233 = l_211 + l_210;
let l_514 = info.static_meta[u32(0)];
let l_515 = l_514 * u32(1);
let l_516 = l_233 < l_515;
if l_516 {
buffer_0_global[l_233] = l_232;
}
l_mut_6 = l_mut_6 + u32(1024);
}
}
let l_234 = local_idx == u32(0);
if l_234 {
let l_517 = info.static_meta[u32(1)];
let l_518 = l_517 * u32(1);
let l_519 = info.scalars_u32[3] < l_518;
if l_519 {
buffer_1_global[info.scalars_u32[3]] = l_158;
}
}
storageBarrier();
let l_235 = l_2 * u32(32);
let l_236 = l_235 + info.scalars_u32[3];
let l_237 = info.scalars_u32[0] * u32(32);
let l_456 = info.static_meta[u32(0)];
let l_457 = l_456 * u32(1);
let l_458 = l_236 < l_457;
let l_459 = l_457 - u32(1);
let l_460 = min(l_236, l_459);
let l_461 = buffer_0_global[l_460];
let l_462 = select(f64(0.0), l_461, l_458);
let l_238 = l_462;
let l_239 = l_237 + l_236;
let l_463 = info.static_meta[u32(0)];
let l_464 = l_463 * u32(1);
let l_465 = l_239 < l_464;
let l_466 = l_464 - u32(1);
let l_467 = min(l_239, l_466);
let l_468 = buffer_0_global[l_467];
let l_469 = select(f64(0.0), l_468, l_465);
let l_240 = l_469;
let l_241 = info.scalars_u32[3] + u32(1);
let l_242 = l_241 + local_idx;
l_mut_6 = l_242;
loop {
let l_243 = l_mut_6 < u32(32);
let l_244 = !l_243;
if l_244 {
break;
}
let l_245 = l_2 * u32(32);
let l_246 = l_245 + l_mut_6;
let l_247 = info.scalars_u32[0] * u32(32);
let l_520 = info.static_meta[u32(0)];
let l_521 = l_520 * u32(1);
let l_522 = l_246 < l_521;
let l_523 = l_521 - u32(1);
let l_524 = min(l_246, l_523);
let l_525 = buffer_0_global[l_524];
let l_526 = select(f64(0.0), l_525, l_522);
let l_248 = l_526;
let l_249 = l_247 + l_246;
let l_527 = info.static_meta[u32(0)];
let l_528 = l_527 * u32(1);
let l_529 = l_249 < l_528;
let l_530 = l_528 - u32(1);
let l_531 = min(l_249, l_530);
let l_532 = buffer_0_global[l_531];
let l_533 = select(f64(0.0), l_532, l_529);
let l_250 = l_533;
let l_251 = l_2 * u32(32);
let l_252 = l_251 + l_mut_6;
let l_253 = info.scalars_u32[0] * u32(32);
let l_254 = f64(1.0) / l_238;
let l_255 = l_248 * l_254;
let l_256 = l_238 * l_255;
let l_257 = l_1 != f64(0.0);
let l_258 = select(l_1, l_256, l_257);
let l_259 = l_0 * l_238;
let l_260 = l_1 != f64(0.0);
let l_261 = select(l_1, l_259, l_260);
let l_262 = l_261 - l_238;
let l_263 = l_1 != f64(0.0);
let l_264 = select(l_1, l_262, l_263);
let l_265 = l_261 - l_264;
let l_266 = l_238 - l_265;
let l_267 = l_0 * l_255;
let l_268 = l_1 != f64(0.0);
let l_269 = select(l_1, l_267, l_268);
let l_270 = l_269 - l_255;
let l_271 = l_1 != f64(0.0);
let l_272 = select(l_1, l_270, l_271);
let l_273 = l_269 - l_272;
let l_274 = l_255 - l_273;
let l_275 = l_265 * l_273;
let l_276 = l_275 - l_258;
let l_277 = l_265 * l_274;
let l_278 = l_276 + l_277;
let l_279 = l_266 * l_273;
let l_280 = l_278 + l_279;
let l_281 = l_266 * l_274;
let l_282 = l_280 + l_281;
let l_283 = l_240 * l_255;
let l_284 = l_282 + l_283;
let l_285 = l_258 + l_284;
let l_286 = l_1 != f64(0.0);
let l_287 = select(l_1, l_285, l_286);
let l_288 = l_287 - l_258;
let l_289 = l_1 != f64(0.0);
let l_290 = select(l_1, l_288, l_289);
let l_291 = l_284 - l_290;
let l_292 = -l_287;
let l_293 = -l_291;
let l_294 = l_248 + l_292;
let l_295 = l_1 != f64(0.0);
let l_296 = select(l_1, l_294, l_295);
let l_297 = l_296 - l_248;
let l_298 = l_1 != f64(0.0);
let l_299 = select(l_1, l_297, l_298);
let l_300 = l_296 - l_299;
let l_301 = l_1 != f64(0.0);
let l_302 = select(l_1, l_300, l_301);
let l_303 = l_248 - l_302;
let l_304 = l_292 - l_299;
let l_305 = l_303 + l_304;
let l_306 = l_250 + l_293;
let l_307 = l_1 != f64(0.0);
let l_308 = select(l_1, l_306, l_307);
let l_309 = l_308 - l_250;
let l_310 = l_1 != f64(0.0);
let l_311 = select(l_1, l_309, l_310);
let l_312 = l_308 - l_311;
let l_313 = l_1 != f64(0.0);
let l_314 = select(l_1, l_312, l_313);
let l_315 = l_250 - l_314;
let l_316 = l_293 - l_311;
let l_317 = l_315 + l_316;
let l_318 = l_305 + l_308;
let l_319 = l_296 + l_318;
let l_320 = l_1 != f64(0.0);
let l_321 = select(l_1, l_319, l_320);
let l_322 = l_321 - l_296;
let l_323 = l_1 != f64(0.0);
let l_324 = select(l_1, l_322, l_323);
let l_325 = l_318 - l_324;
let l_326 = l_317 + l_325;
let l_327 = l_321 + l_326;
let l_328 = l_1 != f64(0.0);
let l_329 = select(l_1, l_327, l_328);
let l_330 = l_329 - l_321;
let l_331 = l_1 != f64(0.0);
let l_332 = select(l_1, l_330, l_331);
let l_333 = l_326 - l_332;
let l_334 = l_329 * l_254;
let l_335 = l_238 * l_334;
let l_336 = l_1 != f64(0.0);
let l_337 = select(l_1, l_335, l_336);
let l_338 = l_0 * l_238;
let l_339 = l_1 != f64(0.0);
let l_340 = select(l_1, l_338, l_339);
let l_341 = l_340 - l_238;
let l_342 = l_1 != f64(0.0);
let l_343 = select(l_1, l_341, l_342);
let l_344 = l_340 - l_343;
let l_345 = l_238 - l_344;
let l_346 = l_0 * l_334;
let l_347 = l_1 != f64(0.0);
let l_348 = select(l_1, l_346, l_347);
let l_349 = l_348 - l_334;
let l_350 = l_1 != f64(0.0);
let l_351 = select(l_1, l_349, l_350);
let l_352 = l_348 - l_351;
let l_353 = l_334 - l_352;
let l_354 = l_344 * l_352;
let l_355 = l_354 - l_337;
let l_356 = l_344 * l_353;
let l_357 = l_355 + l_356;
let l_358 = l_345 * l_352;
let l_359 = l_357 + l_358;
let l_360 = l_345 * l_353;
let l_361 = l_359 + l_360;
let l_362 = l_240 * l_334;
let l_363 = l_361 + l_362;
let l_364 = l_337 + l_363;
let l_365 = l_1 != f64(0.0);
let l_366 = select(l_1, l_364, l_365);
let l_367 = l_366 - l_337;
let l_368 = l_1 != f64(0.0);
let l_369 = select(l_1, l_367, l_368);
let l_370 = l_363 - l_369;
let l_371 = -l_366;
let l_372 = -l_370;
let l_373 = l_329 + l_371;
let l_374 = l_1 != f64(0.0);
let l_375 = select(l_1, l_373, l_374);
let l_376 = l_375 - l_329;
let l_377 = l_1 != f64(0.0);
let l_378 = select(l_1, l_376, l_377);
let l_379 = l_375 - l_378;
let l_380 = l_1 != f64(0.0);
let l_381 = select(l_1, l_379, l_380);
let l_382 = l_329 - l_381;
let l_383 = l_371 - l_378;
let l_384 = l_382 + l_383;
let l_385 = l_333 + l_372;
let l_386 = l_1 != f64(0.0);
let l_387 = select(l_1, l_385, l_386);
let l_388 = l_387 - l_333;
let l_389 = l_1 != f64(0.0);
let l_390 = select(l_1, l_388, l_389);
let l_391 = l_387 - l_390;
let l_392 = l_1 != f64(0.0);
let l_393 = select(l_1, l_391, l_392);
let l_394 = l_333 - l_393;
let l_395 = l_372 - l_390;
let l_396 = l_394 + l_395;
let l_397 = l_384 + l_387;
let l_398 = l_375 + l_397;
let l_399 = l_1 != f64(0.0);
let l_400 = select(l_1, l_398, l_399);
let l_401 = l_400 - l_375;
let l_402 = l_1 != f64(0.0);
let l_403 = select(l_1, l_401, l_402);
let l_404 = l_397 - l_403;
let l_405 = l_396 + l_404;
let l_406 = l_400 + l_405;
let l_407 = l_1 != f64(0.0);
let l_408 = select(l_1, l_406, l_407);
let l_409 = l_408 - l_400;
let l_410 = l_1 != f64(0.0);
let l_411 = select(l_1, l_409, l_410);
let l_412 = l_405 - l_411;
let l_413 = l_408 / l_238;
let l_414 = l_255 + l_334;
let l_415 = l_1 != f64(0.0);
let l_416 = select(l_1, l_414, l_415);
let l_417 = l_416 - l_255;
let l_418 = l_1 != f64(0.0);
let l_419 = select(l_1, l_417, l_418);
let l_420 = l_334 - l_419;
let l_421 = l_416 + l_413;
let l_422 = l_1 != f64(0.0);
let l_423 = select(l_1, l_421, l_422);
let l_424 = l_423 - l_416;
let l_425 = l_1 != f64(0.0);
let l_426 = select(l_1, l_424, l_425);
let l_427 = l_423 - l_426;
let l_428 = l_1 != f64(0.0);
let l_429 = select(l_1, l_427, l_428);
let l_430 = l_416 - l_429;
let l_431 = l_413 - l_426;
let l_432 = l_430 + l_431;
let l_433 = l_432 + l_420;
let l_434 = l_423 + l_433;
let l_435 = l_1 != f64(0.0);
let l_436 = select(l_1, l_434, l_435);
let l_437 = l_436 - l_423;
let l_438 = l_1 != f64(0.0);
let l_439 = select(l_1, l_437, l_438);
let l_440 = l_433 - l_439;
let l_534 = info.static_meta[u32(0)];
let l_535 = l_534 * u32(1);
let l_536 = l_252 < l_535;
if l_536 {
buffer_0_global[l_252] = l_436;
}
let l_441 = l_253 + l_252;
let l_537 = info.static_meta[u32(0)];
let l_538 = l_537 * u32(1);
let l_539 = l_441 < l_538;
if l_539 {
buffer_0_global[l_441] = l_440;
}
l_mut_6 = l_mut_6 + u32(1024);
}
}
