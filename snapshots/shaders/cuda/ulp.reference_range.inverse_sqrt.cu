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

uint32 l_arr_189[1];

uint32 l_arr_10[8];

bool l_mut_167;
bool l_mut_299;
bool l_mut_302;
bool l_mut_305;
bool l_mut_308;
double l_mut_219;
double l_mut_31;
double l_mut_45;
double l_mut_867;
float l_mut_25;
uint32 l_mut_190;
uint32 l_mut_206;
uint32 l_mut_248;
uint32 l_mut_69;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1348 = info.static_meta[uint32(7)];
const uint32 l_1349 = l_1348 * uint32(1);
const bool l_1350 = uint32(0) < l_1349;
if (l_1350) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1334 = info.static_meta[uint32(0)];
const uint32 l_1335 = l_1334 * uint32(1);
const bool l_1336 = uint32(1) < l_1335;
const uint32 l_1337 = l_1335 - uint32(1);
const uint32 l_1338 = min(uint32(1), l_1337);
const uint32 l_1339 = buffer_0[l_1338];
const uint32 l_1340 = (l_1336) ? l_1339 : uint32(0);
const uint32 l_1 = l_1340;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1341 = info.static_meta[uint32(0)];
const uint32 l_1342 = l_1341 * uint32(1);
const bool l_1343 = uint32(2) < l_1342;
const uint32 l_1344 = l_1342 - uint32(1);
const uint32 l_1345 = min(uint32(2), l_1344);
const uint32 l_1346 = buffer_0[l_1345];
const uint32 l_1347 = (l_1343) ? l_1346 : uint32(0);
const uint32 l_3 = l_1347;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1351 = info.static_meta[uint32(0)];
const uint32 l_1352 = l_1351 * uint32(1);
const bool l_1353 = uint32(2) < l_1352;
const uint32 l_1354 = l_1352 - uint32(1);
const uint32 l_1355 = min(uint32(2), l_1354);
const uint32 l_1356 = buffer_0[l_1355];
const uint32 l_1357 = (l_1353) ? l_1356 : uint32(0);
const uint32 l_6 = l_1357;
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
const uint32 l_1358 = info.static_meta[uint32(3)];
const uint32 l_1359 = l_1358 * uint32(1);
const bool l_1360 = uint32(1024) < l_1359;
const uint32 l_1361 = l_1359 - uint32(1);
const uint32 l_1362 = min(uint32(1024), l_1361);
const uint32 l_1363 = buffer_3[l_1362];
const uint32 l_1364 = (l_1360) ? l_1363 : uint32(0);
const uint32 l_18 = l_1364;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_1365 = info.static_meta[uint32(0)];
const uint32 l_1366 = l_1365 * uint32(1);
const bool l_1367 = uint32(0) < l_1366;
const uint32 l_1368 = l_1366 - uint32(1);
const uint32 l_1369 = min(uint32(0), l_1368);
const uint32 l_1370 = buffer_0[l_1369];
const uint32 l_1371 = (l_1367) ? l_1370 : uint32(0);
const uint32 l_22 = l_1371;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = rsqrt(l_24);
l_mut_25 = l_26;
const uint32 l_27 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_28 = l_27 & uint32(2147483647);
const float l_29 = reinterpret_cast<float const&>(l_28);
const double l_30 = double(l_29);
l_mut_31 = l_30;
const bool l_32 = l_28 < uint32(8388608);
if (l_32) {
const double l_33 = double(l_28);
const double l_34 = l_33 * double(1.401298464324817e-45);
l_mut_31 = l_34;
}
const uint64 l_35 = reinterpret_cast<uint64 const&>(l_mut_31);
const uint32 l_36 = l_27 >> uint32(31);
const uint64 l_37 = uint64(l_36);
const uint64 l_38 = l_37 << uint64(63);
const uint64 l_39 = l_35 | l_38;
const double l_40 = reinterpret_cast<double const&>(l_39);
l_mut_31 = l_40;
const uint32 l_41 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_42 = l_41 & uint32(2147483647);
const float l_43 = reinterpret_cast<float const&>(l_42);
const double l_44 = double(l_43);
l_mut_45 = l_44;
const bool l_46 = l_42 < uint32(8388608);
if (l_46) {
const double l_47 = double(l_42);
const double l_48 = l_47 * double(1.401298464324817e-45);
l_mut_45 = l_48;
}
const uint64 l_49 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_50 = l_41 >> uint32(31);
const uint64 l_51 = uint64(l_50);
const uint64 l_52 = l_51 << uint64(63);
const uint64 l_53 = l_49 | l_52;
const double l_54 = reinterpret_cast<double const&>(l_53);
const uint32 l_55 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_56 = l_55 & uint32(2147483647);
const float l_57 = reinterpret_cast<float const&>(l_56);
const double l_58 = double(l_57);
l_mut_45 = l_58;
const bool l_59 = l_56 < uint32(8388608);
if (l_59) {
const double l_60 = double(l_56);
const double l_61 = l_60 * double(1.401298464324817e-45);
l_mut_45 = l_61;
}
const uint64 l_62 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_63 = l_55 >> uint32(31);
const uint64 l_64 = uint64(l_63);
const uint64 l_65 = l_64 << uint64(63);
const uint64 l_66 = l_62 | l_65;
const double l_67 = reinterpret_cast<double const&>(l_66);
l_mut_45 = l_mut_31;
const double l_68 = rsqrt(l_mut_31);
l_mut_45 = l_68;
l_mut_31 = l_mut_45;
l_mut_69 = uint32(4294967294);
const uint32 l_70 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_71 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_72 = l_71 & uint32(2139095040);
const bool l_73 = l_72 != uint32(2139095040);
const bool l_74 = l_72 == uint32(0);
const uint32 l_75 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_76 = l_75 & uint32(8388607);
const bool l_77 = l_76 != uint32(0);
const bool l_78 = l_74 && l_77;
const double l_79 = abs(l_mut_31);
const bool l_80 = l_mut_31 < double(0.0);
const uint32 l_81 = uint32(l_80);
const uint32 l_82 = uint32(2147483648) * l_81;
if (l_78) {
} else {
const bool l_83 = isnan(l_mut_31);
if (l_83) {
const uint32 l_84 = l_70 & uint32(2147483647);
const bool l_85 = l_84 > uint32(2139095040);
if (l_85) {
l_mut_69 = uint32(4294967293);
}
} else {
const bool l_86 = l_79 >= double(3.402823669209385e38);
const bool l_87 = !l_73;
const bool l_88 = l_79 == double(0.0);
const bool l_89 = l_87 && l_88;
const bool l_90 = l_86 || l_89;
if (l_90) {
const bool l_91 = l_79 >= double(3.402823669209385e38);
const uint32 l_92 = uint32(l_91);
const uint32 l_93 = uint32(2139095040) * l_92;
const uint32 l_94 = l_93 | l_82;
const bool l_95 = l_70 == l_94;
const uint32 l_96 = l_70 | l_94;
const uint32 l_97 = l_96 & uint32(2147483647);
const bool l_98 = l_97 == uint32(0);
const bool l_99 = l_95 || l_98;
if (l_99) {
l_mut_69 = uint32(4294967293);
}
} else {
const bool l_100 = l_79 >= double(2.350988701644575e-38);
const bool l_101 = l_73 && l_100;
const bool l_102 = l_79 < double(3.4028234663852886e38);
const bool l_103 = l_101 && l_102;
if (l_103) {
const float l_104 = float(l_79);
const uint32 l_105 = reinterpret_cast<uint32 const&>(l_104);
const float l_106 = reinterpret_cast<float const&>(l_105);
const double l_107 = double(l_106);
const double l_108 = l_79 - l_107;
const uint32 l_109 = l_105 + uint32(1);
const bool l_110 = l_108 < double(0.0);
const uint32 l_111 = uint32(l_110);
const uint32 l_112 = uint32(2) * l_111;
const uint32 l_113 = l_109 - l_112;
const float l_114 = reinterpret_cast<float const&>(l_113);
const double l_115 = double(l_114);
const double l_116 = l_115 - l_107;
const double l_117 = abs(l_116);
const double l_118 = l_117 * double(0.5);
const double l_119 = abs(l_108);
const double l_120 = l_118 - l_119;
const double l_121 = l_79 * double(9.094947017729282e-13);
const bool l_122 = l_120 > l_121;
if (l_122) {
const uint32 l_123 = l_105 | l_82;
l_mut_69 = l_123;
}
} else {
const bool l_124 = l_79 < double(2.350988701644575e-38);
const bool l_125 = l_73 && l_124;
if (l_125) {
const double l_126 = l_79 * double(7.1362384635298e44);
const double l_127 = floor(l_126);
const double l_128 = l_126 - l_127;
const double l_129 = l_128 - double(0.5);
const double l_130 = abs(l_129);
const double l_131 = l_126 * double(9.094947017729282e-13);
const bool l_132 = l_130 > l_131;
if (l_132) {
const bool l_133 = l_128 > double(0.5);
const double l_134 = double(l_133);
const double l_135 = l_127 + l_134;
const uint32 l_136 = uint32(l_135);
const uint32 l_137 = l_136 | l_82;
l_mut_69 = l_137;
}
}
}
}
}
}
const uint32 l_138 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_139 = l_138 & uint32(2147483647);
const bool l_140 = l_139 > uint32(2139095040);
const uint32 l_141 = l_138 & uint32(2147483647);
const bool l_142 = l_141 == uint32(0);
const uint32 l_143 = l_138 & uint32(2147483647);
const double l_144 = double(l_143);
const uint32 l_145 = l_138 >> uint32(31);
const double l_146 = double(l_145);
const double l_147 = double(2.0) * l_146;
const double l_148 = double(1.0) - l_147;
const double l_149 = l_144 * l_148;
const uint32 l_150 = l_mut_69 & uint32(2147483647);
const double l_151 = double(l_150);
const uint32 l_152 = l_mut_69 >> uint32(31);
const double l_153 = double(l_152);
const double l_154 = double(2.0) * l_153;
const double l_155 = double(1.0) - l_154;
const double l_156 = l_151 * l_155;
const double l_157 = l_149 - l_156;
const uint32 l_158 = l_mut_69 & uint32(2139095040);
const bool l_159 = l_158 == uint32(0);
const bool l_160 = l_mut_69 < uint32(4294967293);
const bool l_161 = l_157 == double(0.0);
const bool l_162 = l_142 && l_159;
const bool l_163 = l_140 || l_162;
const bool l_164 = !l_163;
const bool l_165 = l_161 || l_164;
const bool l_166 = l_160 && l_165;
l_mut_167 = l_166;
const bool l_168 = l_157 != double(0.0);
const bool l_169 = l_mut_167 && l_168;
if (l_169) {

for (uint32 l_mut_170 = uint32(0); l_mut_170 < uint32(8); ++l_mut_170) {
const uint32 l_171 = uint32(2) * l_mut_170;
const uint32 l_1372 = info.static_meta[uint32(1)];
const uint32 l_1373 = l_1372 * uint32(1);
const bool l_1374 = l_171 < l_1373;
const uint32 l_1375 = l_1373 - uint32(1);
const uint32 l_1376 = min(l_171, l_1375);
const uint32 l_1377 = buffer_1[l_1376];
const uint32 l_1378 = (l_1374) ? l_1377 : uint32(0);
const uint32 l_172 = l_1378;
const uint32 l_173 = uint32(2) * l_mut_170;
const uint32 l_174 = l_173 + uint32(1);
const uint32 l_1379 = info.static_meta[uint32(1)];
const uint32 l_1380 = l_1379 * uint32(1);
const bool l_1381 = l_174 < l_1380;
const uint32 l_1382 = l_1380 - uint32(1);
const uint32 l_1383 = min(l_174, l_1382);
const uint32 l_1384 = buffer_1[l_1383];
const uint32 l_1385 = (l_1381) ? l_1384 : uint32(0);
const uint32 l_175 = l_1385;
const bool l_176 = l_175 != uint32(0);
const uint32 l_177 = l_mut_170 * uint32(4);
const uint32 l_1386 = info.static_meta[uint32(2)];
const uint32 l_1387 = l_1386 * uint32(1);
const bool l_1388 = l_177 < l_1387;
const uint32 l_1389 = l_1387 - uint32(1);
const uint32 l_1390 = min(l_177, l_1389);
const double l_1391 = buffer_2[l_1390];
const double l_1392 = (l_1388) ? l_1391 : double(0.0);
const double l_178 = l_1392;
const uint32 l_179 = l_mut_170 * uint32(4);
const uint32 l_180 = l_179 + uint32(1);
const uint32 l_1393 = info.static_meta[uint32(2)];
const uint32 l_1394 = l_1393 * uint32(1);
const bool l_1395 = l_180 < l_1394;
const uint32 l_1396 = l_1394 - uint32(1);
const uint32 l_1397 = min(l_180, l_1396);
const double l_1398 = buffer_2[l_1397];
const double l_1399 = (l_1395) ? l_1398 : double(0.0);
const double l_181 = l_1399;
const uint32 l_182 = l_mut_170 * uint32(4);
const uint32 l_183 = l_182 + uint32(2);
const uint32 l_1400 = info.static_meta[uint32(2)];
const uint32 l_1401 = l_1400 * uint32(1);
const bool l_1402 = l_183 < l_1401;
const uint32 l_1403 = l_1401 - uint32(1);
const uint32 l_1404 = min(l_183, l_1403);
const double l_1405 = buffer_2[l_1404];
const double l_1406 = (l_1402) ? l_1405 : double(0.0);
const double l_184 = l_1406;
const double l_185 = double(l_24);
const double l_186 = abs(l_185);
const double l_187 = abs(l_mut_31);
const double l_188 = l_187 * double(1.4551915228366852e-11);
l_arr_189[uint32(0)] = uint32(1);
l_mut_190 = uint32(2);
const bool l_191 = l_172 == uint32(0);
if (l_191) {
l_mut_190 = uint32(0);
} else {
const bool l_192 = l_172 == uint32(1);
if (l_192) {
l_mut_190 = uint32(1);
const double l_193 = abs(l_157);
const bool l_194 = l_193 <= l_178;
if (l_194) {
l_mut_190 = uint32(0);
}
} else {
const bool l_195 = l_172 == uint32(2);
if (l_195) {
const double l_196 = abs(l_mut_31);
l_mut_45 = double(1.401298464324817e-45);
const bool l_197 = l_196 >= double(1.1754943508222875e-38);
const bool l_198 = l_196 <= double(1.7976931348623157e308);
const bool l_199 = l_197 && l_198;
if (l_199) {
const uint64 l_200 = reinterpret_cast<uint64 const&>(l_196);
const uint64 l_201 = l_200 >> uint64(52);
const uint64 l_202 = l_201 - uint64(23);
const uint64 l_203 = l_202 << uint64(52);
const double l_204 = reinterpret_cast<double const&>(l_203);
l_mut_45 = l_204;
}
const double l_205 = l_178 * l_mut_45;
l_mut_206 = uint32(2);
const double l_207 = l_mut_31 - l_188;
const double l_208 = abs(l_207);
l_mut_45 = double(1.401298464324817e-45);
const bool l_209 = l_208 >= double(1.1754943508222875e-38);
const bool l_210 = l_208 <= double(1.7976931348623157e308);
const bool l_211 = l_209 && l_210;
if (l_211) {
const uint64 l_212 = reinterpret_cast<uint64 const&>(l_208);
const uint64 l_213 = l_212 >> uint64(52);
const uint64 l_214 = l_213 - uint64(23);
const uint64 l_215 = l_214 << uint64(52);
const double l_216 = reinterpret_cast<double const&>(l_215);
l_mut_45 = l_216;
}
const double l_217 = l_mut_31 + l_188;
const double l_218 = abs(l_217);
l_mut_219 = double(1.401298464324817e-45);
const bool l_220 = l_218 >= double(1.1754943508222875e-38);
const bool l_221 = l_218 <= double(1.7976931348623157e308);
const bool l_222 = l_220 && l_221;
if (l_222) {
const uint64 l_223 = reinterpret_cast<uint64 const&>(l_218);
const uint64 l_224 = l_223 >> uint64(52);
const uint64 l_225 = l_224 - uint64(23);
const uint64 l_226 = l_225 << uint64(52);
const double l_227 = reinterpret_cast<double const&>(l_226);
l_mut_219 = l_227;
}
const bool l_228 = l_mut_45 == l_mut_219;
if (l_228) {
const double l_229 = l_205 * double(1.4551915228366852e-11);
const double l_230 = l_188 + l_229;
const double l_231 = l_mut_31 - l_205;
const double l_232 = l_mut_31 + l_205;
const uint32 l_233 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_234 = l_233 & uint32(2147483647);
const float l_235 = reinterpret_cast<float const&>(l_234);
const double l_236 = double(l_235);
l_mut_219 = l_236;
const bool l_237 = l_234 < uint32(8388608);
if (l_237) {
const double l_238 = double(l_234);
const double l_239 = l_238 * double(1.401298464324817e-45);
l_mut_219 = l_239;
}
const uint64 l_240 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_241 = l_233 >> uint32(31);
const uint64 l_242 = uint64(l_241);
const uint64 l_243 = l_242 << uint64(63);
const uint64 l_244 = l_240 | l_243;
const double l_245 = reinterpret_cast<double const&>(l_244);
const uint32 l_246 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_247 = l_246 + uint32(1);
l_mut_248 = l_247;
const uint32 l_249 = l_246 & uint32(2147483647);
const bool l_250 = l_249 == uint32(0);
if (l_250) {
l_mut_248 = uint32(1);
} else {
const uint32 l_251 = l_246 & uint32(2147483648);
const bool l_252 = l_251 != uint32(0);
if (l_252) {
const uint32 l_253 = l_246 - uint32(1);
l_mut_248 = l_253;
} else {
const bool l_254 = l_246 == uint32(2139095040);
if (l_254) {
l_mut_248 = l_246;
}
}
}
const float l_255 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_256 = reinterpret_cast<uint32 const&>(l_255);
const uint32 l_257 = l_256 & uint32(2147483647);
const float l_258 = reinterpret_cast<float const&>(l_257);
const double l_259 = double(l_258);
l_mut_219 = l_259;
const bool l_260 = l_257 < uint32(8388608);
if (l_260) {
const double l_261 = double(l_257);
const double l_262 = l_261 * double(1.401298464324817e-45);
l_mut_219 = l_262;
}
const uint64 l_263 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_264 = l_256 >> uint32(31);
const uint64 l_265 = uint64(l_264);
const uint64 l_266 = l_265 << uint64(63);
const uint64 l_267 = l_263 | l_266;
const double l_268 = reinterpret_cast<double const&>(l_267);
const uint32 l_269 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_270 = l_269 ^ uint32(2147483648);
const float l_271 = reinterpret_cast<float const&>(l_270);
const uint32 l_272 = reinterpret_cast<uint32 const&>(l_271);
const uint32 l_273 = l_272 + uint32(1);
l_mut_248 = l_273;
const uint32 l_274 = l_272 & uint32(2147483647);
const bool l_275 = l_274 == uint32(0);
if (l_275) {
l_mut_248 = uint32(1);
} else {
const uint32 l_276 = l_272 & uint32(2147483648);
const bool l_277 = l_276 != uint32(0);
if (l_277) {
const uint32 l_278 = l_272 - uint32(1);
l_mut_248 = l_278;
} else {
const bool l_279 = l_272 == uint32(2139095040);
if (l_279) {
l_mut_248 = l_272;
}
}
}
const float l_280 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_281 = reinterpret_cast<uint32 const&>(l_280);
const uint32 l_282 = l_281 ^ uint32(2147483648);
const float l_283 = reinterpret_cast<float const&>(l_282);
const uint32 l_284 = reinterpret_cast<uint32 const&>(l_283);
const uint32 l_285 = l_284 & uint32(2147483647);
const float l_286 = reinterpret_cast<float const&>(l_285);
const double l_287 = double(l_286);
l_mut_219 = l_287;
const bool l_288 = l_285 < uint32(8388608);
if (l_288) {
const double l_289 = double(l_285);
const double l_290 = l_289 * double(1.401298464324817e-45);
l_mut_219 = l_290;
}
const uint64 l_291 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_292 = l_284 >> uint32(31);
const uint64 l_293 = uint64(l_292);
const uint64 l_294 = l_293 << uint64(63);
const uint64 l_295 = l_291 | l_294;
const double l_296 = reinterpret_cast<double const&>(l_295);
const double l_297 = l_231 + l_230;
const bool l_298 = l_297 <= l_245;
l_mut_299 = l_298;
const double l_300 = l_231 - l_230;
const bool l_301 = l_300 > l_245;
l_mut_302 = l_301;
const double l_303 = l_232 - l_230;
const bool l_304 = l_303 >= l_245;
l_mut_305 = l_304;
const double l_306 = l_232 + l_230;
const bool l_307 = l_306 < l_245;
l_mut_308 = l_307;
if (l_176) {
const double l_309 = l_231 + l_230;
const bool l_310 = l_309 < l_268;
l_mut_299 = l_310;
const double l_311 = l_231 - l_230;
const bool l_312 = l_311 >= l_268;
l_mut_302 = l_312;
const double l_313 = l_232 - l_230;
const bool l_314 = l_313 > l_296;
l_mut_305 = l_314;
const double l_315 = l_232 + l_230;
const bool l_316 = l_315 <= l_296;
l_mut_308 = l_316;
}
l_mut_248 = uint32(2);
const bool l_317 = l_mut_302 || l_mut_308;
if (l_317) {
l_mut_248 = uint32(1);
} else {
const bool l_318 = l_mut_299 && l_mut_305;
if (l_318) {
l_mut_248 = uint32(0);
}
}
const uint32 l_319 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_320 = l_319 & uint32(2147483647);
const bool l_321 = l_320 == uint32(0);
if (l_321) {
const double l_322 = l_231 + l_230;
const bool l_323 = l_322 < double(1.1754943508222875e-38);
const double l_324 = l_232 - l_230;
const bool l_325 = l_324 > double(-1.1754943508222875e-38);
const bool l_326 = l_323 && l_325;
const double l_327 = l_231 - l_230;
const bool l_328 = l_327 < double(1.1754943508222875e-38);
const double l_329 = l_232 + l_230;
const bool l_330 = l_329 > double(-1.1754943508222875e-38);
const bool l_331 = l_328 && l_330;
if (l_326) {
l_mut_248 = uint32(0);
} else {
const bool l_332 = l_mut_248 == uint32(1);
const bool l_333 = l_331 && l_332;
if (l_333) {
l_mut_248 = uint32(2);
}
}
}
l_mut_206 = l_mut_248;
}
l_mut_190 = l_mut_206;
} else {
const bool l_334 = l_172 == uint32(3);
if (l_334) {
l_mut_190 = uint32(0);
const bool l_335 = l_186 >= double(1.1754943508222875e-38);
const bool l_336 = l_186 <= double(8.507059173023462e37);
const bool l_337 = l_335 && l_336;
if (l_337) {
const double l_338 = abs(l_mut_31);
l_mut_219 = double(1.401298464324817e-45);
const bool l_339 = l_338 >= double(1.1754943508222875e-38);
const bool l_340 = l_338 <= double(1.7976931348623157e308);
const bool l_341 = l_339 && l_340;
if (l_341) {
const uint64 l_342 = reinterpret_cast<uint64 const&>(l_338);
const uint64 l_343 = l_342 >> uint64(52);
const uint64 l_344 = l_343 - uint64(23);
const uint64 l_345 = l_344 << uint64(52);
const double l_346 = reinterpret_cast<double const&>(l_345);
l_mut_219 = l_346;
}
const double l_347 = l_178 * l_mut_219;
l_mut_248 = uint32(2);
const double l_348 = l_mut_31 - l_188;
const double l_349 = abs(l_348);
l_mut_219 = double(1.401298464324817e-45);
const bool l_350 = l_349 >= double(1.1754943508222875e-38);
const bool l_351 = l_349 <= double(1.7976931348623157e308);
const bool l_352 = l_350 && l_351;
if (l_352) {
const uint64 l_353 = reinterpret_cast<uint64 const&>(l_349);
const uint64 l_354 = l_353 >> uint64(52);
const uint64 l_355 = l_354 - uint64(23);
const uint64 l_356 = l_355 << uint64(52);
const double l_357 = reinterpret_cast<double const&>(l_356);
l_mut_219 = l_357;
}
const double l_358 = l_mut_31 + l_188;
const double l_359 = abs(l_358);
l_mut_45 = double(1.401298464324817e-45);
const bool l_360 = l_359 >= double(1.1754943508222875e-38);
const bool l_361 = l_359 <= double(1.7976931348623157e308);
const bool l_362 = l_360 && l_361;
if (l_362) {
const uint64 l_363 = reinterpret_cast<uint64 const&>(l_359);
const uint64 l_364 = l_363 >> uint64(52);
const uint64 l_365 = l_364 - uint64(23);
const uint64 l_366 = l_365 << uint64(52);
const double l_367 = reinterpret_cast<double const&>(l_366);
l_mut_45 = l_367;
}
const bool l_368 = l_mut_219 == l_mut_45;
if (l_368) {
const double l_369 = l_347 * double(1.4551915228366852e-11);
const double l_370 = l_188 + l_369;
const double l_371 = l_mut_31 - l_347;
const double l_372 = l_mut_31 + l_347;
const uint32 l_373 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_374 = l_373 & uint32(2147483647);
const float l_375 = reinterpret_cast<float const&>(l_374);
const double l_376 = double(l_375);
l_mut_219 = l_376;
const bool l_377 = l_374 < uint32(8388608);
if (l_377) {
const double l_378 = double(l_374);
const double l_379 = l_378 * double(1.401298464324817e-45);
l_mut_219 = l_379;
}
const uint64 l_380 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_381 = l_373 >> uint32(31);
const uint64 l_382 = uint64(l_381);
const uint64 l_383 = l_382 << uint64(63);
const uint64 l_384 = l_380 | l_383;
const double l_385 = reinterpret_cast<double const&>(l_384);
const uint32 l_386 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_387 = l_386 + uint32(1);
l_mut_206 = l_387;
const uint32 l_388 = l_386 & uint32(2147483647);
const bool l_389 = l_388 == uint32(0);
if (l_389) {
l_mut_206 = uint32(1);
} else {
const uint32 l_390 = l_386 & uint32(2147483648);
const bool l_391 = l_390 != uint32(0);
if (l_391) {
const uint32 l_392 = l_386 - uint32(1);
l_mut_206 = l_392;
} else {
const bool l_393 = l_386 == uint32(2139095040);
if (l_393) {
l_mut_206 = l_386;
}
}
}
const float l_394 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_395 = reinterpret_cast<uint32 const&>(l_394);
const uint32 l_396 = l_395 & uint32(2147483647);
const float l_397 = reinterpret_cast<float const&>(l_396);
const double l_398 = double(l_397);
l_mut_219 = l_398;
const bool l_399 = l_396 < uint32(8388608);
if (l_399) {
const double l_400 = double(l_396);
const double l_401 = l_400 * double(1.401298464324817e-45);
l_mut_219 = l_401;
}
const uint64 l_402 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_403 = l_395 >> uint32(31);
const uint64 l_404 = uint64(l_403);
const uint64 l_405 = l_404 << uint64(63);
const uint64 l_406 = l_402 | l_405;
const double l_407 = reinterpret_cast<double const&>(l_406);
const uint32 l_408 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_409 = l_408 ^ uint32(2147483648);
const float l_410 = reinterpret_cast<float const&>(l_409);
const uint32 l_411 = reinterpret_cast<uint32 const&>(l_410);
const uint32 l_412 = l_411 + uint32(1);
l_mut_206 = l_412;
const uint32 l_413 = l_411 & uint32(2147483647);
const bool l_414 = l_413 == uint32(0);
if (l_414) {
l_mut_206 = uint32(1);
} else {
const uint32 l_415 = l_411 & uint32(2147483648);
const bool l_416 = l_415 != uint32(0);
if (l_416) {
const uint32 l_417 = l_411 - uint32(1);
l_mut_206 = l_417;
} else {
const bool l_418 = l_411 == uint32(2139095040);
if (l_418) {
l_mut_206 = l_411;
}
}
}
const float l_419 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_420 = reinterpret_cast<uint32 const&>(l_419);
const uint32 l_421 = l_420 ^ uint32(2147483648);
const float l_422 = reinterpret_cast<float const&>(l_421);
const uint32 l_423 = reinterpret_cast<uint32 const&>(l_422);
const uint32 l_424 = l_423 & uint32(2147483647);
const float l_425 = reinterpret_cast<float const&>(l_424);
const double l_426 = double(l_425);
l_mut_219 = l_426;
const bool l_427 = l_424 < uint32(8388608);
if (l_427) {
const double l_428 = double(l_424);
const double l_429 = l_428 * double(1.401298464324817e-45);
l_mut_219 = l_429;
}
const uint64 l_430 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_431 = l_423 >> uint32(31);
const uint64 l_432 = uint64(l_431);
const uint64 l_433 = l_432 << uint64(63);
const uint64 l_434 = l_430 | l_433;
const double l_435 = reinterpret_cast<double const&>(l_434);
const double l_436 = l_371 + l_370;
const bool l_437 = l_436 <= l_385;
l_mut_308 = l_437;
const double l_438 = l_371 - l_370;
const bool l_439 = l_438 > l_385;
l_mut_305 = l_439;
const double l_440 = l_372 - l_370;
const bool l_441 = l_440 >= l_385;
l_mut_302 = l_441;
const double l_442 = l_372 + l_370;
const bool l_443 = l_442 < l_385;
l_mut_299 = l_443;
if (l_176) {
const double l_444 = l_371 + l_370;
const bool l_445 = l_444 < l_407;
l_mut_308 = l_445;
const double l_446 = l_371 - l_370;
const bool l_447 = l_446 >= l_407;
l_mut_305 = l_447;
const double l_448 = l_372 - l_370;
const bool l_449 = l_448 > l_435;
l_mut_302 = l_449;
const double l_450 = l_372 + l_370;
const bool l_451 = l_450 <= l_435;
l_mut_299 = l_451;
}
l_mut_206 = uint32(2);
const bool l_452 = l_mut_305 || l_mut_299;
if (l_452) {
l_mut_206 = uint32(1);
} else {
const bool l_453 = l_mut_308 && l_mut_302;
if (l_453) {
l_mut_206 = uint32(0);
}
}
const uint32 l_454 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_455 = l_454 & uint32(2147483647);
const bool l_456 = l_455 == uint32(0);
if (l_456) {
const double l_457 = l_371 + l_370;
const bool l_458 = l_457 < double(1.1754943508222875e-38);
const double l_459 = l_372 - l_370;
const bool l_460 = l_459 > double(-1.1754943508222875e-38);
const bool l_461 = l_458 && l_460;
const double l_462 = l_371 - l_370;
const bool l_463 = l_462 < double(1.1754943508222875e-38);
const double l_464 = l_372 + l_370;
const bool l_465 = l_464 > double(-1.1754943508222875e-38);
const bool l_466 = l_463 && l_465;
if (l_461) {
l_mut_206 = uint32(0);
} else {
const bool l_467 = l_mut_206 == uint32(1);
const bool l_468 = l_466 && l_467;
if (l_468) {
l_mut_206 = uint32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
const bool l_469 = l_172 == uint32(4);
if (l_469) {
const double l_470 = l_181 * l_186;
const double l_471 = l_178 + l_470;
const double l_472 = abs(l_mut_31);
l_mut_219 = double(1.401298464324817e-45);
const bool l_473 = l_472 >= double(1.1754943508222875e-38);
const bool l_474 = l_472 <= double(1.7976931348623157e308);
const bool l_475 = l_473 && l_474;
if (l_475) {
const uint64 l_476 = reinterpret_cast<uint64 const&>(l_472);
const uint64 l_477 = l_476 >> uint64(52);
const uint64 l_478 = l_477 - uint64(23);
const uint64 l_479 = l_478 << uint64(52);
const double l_480 = reinterpret_cast<double const&>(l_479);
l_mut_219 = l_480;
}
const double l_481 = l_471 * l_mut_219;
l_mut_248 = uint32(2);
const double l_482 = l_mut_31 - l_188;
const double l_483 = abs(l_482);
l_mut_219 = double(1.401298464324817e-45);
const bool l_484 = l_483 >= double(1.1754943508222875e-38);
const bool l_485 = l_483 <= double(1.7976931348623157e308);
const bool l_486 = l_484 && l_485;
if (l_486) {
const uint64 l_487 = reinterpret_cast<uint64 const&>(l_483);
const uint64 l_488 = l_487 >> uint64(52);
const uint64 l_489 = l_488 - uint64(23);
const uint64 l_490 = l_489 << uint64(52);
const double l_491 = reinterpret_cast<double const&>(l_490);
l_mut_219 = l_491;
}
const double l_492 = l_mut_31 + l_188;
const double l_493 = abs(l_492);
l_mut_45 = double(1.401298464324817e-45);
const bool l_494 = l_493 >= double(1.1754943508222875e-38);
const bool l_495 = l_493 <= double(1.7976931348623157e308);
const bool l_496 = l_494 && l_495;
if (l_496) {
const uint64 l_497 = reinterpret_cast<uint64 const&>(l_493);
const uint64 l_498 = l_497 >> uint64(52);
const uint64 l_499 = l_498 - uint64(23);
const uint64 l_500 = l_499 << uint64(52);
const double l_501 = reinterpret_cast<double const&>(l_500);
l_mut_45 = l_501;
}
const bool l_502 = l_mut_219 == l_mut_45;
if (l_502) {
const double l_503 = l_481 * double(1.4551915228366852e-11);
const double l_504 = l_188 + l_503;
const double l_505 = l_mut_31 - l_481;
const double l_506 = l_mut_31 + l_481;
const uint32 l_507 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_508 = l_507 & uint32(2147483647);
const float l_509 = reinterpret_cast<float const&>(l_508);
const double l_510 = double(l_509);
l_mut_219 = l_510;
const bool l_511 = l_508 < uint32(8388608);
if (l_511) {
const double l_512 = double(l_508);
const double l_513 = l_512 * double(1.401298464324817e-45);
l_mut_219 = l_513;
}
const uint64 l_514 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_515 = l_507 >> uint32(31);
const uint64 l_516 = uint64(l_515);
const uint64 l_517 = l_516 << uint64(63);
const uint64 l_518 = l_514 | l_517;
const double l_519 = reinterpret_cast<double const&>(l_518);
const uint32 l_520 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_521 = l_520 + uint32(1);
l_mut_206 = l_521;
const uint32 l_522 = l_520 & uint32(2147483647);
const bool l_523 = l_522 == uint32(0);
if (l_523) {
l_mut_206 = uint32(1);
} else {
const uint32 l_524 = l_520 & uint32(2147483648);
const bool l_525 = l_524 != uint32(0);
if (l_525) {
const uint32 l_526 = l_520 - uint32(1);
l_mut_206 = l_526;
} else {
const bool l_527 = l_520 == uint32(2139095040);
if (l_527) {
l_mut_206 = l_520;
}
}
}
const float l_528 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_529 = reinterpret_cast<uint32 const&>(l_528);
const uint32 l_530 = l_529 & uint32(2147483647);
const float l_531 = reinterpret_cast<float const&>(l_530);
const double l_532 = double(l_531);
l_mut_219 = l_532;
const bool l_533 = l_530 < uint32(8388608);
if (l_533) {
const double l_534 = double(l_530);
const double l_535 = l_534 * double(1.401298464324817e-45);
l_mut_219 = l_535;
}
const uint64 l_536 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_537 = l_529 >> uint32(31);
const uint64 l_538 = uint64(l_537);
const uint64 l_539 = l_538 << uint64(63);
const uint64 l_540 = l_536 | l_539;
const double l_541 = reinterpret_cast<double const&>(l_540);
const uint32 l_542 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_543 = l_542 ^ uint32(2147483648);
const float l_544 = reinterpret_cast<float const&>(l_543);
const uint32 l_545 = reinterpret_cast<uint32 const&>(l_544);
const uint32 l_546 = l_545 + uint32(1);
l_mut_206 = l_546;
const uint32 l_547 = l_545 & uint32(2147483647);
const bool l_548 = l_547 == uint32(0);
if (l_548) {
l_mut_206 = uint32(1);
} else {
const uint32 l_549 = l_545 & uint32(2147483648);
const bool l_550 = l_549 != uint32(0);
if (l_550) {
const uint32 l_551 = l_545 - uint32(1);
l_mut_206 = l_551;
} else {
const bool l_552 = l_545 == uint32(2139095040);
if (l_552) {
l_mut_206 = l_545;
}
}
}
const float l_553 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_554 = reinterpret_cast<uint32 const&>(l_553);
const uint32 l_555 = l_554 ^ uint32(2147483648);
const float l_556 = reinterpret_cast<float const&>(l_555);
const uint32 l_557 = reinterpret_cast<uint32 const&>(l_556);
const uint32 l_558 = l_557 & uint32(2147483647);
const float l_559 = reinterpret_cast<float const&>(l_558);
const double l_560 = double(l_559);
l_mut_219 = l_560;
const bool l_561 = l_558 < uint32(8388608);
if (l_561) {
const double l_562 = double(l_558);
const double l_563 = l_562 * double(1.401298464324817e-45);
l_mut_219 = l_563;
}
const uint64 l_564 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_565 = l_557 >> uint32(31);
const uint64 l_566 = uint64(l_565);
const uint64 l_567 = l_566 << uint64(63);
const uint64 l_568 = l_564 | l_567;
const double l_569 = reinterpret_cast<double const&>(l_568);
const double l_570 = l_505 + l_504;
const bool l_571 = l_570 <= l_519;
l_mut_308 = l_571;
const double l_572 = l_505 - l_504;
const bool l_573 = l_572 > l_519;
l_mut_305 = l_573;
const double l_574 = l_506 - l_504;
const bool l_575 = l_574 >= l_519;
l_mut_302 = l_575;
const double l_576 = l_506 + l_504;
const bool l_577 = l_576 < l_519;
l_mut_299 = l_577;
if (l_176) {
const double l_578 = l_505 + l_504;
const bool l_579 = l_578 < l_541;
l_mut_308 = l_579;
const double l_580 = l_505 - l_504;
const bool l_581 = l_580 >= l_541;
l_mut_305 = l_581;
const double l_582 = l_506 - l_504;
const bool l_583 = l_582 > l_569;
l_mut_302 = l_583;
const double l_584 = l_506 + l_504;
const bool l_585 = l_584 <= l_569;
l_mut_299 = l_585;
}
l_mut_206 = uint32(2);
const bool l_586 = l_mut_305 || l_mut_299;
if (l_586) {
l_mut_206 = uint32(1);
} else {
const bool l_587 = l_mut_308 && l_mut_302;
if (l_587) {
l_mut_206 = uint32(0);
}
}
const uint32 l_588 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_589 = l_588 & uint32(2147483647);
const bool l_590 = l_589 == uint32(0);
if (l_590) {
const double l_591 = l_505 + l_504;
const bool l_592 = l_591 < double(1.1754943508222875e-38);
const double l_593 = l_506 - l_504;
const bool l_594 = l_593 > double(-1.1754943508222875e-38);
const bool l_595 = l_592 && l_594;
const double l_596 = l_505 - l_504;
const bool l_597 = l_596 < double(1.1754943508222875e-38);
const double l_598 = l_506 + l_504;
const bool l_599 = l_598 > double(-1.1754943508222875e-38);
const bool l_600 = l_597 && l_599;
if (l_595) {
l_mut_206 = uint32(0);
} else {
const bool l_601 = l_mut_206 == uint32(1);
const bool l_602 = l_600 && l_601;
if (l_602) {
l_mut_206 = uint32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
const bool l_603 = l_172 == uint32(5);
if (l_603) {
const double l_604 = double(2.0) * l_185;
const double l_605 = abs(l_604);
const double l_606 = floor(l_605);
const double l_607 = double(3.0) + l_606;
const double l_608 = abs(l_mut_31);
l_mut_219 = double(1.401298464324817e-45);
const bool l_609 = l_608 >= double(1.1754943508222875e-38);
const bool l_610 = l_608 <= double(1.7976931348623157e308);
const bool l_611 = l_609 && l_610;
if (l_611) {
const uint64 l_612 = reinterpret_cast<uint64 const&>(l_608);
const uint64 l_613 = l_612 >> uint64(52);
const uint64 l_614 = l_613 - uint64(23);
const uint64 l_615 = l_614 << uint64(52);
const double l_616 = reinterpret_cast<double const&>(l_615);
l_mut_219 = l_616;
}
const double l_617 = l_607 * l_mut_219;
l_mut_248 = uint32(2);
const double l_618 = l_mut_31 - l_188;
const double l_619 = abs(l_618);
l_mut_219 = double(1.401298464324817e-45);
const bool l_620 = l_619 >= double(1.1754943508222875e-38);
const bool l_621 = l_619 <= double(1.7976931348623157e308);
const bool l_622 = l_620 && l_621;
if (l_622) {
const uint64 l_623 = reinterpret_cast<uint64 const&>(l_619);
const uint64 l_624 = l_623 >> uint64(52);
const uint64 l_625 = l_624 - uint64(23);
const uint64 l_626 = l_625 << uint64(52);
const double l_627 = reinterpret_cast<double const&>(l_626);
l_mut_219 = l_627;
}
const double l_628 = l_mut_31 + l_188;
const double l_629 = abs(l_628);
l_mut_45 = double(1.401298464324817e-45);
const bool l_630 = l_629 >= double(1.1754943508222875e-38);
const bool l_631 = l_629 <= double(1.7976931348623157e308);
const bool l_632 = l_630 && l_631;
if (l_632) {
const uint64 l_633 = reinterpret_cast<uint64 const&>(l_629);
const uint64 l_634 = l_633 >> uint64(52);
const uint64 l_635 = l_634 - uint64(23);
const uint64 l_636 = l_635 << uint64(52);
const double l_637 = reinterpret_cast<double const&>(l_636);
l_mut_45 = l_637;
}
const bool l_638 = l_mut_219 == l_mut_45;
if (l_638) {
const double l_639 = l_617 * double(1.4551915228366852e-11);
const double l_640 = l_188 + l_639;
const double l_641 = l_mut_31 - l_617;
const double l_642 = l_mut_31 + l_617;
const uint32 l_643 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_644 = l_643 & uint32(2147483647);
const float l_645 = reinterpret_cast<float const&>(l_644);
const double l_646 = double(l_645);
l_mut_219 = l_646;
const bool l_647 = l_644 < uint32(8388608);
if (l_647) {
const double l_648 = double(l_644);
const double l_649 = l_648 * double(1.401298464324817e-45);
l_mut_219 = l_649;
}
const uint64 l_650 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_651 = l_643 >> uint32(31);
const uint64 l_652 = uint64(l_651);
const uint64 l_653 = l_652 << uint64(63);
const uint64 l_654 = l_650 | l_653;
const double l_655 = reinterpret_cast<double const&>(l_654);
const uint32 l_656 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_657 = l_656 + uint32(1);
l_mut_206 = l_657;
const uint32 l_658 = l_656 & uint32(2147483647);
const bool l_659 = l_658 == uint32(0);
if (l_659) {
l_mut_206 = uint32(1);
} else {
const uint32 l_660 = l_656 & uint32(2147483648);
const bool l_661 = l_660 != uint32(0);
if (l_661) {
const uint32 l_662 = l_656 - uint32(1);
l_mut_206 = l_662;
} else {
const bool l_663 = l_656 == uint32(2139095040);
if (l_663) {
l_mut_206 = l_656;
}
}
}
const float l_664 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_665 = reinterpret_cast<uint32 const&>(l_664);
const uint32 l_666 = l_665 & uint32(2147483647);
const float l_667 = reinterpret_cast<float const&>(l_666);
const double l_668 = double(l_667);
l_mut_219 = l_668;
const bool l_669 = l_666 < uint32(8388608);
if (l_669) {
const double l_670 = double(l_666);
const double l_671 = l_670 * double(1.401298464324817e-45);
l_mut_219 = l_671;
}
const uint64 l_672 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_673 = l_665 >> uint32(31);
const uint64 l_674 = uint64(l_673);
const uint64 l_675 = l_674 << uint64(63);
const uint64 l_676 = l_672 | l_675;
const double l_677 = reinterpret_cast<double const&>(l_676);
const uint32 l_678 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_679 = l_678 ^ uint32(2147483648);
const float l_680 = reinterpret_cast<float const&>(l_679);
const uint32 l_681 = reinterpret_cast<uint32 const&>(l_680);
const uint32 l_682 = l_681 + uint32(1);
l_mut_206 = l_682;
const uint32 l_683 = l_681 & uint32(2147483647);
const bool l_684 = l_683 == uint32(0);
if (l_684) {
l_mut_206 = uint32(1);
} else {
const uint32 l_685 = l_681 & uint32(2147483648);
const bool l_686 = l_685 != uint32(0);
if (l_686) {
const uint32 l_687 = l_681 - uint32(1);
l_mut_206 = l_687;
} else {
const bool l_688 = l_681 == uint32(2139095040);
if (l_688) {
l_mut_206 = l_681;
}
}
}
const float l_689 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_690 = reinterpret_cast<uint32 const&>(l_689);
const uint32 l_691 = l_690 ^ uint32(2147483648);
const float l_692 = reinterpret_cast<float const&>(l_691);
const uint32 l_693 = reinterpret_cast<uint32 const&>(l_692);
const uint32 l_694 = l_693 & uint32(2147483647);
const float l_695 = reinterpret_cast<float const&>(l_694);
const double l_696 = double(l_695);
l_mut_219 = l_696;
const bool l_697 = l_694 < uint32(8388608);
if (l_697) {
const double l_698 = double(l_694);
const double l_699 = l_698 * double(1.401298464324817e-45);
l_mut_219 = l_699;
}
const uint64 l_700 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_701 = l_693 >> uint32(31);
const uint64 l_702 = uint64(l_701);
const uint64 l_703 = l_702 << uint64(63);
const uint64 l_704 = l_700 | l_703;
const double l_705 = reinterpret_cast<double const&>(l_704);
const double l_706 = l_641 + l_640;
const bool l_707 = l_706 <= l_655;
l_mut_308 = l_707;
const double l_708 = l_641 - l_640;
const bool l_709 = l_708 > l_655;
l_mut_305 = l_709;
const double l_710 = l_642 - l_640;
const bool l_711 = l_710 >= l_655;
l_mut_302 = l_711;
const double l_712 = l_642 + l_640;
const bool l_713 = l_712 < l_655;
l_mut_299 = l_713;
if (l_176) {
const double l_714 = l_641 + l_640;
const bool l_715 = l_714 < l_677;
l_mut_308 = l_715;
const double l_716 = l_641 - l_640;
const bool l_717 = l_716 >= l_677;
l_mut_305 = l_717;
const double l_718 = l_642 - l_640;
const bool l_719 = l_718 > l_705;
l_mut_302 = l_719;
const double l_720 = l_642 + l_640;
const bool l_721 = l_720 <= l_705;
l_mut_299 = l_721;
}
l_mut_206 = uint32(2);
const bool l_722 = l_mut_305 || l_mut_299;
if (l_722) {
l_mut_206 = uint32(1);
} else {
const bool l_723 = l_mut_308 && l_mut_302;
if (l_723) {
l_mut_206 = uint32(0);
}
}
const uint32 l_724 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_725 = l_724 & uint32(2147483647);
const bool l_726 = l_725 == uint32(0);
if (l_726) {
const double l_727 = l_641 + l_640;
const bool l_728 = l_727 < double(1.1754943508222875e-38);
const double l_729 = l_642 - l_640;
const bool l_730 = l_729 > double(-1.1754943508222875e-38);
const bool l_731 = l_728 && l_730;
const double l_732 = l_641 - l_640;
const bool l_733 = l_732 < double(1.1754943508222875e-38);
const double l_734 = l_642 + l_640;
const bool l_735 = l_734 > double(-1.1754943508222875e-38);
const bool l_736 = l_733 && l_735;
if (l_731) {
l_mut_206 = uint32(0);
} else {
const bool l_737 = l_mut_206 == uint32(1);
const bool l_738 = l_736 && l_737;
if (l_738) {
l_mut_206 = uint32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
} else {
const bool l_739 = l_172 == uint32(6);
if (l_739) {
l_mut_190 = uint32(0);
const bool l_740 = l_186 <= l_181;
if (l_740) {
const double l_741 = l_178 * double(1.4551915228366852e-11);
const double l_742 = l_188 + l_741;
const double l_743 = l_mut_31 - l_178;
const double l_744 = l_mut_31 + l_178;
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_746 = l_745 & uint32(2147483647);
const float l_747 = reinterpret_cast<float const&>(l_746);
const double l_748 = double(l_747);
l_mut_219 = l_748;
const bool l_749 = l_746 < uint32(8388608);
if (l_749) {
const double l_750 = double(l_746);
const double l_751 = l_750 * double(1.401298464324817e-45);
l_mut_219 = l_751;
}
const uint64 l_752 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_753 = l_745 >> uint32(31);
const uint64 l_754 = uint64(l_753);
const uint64 l_755 = l_754 << uint64(63);
const uint64 l_756 = l_752 | l_755;
const double l_757 = reinterpret_cast<double const&>(l_756);
const uint32 l_758 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_759 = l_758 + uint32(1);
l_mut_248 = l_759;
const uint32 l_760 = l_758 & uint32(2147483647);
const bool l_761 = l_760 == uint32(0);
if (l_761) {
l_mut_248 = uint32(1);
} else {
const uint32 l_762 = l_758 & uint32(2147483648);
const bool l_763 = l_762 != uint32(0);
if (l_763) {
const uint32 l_764 = l_758 - uint32(1);
l_mut_248 = l_764;
} else {
const bool l_765 = l_758 == uint32(2139095040);
if (l_765) {
l_mut_248 = l_758;
}
}
}
const float l_766 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_767 = reinterpret_cast<uint32 const&>(l_766);
const uint32 l_768 = l_767 & uint32(2147483647);
const float l_769 = reinterpret_cast<float const&>(l_768);
const double l_770 = double(l_769);
l_mut_219 = l_770;
const bool l_771 = l_768 < uint32(8388608);
if (l_771) {
const double l_772 = double(l_768);
const double l_773 = l_772 * double(1.401298464324817e-45);
l_mut_219 = l_773;
}
const uint64 l_774 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_775 = l_767 >> uint32(31);
const uint64 l_776 = uint64(l_775);
const uint64 l_777 = l_776 << uint64(63);
const uint64 l_778 = l_774 | l_777;
const double l_779 = reinterpret_cast<double const&>(l_778);
const uint32 l_780 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_781 = l_780 ^ uint32(2147483648);
const float l_782 = reinterpret_cast<float const&>(l_781);
const uint32 l_783 = reinterpret_cast<uint32 const&>(l_782);
const uint32 l_784 = l_783 + uint32(1);
l_mut_248 = l_784;
const uint32 l_785 = l_783 & uint32(2147483647);
const bool l_786 = l_785 == uint32(0);
if (l_786) {
l_mut_248 = uint32(1);
} else {
const uint32 l_787 = l_783 & uint32(2147483648);
const bool l_788 = l_787 != uint32(0);
if (l_788) {
const uint32 l_789 = l_783 - uint32(1);
l_mut_248 = l_789;
} else {
const bool l_790 = l_783 == uint32(2139095040);
if (l_790) {
l_mut_248 = l_783;
}
}
}
const float l_791 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_792 = reinterpret_cast<uint32 const&>(l_791);
const uint32 l_793 = l_792 ^ uint32(2147483648);
const float l_794 = reinterpret_cast<float const&>(l_793);
const uint32 l_795 = reinterpret_cast<uint32 const&>(l_794);
const uint32 l_796 = l_795 & uint32(2147483647);
const float l_797 = reinterpret_cast<float const&>(l_796);
const double l_798 = double(l_797);
l_mut_219 = l_798;
const bool l_799 = l_796 < uint32(8388608);
if (l_799) {
const double l_800 = double(l_796);
const double l_801 = l_800 * double(1.401298464324817e-45);
l_mut_219 = l_801;
}
const uint64 l_802 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_803 = l_795 >> uint32(31);
const uint64 l_804 = uint64(l_803);
const uint64 l_805 = l_804 << uint64(63);
const uint64 l_806 = l_802 | l_805;
const double l_807 = reinterpret_cast<double const&>(l_806);
const double l_808 = l_743 + l_742;
const bool l_809 = l_808 <= l_757;
l_mut_308 = l_809;
const double l_810 = l_743 - l_742;
const bool l_811 = l_810 > l_757;
l_mut_305 = l_811;
const double l_812 = l_744 - l_742;
const bool l_813 = l_812 >= l_757;
l_mut_302 = l_813;
const double l_814 = l_744 + l_742;
const bool l_815 = l_814 < l_757;
l_mut_299 = l_815;
if (l_176) {
const double l_816 = l_743 + l_742;
const bool l_817 = l_816 < l_779;
l_mut_308 = l_817;
const double l_818 = l_743 - l_742;
const bool l_819 = l_818 >= l_779;
l_mut_305 = l_819;
const double l_820 = l_744 - l_742;
const bool l_821 = l_820 > l_807;
l_mut_302 = l_821;
const double l_822 = l_744 + l_742;
const bool l_823 = l_822 <= l_807;
l_mut_299 = l_823;
}
l_mut_248 = uint32(2);
const bool l_824 = l_mut_305 || l_mut_299;
if (l_824) {
l_mut_248 = uint32(1);
} else {
const bool l_825 = l_mut_308 && l_mut_302;
if (l_825) {
l_mut_248 = uint32(0);
}
}
const uint32 l_826 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_827 = l_826 & uint32(2147483647);
const bool l_828 = l_827 == uint32(0);
if (l_828) {
const double l_829 = l_743 + l_742;
const bool l_830 = l_829 < double(1.1754943508222875e-38);
const double l_831 = l_744 - l_742;
const bool l_832 = l_831 > double(-1.1754943508222875e-38);
const bool l_833 = l_830 && l_832;
const double l_834 = l_743 - l_742;
const bool l_835 = l_834 < double(1.1754943508222875e-38);
const double l_836 = l_744 + l_742;
const bool l_837 = l_836 > double(-1.1754943508222875e-38);
const bool l_838 = l_835 && l_837;
if (l_833) {
l_mut_248 = uint32(0);
} else {
const bool l_839 = l_mut_248 == uint32(1);
const bool l_840 = l_838 && l_839;
if (l_840) {
l_mut_248 = uint32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
const bool l_841 = l_172 == uint32(7);
if (l_841) {
const double l_842 = abs(l_mut_31);
const double l_843 = l_178 * l_842;
l_mut_219 = l_843;
const double l_844 = abs(l_mut_31);
l_mut_45 = double(1.401298464324817e-45);
const bool l_845 = l_844 >= double(1.1754943508222875e-38);
const bool l_846 = l_844 <= double(1.7976931348623157e308);
const bool l_847 = l_845 && l_846;
if (l_847) {
const uint64 l_848 = reinterpret_cast<uint64 const&>(l_844);
const uint64 l_849 = l_848 >> uint64(52);
const uint64 l_850 = l_849 - uint64(23);
const uint64 l_851 = l_850 << uint64(52);
const double l_852 = reinterpret_cast<double const&>(l_851);
l_mut_45 = l_852;
}
const double l_853 = double(0.5) * l_mut_45;
const bool l_854 = l_853 > l_mut_219;
if (l_854) {
l_mut_219 = l_853;
}
const double l_855 = l_mut_31 - l_188;
const double l_856 = abs(l_855);
l_mut_45 = double(1.401298464324817e-45);
const bool l_857 = l_856 >= double(1.1754943508222875e-38);
const bool l_858 = l_856 <= double(1.7976931348623157e308);
const bool l_859 = l_857 && l_858;
if (l_859) {
const uint64 l_860 = reinterpret_cast<uint64 const&>(l_856);
const uint64 l_861 = l_860 >> uint64(52);
const uint64 l_862 = l_861 - uint64(23);
const uint64 l_863 = l_862 << uint64(52);
const double l_864 = reinterpret_cast<double const&>(l_863);
l_mut_45 = l_864;
}
const double l_865 = l_mut_31 + l_188;
const double l_866 = abs(l_865);
l_mut_867 = double(1.401298464324817e-45);
const bool l_868 = l_866 >= double(1.1754943508222875e-38);
const bool l_869 = l_866 <= double(1.7976931348623157e308);
const bool l_870 = l_868 && l_869;
if (l_870) {
const uint64 l_871 = reinterpret_cast<uint64 const&>(l_866);
const uint64 l_872 = l_871 >> uint64(52);
const uint64 l_873 = l_872 - uint64(23);
const uint64 l_874 = l_873 << uint64(52);
const double l_875 = reinterpret_cast<double const&>(l_874);
l_mut_867 = l_875;
}
const bool l_876 = l_mut_45 == l_mut_867;
if (l_876) {
const double l_877 = l_178 * l_188;
const double l_878 = l_188 + l_877;
const double l_879 = l_mut_219 * double(1.4551915228366852e-11);
const double l_880 = l_878 + l_879;
const double l_881 = l_mut_31 - l_mut_219;
const double l_882 = l_mut_31 + l_mut_219;
const uint32 l_883 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_884 = l_883 & uint32(2147483647);
const float l_885 = reinterpret_cast<float const&>(l_884);
const double l_886 = double(l_885);
l_mut_867 = l_886;
const bool l_887 = l_884 < uint32(8388608);
if (l_887) {
const double l_888 = double(l_884);
const double l_889 = l_888 * double(1.401298464324817e-45);
l_mut_867 = l_889;
}
const uint64 l_890 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_891 = l_883 >> uint32(31);
const uint64 l_892 = uint64(l_891);
const uint64 l_893 = l_892 << uint64(63);
const uint64 l_894 = l_890 | l_893;
const double l_895 = reinterpret_cast<double const&>(l_894);
const uint32 l_896 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_897 = l_896 + uint32(1);
l_mut_248 = l_897;
const uint32 l_898 = l_896 & uint32(2147483647);
const bool l_899 = l_898 == uint32(0);
if (l_899) {
l_mut_248 = uint32(1);
} else {
const uint32 l_900 = l_896 & uint32(2147483648);
const bool l_901 = l_900 != uint32(0);
if (l_901) {
const uint32 l_902 = l_896 - uint32(1);
l_mut_248 = l_902;
} else {
const bool l_903 = l_896 == uint32(2139095040);
if (l_903) {
l_mut_248 = l_896;
}
}
}
const float l_904 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_905 = reinterpret_cast<uint32 const&>(l_904);
const uint32 l_906 = l_905 & uint32(2147483647);
const float l_907 = reinterpret_cast<float const&>(l_906);
const double l_908 = double(l_907);
l_mut_867 = l_908;
const bool l_909 = l_906 < uint32(8388608);
if (l_909) {
const double l_910 = double(l_906);
const double l_911 = l_910 * double(1.401298464324817e-45);
l_mut_867 = l_911;
}
const uint64 l_912 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_913 = l_905 >> uint32(31);
const uint64 l_914 = uint64(l_913);
const uint64 l_915 = l_914 << uint64(63);
const uint64 l_916 = l_912 | l_915;
const double l_917 = reinterpret_cast<double const&>(l_916);
const uint32 l_918 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_919 = l_918 ^ uint32(2147483648);
const float l_920 = reinterpret_cast<float const&>(l_919);
const uint32 l_921 = reinterpret_cast<uint32 const&>(l_920);
const uint32 l_922 = l_921 + uint32(1);
l_mut_248 = l_922;
const uint32 l_923 = l_921 & uint32(2147483647);
const bool l_924 = l_923 == uint32(0);
if (l_924) {
l_mut_248 = uint32(1);
} else {
const uint32 l_925 = l_921 & uint32(2147483648);
const bool l_926 = l_925 != uint32(0);
if (l_926) {
const uint32 l_927 = l_921 - uint32(1);
l_mut_248 = l_927;
} else {
const bool l_928 = l_921 == uint32(2139095040);
if (l_928) {
l_mut_248 = l_921;
}
}
}
const float l_929 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_930 = reinterpret_cast<uint32 const&>(l_929);
const uint32 l_931 = l_930 ^ uint32(2147483648);
const float l_932 = reinterpret_cast<float const&>(l_931);
const uint32 l_933 = reinterpret_cast<uint32 const&>(l_932);
const uint32 l_934 = l_933 & uint32(2147483647);
const float l_935 = reinterpret_cast<float const&>(l_934);
const double l_936 = double(l_935);
l_mut_867 = l_936;
const bool l_937 = l_934 < uint32(8388608);
if (l_937) {
const double l_938 = double(l_934);
const double l_939 = l_938 * double(1.401298464324817e-45);
l_mut_867 = l_939;
}
const uint64 l_940 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_941 = l_933 >> uint32(31);
const uint64 l_942 = uint64(l_941);
const uint64 l_943 = l_942 << uint64(63);
const uint64 l_944 = l_940 | l_943;
const double l_945 = reinterpret_cast<double const&>(l_944);
const double l_946 = l_881 + l_880;
const bool l_947 = l_946 <= l_895;
l_mut_308 = l_947;
const double l_948 = l_881 - l_880;
const bool l_949 = l_948 > l_895;
l_mut_305 = l_949;
const double l_950 = l_882 - l_880;
const bool l_951 = l_950 >= l_895;
l_mut_302 = l_951;
const double l_952 = l_882 + l_880;
const bool l_953 = l_952 < l_895;
l_mut_299 = l_953;
if (l_176) {
const double l_954 = l_881 + l_880;
const bool l_955 = l_954 < l_917;
l_mut_308 = l_955;
const double l_956 = l_881 - l_880;
const bool l_957 = l_956 >= l_917;
l_mut_305 = l_957;
const double l_958 = l_882 - l_880;
const bool l_959 = l_958 > l_945;
l_mut_302 = l_959;
const double l_960 = l_882 + l_880;
const bool l_961 = l_960 <= l_945;
l_mut_299 = l_961;
}
l_mut_248 = uint32(2);
const bool l_962 = l_mut_305 || l_mut_299;
if (l_962) {
l_mut_248 = uint32(1);
} else {
const bool l_963 = l_mut_308 && l_mut_302;
if (l_963) {
l_mut_248 = uint32(0);
}
}
const uint32 l_964 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_965 = l_964 & uint32(2147483647);
const bool l_966 = l_965 == uint32(0);
if (l_966) {
const double l_967 = l_881 + l_880;
const bool l_968 = l_967 < double(1.1754943508222875e-38);
const double l_969 = l_882 - l_880;
const bool l_970 = l_969 > double(-1.1754943508222875e-38);
const bool l_971 = l_968 && l_970;
const double l_972 = l_881 - l_880;
const bool l_973 = l_972 < double(1.1754943508222875e-38);
const double l_974 = l_882 + l_880;
const bool l_975 = l_974 > double(-1.1754943508222875e-38);
const bool l_976 = l_973 && l_975;
if (l_971) {
l_mut_248 = uint32(0);
} else {
const bool l_977 = l_mut_248 == uint32(1);
const bool l_978 = l_976 && l_977;
if (l_978) {
l_mut_248 = uint32(2);
}
}
}
l_mut_190 = l_mut_248;
}
} else {
const bool l_979 = l_172 == uint32(8);
if (l_979) {
const bool l_980 = l_185 >= double(0.5);
const bool l_981 = l_185 <= double(2.0);
const bool l_982 = l_980 && l_981;
if (l_982) {
const double l_983 = l_178 * double(1.4551915228366852e-11);
const double l_984 = l_188 + l_983;
const double l_985 = l_mut_31 - l_178;
const double l_986 = l_mut_31 + l_178;
const uint32 l_987 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_988 = l_987 & uint32(2147483647);
const float l_989 = reinterpret_cast<float const&>(l_988);
const double l_990 = double(l_989);
l_mut_867 = l_990;
const bool l_991 = l_988 < uint32(8388608);
if (l_991) {
const double l_992 = double(l_988);
const double l_993 = l_992 * double(1.401298464324817e-45);
l_mut_867 = l_993;
}
const uint64 l_994 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_995 = l_987 >> uint32(31);
const uint64 l_996 = uint64(l_995);
const uint64 l_997 = l_996 << uint64(63);
const uint64 l_998 = l_994 | l_997;
const double l_999 = reinterpret_cast<double const&>(l_998);
const uint32 l_1000 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1001 = l_1000 + uint32(1);
l_mut_248 = l_1001;
const uint32 l_1002 = l_1000 & uint32(2147483647);
const bool l_1003 = l_1002 == uint32(0);
if (l_1003) {
l_mut_248 = uint32(1);
} else {
const uint32 l_1004 = l_1000 & uint32(2147483648);
const bool l_1005 = l_1004 != uint32(0);
if (l_1005) {
const uint32 l_1006 = l_1000 - uint32(1);
l_mut_248 = l_1006;
} else {
const bool l_1007 = l_1000 == uint32(2139095040);
if (l_1007) {
l_mut_248 = l_1000;
}
}
}
const float l_1008 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_1009 = reinterpret_cast<uint32 const&>(l_1008);
const uint32 l_1010 = l_1009 & uint32(2147483647);
const float l_1011 = reinterpret_cast<float const&>(l_1010);
const double l_1012 = double(l_1011);
l_mut_867 = l_1012;
const bool l_1013 = l_1010 < uint32(8388608);
if (l_1013) {
const double l_1014 = double(l_1010);
const double l_1015 = l_1014 * double(1.401298464324817e-45);
l_mut_867 = l_1015;
}
const uint64 l_1016 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1017 = l_1009 >> uint32(31);
const uint64 l_1018 = uint64(l_1017);
const uint64 l_1019 = l_1018 << uint64(63);
const uint64 l_1020 = l_1016 | l_1019;
const double l_1021 = reinterpret_cast<double const&>(l_1020);
const uint32 l_1022 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1023 = l_1022 ^ uint32(2147483648);
const float l_1024 = reinterpret_cast<float const&>(l_1023);
const uint32 l_1025 = reinterpret_cast<uint32 const&>(l_1024);
const uint32 l_1026 = l_1025 + uint32(1);
l_mut_248 = l_1026;
const uint32 l_1027 = l_1025 & uint32(2147483647);
const bool l_1028 = l_1027 == uint32(0);
if (l_1028) {
l_mut_248 = uint32(1);
} else {
const uint32 l_1029 = l_1025 & uint32(2147483648);
const bool l_1030 = l_1029 != uint32(0);
if (l_1030) {
const uint32 l_1031 = l_1025 - uint32(1);
l_mut_248 = l_1031;
} else {
const bool l_1032 = l_1025 == uint32(2139095040);
if (l_1032) {
l_mut_248 = l_1025;
}
}
}
const float l_1033 = reinterpret_cast<float const&>(l_mut_248);
const uint32 l_1034 = reinterpret_cast<uint32 const&>(l_1033);
const uint32 l_1035 = l_1034 ^ uint32(2147483648);
const float l_1036 = reinterpret_cast<float const&>(l_1035);
const uint32 l_1037 = reinterpret_cast<uint32 const&>(l_1036);
const uint32 l_1038 = l_1037 & uint32(2147483647);
const float l_1039 = reinterpret_cast<float const&>(l_1038);
const double l_1040 = double(l_1039);
l_mut_867 = l_1040;
const bool l_1041 = l_1038 < uint32(8388608);
if (l_1041) {
const double l_1042 = double(l_1038);
const double l_1043 = l_1042 * double(1.401298464324817e-45);
l_mut_867 = l_1043;
}
const uint64 l_1044 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1045 = l_1037 >> uint32(31);
const uint64 l_1046 = uint64(l_1045);
const uint64 l_1047 = l_1046 << uint64(63);
const uint64 l_1048 = l_1044 | l_1047;
const double l_1049 = reinterpret_cast<double const&>(l_1048);
const double l_1050 = l_985 + l_984;
const bool l_1051 = l_1050 <= l_999;
l_mut_308 = l_1051;
const double l_1052 = l_985 - l_984;
const bool l_1053 = l_1052 > l_999;
l_mut_305 = l_1053;
const double l_1054 = l_986 - l_984;
const bool l_1055 = l_1054 >= l_999;
l_mut_302 = l_1055;
const double l_1056 = l_986 + l_984;
const bool l_1057 = l_1056 < l_999;
l_mut_299 = l_1057;
if (l_176) {
const double l_1058 = l_985 + l_984;
const bool l_1059 = l_1058 < l_1021;
l_mut_308 = l_1059;
const double l_1060 = l_985 - l_984;
const bool l_1061 = l_1060 >= l_1021;
l_mut_305 = l_1061;
const double l_1062 = l_986 - l_984;
const bool l_1063 = l_1062 > l_1049;
l_mut_302 = l_1063;
const double l_1064 = l_986 + l_984;
const bool l_1065 = l_1064 <= l_1049;
l_mut_299 = l_1065;
}
l_mut_248 = uint32(2);
const bool l_1066 = l_mut_305 || l_mut_299;
if (l_1066) {
l_mut_248 = uint32(1);
} else {
const bool l_1067 = l_mut_308 && l_mut_302;
if (l_1067) {
l_mut_248 = uint32(0);
}
}
const uint32 l_1068 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1069 = l_1068 & uint32(2147483647);
const bool l_1070 = l_1069 == uint32(0);
if (l_1070) {
const double l_1071 = l_985 + l_984;
const bool l_1072 = l_1071 < double(1.1754943508222875e-38);
const double l_1073 = l_986 - l_984;
const bool l_1074 = l_1073 > double(-1.1754943508222875e-38);
const bool l_1075 = l_1072 && l_1074;
const double l_1076 = l_985 - l_984;
const bool l_1077 = l_1076 < double(1.1754943508222875e-38);
const double l_1078 = l_986 + l_984;
const bool l_1079 = l_1078 > double(-1.1754943508222875e-38);
const bool l_1080 = l_1077 && l_1079;
if (l_1075) {
l_mut_248 = uint32(0);
} else {
const bool l_1081 = l_mut_248 == uint32(1);
const bool l_1082 = l_1080 && l_1081;
if (l_1082) {
l_mut_248 = uint32(2);
}
}
}
l_mut_190 = l_mut_248;
} else {
const double l_1083 = abs(l_mut_31);
l_mut_867 = double(1.401298464324817e-45);
const bool l_1084 = l_1083 >= double(1.1754943508222875e-38);
const bool l_1085 = l_1083 <= double(1.7976931348623157e308);
const bool l_1086 = l_1084 && l_1085;
if (l_1086) {
const uint64 l_1087 = reinterpret_cast<uint64 const&>(l_1083);
const uint64 l_1088 = l_1087 >> uint64(52);
const uint64 l_1089 = l_1088 - uint64(23);
const uint64 l_1090 = l_1089 << uint64(52);
const double l_1091 = reinterpret_cast<double const&>(l_1090);
l_mut_867 = l_1091;
}
const double l_1092 = l_181 * l_mut_867;
l_mut_248 = uint32(2);
const double l_1093 = l_mut_31 - l_188;
const double l_1094 = abs(l_1093);
l_mut_867 = double(1.401298464324817e-45);
const bool l_1095 = l_1094 >= double(1.1754943508222875e-38);
const bool l_1096 = l_1094 <= double(1.7976931348623157e308);
const bool l_1097 = l_1095 && l_1096;
if (l_1097) {
const uint64 l_1098 = reinterpret_cast<uint64 const&>(l_1094);
const uint64 l_1099 = l_1098 >> uint64(52);
const uint64 l_1100 = l_1099 - uint64(23);
const uint64 l_1101 = l_1100 << uint64(52);
const double l_1102 = reinterpret_cast<double const&>(l_1101);
l_mut_867 = l_1102;
}
const double l_1103 = l_mut_31 + l_188;
const double l_1104 = abs(l_1103);
l_mut_219 = double(1.401298464324817e-45);
const bool l_1105 = l_1104 >= double(1.1754943508222875e-38);
const bool l_1106 = l_1104 <= double(1.7976931348623157e308);
const bool l_1107 = l_1105 && l_1106;
if (l_1107) {
const uint64 l_1108 = reinterpret_cast<uint64 const&>(l_1104);
const uint64 l_1109 = l_1108 >> uint64(52);
const uint64 l_1110 = l_1109 - uint64(23);
const uint64 l_1111 = l_1110 << uint64(52);
const double l_1112 = reinterpret_cast<double const&>(l_1111);
l_mut_219 = l_1112;
}
const bool l_1113 = l_mut_867 == l_mut_219;
if (l_1113) {
const double l_1114 = l_1092 * double(1.4551915228366852e-11);
const double l_1115 = l_188 + l_1114;
const double l_1116 = l_mut_31 - l_1092;
const double l_1117 = l_mut_31 + l_1092;
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1119 = l_1118 & uint32(2147483647);
const float l_1120 = reinterpret_cast<float const&>(l_1119);
const double l_1121 = double(l_1120);
l_mut_867 = l_1121;
const bool l_1122 = l_1119 < uint32(8388608);
if (l_1122) {
const double l_1123 = double(l_1119);
const double l_1124 = l_1123 * double(1.401298464324817e-45);
l_mut_867 = l_1124;
}
const uint64 l_1125 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1126 = l_1118 >> uint32(31);
const uint64 l_1127 = uint64(l_1126);
const uint64 l_1128 = l_1127 << uint64(63);
const uint64 l_1129 = l_1125 | l_1128;
const double l_1130 = reinterpret_cast<double const&>(l_1129);
const uint32 l_1131 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1132 = l_1131 + uint32(1);
l_mut_206 = l_1132;
const uint32 l_1133 = l_1131 & uint32(2147483647);
const bool l_1134 = l_1133 == uint32(0);
if (l_1134) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1135 = l_1131 & uint32(2147483648);
const bool l_1136 = l_1135 != uint32(0);
if (l_1136) {
const uint32 l_1137 = l_1131 - uint32(1);
l_mut_206 = l_1137;
} else {
const bool l_1138 = l_1131 == uint32(2139095040);
if (l_1138) {
l_mut_206 = l_1131;
}
}
}
const float l_1139 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_1139);
const uint32 l_1141 = l_1140 & uint32(2147483647);
const float l_1142 = reinterpret_cast<float const&>(l_1141);
const double l_1143 = double(l_1142);
l_mut_867 = l_1143;
const bool l_1144 = l_1141 < uint32(8388608);
if (l_1144) {
const double l_1145 = double(l_1141);
const double l_1146 = l_1145 * double(1.401298464324817e-45);
l_mut_867 = l_1146;
}
const uint64 l_1147 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1148 = l_1140 >> uint32(31);
const uint64 l_1149 = uint64(l_1148);
const uint64 l_1150 = l_1149 << uint64(63);
const uint64 l_1151 = l_1147 | l_1150;
const double l_1152 = reinterpret_cast<double const&>(l_1151);
const uint32 l_1153 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1154 = l_1153 ^ uint32(2147483648);
const float l_1155 = reinterpret_cast<float const&>(l_1154);
const uint32 l_1156 = reinterpret_cast<uint32 const&>(l_1155);
const uint32 l_1157 = l_1156 + uint32(1);
l_mut_206 = l_1157;
const uint32 l_1158 = l_1156 & uint32(2147483647);
const bool l_1159 = l_1158 == uint32(0);
if (l_1159) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1160 = l_1156 & uint32(2147483648);
const bool l_1161 = l_1160 != uint32(0);
if (l_1161) {
const uint32 l_1162 = l_1156 - uint32(1);
l_mut_206 = l_1162;
} else {
const bool l_1163 = l_1156 == uint32(2139095040);
if (l_1163) {
l_mut_206 = l_1156;
}
}
}
const float l_1164 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1165 = reinterpret_cast<uint32 const&>(l_1164);
const uint32 l_1166 = l_1165 ^ uint32(2147483648);
const float l_1167 = reinterpret_cast<float const&>(l_1166);
const uint32 l_1168 = reinterpret_cast<uint32 const&>(l_1167);
const uint32 l_1169 = l_1168 & uint32(2147483647);
const float l_1170 = reinterpret_cast<float const&>(l_1169);
const double l_1171 = double(l_1170);
l_mut_867 = l_1171;
const bool l_1172 = l_1169 < uint32(8388608);
if (l_1172) {
const double l_1173 = double(l_1169);
const double l_1174 = l_1173 * double(1.401298464324817e-45);
l_mut_867 = l_1174;
}
const uint64 l_1175 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1176 = l_1168 >> uint32(31);
const uint64 l_1177 = uint64(l_1176);
const uint64 l_1178 = l_1177 << uint64(63);
const uint64 l_1179 = l_1175 | l_1178;
const double l_1180 = reinterpret_cast<double const&>(l_1179);
const double l_1181 = l_1116 + l_1115;
const bool l_1182 = l_1181 <= l_1130;
l_mut_308 = l_1182;
const double l_1183 = l_1116 - l_1115;
const bool l_1184 = l_1183 > l_1130;
l_mut_305 = l_1184;
const double l_1185 = l_1117 - l_1115;
const bool l_1186 = l_1185 >= l_1130;
l_mut_302 = l_1186;
const double l_1187 = l_1117 + l_1115;
const bool l_1188 = l_1187 < l_1130;
l_mut_299 = l_1188;
if (l_176) {
const double l_1189 = l_1116 + l_1115;
const bool l_1190 = l_1189 < l_1152;
l_mut_308 = l_1190;
const double l_1191 = l_1116 - l_1115;
const bool l_1192 = l_1191 >= l_1152;
l_mut_305 = l_1192;
const double l_1193 = l_1117 - l_1115;
const bool l_1194 = l_1193 > l_1180;
l_mut_302 = l_1194;
const double l_1195 = l_1117 + l_1115;
const bool l_1196 = l_1195 <= l_1180;
l_mut_299 = l_1196;
}
l_mut_206 = uint32(2);
const bool l_1197 = l_mut_305 || l_mut_299;
if (l_1197) {
l_mut_206 = uint32(1);
} else {
const bool l_1198 = l_mut_308 && l_mut_302;
if (l_1198) {
l_mut_206 = uint32(0);
}
}
const uint32 l_1199 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1200 = l_1199 & uint32(2147483647);
const bool l_1201 = l_1200 == uint32(0);
if (l_1201) {
const double l_1202 = l_1116 + l_1115;
const bool l_1203 = l_1202 < double(1.1754943508222875e-38);
const double l_1204 = l_1117 - l_1115;
const bool l_1205 = l_1204 > double(-1.1754943508222875e-38);
const bool l_1206 = l_1203 && l_1205;
const double l_1207 = l_1116 - l_1115;
const bool l_1208 = l_1207 < double(1.1754943508222875e-38);
const double l_1209 = l_1117 + l_1115;
const bool l_1210 = l_1209 > double(-1.1754943508222875e-38);
const bool l_1211 = l_1208 && l_1210;
if (l_1206) {
l_mut_206 = uint32(0);
} else {
const bool l_1212 = l_mut_206 == uint32(1);
const bool l_1213 = l_1211 && l_1212;
if (l_1213) {
l_mut_206 = uint32(2);
}
}
}
l_mut_248 = l_mut_206;
}
l_mut_190 = l_mut_248;
}
} else {
}
}
}
}
}
}
}
}
}
const uint32 l_1214 = l_arr_189[uint32(0)];
const bool l_1215 = l_1214 == uint32(0);
if (l_1215) {
l_mut_190 = uint32(2);
}
l_arr_10[l_mut_170] = l_mut_190;
const uint32 l_1216 = l_arr_10[l_mut_170];
const bool l_1217 = l_1216 == uint32(2);
if (l_1217) {
l_mut_167 = bool(false);
}
}
}
const bool l_1218 = l_mut_69 == uint32(4294967293);
if (l_1218) {
const uint32 l_1219 = l_arr_8[uint32(0)];
const uint32 l_1220 = l_1219 + uint32(1);
l_arr_8[uint32(0)] = l_1220;
} else {
if (l_mut_167) {
l_mut_867 = l_157;
const bool l_1221 = l_mut_867 < double(-17.0);
if (l_1221) {
l_mut_867 = double(-17.0);
}
const bool l_1222 = l_mut_867 > double(17.0);
if (l_1222) {
l_mut_867 = double(17.0);
}
const double l_1223 = l_mut_867 + double(16.0);
const double l_1224 = l_1223 + double(1.0);
const uint32 l_1225 = uint32(l_1224);
const uint32 l_1226 = uint32(2) + l_1225;
const uint32 l_1227 = l_arr_8[l_1226];
const uint32 l_1228 = l_1227 + uint32(1);
l_arr_8[l_1226] = l_1228;
const uint32 l_1229 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1230 = l_1229 & uint32(2147483647);
const float l_1231 = reinterpret_cast<float const&>(l_1230);
const double l_1232 = double(l_1231);
l_mut_867 = l_1232;
const bool l_1233 = l_1230 < uint32(8388608);
if (l_1233) {
const double l_1234 = double(l_1230);
const double l_1235 = l_1234 * double(1.401298464324817e-45);
l_mut_867 = l_1235;
}
const uint64 l_1236 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1237 = l_1229 >> uint32(31);
const uint64 l_1238 = uint64(l_1237);
const uint64 l_1239 = l_1238 << uint64(63);
const uint64 l_1240 = l_1236 | l_1239;
const double l_1241 = reinterpret_cast<double const&>(l_1240);
const double l_1242 = abs(l_mut_31);
const double l_1243 = l_mut_31 * double(0.0);
const double l_1244 = l_1243 + double(7.1362384635298e44);
l_mut_867 = l_1244;
const bool l_1245 = l_1242 >= double(2.350988701644575e-38);
if (l_1245) {
const uint32 l_1246 = l_mut_69 & uint32(2147483647);
const float l_1247 = reinterpret_cast<float const&>(l_1246);
const double l_1248 = double(l_1247);
const uint32 l_1249 = l_1246 & uint32(2139095040);
const float l_1250 = reinterpret_cast<float const&>(l_1249);
const double l_1251 = double(l_1250);
const bool l_1252 = l_1248 > l_1242;
const uint32 l_1253 = l_1246 & uint32(8388607);
const bool l_1254 = l_1253 == uint32(0);
const bool l_1255 = l_1252 && l_1254;
const double l_1256 = l_1251 * double(1.1920928955078125e-7);
const double l_1257 = double(l_1255);
const double l_1258 = double(0.5) * l_1257;
const double l_1259 = double(1.0) - l_1258;
const double l_1260 = l_1256 * l_1259;
const double l_1261 = double(1.0) / l_1260;
l_mut_867 = l_1261;
}
const double l_1262 = l_1241 - l_mut_31;
const double l_1263 = l_1262 * l_mut_867;
const uint32 l_1264 = uint32(2) * uint32(0);
const uint32 l_1265 = uint32(45) + l_1264;
const double l_1266 = abs(l_1263);
const double l_1267 = l_arr_9[uint32(0)];
const double l_1268 = abs(l_1267);
const bool l_1269 = l_1266 > l_1268;
l_mut_308 = l_1269;
const bool l_1270 = uint32(0) == uint32(0);
if (l_1270) {
const double l_1271 = l_arr_9[uint32(0)];
const bool l_1272 = l_1263 < l_1271;
l_mut_308 = l_1272;
} else {
const bool l_1273 = uint32(0) == uint32(1);
if (l_1273) {
const double l_1274 = l_arr_9[uint32(0)];
const bool l_1275 = l_1263 > l_1274;
l_mut_308 = l_1275;
}
}
const uint32 l_1276 = l_arr_8[l_1265];
const bool l_1277 = l_1276 == uint32(4294967295);
const bool l_1278 = l_1277 || l_mut_308;
if (l_1278) {
l_arr_8[l_1265] = l_23;
const uint32 l_1279 = l_1265 + uint32(1);
l_arr_8[l_1279] = l_138;
l_arr_9[uint32(0)] = l_1263;
}
const uint32 l_1280 = uint32(2) * uint32(1);
const uint32 l_1281 = uint32(45) + l_1280;
const double l_1282 = abs(l_1263);
const double l_1283 = l_arr_9[uint32(1)];
const double l_1284 = abs(l_1283);
const bool l_1285 = l_1282 > l_1284;
l_mut_308 = l_1285;
const bool l_1286 = uint32(1) == uint32(0);
if (l_1286) {
const double l_1287 = l_arr_9[uint32(1)];
const bool l_1288 = l_1263 < l_1287;
l_mut_308 = l_1288;
} else {
const bool l_1289 = uint32(1) == uint32(1);
if (l_1289) {
const double l_1290 = l_arr_9[uint32(1)];
const bool l_1291 = l_1263 > l_1290;
l_mut_308 = l_1291;
}
}
const uint32 l_1292 = l_arr_8[l_1281];
const bool l_1293 = l_1292 == uint32(4294967295);
const bool l_1294 = l_1293 || l_mut_308;
if (l_1294) {
l_arr_8[l_1281] = l_23;
const uint32 l_1295 = l_1281 + uint32(1);
l_arr_8[l_1295] = l_138;
l_arr_9[uint32(1)] = l_1263;
}
const bool l_1296 = l_157 != double(0.0);
if (l_1296) {

for (uint32 l_mut_1297 = uint32(0); l_mut_1297 < uint32(8); ++l_mut_1297) {
const uint32 l_1298 = l_arr_10[l_mut_1297];
const bool l_1299 = l_1298 == uint32(1);
if (l_1299) {
const uint32 l_1300 = uint32(37) + l_mut_1297;
const uint32 l_1301 = l_arr_8[l_1300];
const uint32 l_1302 = l_1301 + uint32(1);
l_arr_8[l_1300] = l_1302;
const uint32 l_1303 = uint32(2) + l_mut_1297;
const uint32 l_1304 = uint32(2) * l_1303;
const uint32 l_1305 = uint32(45) + l_1304;
const double l_1306 = abs(l_1263);
const double l_1307 = l_arr_9[l_1303];
const double l_1308 = abs(l_1307);
const bool l_1309 = l_1306 > l_1308;
l_mut_308 = l_1309;
const bool l_1310 = l_1303 == uint32(0);
if (l_1310) {
const double l_1311 = l_arr_9[l_1303];
const bool l_1312 = l_1263 < l_1311;
l_mut_308 = l_1312;
} else {
const bool l_1313 = l_1303 == uint32(1);
if (l_1313) {
const double l_1314 = l_arr_9[l_1303];
const bool l_1315 = l_1263 > l_1314;
l_mut_308 = l_1315;
}
}
const uint32 l_1316 = l_arr_8[l_1305];
const bool l_1317 = l_1316 == uint32(4294967295);
const bool l_1318 = l_1317 || l_mut_308;
if (l_1318) {
l_arr_8[l_1305] = l_23;
const uint32 l_1319 = l_1305 + uint32(1);
l_arr_8[l_1319] = l_138;
l_arr_9[l_1303] = l_1263;
}
}
}
}
} else {
const uint32 l_1320 = l_arr_8[uint32(1)];
const uint32 l_1321 = l_2 + l_1320;
const uint32 l_1322 = l_1321 * uint32(2);
const uint32 l_1407 = info.static_meta[uint32(6)];
const uint32 l_1408 = l_1407 * uint32(1);
const bool l_1409 = l_1322 < l_1408;
if (l_1409) {
buffer_6[l_1322] = l_23;
}
const uint32 l_1323 = l_1322 + uint32(1);
const uint32 l_1410 = info.static_meta[uint32(6)];
const uint32 l_1411 = l_1410 * uint32(1);
const bool l_1412 = l_1323 < l_1411;
if (l_1412) {
buffer_6[l_1323] = l_138;
}
const uint32 l_1324 = l_arr_8[uint32(1)];
const uint32 l_1325 = l_1324 + uint32(1);
l_arr_8[uint32(1)] = l_1325;
}
}
}

for (uint32 l_mut_1326 = uint32(0); l_mut_1326 < uint32(65); ++l_mut_1326) {
const uint32 l_1327 = idxGlobal * uint32(65);
const uint32 l_1328 = l_1327 + l_mut_1326;
const uint32 l_1329 = l_arr_8[l_mut_1326];
const uint32 l_1413 = info.static_meta[uint32(4)];
const uint32 l_1414 = l_1413 * uint32(1);
const bool l_1415 = l_1328 < l_1414;
if (l_1415) {
buffer_4[l_1328] = l_1329;
}
}

for (uint32 l_mut_1330 = uint32(0); l_mut_1330 < uint32(10); ++l_mut_1330) {
const uint32 l_1331 = idxGlobal * uint32(10);
const uint32 l_1332 = l_1331 + l_mut_1330;
const double l_1333 = l_arr_9[l_mut_1330];
const uint32 l_1416 = info.static_meta[uint32(5)];
const uint32 l_1417 = l_1416 * uint32(1);
const bool l_1418 = l_1332 < l_1417;
if (l_1418) {
buffer_5[l_1332] = l_1333;
}
}
}

}
