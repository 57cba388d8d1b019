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

var l_mut_102: f32;
var l_mut_113: f32;
var l_mut_11: f32;
var l_mut_12: f32;
var l_mut_147: f32;
var l_mut_14: f32;
var l_mut_158: f32;
var l_mut_16: f32;
var l_mut_18: f32;
var l_mut_192: f32;
var l_mut_19: f32;
var l_mut_203: f32;
var l_mut_21: f32;
var l_mut_22: f32;
var l_mut_50: f32;
var l_mut_51: f32;
var l_mut_57: f32;
var l_mut_68: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_213 = info.static_meta[u32(2)];
let l_214 = l_213 * u32(1);
let l_215 = u32(0) < l_214;
let l_216 = l_214 - u32(1);
let l_217 = min(u32(0), l_216);
let l_218 = buffer_2_global[l_217];
let l_219 = select(f32(0.0), l_218, l_215);
let l_3 = l_219;
let l_220 = info.static_meta[u32(2)];
let l_221 = l_220 * u32(1);
let l_222 = u32(1) < l_221;
let l_223 = l_221 - u32(1);
let l_224 = min(u32(1), l_223);
let l_225 = buffer_2_global[l_224];
let l_226 = select(f32(0.0), l_225, l_222);
let l_4 = l_226;
let l_227 = info.static_meta[u32(1)];
let l_228 = l_227 * u32(1);
let l_229 = id < l_228;
let l_230 = l_228 - u32(1);
let l_231 = min(id, l_230);
let l_232 = buffer_1_global[l_231];
let l_233 = select(f32(0.0), l_232, l_229);
let l_5 = l_233;
let l_6 = l_1 + id;
let l_234 = info.static_meta[u32(1)];
let l_235 = l_234 * u32(1);
let l_236 = l_6 < l_235;
let l_237 = l_235 - u32(1);
let l_238 = min(l_6, l_237);
let l_239 = buffer_1_global[l_238];
let l_240 = select(f32(0.0), l_239, l_236);
let l_7 = l_240;
let l_241 = info.static_meta[u32(0)];
let l_242 = l_241 * u32(1);
let l_243 = id < l_242;
let l_244 = l_242 - u32(1);
let l_245 = min(id, l_244);
let l_246 = buffer_0_global[l_245];
let l_247 = select(f32(0.0), l_246, l_243);
let l_8 = l_247;
let l_9 = l_1 + id;
let l_248 = info.static_meta[u32(0)];
let l_249 = l_248 * u32(1);
let l_250 = l_9 < l_249;
let l_251 = l_249 - u32(1);
let l_252 = min(l_9, l_251);
let l_253 = buffer_0_global[l_252];
let l_254 = select(f32(0.0), l_253, l_250);
let l_10 = l_254;
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
let l_24 = l_mut_11 * l_5;
let l_25 = l_24 * l_4;
let l_26 = l_3 * l_mut_11;
let l_27 = l_26 * l_4;
let l_28 = l_27 - l_mut_11;
let l_29 = l_28 * l_4;
let l_30 = l_27 - l_29;
let l_31 = l_mut_11 - l_30;
let l_32 = l_3 * l_5;
let l_33 = l_32 * l_4;
let l_34 = l_33 - l_5;
let l_35 = l_34 * l_4;
let l_36 = l_33 - l_35;
let l_37 = l_5 - l_36;
let l_38 = l_30 * l_36;
let l_39 = l_38 - l_25;
let l_40 = l_30 * l_37;
let l_41 = l_39 + l_40;
let l_42 = l_31 * l_36;
let l_43 = l_41 + l_42;
let l_44 = l_31 * l_37;
let l_45 = l_43 + l_44;
let l_46 = l_mut_11 * l_7;
let l_47 = l_mut_12 * l_5;
let l_48 = l_46 + l_47;
let l_49 = l_48 + l_45;
l_mut_50 = l_25;
l_mut_51 = l_49;
let l_52 = abs(l_49);
let l_53 = abs(l_25);
let l_54 = l_52 >= l_53;
if l_54 {
l_mut_50 = l_49;
l_mut_51 = l_25;
}
let l_55 = l_mut_50 + l_mut_51;
let l_56 = l_55 * l_4;
l_mut_57 = l_56;
let l_58 = l_mut_57 - l_mut_50;
let l_59 = l_58 * l_4;
let l_60 = l_mut_57 - l_59;
let l_61 = l_60 * l_4;
let l_62 = l_61 - l_mut_50;
let l_63 = l_62 * l_4;
let l_64 = l_mut_51 - l_63;
let l_65 = l_64 * l_4;
let l_66 = l_65 - l_59;
let l_67 = l_66 * l_4;
l_mut_68 = l_67;
let l_69 = l_mut_68 + l_59;
let l_70 = l_69 != l_65;
if l_70 {
l_mut_57 = l_mut_50;
l_mut_68 = l_mut_51;
}
let l_71 = l_mut_14 * l_5;
let l_72 = l_71 * l_4;
let l_73 = l_3 * l_mut_14;
let l_74 = l_73 * l_4;
let l_75 = l_74 - l_mut_14;
let l_76 = l_75 * l_4;
let l_77 = l_74 - l_76;
let l_78 = l_mut_14 - l_77;
let l_79 = l_3 * l_5;
let l_80 = l_79 * l_4;
let l_81 = l_80 - l_5;
let l_82 = l_81 * l_4;
let l_83 = l_80 - l_82;
let l_84 = l_5 - l_83;
let l_85 = l_77 * l_83;
let l_86 = l_85 - l_72;
let l_87 = l_77 * l_84;
let l_88 = l_86 + l_87;
let l_89 = l_78 * l_83;
let l_90 = l_88 + l_89;
let l_91 = l_78 * l_84;
let l_92 = l_90 + l_91;
let l_93 = l_mut_14 * l_7;
let l_94 = l_mut_16 * l_5;
let l_95 = l_93 + l_94;
let l_96 = l_95 + l_92;
l_mut_51 = l_72;
l_mut_50 = l_96;
let l_97 = abs(l_96);
let l_98 = abs(l_72);
let l_99 = l_97 >= l_98;
if l_99 {
l_mut_51 = l_96;
l_mut_50 = l_72;
}
let l_100 = l_mut_51 + l_mut_50;
let l_101 = l_100 * l_4;
l_mut_102 = l_101;
let l_103 = l_mut_102 - l_mut_51;
let l_104 = l_103 * l_4;
let l_105 = l_mut_102 - l_104;
let l_106 = l_105 * l_4;
let l_107 = l_106 - l_mut_51;
let l_108 = l_107 * l_4;
let l_109 = l_mut_50 - l_108;
let l_110 = l_109 * l_4;
let l_111 = l_110 - l_104;
let l_112 = l_111 * l_4;
l_mut_113 = l_112;
let l_114 = l_mut_113 + l_104;
let l_115 = l_114 != l_110;
if l_115 {
l_mut_102 = l_mut_51;
l_mut_113 = l_mut_50;
}
let l_116 = l_mut_18 * l_5;
let l_117 = l_116 * l_4;
let l_118 = l_3 * l_mut_18;
let l_119 = l_118 * l_4;
let l_120 = l_119 - l_mut_18;
let l_121 = l_120 * l_4;
let l_122 = l_119 - l_121;
let l_123 = l_mut_18 - l_122;
let l_124 = l_3 * l_5;
let l_125 = l_124 * l_4;
let l_126 = l_125 - l_5;
let l_127 = l_126 * l_4;
let l_128 = l_125 - l_127;
let l_129 = l_5 - l_128;
let l_130 = l_122 * l_128;
let l_131 = l_130 - l_117;
let l_132 = l_122 * l_129;
let l_133 = l_131 + l_132;
let l_134 = l_123 * l_128;
let l_135 = l_133 + l_134;
let l_136 = l_123 * l_129;
let l_137 = l_135 + l_136;
let l_138 = l_mut_18 * l_7;
let l_139 = l_mut_19 * l_5;
let l_140 = l_138 + l_139;
let l_141 = l_140 + l_137;
l_mut_51 = l_117;
l_mut_50 = l_141;
let l_142 = abs(l_141);
let l_143 = abs(l_117);
let l_144 = l_142 >= l_143;
if l_144 {
l_mut_51 = l_141;
l_mut_50 = l_117;
}
let l_145 = l_mut_51 + l_mut_50;
let l_146 = l_145 * l_4;
l_mut_147 = l_146;
let l_148 = l_mut_147 - l_mut_51;
let l_149 = l_148 * l_4;
let l_150 = l_mut_147 - l_149;
let l_151 = l_150 * l_4;
let l_152 = l_151 - l_mut_51;
let l_153 = l_152 * l_4;
let l_154 = l_mut_50 - l_153;
let l_155 = l_154 * l_4;
let l_156 = l_155 - l_149;
let l_157 = l_156 * l_4;
l_mut_158 = l_157;
let l_159 = l_mut_158 + l_149;
let l_160 = l_159 != l_155;
if l_160 {
l_mut_147 = l_mut_51;
l_mut_158 = l_mut_50;
}
let l_161 = l_mut_21 * l_5;
let l_162 = l_161 * l_4;
let l_163 = l_3 * l_mut_21;
let l_164 = l_163 * l_4;
let l_165 = l_164 - l_mut_21;
let l_166 = l_165 * l_4;
let l_167 = l_164 - l_166;
let l_168 = l_mut_21 - l_167;
let l_169 = l_3 * l_5;
let l_170 = l_169 * l_4;
let l_171 = l_170 - l_5;
let l_172 = l_171 * l_4;
let l_173 = l_170 - l_172;
let l_174 = l_5 - l_173;
let l_175 = l_167 * l_173;
let l_176 = l_175 - l_162;
let l_177 = l_167 * l_174;
let l_178 = l_176 + l_177;
let l_179 = l_168 * l_173;
let l_180 = l_178 + l_179;
let l_181 = l_168 * l_174;
let l_182 = l_180 + l_181;
let l_183 = l_mut_21 * l_7;
let l_184 = l_mut_22 * l_5;
let l_185 = l_183 + l_184;
let l_186 = l_185 + l_182;
l_mut_51 = l_162;
l_mut_50 = l_186;
let l_187 = abs(l_186);
let l_188 = abs(l_162);
let l_189 = l_187 >= l_188;
if l_189 {
l_mut_51 = l_186;
l_mut_50 = l_162;
}
let l_190 = l_mut_51 + l_mut_50;
let l_191 = l_190 * l_4;
l_mut_192 = l_191;
let l_193 = l_mut_192 - l_mut_51;
let l_194 = l_193 * l_4;
let l_195 = l_mut_192 - l_194;
let l_196 = l_195 * l_4;
let l_197 = l_196 - l_mut_51;
let l_198 = l_197 * l_4;
let l_199 = l_mut_50 - l_198;
let l_200 = l_199 * l_4;
let l_201 = l_200 - l_194;
let l_202 = l_201 * l_4;
l_mut_203 = l_202;
let l_204 = l_mut_203 + l_194;
let l_205 = l_204 != l_200;
if l_205 {
l_mut_192 = l_mut_51;
l_mut_203 = l_mut_50;
}
l_mut_11 = l_mut_57;
l_mut_12 = l_mut_68;
l_mut_14 = l_mut_102;
l_mut_16 = l_mut_113;
l_mut_18 = l_mut_147;
l_mut_19 = l_mut_158;
l_mut_21 = l_mut_192;
l_mut_22 = l_mut_203;
}
let l_206 = l_mut_11 + l_mut_14;
let l_207 = l_mut_18 + l_mut_21;
let l_208 = l_206 + l_207;
let l_255 = info.static_meta[u32(3)];
let l_256 = l_255 * u32(1);
let l_257 = id < l_256;
if l_257 {
buffer_3_global[id] = l_208;
}
let l_209 = l_1 + id;
let l_210 = l_mut_12 + l_mut_16;
let l_211 = l_mut_19 + l_mut_22;
let l_212 = l_210 + l_211;
let l_258 = info.static_meta[u32(3)];
let l_259 = l_258 * u32(1);
let l_260 = l_209 < l_259;
if l_260 {
buffer_3_global[l_209] = l_212;
}
}
}
