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


extern "C" __global__ void __launch_bounds__(64)verdicts (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const double* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, const double* __restrict__ buffer_5, const uint32* __restrict__ buffer_6, uint32* buffer_7, const __grid_constant__ info_st info
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
uint32 l_arr_30[1];

double l_arr_985[2];

bool l_mut_133;
bool l_mut_136;
bool l_mut_139;
bool l_mut_142;
double l_mut_122;
double l_mut_1254;
double l_mut_38;
double l_mut_61;
uint32 l_mut_31;
uint32 l_mut_48;
uint32 l_mut_87;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_1447 = info.static_meta[uint32(6)];
const uint32 l_1448 = l_1447 * uint32(1);
const bool l_1449 = uint32(1024) < l_1448;
const uint32 l_1450 = l_1448 - uint32(1);
const uint32 l_1451 = min(uint32(1024), l_1450);
const uint32 l_1452 = buffer_6[l_1451];
const uint32 l_1453 = (l_1449) ? l_1452 : uint32(0);
const uint32 l_2 = l_1453;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_1454 = info.static_meta[uint32(4)];
const uint32 l_1455 = l_1454 * uint32(1);
const bool l_1456 = l_8 < l_1455;
const uint32 l_1457 = l_1455 - uint32(1);
const uint32 l_1458 = min(l_8, l_1457);
const uint32 l_1459 = buffer_4[l_1458];
const uint32 l_1460 = (l_1456) ? l_1459 : uint32(0);
const uint32 l_9 = l_1460;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1461 = info.static_meta[uint32(4)];
const uint32 l_1462 = l_1461 * uint32(1);
const bool l_1463 = l_11 < l_1462;
const uint32 l_1464 = l_1462 - uint32(1);
const uint32 l_1465 = min(l_11, l_1464);
const uint32 l_1466 = buffer_4[l_1465];
const uint32 l_1467 = (l_1463) ? l_1466 : uint32(0);
const uint32 l_12 = l_1467;
const bool l_13 = l_12 != uint32(0);
const uint32 l_1468 = info.static_meta[uint32(0)];
const uint32 l_1469 = l_1468 * uint32(1);
const bool l_1470 = idxGlobal < l_1469;
const uint32 l_1471 = l_1469 - uint32(1);
const uint32 l_1472 = min(idxGlobal, l_1471);
const float l_1473 = buffer_0[l_1472];
const float l_1474 = (l_1470) ? l_1473 : float(0.0);
const float l_14 = l_1474;
const uint32 l_1475 = info.static_meta[uint32(1)];
const uint32 l_1476 = l_1475 * uint32(1);
const bool l_1477 = idxGlobal < l_1476;
const uint32 l_1478 = l_1476 - uint32(1);
const uint32 l_1479 = min(idxGlobal, l_1478);
const float l_1480 = buffer_1[l_1479];
const float l_1481 = (l_1477) ? l_1480 : float(0.0);
const float l_15 = l_1481;
const uint32 l_1482 = info.static_meta[uint32(2)];
const uint32 l_1483 = l_1482 * uint32(1);
const bool l_1484 = idxGlobal < l_1483;
const uint32 l_1485 = l_1483 - uint32(1);
const uint32 l_1486 = min(idxGlobal, l_1485);
const double l_1487 = buffer_2[l_1486];
const double l_1488 = (l_1484) ? l_1487 : double(0.0);
const double l_16 = l_1488;
const uint32 l_1489 = info.static_meta[uint32(3)];
const uint32 l_1490 = l_1489 * uint32(1);
const bool l_1491 = idxGlobal < l_1490;
const uint32 l_1492 = l_1490 - uint32(1);
const uint32 l_1493 = min(idxGlobal, l_1492);
const double l_1494 = buffer_3[l_1493];
const double l_1495 = (l_1491) ? l_1494 : double(0.0);
const double l_17 = l_1495;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_1496 = info.static_meta[uint32(5)];
const uint32 l_1497 = l_1496 * uint32(1);
const bool l_1498 = l_18 < l_1497;
const uint32 l_1499 = l_1497 - uint32(1);
const uint32 l_1500 = min(l_18, l_1499);
const double l_1501 = buffer_5[l_1500];
const double l_1502 = (l_1498) ? l_1501 : double(0.0);
const double l_19 = l_1502;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1503 = info.static_meta[uint32(5)];
const uint32 l_1504 = l_1503 * uint32(1);
const bool l_1505 = l_21 < l_1504;
const uint32 l_1506 = l_1504 - uint32(1);
const uint32 l_1507 = min(l_21, l_1506);
const double l_1508 = buffer_5[l_1507];
const double l_1509 = (l_1505) ? l_1508 : double(0.0);
const double l_22 = l_1509;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_1510 = info.static_meta[uint32(5)];
const uint32 l_1511 = l_1510 * uint32(1);
const bool l_1512 = l_24 < l_1511;
const uint32 l_1513 = l_1511 - uint32(1);
const uint32 l_1514 = min(l_24, l_1513);
const double l_1515 = buffer_5[l_1514];
const double l_1516 = (l_1512) ? l_1515 : double(0.0);
const double l_25 = l_1516;
const double l_26 = double(l_14);
const double l_27 = abs(l_26);
const double l_28 = abs(l_16);
const double l_29 = l_28 * double(1.4551915228366852e-11);
l_arr_30[uint32(0)] = uint32(1);
l_mut_31 = uint32(2);
const bool l_32 = l_9 == uint32(0);
if (l_32) {
l_mut_31 = uint32(0);
} else {
const bool l_33 = l_9 == uint32(1);
if (l_33) {
l_mut_31 = uint32(1);
const double l_34 = abs(l_17);
const bool l_35 = l_34 <= l_19;
if (l_35) {
l_mut_31 = uint32(0);
}
} else {
const bool l_36 = l_9 == uint32(2);
if (l_36) {
const double l_37 = abs(l_16);
l_mut_38 = double(1.401298464324817e-45);
const bool l_39 = l_37 >= double(1.1754943508222875e-38);
const bool l_40 = l_37 <= double(1.7976931348623157e308);
const bool l_41 = l_39 && l_40;
if (l_41) {
const uint64 l_42 = reinterpret_cast<uint64 const&>(l_37);
const uint64 l_43 = l_42 >> uint64(52);
const uint64 l_44 = l_43 - uint64(23);
const uint64 l_45 = l_44 << uint64(52);
const double l_46 = reinterpret_cast<double const&>(l_45);
l_mut_38 = l_46;
}
const double l_47 = l_19 * l_mut_38;
l_mut_48 = uint32(2);
const double l_49 = l_16 - l_29;
const double l_50 = abs(l_49);
l_mut_38 = double(1.401298464324817e-45);
const bool l_51 = l_50 >= double(1.1754943508222875e-38);
const bool l_52 = l_50 <= double(1.7976931348623157e308);
const bool l_53 = l_51 && l_52;
if (l_53) {
const uint64 l_54 = reinterpret_cast<uint64 const&>(l_50);
const uint64 l_55 = l_54 >> uint64(52);
const uint64 l_56 = l_55 - uint64(23);
const uint64 l_57 = l_56 << uint64(52);
const double l_58 = reinterpret_cast<double const&>(l_57);
l_mut_38 = l_58;
}
const double l_59 = l_16 + l_29;
const double l_60 = abs(l_59);
l_mut_61 = double(1.401298464324817e-45);
const bool l_62 = l_60 >= double(1.1754943508222875e-38);
const bool l_63 = l_60 <= double(1.7976931348623157e308);
const bool l_64 = l_62 && l_63;
if (l_64) {
const uint64 l_65 = reinterpret_cast<uint64 const&>(l_60);
const uint64 l_66 = l_65 >> uint64(52);
const uint64 l_67 = l_66 - uint64(23);
const uint64 l_68 = l_67 << uint64(52);
const double l_69 = reinterpret_cast<double const&>(l_68);
l_mut_61 = l_69;
}
const bool l_70 = l_mut_38 == l_mut_61;
if (l_70) {
const double l_71 = l_47 * double(1.4551915228366852e-11);
const double l_72 = l_29 + l_71;
const double l_73 = l_16 - l_47;
const double l_74 = l_16 + l_47;
const uint32 l_75 = reinterpret_cast<uint32 const&>(l_15);
const double l_76 = double(l_15);
l_mut_61 = l_76;
const uint32 l_77 = l_75 & uint32(2139095040);
const bool l_78 = l_77 == uint32(0);
if (l_78) {
const uint32 l_79 = l_75 & uint32(8388607);
const double l_80 = double(l_79);
const double l_81 = l_80 * double(1.401298464324817e-45);
l_mut_61 = l_81;
const uint32 l_82 = l_75 >> uint32(31);
const bool l_83 = l_82 == uint32(1);
if (l_83) {
const double l_84 = -l_mut_61;
l_mut_61 = l_84;
}
}
const uint32 l_85 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_86 = l_85 + uint32(1);
l_mut_87 = l_86;
const uint32 l_88 = l_85 & uint32(2147483647);
const bool l_89 = l_88 == uint32(0);
if (l_89) {
l_mut_87 = uint32(1);
} else {
const uint32 l_90 = l_85 & uint32(2147483648);
const bool l_91 = l_90 != uint32(0);
if (l_91) {
const uint32 l_92 = l_85 - uint32(1);
l_mut_87 = l_92;
} else {
const bool l_93 = l_85 == uint32(2139095040);
if (l_93) {
l_mut_87 = l_85;
}
}
}
const float l_94 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_95 = reinterpret_cast<uint32 const&>(l_94);
const double l_96 = double(l_94);
l_mut_38 = l_96;
const uint32 l_97 = l_95 & uint32(2139095040);
const bool l_98 = l_97 == uint32(0);
if (l_98) {
const uint32 l_99 = l_95 & uint32(8388607);
const double l_100 = double(l_99);
const double l_101 = l_100 * double(1.401298464324817e-45);
l_mut_38 = l_101;
const uint32 l_102 = l_95 >> uint32(31);
const bool l_103 = l_102 == uint32(1);
if (l_103) {
const double l_104 = -l_mut_38;
l_mut_38 = l_104;
}
}
const uint32 l_105 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_106 = l_105 ^ uint32(2147483648);
const float l_107 = reinterpret_cast<float const&>(l_106);
const uint32 l_108 = reinterpret_cast<uint32 const&>(l_107);
const uint32 l_109 = l_108 + uint32(1);
l_mut_87 = l_109;
const uint32 l_110 = l_108 & uint32(2147483647);
const bool l_111 = l_110 == uint32(0);
if (l_111) {
l_mut_87 = uint32(1);
} else {
const uint32 l_112 = l_108 & uint32(2147483648);
const bool l_113 = l_112 != uint32(0);
if (l_113) {
const uint32 l_114 = l_108 - uint32(1);
l_mut_87 = l_114;
} else {
const bool l_115 = l_108 == uint32(2139095040);
if (l_115) {
l_mut_87 = l_108;
}
}
}
const float l_116 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_117 = reinterpret_cast<uint32 const&>(l_116);
const uint32 l_118 = l_117 ^ uint32(2147483648);
const float l_119 = reinterpret_cast<float const&>(l_118);
const uint32 l_120 = reinterpret_cast<uint32 const&>(l_119);
const double l_121 = double(l_119);
l_mut_122 = l_121;
const uint32 l_123 = l_120 & uint32(2139095040);
const bool l_124 = l_123 == uint32(0);
if (l_124) {
const uint32 l_125 = l_120 & uint32(8388607);
const double l_126 = double(l_125);
const double l_127 = l_126 * double(1.401298464324817e-45);
l_mut_122 = l_127;
const uint32 l_128 = l_120 >> uint32(31);
const bool l_129 = l_128 == uint32(1);
if (l_129) {
const double l_130 = -l_mut_122;
l_mut_122 = l_130;
}
}
const double l_131 = l_73 + l_72;
const bool l_132 = l_131 <= l_mut_61;
l_mut_133 = l_132;
const double l_134 = l_73 - l_72;
const bool l_135 = l_134 > l_mut_61;
l_mut_136 = l_135;
const double l_137 = l_74 - l_72;
const bool l_138 = l_137 >= l_mut_61;
l_mut_139 = l_138;
const double l_140 = l_74 + l_72;
const bool l_141 = l_140 < l_mut_61;
l_mut_142 = l_141;
if (l_13) {
const double l_143 = l_73 + l_72;
const bool l_144 = l_143 < l_mut_38;
l_mut_133 = l_144;
const double l_145 = l_73 - l_72;
const bool l_146 = l_145 >= l_mut_38;
l_mut_136 = l_146;
const double l_147 = l_74 - l_72;
const bool l_148 = l_147 > l_mut_122;
l_mut_139 = l_148;
const double l_149 = l_74 + l_72;
const bool l_150 = l_149 <= l_mut_122;
l_mut_142 = l_150;
}
l_mut_87 = uint32(2);
const bool l_151 = l_mut_136 || l_mut_142;
if (l_151) {
l_mut_87 = uint32(1);
} else {
const bool l_152 = l_mut_133 && l_mut_139;
if (l_152) {
l_mut_87 = uint32(0);
}
}
const uint32 l_153 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_154 = l_153 & uint32(2147483647);
const bool l_155 = l_154 == uint32(0);
if (l_155) {
const double l_156 = l_73 + l_72;
const bool l_157 = l_156 < double(1.1754943508222875e-38);
const double l_158 = l_74 - l_72;
const bool l_159 = l_158 > double(-1.1754943508222875e-38);
const bool l_160 = l_157 && l_159;
const double l_161 = l_73 - l_72;
const bool l_162 = l_161 < double(1.1754943508222875e-38);
const double l_163 = l_74 + l_72;
const bool l_164 = l_163 > double(-1.1754943508222875e-38);
const bool l_165 = l_162 && l_164;
if (l_160) {
l_mut_87 = uint32(0);
} else {
const bool l_166 = l_mut_87 == uint32(1);
const bool l_167 = l_165 && l_166;
if (l_167) {
l_mut_87 = uint32(2);
}
}
}
l_mut_48 = l_mut_87;
}
l_mut_31 = l_mut_48;
} else {
const bool l_168 = l_9 == uint32(3);
if (l_168) {
l_mut_31 = uint32(0);
const bool l_169 = l_27 >= double(1.1754943508222875e-38);
const bool l_170 = l_27 <= double(8.507059173023462e37);
const bool l_171 = l_169 && l_170;
if (l_171) {
const double l_172 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_173 = l_172 >= double(1.1754943508222875e-38);
const bool l_174 = l_172 <= double(1.7976931348623157e308);
const bool l_175 = l_173 && l_174;
if (l_175) {
const uint64 l_176 = reinterpret_cast<uint64 const&>(l_172);
const uint64 l_177 = l_176 >> uint64(52);
const uint64 l_178 = l_177 - uint64(23);
const uint64 l_179 = l_178 << uint64(52);
const double l_180 = reinterpret_cast<double const&>(l_179);
l_mut_122 = l_180;
}
const double l_181 = l_19 * l_mut_122;
l_mut_87 = uint32(2);
const double l_182 = l_16 - l_29;
const double l_183 = abs(l_182);
l_mut_122 = double(1.401298464324817e-45);
const bool l_184 = l_183 >= double(1.1754943508222875e-38);
const bool l_185 = l_183 <= double(1.7976931348623157e308);
const bool l_186 = l_184 && l_185;
if (l_186) {
const uint64 l_187 = reinterpret_cast<uint64 const&>(l_183);
const uint64 l_188 = l_187 >> uint64(52);
const uint64 l_189 = l_188 - uint64(23);
const uint64 l_190 = l_189 << uint64(52);
const double l_191 = reinterpret_cast<double const&>(l_190);
l_mut_122 = l_191;
}
const double l_192 = l_16 + l_29;
const double l_193 = abs(l_192);
l_mut_61 = double(1.401298464324817e-45);
const bool l_194 = l_193 >= double(1.1754943508222875e-38);
const bool l_195 = l_193 <= double(1.7976931348623157e308);
const bool l_196 = l_194 && l_195;
if (l_196) {
const uint64 l_197 = reinterpret_cast<uint64 const&>(l_193);
const uint64 l_198 = l_197 >> uint64(52);
const uint64 l_199 = l_198 - uint64(23);
const uint64 l_200 = l_199 << uint64(52);
const double l_201 = reinterpret_cast<double const&>(l_200);
l_mut_61 = l_201;
}
const bool l_202 = l_mut_122 == l_mut_61;
if (l_202) {
const double l_203 = l_181 * double(1.4551915228366852e-11);
const double l_204 = l_29 + l_203;
const double l_205 = l_16 - l_181;
const double l_206 = l_16 + l_181;
const uint32 l_207 = reinterpret_cast<uint32 const&>(l_15);
const double l_208 = double(l_15);
l_mut_122 = l_208;
const uint32 l_209 = l_207 & uint32(2139095040);
const bool l_210 = l_209 == uint32(0);
if (l_210) {
const uint32 l_211 = l_207 & uint32(8388607);
const double l_212 = double(l_211);
const double l_213 = l_212 * double(1.401298464324817e-45);
l_mut_122 = l_213;
const uint32 l_214 = l_207 >> uint32(31);
const bool l_215 = l_214 == uint32(1);
if (l_215) {
const double l_216 = -l_mut_122;
l_mut_122 = l_216;
}
}
const uint32 l_217 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_218 = l_217 + uint32(1);
l_mut_48 = l_218;
const uint32 l_219 = l_217 & uint32(2147483647);
const bool l_220 = l_219 == uint32(0);
if (l_220) {
l_mut_48 = uint32(1);
} else {
const uint32 l_221 = l_217 & uint32(2147483648);
const bool l_222 = l_221 != uint32(0);
if (l_222) {
const uint32 l_223 = l_217 - uint32(1);
l_mut_48 = l_223;
} else {
const bool l_224 = l_217 == uint32(2139095040);
if (l_224) {
l_mut_48 = l_217;
}
}
}
const float l_225 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_226 = reinterpret_cast<uint32 const&>(l_225);
const double l_227 = double(l_225);
l_mut_61 = l_227;
const uint32 l_228 = l_226 & uint32(2139095040);
const bool l_229 = l_228 == uint32(0);
if (l_229) {
const uint32 l_230 = l_226 & uint32(8388607);
const double l_231 = double(l_230);
const double l_232 = l_231 * double(1.401298464324817e-45);
l_mut_61 = l_232;
const uint32 l_233 = l_226 >> uint32(31);
const bool l_234 = l_233 == uint32(1);
if (l_234) {
const double l_235 = -l_mut_61;
l_mut_61 = l_235;
}
}
const uint32 l_236 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_237 = l_236 ^ uint32(2147483648);
const float l_238 = reinterpret_cast<float const&>(l_237);
const uint32 l_239 = reinterpret_cast<uint32 const&>(l_238);
const uint32 l_240 = l_239 + uint32(1);
l_mut_48 = l_240;
const uint32 l_241 = l_239 & uint32(2147483647);
const bool l_242 = l_241 == uint32(0);
if (l_242) {
l_mut_48 = uint32(1);
} else {
const uint32 l_243 = l_239 & uint32(2147483648);
const bool l_244 = l_243 != uint32(0);
if (l_244) {
const uint32 l_245 = l_239 - uint32(1);
l_mut_48 = l_245;
} else {
const bool l_246 = l_239 == uint32(2139095040);
if (l_246) {
l_mut_48 = l_239;
}
}
}
const float l_247 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_248 = reinterpret_cast<uint32 const&>(l_247);
const uint32 l_249 = l_248 ^ uint32(2147483648);
const float l_250 = reinterpret_cast<float const&>(l_249);
const uint32 l_251 = reinterpret_cast<uint32 const&>(l_250);
const double l_252 = double(l_250);
l_mut_38 = l_252;
const uint32 l_253 = l_251 & uint32(2139095040);
const bool l_254 = l_253 == uint32(0);
if (l_254) {
const uint32 l_255 = l_251 & uint32(8388607);
const double l_256 = double(l_255);
const double l_257 = l_256 * double(1.401298464324817e-45);
l_mut_38 = l_257;
const uint32 l_258 = l_251 >> uint32(31);
const bool l_259 = l_258 == uint32(1);
if (l_259) {
const double l_260 = -l_mut_38;
l_mut_38 = l_260;
}
}
const double l_261 = l_205 + l_204;
const bool l_262 = l_261 <= l_mut_122;
l_mut_142 = l_262;
const double l_263 = l_205 - l_204;
const bool l_264 = l_263 > l_mut_122;
l_mut_139 = l_264;
const double l_265 = l_206 - l_204;
const bool l_266 = l_265 >= l_mut_122;
l_mut_136 = l_266;
const double l_267 = l_206 + l_204;
const bool l_268 = l_267 < l_mut_122;
l_mut_133 = l_268;
if (l_13) {
const double l_269 = l_205 + l_204;
const bool l_270 = l_269 < l_mut_61;
l_mut_142 = l_270;
const double l_271 = l_205 - l_204;
const bool l_272 = l_271 >= l_mut_61;
l_mut_139 = l_272;
const double l_273 = l_206 - l_204;
const bool l_274 = l_273 > l_mut_38;
l_mut_136 = l_274;
const double l_275 = l_206 + l_204;
const bool l_276 = l_275 <= l_mut_38;
l_mut_133 = l_276;
}
l_mut_48 = uint32(2);
const bool l_277 = l_mut_139 || l_mut_133;
if (l_277) {
l_mut_48 = uint32(1);
} else {
const bool l_278 = l_mut_142 && l_mut_136;
if (l_278) {
l_mut_48 = uint32(0);
}
}
const uint32 l_279 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_280 = l_279 & uint32(2147483647);
const bool l_281 = l_280 == uint32(0);
if (l_281) {
const double l_282 = l_205 + l_204;
const bool l_283 = l_282 < double(1.1754943508222875e-38);
const double l_284 = l_206 - l_204;
const bool l_285 = l_284 > double(-1.1754943508222875e-38);
const bool l_286 = l_283 && l_285;
const double l_287 = l_205 - l_204;
const bool l_288 = l_287 < double(1.1754943508222875e-38);
const double l_289 = l_206 + l_204;
const bool l_290 = l_289 > double(-1.1754943508222875e-38);
const bool l_291 = l_288 && l_290;
if (l_286) {
l_mut_48 = uint32(0);
} else {
const bool l_292 = l_mut_48 == uint32(1);
const bool l_293 = l_291 && l_292;
if (l_293) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_294 = l_9 == uint32(4);
if (l_294) {
const double l_295 = l_22 * l_27;
const double l_296 = l_19 + l_295;
const double l_297 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_298 = l_297 >= double(1.1754943508222875e-38);
const bool l_299 = l_297 <= double(1.7976931348623157e308);
const bool l_300 = l_298 && l_299;
if (l_300) {
const uint64 l_301 = reinterpret_cast<uint64 const&>(l_297);
const uint64 l_302 = l_301 >> uint64(52);
const uint64 l_303 = l_302 - uint64(23);
const uint64 l_304 = l_303 << uint64(52);
const double l_305 = reinterpret_cast<double const&>(l_304);
l_mut_122 = l_305;
}
const double l_306 = l_296 * l_mut_122;
l_mut_87 = uint32(2);
const double l_307 = l_16 - l_29;
const double l_308 = abs(l_307);
l_mut_122 = double(1.401298464324817e-45);
const bool l_309 = l_308 >= double(1.1754943508222875e-38);
const bool l_310 = l_308 <= double(1.7976931348623157e308);
const bool l_311 = l_309 && l_310;
if (l_311) {
const uint64 l_312 = reinterpret_cast<uint64 const&>(l_308);
const uint64 l_313 = l_312 >> uint64(52);
const uint64 l_314 = l_313 - uint64(23);
const uint64 l_315 = l_314 << uint64(52);
const double l_316 = reinterpret_cast<double const&>(l_315);
l_mut_122 = l_316;
}
const double l_317 = l_16 + l_29;
const double l_318 = abs(l_317);
l_mut_61 = double(1.401298464324817e-45);
const bool l_319 = l_318 >= double(1.1754943508222875e-38);
const bool l_320 = l_318 <= double(1.7976931348623157e308);
const bool l_321 = l_319 && l_320;
if (l_321) {
const uint64 l_322 = reinterpret_cast<uint64 const&>(l_318);
const uint64 l_323 = l_322 >> uint64(52);
const uint64 l_324 = l_323 - uint64(23);
const uint64 l_325 = l_324 << uint64(52);
const double l_326 = reinterpret_cast<double const&>(l_325);
l_mut_61 = l_326;
}
const bool l_327 = l_mut_122 == l_mut_61;
if (l_327) {
const double l_328 = l_306 * double(1.4551915228366852e-11);
const double l_329 = l_29 + l_328;
const double l_330 = l_16 - l_306;
const double l_331 = l_16 + l_306;
const uint32 l_332 = reinterpret_cast<uint32 const&>(l_15);
const double l_333 = double(l_15);
l_mut_122 = l_333;
const uint32 l_334 = l_332 & uint32(2139095040);
const bool l_335 = l_334 == uint32(0);
if (l_335) {
const uint32 l_336 = l_332 & uint32(8388607);
const double l_337 = double(l_336);
const double l_338 = l_337 * double(1.401298464324817e-45);
l_mut_122 = l_338;
const uint32 l_339 = l_332 >> uint32(31);
const bool l_340 = l_339 == uint32(1);
if (l_340) {
const double l_341 = -l_mut_122;
l_mut_122 = l_341;
}
}
const uint32 l_342 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_343 = l_342 + uint32(1);
l_mut_48 = l_343;
const uint32 l_344 = l_342 & uint32(2147483647);
const bool l_345 = l_344 == uint32(0);
if (l_345) {
l_mut_48 = uint32(1);
} else {
const uint32 l_346 = l_342 & uint32(2147483648);
const bool l_347 = l_346 != uint32(0);
if (l_347) {
const uint32 l_348 = l_342 - uint32(1);
l_mut_48 = l_348;
} else {
const bool l_349 = l_342 == uint32(2139095040);
if (l_349) {
l_mut_48 = l_342;
}
}
}
const float l_350 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_351 = reinterpret_cast<uint32 const&>(l_350);
const double l_352 = double(l_350);
l_mut_61 = l_352;
const uint32 l_353 = l_351 & uint32(2139095040);
const bool l_354 = l_353 == uint32(0);
if (l_354) {
const uint32 l_355 = l_351 & uint32(8388607);
const double l_356 = double(l_355);
const double l_357 = l_356 * double(1.401298464324817e-45);
l_mut_61 = l_357;
const uint32 l_358 = l_351 >> uint32(31);
const bool l_359 = l_358 == uint32(1);
if (l_359) {
const double l_360 = -l_mut_61;
l_mut_61 = l_360;
}
}
const uint32 l_361 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_362 = l_361 ^ uint32(2147483648);
const float l_363 = reinterpret_cast<float const&>(l_362);
const uint32 l_364 = reinterpret_cast<uint32 const&>(l_363);
const uint32 l_365 = l_364 + uint32(1);
l_mut_48 = l_365;
const uint32 l_366 = l_364 & uint32(2147483647);
const bool l_367 = l_366 == uint32(0);
if (l_367) {
l_mut_48 = uint32(1);
} else {
const uint32 l_368 = l_364 & uint32(2147483648);
const bool l_369 = l_368 != uint32(0);
if (l_369) {
const uint32 l_370 = l_364 - uint32(1);
l_mut_48 = l_370;
} else {
const bool l_371 = l_364 == uint32(2139095040);
if (l_371) {
l_mut_48 = l_364;
}
}
}
const float l_372 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_373 = reinterpret_cast<uint32 const&>(l_372);
const uint32 l_374 = l_373 ^ uint32(2147483648);
const float l_375 = reinterpret_cast<float const&>(l_374);
const uint32 l_376 = reinterpret_cast<uint32 const&>(l_375);
const double l_377 = double(l_375);
l_mut_38 = l_377;
const uint32 l_378 = l_376 & uint32(2139095040);
const bool l_379 = l_378 == uint32(0);
if (l_379) {
const uint32 l_380 = l_376 & uint32(8388607);
const double l_381 = double(l_380);
const double l_382 = l_381 * double(1.401298464324817e-45);
l_mut_38 = l_382;
const uint32 l_383 = l_376 >> uint32(31);
const bool l_384 = l_383 == uint32(1);
if (l_384) {
const double l_385 = -l_mut_38;
l_mut_38 = l_385;
}
}
const double l_386 = l_330 + l_329;
const bool l_387 = l_386 <= l_mut_122;
l_mut_142 = l_387;
const double l_388 = l_330 - l_329;
const bool l_389 = l_388 > l_mut_122;
l_mut_139 = l_389;
const double l_390 = l_331 - l_329;
const bool l_391 = l_390 >= l_mut_122;
l_mut_136 = l_391;
const double l_392 = l_331 + l_329;
const bool l_393 = l_392 < l_mut_122;
l_mut_133 = l_393;
if (l_13) {
const double l_394 = l_330 + l_329;
const bool l_395 = l_394 < l_mut_61;
l_mut_142 = l_395;
const double l_396 = l_330 - l_329;
const bool l_397 = l_396 >= l_mut_61;
l_mut_139 = l_397;
const double l_398 = l_331 - l_329;
const bool l_399 = l_398 > l_mut_38;
l_mut_136 = l_399;
const double l_400 = l_331 + l_329;
const bool l_401 = l_400 <= l_mut_38;
l_mut_133 = l_401;
}
l_mut_48 = uint32(2);
const bool l_402 = l_mut_139 || l_mut_133;
if (l_402) {
l_mut_48 = uint32(1);
} else {
const bool l_403 = l_mut_142 && l_mut_136;
if (l_403) {
l_mut_48 = uint32(0);
}
}
const uint32 l_404 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_405 = l_404 & uint32(2147483647);
const bool l_406 = l_405 == uint32(0);
if (l_406) {
const double l_407 = l_330 + l_329;
const bool l_408 = l_407 < double(1.1754943508222875e-38);
const double l_409 = l_331 - l_329;
const bool l_410 = l_409 > double(-1.1754943508222875e-38);
const bool l_411 = l_408 && l_410;
const double l_412 = l_330 - l_329;
const bool l_413 = l_412 < double(1.1754943508222875e-38);
const double l_414 = l_331 + l_329;
const bool l_415 = l_414 > double(-1.1754943508222875e-38);
const bool l_416 = l_413 && l_415;
if (l_411) {
l_mut_48 = uint32(0);
} else {
const bool l_417 = l_mut_48 == uint32(1);
const bool l_418 = l_416 && l_417;
if (l_418) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
const bool l_419 = l_9 == uint32(5);
if (l_419) {
const double l_420 = double(2.0) * l_26;
const double l_421 = abs(l_420);
const double l_422 = floor(l_421);
const double l_423 = double(3.0) + l_422;
const double l_424 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_425 = l_424 >= double(1.1754943508222875e-38);
const bool l_426 = l_424 <= double(1.7976931348623157e308);
const bool l_427 = l_425 && l_426;
if (l_427) {
const uint64 l_428 = reinterpret_cast<uint64 const&>(l_424);
const uint64 l_429 = l_428 >> uint64(52);
const uint64 l_430 = l_429 - uint64(23);
const uint64 l_431 = l_430 << uint64(52);
const double l_432 = reinterpret_cast<double const&>(l_431);
l_mut_122 = l_432;
}
const double l_433 = l_423 * l_mut_122;
l_mut_87 = uint32(2);
const double l_434 = l_16 - l_29;
const double l_435 = abs(l_434);
l_mut_122 = double(1.401298464324817e-45);
const bool l_436 = l_435 >= double(1.1754943508222875e-38);
const bool l_437 = l_435 <= double(1.7976931348623157e308);
const bool l_438 = l_436 && l_437;
if (l_438) {
const uint64 l_439 = reinterpret_cast<uint64 const&>(l_435);
const uint64 l_440 = l_439 >> uint64(52);
const uint64 l_441 = l_440 - uint64(23);
const uint64 l_442 = l_441 << uint64(52);
const double l_443 = reinterpret_cast<double const&>(l_442);
l_mut_122 = l_443;
}
const double l_444 = l_16 + l_29;
const double l_445 = abs(l_444);
l_mut_61 = double(1.401298464324817e-45);
const bool l_446 = l_445 >= double(1.1754943508222875e-38);
const bool l_447 = l_445 <= double(1.7976931348623157e308);
const bool l_448 = l_446 && l_447;
if (l_448) {
const uint64 l_449 = reinterpret_cast<uint64 const&>(l_445);
const uint64 l_450 = l_449 >> uint64(52);
const uint64 l_451 = l_450 - uint64(23);
const uint64 l_452 = l_451 << uint64(52);
const double l_453 = reinterpret_cast<double const&>(l_452);
l_mut_61 = l_453;
}
const bool l_454 = l_mut_122 == l_mut_61;
if (l_454) {
const double l_455 = l_433 * double(1.4551915228366852e-11);
const double l_456 = l_29 + l_455;
const double l_457 = l_16 - l_433;
const double l_458 = l_16 + l_433;
const uint32 l_459 = reinterpret_cast<uint32 const&>(l_15);
const double l_460 = double(l_15);
l_mut_122 = l_460;
const uint32 l_461 = l_459 & uint32(2139095040);
const bool l_462 = l_461 == uint32(0);
if (l_462) {
const uint32 l_463 = l_459 & uint32(8388607);
const double l_464 = double(l_463);
const double l_465 = l_464 * double(1.401298464324817e-45);
l_mut_122 = l_465;
const uint32 l_466 = l_459 >> uint32(31);
const bool l_467 = l_466 == uint32(1);
if (l_467) {
const double l_468 = -l_mut_122;
l_mut_122 = l_468;
}
}
const uint32 l_469 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_470 = l_469 + uint32(1);
l_mut_48 = l_470;
const uint32 l_471 = l_469 & uint32(2147483647);
const bool l_472 = l_471 == uint32(0);
if (l_472) {
l_mut_48 = uint32(1);
} else {
const uint32 l_473 = l_469 & uint32(2147483648);
const bool l_474 = l_473 != uint32(0);
if (l_474) {
const uint32 l_475 = l_469 - uint32(1);
l_mut_48 = l_475;
} else {
const bool l_476 = l_469 == uint32(2139095040);
if (l_476) {
l_mut_48 = l_469;
}
}
}
const float l_477 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_478 = reinterpret_cast<uint32 const&>(l_477);
const double l_479 = double(l_477);
l_mut_61 = l_479;
const uint32 l_480 = l_478 & uint32(2139095040);
const bool l_481 = l_480 == uint32(0);
if (l_481) {
const uint32 l_482 = l_478 & uint32(8388607);
const double l_483 = double(l_482);
const double l_484 = l_483 * double(1.401298464324817e-45);
l_mut_61 = l_484;
const uint32 l_485 = l_478 >> uint32(31);
const bool l_486 = l_485 == uint32(1);
if (l_486) {
const double l_487 = -l_mut_61;
l_mut_61 = l_487;
}
}
const uint32 l_488 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_489 = l_488 ^ uint32(2147483648);
const float l_490 = reinterpret_cast<float const&>(l_489);
const uint32 l_491 = reinterpret_cast<uint32 const&>(l_490);
const uint32 l_492 = l_491 + uint32(1);
l_mut_48 = l_492;
const uint32 l_493 = l_491 & uint32(2147483647);
const bool l_494 = l_493 == uint32(0);
if (l_494) {
l_mut_48 = uint32(1);
} else {
const uint32 l_495 = l_491 & uint32(2147483648);
const bool l_496 = l_495 != uint32(0);
if (l_496) {
const uint32 l_497 = l_491 - uint32(1);
l_mut_48 = l_497;
} else {
const bool l_498 = l_491 == uint32(2139095040);
if (l_498) {
l_mut_48 = l_491;
}
}
}
const float l_499 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_500 = reinterpret_cast<uint32 const&>(l_499);
const uint32 l_501 = l_500 ^ uint32(2147483648);
const float l_502 = reinterpret_cast<float const&>(l_501);
const uint32 l_503 = reinterpret_cast<uint32 const&>(l_502);
const double l_504 = double(l_502);
l_mut_38 = l_504;
const uint32 l_505 = l_503 & uint32(2139095040);
const bool l_506 = l_505 == uint32(0);
if (l_506) {
const uint32 l_507 = l_503 & uint32(8388607);
const double l_508 = double(l_507);
const double l_509 = l_508 * double(1.401298464324817e-45);
l_mut_38 = l_509;
const uint32 l_510 = l_503 >> uint32(31);
const bool l_511 = l_510 == uint32(1);
if (l_511) {
const double l_512 = -l_mut_38;
l_mut_38 = l_512;
}
}
const double l_513 = l_457 + l_456;
const bool l_514 = l_513 <= l_mut_122;
l_mut_142 = l_514;
const double l_515 = l_457 - l_456;
const bool l_516 = l_515 > l_mut_122;
l_mut_139 = l_516;
const double l_517 = l_458 - l_456;
const bool l_518 = l_517 >= l_mut_122;
l_mut_136 = l_518;
const double l_519 = l_458 + l_456;
const bool l_520 = l_519 < l_mut_122;
l_mut_133 = l_520;
if (l_13) {
const double l_521 = l_457 + l_456;
const bool l_522 = l_521 < l_mut_61;
l_mut_142 = l_522;
const double l_523 = l_457 - l_456;
const bool l_524 = l_523 >= l_mut_61;
l_mut_139 = l_524;
const double l_525 = l_458 - l_456;
const bool l_526 = l_525 > l_mut_38;
l_mut_136 = l_526;
const double l_527 = l_458 + l_456;
const bool l_528 = l_527 <= l_mut_38;
l_mut_133 = l_528;
}
l_mut_48 = uint32(2);
const bool l_529 = l_mut_139 || l_mut_133;
if (l_529) {
l_mut_48 = uint32(1);
} else {
const bool l_530 = l_mut_142 && l_mut_136;
if (l_530) {
l_mut_48 = uint32(0);
}
}
const uint32 l_531 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_532 = l_531 & uint32(2147483647);
const bool l_533 = l_532 == uint32(0);
if (l_533) {
const double l_534 = l_457 + l_456;
const bool l_535 = l_534 < double(1.1754943508222875e-38);
const double l_536 = l_458 - l_456;
const bool l_537 = l_536 > double(-1.1754943508222875e-38);
const bool l_538 = l_535 && l_537;
const double l_539 = l_457 - l_456;
const bool l_540 = l_539 < double(1.1754943508222875e-38);
const double l_541 = l_458 + l_456;
const bool l_542 = l_541 > double(-1.1754943508222875e-38);
const bool l_543 = l_540 && l_542;
if (l_538) {
l_mut_48 = uint32(0);
} else {
const bool l_544 = l_mut_48 == uint32(1);
const bool l_545 = l_543 && l_544;
if (l_545) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
const bool l_546 = l_9 == uint32(6);
if (l_546) {
l_mut_31 = uint32(0);
const bool l_547 = l_27 <= l_22;
if (l_547) {
const double l_548 = l_19 * double(1.4551915228366852e-11);
const double l_549 = l_29 + l_548;
const double l_550 = l_16 - l_19;
const double l_551 = l_16 + l_19;
const uint32 l_552 = reinterpret_cast<uint32 const&>(l_15);
const double l_553 = double(l_15);
l_mut_122 = l_553;
const uint32 l_554 = l_552 & uint32(2139095040);
const bool l_555 = l_554 == uint32(0);
if (l_555) {
const uint32 l_556 = l_552 & uint32(8388607);
const double l_557 = double(l_556);
const double l_558 = l_557 * double(1.401298464324817e-45);
l_mut_122 = l_558;
const uint32 l_559 = l_552 >> uint32(31);
const bool l_560 = l_559 == uint32(1);
if (l_560) {
const double l_561 = -l_mut_122;
l_mut_122 = l_561;
}
}
const uint32 l_562 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_563 = l_562 + uint32(1);
l_mut_87 = l_563;
const uint32 l_564 = l_562 & uint32(2147483647);
const bool l_565 = l_564 == uint32(0);
if (l_565) {
l_mut_87 = uint32(1);
} else {
const uint32 l_566 = l_562 & uint32(2147483648);
const bool l_567 = l_566 != uint32(0);
if (l_567) {
const uint32 l_568 = l_562 - uint32(1);
l_mut_87 = l_568;
} else {
const bool l_569 = l_562 == uint32(2139095040);
if (l_569) {
l_mut_87 = l_562;
}
}
}
const float l_570 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_571 = reinterpret_cast<uint32 const&>(l_570);
const double l_572 = double(l_570);
l_mut_61 = l_572;
const uint32 l_573 = l_571 & uint32(2139095040);
const bool l_574 = l_573 == uint32(0);
if (l_574) {
const uint32 l_575 = l_571 & uint32(8388607);
const double l_576 = double(l_575);
const double l_577 = l_576 * double(1.401298464324817e-45);
l_mut_61 = l_577;
const uint32 l_578 = l_571 >> uint32(31);
const bool l_579 = l_578 == uint32(1);
if (l_579) {
const double l_580 = -l_mut_61;
l_mut_61 = l_580;
}
}
const uint32 l_581 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_582 = l_581 ^ uint32(2147483648);
const float l_583 = reinterpret_cast<float const&>(l_582);
const uint32 l_584 = reinterpret_cast<uint32 const&>(l_583);
const uint32 l_585 = l_584 + uint32(1);
l_mut_87 = l_585;
const uint32 l_586 = l_584 & uint32(2147483647);
const bool l_587 = l_586 == uint32(0);
if (l_587) {
l_mut_87 = uint32(1);
} else {
const uint32 l_588 = l_584 & uint32(2147483648);
const bool l_589 = l_588 != uint32(0);
if (l_589) {
const uint32 l_590 = l_584 - uint32(1);
l_mut_87 = l_590;
} else {
const bool l_591 = l_584 == uint32(2139095040);
if (l_591) {
l_mut_87 = l_584;
}
}
}
const float l_592 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_593 = reinterpret_cast<uint32 const&>(l_592);
const uint32 l_594 = l_593 ^ uint32(2147483648);
const float l_595 = reinterpret_cast<float const&>(l_594);
const uint32 l_596 = reinterpret_cast<uint32 const&>(l_595);
const double l_597 = double(l_595);
l_mut_38 = l_597;
const uint32 l_598 = l_596 & uint32(2139095040);
const bool l_599 = l_598 == uint32(0);
if (l_599) {
const uint32 l_600 = l_596 & uint32(8388607);
const double l_601 = double(l_600);
const double l_602 = l_601 * double(1.401298464324817e-45);
l_mut_38 = l_602;
const uint32 l_603 = l_596 >> uint32(31);
const bool l_604 = l_603 == uint32(1);
if (l_604) {
const double l_605 = -l_mut_38;
l_mut_38 = l_605;
}
}
const double l_606 = l_550 + l_549;
const bool l_607 = l_606 <= l_mut_122;
l_mut_142 = l_607;
const double l_608 = l_550 - l_549;
const bool l_609 = l_608 > l_mut_122;
l_mut_139 = l_609;
const double l_610 = l_551 - l_549;
const bool l_611 = l_610 >= l_mut_122;
l_mut_136 = l_611;
const double l_612 = l_551 + l_549;
const bool l_613 = l_612 < l_mut_122;
l_mut_133 = l_613;
if (l_13) {
const double l_614 = l_550 + l_549;
const bool l_615 = l_614 < l_mut_61;
l_mut_142 = l_615;
const double l_616 = l_550 - l_549;
const bool l_617 = l_616 >= l_mut_61;
l_mut_139 = l_617;
const double l_618 = l_551 - l_549;
const bool l_619 = l_618 > l_mut_38;
l_mut_136 = l_619;
const double l_620 = l_551 + l_549;
const bool l_621 = l_620 <= l_mut_38;
l_mut_133 = l_621;
}
l_mut_87 = uint32(2);
const bool l_622 = l_mut_139 || l_mut_133;
if (l_622) {
l_mut_87 = uint32(1);
} else {
const bool l_623 = l_mut_142 && l_mut_136;
if (l_623) {
l_mut_87 = uint32(0);
}
}
const uint32 l_624 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_625 = l_624 & uint32(2147483647);
const bool l_626 = l_625 == uint32(0);
if (l_626) {
const double l_627 = l_550 + l_549;
const bool l_628 = l_627 < double(1.1754943508222875e-38);
const double l_629 = l_551 - l_549;
const bool l_630 = l_629 > double(-1.1754943508222875e-38);
const bool l_631 = l_628 && l_630;
const double l_632 = l_550 - l_549;
const bool l_633 = l_632 < double(1.1754943508222875e-38);
const double l_634 = l_551 + l_549;
const bool l_635 = l_634 > double(-1.1754943508222875e-38);
const bool l_636 = l_633 && l_635;
if (l_631) {
l_mut_87 = uint32(0);
} else {
const bool l_637 = l_mut_87 == uint32(1);
const bool l_638 = l_636 && l_637;
if (l_638) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_639 = l_9 == uint32(7);
if (l_639) {
const double l_640 = abs(l_16);
const double l_641 = l_19 * l_640;
l_mut_122 = l_641;
const double l_642 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_643 = l_642 >= double(1.1754943508222875e-38);
const bool l_644 = l_642 <= double(1.7976931348623157e308);
const bool l_645 = l_643 && l_644;
if (l_645) {
const uint64 l_646 = reinterpret_cast<uint64 const&>(l_642);
const uint64 l_647 = l_646 >> uint64(52);
const uint64 l_648 = l_647 - uint64(23);
const uint64 l_649 = l_648 << uint64(52);
const double l_650 = reinterpret_cast<double const&>(l_649);
l_mut_61 = l_650;
}
const double l_651 = double(0.5) * l_mut_61;
const bool l_652 = l_651 > l_mut_122;
if (l_652) {
l_mut_122 = l_651;
}
const double l_653 = l_16 - l_29;
const double l_654 = abs(l_653);
l_mut_61 = double(1.401298464324817e-45);
const bool l_655 = l_654 >= double(1.1754943508222875e-38);
const bool l_656 = l_654 <= double(1.7976931348623157e308);
const bool l_657 = l_655 && l_656;
if (l_657) {
const uint64 l_658 = reinterpret_cast<uint64 const&>(l_654);
const uint64 l_659 = l_658 >> uint64(52);
const uint64 l_660 = l_659 - uint64(23);
const uint64 l_661 = l_660 << uint64(52);
const double l_662 = reinterpret_cast<double const&>(l_661);
l_mut_61 = l_662;
}
const double l_663 = l_16 + l_29;
const double l_664 = abs(l_663);
l_mut_38 = double(1.401298464324817e-45);
const bool l_665 = l_664 >= double(1.1754943508222875e-38);
const bool l_666 = l_664 <= double(1.7976931348623157e308);
const bool l_667 = l_665 && l_666;
if (l_667) {
const uint64 l_668 = reinterpret_cast<uint64 const&>(l_664);
const uint64 l_669 = l_668 >> uint64(52);
const uint64 l_670 = l_669 - uint64(23);
const uint64 l_671 = l_670 << uint64(52);
const double l_672 = reinterpret_cast<double const&>(l_671);
l_mut_38 = l_672;
}
const bool l_673 = l_mut_61 == l_mut_38;
if (l_673) {
const double l_674 = l_19 * l_29;
const double l_675 = l_29 + l_674;
const double l_676 = l_mut_122 * double(1.4551915228366852e-11);
const double l_677 = l_675 + l_676;
const double l_678 = l_16 - l_mut_122;
const double l_679 = l_16 + l_mut_122;
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_15);
const double l_681 = double(l_15);
l_mut_122 = l_681;
const uint32 l_682 = l_680 & uint32(2139095040);
const bool l_683 = l_682 == uint32(0);
if (l_683) {
const uint32 l_684 = l_680 & uint32(8388607);
const double l_685 = double(l_684);
const double l_686 = l_685 * double(1.401298464324817e-45);
l_mut_122 = l_686;
const uint32 l_687 = l_680 >> uint32(31);
const bool l_688 = l_687 == uint32(1);
if (l_688) {
const double l_689 = -l_mut_122;
l_mut_122 = l_689;
}
}
const uint32 l_690 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_691 = l_690 + uint32(1);
l_mut_87 = l_691;
const uint32 l_692 = l_690 & uint32(2147483647);
const bool l_693 = l_692 == uint32(0);
if (l_693) {
l_mut_87 = uint32(1);
} else {
const uint32 l_694 = l_690 & uint32(2147483648);
const bool l_695 = l_694 != uint32(0);
if (l_695) {
const uint32 l_696 = l_690 - uint32(1);
l_mut_87 = l_696;
} else {
const bool l_697 = l_690 == uint32(2139095040);
if (l_697) {
l_mut_87 = l_690;
}
}
}
const float l_698 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_699 = reinterpret_cast<uint32 const&>(l_698);
const double l_700 = double(l_698);
l_mut_61 = l_700;
const uint32 l_701 = l_699 & uint32(2139095040);
const bool l_702 = l_701 == uint32(0);
if (l_702) {
const uint32 l_703 = l_699 & uint32(8388607);
const double l_704 = double(l_703);
const double l_705 = l_704 * double(1.401298464324817e-45);
l_mut_61 = l_705;
const uint32 l_706 = l_699 >> uint32(31);
const bool l_707 = l_706 == uint32(1);
if (l_707) {
const double l_708 = -l_mut_61;
l_mut_61 = l_708;
}
}
const uint32 l_709 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_710 = l_709 ^ uint32(2147483648);
const float l_711 = reinterpret_cast<float const&>(l_710);
const uint32 l_712 = reinterpret_cast<uint32 const&>(l_711);
const uint32 l_713 = l_712 + uint32(1);
l_mut_87 = l_713;
const uint32 l_714 = l_712 & uint32(2147483647);
const bool l_715 = l_714 == uint32(0);
if (l_715) {
l_mut_87 = uint32(1);
} else {
const uint32 l_716 = l_712 & uint32(2147483648);
const bool l_717 = l_716 != uint32(0);
if (l_717) {
const uint32 l_718 = l_712 - uint32(1);
l_mut_87 = l_718;
} else {
const bool l_719 = l_712 == uint32(2139095040);
if (l_719) {
l_mut_87 = l_712;
}
}
}
const float l_720 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_721 = reinterpret_cast<uint32 const&>(l_720);
const uint32 l_722 = l_721 ^ uint32(2147483648);
const float l_723 = reinterpret_cast<float const&>(l_722);
const uint32 l_724 = reinterpret_cast<uint32 const&>(l_723);
const double l_725 = double(l_723);
l_mut_38 = l_725;
const uint32 l_726 = l_724 & uint32(2139095040);
const bool l_727 = l_726 == uint32(0);
if (l_727) {
const uint32 l_728 = l_724 & uint32(8388607);
const double l_729 = double(l_728);
const double l_730 = l_729 * double(1.401298464324817e-45);
l_mut_38 = l_730;
const uint32 l_731 = l_724 >> uint32(31);
const bool l_732 = l_731 == uint32(1);
if (l_732) {
const double l_733 = -l_mut_38;
l_mut_38 = l_733;
}
}
const double l_734 = l_678 + l_677;
const bool l_735 = l_734 <= l_mut_122;
l_mut_142 = l_735;
const double l_736 = l_678 - l_677;
const bool l_737 = l_736 > l_mut_122;
l_mut_139 = l_737;
const double l_738 = l_679 - l_677;
const bool l_739 = l_738 >= l_mut_122;
l_mut_136 = l_739;
const double l_740 = l_679 + l_677;
const bool l_741 = l_740 < l_mut_122;
l_mut_133 = l_741;
if (l_13) {
const double l_742 = l_678 + l_677;
const bool l_743 = l_742 < l_mut_61;
l_mut_142 = l_743;
const double l_744 = l_678 - l_677;
const bool l_745 = l_744 >= l_mut_61;
l_mut_139 = l_745;
const double l_746 = l_679 - l_677;
const bool l_747 = l_746 > l_mut_38;
l_mut_136 = l_747;
const double l_748 = l_679 + l_677;
const bool l_749 = l_748 <= l_mut_38;
l_mut_133 = l_749;
}
l_mut_87 = uint32(2);
const bool l_750 = l_mut_139 || l_mut_133;
if (l_750) {
l_mut_87 = uint32(1);
} else {
const bool l_751 = l_mut_142 && l_mut_136;
if (l_751) {
l_mut_87 = uint32(0);
}
}
const uint32 l_752 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_753 = l_752 & uint32(2147483647);
const bool l_754 = l_753 == uint32(0);
if (l_754) {
const double l_755 = l_678 + l_677;
const bool l_756 = l_755 < double(1.1754943508222875e-38);
const double l_757 = l_679 - l_677;
const bool l_758 = l_757 > double(-1.1754943508222875e-38);
const bool l_759 = l_756 && l_758;
const double l_760 = l_678 - l_677;
const bool l_761 = l_760 < double(1.1754943508222875e-38);
const double l_762 = l_679 + l_677;
const bool l_763 = l_762 > double(-1.1754943508222875e-38);
const bool l_764 = l_761 && l_763;
if (l_759) {
l_mut_87 = uint32(0);
} else {
const bool l_765 = l_mut_87 == uint32(1);
const bool l_766 = l_764 && l_765;
if (l_766) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_767 = l_9 == uint32(8);
if (l_767) {
const bool l_768 = l_26 >= double(0.5);
const bool l_769 = l_26 <= double(2.0);
const bool l_770 = l_768 && l_769;
if (l_770) {
const double l_771 = l_19 * double(1.4551915228366852e-11);
const double l_772 = l_29 + l_771;
const double l_773 = l_16 - l_19;
const double l_774 = l_16 + l_19;
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_15);
const double l_776 = double(l_15);
l_mut_122 = l_776;
const uint32 l_777 = l_775 & uint32(2139095040);
const bool l_778 = l_777 == uint32(0);
if (l_778) {
const uint32 l_779 = l_775 & uint32(8388607);
const double l_780 = double(l_779);
const double l_781 = l_780 * double(1.401298464324817e-45);
l_mut_122 = l_781;
const uint32 l_782 = l_775 >> uint32(31);
const bool l_783 = l_782 == uint32(1);
if (l_783) {
const double l_784 = -l_mut_122;
l_mut_122 = l_784;
}
}
const uint32 l_785 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_786 = l_785 + uint32(1);
l_mut_87 = l_786;
const uint32 l_787 = l_785 & uint32(2147483647);
const bool l_788 = l_787 == uint32(0);
if (l_788) {
l_mut_87 = uint32(1);
} else {
const uint32 l_789 = l_785 & uint32(2147483648);
const bool l_790 = l_789 != uint32(0);
if (l_790) {
const uint32 l_791 = l_785 - uint32(1);
l_mut_87 = l_791;
} else {
const bool l_792 = l_785 == uint32(2139095040);
if (l_792) {
l_mut_87 = l_785;
}
}
}
const float l_793 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_794 = reinterpret_cast<uint32 const&>(l_793);
const double l_795 = double(l_793);
l_mut_61 = l_795;
const uint32 l_796 = l_794 & uint32(2139095040);
const bool l_797 = l_796 == uint32(0);
if (l_797) {
const uint32 l_798 = l_794 & uint32(8388607);
const double l_799 = double(l_798);
const double l_800 = l_799 * double(1.401298464324817e-45);
l_mut_61 = l_800;
const uint32 l_801 = l_794 >> uint32(31);
const bool l_802 = l_801 == uint32(1);
if (l_802) {
const double l_803 = -l_mut_61;
l_mut_61 = l_803;
}
}
const uint32 l_804 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_805 = l_804 ^ uint32(2147483648);
const float l_806 = reinterpret_cast<float const&>(l_805);
const uint32 l_807 = reinterpret_cast<uint32 const&>(l_806);
const uint32 l_808 = l_807 + uint32(1);
l_mut_87 = l_808;
const uint32 l_809 = l_807 & uint32(2147483647);
const bool l_810 = l_809 == uint32(0);
if (l_810) {
l_mut_87 = uint32(1);
} else {
const uint32 l_811 = l_807 & uint32(2147483648);
const bool l_812 = l_811 != uint32(0);
if (l_812) {
const uint32 l_813 = l_807 - uint32(1);
l_mut_87 = l_813;
} else {
const bool l_814 = l_807 == uint32(2139095040);
if (l_814) {
l_mut_87 = l_807;
}
}
}
const float l_815 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_816 = reinterpret_cast<uint32 const&>(l_815);
const uint32 l_817 = l_816 ^ uint32(2147483648);
const float l_818 = reinterpret_cast<float const&>(l_817);
const uint32 l_819 = reinterpret_cast<uint32 const&>(l_818);
const double l_820 = double(l_818);
l_mut_38 = l_820;
const uint32 l_821 = l_819 & uint32(2139095040);
const bool l_822 = l_821 == uint32(0);
if (l_822) {
const uint32 l_823 = l_819 & uint32(8388607);
const double l_824 = double(l_823);
const double l_825 = l_824 * double(1.401298464324817e-45);
l_mut_38 = l_825;
const uint32 l_826 = l_819 >> uint32(31);
const bool l_827 = l_826 == uint32(1);
if (l_827) {
const double l_828 = -l_mut_38;
l_mut_38 = l_828;
}
}
const double l_829 = l_773 + l_772;
const bool l_830 = l_829 <= l_mut_122;
l_mut_142 = l_830;
const double l_831 = l_773 - l_772;
const bool l_832 = l_831 > l_mut_122;
l_mut_139 = l_832;
const double l_833 = l_774 - l_772;
const bool l_834 = l_833 >= l_mut_122;
l_mut_136 = l_834;
const double l_835 = l_774 + l_772;
const bool l_836 = l_835 < l_mut_122;
l_mut_133 = l_836;
if (l_13) {
const double l_837 = l_773 + l_772;
const bool l_838 = l_837 < l_mut_61;
l_mut_142 = l_838;
const double l_839 = l_773 - l_772;
const bool l_840 = l_839 >= l_mut_61;
l_mut_139 = l_840;
const double l_841 = l_774 - l_772;
const bool l_842 = l_841 > l_mut_38;
l_mut_136 = l_842;
const double l_843 = l_774 + l_772;
const bool l_844 = l_843 <= l_mut_38;
l_mut_133 = l_844;
}
l_mut_87 = uint32(2);
const bool l_845 = l_mut_139 || l_mut_133;
if (l_845) {
l_mut_87 = uint32(1);
} else {
const bool l_846 = l_mut_142 && l_mut_136;
if (l_846) {
l_mut_87 = uint32(0);
}
}
const uint32 l_847 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_848 = l_847 & uint32(2147483647);
const bool l_849 = l_848 == uint32(0);
if (l_849) {
const double l_850 = l_773 + l_772;
const bool l_851 = l_850 < double(1.1754943508222875e-38);
const double l_852 = l_774 - l_772;
const bool l_853 = l_852 > double(-1.1754943508222875e-38);
const bool l_854 = l_851 && l_853;
const double l_855 = l_773 - l_772;
const bool l_856 = l_855 < double(1.1754943508222875e-38);
const double l_857 = l_774 + l_772;
const bool l_858 = l_857 > double(-1.1754943508222875e-38);
const bool l_859 = l_856 && l_858;
if (l_854) {
l_mut_87 = uint32(0);
} else {
const bool l_860 = l_mut_87 == uint32(1);
const bool l_861 = l_859 && l_860;
if (l_861) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
} else {
const double l_862 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_863 = l_862 >= double(1.1754943508222875e-38);
const bool l_864 = l_862 <= double(1.7976931348623157e308);
const bool l_865 = l_863 && l_864;
if (l_865) {
const uint64 l_866 = reinterpret_cast<uint64 const&>(l_862);
const uint64 l_867 = l_866 >> uint64(52);
const uint64 l_868 = l_867 - uint64(23);
const uint64 l_869 = l_868 << uint64(52);
const double l_870 = reinterpret_cast<double const&>(l_869);
l_mut_122 = l_870;
}
const double l_871 = l_22 * l_mut_122;
l_mut_87 = uint32(2);
const double l_872 = l_16 - l_29;
const double l_873 = abs(l_872);
l_mut_122 = double(1.401298464324817e-45);
const bool l_874 = l_873 >= double(1.1754943508222875e-38);
const bool l_875 = l_873 <= double(1.7976931348623157e308);
const bool l_876 = l_874 && l_875;
if (l_876) {
const uint64 l_877 = reinterpret_cast<uint64 const&>(l_873);
const uint64 l_878 = l_877 >> uint64(52);
const uint64 l_879 = l_878 - uint64(23);
const uint64 l_880 = l_879 << uint64(52);
const double l_881 = reinterpret_cast<double const&>(l_880);
l_mut_122 = l_881;
}
const double l_882 = l_16 + l_29;
const double l_883 = abs(l_882);
l_mut_61 = double(1.401298464324817e-45);
const bool l_884 = l_883 >= double(1.1754943508222875e-38);
const bool l_885 = l_883 <= double(1.7976931348623157e308);
const bool l_886 = l_884 && l_885;
if (l_886) {
const uint64 l_887 = reinterpret_cast<uint64 const&>(l_883);
const uint64 l_888 = l_887 >> uint64(52);
const uint64 l_889 = l_888 - uint64(23);
const uint64 l_890 = l_889 << uint64(52);
const double l_891 = reinterpret_cast<double const&>(l_890);
l_mut_61 = l_891;
}
const bool l_892 = l_mut_122 == l_mut_61;
if (l_892) {
const double l_893 = l_871 * double(1.4551915228366852e-11);
const double l_894 = l_29 + l_893;
const double l_895 = l_16 - l_871;
const double l_896 = l_16 + l_871;
const uint32 l_897 = reinterpret_cast<uint32 const&>(l_15);
const double l_898 = double(l_15);
l_mut_122 = l_898;
const uint32 l_899 = l_897 & uint32(2139095040);
const bool l_900 = l_899 == uint32(0);
if (l_900) {
const uint32 l_901 = l_897 & uint32(8388607);
const double l_902 = double(l_901);
const double l_903 = l_902 * double(1.401298464324817e-45);
l_mut_122 = l_903;
const uint32 l_904 = l_897 >> uint32(31);
const bool l_905 = l_904 == uint32(1);
if (l_905) {
const double l_906 = -l_mut_122;
l_mut_122 = l_906;
}
}
const uint32 l_907 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_908 = l_907 + uint32(1);
l_mut_48 = l_908;
const uint32 l_909 = l_907 & uint32(2147483647);
const bool l_910 = l_909 == uint32(0);
if (l_910) {
l_mut_48 = uint32(1);
} else {
const uint32 l_911 = l_907 & uint32(2147483648);
const bool l_912 = l_911 != uint32(0);
if (l_912) {
const uint32 l_913 = l_907 - uint32(1);
l_mut_48 = l_913;
} else {
const bool l_914 = l_907 == uint32(2139095040);
if (l_914) {
l_mut_48 = l_907;
}
}
}
const float l_915 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_916 = reinterpret_cast<uint32 const&>(l_915);
const double l_917 = double(l_915);
l_mut_61 = l_917;
const uint32 l_918 = l_916 & uint32(2139095040);
const bool l_919 = l_918 == uint32(0);
if (l_919) {
const uint32 l_920 = l_916 & uint32(8388607);
const double l_921 = double(l_920);
const double l_922 = l_921 * double(1.401298464324817e-45);
l_mut_61 = l_922;
const uint32 l_923 = l_916 >> uint32(31);
const bool l_924 = l_923 == uint32(1);
if (l_924) {
const double l_925 = -l_mut_61;
l_mut_61 = l_925;
}
}
const uint32 l_926 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_927 = l_926 ^ uint32(2147483648);
const float l_928 = reinterpret_cast<float const&>(l_927);
const uint32 l_929 = reinterpret_cast<uint32 const&>(l_928);
const uint32 l_930 = l_929 + uint32(1);
l_mut_48 = l_930;
const uint32 l_931 = l_929 & uint32(2147483647);
const bool l_932 = l_931 == uint32(0);
if (l_932) {
l_mut_48 = uint32(1);
} else {
const uint32 l_933 = l_929 & uint32(2147483648);
const bool l_934 = l_933 != uint32(0);
if (l_934) {
const uint32 l_935 = l_929 - uint32(1);
l_mut_48 = l_935;
} else {
const bool l_936 = l_929 == uint32(2139095040);
if (l_936) {
l_mut_48 = l_929;
}
}
}
const float l_937 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_938 = reinterpret_cast<uint32 const&>(l_937);
const uint32 l_939 = l_938 ^ uint32(2147483648);
const float l_940 = reinterpret_cast<float const&>(l_939);
const uint32 l_941 = reinterpret_cast<uint32 const&>(l_940);
const double l_942 = double(l_940);
l_mut_38 = l_942;
const uint32 l_943 = l_941 & uint32(2139095040);
const bool l_944 = l_943 == uint32(0);
if (l_944) {
const uint32 l_945 = l_941 & uint32(8388607);
const double l_946 = double(l_945);
const double l_947 = l_946 * double(1.401298464324817e-45);
l_mut_38 = l_947;
const uint32 l_948 = l_941 >> uint32(31);
const bool l_949 = l_948 == uint32(1);
if (l_949) {
const double l_950 = -l_mut_38;
l_mut_38 = l_950;
}
}
const double l_951 = l_895 + l_894;
const bool l_952 = l_951 <= l_mut_122;
l_mut_142 = l_952;
const double l_953 = l_895 - l_894;
const bool l_954 = l_953 > l_mut_122;
l_mut_139 = l_954;
const double l_955 = l_896 - l_894;
const bool l_956 = l_955 >= l_mut_122;
l_mut_136 = l_956;
const double l_957 = l_896 + l_894;
const bool l_958 = l_957 < l_mut_122;
l_mut_133 = l_958;
if (l_13) {
const double l_959 = l_895 + l_894;
const bool l_960 = l_959 < l_mut_61;
l_mut_142 = l_960;
const double l_961 = l_895 - l_894;
const bool l_962 = l_961 >= l_mut_61;
l_mut_139 = l_962;
const double l_963 = l_896 - l_894;
const bool l_964 = l_963 > l_mut_38;
l_mut_136 = l_964;
const double l_965 = l_896 + l_894;
const bool l_966 = l_965 <= l_mut_38;
l_mut_133 = l_966;
}
l_mut_48 = uint32(2);
const bool l_967 = l_mut_139 || l_mut_133;
if (l_967) {
l_mut_48 = uint32(1);
} else {
const bool l_968 = l_mut_142 && l_mut_136;
if (l_968) {
l_mut_48 = uint32(0);
}
}
const uint32 l_969 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_970 = l_969 & uint32(2147483647);
const bool l_971 = l_970 == uint32(0);
if (l_971) {
const double l_972 = l_895 + l_894;
const bool l_973 = l_972 < double(1.1754943508222875e-38);
const double l_974 = l_896 - l_894;
const bool l_975 = l_974 > double(-1.1754943508222875e-38);
const bool l_976 = l_973 && l_975;
const double l_977 = l_895 - l_894;
const bool l_978 = l_977 < double(1.1754943508222875e-38);
const double l_979 = l_896 + l_894;
const bool l_980 = l_979 > double(-1.1754943508222875e-38);
const bool l_981 = l_978 && l_980;
if (l_976) {
l_mut_48 = uint32(0);
} else {
const bool l_982 = l_mut_48 == uint32(1);
const bool l_983 = l_981 && l_982;
if (l_983) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_984 = l_9 == uint32(13);
if (l_984) {
const double l_986 = l_26 * l_22;
const double l_987 = l_26 * l_25;
const double l_988 = l_26 * l_22;
const double l_989 = l_26 * l_25;
l_arr_985[uint32(0)] = l_986;
l_arr_985[uint32(1)] = l_986;
const double l_990 = l_arr_985[uint32(0)];
const bool l_991 = l_987 < l_990;
if (l_991) {
l_arr_985[uint32(0)] = l_987;
}
const double l_992 = l_arr_985[uint32(0)];
const bool l_993 = l_988 < l_992;
if (l_993) {
l_arr_985[uint32(0)] = l_988;
}
const double l_994 = l_arr_985[uint32(0)];
const bool l_995 = l_989 < l_994;
if (l_995) {
l_arr_985[uint32(0)] = l_989;
}
const double l_996 = l_arr_985[uint32(1)];
const bool l_997 = l_987 > l_996;
if (l_997) {
l_arr_985[uint32(1)] = l_987;
}
const double l_998 = l_arr_985[uint32(1)];
const bool l_999 = l_988 > l_998;
if (l_999) {
l_arr_985[uint32(1)] = l_988;
}
const double l_1000 = l_arr_985[uint32(1)];
const bool l_1001 = l_989 > l_1000;
if (l_1001) {
l_arr_985[uint32(1)] = l_989;
}
const double l_1002 = l_arr_985[uint32(0)];
const double l_1003 = l_1002 * double(7.1362384635298e44);
const double l_1004 = floor(l_1003);
const double l_1005 = l_1004 * double(1.401298464324817e-45);
l_mut_122 = l_1005;
const double l_1006 = abs(l_1002);
const bool l_1007 = l_1006 >= double(1.1754943508222875e-38);
if (l_1007) {
const float l_1008 = float(l_1002);
const double l_1009 = double(l_1008);
l_mut_122 = l_1009;
const bool l_1010 = l_mut_122 > l_1002;
if (l_1010) {
const uint32 l_1011 = reinterpret_cast<uint32 const&>(l_1008);
const uint32 l_1012 = l_1011 ^ uint32(2147483648);
const float l_1013 = reinterpret_cast<float const&>(l_1012);
const uint32 l_1014 = reinterpret_cast<uint32 const&>(l_1013);
const uint32 l_1015 = l_1014 + uint32(1);
l_mut_87 = l_1015;
const uint32 l_1016 = l_1014 & uint32(2147483647);
const bool l_1017 = l_1016 == uint32(0);
if (l_1017) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1018 = l_1014 & uint32(2147483648);
const bool l_1019 = l_1018 != uint32(0);
if (l_1019) {
const uint32 l_1020 = l_1014 - uint32(1);
l_mut_87 = l_1020;
} else {
const bool l_1021 = l_1014 == uint32(2139095040);
if (l_1021) {
l_mut_87 = l_1014;
}
}
}
const float l_1022 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1023 = reinterpret_cast<uint32 const&>(l_1022);
const uint32 l_1024 = l_1023 ^ uint32(2147483648);
const float l_1025 = reinterpret_cast<float const&>(l_1024);
const uint32 l_1026 = reinterpret_cast<uint32 const&>(l_1025);
const double l_1027 = double(l_1025);
l_mut_61 = l_1027;
const uint32 l_1028 = l_1026 & uint32(2139095040);
const bool l_1029 = l_1028 == uint32(0);
if (l_1029) {
const uint32 l_1030 = l_1026 & uint32(8388607);
const double l_1031 = double(l_1030);
const double l_1032 = l_1031 * double(1.401298464324817e-45);
l_mut_61 = l_1032;
const uint32 l_1033 = l_1026 >> uint32(31);
const bool l_1034 = l_1033 == uint32(1);
if (l_1034) {
const double l_1035 = -l_mut_61;
l_mut_61 = l_1035;
}
}
l_mut_122 = l_mut_61;
} else {
const uint32 l_1036 = reinterpret_cast<uint32 const&>(l_1008);
const uint32 l_1037 = l_1036 + uint32(1);
l_mut_87 = l_1037;
const uint32 l_1038 = l_1036 & uint32(2147483647);
const bool l_1039 = l_1038 == uint32(0);
if (l_1039) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1040 = l_1036 & uint32(2147483648);
const bool l_1041 = l_1040 != uint32(0);
if (l_1041) {
const uint32 l_1042 = l_1036 - uint32(1);
l_mut_87 = l_1042;
} else {
const bool l_1043 = l_1036 == uint32(2139095040);
if (l_1043) {
l_mut_87 = l_1036;
}
}
}
const float l_1044 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1045 = reinterpret_cast<uint32 const&>(l_1044);
const double l_1046 = double(l_1044);
l_mut_61 = l_1046;
const uint32 l_1047 = l_1045 & uint32(2139095040);
const bool l_1048 = l_1047 == uint32(0);
if (l_1048) {
const uint32 l_1049 = l_1045 & uint32(8388607);
const double l_1050 = double(l_1049);
const double l_1051 = l_1050 * double(1.401298464324817e-45);
l_mut_61 = l_1051;
const uint32 l_1052 = l_1045 >> uint32(31);
const bool l_1053 = l_1052 == uint32(1);
if (l_1053) {
const double l_1054 = -l_mut_61;
l_mut_61 = l_1054;
}
}
const bool l_1055 = l_mut_61 <= l_1002;
if (l_1055) {
const uint32 l_1056 = reinterpret_cast<uint32 const&>(l_1008);
const uint32 l_1057 = l_1056 + uint32(1);
l_mut_87 = l_1057;
const uint32 l_1058 = l_1056 & uint32(2147483647);
const bool l_1059 = l_1058 == uint32(0);
if (l_1059) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1060 = l_1056 & uint32(2147483648);
const bool l_1061 = l_1060 != uint32(0);
if (l_1061) {
const uint32 l_1062 = l_1056 - uint32(1);
l_mut_87 = l_1062;
} else {
const bool l_1063 = l_1056 == uint32(2139095040);
if (l_1063) {
l_mut_87 = l_1056;
}
}
}
const float l_1064 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1065 = reinterpret_cast<uint32 const&>(l_1064);
const double l_1066 = double(l_1064);
l_mut_61 = l_1066;
const uint32 l_1067 = l_1065 & uint32(2139095040);
const bool l_1068 = l_1067 == uint32(0);
if (l_1068) {
const uint32 l_1069 = l_1065 & uint32(8388607);
const double l_1070 = double(l_1069);
const double l_1071 = l_1070 * double(1.401298464324817e-45);
l_mut_61 = l_1071;
const uint32 l_1072 = l_1065 >> uint32(31);
const bool l_1073 = l_1072 == uint32(1);
if (l_1073) {
const double l_1074 = -l_mut_61;
l_mut_61 = l_1074;
}
}
l_mut_122 = l_mut_61;
}
}
}
l_mut_61 = l_mut_122;
const bool l_1075 = l_mut_122 > double(1000.0);
if (l_1075) {
const uint64 l_1076 = reinterpret_cast<uint64 const&>(l_mut_122);
const uint64 l_1077 = l_1076 | uint64(9218868437227405312);
const uint64 l_1078 = l_1077 & uint64(18442240474082181120);
const double l_1079 = reinterpret_cast<double const&>(l_1078);
l_mut_61 = l_1079;
} else {
const bool l_1080 = l_mut_122 < double(-1000.0);
if (l_1080) {
l_mut_61 = double(0.0);
} else {
const bool l_1081 = isnan(l_mut_122);
const bool l_1082 = !l_1081;
if (l_1082) {
const double l_1083 = l_mut_122 + double(0.5);
const double l_1084 = floor(l_1083);
const double l_1085 = l_mut_122 - l_1084;
const double l_1086 = l_1085 * double(0.6931471824645996);
const double l_1087 = l_1085 * double(-1.904654299957768e-9);
const double l_1088 = l_1086 + l_1087;
l_mut_122 = l_1088;
const bool l_1089 = isnan(l_1088);
if (l_1089) {
} else {
const bool l_1090 = l_1088 < double(-700.0);
if (l_1090) {
l_mut_122 = double(0.0);
} else {
const bool l_1091 = l_1088 > double(700.0);
if (l_1091) {
const uint64 l_1092 = reinterpret_cast<uint64 const&>(l_1088);
const uint64 l_1093 = l_1092 | uint64(9218868437227405312);
const uint64 l_1094 = l_1093 & uint64(18442240474082181120);
const double l_1095 = reinterpret_cast<double const&>(l_1094);
l_mut_122 = l_1095;
} else {
const double l_1096 = l_1088 * double(1.4426950408889634);
const double l_1097 = l_1096 + double(0.5);
const double l_1098 = floor(l_1097);
const double l_1099 = l_1098 * double(0.6931471824645996);
const double l_1100 = l_1086 - l_1099;
const double l_1101 = l_1100 * l_4;
const double l_1102 = l_1098 * double(-1.904654299957768e-9);
const double l_1103 = l_1087 - l_1102;
const double l_1104 = l_1101 + l_1103;
const double l_1105 = l_1104 * double(7.647163731819816e-13);
const double l_1106 = l_1105 + double(1.1470745597729725e-11);
l_mut_38 = l_1106;
const double l_1107 = l_mut_38 * l_1104;
const double l_1108 = l_1107 + double(1.6059043836821613e-10);
l_mut_38 = l_1108;
const double l_1109 = l_mut_38 * l_1104;
const double l_1110 = l_1109 + double(2.08767569878681e-9);
l_mut_38 = l_1110;
const double l_1111 = l_mut_38 * l_1104;
const double l_1112 = l_1111 + double(2.505210838544172e-8);
l_mut_38 = l_1112;
const double l_1113 = l_mut_38 * l_1104;
const double l_1114 = l_1113 + double(2.755731922398589e-7);
l_mut_38 = l_1114;
const double l_1115 = l_mut_38 * l_1104;
const double l_1116 = l_1115 + double(2.7557319223985893e-6);
l_mut_38 = l_1116;
const double l_1117 = l_mut_38 * l_1104;
const double l_1118 = l_1117 + double(2.48015873015873e-5);
l_mut_38 = l_1118;
const double l_1119 = l_mut_38 * l_1104;
const double l_1120 = l_1119 + double(0.0001984126984126984);
l_mut_38 = l_1120;
const double l_1121 = l_mut_38 * l_1104;
const double l_1122 = l_1121 + double(0.001388888888888889);
l_mut_38 = l_1122;
const double l_1123 = l_mut_38 * l_1104;
const double l_1124 = l_1123 + double(0.008333333333333333);
l_mut_38 = l_1124;
const double l_1125 = l_mut_38 * l_1104;
const double l_1126 = l_1125 + double(0.041666666666666664);
l_mut_38 = l_1126;
const double l_1127 = l_mut_38 * l_1104;
const double l_1128 = l_1127 + double(0.16666666666666666);
l_mut_38 = l_1128;
const double l_1129 = l_mut_38 * l_1104;
const double l_1130 = l_1129 + double(0.5);
l_mut_38 = l_1130;
const double l_1131 = l_1104 * l_1104;
const double l_1132 = l_1131 * l_mut_38;
const double l_1133 = l_1104 + l_1132;
const double l_1134 = double(1.0) + l_1133;
const int32 l_1135 = int32(l_1098);
const int32 l_1136 = l_1135 + int32(1023);
const uint64 l_1137 = uint64(l_1136);
const uint64 l_1138 = l_1137 << uint64(52);
const double l_1139 = reinterpret_cast<double const&>(l_1138);
const double l_1140 = l_1134 * l_1139;
l_mut_122 = l_1140;
}
}
}
const int32 l_1141 = int32(l_1084);
const int32 l_1142 = l_1141 + int32(1023);
const uint64 l_1143 = uint64(l_1142);
const uint64 l_1144 = l_1143 << uint64(52);
const double l_1145 = reinterpret_cast<double const&>(l_1144);
const double l_1146 = l_mut_122 * l_1145;
l_mut_61 = l_1146;
}
}
}
const double l_1147 = l_arr_985[uint32(1)];
const double l_1148 = -l_1147;
const double l_1149 = l_1148 * double(7.1362384635298e44);
const double l_1150 = floor(l_1149);
const double l_1151 = l_1150 * double(1.401298464324817e-45);
l_mut_122 = l_1151;
const double l_1152 = abs(l_1148);
const bool l_1153 = l_1152 >= double(1.1754943508222875e-38);
if (l_1153) {
const float l_1154 = float(l_1148);
const double l_1155 = double(l_1154);
l_mut_122 = l_1155;
const bool l_1156 = l_mut_122 > l_1148;
if (l_1156) {
const uint32 l_1157 = reinterpret_cast<uint32 const&>(l_1154);
const uint32 l_1158 = l_1157 ^ uint32(2147483648);
const float l_1159 = reinterpret_cast<float const&>(l_1158);
const uint32 l_1160 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1161 = l_1160 + uint32(1);
l_mut_87 = l_1161;
const uint32 l_1162 = l_1160 & uint32(2147483647);
const bool l_1163 = l_1162 == uint32(0);
if (l_1163) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1164 = l_1160 & uint32(2147483648);
const bool l_1165 = l_1164 != uint32(0);
if (l_1165) {
const uint32 l_1166 = l_1160 - uint32(1);
l_mut_87 = l_1166;
} else {
const bool l_1167 = l_1160 == uint32(2139095040);
if (l_1167) {
l_mut_87 = l_1160;
}
}
}
const float l_1168 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1169 = reinterpret_cast<uint32 const&>(l_1168);
const uint32 l_1170 = l_1169 ^ uint32(2147483648);
const float l_1171 = reinterpret_cast<float const&>(l_1170);
const uint32 l_1172 = reinterpret_cast<uint32 const&>(l_1171);
const double l_1173 = double(l_1171);
l_mut_38 = l_1173;
const uint32 l_1174 = l_1172 & uint32(2139095040);
const bool l_1175 = l_1174 == uint32(0);
if (l_1175) {
const uint32 l_1176 = l_1172 & uint32(8388607);
const double l_1177 = double(l_1176);
const double l_1178 = l_1177 * double(1.401298464324817e-45);
l_mut_38 = l_1178;
const uint32 l_1179 = l_1172 >> uint32(31);
const bool l_1180 = l_1179 == uint32(1);
if (l_1180) {
const double l_1181 = -l_mut_38;
l_mut_38 = l_1181;
}
}
l_mut_122 = l_mut_38;
} else {
const uint32 l_1182 = reinterpret_cast<uint32 const&>(l_1154);
const uint32 l_1183 = l_1182 + uint32(1);
l_mut_87 = l_1183;
const uint32 l_1184 = l_1182 & uint32(2147483647);
const bool l_1185 = l_1184 == uint32(0);
if (l_1185) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1186 = l_1182 & uint32(2147483648);
const bool l_1187 = l_1186 != uint32(0);
if (l_1187) {
const uint32 l_1188 = l_1182 - uint32(1);
l_mut_87 = l_1188;
} else {
const bool l_1189 = l_1182 == uint32(2139095040);
if (l_1189) {
l_mut_87 = l_1182;
}
}
}
const float l_1190 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1191 = reinterpret_cast<uint32 const&>(l_1190);
const double l_1192 = double(l_1190);
l_mut_38 = l_1192;
const uint32 l_1193 = l_1191 & uint32(2139095040);
const bool l_1194 = l_1193 == uint32(0);
if (l_1194) {
const uint32 l_1195 = l_1191 & uint32(8388607);
const double l_1196 = double(l_1195);
const double l_1197 = l_1196 * double(1.401298464324817e-45);
l_mut_38 = l_1197;
const uint32 l_1198 = l_1191 >> uint32(31);
const bool l_1199 = l_1198 == uint32(1);
if (l_1199) {
const double l_1200 = -l_mut_38;
l_mut_38 = l_1200;
}
}
const bool l_1201 = l_mut_38 <= l_1148;
if (l_1201) {
const uint32 l_1202 = reinterpret_cast<uint32 const&>(l_1154);
const uint32 l_1203 = l_1202 + uint32(1);
l_mut_87 = l_1203;
const uint32 l_1204 = l_1202 & uint32(2147483647);
const bool l_1205 = l_1204 == uint32(0);
if (l_1205) {
l_mut_87 = uint32(1);
} else {
const uint32 l_1206 = l_1202 & uint32(2147483648);
const bool l_1207 = l_1206 != uint32(0);
if (l_1207) {
const uint32 l_1208 = l_1202 - uint32(1);
l_mut_87 = l_1208;
} else {
const bool l_1209 = l_1202 == uint32(2139095040);
if (l_1209) {
l_mut_87 = l_1202;
}
}
}
const float l_1210 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_1211 = reinterpret_cast<uint32 const&>(l_1210);
const double l_1212 = double(l_1210);
l_mut_38 = l_1212;
const uint32 l_1213 = l_1211 & uint32(2139095040);
const bool l_1214 = l_1213 == uint32(0);
if (l_1214) {
const uint32 l_1215 = l_1211 & uint32(8388607);
const double l_1216 = double(l_1215);
const double l_1217 = l_1216 * double(1.401298464324817e-45);
l_mut_38 = l_1217;
const uint32 l_1218 = l_1211 >> uint32(31);
const bool l_1219 = l_1218 == uint32(1);
if (l_1219) {
const double l_1220 = -l_mut_38;
l_mut_38 = l_1220;
}
}
l_mut_122 = l_mut_38;
}
}
}
const double l_1221 = -l_mut_122;
l_mut_122 = l_1221;
const bool l_1222 = l_1221 > double(1000.0);
if (l_1222) {
const uint64 l_1223 = reinterpret_cast<uint64 const&>(l_1221);
const uint64 l_1224 = l_1223 | uint64(9218868437227405312);
const uint64 l_1225 = l_1224 & uint64(18442240474082181120);
const double l_1226 = reinterpret_cast<double const&>(l_1225);
l_mut_122 = l_1226;
} else {
const bool l_1227 = l_1221 < double(-1000.0);
if (l_1227) {
l_mut_122 = double(0.0);
} else {
const bool l_1228 = isnan(l_1221);
const bool l_1229 = !l_1228;
if (l_1229) {
const double l_1230 = l_1221 + double(0.5);
const double l_1231 = floor(l_1230);
const double l_1232 = l_1221 - l_1231;
const double l_1233 = l_1232 * double(0.6931471824645996);
const double l_1234 = l_1232 * double(-1.904654299957768e-9);
const double l_1235 = l_1233 + l_1234;
l_mut_38 = l_1235;
const bool l_1236 = isnan(l_1235);
if (l_1236) {
} else {
const bool l_1237 = l_1235 < double(-700.0);
if (l_1237) {
l_mut_38 = double(0.0);
} else {
const bool l_1238 = l_1235 > double(700.0);
if (l_1238) {
const uint64 l_1239 = reinterpret_cast<uint64 const&>(l_1235);
const uint64 l_1240 = l_1239 | uint64(9218868437227405312);
const uint64 l_1241 = l_1240 & uint64(18442240474082181120);
const double l_1242 = reinterpret_cast<double const&>(l_1241);
l_mut_38 = l_1242;
} else {
const double l_1243 = l_1235 * double(1.4426950408889634);
const double l_1244 = l_1243 + double(0.5);
const double l_1245 = floor(l_1244);
const double l_1246 = l_1245 * double(0.6931471824645996);
const double l_1247 = l_1233 - l_1246;
const double l_1248 = l_1247 * l_4;
const double l_1249 = l_1245 * double(-1.904654299957768e-9);
const double l_1250 = l_1234 - l_1249;
const double l_1251 = l_1248 + l_1250;
const double l_1252 = l_1251 * double(7.647163731819816e-13);
const double l_1253 = l_1252 + double(1.1470745597729725e-11);
l_mut_1254 = l_1253;
const double l_1255 = l_mut_1254 * l_1251;
const double l_1256 = l_1255 + double(1.6059043836821613e-10);
l_mut_1254 = l_1256;
const double l_1257 = l_mut_1254 * l_1251;
const double l_1258 = l_1257 + double(2.08767569878681e-9);
l_mut_1254 = l_1258;
const double l_1259 = l_mut_1254 * l_1251;
const double l_1260 = l_1259 + double(2.505210838544172e-8);
l_mut_1254 = l_1260;
const double l_1261 = l_mut_1254 * l_1251;
const double l_1262 = l_1261 + double(2.755731922398589e-7);
l_mut_1254 = l_1262;
const double l_1263 = l_mut_1254 * l_1251;
const double l_1264 = l_1263 + double(2.7557319223985893e-6);
l_mut_1254 = l_1264;
const double l_1265 = l_mut_1254 * l_1251;
const double l_1266 = l_1265 + double(2.48015873015873e-5);
l_mut_1254 = l_1266;
const double l_1267 = l_mut_1254 * l_1251;
const double l_1268 = l_1267 + double(0.0001984126984126984);
l_mut_1254 = l_1268;
const double l_1269 = l_mut_1254 * l_1251;
const double l_1270 = l_1269 + double(0.001388888888888889);
l_mut_1254 = l_1270;
const double l_1271 = l_mut_1254 * l_1251;
const double l_1272 = l_1271 + double(0.008333333333333333);
l_mut_1254 = l_1272;
const double l_1273 = l_mut_1254 * l_1251;
const double l_1274 = l_1273 + double(0.041666666666666664);
l_mut_1254 = l_1274;
const double l_1275 = l_mut_1254 * l_1251;
const double l_1276 = l_1275 + double(0.16666666666666666);
l_mut_1254 = l_1276;
const double l_1277 = l_mut_1254 * l_1251;
const double l_1278 = l_1277 + double(0.5);
l_mut_1254 = l_1278;
const double l_1279 = l_1251 * l_1251;
const double l_1280 = l_1279 * l_mut_1254;
const double l_1281 = l_1251 + l_1280;
const double l_1282 = double(1.0) + l_1281;
const int32 l_1283 = int32(l_1245);
const int32 l_1284 = l_1283 + int32(1023);
const uint64 l_1285 = uint64(l_1284);
const uint64 l_1286 = l_1285 << uint64(52);
const double l_1287 = reinterpret_cast<double const&>(l_1286);
const double l_1288 = l_1282 * l_1287;
l_mut_38 = l_1288;
}
}
}
const int32 l_1289 = int32(l_1231);
const int32 l_1290 = l_1289 + int32(1023);
const uint64 l_1291 = uint64(l_1290);
const uint64 l_1292 = l_1291 << uint64(52);
const double l_1293 = reinterpret_cast<double const&>(l_1292);
const double l_1294 = l_mut_38 * l_1293;
l_mut_122 = l_1294;
}
}
}
const double l_1295 = l_mut_61 * double(1.4551915228366852e-11);
const double l_1296 = l_mut_122 * double(1.4551915228366852e-11);
l_mut_87 = uint32(2);
const double l_1297 = l_mut_61 - l_1295;
const double l_1298 = abs(l_1297);
l_mut_1254 = double(1.401298464324817e-45);
const bool l_1299 = l_1298 >= double(1.1754943508222875e-38);
const bool l_1300 = l_1298 <= double(1.7976931348623157e308);
const bool l_1301 = l_1299 && l_1300;
if (l_1301) {
const uint64 l_1302 = reinterpret_cast<uint64 const&>(l_1298);
const uint64 l_1303 = l_1302 >> uint64(52);
const uint64 l_1304 = l_1303 - uint64(23);
const uint64 l_1305 = l_1304 << uint64(52);
const double l_1306 = reinterpret_cast<double const&>(l_1305);
l_mut_1254 = l_1306;
}
const double l_1307 = l_mut_61 + l_1295;
const double l_1308 = abs(l_1307);
l_mut_38 = double(1.401298464324817e-45);
const bool l_1309 = l_1308 >= double(1.1754943508222875e-38);
const bool l_1310 = l_1308 <= double(1.7976931348623157e308);
const bool l_1311 = l_1309 && l_1310;
if (l_1311) {
const uint64 l_1312 = reinterpret_cast<uint64 const&>(l_1308);
const uint64 l_1313 = l_1312 >> uint64(52);
const uint64 l_1314 = l_1313 - uint64(23);
const uint64 l_1315 = l_1314 << uint64(52);
const double l_1316 = reinterpret_cast<double const&>(l_1315);
l_mut_38 = l_1316;
}
const bool l_1317 = l_mut_1254 == l_mut_38;
const double l_1318 = l_mut_122 - l_1296;
const double l_1319 = abs(l_1318);
l_mut_1254 = double(1.401298464324817e-45);
const bool l_1320 = l_1319 >= double(1.1754943508222875e-38);
const bool l_1321 = l_1319 <= double(1.7976931348623157e308);
const bool l_1322 = l_1320 && l_1321;
if (l_1322) {
const uint64 l_1323 = reinterpret_cast<uint64 const&>(l_1319);
const uint64 l_1324 = l_1323 >> uint64(52);
const uint64 l_1325 = l_1324 - uint64(23);
const uint64 l_1326 = l_1325 << uint64(52);
const double l_1327 = reinterpret_cast<double const&>(l_1326);
l_mut_1254 = l_1327;
}
const double l_1328 = l_mut_122 + l_1296;
const double l_1329 = abs(l_1328);
l_mut_38 = double(1.401298464324817e-45);
const bool l_1330 = l_1329 >= double(1.1754943508222875e-38);
const bool l_1331 = l_1329 <= double(1.7976931348623157e308);
const bool l_1332 = l_1330 && l_1331;
if (l_1332) {
const uint64 l_1333 = reinterpret_cast<uint64 const&>(l_1329);
const uint64 l_1334 = l_1333 >> uint64(52);
const uint64 l_1335 = l_1334 - uint64(23);
const uint64 l_1336 = l_1335 << uint64(52);
const double l_1337 = reinterpret_cast<double const&>(l_1336);
l_mut_38 = l_1337;
}
const bool l_1338 = l_mut_1254 == l_mut_38;
const bool l_1339 = l_1317 && l_1338;
if (l_1339) {
const double l_1340 = l_19 * l_mut_61;
const double l_1341 = abs(l_mut_61);
l_mut_1254 = double(1.401298464324817e-45);
const bool l_1342 = l_1341 >= double(1.1754943508222875e-38);
const bool l_1343 = l_1341 <= double(1.7976931348623157e308);
const bool l_1344 = l_1342 && l_1343;
if (l_1344) {
const uint64 l_1345 = reinterpret_cast<uint64 const&>(l_1341);
const uint64 l_1346 = l_1345 >> uint64(52);
const uint64 l_1347 = l_1346 - uint64(23);
const uint64 l_1348 = l_1347 << uint64(52);
const double l_1349 = reinterpret_cast<double const&>(l_1348);
l_mut_1254 = l_1349;
}
const double l_1350 = double(0.5) * l_mut_1254;
l_mut_1254 = l_1340;
const bool l_1351 = l_1350 > l_1340;
if (l_1351) {
l_mut_1254 = l_1350;
}
const double l_1352 = l_19 * l_mut_122;
const double l_1353 = abs(l_mut_122);
l_mut_38 = double(1.401298464324817e-45);
const bool l_1354 = l_1353 >= double(1.1754943508222875e-38);
const bool l_1355 = l_1353 <= double(1.7976931348623157e308);
const bool l_1356 = l_1354 && l_1355;
if (l_1356) {
const uint64 l_1357 = reinterpret_cast<uint64 const&>(l_1353);
const uint64 l_1358 = l_1357 >> uint64(52);
const uint64 l_1359 = l_1358 - uint64(23);
const uint64 l_1360 = l_1359 << uint64(52);
const double l_1361 = reinterpret_cast<double const&>(l_1360);
l_mut_38 = l_1361;
}
const double l_1362 = double(0.5) * l_mut_38;
l_mut_38 = l_1352;
const bool l_1363 = l_1362 > l_1352;
if (l_1363) {
l_mut_38 = l_1362;
}
const double l_1364 = l_mut_61 - l_mut_1254;
const double l_1365 = l_mut_122 + l_mut_38;
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_15);
const double l_1367 = double(l_15);
l_mut_1254 = l_1367;
const uint32 l_1368 = l_1366 & uint32(2139095040);
const bool l_1369 = l_1368 == uint32(0);
if (l_1369) {
const uint32 l_1370 = l_1366 & uint32(8388607);
const double l_1371 = double(l_1370);
const double l_1372 = l_1371 * double(1.401298464324817e-45);
l_mut_1254 = l_1372;
const uint32 l_1373 = l_1366 >> uint32(31);
const bool l_1374 = l_1373 == uint32(1);
if (l_1374) {
const double l_1375 = -l_mut_1254;
l_mut_1254 = l_1375;
}
}
const uint32 l_1376 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1377 = l_1376 + uint32(1);
l_mut_48 = l_1377;
const uint32 l_1378 = l_1376 & uint32(2147483647);
const bool l_1379 = l_1378 == uint32(0);
if (l_1379) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1380 = l_1376 & uint32(2147483648);
const bool l_1381 = l_1380 != uint32(0);
if (l_1381) {
const uint32 l_1382 = l_1376 - uint32(1);
l_mut_48 = l_1382;
} else {
const bool l_1383 = l_1376 == uint32(2139095040);
if (l_1383) {
l_mut_48 = l_1376;
}
}
}
const float l_1384 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1385 = reinterpret_cast<uint32 const&>(l_1384);
const double l_1386 = double(l_1384);
l_mut_122 = l_1386;
const uint32 l_1387 = l_1385 & uint32(2139095040);
const bool l_1388 = l_1387 == uint32(0);
if (l_1388) {
const uint32 l_1389 = l_1385 & uint32(8388607);
const double l_1390 = double(l_1389);
const double l_1391 = l_1390 * double(1.401298464324817e-45);
l_mut_122 = l_1391;
const uint32 l_1392 = l_1385 >> uint32(31);
const bool l_1393 = l_1392 == uint32(1);
if (l_1393) {
const double l_1394 = -l_mut_122;
l_mut_122 = l_1394;
}
}
const uint32 l_1395 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1396 = l_1395 ^ uint32(2147483648);
const float l_1397 = reinterpret_cast<float const&>(l_1396);
const uint32 l_1398 = reinterpret_cast<uint32 const&>(l_1397);
const uint32 l_1399 = l_1398 + uint32(1);
l_mut_48 = l_1399;
const uint32 l_1400 = l_1398 & uint32(2147483647);
const bool l_1401 = l_1400 == uint32(0);
if (l_1401) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1402 = l_1398 & uint32(2147483648);
const bool l_1403 = l_1402 != uint32(0);
if (l_1403) {
const uint32 l_1404 = l_1398 - uint32(1);
l_mut_48 = l_1404;
} else {
const bool l_1405 = l_1398 == uint32(2139095040);
if (l_1405) {
l_mut_48 = l_1398;
}
}
}
const float l_1406 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1407 = reinterpret_cast<uint32 const&>(l_1406);
const uint32 l_1408 = l_1407 ^ uint32(2147483648);
const float l_1409 = reinterpret_cast<float const&>(l_1408);
const uint32 l_1410 = reinterpret_cast<uint32 const&>(l_1409);
const double l_1411 = double(l_1409);
l_mut_61 = l_1411;
const uint32 l_1412 = l_1410 & uint32(2139095040);
const bool l_1413 = l_1412 == uint32(0);
if (l_1413) {
const uint32 l_1414 = l_1410 & uint32(8388607);
const double l_1415 = double(l_1414);
const double l_1416 = l_1415 * double(1.401298464324817e-45);
l_mut_61 = l_1416;
const uint32 l_1417 = l_1410 >> uint32(31);
const bool l_1418 = l_1417 == uint32(1);
if (l_1418) {
const double l_1419 = -l_mut_61;
l_mut_61 = l_1419;
}
}
const double l_1420 = l_1364 + l_1295;
const bool l_1421 = l_1420 <= l_mut_1254;
l_mut_142 = l_1421;
const double l_1422 = l_1364 - l_1295;
const bool l_1423 = l_1422 > l_mut_1254;
l_mut_139 = l_1423;
const double l_1424 = l_1365 - l_1296;
const bool l_1425 = l_1424 >= l_mut_1254;
l_mut_136 = l_1425;
const double l_1426 = l_1365 + l_1296;
const bool l_1427 = l_1426 < l_mut_1254;
l_mut_133 = l_1427;
l_mut_48 = uint32(2);
const bool l_1428 = l_mut_139 || l_mut_133;
if (l_1428) {
l_mut_48 = uint32(1);
} else {
const bool l_1429 = l_mut_142 && l_mut_136;
if (l_1429) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1430 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1431 = l_1430 & uint32(2147483647);
const bool l_1432 = l_1431 == uint32(0);
if (l_1432) {
const double l_1433 = l_1364 + l_1295;
const bool l_1434 = l_1433 < double(1.1754943508222875e-38);
const double l_1435 = l_1365 - l_1296;
const bool l_1436 = l_1435 > double(-1.1754943508222875e-38);
const bool l_1437 = l_1434 && l_1436;
const double l_1438 = l_1364 - l_1295;
const bool l_1439 = l_1438 < double(1.1754943508222875e-38);
const double l_1440 = l_1365 + l_1296;
const bool l_1441 = l_1440 > double(-1.1754943508222875e-38);
const bool l_1442 = l_1439 && l_1441;
if (l_1437) {
l_mut_48 = uint32(0);
} else {
const bool l_1443 = l_mut_48 == uint32(1);
const bool l_1444 = l_1442 && l_1443;
if (l_1444) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
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
const uint32 l_1445 = l_arr_30[uint32(0)];
const bool l_1446 = l_1445 == uint32(0);
if (l_1446) {
l_mut_31 = uint32(2);
}
const uint32 l_1517 = info.static_meta[uint32(7)];
const uint32 l_1518 = l_1517 * uint32(1);
const bool l_1519 = l_7 < l_1518;
if (l_1519) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
