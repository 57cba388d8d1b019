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
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn phase1(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_105: u64;
var l_mut_127: u64;
var l_mut_158: u64;
var l_mut_212: u64;
var l_mut_258: u32;
var l_mut_259: bool;
var l_mut_262: bool;
var l_mut_271: u32;
var l_mut_284: u64;
var l_mut_301: u64;
var l_mut_304: u32;
var l_mut_350: bool;
var l_mut_358: bool;
var l_mut_381: u32;
var l_mut_382: u32;
var l_mut_408: u64;
var l_mut_67: u32;
let l_0 = id == u32(0);
if l_0 {
let l_519 = info.static_meta[u32(5)];
let l_520 = l_519 * u32(1);
let l_521 = l_520 - u32(1);
let l_522 = min(u32(3), l_521);
let l_523 = &buffer_5_global[l_522];
let l_1 = l_523;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_435 = info.static_meta[u32(3)];
let l_436 = l_435 * u32(1);
let l_437 = l_3 < l_436;
let l_438 = l_436 - u32(1);
let l_439 = min(l_3, l_438);
let l_440 = buffer_3_global[l_439];
let l_441 = select(u32(0), l_440, l_437);
let l_4 = l_441;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_442 = info.static_meta[u32(3)];
let l_443 = l_442 * u32(1);
let l_444 = l_7 < l_443;
let l_445 = l_443 - u32(1);
let l_446 = min(l_7, l_445);
let l_447 = buffer_3_global[l_446];
let l_448 = select(u32(0), l_447, l_444);
let l_8 = l_448;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_449 = info.static_meta[u32(3)];
let l_450 = l_449 * u32(1);
let l_451 = l_14 < l_450;
let l_452 = l_450 - u32(1);
let l_453 = min(l_14, l_452);
let l_454 = buffer_3_global[l_453];
let l_455 = select(u32(0), l_454, l_451);
let l_15 = l_455;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_456 = info.static_meta[u32(3)];
let l_457 = l_456 * u32(1);
let l_458 = l_18 < l_457;
let l_459 = l_457 - u32(1);
let l_460 = min(l_18, l_459);
let l_461 = buffer_3_global[l_460];
let l_462 = select(u32(0), l_461, l_458);
let l_19 = l_462;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_463 = info.static_meta[u32(3)];
let l_464 = l_463 * u32(1);
let l_465 = l_25 < l_464;
let l_466 = l_464 - u32(1);
let l_467 = min(l_25, l_466);
let l_468 = buffer_3_global[l_467];
let l_469 = select(u32(0), l_468, l_465);
let l_26 = l_469;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_470 = info.static_meta[u32(3)];
let l_471 = l_470 * u32(1);
let l_472 = l_29 < l_471;
let l_473 = l_471 - u32(1);
let l_474 = min(l_29, l_473);
let l_475 = buffer_3_global[l_474];
let l_476 = select(u32(0), l_475, l_472);
let l_30 = l_476;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_477 = info.static_meta[u32(3)];
let l_478 = l_477 * u32(1);
let l_479 = l_34 < l_478;
let l_480 = l_478 - u32(1);
let l_481 = min(l_34, l_480);
let l_482 = buffer_3_global[l_481];
let l_483 = select(u32(0), l_482, l_479);
let l_35 = l_483;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_484 = info.static_meta[u32(3)];
let l_485 = l_484 * u32(1);
let l_486 = l_38 < l_485;
let l_487 = l_485 - u32(1);
let l_488 = min(l_38, l_487);
let l_489 = buffer_3_global[l_488];
let l_490 = select(u32(0), l_489, l_486);
let l_39 = l_490;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_491 = info.static_meta[u32(3)];
let l_492 = l_491 * u32(1);
let l_493 = l_43 < l_492;
let l_494 = l_492 - u32(1);
let l_495 = min(l_43, l_494);
let l_496 = buffer_3_global[l_495];
let l_497 = select(u32(0), l_496, l_493);
let l_44 = l_497;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_498 = info.static_meta[u32(3)];
let l_499 = l_498 * u32(1);
let l_500 = l_47 < l_499;
let l_501 = l_499 - u32(1);
let l_502 = min(l_47, l_501);
let l_503 = buffer_3_global[l_502];
let l_504 = select(u32(0), l_503, l_500);
let l_48 = l_504;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_505 = info.static_meta[u32(3)];
let l_506 = l_505 * u32(1);
let l_507 = l_52 < l_506;
let l_508 = l_506 - u32(1);
let l_509 = min(l_52, l_508);
let l_510 = buffer_3_global[l_509];
let l_511 = select(u32(0), l_510, l_507);
let l_53 = l_511;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_512 = info.static_meta[u32(3)];
let l_513 = l_512 * u32(1);
let l_514 = l_56 < l_513;
let l_515 = l_513 - u32(1);
let l_516 = min(l_56, l_515);
let l_517 = buffer_3_global[l_516];
let l_518 = select(u32(0), l_517, l_514);
let l_57 = l_518;
let l_58 = u64(l_57);
let l_59 = l_58 << u32(bitcast<u64>(u64(32)));
let l_60 = l_54 | l_59;
let l_61 = u32(2) * id;
let l_62 = info.static_meta[u32(6)];
let l_63 = l_61 < l_62;
let l_64 = u64(id);
let l_65 = u64(l_13);
let l_66 = l_64 * l_65;
l_mut_67 = u32(0);
let l_68 = l_66 < l_60;
if l_68 {
let l_69 = l_60 - l_66;
l_mut_67 = l_13;
let l_70 = u64(l_13);
let l_71 = l_69 < l_70;
if l_71 {
let l_72 = l_69 & u64(4294967295);
let l_73 = u32(bitcast<u64>(l_72));
l_mut_67 = l_73;
}
}
let l_74 = l_mut_67 > u32(0);
let l_75 = l_63 && l_74;
if l_75 {
let l_76 = u32(2) * id;
let l_524 = info.static_meta[u32(0)];
let l_525 = l_524 * u32(1);
let l_526 = l_76 < l_525;
let l_527 = l_525 - u32(1);
let l_528 = min(l_76, l_527);
let l_529 = buffer_0_global[l_528];
let l_530 = select(u32(0), l_529, l_526);
let l_77 = l_530;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_531 = info.static_meta[u32(0)];
let l_532 = l_531 * u32(1);
let l_533 = l_80 < l_532;
let l_534 = l_532 - u32(1);
let l_535 = min(l_80, l_534);
let l_536 = buffer_0_global[l_535];
let l_537 = select(u32(0), l_536, l_533);
let l_81 = l_537;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_538 = info.static_meta[u32(1)];
let l_539 = l_538 * u32(1);
let l_540 = l_85 < l_539;
let l_541 = l_539 - u32(1);
let l_542 = min(l_85, l_541);
let l_543 = buffer_1_global[l_542];
let l_544 = select(u32(0), l_543, l_540);
let l_86 = l_544;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_545 = info.static_meta[u32(1)];
let l_546 = l_545 * u32(1);
let l_547 = l_89 < l_546;
let l_548 = l_546 - u32(1);
let l_549 = min(l_89, l_548);
let l_550 = buffer_1_global[l_549];
let l_551 = select(u32(0), l_550, l_547);
let l_90 = l_551;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_552 = info.static_meta[u32(2)];
let l_553 = l_552 * u32(1);
let l_554 = l_94 < l_553;
let l_555 = l_553 - u32(1);
let l_556 = min(l_94, l_555);
let l_557 = buffer_2_global[l_556];
let l_558 = select(u32(0), l_557, l_554);
let l_95 = l_558;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_559 = info.static_meta[u32(2)];
let l_560 = l_559 * u32(1);
let l_561 = l_98 < l_560;
let l_562 = l_560 - u32(1);
let l_563 = min(l_98, l_562);
let l_564 = buffer_2_global[l_563];
let l_565 = select(u32(0), l_564, l_561);
let l_99 = l_565;
let l_100 = u64(l_99);
let l_101 = l_100 << u32(bitcast<u64>(u64(32)));
let l_102 = l_96 | l_101;
let l_103 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_104 = l_103 == u64(1);
l_mut_105 = l_102;
if l_104 {
let l_106 = u64(u32(0));
let l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
let l_108 = u64(l_13);
let l_109 = l_mut_105 & u64(4294967295);
let l_110 = l_109 * l_108;
let l_111 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_112 = l_111 * l_108;
let l_113 = l_112 << u32(bitcast<u64>(u64(32)));
let l_114 = l_110 + l_113;
let l_115 = l_112 >> u32(bitcast<u64>(u64(32)));
let l_116 = l_114 < l_110;
let l_117 = u64(l_116);
let l_118 = l_115 + l_117;
l_mut_105 = l_114;
let l_119 = l_24 == u32(64);
if l_119 {
l_mut_105 = l_118;
} else {
let l_120 = l_24 > u32(0);
if l_120 {
let l_121 = u32(64) - l_24;
let l_122 = u64(l_121);
let l_123 = l_118 << u32(bitcast<u64>(l_122));
let l_124 = u64(l_24);
let l_125 = l_114 >> u32(bitcast<u64>(l_124));
let l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if l_104 {
let l_128 = u64(u32(0));
let l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
let l_130 = l_84 + l_mut_127;
let l_131 = l_24 + u32(3);
let l_132 = u64(u32(0));
l_mut_127 = l_132;
let l_133 = l_13 < u32(65536);
if l_133 {
let l_134 = l_13 * l_13;
let l_135 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_136 = l_135 == u64(1);
l_mut_105 = l_102;
if l_136 {
let l_137 = u64(u32(0));
let l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
let l_139 = u64(l_134);
let l_140 = l_mut_105 & u64(4294967295);
let l_141 = l_140 * l_139;
let l_142 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_143 = l_142 * l_139;
let l_144 = l_143 << u32(bitcast<u64>(u64(32)));
let l_145 = l_141 + l_144;
let l_146 = l_143 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_145 < l_141;
let l_148 = u64(l_147);
let l_149 = l_146 + l_148;
l_mut_105 = l_145;
let l_150 = l_131 == u32(64);
if l_150 {
l_mut_105 = l_149;
} else {
let l_151 = l_131 > u32(0);
if l_151 {
let l_152 = u32(64) - l_131;
let l_153 = u64(l_152);
let l_154 = l_149 << u32(bitcast<u64>(l_153));
let l_155 = u64(l_131);
let l_156 = l_145 >> u32(bitcast<u64>(l_155));
let l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if l_136 {
let l_159 = u64(u32(0));
let l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
let l_161 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_162 = l_161 == u64(1);
l_mut_158 = l_102;
if l_162 {
let l_163 = u64(u32(0));
let l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
let l_165 = u64(l_13);
let l_166 = l_mut_158 & u64(4294967295);
let l_167 = l_166 * l_165;
let l_168 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_168 * l_165;
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_167 + l_170;
let l_172 = l_169 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_171 < l_167;
let l_174 = u64(l_173);
let l_175 = l_172 + l_174;
l_mut_105 = l_171;
let l_176 = u32(0) == u32(64);
if l_176 {
l_mut_105 = l_175;
} else {
let l_177 = u32(0) > u32(0);
if l_177 {
let l_178 = u64(u32(64));
let l_179 = l_175 << u32(bitcast<u64>(l_178));
let l_180 = u64(u32(0));
let l_181 = l_171 >> u32(bitcast<u64>(l_180));
let l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
let l_183 = u64(l_13);
let l_184 = l_mut_158 & u64(4294967295);
let l_185 = l_184 * l_183;
let l_186 = l_mut_158 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_186 * l_183;
let l_188 = l_187 << u32(bitcast<u64>(u64(32)));
let l_189 = l_185 + l_188;
let l_190 = l_187 >> u32(bitcast<u64>(u64(32)));
let l_191 = l_189 < l_185;
let l_192 = u64(l_191);
let l_193 = l_190 + l_192;
l_mut_158 = l_189;
let l_194 = u32(64) == u32(64);
if l_194 {
l_mut_158 = l_193;
} else {
let l_195 = u32(64) > u32(0);
if l_195 {
let l_196 = u64(u32(0));
let l_197 = l_193 << u32(bitcast<u64>(l_196));
let l_198 = u64(u32(64));
let l_199 = l_189 >> u32(bitcast<u64>(l_198));
let l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
let l_201 = u64(l_13);
let l_202 = l_mut_105 & u64(4294967295);
let l_203 = l_202 * l_201;
let l_204 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_205 = l_204 * l_201;
let l_206 = l_205 << u32(bitcast<u64>(u64(32)));
let l_207 = l_203 + l_206;
let l_208 = l_205 >> u32(bitcast<u64>(u64(32)));
let l_209 = l_207 < l_203;
let l_210 = u64(l_209);
let l_211 = l_208 + l_210;
l_mut_212 = l_207;
let l_213 = u32(0) == u32(64);
if l_213 {
l_mut_212 = l_211;
} else {
let l_214 = u32(0) > u32(0);
if l_214 {
let l_215 = u64(u32(64));
let l_216 = l_211 << u32(bitcast<u64>(l_215));
let l_217 = u64(u32(0));
let l_218 = l_207 >> u32(bitcast<u64>(l_217));
let l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
let l_220 = u64(l_13);
let l_221 = l_mut_105 & u64(4294967295);
let l_222 = l_221 * l_220;
let l_223 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_224 = l_223 * l_220;
let l_225 = l_224 << u32(bitcast<u64>(u64(32)));
let l_226 = l_222 + l_225;
let l_227 = l_224 >> u32(bitcast<u64>(u64(32)));
let l_228 = l_226 < l_222;
let l_229 = u64(l_228);
let l_230 = l_227 + l_229;
l_mut_105 = l_226;
let l_231 = u32(64) == u32(64);
if l_231 {
l_mut_105 = l_230;
} else {
let l_232 = u32(64) > u32(0);
if l_232 {
let l_233 = u64(u32(0));
let l_234 = l_230 << u32(bitcast<u64>(l_233));
let l_235 = u64(u32(64));
let l_236 = l_226 >> u32(bitcast<u64>(l_235));
let l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
let l_238 = u64(l_13);
let l_239 = l_mut_158 * l_238;
let l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
let l_241 = l_131 == u32(64);
if l_241 {
l_mut_127 = l_240;
} else {
let l_242 = l_131 > u32(0);
if l_242 {
let l_243 = u32(64) - l_131;
let l_244 = u64(l_243);
let l_245 = l_240 << u32(bitcast<u64>(l_244));
let l_246 = u64(l_131);
let l_247 = l_mut_212 >> u32(bitcast<u64>(l_246));
let l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if l_162 {
let l_249 = u64(u32(0));
let l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
let l_251 = l_93 - l_mut_127;
let l_252 = l_251 + l_33;
let l_253 = u64(u32(0));
let l_254 = l_253 - l_130;
let l_255 = l_33 + l_33;
l_mut_212 = l_254;
let l_256 = u64(u32(0));
let l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = u32(1);
l_mut_258 = u32(1);
l_mut_259 = bool(false);
let l_260 = l_mut_127 < l_255;
let l_261 = !l_260;
l_mut_262 = l_261;
let l_263 = l_254 == u64(0);
if l_263 {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if l_mut_262 {
let l_264 = l_254 >> u32(bitcast<u64>(u64(63)));
let l_265 = l_264 == u64(1);
l_mut_105 = l_254;
if l_265 {
let l_266 = u64(u32(0));
let l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
let l_268 = l_13 - u32(1);
let l_269 = u64(l_268);
let l_270 = l_mut_105 * l_269;
l_mut_271 = u32(0);
let l_272 = l_13 - u32(1);
let l_273 = u64(l_272);
let l_274 = l_mut_105 & u64(4294967295);
let l_275 = l_274 * l_273;
let l_276 = l_mut_105 >> u32(bitcast<u64>(u64(32)));
let l_277 = l_276 * l_273;
let l_278 = l_277 << u32(bitcast<u64>(u64(32)));
let l_279 = l_275 + l_278;
let l_280 = l_277 >> u32(bitcast<u64>(u64(32)));
let l_281 = l_279 < l_275;
let l_282 = u64(l_281);
let l_283 = l_280 + l_282;
l_mut_284 = l_279;
let l_285 = u32(64) == u32(64);
if l_285 {
l_mut_284 = l_283;
} else {
let l_286 = u32(64) > u32(0);
if l_286 {
let l_287 = u64(u32(0));
let l_288 = l_283 << u32(bitcast<u64>(l_287));
let l_289 = u64(u32(64));
let l_290 = l_279 >> u32(bitcast<u64>(l_289));
let l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
let l_292 = l_mut_284 == u64(0);
if l_292 {
l_mut_284 = l_252;
if l_265 {
let l_293 = u64(u32(0));
let l_294 = l_293 - l_252;
let l_295 = l_252 == u64(0);
let l_296 = !l_295;
let l_297 = l_270 < l_294;
let l_298 = !l_297;
let l_299 = l_296 && l_298;
if l_299 {
let l_300 = l_13 - u32(1);
l_mut_301 = l_294;
let l_302 = l_294 < l_mut_105;
let l_303 = !l_302;
if l_303 {
l_mut_304 = u32(0);
let l_305 = l_mut_105 < l_294;
if l_305 {
let l_306 = l_294 - u64(1);
let l_307 = l_306 / l_mut_105;
let l_308 = u64(l_300);
let l_309 = l_307 < l_308;
let l_310 = u64(l_300);
let l_311 = select(l_310, l_307, l_309);
let l_312 = u32(bitcast<u64>(l_311));
l_mut_304 = l_312;
}
let l_313 = u64(l_mut_304);
let l_314 = l_mut_105 * l_313;
let l_315 = l_294 - l_314;
l_mut_301 = l_315;
let l_316 = l_mut_301 < l_mut_105;
let l_317 = !l_316;
if l_317 {
let l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
let l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
let l_320 = l_319 < l_mut_105;
let l_321 = !l_320;
if l_321 {
let l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
let l_323 = l_mut_301 < l_mut_284;
if l_323 {
l_mut_284 = l_mut_301;
}
}
} else {
let l_324 = l_252 - l_270;
l_mut_284 = l_324;
let l_325 = l_252 < l_270;
if l_325 {
let l_326 = l_13 - u32(1);
l_mut_301 = l_252;
let l_327 = l_252 < l_mut_105;
let l_328 = !l_327;
if l_328 {
l_mut_304 = u32(0);
let l_329 = l_mut_105 < l_252;
if l_329 {
let l_330 = l_252 - u64(1);
let l_331 = l_330 / l_mut_105;
let l_332 = u64(l_326);
let l_333 = l_331 < l_332;
let l_334 = u64(l_326);
let l_335 = select(l_334, l_331, l_333);
let l_336 = u32(bitcast<u64>(l_335));
l_mut_304 = l_336;
}
let l_337 = u64(l_mut_304);
let l_338 = l_mut_105 * l_337;
let l_339 = l_252 - l_338;
l_mut_301 = l_339;
let l_340 = l_mut_301 < l_mut_105;
let l_341 = !l_340;
if l_341 {
let l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
let l_343 = l_mut_301 < l_mut_284;
if l_343 {
l_mut_284 = l_mut_301;
}
}
}
let l_344 = l_mut_284 < l_255;
let l_345 = !l_344;
let l_346 = u32(l_345);
let l_347 = u32(2) - l_346;
l_mut_271 = l_347;
}
let l_348 = l_mut_271 > u32(0);
if l_348 {
let l_349 = l_mut_271 == u32(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
loop {
let l_351 = !l_mut_262;
if l_351 {
break;
}
l_mut_301 = l_mut_212;
if l_mut_350 {
l_mut_301 = l_mut_158;
}
let l_352 = l_mut_127 < l_mut_301;
let l_353 = !l_352;
let l_354 = l_353 != l_mut_350;
if l_354 {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
let l_355 = l_mut_212 - l_mut_127;
l_mut_301 = l_355;
if l_mut_350 {
let l_356 = l_mut_127 - l_255;
l_mut_301 = l_356;
}
l_mut_284 = l_mut_212;
let l_357 = l_mut_301 < l_mut_212;
if l_357 {
l_mut_284 = l_mut_301;
}
l_mut_358 = bool(false);
let l_359 = u64(u32(3));
let l_360 = l_mut_284 >> u32(bitcast<u64>(l_359));
let l_361 = l_360 < l_mut_158;
let l_362 = !l_361;
l_mut_358 = l_362;
l_mut_304 = u32(0);
let l_363 = l_mut_158 == u64(0);
let l_364 = !l_363;
let l_365 = l_mut_358 && l_364;
let l_366 = l_mut_158 < l_mut_284;
let l_367 = l_365 && l_366;
let l_368 = l_mut_67 + l_mut_258;
let l_369 = l_368 < l_13;
let l_370 = l_367 && l_369;
if l_370 {
let l_371 = l_13 - l_mut_67;
let l_372 = l_371 - l_mut_258;
let l_373 = l_372 / l_mut_67;
let l_374 = l_mut_284 - u64(1);
let l_375 = l_374 / l_mut_158;
let l_376 = u64(l_373);
let l_377 = l_375 < l_376;
let l_378 = u64(l_373);
let l_379 = select(l_378, l_375, l_377);
let l_380 = u32(bitcast<u64>(l_379));
l_mut_304 = l_380;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_381 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_382 = u32(0);
let l_383 = l_mut_304 > u32(0);
if l_383 {
let l_384 = u64(l_mut_304);
let l_385 = l_mut_158 * l_384;
if l_mut_350 {
let l_386 = l_mut_127 - l_385;
l_mut_105 = l_386;
}
let l_387 = l_mut_212 - l_385;
l_mut_301 = l_387;
let l_388 = l_mut_304 * l_mut_67;
let l_389 = l_mut_258 + l_388;
l_mut_381 = l_389;
} else {
if l_mut_350 {
let l_390 = l_mut_127 - l_mut_158;
l_mut_105 = l_390;
let l_391 = l_mut_105 < l_255;
if l_391 {
l_mut_382 = u32(2);
}
}
let l_392 = l_mut_382 == u32(0);
if l_392 {
let l_393 = l_13 - l_mut_67;
let l_394 = l_393 / l_mut_258;
l_mut_304 = u32(0);
l_mut_358 = bool(false);
let l_395 = u64(u32(3));
let l_396 = l_mut_158 >> u32(bitcast<u64>(l_395));
let l_397 = l_396 < l_mut_212;
let l_398 = !l_397;
l_mut_358 = l_398;
let l_399 = l_mut_212 == u64(0);
if l_399 {
l_mut_304 = l_394;
} else {
if l_mut_358 {
let l_400 = l_mut_212 < l_mut_158;
if l_400 {
let l_401 = l_mut_158 - u64(1);
let l_402 = l_401 / l_mut_212;
let l_403 = u64(l_394);
let l_404 = l_402 < l_403;
let l_405 = u64(l_394);
let l_406 = select(l_405, l_402, l_404);
let l_407 = u32(bitcast<u64>(l_406));
l_mut_304 = l_407;
}
} else {
l_mut_408 = l_mut_158;
loop {
let l_409 = l_mut_212 < l_mut_408;
let l_410 = l_mut_304 * l_mut_258;
let l_411 = l_mut_67 + l_410;
let l_412 = l_411 + l_mut_258;
let l_413 = l_412 < l_13;
let l_414 = l_409 && l_413;
let l_415 = !l_414;
if l_415 {
break;
}
let l_416 = l_mut_408 - l_mut_212;
l_mut_408 = l_416;
l_mut_304 = l_mut_304 + u32(1);
}
}
}
let l_417 = l_mut_304 * l_mut_258;
let l_418 = l_mut_67 + l_417;
let l_419 = l_418 + l_mut_258;
let l_420 = l_419 >= l_13;
if l_420 {
l_mut_382 = u32(1);
} else {
let l_421 = u64(l_mut_304);
let l_422 = l_mut_212 * l_421;
let l_423 = l_mut_158 - l_422;
l_mut_284 = l_423;
let l_424 = l_mut_304 * l_mut_258;
let l_425 = l_mut_67 + l_424;
l_mut_271 = l_425;
let l_426 = l_mut_212 - l_mut_284;
l_mut_301 = l_426;
let l_427 = l_mut_258 + l_mut_271;
l_mut_381 = l_427;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_381;
l_mut_127 = l_mut_105;
let l_428 = l_mut_382 == u32(1);
l_mut_259 = l_428;
let l_429 = l_mut_382 == u32(0);
l_mut_262 = l_429;
}
let l_430 = !l_mut_259;
if l_430 {
let l_566 = info.static_meta[u32(5)];
let l_567 = l_566 * u32(1);
let l_568 = l_567 - u32(1);
let l_569 = min(u32(0), l_568);
let l_570 = &buffer_5_global[l_569];
let l_431 = l_570;
let l_432 = atomicAdd(l_431, u32(1));let l_433 = info.static_meta[u32(10)];
let l_434 = l_432 < l_433;
if l_434 {
let l_571 = info.static_meta[u32(4)];
let l_572 = l_571 * u32(1);
let l_573 = l_432 < l_572;
if l_573 {
buffer_4_global[l_432] = id;
}
}
}
}
}
