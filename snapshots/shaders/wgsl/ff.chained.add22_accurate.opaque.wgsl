@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn chained_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_11: f32;
var l_mut_12: f32;
var l_mut_14: f32;
var l_mut_16: f32;
var l_mut_18: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_22: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_151 = info.static_meta[u32(2)];
let l_152 = l_151 * u32(1);
let l_153 = u32(0) < l_152;
let l_154 = l_152 - u32(1);
let l_155 = min(u32(0), l_154);
let l_156 = buffer_2_global[l_155];
let l_157 = select(f32(0.0), l_156, l_153);
let l_3 = l_157;
let l_158 = info.static_meta[u32(2)];
let l_159 = l_158 * u32(1);
let l_160 = u32(1) < l_159;
let l_161 = l_159 - u32(1);
let l_162 = min(u32(1), l_161);
let l_163 = buffer_2_global[l_162];
let l_164 = select(f32(0.0), l_163, l_160);
let l_4 = l_164;
let l_165 = info.static_meta[u32(1)];
let l_166 = l_165 * u32(1);
let l_167 = id < l_166;
let l_168 = l_166 - u32(1);
let l_169 = min(id, l_168);
let l_170 = buffer_1_global[l_169];
let l_171 = select(f32(0.0), l_170, l_167);
let l_5 = l_171;
let l_6 = l_1 + id;
let l_172 = info.static_meta[u32(1)];
let l_173 = l_172 * u32(1);
let l_174 = l_6 < l_173;
let l_175 = l_173 - u32(1);
let l_176 = min(l_6, l_175);
let l_177 = buffer_1_global[l_176];
let l_178 = select(f32(0.0), l_177, l_174);
let l_7 = l_178;
let l_179 = info.static_meta[u32(0)];
let l_180 = l_179 * u32(1);
let l_181 = id < l_180;
let l_182 = l_180 - u32(1);
let l_183 = min(id, l_182);
let l_184 = buffer_0_global[l_183];
let l_185 = select(f32(0.0), l_184, l_181);
let l_8 = l_185;
let l_9 = l_1 + id;
let l_186 = info.static_meta[u32(0)];
let l_187 = l_186 * u32(1);
let l_188 = l_9 < l_187;
let l_189 = l_187 - u32(1);
let l_190 = min(l_9, l_189);
let l_191 = buffer_0_global[l_190];
let l_192 = select(f32(0.0), l_191, l_188);
let l_10 = l_192;
l_mut_11 = l_8;
l_mut_12 = l_10;
let l_13 = l_8 * l_3;
l_mut_14 = l_13;
let l_15 = l_10 * l_3;
l_mut_16 = l_15;
let l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
let l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (var l_mut_23: u32 = u32(0); l_mut_23 < u32(256); l_mut_23++) {
let l_24 = l_mut_11 + l_5;
let l_25 = l_24 * l_4;
let l_26 = l_25 - l_mut_11;
let l_27 = l_26 * l_4;
let l_28 = l_25 - l_27;
let l_29 = l_28 * l_4;
let l_30 = l_mut_11 - l_29;
let l_31 = l_5 - l_27;
let l_32 = l_30 + l_31;
let l_33 = l_mut_12 + l_7;
let l_34 = l_33 * l_4;
let l_35 = l_34 - l_mut_12;
let l_36 = l_35 * l_4;
let l_37 = l_34 - l_36;
let l_38 = l_37 * l_4;
let l_39 = l_mut_12 - l_38;
let l_40 = l_7 - l_36;
let l_41 = l_39 + l_40;
let l_42 = l_32 + l_34;
let l_43 = l_25 + l_42;
let l_44 = l_43 * l_4;
let l_45 = l_44 - l_25;
let l_46 = l_45 * l_4;
let l_47 = l_42 - l_46;
let l_48 = l_41 + l_47;
let l_49 = l_44 + l_48;
let l_50 = l_49 * l_4;
let l_51 = l_50 - l_44;
let l_52 = l_51 * l_4;
let l_53 = l_48 - l_52;
let l_54 = l_mut_14 + l_5;
let l_55 = l_54 * l_4;
let l_56 = l_55 - l_mut_14;
let l_57 = l_56 * l_4;
let l_58 = l_55 - l_57;
let l_59 = l_58 * l_4;
let l_60 = l_mut_14 - l_59;
let l_61 = l_5 - l_57;
let l_62 = l_60 + l_61;
let l_63 = l_mut_16 + l_7;
let l_64 = l_63 * l_4;
let l_65 = l_64 - l_mut_16;
let l_66 = l_65 * l_4;
let l_67 = l_64 - l_66;
let l_68 = l_67 * l_4;
let l_69 = l_mut_16 - l_68;
let l_70 = l_7 - l_66;
let l_71 = l_69 + l_70;
let l_72 = l_62 + l_64;
let l_73 = l_55 + l_72;
let l_74 = l_73 * l_4;
let l_75 = l_74 - l_55;
let l_76 = l_75 * l_4;
let l_77 = l_72 - l_76;
let l_78 = l_71 + l_77;
let l_79 = l_74 + l_78;
let l_80 = l_79 * l_4;
let l_81 = l_80 - l_74;
let l_82 = l_81 * l_4;
let l_83 = l_78 - l_82;
let l_84 = l_mut_18 + l_5;
let l_85 = l_84 * l_4;
let l_86 = l_85 - l_mut_18;
let l_87 = l_86 * l_4;
let l_88 = l_85 - l_87;
let l_89 = l_88 * l_4;
let l_90 = l_mut_18 - l_89;
let l_91 = l_5 - l_87;
let l_92 = l_90 + l_91;
let l_93 = l_mut_19 + l_7;
let l_94 = l_93 * l_4;
let l_95 = l_94 - l_mut_19;
let l_96 = l_95 * l_4;
let l_97 = l_94 - l_96;
let l_98 = l_97 * l_4;
let l_99 = l_mut_19 - l_98;
let l_100 = l_7 - l_96;
let l_101 = l_99 + l_100;
let l_102 = l_92 + l_94;
let l_103 = l_85 + l_102;
let l_104 = l_103 * l_4;
let l_105 = l_104 - l_85;
let l_106 = l_105 * l_4;
let l_107 = l_102 - l_106;
let l_108 = l_101 + l_107;
let l_109 = l_104 + l_108;
let l_110 = l_109 * l_4;
let l_111 = l_110 - l_104;
let l_112 = l_111 * l_4;
let l_113 = l_108 - l_112;
let l_114 = l_mut_21 + l_5;
let l_115 = l_114 * l_4;
let l_116 = l_115 - l_mut_21;
let l_117 = l_116 * l_4;
let l_118 = l_115 - l_117;
let l_119 = l_118 * l_4;
let l_120 = l_mut_21 - l_119;
let l_121 = l_5 - l_117;
let l_122 = l_120 + l_121;
let l_123 = l_mut_22 + l_7;
let l_124 = l_123 * l_4;
let l_125 = l_124 - l_mut_22;
let l_126 = l_125 * l_4;
let l_127 = l_124 - l_126;
let l_128 = l_127 * l_4;
let l_129 = l_mut_22 - l_128;
let l_130 = l_7 - l_126;
let l_131 = l_129 + l_130;
let l_132 = l_122 + l_124;
let l_133 = l_115 + l_132;
let l_134 = l_133 * l_4;
let l_135 = l_134 - l_115;
let l_136 = l_135 * l_4;
let l_137 = l_132 - l_136;
let l_138 = l_131 + l_137;
let l_139 = l_134 + l_138;
let l_140 = l_139 * l_4;
let l_141 = l_140 - l_134;
let l_142 = l_141 * l_4;
let l_143 = l_138 - l_142;
l_mut_11 = l_50;
l_mut_12 = l_53;
l_mut_14 = l_80;
l_mut_16 = l_83;
l_mut_18 = l_110;
l_mut_19 = l_113;
l_mut_21 = l_140;
l_mut_22 = l_143;
}
let l_144 = l_mut_11 + l_mut_14;
let l_145 = l_mut_18 + l_mut_21;
let l_146 = l_144 + l_145;
let l_193 = info.static_meta[u32(3)];
let l_194 = l_193 * u32(1);
let l_195 = id < l_194;
if l_195 {
buffer_3_global[id] = l_146;
}
let l_147 = l_1 + id;
let l_148 = l_mut_12 + l_mut_16;
let l_149 = l_mut_19 + l_mut_22;
let l_150 = l_148 + l_149;
let l_196 = info.static_meta[u32(3)];
let l_197 = l_196 * u32(1);
let l_198 = l_147 < l_197;
if l_198 {
buffer_3_global[l_147] = l_150;
}
}
}
