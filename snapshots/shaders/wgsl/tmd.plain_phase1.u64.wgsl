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

var l_mut_153: u64;
var l_mut_197: u32;
var l_mut_198: u32;
var l_mut_199: bool;
var l_mut_201: bool;
var l_mut_37: u64;
var l_mut_59: u64;
var l_mut_99: u64;
let l_0 = id == u32(0);
if l_0 {
let l_223 = info.static_meta[u32(4)];
let l_224 = l_223 * u32(1);
let l_225 = l_224 - u32(1);
let l_226 = min(u32(3), l_225);
let l_227 = &buffer_4_global[l_226];
let l_1 = l_227;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * id;
let l_4 = info.static_meta[u32(5)];
let l_5 = l_3 < l_4;
if l_5 {
let l_228 = info.static_meta[u32(3)];
let l_229 = l_228 * u32(1);
let l_230 = u32(0) < l_229;
let l_231 = l_229 - u32(1);
let l_232 = min(u32(0), l_231);
let l_233 = buffer_3_global[l_232];
let l_234 = select(u32(0), l_233, l_230);
let l_6 = l_234;
let l_235 = info.static_meta[u32(3)];
let l_236 = l_235 * u32(1);
let l_237 = u32(2) < l_236;
let l_238 = l_236 - u32(1);
let l_239 = min(u32(2), l_238);
let l_240 = buffer_3_global[l_239];
let l_241 = select(u32(0), l_240, l_237);
let l_7 = l_241;
let l_8 = u32(2) * u32(2);
let l_242 = info.static_meta[u32(3)];
let l_243 = l_242 * u32(1);
let l_244 = l_8 < l_243;
let l_245 = l_243 - u32(1);
let l_246 = min(l_8, l_245);
let l_247 = buffer_3_global[l_246];
let l_248 = select(u32(0), l_247, l_244);
let l_9 = l_248;
let l_10 = u64(l_9);
let l_11 = u32(2) * u32(2);
let l_12 = l_11 + u32(1);
let l_249 = info.static_meta[u32(3)];
let l_250 = l_249 * u32(1);
let l_251 = l_12 < l_250;
let l_252 = l_250 - u32(1);
let l_253 = min(l_12, l_252);
let l_254 = buffer_3_global[l_253];
let l_255 = select(u32(0), l_254, l_251);
let l_13 = l_255;
let l_14 = u64(l_13);
let l_15 = l_14 << u32(bitcast<u64>(u64(32)));
let l_16 = l_10 | l_15;
let l_17 = u32(2) * id;
let l_256 = info.static_meta[u32(2)];
let l_257 = l_256 * u32(1);
let l_258 = l_17 < l_257;
let l_259 = l_257 - u32(1);
let l_260 = min(l_17, l_259);
let l_261 = buffer_2_global[l_260];
let l_262 = select(u32(0), l_261, l_258);
let l_18 = l_262;
let l_19 = u64(l_18);
let l_20 = u32(2) * id;
let l_21 = l_20 + u32(1);
let l_263 = info.static_meta[u32(2)];
let l_264 = l_263 * u32(1);
let l_265 = l_21 < l_264;
let l_266 = l_264 - u32(1);
let l_267 = min(l_21, l_266);
let l_268 = buffer_2_global[l_267];
let l_269 = select(u32(0), l_268, l_265);
let l_22 = l_269;
let l_23 = u64(l_22);
let l_24 = l_23 << u32(bitcast<u64>(u64(32)));
let l_25 = l_19 | l_24;
let l_26 = u32(2) * id;
let l_270 = info.static_meta[u32(0)];
let l_271 = l_270 * u32(1);
let l_272 = l_26 < l_271;
let l_273 = l_271 - u32(1);
let l_274 = min(l_26, l_273);
let l_275 = buffer_0_global[l_274];
let l_276 = select(u32(0), l_275, l_272);
let l_27 = l_276;
let l_28 = u64(l_27);
let l_29 = u32(2) * id;
let l_30 = l_29 + u32(1);
let l_277 = info.static_meta[u32(0)];
let l_278 = l_277 * u32(1);
let l_279 = l_30 < l_278;
let l_280 = l_278 - u32(1);
let l_281 = min(l_30, l_280);
let l_282 = buffer_0_global[l_281];
let l_283 = select(u32(0), l_282, l_279);
let l_31 = l_283;
let l_32 = u64(l_31);
let l_33 = l_32 << u32(bitcast<u64>(u64(32)));
let l_34 = l_28 | l_33;
let l_35 = l_25 >> u32(bitcast<u64>(u64(63)));
let l_36 = l_35 == u64(1);
l_mut_37 = l_25;
if l_36 {
let l_38 = u64(u32(0));
let l_39 = l_38 - l_25;
l_mut_37 = l_39;
}
let l_40 = u64(l_6);
let l_41 = l_mut_37 & u64(4294967295);
let l_42 = l_41 * l_40;
let l_43 = l_mut_37 >> u32(bitcast<u64>(u64(32)));
let l_44 = l_43 * l_40;
let l_45 = l_44 << u32(bitcast<u64>(u64(32)));
let l_46 = l_42 + l_45;
let l_47 = l_44 >> u32(bitcast<u64>(u64(32)));
let l_48 = l_46 < l_42;
let l_49 = u64(l_48);
let l_50 = l_47 + l_49;
l_mut_37 = l_46;
let l_51 = l_7 == u32(64);
if l_51 {
l_mut_37 = l_50;
} else {
let l_52 = l_7 > u32(0);
if l_52 {
let l_53 = u32(64) - l_7;
let l_54 = u64(l_53);
let l_55 = l_50 << u32(bitcast<u64>(l_54));
let l_56 = u64(l_7);
let l_57 = l_46 >> u32(bitcast<u64>(l_56));
let l_58 = l_55 | l_57;
l_mut_37 = l_58;
}
}
l_mut_59 = l_mut_37;
if l_36 {
let l_60 = u64(u32(0));
let l_61 = l_60 - l_mut_59;
l_mut_59 = l_61;
}
let l_62 = l_34 + l_mut_59;
let l_63 = u32(2) * id;
let l_284 = info.static_meta[u32(1)];
let l_285 = l_284 * u32(1);
let l_286 = l_63 < l_285;
let l_287 = l_285 - u32(1);
let l_288 = min(l_63, l_287);
let l_289 = buffer_1_global[l_288];
let l_290 = select(u32(0), l_289, l_286);
let l_64 = l_290;
let l_65 = u64(l_64);
let l_66 = u32(2) * id;
let l_67 = l_66 + u32(1);
let l_291 = info.static_meta[u32(1)];
let l_292 = l_291 * u32(1);
let l_293 = l_67 < l_292;
let l_294 = l_292 - u32(1);
let l_295 = min(l_67, l_294);
let l_296 = buffer_1_global[l_295];
let l_297 = select(u32(0), l_296, l_293);
let l_68 = l_297;
let l_69 = u64(l_68);
let l_70 = l_69 << u32(bitcast<u64>(u64(32)));
let l_71 = l_65 | l_70;
let l_72 = l_7 + u32(3);
let l_73 = u64(u32(0));
l_mut_59 = l_73;
let l_74 = l_6 < u32(65536);
if l_74 {
let l_75 = l_6 * l_6;
let l_76 = l_25 >> u32(bitcast<u64>(u64(63)));
let l_77 = l_76 == u64(1);
l_mut_37 = l_25;
if l_77 {
let l_78 = u64(u32(0));
let l_79 = l_78 - l_25;
l_mut_37 = l_79;
}
let l_80 = u64(l_75);
let l_81 = l_mut_37 & u64(4294967295);
let l_82 = l_81 * l_80;
let l_83 = l_mut_37 >> u32(bitcast<u64>(u64(32)));
let l_84 = l_83 * l_80;
let l_85 = l_84 << u32(bitcast<u64>(u64(32)));
let l_86 = l_82 + l_85;
let l_87 = l_84 >> u32(bitcast<u64>(u64(32)));
let l_88 = l_86 < l_82;
let l_89 = u64(l_88);
let l_90 = l_87 + l_89;
l_mut_37 = l_86;
let l_91 = l_72 == u32(64);
if l_91 {
l_mut_37 = l_90;
} else {
let l_92 = l_72 > u32(0);
if l_92 {
let l_93 = u32(64) - l_72;
let l_94 = u64(l_93);
let l_95 = l_90 << u32(bitcast<u64>(l_94));
let l_96 = u64(l_72);
let l_97 = l_86 >> u32(bitcast<u64>(l_96));
let l_98 = l_95 | l_97;
l_mut_37 = l_98;
}
}
l_mut_99 = l_mut_37;
if l_77 {
let l_100 = u64(u32(0));
let l_101 = l_100 - l_mut_99;
l_mut_99 = l_101;
}
l_mut_59 = l_mut_99;
} else {
let l_102 = l_25 >> u32(bitcast<u64>(u64(63)));
let l_103 = l_102 == u64(1);
l_mut_99 = l_25;
if l_103 {
let l_104 = u64(u32(0));
let l_105 = l_104 - l_25;
l_mut_99 = l_105;
}
let l_106 = u64(l_6);
let l_107 = l_mut_99 & u64(4294967295);
let l_108 = l_107 * l_106;
let l_109 = l_mut_99 >> u32(bitcast<u64>(u64(32)));
let l_110 = l_109 * l_106;
let l_111 = l_110 << u32(bitcast<u64>(u64(32)));
let l_112 = l_108 + l_111;
let l_113 = l_110 >> u32(bitcast<u64>(u64(32)));
let l_114 = l_112 < l_108;
let l_115 = u64(l_114);
let l_116 = l_113 + l_115;
l_mut_37 = l_112;
let l_117 = u32(0) == u32(64);
if l_117 {
l_mut_37 = l_116;
} else {
let l_118 = u32(0) > u32(0);
if l_118 {
let l_119 = u64(u32(64));
let l_120 = l_116 << u32(bitcast<u64>(l_119));
let l_121 = u64(u32(0));
let l_122 = l_112 >> u32(bitcast<u64>(l_121));
let l_123 = l_120 | l_122;
l_mut_37 = l_123;
}
}
let l_124 = u64(l_6);
let l_125 = l_mut_99 & u64(4294967295);
let l_126 = l_125 * l_124;
let l_127 = l_mut_99 >> u32(bitcast<u64>(u64(32)));
let l_128 = l_127 * l_124;
let l_129 = l_128 << u32(bitcast<u64>(u64(32)));
let l_130 = l_126 + l_129;
let l_131 = l_128 >> u32(bitcast<u64>(u64(32)));
let l_132 = l_130 < l_126;
let l_133 = u64(l_132);
let l_134 = l_131 + l_133;
l_mut_99 = l_130;
let l_135 = u32(64) == u32(64);
if l_135 {
l_mut_99 = l_134;
} else {
let l_136 = u32(64) > u32(0);
if l_136 {
let l_137 = u64(u32(0));
let l_138 = l_134 << u32(bitcast<u64>(l_137));
let l_139 = u64(u32(64));
let l_140 = l_130 >> u32(bitcast<u64>(l_139));
let l_141 = l_138 | l_140;
l_mut_99 = l_141;
}
}
let l_142 = u64(l_6);
let l_143 = l_mut_37 & u64(4294967295);
let l_144 = l_143 * l_142;
let l_145 = l_mut_37 >> u32(bitcast<u64>(u64(32)));
let l_146 = l_145 * l_142;
let l_147 = l_146 << u32(bitcast<u64>(u64(32)));
let l_148 = l_144 + l_147;
let l_149 = l_146 >> u32(bitcast<u64>(u64(32)));
let l_150 = l_148 < l_144;
let l_151 = u64(l_150);
let l_152 = l_149 + l_151;
l_mut_153 = l_148;
let l_154 = u32(0) == u32(64);
if l_154 {
l_mut_153 = l_152;
} else {
let l_155 = u32(0) > u32(0);
if l_155 {
let l_156 = u64(u32(64));
let l_157 = l_152 << u32(bitcast<u64>(l_156));
let l_158 = u64(u32(0));
let l_159 = l_148 >> u32(bitcast<u64>(l_158));
let l_160 = l_157 | l_159;
l_mut_153 = l_160;
}
}
let l_161 = u64(l_6);
let l_162 = l_mut_37 & u64(4294967295);
let l_163 = l_162 * l_161;
let l_164 = l_mut_37 >> u32(bitcast<u64>(u64(32)));
let l_165 = l_164 * l_161;
let l_166 = l_165 << u32(bitcast<u64>(u64(32)));
let l_167 = l_163 + l_166;
let l_168 = l_165 >> u32(bitcast<u64>(u64(32)));
let l_169 = l_167 < l_163;
let l_170 = u64(l_169);
let l_171 = l_168 + l_170;
l_mut_37 = l_167;
let l_172 = u32(64) == u32(64);
if l_172 {
l_mut_37 = l_171;
} else {
let l_173 = u32(64) > u32(0);
if l_173 {
let l_174 = u64(u32(0));
let l_175 = l_171 << u32(bitcast<u64>(l_174));
let l_176 = u64(u32(64));
let l_177 = l_167 >> u32(bitcast<u64>(l_176));
let l_178 = l_175 | l_177;
l_mut_37 = l_178;
}
}
let l_179 = u64(l_6);
let l_180 = l_mut_99 * l_179;
let l_181 = l_mut_37 + l_180;
l_mut_59 = l_mut_153;
let l_182 = l_72 == u32(64);
if l_182 {
l_mut_59 = l_181;
} else {
let l_183 = l_72 > u32(0);
if l_183 {
let l_184 = u32(64) - l_72;
let l_185 = u64(l_184);
let l_186 = l_181 << u32(bitcast<u64>(l_185));
let l_187 = u64(l_72);
let l_188 = l_mut_153 >> u32(bitcast<u64>(l_187));
let l_189 = l_186 + l_188;
l_mut_59 = l_189;
}
}
if l_103 {
let l_190 = u64(u32(0));
let l_191 = l_190 - l_mut_59;
l_mut_59 = l_191;
}
}
let l_192 = l_71 - l_mut_59;
let l_193 = l_192 + l_16;
let l_194 = u64(0) - l_62;
let l_195 = l_16 + l_16;
l_mut_153 = l_194;
let l_196 = u64(0) - l_194;
l_mut_99 = l_196;
l_mut_59 = l_193;
l_mut_197 = u32(1);
l_mut_198 = u32(1);
l_mut_199 = bool(false);
let l_200 = l_mut_59 >= l_195;
l_mut_201 = l_200;
let l_202 = l_194 == u64(0);
if l_202 {
l_mut_199 = l_mut_201;
l_mut_201 = bool(false);
}
loop {
let l_203 = !l_mut_201;
if l_203 {
break;
}
let l_204 = l_mut_59 < l_mut_153;
if l_204 {
loop {
let l_205 = l_mut_153 < l_mut_99;
let l_206 = l_mut_197 + l_mut_198;
let l_207 = l_206 < l_6;
let l_208 = l_205 && l_207;
let l_209 = !l_208;
if l_209 {
break;
}
l_mut_99 = l_mut_99 - l_mut_153;
l_mut_197 = l_mut_197 + l_mut_198;
}
let l_210 = l_mut_197 + l_mut_198;
let l_211 = l_210 >= l_6;
if l_211 {
l_mut_199 = bool(true);
l_mut_201 = bool(false);
} else {
l_mut_153 = l_mut_153 - l_mut_99;
l_mut_198 = l_mut_198 + l_mut_197;
}
} else {
l_mut_59 = l_mut_59 - l_mut_153;
let l_212 = l_mut_59 < l_195;
if l_212 {
l_mut_201 = bool(false);
} else {
loop {
let l_213 = l_mut_99 < l_mut_153;
let l_214 = l_mut_197 + l_mut_198;
let l_215 = l_214 < l_6;
let l_216 = l_213 && l_215;
let l_217 = !l_216;
if l_217 {
break;
}
l_mut_153 = l_mut_153 - l_mut_99;
l_mut_198 = l_mut_198 + l_mut_197;
}
let l_218 = l_mut_197 + l_mut_198;
let l_219 = l_218 >= l_6;
if l_219 {
l_mut_199 = bool(true);
l_mut_201 = bool(false);
} else {
l_mut_99 = l_mut_99 - l_mut_153;
l_mut_197 = l_mut_197 + l_mut_198;
}
}
}
}
let l_220 = !l_mut_199;
if l_220 {
let l_298 = info.static_meta[u32(4)];
let l_299 = l_298 * u32(1);
let l_300 = l_299 - u32(1);
let l_301 = min(u32(0), l_300);
let l_302 = &buffer_4_global[l_301];
let l_221 = l_302;
let l_222 = atomicAdd(l_221, u32(1));}
}
}
