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
float l_mut_1090;
float l_mut_156;
float l_mut_368;
float l_mut_468;
float l_mut_50;
float l_mut_51;
float l_mut_679;
float l_mut_779;
float l_mut_990;
int32 l_mut_29;
int32 l_mut_44;
int32 l_mut_75;
uint32 l_mut_14;
uint32 l_mut_15;
uint32 l_mut_170;
uint32 l_mut_4;
uint64 l_mut_137;
uint64 l_mut_228;
uint64 l_mut_25;
uint64 l_mut_40;
uint64 l_mut_62;
uint64 l_mut_66;
uint64 l_mut_92;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_1269 = info.static_meta[uint32(2)];
const uint32 l_1270 = l_1269 * uint32(1);
const bool l_1271 = uint32(0) < l_1270;
const uint32 l_1272 = l_1270 - uint32(1);
const uint32 l_1273 = min(uint32(0), l_1272);
const float l_1274 = buffer_2[l_1273];
const float l_1275 = (l_1271) ? l_1274 : float(0.0);
const float l_2 = l_1275;
const uint32 l_1276 = info.static_meta[uint32(2)];
const uint32 l_1277 = l_1276 * uint32(1);
const bool l_1278 = uint32(1) < l_1277;
const uint32 l_1279 = l_1277 - uint32(1);
const uint32 l_1280 = min(uint32(1), l_1279);
const float l_1281 = buffer_2[l_1280];
const float l_1282 = (l_1278) ? l_1281 : float(0.0);
const float l_3 = l_1282;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_1283 = info.static_meta[uint32(0)];
const uint32 l_1284 = l_1283 * uint32(1);
const bool l_1285 = l_mut_4 < l_1284;
const uint32 l_1286 = l_1284 - uint32(1);
const uint32 l_1287 = min(l_mut_4, l_1286);
const float l_1288 = buffer_0[l_1287];
const float l_1289 = (l_1285) ? l_1288 : float(0.0);
const float l_6 = l_1289;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_1290 = info.static_meta[uint32(0)];
const uint32 l_1291 = l_1290 * uint32(1);
const bool l_1292 = l_7 < l_1291;
const uint32 l_1293 = l_1291 - uint32(1);
const uint32 l_1294 = min(l_7, l_1293);
const float l_1295 = buffer_0[l_1294];
const float l_1296 = (l_1292) ? l_1295 : float(0.0);
const float l_8 = l_1296;
const uint32 l_1297 = info.static_meta[uint32(1)];
const uint32 l_1298 = l_1297 * uint32(1);
const bool l_1299 = l_mut_4 < l_1298;
const uint32 l_1300 = l_1298 - uint32(1);
const uint32 l_1301 = min(l_mut_4, l_1300);
const float l_1302 = buffer_1[l_1301];
const float l_1303 = (l_1299) ? l_1302 : float(0.0);
const float l_9 = l_1303;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_1304 = info.static_meta[uint32(1)];
const uint32 l_1305 = l_1304 * uint32(1);
const bool l_1306 = l_10 < l_1305;
const uint32 l_1307 = l_1305 - uint32(1);
const uint32 l_1308 = min(l_10, l_1307);
const float l_1309 = buffer_1[l_1308];
const float l_1310 = (l_1306) ? l_1309 : float(0.0);
const float l_11 = l_1310;
const uint32 l_12 = reinterpret_cast<uint32 const&>(l_6);
const uint32 l_13 = reinterpret_cast<uint32 const&>(l_9);
l_mut_14 = l_12;
l_mut_15 = l_13;
const uint32 l_16 = l_13 & uint32(2147483647);
const uint32 l_17 = l_12 & uint32(2147483647);
const bool l_18 = l_16 > l_17;
if (l_18) {
l_mut_14 = l_13;
l_mut_15 = l_12;
}
const uint32 l_19 = l_mut_14 >> uint32(23);
const uint32 l_20 = l_19 & uint32(255);
const uint32 l_21 = l_mut_14 & uint32(8388607);
const bool l_22 = l_20 != uint32(0);
if (l_22) {
const uint32 l_23 = l_21 | uint32(8388608);
const uint64 l_24 = uint64(l_23);
l_mut_25 = l_24;
} else {
const uint64 l_26 = uint64(l_21);
l_mut_25 = l_26;
}
if (l_22) {
const int32 l_27 = int32(l_20);
const int32 l_28 = l_27 - int32(150);
l_mut_29 = l_28;
} else {
const int32 l_30 = int32(uint32(1));
const int32 l_31 = l_30 - int32(150);
l_mut_29 = l_31;
}
const uint32 l_32 = l_mut_14 & uint32(2147483648);
const bool l_33 = l_20 == uint32(255);
const uint32 l_34 = l_mut_15 >> uint32(23);
const uint32 l_35 = l_34 & uint32(255);
const uint32 l_36 = l_mut_15 & uint32(8388607);
const bool l_37 = l_35 != uint32(0);
if (l_37) {
const uint32 l_38 = l_36 | uint32(8388608);
const uint64 l_39 = uint64(l_38);
l_mut_40 = l_39;
} else {
const uint64 l_41 = uint64(l_36);
l_mut_40 = l_41;
}
if (l_37) {
const int32 l_42 = int32(l_35);
const int32 l_43 = l_42 - int32(150);
l_mut_44 = l_43;
} else {
const int32 l_45 = int32(uint32(1));
const int32 l_46 = l_45 - int32(150);
l_mut_44 = l_46;
}
const uint32 l_47 = l_mut_15 & uint32(2147483648);
const bool l_48 = l_35 == uint32(255);
const float l_49 = l_6 + l_9;
l_mut_50 = l_49;
l_mut_51 = float(0.0);
const bool l_52 = !l_33;
const bool l_53 = l_mut_40 != uint64(0);
const bool l_54 = l_52 && l_53;
if (l_54) {
const int32 l_55 = l_mut_29 - l_mut_44;
const bool l_56 = l_55 >= int32(26);
if (l_56) {
const float l_57 = reinterpret_cast<float const&>(l_mut_14);
l_mut_50 = l_57;
const float l_58 = reinterpret_cast<float const&>(l_mut_15);
l_mut_51 = l_58;
} else {
const uint64 l_59 = uint64(l_55);
const uint64 l_60 = l_mut_25 << l_59;
const uint64 l_61 = l_60 - l_mut_40;
l_mut_62 = l_61;
const bool l_63 = l_32 == l_47;
if (l_63) {
const uint64 l_64 = l_60 + l_mut_40;
l_mut_62 = l_64;
}
const bool l_65 = l_mut_62 == uint64(0);
if (l_65) {
l_mut_50 = float(0.0);
} else {
l_mut_15 = uint32(0);
l_mut_66 = uint64(0);
const bool l_67 = l_mut_62 != uint64(0);
if (l_67) {
const uint32 l_68 = uint32(__clzll(int64(l_mut_62)));
const int32 l_69 = int32(l_68);
const int32 l_70 = int32(64) - l_69;
const int32 l_71 = l_70 - int32(1);
const int32 l_72 = l_71 + l_mut_44;
const int32 l_73 = l_72 + int32(127);
const int32 l_74 = int32(-149) - l_mut_44;
l_mut_75 = l_74;
const bool l_76 = l_73 >= int32(1);
if (l_76) {
const int32 l_77 = l_70 - int32(24);
l_mut_75 = l_77;
}
const bool l_78 = l_mut_75 <= int32(0);
if (l_78) {
l_mut_14 = uint32(0);
const bool l_79 = l_mut_62 != uint64(0);
if (l_79) {
const uint32 l_80 = uint32(__clzll(int64(l_mut_62)));
const int32 l_81 = int32(l_80);
const int32 l_82 = int32(64) - l_81;
const int32 l_83 = l_82 - int32(1);
const int32 l_84 = l_83 + l_mut_44;
const int32 l_85 = l_84 + int32(127);
const bool l_86 = l_85 >= int32(255);
if (l_86) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_87 = l_85 >= int32(1);
if (l_87) {
const bool l_88 = l_82 > int32(24);
if (l_88) {
const int32 l_89 = l_82 - int32(24);
const uint64 l_90 = uint64(l_89);
const uint64 l_91 = l_mut_62 >> l_90;
l_mut_92 = l_91;
} else {
const int32 l_93 = int32(24) - l_82;
const uint64 l_94 = uint64(l_93);
const uint64 l_95 = l_mut_62 << l_94;
l_mut_92 = l_95;
}
const uint32 l_96 = uint32(l_85);
const uint32 l_97 = l_96 << uint32(23);
const uint32 l_98 = uint32(l_mut_92);
const uint32 l_99 = l_98 & uint32(8388607);
const uint32 l_100 = l_97 | l_99;
l_mut_14 = l_100;
} else {
const int32 l_101 = l_mut_44 + int32(149);
const bool l_102 = l_101 >= int32(0);
if (l_102) {
const uint64 l_103 = uint64(l_101);
const uint64 l_104 = l_mut_62 << l_103;
l_mut_92 = l_104;
} else {
const int32 l_105 = int32(0) - l_101;
const uint64 l_106 = uint64(l_105);
const uint64 l_107 = l_mut_62 >> l_106;
l_mut_92 = l_107;
}
const uint32 l_108 = uint32(l_mut_92);
l_mut_14 = l_108;
}
}
}
l_mut_15 = l_mut_14;
l_mut_66 = l_mut_62;
} else {
const bool l_109 = l_mut_75 <= l_70;
if (l_109) {
const uint64 l_110 = uint64(l_mut_75);
const uint64 l_111 = l_mut_62 >> l_110;
l_mut_92 = l_111;
const uint64 l_112 = l_mut_92 << l_110;
const uint64 l_113 = l_mut_62 - l_112;
const uint64 l_114 = l_110 - uint64(1);
const uint64 l_115 = uint64(1) << l_114;
const bool l_116 = l_113 > l_115;
const bool l_117 = l_113 == l_115;
const uint64 l_118 = l_mut_92 & uint64(1);
const bool l_119 = l_118 == uint64(1);
const bool l_120 = l_117 && l_119;
const bool l_121 = l_116 || l_120;
if (l_121) {
l_mut_92 = l_mut_92 + uint64(1);
}
const uint64 l_122 = l_mut_92 << l_110;
l_mut_66 = l_122;
const int32 l_123 = l_mut_44 + l_mut_75;
l_mut_14 = uint32(0);
const bool l_124 = l_mut_92 != uint64(0);
if (l_124) {
const uint32 l_125 = uint32(__clzll(int64(l_mut_92)));
const int32 l_126 = int32(l_125);
const int32 l_127 = int32(64) - l_126;
const int32 l_128 = l_127 - int32(1);
const int32 l_129 = l_128 + l_123;
const int32 l_130 = l_129 + int32(127);
const bool l_131 = l_130 >= int32(255);
if (l_131) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_132 = l_130 >= int32(1);
if (l_132) {
const bool l_133 = l_127 > int32(24);
if (l_133) {
const int32 l_134 = l_127 - int32(24);
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_mut_92 >> l_135;
l_mut_137 = l_136;
} else {
const int32 l_138 = int32(24) - l_127;
const uint64 l_139 = uint64(l_138);
const uint64 l_140 = l_mut_92 << l_139;
l_mut_137 = l_140;
}
const uint32 l_141 = uint32(l_130);
const uint32 l_142 = l_141 << uint32(23);
const uint32 l_143 = uint32(l_mut_137);
const uint32 l_144 = l_143 & uint32(8388607);
const uint32 l_145 = l_142 | l_144;
l_mut_14 = l_145;
} else {
const int32 l_146 = l_123 + int32(149);
const bool l_147 = l_146 >= int32(0);
if (l_147) {
const uint64 l_148 = uint64(l_146);
const uint64 l_149 = l_mut_92 << l_148;
l_mut_137 = l_149;
} else {
const int32 l_150 = int32(0) - l_146;
const uint64 l_151 = uint64(l_150);
const uint64 l_152 = l_mut_92 >> l_151;
l_mut_137 = l_152;
}
const uint32 l_153 = uint32(l_mut_137);
l_mut_14 = l_153;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_154 = l_mut_15 | l_32;
const float l_155 = reinterpret_cast<float const&>(l_154);
l_mut_50 = l_155;
l_mut_156 = float(0.0);
const bool l_157 = l_mut_62 > l_mut_66;
if (l_157) {
const uint64 l_158 = l_mut_62 - l_mut_66;
l_mut_14 = uint32(0);
l_mut_137 = uint64(0);
const bool l_159 = l_158 != uint64(0);
if (l_159) {
const uint32 l_160 = uint32(__clzll(int64(l_158)));
const int32 l_161 = int32(l_160);
const int32 l_162 = int32(64) - l_161;
const int32 l_163 = l_162 - int32(1);
const int32 l_164 = l_163 + l_mut_44;
const int32 l_165 = l_164 + int32(127);
const int32 l_166 = int32(-149) - l_mut_44;
l_mut_75 = l_166;
const bool l_167 = l_165 >= int32(1);
if (l_167) {
const int32 l_168 = l_162 - int32(24);
l_mut_75 = l_168;
}
const bool l_169 = l_mut_75 <= int32(0);
if (l_169) {
l_mut_170 = uint32(0);
const bool l_171 = l_158 != uint64(0);
if (l_171) {
const uint32 l_172 = uint32(__clzll(int64(l_158)));
const int32 l_173 = int32(l_172);
const int32 l_174 = int32(64) - l_173;
const int32 l_175 = l_174 - int32(1);
const int32 l_176 = l_175 + l_mut_44;
const int32 l_177 = l_176 + int32(127);
const bool l_178 = l_177 >= int32(255);
if (l_178) {
l_mut_170 = uint32(2139095040);
} else {
const bool l_179 = l_177 >= int32(1);
if (l_179) {
const bool l_180 = l_174 > int32(24);
if (l_180) {
const int32 l_181 = l_174 - int32(24);
const uint64 l_182 = uint64(l_181);
const uint64 l_183 = l_158 >> l_182;
l_mut_92 = l_183;
} else {
const int32 l_184 = int32(24) - l_174;
const uint64 l_185 = uint64(l_184);
const uint64 l_186 = l_158 << l_185;
l_mut_92 = l_186;
}
const uint32 l_187 = uint32(l_177);
const uint32 l_188 = l_187 << uint32(23);
const uint32 l_189 = uint32(l_mut_92);
const uint32 l_190 = l_189 & uint32(8388607);
const uint32 l_191 = l_188 | l_190;
l_mut_170 = l_191;
} else {
const int32 l_192 = l_mut_44 + int32(149);
const bool l_193 = l_192 >= int32(0);
if (l_193) {
const uint64 l_194 = uint64(l_192);
const uint64 l_195 = l_158 << l_194;
l_mut_92 = l_195;
} else {
const int32 l_196 = int32(0) - l_192;
const uint64 l_197 = uint64(l_196);
const uint64 l_198 = l_158 >> l_197;
l_mut_92 = l_198;
}
const uint32 l_199 = uint32(l_mut_92);
l_mut_170 = l_199;
}
}
}
l_mut_14 = l_mut_170;
l_mut_137 = l_158;
} else {
const bool l_200 = l_mut_75 <= l_162;
if (l_200) {
const uint64 l_201 = uint64(l_mut_75);
const uint64 l_202 = l_158 >> l_201;
l_mut_92 = l_202;
const uint64 l_203 = l_mut_92 << l_201;
const uint64 l_204 = l_158 - l_203;
const uint64 l_205 = l_201 - uint64(1);
const uint64 l_206 = uint64(1) << l_205;
const bool l_207 = l_204 > l_206;
const bool l_208 = l_204 == l_206;
const uint64 l_209 = l_mut_92 & uint64(1);
const bool l_210 = l_209 == uint64(1);
const bool l_211 = l_208 && l_210;
const bool l_212 = l_207 || l_211;
if (l_212) {
l_mut_92 = l_mut_92 + uint64(1);
}
const uint64 l_213 = l_mut_92 << l_201;
l_mut_137 = l_213;
const int32 l_214 = l_mut_44 + l_mut_75;
l_mut_170 = uint32(0);
const bool l_215 = l_mut_92 != uint64(0);
if (l_215) {
const uint32 l_216 = uint32(__clzll(int64(l_mut_92)));
const int32 l_217 = int32(l_216);
const int32 l_218 = int32(64) - l_217;
const int32 l_219 = l_218 - int32(1);
const int32 l_220 = l_219 + l_214;
const int32 l_221 = l_220 + int32(127);
const bool l_222 = l_221 >= int32(255);
if (l_222) {
l_mut_170 = uint32(2139095040);
} else {
const bool l_223 = l_221 >= int32(1);
if (l_223) {
const bool l_224 = l_218 > int32(24);
if (l_224) {
const int32 l_225 = l_218 - int32(24);
const uint64 l_226 = uint64(l_225);
const uint64 l_227 = l_mut_92 >> l_226;
l_mut_228 = l_227;
} else {
const int32 l_229 = int32(24) - l_218;
const uint64 l_230 = uint64(l_229);
const uint64 l_231 = l_mut_92 << l_230;
l_mut_228 = l_231;
}
const uint32 l_232 = uint32(l_221);
const uint32 l_233 = l_232 << uint32(23);
const uint32 l_234 = uint32(l_mut_228);
const uint32 l_235 = l_234 & uint32(8388607);
const uint32 l_236 = l_233 | l_235;
l_mut_170 = l_236;
} else {
const int32 l_237 = l_214 + int32(149);
const bool l_238 = l_237 >= int32(0);
if (l_238) {
const uint64 l_239 = uint64(l_237);
const uint64 l_240 = l_mut_92 << l_239;
l_mut_228 = l_240;
} else {
const int32 l_241 = int32(0) - l_237;
const uint64 l_242 = uint64(l_241);
const uint64 l_243 = l_mut_92 >> l_242;
l_mut_228 = l_243;
}
const uint32 l_244 = uint32(l_mut_228);
l_mut_170 = l_244;
}
}
}
l_mut_14 = l_mut_170;
}
}
}
const uint32 l_245 = l_mut_14 | l_32;
const float l_246 = reinterpret_cast<float const&>(l_245);
l_mut_156 = l_246;
} else {
const bool l_247 = l_mut_66 > l_mut_62;
if (l_247) {
const uint64 l_248 = l_mut_66 - l_mut_62;
l_mut_170 = uint32(0);
l_mut_228 = uint64(0);
const bool l_249 = l_248 != uint64(0);
if (l_249) {
const uint32 l_250 = uint32(__clzll(int64(l_248)));
const int32 l_251 = int32(l_250);
const int32 l_252 = int32(64) - l_251;
const int32 l_253 = l_252 - int32(1);
const int32 l_254 = l_253 + l_mut_44;
const int32 l_255 = l_254 + int32(127);
const int32 l_256 = int32(-149) - l_mut_44;
l_mut_75 = l_256;
const bool l_257 = l_255 >= int32(1);
if (l_257) {
const int32 l_258 = l_252 - int32(24);
l_mut_75 = l_258;
}
const bool l_259 = l_mut_75 <= int32(0);
if (l_259) {
l_mut_14 = uint32(0);
const bool l_260 = l_248 != uint64(0);
if (l_260) {
const uint32 l_261 = uint32(__clzll(int64(l_248)));
const int32 l_262 = int32(l_261);
const int32 l_263 = int32(64) - l_262;
const int32 l_264 = l_263 - int32(1);
const int32 l_265 = l_264 + l_mut_44;
const int32 l_266 = l_265 + int32(127);
const bool l_267 = l_266 >= int32(255);
if (l_267) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_268 = l_266 >= int32(1);
if (l_268) {
const bool l_269 = l_263 > int32(24);
if (l_269) {
const int32 l_270 = l_263 - int32(24);
const uint64 l_271 = uint64(l_270);
const uint64 l_272 = l_248 >> l_271;
l_mut_137 = l_272;
} else {
const int32 l_273 = int32(24) - l_263;
const uint64 l_274 = uint64(l_273);
const uint64 l_275 = l_248 << l_274;
l_mut_137 = l_275;
}
const uint32 l_276 = uint32(l_266);
const uint32 l_277 = l_276 << uint32(23);
const uint32 l_278 = uint32(l_mut_137);
const uint32 l_279 = l_278 & uint32(8388607);
const uint32 l_280 = l_277 | l_279;
l_mut_14 = l_280;
} else {
const int32 l_281 = l_mut_44 + int32(149);
const bool l_282 = l_281 >= int32(0);
if (l_282) {
const uint64 l_283 = uint64(l_281);
const uint64 l_284 = l_248 << l_283;
l_mut_137 = l_284;
} else {
const int32 l_285 = int32(0) - l_281;
const uint64 l_286 = uint64(l_285);
const uint64 l_287 = l_248 >> l_286;
l_mut_137 = l_287;
}
const uint32 l_288 = uint32(l_mut_137);
l_mut_14 = l_288;
}
}
}
l_mut_170 = l_mut_14;
l_mut_228 = l_248;
} else {
const bool l_289 = l_mut_75 <= l_252;
if (l_289) {
const uint64 l_290 = uint64(l_mut_75);
const uint64 l_291 = l_248 >> l_290;
l_mut_137 = l_291;
const uint64 l_292 = l_mut_137 << l_290;
const uint64 l_293 = l_248 - l_292;
const uint64 l_294 = l_290 - uint64(1);
const uint64 l_295 = uint64(1) << l_294;
const bool l_296 = l_293 > l_295;
const bool l_297 = l_293 == l_295;
const uint64 l_298 = l_mut_137 & uint64(1);
const bool l_299 = l_298 == uint64(1);
const bool l_300 = l_297 && l_299;
const bool l_301 = l_296 || l_300;
if (l_301) {
l_mut_137 = l_mut_137 + uint64(1);
}
const uint64 l_302 = l_mut_137 << l_290;
l_mut_228 = l_302;
const int32 l_303 = l_mut_44 + l_mut_75;
l_mut_14 = uint32(0);
const bool l_304 = l_mut_137 != uint64(0);
if (l_304) {
const uint32 l_305 = uint32(__clzll(int64(l_mut_137)));
const int32 l_306 = int32(l_305);
const int32 l_307 = int32(64) - l_306;
const int32 l_308 = l_307 - int32(1);
const int32 l_309 = l_308 + l_303;
const int32 l_310 = l_309 + int32(127);
const bool l_311 = l_310 >= int32(255);
if (l_311) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_312 = l_310 >= int32(1);
if (l_312) {
const bool l_313 = l_307 > int32(24);
if (l_313) {
const int32 l_314 = l_307 - int32(24);
const uint64 l_315 = uint64(l_314);
const uint64 l_316 = l_mut_137 >> l_315;
l_mut_92 = l_316;
} else {
const int32 l_317 = int32(24) - l_307;
const uint64 l_318 = uint64(l_317);
const uint64 l_319 = l_mut_137 << l_318;
l_mut_92 = l_319;
}
const uint32 l_320 = uint32(l_310);
const uint32 l_321 = l_320 << uint32(23);
const uint32 l_322 = uint32(l_mut_92);
const uint32 l_323 = l_322 & uint32(8388607);
const uint32 l_324 = l_321 | l_323;
l_mut_14 = l_324;
} else {
const int32 l_325 = l_303 + int32(149);
const bool l_326 = l_325 >= int32(0);
if (l_326) {
const uint64 l_327 = uint64(l_325);
const uint64 l_328 = l_mut_137 << l_327;
l_mut_92 = l_328;
} else {
const int32 l_329 = int32(0) - l_325;
const uint64 l_330 = uint64(l_329);
const uint64 l_331 = l_mut_137 >> l_330;
l_mut_92 = l_331;
}
const uint32 l_332 = uint32(l_mut_92);
l_mut_14 = l_332;
}
}
}
l_mut_170 = l_mut_14;
}
}
}
const uint32 l_333 = l_32 ^ uint32(2147483648);
const uint32 l_334 = l_mut_170 | l_333;
const float l_335 = reinterpret_cast<float const&>(l_334);
l_mut_156 = l_335;
}
}
l_mut_51 = l_mut_156;
}
}
}
const uint32 l_336 = reinterpret_cast<uint32 const&>(l_8);
const uint32 l_337 = reinterpret_cast<uint32 const&>(l_11);
l_mut_170 = l_336;
l_mut_15 = l_337;
const uint32 l_338 = l_337 & uint32(2147483647);
const uint32 l_339 = l_336 & uint32(2147483647);
const bool l_340 = l_338 > l_339;
if (l_340) {
l_mut_170 = l_337;
l_mut_15 = l_336;
}
const uint32 l_341 = l_mut_170 >> uint32(23);
const uint32 l_342 = l_341 & uint32(255);
const uint32 l_343 = l_mut_170 & uint32(8388607);
const bool l_344 = l_342 != uint32(0);
if (l_344) {
const uint32 l_345 = l_343 | uint32(8388608);
const uint64 l_346 = uint64(l_345);
l_mut_228 = l_346;
} else {
const uint64 l_347 = uint64(l_343);
l_mut_228 = l_347;
}
if (l_344) {
const int32 l_348 = int32(l_342);
const int32 l_349 = l_348 - int32(150);
l_mut_75 = l_349;
} else {
const int32 l_350 = int32(uint32(1));
const int32 l_351 = l_350 - int32(150);
l_mut_75 = l_351;
}
const uint32 l_352 = l_mut_170 & uint32(2147483648);
const bool l_353 = l_342 == uint32(255);
const uint32 l_354 = l_mut_15 >> uint32(23);
const uint32 l_355 = l_354 & uint32(255);
const uint32 l_356 = l_mut_15 & uint32(8388607);
const bool l_357 = l_355 != uint32(0);
if (l_357) {
const uint32 l_358 = l_356 | uint32(8388608);
const uint64 l_359 = uint64(l_358);
l_mut_137 = l_359;
} else {
const uint64 l_360 = uint64(l_356);
l_mut_137 = l_360;
}
if (l_357) {
const int32 l_361 = int32(l_355);
const int32 l_362 = l_361 - int32(150);
l_mut_44 = l_362;
} else {
const int32 l_363 = int32(uint32(1));
const int32 l_364 = l_363 - int32(150);
l_mut_44 = l_364;
}
const uint32 l_365 = l_mut_15 & uint32(2147483648);
const bool l_366 = l_355 == uint32(255);
const float l_367 = l_8 + l_11;
l_mut_156 = l_367;
l_mut_368 = float(0.0);
const bool l_369 = !l_353;
const bool l_370 = l_mut_137 != uint64(0);
const bool l_371 = l_369 && l_370;
if (l_371) {
const int32 l_372 = l_mut_75 - l_mut_44;
const bool l_373 = l_372 >= int32(26);
if (l_373) {
const float l_374 = reinterpret_cast<float const&>(l_mut_170);
l_mut_156 = l_374;
const float l_375 = reinterpret_cast<float const&>(l_mut_15);
l_mut_368 = l_375;
} else {
const uint64 l_376 = uint64(l_372);
const uint64 l_377 = l_mut_228 << l_376;
const uint64 l_378 = l_377 - l_mut_137;
l_mut_92 = l_378;
const bool l_379 = l_352 == l_365;
if (l_379) {
const uint64 l_380 = l_377 + l_mut_137;
l_mut_92 = l_380;
}
const bool l_381 = l_mut_92 == uint64(0);
if (l_381) {
l_mut_156 = float(0.0);
} else {
l_mut_170 = uint32(0);
l_mut_66 = uint64(0);
const bool l_382 = l_mut_92 != uint64(0);
if (l_382) {
const uint32 l_383 = uint32(__clzll(int64(l_mut_92)));
const int32 l_384 = int32(l_383);
const int32 l_385 = int32(64) - l_384;
const int32 l_386 = l_385 - int32(1);
const int32 l_387 = l_386 + l_mut_44;
const int32 l_388 = l_387 + int32(127);
const int32 l_389 = int32(-149) - l_mut_44;
l_mut_29 = l_389;
const bool l_390 = l_388 >= int32(1);
if (l_390) {
const int32 l_391 = l_385 - int32(24);
l_mut_29 = l_391;
}
const bool l_392 = l_mut_29 <= int32(0);
if (l_392) {
l_mut_15 = uint32(0);
const bool l_393 = l_mut_92 != uint64(0);
if (l_393) {
const uint32 l_394 = uint32(__clzll(int64(l_mut_92)));
const int32 l_395 = int32(l_394);
const int32 l_396 = int32(64) - l_395;
const int32 l_397 = l_396 - int32(1);
const int32 l_398 = l_397 + l_mut_44;
const int32 l_399 = l_398 + int32(127);
const bool l_400 = l_399 >= int32(255);
if (l_400) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_401 = l_399 >= int32(1);
if (l_401) {
const bool l_402 = l_396 > int32(24);
if (l_402) {
const int32 l_403 = l_396 - int32(24);
const uint64 l_404 = uint64(l_403);
const uint64 l_405 = l_mut_92 >> l_404;
l_mut_62 = l_405;
} else {
const int32 l_406 = int32(24) - l_396;
const uint64 l_407 = uint64(l_406);
const uint64 l_408 = l_mut_92 << l_407;
l_mut_62 = l_408;
}
const uint32 l_409 = uint32(l_399);
const uint32 l_410 = l_409 << uint32(23);
const uint32 l_411 = uint32(l_mut_62);
const uint32 l_412 = l_411 & uint32(8388607);
const uint32 l_413 = l_410 | l_412;
l_mut_15 = l_413;
} else {
const int32 l_414 = l_mut_44 + int32(149);
const bool l_415 = l_414 >= int32(0);
if (l_415) {
const uint64 l_416 = uint64(l_414);
const uint64 l_417 = l_mut_92 << l_416;
l_mut_62 = l_417;
} else {
const int32 l_418 = int32(0) - l_414;
const uint64 l_419 = uint64(l_418);
const uint64 l_420 = l_mut_92 >> l_419;
l_mut_62 = l_420;
}
const uint32 l_421 = uint32(l_mut_62);
l_mut_15 = l_421;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_422 = l_mut_29 <= l_385;
if (l_422) {
const uint64 l_423 = uint64(l_mut_29);
const uint64 l_424 = l_mut_92 >> l_423;
l_mut_62 = l_424;
const uint64 l_425 = l_mut_62 << l_423;
const uint64 l_426 = l_mut_92 - l_425;
const uint64 l_427 = l_423 - uint64(1);
const uint64 l_428 = uint64(1) << l_427;
const bool l_429 = l_426 > l_428;
const bool l_430 = l_426 == l_428;
const uint64 l_431 = l_mut_62 & uint64(1);
const bool l_432 = l_431 == uint64(1);
const bool l_433 = l_430 && l_432;
const bool l_434 = l_429 || l_433;
if (l_434) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_435 = l_mut_62 << l_423;
l_mut_66 = l_435;
const int32 l_436 = l_mut_44 + l_mut_29;
l_mut_15 = uint32(0);
const bool l_437 = l_mut_62 != uint64(0);
if (l_437) {
const uint32 l_438 = uint32(__clzll(int64(l_mut_62)));
const int32 l_439 = int32(l_438);
const int32 l_440 = int32(64) - l_439;
const int32 l_441 = l_440 - int32(1);
const int32 l_442 = l_441 + l_436;
const int32 l_443 = l_442 + int32(127);
const bool l_444 = l_443 >= int32(255);
if (l_444) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_445 = l_443 >= int32(1);
if (l_445) {
const bool l_446 = l_440 > int32(24);
if (l_446) {
const int32 l_447 = l_440 - int32(24);
const uint64 l_448 = uint64(l_447);
const uint64 l_449 = l_mut_62 >> l_448;
l_mut_40 = l_449;
} else {
const int32 l_450 = int32(24) - l_440;
const uint64 l_451 = uint64(l_450);
const uint64 l_452 = l_mut_62 << l_451;
l_mut_40 = l_452;
}
const uint32 l_453 = uint32(l_443);
const uint32 l_454 = l_453 << uint32(23);
const uint32 l_455 = uint32(l_mut_40);
const uint32 l_456 = l_455 & uint32(8388607);
const uint32 l_457 = l_454 | l_456;
l_mut_15 = l_457;
} else {
const int32 l_458 = l_436 + int32(149);
const bool l_459 = l_458 >= int32(0);
if (l_459) {
const uint64 l_460 = uint64(l_458);
const uint64 l_461 = l_mut_62 << l_460;
l_mut_40 = l_461;
} else {
const int32 l_462 = int32(0) - l_458;
const uint64 l_463 = uint64(l_462);
const uint64 l_464 = l_mut_62 >> l_463;
l_mut_40 = l_464;
}
const uint32 l_465 = uint32(l_mut_40);
l_mut_15 = l_465;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint32 l_466 = l_mut_170 | l_352;
const float l_467 = reinterpret_cast<float const&>(l_466);
l_mut_156 = l_467;
l_mut_468 = float(0.0);
const bool l_469 = l_mut_92 > l_mut_66;
if (l_469) {
const uint64 l_470 = l_mut_92 - l_mut_66;
l_mut_15 = uint32(0);
l_mut_62 = uint64(0);
const bool l_471 = l_470 != uint64(0);
if (l_471) {
const uint32 l_472 = uint32(__clzll(int64(l_470)));
const int32 l_473 = int32(l_472);
const int32 l_474 = int32(64) - l_473;
const int32 l_475 = l_474 - int32(1);
const int32 l_476 = l_475 + l_mut_44;
const int32 l_477 = l_476 + int32(127);
const int32 l_478 = int32(-149) - l_mut_44;
l_mut_29 = l_478;
const bool l_479 = l_477 >= int32(1);
if (l_479) {
const int32 l_480 = l_474 - int32(24);
l_mut_29 = l_480;
}
const bool l_481 = l_mut_29 <= int32(0);
if (l_481) {
l_mut_14 = uint32(0);
const bool l_482 = l_470 != uint64(0);
if (l_482) {
const uint32 l_483 = uint32(__clzll(int64(l_470)));
const int32 l_484 = int32(l_483);
const int32 l_485 = int32(64) - l_484;
const int32 l_486 = l_485 - int32(1);
const int32 l_487 = l_486 + l_mut_44;
const int32 l_488 = l_487 + int32(127);
const bool l_489 = l_488 >= int32(255);
if (l_489) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_490 = l_488 >= int32(1);
if (l_490) {
const bool l_491 = l_485 > int32(24);
if (l_491) {
const int32 l_492 = l_485 - int32(24);
const uint64 l_493 = uint64(l_492);
const uint64 l_494 = l_470 >> l_493;
l_mut_40 = l_494;
} else {
const int32 l_495 = int32(24) - l_485;
const uint64 l_496 = uint64(l_495);
const uint64 l_497 = l_470 << l_496;
l_mut_40 = l_497;
}
const uint32 l_498 = uint32(l_488);
const uint32 l_499 = l_498 << uint32(23);
const uint32 l_500 = uint32(l_mut_40);
const uint32 l_501 = l_500 & uint32(8388607);
const uint32 l_502 = l_499 | l_501;
l_mut_14 = l_502;
} else {
const int32 l_503 = l_mut_44 + int32(149);
const bool l_504 = l_503 >= int32(0);
if (l_504) {
const uint64 l_505 = uint64(l_503);
const uint64 l_506 = l_470 << l_505;
l_mut_40 = l_506;
} else {
const int32 l_507 = int32(0) - l_503;
const uint64 l_508 = uint64(l_507);
const uint64 l_509 = l_470 >> l_508;
l_mut_40 = l_509;
}
const uint32 l_510 = uint32(l_mut_40);
l_mut_14 = l_510;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_470;
} else {
const bool l_511 = l_mut_29 <= l_474;
if (l_511) {
const uint64 l_512 = uint64(l_mut_29);
const uint64 l_513 = l_470 >> l_512;
l_mut_40 = l_513;
const uint64 l_514 = l_mut_40 << l_512;
const uint64 l_515 = l_470 - l_514;
const uint64 l_516 = l_512 - uint64(1);
const uint64 l_517 = uint64(1) << l_516;
const bool l_518 = l_515 > l_517;
const bool l_519 = l_515 == l_517;
const uint64 l_520 = l_mut_40 & uint64(1);
const bool l_521 = l_520 == uint64(1);
const bool l_522 = l_519 && l_521;
const bool l_523 = l_518 || l_522;
if (l_523) {
l_mut_40 = l_mut_40 + uint64(1);
}
const uint64 l_524 = l_mut_40 << l_512;
l_mut_62 = l_524;
const int32 l_525 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_526 = l_mut_40 != uint64(0);
if (l_526) {
const uint32 l_527 = uint32(__clzll(int64(l_mut_40)));
const int32 l_528 = int32(l_527);
const int32 l_529 = int32(64) - l_528;
const int32 l_530 = l_529 - int32(1);
const int32 l_531 = l_530 + l_525;
const int32 l_532 = l_531 + int32(127);
const bool l_533 = l_532 >= int32(255);
if (l_533) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_534 = l_532 >= int32(1);
if (l_534) {
const bool l_535 = l_529 > int32(24);
if (l_535) {
const int32 l_536 = l_529 - int32(24);
const uint64 l_537 = uint64(l_536);
const uint64 l_538 = l_mut_40 >> l_537;
l_mut_25 = l_538;
} else {
const int32 l_539 = int32(24) - l_529;
const uint64 l_540 = uint64(l_539);
const uint64 l_541 = l_mut_40 << l_540;
l_mut_25 = l_541;
}
const uint32 l_542 = uint32(l_532);
const uint32 l_543 = l_542 << uint32(23);
const uint32 l_544 = uint32(l_mut_25);
const uint32 l_545 = l_544 & uint32(8388607);
const uint32 l_546 = l_543 | l_545;
l_mut_14 = l_546;
} else {
const int32 l_547 = l_525 + int32(149);
const bool l_548 = l_547 >= int32(0);
if (l_548) {
const uint64 l_549 = uint64(l_547);
const uint64 l_550 = l_mut_40 << l_549;
l_mut_25 = l_550;
} else {
const int32 l_551 = int32(0) - l_547;
const uint64 l_552 = uint64(l_551);
const uint64 l_553 = l_mut_40 >> l_552;
l_mut_25 = l_553;
}
const uint32 l_554 = uint32(l_mut_25);
l_mut_14 = l_554;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_555 = l_mut_15 | l_352;
const float l_556 = reinterpret_cast<float const&>(l_555);
l_mut_468 = l_556;
} else {
const bool l_557 = l_mut_66 > l_mut_92;
if (l_557) {
const uint64 l_558 = l_mut_66 - l_mut_92;
l_mut_15 = uint32(0);
l_mut_92 = uint64(0);
const bool l_559 = l_558 != uint64(0);
if (l_559) {
const uint32 l_560 = uint32(__clzll(int64(l_558)));
const int32 l_561 = int32(l_560);
const int32 l_562 = int32(64) - l_561;
const int32 l_563 = l_562 - int32(1);
const int32 l_564 = l_563 + l_mut_44;
const int32 l_565 = l_564 + int32(127);
const int32 l_566 = int32(-149) - l_mut_44;
l_mut_29 = l_566;
const bool l_567 = l_565 >= int32(1);
if (l_567) {
const int32 l_568 = l_562 - int32(24);
l_mut_29 = l_568;
}
const bool l_569 = l_mut_29 <= int32(0);
if (l_569) {
l_mut_14 = uint32(0);
const bool l_570 = l_558 != uint64(0);
if (l_570) {
const uint32 l_571 = uint32(__clzll(int64(l_558)));
const int32 l_572 = int32(l_571);
const int32 l_573 = int32(64) - l_572;
const int32 l_574 = l_573 - int32(1);
const int32 l_575 = l_574 + l_mut_44;
const int32 l_576 = l_575 + int32(127);
const bool l_577 = l_576 >= int32(255);
if (l_577) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_578 = l_576 >= int32(1);
if (l_578) {
const bool l_579 = l_573 > int32(24);
if (l_579) {
const int32 l_580 = l_573 - int32(24);
const uint64 l_581 = uint64(l_580);
const uint64 l_582 = l_558 >> l_581;
l_mut_62 = l_582;
} else {
const int32 l_583 = int32(24) - l_573;
const uint64 l_584 = uint64(l_583);
const uint64 l_585 = l_558 << l_584;
l_mut_62 = l_585;
}
const uint32 l_586 = uint32(l_576);
const uint32 l_587 = l_586 << uint32(23);
const uint32 l_588 = uint32(l_mut_62);
const uint32 l_589 = l_588 & uint32(8388607);
const uint32 l_590 = l_587 | l_589;
l_mut_14 = l_590;
} else {
const int32 l_591 = l_mut_44 + int32(149);
const bool l_592 = l_591 >= int32(0);
if (l_592) {
const uint64 l_593 = uint64(l_591);
const uint64 l_594 = l_558 << l_593;
l_mut_62 = l_594;
} else {
const int32 l_595 = int32(0) - l_591;
const uint64 l_596 = uint64(l_595);
const uint64 l_597 = l_558 >> l_596;
l_mut_62 = l_597;
}
const uint32 l_598 = uint32(l_mut_62);
l_mut_14 = l_598;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_558;
} else {
const bool l_599 = l_mut_29 <= l_562;
if (l_599) {
const uint64 l_600 = uint64(l_mut_29);
const uint64 l_601 = l_558 >> l_600;
l_mut_62 = l_601;
const uint64 l_602 = l_mut_62 << l_600;
const uint64 l_603 = l_558 - l_602;
const uint64 l_604 = l_600 - uint64(1);
const uint64 l_605 = uint64(1) << l_604;
const bool l_606 = l_603 > l_605;
const bool l_607 = l_603 == l_605;
const uint64 l_608 = l_mut_62 & uint64(1);
const bool l_609 = l_608 == uint64(1);
const bool l_610 = l_607 && l_609;
const bool l_611 = l_606 || l_610;
if (l_611) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_612 = l_mut_62 << l_600;
l_mut_92 = l_612;
const int32 l_613 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_614 = l_mut_62 != uint64(0);
if (l_614) {
const uint32 l_615 = uint32(__clzll(int64(l_mut_62)));
const int32 l_616 = int32(l_615);
const int32 l_617 = int32(64) - l_616;
const int32 l_618 = l_617 - int32(1);
const int32 l_619 = l_618 + l_613;
const int32 l_620 = l_619 + int32(127);
const bool l_621 = l_620 >= int32(255);
if (l_621) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_622 = l_620 >= int32(1);
if (l_622) {
const bool l_623 = l_617 > int32(24);
if (l_623) {
const int32 l_624 = l_617 - int32(24);
const uint64 l_625 = uint64(l_624);
const uint64 l_626 = l_mut_62 >> l_625;
l_mut_40 = l_626;
} else {
const int32 l_627 = int32(24) - l_617;
const uint64 l_628 = uint64(l_627);
const uint64 l_629 = l_mut_62 << l_628;
l_mut_40 = l_629;
}
const uint32 l_630 = uint32(l_620);
const uint32 l_631 = l_630 << uint32(23);
const uint32 l_632 = uint32(l_mut_40);
const uint32 l_633 = l_632 & uint32(8388607);
const uint32 l_634 = l_631 | l_633;
l_mut_14 = l_634;
} else {
const int32 l_635 = l_613 + int32(149);
const bool l_636 = l_635 >= int32(0);
if (l_636) {
const uint64 l_637 = uint64(l_635);
const uint64 l_638 = l_mut_62 << l_637;
l_mut_40 = l_638;
} else {
const int32 l_639 = int32(0) - l_635;
const uint64 l_640 = uint64(l_639);
const uint64 l_641 = l_mut_62 >> l_640;
l_mut_40 = l_641;
}
const uint32 l_642 = uint32(l_mut_40);
l_mut_14 = l_642;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_643 = l_352 ^ uint32(2147483648);
const uint32 l_644 = l_mut_15 | l_643;
const float l_645 = reinterpret_cast<float const&>(l_644);
l_mut_468 = l_645;
}
}
l_mut_368 = l_mut_468;
}
}
}
const float l_646 = l_mut_51 + l_mut_156;
const uint32 l_647 = reinterpret_cast<uint32 const&>(l_mut_50);
const uint32 l_648 = reinterpret_cast<uint32 const&>(l_646);
l_mut_170 = l_647;
l_mut_15 = l_648;
const uint32 l_649 = l_648 & uint32(2147483647);
const uint32 l_650 = l_647 & uint32(2147483647);
const bool l_651 = l_649 > l_650;
if (l_651) {
l_mut_170 = l_648;
l_mut_15 = l_647;
}
const uint32 l_652 = l_mut_170 >> uint32(23);
const uint32 l_653 = l_652 & uint32(255);
const uint32 l_654 = l_mut_170 & uint32(8388607);
const bool l_655 = l_653 != uint32(0);
if (l_655) {
const uint32 l_656 = l_654 | uint32(8388608);
const uint64 l_657 = uint64(l_656);
l_mut_228 = l_657;
} else {
const uint64 l_658 = uint64(l_654);
l_mut_228 = l_658;
}
if (l_655) {
const int32 l_659 = int32(l_653);
const int32 l_660 = l_659 - int32(150);
l_mut_75 = l_660;
} else {
const int32 l_661 = int32(uint32(1));
const int32 l_662 = l_661 - int32(150);
l_mut_75 = l_662;
}
const uint32 l_663 = l_mut_170 & uint32(2147483648);
const bool l_664 = l_653 == uint32(255);
const uint32 l_665 = l_mut_15 >> uint32(23);
const uint32 l_666 = l_665 & uint32(255);
const uint32 l_667 = l_mut_15 & uint32(8388607);
const bool l_668 = l_666 != uint32(0);
if (l_668) {
const uint32 l_669 = l_667 | uint32(8388608);
const uint64 l_670 = uint64(l_669);
l_mut_137 = l_670;
} else {
const uint64 l_671 = uint64(l_667);
l_mut_137 = l_671;
}
if (l_668) {
const int32 l_672 = int32(l_666);
const int32 l_673 = l_672 - int32(150);
l_mut_44 = l_673;
} else {
const int32 l_674 = int32(uint32(1));
const int32 l_675 = l_674 - int32(150);
l_mut_44 = l_675;
}
const uint32 l_676 = l_mut_15 & uint32(2147483648);
const bool l_677 = l_666 == uint32(255);
const float l_678 = l_mut_50 + l_646;
l_mut_468 = l_678;
l_mut_679 = float(0.0);
const bool l_680 = !l_664;
const bool l_681 = l_mut_137 != uint64(0);
const bool l_682 = l_680 && l_681;
if (l_682) {
const int32 l_683 = l_mut_75 - l_mut_44;
const bool l_684 = l_683 >= int32(26);
if (l_684) {
const float l_685 = reinterpret_cast<float const&>(l_mut_170);
l_mut_468 = l_685;
const float l_686 = reinterpret_cast<float const&>(l_mut_15);
l_mut_679 = l_686;
} else {
const uint64 l_687 = uint64(l_683);
const uint64 l_688 = l_mut_228 << l_687;
const uint64 l_689 = l_688 - l_mut_137;
l_mut_92 = l_689;
const bool l_690 = l_663 == l_676;
if (l_690) {
const uint64 l_691 = l_688 + l_mut_137;
l_mut_92 = l_691;
}
const bool l_692 = l_mut_92 == uint64(0);
if (l_692) {
l_mut_468 = float(0.0);
} else {
l_mut_170 = uint32(0);
l_mut_66 = uint64(0);
const bool l_693 = l_mut_92 != uint64(0);
if (l_693) {
const uint32 l_694 = uint32(__clzll(int64(l_mut_92)));
const int32 l_695 = int32(l_694);
const int32 l_696 = int32(64) - l_695;
const int32 l_697 = l_696 - int32(1);
const int32 l_698 = l_697 + l_mut_44;
const int32 l_699 = l_698 + int32(127);
const int32 l_700 = int32(-149) - l_mut_44;
l_mut_29 = l_700;
const bool l_701 = l_699 >= int32(1);
if (l_701) {
const int32 l_702 = l_696 - int32(24);
l_mut_29 = l_702;
}
const bool l_703 = l_mut_29 <= int32(0);
if (l_703) {
l_mut_15 = uint32(0);
const bool l_704 = l_mut_92 != uint64(0);
if (l_704) {
const uint32 l_705 = uint32(__clzll(int64(l_mut_92)));
const int32 l_706 = int32(l_705);
const int32 l_707 = int32(64) - l_706;
const int32 l_708 = l_707 - int32(1);
const int32 l_709 = l_708 + l_mut_44;
const int32 l_710 = l_709 + int32(127);
const bool l_711 = l_710 >= int32(255);
if (l_711) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_712 = l_710 >= int32(1);
if (l_712) {
const bool l_713 = l_707 > int32(24);
if (l_713) {
const int32 l_714 = l_707 - int32(24);
const uint64 l_715 = uint64(l_714);
const uint64 l_716 = l_mut_92 >> l_715;
l_mut_62 = l_716;
} else {
const int32 l_717 = int32(24) - l_707;
const uint64 l_718 = uint64(l_717);
const uint64 l_719 = l_mut_92 << l_718;
l_mut_62 = l_719;
}
const uint32 l_720 = uint32(l_710);
const uint32 l_721 = l_720 << uint32(23);
const uint32 l_722 = uint32(l_mut_62);
const uint32 l_723 = l_722 & uint32(8388607);
const uint32 l_724 = l_721 | l_723;
l_mut_15 = l_724;
} else {
const int32 l_725 = l_mut_44 + int32(149);
const bool l_726 = l_725 >= int32(0);
if (l_726) {
const uint64 l_727 = uint64(l_725);
const uint64 l_728 = l_mut_92 << l_727;
l_mut_62 = l_728;
} else {
const int32 l_729 = int32(0) - l_725;
const uint64 l_730 = uint64(l_729);
const uint64 l_731 = l_mut_92 >> l_730;
l_mut_62 = l_731;
}
const uint32 l_732 = uint32(l_mut_62);
l_mut_15 = l_732;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_733 = l_mut_29 <= l_696;
if (l_733) {
const uint64 l_734 = uint64(l_mut_29);
const uint64 l_735 = l_mut_92 >> l_734;
l_mut_62 = l_735;
const uint64 l_736 = l_mut_62 << l_734;
const uint64 l_737 = l_mut_92 - l_736;
const uint64 l_738 = l_734 - uint64(1);
const uint64 l_739 = uint64(1) << l_738;
const bool l_740 = l_737 > l_739;
const bool l_741 = l_737 == l_739;
const uint64 l_742 = l_mut_62 & uint64(1);
const bool l_743 = l_742 == uint64(1);
const bool l_744 = l_741 && l_743;
const bool l_745 = l_740 || l_744;
if (l_745) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_746 = l_mut_62 << l_734;
l_mut_66 = l_746;
const int32 l_747 = l_mut_44 + l_mut_29;
l_mut_15 = uint32(0);
const bool l_748 = l_mut_62 != uint64(0);
if (l_748) {
const uint32 l_749 = uint32(__clzll(int64(l_mut_62)));
const int32 l_750 = int32(l_749);
const int32 l_751 = int32(64) - l_750;
const int32 l_752 = l_751 - int32(1);
const int32 l_753 = l_752 + l_747;
const int32 l_754 = l_753 + int32(127);
const bool l_755 = l_754 >= int32(255);
if (l_755) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_756 = l_754 >= int32(1);
if (l_756) {
const bool l_757 = l_751 > int32(24);
if (l_757) {
const int32 l_758 = l_751 - int32(24);
const uint64 l_759 = uint64(l_758);
const uint64 l_760 = l_mut_62 >> l_759;
l_mut_40 = l_760;
} else {
const int32 l_761 = int32(24) - l_751;
const uint64 l_762 = uint64(l_761);
const uint64 l_763 = l_mut_62 << l_762;
l_mut_40 = l_763;
}
const uint32 l_764 = uint32(l_754);
const uint32 l_765 = l_764 << uint32(23);
const uint32 l_766 = uint32(l_mut_40);
const uint32 l_767 = l_766 & uint32(8388607);
const uint32 l_768 = l_765 | l_767;
l_mut_15 = l_768;
} else {
const int32 l_769 = l_747 + int32(149);
const bool l_770 = l_769 >= int32(0);
if (l_770) {
const uint64 l_771 = uint64(l_769);
const uint64 l_772 = l_mut_62 << l_771;
l_mut_40 = l_772;
} else {
const int32 l_773 = int32(0) - l_769;
const uint64 l_774 = uint64(l_773);
const uint64 l_775 = l_mut_62 >> l_774;
l_mut_40 = l_775;
}
const uint32 l_776 = uint32(l_mut_40);
l_mut_15 = l_776;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint32 l_777 = l_mut_170 | l_663;
const float l_778 = reinterpret_cast<float const&>(l_777);
l_mut_468 = l_778;
l_mut_779 = float(0.0);
const bool l_780 = l_mut_92 > l_mut_66;
if (l_780) {
const uint64 l_781 = l_mut_92 - l_mut_66;
l_mut_15 = uint32(0);
l_mut_62 = uint64(0);
const bool l_782 = l_781 != uint64(0);
if (l_782) {
const uint32 l_783 = uint32(__clzll(int64(l_781)));
const int32 l_784 = int32(l_783);
const int32 l_785 = int32(64) - l_784;
const int32 l_786 = l_785 - int32(1);
const int32 l_787 = l_786 + l_mut_44;
const int32 l_788 = l_787 + int32(127);
const int32 l_789 = int32(-149) - l_mut_44;
l_mut_29 = l_789;
const bool l_790 = l_788 >= int32(1);
if (l_790) {
const int32 l_791 = l_785 - int32(24);
l_mut_29 = l_791;
}
const bool l_792 = l_mut_29 <= int32(0);
if (l_792) {
l_mut_14 = uint32(0);
const bool l_793 = l_781 != uint64(0);
if (l_793) {
const uint32 l_794 = uint32(__clzll(int64(l_781)));
const int32 l_795 = int32(l_794);
const int32 l_796 = int32(64) - l_795;
const int32 l_797 = l_796 - int32(1);
const int32 l_798 = l_797 + l_mut_44;
const int32 l_799 = l_798 + int32(127);
const bool l_800 = l_799 >= int32(255);
if (l_800) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_801 = l_799 >= int32(1);
if (l_801) {
const bool l_802 = l_796 > int32(24);
if (l_802) {
const int32 l_803 = l_796 - int32(24);
const uint64 l_804 = uint64(l_803);
const uint64 l_805 = l_781 >> l_804;
l_mut_40 = l_805;
} else {
const int32 l_806 = int32(24) - l_796;
const uint64 l_807 = uint64(l_806);
const uint64 l_808 = l_781 << l_807;
l_mut_40 = l_808;
}
const uint32 l_809 = uint32(l_799);
const uint32 l_810 = l_809 << uint32(23);
const uint32 l_811 = uint32(l_mut_40);
const uint32 l_812 = l_811 & uint32(8388607);
const uint32 l_813 = l_810 | l_812;
l_mut_14 = l_813;
} else {
const int32 l_814 = l_mut_44 + int32(149);
const bool l_815 = l_814 >= int32(0);
if (l_815) {
const uint64 l_816 = uint64(l_814);
const uint64 l_817 = l_781 << l_816;
l_mut_40 = l_817;
} else {
const int32 l_818 = int32(0) - l_814;
const uint64 l_819 = uint64(l_818);
const uint64 l_820 = l_781 >> l_819;
l_mut_40 = l_820;
}
const uint32 l_821 = uint32(l_mut_40);
l_mut_14 = l_821;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_781;
} else {
const bool l_822 = l_mut_29 <= l_785;
if (l_822) {
const uint64 l_823 = uint64(l_mut_29);
const uint64 l_824 = l_781 >> l_823;
l_mut_40 = l_824;
const uint64 l_825 = l_mut_40 << l_823;
const uint64 l_826 = l_781 - l_825;
const uint64 l_827 = l_823 - uint64(1);
const uint64 l_828 = uint64(1) << l_827;
const bool l_829 = l_826 > l_828;
const bool l_830 = l_826 == l_828;
const uint64 l_831 = l_mut_40 & uint64(1);
const bool l_832 = l_831 == uint64(1);
const bool l_833 = l_830 && l_832;
const bool l_834 = l_829 || l_833;
if (l_834) {
l_mut_40 = l_mut_40 + uint64(1);
}
const uint64 l_835 = l_mut_40 << l_823;
l_mut_62 = l_835;
const int32 l_836 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_837 = l_mut_40 != uint64(0);
if (l_837) {
const uint32 l_838 = uint32(__clzll(int64(l_mut_40)));
const int32 l_839 = int32(l_838);
const int32 l_840 = int32(64) - l_839;
const int32 l_841 = l_840 - int32(1);
const int32 l_842 = l_841 + l_836;
const int32 l_843 = l_842 + int32(127);
const bool l_844 = l_843 >= int32(255);
if (l_844) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_845 = l_843 >= int32(1);
if (l_845) {
const bool l_846 = l_840 > int32(24);
if (l_846) {
const int32 l_847 = l_840 - int32(24);
const uint64 l_848 = uint64(l_847);
const uint64 l_849 = l_mut_40 >> l_848;
l_mut_25 = l_849;
} else {
const int32 l_850 = int32(24) - l_840;
const uint64 l_851 = uint64(l_850);
const uint64 l_852 = l_mut_40 << l_851;
l_mut_25 = l_852;
}
const uint32 l_853 = uint32(l_843);
const uint32 l_854 = l_853 << uint32(23);
const uint32 l_855 = uint32(l_mut_25);
const uint32 l_856 = l_855 & uint32(8388607);
const uint32 l_857 = l_854 | l_856;
l_mut_14 = l_857;
} else {
const int32 l_858 = l_836 + int32(149);
const bool l_859 = l_858 >= int32(0);
if (l_859) {
const uint64 l_860 = uint64(l_858);
const uint64 l_861 = l_mut_40 << l_860;
l_mut_25 = l_861;
} else {
const int32 l_862 = int32(0) - l_858;
const uint64 l_863 = uint64(l_862);
const uint64 l_864 = l_mut_40 >> l_863;
l_mut_25 = l_864;
}
const uint32 l_865 = uint32(l_mut_25);
l_mut_14 = l_865;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_866 = l_mut_15 | l_663;
const float l_867 = reinterpret_cast<float const&>(l_866);
l_mut_779 = l_867;
} else {
const bool l_868 = l_mut_66 > l_mut_92;
if (l_868) {
const uint64 l_869 = l_mut_66 - l_mut_92;
l_mut_15 = uint32(0);
l_mut_92 = uint64(0);
const bool l_870 = l_869 != uint64(0);
if (l_870) {
const uint32 l_871 = uint32(__clzll(int64(l_869)));
const int32 l_872 = int32(l_871);
const int32 l_873 = int32(64) - l_872;
const int32 l_874 = l_873 - int32(1);
const int32 l_875 = l_874 + l_mut_44;
const int32 l_876 = l_875 + int32(127);
const int32 l_877 = int32(-149) - l_mut_44;
l_mut_29 = l_877;
const bool l_878 = l_876 >= int32(1);
if (l_878) {
const int32 l_879 = l_873 - int32(24);
l_mut_29 = l_879;
}
const bool l_880 = l_mut_29 <= int32(0);
if (l_880) {
l_mut_14 = uint32(0);
const bool l_881 = l_869 != uint64(0);
if (l_881) {
const uint32 l_882 = uint32(__clzll(int64(l_869)));
const int32 l_883 = int32(l_882);
const int32 l_884 = int32(64) - l_883;
const int32 l_885 = l_884 - int32(1);
const int32 l_886 = l_885 + l_mut_44;
const int32 l_887 = l_886 + int32(127);
const bool l_888 = l_887 >= int32(255);
if (l_888) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_889 = l_887 >= int32(1);
if (l_889) {
const bool l_890 = l_884 > int32(24);
if (l_890) {
const int32 l_891 = l_884 - int32(24);
const uint64 l_892 = uint64(l_891);
const uint64 l_893 = l_869 >> l_892;
l_mut_62 = l_893;
} else {
const int32 l_894 = int32(24) - l_884;
const uint64 l_895 = uint64(l_894);
const uint64 l_896 = l_869 << l_895;
l_mut_62 = l_896;
}
const uint32 l_897 = uint32(l_887);
const uint32 l_898 = l_897 << uint32(23);
const uint32 l_899 = uint32(l_mut_62);
const uint32 l_900 = l_899 & uint32(8388607);
const uint32 l_901 = l_898 | l_900;
l_mut_14 = l_901;
} else {
const int32 l_902 = l_mut_44 + int32(149);
const bool l_903 = l_902 >= int32(0);
if (l_903) {
const uint64 l_904 = uint64(l_902);
const uint64 l_905 = l_869 << l_904;
l_mut_62 = l_905;
} else {
const int32 l_906 = int32(0) - l_902;
const uint64 l_907 = uint64(l_906);
const uint64 l_908 = l_869 >> l_907;
l_mut_62 = l_908;
}
const uint32 l_909 = uint32(l_mut_62);
l_mut_14 = l_909;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_869;
} else {
const bool l_910 = l_mut_29 <= l_873;
if (l_910) {
const uint64 l_911 = uint64(l_mut_29);
const uint64 l_912 = l_869 >> l_911;
l_mut_62 = l_912;
const uint64 l_913 = l_mut_62 << l_911;
const uint64 l_914 = l_869 - l_913;
const uint64 l_915 = l_911 - uint64(1);
const uint64 l_916 = uint64(1) << l_915;
const bool l_917 = l_914 > l_916;
const bool l_918 = l_914 == l_916;
const uint64 l_919 = l_mut_62 & uint64(1);
const bool l_920 = l_919 == uint64(1);
const bool l_921 = l_918 && l_920;
const bool l_922 = l_917 || l_921;
if (l_922) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_923 = l_mut_62 << l_911;
l_mut_92 = l_923;
const int32 l_924 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_925 = l_mut_62 != uint64(0);
if (l_925) {
const uint32 l_926 = uint32(__clzll(int64(l_mut_62)));
const int32 l_927 = int32(l_926);
const int32 l_928 = int32(64) - l_927;
const int32 l_929 = l_928 - int32(1);
const int32 l_930 = l_929 + l_924;
const int32 l_931 = l_930 + int32(127);
const bool l_932 = l_931 >= int32(255);
if (l_932) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_933 = l_931 >= int32(1);
if (l_933) {
const bool l_934 = l_928 > int32(24);
if (l_934) {
const int32 l_935 = l_928 - int32(24);
const uint64 l_936 = uint64(l_935);
const uint64 l_937 = l_mut_62 >> l_936;
l_mut_40 = l_937;
} else {
const int32 l_938 = int32(24) - l_928;
const uint64 l_939 = uint64(l_938);
const uint64 l_940 = l_mut_62 << l_939;
l_mut_40 = l_940;
}
const uint32 l_941 = uint32(l_931);
const uint32 l_942 = l_941 << uint32(23);
const uint32 l_943 = uint32(l_mut_40);
const uint32 l_944 = l_943 & uint32(8388607);
const uint32 l_945 = l_942 | l_944;
l_mut_14 = l_945;
} else {
const int32 l_946 = l_924 + int32(149);
const bool l_947 = l_946 >= int32(0);
if (l_947) {
const uint64 l_948 = uint64(l_946);
const uint64 l_949 = l_mut_62 << l_948;
l_mut_40 = l_949;
} else {
const int32 l_950 = int32(0) - l_946;
const uint64 l_951 = uint64(l_950);
const uint64 l_952 = l_mut_62 >> l_951;
l_mut_40 = l_952;
}
const uint32 l_953 = uint32(l_mut_40);
l_mut_14 = l_953;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_954 = l_663 ^ uint32(2147483648);
const uint32 l_955 = l_mut_15 | l_954;
const float l_956 = reinterpret_cast<float const&>(l_955);
l_mut_779 = l_956;
}
}
l_mut_679 = l_mut_779;
}
}
}
const float l_957 = l_mut_368 + l_mut_679;
const uint32 l_958 = reinterpret_cast<uint32 const&>(l_mut_468);
const uint32 l_959 = reinterpret_cast<uint32 const&>(l_957);
l_mut_170 = l_958;
l_mut_15 = l_959;
const uint32 l_960 = l_959 & uint32(2147483647);
const uint32 l_961 = l_958 & uint32(2147483647);
const bool l_962 = l_960 > l_961;
if (l_962) {
l_mut_170 = l_959;
l_mut_15 = l_958;
}
const uint32 l_963 = l_mut_170 >> uint32(23);
const uint32 l_964 = l_963 & uint32(255);
const uint32 l_965 = l_mut_170 & uint32(8388607);
const bool l_966 = l_964 != uint32(0);
if (l_966) {
const uint32 l_967 = l_965 | uint32(8388608);
const uint64 l_968 = uint64(l_967);
l_mut_228 = l_968;
} else {
const uint64 l_969 = uint64(l_965);
l_mut_228 = l_969;
}
if (l_966) {
const int32 l_970 = int32(l_964);
const int32 l_971 = l_970 - int32(150);
l_mut_75 = l_971;
} else {
const int32 l_972 = int32(uint32(1));
const int32 l_973 = l_972 - int32(150);
l_mut_75 = l_973;
}
const uint32 l_974 = l_mut_170 & uint32(2147483648);
const bool l_975 = l_964 == uint32(255);
const uint32 l_976 = l_mut_15 >> uint32(23);
const uint32 l_977 = l_976 & uint32(255);
const uint32 l_978 = l_mut_15 & uint32(8388607);
const bool l_979 = l_977 != uint32(0);
if (l_979) {
const uint32 l_980 = l_978 | uint32(8388608);
const uint64 l_981 = uint64(l_980);
l_mut_137 = l_981;
} else {
const uint64 l_982 = uint64(l_978);
l_mut_137 = l_982;
}
if (l_979) {
const int32 l_983 = int32(l_977);
const int32 l_984 = l_983 - int32(150);
l_mut_44 = l_984;
} else {
const int32 l_985 = int32(uint32(1));
const int32 l_986 = l_985 - int32(150);
l_mut_44 = l_986;
}
const uint32 l_987 = l_mut_15 & uint32(2147483648);
const bool l_988 = l_977 == uint32(255);
const float l_989 = l_mut_468 + l_957;
l_mut_779 = l_989;
l_mut_990 = float(0.0);
const bool l_991 = !l_975;
const bool l_992 = l_mut_137 != uint64(0);
const bool l_993 = l_991 && l_992;
if (l_993) {
const int32 l_994 = l_mut_75 - l_mut_44;
const bool l_995 = l_994 >= int32(26);
if (l_995) {
const float l_996 = reinterpret_cast<float const&>(l_mut_170);
l_mut_779 = l_996;
const float l_997 = reinterpret_cast<float const&>(l_mut_15);
l_mut_990 = l_997;
} else {
const uint64 l_998 = uint64(l_994);
const uint64 l_999 = l_mut_228 << l_998;
const uint64 l_1000 = l_999 - l_mut_137;
l_mut_92 = l_1000;
const bool l_1001 = l_974 == l_987;
if (l_1001) {
const uint64 l_1002 = l_999 + l_mut_137;
l_mut_92 = l_1002;
}
const bool l_1003 = l_mut_92 == uint64(0);
if (l_1003) {
l_mut_779 = float(0.0);
} else {
l_mut_170 = uint32(0);
l_mut_66 = uint64(0);
const bool l_1004 = l_mut_92 != uint64(0);
if (l_1004) {
const uint32 l_1005 = uint32(__clzll(int64(l_mut_92)));
const int32 l_1006 = int32(l_1005);
const int32 l_1007 = int32(64) - l_1006;
const int32 l_1008 = l_1007 - int32(1);
const int32 l_1009 = l_1008 + l_mut_44;
const int32 l_1010 = l_1009 + int32(127);
const int32 l_1011 = int32(-149) - l_mut_44;
l_mut_29 = l_1011;
const bool l_1012 = l_1010 >= int32(1);
if (l_1012) {
const int32 l_1013 = l_1007 - int32(24);
l_mut_29 = l_1013;
}
const bool l_1014 = l_mut_29 <= int32(0);
if (l_1014) {
l_mut_15 = uint32(0);
const bool l_1015 = l_mut_92 != uint64(0);
if (l_1015) {
const uint32 l_1016 = uint32(__clzll(int64(l_mut_92)));
const int32 l_1017 = int32(l_1016);
const int32 l_1018 = int32(64) - l_1017;
const int32 l_1019 = l_1018 - int32(1);
const int32 l_1020 = l_1019 + l_mut_44;
const int32 l_1021 = l_1020 + int32(127);
const bool l_1022 = l_1021 >= int32(255);
if (l_1022) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_1023 = l_1021 >= int32(1);
if (l_1023) {
const bool l_1024 = l_1018 > int32(24);
if (l_1024) {
const int32 l_1025 = l_1018 - int32(24);
const uint64 l_1026 = uint64(l_1025);
const uint64 l_1027 = l_mut_92 >> l_1026;
l_mut_62 = l_1027;
} else {
const int32 l_1028 = int32(24) - l_1018;
const uint64 l_1029 = uint64(l_1028);
const uint64 l_1030 = l_mut_92 << l_1029;
l_mut_62 = l_1030;
}
const uint32 l_1031 = uint32(l_1021);
const uint32 l_1032 = l_1031 << uint32(23);
const uint32 l_1033 = uint32(l_mut_62);
const uint32 l_1034 = l_1033 & uint32(8388607);
const uint32 l_1035 = l_1032 | l_1034;
l_mut_15 = l_1035;
} else {
const int32 l_1036 = l_mut_44 + int32(149);
const bool l_1037 = l_1036 >= int32(0);
if (l_1037) {
const uint64 l_1038 = uint64(l_1036);
const uint64 l_1039 = l_mut_92 << l_1038;
l_mut_62 = l_1039;
} else {
const int32 l_1040 = int32(0) - l_1036;
const uint64 l_1041 = uint64(l_1040);
const uint64 l_1042 = l_mut_92 >> l_1041;
l_mut_62 = l_1042;
}
const uint32 l_1043 = uint32(l_mut_62);
l_mut_15 = l_1043;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1044 = l_mut_29 <= l_1007;
if (l_1044) {
const uint64 l_1045 = uint64(l_mut_29);
const uint64 l_1046 = l_mut_92 >> l_1045;
l_mut_62 = l_1046;
const uint64 l_1047 = l_mut_62 << l_1045;
const uint64 l_1048 = l_mut_92 - l_1047;
const uint64 l_1049 = l_1045 - uint64(1);
const uint64 l_1050 = uint64(1) << l_1049;
const bool l_1051 = l_1048 > l_1050;
const bool l_1052 = l_1048 == l_1050;
const uint64 l_1053 = l_mut_62 & uint64(1);
const bool l_1054 = l_1053 == uint64(1);
const bool l_1055 = l_1052 && l_1054;
const bool l_1056 = l_1051 || l_1055;
if (l_1056) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_1057 = l_mut_62 << l_1045;
l_mut_66 = l_1057;
const int32 l_1058 = l_mut_44 + l_mut_29;
l_mut_15 = uint32(0);
const bool l_1059 = l_mut_62 != uint64(0);
if (l_1059) {
const uint32 l_1060 = uint32(__clzll(int64(l_mut_62)));
const int32 l_1061 = int32(l_1060);
const int32 l_1062 = int32(64) - l_1061;
const int32 l_1063 = l_1062 - int32(1);
const int32 l_1064 = l_1063 + l_1058;
const int32 l_1065 = l_1064 + int32(127);
const bool l_1066 = l_1065 >= int32(255);
if (l_1066) {
l_mut_15 = uint32(2139095040);
} else {
const bool l_1067 = l_1065 >= int32(1);
if (l_1067) {
const bool l_1068 = l_1062 > int32(24);
if (l_1068) {
const int32 l_1069 = l_1062 - int32(24);
const uint64 l_1070 = uint64(l_1069);
const uint64 l_1071 = l_mut_62 >> l_1070;
l_mut_40 = l_1071;
} else {
const int32 l_1072 = int32(24) - l_1062;
const uint64 l_1073 = uint64(l_1072);
const uint64 l_1074 = l_mut_62 << l_1073;
l_mut_40 = l_1074;
}
const uint32 l_1075 = uint32(l_1065);
const uint32 l_1076 = l_1075 << uint32(23);
const uint32 l_1077 = uint32(l_mut_40);
const uint32 l_1078 = l_1077 & uint32(8388607);
const uint32 l_1079 = l_1076 | l_1078;
l_mut_15 = l_1079;
} else {
const int32 l_1080 = l_1058 + int32(149);
const bool l_1081 = l_1080 >= int32(0);
if (l_1081) {
const uint64 l_1082 = uint64(l_1080);
const uint64 l_1083 = l_mut_62 << l_1082;
l_mut_40 = l_1083;
} else {
const int32 l_1084 = int32(0) - l_1080;
const uint64 l_1085 = uint64(l_1084);
const uint64 l_1086 = l_mut_62 >> l_1085;
l_mut_40 = l_1086;
}
const uint32 l_1087 = uint32(l_mut_40);
l_mut_15 = l_1087;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint32 l_1088 = l_mut_170 | l_974;
const float l_1089 = reinterpret_cast<float const&>(l_1088);
l_mut_779 = l_1089;
l_mut_1090 = float(0.0);
const bool l_1091 = l_mut_92 > l_mut_66;
if (l_1091) {
const uint64 l_1092 = l_mut_92 - l_mut_66;
l_mut_15 = uint32(0);
l_mut_62 = uint64(0);
const bool l_1093 = l_1092 != uint64(0);
if (l_1093) {
const uint32 l_1094 = uint32(__clzll(int64(l_1092)));
const int32 l_1095 = int32(l_1094);
const int32 l_1096 = int32(64) - l_1095;
const int32 l_1097 = l_1096 - int32(1);
const int32 l_1098 = l_1097 + l_mut_44;
const int32 l_1099 = l_1098 + int32(127);
const int32 l_1100 = int32(-149) - l_mut_44;
l_mut_29 = l_1100;
const bool l_1101 = l_1099 >= int32(1);
if (l_1101) {
const int32 l_1102 = l_1096 - int32(24);
l_mut_29 = l_1102;
}
const bool l_1103 = l_mut_29 <= int32(0);
if (l_1103) {
l_mut_14 = uint32(0);
const bool l_1104 = l_1092 != uint64(0);
if (l_1104) {
const uint32 l_1105 = uint32(__clzll(int64(l_1092)));
const int32 l_1106 = int32(l_1105);
const int32 l_1107 = int32(64) - l_1106;
const int32 l_1108 = l_1107 - int32(1);
const int32 l_1109 = l_1108 + l_mut_44;
const int32 l_1110 = l_1109 + int32(127);
const bool l_1111 = l_1110 >= int32(255);
if (l_1111) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_1112 = l_1110 >= int32(1);
if (l_1112) {
const bool l_1113 = l_1107 > int32(24);
if (l_1113) {
const int32 l_1114 = l_1107 - int32(24);
const uint64 l_1115 = uint64(l_1114);
const uint64 l_1116 = l_1092 >> l_1115;
l_mut_40 = l_1116;
} else {
const int32 l_1117 = int32(24) - l_1107;
const uint64 l_1118 = uint64(l_1117);
const uint64 l_1119 = l_1092 << l_1118;
l_mut_40 = l_1119;
}
const uint32 l_1120 = uint32(l_1110);
const uint32 l_1121 = l_1120 << uint32(23);
const uint32 l_1122 = uint32(l_mut_40);
const uint32 l_1123 = l_1122 & uint32(8388607);
const uint32 l_1124 = l_1121 | l_1123;
l_mut_14 = l_1124;
} else {
const int32 l_1125 = l_mut_44 + int32(149);
const bool l_1126 = l_1125 >= int32(0);
if (l_1126) {
const uint64 l_1127 = uint64(l_1125);
const uint64 l_1128 = l_1092 << l_1127;
l_mut_40 = l_1128;
} else {
const int32 l_1129 = int32(0) - l_1125;
const uint64 l_1130 = uint64(l_1129);
const uint64 l_1131 = l_1092 >> l_1130;
l_mut_40 = l_1131;
}
const uint32 l_1132 = uint32(l_mut_40);
l_mut_14 = l_1132;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1092;
} else {
const bool l_1133 = l_mut_29 <= l_1096;
if (l_1133) {
const uint64 l_1134 = uint64(l_mut_29);
const uint64 l_1135 = l_1092 >> l_1134;
l_mut_40 = l_1135;
const uint64 l_1136 = l_mut_40 << l_1134;
const uint64 l_1137 = l_1092 - l_1136;
const uint64 l_1138 = l_1134 - uint64(1);
const uint64 l_1139 = uint64(1) << l_1138;
const bool l_1140 = l_1137 > l_1139;
const bool l_1141 = l_1137 == l_1139;
const uint64 l_1142 = l_mut_40 & uint64(1);
const bool l_1143 = l_1142 == uint64(1);
const bool l_1144 = l_1141 && l_1143;
const bool l_1145 = l_1140 || l_1144;
if (l_1145) {
l_mut_40 = l_mut_40 + uint64(1);
}
const uint64 l_1146 = l_mut_40 << l_1134;
l_mut_62 = l_1146;
const int32 l_1147 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_1148 = l_mut_40 != uint64(0);
if (l_1148) {
const uint32 l_1149 = uint32(__clzll(int64(l_mut_40)));
const int32 l_1150 = int32(l_1149);
const int32 l_1151 = int32(64) - l_1150;
const int32 l_1152 = l_1151 - int32(1);
const int32 l_1153 = l_1152 + l_1147;
const int32 l_1154 = l_1153 + int32(127);
const bool l_1155 = l_1154 >= int32(255);
if (l_1155) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_1156 = l_1154 >= int32(1);
if (l_1156) {
const bool l_1157 = l_1151 > int32(24);
if (l_1157) {
const int32 l_1158 = l_1151 - int32(24);
const uint64 l_1159 = uint64(l_1158);
const uint64 l_1160 = l_mut_40 >> l_1159;
l_mut_25 = l_1160;
} else {
const int32 l_1161 = int32(24) - l_1151;
const uint64 l_1162 = uint64(l_1161);
const uint64 l_1163 = l_mut_40 << l_1162;
l_mut_25 = l_1163;
}
const uint32 l_1164 = uint32(l_1154);
const uint32 l_1165 = l_1164 << uint32(23);
const uint32 l_1166 = uint32(l_mut_25);
const uint32 l_1167 = l_1166 & uint32(8388607);
const uint32 l_1168 = l_1165 | l_1167;
l_mut_14 = l_1168;
} else {
const int32 l_1169 = l_1147 + int32(149);
const bool l_1170 = l_1169 >= int32(0);
if (l_1170) {
const uint64 l_1171 = uint64(l_1169);
const uint64 l_1172 = l_mut_40 << l_1171;
l_mut_25 = l_1172;
} else {
const int32 l_1173 = int32(0) - l_1169;
const uint64 l_1174 = uint64(l_1173);
const uint64 l_1175 = l_mut_40 >> l_1174;
l_mut_25 = l_1175;
}
const uint32 l_1176 = uint32(l_mut_25);
l_mut_14 = l_1176;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_1177 = l_mut_15 | l_974;
const float l_1178 = reinterpret_cast<float const&>(l_1177);
l_mut_1090 = l_1178;
} else {
const bool l_1179 = l_mut_66 > l_mut_92;
if (l_1179) {
const uint64 l_1180 = l_mut_66 - l_mut_92;
l_mut_15 = uint32(0);
l_mut_92 = uint64(0);
const bool l_1181 = l_1180 != uint64(0);
if (l_1181) {
const uint32 l_1182 = uint32(__clzll(int64(l_1180)));
const int32 l_1183 = int32(l_1182);
const int32 l_1184 = int32(64) - l_1183;
const int32 l_1185 = l_1184 - int32(1);
const int32 l_1186 = l_1185 + l_mut_44;
const int32 l_1187 = l_1186 + int32(127);
const int32 l_1188 = int32(-149) - l_mut_44;
l_mut_29 = l_1188;
const bool l_1189 = l_1187 >= int32(1);
if (l_1189) {
const int32 l_1190 = l_1184 - int32(24);
l_mut_29 = l_1190;
}
const bool l_1191 = l_mut_29 <= int32(0);
if (l_1191) {
l_mut_14 = uint32(0);
const bool l_1192 = l_1180 != uint64(0);
if (l_1192) {
const uint32 l_1193 = uint32(__clzll(int64(l_1180)));
const int32 l_1194 = int32(l_1193);
const int32 l_1195 = int32(64) - l_1194;
const int32 l_1196 = l_1195 - int32(1);
const int32 l_1197 = l_1196 + l_mut_44;
const int32 l_1198 = l_1197 + int32(127);
const bool l_1199 = l_1198 >= int32(255);
if (l_1199) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_1200 = l_1198 >= int32(1);
if (l_1200) {
const bool l_1201 = l_1195 > int32(24);
if (l_1201) {
const int32 l_1202 = l_1195 - int32(24);
const uint64 l_1203 = uint64(l_1202);
const uint64 l_1204 = l_1180 >> l_1203;
l_mut_62 = l_1204;
} else {
const int32 l_1205 = int32(24) - l_1195;
const uint64 l_1206 = uint64(l_1205);
const uint64 l_1207 = l_1180 << l_1206;
l_mut_62 = l_1207;
}
const uint32 l_1208 = uint32(l_1198);
const uint32 l_1209 = l_1208 << uint32(23);
const uint32 l_1210 = uint32(l_mut_62);
const uint32 l_1211 = l_1210 & uint32(8388607);
const uint32 l_1212 = l_1209 | l_1211;
l_mut_14 = l_1212;
} else {
const int32 l_1213 = l_mut_44 + int32(149);
const bool l_1214 = l_1213 >= int32(0);
if (l_1214) {
const uint64 l_1215 = uint64(l_1213);
const uint64 l_1216 = l_1180 << l_1215;
l_mut_62 = l_1216;
} else {
const int32 l_1217 = int32(0) - l_1213;
const uint64 l_1218 = uint64(l_1217);
const uint64 l_1219 = l_1180 >> l_1218;
l_mut_62 = l_1219;
}
const uint32 l_1220 = uint32(l_mut_62);
l_mut_14 = l_1220;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1180;
} else {
const bool l_1221 = l_mut_29 <= l_1184;
if (l_1221) {
const uint64 l_1222 = uint64(l_mut_29);
const uint64 l_1223 = l_1180 >> l_1222;
l_mut_62 = l_1223;
const uint64 l_1224 = l_mut_62 << l_1222;
const uint64 l_1225 = l_1180 - l_1224;
const uint64 l_1226 = l_1222 - uint64(1);
const uint64 l_1227 = uint64(1) << l_1226;
const bool l_1228 = l_1225 > l_1227;
const bool l_1229 = l_1225 == l_1227;
const uint64 l_1230 = l_mut_62 & uint64(1);
const bool l_1231 = l_1230 == uint64(1);
const bool l_1232 = l_1229 && l_1231;
const bool l_1233 = l_1228 || l_1232;
if (l_1233) {
l_mut_62 = l_mut_62 + uint64(1);
}
const uint64 l_1234 = l_mut_62 << l_1222;
l_mut_92 = l_1234;
const int32 l_1235 = l_mut_44 + l_mut_29;
l_mut_14 = uint32(0);
const bool l_1236 = l_mut_62 != uint64(0);
if (l_1236) {
const uint32 l_1237 = uint32(__clzll(int64(l_mut_62)));
const int32 l_1238 = int32(l_1237);
const int32 l_1239 = int32(64) - l_1238;
const int32 l_1240 = l_1239 - int32(1);
const int32 l_1241 = l_1240 + l_1235;
const int32 l_1242 = l_1241 + int32(127);
const bool l_1243 = l_1242 >= int32(255);
if (l_1243) {
l_mut_14 = uint32(2139095040);
} else {
const bool l_1244 = l_1242 >= int32(1);
if (l_1244) {
const bool l_1245 = l_1239 > int32(24);
if (l_1245) {
const int32 l_1246 = l_1239 - int32(24);
const uint64 l_1247 = uint64(l_1246);
const uint64 l_1248 = l_mut_62 >> l_1247;
l_mut_40 = l_1248;
} else {
const int32 l_1249 = int32(24) - l_1239;
const uint64 l_1250 = uint64(l_1249);
const uint64 l_1251 = l_mut_62 << l_1250;
l_mut_40 = l_1251;
}
const uint32 l_1252 = uint32(l_1242);
const uint32 l_1253 = l_1252 << uint32(23);
const uint32 l_1254 = uint32(l_mut_40);
const uint32 l_1255 = l_1254 & uint32(8388607);
const uint32 l_1256 = l_1253 | l_1255;
l_mut_14 = l_1256;
} else {
const int32 l_1257 = l_1235 + int32(149);
const bool l_1258 = l_1257 >= int32(0);
if (l_1258) {
const uint64 l_1259 = uint64(l_1257);
const uint64 l_1260 = l_mut_62 << l_1259;
l_mut_40 = l_1260;
} else {
const int32 l_1261 = int32(0) - l_1257;
const uint64 l_1262 = uint64(l_1261);
const uint64 l_1263 = l_mut_62 >> l_1262;
l_mut_40 = l_1263;
}
const uint32 l_1264 = uint32(l_mut_40);
l_mut_14 = l_1264;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint32 l_1265 = l_974 ^ uint32(2147483648);
const uint32 l_1266 = l_mut_15 | l_1265;
const float l_1267 = reinterpret_cast<float const&>(l_1266);
l_mut_1090 = l_1267;
}
}
l_mut_990 = l_mut_1090;
}
}
}
const uint32 l_1311 = info.static_meta[uint32(3)];
const uint32 l_1312 = l_1311 * uint32(1);
const bool l_1313 = l_mut_4 < l_1312;
if (l_1313) {
buffer_3[l_mut_4] = l_mut_779;
}
const uint32 l_1268 = l_1 + l_mut_4;
const uint32 l_1314 = info.static_meta[uint32(3)];
const uint32 l_1315 = l_1314 * uint32(1);
const bool l_1316 = l_1268 < l_1315;
if (l_1316) {
buffer_3[l_1268] = l_mut_990;
}
}

}
