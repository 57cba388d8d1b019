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
    uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)transforms_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, float* buffer_3, const __grid_constant__ info_st info
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
float l_mut_144;
float l_mut_39;
float l_mut_40;
int32 l_mut_18;
int32 l_mut_33;
int32 l_mut_62;
uint32 l_mut_158;
uint32 l_mut_52;
uint32 l_mut_66;
uint64 l_mut_125;
uint64 l_mut_14;
uint64 l_mut_216;
uint64 l_mut_29;
uint64 l_mut_53;
uint64 l_mut_80;
const uint32 l_0 = info.static_meta[uint32(4)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_325 = info.static_meta[uint32(2)];
const uint32 l_326 = l_325 * uint32(1);
const bool l_327 = uint32(0) < l_326;
const uint32 l_328 = l_326 - uint32(1);
const uint32 l_329 = min(uint32(0), l_328);
const float l_330 = buffer_2[l_329];
const float l_331 = (l_327) ? l_330 : float(0.0);
const float l_2 = l_331;
const uint32 l_332 = info.static_meta[uint32(2)];
const uint32 l_333 = l_332 * uint32(1);
const bool l_334 = uint32(1) < l_333;
const uint32 l_335 = l_333 - uint32(1);
const uint32 l_336 = min(uint32(1), l_335);
const float l_337 = buffer_2[l_336];
const float l_338 = (l_334) ? l_337 : float(0.0);
const float l_3 = l_338;
const uint32 l_339 = info.static_meta[uint32(0)];
const uint32 l_340 = l_339 * uint32(1);
const bool l_341 = idxGlobal < l_340;
const uint32 l_342 = l_340 - uint32(1);
const uint32 l_343 = min(idxGlobal, l_342);
const float l_344 = buffer_0[l_343];
const float l_345 = (l_341) ? l_344 : float(0.0);
const float l_4 = l_345;
const uint32 l_346 = info.static_meta[uint32(1)];
const uint32 l_347 = l_346 * uint32(1);
const bool l_348 = idxGlobal < l_347;
const uint32 l_349 = l_347 - uint32(1);
const uint32 l_350 = min(idxGlobal, l_349);
const float l_351 = buffer_1[l_350];
const float l_352 = (l_348) ? l_351 : float(0.0);
const float l_5 = l_352;
const uint32 l_6 = reinterpret_cast<uint32 const&>(l_4);
const uint32 l_7 = reinterpret_cast<uint32 const&>(l_5);
const uint32 l_8 = l_6 >> uint32(23);
const uint32 l_9 = l_8 & uint32(255);
const uint32 l_10 = l_6 & uint32(8388607);
const bool l_11 = l_9 != uint32(0);
if (l_11) {
const uint32 l_12 = l_10 | uint32(8388608);
const uint64 l_13 = uint64(l_12);
l_mut_14 = l_13;
} else {
const uint64 l_15 = uint64(l_10);
l_mut_14 = l_15;
}
if (l_11) {
const int32 l_16 = int32(l_9);
const int32 l_17 = l_16 - int32(150);
l_mut_18 = l_17;
} else {
const int32 l_19 = int32(uint32(1));
const int32 l_20 = l_19 - int32(150);
l_mut_18 = l_20;
}
const uint32 l_21 = l_6 & uint32(2147483648);
const bool l_22 = l_9 == uint32(255);
const uint32 l_23 = l_7 >> uint32(23);
const uint32 l_24 = l_23 & uint32(255);
const uint32 l_25 = l_7 & uint32(8388607);
const bool l_26 = l_24 != uint32(0);
if (l_26) {
const uint32 l_27 = l_25 | uint32(8388608);
const uint64 l_28 = uint64(l_27);
l_mut_29 = l_28;
} else {
const uint64 l_30 = uint64(l_25);
l_mut_29 = l_30;
}
if (l_26) {
const int32 l_31 = int32(l_24);
const int32 l_32 = l_31 - int32(150);
l_mut_33 = l_32;
} else {
const int32 l_34 = int32(uint32(1));
const int32 l_35 = l_34 - int32(150);
l_mut_33 = l_35;
}
const uint32 l_36 = l_7 & uint32(2147483648);
const bool l_37 = l_24 == uint32(255);
const float l_38 = l_4 * l_5;
l_mut_39 = l_38;
l_mut_40 = float(0.0);
const bool l_41 = !l_22;
const bool l_42 = !l_37;
const bool l_43 = l_41 && l_42;
const bool l_44 = l_mut_14 != uint64(0);
const bool l_45 = l_43 && l_44;
const bool l_46 = l_mut_29 != uint64(0);
const bool l_47 = l_45 && l_46;
if (l_47) {
const uint64 l_48 = l_mut_14 * l_mut_29;
const int32 l_49 = l_mut_18 + l_mut_33;
const uint32 l_50 = l_6 ^ l_7;
const uint32 l_51 = l_50 & uint32(2147483648);
l_mut_52 = uint32(0);
l_mut_53 = uint64(0);
const bool l_54 = l_48 != uint64(0);
if (l_54) {
const uint32 l_55 = uint32(__clzll(int64(l_48)));
const int32 l_56 = int32(l_55);
const int32 l_57 = int32(64) - l_56;
const int32 l_58 = l_57 - int32(1);
const int32 l_59 = l_58 + l_49;
const int32 l_60 = l_59 + int32(127);
const int32 l_61 = int32(-149) - l_49;
l_mut_62 = l_61;
const bool l_63 = l_60 >= int32(1);
if (l_63) {
const int32 l_64 = l_57 - int32(24);
l_mut_62 = l_64;
}
const bool l_65 = l_mut_62 <= int32(0);
if (l_65) {
l_mut_66 = uint32(0);
const bool l_67 = l_48 != uint64(0);
if (l_67) {
const uint32 l_68 = uint32(__clzll(int64(l_48)));
const int32 l_69 = int32(l_68);
const int32 l_70 = int32(64) - l_69;
const int32 l_71 = l_70 - int32(1);
const int32 l_72 = l_71 + l_49;
const int32 l_73 = l_72 + int32(127);
const bool l_74 = l_73 >= int32(255);
if (l_74) {
l_mut_66 = uint32(2139095040);
} else {
const bool l_75 = l_73 >= int32(1);
if (l_75) {
const bool l_76 = l_70 > int32(24);
if (l_76) {
const int32 l_77 = l_70 - int32(24);
const uint64 l_78 = uint64(l_77);
const uint64 l_79 = l_48 >> l_78;
l_mut_80 = l_79;
} else {
const int32 l_81 = int32(24) - l_70;
const uint64 l_82 = uint64(l_81);
const uint64 l_83 = l_48 << l_82;
l_mut_80 = l_83;
}
const uint32 l_84 = uint32(l_73);
const uint32 l_85 = l_84 << uint32(23);
const uint32 l_86 = uint32(l_mut_80);
const uint32 l_87 = l_86 & uint32(8388607);
const uint32 l_88 = l_85 | l_87;
l_mut_66 = l_88;
} else {
const int32 l_89 = l_49 + int32(149);
const bool l_90 = l_89 >= int32(0);
if (l_90) {
const uint64 l_91 = uint64(l_89);
const uint64 l_92 = l_48 << l_91;
l_mut_80 = l_92;
} else {
const int32 l_93 = int32(0) - l_89;
const uint64 l_94 = uint64(l_93);
const uint64 l_95 = l_48 >> l_94;
l_mut_80 = l_95;
}
const uint32 l_96 = uint32(l_mut_80);
l_mut_66 = l_96;
}
}
}
l_mut_52 = l_mut_66;
l_mut_53 = l_48;
} else {
const bool l_97 = l_mut_62 <= l_57;
if (l_97) {
const uint64 l_98 = uint64(l_mut_62);
const uint64 l_99 = l_48 >> l_98;
l_mut_80 = l_99;
const uint64 l_100 = l_mut_80 << l_98;
const uint64 l_101 = l_48 - l_100;
const uint64 l_102 = l_98 - uint64(1);
const uint64 l_103 = uint64(1) << l_102;
const bool l_104 = l_101 > l_103;
const bool l_105 = l_101 == l_103;
const uint64 l_106 = l_mut_80 & uint64(1);
const bool l_107 = l_106 == uint64(1);
const bool l_108 = l_105 && l_107;
const bool l_109 = l_104 || l_108;
if (l_109) {
l_mut_80 = l_mut_80 + uint64(1);
}
const uint64 l_110 = l_mut_80 << l_98;
l_mut_53 = l_110;
const int32 l_111 = l_49 + l_mut_62;
l_mut_66 = uint32(0);
const bool l_112 = l_mut_80 != uint64(0);
if (l_112) {
const uint32 l_113 = uint32(__clzll(int64(l_mut_80)));
const int32 l_114 = int32(l_113);
const int32 l_115 = int32(64) - l_114;
const int32 l_116 = l_115 - int32(1);
const int32 l_117 = l_116 + l_111;
const int32 l_118 = l_117 + int32(127);
const bool l_119 = l_118 >= int32(255);
if (l_119) {
l_mut_66 = uint32(2139095040);
} else {
const bool l_120 = l_118 >= int32(1);
if (l_120) {
const bool l_121 = l_115 > int32(24);
if (l_121) {
const int32 l_122 = l_115 - int32(24);
const uint64 l_123 = uint64(l_122);
const uint64 l_124 = l_mut_80 >> l_123;
l_mut_125 = l_124;
} else {
const int32 l_126 = int32(24) - l_115;
const uint64 l_127 = uint64(l_126);
const uint64 l_128 = l_mut_80 << l_127;
l_mut_125 = l_128;
}
const uint32 l_129 = uint32(l_118);
const uint32 l_130 = l_129 << uint32(23);
const uint32 l_131 = uint32(l_mut_125);
const uint32 l_132 = l_131 & uint32(8388607);
const uint32 l_133 = l_130 | l_132;
l_mut_66 = l_133;
} else {
const int32 l_134 = l_111 + int32(149);
const bool l_135 = l_134 >= int32(0);
if (l_135) {
const uint64 l_136 = uint64(l_134);
const uint64 l_137 = l_mut_80 << l_136;
l_mut_125 = l_137;
} else {
const int32 l_138 = int32(0) - l_134;
const uint64 l_139 = uint64(l_138);
const uint64 l_140 = l_mut_80 >> l_139;
l_mut_125 = l_140;
}
const uint32 l_141 = uint32(l_mut_125);
l_mut_66 = l_141;
}
}
}
l_mut_52 = l_mut_66;
}
}
}
const uint32 l_142 = l_mut_52 | l_51;
const float l_143 = reinterpret_cast<float const&>(l_142);
l_mut_39 = l_143;
l_mut_144 = float(0.0);
const bool l_145 = l_48 > l_mut_53;
if (l_145) {
const uint64 l_146 = l_48 - l_mut_53;
l_mut_66 = uint32(0);
l_mut_125 = uint64(0);
const bool l_147 = l_146 != uint64(0);
if (l_147) {
const uint32 l_148 = uint32(__clzll(int64(l_146)));
const int32 l_149 = int32(l_148);
const int32 l_150 = int32(64) - l_149;
const int32 l_151 = l_150 - int32(1);
const int32 l_152 = l_151 + l_49;
const int32 l_153 = l_152 + int32(127);
const int32 l_154 = int32(-149) - l_49;
l_mut_62 = l_154;
const bool l_155 = l_153 >= int32(1);
if (l_155) {
const int32 l_156 = l_150 - int32(24);
l_mut_62 = l_156;
}
const bool l_157 = l_mut_62 <= int32(0);
if (l_157) {
l_mut_158 = uint32(0);
const bool l_159 = l_146 != uint64(0);
if (l_159) {
const uint32 l_160 = uint32(__clzll(int64(l_146)));
const int32 l_161 = int32(l_160);
const int32 l_162 = int32(64) - l_161;
const int32 l_163 = l_162 - int32(1);
const int32 l_164 = l_163 + l_49;
const int32 l_165 = l_164 + int32(127);
const bool l_166 = l_165 >= int32(255);
if (l_166) {
l_mut_158 = uint32(2139095040);
} else {
const bool l_167 = l_165 >= int32(1);
if (l_167) {
const bool l_168 = l_162 > int32(24);
if (l_168) {
const int32 l_169 = l_162 - int32(24);
const uint64 l_170 = uint64(l_169);
const uint64 l_171 = l_146 >> l_170;
l_mut_80 = l_171;
} else {
const int32 l_172 = int32(24) - l_162;
const uint64 l_173 = uint64(l_172);
const uint64 l_174 = l_146 << l_173;
l_mut_80 = l_174;
}
const uint32 l_175 = uint32(l_165);
const uint32 l_176 = l_175 << uint32(23);
const uint32 l_177 = uint32(l_mut_80);
const uint32 l_178 = l_177 & uint32(8388607);
const uint32 l_179 = l_176 | l_178;
l_mut_158 = l_179;
} else {
const int32 l_180 = l_49 + int32(149);
const bool l_181 = l_180 >= int32(0);
if (l_181) {
const uint64 l_182 = uint64(l_180);
const uint64 l_183 = l_146 << l_182;
l_mut_80 = l_183;
} else {
const int32 l_184 = int32(0) - l_180;
const uint64 l_185 = uint64(l_184);
const uint64 l_186 = l_146 >> l_185;
l_mut_80 = l_186;
}
const uint32 l_187 = uint32(l_mut_80);
l_mut_158 = l_187;
}
}
}
l_mut_66 = l_mut_158;
l_mut_125 = l_146;
} else {
const bool l_188 = l_mut_62 <= l_150;
if (l_188) {
const uint64 l_189 = uint64(l_mut_62);
const uint64 l_190 = l_146 >> l_189;
l_mut_80 = l_190;
const uint64 l_191 = l_mut_80 << l_189;
const uint64 l_192 = l_146 - l_191;
const uint64 l_193 = l_189 - uint64(1);
const uint64 l_194 = uint64(1) << l_193;
const bool l_195 = l_192 > l_194;
const bool l_196 = l_192 == l_194;
const uint64 l_197 = l_mut_80 & uint64(1);
const bool l_198 = l_197 == uint64(1);
const bool l_199 = l_196 && l_198;
const bool l_200 = l_195 || l_199;
if (l_200) {
l_mut_80 = l_mut_80 + uint64(1);
}
const uint64 l_201 = l_mut_80 << l_189;
l_mut_125 = l_201;
const int32 l_202 = l_49 + l_mut_62;
l_mut_158 = uint32(0);
const bool l_203 = l_mut_80 != uint64(0);
if (l_203) {
const uint32 l_204 = uint32(__clzll(int64(l_mut_80)));
const int32 l_205 = int32(l_204);
const int32 l_206 = int32(64) - l_205;
const int32 l_207 = l_206 - int32(1);
const int32 l_208 = l_207 + l_202;
const int32 l_209 = l_208 + int32(127);
const bool l_210 = l_209 >= int32(255);
if (l_210) {
l_mut_158 = uint32(2139095040);
} else {
const bool l_211 = l_209 >= int32(1);
if (l_211) {
const bool l_212 = l_206 > int32(24);
if (l_212) {
const int32 l_213 = l_206 - int32(24);
const uint64 l_214 = uint64(l_213);
const uint64 l_215 = l_mut_80 >> l_214;
l_mut_216 = l_215;
} else {
const int32 l_217 = int32(24) - l_206;
const uint64 l_218 = uint64(l_217);
const uint64 l_219 = l_mut_80 << l_218;
l_mut_216 = l_219;
}
const uint32 l_220 = uint32(l_209);
const uint32 l_221 = l_220 << uint32(23);
const uint32 l_222 = uint32(l_mut_216);
const uint32 l_223 = l_222 & uint32(8388607);
const uint32 l_224 = l_221 | l_223;
l_mut_158 = l_224;
} else {
const int32 l_225 = l_202 + int32(149);
const bool l_226 = l_225 >= int32(0);
if (l_226) {
const uint64 l_227 = uint64(l_225);
const uint64 l_228 = l_mut_80 << l_227;
l_mut_216 = l_228;
} else {
const int32 l_229 = int32(0) - l_225;
const uint64 l_230 = uint64(l_229);
const uint64 l_231 = l_mut_80 >> l_230;
l_mut_216 = l_231;
}
const uint32 l_232 = uint32(l_mut_216);
l_mut_158 = l_232;
}
}
}
l_mut_66 = l_mut_158;
}
}
}
const uint32 l_233 = l_mut_66 | l_51;
const float l_234 = reinterpret_cast<float const&>(l_233);
l_mut_144 = l_234;
} else {
const bool l_235 = l_mut_53 > l_48;
if (l_235) {
const uint64 l_236 = l_mut_53 - l_48;
l_mut_158 = uint32(0);
l_mut_216 = uint64(0);
const bool l_237 = l_236 != uint64(0);
if (l_237) {
const uint32 l_238 = uint32(__clzll(int64(l_236)));
const int32 l_239 = int32(l_238);
const int32 l_240 = int32(64) - l_239;
const int32 l_241 = l_240 - int32(1);
const int32 l_242 = l_241 + l_49;
const int32 l_243 = l_242 + int32(127);
const int32 l_244 = int32(-149) - l_49;
l_mut_62 = l_244;
const bool l_245 = l_243 >= int32(1);
if (l_245) {
const int32 l_246 = l_240 - int32(24);
l_mut_62 = l_246;
}
const bool l_247 = l_mut_62 <= int32(0);
if (l_247) {
l_mut_66 = uint32(0);
const bool l_248 = l_236 != uint64(0);
if (l_248) {
const uint32 l_249 = uint32(__clzll(int64(l_236)));
const int32 l_250 = int32(l_249);
const int32 l_251 = int32(64) - l_250;
const int32 l_252 = l_251 - int32(1);
const int32 l_253 = l_252 + l_49;
const int32 l_254 = l_253 + int32(127);
const bool l_255 = l_254 >= int32(255);
if (l_255) {
l_mut_66 = uint32(2139095040);
} else {
const bool l_256 = l_254 >= int32(1);
if (l_256) {
const bool l_257 = l_251 > int32(24);
if (l_257) {
const int32 l_258 = l_251 - int32(24);
const uint64 l_259 = uint64(l_258);
const uint64 l_260 = l_236 >> l_259;
l_mut_125 = l_260;
} else {
const int32 l_261 = int32(24) - l_251;
const uint64 l_262 = uint64(l_261);
const uint64 l_263 = l_236 << l_262;
l_mut_125 = l_263;
}
const uint32 l_264 = uint32(l_254);
const uint32 l_265 = l_264 << uint32(23);
const uint32 l_266 = uint32(l_mut_125);
const uint32 l_267 = l_266 & uint32(8388607);
const uint32 l_268 = l_265 | l_267;
l_mut_66 = l_268;
} else {
const int32 l_269 = l_49 + int32(149);
const bool l_270 = l_269 >= int32(0);
if (l_270) {
const uint64 l_271 = uint64(l_269);
const uint64 l_272 = l_236 << l_271;
l_mut_125 = l_272;
} else {
const int32 l_273 = int32(0) - l_269;
const uint64 l_274 = uint64(l_273);
const uint64 l_275 = l_236 >> l_274;
l_mut_125 = l_275;
}
const uint32 l_276 = uint32(l_mut_125);
l_mut_66 = l_276;
}
}
}
l_mut_158 = l_mut_66;
l_mut_216 = l_236;
} else {
const bool l_277 = l_mut_62 <= l_240;
if (l_277) {
const uint64 l_278 = uint64(l_mut_62);
const uint64 l_279 = l_236 >> l_278;
l_mut_125 = l_279;
const uint64 l_280 = l_mut_125 << l_278;
const uint64 l_281 = l_236 - l_280;
const uint64 l_282 = l_278 - uint64(1);
const uint64 l_283 = uint64(1) << l_282;
const bool l_284 = l_281 > l_283;
const bool l_285 = l_281 == l_283;
const uint64 l_286 = l_mut_125 & uint64(1);
const bool l_287 = l_286 == uint64(1);
const bool l_288 = l_285 && l_287;
const bool l_289 = l_284 || l_288;
if (l_289) {
l_mut_125 = l_mut_125 + uint64(1);
}
const uint64 l_290 = l_mut_125 << l_278;
l_mut_216 = l_290;
const int32 l_291 = l_49 + l_mut_62;
l_mut_66 = uint32(0);
const bool l_292 = l_mut_125 != uint64(0);
if (l_292) {
const uint32 l_293 = uint32(__clzll(int64(l_mut_125)));
const int32 l_294 = int32(l_293);
const int32 l_295 = int32(64) - l_294;
const int32 l_296 = l_295 - int32(1);
const int32 l_297 = l_296 + l_291;
const int32 l_298 = l_297 + int32(127);
const bool l_299 = l_298 >= int32(255);
if (l_299) {
l_mut_66 = uint32(2139095040);
} else {
const bool l_300 = l_298 >= int32(1);
if (l_300) {
const bool l_301 = l_295 > int32(24);
if (l_301) {
const int32 l_302 = l_295 - int32(24);
const uint64 l_303 = uint64(l_302);
const uint64 l_304 = l_mut_125 >> l_303;
l_mut_80 = l_304;
} else {
const int32 l_305 = int32(24) - l_295;
const uint64 l_306 = uint64(l_305);
const uint64 l_307 = l_mut_125 << l_306;
l_mut_80 = l_307;
}
const uint32 l_308 = uint32(l_298);
const uint32 l_309 = l_308 << uint32(23);
const uint32 l_310 = uint32(l_mut_80);
const uint32 l_311 = l_310 & uint32(8388607);
const uint32 l_312 = l_309 | l_311;
l_mut_66 = l_312;
} else {
const int32 l_313 = l_291 + int32(149);
const bool l_314 = l_313 >= int32(0);
if (l_314) {
const uint64 l_315 = uint64(l_313);
const uint64 l_316 = l_mut_125 << l_315;
l_mut_80 = l_316;
} else {
const int32 l_317 = int32(0) - l_313;
const uint64 l_318 = uint64(l_317);
const uint64 l_319 = l_mut_125 >> l_318;
l_mut_80 = l_319;
}
const uint32 l_320 = uint32(l_mut_80);
l_mut_66 = l_320;
}
}
}
l_mut_158 = l_mut_66;
}
}
}
const uint32 l_321 = l_51 ^ uint32(2147483648);
const uint32 l_322 = l_mut_158 | l_321;
const float l_323 = reinterpret_cast<float const&>(l_322);
l_mut_144 = l_323;
}
}
l_mut_40 = l_mut_144;
}
const uint32 l_353 = info.static_meta[uint32(3)];
const uint32 l_354 = l_353 * uint32(1);
const bool l_355 = idxGlobal < l_354;
if (l_355) {
buffer_3[idxGlobal] = l_mut_39;
}
const uint32 l_324 = l_0 + idxGlobal;
const uint32 l_356 = info.static_meta[uint32(3)];
const uint32 l_357 = l_356 * uint32(1);
const bool l_358 = l_324 < l_357;
if (l_358) {
buffer_3[l_324] = l_mut_40;
}
}

}
