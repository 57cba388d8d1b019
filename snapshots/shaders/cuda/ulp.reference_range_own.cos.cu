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

uint32 l_arr_423[1];

uint32 l_arr_10[8];

bool l_mut_128;
bool l_mut_523;
bool l_mut_526;
bool l_mut_529;
bool l_mut_532;
double l_mut_244;
double l_mut_26;
double l_mut_35;
double l_mut_49;
double l_mut_76;
float l_mut_22;
int32 l_mut_189;
uint32 l_mut_424;
uint32 l_mut_440;
uint32 l_mut_478;
uint32 l_mut_59;
uint64 l_mut_145;
uint64 l_mut_174;
uint64 l_mut_186;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1482 = info.static_meta[uint32(7)];
const uint32 l_1483 = l_1482 * uint32(1);
const bool l_1484 = uint32(0) < l_1483;
if (l_1484) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1468 = info.static_meta[uint32(0)];
const uint32 l_1469 = l_1468 * uint32(1);
const bool l_1470 = uint32(1) < l_1469;
const uint32 l_1471 = l_1469 - uint32(1);
const uint32 l_1472 = min(uint32(1), l_1471);
const uint32 l_1473 = buffer_0[l_1472];
const uint32 l_1474 = (l_1470) ? l_1473 : uint32(0);
const uint32 l_1 = l_1474;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1475 = info.static_meta[uint32(0)];
const uint32 l_1476 = l_1475 * uint32(1);
const bool l_1477 = uint32(2) < l_1476;
const uint32 l_1478 = l_1476 - uint32(1);
const uint32 l_1479 = min(uint32(2), l_1478);
const uint32 l_1480 = buffer_0[l_1479];
const uint32 l_1481 = (l_1477) ? l_1480 : uint32(0);
const uint32 l_3 = l_1481;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1485 = info.static_meta[uint32(0)];
const uint32 l_1486 = l_1485 * uint32(1);
const bool l_1487 = uint32(2) < l_1486;
const uint32 l_1488 = l_1486 - uint32(1);
const uint32 l_1489 = min(uint32(2), l_1488);
const uint32 l_1490 = buffer_0[l_1489];
const uint32 l_1491 = (l_1487) ? l_1490 : uint32(0);
const uint32 l_6 = l_1491;
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
const uint32 l_1492 = info.static_meta[uint32(0)];
const uint32 l_1493 = l_1492 * uint32(1);
const bool l_1494 = uint32(0) < l_1493;
const uint32 l_1495 = l_1493 - uint32(1);
const uint32 l_1496 = min(uint32(0), l_1495);
const uint32 l_1497 = buffer_0[l_1496];
const uint32 l_1498 = (l_1494) ? l_1497 : uint32(0);
const uint32 l_19 = l_1498;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = cos(l_21);
l_mut_22 = l_23;
const uint32 l_24 = reinterpret_cast<uint32 const&>(l_21);
const double l_25 = double(l_21);
l_mut_26 = l_25;
const uint32 l_27 = l_24 & uint32(2139095040);
const bool l_28 = l_27 == uint32(0);
if (l_28) {
const uint32 l_29 = l_24 & uint32(8388607);
const double l_30 = double(l_29);
const double l_31 = l_30 * double(1.401298464324817e-45);
l_mut_26 = l_31;
const uint32 l_32 = l_24 >> uint32(31);
const bool l_33 = l_32 == uint32(1);
if (l_33) {
const double l_34 = -l_mut_26;
l_mut_26 = l_34;
}
}
l_mut_35 = l_mut_26;
const uint32 l_36 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_37 = l_36 & uint32(2147483647);
const double l_38 = double(l_21);
const uint64 l_39 = reinterpret_cast<uint64 const&>(l_38);
const uint64 l_40 = l_39 | uint64(9221120237041090560);
const double l_41 = reinterpret_cast<double const&>(l_40);
l_mut_26 = l_41;
const float l_42 = reinterpret_cast<float const&>(l_37);
const bool l_43 = l_42 < float(4.0);
if (l_43) {
const uint32 l_1506 = info.static_meta[uint32(3)];
const uint32 l_1507 = l_1506 * uint32(1);
const bool l_1508 = uint32(1024) < l_1507;
const uint32 l_1509 = l_1507 - uint32(1);
const uint32 l_1510 = min(uint32(1024), l_1509);
const uint32 l_1511 = buffer_3[l_1510];
const uint32 l_1512 = (l_1508) ? l_1511 : uint32(0);
const uint32 l_44 = l_1512;
const float l_45 = reinterpret_cast<float const&>(l_44);
const double l_46 = double(l_45);
const uint32 l_47 = reinterpret_cast<uint32 const&>(l_21);
const double l_48 = double(l_21);
l_mut_49 = l_48;
const uint32 l_50 = l_47 & uint32(2139095040);
const bool l_51 = l_50 == uint32(0);
if (l_51) {
const uint32 l_52 = l_47 & uint32(8388607);
const double l_53 = double(l_52);
const double l_54 = l_53 * double(1.401298464324817e-45);
l_mut_49 = l_54;
const uint32 l_55 = l_47 >> uint32(31);
const bool l_56 = l_55 == uint32(1);
if (l_56) {
const double l_57 = -l_mut_49;
l_mut_49 = l_57;
}
}
const double l_58 = abs(l_mut_49);
l_mut_49 = l_58;
l_mut_59 = uint32(0);
const bool l_60 = l_58 >= double(0.785);
if (l_60) {
const double l_61 = l_58 * double(0.6366197723675814);
const double l_62 = l_61 + double(0.5);
const double l_63 = floor(l_62);
const double l_64 = l_63 * double(1.570796325802803);
const double l_65 = l_58 - l_64;
const double l_66 = l_65 * l_46;
const double l_67 = l_63 * double(9.920935796805404e-10);
const double l_68 = l_66 - l_67;
l_mut_49 = l_68;
const uint32 l_69 = uint32(l_63);
l_mut_59 = l_69;
}
const uint32 l_70 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_71 = l_70 >> uint32(31);
const bool l_72 = l_71 == uint32(1);
const double l_73 = l_mut_49 * l_mut_49;
const double l_74 = l_73 * double(1.9572941063391263e-20);
const double l_75 = double(8.22063524662433e-18) - l_74;
l_mut_76 = l_75;
const double l_77 = l_mut_76 * l_73;
const double l_78 = l_77 - double(2.8114572543455206e-15);
l_mut_76 = l_78;
const double l_79 = l_mut_76 * l_73;
const double l_80 = l_79 + double(7.647163731819816e-13);
l_mut_76 = l_80;
const double l_81 = l_mut_76 * l_73;
const double l_82 = l_81 - double(1.6059043836821613e-10);
l_mut_76 = l_82;
const double l_83 = l_mut_76 * l_73;
const double l_84 = l_83 + double(2.505210838544172e-8);
l_mut_76 = l_84;
const double l_85 = l_mut_76 * l_73;
const double l_86 = l_85 - double(2.7557319223985893e-6);
l_mut_76 = l_86;
const double l_87 = l_mut_76 * l_73;
const double l_88 = l_87 + double(0.0001984126984126984);
l_mut_76 = l_88;
const double l_89 = l_mut_76 * l_73;
const double l_90 = l_89 - double(0.008333333333333333);
l_mut_76 = l_90;
const double l_91 = l_mut_76 * l_73;
const double l_92 = l_91 + double(0.16666666666666666);
l_mut_76 = l_92;
const double l_93 = double(0.5) * l_73;
const double l_94 = double(1.0) - l_93;
const double l_95 = double(0.0) * l_94;
const double l_96 = l_mut_49 * l_73;
const double l_97 = l_96 * l_mut_76;
const double l_98 = l_95 - l_97;
const double l_99 = l_mut_49 + l_98;
const double l_100 = l_mut_49 * l_mut_49;
const double l_101 = l_100 * double(4.110317623312165e-19);
const double l_102 = l_101 - double(1.5619206968586225e-16);
l_mut_76 = l_102;
const double l_103 = l_mut_76 * l_100;
const double l_104 = l_103 + double(4.779477332387385e-14);
l_mut_76 = l_104;
const double l_105 = l_mut_76 * l_100;
const double l_106 = l_105 - double(1.1470745597729725e-11);
l_mut_76 = l_106;
const double l_107 = l_mut_76 * l_100;
const double l_108 = l_107 + double(2.08767569878681e-9);
l_mut_76 = l_108;
const double l_109 = l_mut_76 * l_100;
const double l_110 = l_109 - double(2.755731922398589e-7);
l_mut_76 = l_110;
const double l_111 = l_mut_76 * l_100;
const double l_112 = l_111 + double(2.48015873015873e-5);
l_mut_76 = l_112;
const double l_113 = l_mut_76 * l_100;
const double l_114 = l_113 - double(0.001388888888888889);
l_mut_76 = l_114;
const double l_115 = l_mut_76 * l_100;
const double l_116 = l_115 + double(0.041666666666666664);
l_mut_76 = l_116;
const double l_117 = double(0.5) * l_100;
const double l_118 = double(1.0) - l_117;
const double l_119 = l_100 * l_100;
const double l_120 = l_119 * l_mut_76;
const double l_121 = double(0.0) * l_mut_49;
const double l_122 = l_120 - l_121;
const double l_123 = l_118 + l_122;
const uint32 l_124 = l_mut_59 & uint32(1);
const bool l_125 = l_124 == uint32(1);
l_mut_76 = l_99;
const uint32 l_126 = l_mut_59 & uint32(2);
const bool l_127 = l_126 != uint32(0);
l_mut_128 = l_127;
l_mut_76 = l_123;
if (l_125) {
l_mut_76 = l_99;
}
const uint32 l_129 = l_mut_59 + uint32(1);
const uint32 l_130 = l_129 & uint32(2);
const bool l_131 = l_130 != uint32(0);
l_mut_128 = l_131;
const bool l_132 = bool(false) && l_72;
if (l_132) {
const bool l_133 = !l_mut_128;
l_mut_128 = l_133;
}
if (l_mut_128) {
const double l_134 = -l_mut_76;
l_mut_76 = l_134;
}
l_mut_26 = l_mut_76;
} else {
const bool l_135 = l_37 < uint32(2139095040);
if (l_135) {
const uint32 l_136 = l_37 & uint32(8388607);
const uint32 l_137 = l_136 | uint32(8388608);
const uint64 l_138 = uint64(l_137);
const uint32 l_139 = l_37 >> uint32(23);
const uint32 l_140 = l_139 * uint32(4);
const uint32 l_141 = l_140 + uint32(3);
const uint32 l_1513 = info.static_meta[uint32(3)];
const uint32 l_1514 = l_1513 * uint32(1);
const bool l_1515 = l_141 < l_1514;
const uint32 l_1516 = l_1514 - uint32(1);
const uint32 l_1517 = min(l_141, l_1516);
const uint32 l_1518 = buffer_3[l_1517];
const uint32 l_1519 = (l_1515) ? l_1518 : uint32(0);
const uint32 l_142 = l_1519;
const uint64 l_143 = uint64(l_142);
const uint64 l_144 = l_138 * l_143;
l_mut_145 = l_144;
const uint64 l_146 = l_mut_145 & uint64(4294967295);
const uint64 l_147 = l_mut_145 >> uint64(32);
const uint32 l_148 = l_140 + uint32(2);
const uint32 l_1520 = info.static_meta[uint32(3)];
const uint32 l_1521 = l_1520 * uint32(1);
const bool l_1522 = l_148 < l_1521;
const uint32 l_1523 = l_1521 - uint32(1);
const uint32 l_1524 = min(l_148, l_1523);
const uint32 l_1525 = buffer_3[l_1524];
const uint32 l_1526 = (l_1522) ? l_1525 : uint32(0);
const uint32 l_149 = l_1526;
const uint64 l_150 = uint64(l_149);
const uint64 l_151 = l_138 * l_150;
const uint64 l_152 = l_147 + l_151;
l_mut_145 = l_152;
const uint64 l_153 = l_mut_145 & uint64(4294967295);
const uint64 l_154 = l_mut_145 >> uint64(32);
const uint32 l_155 = l_140 + uint32(1);
const uint32 l_1527 = info.static_meta[uint32(3)];
const uint32 l_1528 = l_1527 * uint32(1);
const bool l_1529 = l_155 < l_1528;
const uint32 l_1530 = l_1528 - uint32(1);
const uint32 l_1531 = min(l_155, l_1530);
const uint32 l_1532 = buffer_3[l_1531];
const uint32 l_1533 = (l_1529) ? l_1532 : uint32(0);
const uint32 l_156 = l_1533;
const uint64 l_157 = uint64(l_156);
const uint64 l_158 = l_138 * l_157;
const uint64 l_159 = l_154 + l_158;
l_mut_145 = l_159;
const uint64 l_160 = l_mut_145 & uint64(4294967295);
const uint64 l_161 = l_mut_145 >> uint64(32);
const uint32 l_1534 = info.static_meta[uint32(3)];
const uint32 l_1535 = l_1534 * uint32(1);
const bool l_1536 = l_140 < l_1535;
const uint32 l_1537 = l_1535 - uint32(1);
const uint32 l_1538 = min(l_140, l_1537);
const uint32 l_1539 = buffer_3[l_1538];
const uint32 l_1540 = (l_1536) ? l_1539 : uint32(0);
const uint32 l_162 = l_1540;
const uint64 l_163 = uint64(l_162);
const uint64 l_164 = l_138 * l_163;
const uint64 l_165 = l_161 + l_164;
l_mut_145 = l_165;
const uint64 l_166 = l_mut_145 >> uint64(29);
const uint64 l_167 = l_166 & uint64(3);
const uint32 l_168 = uint32(l_167);
l_mut_59 = l_168;
const uint64 l_169 = l_mut_145 & uint64(536870911);
const uint64 l_170 = l_169 << uint64(32);
const uint64 l_171 = l_170 | l_160;
l_mut_145 = l_171;
const uint64 l_172 = l_153 << uint64(32);
const uint64 l_173 = l_172 | l_146;
l_mut_174 = l_173;
const bool l_175 = l_mut_145 >= uint64(1152921504606846976);
if (l_175) {
const uint32 l_176 = l_mut_59 + uint32(1);
const uint32 l_177 = l_176 & uint32(3);
l_mut_59 = l_177;
const bool l_178 = l_mut_174 != uint64(0);
const uint64 l_179 = uint64(l_178);
const uint64 l_180 = uint64(0) - l_mut_174;
l_mut_174 = l_180;
const uint64 l_181 = uint64(2305843009213693952) - l_mut_145;
const uint64 l_182 = l_181 - l_179;
l_mut_145 = l_182;
}
const uint32 l_183 = uint32(__clzll(int64(l_mut_174)));
const uint64 l_184 = uint64(l_183);
const uint64 l_185 = l_mut_174 << l_184;
l_mut_186 = l_185;
const int32 l_187 = int32(l_183);
const int32 l_188 = int32(0) - l_187;
l_mut_189 = l_188;
const bool l_190 = l_mut_145 != uint64(0);
if (l_190) {
const uint32 l_191 = uint32(__clzll(int64(l_mut_145)));
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_mut_145 << l_192;
const uint32 l_194 = uint32(64) - l_191;
const uint64 l_195 = uint64(l_194);
const uint64 l_196 = l_mut_174 >> l_195;
const uint64 l_197 = l_193 | l_196;
l_mut_186 = l_197;
const int32 l_198 = int32(l_191);
const int32 l_199 = int32(64) - l_198;
l_mut_189 = l_199;
}
const uint64 l_200 = l_mut_186 >> uint64(32);
const uint64 l_201 = l_mut_186 & uint64(4294967295);
const uint64 l_202 = l_200 * uint64(560513588);
const uint64 l_203 = l_201 * uint64(3373259426);
const uint64 l_204 = l_201 * uint64(560513588);
const uint64 l_205 = l_204 >> uint64(32);
const uint64 l_206 = l_202 & uint64(4294967295);
const uint64 l_207 = l_205 + l_206;
const uint64 l_208 = l_203 & uint64(4294967295);
const uint64 l_209 = l_207 + l_208;
const uint64 l_210 = l_200 * uint64(3373259426);
const uint64 l_211 = l_202 >> uint64(32);
const uint64 l_212 = l_210 + l_211;
const uint64 l_213 = l_203 >> uint64(32);
const uint64 l_214 = l_212 + l_213;
const uint64 l_215 = l_209 >> uint64(32);
const uint64 l_216 = l_214 + l_215;
l_mut_186 = l_216;
const int32 l_217 = l_mut_189 - int32(124);
l_mut_189 = l_217;
const bool l_218 = l_mut_186 < uint64(9223372036854775808);
if (l_218) {
const uint64 l_219 = l_mut_186 << uint64(1);
const uint64 l_220 = l_209 >> uint64(31);
const uint64 l_221 = l_220 & uint64(1);
const uint64 l_222 = l_219 | l_221;
l_mut_186 = l_222;
l_mut_189 = l_mut_189 - int32(1);
}
const uint64 l_223 = l_mut_186 >> uint64(11);
const double l_224 = double(l_223);
const int32 l_225 = l_mut_189 + int32(11);
const int32 l_226 = l_225 + int32(1023);
const uint64 l_227 = uint64(l_226);
const uint64 l_228 = l_227 << uint64(52);
const double l_229 = reinterpret_cast<double const&>(l_228);
const double l_230 = l_224 * l_229;
l_mut_76 = l_230;
const uint64 l_231 = l_mut_186 & uint64(2047);
const double l_232 = double(l_231);
const int32 l_233 = l_mut_189 + int32(1023);
const uint64 l_234 = uint64(l_233);
const uint64 l_235 = l_234 << uint64(52);
const double l_236 = reinterpret_cast<double const&>(l_235);
const double l_237 = l_232 * l_236;
l_mut_49 = l_237;
if (l_175) {
const double l_238 = -l_mut_76;
l_mut_76 = l_238;
const double l_239 = -l_mut_49;
l_mut_49 = l_239;
}
const bool l_240 = l_36 >= uint32(2147483648);
const double l_241 = l_mut_76 * l_mut_76;
const double l_242 = l_241 * double(1.9572941063391263e-20);
const double l_243 = double(8.22063524662433e-18) - l_242;
l_mut_244 = l_243;
const double l_245 = l_mut_244 * l_241;
const double l_246 = l_245 - double(2.8114572543455206e-15);
l_mut_244 = l_246;
const double l_247 = l_mut_244 * l_241;
const double l_248 = l_247 + double(7.647163731819816e-13);
l_mut_244 = l_248;
const double l_249 = l_mut_244 * l_241;
const double l_250 = l_249 - double(1.6059043836821613e-10);
l_mut_244 = l_250;
const double l_251 = l_mut_244 * l_241;
const double l_252 = l_251 + double(2.505210838544172e-8);
l_mut_244 = l_252;
const double l_253 = l_mut_244 * l_241;
const double l_254 = l_253 - double(2.7557319223985893e-6);
l_mut_244 = l_254;
const double l_255 = l_mut_244 * l_241;
const double l_256 = l_255 + double(0.0001984126984126984);
l_mut_244 = l_256;
const double l_257 = l_mut_244 * l_241;
const double l_258 = l_257 - double(0.008333333333333333);
l_mut_244 = l_258;
const double l_259 = l_mut_244 * l_241;
const double l_260 = l_259 + double(0.16666666666666666);
l_mut_244 = l_260;
const double l_261 = double(0.5) * l_241;
const double l_262 = double(1.0) - l_261;
const double l_263 = l_mut_49 * l_262;
const double l_264 = l_mut_76 * l_241;
const double l_265 = l_264 * l_mut_244;
const double l_266 = l_263 - l_265;
const double l_267 = l_mut_76 + l_266;
const double l_268 = l_mut_76 * l_mut_76;
const double l_269 = l_268 * double(4.110317623312165e-19);
const double l_270 = l_269 - double(1.5619206968586225e-16);
l_mut_244 = l_270;
const double l_271 = l_mut_244 * l_268;
const double l_272 = l_271 + double(4.779477332387385e-14);
l_mut_244 = l_272;
const double l_273 = l_mut_244 * l_268;
const double l_274 = l_273 - double(1.1470745597729725e-11);
l_mut_244 = l_274;
const double l_275 = l_mut_244 * l_268;
const double l_276 = l_275 + double(2.08767569878681e-9);
l_mut_244 = l_276;
const double l_277 = l_mut_244 * l_268;
const double l_278 = l_277 - double(2.755731922398589e-7);
l_mut_244 = l_278;
const double l_279 = l_mut_244 * l_268;
const double l_280 = l_279 + double(2.48015873015873e-5);
l_mut_244 = l_280;
const double l_281 = l_mut_244 * l_268;
const double l_282 = l_281 - double(0.001388888888888889);
l_mut_244 = l_282;
const double l_283 = l_mut_244 * l_268;
const double l_284 = l_283 + double(0.041666666666666664);
l_mut_244 = l_284;
const double l_285 = double(0.5) * l_268;
const double l_286 = double(1.0) - l_285;
const double l_287 = l_268 * l_268;
const double l_288 = l_287 * l_mut_244;
const double l_289 = l_mut_49 * l_mut_76;
const double l_290 = l_288 - l_289;
const double l_291 = l_286 + l_290;
const uint32 l_292 = l_mut_59 & uint32(1);
const bool l_293 = l_292 == uint32(1);
l_mut_244 = l_267;
const uint32 l_294 = l_mut_59 & uint32(2);
const bool l_295 = l_294 != uint32(0);
l_mut_128 = l_295;
l_mut_244 = l_291;
if (l_293) {
l_mut_244 = l_267;
}
const uint32 l_296 = l_mut_59 + uint32(1);
const uint32 l_297 = l_296 & uint32(2);
const bool l_298 = l_297 != uint32(0);
l_mut_128 = l_298;
const bool l_299 = bool(false) && l_240;
if (l_299) {
const bool l_300 = !l_mut_128;
l_mut_128 = l_300;
}
if (l_mut_128) {
const double l_301 = -l_mut_244;
l_mut_244 = l_301;
}
l_mut_26 = l_mut_244;
}
}
l_mut_35 = l_mut_26;
const uint32 l_1499 = info.static_meta[uint32(3)];
const uint32 l_1500 = l_1499 * uint32(1);
const bool l_1501 = uint32(1024) < l_1500;
const uint32 l_1502 = l_1500 - uint32(1);
const uint32 l_1503 = min(uint32(1024), l_1502);
const uint32 l_1504 = buffer_3[l_1503];
const uint32 l_1505 = (l_1501) ? l_1504 : uint32(0);
const uint32 l_302 = l_1505;
const float l_303 = reinterpret_cast<float const&>(l_302);
const double l_304 = double(l_303);
l_mut_59 = uint32(4294967294);
const uint32 l_305 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_306 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_307 = l_306 & uint32(2139095040);
const bool l_308 = l_307 != uint32(2139095040);
const bool l_309 = l_307 == uint32(0);
const uint32 l_310 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_311 = l_310 & uint32(8388607);
const bool l_312 = l_311 != uint32(0);
const bool l_313 = l_309 && l_312;
const double l_314 = abs(l_mut_35);
const bool l_315 = l_mut_35 < double(0.0);
const uint32 l_316 = uint32(l_315);
const uint32 l_317 = uint32(2147483648) * l_316;
if (l_313) {
} else {
const bool l_318 = isnan(l_mut_35);
if (l_318) {
const uint32 l_319 = l_305 & uint32(2147483647);
const bool l_320 = l_319 > uint32(2139095040);
if (l_320) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_321 = l_314 >= double(3.402823669209385e38);
const bool l_322 = !l_308;
const bool l_323 = l_314 == double(0.0);
const bool l_324 = l_322 && l_323;
const bool l_325 = l_321 || l_324;
if (l_325) {
const bool l_326 = l_314 >= double(3.402823669209385e38);
const uint32 l_327 = uint32(l_326);
const uint32 l_328 = uint32(2139095040) * l_327;
const uint32 l_329 = l_328 | l_317;
const bool l_330 = l_305 == l_329;
const uint32 l_331 = l_305 | l_329;
const uint32 l_332 = l_331 & uint32(2147483647);
const bool l_333 = l_332 == uint32(0);
const bool l_334 = l_330 || l_333;
if (l_334) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_335 = l_314 >= double(2.350988701644575e-38);
const bool l_336 = l_308 && l_335;
const bool l_337 = l_314 < double(3.4028234663852886e38);
const bool l_338 = l_336 && l_337;
if (l_338) {
const float l_339 = float(l_314);
const uint32 l_340 = reinterpret_cast<uint32 const&>(l_339);
const float l_341 = reinterpret_cast<float const&>(l_340);
const double l_342 = double(l_341);
const double l_343 = l_314 - l_342;
const uint32 l_344 = l_340 + uint32(1);
const bool l_345 = l_343 < double(0.0);
const uint32 l_346 = uint32(l_345);
const uint32 l_347 = uint32(2) * l_346;
const uint32 l_348 = l_344 - l_347;
const float l_349 = reinterpret_cast<float const&>(l_348);
const double l_350 = double(l_349);
const double l_351 = l_350 - l_342;
const double l_352 = abs(l_351);
const double l_353 = l_352 * double(0.5);
const double l_354 = abs(l_343);
const double l_355 = l_353 - l_354;
const double l_356 = l_314 * double(9.094947017729282e-13);
const bool l_357 = l_355 > l_356;
if (l_357) {
const uint32 l_358 = l_340 | l_317;
l_mut_59 = l_358;
}
} else {
const bool l_359 = l_314 < double(2.350988701644575e-38);
const bool l_360 = l_308 && l_359;
if (l_360) {
const double l_361 = l_314 * double(7.1362384635298e44);
const double l_362 = floor(l_361);
const double l_363 = l_361 - l_362;
const double l_364 = l_363 - double(0.5);
const double l_365 = abs(l_364);
const double l_366 = l_361 * double(9.094947017729282e-13);
const bool l_367 = l_365 > l_366;
if (l_367) {
const bool l_368 = l_363 > double(0.5);
const double l_369 = double(l_368);
const double l_370 = l_362 + l_369;
const uint32 l_371 = uint32(l_370);
const uint32 l_372 = l_371 | l_317;
l_mut_59 = l_372;
}
}
}
}
}
}
const uint32 l_373 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_374 = l_373 & uint32(2147483647);
const bool l_375 = l_374 > uint32(2139095040);
const uint32 l_376 = l_373 & uint32(2147483647);
const bool l_377 = l_376 == uint32(0);
const uint32 l_378 = l_373 & uint32(2147483647);
const double l_379 = double(l_378);
const uint32 l_380 = l_373 >> uint32(31);
const double l_381 = double(l_380);
const double l_382 = double(2.0) * l_381;
const double l_383 = double(1.0) - l_382;
const double l_384 = l_379 * l_383;
const uint32 l_385 = l_mut_59 & uint32(2147483647);
const double l_386 = double(l_385);
const uint32 l_387 = l_mut_59 >> uint32(31);
const double l_388 = double(l_387);
const double l_389 = double(2.0) * l_388;
const double l_390 = double(1.0) - l_389;
const double l_391 = l_386 * l_390;
const double l_392 = l_384 - l_391;
const uint32 l_393 = l_mut_59 & uint32(2139095040);
const bool l_394 = l_393 == uint32(0);
const bool l_395 = l_mut_59 < uint32(4294967293);
const bool l_396 = l_392 == double(0.0);
const bool l_397 = l_377 && l_394;
const bool l_398 = l_375 || l_397;
const bool l_399 = !l_398;
const bool l_400 = l_396 || l_399;
const bool l_401 = l_395 && l_400;
l_mut_128 = l_401;
const bool l_402 = l_392 != double(0.0);
const bool l_403 = l_mut_128 && l_402;
if (l_403) {

for (uint32 l_mut_404 = uint32(0); l_mut_404 < uint32(8); ++l_mut_404) {
const uint32 l_405 = uint32(2) * l_mut_404;
const uint32 l_1541 = info.static_meta[uint32(1)];
const uint32 l_1542 = l_1541 * uint32(1);
const bool l_1543 = l_405 < l_1542;
const uint32 l_1544 = l_1542 - uint32(1);
const uint32 l_1545 = min(l_405, l_1544);
const uint32 l_1546 = buffer_1[l_1545];
const uint32 l_1547 = (l_1543) ? l_1546 : uint32(0);
const uint32 l_406 = l_1547;
const uint32 l_407 = uint32(2) * l_mut_404;
const uint32 l_408 = l_407 + uint32(1);
const uint32 l_1548 = info.static_meta[uint32(1)];
const uint32 l_1549 = l_1548 * uint32(1);
const bool l_1550 = l_408 < l_1549;
const uint32 l_1551 = l_1549 - uint32(1);
const uint32 l_1552 = min(l_408, l_1551);
const uint32 l_1553 = buffer_1[l_1552];
const uint32 l_1554 = (l_1550) ? l_1553 : uint32(0);
const uint32 l_409 = l_1554;
const bool l_410 = l_409 != uint32(0);
const uint32 l_411 = l_mut_404 * uint32(4);
const uint32 l_1555 = info.static_meta[uint32(2)];
const uint32 l_1556 = l_1555 * uint32(1);
const bool l_1557 = l_411 < l_1556;
const uint32 l_1558 = l_1556 - uint32(1);
const uint32 l_1559 = min(l_411, l_1558);
const double l_1560 = buffer_2[l_1559];
const double l_1561 = (l_1557) ? l_1560 : double(0.0);
const double l_412 = l_1561;
const uint32 l_413 = l_mut_404 * uint32(4);
const uint32 l_414 = l_413 + uint32(1);
const uint32 l_1562 = info.static_meta[uint32(2)];
const uint32 l_1563 = l_1562 * uint32(1);
const bool l_1564 = l_414 < l_1563;
const uint32 l_1565 = l_1563 - uint32(1);
const uint32 l_1566 = min(l_414, l_1565);
const double l_1567 = buffer_2[l_1566];
const double l_1568 = (l_1564) ? l_1567 : double(0.0);
const double l_415 = l_1568;
const uint32 l_416 = l_mut_404 * uint32(4);
const uint32 l_417 = l_416 + uint32(2);
const uint32 l_1569 = info.static_meta[uint32(2)];
const uint32 l_1570 = l_1569 * uint32(1);
const bool l_1571 = l_417 < l_1570;
const uint32 l_1572 = l_1570 - uint32(1);
const uint32 l_1573 = min(l_417, l_1572);
const double l_1574 = buffer_2[l_1573];
const double l_1575 = (l_1571) ? l_1574 : double(0.0);
const double l_418 = l_1575;
const double l_419 = double(l_21);
const double l_420 = abs(l_419);
const double l_421 = abs(l_mut_35);
const double l_422 = l_421 * double(1.4551915228366852e-11);
l_arr_423[uint32(0)] = uint32(1);
l_mut_424 = uint32(2);
const bool l_425 = l_406 == uint32(0);
if (l_425) {
l_mut_424 = uint32(0);
} else {
const bool l_426 = l_406 == uint32(1);
if (l_426) {
l_mut_424 = uint32(1);
const double l_427 = abs(l_392);
const bool l_428 = l_427 <= l_412;
if (l_428) {
l_mut_424 = uint32(0);
}
} else {
const bool l_429 = l_406 == uint32(2);
if (l_429) {
const double l_430 = abs(l_mut_35);
l_mut_244 = double(1.401298464324817e-45);
const bool l_431 = l_430 >= double(1.1754943508222875e-38);
const bool l_432 = l_430 <= double(1.7976931348623157e308);
const bool l_433 = l_431 && l_432;
if (l_433) {
const uint64 l_434 = reinterpret_cast<uint64 const&>(l_430);
const uint64 l_435 = l_434 >> uint64(52);
const uint64 l_436 = l_435 - uint64(23);
const uint64 l_437 = l_436 << uint64(52);
const double l_438 = reinterpret_cast<double const&>(l_437);
l_mut_244 = l_438;
}
const double l_439 = l_412 * l_mut_244;
l_mut_440 = uint32(2);
const double l_441 = l_mut_35 - l_422;
const double l_442 = abs(l_441);
l_mut_244 = double(1.401298464324817e-45);
const bool l_443 = l_442 >= double(1.1754943508222875e-38);
const bool l_444 = l_442 <= double(1.7976931348623157e308);
const bool l_445 = l_443 && l_444;
if (l_445) {
const uint64 l_446 = reinterpret_cast<uint64 const&>(l_442);
const uint64 l_447 = l_446 >> uint64(52);
const uint64 l_448 = l_447 - uint64(23);
const uint64 l_449 = l_448 << uint64(52);
const double l_450 = reinterpret_cast<double const&>(l_449);
l_mut_244 = l_450;
}
const double l_451 = l_mut_35 + l_422;
const double l_452 = abs(l_451);
l_mut_76 = double(1.401298464324817e-45);
const bool l_453 = l_452 >= double(1.1754943508222875e-38);
const bool l_454 = l_452 <= double(1.7976931348623157e308);
const bool l_455 = l_453 && l_454;
if (l_455) {
const uint64 l_456 = reinterpret_cast<uint64 const&>(l_452);
const uint64 l_457 = l_456 >> uint64(52);
const uint64 l_458 = l_457 - uint64(23);
const uint64 l_459 = l_458 << uint64(52);
const double l_460 = reinterpret_cast<double const&>(l_459);
l_mut_76 = l_460;
}
const bool l_461 = l_mut_244 == l_mut_76;
if (l_461) {
const double l_462 = l_439 * double(1.4551915228366852e-11);
const double l_463 = l_422 + l_462;
const double l_464 = l_mut_35 - l_439;
const double l_465 = l_mut_35 + l_439;
const uint32 l_466 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_467 = double(l_mut_22);
l_mut_244 = l_467;
const uint32 l_468 = l_466 & uint32(2139095040);
const bool l_469 = l_468 == uint32(0);
if (l_469) {
const uint32 l_470 = l_466 & uint32(8388607);
const double l_471 = double(l_470);
const double l_472 = l_471 * double(1.401298464324817e-45);
l_mut_244 = l_472;
const uint32 l_473 = l_466 >> uint32(31);
const bool l_474 = l_473 == uint32(1);
if (l_474) {
const double l_475 = -l_mut_244;
l_mut_244 = l_475;
}
}
const uint32 l_476 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_477 = l_476 + uint32(1);
l_mut_478 = l_477;
const uint32 l_479 = l_476 & uint32(2147483647);
const bool l_480 = l_479 == uint32(0);
if (l_480) {
l_mut_478 = uint32(1);
} else {
const uint32 l_481 = l_476 & uint32(2147483648);
const bool l_482 = l_481 != uint32(0);
if (l_482) {
const uint32 l_483 = l_476 - uint32(1);
l_mut_478 = l_483;
} else {
const bool l_484 = l_476 == uint32(2139095040);
if (l_484) {
l_mut_478 = l_476;
}
}
}
const float l_485 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_486 = reinterpret_cast<uint32 const&>(l_485);
const double l_487 = double(l_485);
l_mut_76 = l_487;
const uint32 l_488 = l_486 & uint32(2139095040);
const bool l_489 = l_488 == uint32(0);
if (l_489) {
const uint32 l_490 = l_486 & uint32(8388607);
const double l_491 = double(l_490);
const double l_492 = l_491 * double(1.401298464324817e-45);
l_mut_76 = l_492;
const uint32 l_493 = l_486 >> uint32(31);
const bool l_494 = l_493 == uint32(1);
if (l_494) {
const double l_495 = -l_mut_76;
l_mut_76 = l_495;
}
}
const uint32 l_496 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_497 = l_496 ^ uint32(2147483648);
const float l_498 = reinterpret_cast<float const&>(l_497);
const uint32 l_499 = reinterpret_cast<uint32 const&>(l_498);
const uint32 l_500 = l_499 + uint32(1);
l_mut_478 = l_500;
const uint32 l_501 = l_499 & uint32(2147483647);
const bool l_502 = l_501 == uint32(0);
if (l_502) {
l_mut_478 = uint32(1);
} else {
const uint32 l_503 = l_499 & uint32(2147483648);
const bool l_504 = l_503 != uint32(0);
if (l_504) {
const uint32 l_505 = l_499 - uint32(1);
l_mut_478 = l_505;
} else {
const bool l_506 = l_499 == uint32(2139095040);
if (l_506) {
l_mut_478 = l_499;
}
}
}
const float l_507 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_508 = reinterpret_cast<uint32 const&>(l_507);
const uint32 l_509 = l_508 ^ uint32(2147483648);
const float l_510 = reinterpret_cast<float const&>(l_509);
const uint32 l_511 = reinterpret_cast<uint32 const&>(l_510);
const double l_512 = double(l_510);
l_mut_49 = l_512;
const uint32 l_513 = l_511 & uint32(2139095040);
const bool l_514 = l_513 == uint32(0);
if (l_514) {
const uint32 l_515 = l_511 & uint32(8388607);
const double l_516 = double(l_515);
const double l_517 = l_516 * double(1.401298464324817e-45);
l_mut_49 = l_517;
const uint32 l_518 = l_511 >> uint32(31);
const bool l_519 = l_518 == uint32(1);
if (l_519) {
const double l_520 = -l_mut_49;
l_mut_49 = l_520;
}
}
const double l_521 = l_464 + l_463;
const bool l_522 = l_521 <= l_mut_244;
l_mut_523 = l_522;
const double l_524 = l_464 - l_463;
const bool l_525 = l_524 > l_mut_244;
l_mut_526 = l_525;
const double l_527 = l_465 - l_463;
const bool l_528 = l_527 >= l_mut_244;
l_mut_529 = l_528;
const double l_530 = l_465 + l_463;
const bool l_531 = l_530 < l_mut_244;
l_mut_532 = l_531;
if (l_410) {
const double l_533 = l_464 + l_463;
const bool l_534 = l_533 < l_mut_76;
l_mut_523 = l_534;
const double l_535 = l_464 - l_463;
const bool l_536 = l_535 >= l_mut_76;
l_mut_526 = l_536;
const double l_537 = l_465 - l_463;
const bool l_538 = l_537 > l_mut_49;
l_mut_529 = l_538;
const double l_539 = l_465 + l_463;
const bool l_540 = l_539 <= l_mut_49;
l_mut_532 = l_540;
}
l_mut_478 = uint32(2);
const bool l_541 = l_mut_526 || l_mut_532;
if (l_541) {
l_mut_478 = uint32(1);
} else {
const bool l_542 = l_mut_523 && l_mut_529;
if (l_542) {
l_mut_478 = uint32(0);
}
}
const uint32 l_543 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_544 = l_543 & uint32(2147483647);
const bool l_545 = l_544 == uint32(0);
if (l_545) {
const double l_546 = l_464 + l_463;
const bool l_547 = l_546 < double(1.1754943508222875e-38);
const double l_548 = l_465 - l_463;
const bool l_549 = l_548 > double(-1.1754943508222875e-38);
const bool l_550 = l_547 && l_549;
const double l_551 = l_464 - l_463;
const bool l_552 = l_551 < double(1.1754943508222875e-38);
const double l_553 = l_465 + l_463;
const bool l_554 = l_553 > double(-1.1754943508222875e-38);
const bool l_555 = l_552 && l_554;
if (l_550) {
l_mut_478 = uint32(0);
} else {
const bool l_556 = l_mut_478 == uint32(1);
const bool l_557 = l_555 && l_556;
if (l_557) {
l_mut_478 = uint32(2);
}
}
}
l_mut_440 = l_mut_478;
}
l_mut_424 = l_mut_440;
} else {
const bool l_558 = l_406 == uint32(3);
if (l_558) {
l_mut_424 = uint32(0);
const bool l_559 = l_420 >= double(1.1754943508222875e-38);
const bool l_560 = l_420 <= double(8.507059173023462e37);
const bool l_561 = l_559 && l_560;
if (l_561) {
const double l_562 = abs(l_mut_35);
l_mut_244 = double(1.401298464324817e-45);
const bool l_563 = l_562 >= double(1.1754943508222875e-38);
const bool l_564 = l_562 <= double(1.7976931348623157e308);
const bool l_565 = l_563 && l_564;
if (l_565) {
const uint64 l_566 = reinterpret_cast<uint64 const&>(l_562);
const uint64 l_567 = l_566 >> uint64(52);
const uint64 l_568 = l_567 - uint64(23);
const uint64 l_569 = l_568 << uint64(52);
const double l_570 = reinterpret_cast<double const&>(l_569);
l_mut_244 = l_570;
}
const double l_571 = l_412 * l_mut_244;
l_mut_478 = uint32(2);
const double l_572 = l_mut_35 - l_422;
const double l_573 = abs(l_572);
l_mut_244 = double(1.401298464324817e-45);
const bool l_574 = l_573 >= double(1.1754943508222875e-38);
const bool l_575 = l_573 <= double(1.7976931348623157e308);
const bool l_576 = l_574 && l_575;
if (l_576) {
const uint64 l_577 = reinterpret_cast<uint64 const&>(l_573);
const uint64 l_578 = l_577 >> uint64(52);
const uint64 l_579 = l_578 - uint64(23);
const uint64 l_580 = l_579 << uint64(52);
const double l_581 = reinterpret_cast<double const&>(l_580);
l_mut_244 = l_581;
}
const double l_582 = l_mut_35 + l_422;
const double l_583 = abs(l_582);
l_mut_76 = double(1.401298464324817e-45);
const bool l_584 = l_583 >= double(1.1754943508222875e-38);
const bool l_585 = l_583 <= double(1.7976931348623157e308);
const bool l_586 = l_584 && l_585;
if (l_586) {
const uint64 l_587 = reinterpret_cast<uint64 const&>(l_583);
const uint64 l_588 = l_587 >> uint64(52);
const uint64 l_589 = l_588 - uint64(23);
const uint64 l_590 = l_589 << uint64(52);
const double l_591 = reinterpret_cast<double const&>(l_590);
l_mut_76 = l_591;
}
const bool l_592 = l_mut_244 == l_mut_76;
if (l_592) {
const double l_593 = l_571 * double(1.4551915228366852e-11);
const double l_594 = l_422 + l_593;
const double l_595 = l_mut_35 - l_571;
const double l_596 = l_mut_35 + l_571;
const uint32 l_597 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_598 = double(l_mut_22);
l_mut_244 = l_598;
const uint32 l_599 = l_597 & uint32(2139095040);
const bool l_600 = l_599 == uint32(0);
if (l_600) {
const uint32 l_601 = l_597 & uint32(8388607);
const double l_602 = double(l_601);
const double l_603 = l_602 * double(1.401298464324817e-45);
l_mut_244 = l_603;
const uint32 l_604 = l_597 >> uint32(31);
const bool l_605 = l_604 == uint32(1);
if (l_605) {
const double l_606 = -l_mut_244;
l_mut_244 = l_606;
}
}
const uint32 l_607 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_608 = l_607 + uint32(1);
l_mut_440 = l_608;
const uint32 l_609 = l_607 & uint32(2147483647);
const bool l_610 = l_609 == uint32(0);
if (l_610) {
l_mut_440 = uint32(1);
} else {
const uint32 l_611 = l_607 & uint32(2147483648);
const bool l_612 = l_611 != uint32(0);
if (l_612) {
const uint32 l_613 = l_607 - uint32(1);
l_mut_440 = l_613;
} else {
const bool l_614 = l_607 == uint32(2139095040);
if (l_614) {
l_mut_440 = l_607;
}
}
}
const float l_615 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_616 = reinterpret_cast<uint32 const&>(l_615);
const double l_617 = double(l_615);
l_mut_76 = l_617;
const uint32 l_618 = l_616 & uint32(2139095040);
const bool l_619 = l_618 == uint32(0);
if (l_619) {
const uint32 l_620 = l_616 & uint32(8388607);
const double l_621 = double(l_620);
const double l_622 = l_621 * double(1.401298464324817e-45);
l_mut_76 = l_622;
const uint32 l_623 = l_616 >> uint32(31);
const bool l_624 = l_623 == uint32(1);
if (l_624) {
const double l_625 = -l_mut_76;
l_mut_76 = l_625;
}
}
const uint32 l_626 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_627 = l_626 ^ uint32(2147483648);
const float l_628 = reinterpret_cast<float const&>(l_627);
const uint32 l_629 = reinterpret_cast<uint32 const&>(l_628);
const uint32 l_630 = l_629 + uint32(1);
l_mut_440 = l_630;
const uint32 l_631 = l_629 & uint32(2147483647);
const bool l_632 = l_631 == uint32(0);
if (l_632) {
l_mut_440 = uint32(1);
} else {
const uint32 l_633 = l_629 & uint32(2147483648);
const bool l_634 = l_633 != uint32(0);
if (l_634) {
const uint32 l_635 = l_629 - uint32(1);
l_mut_440 = l_635;
} else {
const bool l_636 = l_629 == uint32(2139095040);
if (l_636) {
l_mut_440 = l_629;
}
}
}
const float l_637 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_638 = reinterpret_cast<uint32 const&>(l_637);
const uint32 l_639 = l_638 ^ uint32(2147483648);
const float l_640 = reinterpret_cast<float const&>(l_639);
const uint32 l_641 = reinterpret_cast<uint32 const&>(l_640);
const double l_642 = double(l_640);
l_mut_49 = l_642;
const uint32 l_643 = l_641 & uint32(2139095040);
const bool l_644 = l_643 == uint32(0);
if (l_644) {
const uint32 l_645 = l_641 & uint32(8388607);
const double l_646 = double(l_645);
const double l_647 = l_646 * double(1.401298464324817e-45);
l_mut_49 = l_647;
const uint32 l_648 = l_641 >> uint32(31);
const bool l_649 = l_648 == uint32(1);
if (l_649) {
const double l_650 = -l_mut_49;
l_mut_49 = l_650;
}
}
const double l_651 = l_595 + l_594;
const bool l_652 = l_651 <= l_mut_244;
l_mut_532 = l_652;
const double l_653 = l_595 - l_594;
const bool l_654 = l_653 > l_mut_244;
l_mut_529 = l_654;
const double l_655 = l_596 - l_594;
const bool l_656 = l_655 >= l_mut_244;
l_mut_526 = l_656;
const double l_657 = l_596 + l_594;
const bool l_658 = l_657 < l_mut_244;
l_mut_523 = l_658;
if (l_410) {
const double l_659 = l_595 + l_594;
const bool l_660 = l_659 < l_mut_76;
l_mut_532 = l_660;
const double l_661 = l_595 - l_594;
const bool l_662 = l_661 >= l_mut_76;
l_mut_529 = l_662;
const double l_663 = l_596 - l_594;
const bool l_664 = l_663 > l_mut_49;
l_mut_526 = l_664;
const double l_665 = l_596 + l_594;
const bool l_666 = l_665 <= l_mut_49;
l_mut_523 = l_666;
}
l_mut_440 = uint32(2);
const bool l_667 = l_mut_529 || l_mut_523;
if (l_667) {
l_mut_440 = uint32(1);
} else {
const bool l_668 = l_mut_532 && l_mut_526;
if (l_668) {
l_mut_440 = uint32(0);
}
}
const uint32 l_669 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_670 = l_669 & uint32(2147483647);
const bool l_671 = l_670 == uint32(0);
if (l_671) {
const double l_672 = l_595 + l_594;
const bool l_673 = l_672 < double(1.1754943508222875e-38);
const double l_674 = l_596 - l_594;
const bool l_675 = l_674 > double(-1.1754943508222875e-38);
const bool l_676 = l_673 && l_675;
const double l_677 = l_595 - l_594;
const bool l_678 = l_677 < double(1.1754943508222875e-38);
const double l_679 = l_596 + l_594;
const bool l_680 = l_679 > double(-1.1754943508222875e-38);
const bool l_681 = l_678 && l_680;
if (l_676) {
l_mut_440 = uint32(0);
} else {
const bool l_682 = l_mut_440 == uint32(1);
const bool l_683 = l_681 && l_682;
if (l_683) {
l_mut_440 = uint32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
}
} else {
const bool l_684 = l_406 == uint32(4);
if (l_684) {
const double l_685 = l_415 * l_420;
const double l_686 = l_412 + l_685;
const double l_687 = abs(l_mut_35);
l_mut_244 = double(1.401298464324817e-45);
const bool l_688 = l_687 >= double(1.1754943508222875e-38);
const bool l_689 = l_687 <= double(1.7976931348623157e308);
const bool l_690 = l_688 && l_689;
if (l_690) {
const uint64 l_691 = reinterpret_cast<uint64 const&>(l_687);
const uint64 l_692 = l_691 >> uint64(52);
const uint64 l_693 = l_692 - uint64(23);
const uint64 l_694 = l_693 << uint64(52);
const double l_695 = reinterpret_cast<double const&>(l_694);
l_mut_244 = l_695;
}
const double l_696 = l_686 * l_mut_244;
l_mut_478 = uint32(2);
const double l_697 = l_mut_35 - l_422;
const double l_698 = abs(l_697);
l_mut_244 = double(1.401298464324817e-45);
const bool l_699 = l_698 >= double(1.1754943508222875e-38);
const bool l_700 = l_698 <= double(1.7976931348623157e308);
const bool l_701 = l_699 && l_700;
if (l_701) {
const uint64 l_702 = reinterpret_cast<uint64 const&>(l_698);
const uint64 l_703 = l_702 >> uint64(52);
const uint64 l_704 = l_703 - uint64(23);
const uint64 l_705 = l_704 << uint64(52);
const double l_706 = reinterpret_cast<double const&>(l_705);
l_mut_244 = l_706;
}
const double l_707 = l_mut_35 + l_422;
const double l_708 = abs(l_707);
l_mut_76 = double(1.401298464324817e-45);
const bool l_709 = l_708 >= double(1.1754943508222875e-38);
const bool l_710 = l_708 <= double(1.7976931348623157e308);
const bool l_711 = l_709 && l_710;
if (l_711) {
const uint64 l_712 = reinterpret_cast<uint64 const&>(l_708);
const uint64 l_713 = l_712 >> uint64(52);
const uint64 l_714 = l_713 - uint64(23);
const uint64 l_715 = l_714 << uint64(52);
const double l_716 = reinterpret_cast<double const&>(l_715);
l_mut_76 = l_716;
}
const bool l_717 = l_mut_244 == l_mut_76;
if (l_717) {
const double l_718 = l_696 * double(1.4551915228366852e-11);
const double l_719 = l_422 + l_718;
const double l_720 = l_mut_35 - l_696;
const double l_721 = l_mut_35 + l_696;
const uint32 l_722 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_723 = double(l_mut_22);
l_mut_244 = l_723;
const uint32 l_724 = l_722 & uint32(2139095040);
const bool l_725 = l_724 == uint32(0);
if (l_725) {
const uint32 l_726 = l_722 & uint32(8388607);
const double l_727 = double(l_726);
const double l_728 = l_727 * double(1.401298464324817e-45);
l_mut_244 = l_728;
const uint32 l_729 = l_722 >> uint32(31);
const bool l_730 = l_729 == uint32(1);
if (l_730) {
const double l_731 = -l_mut_244;
l_mut_244 = l_731;
}
}
const uint32 l_732 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_733 = l_732 + uint32(1);
l_mut_440 = l_733;
const uint32 l_734 = l_732 & uint32(2147483647);
const bool l_735 = l_734 == uint32(0);
if (l_735) {
l_mut_440 = uint32(1);
} else {
const uint32 l_736 = l_732 & uint32(2147483648);
const bool l_737 = l_736 != uint32(0);
if (l_737) {
const uint32 l_738 = l_732 - uint32(1);
l_mut_440 = l_738;
} else {
const bool l_739 = l_732 == uint32(2139095040);
if (l_739) {
l_mut_440 = l_732;
}
}
}
const float l_740 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_741 = reinterpret_cast<uint32 const&>(l_740);
const double l_742 = double(l_740);
l_mut_76 = l_742;
const uint32 l_743 = l_741 & uint32(2139095040);
const bool l_744 = l_743 == uint32(0);
if (l_744) {
const uint32 l_745 = l_741 & uint32(8388607);
const double l_746 = double(l_745);
const double l_747 = l_746 * double(1.401298464324817e-45);
l_mut_76 = l_747;
const uint32 l_748 = l_741 >> uint32(31);
const bool l_749 = l_748 == uint32(1);
if (l_749) {
const double l_750 = -l_mut_76;
l_mut_76 = l_750;
}
}
const uint32 l_751 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_752 = l_751 ^ uint32(2147483648);
const float l_753 = reinterpret_cast<float const&>(l_752);
const uint32 l_754 = reinterpret_cast<uint32 const&>(l_753);
const uint32 l_755 = l_754 + uint32(1);
l_mut_440 = l_755;
const uint32 l_756 = l_754 & uint32(2147483647);
const bool l_757 = l_756 == uint32(0);
if (l_757) {
l_mut_440 = uint32(1);
} else {
const uint32 l_758 = l_754 & uint32(2147483648);
const bool l_759 = l_758 != uint32(0);
if (l_759) {
const uint32 l_760 = l_754 - uint32(1);
l_mut_440 = l_760;
} else {
const bool l_761 = l_754 == uint32(2139095040);
if (l_761) {
l_mut_440 = l_754;
}
}
}
const float l_762 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_763 = reinterpret_cast<uint32 const&>(l_762);
const uint32 l_764 = l_763 ^ uint32(2147483648);
const float l_765 = reinterpret_cast<float const&>(l_764);
const uint32 l_766 = reinterpret_cast<uint32 const&>(l_765);
const double l_767 = double(l_765);
l_mut_49 = l_767;
const uint32 l_768 = l_766 & uint32(2139095040);
const bool l_769 = l_768 == uint32(0);
if (l_769) {
const uint32 l_770 = l_766 & uint32(8388607);
const double l_771 = double(l_770);
const double l_772 = l_771 * double(1.401298464324817e-45);
l_mut_49 = l_772;
const uint32 l_773 = l_766 >> uint32(31);
const bool l_774 = l_773 == uint32(1);
if (l_774) {
const double l_775 = -l_mut_49;
l_mut_49 = l_775;
}
}
const double l_776 = l_720 + l_719;
const bool l_777 = l_776 <= l_mut_244;
l_mut_532 = l_777;
const double l_778 = l_720 - l_719;
const bool l_779 = l_778 > l_mut_244;
l_mut_529 = l_779;
const double l_780 = l_721 - l_719;
const bool l_781 = l_780 >= l_mut_244;
l_mut_526 = l_781;
const double l_782 = l_721 + l_719;
const bool l_783 = l_782 < l_mut_244;
l_mut_523 = l_783;
if (l_410) {
const double l_784 = l_720 + l_719;
const bool l_785 = l_784 < l_mut_76;
l_mut_532 = l_785;
const double l_786 = l_720 - l_719;
const bool l_787 = l_786 >= l_mut_76;
l_mut_529 = l_787;
const double l_788 = l_721 - l_719;
const bool l_789 = l_788 > l_mut_49;
l_mut_526 = l_789;
const double l_790 = l_721 + l_719;
const bool l_791 = l_790 <= l_mut_49;
l_mut_523 = l_791;
}
l_mut_440 = uint32(2);
const bool l_792 = l_mut_529 || l_mut_523;
if (l_792) {
l_mut_440 = uint32(1);
} else {
const bool l_793 = l_mut_532 && l_mut_526;
if (l_793) {
l_mut_440 = uint32(0);
}
}
const uint32 l_794 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_795 = l_794 & uint32(2147483647);
const bool l_796 = l_795 == uint32(0);
if (l_796) {
const double l_797 = l_720 + l_719;
const bool l_798 = l_797 < double(1.1754943508222875e-38);
const double l_799 = l_721 - l_719;
const bool l_800 = l_799 > double(-1.1754943508222875e-38);
const bool l_801 = l_798 && l_800;
const double l_802 = l_720 - l_719;
const bool l_803 = l_802 < double(1.1754943508222875e-38);
const double l_804 = l_721 + l_719;
const bool l_805 = l_804 > double(-1.1754943508222875e-38);
const bool l_806 = l_803 && l_805;
if (l_801) {
l_mut_440 = uint32(0);
} else {
const bool l_807 = l_mut_440 == uint32(1);
const bool l_808 = l_806 && l_807;
if (l_808) {
l_mut_440 = uint32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
} else {
const bool l_809 = l_406 == uint32(5);
if (l_809) {
const double l_810 = double(2.0) * l_419;
const double l_811 = abs(l_810);
const double l_812 = floor(l_811);
const double l_813 = double(3.0) + l_812;
const double l_814 = abs(l_mut_35);
l_mut_244 = double(1.401298464324817e-45);
const bool l_815 = l_814 >= double(1.1754943508222875e-38);
const bool l_816 = l_814 <= double(1.7976931348623157e308);
const bool l_817 = l_815 && l_816;
if (l_817) {
const uint64 l_818 = reinterpret_cast<uint64 const&>(l_814);
const uint64 l_819 = l_818 >> uint64(52);
const uint64 l_820 = l_819 - uint64(23);
const uint64 l_821 = l_820 << uint64(52);
const double l_822 = reinterpret_cast<double const&>(l_821);
l_mut_244 = l_822;
}
const double l_823 = l_813 * l_mut_244;
l_mut_478 = uint32(2);
const double l_824 = l_mut_35 - l_422;
const double l_825 = abs(l_824);
l_mut_244 = double(1.401298464324817e-45);
const bool l_826 = l_825 >= double(1.1754943508222875e-38);
const bool l_827 = l_825 <= double(1.7976931348623157e308);
const bool l_828 = l_826 && l_827;
if (l_828) {
const uint64 l_829 = reinterpret_cast<uint64 const&>(l_825);
const uint64 l_830 = l_829 >> uint64(52);
const uint64 l_831 = l_830 - uint64(23);
const uint64 l_832 = l_831 << uint64(52);
const double l_833 = reinterpret_cast<double const&>(l_832);
l_mut_244 = l_833;
}
const double l_834 = l_mut_35 + l_422;
const double l_835 = abs(l_834);
l_mut_76 = double(1.401298464324817e-45);
const bool l_836 = l_835 >= double(1.1754943508222875e-38);
const bool l_837 = l_835 <= double(1.7976931348623157e308);
const bool l_838 = l_836 && l_837;
if (l_838) {
const uint64 l_839 = reinterpret_cast<uint64 const&>(l_835);
const uint64 l_840 = l_839 >> uint64(52);
const uint64 l_841 = l_840 - uint64(23);
const uint64 l_842 = l_841 << uint64(52);
const double l_843 = reinterpret_cast<double const&>(l_842);
l_mut_76 = l_843;
}
const bool l_844 = l_mut_244 == l_mut_76;
if (l_844) {
const double l_845 = l_823 * double(1.4551915228366852e-11);
const double l_846 = l_422 + l_845;
const double l_847 = l_mut_35 - l_823;
const double l_848 = l_mut_35 + l_823;
const uint32 l_849 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_850 = double(l_mut_22);
l_mut_244 = l_850;
const uint32 l_851 = l_849 & uint32(2139095040);
const bool l_852 = l_851 == uint32(0);
if (l_852) {
const uint32 l_853 = l_849 & uint32(8388607);
const double l_854 = double(l_853);
const double l_855 = l_854 * double(1.401298464324817e-45);
l_mut_244 = l_855;
const uint32 l_856 = l_849 >> uint32(31);
const bool l_857 = l_856 == uint32(1);
if (l_857) {
const double l_858 = -l_mut_244;
l_mut_244 = l_858;
}
}
const uint32 l_859 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_860 = l_859 + uint32(1);
l_mut_440 = l_860;
const uint32 l_861 = l_859 & uint32(2147483647);
const bool l_862 = l_861 == uint32(0);
if (l_862) {
l_mut_440 = uint32(1);
} else {
const uint32 l_863 = l_859 & uint32(2147483648);
const bool l_864 = l_863 != uint32(0);
if (l_864) {
const uint32 l_865 = l_859 - uint32(1);
l_mut_440 = l_865;
} else {
const bool l_866 = l_859 == uint32(2139095040);
if (l_866) {
l_mut_440 = l_859;
}
}
}
const float l_867 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_868 = reinterpret_cast<uint32 const&>(l_867);
const double l_869 = double(l_867);
l_mut_76 = l_869;
const uint32 l_870 = l_868 & uint32(2139095040);
const bool l_871 = l_870 == uint32(0);
if (l_871) {
const uint32 l_872 = l_868 & uint32(8388607);
const double l_873 = double(l_872);
const double l_874 = l_873 * double(1.401298464324817e-45);
l_mut_76 = l_874;
const uint32 l_875 = l_868 >> uint32(31);
const bool l_876 = l_875 == uint32(1);
if (l_876) {
const double l_877 = -l_mut_76;
l_mut_76 = l_877;
}
}
const uint32 l_878 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_879 = l_878 ^ uint32(2147483648);
const float l_880 = reinterpret_cast<float const&>(l_879);
const uint32 l_881 = reinterpret_cast<uint32 const&>(l_880);
const uint32 l_882 = l_881 + uint32(1);
l_mut_440 = l_882;
const uint32 l_883 = l_881 & uint32(2147483647);
const bool l_884 = l_883 == uint32(0);
if (l_884) {
l_mut_440 = uint32(1);
} else {
const uint32 l_885 = l_881 & uint32(2147483648);
const bool l_886 = l_885 != uint32(0);
if (l_886) {
const uint32 l_887 = l_881 - uint32(1);
l_mut_440 = l_887;
} else {
const bool l_888 = l_881 == uint32(2139095040);
if (l_888) {
l_mut_440 = l_881;
}
}
}
const float l_889 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_890 = reinterpret_cast<uint32 const&>(l_889);
const uint32 l_891 = l_890 ^ uint32(2147483648);
const float l_892 = reinterpret_cast<float const&>(l_891);
const uint32 l_893 = reinterpret_cast<uint32 const&>(l_892);
const double l_894 = double(l_892);
l_mut_49 = l_894;
const uint32 l_895 = l_893 & uint32(2139095040);
const bool l_896 = l_895 == uint32(0);
if (l_896) {
const uint32 l_897 = l_893 & uint32(8388607);
const double l_898 = double(l_897);
const double l_899 = l_898 * double(1.401298464324817e-45);
l_mut_49 = l_899;
const uint32 l_900 = l_893 >> uint32(31);
const bool l_901 = l_900 == uint32(1);
if (l_901) {
const double l_902 = -l_mut_49;
l_mut_49 = l_902;
}
}
const double l_903 = l_847 + l_846;
const bool l_904 = l_903 <= l_mut_244;
l_mut_532 = l_904;
const double l_905 = l_847 - l_846;
const bool l_906 = l_905 > l_mut_244;
l_mut_529 = l_906;
const double l_907 = l_848 - l_846;
const bool l_908 = l_907 >= l_mut_244;
l_mut_526 = l_908;
const double l_909 = l_848 + l_846;
const bool l_910 = l_909 < l_mut_244;
l_mut_523 = l_910;
if (l_410) {
const double l_911 = l_847 + l_846;
const bool l_912 = l_911 < l_mut_76;
l_mut_532 = l_912;
const double l_913 = l_847 - l_846;
const bool l_914 = l_913 >= l_mut_76;
l_mut_529 = l_914;
const double l_915 = l_848 - l_846;
const bool l_916 = l_915 > l_mut_49;
l_mut_526 = l_916;
const double l_917 = l_848 + l_846;
const bool l_918 = l_917 <= l_mut_49;
l_mut_523 = l_918;
}
l_mut_440 = uint32(2);
const bool l_919 = l_mut_529 || l_mut_523;
if (l_919) {
l_mut_440 = uint32(1);
} else {
const bool l_920 = l_mut_532 && l_mut_526;
if (l_920) {
l_mut_440 = uint32(0);
}
}
const uint32 l_921 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_922 = l_921 & uint32(2147483647);
const bool l_923 = l_922 == uint32(0);
if (l_923) {
const double l_924 = l_847 + l_846;
const bool l_925 = l_924 < double(1.1754943508222875e-38);
const double l_926 = l_848 - l_846;
const bool l_927 = l_926 > double(-1.1754943508222875e-38);
const bool l_928 = l_925 && l_927;
const double l_929 = l_847 - l_846;
const bool l_930 = l_929 < double(1.1754943508222875e-38);
const double l_931 = l_848 + l_846;
const bool l_932 = l_931 > double(-1.1754943508222875e-38);
const bool l_933 = l_930 && l_932;
if (l_928) {
l_mut_440 = uint32(0);
} else {
const bool l_934 = l_mut_440 == uint32(1);
const bool l_935 = l_933 && l_934;
if (l_935) {
l_mut_440 = uint32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
} else {
const bool l_936 = l_406 == uint32(6);
if (l_936) {
l_mut_424 = uint32(0);
const bool l_937 = l_420 <= l_415;
if (l_937) {
const double l_938 = l_412 * double(1.4551915228366852e-11);
const double l_939 = l_422 + l_938;
const double l_940 = l_mut_35 - l_412;
const double l_941 = l_mut_35 + l_412;
const uint32 l_942 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_943 = double(l_mut_22);
l_mut_244 = l_943;
const uint32 l_944 = l_942 & uint32(2139095040);
const bool l_945 = l_944 == uint32(0);
if (l_945) {
const uint32 l_946 = l_942 & uint32(8388607);
const double l_947 = double(l_946);
const double l_948 = l_947 * double(1.401298464324817e-45);
l_mut_244 = l_948;
const uint32 l_949 = l_942 >> uint32(31);
const bool l_950 = l_949 == uint32(1);
if (l_950) {
const double l_951 = -l_mut_244;
l_mut_244 = l_951;
}
}
const uint32 l_952 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_953 = l_952 + uint32(1);
l_mut_478 = l_953;
const uint32 l_954 = l_952 & uint32(2147483647);
const bool l_955 = l_954 == uint32(0);
if (l_955) {
l_mut_478 = uint32(1);
} else {
const uint32 l_956 = l_952 & uint32(2147483648);
const bool l_957 = l_956 != uint32(0);
if (l_957) {
const uint32 l_958 = l_952 - uint32(1);
l_mut_478 = l_958;
} else {
const bool l_959 = l_952 == uint32(2139095040);
if (l_959) {
l_mut_478 = l_952;
}
}
}
const float l_960 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_961 = reinterpret_cast<uint32 const&>(l_960);
const double l_962 = double(l_960);
l_mut_76 = l_962;
const uint32 l_963 = l_961 & uint32(2139095040);
const bool l_964 = l_963 == uint32(0);
if (l_964) {
const uint32 l_965 = l_961 & uint32(8388607);
const double l_966 = double(l_965);
const double l_967 = l_966 * double(1.401298464324817e-45);
l_mut_76 = l_967;
const uint32 l_968 = l_961 >> uint32(31);
const bool l_969 = l_968 == uint32(1);
if (l_969) {
const double l_970 = -l_mut_76;
l_mut_76 = l_970;
}
}
const uint32 l_971 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_972 = l_971 ^ uint32(2147483648);
const float l_973 = reinterpret_cast<float const&>(l_972);
const uint32 l_974 = reinterpret_cast<uint32 const&>(l_973);
const uint32 l_975 = l_974 + uint32(1);
l_mut_478 = l_975;
const uint32 l_976 = l_974 & uint32(2147483647);
const bool l_977 = l_976 == uint32(0);
if (l_977) {
l_mut_478 = uint32(1);
} else {
const uint32 l_978 = l_974 & uint32(2147483648);
const bool l_979 = l_978 != uint32(0);
if (l_979) {
const uint32 l_980 = l_974 - uint32(1);
l_mut_478 = l_980;
} else {
const bool l_981 = l_974 == uint32(2139095040);
if (l_981) {
l_mut_478 = l_974;
}
}
}
const float l_982 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_983 = reinterpret_cast<uint32 const&>(l_982);
const uint32 l_984 = l_983 ^ uint32(2147483648);
const float l_985 = reinterpret_cast<float const&>(l_984);
const uint32 l_986 = reinterpret_cast<uint32 const&>(l_985);
const double l_987 = double(l_985);
l_mut_49 = l_987;
const uint32 l_988 = l_986 & uint32(2139095040);
const bool l_989 = l_988 == uint32(0);
if (l_989) {
const uint32 l_990 = l_986 & uint32(8388607);
const double l_991 = double(l_990);
const double l_992 = l_991 * double(1.401298464324817e-45);
l_mut_49 = l_992;
const uint32 l_993 = l_986 >> uint32(31);
const bool l_994 = l_993 == uint32(1);
if (l_994) {
const double l_995 = -l_mut_49;
l_mut_49 = l_995;
}
}
const double l_996 = l_940 + l_939;
const bool l_997 = l_996 <= l_mut_244;
l_mut_532 = l_997;
const double l_998 = l_940 - l_939;
const bool l_999 = l_998 > l_mut_244;
l_mut_529 = l_999;
const double l_1000 = l_941 - l_939;
const bool l_1001 = l_1000 >= l_mut_244;
l_mut_526 = l_1001;
const double l_1002 = l_941 + l_939;
const bool l_1003 = l_1002 < l_mut_244;
l_mut_523 = l_1003;
if (l_410) {
const double l_1004 = l_940 + l_939;
const bool l_1005 = l_1004 < l_mut_76;
l_mut_532 = l_1005;
const double l_1006 = l_940 - l_939;
const bool l_1007 = l_1006 >= l_mut_76;
l_mut_529 = l_1007;
const double l_1008 = l_941 - l_939;
const bool l_1009 = l_1008 > l_mut_49;
l_mut_526 = l_1009;
const double l_1010 = l_941 + l_939;
const bool l_1011 = l_1010 <= l_mut_49;
l_mut_523 = l_1011;
}
l_mut_478 = uint32(2);
const bool l_1012 = l_mut_529 || l_mut_523;
if (l_1012) {
l_mut_478 = uint32(1);
} else {
const bool l_1013 = l_mut_532 && l_mut_526;
if (l_1013) {
l_mut_478 = uint32(0);
}
}
const uint32 l_1014 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1015 = l_1014 & uint32(2147483647);
const bool l_1016 = l_1015 == uint32(0);
if (l_1016) {
const double l_1017 = l_940 + l_939;
const bool l_1018 = l_1017 < double(1.1754943508222875e-38);
const double l_1019 = l_941 - l_939;
const bool l_1020 = l_1019 > double(-1.1754943508222875e-38);
const bool l_1021 = l_1018 && l_1020;
const double l_1022 = l_940 - l_939;
const bool l_1023 = l_1022 < double(1.1754943508222875e-38);
const double l_1024 = l_941 + l_939;
const bool l_1025 = l_1024 > double(-1.1754943508222875e-38);
const bool l_1026 = l_1023 && l_1025;
if (l_1021) {
l_mut_478 = uint32(0);
} else {
const bool l_1027 = l_mut_478 == uint32(1);
const bool l_1028 = l_1026 && l_1027;
if (l_1028) {
l_mut_478 = uint32(2);
}
}
}
l_mut_424 = l_mut_478;
}
} else {
const bool l_1029 = l_406 == uint32(7);
if (l_1029) {
const double l_1030 = abs(l_mut_35);
const double l_1031 = l_412 * l_1030;
l_mut_244 = l_1031;
const double l_1032 = abs(l_mut_35);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1033 = l_1032 >= double(1.1754943508222875e-38);
const bool l_1034 = l_1032 <= double(1.7976931348623157e308);
const bool l_1035 = l_1033 && l_1034;
if (l_1035) {
const uint64 l_1036 = reinterpret_cast<uint64 const&>(l_1032);
const uint64 l_1037 = l_1036 >> uint64(52);
const uint64 l_1038 = l_1037 - uint64(23);
const uint64 l_1039 = l_1038 << uint64(52);
const double l_1040 = reinterpret_cast<double const&>(l_1039);
l_mut_76 = l_1040;
}
const double l_1041 = double(0.5) * l_mut_76;
const bool l_1042 = l_1041 > l_mut_244;
if (l_1042) {
l_mut_244 = l_1041;
}
const double l_1043 = l_mut_35 - l_422;
const double l_1044 = abs(l_1043);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1045 = l_1044 >= double(1.1754943508222875e-38);
const bool l_1046 = l_1044 <= double(1.7976931348623157e308);
const bool l_1047 = l_1045 && l_1046;
if (l_1047) {
const uint64 l_1048 = reinterpret_cast<uint64 const&>(l_1044);
const uint64 l_1049 = l_1048 >> uint64(52);
const uint64 l_1050 = l_1049 - uint64(23);
const uint64 l_1051 = l_1050 << uint64(52);
const double l_1052 = reinterpret_cast<double const&>(l_1051);
l_mut_76 = l_1052;
}
const double l_1053 = l_mut_35 + l_422;
const double l_1054 = abs(l_1053);
l_mut_49 = double(1.401298464324817e-45);
const bool l_1055 = l_1054 >= double(1.1754943508222875e-38);
const bool l_1056 = l_1054 <= double(1.7976931348623157e308);
const bool l_1057 = l_1055 && l_1056;
if (l_1057) {
const uint64 l_1058 = reinterpret_cast<uint64 const&>(l_1054);
const uint64 l_1059 = l_1058 >> uint64(52);
const uint64 l_1060 = l_1059 - uint64(23);
const uint64 l_1061 = l_1060 << uint64(52);
const double l_1062 = reinterpret_cast<double const&>(l_1061);
l_mut_49 = l_1062;
}
const bool l_1063 = l_mut_76 == l_mut_49;
if (l_1063) {
const double l_1064 = l_412 * l_422;
const double l_1065 = l_422 + l_1064;
const double l_1066 = l_mut_244 * double(1.4551915228366852e-11);
const double l_1067 = l_1065 + l_1066;
const double l_1068 = l_mut_35 - l_mut_244;
const double l_1069 = l_mut_35 + l_mut_244;
const uint32 l_1070 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1071 = double(l_mut_22);
l_mut_244 = l_1071;
const uint32 l_1072 = l_1070 & uint32(2139095040);
const bool l_1073 = l_1072 == uint32(0);
if (l_1073) {
const uint32 l_1074 = l_1070 & uint32(8388607);
const double l_1075 = double(l_1074);
const double l_1076 = l_1075 * double(1.401298464324817e-45);
l_mut_244 = l_1076;
const uint32 l_1077 = l_1070 >> uint32(31);
const bool l_1078 = l_1077 == uint32(1);
if (l_1078) {
const double l_1079 = -l_mut_244;
l_mut_244 = l_1079;
}
}
const uint32 l_1080 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1081 = l_1080 + uint32(1);
l_mut_478 = l_1081;
const uint32 l_1082 = l_1080 & uint32(2147483647);
const bool l_1083 = l_1082 == uint32(0);
if (l_1083) {
l_mut_478 = uint32(1);
} else {
const uint32 l_1084 = l_1080 & uint32(2147483648);
const bool l_1085 = l_1084 != uint32(0);
if (l_1085) {
const uint32 l_1086 = l_1080 - uint32(1);
l_mut_478 = l_1086;
} else {
const bool l_1087 = l_1080 == uint32(2139095040);
if (l_1087) {
l_mut_478 = l_1080;
}
}
}
const float l_1088 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_1089 = reinterpret_cast<uint32 const&>(l_1088);
const double l_1090 = double(l_1088);
l_mut_76 = l_1090;
const uint32 l_1091 = l_1089 & uint32(2139095040);
const bool l_1092 = l_1091 == uint32(0);
if (l_1092) {
const uint32 l_1093 = l_1089 & uint32(8388607);
const double l_1094 = double(l_1093);
const double l_1095 = l_1094 * double(1.401298464324817e-45);
l_mut_76 = l_1095;
const uint32 l_1096 = l_1089 >> uint32(31);
const bool l_1097 = l_1096 == uint32(1);
if (l_1097) {
const double l_1098 = -l_mut_76;
l_mut_76 = l_1098;
}
}
const uint32 l_1099 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1100 = l_1099 ^ uint32(2147483648);
const float l_1101 = reinterpret_cast<float const&>(l_1100);
const uint32 l_1102 = reinterpret_cast<uint32 const&>(l_1101);
const uint32 l_1103 = l_1102 + uint32(1);
l_mut_478 = l_1103;
const uint32 l_1104 = l_1102 & uint32(2147483647);
const bool l_1105 = l_1104 == uint32(0);
if (l_1105) {
l_mut_478 = uint32(1);
} else {
const uint32 l_1106 = l_1102 & uint32(2147483648);
const bool l_1107 = l_1106 != uint32(0);
if (l_1107) {
const uint32 l_1108 = l_1102 - uint32(1);
l_mut_478 = l_1108;
} else {
const bool l_1109 = l_1102 == uint32(2139095040);
if (l_1109) {
l_mut_478 = l_1102;
}
}
}
const float l_1110 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_1111 = reinterpret_cast<uint32 const&>(l_1110);
const uint32 l_1112 = l_1111 ^ uint32(2147483648);
const float l_1113 = reinterpret_cast<float const&>(l_1112);
const uint32 l_1114 = reinterpret_cast<uint32 const&>(l_1113);
const double l_1115 = double(l_1113);
l_mut_49 = l_1115;
const uint32 l_1116 = l_1114 & uint32(2139095040);
const bool l_1117 = l_1116 == uint32(0);
if (l_1117) {
const uint32 l_1118 = l_1114 & uint32(8388607);
const double l_1119 = double(l_1118);
const double l_1120 = l_1119 * double(1.401298464324817e-45);
l_mut_49 = l_1120;
const uint32 l_1121 = l_1114 >> uint32(31);
const bool l_1122 = l_1121 == uint32(1);
if (l_1122) {
const double l_1123 = -l_mut_49;
l_mut_49 = l_1123;
}
}
const double l_1124 = l_1068 + l_1067;
const bool l_1125 = l_1124 <= l_mut_244;
l_mut_532 = l_1125;
const double l_1126 = l_1068 - l_1067;
const bool l_1127 = l_1126 > l_mut_244;
l_mut_529 = l_1127;
const double l_1128 = l_1069 - l_1067;
const bool l_1129 = l_1128 >= l_mut_244;
l_mut_526 = l_1129;
const double l_1130 = l_1069 + l_1067;
const bool l_1131 = l_1130 < l_mut_244;
l_mut_523 = l_1131;
if (l_410) {
const double l_1132 = l_1068 + l_1067;
const bool l_1133 = l_1132 < l_mut_76;
l_mut_532 = l_1133;
const double l_1134 = l_1068 - l_1067;
const bool l_1135 = l_1134 >= l_mut_76;
l_mut_529 = l_1135;
const double l_1136 = l_1069 - l_1067;
const bool l_1137 = l_1136 > l_mut_49;
l_mut_526 = l_1137;
const double l_1138 = l_1069 + l_1067;
const bool l_1139 = l_1138 <= l_mut_49;
l_mut_523 = l_1139;
}
l_mut_478 = uint32(2);
const bool l_1140 = l_mut_529 || l_mut_523;
if (l_1140) {
l_mut_478 = uint32(1);
} else {
const bool l_1141 = l_mut_532 && l_mut_526;
if (l_1141) {
l_mut_478 = uint32(0);
}
}
const uint32 l_1142 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1143 = l_1142 & uint32(2147483647);
const bool l_1144 = l_1143 == uint32(0);
if (l_1144) {
const double l_1145 = l_1068 + l_1067;
const bool l_1146 = l_1145 < double(1.1754943508222875e-38);
const double l_1147 = l_1069 - l_1067;
const bool l_1148 = l_1147 > double(-1.1754943508222875e-38);
const bool l_1149 = l_1146 && l_1148;
const double l_1150 = l_1068 - l_1067;
const bool l_1151 = l_1150 < double(1.1754943508222875e-38);
const double l_1152 = l_1069 + l_1067;
const bool l_1153 = l_1152 > double(-1.1754943508222875e-38);
const bool l_1154 = l_1151 && l_1153;
if (l_1149) {
l_mut_478 = uint32(0);
} else {
const bool l_1155 = l_mut_478 == uint32(1);
const bool l_1156 = l_1154 && l_1155;
if (l_1156) {
l_mut_478 = uint32(2);
}
}
}
l_mut_424 = l_mut_478;
}
} else {
const bool l_1157 = l_406 == uint32(8);
if (l_1157) {
const bool l_1158 = l_419 >= double(0.5);
const bool l_1159 = l_419 <= double(2.0);
const bool l_1160 = l_1158 && l_1159;
if (l_1160) {
const double l_1161 = l_412 * double(1.4551915228366852e-11);
const double l_1162 = l_422 + l_1161;
const double l_1163 = l_mut_35 - l_412;
const double l_1164 = l_mut_35 + l_412;
const uint32 l_1165 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1166 = double(l_mut_22);
l_mut_244 = l_1166;
const uint32 l_1167 = l_1165 & uint32(2139095040);
const bool l_1168 = l_1167 == uint32(0);
if (l_1168) {
const uint32 l_1169 = l_1165 & uint32(8388607);
const double l_1170 = double(l_1169);
const double l_1171 = l_1170 * double(1.401298464324817e-45);
l_mut_244 = l_1171;
const uint32 l_1172 = l_1165 >> uint32(31);
const bool l_1173 = l_1172 == uint32(1);
if (l_1173) {
const double l_1174 = -l_mut_244;
l_mut_244 = l_1174;
}
}
const uint32 l_1175 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1176 = l_1175 + uint32(1);
l_mut_478 = l_1176;
const uint32 l_1177 = l_1175 & uint32(2147483647);
const bool l_1178 = l_1177 == uint32(0);
if (l_1178) {
l_mut_478 = uint32(1);
} else {
const uint32 l_1179 = l_1175 & uint32(2147483648);
const bool l_1180 = l_1179 != uint32(0);
if (l_1180) {
const uint32 l_1181 = l_1175 - uint32(1);
l_mut_478 = l_1181;
} else {
const bool l_1182 = l_1175 == uint32(2139095040);
if (l_1182) {
l_mut_478 = l_1175;
}
}
}
const float l_1183 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_1184 = reinterpret_cast<uint32 const&>(l_1183);
const double l_1185 = double(l_1183);
l_mut_76 = l_1185;
const uint32 l_1186 = l_1184 & uint32(2139095040);
const bool l_1187 = l_1186 == uint32(0);
if (l_1187) {
const uint32 l_1188 = l_1184 & uint32(8388607);
const double l_1189 = double(l_1188);
const double l_1190 = l_1189 * double(1.401298464324817e-45);
l_mut_76 = l_1190;
const uint32 l_1191 = l_1184 >> uint32(31);
const bool l_1192 = l_1191 == uint32(1);
if (l_1192) {
const double l_1193 = -l_mut_76;
l_mut_76 = l_1193;
}
}
const uint32 l_1194 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1195 = l_1194 ^ uint32(2147483648);
const float l_1196 = reinterpret_cast<float const&>(l_1195);
const uint32 l_1197 = reinterpret_cast<uint32 const&>(l_1196);
const uint32 l_1198 = l_1197 + uint32(1);
l_mut_478 = l_1198;
const uint32 l_1199 = l_1197 & uint32(2147483647);
const bool l_1200 = l_1199 == uint32(0);
if (l_1200) {
l_mut_478 = uint32(1);
} else {
const uint32 l_1201 = l_1197 & uint32(2147483648);
const bool l_1202 = l_1201 != uint32(0);
if (l_1202) {
const uint32 l_1203 = l_1197 - uint32(1);
l_mut_478 = l_1203;
} else {
const bool l_1204 = l_1197 == uint32(2139095040);
if (l_1204) {
l_mut_478 = l_1197;
}
}
}
const float l_1205 = reinterpret_cast<float const&>(l_mut_478);
const uint32 l_1206 = reinterpret_cast<uint32 const&>(l_1205);
const uint32 l_1207 = l_1206 ^ uint32(2147483648);
const float l_1208 = reinterpret_cast<float const&>(l_1207);
const uint32 l_1209 = reinterpret_cast<uint32 const&>(l_1208);
const double l_1210 = double(l_1208);
l_mut_49 = l_1210;
const uint32 l_1211 = l_1209 & uint32(2139095040);
const bool l_1212 = l_1211 == uint32(0);
if (l_1212) {
const uint32 l_1213 = l_1209 & uint32(8388607);
const double l_1214 = double(l_1213);
const double l_1215 = l_1214 * double(1.401298464324817e-45);
l_mut_49 = l_1215;
const uint32 l_1216 = l_1209 >> uint32(31);
const bool l_1217 = l_1216 == uint32(1);
if (l_1217) {
const double l_1218 = -l_mut_49;
l_mut_49 = l_1218;
}
}
const double l_1219 = l_1163 + l_1162;
const bool l_1220 = l_1219 <= l_mut_244;
l_mut_532 = l_1220;
const double l_1221 = l_1163 - l_1162;
const bool l_1222 = l_1221 > l_mut_244;
l_mut_529 = l_1222;
const double l_1223 = l_1164 - l_1162;
const bool l_1224 = l_1223 >= l_mut_244;
l_mut_526 = l_1224;
const double l_1225 = l_1164 + l_1162;
const bool l_1226 = l_1225 < l_mut_244;
l_mut_523 = l_1226;
if (l_410) {
const double l_1227 = l_1163 + l_1162;
const bool l_1228 = l_1227 < l_mut_76;
l_mut_532 = l_1228;
const double l_1229 = l_1163 - l_1162;
const bool l_1230 = l_1229 >= l_mut_76;
l_mut_529 = l_1230;
const double l_1231 = l_1164 - l_1162;
const bool l_1232 = l_1231 > l_mut_49;
l_mut_526 = l_1232;
const double l_1233 = l_1164 + l_1162;
const bool l_1234 = l_1233 <= l_mut_49;
l_mut_523 = l_1234;
}
l_mut_478 = uint32(2);
const bool l_1235 = l_mut_529 || l_mut_523;
if (l_1235) {
l_mut_478 = uint32(1);
} else {
const bool l_1236 = l_mut_532 && l_mut_526;
if (l_1236) {
l_mut_478 = uint32(0);
}
}
const uint32 l_1237 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1238 = l_1237 & uint32(2147483647);
const bool l_1239 = l_1238 == uint32(0);
if (l_1239) {
const double l_1240 = l_1163 + l_1162;
const bool l_1241 = l_1240 < double(1.1754943508222875e-38);
const double l_1242 = l_1164 - l_1162;
const bool l_1243 = l_1242 > double(-1.1754943508222875e-38);
const bool l_1244 = l_1241 && l_1243;
const double l_1245 = l_1163 - l_1162;
const bool l_1246 = l_1245 < double(1.1754943508222875e-38);
const double l_1247 = l_1164 + l_1162;
const bool l_1248 = l_1247 > double(-1.1754943508222875e-38);
const bool l_1249 = l_1246 && l_1248;
if (l_1244) {
l_mut_478 = uint32(0);
} else {
const bool l_1250 = l_mut_478 == uint32(1);
const bool l_1251 = l_1249 && l_1250;
if (l_1251) {
l_mut_478 = uint32(2);
}
}
}
l_mut_424 = l_mut_478;
} else {
const double l_1252 = abs(l_mut_35);
l_mut_244 = double(1.401298464324817e-45);
const bool l_1253 = l_1252 >= double(1.1754943508222875e-38);
const bool l_1254 = l_1252 <= double(1.7976931348623157e308);
const bool l_1255 = l_1253 && l_1254;
if (l_1255) {
const uint64 l_1256 = reinterpret_cast<uint64 const&>(l_1252);
const uint64 l_1257 = l_1256 >> uint64(52);
const uint64 l_1258 = l_1257 - uint64(23);
const uint64 l_1259 = l_1258 << uint64(52);
const double l_1260 = reinterpret_cast<double const&>(l_1259);
l_mut_244 = l_1260;
}
const double l_1261 = l_415 * l_mut_244;
l_mut_478 = uint32(2);
const double l_1262 = l_mut_35 - l_422;
const double l_1263 = abs(l_1262);
l_mut_244 = double(1.401298464324817e-45);
const bool l_1264 = l_1263 >= double(1.1754943508222875e-38);
const bool l_1265 = l_1263 <= double(1.7976931348623157e308);
const bool l_1266 = l_1264 && l_1265;
if (l_1266) {
const uint64 l_1267 = reinterpret_cast<uint64 const&>(l_1263);
const uint64 l_1268 = l_1267 >> uint64(52);
const uint64 l_1269 = l_1268 - uint64(23);
const uint64 l_1270 = l_1269 << uint64(52);
const double l_1271 = reinterpret_cast<double const&>(l_1270);
l_mut_244 = l_1271;
}
const double l_1272 = l_mut_35 + l_422;
const double l_1273 = abs(l_1272);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1274 = l_1273 >= double(1.1754943508222875e-38);
const bool l_1275 = l_1273 <= double(1.7976931348623157e308);
const bool l_1276 = l_1274 && l_1275;
if (l_1276) {
const uint64 l_1277 = reinterpret_cast<uint64 const&>(l_1273);
const uint64 l_1278 = l_1277 >> uint64(52);
const uint64 l_1279 = l_1278 - uint64(23);
const uint64 l_1280 = l_1279 << uint64(52);
const double l_1281 = reinterpret_cast<double const&>(l_1280);
l_mut_76 = l_1281;
}
const bool l_1282 = l_mut_244 == l_mut_76;
if (l_1282) {
const double l_1283 = l_1261 * double(1.4551915228366852e-11);
const double l_1284 = l_422 + l_1283;
const double l_1285 = l_mut_35 - l_1261;
const double l_1286 = l_mut_35 + l_1261;
const uint32 l_1287 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1288 = double(l_mut_22);
l_mut_244 = l_1288;
const uint32 l_1289 = l_1287 & uint32(2139095040);
const bool l_1290 = l_1289 == uint32(0);
if (l_1290) {
const uint32 l_1291 = l_1287 & uint32(8388607);
const double l_1292 = double(l_1291);
const double l_1293 = l_1292 * double(1.401298464324817e-45);
l_mut_244 = l_1293;
const uint32 l_1294 = l_1287 >> uint32(31);
const bool l_1295 = l_1294 == uint32(1);
if (l_1295) {
const double l_1296 = -l_mut_244;
l_mut_244 = l_1296;
}
}
const uint32 l_1297 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1298 = l_1297 + uint32(1);
l_mut_440 = l_1298;
const uint32 l_1299 = l_1297 & uint32(2147483647);
const bool l_1300 = l_1299 == uint32(0);
if (l_1300) {
l_mut_440 = uint32(1);
} else {
const uint32 l_1301 = l_1297 & uint32(2147483648);
const bool l_1302 = l_1301 != uint32(0);
if (l_1302) {
const uint32 l_1303 = l_1297 - uint32(1);
l_mut_440 = l_1303;
} else {
const bool l_1304 = l_1297 == uint32(2139095040);
if (l_1304) {
l_mut_440 = l_1297;
}
}
}
const float l_1305 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_1306 = reinterpret_cast<uint32 const&>(l_1305);
const double l_1307 = double(l_1305);
l_mut_76 = l_1307;
const uint32 l_1308 = l_1306 & uint32(2139095040);
const bool l_1309 = l_1308 == uint32(0);
if (l_1309) {
const uint32 l_1310 = l_1306 & uint32(8388607);
const double l_1311 = double(l_1310);
const double l_1312 = l_1311 * double(1.401298464324817e-45);
l_mut_76 = l_1312;
const uint32 l_1313 = l_1306 >> uint32(31);
const bool l_1314 = l_1313 == uint32(1);
if (l_1314) {
const double l_1315 = -l_mut_76;
l_mut_76 = l_1315;
}
}
const uint32 l_1316 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1317 = l_1316 ^ uint32(2147483648);
const float l_1318 = reinterpret_cast<float const&>(l_1317);
const uint32 l_1319 = reinterpret_cast<uint32 const&>(l_1318);
const uint32 l_1320 = l_1319 + uint32(1);
l_mut_440 = l_1320;
const uint32 l_1321 = l_1319 & uint32(2147483647);
const bool l_1322 = l_1321 == uint32(0);
if (l_1322) {
l_mut_440 = uint32(1);
} else {
const uint32 l_1323 = l_1319 & uint32(2147483648);
const bool l_1324 = l_1323 != uint32(0);
if (l_1324) {
const uint32 l_1325 = l_1319 - uint32(1);
l_mut_440 = l_1325;
} else {
const bool l_1326 = l_1319 == uint32(2139095040);
if (l_1326) {
l_mut_440 = l_1319;
}
}
}
const float l_1327 = reinterpret_cast<float const&>(l_mut_440);
const uint32 l_1328 = reinterpret_cast<uint32 const&>(l_1327);
const uint32 l_1329 = l_1328 ^ uint32(2147483648);
const float l_1330 = reinterpret_cast<float const&>(l_1329);
const uint32 l_1331 = reinterpret_cast<uint32 const&>(l_1330);
const double l_1332 = double(l_1330);
l_mut_49 = l_1332;
const uint32 l_1333 = l_1331 & uint32(2139095040);
const bool l_1334 = l_1333 == uint32(0);
if (l_1334) {
const uint32 l_1335 = l_1331 & uint32(8388607);
const double l_1336 = double(l_1335);
const double l_1337 = l_1336 * double(1.401298464324817e-45);
l_mut_49 = l_1337;
const uint32 l_1338 = l_1331 >> uint32(31);
const bool l_1339 = l_1338 == uint32(1);
if (l_1339) {
const double l_1340 = -l_mut_49;
l_mut_49 = l_1340;
}
}
const double l_1341 = l_1285 + l_1284;
const bool l_1342 = l_1341 <= l_mut_244;
l_mut_532 = l_1342;
const double l_1343 = l_1285 - l_1284;
const bool l_1344 = l_1343 > l_mut_244;
l_mut_529 = l_1344;
const double l_1345 = l_1286 - l_1284;
const bool l_1346 = l_1345 >= l_mut_244;
l_mut_526 = l_1346;
const double l_1347 = l_1286 + l_1284;
const bool l_1348 = l_1347 < l_mut_244;
l_mut_523 = l_1348;
if (l_410) {
const double l_1349 = l_1285 + l_1284;
const bool l_1350 = l_1349 < l_mut_76;
l_mut_532 = l_1350;
const double l_1351 = l_1285 - l_1284;
const bool l_1352 = l_1351 >= l_mut_76;
l_mut_529 = l_1352;
const double l_1353 = l_1286 - l_1284;
const bool l_1354 = l_1353 > l_mut_49;
l_mut_526 = l_1354;
const double l_1355 = l_1286 + l_1284;
const bool l_1356 = l_1355 <= l_mut_49;
l_mut_523 = l_1356;
}
l_mut_440 = uint32(2);
const bool l_1357 = l_mut_529 || l_mut_523;
if (l_1357) {
l_mut_440 = uint32(1);
} else {
const bool l_1358 = l_mut_532 && l_mut_526;
if (l_1358) {
l_mut_440 = uint32(0);
}
}
const uint32 l_1359 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1360 = l_1359 & uint32(2147483647);
const bool l_1361 = l_1360 == uint32(0);
if (l_1361) {
const double l_1362 = l_1285 + l_1284;
const bool l_1363 = l_1362 < double(1.1754943508222875e-38);
const double l_1364 = l_1286 - l_1284;
const bool l_1365 = l_1364 > double(-1.1754943508222875e-38);
const bool l_1366 = l_1363 && l_1365;
const double l_1367 = l_1285 - l_1284;
const bool l_1368 = l_1367 < double(1.1754943508222875e-38);
const double l_1369 = l_1286 + l_1284;
const bool l_1370 = l_1369 > double(-1.1754943508222875e-38);
const bool l_1371 = l_1368 && l_1370;
if (l_1366) {
l_mut_440 = uint32(0);
} else {
const bool l_1372 = l_mut_440 == uint32(1);
const bool l_1373 = l_1371 && l_1372;
if (l_1373) {
l_mut_440 = uint32(2);
}
}
}
l_mut_478 = l_mut_440;
}
l_mut_424 = l_mut_478;
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
const uint32 l_1374 = l_arr_423[uint32(0)];
const bool l_1375 = l_1374 == uint32(0);
if (l_1375) {
l_mut_424 = uint32(2);
}
l_arr_10[l_mut_404] = l_mut_424;
const uint32 l_1376 = l_arr_10[l_mut_404];
const bool l_1377 = l_1376 == uint32(2);
if (l_1377) {
l_mut_128 = bool(false);
}
}
}
const bool l_1378 = l_mut_59 == uint32(4294967293);
if (l_1378) {
const uint32 l_1379 = l_arr_8[uint32(0)];
const uint32 l_1380 = l_1379 + uint32(1);
l_arr_8[uint32(0)] = l_1380;
} else {
if (l_mut_128) {
l_mut_244 = l_392;
const bool l_1381 = l_mut_244 < double(-17.0);
if (l_1381) {
l_mut_244 = double(-17.0);
}
const bool l_1382 = l_mut_244 > double(17.0);
if (l_1382) {
l_mut_244 = double(17.0);
}
const double l_1383 = l_mut_244 + double(16.0);
const double l_1384 = l_1383 + double(1.0);
const uint32 l_1385 = uint32(l_1384);
const uint32 l_1386 = uint32(2) + l_1385;
const uint32 l_1387 = l_arr_8[l_1386];
const uint32 l_1388 = l_1387 + uint32(1);
l_arr_8[l_1386] = l_1388;
const uint32 l_1389 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1390 = l_1389 & uint32(8388607);
const double l_1391 = double(l_1390);
const double l_1392 = l_1391 / double(7.1362384635298e44);
l_mut_244 = l_1392;
const uint32 l_1393 = l_1389 & uint32(2139095040);
const bool l_1394 = l_1393 != uint32(0);
if (l_1394) {
const uint32 l_1395 = l_1389 & uint32(2147483647);
const float l_1396 = reinterpret_cast<float const&>(l_1395);
const double l_1397 = double(l_1396);
l_mut_244 = l_1397;
}
const uint32 l_1398 = l_1389 >> uint32(31);
const double l_1399 = double(l_1398);
const double l_1400 = double(2.0) * l_1399;
const double l_1401 = double(1.0) - l_1400;
l_mut_244 = l_mut_244 * l_1401;
const double l_1402 = abs(l_mut_35);
const double l_1403 = l_mut_35 * double(0.0);
const double l_1404 = l_1403 + double(7.1362384635298e44);
l_mut_76 = l_1404;
const bool l_1405 = l_1402 >= double(2.350988701644575e-38);
if (l_1405) {
const uint32 l_1406 = l_mut_59 & uint32(2147483647);
const float l_1407 = reinterpret_cast<float const&>(l_1406);
const double l_1408 = double(l_1407);
const uint32 l_1409 = l_1406 & uint32(2139095040);
const float l_1410 = reinterpret_cast<float const&>(l_1409);
const double l_1411 = double(l_1410);
const bool l_1412 = l_1408 > l_1402;
const uint32 l_1413 = l_1406 & uint32(8388607);
const bool l_1414 = l_1413 == uint32(0);
const bool l_1415 = l_1412 && l_1414;
const double l_1416 = l_1411 * double(1.1920928955078125e-7);
const double l_1417 = double(l_1415);
const double l_1418 = double(0.5) * l_1417;
const double l_1419 = double(1.0) - l_1418;
const double l_1420 = l_1416 * l_1419;
const double l_1421 = double(1.0) / l_1420;
l_mut_76 = l_1421;
}
const double l_1422 = l_mut_244 - l_mut_35;
const double l_1423 = l_1422 * l_mut_76;
const uint32 l_1424 = l_arr_8[uint32(45)];
const bool l_1425 = l_1424 == uint32(4294967295);
const double l_1426 = l_arr_9[uint32(0)];
const bool l_1427 = l_1423 < l_1426;
const bool l_1428 = l_1425 || l_1427;
if (l_1428) {
l_arr_9[uint32(0)] = l_1423;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_373;
}
const uint32 l_1429 = l_arr_8[uint32(47)];
const bool l_1430 = l_1429 == uint32(4294967295);
const double l_1431 = l_arr_9[uint32(1)];
const bool l_1432 = l_1423 > l_1431;
const bool l_1433 = l_1430 || l_1432;
if (l_1433) {
l_arr_9[uint32(1)] = l_1423;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_373;
}
const bool l_1434 = l_392 != double(0.0);
if (l_1434) {

for (uint32 l_mut_1435 = uint32(0); l_mut_1435 < uint32(8); ++l_mut_1435) {
const uint32 l_1436 = l_arr_10[l_mut_1435];
const bool l_1437 = l_1436 == uint32(1);
if (l_1437) {
const uint32 l_1438 = uint32(37) + l_mut_1435;
const uint32 l_1439 = l_arr_8[l_1438];
const uint32 l_1440 = l_1439 + uint32(1);
l_arr_8[l_1438] = l_1440;
const uint32 l_1441 = uint32(2) + l_mut_1435;
const uint32 l_1442 = uint32(2) * l_1441;
const uint32 l_1443 = uint32(45) + l_1442;
const uint32 l_1444 = l_arr_8[l_1443];
const bool l_1445 = l_1444 == uint32(4294967295);
const double l_1446 = abs(l_1423);
const uint32 l_1447 = uint32(2) + l_mut_1435;
const double l_1448 = l_arr_9[l_1447];
const double l_1449 = abs(l_1448);
const bool l_1450 = l_1446 > l_1449;
const bool l_1451 = l_1445 || l_1450;
if (l_1451) {
const uint32 l_1452 = uint32(2) + l_mut_1435;
l_arr_9[l_1452] = l_1423;
l_arr_8[l_1443] = l_20;
const uint32 l_1453 = l_1443 + uint32(1);
l_arr_8[l_1453] = l_373;
}
}
}
}
} else {
const uint32 l_1454 = l_arr_8[uint32(1)];
const uint32 l_1455 = l_2 + l_1454;
const uint32 l_1456 = l_1455 * uint32(2);
const uint32 l_1576 = info.static_meta[uint32(6)];
const uint32 l_1577 = l_1576 * uint32(1);
const bool l_1578 = l_1456 < l_1577;
if (l_1578) {
buffer_6[l_1456] = l_20;
}
const uint32 l_1457 = l_1456 + uint32(1);
const uint32 l_1579 = info.static_meta[uint32(6)];
const uint32 l_1580 = l_1579 * uint32(1);
const bool l_1581 = l_1457 < l_1580;
if (l_1581) {
buffer_6[l_1457] = l_373;
}
const uint32 l_1458 = l_arr_8[uint32(1)];
const uint32 l_1459 = l_1458 + uint32(1);
l_arr_8[uint32(1)] = l_1459;
}
}
}

for (uint32 l_mut_1460 = uint32(0); l_mut_1460 < uint32(65); ++l_mut_1460) {
const uint32 l_1461 = idxGlobal * uint32(65);
const uint32 l_1462 = l_1461 + l_mut_1460;
const uint32 l_1463 = l_arr_8[l_mut_1460];
const uint32 l_1582 = info.static_meta[uint32(4)];
const uint32 l_1583 = l_1582 * uint32(1);
const bool l_1584 = l_1462 < l_1583;
if (l_1584) {
buffer_4[l_1462] = l_1463;
}
}

for (uint32 l_mut_1464 = uint32(0); l_mut_1464 < uint32(10); ++l_mut_1464) {
const uint32 l_1465 = idxGlobal * uint32(10);
const uint32 l_1466 = l_1465 + l_mut_1464;
const double l_1467 = l_arr_9[l_mut_1464];
const uint32 l_1585 = info.static_meta[uint32(5)];
const uint32 l_1586 = l_1585 * uint32(1);
const bool l_1587 = l_1466 < l_1586;
if (l_1587) {
buffer_5[l_1466] = l_1467;
}
}
}

}
