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
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_105: u64;
var l_mut_127: u64;
var l_mut_165: u64;
var l_mut_166: u32;
var l_mut_167: bool;
var l_mut_170: bool;
var l_mut_172: bool;
var l_mut_175: u32;
var l_mut_176: bool;
var l_mut_190: u64;
var l_mut_366: u32;
var l_mut_367: u32;
var l_mut_373: u32;
var l_mut_67: u32;
let l_0 = id == u32(0);
if l_0 {
let l_614 = info.static_meta[u32(5)];
let l_615 = l_614 * u32(1);
let l_616 = l_615 - u32(1);
let l_617 = min(u32(3), l_616);
let l_618 = &buffer_5_global[l_617];
let l_1 = l_618;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_530 = info.static_meta[u32(3)];
let l_531 = l_530 * u32(1);
let l_532 = l_3 < l_531;
let l_533 = l_531 - u32(1);
let l_534 = min(l_3, l_533);
let l_535 = buffer_3_global[l_534];
let l_536 = select(u32(0), l_535, l_532);
let l_4 = l_536;
let l_5 = u64(l_4);
let l_6 = u32(2) * u32(0);
let l_7 = l_6 + u32(1);
let l_537 = info.static_meta[u32(3)];
let l_538 = l_537 * u32(1);
let l_539 = l_7 < l_538;
let l_540 = l_538 - u32(1);
let l_541 = min(l_7, l_540);
let l_542 = buffer_3_global[l_541];
let l_543 = select(u32(0), l_542, l_539);
let l_8 = l_543;
let l_9 = u64(l_8);
let l_10 = l_9 << u32(bitcast<u64>(u64(32)));
let l_11 = l_5 | l_10;
let l_12 = l_11 & u64(4294967295);
let l_13 = u32(bitcast<u64>(l_12));
let l_14 = u32(2) * u32(1);
let l_544 = info.static_meta[u32(3)];
let l_545 = l_544 * u32(1);
let l_546 = l_14 < l_545;
let l_547 = l_545 - u32(1);
let l_548 = min(l_14, l_547);
let l_549 = buffer_3_global[l_548];
let l_550 = select(u32(0), l_549, l_546);
let l_15 = l_550;
let l_16 = u64(l_15);
let l_17 = u32(2) * u32(1);
let l_18 = l_17 + u32(1);
let l_551 = info.static_meta[u32(3)];
let l_552 = l_551 * u32(1);
let l_553 = l_18 < l_552;
let l_554 = l_552 - u32(1);
let l_555 = min(l_18, l_554);
let l_556 = buffer_3_global[l_555];
let l_557 = select(u32(0), l_556, l_553);
let l_19 = l_557;
let l_20 = u64(l_19);
let l_21 = l_20 << u32(bitcast<u64>(u64(32)));
let l_22 = l_16 | l_21;
let l_23 = l_22 & u64(4294967295);
let l_24 = u32(bitcast<u64>(l_23));
let l_25 = u32(2) * u32(2);
let l_558 = info.static_meta[u32(3)];
let l_559 = l_558 * u32(1);
let l_560 = l_25 < l_559;
let l_561 = l_559 - u32(1);
let l_562 = min(l_25, l_561);
let l_563 = buffer_3_global[l_562];
let l_564 = select(u32(0), l_563, l_560);
let l_26 = l_564;
let l_27 = u64(l_26);
let l_28 = u32(2) * u32(2);
let l_29 = l_28 + u32(1);
let l_565 = info.static_meta[u32(3)];
let l_566 = l_565 * u32(1);
let l_567 = l_29 < l_566;
let l_568 = l_566 - u32(1);
let l_569 = min(l_29, l_568);
let l_570 = buffer_3_global[l_569];
let l_571 = select(u32(0), l_570, l_567);
let l_30 = l_571;
let l_31 = u64(l_30);
let l_32 = l_31 << u32(bitcast<u64>(u64(32)));
let l_33 = l_27 | l_32;
let l_34 = u32(2) * u32(3);
let l_572 = info.static_meta[u32(3)];
let l_573 = l_572 * u32(1);
let l_574 = l_34 < l_573;
let l_575 = l_573 - u32(1);
let l_576 = min(l_34, l_575);
let l_577 = buffer_3_global[l_576];
let l_578 = select(u32(0), l_577, l_574);
let l_35 = l_578;
let l_36 = u64(l_35);
let l_37 = u32(2) * u32(3);
let l_38 = l_37 + u32(1);
let l_579 = info.static_meta[u32(3)];
let l_580 = l_579 * u32(1);
let l_581 = l_38 < l_580;
let l_582 = l_580 - u32(1);
let l_583 = min(l_38, l_582);
let l_584 = buffer_3_global[l_583];
let l_585 = select(u32(0), l_584, l_581);
let l_39 = l_585;
let l_40 = u64(l_39);
let l_41 = l_40 << u32(bitcast<u64>(u64(32)));
let l_42 = l_36 | l_41;
let l_43 = u32(2) * u32(4);
let l_586 = info.static_meta[u32(3)];
let l_587 = l_586 * u32(1);
let l_588 = l_43 < l_587;
let l_589 = l_587 - u32(1);
let l_590 = min(l_43, l_589);
let l_591 = buffer_3_global[l_590];
let l_592 = select(u32(0), l_591, l_588);
let l_44 = l_592;
let l_45 = u64(l_44);
let l_46 = u32(2) * u32(4);
let l_47 = l_46 + u32(1);
let l_593 = info.static_meta[u32(3)];
let l_594 = l_593 * u32(1);
let l_595 = l_47 < l_594;
let l_596 = l_594 - u32(1);
let l_597 = min(l_47, l_596);
let l_598 = buffer_3_global[l_597];
let l_599 = select(u32(0), l_598, l_595);
let l_48 = l_599;
let l_49 = u64(l_48);
let l_50 = l_49 << u32(bitcast<u64>(u64(32)));
let l_51 = l_45 | l_50;
let l_52 = u32(2) * u32(5);
let l_600 = info.static_meta[u32(3)];
let l_601 = l_600 * u32(1);
let l_602 = l_52 < l_601;
let l_603 = l_601 - u32(1);
let l_604 = min(l_52, l_603);
let l_605 = buffer_3_global[l_604];
let l_606 = select(u32(0), l_605, l_602);
let l_53 = l_606;
let l_54 = u64(l_53);
let l_55 = u32(2) * u32(5);
let l_56 = l_55 + u32(1);
let l_607 = info.static_meta[u32(3)];
let l_608 = l_607 * u32(1);
let l_609 = l_56 < l_608;
let l_610 = l_608 - u32(1);
let l_611 = min(l_56, l_610);
let l_612 = buffer_3_global[l_611];
let l_613 = select(u32(0), l_612, l_609);
let l_57 = l_613;
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
let l_74 = select(u32(0), l_mut_67, l_63);
let l_75 = l_74 > u32(0);
if l_75 {
let l_76 = u32(2) * id;
let l_619 = info.static_meta[u32(0)];
let l_620 = l_619 * u32(1);
let l_621 = l_76 < l_620;
let l_622 = l_620 - u32(1);
let l_623 = min(l_76, l_622);
let l_624 = buffer_0_global[l_623];
let l_625 = select(u32(0), l_624, l_621);
let l_77 = l_625;
let l_78 = u64(l_77);
let l_79 = u32(2) * id;
let l_80 = l_79 + u32(1);
let l_626 = info.static_meta[u32(0)];
let l_627 = l_626 * u32(1);
let l_628 = l_80 < l_627;
let l_629 = l_627 - u32(1);
let l_630 = min(l_80, l_629);
let l_631 = buffer_0_global[l_630];
let l_632 = select(u32(0), l_631, l_628);
let l_81 = l_632;
let l_82 = u64(l_81);
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_78 | l_83;
let l_85 = u32(2) * id;
let l_633 = info.static_meta[u32(1)];
let l_634 = l_633 * u32(1);
let l_635 = l_85 < l_634;
let l_636 = l_634 - u32(1);
let l_637 = min(l_85, l_636);
let l_638 = buffer_1_global[l_637];
let l_639 = select(u32(0), l_638, l_635);
let l_86 = l_639;
let l_87 = u64(l_86);
let l_88 = u32(2) * id;
let l_89 = l_88 + u32(1);
let l_640 = info.static_meta[u32(1)];
let l_641 = l_640 * u32(1);
let l_642 = l_89 < l_641;
let l_643 = l_641 - u32(1);
let l_644 = min(l_89, l_643);
let l_645 = buffer_1_global[l_644];
let l_646 = select(u32(0), l_645, l_642);
let l_90 = l_646;
let l_91 = u64(l_90);
let l_92 = l_91 << u32(bitcast<u64>(u64(32)));
let l_93 = l_87 | l_92;
let l_94 = u32(2) * id;
let l_647 = info.static_meta[u32(2)];
let l_648 = l_647 * u32(1);
let l_649 = l_94 < l_648;
let l_650 = l_648 - u32(1);
let l_651 = min(l_94, l_650);
let l_652 = buffer_2_global[l_651];
let l_653 = select(u32(0), l_652, l_649);
let l_95 = l_653;
let l_96 = u64(l_95);
let l_97 = u32(2) * id;
let l_98 = l_97 + u32(1);
let l_654 = info.static_meta[u32(2)];
let l_655 = l_654 * u32(1);
let l_656 = l_98 < l_655;
let l_657 = l_655 - u32(1);
let l_658 = min(l_98, l_657);
let l_659 = buffer_2_global[l_658];
let l_660 = select(u32(0), l_659, l_656);
let l_99 = l_660;
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
let l_131 = l_13 * l_13;
let l_132 = l_24 + u32(3);
let l_133 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_134 = l_133 == u64(1);
l_mut_127 = l_102;
if l_134 {
let l_135 = u64(u32(0));
let l_136 = l_135 - l_102;
l_mut_127 = l_136;
}
let l_137 = u64(l_131);
let l_138 = l_mut_127 & u64(4294967295);
let l_139 = l_138 * l_137;
let l_140 = l_mut_127 >> u32(bitcast<u64>(u64(32)));
let l_141 = l_140 * l_137;
let l_142 = l_141 << u32(bitcast<u64>(u64(32)));
let l_143 = l_139 + l_142;
let l_144 = l_141 >> u32(bitcast<u64>(u64(32)));
let l_145 = l_143 < l_139;
let l_146 = u64(l_145);
let l_147 = l_144 + l_146;
l_mut_127 = l_143;
let l_148 = l_132 == u32(64);
if l_148 {
l_mut_127 = l_147;
} else {
let l_149 = l_132 > u32(0);
if l_149 {
let l_150 = u32(64) - l_132;
let l_151 = u64(l_150);
let l_152 = l_147 << u32(bitcast<u64>(l_151));
let l_153 = u64(l_132);
let l_154 = l_143 >> u32(bitcast<u64>(l_153));
let l_155 = l_152 | l_154;
l_mut_127 = l_155;
}
}
l_mut_105 = l_mut_127;
if l_134 {
let l_156 = u64(u32(0));
let l_157 = l_156 - l_mut_105;
l_mut_105 = l_157;
}
let l_158 = l_93 - l_mut_105;
let l_159 = l_158 + l_33;
let l_160 = u64(u32(0));
let l_161 = l_160 - l_130;
let l_162 = l_33 + l_33;
l_mut_127 = l_161;
let l_163 = u64(u32(0));
let l_164 = l_163 - l_161;
l_mut_105 = l_164;
l_mut_165 = l_159;
l_mut_67 = u32(1);
l_mut_166 = u32(1);
l_mut_167 = bool(false);
let l_168 = l_mut_165 < l_162;
let l_169 = !l_168;
l_mut_170 = l_169;
let l_171 = l_161 == u64(0);
if l_171 {
l_mut_167 = l_mut_170;
l_mut_170 = bool(false);
}
l_mut_172 = bool(false);
loop {
let l_173 = !l_mut_170;
if l_173 {
break;
}
let l_174 = l_mut_165 < l_mut_127;
if l_174 {
l_mut_175 = u32(0);
l_mut_176 = bool(false);
let l_177 = u64(u32(3));
let l_178 = l_mut_105 >> u32(bitcast<u64>(l_177));
let l_179 = l_178 < l_mut_127;
let l_180 = !l_179;
l_mut_176 = l_180;
let l_181 = l_mut_127 == u64(0);
if l_181 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_182 = l_mut_127 < l_mut_105;
if l_182 {
let l_183 = l_mut_105 - u64(1);
let l_184 = l_183 / l_mut_127;
let l_185 = u64(l_13);
let l_186 = l_184 < l_185;
let l_187 = u64(l_13);
let l_188 = select(l_187, l_184, l_186);
let l_189 = u32(bitcast<u64>(l_188));
l_mut_175 = l_189;
}
} else {
l_mut_190 = l_mut_105;
loop {
let l_191 = l_mut_127 < l_mut_190;
let l_192 = l_mut_175 * l_mut_166;
let l_193 = l_mut_67 + l_192;
let l_194 = l_193 + l_mut_166;
let l_195 = l_194 < l_13;
let l_196 = l_191 && l_195;
let l_197 = !l_196;
if l_197 {
break;
}
let l_198 = l_mut_190 - l_mut_127;
l_mut_190 = l_198;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_199 = l_mut_175 * l_mut_166;
let l_200 = l_mut_67 + l_199;
let l_201 = l_200 + l_mut_166;
let l_202 = l_201 >= l_13;
if l_202 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_203 = u64(l_mut_175);
let l_204 = l_mut_127 * l_203;
let l_205 = l_mut_105 - l_204;
l_mut_105 = l_205;
let l_206 = l_mut_175 * l_mut_166;
l_mut_67 = l_mut_67 + l_206;
let l_207 = l_mut_127 - l_mut_105;
l_mut_127 = l_207;
l_mut_166 = l_mut_166 + l_mut_67;
}
} else {
let l_208 = l_mut_165 - l_mut_127;
l_mut_165 = l_208;
let l_209 = l_mut_165 < l_162;
if l_209 {
l_mut_170 = bool(false);
} else {
l_mut_175 = u32(0);
l_mut_176 = bool(false);
let l_210 = u64(u32(3));
let l_211 = l_mut_127 >> u32(bitcast<u64>(l_210));
let l_212 = l_211 < l_mut_105;
let l_213 = !l_212;
l_mut_176 = l_213;
let l_214 = l_mut_105 == u64(0);
if l_214 {
l_mut_175 = l_13;
} else {
if l_mut_176 {
let l_215 = l_mut_105 < l_mut_127;
if l_215 {
let l_216 = l_mut_127 - u64(1);
let l_217 = l_216 / l_mut_105;
let l_218 = u64(l_13);
let l_219 = l_217 < l_218;
let l_220 = u64(l_13);
let l_221 = select(l_220, l_217, l_219);
let l_222 = u32(bitcast<u64>(l_221));
l_mut_175 = l_222;
}
} else {
l_mut_190 = l_mut_127;
loop {
let l_223 = l_mut_105 < l_mut_190;
let l_224 = l_mut_175 * l_mut_67;
let l_225 = l_mut_166 + l_224;
let l_226 = l_225 + l_mut_67;
let l_227 = l_226 < l_13;
let l_228 = l_223 && l_227;
let l_229 = !l_228;
if l_229 {
break;
}
let l_230 = l_mut_190 - l_mut_105;
l_mut_190 = l_230;
l_mut_175 = l_mut_175 + u32(1);
}
}
}
let l_231 = l_mut_67 + l_mut_166;
let l_232 = l_mut_175 * l_mut_67;
let l_233 = l_231 + l_232;
let l_234 = l_233 >= l_13;
if l_234 {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
let l_235 = u64(l_mut_175);
let l_236 = l_mut_105 * l_235;
let l_237 = l_mut_127 - l_236;
l_mut_127 = l_237;
let l_238 = l_mut_175 * l_mut_67;
l_mut_166 = l_mut_166 + l_238;
let l_239 = l_mut_105 - l_mut_127;
l_mut_105 = l_239;
l_mut_67 = l_mut_67 + l_mut_166;
}
}
}
}
let l_240 = !l_mut_167;
if l_240 {
let l_661 = info.static_meta[u32(5)];
let l_662 = l_661 * u32(1);
let l_663 = l_662 - u32(1);
let l_664 = min(u32(0), l_663);
let l_665 = &buffer_5_global[l_664];
let l_241 = l_665;
let l_242 = atomicAdd(l_241, u32(1));let l_243 = l_13 / u32(8);
l_mut_175 = u32(0);
l_mut_166 = u32(0);
l_mut_67 = u32(0);

for (var l_mut_244: u32 = u32(0); l_mut_244 < u32(8); l_mut_244++) {
let l_245 = l_mut_244 * l_243;
let l_246 = l_245 < l_74;
let l_247 = l_13 / u32(8);
let l_248 = l_mut_244 * l_247;
let l_249 = l_248 + l_248;
let l_250 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_251 = l_250 == u64(1);
l_mut_190 = l_102;
if l_251 {
let l_252 = u64(u32(0));
let l_253 = l_252 - l_102;
l_mut_190 = l_253;
}
let l_254 = u64(l_249);
let l_255 = l_mut_190 & u64(4294967295);
let l_256 = l_255 * l_254;
let l_257 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_258 = l_257 * l_254;
let l_259 = l_258 << u32(bitcast<u64>(u64(32)));
let l_260 = l_256 + l_259;
let l_261 = l_258 >> u32(bitcast<u64>(u64(32)));
let l_262 = l_260 < l_256;
let l_263 = u64(l_262);
let l_264 = l_261 + l_263;
l_mut_190 = l_260;
let l_265 = l_24 == u32(64);
if l_265 {
l_mut_190 = l_264;
} else {
let l_266 = l_24 > u32(0);
if l_266 {
let l_267 = u32(64) - l_24;
let l_268 = u64(l_267);
let l_269 = l_264 << u32(bitcast<u64>(l_268));
let l_270 = u64(l_24);
let l_271 = l_260 >> u32(bitcast<u64>(l_270));
let l_272 = l_269 | l_271;
l_mut_190 = l_272;
}
}
l_mut_165 = l_mut_190;
if l_251 {
let l_273 = u64(u32(0));
let l_274 = l_273 - l_mut_165;
l_mut_165 = l_274;
}
let l_275 = l_84 + l_mut_165;
let l_276 = u64(l_248);
let l_277 = l_84 * l_276;
let l_278 = l_93 + l_277;
let l_279 = l_248 * l_248;
let l_280 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_281 = l_280 == u64(1);
l_mut_190 = l_102;
if l_281 {
let l_282 = u64(u32(0));
let l_283 = l_282 - l_102;
l_mut_190 = l_283;
}
let l_284 = u64(l_279);
let l_285 = l_mut_190 & u64(4294967295);
let l_286 = l_285 * l_284;
let l_287 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_288 = l_287 * l_284;
let l_289 = l_288 << u32(bitcast<u64>(u64(32)));
let l_290 = l_286 + l_289;
let l_291 = l_288 >> u32(bitcast<u64>(u64(32)));
let l_292 = l_290 < l_286;
let l_293 = u64(l_292);
let l_294 = l_291 + l_293;
l_mut_190 = l_290;
let l_295 = l_24 == u32(64);
if l_295 {
l_mut_190 = l_294;
} else {
let l_296 = l_24 > u32(0);
if l_296 {
let l_297 = u32(64) - l_24;
let l_298 = u64(l_297);
let l_299 = l_294 << u32(bitcast<u64>(l_298));
let l_300 = u64(l_24);
let l_301 = l_290 >> u32(bitcast<u64>(l_300));
let l_302 = l_299 | l_301;
l_mut_190 = l_302;
}
}
l_mut_165 = l_mut_190;
if l_281 {
let l_303 = u64(u32(0));
let l_304 = l_303 - l_mut_165;
l_mut_165 = l_304;
}
let l_305 = l_278 + l_mut_165;
let l_306 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_307 = l_306 == u64(1);
l_mut_190 = l_102;
if l_307 {
let l_308 = u64(u32(0));
let l_309 = l_308 - l_102;
l_mut_190 = l_309;
}
let l_310 = u64(l_247);
let l_311 = l_mut_190 & u64(4294967295);
let l_312 = l_311 * l_310;
let l_313 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_314 = l_313 * l_310;
let l_315 = l_314 << u32(bitcast<u64>(u64(32)));
let l_316 = l_312 + l_315;
let l_317 = l_314 >> u32(bitcast<u64>(u64(32)));
let l_318 = l_316 < l_312;
let l_319 = u64(l_318);
let l_320 = l_317 + l_319;
l_mut_190 = l_316;
let l_321 = l_24 == u32(64);
if l_321 {
l_mut_190 = l_320;
} else {
let l_322 = l_24 > u32(0);
if l_322 {
let l_323 = u32(64) - l_24;
let l_324 = u64(l_323);
let l_325 = l_320 << u32(bitcast<u64>(l_324));
let l_326 = u64(l_24);
let l_327 = l_316 >> u32(bitcast<u64>(l_326));
let l_328 = l_325 | l_327;
l_mut_190 = l_328;
}
}
l_mut_165 = l_mut_190;
if l_307 {
let l_329 = u64(u32(0));
let l_330 = l_329 - l_mut_165;
l_mut_165 = l_330;
}
let l_331 = l_275 + l_mut_165;
let l_332 = l_247 * l_247;
let l_333 = l_24 + u32(3);
let l_334 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_335 = l_334 == u64(1);
l_mut_190 = l_102;
if l_335 {
let l_336 = u64(u32(0));
let l_337 = l_336 - l_102;
l_mut_190 = l_337;
}
let l_338 = u64(l_332);
let l_339 = l_mut_190 & u64(4294967295);
let l_340 = l_339 * l_338;
let l_341 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_342 = l_341 * l_338;
let l_343 = l_342 << u32(bitcast<u64>(u64(32)));
let l_344 = l_340 + l_343;
let l_345 = l_342 >> u32(bitcast<u64>(u64(32)));
let l_346 = l_344 < l_340;
let l_347 = u64(l_346);
let l_348 = l_345 + l_347;
l_mut_190 = l_344;
let l_349 = l_333 == u32(64);
if l_349 {
l_mut_190 = l_348;
} else {
let l_350 = l_333 > u32(0);
if l_350 {
let l_351 = u32(64) - l_333;
let l_352 = u64(l_351);
let l_353 = l_348 << u32(bitcast<u64>(l_352));
let l_354 = u64(l_333);
let l_355 = l_344 >> u32(bitcast<u64>(l_354));
let l_356 = l_353 | l_355;
l_mut_190 = l_356;
}
}
l_mut_165 = l_mut_190;
if l_335 {
let l_357 = u64(u32(0));
let l_358 = l_357 - l_mut_165;
l_mut_165 = l_358;
}
let l_359 = l_305 - l_mut_165;
let l_360 = l_359 + l_42;
let l_361 = u64(u32(0));
let l_362 = l_361 - l_331;
let l_363 = l_42 + l_42;
l_mut_190 = l_362;
let l_364 = u64(u32(0));
let l_365 = l_364 - l_362;
l_mut_165 = l_365;
l_mut_127 = l_360;
l_mut_366 = u32(1);
l_mut_367 = u32(1);
l_mut_176 = bool(false);
let l_368 = l_mut_127 < l_363;
let l_369 = !l_368;
l_mut_172 = l_369;
let l_370 = l_362 == u64(0);
if l_370 {
l_mut_176 = l_mut_172;
l_mut_172 = bool(false);
}
l_mut_170 = bool(false);
loop {
let l_371 = !l_mut_172;
if l_371 {
break;
}
let l_372 = l_mut_127 < l_mut_190;
if l_372 {
l_mut_373 = u32(0);
l_mut_167 = bool(false);
let l_374 = u64(u32(3));
let l_375 = l_mut_165 >> u32(bitcast<u64>(l_374));
let l_376 = l_375 < l_mut_190;
let l_377 = !l_376;
l_mut_167 = l_377;
let l_378 = l_mut_190 == u64(0);
if l_378 {
l_mut_373 = l_247;
} else {
if l_mut_167 {
let l_379 = l_mut_190 < l_mut_165;
if l_379 {
let l_380 = l_mut_165 - u64(1);
let l_381 = l_380 / l_mut_190;
let l_382 = u64(l_247);
let l_383 = l_381 < l_382;
let l_384 = u64(l_247);
let l_385 = select(l_384, l_381, l_383);
let l_386 = u32(bitcast<u64>(l_385));
l_mut_373 = l_386;
}
} else {
l_mut_105 = l_mut_165;
loop {
let l_387 = l_mut_190 < l_mut_105;
let l_388 = l_mut_373 * l_mut_367;
let l_389 = l_mut_366 + l_388;
let l_390 = l_389 + l_mut_367;
let l_391 = l_390 < l_247;
let l_392 = l_387 && l_391;
let l_393 = !l_392;
if l_393 {
break;
}
let l_394 = l_mut_105 - l_mut_190;
l_mut_105 = l_394;
l_mut_373 = l_mut_373 + u32(1);
}
}
}
let l_395 = l_mut_373 * l_mut_367;
let l_396 = l_mut_366 + l_395;
let l_397 = l_396 + l_mut_367;
let l_398 = l_397 >= l_247;
if l_398 {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
let l_399 = u64(l_mut_373);
let l_400 = l_mut_190 * l_399;
let l_401 = l_mut_165 - l_400;
l_mut_165 = l_401;
let l_402 = l_mut_373 * l_mut_367;
l_mut_366 = l_mut_366 + l_402;
let l_403 = l_mut_190 - l_mut_165;
l_mut_190 = l_403;
l_mut_367 = l_mut_367 + l_mut_366;
}
} else {
let l_404 = l_mut_127 - l_mut_190;
l_mut_127 = l_404;
let l_405 = l_mut_127 < l_363;
if l_405 {
l_mut_172 = bool(false);
} else {
l_mut_373 = u32(0);
l_mut_167 = bool(false);
let l_406 = u64(u32(3));
let l_407 = l_mut_190 >> u32(bitcast<u64>(l_406));
let l_408 = l_407 < l_mut_165;
let l_409 = !l_408;
l_mut_167 = l_409;
let l_410 = l_mut_165 == u64(0);
if l_410 {
l_mut_373 = l_247;
} else {
if l_mut_167 {
let l_411 = l_mut_165 < l_mut_190;
if l_411 {
let l_412 = l_mut_190 - u64(1);
let l_413 = l_412 / l_mut_165;
let l_414 = u64(l_247);
let l_415 = l_413 < l_414;
let l_416 = u64(l_247);
let l_417 = select(l_416, l_413, l_415);
let l_418 = u32(bitcast<u64>(l_417));
l_mut_373 = l_418;
}
} else {
l_mut_105 = l_mut_190;
loop {
let l_419 = l_mut_165 < l_mut_105;
let l_420 = l_mut_373 * l_mut_366;
let l_421 = l_mut_367 + l_420;
let l_422 = l_421 + l_mut_366;
let l_423 = l_422 < l_247;
let l_424 = l_419 && l_423;
let l_425 = !l_424;
if l_425 {
break;
}
let l_426 = l_mut_105 - l_mut_165;
l_mut_105 = l_426;
l_mut_373 = l_mut_373 + u32(1);
}
}
}
let l_427 = l_mut_366 + l_mut_367;
let l_428 = l_mut_373 * l_mut_366;
let l_429 = l_427 + l_428;
let l_430 = l_429 >= l_247;
if l_430 {
l_mut_176 = bool(true);
l_mut_172 = bool(false);
} else {
let l_431 = u64(l_mut_373);
let l_432 = l_mut_165 * l_431;
let l_433 = l_mut_190 - l_432;
l_mut_190 = l_433;
let l_434 = l_mut_373 * l_mut_366;
l_mut_367 = l_mut_367 + l_434;
let l_435 = l_mut_165 - l_mut_190;
l_mut_165 = l_435;
l_mut_366 = l_mut_366 + l_mut_367;
}
}
}
}
let l_436 = !l_mut_176;
let l_437 = l_246 && l_436;
if l_437 {
let l_438 = u32(1) << l_mut_244;
l_mut_175 = l_mut_175 | l_438;
l_mut_166 = l_mut_166 + u32(1);
let l_439 = l_245 + l_243;
let l_440 = min(l_439, l_74);
l_mut_373 = u32(0);

for (var l_mut_441: u32 = l_245; l_mut_441 < l_440; l_mut_441++) {
let l_442 = u64(l_mut_441);
let l_443 = l_84 * l_442;
let l_444 = l_93 + l_443;
let l_445 = l_mut_441 * l_mut_441;
let l_446 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_447 = l_446 == u64(1);
l_mut_190 = l_102;
if l_447 {
let l_448 = u64(u32(0));
let l_449 = l_448 - l_102;
l_mut_190 = l_449;
}
let l_450 = u64(l_445);
let l_451 = l_mut_190 & u64(4294967295);
let l_452 = l_451 * l_450;
let l_453 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_454 = l_453 * l_450;
let l_455 = l_454 << u32(bitcast<u64>(u64(32)));
let l_456 = l_452 + l_455;
let l_457 = l_454 >> u32(bitcast<u64>(u64(32)));
let l_458 = l_456 < l_452;
let l_459 = u64(l_458);
let l_460 = l_457 + l_459;
l_mut_190 = l_456;
let l_461 = l_24 == u32(64);
if l_461 {
l_mut_190 = l_460;
} else {
let l_462 = l_24 > u32(0);
if l_462 {
let l_463 = u32(64) - l_24;
let l_464 = u64(l_463);
let l_465 = l_460 << u32(bitcast<u64>(l_464));
let l_466 = u64(l_24);
let l_467 = l_456 >> u32(bitcast<u64>(l_466));
let l_468 = l_465 | l_467;
l_mut_190 = l_468;
}
}
l_mut_165 = l_mut_190;
if l_447 {
let l_469 = u64(u32(0));
let l_470 = l_469 - l_mut_165;
l_mut_165 = l_470;
}
let l_471 = l_444 + l_mut_165;
let l_472 = u64(u32(0));
let l_473 = l_472 - l_471;
l_mut_190 = l_473;
let l_474 = l_471 < l_mut_190;
if l_474 {
l_mut_190 = l_471;
}
let l_475 = l_mut_190 < l_51;
let l_476 = u32(l_475);
l_mut_373 = l_mut_373 + l_476;
}
l_mut_67 = l_mut_67 + l_mut_373;
}
}
let l_477 = l_mut_166 > u32(0);
if l_477 {
let l_666 = info.static_meta[u32(5)];
let l_667 = l_666 * u32(1);
let l_668 = l_667 - u32(1);
let l_669 = min(u32(1), l_668);
let l_670 = &buffer_5_global[l_669];
let l_478 = l_670;
let l_479 = atomicAdd(l_478, l_mut_166);}
let l_480 = l_mut_67 > u32(0);
if l_480 {
let l_671 = info.static_meta[u32(5)];
let l_672 = l_671 * u32(1);
let l_673 = l_672 - u32(1);
let l_674 = min(u32(2), l_673);
let l_675 = &buffer_5_global[l_674];
let l_481 = l_675;
let l_482 = atomicAdd(l_481, l_mut_67);l_mut_373 = l_482;

for (var l_mut_483: u32 = u32(0); l_mut_483 < u32(8); l_mut_483++) {
let l_484 = l_mut_175 >> l_mut_483;
let l_485 = l_484 & u32(1);
let l_486 = l_485 == u32(1);
if l_486 {
let l_487 = l_mut_483 * l_243;
let l_488 = l_487 + l_243;
let l_489 = min(l_488, l_74);
l_mut_367 = l_mut_373;

for (var l_mut_490: u32 = l_487; l_mut_490 < l_489; l_mut_490++) {
let l_491 = u64(l_mut_490);
let l_492 = l_84 * l_491;
let l_493 = l_93 + l_492;
let l_494 = l_mut_490 * l_mut_490;
let l_495 = l_102 >> u32(bitcast<u64>(u64(63)));
let l_496 = l_495 == u64(1);
l_mut_190 = l_102;
if l_496 {
let l_497 = u64(u32(0));
let l_498 = l_497 - l_102;
l_mut_190 = l_498;
}
let l_499 = u64(l_494);
let l_500 = l_mut_190 & u64(4294967295);
let l_501 = l_500 * l_499;
let l_502 = l_mut_190 >> u32(bitcast<u64>(u64(32)));
let l_503 = l_502 * l_499;
let l_504 = l_503 << u32(bitcast<u64>(u64(32)));
let l_505 = l_501 + l_504;
let l_506 = l_503 >> u32(bitcast<u64>(u64(32)));
let l_507 = l_505 < l_501;
let l_508 = u64(l_507);
let l_509 = l_506 + l_508;
l_mut_190 = l_505;
let l_510 = l_24 == u32(64);
if l_510 {
l_mut_190 = l_509;
} else {
let l_511 = l_24 > u32(0);
if l_511 {
let l_512 = u32(64) - l_24;
let l_513 = u64(l_512);
let l_514 = l_509 << u32(bitcast<u64>(l_513));
let l_515 = u64(l_24);
let l_516 = l_505 >> u32(bitcast<u64>(l_515));
let l_517 = l_514 | l_516;
l_mut_190 = l_517;
}
}
l_mut_165 = l_mut_190;
if l_496 {
let l_518 = u64(u32(0));
let l_519 = l_518 - l_mut_165;
l_mut_165 = l_519;
}
let l_520 = l_493 + l_mut_165;
let l_521 = u64(u32(0));
let l_522 = l_521 - l_520;
l_mut_190 = l_522;
let l_523 = l_520 < l_mut_190;
if l_523 {
l_mut_190 = l_520;
}
let l_524 = l_mut_190 < l_51;
if l_524 {
let l_525 = l_mut_367 * u32(2);
let l_526 = l_525 + u32(1);
let l_527 = info.static_meta[u32(10)];
let l_528 = l_526 < l_527;
if l_528 {
let l_676 = info.static_meta[u32(4)];
let l_677 = l_676 * u32(1);
let l_678 = l_525 < l_677;
if l_678 {
buffer_4_global[l_525] = id;
}
let l_529 = l_525 + u32(1);
let l_679 = info.static_meta[u32(4)];
let l_680 = l_679 * u32(1);
let l_681 = l_529 < l_680;
if l_681 {
buffer_4_global[l_529] = l_mut_490;
}
}
l_mut_367 = l_mut_367 + u32(1);
}
}
l_mut_373 = l_mut_367;
}
}
}
}
}
}
