
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void transforms_f_f32(
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
float l_mut_144;
float l_mut_39;
float l_mut_40;
int l_mut_18;
int l_mut_33;
int l_mut_62;
uint l_mut_158;
uint l_mut_52;
uint l_mut_66;
uint64_t l_mut_125;
uint64_t l_mut_14;
uint64_t l_mut_216;
uint64_t l_mut_29;
uint64_t l_mut_53;
uint64_t l_mut_80;
const uint l_0 = info.static_meta[uint(4)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_325 = info.static_meta[uint(2)];
const uint l_326 = l_325 * uint(1);
const bool l_327 = uint(0) < l_326;
const uint l_328 = l_326 - uint(1);
const uint l_329 = min(uint(0), l_328);
const float l_330 = buffer_2[l_329];
const float l_331 = (l_327) ? l_330 : float(0.0);
const float l_2 = l_331;
const uint l_332 = info.static_meta[uint(2)];
const uint l_333 = l_332 * uint(1);
const bool l_334 = uint(1) < l_333;
const uint l_335 = l_333 - uint(1);
const uint l_336 = min(uint(1), l_335);
const float l_337 = buffer_2[l_336];
const float l_338 = (l_334) ? l_337 : float(0.0);
const float l_3 = l_338;
const uint l_339 = info.static_meta[uint(0)];
const uint l_340 = l_339 * uint(1);
const bool l_341 = thread_index_in_grid < l_340;
const uint l_342 = l_340 - uint(1);
const uint l_343 = min(thread_index_in_grid, l_342);
const float l_344 = buffer_0[l_343];
const float l_345 = (l_341) ? l_344 : float(0.0);
const float l_4 = l_345;
const uint l_346 = info.static_meta[uint(1)];
const uint l_347 = l_346 * uint(1);
const bool l_348 = thread_index_in_grid < l_347;
const uint l_349 = l_347 - uint(1);
const uint l_350 = min(thread_index_in_grid, l_349);
const float l_351 = buffer_1[l_350];
const float l_352 = (l_348) ? l_351 : float(0.0);
const float l_5 = l_352;
const uint l_6 = reinterpret_cast<thread uint const&>(l_4);
const uint l_7 = reinterpret_cast<thread uint const&>(l_5);
const uint l_8 = l_6 >> uint(23);
const uint l_9 = l_8 & uint(255);
const uint l_10 = l_6 & uint(8388607);
const bool l_11 = l_9 != uint(0);
if (l_11) {
const uint l_12 = l_10 | uint(8388608);
const uint64_t l_13 = uint64_t(l_12);
l_mut_14 = l_13;
} else {
const uint64_t l_15 = uint64_t(l_10);
l_mut_14 = l_15;
}
if (l_11) {
const int l_16 = int(l_9);
const int l_17 = l_16 - int(150);
l_mut_18 = l_17;
} else {
const int l_19 = int(uint(1));
const int l_20 = l_19 - int(150);
l_mut_18 = l_20;
}
const uint l_21 = l_6 & uint(2147483648);
const bool l_22 = l_9 == uint(255);
const uint l_23 = l_7 >> uint(23);
const uint l_24 = l_23 & uint(255);
const uint l_25 = l_7 & uint(8388607);
const bool l_26 = l_24 != uint(0);
if (l_26) {
const uint l_27 = l_25 | uint(8388608);
const uint64_t l_28 = uint64_t(l_27);
l_mut_29 = l_28;
} else {
const uint64_t l_30 = uint64_t(l_25);
l_mut_29 = l_30;
}
if (l_26) {
const int l_31 = int(l_24);
const int l_32 = l_31 - int(150);
l_mut_33 = l_32;
} else {
const int l_34 = int(uint(1));
const int l_35 = l_34 - int(150);
l_mut_33 = l_35;
}
const uint l_36 = l_7 & uint(2147483648);
const bool l_37 = l_24 == uint(255);
const float l_38 = l_4 * l_5;
l_mut_39 = l_38;
l_mut_40 = float(0.0);
const bool l_41 = !l_22;
const bool l_42 = !l_37;
const bool l_43 = l_41 && l_42;
const bool l_44 = l_mut_14 != uint64_t(0);
const bool l_45 = l_43 && l_44;
const bool l_46 = l_mut_29 != uint64_t(0);
const bool l_47 = l_45 && l_46;
if (l_47) {
const uint64_t l_48 = l_mut_14 * l_mut_29;
const int l_49 = l_mut_18 + l_mut_33;
const uint l_50 = l_6 ^ l_7;
const uint l_51 = l_50 & uint(2147483648);
l_mut_52 = uint(0);
l_mut_53 = uint64_t(0);
const bool l_54 = l_48 != uint64_t(0);
if (l_54) {
const uint l_55 = uint(clz(l_48));
const int l_56 = int(l_55);
const int l_57 = int(64) - l_56;
const int l_58 = l_57 - int(1);
const int l_59 = l_58 + l_49;
const int l_60 = l_59 + int(127);
const int l_61 = int(-149) - l_49;
l_mut_62 = l_61;
const bool l_63 = l_60 >= int(1);
if (l_63) {
const int l_64 = l_57 - int(24);
l_mut_62 = l_64;
}
const bool l_65 = l_mut_62 <= int(0);
if (l_65) {
l_mut_66 = uint(0);
const bool l_67 = l_48 != uint64_t(0);
if (l_67) {
const uint l_68 = uint(clz(l_48));
const int l_69 = int(l_68);
const int l_70 = int(64) - l_69;
const int l_71 = l_70 - int(1);
const int l_72 = l_71 + l_49;
const int l_73 = l_72 + int(127);
const bool l_74 = l_73 >= int(255);
if (l_74) {
l_mut_66 = uint(2139095040);
} else {
const bool l_75 = l_73 >= int(1);
if (l_75) {
const bool l_76 = l_70 > int(24);
if (l_76) {
const int l_77 = l_70 - int(24);
const uint64_t l_78 = uint64_t(l_77);
const uint64_t l_79 = l_48 >> l_78;
l_mut_80 = l_79;
} else {
const int l_81 = int(24) - l_70;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_48 << l_82;
l_mut_80 = l_83;
}
const uint l_84 = uint(l_73);
const uint l_85 = l_84 << uint(23);
const uint l_86 = uint(l_mut_80);
const uint l_87 = l_86 & uint(8388607);
const uint l_88 = l_85 | l_87;
l_mut_66 = l_88;
} else {
const int l_89 = l_49 + int(149);
const bool l_90 = l_89 >= int(0);
if (l_90) {
const uint64_t l_91 = uint64_t(l_89);
const uint64_t l_92 = l_48 << l_91;
l_mut_80 = l_92;
} else {
const int l_93 = int(0) - l_89;
const uint64_t l_94 = uint64_t(l_93);
const uint64_t l_95 = l_48 >> l_94;
l_mut_80 = l_95;
}
const uint l_96 = uint(l_mut_80);
l_mut_66 = l_96;
}
}
}
l_mut_52 = l_mut_66;
l_mut_53 = l_48;
} else {
const bool l_97 = l_mut_62 <= l_57;
if (l_97) {
const uint64_t l_98 = uint64_t(l_mut_62);
const uint64_t l_99 = l_48 >> l_98;
l_mut_80 = l_99;
const uint64_t l_100 = l_mut_80 << l_98;
const uint64_t l_101 = l_48 - l_100;
const uint64_t l_102 = l_98 - uint64_t(1);
const uint64_t l_103 = uint64_t(1) << l_102;
const bool l_104 = l_101 > l_103;
const bool l_105 = l_101 == l_103;
const uint64_t l_106 = l_mut_80 & uint64_t(1);
const bool l_107 = l_106 == uint64_t(1);
const bool l_108 = l_105 && l_107;
const bool l_109 = l_104 || l_108;
if (l_109) {
l_mut_80 = l_mut_80 + uint64_t(1);
}
const uint64_t l_110 = l_mut_80 << l_98;
l_mut_53 = l_110;
const int l_111 = l_49 + l_mut_62;
l_mut_66 = uint(0);
const bool l_112 = l_mut_80 != uint64_t(0);
if (l_112) {
const uint l_113 = uint(clz(l_mut_80));
const int l_114 = int(l_113);
const int l_115 = int(64) - l_114;
const int l_116 = l_115 - int(1);
const int l_117 = l_116 + l_111;
const int l_118 = l_117 + int(127);
const bool l_119 = l_118 >= int(255);
if (l_119) {
l_mut_66 = uint(2139095040);
} else {
const bool l_120 = l_118 >= int(1);
if (l_120) {
const bool l_121 = l_115 > int(24);
if (l_121) {
const int l_122 = l_115 - int(24);
const uint64_t l_123 = uint64_t(l_122);
const uint64_t l_124 = l_mut_80 >> l_123;
l_mut_125 = l_124;
} else {
const int l_126 = int(24) - l_115;
const uint64_t l_127 = uint64_t(l_126);
const uint64_t l_128 = l_mut_80 << l_127;
l_mut_125 = l_128;
}
const uint l_129 = uint(l_118);
const uint l_130 = l_129 << uint(23);
const uint l_131 = uint(l_mut_125);
const uint l_132 = l_131 & uint(8388607);
const uint l_133 = l_130 | l_132;
l_mut_66 = l_133;
} else {
const int l_134 = l_111 + int(149);
const bool l_135 = l_134 >= int(0);
if (l_135) {
const uint64_t l_136 = uint64_t(l_134);
const uint64_t l_137 = l_mut_80 << l_136;
l_mut_125 = l_137;
} else {
const int l_138 = int(0) - l_134;
const uint64_t l_139 = uint64_t(l_138);
const uint64_t l_140 = l_mut_80 >> l_139;
l_mut_125 = l_140;
}
const uint l_141 = uint(l_mut_125);
l_mut_66 = l_141;
}
}
}
l_mut_52 = l_mut_66;
}
}
}
const uint l_142 = l_mut_52 | l_51;
const float l_143 = reinterpret_cast<thread float const&>(l_142);
l_mut_39 = l_143;
l_mut_144 = float(0.0);
const bool l_145 = l_48 > l_mut_53;
if (l_145) {
const uint64_t l_146 = l_48 - l_mut_53;
l_mut_66 = uint(0);
l_mut_125 = uint64_t(0);
const bool l_147 = l_146 != uint64_t(0);
if (l_147) {
const uint l_148 = uint(clz(l_146));
const int l_149 = int(l_148);
const int l_150 = int(64) - l_149;
const int l_151 = l_150 - int(1);
const int l_152 = l_151 + l_49;
const int l_153 = l_152 + int(127);
const int l_154 = int(-149) - l_49;
l_mut_62 = l_154;
const bool l_155 = l_153 >= int(1);
if (l_155) {
const int l_156 = l_150 - int(24);
l_mut_62 = l_156;
}
const bool l_157 = l_mut_62 <= int(0);
if (l_157) {
l_mut_158 = uint(0);
const bool l_159 = l_146 != uint64_t(0);
if (l_159) {
const uint l_160 = uint(clz(l_146));
const int l_161 = int(l_160);
const int l_162 = int(64) - l_161;
const int l_163 = l_162 - int(1);
const int l_164 = l_163 + l_49;
const int l_165 = l_164 + int(127);
const bool l_166 = l_165 >= int(255);
if (l_166) {
l_mut_158 = uint(2139095040);
} else {
const bool l_167 = l_165 >= int(1);
if (l_167) {
const bool l_168 = l_162 > int(24);
if (l_168) {
const int l_169 = l_162 - int(24);
const uint64_t l_170 = uint64_t(l_169);
const uint64_t l_171 = l_146 >> l_170;
l_mut_80 = l_171;
} else {
const int l_172 = int(24) - l_162;
const uint64_t l_173 = uint64_t(l_172);
const uint64_t l_174 = l_146 << l_173;
l_mut_80 = l_174;
}
const uint l_175 = uint(l_165);
const uint l_176 = l_175 << uint(23);
const uint l_177 = uint(l_mut_80);
const uint l_178 = l_177 & uint(8388607);
const uint l_179 = l_176 | l_178;
l_mut_158 = l_179;
} else {
const int l_180 = l_49 + int(149);
const bool l_181 = l_180 >= int(0);
if (l_181) {
const uint64_t l_182 = uint64_t(l_180);
const uint64_t l_183 = l_146 << l_182;
l_mut_80 = l_183;
} else {
const int l_184 = int(0) - l_180;
const uint64_t l_185 = uint64_t(l_184);
const uint64_t l_186 = l_146 >> l_185;
l_mut_80 = l_186;
}
const uint l_187 = uint(l_mut_80);
l_mut_158 = l_187;
}
}
}
l_mut_66 = l_mut_158;
l_mut_125 = l_146;
} else {
const bool l_188 = l_mut_62 <= l_150;
if (l_188) {
const uint64_t l_189 = uint64_t(l_mut_62);
const uint64_t l_190 = l_146 >> l_189;
l_mut_80 = l_190;
const uint64_t l_191 = l_mut_80 << l_189;
const uint64_t l_192 = l_146 - l_191;
const uint64_t l_193 = l_189 - uint64_t(1);
const uint64_t l_194 = uint64_t(1) << l_193;
const bool l_195 = l_192 > l_194;
const bool l_196 = l_192 == l_194;
const uint64_t l_197 = l_mut_80 & uint64_t(1);
const bool l_198 = l_197 == uint64_t(1);
const bool l_199 = l_196 && l_198;
const bool l_200 = l_195 || l_199;
if (l_200) {
l_mut_80 = l_mut_80 + uint64_t(1);
}
const uint64_t l_201 = l_mut_80 << l_189;
l_mut_125 = l_201;
const int l_202 = l_49 + l_mut_62;
l_mut_158 = uint(0);
const bool l_203 = l_mut_80 != uint64_t(0);
if (l_203) {
const uint l_204 = uint(clz(l_mut_80));
const int l_205 = int(l_204);
const int l_206 = int(64) - l_205;
const int l_207 = l_206 - int(1);
const int l_208 = l_207 + l_202;
const int l_209 = l_208 + int(127);
const bool l_210 = l_209 >= int(255);
if (l_210) {
l_mut_158 = uint(2139095040);
} else {
const bool l_211 = l_209 >= int(1);
if (l_211) {
const bool l_212 = l_206 > int(24);
if (l_212) {
const int l_213 = l_206 - int(24);
const uint64_t l_214 = uint64_t(l_213);
const uint64_t l_215 = l_mut_80 >> l_214;
l_mut_216 = l_215;
} else {
const int l_217 = int(24) - l_206;
const uint64_t l_218 = uint64_t(l_217);
const uint64_t l_219 = l_mut_80 << l_218;
l_mut_216 = l_219;
}
const uint l_220 = uint(l_209);
const uint l_221 = l_220 << uint(23);
const uint l_222 = uint(l_mut_216);
const uint l_223 = l_222 & uint(8388607);
const uint l_224 = l_221 | l_223;
l_mut_158 = l_224;
} else {
const int l_225 = l_202 + int(149);
const bool l_226 = l_225 >= int(0);
if (l_226) {
const uint64_t l_227 = uint64_t(l_225);
const uint64_t l_228 = l_mut_80 << l_227;
l_mut_216 = l_228;
} else {
const int l_229 = int(0) - l_225;
const uint64_t l_230 = uint64_t(l_229);
const uint64_t l_231 = l_mut_80 >> l_230;
l_mut_216 = l_231;
}
const uint l_232 = uint(l_mut_216);
l_mut_158 = l_232;
}
}
}
l_mut_66 = l_mut_158;
}
}
}
const uint l_233 = l_mut_66 | l_51;
const float l_234 = reinterpret_cast<thread float const&>(l_233);
l_mut_144 = l_234;
} else {
const bool l_235 = l_mut_53 > l_48;
if (l_235) {
const uint64_t l_236 = l_mut_53 - l_48;
l_mut_158 = uint(0);
l_mut_216 = uint64_t(0);
const bool l_237 = l_236 != uint64_t(0);
if (l_237) {
const uint l_238 = uint(clz(l_236));
const int l_239 = int(l_238);
const int l_240 = int(64) - l_239;
const int l_241 = l_240 - int(1);
const int l_242 = l_241 + l_49;
const int l_243 = l_242 + int(127);
const int l_244 = int(-149) - l_49;
l_mut_62 = l_244;
const bool l_245 = l_243 >= int(1);
if (l_245) {
const int l_246 = l_240 - int(24);
l_mut_62 = l_246;
}
const bool l_247 = l_mut_62 <= int(0);
if (l_247) {
l_mut_66 = uint(0);
const bool l_248 = l_236 != uint64_t(0);
if (l_248) {
const uint l_249 = uint(clz(l_236));
const int l_250 = int(l_249);
const int l_251 = int(64) - l_250;
const int l_252 = l_251 - int(1);
const int l_253 = l_252 + l_49;
const int l_254 = l_253 + int(127);
const bool l_255 = l_254 >= int(255);
if (l_255) {
l_mut_66 = uint(2139095040);
} else {
const bool l_256 = l_254 >= int(1);
if (l_256) {
const bool l_257 = l_251 > int(24);
if (l_257) {
const int l_258 = l_251 - int(24);
const uint64_t l_259 = uint64_t(l_258);
const uint64_t l_260 = l_236 >> l_259;
l_mut_125 = l_260;
} else {
const int l_261 = int(24) - l_251;
const uint64_t l_262 = uint64_t(l_261);
const uint64_t l_263 = l_236 << l_262;
l_mut_125 = l_263;
}
const uint l_264 = uint(l_254);
const uint l_265 = l_264 << uint(23);
const uint l_266 = uint(l_mut_125);
const uint l_267 = l_266 & uint(8388607);
const uint l_268 = l_265 | l_267;
l_mut_66 = l_268;
} else {
const int l_269 = l_49 + int(149);
const bool l_270 = l_269 >= int(0);
if (l_270) {
const uint64_t l_271 = uint64_t(l_269);
const uint64_t l_272 = l_236 << l_271;
l_mut_125 = l_272;
} else {
const int l_273 = int(0) - l_269;
const uint64_t l_274 = uint64_t(l_273);
const uint64_t l_275 = l_236 >> l_274;
l_mut_125 = l_275;
}
const uint l_276 = uint(l_mut_125);
l_mut_66 = l_276;
}
}
}
l_mut_158 = l_mut_66;
l_mut_216 = l_236;
} else {
const bool l_277 = l_mut_62 <= l_240;
if (l_277) {
const uint64_t l_278 = uint64_t(l_mut_62);
const uint64_t l_279 = l_236 >> l_278;
l_mut_125 = l_279;
const uint64_t l_280 = l_mut_125 << l_278;
const uint64_t l_281 = l_236 - l_280;
const uint64_t l_282 = l_278 - uint64_t(1);
const uint64_t l_283 = uint64_t(1) << l_282;
const bool l_284 = l_281 > l_283;
const bool l_285 = l_281 == l_283;
const uint64_t l_286 = l_mut_125 & uint64_t(1);
const bool l_287 = l_286 == uint64_t(1);
const bool l_288 = l_285 && l_287;
const bool l_289 = l_284 || l_288;
if (l_289) {
l_mut_125 = l_mut_125 + uint64_t(1);
}
const uint64_t l_290 = l_mut_125 << l_278;
l_mut_216 = l_290;
const int l_291 = l_49 + l_mut_62;
l_mut_66 = uint(0);
const bool l_292 = l_mut_125 != uint64_t(0);
if (l_292) {
const uint l_293 = uint(clz(l_mut_125));
const int l_294 = int(l_293);
const int l_295 = int(64) - l_294;
const int l_296 = l_295 - int(1);
const int l_297 = l_296 + l_291;
const int l_298 = l_297 + int(127);
const bool l_299 = l_298 >= int(255);
if (l_299) {
l_mut_66 = uint(2139095040);
} else {
const bool l_300 = l_298 >= int(1);
if (l_300) {
const bool l_301 = l_295 > int(24);
if (l_301) {
const int l_302 = l_295 - int(24);
const uint64_t l_303 = uint64_t(l_302);
const uint64_t l_304 = l_mut_125 >> l_303;
l_mut_80 = l_304;
} else {
const int l_305 = int(24) - l_295;
const uint64_t l_306 = uint64_t(l_305);
const uint64_t l_307 = l_mut_125 << l_306;
l_mut_80 = l_307;
}
const uint l_308 = uint(l_298);
const uint l_309 = l_308 << uint(23);
const uint l_310 = uint(l_mut_80);
const uint l_311 = l_310 & uint(8388607);
const uint l_312 = l_309 | l_311;
l_mut_66 = l_312;
} else {
const int l_313 = l_291 + int(149);
const bool l_314 = l_313 >= int(0);
if (l_314) {
const uint64_t l_315 = uint64_t(l_313);
const uint64_t l_316 = l_mut_125 << l_315;
l_mut_80 = l_316;
} else {
const int l_317 = int(0) - l_313;
const uint64_t l_318 = uint64_t(l_317);
const uint64_t l_319 = l_mut_125 >> l_318;
l_mut_80 = l_319;
}
const uint l_320 = uint(l_mut_80);
l_mut_66 = l_320;
}
}
}
l_mut_158 = l_mut_66;
}
}
}
const uint l_321 = l_51 ^ uint(2147483648);
const uint l_322 = l_mut_158 | l_321;
const float l_323 = reinterpret_cast<thread float const&>(l_322);
l_mut_144 = l_323;
}
}
l_mut_40 = l_mut_144;
}
const uint l_353 = info.static_meta[uint(3)];
const uint l_354 = l_353 * uint(1);
const bool l_355 = thread_index_in_grid < l_354;
if (l_355) {
buffer_3[thread_index_in_grid] = l_mut_39;
}
const uint l_324 = l_0 + thread_index_in_grid;
const uint l_356 = info.static_meta[uint(3)];
const uint l_357 = l_356 * uint(1);
const bool l_358 = l_324 < l_357;
if (l_358) {
buffer_3[l_324] = l_mut_40;
}
}

}
