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

var l_mut_101: f32;
var l_mut_108: f32;
var l_mut_114: f32;
var l_mut_11: f32;
var l_mut_12: f32;
var l_mut_14: f32;
var l_mut_16: f32;
var l_mut_187: f32;
var l_mut_18: f32;
var l_mut_193: f32;
var l_mut_19: f32;
var l_mut_21: f32;
var l_mut_22: f32;
var l_mut_24: f32;
var l_mut_25: f32;
var l_mut_266: f32;
var l_mut_272: f32;
var l_mut_30: f32;
var l_mut_345: f32;
var l_mut_351: f32;
var l_mut_36: f32;
var l_mut_43: f32;
var l_mut_49: f32;
var l_mut_56: f32;
var l_mut_62: f32;
var l_mut_69: f32;
var l_mut_75: f32;
var l_mut_82: f32;
var l_mut_88: f32;
var l_mut_95: f32;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_2 = id < l_1;
if l_2 {
let l_361 = info.static_meta[u32(2)];
let l_362 = l_361 * u32(1);
let l_363 = u32(0) < l_362;
let l_364 = l_362 - u32(1);
let l_365 = min(u32(0), l_364);
let l_366 = buffer_2_global[l_365];
let l_367 = select(f32(0.0), l_366, l_363);
let l_3 = l_367;
let l_368 = info.static_meta[u32(2)];
let l_369 = l_368 * u32(1);
let l_370 = u32(1) < l_369;
let l_371 = l_369 - u32(1);
let l_372 = min(u32(1), l_371);
let l_373 = buffer_2_global[l_372];
let l_374 = select(f32(0.0), l_373, l_370);
let l_4 = l_374;
let l_375 = info.static_meta[u32(1)];
let l_376 = l_375 * u32(1);
let l_377 = id < l_376;
let l_378 = l_376 - u32(1);
let l_379 = min(id, l_378);
let l_380 = buffer_1_global[l_379];
let l_381 = select(f32(0.0), l_380, l_377);
let l_5 = l_381;
let l_6 = l_1 + id;
let l_382 = info.static_meta[u32(1)];
let l_383 = l_382 * u32(1);
let l_384 = l_6 < l_383;
let l_385 = l_383 - u32(1);
let l_386 = min(l_6, l_385);
let l_387 = buffer_1_global[l_386];
let l_388 = select(f32(0.0), l_387, l_384);
let l_7 = l_388;
let l_389 = info.static_meta[u32(0)];
let l_390 = l_389 * u32(1);
let l_391 = id < l_390;
let l_392 = l_390 - u32(1);
let l_393 = min(id, l_392);
let l_394 = buffer_0_global[l_393];
let l_395 = select(f32(0.0), l_394, l_391);
let l_8 = l_395;
let l_9 = l_1 + id;
let l_396 = info.static_meta[u32(0)];
let l_397 = l_396 * u32(1);
let l_398 = l_9 < l_397;
let l_399 = l_397 - u32(1);
let l_400 = min(l_9, l_399);
let l_401 = buffer_0_global[l_400];
let l_402 = select(f32(0.0), l_401, l_398);
let l_10 = l_402;
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
l_mut_24 = l_mut_11;
l_mut_25 = l_5;
let l_26 = abs(l_5);
let l_27 = abs(l_mut_11);
let l_28 = l_26 >= l_27;
if l_28 {
l_mut_24 = l_5;
l_mut_25 = l_mut_11;
}
let l_29 = l_mut_24 + l_mut_25;
l_mut_30 = l_29;
let l_31 = l_mut_30 - l_mut_24;
let l_32 = l_mut_30 - l_31;
let l_33 = l_32 - l_mut_24;
let l_34 = l_mut_25 - l_33;
let l_35 = l_34 - l_31;
l_mut_36 = l_35;
let l_37 = l_mut_36 + l_31;
let l_38 = l_37 != l_34;
if l_38 {
l_mut_30 = l_mut_24;
l_mut_36 = l_mut_25;
}
l_mut_25 = l_mut_12;
l_mut_24 = l_7;
let l_39 = abs(l_7);
let l_40 = abs(l_mut_12);
let l_41 = l_39 >= l_40;
if l_41 {
l_mut_25 = l_7;
l_mut_24 = l_mut_12;
}
let l_42 = l_mut_25 + l_mut_24;
l_mut_43 = l_42;
let l_44 = l_mut_43 - l_mut_25;
let l_45 = l_mut_43 - l_44;
let l_46 = l_45 - l_mut_25;
let l_47 = l_mut_24 - l_46;
let l_48 = l_47 - l_44;
l_mut_49 = l_48;
let l_50 = l_mut_49 + l_44;
let l_51 = l_50 != l_47;
if l_51 {
l_mut_43 = l_mut_25;
l_mut_49 = l_mut_24;
}
l_mut_25 = l_mut_36;
l_mut_24 = l_mut_43;
let l_52 = abs(l_mut_43);
let l_53 = abs(l_mut_36);
let l_54 = l_52 >= l_53;
if l_54 {
l_mut_25 = l_mut_43;
l_mut_24 = l_mut_36;
}
let l_55 = l_mut_25 + l_mut_24;
l_mut_56 = l_55;
let l_57 = l_mut_56 - l_mut_25;
let l_58 = l_mut_56 - l_57;
let l_59 = l_58 - l_mut_25;
let l_60 = l_mut_24 - l_59;
let l_61 = l_60 - l_57;
l_mut_62 = l_61;
let l_63 = l_mut_62 + l_57;
let l_64 = l_63 != l_60;
if l_64 {
l_mut_56 = l_mut_25;
l_mut_62 = l_mut_24;
}
l_mut_25 = l_mut_49;
l_mut_24 = l_mut_62;
let l_65 = abs(l_mut_62);
let l_66 = abs(l_mut_49);
let l_67 = l_65 >= l_66;
if l_67 {
l_mut_25 = l_mut_62;
l_mut_24 = l_mut_49;
}
let l_68 = l_mut_25 + l_mut_24;
l_mut_69 = l_68;
let l_70 = l_mut_69 - l_mut_25;
let l_71 = l_mut_69 - l_70;
let l_72 = l_71 - l_mut_25;
let l_73 = l_mut_24 - l_72;
let l_74 = l_73 - l_70;
l_mut_75 = l_74;
let l_76 = l_mut_75 + l_70;
let l_77 = l_76 != l_73;
if l_77 {
l_mut_69 = l_mut_25;
l_mut_75 = l_mut_24;
}
l_mut_25 = l_mut_56;
l_mut_24 = l_mut_69;
let l_78 = abs(l_mut_69);
let l_79 = abs(l_mut_56);
let l_80 = l_78 >= l_79;
if l_80 {
l_mut_25 = l_mut_69;
l_mut_24 = l_mut_56;
}
let l_81 = l_mut_25 + l_mut_24;
l_mut_82 = l_81;
let l_83 = l_mut_82 - l_mut_25;
let l_84 = l_mut_82 - l_83;
let l_85 = l_84 - l_mut_25;
let l_86 = l_mut_24 - l_85;
let l_87 = l_86 - l_83;
l_mut_88 = l_87;
let l_89 = l_mut_88 + l_83;
let l_90 = l_89 != l_86;
if l_90 {
l_mut_82 = l_mut_25;
l_mut_88 = l_mut_24;
}
l_mut_25 = l_mut_30;
l_mut_24 = l_mut_82;
let l_91 = abs(l_mut_82);
let l_92 = abs(l_mut_30);
let l_93 = l_91 >= l_92;
if l_93 {
l_mut_25 = l_mut_82;
l_mut_24 = l_mut_30;
}
let l_94 = l_mut_25 + l_mut_24;
l_mut_95 = l_94;
let l_96 = l_mut_95 - l_mut_25;
let l_97 = l_mut_95 - l_96;
let l_98 = l_97 - l_mut_25;
let l_99 = l_mut_24 - l_98;
let l_100 = l_99 - l_96;
l_mut_101 = l_100;
let l_102 = l_mut_101 + l_96;
let l_103 = l_102 != l_99;
if l_103 {
l_mut_95 = l_mut_25;
l_mut_101 = l_mut_24;
}
l_mut_25 = l_mut_88;
l_mut_24 = l_mut_101;
let l_104 = abs(l_mut_101);
let l_105 = abs(l_mut_88);
let l_106 = l_104 >= l_105;
if l_106 {
l_mut_25 = l_mut_101;
l_mut_24 = l_mut_88;
}
let l_107 = l_mut_25 + l_mut_24;
l_mut_108 = l_107;
let l_109 = l_mut_108 - l_mut_25;
let l_110 = l_mut_108 - l_109;
let l_111 = l_110 - l_mut_25;
let l_112 = l_mut_24 - l_111;
let l_113 = l_112 - l_109;
l_mut_114 = l_113;
let l_115 = l_mut_114 + l_109;
let l_116 = l_115 != l_112;
if l_116 {
l_mut_108 = l_mut_25;
l_mut_114 = l_mut_24;
}
l_mut_114 = l_mut_14;
l_mut_101 = l_5;
let l_117 = abs(l_5);
let l_118 = abs(l_mut_14);
let l_119 = l_117 >= l_118;
if l_119 {
l_mut_114 = l_5;
l_mut_101 = l_mut_14;
}
let l_120 = l_mut_114 + l_mut_101;
l_mut_88 = l_120;
let l_121 = l_mut_88 - l_mut_114;
let l_122 = l_mut_88 - l_121;
let l_123 = l_122 - l_mut_114;
let l_124 = l_mut_101 - l_123;
let l_125 = l_124 - l_121;
l_mut_82 = l_125;
let l_126 = l_mut_82 + l_121;
let l_127 = l_126 != l_124;
if l_127 {
l_mut_88 = l_mut_114;
l_mut_82 = l_mut_101;
}
l_mut_114 = l_mut_16;
l_mut_101 = l_7;
let l_128 = abs(l_7);
let l_129 = abs(l_mut_16);
let l_130 = l_128 >= l_129;
if l_130 {
l_mut_114 = l_7;
l_mut_101 = l_mut_16;
}
let l_131 = l_mut_114 + l_mut_101;
l_mut_75 = l_131;
let l_132 = l_mut_75 - l_mut_114;
let l_133 = l_mut_75 - l_132;
let l_134 = l_133 - l_mut_114;
let l_135 = l_mut_101 - l_134;
let l_136 = l_135 - l_132;
l_mut_69 = l_136;
let l_137 = l_mut_69 + l_132;
let l_138 = l_137 != l_135;
if l_138 {
l_mut_75 = l_mut_114;
l_mut_69 = l_mut_101;
}
l_mut_114 = l_mut_82;
l_mut_101 = l_mut_75;
let l_139 = abs(l_mut_75);
let l_140 = abs(l_mut_82);
let l_141 = l_139 >= l_140;
if l_141 {
l_mut_114 = l_mut_75;
l_mut_101 = l_mut_82;
}
let l_142 = l_mut_114 + l_mut_101;
l_mut_62 = l_142;
let l_143 = l_mut_62 - l_mut_114;
let l_144 = l_mut_62 - l_143;
let l_145 = l_144 - l_mut_114;
let l_146 = l_mut_101 - l_145;
let l_147 = l_146 - l_143;
l_mut_56 = l_147;
let l_148 = l_mut_56 + l_143;
let l_149 = l_148 != l_146;
if l_149 {
l_mut_62 = l_mut_114;
l_mut_56 = l_mut_101;
}
l_mut_114 = l_mut_69;
l_mut_101 = l_mut_56;
let l_150 = abs(l_mut_56);
let l_151 = abs(l_mut_69);
let l_152 = l_150 >= l_151;
if l_152 {
l_mut_114 = l_mut_56;
l_mut_101 = l_mut_69;
}
let l_153 = l_mut_114 + l_mut_101;
l_mut_49 = l_153;
let l_154 = l_mut_49 - l_mut_114;
let l_155 = l_mut_49 - l_154;
let l_156 = l_155 - l_mut_114;
let l_157 = l_mut_101 - l_156;
let l_158 = l_157 - l_154;
l_mut_43 = l_158;
let l_159 = l_mut_43 + l_154;
let l_160 = l_159 != l_157;
if l_160 {
l_mut_49 = l_mut_114;
l_mut_43 = l_mut_101;
}
l_mut_114 = l_mut_62;
l_mut_101 = l_mut_49;
let l_161 = abs(l_mut_49);
let l_162 = abs(l_mut_62);
let l_163 = l_161 >= l_162;
if l_163 {
l_mut_114 = l_mut_49;
l_mut_101 = l_mut_62;
}
let l_164 = l_mut_114 + l_mut_101;
l_mut_36 = l_164;
let l_165 = l_mut_36 - l_mut_114;
let l_166 = l_mut_36 - l_165;
let l_167 = l_166 - l_mut_114;
let l_168 = l_mut_101 - l_167;
let l_169 = l_168 - l_165;
l_mut_30 = l_169;
let l_170 = l_mut_30 + l_165;
let l_171 = l_170 != l_168;
if l_171 {
l_mut_36 = l_mut_114;
l_mut_30 = l_mut_101;
}
l_mut_114 = l_mut_88;
l_mut_101 = l_mut_36;
let l_172 = abs(l_mut_36);
let l_173 = abs(l_mut_88);
let l_174 = l_172 >= l_173;
if l_174 {
l_mut_114 = l_mut_36;
l_mut_101 = l_mut_88;
}
let l_175 = l_mut_114 + l_mut_101;
l_mut_25 = l_175;
let l_176 = l_mut_25 - l_mut_114;
let l_177 = l_mut_25 - l_176;
let l_178 = l_177 - l_mut_114;
let l_179 = l_mut_101 - l_178;
let l_180 = l_179 - l_176;
l_mut_24 = l_180;
let l_181 = l_mut_24 + l_176;
let l_182 = l_181 != l_179;
if l_182 {
l_mut_25 = l_mut_114;
l_mut_24 = l_mut_101;
}
l_mut_114 = l_mut_30;
l_mut_101 = l_mut_24;
let l_183 = abs(l_mut_24);
let l_184 = abs(l_mut_30);
let l_185 = l_183 >= l_184;
if l_185 {
l_mut_114 = l_mut_24;
l_mut_101 = l_mut_30;
}
let l_186 = l_mut_114 + l_mut_101;
l_mut_187 = l_186;
let l_188 = l_mut_187 - l_mut_114;
let l_189 = l_mut_187 - l_188;
let l_190 = l_189 - l_mut_114;
let l_191 = l_mut_101 - l_190;
let l_192 = l_191 - l_188;
l_mut_193 = l_192;
let l_194 = l_mut_193 + l_188;
let l_195 = l_194 != l_191;
if l_195 {
l_mut_187 = l_mut_114;
l_mut_193 = l_mut_101;
}
l_mut_193 = l_mut_18;
l_mut_114 = l_5;
let l_196 = abs(l_5);
let l_197 = abs(l_mut_18);
let l_198 = l_196 >= l_197;
if l_198 {
l_mut_193 = l_5;
l_mut_114 = l_mut_18;
}
let l_199 = l_mut_193 + l_mut_114;
l_mut_101 = l_199;
let l_200 = l_mut_101 - l_mut_193;
let l_201 = l_mut_101 - l_200;
let l_202 = l_201 - l_mut_193;
let l_203 = l_mut_114 - l_202;
let l_204 = l_203 - l_200;
l_mut_88 = l_204;
let l_205 = l_mut_88 + l_200;
let l_206 = l_205 != l_203;
if l_206 {
l_mut_101 = l_mut_193;
l_mut_88 = l_mut_114;
}
l_mut_193 = l_mut_19;
l_mut_114 = l_7;
let l_207 = abs(l_7);
let l_208 = abs(l_mut_19);
let l_209 = l_207 >= l_208;
if l_209 {
l_mut_193 = l_7;
l_mut_114 = l_mut_19;
}
let l_210 = l_mut_193 + l_mut_114;
l_mut_82 = l_210;
let l_211 = l_mut_82 - l_mut_193;
let l_212 = l_mut_82 - l_211;
let l_213 = l_212 - l_mut_193;
let l_214 = l_mut_114 - l_213;
let l_215 = l_214 - l_211;
l_mut_75 = l_215;
let l_216 = l_mut_75 + l_211;
let l_217 = l_216 != l_214;
if l_217 {
l_mut_82 = l_mut_193;
l_mut_75 = l_mut_114;
}
l_mut_193 = l_mut_88;
l_mut_114 = l_mut_82;
let l_218 = abs(l_mut_82);
let l_219 = abs(l_mut_88);
let l_220 = l_218 >= l_219;
if l_220 {
l_mut_193 = l_mut_82;
l_mut_114 = l_mut_88;
}
let l_221 = l_mut_193 + l_mut_114;
l_mut_69 = l_221;
let l_222 = l_mut_69 - l_mut_193;
let l_223 = l_mut_69 - l_222;
let l_224 = l_223 - l_mut_193;
let l_225 = l_mut_114 - l_224;
let l_226 = l_225 - l_222;
l_mut_62 = l_226;
let l_227 = l_mut_62 + l_222;
let l_228 = l_227 != l_225;
if l_228 {
l_mut_69 = l_mut_193;
l_mut_62 = l_mut_114;
}
l_mut_193 = l_mut_75;
l_mut_114 = l_mut_62;
let l_229 = abs(l_mut_62);
let l_230 = abs(l_mut_75);
let l_231 = l_229 >= l_230;
if l_231 {
l_mut_193 = l_mut_62;
l_mut_114 = l_mut_75;
}
let l_232 = l_mut_193 + l_mut_114;
l_mut_56 = l_232;
let l_233 = l_mut_56 - l_mut_193;
let l_234 = l_mut_56 - l_233;
let l_235 = l_234 - l_mut_193;
let l_236 = l_mut_114 - l_235;
let l_237 = l_236 - l_233;
l_mut_49 = l_237;
let l_238 = l_mut_49 + l_233;
let l_239 = l_238 != l_236;
if l_239 {
l_mut_56 = l_mut_193;
l_mut_49 = l_mut_114;
}
l_mut_193 = l_mut_69;
l_mut_114 = l_mut_56;
let l_240 = abs(l_mut_56);
let l_241 = abs(l_mut_69);
let l_242 = l_240 >= l_241;
if l_242 {
l_mut_193 = l_mut_56;
l_mut_114 = l_mut_69;
}
let l_243 = l_mut_193 + l_mut_114;
l_mut_43 = l_243;
let l_244 = l_mut_43 - l_mut_193;
let l_245 = l_mut_43 - l_244;
let l_246 = l_245 - l_mut_193;
let l_247 = l_mut_114 - l_246;
let l_248 = l_247 - l_244;
l_mut_36 = l_248;
let l_249 = l_mut_36 + l_244;
let l_250 = l_249 != l_247;
if l_250 {
l_mut_43 = l_mut_193;
l_mut_36 = l_mut_114;
}
l_mut_193 = l_mut_101;
l_mut_114 = l_mut_43;
let l_251 = abs(l_mut_43);
let l_252 = abs(l_mut_101);
let l_253 = l_251 >= l_252;
if l_253 {
l_mut_193 = l_mut_43;
l_mut_114 = l_mut_101;
}
let l_254 = l_mut_193 + l_mut_114;
l_mut_30 = l_254;
let l_255 = l_mut_30 - l_mut_193;
let l_256 = l_mut_30 - l_255;
let l_257 = l_256 - l_mut_193;
let l_258 = l_mut_114 - l_257;
let l_259 = l_258 - l_255;
l_mut_24 = l_259;
let l_260 = l_mut_24 + l_255;
let l_261 = l_260 != l_258;
if l_261 {
l_mut_30 = l_mut_193;
l_mut_24 = l_mut_114;
}
l_mut_193 = l_mut_36;
l_mut_114 = l_mut_24;
let l_262 = abs(l_mut_24);
let l_263 = abs(l_mut_36);
let l_264 = l_262 >= l_263;
if l_264 {
l_mut_193 = l_mut_24;
l_mut_114 = l_mut_36;
}
let l_265 = l_mut_193 + l_mut_114;
l_mut_266 = l_265;
let l_267 = l_mut_266 - l_mut_193;
let l_268 = l_mut_266 - l_267;
let l_269 = l_268 - l_mut_193;
let l_270 = l_mut_114 - l_269;
let l_271 = l_270 - l_267;
l_mut_272 = l_271;
let l_273 = l_mut_272 + l_267;
let l_274 = l_273 != l_270;
if l_274 {
l_mut_266 = l_mut_193;
l_mut_272 = l_mut_114;
}
l_mut_272 = l_mut_21;
l_mut_193 = l_5;
let l_275 = abs(l_5);
let l_276 = abs(l_mut_21);
let l_277 = l_275 >= l_276;
if l_277 {
l_mut_272 = l_5;
l_mut_193 = l_mut_21;
}
let l_278 = l_mut_272 + l_mut_193;
l_mut_114 = l_278;
let l_279 = l_mut_114 - l_mut_272;
let l_280 = l_mut_114 - l_279;
let l_281 = l_280 - l_mut_272;
let l_282 = l_mut_193 - l_281;
let l_283 = l_282 - l_279;
l_mut_101 = l_283;
let l_284 = l_mut_101 + l_279;
let l_285 = l_284 != l_282;
if l_285 {
l_mut_114 = l_mut_272;
l_mut_101 = l_mut_193;
}
l_mut_272 = l_mut_22;
l_mut_193 = l_7;
let l_286 = abs(l_7);
let l_287 = abs(l_mut_22);
let l_288 = l_286 >= l_287;
if l_288 {
l_mut_272 = l_7;
l_mut_193 = l_mut_22;
}
let l_289 = l_mut_272 + l_mut_193;
l_mut_88 = l_289;
let l_290 = l_mut_88 - l_mut_272;
let l_291 = l_mut_88 - l_290;
let l_292 = l_291 - l_mut_272;
let l_293 = l_mut_193 - l_292;
let l_294 = l_293 - l_290;
l_mut_82 = l_294;
let l_295 = l_mut_82 + l_290;
let l_296 = l_295 != l_293;
if l_296 {
l_mut_88 = l_mut_272;
l_mut_82 = l_mut_193;
}
l_mut_272 = l_mut_101;
l_mut_193 = l_mut_88;
let l_297 = abs(l_mut_88);
let l_298 = abs(l_mut_101);
let l_299 = l_297 >= l_298;
if l_299 {
l_mut_272 = l_mut_88;
l_mut_193 = l_mut_101;
}
let l_300 = l_mut_272 + l_mut_193;
l_mut_75 = l_300;
let l_301 = l_mut_75 - l_mut_272;
let l_302 = l_mut_75 - l_301;
let l_303 = l_302 - l_mut_272;
let l_304 = l_mut_193 - l_303;
let l_305 = l_304 - l_301;
l_mut_69 = l_305;
let l_306 = l_mut_69 + l_301;
let l_307 = l_306 != l_304;
if l_307 {
l_mut_75 = l_mut_272;
l_mut_69 = l_mut_193;
}
l_mut_272 = l_mut_82;
l_mut_193 = l_mut_69;
let l_308 = abs(l_mut_69);
let l_309 = abs(l_mut_82);
let l_310 = l_308 >= l_309;
if l_310 {
l_mut_272 = l_mut_69;
l_mut_193 = l_mut_82;
}
let l_311 = l_mut_272 + l_mut_193;
l_mut_62 = l_311;
let l_312 = l_mut_62 - l_mut_272;
let l_313 = l_mut_62 - l_312;
let l_314 = l_313 - l_mut_272;
let l_315 = l_mut_193 - l_314;
let l_316 = l_315 - l_312;
l_mut_56 = l_316;
let l_317 = l_mut_56 + l_312;
let l_318 = l_317 != l_315;
if l_318 {
l_mut_62 = l_mut_272;
l_mut_56 = l_mut_193;
}
l_mut_272 = l_mut_75;
l_mut_193 = l_mut_62;
let l_319 = abs(l_mut_62);
let l_320 = abs(l_mut_75);
let l_321 = l_319 >= l_320;
if l_321 {
l_mut_272 = l_mut_62;
l_mut_193 = l_mut_75;
}
let l_322 = l_mut_272 + l_mut_193;
l_mut_49 = l_322;
let l_323 = l_mut_49 - l_mut_272;
let l_324 = l_mut_49 - l_323;
let l_325 = l_324 - l_mut_272;
let l_326 = l_mut_193 - l_325;
let l_327 = l_326 - l_323;
l_mut_43 = l_327;
let l_328 = l_mut_43 + l_323;
let l_329 = l_328 != l_326;
if l_329 {
l_mut_49 = l_mut_272;
l_mut_43 = l_mut_193;
}
l_mut_272 = l_mut_114;
l_mut_193 = l_mut_49;
let l_330 = abs(l_mut_49);
let l_331 = abs(l_mut_114);
let l_332 = l_330 >= l_331;
if l_332 {
l_mut_272 = l_mut_49;
l_mut_193 = l_mut_114;
}
let l_333 = l_mut_272 + l_mut_193;
l_mut_36 = l_333;
let l_334 = l_mut_36 - l_mut_272;
let l_335 = l_mut_36 - l_334;
let l_336 = l_335 - l_mut_272;
let l_337 = l_mut_193 - l_336;
let l_338 = l_337 - l_334;
l_mut_24 = l_338;
let l_339 = l_mut_24 + l_334;
let l_340 = l_339 != l_337;
if l_340 {
l_mut_36 = l_mut_272;
l_mut_24 = l_mut_193;
}
l_mut_272 = l_mut_43;
l_mut_193 = l_mut_24;
let l_341 = abs(l_mut_24);
let l_342 = abs(l_mut_43);
let l_343 = l_341 >= l_342;
if l_343 {
l_mut_272 = l_mut_24;
l_mut_193 = l_mut_43;
}
let l_344 = l_mut_272 + l_mut_193;
l_mut_345 = l_344;
let l_346 = l_mut_345 - l_mut_272;
let l_347 = l_mut_345 - l_346;
let l_348 = l_347 - l_mut_272;
let l_349 = l_mut_193 - l_348;
let l_350 = l_349 - l_346;
l_mut_351 = l_350;
let l_352 = l_mut_351 + l_346;
let l_353 = l_352 != l_349;
if l_353 {
l_mut_345 = l_mut_272;
l_mut_351 = l_mut_193;
}
l_mut_11 = l_mut_95;
l_mut_12 = l_mut_108;
l_mut_14 = l_mut_25;
l_mut_16 = l_mut_187;
l_mut_18 = l_mut_30;
l_mut_19 = l_mut_266;
l_mut_21 = l_mut_36;
l_mut_22 = l_mut_345;
}
let l_354 = l_mut_11 + l_mut_14;
let l_355 = l_mut_18 + l_mut_21;
let l_356 = l_354 + l_355;
let l_403 = info.static_meta[u32(3)];
let l_404 = l_403 * u32(1);
let l_405 = id < l_404;
if l_405 {
buffer_3_global[id] = l_356;
}
let l_357 = l_1 + id;
let l_358 = l_mut_12 + l_mut_16;
let l_359 = l_mut_19 + l_mut_22;
let l_360 = l_358 + l_359;
let l_406 = info.static_meta[u32(3)];
let l_407 = l_406 * u32(1);
let l_408 = l_357 < l_407;
if l_408 {
buffer_3_global[l_357] = l_360;
}
}
}
