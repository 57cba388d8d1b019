#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct info_st {
    uint32 static_meta[10];
};


extern "C" __global__ void __launch_bounds__(64)fixed_ops (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
) {
uint3 absoluteIdx = make_uint3(
    blockIdx.x * blockDim.x + threadIdx.x,
    blockIdx.y * blockDim.y + threadIdx.y,
    blockIdx.z * blockDim.z + threadIdx.z
);
uint32 idxGlobal = (
                absoluteIdx.z * gridDim.x * blockDim.x * gridDim.y * blockDim.y)
                + (absoluteIdx.y * gridDim.x * blockDim.x)
                + absoluteIdx.x;
uint32 l_mut_66;
uint64 l_mut_160;
uint64 l_mut_214;
uint64 l_mut_63;
uint64 l_mut_64;
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_2 = uint32(2) * idxGlobal;
const uint32 l_260 = info.static_meta[uint32(0)];
const uint32 l_261 = l_260 * uint32(1);
const bool l_262 = l_2 < l_261;
const uint32 l_263 = l_261 - uint32(1);
const uint32 l_264 = min(l_2, l_263);
const uint32 l_265 = buffer_0[l_264];
const uint32 l_266 = (l_262) ? l_265 : uint32(0);
const uint32 l_3 = l_266;
const uint64 l_4 = uint64(l_3);
const uint32 l_5 = uint32(2) * idxGlobal;
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_267 = info.static_meta[uint32(0)];
const uint32 l_268 = l_267 * uint32(1);
const bool l_269 = l_6 < l_268;
const uint32 l_270 = l_268 - uint32(1);
const uint32 l_271 = min(l_6, l_270);
const uint32 l_272 = buffer_0[l_271];
const uint32 l_273 = (l_269) ? l_272 : uint32(0);
const uint32 l_7 = l_273;
const uint64 l_8 = uint64(l_7);
const uint64 l_9 = l_8 << uint64(32);
const uint64 l_10 = l_4 | l_9;
const uint32 l_11 = uint32(2) * idxGlobal;
const uint32 l_274 = info.static_meta[uint32(1)];
const uint32 l_275 = l_274 * uint32(1);
const bool l_276 = l_11 < l_275;
const uint32 l_277 = l_275 - uint32(1);
const uint32 l_278 = min(l_11, l_277);
const uint32 l_279 = buffer_1[l_278];
const uint32 l_280 = (l_276) ? l_279 : uint32(0);
const uint32 l_12 = l_280;
const uint64 l_13 = uint64(l_12);
const uint32 l_14 = uint32(2) * idxGlobal;
const uint32 l_15 = l_14 + uint32(1);
const uint32 l_281 = info.static_meta[uint32(1)];
const uint32 l_282 = l_281 * uint32(1);
const bool l_283 = l_15 < l_282;
const uint32 l_284 = l_282 - uint32(1);
const uint32 l_285 = min(l_15, l_284);
const uint32 l_286 = buffer_1[l_285];
const uint32 l_287 = (l_283) ? l_286 : uint32(0);
const uint32 l_16 = l_287;
const uint64 l_17 = uint64(l_16);
const uint64 l_18 = l_17 << uint64(32);
const uint64 l_19 = l_13 | l_18;
const uint32 l_288 = info.static_meta[uint32(2)];
const uint32 l_289 = l_288 * uint32(1);
const bool l_290 = idxGlobal < l_289;
const uint32 l_291 = l_289 - uint32(1);
const uint32 l_292 = min(idxGlobal, l_291);
const uint32 l_293 = buffer_2[l_292];
const uint32 l_294 = (l_290) ? l_293 : uint32(0);
const uint32 l_20 = l_294;
const uint32 l_21 = uint32(7) * idxGlobal;
const uint64 l_22 = l_10 + l_19;
const uint32 l_23 = uint32(2) * l_21;
const uint64 l_24 = l_22 & uint64(4294967295);
const uint32 l_25 = uint32(l_24);
const uint32 l_295 = info.static_meta[uint32(4)];
const uint32 l_296 = l_295 * uint32(1);
const bool l_297 = l_23 < l_296;
if (l_297) {
buffer_4[l_23] = l_25;
}
const uint32 l_26 = uint32(2) * l_21;
const uint32 l_27 = l_26 + uint32(1);
const uint64 l_28 = l_22 >> uint64(32);
const uint32 l_29 = uint32(l_28);
const uint32 l_298 = info.static_meta[uint32(4)];
const uint32 l_299 = l_298 * uint32(1);
const bool l_300 = l_27 < l_299;
if (l_300) {
buffer_4[l_27] = l_29;
}
const uint32 l_30 = uint32(7) * idxGlobal;
const uint32 l_31 = l_30 + uint32(1);
const uint64 l_32 = l_10 - l_19;
const uint32 l_33 = uint32(2) * l_31;
const uint64 l_34 = l_32 & uint64(4294967295);
const uint32 l_35 = uint32(l_34);
const uint32 l_301 = info.static_meta[uint32(4)];
const uint32 l_302 = l_301 * uint32(1);
const bool l_303 = l_33 < l_302;
if (l_303) {
buffer_4[l_33] = l_35;
}
const uint32 l_36 = uint32(2) * l_31;
const uint32 l_37 = l_36 + uint32(1);
const uint64 l_38 = l_32 >> uint64(32);
const uint32 l_39 = uint32(l_38);
const uint32 l_304 = info.static_meta[uint32(4)];
const uint32 l_305 = l_304 * uint32(1);
const bool l_306 = l_37 < l_305;
if (l_306) {
buffer_4[l_37] = l_39;
}
const uint32 l_40 = uint32(7) * idxGlobal;
const uint32 l_41 = l_40 + uint32(2);
const uint64 l_42 = uint64(l_20);
const uint64 l_43 = l_10 * l_42;
const uint32 l_44 = uint32(2) * l_41;
const uint64 l_45 = l_43 & uint64(4294967295);
const uint32 l_46 = uint32(l_45);
const uint32 l_307 = info.static_meta[uint32(4)];
const uint32 l_308 = l_307 * uint32(1);
const bool l_309 = l_44 < l_308;
if (l_309) {
buffer_4[l_44] = l_46;
}
const uint32 l_47 = uint32(2) * l_41;
const uint32 l_48 = l_47 + uint32(1);
const uint64 l_49 = l_43 >> uint64(32);
const uint32 l_50 = uint32(l_49);
const uint32 l_310 = info.static_meta[uint32(4)];
const uint32 l_311 = l_310 * uint32(1);
const bool l_312 = l_48 < l_311;
if (l_312) {
buffer_4[l_48] = l_50;
}
const uint32 l_51 = uint32(7) * idxGlobal;
const uint32 l_52 = l_51 + uint32(3);
const uint32 l_53 = l_20 % uint32(64);
const uint64 l_54 = uint64(l_53);
const uint64 l_55 = l_10 >> l_54;
const uint32 l_56 = uint32(2) * l_52;
const uint64 l_57 = l_55 & uint64(4294967295);
const uint32 l_58 = uint32(l_57);
const uint32 l_313 = info.static_meta[uint32(4)];
const uint32 l_314 = l_313 * uint32(1);
const bool l_315 = l_56 < l_314;
if (l_315) {
buffer_4[l_56] = l_58;
}
const uint32 l_59 = uint32(2) * l_52;
const uint32 l_60 = l_59 + uint32(1);
const uint64 l_61 = l_55 >> uint64(32);
const uint32 l_62 = uint32(l_61);
const uint32 l_316 = info.static_meta[uint32(4)];
const uint32 l_317 = l_316 * uint32(1);
const bool l_318 = l_60 < l_317;
if (l_318) {
buffer_4[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
const bool l_65 = l_19 < l_10;
if (l_65) {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = uint32(0);
const bool l_67 = l_mut_64 == uint64(0);
const bool l_68 = !l_67;
const bool l_69 = l_mut_64 < l_mut_63;
const bool l_70 = l_68 && l_69;
if (l_70) {
const uint32 l_71 = l_20 % uint32(1048576);
const uint64 l_72 = l_mut_63 - uint64(1);
const uint64 l_73 = l_72 / l_mut_64;
const uint64 l_74 = uint64(l_71);
const bool l_75 = l_73 < l_74;
const uint64 l_76 = uint64(l_71);
const uint64 l_77 = (l_75) ? l_73 : l_76;
const uint32 l_78 = uint32(l_77);
l_mut_66 = l_78;
}
const bool l_79 = l_10 < l_19;
const uint32 l_80 = uint32(l_79);
const uint32 l_81 = l_80 << uint32(20);
l_mut_66 = l_mut_66 | l_81;
const uint64 l_82 = l_10 >> uint64(63);
const bool l_83 = l_82 == uint64(1);
const uint32 l_84 = uint32(l_83);
const uint32 l_85 = l_84 << uint32(21);
l_mut_66 = l_mut_66 | l_85;
const uint32 l_86 = uint32(7) * idxGlobal;
const uint32 l_87 = l_86 + uint32(4);
const uint64 l_88 = uint64(l_mut_66);
const uint32 l_89 = uint32(2) * l_87;
const uint64 l_90 = l_88 & uint64(4294967295);
const uint32 l_91 = uint32(l_90);
const uint32 l_319 = info.static_meta[uint32(4)];
const uint32 l_320 = l_319 * uint32(1);
const bool l_321 = l_89 < l_320;
if (l_321) {
buffer_4[l_89] = l_91;
}
const uint32 l_92 = uint32(2) * l_87;
const uint32 l_93 = l_92 + uint32(1);
const uint64 l_94 = l_88 >> uint64(32);
const uint32 l_95 = uint32(l_94);
const uint32 l_322 = info.static_meta[uint32(4)];
const uint32 l_323 = l_322 * uint32(1);
const bool l_324 = l_93 < l_323;
if (l_324) {
buffer_4[l_93] = l_95;
}
const uint32 l_96 = uint32(7) * idxGlobal;
const uint32 l_97 = l_96 + uint32(5);
const uint32 l_325 = info.static_meta[uint32(3)];
const uint32 l_326 = l_325 * uint32(1);
const bool l_327 = idxGlobal < l_326;
const uint32 l_328 = l_326 - uint32(1);
const uint32 l_329 = min(idxGlobal, l_328);
const uint32 l_330 = buffer_3[l_329];
const uint32 l_331 = (l_327) ? l_330 : uint32(0);
const uint32 l_98 = l_331;
const uint64 l_99 = l_10 >> uint64(63);
const bool l_100 = l_99 == uint64(1);
l_mut_64 = l_10;
if (l_100) {
const uint64 l_101 = uint64(uint32(0));
const uint64 l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
const uint64 l_103 = uint64(l_20);
const uint64 l_104 = l_mut_64 & uint64(4294967295);
const uint64 l_105 = l_104 * l_103;
const uint64 l_106 = l_mut_64 >> uint64(32);
const uint64 l_107 = l_106 * l_103;
const uint64 l_108 = l_107 << uint64(32);
const uint64 l_109 = l_105 + l_108;
const uint64 l_110 = l_107 >> uint64(32);
const bool l_111 = l_109 < l_105;
const uint64 l_112 = uint64(l_111);
const uint64 l_113 = l_110 + l_112;
l_mut_64 = l_109;
const bool l_114 = l_98 == uint32(64);
if (l_114) {
l_mut_64 = l_113;
} else {
const bool l_115 = l_98 > uint32(0);
if (l_115) {
const uint32 l_116 = uint32(64) - l_98;
const uint64 l_117 = uint64(l_116);
const uint64 l_118 = l_113 << l_117;
const uint64 l_119 = uint64(l_98);
const uint64 l_120 = l_109 >> l_119;
const uint64 l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if (l_100) {
const uint64 l_122 = uint64(uint32(0));
const uint64 l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
const uint32 l_124 = uint32(2) * l_97;
const uint64 l_125 = l_mut_63 & uint64(4294967295);
const uint32 l_126 = uint32(l_125);
const uint32 l_332 = info.static_meta[uint32(4)];
const uint32 l_333 = l_332 * uint32(1);
const bool l_334 = l_124 < l_333;
if (l_334) {
buffer_4[l_124] = l_126;
}
const uint32 l_127 = uint32(2) * l_97;
const uint32 l_128 = l_127 + uint32(1);
const uint64 l_129 = l_mut_63 >> uint64(32);
const uint32 l_130 = uint32(l_129);
const uint32 l_335 = info.static_meta[uint32(4)];
const uint32 l_336 = l_335 * uint32(1);
const bool l_337 = l_128 < l_336;
if (l_337) {
buffer_4[l_128] = l_130;
}
const uint32 l_131 = uint32(7) * idxGlobal;
const uint32 l_132 = l_131 + uint32(6);
const uint32 l_338 = info.static_meta[uint32(3)];
const uint32 l_339 = l_338 * uint32(1);
const bool l_340 = idxGlobal < l_339;
const uint32 l_341 = l_339 - uint32(1);
const uint32 l_342 = min(idxGlobal, l_341);
const uint32 l_343 = buffer_3[l_342];
const uint32 l_344 = (l_340) ? l_343 : uint32(0);
const uint32 l_133 = l_344;
const uint64 l_134 = uint64(uint32(0));
l_mut_64 = l_134;
const bool l_135 = l_20 < uint32(65536);
if (l_135) {
const uint32 l_136 = l_20 * l_20;
const uint64 l_137 = l_10 >> uint64(63);
const bool l_138 = l_137 == uint64(1);
l_mut_63 = l_10;
if (l_138) {
const uint64 l_139 = uint64(uint32(0));
const uint64 l_140 = l_139 - l_10;
l_mut_63 = l_140;
}
const uint64 l_141 = uint64(l_136);
const uint64 l_142 = l_mut_63 & uint64(4294967295);
const uint64 l_143 = l_142 * l_141;
const uint64 l_144 = l_mut_63 >> uint64(32);
const uint64 l_145 = l_144 * l_141;
const uint64 l_146 = l_145 << uint64(32);
const uint64 l_147 = l_143 + l_146;
const uint64 l_148 = l_145 >> uint64(32);
const bool l_149 = l_147 < l_143;
const uint64 l_150 = uint64(l_149);
const uint64 l_151 = l_148 + l_150;
l_mut_63 = l_147;
const bool l_152 = l_133 == uint32(64);
if (l_152) {
l_mut_63 = l_151;
} else {
const bool l_153 = l_133 > uint32(0);
if (l_153) {
const uint32 l_154 = uint32(64) - l_133;
const uint64 l_155 = uint64(l_154);
const uint64 l_156 = l_151 << l_155;
const uint64 l_157 = uint64(l_133);
const uint64 l_158 = l_147 >> l_157;
const uint64 l_159 = l_156 | l_158;
l_mut_63 = l_159;
}
}
l_mut_160 = l_mut_63;
if (l_138) {
const uint64 l_161 = uint64(uint32(0));
const uint64 l_162 = l_161 - l_mut_160;
l_mut_160 = l_162;
}
l_mut_64 = l_mut_160;
} else {
const uint64 l_163 = l_10 >> uint64(63);
const bool l_164 = l_163 == uint64(1);
l_mut_160 = l_10;
if (l_164) {
const uint64 l_165 = uint64(uint32(0));
const uint64 l_166 = l_165 - l_10;
l_mut_160 = l_166;
}
const uint64 l_167 = uint64(l_20);
const uint64 l_168 = l_mut_160 & uint64(4294967295);
const uint64 l_169 = l_168 * l_167;
const uint64 l_170 = l_mut_160 >> uint64(32);
const uint64 l_171 = l_170 * l_167;
const uint64 l_172 = l_171 << uint64(32);
const uint64 l_173 = l_169 + l_172;
const uint64 l_174 = l_171 >> uint64(32);
const bool l_175 = l_173 < l_169;
const uint64 l_176 = uint64(l_175);
const uint64 l_177 = l_174 + l_176;
l_mut_63 = l_173;
const bool l_178 = uint32(0) == uint32(64);
if (l_178) {
l_mut_63 = l_177;
} else {
const bool l_179 = uint32(0) > uint32(0);
if (l_179) {
const uint64 l_180 = uint64(uint32(64));
const uint64 l_181 = l_177 << l_180;
const uint64 l_182 = uint64(uint32(0));
const uint64 l_183 = l_173 >> l_182;
const uint64 l_184 = l_181 | l_183;
l_mut_63 = l_184;
}
}
const uint64 l_185 = uint64(l_20);
const uint64 l_186 = l_mut_160 & uint64(4294967295);
const uint64 l_187 = l_186 * l_185;
const uint64 l_188 = l_mut_160 >> uint64(32);
const uint64 l_189 = l_188 * l_185;
const uint64 l_190 = l_189 << uint64(32);
const uint64 l_191 = l_187 + l_190;
const uint64 l_192 = l_189 >> uint64(32);
const bool l_193 = l_191 < l_187;
const uint64 l_194 = uint64(l_193);
const uint64 l_195 = l_192 + l_194;
l_mut_160 = l_191;
const bool l_196 = uint32(64) == uint32(64);
if (l_196) {
l_mut_160 = l_195;
} else {
const bool l_197 = uint32(64) > uint32(0);
if (l_197) {
const uint64 l_198 = uint64(uint32(0));
const uint64 l_199 = l_195 << l_198;
const uint64 l_200 = uint64(uint32(64));
const uint64 l_201 = l_191 >> l_200;
const uint64 l_202 = l_199 | l_201;
l_mut_160 = l_202;
}
}
const uint64 l_203 = uint64(l_20);
const uint64 l_204 = l_mut_63 & uint64(4294967295);
const uint64 l_205 = l_204 * l_203;
const uint64 l_206 = l_mut_63 >> uint64(32);
const uint64 l_207 = l_206 * l_203;
const uint64 l_208 = l_207 << uint64(32);
const uint64 l_209 = l_205 + l_208;
const uint64 l_210 = l_207 >> uint64(32);
const bool l_211 = l_209 < l_205;
const uint64 l_212 = uint64(l_211);
const uint64 l_213 = l_210 + l_212;
l_mut_214 = l_209;
const bool l_215 = uint32(0) == uint32(64);
if (l_215) {
l_mut_214 = l_213;
} else {
const bool l_216 = uint32(0) > uint32(0);
if (l_216) {
const uint64 l_217 = uint64(uint32(64));
const uint64 l_218 = l_213 << l_217;
const uint64 l_219 = uint64(uint32(0));
const uint64 l_220 = l_209 >> l_219;
const uint64 l_221 = l_218 | l_220;
l_mut_214 = l_221;
}
}
const uint64 l_222 = uint64(l_20);
const uint64 l_223 = l_mut_63 & uint64(4294967295);
const uint64 l_224 = l_223 * l_222;
const uint64 l_225 = l_mut_63 >> uint64(32);
const uint64 l_226 = l_225 * l_222;
const uint64 l_227 = l_226 << uint64(32);
const uint64 l_228 = l_224 + l_227;
const uint64 l_229 = l_226 >> uint64(32);
const bool l_230 = l_228 < l_224;
const uint64 l_231 = uint64(l_230);
const uint64 l_232 = l_229 + l_231;
l_mut_63 = l_228;
const bool l_233 = uint32(64) == uint32(64);
if (l_233) {
l_mut_63 = l_232;
} else {
const bool l_234 = uint32(64) > uint32(0);
if (l_234) {
const uint64 l_235 = uint64(uint32(0));
const uint64 l_236 = l_232 << l_235;
const uint64 l_237 = uint64(uint32(64));
const uint64 l_238 = l_228 >> l_237;
const uint64 l_239 = l_236 | l_238;
l_mut_63 = l_239;
}
}
const uint64 l_240 = uint64(l_20);
const uint64 l_241 = l_mut_160 * l_240;
const uint64 l_242 = l_mut_63 + l_241;
l_mut_64 = l_mut_214;
const bool l_243 = l_133 == uint32(64);
if (l_243) {
l_mut_64 = l_242;
} else {
const bool l_244 = l_133 > uint32(0);
if (l_244) {
const uint32 l_245 = uint32(64) - l_133;
const uint64 l_246 = uint64(l_245);
const uint64 l_247 = l_242 << l_246;
const uint64 l_248 = uint64(l_133);
const uint64 l_249 = l_mut_214 >> l_248;
const uint64 l_250 = l_247 + l_249;
l_mut_64 = l_250;
}
}
if (l_164) {
const uint64 l_251 = uint64(uint32(0));
const uint64 l_252 = l_251 - l_mut_64;
l_mut_64 = l_252;
}
}
const uint32 l_253 = uint32(2) * l_132;
const uint64 l_254 = l_mut_64 & uint64(4294967295);
const uint32 l_255 = uint32(l_254);
const uint32 l_345 = info.static_meta[uint32(4)];
const uint32 l_346 = l_345 * uint32(1);
const bool l_347 = l_253 < l_346;
if (l_347) {
buffer_4[l_253] = l_255;
}
const uint32 l_256 = uint32(2) * l_132;
const uint32 l_257 = l_256 + uint32(1);
const uint64 l_258 = l_mut_64 >> uint64(32);
const uint32 l_259 = uint32(l_258);
const uint32 l_348 = info.static_meta[uint32(4)];
const uint32 l_349 = l_348 * uint32(1);
const bool l_350 = l_257 < l_349;
if (l_350) {
buffer_4[l_257] = l_259;
}
}

}
