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

var l_mut_112: u64;
var l_mut_134: u64;
var l_mut_167: u64;
var l_mut_221: u64;
var l_mut_412: u32;
var l_mut_413: bool;
var l_mut_416: bool;
var l_mut_425: u32;
var l_mut_438: u64;
var l_mut_455: u64;
var l_mut_458: u32;
var l_mut_504: bool;
var l_mut_512: bool;
var l_mut_535: u32;
var l_mut_536: u32;
var l_mut_562: u64;
var l_mut_72: u32;
let l_0 = id == u32(0);
if l_0 {
let l_591 = info.static_meta[u32(6)];
let l_592 = l_591 * u32(1);
let l_593 = l_592 - u32(1);
let l_594 = min(u32(3), l_593);
let l_595 = &buffer_6_global[l_594];
let l_1 = l_595;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_596 = info.static_meta[u32(3)];
let l_597 = l_596 * u32(1);
let l_598 = l_6 < l_597;
let l_599 = l_597 - u32(1);
let l_600 = min(l_6, l_599);
let l_601 = buffer_3_global[l_600];
let l_602 = select(u32(0), l_601, l_598);
let l_7 = l_602;
let l_8 = u64(l_7);
let l_9 = u32(2) * u32(0);
let l_10 = l_9 + u32(1);
let l_603 = info.static_meta[u32(3)];
let l_604 = l_603 * u32(1);
let l_605 = l_10 < l_604;
let l_606 = l_604 - u32(1);
let l_607 = min(l_10, l_606);
let l_608 = buffer_3_global[l_607];
let l_609 = select(u32(0), l_608, l_605);
let l_11 = l_609;
let l_12 = u64(l_11);
let l_13 = l_12 << u32(bitcast<u64>(u64(32)));
let l_14 = l_8 | l_13;
let l_15 = l_14 & u64(4294967295);
let l_16 = u32(bitcast<u64>(l_15));
let l_17 = u32(2) * u32(1);
let l_610 = info.static_meta[u32(3)];
let l_611 = l_610 * u32(1);
let l_612 = l_17 < l_611;
let l_613 = l_611 - u32(1);
let l_614 = min(l_17, l_613);
let l_615 = buffer_3_global[l_614];
let l_616 = select(u32(0), l_615, l_612);
let l_18 = l_616;
let l_19 = u64(l_18);
let l_20 = u32(2) * u32(1);
let l_21 = l_20 + u32(1);
let l_617 = info.static_meta[u32(3)];
let l_618 = l_617 * u32(1);
let l_619 = l_21 < l_618;
let l_620 = l_618 - u32(1);
let l_621 = min(l_21, l_620);
let l_622 = buffer_3_global[l_621];
let l_623 = select(u32(0), l_622, l_619);
let l_22 = l_623;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = l_25 & u64(4294967295);
let l_27 = u32(bitcast<u64>(l_26));
let l_28 = u32(2) * u32(2);
let l_624 = info.static_meta[u32(3)];
let l_625 = l_624 * u32(1);
let l_626 = l_28 < l_625;
let l_627 = l_625 - u32(1);
let l_628 = min(l_28, l_627);
let l_629 = buffer_3_global[l_628];
let l_630 = select(u32(0), l_629, l_626);
let l_29 = l_630;
let l_30 = u64(l_29);
let l_31 = u32(2) * u32(2);
let l_32 = l_31 + u32(1);
let l_631 = info.static_meta[u32(3)];
let l_632 = l_631 * u32(1);
let l_633 = l_32 < l_632;
let l_634 = l_632 - u32(1);
let l_635 = min(l_32, l_634);
let l_636 = buffer_3_global[l_635];
let l_637 = select(u32(0), l_636, l_633);
let l_33 = l_637;
let l_34 = u64(l_33);
let l_35 = l_34 << u32(bitcast<u64>(u64(32)));
let l_36 = l_30 | l_35;
let l_37 = u32(2) * u32(3);
let l_638 = info.static_meta[u32(3)];
let l_639 = l_638 * u32(1);
let l_640 = l_37 < l_639;
let l_641 = l_639 - u32(1);
let l_642 = min(l_37, l_641);
let l_643 = buffer_3_global[l_642];
let l_644 = select(u32(0), l_643, l_640);
let l_38 = l_644;
let l_39 = u64(l_38);
let l_40 = u32(2) * u32(3);
let l_41 = l_40 + u32(1);
let l_645 = info.static_meta[u32(3)];
let l_646 = l_645 * u32(1);
let l_647 = l_41 < l_646;
let l_648 = l_646 - u32(1);
let l_649 = min(l_41, l_648);
let l_650 = buffer_3_global[l_649];
let l_651 = select(u32(0), l_650, l_647);
let l_42 = l_651;
let l_43 = u64(l_42);
let l_44 = l_43 << u32(bitcast<u64>(u64(32)));
let l_45 = l_39 | l_44;
let l_46 = u32(2) * u32(4);
let l_652 = info.static_meta[u32(3)];
let l_653 = l_652 * u32(1);
let l_654 = l_46 < l_653;
let l_655 = l_653 - u32(1);
let l_656 = min(l_46, l_655);
let l_657 = buffer_3_global[l_656];
let l_658 = select(u32(0), l_657, l_654);
let l_47 = l_658;
let l_48 = u64(l_47);
let l_49 = u32(2) * u32(4);
let l_50 = l_49 + u32(1);
let l_659 = info.static_meta[u32(3)];
let l_660 = l_659 * u32(1);
let l_661 = l_50 < l_660;
let l_662 = l_660 - u32(1);
let l_663 = min(l_50, l_662);
let l_664 = buffer_3_global[l_663];
let l_665 = select(u32(0), l_664, l_661);
let l_51 = l_665;
let l_52 = u64(l_51);
let l_53 = l_52 << u32(bitcast<u64>(u64(32)));
let l_54 = l_48 | l_53;
let l_55 = u32(2) * u32(5);
let l_666 = info.static_meta[u32(3)];
let l_667 = l_666 * u32(1);
let l_668 = l_55 < l_667;
let l_669 = l_667 - u32(1);
let l_670 = min(l_55, l_669);
let l_671 = buffer_3_global[l_670];
let l_672 = select(u32(0), l_671, l_668);
let l_56 = l_672;
let l_57 = u64(l_56);
let l_58 = u32(2) * u32(5);
let l_59 = l_58 + u32(1);
let l_673 = info.static_meta[u32(3)];
let l_674 = l_673 * u32(1);
let l_675 = l_59 < l_674;
let l_676 = l_674 - u32(1);
let l_677 = min(l_59, l_676);
let l_678 = buffer_3_global[l_677];
let l_679 = select(u32(0), l_678, l_675);
let l_60 = l_679;
let l_61 = u64(l_60);
let l_62 = l_61 << u32(bitcast<u64>(u64(32)));
let l_63 = l_57 | l_62;
let l_64 = id / u32(8);
let l_680 = info.static_meta[u32(4)];
let l_681 = l_680 * u32(1);
let l_682 = l_64 < l_681;
let l_683 = l_681 - u32(1);
let l_684 = min(l_64, l_683);
let l_685 = buffer_4_global[l_684];
let l_686 = select(u32(0), l_685, l_682);
let l_65 = l_686;
let l_66 = id % u32(8);
let l_67 = l_16 / u32(8);
let l_68 = l_66 * l_67;
let l_69 = u64(l_65);
let l_70 = u64(l_16);
let l_71 = l_69 * l_70;
l_mut_72 = u32(0);
let l_73 = l_71 < l_63;
if l_73 {
let l_74 = l_63 - l_71;
l_mut_72 = l_16;
let l_75 = u64(l_16);
let l_76 = l_74 < l_75;
if l_76 {
let l_77 = l_74 & u64(4294967295);
let l_78 = u32(bitcast<u64>(l_77));
l_mut_72 = l_78;
}
}
let l_79 = l_68 < l_mut_72;
if l_79 {
let l_80 = u32(2) * l_65;
let l_687 = info.static_meta[u32(0)];
let l_688 = l_687 * u32(1);
let l_689 = l_80 < l_688;
let l_690 = l_688 - u32(1);
let l_691 = min(l_80, l_690);
let l_692 = buffer_0_global[l_691];
let l_693 = select(u32(0), l_692, l_689);
let l_81 = l_693;
let l_82 = u64(l_81);
let l_83 = u32(2) * l_65;
let l_84 = l_83 + u32(1);
let l_694 = info.static_meta[u32(0)];
let l_695 = l_694 * u32(1);
let l_696 = l_84 < l_695;
let l_697 = l_695 - u32(1);
let l_698 = min(l_84, l_697);
let l_699 = buffer_0_global[l_698];
let l_700 = select(u32(0), l_699, l_696);
let l_85 = l_700;
let l_86 = u64(l_85);
let l_87 = l_86 << u32(bitcast<u64>(u64(32)));
let l_88 = l_82 | l_87;
let l_89 = u32(2) * l_65;
let l_701 = info.static_meta[u32(1)];
let l_702 = l_701 * u32(1);
let l_703 = l_89 < l_702;
let l_704 = l_702 - u32(1);
let l_705 = min(l_89, l_704);
let l_706 = buffer_1_global[l_705];
let l_707 = select(u32(0), l_706, l_703);
let l_90 = l_707;
let l_91 = u64(l_90);
let l_92 = u32(2) * l_65;
let l_93 = l_92 + u32(1);
let l_708 = info.static_meta[u32(1)];
let l_709 = l_708 * u32(1);
let l_710 = l_93 < l_709;
let l_711 = l_709 - u32(1);
let l_712 = min(l_93, l_711);
let l_713 = buffer_1_global[l_712];
let l_714 = select(u32(0), l_713, l_710);
let l_94 = l_714;
let l_95 = u64(l_94);
let l_96 = l_95 << u32(bitcast<u64>(u64(32)));
let l_97 = l_91 | l_96;
let l_98 = u32(2) * l_65;
let l_715 = info.static_meta[u32(2)];
let l_716 = l_715 * u32(1);
let l_717 = l_98 < l_716;
let l_718 = l_716 - u32(1);
let l_719 = min(l_98, l_718);
let l_720 = buffer_2_global[l_719];
let l_721 = select(u32(0), l_720, l_717);
let l_99 = l_721;
let l_100 = u64(l_99);
let l_101 = u32(2) * l_65;
let l_102 = l_101 + u32(1);
let l_722 = info.static_meta[u32(2)];
let l_723 = l_722 * u32(1);
let l_724 = l_102 < l_723;
let l_725 = l_723 - u32(1);
let l_726 = min(l_102, l_725);
let l_727 = buffer_2_global[l_726];
let l_728 = select(u32(0), l_727, l_724);
let l_103 = l_728;
let l_104 = u64(l_103);
let l_105 = l_104 << u32(bitcast<u64>(u64(32)));
let l_106 = l_100 | l_105;
let l_107 = l_16 / u32(8);
let l_108 = l_66 * l_107;
let l_109 = l_108 + l_108;
let l_110 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_111 = l_110 == u64(1);
l_mut_112 = l_106;
if l_111 {
let l_113 = u64(u32(0));
let l_114 = l_113 - l_106;
l_mut_112 = l_114;
}
let l_115 = u64(l_109);
let l_116 = l_mut_112 & u64(4294967295);
let l_117 = l_116 * l_115;
let l_118 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_119 = l_118 * l_115;
let l_120 = l_119 << u32(bitcast<u64>(u64(32)));
let l_121 = l_117 + l_120;
let l_122 = l_119 >> u32(bitcast<u64>(u64(32)));
let l_123 = l_121 < l_117;
let l_124 = u64(l_123);
let l_125 = l_122 + l_124;
l_mut_112 = l_121;
let l_126 = l_27 == u32(64);
if l_126 {
l_mut_112 = l_125;
} else {
let l_127 = l_27 > u32(0);
if l_127 {
let l_128 = u32(64) - l_27;
let l_129 = u64(l_128);
let l_130 = l_125 << u32(bitcast<u64>(l_129));
let l_131 = u64(l_27);
let l_132 = l_121 >> u32(bitcast<u64>(l_131));
let l_133 = l_130 | l_132;
l_mut_112 = l_133;
}
}
l_mut_134 = l_mut_112;
if l_111 {
let l_135 = u64(u32(0));
let l_136 = l_135 - l_mut_134;
l_mut_134 = l_136;
}
let l_137 = l_88 + l_mut_134;
let l_138 = u64(l_108);
let l_139 = l_88 * l_138;
let l_140 = l_97 + l_139;
let l_141 = u64(u32(0));
l_mut_134 = l_141;
let l_142 = l_108 < u32(65536);
if l_142 {
let l_143 = l_108 * l_108;
let l_144 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_145 = l_144 == u64(1);
l_mut_112 = l_106;
if l_145 {
let l_146 = u64(u32(0));
let l_147 = l_146 - l_106;
l_mut_112 = l_147;
}
let l_148 = u64(l_143);
let l_149 = l_mut_112 & u64(4294967295);
let l_150 = l_149 * l_148;
let l_151 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_152 = l_151 * l_148;
let l_153 = l_152 << u32(bitcast<u64>(u64(32)));
let l_154 = l_150 + l_153;
let l_155 = l_152 >> u32(bitcast<u64>(u64(32)));
let l_156 = l_154 < l_150;
let l_157 = u64(l_156);
let l_158 = l_155 + l_157;
l_mut_112 = l_154;
let l_159 = l_27 == u32(64);
if l_159 {
l_mut_112 = l_158;
} else {
let l_160 = l_27 > u32(0);
if l_160 {
let l_161 = u32(64) - l_27;
let l_162 = u64(l_161);
let l_163 = l_158 << u32(bitcast<u64>(l_162));
let l_164 = u64(l_27);
let l_165 = l_154 >> u32(bitcast<u64>(l_164));
let l_166 = l_163 | l_165;
l_mut_112 = l_166;
}
}
l_mut_167 = l_mut_112;
if l_145 {
let l_168 = u64(u32(0));
let l_169 = l_168 - l_mut_167;
l_mut_167 = l_169;
}
l_mut_134 = l_mut_167;
} else {
let l_170 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_171 = l_170 == u64(1);
l_mut_167 = l_106;
if l_171 {
let l_172 = u64(u32(0));
let l_173 = l_172 - l_106;
l_mut_167 = l_173;
}
let l_174 = u64(l_108);
let l_175 = l_mut_167 & u64(4294967295);
let l_176 = l_175 * l_174;
let l_177 = l_mut_167 >> u32(bitcast<u64>(u64(32)));
let l_178 = l_177 * l_174;
let l_179 = l_178 << u32(bitcast<u64>(u64(32)));
let l_180 = l_176 + l_179;
let l_181 = l_178 >> u32(bitcast<u64>(u64(32)));
let l_182 = l_180 < l_176;
let l_183 = u64(l_182);
let l_184 = l_181 + l_183;
l_mut_112 = l_180;
let l_185 = u32(0) == u32(64);
if l_185 {
l_mut_112 = l_184;
} else {
let l_186 = u32(0) > u32(0);
if l_186 {
let l_187 = u64(u32(64));
let l_188 = l_184 << u32(bitcast<u64>(l_187));
let l_189 = u64(u32(0));
let l_190 = l_180 >> u32(bitcast<u64>(l_189));
let l_191 = l_188 | l_190;
l_mut_112 = l_191;
}
}
let l_192 = u64(l_108);
let l_193 = l_mut_167 & u64(4294967295);
let l_194 = l_193 * l_192;
let l_195 = l_mut_167 >> u32(bitcast<u64>(u64(32)));
let l_196 = l_195 * l_192;
let l_197 = l_196 << u32(bitcast<u64>(u64(32)));
let l_198 = l_194 + l_197;
let l_199 = l_196 >> u32(bitcast<u64>(u64(32)));
let l_200 = l_198 < l_194;
let l_201 = u64(l_200);
let l_202 = l_199 + l_201;
l_mut_167 = l_198;
let l_203 = u32(64) == u32(64);
if l_203 {
l_mut_167 = l_202;
} else {
let l_204 = u32(64) > u32(0);
if l_204 {
let l_205 = u64(u32(0));
let l_206 = l_202 << u32(bitcast<u64>(l_205));
let l_207 = u64(u32(64));
let l_208 = l_198 >> u32(bitcast<u64>(l_207));
let l_209 = l_206 | l_208;
l_mut_167 = l_209;
}
}
let l_210 = u64(l_108);
let l_211 = l_mut_112 & u64(4294967295);
let l_212 = l_211 * l_210;
let l_213 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_214 = l_213 * l_210;
let l_215 = l_214 << u32(bitcast<u64>(u64(32)));
let l_216 = l_212 + l_215;
let l_217 = l_214 >> u32(bitcast<u64>(u64(32)));
let l_218 = l_216 < l_212;
let l_219 = u64(l_218);
let l_220 = l_217 + l_219;
l_mut_221 = l_216;
let l_222 = u32(0) == u32(64);
if l_222 {
l_mut_221 = l_220;
} else {
let l_223 = u32(0) > u32(0);
if l_223 {
let l_224 = u64(u32(64));
let l_225 = l_220 << u32(bitcast<u64>(l_224));
let l_226 = u64(u32(0));
let l_227 = l_216 >> u32(bitcast<u64>(l_226));
let l_228 = l_225 | l_227;
l_mut_221 = l_228;
}
}
let l_229 = u64(l_108);
let l_230 = l_mut_112 & u64(4294967295);
let l_231 = l_230 * l_229;
let l_232 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_233 = l_232 * l_229;
let l_234 = l_233 << u32(bitcast<u64>(u64(32)));
let l_235 = l_231 + l_234;
let l_236 = l_233 >> u32(bitcast<u64>(u64(32)));
let l_237 = l_235 < l_231;
let l_238 = u64(l_237);
let l_239 = l_236 + l_238;
l_mut_112 = l_235;
let l_240 = u32(64) == u32(64);
if l_240 {
l_mut_112 = l_239;
} else {
let l_241 = u32(64) > u32(0);
if l_241 {
let l_242 = u64(u32(0));
let l_243 = l_239 << u32(bitcast<u64>(l_242));
let l_244 = u64(u32(64));
let l_245 = l_235 >> u32(bitcast<u64>(l_244));
let l_246 = l_243 | l_245;
l_mut_112 = l_246;
}
}
let l_247 = u64(l_108);
let l_248 = l_mut_167 * l_247;
let l_249 = l_mut_112 + l_248;
l_mut_134 = l_mut_221;
let l_250 = l_27 == u32(64);
if l_250 {
l_mut_134 = l_249;
} else {
let l_251 = l_27 > u32(0);
if l_251 {
let l_252 = u32(64) - l_27;
let l_253 = u64(l_252);
let l_254 = l_249 << u32(bitcast<u64>(l_253));
let l_255 = u64(l_27);
let l_256 = l_mut_221 >> u32(bitcast<u64>(l_255));
let l_257 = l_254 + l_256;
l_mut_134 = l_257;
}
}
if l_171 {
let l_258 = u64(u32(0));
let l_259 = l_258 - l_mut_134;
l_mut_134 = l_259;
}
}
let l_260 = l_140 + l_mut_134;
let l_261 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_262 = l_261 == u64(1);
l_mut_221 = l_106;
if l_262 {
let l_263 = u64(u32(0));
let l_264 = l_263 - l_106;
l_mut_221 = l_264;
}
let l_265 = u64(l_107);
let l_266 = l_mut_221 & u64(4294967295);
let l_267 = l_266 * l_265;
let l_268 = l_mut_221 >> u32(bitcast<u64>(u64(32)));
let l_269 = l_268 * l_265;
let l_270 = l_269 << u32(bitcast<u64>(u64(32)));
let l_271 = l_267 + l_270;
let l_272 = l_269 >> u32(bitcast<u64>(u64(32)));
let l_273 = l_271 < l_267;
let l_274 = u64(l_273);
let l_275 = l_272 + l_274;
l_mut_221 = l_271;
let l_276 = l_27 == u32(64);
if l_276 {
l_mut_221 = l_275;
} else {
let l_277 = l_27 > u32(0);
if l_277 {
let l_278 = u32(64) - l_27;
let l_279 = u64(l_278);
let l_280 = l_275 << u32(bitcast<u64>(l_279));
let l_281 = u64(l_27);
let l_282 = l_271 >> u32(bitcast<u64>(l_281));
let l_283 = l_280 | l_282;
l_mut_221 = l_283;
}
}
l_mut_167 = l_mut_221;
if l_262 {
let l_284 = u64(u32(0));
let l_285 = l_284 - l_mut_167;
l_mut_167 = l_285;
}
let l_286 = l_137 + l_mut_167;
let l_287 = l_27 + u32(3);
let l_288 = u64(u32(0));
l_mut_221 = l_288;
let l_289 = l_107 < u32(65536);
if l_289 {
let l_290 = l_107 * l_107;
let l_291 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_292 = l_291 == u64(1);
l_mut_167 = l_106;
if l_292 {
let l_293 = u64(u32(0));
let l_294 = l_293 - l_106;
l_mut_167 = l_294;
}
let l_295 = u64(l_290);
let l_296 = l_mut_167 & u64(4294967295);
let l_297 = l_296 * l_295;
let l_298 = l_mut_167 >> u32(bitcast<u64>(u64(32)));
let l_299 = l_298 * l_295;
let l_300 = l_299 << u32(bitcast<u64>(u64(32)));
let l_301 = l_297 + l_300;
let l_302 = l_299 >> u32(bitcast<u64>(u64(32)));
let l_303 = l_301 < l_297;
let l_304 = u64(l_303);
let l_305 = l_302 + l_304;
l_mut_167 = l_301;
let l_306 = l_287 == u32(64);
if l_306 {
l_mut_167 = l_305;
} else {
let l_307 = l_287 > u32(0);
if l_307 {
let l_308 = u32(64) - l_287;
let l_309 = u64(l_308);
let l_310 = l_305 << u32(bitcast<u64>(l_309));
let l_311 = u64(l_287);
let l_312 = l_301 >> u32(bitcast<u64>(l_311));
let l_313 = l_310 | l_312;
l_mut_167 = l_313;
}
}
l_mut_134 = l_mut_167;
if l_292 {
let l_314 = u64(u32(0));
let l_315 = l_314 - l_mut_134;
l_mut_134 = l_315;
}
l_mut_221 = l_mut_134;
} else {
let l_316 = l_106 >> u32(bitcast<u64>(u64(63)));
let l_317 = l_316 == u64(1);
l_mut_167 = l_106;
if l_317 {
let l_318 = u64(u32(0));
let l_319 = l_318 - l_106;
l_mut_167 = l_319;
}
let l_320 = u64(l_107);
let l_321 = l_mut_167 & u64(4294967295);
let l_322 = l_321 * l_320;
let l_323 = l_mut_167 >> u32(bitcast<u64>(u64(32)));
let l_324 = l_323 * l_320;
let l_325 = l_324 << u32(bitcast<u64>(u64(32)));
let l_326 = l_322 + l_325;
let l_327 = l_324 >> u32(bitcast<u64>(u64(32)));
let l_328 = l_326 < l_322;
let l_329 = u64(l_328);
let l_330 = l_327 + l_329;
l_mut_134 = l_326;
let l_331 = u32(0) == u32(64);
if l_331 {
l_mut_134 = l_330;
} else {
let l_332 = u32(0) > u32(0);
if l_332 {
let l_333 = u64(u32(64));
let l_334 = l_330 << u32(bitcast<u64>(l_333));
let l_335 = u64(u32(0));
let l_336 = l_326 >> u32(bitcast<u64>(l_335));
let l_337 = l_334 | l_336;
l_mut_134 = l_337;
}
}
let l_338 = u64(l_107);
let l_339 = l_mut_167 & u64(4294967295);
let l_340 = l_339 * l_338;
let l_341 = l_mut_167 >> u32(bitcast<u64>(u64(32)));
let l_342 = l_341 * l_338;
let l_343 = l_342 << u32(bitcast<u64>(u64(32)));
let l_344 = l_340 + l_343;
let l_345 = l_342 >> u32(bitcast<u64>(u64(32)));
let l_346 = l_344 < l_340;
let l_347 = u64(l_346);
let l_348 = l_345 + l_347;
l_mut_167 = l_344;
let l_349 = u32(64) == u32(64);
if l_349 {
l_mut_167 = l_348;
} else {
let l_350 = u32(64) > u32(0);
if l_350 {
let l_351 = u64(u32(0));
let l_352 = l_348 << u32(bitcast<u64>(l_351));
let l_353 = u64(u32(64));
let l_354 = l_344 >> u32(bitcast<u64>(l_353));
let l_355 = l_352 | l_354;
l_mut_167 = l_355;
}
}
let l_356 = u64(l_107);
let l_357 = l_mut_134 & u64(4294967295);
let l_358 = l_357 * l_356;
let l_359 = l_mut_134 >> u32(bitcast<u64>(u64(32)));
let l_360 = l_359 * l_356;
let l_361 = l_360 << u32(bitcast<u64>(u64(32)));
let l_362 = l_358 + l_361;
let l_363 = l_360 >> u32(bitcast<u64>(u64(32)));
let l_364 = l_362 < l_358;
let l_365 = u64(l_364);
let l_366 = l_363 + l_365;
l_mut_112 = l_362;
let l_367 = u32(0) == u32(64);
if l_367 {
l_mut_112 = l_366;
} else {
let l_368 = u32(0) > u32(0);
if l_368 {
let l_369 = u64(u32(64));
let l_370 = l_366 << u32(bitcast<u64>(l_369));
let l_371 = u64(u32(0));
let l_372 = l_362 >> u32(bitcast<u64>(l_371));
let l_373 = l_370 | l_372;
l_mut_112 = l_373;
}
}
let l_374 = u64(l_107);
let l_375 = l_mut_134 & u64(4294967295);
let l_376 = l_375 * l_374;
let l_377 = l_mut_134 >> u32(bitcast<u64>(u64(32)));
let l_378 = l_377 * l_374;
let l_379 = l_378 << u32(bitcast<u64>(u64(32)));
let l_380 = l_376 + l_379;
let l_381 = l_378 >> u32(bitcast<u64>(u64(32)));
let l_382 = l_380 < l_376;
let l_383 = u64(l_382);
let l_384 = l_381 + l_383;
l_mut_134 = l_380;
let l_385 = u32(64) == u32(64);
if l_385 {
l_mut_134 = l_384;
} else {
let l_386 = u32(64) > u32(0);
if l_386 {
let l_387 = u64(u32(0));
let l_388 = l_384 << u32(bitcast<u64>(l_387));
let l_389 = u64(u32(64));
let l_390 = l_380 >> u32(bitcast<u64>(l_389));
let l_391 = l_388 | l_390;
l_mut_134 = l_391;
}
}
let l_392 = u64(l_107);
let l_393 = l_mut_167 * l_392;
let l_394 = l_mut_134 + l_393;
l_mut_221 = l_mut_112;
let l_395 = l_287 == u32(64);
if l_395 {
l_mut_221 = l_394;
} else {
let l_396 = l_287 > u32(0);
if l_396 {
let l_397 = u32(64) - l_287;
let l_398 = u64(l_397);
let l_399 = l_394 << u32(bitcast<u64>(l_398));
let l_400 = u64(l_287);
let l_401 = l_mut_112 >> u32(bitcast<u64>(l_400));
let l_402 = l_399 + l_401;
l_mut_221 = l_402;
}
}
if l_317 {
let l_403 = u64(u32(0));
let l_404 = l_403 - l_mut_221;
l_mut_221 = l_404;
}
}
let l_405 = l_260 - l_mut_221;
let l_406 = l_405 + l_45;
let l_407 = u64(u32(0));
let l_408 = l_407 - l_286;
let l_409 = l_45 + l_45;
l_mut_221 = l_408;
let l_410 = u64(u32(0));
let l_411 = l_410 - l_408;
l_mut_167 = l_411;
l_mut_134 = l_406;
l_mut_72 = u32(1);
l_mut_412 = u32(1);
l_mut_413 = bool(false);
let l_414 = l_mut_134 < l_409;
let l_415 = !l_414;
l_mut_416 = l_415;
let l_417 = l_408 == u64(0);
if l_417 {
l_mut_413 = l_mut_416;
l_mut_416 = bool(false);
}
if l_mut_416 {
let l_418 = l_408 >> u32(bitcast<u64>(u64(63)));
let l_419 = l_418 == u64(1);
l_mut_112 = l_408;
if l_419 {
let l_420 = u64(u32(0));
let l_421 = l_420 - l_408;
l_mut_112 = l_421;
}
let l_422 = l_107 - u32(1);
let l_423 = u64(l_422);
let l_424 = l_mut_112 * l_423;
l_mut_425 = u32(0);
let l_426 = l_107 - u32(1);
let l_427 = u64(l_426);
let l_428 = l_mut_112 & u64(4294967295);
let l_429 = l_428 * l_427;
let l_430 = l_mut_112 >> u32(bitcast<u64>(u64(32)));
let l_431 = l_430 * l_427;
let l_432 = l_431 << u32(bitcast<u64>(u64(32)));
let l_433 = l_429 + l_432;
let l_434 = l_431 >> u32(bitcast<u64>(u64(32)));
let l_435 = l_433 < l_429;
let l_436 = u64(l_435);
let l_437 = l_434 + l_436;
l_mut_438 = l_433;
let l_439 = u32(64) == u32(64);
if l_439 {
l_mut_438 = l_437;
} else {
let l_440 = u32(64) > u32(0);
if l_440 {
let l_441 = u64(u32(0));
let l_442 = l_437 << u32(bitcast<u64>(l_441));
let l_443 = u64(u32(64));
let l_444 = l_433 >> u32(bitcast<u64>(l_443));
let l_445 = l_442 | l_444;
l_mut_438 = l_445;
}
}
let l_446 = l_mut_438 == u64(0);
if l_446 {
l_mut_438 = l_406;
if l_419 {
let l_447 = u64(u32(0));
let l_448 = l_447 - l_406;
let l_449 = l_406 == u64(0);
let l_450 = !l_449;
let l_451 = l_424 < l_448;
let l_452 = !l_451;
let l_453 = l_450 && l_452;
if l_453 {
let l_454 = l_107 - u32(1);
l_mut_455 = l_448;
let l_456 = l_448 < l_mut_112;
let l_457 = !l_456;
if l_457 {
l_mut_458 = u32(0);
let l_459 = l_mut_112 < l_448;
if l_459 {
let l_460 = l_448 - u64(1);
let l_461 = l_460 / l_mut_112;
let l_462 = u64(l_454);
let l_463 = l_461 < l_462;
let l_464 = u64(l_454);
let l_465 = select(l_464, l_461, l_463);
let l_466 = u32(bitcast<u64>(l_465));
l_mut_458 = l_466;
}
let l_467 = u64(l_mut_458);
let l_468 = l_mut_112 * l_467;
let l_469 = l_448 - l_468;
l_mut_455 = l_469;
let l_470 = l_mut_455 < l_mut_112;
let l_471 = !l_470;
if l_471 {
let l_472 = l_mut_455 - l_mut_112;
l_mut_455 = l_472;
}
}
let l_473 = l_mut_112 - l_mut_455;
l_mut_455 = l_473;
let l_474 = l_473 < l_mut_112;
let l_475 = !l_474;
if l_475 {
let l_476 = l_473 - l_mut_112;
l_mut_455 = l_476;
}
let l_477 = l_mut_455 < l_mut_438;
if l_477 {
l_mut_438 = l_mut_455;
}
}
} else {
let l_478 = l_406 - l_424;
l_mut_438 = l_478;
let l_479 = l_406 < l_424;
if l_479 {
let l_480 = l_107 - u32(1);
l_mut_455 = l_406;
let l_481 = l_406 < l_mut_112;
let l_482 = !l_481;
if l_482 {
l_mut_458 = u32(0);
let l_483 = l_mut_112 < l_406;
if l_483 {
let l_484 = l_406 - u64(1);
let l_485 = l_484 / l_mut_112;
let l_486 = u64(l_480);
let l_487 = l_485 < l_486;
let l_488 = u64(l_480);
let l_489 = select(l_488, l_485, l_487);
let l_490 = u32(bitcast<u64>(l_489));
l_mut_458 = l_490;
}
let l_491 = u64(l_mut_458);
let l_492 = l_mut_112 * l_491;
let l_493 = l_406 - l_492;
l_mut_455 = l_493;
let l_494 = l_mut_455 < l_mut_112;
let l_495 = !l_494;
if l_495 {
let l_496 = l_mut_455 - l_mut_112;
l_mut_455 = l_496;
}
}
let l_497 = l_mut_455 < l_mut_438;
if l_497 {
l_mut_438 = l_mut_455;
}
}
}
let l_498 = l_mut_438 < l_409;
let l_499 = !l_498;
let l_500 = u32(l_499);
let l_501 = u32(2) - l_500;
l_mut_425 = l_501;
}
let l_502 = l_mut_425 > u32(0);
if l_502 {
let l_503 = l_mut_425 == u32(1);
l_mut_413 = l_503;
l_mut_416 = bool(false);
}
}
l_mut_504 = bool(false);
loop {
let l_505 = !l_mut_416;
if l_505 {
break;
}
l_mut_455 = l_mut_221;
if l_mut_504 {
l_mut_455 = l_mut_167;
}
let l_506 = l_mut_134 < l_mut_455;
let l_507 = !l_506;
let l_508 = l_507 != l_mut_504;
if l_508 {
l_mut_455 = l_mut_221;
l_mut_221 = l_mut_167;
l_mut_167 = l_mut_455;
l_mut_458 = l_mut_72;
l_mut_72 = l_mut_412;
l_mut_412 = l_mut_458;
l_mut_504 = l_507;
}
let l_509 = l_mut_221 - l_mut_134;
l_mut_455 = l_509;
if l_mut_504 {
let l_510 = l_mut_134 - l_409;
l_mut_455 = l_510;
}
l_mut_438 = l_mut_221;
let l_511 = l_mut_455 < l_mut_221;
if l_511 {
l_mut_438 = l_mut_455;
}
l_mut_512 = bool(false);
let l_513 = u64(u32(3));
let l_514 = l_mut_438 >> u32(bitcast<u64>(l_513));
let l_515 = l_514 < l_mut_167;
let l_516 = !l_515;
l_mut_512 = l_516;
l_mut_458 = u32(0);
let l_517 = l_mut_167 == u64(0);
let l_518 = !l_517;
let l_519 = l_mut_512 && l_518;
let l_520 = l_mut_167 < l_mut_438;
let l_521 = l_519 && l_520;
let l_522 = l_mut_72 + l_mut_412;
let l_523 = l_522 < l_107;
let l_524 = l_521 && l_523;
if l_524 {
let l_525 = l_107 - l_mut_72;
let l_526 = l_525 - l_mut_412;
let l_527 = l_526 / l_mut_72;
let l_528 = l_mut_438 - u64(1);
let l_529 = l_528 / l_mut_167;
let l_530 = u64(l_527);
let l_531 = l_529 < l_530;
let l_532 = u64(l_527);
let l_533 = select(l_532, l_529, l_531);
let l_534 = u32(bitcast<u64>(l_533));
l_mut_458 = l_534;
}
l_mut_455 = l_mut_221;
l_mut_438 = l_mut_167;
l_mut_425 = l_mut_72;
l_mut_535 = l_mut_412;
l_mut_112 = l_mut_134;
l_mut_536 = u32(0);
let l_537 = l_mut_458 > u32(0);
if l_537 {
let l_538 = u64(l_mut_458);
let l_539 = l_mut_167 * l_538;
if l_mut_504 {
let l_540 = l_mut_134 - l_539;
l_mut_112 = l_540;
}
let l_541 = l_mut_221 - l_539;
l_mut_455 = l_541;
let l_542 = l_mut_458 * l_mut_72;
let l_543 = l_mut_412 + l_542;
l_mut_535 = l_543;
} else {
if l_mut_504 {
let l_544 = l_mut_134 - l_mut_167;
l_mut_112 = l_544;
let l_545 = l_mut_112 < l_409;
if l_545 {
l_mut_536 = u32(2);
}
}
let l_546 = l_mut_536 == u32(0);
if l_546 {
let l_547 = l_107 - l_mut_72;
let l_548 = l_547 / l_mut_412;
l_mut_458 = u32(0);
l_mut_512 = bool(false);
let l_549 = u64(u32(3));
let l_550 = l_mut_167 >> u32(bitcast<u64>(l_549));
let l_551 = l_550 < l_mut_221;
let l_552 = !l_551;
l_mut_512 = l_552;
let l_553 = l_mut_221 == u64(0);
if l_553 {
l_mut_458 = l_548;
} else {
if l_mut_512 {
let l_554 = l_mut_221 < l_mut_167;
if l_554 {
let l_555 = l_mut_167 - u64(1);
let l_556 = l_555 / l_mut_221;
let l_557 = u64(l_548);
let l_558 = l_556 < l_557;
let l_559 = u64(l_548);
let l_560 = select(l_559, l_556, l_558);
let l_561 = u32(bitcast<u64>(l_560));
l_mut_458 = l_561;
}
} else {
l_mut_562 = l_mut_167;
loop {
let l_563 = l_mut_221 < l_mut_562;
let l_564 = l_mut_458 * l_mut_412;
let l_565 = l_mut_72 + l_564;
let l_566 = l_565 + l_mut_412;
let l_567 = l_566 < l_107;
let l_568 = l_563 && l_567;
let l_569 = !l_568;
if l_569 {
break;
}
let l_570 = l_mut_562 - l_mut_221;
l_mut_562 = l_570;
l_mut_458 = l_mut_458 + u32(1);
}
}
}
let l_571 = l_mut_458 * l_mut_412;
let l_572 = l_mut_72 + l_571;
let l_573 = l_572 + l_mut_412;
let l_574 = l_573 >= l_107;
if l_574 {
l_mut_536 = u32(1);
} else {
let l_575 = u64(l_mut_458);
let l_576 = l_mut_221 * l_575;
let l_577 = l_mut_167 - l_576;
l_mut_438 = l_577;
let l_578 = l_mut_458 * l_mut_412;
let l_579 = l_mut_72 + l_578;
l_mut_425 = l_579;
let l_580 = l_mut_221 - l_mut_438;
l_mut_455 = l_580;
let l_581 = l_mut_412 + l_mut_425;
l_mut_535 = l_581;
}
}
}
l_mut_221 = l_mut_455;
l_mut_167 = l_mut_438;
l_mut_72 = l_mut_425;
l_mut_412 = l_mut_535;
l_mut_134 = l_mut_112;
let l_582 = l_mut_536 == u32(1);
l_mut_413 = l_582;
let l_583 = l_mut_536 == u32(0);
l_mut_416 = l_583;
}
let l_584 = !l_mut_413;
if l_584 {
let l_585 = l_65 * u32(8);
let l_586 = l_585 + l_66;
let l_729 = info.static_meta[u32(6)];
let l_730 = l_729 * u32(1);
let l_731 = l_730 - u32(1);
let l_732 = min(u32(1), l_731);
let l_733 = &buffer_6_global[l_732];
let l_587 = l_733;
let l_588 = atomicAdd(l_587, u32(1));let l_589 = info.static_meta[u32(12)];
let l_590 = l_588 < l_589;
if l_590 {
let l_734 = info.static_meta[u32(5)];
let l_735 = l_734 * u32(1);
let l_736 = l_588 < l_735;
if l_736 {
buffer_5_global[l_588] = l_586;
}
}
}
}
}
}
