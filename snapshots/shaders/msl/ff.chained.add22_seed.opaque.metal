
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void chained_f_f32(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    device float * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
float l_mut_107;
float l_mut_118;
float l_mut_11;
float l_mut_126;
float l_mut_12;
float l_mut_137;
float l_mut_145;
float l_mut_14;
float l_mut_156;
float l_mut_16;
float l_mut_18;
float l_mut_19;
float l_mut_21;
float l_mut_22;
float l_mut_24;
float l_mut_25;
float l_mut_266;
float l_mut_277;
float l_mut_31;
float l_mut_387;
float l_mut_398;
float l_mut_42;
float l_mut_508;
float l_mut_50;
float l_mut_519;
float l_mut_61;
float l_mut_69;
float l_mut_80;
float l_mut_88;
float l_mut_99;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_529 = info.static_meta[uint(2)];
const uint l_530 = l_529 * uint(1);
const bool l_531 = uint(0) < l_530;
const uint l_532 = l_530 - uint(1);
const uint l_533 = min(uint(0), l_532);
const float l_534 = buffer_2[l_533];
const float l_535 = (l_531) ? l_534 : float(0.0);
const float l_3 = l_535;
const uint l_536 = info.static_meta[uint(2)];
const uint l_537 = l_536 * uint(1);
const bool l_538 = uint(1) < l_537;
const uint l_539 = l_537 - uint(1);
const uint l_540 = min(uint(1), l_539);
const float l_541 = buffer_2[l_540];
const float l_542 = (l_538) ? l_541 : float(0.0);
const float l_4 = l_542;
const uint l_543 = info.static_meta[uint(1)];
const uint l_544 = l_543 * uint(1);
const bool l_545 = thread_index_in_grid < l_544;
const uint l_546 = l_544 - uint(1);
const uint l_547 = min(thread_index_in_grid, l_546);
const float l_548 = buffer_1[l_547];
const float l_549 = (l_545) ? l_548 : float(0.0);
const float l_5 = l_549;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_550 = info.static_meta[uint(1)];
const uint l_551 = l_550 * uint(1);
const bool l_552 = l_6 < l_551;
const uint l_553 = l_551 - uint(1);
const uint l_554 = min(l_6, l_553);
const float l_555 = buffer_1[l_554];
const float l_556 = (l_552) ? l_555 : float(0.0);
const float l_7 = l_556;
const uint l_557 = info.static_meta[uint(0)];
const uint l_558 = l_557 * uint(1);
const bool l_559 = thread_index_in_grid < l_558;
const uint l_560 = l_558 - uint(1);
const uint l_561 = min(thread_index_in_grid, l_560);
const float l_562 = buffer_0[l_561];
const float l_563 = (l_559) ? l_562 : float(0.0);
const float l_8 = l_563;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_564 = info.static_meta[uint(0)];
const uint l_565 = l_564 * uint(1);
const bool l_566 = l_9 < l_565;
const uint l_567 = l_565 - uint(1);
const uint l_568 = min(l_9, l_567);
const float l_569 = buffer_0[l_568];
const float l_570 = (l_566) ? l_569 : float(0.0);
const float l_10 = l_570;
l_mut_11 = l_8;
l_mut_12 = l_10;
const float l_13 = l_8 * l_3;
l_mut_14 = l_13;
const float l_15 = l_10 * l_3;
l_mut_16 = l_15;
const float l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
const float l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (uint l_mut_23 = uint(0); l_mut_23 < uint(256); ++l_mut_23) {
l_mut_24 = l_mut_11;
l_mut_25 = l_5;
const float l_26 = abs(l_5);
const float l_27 = abs(l_mut_11);
const bool l_28 = l_26 >= l_27;
if (l_28) {
l_mut_24 = l_5;
l_mut_25 = l_mut_11;
}
const float l_29 = l_mut_24 + l_mut_25;
const float l_30 = l_29 * l_4;
l_mut_31 = l_30;
const float l_32 = l_mut_31 - l_mut_24;
const float l_33 = l_32 * l_4;
const float l_34 = l_mut_31 - l_33;
const float l_35 = l_34 * l_4;
const float l_36 = l_35 - l_mut_24;
const float l_37 = l_36 * l_4;
const float l_38 = l_mut_25 - l_37;
const float l_39 = l_38 * l_4;
const float l_40 = l_39 - l_33;
const float l_41 = l_40 * l_4;
l_mut_42 = l_41;
const float l_43 = l_mut_42 + l_33;
const bool l_44 = l_43 != l_39;
if (l_44) {
l_mut_31 = l_mut_24;
l_mut_42 = l_mut_25;
}
l_mut_25 = l_mut_12;
l_mut_24 = l_7;
const float l_45 = abs(l_7);
const float l_46 = abs(l_mut_12);
const bool l_47 = l_45 >= l_46;
if (l_47) {
l_mut_25 = l_7;
l_mut_24 = l_mut_12;
}
const float l_48 = l_mut_25 + l_mut_24;
const float l_49 = l_48 * l_4;
l_mut_50 = l_49;
const float l_51 = l_mut_50 - l_mut_25;
const float l_52 = l_51 * l_4;
const float l_53 = l_mut_50 - l_52;
const float l_54 = l_53 * l_4;
const float l_55 = l_54 - l_mut_25;
const float l_56 = l_55 * l_4;
const float l_57 = l_mut_24 - l_56;
const float l_58 = l_57 * l_4;
const float l_59 = l_58 - l_52;
const float l_60 = l_59 * l_4;
l_mut_61 = l_60;
const float l_62 = l_mut_61 + l_52;
const bool l_63 = l_62 != l_58;
if (l_63) {
l_mut_50 = l_mut_25;
l_mut_61 = l_mut_24;
}
l_mut_25 = l_mut_42;
l_mut_24 = l_mut_50;
const float l_64 = abs(l_mut_50);
const float l_65 = abs(l_mut_42);
const bool l_66 = l_64 >= l_65;
if (l_66) {
l_mut_25 = l_mut_50;
l_mut_24 = l_mut_42;
}
const float l_67 = l_mut_25 + l_mut_24;
const float l_68 = l_67 * l_4;
l_mut_69 = l_68;
const float l_70 = l_mut_69 - l_mut_25;
const float l_71 = l_70 * l_4;
const float l_72 = l_mut_69 - l_71;
const float l_73 = l_72 * l_4;
const float l_74 = l_73 - l_mut_25;
const float l_75 = l_74 * l_4;
const float l_76 = l_mut_24 - l_75;
const float l_77 = l_76 * l_4;
const float l_78 = l_77 - l_71;
const float l_79 = l_78 * l_4;
l_mut_80 = l_79;
const float l_81 = l_mut_80 + l_71;
const bool l_82 = l_81 != l_77;
if (l_82) {
l_mut_69 = l_mut_25;
l_mut_80 = l_mut_24;
}
l_mut_25 = l_mut_61;
l_mut_24 = l_mut_80;
const float l_83 = abs(l_mut_80);
const float l_84 = abs(l_mut_61);
const bool l_85 = l_83 >= l_84;
if (l_85) {
l_mut_25 = l_mut_80;
l_mut_24 = l_mut_61;
}
const float l_86 = l_mut_25 + l_mut_24;
const float l_87 = l_86 * l_4;
l_mut_88 = l_87;
const float l_89 = l_mut_88 - l_mut_25;
const float l_90 = l_89 * l_4;
const float l_91 = l_mut_88 - l_90;
const float l_92 = l_91 * l_4;
const float l_93 = l_92 - l_mut_25;
const float l_94 = l_93 * l_4;
const float l_95 = l_mut_24 - l_94;
const float l_96 = l_95 * l_4;
const float l_97 = l_96 - l_90;
const float l_98 = l_97 * l_4;
l_mut_99 = l_98;
const float l_100 = l_mut_99 + l_90;
const bool l_101 = l_100 != l_96;
if (l_101) {
l_mut_88 = l_mut_25;
l_mut_99 = l_mut_24;
}
l_mut_25 = l_mut_69;
l_mut_24 = l_mut_88;
const float l_102 = abs(l_mut_88);
const float l_103 = abs(l_mut_69);
const bool l_104 = l_102 >= l_103;
if (l_104) {
l_mut_25 = l_mut_88;
l_mut_24 = l_mut_69;
}
const float l_105 = l_mut_25 + l_mut_24;
const float l_106 = l_105 * l_4;
l_mut_107 = l_106;
const float l_108 = l_mut_107 - l_mut_25;
const float l_109 = l_108 * l_4;
const float l_110 = l_mut_107 - l_109;
const float l_111 = l_110 * l_4;
const float l_112 = l_111 - l_mut_25;
const float l_113 = l_112 * l_4;
const float l_114 = l_mut_24 - l_113;
const float l_115 = l_114 * l_4;
const float l_116 = l_115 - l_109;
const float l_117 = l_116 * l_4;
l_mut_118 = l_117;
const float l_119 = l_mut_118 + l_109;
const bool l_120 = l_119 != l_115;
if (l_120) {
l_mut_107 = l_mut_25;
l_mut_118 = l_mut_24;
}
l_mut_25 = l_mut_31;
l_mut_24 = l_mut_107;
const float l_121 = abs(l_mut_107);
const float l_122 = abs(l_mut_31);
const bool l_123 = l_121 >= l_122;
if (l_123) {
l_mut_25 = l_mut_107;
l_mut_24 = l_mut_31;
}
const float l_124 = l_mut_25 + l_mut_24;
const float l_125 = l_124 * l_4;
l_mut_126 = l_125;
const float l_127 = l_mut_126 - l_mut_25;
const float l_128 = l_127 * l_4;
const float l_129 = l_mut_126 - l_128;
const float l_130 = l_129 * l_4;
const float l_131 = l_130 - l_mut_25;
const float l_132 = l_131 * l_4;
const float l_133 = l_mut_24 - l_132;
const float l_134 = l_133 * l_4;
const float l_135 = l_134 - l_128;
const float l_136 = l_135 * l_4;
l_mut_137 = l_136;
const float l_138 = l_mut_137 + l_128;
const bool l_139 = l_138 != l_134;
if (l_139) {
l_mut_126 = l_mut_25;
l_mut_137 = l_mut_24;
}
l_mut_25 = l_mut_118;
l_mut_24 = l_mut_137;
const float l_140 = abs(l_mut_137);
const float l_141 = abs(l_mut_118);
const bool l_142 = l_140 >= l_141;
if (l_142) {
l_mut_25 = l_mut_137;
l_mut_24 = l_mut_118;
}
const float l_143 = l_mut_25 + l_mut_24;
const float l_144 = l_143 * l_4;
l_mut_145 = l_144;
const float l_146 = l_mut_145 - l_mut_25;
const float l_147 = l_146 * l_4;
const float l_148 = l_mut_145 - l_147;
const float l_149 = l_148 * l_4;
const float l_150 = l_149 - l_mut_25;
const float l_151 = l_150 * l_4;
const float l_152 = l_mut_24 - l_151;
const float l_153 = l_152 * l_4;
const float l_154 = l_153 - l_147;
const float l_155 = l_154 * l_4;
l_mut_156 = l_155;
const float l_157 = l_mut_156 + l_147;
const bool l_158 = l_157 != l_153;
if (l_158) {
l_mut_145 = l_mut_25;
l_mut_156 = l_mut_24;
}
l_mut_156 = l_mut_14;
l_mut_137 = l_5;
const float l_159 = abs(l_5);
const float l_160 = abs(l_mut_14);
const bool l_161 = l_159 >= l_160;
if (l_161) {
l_mut_156 = l_5;
l_mut_137 = l_mut_14;
}
const float l_162 = l_mut_156 + l_mut_137;
const float l_163 = l_162 * l_4;
l_mut_118 = l_163;
const float l_164 = l_mut_118 - l_mut_156;
const float l_165 = l_164 * l_4;
const float l_166 = l_mut_118 - l_165;
const float l_167 = l_166 * l_4;
const float l_168 = l_167 - l_mut_156;
const float l_169 = l_168 * l_4;
const float l_170 = l_mut_137 - l_169;
const float l_171 = l_170 * l_4;
const float l_172 = l_171 - l_165;
const float l_173 = l_172 * l_4;
l_mut_107 = l_173;
const float l_174 = l_mut_107 + l_165;
const bool l_175 = l_174 != l_171;
if (l_175) {
l_mut_118 = l_mut_156;
l_mut_107 = l_mut_137;
}
l_mut_156 = l_mut_16;
l_mut_137 = l_7;
const float l_176 = abs(l_7);
const float l_177 = abs(l_mut_16);
const bool l_178 = l_176 >= l_177;
if (l_178) {
l_mut_156 = l_7;
l_mut_137 = l_mut_16;
}
const float l_179 = l_mut_156 + l_mut_137;
const float l_180 = l_179 * l_4;
l_mut_99 = l_180;
const float l_181 = l_mut_99 - l_mut_156;
const float l_182 = l_181 * l_4;
const float l_183 = l_mut_99 - l_182;
const float l_184 = l_183 * l_4;
const float l_185 = l_184 - l_mut_156;
const float l_186 = l_185 * l_4;
const float l_187 = l_mut_137 - l_186;
const float l_188 = l_187 * l_4;
const float l_189 = l_188 - l_182;
const float l_190 = l_189 * l_4;
l_mut_88 = l_190;
const float l_191 = l_mut_88 + l_182;
const bool l_192 = l_191 != l_188;
if (l_192) {
l_mut_99 = l_mut_156;
l_mut_88 = l_mut_137;
}
l_mut_156 = l_mut_107;
l_mut_137 = l_mut_99;
const float l_193 = abs(l_mut_99);
const float l_194 = abs(l_mut_107);
const bool l_195 = l_193 >= l_194;
if (l_195) {
l_mut_156 = l_mut_99;
l_mut_137 = l_mut_107;
}
const float l_196 = l_mut_156 + l_mut_137;
const float l_197 = l_196 * l_4;
l_mut_80 = l_197;
const float l_198 = l_mut_80 - l_mut_156;
const float l_199 = l_198 * l_4;
const float l_200 = l_mut_80 - l_199;
const float l_201 = l_200 * l_4;
const float l_202 = l_201 - l_mut_156;
const float l_203 = l_202 * l_4;
const float l_204 = l_mut_137 - l_203;
const float l_205 = l_204 * l_4;
const float l_206 = l_205 - l_199;
const float l_207 = l_206 * l_4;
l_mut_69 = l_207;
const float l_208 = l_mut_69 + l_199;
const bool l_209 = l_208 != l_205;
if (l_209) {
l_mut_80 = l_mut_156;
l_mut_69 = l_mut_137;
}
l_mut_156 = l_mut_88;
l_mut_137 = l_mut_69;
const float l_210 = abs(l_mut_69);
const float l_211 = abs(l_mut_88);
const bool l_212 = l_210 >= l_211;
if (l_212) {
l_mut_156 = l_mut_69;
l_mut_137 = l_mut_88;
}
const float l_213 = l_mut_156 + l_mut_137;
const float l_214 = l_213 * l_4;
l_mut_61 = l_214;
const float l_215 = l_mut_61 - l_mut_156;
const float l_216 = l_215 * l_4;
const float l_217 = l_mut_61 - l_216;
const float l_218 = l_217 * l_4;
const float l_219 = l_218 - l_mut_156;
const float l_220 = l_219 * l_4;
const float l_221 = l_mut_137 - l_220;
const float l_222 = l_221 * l_4;
const float l_223 = l_222 - l_216;
const float l_224 = l_223 * l_4;
l_mut_50 = l_224;
const float l_225 = l_mut_50 + l_216;
const bool l_226 = l_225 != l_222;
if (l_226) {
l_mut_61 = l_mut_156;
l_mut_50 = l_mut_137;
}
l_mut_156 = l_mut_80;
l_mut_137 = l_mut_61;
const float l_227 = abs(l_mut_61);
const float l_228 = abs(l_mut_80);
const bool l_229 = l_227 >= l_228;
if (l_229) {
l_mut_156 = l_mut_61;
l_mut_137 = l_mut_80;
}
const float l_230 = l_mut_156 + l_mut_137;
const float l_231 = l_230 * l_4;
l_mut_42 = l_231;
const float l_232 = l_mut_42 - l_mut_156;
const float l_233 = l_232 * l_4;
const float l_234 = l_mut_42 - l_233;
const float l_235 = l_234 * l_4;
const float l_236 = l_235 - l_mut_156;
const float l_237 = l_236 * l_4;
const float l_238 = l_mut_137 - l_237;
const float l_239 = l_238 * l_4;
const float l_240 = l_239 - l_233;
const float l_241 = l_240 * l_4;
l_mut_31 = l_241;
const float l_242 = l_mut_31 + l_233;
const bool l_243 = l_242 != l_239;
if (l_243) {
l_mut_42 = l_mut_156;
l_mut_31 = l_mut_137;
}
l_mut_156 = l_mut_118;
l_mut_137 = l_mut_42;
const float l_244 = abs(l_mut_42);
const float l_245 = abs(l_mut_118);
const bool l_246 = l_244 >= l_245;
if (l_246) {
l_mut_156 = l_mut_42;
l_mut_137 = l_mut_118;
}
const float l_247 = l_mut_156 + l_mut_137;
const float l_248 = l_247 * l_4;
l_mut_25 = l_248;
const float l_249 = l_mut_25 - l_mut_156;
const float l_250 = l_249 * l_4;
const float l_251 = l_mut_25 - l_250;
const float l_252 = l_251 * l_4;
const float l_253 = l_252 - l_mut_156;
const float l_254 = l_253 * l_4;
const float l_255 = l_mut_137 - l_254;
const float l_256 = l_255 * l_4;
const float l_257 = l_256 - l_250;
const float l_258 = l_257 * l_4;
l_mut_24 = l_258;
const float l_259 = l_mut_24 + l_250;
const bool l_260 = l_259 != l_256;
if (l_260) {
l_mut_25 = l_mut_156;
l_mut_24 = l_mut_137;
}
l_mut_156 = l_mut_31;
l_mut_137 = l_mut_24;
const float l_261 = abs(l_mut_24);
const float l_262 = abs(l_mut_31);
const bool l_263 = l_261 >= l_262;
if (l_263) {
l_mut_156 = l_mut_24;
l_mut_137 = l_mut_31;
}
const float l_264 = l_mut_156 + l_mut_137;
const float l_265 = l_264 * l_4;
l_mut_266 = l_265;
const float l_267 = l_mut_266 - l_mut_156;
const float l_268 = l_267 * l_4;
const float l_269 = l_mut_266 - l_268;
const float l_270 = l_269 * l_4;
const float l_271 = l_270 - l_mut_156;
const float l_272 = l_271 * l_4;
const float l_273 = l_mut_137 - l_272;
const float l_274 = l_273 * l_4;
const float l_275 = l_274 - l_268;
const float l_276 = l_275 * l_4;
l_mut_277 = l_276;
const float l_278 = l_mut_277 + l_268;
const bool l_279 = l_278 != l_274;
if (l_279) {
l_mut_266 = l_mut_156;
l_mut_277 = l_mut_137;
}
l_mut_277 = l_mut_18;
l_mut_156 = l_5;
const float l_280 = abs(l_5);
const float l_281 = abs(l_mut_18);
const bool l_282 = l_280 >= l_281;
if (l_282) {
l_mut_277 = l_5;
l_mut_156 = l_mut_18;
}
const float l_283 = l_mut_277 + l_mut_156;
const float l_284 = l_283 * l_4;
l_mut_137 = l_284;
const float l_285 = l_mut_137 - l_mut_277;
const float l_286 = l_285 * l_4;
const float l_287 = l_mut_137 - l_286;
const float l_288 = l_287 * l_4;
const float l_289 = l_288 - l_mut_277;
const float l_290 = l_289 * l_4;
const float l_291 = l_mut_156 - l_290;
const float l_292 = l_291 * l_4;
const float l_293 = l_292 - l_286;
const float l_294 = l_293 * l_4;
l_mut_118 = l_294;
const float l_295 = l_mut_118 + l_286;
const bool l_296 = l_295 != l_292;
if (l_296) {
l_mut_137 = l_mut_277;
l_mut_118 = l_mut_156;
}
l_mut_277 = l_mut_19;
l_mut_156 = l_7;
const float l_297 = abs(l_7);
const float l_298 = abs(l_mut_19);
const bool l_299 = l_297 >= l_298;
if (l_299) {
l_mut_277 = l_7;
l_mut_156 = l_mut_19;
}
const float l_300 = l_mut_277 + l_mut_156;
const float l_301 = l_300 * l_4;
l_mut_107 = l_301;
const float l_302 = l_mut_107 - l_mut_277;
const float l_303 = l_302 * l_4;
const float l_304 = l_mut_107 - l_303;
const float l_305 = l_304 * l_4;
const float l_306 = l_305 - l_mut_277;
const float l_307 = l_306 * l_4;
const float l_308 = l_mut_156 - l_307;
const float l_309 = l_308 * l_4;
const float l_310 = l_309 - l_303;
const float l_311 = l_310 * l_4;
l_mut_99 = l_311;
const float l_312 = l_mut_99 + l_303;
const bool l_313 = l_312 != l_309;
if (l_313) {
l_mut_107 = l_mut_277;
l_mut_99 = l_mut_156;
}
l_mut_277 = l_mut_118;
l_mut_156 = l_mut_107;
const float l_314 = abs(l_mut_107);
const float l_315 = abs(l_mut_118);
const bool l_316 = l_314 >= l_315;
if (l_316) {
l_mut_277 = l_mut_107;
l_mut_156 = l_mut_118;
}
const float l_317 = l_mut_277 + l_mut_156;
const float l_318 = l_317 * l_4;
l_mut_88 = l_318;
const float l_319 = l_mut_88 - l_mut_277;
const float l_320 = l_319 * l_4;
const float l_321 = l_mut_88 - l_320;
const float l_322 = l_321 * l_4;
const float l_323 = l_322 - l_mut_277;
const float l_324 = l_323 * l_4;
const float l_325 = l_mut_156 - l_324;
const float l_326 = l_325 * l_4;
const float l_327 = l_326 - l_320;
const float l_328 = l_327 * l_4;
l_mut_80 = l_328;
const float l_329 = l_mut_80 + l_320;
const bool l_330 = l_329 != l_326;
if (l_330) {
l_mut_88 = l_mut_277;
l_mut_80 = l_mut_156;
}
l_mut_277 = l_mut_99;
l_mut_156 = l_mut_80;
const float l_331 = abs(l_mut_80);
const float l_332 = abs(l_mut_99);
const bool l_333 = l_331 >= l_332;
if (l_333) {
l_mut_277 = l_mut_80;
l_mut_156 = l_mut_99;
}
const float l_334 = l_mut_277 + l_mut_156;
const float l_335 = l_334 * l_4;
l_mut_69 = l_335;
const float l_336 = l_mut_69 - l_mut_277;
const float l_337 = l_336 * l_4;
const float l_338 = l_mut_69 - l_337;
const float l_339 = l_338 * l_4;
const float l_340 = l_339 - l_mut_277;
const float l_341 = l_340 * l_4;
const float l_342 = l_mut_156 - l_341;
const float l_343 = l_342 * l_4;
const float l_344 = l_343 - l_337;
const float l_345 = l_344 * l_4;
l_mut_61 = l_345;
const float l_346 = l_mut_61 + l_337;
const bool l_347 = l_346 != l_343;
if (l_347) {
l_mut_69 = l_mut_277;
l_mut_61 = l_mut_156;
}
l_mut_277 = l_mut_88;
l_mut_156 = l_mut_69;
const float l_348 = abs(l_mut_69);
const float l_349 = abs(l_mut_88);
const bool l_350 = l_348 >= l_349;
if (l_350) {
l_mut_277 = l_mut_69;
l_mut_156 = l_mut_88;
}
const float l_351 = l_mut_277 + l_mut_156;
const float l_352 = l_351 * l_4;
l_mut_50 = l_352;
const float l_353 = l_mut_50 - l_mut_277;
const float l_354 = l_353 * l_4;
const float l_355 = l_mut_50 - l_354;
const float l_356 = l_355 * l_4;
const float l_357 = l_356 - l_mut_277;
const float l_358 = l_357 * l_4;
const float l_359 = l_mut_156 - l_358;
const float l_360 = l_359 * l_4;
const float l_361 = l_360 - l_354;
const float l_362 = l_361 * l_4;
l_mut_42 = l_362;
const float l_363 = l_mut_42 + l_354;
const bool l_364 = l_363 != l_360;
if (l_364) {
l_mut_50 = l_mut_277;
l_mut_42 = l_mut_156;
}
l_mut_277 = l_mut_137;
l_mut_156 = l_mut_50;
const float l_365 = abs(l_mut_50);
const float l_366 = abs(l_mut_137);
const bool l_367 = l_365 >= l_366;
if (l_367) {
l_mut_277 = l_mut_50;
l_mut_156 = l_mut_137;
}
const float l_368 = l_mut_277 + l_mut_156;
const float l_369 = l_368 * l_4;
l_mut_31 = l_369;
const float l_370 = l_mut_31 - l_mut_277;
const float l_371 = l_370 * l_4;
const float l_372 = l_mut_31 - l_371;
const float l_373 = l_372 * l_4;
const float l_374 = l_373 - l_mut_277;
const float l_375 = l_374 * l_4;
const float l_376 = l_mut_156 - l_375;
const float l_377 = l_376 * l_4;
const float l_378 = l_377 - l_371;
const float l_379 = l_378 * l_4;
l_mut_24 = l_379;
const float l_380 = l_mut_24 + l_371;
const bool l_381 = l_380 != l_377;
if (l_381) {
l_mut_31 = l_mut_277;
l_mut_24 = l_mut_156;
}
l_mut_277 = l_mut_42;
l_mut_156 = l_mut_24;
const float l_382 = abs(l_mut_24);
const float l_383 = abs(l_mut_42);
const bool l_384 = l_382 >= l_383;
if (l_384) {
l_mut_277 = l_mut_24;
l_mut_156 = l_mut_42;
}
const float l_385 = l_mut_277 + l_mut_156;
const float l_386 = l_385 * l_4;
l_mut_387 = l_386;
const float l_388 = l_mut_387 - l_mut_277;
const float l_389 = l_388 * l_4;
const float l_390 = l_mut_387 - l_389;
const float l_391 = l_390 * l_4;
const float l_392 = l_391 - l_mut_277;
const float l_393 = l_392 * l_4;
const float l_394 = l_mut_156 - l_393;
const float l_395 = l_394 * l_4;
const float l_396 = l_395 - l_389;
const float l_397 = l_396 * l_4;
l_mut_398 = l_397;
const float l_399 = l_mut_398 + l_389;
const bool l_400 = l_399 != l_395;
if (l_400) {
l_mut_387 = l_mut_277;
l_mut_398 = l_mut_156;
}
l_mut_398 = l_mut_21;
l_mut_277 = l_5;
const float l_401 = abs(l_5);
const float l_402 = abs(l_mut_21);
const bool l_403 = l_401 >= l_402;
if (l_403) {
l_mut_398 = l_5;
l_mut_277 = l_mut_21;
}
const float l_404 = l_mut_398 + l_mut_277;
const float l_405 = l_404 * l_4;
l_mut_156 = l_405;
const float l_406 = l_mut_156 - l_mut_398;
const float l_407 = l_406 * l_4;
const float l_408 = l_mut_156 - l_407;
const float l_409 = l_408 * l_4;
const float l_410 = l_409 - l_mut_398;
const float l_411 = l_410 * l_4;
const float l_412 = l_mut_277 - l_411;
const float l_413 = l_412 * l_4;
const float l_414 = l_413 - l_407;
const float l_415 = l_414 * l_4;
l_mut_137 = l_415;
const float l_416 = l_mut_137 + l_407;
const bool l_417 = l_416 != l_413;
if (l_417) {
l_mut_156 = l_mut_398;
l_mut_137 = l_mut_277;
}
l_mut_398 = l_mut_22;
l_mut_277 = l_7;
const float l_418 = abs(l_7);
const float l_419 = abs(l_mut_22);
const bool l_420 = l_418 >= l_419;
if (l_420) {
l_mut_398 = l_7;
l_mut_277 = l_mut_22;
}
const float l_421 = l_mut_398 + l_mut_277;
const float l_422 = l_421 * l_4;
l_mut_118 = l_422;
const float l_423 = l_mut_118 - l_mut_398;
const float l_424 = l_423 * l_4;
const float l_425 = l_mut_118 - l_424;
const float l_426 = l_425 * l_4;
const float l_427 = l_426 - l_mut_398;
const float l_428 = l_427 * l_4;
const float l_429 = l_mut_277 - l_428;
const float l_430 = l_429 * l_4;
const float l_431 = l_430 - l_424;
const float l_432 = l_431 * l_4;
l_mut_107 = l_432;
const float l_433 = l_mut_107 + l_424;
const bool l_434 = l_433 != l_430;
if (l_434) {
l_mut_118 = l_mut_398;
l_mut_107 = l_mut_277;
}
l_mut_398 = l_mut_137;
l_mut_277 = l_mut_118;
const float l_435 = abs(l_mut_118);
const float l_436 = abs(l_mut_137);
const bool l_437 = l_435 >= l_436;
if (l_437) {
l_mut_398 = l_mut_118;
l_mut_277 = l_mut_137;
}
const float l_438 = l_mut_398 + l_mut_277;
const float l_439 = l_438 * l_4;
l_mut_99 = l_439;
const float l_440 = l_mut_99 - l_mut_398;
const float l_441 = l_440 * l_4;
const float l_442 = l_mut_99 - l_441;
const float l_443 = l_442 * l_4;
const float l_444 = l_443 - l_mut_398;
const float l_445 = l_444 * l_4;
const float l_446 = l_mut_277 - l_445;
const float l_447 = l_446 * l_4;
const float l_448 = l_447 - l_441;
const float l_449 = l_448 * l_4;
l_mut_88 = l_449;
const float l_450 = l_mut_88 + l_441;
const bool l_451 = l_450 != l_447;
if (l_451) {
l_mut_99 = l_mut_398;
l_mut_88 = l_mut_277;
}
l_mut_398 = l_mut_107;
l_mut_277 = l_mut_88;
const float l_452 = abs(l_mut_88);
const float l_453 = abs(l_mut_107);
const bool l_454 = l_452 >= l_453;
if (l_454) {
l_mut_398 = l_mut_88;
l_mut_277 = l_mut_107;
}
const float l_455 = l_mut_398 + l_mut_277;
const float l_456 = l_455 * l_4;
l_mut_80 = l_456;
const float l_457 = l_mut_80 - l_mut_398;
const float l_458 = l_457 * l_4;
const float l_459 = l_mut_80 - l_458;
const float l_460 = l_459 * l_4;
const float l_461 = l_460 - l_mut_398;
const float l_462 = l_461 * l_4;
const float l_463 = l_mut_277 - l_462;
const float l_464 = l_463 * l_4;
const float l_465 = l_464 - l_458;
const float l_466 = l_465 * l_4;
l_mut_69 = l_466;
const float l_467 = l_mut_69 + l_458;
const bool l_468 = l_467 != l_464;
if (l_468) {
l_mut_80 = l_mut_398;
l_mut_69 = l_mut_277;
}
l_mut_398 = l_mut_99;
l_mut_277 = l_mut_80;
const float l_469 = abs(l_mut_80);
const float l_470 = abs(l_mut_99);
const bool l_471 = l_469 >= l_470;
if (l_471) {
l_mut_398 = l_mut_80;
l_mut_277 = l_mut_99;
}
const float l_472 = l_mut_398 + l_mut_277;
const float l_473 = l_472 * l_4;
l_mut_61 = l_473;
const float l_474 = l_mut_61 - l_mut_398;
const float l_475 = l_474 * l_4;
const float l_476 = l_mut_61 - l_475;
const float l_477 = l_476 * l_4;
const float l_478 = l_477 - l_mut_398;
const float l_479 = l_478 * l_4;
const float l_480 = l_mut_277 - l_479;
const float l_481 = l_480 * l_4;
const float l_482 = l_481 - l_475;
const float l_483 = l_482 * l_4;
l_mut_50 = l_483;
const float l_484 = l_mut_50 + l_475;
const bool l_485 = l_484 != l_481;
if (l_485) {
l_mut_61 = l_mut_398;
l_mut_50 = l_mut_277;
}
l_mut_398 = l_mut_156;
l_mut_277 = l_mut_61;
const float l_486 = abs(l_mut_61);
const float l_487 = abs(l_mut_156);
const bool l_488 = l_486 >= l_487;
if (l_488) {
l_mut_398 = l_mut_61;
l_mut_277 = l_mut_156;
}
const float l_489 = l_mut_398 + l_mut_277;
const float l_490 = l_489 * l_4;
l_mut_42 = l_490;
const float l_491 = l_mut_42 - l_mut_398;
const float l_492 = l_491 * l_4;
const float l_493 = l_mut_42 - l_492;
const float l_494 = l_493 * l_4;
const float l_495 = l_494 - l_mut_398;
const float l_496 = l_495 * l_4;
const float l_497 = l_mut_277 - l_496;
const float l_498 = l_497 * l_4;
const float l_499 = l_498 - l_492;
const float l_500 = l_499 * l_4;
l_mut_24 = l_500;
const float l_501 = l_mut_24 + l_492;
const bool l_502 = l_501 != l_498;
if (l_502) {
l_mut_42 = l_mut_398;
l_mut_24 = l_mut_277;
}
l_mut_398 = l_mut_50;
l_mut_277 = l_mut_24;
const float l_503 = abs(l_mut_24);
const float l_504 = abs(l_mut_50);
const bool l_505 = l_503 >= l_504;
if (l_505) {
l_mut_398 = l_mut_24;
l_mut_277 = l_mut_50;
}
const float l_506 = l_mut_398 + l_mut_277;
const float l_507 = l_506 * l_4;
l_mut_508 = l_507;
const float l_509 = l_mut_508 - l_mut_398;
const float l_510 = l_509 * l_4;
const float l_511 = l_mut_508 - l_510;
const float l_512 = l_511 * l_4;
const float l_513 = l_512 - l_mut_398;
const float l_514 = l_513 * l_4;
const float l_515 = l_mut_277 - l_514;
const float l_516 = l_515 * l_4;
const float l_517 = l_516 - l_510;
const float l_518 = l_517 * l_4;
l_mut_519 = l_518;
const float l_520 = l_mut_519 + l_510;
const bool l_521 = l_520 != l_516;
if (l_521) {
l_mut_508 = l_mut_398;
l_mut_519 = l_mut_277;
}
l_mut_11 = l_mut_126;
l_mut_12 = l_mut_145;
l_mut_14 = l_mut_25;
l_mut_16 = l_mut_266;
l_mut_18 = l_mut_31;
l_mut_19 = l_mut_387;
l_mut_21 = l_mut_42;
l_mut_22 = l_mut_508;
}
const float l_522 = l_mut_11 + l_mut_14;
const float l_523 = l_mut_18 + l_mut_21;
const float l_524 = l_522 + l_523;
const uint l_571 = info.static_meta[uint(3)];
const uint l_572 = l_571 * uint(1);
const bool l_573 = thread_index_in_grid < l_572;
if (l_573) {
buffer_3[thread_index_in_grid] = l_524;
}
const uint l_525 = l_1 + thread_index_in_grid;
const float l_526 = l_mut_12 + l_mut_16;
const float l_527 = l_mut_19 + l_mut_22;
const float l_528 = l_526 + l_527;
const uint l_574 = info.static_meta[uint(3)];
const uint l_575 = l_574 * uint(1);
const bool l_576 = l_525 < l_575;
if (l_576) {
buffer_3[l_525] = l_528;
}
}

}
