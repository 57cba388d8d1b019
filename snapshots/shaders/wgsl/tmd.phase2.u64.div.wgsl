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

var l_mut_116: u64;
var l_mut_149: u64;
var l_mut_203: u64;
var l_mut_401: u32;
var l_mut_402: bool;
var l_mut_405: bool;
var l_mut_414: u32;
var l_mut_427: u64;
var l_mut_444: u64;
var l_mut_447: u32;
var l_mut_493: bool;
var l_mut_498: bool;
var l_mut_517: u32;
var l_mut_518: u32;
var l_mut_537: u64;
var l_mut_54: u32;
var l_mut_94: u64;
let l_0 = id == u32(0);
if l_0 {
let l_629 = info.static_meta[u32(6)];
let l_630 = l_629 * u32(1);
let l_631 = l_630 - u32(1);
let l_632 = min(u32(3), l_631);
let l_633 = &buffer_6_global[l_632];
let l_1 = l_633;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = info.static_meta[u32(11)];
let l_4 = l_3 * u32(8);
let l_5 = id < l_4;
if l_5 {
let l_6 = u32(2) * u32(0);
let l_634 = info.static_meta[u32(3)];
let l_635 = l_634 * u32(1);
let l_636 = l_6 < l_635;
let l_637 = l_635 - u32(1);
let l_638 = min(l_6, l_637);
let l_639 = buffer_3_global[l_638];
let l_640 = select(u32(0), l_639, l_636);
let l_7 = l_640;
let l_8 = u64(l_7);
let l_9 = u32(2) * u32(0);
let l_10 = l_9 + u32(1);
let l_641 = info.static_meta[u32(3)];
let l_642 = l_641 * u32(1);
let l_643 = l_10 < l_642;
let l_644 = l_642 - u32(1);
let l_645 = min(l_10, l_644);
let l_646 = buffer_3_global[l_645];
let l_647 = select(u32(0), l_646, l_643);
let l_11 = l_647;
let l_12 = u64(l_11);
let l_13 = l_12 << u32(bitcast<u64>(u64(32)));
let l_14 = l_8 | l_13;
let l_15 = l_14 & u64(4294967295);
let l_16 = u32(bitcast<u64>(l_15));
let l_17 = u32(2) * u32(1);
let l_648 = info.static_meta[u32(3)];
let l_649 = l_648 * u32(1);
let l_650 = l_17 < l_649;
let l_651 = l_649 - u32(1);
let l_652 = min(l_17, l_651);
let l_653 = buffer_3_global[l_652];
let l_654 = select(u32(0), l_653, l_650);
let l_18 = l_654;
let l_19 = u64(l_18);
let l_20 = u32(2) * u32(1);
let l_21 = l_20 + u32(1);
let l_655 = info.static_meta[u32(3)];
let l_656 = l_655 * u32(1);
let l_657 = l_21 < l_656;
let l_658 = l_656 - u32(1);
let l_659 = min(l_21, l_658);
let l_660 = buffer_3_global[l_659];
let l_661 = select(u32(0), l_660, l_657);
let l_22 = l_661;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = l_25 & u64(4294967295);
let l_27 = u32(bitcast<u64>(l_26));
let l_28 = u32(2) * u32(2);
let l_662 = info.static_meta[u32(3)];
let l_663 = l_662 * u32(1);
let l_664 = l_28 < l_663;
let l_665 = l_663 - u32(1);
let l_666 = min(l_28, l_665);
let l_667 = buffer_3_global[l_666];
let l_668 = select(u32(0), l_667, l_664);
let l_29 = l_668;
let l_30 = u64(l_29);
let l_31 = u32(2) * u32(2);
let l_32 = l_31 + u32(1);
let l_669 = info.static_meta[u32(3)];
let l_670 = l_669 * u32(1);
let l_671 = l_32 < l_670;
let l_672 = l_670 - u32(1);
let l_673 = min(l_32, l_672);
let l_674 = buffer_3_global[l_673];
let l_675 = select(u32(0), l_674, l_671);
let l_33 = l_675;
let l_34 = u64(l_33);
let l_35 = l_34 << u32(bitcast<u64>(u64(32)));
let l_36 = l_30 | l_35;
let l_37 = u32(2) * u32(3);
let l_676 = info.static_meta[u32(3)];
let l_677 = l_676 * u32(1);
let l_678 = l_37 < l_677;
let l_679 = l_677 - u32(1);
let l_680 = min(l_37, l_679);
let l_681 = buffer_3_global[l_680];
let l_682 = select(u32(0), l_681, l_678);
let l_38 = l_682;
let l_39 = u64(l_38);
let l_40 = u32(2) * u32(3);
let l_41 = l_40 + u32(1);
let l_683 = info.static_meta[u32(3)];
let l_684 = l_683 * u32(1);
let l_685 = l_41 < l_684;
let l_686 = l_684 - u32(1);
let l_687 = min(l_41, l_686);
let l_688 = buffer_3_global[l_687];
let l_689 = select(u32(0), l_688, l_685);
let l_42 = l_689;
let l_43 = u64(l_42);
let l_44 = l_43 << u32(bitcast<u64>(u64(32)));
let l_45 = l_39 | l_44;
let l_46 = id / u32(8);
let l_690 = info.static_meta[u32(4)];
let l_691 = l_690 * u32(1);
let l_692 = l_46 < l_691;
let l_693 = l_691 - u32(1);
let l_694 = min(l_46, l_693);
let l_695 = buffer_4_global[l_694];
let l_696 = select(u32(0), l_695, l_692);
let l_47 = l_696;
let l_48 = id % u32(8);
let l_49 = l_16 / u32(8);
let l_50 = l_48 * l_49;
let l_51 = u64(l_47);
let l_52 = u64(l_16);
let l_53 = l_51 * l_52;
l_mut_54 = u32(0);
let l_55 = l_53 < l_45;
if l_55 {
let l_56 = l_45 - l_53;
l_mut_54 = l_16;
let l_57 = u64(l_16);
let l_58 = l_56 < l_57;
if l_58 {
let l_59 = l_56 & u64(4294967295);
let l_60 = u32(bitcast<u64>(l_59));
l_mut_54 = l_60;
}
}
let l_61 = l_50 < l_mut_54;
if l_61 {
let l_62 = u32(2) * l_47;
let l_697 = info.static_meta[u32(0)];
let l_698 = l_697 * u32(1);
let l_699 = l_62 < l_698;
let l_700 = l_698 - u32(1);
let l_701 = min(l_62, l_700);
let l_702 = buffer_0_global[l_701];
let l_703 = select(u32(0), l_702, l_699);
let l_63 = l_703;
let l_64 = u64(l_63);
let l_65 = u32(2) * l_47;
let l_66 = l_65 + u32(1);
let l_704 = info.static_meta[u32(0)];
let l_705 = l_704 * u32(1);
let l_706 = l_66 < l_705;
let l_707 = l_705 - u32(1);
let l_708 = min(l_66, l_707);
let l_709 = buffer_0_global[l_708];
let l_710 = select(u32(0), l_709, l_706);
let l_67 = l_710;
let l_68 = u64(l_67);
let l_69 = l_68 << u32(bitcast<u64>(u64(32)));
let l_70 = l_64 | l_69;
let l_71 = u32(2) * l_47;
let l_711 = info.static_meta[u32(1)];
let l_712 = l_711 * u32(1);
let l_713 = l_71 < l_712;
let l_714 = l_712 - u32(1);
let l_715 = min(l_71, l_714);
let l_716 = buffer_1_global[l_715];
let l_717 = select(u32(0), l_716, l_713);
let l_72 = l_717;
let l_73 = u64(l_72);
let l_74 = u32(2) * l_47;
let l_75 = l_74 + u32(1);
let l_718 = info.static_meta[u32(1)];
let l_719 = l_718 * u32(1);
let l_720 = l_75 < l_719;
let l_721 = l_719 - u32(1);
let l_722 = min(l_75, l_721);
let l_723 = buffer_1_global[l_722];
let l_724 = select(u32(0), l_723, l_720);
let l_76 = l_724;
let l_77 = u64(l_76);
let l_78 = l_77 << u32(bitcast<u64>(u64(32)));
let l_79 = l_73 | l_78;
let l_80 = u32(2) * l_47;
let l_725 = info.static_meta[u32(2)];
let l_726 = l_725 * u32(1);
let l_727 = l_80 < l_726;
let l_728 = l_726 - u32(1);
let l_729 = min(l_80, l_728);
let l_730 = buffer_2_global[l_729];
let l_731 = select(u32(0), l_730, l_727);
let l_81 = l_731;
let l_82 = u64(l_81);
let l_83 = u32(2) * l_47;
let l_84 = l_83 + u32(1);
let l_732 = info.static_meta[u32(2)];
let l_733 = l_732 * u32(1);
let l_734 = l_84 < l_733;
let l_735 = l_733 - u32(1);
let l_736 = min(l_84, l_735);
let l_737 = buffer_2_global[l_736];
let l_738 = select(u32(0), l_737, l_734);
let l_85 = l_738;
let l_86 = u64(l_85);
let l_87 = l_86 << u32(bitcast<u64>(u64(32)));
let l_88 = l_82 | l_87;
let l_89 = l_16 / u32(8);
let l_90 = l_48 * l_89;
let l_91 = l_90 + l_90;
let l_92 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_93 = l_92 == u64(1);
l_mut_94 = l_88;
if l_93 {
let l_95 = u64(u32(0));
let l_96 = l_95 - l_88;
l_mut_94 = l_96;
}
let l_97 = u64(l_91);
let l_98 = l_mut_94 & u64(4294967295);
let l_99 = l_98 * l_97;
let l_100 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_101 = l_100 * l_97;
let l_102 = l_101 << u32(bitcast<u64>(u64(32)));
let l_103 = l_99 + l_102;
let l_104 = l_101 >> u32(bitcast<u64>(u64(32)));
let l_105 = l_103 < l_99;
let l_106 = u64(l_105);
let l_107 = l_104 + l_106;
l_mut_94 = l_103;
let l_108 = l_27 == u32(64);
if l_108 {
l_mut_94 = l_107;
} else {
let l_109 = l_27 > u32(0);
if l_109 {
let l_110 = u32(64) - l_27;
let l_111 = u64(l_110);
let l_112 = l_107 << u32(bitcast<u64>(l_111));
let l_113 = u64(l_27);
let l_114 = l_103 >> u32(bitcast<u64>(l_113));
let l_115 = l_112 | l_114;
l_mut_94 = l_115;
}
}
l_mut_116 = l_mut_94;
if l_93 {
let l_117 = u64(u32(0));
let l_118 = l_117 - l_mut_116;
l_mut_116 = l_118;
}
let l_119 = l_70 + l_mut_116;
let l_120 = u64(l_90);
let l_121 = l_70 * l_120;
let l_122 = l_79 + l_121;
let l_123 = u64(u32(0));
l_mut_116 = l_123;
let l_124 = l_90 < u32(65536);
if l_124 {
let l_125 = l_90 * l_90;
let l_126 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_127 = l_126 == u64(1);
l_mut_94 = l_88;
if l_127 {
let l_128 = u64(u32(0));
let l_129 = l_128 - l_88;
l_mut_94 = l_129;
}
let l_130 = u64(l_125);
let l_131 = l_mut_94 & u64(4294967295);
let l_132 = l_131 * l_130;
let l_133 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_134 = l_133 * l_130;
let l_135 = l_134 << u32(bitcast<u64>(u64(32)));
let l_136 = l_132 + l_135;
let l_137 = l_134 >> u32(bitcast<u64>(u64(32)));
let l_138 = l_136 < l_132;
let l_139 = u64(l_138);
let l_140 = l_137 + l_139;
l_mut_94 = l_136;
let l_141 = l_27 == u32(64);
if l_141 {
l_mut_94 = l_140;
} else {
let l_142 = l_27 > u32(0);
if l_142 {
let l_143 = u32(64) - l_27;
let l_144 = u64(l_143);
let l_145 = l_140 << u32(bitcast<u64>(l_144));
let l_146 = u64(l_27);
let l_147 = l_136 >> u32(bitcast<u64>(l_146));
let l_148 = l_145 | l_147;
l_mut_94 = l_148;
}
}
l_mut_149 = l_mut_94;
if l_127 {
let l_150 = u64(u32(0));
let l_151 = l_150 - l_mut_149;
l_mut_149 = l_151;
}
l_mut_116 = l_mut_149;
} else {
let l_152 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_153 = l_152 == u64(1);
l_mut_149 = l_88;
if l_153 {
let l_154 = u64(u32(0));
let l_155 = l_154 - l_88;
l_mut_149 = l_155;
}
let l_156 = u64(l_90);
let l_157 = l_mut_149 & u64(4294967295);
let l_158 = l_157 * l_156;
let l_159 = l_mut_149 >> u32(bitcast<u64>(u64(32)));
let l_160 = l_159 * l_156;
let l_161 = l_160 << u32(bitcast<u64>(u64(32)));
let l_162 = l_158 + l_161;
let l_163 = l_160 >> u32(bitcast<u64>(u64(32)));
let l_164 = l_162 < l_158;
let l_165 = u64(l_164);
let l_166 = l_163 + l_165;
l_mut_94 = l_162;
let l_167 = u32(0) == u32(64);
if l_167 {
l_mut_94 = l_166;
} else {
let l_168 = u32(0) > u32(0);
if l_168 {
let l_169 = u64(u32(64));
let l_170 = l_166 << u32(bitcast<u64>(l_169));
let l_171 = u64(u32(0));
let l_172 = l_162 >> u32(bitcast<u64>(l_171));
let l_173 = l_170 | l_172;
l_mut_94 = l_173;
}
}
let l_174 = u64(l_90);
let l_175 = l_mut_149 & u64(4294967295);
let l_176 = l_175 * l_174;
let l_177 = l_mut_149 >> u32(bitcast<u64>(u64(32)));
let l_178 = l_177 * l_174;
let l_179 = l_178 << u32(bitcast<u64>(u64(32)));
let l_180 = l_176 + l_179;
let l_181 = l_178 >> u32(bitcast<u64>(u64(32)));
let l_182 = l_180 < l_176;
let l_183 = u64(l_182);
let l_184 = l_181 + l_183;
l_mut_149 = l_180;
let l_185 = u32(64) == u32(64);
if l_185 {
l_mut_149 = l_184;
} else {
let l_186 = u32(64) > u32(0);
if l_186 {
let l_187 = u64(u32(0));
let l_188 = l_184 << u32(bitcast<u64>(l_187));
let l_189 = u64(u32(64));
let l_190 = l_180 >> u32(bitcast<u64>(l_189));
let l_191 = l_188 | l_190;
l_mut_149 = l_191;
}
}
let l_192 = u64(l_90);
let l_193 = l_mut_94 & u64(4294967295);
let l_194 = l_193 * l_192;
let l_195 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_196 = l_195 * l_192;
let l_197 = l_196 << u32(bitcast<u64>(u64(32)));
let l_198 = l_194 + l_197;
let l_199 = l_196 >> u32(bitcast<u64>(u64(32)));
let l_200 = l_198 < l_194;
let l_201 = u64(l_200);
let l_202 = l_199 + l_201;
l_mut_203 = l_198;
let l_204 = u32(0) == u32(64);
if l_204 {
l_mut_203 = l_202;
} else {
let l_205 = u32(0) > u32(0);
if l_205 {
let l_206 = u64(u32(64));
let l_207 = l_202 << u32(bitcast<u64>(l_206));
let l_208 = u64(u32(0));
let l_209 = l_198 >> u32(bitcast<u64>(l_208));
let l_210 = l_207 | l_209;
l_mut_203 = l_210;
}
}
let l_211 = u64(l_90);
let l_212 = l_mut_94 & u64(4294967295);
let l_213 = l_212 * l_211;
let l_214 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_215 = l_214 * l_211;
let l_216 = l_215 << u32(bitcast<u64>(u64(32)));
let l_217 = l_213 + l_216;
let l_218 = l_215 >> u32(bitcast<u64>(u64(32)));
let l_219 = l_217 < l_213;
let l_220 = u64(l_219);
let l_221 = l_218 + l_220;
l_mut_94 = l_217;
let l_222 = u32(64) == u32(64);
if l_222 {
l_mut_94 = l_221;
} else {
let l_223 = u32(64) > u32(0);
if l_223 {
let l_224 = u64(u32(0));
let l_225 = l_221 << u32(bitcast<u64>(l_224));
let l_226 = u64(u32(64));
let l_227 = l_217 >> u32(bitcast<u64>(l_226));
let l_228 = l_225 | l_227;
l_mut_94 = l_228;
}
}
let l_229 = u64(l_90);
let l_230 = l_mut_149 * l_229;
let l_231 = l_mut_94 + l_230;
l_mut_116 = l_mut_203;
let l_232 = l_27 == u32(64);
if l_232 {
l_mut_116 = l_231;
} else {
let l_233 = l_27 > u32(0);
if l_233 {
let l_234 = u32(64) - l_27;
let l_235 = u64(l_234);
let l_236 = l_231 << u32(bitcast<u64>(l_235));
let l_237 = u64(l_27);
let l_238 = l_mut_203 >> u32(bitcast<u64>(l_237));
let l_239 = l_236 + l_238;
l_mut_116 = l_239;
}
}
if l_153 {
let l_240 = u64(u32(0));
let l_241 = l_240 - l_mut_116;
l_mut_116 = l_241;
}
}
let l_242 = l_122 + l_mut_116;
let l_243 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_244 = l_243 == u64(1);
l_mut_203 = l_88;
if l_244 {
let l_245 = u64(u32(0));
let l_246 = l_245 - l_88;
l_mut_203 = l_246;
}
let l_247 = u64(l_89);
let l_248 = l_mut_203 & u64(4294967295);
let l_249 = l_248 * l_247;
let l_250 = l_mut_203 >> u32(bitcast<u64>(u64(32)));
let l_251 = l_250 * l_247;
let l_252 = l_251 << u32(bitcast<u64>(u64(32)));
let l_253 = l_249 + l_252;
let l_254 = l_251 >> u32(bitcast<u64>(u64(32)));
let l_255 = l_253 < l_249;
let l_256 = u64(l_255);
let l_257 = l_254 + l_256;
l_mut_203 = l_253;
let l_258 = l_27 == u32(64);
if l_258 {
l_mut_203 = l_257;
} else {
let l_259 = l_27 > u32(0);
if l_259 {
let l_260 = u32(64) - l_27;
let l_261 = u64(l_260);
let l_262 = l_257 << u32(bitcast<u64>(l_261));
let l_263 = u64(l_27);
let l_264 = l_253 >> u32(bitcast<u64>(l_263));
let l_265 = l_262 | l_264;
l_mut_203 = l_265;
}
}
l_mut_149 = l_mut_203;
if l_244 {
let l_266 = u64(u32(0));
let l_267 = l_266 - l_mut_149;
l_mut_149 = l_267;
}
let l_268 = l_119 + l_mut_149;
let l_269 = l_27 + u32(3);
let l_270 = u64(u32(0));
l_mut_203 = l_270;
let l_271 = l_89 < u32(65536);
if l_271 {
let l_272 = l_89 * l_89;
let l_273 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_274 = l_273 == u64(1);
l_mut_149 = l_88;
if l_274 {
let l_275 = u64(u32(0));
let l_276 = l_275 - l_88;
l_mut_149 = l_276;
}
let l_277 = u64(l_272);
let l_278 = l_mut_149 & u64(4294967295);
let l_279 = l_278 * l_277;
let l_280 = l_mut_149 >> u32(bitcast<u64>(u64(32)));
let l_281 = l_280 * l_277;
let l_282 = l_281 << u32(bitcast<u64>(u64(32)));
let l_283 = l_279 + l_282;
let l_284 = l_281 >> u32(bitcast<u64>(u64(32)));
let l_285 = l_283 < l_279;
let l_286 = u64(l_285);
let l_287 = l_284 + l_286;
l_mut_149 = l_283;
let l_288 = l_269 == u32(64);
if l_288 {
l_mut_149 = l_287;
} else {
let l_289 = l_269 > u32(0);
if l_289 {
let l_290 = u32(64) - l_269;
let l_291 = u64(l_290);
let l_292 = l_287 << u32(bitcast<u64>(l_291));
let l_293 = u64(l_269);
let l_294 = l_283 >> u32(bitcast<u64>(l_293));
let l_295 = l_292 | l_294;
l_mut_149 = l_295;
}
}
l_mut_116 = l_mut_149;
if l_274 {
let l_296 = u64(u32(0));
let l_297 = l_296 - l_mut_116;
l_mut_116 = l_297;
}
l_mut_203 = l_mut_116;
} else {
let l_298 = l_88 >> u32(bitcast<u64>(u64(63)));
let l_299 = l_298 == u64(1);
l_mut_149 = l_88;
if l_299 {
let l_300 = u64(u32(0));
let l_301 = l_300 - l_88;
l_mut_149 = l_301;
}
let l_302 = u64(l_89);
let l_303 = l_mut_149 & u64(4294967295);
let l_304 = l_303 * l_302;
let l_305 = l_mut_149 >> u32(bitcast<u64>(u64(32)));
let l_306 = l_305 * l_302;
let l_307 = l_306 << u32(bitcast<u64>(u64(32)));
let l_308 = l_304 + l_307;
let l_309 = l_306 >> u32(bitcast<u64>(u64(32)));
let l_310 = l_308 < l_304;
let l_311 = u64(l_310);
let l_312 = l_309 + l_311;
l_mut_116 = l_308;
let l_313 = u32(0) == u32(64);
if l_313 {
l_mut_116 = l_312;
} else {
let l_314 = u32(0) > u32(0);
if l_314 {
let l_315 = u64(u32(64));
let l_316 = l_312 << u32(bitcast<u64>(l_315));
let l_317 = u64(u32(0));
let l_318 = l_308 >> u32(bitcast<u64>(l_317));
let l_319 = l_316 | l_318;
l_mut_116 = l_319;
}
}
let l_320 = u64(l_89);
let l_321 = l_mut_149 & u64(4294967295);
let l_322 = l_321 * l_320;
let l_323 = l_mut_149 >> u32(bitcast<u64>(u64(32)));
let l_324 = l_323 * l_320;
let l_325 = l_324 << u32(bitcast<u64>(u64(32)));
let l_326 = l_322 + l_325;
let l_327 = l_324 >> u32(bitcast<u64>(u64(32)));
let l_328 = l_326 < l_322;
let l_329 = u64(l_328);
let l_330 = l_327 + l_329;
l_mut_149 = l_326;
let l_331 = u32(64) == u32(64);
if l_331 {
l_mut_149 = l_330;
} else {
let l_332 = u32(64) > u32(0);
if l_332 {
let l_333 = u64(u32(0));
let l_334 = l_330 << u32(bitcast<u64>(l_333));
let l_335 = u64(u32(64));
let l_336 = l_326 >> u32(bitcast<u64>(l_335));
let l_337 = l_334 | l_336;
l_mut_149 = l_337;
}
}
let l_338 = u64(l_89);
let l_339 = l_mut_116 & u64(4294967295);
let l_340 = l_339 * l_338;
let l_341 = l_mut_116 >> u32(bitcast<u64>(u64(32)));
let l_342 = l_341 * l_338;
let l_343 = l_342 << u32(bitcast<u64>(u64(32)));
let l_344 = l_340 + l_343;
let l_345 = l_342 >> u32(bitcast<u64>(u64(32)));
let l_346 = l_344 < l_340;
let l_347 = u64(l_346);
let l_348 = l_345 + l_347;
l_mut_94 = l_344;
let l_349 = u32(0) == u32(64);
if l_349 {
l_mut_94 = l_348;
} else {
let l_350 = u32(0) > u32(0);
if l_350 {
let l_351 = u64(u32(64));
let l_352 = l_348 << u32(bitcast<u64>(l_351));
let l_353 = u64(u32(0));
let l_354 = l_344 >> u32(bitcast<u64>(l_353));
let l_355 = l_352 | l_354;
l_mut_94 = l_355;
}
}
let l_356 = u64(l_89);
let l_357 = l_mut_116 & u64(4294967295);
let l_358 = l_357 * l_356;
let l_359 = l_mut_116 >> u32(bitcast<u64>(u64(32)));
let l_360 = l_359 * l_356;
let l_361 = l_360 << u32(bitcast<u64>(u64(32)));
let l_362 = l_358 + l_361;
let l_363 = l_360 >> u32(bitcast<u64>(u64(32)));
let l_364 = l_362 < l_358;
let l_365 = u64(l_364);
let l_366 = l_363 + l_365;
l_mut_116 = l_362;
let l_367 = u32(64) == u32(64);
if l_367 {
l_mut_116 = l_366;
} else {
let l_368 = u32(64) > u32(0);
if l_368 {
let l_369 = u64(u32(0));
let l_370 = l_366 << u32(bitcast<u64>(l_369));
let l_371 = u64(u32(64));
let l_372 = l_362 >> u32(bitcast<u64>(l_371));
let l_373 = l_370 | l_372;
l_mut_116 = l_373;
}
}
let l_374 = u64(l_89);
let l_375 = l_mut_149 * l_374;
let l_376 = l_mut_116 + l_375;
l_mut_203 = l_mut_94;
let l_377 = l_269 == u32(64);
if l_377 {
l_mut_203 = l_376;
} else {
let l_378 = l_269 > u32(0);
if l_378 {
let l_379 = u32(64) - l_269;
let l_380 = u64(l_379);
let l_381 = l_376 << u32(bitcast<u64>(l_380));
let l_382 = u64(l_269);
let l_383 = l_mut_94 >> u32(bitcast<u64>(l_382));
let l_384 = l_381 + l_383;
l_mut_203 = l_384;
}
}
if l_299 {
let l_385 = u64(u32(0));
let l_386 = l_385 - l_mut_203;
l_mut_203 = l_386;
}
}
l_mut_149 = l_mut_203;
let l_387 = l_mut_203 >> u32(bitcast<u64>(u64(63)));
let l_388 = l_387 == u64(1);
if l_388 {
let l_389 = u64(u32(0));
let l_390 = l_389 - l_mut_203;
l_mut_149 = l_390;
}
let l_391 = l_36 + l_mut_149;
let l_392 = u64(u32(1));
let l_393 = l_391 + l_392;
let l_394 = l_242 - l_mut_203;
let l_395 = l_394 + l_393;
let l_396 = u64(u32(0));
let l_397 = l_396 - l_268;
let l_398 = l_393 + l_393;
l_mut_203 = l_397;
let l_399 = u64(u32(0));
let l_400 = l_399 - l_397;
l_mut_149 = l_400;
l_mut_116 = l_395;
l_mut_54 = u32(1);
l_mut_401 = u32(1);
l_mut_402 = bool(false);
let l_403 = l_mut_116 < l_398;
let l_404 = !l_403;
l_mut_405 = l_404;
let l_406 = l_397 == u64(0);
if l_406 {
l_mut_402 = l_mut_405;
l_mut_405 = bool(false);
}
if l_mut_405 {
let l_407 = l_397 >> u32(bitcast<u64>(u64(63)));
let l_408 = l_407 == u64(1);
l_mut_94 = l_397;
if l_408 {
let l_409 = u64(u32(0));
let l_410 = l_409 - l_397;
l_mut_94 = l_410;
}
let l_411 = l_89 - u32(1);
let l_412 = u64(l_411);
let l_413 = l_mut_94 * l_412;
l_mut_414 = u32(0);
let l_415 = l_89 - u32(1);
let l_416 = u64(l_415);
let l_417 = l_mut_94 & u64(4294967295);
let l_418 = l_417 * l_416;
let l_419 = l_mut_94 >> u32(bitcast<u64>(u64(32)));
let l_420 = l_419 * l_416;
let l_421 = l_420 << u32(bitcast<u64>(u64(32)));
let l_422 = l_418 + l_421;
let l_423 = l_420 >> u32(bitcast<u64>(u64(32)));
let l_424 = l_422 < l_418;
let l_425 = u64(l_424);
let l_426 = l_423 + l_425;
l_mut_427 = l_422;
let l_428 = u32(64) == u32(64);
if l_428 {
l_mut_427 = l_426;
} else {
let l_429 = u32(64) > u32(0);
if l_429 {
let l_430 = u64(u32(0));
let l_431 = l_426 << u32(bitcast<u64>(l_430));
let l_432 = u64(u32(64));
let l_433 = l_422 >> u32(bitcast<u64>(l_432));
let l_434 = l_431 | l_433;
l_mut_427 = l_434;
}
}
let l_435 = l_mut_427 == u64(0);
if l_435 {
l_mut_427 = l_395;
if l_408 {
let l_436 = u64(u32(0));
let l_437 = l_436 - l_395;
let l_438 = l_395 == u64(0);
let l_439 = !l_438;
let l_440 = l_413 < l_437;
let l_441 = !l_440;
let l_442 = l_439 && l_441;
if l_442 {
let l_443 = l_89 - u32(1);
l_mut_444 = l_437;
let l_445 = l_437 < l_mut_94;
let l_446 = !l_445;
if l_446 {
l_mut_447 = u32(0);
let l_448 = l_mut_94 < l_437;
if l_448 {
let l_449 = l_437 - u64(1);
let l_450 = l_449 / l_mut_94;
let l_451 = u64(l_443);
let l_452 = l_450 < l_451;
let l_453 = u64(l_443);
let l_454 = select(l_453, l_450, l_452);
let l_455 = u32(bitcast<u64>(l_454));
l_mut_447 = l_455;
}
let l_456 = u64(l_mut_447);
let l_457 = l_mut_94 * l_456;
let l_458 = l_437 - l_457;
l_mut_444 = l_458;
let l_459 = l_mut_444 < l_mut_94;
let l_460 = !l_459;
if l_460 {
let l_461 = l_mut_444 - l_mut_94;
l_mut_444 = l_461;
}
}
let l_462 = l_mut_94 - l_mut_444;
l_mut_444 = l_462;
let l_463 = l_462 < l_mut_94;
let l_464 = !l_463;
if l_464 {
let l_465 = l_462 - l_mut_94;
l_mut_444 = l_465;
}
let l_466 = l_mut_444 < l_mut_427;
if l_466 {
l_mut_427 = l_mut_444;
}
}
} else {
let l_467 = l_395 - l_413;
l_mut_427 = l_467;
let l_468 = l_395 < l_413;
if l_468 {
let l_469 = l_89 - u32(1);
l_mut_444 = l_395;
let l_470 = l_395 < l_mut_94;
let l_471 = !l_470;
if l_471 {
l_mut_447 = u32(0);
let l_472 = l_mut_94 < l_395;
if l_472 {
let l_473 = l_395 - u64(1);
let l_474 = l_473 / l_mut_94;
let l_475 = u64(l_469);
let l_476 = l_474 < l_475;
let l_477 = u64(l_469);
let l_478 = select(l_477, l_474, l_476);
let l_479 = u32(bitcast<u64>(l_478));
l_mut_447 = l_479;
}
let l_480 = u64(l_mut_447);
let l_481 = l_mut_94 * l_480;
let l_482 = l_395 - l_481;
l_mut_444 = l_482;
let l_483 = l_mut_444 < l_mut_94;
let l_484 = !l_483;
if l_484 {
let l_485 = l_mut_444 - l_mut_94;
l_mut_444 = l_485;
}
}
let l_486 = l_mut_444 < l_mut_427;
if l_486 {
l_mut_427 = l_mut_444;
}
}
}
let l_487 = l_mut_427 < l_398;
let l_488 = !l_487;
let l_489 = u32(l_488);
let l_490 = u32(2) - l_489;
l_mut_414 = l_490;
}
let l_491 = l_mut_414 > u32(0);
if l_491 {
let l_492 = l_mut_414 == u32(1);
l_mut_402 = l_492;
l_mut_405 = bool(false);
}
}
l_mut_493 = bool(false);
loop {
let l_494 = !l_mut_405;
if l_494 {
break;
}
let l_495 = l_mut_116 < l_mut_203;
if l_495 {
let l_496 = l_mut_203 - l_mut_116;
l_mut_444 = l_496;
l_mut_427 = l_mut_203;
let l_497 = l_mut_444 < l_mut_203;
if l_497 {
l_mut_427 = l_mut_444;
}
l_mut_498 = bool(false);
l_mut_498 = bool(true);
l_mut_447 = u32(0);
let l_499 = l_mut_149 == u64(0);
let l_500 = !l_499;
let l_501 = l_mut_498 && l_500;
let l_502 = l_mut_149 < l_mut_427;
let l_503 = l_501 && l_502;
let l_504 = l_mut_54 + l_mut_401;
let l_505 = l_504 < l_89;
let l_506 = l_503 && l_505;
if l_506 {
let l_507 = l_89 - l_mut_54;
let l_508 = l_507 - l_mut_401;
let l_509 = l_508 / l_mut_54;
let l_510 = l_mut_427 - u64(1);
let l_511 = l_510 / l_mut_149;
let l_512 = u64(l_509);
let l_513 = l_511 < l_512;
let l_514 = u64(l_509);
let l_515 = select(l_514, l_511, l_513);
let l_516 = u32(bitcast<u64>(l_515));
l_mut_447 = l_516;
}
l_mut_444 = l_mut_203;
l_mut_427 = l_mut_149;
l_mut_414 = l_mut_54;
l_mut_517 = l_mut_401;
l_mut_94 = l_mut_116;
l_mut_518 = u32(0);
let l_519 = l_mut_447 > u32(0);
if l_519 {
let l_520 = u64(l_mut_447);
let l_521 = l_mut_149 * l_520;
let l_522 = l_mut_203 - l_521;
l_mut_444 = l_522;
let l_523 = l_mut_447 * l_mut_54;
let l_524 = l_mut_401 + l_523;
l_mut_517 = l_524;
} else {
let l_525 = l_mut_518 == u32(0);
if l_525 {
let l_526 = l_89 - l_mut_54;
let l_527 = l_526 / l_mut_401;
l_mut_447 = u32(0);
l_mut_498 = bool(false);
l_mut_498 = bool(true);
let l_528 = l_mut_203 == u64(0);
if l_528 {
l_mut_447 = l_527;
} else {
if l_mut_498 {
let l_529 = l_mut_203 < l_mut_149;
if l_529 {
let l_530 = l_mut_149 - u64(1);
let l_531 = l_530 / l_mut_203;
let l_532 = u64(l_527);
let l_533 = l_531 < l_532;
let l_534 = u64(l_527);
let l_535 = select(l_534, l_531, l_533);
let l_536 = u32(bitcast<u64>(l_535));
l_mut_447 = l_536;
}
} else {
l_mut_537 = l_mut_149;
loop {
let l_538 = l_mut_203 < l_mut_537;
let l_539 = l_mut_447 * l_mut_401;
let l_540 = l_mut_54 + l_539;
let l_541 = l_540 + l_mut_401;
let l_542 = l_541 < l_89;
let l_543 = l_538 && l_542;
let l_544 = !l_543;
if l_544 {
break;
}
let l_545 = l_mut_537 - l_mut_203;
l_mut_537 = l_545;
l_mut_447 = l_mut_447 + u32(1);
}
}
}
let l_546 = l_mut_447 * l_mut_401;
let l_547 = l_mut_54 + l_546;
let l_548 = l_547 + l_mut_401;
let l_549 = l_548 >= l_89;
if l_549 {
l_mut_518 = u32(1);
} else {
let l_550 = u64(l_mut_447);
let l_551 = l_mut_203 * l_550;
let l_552 = l_mut_149 - l_551;
l_mut_427 = l_552;
let l_553 = l_mut_447 * l_mut_401;
let l_554 = l_mut_54 + l_553;
l_mut_414 = l_554;
let l_555 = l_mut_203 - l_mut_427;
l_mut_444 = l_555;
let l_556 = l_mut_401 + l_mut_414;
l_mut_517 = l_556;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_427;
l_mut_54 = l_mut_414;
l_mut_401 = l_mut_517;
l_mut_116 = l_mut_94;
let l_557 = l_mut_518 == u32(1);
l_mut_402 = l_557;
let l_558 = l_mut_518 == u32(0);
l_mut_405 = l_558;
} else {
let l_559 = l_mut_149 - l_mut_116;
l_mut_537 = l_559;
let l_560 = l_mut_116 - l_398;
l_mut_537 = l_560;
l_mut_444 = l_mut_149;
let l_561 = l_mut_537 < l_mut_149;
if l_561 {
l_mut_444 = l_mut_537;
}
l_mut_498 = bool(false);
l_mut_498 = bool(true);
l_mut_518 = u32(0);
let l_562 = l_mut_203 == u64(0);
let l_563 = !l_562;
let l_564 = l_mut_498 && l_563;
let l_565 = l_mut_203 < l_mut_444;
let l_566 = l_564 && l_565;
let l_567 = l_mut_401 + l_mut_54;
let l_568 = l_567 < l_89;
let l_569 = l_566 && l_568;
if l_569 {
let l_570 = l_89 - l_mut_401;
let l_571 = l_570 - l_mut_54;
let l_572 = l_571 / l_mut_401;
let l_573 = l_mut_444 - u64(1);
let l_574 = l_573 / l_mut_203;
let l_575 = u64(l_572);
let l_576 = l_574 < l_575;
let l_577 = u64(l_572);
let l_578 = select(l_577, l_574, l_576);
let l_579 = u32(bitcast<u64>(l_578));
l_mut_518 = l_579;
}
l_mut_537 = l_mut_149;
l_mut_444 = l_mut_203;
l_mut_517 = l_mut_401;
l_mut_447 = l_mut_54;
l_mut_427 = l_mut_116;
l_mut_414 = u32(0);
let l_580 = l_mut_518 > u32(0);
if l_580 {
let l_581 = u64(l_mut_518);
let l_582 = l_mut_203 * l_581;
let l_583 = l_mut_116 - l_582;
l_mut_427 = l_583;
let l_584 = l_mut_149 - l_582;
l_mut_537 = l_584;
let l_585 = l_mut_518 * l_mut_401;
let l_586 = l_mut_54 + l_585;
l_mut_447 = l_586;
} else {
let l_587 = l_mut_116 - l_mut_203;
l_mut_427 = l_587;
let l_588 = l_mut_427 < l_398;
if l_588 {
l_mut_414 = u32(2);
}
let l_589 = l_mut_414 == u32(0);
if l_589 {
let l_590 = l_89 - l_mut_401;
let l_591 = l_590 / l_mut_54;
l_mut_518 = u32(0);
l_mut_498 = bool(false);
l_mut_498 = bool(true);
let l_592 = l_mut_149 == u64(0);
if l_592 {
l_mut_518 = l_591;
} else {
if l_mut_498 {
let l_593 = l_mut_149 < l_mut_203;
if l_593 {
let l_594 = l_mut_203 - u64(1);
let l_595 = l_594 / l_mut_149;
let l_596 = u64(l_591);
let l_597 = l_595 < l_596;
let l_598 = u64(l_591);
let l_599 = select(l_598, l_595, l_597);
let l_600 = u32(bitcast<u64>(l_599));
l_mut_518 = l_600;
}
} else {
l_mut_94 = l_mut_203;
loop {
let l_601 = l_mut_149 < l_mut_94;
let l_602 = l_mut_518 * l_mut_54;
let l_603 = l_mut_401 + l_602;
let l_604 = l_603 + l_mut_54;
let l_605 = l_604 < l_89;
let l_606 = l_601 && l_605;
let l_607 = !l_606;
if l_607 {
break;
}
let l_608 = l_mut_94 - l_mut_149;
l_mut_94 = l_608;
l_mut_518 = l_mut_518 + u32(1);
}
}
}
let l_609 = l_mut_518 * l_mut_54;
let l_610 = l_mut_401 + l_609;
let l_611 = l_610 + l_mut_54;
let l_612 = l_611 >= l_89;
if l_612 {
l_mut_414 = u32(1);
} else {
let l_613 = u64(l_mut_518);
let l_614 = l_mut_149 * l_613;
let l_615 = l_mut_203 - l_614;
l_mut_444 = l_615;
let l_616 = l_mut_518 * l_mut_54;
let l_617 = l_mut_401 + l_616;
l_mut_517 = l_617;
let l_618 = l_mut_149 - l_mut_444;
l_mut_537 = l_618;
let l_619 = l_mut_54 + l_mut_517;
l_mut_447 = l_619;
}
}
}
l_mut_203 = l_mut_444;
l_mut_149 = l_mut_537;
l_mut_54 = l_mut_447;
l_mut_401 = l_mut_517;
l_mut_116 = l_mut_427;
let l_620 = l_mut_414 == u32(1);
l_mut_402 = l_620;
let l_621 = l_mut_414 == u32(0);
l_mut_405 = l_621;
}
}
let l_622 = !l_mut_402;
if l_622 {
let l_623 = l_47 * u32(8);
let l_624 = l_623 + l_48;
let l_739 = info.static_meta[u32(6)];
let l_740 = l_739 * u32(1);
let l_741 = l_740 - u32(1);
let l_742 = min(u32(1), l_741);
let l_743 = &buffer_6_global[l_742];
let l_625 = l_743;
let l_626 = atomicAdd(l_625, u32(1));let l_627 = info.static_meta[u32(12)];
let l_628 = l_626 < l_627;
if l_628 {
let l_744 = info.static_meta[u32(5)];
let l_745 = l_744 * u32(1);
let l_746 = l_626 < l_745;
if l_746 {
buffer_5_global[l_626] = l_624;
}
}
}
}
}
}
