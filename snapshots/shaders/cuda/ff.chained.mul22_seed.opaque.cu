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
float l_mut_102;
float l_mut_113;
float l_mut_11;
float l_mut_12;
float l_mut_147;
float l_mut_14;
float l_mut_158;
float l_mut_16;
float l_mut_18;
float l_mut_192;
float l_mut_19;
float l_mut_203;
float l_mut_21;
float l_mut_22;
float l_mut_50;
float l_mut_51;
float l_mut_57;
float l_mut_68;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_213 = info.static_meta[uint32(2)];
const uint32 l_214 = l_213 * uint32(1);
const bool l_215 = uint32(0) < l_214;
const uint32 l_216 = l_214 - uint32(1);
const uint32 l_217 = min(uint32(0), l_216);
const float l_218 = buffer_2[l_217];
const float l_219 = (l_215) ? l_218 : float(0.0);
const float l_3 = l_219;
const uint32 l_220 = info.static_meta[uint32(2)];
const uint32 l_221 = l_220 * uint32(1);
const bool l_222 = uint32(1) < l_221;
const uint32 l_223 = l_221 - uint32(1);
const uint32 l_224 = min(uint32(1), l_223);
const float l_225 = buffer_2[l_224];
const float l_226 = (l_222) ? l_225 : float(0.0);
const float l_4 = l_226;
const uint32 l_227 = info.static_meta[uint32(1)];
const uint32 l_228 = l_227 * uint32(1);
const bool l_229 = idxGlobal < l_228;
const uint32 l_230 = l_228 - uint32(1);
const uint32 l_231 = min(idxGlobal, l_230);
const float l_232 = buffer_1[l_231];
const float l_233 = (l_229) ? l_232 : float(0.0);
const float l_5 = l_233;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_234 = info.static_meta[uint32(1)];
const uint32 l_235 = l_234 * uint32(1);
const bool l_236 = l_6 < l_235;
const uint32 l_237 = l_235 - uint32(1);
const uint32 l_238 = min(l_6, l_237);
const float l_239 = buffer_1[l_238];
const float l_240 = (l_236) ? l_239 : float(0.0);
const float l_7 = l_240;
const uint32 l_241 = info.static_meta[uint32(0)];
const uint32 l_242 = l_241 * uint32(1);
const bool l_243 = idxGlobal < l_242;
const uint32 l_244 = l_242 - uint32(1);
const uint32 l_245 = min(idxGlobal, l_244);
const float l_246 = buffer_0[l_245];
const float l_247 = (l_243) ? l_246 : float(0.0);
const float l_8 = l_247;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_248 = info.static_meta[uint32(0)];
const uint32 l_249 = l_248 * uint32(1);
const bool l_250 = l_9 < l_249;
const uint32 l_251 = l_249 - uint32(1);
const uint32 l_252 = min(l_9, l_251);
const float l_253 = buffer_0[l_252];
const float l_254 = (l_250) ? l_253 : float(0.0);
const float l_10 = l_254;
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
const float l_24 = l_mut_11 * l_5;
const float l_25 = l_24 * l_4;
const float l_26 = l_3 * l_mut_11;
const float l_27 = l_26 * l_4;
const float l_28 = l_27 - l_mut_11;
const float l_29 = l_28 * l_4;
const float l_30 = l_27 - l_29;
const float l_31 = l_mut_11 - l_30;
const float l_32 = l_3 * l_5;
const float l_33 = l_32 * l_4;
const float l_34 = l_33 - l_5;
const float l_35 = l_34 * l_4;
const float l_36 = l_33 - l_35;
const float l_37 = l_5 - l_36;
const float l_38 = l_30 * l_36;
const float l_39 = l_38 - l_25;
const float l_40 = l_30 * l_37;
const float l_41 = l_39 + l_40;
const float l_42 = l_31 * l_36;
const float l_43 = l_41 + l_42;
const float l_44 = l_31 * l_37;
const float l_45 = l_43 + l_44;
const float l_46 = l_mut_11 * l_7;
const float l_47 = l_mut_12 * l_5;
const float l_48 = l_46 + l_47;
const float l_49 = l_48 + l_45;
l_mut_50 = l_25;
l_mut_51 = l_49;
const float l_52 = abs(l_49);
const float l_53 = abs(l_25);
const bool l_54 = l_52 >= l_53;
if (l_54) {
l_mut_50 = l_49;
l_mut_51 = l_25;
}
const float l_55 = l_mut_50 + l_mut_51;
const float l_56 = l_55 * l_4;
l_mut_57 = l_56;
const float l_58 = l_mut_57 - l_mut_50;
const float l_59 = l_58 * l_4;
const float l_60 = l_mut_57 - l_59;
const float l_61 = l_60 * l_4;
const float l_62 = l_61 - l_mut_50;
const float l_63 = l_62 * l_4;
const float l_64 = l_mut_51 - l_63;
const float l_65 = l_64 * l_4;
const float l_66 = l_65 - l_59;
const float l_67 = l_66 * l_4;
l_mut_68 = l_67;
const float l_69 = l_mut_68 + l_59;
const bool l_70 = l_69 != l_65;
if (l_70) {
l_mut_57 = l_mut_50;
l_mut_68 = l_mut_51;
}
const float l_71 = l_mut_14 * l_5;
const float l_72 = l_71 * l_4;
const float l_73 = l_3 * l_mut_14;
const float l_74 = l_73 * l_4;
const float l_75 = l_74 - l_mut_14;
const float l_76 = l_75 * l_4;
const float l_77 = l_74 - l_76;
const float l_78 = l_mut_14 - l_77;
const float l_79 = l_3 * l_5;
const float l_80 = l_79 * l_4;
const float l_81 = l_80 - l_5;
const float l_82 = l_81 * l_4;
const float l_83 = l_80 - l_82;
const float l_84 = l_5 - l_83;
const float l_85 = l_77 * l_83;
const float l_86 = l_85 - l_72;
const float l_87 = l_77 * l_84;
const float l_88 = l_86 + l_87;
const float l_89 = l_78 * l_83;
const float l_90 = l_88 + l_89;
const float l_91 = l_78 * l_84;
const float l_92 = l_90 + l_91;
const float l_93 = l_mut_14 * l_7;
const float l_94 = l_mut_16 * l_5;
const float l_95 = l_93 + l_94;
const float l_96 = l_95 + l_92;
l_mut_51 = l_72;
l_mut_50 = l_96;
const float l_97 = abs(l_96);
const float l_98 = abs(l_72);
const bool l_99 = l_97 >= l_98;
if (l_99) {
l_mut_51 = l_96;
l_mut_50 = l_72;
}
const float l_100 = l_mut_51 + l_mut_50;
const float l_101 = l_100 * l_4;
l_mut_102 = l_101;
const float l_103 = l_mut_102 - l_mut_51;
const float l_104 = l_103 * l_4;
const float l_105 = l_mut_102 - l_104;
const float l_106 = l_105 * l_4;
const float l_107 = l_106 - l_mut_51;
const float l_108 = l_107 * l_4;
const float l_109 = l_mut_50 - l_108;
const float l_110 = l_109 * l_4;
const float l_111 = l_110 - l_104;
const float l_112 = l_111 * l_4;
l_mut_113 = l_112;
const float l_114 = l_mut_113 + l_104;
const bool l_115 = l_114 != l_110;
if (l_115) {
l_mut_102 = l_mut_51;
l_mut_113 = l_mut_50;
}
const float l_116 = l_mut_18 * l_5;
const float l_117 = l_116 * l_4;
const float l_118 = l_3 * l_mut_18;
const float l_119 = l_118 * l_4;
const float l_120 = l_119 - l_mut_18;
const float l_121 = l_120 * l_4;
const float l_122 = l_119 - l_121;
const float l_123 = l_mut_18 - l_122;
const float l_124 = l_3 * l_5;
const float l_125 = l_124 * l_4;
const float l_126 = l_125 - l_5;
const float l_127 = l_126 * l_4;
const float l_128 = l_125 - l_127;
const float l_129 = l_5 - l_128;
const float l_130 = l_122 * l_128;
const float l_131 = l_130 - l_117;
const float l_132 = l_122 * l_129;
const float l_133 = l_131 + l_132;
const float l_134 = l_123 * l_128;
const float l_135 = l_133 + l_134;
const float l_136 = l_123 * l_129;
const float l_137 = l_135 + l_136;
const float l_138 = l_mut_18 * l_7;
const float l_139 = l_mut_19 * l_5;
const float l_140 = l_138 + l_139;
const float l_141 = l_140 + l_137;
l_mut_51 = l_117;
l_mut_50 = l_141;
const float l_142 = abs(l_141);
const float l_143 = abs(l_117);
const bool l_144 = l_142 >= l_143;
if (l_144) {
l_mut_51 = l_141;
l_mut_50 = l_117;
}
const float l_145 = l_mut_51 + l_mut_50;
const float l_146 = l_145 * l_4;
l_mut_147 = l_146;
const float l_148 = l_mut_147 - l_mut_51;
const float l_149 = l_148 * l_4;
const float l_150 = l_mut_147 - l_149;
const float l_151 = l_150 * l_4;
const float l_152 = l_151 - l_mut_51;
const float l_153 = l_152 * l_4;
const float l_154 = l_mut_50 - l_153;
const float l_155 = l_154 * l_4;
const float l_156 = l_155 - l_149;
const float l_157 = l_156 * l_4;
l_mut_158 = l_157;
const float l_159 = l_mut_158 + l_149;
const bool l_160 = l_159 != l_155;
if (l_160) {
l_mut_147 = l_mut_51;
l_mut_158 = l_mut_50;
}
const float l_161 = l_mut_21 * l_5;
const float l_162 = l_161 * l_4;
const float l_163 = l_3 * l_mut_21;
const float l_164 = l_163 * l_4;
const float l_165 = l_164 - l_mut_21;
const float l_166 = l_165 * l_4;
const float l_167 = l_164 - l_166;
const float l_168 = l_mut_21 - l_167;
const float l_169 = l_3 * l_5;
const float l_170 = l_169 * l_4;
const float l_171 = l_170 - l_5;
const float l_172 = l_171 * l_4;
const float l_173 = l_170 - l_172;
const float l_174 = l_5 - l_173;
const float l_175 = l_167 * l_173;
const float l_176 = l_175 - l_162;
const float l_177 = l_167 * l_174;
const float l_178 = l_176 + l_177;
const float l_179 = l_168 * l_173;
const float l_180 = l_178 + l_179;
const float l_181 = l_168 * l_174;
const float l_182 = l_180 + l_181;
const float l_183 = l_mut_21 * l_7;
const float l_184 = l_mut_22 * l_5;
const float l_185 = l_183 + l_184;
const float l_186 = l_185 + l_182;
l_mut_51 = l_162;
l_mut_50 = l_186;
const float l_187 = abs(l_186);
const float l_188 = abs(l_162);
const bool l_189 = l_187 >= l_188;
if (l_189) {
l_mut_51 = l_186;
l_mut_50 = l_162;
}
const float l_190 = l_mut_51 + l_mut_50;
const float l_191 = l_190 * l_4;
l_mut_192 = l_191;
const float l_193 = l_mut_192 - l_mut_51;
const float l_194 = l_193 * l_4;
const float l_195 = l_mut_192 - l_194;
const float l_196 = l_195 * l_4;
const float l_197 = l_196 - l_mut_51;
const float l_198 = l_197 * l_4;
const float l_199 = l_mut_50 - l_198;
const float l_200 = l_199 * l_4;
const float l_201 = l_200 - l_194;
const float l_202 = l_201 * l_4;
l_mut_203 = l_202;
const float l_204 = l_mut_203 + l_194;
const bool l_205 = l_204 != l_200;
if (l_205) {
l_mut_192 = l_mut_51;
l_mut_203 = l_mut_50;
}
l_mut_11 = l_mut_57;
l_mut_12 = l_mut_68;
l_mut_14 = l_mut_102;
l_mut_16 = l_mut_113;
l_mut_18 = l_mut_147;
l_mut_19 = l_mut_158;
l_mut_21 = l_mut_192;
l_mut_22 = l_mut_203;
}
const float l_206 = l_mut_11 + l_mut_14;
const float l_207 = l_mut_18 + l_mut_21;
const float l_208 = l_206 + l_207;
const uint32 l_255 = info.static_meta[uint32(3)];
const uint32 l_256 = l_255 * uint32(1);
const bool l_257 = idxGlobal < l_256;
if (l_257) {
buffer_3[idxGlobal] = l_208;
}
const uint32 l_209 = l_1 + idxGlobal;
const float l_210 = l_mut_12 + l_mut_16;
const float l_211 = l_mut_19 + l_mut_22;
const float l_212 = l_210 + l_211;
const uint32 l_258 = info.static_meta[uint32(3)];
const uint32 l_259 = l_258 * uint32(1);
const bool l_260 = l_209 < l_259;
if (l_260) {
buffer_3[l_209] = l_212;
}
}

}
