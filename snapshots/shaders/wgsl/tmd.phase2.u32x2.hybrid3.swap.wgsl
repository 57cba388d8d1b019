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
fn phase2(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_103: u32;
var l_mut_109: u32;
var l_mut_292: u32;
var l_mut_293: u32;
var l_mut_294: u32;
var l_mut_295: bool;
var l_mut_302: bool;
var l_mut_305: bool;
var l_mut_307: u32;
var l_mut_308: u32;
var l_mut_316: bool;
var l_mut_327: bool;
var l_mut_328: u32;
var l_mut_333: u32;
var l_mut_359: u32;
var l_mut_360: u32;
var l_mut_365: u32;
var l_mut_45: u32;
var l_mut_82: u32;
var l_mut_97: u32;
let l_0 = id == u32(0);
if l_0 {
let l_442 = info.static_meta[u32(6)];
let l_443 = l_442 * u32(1);
let l_444 = l_443 - u32(1);
let l_445 = min(u32(3), l_444);
let l_446 = &buffer_6_global[l_445];
let l_1 = l_446;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_447 = info.static_meta[u32(3)];
let l_448 = l_447 * u32(1);
let l_449 = l_6 < l_448;
let l_450 = l_448 - u32(1);
let l_451 = min(l_6, l_450);
let l_452 = buffer_3_global[l_451];
let l_453 = select(u32(0), l_452, l_449);
let l_7 = l_453;
let l_8 = u32(2) * u32(0);
let l_9 = l_8 + u32(1);
let l_454 = info.static_meta[u32(3)];
let l_455 = l_454 * u32(1);
let l_456 = l_9 < l_455;
let l_457 = l_455 - u32(1);
let l_458 = min(l_9, l_457);
let l_459 = buffer_3_global[l_458];
let l_460 = select(u32(0), l_459, l_456);
let l_10 = l_460;
let l_11 = u32(2) * u32(1);
let l_461 = info.static_meta[u32(3)];
let l_462 = l_461 * u32(1);
let l_463 = l_11 < l_462;
let l_464 = l_462 - u32(1);
let l_465 = min(l_11, l_464);
let l_466 = buffer_3_global[l_465];
let l_467 = select(u32(0), l_466, l_463);
let l_12 = l_467;
let l_13 = u32(2) * u32(1);
let l_14 = l_13 + u32(1);
let l_468 = info.static_meta[u32(3)];
let l_469 = l_468 * u32(1);
let l_470 = l_14 < l_469;
let l_471 = l_469 - u32(1);
let l_472 = min(l_14, l_471);
let l_473 = buffer_3_global[l_472];
let l_474 = select(u32(0), l_473, l_470);
let l_15 = l_474;
let l_16 = u32(2) * u32(2);
let l_475 = info.static_meta[u32(3)];
let l_476 = l_475 * u32(1);
let l_477 = l_16 < l_476;
let l_478 = l_476 - u32(1);
let l_479 = min(l_16, l_478);
let l_480 = buffer_3_global[l_479];
let l_481 = select(u32(0), l_480, l_477);
let l_17 = l_481;
let l_18 = u32(2) * u32(2);
let l_19 = l_18 + u32(1);
let l_482 = info.static_meta[u32(3)];
let l_483 = l_482 * u32(1);
let l_484 = l_19 < l_483;
let l_485 = l_483 - u32(1);
let l_486 = min(l_19, l_485);
let l_487 = buffer_3_global[l_486];
let l_488 = select(u32(0), l_487, l_484);
let l_20 = l_488;
let l_21 = u32(2) * u32(3);
let l_489 = info.static_meta[u32(3)];
let l_490 = l_489 * u32(1);
let l_491 = l_21 < l_490;
let l_492 = l_490 - u32(1);
let l_493 = min(l_21, l_492);
let l_494 = buffer_3_global[l_493];
let l_495 = select(u32(0), l_494, l_491);
let l_22 = l_495;
let l_23 = u32(2) * u32(3);
let l_24 = l_23 + u32(1);
let l_496 = info.static_meta[u32(3)];
let l_497 = l_496 * u32(1);
let l_498 = l_24 < l_497;
let l_499 = l_497 - u32(1);
let l_500 = min(l_24, l_499);
let l_501 = buffer_3_global[l_500];
let l_502 = select(u32(0), l_501, l_498);
let l_25 = l_502;
let l_26 = u32(2) * u32(4);
let l_503 = info.static_meta[u32(3)];
let l_504 = l_503 * u32(1);
let l_505 = l_26 < l_504;
let l_506 = l_504 - u32(1);
let l_507 = min(l_26, l_506);
let l_508 = buffer_3_global[l_507];
let l_509 = select(u32(0), l_508, l_505);
let l_27 = l_509;
let l_28 = u32(2) * u32(4);
let l_29 = l_28 + u32(1);
let l_510 = info.static_meta[u32(3)];
let l_511 = l_510 * u32(1);
let l_512 = l_29 < l_511;
let l_513 = l_511 - u32(1);
let l_514 = min(l_29, l_513);
let l_515 = buffer_3_global[l_514];
let l_516 = select(u32(0), l_515, l_512);
let l_30 = l_516;
let l_31 = u32(2) * u32(5);
let l_517 = info.static_meta[u32(3)];
let l_518 = l_517 * u32(1);
let l_519 = l_31 < l_518;
let l_520 = l_518 - u32(1);
let l_521 = min(l_31, l_520);
let l_522 = buffer_3_global[l_521];
let l_523 = select(u32(0), l_522, l_519);
let l_32 = l_523;
let l_33 = u32(2) * u32(5);
let l_34 = l_33 + u32(1);
let l_524 = info.static_meta[u32(3)];
let l_525 = l_524 * u32(1);
let l_526 = l_34 < l_525;
let l_527 = l_525 - u32(1);
let l_528 = min(l_34, l_527);
let l_529 = buffer_3_global[l_528];
let l_530 = select(u32(0), l_529, l_526);
let l_35 = l_530;
let l_36 = id / u32(8);
let l_531 = info.static_meta[u32(4)];
let l_532 = l_531 * u32(1);
let l_533 = l_36 < l_532;
let l_534 = l_532 - u32(1);
let l_535 = min(l_36, l_534);
let l_536 = buffer_4_global[l_535];
let l_537 = select(u32(0), l_536, l_533);
let l_37 = l_537;
let l_38 = id % u32(8);
let l_39 = l_7 / u32(8);
let l_40 = l_38 * l_39;
let l_41 = l_37 * l_7;
let l_538 = u64(l_37);
let l_539 = u64(l_7);
let l_540 = l_538 * l_539;
let l_541 = l_540 >> u32(bitcast<u64>(u64(32)));
let l_542 = u32(bitcast<u64>(l_541));
let l_42 = l_542;
let l_43 = u32(0) * l_7;
let l_44 = l_42 + l_43;
l_mut_45 = u32(0);
let l_46 = l_44 < l_35;
let l_47 = l_44 == l_35;
let l_48 = l_41 < l_32;
let l_49 = l_47 && l_48;
let l_50 = l_46 || l_49;
if l_50 {
let l_51 = l_32 - l_41;
let l_52 = l_35 - l_44;
let l_53 = l_32 < l_41;
let l_54 = u32(l_53);
let l_55 = l_52 - l_54;
l_mut_45 = l_7;
let l_56 = l_55 < u32(0);
let l_57 = l_55 == u32(0);
let l_58 = l_51 < l_7;
let l_59 = l_57 && l_58;
let l_60 = l_56 || l_59;
if l_60 {
l_mut_45 = l_51;
}
}
let l_61 = l_40 < l_mut_45;
if l_61 {
let l_62 = u32(2) * l_37;
let l_543 = info.static_meta[u32(0)];
let l_544 = l_543 * u32(1);
let l_545 = l_62 < l_544;
let l_546 = l_544 - u32(1);
let l_547 = min(l_62, l_546);
let l_548 = buffer_0_global[l_547];
let l_549 = select(u32(0), l_548, l_545);
let l_63 = l_549;
let l_64 = u32(2) * l_37;
let l_65 = l_64 + u32(1);
let l_550 = info.static_meta[u32(0)];
let l_551 = l_550 * u32(1);
let l_552 = l_65 < l_551;
let l_553 = l_551 - u32(1);
let l_554 = min(l_65, l_553);
let l_555 = buffer_0_global[l_554];
let l_556 = select(u32(0), l_555, l_552);
let l_66 = l_556;
let l_67 = u32(2) * l_37;
let l_557 = info.static_meta[u32(1)];
let l_558 = l_557 * u32(1);
let l_559 = l_67 < l_558;
let l_560 = l_558 - u32(1);
let l_561 = min(l_67, l_560);
let l_562 = buffer_1_global[l_561];
let l_563 = select(u32(0), l_562, l_559);
let l_68 = l_563;
let l_69 = u32(2) * l_37;
let l_70 = l_69 + u32(1);
let l_564 = info.static_meta[u32(1)];
let l_565 = l_564 * u32(1);
let l_566 = l_70 < l_565;
let l_567 = l_565 - u32(1);
let l_568 = min(l_70, l_567);
let l_569 = buffer_1_global[l_568];
let l_570 = select(u32(0), l_569, l_566);
let l_71 = l_570;
let l_72 = u32(2) * l_37;
let l_571 = info.static_meta[u32(2)];
let l_572 = l_571 * u32(1);
let l_573 = l_72 < l_572;
let l_574 = l_572 - u32(1);
let l_575 = min(l_72, l_574);
let l_576 = buffer_2_global[l_575];
let l_577 = select(u32(0), l_576, l_573);
let l_73 = l_577;
let l_74 = u32(2) * l_37;
let l_75 = l_74 + u32(1);
let l_578 = info.static_meta[u32(2)];
let l_579 = l_578 * u32(1);
let l_580 = l_75 < l_579;
let l_581 = l_579 - u32(1);
let l_582 = min(l_75, l_581);
let l_583 = buffer_2_global[l_582];
let l_584 = select(u32(0), l_583, l_580);
let l_76 = l_584;
let l_77 = l_7 / u32(8);
let l_78 = l_38 * l_77;
let l_79 = l_78 + l_78;
let l_80 = l_76 >> u32(31);
let l_81 = l_80 == u32(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if l_81 {
let l_83 = u32(0) - l_73;
let l_84 = u32(0) - l_76;
let l_85 = u32(0) < l_73;
let l_86 = u32(l_85);
let l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
let l_88 = l_mut_45 * l_79;
let l_89 = l_mut_82 * l_79;
let l_585 = u64(l_mut_45);
let l_586 = u64(l_79);
let l_587 = l_585 * l_586;
let l_588 = l_587 >> u32(bitcast<u64>(u64(32)));
let l_589 = u32(bitcast<u64>(l_588));
let l_90 = l_589;
let l_91 = l_90 + l_89;
let l_590 = u64(l_mut_82);
let l_591 = u64(l_79);
let l_592 = l_590 * l_591;
let l_593 = l_592 >> u32(bitcast<u64>(u64(32)));
let l_594 = u32(bitcast<u64>(l_593));
let l_92 = l_594;
let l_93 = l_91 < l_89;
let l_94 = u32(l_93);
let l_95 = l_92 + l_94;
let l_96 = l_12 % u32(32);
l_mut_97 = l_88;
let l_98 = l_96 > u32(0);
if l_98 {
let l_99 = l_88 >> l_96;
let l_100 = u32(32) - l_96;
let l_101 = l_91 << l_100;
let l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
let l_104 = l_96 > u32(0);
if l_104 {
let l_105 = l_91 >> l_96;
let l_106 = u32(32) - l_96;
let l_107 = l_95 << l_106;
let l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
let l_110 = l_12 >= u32(64);
if l_110 {
l_mut_109 = l_95;
l_mut_97 = u32(0);
} else {
let l_111 = l_12 >= u32(32);
if l_111 {
l_mut_103 = l_91;
let l_112 = l_96 > u32(0);
if l_112 {
let l_113 = l_91 >> l_96;
let l_114 = u32(32) - l_96;
let l_115 = l_95 << l_114;
let l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
let l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if l_81 {
let l_118 = u32(0) - l_mut_103;
let l_119 = u32(0) - l_mut_109;
let l_120 = u32(0) < l_mut_103;
let l_121 = u32(l_120);
let l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
let l_123 = l_63 + l_mut_103;
let l_124 = l_66 + l_mut_109;
let l_125 = l_123 < l_63;
let l_126 = u32(l_125);
let l_127 = l_124 + l_126;
let l_128 = l_63 * l_78;
let l_595 = u64(l_63);
let l_596 = u64(l_78);
let l_597 = l_595 * l_596;
let l_598 = l_597 >> u32(bitcast<u64>(u64(32)));
let l_599 = u32(bitcast<u64>(l_598));
let l_129 = l_599;
let l_130 = l_66 * l_78;
let l_131 = l_129 + l_130;
let l_132 = l_68 + l_128;
let l_133 = l_71 + l_131;
let l_134 = l_132 < l_68;
let l_135 = u32(l_134);
let l_136 = l_133 + l_135;
let l_137 = l_78 * l_78;
let l_138 = l_76 >> u32(31);
let l_139 = l_138 == u32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if l_139 {
let l_140 = u32(0) - l_73;
let l_141 = u32(0) - l_76;
let l_142 = u32(0) < l_73;
let l_143 = u32(l_142);
let l_144 = l_141 - l_143;
l_mut_109 = l_140;
l_mut_103 = l_144;
}
let l_145 = l_mut_109 * l_137;
let l_146 = l_mut_103 * l_137;
let l_600 = u64(l_mut_109);
let l_601 = u64(l_137);
let l_602 = l_600 * l_601;
let l_603 = l_602 >> u32(bitcast<u64>(u64(32)));
let l_604 = u32(bitcast<u64>(l_603));
let l_147 = l_604;
let l_148 = l_147 + l_146;
let l_605 = u64(l_mut_103);
let l_606 = u64(l_137);
let l_607 = l_605 * l_606;
let l_608 = l_607 >> u32(bitcast<u64>(u64(32)));
let l_609 = u32(bitcast<u64>(l_608));
let l_149 = l_609;
let l_150 = l_148 < l_146;
let l_151 = u32(l_150);
let l_152 = l_149 + l_151;
let l_153 = l_12 % u32(32);
l_mut_97 = l_145;
let l_154 = l_153 > u32(0);
if l_154 {
let l_155 = l_145 >> l_153;
let l_156 = u32(32) - l_153;
let l_157 = l_148 << l_156;
let l_158 = l_155 | l_157;
l_mut_97 = l_158;
}
l_mut_82 = l_148;
let l_159 = l_153 > u32(0);
if l_159 {
let l_160 = l_148 >> l_153;
let l_161 = u32(32) - l_153;
let l_162 = l_152 << l_161;
let l_163 = l_160 | l_162;
l_mut_82 = l_163;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
let l_164 = l_12 >= u32(64);
if l_164 {
l_mut_45 = l_152;
l_mut_97 = u32(0);
} else {
let l_165 = l_12 >= u32(32);
if l_165 {
l_mut_82 = l_148;
let l_166 = l_153 > u32(0);
if l_166 {
let l_167 = l_148 >> l_153;
let l_168 = u32(32) - l_153;
let l_169 = l_152 << l_168;
let l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
let l_171 = l_152 >> l_153;
l_mut_45 = l_mut_82;
l_mut_97 = l_171;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if l_139 {
let l_172 = u32(0) - l_mut_109;
let l_173 = u32(0) - l_mut_103;
let l_174 = u32(0) < l_mut_109;
let l_175 = u32(l_174);
let l_176 = l_173 - l_175;
l_mut_109 = l_172;
l_mut_103 = l_176;
}
let l_177 = l_132 + l_mut_109;
let l_178 = l_136 + l_mut_103;
let l_179 = l_177 < l_132;
let l_180 = u32(l_179);
let l_181 = l_178 + l_180;
let l_182 = l_76 >> u32(31);
let l_183 = l_182 == u32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if l_183 {
let l_184 = u32(0) - l_73;
let l_185 = u32(0) - l_76;
let l_186 = u32(0) < l_73;
let l_187 = u32(l_186);
let l_188 = l_185 - l_187;
l_mut_109 = l_184;
l_mut_103 = l_188;
}
let l_189 = l_mut_109 * l_77;
let l_190 = l_mut_103 * l_77;
let l_610 = u64(l_mut_109);
let l_611 = u64(l_77);
let l_612 = l_610 * l_611;
let l_613 = l_612 >> u32(bitcast<u64>(u64(32)));
let l_614 = u32(bitcast<u64>(l_613));
let l_191 = l_614;
let l_192 = l_191 + l_190;
let l_615 = u64(l_mut_103);
let l_616 = u64(l_77);
let l_617 = l_615 * l_616;
let l_618 = l_617 >> u32(bitcast<u64>(u64(32)));
let l_619 = u32(bitcast<u64>(l_618));
let l_193 = l_619;
let l_194 = l_192 < l_190;
let l_195 = u32(l_194);
let l_196 = l_193 + l_195;
let l_197 = l_12 % u32(32);
l_mut_97 = l_189;
let l_198 = l_197 > u32(0);
if l_198 {
let l_199 = l_189 >> l_197;
let l_200 = u32(32) - l_197;
let l_201 = l_192 << l_200;
let l_202 = l_199 | l_201;
l_mut_97 = l_202;
}
l_mut_82 = l_192;
let l_203 = l_197 > u32(0);
if l_203 {
let l_204 = l_192 >> l_197;
let l_205 = u32(32) - l_197;
let l_206 = l_196 << l_205;
let l_207 = l_204 | l_206;
l_mut_82 = l_207;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
let l_208 = l_12 >= u32(64);
if l_208 {
l_mut_45 = l_196;
l_mut_97 = u32(0);
} else {
let l_209 = l_12 >= u32(32);
if l_209 {
l_mut_82 = l_192;
let l_210 = l_197 > u32(0);
if l_210 {
let l_211 = l_192 >> l_197;
let l_212 = u32(32) - l_197;
let l_213 = l_196 << l_212;
let l_214 = l_211 | l_213;
l_mut_82 = l_214;
}
let l_215 = l_196 >> l_197;
l_mut_45 = l_mut_82;
l_mut_97 = l_215;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if l_183 {
let l_216 = u32(0) - l_mut_109;
let l_217 = u32(0) - l_mut_103;
let l_218 = u32(0) < l_mut_109;
let l_219 = u32(l_218);
let l_220 = l_217 - l_219;
l_mut_109 = l_216;
l_mut_103 = l_220;
}
let l_221 = l_123 + l_mut_109;
let l_222 = l_127 + l_mut_103;
let l_223 = l_221 < l_123;
let l_224 = u32(l_223);
let l_225 = l_222 + l_224;
let l_226 = l_77 * l_77;
let l_227 = l_12 + u32(3);
let l_228 = l_76 >> u32(31);
let l_229 = l_228 == u32(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if l_229 {
let l_230 = u32(0) - l_73;
let l_231 = u32(0) - l_76;
let l_232 = u32(0) < l_73;
let l_233 = u32(l_232);
let l_234 = l_231 - l_233;
l_mut_109 = l_230;
l_mut_103 = l_234;
}
let l_235 = l_mut_109 * l_226;
let l_236 = l_mut_103 * l_226;
let l_620 = u64(l_mut_109);
let l_621 = u64(l_226);
let l_622 = l_620 * l_621;
let l_623 = l_622 >> u32(bitcast<u64>(u64(32)));
let l_624 = u32(bitcast<u64>(l_623));
let l_237 = l_624;
let l_238 = l_237 + l_236;
let l_625 = u64(l_mut_103);
let l_626 = u64(l_226);
let l_627 = l_625 * l_626;
let l_628 = l_627 >> u32(bitcast<u64>(u64(32)));
let l_629 = u32(bitcast<u64>(l_628));
let l_239 = l_629;
let l_240 = l_238 < l_236;
let l_241 = u32(l_240);
let l_242 = l_239 + l_241;
let l_243 = l_227 % u32(32);
l_mut_97 = l_235;
let l_244 = l_243 > u32(0);
if l_244 {
let l_245 = l_235 >> l_243;
let l_246 = u32(32) - l_243;
let l_247 = l_238 << l_246;
let l_248 = l_245 | l_247;
l_mut_97 = l_248;
}
l_mut_82 = l_238;
let l_249 = l_243 > u32(0);
if l_249 {
let l_250 = l_238 >> l_243;
let l_251 = u32(32) - l_243;
let l_252 = l_242 << l_251;
let l_253 = l_250 | l_252;
l_mut_82 = l_253;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
let l_254 = l_227 >= u32(64);
if l_254 {
l_mut_45 = l_242;
l_mut_97 = u32(0);
} else {
let l_255 = l_227 >= u32(32);
if l_255 {
l_mut_82 = l_238;
let l_256 = l_243 > u32(0);
if l_256 {
let l_257 = l_238 >> l_243;
let l_258 = u32(32) - l_243;
let l_259 = l_242 << l_258;
let l_260 = l_257 | l_259;
l_mut_82 = l_260;
}
let l_261 = l_242 >> l_243;
l_mut_45 = l_mut_82;
l_mut_97 = l_261;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if l_229 {
let l_262 = u32(0) - l_mut_109;
let l_263 = u32(0) - l_mut_103;
let l_264 = u32(0) < l_mut_109;
let l_265 = u32(l_264);
let l_266 = l_263 - l_265;
l_mut_109 = l_262;
l_mut_103 = l_266;
}
let l_267 = l_177 - l_mut_109;
let l_268 = l_181 - l_mut_103;
let l_269 = l_177 < l_mut_109;
let l_270 = u32(l_269);
let l_271 = l_268 - l_270;
let l_272 = l_267 + l_22;
let l_273 = l_271 + l_25;
let l_274 = l_272 < l_267;
let l_275 = u32(l_274);
let l_276 = l_273 + l_275;
let l_277 = u32(0) - l_221;
let l_278 = u32(0) - l_225;
let l_279 = u32(0) < l_221;
let l_280 = u32(l_279);
let l_281 = l_278 - l_280;
let l_282 = l_22 + l_22;
let l_283 = l_25 + l_25;
let l_284 = l_282 < l_22;
let l_285 = u32(l_284);
let l_286 = l_283 + l_285;
l_mut_109 = l_277;
l_mut_103 = l_281;
let l_287 = u32(0) - l_277;
let l_288 = u32(0) - l_281;
let l_289 = u32(0) < l_277;
let l_290 = u32(l_289);
let l_291 = l_288 - l_290;
l_mut_97 = l_287;
l_mut_82 = l_291;
l_mut_45 = l_272;
l_mut_292 = l_276;
l_mut_293 = u32(1);
l_mut_294 = u32(1);
l_mut_295 = bool(false);
let l_296 = l_mut_292 < l_286;
let l_297 = l_mut_292 == l_286;
let l_298 = l_mut_45 < l_282;
let l_299 = l_297 && l_298;
let l_300 = l_296 || l_299;
let l_301 = !l_300;
l_mut_302 = l_301;
let l_303 = l_277 | l_281;
let l_304 = l_303 == u32(0);
if l_304 {
l_mut_295 = l_mut_302;
l_mut_302 = bool(false);
}
l_mut_305 = bool(false);
loop {
let l_306 = !l_mut_302;
if l_306 {
break;
}
l_mut_307 = l_mut_109;
l_mut_308 = l_mut_103;
if l_mut_305 {
l_mut_307 = l_mut_97;
l_mut_308 = l_mut_82;
}
let l_309 = l_mut_292 < l_mut_308;
let l_310 = l_mut_292 == l_mut_308;
let l_311 = l_mut_45 < l_mut_307;
let l_312 = l_310 && l_311;
let l_313 = l_309 || l_312;
let l_314 = !l_313;
let l_315 = l_314 != l_mut_305;
if l_315 {
l_mut_308 = l_mut_109;
l_mut_307 = l_mut_103;
l_mut_109 = l_mut_97;
l_mut_103 = l_mut_82;
l_mut_97 = l_mut_308;
l_mut_82 = l_mut_307;
l_mut_308 = l_mut_293;
l_mut_293 = l_mut_294;
l_mut_294 = l_mut_308;
l_mut_305 = l_314;
}
l_mut_316 = bool(true);
if l_mut_305 {
let l_317 = l_mut_45 - l_mut_97;
let l_318 = l_mut_292 - l_mut_82;
let l_319 = l_mut_45 < l_mut_97;
let l_320 = u32(l_319);
let l_321 = l_318 - l_320;
l_mut_45 = l_317;
l_mut_292 = l_321;
let l_322 = l_mut_292 < l_286;
let l_323 = l_mut_292 == l_286;
let l_324 = l_mut_45 < l_282;
let l_325 = l_323 && l_324;
let l_326 = l_322 || l_325;
if l_326 {
l_mut_302 = bool(false);
l_mut_316 = bool(false);
}
}
if l_mut_316 {
l_mut_308 = u32(0);
l_mut_327 = bool(false);
l_mut_307 = l_mut_97;
l_mut_328 = l_mut_82;
let l_329 = u32(3) >= u32(32);
if l_329 {
let l_330 = u32(3) & u32(31);
let l_331 = l_mut_82 >> l_330;
l_mut_307 = l_331;
l_mut_328 = u32(0);
} else {
let l_332 = u32(3) > u32(0);
if l_332 {
l_mut_333 = l_mut_97;
let l_334 = u32(3) > u32(0);
if l_334 {
let l_335 = l_mut_97 >> u32(3);
let l_336 = l_mut_82 << u32(29);
let l_337 = l_335 | l_336;
l_mut_333 = l_337;
}
let l_338 = l_mut_82 >> u32(3);
l_mut_307 = l_mut_333;
l_mut_328 = l_338;
}
}
let l_339 = l_mut_328 < l_mut_103;
let l_340 = l_mut_328 == l_mut_103;
let l_341 = l_mut_307 < l_mut_109;
let l_342 = l_340 && l_341;
let l_343 = l_339 || l_342;
let l_344 = !l_343;
l_mut_327 = l_344;
let l_345 = l_mut_109 | l_mut_103;
let l_346 = l_345 == u32(0);
if l_346 {
l_mut_308 = l_77;
} else {
if l_mut_327 {
let l_347 = l_mut_103 < l_mut_82;
let l_348 = l_mut_103 == l_mut_82;
let l_349 = l_mut_109 < l_mut_97;
let l_350 = l_348 && l_349;
let l_351 = l_347 || l_350;
if l_351 {
let l_352 = l_mut_97 - u32(1);
let l_353 = l_mut_82 - u32(0);
let l_354 = l_mut_97 < u32(1);
let l_355 = u32(l_354);
let l_356 = l_353 - l_355;
l_mut_333 = l_352;
l_mut_328 = l_356;
l_mut_307 = u32(0);

for (var l_mut_357: u32 = u32(0); l_mut_357 < u32(16); l_mut_357++) {
let l_358 = u32(15) - l_mut_357;
l_mut_359 = l_mut_333;
l_mut_360 = l_mut_328;
let l_361 = l_358 >= u32(32);
if l_361 {
let l_362 = l_358 & u32(31);
let l_363 = l_mut_328 >> l_362;
l_mut_359 = l_363;
l_mut_360 = u32(0);
} else {
let l_364 = l_358 > u32(0);
if l_364 {
l_mut_365 = l_mut_333;
let l_366 = l_358 > u32(0);
if l_366 {
let l_367 = l_mut_333 >> l_358;
let l_368 = u32(32) - l_358;
let l_369 = l_mut_328 << l_368;
let l_370 = l_367 | l_369;
l_mut_365 = l_370;
}
let l_371 = l_mut_328 >> l_358;
l_mut_359 = l_mut_365;
l_mut_360 = l_371;
}
}
let l_372 = l_mut_360 < l_mut_103;
let l_373 = l_mut_360 == l_mut_103;
let l_374 = l_mut_359 < l_mut_109;
let l_375 = l_373 && l_374;
let l_376 = l_372 || l_375;
let l_377 = !l_376;
if l_377 {
l_mut_365 = l_mut_109;
l_mut_360 = l_mut_103;
let l_378 = l_358 >= u32(32);
if l_378 {
let l_379 = l_358 & u32(31);
let l_380 = l_mut_109 << l_379;
l_mut_365 = u32(0);
l_mut_360 = l_380;
} else {
let l_381 = l_358 > u32(0);
if l_381 {
let l_382 = l_mut_109 << l_358;
let l_383 = l_mut_103 << l_358;
let l_384 = u32(32) - l_358;
let l_385 = l_mut_109 >> l_384;
let l_386 = l_383 | l_385;
l_mut_365 = l_382;
l_mut_360 = l_386;
}
}
let l_387 = l_mut_333 - l_mut_365;
let l_388 = l_mut_328 - l_mut_360;
let l_389 = l_mut_333 < l_mut_365;
let l_390 = u32(l_389);
let l_391 = l_388 - l_390;
l_mut_333 = l_387;
l_mut_328 = l_391;
let l_392 = u32(1) << l_358;
l_mut_307 = l_mut_307 | l_392;
}
}
let l_393 = min(l_mut_307, l_77);
l_mut_365 = l_393;
let l_394 = l_mut_328 < l_mut_103;
let l_395 = l_mut_328 == l_mut_103;
let l_396 = l_mut_333 < l_mut_109;
let l_397 = l_395 && l_396;
let l_398 = l_394 || l_397;
let l_399 = !l_398;
if l_399 {
l_mut_365 = l_77;
}
l_mut_308 = l_mut_365;
}
} else {
l_mut_365 = l_mut_97;
l_mut_360 = l_mut_82;
loop {
let l_400 = l_mut_103 < l_mut_360;
let l_401 = l_mut_103 == l_mut_360;
let l_402 = l_mut_109 < l_mut_365;
let l_403 = l_401 && l_402;
let l_404 = l_400 || l_403;
let l_405 = l_mut_308 * l_mut_294;
let l_406 = l_mut_293 + l_405;
let l_407 = l_406 + l_mut_294;
let l_408 = l_407 < l_77;
let l_409 = l_404 && l_408;
let l_410 = !l_409;
if l_410 {
break;
}
let l_411 = l_mut_365 - l_mut_109;
let l_412 = l_mut_360 - l_mut_103;
let l_413 = l_mut_365 < l_mut_109;
let l_414 = u32(l_413);
let l_415 = l_412 - l_414;
l_mut_365 = l_411;
l_mut_360 = l_415;
l_mut_308 = l_mut_308 + u32(1);
}
}
}
let l_416 = l_mut_308 * l_mut_294;
let l_417 = l_mut_293 + l_416;
let l_418 = l_417 + l_mut_294;
let l_419 = l_418 >= l_77;
if l_419 {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
let l_420 = l_mut_109 * l_mut_308;
let l_630 = u64(l_mut_109);
let l_631 = u64(l_mut_308);
let l_632 = l_630 * l_631;
let l_633 = l_632 >> u32(bitcast<u64>(u64(32)));
let l_634 = u32(bitcast<u64>(l_633));
let l_421 = l_634;
let l_422 = l_mut_103 * l_mut_308;
let l_423 = l_421 + l_422;
let l_424 = l_mut_97 - l_420;
let l_425 = l_mut_82 - l_423;
let l_426 = l_mut_97 < l_420;
let l_427 = u32(l_426);
let l_428 = l_425 - l_427;
l_mut_97 = l_424;
l_mut_82 = l_428;
let l_429 = l_mut_308 * l_mut_294;
l_mut_293 = l_mut_293 + l_429;
let l_430 = l_mut_109 - l_mut_97;
let l_431 = l_mut_103 - l_mut_82;
let l_432 = l_mut_109 < l_mut_97;
let l_433 = u32(l_432);
let l_434 = l_431 - l_433;
l_mut_109 = l_430;
l_mut_103 = l_434;
l_mut_294 = l_mut_294 + l_mut_293;
}
}
}
let l_435 = !l_mut_295;
if l_435 {
let l_436 = l_37 * u32(8);
let l_437 = l_436 + l_38;
let l_635 = info.static_meta[u32(6)];
let l_636 = l_635 * u32(1);
let l_637 = l_636 - u32(1);
let l_638 = min(u32(1), l_637);
let l_639 = &buffer_6_global[l_638];
let l_438 = l_639;
let l_439 = atomicAdd(l_438, u32(1));let l_440 = info.static_meta[u32(12)];
let l_441 = l_439 < l_440;
if l_441 {
let l_640 = info.static_meta[u32(5)];
let l_641 = l_640 * u32(1);
let l_642 = l_439 < l_641;
if l_642 {
buffer_5_global[l_439] = l_437;
}
}
}
}
}
}
