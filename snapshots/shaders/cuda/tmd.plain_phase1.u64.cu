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


extern "C" __global__ void __launch_bounds__(64)plain_phase1 (
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
bool l_mut_205;
bool l_mut_207;
uint32 l_mut_203;
uint32 l_mut_204;
uint64 l_mut_135;
uint64 l_mut_28;
uint64 l_mut_50;
uint64 l_mut_81;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_229 = info.static_meta[uint32(4)];
const uint32 l_230 = l_229 * uint32(1);
const uint32 l_231 = l_230 - uint32(1);
const uint32 l_232 = min(uint32(3), l_231);
uint32* l_233 = &buffer_4[l_232];
uint32* l_1 = l_233;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * idxGlobal;
const uint32 l_4 = info.static_meta[uint32(5)];
const bool l_5 = l_3 < l_4;
if (l_5) {
const uint32 l_234 = info.static_meta[uint32(3)];
const uint32 l_235 = l_234 * uint32(1);
const bool l_236 = uint32(0) < l_235;
const uint32 l_237 = l_235 - uint32(1);
const uint32 l_238 = min(uint32(0), l_237);
const uint32 l_239 = buffer_3[l_238];
const uint32 l_240 = (l_236) ? l_239 : uint32(0);
const uint32 l_6 = l_240;
const uint32 l_241 = info.static_meta[uint32(3)];
const uint32 l_242 = l_241 * uint32(1);
const bool l_243 = uint32(2) < l_242;
const uint32 l_244 = l_242 - uint32(1);
const uint32 l_245 = min(uint32(2), l_244);
const uint32 l_246 = buffer_3[l_245];
const uint32 l_247 = (l_243) ? l_246 : uint32(0);
const uint32 l_7 = l_247;
const uint32 l_8 = uint32(2) * idxGlobal;
const uint32 l_248 = info.static_meta[uint32(2)];
const uint32 l_249 = l_248 * uint32(1);
const bool l_250 = l_8 < l_249;
const uint32 l_251 = l_249 - uint32(1);
const uint32 l_252 = min(l_8, l_251);
const uint32 l_253 = buffer_2[l_252];
const uint32 l_254 = (l_250) ? l_253 : uint32(0);
const uint32 l_9 = l_254;
const uint64 l_10 = uint64(l_9);
const uint32 l_11 = uint32(2) * idxGlobal;
const uint32 l_12 = l_11 + uint32(1);
const uint32 l_255 = info.static_meta[uint32(2)];
const uint32 l_256 = l_255 * uint32(1);
const bool l_257 = l_12 < l_256;
const uint32 l_258 = l_256 - uint32(1);
const uint32 l_259 = min(l_12, l_258);
const uint32 l_260 = buffer_2[l_259];
const uint32 l_261 = (l_257) ? l_260 : uint32(0);
const uint32 l_13 = l_261;
const uint64 l_14 = uint64(l_13);
const uint64 l_15 = l_14 << uint64(32);
const uint64 l_16 = l_10 | l_15;
const uint32 l_17 = uint32(2) * idxGlobal;
const uint32 l_262 = info.static_meta[uint32(0)];
const uint32 l_263 = l_262 * uint32(1);
const bool l_264 = l_17 < l_263;
const uint32 l_265 = l_263 - uint32(1);
const uint32 l_266 = min(l_17, l_265);
const uint32 l_267 = buffer_0[l_266];
const uint32 l_268 = (l_264) ? l_267 : uint32(0);
const uint32 l_18 = l_268;
const uint64 l_19 = uint64(l_18);
const uint32 l_20 = uint32(2) * idxGlobal;
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_269 = info.static_meta[uint32(0)];
const uint32 l_270 = l_269 * uint32(1);
const bool l_271 = l_21 < l_270;
const uint32 l_272 = l_270 - uint32(1);
const uint32 l_273 = min(l_21, l_272);
const uint32 l_274 = buffer_0[l_273];
const uint32 l_275 = (l_271) ? l_274 : uint32(0);
const uint32 l_22 = l_275;
const uint64 l_23 = uint64(l_22);
const uint64 l_24 = l_23 << uint64(32);
const uint64 l_25 = l_19 | l_24;
const uint64 l_26 = l_16 >> uint64(63);
const bool l_27 = l_26 == uint64(1);
l_mut_28 = l_16;
if (l_27) {
const uint64 l_29 = uint64(uint32(0));
const uint64 l_30 = l_29 - l_16;
l_mut_28 = l_30;
}
const uint64 l_31 = uint64(l_6);
const uint64 l_32 = l_mut_28 & uint64(4294967295);
const uint64 l_33 = l_32 * l_31;
const uint64 l_34 = l_mut_28 >> uint64(32);
const uint64 l_35 = l_34 * l_31;
const uint64 l_36 = l_35 << uint64(32);
const uint64 l_37 = l_33 + l_36;
const uint64 l_38 = l_35 >> uint64(32);
const bool l_39 = l_37 < l_33;
const uint64 l_40 = uint64(l_39);
const uint64 l_41 = l_38 + l_40;
l_mut_28 = l_37;
const bool l_42 = l_7 == uint32(64);
if (l_42) {
l_mut_28 = l_41;
} else {
const bool l_43 = l_7 > uint32(0);
if (l_43) {
const uint32 l_44 = uint32(64) - l_7;
const uint64 l_45 = uint64(l_44);
const uint64 l_46 = l_41 << l_45;
const uint64 l_47 = uint64(l_7);
const uint64 l_48 = l_37 >> l_47;
const uint64 l_49 = l_46 | l_48;
l_mut_28 = l_49;
}
}
l_mut_50 = l_mut_28;
if (l_27) {
const uint64 l_51 = uint64(uint32(0));
const uint64 l_52 = l_51 - l_mut_50;
l_mut_50 = l_52;
}
const uint64 l_53 = l_25 + l_mut_50;
const uint32 l_54 = l_7 + uint32(3);
const uint64 l_55 = uint64(uint32(0));
l_mut_50 = l_55;
const bool l_56 = l_6 < uint32(65536);
if (l_56) {
const uint32 l_57 = l_6 * l_6;
const uint64 l_58 = l_16 >> uint64(63);
const bool l_59 = l_58 == uint64(1);
l_mut_28 = l_16;
if (l_59) {
const uint64 l_60 = uint64(uint32(0));
const uint64 l_61 = l_60 - l_16;
l_mut_28 = l_61;
}
const uint64 l_62 = uint64(l_57);
const uint64 l_63 = l_mut_28 & uint64(4294967295);
const uint64 l_64 = l_63 * l_62;
const uint64 l_65 = l_mut_28 >> uint64(32);
const uint64 l_66 = l_65 * l_62;
const uint64 l_67 = l_66 << uint64(32);
const uint64 l_68 = l_64 + l_67;
const uint64 l_69 = l_66 >> uint64(32);
const bool l_70 = l_68 < l_64;
const uint64 l_71 = uint64(l_70);
const uint64 l_72 = l_69 + l_71;
l_mut_28 = l_68;
const bool l_73 = l_54 == uint32(64);
if (l_73) {
l_mut_28 = l_72;
} else {
const bool l_74 = l_54 > uint32(0);
if (l_74) {
const uint32 l_75 = uint32(64) - l_54;
const uint64 l_76 = uint64(l_75);
const uint64 l_77 = l_72 << l_76;
const uint64 l_78 = uint64(l_54);
const uint64 l_79 = l_68 >> l_78;
const uint64 l_80 = l_77 | l_79;
l_mut_28 = l_80;
}
}
l_mut_81 = l_mut_28;
if (l_59) {
const uint64 l_82 = uint64(uint32(0));
const uint64 l_83 = l_82 - l_mut_81;
l_mut_81 = l_83;
}
l_mut_50 = l_mut_81;
} else {
const uint64 l_84 = l_16 >> uint64(63);
const bool l_85 = l_84 == uint64(1);
l_mut_81 = l_16;
if (l_85) {
const uint64 l_86 = uint64(uint32(0));
const uint64 l_87 = l_86 - l_16;
l_mut_81 = l_87;
}
const uint64 l_88 = uint64(l_6);
const uint64 l_89 = l_mut_81 & uint64(4294967295);
const uint64 l_90 = l_89 * l_88;
const uint64 l_91 = l_mut_81 >> uint64(32);
const uint64 l_92 = l_91 * l_88;
const uint64 l_93 = l_92 << uint64(32);
const uint64 l_94 = l_90 + l_93;
const uint64 l_95 = l_92 >> uint64(32);
const bool l_96 = l_94 < l_90;
const uint64 l_97 = uint64(l_96);
const uint64 l_98 = l_95 + l_97;
l_mut_28 = l_94;
const bool l_99 = uint32(0) == uint32(64);
if (l_99) {
l_mut_28 = l_98;
} else {
const bool l_100 = uint32(0) > uint32(0);
if (l_100) {
const uint64 l_101 = uint64(uint32(64));
const uint64 l_102 = l_98 << l_101;
const uint64 l_103 = uint64(uint32(0));
const uint64 l_104 = l_94 >> l_103;
const uint64 l_105 = l_102 | l_104;
l_mut_28 = l_105;
}
}
const uint64 l_106 = uint64(l_6);
const uint64 l_107 = l_mut_81 & uint64(4294967295);
const uint64 l_108 = l_107 * l_106;
const uint64 l_109 = l_mut_81 >> uint64(32);
const uint64 l_110 = l_109 * l_106;
const uint64 l_111 = l_110 << uint64(32);
const uint64 l_112 = l_108 + l_111;
const uint64 l_113 = l_110 >> uint64(32);
const bool l_114 = l_112 < l_108;
const uint64 l_115 = uint64(l_114);
const uint64 l_116 = l_113 + l_115;
l_mut_81 = l_112;
const bool l_117 = uint32(64) == uint32(64);
if (l_117) {
l_mut_81 = l_116;
} else {
const bool l_118 = uint32(64) > uint32(0);
if (l_118) {
const uint64 l_119 = uint64(uint32(0));
const uint64 l_120 = l_116 << l_119;
const uint64 l_121 = uint64(uint32(64));
const uint64 l_122 = l_112 >> l_121;
const uint64 l_123 = l_120 | l_122;
l_mut_81 = l_123;
}
}
const uint64 l_124 = uint64(l_6);
const uint64 l_125 = l_mut_28 & uint64(4294967295);
const uint64 l_126 = l_125 * l_124;
const uint64 l_127 = l_mut_28 >> uint64(32);
const uint64 l_128 = l_127 * l_124;
const uint64 l_129 = l_128 << uint64(32);
const uint64 l_130 = l_126 + l_129;
const uint64 l_131 = l_128 >> uint64(32);
const bool l_132 = l_130 < l_126;
const uint64 l_133 = uint64(l_132);
const uint64 l_134 = l_131 + l_133;
l_mut_135 = l_130;
const bool l_136 = uint32(0) == uint32(64);
if (l_136) {
l_mut_135 = l_134;
} else {
const bool l_137 = uint32(0) > uint32(0);
if (l_137) {
const uint64 l_138 = uint64(uint32(64));
const uint64 l_139 = l_134 << l_138;
const uint64 l_140 = uint64(uint32(0));
const uint64 l_141 = l_130 >> l_140;
const uint64 l_142 = l_139 | l_141;
l_mut_135 = l_142;
}
}
const uint64 l_143 = uint64(l_6);
const uint64 l_144 = l_mut_28 & uint64(4294967295);
const uint64 l_145 = l_144 * l_143;
const uint64 l_146 = l_mut_28 >> uint64(32);
const uint64 l_147 = l_146 * l_143;
const uint64 l_148 = l_147 << uint64(32);
const uint64 l_149 = l_145 + l_148;
const uint64 l_150 = l_147 >> uint64(32);
const bool l_151 = l_149 < l_145;
const uint64 l_152 = uint64(l_151);
const uint64 l_153 = l_150 + l_152;
l_mut_28 = l_149;
const bool l_154 = uint32(64) == uint32(64);
if (l_154) {
l_mut_28 = l_153;
} else {
const bool l_155 = uint32(64) > uint32(0);
if (l_155) {
const uint64 l_156 = uint64(uint32(0));
const uint64 l_157 = l_153 << l_156;
const uint64 l_158 = uint64(uint32(64));
const uint64 l_159 = l_149 >> l_158;
const uint64 l_160 = l_157 | l_159;
l_mut_28 = l_160;
}
}
const uint64 l_161 = uint64(l_6);
const uint64 l_162 = l_mut_81 * l_161;
const uint64 l_163 = l_mut_28 + l_162;
l_mut_50 = l_mut_135;
const bool l_164 = l_54 == uint32(64);
if (l_164) {
l_mut_50 = l_163;
} else {
const bool l_165 = l_54 > uint32(0);
if (l_165) {
const uint32 l_166 = uint32(64) - l_54;
const uint64 l_167 = uint64(l_166);
const uint64 l_168 = l_163 << l_167;
const uint64 l_169 = uint64(l_54);
const uint64 l_170 = l_mut_135 >> l_169;
const uint64 l_171 = l_168 + l_170;
l_mut_50 = l_171;
}
}
if (l_85) {
const uint64 l_172 = uint64(uint32(0));
const uint64 l_173 = l_172 - l_mut_50;
l_mut_50 = l_173;
}
}
const uint32 l_174 = uint32(2) * uint32(2);
const uint32 l_276 = info.static_meta[uint32(3)];
const uint32 l_277 = l_276 * uint32(1);
const bool l_278 = l_174 < l_277;
const uint32 l_279 = l_277 - uint32(1);
const uint32 l_280 = min(l_174, l_279);
const uint32 l_281 = buffer_3[l_280];
const uint32 l_282 = (l_278) ? l_281 : uint32(0);
const uint32 l_175 = l_282;
const uint64 l_176 = uint64(l_175);
const uint32 l_177 = uint32(2) * uint32(2);
const uint32 l_178 = l_177 + uint32(1);
const uint32 l_283 = info.static_meta[uint32(3)];
const uint32 l_284 = l_283 * uint32(1);
const bool l_285 = l_178 < l_284;
const uint32 l_286 = l_284 - uint32(1);
const uint32 l_287 = min(l_178, l_286);
const uint32 l_288 = buffer_3[l_287];
const uint32 l_289 = (l_285) ? l_288 : uint32(0);
const uint32 l_179 = l_289;
const uint64 l_180 = uint64(l_179);
const uint64 l_181 = l_180 << uint64(32);
const uint64 l_182 = l_176 | l_181;
l_mut_135 = l_mut_50;
const uint64 l_183 = l_mut_50 >> uint64(63);
const bool l_184 = l_183 == uint64(1);
if (l_184) {
const uint64 l_185 = uint64(uint32(0));
const uint64 l_186 = l_185 - l_mut_50;
l_mut_135 = l_186;
}
const uint64 l_187 = l_182 + l_mut_135;
const uint64 l_188 = l_187 + uint64(1);
const uint32 l_189 = uint32(2) * idxGlobal;
const uint32 l_290 = info.static_meta[uint32(1)];
const uint32 l_291 = l_290 * uint32(1);
const bool l_292 = l_189 < l_291;
const uint32 l_293 = l_291 - uint32(1);
const uint32 l_294 = min(l_189, l_293);
const uint32 l_295 = buffer_1[l_294];
const uint32 l_296 = (l_292) ? l_295 : uint32(0);
const uint32 l_190 = l_296;
const uint64 l_191 = uint64(l_190);
const uint32 l_192 = uint32(2) * idxGlobal;
const uint32 l_193 = l_192 + uint32(1);
const uint32 l_297 = info.static_meta[uint32(1)];
const uint32 l_298 = l_297 * uint32(1);
const bool l_299 = l_193 < l_298;
const uint32 l_300 = l_298 - uint32(1);
const uint32 l_301 = min(l_193, l_300);
const uint32 l_302 = buffer_1[l_301];
const uint32 l_303 = (l_299) ? l_302 : uint32(0);
const uint32 l_194 = l_303;
const uint64 l_195 = uint64(l_194);
const uint64 l_196 = l_195 << uint64(32);
const uint64 l_197 = l_191 | l_196;
const uint64 l_198 = l_197 - l_mut_50;
const uint64 l_199 = l_198 + l_188;
const uint64 l_200 = uint64(0) - l_53;
const uint64 l_201 = l_188 + l_188;
l_mut_135 = l_200;
const uint64 l_202 = uint64(0) - l_200;
l_mut_81 = l_202;
l_mut_50 = l_199;
l_mut_203 = uint32(1);
l_mut_204 = uint32(1);
l_mut_205 = bool(false);
const bool l_206 = l_mut_50 >= l_201;
l_mut_207 = l_206;
const bool l_208 = l_200 == uint64(0);
if (l_208) {
l_mut_205 = l_mut_207;
l_mut_207 = bool(false);
}
while (true) {
const bool l_209 = !l_mut_207;
if (l_209) {
break;}
const bool l_210 = l_mut_50 < l_mut_135;
if (l_210) {
while (true) {
const bool l_211 = l_mut_135 < l_mut_81;
const uint32 l_212 = l_mut_203 + l_mut_204;
const bool l_213 = l_212 < l_6;
const bool l_214 = l_211 && l_213;
const bool l_215 = !l_214;
if (l_215) {
break;}
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
const uint32 l_216 = l_mut_203 + l_mut_204;
const bool l_217 = l_216 >= l_6;
if (l_217) {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
} else {
l_mut_50 = l_mut_50 - l_mut_135;
const bool l_218 = l_mut_50 < l_201;
if (l_218) {
l_mut_207 = bool(false);
} else {
while (true) {
const bool l_219 = l_mut_81 < l_mut_135;
const uint32 l_220 = l_mut_203 + l_mut_204;
const bool l_221 = l_220 < l_6;
const bool l_222 = l_219 && l_221;
const bool l_223 = !l_222;
if (l_223) {
break;}
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
const uint32 l_224 = l_mut_203 + l_mut_204;
const bool l_225 = l_224 >= l_6;
if (l_225) {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
}
}
}
const bool l_226 = !l_mut_205;
if (l_226) {
const uint32 l_304 = info.static_meta[uint32(4)];
const uint32 l_305 = l_304 * uint32(1);
const uint32 l_306 = l_305 - uint32(1);
const uint32 l_307 = min(uint32(0), l_306);
uint32* l_308 = &buffer_4[l_307];
uint32* l_227 = l_308;
const uint32 l_228 = atomicAdd(l_227, uint32(1));
}
}

}
