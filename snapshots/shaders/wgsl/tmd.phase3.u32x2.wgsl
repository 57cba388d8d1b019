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

var l_mut_110: u32;
var l_mut_116: u32;
var l_mut_122: u32;
var l_mut_184: u32;
var l_mut_190: u32;
var l_mut_240: u32;
var l_mut_246: u32;
var l_mut_46: u32;
var l_mut_88: u32;
var l_mut_89: u32;
var l_mut_94: u32;
var l_mut_95: u32;
let l_0 = id == u32(0);
if l_0 {
let l_608 = info.static_meta[u32(6)];
let l_609 = l_608 * u32(1);
let l_610 = l_609 - u32(1);
let l_611 = min(u32(3), l_610);
let l_612 = &buffer_6_global[l_611];
let l_1 = l_612;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_552 = info.static_meta[u32(3)];
let l_553 = l_552 * u32(1);
let l_554 = l_3 < l_553;
let l_555 = l_553 - u32(1);
let l_556 = min(l_3, l_555);
let l_557 = buffer_3_global[l_556];
let l_558 = select(u32(0), l_557, l_554);
let l_4 = l_558;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_559 = info.static_meta[u32(3)];
let l_560 = l_559 * u32(1);
let l_561 = l_6 < l_560;
let l_562 = l_560 - u32(1);
let l_563 = min(l_6, l_562);
let l_564 = buffer_3_global[l_563];
let l_565 = select(u32(0), l_564, l_561);
let l_7 = l_565;
let l_8 = u32(2) * u32(1);
let l_566 = info.static_meta[u32(3)];
let l_567 = l_566 * u32(1);
let l_568 = l_8 < l_567;
let l_569 = l_567 - u32(1);
let l_570 = min(l_8, l_569);
let l_571 = buffer_3_global[l_570];
let l_572 = select(u32(0), l_571, l_568);
let l_9 = l_572;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_573 = info.static_meta[u32(3)];
let l_574 = l_573 * u32(1);
let l_575 = l_11 < l_574;
let l_576 = l_574 - u32(1);
let l_577 = min(l_11, l_576);
let l_578 = buffer_3_global[l_577];
let l_579 = select(u32(0), l_578, l_575);
let l_12 = l_579;
let l_13 = u32(2) * u32(2);
let l_580 = info.static_meta[u32(3)];
let l_581 = l_580 * u32(1);
let l_582 = l_13 < l_581;
let l_583 = l_581 - u32(1);
let l_584 = min(l_13, l_583);
let l_585 = buffer_3_global[l_584];
let l_586 = select(u32(0), l_585, l_582);
let l_14 = l_586;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_587 = info.static_meta[u32(3)];
let l_588 = l_587 * u32(1);
let l_589 = l_16 < l_588;
let l_590 = l_588 - u32(1);
let l_591 = min(l_16, l_590);
let l_592 = buffer_3_global[l_591];
let l_593 = select(u32(0), l_592, l_589);
let l_17 = l_593;
let l_18 = u32(2) * u32(3);
let l_594 = info.static_meta[u32(3)];
let l_595 = l_594 * u32(1);
let l_596 = l_18 < l_595;
let l_597 = l_595 - u32(1);
let l_598 = min(l_18, l_597);
let l_599 = buffer_3_global[l_598];
let l_600 = select(u32(0), l_599, l_596);
let l_19 = l_600;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_601 = info.static_meta[u32(3)];
let l_602 = l_601 * u32(1);
let l_603 = l_21 < l_602;
let l_604 = l_602 - u32(1);
let l_605 = min(l_21, l_604);
let l_606 = buffer_3_global[l_605];
let l_607 = select(u32(0), l_606, l_603);
let l_22 = l_607;
let l_23 = l_4 / u32(8);
let l_24 = l_23 + u32(64);
let l_25 = l_24 - u32(1);
let l_26 = l_25 / u32(64);
let l_27 = info.static_meta[u32(11)];
let l_28 = l_27 * l_26;
let l_29 = id < l_28;
if l_29 {
let l_30 = id / l_26;
let l_613 = info.static_meta[u32(4)];
let l_614 = l_613 * u32(1);
let l_615 = l_30 < l_614;
let l_616 = l_614 - u32(1);
let l_617 = min(l_30, l_616);
let l_618 = buffer_4_global[l_617];
let l_619 = select(u32(0), l_618, l_615);
let l_31 = l_619;
let l_32 = l_31 / u32(8);
let l_33 = l_31 % u32(8);
let l_34 = l_33 * l_23;
let l_35 = id % l_26;
let l_36 = l_35 * u32(64);
let l_37 = l_34 + l_36;
let l_38 = l_37 + u32(64);
let l_39 = l_33 + u32(1);
let l_40 = l_39 * l_23;
let l_41 = min(l_38, l_40);
let l_42 = l_32 * l_4;
let l_662 = u64(l_32);
let l_663 = u64(l_4);
let l_664 = l_662 * l_663;
let l_665 = l_664 >> u32(bitcast<u64>(u64(32)));
let l_666 = u32(bitcast<u64>(l_665));
let l_43 = l_666;
let l_44 = u32(0) * l_4;
let l_45 = l_43 + l_44;
l_mut_46 = u32(0);
let l_47 = l_45 < l_22;
let l_48 = l_45 == l_22;
let l_49 = l_42 < l_19;
let l_50 = l_48 && l_49;
let l_51 = l_47 || l_50;
if l_51 {
let l_52 = l_19 - l_42;
let l_53 = l_22 - l_45;
let l_54 = l_19 < l_42;
let l_55 = u32(l_54);
let l_56 = l_53 - l_55;
l_mut_46 = l_4;
let l_57 = l_56 < u32(0);
let l_58 = l_56 == u32(0);
let l_59 = l_52 < l_4;
let l_60 = l_58 && l_59;
let l_61 = l_57 || l_60;
if l_61 {
l_mut_46 = l_52;
}
}
let l_62 = min(l_41, l_mut_46);
let l_63 = u32(2) * l_32;
let l_620 = info.static_meta[u32(0)];
let l_621 = l_620 * u32(1);
let l_622 = l_63 < l_621;
let l_623 = l_621 - u32(1);
let l_624 = min(l_63, l_623);
let l_625 = buffer_0_global[l_624];
let l_626 = select(u32(0), l_625, l_622);
let l_64 = l_626;
let l_65 = u32(2) * l_32;
let l_66 = l_65 + u32(1);
let l_627 = info.static_meta[u32(0)];
let l_628 = l_627 * u32(1);
let l_629 = l_66 < l_628;
let l_630 = l_628 - u32(1);
let l_631 = min(l_66, l_630);
let l_632 = buffer_0_global[l_631];
let l_633 = select(u32(0), l_632, l_629);
let l_67 = l_633;
let l_68 = u32(2) * l_32;
let l_634 = info.static_meta[u32(1)];
let l_635 = l_634 * u32(1);
let l_636 = l_68 < l_635;
let l_637 = l_635 - u32(1);
let l_638 = min(l_68, l_637);
let l_639 = buffer_1_global[l_638];
let l_640 = select(u32(0), l_639, l_636);
let l_69 = l_640;
let l_70 = u32(2) * l_32;
let l_71 = l_70 + u32(1);
let l_641 = info.static_meta[u32(1)];
let l_642 = l_641 * u32(1);
let l_643 = l_71 < l_642;
let l_644 = l_642 - u32(1);
let l_645 = min(l_71, l_644);
let l_646 = buffer_1_global[l_645];
let l_647 = select(u32(0), l_646, l_643);
let l_72 = l_647;
let l_73 = u32(2) * l_32;
let l_648 = info.static_meta[u32(2)];
let l_649 = l_648 * u32(1);
let l_650 = l_73 < l_649;
let l_651 = l_649 - u32(1);
let l_652 = min(l_73, l_651);
let l_653 = buffer_2_global[l_652];
let l_654 = select(u32(0), l_653, l_650);
let l_74 = l_654;
let l_75 = u32(2) * l_32;
let l_76 = l_75 + u32(1);
let l_655 = info.static_meta[u32(2)];
let l_656 = l_655 * u32(1);
let l_657 = l_76 < l_656;
let l_658 = l_656 - u32(1);
let l_659 = min(l_76, l_658);
let l_660 = buffer_2_global[l_659];
let l_661 = select(u32(0), l_660, l_657);
let l_77 = l_661;
l_mut_46 = u32(0);

for (var l_mut_78: u32 = l_37; l_mut_78 < l_62; l_mut_78++) {
let l_79 = l_64 * l_mut_78;
let l_667 = u64(l_64);
let l_668 = u64(l_mut_78);
let l_669 = l_667 * l_668;
let l_670 = l_669 >> u32(bitcast<u64>(u64(32)));
let l_671 = u32(bitcast<u64>(l_670));
let l_80 = l_671;
let l_81 = l_67 * l_mut_78;
let l_82 = l_80 + l_81;
let l_83 = l_69 + l_79;
let l_84 = l_72 + l_82;
let l_85 = l_83 < l_69;
let l_86 = u32(l_85);
let l_87 = l_84 + l_86;
l_mut_88 = u32(0);
l_mut_89 = u32(0);
let l_90 = l_mut_78 < u32(65536);
if l_90 {
let l_91 = l_mut_78 * l_mut_78;
let l_92 = l_77 >> u32(31);
let l_93 = l_92 == u32(1);
l_mut_94 = l_74;
l_mut_95 = l_77;
if l_93 {
let l_96 = u32(0) - l_74;
let l_97 = u32(0) - l_77;
let l_98 = u32(0) < l_74;
let l_99 = u32(l_98);
let l_100 = l_97 - l_99;
l_mut_94 = l_96;
l_mut_95 = l_100;
}
let l_101 = l_mut_94 * l_91;
let l_102 = l_mut_95 * l_91;
let l_672 = u64(l_mut_94);
let l_673 = u64(l_91);
let l_674 = l_672 * l_673;
let l_675 = l_674 >> u32(bitcast<u64>(u64(32)));
let l_676 = u32(bitcast<u64>(l_675));
let l_103 = l_676;
let l_104 = l_103 + l_102;
let l_677 = u64(l_mut_95);
let l_678 = u64(l_91);
let l_679 = l_677 * l_678;
let l_680 = l_679 >> u32(bitcast<u64>(u64(32)));
let l_681 = u32(bitcast<u64>(l_680));
let l_105 = l_681;
let l_106 = l_104 < l_102;
let l_107 = u32(l_106);
let l_108 = l_105 + l_107;
let l_109 = l_9 % u32(32);
l_mut_110 = l_101;
let l_111 = l_109 > u32(0);
if l_111 {
let l_112 = l_101 >> l_109;
let l_113 = u32(32) - l_109;
let l_114 = l_104 << l_113;
let l_115 = l_112 | l_114;
l_mut_110 = l_115;
}
l_mut_116 = l_104;
let l_117 = l_109 > u32(0);
if l_117 {
let l_118 = l_104 >> l_109;
let l_119 = u32(32) - l_109;
let l_120 = l_108 << l_119;
let l_121 = l_118 | l_120;
l_mut_116 = l_121;
}
l_mut_122 = l_mut_110;
l_mut_110 = l_mut_116;
let l_123 = l_9 >= u32(64);
if l_123 {
l_mut_122 = l_108;
l_mut_110 = u32(0);
} else {
let l_124 = l_9 >= u32(32);
if l_124 {
l_mut_116 = l_104;
let l_125 = l_109 > u32(0);
if l_125 {
let l_126 = l_104 >> l_109;
let l_127 = u32(32) - l_109;
let l_128 = l_108 << l_127;
let l_129 = l_126 | l_128;
l_mut_116 = l_129;
}
let l_130 = l_108 >> l_109;
l_mut_122 = l_mut_116;
l_mut_110 = l_130;
}
}
l_mut_116 = l_mut_122;
l_mut_122 = l_mut_110;
if l_93 {
let l_131 = u32(0) - l_mut_116;
let l_132 = u32(0) - l_mut_122;
let l_133 = u32(0) < l_mut_116;
let l_134 = u32(l_133);
let l_135 = l_132 - l_134;
l_mut_116 = l_131;
l_mut_122 = l_135;
}
l_mut_88 = l_mut_116;
l_mut_89 = l_mut_122;
} else {
let l_136 = l_77 >> u32(31);
let l_137 = l_136 == u32(1);
l_mut_122 = l_74;
l_mut_116 = l_77;
if l_137 {
let l_138 = u32(0) - l_74;
let l_139 = u32(0) - l_77;
let l_140 = u32(0) < l_74;
let l_141 = u32(l_140);
let l_142 = l_139 - l_141;
l_mut_122 = l_138;
l_mut_116 = l_142;
}
let l_143 = l_mut_122 * l_mut_78;
let l_144 = l_mut_116 * l_mut_78;
let l_682 = u64(l_mut_122);
let l_683 = u64(l_mut_78);
let l_684 = l_682 * l_683;
let l_685 = l_684 >> u32(bitcast<u64>(u64(32)));
let l_686 = u32(bitcast<u64>(l_685));
let l_145 = l_686;
let l_146 = l_145 + l_144;
let l_687 = u64(l_mut_116);
let l_688 = u64(l_mut_78);
let l_689 = l_687 * l_688;
let l_690 = l_689 >> u32(bitcast<u64>(u64(32)));
let l_691 = u32(bitcast<u64>(l_690));
let l_147 = l_691;
let l_148 = l_146 < l_144;
let l_149 = u32(l_148);
let l_150 = l_147 + l_149;
let l_151 = u32(0) % u32(32);
l_mut_110 = l_143;
let l_152 = l_151 > u32(0);
if l_152 {
let l_153 = l_143 >> l_151;
let l_154 = u32(32) - l_151;
let l_155 = l_146 << l_154;
let l_156 = l_153 | l_155;
l_mut_110 = l_156;
}
l_mut_95 = l_146;
let l_157 = l_151 > u32(0);
if l_157 {
let l_158 = l_146 >> l_151;
let l_159 = u32(32) - l_151;
let l_160 = l_150 << l_159;
let l_161 = l_158 | l_160;
l_mut_95 = l_161;
}
l_mut_94 = l_mut_110;
l_mut_110 = l_mut_95;
let l_162 = u32(0) >= u32(64);
if l_162 {
l_mut_94 = l_150;
l_mut_110 = u32(0);
} else {
let l_163 = u32(0) >= u32(32);
if l_163 {
l_mut_95 = l_146;
let l_164 = l_151 > u32(0);
if l_164 {
let l_165 = l_146 >> l_151;
let l_166 = u32(32) - l_151;
let l_167 = l_150 << l_166;
let l_168 = l_165 | l_167;
l_mut_95 = l_168;
}
let l_169 = l_150 >> l_151;
l_mut_94 = l_mut_95;
l_mut_110 = l_169;
}
}
let l_170 = l_mut_122 * l_mut_78;
let l_171 = l_mut_116 * l_mut_78;
let l_692 = u64(l_mut_122);
let l_693 = u64(l_mut_78);
let l_694 = l_692 * l_693;
let l_695 = l_694 >> u32(bitcast<u64>(u64(32)));
let l_696 = u32(bitcast<u64>(l_695));
let l_172 = l_696;
let l_173 = l_172 + l_171;
let l_697 = u64(l_mut_116);
let l_698 = u64(l_mut_78);
let l_699 = l_697 * l_698;
let l_700 = l_699 >> u32(bitcast<u64>(u64(32)));
let l_701 = u32(bitcast<u64>(l_700));
let l_174 = l_701;
let l_175 = l_173 < l_171;
let l_176 = u32(l_175);
let l_177 = l_174 + l_176;
let l_178 = u32(64) % u32(32);
l_mut_95 = l_170;
let l_179 = l_178 > u32(0);
if l_179 {
let l_180 = l_170 >> l_178;
let l_181 = u32(32) - l_178;
let l_182 = l_173 << l_181;
let l_183 = l_180 | l_182;
l_mut_95 = l_183;
}
l_mut_184 = l_173;
let l_185 = l_178 > u32(0);
if l_185 {
let l_186 = l_173 >> l_178;
let l_187 = u32(32) - l_178;
let l_188 = l_177 << l_187;
let l_189 = l_186 | l_188;
l_mut_184 = l_189;
}
l_mut_190 = l_mut_95;
l_mut_95 = l_mut_184;
let l_191 = u32(64) >= u32(64);
if l_191 {
l_mut_190 = l_177;
l_mut_95 = u32(0);
} else {
let l_192 = u32(64) >= u32(32);
if l_192 {
l_mut_184 = l_173;
let l_193 = l_178 > u32(0);
if l_193 {
let l_194 = l_173 >> l_178;
let l_195 = u32(32) - l_178;
let l_196 = l_177 << l_195;
let l_197 = l_194 | l_196;
l_mut_184 = l_197;
}
let l_198 = l_177 >> l_178;
l_mut_190 = l_mut_184;
l_mut_95 = l_198;
}
}
let l_199 = l_mut_94 * l_mut_78;
let l_200 = l_mut_110 * l_mut_78;
let l_702 = u64(l_mut_94);
let l_703 = u64(l_mut_78);
let l_704 = l_702 * l_703;
let l_705 = l_704 >> u32(bitcast<u64>(u64(32)));
let l_706 = u32(bitcast<u64>(l_705));
let l_201 = l_706;
let l_202 = l_201 + l_200;
let l_707 = u64(l_mut_110);
let l_708 = u64(l_mut_78);
let l_709 = l_707 * l_708;
let l_710 = l_709 >> u32(bitcast<u64>(u64(32)));
let l_711 = u32(bitcast<u64>(l_710));
let l_203 = l_711;
let l_204 = l_202 < l_200;
let l_205 = u32(l_204);
let l_206 = l_203 + l_205;
let l_207 = u32(0) % u32(32);
l_mut_184 = l_199;
let l_208 = l_207 > u32(0);
if l_208 {
let l_209 = l_199 >> l_207;
let l_210 = u32(32) - l_207;
let l_211 = l_202 << l_210;
let l_212 = l_209 | l_211;
l_mut_184 = l_212;
}
l_mut_122 = l_202;
let l_213 = l_207 > u32(0);
if l_213 {
let l_214 = l_202 >> l_207;
let l_215 = u32(32) - l_207;
let l_216 = l_206 << l_215;
let l_217 = l_214 | l_216;
l_mut_122 = l_217;
}
l_mut_116 = l_mut_184;
l_mut_184 = l_mut_122;
let l_218 = u32(0) >= u32(64);
if l_218 {
l_mut_116 = l_206;
l_mut_184 = u32(0);
} else {
let l_219 = u32(0) >= u32(32);
if l_219 {
l_mut_122 = l_202;
let l_220 = l_207 > u32(0);
if l_220 {
let l_221 = l_202 >> l_207;
let l_222 = u32(32) - l_207;
let l_223 = l_206 << l_222;
let l_224 = l_221 | l_223;
l_mut_122 = l_224;
}
let l_225 = l_206 >> l_207;
l_mut_116 = l_mut_122;
l_mut_184 = l_225;
}
}
let l_226 = l_mut_94 * l_mut_78;
let l_227 = l_mut_110 * l_mut_78;
let l_712 = u64(l_mut_94);
let l_713 = u64(l_mut_78);
let l_714 = l_712 * l_713;
let l_715 = l_714 >> u32(bitcast<u64>(u64(32)));
let l_716 = u32(bitcast<u64>(l_715));
let l_228 = l_716;
let l_229 = l_228 + l_227;
let l_717 = u64(l_mut_110);
let l_718 = u64(l_mut_78);
let l_719 = l_717 * l_718;
let l_720 = l_719 >> u32(bitcast<u64>(u64(32)));
let l_721 = u32(bitcast<u64>(l_720));
let l_230 = l_721;
let l_231 = l_229 < l_227;
let l_232 = u32(l_231);
let l_233 = l_230 + l_232;
let l_234 = u32(64) % u32(32);
l_mut_122 = l_226;
let l_235 = l_234 > u32(0);
if l_235 {
let l_236 = l_226 >> l_234;
let l_237 = u32(32) - l_234;
let l_238 = l_229 << l_237;
let l_239 = l_236 | l_238;
l_mut_122 = l_239;
}
l_mut_240 = l_229;
let l_241 = l_234 > u32(0);
if l_241 {
let l_242 = l_229 >> l_234;
let l_243 = u32(32) - l_234;
let l_244 = l_233 << l_243;
let l_245 = l_242 | l_244;
l_mut_240 = l_245;
}
l_mut_246 = l_mut_122;
l_mut_122 = l_mut_240;
let l_247 = u32(64) >= u32(64);
if l_247 {
l_mut_246 = l_233;
l_mut_122 = u32(0);
} else {
let l_248 = u32(64) >= u32(32);
if l_248 {
l_mut_240 = l_229;
let l_249 = l_234 > u32(0);
if l_249 {
let l_250 = l_229 >> l_234;
let l_251 = u32(32) - l_234;
let l_252 = l_233 << l_251;
let l_253 = l_250 | l_252;
l_mut_240 = l_253;
}
let l_254 = l_233 >> l_234;
l_mut_246 = l_mut_240;
l_mut_122 = l_254;
}
}
let l_255 = l_mut_190 * l_mut_78;
let l_722 = u64(l_mut_190);
let l_723 = u64(l_mut_78);
let l_724 = l_722 * l_723;
let l_725 = l_724 >> u32(bitcast<u64>(u64(32)));
let l_726 = u32(bitcast<u64>(l_725));
let l_256 = l_726;
let l_257 = l_mut_95 * l_mut_78;
let l_258 = l_256 + l_257;
let l_259 = l_mut_246 + l_255;
let l_260 = l_mut_122 + l_258;
let l_261 = l_259 < l_mut_246;
let l_262 = u32(l_261);
let l_263 = l_260 + l_262;
l_mut_88 = l_mut_116;
l_mut_89 = l_mut_184;
let l_264 = l_9 == u32(64);
if l_264 {
l_mut_88 = l_259;
l_mut_89 = l_263;
} else {
let l_265 = l_9 > u32(0);
if l_265 {
let l_266 = u32(64) - l_9;
l_mut_246 = l_259;
l_mut_240 = l_263;
let l_267 = l_266 >= u32(32);
if l_267 {
let l_268 = l_266 & u32(31);
let l_269 = l_259 << l_268;
l_mut_246 = u32(0);
l_mut_240 = l_269;
} else {
let l_270 = l_266 > u32(0);
if l_270 {
let l_271 = l_259 << l_266;
let l_272 = l_263 << l_266;
let l_273 = u32(32) - l_266;
let l_274 = l_259 >> l_273;
let l_275 = l_272 | l_274;
l_mut_246 = l_271;
l_mut_240 = l_275;
}
}
l_mut_190 = l_mut_116;
l_mut_122 = l_mut_184;
let l_276 = l_9 >= u32(32);
if l_276 {
let l_277 = l_9 & u32(31);
let l_278 = l_mut_184 >> l_277;
l_mut_190 = l_278;
l_mut_122 = u32(0);
} else {
let l_279 = l_9 > u32(0);
if l_279 {
l_mut_110 = l_mut_116;
let l_280 = l_9 > u32(0);
if l_280 {
let l_281 = l_mut_116 >> l_9;
let l_282 = u32(32) - l_9;
let l_283 = l_mut_184 << l_282;
let l_284 = l_281 | l_283;
l_mut_110 = l_284;
}
let l_285 = l_mut_184 >> l_9;
l_mut_190 = l_mut_110;
l_mut_122 = l_285;
}
}
let l_286 = l_mut_246 + l_mut_190;
let l_287 = l_mut_240 + l_mut_122;
let l_288 = l_286 < l_mut_246;
let l_289 = u32(l_288);
let l_290 = l_287 + l_289;
l_mut_88 = l_286;
l_mut_89 = l_290;
}
}
if l_137 {
let l_291 = u32(0) - l_mut_88;
let l_292 = u32(0) - l_mut_89;
let l_293 = u32(0) < l_mut_88;
let l_294 = u32(l_293);
let l_295 = l_292 - l_294;
l_mut_88 = l_291;
l_mut_89 = l_295;
}
}
let l_296 = l_83 + l_mut_88;
let l_297 = l_87 + l_mut_89;
let l_298 = l_296 < l_83;
let l_299 = u32(l_298);
let l_300 = l_297 + l_299;
let l_301 = u32(0) - l_296;
let l_302 = u32(0) - l_300;
let l_303 = u32(0) < l_296;
let l_304 = u32(l_303);
let l_305 = l_302 - l_304;
l_mut_246 = l_301;
l_mut_240 = l_305;
let l_306 = l_300 < l_mut_240;
let l_307 = l_300 == l_mut_240;
let l_308 = l_296 < l_mut_246;
let l_309 = l_307 && l_308;
let l_310 = l_306 || l_309;
if l_310 {
l_mut_246 = l_296;
l_mut_240 = l_300;
}
let l_311 = l_mut_240 < l_17;
let l_312 = l_mut_240 == l_17;
let l_313 = l_mut_246 < l_14;
let l_314 = l_312 && l_313;
let l_315 = l_311 || l_314;
let l_316 = u32(l_315);
l_mut_46 = l_mut_46 + l_316;
}
let l_317 = l_mut_46 > u32(0);
if l_317 {
let l_727 = info.static_meta[u32(6)];
let l_728 = l_727 * u32(1);
let l_729 = l_728 - u32(1);
let l_730 = min(u32(2), l_729);
let l_731 = &buffer_6_global[l_730];
let l_318 = l_731;
let l_319 = atomicAdd(l_318, l_mut_46);l_mut_246 = l_319;

for (var l_mut_320: u32 = l_37; l_mut_320 < l_62; l_mut_320++) {
let l_321 = l_64 * l_mut_320;
let l_732 = u64(l_64);
let l_733 = u64(l_mut_320);
let l_734 = l_732 * l_733;
let l_735 = l_734 >> u32(bitcast<u64>(u64(32)));
let l_736 = u32(bitcast<u64>(l_735));
let l_322 = l_736;
let l_323 = l_67 * l_mut_320;
let l_324 = l_322 + l_323;
let l_325 = l_69 + l_321;
let l_326 = l_72 + l_324;
let l_327 = l_325 < l_69;
let l_328 = u32(l_327);
let l_329 = l_326 + l_328;
l_mut_240 = u32(0);
l_mut_190 = u32(0);
let l_330 = l_mut_320 < u32(65536);
if l_330 {
let l_331 = l_mut_320 * l_mut_320;
let l_332 = l_77 >> u32(31);
let l_333 = l_332 == u32(1);
l_mut_184 = l_74;
l_mut_122 = l_77;
if l_333 {
let l_334 = u32(0) - l_74;
let l_335 = u32(0) - l_77;
let l_336 = u32(0) < l_74;
let l_337 = u32(l_336);
let l_338 = l_335 - l_337;
l_mut_184 = l_334;
l_mut_122 = l_338;
}
let l_339 = l_mut_184 * l_331;
let l_340 = l_mut_122 * l_331;
let l_737 = u64(l_mut_184);
let l_738 = u64(l_331);
let l_739 = l_737 * l_738;
let l_740 = l_739 >> u32(bitcast<u64>(u64(32)));
let l_741 = u32(bitcast<u64>(l_740));
let l_341 = l_741;
let l_342 = l_341 + l_340;
let l_742 = u64(l_mut_122);
let l_743 = u64(l_331);
let l_744 = l_742 * l_743;
let l_745 = l_744 >> u32(bitcast<u64>(u64(32)));
let l_746 = u32(bitcast<u64>(l_745));
let l_343 = l_746;
let l_344 = l_342 < l_340;
let l_345 = u32(l_344);
let l_346 = l_343 + l_345;
let l_347 = l_9 % u32(32);
l_mut_116 = l_339;
let l_348 = l_347 > u32(0);
if l_348 {
let l_349 = l_339 >> l_347;
let l_350 = u32(32) - l_347;
let l_351 = l_342 << l_350;
let l_352 = l_349 | l_351;
l_mut_116 = l_352;
}
l_mut_110 = l_342;
let l_353 = l_347 > u32(0);
if l_353 {
let l_354 = l_342 >> l_347;
let l_355 = u32(32) - l_347;
let l_356 = l_346 << l_355;
let l_357 = l_354 | l_356;
l_mut_110 = l_357;
}
l_mut_95 = l_mut_116;
l_mut_116 = l_mut_110;
let l_358 = l_9 >= u32(64);
if l_358 {
l_mut_95 = l_346;
l_mut_116 = u32(0);
} else {
let l_359 = l_9 >= u32(32);
if l_359 {
l_mut_110 = l_342;
let l_360 = l_347 > u32(0);
if l_360 {
let l_361 = l_342 >> l_347;
let l_362 = u32(32) - l_347;
let l_363 = l_346 << l_362;
let l_364 = l_361 | l_363;
l_mut_110 = l_364;
}
let l_365 = l_346 >> l_347;
l_mut_95 = l_mut_110;
l_mut_116 = l_365;
}
}
l_mut_184 = l_mut_95;
l_mut_122 = l_mut_116;
if l_333 {
let l_366 = u32(0) - l_mut_184;
let l_367 = u32(0) - l_mut_122;
let l_368 = u32(0) < l_mut_184;
let l_369 = u32(l_368);
let l_370 = l_367 - l_369;
l_mut_184 = l_366;
l_mut_122 = l_370;
}
l_mut_240 = l_mut_184;
l_mut_190 = l_mut_122;
} else {
let l_371 = l_77 >> u32(31);
let l_372 = l_371 == u32(1);
l_mut_184 = l_74;
l_mut_122 = l_77;
if l_372 {
let l_373 = u32(0) - l_74;
let l_374 = u32(0) - l_77;
let l_375 = u32(0) < l_74;
let l_376 = u32(l_375);
let l_377 = l_374 - l_376;
l_mut_184 = l_373;
l_mut_122 = l_377;
}
let l_378 = l_mut_184 * l_mut_320;
let l_379 = l_mut_122 * l_mut_320;
let l_747 = u64(l_mut_184);
let l_748 = u64(l_mut_320);
let l_749 = l_747 * l_748;
let l_750 = l_749 >> u32(bitcast<u64>(u64(32)));
let l_751 = u32(bitcast<u64>(l_750));
let l_380 = l_751;
let l_381 = l_380 + l_379;
let l_752 = u64(l_mut_122);
let l_753 = u64(l_mut_320);
let l_754 = l_752 * l_753;
let l_755 = l_754 >> u32(bitcast<u64>(u64(32)));
let l_756 = u32(bitcast<u64>(l_755));
let l_382 = l_756;
let l_383 = l_381 < l_379;
let l_384 = u32(l_383);
let l_385 = l_382 + l_384;
let l_386 = u32(0) % u32(32);
l_mut_116 = l_378;
let l_387 = l_386 > u32(0);
if l_387 {
let l_388 = l_378 >> l_386;
let l_389 = u32(32) - l_386;
let l_390 = l_381 << l_389;
let l_391 = l_388 | l_390;
l_mut_116 = l_391;
}
l_mut_110 = l_381;
let l_392 = l_386 > u32(0);
if l_392 {
let l_393 = l_381 >> l_386;
let l_394 = u32(32) - l_386;
let l_395 = l_385 << l_394;
let l_396 = l_393 | l_395;
l_mut_110 = l_396;
}
l_mut_95 = l_mut_116;
l_mut_116 = l_mut_110;
let l_397 = u32(0) >= u32(64);
if l_397 {
l_mut_95 = l_385;
l_mut_116 = u32(0);
} else {
let l_398 = u32(0) >= u32(32);
if l_398 {
l_mut_110 = l_381;
let l_399 = l_386 > u32(0);
if l_399 {
let l_400 = l_381 >> l_386;
let l_401 = u32(32) - l_386;
let l_402 = l_385 << l_401;
let l_403 = l_400 | l_402;
l_mut_110 = l_403;
}
let l_404 = l_385 >> l_386;
l_mut_95 = l_mut_110;
l_mut_116 = l_404;
}
}
let l_405 = l_mut_184 * l_mut_320;
let l_406 = l_mut_122 * l_mut_320;
let l_757 = u64(l_mut_184);
let l_758 = u64(l_mut_320);
let l_759 = l_757 * l_758;
let l_760 = l_759 >> u32(bitcast<u64>(u64(32)));
let l_761 = u32(bitcast<u64>(l_760));
let l_407 = l_761;
let l_408 = l_407 + l_406;
let l_762 = u64(l_mut_122);
let l_763 = u64(l_mut_320);
let l_764 = l_762 * l_763;
let l_765 = l_764 >> u32(bitcast<u64>(u64(32)));
let l_766 = u32(bitcast<u64>(l_765));
let l_409 = l_766;
let l_410 = l_408 < l_406;
let l_411 = u32(l_410);
let l_412 = l_409 + l_411;
let l_413 = u32(64) % u32(32);
l_mut_110 = l_405;
let l_414 = l_413 > u32(0);
if l_414 {
let l_415 = l_405 >> l_413;
let l_416 = u32(32) - l_413;
let l_417 = l_408 << l_416;
let l_418 = l_415 | l_417;
l_mut_110 = l_418;
}
l_mut_94 = l_408;
let l_419 = l_413 > u32(0);
if l_419 {
let l_420 = l_408 >> l_413;
let l_421 = u32(32) - l_413;
let l_422 = l_412 << l_421;
let l_423 = l_420 | l_422;
l_mut_94 = l_423;
}
l_mut_89 = l_mut_110;
l_mut_110 = l_mut_94;
let l_424 = u32(64) >= u32(64);
if l_424 {
l_mut_89 = l_412;
l_mut_110 = u32(0);
} else {
let l_425 = u32(64) >= u32(32);
if l_425 {
l_mut_94 = l_408;
let l_426 = l_413 > u32(0);
if l_426 {
let l_427 = l_408 >> l_413;
let l_428 = u32(32) - l_413;
let l_429 = l_412 << l_428;
let l_430 = l_427 | l_429;
l_mut_94 = l_430;
}
let l_431 = l_412 >> l_413;
l_mut_89 = l_mut_94;
l_mut_110 = l_431;
}
}
let l_432 = l_mut_95 * l_mut_320;
let l_433 = l_mut_116 * l_mut_320;
let l_767 = u64(l_mut_95);
let l_768 = u64(l_mut_320);
let l_769 = l_767 * l_768;
let l_770 = l_769 >> u32(bitcast<u64>(u64(32)));
let l_771 = u32(bitcast<u64>(l_770));
let l_434 = l_771;
let l_435 = l_434 + l_433;
let l_772 = u64(l_mut_116);
let l_773 = u64(l_mut_320);
let l_774 = l_772 * l_773;
let l_775 = l_774 >> u32(bitcast<u64>(u64(32)));
let l_776 = u32(bitcast<u64>(l_775));
let l_436 = l_776;
let l_437 = l_435 < l_433;
let l_438 = u32(l_437);
let l_439 = l_436 + l_438;
let l_440 = u32(0) % u32(32);
l_mut_184 = l_432;
let l_441 = l_440 > u32(0);
if l_441 {
let l_442 = l_432 >> l_440;
let l_443 = u32(32) - l_440;
let l_444 = l_435 << l_443;
let l_445 = l_442 | l_444;
l_mut_184 = l_445;
}
l_mut_122 = l_435;
let l_446 = l_440 > u32(0);
if l_446 {
let l_447 = l_435 >> l_440;
let l_448 = u32(32) - l_440;
let l_449 = l_439 << l_448;
let l_450 = l_447 | l_449;
l_mut_122 = l_450;
}
l_mut_94 = l_mut_184;
l_mut_184 = l_mut_122;
let l_451 = u32(0) >= u32(64);
if l_451 {
l_mut_94 = l_439;
l_mut_184 = u32(0);
} else {
let l_452 = u32(0) >= u32(32);
if l_452 {
l_mut_122 = l_435;
let l_453 = l_440 > u32(0);
if l_453 {
let l_454 = l_435 >> l_440;
let l_455 = u32(32) - l_440;
let l_456 = l_439 << l_455;
let l_457 = l_454 | l_456;
l_mut_122 = l_457;
}
let l_458 = l_439 >> l_440;
l_mut_94 = l_mut_122;
l_mut_184 = l_458;
}
}
let l_459 = l_mut_95 * l_mut_320;
let l_460 = l_mut_116 * l_mut_320;
let l_777 = u64(l_mut_95);
let l_778 = u64(l_mut_320);
let l_779 = l_777 * l_778;
let l_780 = l_779 >> u32(bitcast<u64>(u64(32)));
let l_781 = u32(bitcast<u64>(l_780));
let l_461 = l_781;
let l_462 = l_461 + l_460;
let l_782 = u64(l_mut_116);
let l_783 = u64(l_mut_320);
let l_784 = l_782 * l_783;
let l_785 = l_784 >> u32(bitcast<u64>(u64(32)));
let l_786 = u32(bitcast<u64>(l_785));
let l_463 = l_786;
let l_464 = l_462 < l_460;
let l_465 = u32(l_464);
let l_466 = l_463 + l_465;
let l_467 = u32(64) % u32(32);
l_mut_122 = l_459;
let l_468 = l_467 > u32(0);
if l_468 {
let l_469 = l_459 >> l_467;
let l_470 = u32(32) - l_467;
let l_471 = l_462 << l_470;
let l_472 = l_469 | l_471;
l_mut_122 = l_472;
}
l_mut_88 = l_462;
let l_473 = l_467 > u32(0);
if l_473 {
let l_474 = l_462 >> l_467;
let l_475 = u32(32) - l_467;
let l_476 = l_466 << l_475;
let l_477 = l_474 | l_476;
l_mut_88 = l_477;
}
l_mut_46 = l_mut_122;
l_mut_122 = l_mut_88;
let l_478 = u32(64) >= u32(64);
if l_478 {
l_mut_46 = l_466;
l_mut_122 = u32(0);
} else {
let l_479 = u32(64) >= u32(32);
if l_479 {
l_mut_88 = l_462;
let l_480 = l_467 > u32(0);
if l_480 {
let l_481 = l_462 >> l_467;
let l_482 = u32(32) - l_467;
let l_483 = l_466 << l_482;
let l_484 = l_481 | l_483;
l_mut_88 = l_484;
}
let l_485 = l_466 >> l_467;
l_mut_46 = l_mut_88;
l_mut_122 = l_485;
}
}
let l_486 = l_mut_89 * l_mut_320;
let l_787 = u64(l_mut_89);
let l_788 = u64(l_mut_320);
let l_789 = l_787 * l_788;
let l_790 = l_789 >> u32(bitcast<u64>(u64(32)));
let l_791 = u32(bitcast<u64>(l_790));
let l_487 = l_791;
let l_488 = l_mut_110 * l_mut_320;
let l_489 = l_487 + l_488;
let l_490 = l_mut_46 + l_486;
let l_491 = l_mut_122 + l_489;
let l_492 = l_490 < l_mut_46;
let l_493 = u32(l_492);
let l_494 = l_491 + l_493;
l_mut_240 = l_mut_94;
l_mut_190 = l_mut_184;
let l_495 = l_9 == u32(64);
if l_495 {
l_mut_240 = l_490;
l_mut_190 = l_494;
} else {
let l_496 = l_9 > u32(0);
if l_496 {
let l_497 = u32(64) - l_9;
l_mut_122 = l_490;
l_mut_116 = l_494;
let l_498 = l_497 >= u32(32);
if l_498 {
let l_499 = l_497 & u32(31);
let l_500 = l_490 << l_499;
l_mut_122 = u32(0);
l_mut_116 = l_500;
} else {
let l_501 = l_497 > u32(0);
if l_501 {
let l_502 = l_490 << l_497;
let l_503 = l_494 << l_497;
let l_504 = u32(32) - l_497;
let l_505 = l_490 >> l_504;
let l_506 = l_503 | l_505;
l_mut_122 = l_502;
l_mut_116 = l_506;
}
}
l_mut_110 = l_mut_94;
l_mut_95 = l_mut_184;
let l_507 = l_9 >= u32(32);
if l_507 {
let l_508 = l_9 & u32(31);
let l_509 = l_mut_184 >> l_508;
l_mut_110 = l_509;
l_mut_95 = u32(0);
} else {
let l_510 = l_9 > u32(0);
if l_510 {
l_mut_89 = l_mut_94;
let l_511 = l_9 > u32(0);
if l_511 {
let l_512 = l_mut_94 >> l_9;
let l_513 = u32(32) - l_9;
let l_514 = l_mut_184 << l_513;
let l_515 = l_512 | l_514;
l_mut_89 = l_515;
}
let l_516 = l_mut_184 >> l_9;
l_mut_110 = l_mut_89;
l_mut_95 = l_516;
}
}
let l_517 = l_mut_122 + l_mut_110;
let l_518 = l_mut_116 + l_mut_95;
let l_519 = l_517 < l_mut_122;
let l_520 = u32(l_519);
let l_521 = l_518 + l_520;
l_mut_240 = l_517;
l_mut_190 = l_521;
}
}
if l_372 {
let l_522 = u32(0) - l_mut_240;
let l_523 = u32(0) - l_mut_190;
let l_524 = u32(0) < l_mut_240;
let l_525 = u32(l_524);
let l_526 = l_523 - l_525;
l_mut_240 = l_522;
l_mut_190 = l_526;
}
}
let l_527 = l_325 + l_mut_240;
let l_528 = l_329 + l_mut_190;
let l_529 = l_527 < l_325;
let l_530 = u32(l_529);
let l_531 = l_528 + l_530;
let l_532 = u32(0) - l_527;
let l_533 = u32(0) - l_531;
let l_534 = u32(0) < l_527;
let l_535 = u32(l_534);
let l_536 = l_533 - l_535;
l_mut_240 = l_532;
l_mut_190 = l_536;
let l_537 = l_531 < l_mut_190;
let l_538 = l_531 == l_mut_190;
let l_539 = l_527 < l_mut_240;
let l_540 = l_538 && l_539;
let l_541 = l_537 || l_540;
if l_541 {
l_mut_240 = l_527;
l_mut_190 = l_531;
}
let l_542 = l_mut_190 < l_17;
let l_543 = l_mut_190 == l_17;
let l_544 = l_mut_240 < l_14;
let l_545 = l_543 && l_544;
let l_546 = l_542 || l_545;
if l_546 {
let l_547 = l_mut_246 * u32(2);
let l_548 = l_547 + u32(1);
let l_549 = info.static_meta[u32(12)];
let l_550 = l_548 < l_549;
if l_550 {
let l_792 = info.static_meta[u32(5)];
let l_793 = l_792 * u32(1);
let l_794 = l_547 < l_793;
if l_794 {
buffer_5_global[l_547] = l_32;
}
let l_551 = l_547 + u32(1);
let l_795 = info.static_meta[u32(5)];
let l_796 = l_795 * u32(1);
let l_797 = l_551 < l_796;
if l_797 {
buffer_5_global[l_551] = l_mut_320;
}
}
l_mut_246 = l_mut_246 + u32(1);
}
}
}
}
}
