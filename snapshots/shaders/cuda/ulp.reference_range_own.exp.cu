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
    uint32 static_meta[16];
};


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const double* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, double* buffer_5, uint32* buffer_6, uint32* buffer_7, const __grid_constant__ info_st info
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
uint32 l_arr_8[65];

double l_arr_9[10];

uint32 l_arr_197[1];

double l_arr_766[2];

uint32 l_arr_10[8];

bool l_mut_175;
bool l_mut_264;
bool l_mut_267;
bool l_mut_270;
bool l_mut_273;
double l_mut_25;
double l_mut_28;
double l_mut_33;
double l_mut_589;
double l_mut_949;
float l_mut_22;
uint32 l_mut_198;
uint32 l_mut_214;
uint32 l_mut_243;
uint32 l_mut_80;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1212 = info.static_meta[uint32(7)];
const uint32 l_1213 = l_1212 * uint32(1);
const bool l_1214 = uint32(0) < l_1213;
if (l_1214) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1198 = info.static_meta[uint32(0)];
const uint32 l_1199 = l_1198 * uint32(1);
const bool l_1200 = uint32(1) < l_1199;
const uint32 l_1201 = l_1199 - uint32(1);
const uint32 l_1202 = min(uint32(1), l_1201);
const uint32 l_1203 = buffer_0[l_1202];
const uint32 l_1204 = (l_1200) ? l_1203 : uint32(0);
const uint32 l_1 = l_1204;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1205 = info.static_meta[uint32(0)];
const uint32 l_1206 = l_1205 * uint32(1);
const bool l_1207 = uint32(2) < l_1206;
const uint32 l_1208 = l_1206 - uint32(1);
const uint32 l_1209 = min(uint32(2), l_1208);
const uint32 l_1210 = buffer_0[l_1209];
const uint32 l_1211 = (l_1207) ? l_1210 : uint32(0);
const uint32 l_3 = l_1211;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1215 = info.static_meta[uint32(0)];
const uint32 l_1216 = l_1215 * uint32(1);
const bool l_1217 = uint32(2) < l_1216;
const uint32 l_1218 = l_1216 - uint32(1);
const uint32 l_1219 = min(uint32(2), l_1218);
const uint32 l_1220 = buffer_0[l_1219];
const uint32 l_1221 = (l_1217) ? l_1220 : uint32(0);
const uint32 l_6 = l_1221;
const uint32 l_7 = min(l_5, l_6);

for (uint32 l_mut_11 = uint32(0); l_mut_11 < uint32(45); ++l_mut_11) {
l_arr_8[l_mut_11] = uint32(0);
}

for (uint32 l_mut_12 = uint32(0); l_mut_12 < uint32(10); ++l_mut_12) {
const uint32 l_13 = uint32(2) * l_mut_12;
const uint32 l_14 = uint32(45) + l_13;
l_arr_8[l_14] = uint32(4294967295);
const uint32 l_15 = uint32(2) * l_mut_12;
const uint32 l_16 = uint32(45) + l_15;
const uint32 l_17 = l_16 + uint32(1);
l_arr_8[l_17] = uint32(0);
l_arr_9[l_mut_12] = double(0.0);
}

for (uint32 l_mut_18 = l_2; l_mut_18 < l_7; ++l_mut_18) {
const uint32 l_1222 = info.static_meta[uint32(0)];
const uint32 l_1223 = l_1222 * uint32(1);
const bool l_1224 = uint32(0) < l_1223;
const uint32 l_1225 = l_1223 - uint32(1);
const uint32 l_1226 = min(uint32(0), l_1225);
const uint32 l_1227 = buffer_0[l_1226];
const uint32 l_1228 = (l_1224) ? l_1227 : uint32(0);
const uint32 l_19 = l_1228;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = exp(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(l_21);
const double l_27 = l_26 + double(0.0);
l_mut_28 = l_27;
const bool l_29 = isnan(l_27);
if (l_29) {
} else {
const bool l_30 = l_27 < double(-700.0);
if (l_30) {
l_mut_28 = double(0.0);
} else {
const bool l_31 = l_27 > double(700.0);
if (l_31) {
const double l_32 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_33 = l_32;
const bool l_34 = l_27 < double(0.0);
if (l_34) {
const double l_35 = -l_mut_33;
l_mut_33 = l_35;
}
l_mut_28 = l_mut_33;
} else {
const double l_36 = l_27 * double(1.4426950408889634);
const double l_37 = l_36 + double(0.5);
const double l_38 = floor(l_37);
const double l_39 = l_38 * double(0.6931471824645996);
const double l_40 = l_26 - l_39;
const double l_41 = l_38 * double(-1.904654299957768e-9);
const double l_42 = double(0.0) - l_41;
const double l_43 = l_40 + l_42;
const double l_44 = l_43 * double(7.647163731819816e-13);
const double l_45 = l_44 + double(1.1470745597729725e-11);
l_mut_33 = l_45;
const double l_46 = l_mut_33 * l_43;
const double l_47 = l_46 + double(1.6059043836821613e-10);
l_mut_33 = l_47;
const double l_48 = l_mut_33 * l_43;
const double l_49 = l_48 + double(2.08767569878681e-9);
l_mut_33 = l_49;
const double l_50 = l_mut_33 * l_43;
const double l_51 = l_50 + double(2.505210838544172e-8);
l_mut_33 = l_51;
const double l_52 = l_mut_33 * l_43;
const double l_53 = l_52 + double(2.755731922398589e-7);
l_mut_33 = l_53;
const double l_54 = l_mut_33 * l_43;
const double l_55 = l_54 + double(2.7557319223985893e-6);
l_mut_33 = l_55;
const double l_56 = l_mut_33 * l_43;
const double l_57 = l_56 + double(2.48015873015873e-5);
l_mut_33 = l_57;
const double l_58 = l_mut_33 * l_43;
const double l_59 = l_58 + double(0.0001984126984126984);
l_mut_33 = l_59;
const double l_60 = l_mut_33 * l_43;
const double l_61 = l_60 + double(0.001388888888888889);
l_mut_33 = l_61;
const double l_62 = l_mut_33 * l_43;
const double l_63 = l_62 + double(0.008333333333333333);
l_mut_33 = l_63;
const double l_64 = l_mut_33 * l_43;
const double l_65 = l_64 + double(0.041666666666666664);
l_mut_33 = l_65;
const double l_66 = l_mut_33 * l_43;
const double l_67 = l_66 + double(0.16666666666666666);
l_mut_33 = l_67;
const double l_68 = l_mut_33 * l_43;
const double l_69 = l_68 + double(0.5);
l_mut_33 = l_69;
const double l_70 = l_43 * l_43;
const double l_71 = l_70 * l_mut_33;
const double l_72 = l_43 + l_71;
const double l_73 = double(1.0) + l_72;
const int32 l_74 = int32(l_38);
const int32 l_75 = l_74 + int32(1023);
const uint64 l_76 = uint64(l_75);
const uint64 l_77 = l_76 << uint64(52);
const double l_78 = reinterpret_cast<double const&>(l_77);
const double l_79 = l_73 * l_78;
l_mut_28 = l_79;
}
}
}
l_mut_25 = l_mut_28;
l_mut_80 = uint32(4294967294);
const uint32 l_81 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_82 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_83 = l_82 & uint32(2139095040);
const bool l_84 = l_83 != uint32(2139095040);
const bool l_85 = l_83 == uint32(0);
const uint32 l_86 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_87 = l_86 & uint32(8388607);
const bool l_88 = l_87 != uint32(0);
const bool l_89 = l_85 && l_88;
const double l_90 = abs(l_mut_25);
const bool l_91 = l_mut_25 < double(0.0);
const uint32 l_92 = uint32(l_91);
const uint32 l_93 = uint32(2147483648) * l_92;
if (l_89) {
} else {
const bool l_94 = isnan(l_mut_25);
if (l_94) {
const uint32 l_95 = l_81 & uint32(2147483647);
const bool l_96 = l_95 > uint32(2139095040);
if (l_96) {
l_mut_80 = uint32(4294967293);
}
} else {
const bool l_97 = l_90 >= double(3.402823669209385e38);
const bool l_98 = !l_84;
const bool l_99 = l_90 == double(0.0);
const bool l_100 = l_98 && l_99;
const bool l_101 = l_97 || l_100;
if (l_101) {
const bool l_102 = l_90 >= double(3.402823669209385e38);
const uint32 l_103 = uint32(l_102);
const uint32 l_104 = uint32(2139095040) * l_103;
const uint32 l_105 = l_104 | l_93;
const bool l_106 = l_81 == l_105;
const uint32 l_107 = l_81 | l_105;
const uint32 l_108 = l_107 & uint32(2147483647);
const bool l_109 = l_108 == uint32(0);
const bool l_110 = l_106 || l_109;
if (l_110) {
l_mut_80 = uint32(4294967293);
}
} else {
const bool l_111 = l_90 >= double(2.350988701644575e-38);
const bool l_112 = l_84 && l_111;
const bool l_113 = l_90 < double(3.4028234663852886e38);
const bool l_114 = l_112 && l_113;
if (l_114) {
const float l_115 = float(l_90);
const uint32 l_116 = reinterpret_cast<uint32 const&>(l_115);
const float l_117 = reinterpret_cast<float const&>(l_116);
const double l_118 = double(l_117);
const double l_119 = l_90 - l_118;
const uint32 l_120 = l_116 + uint32(1);
const bool l_121 = l_119 < double(0.0);
const uint32 l_122 = uint32(l_121);
const uint32 l_123 = uint32(2) * l_122;
const uint32 l_124 = l_120 - l_123;
const float l_125 = reinterpret_cast<float const&>(l_124);
const double l_126 = double(l_125);
const double l_127 = l_126 - l_118;
const double l_128 = abs(l_127);
const double l_129 = l_128 * double(0.5);
const double l_130 = abs(l_119);
const double l_131 = l_129 - l_130;
const double l_132 = l_90 * double(9.094947017729282e-13);
const bool l_133 = l_131 > l_132;
if (l_133) {
const uint32 l_134 = l_116 | l_93;
l_mut_80 = l_134;
}
} else {
const bool l_135 = l_90 < double(2.350988701644575e-38);
const bool l_136 = l_84 && l_135;
if (l_136) {
const double l_137 = l_90 * double(7.1362384635298e44);
const double l_138 = floor(l_137);
const double l_139 = l_137 - l_138;
const double l_140 = l_139 - double(0.5);
const double l_141 = abs(l_140);
const double l_142 = l_137 * double(9.094947017729282e-13);
const bool l_143 = l_141 > l_142;
if (l_143) {
const bool l_144 = l_139 > double(0.5);
const double l_145 = double(l_144);
const double l_146 = l_138 + l_145;
const uint32 l_147 = uint32(l_146);
const uint32 l_148 = l_147 | l_93;
l_mut_80 = l_148;
}
}
}
}
}
}
const uint32 l_149 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_150 = l_149 & uint32(2139095040);
const bool l_151 = l_150 != uint32(2139095040);
const uint32 l_152 = l_149 & uint32(2147483647);
const bool l_153 = l_152 == uint32(0);
const uint32 l_154 = l_149 & uint32(2147483647);
const double l_155 = double(l_154);
const uint32 l_156 = l_149 >> uint32(31);
const double l_157 = double(l_156);
const double l_158 = double(2.0) * l_157;
const double l_159 = double(1.0) - l_158;
const double l_160 = l_155 * l_159;
const uint32 l_161 = l_mut_80 & uint32(2147483647);
const double l_162 = double(l_161);
const uint32 l_163 = l_mut_80 >> uint32(31);
const double l_164 = double(l_163);
const double l_165 = double(2.0) * l_164;
const double l_166 = double(1.0) - l_165;
const double l_167 = l_162 * l_166;
const double l_168 = l_160 - l_167;
const bool l_169 = l_mut_80 < uint32(4294967293);
const bool l_170 = l_168 == double(0.0);
const bool l_171 = !l_153;
const bool l_172 = l_151 && l_171;
const bool l_173 = l_170 || l_172;
const bool l_174 = l_169 && l_173;
l_mut_175 = l_174;
const bool l_176 = l_168 != double(0.0);
const bool l_177 = l_mut_175 && l_176;
if (l_177) {

for (uint32 l_mut_178 = uint32(0); l_mut_178 < uint32(8); ++l_mut_178) {
const uint32 l_179 = uint32(2) * l_mut_178;
const uint32 l_1229 = info.static_meta[uint32(1)];
const uint32 l_1230 = l_1229 * uint32(1);
const bool l_1231 = l_179 < l_1230;
const uint32 l_1232 = l_1230 - uint32(1);
const uint32 l_1233 = min(l_179, l_1232);
const uint32 l_1234 = buffer_1[l_1233];
const uint32 l_1235 = (l_1231) ? l_1234 : uint32(0);
const uint32 l_180 = l_1235;
const uint32 l_181 = uint32(2) * l_mut_178;
const uint32 l_182 = l_181 + uint32(1);
const uint32 l_1236 = info.static_meta[uint32(1)];
const uint32 l_1237 = l_1236 * uint32(1);
const bool l_1238 = l_182 < l_1237;
const uint32 l_1239 = l_1237 - uint32(1);
const uint32 l_1240 = min(l_182, l_1239);
const uint32 l_1241 = buffer_1[l_1240];
const uint32 l_1242 = (l_1238) ? l_1241 : uint32(0);
const uint32 l_183 = l_1242;
const bool l_184 = l_183 != uint32(0);
const uint32 l_185 = l_mut_178 * uint32(4);
const uint32 l_1243 = info.static_meta[uint32(2)];
const uint32 l_1244 = l_1243 * uint32(1);
const bool l_1245 = l_185 < l_1244;
const uint32 l_1246 = l_1244 - uint32(1);
const uint32 l_1247 = min(l_185, l_1246);
const double l_1248 = buffer_2[l_1247];
const double l_1249 = (l_1245) ? l_1248 : double(0.0);
const double l_186 = l_1249;
const uint32 l_187 = l_mut_178 * uint32(4);
const uint32 l_188 = l_187 + uint32(1);
const uint32 l_1250 = info.static_meta[uint32(2)];
const uint32 l_1251 = l_1250 * uint32(1);
const bool l_1252 = l_188 < l_1251;
const uint32 l_1253 = l_1251 - uint32(1);
const uint32 l_1254 = min(l_188, l_1253);
const double l_1255 = buffer_2[l_1254];
const double l_1256 = (l_1252) ? l_1255 : double(0.0);
const double l_189 = l_1256;
const uint32 l_190 = l_mut_178 * uint32(4);
const uint32 l_191 = l_190 + uint32(2);
const uint32 l_1257 = info.static_meta[uint32(2)];
const uint32 l_1258 = l_1257 * uint32(1);
const bool l_1259 = l_191 < l_1258;
const uint32 l_1260 = l_1258 - uint32(1);
const uint32 l_1261 = min(l_191, l_1260);
const double l_1262 = buffer_2[l_1261];
const double l_1263 = (l_1259) ? l_1262 : double(0.0);
const double l_192 = l_1263;
const double l_193 = double(l_21);
const double l_194 = abs(l_193);
const double l_195 = abs(l_mut_25);
const double l_196 = l_195 * double(1.4551915228366852e-11);
l_arr_197[uint32(0)] = uint32(1);
l_mut_198 = uint32(2);
const bool l_199 = l_180 == uint32(0);
if (l_199) {
l_mut_198 = uint32(0);
} else {
const bool l_200 = l_180 == uint32(1);
if (l_200) {
l_mut_198 = uint32(1);
const double l_201 = abs(l_168);
const bool l_202 = l_201 <= l_186;
if (l_202) {
l_mut_198 = uint32(0);
}
} else {
const bool l_203 = l_180 == uint32(2);
if (l_203) {
const double l_204 = abs(l_mut_25);
l_mut_33 = double(1.401298464324817e-45);
const bool l_205 = l_204 >= double(1.1754943508222875e-38);
const bool l_206 = l_204 <= double(1.7976931348623157e308);
const bool l_207 = l_205 && l_206;
if (l_207) {
const uint64 l_208 = reinterpret_cast<uint64 const&>(l_204);
const uint64 l_209 = l_208 >> uint64(52);
const uint64 l_210 = l_209 - uint64(23);
const uint64 l_211 = l_210 << uint64(52);
const double l_212 = reinterpret_cast<double const&>(l_211);
l_mut_33 = l_212;
}
const double l_213 = l_186 * l_mut_33;
l_mut_214 = uint32(2);
const double l_215 = l_mut_25 - l_196;
const double l_216 = abs(l_215);
l_mut_33 = double(1.401298464324817e-45);
const bool l_217 = l_216 >= double(1.1754943508222875e-38);
const bool l_218 = l_216 <= double(1.7976931348623157e308);
const bool l_219 = l_217 && l_218;
if (l_219) {
const uint64 l_220 = reinterpret_cast<uint64 const&>(l_216);
const uint64 l_221 = l_220 >> uint64(52);
const uint64 l_222 = l_221 - uint64(23);
const uint64 l_223 = l_222 << uint64(52);
const double l_224 = reinterpret_cast<double const&>(l_223);
l_mut_33 = l_224;
}
const double l_225 = l_mut_25 + l_196;
const double l_226 = abs(l_225);
l_mut_28 = double(1.401298464324817e-45);
const bool l_227 = l_226 >= double(1.1754943508222875e-38);
const bool l_228 = l_226 <= double(1.7976931348623157e308);
const bool l_229 = l_227 && l_228;
if (l_229) {
const uint64 l_230 = reinterpret_cast<uint64 const&>(l_226);
const uint64 l_231 = l_230 >> uint64(52);
const uint64 l_232 = l_231 - uint64(23);
const uint64 l_233 = l_232 << uint64(52);
const double l_234 = reinterpret_cast<double const&>(l_233);
l_mut_28 = l_234;
}
const bool l_235 = l_mut_33 == l_mut_28;
if (l_235) {
const double l_236 = l_213 * double(1.4551915228366852e-11);
const double l_237 = l_196 + l_236;
const double l_238 = l_mut_25 - l_213;
const double l_239 = l_mut_25 + l_213;
const double l_240 = double(l_mut_22);
const uint32 l_241 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_242 = l_241 + uint32(1);
l_mut_243 = l_242;
const uint32 l_244 = l_241 & uint32(2147483647);
const bool l_245 = l_244 == uint32(0);
if (l_245) {
l_mut_243 = uint32(1);
} else {
const uint32 l_246 = l_241 & uint32(2147483648);
const bool l_247 = l_246 != uint32(0);
if (l_247) {
const uint32 l_248 = l_241 - uint32(1);
l_mut_243 = l_248;
}
}
const float l_249 = reinterpret_cast<float const&>(l_mut_243);
const double l_250 = double(l_249);
const float l_251 = -l_mut_22;
const uint32 l_252 = reinterpret_cast<uint32 const&>(l_251);
const uint32 l_253 = l_252 + uint32(1);
l_mut_243 = l_253;
const uint32 l_254 = l_252 & uint32(2147483647);
const bool l_255 = l_254 == uint32(0);
if (l_255) {
l_mut_243 = uint32(1);
} else {
const uint32 l_256 = l_252 & uint32(2147483648);
const bool l_257 = l_256 != uint32(0);
if (l_257) {
const uint32 l_258 = l_252 - uint32(1);
l_mut_243 = l_258;
}
}
const float l_259 = reinterpret_cast<float const&>(l_mut_243);
const float l_260 = -l_259;
const double l_261 = double(l_260);
const double l_262 = l_238 + l_237;
const bool l_263 = l_262 <= l_240;
l_mut_264 = l_263;
const double l_265 = l_238 - l_237;
const bool l_266 = l_265 > l_240;
l_mut_267 = l_266;
const double l_268 = l_239 - l_237;
const bool l_269 = l_268 >= l_240;
l_mut_270 = l_269;
const double l_271 = l_239 + l_237;
const bool l_272 = l_271 < l_240;
l_mut_273 = l_272;
if (l_184) {
const double l_274 = l_238 + l_237;
const bool l_275 = l_274 < l_250;
l_mut_264 = l_275;
const double l_276 = l_238 - l_237;
const bool l_277 = l_276 >= l_250;
l_mut_267 = l_277;
const double l_278 = l_239 - l_237;
const bool l_279 = l_278 > l_261;
l_mut_270 = l_279;
const double l_280 = l_239 + l_237;
const bool l_281 = l_280 <= l_261;
l_mut_273 = l_281;
}
l_mut_243 = uint32(2);
const bool l_282 = l_mut_267 || l_mut_273;
if (l_282) {
l_mut_243 = uint32(1);
} else {
const bool l_283 = l_mut_264 && l_mut_270;
if (l_283) {
l_mut_243 = uint32(0);
}
}
l_mut_214 = l_mut_243;
}
l_mut_198 = l_mut_214;
} else {
const bool l_284 = l_180 == uint32(3);
if (l_284) {
l_mut_198 = uint32(0);
const bool l_285 = l_194 >= double(1.1754943508222875e-38);
const bool l_286 = l_194 <= double(8.507059173023462e37);
const bool l_287 = l_285 && l_286;
if (l_287) {
const double l_288 = abs(l_mut_25);
l_mut_33 = double(1.401298464324817e-45);
const bool l_289 = l_288 >= double(1.1754943508222875e-38);
const bool l_290 = l_288 <= double(1.7976931348623157e308);
const bool l_291 = l_289 && l_290;
if (l_291) {
const uint64 l_292 = reinterpret_cast<uint64 const&>(l_288);
const uint64 l_293 = l_292 >> uint64(52);
const uint64 l_294 = l_293 - uint64(23);
const uint64 l_295 = l_294 << uint64(52);
const double l_296 = reinterpret_cast<double const&>(l_295);
l_mut_33 = l_296;
}
const double l_297 = l_186 * l_mut_33;
l_mut_243 = uint32(2);
const double l_298 = l_mut_25 - l_196;
const double l_299 = abs(l_298);
l_mut_33 = double(1.401298464324817e-45);
const bool l_300 = l_299 >= double(1.1754943508222875e-38);
const bool l_301 = l_299 <= double(1.7976931348623157e308);
const bool l_302 = l_300 && l_301;
if (l_302) {
const uint64 l_303 = reinterpret_cast<uint64 const&>(l_299);
const uint64 l_304 = l_303 >> uint64(52);
const uint64 l_305 = l_304 - uint64(23);
const uint64 l_306 = l_305 << uint64(52);
const double l_307 = reinterpret_cast<double const&>(l_306);
l_mut_33 = l_307;
}
const double l_308 = l_mut_25 + l_196;
const double l_309 = abs(l_308);
l_mut_28 = double(1.401298464324817e-45);
const bool l_310 = l_309 >= double(1.1754943508222875e-38);
const bool l_311 = l_309 <= double(1.7976931348623157e308);
const bool l_312 = l_310 && l_311;
if (l_312) {
const uint64 l_313 = reinterpret_cast<uint64 const&>(l_309);
const uint64 l_314 = l_313 >> uint64(52);
const uint64 l_315 = l_314 - uint64(23);
const uint64 l_316 = l_315 << uint64(52);
const double l_317 = reinterpret_cast<double const&>(l_316);
l_mut_28 = l_317;
}
const bool l_318 = l_mut_33 == l_mut_28;
if (l_318) {
const double l_319 = l_297 * double(1.4551915228366852e-11);
const double l_320 = l_196 + l_319;
const double l_321 = l_mut_25 - l_297;
const double l_322 = l_mut_25 + l_297;
const double l_323 = double(l_mut_22);
const uint32 l_324 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_325 = l_324 + uint32(1);
l_mut_214 = l_325;
const uint32 l_326 = l_324 & uint32(2147483647);
const bool l_327 = l_326 == uint32(0);
if (l_327) {
l_mut_214 = uint32(1);
} else {
const uint32 l_328 = l_324 & uint32(2147483648);
const bool l_329 = l_328 != uint32(0);
if (l_329) {
const uint32 l_330 = l_324 - uint32(1);
l_mut_214 = l_330;
}
}
const float l_331 = reinterpret_cast<float const&>(l_mut_214);
const double l_332 = double(l_331);
const float l_333 = -l_mut_22;
const uint32 l_334 = reinterpret_cast<uint32 const&>(l_333);
const uint32 l_335 = l_334 + uint32(1);
l_mut_214 = l_335;
const uint32 l_336 = l_334 & uint32(2147483647);
const bool l_337 = l_336 == uint32(0);
if (l_337) {
l_mut_214 = uint32(1);
} else {
const uint32 l_338 = l_334 & uint32(2147483648);
const bool l_339 = l_338 != uint32(0);
if (l_339) {
const uint32 l_340 = l_334 - uint32(1);
l_mut_214 = l_340;
}
}
const float l_341 = reinterpret_cast<float const&>(l_mut_214);
const float l_342 = -l_341;
const double l_343 = double(l_342);
const double l_344 = l_321 + l_320;
const bool l_345 = l_344 <= l_323;
l_mut_273 = l_345;
const double l_346 = l_321 - l_320;
const bool l_347 = l_346 > l_323;
l_mut_270 = l_347;
const double l_348 = l_322 - l_320;
const bool l_349 = l_348 >= l_323;
l_mut_267 = l_349;
const double l_350 = l_322 + l_320;
const bool l_351 = l_350 < l_323;
l_mut_264 = l_351;
if (l_184) {
const double l_352 = l_321 + l_320;
const bool l_353 = l_352 < l_332;
l_mut_273 = l_353;
const double l_354 = l_321 - l_320;
const bool l_355 = l_354 >= l_332;
l_mut_270 = l_355;
const double l_356 = l_322 - l_320;
const bool l_357 = l_356 > l_343;
l_mut_267 = l_357;
const double l_358 = l_322 + l_320;
const bool l_359 = l_358 <= l_343;
l_mut_264 = l_359;
}
l_mut_214 = uint32(2);
const bool l_360 = l_mut_270 || l_mut_264;
if (l_360) {
l_mut_214 = uint32(1);
} else {
const bool l_361 = l_mut_273 && l_mut_267;
if (l_361) {
l_mut_214 = uint32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
}
} else {
const bool l_362 = l_180 == uint32(4);
if (l_362) {
const double l_363 = l_189 * l_194;
const double l_364 = l_186 + l_363;
const double l_365 = abs(l_mut_25);
l_mut_33 = double(1.401298464324817e-45);
const bool l_366 = l_365 >= double(1.1754943508222875e-38);
const bool l_367 = l_365 <= double(1.7976931348623157e308);
const bool l_368 = l_366 && l_367;
if (l_368) {
const uint64 l_369 = reinterpret_cast<uint64 const&>(l_365);
const uint64 l_370 = l_369 >> uint64(52);
const uint64 l_371 = l_370 - uint64(23);
const uint64 l_372 = l_371 << uint64(52);
const double l_373 = reinterpret_cast<double const&>(l_372);
l_mut_33 = l_373;
}
const double l_374 = l_364 * l_mut_33;
l_mut_243 = uint32(2);
const double l_375 = l_mut_25 - l_196;
const double l_376 = abs(l_375);
l_mut_33 = double(1.401298464324817e-45);
const bool l_377 = l_376 >= double(1.1754943508222875e-38);
const bool l_378 = l_376 <= double(1.7976931348623157e308);
const bool l_379 = l_377 && l_378;
if (l_379) {
const uint64 l_380 = reinterpret_cast<uint64 const&>(l_376);
const uint64 l_381 = l_380 >> uint64(52);
const uint64 l_382 = l_381 - uint64(23);
const uint64 l_383 = l_382 << uint64(52);
const double l_384 = reinterpret_cast<double const&>(l_383);
l_mut_33 = l_384;
}
const double l_385 = l_mut_25 + l_196;
const double l_386 = abs(l_385);
l_mut_28 = double(1.401298464324817e-45);
const bool l_387 = l_386 >= double(1.1754943508222875e-38);
const bool l_388 = l_386 <= double(1.7976931348623157e308);
const bool l_389 = l_387 && l_388;
if (l_389) {
const uint64 l_390 = reinterpret_cast<uint64 const&>(l_386);
const uint64 l_391 = l_390 >> uint64(52);
const uint64 l_392 = l_391 - uint64(23);
const uint64 l_393 = l_392 << uint64(52);
const double l_394 = reinterpret_cast<double const&>(l_393);
l_mut_28 = l_394;
}
const bool l_395 = l_mut_33 == l_mut_28;
if (l_395) {
const double l_396 = l_374 * double(1.4551915228366852e-11);
const double l_397 = l_196 + l_396;
const double l_398 = l_mut_25 - l_374;
const double l_399 = l_mut_25 + l_374;
const double l_400 = double(l_mut_22);
const uint32 l_401 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_402 = l_401 + uint32(1);
l_mut_214 = l_402;
const uint32 l_403 = l_401 & uint32(2147483647);
const bool l_404 = l_403 == uint32(0);
if (l_404) {
l_mut_214 = uint32(1);
} else {
const uint32 l_405 = l_401 & uint32(2147483648);
const bool l_406 = l_405 != uint32(0);
if (l_406) {
const uint32 l_407 = l_401 - uint32(1);
l_mut_214 = l_407;
}
}
const float l_408 = reinterpret_cast<float const&>(l_mut_214);
const double l_409 = double(l_408);
const float l_410 = -l_mut_22;
const uint32 l_411 = reinterpret_cast<uint32 const&>(l_410);
const uint32 l_412 = l_411 + uint32(1);
l_mut_214 = l_412;
const uint32 l_413 = l_411 & uint32(2147483647);
const bool l_414 = l_413 == uint32(0);
if (l_414) {
l_mut_214 = uint32(1);
} else {
const uint32 l_415 = l_411 & uint32(2147483648);
const bool l_416 = l_415 != uint32(0);
if (l_416) {
const uint32 l_417 = l_411 - uint32(1);
l_mut_214 = l_417;
}
}
const float l_418 = reinterpret_cast<float const&>(l_mut_214);
const float l_419 = -l_418;
const double l_420 = double(l_419);
const double l_421 = l_398 + l_397;
const bool l_422 = l_421 <= l_400;
l_mut_273 = l_422;
const double l_423 = l_398 - l_397;
const bool l_424 = l_423 > l_400;
l_mut_270 = l_424;
const double l_425 = l_399 - l_397;
const bool l_426 = l_425 >= l_400;
l_mut_267 = l_426;
const double l_427 = l_399 + l_397;
const bool l_428 = l_427 < l_400;
l_mut_264 = l_428;
if (l_184) {
const double l_429 = l_398 + l_397;
const bool l_430 = l_429 < l_409;
l_mut_273 = l_430;
const double l_431 = l_398 - l_397;
const bool l_432 = l_431 >= l_409;
l_mut_270 = l_432;
const double l_433 = l_399 - l_397;
const bool l_434 = l_433 > l_420;
l_mut_267 = l_434;
const double l_435 = l_399 + l_397;
const bool l_436 = l_435 <= l_420;
l_mut_264 = l_436;
}
l_mut_214 = uint32(2);
const bool l_437 = l_mut_270 || l_mut_264;
if (l_437) {
l_mut_214 = uint32(1);
} else {
const bool l_438 = l_mut_273 && l_mut_267;
if (l_438) {
l_mut_214 = uint32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
} else {
const bool l_439 = l_180 == uint32(5);
if (l_439) {
const double l_440 = double(2.0) * l_193;
const double l_441 = abs(l_440);
const double l_442 = floor(l_441);
const double l_443 = double(3.0) + l_442;
const double l_444 = abs(l_mut_25);
l_mut_33 = double(1.401298464324817e-45);
const bool l_445 = l_444 >= double(1.1754943508222875e-38);
const bool l_446 = l_444 <= double(1.7976931348623157e308);
const bool l_447 = l_445 && l_446;
if (l_447) {
const uint64 l_448 = reinterpret_cast<uint64 const&>(l_444);
const uint64 l_449 = l_448 >> uint64(52);
const uint64 l_450 = l_449 - uint64(23);
const uint64 l_451 = l_450 << uint64(52);
const double l_452 = reinterpret_cast<double const&>(l_451);
l_mut_33 = l_452;
}
const double l_453 = l_443 * l_mut_33;
l_mut_243 = uint32(2);
const double l_454 = l_mut_25 - l_196;
const double l_455 = abs(l_454);
l_mut_33 = double(1.401298464324817e-45);
const bool l_456 = l_455 >= double(1.1754943508222875e-38);
const bool l_457 = l_455 <= double(1.7976931348623157e308);
const bool l_458 = l_456 && l_457;
if (l_458) {
const uint64 l_459 = reinterpret_cast<uint64 const&>(l_455);
const uint64 l_460 = l_459 >> uint64(52);
const uint64 l_461 = l_460 - uint64(23);
const uint64 l_462 = l_461 << uint64(52);
const double l_463 = reinterpret_cast<double const&>(l_462);
l_mut_33 = l_463;
}
const double l_464 = l_mut_25 + l_196;
const double l_465 = abs(l_464);
l_mut_28 = double(1.401298464324817e-45);
const bool l_466 = l_465 >= double(1.1754943508222875e-38);
const bool l_467 = l_465 <= double(1.7976931348623157e308);
const bool l_468 = l_466 && l_467;
if (l_468) {
const uint64 l_469 = reinterpret_cast<uint64 const&>(l_465);
const uint64 l_470 = l_469 >> uint64(52);
const uint64 l_471 = l_470 - uint64(23);
const uint64 l_472 = l_471 << uint64(52);
const double l_473 = reinterpret_cast<double const&>(l_472);
l_mut_28 = l_473;
}
const bool l_474 = l_mut_33 == l_mut_28;
if (l_474) {
const double l_475 = l_453 * double(1.4551915228366852e-11);
const double l_476 = l_196 + l_475;
const double l_477 = l_mut_25 - l_453;
const double l_478 = l_mut_25 + l_453;
const double l_479 = double(l_mut_22);
const uint32 l_480 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_481 = l_480 + uint32(1);
l_mut_214 = l_481;
const uint32 l_482 = l_480 & uint32(2147483647);
const bool l_483 = l_482 == uint32(0);
if (l_483) {
l_mut_214 = uint32(1);
} else {
const uint32 l_484 = l_480 & uint32(2147483648);
const bool l_485 = l_484 != uint32(0);
if (l_485) {
const uint32 l_486 = l_480 - uint32(1);
l_mut_214 = l_486;
}
}
const float l_487 = reinterpret_cast<float const&>(l_mut_214);
const double l_488 = double(l_487);
const float l_489 = -l_mut_22;
const uint32 l_490 = reinterpret_cast<uint32 const&>(l_489);
const uint32 l_491 = l_490 + uint32(1);
l_mut_214 = l_491;
const uint32 l_492 = l_490 & uint32(2147483647);
const bool l_493 = l_492 == uint32(0);
if (l_493) {
l_mut_214 = uint32(1);
} else {
const uint32 l_494 = l_490 & uint32(2147483648);
const bool l_495 = l_494 != uint32(0);
if (l_495) {
const uint32 l_496 = l_490 - uint32(1);
l_mut_214 = l_496;
}
}
const float l_497 = reinterpret_cast<float const&>(l_mut_214);
const float l_498 = -l_497;
const double l_499 = double(l_498);
const double l_500 = l_477 + l_476;
const bool l_501 = l_500 <= l_479;
l_mut_273 = l_501;
const double l_502 = l_477 - l_476;
const bool l_503 = l_502 > l_479;
l_mut_270 = l_503;
const double l_504 = l_478 - l_476;
const bool l_505 = l_504 >= l_479;
l_mut_267 = l_505;
const double l_506 = l_478 + l_476;
const bool l_507 = l_506 < l_479;
l_mut_264 = l_507;
if (l_184) {
const double l_508 = l_477 + l_476;
const bool l_509 = l_508 < l_488;
l_mut_273 = l_509;
const double l_510 = l_477 - l_476;
const bool l_511 = l_510 >= l_488;
l_mut_270 = l_511;
const double l_512 = l_478 - l_476;
const bool l_513 = l_512 > l_499;
l_mut_267 = l_513;
const double l_514 = l_478 + l_476;
const bool l_515 = l_514 <= l_499;
l_mut_264 = l_515;
}
l_mut_214 = uint32(2);
const bool l_516 = l_mut_270 || l_mut_264;
if (l_516) {
l_mut_214 = uint32(1);
} else {
const bool l_517 = l_mut_273 && l_mut_267;
if (l_517) {
l_mut_214 = uint32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
} else {
const bool l_518 = l_180 == uint32(6);
if (l_518) {
l_mut_198 = uint32(0);
const bool l_519 = l_194 <= l_189;
if (l_519) {
const double l_520 = l_186 * double(1.4551915228366852e-11);
const double l_521 = l_196 + l_520;
const double l_522 = l_mut_25 - l_186;
const double l_523 = l_mut_25 + l_186;
const double l_524 = double(l_mut_22);
const uint32 l_525 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_526 = l_525 + uint32(1);
l_mut_243 = l_526;
const uint32 l_527 = l_525 & uint32(2147483647);
const bool l_528 = l_527 == uint32(0);
if (l_528) {
l_mut_243 = uint32(1);
} else {
const uint32 l_529 = l_525 & uint32(2147483648);
const bool l_530 = l_529 != uint32(0);
if (l_530) {
const uint32 l_531 = l_525 - uint32(1);
l_mut_243 = l_531;
}
}
const float l_532 = reinterpret_cast<float const&>(l_mut_243);
const double l_533 = double(l_532);
const float l_534 = -l_mut_22;
const uint32 l_535 = reinterpret_cast<uint32 const&>(l_534);
const uint32 l_536 = l_535 + uint32(1);
l_mut_243 = l_536;
const uint32 l_537 = l_535 & uint32(2147483647);
const bool l_538 = l_537 == uint32(0);
if (l_538) {
l_mut_243 = uint32(1);
} else {
const uint32 l_539 = l_535 & uint32(2147483648);
const bool l_540 = l_539 != uint32(0);
if (l_540) {
const uint32 l_541 = l_535 - uint32(1);
l_mut_243 = l_541;
}
}
const float l_542 = reinterpret_cast<float const&>(l_mut_243);
const float l_543 = -l_542;
const double l_544 = double(l_543);
const double l_545 = l_522 + l_521;
const bool l_546 = l_545 <= l_524;
l_mut_273 = l_546;
const double l_547 = l_522 - l_521;
const bool l_548 = l_547 > l_524;
l_mut_270 = l_548;
const double l_549 = l_523 - l_521;
const bool l_550 = l_549 >= l_524;
l_mut_267 = l_550;
const double l_551 = l_523 + l_521;
const bool l_552 = l_551 < l_524;
l_mut_264 = l_552;
if (l_184) {
const double l_553 = l_522 + l_521;
const bool l_554 = l_553 < l_533;
l_mut_273 = l_554;
const double l_555 = l_522 - l_521;
const bool l_556 = l_555 >= l_533;
l_mut_270 = l_556;
const double l_557 = l_523 - l_521;
const bool l_558 = l_557 > l_544;
l_mut_267 = l_558;
const double l_559 = l_523 + l_521;
const bool l_560 = l_559 <= l_544;
l_mut_264 = l_560;
}
l_mut_243 = uint32(2);
const bool l_561 = l_mut_270 || l_mut_264;
if (l_561) {
l_mut_243 = uint32(1);
} else {
const bool l_562 = l_mut_273 && l_mut_267;
if (l_562) {
l_mut_243 = uint32(0);
}
}
l_mut_198 = l_mut_243;
}
} else {
const bool l_563 = l_180 == uint32(7);
if (l_563) {
const double l_564 = abs(l_mut_25);
const double l_565 = l_186 * l_564;
l_mut_33 = l_565;
const double l_566 = abs(l_mut_25);
l_mut_28 = double(1.401298464324817e-45);
const bool l_567 = l_566 >= double(1.1754943508222875e-38);
const bool l_568 = l_566 <= double(1.7976931348623157e308);
const bool l_569 = l_567 && l_568;
if (l_569) {
const uint64 l_570 = reinterpret_cast<uint64 const&>(l_566);
const uint64 l_571 = l_570 >> uint64(52);
const uint64 l_572 = l_571 - uint64(23);
const uint64 l_573 = l_572 << uint64(52);
const double l_574 = reinterpret_cast<double const&>(l_573);
l_mut_28 = l_574;
}
const double l_575 = double(0.5) * l_mut_28;
const bool l_576 = l_575 > l_mut_33;
if (l_576) {
l_mut_33 = l_575;
}
const double l_577 = l_mut_25 - l_196;
const double l_578 = abs(l_577);
l_mut_28 = double(1.401298464324817e-45);
const bool l_579 = l_578 >= double(1.1754943508222875e-38);
const bool l_580 = l_578 <= double(1.7976931348623157e308);
const bool l_581 = l_579 && l_580;
if (l_581) {
const uint64 l_582 = reinterpret_cast<uint64 const&>(l_578);
const uint64 l_583 = l_582 >> uint64(52);
const uint64 l_584 = l_583 - uint64(23);
const uint64 l_585 = l_584 << uint64(52);
const double l_586 = reinterpret_cast<double const&>(l_585);
l_mut_28 = l_586;
}
const double l_587 = l_mut_25 + l_196;
const double l_588 = abs(l_587);
l_mut_589 = double(1.401298464324817e-45);
const bool l_590 = l_588 >= double(1.1754943508222875e-38);
const bool l_591 = l_588 <= double(1.7976931348623157e308);
const bool l_592 = l_590 && l_591;
if (l_592) {
const uint64 l_593 = reinterpret_cast<uint64 const&>(l_588);
const uint64 l_594 = l_593 >> uint64(52);
const uint64 l_595 = l_594 - uint64(23);
const uint64 l_596 = l_595 << uint64(52);
const double l_597 = reinterpret_cast<double const&>(l_596);
l_mut_589 = l_597;
}
const bool l_598 = l_mut_28 == l_mut_589;
if (l_598) {
const double l_599 = l_186 * l_196;
const double l_600 = l_196 + l_599;
const double l_601 = l_mut_33 * double(1.4551915228366852e-11);
const double l_602 = l_600 + l_601;
const double l_603 = l_mut_25 - l_mut_33;
const double l_604 = l_mut_25 + l_mut_33;
const double l_605 = double(l_mut_22);
const uint32 l_606 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_607 = l_606 + uint32(1);
l_mut_243 = l_607;
const uint32 l_608 = l_606 & uint32(2147483647);
const bool l_609 = l_608 == uint32(0);
if (l_609) {
l_mut_243 = uint32(1);
} else {
const uint32 l_610 = l_606 & uint32(2147483648);
const bool l_611 = l_610 != uint32(0);
if (l_611) {
const uint32 l_612 = l_606 - uint32(1);
l_mut_243 = l_612;
}
}
const float l_613 = reinterpret_cast<float const&>(l_mut_243);
const double l_614 = double(l_613);
const float l_615 = -l_mut_22;
const uint32 l_616 = reinterpret_cast<uint32 const&>(l_615);
const uint32 l_617 = l_616 + uint32(1);
l_mut_243 = l_617;
const uint32 l_618 = l_616 & uint32(2147483647);
const bool l_619 = l_618 == uint32(0);
if (l_619) {
l_mut_243 = uint32(1);
} else {
const uint32 l_620 = l_616 & uint32(2147483648);
const bool l_621 = l_620 != uint32(0);
if (l_621) {
const uint32 l_622 = l_616 - uint32(1);
l_mut_243 = l_622;
}
}
const float l_623 = reinterpret_cast<float const&>(l_mut_243);
const float l_624 = -l_623;
const double l_625 = double(l_624);
const double l_626 = l_603 + l_602;
const bool l_627 = l_626 <= l_605;
l_mut_273 = l_627;
const double l_628 = l_603 - l_602;
const bool l_629 = l_628 > l_605;
l_mut_270 = l_629;
const double l_630 = l_604 - l_602;
const bool l_631 = l_630 >= l_605;
l_mut_267 = l_631;
const double l_632 = l_604 + l_602;
const bool l_633 = l_632 < l_605;
l_mut_264 = l_633;
if (l_184) {
const double l_634 = l_603 + l_602;
const bool l_635 = l_634 < l_614;
l_mut_273 = l_635;
const double l_636 = l_603 - l_602;
const bool l_637 = l_636 >= l_614;
l_mut_270 = l_637;
const double l_638 = l_604 - l_602;
const bool l_639 = l_638 > l_625;
l_mut_267 = l_639;
const double l_640 = l_604 + l_602;
const bool l_641 = l_640 <= l_625;
l_mut_264 = l_641;
}
l_mut_243 = uint32(2);
const bool l_642 = l_mut_270 || l_mut_264;
if (l_642) {
l_mut_243 = uint32(1);
} else {
const bool l_643 = l_mut_273 && l_mut_267;
if (l_643) {
l_mut_243 = uint32(0);
}
}
l_mut_198 = l_mut_243;
}
} else {
const bool l_644 = l_180 == uint32(8);
if (l_644) {
const bool l_645 = l_193 >= double(0.5);
const bool l_646 = l_193 <= double(2.0);
const bool l_647 = l_645 && l_646;
if (l_647) {
const double l_648 = l_186 * double(1.4551915228366852e-11);
const double l_649 = l_196 + l_648;
const double l_650 = l_mut_25 - l_186;
const double l_651 = l_mut_25 + l_186;
const double l_652 = double(l_mut_22);
const uint32 l_653 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_654 = l_653 + uint32(1);
l_mut_243 = l_654;
const uint32 l_655 = l_653 & uint32(2147483647);
const bool l_656 = l_655 == uint32(0);
if (l_656) {
l_mut_243 = uint32(1);
} else {
const uint32 l_657 = l_653 & uint32(2147483648);
const bool l_658 = l_657 != uint32(0);
if (l_658) {
const uint32 l_659 = l_653 - uint32(1);
l_mut_243 = l_659;
}
}
const float l_660 = reinterpret_cast<float const&>(l_mut_243);
const double l_661 = double(l_660);
const float l_662 = -l_mut_22;
const uint32 l_663 = reinterpret_cast<uint32 const&>(l_662);
const uint32 l_664 = l_663 + uint32(1);
l_mut_243 = l_664;
const uint32 l_665 = l_663 & uint32(2147483647);
const bool l_666 = l_665 == uint32(0);
if (l_666) {
l_mut_243 = uint32(1);
} else {
const uint32 l_667 = l_663 & uint32(2147483648);
const bool l_668 = l_667 != uint32(0);
if (l_668) {
const uint32 l_669 = l_663 - uint32(1);
l_mut_243 = l_669;
}
}
const float l_670 = reinterpret_cast<float const&>(l_mut_243);
const float l_671 = -l_670;
const double l_672 = double(l_671);
const double l_673 = l_650 + l_649;
const bool l_674 = l_673 <= l_652;
l_mut_273 = l_674;
const double l_675 = l_650 - l_649;
const bool l_676 = l_675 > l_652;
l_mut_270 = l_676;
const double l_677 = l_651 - l_649;
const bool l_678 = l_677 >= l_652;
l_mut_267 = l_678;
const double l_679 = l_651 + l_649;
const bool l_680 = l_679 < l_652;
l_mut_264 = l_680;
if (l_184) {
const double l_681 = l_650 + l_649;
const bool l_682 = l_681 < l_661;
l_mut_273 = l_682;
const double l_683 = l_650 - l_649;
const bool l_684 = l_683 >= l_661;
l_mut_270 = l_684;
const double l_685 = l_651 - l_649;
const bool l_686 = l_685 > l_672;
l_mut_267 = l_686;
const double l_687 = l_651 + l_649;
const bool l_688 = l_687 <= l_672;
l_mut_264 = l_688;
}
l_mut_243 = uint32(2);
const bool l_689 = l_mut_270 || l_mut_264;
if (l_689) {
l_mut_243 = uint32(1);
} else {
const bool l_690 = l_mut_273 && l_mut_267;
if (l_690) {
l_mut_243 = uint32(0);
}
}
l_mut_198 = l_mut_243;
} else {
const double l_691 = abs(l_mut_25);
l_mut_589 = double(1.401298464324817e-45);
const bool l_692 = l_691 >= double(1.1754943508222875e-38);
const bool l_693 = l_691 <= double(1.7976931348623157e308);
const bool l_694 = l_692 && l_693;
if (l_694) {
const uint64 l_695 = reinterpret_cast<uint64 const&>(l_691);
const uint64 l_696 = l_695 >> uint64(52);
const uint64 l_697 = l_696 - uint64(23);
const uint64 l_698 = l_697 << uint64(52);
const double l_699 = reinterpret_cast<double const&>(l_698);
l_mut_589 = l_699;
}
const double l_700 = l_189 * l_mut_589;
l_mut_243 = uint32(2);
const double l_701 = l_mut_25 - l_196;
const double l_702 = abs(l_701);
l_mut_589 = double(1.401298464324817e-45);
const bool l_703 = l_702 >= double(1.1754943508222875e-38);
const bool l_704 = l_702 <= double(1.7976931348623157e308);
const bool l_705 = l_703 && l_704;
if (l_705) {
const uint64 l_706 = reinterpret_cast<uint64 const&>(l_702);
const uint64 l_707 = l_706 >> uint64(52);
const uint64 l_708 = l_707 - uint64(23);
const uint64 l_709 = l_708 << uint64(52);
const double l_710 = reinterpret_cast<double const&>(l_709);
l_mut_589 = l_710;
}
const double l_711 = l_mut_25 + l_196;
const double l_712 = abs(l_711);
l_mut_33 = double(1.401298464324817e-45);
const bool l_713 = l_712 >= double(1.1754943508222875e-38);
const bool l_714 = l_712 <= double(1.7976931348623157e308);
const bool l_715 = l_713 && l_714;
if (l_715) {
const uint64 l_716 = reinterpret_cast<uint64 const&>(l_712);
const uint64 l_717 = l_716 >> uint64(52);
const uint64 l_718 = l_717 - uint64(23);
const uint64 l_719 = l_718 << uint64(52);
const double l_720 = reinterpret_cast<double const&>(l_719);
l_mut_33 = l_720;
}
const bool l_721 = l_mut_589 == l_mut_33;
if (l_721) {
const double l_722 = l_700 * double(1.4551915228366852e-11);
const double l_723 = l_196 + l_722;
const double l_724 = l_mut_25 - l_700;
const double l_725 = l_mut_25 + l_700;
const double l_726 = double(l_mut_22);
const uint32 l_727 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_728 = l_727 + uint32(1);
l_mut_214 = l_728;
const uint32 l_729 = l_727 & uint32(2147483647);
const bool l_730 = l_729 == uint32(0);
if (l_730) {
l_mut_214 = uint32(1);
} else {
const uint32 l_731 = l_727 & uint32(2147483648);
const bool l_732 = l_731 != uint32(0);
if (l_732) {
const uint32 l_733 = l_727 - uint32(1);
l_mut_214 = l_733;
}
}
const float l_734 = reinterpret_cast<float const&>(l_mut_214);
const double l_735 = double(l_734);
const float l_736 = -l_mut_22;
const uint32 l_737 = reinterpret_cast<uint32 const&>(l_736);
const uint32 l_738 = l_737 + uint32(1);
l_mut_214 = l_738;
const uint32 l_739 = l_737 & uint32(2147483647);
const bool l_740 = l_739 == uint32(0);
if (l_740) {
l_mut_214 = uint32(1);
} else {
const uint32 l_741 = l_737 & uint32(2147483648);
const bool l_742 = l_741 != uint32(0);
if (l_742) {
const uint32 l_743 = l_737 - uint32(1);
l_mut_214 = l_743;
}
}
const float l_744 = reinterpret_cast<float const&>(l_mut_214);
const float l_745 = -l_744;
const double l_746 = double(l_745);
const double l_747 = l_724 + l_723;
const bool l_748 = l_747 <= l_726;
l_mut_273 = l_748;
const double l_749 = l_724 - l_723;
const bool l_750 = l_749 > l_726;
l_mut_270 = l_750;
const double l_751 = l_725 - l_723;
const bool l_752 = l_751 >= l_726;
l_mut_267 = l_752;
const double l_753 = l_725 + l_723;
const bool l_754 = l_753 < l_726;
l_mut_264 = l_754;
if (l_184) {
const double l_755 = l_724 + l_723;
const bool l_756 = l_755 < l_735;
l_mut_273 = l_756;
const double l_757 = l_724 - l_723;
const bool l_758 = l_757 >= l_735;
l_mut_270 = l_758;
const double l_759 = l_725 - l_723;
const bool l_760 = l_759 > l_746;
l_mut_267 = l_760;
const double l_761 = l_725 + l_723;
const bool l_762 = l_761 <= l_746;
l_mut_264 = l_762;
}
l_mut_214 = uint32(2);
const bool l_763 = l_mut_270 || l_mut_264;
if (l_763) {
l_mut_214 = uint32(1);
} else {
const bool l_764 = l_mut_273 && l_mut_267;
if (l_764) {
l_mut_214 = uint32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
}
} else {
const bool l_765 = l_180 == uint32(13);
if (l_765) {
const double l_767 = l_193 * l_189;
const double l_768 = l_193 * l_192;
const double l_769 = l_193 * l_189;
const double l_770 = l_193 * l_192;
l_arr_766[uint32(0)] = l_767;
l_arr_766[uint32(1)] = l_767;
const double l_771 = l_arr_766[uint32(0)];
const bool l_772 = l_768 < l_771;
if (l_772) {
l_arr_766[uint32(0)] = l_768;
}
const double l_773 = l_arr_766[uint32(0)];
const bool l_774 = l_769 < l_773;
if (l_774) {
l_arr_766[uint32(0)] = l_769;
}
const double l_775 = l_arr_766[uint32(0)];
const bool l_776 = l_770 < l_775;
if (l_776) {
l_arr_766[uint32(0)] = l_770;
}
const double l_777 = l_arr_766[uint32(1)];
const bool l_778 = l_768 > l_777;
if (l_778) {
l_arr_766[uint32(1)] = l_768;
}
const double l_779 = l_arr_766[uint32(1)];
const bool l_780 = l_769 > l_779;
if (l_780) {
l_arr_766[uint32(1)] = l_769;
}
const double l_781 = l_arr_766[uint32(1)];
const bool l_782 = l_770 > l_781;
if (l_782) {
l_arr_766[uint32(1)] = l_770;
}
const double l_783 = l_arr_766[uint32(0)];
const double l_784 = l_783 * double(7.1362384635298e44);
const double l_785 = floor(l_784);
const double l_786 = l_785 * double(1.401298464324817e-45);
l_mut_589 = l_786;
const double l_787 = abs(l_783);
const bool l_788 = l_787 >= double(1.1754943508222875e-38);
if (l_788) {
const float l_789 = float(l_783);
const double l_790 = double(l_789);
l_mut_589 = l_790;
const bool l_791 = l_mut_589 > l_783;
if (l_791) {
const float l_792 = -l_789;
const uint32 l_793 = reinterpret_cast<uint32 const&>(l_792);
const uint32 l_794 = l_793 + uint32(1);
l_mut_243 = l_794;
const uint32 l_795 = l_793 & uint32(2147483647);
const bool l_796 = l_795 == uint32(0);
if (l_796) {
l_mut_243 = uint32(1);
} else {
const uint32 l_797 = l_793 & uint32(2147483648);
const bool l_798 = l_797 != uint32(0);
if (l_798) {
const uint32 l_799 = l_793 - uint32(1);
l_mut_243 = l_799;
}
}
const float l_800 = reinterpret_cast<float const&>(l_mut_243);
const float l_801 = -l_800;
const double l_802 = double(l_801);
l_mut_589 = l_802;
} else {
const uint32 l_803 = reinterpret_cast<uint32 const&>(l_789);
const uint32 l_804 = l_803 + uint32(1);
l_mut_243 = l_804;
const uint32 l_805 = l_803 & uint32(2147483647);
const bool l_806 = l_805 == uint32(0);
if (l_806) {
l_mut_243 = uint32(1);
} else {
const uint32 l_807 = l_803 & uint32(2147483648);
const bool l_808 = l_807 != uint32(0);
if (l_808) {
const uint32 l_809 = l_803 - uint32(1);
l_mut_243 = l_809;
}
}
const float l_810 = reinterpret_cast<float const&>(l_mut_243);
const double l_811 = double(l_810);
const bool l_812 = l_811 <= l_783;
if (l_812) {
const uint32 l_813 = reinterpret_cast<uint32 const&>(l_789);
const uint32 l_814 = l_813 + uint32(1);
l_mut_243 = l_814;
const uint32 l_815 = l_813 & uint32(2147483647);
const bool l_816 = l_815 == uint32(0);
if (l_816) {
l_mut_243 = uint32(1);
} else {
const uint32 l_817 = l_813 & uint32(2147483648);
const bool l_818 = l_817 != uint32(0);
if (l_818) {
const uint32 l_819 = l_813 - uint32(1);
l_mut_243 = l_819;
}
}
const float l_820 = reinterpret_cast<float const&>(l_mut_243);
const double l_821 = double(l_820);
l_mut_589 = l_821;
}
}
}
l_mut_33 = l_mut_589;
const bool l_822 = l_mut_589 > double(1000.0);
if (l_822) {
const double l_823 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_823;
const bool l_824 = l_mut_589 < double(0.0);
if (l_824) {
const double l_825 = -l_mut_28;
l_mut_28 = l_825;
}
l_mut_33 = l_mut_28;
} else {
const bool l_826 = l_mut_589 < double(-1000.0);
if (l_826) {
l_mut_33 = double(0.0);
} else {
const bool l_827 = isnan(l_mut_589);
const bool l_828 = !l_827;
if (l_828) {
const double l_829 = l_mut_589 + double(0.5);
const double l_830 = floor(l_829);
const double l_831 = l_mut_589 - l_830;
const double l_832 = l_831 * double(0.6931471824645996);
const double l_833 = l_831 * double(-1.904654299957768e-9);
const double l_834 = l_832 + l_833;
l_mut_589 = l_834;
const bool l_835 = isnan(l_834);
if (l_835) {
} else {
const bool l_836 = l_834 < double(-700.0);
if (l_836) {
l_mut_589 = double(0.0);
} else {
const bool l_837 = l_834 > double(700.0);
if (l_837) {
const double l_838 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_838;
const bool l_839 = l_834 < double(0.0);
if (l_839) {
const double l_840 = -l_mut_28;
l_mut_28 = l_840;
}
l_mut_589 = l_mut_28;
} else {
const double l_841 = l_834 * double(1.4426950408889634);
const double l_842 = l_841 + double(0.5);
const double l_843 = floor(l_842);
const double l_844 = l_843 * double(0.6931471824645996);
const double l_845 = l_832 - l_844;
const double l_846 = l_843 * double(-1.904654299957768e-9);
const double l_847 = l_833 - l_846;
const double l_848 = l_845 + l_847;
const double l_849 = l_848 * double(7.647163731819816e-13);
const double l_850 = l_849 + double(1.1470745597729725e-11);
l_mut_28 = l_850;
const double l_851 = l_mut_28 * l_848;
const double l_852 = l_851 + double(1.6059043836821613e-10);
l_mut_28 = l_852;
const double l_853 = l_mut_28 * l_848;
const double l_854 = l_853 + double(2.08767569878681e-9);
l_mut_28 = l_854;
const double l_855 = l_mut_28 * l_848;
const double l_856 = l_855 + double(2.505210838544172e-8);
l_mut_28 = l_856;
const double l_857 = l_mut_28 * l_848;
const double l_858 = l_857 + double(2.755731922398589e-7);
l_mut_28 = l_858;
const double l_859 = l_mut_28 * l_848;
const double l_860 = l_859 + double(2.7557319223985893e-6);
l_mut_28 = l_860;
const double l_861 = l_mut_28 * l_848;
const double l_862 = l_861 + double(2.48015873015873e-5);
l_mut_28 = l_862;
const double l_863 = l_mut_28 * l_848;
const double l_864 = l_863 + double(0.0001984126984126984);
l_mut_28 = l_864;
const double l_865 = l_mut_28 * l_848;
const double l_866 = l_865 + double(0.001388888888888889);
l_mut_28 = l_866;
const double l_867 = l_mut_28 * l_848;
const double l_868 = l_867 + double(0.008333333333333333);
l_mut_28 = l_868;
const double l_869 = l_mut_28 * l_848;
const double l_870 = l_869 + double(0.041666666666666664);
l_mut_28 = l_870;
const double l_871 = l_mut_28 * l_848;
const double l_872 = l_871 + double(0.16666666666666666);
l_mut_28 = l_872;
const double l_873 = l_mut_28 * l_848;
const double l_874 = l_873 + double(0.5);
l_mut_28 = l_874;
const double l_875 = l_848 * l_848;
const double l_876 = l_875 * l_mut_28;
const double l_877 = l_848 + l_876;
const double l_878 = double(1.0) + l_877;
const int32 l_879 = int32(l_843);
const int32 l_880 = l_879 + int32(1023);
const uint64 l_881 = uint64(l_880);
const uint64 l_882 = l_881 << uint64(52);
const double l_883 = reinterpret_cast<double const&>(l_882);
const double l_884 = l_878 * l_883;
l_mut_589 = l_884;
}
}
}
const int32 l_885 = int32(l_830);
const int32 l_886 = l_885 + int32(1023);
const uint64 l_887 = uint64(l_886);
const uint64 l_888 = l_887 << uint64(52);
const double l_889 = reinterpret_cast<double const&>(l_888);
const double l_890 = l_mut_589 * l_889;
l_mut_33 = l_890;
}
}
}
const double l_891 = l_arr_766[uint32(1)];
const double l_892 = -l_891;
const double l_893 = l_892 * double(7.1362384635298e44);
const double l_894 = floor(l_893);
const double l_895 = l_894 * double(1.401298464324817e-45);
l_mut_589 = l_895;
const double l_896 = abs(l_892);
const bool l_897 = l_896 >= double(1.1754943508222875e-38);
if (l_897) {
const float l_898 = float(l_892);
const double l_899 = double(l_898);
l_mut_589 = l_899;
const bool l_900 = l_mut_589 > l_892;
if (l_900) {
const float l_901 = -l_898;
const uint32 l_902 = reinterpret_cast<uint32 const&>(l_901);
const uint32 l_903 = l_902 + uint32(1);
l_mut_243 = l_903;
const uint32 l_904 = l_902 & uint32(2147483647);
const bool l_905 = l_904 == uint32(0);
if (l_905) {
l_mut_243 = uint32(1);
} else {
const uint32 l_906 = l_902 & uint32(2147483648);
const bool l_907 = l_906 != uint32(0);
if (l_907) {
const uint32 l_908 = l_902 - uint32(1);
l_mut_243 = l_908;
}
}
const float l_909 = reinterpret_cast<float const&>(l_mut_243);
const float l_910 = -l_909;
const double l_911 = double(l_910);
l_mut_589 = l_911;
} else {
const uint32 l_912 = reinterpret_cast<uint32 const&>(l_898);
const uint32 l_913 = l_912 + uint32(1);
l_mut_243 = l_913;
const uint32 l_914 = l_912 & uint32(2147483647);
const bool l_915 = l_914 == uint32(0);
if (l_915) {
l_mut_243 = uint32(1);
} else {
const uint32 l_916 = l_912 & uint32(2147483648);
const bool l_917 = l_916 != uint32(0);
if (l_917) {
const uint32 l_918 = l_912 - uint32(1);
l_mut_243 = l_918;
}
}
const float l_919 = reinterpret_cast<float const&>(l_mut_243);
const double l_920 = double(l_919);
const bool l_921 = l_920 <= l_892;
if (l_921) {
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_898);
const uint32 l_923 = l_922 + uint32(1);
l_mut_243 = l_923;
const uint32 l_924 = l_922 & uint32(2147483647);
const bool l_925 = l_924 == uint32(0);
if (l_925) {
l_mut_243 = uint32(1);
} else {
const uint32 l_926 = l_922 & uint32(2147483648);
const bool l_927 = l_926 != uint32(0);
if (l_927) {
const uint32 l_928 = l_922 - uint32(1);
l_mut_243 = l_928;
}
}
const float l_929 = reinterpret_cast<float const&>(l_mut_243);
const double l_930 = double(l_929);
l_mut_589 = l_930;
}
}
}
const double l_931 = -l_mut_589;
l_mut_589 = l_931;
const bool l_932 = l_931 > double(1000.0);
if (l_932) {
const double l_933 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_933;
const bool l_934 = l_931 < double(0.0);
if (l_934) {
const double l_935 = -l_mut_28;
l_mut_28 = l_935;
}
l_mut_589 = l_mut_28;
} else {
const bool l_936 = l_931 < double(-1000.0);
if (l_936) {
l_mut_589 = double(0.0);
} else {
const bool l_937 = isnan(l_931);
const bool l_938 = !l_937;
if (l_938) {
const double l_939 = l_931 + double(0.5);
const double l_940 = floor(l_939);
const double l_941 = l_931 - l_940;
const double l_942 = l_941 * double(0.6931471824645996);
const double l_943 = l_941 * double(-1.904654299957768e-9);
const double l_944 = l_942 + l_943;
l_mut_28 = l_944;
const bool l_945 = isnan(l_944);
if (l_945) {
} else {
const bool l_946 = l_944 < double(-700.0);
if (l_946) {
l_mut_28 = double(0.0);
} else {
const bool l_947 = l_944 > double(700.0);
if (l_947) {
const double l_948 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_949 = l_948;
const bool l_950 = l_944 < double(0.0);
if (l_950) {
const double l_951 = -l_mut_949;
l_mut_949 = l_951;
}
l_mut_28 = l_mut_949;
} else {
const double l_952 = l_944 * double(1.4426950408889634);
const double l_953 = l_952 + double(0.5);
const double l_954 = floor(l_953);
const double l_955 = l_954 * double(0.6931471824645996);
const double l_956 = l_942 - l_955;
const double l_957 = l_954 * double(-1.904654299957768e-9);
const double l_958 = l_943 - l_957;
const double l_959 = l_956 + l_958;
const double l_960 = l_959 * double(7.647163731819816e-13);
const double l_961 = l_960 + double(1.1470745597729725e-11);
l_mut_949 = l_961;
const double l_962 = l_mut_949 * l_959;
const double l_963 = l_962 + double(1.6059043836821613e-10);
l_mut_949 = l_963;
const double l_964 = l_mut_949 * l_959;
const double l_965 = l_964 + double(2.08767569878681e-9);
l_mut_949 = l_965;
const double l_966 = l_mut_949 * l_959;
const double l_967 = l_966 + double(2.505210838544172e-8);
l_mut_949 = l_967;
const double l_968 = l_mut_949 * l_959;
const double l_969 = l_968 + double(2.755731922398589e-7);
l_mut_949 = l_969;
const double l_970 = l_mut_949 * l_959;
const double l_971 = l_970 + double(2.7557319223985893e-6);
l_mut_949 = l_971;
const double l_972 = l_mut_949 * l_959;
const double l_973 = l_972 + double(2.48015873015873e-5);
l_mut_949 = l_973;
const double l_974 = l_mut_949 * l_959;
const double l_975 = l_974 + double(0.0001984126984126984);
l_mut_949 = l_975;
const double l_976 = l_mut_949 * l_959;
const double l_977 = l_976 + double(0.001388888888888889);
l_mut_949 = l_977;
const double l_978 = l_mut_949 * l_959;
const double l_979 = l_978 + double(0.008333333333333333);
l_mut_949 = l_979;
const double l_980 = l_mut_949 * l_959;
const double l_981 = l_980 + double(0.041666666666666664);
l_mut_949 = l_981;
const double l_982 = l_mut_949 * l_959;
const double l_983 = l_982 + double(0.16666666666666666);
l_mut_949 = l_983;
const double l_984 = l_mut_949 * l_959;
const double l_985 = l_984 + double(0.5);
l_mut_949 = l_985;
const double l_986 = l_959 * l_959;
const double l_987 = l_986 * l_mut_949;
const double l_988 = l_959 + l_987;
const double l_989 = double(1.0) + l_988;
const int32 l_990 = int32(l_954);
const int32 l_991 = l_990 + int32(1023);
const uint64 l_992 = uint64(l_991);
const uint64 l_993 = l_992 << uint64(52);
const double l_994 = reinterpret_cast<double const&>(l_993);
const double l_995 = l_989 * l_994;
l_mut_28 = l_995;
}
}
}
const int32 l_996 = int32(l_940);
const int32 l_997 = l_996 + int32(1023);
const uint64 l_998 = uint64(l_997);
const uint64 l_999 = l_998 << uint64(52);
const double l_1000 = reinterpret_cast<double const&>(l_999);
const double l_1001 = l_mut_28 * l_1000;
l_mut_589 = l_1001;
}
}
}
const double l_1002 = l_mut_33 * double(1.4551915228366852e-11);
const double l_1003 = l_mut_589 * double(1.4551915228366852e-11);
l_mut_243 = uint32(2);
const double l_1004 = l_mut_33 - l_1002;
const double l_1005 = abs(l_1004);
l_mut_949 = double(1.401298464324817e-45);
const bool l_1006 = l_1005 >= double(1.1754943508222875e-38);
const bool l_1007 = l_1005 <= double(1.7976931348623157e308);
const bool l_1008 = l_1006 && l_1007;
if (l_1008) {
const uint64 l_1009 = reinterpret_cast<uint64 const&>(l_1005);
const uint64 l_1010 = l_1009 >> uint64(52);
const uint64 l_1011 = l_1010 - uint64(23);
const uint64 l_1012 = l_1011 << uint64(52);
const double l_1013 = reinterpret_cast<double const&>(l_1012);
l_mut_949 = l_1013;
}
const double l_1014 = l_mut_33 + l_1002;
const double l_1015 = abs(l_1014);
l_mut_28 = double(1.401298464324817e-45);
const bool l_1016 = l_1015 >= double(1.1754943508222875e-38);
const bool l_1017 = l_1015 <= double(1.7976931348623157e308);
const bool l_1018 = l_1016 && l_1017;
if (l_1018) {
const uint64 l_1019 = reinterpret_cast<uint64 const&>(l_1015);
const uint64 l_1020 = l_1019 >> uint64(52);
const uint64 l_1021 = l_1020 - uint64(23);
const uint64 l_1022 = l_1021 << uint64(52);
const double l_1023 = reinterpret_cast<double const&>(l_1022);
l_mut_28 = l_1023;
}
const bool l_1024 = l_mut_949 == l_mut_28;
const double l_1025 = l_mut_589 - l_1003;
const double l_1026 = abs(l_1025);
l_mut_949 = double(1.401298464324817e-45);
const bool l_1027 = l_1026 >= double(1.1754943508222875e-38);
const bool l_1028 = l_1026 <= double(1.7976931348623157e308);
const bool l_1029 = l_1027 && l_1028;
if (l_1029) {
const uint64 l_1030 = reinterpret_cast<uint64 const&>(l_1026);
const uint64 l_1031 = l_1030 >> uint64(52);
const uint64 l_1032 = l_1031 - uint64(23);
const uint64 l_1033 = l_1032 << uint64(52);
const double l_1034 = reinterpret_cast<double const&>(l_1033);
l_mut_949 = l_1034;
}
const double l_1035 = l_mut_589 + l_1003;
const double l_1036 = abs(l_1035);
l_mut_28 = double(1.401298464324817e-45);
const bool l_1037 = l_1036 >= double(1.1754943508222875e-38);
const bool l_1038 = l_1036 <= double(1.7976931348623157e308);
const bool l_1039 = l_1037 && l_1038;
if (l_1039) {
const uint64 l_1040 = reinterpret_cast<uint64 const&>(l_1036);
const uint64 l_1041 = l_1040 >> uint64(52);
const uint64 l_1042 = l_1041 - uint64(23);
const uint64 l_1043 = l_1042 << uint64(52);
const double l_1044 = reinterpret_cast<double const&>(l_1043);
l_mut_28 = l_1044;
}
const bool l_1045 = l_mut_949 == l_mut_28;
const bool l_1046 = l_1024 && l_1045;
if (l_1046) {
const double l_1047 = l_186 * l_mut_33;
const double l_1048 = abs(l_mut_33);
l_mut_949 = double(1.401298464324817e-45);
const bool l_1049 = l_1048 >= double(1.1754943508222875e-38);
const bool l_1050 = l_1048 <= double(1.7976931348623157e308);
const bool l_1051 = l_1049 && l_1050;
if (l_1051) {
const uint64 l_1052 = reinterpret_cast<uint64 const&>(l_1048);
const uint64 l_1053 = l_1052 >> uint64(52);
const uint64 l_1054 = l_1053 - uint64(23);
const uint64 l_1055 = l_1054 << uint64(52);
const double l_1056 = reinterpret_cast<double const&>(l_1055);
l_mut_949 = l_1056;
}
const double l_1057 = double(0.5) * l_mut_949;
l_mut_949 = l_1047;
const bool l_1058 = l_1057 > l_1047;
if (l_1058) {
l_mut_949 = l_1057;
}
const double l_1059 = l_186 * l_mut_589;
const double l_1060 = abs(l_mut_589);
l_mut_28 = double(1.401298464324817e-45);
const bool l_1061 = l_1060 >= double(1.1754943508222875e-38);
const bool l_1062 = l_1060 <= double(1.7976931348623157e308);
const bool l_1063 = l_1061 && l_1062;
if (l_1063) {
const uint64 l_1064 = reinterpret_cast<uint64 const&>(l_1060);
const uint64 l_1065 = l_1064 >> uint64(52);
const uint64 l_1066 = l_1065 - uint64(23);
const uint64 l_1067 = l_1066 << uint64(52);
const double l_1068 = reinterpret_cast<double const&>(l_1067);
l_mut_28 = l_1068;
}
const double l_1069 = double(0.5) * l_mut_28;
l_mut_28 = l_1059;
const bool l_1070 = l_1069 > l_1059;
if (l_1070) {
l_mut_28 = l_1069;
}
const double l_1071 = l_mut_33 - l_mut_949;
const double l_1072 = l_mut_589 + l_mut_28;
const double l_1073 = double(l_mut_22);
const uint32 l_1074 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1075 = l_1074 + uint32(1);
l_mut_214 = l_1075;
const uint32 l_1076 = l_1074 & uint32(2147483647);
const bool l_1077 = l_1076 == uint32(0);
if (l_1077) {
l_mut_214 = uint32(1);
} else {
const uint32 l_1078 = l_1074 & uint32(2147483648);
const bool l_1079 = l_1078 != uint32(0);
if (l_1079) {
const uint32 l_1080 = l_1074 - uint32(1);
l_mut_214 = l_1080;
}
}
const float l_1081 = reinterpret_cast<float const&>(l_mut_214);
const double l_1082 = double(l_1081);
const float l_1083 = -l_mut_22;
const uint32 l_1084 = reinterpret_cast<uint32 const&>(l_1083);
const uint32 l_1085 = l_1084 + uint32(1);
l_mut_214 = l_1085;
const uint32 l_1086 = l_1084 & uint32(2147483647);
const bool l_1087 = l_1086 == uint32(0);
if (l_1087) {
l_mut_214 = uint32(1);
} else {
const uint32 l_1088 = l_1084 & uint32(2147483648);
const bool l_1089 = l_1088 != uint32(0);
if (l_1089) {
const uint32 l_1090 = l_1084 - uint32(1);
l_mut_214 = l_1090;
}
}
const float l_1091 = reinterpret_cast<float const&>(l_mut_214);
const float l_1092 = -l_1091;
const double l_1093 = double(l_1092);
const double l_1094 = l_1071 + l_1002;
const bool l_1095 = l_1094 <= l_1073;
l_mut_273 = l_1095;
const double l_1096 = l_1071 - l_1002;
const bool l_1097 = l_1096 > l_1073;
l_mut_270 = l_1097;
const double l_1098 = l_1072 - l_1003;
const bool l_1099 = l_1098 >= l_1073;
l_mut_267 = l_1099;
const double l_1100 = l_1072 + l_1003;
const bool l_1101 = l_1100 < l_1073;
l_mut_264 = l_1101;
l_mut_214 = uint32(2);
const bool l_1102 = l_mut_270 || l_mut_264;
if (l_1102) {
l_mut_214 = uint32(1);
} else {
const bool l_1103 = l_mut_273 && l_mut_267;
if (l_1103) {
l_mut_214 = uint32(0);
}
}
l_mut_243 = l_mut_214;
}
l_mut_198 = l_mut_243;
}
}
}
}
}
}
}
}
}
}
const uint32 l_1104 = l_arr_197[uint32(0)];
const bool l_1105 = l_1104 == uint32(0);
if (l_1105) {
l_mut_198 = uint32(2);
}
l_arr_10[l_mut_178] = l_mut_198;
const uint32 l_1106 = l_arr_10[l_mut_178];
const bool l_1107 = l_1106 == uint32(2);
if (l_1107) {
l_mut_175 = bool(false);
}
}
}
const bool l_1108 = l_mut_80 == uint32(4294967293);
if (l_1108) {
const uint32 l_1109 = l_arr_8[uint32(0)];
const uint32 l_1110 = l_1109 + uint32(1);
l_arr_8[uint32(0)] = l_1110;
} else {
if (l_mut_175) {
l_mut_949 = l_168;
const bool l_1111 = l_mut_949 < double(-17.0);
if (l_1111) {
l_mut_949 = double(-17.0);
}
const bool l_1112 = l_mut_949 > double(17.0);
if (l_1112) {
l_mut_949 = double(17.0);
}
const double l_1113 = l_mut_949 + double(16.0);
const double l_1114 = l_1113 + double(1.0);
const uint32 l_1115 = uint32(l_1114);
const uint32 l_1116 = uint32(2) + l_1115;
const uint32 l_1117 = l_arr_8[l_1116];
const uint32 l_1118 = l_1117 + uint32(1);
l_arr_8[l_1116] = l_1118;
const uint32 l_1119 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1120 = l_1119 & uint32(8388607);
const double l_1121 = double(l_1120);
const double l_1122 = l_1121 / double(7.1362384635298e44);
l_mut_949 = l_1122;
const uint32 l_1123 = l_1119 & uint32(2139095040);
const bool l_1124 = l_1123 != uint32(0);
if (l_1124) {
const uint32 l_1125 = l_1119 & uint32(2147483647);
const float l_1126 = reinterpret_cast<float const&>(l_1125);
const double l_1127 = double(l_1126);
l_mut_949 = l_1127;
}
const uint32 l_1128 = l_1119 >> uint32(31);
const double l_1129 = double(l_1128);
const double l_1130 = double(2.0) * l_1129;
const double l_1131 = double(1.0) - l_1130;
l_mut_949 = l_mut_949 * l_1131;
const double l_1132 = abs(l_mut_25);
const double l_1133 = l_mut_25 * double(0.0);
const double l_1134 = l_1133 + double(7.1362384635298e44);
l_mut_589 = l_1134;
const bool l_1135 = l_1132 >= double(2.350988701644575e-38);
if (l_1135) {
const uint32 l_1136 = l_mut_80 & uint32(2147483647);
const float l_1137 = reinterpret_cast<float const&>(l_1136);
const double l_1138 = double(l_1137);
const uint32 l_1139 = l_1136 & uint32(2139095040);
const float l_1140 = reinterpret_cast<float const&>(l_1139);
const double l_1141 = double(l_1140);
const bool l_1142 = l_1138 > l_1132;
const uint32 l_1143 = l_1136 & uint32(8388607);
const bool l_1144 = l_1143 == uint32(0);
const bool l_1145 = l_1142 && l_1144;
const double l_1146 = l_1141 * double(1.1920928955078125e-7);
const double l_1147 = double(l_1145);
const double l_1148 = double(0.5) * l_1147;
const double l_1149 = double(1.0) - l_1148;
const double l_1150 = l_1146 * l_1149;
const double l_1151 = double(1.0) / l_1150;
l_mut_589 = l_1151;
}
const double l_1152 = l_mut_949 - l_mut_25;
const double l_1153 = l_1152 * l_mut_589;
const uint32 l_1154 = l_arr_8[uint32(45)];
const bool l_1155 = l_1154 == uint32(4294967295);
const double l_1156 = l_arr_9[uint32(0)];
const bool l_1157 = l_1153 < l_1156;
const bool l_1158 = l_1155 || l_1157;
if (l_1158) {
l_arr_9[uint32(0)] = l_1153;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_149;
}
const uint32 l_1159 = l_arr_8[uint32(47)];
const bool l_1160 = l_1159 == uint32(4294967295);
const double l_1161 = l_arr_9[uint32(1)];
const bool l_1162 = l_1153 > l_1161;
const bool l_1163 = l_1160 || l_1162;
if (l_1163) {
l_arr_9[uint32(1)] = l_1153;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_149;
}
const bool l_1164 = l_168 != double(0.0);
if (l_1164) {

for (uint32 l_mut_1165 = uint32(0); l_mut_1165 < uint32(8); ++l_mut_1165) {
const uint32 l_1166 = l_arr_10[l_mut_1165];
const bool l_1167 = l_1166 == uint32(1);
if (l_1167) {
const uint32 l_1168 = uint32(37) + l_mut_1165;
const uint32 l_1169 = l_arr_8[l_1168];
const uint32 l_1170 = l_1169 + uint32(1);
l_arr_8[l_1168] = l_1170;
const uint32 l_1171 = uint32(2) + l_mut_1165;
const uint32 l_1172 = uint32(2) * l_1171;
const uint32 l_1173 = uint32(45) + l_1172;
const uint32 l_1174 = l_arr_8[l_1173];
const bool l_1175 = l_1174 == uint32(4294967295);
const double l_1176 = abs(l_1153);
const uint32 l_1177 = uint32(2) + l_mut_1165;
const double l_1178 = l_arr_9[l_1177];
const double l_1179 = abs(l_1178);
const bool l_1180 = l_1176 > l_1179;
const bool l_1181 = l_1175 || l_1180;
if (l_1181) {
const uint32 l_1182 = uint32(2) + l_mut_1165;
l_arr_9[l_1182] = l_1153;
l_arr_8[l_1173] = l_20;
const uint32 l_1183 = l_1173 + uint32(1);
l_arr_8[l_1183] = l_149;
}
}
}
}
} else {
const uint32 l_1184 = l_arr_8[uint32(1)];
const uint32 l_1185 = l_2 + l_1184;
const uint32 l_1186 = l_1185 * uint32(2);
const uint32 l_1264 = info.static_meta[uint32(6)];
const uint32 l_1265 = l_1264 * uint32(1);
const bool l_1266 = l_1186 < l_1265;
if (l_1266) {
buffer_6[l_1186] = l_20;
}
const uint32 l_1187 = l_1186 + uint32(1);
const uint32 l_1267 = info.static_meta[uint32(6)];
const uint32 l_1268 = l_1267 * uint32(1);
const bool l_1269 = l_1187 < l_1268;
if (l_1269) {
buffer_6[l_1187] = l_149;
}
const uint32 l_1188 = l_arr_8[uint32(1)];
const uint32 l_1189 = l_1188 + uint32(1);
l_arr_8[uint32(1)] = l_1189;
}
}
}

for (uint32 l_mut_1190 = uint32(0); l_mut_1190 < uint32(65); ++l_mut_1190) {
const uint32 l_1191 = idxGlobal * uint32(65);
const uint32 l_1192 = l_1191 + l_mut_1190;
const uint32 l_1193 = l_arr_8[l_mut_1190];
const uint32 l_1270 = info.static_meta[uint32(4)];
const uint32 l_1271 = l_1270 * uint32(1);
const bool l_1272 = l_1192 < l_1271;
if (l_1272) {
buffer_4[l_1192] = l_1193;
}
}

for (uint32 l_mut_1194 = uint32(0); l_mut_1194 < uint32(10); ++l_mut_1194) {
const uint32 l_1195 = idxGlobal * uint32(10);
const uint32 l_1196 = l_1195 + l_mut_1194;
const double l_1197 = l_arr_9[l_mut_1194];
const uint32 l_1273 = info.static_meta[uint32(5)];
const uint32 l_1274 = l_1273 * uint32(1);
const bool l_1275 = l_1196 < l_1274;
if (l_1275) {
buffer_5[l_1196] = l_1197;
}
}
}

}
