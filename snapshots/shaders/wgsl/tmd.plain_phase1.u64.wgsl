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

var l_mut_135: u64;
var l_mut_203: u32;
var l_mut_204: u32;
var l_mut_205: bool;
var l_mut_207: bool;
var l_mut_28: u64;
var l_mut_50: u64;
var l_mut_81: u64;
let l_0 = id == u32(0);
if l_0 {
let l_229 = info.static_meta[u32(4)];
let l_230 = l_229 * u32(1);
let l_231 = l_230 - u32(1);
let l_232 = min(u32(3), l_231);
let l_233 = &buffer_4_global[l_232];
let l_1 = l_233;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * id;
let l_4 = info.static_meta[u32(5)];
let l_5 = l_3 < l_4;
if l_5 {
let l_234 = info.static_meta[u32(3)];
let l_235 = l_234 * u32(1);
let l_236 = u32(0) < l_235;
let l_237 = l_235 - u32(1);
let l_238 = min(u32(0), l_237);
let l_239 = buffer_3_global[l_238];
let l_240 = select(u32(0), l_239, l_236);
let l_6 = l_240;
let l_241 = info.static_meta[u32(3)];
let l_242 = l_241 * u32(1);
let l_243 = u32(2) < l_242;
let l_244 = l_242 - u32(1);
let l_245 = min(u32(2), l_244);
let l_246 = buffer_3_global[l_245];
let l_247 = select(u32(0), l_246, l_243);
let l_7 = l_247;
let l_8 = u32(2) * id;
let l_248 = info.static_meta[u32(2)];
let l_249 = l_248 * u32(1);
let l_250 = l_8 < l_249;
let l_251 = l_249 - u32(1);
let l_252 = min(l_8, l_251);
let l_253 = buffer_2_global[l_252];
let l_254 = select(u32(0), l_253, l_250);
let l_9 = l_254;
let l_10 = u64(l_9);
let l_11 = u32(2) * id;
let l_12 = l_11 + u32(1);
let l_255 = info.static_meta[u32(2)];
let l_256 = l_255 * u32(1);
let l_257 = l_12 < l_256;
let l_258 = l_256 - u32(1);
let l_259 = min(l_12, l_258);
let l_260 = buffer_2_global[l_259];
let l_261 = select(u32(0), l_260, l_257);
let l_13 = l_261;
let l_14 = u64(l_13);
let l_15 = l_14 << u32(bitcast<u64>(u64(32)));
let l_16 = l_10 | l_15;
let l_17 = u32(2) * id;
let l_262 = info.static_meta[u32(0)];
let l_263 = l_262 * u32(1);
let l_264 = l_17 < l_263;
let l_265 = l_263 - u32(1);
let l_266 = min(l_17, l_265);
let l_267 = buffer_0_global[l_266];
let l_268 = select(u32(0), l_267, l_264);
let l_18 = l_268;
let l_19 = u64(l_18);
let l_20 = u32(2) * id;
let l_21 = l_20 + u32(1);
let l_269 = info.static_meta[u32(0)];
let l_270 = l_269 * u32(1);
let l_271 = l_21 < l_270;
let l_272 = l_270 - u32(1);
let l_273 = min(l_21, l_272);
let l_274 = buffer_0_global[l_273];
let l_275 = select(u32(0), l_274, l_271);
let l_22 = l_275;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = l_16 >> u32(bitcast<u64>(u64(63)));
let l_27 = l_26 == u64(1);
l_mut_28 = l_16;
if l_27 {
let l_29 = u64(u32(0));
let l_30 = l_29 - l_16;
l_mut_28 = l_30;
}
let l_31 = u64(l_6);
let l_32 = l_mut_28 & u64(4294967295);
let l_33 = l_32 * l_31;
let l_34 = l_mut_28 >> u32(bitcast<u64>(u64(32)));
let l_35 = l_34 * l_31;
let l_36 = l_35 << u32(bitcast<u64>(u64(32)));
let l_37 = l_33 + l_36;
let l_38 = l_35 >> u32(bitcast<u64>(u64(32)));
let l_39 = l_37 < l_33;
let l_40 = u64(l_39);
let l_41 = l_38 + l_40;
l_mut_28 = l_37;
let l_42 = l_7 == u32(64);
if l_42 {
l_mut_28 = l_41;
} else {
let l_43 = l_7 > u32(0);
if l_43 {
let l_44 = u32(64) - l_7;
let l_45 = u64(l_44);
let l_46 = l_41 << u32(bitcast<u64>(l_45));
let l_47 = u64(l_7);
let l_48 = l_37 >> u32(bitcast<u64>(l_47));
let l_49 = l_46 | l_48;
l_mut_28 = l_49;
}
}
l_mut_50 = l_mut_28;
if l_27 {
let l_51 = u64(u32(0));
let l_52 = l_51 - l_mut_50;
l_mut_50 = l_52;
}
let l_53 = l_25 + l_mut_50;
let l_54 = l_7 + u32(3);
let l_55 = u64(u32(0));
l_mut_50 = l_55;
let l_56 = l_6 < u32(65536);
if l_56 {
let l_57 = l_6 * l_6;
let l_58 = l_16 >> u32(bitcast<u64>(u64(63)));
let l_59 = l_58 == u64(1);
l_mut_28 = l_16;
if l_59 {
let l_60 = u64(u32(0));
let l_61 = l_60 - l_16;
l_mut_28 = l_61;
}
let l_62 = u64(l_57);
let l_63 = l_mut_28 & u64(4294967295);
let l_64 = l_63 * l_62;
let l_65 = l_mut_28 >> u32(bitcast<u64>(u64(32)));
let l_66 = l_65 * l_62;
let l_67 = l_66 << u32(bitcast<u64>(u64(32)));
let l_68 = l_64 + l_67;
let l_69 = l_66 >> u32(bitcast<u64>(u64(32)));
let l_70 = l_68 < l_64;
let l_71 = u64(l_70);
let l_72 = l_69 + l_71;
l_mut_28 = l_68;
let l_73 = l_54 == u32(64);
if l_73 {
l_mut_28 = l_72;
} else {
let l_74 = l_54 > u32(0);
if l_74 {
let l_75 = u32(64) - l_54;
let l_76 = u64(l_75);
let l_77 = l_72 << u32(bitcast<u64>(l_76));
let l_78 = u64(l_54);
let l_79 = l_68 >> u32(bitcast<u64>(l_78));
let l_80 = l_77 | l_79;
l_mut_28 = l_80;
}
}
l_mut_81 = l_mut_28;
if l_59 {
let l_82 = u64(u32(0));
let l_83 = l_82 - l_mut_81;
l_mut_81 = l_83;
}
l_mut_50 = l_mut_81;
} else {
let l_84 = l_16 >> u32(bitcast<u64>(u64(63)));
let l_85 = l_84 == u64(1);
l_mut_81 = l_16;
if l_85 {
let l_86 = u64(u32(0));
let l_87 = l_86 - l_16;
l_mut_81 = l_87;
}
let l_88 = u64(l_6);
let l_89 = l_mut_81 & u64(4294967295);
let l_90 = l_89 * l_88;
let l_91 = l_mut_81 >> u32(bitcast<u64>(u64(32)));
let l_92 = l_91 * l_88;
let l_93 = l_92 << u32(bitcast<u64>(u64(32)));
let l_94 = l_90 + l_93;
let l_95 = l_92 >> u32(bitcast<u64>(u64(32)));
let l_96 = l_94 < l_90;
let l_97 = u64(l_96);
let l_98 = l_95 + l_97;
l_mut_28 = l_94;
let l_99 = u32(0) == u32(64);
if l_99 {
l_mut_28 = l_98;
} else {
let l_100 = u32(0) > u32(0);
if l_100 {
let l_101 = u64(u32(64));
let l_102 = l_98 << u32(bitcast<u64>(l_101));
let l_103 = u64(u32(0));
let l_104 = l_94 >> u32(bitcast<u64>(l_103));
let l_105 = l_102 | l_104;
l_mut_28 = l_105;
}
}
let l_106 = u64(l_6);
let l_107 = l_mut_81 & u64(4294967295);
let l_108 = l_107 * l_106;
let l_109 = l_mut_81 >> u32(bitcast<u64>(u64(32)));
let l_110 = l_109 * l_106;
let l_111 = l_110 << u32(bitcast<u64>(u64(32)));
let l_112 = l_108 + l_111;
let l_113 = l_110 >> u32(bitcast<u64>(u64(32)));
let l_114 = l_112 < l_108;
let l_115 = u64(l_114);
let l_116 = l_113 + l_115;
l_mut_81 = l_112;
let l_117 = u32(64) == u32(64);
if l_117 {
l_mut_81 = l_116;
} else {
let l_118 = u32(64) > u32(0);
if l_118 {
let l_119 = u64(u32(0));
let l_120 = l_116 << u32(bitcast<u64>(l_119));
let l_121 = u64(u32(64));
let l_122 = l_112 >> u32(bitcast<u64>(l_121));
let l_123 = l_120 | l_122;
l_mut_81 = l_123;
}
}
let l_124 = u64(l_6);
let l_125 = l_mut_28 & u64(4294967295);
let l_126 = l_125 * l_124;
let l_127 = l_mut_28 >> u32(bitcast<u64>(u64(32)));
let l_128 = l_127 * l_124;
let l_129 = l_128 << u32(bitcast<u64>(u64(32)));
let l_130 = l_126 + l_129;
let l_131 = l_128 >> u32(bitcast<u64>(u64(32)));
let l_132 = l_130 < l_126;
let l_133 = u64(l_132);
let l_134 = l_131 + l_133;
l_mut_135 = l_130;
let l_136 = u32(0) == u32(64);
if l_136 {
l_mut_135 = l_134;
} else {
let l_137 = u32(0) > u32(0);
if l_137 {
let l_138 = u64(u32(64));
let l_139 = l_134 << u32(bitcast<u64>(l_138));
let l_140 = u64(u32(0));
let l_141 = l_130 >> u32(bitcast<u64>(l_140));
let l_142 = l_139 | l_141;
l_mut_135 = l_142;
}
}
let l_143 = u64(l_6);
let l_144 = l_mut_28 & u64(4294967295);
let l_145 = l_144 * l_143;
let l_146 = l_mut_28 >> u32(bitcast<u64>(u64(32)));
let l_147 = l_146 * l_143;
let l_148 = l_147 << u32(bitcast<u64>(u64(32)));
let l_149 = l_145 + l_148;
let l_150 = l_147 >> u32(bitcast<u64>(u64(32)));
let l_151 = l_149 < l_145;
let l_152 = u64(l_151);
let l_153 = l_150 + l_152;
l_mut_28 = l_149;
let l_154 = u32(64) == u32(64);
if l_154 {
l_mut_28 = l_153;
} else {
let l_155 = u32(64) > u32(0);
if l_155 {
let l_156 = u64(u32(0));
let l_157 = l_153 << u32(bitcast<u64>(l_156));
let l_158 = u64(u32(64));
let l_159 = l_149 >> u32(bitcast<u64>(l_158));
let l_160 = l_157 | l_159;
l_mut_28 = l_160;
}
}
let l_161 = u64(l_6);
let l_162 = l_mut_81 * l_161;
let l_163 = l_mut_28 + l_162;
l_mut_50 = l_mut_135;
let l_164 = l_54 == u32(64);
if l_164 {
l_mut_50 = l_163;
} else {
let l_165 = l_54 > u32(0);
if l_165 {
let l_166 = u32(64) - l_54;
let l_167 = u64(l_166);
let l_168 = l_163 << u32(bitcast<u64>(l_167));
let l_169 = u64(l_54);
let l_170 = l_mut_135 >> u32(bitcast<u64>(l_169));
let l_171 = l_168 + l_170;
l_mut_50 = l_171;
}
}
if l_85 {
let l_172 = u64(u32(0));
let l_173 = l_172 - l_mut_50;
l_mut_50 = l_173;
}
}
let l_174 = u32(2) * u32(2);
let l_276 = info.static_meta[u32(3)];
let l_277 = l_276 * u32(1);
let l_278 = l_174 < l_277;
let l_279 = l_277 - u32(1);
let l_280 = min(l_174, l_279);
let l_281 = buffer_3_global[l_280];
let l_282 = select(u32(0), l_281, l_278);
let l_175 = l_282;
let l_176 = u64(l_175);
let l_177 = u32(2) * u32(2);
let l_178 = l_177 + u32(1);
let l_283 = info.static_meta[u32(3)];
let l_284 = l_283 * u32(1);
let l_285 = l_178 < l_284;
let l_286 = l_284 - u32(1);
let l_287 = min(l_178, l_286);
let l_288 = buffer_3_global[l_287];
let l_289 = select(u32(0), l_288, l_285);
let l_179 = l_289;
let l_180 = u64(l_179);
let l_181 = l_180 << u32(bitcast<u64>(u64(32)));
let l_182 = l_176 | l_181;
l_mut_135 = l_mut_50;
let l_183 = l_mut_50 >> u32(bitcast<u64>(u64(63)));
let l_184 = l_183 == u64(1);
if l_184 {
let l_185 = u64(u32(0));
let l_186 = l_185 - l_mut_50;
l_mut_135 = l_186;
}
let l_187 = l_182 + l_mut_135;
let l_188 = l_187 + u64(1);
let l_189 = u32(2) * id;
let l_290 = info.static_meta[u32(1)];
let l_291 = l_290 * u32(1);
let l_292 = l_189 < l_291;
let l_293 = l_291 - u32(1);
let l_294 = min(l_189, l_293);
let l_295 = buffer_1_global[l_294];
let l_296 = select(u32(0), l_295, l_292);
let l_190 = l_296;
let l_191 = u64(l_190);
let l_192 = u32(2) * id;
let l_193 = l_192 + u32(1);
let l_297 = info.static_meta[u32(1)];
let l_298 = l_297 * u32(1);
let l_299 = l_193 < l_298;
let l_300 = l_298 - u32(1);
let l_301 = min(l_193, l_300);
let l_302 = buffer_1_global[l_301];
let l_303 = select(u32(0), l_302, l_299);
let l_194 = l_303;
let l_195 = u64(l_194);
let l_196 = l_195 << u32(bitcast<u64>(u64(32)));
let l_197 = l_191 | l_196;
let l_198 = l_197 - l_mut_50;
let l_199 = l_198 + l_188;
let l_200 = u64(0) - l_53;
let l_201 = l_188 + l_188;
l_mut_135 = l_200;
let l_202 = u64(0) - l_200;
l_mut_81 = l_202;
l_mut_50 = l_199;
l_mut_203 = u32(1);
l_mut_204 = u32(1);
l_mut_205 = bool(false);
let l_206 = l_mut_50 >= l_201;
l_mut_207 = l_206;
let l_208 = l_200 == u64(0);
if l_208 {
l_mut_205 = l_mut_207;
l_mut_207 = bool(false);
}
loop {
let l_209 = !l_mut_207;
if l_209 {
break;
}
let l_210 = l_mut_50 < l_mut_135;
if l_210 {
loop {
let l_211 = l_mut_135 < l_mut_81;
let l_212 = l_mut_203 + l_mut_204;
let l_213 = l_212 < l_6;
let l_214 = l_211 && l_213;
let l_215 = !l_214;
if l_215 {
break;
}
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
let l_216 = l_mut_203 + l_mut_204;
let l_217 = l_216 >= l_6;
if l_217 {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
} else {
l_mut_50 = l_mut_50 - l_mut_135;
let l_218 = l_mut_50 < l_201;
if l_218 {
l_mut_207 = bool(false);
} else {
loop {
let l_219 = l_mut_81 < l_mut_135;
let l_220 = l_mut_203 + l_mut_204;
let l_221 = l_220 < l_6;
let l_222 = l_219 && l_221;
let l_223 = !l_222;
if l_223 {
break;
}
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
let l_224 = l_mut_203 + l_mut_204;
let l_225 = l_224 >= l_6;
if l_225 {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
}
}
}
let l_226 = !l_mut_205;
if l_226 {
let l_304 = info.static_meta[u32(4)];
let l_305 = l_304 * u32(1);
let l_306 = l_305 - u32(1);
let l_307 = min(u32(0), l_306);
let l_308 = &buffer_4_global[l_307];
let l_227 = l_308;
let l_228 = atomicAdd(l_227, u32(1));}
}
}
