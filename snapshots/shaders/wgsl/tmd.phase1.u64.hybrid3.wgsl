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

var l_mut_109: u64;
var l_mut_140: u64;
var l_mut_194: u64;
var l_mut_247: u32;
var l_mut_248: bool;
var l_mut_251: bool;
var l_mut_260: u32;
var l_mut_273: u64;
var l_mut_290: u64;
var l_mut_293: u32;
var l_mut_339: bool;
var l_mut_344: bool;
var l_mut_367: u32;
var l_mut_368: u32;
var l_mut_391: u64;
var l_mut_49: u32;
var l_mut_87: u64;
let l_0 = id == u32(0);
if l_0 {
let l_545 = info.static_meta[u32(5)];
let l_546 = l_545 * u32(1);
let l_547 = l_546 - u32(1);
let l_548 = min(u32(3), l_547);
let l_549 = &buffer_5_global[l_548];
let l_1 = l_549;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_489 = info.static_meta[u32(3)];
let l_490 = l_489 * u32(1);
let l_491 = l_3 < l_490;
let l_492 = l_490 - u32(1);
let l_493 = min(l_3, l_492);
let l_494 = buffer_3_global[l_493];
let l_495 = select(u32(0), l_494, l_491);
let l_4 = l_495;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_496 = info.static_meta[u32(3)];
let l_497 = l_496 * u32(1);
let l_498 = l_7 < l_497;
let l_499 = l_497 - u32(1);
let l_500 = min(l_7, l_499);
let l_501 = buffer_3_global[l_500];
let l_502 = select(u32(0), l_501, l_498);
let l_8 = l_502;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_503 = info.static_meta[u32(3)];
let l_504 = l_503 * u32(1);
let l_505 = l_14 < l_504;
let l_506 = l_504 - u32(1);
let l_507 = min(l_14, l_506);
let l_508 = buffer_3_global[l_507];
let l_509 = select(u32(0), l_508, l_505);
let l_15 = l_509;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_510 = info.static_meta[u32(3)];
let l_511 = l_510 * u32(1);
let l_512 = l_18 < l_511;
let l_513 = l_511 - u32(1);
let l_514 = min(l_18, l_513);
let l_515 = buffer_3_global[l_514];
let l_516 = select(u32(0), l_515, l_512);
let l_19 = l_516;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_517 = info.static_meta[u32(3)];
let l_518 = l_517 * u32(1);
let l_519 = l_25 < l_518;
let l_520 = l_518 - u32(1);
let l_521 = min(l_25, l_520);
let l_522 = buffer_3_global[l_521];
let l_523 = select(u32(0), l_522, l_519);
let l_26 = l_523;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_524 = info.static_meta[u32(3)];
let l_525 = l_524 * u32(1);
let l_526 = l_29 < l_525;
let l_527 = l_525 - u32(1);
let l_528 = min(l_29, l_527);
let l_529 = buffer_3_global[l_528];
let l_530 = select(u32(0), l_529, l_526);
let l_30 = l_530;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_531 = info.static_meta[u32(3)];
let l_532 = l_531 * u32(1);
let l_533 = l_34 < l_532;
let l_534 = l_532 - u32(1);
let l_535 = min(l_34, l_534);
let l_536 = buffer_3_global[l_535];
let l_537 = select(u32(0), l_536, l_533);
let l_35 = l_537;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_538 = info.static_meta[u32(3)];
let l_539 = l_538 * u32(1);
let l_540 = l_38 < l_539;
let l_541 = l_539 - u32(1);
let l_542 = min(l_38, l_541);
let l_543 = buffer_3_global[l_542];
let l_544 = select(u32(0), l_543, l_540);
let l_39 = l_544;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * id;
let l_44 = info.static_meta[u32(6)];
let l_45 = l_43 < l_44;
let l_46 = u64(id);
let l_47 = u64(l_13);
let l_48 = l_46 * l_47;
l_mut_49 = u32(0);
let l_50 = l_48 < l_42;
if l_50 {
let l_51 = l_42 - l_48;
l_mut_49 = l_13;
let l_52 = u64(l_13);
let l_53 = l_51 < l_52;
if l_53 {
let l_54 = l_51 & u64(4294967295);
let l_55 = u32(bitcast<u64>(l_54));
l_mut_49 = l_55;
}
}
let l_56 = l_mut_49 > u32(0);
let l_57 = l_45 && l_56;
if l_57 {
let l_58 = u32(2) * id;
let l_550 = info.static_meta[u32(0)];
let l_551 = l_550 * u32(1);
let l_552 = l_58 < l_551;
let l_553 = l_551 - u32(1);
let l_554 = min(l_58, l_553);
let l_555 = buffer_0_global[l_554];
let l_556 = select(u32(0), l_555, l_552);
let l_59 = l_556;
let l_60 = u64(l_59);
let l_61 = u32(2) * id;
let l_62 = l_61 + u32(1);
let l_557 = info.static_meta[u32(0)];
let l_558 = l_557 * u32(1);
let l_559 = l_62 < l_558;
let l_560 = l_558 - u32(1);
let l_561 = min(l_62, l_560);
let l_562 = buffer_0_global[l_561];
let l_563 = select(u32(0), l_562, l_559);
let l_63 = l_563;
let l_64 = u64(l_63);
let l_65 = l_64 << u32(bitcast<u64>(u64(32)));
let l_66 = l_60 | l_65;
let l_67 = u32(2) * id;
let l_564 = info.static_meta[u32(1)];
let l_565 = l_564 * u32(1);
let l_566 = l_67 < l_565;
let l_567 = l_565 - u32(1);
let l_568 = min(l_67, l_567);
let l_569 = buffer_1_global[l_568];
let l_570 = select(u32(0), l_569, l_566);
let l_68 = l_570;
let l_69 = u64(l_68);
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_571 = info.static_meta[u32(1)];
let l_572 = l_571 * u32(1);
let l_573 = l_71 < l_572;
let l_574 = l_572 - u32(1);
let l_575 = min(l_71, l_574);
let l_576 = buffer_1_global[l_575];
let l_577 = select(u32(0), l_576, l_573);
let l_72 = l_577;
let l_73 = u64(l_72);
let l_74 = l_73 << u32(bitcast<u64>(u64(32)));
let l_75 = l_69 | l_74;
let l_76 = u32(2) * id;
let l_578 = info.static_meta[u32(2)];
let l_579 = l_578 * u32(1);
let l_580 = l_76 < l_579;
let l_581 = l_579 - u32(1);
let l_582 = min(l_76, l_581);
let l_583 = buffer_2_global[l_582];
let l_584 = select(u32(0), l_583, l_580);
let l_77 = l_584;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_585 = info.static_meta[u32(2)];
let l_586 = l_585 * u32(1);
let l_587 = l_80 < l_586;
let l_588 = l_586 - u32(1);
let l_589 = min(l_80, l_588);
let l_590 = buffer_2_global[l_589];
let l_591 = select(u32(0), l_590, l_587);
let l_81 = l_591;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_86 = l_85 == u64(1);
l_mut_87 = l_84;
if l_86 {
let l_88 = u64(u32(0));
let l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
let l_90 = u64(l_13);
let l_91 = l_mut_87 & u64(4294967295);
let l_92 = l_91 * l_90;
let l_93 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_94 = l_93 * l_90;
let l_95 = l_94 << u32(bitcast<u64>(u64(32)));
let l_96 = l_92 + l_95;
let l_97 = l_94 >> u32(bitcast<u64>(u64(32)));
let l_98 = l_96 < l_92;
let l_99 = u64(l_98);
let l_100 = l_97 + l_99;
l_mut_87 = l_96;
let l_101 = l_24 == u32(64);
if l_101 {
l_mut_87 = l_100;
} else {
let l_102 = l_24 > u32(0);
if l_102 {
let l_103 = u32(64) - l_24;
let l_104 = u64(l_103);
let l_105 = l_100 << u32(bitcast<u64>(l_104));
let l_106 = u64(l_24);
let l_107 = l_96 >> u32(bitcast<u64>(l_106));
let l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if l_86 {
let l_110 = u64(u32(0));
let l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
let l_112 = l_66 + l_mut_109;
let l_113 = l_24 + u32(3);
let l_114 = u64(u32(0));
l_mut_109 = l_114;
let l_115 = l_13 < u32(65536);
if l_115 {
let l_116 = l_13 * l_13;
let l_117 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_118 = l_117 == u64(1);
l_mut_87 = l_84;
if l_118 {
let l_119 = u64(u32(0));
let l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
let l_121 = u64(l_116);
let l_122 = l_mut_87 & u64(4294967295);
let l_123 = l_122 * l_121;
let l_124 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_125 = l_124 * l_121;
let l_126 = l_125 << u32(bitcast<u64>(u64(32)));
let l_127 = l_123 + l_126;
let l_128 = l_125 >> u32(bitcast<u64>(u64(32)));
let l_129 = l_127 < l_123;
let l_130 = u64(l_129);
let l_131 = l_128 + l_130;
l_mut_87 = l_127;
let l_132 = l_113 == u32(64);
if l_132 {
l_mut_87 = l_131;
} else {
let l_133 = l_113 > u32(0);
if l_133 {
let l_134 = u32(64) - l_113;
let l_135 = u64(l_134);
let l_136 = l_131 << u32(bitcast<u64>(l_135));
let l_137 = u64(l_113);
let l_138 = l_127 >> u32(bitcast<u64>(l_137));
let l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if l_118 {
let l_141 = u64(u32(0));
let l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
let l_143 = l_84 >> u32(bitcast<u64>(u64(63)));
let l_144 = l_143 == u64(1);
l_mut_140 = l_84;
if l_144 {
let l_145 = u64(u32(0));
let l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
let l_147 = u64(l_13);
let l_148 = l_mut_140 & u64(4294967295);
let l_149 = l_148 * l_147;
let l_150 = l_mut_140 >> u32(bitcast<u64>(u64(32)));
let l_151 = l_150 * l_147;
let l_152 = l_151 << u32(bitcast<u64>(u64(32)));
let l_153 = l_149 + l_152;
let l_154 = l_151 >> u32(bitcast<u64>(u64(32)));
let l_155 = l_153 < l_149;
let l_156 = u64(l_155);
let l_157 = l_154 + l_156;
l_mut_87 = l_153;
let l_158 = u32(0) == u32(64);
if l_158 {
l_mut_87 = l_157;
} else {
let l_159 = u32(0) > u32(0);
if l_159 {
let l_160 = u64(u32(64));
let l_161 = l_157 << u32(bitcast<u64>(l_160));
let l_162 = u64(u32(0));
let l_163 = l_153 >> u32(bitcast<u64>(l_162));
let l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
let l_165 = u64(l_13);
let l_166 = l_mut_140 & u64(4294967295);
let l_167 = l_166 * l_165;
let l_168 = l_mut_140 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_168 * l_165;
let l_170 = l_169 << u32(bitcast<u64>(u64(32)));
let l_171 = l_167 + l_170;
let l_172 = l_169 >> u32(bitcast<u64>(u64(32)));
let l_173 = l_171 < l_167;
let l_174 = u64(l_173);
let l_175 = l_172 + l_174;
l_mut_140 = l_171;
let l_176 = u32(64) == u32(64);
if l_176 {
l_mut_140 = l_175;
} else {
let l_177 = u32(64) > u32(0);
if l_177 {
let l_178 = u64(u32(0));
let l_179 = l_175 << u32(bitcast<u64>(l_178));
let l_180 = u64(u32(64));
let l_181 = l_171 >> u32(bitcast<u64>(l_180));
let l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
let l_183 = u64(l_13);
let l_184 = l_mut_87 & u64(4294967295);
let l_185 = l_184 * l_183;
let l_186 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_187 = l_186 * l_183;
let l_188 = l_187 << u32(bitcast<u64>(u64(32)));
let l_189 = l_185 + l_188;
let l_190 = l_187 >> u32(bitcast<u64>(u64(32)));
let l_191 = l_189 < l_185;
let l_192 = u64(l_191);
let l_193 = l_190 + l_192;
l_mut_194 = l_189;
let l_195 = u32(0) == u32(64);
if l_195 {
l_mut_194 = l_193;
} else {
let l_196 = u32(0) > u32(0);
if l_196 {
let l_197 = u64(u32(64));
let l_198 = l_193 << u32(bitcast<u64>(l_197));
let l_199 = u64(u32(0));
let l_200 = l_189 >> u32(bitcast<u64>(l_199));
let l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
let l_202 = u64(l_13);
let l_203 = l_mut_87 & u64(4294967295);
let l_204 = l_203 * l_202;
let l_205 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_206 = l_205 * l_202;
let l_207 = l_206 << u32(bitcast<u64>(u64(32)));
let l_208 = l_204 + l_207;
let l_209 = l_206 >> u32(bitcast<u64>(u64(32)));
let l_210 = l_208 < l_204;
let l_211 = u64(l_210);
let l_212 = l_209 + l_211;
l_mut_87 = l_208;
let l_213 = u32(64) == u32(64);
if l_213 {
l_mut_87 = l_212;
} else {
let l_214 = u32(64) > u32(0);
if l_214 {
let l_215 = u64(u32(0));
let l_216 = l_212 << u32(bitcast<u64>(l_215));
let l_217 = u64(u32(64));
let l_218 = l_208 >> u32(bitcast<u64>(l_217));
let l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
let l_220 = u64(l_13);
let l_221 = l_mut_140 * l_220;
let l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
let l_223 = l_113 == u32(64);
if l_223 {
l_mut_109 = l_222;
} else {
let l_224 = l_113 > u32(0);
if l_224 {
let l_225 = u32(64) - l_113;
let l_226 = u64(l_225);
let l_227 = l_222 << u32(bitcast<u64>(l_226));
let l_228 = u64(l_113);
let l_229 = l_mut_194 >> u32(bitcast<u64>(l_228));
let l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if l_144 {
let l_231 = u64(u32(0));
let l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
let l_233 = l_mut_109 >> u32(bitcast<u64>(u64(63)));
let l_234 = l_233 == u64(1);
if l_234 {
let l_235 = u64(u32(0));
let l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
let l_237 = l_33 + l_mut_194;
let l_238 = u64(u32(1));
let l_239 = l_237 + l_238;
let l_240 = l_75 - l_mut_109;
let l_241 = l_240 + l_239;
let l_242 = u64(u32(0));
let l_243 = l_242 - l_112;
let l_244 = l_239 + l_239;
l_mut_194 = l_243;
let l_245 = u64(u32(0));
let l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = u32(1);
l_mut_247 = u32(1);
l_mut_248 = bool(false);
let l_249 = l_mut_109 < l_244;
let l_250 = !l_249;
l_mut_251 = l_250;
let l_252 = l_243 == u64(0);
if l_252 {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if l_mut_251 {
let l_253 = l_243 >> u32(bitcast<u64>(u64(63)));
let l_254 = l_253 == u64(1);
l_mut_87 = l_243;
if l_254 {
let l_255 = u64(u32(0));
let l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
let l_257 = l_13 - u32(1);
let l_258 = u64(l_257);
let l_259 = l_mut_87 * l_258;
l_mut_260 = u32(0);
let l_261 = l_13 - u32(1);
let l_262 = u64(l_261);
let l_263 = l_mut_87 & u64(4294967295);
let l_264 = l_263 * l_262;
let l_265 = l_mut_87 >> u32(bitcast<u64>(u64(32)));
let l_266 = l_265 * l_262;
let l_267 = l_266 << u32(bitcast<u64>(u64(32)));
let l_268 = l_264 + l_267;
let l_269 = l_266 >> u32(bitcast<u64>(u64(32)));
let l_270 = l_268 < l_264;
let l_271 = u64(l_270);
let l_272 = l_269 + l_271;
l_mut_273 = l_268;
let l_274 = u32(64) == u32(64);
if l_274 {
l_mut_273 = l_272;
} else {
let l_275 = u32(64) > u32(0);
if l_275 {
let l_276 = u64(u32(0));
let l_277 = l_272 << u32(bitcast<u64>(l_276));
let l_278 = u64(u32(64));
let l_279 = l_268 >> u32(bitcast<u64>(l_278));
let l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
let l_281 = l_mut_273 == u64(0);
if l_281 {
l_mut_273 = l_241;
if l_254 {
let l_282 = u64(u32(0));
let l_283 = l_282 - l_241;
let l_284 = l_241 == u64(0);
let l_285 = !l_284;
let l_286 = l_259 < l_283;
let l_287 = !l_286;
let l_288 = l_285 && l_287;
if l_288 {
let l_289 = l_13 - u32(1);
l_mut_290 = l_283;
let l_291 = l_283 < l_mut_87;
let l_292 = !l_291;
if l_292 {
l_mut_293 = u32(0);
let l_294 = l_mut_87 < l_283;
if l_294 {
let l_295 = l_283 - u64(1);
let l_296 = l_295 / l_mut_87;
let l_297 = u64(l_289);
let l_298 = l_296 < l_297;
let l_299 = u64(l_289);
let l_300 = select(l_299, l_296, l_298);
let l_301 = u32(bitcast<u64>(l_300));
l_mut_293 = l_301;
}
let l_302 = u64(l_mut_293);
let l_303 = l_mut_87 * l_302;
let l_304 = l_283 - l_303;
l_mut_290 = l_304;
let l_305 = l_mut_290 < l_mut_87;
let l_306 = !l_305;
if l_306 {
let l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
let l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
let l_309 = l_308 < l_mut_87;
let l_310 = !l_309;
if l_310 {
let l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
let l_312 = l_mut_290 < l_mut_273;
if l_312 {
l_mut_273 = l_mut_290;
}
}
} else {
let l_313 = l_241 - l_259;
l_mut_273 = l_313;
let l_314 = l_241 < l_259;
if l_314 {
let l_315 = l_13 - u32(1);
l_mut_290 = l_241;
let l_316 = l_241 < l_mut_87;
let l_317 = !l_316;
if l_317 {
l_mut_293 = u32(0);
let l_318 = l_mut_87 < l_241;
if l_318 {
let l_319 = l_241 - u64(1);
let l_320 = l_319 / l_mut_87;
let l_321 = u64(l_315);
let l_322 = l_320 < l_321;
let l_323 = u64(l_315);
let l_324 = select(l_323, l_320, l_322);
let l_325 = u32(bitcast<u64>(l_324));
l_mut_293 = l_325;
}
let l_326 = u64(l_mut_293);
let l_327 = l_mut_87 * l_326;
let l_328 = l_241 - l_327;
l_mut_290 = l_328;
let l_329 = l_mut_290 < l_mut_87;
let l_330 = !l_329;
if l_330 {
let l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
let l_332 = l_mut_290 < l_mut_273;
if l_332 {
l_mut_273 = l_mut_290;
}
}
}
let l_333 = l_mut_273 < l_244;
let l_334 = !l_333;
let l_335 = u32(l_334);
let l_336 = u32(2) - l_335;
l_mut_260 = l_336;
}
let l_337 = l_mut_260 > u32(0);
if l_337 {
let l_338 = l_mut_260 == u32(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
loop {
let l_340 = !l_mut_251;
if l_340 {
break;
}
let l_341 = l_mut_109 < l_mut_194;
if l_341 {
let l_342 = l_mut_194 - l_mut_109;
l_mut_290 = l_342;
l_mut_273 = l_mut_194;
let l_343 = l_mut_290 < l_mut_194;
if l_343 {
l_mut_273 = l_mut_290;
}
l_mut_344 = bool(false);
let l_345 = u64(u32(3));
let l_346 = l_mut_273 >> u32(bitcast<u64>(l_345));
let l_347 = l_346 < l_mut_140;
let l_348 = !l_347;
l_mut_344 = l_348;
l_mut_293 = u32(0);
let l_349 = l_mut_140 == u64(0);
let l_350 = !l_349;
let l_351 = l_mut_344 && l_350;
let l_352 = l_mut_140 < l_mut_273;
let l_353 = l_351 && l_352;
let l_354 = l_mut_49 + l_mut_247;
let l_355 = l_354 < l_13;
let l_356 = l_353 && l_355;
if l_356 {
let l_357 = l_13 - l_mut_49;
let l_358 = l_357 - l_mut_247;
let l_359 = l_358 / l_mut_49;
let l_360 = l_mut_273 - u64(1);
let l_361 = l_360 / l_mut_140;
let l_362 = u64(l_359);
let l_363 = l_361 < l_362;
let l_364 = u64(l_359);
let l_365 = select(l_364, l_361, l_363);
let l_366 = u32(bitcast<u64>(l_365));
l_mut_293 = l_366;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_367 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_368 = u32(0);
let l_369 = l_mut_293 > u32(0);
if l_369 {
let l_370 = u64(l_mut_293);
let l_371 = l_mut_140 * l_370;
let l_372 = l_mut_194 - l_371;
l_mut_290 = l_372;
let l_373 = l_mut_293 * l_mut_49;
let l_374 = l_mut_247 + l_373;
l_mut_367 = l_374;
} else {
let l_375 = l_mut_368 == u32(0);
if l_375 {
let l_376 = l_13 - l_mut_49;
let l_377 = l_376 / l_mut_247;
l_mut_293 = u32(0);
l_mut_344 = bool(false);
let l_378 = u64(u32(3));
let l_379 = l_mut_140 >> u32(bitcast<u64>(l_378));
let l_380 = l_379 < l_mut_194;
let l_381 = !l_380;
l_mut_344 = l_381;
let l_382 = l_mut_194 == u64(0);
if l_382 {
l_mut_293 = l_377;
} else {
if l_mut_344 {
let l_383 = l_mut_194 < l_mut_140;
if l_383 {
let l_384 = l_mut_140 - u64(1);
let l_385 = l_384 / l_mut_194;
let l_386 = u64(l_377);
let l_387 = l_385 < l_386;
let l_388 = u64(l_377);
let l_389 = select(l_388, l_385, l_387);
let l_390 = u32(bitcast<u64>(l_389));
l_mut_293 = l_390;
}
} else {
l_mut_391 = l_mut_140;
loop {
let l_392 = l_mut_194 < l_mut_391;
let l_393 = l_mut_293 * l_mut_247;
let l_394 = l_mut_49 + l_393;
let l_395 = l_394 + l_mut_247;
let l_396 = l_395 < l_13;
let l_397 = l_392 && l_396;
let l_398 = !l_397;
if l_398 {
break;
}
let l_399 = l_mut_391 - l_mut_194;
l_mut_391 = l_399;
l_mut_293 = l_mut_293 + u32(1);
}
}
}
let l_400 = l_mut_293 * l_mut_247;
let l_401 = l_mut_49 + l_400;
let l_402 = l_401 + l_mut_247;
let l_403 = l_402 >= l_13;
if l_403 {
l_mut_368 = u32(1);
} else {
let l_404 = u64(l_mut_293);
let l_405 = l_mut_194 * l_404;
let l_406 = l_mut_140 - l_405;
l_mut_273 = l_406;
let l_407 = l_mut_293 * l_mut_247;
let l_408 = l_mut_49 + l_407;
l_mut_260 = l_408;
let l_409 = l_mut_194 - l_mut_273;
l_mut_290 = l_409;
let l_410 = l_mut_247 + l_mut_260;
l_mut_367 = l_410;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_87;
let l_411 = l_mut_368 == u32(1);
l_mut_248 = l_411;
let l_412 = l_mut_368 == u32(0);
l_mut_251 = l_412;
} else {
let l_413 = l_mut_140 - l_mut_109;
l_mut_391 = l_413;
let l_414 = l_mut_109 - l_244;
l_mut_391 = l_414;
l_mut_290 = l_mut_140;
let l_415 = l_mut_391 < l_mut_140;
if l_415 {
l_mut_290 = l_mut_391;
}
l_mut_344 = bool(false);
let l_416 = u64(u32(3));
let l_417 = l_mut_290 >> u32(bitcast<u64>(l_416));
let l_418 = l_417 < l_mut_194;
let l_419 = !l_418;
l_mut_344 = l_419;
l_mut_368 = u32(0);
let l_420 = l_mut_194 == u64(0);
let l_421 = !l_420;
let l_422 = l_mut_344 && l_421;
let l_423 = l_mut_194 < l_mut_290;
let l_424 = l_422 && l_423;
let l_425 = l_mut_247 + l_mut_49;
let l_426 = l_425 < l_13;
let l_427 = l_424 && l_426;
if l_427 {
let l_428 = l_13 - l_mut_247;
let l_429 = l_428 - l_mut_49;
let l_430 = l_429 / l_mut_247;
let l_431 = l_mut_290 - u64(1);
let l_432 = l_431 / l_mut_194;
let l_433 = u64(l_430);
let l_434 = l_432 < l_433;
let l_435 = u64(l_430);
let l_436 = select(l_435, l_432, l_434);
let l_437 = u32(bitcast<u64>(l_436));
l_mut_368 = l_437;
}
l_mut_391 = l_mut_140;
l_mut_290 = l_mut_194;
l_mut_367 = l_mut_247;
l_mut_293 = l_mut_49;
l_mut_273 = l_mut_109;
l_mut_260 = u32(0);
let l_438 = l_mut_368 > u32(0);
if l_438 {
let l_439 = u64(l_mut_368);
let l_440 = l_mut_194 * l_439;
let l_441 = l_mut_109 - l_440;
l_mut_273 = l_441;
let l_442 = l_mut_140 - l_440;
l_mut_391 = l_442;
let l_443 = l_mut_368 * l_mut_247;
let l_444 = l_mut_49 + l_443;
l_mut_293 = l_444;
} else {
let l_445 = l_mut_109 - l_mut_194;
l_mut_273 = l_445;
let l_446 = l_mut_273 < l_244;
if l_446 {
l_mut_260 = u32(2);
}
let l_447 = l_mut_260 == u32(0);
if l_447 {
let l_448 = l_13 - l_mut_247;
let l_449 = l_448 / l_mut_49;
l_mut_368 = u32(0);
l_mut_344 = bool(false);
let l_450 = u64(u32(3));
let l_451 = l_mut_194 >> u32(bitcast<u64>(l_450));
let l_452 = l_451 < l_mut_140;
let l_453 = !l_452;
l_mut_344 = l_453;
let l_454 = l_mut_140 == u64(0);
if l_454 {
l_mut_368 = l_449;
} else {
if l_mut_344 {
let l_455 = l_mut_140 < l_mut_194;
if l_455 {
let l_456 = l_mut_194 - u64(1);
let l_457 = l_456 / l_mut_140;
let l_458 = u64(l_449);
let l_459 = l_457 < l_458;
let l_460 = u64(l_449);
let l_461 = select(l_460, l_457, l_459);
let l_462 = u32(bitcast<u64>(l_461));
l_mut_368 = l_462;
}
} else {
l_mut_87 = l_mut_194;
loop {
let l_463 = l_mut_140 < l_mut_87;
let l_464 = l_mut_368 * l_mut_49;
let l_465 = l_mut_247 + l_464;
let l_466 = l_465 + l_mut_49;
let l_467 = l_466 < l_13;
let l_468 = l_463 && l_467;
let l_469 = !l_468;
if l_469 {
break;
}
let l_470 = l_mut_87 - l_mut_140;
l_mut_87 = l_470;
l_mut_368 = l_mut_368 + u32(1);
}
}
}
let l_471 = l_mut_368 * l_mut_49;
let l_472 = l_mut_247 + l_471;
let l_473 = l_472 + l_mut_49;
let l_474 = l_473 >= l_13;
if l_474 {
l_mut_260 = u32(1);
} else {
let l_475 = u64(l_mut_368);
let l_476 = l_mut_140 * l_475;
let l_477 = l_mut_194 - l_476;
l_mut_290 = l_477;
let l_478 = l_mut_368 * l_mut_49;
let l_479 = l_mut_247 + l_478;
l_mut_367 = l_479;
let l_480 = l_mut_140 - l_mut_290;
l_mut_391 = l_480;
let l_481 = l_mut_49 + l_mut_367;
l_mut_293 = l_481;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_391;
l_mut_49 = l_mut_293;
l_mut_247 = l_mut_367;
l_mut_109 = l_mut_273;
let l_482 = l_mut_260 == u32(1);
l_mut_248 = l_482;
let l_483 = l_mut_260 == u32(0);
l_mut_251 = l_483;
}
}
let l_484 = !l_mut_248;
if l_484 {
let l_592 = info.static_meta[u32(5)];
let l_593 = l_592 * u32(1);
let l_594 = l_593 - u32(1);
let l_595 = min(u32(0), l_594);
let l_596 = &buffer_5_global[l_595];
let l_485 = l_596;
let l_486 = atomicAdd(l_485, u32(1));let l_487 = info.static_meta[u32(10)];
let l_488 = l_486 < l_487;
if l_488 {
let l_597 = info.static_meta[u32(4)];
let l_598 = l_597 * u32(1);
let l_599 = l_486 < l_598;
if l_599 {
buffer_4_global[l_486] = id;
}
}
}
}
}
