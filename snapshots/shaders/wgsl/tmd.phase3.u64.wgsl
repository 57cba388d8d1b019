@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase3(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_105: u64;
var l_mut_110: u64;
var l_mut_132: u64;
var l_mut_186: u64;
var l_mut_65: u32;
let l_0 = id == u32(0);
if l_0 {
let l_421 = info.static_meta[u32(6)];
let l_422 = l_421 * u32(1);
let l_423 = l_422 - u32(1);
let l_424 = min(u32(3), l_423);
let l_425 = &buffer_6_global[l_424];
let l_1 = l_425;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_365 = info.static_meta[u32(3)];
let l_366 = l_365 * u32(1);
let l_367 = l_3 < l_366;
let l_368 = l_366 - u32(1);
let l_369 = min(l_3, l_368);
let l_370 = buffer_3_global[l_369];
let l_371 = select(u32(0), l_370, l_367);
let l_4 = l_371;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_372 = info.static_meta[u32(3)];
let l_373 = l_372 * u32(1);
let l_374 = l_7 < l_373;
let l_375 = l_373 - u32(1);
let l_376 = min(l_7, l_375);
let l_377 = buffer_3_global[l_376];
let l_378 = select(u32(0), l_377, l_374);
let l_8 = l_378;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_379 = info.static_meta[u32(3)];
let l_380 = l_379 * u32(1);
let l_381 = l_14 < l_380;
let l_382 = l_380 - u32(1);
let l_383 = min(l_14, l_382);
let l_384 = buffer_3_global[l_383];
let l_385 = select(u32(0), l_384, l_381);
let l_15 = l_385;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_386 = info.static_meta[u32(3)];
let l_387 = l_386 * u32(1);
let l_388 = l_18 < l_387;
let l_389 = l_387 - u32(1);
let l_390 = min(l_18, l_389);
let l_391 = buffer_3_global[l_390];
let l_392 = select(u32(0), l_391, l_388);
let l_19 = l_392;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_393 = info.static_meta[u32(3)];
let l_394 = l_393 * u32(1);
let l_395 = l_25 < l_394;
let l_396 = l_394 - u32(1);
let l_397 = min(l_25, l_396);
let l_398 = buffer_3_global[l_397];
let l_399 = select(u32(0), l_398, l_395);
let l_26 = l_399;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_400 = info.static_meta[u32(3)];
let l_401 = l_400 * u32(1);
let l_402 = l_29 < l_401;
let l_403 = l_401 - u32(1);
let l_404 = min(l_29, l_403);
let l_405 = buffer_3_global[l_404];
let l_406 = select(u32(0), l_405, l_402);
let l_30 = l_406;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_407 = info.static_meta[u32(3)];
let l_408 = l_407 * u32(1);
let l_409 = l_34 < l_408;
let l_410 = l_408 - u32(1);
let l_411 = min(l_34, l_410);
let l_412 = buffer_3_global[l_411];
let l_413 = select(u32(0), l_412, l_409);
let l_35 = l_413;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_414 = info.static_meta[u32(3)];
let l_415 = l_414 * u32(1);
let l_416 = l_38 < l_415;
let l_417 = l_415 - u32(1);
let l_418 = min(l_38, l_417);
let l_419 = buffer_3_global[l_418];
let l_420 = select(u32(0), l_419, l_416);
let l_39 = l_420;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = l_13 / u32(8);
let l_44 = l_43 + u32(64);
let l_45 = l_44 - u32(1);
let l_46 = l_45 / u32(64);
let l_47 = info.static_meta[u32(11)];
let l_48 = l_47 * l_46;
let l_49 = id < l_48;
if l_49 {
let l_50 = id / l_46;
let l_426 = info.static_meta[u32(4)];
let l_427 = l_426 * u32(1);
let l_428 = l_50 < l_427;
let l_429 = l_427 - u32(1);
let l_430 = min(l_50, l_429);
let l_431 = buffer_4_global[l_430];
let l_432 = select(u32(0), l_431, l_428);
let l_51 = l_432;
let l_52 = l_51 / u32(8);
let l_53 = l_51 % u32(8);
let l_54 = l_53 * l_43;
let l_55 = id % l_46;
let l_56 = l_55 * u32(64);
let l_57 = l_54 + l_56;
let l_58 = l_57 + u32(64);
let l_59 = l_53 + u32(1);
let l_60 = l_59 * l_43;
let l_61 = min(l_58, l_60);
let l_62 = u64(l_52);
let l_63 = u64(l_13);
let l_64 = l_62 * l_63;
l_mut_65 = u32(0);
let l_66 = l_64 < l_42;
if l_66 {
let l_67 = l_42 - l_64;
l_mut_65 = l_13;
let l_68 = u64(l_13);
let l_69 = l_67 < l_68;
if l_69 {
let l_70 = l_67 & u64(4294967295);
let l_71 = u32(bitcast<u64>(l_70));
l_mut_65 = l_71;
}
}
let l_72 = min(l_61, l_mut_65);
let l_73 = u32(2) * l_52;
let l_433 = info.static_meta[u32(0)];
let l_434 = l_433 * u32(1);
let l_435 = l_73 < l_434;
let l_436 = l_434 - u32(1);
let l_437 = min(l_73, l_436);
let l_438 = buffer_0_global[l_437];
let l_439 = select(u32(0), l_438, l_435);
let l_74 = l_439;
let l_75 = u64(l_74);
let l_76 = u32(2) * l_52;
let l_77 = l_76 + u32(1);
let l_440 = info.static_meta[u32(0)];
let l_441 = l_440 * u32(1);
let l_442 = l_77 < l_441;
let l_443 = l_441 - u32(1);
let l_444 = min(l_77, l_443);
let l_445 = buffer_0_global[l_444];
let l_446 = select(u32(0), l_445, l_442);
let l_78 = l_446;
let l_79 = u64(l_78);
let l_80 = l_79 << u32(bitcast<u64>(u64(32)));
let l_81 = l_75 | l_80;
let l_82 = u32(2) * l_52;
let l_447 = info.static_meta[u32(1)];
let l_448 = l_447 * u32(1);
let l_449 = l_82 < l_448;
let l_450 = l_448 - u32(1);
let l_451 = min(l_82, l_450);
let l_452 = buffer_1_global[l_451];
let l_453 = select(u32(0), l_452, l_449);
let l_83 = l_453;
let l_84 = u64(l_83);
let l_85 = u32(2) * l_52;
let l_86 = l_85 + u32(1);
let l_454 = info.static_meta[u32(1)];
let l_455 = l_454 * u32(1);
let l_456 = l_86 < l_455;
let l_457 = l_455 - u32(1);
let l_458 = min(l_86, l_457);
let l_459 = buffer_1_global[l_458];
let l_460 = select(u32(0), l_459, l_456);
let l_87 = l_460;
let l_88 = u64(l_87);
let l_89 = l_88 << u32(bitcast<u64>(u64(32)));
let l_90 = l_84 | l_89;
let l_91 = u32(2) * l_52;
let l_461 = info.static_meta[u32(2)];
let l_462 = l_461 * u32(1);
let l_463 = l_91 < l_462;
let l_464 = l_462 - u32(1);
let l_465 = min(l_91, l_464);
let l_466 = buffer_2_global[l_465];
let l_467 = select(u32(0), l_466, l_463);
let l_92 = l_467;
let l_93 = u64(l_92);
let l_94 = u32(2) * l_52;
let l_95 = l_94 + u32(1);
let l_468 = info.static_meta[u32(2)];
let l_469 = l_468 * u32(1);
let l_470 = l_95 < l_469;
let l_471 = l_469 - u32(1);
let l_472 = min(l_95, l_471);
let l_473 = buffer_2_global[l_472];
let l_474 = select(u32(0), l_473, l_470);
let l_96 = l_474;
let l_97 = u64(l_96);
let l_98 = l_97 << u32(bitcast<u64>(u64(32)));
let l_99 = l_93 | l_98;
l_mut_65 = u32(0);

for (var l_mut_100: u32 = l_57; l_mut_100 < l_72; l_mut_100++) {
let l_101 = u64(l_mut_100);
let l_102 = l_81 * l_101;
let l_103 = l_90 + l_102;
let l_104 = u64(u32(0));
l_mut_105 = l_104;
let l_106 = l_mut_100 < u32(65536);
if l_106 {
let l_107 = l_mut_100 * l_mut_100;
let l_108 = l_99 >> u32(bitcast<u64>(u64(63)));
let l_109 = l_108 == u64(1);
l_mut_110 = l_99;
if l_109 {
let l_111 = u64(u32(0));
let l_112 = l_111 - l_99;
l_mut_110 = l_112;
}
let l_113 = u64(l_107);
let l_114 = l_mut_110 & u64(4294967295);
let l_115 = l_114 * l_113;
let l_116 = l_mut_110 >> u32(bitcast<u64>(u64(32)));
let l_117 = l_116 * l_113;
let l_118 = l_117 << u32(bitcast<u64>(u64(32)));
let l_119 = l_115 + l_118;
let l_120 = l_117 >> u32(bitcast<u64>(u64(32)));
let l_121 = l_119 < l_115;
let l_122 = u64(l_121);
let l_123 = l_120 + l_122;
l_mut_110 = l_119;
let l_124 = l_24 == u32(64);
if l_124 {
l_mut_110 = l_123;
} else {
let l_125 = l_24 > u32(0);
if l_125 {
let l_126 = u32(64) - l_24;
let l_127 = u64(l_126);
let l_128 = l_123 << u32(bitcast<u64>(l_127));
let l_129 = u64(l_24);
let l_130 = l_119 >> u32(bitcast<u64>(l_129));
let l_131 = l_128 | l_130;
l_mut_110 = l_131;
}
}
l_mut_132 = l_mut_110;
if l_109 {
let l_133 = u64(u32(0));
let l_134 = l_133 - l_mut_132;
l_mut_132 = l_134;
}
l_mut_105 = l_mut_132;
} else {
let l_135 = l_99 >> u32(bitcast<u64>(u64(63)));
let l_136 = l_135 == u64(1);
l_mut_132 = l_99;
if l_136 {
let l_137 = u64(u32(0));
let l_138 = l_137 - l_99;
l_mut_132 = l_138;
}
let l_139 = u64(l_mut_100);
let l_140 = l_mut_132 & u64(4294967295);
let l_141 = l_140 * l_139;
let l_142 = l_mut_132 >> u32(bitcast<u64>(u64(32)));
let l_143 = l_142 * l_139;
let l_144 = l_143 << u32(bitcast<u64>(u64(32)));
let l_145 = l_141 + l_144;
let l_146 = l_143 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_145 < l_141;
let l_148 = u64(l_147);
let l_149 = l_146 + l_148;
l_mut_110 = l_145;
let l_150 = u32(0) == u32(64);
if l_150 {
l_mut_110 = l_149;
} else {
let l_151 = u32(0) > u32(0);
if l_151 {
let l_152 = u64(u32(64));
let l_153 = l_149 << u32(bitcast<u64>(l_152));
let l_154 = u64(u32(0));
let l_155 = l_145 >> u32(bitcast<u64>(l_154));
let l_156 = l_153 | l_155;
l_mut_110 = l_156;
}
}
let l_157 = u64(l_mut_100);
let l_158 = l_mut_132 & u64(4294967295);
let l_159 = l_158 * l_157;
let l_160 = l_mut_132 >> u32(bitcast<u64>(u64(32)));
let l_161 = l_160 * l_157;
let l_162 = l_161 << u32(bitcast<u64>(u64(32)));
let l_163 = l_159 + l_162;
let l_164 = l_161 >> u32(bitcast<u64>(u64(32)));
let l_165 = l_163 < l_159;
let l_166 = u64(l_165);
let l_167 = l_164 + l_166;
l_mut_132 = l_163;
let l_168 = u32(64) == u32(64);
if l_168 {
l_mut_132 = l_167;
} else {
let l_169 = u32(64) > u32(0);
if l_169 {
let l_170 = u64(u32(0));
let l_171 = l_167 << u32(bitcast<u64>(l_170));
let l_172 = u64(u32(64));
let l_173 = l_163 >> u32(bitcast<u64>(l_172));
let l_174 = l_171 | l_173;
l_mut_132 = l_174;
}
}
let l_175 = u64(l_mut_100);
let l_176 = l_mut_110 & u64(4294967295);
let l_177 = l_176 * l_175;
let l_178 = l_mut_110 >> u32(bitcast<u64>(u64(32)));
let l_179 = l_178 * l_175;
let l_180 = l_179 << u32(bitcast<u64>(u64(32)));
let l_181 = l_177 + l_180;
let l_182 = l_179 >> u32(bitcast<u64>(u64(32)));
let l_183 = l_181 < l_177;
let l_184 = u64(l_183);
let l_185 = l_182 + l_184;
l_mut_186 = l_181;
let l_187 = u32(0) == u32(64);
if l_187 {
l_mut_186 = l_185;
} else {
let l_188 = u32(0) > u32(0);
if l_188 {
let l_189 = u64(u32(64));
let l_190 = l_185 << u32(bitcast<u64>(l_189));
let l_191 = u64(u32(0));
let l_192 = l_181 >> u32(bitcast<u64>(l_191));
let l_193 = l_190 | l_192;
l_mut_186 = l_193;
}
}
let l_194 = u64(l_mut_100);
let l_195 = l_mut_110 & u64(4294967295);
let l_196 = l_195 * l_194;
let l_197 = l_mut_110 >> u32(bitcast<u64>(u64(32)));
let l_198 = l_197 * l_194;
let l_199 = l_198 << u32(bitcast<u64>(u64(32)));
let l_200 = l_196 + l_199;
let l_201 = l_198 >> u32(bitcast<u64>(u64(32)));
let l_202 = l_200 < l_196;
let l_203 = u64(l_202);
let l_204 = l_201 + l_203;
l_mut_110 = l_200;
let l_205 = u32(64) == u32(64);
if l_205 {
l_mut_110 = l_204;
} else {
let l_206 = u32(64) > u32(0);
if l_206 {
let l_207 = u64(u32(0));
let l_208 = l_204 << u32(bitcast<u64>(l_207));
let l_209 = u64(u32(64));
let l_210 = l_200 >> u32(bitcast<u64>(l_209));
let l_211 = l_208 | l_210;
l_mut_110 = l_211;
}
}
let l_212 = u64(l_mut_100);
let l_213 = l_mut_132 * l_212;
let l_214 = l_mut_110 + l_213;
l_mut_105 = l_mut_186;
let l_215 = l_24 == u32(64);
if l_215 {
l_mut_105 = l_214;
} else {
let l_216 = l_24 > u32(0);
if l_216 {
let l_217 = u32(64) - l_24;
let l_218 = u64(l_217);
let l_219 = l_214 << u32(bitcast<u64>(l_218));
let l_220 = u64(l_24);
let l_221 = l_mut_186 >> u32(bitcast<u64>(l_220));
let l_222 = l_219 + l_221;
l_mut_105 = l_222;
}
}
if l_136 {
let l_223 = u64(u32(0));
let l_224 = l_223 - l_mut_105;
l_mut_105 = l_224;
}
}
let l_225 = l_103 + l_mut_105;
let l_226 = u64(u32(0));
let l_227 = l_226 - l_225;
l_mut_186 = l_227;
let l_228 = l_225 < l_mut_186;
if l_228 {
l_mut_186 = l_225;
}
let l_229 = l_mut_186 < l_33;
let l_230 = u32(l_229);
l_mut_65 = l_mut_65 + l_230;
}
let l_231 = l_mut_65 > u32(0);
if l_231 {
let l_475 = info.static_meta[u32(6)];
let l_476 = l_475 * u32(1);
let l_477 = l_476 - u32(1);
let l_478 = min(u32(2), l_477);
let l_479 = &buffer_6_global[l_478];
let l_232 = l_479;
let l_233 = atomicAdd(l_232, l_mut_65);l_mut_65 = l_233;

for (var l_mut_234: u32 = l_57; l_mut_234 < l_72; l_mut_234++) {
let l_235 = u64(l_mut_234);
let l_236 = l_81 * l_235;
let l_237 = l_90 + l_236;
let l_238 = u64(u32(0));
l_mut_186 = l_238;
let l_239 = l_mut_234 < u32(65536);
if l_239 {
let l_240 = l_mut_234 * l_mut_234;
let l_241 = l_99 >> u32(bitcast<u64>(u64(63)));
let l_242 = l_241 == u64(1);
l_mut_132 = l_99;
if l_242 {
let l_243 = u64(u32(0));
let l_244 = l_243 - l_99;
l_mut_132 = l_244;
}
let l_245 = u64(l_240);
let l_246 = l_mut_132 & u64(4294967295);
let l_247 = l_246 * l_245;
let l_248 = l_mut_132 >> u32(bitcast<u64>(u64(32)));
let l_249 = l_248 * l_245;
let l_250 = l_249 << u32(bitcast<u64>(u64(32)));
let l_251 = l_247 + l_250;
let l_252 = l_249 >> u32(bitcast<u64>(u64(32)));
let l_253 = l_251 < l_247;
let l_254 = u64(l_253);
let l_255 = l_252 + l_254;
l_mut_132 = l_251;
let l_256 = l_24 == u32(64);
if l_256 {
l_mut_132 = l_255;
} else {
let l_257 = l_24 > u32(0);
if l_257 {
let l_258 = u32(64) - l_24;
let l_259 = u64(l_258);
let l_260 = l_255 << u32(bitcast<u64>(l_259));
let l_261 = u64(l_24);
let l_262 = l_251 >> u32(bitcast<u64>(l_261));
let l_263 = l_260 | l_262;
l_mut_132 = l_263;
}
}
l_mut_110 = l_mut_132;
if l_242 {
let l_264 = u64(u32(0));
let l_265 = l_264 - l_mut_110;
l_mut_110 = l_265;
}
l_mut_186 = l_mut_110;
} else {
let l_266 = l_99 >> u32(bitcast<u64>(u64(63)));
let l_267 = l_266 == u64(1);
l_mut_132 = l_99;
if l_267 {
let l_268 = u64(u32(0));
let l_269 = l_268 - l_99;
l_mut_132 = l_269;
}
let l_270 = u64(l_mut_234);
let l_271 = l_mut_132 & u64(4294967295);
let l_272 = l_271 * l_270;
let l_273 = l_mut_132 >> u32(bitcast<u64>(u64(32)));
let l_274 = l_273 * l_270;
let l_275 = l_274 << u32(bitcast<u64>(u64(32)));
let l_276 = l_272 + l_275;
let l_277 = l_274 >> u32(bitcast<u64>(u64(32)));
let l_278 = l_276 < l_272;
let l_279 = u64(l_278);
let l_280 = l_277 + l_279;
l_mut_110 = l_276;
let l_281 = u32(0) == u32(64);
if l_281 {
l_mut_110 = l_280;
} else {
let l_282 = u32(0) > u32(0);
if l_282 {
let l_283 = u64(u32(64));
let l_284 = l_280 << u32(bitcast<u64>(l_283));
let l_285 = u64(u32(0));
let l_286 = l_276 >> u32(bitcast<u64>(l_285));
let l_287 = l_284 | l_286;
l_mut_110 = l_287;
}
}
let l_288 = u64(l_mut_234);
let l_289 = l_mut_132 & u64(4294967295);
let l_290 = l_289 * l_288;
let l_291 = l_mut_132 >> u32(bitcast<u64>(u64(32)));
let l_292 = l_291 * l_288;
let l_293 = l_292 << u32(bitcast<u64>(u64(32)));
let l_294 = l_290 + l_293;
let l_295 = l_292 >> u32(bitcast<u64>(u64(32)));
let l_296 = l_294 < l_290;
let l_297 = u64(l_296);
let l_298 = l_295 + l_297;
l_mut_132 = l_294;
let l_299 = u32(64) == u32(64);
if l_299 {
l_mut_132 = l_298;
} else {
let l_300 = u32(64) > u32(0);
if l_300 {
let l_301 = u64(u32(0));
let l_302 = l_298 << u32(bitcast<u64>(l_301));
let l_303 = u64(u32(64));
let l_304 = l_294 >> u32(bitcast<u64>(l_303));
let l_305 = l_302 | l_304;
l_mut_132 = l_305;
}
}
let l_306 = u64(l_mut_234);
let l_307 = l_mut_110 & u64(4294967295);
let l_308 = l_307 * l_306;
let l_309 = l_mut_110 >> u32(bitcast<u64>(u64(32)));
let l_310 = l_309 * l_306;
let l_311 = l_310 << u32(bitcast<u64>(u64(32)));
let l_312 = l_308 + l_311;
let l_313 = l_310 >> u32(bitcast<u64>(u64(32)));
let l_314 = l_312 < l_308;
let l_315 = u64(l_314);
let l_316 = l_313 + l_315;
l_mut_105 = l_312;
let l_317 = u32(0) == u32(64);
if l_317 {
l_mut_105 = l_316;
} else {
let l_318 = u32(0) > u32(0);
if l_318 {
let l_319 = u64(u32(64));
let l_320 = l_316 << u32(bitcast<u64>(l_319));
let l_321 = u64(u32(0));
let l_322 = l_312 >> u32(bitcast<u64>(l_321));
let l_323 = l_320 | l_322;
l_mut_105 = l_323;
}
}
let l_324 = u64(l_mut_234);
let l_325 = l_mut_110 & u64(4294967295);
let l_326 = l_325 * l_324;
let l_327 = l_mut_110 >> u32(bitcast<u64>(u64(32)));
let l_328 = l_327 * l_324;
let l_329 = l_328 << u32(bitcast<u64>(u64(32)));
let l_330 = l_326 + l_329;
let l_331 = l_328 >> u32(bitcast<u64>(u64(32)));
let l_332 = l_330 < l_326;
let l_333 = u64(l_332);
let l_334 = l_331 + l_333;
l_mut_110 = l_330;
let l_335 = u32(64) == u32(64);
if l_335 {
l_mut_110 = l_334;
} else {
let l_336 = u32(64) > u32(0);
if l_336 {
let l_337 = u64(u32(0));
let l_338 = l_334 << u32(bitcast<u64>(l_337));
let l_339 = u64(u32(64));
let l_340 = l_330 >> u32(bitcast<u64>(l_339));
let l_341 = l_338 | l_340;
l_mut_110 = l_341;
}
}
let l_342 = u64(l_mut_234);
let l_343 = l_mut_132 * l_342;
let l_344 = l_mut_110 + l_343;
l_mut_186 = l_mut_105;
let l_345 = l_24 == u32(64);
if l_345 {
l_mut_186 = l_344;
} else {
let l_346 = l_24 > u32(0);
if l_346 {
let l_347 = u32(64) - l_24;
let l_348 = u64(l_347);
let l_349 = l_344 << u32(bitcast<u64>(l_348));
let l_350 = u64(l_24);
let l_351 = l_mut_105 >> u32(bitcast<u64>(l_350));
let l_352 = l_349 + l_351;
l_mut_186 = l_352;
}
}
if l_267 {
let l_353 = u64(u32(0));
let l_354 = l_353 - l_mut_186;
l_mut_186 = l_354;
}
}
let l_355 = l_237 + l_mut_186;
let l_356 = u64(u32(0));
let l_357 = l_356 - l_355;
l_mut_186 = l_357;
let l_358 = l_355 < l_mut_186;
if l_358 {
l_mut_186 = l_355;
}
let l_359 = l_mut_186 < l_33;
if l_359 {
let l_360 = l_mut_65 * u32(2);
let l_361 = l_360 + u32(1);
let l_362 = info.static_meta[u32(12)];
let l_363 = l_361 < l_362;
if l_363 {
let l_480 = info.static_meta[u32(5)];
let l_481 = l_480 * u32(1);
let l_482 = l_360 < l_481;
if l_482 {
buffer_5_global[l_360] = l_52;
}
let l_364 = l_360 + u32(1);
let l_483 = info.static_meta[u32(5)];
let l_484 = l_483 * u32(1);
let l_485 = l_364 < l_484;
if l_485 {
buffer_5_global[l_364] = l_mut_234;
}
}
l_mut_65 = l_mut_65 + u32(1);
}
}
}
}
}
