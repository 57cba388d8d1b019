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
    uint32 static_meta[18];
};


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, const float* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, double* buffer_6, uint32* buffer_7, uint32* buffer_8, const __grid_constant__ info_st info
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

uint32 l_arr_179[1];

uint32 l_arr_1204[1];

double l_arr_3274[2];

double l_arr_4317[2];

double l_arr_4533[2];

double l_arr_4947[2];

double l_arr_5121[2];

double l_arr_5694[2];

uint32 l_arr_10[8];

bool l_mut_157;
bool l_mut_288;
bool l_mut_291;
bool l_mut_294;
bool l_mut_297;
double l_mut_1269;
double l_mut_1352;
double l_mut_2367;
double l_mut_2621;
double l_mut_2877;
double l_mut_3131;
double l_mut_31;
double l_mut_41;
double l_mut_43;
double l_mut_856;
int32 l_mut_5641;
uint32 l_mut_180;
uint32 l_mut_196;
uint32 l_mut_237;
uint32 l_mut_3383;
uint32 l_mut_4426;
uint32 l_mut_59;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6433 = info.static_meta[uint32(8)];
const uint32 l_6434 = l_6433 * uint32(1);
const bool l_6435 = uint32(0) < l_6434;
if (l_6435) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6419 = info.static_meta[uint32(0)];
const uint32 l_6420 = l_6419 * uint32(1);
const bool l_6421 = uint32(1) < l_6420;
const uint32 l_6422 = l_6420 - uint32(1);
const uint32 l_6423 = min(uint32(1), l_6422);
const uint32 l_6424 = buffer_0[l_6423];
const uint32 l_6425 = (l_6421) ? l_6424 : uint32(0);
const uint32 l_1 = l_6425;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6426 = info.static_meta[uint32(0)];
const uint32 l_6427 = l_6426 * uint32(1);
const bool l_6428 = uint32(2) < l_6427;
const uint32 l_6429 = l_6427 - uint32(1);
const uint32 l_6430 = min(uint32(2), l_6429);
const uint32 l_6431 = buffer_0[l_6430];
const uint32 l_6432 = (l_6428) ? l_6431 : uint32(0);
const uint32 l_3 = l_6432;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6436 = info.static_meta[uint32(0)];
const uint32 l_6437 = l_6436 * uint32(1);
const bool l_6438 = uint32(2) < l_6437;
const uint32 l_6439 = l_6437 - uint32(1);
const uint32 l_6440 = min(uint32(2), l_6439);
const uint32 l_6441 = buffer_0[l_6440];
const uint32 l_6442 = (l_6438) ? l_6441 : uint32(0);
const uint32 l_6 = l_6442;
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
const uint32 l_6443 = info.static_meta[uint32(4)];
const uint32 l_6444 = l_6443 * uint32(1);
const bool l_6445 = uint32(1024) < l_6444;
const uint32 l_6446 = l_6444 - uint32(1);
const uint32 l_6447 = min(uint32(1024), l_6446);
const uint32 l_6448 = buffer_4[l_6447];
const uint32 l_6449 = (l_6445) ? l_6448 : uint32(0);
const uint32 l_18 = l_6449;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6450 = info.static_meta[uint32(0)];
const uint32 l_6451 = l_6450 * uint32(1);
const bool l_6452 = uint32(3) < l_6451;
const uint32 l_6453 = l_6451 - uint32(1);
const uint32 l_6454 = min(uint32(3), l_6453);
const uint32 l_6455 = buffer_0[l_6454];
const uint32 l_6456 = (l_6452) ? l_6455 : uint32(0);
const uint32 l_21 = l_6456;

for (uint32 l_mut_22 = l_2; l_mut_22 < l_7; ++l_mut_22) {
const uint32 l_6457 = info.static_meta[uint32(0)];
const uint32 l_6458 = l_6457 * uint32(1);
const bool l_6459 = uint32(0) < l_6458;
const uint32 l_6460 = l_6458 - uint32(1);
const uint32 l_6461 = min(uint32(0), l_6460);
const uint32 l_6462 = buffer_0[l_6461];
const uint32 l_6463 = (l_6459) ? l_6462 : uint32(0);
const uint32 l_23 = l_6463;
const uint32 l_24 = l_23 + l_mut_22;
const float l_25 = reinterpret_cast<float const&>(l_24);
const uint32 l_6464 = info.static_meta[uint32(1)];
const uint32 l_6465 = l_6464 * uint32(1);
const bool l_6466 = l_mut_22 < l_6465;
const uint32 l_6467 = l_6465 - uint32(1);
const uint32 l_6468 = min(l_mut_22, l_6467);
const float l_6469 = buffer_1[l_6468];
const float l_6470 = (l_6466) ? l_6469 : float(0.0);
const float l_26 = l_6470;
const uint32 l_27 = reinterpret_cast<uint32 const&>(l_25);
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
l_mut_41 = l_mut_31;
const bool l_42 = l_21 == uint32(1);
if (l_42) {
l_mut_43 = l_mut_31;
const double l_44 = double(1.0) / l_mut_31;
l_mut_43 = l_44;
l_mut_41 = l_mut_43;
} else {
const bool l_45 = l_21 == uint32(2);
if (l_45) {
l_mut_43 = l_mut_31;
const double l_46 = sqrt(l_mut_31);
l_mut_43 = l_46;
l_mut_41 = l_mut_43;
} else {
const bool l_47 = l_21 == uint32(3);
if (l_47) {
l_mut_43 = l_mut_31;
const double l_48 = rsqrt(l_mut_31);
l_mut_43 = l_48;
l_mut_41 = l_mut_43;
} else {
const bool l_49 = l_21 == uint32(4);
if (l_49) {
l_mut_43 = l_mut_31;
const double l_50 = exp(l_mut_31);
l_mut_43 = l_50;
l_mut_41 = l_mut_43;
} else {
const bool l_51 = l_21 == uint32(5);
if (l_51) {
l_mut_43 = l_mut_31;
const double l_52 = log(l_mut_31);
l_mut_43 = l_52;
l_mut_41 = l_mut_43;
} else {
const bool l_53 = l_21 == uint32(6);
if (l_53) {
l_mut_43 = l_mut_31;
const double l_54 = sin(l_mut_31);
l_mut_43 = l_54;
l_mut_41 = l_mut_43;
} else {
const bool l_55 = l_21 == uint32(7);
if (l_55) {
l_mut_43 = l_mut_31;
const double l_56 = cos(l_mut_31);
l_mut_43 = l_56;
l_mut_41 = l_mut_43;
} else {
const bool l_57 = l_21 == uint32(8);
if (l_57) {
l_mut_43 = l_mut_31;
const double l_58 = tan(l_mut_31);
l_mut_43 = l_58;
l_mut_41 = l_mut_43;
}
}
}
}
}
}
}
}
l_mut_31 = l_mut_41;
l_mut_59 = uint32(4294967294);
const uint32 l_60 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_61 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_62 = l_61 & uint32(2139095040);
const bool l_63 = l_62 != uint32(2139095040);
const bool l_64 = l_62 == uint32(0);
const uint32 l_65 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_66 = l_65 & uint32(8388607);
const bool l_67 = l_66 != uint32(0);
const bool l_68 = l_64 && l_67;
const double l_69 = abs(l_mut_31);
const bool l_70 = l_mut_31 < double(0.0);
const uint32 l_71 = uint32(l_70);
const uint32 l_72 = uint32(2147483648) * l_71;
if (l_68) {
} else {
const bool l_73 = isnan(l_mut_31);
if (l_73) {
const uint32 l_74 = l_60 & uint32(2147483647);
const bool l_75 = l_74 > uint32(2139095040);
if (l_75) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_76 = l_69 >= double(3.402823669209385e38);
const bool l_77 = !l_63;
const bool l_78 = l_69 == double(0.0);
const bool l_79 = l_77 && l_78;
const bool l_80 = l_76 || l_79;
if (l_80) {
const bool l_81 = l_69 >= double(3.402823669209385e38);
const uint32 l_82 = uint32(l_81);
const uint32 l_83 = uint32(2139095040) * l_82;
const uint32 l_84 = l_83 | l_72;
const bool l_85 = l_60 == l_84;
const uint32 l_86 = l_60 | l_84;
const uint32 l_87 = l_86 & uint32(2147483647);
const bool l_88 = l_87 == uint32(0);
const bool l_89 = l_85 || l_88;
if (l_89) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_90 = l_69 >= double(2.350988701644575e-38);
const bool l_91 = l_63 && l_90;
const bool l_92 = l_69 < double(3.4028234663852886e38);
const bool l_93 = l_91 && l_92;
if (l_93) {
const float l_94 = float(l_69);
const uint32 l_95 = reinterpret_cast<uint32 const&>(l_94);
const float l_96 = reinterpret_cast<float const&>(l_95);
const double l_97 = double(l_96);
const double l_98 = l_69 - l_97;
const uint32 l_99 = l_95 + uint32(1);
const bool l_100 = l_98 < double(0.0);
const uint32 l_101 = uint32(l_100);
const uint32 l_102 = uint32(2) * l_101;
const uint32 l_103 = l_99 - l_102;
const float l_104 = reinterpret_cast<float const&>(l_103);
const double l_105 = double(l_104);
const double l_106 = l_105 - l_97;
const double l_107 = abs(l_106);
const double l_108 = l_107 * double(0.5);
const double l_109 = abs(l_98);
const double l_110 = l_108 - l_109;
const double l_111 = l_69 * double(9.094947017729282e-13);
const bool l_112 = l_110 > l_111;
if (l_112) {
const uint32 l_113 = l_95 | l_72;
l_mut_59 = l_113;
}
} else {
const bool l_114 = l_69 < double(2.350988701644575e-38);
const bool l_115 = l_63 && l_114;
if (l_115) {
const double l_116 = l_69 * double(7.1362384635298e44);
const double l_117 = floor(l_116);
const double l_118 = l_116 - l_117;
const double l_119 = l_118 - double(0.5);
const double l_120 = abs(l_119);
const double l_121 = l_116 * double(9.094947017729282e-13);
const bool l_122 = l_120 > l_121;
if (l_122) {
const bool l_123 = l_118 > double(0.5);
const double l_124 = double(l_123);
const double l_125 = l_117 + l_124;
const uint32 l_126 = uint32(l_125);
const uint32 l_127 = l_126 | l_72;
l_mut_59 = l_127;
}
}
}
}
}
}
const uint32 l_128 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_129 = l_128 & uint32(2147483647);
const bool l_130 = l_129 > uint32(2139095040);
const uint32 l_131 = l_128 & uint32(2147483647);
const bool l_132 = l_131 == uint32(0);
const uint32 l_133 = l_128 & uint32(2147483647);
const double l_134 = double(l_133);
const uint32 l_135 = l_128 >> uint32(31);
const double l_136 = double(l_135);
const double l_137 = double(2.0) * l_136;
const double l_138 = double(1.0) - l_137;
const double l_139 = l_134 * l_138;
const uint32 l_140 = l_mut_59 & uint32(2147483647);
const double l_141 = double(l_140);
const uint32 l_142 = l_mut_59 >> uint32(31);
const double l_143 = double(l_142);
const double l_144 = double(2.0) * l_143;
const double l_145 = double(1.0) - l_144;
const double l_146 = l_141 * l_145;
const double l_147 = l_139 - l_146;
const uint32 l_148 = l_mut_59 & uint32(2139095040);
const bool l_149 = l_148 == uint32(0);
const bool l_150 = l_mut_59 < uint32(4294967293);
const bool l_151 = l_147 == double(0.0);
const bool l_152 = l_132 && l_149;
const bool l_153 = l_130 || l_152;
const bool l_154 = !l_153;
const bool l_155 = l_151 || l_154;
const bool l_156 = l_150 && l_155;
l_mut_157 = l_156;
const bool l_158 = l_147 != double(0.0);
const bool l_159 = l_mut_157 && l_158;
if (l_159) {

for (uint32 l_mut_160 = uint32(0); l_mut_160 < uint32(8); ++l_mut_160) {
const uint32 l_161 = uint32(2) * l_mut_160;
const uint32 l_6471 = info.static_meta[uint32(2)];
const uint32 l_6472 = l_6471 * uint32(1);
const bool l_6473 = l_161 < l_6472;
const uint32 l_6474 = l_6472 - uint32(1);
const uint32 l_6475 = min(l_161, l_6474);
const uint32 l_6476 = buffer_2[l_6475];
const uint32 l_6477 = (l_6473) ? l_6476 : uint32(0);
const uint32 l_162 = l_6477;
const uint32 l_163 = uint32(2) * l_mut_160;
const uint32 l_164 = l_163 + uint32(1);
const uint32 l_6478 = info.static_meta[uint32(2)];
const uint32 l_6479 = l_6478 * uint32(1);
const bool l_6480 = l_164 < l_6479;
const uint32 l_6481 = l_6479 - uint32(1);
const uint32 l_6482 = min(l_164, l_6481);
const uint32 l_6483 = buffer_2[l_6482];
const uint32 l_6484 = (l_6480) ? l_6483 : uint32(0);
const uint32 l_165 = l_6484;
const bool l_166 = l_165 != uint32(0);
const uint32 l_167 = l_mut_160 * uint32(4);
const uint32 l_6485 = info.static_meta[uint32(3)];
const uint32 l_6486 = l_6485 * uint32(1);
const bool l_6487 = l_167 < l_6486;
const uint32 l_6488 = l_6486 - uint32(1);
const uint32 l_6489 = min(l_167, l_6488);
const double l_6490 = buffer_3[l_6489];
const double l_6491 = (l_6487) ? l_6490 : double(0.0);
const double l_168 = l_6491;
const uint32 l_169 = l_mut_160 * uint32(4);
const uint32 l_170 = l_169 + uint32(1);
const uint32 l_6492 = info.static_meta[uint32(3)];
const uint32 l_6493 = l_6492 * uint32(1);
const bool l_6494 = l_170 < l_6493;
const uint32 l_6495 = l_6493 - uint32(1);
const uint32 l_6496 = min(l_170, l_6495);
const double l_6497 = buffer_3[l_6496];
const double l_6498 = (l_6494) ? l_6497 : double(0.0);
const double l_171 = l_6498;
const uint32 l_172 = l_mut_160 * uint32(4);
const uint32 l_173 = l_172 + uint32(2);
const uint32 l_6499 = info.static_meta[uint32(3)];
const uint32 l_6500 = l_6499 * uint32(1);
const bool l_6501 = l_173 < l_6500;
const uint32 l_6502 = l_6500 - uint32(1);
const uint32 l_6503 = min(l_173, l_6502);
const double l_6504 = buffer_3[l_6503];
const double l_6505 = (l_6501) ? l_6504 : double(0.0);
const double l_174 = l_6505;
const double l_175 = double(l_25);
const double l_176 = abs(l_175);
const double l_177 = abs(l_mut_31);
const double l_178 = l_177 * double(1.4551915228366852e-11);
l_arr_179[uint32(0)] = uint32(1);
l_mut_180 = uint32(2);
const bool l_181 = l_162 == uint32(0);
if (l_181) {
l_mut_180 = uint32(0);
} else {
const bool l_182 = l_162 == uint32(1);
if (l_182) {
l_mut_180 = uint32(1);
const double l_183 = abs(l_147);
const bool l_184 = l_183 <= l_168;
if (l_184) {
l_mut_180 = uint32(0);
}
} else {
const bool l_185 = l_162 == uint32(2);
if (l_185) {
const double l_186 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_187 = l_186 >= double(1.1754943508222875e-38);
const bool l_188 = l_186 <= double(1.7976931348623157e308);
const bool l_189 = l_187 && l_188;
if (l_189) {
const uint64 l_190 = reinterpret_cast<uint64 const&>(l_186);
const uint64 l_191 = l_190 >> uint64(52);
const uint64 l_192 = l_191 - uint64(23);
const uint64 l_193 = l_192 << uint64(52);
const double l_194 = reinterpret_cast<double const&>(l_193);
l_mut_43 = l_194;
}
const double l_195 = l_168 * l_mut_43;
l_mut_196 = uint32(2);
const double l_197 = l_mut_31 - l_178;
const double l_198 = abs(l_197);
l_mut_43 = double(1.401298464324817e-45);
const bool l_199 = l_198 >= double(1.1754943508222875e-38);
const bool l_200 = l_198 <= double(1.7976931348623157e308);
const bool l_201 = l_199 && l_200;
if (l_201) {
const uint64 l_202 = reinterpret_cast<uint64 const&>(l_198);
const uint64 l_203 = l_202 >> uint64(52);
const uint64 l_204 = l_203 - uint64(23);
const uint64 l_205 = l_204 << uint64(52);
const double l_206 = reinterpret_cast<double const&>(l_205);
l_mut_43 = l_206;
}
const double l_207 = l_mut_31 + l_178;
const double l_208 = abs(l_207);
l_mut_41 = double(1.401298464324817e-45);
const bool l_209 = l_208 >= double(1.1754943508222875e-38);
const bool l_210 = l_208 <= double(1.7976931348623157e308);
const bool l_211 = l_209 && l_210;
if (l_211) {
const uint64 l_212 = reinterpret_cast<uint64 const&>(l_208);
const uint64 l_213 = l_212 >> uint64(52);
const uint64 l_214 = l_213 - uint64(23);
const uint64 l_215 = l_214 << uint64(52);
const double l_216 = reinterpret_cast<double const&>(l_215);
l_mut_41 = l_216;
}
const bool l_217 = l_mut_43 == l_mut_41;
if (l_217) {
const double l_218 = l_195 * double(1.4551915228366852e-11);
const double l_219 = l_178 + l_218;
const double l_220 = l_mut_31 - l_195;
const double l_221 = l_mut_31 + l_195;
const uint32 l_222 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_223 = l_222 & uint32(2147483647);
const float l_224 = reinterpret_cast<float const&>(l_223);
const double l_225 = double(l_224);
l_mut_43 = l_225;
const bool l_226 = l_223 < uint32(8388608);
if (l_226) {
const double l_227 = double(l_223);
const double l_228 = l_227 * double(1.401298464324817e-45);
l_mut_43 = l_228;
}
const uint64 l_229 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_230 = l_222 >> uint32(31);
const uint64 l_231 = uint64(l_230);
const uint64 l_232 = l_231 << uint64(63);
const uint64 l_233 = l_229 | l_232;
const double l_234 = reinterpret_cast<double const&>(l_233);
const uint32 l_235 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_236 = l_235 + uint32(1);
l_mut_237 = l_236;
const uint32 l_238 = l_235 & uint32(2147483647);
const bool l_239 = l_238 == uint32(0);
if (l_239) {
l_mut_237 = uint32(1);
} else {
const uint32 l_240 = l_235 & uint32(2147483648);
const bool l_241 = l_240 != uint32(0);
if (l_241) {
const uint32 l_242 = l_235 - uint32(1);
l_mut_237 = l_242;
} else {
const bool l_243 = l_235 == uint32(2139095040);
if (l_243) {
l_mut_237 = l_235;
}
}
}
const float l_244 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_245 = reinterpret_cast<uint32 const&>(l_244);
const uint32 l_246 = l_245 & uint32(2147483647);
const float l_247 = reinterpret_cast<float const&>(l_246);
const double l_248 = double(l_247);
l_mut_43 = l_248;
const bool l_249 = l_246 < uint32(8388608);
if (l_249) {
const double l_250 = double(l_246);
const double l_251 = l_250 * double(1.401298464324817e-45);
l_mut_43 = l_251;
}
const uint64 l_252 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_253 = l_245 >> uint32(31);
const uint64 l_254 = uint64(l_253);
const uint64 l_255 = l_254 << uint64(63);
const uint64 l_256 = l_252 | l_255;
const double l_257 = reinterpret_cast<double const&>(l_256);
const uint32 l_258 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_259 = l_258 ^ uint32(2147483648);
const float l_260 = reinterpret_cast<float const&>(l_259);
const uint32 l_261 = reinterpret_cast<uint32 const&>(l_260);
const uint32 l_262 = l_261 + uint32(1);
l_mut_237 = l_262;
const uint32 l_263 = l_261 & uint32(2147483647);
const bool l_264 = l_263 == uint32(0);
if (l_264) {
l_mut_237 = uint32(1);
} else {
const uint32 l_265 = l_261 & uint32(2147483648);
const bool l_266 = l_265 != uint32(0);
if (l_266) {
const uint32 l_267 = l_261 - uint32(1);
l_mut_237 = l_267;
} else {
const bool l_268 = l_261 == uint32(2139095040);
if (l_268) {
l_mut_237 = l_261;
}
}
}
const float l_269 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_270 = reinterpret_cast<uint32 const&>(l_269);
const uint32 l_271 = l_270 ^ uint32(2147483648);
const float l_272 = reinterpret_cast<float const&>(l_271);
const uint32 l_273 = reinterpret_cast<uint32 const&>(l_272);
const uint32 l_274 = l_273 & uint32(2147483647);
const float l_275 = reinterpret_cast<float const&>(l_274);
const double l_276 = double(l_275);
l_mut_43 = l_276;
const bool l_277 = l_274 < uint32(8388608);
if (l_277) {
const double l_278 = double(l_274);
const double l_279 = l_278 * double(1.401298464324817e-45);
l_mut_43 = l_279;
}
const uint64 l_280 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_281 = l_273 >> uint32(31);
const uint64 l_282 = uint64(l_281);
const uint64 l_283 = l_282 << uint64(63);
const uint64 l_284 = l_280 | l_283;
const double l_285 = reinterpret_cast<double const&>(l_284);
const double l_286 = l_220 + l_219;
const bool l_287 = l_286 <= l_234;
l_mut_288 = l_287;
const double l_289 = l_220 - l_219;
const bool l_290 = l_289 > l_234;
l_mut_291 = l_290;
const double l_292 = l_221 - l_219;
const bool l_293 = l_292 >= l_234;
l_mut_294 = l_293;
const double l_295 = l_221 + l_219;
const bool l_296 = l_295 < l_234;
l_mut_297 = l_296;
if (l_166) {
const double l_298 = l_220 + l_219;
const bool l_299 = l_298 < l_257;
l_mut_288 = l_299;
const double l_300 = l_220 - l_219;
const bool l_301 = l_300 >= l_257;
l_mut_291 = l_301;
const double l_302 = l_221 - l_219;
const bool l_303 = l_302 > l_285;
l_mut_294 = l_303;
const double l_304 = l_221 + l_219;
const bool l_305 = l_304 <= l_285;
l_mut_297 = l_305;
}
l_mut_237 = uint32(2);
const bool l_306 = l_mut_291 || l_mut_297;
if (l_306) {
l_mut_237 = uint32(1);
} else {
const bool l_307 = l_mut_288 && l_mut_294;
if (l_307) {
l_mut_237 = uint32(0);
}
}
const uint32 l_308 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_309 = l_308 & uint32(2147483647);
const bool l_310 = l_309 == uint32(0);
if (l_310) {
const double l_311 = l_220 + l_219;
const bool l_312 = l_311 < double(1.1754943508222875e-38);
const double l_313 = l_221 - l_219;
const bool l_314 = l_313 > double(-1.1754943508222875e-38);
const bool l_315 = l_312 && l_314;
const double l_316 = l_220 - l_219;
const bool l_317 = l_316 < double(1.1754943508222875e-38);
const double l_318 = l_221 + l_219;
const bool l_319 = l_318 > double(-1.1754943508222875e-38);
const bool l_320 = l_317 && l_319;
if (l_315) {
l_mut_237 = uint32(0);
} else {
const bool l_321 = l_mut_237 == uint32(1);
const bool l_322 = l_320 && l_321;
if (l_322) {
l_mut_237 = uint32(2);
}
}
}
l_mut_196 = l_mut_237;
}
l_mut_180 = l_mut_196;
} else {
const bool l_323 = l_162 == uint32(3);
if (l_323) {
l_mut_180 = uint32(0);
const bool l_324 = l_176 >= double(1.1754943508222875e-38);
const bool l_325 = l_176 <= double(8.507059173023462e37);
const bool l_326 = l_324 && l_325;
if (l_326) {
const double l_327 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_328 = l_327 >= double(1.1754943508222875e-38);
const bool l_329 = l_327 <= double(1.7976931348623157e308);
const bool l_330 = l_328 && l_329;
if (l_330) {
const uint64 l_331 = reinterpret_cast<uint64 const&>(l_327);
const uint64 l_332 = l_331 >> uint64(52);
const uint64 l_333 = l_332 - uint64(23);
const uint64 l_334 = l_333 << uint64(52);
const double l_335 = reinterpret_cast<double const&>(l_334);
l_mut_43 = l_335;
}
const double l_336 = l_168 * l_mut_43;
l_mut_237 = uint32(2);
const double l_337 = l_mut_31 - l_178;
const double l_338 = abs(l_337);
l_mut_43 = double(1.401298464324817e-45);
const bool l_339 = l_338 >= double(1.1754943508222875e-38);
const bool l_340 = l_338 <= double(1.7976931348623157e308);
const bool l_341 = l_339 && l_340;
if (l_341) {
const uint64 l_342 = reinterpret_cast<uint64 const&>(l_338);
const uint64 l_343 = l_342 >> uint64(52);
const uint64 l_344 = l_343 - uint64(23);
const uint64 l_345 = l_344 << uint64(52);
const double l_346 = reinterpret_cast<double const&>(l_345);
l_mut_43 = l_346;
}
const double l_347 = l_mut_31 + l_178;
const double l_348 = abs(l_347);
l_mut_41 = double(1.401298464324817e-45);
const bool l_349 = l_348 >= double(1.1754943508222875e-38);
const bool l_350 = l_348 <= double(1.7976931348623157e308);
const bool l_351 = l_349 && l_350;
if (l_351) {
const uint64 l_352 = reinterpret_cast<uint64 const&>(l_348);
const uint64 l_353 = l_352 >> uint64(52);
const uint64 l_354 = l_353 - uint64(23);
const uint64 l_355 = l_354 << uint64(52);
const double l_356 = reinterpret_cast<double const&>(l_355);
l_mut_41 = l_356;
}
const bool l_357 = l_mut_43 == l_mut_41;
if (l_357) {
const double l_358 = l_336 * double(1.4551915228366852e-11);
const double l_359 = l_178 + l_358;
const double l_360 = l_mut_31 - l_336;
const double l_361 = l_mut_31 + l_336;
const uint32 l_362 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_363 = l_362 & uint32(2147483647);
const float l_364 = reinterpret_cast<float const&>(l_363);
const double l_365 = double(l_364);
l_mut_43 = l_365;
const bool l_366 = l_363 < uint32(8388608);
if (l_366) {
const double l_367 = double(l_363);
const double l_368 = l_367 * double(1.401298464324817e-45);
l_mut_43 = l_368;
}
const uint64 l_369 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_370 = l_362 >> uint32(31);
const uint64 l_371 = uint64(l_370);
const uint64 l_372 = l_371 << uint64(63);
const uint64 l_373 = l_369 | l_372;
const double l_374 = reinterpret_cast<double const&>(l_373);
const uint32 l_375 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_376 = l_375 + uint32(1);
l_mut_196 = l_376;
const uint32 l_377 = l_375 & uint32(2147483647);
const bool l_378 = l_377 == uint32(0);
if (l_378) {
l_mut_196 = uint32(1);
} else {
const uint32 l_379 = l_375 & uint32(2147483648);
const bool l_380 = l_379 != uint32(0);
if (l_380) {
const uint32 l_381 = l_375 - uint32(1);
l_mut_196 = l_381;
} else {
const bool l_382 = l_375 == uint32(2139095040);
if (l_382) {
l_mut_196 = l_375;
}
}
}
const float l_383 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_384 = reinterpret_cast<uint32 const&>(l_383);
const uint32 l_385 = l_384 & uint32(2147483647);
const float l_386 = reinterpret_cast<float const&>(l_385);
const double l_387 = double(l_386);
l_mut_43 = l_387;
const bool l_388 = l_385 < uint32(8388608);
if (l_388) {
const double l_389 = double(l_385);
const double l_390 = l_389 * double(1.401298464324817e-45);
l_mut_43 = l_390;
}
const uint64 l_391 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_392 = l_384 >> uint32(31);
const uint64 l_393 = uint64(l_392);
const uint64 l_394 = l_393 << uint64(63);
const uint64 l_395 = l_391 | l_394;
const double l_396 = reinterpret_cast<double const&>(l_395);
const uint32 l_397 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_398 = l_397 ^ uint32(2147483648);
const float l_399 = reinterpret_cast<float const&>(l_398);
const uint32 l_400 = reinterpret_cast<uint32 const&>(l_399);
const uint32 l_401 = l_400 + uint32(1);
l_mut_196 = l_401;
const uint32 l_402 = l_400 & uint32(2147483647);
const bool l_403 = l_402 == uint32(0);
if (l_403) {
l_mut_196 = uint32(1);
} else {
const uint32 l_404 = l_400 & uint32(2147483648);
const bool l_405 = l_404 != uint32(0);
if (l_405) {
const uint32 l_406 = l_400 - uint32(1);
l_mut_196 = l_406;
} else {
const bool l_407 = l_400 == uint32(2139095040);
if (l_407) {
l_mut_196 = l_400;
}
}
}
const float l_408 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_409 = reinterpret_cast<uint32 const&>(l_408);
const uint32 l_410 = l_409 ^ uint32(2147483648);
const float l_411 = reinterpret_cast<float const&>(l_410);
const uint32 l_412 = reinterpret_cast<uint32 const&>(l_411);
const uint32 l_413 = l_412 & uint32(2147483647);
const float l_414 = reinterpret_cast<float const&>(l_413);
const double l_415 = double(l_414);
l_mut_43 = l_415;
const bool l_416 = l_413 < uint32(8388608);
if (l_416) {
const double l_417 = double(l_413);
const double l_418 = l_417 * double(1.401298464324817e-45);
l_mut_43 = l_418;
}
const uint64 l_419 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_420 = l_412 >> uint32(31);
const uint64 l_421 = uint64(l_420);
const uint64 l_422 = l_421 << uint64(63);
const uint64 l_423 = l_419 | l_422;
const double l_424 = reinterpret_cast<double const&>(l_423);
const double l_425 = l_360 + l_359;
const bool l_426 = l_425 <= l_374;
l_mut_297 = l_426;
const double l_427 = l_360 - l_359;
const bool l_428 = l_427 > l_374;
l_mut_294 = l_428;
const double l_429 = l_361 - l_359;
const bool l_430 = l_429 >= l_374;
l_mut_291 = l_430;
const double l_431 = l_361 + l_359;
const bool l_432 = l_431 < l_374;
l_mut_288 = l_432;
if (l_166) {
const double l_433 = l_360 + l_359;
const bool l_434 = l_433 < l_396;
l_mut_297 = l_434;
const double l_435 = l_360 - l_359;
const bool l_436 = l_435 >= l_396;
l_mut_294 = l_436;
const double l_437 = l_361 - l_359;
const bool l_438 = l_437 > l_424;
l_mut_291 = l_438;
const double l_439 = l_361 + l_359;
const bool l_440 = l_439 <= l_424;
l_mut_288 = l_440;
}
l_mut_196 = uint32(2);
const bool l_441 = l_mut_294 || l_mut_288;
if (l_441) {
l_mut_196 = uint32(1);
} else {
const bool l_442 = l_mut_297 && l_mut_291;
if (l_442) {
l_mut_196 = uint32(0);
}
}
const uint32 l_443 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_444 = l_443 & uint32(2147483647);
const bool l_445 = l_444 == uint32(0);
if (l_445) {
const double l_446 = l_360 + l_359;
const bool l_447 = l_446 < double(1.1754943508222875e-38);
const double l_448 = l_361 - l_359;
const bool l_449 = l_448 > double(-1.1754943508222875e-38);
const bool l_450 = l_447 && l_449;
const double l_451 = l_360 - l_359;
const bool l_452 = l_451 < double(1.1754943508222875e-38);
const double l_453 = l_361 + l_359;
const bool l_454 = l_453 > double(-1.1754943508222875e-38);
const bool l_455 = l_452 && l_454;
if (l_450) {
l_mut_196 = uint32(0);
} else {
const bool l_456 = l_mut_196 == uint32(1);
const bool l_457 = l_455 && l_456;
if (l_457) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
}
} else {
const bool l_458 = l_162 == uint32(4);
if (l_458) {
const double l_459 = l_171 * l_176;
const double l_460 = l_168 + l_459;
const double l_461 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_462 = l_461 >= double(1.1754943508222875e-38);
const bool l_463 = l_461 <= double(1.7976931348623157e308);
const bool l_464 = l_462 && l_463;
if (l_464) {
const uint64 l_465 = reinterpret_cast<uint64 const&>(l_461);
const uint64 l_466 = l_465 >> uint64(52);
const uint64 l_467 = l_466 - uint64(23);
const uint64 l_468 = l_467 << uint64(52);
const double l_469 = reinterpret_cast<double const&>(l_468);
l_mut_43 = l_469;
}
const double l_470 = l_460 * l_mut_43;
l_mut_237 = uint32(2);
const double l_471 = l_mut_31 - l_178;
const double l_472 = abs(l_471);
l_mut_43 = double(1.401298464324817e-45);
const bool l_473 = l_472 >= double(1.1754943508222875e-38);
const bool l_474 = l_472 <= double(1.7976931348623157e308);
const bool l_475 = l_473 && l_474;
if (l_475) {
const uint64 l_476 = reinterpret_cast<uint64 const&>(l_472);
const uint64 l_477 = l_476 >> uint64(52);
const uint64 l_478 = l_477 - uint64(23);
const uint64 l_479 = l_478 << uint64(52);
const double l_480 = reinterpret_cast<double const&>(l_479);
l_mut_43 = l_480;
}
const double l_481 = l_mut_31 + l_178;
const double l_482 = abs(l_481);
l_mut_41 = double(1.401298464324817e-45);
const bool l_483 = l_482 >= double(1.1754943508222875e-38);
const bool l_484 = l_482 <= double(1.7976931348623157e308);
const bool l_485 = l_483 && l_484;
if (l_485) {
const uint64 l_486 = reinterpret_cast<uint64 const&>(l_482);
const uint64 l_487 = l_486 >> uint64(52);
const uint64 l_488 = l_487 - uint64(23);
const uint64 l_489 = l_488 << uint64(52);
const double l_490 = reinterpret_cast<double const&>(l_489);
l_mut_41 = l_490;
}
const bool l_491 = l_mut_43 == l_mut_41;
if (l_491) {
const double l_492 = l_470 * double(1.4551915228366852e-11);
const double l_493 = l_178 + l_492;
const double l_494 = l_mut_31 - l_470;
const double l_495 = l_mut_31 + l_470;
const uint32 l_496 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_497 = l_496 & uint32(2147483647);
const float l_498 = reinterpret_cast<float const&>(l_497);
const double l_499 = double(l_498);
l_mut_43 = l_499;
const bool l_500 = l_497 < uint32(8388608);
if (l_500) {
const double l_501 = double(l_497);
const double l_502 = l_501 * double(1.401298464324817e-45);
l_mut_43 = l_502;
}
const uint64 l_503 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_504 = l_496 >> uint32(31);
const uint64 l_505 = uint64(l_504);
const uint64 l_506 = l_505 << uint64(63);
const uint64 l_507 = l_503 | l_506;
const double l_508 = reinterpret_cast<double const&>(l_507);
const uint32 l_509 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_510 = l_509 + uint32(1);
l_mut_196 = l_510;
const uint32 l_511 = l_509 & uint32(2147483647);
const bool l_512 = l_511 == uint32(0);
if (l_512) {
l_mut_196 = uint32(1);
} else {
const uint32 l_513 = l_509 & uint32(2147483648);
const bool l_514 = l_513 != uint32(0);
if (l_514) {
const uint32 l_515 = l_509 - uint32(1);
l_mut_196 = l_515;
} else {
const bool l_516 = l_509 == uint32(2139095040);
if (l_516) {
l_mut_196 = l_509;
}
}
}
const float l_517 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_518 = reinterpret_cast<uint32 const&>(l_517);
const uint32 l_519 = l_518 & uint32(2147483647);
const float l_520 = reinterpret_cast<float const&>(l_519);
const double l_521 = double(l_520);
l_mut_43 = l_521;
const bool l_522 = l_519 < uint32(8388608);
if (l_522) {
const double l_523 = double(l_519);
const double l_524 = l_523 * double(1.401298464324817e-45);
l_mut_43 = l_524;
}
const uint64 l_525 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_526 = l_518 >> uint32(31);
const uint64 l_527 = uint64(l_526);
const uint64 l_528 = l_527 << uint64(63);
const uint64 l_529 = l_525 | l_528;
const double l_530 = reinterpret_cast<double const&>(l_529);
const uint32 l_531 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_532 = l_531 ^ uint32(2147483648);
const float l_533 = reinterpret_cast<float const&>(l_532);
const uint32 l_534 = reinterpret_cast<uint32 const&>(l_533);
const uint32 l_535 = l_534 + uint32(1);
l_mut_196 = l_535;
const uint32 l_536 = l_534 & uint32(2147483647);
const bool l_537 = l_536 == uint32(0);
if (l_537) {
l_mut_196 = uint32(1);
} else {
const uint32 l_538 = l_534 & uint32(2147483648);
const bool l_539 = l_538 != uint32(0);
if (l_539) {
const uint32 l_540 = l_534 - uint32(1);
l_mut_196 = l_540;
} else {
const bool l_541 = l_534 == uint32(2139095040);
if (l_541) {
l_mut_196 = l_534;
}
}
}
const float l_542 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_543 = reinterpret_cast<uint32 const&>(l_542);
const uint32 l_544 = l_543 ^ uint32(2147483648);
const float l_545 = reinterpret_cast<float const&>(l_544);
const uint32 l_546 = reinterpret_cast<uint32 const&>(l_545);
const uint32 l_547 = l_546 & uint32(2147483647);
const float l_548 = reinterpret_cast<float const&>(l_547);
const double l_549 = double(l_548);
l_mut_43 = l_549;
const bool l_550 = l_547 < uint32(8388608);
if (l_550) {
const double l_551 = double(l_547);
const double l_552 = l_551 * double(1.401298464324817e-45);
l_mut_43 = l_552;
}
const uint64 l_553 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_554 = l_546 >> uint32(31);
const uint64 l_555 = uint64(l_554);
const uint64 l_556 = l_555 << uint64(63);
const uint64 l_557 = l_553 | l_556;
const double l_558 = reinterpret_cast<double const&>(l_557);
const double l_559 = l_494 + l_493;
const bool l_560 = l_559 <= l_508;
l_mut_297 = l_560;
const double l_561 = l_494 - l_493;
const bool l_562 = l_561 > l_508;
l_mut_294 = l_562;
const double l_563 = l_495 - l_493;
const bool l_564 = l_563 >= l_508;
l_mut_291 = l_564;
const double l_565 = l_495 + l_493;
const bool l_566 = l_565 < l_508;
l_mut_288 = l_566;
if (l_166) {
const double l_567 = l_494 + l_493;
const bool l_568 = l_567 < l_530;
l_mut_297 = l_568;
const double l_569 = l_494 - l_493;
const bool l_570 = l_569 >= l_530;
l_mut_294 = l_570;
const double l_571 = l_495 - l_493;
const bool l_572 = l_571 > l_558;
l_mut_291 = l_572;
const double l_573 = l_495 + l_493;
const bool l_574 = l_573 <= l_558;
l_mut_288 = l_574;
}
l_mut_196 = uint32(2);
const bool l_575 = l_mut_294 || l_mut_288;
if (l_575) {
l_mut_196 = uint32(1);
} else {
const bool l_576 = l_mut_297 && l_mut_291;
if (l_576) {
l_mut_196 = uint32(0);
}
}
const uint32 l_577 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_578 = l_577 & uint32(2147483647);
const bool l_579 = l_578 == uint32(0);
if (l_579) {
const double l_580 = l_494 + l_493;
const bool l_581 = l_580 < double(1.1754943508222875e-38);
const double l_582 = l_495 - l_493;
const bool l_583 = l_582 > double(-1.1754943508222875e-38);
const bool l_584 = l_581 && l_583;
const double l_585 = l_494 - l_493;
const bool l_586 = l_585 < double(1.1754943508222875e-38);
const double l_587 = l_495 + l_493;
const bool l_588 = l_587 > double(-1.1754943508222875e-38);
const bool l_589 = l_586 && l_588;
if (l_584) {
l_mut_196 = uint32(0);
} else {
const bool l_590 = l_mut_196 == uint32(1);
const bool l_591 = l_589 && l_590;
if (l_591) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
const bool l_592 = l_162 == uint32(5);
if (l_592) {
const double l_593 = double(2.0) * l_175;
const double l_594 = abs(l_593);
const double l_595 = floor(l_594);
const double l_596 = double(3.0) + l_595;
const double l_597 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_598 = l_597 >= double(1.1754943508222875e-38);
const bool l_599 = l_597 <= double(1.7976931348623157e308);
const bool l_600 = l_598 && l_599;
if (l_600) {
const uint64 l_601 = reinterpret_cast<uint64 const&>(l_597);
const uint64 l_602 = l_601 >> uint64(52);
const uint64 l_603 = l_602 - uint64(23);
const uint64 l_604 = l_603 << uint64(52);
const double l_605 = reinterpret_cast<double const&>(l_604);
l_mut_43 = l_605;
}
const double l_606 = l_596 * l_mut_43;
l_mut_237 = uint32(2);
const double l_607 = l_mut_31 - l_178;
const double l_608 = abs(l_607);
l_mut_43 = double(1.401298464324817e-45);
const bool l_609 = l_608 >= double(1.1754943508222875e-38);
const bool l_610 = l_608 <= double(1.7976931348623157e308);
const bool l_611 = l_609 && l_610;
if (l_611) {
const uint64 l_612 = reinterpret_cast<uint64 const&>(l_608);
const uint64 l_613 = l_612 >> uint64(52);
const uint64 l_614 = l_613 - uint64(23);
const uint64 l_615 = l_614 << uint64(52);
const double l_616 = reinterpret_cast<double const&>(l_615);
l_mut_43 = l_616;
}
const double l_617 = l_mut_31 + l_178;
const double l_618 = abs(l_617);
l_mut_41 = double(1.401298464324817e-45);
const bool l_619 = l_618 >= double(1.1754943508222875e-38);
const bool l_620 = l_618 <= double(1.7976931348623157e308);
const bool l_621 = l_619 && l_620;
if (l_621) {
const uint64 l_622 = reinterpret_cast<uint64 const&>(l_618);
const uint64 l_623 = l_622 >> uint64(52);
const uint64 l_624 = l_623 - uint64(23);
const uint64 l_625 = l_624 << uint64(52);
const double l_626 = reinterpret_cast<double const&>(l_625);
l_mut_41 = l_626;
}
const bool l_627 = l_mut_43 == l_mut_41;
if (l_627) {
const double l_628 = l_606 * double(1.4551915228366852e-11);
const double l_629 = l_178 + l_628;
const double l_630 = l_mut_31 - l_606;
const double l_631 = l_mut_31 + l_606;
const uint32 l_632 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_633 = l_632 & uint32(2147483647);
const float l_634 = reinterpret_cast<float const&>(l_633);
const double l_635 = double(l_634);
l_mut_43 = l_635;
const bool l_636 = l_633 < uint32(8388608);
if (l_636) {
const double l_637 = double(l_633);
const double l_638 = l_637 * double(1.401298464324817e-45);
l_mut_43 = l_638;
}
const uint64 l_639 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_640 = l_632 >> uint32(31);
const uint64 l_641 = uint64(l_640);
const uint64 l_642 = l_641 << uint64(63);
const uint64 l_643 = l_639 | l_642;
const double l_644 = reinterpret_cast<double const&>(l_643);
const uint32 l_645 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_646 = l_645 + uint32(1);
l_mut_196 = l_646;
const uint32 l_647 = l_645 & uint32(2147483647);
const bool l_648 = l_647 == uint32(0);
if (l_648) {
l_mut_196 = uint32(1);
} else {
const uint32 l_649 = l_645 & uint32(2147483648);
const bool l_650 = l_649 != uint32(0);
if (l_650) {
const uint32 l_651 = l_645 - uint32(1);
l_mut_196 = l_651;
} else {
const bool l_652 = l_645 == uint32(2139095040);
if (l_652) {
l_mut_196 = l_645;
}
}
}
const float l_653 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_654 = reinterpret_cast<uint32 const&>(l_653);
const uint32 l_655 = l_654 & uint32(2147483647);
const float l_656 = reinterpret_cast<float const&>(l_655);
const double l_657 = double(l_656);
l_mut_43 = l_657;
const bool l_658 = l_655 < uint32(8388608);
if (l_658) {
const double l_659 = double(l_655);
const double l_660 = l_659 * double(1.401298464324817e-45);
l_mut_43 = l_660;
}
const uint64 l_661 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_662 = l_654 >> uint32(31);
const uint64 l_663 = uint64(l_662);
const uint64 l_664 = l_663 << uint64(63);
const uint64 l_665 = l_661 | l_664;
const double l_666 = reinterpret_cast<double const&>(l_665);
const uint32 l_667 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_668 = l_667 ^ uint32(2147483648);
const float l_669 = reinterpret_cast<float const&>(l_668);
const uint32 l_670 = reinterpret_cast<uint32 const&>(l_669);
const uint32 l_671 = l_670 + uint32(1);
l_mut_196 = l_671;
const uint32 l_672 = l_670 & uint32(2147483647);
const bool l_673 = l_672 == uint32(0);
if (l_673) {
l_mut_196 = uint32(1);
} else {
const uint32 l_674 = l_670 & uint32(2147483648);
const bool l_675 = l_674 != uint32(0);
if (l_675) {
const uint32 l_676 = l_670 - uint32(1);
l_mut_196 = l_676;
} else {
const bool l_677 = l_670 == uint32(2139095040);
if (l_677) {
l_mut_196 = l_670;
}
}
}
const float l_678 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_679 = reinterpret_cast<uint32 const&>(l_678);
const uint32 l_680 = l_679 ^ uint32(2147483648);
const float l_681 = reinterpret_cast<float const&>(l_680);
const uint32 l_682 = reinterpret_cast<uint32 const&>(l_681);
const uint32 l_683 = l_682 & uint32(2147483647);
const float l_684 = reinterpret_cast<float const&>(l_683);
const double l_685 = double(l_684);
l_mut_43 = l_685;
const bool l_686 = l_683 < uint32(8388608);
if (l_686) {
const double l_687 = double(l_683);
const double l_688 = l_687 * double(1.401298464324817e-45);
l_mut_43 = l_688;
}
const uint64 l_689 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_690 = l_682 >> uint32(31);
const uint64 l_691 = uint64(l_690);
const uint64 l_692 = l_691 << uint64(63);
const uint64 l_693 = l_689 | l_692;
const double l_694 = reinterpret_cast<double const&>(l_693);
const double l_695 = l_630 + l_629;
const bool l_696 = l_695 <= l_644;
l_mut_297 = l_696;
const double l_697 = l_630 - l_629;
const bool l_698 = l_697 > l_644;
l_mut_294 = l_698;
const double l_699 = l_631 - l_629;
const bool l_700 = l_699 >= l_644;
l_mut_291 = l_700;
const double l_701 = l_631 + l_629;
const bool l_702 = l_701 < l_644;
l_mut_288 = l_702;
if (l_166) {
const double l_703 = l_630 + l_629;
const bool l_704 = l_703 < l_666;
l_mut_297 = l_704;
const double l_705 = l_630 - l_629;
const bool l_706 = l_705 >= l_666;
l_mut_294 = l_706;
const double l_707 = l_631 - l_629;
const bool l_708 = l_707 > l_694;
l_mut_291 = l_708;
const double l_709 = l_631 + l_629;
const bool l_710 = l_709 <= l_694;
l_mut_288 = l_710;
}
l_mut_196 = uint32(2);
const bool l_711 = l_mut_294 || l_mut_288;
if (l_711) {
l_mut_196 = uint32(1);
} else {
const bool l_712 = l_mut_297 && l_mut_291;
if (l_712) {
l_mut_196 = uint32(0);
}
}
const uint32 l_713 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_714 = l_713 & uint32(2147483647);
const bool l_715 = l_714 == uint32(0);
if (l_715) {
const double l_716 = l_630 + l_629;
const bool l_717 = l_716 < double(1.1754943508222875e-38);
const double l_718 = l_631 - l_629;
const bool l_719 = l_718 > double(-1.1754943508222875e-38);
const bool l_720 = l_717 && l_719;
const double l_721 = l_630 - l_629;
const bool l_722 = l_721 < double(1.1754943508222875e-38);
const double l_723 = l_631 + l_629;
const bool l_724 = l_723 > double(-1.1754943508222875e-38);
const bool l_725 = l_722 && l_724;
if (l_720) {
l_mut_196 = uint32(0);
} else {
const bool l_726 = l_mut_196 == uint32(1);
const bool l_727 = l_725 && l_726;
if (l_727) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
const bool l_728 = l_162 == uint32(6);
if (l_728) {
l_mut_180 = uint32(0);
const bool l_729 = l_176 <= l_171;
if (l_729) {
const double l_730 = l_168 * double(1.4551915228366852e-11);
const double l_731 = l_178 + l_730;
const double l_732 = l_mut_31 - l_168;
const double l_733 = l_mut_31 + l_168;
const uint32 l_734 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_735 = l_734 & uint32(2147483647);
const float l_736 = reinterpret_cast<float const&>(l_735);
const double l_737 = double(l_736);
l_mut_43 = l_737;
const bool l_738 = l_735 < uint32(8388608);
if (l_738) {
const double l_739 = double(l_735);
const double l_740 = l_739 * double(1.401298464324817e-45);
l_mut_43 = l_740;
}
const uint64 l_741 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_742 = l_734 >> uint32(31);
const uint64 l_743 = uint64(l_742);
const uint64 l_744 = l_743 << uint64(63);
const uint64 l_745 = l_741 | l_744;
const double l_746 = reinterpret_cast<double const&>(l_745);
const uint32 l_747 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_748 = l_747 + uint32(1);
l_mut_237 = l_748;
const uint32 l_749 = l_747 & uint32(2147483647);
const bool l_750 = l_749 == uint32(0);
if (l_750) {
l_mut_237 = uint32(1);
} else {
const uint32 l_751 = l_747 & uint32(2147483648);
const bool l_752 = l_751 != uint32(0);
if (l_752) {
const uint32 l_753 = l_747 - uint32(1);
l_mut_237 = l_753;
} else {
const bool l_754 = l_747 == uint32(2139095040);
if (l_754) {
l_mut_237 = l_747;
}
}
}
const float l_755 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_756 = reinterpret_cast<uint32 const&>(l_755);
const uint32 l_757 = l_756 & uint32(2147483647);
const float l_758 = reinterpret_cast<float const&>(l_757);
const double l_759 = double(l_758);
l_mut_43 = l_759;
const bool l_760 = l_757 < uint32(8388608);
if (l_760) {
const double l_761 = double(l_757);
const double l_762 = l_761 * double(1.401298464324817e-45);
l_mut_43 = l_762;
}
const uint64 l_763 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_764 = l_756 >> uint32(31);
const uint64 l_765 = uint64(l_764);
const uint64 l_766 = l_765 << uint64(63);
const uint64 l_767 = l_763 | l_766;
const double l_768 = reinterpret_cast<double const&>(l_767);
const uint32 l_769 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_770 = l_769 ^ uint32(2147483648);
const float l_771 = reinterpret_cast<float const&>(l_770);
const uint32 l_772 = reinterpret_cast<uint32 const&>(l_771);
const uint32 l_773 = l_772 + uint32(1);
l_mut_237 = l_773;
const uint32 l_774 = l_772 & uint32(2147483647);
const bool l_775 = l_774 == uint32(0);
if (l_775) {
l_mut_237 = uint32(1);
} else {
const uint32 l_776 = l_772 & uint32(2147483648);
const bool l_777 = l_776 != uint32(0);
if (l_777) {
const uint32 l_778 = l_772 - uint32(1);
l_mut_237 = l_778;
} else {
const bool l_779 = l_772 == uint32(2139095040);
if (l_779) {
l_mut_237 = l_772;
}
}
}
const float l_780 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_781 = reinterpret_cast<uint32 const&>(l_780);
const uint32 l_782 = l_781 ^ uint32(2147483648);
const float l_783 = reinterpret_cast<float const&>(l_782);
const uint32 l_784 = reinterpret_cast<uint32 const&>(l_783);
const uint32 l_785 = l_784 & uint32(2147483647);
const float l_786 = reinterpret_cast<float const&>(l_785);
const double l_787 = double(l_786);
l_mut_43 = l_787;
const bool l_788 = l_785 < uint32(8388608);
if (l_788) {
const double l_789 = double(l_785);
const double l_790 = l_789 * double(1.401298464324817e-45);
l_mut_43 = l_790;
}
const uint64 l_791 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_792 = l_784 >> uint32(31);
const uint64 l_793 = uint64(l_792);
const uint64 l_794 = l_793 << uint64(63);
const uint64 l_795 = l_791 | l_794;
const double l_796 = reinterpret_cast<double const&>(l_795);
const double l_797 = l_732 + l_731;
const bool l_798 = l_797 <= l_746;
l_mut_297 = l_798;
const double l_799 = l_732 - l_731;
const bool l_800 = l_799 > l_746;
l_mut_294 = l_800;
const double l_801 = l_733 - l_731;
const bool l_802 = l_801 >= l_746;
l_mut_291 = l_802;
const double l_803 = l_733 + l_731;
const bool l_804 = l_803 < l_746;
l_mut_288 = l_804;
if (l_166) {
const double l_805 = l_732 + l_731;
const bool l_806 = l_805 < l_768;
l_mut_297 = l_806;
const double l_807 = l_732 - l_731;
const bool l_808 = l_807 >= l_768;
l_mut_294 = l_808;
const double l_809 = l_733 - l_731;
const bool l_810 = l_809 > l_796;
l_mut_291 = l_810;
const double l_811 = l_733 + l_731;
const bool l_812 = l_811 <= l_796;
l_mut_288 = l_812;
}
l_mut_237 = uint32(2);
const bool l_813 = l_mut_294 || l_mut_288;
if (l_813) {
l_mut_237 = uint32(1);
} else {
const bool l_814 = l_mut_297 && l_mut_291;
if (l_814) {
l_mut_237 = uint32(0);
}
}
const uint32 l_815 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_816 = l_815 & uint32(2147483647);
const bool l_817 = l_816 == uint32(0);
if (l_817) {
const double l_818 = l_732 + l_731;
const bool l_819 = l_818 < double(1.1754943508222875e-38);
const double l_820 = l_733 - l_731;
const bool l_821 = l_820 > double(-1.1754943508222875e-38);
const bool l_822 = l_819 && l_821;
const double l_823 = l_732 - l_731;
const bool l_824 = l_823 < double(1.1754943508222875e-38);
const double l_825 = l_733 + l_731;
const bool l_826 = l_825 > double(-1.1754943508222875e-38);
const bool l_827 = l_824 && l_826;
if (l_822) {
l_mut_237 = uint32(0);
} else {
const bool l_828 = l_mut_237 == uint32(1);
const bool l_829 = l_827 && l_828;
if (l_829) {
l_mut_237 = uint32(2);
}
}
}
l_mut_180 = l_mut_237;
}
} else {
const bool l_830 = l_162 == uint32(7);
if (l_830) {
const double l_831 = abs(l_mut_31);
const double l_832 = l_168 * l_831;
l_mut_43 = l_832;
const double l_833 = abs(l_mut_31);
l_mut_41 = double(1.401298464324817e-45);
const bool l_834 = l_833 >= double(1.1754943508222875e-38);
const bool l_835 = l_833 <= double(1.7976931348623157e308);
const bool l_836 = l_834 && l_835;
if (l_836) {
const uint64 l_837 = reinterpret_cast<uint64 const&>(l_833);
const uint64 l_838 = l_837 >> uint64(52);
const uint64 l_839 = l_838 - uint64(23);
const uint64 l_840 = l_839 << uint64(52);
const double l_841 = reinterpret_cast<double const&>(l_840);
l_mut_41 = l_841;
}
const double l_842 = double(0.5) * l_mut_41;
const bool l_843 = l_842 > l_mut_43;
if (l_843) {
l_mut_43 = l_842;
}
const double l_844 = l_mut_31 - l_178;
const double l_845 = abs(l_844);
l_mut_41 = double(1.401298464324817e-45);
const bool l_846 = l_845 >= double(1.1754943508222875e-38);
const bool l_847 = l_845 <= double(1.7976931348623157e308);
const bool l_848 = l_846 && l_847;
if (l_848) {
const uint64 l_849 = reinterpret_cast<uint64 const&>(l_845);
const uint64 l_850 = l_849 >> uint64(52);
const uint64 l_851 = l_850 - uint64(23);
const uint64 l_852 = l_851 << uint64(52);
const double l_853 = reinterpret_cast<double const&>(l_852);
l_mut_41 = l_853;
}
const double l_854 = l_mut_31 + l_178;
const double l_855 = abs(l_854);
l_mut_856 = double(1.401298464324817e-45);
const bool l_857 = l_855 >= double(1.1754943508222875e-38);
const bool l_858 = l_855 <= double(1.7976931348623157e308);
const bool l_859 = l_857 && l_858;
if (l_859) {
const uint64 l_860 = reinterpret_cast<uint64 const&>(l_855);
const uint64 l_861 = l_860 >> uint64(52);
const uint64 l_862 = l_861 - uint64(23);
const uint64 l_863 = l_862 << uint64(52);
const double l_864 = reinterpret_cast<double const&>(l_863);
l_mut_856 = l_864;
}
const bool l_865 = l_mut_41 == l_mut_856;
if (l_865) {
const double l_866 = l_168 * l_178;
const double l_867 = l_178 + l_866;
const double l_868 = l_mut_43 * double(1.4551915228366852e-11);
const double l_869 = l_867 + l_868;
const double l_870 = l_mut_31 - l_mut_43;
const double l_871 = l_mut_31 + l_mut_43;
const uint32 l_872 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_873 = l_872 & uint32(2147483647);
const float l_874 = reinterpret_cast<float const&>(l_873);
const double l_875 = double(l_874);
l_mut_856 = l_875;
const bool l_876 = l_873 < uint32(8388608);
if (l_876) {
const double l_877 = double(l_873);
const double l_878 = l_877 * double(1.401298464324817e-45);
l_mut_856 = l_878;
}
const uint64 l_879 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_880 = l_872 >> uint32(31);
const uint64 l_881 = uint64(l_880);
const uint64 l_882 = l_881 << uint64(63);
const uint64 l_883 = l_879 | l_882;
const double l_884 = reinterpret_cast<double const&>(l_883);
const uint32 l_885 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_886 = l_885 + uint32(1);
l_mut_237 = l_886;
const uint32 l_887 = l_885 & uint32(2147483647);
const bool l_888 = l_887 == uint32(0);
if (l_888) {
l_mut_237 = uint32(1);
} else {
const uint32 l_889 = l_885 & uint32(2147483648);
const bool l_890 = l_889 != uint32(0);
if (l_890) {
const uint32 l_891 = l_885 - uint32(1);
l_mut_237 = l_891;
} else {
const bool l_892 = l_885 == uint32(2139095040);
if (l_892) {
l_mut_237 = l_885;
}
}
}
const float l_893 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_894 = reinterpret_cast<uint32 const&>(l_893);
const uint32 l_895 = l_894 & uint32(2147483647);
const float l_896 = reinterpret_cast<float const&>(l_895);
const double l_897 = double(l_896);
l_mut_856 = l_897;
const bool l_898 = l_895 < uint32(8388608);
if (l_898) {
const double l_899 = double(l_895);
const double l_900 = l_899 * double(1.401298464324817e-45);
l_mut_856 = l_900;
}
const uint64 l_901 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_902 = l_894 >> uint32(31);
const uint64 l_903 = uint64(l_902);
const uint64 l_904 = l_903 << uint64(63);
const uint64 l_905 = l_901 | l_904;
const double l_906 = reinterpret_cast<double const&>(l_905);
const uint32 l_907 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_908 = l_907 ^ uint32(2147483648);
const float l_909 = reinterpret_cast<float const&>(l_908);
const uint32 l_910 = reinterpret_cast<uint32 const&>(l_909);
const uint32 l_911 = l_910 + uint32(1);
l_mut_237 = l_911;
const uint32 l_912 = l_910 & uint32(2147483647);
const bool l_913 = l_912 == uint32(0);
if (l_913) {
l_mut_237 = uint32(1);
} else {
const uint32 l_914 = l_910 & uint32(2147483648);
const bool l_915 = l_914 != uint32(0);
if (l_915) {
const uint32 l_916 = l_910 - uint32(1);
l_mut_237 = l_916;
} else {
const bool l_917 = l_910 == uint32(2139095040);
if (l_917) {
l_mut_237 = l_910;
}
}
}
const float l_918 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_919 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_920 = l_919 ^ uint32(2147483648);
const float l_921 = reinterpret_cast<float const&>(l_920);
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_921);
const uint32 l_923 = l_922 & uint32(2147483647);
const float l_924 = reinterpret_cast<float const&>(l_923);
const double l_925 = double(l_924);
l_mut_856 = l_925;
const bool l_926 = l_923 < uint32(8388608);
if (l_926) {
const double l_927 = double(l_923);
const double l_928 = l_927 * double(1.401298464324817e-45);
l_mut_856 = l_928;
}
const uint64 l_929 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_930 = l_922 >> uint32(31);
const uint64 l_931 = uint64(l_930);
const uint64 l_932 = l_931 << uint64(63);
const uint64 l_933 = l_929 | l_932;
const double l_934 = reinterpret_cast<double const&>(l_933);
const double l_935 = l_870 + l_869;
const bool l_936 = l_935 <= l_884;
l_mut_297 = l_936;
const double l_937 = l_870 - l_869;
const bool l_938 = l_937 > l_884;
l_mut_294 = l_938;
const double l_939 = l_871 - l_869;
const bool l_940 = l_939 >= l_884;
l_mut_291 = l_940;
const double l_941 = l_871 + l_869;
const bool l_942 = l_941 < l_884;
l_mut_288 = l_942;
if (l_166) {
const double l_943 = l_870 + l_869;
const bool l_944 = l_943 < l_906;
l_mut_297 = l_944;
const double l_945 = l_870 - l_869;
const bool l_946 = l_945 >= l_906;
l_mut_294 = l_946;
const double l_947 = l_871 - l_869;
const bool l_948 = l_947 > l_934;
l_mut_291 = l_948;
const double l_949 = l_871 + l_869;
const bool l_950 = l_949 <= l_934;
l_mut_288 = l_950;
}
l_mut_237 = uint32(2);
const bool l_951 = l_mut_294 || l_mut_288;
if (l_951) {
l_mut_237 = uint32(1);
} else {
const bool l_952 = l_mut_297 && l_mut_291;
if (l_952) {
l_mut_237 = uint32(0);
}
}
const uint32 l_953 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_954 = l_953 & uint32(2147483647);
const bool l_955 = l_954 == uint32(0);
if (l_955) {
const double l_956 = l_870 + l_869;
const bool l_957 = l_956 < double(1.1754943508222875e-38);
const double l_958 = l_871 - l_869;
const bool l_959 = l_958 > double(-1.1754943508222875e-38);
const bool l_960 = l_957 && l_959;
const double l_961 = l_870 - l_869;
const bool l_962 = l_961 < double(1.1754943508222875e-38);
const double l_963 = l_871 + l_869;
const bool l_964 = l_963 > double(-1.1754943508222875e-38);
const bool l_965 = l_962 && l_964;
if (l_960) {
l_mut_237 = uint32(0);
} else {
const bool l_966 = l_mut_237 == uint32(1);
const bool l_967 = l_965 && l_966;
if (l_967) {
l_mut_237 = uint32(2);
}
}
}
l_mut_180 = l_mut_237;
}
} else {
const bool l_968 = l_162 == uint32(8);
if (l_968) {
const bool l_969 = l_175 >= double(0.5);
const bool l_970 = l_175 <= double(2.0);
const bool l_971 = l_969 && l_970;
if (l_971) {
const double l_972 = l_168 * double(1.4551915228366852e-11);
const double l_973 = l_178 + l_972;
const double l_974 = l_mut_31 - l_168;
const double l_975 = l_mut_31 + l_168;
const uint32 l_976 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_977 = l_976 & uint32(2147483647);
const float l_978 = reinterpret_cast<float const&>(l_977);
const double l_979 = double(l_978);
l_mut_856 = l_979;
const bool l_980 = l_977 < uint32(8388608);
if (l_980) {
const double l_981 = double(l_977);
const double l_982 = l_981 * double(1.401298464324817e-45);
l_mut_856 = l_982;
}
const uint64 l_983 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_984 = l_976 >> uint32(31);
const uint64 l_985 = uint64(l_984);
const uint64 l_986 = l_985 << uint64(63);
const uint64 l_987 = l_983 | l_986;
const double l_988 = reinterpret_cast<double const&>(l_987);
const uint32 l_989 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_990 = l_989 + uint32(1);
l_mut_237 = l_990;
const uint32 l_991 = l_989 & uint32(2147483647);
const bool l_992 = l_991 == uint32(0);
if (l_992) {
l_mut_237 = uint32(1);
} else {
const uint32 l_993 = l_989 & uint32(2147483648);
const bool l_994 = l_993 != uint32(0);
if (l_994) {
const uint32 l_995 = l_989 - uint32(1);
l_mut_237 = l_995;
} else {
const bool l_996 = l_989 == uint32(2139095040);
if (l_996) {
l_mut_237 = l_989;
}
}
}
const float l_997 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_997);
const uint32 l_999 = l_998 & uint32(2147483647);
const float l_1000 = reinterpret_cast<float const&>(l_999);
const double l_1001 = double(l_1000);
l_mut_856 = l_1001;
const bool l_1002 = l_999 < uint32(8388608);
if (l_1002) {
const double l_1003 = double(l_999);
const double l_1004 = l_1003 * double(1.401298464324817e-45);
l_mut_856 = l_1004;
}
const uint64 l_1005 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1006 = l_998 >> uint32(31);
const uint64 l_1007 = uint64(l_1006);
const uint64 l_1008 = l_1007 << uint64(63);
const uint64 l_1009 = l_1005 | l_1008;
const double l_1010 = reinterpret_cast<double const&>(l_1009);
const uint32 l_1011 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1012 = l_1011 ^ uint32(2147483648);
const float l_1013 = reinterpret_cast<float const&>(l_1012);
const uint32 l_1014 = reinterpret_cast<uint32 const&>(l_1013);
const uint32 l_1015 = l_1014 + uint32(1);
l_mut_237 = l_1015;
const uint32 l_1016 = l_1014 & uint32(2147483647);
const bool l_1017 = l_1016 == uint32(0);
if (l_1017) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1018 = l_1014 & uint32(2147483648);
const bool l_1019 = l_1018 != uint32(0);
if (l_1019) {
const uint32 l_1020 = l_1014 - uint32(1);
l_mut_237 = l_1020;
} else {
const bool l_1021 = l_1014 == uint32(2139095040);
if (l_1021) {
l_mut_237 = l_1014;
}
}
}
const float l_1022 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1023 = reinterpret_cast<uint32 const&>(l_1022);
const uint32 l_1024 = l_1023 ^ uint32(2147483648);
const float l_1025 = reinterpret_cast<float const&>(l_1024);
const uint32 l_1026 = reinterpret_cast<uint32 const&>(l_1025);
const uint32 l_1027 = l_1026 & uint32(2147483647);
const float l_1028 = reinterpret_cast<float const&>(l_1027);
const double l_1029 = double(l_1028);
l_mut_856 = l_1029;
const bool l_1030 = l_1027 < uint32(8388608);
if (l_1030) {
const double l_1031 = double(l_1027);
const double l_1032 = l_1031 * double(1.401298464324817e-45);
l_mut_856 = l_1032;
}
const uint64 l_1033 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1034 = l_1026 >> uint32(31);
const uint64 l_1035 = uint64(l_1034);
const uint64 l_1036 = l_1035 << uint64(63);
const uint64 l_1037 = l_1033 | l_1036;
const double l_1038 = reinterpret_cast<double const&>(l_1037);
const double l_1039 = l_974 + l_973;
const bool l_1040 = l_1039 <= l_988;
l_mut_297 = l_1040;
const double l_1041 = l_974 - l_973;
const bool l_1042 = l_1041 > l_988;
l_mut_294 = l_1042;
const double l_1043 = l_975 - l_973;
const bool l_1044 = l_1043 >= l_988;
l_mut_291 = l_1044;
const double l_1045 = l_975 + l_973;
const bool l_1046 = l_1045 < l_988;
l_mut_288 = l_1046;
if (l_166) {
const double l_1047 = l_974 + l_973;
const bool l_1048 = l_1047 < l_1010;
l_mut_297 = l_1048;
const double l_1049 = l_974 - l_973;
const bool l_1050 = l_1049 >= l_1010;
l_mut_294 = l_1050;
const double l_1051 = l_975 - l_973;
const bool l_1052 = l_1051 > l_1038;
l_mut_291 = l_1052;
const double l_1053 = l_975 + l_973;
const bool l_1054 = l_1053 <= l_1038;
l_mut_288 = l_1054;
}
l_mut_237 = uint32(2);
const bool l_1055 = l_mut_294 || l_mut_288;
if (l_1055) {
l_mut_237 = uint32(1);
} else {
const bool l_1056 = l_mut_297 && l_mut_291;
if (l_1056) {
l_mut_237 = uint32(0);
}
}
const uint32 l_1057 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1058 = l_1057 & uint32(2147483647);
const bool l_1059 = l_1058 == uint32(0);
if (l_1059) {
const double l_1060 = l_974 + l_973;
const bool l_1061 = l_1060 < double(1.1754943508222875e-38);
const double l_1062 = l_975 - l_973;
const bool l_1063 = l_1062 > double(-1.1754943508222875e-38);
const bool l_1064 = l_1061 && l_1063;
const double l_1065 = l_974 - l_973;
const bool l_1066 = l_1065 < double(1.1754943508222875e-38);
const double l_1067 = l_975 + l_973;
const bool l_1068 = l_1067 > double(-1.1754943508222875e-38);
const bool l_1069 = l_1066 && l_1068;
if (l_1064) {
l_mut_237 = uint32(0);
} else {
const bool l_1070 = l_mut_237 == uint32(1);
const bool l_1071 = l_1069 && l_1070;
if (l_1071) {
l_mut_237 = uint32(2);
}
}
}
l_mut_180 = l_mut_237;
} else {
const double l_1072 = abs(l_mut_31);
l_mut_856 = double(1.401298464324817e-45);
const bool l_1073 = l_1072 >= double(1.1754943508222875e-38);
const bool l_1074 = l_1072 <= double(1.7976931348623157e308);
const bool l_1075 = l_1073 && l_1074;
if (l_1075) {
const uint64 l_1076 = reinterpret_cast<uint64 const&>(l_1072);
const uint64 l_1077 = l_1076 >> uint64(52);
const uint64 l_1078 = l_1077 - uint64(23);
const uint64 l_1079 = l_1078 << uint64(52);
const double l_1080 = reinterpret_cast<double const&>(l_1079);
l_mut_856 = l_1080;
}
const double l_1081 = l_171 * l_mut_856;
l_mut_237 = uint32(2);
const double l_1082 = l_mut_31 - l_178;
const double l_1083 = abs(l_1082);
l_mut_856 = double(1.401298464324817e-45);
const bool l_1084 = l_1083 >= double(1.1754943508222875e-38);
const bool l_1085 = l_1083 <= double(1.7976931348623157e308);
const bool l_1086 = l_1084 && l_1085;
if (l_1086) {
const uint64 l_1087 = reinterpret_cast<uint64 const&>(l_1083);
const uint64 l_1088 = l_1087 >> uint64(52);
const uint64 l_1089 = l_1088 - uint64(23);
const uint64 l_1090 = l_1089 << uint64(52);
const double l_1091 = reinterpret_cast<double const&>(l_1090);
l_mut_856 = l_1091;
}
const double l_1092 = l_mut_31 + l_178;
const double l_1093 = abs(l_1092);
l_mut_43 = double(1.401298464324817e-45);
const bool l_1094 = l_1093 >= double(1.1754943508222875e-38);
const bool l_1095 = l_1093 <= double(1.7976931348623157e308);
const bool l_1096 = l_1094 && l_1095;
if (l_1096) {
const uint64 l_1097 = reinterpret_cast<uint64 const&>(l_1093);
const uint64 l_1098 = l_1097 >> uint64(52);
const uint64 l_1099 = l_1098 - uint64(23);
const uint64 l_1100 = l_1099 << uint64(52);
const double l_1101 = reinterpret_cast<double const&>(l_1100);
l_mut_43 = l_1101;
}
const bool l_1102 = l_mut_856 == l_mut_43;
if (l_1102) {
const double l_1103 = l_1081 * double(1.4551915228366852e-11);
const double l_1104 = l_178 + l_1103;
const double l_1105 = l_mut_31 - l_1081;
const double l_1106 = l_mut_31 + l_1081;
const uint32 l_1107 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1108 = l_1107 & uint32(2147483647);
const float l_1109 = reinterpret_cast<float const&>(l_1108);
const double l_1110 = double(l_1109);
l_mut_856 = l_1110;
const bool l_1111 = l_1108 < uint32(8388608);
if (l_1111) {
const double l_1112 = double(l_1108);
const double l_1113 = l_1112 * double(1.401298464324817e-45);
l_mut_856 = l_1113;
}
const uint64 l_1114 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1115 = l_1107 >> uint32(31);
const uint64 l_1116 = uint64(l_1115);
const uint64 l_1117 = l_1116 << uint64(63);
const uint64 l_1118 = l_1114 | l_1117;
const double l_1119 = reinterpret_cast<double const&>(l_1118);
const uint32 l_1120 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1121 = l_1120 + uint32(1);
l_mut_196 = l_1121;
const uint32 l_1122 = l_1120 & uint32(2147483647);
const bool l_1123 = l_1122 == uint32(0);
if (l_1123) {
l_mut_196 = uint32(1);
} else {
const uint32 l_1124 = l_1120 & uint32(2147483648);
const bool l_1125 = l_1124 != uint32(0);
if (l_1125) {
const uint32 l_1126 = l_1120 - uint32(1);
l_mut_196 = l_1126;
} else {
const bool l_1127 = l_1120 == uint32(2139095040);
if (l_1127) {
l_mut_196 = l_1120;
}
}
}
const float l_1128 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_1129 = reinterpret_cast<uint32 const&>(l_1128);
const uint32 l_1130 = l_1129 & uint32(2147483647);
const float l_1131 = reinterpret_cast<float const&>(l_1130);
const double l_1132 = double(l_1131);
l_mut_856 = l_1132;
const bool l_1133 = l_1130 < uint32(8388608);
if (l_1133) {
const double l_1134 = double(l_1130);
const double l_1135 = l_1134 * double(1.401298464324817e-45);
l_mut_856 = l_1135;
}
const uint64 l_1136 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1137 = l_1129 >> uint32(31);
const uint64 l_1138 = uint64(l_1137);
const uint64 l_1139 = l_1138 << uint64(63);
const uint64 l_1140 = l_1136 | l_1139;
const double l_1141 = reinterpret_cast<double const&>(l_1140);
const uint32 l_1142 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1143 = l_1142 ^ uint32(2147483648);
const float l_1144 = reinterpret_cast<float const&>(l_1143);
const uint32 l_1145 = reinterpret_cast<uint32 const&>(l_1144);
const uint32 l_1146 = l_1145 + uint32(1);
l_mut_196 = l_1146;
const uint32 l_1147 = l_1145 & uint32(2147483647);
const bool l_1148 = l_1147 == uint32(0);
if (l_1148) {
l_mut_196 = uint32(1);
} else {
const uint32 l_1149 = l_1145 & uint32(2147483648);
const bool l_1150 = l_1149 != uint32(0);
if (l_1150) {
const uint32 l_1151 = l_1145 - uint32(1);
l_mut_196 = l_1151;
} else {
const bool l_1152 = l_1145 == uint32(2139095040);
if (l_1152) {
l_mut_196 = l_1145;
}
}
}
const float l_1153 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_1154 = reinterpret_cast<uint32 const&>(l_1153);
const uint32 l_1155 = l_1154 ^ uint32(2147483648);
const float l_1156 = reinterpret_cast<float const&>(l_1155);
const uint32 l_1157 = reinterpret_cast<uint32 const&>(l_1156);
const uint32 l_1158 = l_1157 & uint32(2147483647);
const float l_1159 = reinterpret_cast<float const&>(l_1158);
const double l_1160 = double(l_1159);
l_mut_856 = l_1160;
const bool l_1161 = l_1158 < uint32(8388608);
if (l_1161) {
const double l_1162 = double(l_1158);
const double l_1163 = l_1162 * double(1.401298464324817e-45);
l_mut_856 = l_1163;
}
const uint64 l_1164 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1165 = l_1157 >> uint32(31);
const uint64 l_1166 = uint64(l_1165);
const uint64 l_1167 = l_1166 << uint64(63);
const uint64 l_1168 = l_1164 | l_1167;
const double l_1169 = reinterpret_cast<double const&>(l_1168);
const double l_1170 = l_1105 + l_1104;
const bool l_1171 = l_1170 <= l_1119;
l_mut_297 = l_1171;
const double l_1172 = l_1105 - l_1104;
const bool l_1173 = l_1172 > l_1119;
l_mut_294 = l_1173;
const double l_1174 = l_1106 - l_1104;
const bool l_1175 = l_1174 >= l_1119;
l_mut_291 = l_1175;
const double l_1176 = l_1106 + l_1104;
const bool l_1177 = l_1176 < l_1119;
l_mut_288 = l_1177;
if (l_166) {
const double l_1178 = l_1105 + l_1104;
const bool l_1179 = l_1178 < l_1141;
l_mut_297 = l_1179;
const double l_1180 = l_1105 - l_1104;
const bool l_1181 = l_1180 >= l_1141;
l_mut_294 = l_1181;
const double l_1182 = l_1106 - l_1104;
const bool l_1183 = l_1182 > l_1169;
l_mut_291 = l_1183;
const double l_1184 = l_1106 + l_1104;
const bool l_1185 = l_1184 <= l_1169;
l_mut_288 = l_1185;
}
l_mut_196 = uint32(2);
const bool l_1186 = l_mut_294 || l_mut_288;
if (l_1186) {
l_mut_196 = uint32(1);
} else {
const bool l_1187 = l_mut_297 && l_mut_291;
if (l_1187) {
l_mut_196 = uint32(0);
}
}
const uint32 l_1188 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1189 = l_1188 & uint32(2147483647);
const bool l_1190 = l_1189 == uint32(0);
if (l_1190) {
const double l_1191 = l_1105 + l_1104;
const bool l_1192 = l_1191 < double(1.1754943508222875e-38);
const double l_1193 = l_1106 - l_1104;
const bool l_1194 = l_1193 > double(-1.1754943508222875e-38);
const bool l_1195 = l_1192 && l_1194;
const double l_1196 = l_1105 - l_1104;
const bool l_1197 = l_1196 < double(1.1754943508222875e-38);
const double l_1198 = l_1106 + l_1104;
const bool l_1199 = l_1198 > double(-1.1754943508222875e-38);
const bool l_1200 = l_1197 && l_1199;
if (l_1195) {
l_mut_196 = uint32(0);
} else {
const bool l_1201 = l_mut_196 == uint32(1);
const bool l_1202 = l_1200 && l_1201;
if (l_1202) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
}
} else {
const bool l_1203 = l_162 == uint32(9);
if (l_1203) {
l_arr_1204[uint32(0)] = uint32(1);
const double l_1205 = sqrt(l_175);
const double l_1206 = double(1.0) / l_1205;
const double l_1207 = l_1206 * double(1.4551915228366852e-11);
const double l_1208 = abs(l_1206);
l_mut_856 = double(1.401298464324817e-45);
const bool l_1209 = l_1208 >= double(1.1754943508222875e-38);
const bool l_1210 = l_1208 <= double(1.7976931348623157e308);
const bool l_1211 = l_1209 && l_1210;
if (l_1211) {
const uint64 l_1212 = reinterpret_cast<uint64 const&>(l_1208);
const uint64 l_1213 = l_1212 >> uint64(52);
const uint64 l_1214 = l_1213 - uint64(23);
const uint64 l_1215 = l_1214 << uint64(52);
const double l_1216 = reinterpret_cast<double const&>(l_1215);
l_mut_856 = l_1216;
}
const double l_1217 = l_1206 - l_1207;
const double l_1218 = abs(l_1217);
l_mut_43 = double(1.401298464324817e-45);
const bool l_1219 = l_1218 >= double(1.1754943508222875e-38);
const bool l_1220 = l_1218 <= double(1.7976931348623157e308);
const bool l_1221 = l_1219 && l_1220;
if (l_1221) {
const uint64 l_1222 = reinterpret_cast<uint64 const&>(l_1218);
const uint64 l_1223 = l_1222 >> uint64(52);
const uint64 l_1224 = l_1223 - uint64(23);
const uint64 l_1225 = l_1224 << uint64(52);
const double l_1226 = reinterpret_cast<double const&>(l_1225);
l_mut_43 = l_1226;
}
const double l_1227 = l_1206 + l_1207;
const double l_1228 = abs(l_1227);
l_mut_41 = double(1.401298464324817e-45);
const bool l_1229 = l_1228 >= double(1.1754943508222875e-38);
const bool l_1230 = l_1228 <= double(1.7976931348623157e308);
const bool l_1231 = l_1229 && l_1230;
if (l_1231) {
const uint64 l_1232 = reinterpret_cast<uint64 const&>(l_1228);
const uint64 l_1233 = l_1232 >> uint64(52);
const uint64 l_1234 = l_1233 - uint64(23);
const uint64 l_1235 = l_1234 << uint64(52);
const double l_1236 = reinterpret_cast<double const&>(l_1235);
l_mut_41 = l_1236;
}
const bool l_1237 = l_mut_43 == l_mut_41;
const bool l_1238 = !l_1237;
if (l_1238) {
l_arr_1204[uint32(0)] = uint32(0);
}
const double l_1239 = l_168 * l_mut_856;
const double l_1240 = l_1206 - l_1239;
l_mut_43 = l_1240;
if (l_166) {
const double l_1241 = l_1240 - l_1207;
const double l_1242 = l_1241 * double(7.1362384635298e44);
const double l_1243 = floor(l_1242);
const double l_1244 = l_1243 * double(1.401298464324817e-45);
l_mut_41 = l_1244;
const double l_1245 = abs(l_1241);
const bool l_1246 = l_1245 >= double(1.1754943508222875e-38);
if (l_1246) {
const float l_1247 = float(l_1241);
const double l_1248 = double(l_1247);
l_mut_41 = l_1248;
const bool l_1249 = l_mut_41 > l_1241;
if (l_1249) {
const uint32 l_1250 = reinterpret_cast<uint32 const&>(l_1247);
const uint32 l_1251 = l_1250 ^ uint32(2147483648);
const float l_1252 = reinterpret_cast<float const&>(l_1251);
const uint32 l_1253 = reinterpret_cast<uint32 const&>(l_1252);
const uint32 l_1254 = l_1253 + uint32(1);
l_mut_237 = l_1254;
const uint32 l_1255 = l_1253 & uint32(2147483647);
const bool l_1256 = l_1255 == uint32(0);
if (l_1256) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1257 = l_1253 & uint32(2147483648);
const bool l_1258 = l_1257 != uint32(0);
if (l_1258) {
const uint32 l_1259 = l_1253 - uint32(1);
l_mut_237 = l_1259;
} else {
const bool l_1260 = l_1253 == uint32(2139095040);
if (l_1260) {
l_mut_237 = l_1253;
}
}
}
const float l_1261 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1262 = reinterpret_cast<uint32 const&>(l_1261);
const uint32 l_1263 = l_1262 ^ uint32(2147483648);
const float l_1264 = reinterpret_cast<float const&>(l_1263);
const uint32 l_1265 = reinterpret_cast<uint32 const&>(l_1264);
const uint32 l_1266 = l_1265 & uint32(2147483647);
const float l_1267 = reinterpret_cast<float const&>(l_1266);
const double l_1268 = double(l_1267);
l_mut_1269 = l_1268;
const bool l_1270 = l_1266 < uint32(8388608);
if (l_1270) {
const double l_1271 = double(l_1266);
const double l_1272 = l_1271 * double(1.401298464324817e-45);
l_mut_1269 = l_1272;
}
const uint64 l_1273 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1274 = l_1265 >> uint32(31);
const uint64 l_1275 = uint64(l_1274);
const uint64 l_1276 = l_1275 << uint64(63);
const uint64 l_1277 = l_1273 | l_1276;
const double l_1278 = reinterpret_cast<double const&>(l_1277);
l_mut_41 = l_1278;
} else {
const uint32 l_1279 = reinterpret_cast<uint32 const&>(l_1247);
const uint32 l_1280 = l_1279 + uint32(1);
l_mut_237 = l_1280;
const uint32 l_1281 = l_1279 & uint32(2147483647);
const bool l_1282 = l_1281 == uint32(0);
if (l_1282) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1283 = l_1279 & uint32(2147483648);
const bool l_1284 = l_1283 != uint32(0);
if (l_1284) {
const uint32 l_1285 = l_1279 - uint32(1);
l_mut_237 = l_1285;
} else {
const bool l_1286 = l_1279 == uint32(2139095040);
if (l_1286) {
l_mut_237 = l_1279;
}
}
}
const float l_1287 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1288 = reinterpret_cast<uint32 const&>(l_1287);
const uint32 l_1289 = l_1288 & uint32(2147483647);
const float l_1290 = reinterpret_cast<float const&>(l_1289);
const double l_1291 = double(l_1290);
l_mut_1269 = l_1291;
const bool l_1292 = l_1289 < uint32(8388608);
if (l_1292) {
const double l_1293 = double(l_1289);
const double l_1294 = l_1293 * double(1.401298464324817e-45);
l_mut_1269 = l_1294;
}
const uint64 l_1295 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1296 = l_1288 >> uint32(31);
const uint64 l_1297 = uint64(l_1296);
const uint64 l_1298 = l_1297 << uint64(63);
const uint64 l_1299 = l_1295 | l_1298;
const double l_1300 = reinterpret_cast<double const&>(l_1299);
const bool l_1301 = l_1300 <= l_1241;
if (l_1301) {
const uint32 l_1302 = reinterpret_cast<uint32 const&>(l_1247);
const uint32 l_1303 = l_1302 + uint32(1);
l_mut_237 = l_1303;
const uint32 l_1304 = l_1302 & uint32(2147483647);
const bool l_1305 = l_1304 == uint32(0);
if (l_1305) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1306 = l_1302 & uint32(2147483648);
const bool l_1307 = l_1306 != uint32(0);
if (l_1307) {
const uint32 l_1308 = l_1302 - uint32(1);
l_mut_237 = l_1308;
} else {
const bool l_1309 = l_1302 == uint32(2139095040);
if (l_1309) {
l_mut_237 = l_1302;
}
}
}
const float l_1310 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1311 = reinterpret_cast<uint32 const&>(l_1310);
const uint32 l_1312 = l_1311 & uint32(2147483647);
const float l_1313 = reinterpret_cast<float const&>(l_1312);
const double l_1314 = double(l_1313);
l_mut_1269 = l_1314;
const bool l_1315 = l_1312 < uint32(8388608);
if (l_1315) {
const double l_1316 = double(l_1312);
const double l_1317 = l_1316 * double(1.401298464324817e-45);
l_mut_1269 = l_1317;
}
const uint64 l_1318 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1319 = l_1311 >> uint32(31);
const uint64 l_1320 = uint64(l_1319);
const uint64 l_1321 = l_1320 << uint64(63);
const uint64 l_1322 = l_1318 | l_1321;
const double l_1323 = reinterpret_cast<double const&>(l_1322);
l_mut_41 = l_1323;
}
}
}
const double l_1324 = l_1240 + l_1207;
const double l_1325 = l_1324 * double(7.1362384635298e44);
const double l_1326 = floor(l_1325);
const double l_1327 = l_1326 * double(1.401298464324817e-45);
l_mut_1269 = l_1327;
const double l_1328 = abs(l_1324);
const bool l_1329 = l_1328 >= double(1.1754943508222875e-38);
if (l_1329) {
const float l_1330 = float(l_1324);
const double l_1331 = double(l_1330);
l_mut_1269 = l_1331;
const bool l_1332 = l_mut_1269 > l_1324;
if (l_1332) {
const uint32 l_1333 = reinterpret_cast<uint32 const&>(l_1330);
const uint32 l_1334 = l_1333 ^ uint32(2147483648);
const float l_1335 = reinterpret_cast<float const&>(l_1334);
const uint32 l_1336 = reinterpret_cast<uint32 const&>(l_1335);
const uint32 l_1337 = l_1336 + uint32(1);
l_mut_237 = l_1337;
const uint32 l_1338 = l_1336 & uint32(2147483647);
const bool l_1339 = l_1338 == uint32(0);
if (l_1339) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1340 = l_1336 & uint32(2147483648);
const bool l_1341 = l_1340 != uint32(0);
if (l_1341) {
const uint32 l_1342 = l_1336 - uint32(1);
l_mut_237 = l_1342;
} else {
const bool l_1343 = l_1336 == uint32(2139095040);
if (l_1343) {
l_mut_237 = l_1336;
}
}
}
const float l_1344 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1345 = reinterpret_cast<uint32 const&>(l_1344);
const uint32 l_1346 = l_1345 ^ uint32(2147483648);
const float l_1347 = reinterpret_cast<float const&>(l_1346);
const uint32 l_1348 = reinterpret_cast<uint32 const&>(l_1347);
const uint32 l_1349 = l_1348 & uint32(2147483647);
const float l_1350 = reinterpret_cast<float const&>(l_1349);
const double l_1351 = double(l_1350);
l_mut_1352 = l_1351;
const bool l_1353 = l_1349 < uint32(8388608);
if (l_1353) {
const double l_1354 = double(l_1349);
const double l_1355 = l_1354 * double(1.401298464324817e-45);
l_mut_1352 = l_1355;
}
const uint64 l_1356 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1357 = l_1348 >> uint32(31);
const uint64 l_1358 = uint64(l_1357);
const uint64 l_1359 = l_1358 << uint64(63);
const uint64 l_1360 = l_1356 | l_1359;
const double l_1361 = reinterpret_cast<double const&>(l_1360);
l_mut_1269 = l_1361;
} else {
const uint32 l_1362 = reinterpret_cast<uint32 const&>(l_1330);
const uint32 l_1363 = l_1362 + uint32(1);
l_mut_237 = l_1363;
const uint32 l_1364 = l_1362 & uint32(2147483647);
const bool l_1365 = l_1364 == uint32(0);
if (l_1365) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1366 = l_1362 & uint32(2147483648);
const bool l_1367 = l_1366 != uint32(0);
if (l_1367) {
const uint32 l_1368 = l_1362 - uint32(1);
l_mut_237 = l_1368;
} else {
const bool l_1369 = l_1362 == uint32(2139095040);
if (l_1369) {
l_mut_237 = l_1362;
}
}
}
const float l_1370 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1372 = l_1371 & uint32(2147483647);
const float l_1373 = reinterpret_cast<float const&>(l_1372);
const double l_1374 = double(l_1373);
l_mut_1352 = l_1374;
const bool l_1375 = l_1372 < uint32(8388608);
if (l_1375) {
const double l_1376 = double(l_1372);
const double l_1377 = l_1376 * double(1.401298464324817e-45);
l_mut_1352 = l_1377;
}
const uint64 l_1378 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1379 = l_1371 >> uint32(31);
const uint64 l_1380 = uint64(l_1379);
const uint64 l_1381 = l_1380 << uint64(63);
const uint64 l_1382 = l_1378 | l_1381;
const double l_1383 = reinterpret_cast<double const&>(l_1382);
const bool l_1384 = l_1383 <= l_1324;
if (l_1384) {
const uint32 l_1385 = reinterpret_cast<uint32 const&>(l_1330);
const uint32 l_1386 = l_1385 + uint32(1);
l_mut_237 = l_1386;
const uint32 l_1387 = l_1385 & uint32(2147483647);
const bool l_1388 = l_1387 == uint32(0);
if (l_1388) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1389 = l_1385 & uint32(2147483648);
const bool l_1390 = l_1389 != uint32(0);
if (l_1390) {
const uint32 l_1391 = l_1385 - uint32(1);
l_mut_237 = l_1391;
} else {
const bool l_1392 = l_1385 == uint32(2139095040);
if (l_1392) {
l_mut_237 = l_1385;
}
}
}
const float l_1393 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1394 = reinterpret_cast<uint32 const&>(l_1393);
const uint32 l_1395 = l_1394 & uint32(2147483647);
const float l_1396 = reinterpret_cast<float const&>(l_1395);
const double l_1397 = double(l_1396);
l_mut_1352 = l_1397;
const bool l_1398 = l_1395 < uint32(8388608);
if (l_1398) {
const double l_1399 = double(l_1395);
const double l_1400 = l_1399 * double(1.401298464324817e-45);
l_mut_1352 = l_1400;
}
const uint64 l_1401 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1402 = l_1394 >> uint32(31);
const uint64 l_1403 = uint64(l_1402);
const uint64 l_1404 = l_1403 << uint64(63);
const uint64 l_1405 = l_1401 | l_1404;
const double l_1406 = reinterpret_cast<double const&>(l_1405);
l_mut_1269 = l_1406;
}
}
}
const bool l_1407 = l_mut_41 == l_mut_1269;
const bool l_1408 = !l_1407;
if (l_1408) {
l_arr_1204[uint32(0)] = uint32(0);
}
const double l_1409 = l_1240 * double(7.1362384635298e44);
const double l_1410 = floor(l_1409);
const double l_1411 = l_1410 * double(1.401298464324817e-45);
l_mut_1352 = l_1411;
const double l_1412 = abs(l_1240);
const bool l_1413 = l_1412 >= double(1.1754943508222875e-38);
if (l_1413) {
const float l_1414 = float(l_1240);
const double l_1415 = double(l_1414);
l_mut_1352 = l_1415;
const bool l_1416 = l_mut_1352 > l_1240;
if (l_1416) {
const uint32 l_1417 = reinterpret_cast<uint32 const&>(l_1414);
const uint32 l_1418 = l_1417 ^ uint32(2147483648);
const float l_1419 = reinterpret_cast<float const&>(l_1418);
const uint32 l_1420 = reinterpret_cast<uint32 const&>(l_1419);
const uint32 l_1421 = l_1420 + uint32(1);
l_mut_237 = l_1421;
const uint32 l_1422 = l_1420 & uint32(2147483647);
const bool l_1423 = l_1422 == uint32(0);
if (l_1423) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1424 = l_1420 & uint32(2147483648);
const bool l_1425 = l_1424 != uint32(0);
if (l_1425) {
const uint32 l_1426 = l_1420 - uint32(1);
l_mut_237 = l_1426;
} else {
const bool l_1427 = l_1420 == uint32(2139095040);
if (l_1427) {
l_mut_237 = l_1420;
}
}
}
const float l_1428 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1429 = reinterpret_cast<uint32 const&>(l_1428);
const uint32 l_1430 = l_1429 ^ uint32(2147483648);
const float l_1431 = reinterpret_cast<float const&>(l_1430);
const uint32 l_1432 = reinterpret_cast<uint32 const&>(l_1431);
const uint32 l_1433 = l_1432 & uint32(2147483647);
const float l_1434 = reinterpret_cast<float const&>(l_1433);
const double l_1435 = double(l_1434);
l_mut_1269 = l_1435;
const bool l_1436 = l_1433 < uint32(8388608);
if (l_1436) {
const double l_1437 = double(l_1433);
const double l_1438 = l_1437 * double(1.401298464324817e-45);
l_mut_1269 = l_1438;
}
const uint64 l_1439 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1440 = l_1432 >> uint32(31);
const uint64 l_1441 = uint64(l_1440);
const uint64 l_1442 = l_1441 << uint64(63);
const uint64 l_1443 = l_1439 | l_1442;
const double l_1444 = reinterpret_cast<double const&>(l_1443);
l_mut_1352 = l_1444;
} else {
const uint32 l_1445 = reinterpret_cast<uint32 const&>(l_1414);
const uint32 l_1446 = l_1445 + uint32(1);
l_mut_237 = l_1446;
const uint32 l_1447 = l_1445 & uint32(2147483647);
const bool l_1448 = l_1447 == uint32(0);
if (l_1448) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1449 = l_1445 & uint32(2147483648);
const bool l_1450 = l_1449 != uint32(0);
if (l_1450) {
const uint32 l_1451 = l_1445 - uint32(1);
l_mut_237 = l_1451;
} else {
const bool l_1452 = l_1445 == uint32(2139095040);
if (l_1452) {
l_mut_237 = l_1445;
}
}
}
const float l_1453 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1454 = reinterpret_cast<uint32 const&>(l_1453);
const uint32 l_1455 = l_1454 & uint32(2147483647);
const float l_1456 = reinterpret_cast<float const&>(l_1455);
const double l_1457 = double(l_1456);
l_mut_1269 = l_1457;
const bool l_1458 = l_1455 < uint32(8388608);
if (l_1458) {
const double l_1459 = double(l_1455);
const double l_1460 = l_1459 * double(1.401298464324817e-45);
l_mut_1269 = l_1460;
}
const uint64 l_1461 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1462 = l_1454 >> uint32(31);
const uint64 l_1463 = uint64(l_1462);
const uint64 l_1464 = l_1463 << uint64(63);
const uint64 l_1465 = l_1461 | l_1464;
const double l_1466 = reinterpret_cast<double const&>(l_1465);
const bool l_1467 = l_1466 <= l_1240;
if (l_1467) {
const uint32 l_1468 = reinterpret_cast<uint32 const&>(l_1414);
const uint32 l_1469 = l_1468 + uint32(1);
l_mut_237 = l_1469;
const uint32 l_1470 = l_1468 & uint32(2147483647);
const bool l_1471 = l_1470 == uint32(0);
if (l_1471) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1472 = l_1468 & uint32(2147483648);
const bool l_1473 = l_1472 != uint32(0);
if (l_1473) {
const uint32 l_1474 = l_1468 - uint32(1);
l_mut_237 = l_1474;
} else {
const bool l_1475 = l_1468 == uint32(2139095040);
if (l_1475) {
l_mut_237 = l_1468;
}
}
}
const float l_1476 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1477 = reinterpret_cast<uint32 const&>(l_1476);
const uint32 l_1478 = l_1477 & uint32(2147483647);
const float l_1479 = reinterpret_cast<float const&>(l_1478);
const double l_1480 = double(l_1479);
l_mut_1269 = l_1480;
const bool l_1481 = l_1478 < uint32(8388608);
if (l_1481) {
const double l_1482 = double(l_1478);
const double l_1483 = l_1482 * double(1.401298464324817e-45);
l_mut_1269 = l_1483;
}
const uint64 l_1484 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_1485 = l_1477 >> uint32(31);
const uint64 l_1486 = uint64(l_1485);
const uint64 l_1487 = l_1486 << uint64(63);
const uint64 l_1488 = l_1484 | l_1487;
const double l_1489 = reinterpret_cast<double const&>(l_1488);
l_mut_1352 = l_1489;
}
}
}
l_mut_43 = l_mut_1352;
}
const double l_1490 = l_168 * l_mut_856;
const double l_1491 = l_1206 + l_1490;
l_mut_1352 = l_1491;
if (l_166) {
const double l_1492 = l_1491 - l_1207;
const double l_1493 = l_1492 * double(7.1362384635298e44);
const double l_1494 = floor(l_1493);
const double l_1495 = l_1494 * double(1.401298464324817e-45);
l_mut_1269 = l_1495;
const double l_1496 = abs(l_1492);
const bool l_1497 = l_1496 >= double(1.1754943508222875e-38);
if (l_1497) {
const float l_1498 = float(l_1492);
const double l_1499 = double(l_1498);
l_mut_1269 = l_1499;
const bool l_1500 = l_mut_1269 > l_1492;
if (l_1500) {
const uint32 l_1501 = reinterpret_cast<uint32 const&>(l_1498);
const uint32 l_1502 = l_1501 ^ uint32(2147483648);
const float l_1503 = reinterpret_cast<float const&>(l_1502);
const uint32 l_1504 = reinterpret_cast<uint32 const&>(l_1503);
const uint32 l_1505 = l_1504 + uint32(1);
l_mut_237 = l_1505;
const uint32 l_1506 = l_1504 & uint32(2147483647);
const bool l_1507 = l_1506 == uint32(0);
if (l_1507) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1508 = l_1504 & uint32(2147483648);
const bool l_1509 = l_1508 != uint32(0);
if (l_1509) {
const uint32 l_1510 = l_1504 - uint32(1);
l_mut_237 = l_1510;
} else {
const bool l_1511 = l_1504 == uint32(2139095040);
if (l_1511) {
l_mut_237 = l_1504;
}
}
}
const float l_1512 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1513 = reinterpret_cast<uint32 const&>(l_1512);
const uint32 l_1514 = l_1513 ^ uint32(2147483648);
const float l_1515 = reinterpret_cast<float const&>(l_1514);
const uint32 l_1516 = reinterpret_cast<uint32 const&>(l_1515);
const uint32 l_1517 = l_1516 & uint32(2147483647);
const float l_1518 = reinterpret_cast<float const&>(l_1517);
const double l_1519 = double(l_1518);
l_mut_856 = l_1519;
const bool l_1520 = l_1517 < uint32(8388608);
if (l_1520) {
const double l_1521 = double(l_1517);
const double l_1522 = l_1521 * double(1.401298464324817e-45);
l_mut_856 = l_1522;
}
const uint64 l_1523 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1524 = l_1516 >> uint32(31);
const uint64 l_1525 = uint64(l_1524);
const uint64 l_1526 = l_1525 << uint64(63);
const uint64 l_1527 = l_1523 | l_1526;
const double l_1528 = reinterpret_cast<double const&>(l_1527);
l_mut_1269 = l_1528;
} else {
const uint32 l_1529 = reinterpret_cast<uint32 const&>(l_1498);
const uint32 l_1530 = l_1529 + uint32(1);
l_mut_237 = l_1530;
const uint32 l_1531 = l_1529 & uint32(2147483647);
const bool l_1532 = l_1531 == uint32(0);
if (l_1532) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1533 = l_1529 & uint32(2147483648);
const bool l_1534 = l_1533 != uint32(0);
if (l_1534) {
const uint32 l_1535 = l_1529 - uint32(1);
l_mut_237 = l_1535;
} else {
const bool l_1536 = l_1529 == uint32(2139095040);
if (l_1536) {
l_mut_237 = l_1529;
}
}
}
const float l_1537 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1538 = reinterpret_cast<uint32 const&>(l_1537);
const uint32 l_1539 = l_1538 & uint32(2147483647);
const float l_1540 = reinterpret_cast<float const&>(l_1539);
const double l_1541 = double(l_1540);
l_mut_856 = l_1541;
const bool l_1542 = l_1539 < uint32(8388608);
if (l_1542) {
const double l_1543 = double(l_1539);
const double l_1544 = l_1543 * double(1.401298464324817e-45);
l_mut_856 = l_1544;
}
const uint64 l_1545 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1546 = l_1538 >> uint32(31);
const uint64 l_1547 = uint64(l_1546);
const uint64 l_1548 = l_1547 << uint64(63);
const uint64 l_1549 = l_1545 | l_1548;
const double l_1550 = reinterpret_cast<double const&>(l_1549);
const bool l_1551 = l_1550 <= l_1492;
if (l_1551) {
const uint32 l_1552 = reinterpret_cast<uint32 const&>(l_1498);
const uint32 l_1553 = l_1552 + uint32(1);
l_mut_237 = l_1553;
const uint32 l_1554 = l_1552 & uint32(2147483647);
const bool l_1555 = l_1554 == uint32(0);
if (l_1555) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1556 = l_1552 & uint32(2147483648);
const bool l_1557 = l_1556 != uint32(0);
if (l_1557) {
const uint32 l_1558 = l_1552 - uint32(1);
l_mut_237 = l_1558;
} else {
const bool l_1559 = l_1552 == uint32(2139095040);
if (l_1559) {
l_mut_237 = l_1552;
}
}
}
const float l_1560 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1561 = reinterpret_cast<uint32 const&>(l_1560);
const uint32 l_1562 = l_1561 & uint32(2147483647);
const float l_1563 = reinterpret_cast<float const&>(l_1562);
const double l_1564 = double(l_1563);
l_mut_856 = l_1564;
const bool l_1565 = l_1562 < uint32(8388608);
if (l_1565) {
const double l_1566 = double(l_1562);
const double l_1567 = l_1566 * double(1.401298464324817e-45);
l_mut_856 = l_1567;
}
const uint64 l_1568 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1569 = l_1561 >> uint32(31);
const uint64 l_1570 = uint64(l_1569);
const uint64 l_1571 = l_1570 << uint64(63);
const uint64 l_1572 = l_1568 | l_1571;
const double l_1573 = reinterpret_cast<double const&>(l_1572);
l_mut_1269 = l_1573;
}
}
}
const double l_1574 = l_1491 + l_1207;
const double l_1575 = l_1574 * double(7.1362384635298e44);
const double l_1576 = floor(l_1575);
const double l_1577 = l_1576 * double(1.401298464324817e-45);
l_mut_856 = l_1577;
const double l_1578 = abs(l_1574);
const bool l_1579 = l_1578 >= double(1.1754943508222875e-38);
if (l_1579) {
const float l_1580 = float(l_1574);
const double l_1581 = double(l_1580);
l_mut_856 = l_1581;
const bool l_1582 = l_mut_856 > l_1574;
if (l_1582) {
const uint32 l_1583 = reinterpret_cast<uint32 const&>(l_1580);
const uint32 l_1584 = l_1583 ^ uint32(2147483648);
const float l_1585 = reinterpret_cast<float const&>(l_1584);
const uint32 l_1586 = reinterpret_cast<uint32 const&>(l_1585);
const uint32 l_1587 = l_1586 + uint32(1);
l_mut_237 = l_1587;
const uint32 l_1588 = l_1586 & uint32(2147483647);
const bool l_1589 = l_1588 == uint32(0);
if (l_1589) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1590 = l_1586 & uint32(2147483648);
const bool l_1591 = l_1590 != uint32(0);
if (l_1591) {
const uint32 l_1592 = l_1586 - uint32(1);
l_mut_237 = l_1592;
} else {
const bool l_1593 = l_1586 == uint32(2139095040);
if (l_1593) {
l_mut_237 = l_1586;
}
}
}
const float l_1594 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1595 = reinterpret_cast<uint32 const&>(l_1594);
const uint32 l_1596 = l_1595 ^ uint32(2147483648);
const float l_1597 = reinterpret_cast<float const&>(l_1596);
const uint32 l_1598 = reinterpret_cast<uint32 const&>(l_1597);
const uint32 l_1599 = l_1598 & uint32(2147483647);
const float l_1600 = reinterpret_cast<float const&>(l_1599);
const double l_1601 = double(l_1600);
l_mut_41 = l_1601;
const bool l_1602 = l_1599 < uint32(8388608);
if (l_1602) {
const double l_1603 = double(l_1599);
const double l_1604 = l_1603 * double(1.401298464324817e-45);
l_mut_41 = l_1604;
}
const uint64 l_1605 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1606 = l_1598 >> uint32(31);
const uint64 l_1607 = uint64(l_1606);
const uint64 l_1608 = l_1607 << uint64(63);
const uint64 l_1609 = l_1605 | l_1608;
const double l_1610 = reinterpret_cast<double const&>(l_1609);
l_mut_856 = l_1610;
} else {
const uint32 l_1611 = reinterpret_cast<uint32 const&>(l_1580);
const uint32 l_1612 = l_1611 + uint32(1);
l_mut_237 = l_1612;
const uint32 l_1613 = l_1611 & uint32(2147483647);
const bool l_1614 = l_1613 == uint32(0);
if (l_1614) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1615 = l_1611 & uint32(2147483648);
const bool l_1616 = l_1615 != uint32(0);
if (l_1616) {
const uint32 l_1617 = l_1611 - uint32(1);
l_mut_237 = l_1617;
} else {
const bool l_1618 = l_1611 == uint32(2139095040);
if (l_1618) {
l_mut_237 = l_1611;
}
}
}
const float l_1619 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1620 = reinterpret_cast<uint32 const&>(l_1619);
const uint32 l_1621 = l_1620 & uint32(2147483647);
const float l_1622 = reinterpret_cast<float const&>(l_1621);
const double l_1623 = double(l_1622);
l_mut_41 = l_1623;
const bool l_1624 = l_1621 < uint32(8388608);
if (l_1624) {
const double l_1625 = double(l_1621);
const double l_1626 = l_1625 * double(1.401298464324817e-45);
l_mut_41 = l_1626;
}
const uint64 l_1627 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1628 = l_1620 >> uint32(31);
const uint64 l_1629 = uint64(l_1628);
const uint64 l_1630 = l_1629 << uint64(63);
const uint64 l_1631 = l_1627 | l_1630;
const double l_1632 = reinterpret_cast<double const&>(l_1631);
const bool l_1633 = l_1632 <= l_1574;
if (l_1633) {
const uint32 l_1634 = reinterpret_cast<uint32 const&>(l_1580);
const uint32 l_1635 = l_1634 + uint32(1);
l_mut_237 = l_1635;
const uint32 l_1636 = l_1634 & uint32(2147483647);
const bool l_1637 = l_1636 == uint32(0);
if (l_1637) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1638 = l_1634 & uint32(2147483648);
const bool l_1639 = l_1638 != uint32(0);
if (l_1639) {
const uint32 l_1640 = l_1634 - uint32(1);
l_mut_237 = l_1640;
} else {
const bool l_1641 = l_1634 == uint32(2139095040);
if (l_1641) {
l_mut_237 = l_1634;
}
}
}
const float l_1642 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1643 = reinterpret_cast<uint32 const&>(l_1642);
const uint32 l_1644 = l_1643 & uint32(2147483647);
const float l_1645 = reinterpret_cast<float const&>(l_1644);
const double l_1646 = double(l_1645);
l_mut_41 = l_1646;
const bool l_1647 = l_1644 < uint32(8388608);
if (l_1647) {
const double l_1648 = double(l_1644);
const double l_1649 = l_1648 * double(1.401298464324817e-45);
l_mut_41 = l_1649;
}
const uint64 l_1650 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1651 = l_1643 >> uint32(31);
const uint64 l_1652 = uint64(l_1651);
const uint64 l_1653 = l_1652 << uint64(63);
const uint64 l_1654 = l_1650 | l_1653;
const double l_1655 = reinterpret_cast<double const&>(l_1654);
l_mut_856 = l_1655;
}
}
}
const bool l_1656 = l_mut_1269 == l_mut_856;
const bool l_1657 = !l_1656;
if (l_1657) {
l_arr_1204[uint32(0)] = uint32(0);
}
const double l_1658 = -l_1491;
const double l_1659 = l_1658 * double(7.1362384635298e44);
const double l_1660 = floor(l_1659);
const double l_1661 = l_1660 * double(1.401298464324817e-45);
l_mut_1269 = l_1661;
const double l_1662 = abs(l_1658);
const bool l_1663 = l_1662 >= double(1.1754943508222875e-38);
if (l_1663) {
const float l_1664 = float(l_1658);
const double l_1665 = double(l_1664);
l_mut_1269 = l_1665;
const bool l_1666 = l_mut_1269 > l_1658;
if (l_1666) {
const uint32 l_1667 = reinterpret_cast<uint32 const&>(l_1664);
const uint32 l_1668 = l_1667 ^ uint32(2147483648);
const float l_1669 = reinterpret_cast<float const&>(l_1668);
const uint32 l_1670 = reinterpret_cast<uint32 const&>(l_1669);
const uint32 l_1671 = l_1670 + uint32(1);
l_mut_237 = l_1671;
const uint32 l_1672 = l_1670 & uint32(2147483647);
const bool l_1673 = l_1672 == uint32(0);
if (l_1673) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1674 = l_1670 & uint32(2147483648);
const bool l_1675 = l_1674 != uint32(0);
if (l_1675) {
const uint32 l_1676 = l_1670 - uint32(1);
l_mut_237 = l_1676;
} else {
const bool l_1677 = l_1670 == uint32(2139095040);
if (l_1677) {
l_mut_237 = l_1670;
}
}
}
const float l_1678 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1679 = reinterpret_cast<uint32 const&>(l_1678);
const uint32 l_1680 = l_1679 ^ uint32(2147483648);
const float l_1681 = reinterpret_cast<float const&>(l_1680);
const uint32 l_1682 = reinterpret_cast<uint32 const&>(l_1681);
const uint32 l_1683 = l_1682 & uint32(2147483647);
const float l_1684 = reinterpret_cast<float const&>(l_1683);
const double l_1685 = double(l_1684);
l_mut_856 = l_1685;
const bool l_1686 = l_1683 < uint32(8388608);
if (l_1686) {
const double l_1687 = double(l_1683);
const double l_1688 = l_1687 * double(1.401298464324817e-45);
l_mut_856 = l_1688;
}
const uint64 l_1689 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1690 = l_1682 >> uint32(31);
const uint64 l_1691 = uint64(l_1690);
const uint64 l_1692 = l_1691 << uint64(63);
const uint64 l_1693 = l_1689 | l_1692;
const double l_1694 = reinterpret_cast<double const&>(l_1693);
l_mut_1269 = l_1694;
} else {
const uint32 l_1695 = reinterpret_cast<uint32 const&>(l_1664);
const uint32 l_1696 = l_1695 + uint32(1);
l_mut_237 = l_1696;
const uint32 l_1697 = l_1695 & uint32(2147483647);
const bool l_1698 = l_1697 == uint32(0);
if (l_1698) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1699 = l_1695 & uint32(2147483648);
const bool l_1700 = l_1699 != uint32(0);
if (l_1700) {
const uint32 l_1701 = l_1695 - uint32(1);
l_mut_237 = l_1701;
} else {
const bool l_1702 = l_1695 == uint32(2139095040);
if (l_1702) {
l_mut_237 = l_1695;
}
}
}
const float l_1703 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1704 = reinterpret_cast<uint32 const&>(l_1703);
const uint32 l_1705 = l_1704 & uint32(2147483647);
const float l_1706 = reinterpret_cast<float const&>(l_1705);
const double l_1707 = double(l_1706);
l_mut_856 = l_1707;
const bool l_1708 = l_1705 < uint32(8388608);
if (l_1708) {
const double l_1709 = double(l_1705);
const double l_1710 = l_1709 * double(1.401298464324817e-45);
l_mut_856 = l_1710;
}
const uint64 l_1711 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1712 = l_1704 >> uint32(31);
const uint64 l_1713 = uint64(l_1712);
const uint64 l_1714 = l_1713 << uint64(63);
const uint64 l_1715 = l_1711 | l_1714;
const double l_1716 = reinterpret_cast<double const&>(l_1715);
const bool l_1717 = l_1716 <= l_1658;
if (l_1717) {
const uint32 l_1718 = reinterpret_cast<uint32 const&>(l_1664);
const uint32 l_1719 = l_1718 + uint32(1);
l_mut_237 = l_1719;
const uint32 l_1720 = l_1718 & uint32(2147483647);
const bool l_1721 = l_1720 == uint32(0);
if (l_1721) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1722 = l_1718 & uint32(2147483648);
const bool l_1723 = l_1722 != uint32(0);
if (l_1723) {
const uint32 l_1724 = l_1718 - uint32(1);
l_mut_237 = l_1724;
} else {
const bool l_1725 = l_1718 == uint32(2139095040);
if (l_1725) {
l_mut_237 = l_1718;
}
}
}
const float l_1726 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1727 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1728 = l_1727 & uint32(2147483647);
const float l_1729 = reinterpret_cast<float const&>(l_1728);
const double l_1730 = double(l_1729);
l_mut_856 = l_1730;
const bool l_1731 = l_1728 < uint32(8388608);
if (l_1731) {
const double l_1732 = double(l_1728);
const double l_1733 = l_1732 * double(1.401298464324817e-45);
l_mut_856 = l_1733;
}
const uint64 l_1734 = reinterpret_cast<uint64 const&>(l_mut_856);
const uint32 l_1735 = l_1727 >> uint32(31);
const uint64 l_1736 = uint64(l_1735);
const uint64 l_1737 = l_1736 << uint64(63);
const uint64 l_1738 = l_1734 | l_1737;
const double l_1739 = reinterpret_cast<double const&>(l_1738);
l_mut_1269 = l_1739;
}
}
}
const double l_1740 = -l_mut_1269;
l_mut_1352 = l_1740;
}
l_mut_237 = uint32(0);
const bool l_1741 = l_mut_43 <= double(0.0);
const bool l_1742 = l_mut_1352 >= double(0.0);
const bool l_1743 = l_1741 && l_1742;
const bool l_1744 = !l_1743;
if (l_1744) {
const double l_1745 = double(1.0) / l_mut_1352;
const double l_1746 = double(1.0) / l_mut_43;
const double l_1747 = abs(l_1745);
const double l_1748 = l_1747 * double(1.4551915228366852e-11);
const double l_1749 = abs(l_1746);
const double l_1750 = l_1749 * double(1.4551915228366852e-11);
const double l_1751 = l_1745 - l_1748;
const double l_1752 = abs(l_1751);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1753 = l_1752 >= double(1.1754943508222875e-38);
const bool l_1754 = l_1752 <= double(1.7976931348623157e308);
const bool l_1755 = l_1753 && l_1754;
if (l_1755) {
const uint64 l_1756 = reinterpret_cast<uint64 const&>(l_1752);
const uint64 l_1757 = l_1756 >> uint64(52);
const uint64 l_1758 = l_1757 - uint64(23);
const uint64 l_1759 = l_1758 << uint64(52);
const double l_1760 = reinterpret_cast<double const&>(l_1759);
l_mut_1352 = l_1760;
}
const double l_1761 = l_1745 + l_1748;
const double l_1762 = abs(l_1761);
l_mut_1269 = double(1.401298464324817e-45);
const bool l_1763 = l_1762 >= double(1.1754943508222875e-38);
const bool l_1764 = l_1762 <= double(1.7976931348623157e308);
const bool l_1765 = l_1763 && l_1764;
if (l_1765) {
const uint64 l_1766 = reinterpret_cast<uint64 const&>(l_1762);
const uint64 l_1767 = l_1766 >> uint64(52);
const uint64 l_1768 = l_1767 - uint64(23);
const uint64 l_1769 = l_1768 << uint64(52);
const double l_1770 = reinterpret_cast<double const&>(l_1769);
l_mut_1269 = l_1770;
}
const bool l_1771 = l_mut_1352 == l_mut_1269;
const bool l_1772 = !l_1771;
const double l_1773 = l_1746 - l_1750;
const double l_1774 = abs(l_1773);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1775 = l_1774 >= double(1.1754943508222875e-38);
const bool l_1776 = l_1774 <= double(1.7976931348623157e308);
const bool l_1777 = l_1775 && l_1776;
if (l_1777) {
const uint64 l_1778 = reinterpret_cast<uint64 const&>(l_1774);
const uint64 l_1779 = l_1778 >> uint64(52);
const uint64 l_1780 = l_1779 - uint64(23);
const uint64 l_1781 = l_1780 << uint64(52);
const double l_1782 = reinterpret_cast<double const&>(l_1781);
l_mut_1352 = l_1782;
}
const double l_1783 = l_1746 + l_1750;
const double l_1784 = abs(l_1783);
l_mut_1269 = double(1.401298464324817e-45);
const bool l_1785 = l_1784 >= double(1.1754943508222875e-38);
const bool l_1786 = l_1784 <= double(1.7976931348623157e308);
const bool l_1787 = l_1785 && l_1786;
if (l_1787) {
const uint64 l_1788 = reinterpret_cast<uint64 const&>(l_1784);
const uint64 l_1789 = l_1788 >> uint64(52);
const uint64 l_1790 = l_1789 - uint64(23);
const uint64 l_1791 = l_1790 << uint64(52);
const double l_1792 = reinterpret_cast<double const&>(l_1791);
l_mut_1269 = l_1792;
}
const bool l_1793 = l_mut_1352 == l_mut_1269;
const bool l_1794 = !l_1793;
const bool l_1795 = l_1772 || l_1794;
if (l_1795) {
l_arr_1204[uint32(0)] = uint32(0);
}
const double l_1796 = abs(l_1745);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1797 = l_1796 >= double(1.1754943508222875e-38);
const bool l_1798 = l_1796 <= double(1.7976931348623157e308);
const bool l_1799 = l_1797 && l_1798;
if (l_1799) {
const uint64 l_1800 = reinterpret_cast<uint64 const&>(l_1796);
const uint64 l_1801 = l_1800 >> uint64(52);
const uint64 l_1802 = l_1801 - uint64(23);
const uint64 l_1803 = l_1802 << uint64(52);
const double l_1804 = reinterpret_cast<double const&>(l_1803);
l_mut_1352 = l_1804;
}
const double l_1805 = l_171 * l_mut_1352;
const double l_1806 = l_1745 - l_1805;
const double l_1807 = abs(l_1746);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1808 = l_1807 >= double(1.1754943508222875e-38);
const bool l_1809 = l_1807 <= double(1.7976931348623157e308);
const bool l_1810 = l_1808 && l_1809;
if (l_1810) {
const uint64 l_1811 = reinterpret_cast<uint64 const&>(l_1807);
const uint64 l_1812 = l_1811 >> uint64(52);
const uint64 l_1813 = l_1812 - uint64(23);
const uint64 l_1814 = l_1813 << uint64(52);
const double l_1815 = reinterpret_cast<double const&>(l_1814);
l_mut_1352 = l_1815;
}
const double l_1816 = l_171 * l_mut_1352;
const double l_1817 = l_1746 + l_1816;
const uint32 l_1818 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1819 = l_1818 & uint32(2147483647);
const float l_1820 = reinterpret_cast<float const&>(l_1819);
const double l_1821 = double(l_1820);
l_mut_1352 = l_1821;
const bool l_1822 = l_1819 < uint32(8388608);
if (l_1822) {
const double l_1823 = double(l_1819);
const double l_1824 = l_1823 * double(1.401298464324817e-45);
l_mut_1352 = l_1824;
}
const uint64 l_1825 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1826 = l_1818 >> uint32(31);
const uint64 l_1827 = uint64(l_1826);
const uint64 l_1828 = l_1827 << uint64(63);
const uint64 l_1829 = l_1825 | l_1828;
const double l_1830 = reinterpret_cast<double const&>(l_1829);
const uint32 l_1831 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1832 = l_1831 + uint32(1);
l_mut_196 = l_1832;
const uint32 l_1833 = l_1831 & uint32(2147483647);
const bool l_1834 = l_1833 == uint32(0);
if (l_1834) {
l_mut_196 = uint32(1);
} else {
const uint32 l_1835 = l_1831 & uint32(2147483648);
const bool l_1836 = l_1835 != uint32(0);
if (l_1836) {
const uint32 l_1837 = l_1831 - uint32(1);
l_mut_196 = l_1837;
} else {
const bool l_1838 = l_1831 == uint32(2139095040);
if (l_1838) {
l_mut_196 = l_1831;
}
}
}
const float l_1839 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_1840 = reinterpret_cast<uint32 const&>(l_1839);
const uint32 l_1841 = l_1840 & uint32(2147483647);
const float l_1842 = reinterpret_cast<float const&>(l_1841);
const double l_1843 = double(l_1842);
l_mut_1352 = l_1843;
const bool l_1844 = l_1841 < uint32(8388608);
if (l_1844) {
const double l_1845 = double(l_1841);
const double l_1846 = l_1845 * double(1.401298464324817e-45);
l_mut_1352 = l_1846;
}
const uint64 l_1847 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1848 = l_1840 >> uint32(31);
const uint64 l_1849 = uint64(l_1848);
const uint64 l_1850 = l_1849 << uint64(63);
const uint64 l_1851 = l_1847 | l_1850;
const double l_1852 = reinterpret_cast<double const&>(l_1851);
const uint32 l_1853 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1854 = l_1853 ^ uint32(2147483648);
const float l_1855 = reinterpret_cast<float const&>(l_1854);
const uint32 l_1856 = reinterpret_cast<uint32 const&>(l_1855);
const uint32 l_1857 = l_1856 + uint32(1);
l_mut_196 = l_1857;
const uint32 l_1858 = l_1856 & uint32(2147483647);
const bool l_1859 = l_1858 == uint32(0);
if (l_1859) {
l_mut_196 = uint32(1);
} else {
const uint32 l_1860 = l_1856 & uint32(2147483648);
const bool l_1861 = l_1860 != uint32(0);
if (l_1861) {
const uint32 l_1862 = l_1856 - uint32(1);
l_mut_196 = l_1862;
} else {
const bool l_1863 = l_1856 == uint32(2139095040);
if (l_1863) {
l_mut_196 = l_1856;
}
}
}
const float l_1864 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_1865 = reinterpret_cast<uint32 const&>(l_1864);
const uint32 l_1866 = l_1865 ^ uint32(2147483648);
const float l_1867 = reinterpret_cast<float const&>(l_1866);
const uint32 l_1868 = reinterpret_cast<uint32 const&>(l_1867);
const uint32 l_1869 = l_1868 & uint32(2147483647);
const float l_1870 = reinterpret_cast<float const&>(l_1869);
const double l_1871 = double(l_1870);
l_mut_1352 = l_1871;
const bool l_1872 = l_1869 < uint32(8388608);
if (l_1872) {
const double l_1873 = double(l_1869);
const double l_1874 = l_1873 * double(1.401298464324817e-45);
l_mut_1352 = l_1874;
}
const uint64 l_1875 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1876 = l_1868 >> uint32(31);
const uint64 l_1877 = uint64(l_1876);
const uint64 l_1878 = l_1877 << uint64(63);
const uint64 l_1879 = l_1875 | l_1878;
const double l_1880 = reinterpret_cast<double const&>(l_1879);
const double l_1881 = l_1806 + l_1748;
const bool l_1882 = l_1881 <= l_1830;
l_mut_297 = l_1882;
const double l_1883 = l_1806 - l_1748;
const bool l_1884 = l_1883 > l_1830;
l_mut_294 = l_1884;
const double l_1885 = l_1817 - l_1750;
const bool l_1886 = l_1885 >= l_1830;
l_mut_291 = l_1886;
const double l_1887 = l_1817 + l_1750;
const bool l_1888 = l_1887 < l_1830;
l_mut_288 = l_1888;
if (l_166) {
const double l_1889 = l_1806 + l_1748;
const bool l_1890 = l_1889 < l_1852;
l_mut_297 = l_1890;
const double l_1891 = l_1806 - l_1748;
const bool l_1892 = l_1891 >= l_1852;
l_mut_294 = l_1892;
const double l_1893 = l_1817 - l_1750;
const bool l_1894 = l_1893 > l_1880;
l_mut_291 = l_1894;
const double l_1895 = l_1817 + l_1750;
const bool l_1896 = l_1895 <= l_1880;
l_mut_288 = l_1896;
}
l_mut_196 = uint32(2);
const bool l_1897 = l_mut_294 || l_mut_288;
if (l_1897) {
l_mut_196 = uint32(1);
} else {
const bool l_1898 = l_mut_297 && l_mut_291;
if (l_1898) {
l_mut_196 = uint32(0);
}
}
const uint32 l_1899 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1900 = l_1899 & uint32(2147483647);
const bool l_1901 = l_1900 == uint32(0);
if (l_1901) {
const double l_1902 = l_1806 + l_1748;
const bool l_1903 = l_1902 < double(1.1754943508222875e-38);
const double l_1904 = l_1817 - l_1750;
const bool l_1905 = l_1904 > double(-1.1754943508222875e-38);
const bool l_1906 = l_1903 && l_1905;
const double l_1907 = l_1806 - l_1748;
const bool l_1908 = l_1907 < double(1.1754943508222875e-38);
const double l_1909 = l_1817 + l_1750;
const bool l_1910 = l_1909 > double(-1.1754943508222875e-38);
const bool l_1911 = l_1908 && l_1910;
if (l_1906) {
l_mut_196 = uint32(0);
} else {
const bool l_1912 = l_mut_196 == uint32(1);
const bool l_1913 = l_1911 && l_1912;
if (l_1913) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
const uint32 l_1914 = l_arr_1204[uint32(0)];
const bool l_1915 = l_1914 == uint32(0);
if (l_1915) {
l_mut_237 = uint32(2);
}
l_mut_180 = l_mut_237;
} else {
const bool l_1916 = l_162 == uint32(10);
if (l_1916) {
const double l_1917 = sqrt(l_175);
const double l_1918 = double(1.0) / l_1917;
const double l_1919 = l_1918 * double(1.4551915228366852e-11);
const double l_1920 = abs(l_1918);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1921 = l_1920 >= double(1.1754943508222875e-38);
const bool l_1922 = l_1920 <= double(1.7976931348623157e308);
const bool l_1923 = l_1921 && l_1922;
if (l_1923) {
const uint64 l_1924 = reinterpret_cast<uint64 const&>(l_1920);
const uint64 l_1925 = l_1924 >> uint64(52);
const uint64 l_1926 = l_1925 - uint64(23);
const uint64 l_1927 = l_1926 << uint64(52);
const double l_1928 = reinterpret_cast<double const&>(l_1927);
l_mut_1352 = l_1928;
}
const double l_1929 = l_168 * l_mut_1352;
const double l_1930 = l_1918 - l_1929;
const double l_1931 = l_175 * l_1930;
const double l_1932 = l_168 * l_mut_1352;
const double l_1933 = l_1918 + l_1932;
const double l_1934 = l_175 * l_1933;
l_mut_237 = uint32(2);
const double l_1935 = l_1918 - l_1919;
const double l_1936 = abs(l_1935);
l_mut_1352 = double(1.401298464324817e-45);
const bool l_1937 = l_1936 >= double(1.1754943508222875e-38);
const bool l_1938 = l_1936 <= double(1.7976931348623157e308);
const bool l_1939 = l_1937 && l_1938;
if (l_1939) {
const uint64 l_1940 = reinterpret_cast<uint64 const&>(l_1936);
const uint64 l_1941 = l_1940 >> uint64(52);
const uint64 l_1942 = l_1941 - uint64(23);
const uint64 l_1943 = l_1942 << uint64(52);
const double l_1944 = reinterpret_cast<double const&>(l_1943);
l_mut_1352 = l_1944;
}
const double l_1945 = l_1918 + l_1919;
const double l_1946 = abs(l_1945);
l_mut_1269 = double(1.401298464324817e-45);
const bool l_1947 = l_1946 >= double(1.1754943508222875e-38);
const bool l_1948 = l_1946 <= double(1.7976931348623157e308);
const bool l_1949 = l_1947 && l_1948;
if (l_1949) {
const uint64 l_1950 = reinterpret_cast<uint64 const&>(l_1946);
const uint64 l_1951 = l_1950 >> uint64(52);
const uint64 l_1952 = l_1951 - uint64(23);
const uint64 l_1953 = l_1952 << uint64(52);
const double l_1954 = reinterpret_cast<double const&>(l_1953);
l_mut_1269 = l_1954;
}
const bool l_1955 = l_mut_1352 == l_mut_1269;
if (l_1955) {
const double l_1956 = abs(l_1931);
const double l_1957 = l_1956 * double(1.4551915228366852e-11);
const double l_1958 = abs(l_1934);
const double l_1959 = l_1958 * double(1.4551915228366852e-11);
const uint32 l_1960 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1961 = l_1960 & uint32(2147483647);
const float l_1962 = reinterpret_cast<float const&>(l_1961);
const double l_1963 = double(l_1962);
l_mut_1352 = l_1963;
const bool l_1964 = l_1961 < uint32(8388608);
if (l_1964) {
const double l_1965 = double(l_1961);
const double l_1966 = l_1965 * double(1.401298464324817e-45);
l_mut_1352 = l_1966;
}
const uint64 l_1967 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1968 = l_1960 >> uint32(31);
const uint64 l_1969 = uint64(l_1968);
const uint64 l_1970 = l_1969 << uint64(63);
const uint64 l_1971 = l_1967 | l_1970;
const double l_1972 = reinterpret_cast<double const&>(l_1971);
const uint32 l_1973 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1974 = l_1973 + uint32(1);
l_mut_196 = l_1974;
const uint32 l_1975 = l_1973 & uint32(2147483647);
const bool l_1976 = l_1975 == uint32(0);
if (l_1976) {
l_mut_196 = uint32(1);
} else {
const uint32 l_1977 = l_1973 & uint32(2147483648);
const bool l_1978 = l_1977 != uint32(0);
if (l_1978) {
const uint32 l_1979 = l_1973 - uint32(1);
l_mut_196 = l_1979;
} else {
const bool l_1980 = l_1973 == uint32(2139095040);
if (l_1980) {
l_mut_196 = l_1973;
}
}
}
const float l_1981 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_1982 = reinterpret_cast<uint32 const&>(l_1981);
const uint32 l_1983 = l_1982 & uint32(2147483647);
const float l_1984 = reinterpret_cast<float const&>(l_1983);
const double l_1985 = double(l_1984);
l_mut_1352 = l_1985;
const bool l_1986 = l_1983 < uint32(8388608);
if (l_1986) {
const double l_1987 = double(l_1983);
const double l_1988 = l_1987 * double(1.401298464324817e-45);
l_mut_1352 = l_1988;
}
const uint64 l_1989 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_1990 = l_1982 >> uint32(31);
const uint64 l_1991 = uint64(l_1990);
const uint64 l_1992 = l_1991 << uint64(63);
const uint64 l_1993 = l_1989 | l_1992;
const double l_1994 = reinterpret_cast<double const&>(l_1993);
const uint32 l_1995 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1996 = l_1995 ^ uint32(2147483648);
const float l_1997 = reinterpret_cast<float const&>(l_1996);
const uint32 l_1998 = reinterpret_cast<uint32 const&>(l_1997);
const uint32 l_1999 = l_1998 + uint32(1);
l_mut_196 = l_1999;
const uint32 l_2000 = l_1998 & uint32(2147483647);
const bool l_2001 = l_2000 == uint32(0);
if (l_2001) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2002 = l_1998 & uint32(2147483648);
const bool l_2003 = l_2002 != uint32(0);
if (l_2003) {
const uint32 l_2004 = l_1998 - uint32(1);
l_mut_196 = l_2004;
} else {
const bool l_2005 = l_1998 == uint32(2139095040);
if (l_2005) {
l_mut_196 = l_1998;
}
}
}
const float l_2006 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2007 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2008 = l_2007 ^ uint32(2147483648);
const float l_2009 = reinterpret_cast<float const&>(l_2008);
const uint32 l_2010 = reinterpret_cast<uint32 const&>(l_2009);
const uint32 l_2011 = l_2010 & uint32(2147483647);
const float l_2012 = reinterpret_cast<float const&>(l_2011);
const double l_2013 = double(l_2012);
l_mut_1352 = l_2013;
const bool l_2014 = l_2011 < uint32(8388608);
if (l_2014) {
const double l_2015 = double(l_2011);
const double l_2016 = l_2015 * double(1.401298464324817e-45);
l_mut_1352 = l_2016;
}
const uint64 l_2017 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_2018 = l_2010 >> uint32(31);
const uint64 l_2019 = uint64(l_2018);
const uint64 l_2020 = l_2019 << uint64(63);
const uint64 l_2021 = l_2017 | l_2020;
const double l_2022 = reinterpret_cast<double const&>(l_2021);
const double l_2023 = l_1931 + l_1957;
const bool l_2024 = l_2023 <= l_1972;
l_mut_297 = l_2024;
const double l_2025 = l_1931 - l_1957;
const bool l_2026 = l_2025 > l_1972;
l_mut_294 = l_2026;
const double l_2027 = l_1934 - l_1959;
const bool l_2028 = l_2027 >= l_1972;
l_mut_291 = l_2028;
const double l_2029 = l_1934 + l_1959;
const bool l_2030 = l_2029 < l_1972;
l_mut_288 = l_2030;
const double l_2031 = l_1931 + l_1957;
const bool l_2032 = l_2031 < l_1994;
l_mut_297 = l_2032;
const double l_2033 = l_1931 - l_1957;
const bool l_2034 = l_2033 >= l_1994;
l_mut_294 = l_2034;
const double l_2035 = l_1934 - l_1959;
const bool l_2036 = l_2035 > l_2022;
l_mut_291 = l_2036;
const double l_2037 = l_1934 + l_1959;
const bool l_2038 = l_2037 <= l_2022;
l_mut_288 = l_2038;
l_mut_196 = uint32(2);
const bool l_2039 = l_mut_294 || l_mut_288;
if (l_2039) {
l_mut_196 = uint32(1);
} else {
const bool l_2040 = l_mut_297 && l_mut_291;
if (l_2040) {
l_mut_196 = uint32(0);
}
}
const uint32 l_2041 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2042 = l_2041 & uint32(2147483647);
const bool l_2043 = l_2042 == uint32(0);
if (l_2043) {
const double l_2044 = l_1931 + l_1957;
const bool l_2045 = l_2044 < double(1.1754943508222875e-38);
const double l_2046 = l_1934 - l_1959;
const bool l_2047 = l_2046 > double(-1.1754943508222875e-38);
const bool l_2048 = l_2045 && l_2047;
const double l_2049 = l_1931 - l_1957;
const bool l_2050 = l_2049 < double(1.1754943508222875e-38);
const double l_2051 = l_1934 + l_1959;
const bool l_2052 = l_2051 > double(-1.1754943508222875e-38);
const bool l_2053 = l_2050 && l_2052;
if (l_2048) {
l_mut_196 = uint32(0);
} else {
const bool l_2054 = l_mut_196 == uint32(1);
const bool l_2055 = l_2053 && l_2054;
if (l_2055) {
l_mut_196 = uint32(2);
}
}
}
l_mut_237 = l_mut_196;
}
l_mut_180 = l_mut_237;
} else {
const bool l_2056 = l_162 == uint32(11);
const bool l_2057 = l_162 == uint32(12);
const bool l_2058 = l_2056 || l_2057;
if (l_2058) {
l_mut_180 = uint32(0);
const bool l_2059 = l_176 <= l_174;
const bool l_2060 = l_162 == uint32(11);
const bool l_2061 = l_2059 && l_2060;
if (l_2061) {
const float l_2062 = float(l_175);
const uint32 l_2063 = reinterpret_cast<uint32 const&>(l_2062);
const uint32 l_2064 = l_2063 & uint32(2147483647);
const float l_2065 = reinterpret_cast<float const&>(l_2064);
const double l_2066 = double(l_2065);
l_mut_1352 = l_2066;
const bool l_2067 = l_2064 < uint32(8388608);
if (l_2067) {
const double l_2068 = double(l_2064);
const double l_2069 = l_2068 * double(1.401298464324817e-45);
l_mut_1352 = l_2069;
}
const uint64 l_2070 = reinterpret_cast<uint64 const&>(l_mut_1352);
const uint32 l_2071 = l_2063 >> uint32(31);
const uint64 l_2072 = uint64(l_2071);
const uint64 l_2073 = l_2072 << uint64(63);
const uint64 l_2074 = l_2070 | l_2073;
const double l_2075 = reinterpret_cast<double const&>(l_2074);
const double l_2076 = abs(l_2075);
l_mut_1352 = l_2076;
l_mut_237 = uint32(0);
const bool l_2077 = l_2076 >= double(0.785);
if (l_2077) {
const double l_2078 = l_2076 * double(0.6366197723675814);
const double l_2079 = l_2078 + double(0.5);
const double l_2080 = floor(l_2079);
const double l_2081 = l_2080 * double(1.570796325802803);
const double l_2082 = l_2076 - l_2081;
const double l_2083 = l_2082 * l_20;
const double l_2084 = l_2080 * double(9.920935796805404e-10);
const double l_2085 = l_2083 - l_2084;
l_mut_1352 = l_2085;
const uint32 l_2086 = uint32(l_2080);
l_mut_237 = l_2086;
}
const uint32 l_2087 = reinterpret_cast<uint32 const&>(l_2062);
const bool l_2088 = l_2087 >= uint32(2147483648);
const double l_2089 = l_mut_1352 * l_mut_1352;
const double l_2090 = l_2089 * double(1.9572941063391263e-20);
const double l_2091 = double(8.22063524662433e-18) - l_2090;
l_mut_1269 = l_2091;
const double l_2092 = l_mut_1269 * l_2089;
const double l_2093 = l_2092 - double(2.8114572543455206e-15);
l_mut_1269 = l_2093;
const double l_2094 = l_mut_1269 * l_2089;
const double l_2095 = l_2094 + double(7.647163731819816e-13);
l_mut_1269 = l_2095;
const double l_2096 = l_mut_1269 * l_2089;
const double l_2097 = l_2096 - double(1.6059043836821613e-10);
l_mut_1269 = l_2097;
const double l_2098 = l_mut_1269 * l_2089;
const double l_2099 = l_2098 + double(2.505210838544172e-8);
l_mut_1269 = l_2099;
const double l_2100 = l_mut_1269 * l_2089;
const double l_2101 = l_2100 - double(2.7557319223985893e-6);
l_mut_1269 = l_2101;
const double l_2102 = l_mut_1269 * l_2089;
const double l_2103 = l_2102 + double(0.0001984126984126984);
l_mut_1269 = l_2103;
const double l_2104 = l_mut_1269 * l_2089;
const double l_2105 = l_2104 - double(0.008333333333333333);
l_mut_1269 = l_2105;
const double l_2106 = l_mut_1269 * l_2089;
const double l_2107 = l_2106 + double(0.16666666666666666);
l_mut_1269 = l_2107;
const double l_2108 = double(0.5) * l_2089;
const double l_2109 = double(1.0) - l_2108;
const double l_2110 = double(0.0) * l_2109;
const double l_2111 = l_mut_1352 * l_2089;
const double l_2112 = l_2111 * l_mut_1269;
const double l_2113 = l_2110 - l_2112;
const double l_2114 = l_mut_1352 + l_2113;
const double l_2115 = l_mut_1352 * l_mut_1352;
const double l_2116 = l_2115 * double(4.110317623312165e-19);
const double l_2117 = l_2116 - double(1.5619206968586225e-16);
l_mut_1269 = l_2117;
const double l_2118 = l_mut_1269 * l_2115;
const double l_2119 = l_2118 + double(4.779477332387385e-14);
l_mut_1269 = l_2119;
const double l_2120 = l_mut_1269 * l_2115;
const double l_2121 = l_2120 - double(1.1470745597729725e-11);
l_mut_1269 = l_2121;
const double l_2122 = l_mut_1269 * l_2115;
const double l_2123 = l_2122 + double(2.08767569878681e-9);
l_mut_1269 = l_2123;
const double l_2124 = l_mut_1269 * l_2115;
const double l_2125 = l_2124 - double(2.755731922398589e-7);
l_mut_1269 = l_2125;
const double l_2126 = l_mut_1269 * l_2115;
const double l_2127 = l_2126 + double(2.48015873015873e-5);
l_mut_1269 = l_2127;
const double l_2128 = l_mut_1269 * l_2115;
const double l_2129 = l_2128 - double(0.001388888888888889);
l_mut_1269 = l_2129;
const double l_2130 = l_mut_1269 * l_2115;
const double l_2131 = l_2130 + double(0.041666666666666664);
l_mut_1269 = l_2131;
const double l_2132 = double(0.5) * l_2115;
const double l_2133 = double(1.0) - l_2132;
const double l_2134 = l_2115 * l_2115;
const double l_2135 = l_2134 * l_mut_1269;
const double l_2136 = double(0.0) * l_mut_1352;
const double l_2137 = l_2135 - l_2136;
const double l_2138 = l_2133 + l_2137;
const uint32 l_2139 = l_mut_237 & uint32(1);
const bool l_2140 = l_2139 == uint32(1);
l_mut_1352 = l_2114;
const uint32 l_2141 = l_mut_237 & uint32(2);
const bool l_2142 = l_2141 != uint32(0);
l_mut_297 = l_2142;
const bool l_2143 = uint32(6) == uint32(6);
if (l_2143) {
if (l_2140) {
l_mut_1352 = l_2138;
}
} else {
const bool l_2144 = uint32(6) == uint32(7);
if (l_2144) {
l_mut_1352 = l_2138;
if (l_2140) {
l_mut_1352 = l_2114;
}
const uint32 l_2145 = l_mut_237 + uint32(1);
const uint32 l_2146 = l_2145 & uint32(2);
const bool l_2147 = l_2146 != uint32(0);
l_mut_297 = l_2147;
} else {
const double l_2148 = l_2114 / l_2138;
l_mut_1352 = l_2148;
if (l_2140) {
const double l_2149 = l_2138 / l_2114;
l_mut_1352 = l_2149;
}
l_mut_297 = l_2140;
}
}
const bool l_2150 = uint32(6) != uint32(7);
const bool l_2151 = l_2150 && l_2088;
if (l_2151) {
const bool l_2152 = !l_mut_297;
l_mut_297 = l_2152;
}
if (l_mut_297) {
const double l_2153 = -l_mut_1352;
l_mut_1352 = l_2153;
}
const float l_2154 = float(l_175);
const uint32 l_2155 = reinterpret_cast<uint32 const&>(l_2154);
const uint32 l_2156 = l_2155 & uint32(2147483647);
const float l_2157 = reinterpret_cast<float const&>(l_2156);
const double l_2158 = double(l_2157);
l_mut_1269 = l_2158;
const bool l_2159 = l_2156 < uint32(8388608);
if (l_2159) {
const double l_2160 = double(l_2156);
const double l_2161 = l_2160 * double(1.401298464324817e-45);
l_mut_1269 = l_2161;
}
const uint64 l_2162 = reinterpret_cast<uint64 const&>(l_mut_1269);
const uint32 l_2163 = l_2155 >> uint32(31);
const uint64 l_2164 = uint64(l_2163);
const uint64 l_2165 = l_2164 << uint64(63);
const uint64 l_2166 = l_2162 | l_2165;
const double l_2167 = reinterpret_cast<double const&>(l_2166);
const double l_2168 = abs(l_2167);
l_mut_1269 = l_2168;
l_mut_237 = uint32(0);
const bool l_2169 = l_2168 >= double(0.785);
if (l_2169) {
const double l_2170 = l_2168 * double(0.6366197723675814);
const double l_2171 = l_2170 + double(0.5);
const double l_2172 = floor(l_2171);
const double l_2173 = l_2172 * double(1.570796325802803);
const double l_2174 = l_2168 - l_2173;
const double l_2175 = l_2174 * l_20;
const double l_2176 = l_2172 * double(9.920935796805404e-10);
const double l_2177 = l_2175 - l_2176;
l_mut_1269 = l_2177;
const uint32 l_2178 = uint32(l_2172);
l_mut_237 = l_2178;
}
const uint32 l_2179 = reinterpret_cast<uint32 const&>(l_2154);
const bool l_2180 = l_2179 >= uint32(2147483648);
const double l_2181 = l_mut_1269 * l_mut_1269;
const double l_2182 = l_2181 * double(1.9572941063391263e-20);
const double l_2183 = double(8.22063524662433e-18) - l_2182;
l_mut_856 = l_2183;
const double l_2184 = l_mut_856 * l_2181;
const double l_2185 = l_2184 - double(2.8114572543455206e-15);
l_mut_856 = l_2185;
const double l_2186 = l_mut_856 * l_2181;
const double l_2187 = l_2186 + double(7.647163731819816e-13);
l_mut_856 = l_2187;
const double l_2188 = l_mut_856 * l_2181;
const double l_2189 = l_2188 - double(1.6059043836821613e-10);
l_mut_856 = l_2189;
const double l_2190 = l_mut_856 * l_2181;
const double l_2191 = l_2190 + double(2.505210838544172e-8);
l_mut_856 = l_2191;
const double l_2192 = l_mut_856 * l_2181;
const double l_2193 = l_2192 - double(2.7557319223985893e-6);
l_mut_856 = l_2193;
const double l_2194 = l_mut_856 * l_2181;
const double l_2195 = l_2194 + double(0.0001984126984126984);
l_mut_856 = l_2195;
const double l_2196 = l_mut_856 * l_2181;
const double l_2197 = l_2196 - double(0.008333333333333333);
l_mut_856 = l_2197;
const double l_2198 = l_mut_856 * l_2181;
const double l_2199 = l_2198 + double(0.16666666666666666);
l_mut_856 = l_2199;
const double l_2200 = double(0.5) * l_2181;
const double l_2201 = double(1.0) - l_2200;
const double l_2202 = double(0.0) * l_2201;
const double l_2203 = l_mut_1269 * l_2181;
const double l_2204 = l_2203 * l_mut_856;
const double l_2205 = l_2202 - l_2204;
const double l_2206 = l_mut_1269 + l_2205;
const double l_2207 = l_mut_1269 * l_mut_1269;
const double l_2208 = l_2207 * double(4.110317623312165e-19);
const double l_2209 = l_2208 - double(1.5619206968586225e-16);
l_mut_856 = l_2209;
const double l_2210 = l_mut_856 * l_2207;
const double l_2211 = l_2210 + double(4.779477332387385e-14);
l_mut_856 = l_2211;
const double l_2212 = l_mut_856 * l_2207;
const double l_2213 = l_2212 - double(1.1470745597729725e-11);
l_mut_856 = l_2213;
const double l_2214 = l_mut_856 * l_2207;
const double l_2215 = l_2214 + double(2.08767569878681e-9);
l_mut_856 = l_2215;
const double l_2216 = l_mut_856 * l_2207;
const double l_2217 = l_2216 - double(2.755731922398589e-7);
l_mut_856 = l_2217;
const double l_2218 = l_mut_856 * l_2207;
const double l_2219 = l_2218 + double(2.48015873015873e-5);
l_mut_856 = l_2219;
const double l_2220 = l_mut_856 * l_2207;
const double l_2221 = l_2220 - double(0.001388888888888889);
l_mut_856 = l_2221;
const double l_2222 = l_mut_856 * l_2207;
const double l_2223 = l_2222 + double(0.041666666666666664);
l_mut_856 = l_2223;
const double l_2224 = double(0.5) * l_2207;
const double l_2225 = double(1.0) - l_2224;
const double l_2226 = l_2207 * l_2207;
const double l_2227 = l_2226 * l_mut_856;
const double l_2228 = double(0.0) * l_mut_1269;
const double l_2229 = l_2227 - l_2228;
const double l_2230 = l_2225 + l_2229;
const uint32 l_2231 = l_mut_237 & uint32(1);
const bool l_2232 = l_2231 == uint32(1);
l_mut_1269 = l_2206;
const uint32 l_2233 = l_mut_237 & uint32(2);
const bool l_2234 = l_2233 != uint32(0);
l_mut_297 = l_2234;
const bool l_2235 = uint32(7) == uint32(6);
if (l_2235) {
if (l_2232) {
l_mut_1269 = l_2230;
}
} else {
const bool l_2236 = uint32(7) == uint32(7);
if (l_2236) {
l_mut_1269 = l_2230;
if (l_2232) {
l_mut_1269 = l_2206;
}
const uint32 l_2237 = l_mut_237 + uint32(1);
const uint32 l_2238 = l_2237 & uint32(2);
const bool l_2239 = l_2238 != uint32(0);
l_mut_297 = l_2239;
} else {
const double l_2240 = l_2206 / l_2230;
l_mut_1269 = l_2240;
if (l_2232) {
const double l_2241 = l_2230 / l_2206;
l_mut_1269 = l_2241;
}
l_mut_297 = l_2232;
}
}
const bool l_2242 = uint32(7) != uint32(7);
const bool l_2243 = l_2242 && l_2180;
if (l_2243) {
const bool l_2244 = !l_mut_297;
l_mut_297 = l_2244;
}
if (l_mut_297) {
const double l_2245 = -l_mut_1269;
l_mut_1269 = l_2245;
}
const double l_2246 = abs(l_mut_1352);
const double l_2247 = l_2246 * double(1.4551915228366852e-11);
const double l_2248 = abs(l_mut_1269);
const double l_2249 = l_2248 * double(1.4551915228366852e-11);
l_mut_856 = double(1.4551915228366852e-11);
l_mut_237 = uint32(2);
if (l_166) {
const double l_2250 = l_mut_1352 - l_168;
const double l_2251 = abs(l_2250);
const double l_2252 = l_2251 * double(2.220446049250313e-16);
const double l_2253 = l_2247 + l_2252;
const double l_2254 = l_2250 + l_2253;
const double l_2255 = -l_2254;
const double l_2256 = l_2255 * double(7.1362384635298e44);
const double l_2257 = floor(l_2256);
const double l_2258 = l_2257 * double(1.401298464324817e-45);
l_mut_43 = l_2258;
const double l_2259 = abs(l_2255);
const bool l_2260 = l_2259 >= double(1.1754943508222875e-38);
if (l_2260) {
const float l_2261 = float(l_2255);
const double l_2262 = double(l_2261);
l_mut_43 = l_2262;
const bool l_2263 = l_mut_43 > l_2255;
if (l_2263) {
const uint32 l_2264 = reinterpret_cast<uint32 const&>(l_2261);
const uint32 l_2265 = l_2264 ^ uint32(2147483648);
const float l_2266 = reinterpret_cast<float const&>(l_2265);
const uint32 l_2267 = reinterpret_cast<uint32 const&>(l_2266);
const uint32 l_2268 = l_2267 + uint32(1);
l_mut_196 = l_2268;
const uint32 l_2269 = l_2267 & uint32(2147483647);
const bool l_2270 = l_2269 == uint32(0);
if (l_2270) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2271 = l_2267 & uint32(2147483648);
const bool l_2272 = l_2271 != uint32(0);
if (l_2272) {
const uint32 l_2273 = l_2267 - uint32(1);
l_mut_196 = l_2273;
} else {
const bool l_2274 = l_2267 == uint32(2139095040);
if (l_2274) {
l_mut_196 = l_2267;
}
}
}
const float l_2275 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2276 = reinterpret_cast<uint32 const&>(l_2275);
const uint32 l_2277 = l_2276 ^ uint32(2147483648);
const float l_2278 = reinterpret_cast<float const&>(l_2277);
const uint32 l_2279 = reinterpret_cast<uint32 const&>(l_2278);
const uint32 l_2280 = l_2279 & uint32(2147483647);
const float l_2281 = reinterpret_cast<float const&>(l_2280);
const double l_2282 = double(l_2281);
l_mut_41 = l_2282;
const bool l_2283 = l_2280 < uint32(8388608);
if (l_2283) {
const double l_2284 = double(l_2280);
const double l_2285 = l_2284 * double(1.401298464324817e-45);
l_mut_41 = l_2285;
}
const uint64 l_2286 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2287 = l_2279 >> uint32(31);
const uint64 l_2288 = uint64(l_2287);
const uint64 l_2289 = l_2288 << uint64(63);
const uint64 l_2290 = l_2286 | l_2289;
const double l_2291 = reinterpret_cast<double const&>(l_2290);
l_mut_43 = l_2291;
} else {
const uint32 l_2292 = reinterpret_cast<uint32 const&>(l_2261);
const uint32 l_2293 = l_2292 + uint32(1);
l_mut_196 = l_2293;
const uint32 l_2294 = l_2292 & uint32(2147483647);
const bool l_2295 = l_2294 == uint32(0);
if (l_2295) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2296 = l_2292 & uint32(2147483648);
const bool l_2297 = l_2296 != uint32(0);
if (l_2297) {
const uint32 l_2298 = l_2292 - uint32(1);
l_mut_196 = l_2298;
} else {
const bool l_2299 = l_2292 == uint32(2139095040);
if (l_2299) {
l_mut_196 = l_2292;
}
}
}
const float l_2300 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2301 = reinterpret_cast<uint32 const&>(l_2300);
const uint32 l_2302 = l_2301 & uint32(2147483647);
const float l_2303 = reinterpret_cast<float const&>(l_2302);
const double l_2304 = double(l_2303);
l_mut_41 = l_2304;
const bool l_2305 = l_2302 < uint32(8388608);
if (l_2305) {
const double l_2306 = double(l_2302);
const double l_2307 = l_2306 * double(1.401298464324817e-45);
l_mut_41 = l_2307;
}
const uint64 l_2308 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2309 = l_2301 >> uint32(31);
const uint64 l_2310 = uint64(l_2309);
const uint64 l_2311 = l_2310 << uint64(63);
const uint64 l_2312 = l_2308 | l_2311;
const double l_2313 = reinterpret_cast<double const&>(l_2312);
const bool l_2314 = l_2313 <= l_2255;
if (l_2314) {
const uint32 l_2315 = reinterpret_cast<uint32 const&>(l_2261);
const uint32 l_2316 = l_2315 + uint32(1);
l_mut_196 = l_2316;
const uint32 l_2317 = l_2315 & uint32(2147483647);
const bool l_2318 = l_2317 == uint32(0);
if (l_2318) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2319 = l_2315 & uint32(2147483648);
const bool l_2320 = l_2319 != uint32(0);
if (l_2320) {
const uint32 l_2321 = l_2315 - uint32(1);
l_mut_196 = l_2321;
} else {
const bool l_2322 = l_2315 == uint32(2139095040);
if (l_2322) {
l_mut_196 = l_2315;
}
}
}
const float l_2323 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2324 = reinterpret_cast<uint32 const&>(l_2323);
const uint32 l_2325 = l_2324 & uint32(2147483647);
const float l_2326 = reinterpret_cast<float const&>(l_2325);
const double l_2327 = double(l_2326);
l_mut_41 = l_2327;
const bool l_2328 = l_2325 < uint32(8388608);
if (l_2328) {
const double l_2329 = double(l_2325);
const double l_2330 = l_2329 * double(1.401298464324817e-45);
l_mut_41 = l_2330;
}
const uint64 l_2331 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2332 = l_2324 >> uint32(31);
const uint64 l_2333 = uint64(l_2332);
const uint64 l_2334 = l_2333 << uint64(63);
const uint64 l_2335 = l_2331 | l_2334;
const double l_2336 = reinterpret_cast<double const&>(l_2335);
l_mut_43 = l_2336;
}
}
}
const double l_2337 = -l_mut_43;
l_mut_43 = l_2337;
const bool l_2338 = bool(true) && bool(true);
if (l_2338) {
const double l_2339 = l_2250 + l_2253;
const double l_2340 = l_2339 * double(7.1362384635298e44);
const double l_2341 = floor(l_2340);
const double l_2342 = l_2341 * double(1.401298464324817e-45);
l_mut_41 = l_2342;
const double l_2343 = abs(l_2339);
const bool l_2344 = l_2343 >= double(1.1754943508222875e-38);
if (l_2344) {
const float l_2345 = float(l_2339);
const double l_2346 = double(l_2345);
l_mut_41 = l_2346;
const bool l_2347 = l_mut_41 > l_2339;
if (l_2347) {
const uint32 l_2348 = reinterpret_cast<uint32 const&>(l_2345);
const uint32 l_2349 = l_2348 ^ uint32(2147483648);
const float l_2350 = reinterpret_cast<float const&>(l_2349);
const uint32 l_2351 = reinterpret_cast<uint32 const&>(l_2350);
const uint32 l_2352 = l_2351 + uint32(1);
l_mut_196 = l_2352;
const uint32 l_2353 = l_2351 & uint32(2147483647);
const bool l_2354 = l_2353 == uint32(0);
if (l_2354) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2355 = l_2351 & uint32(2147483648);
const bool l_2356 = l_2355 != uint32(0);
if (l_2356) {
const uint32 l_2357 = l_2351 - uint32(1);
l_mut_196 = l_2357;
} else {
const bool l_2358 = l_2351 == uint32(2139095040);
if (l_2358) {
l_mut_196 = l_2351;
}
}
}
const float l_2359 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2360 = reinterpret_cast<uint32 const&>(l_2359);
const uint32 l_2361 = l_2360 ^ uint32(2147483648);
const float l_2362 = reinterpret_cast<float const&>(l_2361);
const uint32 l_2363 = reinterpret_cast<uint32 const&>(l_2362);
const uint32 l_2364 = l_2363 & uint32(2147483647);
const float l_2365 = reinterpret_cast<float const&>(l_2364);
const double l_2366 = double(l_2365);
l_mut_2367 = l_2366;
const bool l_2368 = l_2364 < uint32(8388608);
if (l_2368) {
const double l_2369 = double(l_2364);
const double l_2370 = l_2369 * double(1.401298464324817e-45);
l_mut_2367 = l_2370;
}
const uint64 l_2371 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_2372 = l_2363 >> uint32(31);
const uint64 l_2373 = uint64(l_2372);
const uint64 l_2374 = l_2373 << uint64(63);
const uint64 l_2375 = l_2371 | l_2374;
const double l_2376 = reinterpret_cast<double const&>(l_2375);
l_mut_41 = l_2376;
} else {
const uint32 l_2377 = reinterpret_cast<uint32 const&>(l_2345);
const uint32 l_2378 = l_2377 + uint32(1);
l_mut_196 = l_2378;
const uint32 l_2379 = l_2377 & uint32(2147483647);
const bool l_2380 = l_2379 == uint32(0);
if (l_2380) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2381 = l_2377 & uint32(2147483648);
const bool l_2382 = l_2381 != uint32(0);
if (l_2382) {
const uint32 l_2383 = l_2377 - uint32(1);
l_mut_196 = l_2383;
} else {
const bool l_2384 = l_2377 == uint32(2139095040);
if (l_2384) {
l_mut_196 = l_2377;
}
}
}
const float l_2385 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2386 = reinterpret_cast<uint32 const&>(l_2385);
const uint32 l_2387 = l_2386 & uint32(2147483647);
const float l_2388 = reinterpret_cast<float const&>(l_2387);
const double l_2389 = double(l_2388);
l_mut_2367 = l_2389;
const bool l_2390 = l_2387 < uint32(8388608);
if (l_2390) {
const double l_2391 = double(l_2387);
const double l_2392 = l_2391 * double(1.401298464324817e-45);
l_mut_2367 = l_2392;
}
const uint64 l_2393 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_2394 = l_2386 >> uint32(31);
const uint64 l_2395 = uint64(l_2394);
const uint64 l_2396 = l_2395 << uint64(63);
const uint64 l_2397 = l_2393 | l_2396;
const double l_2398 = reinterpret_cast<double const&>(l_2397);
const bool l_2399 = l_2398 <= l_2339;
if (l_2399) {
const uint32 l_2400 = reinterpret_cast<uint32 const&>(l_2345);
const uint32 l_2401 = l_2400 + uint32(1);
l_mut_196 = l_2401;
const uint32 l_2402 = l_2400 & uint32(2147483647);
const bool l_2403 = l_2402 == uint32(0);
if (l_2403) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2404 = l_2400 & uint32(2147483648);
const bool l_2405 = l_2404 != uint32(0);
if (l_2405) {
const uint32 l_2406 = l_2400 - uint32(1);
l_mut_196 = l_2406;
} else {
const bool l_2407 = l_2400 == uint32(2139095040);
if (l_2407) {
l_mut_196 = l_2400;
}
}
}
const float l_2408 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2409 = reinterpret_cast<uint32 const&>(l_2408);
const uint32 l_2410 = l_2409 & uint32(2147483647);
const float l_2411 = reinterpret_cast<float const&>(l_2410);
const double l_2412 = double(l_2411);
l_mut_2367 = l_2412;
const bool l_2413 = l_2410 < uint32(8388608);
if (l_2413) {
const double l_2414 = double(l_2410);
const double l_2415 = l_2414 * double(1.401298464324817e-45);
l_mut_2367 = l_2415;
}
const uint64 l_2416 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_2417 = l_2409 >> uint32(31);
const uint64 l_2418 = uint64(l_2417);
const uint64 l_2419 = l_2418 << uint64(63);
const uint64 l_2420 = l_2416 | l_2419;
const double l_2421 = reinterpret_cast<double const&>(l_2420);
l_mut_41 = l_2421;
}
}
}
l_mut_43 = l_mut_41;
} else {
const double l_2422 = l_2250 - l_2253;
const double l_2423 = l_2422 * double(7.1362384635298e44);
const double l_2424 = floor(l_2423);
const double l_2425 = l_2424 * double(1.401298464324817e-45);
l_mut_2367 = l_2425;
const double l_2426 = abs(l_2422);
const bool l_2427 = l_2426 >= double(1.1754943508222875e-38);
if (l_2427) {
const float l_2428 = float(l_2422);
const double l_2429 = double(l_2428);
l_mut_2367 = l_2429;
const bool l_2430 = l_mut_2367 > l_2422;
if (l_2430) {
const uint32 l_2431 = reinterpret_cast<uint32 const&>(l_2428);
const uint32 l_2432 = l_2431 ^ uint32(2147483648);
const float l_2433 = reinterpret_cast<float const&>(l_2432);
const uint32 l_2434 = reinterpret_cast<uint32 const&>(l_2433);
const uint32 l_2435 = l_2434 + uint32(1);
l_mut_196 = l_2435;
const uint32 l_2436 = l_2434 & uint32(2147483647);
const bool l_2437 = l_2436 == uint32(0);
if (l_2437) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2438 = l_2434 & uint32(2147483648);
const bool l_2439 = l_2438 != uint32(0);
if (l_2439) {
const uint32 l_2440 = l_2434 - uint32(1);
l_mut_196 = l_2440;
} else {
const bool l_2441 = l_2434 == uint32(2139095040);
if (l_2441) {
l_mut_196 = l_2434;
}
}
}
const float l_2442 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2443 = reinterpret_cast<uint32 const&>(l_2442);
const uint32 l_2444 = l_2443 ^ uint32(2147483648);
const float l_2445 = reinterpret_cast<float const&>(l_2444);
const uint32 l_2446 = reinterpret_cast<uint32 const&>(l_2445);
const uint32 l_2447 = l_2446 & uint32(2147483647);
const float l_2448 = reinterpret_cast<float const&>(l_2447);
const double l_2449 = double(l_2448);
l_mut_41 = l_2449;
const bool l_2450 = l_2447 < uint32(8388608);
if (l_2450) {
const double l_2451 = double(l_2447);
const double l_2452 = l_2451 * double(1.401298464324817e-45);
l_mut_41 = l_2452;
}
const uint64 l_2453 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2454 = l_2446 >> uint32(31);
const uint64 l_2455 = uint64(l_2454);
const uint64 l_2456 = l_2455 << uint64(63);
const uint64 l_2457 = l_2453 | l_2456;
const double l_2458 = reinterpret_cast<double const&>(l_2457);
l_mut_2367 = l_2458;
} else {
const uint32 l_2459 = reinterpret_cast<uint32 const&>(l_2428);
const uint32 l_2460 = l_2459 + uint32(1);
l_mut_196 = l_2460;
const uint32 l_2461 = l_2459 & uint32(2147483647);
const bool l_2462 = l_2461 == uint32(0);
if (l_2462) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2463 = l_2459 & uint32(2147483648);
const bool l_2464 = l_2463 != uint32(0);
if (l_2464) {
const uint32 l_2465 = l_2459 - uint32(1);
l_mut_196 = l_2465;
} else {
const bool l_2466 = l_2459 == uint32(2139095040);
if (l_2466) {
l_mut_196 = l_2459;
}
}
}
const float l_2467 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2468 = reinterpret_cast<uint32 const&>(l_2467);
const uint32 l_2469 = l_2468 & uint32(2147483647);
const float l_2470 = reinterpret_cast<float const&>(l_2469);
const double l_2471 = double(l_2470);
l_mut_41 = l_2471;
const bool l_2472 = l_2469 < uint32(8388608);
if (l_2472) {
const double l_2473 = double(l_2469);
const double l_2474 = l_2473 * double(1.401298464324817e-45);
l_mut_41 = l_2474;
}
const uint64 l_2475 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2476 = l_2468 >> uint32(31);
const uint64 l_2477 = uint64(l_2476);
const uint64 l_2478 = l_2477 << uint64(63);
const uint64 l_2479 = l_2475 | l_2478;
const double l_2480 = reinterpret_cast<double const&>(l_2479);
const bool l_2481 = l_2480 <= l_2422;
if (l_2481) {
const uint32 l_2482 = reinterpret_cast<uint32 const&>(l_2428);
const uint32 l_2483 = l_2482 + uint32(1);
l_mut_196 = l_2483;
const uint32 l_2484 = l_2482 & uint32(2147483647);
const bool l_2485 = l_2484 == uint32(0);
if (l_2485) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2486 = l_2482 & uint32(2147483648);
const bool l_2487 = l_2486 != uint32(0);
if (l_2487) {
const uint32 l_2488 = l_2482 - uint32(1);
l_mut_196 = l_2488;
} else {
const bool l_2489 = l_2482 == uint32(2139095040);
if (l_2489) {
l_mut_196 = l_2482;
}
}
}
const float l_2490 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2491 = reinterpret_cast<uint32 const&>(l_2490);
const uint32 l_2492 = l_2491 & uint32(2147483647);
const float l_2493 = reinterpret_cast<float const&>(l_2492);
const double l_2494 = double(l_2493);
l_mut_41 = l_2494;
const bool l_2495 = l_2492 < uint32(8388608);
if (l_2495) {
const double l_2496 = double(l_2492);
const double l_2497 = l_2496 * double(1.401298464324817e-45);
l_mut_41 = l_2497;
}
const uint64 l_2498 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2499 = l_2491 >> uint32(31);
const uint64 l_2500 = uint64(l_2499);
const uint64 l_2501 = l_2500 << uint64(63);
const uint64 l_2502 = l_2498 | l_2501;
const double l_2503 = reinterpret_cast<double const&>(l_2502);
l_mut_2367 = l_2503;
}
}
}
l_mut_43 = l_mut_2367;
}
const double l_2504 = l_mut_1352 + l_168;
const double l_2505 = abs(l_2504);
const double l_2506 = l_2505 * double(2.220446049250313e-16);
const double l_2507 = l_2247 + l_2506;
const double l_2508 = l_2504 + l_2507;
const double l_2509 = -l_2508;
const double l_2510 = l_2509 * double(7.1362384635298e44);
const double l_2511 = floor(l_2510);
const double l_2512 = l_2511 * double(1.401298464324817e-45);
l_mut_2367 = l_2512;
const double l_2513 = abs(l_2509);
const bool l_2514 = l_2513 >= double(1.1754943508222875e-38);
if (l_2514) {
const float l_2515 = float(l_2509);
const double l_2516 = double(l_2515);
l_mut_2367 = l_2516;
const bool l_2517 = l_mut_2367 > l_2509;
if (l_2517) {
const uint32 l_2518 = reinterpret_cast<uint32 const&>(l_2515);
const uint32 l_2519 = l_2518 ^ uint32(2147483648);
const float l_2520 = reinterpret_cast<float const&>(l_2519);
const uint32 l_2521 = reinterpret_cast<uint32 const&>(l_2520);
const uint32 l_2522 = l_2521 + uint32(1);
l_mut_196 = l_2522;
const uint32 l_2523 = l_2521 & uint32(2147483647);
const bool l_2524 = l_2523 == uint32(0);
if (l_2524) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2525 = l_2521 & uint32(2147483648);
const bool l_2526 = l_2525 != uint32(0);
if (l_2526) {
const uint32 l_2527 = l_2521 - uint32(1);
l_mut_196 = l_2527;
} else {
const bool l_2528 = l_2521 == uint32(2139095040);
if (l_2528) {
l_mut_196 = l_2521;
}
}
}
const float l_2529 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2530 = reinterpret_cast<uint32 const&>(l_2529);
const uint32 l_2531 = l_2530 ^ uint32(2147483648);
const float l_2532 = reinterpret_cast<float const&>(l_2531);
const uint32 l_2533 = reinterpret_cast<uint32 const&>(l_2532);
const uint32 l_2534 = l_2533 & uint32(2147483647);
const float l_2535 = reinterpret_cast<float const&>(l_2534);
const double l_2536 = double(l_2535);
l_mut_41 = l_2536;
const bool l_2537 = l_2534 < uint32(8388608);
if (l_2537) {
const double l_2538 = double(l_2534);
const double l_2539 = l_2538 * double(1.401298464324817e-45);
l_mut_41 = l_2539;
}
const uint64 l_2540 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2541 = l_2533 >> uint32(31);
const uint64 l_2542 = uint64(l_2541);
const uint64 l_2543 = l_2542 << uint64(63);
const uint64 l_2544 = l_2540 | l_2543;
const double l_2545 = reinterpret_cast<double const&>(l_2544);
l_mut_2367 = l_2545;
} else {
const uint32 l_2546 = reinterpret_cast<uint32 const&>(l_2515);
const uint32 l_2547 = l_2546 + uint32(1);
l_mut_196 = l_2547;
const uint32 l_2548 = l_2546 & uint32(2147483647);
const bool l_2549 = l_2548 == uint32(0);
if (l_2549) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2550 = l_2546 & uint32(2147483648);
const bool l_2551 = l_2550 != uint32(0);
if (l_2551) {
const uint32 l_2552 = l_2546 - uint32(1);
l_mut_196 = l_2552;
} else {
const bool l_2553 = l_2546 == uint32(2139095040);
if (l_2553) {
l_mut_196 = l_2546;
}
}
}
const float l_2554 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2555 = reinterpret_cast<uint32 const&>(l_2554);
const uint32 l_2556 = l_2555 & uint32(2147483647);
const float l_2557 = reinterpret_cast<float const&>(l_2556);
const double l_2558 = double(l_2557);
l_mut_41 = l_2558;
const bool l_2559 = l_2556 < uint32(8388608);
if (l_2559) {
const double l_2560 = double(l_2556);
const double l_2561 = l_2560 * double(1.401298464324817e-45);
l_mut_41 = l_2561;
}
const uint64 l_2562 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2563 = l_2555 >> uint32(31);
const uint64 l_2564 = uint64(l_2563);
const uint64 l_2565 = l_2564 << uint64(63);
const uint64 l_2566 = l_2562 | l_2565;
const double l_2567 = reinterpret_cast<double const&>(l_2566);
const bool l_2568 = l_2567 <= l_2509;
if (l_2568) {
const uint32 l_2569 = reinterpret_cast<uint32 const&>(l_2515);
const uint32 l_2570 = l_2569 + uint32(1);
l_mut_196 = l_2570;
const uint32 l_2571 = l_2569 & uint32(2147483647);
const bool l_2572 = l_2571 == uint32(0);
if (l_2572) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2573 = l_2569 & uint32(2147483648);
const bool l_2574 = l_2573 != uint32(0);
if (l_2574) {
const uint32 l_2575 = l_2569 - uint32(1);
l_mut_196 = l_2575;
} else {
const bool l_2576 = l_2569 == uint32(2139095040);
if (l_2576) {
l_mut_196 = l_2569;
}
}
}
const float l_2577 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2578 = reinterpret_cast<uint32 const&>(l_2577);
const uint32 l_2579 = l_2578 & uint32(2147483647);
const float l_2580 = reinterpret_cast<float const&>(l_2579);
const double l_2581 = double(l_2580);
l_mut_41 = l_2581;
const bool l_2582 = l_2579 < uint32(8388608);
if (l_2582) {
const double l_2583 = double(l_2579);
const double l_2584 = l_2583 * double(1.401298464324817e-45);
l_mut_41 = l_2584;
}
const uint64 l_2585 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2586 = l_2578 >> uint32(31);
const uint64 l_2587 = uint64(l_2586);
const uint64 l_2588 = l_2587 << uint64(63);
const uint64 l_2589 = l_2585 | l_2588;
const double l_2590 = reinterpret_cast<double const&>(l_2589);
l_mut_2367 = l_2590;
}
}
}
const double l_2591 = -l_mut_2367;
l_mut_2367 = l_2591;
const bool l_2592 = bool(false) && bool(true);
if (l_2592) {
const double l_2593 = l_2504 + l_2507;
const double l_2594 = l_2593 * double(7.1362384635298e44);
const double l_2595 = floor(l_2594);
const double l_2596 = l_2595 * double(1.401298464324817e-45);
l_mut_41 = l_2596;
const double l_2597 = abs(l_2593);
const bool l_2598 = l_2597 >= double(1.1754943508222875e-38);
if (l_2598) {
const float l_2599 = float(l_2593);
const double l_2600 = double(l_2599);
l_mut_41 = l_2600;
const bool l_2601 = l_mut_41 > l_2593;
if (l_2601) {
const uint32 l_2602 = reinterpret_cast<uint32 const&>(l_2599);
const uint32 l_2603 = l_2602 ^ uint32(2147483648);
const float l_2604 = reinterpret_cast<float const&>(l_2603);
const uint32 l_2605 = reinterpret_cast<uint32 const&>(l_2604);
const uint32 l_2606 = l_2605 + uint32(1);
l_mut_196 = l_2606;
const uint32 l_2607 = l_2605 & uint32(2147483647);
const bool l_2608 = l_2607 == uint32(0);
if (l_2608) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2609 = l_2605 & uint32(2147483648);
const bool l_2610 = l_2609 != uint32(0);
if (l_2610) {
const uint32 l_2611 = l_2605 - uint32(1);
l_mut_196 = l_2611;
} else {
const bool l_2612 = l_2605 == uint32(2139095040);
if (l_2612) {
l_mut_196 = l_2605;
}
}
}
const float l_2613 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2614 = reinterpret_cast<uint32 const&>(l_2613);
const uint32 l_2615 = l_2614 ^ uint32(2147483648);
const float l_2616 = reinterpret_cast<float const&>(l_2615);
const uint32 l_2617 = reinterpret_cast<uint32 const&>(l_2616);
const uint32 l_2618 = l_2617 & uint32(2147483647);
const float l_2619 = reinterpret_cast<float const&>(l_2618);
const double l_2620 = double(l_2619);
l_mut_2621 = l_2620;
const bool l_2622 = l_2618 < uint32(8388608);
if (l_2622) {
const double l_2623 = double(l_2618);
const double l_2624 = l_2623 * double(1.401298464324817e-45);
l_mut_2621 = l_2624;
}
const uint64 l_2625 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_2626 = l_2617 >> uint32(31);
const uint64 l_2627 = uint64(l_2626);
const uint64 l_2628 = l_2627 << uint64(63);
const uint64 l_2629 = l_2625 | l_2628;
const double l_2630 = reinterpret_cast<double const&>(l_2629);
l_mut_41 = l_2630;
} else {
const uint32 l_2631 = reinterpret_cast<uint32 const&>(l_2599);
const uint32 l_2632 = l_2631 + uint32(1);
l_mut_196 = l_2632;
const uint32 l_2633 = l_2631 & uint32(2147483647);
const bool l_2634 = l_2633 == uint32(0);
if (l_2634) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2635 = l_2631 & uint32(2147483648);
const bool l_2636 = l_2635 != uint32(0);
if (l_2636) {
const uint32 l_2637 = l_2631 - uint32(1);
l_mut_196 = l_2637;
} else {
const bool l_2638 = l_2631 == uint32(2139095040);
if (l_2638) {
l_mut_196 = l_2631;
}
}
}
const float l_2639 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2640 = reinterpret_cast<uint32 const&>(l_2639);
const uint32 l_2641 = l_2640 & uint32(2147483647);
const float l_2642 = reinterpret_cast<float const&>(l_2641);
const double l_2643 = double(l_2642);
l_mut_2621 = l_2643;
const bool l_2644 = l_2641 < uint32(8388608);
if (l_2644) {
const double l_2645 = double(l_2641);
const double l_2646 = l_2645 * double(1.401298464324817e-45);
l_mut_2621 = l_2646;
}
const uint64 l_2647 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_2648 = l_2640 >> uint32(31);
const uint64 l_2649 = uint64(l_2648);
const uint64 l_2650 = l_2649 << uint64(63);
const uint64 l_2651 = l_2647 | l_2650;
const double l_2652 = reinterpret_cast<double const&>(l_2651);
const bool l_2653 = l_2652 <= l_2593;
if (l_2653) {
const uint32 l_2654 = reinterpret_cast<uint32 const&>(l_2599);
const uint32 l_2655 = l_2654 + uint32(1);
l_mut_196 = l_2655;
const uint32 l_2656 = l_2654 & uint32(2147483647);
const bool l_2657 = l_2656 == uint32(0);
if (l_2657) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2658 = l_2654 & uint32(2147483648);
const bool l_2659 = l_2658 != uint32(0);
if (l_2659) {
const uint32 l_2660 = l_2654 - uint32(1);
l_mut_196 = l_2660;
} else {
const bool l_2661 = l_2654 == uint32(2139095040);
if (l_2661) {
l_mut_196 = l_2654;
}
}
}
const float l_2662 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2663 = reinterpret_cast<uint32 const&>(l_2662);
const uint32 l_2664 = l_2663 & uint32(2147483647);
const float l_2665 = reinterpret_cast<float const&>(l_2664);
const double l_2666 = double(l_2665);
l_mut_2621 = l_2666;
const bool l_2667 = l_2664 < uint32(8388608);
if (l_2667) {
const double l_2668 = double(l_2664);
const double l_2669 = l_2668 * double(1.401298464324817e-45);
l_mut_2621 = l_2669;
}
const uint64 l_2670 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_2671 = l_2663 >> uint32(31);
const uint64 l_2672 = uint64(l_2671);
const uint64 l_2673 = l_2672 << uint64(63);
const uint64 l_2674 = l_2670 | l_2673;
const double l_2675 = reinterpret_cast<double const&>(l_2674);
l_mut_41 = l_2675;
}
}
}
l_mut_2367 = l_mut_41;
} else {
const double l_2676 = l_2504 - l_2507;
const double l_2677 = -l_2676;
const double l_2678 = l_2677 * double(7.1362384635298e44);
const double l_2679 = floor(l_2678);
const double l_2680 = l_2679 * double(1.401298464324817e-45);
l_mut_2621 = l_2680;
const double l_2681 = abs(l_2677);
const bool l_2682 = l_2681 >= double(1.1754943508222875e-38);
if (l_2682) {
const float l_2683 = float(l_2677);
const double l_2684 = double(l_2683);
l_mut_2621 = l_2684;
const bool l_2685 = l_mut_2621 > l_2677;
if (l_2685) {
const uint32 l_2686 = reinterpret_cast<uint32 const&>(l_2683);
const uint32 l_2687 = l_2686 ^ uint32(2147483648);
const float l_2688 = reinterpret_cast<float const&>(l_2687);
const uint32 l_2689 = reinterpret_cast<uint32 const&>(l_2688);
const uint32 l_2690 = l_2689 + uint32(1);
l_mut_196 = l_2690;
const uint32 l_2691 = l_2689 & uint32(2147483647);
const bool l_2692 = l_2691 == uint32(0);
if (l_2692) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2693 = l_2689 & uint32(2147483648);
const bool l_2694 = l_2693 != uint32(0);
if (l_2694) {
const uint32 l_2695 = l_2689 - uint32(1);
l_mut_196 = l_2695;
} else {
const bool l_2696 = l_2689 == uint32(2139095040);
if (l_2696) {
l_mut_196 = l_2689;
}
}
}
const float l_2697 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2698 = reinterpret_cast<uint32 const&>(l_2697);
const uint32 l_2699 = l_2698 ^ uint32(2147483648);
const float l_2700 = reinterpret_cast<float const&>(l_2699);
const uint32 l_2701 = reinterpret_cast<uint32 const&>(l_2700);
const uint32 l_2702 = l_2701 & uint32(2147483647);
const float l_2703 = reinterpret_cast<float const&>(l_2702);
const double l_2704 = double(l_2703);
l_mut_41 = l_2704;
const bool l_2705 = l_2702 < uint32(8388608);
if (l_2705) {
const double l_2706 = double(l_2702);
const double l_2707 = l_2706 * double(1.401298464324817e-45);
l_mut_41 = l_2707;
}
const uint64 l_2708 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2709 = l_2701 >> uint32(31);
const uint64 l_2710 = uint64(l_2709);
const uint64 l_2711 = l_2710 << uint64(63);
const uint64 l_2712 = l_2708 | l_2711;
const double l_2713 = reinterpret_cast<double const&>(l_2712);
l_mut_2621 = l_2713;
} else {
const uint32 l_2714 = reinterpret_cast<uint32 const&>(l_2683);
const uint32 l_2715 = l_2714 + uint32(1);
l_mut_196 = l_2715;
const uint32 l_2716 = l_2714 & uint32(2147483647);
const bool l_2717 = l_2716 == uint32(0);
if (l_2717) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2718 = l_2714 & uint32(2147483648);
const bool l_2719 = l_2718 != uint32(0);
if (l_2719) {
const uint32 l_2720 = l_2714 - uint32(1);
l_mut_196 = l_2720;
} else {
const bool l_2721 = l_2714 == uint32(2139095040);
if (l_2721) {
l_mut_196 = l_2714;
}
}
}
const float l_2722 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2723 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2724 = l_2723 & uint32(2147483647);
const float l_2725 = reinterpret_cast<float const&>(l_2724);
const double l_2726 = double(l_2725);
l_mut_41 = l_2726;
const bool l_2727 = l_2724 < uint32(8388608);
if (l_2727) {
const double l_2728 = double(l_2724);
const double l_2729 = l_2728 * double(1.401298464324817e-45);
l_mut_41 = l_2729;
}
const uint64 l_2730 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2731 = l_2723 >> uint32(31);
const uint64 l_2732 = uint64(l_2731);
const uint64 l_2733 = l_2732 << uint64(63);
const uint64 l_2734 = l_2730 | l_2733;
const double l_2735 = reinterpret_cast<double const&>(l_2734);
const bool l_2736 = l_2735 <= l_2677;
if (l_2736) {
const uint32 l_2737 = reinterpret_cast<uint32 const&>(l_2683);
const uint32 l_2738 = l_2737 + uint32(1);
l_mut_196 = l_2738;
const uint32 l_2739 = l_2737 & uint32(2147483647);
const bool l_2740 = l_2739 == uint32(0);
if (l_2740) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2741 = l_2737 & uint32(2147483648);
const bool l_2742 = l_2741 != uint32(0);
if (l_2742) {
const uint32 l_2743 = l_2737 - uint32(1);
l_mut_196 = l_2743;
} else {
const bool l_2744 = l_2737 == uint32(2139095040);
if (l_2744) {
l_mut_196 = l_2737;
}
}
}
const float l_2745 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2746 = reinterpret_cast<uint32 const&>(l_2745);
const uint32 l_2747 = l_2746 & uint32(2147483647);
const float l_2748 = reinterpret_cast<float const&>(l_2747);
const double l_2749 = double(l_2748);
l_mut_41 = l_2749;
const bool l_2750 = l_2747 < uint32(8388608);
if (l_2750) {
const double l_2751 = double(l_2747);
const double l_2752 = l_2751 * double(1.401298464324817e-45);
l_mut_41 = l_2752;
}
const uint64 l_2753 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2754 = l_2746 >> uint32(31);
const uint64 l_2755 = uint64(l_2754);
const uint64 l_2756 = l_2755 << uint64(63);
const uint64 l_2757 = l_2753 | l_2756;
const double l_2758 = reinterpret_cast<double const&>(l_2757);
l_mut_2621 = l_2758;
}
}
}
const double l_2759 = -l_mut_2621;
l_mut_2367 = l_2759;
}
const double l_2760 = l_mut_1269 - l_168;
const double l_2761 = abs(l_2760);
const double l_2762 = l_2761 * double(2.220446049250313e-16);
const double l_2763 = l_2249 + l_2762;
const double l_2764 = l_2760 + l_2763;
const double l_2765 = -l_2764;
const double l_2766 = l_2765 * double(7.1362384635298e44);
const double l_2767 = floor(l_2766);
const double l_2768 = l_2767 * double(1.401298464324817e-45);
l_mut_2621 = l_2768;
const double l_2769 = abs(l_2765);
const bool l_2770 = l_2769 >= double(1.1754943508222875e-38);
if (l_2770) {
const float l_2771 = float(l_2765);
const double l_2772 = double(l_2771);
l_mut_2621 = l_2772;
const bool l_2773 = l_mut_2621 > l_2765;
if (l_2773) {
const uint32 l_2774 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2775 = l_2774 ^ uint32(2147483648);
const float l_2776 = reinterpret_cast<float const&>(l_2775);
const uint32 l_2777 = reinterpret_cast<uint32 const&>(l_2776);
const uint32 l_2778 = l_2777 + uint32(1);
l_mut_196 = l_2778;
const uint32 l_2779 = l_2777 & uint32(2147483647);
const bool l_2780 = l_2779 == uint32(0);
if (l_2780) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2781 = l_2777 & uint32(2147483648);
const bool l_2782 = l_2781 != uint32(0);
if (l_2782) {
const uint32 l_2783 = l_2777 - uint32(1);
l_mut_196 = l_2783;
} else {
const bool l_2784 = l_2777 == uint32(2139095040);
if (l_2784) {
l_mut_196 = l_2777;
}
}
}
const float l_2785 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2786 = reinterpret_cast<uint32 const&>(l_2785);
const uint32 l_2787 = l_2786 ^ uint32(2147483648);
const float l_2788 = reinterpret_cast<float const&>(l_2787);
const uint32 l_2789 = reinterpret_cast<uint32 const&>(l_2788);
const uint32 l_2790 = l_2789 & uint32(2147483647);
const float l_2791 = reinterpret_cast<float const&>(l_2790);
const double l_2792 = double(l_2791);
l_mut_41 = l_2792;
const bool l_2793 = l_2790 < uint32(8388608);
if (l_2793) {
const double l_2794 = double(l_2790);
const double l_2795 = l_2794 * double(1.401298464324817e-45);
l_mut_41 = l_2795;
}
const uint64 l_2796 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2797 = l_2789 >> uint32(31);
const uint64 l_2798 = uint64(l_2797);
const uint64 l_2799 = l_2798 << uint64(63);
const uint64 l_2800 = l_2796 | l_2799;
const double l_2801 = reinterpret_cast<double const&>(l_2800);
l_mut_2621 = l_2801;
} else {
const uint32 l_2802 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2803 = l_2802 + uint32(1);
l_mut_196 = l_2803;
const uint32 l_2804 = l_2802 & uint32(2147483647);
const bool l_2805 = l_2804 == uint32(0);
if (l_2805) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2806 = l_2802 & uint32(2147483648);
const bool l_2807 = l_2806 != uint32(0);
if (l_2807) {
const uint32 l_2808 = l_2802 - uint32(1);
l_mut_196 = l_2808;
} else {
const bool l_2809 = l_2802 == uint32(2139095040);
if (l_2809) {
l_mut_196 = l_2802;
}
}
}
const float l_2810 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2811 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2812 = l_2811 & uint32(2147483647);
const float l_2813 = reinterpret_cast<float const&>(l_2812);
const double l_2814 = double(l_2813);
l_mut_41 = l_2814;
const bool l_2815 = l_2812 < uint32(8388608);
if (l_2815) {
const double l_2816 = double(l_2812);
const double l_2817 = l_2816 * double(1.401298464324817e-45);
l_mut_41 = l_2817;
}
const uint64 l_2818 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2819 = l_2811 >> uint32(31);
const uint64 l_2820 = uint64(l_2819);
const uint64 l_2821 = l_2820 << uint64(63);
const uint64 l_2822 = l_2818 | l_2821;
const double l_2823 = reinterpret_cast<double const&>(l_2822);
const bool l_2824 = l_2823 <= l_2765;
if (l_2824) {
const uint32 l_2825 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2826 = l_2825 + uint32(1);
l_mut_196 = l_2826;
const uint32 l_2827 = l_2825 & uint32(2147483647);
const bool l_2828 = l_2827 == uint32(0);
if (l_2828) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2829 = l_2825 & uint32(2147483648);
const bool l_2830 = l_2829 != uint32(0);
if (l_2830) {
const uint32 l_2831 = l_2825 - uint32(1);
l_mut_196 = l_2831;
} else {
const bool l_2832 = l_2825 == uint32(2139095040);
if (l_2832) {
l_mut_196 = l_2825;
}
}
}
const float l_2833 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2834 = reinterpret_cast<uint32 const&>(l_2833);
const uint32 l_2835 = l_2834 & uint32(2147483647);
const float l_2836 = reinterpret_cast<float const&>(l_2835);
const double l_2837 = double(l_2836);
l_mut_41 = l_2837;
const bool l_2838 = l_2835 < uint32(8388608);
if (l_2838) {
const double l_2839 = double(l_2835);
const double l_2840 = l_2839 * double(1.401298464324817e-45);
l_mut_41 = l_2840;
}
const uint64 l_2841 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2842 = l_2834 >> uint32(31);
const uint64 l_2843 = uint64(l_2842);
const uint64 l_2844 = l_2843 << uint64(63);
const uint64 l_2845 = l_2841 | l_2844;
const double l_2846 = reinterpret_cast<double const&>(l_2845);
l_mut_2621 = l_2846;
}
}
}
const double l_2847 = -l_mut_2621;
l_mut_2621 = l_2847;
const bool l_2848 = bool(true) && bool(true);
if (l_2848) {
const double l_2849 = l_2760 + l_2763;
const double l_2850 = l_2849 * double(7.1362384635298e44);
const double l_2851 = floor(l_2850);
const double l_2852 = l_2851 * double(1.401298464324817e-45);
l_mut_41 = l_2852;
const double l_2853 = abs(l_2849);
const bool l_2854 = l_2853 >= double(1.1754943508222875e-38);
if (l_2854) {
const float l_2855 = float(l_2849);
const double l_2856 = double(l_2855);
l_mut_41 = l_2856;
const bool l_2857 = l_mut_41 > l_2849;
if (l_2857) {
const uint32 l_2858 = reinterpret_cast<uint32 const&>(l_2855);
const uint32 l_2859 = l_2858 ^ uint32(2147483648);
const float l_2860 = reinterpret_cast<float const&>(l_2859);
const uint32 l_2861 = reinterpret_cast<uint32 const&>(l_2860);
const uint32 l_2862 = l_2861 + uint32(1);
l_mut_196 = l_2862;
const uint32 l_2863 = l_2861 & uint32(2147483647);
const bool l_2864 = l_2863 == uint32(0);
if (l_2864) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2865 = l_2861 & uint32(2147483648);
const bool l_2866 = l_2865 != uint32(0);
if (l_2866) {
const uint32 l_2867 = l_2861 - uint32(1);
l_mut_196 = l_2867;
} else {
const bool l_2868 = l_2861 == uint32(2139095040);
if (l_2868) {
l_mut_196 = l_2861;
}
}
}
const float l_2869 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2870 = reinterpret_cast<uint32 const&>(l_2869);
const uint32 l_2871 = l_2870 ^ uint32(2147483648);
const float l_2872 = reinterpret_cast<float const&>(l_2871);
const uint32 l_2873 = reinterpret_cast<uint32 const&>(l_2872);
const uint32 l_2874 = l_2873 & uint32(2147483647);
const float l_2875 = reinterpret_cast<float const&>(l_2874);
const double l_2876 = double(l_2875);
l_mut_2877 = l_2876;
const bool l_2878 = l_2874 < uint32(8388608);
if (l_2878) {
const double l_2879 = double(l_2874);
const double l_2880 = l_2879 * double(1.401298464324817e-45);
l_mut_2877 = l_2880;
}
const uint64 l_2881 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_2882 = l_2873 >> uint32(31);
const uint64 l_2883 = uint64(l_2882);
const uint64 l_2884 = l_2883 << uint64(63);
const uint64 l_2885 = l_2881 | l_2884;
const double l_2886 = reinterpret_cast<double const&>(l_2885);
l_mut_41 = l_2886;
} else {
const uint32 l_2887 = reinterpret_cast<uint32 const&>(l_2855);
const uint32 l_2888 = l_2887 + uint32(1);
l_mut_196 = l_2888;
const uint32 l_2889 = l_2887 & uint32(2147483647);
const bool l_2890 = l_2889 == uint32(0);
if (l_2890) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2891 = l_2887 & uint32(2147483648);
const bool l_2892 = l_2891 != uint32(0);
if (l_2892) {
const uint32 l_2893 = l_2887 - uint32(1);
l_mut_196 = l_2893;
} else {
const bool l_2894 = l_2887 == uint32(2139095040);
if (l_2894) {
l_mut_196 = l_2887;
}
}
}
const float l_2895 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2896 = reinterpret_cast<uint32 const&>(l_2895);
const uint32 l_2897 = l_2896 & uint32(2147483647);
const float l_2898 = reinterpret_cast<float const&>(l_2897);
const double l_2899 = double(l_2898);
l_mut_2877 = l_2899;
const bool l_2900 = l_2897 < uint32(8388608);
if (l_2900) {
const double l_2901 = double(l_2897);
const double l_2902 = l_2901 * double(1.401298464324817e-45);
l_mut_2877 = l_2902;
}
const uint64 l_2903 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_2904 = l_2896 >> uint32(31);
const uint64 l_2905 = uint64(l_2904);
const uint64 l_2906 = l_2905 << uint64(63);
const uint64 l_2907 = l_2903 | l_2906;
const double l_2908 = reinterpret_cast<double const&>(l_2907);
const bool l_2909 = l_2908 <= l_2849;
if (l_2909) {
const uint32 l_2910 = reinterpret_cast<uint32 const&>(l_2855);
const uint32 l_2911 = l_2910 + uint32(1);
l_mut_196 = l_2911;
const uint32 l_2912 = l_2910 & uint32(2147483647);
const bool l_2913 = l_2912 == uint32(0);
if (l_2913) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2914 = l_2910 & uint32(2147483648);
const bool l_2915 = l_2914 != uint32(0);
if (l_2915) {
const uint32 l_2916 = l_2910 - uint32(1);
l_mut_196 = l_2916;
} else {
const bool l_2917 = l_2910 == uint32(2139095040);
if (l_2917) {
l_mut_196 = l_2910;
}
}
}
const float l_2918 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2919 = reinterpret_cast<uint32 const&>(l_2918);
const uint32 l_2920 = l_2919 & uint32(2147483647);
const float l_2921 = reinterpret_cast<float const&>(l_2920);
const double l_2922 = double(l_2921);
l_mut_2877 = l_2922;
const bool l_2923 = l_2920 < uint32(8388608);
if (l_2923) {
const double l_2924 = double(l_2920);
const double l_2925 = l_2924 * double(1.401298464324817e-45);
l_mut_2877 = l_2925;
}
const uint64 l_2926 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_2927 = l_2919 >> uint32(31);
const uint64 l_2928 = uint64(l_2927);
const uint64 l_2929 = l_2928 << uint64(63);
const uint64 l_2930 = l_2926 | l_2929;
const double l_2931 = reinterpret_cast<double const&>(l_2930);
l_mut_41 = l_2931;
}
}
}
l_mut_2621 = l_mut_41;
} else {
const double l_2932 = l_2760 - l_2763;
const double l_2933 = l_2932 * double(7.1362384635298e44);
const double l_2934 = floor(l_2933);
const double l_2935 = l_2934 * double(1.401298464324817e-45);
l_mut_2877 = l_2935;
const double l_2936 = abs(l_2932);
const bool l_2937 = l_2936 >= double(1.1754943508222875e-38);
if (l_2937) {
const float l_2938 = float(l_2932);
const double l_2939 = double(l_2938);
l_mut_2877 = l_2939;
const bool l_2940 = l_mut_2877 > l_2932;
if (l_2940) {
const uint32 l_2941 = reinterpret_cast<uint32 const&>(l_2938);
const uint32 l_2942 = l_2941 ^ uint32(2147483648);
const float l_2943 = reinterpret_cast<float const&>(l_2942);
const uint32 l_2944 = reinterpret_cast<uint32 const&>(l_2943);
const uint32 l_2945 = l_2944 + uint32(1);
l_mut_196 = l_2945;
const uint32 l_2946 = l_2944 & uint32(2147483647);
const bool l_2947 = l_2946 == uint32(0);
if (l_2947) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2948 = l_2944 & uint32(2147483648);
const bool l_2949 = l_2948 != uint32(0);
if (l_2949) {
const uint32 l_2950 = l_2944 - uint32(1);
l_mut_196 = l_2950;
} else {
const bool l_2951 = l_2944 == uint32(2139095040);
if (l_2951) {
l_mut_196 = l_2944;
}
}
}
const float l_2952 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2953 = reinterpret_cast<uint32 const&>(l_2952);
const uint32 l_2954 = l_2953 ^ uint32(2147483648);
const float l_2955 = reinterpret_cast<float const&>(l_2954);
const uint32 l_2956 = reinterpret_cast<uint32 const&>(l_2955);
const uint32 l_2957 = l_2956 & uint32(2147483647);
const float l_2958 = reinterpret_cast<float const&>(l_2957);
const double l_2959 = double(l_2958);
l_mut_41 = l_2959;
const bool l_2960 = l_2957 < uint32(8388608);
if (l_2960) {
const double l_2961 = double(l_2957);
const double l_2962 = l_2961 * double(1.401298464324817e-45);
l_mut_41 = l_2962;
}
const uint64 l_2963 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2964 = l_2956 >> uint32(31);
const uint64 l_2965 = uint64(l_2964);
const uint64 l_2966 = l_2965 << uint64(63);
const uint64 l_2967 = l_2963 | l_2966;
const double l_2968 = reinterpret_cast<double const&>(l_2967);
l_mut_2877 = l_2968;
} else {
const uint32 l_2969 = reinterpret_cast<uint32 const&>(l_2938);
const uint32 l_2970 = l_2969 + uint32(1);
l_mut_196 = l_2970;
const uint32 l_2971 = l_2969 & uint32(2147483647);
const bool l_2972 = l_2971 == uint32(0);
if (l_2972) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2973 = l_2969 & uint32(2147483648);
const bool l_2974 = l_2973 != uint32(0);
if (l_2974) {
const uint32 l_2975 = l_2969 - uint32(1);
l_mut_196 = l_2975;
} else {
const bool l_2976 = l_2969 == uint32(2139095040);
if (l_2976) {
l_mut_196 = l_2969;
}
}
}
const float l_2977 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_2978 = reinterpret_cast<uint32 const&>(l_2977);
const uint32 l_2979 = l_2978 & uint32(2147483647);
const float l_2980 = reinterpret_cast<float const&>(l_2979);
const double l_2981 = double(l_2980);
l_mut_41 = l_2981;
const bool l_2982 = l_2979 < uint32(8388608);
if (l_2982) {
const double l_2983 = double(l_2979);
const double l_2984 = l_2983 * double(1.401298464324817e-45);
l_mut_41 = l_2984;
}
const uint64 l_2985 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2986 = l_2978 >> uint32(31);
const uint64 l_2987 = uint64(l_2986);
const uint64 l_2988 = l_2987 << uint64(63);
const uint64 l_2989 = l_2985 | l_2988;
const double l_2990 = reinterpret_cast<double const&>(l_2989);
const bool l_2991 = l_2990 <= l_2932;
if (l_2991) {
const uint32 l_2992 = reinterpret_cast<uint32 const&>(l_2938);
const uint32 l_2993 = l_2992 + uint32(1);
l_mut_196 = l_2993;
const uint32 l_2994 = l_2992 & uint32(2147483647);
const bool l_2995 = l_2994 == uint32(0);
if (l_2995) {
l_mut_196 = uint32(1);
} else {
const uint32 l_2996 = l_2992 & uint32(2147483648);
const bool l_2997 = l_2996 != uint32(0);
if (l_2997) {
const uint32 l_2998 = l_2992 - uint32(1);
l_mut_196 = l_2998;
} else {
const bool l_2999 = l_2992 == uint32(2139095040);
if (l_2999) {
l_mut_196 = l_2992;
}
}
}
const float l_3000 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3001 = reinterpret_cast<uint32 const&>(l_3000);
const uint32 l_3002 = l_3001 & uint32(2147483647);
const float l_3003 = reinterpret_cast<float const&>(l_3002);
const double l_3004 = double(l_3003);
l_mut_41 = l_3004;
const bool l_3005 = l_3002 < uint32(8388608);
if (l_3005) {
const double l_3006 = double(l_3002);
const double l_3007 = l_3006 * double(1.401298464324817e-45);
l_mut_41 = l_3007;
}
const uint64 l_3008 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3009 = l_3001 >> uint32(31);
const uint64 l_3010 = uint64(l_3009);
const uint64 l_3011 = l_3010 << uint64(63);
const uint64 l_3012 = l_3008 | l_3011;
const double l_3013 = reinterpret_cast<double const&>(l_3012);
l_mut_2877 = l_3013;
}
}
}
l_mut_2621 = l_mut_2877;
}
const double l_3014 = l_mut_1269 + l_168;
const double l_3015 = abs(l_3014);
const double l_3016 = l_3015 * double(2.220446049250313e-16);
const double l_3017 = l_2249 + l_3016;
const double l_3018 = l_3014 + l_3017;
const double l_3019 = -l_3018;
const double l_3020 = l_3019 * double(7.1362384635298e44);
const double l_3021 = floor(l_3020);
const double l_3022 = l_3021 * double(1.401298464324817e-45);
l_mut_2877 = l_3022;
const double l_3023 = abs(l_3019);
const bool l_3024 = l_3023 >= double(1.1754943508222875e-38);
if (l_3024) {
const float l_3025 = float(l_3019);
const double l_3026 = double(l_3025);
l_mut_2877 = l_3026;
const bool l_3027 = l_mut_2877 > l_3019;
if (l_3027) {
const uint32 l_3028 = reinterpret_cast<uint32 const&>(l_3025);
const uint32 l_3029 = l_3028 ^ uint32(2147483648);
const float l_3030 = reinterpret_cast<float const&>(l_3029);
const uint32 l_3031 = reinterpret_cast<uint32 const&>(l_3030);
const uint32 l_3032 = l_3031 + uint32(1);
l_mut_196 = l_3032;
const uint32 l_3033 = l_3031 & uint32(2147483647);
const bool l_3034 = l_3033 == uint32(0);
if (l_3034) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3035 = l_3031 & uint32(2147483648);
const bool l_3036 = l_3035 != uint32(0);
if (l_3036) {
const uint32 l_3037 = l_3031 - uint32(1);
l_mut_196 = l_3037;
} else {
const bool l_3038 = l_3031 == uint32(2139095040);
if (l_3038) {
l_mut_196 = l_3031;
}
}
}
const float l_3039 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3040 = reinterpret_cast<uint32 const&>(l_3039);
const uint32 l_3041 = l_3040 ^ uint32(2147483648);
const float l_3042 = reinterpret_cast<float const&>(l_3041);
const uint32 l_3043 = reinterpret_cast<uint32 const&>(l_3042);
const uint32 l_3044 = l_3043 & uint32(2147483647);
const float l_3045 = reinterpret_cast<float const&>(l_3044);
const double l_3046 = double(l_3045);
l_mut_41 = l_3046;
const bool l_3047 = l_3044 < uint32(8388608);
if (l_3047) {
const double l_3048 = double(l_3044);
const double l_3049 = l_3048 * double(1.401298464324817e-45);
l_mut_41 = l_3049;
}
const uint64 l_3050 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3051 = l_3043 >> uint32(31);
const uint64 l_3052 = uint64(l_3051);
const uint64 l_3053 = l_3052 << uint64(63);
const uint64 l_3054 = l_3050 | l_3053;
const double l_3055 = reinterpret_cast<double const&>(l_3054);
l_mut_2877 = l_3055;
} else {
const uint32 l_3056 = reinterpret_cast<uint32 const&>(l_3025);
const uint32 l_3057 = l_3056 + uint32(1);
l_mut_196 = l_3057;
const uint32 l_3058 = l_3056 & uint32(2147483647);
const bool l_3059 = l_3058 == uint32(0);
if (l_3059) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3060 = l_3056 & uint32(2147483648);
const bool l_3061 = l_3060 != uint32(0);
if (l_3061) {
const uint32 l_3062 = l_3056 - uint32(1);
l_mut_196 = l_3062;
} else {
const bool l_3063 = l_3056 == uint32(2139095040);
if (l_3063) {
l_mut_196 = l_3056;
}
}
}
const float l_3064 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3065 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3066 = l_3065 & uint32(2147483647);
const float l_3067 = reinterpret_cast<float const&>(l_3066);
const double l_3068 = double(l_3067);
l_mut_41 = l_3068;
const bool l_3069 = l_3066 < uint32(8388608);
if (l_3069) {
const double l_3070 = double(l_3066);
const double l_3071 = l_3070 * double(1.401298464324817e-45);
l_mut_41 = l_3071;
}
const uint64 l_3072 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3073 = l_3065 >> uint32(31);
const uint64 l_3074 = uint64(l_3073);
const uint64 l_3075 = l_3074 << uint64(63);
const uint64 l_3076 = l_3072 | l_3075;
const double l_3077 = reinterpret_cast<double const&>(l_3076);
const bool l_3078 = l_3077 <= l_3019;
if (l_3078) {
const uint32 l_3079 = reinterpret_cast<uint32 const&>(l_3025);
const uint32 l_3080 = l_3079 + uint32(1);
l_mut_196 = l_3080;
const uint32 l_3081 = l_3079 & uint32(2147483647);
const bool l_3082 = l_3081 == uint32(0);
if (l_3082) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3083 = l_3079 & uint32(2147483648);
const bool l_3084 = l_3083 != uint32(0);
if (l_3084) {
const uint32 l_3085 = l_3079 - uint32(1);
l_mut_196 = l_3085;
} else {
const bool l_3086 = l_3079 == uint32(2139095040);
if (l_3086) {
l_mut_196 = l_3079;
}
}
}
const float l_3087 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3088 = reinterpret_cast<uint32 const&>(l_3087);
const uint32 l_3089 = l_3088 & uint32(2147483647);
const float l_3090 = reinterpret_cast<float const&>(l_3089);
const double l_3091 = double(l_3090);
l_mut_41 = l_3091;
const bool l_3092 = l_3089 < uint32(8388608);
if (l_3092) {
const double l_3093 = double(l_3089);
const double l_3094 = l_3093 * double(1.401298464324817e-45);
l_mut_41 = l_3094;
}
const uint64 l_3095 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3096 = l_3088 >> uint32(31);
const uint64 l_3097 = uint64(l_3096);
const uint64 l_3098 = l_3097 << uint64(63);
const uint64 l_3099 = l_3095 | l_3098;
const double l_3100 = reinterpret_cast<double const&>(l_3099);
l_mut_2877 = l_3100;
}
}
}
const double l_3101 = -l_mut_2877;
l_mut_2877 = l_3101;
const bool l_3102 = bool(false) && bool(true);
if (l_3102) {
const double l_3103 = l_3014 + l_3017;
const double l_3104 = l_3103 * double(7.1362384635298e44);
const double l_3105 = floor(l_3104);
const double l_3106 = l_3105 * double(1.401298464324817e-45);
l_mut_41 = l_3106;
const double l_3107 = abs(l_3103);
const bool l_3108 = l_3107 >= double(1.1754943508222875e-38);
if (l_3108) {
const float l_3109 = float(l_3103);
const double l_3110 = double(l_3109);
l_mut_41 = l_3110;
const bool l_3111 = l_mut_41 > l_3103;
if (l_3111) {
const uint32 l_3112 = reinterpret_cast<uint32 const&>(l_3109);
const uint32 l_3113 = l_3112 ^ uint32(2147483648);
const float l_3114 = reinterpret_cast<float const&>(l_3113);
const uint32 l_3115 = reinterpret_cast<uint32 const&>(l_3114);
const uint32 l_3116 = l_3115 + uint32(1);
l_mut_196 = l_3116;
const uint32 l_3117 = l_3115 & uint32(2147483647);
const bool l_3118 = l_3117 == uint32(0);
if (l_3118) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3119 = l_3115 & uint32(2147483648);
const bool l_3120 = l_3119 != uint32(0);
if (l_3120) {
const uint32 l_3121 = l_3115 - uint32(1);
l_mut_196 = l_3121;
} else {
const bool l_3122 = l_3115 == uint32(2139095040);
if (l_3122) {
l_mut_196 = l_3115;
}
}
}
const float l_3123 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3124 = reinterpret_cast<uint32 const&>(l_3123);
const uint32 l_3125 = l_3124 ^ uint32(2147483648);
const float l_3126 = reinterpret_cast<float const&>(l_3125);
const uint32 l_3127 = reinterpret_cast<uint32 const&>(l_3126);
const uint32 l_3128 = l_3127 & uint32(2147483647);
const float l_3129 = reinterpret_cast<float const&>(l_3128);
const double l_3130 = double(l_3129);
l_mut_3131 = l_3130;
const bool l_3132 = l_3128 < uint32(8388608);
if (l_3132) {
const double l_3133 = double(l_3128);
const double l_3134 = l_3133 * double(1.401298464324817e-45);
l_mut_3131 = l_3134;
}
const uint64 l_3135 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3136 = l_3127 >> uint32(31);
const uint64 l_3137 = uint64(l_3136);
const uint64 l_3138 = l_3137 << uint64(63);
const uint64 l_3139 = l_3135 | l_3138;
const double l_3140 = reinterpret_cast<double const&>(l_3139);
l_mut_41 = l_3140;
} else {
const uint32 l_3141 = reinterpret_cast<uint32 const&>(l_3109);
const uint32 l_3142 = l_3141 + uint32(1);
l_mut_196 = l_3142;
const uint32 l_3143 = l_3141 & uint32(2147483647);
const bool l_3144 = l_3143 == uint32(0);
if (l_3144) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3145 = l_3141 & uint32(2147483648);
const bool l_3146 = l_3145 != uint32(0);
if (l_3146) {
const uint32 l_3147 = l_3141 - uint32(1);
l_mut_196 = l_3147;
} else {
const bool l_3148 = l_3141 == uint32(2139095040);
if (l_3148) {
l_mut_196 = l_3141;
}
}
}
const float l_3149 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3151 = l_3150 & uint32(2147483647);
const float l_3152 = reinterpret_cast<float const&>(l_3151);
const double l_3153 = double(l_3152);
l_mut_3131 = l_3153;
const bool l_3154 = l_3151 < uint32(8388608);
if (l_3154) {
const double l_3155 = double(l_3151);
const double l_3156 = l_3155 * double(1.401298464324817e-45);
l_mut_3131 = l_3156;
}
const uint64 l_3157 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3158 = l_3150 >> uint32(31);
const uint64 l_3159 = uint64(l_3158);
const uint64 l_3160 = l_3159 << uint64(63);
const uint64 l_3161 = l_3157 | l_3160;
const double l_3162 = reinterpret_cast<double const&>(l_3161);
const bool l_3163 = l_3162 <= l_3103;
if (l_3163) {
const uint32 l_3164 = reinterpret_cast<uint32 const&>(l_3109);
const uint32 l_3165 = l_3164 + uint32(1);
l_mut_196 = l_3165;
const uint32 l_3166 = l_3164 & uint32(2147483647);
const bool l_3167 = l_3166 == uint32(0);
if (l_3167) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3168 = l_3164 & uint32(2147483648);
const bool l_3169 = l_3168 != uint32(0);
if (l_3169) {
const uint32 l_3170 = l_3164 - uint32(1);
l_mut_196 = l_3170;
} else {
const bool l_3171 = l_3164 == uint32(2139095040);
if (l_3171) {
l_mut_196 = l_3164;
}
}
}
const float l_3172 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3173 = reinterpret_cast<uint32 const&>(l_3172);
const uint32 l_3174 = l_3173 & uint32(2147483647);
const float l_3175 = reinterpret_cast<float const&>(l_3174);
const double l_3176 = double(l_3175);
l_mut_3131 = l_3176;
const bool l_3177 = l_3174 < uint32(8388608);
if (l_3177) {
const double l_3178 = double(l_3174);
const double l_3179 = l_3178 * double(1.401298464324817e-45);
l_mut_3131 = l_3179;
}
const uint64 l_3180 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3181 = l_3173 >> uint32(31);
const uint64 l_3182 = uint64(l_3181);
const uint64 l_3183 = l_3182 << uint64(63);
const uint64 l_3184 = l_3180 | l_3183;
const double l_3185 = reinterpret_cast<double const&>(l_3184);
l_mut_41 = l_3185;
}
}
}
l_mut_2877 = l_mut_41;
} else {
const double l_3186 = l_3014 - l_3017;
const double l_3187 = -l_3186;
const double l_3188 = l_3187 * double(7.1362384635298e44);
const double l_3189 = floor(l_3188);
const double l_3190 = l_3189 * double(1.401298464324817e-45);
l_mut_3131 = l_3190;
const double l_3191 = abs(l_3187);
const bool l_3192 = l_3191 >= double(1.1754943508222875e-38);
if (l_3192) {
const float l_3193 = float(l_3187);
const double l_3194 = double(l_3193);
l_mut_3131 = l_3194;
const bool l_3195 = l_mut_3131 > l_3187;
if (l_3195) {
const uint32 l_3196 = reinterpret_cast<uint32 const&>(l_3193);
const uint32 l_3197 = l_3196 ^ uint32(2147483648);
const float l_3198 = reinterpret_cast<float const&>(l_3197);
const uint32 l_3199 = reinterpret_cast<uint32 const&>(l_3198);
const uint32 l_3200 = l_3199 + uint32(1);
l_mut_196 = l_3200;
const uint32 l_3201 = l_3199 & uint32(2147483647);
const bool l_3202 = l_3201 == uint32(0);
if (l_3202) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3203 = l_3199 & uint32(2147483648);
const bool l_3204 = l_3203 != uint32(0);
if (l_3204) {
const uint32 l_3205 = l_3199 - uint32(1);
l_mut_196 = l_3205;
} else {
const bool l_3206 = l_3199 == uint32(2139095040);
if (l_3206) {
l_mut_196 = l_3199;
}
}
}
const float l_3207 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3208 = reinterpret_cast<uint32 const&>(l_3207);
const uint32 l_3209 = l_3208 ^ uint32(2147483648);
const float l_3210 = reinterpret_cast<float const&>(l_3209);
const uint32 l_3211 = reinterpret_cast<uint32 const&>(l_3210);
const uint32 l_3212 = l_3211 & uint32(2147483647);
const float l_3213 = reinterpret_cast<float const&>(l_3212);
const double l_3214 = double(l_3213);
l_mut_41 = l_3214;
const bool l_3215 = l_3212 < uint32(8388608);
if (l_3215) {
const double l_3216 = double(l_3212);
const double l_3217 = l_3216 * double(1.401298464324817e-45);
l_mut_41 = l_3217;
}
const uint64 l_3218 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3219 = l_3211 >> uint32(31);
const uint64 l_3220 = uint64(l_3219);
const uint64 l_3221 = l_3220 << uint64(63);
const uint64 l_3222 = l_3218 | l_3221;
const double l_3223 = reinterpret_cast<double const&>(l_3222);
l_mut_3131 = l_3223;
} else {
const uint32 l_3224 = reinterpret_cast<uint32 const&>(l_3193);
const uint32 l_3225 = l_3224 + uint32(1);
l_mut_196 = l_3225;
const uint32 l_3226 = l_3224 & uint32(2147483647);
const bool l_3227 = l_3226 == uint32(0);
if (l_3227) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3228 = l_3224 & uint32(2147483648);
const bool l_3229 = l_3228 != uint32(0);
if (l_3229) {
const uint32 l_3230 = l_3224 - uint32(1);
l_mut_196 = l_3230;
} else {
const bool l_3231 = l_3224 == uint32(2139095040);
if (l_3231) {
l_mut_196 = l_3224;
}
}
}
const float l_3232 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3233 = reinterpret_cast<uint32 const&>(l_3232);
const uint32 l_3234 = l_3233 & uint32(2147483647);
const float l_3235 = reinterpret_cast<float const&>(l_3234);
const double l_3236 = double(l_3235);
l_mut_41 = l_3236;
const bool l_3237 = l_3234 < uint32(8388608);
if (l_3237) {
const double l_3238 = double(l_3234);
const double l_3239 = l_3238 * double(1.401298464324817e-45);
l_mut_41 = l_3239;
}
const uint64 l_3240 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3241 = l_3233 >> uint32(31);
const uint64 l_3242 = uint64(l_3241);
const uint64 l_3243 = l_3242 << uint64(63);
const uint64 l_3244 = l_3240 | l_3243;
const double l_3245 = reinterpret_cast<double const&>(l_3244);
const bool l_3246 = l_3245 <= l_3187;
if (l_3246) {
const uint32 l_3247 = reinterpret_cast<uint32 const&>(l_3193);
const uint32 l_3248 = l_3247 + uint32(1);
l_mut_196 = l_3248;
const uint32 l_3249 = l_3247 & uint32(2147483647);
const bool l_3250 = l_3249 == uint32(0);
if (l_3250) {
l_mut_196 = uint32(1);
} else {
const uint32 l_3251 = l_3247 & uint32(2147483648);
const bool l_3252 = l_3251 != uint32(0);
if (l_3252) {
const uint32 l_3253 = l_3247 - uint32(1);
l_mut_196 = l_3253;
} else {
const bool l_3254 = l_3247 == uint32(2139095040);
if (l_3254) {
l_mut_196 = l_3247;
}
}
}
const float l_3255 = reinterpret_cast<float const&>(l_mut_196);
const uint32 l_3256 = reinterpret_cast<uint32 const&>(l_3255);
const uint32 l_3257 = l_3256 & uint32(2147483647);
const float l_3258 = reinterpret_cast<float const&>(l_3257);
const double l_3259 = double(l_3258);
l_mut_41 = l_3259;
const bool l_3260 = l_3257 < uint32(8388608);
if (l_3260) {
const double l_3261 = double(l_3257);
const double l_3262 = l_3261 * double(1.401298464324817e-45);
l_mut_41 = l_3262;
}
const uint64 l_3263 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3264 = l_3256 >> uint32(31);
const uint64 l_3265 = uint64(l_3264);
const uint64 l_3266 = l_3265 << uint64(63);
const uint64 l_3267 = l_3263 | l_3266;
const double l_3268 = reinterpret_cast<double const&>(l_3267);
l_mut_3131 = l_3268;
}
}
}
const double l_3269 = -l_mut_3131;
l_mut_2877 = l_3269;
}
l_mut_196 = uint32(0);
const bool l_3270 = l_mut_2621 <= double(0.0);
const bool l_3271 = l_mut_2877 >= double(0.0);
const bool l_3272 = l_3270 && l_3271;
const bool l_3273 = !l_3272;
if (l_3273) {
const double l_3275 = l_mut_43 / l_mut_2621;
const double l_3276 = l_mut_43 / l_mut_2877;
const double l_3277 = l_mut_2367 / l_mut_2621;
const double l_3278 = l_mut_2367 / l_mut_2877;
l_arr_3274[uint32(0)] = l_3275;
l_arr_3274[uint32(1)] = l_3275;
const double l_3279 = l_arr_3274[uint32(0)];
const bool l_3280 = l_3276 < l_3279;
if (l_3280) {
l_arr_3274[uint32(0)] = l_3276;
}
const double l_3281 = l_arr_3274[uint32(0)];
const bool l_3282 = l_3277 < l_3281;
if (l_3282) {
l_arr_3274[uint32(0)] = l_3277;
}
const double l_3283 = l_arr_3274[uint32(0)];
const bool l_3284 = l_3278 < l_3283;
if (l_3284) {
l_arr_3274[uint32(0)] = l_3278;
}
const double l_3285 = l_arr_3274[uint32(1)];
const bool l_3286 = l_3276 > l_3285;
if (l_3286) {
l_arr_3274[uint32(1)] = l_3276;
}
const double l_3287 = l_arr_3274[uint32(1)];
const bool l_3288 = l_3277 > l_3287;
if (l_3288) {
l_arr_3274[uint32(1)] = l_3277;
}
const double l_3289 = l_arr_3274[uint32(1)];
const bool l_3290 = l_3278 > l_3289;
if (l_3290) {
l_arr_3274[uint32(1)] = l_3278;
}
const double l_3291 = l_arr_3274[uint32(0)];
const double l_3292 = abs(l_3291);
const double l_3293 = l_3292 * l_mut_856;
const double l_3294 = l_arr_3274[uint32(1)];
const double l_3295 = abs(l_3294);
const double l_3296 = l_3295 * l_mut_856;
l_mut_196 = uint32(2);
const double l_3297 = l_arr_3274[uint32(0)];
const double l_3298 = l_3297 - l_3293;
const double l_3299 = abs(l_3298);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_3300 = l_3299 >= double(1.1754943508222875e-38);
const bool l_3301 = l_3299 <= double(1.7976931348623157e308);
const bool l_3302 = l_3300 && l_3301;
if (l_3302) {
const uint64 l_3303 = reinterpret_cast<uint64 const&>(l_3299);
const uint64 l_3304 = l_3303 >> uint64(52);
const uint64 l_3305 = l_3304 - uint64(23);
const uint64 l_3306 = l_3305 << uint64(52);
const double l_3307 = reinterpret_cast<double const&>(l_3306);
l_mut_3131 = l_3307;
}
const double l_3308 = l_3297 + l_3293;
const double l_3309 = abs(l_3308);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_3310 = l_3309 >= double(1.1754943508222875e-38);
const bool l_3311 = l_3309 <= double(1.7976931348623157e308);
const bool l_3312 = l_3310 && l_3311;
if (l_3312) {
const uint64 l_3313 = reinterpret_cast<uint64 const&>(l_3309);
const uint64 l_3314 = l_3313 >> uint64(52);
const uint64 l_3315 = l_3314 - uint64(23);
const uint64 l_3316 = l_3315 << uint64(52);
const double l_3317 = reinterpret_cast<double const&>(l_3316);
l_mut_2877 = l_3317;
}
const bool l_3318 = l_mut_3131 == l_mut_2877;
const double l_3319 = l_arr_3274[uint32(1)];
const double l_3320 = l_3319 - l_3296;
const double l_3321 = abs(l_3320);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_3322 = l_3321 >= double(1.1754943508222875e-38);
const bool l_3323 = l_3321 <= double(1.7976931348623157e308);
const bool l_3324 = l_3322 && l_3323;
if (l_3324) {
const uint64 l_3325 = reinterpret_cast<uint64 const&>(l_3321);
const uint64 l_3326 = l_3325 >> uint64(52);
const uint64 l_3327 = l_3326 - uint64(23);
const uint64 l_3328 = l_3327 << uint64(52);
const double l_3329 = reinterpret_cast<double const&>(l_3328);
l_mut_3131 = l_3329;
}
const double l_3330 = l_3319 + l_3296;
const double l_3331 = abs(l_3330);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_3332 = l_3331 >= double(1.1754943508222875e-38);
const bool l_3333 = l_3331 <= double(1.7976931348623157e308);
const bool l_3334 = l_3332 && l_3333;
if (l_3334) {
const uint64 l_3335 = reinterpret_cast<uint64 const&>(l_3331);
const uint64 l_3336 = l_3335 >> uint64(52);
const uint64 l_3337 = l_3336 - uint64(23);
const uint64 l_3338 = l_3337 << uint64(52);
const double l_3339 = reinterpret_cast<double const&>(l_3338);
l_mut_2877 = l_3339;
}
const bool l_3340 = l_mut_3131 == l_mut_2877;
const bool l_3341 = l_3318 && l_3340;
if (l_3341) {
const double l_3342 = l_arr_3274[uint32(0)];
const double l_3343 = l_arr_3274[uint32(0)];
const double l_3344 = abs(l_3343);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_3345 = l_3344 >= double(1.1754943508222875e-38);
const bool l_3346 = l_3344 <= double(1.7976931348623157e308);
const bool l_3347 = l_3345 && l_3346;
if (l_3347) {
const uint64 l_3348 = reinterpret_cast<uint64 const&>(l_3344);
const uint64 l_3349 = l_3348 >> uint64(52);
const uint64 l_3350 = l_3349 - uint64(23);
const uint64 l_3351 = l_3350 << uint64(52);
const double l_3352 = reinterpret_cast<double const&>(l_3351);
l_mut_3131 = l_3352;
}
const double l_3353 = l_171 * l_mut_3131;
const double l_3354 = l_3342 - l_3353;
const double l_3355 = l_arr_3274[uint32(1)];
const double l_3356 = l_arr_3274[uint32(1)];
const double l_3357 = abs(l_3356);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_3358 = l_3357 >= double(1.1754943508222875e-38);
const bool l_3359 = l_3357 <= double(1.7976931348623157e308);
const bool l_3360 = l_3358 && l_3359;
if (l_3360) {
const uint64 l_3361 = reinterpret_cast<uint64 const&>(l_3357);
const uint64 l_3362 = l_3361 >> uint64(52);
const uint64 l_3363 = l_3362 - uint64(23);
const uint64 l_3364 = l_3363 << uint64(52);
const double l_3365 = reinterpret_cast<double const&>(l_3364);
l_mut_3131 = l_3365;
}
const double l_3366 = l_171 * l_mut_3131;
const double l_3367 = l_3355 + l_3366;
const uint32 l_3368 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3369 = l_3368 & uint32(2147483647);
const float l_3370 = reinterpret_cast<float const&>(l_3369);
const double l_3371 = double(l_3370);
l_mut_3131 = l_3371;
const bool l_3372 = l_3369 < uint32(8388608);
if (l_3372) {
const double l_3373 = double(l_3369);
const double l_3374 = l_3373 * double(1.401298464324817e-45);
l_mut_3131 = l_3374;
}
const uint64 l_3375 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3376 = l_3368 >> uint32(31);
const uint64 l_3377 = uint64(l_3376);
const uint64 l_3378 = l_3377 << uint64(63);
const uint64 l_3379 = l_3375 | l_3378;
const double l_3380 = reinterpret_cast<double const&>(l_3379);
const uint32 l_3381 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3382 = l_3381 + uint32(1);
l_mut_3383 = l_3382;
const uint32 l_3384 = l_3381 & uint32(2147483647);
const bool l_3385 = l_3384 == uint32(0);
if (l_3385) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3386 = l_3381 & uint32(2147483648);
const bool l_3387 = l_3386 != uint32(0);
if (l_3387) {
const uint32 l_3388 = l_3381 - uint32(1);
l_mut_3383 = l_3388;
} else {
const bool l_3389 = l_3381 == uint32(2139095040);
if (l_3389) {
l_mut_3383 = l_3381;
}
}
}
const float l_3390 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3391 = reinterpret_cast<uint32 const&>(l_3390);
const uint32 l_3392 = l_3391 & uint32(2147483647);
const float l_3393 = reinterpret_cast<float const&>(l_3392);
const double l_3394 = double(l_3393);
l_mut_3131 = l_3394;
const bool l_3395 = l_3392 < uint32(8388608);
if (l_3395) {
const double l_3396 = double(l_3392);
const double l_3397 = l_3396 * double(1.401298464324817e-45);
l_mut_3131 = l_3397;
}
const uint64 l_3398 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3399 = l_3391 >> uint32(31);
const uint64 l_3400 = uint64(l_3399);
const uint64 l_3401 = l_3400 << uint64(63);
const uint64 l_3402 = l_3398 | l_3401;
const double l_3403 = reinterpret_cast<double const&>(l_3402);
const uint32 l_3404 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3405 = l_3404 ^ uint32(2147483648);
const float l_3406 = reinterpret_cast<float const&>(l_3405);
const uint32 l_3407 = reinterpret_cast<uint32 const&>(l_3406);
const uint32 l_3408 = l_3407 + uint32(1);
l_mut_3383 = l_3408;
const uint32 l_3409 = l_3407 & uint32(2147483647);
const bool l_3410 = l_3409 == uint32(0);
if (l_3410) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3411 = l_3407 & uint32(2147483648);
const bool l_3412 = l_3411 != uint32(0);
if (l_3412) {
const uint32 l_3413 = l_3407 - uint32(1);
l_mut_3383 = l_3413;
} else {
const bool l_3414 = l_3407 == uint32(2139095040);
if (l_3414) {
l_mut_3383 = l_3407;
}
}
}
const float l_3415 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3416 = reinterpret_cast<uint32 const&>(l_3415);
const uint32 l_3417 = l_3416 ^ uint32(2147483648);
const float l_3418 = reinterpret_cast<float const&>(l_3417);
const uint32 l_3419 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3420 = l_3419 & uint32(2147483647);
const float l_3421 = reinterpret_cast<float const&>(l_3420);
const double l_3422 = double(l_3421);
l_mut_3131 = l_3422;
const bool l_3423 = l_3420 < uint32(8388608);
if (l_3423) {
const double l_3424 = double(l_3420);
const double l_3425 = l_3424 * double(1.401298464324817e-45);
l_mut_3131 = l_3425;
}
const uint64 l_3426 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_3427 = l_3419 >> uint32(31);
const uint64 l_3428 = uint64(l_3427);
const uint64 l_3429 = l_3428 << uint64(63);
const uint64 l_3430 = l_3426 | l_3429;
const double l_3431 = reinterpret_cast<double const&>(l_3430);
const double l_3432 = l_3354 + l_3293;
const bool l_3433 = l_3432 <= l_3380;
l_mut_297 = l_3433;
const double l_3434 = l_3354 - l_3293;
const bool l_3435 = l_3434 > l_3380;
l_mut_294 = l_3435;
const double l_3436 = l_3367 - l_3296;
const bool l_3437 = l_3436 >= l_3380;
l_mut_291 = l_3437;
const double l_3438 = l_3367 + l_3296;
const bool l_3439 = l_3438 < l_3380;
l_mut_288 = l_3439;
const double l_3440 = l_3354 + l_3293;
const bool l_3441 = l_3440 < l_3403;
l_mut_297 = l_3441;
const double l_3442 = l_3354 - l_3293;
const bool l_3443 = l_3442 >= l_3403;
l_mut_294 = l_3443;
const double l_3444 = l_3367 - l_3296;
const bool l_3445 = l_3444 > l_3431;
l_mut_291 = l_3445;
const double l_3446 = l_3367 + l_3296;
const bool l_3447 = l_3446 <= l_3431;
l_mut_288 = l_3447;
l_mut_3383 = uint32(2);
const bool l_3448 = l_mut_294 || l_mut_288;
if (l_3448) {
l_mut_3383 = uint32(1);
} else {
const bool l_3449 = l_mut_297 && l_mut_291;
if (l_3449) {
l_mut_3383 = uint32(0);
}
}
const uint32 l_3450 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3451 = l_3450 & uint32(2147483647);
const bool l_3452 = l_3451 == uint32(0);
if (l_3452) {
const double l_3453 = l_3354 + l_3293;
const bool l_3454 = l_3453 < double(1.1754943508222875e-38);
const double l_3455 = l_3367 - l_3296;
const bool l_3456 = l_3455 > double(-1.1754943508222875e-38);
const bool l_3457 = l_3454 && l_3456;
const double l_3458 = l_3354 - l_3293;
const bool l_3459 = l_3458 < double(1.1754943508222875e-38);
const double l_3460 = l_3367 + l_3296;
const bool l_3461 = l_3460 > double(-1.1754943508222875e-38);
const bool l_3462 = l_3459 && l_3461;
if (l_3457) {
l_mut_3383 = uint32(0);
} else {
const bool l_3463 = l_mut_3383 == uint32(1);
const bool l_3464 = l_3462 && l_3463;
if (l_3464) {
l_mut_3383 = uint32(2);
}
}
}
l_mut_196 = l_mut_3383;
}
}
const double l_3465 = l_mut_1352 - l_168;
const double l_3466 = abs(l_3465);
const double l_3467 = l_3466 * double(2.220446049250313e-16);
const double l_3468 = l_2247 + l_3467;
const double l_3469 = l_3465 + l_3468;
const double l_3470 = -l_3469;
const double l_3471 = l_3470 * double(7.1362384635298e44);
const double l_3472 = floor(l_3471);
const double l_3473 = l_3472 * double(1.401298464324817e-45);
l_mut_3131 = l_3473;
const double l_3474 = abs(l_3470);
const bool l_3475 = l_3474 >= double(1.1754943508222875e-38);
if (l_3475) {
const float l_3476 = float(l_3470);
const double l_3477 = double(l_3476);
l_mut_3131 = l_3477;
const bool l_3478 = l_mut_3131 > l_3470;
if (l_3478) {
const uint32 l_3479 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3480 = l_3479 ^ uint32(2147483648);
const float l_3481 = reinterpret_cast<float const&>(l_3480);
const uint32 l_3482 = reinterpret_cast<uint32 const&>(l_3481);
const uint32 l_3483 = l_3482 + uint32(1);
l_mut_3383 = l_3483;
const uint32 l_3484 = l_3482 & uint32(2147483647);
const bool l_3485 = l_3484 == uint32(0);
if (l_3485) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3486 = l_3482 & uint32(2147483648);
const bool l_3487 = l_3486 != uint32(0);
if (l_3487) {
const uint32 l_3488 = l_3482 - uint32(1);
l_mut_3383 = l_3488;
} else {
const bool l_3489 = l_3482 == uint32(2139095040);
if (l_3489) {
l_mut_3383 = l_3482;
}
}
}
const float l_3490 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3491 = reinterpret_cast<uint32 const&>(l_3490);
const uint32 l_3492 = l_3491 ^ uint32(2147483648);
const float l_3493 = reinterpret_cast<float const&>(l_3492);
const uint32 l_3494 = reinterpret_cast<uint32 const&>(l_3493);
const uint32 l_3495 = l_3494 & uint32(2147483647);
const float l_3496 = reinterpret_cast<float const&>(l_3495);
const double l_3497 = double(l_3496);
l_mut_2877 = l_3497;
const bool l_3498 = l_3495 < uint32(8388608);
if (l_3498) {
const double l_3499 = double(l_3495);
const double l_3500 = l_3499 * double(1.401298464324817e-45);
l_mut_2877 = l_3500;
}
const uint64 l_3501 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_3502 = l_3494 >> uint32(31);
const uint64 l_3503 = uint64(l_3502);
const uint64 l_3504 = l_3503 << uint64(63);
const uint64 l_3505 = l_3501 | l_3504;
const double l_3506 = reinterpret_cast<double const&>(l_3505);
l_mut_3131 = l_3506;
} else {
const uint32 l_3507 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3508 = l_3507 + uint32(1);
l_mut_3383 = l_3508;
const uint32 l_3509 = l_3507 & uint32(2147483647);
const bool l_3510 = l_3509 == uint32(0);
if (l_3510) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3511 = l_3507 & uint32(2147483648);
const bool l_3512 = l_3511 != uint32(0);
if (l_3512) {
const uint32 l_3513 = l_3507 - uint32(1);
l_mut_3383 = l_3513;
} else {
const bool l_3514 = l_3507 == uint32(2139095040);
if (l_3514) {
l_mut_3383 = l_3507;
}
}
}
const float l_3515 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3516 = reinterpret_cast<uint32 const&>(l_3515);
const uint32 l_3517 = l_3516 & uint32(2147483647);
const float l_3518 = reinterpret_cast<float const&>(l_3517);
const double l_3519 = double(l_3518);
l_mut_2877 = l_3519;
const bool l_3520 = l_3517 < uint32(8388608);
if (l_3520) {
const double l_3521 = double(l_3517);
const double l_3522 = l_3521 * double(1.401298464324817e-45);
l_mut_2877 = l_3522;
}
const uint64 l_3523 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_3524 = l_3516 >> uint32(31);
const uint64 l_3525 = uint64(l_3524);
const uint64 l_3526 = l_3525 << uint64(63);
const uint64 l_3527 = l_3523 | l_3526;
const double l_3528 = reinterpret_cast<double const&>(l_3527);
const bool l_3529 = l_3528 <= l_3470;
if (l_3529) {
const uint32 l_3530 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3531 = l_3530 + uint32(1);
l_mut_3383 = l_3531;
const uint32 l_3532 = l_3530 & uint32(2147483647);
const bool l_3533 = l_3532 == uint32(0);
if (l_3533) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3534 = l_3530 & uint32(2147483648);
const bool l_3535 = l_3534 != uint32(0);
if (l_3535) {
const uint32 l_3536 = l_3530 - uint32(1);
l_mut_3383 = l_3536;
} else {
const bool l_3537 = l_3530 == uint32(2139095040);
if (l_3537) {
l_mut_3383 = l_3530;
}
}
}
const float l_3538 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3539 = reinterpret_cast<uint32 const&>(l_3538);
const uint32 l_3540 = l_3539 & uint32(2147483647);
const float l_3541 = reinterpret_cast<float const&>(l_3540);
const double l_3542 = double(l_3541);
l_mut_2877 = l_3542;
const bool l_3543 = l_3540 < uint32(8388608);
if (l_3543) {
const double l_3544 = double(l_3540);
const double l_3545 = l_3544 * double(1.401298464324817e-45);
l_mut_2877 = l_3545;
}
const uint64 l_3546 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_3547 = l_3539 >> uint32(31);
const uint64 l_3548 = uint64(l_3547);
const uint64 l_3549 = l_3548 << uint64(63);
const uint64 l_3550 = l_3546 | l_3549;
const double l_3551 = reinterpret_cast<double const&>(l_3550);
l_mut_3131 = l_3551;
}
}
}
const double l_3552 = -l_mut_3131;
l_mut_3131 = l_3552;
const bool l_3553 = bool(true) && bool(false);
if (l_3553) {
const double l_3554 = l_3465 + l_3468;
const double l_3555 = l_3554 * double(7.1362384635298e44);
const double l_3556 = floor(l_3555);
const double l_3557 = l_3556 * double(1.401298464324817e-45);
l_mut_2877 = l_3557;
const double l_3558 = abs(l_3554);
const bool l_3559 = l_3558 >= double(1.1754943508222875e-38);
if (l_3559) {
const float l_3560 = float(l_3554);
const double l_3561 = double(l_3560);
l_mut_2877 = l_3561;
const bool l_3562 = l_mut_2877 > l_3554;
if (l_3562) {
const uint32 l_3563 = reinterpret_cast<uint32 const&>(l_3560);
const uint32 l_3564 = l_3563 ^ uint32(2147483648);
const float l_3565 = reinterpret_cast<float const&>(l_3564);
const uint32 l_3566 = reinterpret_cast<uint32 const&>(l_3565);
const uint32 l_3567 = l_3566 + uint32(1);
l_mut_3383 = l_3567;
const uint32 l_3568 = l_3566 & uint32(2147483647);
const bool l_3569 = l_3568 == uint32(0);
if (l_3569) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3570 = l_3566 & uint32(2147483648);
const bool l_3571 = l_3570 != uint32(0);
if (l_3571) {
const uint32 l_3572 = l_3566 - uint32(1);
l_mut_3383 = l_3572;
} else {
const bool l_3573 = l_3566 == uint32(2139095040);
if (l_3573) {
l_mut_3383 = l_3566;
}
}
}
const float l_3574 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3575 = reinterpret_cast<uint32 const&>(l_3574);
const uint32 l_3576 = l_3575 ^ uint32(2147483648);
const float l_3577 = reinterpret_cast<float const&>(l_3576);
const uint32 l_3578 = reinterpret_cast<uint32 const&>(l_3577);
const uint32 l_3579 = l_3578 & uint32(2147483647);
const float l_3580 = reinterpret_cast<float const&>(l_3579);
const double l_3581 = double(l_3580);
l_mut_2621 = l_3581;
const bool l_3582 = l_3579 < uint32(8388608);
if (l_3582) {
const double l_3583 = double(l_3579);
const double l_3584 = l_3583 * double(1.401298464324817e-45);
l_mut_2621 = l_3584;
}
const uint64 l_3585 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3586 = l_3578 >> uint32(31);
const uint64 l_3587 = uint64(l_3586);
const uint64 l_3588 = l_3587 << uint64(63);
const uint64 l_3589 = l_3585 | l_3588;
const double l_3590 = reinterpret_cast<double const&>(l_3589);
l_mut_2877 = l_3590;
} else {
const uint32 l_3591 = reinterpret_cast<uint32 const&>(l_3560);
const uint32 l_3592 = l_3591 + uint32(1);
l_mut_3383 = l_3592;
const uint32 l_3593 = l_3591 & uint32(2147483647);
const bool l_3594 = l_3593 == uint32(0);
if (l_3594) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3595 = l_3591 & uint32(2147483648);
const bool l_3596 = l_3595 != uint32(0);
if (l_3596) {
const uint32 l_3597 = l_3591 - uint32(1);
l_mut_3383 = l_3597;
} else {
const bool l_3598 = l_3591 == uint32(2139095040);
if (l_3598) {
l_mut_3383 = l_3591;
}
}
}
const float l_3599 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3600 = reinterpret_cast<uint32 const&>(l_3599);
const uint32 l_3601 = l_3600 & uint32(2147483647);
const float l_3602 = reinterpret_cast<float const&>(l_3601);
const double l_3603 = double(l_3602);
l_mut_2621 = l_3603;
const bool l_3604 = l_3601 < uint32(8388608);
if (l_3604) {
const double l_3605 = double(l_3601);
const double l_3606 = l_3605 * double(1.401298464324817e-45);
l_mut_2621 = l_3606;
}
const uint64 l_3607 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3608 = l_3600 >> uint32(31);
const uint64 l_3609 = uint64(l_3608);
const uint64 l_3610 = l_3609 << uint64(63);
const uint64 l_3611 = l_3607 | l_3610;
const double l_3612 = reinterpret_cast<double const&>(l_3611);
const bool l_3613 = l_3612 <= l_3554;
if (l_3613) {
const uint32 l_3614 = reinterpret_cast<uint32 const&>(l_3560);
const uint32 l_3615 = l_3614 + uint32(1);
l_mut_3383 = l_3615;
const uint32 l_3616 = l_3614 & uint32(2147483647);
const bool l_3617 = l_3616 == uint32(0);
if (l_3617) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3618 = l_3614 & uint32(2147483648);
const bool l_3619 = l_3618 != uint32(0);
if (l_3619) {
const uint32 l_3620 = l_3614 - uint32(1);
l_mut_3383 = l_3620;
} else {
const bool l_3621 = l_3614 == uint32(2139095040);
if (l_3621) {
l_mut_3383 = l_3614;
}
}
}
const float l_3622 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3623 = reinterpret_cast<uint32 const&>(l_3622);
const uint32 l_3624 = l_3623 & uint32(2147483647);
const float l_3625 = reinterpret_cast<float const&>(l_3624);
const double l_3626 = double(l_3625);
l_mut_2621 = l_3626;
const bool l_3627 = l_3624 < uint32(8388608);
if (l_3627) {
const double l_3628 = double(l_3624);
const double l_3629 = l_3628 * double(1.401298464324817e-45);
l_mut_2621 = l_3629;
}
const uint64 l_3630 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3631 = l_3623 >> uint32(31);
const uint64 l_3632 = uint64(l_3631);
const uint64 l_3633 = l_3632 << uint64(63);
const uint64 l_3634 = l_3630 | l_3633;
const double l_3635 = reinterpret_cast<double const&>(l_3634);
l_mut_2877 = l_3635;
}
}
}
l_mut_3131 = l_mut_2877;
} else {
const double l_3636 = l_3465 - l_3468;
const double l_3637 = l_3636 * double(7.1362384635298e44);
const double l_3638 = floor(l_3637);
const double l_3639 = l_3638 * double(1.401298464324817e-45);
l_mut_2877 = l_3639;
const double l_3640 = abs(l_3636);
const bool l_3641 = l_3640 >= double(1.1754943508222875e-38);
if (l_3641) {
const float l_3642 = float(l_3636);
const double l_3643 = double(l_3642);
l_mut_2877 = l_3643;
const bool l_3644 = l_mut_2877 > l_3636;
if (l_3644) {
const uint32 l_3645 = reinterpret_cast<uint32 const&>(l_3642);
const uint32 l_3646 = l_3645 ^ uint32(2147483648);
const float l_3647 = reinterpret_cast<float const&>(l_3646);
const uint32 l_3648 = reinterpret_cast<uint32 const&>(l_3647);
const uint32 l_3649 = l_3648 + uint32(1);
l_mut_3383 = l_3649;
const uint32 l_3650 = l_3648 & uint32(2147483647);
const bool l_3651 = l_3650 == uint32(0);
if (l_3651) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3652 = l_3648 & uint32(2147483648);
const bool l_3653 = l_3652 != uint32(0);
if (l_3653) {
const uint32 l_3654 = l_3648 - uint32(1);
l_mut_3383 = l_3654;
} else {
const bool l_3655 = l_3648 == uint32(2139095040);
if (l_3655) {
l_mut_3383 = l_3648;
}
}
}
const float l_3656 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3657 = reinterpret_cast<uint32 const&>(l_3656);
const uint32 l_3658 = l_3657 ^ uint32(2147483648);
const float l_3659 = reinterpret_cast<float const&>(l_3658);
const uint32 l_3660 = reinterpret_cast<uint32 const&>(l_3659);
const uint32 l_3661 = l_3660 & uint32(2147483647);
const float l_3662 = reinterpret_cast<float const&>(l_3661);
const double l_3663 = double(l_3662);
l_mut_2621 = l_3663;
const bool l_3664 = l_3661 < uint32(8388608);
if (l_3664) {
const double l_3665 = double(l_3661);
const double l_3666 = l_3665 * double(1.401298464324817e-45);
l_mut_2621 = l_3666;
}
const uint64 l_3667 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3668 = l_3660 >> uint32(31);
const uint64 l_3669 = uint64(l_3668);
const uint64 l_3670 = l_3669 << uint64(63);
const uint64 l_3671 = l_3667 | l_3670;
const double l_3672 = reinterpret_cast<double const&>(l_3671);
l_mut_2877 = l_3672;
} else {
const uint32 l_3673 = reinterpret_cast<uint32 const&>(l_3642);
const uint32 l_3674 = l_3673 + uint32(1);
l_mut_3383 = l_3674;
const uint32 l_3675 = l_3673 & uint32(2147483647);
const bool l_3676 = l_3675 == uint32(0);
if (l_3676) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3677 = l_3673 & uint32(2147483648);
const bool l_3678 = l_3677 != uint32(0);
if (l_3678) {
const uint32 l_3679 = l_3673 - uint32(1);
l_mut_3383 = l_3679;
} else {
const bool l_3680 = l_3673 == uint32(2139095040);
if (l_3680) {
l_mut_3383 = l_3673;
}
}
}
const float l_3681 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3682 = reinterpret_cast<uint32 const&>(l_3681);
const uint32 l_3683 = l_3682 & uint32(2147483647);
const float l_3684 = reinterpret_cast<float const&>(l_3683);
const double l_3685 = double(l_3684);
l_mut_2621 = l_3685;
const bool l_3686 = l_3683 < uint32(8388608);
if (l_3686) {
const double l_3687 = double(l_3683);
const double l_3688 = l_3687 * double(1.401298464324817e-45);
l_mut_2621 = l_3688;
}
const uint64 l_3689 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3690 = l_3682 >> uint32(31);
const uint64 l_3691 = uint64(l_3690);
const uint64 l_3692 = l_3691 << uint64(63);
const uint64 l_3693 = l_3689 | l_3692;
const double l_3694 = reinterpret_cast<double const&>(l_3693);
const bool l_3695 = l_3694 <= l_3636;
if (l_3695) {
const uint32 l_3696 = reinterpret_cast<uint32 const&>(l_3642);
const uint32 l_3697 = l_3696 + uint32(1);
l_mut_3383 = l_3697;
const uint32 l_3698 = l_3696 & uint32(2147483647);
const bool l_3699 = l_3698 == uint32(0);
if (l_3699) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3700 = l_3696 & uint32(2147483648);
const bool l_3701 = l_3700 != uint32(0);
if (l_3701) {
const uint32 l_3702 = l_3696 - uint32(1);
l_mut_3383 = l_3702;
} else {
const bool l_3703 = l_3696 == uint32(2139095040);
if (l_3703) {
l_mut_3383 = l_3696;
}
}
}
const float l_3704 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3705 = reinterpret_cast<uint32 const&>(l_3704);
const uint32 l_3706 = l_3705 & uint32(2147483647);
const float l_3707 = reinterpret_cast<float const&>(l_3706);
const double l_3708 = double(l_3707);
l_mut_2621 = l_3708;
const bool l_3709 = l_3706 < uint32(8388608);
if (l_3709) {
const double l_3710 = double(l_3706);
const double l_3711 = l_3710 * double(1.401298464324817e-45);
l_mut_2621 = l_3711;
}
const uint64 l_3712 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3713 = l_3705 >> uint32(31);
const uint64 l_3714 = uint64(l_3713);
const uint64 l_3715 = l_3714 << uint64(63);
const uint64 l_3716 = l_3712 | l_3715;
const double l_3717 = reinterpret_cast<double const&>(l_3716);
l_mut_2877 = l_3717;
}
}
}
l_mut_3131 = l_mut_2877;
}
const double l_3718 = l_mut_1352 + l_168;
const double l_3719 = abs(l_3718);
const double l_3720 = l_3719 * double(2.220446049250313e-16);
const double l_3721 = l_2247 + l_3720;
const double l_3722 = l_3718 + l_3721;
const double l_3723 = -l_3722;
const double l_3724 = l_3723 * double(7.1362384635298e44);
const double l_3725 = floor(l_3724);
const double l_3726 = l_3725 * double(1.401298464324817e-45);
l_mut_2877 = l_3726;
const double l_3727 = abs(l_3723);
const bool l_3728 = l_3727 >= double(1.1754943508222875e-38);
if (l_3728) {
const float l_3729 = float(l_3723);
const double l_3730 = double(l_3729);
l_mut_2877 = l_3730;
const bool l_3731 = l_mut_2877 > l_3723;
if (l_3731) {
const uint32 l_3732 = reinterpret_cast<uint32 const&>(l_3729);
const uint32 l_3733 = l_3732 ^ uint32(2147483648);
const float l_3734 = reinterpret_cast<float const&>(l_3733);
const uint32 l_3735 = reinterpret_cast<uint32 const&>(l_3734);
const uint32 l_3736 = l_3735 + uint32(1);
l_mut_3383 = l_3736;
const uint32 l_3737 = l_3735 & uint32(2147483647);
const bool l_3738 = l_3737 == uint32(0);
if (l_3738) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3739 = l_3735 & uint32(2147483648);
const bool l_3740 = l_3739 != uint32(0);
if (l_3740) {
const uint32 l_3741 = l_3735 - uint32(1);
l_mut_3383 = l_3741;
} else {
const bool l_3742 = l_3735 == uint32(2139095040);
if (l_3742) {
l_mut_3383 = l_3735;
}
}
}
const float l_3743 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3744 = reinterpret_cast<uint32 const&>(l_3743);
const uint32 l_3745 = l_3744 ^ uint32(2147483648);
const float l_3746 = reinterpret_cast<float const&>(l_3745);
const uint32 l_3747 = reinterpret_cast<uint32 const&>(l_3746);
const uint32 l_3748 = l_3747 & uint32(2147483647);
const float l_3749 = reinterpret_cast<float const&>(l_3748);
const double l_3750 = double(l_3749);
l_mut_2621 = l_3750;
const bool l_3751 = l_3748 < uint32(8388608);
if (l_3751) {
const double l_3752 = double(l_3748);
const double l_3753 = l_3752 * double(1.401298464324817e-45);
l_mut_2621 = l_3753;
}
const uint64 l_3754 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3755 = l_3747 >> uint32(31);
const uint64 l_3756 = uint64(l_3755);
const uint64 l_3757 = l_3756 << uint64(63);
const uint64 l_3758 = l_3754 | l_3757;
const double l_3759 = reinterpret_cast<double const&>(l_3758);
l_mut_2877 = l_3759;
} else {
const uint32 l_3760 = reinterpret_cast<uint32 const&>(l_3729);
const uint32 l_3761 = l_3760 + uint32(1);
l_mut_3383 = l_3761;
const uint32 l_3762 = l_3760 & uint32(2147483647);
const bool l_3763 = l_3762 == uint32(0);
if (l_3763) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3764 = l_3760 & uint32(2147483648);
const bool l_3765 = l_3764 != uint32(0);
if (l_3765) {
const uint32 l_3766 = l_3760 - uint32(1);
l_mut_3383 = l_3766;
} else {
const bool l_3767 = l_3760 == uint32(2139095040);
if (l_3767) {
l_mut_3383 = l_3760;
}
}
}
const float l_3768 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3769 = reinterpret_cast<uint32 const&>(l_3768);
const uint32 l_3770 = l_3769 & uint32(2147483647);
const float l_3771 = reinterpret_cast<float const&>(l_3770);
const double l_3772 = double(l_3771);
l_mut_2621 = l_3772;
const bool l_3773 = l_3770 < uint32(8388608);
if (l_3773) {
const double l_3774 = double(l_3770);
const double l_3775 = l_3774 * double(1.401298464324817e-45);
l_mut_2621 = l_3775;
}
const uint64 l_3776 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3777 = l_3769 >> uint32(31);
const uint64 l_3778 = uint64(l_3777);
const uint64 l_3779 = l_3778 << uint64(63);
const uint64 l_3780 = l_3776 | l_3779;
const double l_3781 = reinterpret_cast<double const&>(l_3780);
const bool l_3782 = l_3781 <= l_3723;
if (l_3782) {
const uint32 l_3783 = reinterpret_cast<uint32 const&>(l_3729);
const uint32 l_3784 = l_3783 + uint32(1);
l_mut_3383 = l_3784;
const uint32 l_3785 = l_3783 & uint32(2147483647);
const bool l_3786 = l_3785 == uint32(0);
if (l_3786) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3787 = l_3783 & uint32(2147483648);
const bool l_3788 = l_3787 != uint32(0);
if (l_3788) {
const uint32 l_3789 = l_3783 - uint32(1);
l_mut_3383 = l_3789;
} else {
const bool l_3790 = l_3783 == uint32(2139095040);
if (l_3790) {
l_mut_3383 = l_3783;
}
}
}
const float l_3791 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3792 = reinterpret_cast<uint32 const&>(l_3791);
const uint32 l_3793 = l_3792 & uint32(2147483647);
const float l_3794 = reinterpret_cast<float const&>(l_3793);
const double l_3795 = double(l_3794);
l_mut_2621 = l_3795;
const bool l_3796 = l_3793 < uint32(8388608);
if (l_3796) {
const double l_3797 = double(l_3793);
const double l_3798 = l_3797 * double(1.401298464324817e-45);
l_mut_2621 = l_3798;
}
const uint64 l_3799 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_3800 = l_3792 >> uint32(31);
const uint64 l_3801 = uint64(l_3800);
const uint64 l_3802 = l_3801 << uint64(63);
const uint64 l_3803 = l_3799 | l_3802;
const double l_3804 = reinterpret_cast<double const&>(l_3803);
l_mut_2877 = l_3804;
}
}
}
const double l_3805 = -l_mut_2877;
l_mut_2877 = l_3805;
const bool l_3806 = bool(false) && bool(false);
if (l_3806) {
const double l_3807 = l_3718 + l_3721;
const double l_3808 = l_3807 * double(7.1362384635298e44);
const double l_3809 = floor(l_3808);
const double l_3810 = l_3809 * double(1.401298464324817e-45);
l_mut_2621 = l_3810;
const double l_3811 = abs(l_3807);
const bool l_3812 = l_3811 >= double(1.1754943508222875e-38);
if (l_3812) {
const float l_3813 = float(l_3807);
const double l_3814 = double(l_3813);
l_mut_2621 = l_3814;
const bool l_3815 = l_mut_2621 > l_3807;
if (l_3815) {
const uint32 l_3816 = reinterpret_cast<uint32 const&>(l_3813);
const uint32 l_3817 = l_3816 ^ uint32(2147483648);
const float l_3818 = reinterpret_cast<float const&>(l_3817);
const uint32 l_3819 = reinterpret_cast<uint32 const&>(l_3818);
const uint32 l_3820 = l_3819 + uint32(1);
l_mut_3383 = l_3820;
const uint32 l_3821 = l_3819 & uint32(2147483647);
const bool l_3822 = l_3821 == uint32(0);
if (l_3822) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3823 = l_3819 & uint32(2147483648);
const bool l_3824 = l_3823 != uint32(0);
if (l_3824) {
const uint32 l_3825 = l_3819 - uint32(1);
l_mut_3383 = l_3825;
} else {
const bool l_3826 = l_3819 == uint32(2139095040);
if (l_3826) {
l_mut_3383 = l_3819;
}
}
}
const float l_3827 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3828 = reinterpret_cast<uint32 const&>(l_3827);
const uint32 l_3829 = l_3828 ^ uint32(2147483648);
const float l_3830 = reinterpret_cast<float const&>(l_3829);
const uint32 l_3831 = reinterpret_cast<uint32 const&>(l_3830);
const uint32 l_3832 = l_3831 & uint32(2147483647);
const float l_3833 = reinterpret_cast<float const&>(l_3832);
const double l_3834 = double(l_3833);
l_mut_2367 = l_3834;
const bool l_3835 = l_3832 < uint32(8388608);
if (l_3835) {
const double l_3836 = double(l_3832);
const double l_3837 = l_3836 * double(1.401298464324817e-45);
l_mut_2367 = l_3837;
}
const uint64 l_3838 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3839 = l_3831 >> uint32(31);
const uint64 l_3840 = uint64(l_3839);
const uint64 l_3841 = l_3840 << uint64(63);
const uint64 l_3842 = l_3838 | l_3841;
const double l_3843 = reinterpret_cast<double const&>(l_3842);
l_mut_2621 = l_3843;
} else {
const uint32 l_3844 = reinterpret_cast<uint32 const&>(l_3813);
const uint32 l_3845 = l_3844 + uint32(1);
l_mut_3383 = l_3845;
const uint32 l_3846 = l_3844 & uint32(2147483647);
const bool l_3847 = l_3846 == uint32(0);
if (l_3847) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3848 = l_3844 & uint32(2147483648);
const bool l_3849 = l_3848 != uint32(0);
if (l_3849) {
const uint32 l_3850 = l_3844 - uint32(1);
l_mut_3383 = l_3850;
} else {
const bool l_3851 = l_3844 == uint32(2139095040);
if (l_3851) {
l_mut_3383 = l_3844;
}
}
}
const float l_3852 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3853 = reinterpret_cast<uint32 const&>(l_3852);
const uint32 l_3854 = l_3853 & uint32(2147483647);
const float l_3855 = reinterpret_cast<float const&>(l_3854);
const double l_3856 = double(l_3855);
l_mut_2367 = l_3856;
const bool l_3857 = l_3854 < uint32(8388608);
if (l_3857) {
const double l_3858 = double(l_3854);
const double l_3859 = l_3858 * double(1.401298464324817e-45);
l_mut_2367 = l_3859;
}
const uint64 l_3860 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3861 = l_3853 >> uint32(31);
const uint64 l_3862 = uint64(l_3861);
const uint64 l_3863 = l_3862 << uint64(63);
const uint64 l_3864 = l_3860 | l_3863;
const double l_3865 = reinterpret_cast<double const&>(l_3864);
const bool l_3866 = l_3865 <= l_3807;
if (l_3866) {
const uint32 l_3867 = reinterpret_cast<uint32 const&>(l_3813);
const uint32 l_3868 = l_3867 + uint32(1);
l_mut_3383 = l_3868;
const uint32 l_3869 = l_3867 & uint32(2147483647);
const bool l_3870 = l_3869 == uint32(0);
if (l_3870) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3871 = l_3867 & uint32(2147483648);
const bool l_3872 = l_3871 != uint32(0);
if (l_3872) {
const uint32 l_3873 = l_3867 - uint32(1);
l_mut_3383 = l_3873;
} else {
const bool l_3874 = l_3867 == uint32(2139095040);
if (l_3874) {
l_mut_3383 = l_3867;
}
}
}
const float l_3875 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3876 = reinterpret_cast<uint32 const&>(l_3875);
const uint32 l_3877 = l_3876 & uint32(2147483647);
const float l_3878 = reinterpret_cast<float const&>(l_3877);
const double l_3879 = double(l_3878);
l_mut_2367 = l_3879;
const bool l_3880 = l_3877 < uint32(8388608);
if (l_3880) {
const double l_3881 = double(l_3877);
const double l_3882 = l_3881 * double(1.401298464324817e-45);
l_mut_2367 = l_3882;
}
const uint64 l_3883 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3884 = l_3876 >> uint32(31);
const uint64 l_3885 = uint64(l_3884);
const uint64 l_3886 = l_3885 << uint64(63);
const uint64 l_3887 = l_3883 | l_3886;
const double l_3888 = reinterpret_cast<double const&>(l_3887);
l_mut_2621 = l_3888;
}
}
}
l_mut_2877 = l_mut_2621;
} else {
}
const double l_3889 = l_mut_1269 - l_168;
const double l_3890 = abs(l_3889);
const double l_3891 = l_3890 * double(2.220446049250313e-16);
const double l_3892 = l_2249 + l_3891;
const double l_3893 = l_3889 + l_3892;
const double l_3894 = -l_3893;
const double l_3895 = l_3894 * double(7.1362384635298e44);
const double l_3896 = floor(l_3895);
const double l_3897 = l_3896 * double(1.401298464324817e-45);
l_mut_2621 = l_3897;
const double l_3898 = abs(l_3894);
const bool l_3899 = l_3898 >= double(1.1754943508222875e-38);
if (l_3899) {
const float l_3900 = float(l_3894);
const double l_3901 = double(l_3900);
l_mut_2621 = l_3901;
const bool l_3902 = l_mut_2621 > l_3894;
if (l_3902) {
const uint32 l_3903 = reinterpret_cast<uint32 const&>(l_3900);
const uint32 l_3904 = l_3903 ^ uint32(2147483648);
const float l_3905 = reinterpret_cast<float const&>(l_3904);
const uint32 l_3906 = reinterpret_cast<uint32 const&>(l_3905);
const uint32 l_3907 = l_3906 + uint32(1);
l_mut_3383 = l_3907;
const uint32 l_3908 = l_3906 & uint32(2147483647);
const bool l_3909 = l_3908 == uint32(0);
if (l_3909) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3910 = l_3906 & uint32(2147483648);
const bool l_3911 = l_3910 != uint32(0);
if (l_3911) {
const uint32 l_3912 = l_3906 - uint32(1);
l_mut_3383 = l_3912;
} else {
const bool l_3913 = l_3906 == uint32(2139095040);
if (l_3913) {
l_mut_3383 = l_3906;
}
}
}
const float l_3914 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3915 = reinterpret_cast<uint32 const&>(l_3914);
const uint32 l_3916 = l_3915 ^ uint32(2147483648);
const float l_3917 = reinterpret_cast<float const&>(l_3916);
const uint32 l_3918 = reinterpret_cast<uint32 const&>(l_3917);
const uint32 l_3919 = l_3918 & uint32(2147483647);
const float l_3920 = reinterpret_cast<float const&>(l_3919);
const double l_3921 = double(l_3920);
l_mut_2367 = l_3921;
const bool l_3922 = l_3919 < uint32(8388608);
if (l_3922) {
const double l_3923 = double(l_3919);
const double l_3924 = l_3923 * double(1.401298464324817e-45);
l_mut_2367 = l_3924;
}
const uint64 l_3925 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3926 = l_3918 >> uint32(31);
const uint64 l_3927 = uint64(l_3926);
const uint64 l_3928 = l_3927 << uint64(63);
const uint64 l_3929 = l_3925 | l_3928;
const double l_3930 = reinterpret_cast<double const&>(l_3929);
l_mut_2621 = l_3930;
} else {
const uint32 l_3931 = reinterpret_cast<uint32 const&>(l_3900);
const uint32 l_3932 = l_3931 + uint32(1);
l_mut_3383 = l_3932;
const uint32 l_3933 = l_3931 & uint32(2147483647);
const bool l_3934 = l_3933 == uint32(0);
if (l_3934) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3935 = l_3931 & uint32(2147483648);
const bool l_3936 = l_3935 != uint32(0);
if (l_3936) {
const uint32 l_3937 = l_3931 - uint32(1);
l_mut_3383 = l_3937;
} else {
const bool l_3938 = l_3931 == uint32(2139095040);
if (l_3938) {
l_mut_3383 = l_3931;
}
}
}
const float l_3939 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3940 = reinterpret_cast<uint32 const&>(l_3939);
const uint32 l_3941 = l_3940 & uint32(2147483647);
const float l_3942 = reinterpret_cast<float const&>(l_3941);
const double l_3943 = double(l_3942);
l_mut_2367 = l_3943;
const bool l_3944 = l_3941 < uint32(8388608);
if (l_3944) {
const double l_3945 = double(l_3941);
const double l_3946 = l_3945 * double(1.401298464324817e-45);
l_mut_2367 = l_3946;
}
const uint64 l_3947 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3948 = l_3940 >> uint32(31);
const uint64 l_3949 = uint64(l_3948);
const uint64 l_3950 = l_3949 << uint64(63);
const uint64 l_3951 = l_3947 | l_3950;
const double l_3952 = reinterpret_cast<double const&>(l_3951);
const bool l_3953 = l_3952 <= l_3894;
if (l_3953) {
const uint32 l_3954 = reinterpret_cast<uint32 const&>(l_3900);
const uint32 l_3955 = l_3954 + uint32(1);
l_mut_3383 = l_3955;
const uint32 l_3956 = l_3954 & uint32(2147483647);
const bool l_3957 = l_3956 == uint32(0);
if (l_3957) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3958 = l_3954 & uint32(2147483648);
const bool l_3959 = l_3958 != uint32(0);
if (l_3959) {
const uint32 l_3960 = l_3954 - uint32(1);
l_mut_3383 = l_3960;
} else {
const bool l_3961 = l_3954 == uint32(2139095040);
if (l_3961) {
l_mut_3383 = l_3954;
}
}
}
const float l_3962 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3963 = reinterpret_cast<uint32 const&>(l_3962);
const uint32 l_3964 = l_3963 & uint32(2147483647);
const float l_3965 = reinterpret_cast<float const&>(l_3964);
const double l_3966 = double(l_3965);
l_mut_2367 = l_3966;
const bool l_3967 = l_3964 < uint32(8388608);
if (l_3967) {
const double l_3968 = double(l_3964);
const double l_3969 = l_3968 * double(1.401298464324817e-45);
l_mut_2367 = l_3969;
}
const uint64 l_3970 = reinterpret_cast<uint64 const&>(l_mut_2367);
const uint32 l_3971 = l_3963 >> uint32(31);
const uint64 l_3972 = uint64(l_3971);
const uint64 l_3973 = l_3972 << uint64(63);
const uint64 l_3974 = l_3970 | l_3973;
const double l_3975 = reinterpret_cast<double const&>(l_3974);
l_mut_2621 = l_3975;
}
}
}
const double l_3976 = -l_mut_2621;
l_mut_2621 = l_3976;
const bool l_3977 = bool(true) && bool(false);
if (l_3977) {
const double l_3978 = l_3889 + l_3892;
const double l_3979 = l_3978 * double(7.1362384635298e44);
const double l_3980 = floor(l_3979);
const double l_3981 = l_3980 * double(1.401298464324817e-45);
l_mut_2367 = l_3981;
const double l_3982 = abs(l_3978);
const bool l_3983 = l_3982 >= double(1.1754943508222875e-38);
if (l_3983) {
const float l_3984 = float(l_3978);
const double l_3985 = double(l_3984);
l_mut_2367 = l_3985;
const bool l_3986 = l_mut_2367 > l_3978;
if (l_3986) {
const uint32 l_3987 = reinterpret_cast<uint32 const&>(l_3984);
const uint32 l_3988 = l_3987 ^ uint32(2147483648);
const float l_3989 = reinterpret_cast<float const&>(l_3988);
const uint32 l_3990 = reinterpret_cast<uint32 const&>(l_3989);
const uint32 l_3991 = l_3990 + uint32(1);
l_mut_3383 = l_3991;
const uint32 l_3992 = l_3990 & uint32(2147483647);
const bool l_3993 = l_3992 == uint32(0);
if (l_3993) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_3994 = l_3990 & uint32(2147483648);
const bool l_3995 = l_3994 != uint32(0);
if (l_3995) {
const uint32 l_3996 = l_3990 - uint32(1);
l_mut_3383 = l_3996;
} else {
const bool l_3997 = l_3990 == uint32(2139095040);
if (l_3997) {
l_mut_3383 = l_3990;
}
}
}
const float l_3998 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_3999 = reinterpret_cast<uint32 const&>(l_3998);
const uint32 l_4000 = l_3999 ^ uint32(2147483648);
const float l_4001 = reinterpret_cast<float const&>(l_4000);
const uint32 l_4002 = reinterpret_cast<uint32 const&>(l_4001);
const uint32 l_4003 = l_4002 & uint32(2147483647);
const float l_4004 = reinterpret_cast<float const&>(l_4003);
const double l_4005 = double(l_4004);
l_mut_43 = l_4005;
const bool l_4006 = l_4003 < uint32(8388608);
if (l_4006) {
const double l_4007 = double(l_4003);
const double l_4008 = l_4007 * double(1.401298464324817e-45);
l_mut_43 = l_4008;
}
const uint64 l_4009 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4010 = l_4002 >> uint32(31);
const uint64 l_4011 = uint64(l_4010);
const uint64 l_4012 = l_4011 << uint64(63);
const uint64 l_4013 = l_4009 | l_4012;
const double l_4014 = reinterpret_cast<double const&>(l_4013);
l_mut_2367 = l_4014;
} else {
const uint32 l_4015 = reinterpret_cast<uint32 const&>(l_3984);
const uint32 l_4016 = l_4015 + uint32(1);
l_mut_3383 = l_4016;
const uint32 l_4017 = l_4015 & uint32(2147483647);
const bool l_4018 = l_4017 == uint32(0);
if (l_4018) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4019 = l_4015 & uint32(2147483648);
const bool l_4020 = l_4019 != uint32(0);
if (l_4020) {
const uint32 l_4021 = l_4015 - uint32(1);
l_mut_3383 = l_4021;
} else {
const bool l_4022 = l_4015 == uint32(2139095040);
if (l_4022) {
l_mut_3383 = l_4015;
}
}
}
const float l_4023 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4024 = reinterpret_cast<uint32 const&>(l_4023);
const uint32 l_4025 = l_4024 & uint32(2147483647);
const float l_4026 = reinterpret_cast<float const&>(l_4025);
const double l_4027 = double(l_4026);
l_mut_43 = l_4027;
const bool l_4028 = l_4025 < uint32(8388608);
if (l_4028) {
const double l_4029 = double(l_4025);
const double l_4030 = l_4029 * double(1.401298464324817e-45);
l_mut_43 = l_4030;
}
const uint64 l_4031 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4032 = l_4024 >> uint32(31);
const uint64 l_4033 = uint64(l_4032);
const uint64 l_4034 = l_4033 << uint64(63);
const uint64 l_4035 = l_4031 | l_4034;
const double l_4036 = reinterpret_cast<double const&>(l_4035);
const bool l_4037 = l_4036 <= l_3978;
if (l_4037) {
const uint32 l_4038 = reinterpret_cast<uint32 const&>(l_3984);
const uint32 l_4039 = l_4038 + uint32(1);
l_mut_3383 = l_4039;
const uint32 l_4040 = l_4038 & uint32(2147483647);
const bool l_4041 = l_4040 == uint32(0);
if (l_4041) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4042 = l_4038 & uint32(2147483648);
const bool l_4043 = l_4042 != uint32(0);
if (l_4043) {
const uint32 l_4044 = l_4038 - uint32(1);
l_mut_3383 = l_4044;
} else {
const bool l_4045 = l_4038 == uint32(2139095040);
if (l_4045) {
l_mut_3383 = l_4038;
}
}
}
const float l_4046 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4047 = reinterpret_cast<uint32 const&>(l_4046);
const uint32 l_4048 = l_4047 & uint32(2147483647);
const float l_4049 = reinterpret_cast<float const&>(l_4048);
const double l_4050 = double(l_4049);
l_mut_43 = l_4050;
const bool l_4051 = l_4048 < uint32(8388608);
if (l_4051) {
const double l_4052 = double(l_4048);
const double l_4053 = l_4052 * double(1.401298464324817e-45);
l_mut_43 = l_4053;
}
const uint64 l_4054 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4055 = l_4047 >> uint32(31);
const uint64 l_4056 = uint64(l_4055);
const uint64 l_4057 = l_4056 << uint64(63);
const uint64 l_4058 = l_4054 | l_4057;
const double l_4059 = reinterpret_cast<double const&>(l_4058);
l_mut_2367 = l_4059;
}
}
}
l_mut_2621 = l_mut_2367;
} else {
const double l_4060 = l_3889 - l_3892;
const double l_4061 = l_4060 * double(7.1362384635298e44);
const double l_4062 = floor(l_4061);
const double l_4063 = l_4062 * double(1.401298464324817e-45);
l_mut_2367 = l_4063;
const double l_4064 = abs(l_4060);
const bool l_4065 = l_4064 >= double(1.1754943508222875e-38);
if (l_4065) {
const float l_4066 = float(l_4060);
const double l_4067 = double(l_4066);
l_mut_2367 = l_4067;
const bool l_4068 = l_mut_2367 > l_4060;
if (l_4068) {
const uint32 l_4069 = reinterpret_cast<uint32 const&>(l_4066);
const uint32 l_4070 = l_4069 ^ uint32(2147483648);
const float l_4071 = reinterpret_cast<float const&>(l_4070);
const uint32 l_4072 = reinterpret_cast<uint32 const&>(l_4071);
const uint32 l_4073 = l_4072 + uint32(1);
l_mut_3383 = l_4073;
const uint32 l_4074 = l_4072 & uint32(2147483647);
const bool l_4075 = l_4074 == uint32(0);
if (l_4075) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4076 = l_4072 & uint32(2147483648);
const bool l_4077 = l_4076 != uint32(0);
if (l_4077) {
const uint32 l_4078 = l_4072 - uint32(1);
l_mut_3383 = l_4078;
} else {
const bool l_4079 = l_4072 == uint32(2139095040);
if (l_4079) {
l_mut_3383 = l_4072;
}
}
}
const float l_4080 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4081 = reinterpret_cast<uint32 const&>(l_4080);
const uint32 l_4082 = l_4081 ^ uint32(2147483648);
const float l_4083 = reinterpret_cast<float const&>(l_4082);
const uint32 l_4084 = reinterpret_cast<uint32 const&>(l_4083);
const uint32 l_4085 = l_4084 & uint32(2147483647);
const float l_4086 = reinterpret_cast<float const&>(l_4085);
const double l_4087 = double(l_4086);
l_mut_43 = l_4087;
const bool l_4088 = l_4085 < uint32(8388608);
if (l_4088) {
const double l_4089 = double(l_4085);
const double l_4090 = l_4089 * double(1.401298464324817e-45);
l_mut_43 = l_4090;
}
const uint64 l_4091 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4092 = l_4084 >> uint32(31);
const uint64 l_4093 = uint64(l_4092);
const uint64 l_4094 = l_4093 << uint64(63);
const uint64 l_4095 = l_4091 | l_4094;
const double l_4096 = reinterpret_cast<double const&>(l_4095);
l_mut_2367 = l_4096;
} else {
const uint32 l_4097 = reinterpret_cast<uint32 const&>(l_4066);
const uint32 l_4098 = l_4097 + uint32(1);
l_mut_3383 = l_4098;
const uint32 l_4099 = l_4097 & uint32(2147483647);
const bool l_4100 = l_4099 == uint32(0);
if (l_4100) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4101 = l_4097 & uint32(2147483648);
const bool l_4102 = l_4101 != uint32(0);
if (l_4102) {
const uint32 l_4103 = l_4097 - uint32(1);
l_mut_3383 = l_4103;
} else {
const bool l_4104 = l_4097 == uint32(2139095040);
if (l_4104) {
l_mut_3383 = l_4097;
}
}
}
const float l_4105 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4106 = reinterpret_cast<uint32 const&>(l_4105);
const uint32 l_4107 = l_4106 & uint32(2147483647);
const float l_4108 = reinterpret_cast<float const&>(l_4107);
const double l_4109 = double(l_4108);
l_mut_43 = l_4109;
const bool l_4110 = l_4107 < uint32(8388608);
if (l_4110) {
const double l_4111 = double(l_4107);
const double l_4112 = l_4111 * double(1.401298464324817e-45);
l_mut_43 = l_4112;
}
const uint64 l_4113 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4114 = l_4106 >> uint32(31);
const uint64 l_4115 = uint64(l_4114);
const uint64 l_4116 = l_4115 << uint64(63);
const uint64 l_4117 = l_4113 | l_4116;
const double l_4118 = reinterpret_cast<double const&>(l_4117);
const bool l_4119 = l_4118 <= l_4060;
if (l_4119) {
const uint32 l_4120 = reinterpret_cast<uint32 const&>(l_4066);
const uint32 l_4121 = l_4120 + uint32(1);
l_mut_3383 = l_4121;
const uint32 l_4122 = l_4120 & uint32(2147483647);
const bool l_4123 = l_4122 == uint32(0);
if (l_4123) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4124 = l_4120 & uint32(2147483648);
const bool l_4125 = l_4124 != uint32(0);
if (l_4125) {
const uint32 l_4126 = l_4120 - uint32(1);
l_mut_3383 = l_4126;
} else {
const bool l_4127 = l_4120 == uint32(2139095040);
if (l_4127) {
l_mut_3383 = l_4120;
}
}
}
const float l_4128 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4129 = reinterpret_cast<uint32 const&>(l_4128);
const uint32 l_4130 = l_4129 & uint32(2147483647);
const float l_4131 = reinterpret_cast<float const&>(l_4130);
const double l_4132 = double(l_4131);
l_mut_43 = l_4132;
const bool l_4133 = l_4130 < uint32(8388608);
if (l_4133) {
const double l_4134 = double(l_4130);
const double l_4135 = l_4134 * double(1.401298464324817e-45);
l_mut_43 = l_4135;
}
const uint64 l_4136 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4137 = l_4129 >> uint32(31);
const uint64 l_4138 = uint64(l_4137);
const uint64 l_4139 = l_4138 << uint64(63);
const uint64 l_4140 = l_4136 | l_4139;
const double l_4141 = reinterpret_cast<double const&>(l_4140);
l_mut_2367 = l_4141;
}
}
}
l_mut_2621 = l_mut_2367;
}
const double l_4142 = l_mut_1269 + l_168;
const double l_4143 = abs(l_4142);
const double l_4144 = l_4143 * double(2.220446049250313e-16);
const double l_4145 = l_2249 + l_4144;
const double l_4146 = l_4142 + l_4145;
const double l_4147 = -l_4146;
const double l_4148 = l_4147 * double(7.1362384635298e44);
const double l_4149 = floor(l_4148);
const double l_4150 = l_4149 * double(1.401298464324817e-45);
l_mut_2367 = l_4150;
const double l_4151 = abs(l_4147);
const bool l_4152 = l_4151 >= double(1.1754943508222875e-38);
if (l_4152) {
const float l_4153 = float(l_4147);
const double l_4154 = double(l_4153);
l_mut_2367 = l_4154;
const bool l_4155 = l_mut_2367 > l_4147;
if (l_4155) {
const uint32 l_4156 = reinterpret_cast<uint32 const&>(l_4153);
const uint32 l_4157 = l_4156 ^ uint32(2147483648);
const float l_4158 = reinterpret_cast<float const&>(l_4157);
const uint32 l_4159 = reinterpret_cast<uint32 const&>(l_4158);
const uint32 l_4160 = l_4159 + uint32(1);
l_mut_3383 = l_4160;
const uint32 l_4161 = l_4159 & uint32(2147483647);
const bool l_4162 = l_4161 == uint32(0);
if (l_4162) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4163 = l_4159 & uint32(2147483648);
const bool l_4164 = l_4163 != uint32(0);
if (l_4164) {
const uint32 l_4165 = l_4159 - uint32(1);
l_mut_3383 = l_4165;
} else {
const bool l_4166 = l_4159 == uint32(2139095040);
if (l_4166) {
l_mut_3383 = l_4159;
}
}
}
const float l_4167 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4168 = reinterpret_cast<uint32 const&>(l_4167);
const uint32 l_4169 = l_4168 ^ uint32(2147483648);
const float l_4170 = reinterpret_cast<float const&>(l_4169);
const uint32 l_4171 = reinterpret_cast<uint32 const&>(l_4170);
const uint32 l_4172 = l_4171 & uint32(2147483647);
const float l_4173 = reinterpret_cast<float const&>(l_4172);
const double l_4174 = double(l_4173);
l_mut_43 = l_4174;
const bool l_4175 = l_4172 < uint32(8388608);
if (l_4175) {
const double l_4176 = double(l_4172);
const double l_4177 = l_4176 * double(1.401298464324817e-45);
l_mut_43 = l_4177;
}
const uint64 l_4178 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4179 = l_4171 >> uint32(31);
const uint64 l_4180 = uint64(l_4179);
const uint64 l_4181 = l_4180 << uint64(63);
const uint64 l_4182 = l_4178 | l_4181;
const double l_4183 = reinterpret_cast<double const&>(l_4182);
l_mut_2367 = l_4183;
} else {
const uint32 l_4184 = reinterpret_cast<uint32 const&>(l_4153);
const uint32 l_4185 = l_4184 + uint32(1);
l_mut_3383 = l_4185;
const uint32 l_4186 = l_4184 & uint32(2147483647);
const bool l_4187 = l_4186 == uint32(0);
if (l_4187) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4188 = l_4184 & uint32(2147483648);
const bool l_4189 = l_4188 != uint32(0);
if (l_4189) {
const uint32 l_4190 = l_4184 - uint32(1);
l_mut_3383 = l_4190;
} else {
const bool l_4191 = l_4184 == uint32(2139095040);
if (l_4191) {
l_mut_3383 = l_4184;
}
}
}
const float l_4192 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4193 = reinterpret_cast<uint32 const&>(l_4192);
const uint32 l_4194 = l_4193 & uint32(2147483647);
const float l_4195 = reinterpret_cast<float const&>(l_4194);
const double l_4196 = double(l_4195);
l_mut_43 = l_4196;
const bool l_4197 = l_4194 < uint32(8388608);
if (l_4197) {
const double l_4198 = double(l_4194);
const double l_4199 = l_4198 * double(1.401298464324817e-45);
l_mut_43 = l_4199;
}
const uint64 l_4200 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4201 = l_4193 >> uint32(31);
const uint64 l_4202 = uint64(l_4201);
const uint64 l_4203 = l_4202 << uint64(63);
const uint64 l_4204 = l_4200 | l_4203;
const double l_4205 = reinterpret_cast<double const&>(l_4204);
const bool l_4206 = l_4205 <= l_4147;
if (l_4206) {
const uint32 l_4207 = reinterpret_cast<uint32 const&>(l_4153);
const uint32 l_4208 = l_4207 + uint32(1);
l_mut_3383 = l_4208;
const uint32 l_4209 = l_4207 & uint32(2147483647);
const bool l_4210 = l_4209 == uint32(0);
if (l_4210) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4211 = l_4207 & uint32(2147483648);
const bool l_4212 = l_4211 != uint32(0);
if (l_4212) {
const uint32 l_4213 = l_4207 - uint32(1);
l_mut_3383 = l_4213;
} else {
const bool l_4214 = l_4207 == uint32(2139095040);
if (l_4214) {
l_mut_3383 = l_4207;
}
}
}
const float l_4215 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4216 = reinterpret_cast<uint32 const&>(l_4215);
const uint32 l_4217 = l_4216 & uint32(2147483647);
const float l_4218 = reinterpret_cast<float const&>(l_4217);
const double l_4219 = double(l_4218);
l_mut_43 = l_4219;
const bool l_4220 = l_4217 < uint32(8388608);
if (l_4220) {
const double l_4221 = double(l_4217);
const double l_4222 = l_4221 * double(1.401298464324817e-45);
l_mut_43 = l_4222;
}
const uint64 l_4223 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4224 = l_4216 >> uint32(31);
const uint64 l_4225 = uint64(l_4224);
const uint64 l_4226 = l_4225 << uint64(63);
const uint64 l_4227 = l_4223 | l_4226;
const double l_4228 = reinterpret_cast<double const&>(l_4227);
l_mut_2367 = l_4228;
}
}
}
const double l_4229 = -l_mut_2367;
l_mut_2367 = l_4229;
const bool l_4230 = bool(false) && bool(false);
if (l_4230) {
const double l_4231 = l_4142 + l_4145;
const double l_4232 = l_4231 * double(7.1362384635298e44);
const double l_4233 = floor(l_4232);
const double l_4234 = l_4233 * double(1.401298464324817e-45);
l_mut_43 = l_4234;
const double l_4235 = abs(l_4231);
const bool l_4236 = l_4235 >= double(1.1754943508222875e-38);
if (l_4236) {
const float l_4237 = float(l_4231);
const double l_4238 = double(l_4237);
l_mut_43 = l_4238;
const bool l_4239 = l_mut_43 > l_4231;
if (l_4239) {
const uint32 l_4240 = reinterpret_cast<uint32 const&>(l_4237);
const uint32 l_4241 = l_4240 ^ uint32(2147483648);
const float l_4242 = reinterpret_cast<float const&>(l_4241);
const uint32 l_4243 = reinterpret_cast<uint32 const&>(l_4242);
const uint32 l_4244 = l_4243 + uint32(1);
l_mut_3383 = l_4244;
const uint32 l_4245 = l_4243 & uint32(2147483647);
const bool l_4246 = l_4245 == uint32(0);
if (l_4246) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4247 = l_4243 & uint32(2147483648);
const bool l_4248 = l_4247 != uint32(0);
if (l_4248) {
const uint32 l_4249 = l_4243 - uint32(1);
l_mut_3383 = l_4249;
} else {
const bool l_4250 = l_4243 == uint32(2139095040);
if (l_4250) {
l_mut_3383 = l_4243;
}
}
}
const float l_4251 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4252 = reinterpret_cast<uint32 const&>(l_4251);
const uint32 l_4253 = l_4252 ^ uint32(2147483648);
const float l_4254 = reinterpret_cast<float const&>(l_4253);
const uint32 l_4255 = reinterpret_cast<uint32 const&>(l_4254);
const uint32 l_4256 = l_4255 & uint32(2147483647);
const float l_4257 = reinterpret_cast<float const&>(l_4256);
const double l_4258 = double(l_4257);
l_mut_41 = l_4258;
const bool l_4259 = l_4256 < uint32(8388608);
if (l_4259) {
const double l_4260 = double(l_4256);
const double l_4261 = l_4260 * double(1.401298464324817e-45);
l_mut_41 = l_4261;
}
const uint64 l_4262 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4263 = l_4255 >> uint32(31);
const uint64 l_4264 = uint64(l_4263);
const uint64 l_4265 = l_4264 << uint64(63);
const uint64 l_4266 = l_4262 | l_4265;
const double l_4267 = reinterpret_cast<double const&>(l_4266);
l_mut_43 = l_4267;
} else {
const uint32 l_4268 = reinterpret_cast<uint32 const&>(l_4237);
const uint32 l_4269 = l_4268 + uint32(1);
l_mut_3383 = l_4269;
const uint32 l_4270 = l_4268 & uint32(2147483647);
const bool l_4271 = l_4270 == uint32(0);
if (l_4271) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4272 = l_4268 & uint32(2147483648);
const bool l_4273 = l_4272 != uint32(0);
if (l_4273) {
const uint32 l_4274 = l_4268 - uint32(1);
l_mut_3383 = l_4274;
} else {
const bool l_4275 = l_4268 == uint32(2139095040);
if (l_4275) {
l_mut_3383 = l_4268;
}
}
}
const float l_4276 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4277 = reinterpret_cast<uint32 const&>(l_4276);
const uint32 l_4278 = l_4277 & uint32(2147483647);
const float l_4279 = reinterpret_cast<float const&>(l_4278);
const double l_4280 = double(l_4279);
l_mut_41 = l_4280;
const bool l_4281 = l_4278 < uint32(8388608);
if (l_4281) {
const double l_4282 = double(l_4278);
const double l_4283 = l_4282 * double(1.401298464324817e-45);
l_mut_41 = l_4283;
}
const uint64 l_4284 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4285 = l_4277 >> uint32(31);
const uint64 l_4286 = uint64(l_4285);
const uint64 l_4287 = l_4286 << uint64(63);
const uint64 l_4288 = l_4284 | l_4287;
const double l_4289 = reinterpret_cast<double const&>(l_4288);
const bool l_4290 = l_4289 <= l_4231;
if (l_4290) {
const uint32 l_4291 = reinterpret_cast<uint32 const&>(l_4237);
const uint32 l_4292 = l_4291 + uint32(1);
l_mut_3383 = l_4292;
const uint32 l_4293 = l_4291 & uint32(2147483647);
const bool l_4294 = l_4293 == uint32(0);
if (l_4294) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4295 = l_4291 & uint32(2147483648);
const bool l_4296 = l_4295 != uint32(0);
if (l_4296) {
const uint32 l_4297 = l_4291 - uint32(1);
l_mut_3383 = l_4297;
} else {
const bool l_4298 = l_4291 == uint32(2139095040);
if (l_4298) {
l_mut_3383 = l_4291;
}
}
}
const float l_4299 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4300 = reinterpret_cast<uint32 const&>(l_4299);
const uint32 l_4301 = l_4300 & uint32(2147483647);
const float l_4302 = reinterpret_cast<float const&>(l_4301);
const double l_4303 = double(l_4302);
l_mut_41 = l_4303;
const bool l_4304 = l_4301 < uint32(8388608);
if (l_4304) {
const double l_4305 = double(l_4301);
const double l_4306 = l_4305 * double(1.401298464324817e-45);
l_mut_41 = l_4306;
}
const uint64 l_4307 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4308 = l_4300 >> uint32(31);
const uint64 l_4309 = uint64(l_4308);
const uint64 l_4310 = l_4309 << uint64(63);
const uint64 l_4311 = l_4307 | l_4310;
const double l_4312 = reinterpret_cast<double const&>(l_4311);
l_mut_43 = l_4312;
}
}
}
l_mut_2367 = l_mut_43;
} else {
}
l_mut_3383 = uint32(0);
const bool l_4313 = l_mut_2621 <= double(0.0);
const bool l_4314 = l_mut_2367 >= double(0.0);
const bool l_4315 = l_4313 && l_4314;
const bool l_4316 = !l_4315;
if (l_4316) {
const double l_4318 = l_mut_3131 / l_mut_2621;
const double l_4319 = l_mut_3131 / l_mut_2367;
const double l_4320 = l_mut_2877 / l_mut_2621;
const double l_4321 = l_mut_2877 / l_mut_2367;
l_arr_4317[uint32(0)] = l_4318;
l_arr_4317[uint32(1)] = l_4318;
const double l_4322 = l_arr_4317[uint32(0)];
const bool l_4323 = l_4319 < l_4322;
if (l_4323) {
l_arr_4317[uint32(0)] = l_4319;
}
const double l_4324 = l_arr_4317[uint32(0)];
const bool l_4325 = l_4320 < l_4324;
if (l_4325) {
l_arr_4317[uint32(0)] = l_4320;
}
const double l_4326 = l_arr_4317[uint32(0)];
const bool l_4327 = l_4321 < l_4326;
if (l_4327) {
l_arr_4317[uint32(0)] = l_4321;
}
const double l_4328 = l_arr_4317[uint32(1)];
const bool l_4329 = l_4319 > l_4328;
if (l_4329) {
l_arr_4317[uint32(1)] = l_4319;
}
const double l_4330 = l_arr_4317[uint32(1)];
const bool l_4331 = l_4320 > l_4330;
if (l_4331) {
l_arr_4317[uint32(1)] = l_4320;
}
const double l_4332 = l_arr_4317[uint32(1)];
const bool l_4333 = l_4321 > l_4332;
if (l_4333) {
l_arr_4317[uint32(1)] = l_4321;
}
const double l_4334 = l_arr_4317[uint32(0)];
const double l_4335 = abs(l_4334);
const double l_4336 = l_4335 * l_mut_856;
const double l_4337 = l_arr_4317[uint32(1)];
const double l_4338 = abs(l_4337);
const double l_4339 = l_4338 * l_mut_856;
l_mut_3383 = uint32(2);
const double l_4340 = l_arr_4317[uint32(0)];
const double l_4341 = l_4340 - l_4336;
const double l_4342 = abs(l_4341);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4343 = l_4342 >= double(1.1754943508222875e-38);
const bool l_4344 = l_4342 <= double(1.7976931348623157e308);
const bool l_4345 = l_4343 && l_4344;
if (l_4345) {
const uint64 l_4346 = reinterpret_cast<uint64 const&>(l_4342);
const uint64 l_4347 = l_4346 >> uint64(52);
const uint64 l_4348 = l_4347 - uint64(23);
const uint64 l_4349 = l_4348 << uint64(52);
const double l_4350 = reinterpret_cast<double const&>(l_4349);
l_mut_3131 = l_4350;
}
const double l_4351 = l_4340 + l_4336;
const double l_4352 = abs(l_4351);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_4353 = l_4352 >= double(1.1754943508222875e-38);
const bool l_4354 = l_4352 <= double(1.7976931348623157e308);
const bool l_4355 = l_4353 && l_4354;
if (l_4355) {
const uint64 l_4356 = reinterpret_cast<uint64 const&>(l_4352);
const uint64 l_4357 = l_4356 >> uint64(52);
const uint64 l_4358 = l_4357 - uint64(23);
const uint64 l_4359 = l_4358 << uint64(52);
const double l_4360 = reinterpret_cast<double const&>(l_4359);
l_mut_2877 = l_4360;
}
const bool l_4361 = l_mut_3131 == l_mut_2877;
const double l_4362 = l_arr_4317[uint32(1)];
const double l_4363 = l_4362 - l_4339;
const double l_4364 = abs(l_4363);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4365 = l_4364 >= double(1.1754943508222875e-38);
const bool l_4366 = l_4364 <= double(1.7976931348623157e308);
const bool l_4367 = l_4365 && l_4366;
if (l_4367) {
const uint64 l_4368 = reinterpret_cast<uint64 const&>(l_4364);
const uint64 l_4369 = l_4368 >> uint64(52);
const uint64 l_4370 = l_4369 - uint64(23);
const uint64 l_4371 = l_4370 << uint64(52);
const double l_4372 = reinterpret_cast<double const&>(l_4371);
l_mut_3131 = l_4372;
}
const double l_4373 = l_4362 + l_4339;
const double l_4374 = abs(l_4373);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_4375 = l_4374 >= double(1.1754943508222875e-38);
const bool l_4376 = l_4374 <= double(1.7976931348623157e308);
const bool l_4377 = l_4375 && l_4376;
if (l_4377) {
const uint64 l_4378 = reinterpret_cast<uint64 const&>(l_4374);
const uint64 l_4379 = l_4378 >> uint64(52);
const uint64 l_4380 = l_4379 - uint64(23);
const uint64 l_4381 = l_4380 << uint64(52);
const double l_4382 = reinterpret_cast<double const&>(l_4381);
l_mut_2877 = l_4382;
}
const bool l_4383 = l_mut_3131 == l_mut_2877;
const bool l_4384 = l_4361 && l_4383;
if (l_4384) {
const double l_4385 = l_arr_4317[uint32(0)];
const double l_4386 = l_arr_4317[uint32(0)];
const double l_4387 = abs(l_4386);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4388 = l_4387 >= double(1.1754943508222875e-38);
const bool l_4389 = l_4387 <= double(1.7976931348623157e308);
const bool l_4390 = l_4388 && l_4389;
if (l_4390) {
const uint64 l_4391 = reinterpret_cast<uint64 const&>(l_4387);
const uint64 l_4392 = l_4391 >> uint64(52);
const uint64 l_4393 = l_4392 - uint64(23);
const uint64 l_4394 = l_4393 << uint64(52);
const double l_4395 = reinterpret_cast<double const&>(l_4394);
l_mut_3131 = l_4395;
}
const double l_4396 = l_171 * l_mut_3131;
const double l_4397 = l_4385 - l_4396;
const double l_4398 = l_arr_4317[uint32(1)];
const double l_4399 = l_arr_4317[uint32(1)];
const double l_4400 = abs(l_4399);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4401 = l_4400 >= double(1.1754943508222875e-38);
const bool l_4402 = l_4400 <= double(1.7976931348623157e308);
const bool l_4403 = l_4401 && l_4402;
if (l_4403) {
const uint64 l_4404 = reinterpret_cast<uint64 const&>(l_4400);
const uint64 l_4405 = l_4404 >> uint64(52);
const uint64 l_4406 = l_4405 - uint64(23);
const uint64 l_4407 = l_4406 << uint64(52);
const double l_4408 = reinterpret_cast<double const&>(l_4407);
l_mut_3131 = l_4408;
}
const double l_4409 = l_171 * l_mut_3131;
const double l_4410 = l_4398 + l_4409;
const uint32 l_4411 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4412 = l_4411 & uint32(2147483647);
const float l_4413 = reinterpret_cast<float const&>(l_4412);
const double l_4414 = double(l_4413);
l_mut_3131 = l_4414;
const bool l_4415 = l_4412 < uint32(8388608);
if (l_4415) {
const double l_4416 = double(l_4412);
const double l_4417 = l_4416 * double(1.401298464324817e-45);
l_mut_3131 = l_4417;
}
const uint64 l_4418 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4419 = l_4411 >> uint32(31);
const uint64 l_4420 = uint64(l_4419);
const uint64 l_4421 = l_4420 << uint64(63);
const uint64 l_4422 = l_4418 | l_4421;
const double l_4423 = reinterpret_cast<double const&>(l_4422);
const uint32 l_4424 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4425 = l_4424 + uint32(1);
l_mut_4426 = l_4425;
const uint32 l_4427 = l_4424 & uint32(2147483647);
const bool l_4428 = l_4427 == uint32(0);
if (l_4428) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_4429 = l_4424 & uint32(2147483648);
const bool l_4430 = l_4429 != uint32(0);
if (l_4430) {
const uint32 l_4431 = l_4424 - uint32(1);
l_mut_4426 = l_4431;
} else {
const bool l_4432 = l_4424 == uint32(2139095040);
if (l_4432) {
l_mut_4426 = l_4424;
}
}
}
const float l_4433 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_4434 = reinterpret_cast<uint32 const&>(l_4433);
const uint32 l_4435 = l_4434 & uint32(2147483647);
const float l_4436 = reinterpret_cast<float const&>(l_4435);
const double l_4437 = double(l_4436);
l_mut_3131 = l_4437;
const bool l_4438 = l_4435 < uint32(8388608);
if (l_4438) {
const double l_4439 = double(l_4435);
const double l_4440 = l_4439 * double(1.401298464324817e-45);
l_mut_3131 = l_4440;
}
const uint64 l_4441 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4442 = l_4434 >> uint32(31);
const uint64 l_4443 = uint64(l_4442);
const uint64 l_4444 = l_4443 << uint64(63);
const uint64 l_4445 = l_4441 | l_4444;
const double l_4446 = reinterpret_cast<double const&>(l_4445);
const uint32 l_4447 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4448 = l_4447 ^ uint32(2147483648);
const float l_4449 = reinterpret_cast<float const&>(l_4448);
const uint32 l_4450 = reinterpret_cast<uint32 const&>(l_4449);
const uint32 l_4451 = l_4450 + uint32(1);
l_mut_4426 = l_4451;
const uint32 l_4452 = l_4450 & uint32(2147483647);
const bool l_4453 = l_4452 == uint32(0);
if (l_4453) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_4454 = l_4450 & uint32(2147483648);
const bool l_4455 = l_4454 != uint32(0);
if (l_4455) {
const uint32 l_4456 = l_4450 - uint32(1);
l_mut_4426 = l_4456;
} else {
const bool l_4457 = l_4450 == uint32(2139095040);
if (l_4457) {
l_mut_4426 = l_4450;
}
}
}
const float l_4458 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_4459 = reinterpret_cast<uint32 const&>(l_4458);
const uint32 l_4460 = l_4459 ^ uint32(2147483648);
const float l_4461 = reinterpret_cast<float const&>(l_4460);
const uint32 l_4462 = reinterpret_cast<uint32 const&>(l_4461);
const uint32 l_4463 = l_4462 & uint32(2147483647);
const float l_4464 = reinterpret_cast<float const&>(l_4463);
const double l_4465 = double(l_4464);
l_mut_3131 = l_4465;
const bool l_4466 = l_4463 < uint32(8388608);
if (l_4466) {
const double l_4467 = double(l_4463);
const double l_4468 = l_4467 * double(1.401298464324817e-45);
l_mut_3131 = l_4468;
}
const uint64 l_4469 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4470 = l_4462 >> uint32(31);
const uint64 l_4471 = uint64(l_4470);
const uint64 l_4472 = l_4471 << uint64(63);
const uint64 l_4473 = l_4469 | l_4472;
const double l_4474 = reinterpret_cast<double const&>(l_4473);
const double l_4475 = l_4397 + l_4336;
const bool l_4476 = l_4475 <= l_4423;
l_mut_297 = l_4476;
const double l_4477 = l_4397 - l_4336;
const bool l_4478 = l_4477 > l_4423;
l_mut_294 = l_4478;
const double l_4479 = l_4410 - l_4339;
const bool l_4480 = l_4479 >= l_4423;
l_mut_291 = l_4480;
const double l_4481 = l_4410 + l_4339;
const bool l_4482 = l_4481 < l_4423;
l_mut_288 = l_4482;
const double l_4483 = l_4397 + l_4336;
const bool l_4484 = l_4483 < l_4446;
l_mut_297 = l_4484;
const double l_4485 = l_4397 - l_4336;
const bool l_4486 = l_4485 >= l_4446;
l_mut_294 = l_4486;
const double l_4487 = l_4410 - l_4339;
const bool l_4488 = l_4487 > l_4474;
l_mut_291 = l_4488;
const double l_4489 = l_4410 + l_4339;
const bool l_4490 = l_4489 <= l_4474;
l_mut_288 = l_4490;
l_mut_4426 = uint32(2);
const bool l_4491 = l_mut_294 || l_mut_288;
if (l_4491) {
l_mut_4426 = uint32(1);
} else {
const bool l_4492 = l_mut_297 && l_mut_291;
if (l_4492) {
l_mut_4426 = uint32(0);
}
}
const uint32 l_4493 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4494 = l_4493 & uint32(2147483647);
const bool l_4495 = l_4494 == uint32(0);
if (l_4495) {
const double l_4496 = l_4397 + l_4336;
const bool l_4497 = l_4496 < double(1.1754943508222875e-38);
const double l_4498 = l_4410 - l_4339;
const bool l_4499 = l_4498 > double(-1.1754943508222875e-38);
const bool l_4500 = l_4497 && l_4499;
const double l_4501 = l_4397 - l_4336;
const bool l_4502 = l_4501 < double(1.1754943508222875e-38);
const double l_4503 = l_4410 + l_4339;
const bool l_4504 = l_4503 > double(-1.1754943508222875e-38);
const bool l_4505 = l_4502 && l_4504;
if (l_4500) {
l_mut_4426 = uint32(0);
} else {
const bool l_4506 = l_mut_4426 == uint32(1);
const bool l_4507 = l_4505 && l_4506;
if (l_4507) {
l_mut_4426 = uint32(2);
}
}
}
l_mut_3383 = l_mut_4426;
}
}
const bool l_4508 = l_mut_196 == uint32(0);
if (l_4508) {
l_mut_237 = uint32(0);
} else {
const bool l_4509 = l_mut_3383 == uint32(1);
if (l_4509) {
l_mut_237 = uint32(1);
}
}
} else {
const double l_4510 = l_mut_1352 - l_168;
const double l_4511 = l_mut_1352 + l_168;
const double l_4512 = l_mut_1269 - l_168;
const double l_4513 = l_mut_1269 + l_168;
const double l_4514 = abs(l_4512);
const bool l_4515 = l_4514 > l_2249;
const double l_4516 = abs(l_4513);
const bool l_4517 = l_4516 > l_2249;
const bool l_4518 = l_4515 && l_4517;
if (l_4518) {
const double l_4519 = l_2247 + l_2249;
const double l_4520 = abs(l_4512);
const double l_4521 = abs(l_4513);
l_mut_3131 = l_4520;
const bool l_4522 = l_4521 < l_4520;
if (l_4522) {
l_mut_3131 = l_4521;
}
const double l_4523 = l_4519 / l_mut_3131;
const double l_4524 = abs(l_4510);
const double l_4525 = abs(l_4511);
l_mut_3131 = l_4524;
const bool l_4526 = l_4525 < l_4524;
if (l_4526) {
l_mut_3131 = l_4525;
}
const double l_4527 = l_2247 / l_mut_3131;
const double l_4528 = l_4523 + l_4527;
l_mut_856 = l_mut_856 + l_4528;
l_mut_4426 = uint32(0);
const bool l_4529 = l_4512 <= double(0.0);
const bool l_4530 = l_4513 >= double(0.0);
const bool l_4531 = l_4529 && l_4530;
const bool l_4532 = !l_4531;
if (l_4532) {
const double l_4534 = l_4510 / l_4512;
const double l_4535 = l_4510 / l_4513;
const double l_4536 = l_4511 / l_4512;
const double l_4537 = l_4511 / l_4513;
l_arr_4533[uint32(0)] = l_4534;
l_arr_4533[uint32(1)] = l_4534;
const double l_4538 = l_arr_4533[uint32(0)];
const bool l_4539 = l_4535 < l_4538;
if (l_4539) {
l_arr_4533[uint32(0)] = l_4535;
}
const double l_4540 = l_arr_4533[uint32(0)];
const bool l_4541 = l_4536 < l_4540;
if (l_4541) {
l_arr_4533[uint32(0)] = l_4536;
}
const double l_4542 = l_arr_4533[uint32(0)];
const bool l_4543 = l_4537 < l_4542;
if (l_4543) {
l_arr_4533[uint32(0)] = l_4537;
}
const double l_4544 = l_arr_4533[uint32(1)];
const bool l_4545 = l_4535 > l_4544;
if (l_4545) {
l_arr_4533[uint32(1)] = l_4535;
}
const double l_4546 = l_arr_4533[uint32(1)];
const bool l_4547 = l_4536 > l_4546;
if (l_4547) {
l_arr_4533[uint32(1)] = l_4536;
}
const double l_4548 = l_arr_4533[uint32(1)];
const bool l_4549 = l_4537 > l_4548;
if (l_4549) {
l_arr_4533[uint32(1)] = l_4537;
}
const double l_4550 = l_arr_4533[uint32(0)];
const double l_4551 = abs(l_4550);
const double l_4552 = l_4551 * l_mut_856;
const double l_4553 = l_arr_4533[uint32(1)];
const double l_4554 = abs(l_4553);
const double l_4555 = l_4554 * l_mut_856;
l_mut_4426 = uint32(2);
const double l_4556 = l_arr_4533[uint32(0)];
const double l_4557 = l_4556 - l_4552;
const double l_4558 = abs(l_4557);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4559 = l_4558 >= double(1.1754943508222875e-38);
const bool l_4560 = l_4558 <= double(1.7976931348623157e308);
const bool l_4561 = l_4559 && l_4560;
if (l_4561) {
const uint64 l_4562 = reinterpret_cast<uint64 const&>(l_4558);
const uint64 l_4563 = l_4562 >> uint64(52);
const uint64 l_4564 = l_4563 - uint64(23);
const uint64 l_4565 = l_4564 << uint64(52);
const double l_4566 = reinterpret_cast<double const&>(l_4565);
l_mut_3131 = l_4566;
}
const double l_4567 = l_4556 + l_4552;
const double l_4568 = abs(l_4567);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_4569 = l_4568 >= double(1.1754943508222875e-38);
const bool l_4570 = l_4568 <= double(1.7976931348623157e308);
const bool l_4571 = l_4569 && l_4570;
if (l_4571) {
const uint64 l_4572 = reinterpret_cast<uint64 const&>(l_4568);
const uint64 l_4573 = l_4572 >> uint64(52);
const uint64 l_4574 = l_4573 - uint64(23);
const uint64 l_4575 = l_4574 << uint64(52);
const double l_4576 = reinterpret_cast<double const&>(l_4575);
l_mut_2877 = l_4576;
}
const bool l_4577 = l_mut_3131 == l_mut_2877;
const double l_4578 = l_arr_4533[uint32(1)];
const double l_4579 = l_4578 - l_4555;
const double l_4580 = abs(l_4579);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4581 = l_4580 >= double(1.1754943508222875e-38);
const bool l_4582 = l_4580 <= double(1.7976931348623157e308);
const bool l_4583 = l_4581 && l_4582;
if (l_4583) {
const uint64 l_4584 = reinterpret_cast<uint64 const&>(l_4580);
const uint64 l_4585 = l_4584 >> uint64(52);
const uint64 l_4586 = l_4585 - uint64(23);
const uint64 l_4587 = l_4586 << uint64(52);
const double l_4588 = reinterpret_cast<double const&>(l_4587);
l_mut_3131 = l_4588;
}
const double l_4589 = l_4578 + l_4555;
const double l_4590 = abs(l_4589);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_4591 = l_4590 >= double(1.1754943508222875e-38);
const bool l_4592 = l_4590 <= double(1.7976931348623157e308);
const bool l_4593 = l_4591 && l_4592;
if (l_4593) {
const uint64 l_4594 = reinterpret_cast<uint64 const&>(l_4590);
const uint64 l_4595 = l_4594 >> uint64(52);
const uint64 l_4596 = l_4595 - uint64(23);
const uint64 l_4597 = l_4596 << uint64(52);
const double l_4598 = reinterpret_cast<double const&>(l_4597);
l_mut_2877 = l_4598;
}
const bool l_4599 = l_mut_3131 == l_mut_2877;
const bool l_4600 = l_4577 && l_4599;
if (l_4600) {
const double l_4601 = l_arr_4533[uint32(0)];
const double l_4602 = l_arr_4533[uint32(0)];
const double l_4603 = abs(l_4602);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4604 = l_4603 >= double(1.1754943508222875e-38);
const bool l_4605 = l_4603 <= double(1.7976931348623157e308);
const bool l_4606 = l_4604 && l_4605;
if (l_4606) {
const uint64 l_4607 = reinterpret_cast<uint64 const&>(l_4603);
const uint64 l_4608 = l_4607 >> uint64(52);
const uint64 l_4609 = l_4608 - uint64(23);
const uint64 l_4610 = l_4609 << uint64(52);
const double l_4611 = reinterpret_cast<double const&>(l_4610);
l_mut_3131 = l_4611;
}
const double l_4612 = l_171 * l_mut_3131;
const double l_4613 = l_4601 - l_4612;
const double l_4614 = l_arr_4533[uint32(1)];
const double l_4615 = l_arr_4533[uint32(1)];
const double l_4616 = abs(l_4615);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4617 = l_4616 >= double(1.1754943508222875e-38);
const bool l_4618 = l_4616 <= double(1.7976931348623157e308);
const bool l_4619 = l_4617 && l_4618;
if (l_4619) {
const uint64 l_4620 = reinterpret_cast<uint64 const&>(l_4616);
const uint64 l_4621 = l_4620 >> uint64(52);
const uint64 l_4622 = l_4621 - uint64(23);
const uint64 l_4623 = l_4622 << uint64(52);
const double l_4624 = reinterpret_cast<double const&>(l_4623);
l_mut_3131 = l_4624;
}
const double l_4625 = l_171 * l_mut_3131;
const double l_4626 = l_4614 + l_4625;
const uint32 l_4627 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4628 = l_4627 & uint32(2147483647);
const float l_4629 = reinterpret_cast<float const&>(l_4628);
const double l_4630 = double(l_4629);
l_mut_3131 = l_4630;
const bool l_4631 = l_4628 < uint32(8388608);
if (l_4631) {
const double l_4632 = double(l_4628);
const double l_4633 = l_4632 * double(1.401298464324817e-45);
l_mut_3131 = l_4633;
}
const uint64 l_4634 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4635 = l_4627 >> uint32(31);
const uint64 l_4636 = uint64(l_4635);
const uint64 l_4637 = l_4636 << uint64(63);
const uint64 l_4638 = l_4634 | l_4637;
const double l_4639 = reinterpret_cast<double const&>(l_4638);
const uint32 l_4640 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4641 = l_4640 + uint32(1);
l_mut_3383 = l_4641;
const uint32 l_4642 = l_4640 & uint32(2147483647);
const bool l_4643 = l_4642 == uint32(0);
if (l_4643) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4644 = l_4640 & uint32(2147483648);
const bool l_4645 = l_4644 != uint32(0);
if (l_4645) {
const uint32 l_4646 = l_4640 - uint32(1);
l_mut_3383 = l_4646;
} else {
const bool l_4647 = l_4640 == uint32(2139095040);
if (l_4647) {
l_mut_3383 = l_4640;
}
}
}
const float l_4648 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4649 = reinterpret_cast<uint32 const&>(l_4648);
const uint32 l_4650 = l_4649 & uint32(2147483647);
const float l_4651 = reinterpret_cast<float const&>(l_4650);
const double l_4652 = double(l_4651);
l_mut_3131 = l_4652;
const bool l_4653 = l_4650 < uint32(8388608);
if (l_4653) {
const double l_4654 = double(l_4650);
const double l_4655 = l_4654 * double(1.401298464324817e-45);
l_mut_3131 = l_4655;
}
const uint64 l_4656 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4657 = l_4649 >> uint32(31);
const uint64 l_4658 = uint64(l_4657);
const uint64 l_4659 = l_4658 << uint64(63);
const uint64 l_4660 = l_4656 | l_4659;
const double l_4661 = reinterpret_cast<double const&>(l_4660);
const uint32 l_4662 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4663 = l_4662 ^ uint32(2147483648);
const float l_4664 = reinterpret_cast<float const&>(l_4663);
const uint32 l_4665 = reinterpret_cast<uint32 const&>(l_4664);
const uint32 l_4666 = l_4665 + uint32(1);
l_mut_3383 = l_4666;
const uint32 l_4667 = l_4665 & uint32(2147483647);
const bool l_4668 = l_4667 == uint32(0);
if (l_4668) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_4669 = l_4665 & uint32(2147483648);
const bool l_4670 = l_4669 != uint32(0);
if (l_4670) {
const uint32 l_4671 = l_4665 - uint32(1);
l_mut_3383 = l_4671;
} else {
const bool l_4672 = l_4665 == uint32(2139095040);
if (l_4672) {
l_mut_3383 = l_4665;
}
}
}
const float l_4673 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_4674 = reinterpret_cast<uint32 const&>(l_4673);
const uint32 l_4675 = l_4674 ^ uint32(2147483648);
const float l_4676 = reinterpret_cast<float const&>(l_4675);
const uint32 l_4677 = reinterpret_cast<uint32 const&>(l_4676);
const uint32 l_4678 = l_4677 & uint32(2147483647);
const float l_4679 = reinterpret_cast<float const&>(l_4678);
const double l_4680 = double(l_4679);
l_mut_3131 = l_4680;
const bool l_4681 = l_4678 < uint32(8388608);
if (l_4681) {
const double l_4682 = double(l_4678);
const double l_4683 = l_4682 * double(1.401298464324817e-45);
l_mut_3131 = l_4683;
}
const uint64 l_4684 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4685 = l_4677 >> uint32(31);
const uint64 l_4686 = uint64(l_4685);
const uint64 l_4687 = l_4686 << uint64(63);
const uint64 l_4688 = l_4684 | l_4687;
const double l_4689 = reinterpret_cast<double const&>(l_4688);
const double l_4690 = l_4613 + l_4552;
const bool l_4691 = l_4690 <= l_4639;
l_mut_297 = l_4691;
const double l_4692 = l_4613 - l_4552;
const bool l_4693 = l_4692 > l_4639;
l_mut_294 = l_4693;
const double l_4694 = l_4626 - l_4555;
const bool l_4695 = l_4694 >= l_4639;
l_mut_291 = l_4695;
const double l_4696 = l_4626 + l_4555;
const bool l_4697 = l_4696 < l_4639;
l_mut_288 = l_4697;
l_mut_3383 = uint32(2);
const bool l_4698 = l_mut_294 || l_mut_288;
if (l_4698) {
l_mut_3383 = uint32(1);
} else {
const bool l_4699 = l_mut_297 && l_mut_291;
if (l_4699) {
l_mut_3383 = uint32(0);
}
}
const uint32 l_4700 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4701 = l_4700 & uint32(2147483647);
const bool l_4702 = l_4701 == uint32(0);
if (l_4702) {
const double l_4703 = l_4613 + l_4552;
const bool l_4704 = l_4703 < double(1.1754943508222875e-38);
const double l_4705 = l_4626 - l_4555;
const bool l_4706 = l_4705 > double(-1.1754943508222875e-38);
const bool l_4707 = l_4704 && l_4706;
const double l_4708 = l_4613 - l_4552;
const bool l_4709 = l_4708 < double(1.1754943508222875e-38);
const double l_4710 = l_4626 + l_4555;
const bool l_4711 = l_4710 > double(-1.1754943508222875e-38);
const bool l_4712 = l_4709 && l_4711;
if (l_4707) {
l_mut_3383 = uint32(0);
} else {
const bool l_4713 = l_mut_3383 == uint32(1);
const bool l_4714 = l_4712 && l_4713;
if (l_4714) {
l_mut_3383 = uint32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
}
l_mut_237 = l_mut_4426;
}
}
l_mut_180 = l_mut_237;
} else {
const bool l_4715 = l_176 <= l_174;
if (l_4715) {
const float l_4716 = float(l_175);
const uint32 l_4717 = reinterpret_cast<uint32 const&>(l_4716);
const uint32 l_4718 = l_4717 & uint32(2147483647);
const float l_4719 = reinterpret_cast<float const&>(l_4718);
const double l_4720 = double(l_4719);
l_mut_3131 = l_4720;
const bool l_4721 = l_4718 < uint32(8388608);
if (l_4721) {
const double l_4722 = double(l_4718);
const double l_4723 = l_4722 * double(1.401298464324817e-45);
l_mut_3131 = l_4723;
}
const uint64 l_4724 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_4725 = l_4717 >> uint32(31);
const uint64 l_4726 = uint64(l_4725);
const uint64 l_4727 = l_4726 << uint64(63);
const uint64 l_4728 = l_4724 | l_4727;
const double l_4729 = reinterpret_cast<double const&>(l_4728);
const double l_4730 = abs(l_4729);
l_mut_3131 = l_4730;
l_mut_4426 = uint32(0);
const bool l_4731 = l_4730 >= double(0.785);
if (l_4731) {
const double l_4732 = l_4730 * double(0.6366197723675814);
const double l_4733 = l_4732 + double(0.5);
const double l_4734 = floor(l_4733);
const double l_4735 = l_4734 * double(1.570796325802803);
const double l_4736 = l_4730 - l_4735;
const double l_4737 = l_4736 * l_20;
const double l_4738 = l_4734 * double(9.920935796805404e-10);
const double l_4739 = l_4737 - l_4738;
l_mut_3131 = l_4739;
const uint32 l_4740 = uint32(l_4734);
l_mut_4426 = l_4740;
}
const uint32 l_4741 = reinterpret_cast<uint32 const&>(l_4716);
const bool l_4742 = l_4741 >= uint32(2147483648);
const double l_4743 = l_mut_3131 * l_mut_3131;
const double l_4744 = l_4743 * double(1.9572941063391263e-20);
const double l_4745 = double(8.22063524662433e-18) - l_4744;
l_mut_2877 = l_4745;
const double l_4746 = l_mut_2877 * l_4743;
const double l_4747 = l_4746 - double(2.8114572543455206e-15);
l_mut_2877 = l_4747;
const double l_4748 = l_mut_2877 * l_4743;
const double l_4749 = l_4748 + double(7.647163731819816e-13);
l_mut_2877 = l_4749;
const double l_4750 = l_mut_2877 * l_4743;
const double l_4751 = l_4750 - double(1.6059043836821613e-10);
l_mut_2877 = l_4751;
const double l_4752 = l_mut_2877 * l_4743;
const double l_4753 = l_4752 + double(2.505210838544172e-8);
l_mut_2877 = l_4753;
const double l_4754 = l_mut_2877 * l_4743;
const double l_4755 = l_4754 - double(2.7557319223985893e-6);
l_mut_2877 = l_4755;
const double l_4756 = l_mut_2877 * l_4743;
const double l_4757 = l_4756 + double(0.0001984126984126984);
l_mut_2877 = l_4757;
const double l_4758 = l_mut_2877 * l_4743;
const double l_4759 = l_4758 - double(0.008333333333333333);
l_mut_2877 = l_4759;
const double l_4760 = l_mut_2877 * l_4743;
const double l_4761 = l_4760 + double(0.16666666666666666);
l_mut_2877 = l_4761;
const double l_4762 = double(0.5) * l_4743;
const double l_4763 = double(1.0) - l_4762;
const double l_4764 = double(0.0) * l_4763;
const double l_4765 = l_mut_3131 * l_4743;
const double l_4766 = l_4765 * l_mut_2877;
const double l_4767 = l_4764 - l_4766;
const double l_4768 = l_mut_3131 + l_4767;
const double l_4769 = l_mut_3131 * l_mut_3131;
const double l_4770 = l_4769 * double(4.110317623312165e-19);
const double l_4771 = l_4770 - double(1.5619206968586225e-16);
l_mut_2877 = l_4771;
const double l_4772 = l_mut_2877 * l_4769;
const double l_4773 = l_4772 + double(4.779477332387385e-14);
l_mut_2877 = l_4773;
const double l_4774 = l_mut_2877 * l_4769;
const double l_4775 = l_4774 - double(1.1470745597729725e-11);
l_mut_2877 = l_4775;
const double l_4776 = l_mut_2877 * l_4769;
const double l_4777 = l_4776 + double(2.08767569878681e-9);
l_mut_2877 = l_4777;
const double l_4778 = l_mut_2877 * l_4769;
const double l_4779 = l_4778 - double(2.755731922398589e-7);
l_mut_2877 = l_4779;
const double l_4780 = l_mut_2877 * l_4769;
const double l_4781 = l_4780 + double(2.48015873015873e-5);
l_mut_2877 = l_4781;
const double l_4782 = l_mut_2877 * l_4769;
const double l_4783 = l_4782 - double(0.001388888888888889);
l_mut_2877 = l_4783;
const double l_4784 = l_mut_2877 * l_4769;
const double l_4785 = l_4784 + double(0.041666666666666664);
l_mut_2877 = l_4785;
const double l_4786 = double(0.5) * l_4769;
const double l_4787 = double(1.0) - l_4786;
const double l_4788 = l_4769 * l_4769;
const double l_4789 = l_4788 * l_mut_2877;
const double l_4790 = double(0.0) * l_mut_3131;
const double l_4791 = l_4789 - l_4790;
const double l_4792 = l_4787 + l_4791;
const uint32 l_4793 = l_mut_4426 & uint32(1);
const bool l_4794 = l_4793 == uint32(1);
l_mut_3131 = l_4768;
const uint32 l_4795 = l_mut_4426 & uint32(2);
const bool l_4796 = l_4795 != uint32(0);
l_mut_297 = l_4796;
const bool l_4797 = uint32(6) == uint32(6);
if (l_4797) {
if (l_4794) {
l_mut_3131 = l_4792;
}
} else {
const bool l_4798 = uint32(6) == uint32(7);
if (l_4798) {
l_mut_3131 = l_4792;
if (l_4794) {
l_mut_3131 = l_4768;
}
const uint32 l_4799 = l_mut_4426 + uint32(1);
const uint32 l_4800 = l_4799 & uint32(2);
const bool l_4801 = l_4800 != uint32(0);
l_mut_297 = l_4801;
} else {
const double l_4802 = l_4768 / l_4792;
l_mut_3131 = l_4802;
if (l_4794) {
const double l_4803 = l_4792 / l_4768;
l_mut_3131 = l_4803;
}
l_mut_297 = l_4794;
}
}
const bool l_4804 = uint32(6) != uint32(7);
const bool l_4805 = l_4804 && l_4742;
if (l_4805) {
const bool l_4806 = !l_mut_297;
l_mut_297 = l_4806;
}
if (l_mut_297) {
const double l_4807 = -l_mut_3131;
l_mut_3131 = l_4807;
}
const float l_4808 = float(l_175);
const uint32 l_4809 = reinterpret_cast<uint32 const&>(l_4808);
const uint32 l_4810 = l_4809 & uint32(2147483647);
const float l_4811 = reinterpret_cast<float const&>(l_4810);
const double l_4812 = double(l_4811);
l_mut_2877 = l_4812;
const bool l_4813 = l_4810 < uint32(8388608);
if (l_4813) {
const double l_4814 = double(l_4810);
const double l_4815 = l_4814 * double(1.401298464324817e-45);
l_mut_2877 = l_4815;
}
const uint64 l_4816 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_4817 = l_4809 >> uint32(31);
const uint64 l_4818 = uint64(l_4817);
const uint64 l_4819 = l_4818 << uint64(63);
const uint64 l_4820 = l_4816 | l_4819;
const double l_4821 = reinterpret_cast<double const&>(l_4820);
const double l_4822 = abs(l_4821);
l_mut_2877 = l_4822;
l_mut_4426 = uint32(0);
const bool l_4823 = l_4822 >= double(0.785);
if (l_4823) {
const double l_4824 = l_4822 * double(0.6366197723675814);
const double l_4825 = l_4824 + double(0.5);
const double l_4826 = floor(l_4825);
const double l_4827 = l_4826 * double(1.570796325802803);
const double l_4828 = l_4822 - l_4827;
const double l_4829 = l_4828 * l_20;
const double l_4830 = l_4826 * double(9.920935796805404e-10);
const double l_4831 = l_4829 - l_4830;
l_mut_2877 = l_4831;
const uint32 l_4832 = uint32(l_4826);
l_mut_4426 = l_4832;
}
const uint32 l_4833 = reinterpret_cast<uint32 const&>(l_4808);
const bool l_4834 = l_4833 >= uint32(2147483648);
const double l_4835 = l_mut_2877 * l_mut_2877;
const double l_4836 = l_4835 * double(1.9572941063391263e-20);
const double l_4837 = double(8.22063524662433e-18) - l_4836;
l_mut_2621 = l_4837;
const double l_4838 = l_mut_2621 * l_4835;
const double l_4839 = l_4838 - double(2.8114572543455206e-15);
l_mut_2621 = l_4839;
const double l_4840 = l_mut_2621 * l_4835;
const double l_4841 = l_4840 + double(7.647163731819816e-13);
l_mut_2621 = l_4841;
const double l_4842 = l_mut_2621 * l_4835;
const double l_4843 = l_4842 - double(1.6059043836821613e-10);
l_mut_2621 = l_4843;
const double l_4844 = l_mut_2621 * l_4835;
const double l_4845 = l_4844 + double(2.505210838544172e-8);
l_mut_2621 = l_4845;
const double l_4846 = l_mut_2621 * l_4835;
const double l_4847 = l_4846 - double(2.7557319223985893e-6);
l_mut_2621 = l_4847;
const double l_4848 = l_mut_2621 * l_4835;
const double l_4849 = l_4848 + double(0.0001984126984126984);
l_mut_2621 = l_4849;
const double l_4850 = l_mut_2621 * l_4835;
const double l_4851 = l_4850 - double(0.008333333333333333);
l_mut_2621 = l_4851;
const double l_4852 = l_mut_2621 * l_4835;
const double l_4853 = l_4852 + double(0.16666666666666666);
l_mut_2621 = l_4853;
const double l_4854 = double(0.5) * l_4835;
const double l_4855 = double(1.0) - l_4854;
const double l_4856 = double(0.0) * l_4855;
const double l_4857 = l_mut_2877 * l_4835;
const double l_4858 = l_4857 * l_mut_2621;
const double l_4859 = l_4856 - l_4858;
const double l_4860 = l_mut_2877 + l_4859;
const double l_4861 = l_mut_2877 * l_mut_2877;
const double l_4862 = l_4861 * double(4.110317623312165e-19);
const double l_4863 = l_4862 - double(1.5619206968586225e-16);
l_mut_2621 = l_4863;
const double l_4864 = l_mut_2621 * l_4861;
const double l_4865 = l_4864 + double(4.779477332387385e-14);
l_mut_2621 = l_4865;
const double l_4866 = l_mut_2621 * l_4861;
const double l_4867 = l_4866 - double(1.1470745597729725e-11);
l_mut_2621 = l_4867;
const double l_4868 = l_mut_2621 * l_4861;
const double l_4869 = l_4868 + double(2.08767569878681e-9);
l_mut_2621 = l_4869;
const double l_4870 = l_mut_2621 * l_4861;
const double l_4871 = l_4870 - double(2.755731922398589e-7);
l_mut_2621 = l_4871;
const double l_4872 = l_mut_2621 * l_4861;
const double l_4873 = l_4872 + double(2.48015873015873e-5);
l_mut_2621 = l_4873;
const double l_4874 = l_mut_2621 * l_4861;
const double l_4875 = l_4874 - double(0.001388888888888889);
l_mut_2621 = l_4875;
const double l_4876 = l_mut_2621 * l_4861;
const double l_4877 = l_4876 + double(0.041666666666666664);
l_mut_2621 = l_4877;
const double l_4878 = double(0.5) * l_4861;
const double l_4879 = double(1.0) - l_4878;
const double l_4880 = l_4861 * l_4861;
const double l_4881 = l_4880 * l_mut_2621;
const double l_4882 = double(0.0) * l_mut_2877;
const double l_4883 = l_4881 - l_4882;
const double l_4884 = l_4879 + l_4883;
const uint32 l_4885 = l_mut_4426 & uint32(1);
const bool l_4886 = l_4885 == uint32(1);
l_mut_2877 = l_4860;
const uint32 l_4887 = l_mut_4426 & uint32(2);
const bool l_4888 = l_4887 != uint32(0);
l_mut_297 = l_4888;
const bool l_4889 = uint32(7) == uint32(6);
if (l_4889) {
if (l_4886) {
l_mut_2877 = l_4884;
}
} else {
const bool l_4890 = uint32(7) == uint32(7);
if (l_4890) {
l_mut_2877 = l_4884;
if (l_4886) {
l_mut_2877 = l_4860;
}
const uint32 l_4891 = l_mut_4426 + uint32(1);
const uint32 l_4892 = l_4891 & uint32(2);
const bool l_4893 = l_4892 != uint32(0);
l_mut_297 = l_4893;
} else {
const double l_4894 = l_4860 / l_4884;
l_mut_2877 = l_4894;
if (l_4886) {
const double l_4895 = l_4884 / l_4860;
l_mut_2877 = l_4895;
}
l_mut_297 = l_4886;
}
}
const bool l_4896 = uint32(7) != uint32(7);
const bool l_4897 = l_4896 && l_4834;
if (l_4897) {
const bool l_4898 = !l_mut_297;
l_mut_297 = l_4898;
}
if (l_mut_297) {
const double l_4899 = -l_mut_2877;
l_mut_2877 = l_4899;
}
const double l_4900 = abs(l_mut_3131);
const double l_4901 = l_4900 * double(1.4551915228366852e-11);
const double l_4902 = abs(l_mut_2877);
const double l_4903 = l_4902 * double(1.4551915228366852e-11);
const double l_4904 = l_mut_3131 - l_168;
const double l_4905 = l_mut_3131 + l_168;
const double l_4906 = l_mut_2877 - l_168;
const double l_4907 = l_mut_2877 + l_168;
l_mut_4426 = uint32(2);
const double l_4908 = abs(l_4906);
const bool l_4909 = l_4908 <= l_4903;
const double l_4910 = abs(l_4907);
const bool l_4911 = l_4910 <= l_4903;
const bool l_4912 = l_4909 || l_4911;
const bool l_4913 = !l_4912;
if (l_4913) {
l_mut_4426 = uint32(0);
const bool l_4914 = l_4906 <= double(0.0);
const bool l_4915 = l_4907 >= double(0.0);
const bool l_4916 = l_4914 && l_4915;
const bool l_4917 = !l_4916;
if (l_4917) {
const double l_4918 = abs(l_4906);
const double l_4919 = abs(l_4907);
l_mut_3131 = l_4918;
const bool l_4920 = l_4919 < l_4918;
if (l_4920) {
l_mut_3131 = l_4919;
}
const double l_4921 = l_4903 / l_mut_3131;
const double l_4922 = l_4921 + double(1.4551915228366852e-11);
const double l_4923 = double(1.0) / l_4907;
const double l_4924 = double(1.0) / l_4906;
const double l_4925 = abs(l_4923);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4926 = l_4925 >= double(1.1754943508222875e-38);
const bool l_4927 = l_4925 <= double(1.7976931348623157e308);
const bool l_4928 = l_4926 && l_4927;
if (l_4928) {
const uint64 l_4929 = reinterpret_cast<uint64 const&>(l_4925);
const uint64 l_4930 = l_4929 >> uint64(52);
const uint64 l_4931 = l_4930 - uint64(23);
const uint64 l_4932 = l_4931 << uint64(52);
const double l_4933 = reinterpret_cast<double const&>(l_4932);
l_mut_3131 = l_4933;
}
const double l_4934 = l_171 * l_mut_3131;
const double l_4935 = l_4923 - l_4934;
const double l_4936 = abs(l_4924);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4937 = l_4936 >= double(1.1754943508222875e-38);
const bool l_4938 = l_4936 <= double(1.7976931348623157e308);
const bool l_4939 = l_4937 && l_4938;
if (l_4939) {
const uint64 l_4940 = reinterpret_cast<uint64 const&>(l_4936);
const uint64 l_4941 = l_4940 >> uint64(52);
const uint64 l_4942 = l_4941 - uint64(23);
const uint64 l_4943 = l_4942 << uint64(52);
const double l_4944 = reinterpret_cast<double const&>(l_4943);
l_mut_3131 = l_4944;
}
const double l_4945 = l_171 * l_mut_3131;
const double l_4946 = l_4924 + l_4945;
const double l_4948 = l_4904 * l_4935;
const double l_4949 = l_4904 * l_4946;
const double l_4950 = l_4905 * l_4935;
const double l_4951 = l_4905 * l_4946;
l_arr_4947[uint32(0)] = l_4948;
l_arr_4947[uint32(1)] = l_4948;
const double l_4952 = l_arr_4947[uint32(0)];
const bool l_4953 = l_4949 < l_4952;
if (l_4953) {
l_arr_4947[uint32(0)] = l_4949;
}
const double l_4954 = l_arr_4947[uint32(0)];
const bool l_4955 = l_4950 < l_4954;
if (l_4955) {
l_arr_4947[uint32(0)] = l_4950;
}
const double l_4956 = l_arr_4947[uint32(0)];
const bool l_4957 = l_4951 < l_4956;
if (l_4957) {
l_arr_4947[uint32(0)] = l_4951;
}
const double l_4958 = l_arr_4947[uint32(1)];
const bool l_4959 = l_4949 > l_4958;
if (l_4959) {
l_arr_4947[uint32(1)] = l_4949;
}
const double l_4960 = l_arr_4947[uint32(1)];
const bool l_4961 = l_4950 > l_4960;
if (l_4961) {
l_arr_4947[uint32(1)] = l_4950;
}
const double l_4962 = l_arr_4947[uint32(1)];
const bool l_4963 = l_4951 > l_4962;
if (l_4963) {
l_arr_4947[uint32(1)] = l_4951;
}
const double l_4964 = abs(l_4904);
const double l_4965 = abs(l_4905);
l_mut_3131 = l_4964;
const bool l_4966 = l_4965 > l_4964;
if (l_4966) {
l_mut_3131 = l_4965;
}
const double l_4967 = abs(l_4935);
const double l_4968 = abs(l_4946);
l_mut_2877 = l_4967;
const bool l_4969 = l_4968 > l_4967;
if (l_4969) {
l_mut_2877 = l_4968;
}
const double l_4970 = l_mut_3131 * l_mut_2877;
const double l_4971 = l_4922 + double(1.4551915228366852e-11);
const double l_4972 = l_4970 * l_4971;
const double l_4973 = l_4901 * l_mut_2877;
const double l_4974 = l_4972 + l_4973;
l_mut_4426 = uint32(2);
const double l_4975 = abs(l_4923);
const double l_4976 = l_4975 * l_4922;
const double l_4977 = l_4923 - l_4976;
const double l_4978 = abs(l_4977);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_4979 = l_4978 >= double(1.1754943508222875e-38);
const bool l_4980 = l_4978 <= double(1.7976931348623157e308);
const bool l_4981 = l_4979 && l_4980;
if (l_4981) {
const uint64 l_4982 = reinterpret_cast<uint64 const&>(l_4978);
const uint64 l_4983 = l_4982 >> uint64(52);
const uint64 l_4984 = l_4983 - uint64(23);
const uint64 l_4985 = l_4984 << uint64(52);
const double l_4986 = reinterpret_cast<double const&>(l_4985);
l_mut_3131 = l_4986;
}
const double l_4987 = l_4923 + l_4976;
const double l_4988 = abs(l_4987);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_4989 = l_4988 >= double(1.1754943508222875e-38);
const bool l_4990 = l_4988 <= double(1.7976931348623157e308);
const bool l_4991 = l_4989 && l_4990;
if (l_4991) {
const uint64 l_4992 = reinterpret_cast<uint64 const&>(l_4988);
const uint64 l_4993 = l_4992 >> uint64(52);
const uint64 l_4994 = l_4993 - uint64(23);
const uint64 l_4995 = l_4994 << uint64(52);
const double l_4996 = reinterpret_cast<double const&>(l_4995);
l_mut_2877 = l_4996;
}
const bool l_4997 = l_mut_3131 == l_mut_2877;
const double l_4998 = abs(l_4924);
const double l_4999 = l_4998 * l_4922;
const double l_5000 = l_4924 - l_4999;
const double l_5001 = abs(l_5000);
l_mut_3131 = double(1.401298464324817e-45);
const bool l_5002 = l_5001 >= double(1.1754943508222875e-38);
const bool l_5003 = l_5001 <= double(1.7976931348623157e308);
const bool l_5004 = l_5002 && l_5003;
if (l_5004) {
const uint64 l_5005 = reinterpret_cast<uint64 const&>(l_5001);
const uint64 l_5006 = l_5005 >> uint64(52);
const uint64 l_5007 = l_5006 - uint64(23);
const uint64 l_5008 = l_5007 << uint64(52);
const double l_5009 = reinterpret_cast<double const&>(l_5008);
l_mut_3131 = l_5009;
}
const double l_5010 = l_4924 + l_4999;
const double l_5011 = abs(l_5010);
l_mut_2877 = double(1.401298464324817e-45);
const bool l_5012 = l_5011 >= double(1.1754943508222875e-38);
const bool l_5013 = l_5011 <= double(1.7976931348623157e308);
const bool l_5014 = l_5012 && l_5013;
if (l_5014) {
const uint64 l_5015 = reinterpret_cast<uint64 const&>(l_5011);
const uint64 l_5016 = l_5015 >> uint64(52);
const uint64 l_5017 = l_5016 - uint64(23);
const uint64 l_5018 = l_5017 << uint64(52);
const double l_5019 = reinterpret_cast<double const&>(l_5018);
l_mut_2877 = l_5019;
}
const bool l_5020 = l_mut_3131 == l_mut_2877;
const bool l_5021 = l_4997 && l_5020;
if (l_5021) {
const double l_5022 = l_arr_4947[uint32(0)];
const double l_5023 = l_arr_4947[uint32(1)];
const uint32 l_5024 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5025 = l_5024 & uint32(2147483647);
const float l_5026 = reinterpret_cast<float const&>(l_5025);
const double l_5027 = double(l_5026);
l_mut_3131 = l_5027;
const bool l_5028 = l_5025 < uint32(8388608);
if (l_5028) {
const double l_5029 = double(l_5025);
const double l_5030 = l_5029 * double(1.401298464324817e-45);
l_mut_3131 = l_5030;
}
const uint64 l_5031 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5032 = l_5024 >> uint32(31);
const uint64 l_5033 = uint64(l_5032);
const uint64 l_5034 = l_5033 << uint64(63);
const uint64 l_5035 = l_5031 | l_5034;
const double l_5036 = reinterpret_cast<double const&>(l_5035);
const uint32 l_5037 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5038 = l_5037 + uint32(1);
l_mut_3383 = l_5038;
const uint32 l_5039 = l_5037 & uint32(2147483647);
const bool l_5040 = l_5039 == uint32(0);
if (l_5040) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5041 = l_5037 & uint32(2147483648);
const bool l_5042 = l_5041 != uint32(0);
if (l_5042) {
const uint32 l_5043 = l_5037 - uint32(1);
l_mut_3383 = l_5043;
} else {
const bool l_5044 = l_5037 == uint32(2139095040);
if (l_5044) {
l_mut_3383 = l_5037;
}
}
}
const float l_5045 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5046 = reinterpret_cast<uint32 const&>(l_5045);
const uint32 l_5047 = l_5046 & uint32(2147483647);
const float l_5048 = reinterpret_cast<float const&>(l_5047);
const double l_5049 = double(l_5048);
l_mut_3131 = l_5049;
const bool l_5050 = l_5047 < uint32(8388608);
if (l_5050) {
const double l_5051 = double(l_5047);
const double l_5052 = l_5051 * double(1.401298464324817e-45);
l_mut_3131 = l_5052;
}
const uint64 l_5053 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5054 = l_5046 >> uint32(31);
const uint64 l_5055 = uint64(l_5054);
const uint64 l_5056 = l_5055 << uint64(63);
const uint64 l_5057 = l_5053 | l_5056;
const double l_5058 = reinterpret_cast<double const&>(l_5057);
const uint32 l_5059 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5060 = l_5059 ^ uint32(2147483648);
const float l_5061 = reinterpret_cast<float const&>(l_5060);
const uint32 l_5062 = reinterpret_cast<uint32 const&>(l_5061);
const uint32 l_5063 = l_5062 + uint32(1);
l_mut_3383 = l_5063;
const uint32 l_5064 = l_5062 & uint32(2147483647);
const bool l_5065 = l_5064 == uint32(0);
if (l_5065) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5066 = l_5062 & uint32(2147483648);
const bool l_5067 = l_5066 != uint32(0);
if (l_5067) {
const uint32 l_5068 = l_5062 - uint32(1);
l_mut_3383 = l_5068;
} else {
const bool l_5069 = l_5062 == uint32(2139095040);
if (l_5069) {
l_mut_3383 = l_5062;
}
}
}
const float l_5070 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5071 = reinterpret_cast<uint32 const&>(l_5070);
const uint32 l_5072 = l_5071 ^ uint32(2147483648);
const float l_5073 = reinterpret_cast<float const&>(l_5072);
const uint32 l_5074 = reinterpret_cast<uint32 const&>(l_5073);
const uint32 l_5075 = l_5074 & uint32(2147483647);
const float l_5076 = reinterpret_cast<float const&>(l_5075);
const double l_5077 = double(l_5076);
l_mut_3131 = l_5077;
const bool l_5078 = l_5075 < uint32(8388608);
if (l_5078) {
const double l_5079 = double(l_5075);
const double l_5080 = l_5079 * double(1.401298464324817e-45);
l_mut_3131 = l_5080;
}
const uint64 l_5081 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5082 = l_5074 >> uint32(31);
const uint64 l_5083 = uint64(l_5082);
const uint64 l_5084 = l_5083 << uint64(63);
const uint64 l_5085 = l_5081 | l_5084;
const double l_5086 = reinterpret_cast<double const&>(l_5085);
const double l_5087 = l_5022 + l_4974;
const bool l_5088 = l_5087 <= l_5036;
l_mut_297 = l_5088;
const double l_5089 = l_5022 - l_4974;
const bool l_5090 = l_5089 > l_5036;
l_mut_294 = l_5090;
const double l_5091 = l_5023 - l_4974;
const bool l_5092 = l_5091 >= l_5036;
l_mut_291 = l_5092;
const double l_5093 = l_5023 + l_4974;
const bool l_5094 = l_5093 < l_5036;
l_mut_288 = l_5094;
const double l_5095 = l_5022 + l_4974;
const bool l_5096 = l_5095 < l_5058;
l_mut_297 = l_5096;
const double l_5097 = l_5022 - l_4974;
const bool l_5098 = l_5097 >= l_5058;
l_mut_294 = l_5098;
const double l_5099 = l_5023 - l_4974;
const bool l_5100 = l_5099 > l_5086;
l_mut_291 = l_5100;
const double l_5101 = l_5023 + l_4974;
const bool l_5102 = l_5101 <= l_5086;
l_mut_288 = l_5102;
l_mut_3383 = uint32(2);
const bool l_5103 = l_mut_294 || l_mut_288;
if (l_5103) {
l_mut_3383 = uint32(1);
} else {
const bool l_5104 = l_mut_297 && l_mut_291;
if (l_5104) {
l_mut_3383 = uint32(0);
}
}
const uint32 l_5105 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5106 = l_5105 & uint32(2147483647);
const bool l_5107 = l_5106 == uint32(0);
if (l_5107) {
const double l_5108 = l_5022 + l_4974;
const bool l_5109 = l_5108 < double(1.1754943508222875e-38);
const double l_5110 = l_5023 - l_4974;
const bool l_5111 = l_5110 > double(-1.1754943508222875e-38);
const bool l_5112 = l_5109 && l_5111;
const double l_5113 = l_5022 - l_4974;
const bool l_5114 = l_5113 < double(1.1754943508222875e-38);
const double l_5115 = l_5023 + l_4974;
const bool l_5116 = l_5115 > double(-1.1754943508222875e-38);
const bool l_5117 = l_5114 && l_5116;
if (l_5112) {
l_mut_3383 = uint32(0);
} else {
const bool l_5118 = l_mut_3383 == uint32(1);
const bool l_5119 = l_5117 && l_5118;
if (l_5119) {
l_mut_3383 = uint32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
}
}
l_mut_180 = l_mut_4426;
}
}
} else {
const bool l_5120 = l_162 == uint32(13);
if (l_5120) {
const double l_5122 = l_175 * l_171;
const double l_5123 = l_175 * l_174;
const double l_5124 = l_175 * l_171;
const double l_5125 = l_175 * l_174;
l_arr_5121[uint32(0)] = l_5122;
l_arr_5121[uint32(1)] = l_5122;
const double l_5126 = l_arr_5121[uint32(0)];
const bool l_5127 = l_5123 < l_5126;
if (l_5127) {
l_arr_5121[uint32(0)] = l_5123;
}
const double l_5128 = l_arr_5121[uint32(0)];
const bool l_5129 = l_5124 < l_5128;
if (l_5129) {
l_arr_5121[uint32(0)] = l_5124;
}
const double l_5130 = l_arr_5121[uint32(0)];
const bool l_5131 = l_5125 < l_5130;
if (l_5131) {
l_arr_5121[uint32(0)] = l_5125;
}
const double l_5132 = l_arr_5121[uint32(1)];
const bool l_5133 = l_5123 > l_5132;
if (l_5133) {
l_arr_5121[uint32(1)] = l_5123;
}
const double l_5134 = l_arr_5121[uint32(1)];
const bool l_5135 = l_5124 > l_5134;
if (l_5135) {
l_arr_5121[uint32(1)] = l_5124;
}
const double l_5136 = l_arr_5121[uint32(1)];
const bool l_5137 = l_5125 > l_5136;
if (l_5137) {
l_arr_5121[uint32(1)] = l_5125;
}
const double l_5138 = l_arr_5121[uint32(0)];
const double l_5139 = l_5138 * double(7.1362384635298e44);
const double l_5140 = floor(l_5139);
const double l_5141 = l_5140 * double(1.401298464324817e-45);
l_mut_3131 = l_5141;
const double l_5142 = abs(l_5138);
const bool l_5143 = l_5142 >= double(1.1754943508222875e-38);
if (l_5143) {
const float l_5144 = float(l_5138);
const double l_5145 = double(l_5144);
l_mut_3131 = l_5145;
const bool l_5146 = l_mut_3131 > l_5138;
if (l_5146) {
const uint32 l_5147 = reinterpret_cast<uint32 const&>(l_5144);
const uint32 l_5148 = l_5147 ^ uint32(2147483648);
const float l_5149 = reinterpret_cast<float const&>(l_5148);
const uint32 l_5150 = reinterpret_cast<uint32 const&>(l_5149);
const uint32 l_5151 = l_5150 + uint32(1);
l_mut_4426 = l_5151;
const uint32 l_5152 = l_5150 & uint32(2147483647);
const bool l_5153 = l_5152 == uint32(0);
if (l_5153) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5154 = l_5150 & uint32(2147483648);
const bool l_5155 = l_5154 != uint32(0);
if (l_5155) {
const uint32 l_5156 = l_5150 - uint32(1);
l_mut_4426 = l_5156;
} else {
const bool l_5157 = l_5150 == uint32(2139095040);
if (l_5157) {
l_mut_4426 = l_5150;
}
}
}
const float l_5158 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5159 = reinterpret_cast<uint32 const&>(l_5158);
const uint32 l_5160 = l_5159 ^ uint32(2147483648);
const float l_5161 = reinterpret_cast<float const&>(l_5160);
const uint32 l_5162 = reinterpret_cast<uint32 const&>(l_5161);
const uint32 l_5163 = l_5162 & uint32(2147483647);
const float l_5164 = reinterpret_cast<float const&>(l_5163);
const double l_5165 = double(l_5164);
l_mut_2877 = l_5165;
const bool l_5166 = l_5163 < uint32(8388608);
if (l_5166) {
const double l_5167 = double(l_5163);
const double l_5168 = l_5167 * double(1.401298464324817e-45);
l_mut_2877 = l_5168;
}
const uint64 l_5169 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5170 = l_5162 >> uint32(31);
const uint64 l_5171 = uint64(l_5170);
const uint64 l_5172 = l_5171 << uint64(63);
const uint64 l_5173 = l_5169 | l_5172;
const double l_5174 = reinterpret_cast<double const&>(l_5173);
l_mut_3131 = l_5174;
} else {
const uint32 l_5175 = reinterpret_cast<uint32 const&>(l_5144);
const uint32 l_5176 = l_5175 + uint32(1);
l_mut_4426 = l_5176;
const uint32 l_5177 = l_5175 & uint32(2147483647);
const bool l_5178 = l_5177 == uint32(0);
if (l_5178) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5179 = l_5175 & uint32(2147483648);
const bool l_5180 = l_5179 != uint32(0);
if (l_5180) {
const uint32 l_5181 = l_5175 - uint32(1);
l_mut_4426 = l_5181;
} else {
const bool l_5182 = l_5175 == uint32(2139095040);
if (l_5182) {
l_mut_4426 = l_5175;
}
}
}
const float l_5183 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5184 = reinterpret_cast<uint32 const&>(l_5183);
const uint32 l_5185 = l_5184 & uint32(2147483647);
const float l_5186 = reinterpret_cast<float const&>(l_5185);
const double l_5187 = double(l_5186);
l_mut_2877 = l_5187;
const bool l_5188 = l_5185 < uint32(8388608);
if (l_5188) {
const double l_5189 = double(l_5185);
const double l_5190 = l_5189 * double(1.401298464324817e-45);
l_mut_2877 = l_5190;
}
const uint64 l_5191 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5192 = l_5184 >> uint32(31);
const uint64 l_5193 = uint64(l_5192);
const uint64 l_5194 = l_5193 << uint64(63);
const uint64 l_5195 = l_5191 | l_5194;
const double l_5196 = reinterpret_cast<double const&>(l_5195);
const bool l_5197 = l_5196 <= l_5138;
if (l_5197) {
const uint32 l_5198 = reinterpret_cast<uint32 const&>(l_5144);
const uint32 l_5199 = l_5198 + uint32(1);
l_mut_4426 = l_5199;
const uint32 l_5200 = l_5198 & uint32(2147483647);
const bool l_5201 = l_5200 == uint32(0);
if (l_5201) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5202 = l_5198 & uint32(2147483648);
const bool l_5203 = l_5202 != uint32(0);
if (l_5203) {
const uint32 l_5204 = l_5198 - uint32(1);
l_mut_4426 = l_5204;
} else {
const bool l_5205 = l_5198 == uint32(2139095040);
if (l_5205) {
l_mut_4426 = l_5198;
}
}
}
const float l_5206 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5207 = reinterpret_cast<uint32 const&>(l_5206);
const uint32 l_5208 = l_5207 & uint32(2147483647);
const float l_5209 = reinterpret_cast<float const&>(l_5208);
const double l_5210 = double(l_5209);
l_mut_2877 = l_5210;
const bool l_5211 = l_5208 < uint32(8388608);
if (l_5211) {
const double l_5212 = double(l_5208);
const double l_5213 = l_5212 * double(1.401298464324817e-45);
l_mut_2877 = l_5213;
}
const uint64 l_5214 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5215 = l_5207 >> uint32(31);
const uint64 l_5216 = uint64(l_5215);
const uint64 l_5217 = l_5216 << uint64(63);
const uint64 l_5218 = l_5214 | l_5217;
const double l_5219 = reinterpret_cast<double const&>(l_5218);
l_mut_3131 = l_5219;
}
}
}
l_mut_2877 = l_mut_3131;
const bool l_5220 = l_mut_3131 > double(1000.0);
if (l_5220) {
const uint64 l_5221 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint64 l_5222 = l_5221 | uint64(9218868437227405312);
const uint64 l_5223 = l_5222 & uint64(18442240474082181120);
const double l_5224 = reinterpret_cast<double const&>(l_5223);
l_mut_2877 = l_5224;
} else {
const bool l_5225 = l_mut_3131 < double(-1000.0);
if (l_5225) {
l_mut_2877 = double(0.0);
} else {
const bool l_5226 = isnan(l_mut_3131);
const bool l_5227 = !l_5226;
if (l_5227) {
const double l_5228 = l_mut_3131 + double(0.5);
const double l_5229 = floor(l_5228);
const double l_5230 = l_mut_3131 - l_5229;
const double l_5231 = l_5230 * double(0.6931471824645996);
const double l_5232 = l_5230 * double(-1.904654299957768e-9);
const double l_5233 = l_5231 + l_5232;
l_mut_3131 = l_5233;
const bool l_5234 = isnan(l_5233);
if (l_5234) {
} else {
const bool l_5235 = l_5233 < double(-700.0);
if (l_5235) {
l_mut_3131 = double(0.0);
} else {
const bool l_5236 = l_5233 > double(700.0);
if (l_5236) {
const uint64 l_5237 = reinterpret_cast<uint64 const&>(l_5233);
const uint64 l_5238 = l_5237 | uint64(9218868437227405312);
const uint64 l_5239 = l_5238 & uint64(18442240474082181120);
const double l_5240 = reinterpret_cast<double const&>(l_5239);
l_mut_3131 = l_5240;
} else {
const double l_5241 = l_5233 * double(1.4426950408889634);
const double l_5242 = l_5241 + double(0.5);
const double l_5243 = floor(l_5242);
const double l_5244 = l_5243 * double(0.6931471824645996);
const double l_5245 = l_5231 - l_5244;
const double l_5246 = l_5245 * l_20;
const double l_5247 = l_5243 * double(-1.904654299957768e-9);
const double l_5248 = l_5232 - l_5247;
const double l_5249 = l_5246 + l_5248;
const double l_5250 = l_5249 * double(7.647163731819816e-13);
const double l_5251 = l_5250 + double(1.1470745597729725e-11);
l_mut_2621 = l_5251;
const double l_5252 = l_mut_2621 * l_5249;
const double l_5253 = l_5252 + double(1.6059043836821613e-10);
l_mut_2621 = l_5253;
const double l_5254 = l_mut_2621 * l_5249;
const double l_5255 = l_5254 + double(2.08767569878681e-9);
l_mut_2621 = l_5255;
const double l_5256 = l_mut_2621 * l_5249;
const double l_5257 = l_5256 + double(2.505210838544172e-8);
l_mut_2621 = l_5257;
const double l_5258 = l_mut_2621 * l_5249;
const double l_5259 = l_5258 + double(2.755731922398589e-7);
l_mut_2621 = l_5259;
const double l_5260 = l_mut_2621 * l_5249;
const double l_5261 = l_5260 + double(2.7557319223985893e-6);
l_mut_2621 = l_5261;
const double l_5262 = l_mut_2621 * l_5249;
const double l_5263 = l_5262 + double(2.48015873015873e-5);
l_mut_2621 = l_5263;
const double l_5264 = l_mut_2621 * l_5249;
const double l_5265 = l_5264 + double(0.0001984126984126984);
l_mut_2621 = l_5265;
const double l_5266 = l_mut_2621 * l_5249;
const double l_5267 = l_5266 + double(0.001388888888888889);
l_mut_2621 = l_5267;
const double l_5268 = l_mut_2621 * l_5249;
const double l_5269 = l_5268 + double(0.008333333333333333);
l_mut_2621 = l_5269;
const double l_5270 = l_mut_2621 * l_5249;
const double l_5271 = l_5270 + double(0.041666666666666664);
l_mut_2621 = l_5271;
const double l_5272 = l_mut_2621 * l_5249;
const double l_5273 = l_5272 + double(0.16666666666666666);
l_mut_2621 = l_5273;
const double l_5274 = l_mut_2621 * l_5249;
const double l_5275 = l_5274 + double(0.5);
l_mut_2621 = l_5275;
const double l_5276 = l_5249 * l_5249;
const double l_5277 = l_5276 * l_mut_2621;
const double l_5278 = l_5249 + l_5277;
const double l_5279 = double(1.0) + l_5278;
const int32 l_5280 = int32(l_5243);
const int32 l_5281 = l_5280 + int32(1023);
const uint64 l_5282 = uint64(l_5281);
const uint64 l_5283 = l_5282 << uint64(52);
const double l_5284 = reinterpret_cast<double const&>(l_5283);
const double l_5285 = l_5279 * l_5284;
l_mut_3131 = l_5285;
}
}
}
const int32 l_5286 = int32(l_5229);
const int32 l_5287 = l_5286 + int32(1023);
const uint64 l_5288 = uint64(l_5287);
const uint64 l_5289 = l_5288 << uint64(52);
const double l_5290 = reinterpret_cast<double const&>(l_5289);
const double l_5291 = l_mut_3131 * l_5290;
l_mut_2877 = l_5291;
}
}
}
const double l_5292 = l_arr_5121[uint32(1)];
const double l_5293 = -l_5292;
const double l_5294 = l_5293 * double(7.1362384635298e44);
const double l_5295 = floor(l_5294);
const double l_5296 = l_5295 * double(1.401298464324817e-45);
l_mut_3131 = l_5296;
const double l_5297 = abs(l_5293);
const bool l_5298 = l_5297 >= double(1.1754943508222875e-38);
if (l_5298) {
const float l_5299 = float(l_5293);
const double l_5300 = double(l_5299);
l_mut_3131 = l_5300;
const bool l_5301 = l_mut_3131 > l_5293;
if (l_5301) {
const uint32 l_5302 = reinterpret_cast<uint32 const&>(l_5299);
const uint32 l_5303 = l_5302 ^ uint32(2147483648);
const float l_5304 = reinterpret_cast<float const&>(l_5303);
const uint32 l_5305 = reinterpret_cast<uint32 const&>(l_5304);
const uint32 l_5306 = l_5305 + uint32(1);
l_mut_4426 = l_5306;
const uint32 l_5307 = l_5305 & uint32(2147483647);
const bool l_5308 = l_5307 == uint32(0);
if (l_5308) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5309 = l_5305 & uint32(2147483648);
const bool l_5310 = l_5309 != uint32(0);
if (l_5310) {
const uint32 l_5311 = l_5305 - uint32(1);
l_mut_4426 = l_5311;
} else {
const bool l_5312 = l_5305 == uint32(2139095040);
if (l_5312) {
l_mut_4426 = l_5305;
}
}
}
const float l_5313 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5314 = reinterpret_cast<uint32 const&>(l_5313);
const uint32 l_5315 = l_5314 ^ uint32(2147483648);
const float l_5316 = reinterpret_cast<float const&>(l_5315);
const uint32 l_5317 = reinterpret_cast<uint32 const&>(l_5316);
const uint32 l_5318 = l_5317 & uint32(2147483647);
const float l_5319 = reinterpret_cast<float const&>(l_5318);
const double l_5320 = double(l_5319);
l_mut_2621 = l_5320;
const bool l_5321 = l_5318 < uint32(8388608);
if (l_5321) {
const double l_5322 = double(l_5318);
const double l_5323 = l_5322 * double(1.401298464324817e-45);
l_mut_2621 = l_5323;
}
const uint64 l_5324 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5325 = l_5317 >> uint32(31);
const uint64 l_5326 = uint64(l_5325);
const uint64 l_5327 = l_5326 << uint64(63);
const uint64 l_5328 = l_5324 | l_5327;
const double l_5329 = reinterpret_cast<double const&>(l_5328);
l_mut_3131 = l_5329;
} else {
const uint32 l_5330 = reinterpret_cast<uint32 const&>(l_5299);
const uint32 l_5331 = l_5330 + uint32(1);
l_mut_4426 = l_5331;
const uint32 l_5332 = l_5330 & uint32(2147483647);
const bool l_5333 = l_5332 == uint32(0);
if (l_5333) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5334 = l_5330 & uint32(2147483648);
const bool l_5335 = l_5334 != uint32(0);
if (l_5335) {
const uint32 l_5336 = l_5330 - uint32(1);
l_mut_4426 = l_5336;
} else {
const bool l_5337 = l_5330 == uint32(2139095040);
if (l_5337) {
l_mut_4426 = l_5330;
}
}
}
const float l_5338 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5339 = reinterpret_cast<uint32 const&>(l_5338);
const uint32 l_5340 = l_5339 & uint32(2147483647);
const float l_5341 = reinterpret_cast<float const&>(l_5340);
const double l_5342 = double(l_5341);
l_mut_2621 = l_5342;
const bool l_5343 = l_5340 < uint32(8388608);
if (l_5343) {
const double l_5344 = double(l_5340);
const double l_5345 = l_5344 * double(1.401298464324817e-45);
l_mut_2621 = l_5345;
}
const uint64 l_5346 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5347 = l_5339 >> uint32(31);
const uint64 l_5348 = uint64(l_5347);
const uint64 l_5349 = l_5348 << uint64(63);
const uint64 l_5350 = l_5346 | l_5349;
const double l_5351 = reinterpret_cast<double const&>(l_5350);
const bool l_5352 = l_5351 <= l_5293;
if (l_5352) {
const uint32 l_5353 = reinterpret_cast<uint32 const&>(l_5299);
const uint32 l_5354 = l_5353 + uint32(1);
l_mut_4426 = l_5354;
const uint32 l_5355 = l_5353 & uint32(2147483647);
const bool l_5356 = l_5355 == uint32(0);
if (l_5356) {
l_mut_4426 = uint32(1);
} else {
const uint32 l_5357 = l_5353 & uint32(2147483648);
const bool l_5358 = l_5357 != uint32(0);
if (l_5358) {
const uint32 l_5359 = l_5353 - uint32(1);
l_mut_4426 = l_5359;
} else {
const bool l_5360 = l_5353 == uint32(2139095040);
if (l_5360) {
l_mut_4426 = l_5353;
}
}
}
const float l_5361 = reinterpret_cast<float const&>(l_mut_4426);
const uint32 l_5362 = reinterpret_cast<uint32 const&>(l_5361);
const uint32 l_5363 = l_5362 & uint32(2147483647);
const float l_5364 = reinterpret_cast<float const&>(l_5363);
const double l_5365 = double(l_5364);
l_mut_2621 = l_5365;
const bool l_5366 = l_5363 < uint32(8388608);
if (l_5366) {
const double l_5367 = double(l_5363);
const double l_5368 = l_5367 * double(1.401298464324817e-45);
l_mut_2621 = l_5368;
}
const uint64 l_5369 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5370 = l_5362 >> uint32(31);
const uint64 l_5371 = uint64(l_5370);
const uint64 l_5372 = l_5371 << uint64(63);
const uint64 l_5373 = l_5369 | l_5372;
const double l_5374 = reinterpret_cast<double const&>(l_5373);
l_mut_3131 = l_5374;
}
}
}
const double l_5375 = -l_mut_3131;
l_mut_3131 = l_5375;
const bool l_5376 = l_5375 > double(1000.0);
if (l_5376) {
const uint64 l_5377 = reinterpret_cast<uint64 const&>(l_5375);
const uint64 l_5378 = l_5377 | uint64(9218868437227405312);
const uint64 l_5379 = l_5378 & uint64(18442240474082181120);
const double l_5380 = reinterpret_cast<double const&>(l_5379);
l_mut_3131 = l_5380;
} else {
const bool l_5381 = l_5375 < double(-1000.0);
if (l_5381) {
l_mut_3131 = double(0.0);
} else {
const bool l_5382 = isnan(l_5375);
const bool l_5383 = !l_5382;
if (l_5383) {
const double l_5384 = l_5375 + double(0.5);
const double l_5385 = floor(l_5384);
const double l_5386 = l_5375 - l_5385;
const double l_5387 = l_5386 * double(0.6931471824645996);
const double l_5388 = l_5386 * double(-1.904654299957768e-9);
const double l_5389 = l_5387 + l_5388;
l_mut_2621 = l_5389;
const bool l_5390 = isnan(l_5389);
if (l_5390) {
} else {
const bool l_5391 = l_5389 < double(-700.0);
if (l_5391) {
l_mut_2621 = double(0.0);
} else {
const bool l_5392 = l_5389 > double(700.0);
if (l_5392) {
const uint64 l_5393 = reinterpret_cast<uint64 const&>(l_5389);
const uint64 l_5394 = l_5393 | uint64(9218868437227405312);
const uint64 l_5395 = l_5394 & uint64(18442240474082181120);
const double l_5396 = reinterpret_cast<double const&>(l_5395);
l_mut_2621 = l_5396;
} else {
const double l_5397 = l_5389 * double(1.4426950408889634);
const double l_5398 = l_5397 + double(0.5);
const double l_5399 = floor(l_5398);
const double l_5400 = l_5399 * double(0.6931471824645996);
const double l_5401 = l_5387 - l_5400;
const double l_5402 = l_5401 * l_20;
const double l_5403 = l_5399 * double(-1.904654299957768e-9);
const double l_5404 = l_5388 - l_5403;
const double l_5405 = l_5402 + l_5404;
const double l_5406 = l_5405 * double(7.647163731819816e-13);
const double l_5407 = l_5406 + double(1.1470745597729725e-11);
l_mut_2367 = l_5407;
const double l_5408 = l_mut_2367 * l_5405;
const double l_5409 = l_5408 + double(1.6059043836821613e-10);
l_mut_2367 = l_5409;
const double l_5410 = l_mut_2367 * l_5405;
const double l_5411 = l_5410 + double(2.08767569878681e-9);
l_mut_2367 = l_5411;
const double l_5412 = l_mut_2367 * l_5405;
const double l_5413 = l_5412 + double(2.505210838544172e-8);
l_mut_2367 = l_5413;
const double l_5414 = l_mut_2367 * l_5405;
const double l_5415 = l_5414 + double(2.755731922398589e-7);
l_mut_2367 = l_5415;
const double l_5416 = l_mut_2367 * l_5405;
const double l_5417 = l_5416 + double(2.7557319223985893e-6);
l_mut_2367 = l_5417;
const double l_5418 = l_mut_2367 * l_5405;
const double l_5419 = l_5418 + double(2.48015873015873e-5);
l_mut_2367 = l_5419;
const double l_5420 = l_mut_2367 * l_5405;
const double l_5421 = l_5420 + double(0.0001984126984126984);
l_mut_2367 = l_5421;
const double l_5422 = l_mut_2367 * l_5405;
const double l_5423 = l_5422 + double(0.001388888888888889);
l_mut_2367 = l_5423;
const double l_5424 = l_mut_2367 * l_5405;
const double l_5425 = l_5424 + double(0.008333333333333333);
l_mut_2367 = l_5425;
const double l_5426 = l_mut_2367 * l_5405;
const double l_5427 = l_5426 + double(0.041666666666666664);
l_mut_2367 = l_5427;
const double l_5428 = l_mut_2367 * l_5405;
const double l_5429 = l_5428 + double(0.16666666666666666);
l_mut_2367 = l_5429;
const double l_5430 = l_mut_2367 * l_5405;
const double l_5431 = l_5430 + double(0.5);
l_mut_2367 = l_5431;
const double l_5432 = l_5405 * l_5405;
const double l_5433 = l_5432 * l_mut_2367;
const double l_5434 = l_5405 + l_5433;
const double l_5435 = double(1.0) + l_5434;
const int32 l_5436 = int32(l_5399);
const int32 l_5437 = l_5436 + int32(1023);
const uint64 l_5438 = uint64(l_5437);
const uint64 l_5439 = l_5438 << uint64(52);
const double l_5440 = reinterpret_cast<double const&>(l_5439);
const double l_5441 = l_5435 * l_5440;
l_mut_2621 = l_5441;
}
}
}
const int32 l_5442 = int32(l_5385);
const int32 l_5443 = l_5442 + int32(1023);
const uint64 l_5444 = uint64(l_5443);
const uint64 l_5445 = l_5444 << uint64(52);
const double l_5446 = reinterpret_cast<double const&>(l_5445);
const double l_5447 = l_mut_2621 * l_5446;
l_mut_3131 = l_5447;
}
}
}
const double l_5448 = l_mut_2877 * double(1.4551915228366852e-11);
const double l_5449 = l_mut_3131 * double(1.4551915228366852e-11);
l_mut_4426 = uint32(2);
const double l_5450 = l_mut_2877 - l_5448;
const double l_5451 = abs(l_5450);
l_mut_2621 = double(1.401298464324817e-45);
const bool l_5452 = l_5451 >= double(1.1754943508222875e-38);
const bool l_5453 = l_5451 <= double(1.7976931348623157e308);
const bool l_5454 = l_5452 && l_5453;
if (l_5454) {
const uint64 l_5455 = reinterpret_cast<uint64 const&>(l_5451);
const uint64 l_5456 = l_5455 >> uint64(52);
const uint64 l_5457 = l_5456 - uint64(23);
const uint64 l_5458 = l_5457 << uint64(52);
const double l_5459 = reinterpret_cast<double const&>(l_5458);
l_mut_2621 = l_5459;
}
const double l_5460 = l_mut_2877 + l_5448;
const double l_5461 = abs(l_5460);
l_mut_2367 = double(1.401298464324817e-45);
const bool l_5462 = l_5461 >= double(1.1754943508222875e-38);
const bool l_5463 = l_5461 <= double(1.7976931348623157e308);
const bool l_5464 = l_5462 && l_5463;
if (l_5464) {
const uint64 l_5465 = reinterpret_cast<uint64 const&>(l_5461);
const uint64 l_5466 = l_5465 >> uint64(52);
const uint64 l_5467 = l_5466 - uint64(23);
const uint64 l_5468 = l_5467 << uint64(52);
const double l_5469 = reinterpret_cast<double const&>(l_5468);
l_mut_2367 = l_5469;
}
const bool l_5470 = l_mut_2621 == l_mut_2367;
const double l_5471 = l_mut_3131 - l_5449;
const double l_5472 = abs(l_5471);
l_mut_2621 = double(1.401298464324817e-45);
const bool l_5473 = l_5472 >= double(1.1754943508222875e-38);
const bool l_5474 = l_5472 <= double(1.7976931348623157e308);
const bool l_5475 = l_5473 && l_5474;
if (l_5475) {
const uint64 l_5476 = reinterpret_cast<uint64 const&>(l_5472);
const uint64 l_5477 = l_5476 >> uint64(52);
const uint64 l_5478 = l_5477 - uint64(23);
const uint64 l_5479 = l_5478 << uint64(52);
const double l_5480 = reinterpret_cast<double const&>(l_5479);
l_mut_2621 = l_5480;
}
const double l_5481 = l_mut_3131 + l_5449;
const double l_5482 = abs(l_5481);
l_mut_2367 = double(1.401298464324817e-45);
const bool l_5483 = l_5482 >= double(1.1754943508222875e-38);
const bool l_5484 = l_5482 <= double(1.7976931348623157e308);
const bool l_5485 = l_5483 && l_5484;
if (l_5485) {
const uint64 l_5486 = reinterpret_cast<uint64 const&>(l_5482);
const uint64 l_5487 = l_5486 >> uint64(52);
const uint64 l_5488 = l_5487 - uint64(23);
const uint64 l_5489 = l_5488 << uint64(52);
const double l_5490 = reinterpret_cast<double const&>(l_5489);
l_mut_2367 = l_5490;
}
const bool l_5491 = l_mut_2621 == l_mut_2367;
const bool l_5492 = l_5470 && l_5491;
if (l_5492) {
const double l_5493 = l_168 * l_mut_2877;
const double l_5494 = abs(l_mut_2877);
l_mut_2621 = double(1.401298464324817e-45);
const bool l_5495 = l_5494 >= double(1.1754943508222875e-38);
const bool l_5496 = l_5494 <= double(1.7976931348623157e308);
const bool l_5497 = l_5495 && l_5496;
if (l_5497) {
const uint64 l_5498 = reinterpret_cast<uint64 const&>(l_5494);
const uint64 l_5499 = l_5498 >> uint64(52);
const uint64 l_5500 = l_5499 - uint64(23);
const uint64 l_5501 = l_5500 << uint64(52);
const double l_5502 = reinterpret_cast<double const&>(l_5501);
l_mut_2621 = l_5502;
}
const double l_5503 = double(0.5) * l_mut_2621;
l_mut_2621 = l_5493;
const bool l_5504 = l_5503 > l_5493;
if (l_5504) {
l_mut_2621 = l_5503;
}
const double l_5505 = l_168 * l_mut_3131;
const double l_5506 = abs(l_mut_3131);
l_mut_2367 = double(1.401298464324817e-45);
const bool l_5507 = l_5506 >= double(1.1754943508222875e-38);
const bool l_5508 = l_5506 <= double(1.7976931348623157e308);
const bool l_5509 = l_5507 && l_5508;
if (l_5509) {
const uint64 l_5510 = reinterpret_cast<uint64 const&>(l_5506);
const uint64 l_5511 = l_5510 >> uint64(52);
const uint64 l_5512 = l_5511 - uint64(23);
const uint64 l_5513 = l_5512 << uint64(52);
const double l_5514 = reinterpret_cast<double const&>(l_5513);
l_mut_2367 = l_5514;
}
const double l_5515 = double(0.5) * l_mut_2367;
l_mut_2367 = l_5505;
const bool l_5516 = l_5515 > l_5505;
if (l_5516) {
l_mut_2367 = l_5515;
}
const double l_5517 = l_mut_2877 - l_mut_2621;
const double l_5518 = l_mut_3131 + l_mut_2367;
const uint32 l_5519 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5520 = l_5519 & uint32(2147483647);
const float l_5521 = reinterpret_cast<float const&>(l_5520);
const double l_5522 = double(l_5521);
l_mut_3131 = l_5522;
const bool l_5523 = l_5520 < uint32(8388608);
if (l_5523) {
const double l_5524 = double(l_5520);
const double l_5525 = l_5524 * double(1.401298464324817e-45);
l_mut_3131 = l_5525;
}
const uint64 l_5526 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5527 = l_5519 >> uint32(31);
const uint64 l_5528 = uint64(l_5527);
const uint64 l_5529 = l_5528 << uint64(63);
const uint64 l_5530 = l_5526 | l_5529;
const double l_5531 = reinterpret_cast<double const&>(l_5530);
const uint32 l_5532 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5533 = l_5532 + uint32(1);
l_mut_3383 = l_5533;
const uint32 l_5534 = l_5532 & uint32(2147483647);
const bool l_5535 = l_5534 == uint32(0);
if (l_5535) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5536 = l_5532 & uint32(2147483648);
const bool l_5537 = l_5536 != uint32(0);
if (l_5537) {
const uint32 l_5538 = l_5532 - uint32(1);
l_mut_3383 = l_5538;
} else {
const bool l_5539 = l_5532 == uint32(2139095040);
if (l_5539) {
l_mut_3383 = l_5532;
}
}
}
const float l_5540 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5541 = reinterpret_cast<uint32 const&>(l_5540);
const uint32 l_5542 = l_5541 & uint32(2147483647);
const float l_5543 = reinterpret_cast<float const&>(l_5542);
const double l_5544 = double(l_5543);
l_mut_3131 = l_5544;
const bool l_5545 = l_5542 < uint32(8388608);
if (l_5545) {
const double l_5546 = double(l_5542);
const double l_5547 = l_5546 * double(1.401298464324817e-45);
l_mut_3131 = l_5547;
}
const uint64 l_5548 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5549 = l_5541 >> uint32(31);
const uint64 l_5550 = uint64(l_5549);
const uint64 l_5551 = l_5550 << uint64(63);
const uint64 l_5552 = l_5548 | l_5551;
const double l_5553 = reinterpret_cast<double const&>(l_5552);
const uint32 l_5554 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5555 = l_5554 ^ uint32(2147483648);
const float l_5556 = reinterpret_cast<float const&>(l_5555);
const uint32 l_5557 = reinterpret_cast<uint32 const&>(l_5556);
const uint32 l_5558 = l_5557 + uint32(1);
l_mut_3383 = l_5558;
const uint32 l_5559 = l_5557 & uint32(2147483647);
const bool l_5560 = l_5559 == uint32(0);
if (l_5560) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5561 = l_5557 & uint32(2147483648);
const bool l_5562 = l_5561 != uint32(0);
if (l_5562) {
const uint32 l_5563 = l_5557 - uint32(1);
l_mut_3383 = l_5563;
} else {
const bool l_5564 = l_5557 == uint32(2139095040);
if (l_5564) {
l_mut_3383 = l_5557;
}
}
}
const float l_5565 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5566 = reinterpret_cast<uint32 const&>(l_5565);
const uint32 l_5567 = l_5566 ^ uint32(2147483648);
const float l_5568 = reinterpret_cast<float const&>(l_5567);
const uint32 l_5569 = reinterpret_cast<uint32 const&>(l_5568);
const uint32 l_5570 = l_5569 & uint32(2147483647);
const float l_5571 = reinterpret_cast<float const&>(l_5570);
const double l_5572 = double(l_5571);
l_mut_3131 = l_5572;
const bool l_5573 = l_5570 < uint32(8388608);
if (l_5573) {
const double l_5574 = double(l_5570);
const double l_5575 = l_5574 * double(1.401298464324817e-45);
l_mut_3131 = l_5575;
}
const uint64 l_5576 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5577 = l_5569 >> uint32(31);
const uint64 l_5578 = uint64(l_5577);
const uint64 l_5579 = l_5578 << uint64(63);
const uint64 l_5580 = l_5576 | l_5579;
const double l_5581 = reinterpret_cast<double const&>(l_5580);
const double l_5582 = l_5517 + l_5448;
const bool l_5583 = l_5582 <= l_5531;
l_mut_297 = l_5583;
const double l_5584 = l_5517 - l_5448;
const bool l_5585 = l_5584 > l_5531;
l_mut_294 = l_5585;
const double l_5586 = l_5518 - l_5449;
const bool l_5587 = l_5586 >= l_5531;
l_mut_291 = l_5587;
const double l_5588 = l_5518 + l_5449;
const bool l_5589 = l_5588 < l_5531;
l_mut_288 = l_5589;
l_mut_3383 = uint32(2);
const bool l_5590 = l_mut_294 || l_mut_288;
if (l_5590) {
l_mut_3383 = uint32(1);
} else {
const bool l_5591 = l_mut_297 && l_mut_291;
if (l_5591) {
l_mut_3383 = uint32(0);
}
}
const uint32 l_5592 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5593 = l_5592 & uint32(2147483647);
const bool l_5594 = l_5593 == uint32(0);
if (l_5594) {
const double l_5595 = l_5517 + l_5448;
const bool l_5596 = l_5595 < double(1.1754943508222875e-38);
const double l_5597 = l_5518 - l_5449;
const bool l_5598 = l_5597 > double(-1.1754943508222875e-38);
const bool l_5599 = l_5596 && l_5598;
const double l_5600 = l_5517 - l_5448;
const bool l_5601 = l_5600 < double(1.1754943508222875e-38);
const double l_5602 = l_5518 + l_5449;
const bool l_5603 = l_5602 > double(-1.1754943508222875e-38);
const bool l_5604 = l_5601 && l_5603;
if (l_5599) {
l_mut_3383 = uint32(0);
} else {
const bool l_5605 = l_mut_3383 == uint32(1);
const bool l_5606 = l_5604 && l_5605;
if (l_5606) {
l_mut_3383 = uint32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
l_mut_180 = l_mut_4426;
} else {
const bool l_5607 = l_162 == uint32(14);
if (l_5607) {
l_mut_180 = uint32(0);
const bool l_5608 = l_175 > double(0.0);
if (l_5608) {
const float l_5609 = float(l_175);
const uint32 l_5610 = reinterpret_cast<uint32 const&>(l_5609);
const uint32 l_5611 = l_5610 & uint32(2147483647);
const float l_5612 = reinterpret_cast<float const&>(l_5611);
const double l_5613 = double(l_5612);
l_mut_3131 = l_5613;
const bool l_5614 = l_5611 < uint32(8388608);
if (l_5614) {
const double l_5615 = double(l_5611);
const double l_5616 = l_5615 * double(1.401298464324817e-45);
l_mut_3131 = l_5616;
}
const uint64 l_5617 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_5618 = l_5610 >> uint32(31);
const uint64 l_5619 = uint64(l_5618);
const uint64 l_5620 = l_5619 << uint64(63);
const uint64 l_5621 = l_5617 | l_5620;
const double l_5622 = reinterpret_cast<double const&>(l_5621);
l_mut_3131 = l_5622;
const bool l_5623 = l_5622 < double(0.0);
if (l_5623) {
const uint64 l_5624 = reinterpret_cast<uint64 const&>(l_5622);
const uint64 l_5625 = l_5624 | uint64(9221120237041090560);
const double l_5626 = reinterpret_cast<double const&>(l_5625);
l_mut_3131 = l_5626;
} else {
const bool l_5627 = l_5622 == double(0.0);
if (l_5627) {
const double l_5628 = abs(l_5622);
const uint64 l_5629 = reinterpret_cast<uint64 const&>(l_5628);
const uint64 l_5630 = l_5629 | uint64(9218868437227405312);
const uint64 l_5631 = l_5630 & uint64(18442240474082181120);
const double l_5632 = reinterpret_cast<double const&>(l_5631);
const double l_5633 = -l_5632;
l_mut_3131 = l_5633;
} else {
const uint32 l_5634 = reinterpret_cast<uint32 const&>(l_5609);
const bool l_5635 = l_5634 < uint32(2139095040);
if (l_5635) {
const uint64 l_5636 = reinterpret_cast<uint64 const&>(l_5622);
const uint64 l_5637 = l_5636 >> uint64(52);
const uint64 l_5638 = l_5637 & uint64(2047);
const int32 l_5639 = int32(l_5638);
const int32 l_5640 = l_5639 - int32(1023);
l_mut_5641 = l_5640;
const uint64 l_5642 = l_5636 & uint64(4503599627370495);
const uint64 l_5643 = l_5642 | uint64(4607182418800017408);
const double l_5644 = reinterpret_cast<double const&>(l_5643);
l_mut_2877 = l_5644;
const bool l_5645 = l_mut_2877 > double(1.4142135623730951);
if (l_5645) {
l_mut_2877 = l_mut_2877 * double(0.5);
l_mut_5641 = l_mut_5641 + int32(1);
}
const double l_5646 = l_mut_2877 - double(1.0);
const double l_5647 = double(2.0) + l_5646;
const double l_5648 = l_5646 / l_5647;
const double l_5649 = l_5648 * l_5648;
const double l_5650 = l_5649 * double(0.04);
const double l_5651 = l_5650 + double(0.043478260869565216);
l_mut_2877 = l_5651;
const double l_5652 = l_mut_2877 * l_5649;
const double l_5653 = l_5652 + double(0.047619047619047616);
l_mut_2877 = l_5653;
const double l_5654 = l_mut_2877 * l_5649;
const double l_5655 = l_5654 + double(0.05263157894736842);
l_mut_2877 = l_5655;
const double l_5656 = l_mut_2877 * l_5649;
const double l_5657 = l_5656 + double(0.058823529411764705);
l_mut_2877 = l_5657;
const double l_5658 = l_mut_2877 * l_5649;
const double l_5659 = l_5658 + double(0.06666666666666667);
l_mut_2877 = l_5659;
const double l_5660 = l_mut_2877 * l_5649;
const double l_5661 = l_5660 + double(0.07692307692307693);
l_mut_2877 = l_5661;
const double l_5662 = l_mut_2877 * l_5649;
const double l_5663 = l_5662 + double(0.09090909090909091);
l_mut_2877 = l_5663;
const double l_5664 = l_mut_2877 * l_5649;
const double l_5665 = l_5664 + double(0.1111111111111111);
l_mut_2877 = l_5665;
const double l_5666 = l_mut_2877 * l_5649;
const double l_5667 = l_5666 + double(0.14285714285714285);
l_mut_2877 = l_5667;
const double l_5668 = l_mut_2877 * l_5649;
const double l_5669 = l_5668 + double(0.2);
l_mut_2877 = l_5669;
const double l_5670 = l_mut_2877 * l_5649;
const double l_5671 = l_5670 + double(0.3333333333333333);
l_mut_2877 = l_5671;
const double l_5672 = double(2.0) * l_5648;
const double l_5673 = double(2.0) * l_5648;
const double l_5674 = l_5673 * l_5649;
const double l_5675 = l_5674 * l_mut_2877;
const double l_5676 = l_5672 + l_5675;
const double l_5677 = double(l_mut_5641);
const double l_5678 = l_5677 * double(0.6931471824645996);
const double l_5679 = l_5677 * double(-1.904654299957768e-9);
const double l_5680 = l_5679 + l_5676;
const double l_5681 = l_5678 + l_5680;
l_mut_3131 = l_5681;
}
}
}
const double l_5682 = l_mut_3131 / double(0.6931471805599453);
const double l_5683 = abs(l_5682);
const double l_5684 = l_168 * l_5683;
l_mut_3131 = l_5684;
const bool l_5685 = l_175 >= double(0.5);
const bool l_5686 = l_175 <= double(2.0);
const bool l_5687 = l_5685 && l_5686;
if (l_5687) {
l_mut_3131 = l_168;
}
const double l_5688 = abs(l_5682);
const double l_5689 = l_5688 * double(1.4551915228366852e-11);
const double l_5690 = double(1.0) + l_168;
const double l_5691 = l_5689 * l_5690;
const double l_5692 = l_5682 - l_mut_3131;
const double l_5693 = l_5682 + l_mut_3131;
const double l_5695 = l_5692 * l_171;
const double l_5696 = l_5692 * l_174;
const double l_5697 = l_5693 * l_171;
const double l_5698 = l_5693 * l_174;
l_arr_5694[uint32(0)] = l_5695;
l_arr_5694[uint32(1)] = l_5695;
const double l_5699 = l_arr_5694[uint32(0)];
const bool l_5700 = l_5696 < l_5699;
if (l_5700) {
l_arr_5694[uint32(0)] = l_5696;
}
const double l_5701 = l_arr_5694[uint32(0)];
const bool l_5702 = l_5697 < l_5701;
if (l_5702) {
l_arr_5694[uint32(0)] = l_5697;
}
const double l_5703 = l_arr_5694[uint32(0)];
const bool l_5704 = l_5698 < l_5703;
if (l_5704) {
l_arr_5694[uint32(0)] = l_5698;
}
const double l_5705 = l_arr_5694[uint32(1)];
const bool l_5706 = l_5696 > l_5705;
if (l_5706) {
l_arr_5694[uint32(1)] = l_5696;
}
const double l_5707 = l_arr_5694[uint32(1)];
const bool l_5708 = l_5697 > l_5707;
if (l_5708) {
l_arr_5694[uint32(1)] = l_5697;
}
const double l_5709 = l_arr_5694[uint32(1)];
const bool l_5710 = l_5698 > l_5709;
if (l_5710) {
l_arr_5694[uint32(1)] = l_5698;
}
const double l_5711 = l_5691 * l_174;
l_mut_4426 = uint32(2);
const double l_5712 = l_arr_5694[uint32(0)];
const double l_5713 = l_5712 - l_5711;
const double l_5714 = l_5713 * double(7.1362384635298e44);
const double l_5715 = floor(l_5714);
const double l_5716 = l_5715 * double(1.401298464324817e-45);
l_mut_3131 = l_5716;
const double l_5717 = abs(l_5713);
const bool l_5718 = l_5717 >= double(1.1754943508222875e-38);
if (l_5718) {
const float l_5719 = float(l_5713);
const double l_5720 = double(l_5719);
l_mut_3131 = l_5720;
const bool l_5721 = l_mut_3131 > l_5713;
if (l_5721) {
const uint32 l_5722 = reinterpret_cast<uint32 const&>(l_5719);
const uint32 l_5723 = l_5722 ^ uint32(2147483648);
const float l_5724 = reinterpret_cast<float const&>(l_5723);
const uint32 l_5725 = reinterpret_cast<uint32 const&>(l_5724);
const uint32 l_5726 = l_5725 + uint32(1);
l_mut_3383 = l_5726;
const uint32 l_5727 = l_5725 & uint32(2147483647);
const bool l_5728 = l_5727 == uint32(0);
if (l_5728) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5729 = l_5725 & uint32(2147483648);
const bool l_5730 = l_5729 != uint32(0);
if (l_5730) {
const uint32 l_5731 = l_5725 - uint32(1);
l_mut_3383 = l_5731;
} else {
const bool l_5732 = l_5725 == uint32(2139095040);
if (l_5732) {
l_mut_3383 = l_5725;
}
}
}
const float l_5733 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5734 = reinterpret_cast<uint32 const&>(l_5733);
const uint32 l_5735 = l_5734 ^ uint32(2147483648);
const float l_5736 = reinterpret_cast<float const&>(l_5735);
const uint32 l_5737 = reinterpret_cast<uint32 const&>(l_5736);
const uint32 l_5738 = l_5737 & uint32(2147483647);
const float l_5739 = reinterpret_cast<float const&>(l_5738);
const double l_5740 = double(l_5739);
l_mut_2877 = l_5740;
const bool l_5741 = l_5738 < uint32(8388608);
if (l_5741) {
const double l_5742 = double(l_5738);
const double l_5743 = l_5742 * double(1.401298464324817e-45);
l_mut_2877 = l_5743;
}
const uint64 l_5744 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5745 = l_5737 >> uint32(31);
const uint64 l_5746 = uint64(l_5745);
const uint64 l_5747 = l_5746 << uint64(63);
const uint64 l_5748 = l_5744 | l_5747;
const double l_5749 = reinterpret_cast<double const&>(l_5748);
l_mut_3131 = l_5749;
} else {
const uint32 l_5750 = reinterpret_cast<uint32 const&>(l_5719);
const uint32 l_5751 = l_5750 + uint32(1);
l_mut_3383 = l_5751;
const uint32 l_5752 = l_5750 & uint32(2147483647);
const bool l_5753 = l_5752 == uint32(0);
if (l_5753) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5754 = l_5750 & uint32(2147483648);
const bool l_5755 = l_5754 != uint32(0);
if (l_5755) {
const uint32 l_5756 = l_5750 - uint32(1);
l_mut_3383 = l_5756;
} else {
const bool l_5757 = l_5750 == uint32(2139095040);
if (l_5757) {
l_mut_3383 = l_5750;
}
}
}
const float l_5758 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5759 = reinterpret_cast<uint32 const&>(l_5758);
const uint32 l_5760 = l_5759 & uint32(2147483647);
const float l_5761 = reinterpret_cast<float const&>(l_5760);
const double l_5762 = double(l_5761);
l_mut_2877 = l_5762;
const bool l_5763 = l_5760 < uint32(8388608);
if (l_5763) {
const double l_5764 = double(l_5760);
const double l_5765 = l_5764 * double(1.401298464324817e-45);
l_mut_2877 = l_5765;
}
const uint64 l_5766 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5767 = l_5759 >> uint32(31);
const uint64 l_5768 = uint64(l_5767);
const uint64 l_5769 = l_5768 << uint64(63);
const uint64 l_5770 = l_5766 | l_5769;
const double l_5771 = reinterpret_cast<double const&>(l_5770);
const bool l_5772 = l_5771 <= l_5713;
if (l_5772) {
const uint32 l_5773 = reinterpret_cast<uint32 const&>(l_5719);
const uint32 l_5774 = l_5773 + uint32(1);
l_mut_3383 = l_5774;
const uint32 l_5775 = l_5773 & uint32(2147483647);
const bool l_5776 = l_5775 == uint32(0);
if (l_5776) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5777 = l_5773 & uint32(2147483648);
const bool l_5778 = l_5777 != uint32(0);
if (l_5778) {
const uint32 l_5779 = l_5773 - uint32(1);
l_mut_3383 = l_5779;
} else {
const bool l_5780 = l_5773 == uint32(2139095040);
if (l_5780) {
l_mut_3383 = l_5773;
}
}
}
const float l_5781 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5782 = reinterpret_cast<uint32 const&>(l_5781);
const uint32 l_5783 = l_5782 & uint32(2147483647);
const float l_5784 = reinterpret_cast<float const&>(l_5783);
const double l_5785 = double(l_5784);
l_mut_2877 = l_5785;
const bool l_5786 = l_5783 < uint32(8388608);
if (l_5786) {
const double l_5787 = double(l_5783);
const double l_5788 = l_5787 * double(1.401298464324817e-45);
l_mut_2877 = l_5788;
}
const uint64 l_5789 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5790 = l_5782 >> uint32(31);
const uint64 l_5791 = uint64(l_5790);
const uint64 l_5792 = l_5791 << uint64(63);
const uint64 l_5793 = l_5789 | l_5792;
const double l_5794 = reinterpret_cast<double const&>(l_5793);
l_mut_3131 = l_5794;
}
}
}
const double l_5795 = l_5712 + l_5711;
const double l_5796 = l_5795 * double(7.1362384635298e44);
const double l_5797 = floor(l_5796);
const double l_5798 = l_5797 * double(1.401298464324817e-45);
l_mut_2877 = l_5798;
const double l_5799 = abs(l_5795);
const bool l_5800 = l_5799 >= double(1.1754943508222875e-38);
if (l_5800) {
const float l_5801 = float(l_5795);
const double l_5802 = double(l_5801);
l_mut_2877 = l_5802;
const bool l_5803 = l_mut_2877 > l_5795;
if (l_5803) {
const uint32 l_5804 = reinterpret_cast<uint32 const&>(l_5801);
const uint32 l_5805 = l_5804 ^ uint32(2147483648);
const float l_5806 = reinterpret_cast<float const&>(l_5805);
const uint32 l_5807 = reinterpret_cast<uint32 const&>(l_5806);
const uint32 l_5808 = l_5807 + uint32(1);
l_mut_3383 = l_5808;
const uint32 l_5809 = l_5807 & uint32(2147483647);
const bool l_5810 = l_5809 == uint32(0);
if (l_5810) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5811 = l_5807 & uint32(2147483648);
const bool l_5812 = l_5811 != uint32(0);
if (l_5812) {
const uint32 l_5813 = l_5807 - uint32(1);
l_mut_3383 = l_5813;
} else {
const bool l_5814 = l_5807 == uint32(2139095040);
if (l_5814) {
l_mut_3383 = l_5807;
}
}
}
const float l_5815 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5816 = reinterpret_cast<uint32 const&>(l_5815);
const uint32 l_5817 = l_5816 ^ uint32(2147483648);
const float l_5818 = reinterpret_cast<float const&>(l_5817);
const uint32 l_5819 = reinterpret_cast<uint32 const&>(l_5818);
const uint32 l_5820 = l_5819 & uint32(2147483647);
const float l_5821 = reinterpret_cast<float const&>(l_5820);
const double l_5822 = double(l_5821);
l_mut_2621 = l_5822;
const bool l_5823 = l_5820 < uint32(8388608);
if (l_5823) {
const double l_5824 = double(l_5820);
const double l_5825 = l_5824 * double(1.401298464324817e-45);
l_mut_2621 = l_5825;
}
const uint64 l_5826 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5827 = l_5819 >> uint32(31);
const uint64 l_5828 = uint64(l_5827);
const uint64 l_5829 = l_5828 << uint64(63);
const uint64 l_5830 = l_5826 | l_5829;
const double l_5831 = reinterpret_cast<double const&>(l_5830);
l_mut_2877 = l_5831;
} else {
const uint32 l_5832 = reinterpret_cast<uint32 const&>(l_5801);
const uint32 l_5833 = l_5832 + uint32(1);
l_mut_3383 = l_5833;
const uint32 l_5834 = l_5832 & uint32(2147483647);
const bool l_5835 = l_5834 == uint32(0);
if (l_5835) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5836 = l_5832 & uint32(2147483648);
const bool l_5837 = l_5836 != uint32(0);
if (l_5837) {
const uint32 l_5838 = l_5832 - uint32(1);
l_mut_3383 = l_5838;
} else {
const bool l_5839 = l_5832 == uint32(2139095040);
if (l_5839) {
l_mut_3383 = l_5832;
}
}
}
const float l_5840 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5841 = reinterpret_cast<uint32 const&>(l_5840);
const uint32 l_5842 = l_5841 & uint32(2147483647);
const float l_5843 = reinterpret_cast<float const&>(l_5842);
const double l_5844 = double(l_5843);
l_mut_2621 = l_5844;
const bool l_5845 = l_5842 < uint32(8388608);
if (l_5845) {
const double l_5846 = double(l_5842);
const double l_5847 = l_5846 * double(1.401298464324817e-45);
l_mut_2621 = l_5847;
}
const uint64 l_5848 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5849 = l_5841 >> uint32(31);
const uint64 l_5850 = uint64(l_5849);
const uint64 l_5851 = l_5850 << uint64(63);
const uint64 l_5852 = l_5848 | l_5851;
const double l_5853 = reinterpret_cast<double const&>(l_5852);
const bool l_5854 = l_5853 <= l_5795;
if (l_5854) {
const uint32 l_5855 = reinterpret_cast<uint32 const&>(l_5801);
const uint32 l_5856 = l_5855 + uint32(1);
l_mut_3383 = l_5856;
const uint32 l_5857 = l_5855 & uint32(2147483647);
const bool l_5858 = l_5857 == uint32(0);
if (l_5858) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5859 = l_5855 & uint32(2147483648);
const bool l_5860 = l_5859 != uint32(0);
if (l_5860) {
const uint32 l_5861 = l_5855 - uint32(1);
l_mut_3383 = l_5861;
} else {
const bool l_5862 = l_5855 == uint32(2139095040);
if (l_5862) {
l_mut_3383 = l_5855;
}
}
}
const float l_5863 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5864 = reinterpret_cast<uint32 const&>(l_5863);
const uint32 l_5865 = l_5864 & uint32(2147483647);
const float l_5866 = reinterpret_cast<float const&>(l_5865);
const double l_5867 = double(l_5866);
l_mut_2621 = l_5867;
const bool l_5868 = l_5865 < uint32(8388608);
if (l_5868) {
const double l_5869 = double(l_5865);
const double l_5870 = l_5869 * double(1.401298464324817e-45);
l_mut_2621 = l_5870;
}
const uint64 l_5871 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5872 = l_5864 >> uint32(31);
const uint64 l_5873 = uint64(l_5872);
const uint64 l_5874 = l_5873 << uint64(63);
const uint64 l_5875 = l_5871 | l_5874;
const double l_5876 = reinterpret_cast<double const&>(l_5875);
l_mut_2877 = l_5876;
}
}
}
const bool l_5877 = l_mut_3131 == l_mut_2877;
const double l_5878 = l_arr_5694[uint32(1)];
const double l_5879 = l_5878 - l_5711;
const double l_5880 = l_5879 * double(7.1362384635298e44);
const double l_5881 = floor(l_5880);
const double l_5882 = l_5881 * double(1.401298464324817e-45);
l_mut_3131 = l_5882;
const double l_5883 = abs(l_5879);
const bool l_5884 = l_5883 >= double(1.1754943508222875e-38);
if (l_5884) {
const float l_5885 = float(l_5879);
const double l_5886 = double(l_5885);
l_mut_3131 = l_5886;
const bool l_5887 = l_mut_3131 > l_5879;
if (l_5887) {
const uint32 l_5888 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5889 = l_5888 ^ uint32(2147483648);
const float l_5890 = reinterpret_cast<float const&>(l_5889);
const uint32 l_5891 = reinterpret_cast<uint32 const&>(l_5890);
const uint32 l_5892 = l_5891 + uint32(1);
l_mut_3383 = l_5892;
const uint32 l_5893 = l_5891 & uint32(2147483647);
const bool l_5894 = l_5893 == uint32(0);
if (l_5894) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5895 = l_5891 & uint32(2147483648);
const bool l_5896 = l_5895 != uint32(0);
if (l_5896) {
const uint32 l_5897 = l_5891 - uint32(1);
l_mut_3383 = l_5897;
} else {
const bool l_5898 = l_5891 == uint32(2139095040);
if (l_5898) {
l_mut_3383 = l_5891;
}
}
}
const float l_5899 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5900 = reinterpret_cast<uint32 const&>(l_5899);
const uint32 l_5901 = l_5900 ^ uint32(2147483648);
const float l_5902 = reinterpret_cast<float const&>(l_5901);
const uint32 l_5903 = reinterpret_cast<uint32 const&>(l_5902);
const uint32 l_5904 = l_5903 & uint32(2147483647);
const float l_5905 = reinterpret_cast<float const&>(l_5904);
const double l_5906 = double(l_5905);
l_mut_2877 = l_5906;
const bool l_5907 = l_5904 < uint32(8388608);
if (l_5907) {
const double l_5908 = double(l_5904);
const double l_5909 = l_5908 * double(1.401298464324817e-45);
l_mut_2877 = l_5909;
}
const uint64 l_5910 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5911 = l_5903 >> uint32(31);
const uint64 l_5912 = uint64(l_5911);
const uint64 l_5913 = l_5912 << uint64(63);
const uint64 l_5914 = l_5910 | l_5913;
const double l_5915 = reinterpret_cast<double const&>(l_5914);
l_mut_3131 = l_5915;
} else {
const uint32 l_5916 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5917 = l_5916 + uint32(1);
l_mut_3383 = l_5917;
const uint32 l_5918 = l_5916 & uint32(2147483647);
const bool l_5919 = l_5918 == uint32(0);
if (l_5919) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5920 = l_5916 & uint32(2147483648);
const bool l_5921 = l_5920 != uint32(0);
if (l_5921) {
const uint32 l_5922 = l_5916 - uint32(1);
l_mut_3383 = l_5922;
} else {
const bool l_5923 = l_5916 == uint32(2139095040);
if (l_5923) {
l_mut_3383 = l_5916;
}
}
}
const float l_5924 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5925 = reinterpret_cast<uint32 const&>(l_5924);
const uint32 l_5926 = l_5925 & uint32(2147483647);
const float l_5927 = reinterpret_cast<float const&>(l_5926);
const double l_5928 = double(l_5927);
l_mut_2877 = l_5928;
const bool l_5929 = l_5926 < uint32(8388608);
if (l_5929) {
const double l_5930 = double(l_5926);
const double l_5931 = l_5930 * double(1.401298464324817e-45);
l_mut_2877 = l_5931;
}
const uint64 l_5932 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5933 = l_5925 >> uint32(31);
const uint64 l_5934 = uint64(l_5933);
const uint64 l_5935 = l_5934 << uint64(63);
const uint64 l_5936 = l_5932 | l_5935;
const double l_5937 = reinterpret_cast<double const&>(l_5936);
const bool l_5938 = l_5937 <= l_5879;
if (l_5938) {
const uint32 l_5939 = reinterpret_cast<uint32 const&>(l_5885);
const uint32 l_5940 = l_5939 + uint32(1);
l_mut_3383 = l_5940;
const uint32 l_5941 = l_5939 & uint32(2147483647);
const bool l_5942 = l_5941 == uint32(0);
if (l_5942) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5943 = l_5939 & uint32(2147483648);
const bool l_5944 = l_5943 != uint32(0);
if (l_5944) {
const uint32 l_5945 = l_5939 - uint32(1);
l_mut_3383 = l_5945;
} else {
const bool l_5946 = l_5939 == uint32(2139095040);
if (l_5946) {
l_mut_3383 = l_5939;
}
}
}
const float l_5947 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5948 = reinterpret_cast<uint32 const&>(l_5947);
const uint32 l_5949 = l_5948 & uint32(2147483647);
const float l_5950 = reinterpret_cast<float const&>(l_5949);
const double l_5951 = double(l_5950);
l_mut_2877 = l_5951;
const bool l_5952 = l_5949 < uint32(8388608);
if (l_5952) {
const double l_5953 = double(l_5949);
const double l_5954 = l_5953 * double(1.401298464324817e-45);
l_mut_2877 = l_5954;
}
const uint64 l_5955 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_5956 = l_5948 >> uint32(31);
const uint64 l_5957 = uint64(l_5956);
const uint64 l_5958 = l_5957 << uint64(63);
const uint64 l_5959 = l_5955 | l_5958;
const double l_5960 = reinterpret_cast<double const&>(l_5959);
l_mut_3131 = l_5960;
}
}
}
const double l_5961 = l_5878 + l_5711;
const double l_5962 = l_5961 * double(7.1362384635298e44);
const double l_5963 = floor(l_5962);
const double l_5964 = l_5963 * double(1.401298464324817e-45);
l_mut_2877 = l_5964;
const double l_5965 = abs(l_5961);
const bool l_5966 = l_5965 >= double(1.1754943508222875e-38);
if (l_5966) {
const float l_5967 = float(l_5961);
const double l_5968 = double(l_5967);
l_mut_2877 = l_5968;
const bool l_5969 = l_mut_2877 > l_5961;
if (l_5969) {
const uint32 l_5970 = reinterpret_cast<uint32 const&>(l_5967);
const uint32 l_5971 = l_5970 ^ uint32(2147483648);
const float l_5972 = reinterpret_cast<float const&>(l_5971);
const uint32 l_5973 = reinterpret_cast<uint32 const&>(l_5972);
const uint32 l_5974 = l_5973 + uint32(1);
l_mut_3383 = l_5974;
const uint32 l_5975 = l_5973 & uint32(2147483647);
const bool l_5976 = l_5975 == uint32(0);
if (l_5976) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_5977 = l_5973 & uint32(2147483648);
const bool l_5978 = l_5977 != uint32(0);
if (l_5978) {
const uint32 l_5979 = l_5973 - uint32(1);
l_mut_3383 = l_5979;
} else {
const bool l_5980 = l_5973 == uint32(2139095040);
if (l_5980) {
l_mut_3383 = l_5973;
}
}
}
const float l_5981 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_5982 = reinterpret_cast<uint32 const&>(l_5981);
const uint32 l_5983 = l_5982 ^ uint32(2147483648);
const float l_5984 = reinterpret_cast<float const&>(l_5983);
const uint32 l_5985 = reinterpret_cast<uint32 const&>(l_5984);
const uint32 l_5986 = l_5985 & uint32(2147483647);
const float l_5987 = reinterpret_cast<float const&>(l_5986);
const double l_5988 = double(l_5987);
l_mut_2621 = l_5988;
const bool l_5989 = l_5986 < uint32(8388608);
if (l_5989) {
const double l_5990 = double(l_5986);
const double l_5991 = l_5990 * double(1.401298464324817e-45);
l_mut_2621 = l_5991;
}
const uint64 l_5992 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_5993 = l_5985 >> uint32(31);
const uint64 l_5994 = uint64(l_5993);
const uint64 l_5995 = l_5994 << uint64(63);
const uint64 l_5996 = l_5992 | l_5995;
const double l_5997 = reinterpret_cast<double const&>(l_5996);
l_mut_2877 = l_5997;
} else {
const uint32 l_5998 = reinterpret_cast<uint32 const&>(l_5967);
const uint32 l_5999 = l_5998 + uint32(1);
l_mut_3383 = l_5999;
const uint32 l_6000 = l_5998 & uint32(2147483647);
const bool l_6001 = l_6000 == uint32(0);
if (l_6001) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6002 = l_5998 & uint32(2147483648);
const bool l_6003 = l_6002 != uint32(0);
if (l_6003) {
const uint32 l_6004 = l_5998 - uint32(1);
l_mut_3383 = l_6004;
} else {
const bool l_6005 = l_5998 == uint32(2139095040);
if (l_6005) {
l_mut_3383 = l_5998;
}
}
}
const float l_6006 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6007 = reinterpret_cast<uint32 const&>(l_6006);
const uint32 l_6008 = l_6007 & uint32(2147483647);
const float l_6009 = reinterpret_cast<float const&>(l_6008);
const double l_6010 = double(l_6009);
l_mut_2621 = l_6010;
const bool l_6011 = l_6008 < uint32(8388608);
if (l_6011) {
const double l_6012 = double(l_6008);
const double l_6013 = l_6012 * double(1.401298464324817e-45);
l_mut_2621 = l_6013;
}
const uint64 l_6014 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_6015 = l_6007 >> uint32(31);
const uint64 l_6016 = uint64(l_6015);
const uint64 l_6017 = l_6016 << uint64(63);
const uint64 l_6018 = l_6014 | l_6017;
const double l_6019 = reinterpret_cast<double const&>(l_6018);
const bool l_6020 = l_6019 <= l_5961;
if (l_6020) {
const uint32 l_6021 = reinterpret_cast<uint32 const&>(l_5967);
const uint32 l_6022 = l_6021 + uint32(1);
l_mut_3383 = l_6022;
const uint32 l_6023 = l_6021 & uint32(2147483647);
const bool l_6024 = l_6023 == uint32(0);
if (l_6024) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6025 = l_6021 & uint32(2147483648);
const bool l_6026 = l_6025 != uint32(0);
if (l_6026) {
const uint32 l_6027 = l_6021 - uint32(1);
l_mut_3383 = l_6027;
} else {
const bool l_6028 = l_6021 == uint32(2139095040);
if (l_6028) {
l_mut_3383 = l_6021;
}
}
}
const float l_6029 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6030 = reinterpret_cast<uint32 const&>(l_6029);
const uint32 l_6031 = l_6030 & uint32(2147483647);
const float l_6032 = reinterpret_cast<float const&>(l_6031);
const double l_6033 = double(l_6032);
l_mut_2621 = l_6033;
const bool l_6034 = l_6031 < uint32(8388608);
if (l_6034) {
const double l_6035 = double(l_6031);
const double l_6036 = l_6035 * double(1.401298464324817e-45);
l_mut_2621 = l_6036;
}
const uint64 l_6037 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_6038 = l_6030 >> uint32(31);
const uint64 l_6039 = uint64(l_6038);
const uint64 l_6040 = l_6039 << uint64(63);
const uint64 l_6041 = l_6037 | l_6040;
const double l_6042 = reinterpret_cast<double const&>(l_6041);
l_mut_2877 = l_6042;
}
}
}
const bool l_6043 = l_mut_3131 == l_mut_2877;
const bool l_6044 = l_5877 && l_6043;
if (l_6044) {
const double l_6045 = l_arr_5694[uint32(0)];
const double l_6046 = l_6045 * double(7.1362384635298e44);
const double l_6047 = floor(l_6046);
const double l_6048 = l_6047 * double(1.401298464324817e-45);
l_mut_3131 = l_6048;
const double l_6049 = abs(l_6045);
const bool l_6050 = l_6049 >= double(1.1754943508222875e-38);
if (l_6050) {
const float l_6051 = float(l_6045);
const double l_6052 = double(l_6051);
l_mut_3131 = l_6052;
const bool l_6053 = l_mut_3131 > l_6045;
if (l_6053) {
const uint32 l_6054 = reinterpret_cast<uint32 const&>(l_6051);
const uint32 l_6055 = l_6054 ^ uint32(2147483648);
const float l_6056 = reinterpret_cast<float const&>(l_6055);
const uint32 l_6057 = reinterpret_cast<uint32 const&>(l_6056);
const uint32 l_6058 = l_6057 + uint32(1);
l_mut_3383 = l_6058;
const uint32 l_6059 = l_6057 & uint32(2147483647);
const bool l_6060 = l_6059 == uint32(0);
if (l_6060) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6061 = l_6057 & uint32(2147483648);
const bool l_6062 = l_6061 != uint32(0);
if (l_6062) {
const uint32 l_6063 = l_6057 - uint32(1);
l_mut_3383 = l_6063;
} else {
const bool l_6064 = l_6057 == uint32(2139095040);
if (l_6064) {
l_mut_3383 = l_6057;
}
}
}
const float l_6065 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6066 = reinterpret_cast<uint32 const&>(l_6065);
const uint32 l_6067 = l_6066 ^ uint32(2147483648);
const float l_6068 = reinterpret_cast<float const&>(l_6067);
const uint32 l_6069 = reinterpret_cast<uint32 const&>(l_6068);
const uint32 l_6070 = l_6069 & uint32(2147483647);
const float l_6071 = reinterpret_cast<float const&>(l_6070);
const double l_6072 = double(l_6071);
l_mut_2877 = l_6072;
const bool l_6073 = l_6070 < uint32(8388608);
if (l_6073) {
const double l_6074 = double(l_6070);
const double l_6075 = l_6074 * double(1.401298464324817e-45);
l_mut_2877 = l_6075;
}
const uint64 l_6076 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6077 = l_6069 >> uint32(31);
const uint64 l_6078 = uint64(l_6077);
const uint64 l_6079 = l_6078 << uint64(63);
const uint64 l_6080 = l_6076 | l_6079;
const double l_6081 = reinterpret_cast<double const&>(l_6080);
l_mut_3131 = l_6081;
} else {
const uint32 l_6082 = reinterpret_cast<uint32 const&>(l_6051);
const uint32 l_6083 = l_6082 + uint32(1);
l_mut_3383 = l_6083;
const uint32 l_6084 = l_6082 & uint32(2147483647);
const bool l_6085 = l_6084 == uint32(0);
if (l_6085) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6086 = l_6082 & uint32(2147483648);
const bool l_6087 = l_6086 != uint32(0);
if (l_6087) {
const uint32 l_6088 = l_6082 - uint32(1);
l_mut_3383 = l_6088;
} else {
const bool l_6089 = l_6082 == uint32(2139095040);
if (l_6089) {
l_mut_3383 = l_6082;
}
}
}
const float l_6090 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6091 = reinterpret_cast<uint32 const&>(l_6090);
const uint32 l_6092 = l_6091 & uint32(2147483647);
const float l_6093 = reinterpret_cast<float const&>(l_6092);
const double l_6094 = double(l_6093);
l_mut_2877 = l_6094;
const bool l_6095 = l_6092 < uint32(8388608);
if (l_6095) {
const double l_6096 = double(l_6092);
const double l_6097 = l_6096 * double(1.401298464324817e-45);
l_mut_2877 = l_6097;
}
const uint64 l_6098 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6099 = l_6091 >> uint32(31);
const uint64 l_6100 = uint64(l_6099);
const uint64 l_6101 = l_6100 << uint64(63);
const uint64 l_6102 = l_6098 | l_6101;
const double l_6103 = reinterpret_cast<double const&>(l_6102);
const bool l_6104 = l_6103 <= l_6045;
if (l_6104) {
const uint32 l_6105 = reinterpret_cast<uint32 const&>(l_6051);
const uint32 l_6106 = l_6105 + uint32(1);
l_mut_3383 = l_6106;
const uint32 l_6107 = l_6105 & uint32(2147483647);
const bool l_6108 = l_6107 == uint32(0);
if (l_6108) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6109 = l_6105 & uint32(2147483648);
const bool l_6110 = l_6109 != uint32(0);
if (l_6110) {
const uint32 l_6111 = l_6105 - uint32(1);
l_mut_3383 = l_6111;
} else {
const bool l_6112 = l_6105 == uint32(2139095040);
if (l_6112) {
l_mut_3383 = l_6105;
}
}
}
const float l_6113 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6114 = reinterpret_cast<uint32 const&>(l_6113);
const uint32 l_6115 = l_6114 & uint32(2147483647);
const float l_6116 = reinterpret_cast<float const&>(l_6115);
const double l_6117 = double(l_6116);
l_mut_2877 = l_6117;
const bool l_6118 = l_6115 < uint32(8388608);
if (l_6118) {
const double l_6119 = double(l_6115);
const double l_6120 = l_6119 * double(1.401298464324817e-45);
l_mut_2877 = l_6120;
}
const uint64 l_6121 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6122 = l_6114 >> uint32(31);
const uint64 l_6123 = uint64(l_6122);
const uint64 l_6124 = l_6123 << uint64(63);
const uint64 l_6125 = l_6121 | l_6124;
const double l_6126 = reinterpret_cast<double const&>(l_6125);
l_mut_3131 = l_6126;
}
}
}
const double l_6127 = l_arr_5694[uint32(1)];
const double l_6128 = -l_6127;
const double l_6129 = l_6128 * double(7.1362384635298e44);
const double l_6130 = floor(l_6129);
const double l_6131 = l_6130 * double(1.401298464324817e-45);
l_mut_2877 = l_6131;
const double l_6132 = abs(l_6128);
const bool l_6133 = l_6132 >= double(1.1754943508222875e-38);
if (l_6133) {
const float l_6134 = float(l_6128);
const double l_6135 = double(l_6134);
l_mut_2877 = l_6135;
const bool l_6136 = l_mut_2877 > l_6128;
if (l_6136) {
const uint32 l_6137 = reinterpret_cast<uint32 const&>(l_6134);
const uint32 l_6138 = l_6137 ^ uint32(2147483648);
const float l_6139 = reinterpret_cast<float const&>(l_6138);
const uint32 l_6140 = reinterpret_cast<uint32 const&>(l_6139);
const uint32 l_6141 = l_6140 + uint32(1);
l_mut_3383 = l_6141;
const uint32 l_6142 = l_6140 & uint32(2147483647);
const bool l_6143 = l_6142 == uint32(0);
if (l_6143) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6144 = l_6140 & uint32(2147483648);
const bool l_6145 = l_6144 != uint32(0);
if (l_6145) {
const uint32 l_6146 = l_6140 - uint32(1);
l_mut_3383 = l_6146;
} else {
const bool l_6147 = l_6140 == uint32(2139095040);
if (l_6147) {
l_mut_3383 = l_6140;
}
}
}
const float l_6148 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6149 = reinterpret_cast<uint32 const&>(l_6148);
const uint32 l_6150 = l_6149 ^ uint32(2147483648);
const float l_6151 = reinterpret_cast<float const&>(l_6150);
const uint32 l_6152 = reinterpret_cast<uint32 const&>(l_6151);
const uint32 l_6153 = l_6152 & uint32(2147483647);
const float l_6154 = reinterpret_cast<float const&>(l_6153);
const double l_6155 = double(l_6154);
l_mut_2621 = l_6155;
const bool l_6156 = l_6153 < uint32(8388608);
if (l_6156) {
const double l_6157 = double(l_6153);
const double l_6158 = l_6157 * double(1.401298464324817e-45);
l_mut_2621 = l_6158;
}
const uint64 l_6159 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_6160 = l_6152 >> uint32(31);
const uint64 l_6161 = uint64(l_6160);
const uint64 l_6162 = l_6161 << uint64(63);
const uint64 l_6163 = l_6159 | l_6162;
const double l_6164 = reinterpret_cast<double const&>(l_6163);
l_mut_2877 = l_6164;
} else {
const uint32 l_6165 = reinterpret_cast<uint32 const&>(l_6134);
const uint32 l_6166 = l_6165 + uint32(1);
l_mut_3383 = l_6166;
const uint32 l_6167 = l_6165 & uint32(2147483647);
const bool l_6168 = l_6167 == uint32(0);
if (l_6168) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6169 = l_6165 & uint32(2147483648);
const bool l_6170 = l_6169 != uint32(0);
if (l_6170) {
const uint32 l_6171 = l_6165 - uint32(1);
l_mut_3383 = l_6171;
} else {
const bool l_6172 = l_6165 == uint32(2139095040);
if (l_6172) {
l_mut_3383 = l_6165;
}
}
}
const float l_6173 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6174 = reinterpret_cast<uint32 const&>(l_6173);
const uint32 l_6175 = l_6174 & uint32(2147483647);
const float l_6176 = reinterpret_cast<float const&>(l_6175);
const double l_6177 = double(l_6176);
l_mut_2621 = l_6177;
const bool l_6178 = l_6175 < uint32(8388608);
if (l_6178) {
const double l_6179 = double(l_6175);
const double l_6180 = l_6179 * double(1.401298464324817e-45);
l_mut_2621 = l_6180;
}
const uint64 l_6181 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_6182 = l_6174 >> uint32(31);
const uint64 l_6183 = uint64(l_6182);
const uint64 l_6184 = l_6183 << uint64(63);
const uint64 l_6185 = l_6181 | l_6184;
const double l_6186 = reinterpret_cast<double const&>(l_6185);
const bool l_6187 = l_6186 <= l_6128;
if (l_6187) {
const uint32 l_6188 = reinterpret_cast<uint32 const&>(l_6134);
const uint32 l_6189 = l_6188 + uint32(1);
l_mut_3383 = l_6189;
const uint32 l_6190 = l_6188 & uint32(2147483647);
const bool l_6191 = l_6190 == uint32(0);
if (l_6191) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6192 = l_6188 & uint32(2147483648);
const bool l_6193 = l_6192 != uint32(0);
if (l_6193) {
const uint32 l_6194 = l_6188 - uint32(1);
l_mut_3383 = l_6194;
} else {
const bool l_6195 = l_6188 == uint32(2139095040);
if (l_6195) {
l_mut_3383 = l_6188;
}
}
}
const float l_6196 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6197 = reinterpret_cast<uint32 const&>(l_6196);
const uint32 l_6198 = l_6197 & uint32(2147483647);
const float l_6199 = reinterpret_cast<float const&>(l_6198);
const double l_6200 = double(l_6199);
l_mut_2621 = l_6200;
const bool l_6201 = l_6198 < uint32(8388608);
if (l_6201) {
const double l_6202 = double(l_6198);
const double l_6203 = l_6202 * double(1.401298464324817e-45);
l_mut_2621 = l_6203;
}
const uint64 l_6204 = reinterpret_cast<uint64 const&>(l_mut_2621);
const uint32 l_6205 = l_6197 >> uint32(31);
const uint64 l_6206 = uint64(l_6205);
const uint64 l_6207 = l_6206 << uint64(63);
const uint64 l_6208 = l_6204 | l_6207;
const double l_6209 = reinterpret_cast<double const&>(l_6208);
l_mut_2877 = l_6209;
}
}
}
const double l_6210 = -l_mut_2877;
const uint32 l_6211 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6212 = l_6211 & uint32(2147483647);
const float l_6213 = reinterpret_cast<float const&>(l_6212);
const double l_6214 = double(l_6213);
l_mut_2877 = l_6214;
const bool l_6215 = l_6212 < uint32(8388608);
if (l_6215) {
const double l_6216 = double(l_6212);
const double l_6217 = l_6216 * double(1.401298464324817e-45);
l_mut_2877 = l_6217;
}
const uint64 l_6218 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6219 = l_6211 >> uint32(31);
const uint64 l_6220 = uint64(l_6219);
const uint64 l_6221 = l_6220 << uint64(63);
const uint64 l_6222 = l_6218 | l_6221;
const double l_6223 = reinterpret_cast<double const&>(l_6222);
const uint32 l_6224 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6225 = l_6224 + uint32(1);
l_mut_3383 = l_6225;
const uint32 l_6226 = l_6224 & uint32(2147483647);
const bool l_6227 = l_6226 == uint32(0);
if (l_6227) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6228 = l_6224 & uint32(2147483648);
const bool l_6229 = l_6228 != uint32(0);
if (l_6229) {
const uint32 l_6230 = l_6224 - uint32(1);
l_mut_3383 = l_6230;
} else {
const bool l_6231 = l_6224 == uint32(2139095040);
if (l_6231) {
l_mut_3383 = l_6224;
}
}
}
const float l_6232 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6233 = reinterpret_cast<uint32 const&>(l_6232);
const uint32 l_6234 = l_6233 & uint32(2147483647);
const float l_6235 = reinterpret_cast<float const&>(l_6234);
const double l_6236 = double(l_6235);
l_mut_2877 = l_6236;
const bool l_6237 = l_6234 < uint32(8388608);
if (l_6237) {
const double l_6238 = double(l_6234);
const double l_6239 = l_6238 * double(1.401298464324817e-45);
l_mut_2877 = l_6239;
}
const uint64 l_6240 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6241 = l_6233 >> uint32(31);
const uint64 l_6242 = uint64(l_6241);
const uint64 l_6243 = l_6242 << uint64(63);
const uint64 l_6244 = l_6240 | l_6243;
const double l_6245 = reinterpret_cast<double const&>(l_6244);
const uint32 l_6246 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6247 = l_6246 ^ uint32(2147483648);
const float l_6248 = reinterpret_cast<float const&>(l_6247);
const uint32 l_6249 = reinterpret_cast<uint32 const&>(l_6248);
const uint32 l_6250 = l_6249 + uint32(1);
l_mut_3383 = l_6250;
const uint32 l_6251 = l_6249 & uint32(2147483647);
const bool l_6252 = l_6251 == uint32(0);
if (l_6252) {
l_mut_3383 = uint32(1);
} else {
const uint32 l_6253 = l_6249 & uint32(2147483648);
const bool l_6254 = l_6253 != uint32(0);
if (l_6254) {
const uint32 l_6255 = l_6249 - uint32(1);
l_mut_3383 = l_6255;
} else {
const bool l_6256 = l_6249 == uint32(2139095040);
if (l_6256) {
l_mut_3383 = l_6249;
}
}
}
const float l_6257 = reinterpret_cast<float const&>(l_mut_3383);
const uint32 l_6258 = reinterpret_cast<uint32 const&>(l_6257);
const uint32 l_6259 = l_6258 ^ uint32(2147483648);
const float l_6260 = reinterpret_cast<float const&>(l_6259);
const uint32 l_6261 = reinterpret_cast<uint32 const&>(l_6260);
const uint32 l_6262 = l_6261 & uint32(2147483647);
const float l_6263 = reinterpret_cast<float const&>(l_6262);
const double l_6264 = double(l_6263);
l_mut_2877 = l_6264;
const bool l_6265 = l_6262 < uint32(8388608);
if (l_6265) {
const double l_6266 = double(l_6262);
const double l_6267 = l_6266 * double(1.401298464324817e-45);
l_mut_2877 = l_6267;
}
const uint64 l_6268 = reinterpret_cast<uint64 const&>(l_mut_2877);
const uint32 l_6269 = l_6261 >> uint32(31);
const uint64 l_6270 = uint64(l_6269);
const uint64 l_6271 = l_6270 << uint64(63);
const uint64 l_6272 = l_6268 | l_6271;
const double l_6273 = reinterpret_cast<double const&>(l_6272);
const double l_6274 = l_mut_3131 + double(0.0);
const bool l_6275 = l_6274 <= l_6223;
l_mut_297 = l_6275;
const double l_6276 = l_mut_3131 - double(0.0);
const bool l_6277 = l_6276 > l_6223;
l_mut_294 = l_6277;
const double l_6278 = l_6210 - double(0.0);
const bool l_6279 = l_6278 >= l_6223;
l_mut_291 = l_6279;
const double l_6280 = l_6210 + double(0.0);
const bool l_6281 = l_6280 < l_6223;
l_mut_288 = l_6281;
l_mut_3383 = uint32(2);
const bool l_6282 = l_mut_294 || l_mut_288;
if (l_6282) {
l_mut_3383 = uint32(1);
} else {
const bool l_6283 = l_mut_297 && l_mut_291;
if (l_6283) {
l_mut_3383 = uint32(0);
}
}
const uint32 l_6284 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6285 = l_6284 & uint32(2147483647);
const bool l_6286 = l_6285 == uint32(0);
if (l_6286) {
const double l_6287 = l_mut_3131 + double(0.0);
const bool l_6288 = l_6287 < double(1.1754943508222875e-38);
const double l_6289 = l_6210 - double(0.0);
const bool l_6290 = l_6289 > double(-1.1754943508222875e-38);
const bool l_6291 = l_6288 && l_6290;
const double l_6292 = l_mut_3131 - double(0.0);
const bool l_6293 = l_6292 < double(1.1754943508222875e-38);
const double l_6294 = l_6210 + double(0.0);
const bool l_6295 = l_6294 > double(-1.1754943508222875e-38);
const bool l_6296 = l_6293 && l_6295;
if (l_6291) {
l_mut_3383 = uint32(0);
} else {
const bool l_6297 = l_mut_3383 == uint32(1);
const bool l_6298 = l_6296 && l_6297;
if (l_6298) {
l_mut_3383 = uint32(2);
}
}
}
l_mut_4426 = l_mut_3383;
}
l_mut_180 = l_mut_4426;
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
}
}
}
}
const uint32 l_6299 = l_arr_179[uint32(0)];
const bool l_6300 = l_6299 == uint32(0);
if (l_6300) {
l_mut_180 = uint32(2);
}
l_arr_10[l_mut_160] = l_mut_180;
const uint32 l_6301 = l_arr_10[l_mut_160];
const bool l_6302 = l_6301 == uint32(2);
if (l_6302) {
l_mut_157 = bool(false);
}
}
}
const bool l_6303 = l_mut_59 == uint32(4294967293);
if (l_6303) {
const uint32 l_6304 = l_arr_8[uint32(0)];
const uint32 l_6305 = l_6304 + uint32(1);
l_arr_8[uint32(0)] = l_6305;
} else {
if (l_mut_157) {
l_mut_3131 = l_147;
const bool l_6306 = l_mut_3131 < double(-17.0);
if (l_6306) {
l_mut_3131 = double(-17.0);
}
const bool l_6307 = l_mut_3131 > double(17.0);
if (l_6307) {
l_mut_3131 = double(17.0);
}
const double l_6308 = l_mut_3131 + double(16.0);
const double l_6309 = l_6308 + double(1.0);
const uint32 l_6310 = uint32(l_6309);
const uint32 l_6311 = uint32(2) + l_6310;
const uint32 l_6312 = l_arr_8[l_6311];
const uint32 l_6313 = l_6312 + uint32(1);
l_arr_8[l_6311] = l_6313;
const uint32 l_6314 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6315 = l_6314 & uint32(2147483647);
const float l_6316 = reinterpret_cast<float const&>(l_6315);
const double l_6317 = double(l_6316);
l_mut_3131 = l_6317;
const bool l_6318 = l_6315 < uint32(8388608);
if (l_6318) {
const double l_6319 = double(l_6315);
const double l_6320 = l_6319 * double(1.401298464324817e-45);
l_mut_3131 = l_6320;
}
const uint64 l_6321 = reinterpret_cast<uint64 const&>(l_mut_3131);
const uint32 l_6322 = l_6314 >> uint32(31);
const uint64 l_6323 = uint64(l_6322);
const uint64 l_6324 = l_6323 << uint64(63);
const uint64 l_6325 = l_6321 | l_6324;
const double l_6326 = reinterpret_cast<double const&>(l_6325);
const double l_6327 = abs(l_mut_31);
const double l_6328 = l_mut_31 * double(0.0);
const double l_6329 = l_6328 + double(7.1362384635298e44);
l_mut_3131 = l_6329;
const bool l_6330 = l_6327 >= double(2.350988701644575e-38);
if (l_6330) {
const uint32 l_6331 = l_mut_59 & uint32(2147483647);
const float l_6332 = reinterpret_cast<float const&>(l_6331);
const double l_6333 = double(l_6332);
const uint32 l_6334 = l_6331 & uint32(2139095040);
const float l_6335 = reinterpret_cast<float const&>(l_6334);
const double l_6336 = double(l_6335);
const bool l_6337 = l_6333 > l_6327;
const uint32 l_6338 = l_6331 & uint32(8388607);
const bool l_6339 = l_6338 == uint32(0);
const bool l_6340 = l_6337 && l_6339;
const double l_6341 = l_6336 * double(1.1920928955078125e-7);
const double l_6342 = double(l_6340);
const double l_6343 = double(0.5) * l_6342;
const double l_6344 = double(1.0) - l_6343;
const double l_6345 = l_6341 * l_6344;
const double l_6346 = double(1.0) / l_6345;
l_mut_3131 = l_6346;
}
const double l_6347 = l_6326 - l_mut_31;
const double l_6348 = l_6347 * l_mut_3131;
const uint32 l_6349 = uint32(2) * uint32(0);
const uint32 l_6350 = uint32(45) + l_6349;
const double l_6351 = abs(l_6348);
const double l_6352 = l_arr_9[uint32(0)];
const double l_6353 = abs(l_6352);
const bool l_6354 = l_6351 > l_6353;
l_mut_297 = l_6354;
const bool l_6355 = uint32(0) == uint32(0);
if (l_6355) {
const double l_6356 = l_arr_9[uint32(0)];
const bool l_6357 = l_6348 < l_6356;
l_mut_297 = l_6357;
} else {
const bool l_6358 = uint32(0) == uint32(1);
if (l_6358) {
const double l_6359 = l_arr_9[uint32(0)];
const bool l_6360 = l_6348 > l_6359;
l_mut_297 = l_6360;
}
}
const uint32 l_6361 = l_arr_8[l_6350];
const bool l_6362 = l_6361 == uint32(4294967295);
const bool l_6363 = l_6362 || l_mut_297;
if (l_6363) {
l_arr_8[l_6350] = l_24;
const uint32 l_6364 = l_6350 + uint32(1);
l_arr_8[l_6364] = l_128;
l_arr_9[uint32(0)] = l_6348;
}
const uint32 l_6365 = uint32(2) * uint32(1);
const uint32 l_6366 = uint32(45) + l_6365;
const double l_6367 = abs(l_6348);
const double l_6368 = l_arr_9[uint32(1)];
const double l_6369 = abs(l_6368);
const bool l_6370 = l_6367 > l_6369;
l_mut_297 = l_6370;
const bool l_6371 = uint32(1) == uint32(0);
if (l_6371) {
const double l_6372 = l_arr_9[uint32(1)];
const bool l_6373 = l_6348 < l_6372;
l_mut_297 = l_6373;
} else {
const bool l_6374 = uint32(1) == uint32(1);
if (l_6374) {
const double l_6375 = l_arr_9[uint32(1)];
const bool l_6376 = l_6348 > l_6375;
l_mut_297 = l_6376;
}
}
const uint32 l_6377 = l_arr_8[l_6366];
const bool l_6378 = l_6377 == uint32(4294967295);
const bool l_6379 = l_6378 || l_mut_297;
if (l_6379) {
l_arr_8[l_6366] = l_24;
const uint32 l_6380 = l_6366 + uint32(1);
l_arr_8[l_6380] = l_128;
l_arr_9[uint32(1)] = l_6348;
}
const bool l_6381 = l_147 != double(0.0);
if (l_6381) {

for (uint32 l_mut_6382 = uint32(0); l_mut_6382 < uint32(8); ++l_mut_6382) {
const uint32 l_6383 = l_arr_10[l_mut_6382];
const bool l_6384 = l_6383 == uint32(1);
if (l_6384) {
const uint32 l_6385 = uint32(37) + l_mut_6382;
const uint32 l_6386 = l_arr_8[l_6385];
const uint32 l_6387 = l_6386 + uint32(1);
l_arr_8[l_6385] = l_6387;
const uint32 l_6388 = uint32(2) + l_mut_6382;
const uint32 l_6389 = uint32(2) * l_6388;
const uint32 l_6390 = uint32(45) + l_6389;
const double l_6391 = abs(l_6348);
const double l_6392 = l_arr_9[l_6388];
const double l_6393 = abs(l_6392);
const bool l_6394 = l_6391 > l_6393;
l_mut_297 = l_6394;
const bool l_6395 = l_6388 == uint32(0);
if (l_6395) {
const double l_6396 = l_arr_9[l_6388];
const bool l_6397 = l_6348 < l_6396;
l_mut_297 = l_6397;
} else {
const bool l_6398 = l_6388 == uint32(1);
if (l_6398) {
const double l_6399 = l_arr_9[l_6388];
const bool l_6400 = l_6348 > l_6399;
l_mut_297 = l_6400;
}
}
const uint32 l_6401 = l_arr_8[l_6390];
const bool l_6402 = l_6401 == uint32(4294967295);
const bool l_6403 = l_6402 || l_mut_297;
if (l_6403) {
l_arr_8[l_6390] = l_24;
const uint32 l_6404 = l_6390 + uint32(1);
l_arr_8[l_6404] = l_128;
l_arr_9[l_6388] = l_6348;
}
}
}
}
} else {
const uint32 l_6405 = l_arr_8[uint32(1)];
const uint32 l_6406 = l_2 + l_6405;
const uint32 l_6407 = l_6406 * uint32(2);
const uint32 l_6506 = info.static_meta[uint32(7)];
const uint32 l_6507 = l_6506 * uint32(1);
const bool l_6508 = l_6407 < l_6507;
if (l_6508) {
buffer_7[l_6407] = l_24;
}
const uint32 l_6408 = l_6407 + uint32(1);
const uint32 l_6509 = info.static_meta[uint32(7)];
const uint32 l_6510 = l_6509 * uint32(1);
const bool l_6511 = l_6408 < l_6510;
if (l_6511) {
buffer_7[l_6408] = l_128;
}
const uint32 l_6409 = l_arr_8[uint32(1)];
const uint32 l_6410 = l_6409 + uint32(1);
l_arr_8[uint32(1)] = l_6410;
}
}
}

for (uint32 l_mut_6411 = uint32(0); l_mut_6411 < uint32(65); ++l_mut_6411) {
const uint32 l_6412 = idxGlobal * uint32(65);
const uint32 l_6413 = l_6412 + l_mut_6411;
const uint32 l_6414 = l_arr_8[l_mut_6411];
const uint32 l_6512 = info.static_meta[uint32(5)];
const uint32 l_6513 = l_6512 * uint32(1);
const bool l_6514 = l_6413 < l_6513;
if (l_6514) {
buffer_5[l_6413] = l_6414;
}
}

for (uint32 l_mut_6415 = uint32(0); l_mut_6415 < uint32(10); ++l_mut_6415) {
const uint32 l_6416 = idxGlobal * uint32(10);
const uint32 l_6417 = l_6416 + l_mut_6415;
const double l_6418 = l_arr_9[l_mut_6415];
const uint32 l_6515 = info.static_meta[uint32(6)];
const uint32 l_6516 = l_6515 * uint32(1);
const bool l_6517 = l_6417 < l_6516;
if (l_6517) {
buffer_6[l_6417] = l_6418;
}
}
}

}
