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
    uint32 static_meta[12];
};


extern "C" __global__ void __launch_bounds__(64)phase1 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, uint32* buffer_5, const __grid_constant__ info_st info
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
bool l_mut_167;
bool l_mut_170;
bool l_mut_172;
bool l_mut_179;
bool l_mut_182;
uint32 l_mut_166;
uint32 l_mut_178;
uint32 l_mut_67;
uint64 l_mut_105;
uint64 l_mut_127;
uint64 l_mut_165;
uint64 l_mut_174;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_302 = info.static_meta[uint32(5)];
const uint32 l_303 = l_302 * uint32(1);
const uint32 l_304 = l_303 - uint32(1);
const uint32 l_305 = min(uint32(3), l_304);
uint32* l_306 = &buffer_5[l_305];
uint32* l_1 = l_306;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_218 = info.static_meta[uint32(3)];
const uint32 l_219 = l_218 * uint32(1);
const bool l_220 = l_3 < l_219;
const uint32 l_221 = l_219 - uint32(1);
const uint32 l_222 = min(l_3, l_221);
const uint32 l_223 = buffer_3[l_222];
const uint32 l_224 = (l_220) ? l_223 : uint32(0);
const uint32 l_4 = l_224;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_225 = info.static_meta[uint32(3)];
const uint32 l_226 = l_225 * uint32(1);
const bool l_227 = l_7 < l_226;
const uint32 l_228 = l_226 - uint32(1);
const uint32 l_229 = min(l_7, l_228);
const uint32 l_230 = buffer_3[l_229];
const uint32 l_231 = (l_227) ? l_230 : uint32(0);
const uint32 l_8 = l_231;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_232 = info.static_meta[uint32(3)];
const uint32 l_233 = l_232 * uint32(1);
const bool l_234 = l_14 < l_233;
const uint32 l_235 = l_233 - uint32(1);
const uint32 l_236 = min(l_14, l_235);
const uint32 l_237 = buffer_3[l_236];
const uint32 l_238 = (l_234) ? l_237 : uint32(0);
const uint32 l_15 = l_238;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_239 = info.static_meta[uint32(3)];
const uint32 l_240 = l_239 * uint32(1);
const bool l_241 = l_18 < l_240;
const uint32 l_242 = l_240 - uint32(1);
const uint32 l_243 = min(l_18, l_242);
const uint32 l_244 = buffer_3[l_243];
const uint32 l_245 = (l_241) ? l_244 : uint32(0);
const uint32 l_19 = l_245;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_246 = info.static_meta[uint32(3)];
const uint32 l_247 = l_246 * uint32(1);
const bool l_248 = l_25 < l_247;
const uint32 l_249 = l_247 - uint32(1);
const uint32 l_250 = min(l_25, l_249);
const uint32 l_251 = buffer_3[l_250];
const uint32 l_252 = (l_248) ? l_251 : uint32(0);
const uint32 l_26 = l_252;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_253 = info.static_meta[uint32(3)];
const uint32 l_254 = l_253 * uint32(1);
const bool l_255 = l_29 < l_254;
const uint32 l_256 = l_254 - uint32(1);
const uint32 l_257 = min(l_29, l_256);
const uint32 l_258 = buffer_3[l_257];
const uint32 l_259 = (l_255) ? l_258 : uint32(0);
const uint32 l_30 = l_259;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_260 = info.static_meta[uint32(3)];
const uint32 l_261 = l_260 * uint32(1);
const bool l_262 = l_34 < l_261;
const uint32 l_263 = l_261 - uint32(1);
const uint32 l_264 = min(l_34, l_263);
const uint32 l_265 = buffer_3[l_264];
const uint32 l_266 = (l_262) ? l_265 : uint32(0);
const uint32 l_35 = l_266;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_267 = info.static_meta[uint32(3)];
const uint32 l_268 = l_267 * uint32(1);
const bool l_269 = l_38 < l_268;
const uint32 l_270 = l_268 - uint32(1);
const uint32 l_271 = min(l_38, l_270);
const uint32 l_272 = buffer_3[l_271];
const uint32 l_273 = (l_269) ? l_272 : uint32(0);
const uint32 l_39 = l_273;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_274 = info.static_meta[uint32(3)];
const uint32 l_275 = l_274 * uint32(1);
const bool l_276 = l_43 < l_275;
const uint32 l_277 = l_275 - uint32(1);
const uint32 l_278 = min(l_43, l_277);
const uint32 l_279 = buffer_3[l_278];
const uint32 l_280 = (l_276) ? l_279 : uint32(0);
const uint32 l_44 = l_280;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_281 = info.static_meta[uint32(3)];
const uint32 l_282 = l_281 * uint32(1);
const bool l_283 = l_47 < l_282;
const uint32 l_284 = l_282 - uint32(1);
const uint32 l_285 = min(l_47, l_284);
const uint32 l_286 = buffer_3[l_285];
const uint32 l_287 = (l_283) ? l_286 : uint32(0);
const uint32 l_48 = l_287;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_288 = info.static_meta[uint32(3)];
const uint32 l_289 = l_288 * uint32(1);
const bool l_290 = l_52 < l_289;
const uint32 l_291 = l_289 - uint32(1);
const uint32 l_292 = min(l_52, l_291);
const uint32 l_293 = buffer_3[l_292];
const uint32 l_294 = (l_290) ? l_293 : uint32(0);
const uint32 l_53 = l_294;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_295 = info.static_meta[uint32(3)];
const uint32 l_296 = l_295 * uint32(1);
const bool l_297 = l_56 < l_296;
const uint32 l_298 = l_296 - uint32(1);
const uint32 l_299 = min(l_56, l_298);
const uint32 l_300 = buffer_3[l_299];
const uint32 l_301 = (l_297) ? l_300 : uint32(0);
const uint32 l_57 = l_301;
const uint64 l_58 = uint64(l_57);
const uint64 l_59 = l_58 << uint64(32);
const uint64 l_60 = l_54 | l_59;
const uint32 l_61 = uint32(2) * idxGlobal;
const uint32 l_62 = info.static_meta[uint32(6)];
const bool l_63 = l_61 < l_62;
const uint64 l_64 = uint64(idxGlobal);
const uint64 l_65 = uint64(l_13);
const uint64 l_66 = l_64 * l_65;
l_mut_67 = uint32(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64 l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64 l_70 = uint64(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64 l_72 = l_69 & uint64(4294967295);
const uint32 l_73 = uint32(l_72);
l_mut_67 = l_73;
}
}
const bool l_74 = l_mut_67 > uint32(0);
const bool l_75 = l_63 && l_74;
if (l_75) {
const uint32 l_76 = uint32(2) * idxGlobal;
const uint32 l_307 = info.static_meta[uint32(0)];
const uint32 l_308 = l_307 * uint32(1);
const bool l_309 = l_76 < l_308;
const uint32 l_310 = l_308 - uint32(1);
const uint32 l_311 = min(l_76, l_310);
const uint32 l_312 = buffer_0[l_311];
const uint32 l_313 = (l_309) ? l_312 : uint32(0);
const uint32 l_77 = l_313;
const uint64 l_78 = uint64(l_77);
const uint32 l_79 = uint32(2) * idxGlobal;
const uint32 l_80 = l_79 + uint32(1);
const uint32 l_314 = info.static_meta[uint32(0)];
const uint32 l_315 = l_314 * uint32(1);
const bool l_316 = l_80 < l_315;
const uint32 l_317 = l_315 - uint32(1);
const uint32 l_318 = min(l_80, l_317);
const uint32 l_319 = buffer_0[l_318];
const uint32 l_320 = (l_316) ? l_319 : uint32(0);
const uint32 l_81 = l_320;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_78 | l_83;
const uint32 l_85 = uint32(2) * idxGlobal;
const uint32 l_321 = info.static_meta[uint32(1)];
const uint32 l_322 = l_321 * uint32(1);
const bool l_323 = l_85 < l_322;
const uint32 l_324 = l_322 - uint32(1);
const uint32 l_325 = min(l_85, l_324);
const uint32 l_326 = buffer_1[l_325];
const uint32 l_327 = (l_323) ? l_326 : uint32(0);
const uint32 l_86 = l_327;
const uint64 l_87 = uint64(l_86);
const uint32 l_88 = uint32(2) * idxGlobal;
const uint32 l_89 = l_88 + uint32(1);
const uint32 l_328 = info.static_meta[uint32(1)];
const uint32 l_329 = l_328 * uint32(1);
const bool l_330 = l_89 < l_329;
const uint32 l_331 = l_329 - uint32(1);
const uint32 l_332 = min(l_89, l_331);
const uint32 l_333 = buffer_1[l_332];
const uint32 l_334 = (l_330) ? l_333 : uint32(0);
const uint32 l_90 = l_334;
const uint64 l_91 = uint64(l_90);
const uint64 l_92 = l_91 << uint64(32);
const uint64 l_93 = l_87 | l_92;
const uint32 l_94 = uint32(2) * idxGlobal;
const uint32 l_335 = info.static_meta[uint32(2)];
const uint32 l_336 = l_335 * uint32(1);
const bool l_337 = l_94 < l_336;
const uint32 l_338 = l_336 - uint32(1);
const uint32 l_339 = min(l_94, l_338);
const uint32 l_340 = buffer_2[l_339];
const uint32 l_341 = (l_337) ? l_340 : uint32(0);
const uint32 l_95 = l_341;
const uint64 l_96 = uint64(l_95);
const uint32 l_97 = uint32(2) * idxGlobal;
const uint32 l_98 = l_97 + uint32(1);
const uint32 l_342 = info.static_meta[uint32(2)];
const uint32 l_343 = l_342 * uint32(1);
const bool l_344 = l_98 < l_343;
const uint32 l_345 = l_343 - uint32(1);
const uint32 l_346 = min(l_98, l_345);
const uint32 l_347 = buffer_2[l_346];
const uint32 l_348 = (l_344) ? l_347 : uint32(0);
const uint32 l_99 = l_348;
const uint64 l_100 = uint64(l_99);
const uint64 l_101 = l_100 << uint64(32);
const uint64 l_102 = l_96 | l_101;
const uint64 l_103 = l_102 >> uint64(63);
const bool l_104 = l_103 == uint64(1);
l_mut_105 = l_102;
if (l_104) {
const uint64 l_106 = uint64(uint32(0));
const uint64 l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64 l_108 = uint64(l_13);
const uint64 l_109 = l_mut_105 & uint64(4294967295);
const uint64 l_110 = l_109 * l_108;
const uint64 l_111 = l_mut_105 >> uint64(32);
const uint64 l_112 = l_111 * l_108;
const uint64 l_113 = l_112 << uint64(32);
const uint64 l_114 = l_110 + l_113;
const uint64 l_115 = l_112 >> uint64(32);
const bool l_116 = l_114 < l_110;
const uint64 l_117 = uint64(l_116);
const uint64 l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint32(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint32(0);
if (l_120) {
const uint32 l_121 = uint32(64) - l_24;
const uint64 l_122 = uint64(l_121);
const uint64 l_123 = l_118 << l_122;
const uint64 l_124 = uint64(l_24);
const uint64 l_125 = l_114 >> l_124;
const uint64 l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64 l_128 = uint64(uint32(0));
const uint64 l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64 l_130 = l_84 + l_mut_127;
const uint32 l_131 = l_13 * l_13;
const uint32 l_132 = l_24 + uint32(3);
const uint64 l_133 = l_102 >> uint64(63);
const bool l_134 = l_133 == uint64(1);
l_mut_127 = l_102;
if (l_134) {
const uint64 l_135 = uint64(uint32(0));
const uint64 l_136 = l_135 - l_102;
l_mut_127 = l_136;
}
const uint64 l_137 = uint64(l_131);
const uint64 l_138 = l_mut_127 & uint64(4294967295);
const uint64 l_139 = l_138 * l_137;
const uint64 l_140 = l_mut_127 >> uint64(32);
const uint64 l_141 = l_140 * l_137;
const uint64 l_142 = l_141 << uint64(32);
const uint64 l_143 = l_139 + l_142;
const uint64 l_144 = l_141 >> uint64(32);
const bool l_145 = l_143 < l_139;
const uint64 l_146 = uint64(l_145);
const uint64 l_147 = l_144 + l_146;
l_mut_127 = l_143;
const bool l_148 = l_132 == uint32(64);
if (l_148) {
l_mut_127 = l_147;
} else {
const bool l_149 = l_132 > uint32(0);
if (l_149) {
const uint32 l_150 = uint32(64) - l_132;
const uint64 l_151 = uint64(l_150);
const uint64 l_152 = l_147 << l_151;
const uint64 l_153 = uint64(l_132);
const uint64 l_154 = l_143 >> l_153;
const uint64 l_155 = l_152 | l_154;
l_mut_127 = l_155;
}
}
l_mut_105 = l_mut_127;
if (l_134) {
const uint64 l_156 = uint64(uint32(0));
const uint64 l_157 = l_156 - l_mut_105;
l_mut_105 = l_157;
}
const uint64 l_158 = l_93 - l_mut_105;
const uint64 l_159 = l_158 + l_33;
const uint64 l_160 = uint64(uint32(0));
const uint64 l_161 = l_160 - l_130;
const uint64 l_162 = l_33 + l_33;
l_mut_127 = l_161;
const uint64 l_163 = uint64(uint32(0));
const uint64 l_164 = l_163 - l_161;
l_mut_105 = l_164;
l_mut_165 = l_159;
l_mut_67 = uint32(1);
l_mut_166 = uint32(1);
l_mut_167 = bool(false);
const bool l_168 = l_mut_165 < l_162;
const bool l_169 = !l_168;
l_mut_170 = l_169;
const bool l_171 = l_161 == uint64(0);
if (l_171) {
l_mut_167 = l_mut_170;
l_mut_170 = bool(false);
}
l_mut_172 = bool(false);
while (true) {
const bool l_173 = !l_mut_170;
if (l_173) {
break;}
l_mut_174 = l_mut_127;
if (l_mut_172) {
l_mut_174 = l_mut_105;
}
const bool l_175 = l_mut_165 < l_mut_174;
const bool l_176 = !l_175;
const bool l_177 = l_176 != l_mut_172;
if (l_177) {
l_mut_174 = l_mut_127;
l_mut_127 = l_mut_105;
l_mut_105 = l_mut_174;
l_mut_178 = l_mut_67;
l_mut_67 = l_mut_166;
l_mut_166 = l_mut_178;
l_mut_172 = l_176;
}
l_mut_179 = bool(true);
if (l_mut_172) {
const uint64 l_180 = l_mut_165 - l_mut_105;
l_mut_165 = l_180;
const bool l_181 = l_mut_165 < l_162;
if (l_181) {
l_mut_170 = bool(false);
l_mut_179 = bool(false);
}
}
if (l_mut_179) {
l_mut_178 = uint32(0);
l_mut_182 = bool(false);
const uint64 l_183 = uint64(uint32(3));
const uint64 l_184 = l_mut_105 >> l_183;
const bool l_185 = l_184 < l_mut_127;
const bool l_186 = !l_185;
l_mut_182 = l_186;
const bool l_187 = l_mut_127 == uint64(0);
if (l_187) {
l_mut_178 = l_13;
} else {
if (l_mut_182) {
const bool l_188 = l_mut_127 < l_mut_105;
if (l_188) {
const uint64 l_189 = l_mut_105 - uint64(1);
const uint64 l_190 = l_189 / l_mut_127;
const uint64 l_191 = uint64(l_13);
const bool l_192 = l_190 < l_191;
const uint64 l_193 = uint64(l_13);
const uint64 l_194 = (l_192) ? l_190 : l_193;
const uint32 l_195 = uint32(l_194);
l_mut_178 = l_195;
}
} else {
l_mut_174 = l_mut_105;
while (true) {
const bool l_196 = l_mut_127 < l_mut_174;
const uint32 l_197 = l_mut_178 * l_mut_166;
const uint32 l_198 = l_mut_67 + l_197;
const uint32 l_199 = l_198 + l_mut_166;
const bool l_200 = l_199 < l_13;
const bool l_201 = l_196 && l_200;
const bool l_202 = !l_201;
if (l_202) {
break;}
const uint64 l_203 = l_mut_174 - l_mut_127;
l_mut_174 = l_203;
l_mut_178 = l_mut_178 + uint32(1);
}
}
}
const uint32 l_204 = l_mut_178 * l_mut_166;
const uint32 l_205 = l_mut_67 + l_204;
const uint32 l_206 = l_205 + l_mut_166;
const bool l_207 = l_206 >= l_13;
if (l_207) {
l_mut_167 = bool(true);
l_mut_170 = bool(false);
} else {
const uint64 l_208 = uint64(l_mut_178);
const uint64 l_209 = l_mut_127 * l_208;
const uint64 l_210 = l_mut_105 - l_209;
l_mut_105 = l_210;
const uint32 l_211 = l_mut_178 * l_mut_166;
l_mut_67 = l_mut_67 + l_211;
const uint64 l_212 = l_mut_127 - l_mut_105;
l_mut_127 = l_212;
l_mut_166 = l_mut_166 + l_mut_67;
}
}
}
const bool l_213 = !l_mut_167;
if (l_213) {
const uint32 l_349 = info.static_meta[uint32(5)];
const uint32 l_350 = l_349 * uint32(1);
const uint32 l_351 = l_350 - uint32(1);
const uint32 l_352 = min(uint32(0), l_351);
uint32* l_353 = &buffer_5[l_352];
uint32* l_214 = l_353;
const uint32 l_215 = atomicAdd(l_214, uint32(1));
const uint32 l_216 = info.static_meta[uint32(10)];
const bool l_217 = l_215 < l_216;
if (l_217) {
const uint32 l_354 = info.static_meta[uint32(4)];
const uint32 l_355 = l_354 * uint32(1);
const bool l_356 = l_215 < l_355;
if (l_356) {
buffer_4[l_215] = idxGlobal;
}
}
}
}

}
