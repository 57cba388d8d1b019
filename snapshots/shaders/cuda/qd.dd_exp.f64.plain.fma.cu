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


extern "C" __global__ void __launch_bounds__(64)multi_words_f_f64 (
    const double* __restrict__ buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, double* buffer_3, const __grid_constant__ info_st info
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
double l_mut_24;
double l_mut_25;
uint32 l_mut_159;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_170 = info.static_meta[uint32(2)];
const uint32 l_171 = l_170 * uint32(1);
const bool l_172 = uint32(0) < l_171;
const uint32 l_173 = l_171 - uint32(1);
const uint32 l_174 = min(uint32(0), l_173);
const double l_175 = buffer_2[l_174];
const double l_176 = (l_172) ? l_175 : double(0.0);
const double l_3 = l_176;
const uint32 l_177 = info.static_meta[uint32(2)];
const uint32 l_178 = l_177 * uint32(1);
const bool l_179 = uint32(1) < l_178;
const uint32 l_180 = l_178 - uint32(1);
const uint32 l_181 = min(uint32(1), l_180);
const double l_182 = buffer_2[l_181];
const double l_183 = (l_179) ? l_182 : double(0.0);
const double l_4 = l_183;
const uint32 l_184 = info.static_meta[uint32(0)];
const uint32 l_185 = l_184 * uint32(1);
const bool l_186 = idxGlobal < l_185;
const uint32 l_187 = l_185 - uint32(1);
const uint32 l_188 = min(idxGlobal, l_187);
const double l_189 = buffer_0[l_188];
const double l_190 = (l_186) ? l_189 : double(0.0);
const double l_5 = l_190;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_191 = info.static_meta[uint32(0)];
const uint32 l_192 = l_191 * uint32(1);
const bool l_193 = l_6 < l_192;
const uint32 l_194 = l_192 - uint32(1);
const uint32 l_195 = min(l_6, l_194);
const double l_196 = buffer_0[l_195];
const double l_197 = (l_193) ? l_196 : double(0.0);
const double l_7 = l_197;
const uint32 l_198 = info.static_meta[uint32(1)];
const uint32 l_199 = l_198 * uint32(1);
const bool l_200 = idxGlobal < l_199;
const uint32 l_201 = l_199 - uint32(1);
const uint32 l_202 = min(idxGlobal, l_201);
const double l_203 = buffer_1[l_202];
const double l_204 = (l_200) ? l_203 : double(0.0);
const double l_8 = l_204;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_205 = info.static_meta[uint32(1)];
const uint32 l_206 = l_205 * uint32(1);
const bool l_207 = l_9 < l_206;
const uint32 l_208 = l_206 - uint32(1);
const uint32 l_209 = min(l_9, l_208);
const double l_210 = buffer_1[l_209];
const double l_211 = (l_207) ? l_210 : double(0.0);
const double l_10 = l_211;
const uint32 l_11 = uint32(2) + uint32(0);
const uint32 l_212 = info.static_meta[uint32(2)];
const uint32 l_213 = l_212 * uint32(1);
const bool l_214 = l_11 < l_213;
const uint32 l_215 = l_213 - uint32(1);
const uint32 l_216 = min(l_11, l_215);
const double l_217 = buffer_2[l_216];
const double l_218 = (l_214) ? l_217 : double(0.0);
const double l_12 = l_218;
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) + uint32(1);
const uint32 l_219 = info.static_meta[uint32(2)];
const uint32 l_220 = l_219 * uint32(1);
const bool l_221 = l_14 < l_220;
const uint32 l_222 = l_220 - uint32(1);
const uint32 l_223 = min(l_14, l_222);
const double l_224 = buffer_2[l_223];
const double l_225 = (l_221) ? l_224 : double(0.0);
const double l_15 = l_225;
const uint32 l_16 = uint32(l_15);
const uint32 l_17 = uint32(2) + uint32(3);
const uint32 l_226 = info.static_meta[uint32(2)];
const uint32 l_227 = l_226 * uint32(1);
const bool l_228 = l_17 < l_227;
const uint32 l_229 = l_227 - uint32(1);
const uint32 l_230 = min(l_17, l_229);
const double l_231 = buffer_2[l_230];
const double l_232 = (l_228) ? l_231 : double(0.0);
const double l_18 = l_232;
const double l_19 = l_5 / l_18;
const double l_20 = l_19 + double(0.5);
const double l_21 = floor(l_20);
const uint32 l_22 = uint32(2) + uint32(3);
const double l_23 = l_21 * double(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (uint32 l_mut_26 = uint32(0); l_mut_26 < l_16; ++l_mut_26) {
const uint32 l_27 = l_22 + l_mut_26;
const uint32 l_253 = info.static_meta[uint32(2)];
const uint32 l_254 = l_253 * uint32(1);
const bool l_255 = l_27 < l_254;
const uint32 l_256 = l_254 - uint32(1);
const uint32 l_257 = min(l_27, l_256);
const double l_258 = buffer_2[l_257];
const double l_259 = (l_255) ? l_258 : double(0.0);
const double l_28 = l_259;
const double l_29 = -l_28;
const double l_30 = l_23 * l_29;
const double l_31 = l_mut_24 + l_30;
const double l_32 = l_31 - l_mut_24;
const double l_33 = l_31 - l_32;
const double l_34 = l_mut_24 - l_33;
const double l_35 = l_30 - l_32;
const double l_36 = l_34 + l_35;
const double l_37 = l_36 + l_mut_25;
const double l_38 = l_31 + l_37;
const double l_39 = l_38 - l_31;
const double l_40 = l_37 - l_39;
l_mut_24 = l_38;
l_mut_25 = l_40;
}
const double l_41 = l_mut_24 * double(0.00390625);
const double l_42 = l_mut_25 * double(0.00390625);
const uint32 l_43 = l_13 - uint32(1);
const uint32 l_44 = l_22 + l_16;
const uint32 l_233 = info.static_meta[uint32(2)];
const uint32 l_234 = l_233 * uint32(1);
const bool l_235 = l_44 < l_234;
const uint32 l_236 = l_234 - uint32(1);
const uint32 l_237 = min(l_44, l_236);
const double l_238 = buffer_2[l_237];
const double l_239 = (l_235) ? l_238 : double(0.0);
const double l_45 = l_239;
l_mut_25 = l_45;
const uint32 l_46 = l_44 + uint32(1);
const uint32 l_240 = info.static_meta[uint32(2)];
const uint32 l_241 = l_240 * uint32(1);
const bool l_242 = l_46 < l_241;
const uint32 l_243 = l_241 - uint32(1);
const uint32 l_244 = min(l_46, l_243);
const double l_245 = buffer_2[l_244];
const double l_246 = (l_242) ? l_245 : double(0.0);
const double l_47 = l_246;
l_mut_24 = l_47;

for (uint32 l_mut_48 = uint32(1); l_mut_48 < l_43; ++l_mut_48) {
const double l_49 = l_mut_25 * l_41;
const double l_50 = -l_49;
const double l_51 = fma(l_mut_25, l_41, l_50);
const double l_52 = l_mut_25 * l_42;
const double l_53 = l_mut_24 * l_41;
const double l_54 = l_52 + l_53;
const double l_55 = l_51 + l_54;
const double l_56 = l_49 + l_55;
const double l_57 = l_56 - l_49;
const double l_58 = l_55 - l_57;
const uint32 l_59 = uint32(2) * l_mut_48;
const uint32 l_60 = l_44 + l_59;
const uint32 l_260 = info.static_meta[uint32(2)];
const uint32 l_261 = l_260 * uint32(1);
const bool l_262 = l_60 < l_261;
const uint32 l_263 = l_261 - uint32(1);
const uint32 l_264 = min(l_60, l_263);
const double l_265 = buffer_2[l_264];
const double l_266 = (l_262) ? l_265 : double(0.0);
const double l_61 = l_266;
const uint32 l_62 = l_60 + uint32(1);
const uint32 l_267 = info.static_meta[uint32(2)];
const uint32 l_268 = l_267 * uint32(1);
const bool l_269 = l_62 < l_268;
const uint32 l_270 = l_268 - uint32(1);
const uint32 l_271 = min(l_62, l_270);
const double l_272 = buffer_2[l_271];
const double l_273 = (l_269) ? l_272 : double(0.0);
const double l_63 = l_273;
const double l_64 = l_56 + l_61;
const double l_65 = l_64 - l_56;
const double l_66 = l_64 - l_65;
const double l_67 = l_56 - l_66;
const double l_68 = l_61 - l_65;
const double l_69 = l_67 + l_68;
const double l_70 = l_58 + l_63;
const double l_71 = l_70 - l_58;
const double l_72 = l_70 - l_71;
const double l_73 = l_58 - l_72;
const double l_74 = l_63 - l_71;
const double l_75 = l_73 + l_74;
const double l_76 = l_69 + l_70;
const double l_77 = l_64 + l_76;
const double l_78 = l_77 - l_64;
const double l_79 = l_76 - l_78;
const double l_80 = l_75 + l_79;
const double l_81 = l_77 + l_80;
const double l_82 = l_81 - l_77;
const double l_83 = l_80 - l_82;
l_mut_25 = l_81;
l_mut_24 = l_83;
}
const double l_84 = l_mut_25 * l_41;
const double l_85 = -l_84;
const double l_86 = fma(l_mut_25, l_41, l_85);
const double l_87 = l_mut_25 * l_42;
const double l_88 = l_mut_24 * l_41;
const double l_89 = l_87 + l_88;
const double l_90 = l_86 + l_89;
const double l_91 = l_84 + l_90;
const double l_92 = l_91 - l_84;
const double l_93 = l_90 - l_92;
const double l_94 = l_91 + double(1.0);
const double l_95 = l_94 - l_91;
const double l_96 = l_94 - l_95;
const double l_97 = l_91 - l_96;
const double l_98 = double(1.0) - l_95;
const double l_99 = l_97 + l_98;
const double l_100 = l_99 + l_93;
const double l_101 = l_94 + l_100;
const double l_102 = l_101 - l_94;
const double l_103 = l_100 - l_102;
const double l_104 = l_101 * l_41;
const double l_105 = -l_104;
const double l_106 = fma(l_101, l_41, l_105);
const double l_107 = l_101 * l_42;
const double l_108 = l_103 * l_41;
const double l_109 = l_107 + l_108;
const double l_110 = l_106 + l_109;
const double l_111 = l_104 + l_110;
const double l_112 = l_111 - l_104;
const double l_113 = l_110 - l_112;
l_mut_25 = l_111;
l_mut_24 = l_113;

for (uint32 l_mut_114 = uint32(0); l_mut_114 < uint32(8); ++l_mut_114) {
const double l_115 = l_mut_25 * double(2.0);
const double l_116 = l_mut_24 * double(2.0);
const double l_117 = l_mut_25 * l_mut_25;
const double l_118 = -l_117;
const double l_119 = fma(l_mut_25, l_mut_25, l_118);
const double l_120 = l_mut_25 * l_mut_24;
const double l_121 = l_mut_24 * l_mut_25;
const double l_122 = l_120 + l_121;
const double l_123 = l_119 + l_122;
const double l_124 = l_117 + l_123;
const double l_125 = l_124 - l_117;
const double l_126 = l_123 - l_125;
const double l_127 = l_115 + l_124;
const double l_128 = l_127 - l_115;
const double l_129 = l_127 - l_128;
const double l_130 = l_115 - l_129;
const double l_131 = l_124 - l_128;
const double l_132 = l_130 + l_131;
const double l_133 = l_116 + l_126;
const double l_134 = l_133 - l_116;
const double l_135 = l_133 - l_134;
const double l_136 = l_116 - l_135;
const double l_137 = l_126 - l_134;
const double l_138 = l_136 + l_137;
const double l_139 = l_132 + l_133;
const double l_140 = l_127 + l_139;
const double l_141 = l_140 - l_127;
const double l_142 = l_139 - l_141;
const double l_143 = l_138 + l_142;
const double l_144 = l_140 + l_143;
const double l_145 = l_144 - l_140;
const double l_146 = l_143 - l_145;
l_mut_25 = l_144;
l_mut_24 = l_146;
}
const double l_147 = l_mut_25 + double(1.0);
const double l_148 = l_147 - l_mut_25;
const double l_149 = l_147 - l_148;
const double l_150 = l_mut_25 - l_149;
const double l_151 = double(1.0) - l_148;
const double l_152 = l_150 + l_151;
const double l_153 = l_152 + l_mut_24;
const double l_154 = l_147 + l_153;
const double l_155 = l_154 - l_147;
const double l_156 = l_153 - l_155;
const double l_157 = abs(l_21);
const uint32 l_158 = uint32(l_157);
l_mut_159 = l_158;
const bool l_160 = l_21 < double(0.0);
const double l_161 = (l_160) ? double(0.5) : double(2.0);
l_mut_25 = l_161;
l_mut_24 = double(1.0);

for (uint32 l_mut_162 = uint32(0); l_mut_162 < uint32(11); ++l_mut_162) {
const uint32 l_163 = l_mut_159 & uint32(1);
const bool l_164 = l_163 == uint32(1);
const double l_165 = l_mut_24 * l_mut_25;
const double l_166 = (l_164) ? l_165 : l_mut_24;
l_mut_24 = l_166;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_159 = l_mut_159 >> uint32(1);
}
const double l_167 = l_154 * l_mut_24;
const double l_168 = l_156 * l_mut_24;
const uint32 l_247 = info.static_meta[uint32(3)];
const uint32 l_248 = l_247 * uint32(1);
const bool l_249 = idxGlobal < l_248;
if (l_249) {
buffer_3[idxGlobal] = l_167;
}
const uint32 l_169 = l_1 + idxGlobal;
const uint32 l_250 = info.static_meta[uint32(3)];
const uint32 l_251 = l_250 * uint32(1);
const bool l_252 = l_169 < l_251;
if (l_252) {
buffer_3[l_169] = l_168;
}
}

}
