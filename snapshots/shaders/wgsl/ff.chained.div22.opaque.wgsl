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
let l_207 = info.static_meta[u32(2)];
let l_208 = l_207 * u32(1);
let l_209 = u32(0) < l_208;
let l_210 = l_208 - u32(1);
let l_211 = min(u32(0), l_210);
let l_212 = buffer_2_global[l_211];
let l_213 = select(f32(0.0), l_212, l_209);
let l_3 = l_213;
let l_214 = info.static_meta[u32(2)];
let l_215 = l_214 * u32(1);
let l_216 = u32(1) < l_215;
let l_217 = l_215 - u32(1);
let l_218 = min(u32(1), l_217);
let l_219 = buffer_2_global[l_218];
let l_220 = select(f32(0.0), l_219, l_216);
let l_4 = l_220;
let l_221 = info.static_meta[u32(1)];
let l_222 = l_221 * u32(1);
let l_223 = id < l_222;
let l_224 = l_222 - u32(1);
let l_225 = min(id, l_224);
let l_226 = buffer_1_global[l_225];
let l_227 = select(f32(0.0), l_226, l_223);
let l_5 = l_227;
let l_6 = l_1 + id;
let l_228 = info.static_meta[u32(1)];
let l_229 = l_228 * u32(1);
let l_230 = l_6 < l_229;
let l_231 = l_229 - u32(1);
let l_232 = min(l_6, l_231);
let l_233 = buffer_1_global[l_232];
let l_234 = select(f32(0.0), l_233, l_230);
let l_7 = l_234;
let l_235 = info.static_meta[u32(0)];
let l_236 = l_235 * u32(1);
let l_237 = id < l_236;
let l_238 = l_236 - u32(1);
let l_239 = min(id, l_238);
let l_240 = buffer_0_global[l_239];
let l_241 = select(f32(0.0), l_240, l_237);
let l_8 = l_241;
let l_9 = l_1 + id;
let l_242 = info.static_meta[u32(0)];
let l_243 = l_242 * u32(1);
let l_244 = l_9 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_9, l_245);
let l_247 = buffer_0_global[l_246];
let l_248 = select(f32(0.0), l_247, l_244);
let l_10 = l_248;
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
let l_24 = l_mut_11 / l_5;
let l_25 = l_5 * l_24;
let l_26 = l_25 * l_4;
let l_27 = l_3 * l_5;
let l_28 = l_27 * l_4;
let l_29 = l_28 - l_5;
let l_30 = l_29 * l_4;
let l_31 = l_28 - l_30;
let l_32 = l_5 - l_31;
let l_33 = l_3 * l_24;
let l_34 = l_33 * l_4;
let l_35 = l_34 - l_24;
let l_36 = l_35 * l_4;
let l_37 = l_34 - l_36;
let l_38 = l_24 - l_37;
let l_39 = l_31 * l_37;
let l_40 = l_39 - l_26;
let l_41 = l_31 * l_38;
let l_42 = l_40 + l_41;
let l_43 = l_32 * l_37;
let l_44 = l_42 + l_43;
let l_45 = l_32 * l_38;
let l_46 = l_44 + l_45;
let l_47 = l_7 * l_24;
let l_48 = l_26 + l_47;
let l_49 = l_48 * l_4;
let l_50 = l_49 - l_26;
let l_51 = l_50 * l_4;
let l_52 = l_47 - l_51;
let l_53 = l_52 + l_46;
let l_54 = l_49 + l_53;
let l_55 = l_54 * l_4;
let l_56 = l_55 - l_49;
let l_57 = l_56 * l_4;
let l_58 = l_53 - l_57;
let l_59 = l_mut_11 - l_55;
let l_60 = l_mut_12 - l_58;
let l_61 = l_59 + l_60;
let l_62 = l_61 / l_5;
let l_63 = l_24 + l_62;
let l_64 = l_63 * l_4;
let l_65 = l_64 - l_24;
let l_66 = l_65 * l_4;
let l_67 = l_62 - l_66;
let l_68 = l_mut_14 / l_5;
let l_69 = l_5 * l_68;
let l_70 = l_69 * l_4;
let l_71 = l_3 * l_5;
let l_72 = l_71 * l_4;
let l_73 = l_72 - l_5;
let l_74 = l_73 * l_4;
let l_75 = l_72 - l_74;
let l_76 = l_5 - l_75;
let l_77 = l_3 * l_68;
let l_78 = l_77 * l_4;
let l_79 = l_78 - l_68;
let l_80 = l_79 * l_4;
let l_81 = l_78 - l_80;
let l_82 = l_68 - l_81;
let l_83 = l_75 * l_81;
let l_84 = l_83 - l_70;
let l_85 = l_75 * l_82;
let l_86 = l_84 + l_85;
let l_87 = l_76 * l_81;
let l_88 = l_86 + l_87;
let l_89 = l_76 * l_82;
let l_90 = l_88 + l_89;
let l_91 = l_7 * l_68;
let l_92 = l_70 + l_91;
let l_93 = l_92 * l_4;
let l_94 = l_93 - l_70;
let l_95 = l_94 * l_4;
let l_96 = l_91 - l_95;
let l_97 = l_96 + l_90;
let l_98 = l_93 + l_97;
let l_99 = l_98 * l_4;
let l_100 = l_99 - l_93;
let l_101 = l_100 * l_4;
let l_102 = l_97 - l_101;
let l_103 = l_mut_14 - l_99;
let l_104 = l_mut_16 - l_102;
let l_105 = l_103 + l_104;
let l_106 = l_105 / l_5;
let l_107 = l_68 + l_106;
let l_108 = l_107 * l_4;
let l_109 = l_108 - l_68;
let l_110 = l_109 * l_4;
let l_111 = l_106 - l_110;
let l_112 = l_mut_18 / l_5;
let l_113 = l_5 * l_112;
let l_114 = l_113 * l_4;
let l_115 = l_3 * l_5;
let l_116 = l_115 * l_4;
let l_117 = l_116 - l_5;
let l_118 = l_117 * l_4;
let l_119 = l_116 - l_118;
let l_120 = l_5 - l_119;
let l_121 = l_3 * l_112;
let l_122 = l_121 * l_4;
let l_123 = l_122 - l_112;
let l_124 = l_123 * l_4;
let l_125 = l_122 - l_124;
let l_126 = l_112 - l_125;
let l_127 = l_119 * l_125;
let l_128 = l_127 - l_114;
let l_129 = l_119 * l_126;
let l_130 = l_128 + l_129;
let l_131 = l_120 * l_125;
let l_132 = l_130 + l_131;
let l_133 = l_120 * l_126;
let l_134 = l_132 + l_133;
let l_135 = l_7 * l_112;
let l_136 = l_114 + l_135;
let l_137 = l_136 * l_4;
let l_138 = l_137 - l_114;
let l_139 = l_138 * l_4;
let l_140 = l_135 - l_139;
let l_141 = l_140 + l_134;
let l_142 = l_137 + l_141;
let l_143 = l_142 * l_4;
let l_144 = l_143 - l_137;
let l_145 = l_144 * l_4;
let l_146 = l_141 - l_145;
let l_147 = l_mut_18 - l_143;
let l_148 = l_mut_19 - l_146;
let l_149 = l_147 + l_148;
let l_150 = l_149 / l_5;
let l_151 = l_112 + l_150;
let l_152 = l_151 * l_4;
let l_153 = l_152 - l_112;
let l_154 = l_153 * l_4;
let l_155 = l_150 - l_154;
let l_156 = l_mut_21 / l_5;
let l_157 = l_5 * l_156;
let l_158 = l_157 * l_4;
let l_159 = l_3 * l_5;
let l_160 = l_159 * l_4;
let l_161 = l_160 - l_5;
let l_162 = l_161 * l_4;
let l_163 = l_160 - l_162;
let l_164 = l_5 - l_163;
let l_165 = l_3 * l_156;
let l_166 = l_165 * l_4;
let l_167 = l_166 - l_156;
let l_168 = l_167 * l_4;
let l_169 = l_166 - l_168;
let l_170 = l_156 - l_169;
let l_171 = l_163 * l_169;
let l_172 = l_171 - l_158;
let l_173 = l_163 * l_170;
let l_174 = l_172 + l_173;
let l_175 = l_164 * l_169;
let l_176 = l_174 + l_175;
let l_177 = l_164 * l_170;
let l_178 = l_176 + l_177;
let l_179 = l_7 * l_156;
let l_180 = l_158 + l_179;
let l_181 = l_180 * l_4;
let l_182 = l_181 - l_158;
let l_183 = l_182 * l_4;
let l_184 = l_179 - l_183;
let l_185 = l_184 + l_178;
let l_186 = l_181 + l_185;
let l_187 = l_186 * l_4;
let l_188 = l_187 - l_181;
let l_189 = l_188 * l_4;
let l_190 = l_185 - l_189;
let l_191 = l_mut_21 - l_187;
let l_192 = l_mut_22 - l_190;
let l_193 = l_191 + l_192;
let l_194 = l_193 / l_5;
let l_195 = l_156 + l_194;
let l_196 = l_195 * l_4;
let l_197 = l_196 - l_156;
let l_198 = l_197 * l_4;
let l_199 = l_194 - l_198;
l_mut_11 = l_64;
l_mut_12 = l_67;
l_mut_14 = l_108;
l_mut_16 = l_111;
l_mut_18 = l_152;
l_mut_19 = l_155;
l_mut_21 = l_196;
l_mut_22 = l_199;
}
let l_200 = l_mut_11 + l_mut_14;
let l_201 = l_mut_18 + l_mut_21;
let l_202 = l_200 + l_201;
let l_249 = info.static_meta[u32(3)];
let l_250 = l_249 * u32(1);
let l_251 = id < l_250;
if l_251 {
buffer_3_global[id] = l_202;
}
let l_203 = l_1 + id;
let l_204 = l_mut_12 + l_mut_16;
let l_205 = l_mut_19 + l_mut_22;
let l_206 = l_204 + l_205;
let l_252 = info.static_meta[u32(3)];
let l_253 = l_252 * u32(1);
let l_254 = l_203 < l_253;
if l_254 {
buffer_3_global[l_203] = l_206;
}
}
}
