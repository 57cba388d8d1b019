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
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)verdicts (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const double* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, const double* __restrict__ buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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
uint32 l_arr_27[1];

uint32 l_arr_603[1];

double l_arr_1104[2];

double l_arr_1304[2];

bool l_mut_102;
bool l_mut_105;
bool l_mut_96;
bool l_mut_99;
double l_mut_1015;
double l_mut_35;
double l_mut_421;
double l_mut_58;
double l_mut_773;
double l_mut_895;
uint32 l_mut_28;
uint32 l_mut_45;
uint32 l_mut_75;
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {

for (uint32 l_mut_2 = uint32(0); l_mut_2 < uint32(8); ++l_mut_2) {
const uint32 l_3 = idxGlobal * uint32(8);
const uint32 l_4 = l_3 + l_mut_2;
const uint32 l_5 = uint32(2) * l_mut_2;
const uint32 l_1422 = info.static_meta[uint32(4)];
const uint32 l_1423 = l_1422 * uint32(1);
const bool l_1424 = l_5 < l_1423;
const uint32 l_1425 = l_1423 - uint32(1);
const uint32 l_1426 = min(l_5, l_1425);
const uint32 l_1427 = buffer_4[l_1426];
const uint32 l_1428 = (l_1424) ? l_1427 : uint32(0);
const uint32 l_6 = l_1428;
const uint32 l_7 = uint32(2) * l_mut_2;
const uint32 l_8 = l_7 + uint32(1);
const uint32 l_1429 = info.static_meta[uint32(4)];
const uint32 l_1430 = l_1429 * uint32(1);
const bool l_1431 = l_8 < l_1430;
const uint32 l_1432 = l_1430 - uint32(1);
const uint32 l_1433 = min(l_8, l_1432);
const uint32 l_1434 = buffer_4[l_1433];
const uint32 l_1435 = (l_1431) ? l_1434 : uint32(0);
const uint32 l_9 = l_1435;
const bool l_10 = l_9 != uint32(0);
const uint32 l_1436 = info.static_meta[uint32(0)];
const uint32 l_1437 = l_1436 * uint32(1);
const bool l_1438 = idxGlobal < l_1437;
const uint32 l_1439 = l_1437 - uint32(1);
const uint32 l_1440 = min(idxGlobal, l_1439);
const float l_1441 = buffer_0[l_1440];
const float l_1442 = (l_1438) ? l_1441 : float(0.0);
const float l_11 = l_1442;
const uint32 l_1443 = info.static_meta[uint32(1)];
const uint32 l_1444 = l_1443 * uint32(1);
const bool l_1445 = idxGlobal < l_1444;
const uint32 l_1446 = l_1444 - uint32(1);
const uint32 l_1447 = min(idxGlobal, l_1446);
const float l_1448 = buffer_1[l_1447];
const float l_1449 = (l_1445) ? l_1448 : float(0.0);
const float l_12 = l_1449;
const uint32 l_1450 = info.static_meta[uint32(2)];
const uint32 l_1451 = l_1450 * uint32(1);
const bool l_1452 = idxGlobal < l_1451;
const uint32 l_1453 = l_1451 - uint32(1);
const uint32 l_1454 = min(idxGlobal, l_1453);
const double l_1455 = buffer_2[l_1454];
const double l_1456 = (l_1452) ? l_1455 : double(0.0);
const double l_13 = l_1456;
const uint32 l_1457 = info.static_meta[uint32(3)];
const uint32 l_1458 = l_1457 * uint32(1);
const bool l_1459 = idxGlobal < l_1458;
const uint32 l_1460 = l_1458 - uint32(1);
const uint32 l_1461 = min(idxGlobal, l_1460);
const double l_1462 = buffer_3[l_1461];
const double l_1463 = (l_1459) ? l_1462 : double(0.0);
const double l_14 = l_1463;
const uint32 l_15 = l_mut_2 * uint32(4);
const uint32 l_1464 = info.static_meta[uint32(5)];
const uint32 l_1465 = l_1464 * uint32(1);
const bool l_1466 = l_15 < l_1465;
const uint32 l_1467 = l_1465 - uint32(1);
const uint32 l_1468 = min(l_15, l_1467);
const double l_1469 = buffer_5[l_1468];
const double l_1470 = (l_1466) ? l_1469 : double(0.0);
const double l_16 = l_1470;
const uint32 l_17 = l_mut_2 * uint32(4);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1471 = info.static_meta[uint32(5)];
const uint32 l_1472 = l_1471 * uint32(1);
const bool l_1473 = l_18 < l_1472;
const uint32 l_1474 = l_1472 - uint32(1);
const uint32 l_1475 = min(l_18, l_1474);
const double l_1476 = buffer_5[l_1475];
const double l_1477 = (l_1473) ? l_1476 : double(0.0);
const double l_19 = l_1477;
const uint32 l_20 = l_mut_2 * uint32(4);
const uint32 l_21 = l_20 + uint32(2);
const uint32 l_1478 = info.static_meta[uint32(5)];
const uint32 l_1479 = l_1478 * uint32(1);
const bool l_1480 = l_21 < l_1479;
const uint32 l_1481 = l_1479 - uint32(1);
const uint32 l_1482 = min(l_21, l_1481);
const double l_1483 = buffer_5[l_1482];
const double l_1484 = (l_1480) ? l_1483 : double(0.0);
const double l_22 = l_1484;
const double l_23 = double(l_11);
const double l_24 = abs(l_23);
const double l_25 = abs(l_13);
const double l_26 = l_25 * double(1.4551915228366852e-11);
l_arr_27[uint32(0)] = uint32(1);
l_mut_28 = uint32(2);
const bool l_29 = l_6 == uint32(0);
if (l_29) {
l_mut_28 = uint32(0);
} else {
const bool l_30 = l_6 == uint32(1);
if (l_30) {
l_mut_28 = uint32(1);
const double l_31 = abs(l_14);
const bool l_32 = l_31 <= l_16;
if (l_32) {
l_mut_28 = uint32(0);
}
} else {
const bool l_33 = l_6 == uint32(2);
if (l_33) {
const double l_34 = abs(l_13);
l_mut_35 = double(1.401298464324817e-45);
const bool l_36 = l_34 >= double(1.1754943508222875e-38);
const bool l_37 = l_34 <= double(1.7976931348623157e308);
const bool l_38 = l_36 && l_37;
if (l_38) {
const uint64 l_39 = reinterpret_cast<uint64 const&>(l_34);
const uint64 l_40 = l_39 >> uint64(52);
const uint64 l_41 = l_40 - uint64(23);
const uint64 l_42 = l_41 << uint64(52);
const double l_43 = reinterpret_cast<double const&>(l_42);
l_mut_35 = l_43;
}
const double l_44 = l_16 * l_mut_35;
l_mut_45 = uint32(2);
const double l_46 = l_13 - l_26;
const double l_47 = abs(l_46);
l_mut_35 = double(1.401298464324817e-45);
const bool l_48 = l_47 >= double(1.1754943508222875e-38);
const bool l_49 = l_47 <= double(1.7976931348623157e308);
const bool l_50 = l_48 && l_49;
if (l_50) {
const uint64 l_51 = reinterpret_cast<uint64 const&>(l_47);
const uint64 l_52 = l_51 >> uint64(52);
const uint64 l_53 = l_52 - uint64(23);
const uint64 l_54 = l_53 << uint64(52);
const double l_55 = reinterpret_cast<double const&>(l_54);
l_mut_35 = l_55;
}
const double l_56 = l_13 + l_26;
const double l_57 = abs(l_56);
l_mut_58 = double(1.401298464324817e-45);
const bool l_59 = l_57 >= double(1.1754943508222875e-38);
const bool l_60 = l_57 <= double(1.7976931348623157e308);
const bool l_61 = l_59 && l_60;
if (l_61) {
const uint64 l_62 = reinterpret_cast<uint64 const&>(l_57);
const uint64 l_63 = l_62 >> uint64(52);
const uint64 l_64 = l_63 - uint64(23);
const uint64 l_65 = l_64 << uint64(52);
const double l_66 = reinterpret_cast<double const&>(l_65);
l_mut_58 = l_66;
}
const bool l_67 = l_mut_35 == l_mut_58;
if (l_67) {
const double l_68 = l_44 * double(1.4551915228366852e-11);
const double l_69 = l_26 + l_68;
const double l_70 = l_13 - l_44;
const double l_71 = l_13 + l_44;
const double l_72 = double(l_12);
const uint32 l_73 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_74 = l_73 + uint32(1);
l_mut_75 = l_74;
const uint32 l_76 = l_73 & uint32(2147483647);
const bool l_77 = l_76 == uint32(0);
if (l_77) {
l_mut_75 = uint32(1);
} else {
const uint32 l_78 = l_73 & uint32(2147483648);
const bool l_79 = l_78 != uint32(0);
if (l_79) {
const uint32 l_80 = l_73 - uint32(1);
l_mut_75 = l_80;
}
}
const float l_81 = reinterpret_cast<float const&>(l_mut_75);
const double l_82 = double(l_81);
const float l_83 = -l_12;
const uint32 l_84 = reinterpret_cast<uint32 const&>(l_83);
const uint32 l_85 = l_84 + uint32(1);
l_mut_75 = l_85;
const uint32 l_86 = l_84 & uint32(2147483647);
const bool l_87 = l_86 == uint32(0);
if (l_87) {
l_mut_75 = uint32(1);
} else {
const uint32 l_88 = l_84 & uint32(2147483648);
const bool l_89 = l_88 != uint32(0);
if (l_89) {
const uint32 l_90 = l_84 - uint32(1);
l_mut_75 = l_90;
}
}
const float l_91 = reinterpret_cast<float const&>(l_mut_75);
const float l_92 = -l_91;
const double l_93 = double(l_92);
const double l_94 = l_70 + l_69;
const bool l_95 = l_94 <= l_72;
l_mut_96 = l_95;
const double l_97 = l_70 - l_69;
const bool l_98 = l_97 > l_72;
l_mut_99 = l_98;
const double l_100 = l_71 - l_69;
const bool l_101 = l_100 >= l_72;
l_mut_102 = l_101;
const double l_103 = l_71 + l_69;
const bool l_104 = l_103 < l_72;
l_mut_105 = l_104;
if (l_10) {
const double l_106 = l_70 + l_69;
const bool l_107 = l_106 < l_82;
l_mut_96 = l_107;
const double l_108 = l_70 - l_69;
const bool l_109 = l_108 >= l_82;
l_mut_99 = l_109;
const double l_110 = l_71 - l_69;
const bool l_111 = l_110 > l_93;
l_mut_102 = l_111;
const double l_112 = l_71 + l_69;
const bool l_113 = l_112 <= l_93;
l_mut_105 = l_113;
}
l_mut_75 = uint32(2);
const bool l_114 = l_mut_99 || l_mut_105;
if (l_114) {
l_mut_75 = uint32(1);
} else {
const bool l_115 = l_mut_96 && l_mut_102;
if (l_115) {
l_mut_75 = uint32(0);
}
}
l_mut_45 = l_mut_75;
}
l_mut_28 = l_mut_45;
} else {
const bool l_116 = l_6 == uint32(3);
if (l_116) {
l_mut_28 = uint32(0);
const bool l_117 = l_24 >= double(1.1754943508222875e-38);
const bool l_118 = l_24 <= double(8.507059173023462e37);
const bool l_119 = l_117 && l_118;
if (l_119) {
const double l_120 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_121 = l_120 >= double(1.1754943508222875e-38);
const bool l_122 = l_120 <= double(1.7976931348623157e308);
const bool l_123 = l_121 && l_122;
if (l_123) {
const uint64 l_124 = reinterpret_cast<uint64 const&>(l_120);
const uint64 l_125 = l_124 >> uint64(52);
const uint64 l_126 = l_125 - uint64(23);
const uint64 l_127 = l_126 << uint64(52);
const double l_128 = reinterpret_cast<double const&>(l_127);
l_mut_58 = l_128;
}
const double l_129 = l_16 * l_mut_58;
l_mut_75 = uint32(2);
const double l_130 = l_13 - l_26;
const double l_131 = abs(l_130);
l_mut_58 = double(1.401298464324817e-45);
const bool l_132 = l_131 >= double(1.1754943508222875e-38);
const bool l_133 = l_131 <= double(1.7976931348623157e308);
const bool l_134 = l_132 && l_133;
if (l_134) {
const uint64 l_135 = reinterpret_cast<uint64 const&>(l_131);
const uint64 l_136 = l_135 >> uint64(52);
const uint64 l_137 = l_136 - uint64(23);
const uint64 l_138 = l_137 << uint64(52);
const double l_139 = reinterpret_cast<double const&>(l_138);
l_mut_58 = l_139;
}
const double l_140 = l_13 + l_26;
const double l_141 = abs(l_140);
l_mut_35 = double(1.401298464324817e-45);
const bool l_142 = l_141 >= double(1.1754943508222875e-38);
const bool l_143 = l_141 <= double(1.7976931348623157e308);
const bool l_144 = l_142 && l_143;
if (l_144) {
const uint64 l_145 = reinterpret_cast<uint64 const&>(l_141);
const uint64 l_146 = l_145 >> uint64(52);
const uint64 l_147 = l_146 - uint64(23);
const uint64 l_148 = l_147 << uint64(52);
const double l_149 = reinterpret_cast<double const&>(l_148);
l_mut_35 = l_149;
}
const bool l_150 = l_mut_58 == l_mut_35;
if (l_150) {
const double l_151 = l_129 * double(1.4551915228366852e-11);
const double l_152 = l_26 + l_151;
const double l_153 = l_13 - l_129;
const double l_154 = l_13 + l_129;
const double l_155 = double(l_12);
const uint32 l_156 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_157 = l_156 + uint32(1);
l_mut_45 = l_157;
const uint32 l_158 = l_156 & uint32(2147483647);
const bool l_159 = l_158 == uint32(0);
if (l_159) {
l_mut_45 = uint32(1);
} else {
const uint32 l_160 = l_156 & uint32(2147483648);
const bool l_161 = l_160 != uint32(0);
if (l_161) {
const uint32 l_162 = l_156 - uint32(1);
l_mut_45 = l_162;
}
}
const float l_163 = reinterpret_cast<float const&>(l_mut_45);
const double l_164 = double(l_163);
const float l_165 = -l_12;
const uint32 l_166 = reinterpret_cast<uint32 const&>(l_165);
const uint32 l_167 = l_166 + uint32(1);
l_mut_45 = l_167;
const uint32 l_168 = l_166 & uint32(2147483647);
const bool l_169 = l_168 == uint32(0);
if (l_169) {
l_mut_45 = uint32(1);
} else {
const uint32 l_170 = l_166 & uint32(2147483648);
const bool l_171 = l_170 != uint32(0);
if (l_171) {
const uint32 l_172 = l_166 - uint32(1);
l_mut_45 = l_172;
}
}
const float l_173 = reinterpret_cast<float const&>(l_mut_45);
const float l_174 = -l_173;
const double l_175 = double(l_174);
const double l_176 = l_153 + l_152;
const bool l_177 = l_176 <= l_155;
l_mut_105 = l_177;
const double l_178 = l_153 - l_152;
const bool l_179 = l_178 > l_155;
l_mut_102 = l_179;
const double l_180 = l_154 - l_152;
const bool l_181 = l_180 >= l_155;
l_mut_99 = l_181;
const double l_182 = l_154 + l_152;
const bool l_183 = l_182 < l_155;
l_mut_96 = l_183;
if (l_10) {
const double l_184 = l_153 + l_152;
const bool l_185 = l_184 < l_164;
l_mut_105 = l_185;
const double l_186 = l_153 - l_152;
const bool l_187 = l_186 >= l_164;
l_mut_102 = l_187;
const double l_188 = l_154 - l_152;
const bool l_189 = l_188 > l_175;
l_mut_99 = l_189;
const double l_190 = l_154 + l_152;
const bool l_191 = l_190 <= l_175;
l_mut_96 = l_191;
}
l_mut_45 = uint32(2);
const bool l_192 = l_mut_102 || l_mut_96;
if (l_192) {
l_mut_45 = uint32(1);
} else {
const bool l_193 = l_mut_105 && l_mut_99;
if (l_193) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_194 = l_6 == uint32(4);
if (l_194) {
const double l_195 = l_19 * l_24;
const double l_196 = l_16 + l_195;
const double l_197 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_198 = l_197 >= double(1.1754943508222875e-38);
const bool l_199 = l_197 <= double(1.7976931348623157e308);
const bool l_200 = l_198 && l_199;
if (l_200) {
const uint64 l_201 = reinterpret_cast<uint64 const&>(l_197);
const uint64 l_202 = l_201 >> uint64(52);
const uint64 l_203 = l_202 - uint64(23);
const uint64 l_204 = l_203 << uint64(52);
const double l_205 = reinterpret_cast<double const&>(l_204);
l_mut_58 = l_205;
}
const double l_206 = l_196 * l_mut_58;
l_mut_75 = uint32(2);
const double l_207 = l_13 - l_26;
const double l_208 = abs(l_207);
l_mut_58 = double(1.401298464324817e-45);
const bool l_209 = l_208 >= double(1.1754943508222875e-38);
const bool l_210 = l_208 <= double(1.7976931348623157e308);
const bool l_211 = l_209 && l_210;
if (l_211) {
const uint64 l_212 = reinterpret_cast<uint64 const&>(l_208);
const uint64 l_213 = l_212 >> uint64(52);
const uint64 l_214 = l_213 - uint64(23);
const uint64 l_215 = l_214 << uint64(52);
const double l_216 = reinterpret_cast<double const&>(l_215);
l_mut_58 = l_216;
}
const double l_217 = l_13 + l_26;
const double l_218 = abs(l_217);
l_mut_35 = double(1.401298464324817e-45);
const bool l_219 = l_218 >= double(1.1754943508222875e-38);
const bool l_220 = l_218 <= double(1.7976931348623157e308);
const bool l_221 = l_219 && l_220;
if (l_221) {
const uint64 l_222 = reinterpret_cast<uint64 const&>(l_218);
const uint64 l_223 = l_222 >> uint64(52);
const uint64 l_224 = l_223 - uint64(23);
const uint64 l_225 = l_224 << uint64(52);
const double l_226 = reinterpret_cast<double const&>(l_225);
l_mut_35 = l_226;
}
const bool l_227 = l_mut_58 == l_mut_35;
if (l_227) {
const double l_228 = l_206 * double(1.4551915228366852e-11);
const double l_229 = l_26 + l_228;
const double l_230 = l_13 - l_206;
const double l_231 = l_13 + l_206;
const double l_232 = double(l_12);
const uint32 l_233 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_234 = l_233 + uint32(1);
l_mut_45 = l_234;
const uint32 l_235 = l_233 & uint32(2147483647);
const bool l_236 = l_235 == uint32(0);
if (l_236) {
l_mut_45 = uint32(1);
} else {
const uint32 l_237 = l_233 & uint32(2147483648);
const bool l_238 = l_237 != uint32(0);
if (l_238) {
const uint32 l_239 = l_233 - uint32(1);
l_mut_45 = l_239;
}
}
const float l_240 = reinterpret_cast<float const&>(l_mut_45);
const double l_241 = double(l_240);
const float l_242 = -l_12;
const uint32 l_243 = reinterpret_cast<uint32 const&>(l_242);
const uint32 l_244 = l_243 + uint32(1);
l_mut_45 = l_244;
const uint32 l_245 = l_243 & uint32(2147483647);
const bool l_246 = l_245 == uint32(0);
if (l_246) {
l_mut_45 = uint32(1);
} else {
const uint32 l_247 = l_243 & uint32(2147483648);
const bool l_248 = l_247 != uint32(0);
if (l_248) {
const uint32 l_249 = l_243 - uint32(1);
l_mut_45 = l_249;
}
}
const float l_250 = reinterpret_cast<float const&>(l_mut_45);
const float l_251 = -l_250;
const double l_252 = double(l_251);
const double l_253 = l_230 + l_229;
const bool l_254 = l_253 <= l_232;
l_mut_105 = l_254;
const double l_255 = l_230 - l_229;
const bool l_256 = l_255 > l_232;
l_mut_102 = l_256;
const double l_257 = l_231 - l_229;
const bool l_258 = l_257 >= l_232;
l_mut_99 = l_258;
const double l_259 = l_231 + l_229;
const bool l_260 = l_259 < l_232;
l_mut_96 = l_260;
if (l_10) {
const double l_261 = l_230 + l_229;
const bool l_262 = l_261 < l_241;
l_mut_105 = l_262;
const double l_263 = l_230 - l_229;
const bool l_264 = l_263 >= l_241;
l_mut_102 = l_264;
const double l_265 = l_231 - l_229;
const bool l_266 = l_265 > l_252;
l_mut_99 = l_266;
const double l_267 = l_231 + l_229;
const bool l_268 = l_267 <= l_252;
l_mut_96 = l_268;
}
l_mut_45 = uint32(2);
const bool l_269 = l_mut_102 || l_mut_96;
if (l_269) {
l_mut_45 = uint32(1);
} else {
const bool l_270 = l_mut_105 && l_mut_99;
if (l_270) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
const bool l_271 = l_6 == uint32(5);
if (l_271) {
const double l_272 = double(2.0) * l_23;
const double l_273 = abs(l_272);
const double l_274 = floor(l_273);
const double l_275 = double(3.0) + l_274;
const double l_276 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_277 = l_276 >= double(1.1754943508222875e-38);
const bool l_278 = l_276 <= double(1.7976931348623157e308);
const bool l_279 = l_277 && l_278;
if (l_279) {
const uint64 l_280 = reinterpret_cast<uint64 const&>(l_276);
const uint64 l_281 = l_280 >> uint64(52);
const uint64 l_282 = l_281 - uint64(23);
const uint64 l_283 = l_282 << uint64(52);
const double l_284 = reinterpret_cast<double const&>(l_283);
l_mut_58 = l_284;
}
const double l_285 = l_275 * l_mut_58;
l_mut_75 = uint32(2);
const double l_286 = l_13 - l_26;
const double l_287 = abs(l_286);
l_mut_58 = double(1.401298464324817e-45);
const bool l_288 = l_287 >= double(1.1754943508222875e-38);
const bool l_289 = l_287 <= double(1.7976931348623157e308);
const bool l_290 = l_288 && l_289;
if (l_290) {
const uint64 l_291 = reinterpret_cast<uint64 const&>(l_287);
const uint64 l_292 = l_291 >> uint64(52);
const uint64 l_293 = l_292 - uint64(23);
const uint64 l_294 = l_293 << uint64(52);
const double l_295 = reinterpret_cast<double const&>(l_294);
l_mut_58 = l_295;
}
const double l_296 = l_13 + l_26;
const double l_297 = abs(l_296);
l_mut_35 = double(1.401298464324817e-45);
const bool l_298 = l_297 >= double(1.1754943508222875e-38);
const bool l_299 = l_297 <= double(1.7976931348623157e308);
const bool l_300 = l_298 && l_299;
if (l_300) {
const uint64 l_301 = reinterpret_cast<uint64 const&>(l_297);
const uint64 l_302 = l_301 >> uint64(52);
const uint64 l_303 = l_302 - uint64(23);
const uint64 l_304 = l_303 << uint64(52);
const double l_305 = reinterpret_cast<double const&>(l_304);
l_mut_35 = l_305;
}
const bool l_306 = l_mut_58 == l_mut_35;
if (l_306) {
const double l_307 = l_285 * double(1.4551915228366852e-11);
const double l_308 = l_26 + l_307;
const double l_309 = l_13 - l_285;
const double l_310 = l_13 + l_285;
const double l_311 = double(l_12);
const uint32 l_312 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_313 = l_312 + uint32(1);
l_mut_45 = l_313;
const uint32 l_314 = l_312 & uint32(2147483647);
const bool l_315 = l_314 == uint32(0);
if (l_315) {
l_mut_45 = uint32(1);
} else {
const uint32 l_316 = l_312 & uint32(2147483648);
const bool l_317 = l_316 != uint32(0);
if (l_317) {
const uint32 l_318 = l_312 - uint32(1);
l_mut_45 = l_318;
}
}
const float l_319 = reinterpret_cast<float const&>(l_mut_45);
const double l_320 = double(l_319);
const float l_321 = -l_12;
const uint32 l_322 = reinterpret_cast<uint32 const&>(l_321);
const uint32 l_323 = l_322 + uint32(1);
l_mut_45 = l_323;
const uint32 l_324 = l_322 & uint32(2147483647);
const bool l_325 = l_324 == uint32(0);
if (l_325) {
l_mut_45 = uint32(1);
} else {
const uint32 l_326 = l_322 & uint32(2147483648);
const bool l_327 = l_326 != uint32(0);
if (l_327) {
const uint32 l_328 = l_322 - uint32(1);
l_mut_45 = l_328;
}
}
const float l_329 = reinterpret_cast<float const&>(l_mut_45);
const float l_330 = -l_329;
const double l_331 = double(l_330);
const double l_332 = l_309 + l_308;
const bool l_333 = l_332 <= l_311;
l_mut_105 = l_333;
const double l_334 = l_309 - l_308;
const bool l_335 = l_334 > l_311;
l_mut_102 = l_335;
const double l_336 = l_310 - l_308;
const bool l_337 = l_336 >= l_311;
l_mut_99 = l_337;
const double l_338 = l_310 + l_308;
const bool l_339 = l_338 < l_311;
l_mut_96 = l_339;
if (l_10) {
const double l_340 = l_309 + l_308;
const bool l_341 = l_340 < l_320;
l_mut_105 = l_341;
const double l_342 = l_309 - l_308;
const bool l_343 = l_342 >= l_320;
l_mut_102 = l_343;
const double l_344 = l_310 - l_308;
const bool l_345 = l_344 > l_331;
l_mut_99 = l_345;
const double l_346 = l_310 + l_308;
const bool l_347 = l_346 <= l_331;
l_mut_96 = l_347;
}
l_mut_45 = uint32(2);
const bool l_348 = l_mut_102 || l_mut_96;
if (l_348) {
l_mut_45 = uint32(1);
} else {
const bool l_349 = l_mut_105 && l_mut_99;
if (l_349) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
const bool l_350 = l_6 == uint32(6);
if (l_350) {
l_mut_28 = uint32(0);
const bool l_351 = l_24 <= l_19;
if (l_351) {
const double l_352 = l_16 * double(1.4551915228366852e-11);
const double l_353 = l_26 + l_352;
const double l_354 = l_13 - l_16;
const double l_355 = l_13 + l_16;
const double l_356 = double(l_12);
const uint32 l_357 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_358 = l_357 + uint32(1);
l_mut_75 = l_358;
const uint32 l_359 = l_357 & uint32(2147483647);
const bool l_360 = l_359 == uint32(0);
if (l_360) {
l_mut_75 = uint32(1);
} else {
const uint32 l_361 = l_357 & uint32(2147483648);
const bool l_362 = l_361 != uint32(0);
if (l_362) {
const uint32 l_363 = l_357 - uint32(1);
l_mut_75 = l_363;
}
}
const float l_364 = reinterpret_cast<float const&>(l_mut_75);
const double l_365 = double(l_364);
const float l_366 = -l_12;
const uint32 l_367 = reinterpret_cast<uint32 const&>(l_366);
const uint32 l_368 = l_367 + uint32(1);
l_mut_75 = l_368;
const uint32 l_369 = l_367 & uint32(2147483647);
const bool l_370 = l_369 == uint32(0);
if (l_370) {
l_mut_75 = uint32(1);
} else {
const uint32 l_371 = l_367 & uint32(2147483648);
const bool l_372 = l_371 != uint32(0);
if (l_372) {
const uint32 l_373 = l_367 - uint32(1);
l_mut_75 = l_373;
}
}
const float l_374 = reinterpret_cast<float const&>(l_mut_75);
const float l_375 = -l_374;
const double l_376 = double(l_375);
const double l_377 = l_354 + l_353;
const bool l_378 = l_377 <= l_356;
l_mut_105 = l_378;
const double l_379 = l_354 - l_353;
const bool l_380 = l_379 > l_356;
l_mut_102 = l_380;
const double l_381 = l_355 - l_353;
const bool l_382 = l_381 >= l_356;
l_mut_99 = l_382;
const double l_383 = l_355 + l_353;
const bool l_384 = l_383 < l_356;
l_mut_96 = l_384;
if (l_10) {
const double l_385 = l_354 + l_353;
const bool l_386 = l_385 < l_365;
l_mut_105 = l_386;
const double l_387 = l_354 - l_353;
const bool l_388 = l_387 >= l_365;
l_mut_102 = l_388;
const double l_389 = l_355 - l_353;
const bool l_390 = l_389 > l_376;
l_mut_99 = l_390;
const double l_391 = l_355 + l_353;
const bool l_392 = l_391 <= l_376;
l_mut_96 = l_392;
}
l_mut_75 = uint32(2);
const bool l_393 = l_mut_102 || l_mut_96;
if (l_393) {
l_mut_75 = uint32(1);
} else {
const bool l_394 = l_mut_105 && l_mut_99;
if (l_394) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_395 = l_6 == uint32(7);
if (l_395) {
const double l_396 = abs(l_13);
const double l_397 = l_16 * l_396;
l_mut_58 = l_397;
const double l_398 = abs(l_13);
l_mut_35 = double(1.401298464324817e-45);
const bool l_399 = l_398 >= double(1.1754943508222875e-38);
const bool l_400 = l_398 <= double(1.7976931348623157e308);
const bool l_401 = l_399 && l_400;
if (l_401) {
const uint64 l_402 = reinterpret_cast<uint64 const&>(l_398);
const uint64 l_403 = l_402 >> uint64(52);
const uint64 l_404 = l_403 - uint64(23);
const uint64 l_405 = l_404 << uint64(52);
const double l_406 = reinterpret_cast<double const&>(l_405);
l_mut_35 = l_406;
}
const double l_407 = double(0.5) * l_mut_35;
const bool l_408 = l_407 > l_mut_58;
if (l_408) {
l_mut_58 = l_407;
}
const double l_409 = l_13 - l_26;
const double l_410 = abs(l_409);
l_mut_35 = double(1.401298464324817e-45);
const bool l_411 = l_410 >= double(1.1754943508222875e-38);
const bool l_412 = l_410 <= double(1.7976931348623157e308);
const bool l_413 = l_411 && l_412;
if (l_413) {
const uint64 l_414 = reinterpret_cast<uint64 const&>(l_410);
const uint64 l_415 = l_414 >> uint64(52);
const uint64 l_416 = l_415 - uint64(23);
const uint64 l_417 = l_416 << uint64(52);
const double l_418 = reinterpret_cast<double const&>(l_417);
l_mut_35 = l_418;
}
const double l_419 = l_13 + l_26;
const double l_420 = abs(l_419);
l_mut_421 = double(1.401298464324817e-45);
const bool l_422 = l_420 >= double(1.1754943508222875e-38);
const bool l_423 = l_420 <= double(1.7976931348623157e308);
const bool l_424 = l_422 && l_423;
if (l_424) {
const uint64 l_425 = reinterpret_cast<uint64 const&>(l_420);
const uint64 l_426 = l_425 >> uint64(52);
const uint64 l_427 = l_426 - uint64(23);
const uint64 l_428 = l_427 << uint64(52);
const double l_429 = reinterpret_cast<double const&>(l_428);
l_mut_421 = l_429;
}
const bool l_430 = l_mut_35 == l_mut_421;
if (l_430) {
const double l_431 = l_16 * l_26;
const double l_432 = l_26 + l_431;
const double l_433 = l_mut_58 * double(1.4551915228366852e-11);
const double l_434 = l_432 + l_433;
const double l_435 = l_13 - l_mut_58;
const double l_436 = l_13 + l_mut_58;
const double l_437 = double(l_12);
const uint32 l_438 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_439 = l_438 + uint32(1);
l_mut_75 = l_439;
const uint32 l_440 = l_438 & uint32(2147483647);
const bool l_441 = l_440 == uint32(0);
if (l_441) {
l_mut_75 = uint32(1);
} else {
const uint32 l_442 = l_438 & uint32(2147483648);
const bool l_443 = l_442 != uint32(0);
if (l_443) {
const uint32 l_444 = l_438 - uint32(1);
l_mut_75 = l_444;
}
}
const float l_445 = reinterpret_cast<float const&>(l_mut_75);
const double l_446 = double(l_445);
const float l_447 = -l_12;
const uint32 l_448 = reinterpret_cast<uint32 const&>(l_447);
const uint32 l_449 = l_448 + uint32(1);
l_mut_75 = l_449;
const uint32 l_450 = l_448 & uint32(2147483647);
const bool l_451 = l_450 == uint32(0);
if (l_451) {
l_mut_75 = uint32(1);
} else {
const uint32 l_452 = l_448 & uint32(2147483648);
const bool l_453 = l_452 != uint32(0);
if (l_453) {
const uint32 l_454 = l_448 - uint32(1);
l_mut_75 = l_454;
}
}
const float l_455 = reinterpret_cast<float const&>(l_mut_75);
const float l_456 = -l_455;
const double l_457 = double(l_456);
const double l_458 = l_435 + l_434;
const bool l_459 = l_458 <= l_437;
l_mut_105 = l_459;
const double l_460 = l_435 - l_434;
const bool l_461 = l_460 > l_437;
l_mut_102 = l_461;
const double l_462 = l_436 - l_434;
const bool l_463 = l_462 >= l_437;
l_mut_99 = l_463;
const double l_464 = l_436 + l_434;
const bool l_465 = l_464 < l_437;
l_mut_96 = l_465;
if (l_10) {
const double l_466 = l_435 + l_434;
const bool l_467 = l_466 < l_446;
l_mut_105 = l_467;
const double l_468 = l_435 - l_434;
const bool l_469 = l_468 >= l_446;
l_mut_102 = l_469;
const double l_470 = l_436 - l_434;
const bool l_471 = l_470 > l_457;
l_mut_99 = l_471;
const double l_472 = l_436 + l_434;
const bool l_473 = l_472 <= l_457;
l_mut_96 = l_473;
}
l_mut_75 = uint32(2);
const bool l_474 = l_mut_102 || l_mut_96;
if (l_474) {
l_mut_75 = uint32(1);
} else {
const bool l_475 = l_mut_105 && l_mut_99;
if (l_475) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_476 = l_6 == uint32(8);
if (l_476) {
const bool l_477 = l_23 >= double(0.5);
const bool l_478 = l_23 <= double(2.0);
const bool l_479 = l_477 && l_478;
if (l_479) {
const double l_480 = l_16 * double(1.4551915228366852e-11);
const double l_481 = l_26 + l_480;
const double l_482 = l_13 - l_16;
const double l_483 = l_13 + l_16;
const double l_484 = double(l_12);
const uint32 l_485 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_486 = l_485 + uint32(1);
l_mut_75 = l_486;
const uint32 l_487 = l_485 & uint32(2147483647);
const bool l_488 = l_487 == uint32(0);
if (l_488) {
l_mut_75 = uint32(1);
} else {
const uint32 l_489 = l_485 & uint32(2147483648);
const bool l_490 = l_489 != uint32(0);
if (l_490) {
const uint32 l_491 = l_485 - uint32(1);
l_mut_75 = l_491;
}
}
const float l_492 = reinterpret_cast<float const&>(l_mut_75);
const double l_493 = double(l_492);
const float l_494 = -l_12;
const uint32 l_495 = reinterpret_cast<uint32 const&>(l_494);
const uint32 l_496 = l_495 + uint32(1);
l_mut_75 = l_496;
const uint32 l_497 = l_495 & uint32(2147483647);
const bool l_498 = l_497 == uint32(0);
if (l_498) {
l_mut_75 = uint32(1);
} else {
const uint32 l_499 = l_495 & uint32(2147483648);
const bool l_500 = l_499 != uint32(0);
if (l_500) {
const uint32 l_501 = l_495 - uint32(1);
l_mut_75 = l_501;
}
}
const float l_502 = reinterpret_cast<float const&>(l_mut_75);
const float l_503 = -l_502;
const double l_504 = double(l_503);
const double l_505 = l_482 + l_481;
const bool l_506 = l_505 <= l_484;
l_mut_105 = l_506;
const double l_507 = l_482 - l_481;
const bool l_508 = l_507 > l_484;
l_mut_102 = l_508;
const double l_509 = l_483 - l_481;
const bool l_510 = l_509 >= l_484;
l_mut_99 = l_510;
const double l_511 = l_483 + l_481;
const bool l_512 = l_511 < l_484;
l_mut_96 = l_512;
if (l_10) {
const double l_513 = l_482 + l_481;
const bool l_514 = l_513 < l_493;
l_mut_105 = l_514;
const double l_515 = l_482 - l_481;
const bool l_516 = l_515 >= l_493;
l_mut_102 = l_516;
const double l_517 = l_483 - l_481;
const bool l_518 = l_517 > l_504;
l_mut_99 = l_518;
const double l_519 = l_483 + l_481;
const bool l_520 = l_519 <= l_504;
l_mut_96 = l_520;
}
l_mut_75 = uint32(2);
const bool l_521 = l_mut_102 || l_mut_96;
if (l_521) {
l_mut_75 = uint32(1);
} else {
const bool l_522 = l_mut_105 && l_mut_99;
if (l_522) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
} else {
const double l_523 = abs(l_13);
l_mut_421 = double(1.401298464324817e-45);
const bool l_524 = l_523 >= double(1.1754943508222875e-38);
const bool l_525 = l_523 <= double(1.7976931348623157e308);
const bool l_526 = l_524 && l_525;
if (l_526) {
const uint64 l_527 = reinterpret_cast<uint64 const&>(l_523);
const uint64 l_528 = l_527 >> uint64(52);
const uint64 l_529 = l_528 - uint64(23);
const uint64 l_530 = l_529 << uint64(52);
const double l_531 = reinterpret_cast<double const&>(l_530);
l_mut_421 = l_531;
}
const double l_532 = l_19 * l_mut_421;
l_mut_75 = uint32(2);
const double l_533 = l_13 - l_26;
const double l_534 = abs(l_533);
l_mut_421 = double(1.401298464324817e-45);
const bool l_535 = l_534 >= double(1.1754943508222875e-38);
const bool l_536 = l_534 <= double(1.7976931348623157e308);
const bool l_537 = l_535 && l_536;
if (l_537) {
const uint64 l_538 = reinterpret_cast<uint64 const&>(l_534);
const uint64 l_539 = l_538 >> uint64(52);
const uint64 l_540 = l_539 - uint64(23);
const uint64 l_541 = l_540 << uint64(52);
const double l_542 = reinterpret_cast<double const&>(l_541);
l_mut_421 = l_542;
}
const double l_543 = l_13 + l_26;
const double l_544 = abs(l_543);
l_mut_58 = double(1.401298464324817e-45);
const bool l_545 = l_544 >= double(1.1754943508222875e-38);
const bool l_546 = l_544 <= double(1.7976931348623157e308);
const bool l_547 = l_545 && l_546;
if (l_547) {
const uint64 l_548 = reinterpret_cast<uint64 const&>(l_544);
const uint64 l_549 = l_548 >> uint64(52);
const uint64 l_550 = l_549 - uint64(23);
const uint64 l_551 = l_550 << uint64(52);
const double l_552 = reinterpret_cast<double const&>(l_551);
l_mut_58 = l_552;
}
const bool l_553 = l_mut_421 == l_mut_58;
if (l_553) {
const double l_554 = l_532 * double(1.4551915228366852e-11);
const double l_555 = l_26 + l_554;
const double l_556 = l_13 - l_532;
const double l_557 = l_13 + l_532;
const double l_558 = double(l_12);
const uint32 l_559 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_560 = l_559 + uint32(1);
l_mut_45 = l_560;
const uint32 l_561 = l_559 & uint32(2147483647);
const bool l_562 = l_561 == uint32(0);
if (l_562) {
l_mut_45 = uint32(1);
} else {
const uint32 l_563 = l_559 & uint32(2147483648);
const bool l_564 = l_563 != uint32(0);
if (l_564) {
const uint32 l_565 = l_559 - uint32(1);
l_mut_45 = l_565;
}
}
const float l_566 = reinterpret_cast<float const&>(l_mut_45);
const double l_567 = double(l_566);
const float l_568 = -l_12;
const uint32 l_569 = reinterpret_cast<uint32 const&>(l_568);
const uint32 l_570 = l_569 + uint32(1);
l_mut_45 = l_570;
const uint32 l_571 = l_569 & uint32(2147483647);
const bool l_572 = l_571 == uint32(0);
if (l_572) {
l_mut_45 = uint32(1);
} else {
const uint32 l_573 = l_569 & uint32(2147483648);
const bool l_574 = l_573 != uint32(0);
if (l_574) {
const uint32 l_575 = l_569 - uint32(1);
l_mut_45 = l_575;
}
}
const float l_576 = reinterpret_cast<float const&>(l_mut_45);
const float l_577 = -l_576;
const double l_578 = double(l_577);
const double l_579 = l_556 + l_555;
const bool l_580 = l_579 <= l_558;
l_mut_105 = l_580;
const double l_581 = l_556 - l_555;
const bool l_582 = l_581 > l_558;
l_mut_102 = l_582;
const double l_583 = l_557 - l_555;
const bool l_584 = l_583 >= l_558;
l_mut_99 = l_584;
const double l_585 = l_557 + l_555;
const bool l_586 = l_585 < l_558;
l_mut_96 = l_586;
if (l_10) {
const double l_587 = l_556 + l_555;
const bool l_588 = l_587 < l_567;
l_mut_105 = l_588;
const double l_589 = l_556 - l_555;
const bool l_590 = l_589 >= l_567;
l_mut_102 = l_590;
const double l_591 = l_557 - l_555;
const bool l_592 = l_591 > l_578;
l_mut_99 = l_592;
const double l_593 = l_557 + l_555;
const bool l_594 = l_593 <= l_578;
l_mut_96 = l_594;
}
l_mut_45 = uint32(2);
const bool l_595 = l_mut_102 || l_mut_96;
if (l_595) {
l_mut_45 = uint32(1);
} else {
const bool l_596 = l_mut_105 && l_mut_99;
if (l_596) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_597 = l_6 == uint32(11);
const bool l_598 = l_6 == uint32(12);
const bool l_599 = l_597 || l_598;
if (l_599) {
l_mut_28 = uint32(0);
}
const bool l_600 = l_24 <= l_22;
const bool l_601 = l_6 == uint32(11);
const bool l_602 = l_600 && l_601;
if (l_602) {
l_arr_603[uint32(0)] = uint32(1);
const double l_604 = sin(l_23);
const double l_605 = cos(l_23);
const double l_606 = abs(l_604);
const double l_607 = l_606 * double(1.4551915228366852e-11);
const double l_608 = abs(l_605);
const double l_609 = l_608 * double(1.4551915228366852e-11);
const double l_610 = l_604 - l_16;
l_mut_421 = l_610;
if (l_10) {
const double l_611 = l_610 - l_607;
const double l_612 = l_611 * double(7.1362384635298e44);
const double l_613 = floor(l_612);
const double l_614 = l_613 * double(1.401298464324817e-45);
l_mut_58 = l_614;
const double l_615 = abs(l_611);
const bool l_616 = l_615 >= double(1.1754943508222875e-38);
if (l_616) {
const float l_617 = float(l_611);
const double l_618 = double(l_617);
l_mut_58 = l_618;
const bool l_619 = l_mut_58 > l_611;
if (l_619) {
const float l_620 = -l_617;
const uint32 l_621 = reinterpret_cast<uint32 const&>(l_620);
const uint32 l_622 = l_621 + uint32(1);
l_mut_75 = l_622;
const uint32 l_623 = l_621 & uint32(2147483647);
const bool l_624 = l_623 == uint32(0);
if (l_624) {
l_mut_75 = uint32(1);
} else {
const uint32 l_625 = l_621 & uint32(2147483648);
const bool l_626 = l_625 != uint32(0);
if (l_626) {
const uint32 l_627 = l_621 - uint32(1);
l_mut_75 = l_627;
}
}
const float l_628 = reinterpret_cast<float const&>(l_mut_75);
const float l_629 = -l_628;
const double l_630 = double(l_629);
l_mut_58 = l_630;
} else {
const uint32 l_631 = reinterpret_cast<uint32 const&>(l_617);
const uint32 l_632 = l_631 + uint32(1);
l_mut_75 = l_632;
const uint32 l_633 = l_631 & uint32(2147483647);
const bool l_634 = l_633 == uint32(0);
if (l_634) {
l_mut_75 = uint32(1);
} else {
const uint32 l_635 = l_631 & uint32(2147483648);
const bool l_636 = l_635 != uint32(0);
if (l_636) {
const uint32 l_637 = l_631 - uint32(1);
l_mut_75 = l_637;
}
}
const float l_638 = reinterpret_cast<float const&>(l_mut_75);
const double l_639 = double(l_638);
const bool l_640 = l_639 <= l_611;
if (l_640) {
const uint32 l_641 = reinterpret_cast<uint32 const&>(l_617);
const uint32 l_642 = l_641 + uint32(1);
l_mut_75 = l_642;
const uint32 l_643 = l_641 & uint32(2147483647);
const bool l_644 = l_643 == uint32(0);
if (l_644) {
l_mut_75 = uint32(1);
} else {
const uint32 l_645 = l_641 & uint32(2147483648);
const bool l_646 = l_645 != uint32(0);
if (l_646) {
const uint32 l_647 = l_641 - uint32(1);
l_mut_75 = l_647;
}
}
const float l_648 = reinterpret_cast<float const&>(l_mut_75);
const double l_649 = double(l_648);
l_mut_58 = l_649;
}
}
}
const double l_650 = l_610 + l_607;
const double l_651 = l_650 * double(7.1362384635298e44);
const double l_652 = floor(l_651);
const double l_653 = l_652 * double(1.401298464324817e-45);
l_mut_35 = l_653;
const double l_654 = abs(l_650);
const bool l_655 = l_654 >= double(1.1754943508222875e-38);
if (l_655) {
const float l_656 = float(l_650);
const double l_657 = double(l_656);
l_mut_35 = l_657;
const bool l_658 = l_mut_35 > l_650;
if (l_658) {
const float l_659 = -l_656;
const uint32 l_660 = reinterpret_cast<uint32 const&>(l_659);
const uint32 l_661 = l_660 + uint32(1);
l_mut_75 = l_661;
const uint32 l_662 = l_660 & uint32(2147483647);
const bool l_663 = l_662 == uint32(0);
if (l_663) {
l_mut_75 = uint32(1);
} else {
const uint32 l_664 = l_660 & uint32(2147483648);
const bool l_665 = l_664 != uint32(0);
if (l_665) {
const uint32 l_666 = l_660 - uint32(1);
l_mut_75 = l_666;
}
}
const float l_667 = reinterpret_cast<float const&>(l_mut_75);
const float l_668 = -l_667;
const double l_669 = double(l_668);
l_mut_35 = l_669;
} else {
const uint32 l_670 = reinterpret_cast<uint32 const&>(l_656);
const uint32 l_671 = l_670 + uint32(1);
l_mut_75 = l_671;
const uint32 l_672 = l_670 & uint32(2147483647);
const bool l_673 = l_672 == uint32(0);
if (l_673) {
l_mut_75 = uint32(1);
} else {
const uint32 l_674 = l_670 & uint32(2147483648);
const bool l_675 = l_674 != uint32(0);
if (l_675) {
const uint32 l_676 = l_670 - uint32(1);
l_mut_75 = l_676;
}
}
const float l_677 = reinterpret_cast<float const&>(l_mut_75);
const double l_678 = double(l_677);
const bool l_679 = l_678 <= l_650;
if (l_679) {
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_656);
const uint32 l_681 = l_680 + uint32(1);
l_mut_75 = l_681;
const uint32 l_682 = l_680 & uint32(2147483647);
const bool l_683 = l_682 == uint32(0);
if (l_683) {
l_mut_75 = uint32(1);
} else {
const uint32 l_684 = l_680 & uint32(2147483648);
const bool l_685 = l_684 != uint32(0);
if (l_685) {
const uint32 l_686 = l_680 - uint32(1);
l_mut_75 = l_686;
}
}
const float l_687 = reinterpret_cast<float const&>(l_mut_75);
const double l_688 = double(l_687);
l_mut_35 = l_688;
}
}
}
const bool l_689 = l_mut_58 == l_mut_35;
const bool l_690 = !l_689;
if (l_690) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_691 = l_610 * double(7.1362384635298e44);
const double l_692 = floor(l_691);
const double l_693 = l_692 * double(1.401298464324817e-45);
l_mut_58 = l_693;
const double l_694 = abs(l_610);
const bool l_695 = l_694 >= double(1.1754943508222875e-38);
if (l_695) {
const float l_696 = float(l_610);
const double l_697 = double(l_696);
l_mut_58 = l_697;
const bool l_698 = l_mut_58 > l_610;
if (l_698) {
const float l_699 = -l_696;
const uint32 l_700 = reinterpret_cast<uint32 const&>(l_699);
const uint32 l_701 = l_700 + uint32(1);
l_mut_75 = l_701;
const uint32 l_702 = l_700 & uint32(2147483647);
const bool l_703 = l_702 == uint32(0);
if (l_703) {
l_mut_75 = uint32(1);
} else {
const uint32 l_704 = l_700 & uint32(2147483648);
const bool l_705 = l_704 != uint32(0);
if (l_705) {
const uint32 l_706 = l_700 - uint32(1);
l_mut_75 = l_706;
}
}
const float l_707 = reinterpret_cast<float const&>(l_mut_75);
const float l_708 = -l_707;
const double l_709 = double(l_708);
l_mut_58 = l_709;
} else {
const uint32 l_710 = reinterpret_cast<uint32 const&>(l_696);
const uint32 l_711 = l_710 + uint32(1);
l_mut_75 = l_711;
const uint32 l_712 = l_710 & uint32(2147483647);
const bool l_713 = l_712 == uint32(0);
if (l_713) {
l_mut_75 = uint32(1);
} else {
const uint32 l_714 = l_710 & uint32(2147483648);
const bool l_715 = l_714 != uint32(0);
if (l_715) {
const uint32 l_716 = l_710 - uint32(1);
l_mut_75 = l_716;
}
}
const float l_717 = reinterpret_cast<float const&>(l_mut_75);
const double l_718 = double(l_717);
const bool l_719 = l_718 <= l_610;
if (l_719) {
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_696);
const uint32 l_721 = l_720 + uint32(1);
l_mut_75 = l_721;
const uint32 l_722 = l_720 & uint32(2147483647);
const bool l_723 = l_722 == uint32(0);
if (l_723) {
l_mut_75 = uint32(1);
} else {
const uint32 l_724 = l_720 & uint32(2147483648);
const bool l_725 = l_724 != uint32(0);
if (l_725) {
const uint32 l_726 = l_720 - uint32(1);
l_mut_75 = l_726;
}
}
const float l_727 = reinterpret_cast<float const&>(l_mut_75);
const double l_728 = double(l_727);
l_mut_58 = l_728;
}
}
}
l_mut_421 = l_mut_58;
}
const double l_729 = l_604 + l_16;
l_mut_58 = l_729;
if (l_10) {
const double l_730 = l_729 - l_607;
const double l_731 = l_730 * double(7.1362384635298e44);
const double l_732 = floor(l_731);
const double l_733 = l_732 * double(1.401298464324817e-45);
l_mut_35 = l_733;
const double l_734 = abs(l_730);
const bool l_735 = l_734 >= double(1.1754943508222875e-38);
if (l_735) {
const float l_736 = float(l_730);
const double l_737 = double(l_736);
l_mut_35 = l_737;
const bool l_738 = l_mut_35 > l_730;
if (l_738) {
const float l_739 = -l_736;
const uint32 l_740 = reinterpret_cast<uint32 const&>(l_739);
const uint32 l_741 = l_740 + uint32(1);
l_mut_75 = l_741;
const uint32 l_742 = l_740 & uint32(2147483647);
const bool l_743 = l_742 == uint32(0);
if (l_743) {
l_mut_75 = uint32(1);
} else {
const uint32 l_744 = l_740 & uint32(2147483648);
const bool l_745 = l_744 != uint32(0);
if (l_745) {
const uint32 l_746 = l_740 - uint32(1);
l_mut_75 = l_746;
}
}
const float l_747 = reinterpret_cast<float const&>(l_mut_75);
const float l_748 = -l_747;
const double l_749 = double(l_748);
l_mut_35 = l_749;
} else {
const uint32 l_750 = reinterpret_cast<uint32 const&>(l_736);
const uint32 l_751 = l_750 + uint32(1);
l_mut_75 = l_751;
const uint32 l_752 = l_750 & uint32(2147483647);
const bool l_753 = l_752 == uint32(0);
if (l_753) {
l_mut_75 = uint32(1);
} else {
const uint32 l_754 = l_750 & uint32(2147483648);
const bool l_755 = l_754 != uint32(0);
if (l_755) {
const uint32 l_756 = l_750 - uint32(1);
l_mut_75 = l_756;
}
}
const float l_757 = reinterpret_cast<float const&>(l_mut_75);
const double l_758 = double(l_757);
const bool l_759 = l_758 <= l_730;
if (l_759) {
const uint32 l_760 = reinterpret_cast<uint32 const&>(l_736);
const uint32 l_761 = l_760 + uint32(1);
l_mut_75 = l_761;
const uint32 l_762 = l_760 & uint32(2147483647);
const bool l_763 = l_762 == uint32(0);
if (l_763) {
l_mut_75 = uint32(1);
} else {
const uint32 l_764 = l_760 & uint32(2147483648);
const bool l_765 = l_764 != uint32(0);
if (l_765) {
const uint32 l_766 = l_760 - uint32(1);
l_mut_75 = l_766;
}
}
const float l_767 = reinterpret_cast<float const&>(l_mut_75);
const double l_768 = double(l_767);
l_mut_35 = l_768;
}
}
}
const double l_769 = l_729 + l_607;
const double l_770 = l_769 * double(7.1362384635298e44);
const double l_771 = floor(l_770);
const double l_772 = l_771 * double(1.401298464324817e-45);
l_mut_773 = l_772;
const double l_774 = abs(l_769);
const bool l_775 = l_774 >= double(1.1754943508222875e-38);
if (l_775) {
const float l_776 = float(l_769);
const double l_777 = double(l_776);
l_mut_773 = l_777;
const bool l_778 = l_mut_773 > l_769;
if (l_778) {
const float l_779 = -l_776;
const uint32 l_780 = reinterpret_cast<uint32 const&>(l_779);
const uint32 l_781 = l_780 + uint32(1);
l_mut_75 = l_781;
const uint32 l_782 = l_780 & uint32(2147483647);
const bool l_783 = l_782 == uint32(0);
if (l_783) {
l_mut_75 = uint32(1);
} else {
const uint32 l_784 = l_780 & uint32(2147483648);
const bool l_785 = l_784 != uint32(0);
if (l_785) {
const uint32 l_786 = l_780 - uint32(1);
l_mut_75 = l_786;
}
}
const float l_787 = reinterpret_cast<float const&>(l_mut_75);
const float l_788 = -l_787;
const double l_789 = double(l_788);
l_mut_773 = l_789;
} else {
const uint32 l_790 = reinterpret_cast<uint32 const&>(l_776);
const uint32 l_791 = l_790 + uint32(1);
l_mut_75 = l_791;
const uint32 l_792 = l_790 & uint32(2147483647);
const bool l_793 = l_792 == uint32(0);
if (l_793) {
l_mut_75 = uint32(1);
} else {
const uint32 l_794 = l_790 & uint32(2147483648);
const bool l_795 = l_794 != uint32(0);
if (l_795) {
const uint32 l_796 = l_790 - uint32(1);
l_mut_75 = l_796;
}
}
const float l_797 = reinterpret_cast<float const&>(l_mut_75);
const double l_798 = double(l_797);
const bool l_799 = l_798 <= l_769;
if (l_799) {
const uint32 l_800 = reinterpret_cast<uint32 const&>(l_776);
const uint32 l_801 = l_800 + uint32(1);
l_mut_75 = l_801;
const uint32 l_802 = l_800 & uint32(2147483647);
const bool l_803 = l_802 == uint32(0);
if (l_803) {
l_mut_75 = uint32(1);
} else {
const uint32 l_804 = l_800 & uint32(2147483648);
const bool l_805 = l_804 != uint32(0);
if (l_805) {
const uint32 l_806 = l_800 - uint32(1);
l_mut_75 = l_806;
}
}
const float l_807 = reinterpret_cast<float const&>(l_mut_75);
const double l_808 = double(l_807);
l_mut_773 = l_808;
}
}
}
const bool l_809 = l_mut_35 == l_mut_773;
const bool l_810 = !l_809;
if (l_810) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_811 = -l_729;
const double l_812 = l_811 * double(7.1362384635298e44);
const double l_813 = floor(l_812);
const double l_814 = l_813 * double(1.401298464324817e-45);
l_mut_773 = l_814;
const double l_815 = abs(l_811);
const bool l_816 = l_815 >= double(1.1754943508222875e-38);
if (l_816) {
const float l_817 = float(l_811);
const double l_818 = double(l_817);
l_mut_773 = l_818;
const bool l_819 = l_mut_773 > l_811;
if (l_819) {
const float l_820 = -l_817;
const uint32 l_821 = reinterpret_cast<uint32 const&>(l_820);
const uint32 l_822 = l_821 + uint32(1);
l_mut_75 = l_822;
const uint32 l_823 = l_821 & uint32(2147483647);
const bool l_824 = l_823 == uint32(0);
if (l_824) {
l_mut_75 = uint32(1);
} else {
const uint32 l_825 = l_821 & uint32(2147483648);
const bool l_826 = l_825 != uint32(0);
if (l_826) {
const uint32 l_827 = l_821 - uint32(1);
l_mut_75 = l_827;
}
}
const float l_828 = reinterpret_cast<float const&>(l_mut_75);
const float l_829 = -l_828;
const double l_830 = double(l_829);
l_mut_773 = l_830;
} else {
const uint32 l_831 = reinterpret_cast<uint32 const&>(l_817);
const uint32 l_832 = l_831 + uint32(1);
l_mut_75 = l_832;
const uint32 l_833 = l_831 & uint32(2147483647);
const bool l_834 = l_833 == uint32(0);
if (l_834) {
l_mut_75 = uint32(1);
} else {
const uint32 l_835 = l_831 & uint32(2147483648);
const bool l_836 = l_835 != uint32(0);
if (l_836) {
const uint32 l_837 = l_831 - uint32(1);
l_mut_75 = l_837;
}
}
const float l_838 = reinterpret_cast<float const&>(l_mut_75);
const double l_839 = double(l_838);
const bool l_840 = l_839 <= l_811;
if (l_840) {
const uint32 l_841 = reinterpret_cast<uint32 const&>(l_817);
const uint32 l_842 = l_841 + uint32(1);
l_mut_75 = l_842;
const uint32 l_843 = l_841 & uint32(2147483647);
const bool l_844 = l_843 == uint32(0);
if (l_844) {
l_mut_75 = uint32(1);
} else {
const uint32 l_845 = l_841 & uint32(2147483648);
const bool l_846 = l_845 != uint32(0);
if (l_846) {
const uint32 l_847 = l_841 - uint32(1);
l_mut_75 = l_847;
}
}
const float l_848 = reinterpret_cast<float const&>(l_mut_75);
const double l_849 = double(l_848);
l_mut_773 = l_849;
}
}
}
const double l_850 = -l_mut_773;
l_mut_58 = l_850;
}
const double l_851 = l_605 - l_16;
l_mut_773 = l_851;
if (l_10) {
const double l_852 = l_851 - l_609;
const double l_853 = l_852 * double(7.1362384635298e44);
const double l_854 = floor(l_853);
const double l_855 = l_854 * double(1.401298464324817e-45);
l_mut_35 = l_855;
const double l_856 = abs(l_852);
const bool l_857 = l_856 >= double(1.1754943508222875e-38);
if (l_857) {
const float l_858 = float(l_852);
const double l_859 = double(l_858);
l_mut_35 = l_859;
const bool l_860 = l_mut_35 > l_852;
if (l_860) {
const float l_861 = -l_858;
const uint32 l_862 = reinterpret_cast<uint32 const&>(l_861);
const uint32 l_863 = l_862 + uint32(1);
l_mut_75 = l_863;
const uint32 l_864 = l_862 & uint32(2147483647);
const bool l_865 = l_864 == uint32(0);
if (l_865) {
l_mut_75 = uint32(1);
} else {
const uint32 l_866 = l_862 & uint32(2147483648);
const bool l_867 = l_866 != uint32(0);
if (l_867) {
const uint32 l_868 = l_862 - uint32(1);
l_mut_75 = l_868;
}
}
const float l_869 = reinterpret_cast<float const&>(l_mut_75);
const float l_870 = -l_869;
const double l_871 = double(l_870);
l_mut_35 = l_871;
} else {
const uint32 l_872 = reinterpret_cast<uint32 const&>(l_858);
const uint32 l_873 = l_872 + uint32(1);
l_mut_75 = l_873;
const uint32 l_874 = l_872 & uint32(2147483647);
const bool l_875 = l_874 == uint32(0);
if (l_875) {
l_mut_75 = uint32(1);
} else {
const uint32 l_876 = l_872 & uint32(2147483648);
const bool l_877 = l_876 != uint32(0);
if (l_877) {
const uint32 l_878 = l_872 - uint32(1);
l_mut_75 = l_878;
}
}
const float l_879 = reinterpret_cast<float const&>(l_mut_75);
const double l_880 = double(l_879);
const bool l_881 = l_880 <= l_852;
if (l_881) {
const uint32 l_882 = reinterpret_cast<uint32 const&>(l_858);
const uint32 l_883 = l_882 + uint32(1);
l_mut_75 = l_883;
const uint32 l_884 = l_882 & uint32(2147483647);
const bool l_885 = l_884 == uint32(0);
if (l_885) {
l_mut_75 = uint32(1);
} else {
const uint32 l_886 = l_882 & uint32(2147483648);
const bool l_887 = l_886 != uint32(0);
if (l_887) {
const uint32 l_888 = l_882 - uint32(1);
l_mut_75 = l_888;
}
}
const float l_889 = reinterpret_cast<float const&>(l_mut_75);
const double l_890 = double(l_889);
l_mut_35 = l_890;
}
}
}
const double l_891 = l_851 + l_609;
const double l_892 = l_891 * double(7.1362384635298e44);
const double l_893 = floor(l_892);
const double l_894 = l_893 * double(1.401298464324817e-45);
l_mut_895 = l_894;
const double l_896 = abs(l_891);
const bool l_897 = l_896 >= double(1.1754943508222875e-38);
if (l_897) {
const float l_898 = float(l_891);
const double l_899 = double(l_898);
l_mut_895 = l_899;
const bool l_900 = l_mut_895 > l_891;
if (l_900) {
const float l_901 = -l_898;
const uint32 l_902 = reinterpret_cast<uint32 const&>(l_901);
const uint32 l_903 = l_902 + uint32(1);
l_mut_75 = l_903;
const uint32 l_904 = l_902 & uint32(2147483647);
const bool l_905 = l_904 == uint32(0);
if (l_905) {
l_mut_75 = uint32(1);
} else {
const uint32 l_906 = l_902 & uint32(2147483648);
const bool l_907 = l_906 != uint32(0);
if (l_907) {
const uint32 l_908 = l_902 - uint32(1);
l_mut_75 = l_908;
}
}
const float l_909 = reinterpret_cast<float const&>(l_mut_75);
const float l_910 = -l_909;
const double l_911 = double(l_910);
l_mut_895 = l_911;
} else {
const uint32 l_912 = reinterpret_cast<uint32 const&>(l_898);
const uint32 l_913 = l_912 + uint32(1);
l_mut_75 = l_913;
const uint32 l_914 = l_912 & uint32(2147483647);
const bool l_915 = l_914 == uint32(0);
if (l_915) {
l_mut_75 = uint32(1);
} else {
const uint32 l_916 = l_912 & uint32(2147483648);
const bool l_917 = l_916 != uint32(0);
if (l_917) {
const uint32 l_918 = l_912 - uint32(1);
l_mut_75 = l_918;
}
}
const float l_919 = reinterpret_cast<float const&>(l_mut_75);
const double l_920 = double(l_919);
const bool l_921 = l_920 <= l_891;
if (l_921) {
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_898);
const uint32 l_923 = l_922 + uint32(1);
l_mut_75 = l_923;
const uint32 l_924 = l_922 & uint32(2147483647);
const bool l_925 = l_924 == uint32(0);
if (l_925) {
l_mut_75 = uint32(1);
} else {
const uint32 l_926 = l_922 & uint32(2147483648);
const bool l_927 = l_926 != uint32(0);
if (l_927) {
const uint32 l_928 = l_922 - uint32(1);
l_mut_75 = l_928;
}
}
const float l_929 = reinterpret_cast<float const&>(l_mut_75);
const double l_930 = double(l_929);
l_mut_895 = l_930;
}
}
}
const bool l_931 = l_mut_35 == l_mut_895;
const bool l_932 = !l_931;
if (l_932) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_933 = l_851 * double(7.1362384635298e44);
const double l_934 = floor(l_933);
const double l_935 = l_934 * double(1.401298464324817e-45);
l_mut_895 = l_935;
const double l_936 = abs(l_851);
const bool l_937 = l_936 >= double(1.1754943508222875e-38);
if (l_937) {
const float l_938 = float(l_851);
const double l_939 = double(l_938);
l_mut_895 = l_939;
const bool l_940 = l_mut_895 > l_851;
if (l_940) {
const float l_941 = -l_938;
const uint32 l_942 = reinterpret_cast<uint32 const&>(l_941);
const uint32 l_943 = l_942 + uint32(1);
l_mut_75 = l_943;
const uint32 l_944 = l_942 & uint32(2147483647);
const bool l_945 = l_944 == uint32(0);
if (l_945) {
l_mut_75 = uint32(1);
} else {
const uint32 l_946 = l_942 & uint32(2147483648);
const bool l_947 = l_946 != uint32(0);
if (l_947) {
const uint32 l_948 = l_942 - uint32(1);
l_mut_75 = l_948;
}
}
const float l_949 = reinterpret_cast<float const&>(l_mut_75);
const float l_950 = -l_949;
const double l_951 = double(l_950);
l_mut_895 = l_951;
} else {
const uint32 l_952 = reinterpret_cast<uint32 const&>(l_938);
const uint32 l_953 = l_952 + uint32(1);
l_mut_75 = l_953;
const uint32 l_954 = l_952 & uint32(2147483647);
const bool l_955 = l_954 == uint32(0);
if (l_955) {
l_mut_75 = uint32(1);
} else {
const uint32 l_956 = l_952 & uint32(2147483648);
const bool l_957 = l_956 != uint32(0);
if (l_957) {
const uint32 l_958 = l_952 - uint32(1);
l_mut_75 = l_958;
}
}
const float l_959 = reinterpret_cast<float const&>(l_mut_75);
const double l_960 = double(l_959);
const bool l_961 = l_960 <= l_851;
if (l_961) {
const uint32 l_962 = reinterpret_cast<uint32 const&>(l_938);
const uint32 l_963 = l_962 + uint32(1);
l_mut_75 = l_963;
const uint32 l_964 = l_962 & uint32(2147483647);
const bool l_965 = l_964 == uint32(0);
if (l_965) {
l_mut_75 = uint32(1);
} else {
const uint32 l_966 = l_962 & uint32(2147483648);
const bool l_967 = l_966 != uint32(0);
if (l_967) {
const uint32 l_968 = l_962 - uint32(1);
l_mut_75 = l_968;
}
}
const float l_969 = reinterpret_cast<float const&>(l_mut_75);
const double l_970 = double(l_969);
l_mut_895 = l_970;
}
}
}
l_mut_773 = l_mut_895;
}
const double l_971 = l_605 + l_16;
l_mut_895 = l_971;
if (l_10) {
const double l_972 = l_971 - l_609;
const double l_973 = l_972 * double(7.1362384635298e44);
const double l_974 = floor(l_973);
const double l_975 = l_974 * double(1.401298464324817e-45);
l_mut_35 = l_975;
const double l_976 = abs(l_972);
const bool l_977 = l_976 >= double(1.1754943508222875e-38);
if (l_977) {
const float l_978 = float(l_972);
const double l_979 = double(l_978);
l_mut_35 = l_979;
const bool l_980 = l_mut_35 > l_972;
if (l_980) {
const float l_981 = -l_978;
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_983 = l_982 + uint32(1);
l_mut_75 = l_983;
const uint32 l_984 = l_982 & uint32(2147483647);
const bool l_985 = l_984 == uint32(0);
if (l_985) {
l_mut_75 = uint32(1);
} else {
const uint32 l_986 = l_982 & uint32(2147483648);
const bool l_987 = l_986 != uint32(0);
if (l_987) {
const uint32 l_988 = l_982 - uint32(1);
l_mut_75 = l_988;
}
}
const float l_989 = reinterpret_cast<float const&>(l_mut_75);
const float l_990 = -l_989;
const double l_991 = double(l_990);
l_mut_35 = l_991;
} else {
const uint32 l_992 = reinterpret_cast<uint32 const&>(l_978);
const uint32 l_993 = l_992 + uint32(1);
l_mut_75 = l_993;
const uint32 l_994 = l_992 & uint32(2147483647);
const bool l_995 = l_994 == uint32(0);
if (l_995) {
l_mut_75 = uint32(1);
} else {
const uint32 l_996 = l_992 & uint32(2147483648);
const bool l_997 = l_996 != uint32(0);
if (l_997) {
const uint32 l_998 = l_992 - uint32(1);
l_mut_75 = l_998;
}
}
const float l_999 = reinterpret_cast<float const&>(l_mut_75);
const double l_1000 = double(l_999);
const bool l_1001 = l_1000 <= l_972;
if (l_1001) {
const uint32 l_1002 = reinterpret_cast<uint32 const&>(l_978);
const uint32 l_1003 = l_1002 + uint32(1);
l_mut_75 = l_1003;
const uint32 l_1004 = l_1002 & uint32(2147483647);
const bool l_1005 = l_1004 == uint32(0);
if (l_1005) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1006 = l_1002 & uint32(2147483648);
const bool l_1007 = l_1006 != uint32(0);
if (l_1007) {
const uint32 l_1008 = l_1002 - uint32(1);
l_mut_75 = l_1008;
}
}
const float l_1009 = reinterpret_cast<float const&>(l_mut_75);
const double l_1010 = double(l_1009);
l_mut_35 = l_1010;
}
}
}
const double l_1011 = l_971 + l_609;
const double l_1012 = l_1011 * double(7.1362384635298e44);
const double l_1013 = floor(l_1012);
const double l_1014 = l_1013 * double(1.401298464324817e-45);
l_mut_1015 = l_1014;
const double l_1016 = abs(l_1011);
const bool l_1017 = l_1016 >= double(1.1754943508222875e-38);
if (l_1017) {
const float l_1018 = float(l_1011);
const double l_1019 = double(l_1018);
l_mut_1015 = l_1019;
const bool l_1020 = l_mut_1015 > l_1011;
if (l_1020) {
const float l_1021 = -l_1018;
const uint32 l_1022 = reinterpret_cast<uint32 const&>(l_1021);
const uint32 l_1023 = l_1022 + uint32(1);
l_mut_75 = l_1023;
const uint32 l_1024 = l_1022 & uint32(2147483647);
const bool l_1025 = l_1024 == uint32(0);
if (l_1025) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1026 = l_1022 & uint32(2147483648);
const bool l_1027 = l_1026 != uint32(0);
if (l_1027) {
const uint32 l_1028 = l_1022 - uint32(1);
l_mut_75 = l_1028;
}
}
const float l_1029 = reinterpret_cast<float const&>(l_mut_75);
const float l_1030 = -l_1029;
const double l_1031 = double(l_1030);
l_mut_1015 = l_1031;
} else {
const uint32 l_1032 = reinterpret_cast<uint32 const&>(l_1018);
const uint32 l_1033 = l_1032 + uint32(1);
l_mut_75 = l_1033;
const uint32 l_1034 = l_1032 & uint32(2147483647);
const bool l_1035 = l_1034 == uint32(0);
if (l_1035) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1036 = l_1032 & uint32(2147483648);
const bool l_1037 = l_1036 != uint32(0);
if (l_1037) {
const uint32 l_1038 = l_1032 - uint32(1);
l_mut_75 = l_1038;
}
}
const float l_1039 = reinterpret_cast<float const&>(l_mut_75);
const double l_1040 = double(l_1039);
const bool l_1041 = l_1040 <= l_1011;
if (l_1041) {
const uint32 l_1042 = reinterpret_cast<uint32 const&>(l_1018);
const uint32 l_1043 = l_1042 + uint32(1);
l_mut_75 = l_1043;
const uint32 l_1044 = l_1042 & uint32(2147483647);
const bool l_1045 = l_1044 == uint32(0);
if (l_1045) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1046 = l_1042 & uint32(2147483648);
const bool l_1047 = l_1046 != uint32(0);
if (l_1047) {
const uint32 l_1048 = l_1042 - uint32(1);
l_mut_75 = l_1048;
}
}
const float l_1049 = reinterpret_cast<float const&>(l_mut_75);
const double l_1050 = double(l_1049);
l_mut_1015 = l_1050;
}
}
}
const bool l_1051 = l_mut_35 == l_mut_1015;
const bool l_1052 = !l_1051;
if (l_1052) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_1053 = -l_971;
const double l_1054 = l_1053 * double(7.1362384635298e44);
const double l_1055 = floor(l_1054);
const double l_1056 = l_1055 * double(1.401298464324817e-45);
l_mut_1015 = l_1056;
const double l_1057 = abs(l_1053);
const bool l_1058 = l_1057 >= double(1.1754943508222875e-38);
if (l_1058) {
const float l_1059 = float(l_1053);
const double l_1060 = double(l_1059);
l_mut_1015 = l_1060;
const bool l_1061 = l_mut_1015 > l_1053;
if (l_1061) {
const float l_1062 = -l_1059;
const uint32 l_1063 = reinterpret_cast<uint32 const&>(l_1062);
const uint32 l_1064 = l_1063 + uint32(1);
l_mut_75 = l_1064;
const uint32 l_1065 = l_1063 & uint32(2147483647);
const bool l_1066 = l_1065 == uint32(0);
if (l_1066) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1067 = l_1063 & uint32(2147483648);
const bool l_1068 = l_1067 != uint32(0);
if (l_1068) {
const uint32 l_1069 = l_1063 - uint32(1);
l_mut_75 = l_1069;
}
}
const float l_1070 = reinterpret_cast<float const&>(l_mut_75);
const float l_1071 = -l_1070;
const double l_1072 = double(l_1071);
l_mut_1015 = l_1072;
} else {
const uint32 l_1073 = reinterpret_cast<uint32 const&>(l_1059);
const uint32 l_1074 = l_1073 + uint32(1);
l_mut_75 = l_1074;
const uint32 l_1075 = l_1073 & uint32(2147483647);
const bool l_1076 = l_1075 == uint32(0);
if (l_1076) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1077 = l_1073 & uint32(2147483648);
const bool l_1078 = l_1077 != uint32(0);
if (l_1078) {
const uint32 l_1079 = l_1073 - uint32(1);
l_mut_75 = l_1079;
}
}
const float l_1080 = reinterpret_cast<float const&>(l_mut_75);
const double l_1081 = double(l_1080);
const bool l_1082 = l_1081 <= l_1053;
if (l_1082) {
const uint32 l_1083 = reinterpret_cast<uint32 const&>(l_1059);
const uint32 l_1084 = l_1083 + uint32(1);
l_mut_75 = l_1084;
const uint32 l_1085 = l_1083 & uint32(2147483647);
const bool l_1086 = l_1085 == uint32(0);
if (l_1086) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1087 = l_1083 & uint32(2147483648);
const bool l_1088 = l_1087 != uint32(0);
if (l_1088) {
const uint32 l_1089 = l_1083 - uint32(1);
l_mut_75 = l_1089;
}
}
const float l_1090 = reinterpret_cast<float const&>(l_mut_75);
const double l_1091 = double(l_1090);
l_mut_1015 = l_1091;
}
}
}
const double l_1092 = -l_mut_1015;
l_mut_895 = l_1092;
}
l_mut_75 = uint32(0);
const bool l_1093 = !l_10;
const double l_1094 = abs(l_mut_773);
const bool l_1095 = l_1094 <= l_609;
const double l_1096 = abs(l_mut_895);
const bool l_1097 = l_1096 <= l_609;
const bool l_1098 = l_1095 || l_1097;
const bool l_1099 = l_1093 && l_1098;
if (l_1099) {
l_arr_603[uint32(0)] = uint32(0);
}
const bool l_1100 = l_mut_773 <= double(0.0);
const bool l_1101 = l_mut_895 >= double(0.0);
const bool l_1102 = l_1100 && l_1101;
const bool l_1103 = !l_1102;
if (l_1103) {
const double l_1105 = l_mut_421 / l_mut_773;
const double l_1106 = l_mut_421 / l_mut_895;
const double l_1107 = l_mut_58 / l_mut_773;
const double l_1108 = l_mut_58 / l_mut_895;
l_arr_1104[uint32(0)] = l_1105;
l_arr_1104[uint32(1)] = l_1105;
const double l_1109 = l_arr_1104[uint32(0)];
const bool l_1110 = l_1106 < l_1109;
if (l_1110) {
l_arr_1104[uint32(0)] = l_1106;
}
const double l_1111 = l_arr_1104[uint32(0)];
const bool l_1112 = l_1107 < l_1111;
if (l_1112) {
l_arr_1104[uint32(0)] = l_1107;
}
const double l_1113 = l_arr_1104[uint32(0)];
const bool l_1114 = l_1108 < l_1113;
if (l_1114) {
l_arr_1104[uint32(0)] = l_1108;
}
const double l_1115 = l_arr_1104[uint32(1)];
const bool l_1116 = l_1106 > l_1115;
if (l_1116) {
l_arr_1104[uint32(1)] = l_1106;
}
const double l_1117 = l_arr_1104[uint32(1)];
const bool l_1118 = l_1107 > l_1117;
if (l_1118) {
l_arr_1104[uint32(1)] = l_1107;
}
const double l_1119 = l_arr_1104[uint32(1)];
const bool l_1120 = l_1108 > l_1119;
if (l_1120) {
l_arr_1104[uint32(1)] = l_1108;
}
l_mut_1015 = double(1.4551915228366852e-11);
const bool l_1121 = !l_10;
if (l_1121) {
const double l_1122 = l_607 + l_609;
const double l_1123 = abs(l_mut_773);
const double l_1124 = abs(l_mut_895);
l_mut_895 = l_1123;
const bool l_1125 = l_1124 < l_1123;
if (l_1125) {
l_mut_895 = l_1124;
}
const double l_1126 = l_1122 / l_mut_895;
const double l_1127 = abs(l_mut_421);
const double l_1128 = abs(l_mut_58);
l_mut_895 = l_1127;
const bool l_1129 = l_1128 < l_1127;
if (l_1129) {
l_mut_895 = l_1128;
}
const double l_1130 = l_607 / l_mut_895;
const double l_1131 = l_1126 + l_1130;
l_mut_1015 = l_mut_1015 + l_1131;
}
const double l_1132 = l_arr_1104[uint32(0)];
const double l_1133 = abs(l_1132);
const double l_1134 = l_1133 * l_mut_1015;
const double l_1135 = l_arr_1104[uint32(1)];
const double l_1136 = abs(l_1135);
const double l_1137 = l_1136 * l_mut_1015;
const double l_1138 = l_arr_1104[uint32(0)];
const double l_1139 = l_1138 - l_1134;
const double l_1140 = abs(l_1139);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1141 = l_1140 >= double(1.1754943508222875e-38);
const bool l_1142 = l_1140 <= double(1.7976931348623157e308);
const bool l_1143 = l_1141 && l_1142;
if (l_1143) {
const uint64 l_1144 = reinterpret_cast<uint64 const&>(l_1140);
const uint64 l_1145 = l_1144 >> uint64(52);
const uint64 l_1146 = l_1145 - uint64(23);
const uint64 l_1147 = l_1146 << uint64(52);
const double l_1148 = reinterpret_cast<double const&>(l_1147);
l_mut_1015 = l_1148;
}
const double l_1149 = l_1138 + l_1134;
const double l_1150 = abs(l_1149);
l_mut_895 = double(1.401298464324817e-45);
const bool l_1151 = l_1150 >= double(1.1754943508222875e-38);
const bool l_1152 = l_1150 <= double(1.7976931348623157e308);
const bool l_1153 = l_1151 && l_1152;
if (l_1153) {
const uint64 l_1154 = reinterpret_cast<uint64 const&>(l_1150);
const uint64 l_1155 = l_1154 >> uint64(52);
const uint64 l_1156 = l_1155 - uint64(23);
const uint64 l_1157 = l_1156 << uint64(52);
const double l_1158 = reinterpret_cast<double const&>(l_1157);
l_mut_895 = l_1158;
}
const bool l_1159 = l_mut_1015 == l_mut_895;
const bool l_1160 = !l_1159;
const double l_1161 = l_arr_1104[uint32(1)];
const double l_1162 = l_1161 - l_1137;
const double l_1163 = abs(l_1162);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1164 = l_1163 >= double(1.1754943508222875e-38);
const bool l_1165 = l_1163 <= double(1.7976931348623157e308);
const bool l_1166 = l_1164 && l_1165;
if (l_1166) {
const uint64 l_1167 = reinterpret_cast<uint64 const&>(l_1163);
const uint64 l_1168 = l_1167 >> uint64(52);
const uint64 l_1169 = l_1168 - uint64(23);
const uint64 l_1170 = l_1169 << uint64(52);
const double l_1171 = reinterpret_cast<double const&>(l_1170);
l_mut_1015 = l_1171;
}
const double l_1172 = l_1161 + l_1137;
const double l_1173 = abs(l_1172);
l_mut_895 = double(1.401298464324817e-45);
const bool l_1174 = l_1173 >= double(1.1754943508222875e-38);
const bool l_1175 = l_1173 <= double(1.7976931348623157e308);
const bool l_1176 = l_1174 && l_1175;
if (l_1176) {
const uint64 l_1177 = reinterpret_cast<uint64 const&>(l_1173);
const uint64 l_1178 = l_1177 >> uint64(52);
const uint64 l_1179 = l_1178 - uint64(23);
const uint64 l_1180 = l_1179 << uint64(52);
const double l_1181 = reinterpret_cast<double const&>(l_1180);
l_mut_895 = l_1181;
}
const bool l_1182 = l_mut_1015 == l_mut_895;
const bool l_1183 = !l_1182;
const bool l_1184 = l_1160 || l_1183;
if (l_1184) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_1185 = l_arr_1104[uint32(0)];
const double l_1186 = l_arr_1104[uint32(0)];
const double l_1187 = abs(l_1186);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1188 = l_1187 >= double(1.1754943508222875e-38);
const bool l_1189 = l_1187 <= double(1.7976931348623157e308);
const bool l_1190 = l_1188 && l_1189;
if (l_1190) {
const uint64 l_1191 = reinterpret_cast<uint64 const&>(l_1187);
const uint64 l_1192 = l_1191 >> uint64(52);
const uint64 l_1193 = l_1192 - uint64(23);
const uint64 l_1194 = l_1193 << uint64(52);
const double l_1195 = reinterpret_cast<double const&>(l_1194);
l_mut_1015 = l_1195;
}
const double l_1196 = l_19 * l_mut_1015;
const double l_1197 = l_1185 - l_1196;
const double l_1198 = l_arr_1104[uint32(1)];
const double l_1199 = l_arr_1104[uint32(1)];
const double l_1200 = abs(l_1199);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1201 = l_1200 >= double(1.1754943508222875e-38);
const bool l_1202 = l_1200 <= double(1.7976931348623157e308);
const bool l_1203 = l_1201 && l_1202;
if (l_1203) {
const uint64 l_1204 = reinterpret_cast<uint64 const&>(l_1200);
const uint64 l_1205 = l_1204 >> uint64(52);
const uint64 l_1206 = l_1205 - uint64(23);
const uint64 l_1207 = l_1206 << uint64(52);
const double l_1208 = reinterpret_cast<double const&>(l_1207);
l_mut_1015 = l_1208;
}
const double l_1209 = l_19 * l_mut_1015;
const double l_1210 = l_1198 + l_1209;
const double l_1211 = double(l_12);
const uint32 l_1212 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_1213 = l_1212 + uint32(1);
l_mut_45 = l_1213;
const uint32 l_1214 = l_1212 & uint32(2147483647);
const bool l_1215 = l_1214 == uint32(0);
if (l_1215) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1216 = l_1212 & uint32(2147483648);
const bool l_1217 = l_1216 != uint32(0);
if (l_1217) {
const uint32 l_1218 = l_1212 - uint32(1);
l_mut_45 = l_1218;
}
}
const float l_1219 = reinterpret_cast<float const&>(l_mut_45);
const double l_1220 = double(l_1219);
const float l_1221 = -l_12;
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_1221);
const uint32 l_1223 = l_1222 + uint32(1);
l_mut_45 = l_1223;
const uint32 l_1224 = l_1222 & uint32(2147483647);
const bool l_1225 = l_1224 == uint32(0);
if (l_1225) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1226 = l_1222 & uint32(2147483648);
const bool l_1227 = l_1226 != uint32(0);
if (l_1227) {
const uint32 l_1228 = l_1222 - uint32(1);
l_mut_45 = l_1228;
}
}
const float l_1229 = reinterpret_cast<float const&>(l_mut_45);
const float l_1230 = -l_1229;
const double l_1231 = double(l_1230);
const double l_1232 = l_1197 + l_1134;
const bool l_1233 = l_1232 <= l_1211;
l_mut_105 = l_1233;
const double l_1234 = l_1197 - l_1134;
const bool l_1235 = l_1234 > l_1211;
l_mut_102 = l_1235;
const double l_1236 = l_1210 - l_1137;
const bool l_1237 = l_1236 >= l_1211;
l_mut_99 = l_1237;
const double l_1238 = l_1210 + l_1137;
const bool l_1239 = l_1238 < l_1211;
l_mut_96 = l_1239;
if (l_10) {
const double l_1240 = l_1197 + l_1134;
const bool l_1241 = l_1240 < l_1220;
l_mut_105 = l_1241;
const double l_1242 = l_1197 - l_1134;
const bool l_1243 = l_1242 >= l_1220;
l_mut_102 = l_1243;
const double l_1244 = l_1210 - l_1137;
const bool l_1245 = l_1244 > l_1231;
l_mut_99 = l_1245;
const double l_1246 = l_1210 + l_1137;
const bool l_1247 = l_1246 <= l_1231;
l_mut_96 = l_1247;
}
l_mut_45 = uint32(2);
const bool l_1248 = l_mut_102 || l_mut_96;
if (l_1248) {
l_mut_45 = uint32(1);
} else {
const bool l_1249 = l_mut_105 && l_mut_99;
if (l_1249) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
const uint32 l_1250 = l_arr_603[uint32(0)];
const bool l_1251 = l_1250 == uint32(0);
if (l_1251) {
l_mut_75 = uint32(2);
}
l_mut_28 = l_mut_75;
} else {
const bool l_1252 = l_24 <= l_22;
const bool l_1253 = l_6 == uint32(12);
const bool l_1254 = l_1252 && l_1253;
if (l_1254) {
const double l_1255 = sin(l_23);
const double l_1256 = cos(l_23);
const double l_1257 = abs(l_1255);
const double l_1258 = l_1257 * double(1.4551915228366852e-11);
const double l_1259 = abs(l_1256);
const double l_1260 = l_1259 * double(1.4551915228366852e-11);
const double l_1261 = l_1255 - l_16;
const double l_1262 = l_1255 + l_16;
const double l_1263 = l_1256 - l_16;
const double l_1264 = l_1256 + l_16;
l_mut_75 = uint32(2);
const double l_1265 = abs(l_1263);
const bool l_1266 = l_1265 <= l_1260;
const double l_1267 = abs(l_1264);
const bool l_1268 = l_1267 <= l_1260;
const bool l_1269 = l_1266 || l_1268;
const bool l_1270 = !l_1269;
if (l_1270) {
l_mut_75 = uint32(0);
const bool l_1271 = l_1263 <= double(0.0);
const bool l_1272 = l_1264 >= double(0.0);
const bool l_1273 = l_1271 && l_1272;
const bool l_1274 = !l_1273;
if (l_1274) {
const double l_1275 = abs(l_1263);
const double l_1276 = abs(l_1264);
l_mut_1015 = l_1275;
const bool l_1277 = l_1276 < l_1275;
if (l_1277) {
l_mut_1015 = l_1276;
}
const double l_1278 = l_1260 / l_mut_1015;
const double l_1279 = l_1278 + double(1.4551915228366852e-11);
const double l_1280 = double(1.0) / l_1264;
const double l_1281 = double(1.0) / l_1263;
const double l_1282 = abs(l_1280);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1283 = l_1282 >= double(1.1754943508222875e-38);
const bool l_1284 = l_1282 <= double(1.7976931348623157e308);
const bool l_1285 = l_1283 && l_1284;
if (l_1285) {
const uint64 l_1286 = reinterpret_cast<uint64 const&>(l_1282);
const uint64 l_1287 = l_1286 >> uint64(52);
const uint64 l_1288 = l_1287 - uint64(23);
const uint64 l_1289 = l_1288 << uint64(52);
const double l_1290 = reinterpret_cast<double const&>(l_1289);
l_mut_1015 = l_1290;
}
const double l_1291 = l_19 * l_mut_1015;
const double l_1292 = l_1280 - l_1291;
const double l_1293 = abs(l_1281);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1294 = l_1293 >= double(1.1754943508222875e-38);
const bool l_1295 = l_1293 <= double(1.7976931348623157e308);
const bool l_1296 = l_1294 && l_1295;
if (l_1296) {
const uint64 l_1297 = reinterpret_cast<uint64 const&>(l_1293);
const uint64 l_1298 = l_1297 >> uint64(52);
const uint64 l_1299 = l_1298 - uint64(23);
const uint64 l_1300 = l_1299 << uint64(52);
const double l_1301 = reinterpret_cast<double const&>(l_1300);
l_mut_1015 = l_1301;
}
const double l_1302 = l_19 * l_mut_1015;
const double l_1303 = l_1281 + l_1302;
const double l_1305 = l_1261 * l_1292;
const double l_1306 = l_1261 * l_1303;
const double l_1307 = l_1262 * l_1292;
const double l_1308 = l_1262 * l_1303;
l_arr_1304[uint32(0)] = l_1305;
l_arr_1304[uint32(1)] = l_1305;
const double l_1309 = l_arr_1304[uint32(0)];
const bool l_1310 = l_1306 < l_1309;
if (l_1310) {
l_arr_1304[uint32(0)] = l_1306;
}
const double l_1311 = l_arr_1304[uint32(0)];
const bool l_1312 = l_1307 < l_1311;
if (l_1312) {
l_arr_1304[uint32(0)] = l_1307;
}
const double l_1313 = l_arr_1304[uint32(0)];
const bool l_1314 = l_1308 < l_1313;
if (l_1314) {
l_arr_1304[uint32(0)] = l_1308;
}
const double l_1315 = l_arr_1304[uint32(1)];
const bool l_1316 = l_1306 > l_1315;
if (l_1316) {
l_arr_1304[uint32(1)] = l_1306;
}
const double l_1317 = l_arr_1304[uint32(1)];
const bool l_1318 = l_1307 > l_1317;
if (l_1318) {
l_arr_1304[uint32(1)] = l_1307;
}
const double l_1319 = l_arr_1304[uint32(1)];
const bool l_1320 = l_1308 > l_1319;
if (l_1320) {
l_arr_1304[uint32(1)] = l_1308;
}
const double l_1321 = abs(l_1261);
const double l_1322 = abs(l_1262);
l_mut_1015 = l_1321;
const bool l_1323 = l_1322 > l_1321;
if (l_1323) {
l_mut_1015 = l_1322;
}
const double l_1324 = abs(l_1292);
const double l_1325 = abs(l_1303);
l_mut_895 = l_1324;
const bool l_1326 = l_1325 > l_1324;
if (l_1326) {
l_mut_895 = l_1325;
}
const double l_1327 = l_mut_1015 * l_mut_895;
const double l_1328 = l_1279 + double(1.4551915228366852e-11);
const double l_1329 = l_1327 * l_1328;
const double l_1330 = l_1258 * l_mut_895;
const double l_1331 = l_1329 + l_1330;
l_mut_75 = uint32(2);
const double l_1332 = abs(l_1280);
const double l_1333 = l_1332 * l_1279;
const double l_1334 = l_1280 - l_1333;
const double l_1335 = abs(l_1334);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1336 = l_1335 >= double(1.1754943508222875e-38);
const bool l_1337 = l_1335 <= double(1.7976931348623157e308);
const bool l_1338 = l_1336 && l_1337;
if (l_1338) {
const uint64 l_1339 = reinterpret_cast<uint64 const&>(l_1335);
const uint64 l_1340 = l_1339 >> uint64(52);
const uint64 l_1341 = l_1340 - uint64(23);
const uint64 l_1342 = l_1341 << uint64(52);
const double l_1343 = reinterpret_cast<double const&>(l_1342);
l_mut_1015 = l_1343;
}
const double l_1344 = l_1280 + l_1333;
const double l_1345 = abs(l_1344);
l_mut_895 = double(1.401298464324817e-45);
const bool l_1346 = l_1345 >= double(1.1754943508222875e-38);
const bool l_1347 = l_1345 <= double(1.7976931348623157e308);
const bool l_1348 = l_1346 && l_1347;
if (l_1348) {
const uint64 l_1349 = reinterpret_cast<uint64 const&>(l_1345);
const uint64 l_1350 = l_1349 >> uint64(52);
const uint64 l_1351 = l_1350 - uint64(23);
const uint64 l_1352 = l_1351 << uint64(52);
const double l_1353 = reinterpret_cast<double const&>(l_1352);
l_mut_895 = l_1353;
}
const bool l_1354 = l_mut_1015 == l_mut_895;
const double l_1355 = abs(l_1281);
const double l_1356 = l_1355 * l_1279;
const double l_1357 = l_1281 - l_1356;
const double l_1358 = abs(l_1357);
l_mut_1015 = double(1.401298464324817e-45);
const bool l_1359 = l_1358 >= double(1.1754943508222875e-38);
const bool l_1360 = l_1358 <= double(1.7976931348623157e308);
const bool l_1361 = l_1359 && l_1360;
if (l_1361) {
const uint64 l_1362 = reinterpret_cast<uint64 const&>(l_1358);
const uint64 l_1363 = l_1362 >> uint64(52);
const uint64 l_1364 = l_1363 - uint64(23);
const uint64 l_1365 = l_1364 << uint64(52);
const double l_1366 = reinterpret_cast<double const&>(l_1365);
l_mut_1015 = l_1366;
}
const double l_1367 = l_1281 + l_1356;
const double l_1368 = abs(l_1367);
l_mut_895 = double(1.401298464324817e-45);
const bool l_1369 = l_1368 >= double(1.1754943508222875e-38);
const bool l_1370 = l_1368 <= double(1.7976931348623157e308);
const bool l_1371 = l_1369 && l_1370;
if (l_1371) {
const uint64 l_1372 = reinterpret_cast<uint64 const&>(l_1368);
const uint64 l_1373 = l_1372 >> uint64(52);
const uint64 l_1374 = l_1373 - uint64(23);
const uint64 l_1375 = l_1374 << uint64(52);
const double l_1376 = reinterpret_cast<double const&>(l_1375);
l_mut_895 = l_1376;
}
const bool l_1377 = l_mut_1015 == l_mut_895;
const bool l_1378 = l_1354 && l_1377;
if (l_1378) {
const double l_1379 = l_arr_1304[uint32(0)];
const double l_1380 = l_arr_1304[uint32(1)];
const double l_1381 = double(l_12);
const uint32 l_1382 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_1383 = l_1382 + uint32(1);
l_mut_45 = l_1383;
const uint32 l_1384 = l_1382 & uint32(2147483647);
const bool l_1385 = l_1384 == uint32(0);
if (l_1385) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1386 = l_1382 & uint32(2147483648);
const bool l_1387 = l_1386 != uint32(0);
if (l_1387) {
const uint32 l_1388 = l_1382 - uint32(1);
l_mut_45 = l_1388;
}
}
const float l_1389 = reinterpret_cast<float const&>(l_mut_45);
const double l_1390 = double(l_1389);
const float l_1391 = -l_12;
const uint32 l_1392 = reinterpret_cast<uint32 const&>(l_1391);
const uint32 l_1393 = l_1392 + uint32(1);
l_mut_45 = l_1393;
const uint32 l_1394 = l_1392 & uint32(2147483647);
const bool l_1395 = l_1394 == uint32(0);
if (l_1395) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1396 = l_1392 & uint32(2147483648);
const bool l_1397 = l_1396 != uint32(0);
if (l_1397) {
const uint32 l_1398 = l_1392 - uint32(1);
l_mut_45 = l_1398;
}
}
const float l_1399 = reinterpret_cast<float const&>(l_mut_45);
const float l_1400 = -l_1399;
const double l_1401 = double(l_1400);
const double l_1402 = l_1379 + l_1331;
const bool l_1403 = l_1402 <= l_1381;
l_mut_105 = l_1403;
const double l_1404 = l_1379 - l_1331;
const bool l_1405 = l_1404 > l_1381;
l_mut_102 = l_1405;
const double l_1406 = l_1380 - l_1331;
const bool l_1407 = l_1406 >= l_1381;
l_mut_99 = l_1407;
const double l_1408 = l_1380 + l_1331;
const bool l_1409 = l_1408 < l_1381;
l_mut_96 = l_1409;
const double l_1410 = l_1379 + l_1331;
const bool l_1411 = l_1410 < l_1390;
l_mut_105 = l_1411;
const double l_1412 = l_1379 - l_1331;
const bool l_1413 = l_1412 >= l_1390;
l_mut_102 = l_1413;
const double l_1414 = l_1380 - l_1331;
const bool l_1415 = l_1414 > l_1401;
l_mut_99 = l_1415;
const double l_1416 = l_1380 + l_1331;
const bool l_1417 = l_1416 <= l_1401;
l_mut_96 = l_1417;
l_mut_45 = uint32(2);
const bool l_1418 = l_mut_102 || l_mut_96;
if (l_1418) {
l_mut_45 = uint32(1);
} else {
const bool l_1419 = l_mut_105 && l_mut_99;
if (l_1419) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
}
}
l_mut_28 = l_mut_75;
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
const uint32 l_1420 = l_arr_27[uint32(0)];
const bool l_1421 = l_1420 == uint32(0);
if (l_1421) {
l_mut_28 = uint32(2);
}
const uint32 l_1485 = info.static_meta[uint32(6)];
const uint32 l_1486 = l_1485 * uint32(1);
const bool l_1487 = l_4 < l_1486;
if (l_1487) {
buffer_6[l_4] = l_mut_28;
}
}
}

}
