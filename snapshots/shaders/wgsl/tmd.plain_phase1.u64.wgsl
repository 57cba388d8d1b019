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
var<storage, read_write> buffer_4_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn plain_phase1(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_104: u64;
var l_mut_105: u32;
var l_mut_106: u32;
var l_mut_107: bool;
var l_mut_109: bool;
var l_mut_37: u64;
var l_mut_59: u64;
let l_0 = id == u32(0);
if l_0 {
let l_131 = info.static_meta[u32(4)];
let l_132 = l_131 * u32(1);
let l_133 = l_132 - u32(1);
let l_134 = min(u32(3), l_133);
let l_135 = &buffer_4_global[l_134];
let l_1 = l_135;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * id;
let l_4 = info.static_meta[u32(5)];
let l_5 = l_3 < l_4;
if l_5 {
let l_136 = info.static_meta[u32(3)];
let l_137 = l_136 * u32(1);
let l_138 = u32(0) < l_137;
let l_139 = l_137 - u32(1);
let l_140 = min(u32(0), l_139);
let l_141 = buffer_3_global[l_140];
let l_142 = select(u32(0), l_141, l_138);
let l_6 = l_142;
let l_143 = info.static_meta[u32(3)];
let l_144 = l_143 * u32(1);
let l_145 = u32(2) < l_144;
let l_146 = l_144 - u32(1);
let l_147 = min(u32(2), l_146);
let l_148 = buffer_3_global[l_147];
let l_149 = select(u32(0), l_148, l_145);
let l_7 = l_149;
let l_8 = u32(2) * u32(2);
let l_150 = info.static_meta[u32(3)];
let l_151 = l_150 * u32(1);
let l_152 = l_8 < l_151;
let l_153 = l_151 - u32(1);
let l_154 = min(l_8, l_153);
let l_155 = buffer_3_global[l_154];
let l_156 = select(u32(0), l_155, l_152);
let l_9 = l_156;
let l_10 = u64(l_9);
let l_11 = u32(2) * u32(2);
let l_12 = l_11 + u32(1);
let l_157 = info.static_meta[u32(3)];
let l_158 = l_157 * u32(1);
let l_159 = l_12 < l_158;
let l_160 = l_158 - u32(1);
let l_161 = min(l_12, l_160);
let l_162 = buffer_3_global[l_161];
let l_163 = select(u32(0), l_162, l_159);
let l_13 = l_163;
let l_14 = u64(l_13);
let l_15 = l_14 << u32(bitcast<u64>(u64(32)));
let l_16 = l_10 | l_15;
let l_17 = u32(2) * id;
let l_164 = info.static_meta[u32(2)];
let l_165 = l_164 * u32(1);
let l_166 = l_17 < l_165;
let l_167 = l_165 - u32(1);
let l_168 = min(l_17, l_167);
let l_169 = buffer_2_global[l_168];
let l_170 = select(u32(0), l_169, l_166);
let l_18 = l_170;
let l_19 = u64(l_18);
let l_20 = u32(2) * id;
let l_21 = l_20 + u32(1);
let l_171 = info.static_meta[u32(2)];
let l_172 = l_171 * u32(1);
let l_173 = l_21 < l_172;
let l_174 = l_172 - u32(1);
let l_175 = min(l_21, l_174);
let l_176 = buffer_2_global[l_175];
let l_177 = select(u32(0), l_176, l_173);
let l_22 = l_177;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = u32(2) * id;
let l_178 = info.static_meta[u32(0)];
let l_179 = l_178 * u32(1);
let l_180 = l_26 < l_179;
let l_181 = l_179 - u32(1);
let l_182 = min(l_26, l_181);
let l_183 = buffer_0_global[l_182];
let l_184 = select(u32(0), l_183, l_180);
let l_27 = l_184;
let l_28 = u64(l_27);
let l_29 = u32(2) * id;
let l_30 = l_29 + u32(1);
let l_185 = info.static_meta[u32(0)];
let l_186 = l_185 * u32(1);
let l_187 = l_30 < l_186;
let l_188 = l_186 - u32(1);
let l_189 = min(l_30, l_188);
let l_190 = buffer_0_global[l_189];
let l_191 = select(u32(0), l_190, l_187);
let l_31 = l_191;
let l_32 = u64(l_31);
let l_33 = l_32 << u32(bitcast<u64>(u64(32)));
let l_34 = l_28 | l_33;
let l_35 = l_25 >> u32(bitcast<u64>(u64(63)));
let l_36 = l_35 == u64(1);
l_mut_37 = l_25;
if l_36 {
let l_38 = u64(u32(0));
let l_39 = l_38 - l_25;
l_mut_37 = l_39;
}
let l_40 = u64(l_6);
let l_41 = l_mut_37 & u64(4294967295);
let l_42 = l_41 * l_40;
let l_43 = l_mut_37 >> u32(bitcast<u64>(u64(32)));
let l_44 = l_43 * l_40;
let l_45 = l_44 << u32(bitcast<u64>(u64(32)));
let l_46 = l_42 + l_45;
let l_47 = l_44 >> u32(bitcast<u64>(u64(32)));
let l_48 = l_46 < l_42;
let l_49 = u64(l_48);
let l_50 = l_47 + l_49;
l_mut_37 = l_46;
let l_51 = l_7 == u32(64);
if l_51 {
l_mut_37 = l_50;
} else {
let l_52 = l_7 > u32(0);
if l_52 {
let l_53 = u32(64) - l_7;
let l_54 = u64(l_53);
let l_55 = l_50 << u32(bitcast<u64>(l_54));
let l_56 = u64(l_7);
let l_57 = l_46 >> u32(bitcast<u64>(l_56));
let l_58 = l_55 | l_57;
l_mut_37 = l_58;
}
}
l_mut_59 = l_mut_37;
if l_36 {
let l_60 = u64(u32(0));
let l_61 = l_60 - l_mut_59;
l_mut_59 = l_61;
}
let l_62 = l_34 + l_mut_59;
let l_63 = u32(2) * id;
let l_192 = info.static_meta[u32(1)];
let l_193 = l_192 * u32(1);
let l_194 = l_63 < l_193;
let l_195 = l_193 - u32(1);
let l_196 = min(l_63, l_195);
let l_197 = buffer_1_global[l_196];
let l_198 = select(u32(0), l_197, l_194);
let l_64 = l_198;
let l_65 = u64(l_64);
let l_66 = u32(2) * id;
let l_67 = l_66 + u32(1);
let l_199 = info.static_meta[u32(1)];
let l_200 = l_199 * u32(1);
let l_201 = l_67 < l_200;
let l_202 = l_200 - u32(1);
let l_203 = min(l_67, l_202);
let l_204 = buffer_1_global[l_203];
let l_205 = select(u32(0), l_204, l_201);
let l_68 = l_205;
let l_69 = u64(l_68);
let l_70 = l_69 << u32(bitcast<u64>(u64(32)));
let l_71 = l_65 | l_70;
let l_72 = l_6 * l_6;
let l_73 = l_7 + u32(3);
let l_74 = l_25 >> u32(bitcast<u64>(u64(63)));
let l_75 = l_74 == u64(1);
l_mut_59 = l_25;
if l_75 {
let l_76 = u64(u32(0));
let l_77 = l_76 - l_25;
l_mut_59 = l_77;
}
let l_78 = u64(l_72);
let l_79 = l_mut_59 & u64(4294967295);
let l_80 = l_79 * l_78;
let l_81 = l_mut_59 >> u32(bitcast<u64>(u64(32)));
let l_82 = l_81 * l_78;
let l_83 = l_82 << u32(bitcast<u64>(u64(32)));
let l_84 = l_80 + l_83;
let l_85 = l_82 >> u32(bitcast<u64>(u64(32)));
let l_86 = l_84 < l_80;
let l_87 = u64(l_86);
let l_88 = l_85 + l_87;
l_mut_59 = l_84;
let l_89 = l_73 == u32(64);
if l_89 {
l_mut_59 = l_88;
} else {
let l_90 = l_73 > u32(0);
if l_90 {
let l_91 = u32(64) - l_73;
let l_92 = u64(l_91);
let l_93 = l_88 << u32(bitcast<u64>(l_92));
let l_94 = u64(l_73);
let l_95 = l_84 >> u32(bitcast<u64>(l_94));
let l_96 = l_93 | l_95;
l_mut_59 = l_96;
}
}
l_mut_37 = l_mut_59;
if l_75 {
let l_97 = u64(u32(0));
let l_98 = l_97 - l_mut_37;
l_mut_37 = l_98;
}
let l_99 = l_71 - l_mut_37;
let l_100 = l_99 + l_16;
let l_101 = u64(0) - l_62;
let l_102 = l_16 + l_16;
l_mut_59 = l_101;
let l_103 = u64(0) - l_101;
l_mut_37 = l_103;
l_mut_104 = l_100;
l_mut_105 = u32(1);
l_mut_106 = u32(1);
l_mut_107 = bool(false);
let l_108 = l_mut_104 >= l_102;
l_mut_109 = l_108;
let l_110 = l_101 == u64(0);
if l_110 {
l_mut_107 = l_mut_109;
l_mut_109 = bool(false);
}
loop {
let l_111 = !l_mut_109;
if l_111 {
break;
}
let l_112 = l_mut_104 < l_mut_59;
if l_112 {
loop {
let l_113 = l_mut_59 < l_mut_37;
let l_114 = l_mut_105 + l_mut_106;
let l_115 = l_114 < l_6;
let l_116 = l_113 && l_115;
let l_117 = !l_116;
if l_117 {
break;
}
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
let l_118 = l_mut_105 + l_mut_106;
let l_119 = l_118 >= l_6;
if l_119 {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
} else {
l_mut_104 = l_mut_104 - l_mut_59;
let l_120 = l_mut_104 < l_102;
if l_120 {
l_mut_109 = bool(false);
} else {
loop {
let l_121 = l_mut_37 < l_mut_59;
let l_122 = l_mut_105 + l_mut_106;
let l_123 = l_122 < l_6;
let l_124 = l_121 && l_123;
let l_125 = !l_124;
if l_125 {
break;
}
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
let l_126 = l_mut_105 + l_mut_106;
let l_127 = l_126 >= l_6;
if l_127 {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
}
}
}
let l_128 = !l_mut_107;
if l_128 {
let l_206 = info.static_meta[u32(4)];
let l_207 = l_206 * u32(1);
let l_208 = l_207 - u32(1);
let l_209 = min(u32(0), l_208);
let l_210 = &buffer_4_global[l_209];
let l_129 = l_210;
let l_130 = atomicAdd(l_129, u32(1));}
}
}
