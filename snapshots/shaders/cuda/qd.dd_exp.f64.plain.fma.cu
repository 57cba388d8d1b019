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
uint32 l_mut_141;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_152 = info.static_meta[uint32(2)];
const uint32 l_153 = l_152 * uint32(1);
const bool l_154 = uint32(0) < l_153;
const uint32 l_155 = l_153 - uint32(1);
const uint32 l_156 = min(uint32(0), l_155);
const double l_157 = buffer_2[l_156];
const double l_158 = (l_154) ? l_157 : double(0.0);
const double l_3 = l_158;
const uint32 l_159 = info.static_meta[uint32(2)];
const uint32 l_160 = l_159 * uint32(1);
const bool l_161 = uint32(1) < l_160;
const uint32 l_162 = l_160 - uint32(1);
const uint32 l_163 = min(uint32(1), l_162);
const double l_164 = buffer_2[l_163];
const double l_165 = (l_161) ? l_164 : double(0.0);
const double l_4 = l_165;
const uint32 l_166 = info.static_meta[uint32(0)];
const uint32 l_167 = l_166 * uint32(1);
const bool l_168 = idxGlobal < l_167;
const uint32 l_169 = l_167 - uint32(1);
const uint32 l_170 = min(idxGlobal, l_169);
const double l_171 = buffer_0[l_170];
const double l_172 = (l_168) ? l_171 : double(0.0);
const double l_5 = l_172;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_173 = info.static_meta[uint32(0)];
const uint32 l_174 = l_173 * uint32(1);
const bool l_175 = l_6 < l_174;
const uint32 l_176 = l_174 - uint32(1);
const uint32 l_177 = min(l_6, l_176);
const double l_178 = buffer_0[l_177];
const double l_179 = (l_175) ? l_178 : double(0.0);
const double l_7 = l_179;
const uint32 l_180 = info.static_meta[uint32(1)];
const uint32 l_181 = l_180 * uint32(1);
const bool l_182 = idxGlobal < l_181;
const uint32 l_183 = l_181 - uint32(1);
const uint32 l_184 = min(idxGlobal, l_183);
const double l_185 = buffer_1[l_184];
const double l_186 = (l_182) ? l_185 : double(0.0);
const double l_8 = l_186;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_187 = info.static_meta[uint32(1)];
const uint32 l_188 = l_187 * uint32(1);
const bool l_189 = l_9 < l_188;
const uint32 l_190 = l_188 - uint32(1);
const uint32 l_191 = min(l_9, l_190);
const double l_192 = buffer_1[l_191];
const double l_193 = (l_189) ? l_192 : double(0.0);
const double l_10 = l_193;
const uint32 l_11 = uint32(2) + uint32(0);
const uint32 l_194 = info.static_meta[uint32(2)];
const uint32 l_195 = l_194 * uint32(1);
const bool l_196 = l_11 < l_195;
const uint32 l_197 = l_195 - uint32(1);
const uint32 l_198 = min(l_11, l_197);
const double l_199 = buffer_2[l_198];
const double l_200 = (l_196) ? l_199 : double(0.0);
const double l_12 = l_200;
const uint32 l_13 = uint32(l_12);
const uint32 l_14 = uint32(2) + uint32(1);
const uint32 l_201 = info.static_meta[uint32(2)];
const uint32 l_202 = l_201 * uint32(1);
const bool l_203 = l_14 < l_202;
const uint32 l_204 = l_202 - uint32(1);
const uint32 l_205 = min(l_14, l_204);
const double l_206 = buffer_2[l_205];
const double l_207 = (l_203) ? l_206 : double(0.0);
const double l_15 = l_207;
const uint32 l_16 = uint32(l_15);
const uint32 l_17 = uint32(2) + uint32(4);
const uint32 l_208 = info.static_meta[uint32(2)];
const uint32 l_209 = l_208 * uint32(1);
const bool l_210 = l_17 < l_209;
const uint32 l_211 = l_209 - uint32(1);
const uint32 l_212 = min(l_17, l_211);
const double l_213 = buffer_2[l_212];
const double l_214 = (l_210) ? l_213 : double(0.0);
const double l_18 = l_214;
const double l_19 = l_5 / l_18;
const double l_20 = l_19 + double(0.5);
const double l_21 = floor(l_20);
const uint32 l_22 = uint32(2) + uint32(4);
const double l_23 = l_21 * double(1.0);
l_mut_24 = l_5;
l_mut_25 = l_7;

for (uint32 l_mut_26 = uint32(0); l_mut_26 < l_16; ++l_mut_26) {
const uint32 l_27 = l_22 + l_mut_26;
const uint32 l_235 = info.static_meta[uint32(2)];
const uint32 l_236 = l_235 * uint32(1);
const bool l_237 = l_27 < l_236;
const uint32 l_238 = l_236 - uint32(1);
const uint32 l_239 = min(l_27, l_238);
const double l_240 = buffer_2[l_239];
const double l_241 = (l_237) ? l_240 : double(0.0);
const double l_28 = l_241;
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
const uint32 l_215 = info.static_meta[uint32(2)];
const uint32 l_216 = l_215 * uint32(1);
const bool l_217 = l_44 < l_216;
const uint32 l_218 = l_216 - uint32(1);
const uint32 l_219 = min(l_44, l_218);
const double l_220 = buffer_2[l_219];
const double l_221 = (l_217) ? l_220 : double(0.0);
const double l_45 = l_221;
l_mut_25 = l_45;
const uint32 l_46 = l_44 + uint32(1);
const uint32 l_222 = info.static_meta[uint32(2)];
const uint32 l_223 = l_222 * uint32(1);
const bool l_224 = l_46 < l_223;
const uint32 l_225 = l_223 - uint32(1);
const uint32 l_226 = min(l_46, l_225);
const double l_227 = buffer_2[l_226];
const double l_228 = (l_224) ? l_227 : double(0.0);
const double l_47 = l_228;
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
const uint32 l_242 = info.static_meta[uint32(2)];
const uint32 l_243 = l_242 * uint32(1);
const bool l_244 = l_60 < l_243;
const uint32 l_245 = l_243 - uint32(1);
const uint32 l_246 = min(l_60, l_245);
const double l_247 = buffer_2[l_246];
const double l_248 = (l_244) ? l_247 : double(0.0);
const double l_61 = l_248;
const uint32 l_62 = l_60 + uint32(1);
const uint32 l_249 = info.static_meta[uint32(2)];
const uint32 l_250 = l_249 * uint32(1);
const bool l_251 = l_62 < l_250;
const uint32 l_252 = l_250 - uint32(1);
const uint32 l_253 = min(l_62, l_252);
const double l_254 = buffer_2[l_253];
const double l_255 = (l_251) ? l_254 : double(0.0);
const double l_63 = l_255;
const double l_64 = l_56 + l_61;
const double l_65 = l_64 - l_56;
const double l_66 = l_64 - l_65;
const double l_67 = l_56 - l_66;
const double l_68 = l_61 - l_65;
const double l_69 = l_67 + l_68;
const double l_70 = l_58 + l_63;
const double l_71 = l_69 + l_70;
const double l_72 = l_64 + l_71;
const double l_73 = l_72 - l_64;
const double l_74 = l_71 - l_73;
l_mut_25 = l_72;
l_mut_24 = l_74;
}
const double l_75 = l_mut_25 * l_41;
const double l_76 = -l_75;
const double l_77 = fma(l_mut_25, l_41, l_76);
const double l_78 = l_mut_25 * l_42;
const double l_79 = l_mut_24 * l_41;
const double l_80 = l_78 + l_79;
const double l_81 = l_77 + l_80;
const double l_82 = l_75 + l_81;
const double l_83 = l_82 - l_75;
const double l_84 = l_81 - l_83;
const double l_85 = l_82 + l_4;
const double l_86 = l_85 - l_82;
const double l_87 = l_85 - l_86;
const double l_88 = l_82 - l_87;
const double l_89 = l_4 - l_86;
const double l_90 = l_88 + l_89;
const double l_91 = l_90 + l_84;
const double l_92 = l_85 + l_91;
const double l_93 = l_92 - l_85;
const double l_94 = l_91 - l_93;
const double l_95 = l_92 * l_41;
const double l_96 = -l_95;
const double l_97 = fma(l_92, l_41, l_96);
const double l_98 = l_92 * l_42;
const double l_99 = l_94 * l_41;
const double l_100 = l_98 + l_99;
const double l_101 = l_97 + l_100;
const double l_102 = l_95 + l_101;
const double l_103 = l_102 - l_95;
const double l_104 = l_101 - l_103;
l_mut_25 = l_102;
l_mut_24 = l_104;

for (uint32 l_mut_105 = uint32(0); l_mut_105 < uint32(8); ++l_mut_105) {
const double l_106 = l_mut_25 * double(2.0);
const double l_107 = l_mut_24 * double(2.0);
const double l_108 = l_mut_25 * l_mut_25;
const double l_109 = -l_108;
const double l_110 = fma(l_mut_25, l_mut_25, l_109);
const double l_111 = l_mut_25 * l_mut_24;
const double l_112 = l_mut_24 * l_mut_25;
const double l_113 = l_111 + l_112;
const double l_114 = l_110 + l_113;
const double l_115 = l_108 + l_114;
const double l_116 = l_115 - l_108;
const double l_117 = l_114 - l_116;
const double l_118 = l_106 + l_115;
const double l_119 = l_118 - l_106;
const double l_120 = l_118 - l_119;
const double l_121 = l_106 - l_120;
const double l_122 = l_115 - l_119;
const double l_123 = l_121 + l_122;
const double l_124 = l_107 + l_117;
const double l_125 = l_123 + l_124;
const double l_126 = l_118 + l_125;
const double l_127 = l_126 - l_118;
const double l_128 = l_125 - l_127;
l_mut_25 = l_126;
l_mut_24 = l_128;
}
const double l_129 = l_mut_25 + l_4;
const double l_130 = l_129 - l_mut_25;
const double l_131 = l_129 - l_130;
const double l_132 = l_mut_25 - l_131;
const double l_133 = l_4 - l_130;
const double l_134 = l_132 + l_133;
const double l_135 = l_134 + l_mut_24;
const double l_136 = l_129 + l_135;
const double l_137 = l_136 - l_129;
const double l_138 = l_135 - l_137;
const double l_139 = abs(l_21);
const uint32 l_140 = uint32(l_139);
l_mut_141 = l_140;
const bool l_142 = l_21 < double(0.0);
const double l_143 = (l_142) ? double(0.5) : double(2.0);
l_mut_25 = l_143;
l_mut_24 = double(1.0);

for (uint32 l_mut_144 = uint32(0); l_mut_144 < uint32(11); ++l_mut_144) {
const uint32 l_145 = l_mut_141 & uint32(1);
const bool l_146 = l_145 == uint32(1);
const double l_147 = l_mut_24 * l_mut_25;
const double l_148 = (l_146) ? l_147 : l_mut_24;
l_mut_24 = l_148;
l_mut_25 = l_mut_25 * l_mut_25;
l_mut_141 = l_mut_141 >> uint32(1);
}
const double l_149 = l_136 * l_mut_24;
const double l_150 = l_138 * l_mut_24;
const uint32 l_229 = info.static_meta[uint32(3)];
const uint32 l_230 = l_229 * uint32(1);
const bool l_231 = idxGlobal < l_230;
if (l_231) {
buffer_3[idxGlobal] = l_149;
}
const uint32 l_151 = l_1 + idxGlobal;
const uint32 l_232 = info.static_meta[uint32(3)];
const uint32 l_233 = l_232 * uint32(1);
const bool l_234 = l_151 < l_233;
if (l_234) {
buffer_3[l_151] = l_150;
}
}

}
