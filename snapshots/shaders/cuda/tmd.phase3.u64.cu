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
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)phase3 (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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
uint32 l_mut_83;
uint64 l_mut_125;
uint64 l_mut_147;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_283 = info.static_meta[uint32(6)];
const uint32 l_284 = l_283 * uint32(1);
const uint32 l_285 = l_284 - uint32(1);
const uint32 l_286 = min(uint32(3), l_285);
uint32* l_287 = &buffer_6[l_286];
uint32* l_1 = l_287;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * uint32(0);
const uint32 l_199 = info.static_meta[uint32(3)];
const uint32 l_200 = l_199 * uint32(1);
const bool l_201 = l_3 < l_200;
const uint32 l_202 = l_200 - uint32(1);
const uint32 l_203 = min(l_3, l_202);
const uint32 l_204 = buffer_3[l_203];
const uint32 l_205 = (l_201) ? l_204 : uint32(0);
const uint32 l_4 = l_205;
const uint64 l_5 = uint64(l_4);
const uint32 l_6 = uint32(2) * uint32(0);
const uint32 l_7 = l_6 + uint32(1);
const uint32 l_206 = info.static_meta[uint32(3)];
const uint32 l_207 = l_206 * uint32(1);
const bool l_208 = l_7 < l_207;
const uint32 l_209 = l_207 - uint32(1);
const uint32 l_210 = min(l_7, l_209);
const uint32 l_211 = buffer_3[l_210];
const uint32 l_212 = (l_208) ? l_211 : uint32(0);
const uint32 l_8 = l_212;
const uint64 l_9 = uint64(l_8);
const uint64 l_10 = l_9 << uint64(32);
const uint64 l_11 = l_5 | l_10;
const uint64 l_12 = l_11 & uint64(4294967295);
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) * uint32(1);
const uint32 l_213 = info.static_meta[uint32(3)];
const uint32 l_214 = l_213 * uint32(1);
const bool l_215 = l_14 < l_214;
const uint32 l_216 = l_214 - uint32(1);
const uint32 l_217 = min(l_14, l_216);
const uint32 l_218 = buffer_3[l_217];
const uint32 l_219 = (l_215) ? l_218 : uint32(0);
const uint32 l_15 = l_219;
const uint64 l_16 = uint64(l_15);
const uint32 l_17 = uint32(2) * uint32(1);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_220 = info.static_meta[uint32(3)];
const uint32 l_221 = l_220 * uint32(1);
const bool l_222 = l_18 < l_221;
const uint32 l_223 = l_221 - uint32(1);
const uint32 l_224 = min(l_18, l_223);
const uint32 l_225 = buffer_3[l_224];
const uint32 l_226 = (l_222) ? l_225 : uint32(0);
const uint32 l_19 = l_226;
const uint64 l_20 = uint64(l_19);
const uint64 l_21 = l_20 << uint64(32);
const uint64 l_22 = l_16 | l_21;
const uint64 l_23 = l_22 & uint64(4294967295);
const uint32 l_24 = uint32(l_23);
const uint32 l_25 = uint32(2) * uint32(2);
const uint32 l_227 = info.static_meta[uint32(3)];
const uint32 l_228 = l_227 * uint32(1);
const bool l_229 = l_25 < l_228;
const uint32 l_230 = l_228 - uint32(1);
const uint32 l_231 = min(l_25, l_230);
const uint32 l_232 = buffer_3[l_231];
const uint32 l_233 = (l_229) ? l_232 : uint32(0);
const uint32 l_26 = l_233;
const uint64 l_27 = uint64(l_26);
const uint32 l_28 = uint32(2) * uint32(2);
const uint32 l_29 = l_28 + uint32(1);
const uint32 l_234 = info.static_meta[uint32(3)];
const uint32 l_235 = l_234 * uint32(1);
const bool l_236 = l_29 < l_235;
const uint32 l_237 = l_235 - uint32(1);
const uint32 l_238 = min(l_29, l_237);
const uint32 l_239 = buffer_3[l_238];
const uint32 l_240 = (l_236) ? l_239 : uint32(0);
const uint32 l_30 = l_240;
const uint64 l_31 = uint64(l_30);
const uint64 l_32 = l_31 << uint64(32);
const uint64 l_33 = l_27 | l_32;
const uint32 l_34 = uint32(2) * uint32(3);
const uint32 l_241 = info.static_meta[uint32(3)];
const uint32 l_242 = l_241 * uint32(1);
const bool l_243 = l_34 < l_242;
const uint32 l_244 = l_242 - uint32(1);
const uint32 l_245 = min(l_34, l_244);
const uint32 l_246 = buffer_3[l_245];
const uint32 l_247 = (l_243) ? l_246 : uint32(0);
const uint32 l_35 = l_247;
const uint64 l_36 = uint64(l_35);
const uint32 l_37 = uint32(2) * uint32(3);
const uint32 l_38 = l_37 + uint32(1);
const uint32 l_248 = info.static_meta[uint32(3)];
const uint32 l_249 = l_248 * uint32(1);
const bool l_250 = l_38 < l_249;
const uint32 l_251 = l_249 - uint32(1);
const uint32 l_252 = min(l_38, l_251);
const uint32 l_253 = buffer_3[l_252];
const uint32 l_254 = (l_250) ? l_253 : uint32(0);
const uint32 l_39 = l_254;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_40 << uint64(32);
const uint64 l_42 = l_36 | l_41;
const uint32 l_43 = uint32(2) * uint32(4);
const uint32 l_255 = info.static_meta[uint32(3)];
const uint32 l_256 = l_255 * uint32(1);
const bool l_257 = l_43 < l_256;
const uint32 l_258 = l_256 - uint32(1);
const uint32 l_259 = min(l_43, l_258);
const uint32 l_260 = buffer_3[l_259];
const uint32 l_261 = (l_257) ? l_260 : uint32(0);
const uint32 l_44 = l_261;
const uint64 l_45 = uint64(l_44);
const uint32 l_46 = uint32(2) * uint32(4);
const uint32 l_47 = l_46 + uint32(1);
const uint32 l_262 = info.static_meta[uint32(3)];
const uint32 l_263 = l_262 * uint32(1);
const bool l_264 = l_47 < l_263;
const uint32 l_265 = l_263 - uint32(1);
const uint32 l_266 = min(l_47, l_265);
const uint32 l_267 = buffer_3[l_266];
const uint32 l_268 = (l_264) ? l_267 : uint32(0);
const uint32 l_48 = l_268;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_49 << uint64(32);
const uint64 l_51 = l_45 | l_50;
const uint32 l_52 = uint32(2) * uint32(5);
const uint32 l_269 = info.static_meta[uint32(3)];
const uint32 l_270 = l_269 * uint32(1);
const bool l_271 = l_52 < l_270;
const uint32 l_272 = l_270 - uint32(1);
const uint32 l_273 = min(l_52, l_272);
const uint32 l_274 = buffer_3[l_273];
const uint32 l_275 = (l_271) ? l_274 : uint32(0);
const uint32 l_53 = l_275;
const uint64 l_54 = uint64(l_53);
const uint32 l_55 = uint32(2) * uint32(5);
const uint32 l_56 = l_55 + uint32(1);
const uint32 l_276 = info.static_meta[uint32(3)];
const uint32 l_277 = l_276 * uint32(1);
const bool l_278 = l_56 < l_277;
const uint32 l_279 = l_277 - uint32(1);
const uint32 l_280 = min(l_56, l_279);
const uint32 l_281 = buffer_3[l_280];
const uint32 l_282 = (l_278) ? l_281 : uint32(0);
const uint32 l_57 = l_282;
const uint64 l_58 = uint64(l_57);
const uint64 l_59 = l_58 << uint64(32);
const uint64 l_60 = l_54 | l_59;
const uint32 l_61 = l_13 / uint32(8);
const uint32 l_62 = l_61 + uint32(64);
const uint32 l_63 = l_62 - uint32(1);
const uint32 l_64 = l_63 / uint32(64);
const uint32 l_65 = info.static_meta[uint32(11)];
const uint32 l_66 = l_65 * l_64;
const bool l_67 = idxGlobal < l_66;
if (l_67) {
const uint32 l_68 = idxGlobal / l_64;
const uint32 l_288 = info.static_meta[uint32(4)];
const uint32 l_289 = l_288 * uint32(1);
const bool l_290 = l_68 < l_289;
const uint32 l_291 = l_289 - uint32(1);
const uint32 l_292 = min(l_68, l_291);
const uint32 l_293 = buffer_4[l_292];
const uint32 l_294 = (l_290) ? l_293 : uint32(0);
const uint32 l_69 = l_294;
const uint32 l_70 = l_69 / uint32(8);
const uint32 l_71 = l_69 % uint32(8);
const uint32 l_72 = l_71 * l_61;
const uint32 l_73 = idxGlobal % l_64;
const uint32 l_74 = l_73 * uint32(64);
const uint32 l_75 = l_72 + l_74;
const uint32 l_76 = l_75 + uint32(64);
const uint32 l_77 = l_71 + uint32(1);
const uint32 l_78 = l_77 * l_61;
const uint32 l_79 = min(l_76, l_78);
const uint64 l_80 = uint64(l_70);
const uint64 l_81 = uint64(l_13);
const uint64 l_82 = l_80 * l_81;
l_mut_83 = uint32(0);
const bool l_84 = l_82 < l_60;
if (l_84) {
const uint64 l_85 = l_60 - l_82;
l_mut_83 = l_13;
const uint64 l_86 = uint64(l_13);
const bool l_87 = l_85 < l_86;
if (l_87) {
const uint64 l_88 = l_85 & uint64(4294967295);
const uint32 l_89 = uint32(l_88);
l_mut_83 = l_89;
}
}
const uint32 l_90 = min(l_79, l_mut_83);
const uint32 l_91 = uint32(2) * l_70;
const uint32 l_295 = info.static_meta[uint32(0)];
const uint32 l_296 = l_295 * uint32(1);
const bool l_297 = l_91 < l_296;
const uint32 l_298 = l_296 - uint32(1);
const uint32 l_299 = min(l_91, l_298);
const uint32 l_300 = buffer_0[l_299];
const uint32 l_301 = (l_297) ? l_300 : uint32(0);
const uint32 l_92 = l_301;
const uint64 l_93 = uint64(l_92);
const uint32 l_94 = uint32(2) * l_70;
const uint32 l_95 = l_94 + uint32(1);
const uint32 l_302 = info.static_meta[uint32(0)];
const uint32 l_303 = l_302 * uint32(1);
const bool l_304 = l_95 < l_303;
const uint32 l_305 = l_303 - uint32(1);
const uint32 l_306 = min(l_95, l_305);
const uint32 l_307 = buffer_0[l_306];
const uint32 l_308 = (l_304) ? l_307 : uint32(0);
const uint32 l_96 = l_308;
const uint64 l_97 = uint64(l_96);
const uint64 l_98 = l_97 << uint64(32);
const uint64 l_99 = l_93 | l_98;
const uint32 l_100 = uint32(2) * l_70;
const uint32 l_309 = info.static_meta[uint32(1)];
const uint32 l_310 = l_309 * uint32(1);
const bool l_311 = l_100 < l_310;
const uint32 l_312 = l_310 - uint32(1);
const uint32 l_313 = min(l_100, l_312);
const uint32 l_314 = buffer_1[l_313];
const uint32 l_315 = (l_311) ? l_314 : uint32(0);
const uint32 l_101 = l_315;
const uint64 l_102 = uint64(l_101);
const uint32 l_103 = uint32(2) * l_70;
const uint32 l_104 = l_103 + uint32(1);
const uint32 l_316 = info.static_meta[uint32(1)];
const uint32 l_317 = l_316 * uint32(1);
const bool l_318 = l_104 < l_317;
const uint32 l_319 = l_317 - uint32(1);
const uint32 l_320 = min(l_104, l_319);
const uint32 l_321 = buffer_1[l_320];
const uint32 l_322 = (l_318) ? l_321 : uint32(0);
const uint32 l_105 = l_322;
const uint64 l_106 = uint64(l_105);
const uint64 l_107 = l_106 << uint64(32);
const uint64 l_108 = l_102 | l_107;
const uint32 l_109 = uint32(2) * l_70;
const uint32 l_323 = info.static_meta[uint32(2)];
const uint32 l_324 = l_323 * uint32(1);
const bool l_325 = l_109 < l_324;
const uint32 l_326 = l_324 - uint32(1);
const uint32 l_327 = min(l_109, l_326);
const uint32 l_328 = buffer_2[l_327];
const uint32 l_329 = (l_325) ? l_328 : uint32(0);
const uint32 l_110 = l_329;
const uint64 l_111 = uint64(l_110);
const uint32 l_112 = uint32(2) * l_70;
const uint32 l_113 = l_112 + uint32(1);
const uint32 l_330 = info.static_meta[uint32(2)];
const uint32 l_331 = l_330 * uint32(1);
const bool l_332 = l_113 < l_331;
const uint32 l_333 = l_331 - uint32(1);
const uint32 l_334 = min(l_113, l_333);
const uint32 l_335 = buffer_2[l_334];
const uint32 l_336 = (l_332) ? l_335 : uint32(0);
const uint32 l_114 = l_336;
const uint64 l_115 = uint64(l_114);
const uint64 l_116 = l_115 << uint64(32);
const uint64 l_117 = l_111 | l_116;
l_mut_83 = uint32(0);

for (uint32 l_mut_118 = l_75; l_mut_118 < l_90; ++l_mut_118) {
const uint64 l_119 = uint64(l_mut_118);
const uint64 l_120 = l_99 * l_119;
const uint64 l_121 = l_108 + l_120;
const uint32 l_122 = l_mut_118 * l_mut_118;
const uint64 l_123 = l_117 >> uint64(63);
const bool l_124 = l_123 == uint64(1);
l_mut_125 = l_117;
if (l_124) {
const uint64 l_126 = uint64(uint32(0));
const uint64 l_127 = l_126 - l_117;
l_mut_125 = l_127;
}
const uint64 l_128 = uint64(l_122);
const uint64 l_129 = l_mut_125 & uint64(4294967295);
const uint64 l_130 = l_129 * l_128;
const uint64 l_131 = l_mut_125 >> uint64(32);
const uint64 l_132 = l_131 * l_128;
const uint64 l_133 = l_132 << uint64(32);
const uint64 l_134 = l_130 + l_133;
const uint64 l_135 = l_132 >> uint64(32);
const bool l_136 = l_134 < l_130;
const uint64 l_137 = uint64(l_136);
const uint64 l_138 = l_135 + l_137;
l_mut_125 = l_134;
const bool l_139 = l_24 == uint32(64);
if (l_139) {
l_mut_125 = l_138;
} else {
const bool l_140 = l_24 > uint32(0);
if (l_140) {
const uint32 l_141 = uint32(64) - l_24;
const uint64 l_142 = uint64(l_141);
const uint64 l_143 = l_138 << l_142;
const uint64 l_144 = uint64(l_24);
const uint64 l_145 = l_134 >> l_144;
const uint64 l_146 = l_143 | l_145;
l_mut_125 = l_146;
}
}
l_mut_147 = l_mut_125;
if (l_124) {
const uint64 l_148 = uint64(uint32(0));
const uint64 l_149 = l_148 - l_mut_147;
l_mut_147 = l_149;
}
const uint64 l_150 = l_121 + l_mut_147;
const uint64 l_151 = uint64(uint32(0));
const uint64 l_152 = l_151 - l_150;
l_mut_147 = l_152;
const bool l_153 = l_150 < l_mut_147;
if (l_153) {
l_mut_147 = l_150;
}
const bool l_154 = l_mut_147 < l_51;
const uint32 l_155 = uint32(l_154);
l_mut_83 = l_mut_83 + l_155;
}
const bool l_156 = l_mut_83 > uint32(0);
if (l_156) {
const uint32 l_337 = info.static_meta[uint32(6)];
const uint32 l_338 = l_337 * uint32(1);
const uint32 l_339 = l_338 - uint32(1);
const uint32 l_340 = min(uint32(2), l_339);
uint32* l_341 = &buffer_6[l_340];
uint32* l_157 = l_341;
const uint32 l_158 = atomicAdd(l_157, l_mut_83);
l_mut_83 = l_158;

for (uint32 l_mut_159 = l_75; l_mut_159 < l_90; ++l_mut_159) {
const uint64 l_160 = uint64(l_mut_159);
const uint64 l_161 = l_99 * l_160;
const uint64 l_162 = l_108 + l_161;
const uint32 l_163 = l_mut_159 * l_mut_159;
const uint64 l_164 = l_117 >> uint64(63);
const bool l_165 = l_164 == uint64(1);
l_mut_147 = l_117;
if (l_165) {
const uint64 l_166 = uint64(uint32(0));
const uint64 l_167 = l_166 - l_117;
l_mut_147 = l_167;
}
const uint64 l_168 = uint64(l_163);
const uint64 l_169 = l_mut_147 & uint64(4294967295);
const uint64 l_170 = l_169 * l_168;
const uint64 l_171 = l_mut_147 >> uint64(32);
const uint64 l_172 = l_171 * l_168;
const uint64 l_173 = l_172 << uint64(32);
const uint64 l_174 = l_170 + l_173;
const uint64 l_175 = l_172 >> uint64(32);
const bool l_176 = l_174 < l_170;
const uint64 l_177 = uint64(l_176);
const uint64 l_178 = l_175 + l_177;
l_mut_147 = l_174;
const bool l_179 = l_24 == uint32(64);
if (l_179) {
l_mut_147 = l_178;
} else {
const bool l_180 = l_24 > uint32(0);
if (l_180) {
const uint32 l_181 = uint32(64) - l_24;
const uint64 l_182 = uint64(l_181);
const uint64 l_183 = l_178 << l_182;
const uint64 l_184 = uint64(l_24);
const uint64 l_185 = l_174 >> l_184;
const uint64 l_186 = l_183 | l_185;
l_mut_147 = l_186;
}
}
l_mut_125 = l_mut_147;
if (l_165) {
const uint64 l_187 = uint64(uint32(0));
const uint64 l_188 = l_187 - l_mut_125;
l_mut_125 = l_188;
}
const uint64 l_189 = l_162 + l_mut_125;
const uint64 l_190 = uint64(uint32(0));
const uint64 l_191 = l_190 - l_189;
l_mut_147 = l_191;
const bool l_192 = l_189 < l_mut_147;
if (l_192) {
l_mut_147 = l_189;
}
const bool l_193 = l_mut_147 < l_51;
if (l_193) {
const uint32 l_194 = l_mut_83 * uint32(2);
const uint32 l_195 = l_194 + uint32(1);
const uint32 l_196 = info.static_meta[uint32(12)];
const bool l_197 = l_195 < l_196;
if (l_197) {
const uint32 l_342 = info.static_meta[uint32(5)];
const uint32 l_343 = l_342 * uint32(1);
const bool l_344 = l_194 < l_343;
if (l_344) {
buffer_5[l_194] = l_70;
}
const uint32 l_198 = l_194 + uint32(1);
const uint32 l_345 = info.static_meta[uint32(5)];
const uint32 l_346 = l_345 * uint32(1);
const bool l_347 = l_198 < l_346;
if (l_347) {
buffer_5[l_198] = l_mut_159;
}
}
l_mut_83 = l_mut_83 + uint32(1);
}
}
}
}

}
