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

uint32 l_arr_417[1];

uint32 l_arr_10[8];

bool l_mut_128;
bool l_mut_517;
bool l_mut_520;
bool l_mut_523;
bool l_mut_526;
double l_mut_241;
double l_mut_26;
double l_mut_35;
double l_mut_49;
double l_mut_76;
float l_mut_22;
int32 l_mut_186;
uint32 l_mut_418;
uint32 l_mut_434;
uint32 l_mut_472;
uint32 l_mut_59;
uint64 l_mut_142;
uint64 l_mut_171;
uint64 l_mut_183;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1476 = info.static_meta[uint32(7)];
const uint32 l_1477 = l_1476 * uint32(1);
const bool l_1478 = uint32(0) < l_1477;
if (l_1478) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1462 = info.static_meta[uint32(0)];
const uint32 l_1463 = l_1462 * uint32(1);
const bool l_1464 = uint32(1) < l_1463;
const uint32 l_1465 = l_1463 - uint32(1);
const uint32 l_1466 = min(uint32(1), l_1465);
const uint32 l_1467 = buffer_0[l_1466];
const uint32 l_1468 = (l_1464) ? l_1467 : uint32(0);
const uint32 l_1 = l_1468;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1469 = info.static_meta[uint32(0)];
const uint32 l_1470 = l_1469 * uint32(1);
const bool l_1471 = uint32(2) < l_1470;
const uint32 l_1472 = l_1470 - uint32(1);
const uint32 l_1473 = min(uint32(2), l_1472);
const uint32 l_1474 = buffer_0[l_1473];
const uint32 l_1475 = (l_1471) ? l_1474 : uint32(0);
const uint32 l_3 = l_1475;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1479 = info.static_meta[uint32(0)];
const uint32 l_1480 = l_1479 * uint32(1);
const bool l_1481 = uint32(2) < l_1480;
const uint32 l_1482 = l_1480 - uint32(1);
const uint32 l_1483 = min(uint32(2), l_1482);
const uint32 l_1484 = buffer_0[l_1483];
const uint32 l_1485 = (l_1481) ? l_1484 : uint32(0);
const uint32 l_6 = l_1485;
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
const uint32 l_1486 = info.static_meta[uint32(0)];
const uint32 l_1487 = l_1486 * uint32(1);
const bool l_1488 = uint32(0) < l_1487;
const uint32 l_1489 = l_1487 - uint32(1);
const uint32 l_1490 = min(uint32(0), l_1489);
const uint32 l_1491 = buffer_0[l_1490];
const uint32 l_1492 = (l_1488) ? l_1491 : uint32(0);
const uint32 l_19 = l_1492;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = sin(l_21);
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
const uint32 l_1500 = info.static_meta[uint32(3)];
const uint32 l_1501 = l_1500 * uint32(1);
const bool l_1502 = uint32(1024) < l_1501;
const uint32 l_1503 = l_1501 - uint32(1);
const uint32 l_1504 = min(uint32(1024), l_1503);
const uint32 l_1505 = buffer_3[l_1504];
const uint32 l_1506 = (l_1502) ? l_1505 : uint32(0);
const uint32 l_44 = l_1506;
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
if (l_125) {
l_mut_76 = l_123;
}
const bool l_129 = bool(true) && l_72;
if (l_129) {
const bool l_130 = !l_mut_128;
l_mut_128 = l_130;
}
if (l_mut_128) {
const double l_131 = -l_mut_76;
l_mut_76 = l_131;
}
l_mut_26 = l_mut_76;
} else {
const bool l_132 = l_37 < uint32(2139095040);
if (l_132) {
const uint32 l_133 = l_37 & uint32(8388607);
const uint32 l_134 = l_133 | uint32(8388608);
const uint64 l_135 = uint64(l_134);
const uint32 l_136 = l_37 >> uint32(23);
const uint32 l_137 = l_136 * uint32(4);
const uint32 l_138 = l_137 + uint32(3);
const uint32 l_1507 = info.static_meta[uint32(3)];
const uint32 l_1508 = l_1507 * uint32(1);
const bool l_1509 = l_138 < l_1508;
const uint32 l_1510 = l_1508 - uint32(1);
const uint32 l_1511 = min(l_138, l_1510);
const uint32 l_1512 = buffer_3[l_1511];
const uint32 l_1513 = (l_1509) ? l_1512 : uint32(0);
const uint32 l_139 = l_1513;
const uint64 l_140 = uint64(l_139);
const uint64 l_141 = l_135 * l_140;
l_mut_142 = l_141;
const uint64 l_143 = l_mut_142 & uint64(4294967295);
const uint64 l_144 = l_mut_142 >> uint64(32);
const uint32 l_145 = l_137 + uint32(2);
const uint32 l_1514 = info.static_meta[uint32(3)];
const uint32 l_1515 = l_1514 * uint32(1);
const bool l_1516 = l_145 < l_1515;
const uint32 l_1517 = l_1515 - uint32(1);
const uint32 l_1518 = min(l_145, l_1517);
const uint32 l_1519 = buffer_3[l_1518];
const uint32 l_1520 = (l_1516) ? l_1519 : uint32(0);
const uint32 l_146 = l_1520;
const uint64 l_147 = uint64(l_146);
const uint64 l_148 = l_135 * l_147;
const uint64 l_149 = l_144 + l_148;
l_mut_142 = l_149;
const uint64 l_150 = l_mut_142 & uint64(4294967295);
const uint64 l_151 = l_mut_142 >> uint64(32);
const uint32 l_152 = l_137 + uint32(1);
const uint32 l_1521 = info.static_meta[uint32(3)];
const uint32 l_1522 = l_1521 * uint32(1);
const bool l_1523 = l_152 < l_1522;
const uint32 l_1524 = l_1522 - uint32(1);
const uint32 l_1525 = min(l_152, l_1524);
const uint32 l_1526 = buffer_3[l_1525];
const uint32 l_1527 = (l_1523) ? l_1526 : uint32(0);
const uint32 l_153 = l_1527;
const uint64 l_154 = uint64(l_153);
const uint64 l_155 = l_135 * l_154;
const uint64 l_156 = l_151 + l_155;
l_mut_142 = l_156;
const uint64 l_157 = l_mut_142 & uint64(4294967295);
const uint64 l_158 = l_mut_142 >> uint64(32);
const uint32 l_1528 = info.static_meta[uint32(3)];
const uint32 l_1529 = l_1528 * uint32(1);
const bool l_1530 = l_137 < l_1529;
const uint32 l_1531 = l_1529 - uint32(1);
const uint32 l_1532 = min(l_137, l_1531);
const uint32 l_1533 = buffer_3[l_1532];
const uint32 l_1534 = (l_1530) ? l_1533 : uint32(0);
const uint32 l_159 = l_1534;
const uint64 l_160 = uint64(l_159);
const uint64 l_161 = l_135 * l_160;
const uint64 l_162 = l_158 + l_161;
l_mut_142 = l_162;
const uint64 l_163 = l_mut_142 >> uint64(29);
const uint64 l_164 = l_163 & uint64(3);
const uint32 l_165 = uint32(l_164);
l_mut_59 = l_165;
const uint64 l_166 = l_mut_142 & uint64(536870911);
const uint64 l_167 = l_166 << uint64(32);
const uint64 l_168 = l_167 | l_157;
l_mut_142 = l_168;
const uint64 l_169 = l_150 << uint64(32);
const uint64 l_170 = l_169 | l_143;
l_mut_171 = l_170;
const bool l_172 = l_mut_142 >= uint64(1152921504606846976);
if (l_172) {
const uint32 l_173 = l_mut_59 + uint32(1);
const uint32 l_174 = l_173 & uint32(3);
l_mut_59 = l_174;
const bool l_175 = l_mut_171 != uint64(0);
const uint64 l_176 = uint64(l_175);
const uint64 l_177 = uint64(0) - l_mut_171;
l_mut_171 = l_177;
const uint64 l_178 = uint64(2305843009213693952) - l_mut_142;
const uint64 l_179 = l_178 - l_176;
l_mut_142 = l_179;
}
const uint32 l_180 = uint32(__clzll(int64(l_mut_171)));
const uint64 l_181 = uint64(l_180);
const uint64 l_182 = l_mut_171 << l_181;
l_mut_183 = l_182;
const int32 l_184 = int32(l_180);
const int32 l_185 = int32(0) - l_184;
l_mut_186 = l_185;
const bool l_187 = l_mut_142 != uint64(0);
if (l_187) {
const uint32 l_188 = uint32(__clzll(int64(l_mut_142)));
const uint64 l_189 = uint64(l_188);
const uint64 l_190 = l_mut_142 << l_189;
const uint32 l_191 = uint32(64) - l_188;
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_mut_171 >> l_192;
const uint64 l_194 = l_190 | l_193;
l_mut_183 = l_194;
const int32 l_195 = int32(l_188);
const int32 l_196 = int32(64) - l_195;
l_mut_186 = l_196;
}
const uint64 l_197 = l_mut_183 >> uint64(32);
const uint64 l_198 = l_mut_183 & uint64(4294967295);
const uint64 l_199 = l_197 * uint64(560513588);
const uint64 l_200 = l_198 * uint64(3373259426);
const uint64 l_201 = l_198 * uint64(560513588);
const uint64 l_202 = l_201 >> uint64(32);
const uint64 l_203 = l_199 & uint64(4294967295);
const uint64 l_204 = l_202 + l_203;
const uint64 l_205 = l_200 & uint64(4294967295);
const uint64 l_206 = l_204 + l_205;
const uint64 l_207 = l_197 * uint64(3373259426);
const uint64 l_208 = l_199 >> uint64(32);
const uint64 l_209 = l_207 + l_208;
const uint64 l_210 = l_200 >> uint64(32);
const uint64 l_211 = l_209 + l_210;
const uint64 l_212 = l_206 >> uint64(32);
const uint64 l_213 = l_211 + l_212;
l_mut_183 = l_213;
const int32 l_214 = l_mut_186 - int32(124);
l_mut_186 = l_214;
const bool l_215 = l_mut_183 < uint64(9223372036854775808);
if (l_215) {
const uint64 l_216 = l_mut_183 << uint64(1);
const uint64 l_217 = l_206 >> uint64(31);
const uint64 l_218 = l_217 & uint64(1);
const uint64 l_219 = l_216 | l_218;
l_mut_183 = l_219;
l_mut_186 = l_mut_186 - int32(1);
}
const uint64 l_220 = l_mut_183 >> uint64(11);
const double l_221 = double(l_220);
const int32 l_222 = l_mut_186 + int32(11);
const int32 l_223 = l_222 + int32(1023);
const uint64 l_224 = uint64(l_223);
const uint64 l_225 = l_224 << uint64(52);
const double l_226 = reinterpret_cast<double const&>(l_225);
const double l_227 = l_221 * l_226;
l_mut_76 = l_227;
const uint64 l_228 = l_mut_183 & uint64(2047);
const double l_229 = double(l_228);
const int32 l_230 = l_mut_186 + int32(1023);
const uint64 l_231 = uint64(l_230);
const uint64 l_232 = l_231 << uint64(52);
const double l_233 = reinterpret_cast<double const&>(l_232);
const double l_234 = l_229 * l_233;
l_mut_49 = l_234;
if (l_172) {
const double l_235 = -l_mut_76;
l_mut_76 = l_235;
const double l_236 = -l_mut_49;
l_mut_49 = l_236;
}
const bool l_237 = l_36 >= uint32(2147483648);
const double l_238 = l_mut_76 * l_mut_76;
const double l_239 = l_238 * double(1.9572941063391263e-20);
const double l_240 = double(8.22063524662433e-18) - l_239;
l_mut_241 = l_240;
const double l_242 = l_mut_241 * l_238;
const double l_243 = l_242 - double(2.8114572543455206e-15);
l_mut_241 = l_243;
const double l_244 = l_mut_241 * l_238;
const double l_245 = l_244 + double(7.647163731819816e-13);
l_mut_241 = l_245;
const double l_246 = l_mut_241 * l_238;
const double l_247 = l_246 - double(1.6059043836821613e-10);
l_mut_241 = l_247;
const double l_248 = l_mut_241 * l_238;
const double l_249 = l_248 + double(2.505210838544172e-8);
l_mut_241 = l_249;
const double l_250 = l_mut_241 * l_238;
const double l_251 = l_250 - double(2.7557319223985893e-6);
l_mut_241 = l_251;
const double l_252 = l_mut_241 * l_238;
const double l_253 = l_252 + double(0.0001984126984126984);
l_mut_241 = l_253;
const double l_254 = l_mut_241 * l_238;
const double l_255 = l_254 - double(0.008333333333333333);
l_mut_241 = l_255;
const double l_256 = l_mut_241 * l_238;
const double l_257 = l_256 + double(0.16666666666666666);
l_mut_241 = l_257;
const double l_258 = double(0.5) * l_238;
const double l_259 = double(1.0) - l_258;
const double l_260 = l_mut_49 * l_259;
const double l_261 = l_mut_76 * l_238;
const double l_262 = l_261 * l_mut_241;
const double l_263 = l_260 - l_262;
const double l_264 = l_mut_76 + l_263;
const double l_265 = l_mut_76 * l_mut_76;
const double l_266 = l_265 * double(4.110317623312165e-19);
const double l_267 = l_266 - double(1.5619206968586225e-16);
l_mut_241 = l_267;
const double l_268 = l_mut_241 * l_265;
const double l_269 = l_268 + double(4.779477332387385e-14);
l_mut_241 = l_269;
const double l_270 = l_mut_241 * l_265;
const double l_271 = l_270 - double(1.1470745597729725e-11);
l_mut_241 = l_271;
const double l_272 = l_mut_241 * l_265;
const double l_273 = l_272 + double(2.08767569878681e-9);
l_mut_241 = l_273;
const double l_274 = l_mut_241 * l_265;
const double l_275 = l_274 - double(2.755731922398589e-7);
l_mut_241 = l_275;
const double l_276 = l_mut_241 * l_265;
const double l_277 = l_276 + double(2.48015873015873e-5);
l_mut_241 = l_277;
const double l_278 = l_mut_241 * l_265;
const double l_279 = l_278 - double(0.001388888888888889);
l_mut_241 = l_279;
const double l_280 = l_mut_241 * l_265;
const double l_281 = l_280 + double(0.041666666666666664);
l_mut_241 = l_281;
const double l_282 = double(0.5) * l_265;
const double l_283 = double(1.0) - l_282;
const double l_284 = l_265 * l_265;
const double l_285 = l_284 * l_mut_241;
const double l_286 = l_mut_49 * l_mut_76;
const double l_287 = l_285 - l_286;
const double l_288 = l_283 + l_287;
const uint32 l_289 = l_mut_59 & uint32(1);
const bool l_290 = l_289 == uint32(1);
l_mut_241 = l_264;
const uint32 l_291 = l_mut_59 & uint32(2);
const bool l_292 = l_291 != uint32(0);
l_mut_128 = l_292;
if (l_290) {
l_mut_241 = l_288;
}
const bool l_293 = bool(true) && l_237;
if (l_293) {
const bool l_294 = !l_mut_128;
l_mut_128 = l_294;
}
if (l_mut_128) {
const double l_295 = -l_mut_241;
l_mut_241 = l_295;
}
l_mut_26 = l_mut_241;
}
}
l_mut_35 = l_mut_26;
const uint32 l_1493 = info.static_meta[uint32(3)];
const uint32 l_1494 = l_1493 * uint32(1);
const bool l_1495 = uint32(1024) < l_1494;
const uint32 l_1496 = l_1494 - uint32(1);
const uint32 l_1497 = min(uint32(1024), l_1496);
const uint32 l_1498 = buffer_3[l_1497];
const uint32 l_1499 = (l_1495) ? l_1498 : uint32(0);
const uint32 l_296 = l_1499;
const float l_297 = reinterpret_cast<float const&>(l_296);
const double l_298 = double(l_297);
l_mut_59 = uint32(4294967294);
const uint32 l_299 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_300 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_301 = l_300 & uint32(2139095040);
const bool l_302 = l_301 != uint32(2139095040);
const bool l_303 = l_301 == uint32(0);
const uint32 l_304 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_305 = l_304 & uint32(8388607);
const bool l_306 = l_305 != uint32(0);
const bool l_307 = l_303 && l_306;
const double l_308 = abs(l_mut_35);
const bool l_309 = l_mut_35 < double(0.0);
const uint32 l_310 = uint32(l_309);
const uint32 l_311 = uint32(2147483648) * l_310;
if (l_307) {
} else {
const bool l_312 = isnan(l_mut_35);
if (l_312) {
const uint32 l_313 = l_299 & uint32(2147483647);
const bool l_314 = l_313 > uint32(2139095040);
if (l_314) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_315 = l_308 >= double(3.402823669209385e38);
const bool l_316 = !l_302;
const bool l_317 = l_308 == double(0.0);
const bool l_318 = l_316 && l_317;
const bool l_319 = l_315 || l_318;
if (l_319) {
const bool l_320 = l_308 >= double(3.402823669209385e38);
const uint32 l_321 = uint32(l_320);
const uint32 l_322 = uint32(2139095040) * l_321;
const uint32 l_323 = l_322 | l_311;
const bool l_324 = l_299 == l_323;
const uint32 l_325 = l_299 | l_323;
const uint32 l_326 = l_325 & uint32(2147483647);
const bool l_327 = l_326 == uint32(0);
const bool l_328 = l_324 || l_327;
if (l_328) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_329 = l_308 >= double(2.350988701644575e-38);
const bool l_330 = l_302 && l_329;
const bool l_331 = l_308 < double(3.4028234663852886e38);
const bool l_332 = l_330 && l_331;
if (l_332) {
const float l_333 = float(l_308);
const uint32 l_334 = reinterpret_cast<uint32 const&>(l_333);
const float l_335 = reinterpret_cast<float const&>(l_334);
const double l_336 = double(l_335);
const double l_337 = l_308 - l_336;
const uint32 l_338 = l_334 + uint32(1);
const bool l_339 = l_337 < double(0.0);
const uint32 l_340 = uint32(l_339);
const uint32 l_341 = uint32(2) * l_340;
const uint32 l_342 = l_338 - l_341;
const float l_343 = reinterpret_cast<float const&>(l_342);
const double l_344 = double(l_343);
const double l_345 = l_344 - l_336;
const double l_346 = abs(l_345);
const double l_347 = l_346 * double(0.5);
const double l_348 = abs(l_337);
const double l_349 = l_347 - l_348;
const double l_350 = l_308 * double(9.094947017729282e-13);
const bool l_351 = l_349 > l_350;
if (l_351) {
const uint32 l_352 = l_334 | l_311;
l_mut_59 = l_352;
}
} else {
const bool l_353 = l_308 < double(2.350988701644575e-38);
const bool l_354 = l_302 && l_353;
if (l_354) {
const double l_355 = l_308 * double(7.1362384635298e44);
const double l_356 = floor(l_355);
const double l_357 = l_355 - l_356;
const double l_358 = l_357 - double(0.5);
const double l_359 = abs(l_358);
const double l_360 = l_355 * double(9.094947017729282e-13);
const bool l_361 = l_359 > l_360;
if (l_361) {
const bool l_362 = l_357 > double(0.5);
const double l_363 = double(l_362);
const double l_364 = l_356 + l_363;
const uint32 l_365 = uint32(l_364);
const uint32 l_366 = l_365 | l_311;
l_mut_59 = l_366;
}
}
}
}
}
}
const uint32 l_367 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_368 = l_367 & uint32(2147483647);
const bool l_369 = l_368 > uint32(2139095040);
const uint32 l_370 = l_367 & uint32(2147483647);
const bool l_371 = l_370 == uint32(0);
const uint32 l_372 = l_367 & uint32(2147483647);
const double l_373 = double(l_372);
const uint32 l_374 = l_367 >> uint32(31);
const double l_375 = double(l_374);
const double l_376 = double(2.0) * l_375;
const double l_377 = double(1.0) - l_376;
const double l_378 = l_373 * l_377;
const uint32 l_379 = l_mut_59 & uint32(2147483647);
const double l_380 = double(l_379);
const uint32 l_381 = l_mut_59 >> uint32(31);
const double l_382 = double(l_381);
const double l_383 = double(2.0) * l_382;
const double l_384 = double(1.0) - l_383;
const double l_385 = l_380 * l_384;
const double l_386 = l_378 - l_385;
const uint32 l_387 = l_mut_59 & uint32(2139095040);
const bool l_388 = l_387 == uint32(0);
const bool l_389 = l_mut_59 < uint32(4294967293);
const bool l_390 = l_386 == double(0.0);
const bool l_391 = l_371 && l_388;
const bool l_392 = l_369 || l_391;
const bool l_393 = !l_392;
const bool l_394 = l_390 || l_393;
const bool l_395 = l_389 && l_394;
l_mut_128 = l_395;
const bool l_396 = l_386 != double(0.0);
const bool l_397 = l_mut_128 && l_396;
if (l_397) {

for (uint32 l_mut_398 = uint32(0); l_mut_398 < uint32(8); ++l_mut_398) {
const uint32 l_399 = uint32(2) * l_mut_398;
const uint32 l_1535 = info.static_meta[uint32(1)];
const uint32 l_1536 = l_1535 * uint32(1);
const bool l_1537 = l_399 < l_1536;
const uint32 l_1538 = l_1536 - uint32(1);
const uint32 l_1539 = min(l_399, l_1538);
const uint32 l_1540 = buffer_1[l_1539];
const uint32 l_1541 = (l_1537) ? l_1540 : uint32(0);
const uint32 l_400 = l_1541;
const uint32 l_401 = uint32(2) * l_mut_398;
const uint32 l_402 = l_401 + uint32(1);
const uint32 l_1542 = info.static_meta[uint32(1)];
const uint32 l_1543 = l_1542 * uint32(1);
const bool l_1544 = l_402 < l_1543;
const uint32 l_1545 = l_1543 - uint32(1);
const uint32 l_1546 = min(l_402, l_1545);
const uint32 l_1547 = buffer_1[l_1546];
const uint32 l_1548 = (l_1544) ? l_1547 : uint32(0);
const uint32 l_403 = l_1548;
const bool l_404 = l_403 != uint32(0);
const uint32 l_405 = l_mut_398 * uint32(4);
const uint32 l_1549 = info.static_meta[uint32(2)];
const uint32 l_1550 = l_1549 * uint32(1);
const bool l_1551 = l_405 < l_1550;
const uint32 l_1552 = l_1550 - uint32(1);
const uint32 l_1553 = min(l_405, l_1552);
const double l_1554 = buffer_2[l_1553];
const double l_1555 = (l_1551) ? l_1554 : double(0.0);
const double l_406 = l_1555;
const uint32 l_407 = l_mut_398 * uint32(4);
const uint32 l_408 = l_407 + uint32(1);
const uint32 l_1556 = info.static_meta[uint32(2)];
const uint32 l_1557 = l_1556 * uint32(1);
const bool l_1558 = l_408 < l_1557;
const uint32 l_1559 = l_1557 - uint32(1);
const uint32 l_1560 = min(l_408, l_1559);
const double l_1561 = buffer_2[l_1560];
const double l_1562 = (l_1558) ? l_1561 : double(0.0);
const double l_409 = l_1562;
const uint32 l_410 = l_mut_398 * uint32(4);
const uint32 l_411 = l_410 + uint32(2);
const uint32 l_1563 = info.static_meta[uint32(2)];
const uint32 l_1564 = l_1563 * uint32(1);
const bool l_1565 = l_411 < l_1564;
const uint32 l_1566 = l_1564 - uint32(1);
const uint32 l_1567 = min(l_411, l_1566);
const double l_1568 = buffer_2[l_1567];
const double l_1569 = (l_1565) ? l_1568 : double(0.0);
const double l_412 = l_1569;
const double l_413 = double(l_21);
const double l_414 = abs(l_413);
const double l_415 = abs(l_mut_35);
const double l_416 = l_415 * double(1.4551915228366852e-11);
l_arr_417[uint32(0)] = uint32(1);
l_mut_418 = uint32(2);
const bool l_419 = l_400 == uint32(0);
if (l_419) {
l_mut_418 = uint32(0);
} else {
const bool l_420 = l_400 == uint32(1);
if (l_420) {
l_mut_418 = uint32(1);
const double l_421 = abs(l_386);
const bool l_422 = l_421 <= l_406;
if (l_422) {
l_mut_418 = uint32(0);
}
} else {
const bool l_423 = l_400 == uint32(2);
if (l_423) {
const double l_424 = abs(l_mut_35);
l_mut_241 = double(1.401298464324817e-45);
const bool l_425 = l_424 >= double(1.1754943508222875e-38);
const bool l_426 = l_424 <= double(1.7976931348623157e308);
const bool l_427 = l_425 && l_426;
if (l_427) {
const uint64 l_428 = reinterpret_cast<uint64 const&>(l_424);
const uint64 l_429 = l_428 >> uint64(52);
const uint64 l_430 = l_429 - uint64(23);
const uint64 l_431 = l_430 << uint64(52);
const double l_432 = reinterpret_cast<double const&>(l_431);
l_mut_241 = l_432;
}
const double l_433 = l_406 * l_mut_241;
l_mut_434 = uint32(2);
const double l_435 = l_mut_35 - l_416;
const double l_436 = abs(l_435);
l_mut_241 = double(1.401298464324817e-45);
const bool l_437 = l_436 >= double(1.1754943508222875e-38);
const bool l_438 = l_436 <= double(1.7976931348623157e308);
const bool l_439 = l_437 && l_438;
if (l_439) {
const uint64 l_440 = reinterpret_cast<uint64 const&>(l_436);
const uint64 l_441 = l_440 >> uint64(52);
const uint64 l_442 = l_441 - uint64(23);
const uint64 l_443 = l_442 << uint64(52);
const double l_444 = reinterpret_cast<double const&>(l_443);
l_mut_241 = l_444;
}
const double l_445 = l_mut_35 + l_416;
const double l_446 = abs(l_445);
l_mut_76 = double(1.401298464324817e-45);
const bool l_447 = l_446 >= double(1.1754943508222875e-38);
const bool l_448 = l_446 <= double(1.7976931348623157e308);
const bool l_449 = l_447 && l_448;
if (l_449) {
const uint64 l_450 = reinterpret_cast<uint64 const&>(l_446);
const uint64 l_451 = l_450 >> uint64(52);
const uint64 l_452 = l_451 - uint64(23);
const uint64 l_453 = l_452 << uint64(52);
const double l_454 = reinterpret_cast<double const&>(l_453);
l_mut_76 = l_454;
}
const bool l_455 = l_mut_241 == l_mut_76;
if (l_455) {
const double l_456 = l_433 * double(1.4551915228366852e-11);
const double l_457 = l_416 + l_456;
const double l_458 = l_mut_35 - l_433;
const double l_459 = l_mut_35 + l_433;
const uint32 l_460 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_461 = double(l_mut_22);
l_mut_241 = l_461;
const uint32 l_462 = l_460 & uint32(2139095040);
const bool l_463 = l_462 == uint32(0);
if (l_463) {
const uint32 l_464 = l_460 & uint32(8388607);
const double l_465 = double(l_464);
const double l_466 = l_465 * double(1.401298464324817e-45);
l_mut_241 = l_466;
const uint32 l_467 = l_460 >> uint32(31);
const bool l_468 = l_467 == uint32(1);
if (l_468) {
const double l_469 = -l_mut_241;
l_mut_241 = l_469;
}
}
const uint32 l_470 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_471 = l_470 + uint32(1);
l_mut_472 = l_471;
const uint32 l_473 = l_470 & uint32(2147483647);
const bool l_474 = l_473 == uint32(0);
if (l_474) {
l_mut_472 = uint32(1);
} else {
const uint32 l_475 = l_470 & uint32(2147483648);
const bool l_476 = l_475 != uint32(0);
if (l_476) {
const uint32 l_477 = l_470 - uint32(1);
l_mut_472 = l_477;
} else {
const bool l_478 = l_470 == uint32(2139095040);
if (l_478) {
l_mut_472 = l_470;
}
}
}
const float l_479 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_480 = reinterpret_cast<uint32 const&>(l_479);
const double l_481 = double(l_479);
l_mut_76 = l_481;
const uint32 l_482 = l_480 & uint32(2139095040);
const bool l_483 = l_482 == uint32(0);
if (l_483) {
const uint32 l_484 = l_480 & uint32(8388607);
const double l_485 = double(l_484);
const double l_486 = l_485 * double(1.401298464324817e-45);
l_mut_76 = l_486;
const uint32 l_487 = l_480 >> uint32(31);
const bool l_488 = l_487 == uint32(1);
if (l_488) {
const double l_489 = -l_mut_76;
l_mut_76 = l_489;
}
}
const uint32 l_490 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_491 = l_490 ^ uint32(2147483648);
const float l_492 = reinterpret_cast<float const&>(l_491);
const uint32 l_493 = reinterpret_cast<uint32 const&>(l_492);
const uint32 l_494 = l_493 + uint32(1);
l_mut_472 = l_494;
const uint32 l_495 = l_493 & uint32(2147483647);
const bool l_496 = l_495 == uint32(0);
if (l_496) {
l_mut_472 = uint32(1);
} else {
const uint32 l_497 = l_493 & uint32(2147483648);
const bool l_498 = l_497 != uint32(0);
if (l_498) {
const uint32 l_499 = l_493 - uint32(1);
l_mut_472 = l_499;
} else {
const bool l_500 = l_493 == uint32(2139095040);
if (l_500) {
l_mut_472 = l_493;
}
}
}
const float l_501 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_502 = reinterpret_cast<uint32 const&>(l_501);
const uint32 l_503 = l_502 ^ uint32(2147483648);
const float l_504 = reinterpret_cast<float const&>(l_503);
const uint32 l_505 = reinterpret_cast<uint32 const&>(l_504);
const double l_506 = double(l_504);
l_mut_49 = l_506;
const uint32 l_507 = l_505 & uint32(2139095040);
const bool l_508 = l_507 == uint32(0);
if (l_508) {
const uint32 l_509 = l_505 & uint32(8388607);
const double l_510 = double(l_509);
const double l_511 = l_510 * double(1.401298464324817e-45);
l_mut_49 = l_511;
const uint32 l_512 = l_505 >> uint32(31);
const bool l_513 = l_512 == uint32(1);
if (l_513) {
const double l_514 = -l_mut_49;
l_mut_49 = l_514;
}
}
const double l_515 = l_458 + l_457;
const bool l_516 = l_515 <= l_mut_241;
l_mut_517 = l_516;
const double l_518 = l_458 - l_457;
const bool l_519 = l_518 > l_mut_241;
l_mut_520 = l_519;
const double l_521 = l_459 - l_457;
const bool l_522 = l_521 >= l_mut_241;
l_mut_523 = l_522;
const double l_524 = l_459 + l_457;
const bool l_525 = l_524 < l_mut_241;
l_mut_526 = l_525;
if (l_404) {
const double l_527 = l_458 + l_457;
const bool l_528 = l_527 < l_mut_76;
l_mut_517 = l_528;
const double l_529 = l_458 - l_457;
const bool l_530 = l_529 >= l_mut_76;
l_mut_520 = l_530;
const double l_531 = l_459 - l_457;
const bool l_532 = l_531 > l_mut_49;
l_mut_523 = l_532;
const double l_533 = l_459 + l_457;
const bool l_534 = l_533 <= l_mut_49;
l_mut_526 = l_534;
}
l_mut_472 = uint32(2);
const bool l_535 = l_mut_520 || l_mut_526;
if (l_535) {
l_mut_472 = uint32(1);
} else {
const bool l_536 = l_mut_517 && l_mut_523;
if (l_536) {
l_mut_472 = uint32(0);
}
}
const uint32 l_537 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_538 = l_537 & uint32(2147483647);
const bool l_539 = l_538 == uint32(0);
if (l_539) {
const double l_540 = l_458 + l_457;
const bool l_541 = l_540 < double(1.1754943508222875e-38);
const double l_542 = l_459 - l_457;
const bool l_543 = l_542 > double(-1.1754943508222875e-38);
const bool l_544 = l_541 && l_543;
const double l_545 = l_458 - l_457;
const bool l_546 = l_545 < double(1.1754943508222875e-38);
const double l_547 = l_459 + l_457;
const bool l_548 = l_547 > double(-1.1754943508222875e-38);
const bool l_549 = l_546 && l_548;
if (l_544) {
l_mut_472 = uint32(0);
} else {
const bool l_550 = l_mut_472 == uint32(1);
const bool l_551 = l_549 && l_550;
if (l_551) {
l_mut_472 = uint32(2);
}
}
}
l_mut_434 = l_mut_472;
}
l_mut_418 = l_mut_434;
} else {
const bool l_552 = l_400 == uint32(3);
if (l_552) {
l_mut_418 = uint32(0);
const bool l_553 = l_414 >= double(1.1754943508222875e-38);
const bool l_554 = l_414 <= double(8.507059173023462e37);
const bool l_555 = l_553 && l_554;
if (l_555) {
const double l_556 = abs(l_mut_35);
l_mut_241 = double(1.401298464324817e-45);
const bool l_557 = l_556 >= double(1.1754943508222875e-38);
const bool l_558 = l_556 <= double(1.7976931348623157e308);
const bool l_559 = l_557 && l_558;
if (l_559) {
const uint64 l_560 = reinterpret_cast<uint64 const&>(l_556);
const uint64 l_561 = l_560 >> uint64(52);
const uint64 l_562 = l_561 - uint64(23);
const uint64 l_563 = l_562 << uint64(52);
const double l_564 = reinterpret_cast<double const&>(l_563);
l_mut_241 = l_564;
}
const double l_565 = l_406 * l_mut_241;
l_mut_472 = uint32(2);
const double l_566 = l_mut_35 - l_416;
const double l_567 = abs(l_566);
l_mut_241 = double(1.401298464324817e-45);
const bool l_568 = l_567 >= double(1.1754943508222875e-38);
const bool l_569 = l_567 <= double(1.7976931348623157e308);
const bool l_570 = l_568 && l_569;
if (l_570) {
const uint64 l_571 = reinterpret_cast<uint64 const&>(l_567);
const uint64 l_572 = l_571 >> uint64(52);
const uint64 l_573 = l_572 - uint64(23);
const uint64 l_574 = l_573 << uint64(52);
const double l_575 = reinterpret_cast<double const&>(l_574);
l_mut_241 = l_575;
}
const double l_576 = l_mut_35 + l_416;
const double l_577 = abs(l_576);
l_mut_76 = double(1.401298464324817e-45);
const bool l_578 = l_577 >= double(1.1754943508222875e-38);
const bool l_579 = l_577 <= double(1.7976931348623157e308);
const bool l_580 = l_578 && l_579;
if (l_580) {
const uint64 l_581 = reinterpret_cast<uint64 const&>(l_577);
const uint64 l_582 = l_581 >> uint64(52);
const uint64 l_583 = l_582 - uint64(23);
const uint64 l_584 = l_583 << uint64(52);
const double l_585 = reinterpret_cast<double const&>(l_584);
l_mut_76 = l_585;
}
const bool l_586 = l_mut_241 == l_mut_76;
if (l_586) {
const double l_587 = l_565 * double(1.4551915228366852e-11);
const double l_588 = l_416 + l_587;
const double l_589 = l_mut_35 - l_565;
const double l_590 = l_mut_35 + l_565;
const uint32 l_591 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_592 = double(l_mut_22);
l_mut_241 = l_592;
const uint32 l_593 = l_591 & uint32(2139095040);
const bool l_594 = l_593 == uint32(0);
if (l_594) {
const uint32 l_595 = l_591 & uint32(8388607);
const double l_596 = double(l_595);
const double l_597 = l_596 * double(1.401298464324817e-45);
l_mut_241 = l_597;
const uint32 l_598 = l_591 >> uint32(31);
const bool l_599 = l_598 == uint32(1);
if (l_599) {
const double l_600 = -l_mut_241;
l_mut_241 = l_600;
}
}
const uint32 l_601 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_602 = l_601 + uint32(1);
l_mut_434 = l_602;
const uint32 l_603 = l_601 & uint32(2147483647);
const bool l_604 = l_603 == uint32(0);
if (l_604) {
l_mut_434 = uint32(1);
} else {
const uint32 l_605 = l_601 & uint32(2147483648);
const bool l_606 = l_605 != uint32(0);
if (l_606) {
const uint32 l_607 = l_601 - uint32(1);
l_mut_434 = l_607;
} else {
const bool l_608 = l_601 == uint32(2139095040);
if (l_608) {
l_mut_434 = l_601;
}
}
}
const float l_609 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_610 = reinterpret_cast<uint32 const&>(l_609);
const double l_611 = double(l_609);
l_mut_76 = l_611;
const uint32 l_612 = l_610 & uint32(2139095040);
const bool l_613 = l_612 == uint32(0);
if (l_613) {
const uint32 l_614 = l_610 & uint32(8388607);
const double l_615 = double(l_614);
const double l_616 = l_615 * double(1.401298464324817e-45);
l_mut_76 = l_616;
const uint32 l_617 = l_610 >> uint32(31);
const bool l_618 = l_617 == uint32(1);
if (l_618) {
const double l_619 = -l_mut_76;
l_mut_76 = l_619;
}
}
const uint32 l_620 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_621 = l_620 ^ uint32(2147483648);
const float l_622 = reinterpret_cast<float const&>(l_621);
const uint32 l_623 = reinterpret_cast<uint32 const&>(l_622);
const uint32 l_624 = l_623 + uint32(1);
l_mut_434 = l_624;
const uint32 l_625 = l_623 & uint32(2147483647);
const bool l_626 = l_625 == uint32(0);
if (l_626) {
l_mut_434 = uint32(1);
} else {
const uint32 l_627 = l_623 & uint32(2147483648);
const bool l_628 = l_627 != uint32(0);
if (l_628) {
const uint32 l_629 = l_623 - uint32(1);
l_mut_434 = l_629;
} else {
const bool l_630 = l_623 == uint32(2139095040);
if (l_630) {
l_mut_434 = l_623;
}
}
}
const float l_631 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_632 = reinterpret_cast<uint32 const&>(l_631);
const uint32 l_633 = l_632 ^ uint32(2147483648);
const float l_634 = reinterpret_cast<float const&>(l_633);
const uint32 l_635 = reinterpret_cast<uint32 const&>(l_634);
const double l_636 = double(l_634);
l_mut_49 = l_636;
const uint32 l_637 = l_635 & uint32(2139095040);
const bool l_638 = l_637 == uint32(0);
if (l_638) {
const uint32 l_639 = l_635 & uint32(8388607);
const double l_640 = double(l_639);
const double l_641 = l_640 * double(1.401298464324817e-45);
l_mut_49 = l_641;
const uint32 l_642 = l_635 >> uint32(31);
const bool l_643 = l_642 == uint32(1);
if (l_643) {
const double l_644 = -l_mut_49;
l_mut_49 = l_644;
}
}
const double l_645 = l_589 + l_588;
const bool l_646 = l_645 <= l_mut_241;
l_mut_526 = l_646;
const double l_647 = l_589 - l_588;
const bool l_648 = l_647 > l_mut_241;
l_mut_523 = l_648;
const double l_649 = l_590 - l_588;
const bool l_650 = l_649 >= l_mut_241;
l_mut_520 = l_650;
const double l_651 = l_590 + l_588;
const bool l_652 = l_651 < l_mut_241;
l_mut_517 = l_652;
if (l_404) {
const double l_653 = l_589 + l_588;
const bool l_654 = l_653 < l_mut_76;
l_mut_526 = l_654;
const double l_655 = l_589 - l_588;
const bool l_656 = l_655 >= l_mut_76;
l_mut_523 = l_656;
const double l_657 = l_590 - l_588;
const bool l_658 = l_657 > l_mut_49;
l_mut_520 = l_658;
const double l_659 = l_590 + l_588;
const bool l_660 = l_659 <= l_mut_49;
l_mut_517 = l_660;
}
l_mut_434 = uint32(2);
const bool l_661 = l_mut_523 || l_mut_517;
if (l_661) {
l_mut_434 = uint32(1);
} else {
const bool l_662 = l_mut_526 && l_mut_520;
if (l_662) {
l_mut_434 = uint32(0);
}
}
const uint32 l_663 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_664 = l_663 & uint32(2147483647);
const bool l_665 = l_664 == uint32(0);
if (l_665) {
const double l_666 = l_589 + l_588;
const bool l_667 = l_666 < double(1.1754943508222875e-38);
const double l_668 = l_590 - l_588;
const bool l_669 = l_668 > double(-1.1754943508222875e-38);
const bool l_670 = l_667 && l_669;
const double l_671 = l_589 - l_588;
const bool l_672 = l_671 < double(1.1754943508222875e-38);
const double l_673 = l_590 + l_588;
const bool l_674 = l_673 > double(-1.1754943508222875e-38);
const bool l_675 = l_672 && l_674;
if (l_670) {
l_mut_434 = uint32(0);
} else {
const bool l_676 = l_mut_434 == uint32(1);
const bool l_677 = l_675 && l_676;
if (l_677) {
l_mut_434 = uint32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
}
} else {
const bool l_678 = l_400 == uint32(4);
if (l_678) {
const double l_679 = l_409 * l_414;
const double l_680 = l_406 + l_679;
const double l_681 = abs(l_mut_35);
l_mut_241 = double(1.401298464324817e-45);
const bool l_682 = l_681 >= double(1.1754943508222875e-38);
const bool l_683 = l_681 <= double(1.7976931348623157e308);
const bool l_684 = l_682 && l_683;
if (l_684) {
const uint64 l_685 = reinterpret_cast<uint64 const&>(l_681);
const uint64 l_686 = l_685 >> uint64(52);
const uint64 l_687 = l_686 - uint64(23);
const uint64 l_688 = l_687 << uint64(52);
const double l_689 = reinterpret_cast<double const&>(l_688);
l_mut_241 = l_689;
}
const double l_690 = l_680 * l_mut_241;
l_mut_472 = uint32(2);
const double l_691 = l_mut_35 - l_416;
const double l_692 = abs(l_691);
l_mut_241 = double(1.401298464324817e-45);
const bool l_693 = l_692 >= double(1.1754943508222875e-38);
const bool l_694 = l_692 <= double(1.7976931348623157e308);
const bool l_695 = l_693 && l_694;
if (l_695) {
const uint64 l_696 = reinterpret_cast<uint64 const&>(l_692);
const uint64 l_697 = l_696 >> uint64(52);
const uint64 l_698 = l_697 - uint64(23);
const uint64 l_699 = l_698 << uint64(52);
const double l_700 = reinterpret_cast<double const&>(l_699);
l_mut_241 = l_700;
}
const double l_701 = l_mut_35 + l_416;
const double l_702 = abs(l_701);
l_mut_76 = double(1.401298464324817e-45);
const bool l_703 = l_702 >= double(1.1754943508222875e-38);
const bool l_704 = l_702 <= double(1.7976931348623157e308);
const bool l_705 = l_703 && l_704;
if (l_705) {
const uint64 l_706 = reinterpret_cast<uint64 const&>(l_702);
const uint64 l_707 = l_706 >> uint64(52);
const uint64 l_708 = l_707 - uint64(23);
const uint64 l_709 = l_708 << uint64(52);
const double l_710 = reinterpret_cast<double const&>(l_709);
l_mut_76 = l_710;
}
const bool l_711 = l_mut_241 == l_mut_76;
if (l_711) {
const double l_712 = l_690 * double(1.4551915228366852e-11);
const double l_713 = l_416 + l_712;
const double l_714 = l_mut_35 - l_690;
const double l_715 = l_mut_35 + l_690;
const uint32 l_716 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_717 = double(l_mut_22);
l_mut_241 = l_717;
const uint32 l_718 = l_716 & uint32(2139095040);
const bool l_719 = l_718 == uint32(0);
if (l_719) {
const uint32 l_720 = l_716 & uint32(8388607);
const double l_721 = double(l_720);
const double l_722 = l_721 * double(1.401298464324817e-45);
l_mut_241 = l_722;
const uint32 l_723 = l_716 >> uint32(31);
const bool l_724 = l_723 == uint32(1);
if (l_724) {
const double l_725 = -l_mut_241;
l_mut_241 = l_725;
}
}
const uint32 l_726 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_727 = l_726 + uint32(1);
l_mut_434 = l_727;
const uint32 l_728 = l_726 & uint32(2147483647);
const bool l_729 = l_728 == uint32(0);
if (l_729) {
l_mut_434 = uint32(1);
} else {
const uint32 l_730 = l_726 & uint32(2147483648);
const bool l_731 = l_730 != uint32(0);
if (l_731) {
const uint32 l_732 = l_726 - uint32(1);
l_mut_434 = l_732;
} else {
const bool l_733 = l_726 == uint32(2139095040);
if (l_733) {
l_mut_434 = l_726;
}
}
}
const float l_734 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_735 = reinterpret_cast<uint32 const&>(l_734);
const double l_736 = double(l_734);
l_mut_76 = l_736;
const uint32 l_737 = l_735 & uint32(2139095040);
const bool l_738 = l_737 == uint32(0);
if (l_738) {
const uint32 l_739 = l_735 & uint32(8388607);
const double l_740 = double(l_739);
const double l_741 = l_740 * double(1.401298464324817e-45);
l_mut_76 = l_741;
const uint32 l_742 = l_735 >> uint32(31);
const bool l_743 = l_742 == uint32(1);
if (l_743) {
const double l_744 = -l_mut_76;
l_mut_76 = l_744;
}
}
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_746 = l_745 ^ uint32(2147483648);
const float l_747 = reinterpret_cast<float const&>(l_746);
const uint32 l_748 = reinterpret_cast<uint32 const&>(l_747);
const uint32 l_749 = l_748 + uint32(1);
l_mut_434 = l_749;
const uint32 l_750 = l_748 & uint32(2147483647);
const bool l_751 = l_750 == uint32(0);
if (l_751) {
l_mut_434 = uint32(1);
} else {
const uint32 l_752 = l_748 & uint32(2147483648);
const bool l_753 = l_752 != uint32(0);
if (l_753) {
const uint32 l_754 = l_748 - uint32(1);
l_mut_434 = l_754;
} else {
const bool l_755 = l_748 == uint32(2139095040);
if (l_755) {
l_mut_434 = l_748;
}
}
}
const float l_756 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_757 = reinterpret_cast<uint32 const&>(l_756);
const uint32 l_758 = l_757 ^ uint32(2147483648);
const float l_759 = reinterpret_cast<float const&>(l_758);
const uint32 l_760 = reinterpret_cast<uint32 const&>(l_759);
const double l_761 = double(l_759);
l_mut_49 = l_761;
const uint32 l_762 = l_760 & uint32(2139095040);
const bool l_763 = l_762 == uint32(0);
if (l_763) {
const uint32 l_764 = l_760 & uint32(8388607);
const double l_765 = double(l_764);
const double l_766 = l_765 * double(1.401298464324817e-45);
l_mut_49 = l_766;
const uint32 l_767 = l_760 >> uint32(31);
const bool l_768 = l_767 == uint32(1);
if (l_768) {
const double l_769 = -l_mut_49;
l_mut_49 = l_769;
}
}
const double l_770 = l_714 + l_713;
const bool l_771 = l_770 <= l_mut_241;
l_mut_526 = l_771;
const double l_772 = l_714 - l_713;
const bool l_773 = l_772 > l_mut_241;
l_mut_523 = l_773;
const double l_774 = l_715 - l_713;
const bool l_775 = l_774 >= l_mut_241;
l_mut_520 = l_775;
const double l_776 = l_715 + l_713;
const bool l_777 = l_776 < l_mut_241;
l_mut_517 = l_777;
if (l_404) {
const double l_778 = l_714 + l_713;
const bool l_779 = l_778 < l_mut_76;
l_mut_526 = l_779;
const double l_780 = l_714 - l_713;
const bool l_781 = l_780 >= l_mut_76;
l_mut_523 = l_781;
const double l_782 = l_715 - l_713;
const bool l_783 = l_782 > l_mut_49;
l_mut_520 = l_783;
const double l_784 = l_715 + l_713;
const bool l_785 = l_784 <= l_mut_49;
l_mut_517 = l_785;
}
l_mut_434 = uint32(2);
const bool l_786 = l_mut_523 || l_mut_517;
if (l_786) {
l_mut_434 = uint32(1);
} else {
const bool l_787 = l_mut_526 && l_mut_520;
if (l_787) {
l_mut_434 = uint32(0);
}
}
const uint32 l_788 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_789 = l_788 & uint32(2147483647);
const bool l_790 = l_789 == uint32(0);
if (l_790) {
const double l_791 = l_714 + l_713;
const bool l_792 = l_791 < double(1.1754943508222875e-38);
const double l_793 = l_715 - l_713;
const bool l_794 = l_793 > double(-1.1754943508222875e-38);
const bool l_795 = l_792 && l_794;
const double l_796 = l_714 - l_713;
const bool l_797 = l_796 < double(1.1754943508222875e-38);
const double l_798 = l_715 + l_713;
const bool l_799 = l_798 > double(-1.1754943508222875e-38);
const bool l_800 = l_797 && l_799;
if (l_795) {
l_mut_434 = uint32(0);
} else {
const bool l_801 = l_mut_434 == uint32(1);
const bool l_802 = l_800 && l_801;
if (l_802) {
l_mut_434 = uint32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
} else {
const bool l_803 = l_400 == uint32(5);
if (l_803) {
const double l_804 = double(2.0) * l_413;
const double l_805 = abs(l_804);
const double l_806 = floor(l_805);
const double l_807 = double(3.0) + l_806;
const double l_808 = abs(l_mut_35);
l_mut_241 = double(1.401298464324817e-45);
const bool l_809 = l_808 >= double(1.1754943508222875e-38);
const bool l_810 = l_808 <= double(1.7976931348623157e308);
const bool l_811 = l_809 && l_810;
if (l_811) {
const uint64 l_812 = reinterpret_cast<uint64 const&>(l_808);
const uint64 l_813 = l_812 >> uint64(52);
const uint64 l_814 = l_813 - uint64(23);
const uint64 l_815 = l_814 << uint64(52);
const double l_816 = reinterpret_cast<double const&>(l_815);
l_mut_241 = l_816;
}
const double l_817 = l_807 * l_mut_241;
l_mut_472 = uint32(2);
const double l_818 = l_mut_35 - l_416;
const double l_819 = abs(l_818);
l_mut_241 = double(1.401298464324817e-45);
const bool l_820 = l_819 >= double(1.1754943508222875e-38);
const bool l_821 = l_819 <= double(1.7976931348623157e308);
const bool l_822 = l_820 && l_821;
if (l_822) {
const uint64 l_823 = reinterpret_cast<uint64 const&>(l_819);
const uint64 l_824 = l_823 >> uint64(52);
const uint64 l_825 = l_824 - uint64(23);
const uint64 l_826 = l_825 << uint64(52);
const double l_827 = reinterpret_cast<double const&>(l_826);
l_mut_241 = l_827;
}
const double l_828 = l_mut_35 + l_416;
const double l_829 = abs(l_828);
l_mut_76 = double(1.401298464324817e-45);
const bool l_830 = l_829 >= double(1.1754943508222875e-38);
const bool l_831 = l_829 <= double(1.7976931348623157e308);
const bool l_832 = l_830 && l_831;
if (l_832) {
const uint64 l_833 = reinterpret_cast<uint64 const&>(l_829);
const uint64 l_834 = l_833 >> uint64(52);
const uint64 l_835 = l_834 - uint64(23);
const uint64 l_836 = l_835 << uint64(52);
const double l_837 = reinterpret_cast<double const&>(l_836);
l_mut_76 = l_837;
}
const bool l_838 = l_mut_241 == l_mut_76;
if (l_838) {
const double l_839 = l_817 * double(1.4551915228366852e-11);
const double l_840 = l_416 + l_839;
const double l_841 = l_mut_35 - l_817;
const double l_842 = l_mut_35 + l_817;
const uint32 l_843 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_844 = double(l_mut_22);
l_mut_241 = l_844;
const uint32 l_845 = l_843 & uint32(2139095040);
const bool l_846 = l_845 == uint32(0);
if (l_846) {
const uint32 l_847 = l_843 & uint32(8388607);
const double l_848 = double(l_847);
const double l_849 = l_848 * double(1.401298464324817e-45);
l_mut_241 = l_849;
const uint32 l_850 = l_843 >> uint32(31);
const bool l_851 = l_850 == uint32(1);
if (l_851) {
const double l_852 = -l_mut_241;
l_mut_241 = l_852;
}
}
const uint32 l_853 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_854 = l_853 + uint32(1);
l_mut_434 = l_854;
const uint32 l_855 = l_853 & uint32(2147483647);
const bool l_856 = l_855 == uint32(0);
if (l_856) {
l_mut_434 = uint32(1);
} else {
const uint32 l_857 = l_853 & uint32(2147483648);
const bool l_858 = l_857 != uint32(0);
if (l_858) {
const uint32 l_859 = l_853 - uint32(1);
l_mut_434 = l_859;
} else {
const bool l_860 = l_853 == uint32(2139095040);
if (l_860) {
l_mut_434 = l_853;
}
}
}
const float l_861 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_862 = reinterpret_cast<uint32 const&>(l_861);
const double l_863 = double(l_861);
l_mut_76 = l_863;
const uint32 l_864 = l_862 & uint32(2139095040);
const bool l_865 = l_864 == uint32(0);
if (l_865) {
const uint32 l_866 = l_862 & uint32(8388607);
const double l_867 = double(l_866);
const double l_868 = l_867 * double(1.401298464324817e-45);
l_mut_76 = l_868;
const uint32 l_869 = l_862 >> uint32(31);
const bool l_870 = l_869 == uint32(1);
if (l_870) {
const double l_871 = -l_mut_76;
l_mut_76 = l_871;
}
}
const uint32 l_872 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_873 = l_872 ^ uint32(2147483648);
const float l_874 = reinterpret_cast<float const&>(l_873);
const uint32 l_875 = reinterpret_cast<uint32 const&>(l_874);
const uint32 l_876 = l_875 + uint32(1);
l_mut_434 = l_876;
const uint32 l_877 = l_875 & uint32(2147483647);
const bool l_878 = l_877 == uint32(0);
if (l_878) {
l_mut_434 = uint32(1);
} else {
const uint32 l_879 = l_875 & uint32(2147483648);
const bool l_880 = l_879 != uint32(0);
if (l_880) {
const uint32 l_881 = l_875 - uint32(1);
l_mut_434 = l_881;
} else {
const bool l_882 = l_875 == uint32(2139095040);
if (l_882) {
l_mut_434 = l_875;
}
}
}
const float l_883 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_884 = reinterpret_cast<uint32 const&>(l_883);
const uint32 l_885 = l_884 ^ uint32(2147483648);
const float l_886 = reinterpret_cast<float const&>(l_885);
const uint32 l_887 = reinterpret_cast<uint32 const&>(l_886);
const double l_888 = double(l_886);
l_mut_49 = l_888;
const uint32 l_889 = l_887 & uint32(2139095040);
const bool l_890 = l_889 == uint32(0);
if (l_890) {
const uint32 l_891 = l_887 & uint32(8388607);
const double l_892 = double(l_891);
const double l_893 = l_892 * double(1.401298464324817e-45);
l_mut_49 = l_893;
const uint32 l_894 = l_887 >> uint32(31);
const bool l_895 = l_894 == uint32(1);
if (l_895) {
const double l_896 = -l_mut_49;
l_mut_49 = l_896;
}
}
const double l_897 = l_841 + l_840;
const bool l_898 = l_897 <= l_mut_241;
l_mut_526 = l_898;
const double l_899 = l_841 - l_840;
const bool l_900 = l_899 > l_mut_241;
l_mut_523 = l_900;
const double l_901 = l_842 - l_840;
const bool l_902 = l_901 >= l_mut_241;
l_mut_520 = l_902;
const double l_903 = l_842 + l_840;
const bool l_904 = l_903 < l_mut_241;
l_mut_517 = l_904;
if (l_404) {
const double l_905 = l_841 + l_840;
const bool l_906 = l_905 < l_mut_76;
l_mut_526 = l_906;
const double l_907 = l_841 - l_840;
const bool l_908 = l_907 >= l_mut_76;
l_mut_523 = l_908;
const double l_909 = l_842 - l_840;
const bool l_910 = l_909 > l_mut_49;
l_mut_520 = l_910;
const double l_911 = l_842 + l_840;
const bool l_912 = l_911 <= l_mut_49;
l_mut_517 = l_912;
}
l_mut_434 = uint32(2);
const bool l_913 = l_mut_523 || l_mut_517;
if (l_913) {
l_mut_434 = uint32(1);
} else {
const bool l_914 = l_mut_526 && l_mut_520;
if (l_914) {
l_mut_434 = uint32(0);
}
}
const uint32 l_915 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_916 = l_915 & uint32(2147483647);
const bool l_917 = l_916 == uint32(0);
if (l_917) {
const double l_918 = l_841 + l_840;
const bool l_919 = l_918 < double(1.1754943508222875e-38);
const double l_920 = l_842 - l_840;
const bool l_921 = l_920 > double(-1.1754943508222875e-38);
const bool l_922 = l_919 && l_921;
const double l_923 = l_841 - l_840;
const bool l_924 = l_923 < double(1.1754943508222875e-38);
const double l_925 = l_842 + l_840;
const bool l_926 = l_925 > double(-1.1754943508222875e-38);
const bool l_927 = l_924 && l_926;
if (l_922) {
l_mut_434 = uint32(0);
} else {
const bool l_928 = l_mut_434 == uint32(1);
const bool l_929 = l_927 && l_928;
if (l_929) {
l_mut_434 = uint32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
} else {
const bool l_930 = l_400 == uint32(6);
if (l_930) {
l_mut_418 = uint32(0);
const bool l_931 = l_414 <= l_409;
if (l_931) {
const double l_932 = l_406 * double(1.4551915228366852e-11);
const double l_933 = l_416 + l_932;
const double l_934 = l_mut_35 - l_406;
const double l_935 = l_mut_35 + l_406;
const uint32 l_936 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_937 = double(l_mut_22);
l_mut_241 = l_937;
const uint32 l_938 = l_936 & uint32(2139095040);
const bool l_939 = l_938 == uint32(0);
if (l_939) {
const uint32 l_940 = l_936 & uint32(8388607);
const double l_941 = double(l_940);
const double l_942 = l_941 * double(1.401298464324817e-45);
l_mut_241 = l_942;
const uint32 l_943 = l_936 >> uint32(31);
const bool l_944 = l_943 == uint32(1);
if (l_944) {
const double l_945 = -l_mut_241;
l_mut_241 = l_945;
}
}
const uint32 l_946 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_947 = l_946 + uint32(1);
l_mut_472 = l_947;
const uint32 l_948 = l_946 & uint32(2147483647);
const bool l_949 = l_948 == uint32(0);
if (l_949) {
l_mut_472 = uint32(1);
} else {
const uint32 l_950 = l_946 & uint32(2147483648);
const bool l_951 = l_950 != uint32(0);
if (l_951) {
const uint32 l_952 = l_946 - uint32(1);
l_mut_472 = l_952;
} else {
const bool l_953 = l_946 == uint32(2139095040);
if (l_953) {
l_mut_472 = l_946;
}
}
}
const float l_954 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_955 = reinterpret_cast<uint32 const&>(l_954);
const double l_956 = double(l_954);
l_mut_76 = l_956;
const uint32 l_957 = l_955 & uint32(2139095040);
const bool l_958 = l_957 == uint32(0);
if (l_958) {
const uint32 l_959 = l_955 & uint32(8388607);
const double l_960 = double(l_959);
const double l_961 = l_960 * double(1.401298464324817e-45);
l_mut_76 = l_961;
const uint32 l_962 = l_955 >> uint32(31);
const bool l_963 = l_962 == uint32(1);
if (l_963) {
const double l_964 = -l_mut_76;
l_mut_76 = l_964;
}
}
const uint32 l_965 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_966 = l_965 ^ uint32(2147483648);
const float l_967 = reinterpret_cast<float const&>(l_966);
const uint32 l_968 = reinterpret_cast<uint32 const&>(l_967);
const uint32 l_969 = l_968 + uint32(1);
l_mut_472 = l_969;
const uint32 l_970 = l_968 & uint32(2147483647);
const bool l_971 = l_970 == uint32(0);
if (l_971) {
l_mut_472 = uint32(1);
} else {
const uint32 l_972 = l_968 & uint32(2147483648);
const bool l_973 = l_972 != uint32(0);
if (l_973) {
const uint32 l_974 = l_968 - uint32(1);
l_mut_472 = l_974;
} else {
const bool l_975 = l_968 == uint32(2139095040);
if (l_975) {
l_mut_472 = l_968;
}
}
}
const float l_976 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_977 = reinterpret_cast<uint32 const&>(l_976);
const uint32 l_978 = l_977 ^ uint32(2147483648);
const float l_979 = reinterpret_cast<float const&>(l_978);
const uint32 l_980 = reinterpret_cast<uint32 const&>(l_979);
const double l_981 = double(l_979);
l_mut_49 = l_981;
const uint32 l_982 = l_980 & uint32(2139095040);
const bool l_983 = l_982 == uint32(0);
if (l_983) {
const uint32 l_984 = l_980 & uint32(8388607);
const double l_985 = double(l_984);
const double l_986 = l_985 * double(1.401298464324817e-45);
l_mut_49 = l_986;
const uint32 l_987 = l_980 >> uint32(31);
const bool l_988 = l_987 == uint32(1);
if (l_988) {
const double l_989 = -l_mut_49;
l_mut_49 = l_989;
}
}
const double l_990 = l_934 + l_933;
const bool l_991 = l_990 <= l_mut_241;
l_mut_526 = l_991;
const double l_992 = l_934 - l_933;
const bool l_993 = l_992 > l_mut_241;
l_mut_523 = l_993;
const double l_994 = l_935 - l_933;
const bool l_995 = l_994 >= l_mut_241;
l_mut_520 = l_995;
const double l_996 = l_935 + l_933;
const bool l_997 = l_996 < l_mut_241;
l_mut_517 = l_997;
if (l_404) {
const double l_998 = l_934 + l_933;
const bool l_999 = l_998 < l_mut_76;
l_mut_526 = l_999;
const double l_1000 = l_934 - l_933;
const bool l_1001 = l_1000 >= l_mut_76;
l_mut_523 = l_1001;
const double l_1002 = l_935 - l_933;
const bool l_1003 = l_1002 > l_mut_49;
l_mut_520 = l_1003;
const double l_1004 = l_935 + l_933;
const bool l_1005 = l_1004 <= l_mut_49;
l_mut_517 = l_1005;
}
l_mut_472 = uint32(2);
const bool l_1006 = l_mut_523 || l_mut_517;
if (l_1006) {
l_mut_472 = uint32(1);
} else {
const bool l_1007 = l_mut_526 && l_mut_520;
if (l_1007) {
l_mut_472 = uint32(0);
}
}
const uint32 l_1008 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1009 = l_1008 & uint32(2147483647);
const bool l_1010 = l_1009 == uint32(0);
if (l_1010) {
const double l_1011 = l_934 + l_933;
const bool l_1012 = l_1011 < double(1.1754943508222875e-38);
const double l_1013 = l_935 - l_933;
const bool l_1014 = l_1013 > double(-1.1754943508222875e-38);
const bool l_1015 = l_1012 && l_1014;
const double l_1016 = l_934 - l_933;
const bool l_1017 = l_1016 < double(1.1754943508222875e-38);
const double l_1018 = l_935 + l_933;
const bool l_1019 = l_1018 > double(-1.1754943508222875e-38);
const bool l_1020 = l_1017 && l_1019;
if (l_1015) {
l_mut_472 = uint32(0);
} else {
const bool l_1021 = l_mut_472 == uint32(1);
const bool l_1022 = l_1020 && l_1021;
if (l_1022) {
l_mut_472 = uint32(2);
}
}
}
l_mut_418 = l_mut_472;
}
} else {
const bool l_1023 = l_400 == uint32(7);
if (l_1023) {
const double l_1024 = abs(l_mut_35);
const double l_1025 = l_406 * l_1024;
l_mut_241 = l_1025;
const double l_1026 = abs(l_mut_35);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1027 = l_1026 >= double(1.1754943508222875e-38);
const bool l_1028 = l_1026 <= double(1.7976931348623157e308);
const bool l_1029 = l_1027 && l_1028;
if (l_1029) {
const uint64 l_1030 = reinterpret_cast<uint64 const&>(l_1026);
const uint64 l_1031 = l_1030 >> uint64(52);
const uint64 l_1032 = l_1031 - uint64(23);
const uint64 l_1033 = l_1032 << uint64(52);
const double l_1034 = reinterpret_cast<double const&>(l_1033);
l_mut_76 = l_1034;
}
const double l_1035 = double(0.5) * l_mut_76;
const bool l_1036 = l_1035 > l_mut_241;
if (l_1036) {
l_mut_241 = l_1035;
}
const double l_1037 = l_mut_35 - l_416;
const double l_1038 = abs(l_1037);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1039 = l_1038 >= double(1.1754943508222875e-38);
const bool l_1040 = l_1038 <= double(1.7976931348623157e308);
const bool l_1041 = l_1039 && l_1040;
if (l_1041) {
const uint64 l_1042 = reinterpret_cast<uint64 const&>(l_1038);
const uint64 l_1043 = l_1042 >> uint64(52);
const uint64 l_1044 = l_1043 - uint64(23);
const uint64 l_1045 = l_1044 << uint64(52);
const double l_1046 = reinterpret_cast<double const&>(l_1045);
l_mut_76 = l_1046;
}
const double l_1047 = l_mut_35 + l_416;
const double l_1048 = abs(l_1047);
l_mut_49 = double(1.401298464324817e-45);
const bool l_1049 = l_1048 >= double(1.1754943508222875e-38);
const bool l_1050 = l_1048 <= double(1.7976931348623157e308);
const bool l_1051 = l_1049 && l_1050;
if (l_1051) {
const uint64 l_1052 = reinterpret_cast<uint64 const&>(l_1048);
const uint64 l_1053 = l_1052 >> uint64(52);
const uint64 l_1054 = l_1053 - uint64(23);
const uint64 l_1055 = l_1054 << uint64(52);
const double l_1056 = reinterpret_cast<double const&>(l_1055);
l_mut_49 = l_1056;
}
const bool l_1057 = l_mut_76 == l_mut_49;
if (l_1057) {
const double l_1058 = l_406 * l_416;
const double l_1059 = l_416 + l_1058;
const double l_1060 = l_mut_241 * double(1.4551915228366852e-11);
const double l_1061 = l_1059 + l_1060;
const double l_1062 = l_mut_35 - l_mut_241;
const double l_1063 = l_mut_35 + l_mut_241;
const uint32 l_1064 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1065 = double(l_mut_22);
l_mut_241 = l_1065;
const uint32 l_1066 = l_1064 & uint32(2139095040);
const bool l_1067 = l_1066 == uint32(0);
if (l_1067) {
const uint32 l_1068 = l_1064 & uint32(8388607);
const double l_1069 = double(l_1068);
const double l_1070 = l_1069 * double(1.401298464324817e-45);
l_mut_241 = l_1070;
const uint32 l_1071 = l_1064 >> uint32(31);
const bool l_1072 = l_1071 == uint32(1);
if (l_1072) {
const double l_1073 = -l_mut_241;
l_mut_241 = l_1073;
}
}
const uint32 l_1074 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1075 = l_1074 + uint32(1);
l_mut_472 = l_1075;
const uint32 l_1076 = l_1074 & uint32(2147483647);
const bool l_1077 = l_1076 == uint32(0);
if (l_1077) {
l_mut_472 = uint32(1);
} else {
const uint32 l_1078 = l_1074 & uint32(2147483648);
const bool l_1079 = l_1078 != uint32(0);
if (l_1079) {
const uint32 l_1080 = l_1074 - uint32(1);
l_mut_472 = l_1080;
} else {
const bool l_1081 = l_1074 == uint32(2139095040);
if (l_1081) {
l_mut_472 = l_1074;
}
}
}
const float l_1082 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_1083 = reinterpret_cast<uint32 const&>(l_1082);
const double l_1084 = double(l_1082);
l_mut_76 = l_1084;
const uint32 l_1085 = l_1083 & uint32(2139095040);
const bool l_1086 = l_1085 == uint32(0);
if (l_1086) {
const uint32 l_1087 = l_1083 & uint32(8388607);
const double l_1088 = double(l_1087);
const double l_1089 = l_1088 * double(1.401298464324817e-45);
l_mut_76 = l_1089;
const uint32 l_1090 = l_1083 >> uint32(31);
const bool l_1091 = l_1090 == uint32(1);
if (l_1091) {
const double l_1092 = -l_mut_76;
l_mut_76 = l_1092;
}
}
const uint32 l_1093 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1094 = l_1093 ^ uint32(2147483648);
const float l_1095 = reinterpret_cast<float const&>(l_1094);
const uint32 l_1096 = reinterpret_cast<uint32 const&>(l_1095);
const uint32 l_1097 = l_1096 + uint32(1);
l_mut_472 = l_1097;
const uint32 l_1098 = l_1096 & uint32(2147483647);
const bool l_1099 = l_1098 == uint32(0);
if (l_1099) {
l_mut_472 = uint32(1);
} else {
const uint32 l_1100 = l_1096 & uint32(2147483648);
const bool l_1101 = l_1100 != uint32(0);
if (l_1101) {
const uint32 l_1102 = l_1096 - uint32(1);
l_mut_472 = l_1102;
} else {
const bool l_1103 = l_1096 == uint32(2139095040);
if (l_1103) {
l_mut_472 = l_1096;
}
}
}
const float l_1104 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_1105 = reinterpret_cast<uint32 const&>(l_1104);
const uint32 l_1106 = l_1105 ^ uint32(2147483648);
const float l_1107 = reinterpret_cast<float const&>(l_1106);
const uint32 l_1108 = reinterpret_cast<uint32 const&>(l_1107);
const double l_1109 = double(l_1107);
l_mut_49 = l_1109;
const uint32 l_1110 = l_1108 & uint32(2139095040);
const bool l_1111 = l_1110 == uint32(0);
if (l_1111) {
const uint32 l_1112 = l_1108 & uint32(8388607);
const double l_1113 = double(l_1112);
const double l_1114 = l_1113 * double(1.401298464324817e-45);
l_mut_49 = l_1114;
const uint32 l_1115 = l_1108 >> uint32(31);
const bool l_1116 = l_1115 == uint32(1);
if (l_1116) {
const double l_1117 = -l_mut_49;
l_mut_49 = l_1117;
}
}
const double l_1118 = l_1062 + l_1061;
const bool l_1119 = l_1118 <= l_mut_241;
l_mut_526 = l_1119;
const double l_1120 = l_1062 - l_1061;
const bool l_1121 = l_1120 > l_mut_241;
l_mut_523 = l_1121;
const double l_1122 = l_1063 - l_1061;
const bool l_1123 = l_1122 >= l_mut_241;
l_mut_520 = l_1123;
const double l_1124 = l_1063 + l_1061;
const bool l_1125 = l_1124 < l_mut_241;
l_mut_517 = l_1125;
if (l_404) {
const double l_1126 = l_1062 + l_1061;
const bool l_1127 = l_1126 < l_mut_76;
l_mut_526 = l_1127;
const double l_1128 = l_1062 - l_1061;
const bool l_1129 = l_1128 >= l_mut_76;
l_mut_523 = l_1129;
const double l_1130 = l_1063 - l_1061;
const bool l_1131 = l_1130 > l_mut_49;
l_mut_520 = l_1131;
const double l_1132 = l_1063 + l_1061;
const bool l_1133 = l_1132 <= l_mut_49;
l_mut_517 = l_1133;
}
l_mut_472 = uint32(2);
const bool l_1134 = l_mut_523 || l_mut_517;
if (l_1134) {
l_mut_472 = uint32(1);
} else {
const bool l_1135 = l_mut_526 && l_mut_520;
if (l_1135) {
l_mut_472 = uint32(0);
}
}
const uint32 l_1136 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1137 = l_1136 & uint32(2147483647);
const bool l_1138 = l_1137 == uint32(0);
if (l_1138) {
const double l_1139 = l_1062 + l_1061;
const bool l_1140 = l_1139 < double(1.1754943508222875e-38);
const double l_1141 = l_1063 - l_1061;
const bool l_1142 = l_1141 > double(-1.1754943508222875e-38);
const bool l_1143 = l_1140 && l_1142;
const double l_1144 = l_1062 - l_1061;
const bool l_1145 = l_1144 < double(1.1754943508222875e-38);
const double l_1146 = l_1063 + l_1061;
const bool l_1147 = l_1146 > double(-1.1754943508222875e-38);
const bool l_1148 = l_1145 && l_1147;
if (l_1143) {
l_mut_472 = uint32(0);
} else {
const bool l_1149 = l_mut_472 == uint32(1);
const bool l_1150 = l_1148 && l_1149;
if (l_1150) {
l_mut_472 = uint32(2);
}
}
}
l_mut_418 = l_mut_472;
}
} else {
const bool l_1151 = l_400 == uint32(8);
if (l_1151) {
const bool l_1152 = l_413 >= double(0.5);
const bool l_1153 = l_413 <= double(2.0);
const bool l_1154 = l_1152 && l_1153;
if (l_1154) {
const double l_1155 = l_406 * double(1.4551915228366852e-11);
const double l_1156 = l_416 + l_1155;
const double l_1157 = l_mut_35 - l_406;
const double l_1158 = l_mut_35 + l_406;
const uint32 l_1159 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1160 = double(l_mut_22);
l_mut_241 = l_1160;
const uint32 l_1161 = l_1159 & uint32(2139095040);
const bool l_1162 = l_1161 == uint32(0);
if (l_1162) {
const uint32 l_1163 = l_1159 & uint32(8388607);
const double l_1164 = double(l_1163);
const double l_1165 = l_1164 * double(1.401298464324817e-45);
l_mut_241 = l_1165;
const uint32 l_1166 = l_1159 >> uint32(31);
const bool l_1167 = l_1166 == uint32(1);
if (l_1167) {
const double l_1168 = -l_mut_241;
l_mut_241 = l_1168;
}
}
const uint32 l_1169 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1170 = l_1169 + uint32(1);
l_mut_472 = l_1170;
const uint32 l_1171 = l_1169 & uint32(2147483647);
const bool l_1172 = l_1171 == uint32(0);
if (l_1172) {
l_mut_472 = uint32(1);
} else {
const uint32 l_1173 = l_1169 & uint32(2147483648);
const bool l_1174 = l_1173 != uint32(0);
if (l_1174) {
const uint32 l_1175 = l_1169 - uint32(1);
l_mut_472 = l_1175;
} else {
const bool l_1176 = l_1169 == uint32(2139095040);
if (l_1176) {
l_mut_472 = l_1169;
}
}
}
const float l_1177 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_1178 = reinterpret_cast<uint32 const&>(l_1177);
const double l_1179 = double(l_1177);
l_mut_76 = l_1179;
const uint32 l_1180 = l_1178 & uint32(2139095040);
const bool l_1181 = l_1180 == uint32(0);
if (l_1181) {
const uint32 l_1182 = l_1178 & uint32(8388607);
const double l_1183 = double(l_1182);
const double l_1184 = l_1183 * double(1.401298464324817e-45);
l_mut_76 = l_1184;
const uint32 l_1185 = l_1178 >> uint32(31);
const bool l_1186 = l_1185 == uint32(1);
if (l_1186) {
const double l_1187 = -l_mut_76;
l_mut_76 = l_1187;
}
}
const uint32 l_1188 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1189 = l_1188 ^ uint32(2147483648);
const float l_1190 = reinterpret_cast<float const&>(l_1189);
const uint32 l_1191 = reinterpret_cast<uint32 const&>(l_1190);
const uint32 l_1192 = l_1191 + uint32(1);
l_mut_472 = l_1192;
const uint32 l_1193 = l_1191 & uint32(2147483647);
const bool l_1194 = l_1193 == uint32(0);
if (l_1194) {
l_mut_472 = uint32(1);
} else {
const uint32 l_1195 = l_1191 & uint32(2147483648);
const bool l_1196 = l_1195 != uint32(0);
if (l_1196) {
const uint32 l_1197 = l_1191 - uint32(1);
l_mut_472 = l_1197;
} else {
const bool l_1198 = l_1191 == uint32(2139095040);
if (l_1198) {
l_mut_472 = l_1191;
}
}
}
const float l_1199 = reinterpret_cast<float const&>(l_mut_472);
const uint32 l_1200 = reinterpret_cast<uint32 const&>(l_1199);
const uint32 l_1201 = l_1200 ^ uint32(2147483648);
const float l_1202 = reinterpret_cast<float const&>(l_1201);
const uint32 l_1203 = reinterpret_cast<uint32 const&>(l_1202);
const double l_1204 = double(l_1202);
l_mut_49 = l_1204;
const uint32 l_1205 = l_1203 & uint32(2139095040);
const bool l_1206 = l_1205 == uint32(0);
if (l_1206) {
const uint32 l_1207 = l_1203 & uint32(8388607);
const double l_1208 = double(l_1207);
const double l_1209 = l_1208 * double(1.401298464324817e-45);
l_mut_49 = l_1209;
const uint32 l_1210 = l_1203 >> uint32(31);
const bool l_1211 = l_1210 == uint32(1);
if (l_1211) {
const double l_1212 = -l_mut_49;
l_mut_49 = l_1212;
}
}
const double l_1213 = l_1157 + l_1156;
const bool l_1214 = l_1213 <= l_mut_241;
l_mut_526 = l_1214;
const double l_1215 = l_1157 - l_1156;
const bool l_1216 = l_1215 > l_mut_241;
l_mut_523 = l_1216;
const double l_1217 = l_1158 - l_1156;
const bool l_1218 = l_1217 >= l_mut_241;
l_mut_520 = l_1218;
const double l_1219 = l_1158 + l_1156;
const bool l_1220 = l_1219 < l_mut_241;
l_mut_517 = l_1220;
if (l_404) {
const double l_1221 = l_1157 + l_1156;
const bool l_1222 = l_1221 < l_mut_76;
l_mut_526 = l_1222;
const double l_1223 = l_1157 - l_1156;
const bool l_1224 = l_1223 >= l_mut_76;
l_mut_523 = l_1224;
const double l_1225 = l_1158 - l_1156;
const bool l_1226 = l_1225 > l_mut_49;
l_mut_520 = l_1226;
const double l_1227 = l_1158 + l_1156;
const bool l_1228 = l_1227 <= l_mut_49;
l_mut_517 = l_1228;
}
l_mut_472 = uint32(2);
const bool l_1229 = l_mut_523 || l_mut_517;
if (l_1229) {
l_mut_472 = uint32(1);
} else {
const bool l_1230 = l_mut_526 && l_mut_520;
if (l_1230) {
l_mut_472 = uint32(0);
}
}
const uint32 l_1231 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1232 = l_1231 & uint32(2147483647);
const bool l_1233 = l_1232 == uint32(0);
if (l_1233) {
const double l_1234 = l_1157 + l_1156;
const bool l_1235 = l_1234 < double(1.1754943508222875e-38);
const double l_1236 = l_1158 - l_1156;
const bool l_1237 = l_1236 > double(-1.1754943508222875e-38);
const bool l_1238 = l_1235 && l_1237;
const double l_1239 = l_1157 - l_1156;
const bool l_1240 = l_1239 < double(1.1754943508222875e-38);
const double l_1241 = l_1158 + l_1156;
const bool l_1242 = l_1241 > double(-1.1754943508222875e-38);
const bool l_1243 = l_1240 && l_1242;
if (l_1238) {
l_mut_472 = uint32(0);
} else {
const bool l_1244 = l_mut_472 == uint32(1);
const bool l_1245 = l_1243 && l_1244;
if (l_1245) {
l_mut_472 = uint32(2);
}
}
}
l_mut_418 = l_mut_472;
} else {
const double l_1246 = abs(l_mut_35);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1247 = l_1246 >= double(1.1754943508222875e-38);
const bool l_1248 = l_1246 <= double(1.7976931348623157e308);
const bool l_1249 = l_1247 && l_1248;
if (l_1249) {
const uint64 l_1250 = reinterpret_cast<uint64 const&>(l_1246);
const uint64 l_1251 = l_1250 >> uint64(52);
const uint64 l_1252 = l_1251 - uint64(23);
const uint64 l_1253 = l_1252 << uint64(52);
const double l_1254 = reinterpret_cast<double const&>(l_1253);
l_mut_241 = l_1254;
}
const double l_1255 = l_409 * l_mut_241;
l_mut_472 = uint32(2);
const double l_1256 = l_mut_35 - l_416;
const double l_1257 = abs(l_1256);
l_mut_241 = double(1.401298464324817e-45);
const bool l_1258 = l_1257 >= double(1.1754943508222875e-38);
const bool l_1259 = l_1257 <= double(1.7976931348623157e308);
const bool l_1260 = l_1258 && l_1259;
if (l_1260) {
const uint64 l_1261 = reinterpret_cast<uint64 const&>(l_1257);
const uint64 l_1262 = l_1261 >> uint64(52);
const uint64 l_1263 = l_1262 - uint64(23);
const uint64 l_1264 = l_1263 << uint64(52);
const double l_1265 = reinterpret_cast<double const&>(l_1264);
l_mut_241 = l_1265;
}
const double l_1266 = l_mut_35 + l_416;
const double l_1267 = abs(l_1266);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1268 = l_1267 >= double(1.1754943508222875e-38);
const bool l_1269 = l_1267 <= double(1.7976931348623157e308);
const bool l_1270 = l_1268 && l_1269;
if (l_1270) {
const uint64 l_1271 = reinterpret_cast<uint64 const&>(l_1267);
const uint64 l_1272 = l_1271 >> uint64(52);
const uint64 l_1273 = l_1272 - uint64(23);
const uint64 l_1274 = l_1273 << uint64(52);
const double l_1275 = reinterpret_cast<double const&>(l_1274);
l_mut_76 = l_1275;
}
const bool l_1276 = l_mut_241 == l_mut_76;
if (l_1276) {
const double l_1277 = l_1255 * double(1.4551915228366852e-11);
const double l_1278 = l_416 + l_1277;
const double l_1279 = l_mut_35 - l_1255;
const double l_1280 = l_mut_35 + l_1255;
const uint32 l_1281 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1282 = double(l_mut_22);
l_mut_241 = l_1282;
const uint32 l_1283 = l_1281 & uint32(2139095040);
const bool l_1284 = l_1283 == uint32(0);
if (l_1284) {
const uint32 l_1285 = l_1281 & uint32(8388607);
const double l_1286 = double(l_1285);
const double l_1287 = l_1286 * double(1.401298464324817e-45);
l_mut_241 = l_1287;
const uint32 l_1288 = l_1281 >> uint32(31);
const bool l_1289 = l_1288 == uint32(1);
if (l_1289) {
const double l_1290 = -l_mut_241;
l_mut_241 = l_1290;
}
}
const uint32 l_1291 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1292 = l_1291 + uint32(1);
l_mut_434 = l_1292;
const uint32 l_1293 = l_1291 & uint32(2147483647);
const bool l_1294 = l_1293 == uint32(0);
if (l_1294) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1295 = l_1291 & uint32(2147483648);
const bool l_1296 = l_1295 != uint32(0);
if (l_1296) {
const uint32 l_1297 = l_1291 - uint32(1);
l_mut_434 = l_1297;
} else {
const bool l_1298 = l_1291 == uint32(2139095040);
if (l_1298) {
l_mut_434 = l_1291;
}
}
}
const float l_1299 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_1300 = reinterpret_cast<uint32 const&>(l_1299);
const double l_1301 = double(l_1299);
l_mut_76 = l_1301;
const uint32 l_1302 = l_1300 & uint32(2139095040);
const bool l_1303 = l_1302 == uint32(0);
if (l_1303) {
const uint32 l_1304 = l_1300 & uint32(8388607);
const double l_1305 = double(l_1304);
const double l_1306 = l_1305 * double(1.401298464324817e-45);
l_mut_76 = l_1306;
const uint32 l_1307 = l_1300 >> uint32(31);
const bool l_1308 = l_1307 == uint32(1);
if (l_1308) {
const double l_1309 = -l_mut_76;
l_mut_76 = l_1309;
}
}
const uint32 l_1310 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1311 = l_1310 ^ uint32(2147483648);
const float l_1312 = reinterpret_cast<float const&>(l_1311);
const uint32 l_1313 = reinterpret_cast<uint32 const&>(l_1312);
const uint32 l_1314 = l_1313 + uint32(1);
l_mut_434 = l_1314;
const uint32 l_1315 = l_1313 & uint32(2147483647);
const bool l_1316 = l_1315 == uint32(0);
if (l_1316) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1317 = l_1313 & uint32(2147483648);
const bool l_1318 = l_1317 != uint32(0);
if (l_1318) {
const uint32 l_1319 = l_1313 - uint32(1);
l_mut_434 = l_1319;
} else {
const bool l_1320 = l_1313 == uint32(2139095040);
if (l_1320) {
l_mut_434 = l_1313;
}
}
}
const float l_1321 = reinterpret_cast<float const&>(l_mut_434);
const uint32 l_1322 = reinterpret_cast<uint32 const&>(l_1321);
const uint32 l_1323 = l_1322 ^ uint32(2147483648);
const float l_1324 = reinterpret_cast<float const&>(l_1323);
const uint32 l_1325 = reinterpret_cast<uint32 const&>(l_1324);
const double l_1326 = double(l_1324);
l_mut_49 = l_1326;
const uint32 l_1327 = l_1325 & uint32(2139095040);
const bool l_1328 = l_1327 == uint32(0);
if (l_1328) {
const uint32 l_1329 = l_1325 & uint32(8388607);
const double l_1330 = double(l_1329);
const double l_1331 = l_1330 * double(1.401298464324817e-45);
l_mut_49 = l_1331;
const uint32 l_1332 = l_1325 >> uint32(31);
const bool l_1333 = l_1332 == uint32(1);
if (l_1333) {
const double l_1334 = -l_mut_49;
l_mut_49 = l_1334;
}
}
const double l_1335 = l_1279 + l_1278;
const bool l_1336 = l_1335 <= l_mut_241;
l_mut_526 = l_1336;
const double l_1337 = l_1279 - l_1278;
const bool l_1338 = l_1337 > l_mut_241;
l_mut_523 = l_1338;
const double l_1339 = l_1280 - l_1278;
const bool l_1340 = l_1339 >= l_mut_241;
l_mut_520 = l_1340;
const double l_1341 = l_1280 + l_1278;
const bool l_1342 = l_1341 < l_mut_241;
l_mut_517 = l_1342;
if (l_404) {
const double l_1343 = l_1279 + l_1278;
const bool l_1344 = l_1343 < l_mut_76;
l_mut_526 = l_1344;
const double l_1345 = l_1279 - l_1278;
const bool l_1346 = l_1345 >= l_mut_76;
l_mut_523 = l_1346;
const double l_1347 = l_1280 - l_1278;
const bool l_1348 = l_1347 > l_mut_49;
l_mut_520 = l_1348;
const double l_1349 = l_1280 + l_1278;
const bool l_1350 = l_1349 <= l_mut_49;
l_mut_517 = l_1350;
}
l_mut_434 = uint32(2);
const bool l_1351 = l_mut_523 || l_mut_517;
if (l_1351) {
l_mut_434 = uint32(1);
} else {
const bool l_1352 = l_mut_526 && l_mut_520;
if (l_1352) {
l_mut_434 = uint32(0);
}
}
const uint32 l_1353 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1354 = l_1353 & uint32(2147483647);
const bool l_1355 = l_1354 == uint32(0);
if (l_1355) {
const double l_1356 = l_1279 + l_1278;
const bool l_1357 = l_1356 < double(1.1754943508222875e-38);
const double l_1358 = l_1280 - l_1278;
const bool l_1359 = l_1358 > double(-1.1754943508222875e-38);
const bool l_1360 = l_1357 && l_1359;
const double l_1361 = l_1279 - l_1278;
const bool l_1362 = l_1361 < double(1.1754943508222875e-38);
const double l_1363 = l_1280 + l_1278;
const bool l_1364 = l_1363 > double(-1.1754943508222875e-38);
const bool l_1365 = l_1362 && l_1364;
if (l_1360) {
l_mut_434 = uint32(0);
} else {
const bool l_1366 = l_mut_434 == uint32(1);
const bool l_1367 = l_1365 && l_1366;
if (l_1367) {
l_mut_434 = uint32(2);
}
}
}
l_mut_472 = l_mut_434;
}
l_mut_418 = l_mut_472;
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
const uint32 l_1368 = l_arr_417[uint32(0)];
const bool l_1369 = l_1368 == uint32(0);
if (l_1369) {
l_mut_418 = uint32(2);
}
l_arr_10[l_mut_398] = l_mut_418;
const uint32 l_1370 = l_arr_10[l_mut_398];
const bool l_1371 = l_1370 == uint32(2);
if (l_1371) {
l_mut_128 = bool(false);
}
}
}
const bool l_1372 = l_mut_59 == uint32(4294967293);
if (l_1372) {
const uint32 l_1373 = l_arr_8[uint32(0)];
const uint32 l_1374 = l_1373 + uint32(1);
l_arr_8[uint32(0)] = l_1374;
} else {
if (l_mut_128) {
l_mut_241 = l_386;
const bool l_1375 = l_mut_241 < double(-17.0);
if (l_1375) {
l_mut_241 = double(-17.0);
}
const bool l_1376 = l_mut_241 > double(17.0);
if (l_1376) {
l_mut_241 = double(17.0);
}
const double l_1377 = l_mut_241 + double(16.0);
const double l_1378 = l_1377 + double(1.0);
const uint32 l_1379 = uint32(l_1378);
const uint32 l_1380 = uint32(2) + l_1379;
const uint32 l_1381 = l_arr_8[l_1380];
const uint32 l_1382 = l_1381 + uint32(1);
l_arr_8[l_1380] = l_1382;
const uint32 l_1383 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1384 = l_1383 & uint32(8388607);
const double l_1385 = double(l_1384);
const double l_1386 = l_1385 / double(7.1362384635298e44);
l_mut_241 = l_1386;
const uint32 l_1387 = l_1383 & uint32(2139095040);
const bool l_1388 = l_1387 != uint32(0);
if (l_1388) {
const uint32 l_1389 = l_1383 & uint32(2147483647);
const float l_1390 = reinterpret_cast<float const&>(l_1389);
const double l_1391 = double(l_1390);
l_mut_241 = l_1391;
}
const uint32 l_1392 = l_1383 >> uint32(31);
const double l_1393 = double(l_1392);
const double l_1394 = double(2.0) * l_1393;
const double l_1395 = double(1.0) - l_1394;
l_mut_241 = l_mut_241 * l_1395;
const double l_1396 = abs(l_mut_35);
const double l_1397 = l_mut_35 * double(0.0);
const double l_1398 = l_1397 + double(7.1362384635298e44);
l_mut_76 = l_1398;
const bool l_1399 = l_1396 >= double(2.350988701644575e-38);
if (l_1399) {
const uint32 l_1400 = l_mut_59 & uint32(2147483647);
const float l_1401 = reinterpret_cast<float const&>(l_1400);
const double l_1402 = double(l_1401);
const uint32 l_1403 = l_1400 & uint32(2139095040);
const float l_1404 = reinterpret_cast<float const&>(l_1403);
const double l_1405 = double(l_1404);
const bool l_1406 = l_1402 > l_1396;
const uint32 l_1407 = l_1400 & uint32(8388607);
const bool l_1408 = l_1407 == uint32(0);
const bool l_1409 = l_1406 && l_1408;
const double l_1410 = l_1405 * double(1.1920928955078125e-7);
const double l_1411 = double(l_1409);
const double l_1412 = double(0.5) * l_1411;
const double l_1413 = double(1.0) - l_1412;
const double l_1414 = l_1410 * l_1413;
const double l_1415 = double(1.0) / l_1414;
l_mut_76 = l_1415;
}
const double l_1416 = l_mut_241 - l_mut_35;
const double l_1417 = l_1416 * l_mut_76;
const uint32 l_1418 = l_arr_8[uint32(45)];
const bool l_1419 = l_1418 == uint32(4294967295);
const double l_1420 = l_arr_9[uint32(0)];
const bool l_1421 = l_1417 < l_1420;
const bool l_1422 = l_1419 || l_1421;
if (l_1422) {
l_arr_9[uint32(0)] = l_1417;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_367;
}
const uint32 l_1423 = l_arr_8[uint32(47)];
const bool l_1424 = l_1423 == uint32(4294967295);
const double l_1425 = l_arr_9[uint32(1)];
const bool l_1426 = l_1417 > l_1425;
const bool l_1427 = l_1424 || l_1426;
if (l_1427) {
l_arr_9[uint32(1)] = l_1417;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_367;
}
const bool l_1428 = l_386 != double(0.0);
if (l_1428) {

for (uint32 l_mut_1429 = uint32(0); l_mut_1429 < uint32(8); ++l_mut_1429) {
const uint32 l_1430 = l_arr_10[l_mut_1429];
const bool l_1431 = l_1430 == uint32(1);
if (l_1431) {
const uint32 l_1432 = uint32(37) + l_mut_1429;
const uint32 l_1433 = l_arr_8[l_1432];
const uint32 l_1434 = l_1433 + uint32(1);
l_arr_8[l_1432] = l_1434;
const uint32 l_1435 = uint32(2) + l_mut_1429;
const uint32 l_1436 = uint32(2) * l_1435;
const uint32 l_1437 = uint32(45) + l_1436;
const uint32 l_1438 = l_arr_8[l_1437];
const bool l_1439 = l_1438 == uint32(4294967295);
const double l_1440 = abs(l_1417);
const uint32 l_1441 = uint32(2) + l_mut_1429;
const double l_1442 = l_arr_9[l_1441];
const double l_1443 = abs(l_1442);
const bool l_1444 = l_1440 > l_1443;
const bool l_1445 = l_1439 || l_1444;
if (l_1445) {
const uint32 l_1446 = uint32(2) + l_mut_1429;
l_arr_9[l_1446] = l_1417;
l_arr_8[l_1437] = l_20;
const uint32 l_1447 = l_1437 + uint32(1);
l_arr_8[l_1447] = l_367;
}
}
}
}
} else {
const uint32 l_1448 = l_arr_8[uint32(1)];
const uint32 l_1449 = l_2 + l_1448;
const uint32 l_1450 = l_1449 * uint32(2);
const uint32 l_1570 = info.static_meta[uint32(6)];
const uint32 l_1571 = l_1570 * uint32(1);
const bool l_1572 = l_1450 < l_1571;
if (l_1572) {
buffer_6[l_1450] = l_20;
}
const uint32 l_1451 = l_1450 + uint32(1);
const uint32 l_1573 = info.static_meta[uint32(6)];
const uint32 l_1574 = l_1573 * uint32(1);
const bool l_1575 = l_1451 < l_1574;
if (l_1575) {
buffer_6[l_1451] = l_367;
}
const uint32 l_1452 = l_arr_8[uint32(1)];
const uint32 l_1453 = l_1452 + uint32(1);
l_arr_8[uint32(1)] = l_1453;
}
}
}

for (uint32 l_mut_1454 = uint32(0); l_mut_1454 < uint32(65); ++l_mut_1454) {
const uint32 l_1455 = idxGlobal * uint32(65);
const uint32 l_1456 = l_1455 + l_mut_1454;
const uint32 l_1457 = l_arr_8[l_mut_1454];
const uint32 l_1576 = info.static_meta[uint32(4)];
const uint32 l_1577 = l_1576 * uint32(1);
const bool l_1578 = l_1456 < l_1577;
if (l_1578) {
buffer_4[l_1456] = l_1457;
}
}

for (uint32 l_mut_1458 = uint32(0); l_mut_1458 < uint32(10); ++l_mut_1458) {
const uint32 l_1459 = idxGlobal * uint32(10);
const uint32 l_1460 = l_1459 + l_mut_1458;
const double l_1461 = l_arr_9[l_mut_1458];
const uint32 l_1579 = info.static_meta[uint32(5)];
const uint32 l_1580 = l_1579 * uint32(1);
const bool l_1581 = l_1460 < l_1580;
if (l_1581) {
buffer_5[l_1460] = l_1461;
}
}
}

}
