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

var l_mut_104: u32;
var l_mut_105: u32;
var l_mut_120: u32;
var l_mut_126: u32;
var l_mut_132: u32;
var l_mut_194: u32;
var l_mut_200: u32;
var l_mut_250: u32;
var l_mut_256: u32;
var l_mut_56: u32;
var l_mut_98: u32;
var l_mut_99: u32;
let l_0 = id == u32(0);
if l_0 {
let l_646 = info.static_meta[u32(6)];
let l_647 = l_646 * u32(1);
let l_648 = l_647 - u32(1);
let l_649 = min(u32(3), l_648);
let l_650 = &buffer_6_global[l_649];
let l_1 = l_650;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_562 = info.static_meta[u32(3)];
let l_563 = l_562 * u32(1);
let l_564 = l_3 < l_563;
let l_565 = l_563 - u32(1);
let l_566 = min(l_3, l_565);
let l_567 = buffer_3_global[l_566];
let l_568 = select(u32(0), l_567, l_564);
let l_4 = l_568;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_569 = info.static_meta[u32(3)];
let l_570 = l_569 * u32(1);
let l_571 = l_6 < l_570;
let l_572 = l_570 - u32(1);
let l_573 = min(l_6, l_572);
let l_574 = buffer_3_global[l_573];
let l_575 = select(u32(0), l_574, l_571);
let l_7 = l_575;
let l_8 = u32(2) * u32(1);
let l_576 = info.static_meta[u32(3)];
let l_577 = l_576 * u32(1);
let l_578 = l_8 < l_577;
let l_579 = l_577 - u32(1);
let l_580 = min(l_8, l_579);
let l_581 = buffer_3_global[l_580];
let l_582 = select(u32(0), l_581, l_578);
let l_9 = l_582;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_583 = info.static_meta[u32(3)];
let l_584 = l_583 * u32(1);
let l_585 = l_11 < l_584;
let l_586 = l_584 - u32(1);
let l_587 = min(l_11, l_586);
let l_588 = buffer_3_global[l_587];
let l_589 = select(u32(0), l_588, l_585);
let l_12 = l_589;
let l_13 = u32(2) * u32(2);
let l_590 = info.static_meta[u32(3)];
let l_591 = l_590 * u32(1);
let l_592 = l_13 < l_591;
let l_593 = l_591 - u32(1);
let l_594 = min(l_13, l_593);
let l_595 = buffer_3_global[l_594];
let l_596 = select(u32(0), l_595, l_592);
let l_14 = l_596;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_597 = info.static_meta[u32(3)];
let l_598 = l_597 * u32(1);
let l_599 = l_16 < l_598;
let l_600 = l_598 - u32(1);
let l_601 = min(l_16, l_600);
let l_602 = buffer_3_global[l_601];
let l_603 = select(u32(0), l_602, l_599);
let l_17 = l_603;
let l_18 = u32(2) * u32(3);
let l_604 = info.static_meta[u32(3)];
let l_605 = l_604 * u32(1);
let l_606 = l_18 < l_605;
let l_607 = l_605 - u32(1);
let l_608 = min(l_18, l_607);
let l_609 = buffer_3_global[l_608];
let l_610 = select(u32(0), l_609, l_606);
let l_19 = l_610;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_611 = info.static_meta[u32(3)];
let l_612 = l_611 * u32(1);
let l_613 = l_21 < l_612;
let l_614 = l_612 - u32(1);
let l_615 = min(l_21, l_614);
let l_616 = buffer_3_global[l_615];
let l_617 = select(u32(0), l_616, l_613);
let l_22 = l_617;
let l_23 = u32(2) * u32(4);
let l_618 = info.static_meta[u32(3)];
let l_619 = l_618 * u32(1);
let l_620 = l_23 < l_619;
let l_621 = l_619 - u32(1);
let l_622 = min(l_23, l_621);
let l_623 = buffer_3_global[l_622];
let l_624 = select(u32(0), l_623, l_620);
let l_24 = l_624;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_625 = info.static_meta[u32(3)];
let l_626 = l_625 * u32(1);
let l_627 = l_26 < l_626;
let l_628 = l_626 - u32(1);
let l_629 = min(l_26, l_628);
let l_630 = buffer_3_global[l_629];
let l_631 = select(u32(0), l_630, l_627);
let l_27 = l_631;
let l_28 = u32(2) * u32(5);
let l_632 = info.static_meta[u32(3)];
let l_633 = l_632 * u32(1);
let l_634 = l_28 < l_633;
let l_635 = l_633 - u32(1);
let l_636 = min(l_28, l_635);
let l_637 = buffer_3_global[l_636];
let l_638 = select(u32(0), l_637, l_634);
let l_29 = l_638;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_639 = info.static_meta[u32(3)];
let l_640 = l_639 * u32(1);
let l_641 = l_31 < l_640;
let l_642 = l_640 - u32(1);
let l_643 = min(l_31, l_642);
let l_644 = buffer_3_global[l_643];
let l_645 = select(u32(0), l_644, l_641);
let l_32 = l_645;
let l_33 = l_4 / u32(8);
let l_34 = l_33 + u32(64);
let l_35 = l_34 - u32(1);
let l_36 = l_35 / u32(64);
let l_37 = info.static_meta[u32(11)];
let l_38 = l_37 * l_36;
let l_39 = id < l_38;
if l_39 {
let l_40 = id / l_36;
let l_651 = info.static_meta[u32(4)];
let l_652 = l_651 * u32(1);
let l_653 = l_40 < l_652;
let l_654 = l_652 - u32(1);
let l_655 = min(l_40, l_654);
let l_656 = buffer_4_global[l_655];
let l_657 = select(u32(0), l_656, l_653);
let l_41 = l_657;
let l_42 = l_41 / u32(8);
let l_43 = l_41 % u32(8);
let l_44 = l_43 * l_33;
let l_45 = id % l_36;
let l_46 = l_45 * u32(64);
let l_47 = l_44 + l_46;
let l_48 = l_47 + u32(64);
let l_49 = l_43 + u32(1);
let l_50 = l_49 * l_33;
let l_51 = min(l_48, l_50);
let l_52 = l_42 * l_4;
let l_700 = u64(l_42);
let l_701 = u64(l_4);
let l_702 = l_700 * l_701;
let l_703 = l_702 >> u32(bitcast<u64>(u64(32)));
let l_704 = u32(bitcast<u64>(l_703));
let l_53 = l_704;
let l_54 = u32(0) * l_4;
let l_55 = l_53 + l_54;
l_mut_56 = u32(0);
let l_57 = l_55 < l_32;
let l_58 = l_55 == l_32;
let l_59 = l_52 < l_29;
let l_60 = l_58 && l_59;
let l_61 = l_57 || l_60;
if l_61 {
let l_62 = l_29 - l_52;
let l_63 = l_32 - l_55;
let l_64 = l_29 < l_52;
let l_65 = u32(l_64);
let l_66 = l_63 - l_65;
l_mut_56 = l_4;
let l_67 = l_66 < u32(0);
let l_68 = l_66 == u32(0);
let l_69 = l_62 < l_4;
let l_70 = l_68 && l_69;
let l_71 = l_67 || l_70;
if l_71 {
l_mut_56 = l_62;
}
}
let l_72 = min(l_51, l_mut_56);
let l_73 = u32(2) * l_42;
let l_658 = info.static_meta[u32(0)];
let l_659 = l_658 * u32(1);
let l_660 = l_73 < l_659;
let l_661 = l_659 - u32(1);
let l_662 = min(l_73, l_661);
let l_663 = buffer_0_global[l_662];
let l_664 = select(u32(0), l_663, l_660);
let l_74 = l_664;
let l_75 = u32(2) * l_42;
let l_76 = l_75 + u32(1);
let l_665 = info.static_meta[u32(0)];
let l_666 = l_665 * u32(1);
let l_667 = l_76 < l_666;
let l_668 = l_666 - u32(1);
let l_669 = min(l_76, l_668);
let l_670 = buffer_0_global[l_669];
let l_671 = select(u32(0), l_670, l_667);
let l_77 = l_671;
let l_78 = u32(2) * l_42;
let l_672 = info.static_meta[u32(1)];
let l_673 = l_672 * u32(1);
let l_674 = l_78 < l_673;
let l_675 = l_673 - u32(1);
let l_676 = min(l_78, l_675);
let l_677 = buffer_1_global[l_676];
let l_678 = select(u32(0), l_677, l_674);
let l_79 = l_678;
let l_80 = u32(2) * l_42;
let l_81 = l_80 + u32(1);
let l_679 = info.static_meta[u32(1)];
let l_680 = l_679 * u32(1);
let l_681 = l_81 < l_680;
let l_682 = l_680 - u32(1);
let l_683 = min(l_81, l_682);
let l_684 = buffer_1_global[l_683];
let l_685 = select(u32(0), l_684, l_681);
let l_82 = l_685;
let l_83 = u32(2) * l_42;
let l_686 = info.static_meta[u32(2)];
let l_687 = l_686 * u32(1);
let l_688 = l_83 < l_687;
let l_689 = l_687 - u32(1);
let l_690 = min(l_83, l_689);
let l_691 = buffer_2_global[l_690];
let l_692 = select(u32(0), l_691, l_688);
let l_84 = l_692;
let l_85 = u32(2) * l_42;
let l_86 = l_85 + u32(1);
let l_693 = info.static_meta[u32(2)];
let l_694 = l_693 * u32(1);
let l_695 = l_86 < l_694;
let l_696 = l_694 - u32(1);
let l_697 = min(l_86, l_696);
let l_698 = buffer_2_global[l_697];
let l_699 = select(u32(0), l_698, l_695);
let l_87 = l_699;
l_mut_56 = u32(0);

for (var l_mut_88: u32 = l_47; l_mut_88 < l_72; l_mut_88++) {
let l_89 = l_74 * l_mut_88;
let l_705 = u64(l_74);
let l_706 = u64(l_mut_88);
let l_707 = l_705 * l_706;
let l_708 = l_707 >> u32(bitcast<u64>(u64(32)));
let l_709 = u32(bitcast<u64>(l_708));
let l_90 = l_709;
let l_91 = l_77 * l_mut_88;
let l_92 = l_90 + l_91;
let l_93 = l_79 + l_89;
let l_94 = l_82 + l_92;
let l_95 = l_93 < l_79;
let l_96 = u32(l_95);
let l_97 = l_94 + l_96;
l_mut_98 = u32(0);
l_mut_99 = u32(0);
let l_100 = l_mut_88 < u32(65536);
if l_100 {
let l_101 = l_mut_88 * l_mut_88;
let l_102 = l_87 >> u32(31);
let l_103 = l_102 == u32(1);
l_mut_104 = l_84;
l_mut_105 = l_87;
if l_103 {
let l_106 = u32(0) - l_84;
let l_107 = u32(0) - l_87;
let l_108 = u32(0) < l_84;
let l_109 = u32(l_108);
let l_110 = l_107 - l_109;
l_mut_104 = l_106;
l_mut_105 = l_110;
}
let l_111 = l_mut_104 * l_101;
let l_112 = l_mut_105 * l_101;
let l_710 = u64(l_mut_104);
let l_711 = u64(l_101);
let l_712 = l_710 * l_711;
let l_713 = l_712 >> u32(bitcast<u64>(u64(32)));
let l_714 = u32(bitcast<u64>(l_713));
let l_113 = l_714;
let l_114 = l_113 + l_112;
let l_715 = u64(l_mut_105);
let l_716 = u64(l_101);
let l_717 = l_715 * l_716;
let l_718 = l_717 >> u32(bitcast<u64>(u64(32)));
let l_719 = u32(bitcast<u64>(l_718));
let l_115 = l_719;
let l_116 = l_114 < l_112;
let l_117 = u32(l_116);
let l_118 = l_115 + l_117;
let l_119 = l_9 % u32(32);
l_mut_120 = l_111;
let l_121 = l_119 > u32(0);
if l_121 {
let l_122 = l_111 >> l_119;
let l_123 = u32(32) - l_119;
let l_124 = l_114 << l_123;
let l_125 = l_122 | l_124;
l_mut_120 = l_125;
}
l_mut_126 = l_114;
let l_127 = l_119 > u32(0);
if l_127 {
let l_128 = l_114 >> l_119;
let l_129 = u32(32) - l_119;
let l_130 = l_118 << l_129;
let l_131 = l_128 | l_130;
l_mut_126 = l_131;
}
l_mut_132 = l_mut_120;
l_mut_120 = l_mut_126;
let l_133 = l_9 >= u32(64);
if l_133 {
l_mut_132 = l_118;
l_mut_120 = u32(0);
} else {
let l_134 = l_9 >= u32(32);
if l_134 {
l_mut_126 = l_114;
let l_135 = l_119 > u32(0);
if l_135 {
let l_136 = l_114 >> l_119;
let l_137 = u32(32) - l_119;
let l_138 = l_118 << l_137;
let l_139 = l_136 | l_138;
l_mut_126 = l_139;
}
let l_140 = l_118 >> l_119;
l_mut_132 = l_mut_126;
l_mut_120 = l_140;
}
}
l_mut_126 = l_mut_132;
l_mut_132 = l_mut_120;
if l_103 {
let l_141 = u32(0) - l_mut_126;
let l_142 = u32(0) - l_mut_132;
let l_143 = u32(0) < l_mut_126;
let l_144 = u32(l_143);
let l_145 = l_142 - l_144;
l_mut_126 = l_141;
l_mut_132 = l_145;
}
l_mut_98 = l_mut_126;
l_mut_99 = l_mut_132;
} else {
let l_146 = l_87 >> u32(31);
let l_147 = l_146 == u32(1);
l_mut_132 = l_84;
l_mut_126 = l_87;
if l_147 {
let l_148 = u32(0) - l_84;
let l_149 = u32(0) - l_87;
let l_150 = u32(0) < l_84;
let l_151 = u32(l_150);
let l_152 = l_149 - l_151;
l_mut_132 = l_148;
l_mut_126 = l_152;
}
let l_153 = l_mut_132 * l_mut_88;
let l_154 = l_mut_126 * l_mut_88;
let l_720 = u64(l_mut_132);
let l_721 = u64(l_mut_88);
let l_722 = l_720 * l_721;
let l_723 = l_722 >> u32(bitcast<u64>(u64(32)));
let l_724 = u32(bitcast<u64>(l_723));
let l_155 = l_724;
let l_156 = l_155 + l_154;
let l_725 = u64(l_mut_126);
let l_726 = u64(l_mut_88);
let l_727 = l_725 * l_726;
let l_728 = l_727 >> u32(bitcast<u64>(u64(32)));
let l_729 = u32(bitcast<u64>(l_728));
let l_157 = l_729;
let l_158 = l_156 < l_154;
let l_159 = u32(l_158);
let l_160 = l_157 + l_159;
let l_161 = u32(0) % u32(32);
l_mut_120 = l_153;
let l_162 = l_161 > u32(0);
if l_162 {
let l_163 = l_153 >> l_161;
let l_164 = u32(32) - l_161;
let l_165 = l_156 << l_164;
let l_166 = l_163 | l_165;
l_mut_120 = l_166;
}
l_mut_105 = l_156;
let l_167 = l_161 > u32(0);
if l_167 {
let l_168 = l_156 >> l_161;
let l_169 = u32(32) - l_161;
let l_170 = l_160 << l_169;
let l_171 = l_168 | l_170;
l_mut_105 = l_171;
}
l_mut_104 = l_mut_120;
l_mut_120 = l_mut_105;
let l_172 = u32(0) >= u32(64);
if l_172 {
l_mut_104 = l_160;
l_mut_120 = u32(0);
} else {
let l_173 = u32(0) >= u32(32);
if l_173 {
l_mut_105 = l_156;
let l_174 = l_161 > u32(0);
if l_174 {
let l_175 = l_156 >> l_161;
let l_176 = u32(32) - l_161;
let l_177 = l_160 << l_176;
let l_178 = l_175 | l_177;
l_mut_105 = l_178;
}
let l_179 = l_160 >> l_161;
l_mut_104 = l_mut_105;
l_mut_120 = l_179;
}
}
let l_180 = l_mut_132 * l_mut_88;
let l_181 = l_mut_126 * l_mut_88;
let l_730 = u64(l_mut_132);
let l_731 = u64(l_mut_88);
let l_732 = l_730 * l_731;
let l_733 = l_732 >> u32(bitcast<u64>(u64(32)));
let l_734 = u32(bitcast<u64>(l_733));
let l_182 = l_734;
let l_183 = l_182 + l_181;
let l_735 = u64(l_mut_126);
let l_736 = u64(l_mut_88);
let l_737 = l_735 * l_736;
let l_738 = l_737 >> u32(bitcast<u64>(u64(32)));
let l_739 = u32(bitcast<u64>(l_738));
let l_184 = l_739;
let l_185 = l_183 < l_181;
let l_186 = u32(l_185);
let l_187 = l_184 + l_186;
let l_188 = u32(64) % u32(32);
l_mut_105 = l_180;
let l_189 = l_188 > u32(0);
if l_189 {
let l_190 = l_180 >> l_188;
let l_191 = u32(32) - l_188;
let l_192 = l_183 << l_191;
let l_193 = l_190 | l_192;
l_mut_105 = l_193;
}
l_mut_194 = l_183;
let l_195 = l_188 > u32(0);
if l_195 {
let l_196 = l_183 >> l_188;
let l_197 = u32(32) - l_188;
let l_198 = l_187 << l_197;
let l_199 = l_196 | l_198;
l_mut_194 = l_199;
}
l_mut_200 = l_mut_105;
l_mut_105 = l_mut_194;
let l_201 = u32(64) >= u32(64);
if l_201 {
l_mut_200 = l_187;
l_mut_105 = u32(0);
} else {
let l_202 = u32(64) >= u32(32);
if l_202 {
l_mut_194 = l_183;
let l_203 = l_188 > u32(0);
if l_203 {
let l_204 = l_183 >> l_188;
let l_205 = u32(32) - l_188;
let l_206 = l_187 << l_205;
let l_207 = l_204 | l_206;
l_mut_194 = l_207;
}
let l_208 = l_187 >> l_188;
l_mut_200 = l_mut_194;
l_mut_105 = l_208;
}
}
let l_209 = l_mut_104 * l_mut_88;
let l_210 = l_mut_120 * l_mut_88;
let l_740 = u64(l_mut_104);
let l_741 = u64(l_mut_88);
let l_742 = l_740 * l_741;
let l_743 = l_742 >> u32(bitcast<u64>(u64(32)));
let l_744 = u32(bitcast<u64>(l_743));
let l_211 = l_744;
let l_212 = l_211 + l_210;
let l_745 = u64(l_mut_120);
let l_746 = u64(l_mut_88);
let l_747 = l_745 * l_746;
let l_748 = l_747 >> u32(bitcast<u64>(u64(32)));
let l_749 = u32(bitcast<u64>(l_748));
let l_213 = l_749;
let l_214 = l_212 < l_210;
let l_215 = u32(l_214);
let l_216 = l_213 + l_215;
let l_217 = u32(0) % u32(32);
l_mut_194 = l_209;
let l_218 = l_217 > u32(0);
if l_218 {
let l_219 = l_209 >> l_217;
let l_220 = u32(32) - l_217;
let l_221 = l_212 << l_220;
let l_222 = l_219 | l_221;
l_mut_194 = l_222;
}
l_mut_132 = l_212;
let l_223 = l_217 > u32(0);
if l_223 {
let l_224 = l_212 >> l_217;
let l_225 = u32(32) - l_217;
let l_226 = l_216 << l_225;
let l_227 = l_224 | l_226;
l_mut_132 = l_227;
}
l_mut_126 = l_mut_194;
l_mut_194 = l_mut_132;
let l_228 = u32(0) >= u32(64);
if l_228 {
l_mut_126 = l_216;
l_mut_194 = u32(0);
} else {
let l_229 = u32(0) >= u32(32);
if l_229 {
l_mut_132 = l_212;
let l_230 = l_217 > u32(0);
if l_230 {
let l_231 = l_212 >> l_217;
let l_232 = u32(32) - l_217;
let l_233 = l_216 << l_232;
let l_234 = l_231 | l_233;
l_mut_132 = l_234;
}
let l_235 = l_216 >> l_217;
l_mut_126 = l_mut_132;
l_mut_194 = l_235;
}
}
let l_236 = l_mut_104 * l_mut_88;
let l_237 = l_mut_120 * l_mut_88;
let l_750 = u64(l_mut_104);
let l_751 = u64(l_mut_88);
let l_752 = l_750 * l_751;
let l_753 = l_752 >> u32(bitcast<u64>(u64(32)));
let l_754 = u32(bitcast<u64>(l_753));
let l_238 = l_754;
let l_239 = l_238 + l_237;
let l_755 = u64(l_mut_120);
let l_756 = u64(l_mut_88);
let l_757 = l_755 * l_756;
let l_758 = l_757 >> u32(bitcast<u64>(u64(32)));
let l_759 = u32(bitcast<u64>(l_758));
let l_240 = l_759;
let l_241 = l_239 < l_237;
let l_242 = u32(l_241);
let l_243 = l_240 + l_242;
let l_244 = u32(64) % u32(32);
l_mut_132 = l_236;
let l_245 = l_244 > u32(0);
if l_245 {
let l_246 = l_236 >> l_244;
let l_247 = u32(32) - l_244;
let l_248 = l_239 << l_247;
let l_249 = l_246 | l_248;
l_mut_132 = l_249;
}
l_mut_250 = l_239;
let l_251 = l_244 > u32(0);
if l_251 {
let l_252 = l_239 >> l_244;
let l_253 = u32(32) - l_244;
let l_254 = l_243 << l_253;
let l_255 = l_252 | l_254;
l_mut_250 = l_255;
}
l_mut_256 = l_mut_132;
l_mut_132 = l_mut_250;
let l_257 = u32(64) >= u32(64);
if l_257 {
l_mut_256 = l_243;
l_mut_132 = u32(0);
} else {
let l_258 = u32(64) >= u32(32);
if l_258 {
l_mut_250 = l_239;
let l_259 = l_244 > u32(0);
if l_259 {
let l_260 = l_239 >> l_244;
let l_261 = u32(32) - l_244;
let l_262 = l_243 << l_261;
let l_263 = l_260 | l_262;
l_mut_250 = l_263;
}
let l_264 = l_243 >> l_244;
l_mut_256 = l_mut_250;
l_mut_132 = l_264;
}
}
let l_265 = l_mut_200 * l_mut_88;
let l_760 = u64(l_mut_200);
let l_761 = u64(l_mut_88);
let l_762 = l_760 * l_761;
let l_763 = l_762 >> u32(bitcast<u64>(u64(32)));
let l_764 = u32(bitcast<u64>(l_763));
let l_266 = l_764;
let l_267 = l_mut_105 * l_mut_88;
let l_268 = l_266 + l_267;
let l_269 = l_mut_256 + l_265;
let l_270 = l_mut_132 + l_268;
let l_271 = l_269 < l_mut_256;
let l_272 = u32(l_271);
let l_273 = l_270 + l_272;
l_mut_98 = l_mut_126;
l_mut_99 = l_mut_194;
let l_274 = l_9 == u32(64);
if l_274 {
l_mut_98 = l_269;
l_mut_99 = l_273;
} else {
let l_275 = l_9 > u32(0);
if l_275 {
let l_276 = u32(64) - l_9;
l_mut_256 = l_269;
l_mut_250 = l_273;
let l_277 = l_276 >= u32(32);
if l_277 {
let l_278 = l_276 & u32(31);
let l_279 = l_269 << l_278;
l_mut_256 = u32(0);
l_mut_250 = l_279;
} else {
let l_280 = l_276 > u32(0);
if l_280 {
let l_281 = l_269 << l_276;
let l_282 = l_273 << l_276;
let l_283 = u32(32) - l_276;
let l_284 = l_269 >> l_283;
let l_285 = l_282 | l_284;
l_mut_256 = l_281;
l_mut_250 = l_285;
}
}
l_mut_200 = l_mut_126;
l_mut_132 = l_mut_194;
let l_286 = l_9 >= u32(32);
if l_286 {
let l_287 = l_9 & u32(31);
let l_288 = l_mut_194 >> l_287;
l_mut_200 = l_288;
l_mut_132 = u32(0);
} else {
let l_289 = l_9 > u32(0);
if l_289 {
l_mut_120 = l_mut_126;
let l_290 = l_9 > u32(0);
if l_290 {
let l_291 = l_mut_126 >> l_9;
let l_292 = u32(32) - l_9;
let l_293 = l_mut_194 << l_292;
let l_294 = l_291 | l_293;
l_mut_120 = l_294;
}
let l_295 = l_mut_194 >> l_9;
l_mut_200 = l_mut_120;
l_mut_132 = l_295;
}
}
let l_296 = l_mut_256 + l_mut_200;
let l_297 = l_mut_250 + l_mut_132;
let l_298 = l_296 < l_mut_256;
let l_299 = u32(l_298);
let l_300 = l_297 + l_299;
l_mut_98 = l_296;
l_mut_99 = l_300;
}
}
if l_147 {
let l_301 = u32(0) - l_mut_98;
let l_302 = u32(0) - l_mut_99;
let l_303 = u32(0) < l_mut_98;
let l_304 = u32(l_303);
let l_305 = l_302 - l_304;
l_mut_98 = l_301;
l_mut_99 = l_305;
}
}
let l_306 = l_93 + l_mut_98;
let l_307 = l_97 + l_mut_99;
let l_308 = l_306 < l_93;
let l_309 = u32(l_308);
let l_310 = l_307 + l_309;
let l_311 = u32(0) - l_306;
let l_312 = u32(0) - l_310;
let l_313 = u32(0) < l_306;
let l_314 = u32(l_313);
let l_315 = l_312 - l_314;
l_mut_256 = l_311;
l_mut_250 = l_315;
let l_316 = l_310 < l_mut_250;
let l_317 = l_310 == l_mut_250;
let l_318 = l_306 < l_mut_256;
let l_319 = l_317 && l_318;
let l_320 = l_316 || l_319;
if l_320 {
l_mut_256 = l_306;
l_mut_250 = l_310;
}
let l_321 = l_mut_250 < l_27;
let l_322 = l_mut_250 == l_27;
let l_323 = l_mut_256 < l_24;
let l_324 = l_322 && l_323;
let l_325 = l_321 || l_324;
let l_326 = u32(l_325);
l_mut_56 = l_mut_56 + l_326;
}
let l_327 = l_mut_56 > u32(0);
if l_327 {
let l_765 = info.static_meta[u32(6)];
let l_766 = l_765 * u32(1);
let l_767 = l_766 - u32(1);
let l_768 = min(u32(2), l_767);
let l_769 = &buffer_6_global[l_768];
let l_328 = l_769;
let l_329 = atomicAdd(l_328, l_mut_56);l_mut_256 = l_329;

for (var l_mut_330: u32 = l_47; l_mut_330 < l_72; l_mut_330++) {
let l_331 = l_74 * l_mut_330;
let l_770 = u64(l_74);
let l_771 = u64(l_mut_330);
let l_772 = l_770 * l_771;
let l_773 = l_772 >> u32(bitcast<u64>(u64(32)));
let l_774 = u32(bitcast<u64>(l_773));
let l_332 = l_774;
let l_333 = l_77 * l_mut_330;
let l_334 = l_332 + l_333;
let l_335 = l_79 + l_331;
let l_336 = l_82 + l_334;
let l_337 = l_335 < l_79;
let l_338 = u32(l_337);
let l_339 = l_336 + l_338;
l_mut_250 = u32(0);
l_mut_200 = u32(0);
let l_340 = l_mut_330 < u32(65536);
if l_340 {
let l_341 = l_mut_330 * l_mut_330;
let l_342 = l_87 >> u32(31);
let l_343 = l_342 == u32(1);
l_mut_194 = l_84;
l_mut_132 = l_87;
if l_343 {
let l_344 = u32(0) - l_84;
let l_345 = u32(0) - l_87;
let l_346 = u32(0) < l_84;
let l_347 = u32(l_346);
let l_348 = l_345 - l_347;
l_mut_194 = l_344;
l_mut_132 = l_348;
}
let l_349 = l_mut_194 * l_341;
let l_350 = l_mut_132 * l_341;
let l_775 = u64(l_mut_194);
let l_776 = u64(l_341);
let l_777 = l_775 * l_776;
let l_778 = l_777 >> u32(bitcast<u64>(u64(32)));
let l_779 = u32(bitcast<u64>(l_778));
let l_351 = l_779;
let l_352 = l_351 + l_350;
let l_780 = u64(l_mut_132);
let l_781 = u64(l_341);
let l_782 = l_780 * l_781;
let l_783 = l_782 >> u32(bitcast<u64>(u64(32)));
let l_784 = u32(bitcast<u64>(l_783));
let l_353 = l_784;
let l_354 = l_352 < l_350;
let l_355 = u32(l_354);
let l_356 = l_353 + l_355;
let l_357 = l_9 % u32(32);
l_mut_126 = l_349;
let l_358 = l_357 > u32(0);
if l_358 {
let l_359 = l_349 >> l_357;
let l_360 = u32(32) - l_357;
let l_361 = l_352 << l_360;
let l_362 = l_359 | l_361;
l_mut_126 = l_362;
}
l_mut_120 = l_352;
let l_363 = l_357 > u32(0);
if l_363 {
let l_364 = l_352 >> l_357;
let l_365 = u32(32) - l_357;
let l_366 = l_356 << l_365;
let l_367 = l_364 | l_366;
l_mut_120 = l_367;
}
l_mut_105 = l_mut_126;
l_mut_126 = l_mut_120;
let l_368 = l_9 >= u32(64);
if l_368 {
l_mut_105 = l_356;
l_mut_126 = u32(0);
} else {
let l_369 = l_9 >= u32(32);
if l_369 {
l_mut_120 = l_352;
let l_370 = l_357 > u32(0);
if l_370 {
let l_371 = l_352 >> l_357;
let l_372 = u32(32) - l_357;
let l_373 = l_356 << l_372;
let l_374 = l_371 | l_373;
l_mut_120 = l_374;
}
let l_375 = l_356 >> l_357;
l_mut_105 = l_mut_120;
l_mut_126 = l_375;
}
}
l_mut_194 = l_mut_105;
l_mut_132 = l_mut_126;
if l_343 {
let l_376 = u32(0) - l_mut_194;
let l_377 = u32(0) - l_mut_132;
let l_378 = u32(0) < l_mut_194;
let l_379 = u32(l_378);
let l_380 = l_377 - l_379;
l_mut_194 = l_376;
l_mut_132 = l_380;
}
l_mut_250 = l_mut_194;
l_mut_200 = l_mut_132;
} else {
let l_381 = l_87 >> u32(31);
let l_382 = l_381 == u32(1);
l_mut_194 = l_84;
l_mut_132 = l_87;
if l_382 {
let l_383 = u32(0) - l_84;
let l_384 = u32(0) - l_87;
let l_385 = u32(0) < l_84;
let l_386 = u32(l_385);
let l_387 = l_384 - l_386;
l_mut_194 = l_383;
l_mut_132 = l_387;
}
let l_388 = l_mut_194 * l_mut_330;
let l_389 = l_mut_132 * l_mut_330;
let l_785 = u64(l_mut_194);
let l_786 = u64(l_mut_330);
let l_787 = l_785 * l_786;
let l_788 = l_787 >> u32(bitcast<u64>(u64(32)));
let l_789 = u32(bitcast<u64>(l_788));
let l_390 = l_789;
let l_391 = l_390 + l_389;
let l_790 = u64(l_mut_132);
let l_791 = u64(l_mut_330);
let l_792 = l_790 * l_791;
let l_793 = l_792 >> u32(bitcast<u64>(u64(32)));
let l_794 = u32(bitcast<u64>(l_793));
let l_392 = l_794;
let l_393 = l_391 < l_389;
let l_394 = u32(l_393);
let l_395 = l_392 + l_394;
let l_396 = u32(0) % u32(32);
l_mut_126 = l_388;
let l_397 = l_396 > u32(0);
if l_397 {
let l_398 = l_388 >> l_396;
let l_399 = u32(32) - l_396;
let l_400 = l_391 << l_399;
let l_401 = l_398 | l_400;
l_mut_126 = l_401;
}
l_mut_120 = l_391;
let l_402 = l_396 > u32(0);
if l_402 {
let l_403 = l_391 >> l_396;
let l_404 = u32(32) - l_396;
let l_405 = l_395 << l_404;
let l_406 = l_403 | l_405;
l_mut_120 = l_406;
}
l_mut_105 = l_mut_126;
l_mut_126 = l_mut_120;
let l_407 = u32(0) >= u32(64);
if l_407 {
l_mut_105 = l_395;
l_mut_126 = u32(0);
} else {
let l_408 = u32(0) >= u32(32);
if l_408 {
l_mut_120 = l_391;
let l_409 = l_396 > u32(0);
if l_409 {
let l_410 = l_391 >> l_396;
let l_411 = u32(32) - l_396;
let l_412 = l_395 << l_411;
let l_413 = l_410 | l_412;
l_mut_120 = l_413;
}
let l_414 = l_395 >> l_396;
l_mut_105 = l_mut_120;
l_mut_126 = l_414;
}
}
let l_415 = l_mut_194 * l_mut_330;
let l_416 = l_mut_132 * l_mut_330;
let l_795 = u64(l_mut_194);
let l_796 = u64(l_mut_330);
let l_797 = l_795 * l_796;
let l_798 = l_797 >> u32(bitcast<u64>(u64(32)));
let l_799 = u32(bitcast<u64>(l_798));
let l_417 = l_799;
let l_418 = l_417 + l_416;
let l_800 = u64(l_mut_132);
let l_801 = u64(l_mut_330);
let l_802 = l_800 * l_801;
let l_803 = l_802 >> u32(bitcast<u64>(u64(32)));
let l_804 = u32(bitcast<u64>(l_803));
let l_419 = l_804;
let l_420 = l_418 < l_416;
let l_421 = u32(l_420);
let l_422 = l_419 + l_421;
let l_423 = u32(64) % u32(32);
l_mut_120 = l_415;
let l_424 = l_423 > u32(0);
if l_424 {
let l_425 = l_415 >> l_423;
let l_426 = u32(32) - l_423;
let l_427 = l_418 << l_426;
let l_428 = l_425 | l_427;
l_mut_120 = l_428;
}
l_mut_104 = l_418;
let l_429 = l_423 > u32(0);
if l_429 {
let l_430 = l_418 >> l_423;
let l_431 = u32(32) - l_423;
let l_432 = l_422 << l_431;
let l_433 = l_430 | l_432;
l_mut_104 = l_433;
}
l_mut_99 = l_mut_120;
l_mut_120 = l_mut_104;
let l_434 = u32(64) >= u32(64);
if l_434 {
l_mut_99 = l_422;
l_mut_120 = u32(0);
} else {
let l_435 = u32(64) >= u32(32);
if l_435 {
l_mut_104 = l_418;
let l_436 = l_423 > u32(0);
if l_436 {
let l_437 = l_418 >> l_423;
let l_438 = u32(32) - l_423;
let l_439 = l_422 << l_438;
let l_440 = l_437 | l_439;
l_mut_104 = l_440;
}
let l_441 = l_422 >> l_423;
l_mut_99 = l_mut_104;
l_mut_120 = l_441;
}
}
let l_442 = l_mut_105 * l_mut_330;
let l_443 = l_mut_126 * l_mut_330;
let l_805 = u64(l_mut_105);
let l_806 = u64(l_mut_330);
let l_807 = l_805 * l_806;
let l_808 = l_807 >> u32(bitcast<u64>(u64(32)));
let l_809 = u32(bitcast<u64>(l_808));
let l_444 = l_809;
let l_445 = l_444 + l_443;
let l_810 = u64(l_mut_126);
let l_811 = u64(l_mut_330);
let l_812 = l_810 * l_811;
let l_813 = l_812 >> u32(bitcast<u64>(u64(32)));
let l_814 = u32(bitcast<u64>(l_813));
let l_446 = l_814;
let l_447 = l_445 < l_443;
let l_448 = u32(l_447);
let l_449 = l_446 + l_448;
let l_450 = u32(0) % u32(32);
l_mut_194 = l_442;
let l_451 = l_450 > u32(0);
if l_451 {
let l_452 = l_442 >> l_450;
let l_453 = u32(32) - l_450;
let l_454 = l_445 << l_453;
let l_455 = l_452 | l_454;
l_mut_194 = l_455;
}
l_mut_132 = l_445;
let l_456 = l_450 > u32(0);
if l_456 {
let l_457 = l_445 >> l_450;
let l_458 = u32(32) - l_450;
let l_459 = l_449 << l_458;
let l_460 = l_457 | l_459;
l_mut_132 = l_460;
}
l_mut_104 = l_mut_194;
l_mut_194 = l_mut_132;
let l_461 = u32(0) >= u32(64);
if l_461 {
l_mut_104 = l_449;
l_mut_194 = u32(0);
} else {
let l_462 = u32(0) >= u32(32);
if l_462 {
l_mut_132 = l_445;
let l_463 = l_450 > u32(0);
if l_463 {
let l_464 = l_445 >> l_450;
let l_465 = u32(32) - l_450;
let l_466 = l_449 << l_465;
let l_467 = l_464 | l_466;
l_mut_132 = l_467;
}
let l_468 = l_449 >> l_450;
l_mut_104 = l_mut_132;
l_mut_194 = l_468;
}
}
let l_469 = l_mut_105 * l_mut_330;
let l_470 = l_mut_126 * l_mut_330;
let l_815 = u64(l_mut_105);
let l_816 = u64(l_mut_330);
let l_817 = l_815 * l_816;
let l_818 = l_817 >> u32(bitcast<u64>(u64(32)));
let l_819 = u32(bitcast<u64>(l_818));
let l_471 = l_819;
let l_472 = l_471 + l_470;
let l_820 = u64(l_mut_126);
let l_821 = u64(l_mut_330);
let l_822 = l_820 * l_821;
let l_823 = l_822 >> u32(bitcast<u64>(u64(32)));
let l_824 = u32(bitcast<u64>(l_823));
let l_473 = l_824;
let l_474 = l_472 < l_470;
let l_475 = u32(l_474);
let l_476 = l_473 + l_475;
let l_477 = u32(64) % u32(32);
l_mut_132 = l_469;
let l_478 = l_477 > u32(0);
if l_478 {
let l_479 = l_469 >> l_477;
let l_480 = u32(32) - l_477;
let l_481 = l_472 << l_480;
let l_482 = l_479 | l_481;
l_mut_132 = l_482;
}
l_mut_98 = l_472;
let l_483 = l_477 > u32(0);
if l_483 {
let l_484 = l_472 >> l_477;
let l_485 = u32(32) - l_477;
let l_486 = l_476 << l_485;
let l_487 = l_484 | l_486;
l_mut_98 = l_487;
}
l_mut_56 = l_mut_132;
l_mut_132 = l_mut_98;
let l_488 = u32(64) >= u32(64);
if l_488 {
l_mut_56 = l_476;
l_mut_132 = u32(0);
} else {
let l_489 = u32(64) >= u32(32);
if l_489 {
l_mut_98 = l_472;
let l_490 = l_477 > u32(0);
if l_490 {
let l_491 = l_472 >> l_477;
let l_492 = u32(32) - l_477;
let l_493 = l_476 << l_492;
let l_494 = l_491 | l_493;
l_mut_98 = l_494;
}
let l_495 = l_476 >> l_477;
l_mut_56 = l_mut_98;
l_mut_132 = l_495;
}
}
let l_496 = l_mut_99 * l_mut_330;
let l_825 = u64(l_mut_99);
let l_826 = u64(l_mut_330);
let l_827 = l_825 * l_826;
let l_828 = l_827 >> u32(bitcast<u64>(u64(32)));
let l_829 = u32(bitcast<u64>(l_828));
let l_497 = l_829;
let l_498 = l_mut_120 * l_mut_330;
let l_499 = l_497 + l_498;
let l_500 = l_mut_56 + l_496;
let l_501 = l_mut_132 + l_499;
let l_502 = l_500 < l_mut_56;
let l_503 = u32(l_502);
let l_504 = l_501 + l_503;
l_mut_250 = l_mut_104;
l_mut_200 = l_mut_194;
let l_505 = l_9 == u32(64);
if l_505 {
l_mut_250 = l_500;
l_mut_200 = l_504;
} else {
let l_506 = l_9 > u32(0);
if l_506 {
let l_507 = u32(64) - l_9;
l_mut_132 = l_500;
l_mut_126 = l_504;
let l_508 = l_507 >= u32(32);
if l_508 {
let l_509 = l_507 & u32(31);
let l_510 = l_500 << l_509;
l_mut_132 = u32(0);
l_mut_126 = l_510;
} else {
let l_511 = l_507 > u32(0);
if l_511 {
let l_512 = l_500 << l_507;
let l_513 = l_504 << l_507;
let l_514 = u32(32) - l_507;
let l_515 = l_500 >> l_514;
let l_516 = l_513 | l_515;
l_mut_132 = l_512;
l_mut_126 = l_516;
}
}
l_mut_120 = l_mut_104;
l_mut_105 = l_mut_194;
let l_517 = l_9 >= u32(32);
if l_517 {
let l_518 = l_9 & u32(31);
let l_519 = l_mut_194 >> l_518;
l_mut_120 = l_519;
l_mut_105 = u32(0);
} else {
let l_520 = l_9 > u32(0);
if l_520 {
l_mut_99 = l_mut_104;
let l_521 = l_9 > u32(0);
if l_521 {
let l_522 = l_mut_104 >> l_9;
let l_523 = u32(32) - l_9;
let l_524 = l_mut_194 << l_523;
let l_525 = l_522 | l_524;
l_mut_99 = l_525;
}
let l_526 = l_mut_194 >> l_9;
l_mut_120 = l_mut_99;
l_mut_105 = l_526;
}
}
let l_527 = l_mut_132 + l_mut_120;
let l_528 = l_mut_126 + l_mut_105;
let l_529 = l_527 < l_mut_132;
let l_530 = u32(l_529);
let l_531 = l_528 + l_530;
l_mut_250 = l_527;
l_mut_200 = l_531;
}
}
if l_382 {
let l_532 = u32(0) - l_mut_250;
let l_533 = u32(0) - l_mut_200;
let l_534 = u32(0) < l_mut_250;
let l_535 = u32(l_534);
let l_536 = l_533 - l_535;
l_mut_250 = l_532;
l_mut_200 = l_536;
}
}
let l_537 = l_335 + l_mut_250;
let l_538 = l_339 + l_mut_200;
let l_539 = l_537 < l_335;
let l_540 = u32(l_539);
let l_541 = l_538 + l_540;
let l_542 = u32(0) - l_537;
let l_543 = u32(0) - l_541;
let l_544 = u32(0) < l_537;
let l_545 = u32(l_544);
let l_546 = l_543 - l_545;
l_mut_250 = l_542;
l_mut_200 = l_546;
let l_547 = l_541 < l_mut_200;
let l_548 = l_541 == l_mut_200;
let l_549 = l_537 < l_mut_250;
let l_550 = l_548 && l_549;
let l_551 = l_547 || l_550;
if l_551 {
l_mut_250 = l_537;
l_mut_200 = l_541;
}
let l_552 = l_mut_200 < l_27;
let l_553 = l_mut_200 == l_27;
let l_554 = l_mut_250 < l_24;
let l_555 = l_553 && l_554;
let l_556 = l_552 || l_555;
if l_556 {
let l_557 = l_mut_256 * u32(2);
let l_558 = l_557 + u32(1);
let l_559 = info.static_meta[u32(12)];
let l_560 = l_558 < l_559;
if l_560 {
let l_830 = info.static_meta[u32(5)];
let l_831 = l_830 * u32(1);
let l_832 = l_557 < l_831;
if l_832 {
buffer_5_global[l_557] = l_42;
}
let l_561 = l_557 + u32(1);
let l_833 = info.static_meta[u32(5)];
let l_834 = l_833 * u32(1);
let l_835 = l_561 < l_834;
if l_835 {
buffer_5_global[l_561] = l_mut_330;
}
}
l_mut_256 = l_mut_256 + u32(1);
}
}
}
}
}
