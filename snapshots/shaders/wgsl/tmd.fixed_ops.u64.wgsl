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
fn fixed_ops(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_63: u64;
var l_mut_64: u64;
var l_mut_66: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {
let l_2 = u32(2) * id;
let l_131 = info.static_meta[u32(0)];
let l_132 = l_131 * u32(1);
let l_133 = l_2 < l_132;
let l_134 = l_132 - u32(1);
let l_135 = min(l_2, l_134);
let l_136 = buffer_0_global[l_135];
let l_137 = select(u32(0), l_136, l_133);
let l_3 = l_137;
let l_4 = u64(l_3);
let l_5 = u32(2) * id;
let l_6 = l_5 + u32(1);
let l_138 = info.static_meta[u32(0)];
let l_139 = l_138 * u32(1);
let l_140 = l_6 < l_139;
let l_141 = l_139 - u32(1);
let l_142 = min(l_6, l_141);
let l_143 = buffer_0_global[l_142];
let l_144 = select(u32(0), l_143, l_140);
let l_7 = l_144;
let l_8 = u64(l_7);
let l_9 = l_8 << u32(bitcast<u64>(u64(32)));
let l_10 = l_4 | l_9;
let l_11 = u32(2) * id;
let l_145 = info.static_meta[u32(1)];
let l_146 = l_145 * u32(1);
let l_147 = l_11 < l_146;
let l_148 = l_146 - u32(1);
let l_149 = min(l_11, l_148);
let l_150 = buffer_1_global[l_149];
let l_151 = select(u32(0), l_150, l_147);
let l_12 = l_151;
let l_13 = u64(l_12);
let l_14 = u32(2) * id;
let l_15 = l_14 + u32(1);
let l_152 = info.static_meta[u32(1)];
let l_153 = l_152 * u32(1);
let l_154 = l_15 < l_153;
let l_155 = l_153 - u32(1);
let l_156 = min(l_15, l_155);
let l_157 = buffer_1_global[l_156];
let l_158 = select(u32(0), l_157, l_154);
let l_16 = l_158;
let l_17 = u64(l_16);
let l_18 = l_17 << u32(bitcast<u64>(u64(32)));
let l_19 = l_13 | l_18;
let l_159 = info.static_meta[u32(2)];
let l_160 = l_159 * u32(1);
let l_161 = id < l_160;
let l_162 = l_160 - u32(1);
let l_163 = min(id, l_162);
let l_164 = buffer_2_global[l_163];
let l_165 = select(u32(0), l_164, l_161);
let l_20 = l_165;
let l_21 = u32(6) * id;
let l_22 = l_10 + l_19;
let l_23 = u32(2) * l_21;
let l_24 = l_22 & u64(4294967295);
let l_25 = u32(bitcast<u64>(l_24));
let l_166 = info.static_meta[u32(4)];
let l_167 = l_166 * u32(1);
let l_168 = l_23 < l_167;
if l_168 {
buffer_4_global[l_23] = l_25;
}
let l_26 = u32(2) * l_21;
let l_27 = l_26 + u32(1);
let l_28 = l_22 >> u32(bitcast<u64>(u64(32)));
let l_29 = u32(bitcast<u64>(l_28));
let l_169 = info.static_meta[u32(4)];
let l_170 = l_169 * u32(1);
let l_171 = l_27 < l_170;
if l_171 {
buffer_4_global[l_27] = l_29;
}
let l_30 = u32(6) * id;
let l_31 = l_30 + u32(1);
let l_32 = l_10 - l_19;
let l_33 = u32(2) * l_31;
let l_34 = l_32 & u64(4294967295);
let l_35 = u32(bitcast<u64>(l_34));
let l_172 = info.static_meta[u32(4)];
let l_173 = l_172 * u32(1);
let l_174 = l_33 < l_173;
if l_174 {
buffer_4_global[l_33] = l_35;
}
let l_36 = u32(2) * l_31;
let l_37 = l_36 + u32(1);
let l_38 = l_32 >> u32(bitcast<u64>(u64(32)));
let l_39 = u32(bitcast<u64>(l_38));
let l_175 = info.static_meta[u32(4)];
let l_176 = l_175 * u32(1);
let l_177 = l_37 < l_176;
if l_177 {
buffer_4_global[l_37] = l_39;
}
let l_40 = u32(6) * id;
let l_41 = l_40 + u32(2);
let l_42 = u64(l_20);
let l_43 = l_10 * l_42;
let l_44 = u32(2) * l_41;
let l_45 = l_43 & u64(4294967295);
let l_46 = u32(bitcast<u64>(l_45));
let l_178 = info.static_meta[u32(4)];
let l_179 = l_178 * u32(1);
let l_180 = l_44 < l_179;
if l_180 {
buffer_4_global[l_44] = l_46;
}
let l_47 = u32(2) * l_41;
let l_48 = l_47 + u32(1);
let l_49 = l_43 >> u32(bitcast<u64>(u64(32)));
let l_50 = u32(bitcast<u64>(l_49));
let l_181 = info.static_meta[u32(4)];
let l_182 = l_181 * u32(1);
let l_183 = l_48 < l_182;
if l_183 {
buffer_4_global[l_48] = l_50;
}
let l_51 = u32(6) * id;
let l_52 = l_51 + u32(3);
let l_53 = l_20 % u32(64);
let l_54 = u64(l_53);
let l_55 = l_10 >> u32(bitcast<u64>(l_54));
let l_56 = u32(2) * l_52;
let l_57 = l_55 & u64(4294967295);
let l_58 = u32(bitcast<u64>(l_57));
let l_184 = info.static_meta[u32(4)];
let l_185 = l_184 * u32(1);
let l_186 = l_56 < l_185;
if l_186 {
buffer_4_global[l_56] = l_58;
}
let l_59 = u32(2) * l_52;
let l_60 = l_59 + u32(1);
let l_61 = l_55 >> u32(bitcast<u64>(u64(32)));
let l_62 = u32(bitcast<u64>(l_61));
let l_187 = info.static_meta[u32(4)];
let l_188 = l_187 * u32(1);
let l_189 = l_60 < l_188;
if l_189 {
buffer_4_global[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
let l_65 = l_19 < l_10;
if l_65 {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = u32(0);
let l_67 = l_mut_64 == u64(0);
let l_68 = !l_67;
let l_69 = l_mut_64 < l_mut_63;
let l_70 = l_68 && l_69;
if l_70 {
let l_71 = l_20 % u32(32768);
let l_72 = l_mut_63 - u64(1);
let l_73 = l_72 / l_mut_64;
let l_74 = u64(l_71);
let l_75 = l_73 < l_74;
let l_76 = u64(l_71);
let l_77 = select(l_76, l_73, l_75);
let l_78 = u32(bitcast<u64>(l_77));
l_mut_66 = l_78;
}
let l_79 = l_10 < l_19;
let l_80 = u32(l_79);
let l_81 = l_80 << u32(16);
l_mut_66 = l_mut_66 | l_81;
let l_82 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_83 = l_82 == u64(1);
let l_84 = u32(l_83);
let l_85 = l_84 << u32(17);
l_mut_66 = l_mut_66 | l_85;
let l_86 = u32(6) * id;
let l_87 = l_86 + u32(4);
let l_88 = u64(l_mut_66);
let l_89 = u32(2) * l_87;
let l_90 = l_88 & u64(4294967295);
let l_91 = u32(bitcast<u64>(l_90));
let l_190 = info.static_meta[u32(4)];
let l_191 = l_190 * u32(1);
let l_192 = l_89 < l_191;
if l_192 {
buffer_4_global[l_89] = l_91;
}
let l_92 = u32(2) * l_87;
let l_93 = l_92 + u32(1);
let l_94 = l_88 >> u32(bitcast<u64>(u64(32)));
let l_95 = u32(bitcast<u64>(l_94));
let l_193 = info.static_meta[u32(4)];
let l_194 = l_193 * u32(1);
let l_195 = l_93 < l_194;
if l_195 {
buffer_4_global[l_93] = l_95;
}
let l_96 = u32(6) * id;
let l_97 = l_96 + u32(5);
let l_196 = info.static_meta[u32(3)];
let l_197 = l_196 * u32(1);
let l_198 = id < l_197;
let l_199 = l_197 - u32(1);
let l_200 = min(id, l_199);
let l_201 = buffer_3_global[l_200];
let l_202 = select(u32(0), l_201, l_198);
let l_98 = l_202;
let l_99 = l_10 >> u32(bitcast<u64>(u64(63)));
let l_100 = l_99 == u64(1);
l_mut_64 = l_10;
if l_100 {
let l_101 = u64(u32(0));
let l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
let l_103 = u64(l_20);
let l_104 = l_mut_64 & u64(4294967295);
let l_105 = l_104 * l_103;
let l_106 = l_mut_64 >> u32(bitcast<u64>(u64(32)));
let l_107 = l_106 * l_103;
let l_108 = l_107 << u32(bitcast<u64>(u64(32)));
let l_109 = l_105 + l_108;
let l_110 = l_107 >> u32(bitcast<u64>(u64(32)));
let l_111 = l_109 < l_105;
let l_112 = u64(l_111);
let l_113 = l_110 + l_112;
l_mut_64 = l_109;
let l_114 = l_98 == u32(64);
if l_114 {
l_mut_64 = l_113;
} else {
let l_115 = l_98 > u32(0);
if l_115 {
let l_116 = u32(64) - l_98;
let l_117 = u64(l_116);
let l_118 = l_113 << u32(bitcast<u64>(l_117));
let l_119 = u64(l_98);
let l_120 = l_109 >> u32(bitcast<u64>(l_119));
let l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if l_100 {
let l_122 = u64(u32(0));
let l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
let l_124 = u32(2) * l_97;
let l_125 = l_mut_63 & u64(4294967295);
let l_126 = u32(bitcast<u64>(l_125));
let l_203 = info.static_meta[u32(4)];
let l_204 = l_203 * u32(1);
let l_205 = l_124 < l_204;
if l_205 {
buffer_4_global[l_124] = l_126;
}
let l_127 = u32(2) * l_97;
let l_128 = l_127 + u32(1);
let l_129 = l_mut_63 >> u32(bitcast<u64>(u64(32)));
let l_130 = u32(bitcast<u64>(l_129));
let l_206 = info.static_meta[u32(4)];
let l_207 = l_206 * u32(1);
let l_208 = l_128 < l_207;
if l_208 {
buffer_4_global[l_128] = l_130;
}
}
}
