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
var<storage, read_write> buffer_3_global: array<f64>;

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
fn multi_words_f_f64(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_159: u32;
var l_mut_24: f64;
var l_mut_25: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_170 = info.static_meta[u32(2)];
let l_171 = l_170 * u32(1);
let l_172 = u32(0) < l_171;
let l_173 = l_171 - u32(1);
let l_174 = min(u32(0), l_173);
let l_175 = buffer_2_global[l_174];
let l_176 = select(f64(0.0), l_175, l_172);
let l_3 = l_176;
let l_177 = info.static_meta[u32(2)];
let l_178 = l_177 * u32(1);
let l_179 = u32(1) < l_178;
let l_180 = l_178 - u32(1);
let l_181 = min(u32(1), l_180);
let l_182 = buffer_2_global[l_181];
let l_183 = select(f64(0.0), l_182, l_179);
let l_4 = l_183;
let l_184 = info.static_meta[u32(0)];
let l_185 = l_184 * u32(1);
let l_186 = id < l_185;
let l_187 = l_185 - u32(1);
let l_188 = min(id, l_187);
let l_189 = buffer_0_global[l_188];
let l_190 = select(f64(0.0), l_189, l_186);
let l_5 = l_190;
let l_6 = l_1 + id;
let l_191 = info.static_meta[u32(0)];
let l_192 = l_191 * u32(1);
let l_193 = l_6 < l_192;
let l_194 = l_192 - u32(1);
let l_195 = min(l_6, l_194);
let l_196 = buffer_0_global[l_195];
let l_197 = select(f64(0.0), l_196, l_193);
let l_7 = l_197;
let l_198 = info.static_meta[u32(1)];
let l_199 = l_198 * u32(1);
let l_200 = id < l_199;
let l_201 = l_199 - u32(1);
let l_202 = min(id, l_201);
let l_203 = buffer_1_global[l_202];
let l_204 = select(f64(0.0), l_203, l_200);
let l_8 = l_204;
let l_9 = l_1 + id;
let l_205 = info.static_meta[u32(1)];
let l_206 = l_205 * u32(1);
let l_207 = l_9 < l_206;
let l_208 = l_206 - u32(1);
let l_209 = min(l_9, l_208);
let l_210 = buffer_1_global[l_209];
let l_211 = select(f64(0.0), l_210, l_207);
let l_10 = l_211;
let l_11 = u32(2) + u32(0);
let l_212 = info.static_meta[u32(2)];
let l_213 = l_212 * u32(1);
let l_214 = l_11 < l_213;
let l_215 = l_213 - u32(1);
let l_216 = min(l_11, l_215);
let l_217 = buffer_2_global[l_216];
let l_218 = select(f64(0.0), l_217, l_214);
let l_12 = l_218;
let l_13 = u32(l_12);
let l_14 = u32(2) + u32(1);
let l_219 = info.static_meta[u32(2)];
let l_220 = l_219 * u32(1);
let l_221 = l_14 < l_220;
let l_222 = l_220 - u32(1);
let l_223 = min(l_14, l_222);
let l_224 = buffer_2_global[l_223];
let l_225 = select(f64(0.0), l_224, l_221);
let l_15 = l_225;
let l_16 = u32(l_15);
let l_17 = u32(2) + u32(3);
let l_226 = info.static_meta[u32(2)];
let l_227 = l_226 * u32(1);
let l_228 = l_17 < l_227;
let l_229 = l_227 - u32(1);
let l_230 = min(l_17, l_229);
let l_231 = buffer_2_global[l_230];
let l_232 = select(f64(0.0), l_231, l_228);
let l_18 = l_232;
let l_19 = l_5 / l_18;
let l_20 = l_19 + f64(0.5);
let l_21 = floor(l_20);
let l_22 = u32(2) + u32(3);
let l_23 = l_21 * f64(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (var l_mut_26: u32 = u32(0); l_mut_26 < l_16; l_mut_26++) {
let l_27 = l_22 + l_mut_26;
let l_253 = info.static_meta[u32(2)];
let l_254 = l_253 * u32(1);
let l_255 = l_27 < l_254;
let l_256 = l_254 - u32(1);
let l_257 = min(l_27, l_256);
let l_258 = buffer_2_global[l_257];
let l_259 = select(f64(0.0), l_258, l_255);
let l_28 = l_259;
let l_29 = -l_28;
let l_30 = l_23 * l_29;
let l_31 = l_mut_24 + l_30;
let l_32 = l_31 - l_mut_24;
let l_33 = l_31 - l_32;
let l_34 = l_mut_24 - l_33;
let l_35 = l_30 - l_32;
let l_36 = l_34 + l_35;
let l_37 = l_36 + l_mut_25;
let l_38 = l_31 + l_37;
let l_39 = l_38 - l_31;
let l_40 = l_37 - l_39;
l_mut_24 = l_38;
l_mut_25 = l_40;
}
let l_41 = l_mut_24 * f64(0.00390625);
let l_42 = l_mut_25 * f64(0.00390625);
let l_43 = l_13 - u32(1);
let l_44 = l_22 + l_16;
let l_233 = info.static_meta[u32(2)];
let l_234 = l_233 * u32(1);
let l_235 = l_44 < l_234;
let l_236 = l_234 - u32(1);
let l_237 = min(l_44, l_236);
let l_238 = buffer_2_global[l_237];
let l_239 = select(f64(0.0), l_238, l_235);
let l_45 = l_239;
l_mut_25 = l_45;
let l_46 = l_44 + u32(1);
let l_240 = info.static_meta[u32(2)];
let l_241 = l_240 * u32(1);
let l_242 = l_46 < l_241;
let l_243 = l_241 - u32(1);
let l_244 = min(l_46, l_243);
let l_245 = buffer_2_global[l_244];
let l_246 = select(f64(0.0), l_245, l_242);
let l_47 = l_246;
l_mut_24 = l_47;

for (var l_mut_48: u32 = u32(1); l_mut_48 < l_43; l_mut_48++) {
let l_49 = l_mut_25 * l_41;
let l_50 = -l_49;
let l_51 = fma(l_mut_25, l_41, l_50);
let l_52 = l_mut_25 * l_42;
let l_53 = l_mut_24 * l_41;
let l_54 = l_52 + l_53;
let l_55 = l_51 + l_54;
let l_56 = l_49 + l_55;
let l_57 = l_56 - l_49;
let l_58 = l_55 - l_57;
let l_59 = u32(2) * l_mut_48;
let l_60 = l_44 + l_59;
let l_260 = info.static_meta[u32(2)];
let l_261 = l_260 * u32(1);
let l_262 = l_60 < l_261;
let l_263 = l_261 - u32(1);
let l_264 = min(l_60, l_263);
let l_265 = buffer_2_global[l_264];
let l_266 = select(f64(0.0), l_265, l_262);
let l_61 = l_266;
let l_62 = l_60 + u32(1);
let l_267 = info.static_meta[u32(2)];
let l_268 = l_267 * u32(1);
let l_269 = l_62 < l_268;
let l_270 = l_268 - u32(1);
let l_271 = min(l_62, l_270);
let l_272 = buffer_2_global[l_271];
let l_273 = select(f64(0.0), l_272, l_269);
let l_63 = l_273;
let l_64 = l_56 + l_61;
let l_65 = l_64 - l_56;
let l_66 = l_64 - l_65;
let l_67 = l_56 - l_66;
let l_68 = l_61 - l_65;
let l_69 = l_67 + l_68;
let l_70 = l_58 + l_63;
let l_71 = l_70 - l_58;
let l_72 = l_70 - l_71;
let l_73 = l_58 - l_72;
let l_74 = l_63 - l_71;
let l_75 = l_73 + l_74;
let l_76 = l_69 + l_70;
let l_77 = l_64 + l_76;
let l_78 = l_77 - l_64;
let l_79 = l_76 - l_78;
let l_80 = l_75 + l_79;
let l_81 = l_77 + l_80;
let l_82 = l_81 - l_77;
let l_83 = l_80 - l_82;
l_mut_25 = l_81;
l_mut_24 = l_83;
}
let l_84 = l_mut_25 * l_41;
let l_85 = -l_84;
let l_86 = fma(l_mut_25, l_41, l_85);
let l_87 = l_mut_25 * l_42;
let l_88 = l_mut_24 * l_41;
let l_89 = l_87 + l_88;
let l_90 = l_86 + l_89;
let l_91 = l_84 + l_90;
let l_92 = l_91 - l_84;
let l_93 = l_90 - l_92;
let l_94 = l_91 + f64(1.0);
let l_95 = l_94 - l_91;
let l_96 = l_94 - l_95;
let l_97 = l_91 - l_96;
let l_98 = f64(1.0) - l_95;
let l_99 = l_97 + l_98;
let l_100 = l_99 + l_93;
let l_101 = l_94 + l_100;
let l_102 = l_101 - l_94;
let l_103 = l_100 - l_102;
let l_104 = l_101 * l_41;
let l_105 = -l_104;
let l_106 = fma(l_101, l_41, l_105);
let l_107 = l_101 * l_42;
let l_108 = l_103 * l_41;
let l_109 = l_107 + l_108;
let l_110 = l_106 + l_109;
let l_111 = l_104 + l_110;
let l_112 = l_111 - l_104;
let l_113 = l_110 - l_112;
l_mut_25 = l_111;
l_mut_24 = l_113;

for (var l_mut_114: u32 = u32(0); l_mut_114 < u32(8); l_mut_114++) {
let l_115 = l_mut_25 * f64(2.0);
let l_116 = l_mut_24 * f64(2.0);
let l_117 = l_mut_25 * l_mut_25;
let l_118 = -l_117;
let l_119 = fma(l_mut_25, l_mut_25, l_118);
let l_120 = l_mut_25 * l_mut_24;
let l_121 = l_mut_24 * l_mut_25;
let l_122 = l_120 + l_121;
let l_123 = l_119 + l_122;
let l_124 = l_117 + l_123;
let l_125 = l_124 - l_117;
let l_126 = l_123 - l_125;
let l_127 = l_115 + l_124;
let l_128 = l_127 - l_115;
let l_129 = l_127 - l_128;
let l_130 = l_115 - l_129;
let l_131 = l_124 - l_128;
let l_132 = l_130 + l_131;
let l_133 = l_116 + l_126;
let l_134 = l_133 - l_116;
let l_135 = l_133 - l_134;
let l_136 = l_116 - l_135;
let l_137 = l_126 - l_134;
let l_138 = l_136 + l_137;
let l_139 = l_132 + l_133;
let l_140 = l_127 + l_139;
let l_141 = l_140 - l_127;
let l_142 = l_139 - l_141;
let l_143 = l_138 + l_142;
let l_144 = l_140 + l_143;
let l_145 = l_144 - l_140;
let l_146 = l_143 - l_145;
l_mut_25 = l_144;
l_mut_24 = l_146;
}
let l_147 = l_mut_25 + f64(1.0);
let l_148 = l_147 - l_mut_25;
let l_149 = l_147 - l_148;
let l_150 = l_mut_25 - l_149;
let l_151 = f64(1.0) - l_148;
let l_152 = l_150 + l_151;
let l_153 = l_152 + l_mut_24;
let l_154 = l_147 + l_153;
let l_155 = l_154 - l_147;
let l_156 = l_153 - l_155;
let l_157 = abs(l_21);
let l_158 = u32(l_157);
l_mut_159 = l_158;
let l_160 = l_21 < f64(0.0);
let l_161 = select(f64(2.0), f64(0.5), l_160);
l_mut_25 = l_161;
l_mut_24 = f64(1.0);

for (var l_mut_162: u32 = u32(0); l_mut_162 < u32(11); l_mut_162++) {
let l_163 = l_mut_159 & u32(1);
let l_164 = l_163 == u32(1);
let l_165 = l_mut_24 * l_mut_25;
let l_166 = select(l_mut_24, l_165, l_164);
l_mut_24 = l_166;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_159 = l_mut_159 >> u32(1);
}
let l_167 = l_154 * l_mut_24;
let l_168 = l_156 * l_mut_24;
let l_247 = info.static_meta[u32(3)];
let l_248 = l_247 * u32(1);
let l_249 = id < l_248;
if l_249 {
buffer_3_global[id] = l_167;
}
let l_169 = l_1 + id;
let l_250 = info.static_meta[u32(3)];
let l_251 = l_250 * u32(1);
let l_252 = l_169 < l_251;
if l_252 {
buffer_3_global[l_169] = l_168;
}
}
}
