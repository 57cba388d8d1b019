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

var l_mut_102: u32;
var l_mut_187: u32;
var l_mut_188: u32;
var l_mut_189: u32;
var l_mut_190: bool;
var l_mut_197: bool;
var l_mut_200: bool;
var l_mut_207: u32;
var l_mut_208: bool;
var l_mut_209: u32;
var l_mut_210: u32;
var l_mut_215: u32;
var l_mut_241: u32;
var l_mut_242: u32;
var l_mut_247: u32;
var l_mut_40: u32;
var l_mut_75: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_518 = info.static_meta[u32(5)];
let l_519 = l_518 * u32(1);
let l_520 = l_519 - u32(1);
let l_521 = min(u32(3), l_520);
let l_522 = &buffer_5_global[l_521];
let l_1 = l_522;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_434 = info.static_meta[u32(3)];
let l_435 = l_434 * u32(1);
let l_436 = l_3 < l_435;
let l_437 = l_435 - u32(1);
let l_438 = min(l_3, l_437);
let l_439 = buffer_3_global[l_438];
let l_440 = select(u32(0), l_439, l_436);
let l_4 = l_440;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_441 = info.static_meta[u32(3)];
let l_442 = l_441 * u32(1);
let l_443 = l_6 < l_442;
let l_444 = l_442 - u32(1);
let l_445 = min(l_6, l_444);
let l_446 = buffer_3_global[l_445];
let l_447 = select(u32(0), l_446, l_443);
let l_7 = l_447;
let l_8 = u32(2) * u32(1);
let l_448 = info.static_meta[u32(3)];
let l_449 = l_448 * u32(1);
let l_450 = l_8 < l_449;
let l_451 = l_449 - u32(1);
let l_452 = min(l_8, l_451);
let l_453 = buffer_3_global[l_452];
let l_454 = select(u32(0), l_453, l_450);
let l_9 = l_454;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_455 = info.static_meta[u32(3)];
let l_456 = l_455 * u32(1);
let l_457 = l_11 < l_456;
let l_458 = l_456 - u32(1);
let l_459 = min(l_11, l_458);
let l_460 = buffer_3_global[l_459];
let l_461 = select(u32(0), l_460, l_457);
let l_12 = l_461;
let l_13 = u32(2) * u32(2);
let l_462 = info.static_meta[u32(3)];
let l_463 = l_462 * u32(1);
let l_464 = l_13 < l_463;
let l_465 = l_463 - u32(1);
let l_466 = min(l_13, l_465);
let l_467 = buffer_3_global[l_466];
let l_468 = select(u32(0), l_467, l_464);
let l_14 = l_468;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_469 = info.static_meta[u32(3)];
let l_470 = l_469 * u32(1);
let l_471 = l_16 < l_470;
let l_472 = l_470 - u32(1);
let l_473 = min(l_16, l_472);
let l_474 = buffer_3_global[l_473];
let l_475 = select(u32(0), l_474, l_471);
let l_17 = l_475;
let l_18 = u32(2) * u32(3);
let l_476 = info.static_meta[u32(3)];
let l_477 = l_476 * u32(1);
let l_478 = l_18 < l_477;
let l_479 = l_477 - u32(1);
let l_480 = min(l_18, l_479);
let l_481 = buffer_3_global[l_480];
let l_482 = select(u32(0), l_481, l_478);
let l_19 = l_482;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_483 = info.static_meta[u32(3)];
let l_484 = l_483 * u32(1);
let l_485 = l_21 < l_484;
let l_486 = l_484 - u32(1);
let l_487 = min(l_21, l_486);
let l_488 = buffer_3_global[l_487];
let l_489 = select(u32(0), l_488, l_485);
let l_22 = l_489;
let l_23 = u32(2) * u32(4);
let l_490 = info.static_meta[u32(3)];
let l_491 = l_490 * u32(1);
let l_492 = l_23 < l_491;
let l_493 = l_491 - u32(1);
let l_494 = min(l_23, l_493);
let l_495 = buffer_3_global[l_494];
let l_496 = select(u32(0), l_495, l_492);
let l_24 = l_496;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_497 = info.static_meta[u32(3)];
let l_498 = l_497 * u32(1);
let l_499 = l_26 < l_498;
let l_500 = l_498 - u32(1);
let l_501 = min(l_26, l_500);
let l_502 = buffer_3_global[l_501];
let l_503 = select(u32(0), l_502, l_499);
let l_27 = l_503;
let l_28 = u32(2) * u32(5);
let l_504 = info.static_meta[u32(3)];
let l_505 = l_504 * u32(1);
let l_506 = l_28 < l_505;
let l_507 = l_505 - u32(1);
let l_508 = min(l_28, l_507);
let l_509 = buffer_3_global[l_508];
let l_510 = select(u32(0), l_509, l_506);
let l_29 = l_510;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_511 = info.static_meta[u32(3)];
let l_512 = l_511 * u32(1);
let l_513 = l_31 < l_512;
let l_514 = l_512 - u32(1);
let l_515 = min(l_31, l_514);
let l_516 = buffer_3_global[l_515];
let l_517 = select(u32(0), l_516, l_513);
let l_32 = l_517;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_523 = u64(id);
let l_524 = u64(l_4);
let l_525 = l_523 * l_524;
let l_526 = l_525 >> u32(bitcast<u64>(u64(32)));
let l_527 = u32(bitcast<u64>(l_526));
let l_37 = l_527;
let l_38 = u32(0) * l_4;
let l_39 = l_37 + l_38;
l_mut_40 = u32(0);
let l_41 = l_39 < l_32;
let l_42 = l_39 == l_32;
let l_43 = l_36 < l_29;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
let l_46 = l_29 - l_36;
let l_47 = l_32 - l_39;
let l_48 = l_29 < l_36;
let l_49 = u32(l_48);
let l_50 = l_47 - l_49;
l_mut_40 = l_4;
let l_51 = l_50 < u32(0);
let l_52 = l_50 == u32(0);
let l_53 = l_46 < l_4;
let l_54 = l_52 && l_53;
let l_55 = l_51 || l_54;
if l_55 {
l_mut_40 = l_46;
}
}
let l_56 = l_mut_40 > u32(0);
let l_57 = l_35 && l_56;
if l_57 {
let l_58 = u32(2) * id;
let l_528 = info.static_meta[u32(0)];
let l_529 = l_528 * u32(1);
let l_530 = l_58 < l_529;
let l_531 = l_529 - u32(1);
let l_532 = min(l_58, l_531);
let l_533 = buffer_0_global[l_532];
let l_534 = select(u32(0), l_533, l_530);
let l_59 = l_534;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_535 = info.static_meta[u32(0)];
let l_536 = l_535 * u32(1);
let l_537 = l_61 < l_536;
let l_538 = l_536 - u32(1);
let l_539 = min(l_61, l_538);
let l_540 = buffer_0_global[l_539];
let l_541 = select(u32(0), l_540, l_537);
let l_62 = l_541;
let l_63 = u32(2) * id;
let l_542 = info.static_meta[u32(1)];
let l_543 = l_542 * u32(1);
let l_544 = l_63 < l_543;
let l_545 = l_543 - u32(1);
let l_546 = min(l_63, l_545);
let l_547 = buffer_1_global[l_546];
let l_548 = select(u32(0), l_547, l_544);
let l_64 = l_548;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_549 = info.static_meta[u32(1)];
let l_550 = l_549 * u32(1);
let l_551 = l_66 < l_550;
let l_552 = l_550 - u32(1);
let l_553 = min(l_66, l_552);
let l_554 = buffer_1_global[l_553];
let l_555 = select(u32(0), l_554, l_551);
let l_67 = l_555;
let l_68 = u32(2) * id;
let l_556 = info.static_meta[u32(2)];
let l_557 = l_556 * u32(1);
let l_558 = l_68 < l_557;
let l_559 = l_557 - u32(1);
let l_560 = min(l_68, l_559);
let l_561 = buffer_2_global[l_560];
let l_562 = select(u32(0), l_561, l_558);
let l_69 = l_562;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_563 = info.static_meta[u32(2)];
let l_564 = l_563 * u32(1);
let l_565 = l_71 < l_564;
let l_566 = l_564 - u32(1);
let l_567 = min(l_71, l_566);
let l_568 = buffer_2_global[l_567];
let l_569 = select(u32(0), l_568, l_565);
let l_72 = l_569;
let l_73 = l_72 >> u32(31);
let l_74 = l_73 == u32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if l_74 {
let l_76 = u32(0) - l_69;
let l_77 = u32(0) - l_72;
let l_78 = u32(0) < l_69;
let l_79 = u32(l_78);
let l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
let l_81 = l_mut_40 * l_4;
let l_82 = l_mut_75 * l_4;
let l_570 = u64(l_mut_40);
let l_571 = u64(l_4);
let l_572 = l_570 * l_571;
let l_573 = l_572 >> u32(bitcast<u64>(u64(32)));
let l_574 = u32(bitcast<u64>(l_573));
let l_83 = l_574;
let l_84 = l_83 + l_82;
let l_575 = u64(l_mut_75);
let l_576 = u64(l_4);
let l_577 = l_575 * l_576;
let l_578 = l_577 >> u32(bitcast<u64>(u64(32)));
let l_579 = u32(bitcast<u64>(l_578));
let l_85 = l_579;
let l_86 = l_84 < l_82;
let l_87 = u32(l_86);
let l_88 = l_85 + l_87;
let l_89 = l_9 % u32(32);
l_mut_90 = l_81;
let l_91 = l_89 > u32(0);
if l_91 {
let l_92 = l_81 >> l_89;
let l_93 = u32(32) - l_89;
let l_94 = l_84 << l_93;
let l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
let l_97 = l_89 > u32(0);
if l_97 {
let l_98 = l_84 >> l_89;
let l_99 = u32(32) - l_89;
let l_100 = l_88 << l_99;
let l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
let l_103 = l_9 >= u32(64);
if l_103 {
l_mut_102 = l_88;
l_mut_90 = u32(0);
} else {
let l_104 = l_9 >= u32(32);
if l_104 {
l_mut_96 = l_84;
let l_105 = l_89 > u32(0);
if l_105 {
let l_106 = l_84 >> l_89;
let l_107 = u32(32) - l_89;
let l_108 = l_88 << l_107;
let l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
let l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if l_74 {
let l_111 = u32(0) - l_mut_96;
let l_112 = u32(0) - l_mut_102;
let l_113 = u32(0) < l_mut_96;
let l_114 = u32(l_113);
let l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
let l_116 = l_59 + l_mut_96;
let l_117 = l_62 + l_mut_102;
let l_118 = l_116 < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 + l_119;
let l_121 = l_4 * l_4;
let l_122 = l_9 + u32(3);
let l_123 = l_72 >> u32(31);
let l_124 = l_123 == u32(1);
l_mut_102 = l_69;
l_mut_96 = l_72;
if l_124 {
let l_125 = u32(0) - l_69;
let l_126 = u32(0) - l_72;
let l_127 = u32(0) < l_69;
let l_128 = u32(l_127);
let l_129 = l_126 - l_128;
l_mut_102 = l_125;
l_mut_96 = l_129;
}
let l_130 = l_mut_102 * l_121;
let l_131 = l_mut_96 * l_121;
let l_580 = u64(l_mut_102);
let l_581 = u64(l_121);
let l_582 = l_580 * l_581;
let l_583 = l_582 >> u32(bitcast<u64>(u64(32)));
let l_584 = u32(bitcast<u64>(l_583));
let l_132 = l_584;
let l_133 = l_132 + l_131;
let l_585 = u64(l_mut_96);
let l_586 = u64(l_121);
let l_587 = l_585 * l_586;
let l_588 = l_587 >> u32(bitcast<u64>(u64(32)));
let l_589 = u32(bitcast<u64>(l_588));
let l_134 = l_589;
let l_135 = l_133 < l_131;
let l_136 = u32(l_135);
let l_137 = l_134 + l_136;
let l_138 = l_122 % u32(32);
l_mut_90 = l_130;
let l_139 = l_138 > u32(0);
if l_139 {
let l_140 = l_130 >> l_138;
let l_141 = u32(32) - l_138;
let l_142 = l_133 << l_141;
let l_143 = l_140 | l_142;
l_mut_90 = l_143;
}
l_mut_75 = l_133;
let l_144 = l_138 > u32(0);
if l_144 {
let l_145 = l_133 >> l_138;
let l_146 = u32(32) - l_138;
let l_147 = l_137 << l_146;
let l_148 = l_145 | l_147;
l_mut_75 = l_148;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_149 = l_122 >= u32(64);
if l_149 {
l_mut_40 = l_137;
l_mut_90 = u32(0);
} else {
let l_150 = l_122 >= u32(32);
if l_150 {
l_mut_75 = l_133;
let l_151 = l_138 > u32(0);
if l_151 {
let l_152 = l_133 >> l_138;
let l_153 = u32(32) - l_138;
let l_154 = l_137 << l_153;
let l_155 = l_152 | l_154;
l_mut_75 = l_155;
}
let l_156 = l_137 >> l_138;
l_mut_40 = l_mut_75;
l_mut_90 = l_156;
}
}
l_mut_102 = l_mut_40;
l_mut_96 = l_mut_90;
if l_124 {
let l_157 = u32(0) - l_mut_102;
let l_158 = u32(0) - l_mut_96;
let l_159 = u32(0) < l_mut_102;
let l_160 = u32(l_159);
let l_161 = l_158 - l_160;
l_mut_102 = l_157;
l_mut_96 = l_161;
}
let l_162 = l_64 - l_mut_102;
let l_163 = l_67 - l_mut_96;
let l_164 = l_64 < l_mut_102;
let l_165 = u32(l_164);
let l_166 = l_163 - l_165;
let l_167 = l_162 + l_14;
let l_168 = l_166 + l_17;
let l_169 = l_167 < l_162;
let l_170 = u32(l_169);
let l_171 = l_168 + l_170;
let l_172 = u32(0) - l_116;
let l_173 = u32(0) - l_120;
let l_174 = u32(0) < l_116;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
let l_177 = l_14 + l_14;
let l_178 = l_17 + l_17;
let l_179 = l_177 < l_14;
let l_180 = u32(l_179);
let l_181 = l_178 + l_180;
l_mut_102 = l_172;
l_mut_96 = l_176;
let l_182 = u32(0) - l_172;
let l_183 = u32(0) - l_176;
let l_184 = u32(0) < l_172;
let l_185 = u32(l_184);
let l_186 = l_183 - l_185;
l_mut_90 = l_182;
l_mut_75 = l_186;
l_mut_40 = l_167;
l_mut_187 = l_171;
l_mut_188 = u32(1);
l_mut_189 = u32(1);
l_mut_190 = bool(false);
let l_191 = l_mut_187 < l_181;
let l_192 = l_mut_187 == l_181;
let l_193 = l_mut_40 < l_177;
let l_194 = l_192 && l_193;
let l_195 = l_191 || l_194;
let l_196 = !l_195;
l_mut_197 = l_196;
let l_198 = l_172 | l_176;
let l_199 = l_198 == u32(0);
if l_199 {
l_mut_190 = l_mut_197;
l_mut_197 = bool(false);
}
l_mut_200 = bool(false);
loop {
let l_201 = !l_mut_197;
if l_201 {
break;
}
let l_202 = l_mut_187 < l_mut_96;
let l_203 = l_mut_187 == l_mut_96;
let l_204 = l_mut_40 < l_mut_102;
let l_205 = l_203 && l_204;
let l_206 = l_202 || l_205;
if l_206 {
l_mut_207 = u32(0);
l_mut_208 = bool(false);
l_mut_209 = l_mut_90;
l_mut_210 = l_mut_75;
let l_211 = u32(3) >= u32(32);
if l_211 {
let l_212 = u32(3) & u32(31);
let l_213 = l_mut_75 >> l_212;
l_mut_209 = l_213;
l_mut_210 = u32(0);
} else {
let l_214 = u32(3) > u32(0);
if l_214 {
l_mut_215 = l_mut_90;
let l_216 = u32(3) > u32(0);
if l_216 {
let l_217 = l_mut_90 >> u32(3);
let l_218 = l_mut_75 << u32(29);
let l_219 = l_217 | l_218;
l_mut_215 = l_219;
}
let l_220 = l_mut_75 >> u32(3);
l_mut_209 = l_mut_215;
l_mut_210 = l_220;
}
}
let l_221 = l_mut_210 < l_mut_96;
let l_222 = l_mut_210 == l_mut_96;
let l_223 = l_mut_209 < l_mut_102;
let l_224 = l_222 && l_223;
let l_225 = l_221 || l_224;
let l_226 = !l_225;
l_mut_208 = l_226;
let l_227 = l_mut_102 | l_mut_96;
let l_228 = l_227 == u32(0);
if l_228 {
l_mut_207 = l_4;
} else {
if l_mut_208 {
let l_229 = l_mut_96 < l_mut_75;
let l_230 = l_mut_96 == l_mut_75;
let l_231 = l_mut_102 < l_mut_90;
let l_232 = l_230 && l_231;
let l_233 = l_229 || l_232;
if l_233 {
let l_234 = l_mut_90 - u32(1);
let l_235 = l_mut_75 - u32(0);
let l_236 = l_mut_90 < u32(1);
let l_237 = u32(l_236);
let l_238 = l_235 - l_237;
l_mut_215 = l_234;
l_mut_210 = l_238;
l_mut_209 = u32(0);

for (var l_mut_239: u32 = u32(0); l_mut_239 < u32(16); l_mut_239++) {
let l_240 = u32(15) - l_mut_239;
l_mut_241 = l_mut_215;
l_mut_242 = l_mut_210;
let l_243 = l_240 >= u32(32);
if l_243 {
let l_244 = l_240 & u32(31);
let l_245 = l_mut_210 >> l_244;
l_mut_241 = l_245;
l_mut_242 = u32(0);
} else {
let l_246 = l_240 > u32(0);
if l_246 {
l_mut_247 = l_mut_215;
let l_248 = l_240 > u32(0);
if l_248 {
let l_249 = l_mut_215 >> l_240;
let l_250 = u32(32) - l_240;
let l_251 = l_mut_210 << l_250;
let l_252 = l_249 | l_251;
l_mut_247 = l_252;
}
let l_253 = l_mut_210 >> l_240;
l_mut_241 = l_mut_247;
l_mut_242 = l_253;
}
}
let l_254 = l_mut_242 < l_mut_96;
let l_255 = l_mut_242 == l_mut_96;
let l_256 = l_mut_241 < l_mut_102;
let l_257 = l_255 && l_256;
let l_258 = l_254 || l_257;
let l_259 = !l_258;
if l_259 {
l_mut_247 = l_mut_102;
l_mut_242 = l_mut_96;
let l_260 = l_240 >= u32(32);
if l_260 {
let l_261 = l_240 & u32(31);
let l_262 = l_mut_102 << l_261;
l_mut_247 = u32(0);
l_mut_242 = l_262;
} else {
let l_263 = l_240 > u32(0);
if l_263 {
let l_264 = l_mut_102 << l_240;
let l_265 = l_mut_96 << l_240;
let l_266 = u32(32) - l_240;
let l_267 = l_mut_102 >> l_266;
let l_268 = l_265 | l_267;
l_mut_247 = l_264;
l_mut_242 = l_268;
}
}
let l_269 = l_mut_215 - l_mut_247;
let l_270 = l_mut_210 - l_mut_242;
let l_271 = l_mut_215 < l_mut_247;
let l_272 = u32(l_271);
let l_273 = l_270 - l_272;
l_mut_215 = l_269;
l_mut_210 = l_273;
let l_274 = u32(1) << l_240;
l_mut_209 = l_mut_209 | l_274;
}
}
let l_275 = min(l_mut_209, l_4);
l_mut_247 = l_275;
let l_276 = l_mut_210 < l_mut_96;
let l_277 = l_mut_210 == l_mut_96;
let l_278 = l_mut_215 < l_mut_102;
let l_279 = l_277 && l_278;
let l_280 = l_276 || l_279;
let l_281 = !l_280;
if l_281 {
l_mut_247 = l_4;
}
l_mut_207 = l_mut_247;
}
} else {
l_mut_247 = l_mut_90;
l_mut_242 = l_mut_75;
loop {
let l_282 = l_mut_96 < l_mut_242;
let l_283 = l_mut_96 == l_mut_242;
let l_284 = l_mut_102 < l_mut_247;
let l_285 = l_283 && l_284;
let l_286 = l_282 || l_285;
let l_287 = l_mut_207 * l_mut_189;
let l_288 = l_mut_188 + l_287;
let l_289 = l_288 + l_mut_189;
let l_290 = l_289 < l_4;
let l_291 = l_286 && l_290;
let l_292 = !l_291;
if l_292 {
break;
}
let l_293 = l_mut_247 - l_mut_102;
let l_294 = l_mut_242 - l_mut_96;
let l_295 = l_mut_247 < l_mut_102;
let l_296 = u32(l_295);
let l_297 = l_294 - l_296;
l_mut_247 = l_293;
l_mut_242 = l_297;
l_mut_207 = l_mut_207 + u32(1);
}
}
}
let l_298 = l_mut_207 * l_mut_189;
let l_299 = l_mut_188 + l_298;
let l_300 = l_299 + l_mut_189;
let l_301 = l_300 >= l_4;
if l_301 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_302 = l_mut_102 * l_mut_207;
let l_590 = u64(l_mut_102);
let l_591 = u64(l_mut_207);
let l_592 = l_590 * l_591;
let l_593 = l_592 >> u32(bitcast<u64>(u64(32)));
let l_594 = u32(bitcast<u64>(l_593));
let l_303 = l_594;
let l_304 = l_mut_96 * l_mut_207;
let l_305 = l_303 + l_304;
let l_306 = l_mut_90 - l_302;
let l_307 = l_mut_75 - l_305;
let l_308 = l_mut_90 < l_302;
let l_309 = u32(l_308);
let l_310 = l_307 - l_309;
l_mut_90 = l_306;
l_mut_75 = l_310;
let l_311 = l_mut_207 * l_mut_189;
l_mut_188 = l_mut_188 + l_311;
let l_312 = l_mut_102 - l_mut_90;
let l_313 = l_mut_96 - l_mut_75;
let l_314 = l_mut_102 < l_mut_90;
let l_315 = u32(l_314);
let l_316 = l_313 - l_315;
l_mut_102 = l_312;
l_mut_96 = l_316;
l_mut_189 = l_mut_189 + l_mut_188;
}
} else {
let l_317 = l_mut_40 - l_mut_102;
let l_318 = l_mut_187 - l_mut_96;
let l_319 = l_mut_40 < l_mut_102;
let l_320 = u32(l_319);
let l_321 = l_318 - l_320;
l_mut_40 = l_317;
l_mut_187 = l_321;
let l_322 = l_mut_187 < l_181;
let l_323 = l_mut_187 == l_181;
let l_324 = l_mut_40 < l_177;
let l_325 = l_323 && l_324;
let l_326 = l_322 || l_325;
if l_326 {
l_mut_197 = bool(false);
} else {
l_mut_247 = u32(0);
l_mut_208 = bool(false);
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
let l_327 = u32(3) >= u32(32);
if l_327 {
let l_328 = u32(3) & u32(31);
let l_329 = l_mut_96 >> l_328;
l_mut_242 = l_329;
l_mut_241 = u32(0);
} else {
let l_330 = u32(3) > u32(0);
if l_330 {
l_mut_215 = l_mut_102;
let l_331 = u32(3) > u32(0);
if l_331 {
let l_332 = l_mut_102 >> u32(3);
let l_333 = l_mut_96 << u32(29);
let l_334 = l_332 | l_333;
l_mut_215 = l_334;
}
let l_335 = l_mut_96 >> u32(3);
l_mut_242 = l_mut_215;
l_mut_241 = l_335;
}
}
let l_336 = l_mut_241 < l_mut_75;
let l_337 = l_mut_241 == l_mut_75;
let l_338 = l_mut_242 < l_mut_90;
let l_339 = l_337 && l_338;
let l_340 = l_336 || l_339;
let l_341 = !l_340;
l_mut_208 = l_341;
let l_342 = l_mut_90 | l_mut_75;
let l_343 = l_342 == u32(0);
if l_343 {
l_mut_247 = l_4;
} else {
if l_mut_208 {
let l_344 = l_mut_75 < l_mut_96;
let l_345 = l_mut_75 == l_mut_96;
let l_346 = l_mut_90 < l_mut_102;
let l_347 = l_345 && l_346;
let l_348 = l_344 || l_347;
if l_348 {
let l_349 = l_mut_102 - u32(1);
let l_350 = l_mut_96 - u32(0);
let l_351 = l_mut_102 < u32(1);
let l_352 = u32(l_351);
let l_353 = l_350 - l_352;
l_mut_242 = l_349;
l_mut_241 = l_353;
l_mut_215 = u32(0);

for (var l_mut_354: u32 = u32(0); l_mut_354 < u32(16); l_mut_354++) {
let l_355 = u32(15) - l_mut_354;
l_mut_210 = l_mut_242;
l_mut_209 = l_mut_241;
let l_356 = l_355 >= u32(32);
if l_356 {
let l_357 = l_355 & u32(31);
let l_358 = l_mut_241 >> l_357;
l_mut_210 = l_358;
l_mut_209 = u32(0);
} else {
let l_359 = l_355 > u32(0);
if l_359 {
l_mut_207 = l_mut_242;
let l_360 = l_355 > u32(0);
if l_360 {
let l_361 = l_mut_242 >> l_355;
let l_362 = u32(32) - l_355;
let l_363 = l_mut_241 << l_362;
let l_364 = l_361 | l_363;
l_mut_207 = l_364;
}
let l_365 = l_mut_241 >> l_355;
l_mut_210 = l_mut_207;
l_mut_209 = l_365;
}
}
let l_366 = l_mut_209 < l_mut_75;
let l_367 = l_mut_209 == l_mut_75;
let l_368 = l_mut_210 < l_mut_90;
let l_369 = l_367 && l_368;
let l_370 = l_366 || l_369;
let l_371 = !l_370;
if l_371 {
l_mut_210 = l_mut_90;
l_mut_209 = l_mut_75;
let l_372 = l_355 >= u32(32);
if l_372 {
let l_373 = l_355 & u32(31);
let l_374 = l_mut_90 << l_373;
l_mut_210 = u32(0);
l_mut_209 = l_374;
} else {
let l_375 = l_355 > u32(0);
if l_375 {
let l_376 = l_mut_90 << l_355;
let l_377 = l_mut_75 << l_355;
let l_378 = u32(32) - l_355;
let l_379 = l_mut_90 >> l_378;
let l_380 = l_377 | l_379;
l_mut_210 = l_376;
l_mut_209 = l_380;
}
}
let l_381 = l_mut_242 - l_mut_210;
let l_382 = l_mut_241 - l_mut_209;
let l_383 = l_mut_242 < l_mut_210;
let l_384 = u32(l_383);
let l_385 = l_382 - l_384;
l_mut_242 = l_381;
l_mut_241 = l_385;
let l_386 = u32(1) << l_355;
l_mut_215 = l_mut_215 | l_386;
}
}
let l_387 = min(l_mut_215, l_4);
l_mut_215 = l_387;
let l_388 = l_mut_241 < l_mut_75;
let l_389 = l_mut_241 == l_mut_75;
let l_390 = l_mut_242 < l_mut_90;
let l_391 = l_389 && l_390;
let l_392 = l_388 || l_391;
let l_393 = !l_392;
if l_393 {
l_mut_215 = l_4;
}
l_mut_247 = l_mut_215;
}
} else {
l_mut_242 = l_mut_102;
l_mut_241 = l_mut_96;
loop {
let l_394 = l_mut_75 < l_mut_241;
let l_395 = l_mut_75 == l_mut_241;
let l_396 = l_mut_90 < l_mut_242;
let l_397 = l_395 && l_396;
let l_398 = l_394 || l_397;
let l_399 = l_mut_247 * l_mut_188;
let l_400 = l_mut_189 + l_399;
let l_401 = l_400 + l_mut_188;
let l_402 = l_401 < l_4;
let l_403 = l_398 && l_402;
let l_404 = !l_403;
if l_404 {
break;
}
let l_405 = l_mut_242 - l_mut_90;
let l_406 = l_mut_241 - l_mut_75;
let l_407 = l_mut_242 < l_mut_90;
let l_408 = u32(l_407);
let l_409 = l_406 - l_408;
l_mut_242 = l_405;
l_mut_241 = l_409;
l_mut_247 = l_mut_247 + u32(1);
}
}
}
let l_410 = l_mut_188 + l_mut_189;
let l_411 = l_mut_247 * l_mut_188;
let l_412 = l_410 + l_411;
let l_413 = l_412 >= l_4;
if l_413 {
l_mut_190 = bool(true);
l_mut_197 = bool(false);
} else {
let l_414 = l_mut_90 * l_mut_247;
let l_595 = u64(l_mut_90);
let l_596 = u64(l_mut_247);
let l_597 = l_595 * l_596;
let l_598 = l_597 >> u32(bitcast<u64>(u64(32)));
let l_599 = u32(bitcast<u64>(l_598));
let l_415 = l_599;
let l_416 = l_mut_75 * l_mut_247;
let l_417 = l_415 + l_416;
let l_418 = l_mut_102 - l_414;
let l_419 = l_mut_96 - l_417;
let l_420 = l_mut_102 < l_414;
let l_421 = u32(l_420);
let l_422 = l_419 - l_421;
l_mut_102 = l_418;
l_mut_96 = l_422;
let l_423 = l_mut_247 * l_mut_188;
l_mut_189 = l_mut_189 + l_423;
let l_424 = l_mut_90 - l_mut_102;
let l_425 = l_mut_75 - l_mut_96;
let l_426 = l_mut_90 < l_mut_102;
let l_427 = u32(l_426);
let l_428 = l_425 - l_427;
l_mut_90 = l_424;
l_mut_75 = l_428;
l_mut_188 = l_mut_188 + l_mut_189;
}
}
}
}
let l_429 = !l_mut_190;
if l_429 {
let l_600 = info.static_meta[u32(5)];
let l_601 = l_600 * u32(1);
let l_602 = l_601 - u32(1);
let l_603 = min(u32(0), l_602);
let l_604 = &buffer_5_global[l_603];
let l_430 = l_604;
let l_431 = atomicAdd(l_430, u32(1));let l_432 = info.static_meta[u32(10)];
let l_433 = l_431 < l_432;
if l_433 {
let l_605 = info.static_meta[u32(4)];
let l_606 = l_605 * u32(1);
let l_607 = l_431 < l_606;
if l_607 {
buffer_4_global[l_431] = id;
}
}
}
}
}
