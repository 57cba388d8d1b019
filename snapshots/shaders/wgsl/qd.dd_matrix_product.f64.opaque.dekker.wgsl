@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f64>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f64>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f64>;

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

var<workgroup> shared_memory_9: array<f64, 512>;

var<workgroup> shared_memory_10: array<f64, 512>;

const WORKGROUP_SIZE_X = 16u;
const WORKGROUP_SIZE_Y = 16u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(16, 16, 1)
fn matrix_product_f_f64(
    @builtin(local_invocation_id) local_invocation_id: vec3<u32>,
    @builtin(workgroup_id) workgroup_id: vec3<u32>,
) {
var l_mut_11: f64;
var l_mut_12: f64;
var l_mut_13: f64;
var l_mut_14: f64;
let l_148 = info.static_meta[u32(2)];
let l_149 = l_148 * u32(1);
let l_150 = u32(0) < l_149;
let l_151 = l_149 - u32(1);
let l_152 = min(u32(0), l_151);
let l_153 = buffer_2_global[l_152];
let l_154 = select(f64(0.0), l_153, l_150);
let l_0 = l_154;
let l_155 = info.static_meta[u32(2)];
let l_156 = l_155 * u32(1);
let l_157 = u32(1) < l_156;
let l_158 = l_156 - u32(1);
let l_159 = min(u32(1), l_158);
let l_160 = buffer_2_global[l_159];
let l_161 = select(f64(0.0), l_160, l_157);
let l_1 = l_161;
let l_162 = info.static_meta[u32(3)];
let l_163 = l_162 * u32(1);
let l_164 = u32(0) < l_163;
let l_165 = l_163 - u32(1);
let l_166 = min(u32(0), l_165);
let l_167 = buffer_3_global[l_166];
let l_168 = select(u32(0), l_167, l_164);
let l_2 = l_168;
let l_169 = info.static_meta[u32(3)];
let l_170 = l_169 * u32(1);
let l_171 = u32(1) < l_170;
let l_172 = l_170 - u32(1);
let l_173 = min(u32(1), l_172);
let l_174 = buffer_3_global[l_173];
let l_175 = select(u32(0), l_174, l_171);
let l_3 = l_175;
let l_176 = info.static_meta[u32(3)];
let l_177 = l_176 * u32(1);
let l_178 = u32(2) < l_177;
let l_179 = l_177 - u32(1);
let l_180 = min(u32(2), l_179);
let l_181 = buffer_3_global[l_180];
let l_182 = select(u32(0), l_181, l_178);
let l_4 = l_182;
let l_5 = workgroup_id.y * u32(16);
let l_6 = l_5 + local_invocation_id.y;
let l_7 = workgroup_id.x * u32(16);
let l_8 = l_7 + local_invocation_id.x;
l_mut_11 = f64(0.0);
l_mut_12 = f64(0.0);
l_mut_13 = f64(0.0);
l_mut_14 = f64(0.0);
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
let l_183 = info.static_meta[u32(0)];
let l_184 = l_183 * u32(1);
let l_185 = l_33 < l_184;
let l_186 = l_184 - u32(1);
let l_187 = min(l_33, l_186);
let l_188 = buffer_0_global[l_187];
let l_189 = select(f64(0.0), l_188, l_185);
let l_34 = l_189;
let l_35 = select(f64(0.0), l_34, l_28);
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
let l_190 = info.static_meta[u32(1)];
let l_191 = l_190 * u32(1);
let l_192 = l_44 < l_191;
let l_193 = l_191 - u32(1);
let l_194 = min(l_44, l_193);
let l_195 = buffer_1_global[l_194];
let l_196 = select(f64(0.0), l_195, l_192);
let l_45 = l_196;
let l_46 = select(f64(0.0), l_45, l_39);
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
let l_197 = info.static_meta[u32(0)];
let l_198 = l_197 * u32(1);
let l_199 = l_55 < l_198;
let l_200 = l_198 - u32(1);
let l_201 = min(l_55, l_200);
let l_202 = buffer_0_global[l_201];
let l_203 = select(f64(0.0), l_202, l_199);
let l_56 = l_203;
let l_57 = select(f64(0.0), l_56, l_50);
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
let l_204 = info.static_meta[u32(1)];
let l_205 = l_204 * u32(1);
let l_206 = l_66 < l_205;
let l_207 = l_205 - u32(1);
let l_208 = min(l_66, l_207);
let l_209 = buffer_1_global[l_208];
let l_210 = select(f64(0.0), l_209, l_206);
let l_67 = l_210;
let l_68 = select(f64(0.0), l_67, l_61);
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
let l_81 = l_80 * l_1;
let l_82 = l_0 * l_72;
let l_83 = l_82 * l_1;
let l_84 = l_83 - l_72;
let l_85 = l_84 * l_1;
let l_86 = l_83 - l_85;
let l_87 = l_72 - l_86;
let l_88 = l_0 * l_77;
let l_89 = l_88 * l_1;
let l_90 = l_89 - l_77;
let l_91 = l_90 * l_1;
let l_92 = l_89 - l_91;
let l_93 = l_77 - l_92;
let l_94 = l_86 * l_92;
let l_95 = l_94 - l_81;
let l_96 = l_86 * l_93;
let l_97 = l_95 + l_96;
let l_98 = l_87 * l_92;
let l_99 = l_97 + l_98;
let l_100 = l_87 * l_93;
let l_101 = l_99 + l_100;
let l_102 = l_72 * l_79;
let l_103 = l_74 * l_77;
let l_104 = l_102 + l_103;
let l_105 = l_101 + l_104;
let l_106 = l_81 + l_105;
let l_107 = l_106 * l_1;
let l_108 = l_107 - l_81;
let l_109 = l_108 * l_1;
let l_110 = l_105 - l_109;
let l_111 = l_mut_11 + l_107;
let l_112 = l_111 * l_1;
let l_113 = l_112 - l_mut_11;
let l_114 = l_113 * l_1;
let l_115 = l_112 - l_114;
let l_116 = l_115 * l_1;
let l_117 = l_mut_11 - l_116;
let l_118 = l_107 - l_114;
let l_119 = l_117 + l_118;
let l_120 = l_mut_12 + l_110;
let l_121 = l_120 * l_1;
let l_122 = l_121 - l_mut_12;
let l_123 = l_122 * l_1;
let l_124 = l_121 - l_123;
let l_125 = l_124 * l_1;
let l_126 = l_mut_12 - l_125;
let l_127 = l_110 - l_123;
let l_128 = l_126 + l_127;
let l_129 = l_119 + l_121;
let l_130 = l_112 + l_129;
let l_131 = l_130 * l_1;
let l_132 = l_131 - l_112;
let l_133 = l_132 * l_1;
let l_134 = l_129 - l_133;
let l_135 = l_128 + l_134;
let l_136 = l_131 + l_135;
let l_137 = l_136 * l_1;
let l_138 = l_137 - l_131;
let l_139 = l_138 * l_1;
let l_140 = l_135 - l_139;
l_mut_11 = l_137;
l_mut_12 = l_140;
l_mut_13 = f64(0.0);
l_mut_14 = f64(0.0);
}
workgroupBarrier();
}
let l_141 = l_6 < l_2;
let l_142 = l_8 < l_4;
let l_143 = l_141 && l_142;
if l_143 {
let l_144 = l_6 * l_4;
let l_145 = l_144 + l_8;
let l_146 = l_2 * l_4;
let l_211 = info.static_meta[u32(4)];
let l_212 = l_211 * u32(1);
let l_213 = l_145 < l_212;
if l_213 {
buffer_4_global[l_145] = l_mut_11;
}
let l_147 = l_146 + l_145;
let l_214 = info.static_meta[u32(4)];
let l_215 = l_214 * u32(1);
let l_216 = l_147 < l_215;
if l_216 {
buffer_4_global[l_147] = l_mut_12;
}
}
}
