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

var<workgroup> shared_memory_9: array<f32, 512>;

var<workgroup> shared_memory_10: array<f32, 512>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn matrix_product_f_f32(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_11: f32;
var l_mut_12: f32;
var l_mut_13: f32;
var l_mut_14: f32;
let l_165 = info.static_meta[u32(2)];
let l_166 = l_165 * u32(1);
let l_167 = u32(0) < l_166;
let l_168 = l_166 - u32(1);
let l_169 = min(u32(0), l_168);
let l_170 = buffer_2_global[l_169];
let l_171 = select(f32(0.0), l_170, l_167);
let l_0 = l_171;
let l_172 = info.static_meta[u32(2)];
let l_173 = l_172 * u32(1);
let l_174 = u32(1) < l_173;
let l_175 = l_173 - u32(1);
let l_176 = min(u32(1), l_175);
let l_177 = buffer_2_global[l_176];
let l_178 = select(f32(0.0), l_177, l_174);
let l_1 = l_178;
let l_179 = info.static_meta[u32(3)];
let l_180 = l_179 * u32(1);
let l_181 = u32(0) < l_180;
let l_182 = l_180 - u32(1);
let l_183 = min(u32(0), l_182);
let l_184 = buffer_3_global[l_183];
let l_185 = select(u32(0), l_184, l_181);
let l_2 = l_185;
let l_186 = info.static_meta[u32(3)];
let l_187 = l_186 * u32(1);
let l_188 = u32(1) < l_187;
let l_189 = l_187 - u32(1);
let l_190 = min(u32(1), l_189);
let l_191 = buffer_3_global[l_190];
let l_192 = select(u32(0), l_191, l_188);
let l_3 = l_192;
let l_193 = info.static_meta[u32(3)];
let l_194 = l_193 * u32(1);
let l_195 = u32(2) < l_194;
let l_196 = l_194 - u32(1);
let l_197 = min(u32(2), l_196);
let l_198 = buffer_3_global[l_197];
let l_199 = select(u32(0), l_198, l_195);
let l_4 = l_199;
let l_5 = workgroup_id.y * u32(16);
let l_6 = l_5 + local_invocation_id.y;
let l_7 = workgroup_id.x * u32(16);
let l_8 = l_7 + local_invocation_id.x;
l_mut_11 = f32(0.0);
l_mut_12 = f32(0.0);
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
let l_25 = u32(0) + l_16;
let l_26 = l_6 < l_2;
let l_27 = l_22 < l_3;
let l_28 = l_26 && l_27;
let l_29 = u32(0) * l_2;
let l_30 = l_29 + l_6;
let l_31 = l_30 * l_3;
let l_32 = l_31 + l_22;
let l_33 = select(u32(0), l_32, l_28);
let l_200 = info.static_meta[u32(0)];
let l_201 = l_200 * u32(1);
let l_202 = l_33 < l_201;
let l_203 = l_201 - u32(1);
let l_204 = min(l_33, l_203);
let l_205 = buffer_0_global[l_204];
let l_206 = select(f32(0.0), l_205, l_202);
let l_34 = l_206;
let l_35 = select(f32(0.0), l_34, l_28);
shared_memory_9[l_25] = l_35;
let l_36 = u32(0) + l_16;
let l_37 = l_24 < l_3;
let l_38 = l_8 < l_4;
let l_39 = l_37 && l_38;
let l_40 = u32(0) * l_3;
let l_41 = l_40 + l_24;
let l_42 = l_41 * l_4;
let l_43 = l_42 + l_8;
let l_44 = select(u32(0), l_43, l_39);
let l_207 = info.static_meta[u32(1)];
let l_208 = l_207 * u32(1);
let l_209 = l_44 < l_208;
let l_210 = l_208 - u32(1);
let l_211 = min(l_44, l_210);
let l_212 = buffer_1_global[l_211];
let l_213 = select(f32(0.0), l_212, l_209);
let l_45 = l_213;
let l_46 = select(f32(0.0), l_45, l_39);
shared_memory_10[l_36] = l_46;
let l_47 = u32(256) + l_16;
let l_48 = l_6 < l_2;
let l_49 = l_22 < l_3;
let l_50 = l_48 && l_49;
let l_51 = u32(1) * l_2;
let l_52 = l_51 + l_6;
let l_53 = l_52 * l_3;
let l_54 = l_53 + l_22;
let l_55 = select(u32(0), l_54, l_50);
let l_214 = info.static_meta[u32(0)];
let l_215 = l_214 * u32(1);
let l_216 = l_55 < l_215;
let l_217 = l_215 - u32(1);
let l_218 = min(l_55, l_217);
let l_219 = buffer_0_global[l_218];
let l_220 = select(f32(0.0), l_219, l_216);
let l_56 = l_220;
let l_57 = select(f32(0.0), l_56, l_50);
shared_memory_9[l_47] = l_57;
let l_58 = u32(256) + l_16;
let l_59 = l_24 < l_3;
let l_60 = l_8 < l_4;
let l_61 = l_59 && l_60;
let l_62 = u32(1) * l_3;
let l_63 = l_62 + l_24;
let l_64 = l_63 * l_4;
let l_65 = l_64 + l_8;
let l_66 = select(u32(0), l_65, l_61);
let l_221 = info.static_meta[u32(1)];
let l_222 = l_221 * u32(1);
let l_223 = l_66 < l_222;
let l_224 = l_222 - u32(1);
let l_225 = min(l_66, l_224);
let l_226 = buffer_1_global[l_225];
let l_227 = select(f32(0.0), l_226, l_223);
let l_67 = l_227;
let l_68 = select(f32(0.0), l_67, l_61);
shared_memory_10[l_58] = l_68;
workgroupBarrier();

for (var l_mut_69: u32 = u32(0); l_mut_69 < u32(16); l_mut_69++) {
let l_70 = local_invocation_id.y * u32(16);
let l_71 = l_70 + l_mut_69;
let l_72 = shared_memory_9[l_71];
let l_73 = u32(256) + l_71;
let l_74 = shared_memory_9[l_73];
let l_75 = l_mut_69 * u32(16);
let l_76 = l_75 + local_invocation_id.x;
let l_77 = shared_memory_10[l_76];
let l_78 = u32(256) + l_76;
let l_79 = shared_memory_10[l_78];
let l_80 = l_72 * l_77;
let l_81 = l_1 != f32(0.0);
let l_82 = select(l_1, l_80, l_81);
let l_83 = l_0 * l_72;
let l_84 = l_1 != f32(0.0);
let l_85 = select(l_1, l_83, l_84);
let l_86 = l_85 - l_72;
let l_87 = l_1 != f32(0.0);
let l_88 = select(l_1, l_86, l_87);
let l_89 = l_85 - l_88;
let l_90 = l_72 - l_89;
let l_91 = l_0 * l_77;
let l_92 = l_1 != f32(0.0);
let l_93 = select(l_1, l_91, l_92);
let l_94 = l_93 - l_77;
let l_95 = l_1 != f32(0.0);
let l_96 = select(l_1, l_94, l_95);
let l_97 = l_93 - l_96;
let l_98 = l_77 - l_97;
let l_99 = l_89 * l_97;
let l_100 = l_99 - l_82;
let l_101 = l_89 * l_98;
let l_102 = l_100 + l_101;
let l_103 = l_90 * l_97;
let l_104 = l_102 + l_103;
let l_105 = l_90 * l_98;
let l_106 = l_104 + l_105;
let l_107 = l_72 * l_79;
let l_108 = l_74 * l_77;
let l_109 = l_107 + l_108;
let l_110 = l_106 + l_109;
let l_111 = l_82 + l_110;
let l_112 = l_1 != f32(0.0);
let l_113 = select(l_1, l_111, l_112);
let l_114 = l_113 - l_82;
let l_115 = l_1 != f32(0.0);
let l_116 = select(l_1, l_114, l_115);
let l_117 = l_110 - l_116;
let l_118 = l_mut_11 + l_113;
let l_119 = l_1 != f32(0.0);
let l_120 = select(l_1, l_118, l_119);
let l_121 = l_120 - l_mut_11;
let l_122 = l_1 != f32(0.0);
let l_123 = select(l_1, l_121, l_122);
let l_124 = l_120 - l_123;
let l_125 = l_1 != f32(0.0);
let l_126 = select(l_1, l_124, l_125);
let l_127 = l_mut_11 - l_126;
let l_128 = l_113 - l_123;
let l_129 = l_127 + l_128;
let l_130 = l_mut_12 + l_117;
let l_131 = l_1 != f32(0.0);
let l_132 = select(l_1, l_130, l_131);
let l_133 = l_132 - l_mut_12;
let l_134 = l_1 != f32(0.0);
let l_135 = select(l_1, l_133, l_134);
let l_136 = l_132 - l_135;
let l_137 = l_1 != f32(0.0);
let l_138 = select(l_1, l_136, l_137);
let l_139 = l_mut_12 - l_138;
let l_140 = l_117 - l_135;
let l_141 = l_139 + l_140;
let l_142 = l_129 + l_132;
let l_143 = l_120 + l_142;
let l_144 = l_1 != f32(0.0);
let l_145 = select(l_1, l_143, l_144);
let l_146 = l_145 - l_120;
let l_147 = l_1 != f32(0.0);
let l_148 = select(l_1, l_146, l_147);
let l_149 = l_142 - l_148;
let l_150 = l_141 + l_149;
let l_151 = l_145 + l_150;
let l_152 = l_1 != f32(0.0);
let l_153 = select(l_1, l_151, l_152);
let l_154 = l_153 - l_145;
let l_155 = l_1 != f32(0.0);
let l_156 = select(l_1, l_154, l_155);
let l_157 = l_150 - l_156;
l_mut_11 = l_153;
l_mut_12 = l_157;
l_mut_13 = f32(0.0);
l_mut_14 = f32(0.0);
}
workgroupBarrier();
}
let l_158 = l_6 < l_2;
let l_159 = l_8 < l_4;
let l_160 = l_158 && l_159;
if l_160 {
let l_161 = l_6 * l_4;
let l_162 = l_161 + l_8;
let l_163 = l_2 * l_4;
let l_228 = info.static_meta[u32(4)];
let l_229 = l_228 * u32(1);
let l_230 = l_162 < l_229;
if l_230 {
buffer_4_global[l_162] = l_mut_11;
}
let l_164 = l_163 + l_162;
let l_231 = info.static_meta[u32(4)];
let l_232 = l_231 * u32(1);
let l_233 = l_164 < l_232;
if l_233 {
buffer_4_global[l_164] = l_mut_12;
}
}
}
