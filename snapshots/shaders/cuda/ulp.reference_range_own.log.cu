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

uint32 l_arr_200[1];

double l_arr_837[2];

uint32 l_arr_10[8];

bool l_mut_178;
bool l_mut_267;
bool l_mut_270;
bool l_mut_273;
bool l_mut_276;
double l_mut_25;
double l_mut_27;
double l_mut_32;
double l_mut_592;
float l_mut_22;
int32 l_mut_42;
uint32 l_mut_201;
uint32 l_mut_217;
uint32 l_mut_246;
uint32 l_mut_83;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1235 = info.static_meta[uint32(7)];
const uint32 l_1236 = l_1235 * uint32(1);
const bool l_1237 = uint32(0) < l_1236;
if (l_1237) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1221 = info.static_meta[uint32(0)];
const uint32 l_1222 = l_1221 * uint32(1);
const bool l_1223 = uint32(1) < l_1222;
const uint32 l_1224 = l_1222 - uint32(1);
const uint32 l_1225 = min(uint32(1), l_1224);
const uint32 l_1226 = buffer_0[l_1225];
const uint32 l_1227 = (l_1223) ? l_1226 : uint32(0);
const uint32 l_1 = l_1227;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1228 = info.static_meta[uint32(0)];
const uint32 l_1229 = l_1228 * uint32(1);
const bool l_1230 = uint32(2) < l_1229;
const uint32 l_1231 = l_1229 - uint32(1);
const uint32 l_1232 = min(uint32(2), l_1231);
const uint32 l_1233 = buffer_0[l_1232];
const uint32 l_1234 = (l_1230) ? l_1233 : uint32(0);
const uint32 l_3 = l_1234;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1238 = info.static_meta[uint32(0)];
const uint32 l_1239 = l_1238 * uint32(1);
const bool l_1240 = uint32(2) < l_1239;
const uint32 l_1241 = l_1239 - uint32(1);
const uint32 l_1242 = min(uint32(2), l_1241);
const uint32 l_1243 = buffer_0[l_1242];
const uint32 l_1244 = (l_1240) ? l_1243 : uint32(0);
const uint32 l_6 = l_1244;
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
const uint32 l_1245 = info.static_meta[uint32(0)];
const uint32 l_1246 = l_1245 * uint32(1);
const bool l_1247 = uint32(0) < l_1246;
const uint32 l_1248 = l_1246 - uint32(1);
const uint32 l_1249 = min(uint32(0), l_1248);
const uint32 l_1250 = buffer_0[l_1249];
const uint32 l_1251 = (l_1247) ? l_1250 : uint32(0);
const uint32 l_19 = l_1251;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = log(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(l_21);
l_mut_27 = l_26;
const bool l_28 = l_21 < float(0.0);
if (l_28) {
const double l_29 = reinterpret_cast<double const&>(uint64(9221120237041090560));
l_mut_27 = l_29;
} else {
const bool l_30 = l_21 == float(0.0);
if (l_30) {
const double l_31 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_32 = l_31;
const bool l_33 = double(-1.0) < double(0.0);
if (l_33) {
const double l_34 = -l_mut_32;
l_mut_32 = l_34;
}
l_mut_27 = l_mut_32;
} else {
const uint32 l_35 = reinterpret_cast<uint32 const&>(l_21);
const bool l_36 = l_35 < uint32(2139095040);
if (l_36) {
const uint64 l_37 = reinterpret_cast<uint64 const&>(l_26);
const uint64 l_38 = l_37 >> uint64(52);
const uint64 l_39 = l_38 & uint64(2047);
const int32 l_40 = int32(l_39);
const int32 l_41 = l_40 - int32(1023);
l_mut_42 = l_41;
const uint64 l_43 = l_37 & uint64(4503599627370495);
const uint64 l_44 = l_43 | uint64(4607182418800017408);
const double l_45 = reinterpret_cast<double const&>(l_44);
l_mut_32 = l_45;
const bool l_46 = l_mut_32 > double(1.4142135623730951);
if (l_46) {
l_mut_32 = l_mut_32 * double(0.5);
l_mut_42 = l_mut_42 + int32(1);
}
const double l_47 = l_mut_32 - double(1.0);
const double l_48 = double(2.0) + l_47;
const double l_49 = l_47 / l_48;
const double l_50 = l_49 * l_49;
const double l_51 = l_50 * double(0.04);
const double l_52 = l_51 + double(0.043478260869565216);
l_mut_32 = l_52;
const double l_53 = l_mut_32 * l_50;
const double l_54 = l_53 + double(0.047619047619047616);
l_mut_32 = l_54;
const double l_55 = l_mut_32 * l_50;
const double l_56 = l_55 + double(0.05263157894736842);
l_mut_32 = l_56;
const double l_57 = l_mut_32 * l_50;
const double l_58 = l_57 + double(0.058823529411764705);
l_mut_32 = l_58;
const double l_59 = l_mut_32 * l_50;
const double l_60 = l_59 + double(0.06666666666666667);
l_mut_32 = l_60;
const double l_61 = l_mut_32 * l_50;
const double l_62 = l_61 + double(0.07692307692307693);
l_mut_32 = l_62;
const double l_63 = l_mut_32 * l_50;
const double l_64 = l_63 + double(0.09090909090909091);
l_mut_32 = l_64;
const double l_65 = l_mut_32 * l_50;
const double l_66 = l_65 + double(0.1111111111111111);
l_mut_32 = l_66;
const double l_67 = l_mut_32 * l_50;
const double l_68 = l_67 + double(0.14285714285714285);
l_mut_32 = l_68;
const double l_69 = l_mut_32 * l_50;
const double l_70 = l_69 + double(0.2);
l_mut_32 = l_70;
const double l_71 = l_mut_32 * l_50;
const double l_72 = l_71 + double(0.3333333333333333);
l_mut_32 = l_72;
const double l_73 = double(2.0) * l_49;
const double l_74 = double(2.0) * l_49;
const double l_75 = l_74 * l_50;
const double l_76 = l_75 * l_mut_32;
const double l_77 = l_73 + l_76;
const double l_78 = double(l_mut_42);
const double l_79 = l_78 * double(0.6931471824645996);
const double l_80 = l_78 * double(-1.904654299957768e-9);
const double l_81 = l_80 + l_77;
const double l_82 = l_79 + l_81;
l_mut_27 = l_82;
}
}
}
l_mut_25 = l_mut_27;
l_mut_83 = uint32(4294967294);
const uint32 l_84 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_85 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_86 = l_85 & uint32(2139095040);
const bool l_87 = l_86 != uint32(2139095040);
const bool l_88 = l_86 == uint32(0);
const uint32 l_89 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_90 = l_89 & uint32(8388607);
const bool l_91 = l_90 != uint32(0);
const bool l_92 = l_88 && l_91;
const double l_93 = abs(l_mut_25);
const bool l_94 = l_mut_25 < double(0.0);
const uint32 l_95 = uint32(l_94);
const uint32 l_96 = uint32(2147483648) * l_95;
if (l_92) {
} else {
const bool l_97 = isnan(l_mut_25);
if (l_97) {
const uint32 l_98 = l_84 & uint32(2147483647);
const bool l_99 = l_98 > uint32(2139095040);
if (l_99) {
l_mut_83 = uint32(4294967293);
}
} else {
const bool l_100 = l_93 >= double(3.402823669209385e38);
const bool l_101 = !l_87;
const bool l_102 = l_93 == double(0.0);
const bool l_103 = l_101 && l_102;
const bool l_104 = l_100 || l_103;
if (l_104) {
const bool l_105 = l_93 >= double(3.402823669209385e38);
const uint32 l_106 = uint32(l_105);
const uint32 l_107 = uint32(2139095040) * l_106;
const uint32 l_108 = l_107 | l_96;
const bool l_109 = l_84 == l_108;
const uint32 l_110 = l_84 | l_108;
const uint32 l_111 = l_110 & uint32(2147483647);
const bool l_112 = l_111 == uint32(0);
const bool l_113 = l_109 || l_112;
if (l_113) {
l_mut_83 = uint32(4294967293);
}
} else {
const bool l_114 = l_93 >= double(2.350988701644575e-38);
const bool l_115 = l_87 && l_114;
const bool l_116 = l_93 < double(3.4028234663852886e38);
const bool l_117 = l_115 && l_116;
if (l_117) {
const float l_118 = float(l_93);
const uint32 l_119 = reinterpret_cast<uint32 const&>(l_118);
const float l_120 = reinterpret_cast<float const&>(l_119);
const double l_121 = double(l_120);
const double l_122 = l_93 - l_121;
const uint32 l_123 = l_119 + uint32(1);
const bool l_124 = l_122 < double(0.0);
const uint32 l_125 = uint32(l_124);
const uint32 l_126 = uint32(2) * l_125;
const uint32 l_127 = l_123 - l_126;
const float l_128 = reinterpret_cast<float const&>(l_127);
const double l_129 = double(l_128);
const double l_130 = l_129 - l_121;
const double l_131 = abs(l_130);
const double l_132 = l_131 * double(0.5);
const double l_133 = abs(l_122);
const double l_134 = l_132 - l_133;
const double l_135 = l_93 * double(9.094947017729282e-13);
const bool l_136 = l_134 > l_135;
if (l_136) {
const uint32 l_137 = l_119 | l_96;
l_mut_83 = l_137;
}
} else {
const bool l_138 = l_93 < double(2.350988701644575e-38);
const bool l_139 = l_87 && l_138;
if (l_139) {
const double l_140 = l_93 * double(7.1362384635298e44);
const double l_141 = floor(l_140);
const double l_142 = l_140 - l_141;
const double l_143 = l_142 - double(0.5);
const double l_144 = abs(l_143);
const double l_145 = l_140 * double(9.094947017729282e-13);
const bool l_146 = l_144 > l_145;
if (l_146) {
const bool l_147 = l_142 > double(0.5);
const double l_148 = double(l_147);
const double l_149 = l_141 + l_148;
const uint32 l_150 = uint32(l_149);
const uint32 l_151 = l_150 | l_96;
l_mut_83 = l_151;
}
}
}
}
}
}
const uint32 l_152 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_153 = l_152 & uint32(2139095040);
const bool l_154 = l_153 != uint32(2139095040);
const uint32 l_155 = l_152 & uint32(2147483647);
const bool l_156 = l_155 == uint32(0);
const uint32 l_157 = l_152 & uint32(2147483647);
const double l_158 = double(l_157);
const uint32 l_159 = l_152 >> uint32(31);
const double l_160 = double(l_159);
const double l_161 = double(2.0) * l_160;
const double l_162 = double(1.0) - l_161;
const double l_163 = l_158 * l_162;
const uint32 l_164 = l_mut_83 & uint32(2147483647);
const double l_165 = double(l_164);
const uint32 l_166 = l_mut_83 >> uint32(31);
const double l_167 = double(l_166);
const double l_168 = double(2.0) * l_167;
const double l_169 = double(1.0) - l_168;
const double l_170 = l_165 * l_169;
const double l_171 = l_163 - l_170;
const bool l_172 = l_mut_83 < uint32(4294967293);
const bool l_173 = l_171 == double(0.0);
const bool l_174 = !l_156;
const bool l_175 = l_154 && l_174;
const bool l_176 = l_173 || l_175;
const bool l_177 = l_172 && l_176;
l_mut_178 = l_177;
const bool l_179 = l_171 != double(0.0);
const bool l_180 = l_mut_178 && l_179;
if (l_180) {

for (uint32 l_mut_181 = uint32(0); l_mut_181 < uint32(8); ++l_mut_181) {
const uint32 l_182 = uint32(2) * l_mut_181;
const uint32 l_1252 = info.static_meta[uint32(1)];
const uint32 l_1253 = l_1252 * uint32(1);
const bool l_1254 = l_182 < l_1253;
const uint32 l_1255 = l_1253 - uint32(1);
const uint32 l_1256 = min(l_182, l_1255);
const uint32 l_1257 = buffer_1[l_1256];
const uint32 l_1258 = (l_1254) ? l_1257 : uint32(0);
const uint32 l_183 = l_1258;
const uint32 l_184 = uint32(2) * l_mut_181;
const uint32 l_185 = l_184 + uint32(1);
const uint32 l_1259 = info.static_meta[uint32(1)];
const uint32 l_1260 = l_1259 * uint32(1);
const bool l_1261 = l_185 < l_1260;
const uint32 l_1262 = l_1260 - uint32(1);
const uint32 l_1263 = min(l_185, l_1262);
const uint32 l_1264 = buffer_1[l_1263];
const uint32 l_1265 = (l_1261) ? l_1264 : uint32(0);
const uint32 l_186 = l_1265;
const bool l_187 = l_186 != uint32(0);
const uint32 l_188 = l_mut_181 * uint32(4);
const uint32 l_1266 = info.static_meta[uint32(2)];
const uint32 l_1267 = l_1266 * uint32(1);
const bool l_1268 = l_188 < l_1267;
const uint32 l_1269 = l_1267 - uint32(1);
const uint32 l_1270 = min(l_188, l_1269);
const double l_1271 = buffer_2[l_1270];
const double l_1272 = (l_1268) ? l_1271 : double(0.0);
const double l_189 = l_1272;
const uint32 l_190 = l_mut_181 * uint32(4);
const uint32 l_191 = l_190 + uint32(1);
const uint32 l_1273 = info.static_meta[uint32(2)];
const uint32 l_1274 = l_1273 * uint32(1);
const bool l_1275 = l_191 < l_1274;
const uint32 l_1276 = l_1274 - uint32(1);
const uint32 l_1277 = min(l_191, l_1276);
const double l_1278 = buffer_2[l_1277];
const double l_1279 = (l_1275) ? l_1278 : double(0.0);
const double l_192 = l_1279;
const uint32 l_193 = l_mut_181 * uint32(4);
const uint32 l_194 = l_193 + uint32(2);
const uint32 l_1280 = info.static_meta[uint32(2)];
const uint32 l_1281 = l_1280 * uint32(1);
const bool l_1282 = l_194 < l_1281;
const uint32 l_1283 = l_1281 - uint32(1);
const uint32 l_1284 = min(l_194, l_1283);
const double l_1285 = buffer_2[l_1284];
const double l_1286 = (l_1282) ? l_1285 : double(0.0);
const double l_195 = l_1286;
const double l_196 = double(l_21);
const double l_197 = abs(l_196);
const double l_198 = abs(l_mut_25);
const double l_199 = l_198 * double(1.4551915228366852e-11);
l_arr_200[uint32(0)] = uint32(1);
l_mut_201 = uint32(2);
const bool l_202 = l_183 == uint32(0);
if (l_202) {
l_mut_201 = uint32(0);
} else {
const bool l_203 = l_183 == uint32(1);
if (l_203) {
l_mut_201 = uint32(1);
const double l_204 = abs(l_171);
const bool l_205 = l_204 <= l_189;
if (l_205) {
l_mut_201 = uint32(0);
}
} else {
const bool l_206 = l_183 == uint32(2);
if (l_206) {
const double l_207 = abs(l_mut_25);
l_mut_32 = double(1.401298464324817e-45);
const bool l_208 = l_207 >= double(1.1754943508222875e-38);
const bool l_209 = l_207 <= double(1.7976931348623157e308);
const bool l_210 = l_208 && l_209;
if (l_210) {
const uint64 l_211 = reinterpret_cast<uint64 const&>(l_207);
const uint64 l_212 = l_211 >> uint64(52);
const uint64 l_213 = l_212 - uint64(23);
const uint64 l_214 = l_213 << uint64(52);
const double l_215 = reinterpret_cast<double const&>(l_214);
l_mut_32 = l_215;
}
const double l_216 = l_189 * l_mut_32;
l_mut_217 = uint32(2);
const double l_218 = l_mut_25 - l_199;
const double l_219 = abs(l_218);
l_mut_32 = double(1.401298464324817e-45);
const bool l_220 = l_219 >= double(1.1754943508222875e-38);
const bool l_221 = l_219 <= double(1.7976931348623157e308);
const bool l_222 = l_220 && l_221;
if (l_222) {
const uint64 l_223 = reinterpret_cast<uint64 const&>(l_219);
const uint64 l_224 = l_223 >> uint64(52);
const uint64 l_225 = l_224 - uint64(23);
const uint64 l_226 = l_225 << uint64(52);
const double l_227 = reinterpret_cast<double const&>(l_226);
l_mut_32 = l_227;
}
const double l_228 = l_mut_25 + l_199;
const double l_229 = abs(l_228);
l_mut_27 = double(1.401298464324817e-45);
const bool l_230 = l_229 >= double(1.1754943508222875e-38);
const bool l_231 = l_229 <= double(1.7976931348623157e308);
const bool l_232 = l_230 && l_231;
if (l_232) {
const uint64 l_233 = reinterpret_cast<uint64 const&>(l_229);
const uint64 l_234 = l_233 >> uint64(52);
const uint64 l_235 = l_234 - uint64(23);
const uint64 l_236 = l_235 << uint64(52);
const double l_237 = reinterpret_cast<double const&>(l_236);
l_mut_27 = l_237;
}
const bool l_238 = l_mut_32 == l_mut_27;
if (l_238) {
const double l_239 = l_216 * double(1.4551915228366852e-11);
const double l_240 = l_199 + l_239;
const double l_241 = l_mut_25 - l_216;
const double l_242 = l_mut_25 + l_216;
const double l_243 = double(l_mut_22);
const uint32 l_244 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_245 = l_244 + uint32(1);
l_mut_246 = l_245;
const uint32 l_247 = l_244 & uint32(2147483647);
const bool l_248 = l_247 == uint32(0);
if (l_248) {
l_mut_246 = uint32(1);
} else {
const uint32 l_249 = l_244 & uint32(2147483648);
const bool l_250 = l_249 != uint32(0);
if (l_250) {
const uint32 l_251 = l_244 - uint32(1);
l_mut_246 = l_251;
}
}
const float l_252 = reinterpret_cast<float const&>(l_mut_246);
const double l_253 = double(l_252);
const float l_254 = -l_mut_22;
const uint32 l_255 = reinterpret_cast<uint32 const&>(l_254);
const uint32 l_256 = l_255 + uint32(1);
l_mut_246 = l_256;
const uint32 l_257 = l_255 & uint32(2147483647);
const bool l_258 = l_257 == uint32(0);
if (l_258) {
l_mut_246 = uint32(1);
} else {
const uint32 l_259 = l_255 & uint32(2147483648);
const bool l_260 = l_259 != uint32(0);
if (l_260) {
const uint32 l_261 = l_255 - uint32(1);
l_mut_246 = l_261;
}
}
const float l_262 = reinterpret_cast<float const&>(l_mut_246);
const float l_263 = -l_262;
const double l_264 = double(l_263);
const double l_265 = l_241 + l_240;
const bool l_266 = l_265 <= l_243;
l_mut_267 = l_266;
const double l_268 = l_241 - l_240;
const bool l_269 = l_268 > l_243;
l_mut_270 = l_269;
const double l_271 = l_242 - l_240;
const bool l_272 = l_271 >= l_243;
l_mut_273 = l_272;
const double l_274 = l_242 + l_240;
const bool l_275 = l_274 < l_243;
l_mut_276 = l_275;
if (l_187) {
const double l_277 = l_241 + l_240;
const bool l_278 = l_277 < l_253;
l_mut_267 = l_278;
const double l_279 = l_241 - l_240;
const bool l_280 = l_279 >= l_253;
l_mut_270 = l_280;
const double l_281 = l_242 - l_240;
const bool l_282 = l_281 > l_264;
l_mut_273 = l_282;
const double l_283 = l_242 + l_240;
const bool l_284 = l_283 <= l_264;
l_mut_276 = l_284;
}
l_mut_246 = uint32(2);
const bool l_285 = l_mut_270 || l_mut_276;
if (l_285) {
l_mut_246 = uint32(1);
} else {
const bool l_286 = l_mut_267 && l_mut_273;
if (l_286) {
l_mut_246 = uint32(0);
}
}
l_mut_217 = l_mut_246;
}
l_mut_201 = l_mut_217;
} else {
const bool l_287 = l_183 == uint32(3);
if (l_287) {
l_mut_201 = uint32(0);
const bool l_288 = l_197 >= double(1.1754943508222875e-38);
const bool l_289 = l_197 <= double(8.507059173023462e37);
const bool l_290 = l_288 && l_289;
if (l_290) {
const double l_291 = abs(l_mut_25);
l_mut_32 = double(1.401298464324817e-45);
const bool l_292 = l_291 >= double(1.1754943508222875e-38);
const bool l_293 = l_291 <= double(1.7976931348623157e308);
const bool l_294 = l_292 && l_293;
if (l_294) {
const uint64 l_295 = reinterpret_cast<uint64 const&>(l_291);
const uint64 l_296 = l_295 >> uint64(52);
const uint64 l_297 = l_296 - uint64(23);
const uint64 l_298 = l_297 << uint64(52);
const double l_299 = reinterpret_cast<double const&>(l_298);
l_mut_32 = l_299;
}
const double l_300 = l_189 * l_mut_32;
l_mut_246 = uint32(2);
const double l_301 = l_mut_25 - l_199;
const double l_302 = abs(l_301);
l_mut_32 = double(1.401298464324817e-45);
const bool l_303 = l_302 >= double(1.1754943508222875e-38);
const bool l_304 = l_302 <= double(1.7976931348623157e308);
const bool l_305 = l_303 && l_304;
if (l_305) {
const uint64 l_306 = reinterpret_cast<uint64 const&>(l_302);
const uint64 l_307 = l_306 >> uint64(52);
const uint64 l_308 = l_307 - uint64(23);
const uint64 l_309 = l_308 << uint64(52);
const double l_310 = reinterpret_cast<double const&>(l_309);
l_mut_32 = l_310;
}
const double l_311 = l_mut_25 + l_199;
const double l_312 = abs(l_311);
l_mut_27 = double(1.401298464324817e-45);
const bool l_313 = l_312 >= double(1.1754943508222875e-38);
const bool l_314 = l_312 <= double(1.7976931348623157e308);
const bool l_315 = l_313 && l_314;
if (l_315) {
const uint64 l_316 = reinterpret_cast<uint64 const&>(l_312);
const uint64 l_317 = l_316 >> uint64(52);
const uint64 l_318 = l_317 - uint64(23);
const uint64 l_319 = l_318 << uint64(52);
const double l_320 = reinterpret_cast<double const&>(l_319);
l_mut_27 = l_320;
}
const bool l_321 = l_mut_32 == l_mut_27;
if (l_321) {
const double l_322 = l_300 * double(1.4551915228366852e-11);
const double l_323 = l_199 + l_322;
const double l_324 = l_mut_25 - l_300;
const double l_325 = l_mut_25 + l_300;
const double l_326 = double(l_mut_22);
const uint32 l_327 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_328 = l_327 + uint32(1);
l_mut_217 = l_328;
const uint32 l_329 = l_327 & uint32(2147483647);
const bool l_330 = l_329 == uint32(0);
if (l_330) {
l_mut_217 = uint32(1);
} else {
const uint32 l_331 = l_327 & uint32(2147483648);
const bool l_332 = l_331 != uint32(0);
if (l_332) {
const uint32 l_333 = l_327 - uint32(1);
l_mut_217 = l_333;
}
}
const float l_334 = reinterpret_cast<float const&>(l_mut_217);
const double l_335 = double(l_334);
const float l_336 = -l_mut_22;
const uint32 l_337 = reinterpret_cast<uint32 const&>(l_336);
const uint32 l_338 = l_337 + uint32(1);
l_mut_217 = l_338;
const uint32 l_339 = l_337 & uint32(2147483647);
const bool l_340 = l_339 == uint32(0);
if (l_340) {
l_mut_217 = uint32(1);
} else {
const uint32 l_341 = l_337 & uint32(2147483648);
const bool l_342 = l_341 != uint32(0);
if (l_342) {
const uint32 l_343 = l_337 - uint32(1);
l_mut_217 = l_343;
}
}
const float l_344 = reinterpret_cast<float const&>(l_mut_217);
const float l_345 = -l_344;
const double l_346 = double(l_345);
const double l_347 = l_324 + l_323;
const bool l_348 = l_347 <= l_326;
l_mut_276 = l_348;
const double l_349 = l_324 - l_323;
const bool l_350 = l_349 > l_326;
l_mut_273 = l_350;
const double l_351 = l_325 - l_323;
const bool l_352 = l_351 >= l_326;
l_mut_270 = l_352;
const double l_353 = l_325 + l_323;
const bool l_354 = l_353 < l_326;
l_mut_267 = l_354;
if (l_187) {
const double l_355 = l_324 + l_323;
const bool l_356 = l_355 < l_335;
l_mut_276 = l_356;
const double l_357 = l_324 - l_323;
const bool l_358 = l_357 >= l_335;
l_mut_273 = l_358;
const double l_359 = l_325 - l_323;
const bool l_360 = l_359 > l_346;
l_mut_270 = l_360;
const double l_361 = l_325 + l_323;
const bool l_362 = l_361 <= l_346;
l_mut_267 = l_362;
}
l_mut_217 = uint32(2);
const bool l_363 = l_mut_273 || l_mut_267;
if (l_363) {
l_mut_217 = uint32(1);
} else {
const bool l_364 = l_mut_276 && l_mut_270;
if (l_364) {
l_mut_217 = uint32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
}
} else {
const bool l_365 = l_183 == uint32(4);
if (l_365) {
const double l_366 = l_192 * l_197;
const double l_367 = l_189 + l_366;
const double l_368 = abs(l_mut_25);
l_mut_32 = double(1.401298464324817e-45);
const bool l_369 = l_368 >= double(1.1754943508222875e-38);
const bool l_370 = l_368 <= double(1.7976931348623157e308);
const bool l_371 = l_369 && l_370;
if (l_371) {
const uint64 l_372 = reinterpret_cast<uint64 const&>(l_368);
const uint64 l_373 = l_372 >> uint64(52);
const uint64 l_374 = l_373 - uint64(23);
const uint64 l_375 = l_374 << uint64(52);
const double l_376 = reinterpret_cast<double const&>(l_375);
l_mut_32 = l_376;
}
const double l_377 = l_367 * l_mut_32;
l_mut_246 = uint32(2);
const double l_378 = l_mut_25 - l_199;
const double l_379 = abs(l_378);
l_mut_32 = double(1.401298464324817e-45);
const bool l_380 = l_379 >= double(1.1754943508222875e-38);
const bool l_381 = l_379 <= double(1.7976931348623157e308);
const bool l_382 = l_380 && l_381;
if (l_382) {
const uint64 l_383 = reinterpret_cast<uint64 const&>(l_379);
const uint64 l_384 = l_383 >> uint64(52);
const uint64 l_385 = l_384 - uint64(23);
const uint64 l_386 = l_385 << uint64(52);
const double l_387 = reinterpret_cast<double const&>(l_386);
l_mut_32 = l_387;
}
const double l_388 = l_mut_25 + l_199;
const double l_389 = abs(l_388);
l_mut_27 = double(1.401298464324817e-45);
const bool l_390 = l_389 >= double(1.1754943508222875e-38);
const bool l_391 = l_389 <= double(1.7976931348623157e308);
const bool l_392 = l_390 && l_391;
if (l_392) {
const uint64 l_393 = reinterpret_cast<uint64 const&>(l_389);
const uint64 l_394 = l_393 >> uint64(52);
const uint64 l_395 = l_394 - uint64(23);
const uint64 l_396 = l_395 << uint64(52);
const double l_397 = reinterpret_cast<double const&>(l_396);
l_mut_27 = l_397;
}
const bool l_398 = l_mut_32 == l_mut_27;
if (l_398) {
const double l_399 = l_377 * double(1.4551915228366852e-11);
const double l_400 = l_199 + l_399;
const double l_401 = l_mut_25 - l_377;
const double l_402 = l_mut_25 + l_377;
const double l_403 = double(l_mut_22);
const uint32 l_404 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_405 = l_404 + uint32(1);
l_mut_217 = l_405;
const uint32 l_406 = l_404 & uint32(2147483647);
const bool l_407 = l_406 == uint32(0);
if (l_407) {
l_mut_217 = uint32(1);
} else {
const uint32 l_408 = l_404 & uint32(2147483648);
const bool l_409 = l_408 != uint32(0);
if (l_409) {
const uint32 l_410 = l_404 - uint32(1);
l_mut_217 = l_410;
}
}
const float l_411 = reinterpret_cast<float const&>(l_mut_217);
const double l_412 = double(l_411);
const float l_413 = -l_mut_22;
const uint32 l_414 = reinterpret_cast<uint32 const&>(l_413);
const uint32 l_415 = l_414 + uint32(1);
l_mut_217 = l_415;
const uint32 l_416 = l_414 & uint32(2147483647);
const bool l_417 = l_416 == uint32(0);
if (l_417) {
l_mut_217 = uint32(1);
} else {
const uint32 l_418 = l_414 & uint32(2147483648);
const bool l_419 = l_418 != uint32(0);
if (l_419) {
const uint32 l_420 = l_414 - uint32(1);
l_mut_217 = l_420;
}
}
const float l_421 = reinterpret_cast<float const&>(l_mut_217);
const float l_422 = -l_421;
const double l_423 = double(l_422);
const double l_424 = l_401 + l_400;
const bool l_425 = l_424 <= l_403;
l_mut_276 = l_425;
const double l_426 = l_401 - l_400;
const bool l_427 = l_426 > l_403;
l_mut_273 = l_427;
const double l_428 = l_402 - l_400;
const bool l_429 = l_428 >= l_403;
l_mut_270 = l_429;
const double l_430 = l_402 + l_400;
const bool l_431 = l_430 < l_403;
l_mut_267 = l_431;
if (l_187) {
const double l_432 = l_401 + l_400;
const bool l_433 = l_432 < l_412;
l_mut_276 = l_433;
const double l_434 = l_401 - l_400;
const bool l_435 = l_434 >= l_412;
l_mut_273 = l_435;
const double l_436 = l_402 - l_400;
const bool l_437 = l_436 > l_423;
l_mut_270 = l_437;
const double l_438 = l_402 + l_400;
const bool l_439 = l_438 <= l_423;
l_mut_267 = l_439;
}
l_mut_217 = uint32(2);
const bool l_440 = l_mut_273 || l_mut_267;
if (l_440) {
l_mut_217 = uint32(1);
} else {
const bool l_441 = l_mut_276 && l_mut_270;
if (l_441) {
l_mut_217 = uint32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
} else {
const bool l_442 = l_183 == uint32(5);
if (l_442) {
const double l_443 = double(2.0) * l_196;
const double l_444 = abs(l_443);
const double l_445 = floor(l_444);
const double l_446 = double(3.0) + l_445;
const double l_447 = abs(l_mut_25);
l_mut_32 = double(1.401298464324817e-45);
const bool l_448 = l_447 >= double(1.1754943508222875e-38);
const bool l_449 = l_447 <= double(1.7976931348623157e308);
const bool l_450 = l_448 && l_449;
if (l_450) {
const uint64 l_451 = reinterpret_cast<uint64 const&>(l_447);
const uint64 l_452 = l_451 >> uint64(52);
const uint64 l_453 = l_452 - uint64(23);
const uint64 l_454 = l_453 << uint64(52);
const double l_455 = reinterpret_cast<double const&>(l_454);
l_mut_32 = l_455;
}
const double l_456 = l_446 * l_mut_32;
l_mut_246 = uint32(2);
const double l_457 = l_mut_25 - l_199;
const double l_458 = abs(l_457);
l_mut_32 = double(1.401298464324817e-45);
const bool l_459 = l_458 >= double(1.1754943508222875e-38);
const bool l_460 = l_458 <= double(1.7976931348623157e308);
const bool l_461 = l_459 && l_460;
if (l_461) {
const uint64 l_462 = reinterpret_cast<uint64 const&>(l_458);
const uint64 l_463 = l_462 >> uint64(52);
const uint64 l_464 = l_463 - uint64(23);
const uint64 l_465 = l_464 << uint64(52);
const double l_466 = reinterpret_cast<double const&>(l_465);
l_mut_32 = l_466;
}
const double l_467 = l_mut_25 + l_199;
const double l_468 = abs(l_467);
l_mut_27 = double(1.401298464324817e-45);
const bool l_469 = l_468 >= double(1.1754943508222875e-38);
const bool l_470 = l_468 <= double(1.7976931348623157e308);
const bool l_471 = l_469 && l_470;
if (l_471) {
const uint64 l_472 = reinterpret_cast<uint64 const&>(l_468);
const uint64 l_473 = l_472 >> uint64(52);
const uint64 l_474 = l_473 - uint64(23);
const uint64 l_475 = l_474 << uint64(52);
const double l_476 = reinterpret_cast<double const&>(l_475);
l_mut_27 = l_476;
}
const bool l_477 = l_mut_32 == l_mut_27;
if (l_477) {
const double l_478 = l_456 * double(1.4551915228366852e-11);
const double l_479 = l_199 + l_478;
const double l_480 = l_mut_25 - l_456;
const double l_481 = l_mut_25 + l_456;
const double l_482 = double(l_mut_22);
const uint32 l_483 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_484 = l_483 + uint32(1);
l_mut_217 = l_484;
const uint32 l_485 = l_483 & uint32(2147483647);
const bool l_486 = l_485 == uint32(0);
if (l_486) {
l_mut_217 = uint32(1);
} else {
const uint32 l_487 = l_483 & uint32(2147483648);
const bool l_488 = l_487 != uint32(0);
if (l_488) {
const uint32 l_489 = l_483 - uint32(1);
l_mut_217 = l_489;
}
}
const float l_490 = reinterpret_cast<float const&>(l_mut_217);
const double l_491 = double(l_490);
const float l_492 = -l_mut_22;
const uint32 l_493 = reinterpret_cast<uint32 const&>(l_492);
const uint32 l_494 = l_493 + uint32(1);
l_mut_217 = l_494;
const uint32 l_495 = l_493 & uint32(2147483647);
const bool l_496 = l_495 == uint32(0);
if (l_496) {
l_mut_217 = uint32(1);
} else {
const uint32 l_497 = l_493 & uint32(2147483648);
const bool l_498 = l_497 != uint32(0);
if (l_498) {
const uint32 l_499 = l_493 - uint32(1);
l_mut_217 = l_499;
}
}
const float l_500 = reinterpret_cast<float const&>(l_mut_217);
const float l_501 = -l_500;
const double l_502 = double(l_501);
const double l_503 = l_480 + l_479;
const bool l_504 = l_503 <= l_482;
l_mut_276 = l_504;
const double l_505 = l_480 - l_479;
const bool l_506 = l_505 > l_482;
l_mut_273 = l_506;
const double l_507 = l_481 - l_479;
const bool l_508 = l_507 >= l_482;
l_mut_270 = l_508;
const double l_509 = l_481 + l_479;
const bool l_510 = l_509 < l_482;
l_mut_267 = l_510;
if (l_187) {
const double l_511 = l_480 + l_479;
const bool l_512 = l_511 < l_491;
l_mut_276 = l_512;
const double l_513 = l_480 - l_479;
const bool l_514 = l_513 >= l_491;
l_mut_273 = l_514;
const double l_515 = l_481 - l_479;
const bool l_516 = l_515 > l_502;
l_mut_270 = l_516;
const double l_517 = l_481 + l_479;
const bool l_518 = l_517 <= l_502;
l_mut_267 = l_518;
}
l_mut_217 = uint32(2);
const bool l_519 = l_mut_273 || l_mut_267;
if (l_519) {
l_mut_217 = uint32(1);
} else {
const bool l_520 = l_mut_276 && l_mut_270;
if (l_520) {
l_mut_217 = uint32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
} else {
const bool l_521 = l_183 == uint32(6);
if (l_521) {
l_mut_201 = uint32(0);
const bool l_522 = l_197 <= l_192;
if (l_522) {
const double l_523 = l_189 * double(1.4551915228366852e-11);
const double l_524 = l_199 + l_523;
const double l_525 = l_mut_25 - l_189;
const double l_526 = l_mut_25 + l_189;
const double l_527 = double(l_mut_22);
const uint32 l_528 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_529 = l_528 + uint32(1);
l_mut_246 = l_529;
const uint32 l_530 = l_528 & uint32(2147483647);
const bool l_531 = l_530 == uint32(0);
if (l_531) {
l_mut_246 = uint32(1);
} else {
const uint32 l_532 = l_528 & uint32(2147483648);
const bool l_533 = l_532 != uint32(0);
if (l_533) {
const uint32 l_534 = l_528 - uint32(1);
l_mut_246 = l_534;
}
}
const float l_535 = reinterpret_cast<float const&>(l_mut_246);
const double l_536 = double(l_535);
const float l_537 = -l_mut_22;
const uint32 l_538 = reinterpret_cast<uint32 const&>(l_537);
const uint32 l_539 = l_538 + uint32(1);
l_mut_246 = l_539;
const uint32 l_540 = l_538 & uint32(2147483647);
const bool l_541 = l_540 == uint32(0);
if (l_541) {
l_mut_246 = uint32(1);
} else {
const uint32 l_542 = l_538 & uint32(2147483648);
const bool l_543 = l_542 != uint32(0);
if (l_543) {
const uint32 l_544 = l_538 - uint32(1);
l_mut_246 = l_544;
}
}
const float l_545 = reinterpret_cast<float const&>(l_mut_246);
const float l_546 = -l_545;
const double l_547 = double(l_546);
const double l_548 = l_525 + l_524;
const bool l_549 = l_548 <= l_527;
l_mut_276 = l_549;
const double l_550 = l_525 - l_524;
const bool l_551 = l_550 > l_527;
l_mut_273 = l_551;
const double l_552 = l_526 - l_524;
const bool l_553 = l_552 >= l_527;
l_mut_270 = l_553;
const double l_554 = l_526 + l_524;
const bool l_555 = l_554 < l_527;
l_mut_267 = l_555;
if (l_187) {
const double l_556 = l_525 + l_524;
const bool l_557 = l_556 < l_536;
l_mut_276 = l_557;
const double l_558 = l_525 - l_524;
const bool l_559 = l_558 >= l_536;
l_mut_273 = l_559;
const double l_560 = l_526 - l_524;
const bool l_561 = l_560 > l_547;
l_mut_270 = l_561;
const double l_562 = l_526 + l_524;
const bool l_563 = l_562 <= l_547;
l_mut_267 = l_563;
}
l_mut_246 = uint32(2);
const bool l_564 = l_mut_273 || l_mut_267;
if (l_564) {
l_mut_246 = uint32(1);
} else {
const bool l_565 = l_mut_276 && l_mut_270;
if (l_565) {
l_mut_246 = uint32(0);
}
}
l_mut_201 = l_mut_246;
}
} else {
const bool l_566 = l_183 == uint32(7);
if (l_566) {
const double l_567 = abs(l_mut_25);
const double l_568 = l_189 * l_567;
l_mut_32 = l_568;
const double l_569 = abs(l_mut_25);
l_mut_27 = double(1.401298464324817e-45);
const bool l_570 = l_569 >= double(1.1754943508222875e-38);
const bool l_571 = l_569 <= double(1.7976931348623157e308);
const bool l_572 = l_570 && l_571;
if (l_572) {
const uint64 l_573 = reinterpret_cast<uint64 const&>(l_569);
const uint64 l_574 = l_573 >> uint64(52);
const uint64 l_575 = l_574 - uint64(23);
const uint64 l_576 = l_575 << uint64(52);
const double l_577 = reinterpret_cast<double const&>(l_576);
l_mut_27 = l_577;
}
const double l_578 = double(0.5) * l_mut_27;
const bool l_579 = l_578 > l_mut_32;
if (l_579) {
l_mut_32 = l_578;
}
const double l_580 = l_mut_25 - l_199;
const double l_581 = abs(l_580);
l_mut_27 = double(1.401298464324817e-45);
const bool l_582 = l_581 >= double(1.1754943508222875e-38);
const bool l_583 = l_581 <= double(1.7976931348623157e308);
const bool l_584 = l_582 && l_583;
if (l_584) {
const uint64 l_585 = reinterpret_cast<uint64 const&>(l_581);
const uint64 l_586 = l_585 >> uint64(52);
const uint64 l_587 = l_586 - uint64(23);
const uint64 l_588 = l_587 << uint64(52);
const double l_589 = reinterpret_cast<double const&>(l_588);
l_mut_27 = l_589;
}
const double l_590 = l_mut_25 + l_199;
const double l_591 = abs(l_590);
l_mut_592 = double(1.401298464324817e-45);
const bool l_593 = l_591 >= double(1.1754943508222875e-38);
const bool l_594 = l_591 <= double(1.7976931348623157e308);
const bool l_595 = l_593 && l_594;
if (l_595) {
const uint64 l_596 = reinterpret_cast<uint64 const&>(l_591);
const uint64 l_597 = l_596 >> uint64(52);
const uint64 l_598 = l_597 - uint64(23);
const uint64 l_599 = l_598 << uint64(52);
const double l_600 = reinterpret_cast<double const&>(l_599);
l_mut_592 = l_600;
}
const bool l_601 = l_mut_27 == l_mut_592;
if (l_601) {
const double l_602 = l_189 * l_199;
const double l_603 = l_199 + l_602;
const double l_604 = l_mut_32 * double(1.4551915228366852e-11);
const double l_605 = l_603 + l_604;
const double l_606 = l_mut_25 - l_mut_32;
const double l_607 = l_mut_25 + l_mut_32;
const double l_608 = double(l_mut_22);
const uint32 l_609 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_610 = l_609 + uint32(1);
l_mut_246 = l_610;
const uint32 l_611 = l_609 & uint32(2147483647);
const bool l_612 = l_611 == uint32(0);
if (l_612) {
l_mut_246 = uint32(1);
} else {
const uint32 l_613 = l_609 & uint32(2147483648);
const bool l_614 = l_613 != uint32(0);
if (l_614) {
const uint32 l_615 = l_609 - uint32(1);
l_mut_246 = l_615;
}
}
const float l_616 = reinterpret_cast<float const&>(l_mut_246);
const double l_617 = double(l_616);
const float l_618 = -l_mut_22;
const uint32 l_619 = reinterpret_cast<uint32 const&>(l_618);
const uint32 l_620 = l_619 + uint32(1);
l_mut_246 = l_620;
const uint32 l_621 = l_619 & uint32(2147483647);
const bool l_622 = l_621 == uint32(0);
if (l_622) {
l_mut_246 = uint32(1);
} else {
const uint32 l_623 = l_619 & uint32(2147483648);
const bool l_624 = l_623 != uint32(0);
if (l_624) {
const uint32 l_625 = l_619 - uint32(1);
l_mut_246 = l_625;
}
}
const float l_626 = reinterpret_cast<float const&>(l_mut_246);
const float l_627 = -l_626;
const double l_628 = double(l_627);
const double l_629 = l_606 + l_605;
const bool l_630 = l_629 <= l_608;
l_mut_276 = l_630;
const double l_631 = l_606 - l_605;
const bool l_632 = l_631 > l_608;
l_mut_273 = l_632;
const double l_633 = l_607 - l_605;
const bool l_634 = l_633 >= l_608;
l_mut_270 = l_634;
const double l_635 = l_607 + l_605;
const bool l_636 = l_635 < l_608;
l_mut_267 = l_636;
if (l_187) {
const double l_637 = l_606 + l_605;
const bool l_638 = l_637 < l_617;
l_mut_276 = l_638;
const double l_639 = l_606 - l_605;
const bool l_640 = l_639 >= l_617;
l_mut_273 = l_640;
const double l_641 = l_607 - l_605;
const bool l_642 = l_641 > l_628;
l_mut_270 = l_642;
const double l_643 = l_607 + l_605;
const bool l_644 = l_643 <= l_628;
l_mut_267 = l_644;
}
l_mut_246 = uint32(2);
const bool l_645 = l_mut_273 || l_mut_267;
if (l_645) {
l_mut_246 = uint32(1);
} else {
const bool l_646 = l_mut_276 && l_mut_270;
if (l_646) {
l_mut_246 = uint32(0);
}
}
l_mut_201 = l_mut_246;
}
} else {
const bool l_647 = l_183 == uint32(8);
if (l_647) {
const bool l_648 = l_196 >= double(0.5);
const bool l_649 = l_196 <= double(2.0);
const bool l_650 = l_648 && l_649;
if (l_650) {
const double l_651 = l_189 * double(1.4551915228366852e-11);
const double l_652 = l_199 + l_651;
const double l_653 = l_mut_25 - l_189;
const double l_654 = l_mut_25 + l_189;
const double l_655 = double(l_mut_22);
const uint32 l_656 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_657 = l_656 + uint32(1);
l_mut_246 = l_657;
const uint32 l_658 = l_656 & uint32(2147483647);
const bool l_659 = l_658 == uint32(0);
if (l_659) {
l_mut_246 = uint32(1);
} else {
const uint32 l_660 = l_656 & uint32(2147483648);
const bool l_661 = l_660 != uint32(0);
if (l_661) {
const uint32 l_662 = l_656 - uint32(1);
l_mut_246 = l_662;
}
}
const float l_663 = reinterpret_cast<float const&>(l_mut_246);
const double l_664 = double(l_663);
const float l_665 = -l_mut_22;
const uint32 l_666 = reinterpret_cast<uint32 const&>(l_665);
const uint32 l_667 = l_666 + uint32(1);
l_mut_246 = l_667;
const uint32 l_668 = l_666 & uint32(2147483647);
const bool l_669 = l_668 == uint32(0);
if (l_669) {
l_mut_246 = uint32(1);
} else {
const uint32 l_670 = l_666 & uint32(2147483648);
const bool l_671 = l_670 != uint32(0);
if (l_671) {
const uint32 l_672 = l_666 - uint32(1);
l_mut_246 = l_672;
}
}
const float l_673 = reinterpret_cast<float const&>(l_mut_246);
const float l_674 = -l_673;
const double l_675 = double(l_674);
const double l_676 = l_653 + l_652;
const bool l_677 = l_676 <= l_655;
l_mut_276 = l_677;
const double l_678 = l_653 - l_652;
const bool l_679 = l_678 > l_655;
l_mut_273 = l_679;
const double l_680 = l_654 - l_652;
const bool l_681 = l_680 >= l_655;
l_mut_270 = l_681;
const double l_682 = l_654 + l_652;
const bool l_683 = l_682 < l_655;
l_mut_267 = l_683;
if (l_187) {
const double l_684 = l_653 + l_652;
const bool l_685 = l_684 < l_664;
l_mut_276 = l_685;
const double l_686 = l_653 - l_652;
const bool l_687 = l_686 >= l_664;
l_mut_273 = l_687;
const double l_688 = l_654 - l_652;
const bool l_689 = l_688 > l_675;
l_mut_270 = l_689;
const double l_690 = l_654 + l_652;
const bool l_691 = l_690 <= l_675;
l_mut_267 = l_691;
}
l_mut_246 = uint32(2);
const bool l_692 = l_mut_273 || l_mut_267;
if (l_692) {
l_mut_246 = uint32(1);
} else {
const bool l_693 = l_mut_276 && l_mut_270;
if (l_693) {
l_mut_246 = uint32(0);
}
}
l_mut_201 = l_mut_246;
} else {
const double l_694 = abs(l_mut_25);
l_mut_592 = double(1.401298464324817e-45);
const bool l_695 = l_694 >= double(1.1754943508222875e-38);
const bool l_696 = l_694 <= double(1.7976931348623157e308);
const bool l_697 = l_695 && l_696;
if (l_697) {
const uint64 l_698 = reinterpret_cast<uint64 const&>(l_694);
const uint64 l_699 = l_698 >> uint64(52);
const uint64 l_700 = l_699 - uint64(23);
const uint64 l_701 = l_700 << uint64(52);
const double l_702 = reinterpret_cast<double const&>(l_701);
l_mut_592 = l_702;
}
const double l_703 = l_192 * l_mut_592;
l_mut_246 = uint32(2);
const double l_704 = l_mut_25 - l_199;
const double l_705 = abs(l_704);
l_mut_592 = double(1.401298464324817e-45);
const bool l_706 = l_705 >= double(1.1754943508222875e-38);
const bool l_707 = l_705 <= double(1.7976931348623157e308);
const bool l_708 = l_706 && l_707;
if (l_708) {
const uint64 l_709 = reinterpret_cast<uint64 const&>(l_705);
const uint64 l_710 = l_709 >> uint64(52);
const uint64 l_711 = l_710 - uint64(23);
const uint64 l_712 = l_711 << uint64(52);
const double l_713 = reinterpret_cast<double const&>(l_712);
l_mut_592 = l_713;
}
const double l_714 = l_mut_25 + l_199;
const double l_715 = abs(l_714);
l_mut_32 = double(1.401298464324817e-45);
const bool l_716 = l_715 >= double(1.1754943508222875e-38);
const bool l_717 = l_715 <= double(1.7976931348623157e308);
const bool l_718 = l_716 && l_717;
if (l_718) {
const uint64 l_719 = reinterpret_cast<uint64 const&>(l_715);
const uint64 l_720 = l_719 >> uint64(52);
const uint64 l_721 = l_720 - uint64(23);
const uint64 l_722 = l_721 << uint64(52);
const double l_723 = reinterpret_cast<double const&>(l_722);
l_mut_32 = l_723;
}
const bool l_724 = l_mut_592 == l_mut_32;
if (l_724) {
const double l_725 = l_703 * double(1.4551915228366852e-11);
const double l_726 = l_199 + l_725;
const double l_727 = l_mut_25 - l_703;
const double l_728 = l_mut_25 + l_703;
const double l_729 = double(l_mut_22);
const uint32 l_730 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_731 = l_730 + uint32(1);
l_mut_217 = l_731;
const uint32 l_732 = l_730 & uint32(2147483647);
const bool l_733 = l_732 == uint32(0);
if (l_733) {
l_mut_217 = uint32(1);
} else {
const uint32 l_734 = l_730 & uint32(2147483648);
const bool l_735 = l_734 != uint32(0);
if (l_735) {
const uint32 l_736 = l_730 - uint32(1);
l_mut_217 = l_736;
}
}
const float l_737 = reinterpret_cast<float const&>(l_mut_217);
const double l_738 = double(l_737);
const float l_739 = -l_mut_22;
const uint32 l_740 = reinterpret_cast<uint32 const&>(l_739);
const uint32 l_741 = l_740 + uint32(1);
l_mut_217 = l_741;
const uint32 l_742 = l_740 & uint32(2147483647);
const bool l_743 = l_742 == uint32(0);
if (l_743) {
l_mut_217 = uint32(1);
} else {
const uint32 l_744 = l_740 & uint32(2147483648);
const bool l_745 = l_744 != uint32(0);
if (l_745) {
const uint32 l_746 = l_740 - uint32(1);
l_mut_217 = l_746;
}
}
const float l_747 = reinterpret_cast<float const&>(l_mut_217);
const float l_748 = -l_747;
const double l_749 = double(l_748);
const double l_750 = l_727 + l_726;
const bool l_751 = l_750 <= l_729;
l_mut_276 = l_751;
const double l_752 = l_727 - l_726;
const bool l_753 = l_752 > l_729;
l_mut_273 = l_753;
const double l_754 = l_728 - l_726;
const bool l_755 = l_754 >= l_729;
l_mut_270 = l_755;
const double l_756 = l_728 + l_726;
const bool l_757 = l_756 < l_729;
l_mut_267 = l_757;
if (l_187) {
const double l_758 = l_727 + l_726;
const bool l_759 = l_758 < l_738;
l_mut_276 = l_759;
const double l_760 = l_727 - l_726;
const bool l_761 = l_760 >= l_738;
l_mut_273 = l_761;
const double l_762 = l_728 - l_726;
const bool l_763 = l_762 > l_749;
l_mut_270 = l_763;
const double l_764 = l_728 + l_726;
const bool l_765 = l_764 <= l_749;
l_mut_267 = l_765;
}
l_mut_217 = uint32(2);
const bool l_766 = l_mut_273 || l_mut_267;
if (l_766) {
l_mut_217 = uint32(1);
} else {
const bool l_767 = l_mut_276 && l_mut_270;
if (l_767) {
l_mut_217 = uint32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
}
} else {
const bool l_768 = l_183 == uint32(14);
if (l_768) {
l_mut_201 = uint32(0);
const bool l_769 = l_196 > double(0.0);
if (l_769) {
const float l_770 = float(l_196);
const double l_771 = double(l_770);
l_mut_592 = l_771;
const bool l_772 = l_770 < float(0.0);
if (l_772) {
const double l_773 = reinterpret_cast<double const&>(uint64(9221120237041090560));
l_mut_592 = l_773;
} else {
const bool l_774 = l_770 == float(0.0);
if (l_774) {
const double l_775 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_32 = l_775;
const bool l_776 = double(-1.0) < double(0.0);
if (l_776) {
const double l_777 = -l_mut_32;
l_mut_32 = l_777;
}
l_mut_592 = l_mut_32;
} else {
const uint32 l_778 = reinterpret_cast<uint32 const&>(l_770);
const bool l_779 = l_778 < uint32(2139095040);
if (l_779) {
const uint64 l_780 = reinterpret_cast<uint64 const&>(l_771);
const uint64 l_781 = l_780 >> uint64(52);
const uint64 l_782 = l_781 & uint64(2047);
const int32 l_783 = int32(l_782);
const int32 l_784 = l_783 - int32(1023);
l_mut_42 = l_784;
const uint64 l_785 = l_780 & uint64(4503599627370495);
const uint64 l_786 = l_785 | uint64(4607182418800017408);
const double l_787 = reinterpret_cast<double const&>(l_786);
l_mut_32 = l_787;
const bool l_788 = l_mut_32 > double(1.4142135623730951);
if (l_788) {
l_mut_32 = l_mut_32 * double(0.5);
l_mut_42 = l_mut_42 + int32(1);
}
const double l_789 = l_mut_32 - double(1.0);
const double l_790 = double(2.0) + l_789;
const double l_791 = l_789 / l_790;
const double l_792 = l_791 * l_791;
const double l_793 = l_792 * double(0.04);
const double l_794 = l_793 + double(0.043478260869565216);
l_mut_32 = l_794;
const double l_795 = l_mut_32 * l_792;
const double l_796 = l_795 + double(0.047619047619047616);
l_mut_32 = l_796;
const double l_797 = l_mut_32 * l_792;
const double l_798 = l_797 + double(0.05263157894736842);
l_mut_32 = l_798;
const double l_799 = l_mut_32 * l_792;
const double l_800 = l_799 + double(0.058823529411764705);
l_mut_32 = l_800;
const double l_801 = l_mut_32 * l_792;
const double l_802 = l_801 + double(0.06666666666666667);
l_mut_32 = l_802;
const double l_803 = l_mut_32 * l_792;
const double l_804 = l_803 + double(0.07692307692307693);
l_mut_32 = l_804;
const double l_805 = l_mut_32 * l_792;
const double l_806 = l_805 + double(0.09090909090909091);
l_mut_32 = l_806;
const double l_807 = l_mut_32 * l_792;
const double l_808 = l_807 + double(0.1111111111111111);
l_mut_32 = l_808;
const double l_809 = l_mut_32 * l_792;
const double l_810 = l_809 + double(0.14285714285714285);
l_mut_32 = l_810;
const double l_811 = l_mut_32 * l_792;
const double l_812 = l_811 + double(0.2);
l_mut_32 = l_812;
const double l_813 = l_mut_32 * l_792;
const double l_814 = l_813 + double(0.3333333333333333);
l_mut_32 = l_814;
const double l_815 = double(2.0) * l_791;
const double l_816 = double(2.0) * l_791;
const double l_817 = l_816 * l_792;
const double l_818 = l_817 * l_mut_32;
const double l_819 = l_815 + l_818;
const double l_820 = double(l_mut_42);
const double l_821 = l_820 * double(0.6931471824645996);
const double l_822 = l_820 * double(-1.904654299957768e-9);
const double l_823 = l_822 + l_819;
const double l_824 = l_821 + l_823;
l_mut_592 = l_824;
}
}
}
const double l_825 = l_mut_592 / double(0.6931471805599453);
const double l_826 = abs(l_825);
const double l_827 = l_189 * l_826;
l_mut_592 = l_827;
const bool l_828 = l_196 >= double(0.5);
const bool l_829 = l_196 <= double(2.0);
const bool l_830 = l_828 && l_829;
if (l_830) {
l_mut_592 = l_189;
}
const double l_831 = abs(l_825);
const double l_832 = l_831 * double(1.4551915228366852e-11);
const double l_833 = double(1.0) + l_189;
const double l_834 = l_832 * l_833;
const double l_835 = l_825 - l_mut_592;
const double l_836 = l_825 + l_mut_592;
const double l_838 = l_835 * l_192;
const double l_839 = l_835 * l_195;
const double l_840 = l_836 * l_192;
const double l_841 = l_836 * l_195;
l_arr_837[uint32(0)] = l_838;
l_arr_837[uint32(1)] = l_838;
const double l_842 = l_arr_837[uint32(0)];
const bool l_843 = l_839 < l_842;
if (l_843) {
l_arr_837[uint32(0)] = l_839;
}
const double l_844 = l_arr_837[uint32(0)];
const bool l_845 = l_840 < l_844;
if (l_845) {
l_arr_837[uint32(0)] = l_840;
}
const double l_846 = l_arr_837[uint32(0)];
const bool l_847 = l_841 < l_846;
if (l_847) {
l_arr_837[uint32(0)] = l_841;
}
const double l_848 = l_arr_837[uint32(1)];
const bool l_849 = l_839 > l_848;
if (l_849) {
l_arr_837[uint32(1)] = l_839;
}
const double l_850 = l_arr_837[uint32(1)];
const bool l_851 = l_840 > l_850;
if (l_851) {
l_arr_837[uint32(1)] = l_840;
}
const double l_852 = l_arr_837[uint32(1)];
const bool l_853 = l_841 > l_852;
if (l_853) {
l_arr_837[uint32(1)] = l_841;
}
const double l_854 = l_834 * l_195;
l_mut_246 = uint32(2);
const double l_855 = l_arr_837[uint32(0)];
const double l_856 = l_855 - l_854;
const double l_857 = l_856 * double(7.1362384635298e44);
const double l_858 = floor(l_857);
const double l_859 = l_858 * double(1.401298464324817e-45);
l_mut_592 = l_859;
const double l_860 = abs(l_856);
const bool l_861 = l_860 >= double(1.1754943508222875e-38);
if (l_861) {
const float l_862 = float(l_856);
const double l_863 = double(l_862);
l_mut_592 = l_863;
const bool l_864 = l_mut_592 > l_856;
if (l_864) {
const float l_865 = -l_862;
const uint32 l_866 = reinterpret_cast<uint32 const&>(l_865);
const uint32 l_867 = l_866 + uint32(1);
l_mut_217 = l_867;
const uint32 l_868 = l_866 & uint32(2147483647);
const bool l_869 = l_868 == uint32(0);
if (l_869) {
l_mut_217 = uint32(1);
} else {
const uint32 l_870 = l_866 & uint32(2147483648);
const bool l_871 = l_870 != uint32(0);
if (l_871) {
const uint32 l_872 = l_866 - uint32(1);
l_mut_217 = l_872;
}
}
const float l_873 = reinterpret_cast<float const&>(l_mut_217);
const float l_874 = -l_873;
const double l_875 = double(l_874);
l_mut_592 = l_875;
} else {
const uint32 l_876 = reinterpret_cast<uint32 const&>(l_862);
const uint32 l_877 = l_876 + uint32(1);
l_mut_217 = l_877;
const uint32 l_878 = l_876 & uint32(2147483647);
const bool l_879 = l_878 == uint32(0);
if (l_879) {
l_mut_217 = uint32(1);
} else {
const uint32 l_880 = l_876 & uint32(2147483648);
const bool l_881 = l_880 != uint32(0);
if (l_881) {
const uint32 l_882 = l_876 - uint32(1);
l_mut_217 = l_882;
}
}
const float l_883 = reinterpret_cast<float const&>(l_mut_217);
const double l_884 = double(l_883);
const bool l_885 = l_884 <= l_856;
if (l_885) {
const uint32 l_886 = reinterpret_cast<uint32 const&>(l_862);
const uint32 l_887 = l_886 + uint32(1);
l_mut_217 = l_887;
const uint32 l_888 = l_886 & uint32(2147483647);
const bool l_889 = l_888 == uint32(0);
if (l_889) {
l_mut_217 = uint32(1);
} else {
const uint32 l_890 = l_886 & uint32(2147483648);
const bool l_891 = l_890 != uint32(0);
if (l_891) {
const uint32 l_892 = l_886 - uint32(1);
l_mut_217 = l_892;
}
}
const float l_893 = reinterpret_cast<float const&>(l_mut_217);
const double l_894 = double(l_893);
l_mut_592 = l_894;
}
}
}
const double l_895 = l_855 + l_854;
const double l_896 = l_895 * double(7.1362384635298e44);
const double l_897 = floor(l_896);
const double l_898 = l_897 * double(1.401298464324817e-45);
l_mut_32 = l_898;
const double l_899 = abs(l_895);
const bool l_900 = l_899 >= double(1.1754943508222875e-38);
if (l_900) {
const float l_901 = float(l_895);
const double l_902 = double(l_901);
l_mut_32 = l_902;
const bool l_903 = l_mut_32 > l_895;
if (l_903) {
const float l_904 = -l_901;
const uint32 l_905 = reinterpret_cast<uint32 const&>(l_904);
const uint32 l_906 = l_905 + uint32(1);
l_mut_217 = l_906;
const uint32 l_907 = l_905 & uint32(2147483647);
const bool l_908 = l_907 == uint32(0);
if (l_908) {
l_mut_217 = uint32(1);
} else {
const uint32 l_909 = l_905 & uint32(2147483648);
const bool l_910 = l_909 != uint32(0);
if (l_910) {
const uint32 l_911 = l_905 - uint32(1);
l_mut_217 = l_911;
}
}
const float l_912 = reinterpret_cast<float const&>(l_mut_217);
const float l_913 = -l_912;
const double l_914 = double(l_913);
l_mut_32 = l_914;
} else {
const uint32 l_915 = reinterpret_cast<uint32 const&>(l_901);
const uint32 l_916 = l_915 + uint32(1);
l_mut_217 = l_916;
const uint32 l_917 = l_915 & uint32(2147483647);
const bool l_918 = l_917 == uint32(0);
if (l_918) {
l_mut_217 = uint32(1);
} else {
const uint32 l_919 = l_915 & uint32(2147483648);
const bool l_920 = l_919 != uint32(0);
if (l_920) {
const uint32 l_921 = l_915 - uint32(1);
l_mut_217 = l_921;
}
}
const float l_922 = reinterpret_cast<float const&>(l_mut_217);
const double l_923 = double(l_922);
const bool l_924 = l_923 <= l_895;
if (l_924) {
const uint32 l_925 = reinterpret_cast<uint32 const&>(l_901);
const uint32 l_926 = l_925 + uint32(1);
l_mut_217 = l_926;
const uint32 l_927 = l_925 & uint32(2147483647);
const bool l_928 = l_927 == uint32(0);
if (l_928) {
l_mut_217 = uint32(1);
} else {
const uint32 l_929 = l_925 & uint32(2147483648);
const bool l_930 = l_929 != uint32(0);
if (l_930) {
const uint32 l_931 = l_925 - uint32(1);
l_mut_217 = l_931;
}
}
const float l_932 = reinterpret_cast<float const&>(l_mut_217);
const double l_933 = double(l_932);
l_mut_32 = l_933;
}
}
}
const bool l_934 = l_mut_592 == l_mut_32;
const double l_935 = l_arr_837[uint32(1)];
const double l_936 = l_935 - l_854;
const double l_937 = l_936 * double(7.1362384635298e44);
const double l_938 = floor(l_937);
const double l_939 = l_938 * double(1.401298464324817e-45);
l_mut_592 = l_939;
const double l_940 = abs(l_936);
const bool l_941 = l_940 >= double(1.1754943508222875e-38);
if (l_941) {
const float l_942 = float(l_936);
const double l_943 = double(l_942);
l_mut_592 = l_943;
const bool l_944 = l_mut_592 > l_936;
if (l_944) {
const float l_945 = -l_942;
const uint32 l_946 = reinterpret_cast<uint32 const&>(l_945);
const uint32 l_947 = l_946 + uint32(1);
l_mut_217 = l_947;
const uint32 l_948 = l_946 & uint32(2147483647);
const bool l_949 = l_948 == uint32(0);
if (l_949) {
l_mut_217 = uint32(1);
} else {
const uint32 l_950 = l_946 & uint32(2147483648);
const bool l_951 = l_950 != uint32(0);
if (l_951) {
const uint32 l_952 = l_946 - uint32(1);
l_mut_217 = l_952;
}
}
const float l_953 = reinterpret_cast<float const&>(l_mut_217);
const float l_954 = -l_953;
const double l_955 = double(l_954);
l_mut_592 = l_955;
} else {
const uint32 l_956 = reinterpret_cast<uint32 const&>(l_942);
const uint32 l_957 = l_956 + uint32(1);
l_mut_217 = l_957;
const uint32 l_958 = l_956 & uint32(2147483647);
const bool l_959 = l_958 == uint32(0);
if (l_959) {
l_mut_217 = uint32(1);
} else {
const uint32 l_960 = l_956 & uint32(2147483648);
const bool l_961 = l_960 != uint32(0);
if (l_961) {
const uint32 l_962 = l_956 - uint32(1);
l_mut_217 = l_962;
}
}
const float l_963 = reinterpret_cast<float const&>(l_mut_217);
const double l_964 = double(l_963);
const bool l_965 = l_964 <= l_936;
if (l_965) {
const uint32 l_966 = reinterpret_cast<uint32 const&>(l_942);
const uint32 l_967 = l_966 + uint32(1);
l_mut_217 = l_967;
const uint32 l_968 = l_966 & uint32(2147483647);
const bool l_969 = l_968 == uint32(0);
if (l_969) {
l_mut_217 = uint32(1);
} else {
const uint32 l_970 = l_966 & uint32(2147483648);
const bool l_971 = l_970 != uint32(0);
if (l_971) {
const uint32 l_972 = l_966 - uint32(1);
l_mut_217 = l_972;
}
}
const float l_973 = reinterpret_cast<float const&>(l_mut_217);
const double l_974 = double(l_973);
l_mut_592 = l_974;
}
}
}
const double l_975 = l_935 + l_854;
const double l_976 = l_975 * double(7.1362384635298e44);
const double l_977 = floor(l_976);
const double l_978 = l_977 * double(1.401298464324817e-45);
l_mut_32 = l_978;
const double l_979 = abs(l_975);
const bool l_980 = l_979 >= double(1.1754943508222875e-38);
if (l_980) {
const float l_981 = float(l_975);
const double l_982 = double(l_981);
l_mut_32 = l_982;
const bool l_983 = l_mut_32 > l_975;
if (l_983) {
const float l_984 = -l_981;
const uint32 l_985 = reinterpret_cast<uint32 const&>(l_984);
const uint32 l_986 = l_985 + uint32(1);
l_mut_217 = l_986;
const uint32 l_987 = l_985 & uint32(2147483647);
const bool l_988 = l_987 == uint32(0);
if (l_988) {
l_mut_217 = uint32(1);
} else {
const uint32 l_989 = l_985 & uint32(2147483648);
const bool l_990 = l_989 != uint32(0);
if (l_990) {
const uint32 l_991 = l_985 - uint32(1);
l_mut_217 = l_991;
}
}
const float l_992 = reinterpret_cast<float const&>(l_mut_217);
const float l_993 = -l_992;
const double l_994 = double(l_993);
l_mut_32 = l_994;
} else {
const uint32 l_995 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_996 = l_995 + uint32(1);
l_mut_217 = l_996;
const uint32 l_997 = l_995 & uint32(2147483647);
const bool l_998 = l_997 == uint32(0);
if (l_998) {
l_mut_217 = uint32(1);
} else {
const uint32 l_999 = l_995 & uint32(2147483648);
const bool l_1000 = l_999 != uint32(0);
if (l_1000) {
const uint32 l_1001 = l_995 - uint32(1);
l_mut_217 = l_1001;
}
}
const float l_1002 = reinterpret_cast<float const&>(l_mut_217);
const double l_1003 = double(l_1002);
const bool l_1004 = l_1003 <= l_975;
if (l_1004) {
const uint32 l_1005 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_1006 = l_1005 + uint32(1);
l_mut_217 = l_1006;
const uint32 l_1007 = l_1005 & uint32(2147483647);
const bool l_1008 = l_1007 == uint32(0);
if (l_1008) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1009 = l_1005 & uint32(2147483648);
const bool l_1010 = l_1009 != uint32(0);
if (l_1010) {
const uint32 l_1011 = l_1005 - uint32(1);
l_mut_217 = l_1011;
}
}
const float l_1012 = reinterpret_cast<float const&>(l_mut_217);
const double l_1013 = double(l_1012);
l_mut_32 = l_1013;
}
}
}
const bool l_1014 = l_mut_592 == l_mut_32;
const bool l_1015 = l_934 && l_1014;
if (l_1015) {
const double l_1016 = l_arr_837[uint32(0)];
const double l_1017 = l_1016 * double(7.1362384635298e44);
const double l_1018 = floor(l_1017);
const double l_1019 = l_1018 * double(1.401298464324817e-45);
l_mut_592 = l_1019;
const double l_1020 = abs(l_1016);
const bool l_1021 = l_1020 >= double(1.1754943508222875e-38);
if (l_1021) {
const float l_1022 = float(l_1016);
const double l_1023 = double(l_1022);
l_mut_592 = l_1023;
const bool l_1024 = l_mut_592 > l_1016;
if (l_1024) {
const float l_1025 = -l_1022;
const uint32 l_1026 = reinterpret_cast<uint32 const&>(l_1025);
const uint32 l_1027 = l_1026 + uint32(1);
l_mut_217 = l_1027;
const uint32 l_1028 = l_1026 & uint32(2147483647);
const bool l_1029 = l_1028 == uint32(0);
if (l_1029) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1030 = l_1026 & uint32(2147483648);
const bool l_1031 = l_1030 != uint32(0);
if (l_1031) {
const uint32 l_1032 = l_1026 - uint32(1);
l_mut_217 = l_1032;
}
}
const float l_1033 = reinterpret_cast<float const&>(l_mut_217);
const float l_1034 = -l_1033;
const double l_1035 = double(l_1034);
l_mut_592 = l_1035;
} else {
const uint32 l_1036 = reinterpret_cast<uint32 const&>(l_1022);
const uint32 l_1037 = l_1036 + uint32(1);
l_mut_217 = l_1037;
const uint32 l_1038 = l_1036 & uint32(2147483647);
const bool l_1039 = l_1038 == uint32(0);
if (l_1039) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1040 = l_1036 & uint32(2147483648);
const bool l_1041 = l_1040 != uint32(0);
if (l_1041) {
const uint32 l_1042 = l_1036 - uint32(1);
l_mut_217 = l_1042;
}
}
const float l_1043 = reinterpret_cast<float const&>(l_mut_217);
const double l_1044 = double(l_1043);
const bool l_1045 = l_1044 <= l_1016;
if (l_1045) {
const uint32 l_1046 = reinterpret_cast<uint32 const&>(l_1022);
const uint32 l_1047 = l_1046 + uint32(1);
l_mut_217 = l_1047;
const uint32 l_1048 = l_1046 & uint32(2147483647);
const bool l_1049 = l_1048 == uint32(0);
if (l_1049) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1050 = l_1046 & uint32(2147483648);
const bool l_1051 = l_1050 != uint32(0);
if (l_1051) {
const uint32 l_1052 = l_1046 - uint32(1);
l_mut_217 = l_1052;
}
}
const float l_1053 = reinterpret_cast<float const&>(l_mut_217);
const double l_1054 = double(l_1053);
l_mut_592 = l_1054;
}
}
}
const double l_1055 = l_arr_837[uint32(1)];
const double l_1056 = -l_1055;
const double l_1057 = l_1056 * double(7.1362384635298e44);
const double l_1058 = floor(l_1057);
const double l_1059 = l_1058 * double(1.401298464324817e-45);
l_mut_32 = l_1059;
const double l_1060 = abs(l_1056);
const bool l_1061 = l_1060 >= double(1.1754943508222875e-38);
if (l_1061) {
const float l_1062 = float(l_1056);
const double l_1063 = double(l_1062);
l_mut_32 = l_1063;
const bool l_1064 = l_mut_32 > l_1056;
if (l_1064) {
const float l_1065 = -l_1062;
const uint32 l_1066 = reinterpret_cast<uint32 const&>(l_1065);
const uint32 l_1067 = l_1066 + uint32(1);
l_mut_217 = l_1067;
const uint32 l_1068 = l_1066 & uint32(2147483647);
const bool l_1069 = l_1068 == uint32(0);
if (l_1069) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1070 = l_1066 & uint32(2147483648);
const bool l_1071 = l_1070 != uint32(0);
if (l_1071) {
const uint32 l_1072 = l_1066 - uint32(1);
l_mut_217 = l_1072;
}
}
const float l_1073 = reinterpret_cast<float const&>(l_mut_217);
const float l_1074 = -l_1073;
const double l_1075 = double(l_1074);
l_mut_32 = l_1075;
} else {
const uint32 l_1076 = reinterpret_cast<uint32 const&>(l_1062);
const uint32 l_1077 = l_1076 + uint32(1);
l_mut_217 = l_1077;
const uint32 l_1078 = l_1076 & uint32(2147483647);
const bool l_1079 = l_1078 == uint32(0);
if (l_1079) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1080 = l_1076 & uint32(2147483648);
const bool l_1081 = l_1080 != uint32(0);
if (l_1081) {
const uint32 l_1082 = l_1076 - uint32(1);
l_mut_217 = l_1082;
}
}
const float l_1083 = reinterpret_cast<float const&>(l_mut_217);
const double l_1084 = double(l_1083);
const bool l_1085 = l_1084 <= l_1056;
if (l_1085) {
const uint32 l_1086 = reinterpret_cast<uint32 const&>(l_1062);
const uint32 l_1087 = l_1086 + uint32(1);
l_mut_217 = l_1087;
const uint32 l_1088 = l_1086 & uint32(2147483647);
const bool l_1089 = l_1088 == uint32(0);
if (l_1089) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1090 = l_1086 & uint32(2147483648);
const bool l_1091 = l_1090 != uint32(0);
if (l_1091) {
const uint32 l_1092 = l_1086 - uint32(1);
l_mut_217 = l_1092;
}
}
const float l_1093 = reinterpret_cast<float const&>(l_mut_217);
const double l_1094 = double(l_1093);
l_mut_32 = l_1094;
}
}
}
const double l_1095 = -l_mut_32;
const double l_1096 = double(l_mut_22);
const uint32 l_1097 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1098 = l_1097 + uint32(1);
l_mut_217 = l_1098;
const uint32 l_1099 = l_1097 & uint32(2147483647);
const bool l_1100 = l_1099 == uint32(0);
if (l_1100) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1101 = l_1097 & uint32(2147483648);
const bool l_1102 = l_1101 != uint32(0);
if (l_1102) {
const uint32 l_1103 = l_1097 - uint32(1);
l_mut_217 = l_1103;
}
}
const float l_1104 = reinterpret_cast<float const&>(l_mut_217);
const double l_1105 = double(l_1104);
const float l_1106 = -l_mut_22;
const uint32 l_1107 = reinterpret_cast<uint32 const&>(l_1106);
const uint32 l_1108 = l_1107 + uint32(1);
l_mut_217 = l_1108;
const uint32 l_1109 = l_1107 & uint32(2147483647);
const bool l_1110 = l_1109 == uint32(0);
if (l_1110) {
l_mut_217 = uint32(1);
} else {
const uint32 l_1111 = l_1107 & uint32(2147483648);
const bool l_1112 = l_1111 != uint32(0);
if (l_1112) {
const uint32 l_1113 = l_1107 - uint32(1);
l_mut_217 = l_1113;
}
}
const float l_1114 = reinterpret_cast<float const&>(l_mut_217);
const float l_1115 = -l_1114;
const double l_1116 = double(l_1115);
const double l_1117 = l_mut_592 + double(0.0);
const bool l_1118 = l_1117 <= l_1096;
l_mut_276 = l_1118;
const double l_1119 = l_mut_592 - double(0.0);
const bool l_1120 = l_1119 > l_1096;
l_mut_273 = l_1120;
const double l_1121 = l_1095 - double(0.0);
const bool l_1122 = l_1121 >= l_1096;
l_mut_270 = l_1122;
const double l_1123 = l_1095 + double(0.0);
const bool l_1124 = l_1123 < l_1096;
l_mut_267 = l_1124;
l_mut_217 = uint32(2);
const bool l_1125 = l_mut_273 || l_mut_267;
if (l_1125) {
l_mut_217 = uint32(1);
} else {
const bool l_1126 = l_mut_276 && l_mut_270;
if (l_1126) {
l_mut_217 = uint32(0);
}
}
l_mut_246 = l_mut_217;
}
l_mut_201 = l_mut_246;
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
}
const uint32 l_1127 = l_arr_200[uint32(0)];
const bool l_1128 = l_1127 == uint32(0);
if (l_1128) {
l_mut_201 = uint32(2);
}
l_arr_10[l_mut_181] = l_mut_201;
const uint32 l_1129 = l_arr_10[l_mut_181];
const bool l_1130 = l_1129 == uint32(2);
if (l_1130) {
l_mut_178 = bool(false);
}
}
}
const bool l_1131 = l_mut_83 == uint32(4294967293);
if (l_1131) {
const uint32 l_1132 = l_arr_8[uint32(0)];
const uint32 l_1133 = l_1132 + uint32(1);
l_arr_8[uint32(0)] = l_1133;
} else {
if (l_mut_178) {
l_mut_592 = l_171;
const bool l_1134 = l_mut_592 < double(-17.0);
if (l_1134) {
l_mut_592 = double(-17.0);
}
const bool l_1135 = l_mut_592 > double(17.0);
if (l_1135) {
l_mut_592 = double(17.0);
}
const double l_1136 = l_mut_592 + double(16.0);
const double l_1137 = l_1136 + double(1.0);
const uint32 l_1138 = uint32(l_1137);
const uint32 l_1139 = uint32(2) + l_1138;
const uint32 l_1140 = l_arr_8[l_1139];
const uint32 l_1141 = l_1140 + uint32(1);
l_arr_8[l_1139] = l_1141;
const uint32 l_1142 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1143 = l_1142 & uint32(8388607);
const double l_1144 = double(l_1143);
const double l_1145 = l_1144 / double(7.1362384635298e44);
l_mut_592 = l_1145;
const uint32 l_1146 = l_1142 & uint32(2139095040);
const bool l_1147 = l_1146 != uint32(0);
if (l_1147) {
const uint32 l_1148 = l_1142 & uint32(2147483647);
const float l_1149 = reinterpret_cast<float const&>(l_1148);
const double l_1150 = double(l_1149);
l_mut_592 = l_1150;
}
const uint32 l_1151 = l_1142 >> uint32(31);
const double l_1152 = double(l_1151);
const double l_1153 = double(2.0) * l_1152;
const double l_1154 = double(1.0) - l_1153;
l_mut_592 = l_mut_592 * l_1154;
const double l_1155 = abs(l_mut_25);
const double l_1156 = l_mut_25 * double(0.0);
const double l_1157 = l_1156 + double(7.1362384635298e44);
l_mut_32 = l_1157;
const bool l_1158 = l_1155 >= double(2.350988701644575e-38);
if (l_1158) {
const uint32 l_1159 = l_mut_83 & uint32(2147483647);
const float l_1160 = reinterpret_cast<float const&>(l_1159);
const double l_1161 = double(l_1160);
const uint32 l_1162 = l_1159 & uint32(2139095040);
const float l_1163 = reinterpret_cast<float const&>(l_1162);
const double l_1164 = double(l_1163);
const bool l_1165 = l_1161 > l_1155;
const uint32 l_1166 = l_1159 & uint32(8388607);
const bool l_1167 = l_1166 == uint32(0);
const bool l_1168 = l_1165 && l_1167;
const double l_1169 = l_1164 * double(1.1920928955078125e-7);
const double l_1170 = double(l_1168);
const double l_1171 = double(0.5) * l_1170;
const double l_1172 = double(1.0) - l_1171;
const double l_1173 = l_1169 * l_1172;
const double l_1174 = double(1.0) / l_1173;
l_mut_32 = l_1174;
}
const double l_1175 = l_mut_592 - l_mut_25;
const double l_1176 = l_1175 * l_mut_32;
const uint32 l_1177 = l_arr_8[uint32(45)];
const bool l_1178 = l_1177 == uint32(4294967295);
const double l_1179 = l_arr_9[uint32(0)];
const bool l_1180 = l_1176 < l_1179;
const bool l_1181 = l_1178 || l_1180;
if (l_1181) {
l_arr_9[uint32(0)] = l_1176;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_152;
}
const uint32 l_1182 = l_arr_8[uint32(47)];
const bool l_1183 = l_1182 == uint32(4294967295);
const double l_1184 = l_arr_9[uint32(1)];
const bool l_1185 = l_1176 > l_1184;
const bool l_1186 = l_1183 || l_1185;
if (l_1186) {
l_arr_9[uint32(1)] = l_1176;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_152;
}
const bool l_1187 = l_171 != double(0.0);
if (l_1187) {

for (uint32 l_mut_1188 = uint32(0); l_mut_1188 < uint32(8); ++l_mut_1188) {
const uint32 l_1189 = l_arr_10[l_mut_1188];
const bool l_1190 = l_1189 == uint32(1);
if (l_1190) {
const uint32 l_1191 = uint32(37) + l_mut_1188;
const uint32 l_1192 = l_arr_8[l_1191];
const uint32 l_1193 = l_1192 + uint32(1);
l_arr_8[l_1191] = l_1193;
const uint32 l_1194 = uint32(2) + l_mut_1188;
const uint32 l_1195 = uint32(2) * l_1194;
const uint32 l_1196 = uint32(45) + l_1195;
const uint32 l_1197 = l_arr_8[l_1196];
const bool l_1198 = l_1197 == uint32(4294967295);
const double l_1199 = abs(l_1176);
const uint32 l_1200 = uint32(2) + l_mut_1188;
const double l_1201 = l_arr_9[l_1200];
const double l_1202 = abs(l_1201);
const bool l_1203 = l_1199 > l_1202;
const bool l_1204 = l_1198 || l_1203;
if (l_1204) {
const uint32 l_1205 = uint32(2) + l_mut_1188;
l_arr_9[l_1205] = l_1176;
l_arr_8[l_1196] = l_20;
const uint32 l_1206 = l_1196 + uint32(1);
l_arr_8[l_1206] = l_152;
}
}
}
}
} else {
const uint32 l_1207 = l_arr_8[uint32(1)];
const uint32 l_1208 = l_2 + l_1207;
const uint32 l_1209 = l_1208 * uint32(2);
const uint32 l_1287 = info.static_meta[uint32(6)];
const uint32 l_1288 = l_1287 * uint32(1);
const bool l_1289 = l_1209 < l_1288;
if (l_1289) {
buffer_6[l_1209] = l_20;
}
const uint32 l_1210 = l_1209 + uint32(1);
const uint32 l_1290 = info.static_meta[uint32(6)];
const uint32 l_1291 = l_1290 * uint32(1);
const bool l_1292 = l_1210 < l_1291;
if (l_1292) {
buffer_6[l_1210] = l_152;
}
const uint32 l_1211 = l_arr_8[uint32(1)];
const uint32 l_1212 = l_1211 + uint32(1);
l_arr_8[uint32(1)] = l_1212;
}
}
}

for (uint32 l_mut_1213 = uint32(0); l_mut_1213 < uint32(65); ++l_mut_1213) {
const uint32 l_1214 = idxGlobal * uint32(65);
const uint32 l_1215 = l_1214 + l_mut_1213;
const uint32 l_1216 = l_arr_8[l_mut_1213];
const uint32 l_1293 = info.static_meta[uint32(4)];
const uint32 l_1294 = l_1293 * uint32(1);
const bool l_1295 = l_1215 < l_1294;
if (l_1295) {
buffer_4[l_1215] = l_1216;
}
}

for (uint32 l_mut_1217 = uint32(0); l_mut_1217 < uint32(10); ++l_mut_1217) {
const uint32 l_1218 = idxGlobal * uint32(10);
const uint32 l_1219 = l_1218 + l_mut_1217;
const double l_1220 = l_arr_9[l_mut_1217];
const uint32 l_1296 = info.static_meta[uint32(5)];
const uint32 l_1297 = l_1296 * uint32(1);
const bool l_1298 = l_1219 < l_1297;
if (l_1298) {
buffer_5[l_1219] = l_1220;
}
}
}

}
