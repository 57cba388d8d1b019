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
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f32>;

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_9: array<f32, 256>;

var<workgroup> shared_memory_10: array<f32, 256>;

var<workgroup> shared_memory_11: array<f32, 256>;

var<workgroup> shared_memory_12: array<f32, 256>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn dd_matrix_product_f_f32(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_13: f32;
var l_mut_14: f32;
let l_146 = info.static_meta[u32(2)];
let l_147 = l_146 * u32(1);
let l_148 = u32(0) < l_147;
let l_149 = l_147 - u32(1);
let l_150 = min(u32(0), l_149);
let l_151 = buffer_2_global[l_150];
let l_152 = select(f32(0.0), l_151, l_148);
let l_0 = l_152;
let l_153 = info.static_meta[u32(2)];
let l_154 = l_153 * u32(1);
let l_155 = u32(1) < l_154;
let l_156 = l_154 - u32(1);
let l_157 = min(u32(1), l_156);
let l_158 = buffer_2_global[l_157];
let l_159 = select(f32(0.0), l_158, l_155);
let l_1 = l_159;
let l_160 = info.static_meta[u32(3)];
let l_161 = l_160 * u32(1);
let l_162 = u32(0) < l_161;
let l_163 = l_161 - u32(1);
let l_164 = min(u32(0), l_163);
let l_165 = buffer_3_global[l_164];
let l_166 = select(u32(0), l_165, l_162);
let l_2 = l_166;
let l_167 = info.static_meta[u32(3)];
let l_168 = l_167 * u32(1);
let l_169 = u32(1) < l_168;
let l_170 = l_168 - u32(1);
let l_171 = min(u32(1), l_170);
let l_172 = buffer_3_global[l_171];
let l_173 = select(u32(0), l_172, l_169);
let l_3 = l_173;
let l_174 = info.static_meta[u32(3)];
let l_175 = l_174 * u32(1);
let l_176 = u32(2) < l_175;
let l_177 = l_175 - u32(1);
let l_178 = min(u32(2), l_177);
let l_179 = buffer_3_global[l_178];
let l_180 = select(u32(0), l_179, l_176);
let l_4 = l_180;
let l_5 = workgroup_id.y * u32(16);
let l_6 = l_5 + local_invocation_id.y;
let l_7 = workgroup_id.x * u32(16);
let l_8 = l_7 + local_invocation_id.x;
l_mut_13 = f32(0.0);
l_mut_14 = f32(0.0);
let l_15 = local_invocation_id.y * u32(16);
let l_16 = l_15 + local_invocation_id.x;
let l_17 = l_3 + u32(16);
let l_18 = l_17 - u32(1);
let l_19 = l_18 / u32(16);

for (var l_mut_20: u32 = u32(0); l_mut_20 < l_19; l_mut_20++) {
let l_21 = l_mut_20 * u32(16);
let l_22 = l_21 + local_invocation_id.x;
let l_23 = l_mut_20 * u32(16);
let l_24 = l_23 + local_invocation_id.y;
let l_25 = l_6 < l_2;
let l_26 = l_22 < l_3;
let l_27 = l_25 && l_26;
let l_28 = u32(0) * l_2;
let l_29 = l_28 + l_6;
let l_30 = l_29 * l_3;
let l_31 = l_30 + l_22;
let l_32 = select(u32(0), l_31, l_27);
let l_181 = info.static_meta[u32(0)];
let l_182 = l_181 * u32(1);
let l_183 = l_32 < l_182;
let l_184 = l_182 - u32(1);
let l_185 = min(l_32, l_184);
let l_186 = buffer_0_global[l_185];
let l_187 = select(f32(0.0), l_186, l_183);
let l_33 = l_187;
let l_34 = select(f32(0.0), l_33, l_27);
shared_memory_9[l_16] = l_34;
let l_35 = l_6 < l_2;
let l_36 = l_22 < l_3;
let l_37 = l_35 && l_36;
let l_38 = u32(1) * l_2;
let l_39 = l_38 + l_6;
let l_40 = l_39 * l_3;
let l_41 = l_40 + l_22;
let l_42 = select(u32(0), l_41, l_37);
let l_188 = info.static_meta[u32(0)];
let l_189 = l_188 * u32(1);
let l_190 = l_42 < l_189;
let l_191 = l_189 - u32(1);
let l_192 = min(l_42, l_191);
let l_193 = buffer_0_global[l_192];
let l_194 = select(f32(0.0), l_193, l_190);
let l_43 = l_194;
let l_44 = select(f32(0.0), l_43, l_37);
shared_memory_10[l_16] = l_44;
let l_45 = l_24 < l_3;
let l_46 = l_8 < l_4;
let l_47 = l_45 && l_46;
let l_48 = u32(0) * l_3;
let l_49 = l_48 + l_24;
let l_50 = l_49 * l_4;
let l_51 = l_50 + l_8;
let l_52 = select(u32(0), l_51, l_47);
let l_195 = info.static_meta[u32(1)];
let l_196 = l_195 * u32(1);
let l_197 = l_52 < l_196;
let l_198 = l_196 - u32(1);
let l_199 = min(l_52, l_198);
let l_200 = buffer_1_global[l_199];
let l_201 = select(f32(0.0), l_200, l_197);
let l_53 = l_201;
let l_54 = select(f32(0.0), l_53, l_47);
shared_memory_11[l_16] = l_54;
let l_55 = l_24 < l_3;
let l_56 = l_8 < l_4;
let l_57 = l_55 && l_56;
let l_58 = u32(1) * l_3;
let l_59 = l_58 + l_24;
let l_60 = l_59 * l_4;
let l_61 = l_60 + l_8;
let l_62 = select(u32(0), l_61, l_57);
let l_202 = info.static_meta[u32(1)];
let l_203 = l_202 * u32(1);
let l_204 = l_62 < l_203;
let l_205 = l_203 - u32(1);
let l_206 = min(l_62, l_205);
let l_207 = buffer_1_global[l_206];
let l_208 = select(f32(0.0), l_207, l_204);
let l_63 = l_208;
let l_64 = select(f32(0.0), l_63, l_57);
shared_memory_12[l_16] = l_64;
workgroupBarrier();

for (var l_mut_65: u32 = u32(0); l_mut_65 < u32(16); l_mut_65++) {
let l_66 = local_invocation_id.y * u32(16);
let l_67 = l_66 + l_mut_65;
let l_68 = shared_memory_9[l_67];
let l_69 = local_invocation_id.y * u32(16);
let l_70 = l_69 + l_mut_65;
let l_71 = shared_memory_10[l_70];
let l_72 = l_mut_65 * u32(16);
let l_73 = l_72 + local_invocation_id.x;
let l_74 = shared_memory_11[l_73];
let l_75 = l_mut_65 * u32(16);
let l_76 = l_75 + local_invocation_id.x;
let l_77 = shared_memory_12[l_76];
let l_78 = l_68 * l_74;
let l_79 = l_78 * l_1;
let l_80 = l_0 * l_68;
let l_81 = l_80 * l_1;
let l_82 = l_81 - l_68;
let l_83 = l_82 * l_1;
let l_84 = l_81 - l_83;
let l_85 = l_68 - l_84;
let l_86 = l_0 * l_74;
let l_87 = l_86 * l_1;
let l_88 = l_87 - l_74;
let l_89 = l_88 * l_1;
let l_90 = l_87 - l_89;
let l_91 = l_74 - l_90;
let l_92 = l_84 * l_90;
let l_93 = l_92 - l_79;
let l_94 = l_84 * l_91;
let l_95 = l_93 + l_94;
let l_96 = l_85 * l_90;
let l_97 = l_95 + l_96;
let l_98 = l_85 * l_91;
let l_99 = l_97 + l_98;
let l_100 = l_68 * l_77;
let l_101 = l_71 * l_74;
let l_102 = l_100 + l_101;
let l_103 = l_99 + l_102;
let l_104 = l_79 + l_103;
let l_105 = l_104 * l_1;
let l_106 = l_105 - l_79;
let l_107 = l_106 * l_1;
let l_108 = l_103 - l_107;
let l_109 = l_mut_13 + l_105;
let l_110 = l_109 * l_1;
let l_111 = l_110 - l_mut_13;
let l_112 = l_111 * l_1;
let l_113 = l_110 - l_112;
let l_114 = l_113 * l_1;
let l_115 = l_mut_13 - l_114;
let l_116 = l_105 - l_112;
let l_117 = l_115 + l_116;
let l_118 = l_mut_14 + l_108;
let l_119 = l_118 * l_1;
let l_120 = l_119 - l_mut_14;
let l_121 = l_120 * l_1;
let l_122 = l_119 - l_121;
let l_123 = l_122 * l_1;
let l_124 = l_mut_14 - l_123;
let l_125 = l_108 - l_121;
let l_126 = l_124 + l_125;
let l_127 = l_117 + l_119;
let l_128 = l_110 + l_127;
let l_129 = l_128 * l_1;
let l_130 = l_129 - l_110;
let l_131 = l_130 * l_1;
let l_132 = l_127 - l_131;
let l_133 = l_126 + l_132;
let l_134 = l_129 + l_133;
let l_135 = l_134 * l_1;
let l_136 = l_135 - l_129;
let l_137 = l_136 * l_1;
let l_138 = l_133 - l_137;
l_mut_13 = l_135;
l_mut_14 = l_138;
}
workgroupBarrier();
}
let l_139 = l_6 < l_2;
let l_140 = l_8 < l_4;
let l_141 = l_139 && l_140;
if l_141 {
let l_142 = l_6 * l_4;
let l_143 = l_142 + l_8;
let l_209 = info.static_meta[u32(4)];
let l_210 = l_209 * u32(1);
let l_211 = l_143 < l_210;
if l_211 {
buffer_4_global[l_143] = l_mut_13;
}
let l_144 = l_2 * l_4;
let l_145 = l_144 + l_143;
let l_212 = info.static_meta[u32(4)];
let l_213 = l_212 * u32(1);
let l_214 = l_145 < l_213;
if l_214 {
buffer_4_global[l_145] = l_mut_14;
}
}
}
