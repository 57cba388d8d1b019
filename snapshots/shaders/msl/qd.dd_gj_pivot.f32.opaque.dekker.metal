
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[6];
};

[[kernel]]
void gj_pivot_f_f32(
    device float * buffer_0 [[buffer(0)]],
    device uint * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    constant info_st& info [[buffer(3)]],
    uint thread_index_in_threadgroup [[thread_index_in_threadgroup]],
    uint3 thread_pos_in_threadgroup [[thread_position_in_threadgroup]]
) {
threadgroup uchar dynamic_shared_mem[8192];
// Shared array size: 1024, 4096 bytes
threadgroup uint* shared_memory_4 = reinterpret_cast<threadgroup uint*>(&dynamic_shared_mem[0]);
// Shared array size: 1024, 4096 bytes
threadgroup float* shared_memory_3 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[4096]);
float l_mut_5;
uint l_mut_6;
uint l_mut_8;
const uint l_391 = info.static_meta[uint(2)];
const uint l_392 = l_391 * uint(1);
const bool l_393 = uint(0) < l_392;
const uint l_394 = l_392 - uint(1);
const uint l_395 = min(uint(0), l_394);
const float l_396 = buffer_2[l_395];
const float l_397 = (l_393) ? l_396 : float(0.0);
const float l_0 = l_397;
const uint l_398 = info.static_meta[uint(2)];
const uint l_399 = l_398 * uint(1);
const bool l_400 = uint(1) < l_399;
const uint l_401 = l_399 - uint(1);
const uint l_402 = min(uint(1), l_401);
const float l_403 = buffer_2[l_402];
const float l_404 = (l_400) ? l_403 : float(0.0);
const float l_1 = l_404;
const uint l_2 = info.scalars_uint[1] + info.scalars_uint[3];
l_mut_5 = float(-1.0);
l_mut_6 = l_2;
const uint l_7 = l_2 + thread_index_in_threadgroup;
l_mut_8 = l_7;
while (true) {
const bool l_9 = l_mut_8 < info.scalars_uint[0];
const bool l_10 = !l_9;
if (l_10) {
break;}
const uint l_11 = l_mut_8 * uint(32);
const uint l_12 = l_11 + info.scalars_uint[3];
const uint l_419 = info.static_meta[uint(0)];
const uint l_420 = l_419 * uint(1);
const bool l_421 = l_12 < l_420;
const uint l_422 = l_420 - uint(1);
const uint l_423 = min(l_12, l_422);
const float l_424 = buffer_0[l_423];
const float l_425 = (l_421) ? l_424 : float(0.0);
const float l_13 = l_425;
const float l_14 = abs(l_13);
const bool l_15 = l_14 > l_mut_5;
const float l_16 = (l_15) ? l_14 : l_mut_5;
l_mut_5 = l_16;
const uint l_17 = (l_15) ? l_mut_8 : l_mut_6;
l_mut_6 = l_17;
l_mut_8 = l_mut_8 + uint(1024);
}
shared_memory_3[thread_index_in_threadgroup] = l_mut_5;
shared_memory_4[thread_index_in_threadgroup] = l_mut_6;
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_18 = thread_index_in_threadgroup < uint(512);
if (l_18) {
const uint l_19 = thread_index_in_threadgroup + uint(512);
const float l_20 = shared_memory_3[l_19];
const uint l_21 = thread_index_in_threadgroup + uint(512);
const uint l_22 = shared_memory_4[l_21];
const float l_23 = shared_memory_3[thread_index_in_threadgroup];
const uint l_24 = shared_memory_4[thread_index_in_threadgroup];
const bool l_25 = l_20 > l_23;
const bool l_26 = l_20 == l_23;
const bool l_27 = l_22 < l_24;
const bool l_28 = l_26 && l_27;
const bool l_29 = l_25 || l_28;
const float l_30 = (l_29) ? l_20 : l_23;
shared_memory_3[thread_index_in_threadgroup] = l_30;
const uint l_31 = (l_29) ? l_22 : l_24;
shared_memory_4[thread_index_in_threadgroup] = l_31;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_32 = thread_index_in_threadgroup < uint(256);
if (l_32) {
const uint l_33 = thread_index_in_threadgroup + uint(256);
const float l_34 = shared_memory_3[l_33];
const uint l_35 = thread_index_in_threadgroup + uint(256);
const uint l_36 = shared_memory_4[l_35];
const float l_37 = shared_memory_3[thread_index_in_threadgroup];
const uint l_38 = shared_memory_4[thread_index_in_threadgroup];
const bool l_39 = l_34 > l_37;
const bool l_40 = l_34 == l_37;
const bool l_41 = l_36 < l_38;
const bool l_42 = l_40 && l_41;
const bool l_43 = l_39 || l_42;
const float l_44 = (l_43) ? l_34 : l_37;
shared_memory_3[thread_index_in_threadgroup] = l_44;
const uint l_45 = (l_43) ? l_36 : l_38;
shared_memory_4[thread_index_in_threadgroup] = l_45;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_46 = thread_index_in_threadgroup < uint(128);
if (l_46) {
const uint l_47 = thread_index_in_threadgroup + uint(128);
const float l_48 = shared_memory_3[l_47];
const uint l_49 = thread_index_in_threadgroup + uint(128);
const uint l_50 = shared_memory_4[l_49];
const float l_51 = shared_memory_3[thread_index_in_threadgroup];
const uint l_52 = shared_memory_4[thread_index_in_threadgroup];
const bool l_53 = l_48 > l_51;
const bool l_54 = l_48 == l_51;
const bool l_55 = l_50 < l_52;
const bool l_56 = l_54 && l_55;
const bool l_57 = l_53 || l_56;
const float l_58 = (l_57) ? l_48 : l_51;
shared_memory_3[thread_index_in_threadgroup] = l_58;
const uint l_59 = (l_57) ? l_50 : l_52;
shared_memory_4[thread_index_in_threadgroup] = l_59;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_60 = thread_index_in_threadgroup < uint(64);
if (l_60) {
const uint l_61 = thread_index_in_threadgroup + uint(64);
const float l_62 = shared_memory_3[l_61];
const uint l_63 = thread_index_in_threadgroup + uint(64);
const uint l_64 = shared_memory_4[l_63];
const float l_65 = shared_memory_3[thread_index_in_threadgroup];
const uint l_66 = shared_memory_4[thread_index_in_threadgroup];
const bool l_67 = l_62 > l_65;
const bool l_68 = l_62 == l_65;
const bool l_69 = l_64 < l_66;
const bool l_70 = l_68 && l_69;
const bool l_71 = l_67 || l_70;
const float l_72 = (l_71) ? l_62 : l_65;
shared_memory_3[thread_index_in_threadgroup] = l_72;
const uint l_73 = (l_71) ? l_64 : l_66;
shared_memory_4[thread_index_in_threadgroup] = l_73;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_74 = thread_index_in_threadgroup < uint(32);
if (l_74) {
const uint l_75 = thread_index_in_threadgroup + uint(32);
const float l_76 = shared_memory_3[l_75];
const uint l_77 = thread_index_in_threadgroup + uint(32);
const uint l_78 = shared_memory_4[l_77];
const float l_79 = shared_memory_3[thread_index_in_threadgroup];
const uint l_80 = shared_memory_4[thread_index_in_threadgroup];
const bool l_81 = l_76 > l_79;
const bool l_82 = l_76 == l_79;
const bool l_83 = l_78 < l_80;
const bool l_84 = l_82 && l_83;
const bool l_85 = l_81 || l_84;
const float l_86 = (l_85) ? l_76 : l_79;
shared_memory_3[thread_index_in_threadgroup] = l_86;
const uint l_87 = (l_85) ? l_78 : l_80;
shared_memory_4[thread_index_in_threadgroup] = l_87;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_88 = thread_index_in_threadgroup < uint(16);
if (l_88) {
const uint l_89 = thread_index_in_threadgroup + uint(16);
const float l_90 = shared_memory_3[l_89];
const uint l_91 = thread_index_in_threadgroup + uint(16);
const uint l_92 = shared_memory_4[l_91];
const float l_93 = shared_memory_3[thread_index_in_threadgroup];
const uint l_94 = shared_memory_4[thread_index_in_threadgroup];
const bool l_95 = l_90 > l_93;
const bool l_96 = l_90 == l_93;
const bool l_97 = l_92 < l_94;
const bool l_98 = l_96 && l_97;
const bool l_99 = l_95 || l_98;
const float l_100 = (l_99) ? l_90 : l_93;
shared_memory_3[thread_index_in_threadgroup] = l_100;
const uint l_101 = (l_99) ? l_92 : l_94;
shared_memory_4[thread_index_in_threadgroup] = l_101;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_102 = thread_index_in_threadgroup < uint(8);
if (l_102) {
const uint l_103 = thread_index_in_threadgroup + uint(8);
const float l_104 = shared_memory_3[l_103];
const uint l_105 = thread_index_in_threadgroup + uint(8);
const uint l_106 = shared_memory_4[l_105];
const float l_107 = shared_memory_3[thread_index_in_threadgroup];
const uint l_108 = shared_memory_4[thread_index_in_threadgroup];
const bool l_109 = l_104 > l_107;
const bool l_110 = l_104 == l_107;
const bool l_111 = l_106 < l_108;
const bool l_112 = l_110 && l_111;
const bool l_113 = l_109 || l_112;
const float l_114 = (l_113) ? l_104 : l_107;
shared_memory_3[thread_index_in_threadgroup] = l_114;
const uint l_115 = (l_113) ? l_106 : l_108;
shared_memory_4[thread_index_in_threadgroup] = l_115;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_116 = thread_index_in_threadgroup < uint(4);
if (l_116) {
const uint l_117 = thread_index_in_threadgroup + uint(4);
const float l_118 = shared_memory_3[l_117];
const uint l_119 = thread_index_in_threadgroup + uint(4);
const uint l_120 = shared_memory_4[l_119];
const float l_121 = shared_memory_3[thread_index_in_threadgroup];
const uint l_122 = shared_memory_4[thread_index_in_threadgroup];
const bool l_123 = l_118 > l_121;
const bool l_124 = l_118 == l_121;
const bool l_125 = l_120 < l_122;
const bool l_126 = l_124 && l_125;
const bool l_127 = l_123 || l_126;
const float l_128 = (l_127) ? l_118 : l_121;
shared_memory_3[thread_index_in_threadgroup] = l_128;
const uint l_129 = (l_127) ? l_120 : l_122;
shared_memory_4[thread_index_in_threadgroup] = l_129;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_130 = thread_index_in_threadgroup < uint(2);
if (l_130) {
const uint l_131 = thread_index_in_threadgroup + uint(2);
const float l_132 = shared_memory_3[l_131];
const uint l_133 = thread_index_in_threadgroup + uint(2);
const uint l_134 = shared_memory_4[l_133];
const float l_135 = shared_memory_3[thread_index_in_threadgroup];
const uint l_136 = shared_memory_4[thread_index_in_threadgroup];
const bool l_137 = l_132 > l_135;
const bool l_138 = l_132 == l_135;
const bool l_139 = l_134 < l_136;
const bool l_140 = l_138 && l_139;
const bool l_141 = l_137 || l_140;
const float l_142 = (l_141) ? l_132 : l_135;
shared_memory_3[thread_index_in_threadgroup] = l_142;
const uint l_143 = (l_141) ? l_134 : l_136;
shared_memory_4[thread_index_in_threadgroup] = l_143;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_144 = thread_index_in_threadgroup < uint(1);
if (l_144) {
const uint l_145 = thread_index_in_threadgroup + uint(1);
const float l_146 = shared_memory_3[l_145];
const uint l_147 = thread_index_in_threadgroup + uint(1);
const uint l_148 = shared_memory_4[l_147];
const float l_149 = shared_memory_3[thread_index_in_threadgroup];
const uint l_150 = shared_memory_4[thread_index_in_threadgroup];
const bool l_151 = l_146 > l_149;
const bool l_152 = l_146 == l_149;
const bool l_153 = l_148 < l_150;
const bool l_154 = l_152 && l_153;
const bool l_155 = l_151 || l_154;
const float l_156 = (l_155) ? l_146 : l_149;
shared_memory_3[thread_index_in_threadgroup] = l_156;
const uint l_157 = (l_155) ? l_148 : l_150;
shared_memory_4[thread_index_in_threadgroup] = l_157;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const uint l_158 = shared_memory_4[uint(0)];
const bool l_159 = l_158 != l_2;
if (l_159) {
l_mut_6 = thread_index_in_threadgroup;
while (true) {
const bool l_160 = l_mut_6 < uint(32);
const bool l_161 = !l_160;
if (l_161) {
break;}
const uint l_162 = l_2 * uint(32);
const uint l_163 = l_162 + l_mut_6;
const uint l_164 = info.scalars_uint[0] * uint(32);
const uint l_426 = info.static_meta[uint(0)];
const uint l_427 = l_426 * uint(1);
const bool l_428 = l_163 < l_427;
const uint l_429 = l_427 - uint(1);
const uint l_430 = min(l_163, l_429);
const float l_431 = buffer_0[l_430];
const float l_432 = (l_428) ? l_431 : float(0.0);
const float l_165 = l_432;
const uint l_166 = l_164 + l_163;
const uint l_433 = info.static_meta[uint(0)];
const uint l_434 = l_433 * uint(1);
const bool l_435 = l_166 < l_434;
const uint l_436 = l_434 - uint(1);
const uint l_437 = min(l_166, l_436);
const float l_438 = buffer_0[l_437];
const float l_439 = (l_435) ? l_438 : float(0.0);
const float l_167 = l_439;
const uint l_168 = l_158 * uint(32);
const uint l_169 = l_168 + l_mut_6;
const uint l_170 = info.scalars_uint[0] * uint(32);
const uint l_440 = info.static_meta[uint(0)];
const uint l_441 = l_440 * uint(1);
const bool l_442 = l_169 < l_441;
const uint l_443 = l_441 - uint(1);
const uint l_444 = min(l_169, l_443);
const float l_445 = buffer_0[l_444];
const float l_446 = (l_442) ? l_445 : float(0.0);
const float l_171 = l_446;
const uint l_172 = l_170 + l_169;
const uint l_447 = info.static_meta[uint(0)];
const uint l_448 = l_447 * uint(1);
const bool l_449 = l_172 < l_448;
const uint l_450 = l_448 - uint(1);
const uint l_451 = min(l_172, l_450);
const float l_452 = buffer_0[l_451];
const float l_453 = (l_449) ? l_452 : float(0.0);
const float l_173 = l_453;
const uint l_174 = uint(16) + info.scalars_uint[3];
const bool l_175 = l_mut_6 == l_174;
const uint l_176 = info.scalars_uint[1] + info.scalars_uint[2];
const bool l_177 = l_158 < l_176;
const uint l_178 = uint(16) + l_158;
const uint l_179 = l_178 - info.scalars_uint[1];
const bool l_180 = l_mut_6 == l_179;
const bool l_181 = l_177 && l_180;
const float l_182 = (l_175) ? float(1.0) : float(0.0);
const float l_183 = (l_181) ? float(1.0) : float(0.0);
const float l_184 = l_182 - l_183;
const uint l_185 = l_2 * uint(32);
const uint l_186 = l_185 + l_mut_6;
const uint l_187 = info.scalars_uint[0] * uint(32);
const float l_188 = l_171 + l_184;
const float l_189 = l_188 * l_1;
const float l_190 = l_189 - l_171;
const float l_191 = l_190 * l_1;
const float l_192 = l_189 - l_191;
const float l_193 = l_192 * l_1;
const float l_194 = l_171 - l_193;
const float l_195 = l_184 - l_191;
const float l_196 = l_194 + l_195;
const float l_197 = l_196 + l_173;
const float l_198 = l_189 + l_197;
const float l_199 = l_198 * l_1;
const float l_200 = l_199 - l_189;
const float l_201 = l_200 * l_1;
const float l_202 = l_197 - l_201;
const uint l_454 = info.static_meta[uint(0)];
const uint l_455 = l_454 * uint(1);
const bool l_456 = l_186 < l_455;
if (l_456) {
buffer_0[l_186] = l_199;
}
const uint l_203 = l_187 + l_186;
const uint l_457 = info.static_meta[uint(0)];
const uint l_458 = l_457 * uint(1);
const bool l_459 = l_203 < l_458;
if (l_459) {
buffer_0[l_203] = l_202;
}
const uint l_204 = l_158 * uint(32);
const uint l_205 = l_204 + l_mut_6;
const uint l_206 = info.scalars_uint[0] * uint(32);
const float l_207 = -l_184;
const float l_208 = l_165 + l_207;
const float l_209 = l_208 * l_1;
const float l_210 = l_209 - l_165;
const float l_211 = l_210 * l_1;
const float l_212 = l_209 - l_211;
const float l_213 = l_212 * l_1;
const float l_214 = l_165 - l_213;
const float l_215 = l_207 - l_211;
const float l_216 = l_214 + l_215;
const float l_217 = l_216 + l_167;
const float l_218 = l_209 + l_217;
const float l_219 = l_218 * l_1;
const float l_220 = l_219 - l_209;
const float l_221 = l_220 * l_1;
const float l_222 = l_217 - l_221;
const uint l_460 = info.static_meta[uint(0)];
const uint l_461 = l_460 * uint(1);
const bool l_462 = l_205 < l_461;
if (l_462) {
buffer_0[l_205] = l_219;
}
const uint l_223 = l_206 + l_205;
const uint l_463 = info.static_meta[uint(0)];
const uint l_464 = l_463 * uint(1);
const bool l_465 = l_223 < l_464;
if (l_465) {
buffer_0[l_223] = l_222;
}
l_mut_6 = l_mut_6 + uint(1024);
}
}
const bool l_224 = thread_index_in_threadgroup == uint(0);
if (l_224) {
const uint l_466 = info.static_meta[uint(1)];
const uint l_467 = l_466 * uint(1);
const bool l_468 = info.scalars_uint[3] < l_467;
if (l_468) {
buffer_1[info.scalars_uint[3]] = l_158;
}
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const uint l_225 = l_2 * uint(32);
const uint l_226 = l_225 + info.scalars_uint[3];
const uint l_227 = info.scalars_uint[0] * uint(32);
const uint l_405 = info.static_meta[uint(0)];
const uint l_406 = l_405 * uint(1);
const bool l_407 = l_226 < l_406;
const uint l_408 = l_406 - uint(1);
const uint l_409 = min(l_226, l_408);
const float l_410 = buffer_0[l_409];
const float l_411 = (l_407) ? l_410 : float(0.0);
const float l_228 = l_411;
const uint l_229 = l_227 + l_226;
const uint l_412 = info.static_meta[uint(0)];
const uint l_413 = l_412 * uint(1);
const bool l_414 = l_229 < l_413;
const uint l_415 = l_413 - uint(1);
const uint l_416 = min(l_229, l_415);
const float l_417 = buffer_0[l_416];
const float l_418 = (l_414) ? l_417 : float(0.0);
const float l_230 = l_418;
const uint l_231 = info.scalars_uint[3] + uint(1);
const uint l_232 = l_231 + thread_index_in_threadgroup;
l_mut_6 = l_232;
while (true) {
const bool l_233 = l_mut_6 < uint(32);
const bool l_234 = !l_233;
if (l_234) {
break;}
const uint l_235 = l_2 * uint(32);
const uint l_236 = l_235 + l_mut_6;
const uint l_237 = info.scalars_uint[0] * uint(32);
const uint l_469 = info.static_meta[uint(0)];
const uint l_470 = l_469 * uint(1);
const bool l_471 = l_236 < l_470;
const uint l_472 = l_470 - uint(1);
const uint l_473 = min(l_236, l_472);
const float l_474 = buffer_0[l_473];
const float l_475 = (l_471) ? l_474 : float(0.0);
const float l_238 = l_475;
const uint l_239 = l_237 + l_236;
const uint l_476 = info.static_meta[uint(0)];
const uint l_477 = l_476 * uint(1);
const bool l_478 = l_239 < l_477;
const uint l_479 = l_477 - uint(1);
const uint l_480 = min(l_239, l_479);
const float l_481 = buffer_0[l_480];
const float l_482 = (l_478) ? l_481 : float(0.0);
const float l_240 = l_482;
const uint l_241 = l_2 * uint(32);
const uint l_242 = l_241 + l_mut_6;
const uint l_243 = info.scalars_uint[0] * uint(32);
const float l_244 = float(1.0) / l_228;
const float l_245 = l_238 * l_244;
const float l_246 = l_228 * l_245;
const float l_247 = l_246 * l_1;
const float l_248 = l_0 * l_228;
const float l_249 = l_248 * l_1;
const float l_250 = l_249 - l_228;
const float l_251 = l_250 * l_1;
const float l_252 = l_249 - l_251;
const float l_253 = l_228 - l_252;
const float l_254 = l_0 * l_245;
const float l_255 = l_254 * l_1;
const float l_256 = l_255 - l_245;
const float l_257 = l_256 * l_1;
const float l_258 = l_255 - l_257;
const float l_259 = l_245 - l_258;
const float l_260 = l_252 * l_258;
const float l_261 = l_260 - l_247;
const float l_262 = l_252 * l_259;
const float l_263 = l_261 + l_262;
const float l_264 = l_253 * l_258;
const float l_265 = l_263 + l_264;
const float l_266 = l_253 * l_259;
const float l_267 = l_265 + l_266;
const float l_268 = l_230 * l_245;
const float l_269 = l_267 + l_268;
const float l_270 = l_247 + l_269;
const float l_271 = l_270 * l_1;
const float l_272 = l_271 - l_247;
const float l_273 = l_272 * l_1;
const float l_274 = l_269 - l_273;
const float l_275 = -l_271;
const float l_276 = -l_274;
const float l_277 = l_238 + l_275;
const float l_278 = l_277 * l_1;
const float l_279 = l_278 - l_238;
const float l_280 = l_279 * l_1;
const float l_281 = l_278 - l_280;
const float l_282 = l_281 * l_1;
const float l_283 = l_238 - l_282;
const float l_284 = l_275 - l_280;
const float l_285 = l_283 + l_284;
const float l_286 = l_240 + l_276;
const float l_287 = l_286 * l_1;
const float l_288 = l_287 - l_240;
const float l_289 = l_288 * l_1;
const float l_290 = l_287 - l_289;
const float l_291 = l_290 * l_1;
const float l_292 = l_240 - l_291;
const float l_293 = l_276 - l_289;
const float l_294 = l_292 + l_293;
const float l_295 = l_285 + l_287;
const float l_296 = l_278 + l_295;
const float l_297 = l_296 * l_1;
const float l_298 = l_297 - l_278;
const float l_299 = l_298 * l_1;
const float l_300 = l_295 - l_299;
const float l_301 = l_294 + l_300;
const float l_302 = l_297 + l_301;
const float l_303 = l_302 * l_1;
const float l_304 = l_303 - l_297;
const float l_305 = l_304 * l_1;
const float l_306 = l_301 - l_305;
const float l_307 = l_303 * l_244;
const float l_308 = l_228 * l_307;
const float l_309 = l_308 * l_1;
const float l_310 = l_0 * l_228;
const float l_311 = l_310 * l_1;
const float l_312 = l_311 - l_228;
const float l_313 = l_312 * l_1;
const float l_314 = l_311 - l_313;
const float l_315 = l_228 - l_314;
const float l_316 = l_0 * l_307;
const float l_317 = l_316 * l_1;
const float l_318 = l_317 - l_307;
const float l_319 = l_318 * l_1;
const float l_320 = l_317 - l_319;
const float l_321 = l_307 - l_320;
const float l_322 = l_314 * l_320;
const float l_323 = l_322 - l_309;
const float l_324 = l_314 * l_321;
const float l_325 = l_323 + l_324;
const float l_326 = l_315 * l_320;
const float l_327 = l_325 + l_326;
const float l_328 = l_315 * l_321;
const float l_329 = l_327 + l_328;
const float l_330 = l_230 * l_307;
const float l_331 = l_329 + l_330;
const float l_332 = l_309 + l_331;
const float l_333 = l_332 * l_1;
const float l_334 = l_333 - l_309;
const float l_335 = l_334 * l_1;
const float l_336 = l_331 - l_335;
const float l_337 = -l_333;
const float l_338 = -l_336;
const float l_339 = l_303 + l_337;
const float l_340 = l_339 * l_1;
const float l_341 = l_340 - l_303;
const float l_342 = l_341 * l_1;
const float l_343 = l_340 - l_342;
const float l_344 = l_343 * l_1;
const float l_345 = l_303 - l_344;
const float l_346 = l_337 - l_342;
const float l_347 = l_345 + l_346;
const float l_348 = l_306 + l_338;
const float l_349 = l_348 * l_1;
const float l_350 = l_349 - l_306;
const float l_351 = l_350 * l_1;
const float l_352 = l_349 - l_351;
const float l_353 = l_352 * l_1;
const float l_354 = l_306 - l_353;
const float l_355 = l_338 - l_351;
const float l_356 = l_354 + l_355;
const float l_357 = l_347 + l_349;
const float l_358 = l_340 + l_357;
const float l_359 = l_358 * l_1;
const float l_360 = l_359 - l_340;
const float l_361 = l_360 * l_1;
const float l_362 = l_357 - l_361;
const float l_363 = l_356 + l_362;
const float l_364 = l_359 + l_363;
const float l_365 = l_364 * l_1;
const float l_366 = l_365 - l_359;
const float l_367 = l_366 * l_1;
const float l_368 = l_363 - l_367;
const float l_369 = l_365 / l_228;
const float l_370 = l_245 + l_307;
const float l_371 = l_370 * l_1;
const float l_372 = l_371 - l_245;
const float l_373 = l_372 * l_1;
const float l_374 = l_307 - l_373;
const float l_375 = l_371 + l_369;
const float l_376 = l_375 * l_1;
const float l_377 = l_376 - l_371;
const float l_378 = l_377 * l_1;
const float l_379 = l_376 - l_378;
const float l_380 = l_379 * l_1;
const float l_381 = l_371 - l_380;
const float l_382 = l_369 - l_378;
const float l_383 = l_381 + l_382;
const float l_384 = l_383 + l_374;
const float l_385 = l_376 + l_384;
const float l_386 = l_385 * l_1;
const float l_387 = l_386 - l_376;
const float l_388 = l_387 * l_1;
const float l_389 = l_384 - l_388;
const uint l_483 = info.static_meta[uint(0)];
const uint l_484 = l_483 * uint(1);
const bool l_485 = l_242 < l_484;
if (l_485) {
buffer_0[l_242] = l_386;
}
const uint l_390 = l_243 + l_242;
const uint l_486 = info.static_meta[uint(0)];
const uint l_487 = l_486 * uint(1);
const bool l_488 = l_390 < l_487;
if (l_488) {
buffer_0[l_390] = l_389;
}
l_mut_6 = l_mut_6 + uint(1024);
}

}
