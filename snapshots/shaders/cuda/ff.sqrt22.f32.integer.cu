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


extern "C" __global__ void __launch_bounds__(64)double_words_f_f32 (
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
float l_mut_151;
float l_mut_368;
float l_mut_468;
float l_mut_46;
float l_mut_47;
int32 l_mut_25;
int32 l_mut_40;
int32 l_mut_69;
uint32 l_mut_165;
uint32 l_mut_4;
uint32 l_mut_59;
uint32 l_mut_73;
uint64 l_mut_132;
uint64 l_mut_21;
uint64 l_mut_223;
uint64 l_mut_36;
uint64 l_mut_539;
uint64 l_mut_60;
uint64 l_mut_87;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_648 = info.static_meta[uint32(2)];
const uint32 l_649 = l_648 * uint32(1);
const bool l_650 = uint32(0) < l_649;
const uint32 l_651 = l_649 - uint32(1);
const uint32 l_652 = min(uint32(0), l_651);
const float l_653 = buffer_2[l_652];
const float l_654 = (l_650) ? l_653 : float(0.0);
const float l_2 = l_654;
const uint32 l_655 = info.static_meta[uint32(2)];
const uint32 l_656 = l_655 * uint32(1);
const bool l_657 = uint32(1) < l_656;
const uint32 l_658 = l_656 - uint32(1);
const uint32 l_659 = min(uint32(1), l_658);
const float l_660 = buffer_2[l_659];
const float l_661 = (l_657) ? l_660 : float(0.0);
const float l_3 = l_661;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_662 = info.static_meta[uint32(0)];
const uint32 l_663 = l_662 * uint32(1);
const bool l_664 = l_mut_4 < l_663;
const uint32 l_665 = l_663 - uint32(1);
const uint32 l_666 = min(l_mut_4, l_665);
const float l_667 = buffer_0[l_666];
const float l_668 = (l_664) ? l_667 : float(0.0);
const float l_6 = l_668;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_669 = info.static_meta[uint32(0)];
const uint32 l_670 = l_669 * uint32(1);
const bool l_671 = l_7 < l_670;
const uint32 l_672 = l_670 - uint32(1);
const uint32 l_673 = min(l_7, l_672);
const float l_674 = buffer_0[l_673];
const float l_675 = (l_671) ? l_674 : float(0.0);
const float l_8 = l_675;
const uint32 l_676 = info.static_meta[uint32(1)];
const uint32 l_677 = l_676 * uint32(1);
const bool l_678 = l_mut_4 < l_677;
const uint32 l_679 = l_677 - uint32(1);
const uint32 l_680 = min(l_mut_4, l_679);
const float l_681 = buffer_1[l_680];
const float l_682 = (l_678) ? l_681 : float(0.0);
const float l_9 = l_682;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_683 = info.static_meta[uint32(1)];
const uint32 l_684 = l_683 * uint32(1);
const bool l_685 = l_10 < l_684;
const uint32 l_686 = l_684 - uint32(1);
const uint32 l_687 = min(l_10, l_686);
const float l_688 = buffer_1[l_687];
const float l_689 = (l_685) ? l_688 : float(0.0);
const float l_11 = l_689;
const float l_12 = sqrt(l_6);
const uint32 l_13 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_14 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_15 = l_13 >> uint32(23);
const uint32 l_16 = l_15 & uint32(255);
const uint32 l_17 = l_13 & uint32(8388607);
const bool l_18 = l_16 != uint32(0);
if (l_18) {
const uint32 l_19 = l_17 | uint32(8388608);
const uint64 l_20 = uint64(l_19);
l_mut_21 = l_20;
} else {
const uint64 l_22 = uint64(l_17);
l_mut_21 = l_22;
}
if (l_18) {
const int32 l_23 = int32(l_16);
const int32 l_24 = l_23 - int32(150);
l_mut_25 = l_24;
} else {
const int32 l_26 = int32(uint32(1));
const int32 l_27 = l_26 - int32(150);
l_mut_25 = l_27;
}
const uint32 l_28 = l_13 & uint32(2147483648);
const bool l_29 = l_16 == uint32(255);
const uint32 l_30 = l_14 >> uint32(23);
const uint32 l_31 = l_30 & uint32(255);
const uint32 l_32 = l_14 & uint32(8388607);
const bool l_33 = l_31 != uint32(0);
if (l_33) {
const uint32 l_34 = l_32 | uint32(8388608);
const uint64 l_35 = uint64(l_34);
l_mut_36 = l_35;
} else {
const uint64 l_37 = uint64(l_32);
l_mut_36 = l_37;
}
if (l_33) {
const int32 l_38 = int32(l_31);
const int32 l_39 = l_38 - int32(150);
l_mut_40 = l_39;
} else {
const int32 l_41 = int32(uint32(1));
const int32 l_42 = l_41 - int32(150);
l_mut_40 = l_42;
}
const uint32 l_43 = l_14 & uint32(2147483648);
const bool l_44 = l_31 == uint32(255);
const float l_45 = l_12 * l_12;
l_mut_46 = l_45;
l_mut_47 = float(0.0);
const bool l_48 = !l_29;
const bool l_49 = !l_44;
const bool l_50 = l_48 && l_49;
const bool l_51 = l_mut_21 != uint64(0);
const bool l_52 = l_50 && l_51;
const bool l_53 = l_mut_36 != uint64(0);
const bool l_54 = l_52 && l_53;
if (l_54) {
const uint64 l_55 = l_mut_21 * l_mut_36;
const int32 l_56 = l_mut_25 + l_mut_40;
const uint32 l_57 = l_13 ^ l_14;
const uint32 l_58 = l_57 & uint32(2147483648);
l_mut_59 = uint32(0);
l_mut_60 = uint64(0);
const bool l_61 = l_55 != uint64(0);
if (l_61) {
const uint32 l_62 = uint32(__clzll(int64(l_55)));
const int32 l_63 = int32(l_62);
const int32 l_64 = int32(64) - l_63;
const int32 l_65 = l_64 - int32(1);
const int32 l_66 = l_65 + l_56;
const int32 l_67 = l_66 + int32(127);
const int32 l_68 = int32(-149) - l_56;
l_mut_69 = l_68;
const bool l_70 = l_67 >= int32(1);
if (l_70) {
const int32 l_71 = l_64 - int32(24);
l_mut_69 = l_71;
}
const bool l_72 = l_mut_69 <= int32(0);
if (l_72) {
l_mut_73 = uint32(0);
const bool l_74 = l_55 != uint64(0);
if (l_74) {
const uint32 l_75 = uint32(__clzll(int64(l_55)));
const int32 l_76 = int32(l_75);
const int32 l_77 = int32(64) - l_76;
const int32 l_78 = l_77 - int32(1);
const int32 l_79 = l_78 + l_56;
const int32 l_80 = l_79 + int32(127);
const bool l_81 = l_80 >= int32(255);
if (l_81) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_82 = l_80 >= int32(1);
if (l_82) {
const bool l_83 = l_77 > int32(24);
if (l_83) {
const int32 l_84 = l_77 - int32(24);
const uint64 l_85 = uint64(l_84);
const uint64 l_86 = l_55 >> l_85;
l_mut_87 = l_86;
} else {
const int32 l_88 = int32(24) - l_77;
const uint64 l_89 = uint64(l_88);
const uint64 l_90 = l_55 << l_89;
l_mut_87 = l_90;
}
const uint32 l_91 = uint32(l_80);
const uint32 l_92 = l_91 << uint32(23);
const uint32 l_93 = uint32(l_mut_87);
const uint32 l_94 = l_93 & uint32(8388607);
const uint32 l_95 = l_92 | l_94;
l_mut_73 = l_95;
} else {
const int32 l_96 = l_56 + int32(149);
const bool l_97 = l_96 >= int32(0);
if (l_97) {
const uint64 l_98 = uint64(l_96);
const uint64 l_99 = l_55 << l_98;
l_mut_87 = l_99;
} else {
const int32 l_100 = int32(0) - l_96;
const uint64 l_101 = uint64(l_100);
const uint64 l_102 = l_55 >> l_101;
l_mut_87 = l_102;
}
const uint32 l_103 = uint32(l_mut_87);
l_mut_73 = l_103;
}
}
}
l_mut_59 = l_mut_73;
l_mut_60 = l_55;
} else {
const bool l_104 = l_mut_69 <= l_64;
if (l_104) {
const uint64 l_105 = uint64(l_mut_69);
const uint64 l_106 = l_55 >> l_105;
l_mut_87 = l_106;
const uint64 l_107 = l_mut_87 << l_105;
const uint64 l_108 = l_55 - l_107;
const uint64 l_109 = l_105 - uint64(1);
const uint64 l_110 = uint64(1) << l_109;
const bool l_111 = l_108 > l_110;
const bool l_112 = l_108 == l_110;
const uint64 l_113 = l_mut_87 & uint64(1);
const bool l_114 = l_113 == uint64(1);
const bool l_115 = l_112 && l_114;
const bool l_116 = l_111 || l_115;
if (l_116) {
l_mut_87 = l_mut_87 + uint64(1);
}
const uint64 l_117 = l_mut_87 << l_105;
l_mut_60 = l_117;
const int32 l_118 = l_56 + l_mut_69;
l_mut_73 = uint32(0);
const bool l_119 = l_mut_87 != uint64(0);
if (l_119) {
const uint32 l_120 = uint32(__clzll(int64(l_mut_87)));
const int32 l_121 = int32(l_120);
const int32 l_122 = int32(64) - l_121;
const int32 l_123 = l_122 - int32(1);
const int32 l_124 = l_123 + l_118;
const int32 l_125 = l_124 + int32(127);
const bool l_126 = l_125 >= int32(255);
if (l_126) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_127 = l_125 >= int32(1);
if (l_127) {
const bool l_128 = l_122 > int32(24);
if (l_128) {
const int32 l_129 = l_122 - int32(24);
const uint64 l_130 = uint64(l_129);
const uint64 l_131 = l_mut_87 >> l_130;
l_mut_132 = l_131;
} else {
const int32 l_133 = int32(24) - l_122;
const uint64 l_134 = uint64(l_133);
const uint64 l_135 = l_mut_87 << l_134;
l_mut_132 = l_135;
}
const uint32 l_136 = uint32(l_125);
const uint32 l_137 = l_136 << uint32(23);
const uint32 l_138 = uint32(l_mut_132);
const uint32 l_139 = l_138 & uint32(8388607);
const uint32 l_140 = l_137 | l_139;
l_mut_73 = l_140;
} else {
const int32 l_141 = l_118 + int32(149);
const bool l_142 = l_141 >= int32(0);
if (l_142) {
const uint64 l_143 = uint64(l_141);
const uint64 l_144 = l_mut_87 << l_143;
l_mut_132 = l_144;
} else {
const int32 l_145 = int32(0) - l_141;
const uint64 l_146 = uint64(l_145);
const uint64 l_147 = l_mut_87 >> l_146;
l_mut_132 = l_147;
}
const uint32 l_148 = uint32(l_mut_132);
l_mut_73 = l_148;
}
}
}
l_mut_59 = l_mut_73;
}
}
}
const uint32 l_149 = l_mut_59 | l_58;
const float l_150 = reinterpret_cast<float const&>(l_149);
l_mut_46 = l_150;
l_mut_151 = float(0.0);
const bool l_152 = l_55 > l_mut_60;
if (l_152) {
const uint64 l_153 = l_55 - l_mut_60;
l_mut_73 = uint32(0);
l_mut_132 = uint64(0);
const bool l_154 = l_153 != uint64(0);
if (l_154) {
const uint32 l_155 = uint32(__clzll(int64(l_153)));
const int32 l_156 = int32(l_155);
const int32 l_157 = int32(64) - l_156;
const int32 l_158 = l_157 - int32(1);
const int32 l_159 = l_158 + l_56;
const int32 l_160 = l_159 + int32(127);
const int32 l_161 = int32(-149) - l_56;
l_mut_69 = l_161;
const bool l_162 = l_160 >= int32(1);
if (l_162) {
const int32 l_163 = l_157 - int32(24);
l_mut_69 = l_163;
}
const bool l_164 = l_mut_69 <= int32(0);
if (l_164) {
l_mut_165 = uint32(0);
const bool l_166 = l_153 != uint64(0);
if (l_166) {
const uint32 l_167 = uint32(__clzll(int64(l_153)));
const int32 l_168 = int32(l_167);
const int32 l_169 = int32(64) - l_168;
const int32 l_170 = l_169 - int32(1);
const int32 l_171 = l_170 + l_56;
const int32 l_172 = l_171 + int32(127);
const bool l_173 = l_172 >= int32(255);
if (l_173) {
l_mut_165 = uint32(2139095040);
} else {
const bool l_174 = l_172 >= int32(1);
if (l_174) {
const bool l_175 = l_169 > int32(24);
if (l_175) {
const int32 l_176 = l_169 - int32(24);
const uint64 l_177 = uint64(l_176);
const uint64 l_178 = l_153 >> l_177;
l_mut_87 = l_178;
} else {
const int32 l_179 = int32(24) - l_169;
const uint64 l_180 = uint64(l_179);
const uint64 l_181 = l_153 << l_180;
l_mut_87 = l_181;
}
const uint32 l_182 = uint32(l_172);
const uint32 l_183 = l_182 << uint32(23);
const uint32 l_184 = uint32(l_mut_87);
const uint32 l_185 = l_184 & uint32(8388607);
const uint32 l_186 = l_183 | l_185;
l_mut_165 = l_186;
} else {
const int32 l_187 = l_56 + int32(149);
const bool l_188 = l_187 >= int32(0);
if (l_188) {
const uint64 l_189 = uint64(l_187);
const uint64 l_190 = l_153 << l_189;
l_mut_87 = l_190;
} else {
const int32 l_191 = int32(0) - l_187;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_153 >> l_192;
l_mut_87 = l_193;
}
const uint32 l_194 = uint32(l_mut_87);
l_mut_165 = l_194;
}
}
}
l_mut_73 = l_mut_165;
l_mut_132 = l_153;
} else {
const bool l_195 = l_mut_69 <= l_157;
if (l_195) {
const uint64 l_196 = uint64(l_mut_69);
const uint64 l_197 = l_153 >> l_196;
l_mut_87 = l_197;
const uint64 l_198 = l_mut_87 << l_196;
const uint64 l_199 = l_153 - l_198;
const uint64 l_200 = l_196 - uint64(1);
const uint64 l_201 = uint64(1) << l_200;
const bool l_202 = l_199 > l_201;
const bool l_203 = l_199 == l_201;
const uint64 l_204 = l_mut_87 & uint64(1);
const bool l_205 = l_204 == uint64(1);
const bool l_206 = l_203 && l_205;
const bool l_207 = l_202 || l_206;
if (l_207) {
l_mut_87 = l_mut_87 + uint64(1);
}
const uint64 l_208 = l_mut_87 << l_196;
l_mut_132 = l_208;
const int32 l_209 = l_56 + l_mut_69;
l_mut_165 = uint32(0);
const bool l_210 = l_mut_87 != uint64(0);
if (l_210) {
const uint32 l_211 = uint32(__clzll(int64(l_mut_87)));
const int32 l_212 = int32(l_211);
const int32 l_213 = int32(64) - l_212;
const int32 l_214 = l_213 - int32(1);
const int32 l_215 = l_214 + l_209;
const int32 l_216 = l_215 + int32(127);
const bool l_217 = l_216 >= int32(255);
if (l_217) {
l_mut_165 = uint32(2139095040);
} else {
const bool l_218 = l_216 >= int32(1);
if (l_218) {
const bool l_219 = l_213 > int32(24);
if (l_219) {
const int32 l_220 = l_213 - int32(24);
const uint64 l_221 = uint64(l_220);
const uint64 l_222 = l_mut_87 >> l_221;
l_mut_223 = l_222;
} else {
const int32 l_224 = int32(24) - l_213;
const uint64 l_225 = uint64(l_224);
const uint64 l_226 = l_mut_87 << l_225;
l_mut_223 = l_226;
}
const uint32 l_227 = uint32(l_216);
const uint32 l_228 = l_227 << uint32(23);
const uint32 l_229 = uint32(l_mut_223);
const uint32 l_230 = l_229 & uint32(8388607);
const uint32 l_231 = l_228 | l_230;
l_mut_165 = l_231;
} else {
const int32 l_232 = l_209 + int32(149);
const bool l_233 = l_232 >= int32(0);
if (l_233) {
const uint64 l_234 = uint64(l_232);
const uint64 l_235 = l_mut_87 << l_234;
l_mut_223 = l_235;
} else {
const int32 l_236 = int32(0) - l_232;
const uint64 l_237 = uint64(l_236);
const uint64 l_238 = l_mut_87 >> l_237;
l_mut_223 = l_238;
}
const uint32 l_239 = uint32(l_mut_223);
l_mut_165 = l_239;
}
}
}
l_mut_73 = l_mut_165;
}
}
}
const uint32 l_240 = l_mut_73 | l_58;
const float l_241 = reinterpret_cast<float const&>(l_240);
l_mut_151 = l_241;
} else {
const bool l_242 = l_mut_60 > l_55;
if (l_242) {
const uint64 l_243 = l_mut_60 - l_55;
l_mut_165 = uint32(0);
l_mut_223 = uint64(0);
const bool l_244 = l_243 != uint64(0);
if (l_244) {
const uint32 l_245 = uint32(__clzll(int64(l_243)));
const int32 l_246 = int32(l_245);
const int32 l_247 = int32(64) - l_246;
const int32 l_248 = l_247 - int32(1);
const int32 l_249 = l_248 + l_56;
const int32 l_250 = l_249 + int32(127);
const int32 l_251 = int32(-149) - l_56;
l_mut_69 = l_251;
const bool l_252 = l_250 >= int32(1);
if (l_252) {
const int32 l_253 = l_247 - int32(24);
l_mut_69 = l_253;
}
const bool l_254 = l_mut_69 <= int32(0);
if (l_254) {
l_mut_73 = uint32(0);
const bool l_255 = l_243 != uint64(0);
if (l_255) {
const uint32 l_256 = uint32(__clzll(int64(l_243)));
const int32 l_257 = int32(l_256);
const int32 l_258 = int32(64) - l_257;
const int32 l_259 = l_258 - int32(1);
const int32 l_260 = l_259 + l_56;
const int32 l_261 = l_260 + int32(127);
const bool l_262 = l_261 >= int32(255);
if (l_262) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_263 = l_261 >= int32(1);
if (l_263) {
const bool l_264 = l_258 > int32(24);
if (l_264) {
const int32 l_265 = l_258 - int32(24);
const uint64 l_266 = uint64(l_265);
const uint64 l_267 = l_243 >> l_266;
l_mut_132 = l_267;
} else {
const int32 l_268 = int32(24) - l_258;
const uint64 l_269 = uint64(l_268);
const uint64 l_270 = l_243 << l_269;
l_mut_132 = l_270;
}
const uint32 l_271 = uint32(l_261);
const uint32 l_272 = l_271 << uint32(23);
const uint32 l_273 = uint32(l_mut_132);
const uint32 l_274 = l_273 & uint32(8388607);
const uint32 l_275 = l_272 | l_274;
l_mut_73 = l_275;
} else {
const int32 l_276 = l_56 + int32(149);
const bool l_277 = l_276 >= int32(0);
if (l_277) {
const uint64 l_278 = uint64(l_276);
const uint64 l_279 = l_243 << l_278;
l_mut_132 = l_279;
} else {
const int32 l_280 = int32(0) - l_276;
const uint64 l_281 = uint64(l_280);
const uint64 l_282 = l_243 >> l_281;
l_mut_132 = l_282;
}
const uint32 l_283 = uint32(l_mut_132);
l_mut_73 = l_283;
}
}
}
l_mut_165 = l_mut_73;
l_mut_223 = l_243;
} else {
const bool l_284 = l_mut_69 <= l_247;
if (l_284) {
const uint64 l_285 = uint64(l_mut_69);
const uint64 l_286 = l_243 >> l_285;
l_mut_132 = l_286;
const uint64 l_287 = l_mut_132 << l_285;
const uint64 l_288 = l_243 - l_287;
const uint64 l_289 = l_285 - uint64(1);
const uint64 l_290 = uint64(1) << l_289;
const bool l_291 = l_288 > l_290;
const bool l_292 = l_288 == l_290;
const uint64 l_293 = l_mut_132 & uint64(1);
const bool l_294 = l_293 == uint64(1);
const bool l_295 = l_292 && l_294;
const bool l_296 = l_291 || l_295;
if (l_296) {
l_mut_132 = l_mut_132 + uint64(1);
}
const uint64 l_297 = l_mut_132 << l_285;
l_mut_223 = l_297;
const int32 l_298 = l_56 + l_mut_69;
l_mut_73 = uint32(0);
const bool l_299 = l_mut_132 != uint64(0);
if (l_299) {
const uint32 l_300 = uint32(__clzll(int64(l_mut_132)));
const int32 l_301 = int32(l_300);
const int32 l_302 = int32(64) - l_301;
const int32 l_303 = l_302 - int32(1);
const int32 l_304 = l_303 + l_298;
const int32 l_305 = l_304 + int32(127);
const bool l_306 = l_305 >= int32(255);
if (l_306) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_307 = l_305 >= int32(1);
if (l_307) {
const bool l_308 = l_302 > int32(24);
if (l_308) {
const int32 l_309 = l_302 - int32(24);
const uint64 l_310 = uint64(l_309);
const uint64 l_311 = l_mut_132 >> l_310;
l_mut_87 = l_311;
} else {
const int32 l_312 = int32(24) - l_302;
const uint64 l_313 = uint64(l_312);
const uint64 l_314 = l_mut_132 << l_313;
l_mut_87 = l_314;
}
const uint32 l_315 = uint32(l_305);
const uint32 l_316 = l_315 << uint32(23);
const uint32 l_317 = uint32(l_mut_87);
const uint32 l_318 = l_317 & uint32(8388607);
const uint32 l_319 = l_316 | l_318;
l_mut_73 = l_319;
} else {
const int32 l_320 = l_298 + int32(149);
const bool l_321 = l_320 >= int32(0);
if (l_321) {
const uint64 l_322 = uint64(l_320);
const uint64 l_323 = l_mut_132 << l_322;
l_mut_87 = l_323;
} else {
const int32 l_324 = int32(0) - l_320;
const uint64 l_325 = uint64(l_324);
const uint64 l_326 = l_mut_132 >> l_325;
l_mut_87 = l_326;
}
const uint32 l_327 = uint32(l_mut_87);
l_mut_73 = l_327;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint32 l_328 = l_58 ^ uint32(2147483648);
const uint32 l_329 = l_mut_165 | l_328;
const float l_330 = reinterpret_cast<float const&>(l_329);
l_mut_151 = l_330;
}
}
l_mut_47 = l_mut_151;
}
const float l_331 = l_6 - l_mut_46;
const float l_332 = l_331 - l_mut_47;
const float l_333 = l_8 + l_332;
const float l_334 = l_12 + l_12;
const float l_335 = l_333 / l_334;
const uint32 l_336 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_337 = reinterpret_cast<uint32 const&>(l_335);
l_mut_165 = l_336;
l_mut_73 = l_337;
const uint32 l_338 = l_337 & uint32(2147483647);
const uint32 l_339 = l_336 & uint32(2147483647);
const bool l_340 = l_338 > l_339;
if (l_340) {
l_mut_165 = l_337;
l_mut_73 = l_336;
}
const uint32 l_341 = l_mut_165 >> uint32(23);
const uint32 l_342 = l_341 & uint32(255);
const uint32 l_343 = l_mut_165 & uint32(8388607);
const bool l_344 = l_342 != uint32(0);
if (l_344) {
const uint32 l_345 = l_343 | uint32(8388608);
const uint64 l_346 = uint64(l_345);
l_mut_223 = l_346;
} else {
const uint64 l_347 = uint64(l_343);
l_mut_223 = l_347;
}
if (l_344) {
const int32 l_348 = int32(l_342);
const int32 l_349 = l_348 - int32(150);
l_mut_69 = l_349;
} else {
const int32 l_350 = int32(uint32(1));
const int32 l_351 = l_350 - int32(150);
l_mut_69 = l_351;
}
const uint32 l_352 = l_mut_165 & uint32(2147483648);
const bool l_353 = l_342 == uint32(255);
const uint32 l_354 = l_mut_73 >> uint32(23);
const uint32 l_355 = l_354 & uint32(255);
const uint32 l_356 = l_mut_73 & uint32(8388607);
const bool l_357 = l_355 != uint32(0);
if (l_357) {
const uint32 l_358 = l_356 | uint32(8388608);
const uint64 l_359 = uint64(l_358);
l_mut_132 = l_359;
} else {
const uint64 l_360 = uint64(l_356);
l_mut_132 = l_360;
}
if (l_357) {
const int32 l_361 = int32(l_355);
const int32 l_362 = l_361 - int32(150);
l_mut_40 = l_362;
} else {
const int32 l_363 = int32(uint32(1));
const int32 l_364 = l_363 - int32(150);
l_mut_40 = l_364;
}
const uint32 l_365 = l_mut_73 & uint32(2147483648);
const bool l_366 = l_355 == uint32(255);
const float l_367 = l_12 + l_335;
l_mut_151 = l_367;
l_mut_368 = float(0.0);
const bool l_369 = !l_353;
const bool l_370 = l_mut_132 != uint64(0);
const bool l_371 = l_369 && l_370;
if (l_371) {
const int32 l_372 = l_mut_69 - l_mut_40;
const bool l_373 = l_372 >= int32(26);
if (l_373) {
const float l_374 = reinterpret_cast<float const&>(l_mut_165);
l_mut_151 = l_374;
const float l_375 = reinterpret_cast<float const&>(l_mut_73);
l_mut_368 = l_375;
} else {
const uint64 l_376 = uint64(l_372);
const uint64 l_377 = l_mut_223 << l_376;
const uint64 l_378 = l_377 - l_mut_132;
l_mut_87 = l_378;
const bool l_379 = l_352 == l_365;
if (l_379) {
const uint64 l_380 = l_377 + l_mut_132;
l_mut_87 = l_380;
}
const bool l_381 = l_mut_87 == uint64(0);
if (l_381) {
l_mut_151 = float(0.0);
} else {
l_mut_165 = uint32(0);
l_mut_60 = uint64(0);
const bool l_382 = l_mut_87 != uint64(0);
if (l_382) {
const uint32 l_383 = uint32(__clzll(int64(l_mut_87)));
const int32 l_384 = int32(l_383);
const int32 l_385 = int32(64) - l_384;
const int32 l_386 = l_385 - int32(1);
const int32 l_387 = l_386 + l_mut_40;
const int32 l_388 = l_387 + int32(127);
const int32 l_389 = int32(-149) - l_mut_40;
l_mut_25 = l_389;
const bool l_390 = l_388 >= int32(1);
if (l_390) {
const int32 l_391 = l_385 - int32(24);
l_mut_25 = l_391;
}
const bool l_392 = l_mut_25 <= int32(0);
if (l_392) {
l_mut_73 = uint32(0);
const bool l_393 = l_mut_87 != uint64(0);
if (l_393) {
const uint32 l_394 = uint32(__clzll(int64(l_mut_87)));
const int32 l_395 = int32(l_394);
const int32 l_396 = int32(64) - l_395;
const int32 l_397 = l_396 - int32(1);
const int32 l_398 = l_397 + l_mut_40;
const int32 l_399 = l_398 + int32(127);
const bool l_400 = l_399 >= int32(255);
if (l_400) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_401 = l_399 >= int32(1);
if (l_401) {
const bool l_402 = l_396 > int32(24);
if (l_402) {
const int32 l_403 = l_396 - int32(24);
const uint64 l_404 = uint64(l_403);
const uint64 l_405 = l_mut_87 >> l_404;
l_mut_36 = l_405;
} else {
const int32 l_406 = int32(24) - l_396;
const uint64 l_407 = uint64(l_406);
const uint64 l_408 = l_mut_87 << l_407;
l_mut_36 = l_408;
}
const uint32 l_409 = uint32(l_399);
const uint32 l_410 = l_409 << uint32(23);
const uint32 l_411 = uint32(l_mut_36);
const uint32 l_412 = l_411 & uint32(8388607);
const uint32 l_413 = l_410 | l_412;
l_mut_73 = l_413;
} else {
const int32 l_414 = l_mut_40 + int32(149);
const bool l_415 = l_414 >= int32(0);
if (l_415) {
const uint64 l_416 = uint64(l_414);
const uint64 l_417 = l_mut_87 << l_416;
l_mut_36 = l_417;
} else {
const int32 l_418 = int32(0) - l_414;
const uint64 l_419 = uint64(l_418);
const uint64 l_420 = l_mut_87 >> l_419;
l_mut_36 = l_420;
}
const uint32 l_421 = uint32(l_mut_36);
l_mut_73 = l_421;
}
}
}
l_mut_165 = l_mut_73;
l_mut_60 = l_mut_87;
} else {
const bool l_422 = l_mut_25 <= l_385;
if (l_422) {
const uint64 l_423 = uint64(l_mut_25);
const uint64 l_424 = l_mut_87 >> l_423;
l_mut_36 = l_424;
const uint64 l_425 = l_mut_36 << l_423;
const uint64 l_426 = l_mut_87 - l_425;
const uint64 l_427 = l_423 - uint64(1);
const uint64 l_428 = uint64(1) << l_427;
const bool l_429 = l_426 > l_428;
const bool l_430 = l_426 == l_428;
const uint64 l_431 = l_mut_36 & uint64(1);
const bool l_432 = l_431 == uint64(1);
const bool l_433 = l_430 && l_432;
const bool l_434 = l_429 || l_433;
if (l_434) {
l_mut_36 = l_mut_36 + uint64(1);
}
const uint64 l_435 = l_mut_36 << l_423;
l_mut_60 = l_435;
const int32 l_436 = l_mut_40 + l_mut_25;
l_mut_73 = uint32(0);
const bool l_437 = l_mut_36 != uint64(0);
if (l_437) {
const uint32 l_438 = uint32(__clzll(int64(l_mut_36)));
const int32 l_439 = int32(l_438);
const int32 l_440 = int32(64) - l_439;
const int32 l_441 = l_440 - int32(1);
const int32 l_442 = l_441 + l_436;
const int32 l_443 = l_442 + int32(127);
const bool l_444 = l_443 >= int32(255);
if (l_444) {
l_mut_73 = uint32(2139095040);
} else {
const bool l_445 = l_443 >= int32(1);
if (l_445) {
const bool l_446 = l_440 > int32(24);
if (l_446) {
const int32 l_447 = l_440 - int32(24);
const uint64 l_448 = uint64(l_447);
const uint64 l_449 = l_mut_36 >> l_448;
l_mut_21 = l_449;
} else {
const int32 l_450 = int32(24) - l_440;
const uint64 l_451 = uint64(l_450);
const uint64 l_452 = l_mut_36 << l_451;
l_mut_21 = l_452;
}
const uint32 l_453 = uint32(l_443);
const uint32 l_454 = l_453 << uint32(23);
const uint32 l_455 = uint32(l_mut_21);
const uint32 l_456 = l_455 & uint32(8388607);
const uint32 l_457 = l_454 | l_456;
l_mut_73 = l_457;
} else {
const int32 l_458 = l_436 + int32(149);
const bool l_459 = l_458 >= int32(0);
if (l_459) {
const uint64 l_460 = uint64(l_458);
const uint64 l_461 = l_mut_36 << l_460;
l_mut_21 = l_461;
} else {
const int32 l_462 = int32(0) - l_458;
const uint64 l_463 = uint64(l_462);
const uint64 l_464 = l_mut_36 >> l_463;
l_mut_21 = l_464;
}
const uint32 l_465 = uint32(l_mut_21);
l_mut_73 = l_465;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint32 l_466 = l_mut_165 | l_352;
const float l_467 = reinterpret_cast<float const&>(l_466);
l_mut_151 = l_467;
l_mut_468 = float(0.0);
const bool l_469 = l_mut_87 > l_mut_60;
if (l_469) {
const uint64 l_470 = l_mut_87 - l_mut_60;
l_mut_73 = uint32(0);
l_mut_36 = uint64(0);
const bool l_471 = l_470 != uint64(0);
if (l_471) {
const uint32 l_472 = uint32(__clzll(int64(l_470)));
const int32 l_473 = int32(l_472);
const int32 l_474 = int32(64) - l_473;
const int32 l_475 = l_474 - int32(1);
const int32 l_476 = l_475 + l_mut_40;
const int32 l_477 = l_476 + int32(127);
const int32 l_478 = int32(-149) - l_mut_40;
l_mut_25 = l_478;
const bool l_479 = l_477 >= int32(1);
if (l_479) {
const int32 l_480 = l_474 - int32(24);
l_mut_25 = l_480;
}
const bool l_481 = l_mut_25 <= int32(0);
if (l_481) {
l_mut_59 = uint32(0);
const bool l_482 = l_470 != uint64(0);
if (l_482) {
const uint32 l_483 = uint32(__clzll(int64(l_470)));
const int32 l_484 = int32(l_483);
const int32 l_485 = int32(64) - l_484;
const int32 l_486 = l_485 - int32(1);
const int32 l_487 = l_486 + l_mut_40;
const int32 l_488 = l_487 + int32(127);
const bool l_489 = l_488 >= int32(255);
if (l_489) {
l_mut_59 = uint32(2139095040);
} else {
const bool l_490 = l_488 >= int32(1);
if (l_490) {
const bool l_491 = l_485 > int32(24);
if (l_491) {
const int32 l_492 = l_485 - int32(24);
const uint64 l_493 = uint64(l_492);
const uint64 l_494 = l_470 >> l_493;
l_mut_21 = l_494;
} else {
const int32 l_495 = int32(24) - l_485;
const uint64 l_496 = uint64(l_495);
const uint64 l_497 = l_470 << l_496;
l_mut_21 = l_497;
}
const uint32 l_498 = uint32(l_488);
const uint32 l_499 = l_498 << uint32(23);
const uint32 l_500 = uint32(l_mut_21);
const uint32 l_501 = l_500 & uint32(8388607);
const uint32 l_502 = l_499 | l_501;
l_mut_59 = l_502;
} else {
const int32 l_503 = l_mut_40 + int32(149);
const bool l_504 = l_503 >= int32(0);
if (l_504) {
const uint64 l_505 = uint64(l_503);
const uint64 l_506 = l_470 << l_505;
l_mut_21 = l_506;
} else {
const int32 l_507 = int32(0) - l_503;
const uint64 l_508 = uint64(l_507);
const uint64 l_509 = l_470 >> l_508;
l_mut_21 = l_509;
}
const uint32 l_510 = uint32(l_mut_21);
l_mut_59 = l_510;
}
}
}
l_mut_73 = l_mut_59;
l_mut_36 = l_470;
} else {
const bool l_511 = l_mut_25 <= l_474;
if (l_511) {
const uint64 l_512 = uint64(l_mut_25);
const uint64 l_513 = l_470 >> l_512;
l_mut_21 = l_513;
const uint64 l_514 = l_mut_21 << l_512;
const uint64 l_515 = l_470 - l_514;
const uint64 l_516 = l_512 - uint64(1);
const uint64 l_517 = uint64(1) << l_516;
const bool l_518 = l_515 > l_517;
const bool l_519 = l_515 == l_517;
const uint64 l_520 = l_mut_21 & uint64(1);
const bool l_521 = l_520 == uint64(1);
const bool l_522 = l_519 && l_521;
const bool l_523 = l_518 || l_522;
if (l_523) {
l_mut_21 = l_mut_21 + uint64(1);
}
const uint64 l_524 = l_mut_21 << l_512;
l_mut_36 = l_524;
const int32 l_525 = l_mut_40 + l_mut_25;
l_mut_59 = uint32(0);
const bool l_526 = l_mut_21 != uint64(0);
if (l_526) {
const uint32 l_527 = uint32(__clzll(int64(l_mut_21)));
const int32 l_528 = int32(l_527);
const int32 l_529 = int32(64) - l_528;
const int32 l_530 = l_529 - int32(1);
const int32 l_531 = l_530 + l_525;
const int32 l_532 = l_531 + int32(127);
const bool l_533 = l_532 >= int32(255);
if (l_533) {
l_mut_59 = uint32(2139095040);
} else {
const bool l_534 = l_532 >= int32(1);
if (l_534) {
const bool l_535 = l_529 > int32(24);
if (l_535) {
const int32 l_536 = l_529 - int32(24);
const uint64 l_537 = uint64(l_536);
const uint64 l_538 = l_mut_21 >> l_537;
l_mut_539 = l_538;
} else {
const int32 l_540 = int32(24) - l_529;
const uint64 l_541 = uint64(l_540);
const uint64 l_542 = l_mut_21 << l_541;
l_mut_539 = l_542;
}
const uint32 l_543 = uint32(l_532);
const uint32 l_544 = l_543 << uint32(23);
const uint32 l_545 = uint32(l_mut_539);
const uint32 l_546 = l_545 & uint32(8388607);
const uint32 l_547 = l_544 | l_546;
l_mut_59 = l_547;
} else {
const int32 l_548 = l_525 + int32(149);
const bool l_549 = l_548 >= int32(0);
if (l_549) {
const uint64 l_550 = uint64(l_548);
const uint64 l_551 = l_mut_21 << l_550;
l_mut_539 = l_551;
} else {
const int32 l_552 = int32(0) - l_548;
const uint64 l_553 = uint64(l_552);
const uint64 l_554 = l_mut_21 >> l_553;
l_mut_539 = l_554;
}
const uint32 l_555 = uint32(l_mut_539);
l_mut_59 = l_555;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint32 l_556 = l_mut_73 | l_352;
const float l_557 = reinterpret_cast<float const&>(l_556);
l_mut_468 = l_557;
} else {
const bool l_558 = l_mut_60 > l_mut_87;
if (l_558) {
const uint64 l_559 = l_mut_60 - l_mut_87;
l_mut_73 = uint32(0);
l_mut_539 = uint64(0);
const bool l_560 = l_559 != uint64(0);
if (l_560) {
const uint32 l_561 = uint32(__clzll(int64(l_559)));
const int32 l_562 = int32(l_561);
const int32 l_563 = int32(64) - l_562;
const int32 l_564 = l_563 - int32(1);
const int32 l_565 = l_564 + l_mut_40;
const int32 l_566 = l_565 + int32(127);
const int32 l_567 = int32(-149) - l_mut_40;
l_mut_25 = l_567;
const bool l_568 = l_566 >= int32(1);
if (l_568) {
const int32 l_569 = l_563 - int32(24);
l_mut_25 = l_569;
}
const bool l_570 = l_mut_25 <= int32(0);
if (l_570) {
l_mut_59 = uint32(0);
const bool l_571 = l_559 != uint64(0);
if (l_571) {
const uint32 l_572 = uint32(__clzll(int64(l_559)));
const int32 l_573 = int32(l_572);
const int32 l_574 = int32(64) - l_573;
const int32 l_575 = l_574 - int32(1);
const int32 l_576 = l_575 + l_mut_40;
const int32 l_577 = l_576 + int32(127);
const bool l_578 = l_577 >= int32(255);
if (l_578) {
l_mut_59 = uint32(2139095040);
} else {
const bool l_579 = l_577 >= int32(1);
if (l_579) {
const bool l_580 = l_574 > int32(24);
if (l_580) {
const int32 l_581 = l_574 - int32(24);
const uint64 l_582 = uint64(l_581);
const uint64 l_583 = l_559 >> l_582;
l_mut_87 = l_583;
} else {
const int32 l_584 = int32(24) - l_574;
const uint64 l_585 = uint64(l_584);
const uint64 l_586 = l_559 << l_585;
l_mut_87 = l_586;
}
const uint32 l_587 = uint32(l_577);
const uint32 l_588 = l_587 << uint32(23);
const uint32 l_589 = uint32(l_mut_87);
const uint32 l_590 = l_589 & uint32(8388607);
const uint32 l_591 = l_588 | l_590;
l_mut_59 = l_591;
} else {
const int32 l_592 = l_mut_40 + int32(149);
const bool l_593 = l_592 >= int32(0);
if (l_593) {
const uint64 l_594 = uint64(l_592);
const uint64 l_595 = l_559 << l_594;
l_mut_87 = l_595;
} else {
const int32 l_596 = int32(0) - l_592;
const uint64 l_597 = uint64(l_596);
const uint64 l_598 = l_559 >> l_597;
l_mut_87 = l_598;
}
const uint32 l_599 = uint32(l_mut_87);
l_mut_59 = l_599;
}
}
}
l_mut_73 = l_mut_59;
l_mut_539 = l_559;
} else {
const bool l_600 = l_mut_25 <= l_563;
if (l_600) {
const uint64 l_601 = uint64(l_mut_25);
const uint64 l_602 = l_559 >> l_601;
l_mut_87 = l_602;
const uint64 l_603 = l_mut_87 << l_601;
const uint64 l_604 = l_559 - l_603;
const uint64 l_605 = l_601 - uint64(1);
const uint64 l_606 = uint64(1) << l_605;
const bool l_607 = l_604 > l_606;
const bool l_608 = l_604 == l_606;
const uint64 l_609 = l_mut_87 & uint64(1);
const bool l_610 = l_609 == uint64(1);
const bool l_611 = l_608 && l_610;
const bool l_612 = l_607 || l_611;
if (l_612) {
l_mut_87 = l_mut_87 + uint64(1);
}
const uint64 l_613 = l_mut_87 << l_601;
l_mut_539 = l_613;
const int32 l_614 = l_mut_40 + l_mut_25;
l_mut_59 = uint32(0);
const bool l_615 = l_mut_87 != uint64(0);
if (l_615) {
const uint32 l_616 = uint32(__clzll(int64(l_mut_87)));
const int32 l_617 = int32(l_616);
const int32 l_618 = int32(64) - l_617;
const int32 l_619 = l_618 - int32(1);
const int32 l_620 = l_619 + l_614;
const int32 l_621 = l_620 + int32(127);
const bool l_622 = l_621 >= int32(255);
if (l_622) {
l_mut_59 = uint32(2139095040);
} else {
const bool l_623 = l_621 >= int32(1);
if (l_623) {
const bool l_624 = l_618 > int32(24);
if (l_624) {
const int32 l_625 = l_618 - int32(24);
const uint64 l_626 = uint64(l_625);
const uint64 l_627 = l_mut_87 >> l_626;
l_mut_36 = l_627;
} else {
const int32 l_628 = int32(24) - l_618;
const uint64 l_629 = uint64(l_628);
const uint64 l_630 = l_mut_87 << l_629;
l_mut_36 = l_630;
}
const uint32 l_631 = uint32(l_621);
const uint32 l_632 = l_631 << uint32(23);
const uint32 l_633 = uint32(l_mut_36);
const uint32 l_634 = l_633 & uint32(8388607);
const uint32 l_635 = l_632 | l_634;
l_mut_59 = l_635;
} else {
const int32 l_636 = l_614 + int32(149);
const bool l_637 = l_636 >= int32(0);
if (l_637) {
const uint64 l_638 = uint64(l_636);
const uint64 l_639 = l_mut_87 << l_638;
l_mut_36 = l_639;
} else {
const int32 l_640 = int32(0) - l_636;
const uint64 l_641 = uint64(l_640);
const uint64 l_642 = l_mut_87 >> l_641;
l_mut_36 = l_642;
}
const uint32 l_643 = uint32(l_mut_36);
l_mut_59 = l_643;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint32 l_644 = l_352 ^ uint32(2147483648);
const uint32 l_645 = l_mut_73 | l_644;
const float l_646 = reinterpret_cast<float const&>(l_645);
l_mut_468 = l_646;
}
}
l_mut_368 = l_mut_468;
}
}
}
const uint32 l_690 = info.static_meta[uint32(3)];
const uint32 l_691 = l_690 * uint32(1);
const bool l_692 = l_mut_4 < l_691;
if (l_692) {
buffer_3[l_mut_4] = l_mut_151;
}
const uint32 l_647 = l_1 + l_mut_4;
const uint32 l_693 = info.static_meta[uint32(3)];
const uint32 l_694 = l_693 * uint32(1);
const bool l_695 = l_647 < l_694;
if (l_695) {
buffer_3[l_647] = l_mut_368;
}
}

}
