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

var l_mut_100: f64;
var l_mut_101: f64;
var l_mut_102: f64;
var l_mut_103: u32;
var l_mut_98: f64;
var l_mut_99: f64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(4);
let l_2 = id < l_1;
if l_2 {
let l_193 = info.static_meta[u32(2)];
let l_194 = l_193 * u32(1);
let l_195 = u32(0) < l_194;
let l_196 = l_194 - u32(1);
let l_197 = min(u32(0), l_196);
let l_198 = buffer_2_global[l_197];
let l_199 = select(f64(0.0), l_198, l_195);
let l_3 = l_199;
let l_200 = info.static_meta[u32(2)];
let l_201 = l_200 * u32(1);
let l_202 = u32(1) < l_201;
let l_203 = l_201 - u32(1);
let l_204 = min(u32(1), l_203);
let l_205 = buffer_2_global[l_204];
let l_206 = select(f64(0.0), l_205, l_202);
let l_4 = l_206;
let l_207 = info.static_meta[u32(0)];
let l_208 = l_207 * u32(1);
let l_209 = id < l_208;
let l_210 = l_208 - u32(1);
let l_211 = min(id, l_210);
let l_212 = buffer_0_global[l_211];
let l_213 = select(f64(0.0), l_212, l_209);
let l_5 = l_213;
let l_6 = l_1 + id;
let l_214 = info.static_meta[u32(0)];
let l_215 = l_214 * u32(1);
let l_216 = l_6 < l_215;
let l_217 = l_215 - u32(1);
let l_218 = min(l_6, l_217);
let l_219 = buffer_0_global[l_218];
let l_220 = select(f64(0.0), l_219, l_216);
let l_7 = l_220;
let l_8 = u32(2) * l_1;
let l_9 = l_8 + id;
let l_221 = info.static_meta[u32(0)];
let l_222 = l_221 * u32(1);
let l_223 = l_9 < l_222;
let l_224 = l_222 - u32(1);
let l_225 = min(l_9, l_224);
let l_226 = buffer_0_global[l_225];
let l_227 = select(f64(0.0), l_226, l_223);
let l_10 = l_227;
let l_11 = u32(3) * l_1;
let l_12 = l_11 + id;
let l_228 = info.static_meta[u32(0)];
let l_229 = l_228 * u32(1);
let l_230 = l_12 < l_229;
let l_231 = l_229 - u32(1);
let l_232 = min(l_12, l_231);
let l_233 = buffer_0_global[l_232];
let l_234 = select(f64(0.0), l_233, l_230);
let l_13 = l_234;
let l_235 = info.static_meta[u32(1)];
let l_236 = l_235 * u32(1);
let l_237 = id < l_236;
let l_238 = l_236 - u32(1);
let l_239 = min(id, l_238);
let l_240 = buffer_1_global[l_239];
let l_241 = select(f64(0.0), l_240, l_237);
let l_14 = l_241;
let l_15 = l_1 + id;
let l_242 = info.static_meta[u32(1)];
let l_243 = l_242 * u32(1);
let l_244 = l_15 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_15, l_245);
let l_247 = buffer_1_global[l_246];
let l_248 = select(f64(0.0), l_247, l_244);
let l_16 = l_248;
let l_17 = u32(2) * l_1;
let l_18 = l_17 + id;
let l_249 = info.static_meta[u32(1)];
let l_250 = l_249 * u32(1);
let l_251 = l_18 < l_250;
let l_252 = l_250 - u32(1);
let l_253 = min(l_18, l_252);
let l_254 = buffer_1_global[l_253];
let l_255 = select(f64(0.0), l_254, l_251);
let l_19 = l_255;
let l_20 = u32(3) * l_1;
let l_21 = l_20 + id;
let l_256 = info.static_meta[u32(1)];
let l_257 = l_256 * u32(1);
let l_258 = l_21 < l_257;
let l_259 = l_257 - u32(1);
let l_260 = min(l_21, l_259);
let l_261 = buffer_1_global[l_260];
let l_262 = select(f64(0.0), l_261, l_258);
let l_22 = l_262;
let l_23 = l_5 + l_14;
let l_24 = l_23 - l_5;
let l_25 = l_23 - l_24;
let l_26 = l_5 - l_25;
let l_27 = l_14 - l_24;
let l_28 = l_26 + l_27;
let l_29 = l_7 + l_16;
let l_30 = l_29 - l_7;
let l_31 = l_29 - l_30;
let l_32 = l_7 - l_31;
let l_33 = l_16 - l_30;
let l_34 = l_32 + l_33;
let l_35 = l_10 + l_19;
let l_36 = l_35 - l_10;
let l_37 = l_35 - l_36;
let l_38 = l_10 - l_37;
let l_39 = l_19 - l_36;
let l_40 = l_38 + l_39;
let l_41 = l_13 + l_22;
let l_42 = l_41 - l_13;
let l_43 = l_41 - l_42;
let l_44 = l_13 - l_43;
let l_45 = l_22 - l_42;
let l_46 = l_44 + l_45;
let l_47 = l_29 + l_28;
let l_48 = l_47 - l_29;
let l_49 = l_47 - l_48;
let l_50 = l_29 - l_49;
let l_51 = l_28 - l_48;
let l_52 = l_50 + l_51;
let l_53 = l_35 + l_52;
let l_54 = l_53 - l_35;
let l_55 = l_53 - l_54;
let l_56 = l_35 - l_55;
let l_57 = l_52 - l_54;
let l_58 = l_56 + l_57;
let l_59 = l_34 + l_53;
let l_60 = l_59 - l_34;
let l_61 = l_59 - l_60;
let l_62 = l_34 - l_61;
let l_63 = l_53 - l_60;
let l_64 = l_62 + l_63;
let l_65 = l_58 + l_64;
let l_66 = l_65 - l_58;
let l_67 = l_65 - l_66;
let l_68 = l_58 - l_67;
let l_69 = l_64 - l_66;
let l_70 = l_68 + l_69;
let l_71 = l_41 + l_65;
let l_72 = l_71 - l_41;
let l_73 = l_71 - l_72;
let l_74 = l_41 - l_73;
let l_75 = l_65 - l_72;
let l_76 = l_74 + l_75;
let l_77 = l_40 + l_71;
let l_78 = l_77 - l_40;
let l_79 = l_77 - l_78;
let l_80 = l_40 - l_79;
let l_81 = l_71 - l_78;
let l_82 = l_80 + l_81;
let l_83 = l_76 + l_82;
let l_84 = l_83 + l_70;
let l_85 = l_84 + l_46;
let l_86 = l_77 + l_85;
let l_87 = l_86 - l_77;
let l_88 = l_85 - l_87;
let l_89 = l_59 + l_86;
let l_90 = l_89 - l_59;
let l_91 = l_86 - l_90;
let l_92 = l_47 + l_89;
let l_93 = l_92 - l_47;
let l_94 = l_89 - l_93;
let l_95 = l_23 + l_92;
let l_96 = l_95 - l_23;
let l_97 = l_92 - l_96;
l_mut_98 = f64(0.0);
l_mut_99 = f64(0.0);
l_mut_100 = f64(0.0);
l_mut_101 = f64(0.0);
l_mut_102 = l_95;
l_mut_103 = u32(0);
let l_104 = l_mut_102 + l_97;
let l_105 = l_104 - l_mut_102;
let l_106 = l_97 - l_105;
let l_107 = l_mut_103 < u32(3);
let l_108 = l_106 != f64(0.0);
let l_109 = l_107 && l_108;
let l_110 = l_mut_103 == u32(0);
let l_111 = l_109 && l_110;
let l_112 = select(l_mut_98, l_104, l_111);
l_mut_98 = l_112;
let l_113 = l_mut_103 == u32(1);
let l_114 = l_109 && l_113;
let l_115 = select(l_mut_99, l_104, l_114);
l_mut_99 = l_115;
let l_116 = l_mut_103 == u32(2);
let l_117 = l_109 && l_116;
let l_118 = select(l_mut_100, l_104, l_117);
l_mut_100 = l_118;
let l_119 = select(l_104, l_106, l_109);
let l_120 = l_mut_102 + l_97;
let l_121 = select(l_120, l_119, l_107);
l_mut_102 = l_121;
let l_122 = u32(l_109);
l_mut_103 = l_mut_103 + l_122;
let l_123 = l_mut_102 + l_94;
let l_124 = l_123 - l_mut_102;
let l_125 = l_94 - l_124;
let l_126 = l_mut_103 < u32(3);
let l_127 = l_125 != f64(0.0);
let l_128 = l_126 && l_127;
let l_129 = l_mut_103 == u32(0);
let l_130 = l_128 && l_129;
let l_131 = select(l_mut_98, l_123, l_130);
l_mut_98 = l_131;
let l_132 = l_mut_103 == u32(1);
let l_133 = l_128 && l_132;
let l_134 = select(l_mut_99, l_123, l_133);
l_mut_99 = l_134;
let l_135 = l_mut_103 == u32(2);
let l_136 = l_128 && l_135;
let l_137 = select(l_mut_100, l_123, l_136);
l_mut_100 = l_137;
let l_138 = select(l_123, l_125, l_128);
let l_139 = l_mut_102 + l_94;
let l_140 = select(l_139, l_138, l_126);
l_mut_102 = l_140;
let l_141 = u32(l_128);
l_mut_103 = l_mut_103 + l_141;
let l_142 = l_mut_102 + l_91;
let l_143 = l_142 - l_mut_102;
let l_144 = l_91 - l_143;
let l_145 = l_mut_103 < u32(3);
let l_146 = l_144 != f64(0.0);
let l_147 = l_145 && l_146;
let l_148 = l_mut_103 == u32(0);
let l_149 = l_147 && l_148;
let l_150 = select(l_mut_98, l_142, l_149);
l_mut_98 = l_150;
let l_151 = l_mut_103 == u32(1);
let l_152 = l_147 && l_151;
let l_153 = select(l_mut_99, l_142, l_152);
l_mut_99 = l_153;
let l_154 = l_mut_103 == u32(2);
let l_155 = l_147 && l_154;
let l_156 = select(l_mut_100, l_142, l_155);
l_mut_100 = l_156;
let l_157 = select(l_142, l_144, l_147);
let l_158 = l_mut_102 + l_91;
let l_159 = select(l_158, l_157, l_145);
l_mut_102 = l_159;
let l_160 = u32(l_147);
l_mut_103 = l_mut_103 + l_160;
let l_161 = l_mut_102 + l_88;
let l_162 = l_161 - l_mut_102;
let l_163 = l_88 - l_162;
let l_164 = l_mut_103 < u32(3);
let l_165 = l_163 != f64(0.0);
let l_166 = l_164 && l_165;
let l_167 = l_mut_103 == u32(0);
let l_168 = l_166 && l_167;
let l_169 = select(l_mut_98, l_161, l_168);
l_mut_98 = l_169;
let l_170 = l_mut_103 == u32(1);
let l_171 = l_166 && l_170;
let l_172 = select(l_mut_99, l_161, l_171);
l_mut_99 = l_172;
let l_173 = l_mut_103 == u32(2);
let l_174 = l_166 && l_173;
let l_175 = select(l_mut_100, l_161, l_174);
l_mut_100 = l_175;
let l_176 = select(l_161, l_163, l_166);
let l_177 = l_mut_102 + l_88;
let l_178 = select(l_177, l_176, l_164);
l_mut_102 = l_178;
let l_179 = u32(l_166);
l_mut_103 = l_mut_103 + l_179;
let l_180 = l_mut_103 == u32(0);
let l_181 = select(l_mut_98, l_mut_102, l_180);
l_mut_98 = l_181;
let l_182 = l_mut_103 == u32(1);
let l_183 = select(l_mut_99, l_mut_102, l_182);
l_mut_99 = l_183;
let l_184 = l_mut_103 == u32(2);
let l_185 = select(l_mut_100, l_mut_102, l_184);
l_mut_100 = l_185;
let l_186 = l_mut_103 == u32(3);
let l_187 = select(l_mut_101, l_mut_102, l_186);
l_mut_101 = l_187;
let l_263 = info.static_meta[u32(3)];
let l_264 = l_263 * u32(1);
let l_265 = id < l_264;
if l_265 {
buffer_3_global[id] = l_mut_98;
}
let l_188 = l_1 + id;
let l_266 = info.static_meta[u32(3)];
let l_267 = l_266 * u32(1);
let l_268 = l_188 < l_267;
if l_268 {
buffer_3_global[l_188] = l_mut_99;
}
let l_189 = u32(2) * l_1;
let l_190 = l_189 + id;
let l_269 = info.static_meta[u32(3)];
let l_270 = l_269 * u32(1);
let l_271 = l_190 < l_270;
if l_271 {
buffer_3_global[l_190] = l_mut_100;
}
let l_191 = u32(3) * l_1;
let l_192 = l_191 + id;
let l_272 = info.static_meta[u32(3)];
let l_273 = l_272 * u32(1);
let l_274 = l_192 < l_273;
if l_274 {
buffer_3_global[l_192] = l_mut_101;
}
}
}
