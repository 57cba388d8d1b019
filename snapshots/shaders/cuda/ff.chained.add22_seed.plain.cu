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


extern "C" __global__ void __launch_bounds__(64)chained_f_f32 (
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
float l_mut_101;
float l_mut_108;
float l_mut_114;
float l_mut_11;
float l_mut_12;
float l_mut_14;
float l_mut_16;
float l_mut_187;
float l_mut_18;
float l_mut_193;
float l_mut_19;
float l_mut_21;
float l_mut_22;
float l_mut_24;
float l_mut_25;
float l_mut_266;
float l_mut_272;
float l_mut_30;
float l_mut_345;
float l_mut_351;
float l_mut_36;
float l_mut_43;
float l_mut_49;
float l_mut_56;
float l_mut_62;
float l_mut_69;
float l_mut_75;
float l_mut_82;
float l_mut_88;
float l_mut_95;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_361 = info.static_meta[uint32(2)];
const uint32 l_362 = l_361 * uint32(1);
const bool l_363 = uint32(0) < l_362;
const uint32 l_364 = l_362 - uint32(1);
const uint32 l_365 = min(uint32(0), l_364);
const float l_366 = buffer_2[l_365];
const float l_367 = (l_363) ? l_366 : float(0.0);
const float l_3 = l_367;
const uint32 l_368 = info.static_meta[uint32(2)];
const uint32 l_369 = l_368 * uint32(1);
const bool l_370 = uint32(1) < l_369;
const uint32 l_371 = l_369 - uint32(1);
const uint32 l_372 = min(uint32(1), l_371);
const float l_373 = buffer_2[l_372];
const float l_374 = (l_370) ? l_373 : float(0.0);
const float l_4 = l_374;
const uint32 l_375 = info.static_meta[uint32(1)];
const uint32 l_376 = l_375 * uint32(1);
const bool l_377 = idxGlobal < l_376;
const uint32 l_378 = l_376 - uint32(1);
const uint32 l_379 = min(idxGlobal, l_378);
const float l_380 = buffer_1[l_379];
const float l_381 = (l_377) ? l_380 : float(0.0);
const float l_5 = l_381;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_382 = info.static_meta[uint32(1)];
const uint32 l_383 = l_382 * uint32(1);
const bool l_384 = l_6 < l_383;
const uint32 l_385 = l_383 - uint32(1);
const uint32 l_386 = min(l_6, l_385);
const float l_387 = buffer_1[l_386];
const float l_388 = (l_384) ? l_387 : float(0.0);
const float l_7 = l_388;
const uint32 l_389 = info.static_meta[uint32(0)];
const uint32 l_390 = l_389 * uint32(1);
const bool l_391 = idxGlobal < l_390;
const uint32 l_392 = l_390 - uint32(1);
const uint32 l_393 = min(idxGlobal, l_392);
const float l_394 = buffer_0[l_393];
const float l_395 = (l_391) ? l_394 : float(0.0);
const float l_8 = l_395;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_396 = info.static_meta[uint32(0)];
const uint32 l_397 = l_396 * uint32(1);
const bool l_398 = l_9 < l_397;
const uint32 l_399 = l_397 - uint32(1);
const uint32 l_400 = min(l_9, l_399);
const float l_401 = buffer_0[l_400];
const float l_402 = (l_398) ? l_401 : float(0.0);
const float l_10 = l_402;
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

for (uint32 l_mut_23 = uint32(0); l_mut_23 < uint32(256); ++l_mut_23) {
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
l_mut_30 = l_29;
const float l_31 = l_mut_30 - l_mut_24;
const float l_32 = l_mut_30 - l_31;
const float l_33 = l_32 - l_mut_24;
const float l_34 = l_mut_25 - l_33;
const float l_35 = l_34 - l_31;
l_mut_36 = l_35;
const float l_37 = l_mut_36 + l_31;
const bool l_38 = l_37 != l_34;
if (l_38) {
l_mut_30 = l_mut_24;
l_mut_36 = l_mut_25;
}
l_mut_25 = l_mut_12;
l_mut_24 = l_7;
const float l_39 = abs(l_7);
const float l_40 = abs(l_mut_12);
const bool l_41 = l_39 >= l_40;
if (l_41) {
l_mut_25 = l_7;
l_mut_24 = l_mut_12;
}
const float l_42 = l_mut_25 + l_mut_24;
l_mut_43 = l_42;
const float l_44 = l_mut_43 - l_mut_25;
const float l_45 = l_mut_43 - l_44;
const float l_46 = l_45 - l_mut_25;
const float l_47 = l_mut_24 - l_46;
const float l_48 = l_47 - l_44;
l_mut_49 = l_48;
const float l_50 = l_mut_49 + l_44;
const bool l_51 = l_50 != l_47;
if (l_51) {
l_mut_43 = l_mut_25;
l_mut_49 = l_mut_24;
}
l_mut_25 = l_mut_36;
l_mut_24 = l_mut_43;
const float l_52 = abs(l_mut_43);
const float l_53 = abs(l_mut_36);
const bool l_54 = l_52 >= l_53;
if (l_54) {
l_mut_25 = l_mut_43;
l_mut_24 = l_mut_36;
}
const float l_55 = l_mut_25 + l_mut_24;
l_mut_56 = l_55;
const float l_57 = l_mut_56 - l_mut_25;
const float l_58 = l_mut_56 - l_57;
const float l_59 = l_58 - l_mut_25;
const float l_60 = l_mut_24 - l_59;
const float l_61 = l_60 - l_57;
l_mut_62 = l_61;
const float l_63 = l_mut_62 + l_57;
const bool l_64 = l_63 != l_60;
if (l_64) {
l_mut_56 = l_mut_25;
l_mut_62 = l_mut_24;
}
l_mut_25 = l_mut_49;
l_mut_24 = l_mut_62;
const float l_65 = abs(l_mut_62);
const float l_66 = abs(l_mut_49);
const bool l_67 = l_65 >= l_66;
if (l_67) {
l_mut_25 = l_mut_62;
l_mut_24 = l_mut_49;
}
const float l_68 = l_mut_25 + l_mut_24;
l_mut_69 = l_68;
const float l_70 = l_mut_69 - l_mut_25;
const float l_71 = l_mut_69 - l_70;
const float l_72 = l_71 - l_mut_25;
const float l_73 = l_mut_24 - l_72;
const float l_74 = l_73 - l_70;
l_mut_75 = l_74;
const float l_76 = l_mut_75 + l_70;
const bool l_77 = l_76 != l_73;
if (l_77) {
l_mut_69 = l_mut_25;
l_mut_75 = l_mut_24;
}
l_mut_25 = l_mut_56;
l_mut_24 = l_mut_69;
const float l_78 = abs(l_mut_69);
const float l_79 = abs(l_mut_56);
const bool l_80 = l_78 >= l_79;
if (l_80) {
l_mut_25 = l_mut_69;
l_mut_24 = l_mut_56;
}
const float l_81 = l_mut_25 + l_mut_24;
l_mut_82 = l_81;
const float l_83 = l_mut_82 - l_mut_25;
const float l_84 = l_mut_82 - l_83;
const float l_85 = l_84 - l_mut_25;
const float l_86 = l_mut_24 - l_85;
const float l_87 = l_86 - l_83;
l_mut_88 = l_87;
const float l_89 = l_mut_88 + l_83;
const bool l_90 = l_89 != l_86;
if (l_90) {
l_mut_82 = l_mut_25;
l_mut_88 = l_mut_24;
}
l_mut_25 = l_mut_30;
l_mut_24 = l_mut_82;
const float l_91 = abs(l_mut_82);
const float l_92 = abs(l_mut_30);
const bool l_93 = l_91 >= l_92;
if (l_93) {
l_mut_25 = l_mut_82;
l_mut_24 = l_mut_30;
}
const float l_94 = l_mut_25 + l_mut_24;
l_mut_95 = l_94;
const float l_96 = l_mut_95 - l_mut_25;
const float l_97 = l_mut_95 - l_96;
const float l_98 = l_97 - l_mut_25;
const float l_99 = l_mut_24 - l_98;
const float l_100 = l_99 - l_96;
l_mut_101 = l_100;
const float l_102 = l_mut_101 + l_96;
const bool l_103 = l_102 != l_99;
if (l_103) {
l_mut_95 = l_mut_25;
l_mut_101 = l_mut_24;
}
l_mut_25 = l_mut_88;
l_mut_24 = l_mut_101;
const float l_104 = abs(l_mut_101);
const float l_105 = abs(l_mut_88);
const bool l_106 = l_104 >= l_105;
if (l_106) {
l_mut_25 = l_mut_101;
l_mut_24 = l_mut_88;
}
const float l_107 = l_mut_25 + l_mut_24;
l_mut_108 = l_107;
const float l_109 = l_mut_108 - l_mut_25;
const float l_110 = l_mut_108 - l_109;
const float l_111 = l_110 - l_mut_25;
const float l_112 = l_mut_24 - l_111;
const float l_113 = l_112 - l_109;
l_mut_114 = l_113;
const float l_115 = l_mut_114 + l_109;
const bool l_116 = l_115 != l_112;
if (l_116) {
l_mut_108 = l_mut_25;
l_mut_114 = l_mut_24;
}
l_mut_114 = l_mut_14;
l_mut_101 = l_5;
const float l_117 = abs(l_5);
const float l_118 = abs(l_mut_14);
const bool l_119 = l_117 >= l_118;
if (l_119) {
l_mut_114 = l_5;
l_mut_101 = l_mut_14;
}
const float l_120 = l_mut_114 + l_mut_101;
l_mut_88 = l_120;
const float l_121 = l_mut_88 - l_mut_114;
const float l_122 = l_mut_88 - l_121;
const float l_123 = l_122 - l_mut_114;
const float l_124 = l_mut_101 - l_123;
const float l_125 = l_124 - l_121;
l_mut_82 = l_125;
const float l_126 = l_mut_82 + l_121;
const bool l_127 = l_126 != l_124;
if (l_127) {
l_mut_88 = l_mut_114;
l_mut_82 = l_mut_101;
}
l_mut_114 = l_mut_16;
l_mut_101 = l_7;
const float l_128 = abs(l_7);
const float l_129 = abs(l_mut_16);
const bool l_130 = l_128 >= l_129;
if (l_130) {
l_mut_114 = l_7;
l_mut_101 = l_mut_16;
}
const float l_131 = l_mut_114 + l_mut_101;
l_mut_75 = l_131;
const float l_132 = l_mut_75 - l_mut_114;
const float l_133 = l_mut_75 - l_132;
const float l_134 = l_133 - l_mut_114;
const float l_135 = l_mut_101 - l_134;
const float l_136 = l_135 - l_132;
l_mut_69 = l_136;
const float l_137 = l_mut_69 + l_132;
const bool l_138 = l_137 != l_135;
if (l_138) {
l_mut_75 = l_mut_114;
l_mut_69 = l_mut_101;
}
l_mut_114 = l_mut_82;
l_mut_101 = l_mut_75;
const float l_139 = abs(l_mut_75);
const float l_140 = abs(l_mut_82);
const bool l_141 = l_139 >= l_140;
if (l_141) {
l_mut_114 = l_mut_75;
l_mut_101 = l_mut_82;
}
const float l_142 = l_mut_114 + l_mut_101;
l_mut_62 = l_142;
const float l_143 = l_mut_62 - l_mut_114;
const float l_144 = l_mut_62 - l_143;
const float l_145 = l_144 - l_mut_114;
const float l_146 = l_mut_101 - l_145;
const float l_147 = l_146 - l_143;
l_mut_56 = l_147;
const float l_148 = l_mut_56 + l_143;
const bool l_149 = l_148 != l_146;
if (l_149) {
l_mut_62 = l_mut_114;
l_mut_56 = l_mut_101;
}
l_mut_114 = l_mut_69;
l_mut_101 = l_mut_56;
const float l_150 = abs(l_mut_56);
const float l_151 = abs(l_mut_69);
const bool l_152 = l_150 >= l_151;
if (l_152) {
l_mut_114 = l_mut_56;
l_mut_101 = l_mut_69;
}
const float l_153 = l_mut_114 + l_mut_101;
l_mut_49 = l_153;
const float l_154 = l_mut_49 - l_mut_114;
const float l_155 = l_mut_49 - l_154;
const float l_156 = l_155 - l_mut_114;
const float l_157 = l_mut_101 - l_156;
const float l_158 = l_157 - l_154;
l_mut_43 = l_158;
const float l_159 = l_mut_43 + l_154;
const bool l_160 = l_159 != l_157;
if (l_160) {
l_mut_49 = l_mut_114;
l_mut_43 = l_mut_101;
}
l_mut_114 = l_mut_62;
l_mut_101 = l_mut_49;
const float l_161 = abs(l_mut_49);
const float l_162 = abs(l_mut_62);
const bool l_163 = l_161 >= l_162;
if (l_163) {
l_mut_114 = l_mut_49;
l_mut_101 = l_mut_62;
}
const float l_164 = l_mut_114 + l_mut_101;
l_mut_36 = l_164;
const float l_165 = l_mut_36 - l_mut_114;
const float l_166 = l_mut_36 - l_165;
const float l_167 = l_166 - l_mut_114;
const float l_168 = l_mut_101 - l_167;
const float l_169 = l_168 - l_165;
l_mut_30 = l_169;
const float l_170 = l_mut_30 + l_165;
const bool l_171 = l_170 != l_168;
if (l_171) {
l_mut_36 = l_mut_114;
l_mut_30 = l_mut_101;
}
l_mut_114 = l_mut_88;
l_mut_101 = l_mut_36;
const float l_172 = abs(l_mut_36);
const float l_173 = abs(l_mut_88);
const bool l_174 = l_172 >= l_173;
if (l_174) {
l_mut_114 = l_mut_36;
l_mut_101 = l_mut_88;
}
const float l_175 = l_mut_114 + l_mut_101;
l_mut_25 = l_175;
const float l_176 = l_mut_25 - l_mut_114;
const float l_177 = l_mut_25 - l_176;
const float l_178 = l_177 - l_mut_114;
const float l_179 = l_mut_101 - l_178;
const float l_180 = l_179 - l_176;
l_mut_24 = l_180;
const float l_181 = l_mut_24 + l_176;
const bool l_182 = l_181 != l_179;
if (l_182) {
l_mut_25 = l_mut_114;
l_mut_24 = l_mut_101;
}
l_mut_114 = l_mut_30;
l_mut_101 = l_mut_24;
const float l_183 = abs(l_mut_24);
const float l_184 = abs(l_mut_30);
const bool l_185 = l_183 >= l_184;
if (l_185) {
l_mut_114 = l_mut_24;
l_mut_101 = l_mut_30;
}
const float l_186 = l_mut_114 + l_mut_101;
l_mut_187 = l_186;
const float l_188 = l_mut_187 - l_mut_114;
const float l_189 = l_mut_187 - l_188;
const float l_190 = l_189 - l_mut_114;
const float l_191 = l_mut_101 - l_190;
const float l_192 = l_191 - l_188;
l_mut_193 = l_192;
const float l_194 = l_mut_193 + l_188;
const bool l_195 = l_194 != l_191;
if (l_195) {
l_mut_187 = l_mut_114;
l_mut_193 = l_mut_101;
}
l_mut_193 = l_mut_18;
l_mut_114 = l_5;
const float l_196 = abs(l_5);
const float l_197 = abs(l_mut_18);
const bool l_198 = l_196 >= l_197;
if (l_198) {
l_mut_193 = l_5;
l_mut_114 = l_mut_18;
}
const float l_199 = l_mut_193 + l_mut_114;
l_mut_101 = l_199;
const float l_200 = l_mut_101 - l_mut_193;
const float l_201 = l_mut_101 - l_200;
const float l_202 = l_201 - l_mut_193;
const float l_203 = l_mut_114 - l_202;
const float l_204 = l_203 - l_200;
l_mut_88 = l_204;
const float l_205 = l_mut_88 + l_200;
const bool l_206 = l_205 != l_203;
if (l_206) {
l_mut_101 = l_mut_193;
l_mut_88 = l_mut_114;
}
l_mut_193 = l_mut_19;
l_mut_114 = l_7;
const float l_207 = abs(l_7);
const float l_208 = abs(l_mut_19);
const bool l_209 = l_207 >= l_208;
if (l_209) {
l_mut_193 = l_7;
l_mut_114 = l_mut_19;
}
const float l_210 = l_mut_193 + l_mut_114;
l_mut_82 = l_210;
const float l_211 = l_mut_82 - l_mut_193;
const float l_212 = l_mut_82 - l_211;
const float l_213 = l_212 - l_mut_193;
const float l_214 = l_mut_114 - l_213;
const float l_215 = l_214 - l_211;
l_mut_75 = l_215;
const float l_216 = l_mut_75 + l_211;
const bool l_217 = l_216 != l_214;
if (l_217) {
l_mut_82 = l_mut_193;
l_mut_75 = l_mut_114;
}
l_mut_193 = l_mut_88;
l_mut_114 = l_mut_82;
const float l_218 = abs(l_mut_82);
const float l_219 = abs(l_mut_88);
const bool l_220 = l_218 >= l_219;
if (l_220) {
l_mut_193 = l_mut_82;
l_mut_114 = l_mut_88;
}
const float l_221 = l_mut_193 + l_mut_114;
l_mut_69 = l_221;
const float l_222 = l_mut_69 - l_mut_193;
const float l_223 = l_mut_69 - l_222;
const float l_224 = l_223 - l_mut_193;
const float l_225 = l_mut_114 - l_224;
const float l_226 = l_225 - l_222;
l_mut_62 = l_226;
const float l_227 = l_mut_62 + l_222;
const bool l_228 = l_227 != l_225;
if (l_228) {
l_mut_69 = l_mut_193;
l_mut_62 = l_mut_114;
}
l_mut_193 = l_mut_75;
l_mut_114 = l_mut_62;
const float l_229 = abs(l_mut_62);
const float l_230 = abs(l_mut_75);
const bool l_231 = l_229 >= l_230;
if (l_231) {
l_mut_193 = l_mut_62;
l_mut_114 = l_mut_75;
}
const float l_232 = l_mut_193 + l_mut_114;
l_mut_56 = l_232;
const float l_233 = l_mut_56 - l_mut_193;
const float l_234 = l_mut_56 - l_233;
const float l_235 = l_234 - l_mut_193;
const float l_236 = l_mut_114 - l_235;
const float l_237 = l_236 - l_233;
l_mut_49 = l_237;
const float l_238 = l_mut_49 + l_233;
const bool l_239 = l_238 != l_236;
if (l_239) {
l_mut_56 = l_mut_193;
l_mut_49 = l_mut_114;
}
l_mut_193 = l_mut_69;
l_mut_114 = l_mut_56;
const float l_240 = abs(l_mut_56);
const float l_241 = abs(l_mut_69);
const bool l_242 = l_240 >= l_241;
if (l_242) {
l_mut_193 = l_mut_56;
l_mut_114 = l_mut_69;
}
const float l_243 = l_mut_193 + l_mut_114;
l_mut_43 = l_243;
const float l_244 = l_mut_43 - l_mut_193;
const float l_245 = l_mut_43 - l_244;
const float l_246 = l_245 - l_mut_193;
const float l_247 = l_mut_114 - l_246;
const float l_248 = l_247 - l_244;
l_mut_36 = l_248;
const float l_249 = l_mut_36 + l_244;
const bool l_250 = l_249 != l_247;
if (l_250) {
l_mut_43 = l_mut_193;
l_mut_36 = l_mut_114;
}
l_mut_193 = l_mut_101;
l_mut_114 = l_mut_43;
const float l_251 = abs(l_mut_43);
const float l_252 = abs(l_mut_101);
const bool l_253 = l_251 >= l_252;
if (l_253) {
l_mut_193 = l_mut_43;
l_mut_114 = l_mut_101;
}
const float l_254 = l_mut_193 + l_mut_114;
l_mut_30 = l_254;
const float l_255 = l_mut_30 - l_mut_193;
const float l_256 = l_mut_30 - l_255;
const float l_257 = l_256 - l_mut_193;
const float l_258 = l_mut_114 - l_257;
const float l_259 = l_258 - l_255;
l_mut_24 = l_259;
const float l_260 = l_mut_24 + l_255;
const bool l_261 = l_260 != l_258;
if (l_261) {
l_mut_30 = l_mut_193;
l_mut_24 = l_mut_114;
}
l_mut_193 = l_mut_36;
l_mut_114 = l_mut_24;
const float l_262 = abs(l_mut_24);
const float l_263 = abs(l_mut_36);
const bool l_264 = l_262 >= l_263;
if (l_264) {
l_mut_193 = l_mut_24;
l_mut_114 = l_mut_36;
}
const float l_265 = l_mut_193 + l_mut_114;
l_mut_266 = l_265;
const float l_267 = l_mut_266 - l_mut_193;
const float l_268 = l_mut_266 - l_267;
const float l_269 = l_268 - l_mut_193;
const float l_270 = l_mut_114 - l_269;
const float l_271 = l_270 - l_267;
l_mut_272 = l_271;
const float l_273 = l_mut_272 + l_267;
const bool l_274 = l_273 != l_270;
if (l_274) {
l_mut_266 = l_mut_193;
l_mut_272 = l_mut_114;
}
l_mut_272 = l_mut_21;
l_mut_193 = l_5;
const float l_275 = abs(l_5);
const float l_276 = abs(l_mut_21);
const bool l_277 = l_275 >= l_276;
if (l_277) {
l_mut_272 = l_5;
l_mut_193 = l_mut_21;
}
const float l_278 = l_mut_272 + l_mut_193;
l_mut_114 = l_278;
const float l_279 = l_mut_114 - l_mut_272;
const float l_280 = l_mut_114 - l_279;
const float l_281 = l_280 - l_mut_272;
const float l_282 = l_mut_193 - l_281;
const float l_283 = l_282 - l_279;
l_mut_101 = l_283;
const float l_284 = l_mut_101 + l_279;
const bool l_285 = l_284 != l_282;
if (l_285) {
l_mut_114 = l_mut_272;
l_mut_101 = l_mut_193;
}
l_mut_272 = l_mut_22;
l_mut_193 = l_7;
const float l_286 = abs(l_7);
const float l_287 = abs(l_mut_22);
const bool l_288 = l_286 >= l_287;
if (l_288) {
l_mut_272 = l_7;
l_mut_193 = l_mut_22;
}
const float l_289 = l_mut_272 + l_mut_193;
l_mut_88 = l_289;
const float l_290 = l_mut_88 - l_mut_272;
const float l_291 = l_mut_88 - l_290;
const float l_292 = l_291 - l_mut_272;
const float l_293 = l_mut_193 - l_292;
const float l_294 = l_293 - l_290;
l_mut_82 = l_294;
const float l_295 = l_mut_82 + l_290;
const bool l_296 = l_295 != l_293;
if (l_296) {
l_mut_88 = l_mut_272;
l_mut_82 = l_mut_193;
}
l_mut_272 = l_mut_101;
l_mut_193 = l_mut_88;
const float l_297 = abs(l_mut_88);
const float l_298 = abs(l_mut_101);
const bool l_299 = l_297 >= l_298;
if (l_299) {
l_mut_272 = l_mut_88;
l_mut_193 = l_mut_101;
}
const float l_300 = l_mut_272 + l_mut_193;
l_mut_75 = l_300;
const float l_301 = l_mut_75 - l_mut_272;
const float l_302 = l_mut_75 - l_301;
const float l_303 = l_302 - l_mut_272;
const float l_304 = l_mut_193 - l_303;
const float l_305 = l_304 - l_301;
l_mut_69 = l_305;
const float l_306 = l_mut_69 + l_301;
const bool l_307 = l_306 != l_304;
if (l_307) {
l_mut_75 = l_mut_272;
l_mut_69 = l_mut_193;
}
l_mut_272 = l_mut_82;
l_mut_193 = l_mut_69;
const float l_308 = abs(l_mut_69);
const float l_309 = abs(l_mut_82);
const bool l_310 = l_308 >= l_309;
if (l_310) {
l_mut_272 = l_mut_69;
l_mut_193 = l_mut_82;
}
const float l_311 = l_mut_272 + l_mut_193;
l_mut_62 = l_311;
const float l_312 = l_mut_62 - l_mut_272;
const float l_313 = l_mut_62 - l_312;
const float l_314 = l_313 - l_mut_272;
const float l_315 = l_mut_193 - l_314;
const float l_316 = l_315 - l_312;
l_mut_56 = l_316;
const float l_317 = l_mut_56 + l_312;
const bool l_318 = l_317 != l_315;
if (l_318) {
l_mut_62 = l_mut_272;
l_mut_56 = l_mut_193;
}
l_mut_272 = l_mut_75;
l_mut_193 = l_mut_62;
const float l_319 = abs(l_mut_62);
const float l_320 = abs(l_mut_75);
const bool l_321 = l_319 >= l_320;
if (l_321) {
l_mut_272 = l_mut_62;
l_mut_193 = l_mut_75;
}
const float l_322 = l_mut_272 + l_mut_193;
l_mut_49 = l_322;
const float l_323 = l_mut_49 - l_mut_272;
const float l_324 = l_mut_49 - l_323;
const float l_325 = l_324 - l_mut_272;
const float l_326 = l_mut_193 - l_325;
const float l_327 = l_326 - l_323;
l_mut_43 = l_327;
const float l_328 = l_mut_43 + l_323;
const bool l_329 = l_328 != l_326;
if (l_329) {
l_mut_49 = l_mut_272;
l_mut_43 = l_mut_193;
}
l_mut_272 = l_mut_114;
l_mut_193 = l_mut_49;
const float l_330 = abs(l_mut_49);
const float l_331 = abs(l_mut_114);
const bool l_332 = l_330 >= l_331;
if (l_332) {
l_mut_272 = l_mut_49;
l_mut_193 = l_mut_114;
}
const float l_333 = l_mut_272 + l_mut_193;
l_mut_36 = l_333;
const float l_334 = l_mut_36 - l_mut_272;
const float l_335 = l_mut_36 - l_334;
const float l_336 = l_335 - l_mut_272;
const float l_337 = l_mut_193 - l_336;
const float l_338 = l_337 - l_334;
l_mut_24 = l_338;
const float l_339 = l_mut_24 + l_334;
const bool l_340 = l_339 != l_337;
if (l_340) {
l_mut_36 = l_mut_272;
l_mut_24 = l_mut_193;
}
l_mut_272 = l_mut_43;
l_mut_193 = l_mut_24;
const float l_341 = abs(l_mut_24);
const float l_342 = abs(l_mut_43);
const bool l_343 = l_341 >= l_342;
if (l_343) {
l_mut_272 = l_mut_24;
l_mut_193 = l_mut_43;
}
const float l_344 = l_mut_272 + l_mut_193;
l_mut_345 = l_344;
const float l_346 = l_mut_345 - l_mut_272;
const float l_347 = l_mut_345 - l_346;
const float l_348 = l_347 - l_mut_272;
const float l_349 = l_mut_193 - l_348;
const float l_350 = l_349 - l_346;
l_mut_351 = l_350;
const float l_352 = l_mut_351 + l_346;
const bool l_353 = l_352 != l_349;
if (l_353) {
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
const float l_354 = l_mut_11 + l_mut_14;
const float l_355 = l_mut_18 + l_mut_21;
const float l_356 = l_354 + l_355;
const uint32 l_403 = info.static_meta[uint32(3)];
const uint32 l_404 = l_403 * uint32(1);
const bool l_405 = idxGlobal < l_404;
if (l_405) {
buffer_3[idxGlobal] = l_356;
}
const uint32 l_357 = l_1 + idxGlobal;
const float l_358 = l_mut_12 + l_mut_16;
const float l_359 = l_mut_19 + l_mut_22;
const float l_360 = l_358 + l_359;
const uint32 l_406 = info.static_meta[uint32(3)];
const uint32 l_407 = l_406 * uint32(1);
const bool l_408 = l_357 < l_407;
if (l_408) {
buffer_3[l_357] = l_360;
}
}

}
