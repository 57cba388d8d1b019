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

uint32 l_arr_1203[1];

double l_arr_3273[2];

double l_arr_4316[2];

double l_arr_4532[2];

double l_arr_4946[2];

double l_arr_5120[2];

double l_arr_5693[2];

uint32 l_arr_10[8];

bool l_mut_157;
bool l_mut_287;
bool l_mut_290;
bool l_mut_293;
bool l_mut_296;
double l_mut_1268;
double l_mut_1351;
double l_mut_2366;
double l_mut_2620;
double l_mut_2876;
double l_mut_3130;
double l_mut_31;
double l_mut_41;
double l_mut_43;
double l_mut_855;
int32 l_mut_5640;
uint32 l_mut_179;
uint32 l_mut_195;
uint32 l_mut_236;
uint32 l_mut_3382;
uint32 l_mut_4425;
uint32 l_mut_59;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6430 = info.static_meta[uint32(8)];
const uint32 l_6431 = l_6430 * uint32(1);
const bool l_6432 = uint32(0) < l_6431;
if (l_6432) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6416 = info.static_meta[uint32(0)];
const uint32 l_6417 = l_6416 * uint32(1);
const bool l_6418 = uint32(1) < l_6417;
const uint32 l_6419 = l_6417 - uint32(1);
const uint32 l_6420 = min(uint32(1), l_6419);
const uint32 l_6421 = buffer_0[l_6420];
const uint32 l_6422 = (l_6418) ? l_6421 : uint32(0);
const uint32 l_1 = l_6422;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6423 = info.static_meta[uint32(0)];
const uint32 l_6424 = l_6423 * uint32(1);
const bool l_6425 = uint32(2) < l_6424;
const uint32 l_6426 = l_6424 - uint32(1);
const uint32 l_6427 = min(uint32(2), l_6426);
const uint32 l_6428 = buffer_0[l_6427];
const uint32 l_6429 = (l_6425) ? l_6428 : uint32(0);
const uint32 l_3 = l_6429;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6433 = info.static_meta[uint32(0)];
const uint32 l_6434 = l_6433 * uint32(1);
const bool l_6435 = uint32(2) < l_6434;
const uint32 l_6436 = l_6434 - uint32(1);
const uint32 l_6437 = min(uint32(2), l_6436);
const uint32 l_6438 = buffer_0[l_6437];
const uint32 l_6439 = (l_6435) ? l_6438 : uint32(0);
const uint32 l_6 = l_6439;
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
const uint32 l_6440 = info.static_meta[uint32(4)];
const uint32 l_6441 = l_6440 * uint32(1);
const bool l_6442 = uint32(1024) < l_6441;
const uint32 l_6443 = l_6441 - uint32(1);
const uint32 l_6444 = min(uint32(1024), l_6443);
const uint32 l_6445 = buffer_4[l_6444];
const uint32 l_6446 = (l_6442) ? l_6445 : uint32(0);
const uint32 l_18 = l_6446;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6447 = info.static_meta[uint32(0)];
const uint32 l_6448 = l_6447 * uint32(1);
const bool l_6449 = uint32(3) < l_6448;
const uint32 l_6450 = l_6448 - uint32(1);
const uint32 l_6451 = min(uint32(3), l_6450);
const uint32 l_6452 = buffer_0[l_6451];
const uint32 l_6453 = (l_6449) ? l_6452 : uint32(0);
const uint32 l_21 = l_6453;

for (uint32 l_mut_22 = l_2; l_mut_22 < l_7; ++l_mut_22) {
const uint32 l_6454 = info.static_meta[uint32(0)];
const uint32 l_6455 = l_6454 * uint32(1);
const bool l_6456 = uint32(0) < l_6455;
const uint32 l_6457 = l_6455 - uint32(1);
const uint32 l_6458 = min(uint32(0), l_6457);
const uint32 l_6459 = buffer_0[l_6458];
const uint32 l_6460 = (l_6456) ? l_6459 : uint32(0);
const uint32 l_23 = l_6460;
const uint32 l_24 = l_23 + l_mut_22;
const float l_25 = reinterpret_cast<float const&>(l_24);
const uint32 l_6461 = info.static_meta[uint32(1)];
const uint32 l_6462 = l_6461 * uint32(1);
const bool l_6463 = l_mut_22 < l_6462;
const uint32 l_6464 = l_6462 - uint32(1);
const uint32 l_6465 = min(l_mut_22, l_6464);
const float l_6466 = buffer_1[l_6465];
const float l_6467 = (l_6463) ? l_6466 : float(0.0);
const float l_26 = l_6467;
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
}
}
}
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
const uint32 l_6468 = info.static_meta[uint32(2)];
const uint32 l_6469 = l_6468 * uint32(1);
const bool l_6470 = l_161 < l_6469;
const uint32 l_6471 = l_6469 - uint32(1);
const uint32 l_6472 = min(l_161, l_6471);
const uint32 l_6473 = buffer_2[l_6472];
const uint32 l_6474 = (l_6470) ? l_6473 : uint32(0);
const uint32 l_162 = l_6474;
const uint32 l_163 = uint32(2) * l_mut_160;
const uint32 l_164 = l_163 + uint32(1);
const uint32 l_6475 = info.static_meta[uint32(2)];
const uint32 l_6476 = l_6475 * uint32(1);
const bool l_6477 = l_164 < l_6476;
const uint32 l_6478 = l_6476 - uint32(1);
const uint32 l_6479 = min(l_164, l_6478);
const uint32 l_6480 = buffer_2[l_6479];
const uint32 l_6481 = (l_6477) ? l_6480 : uint32(0);
const uint32 l_165 = l_6481;
const bool l_166 = l_165 != uint32(0);
const uint32 l_167 = l_mut_160 * uint32(4);
const uint32 l_6482 = info.static_meta[uint32(3)];
const uint32 l_6483 = l_6482 * uint32(1);
const bool l_6484 = l_167 < l_6483;
const uint32 l_6485 = l_6483 - uint32(1);
const uint32 l_6486 = min(l_167, l_6485);
const double l_6487 = buffer_3[l_6486];
const double l_6488 = (l_6484) ? l_6487 : double(0.0);
const double l_168 = l_6488;
const uint32 l_169 = l_mut_160 * uint32(4);
const uint32 l_170 = l_169 + uint32(1);
const uint32 l_6489 = info.static_meta[uint32(3)];
const uint32 l_6490 = l_6489 * uint32(1);
const bool l_6491 = l_170 < l_6490;
const uint32 l_6492 = l_6490 - uint32(1);
const uint32 l_6493 = min(l_170, l_6492);
const double l_6494 = buffer_3[l_6493];
const double l_6495 = (l_6491) ? l_6494 : double(0.0);
const double l_171 = l_6495;
const uint32 l_172 = l_mut_160 * uint32(4);
const uint32 l_173 = l_172 + uint32(2);
const uint32 l_6496 = info.static_meta[uint32(3)];
const uint32 l_6497 = l_6496 * uint32(1);
const bool l_6498 = l_173 < l_6497;
const uint32 l_6499 = l_6497 - uint32(1);
const uint32 l_6500 = min(l_173, l_6499);
const double l_6501 = buffer_3[l_6500];
const double l_6502 = (l_6498) ? l_6501 : double(0.0);
const double l_174 = l_6502;
const double l_175 = double(l_25);
const double l_176 = abs(l_175);
const double l_177 = abs(l_mut_31);
const double l_178 = l_177 * double(1.4551915228366852e-11);
l_mut_179 = uint32(2);
const bool l_180 = l_162 == uint32(0);
if (l_180) {
l_mut_179 = uint32(0);
} else {
const bool l_181 = l_162 == uint32(1);
if (l_181) {
l_mut_179 = uint32(1);
const double l_182 = abs(l_147);
const bool l_183 = l_182 <= l_168;
if (l_183) {
l_mut_179 = uint32(0);
}
} else {
const bool l_184 = l_162 == uint32(2);
if (l_184) {
const double l_185 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_186 = l_185 >= double(1.1754943508222875e-38);
const bool l_187 = l_185 <= double(1.7976931348623157e308);
const bool l_188 = l_186 && l_187;
if (l_188) {
const uint64 l_189 = reinterpret_cast<uint64 const&>(l_185);
const uint64 l_190 = l_189 >> uint64(52);
const uint64 l_191 = l_190 - uint64(23);
const uint64 l_192 = l_191 << uint64(52);
const double l_193 = reinterpret_cast<double const&>(l_192);
l_mut_43 = l_193;
}
const double l_194 = l_168 * l_mut_43;
l_mut_195 = uint32(2);
const double l_196 = l_mut_31 - l_178;
const double l_197 = abs(l_196);
l_mut_43 = double(1.401298464324817e-45);
const bool l_198 = l_197 >= double(1.1754943508222875e-38);
const bool l_199 = l_197 <= double(1.7976931348623157e308);
const bool l_200 = l_198 && l_199;
if (l_200) {
const uint64 l_201 = reinterpret_cast<uint64 const&>(l_197);
const uint64 l_202 = l_201 >> uint64(52);
const uint64 l_203 = l_202 - uint64(23);
const uint64 l_204 = l_203 << uint64(52);
const double l_205 = reinterpret_cast<double const&>(l_204);
l_mut_43 = l_205;
}
const double l_206 = l_mut_31 + l_178;
const double l_207 = abs(l_206);
l_mut_41 = double(1.401298464324817e-45);
const bool l_208 = l_207 >= double(1.1754943508222875e-38);
const bool l_209 = l_207 <= double(1.7976931348623157e308);
const bool l_210 = l_208 && l_209;
if (l_210) {
const uint64 l_211 = reinterpret_cast<uint64 const&>(l_207);
const uint64 l_212 = l_211 >> uint64(52);
const uint64 l_213 = l_212 - uint64(23);
const uint64 l_214 = l_213 << uint64(52);
const double l_215 = reinterpret_cast<double const&>(l_214);
l_mut_41 = l_215;
}
const bool l_216 = l_mut_43 == l_mut_41;
if (l_216) {
const double l_217 = l_194 * double(1.4551915228366852e-11);
const double l_218 = l_178 + l_217;
const double l_219 = l_mut_31 - l_194;
const double l_220 = l_mut_31 + l_194;
const uint32 l_221 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_222 = l_221 & uint32(2147483647);
const float l_223 = reinterpret_cast<float const&>(l_222);
const double l_224 = double(l_223);
l_mut_43 = l_224;
const bool l_225 = l_222 < uint32(8388608);
if (l_225) {
const double l_226 = double(l_222);
const double l_227 = l_226 * double(1.401298464324817e-45);
l_mut_43 = l_227;
}
const uint64 l_228 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_229 = l_221 >> uint32(31);
const uint64 l_230 = uint64(l_229);
const uint64 l_231 = l_230 << uint64(63);
const uint64 l_232 = l_228 | l_231;
const double l_233 = reinterpret_cast<double const&>(l_232);
const uint32 l_234 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_235 = l_234 + uint32(1);
l_mut_236 = l_235;
const uint32 l_237 = l_234 & uint32(2147483647);
const bool l_238 = l_237 == uint32(0);
if (l_238) {
l_mut_236 = uint32(1);
} else {
const uint32 l_239 = l_234 & uint32(2147483648);
const bool l_240 = l_239 != uint32(0);
if (l_240) {
const uint32 l_241 = l_234 - uint32(1);
l_mut_236 = l_241;
} else {
const bool l_242 = l_234 == uint32(2139095040);
if (l_242) {
l_mut_236 = l_234;
}
}
}
const float l_243 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_244 = reinterpret_cast<uint32 const&>(l_243);
const uint32 l_245 = l_244 & uint32(2147483647);
const float l_246 = reinterpret_cast<float const&>(l_245);
const double l_247 = double(l_246);
l_mut_43 = l_247;
const bool l_248 = l_245 < uint32(8388608);
if (l_248) {
const double l_249 = double(l_245);
const double l_250 = l_249 * double(1.401298464324817e-45);
l_mut_43 = l_250;
}
const uint64 l_251 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_252 = l_244 >> uint32(31);
const uint64 l_253 = uint64(l_252);
const uint64 l_254 = l_253 << uint64(63);
const uint64 l_255 = l_251 | l_254;
const double l_256 = reinterpret_cast<double const&>(l_255);
const uint32 l_257 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_258 = l_257 ^ uint32(2147483648);
const float l_259 = reinterpret_cast<float const&>(l_258);
const uint32 l_260 = reinterpret_cast<uint32 const&>(l_259);
const uint32 l_261 = l_260 + uint32(1);
l_mut_236 = l_261;
const uint32 l_262 = l_260 & uint32(2147483647);
const bool l_263 = l_262 == uint32(0);
if (l_263) {
l_mut_236 = uint32(1);
} else {
const uint32 l_264 = l_260 & uint32(2147483648);
const bool l_265 = l_264 != uint32(0);
if (l_265) {
const uint32 l_266 = l_260 - uint32(1);
l_mut_236 = l_266;
} else {
const bool l_267 = l_260 == uint32(2139095040);
if (l_267) {
l_mut_236 = l_260;
}
}
}
const float l_268 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_269 = reinterpret_cast<uint32 const&>(l_268);
const uint32 l_270 = l_269 ^ uint32(2147483648);
const float l_271 = reinterpret_cast<float const&>(l_270);
const uint32 l_272 = reinterpret_cast<uint32 const&>(l_271);
const uint32 l_273 = l_272 & uint32(2147483647);
const float l_274 = reinterpret_cast<float const&>(l_273);
const double l_275 = double(l_274);
l_mut_43 = l_275;
const bool l_276 = l_273 < uint32(8388608);
if (l_276) {
const double l_277 = double(l_273);
const double l_278 = l_277 * double(1.401298464324817e-45);
l_mut_43 = l_278;
}
const uint64 l_279 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_280 = l_272 >> uint32(31);
const uint64 l_281 = uint64(l_280);
const uint64 l_282 = l_281 << uint64(63);
const uint64 l_283 = l_279 | l_282;
const double l_284 = reinterpret_cast<double const&>(l_283);
const double l_285 = l_219 + l_218;
const bool l_286 = l_285 <= l_233;
l_mut_287 = l_286;
const double l_288 = l_219 - l_218;
const bool l_289 = l_288 > l_233;
l_mut_290 = l_289;
const double l_291 = l_220 - l_218;
const bool l_292 = l_291 >= l_233;
l_mut_293 = l_292;
const double l_294 = l_220 + l_218;
const bool l_295 = l_294 < l_233;
l_mut_296 = l_295;
if (l_166) {
const double l_297 = l_219 + l_218;
const bool l_298 = l_297 < l_256;
l_mut_287 = l_298;
const double l_299 = l_219 - l_218;
const bool l_300 = l_299 >= l_256;
l_mut_290 = l_300;
const double l_301 = l_220 - l_218;
const bool l_302 = l_301 > l_284;
l_mut_293 = l_302;
const double l_303 = l_220 + l_218;
const bool l_304 = l_303 <= l_284;
l_mut_296 = l_304;
}
l_mut_236 = uint32(2);
const bool l_305 = l_mut_290 || l_mut_296;
if (l_305) {
l_mut_236 = uint32(1);
} else {
const bool l_306 = l_mut_287 && l_mut_293;
if (l_306) {
l_mut_236 = uint32(0);
}
}
const uint32 l_307 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_308 = l_307 & uint32(2147483647);
const bool l_309 = l_308 == uint32(0);
if (l_309) {
const double l_310 = l_219 + l_218;
const bool l_311 = l_310 < double(1.1754943508222875e-38);
const double l_312 = l_220 - l_218;
const bool l_313 = l_312 > double(-1.1754943508222875e-38);
const bool l_314 = l_311 && l_313;
const double l_315 = l_219 - l_218;
const bool l_316 = l_315 < double(1.1754943508222875e-38);
const double l_317 = l_220 + l_218;
const bool l_318 = l_317 > double(-1.1754943508222875e-38);
const bool l_319 = l_316 && l_318;
if (l_314) {
l_mut_236 = uint32(0);
} else {
const bool l_320 = l_mut_236 == uint32(1);
const bool l_321 = l_319 && l_320;
if (l_321) {
l_mut_236 = uint32(2);
}
}
}
l_mut_195 = l_mut_236;
}
l_mut_179 = l_mut_195;
} else {
const bool l_322 = l_162 == uint32(3);
if (l_322) {
l_mut_179 = uint32(0);
const bool l_323 = l_176 >= double(1.1754943508222875e-38);
const bool l_324 = l_176 <= double(8.507059173023462e37);
const bool l_325 = l_323 && l_324;
if (l_325) {
const double l_326 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_327 = l_326 >= double(1.1754943508222875e-38);
const bool l_328 = l_326 <= double(1.7976931348623157e308);
const bool l_329 = l_327 && l_328;
if (l_329) {
const uint64 l_330 = reinterpret_cast<uint64 const&>(l_326);
const uint64 l_331 = l_330 >> uint64(52);
const uint64 l_332 = l_331 - uint64(23);
const uint64 l_333 = l_332 << uint64(52);
const double l_334 = reinterpret_cast<double const&>(l_333);
l_mut_43 = l_334;
}
const double l_335 = l_168 * l_mut_43;
l_mut_236 = uint32(2);
const double l_336 = l_mut_31 - l_178;
const double l_337 = abs(l_336);
l_mut_43 = double(1.401298464324817e-45);
const bool l_338 = l_337 >= double(1.1754943508222875e-38);
const bool l_339 = l_337 <= double(1.7976931348623157e308);
const bool l_340 = l_338 && l_339;
if (l_340) {
const uint64 l_341 = reinterpret_cast<uint64 const&>(l_337);
const uint64 l_342 = l_341 >> uint64(52);
const uint64 l_343 = l_342 - uint64(23);
const uint64 l_344 = l_343 << uint64(52);
const double l_345 = reinterpret_cast<double const&>(l_344);
l_mut_43 = l_345;
}
const double l_346 = l_mut_31 + l_178;
const double l_347 = abs(l_346);
l_mut_41 = double(1.401298464324817e-45);
const bool l_348 = l_347 >= double(1.1754943508222875e-38);
const bool l_349 = l_347 <= double(1.7976931348623157e308);
const bool l_350 = l_348 && l_349;
if (l_350) {
const uint64 l_351 = reinterpret_cast<uint64 const&>(l_347);
const uint64 l_352 = l_351 >> uint64(52);
const uint64 l_353 = l_352 - uint64(23);
const uint64 l_354 = l_353 << uint64(52);
const double l_355 = reinterpret_cast<double const&>(l_354);
l_mut_41 = l_355;
}
const bool l_356 = l_mut_43 == l_mut_41;
if (l_356) {
const double l_357 = l_335 * double(1.4551915228366852e-11);
const double l_358 = l_178 + l_357;
const double l_359 = l_mut_31 - l_335;
const double l_360 = l_mut_31 + l_335;
const uint32 l_361 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_362 = l_361 & uint32(2147483647);
const float l_363 = reinterpret_cast<float const&>(l_362);
const double l_364 = double(l_363);
l_mut_43 = l_364;
const bool l_365 = l_362 < uint32(8388608);
if (l_365) {
const double l_366 = double(l_362);
const double l_367 = l_366 * double(1.401298464324817e-45);
l_mut_43 = l_367;
}
const uint64 l_368 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_369 = l_361 >> uint32(31);
const uint64 l_370 = uint64(l_369);
const uint64 l_371 = l_370 << uint64(63);
const uint64 l_372 = l_368 | l_371;
const double l_373 = reinterpret_cast<double const&>(l_372);
const uint32 l_374 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_375 = l_374 + uint32(1);
l_mut_195 = l_375;
const uint32 l_376 = l_374 & uint32(2147483647);
const bool l_377 = l_376 == uint32(0);
if (l_377) {
l_mut_195 = uint32(1);
} else {
const uint32 l_378 = l_374 & uint32(2147483648);
const bool l_379 = l_378 != uint32(0);
if (l_379) {
const uint32 l_380 = l_374 - uint32(1);
l_mut_195 = l_380;
} else {
const bool l_381 = l_374 == uint32(2139095040);
if (l_381) {
l_mut_195 = l_374;
}
}
}
const float l_382 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_383 = reinterpret_cast<uint32 const&>(l_382);
const uint32 l_384 = l_383 & uint32(2147483647);
const float l_385 = reinterpret_cast<float const&>(l_384);
const double l_386 = double(l_385);
l_mut_43 = l_386;
const bool l_387 = l_384 < uint32(8388608);
if (l_387) {
const double l_388 = double(l_384);
const double l_389 = l_388 * double(1.401298464324817e-45);
l_mut_43 = l_389;
}
const uint64 l_390 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_391 = l_383 >> uint32(31);
const uint64 l_392 = uint64(l_391);
const uint64 l_393 = l_392 << uint64(63);
const uint64 l_394 = l_390 | l_393;
const double l_395 = reinterpret_cast<double const&>(l_394);
const uint32 l_396 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_397 = l_396 ^ uint32(2147483648);
const float l_398 = reinterpret_cast<float const&>(l_397);
const uint32 l_399 = reinterpret_cast<uint32 const&>(l_398);
const uint32 l_400 = l_399 + uint32(1);
l_mut_195 = l_400;
const uint32 l_401 = l_399 & uint32(2147483647);
const bool l_402 = l_401 == uint32(0);
if (l_402) {
l_mut_195 = uint32(1);
} else {
const uint32 l_403 = l_399 & uint32(2147483648);
const bool l_404 = l_403 != uint32(0);
if (l_404) {
const uint32 l_405 = l_399 - uint32(1);
l_mut_195 = l_405;
} else {
const bool l_406 = l_399 == uint32(2139095040);
if (l_406) {
l_mut_195 = l_399;
}
}
}
const float l_407 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_408 = reinterpret_cast<uint32 const&>(l_407);
const uint32 l_409 = l_408 ^ uint32(2147483648);
const float l_410 = reinterpret_cast<float const&>(l_409);
const uint32 l_411 = reinterpret_cast<uint32 const&>(l_410);
const uint32 l_412 = l_411 & uint32(2147483647);
const float l_413 = reinterpret_cast<float const&>(l_412);
const double l_414 = double(l_413);
l_mut_43 = l_414;
const bool l_415 = l_412 < uint32(8388608);
if (l_415) {
const double l_416 = double(l_412);
const double l_417 = l_416 * double(1.401298464324817e-45);
l_mut_43 = l_417;
}
const uint64 l_418 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_419 = l_411 >> uint32(31);
const uint64 l_420 = uint64(l_419);
const uint64 l_421 = l_420 << uint64(63);
const uint64 l_422 = l_418 | l_421;
const double l_423 = reinterpret_cast<double const&>(l_422);
const double l_424 = l_359 + l_358;
const bool l_425 = l_424 <= l_373;
l_mut_296 = l_425;
const double l_426 = l_359 - l_358;
const bool l_427 = l_426 > l_373;
l_mut_293 = l_427;
const double l_428 = l_360 - l_358;
const bool l_429 = l_428 >= l_373;
l_mut_290 = l_429;
const double l_430 = l_360 + l_358;
const bool l_431 = l_430 < l_373;
l_mut_287 = l_431;
if (l_166) {
const double l_432 = l_359 + l_358;
const bool l_433 = l_432 < l_395;
l_mut_296 = l_433;
const double l_434 = l_359 - l_358;
const bool l_435 = l_434 >= l_395;
l_mut_293 = l_435;
const double l_436 = l_360 - l_358;
const bool l_437 = l_436 > l_423;
l_mut_290 = l_437;
const double l_438 = l_360 + l_358;
const bool l_439 = l_438 <= l_423;
l_mut_287 = l_439;
}
l_mut_195 = uint32(2);
const bool l_440 = l_mut_293 || l_mut_287;
if (l_440) {
l_mut_195 = uint32(1);
} else {
const bool l_441 = l_mut_296 && l_mut_290;
if (l_441) {
l_mut_195 = uint32(0);
}
}
const uint32 l_442 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_443 = l_442 & uint32(2147483647);
const bool l_444 = l_443 == uint32(0);
if (l_444) {
const double l_445 = l_359 + l_358;
const bool l_446 = l_445 < double(1.1754943508222875e-38);
const double l_447 = l_360 - l_358;
const bool l_448 = l_447 > double(-1.1754943508222875e-38);
const bool l_449 = l_446 && l_448;
const double l_450 = l_359 - l_358;
const bool l_451 = l_450 < double(1.1754943508222875e-38);
const double l_452 = l_360 + l_358;
const bool l_453 = l_452 > double(-1.1754943508222875e-38);
const bool l_454 = l_451 && l_453;
if (l_449) {
l_mut_195 = uint32(0);
} else {
const bool l_455 = l_mut_195 == uint32(1);
const bool l_456 = l_454 && l_455;
if (l_456) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
}
} else {
const bool l_457 = l_162 == uint32(4);
if (l_457) {
const double l_458 = l_171 * l_176;
const double l_459 = l_168 + l_458;
const double l_460 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_461 = l_460 >= double(1.1754943508222875e-38);
const bool l_462 = l_460 <= double(1.7976931348623157e308);
const bool l_463 = l_461 && l_462;
if (l_463) {
const uint64 l_464 = reinterpret_cast<uint64 const&>(l_460);
const uint64 l_465 = l_464 >> uint64(52);
const uint64 l_466 = l_465 - uint64(23);
const uint64 l_467 = l_466 << uint64(52);
const double l_468 = reinterpret_cast<double const&>(l_467);
l_mut_43 = l_468;
}
const double l_469 = l_459 * l_mut_43;
l_mut_236 = uint32(2);
const double l_470 = l_mut_31 - l_178;
const double l_471 = abs(l_470);
l_mut_43 = double(1.401298464324817e-45);
const bool l_472 = l_471 >= double(1.1754943508222875e-38);
const bool l_473 = l_471 <= double(1.7976931348623157e308);
const bool l_474 = l_472 && l_473;
if (l_474) {
const uint64 l_475 = reinterpret_cast<uint64 const&>(l_471);
const uint64 l_476 = l_475 >> uint64(52);
const uint64 l_477 = l_476 - uint64(23);
const uint64 l_478 = l_477 << uint64(52);
const double l_479 = reinterpret_cast<double const&>(l_478);
l_mut_43 = l_479;
}
const double l_480 = l_mut_31 + l_178;
const double l_481 = abs(l_480);
l_mut_41 = double(1.401298464324817e-45);
const bool l_482 = l_481 >= double(1.1754943508222875e-38);
const bool l_483 = l_481 <= double(1.7976931348623157e308);
const bool l_484 = l_482 && l_483;
if (l_484) {
const uint64 l_485 = reinterpret_cast<uint64 const&>(l_481);
const uint64 l_486 = l_485 >> uint64(52);
const uint64 l_487 = l_486 - uint64(23);
const uint64 l_488 = l_487 << uint64(52);
const double l_489 = reinterpret_cast<double const&>(l_488);
l_mut_41 = l_489;
}
const bool l_490 = l_mut_43 == l_mut_41;
if (l_490) {
const double l_491 = l_469 * double(1.4551915228366852e-11);
const double l_492 = l_178 + l_491;
const double l_493 = l_mut_31 - l_469;
const double l_494 = l_mut_31 + l_469;
const uint32 l_495 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_496 = l_495 & uint32(2147483647);
const float l_497 = reinterpret_cast<float const&>(l_496);
const double l_498 = double(l_497);
l_mut_43 = l_498;
const bool l_499 = l_496 < uint32(8388608);
if (l_499) {
const double l_500 = double(l_496);
const double l_501 = l_500 * double(1.401298464324817e-45);
l_mut_43 = l_501;
}
const uint64 l_502 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_503 = l_495 >> uint32(31);
const uint64 l_504 = uint64(l_503);
const uint64 l_505 = l_504 << uint64(63);
const uint64 l_506 = l_502 | l_505;
const double l_507 = reinterpret_cast<double const&>(l_506);
const uint32 l_508 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_509 = l_508 + uint32(1);
l_mut_195 = l_509;
const uint32 l_510 = l_508 & uint32(2147483647);
const bool l_511 = l_510 == uint32(0);
if (l_511) {
l_mut_195 = uint32(1);
} else {
const uint32 l_512 = l_508 & uint32(2147483648);
const bool l_513 = l_512 != uint32(0);
if (l_513) {
const uint32 l_514 = l_508 - uint32(1);
l_mut_195 = l_514;
} else {
const bool l_515 = l_508 == uint32(2139095040);
if (l_515) {
l_mut_195 = l_508;
}
}
}
const float l_516 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_517 = reinterpret_cast<uint32 const&>(l_516);
const uint32 l_518 = l_517 & uint32(2147483647);
const float l_519 = reinterpret_cast<float const&>(l_518);
const double l_520 = double(l_519);
l_mut_43 = l_520;
const bool l_521 = l_518 < uint32(8388608);
if (l_521) {
const double l_522 = double(l_518);
const double l_523 = l_522 * double(1.401298464324817e-45);
l_mut_43 = l_523;
}
const uint64 l_524 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_525 = l_517 >> uint32(31);
const uint64 l_526 = uint64(l_525);
const uint64 l_527 = l_526 << uint64(63);
const uint64 l_528 = l_524 | l_527;
const double l_529 = reinterpret_cast<double const&>(l_528);
const uint32 l_530 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_531 = l_530 ^ uint32(2147483648);
const float l_532 = reinterpret_cast<float const&>(l_531);
const uint32 l_533 = reinterpret_cast<uint32 const&>(l_532);
const uint32 l_534 = l_533 + uint32(1);
l_mut_195 = l_534;
const uint32 l_535 = l_533 & uint32(2147483647);
const bool l_536 = l_535 == uint32(0);
if (l_536) {
l_mut_195 = uint32(1);
} else {
const uint32 l_537 = l_533 & uint32(2147483648);
const bool l_538 = l_537 != uint32(0);
if (l_538) {
const uint32 l_539 = l_533 - uint32(1);
l_mut_195 = l_539;
} else {
const bool l_540 = l_533 == uint32(2139095040);
if (l_540) {
l_mut_195 = l_533;
}
}
}
const float l_541 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_542 = reinterpret_cast<uint32 const&>(l_541);
const uint32 l_543 = l_542 ^ uint32(2147483648);
const float l_544 = reinterpret_cast<float const&>(l_543);
const uint32 l_545 = reinterpret_cast<uint32 const&>(l_544);
const uint32 l_546 = l_545 & uint32(2147483647);
const float l_547 = reinterpret_cast<float const&>(l_546);
const double l_548 = double(l_547);
l_mut_43 = l_548;
const bool l_549 = l_546 < uint32(8388608);
if (l_549) {
const double l_550 = double(l_546);
const double l_551 = l_550 * double(1.401298464324817e-45);
l_mut_43 = l_551;
}
const uint64 l_552 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_553 = l_545 >> uint32(31);
const uint64 l_554 = uint64(l_553);
const uint64 l_555 = l_554 << uint64(63);
const uint64 l_556 = l_552 | l_555;
const double l_557 = reinterpret_cast<double const&>(l_556);
const double l_558 = l_493 + l_492;
const bool l_559 = l_558 <= l_507;
l_mut_296 = l_559;
const double l_560 = l_493 - l_492;
const bool l_561 = l_560 > l_507;
l_mut_293 = l_561;
const double l_562 = l_494 - l_492;
const bool l_563 = l_562 >= l_507;
l_mut_290 = l_563;
const double l_564 = l_494 + l_492;
const bool l_565 = l_564 < l_507;
l_mut_287 = l_565;
if (l_166) {
const double l_566 = l_493 + l_492;
const bool l_567 = l_566 < l_529;
l_mut_296 = l_567;
const double l_568 = l_493 - l_492;
const bool l_569 = l_568 >= l_529;
l_mut_293 = l_569;
const double l_570 = l_494 - l_492;
const bool l_571 = l_570 > l_557;
l_mut_290 = l_571;
const double l_572 = l_494 + l_492;
const bool l_573 = l_572 <= l_557;
l_mut_287 = l_573;
}
l_mut_195 = uint32(2);
const bool l_574 = l_mut_293 || l_mut_287;
if (l_574) {
l_mut_195 = uint32(1);
} else {
const bool l_575 = l_mut_296 && l_mut_290;
if (l_575) {
l_mut_195 = uint32(0);
}
}
const uint32 l_576 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_577 = l_576 & uint32(2147483647);
const bool l_578 = l_577 == uint32(0);
if (l_578) {
const double l_579 = l_493 + l_492;
const bool l_580 = l_579 < double(1.1754943508222875e-38);
const double l_581 = l_494 - l_492;
const bool l_582 = l_581 > double(-1.1754943508222875e-38);
const bool l_583 = l_580 && l_582;
const double l_584 = l_493 - l_492;
const bool l_585 = l_584 < double(1.1754943508222875e-38);
const double l_586 = l_494 + l_492;
const bool l_587 = l_586 > double(-1.1754943508222875e-38);
const bool l_588 = l_585 && l_587;
if (l_583) {
l_mut_195 = uint32(0);
} else {
const bool l_589 = l_mut_195 == uint32(1);
const bool l_590 = l_588 && l_589;
if (l_590) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
const bool l_591 = l_162 == uint32(5);
if (l_591) {
const double l_592 = double(2.0) * l_175;
const double l_593 = abs(l_592);
const double l_594 = floor(l_593);
const double l_595 = double(3.0) + l_594;
const double l_596 = abs(l_mut_31);
l_mut_43 = double(1.401298464324817e-45);
const bool l_597 = l_596 >= double(1.1754943508222875e-38);
const bool l_598 = l_596 <= double(1.7976931348623157e308);
const bool l_599 = l_597 && l_598;
if (l_599) {
const uint64 l_600 = reinterpret_cast<uint64 const&>(l_596);
const uint64 l_601 = l_600 >> uint64(52);
const uint64 l_602 = l_601 - uint64(23);
const uint64 l_603 = l_602 << uint64(52);
const double l_604 = reinterpret_cast<double const&>(l_603);
l_mut_43 = l_604;
}
const double l_605 = l_595 * l_mut_43;
l_mut_236 = uint32(2);
const double l_606 = l_mut_31 - l_178;
const double l_607 = abs(l_606);
l_mut_43 = double(1.401298464324817e-45);
const bool l_608 = l_607 >= double(1.1754943508222875e-38);
const bool l_609 = l_607 <= double(1.7976931348623157e308);
const bool l_610 = l_608 && l_609;
if (l_610) {
const uint64 l_611 = reinterpret_cast<uint64 const&>(l_607);
const uint64 l_612 = l_611 >> uint64(52);
const uint64 l_613 = l_612 - uint64(23);
const uint64 l_614 = l_613 << uint64(52);
const double l_615 = reinterpret_cast<double const&>(l_614);
l_mut_43 = l_615;
}
const double l_616 = l_mut_31 + l_178;
const double l_617 = abs(l_616);
l_mut_41 = double(1.401298464324817e-45);
const bool l_618 = l_617 >= double(1.1754943508222875e-38);
const bool l_619 = l_617 <= double(1.7976931348623157e308);
const bool l_620 = l_618 && l_619;
if (l_620) {
const uint64 l_621 = reinterpret_cast<uint64 const&>(l_617);
const uint64 l_622 = l_621 >> uint64(52);
const uint64 l_623 = l_622 - uint64(23);
const uint64 l_624 = l_623 << uint64(52);
const double l_625 = reinterpret_cast<double const&>(l_624);
l_mut_41 = l_625;
}
const bool l_626 = l_mut_43 == l_mut_41;
if (l_626) {
const double l_627 = l_605 * double(1.4551915228366852e-11);
const double l_628 = l_178 + l_627;
const double l_629 = l_mut_31 - l_605;
const double l_630 = l_mut_31 + l_605;
const uint32 l_631 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_632 = l_631 & uint32(2147483647);
const float l_633 = reinterpret_cast<float const&>(l_632);
const double l_634 = double(l_633);
l_mut_43 = l_634;
const bool l_635 = l_632 < uint32(8388608);
if (l_635) {
const double l_636 = double(l_632);
const double l_637 = l_636 * double(1.401298464324817e-45);
l_mut_43 = l_637;
}
const uint64 l_638 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_639 = l_631 >> uint32(31);
const uint64 l_640 = uint64(l_639);
const uint64 l_641 = l_640 << uint64(63);
const uint64 l_642 = l_638 | l_641;
const double l_643 = reinterpret_cast<double const&>(l_642);
const uint32 l_644 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_645 = l_644 + uint32(1);
l_mut_195 = l_645;
const uint32 l_646 = l_644 & uint32(2147483647);
const bool l_647 = l_646 == uint32(0);
if (l_647) {
l_mut_195 = uint32(1);
} else {
const uint32 l_648 = l_644 & uint32(2147483648);
const bool l_649 = l_648 != uint32(0);
if (l_649) {
const uint32 l_650 = l_644 - uint32(1);
l_mut_195 = l_650;
} else {
const bool l_651 = l_644 == uint32(2139095040);
if (l_651) {
l_mut_195 = l_644;
}
}
}
const float l_652 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_653 = reinterpret_cast<uint32 const&>(l_652);
const uint32 l_654 = l_653 & uint32(2147483647);
const float l_655 = reinterpret_cast<float const&>(l_654);
const double l_656 = double(l_655);
l_mut_43 = l_656;
const bool l_657 = l_654 < uint32(8388608);
if (l_657) {
const double l_658 = double(l_654);
const double l_659 = l_658 * double(1.401298464324817e-45);
l_mut_43 = l_659;
}
const uint64 l_660 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_661 = l_653 >> uint32(31);
const uint64 l_662 = uint64(l_661);
const uint64 l_663 = l_662 << uint64(63);
const uint64 l_664 = l_660 | l_663;
const double l_665 = reinterpret_cast<double const&>(l_664);
const uint32 l_666 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_667 = l_666 ^ uint32(2147483648);
const float l_668 = reinterpret_cast<float const&>(l_667);
const uint32 l_669 = reinterpret_cast<uint32 const&>(l_668);
const uint32 l_670 = l_669 + uint32(1);
l_mut_195 = l_670;
const uint32 l_671 = l_669 & uint32(2147483647);
const bool l_672 = l_671 == uint32(0);
if (l_672) {
l_mut_195 = uint32(1);
} else {
const uint32 l_673 = l_669 & uint32(2147483648);
const bool l_674 = l_673 != uint32(0);
if (l_674) {
const uint32 l_675 = l_669 - uint32(1);
l_mut_195 = l_675;
} else {
const bool l_676 = l_669 == uint32(2139095040);
if (l_676) {
l_mut_195 = l_669;
}
}
}
const float l_677 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_678 = reinterpret_cast<uint32 const&>(l_677);
const uint32 l_679 = l_678 ^ uint32(2147483648);
const float l_680 = reinterpret_cast<float const&>(l_679);
const uint32 l_681 = reinterpret_cast<uint32 const&>(l_680);
const uint32 l_682 = l_681 & uint32(2147483647);
const float l_683 = reinterpret_cast<float const&>(l_682);
const double l_684 = double(l_683);
l_mut_43 = l_684;
const bool l_685 = l_682 < uint32(8388608);
if (l_685) {
const double l_686 = double(l_682);
const double l_687 = l_686 * double(1.401298464324817e-45);
l_mut_43 = l_687;
}
const uint64 l_688 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_689 = l_681 >> uint32(31);
const uint64 l_690 = uint64(l_689);
const uint64 l_691 = l_690 << uint64(63);
const uint64 l_692 = l_688 | l_691;
const double l_693 = reinterpret_cast<double const&>(l_692);
const double l_694 = l_629 + l_628;
const bool l_695 = l_694 <= l_643;
l_mut_296 = l_695;
const double l_696 = l_629 - l_628;
const bool l_697 = l_696 > l_643;
l_mut_293 = l_697;
const double l_698 = l_630 - l_628;
const bool l_699 = l_698 >= l_643;
l_mut_290 = l_699;
const double l_700 = l_630 + l_628;
const bool l_701 = l_700 < l_643;
l_mut_287 = l_701;
if (l_166) {
const double l_702 = l_629 + l_628;
const bool l_703 = l_702 < l_665;
l_mut_296 = l_703;
const double l_704 = l_629 - l_628;
const bool l_705 = l_704 >= l_665;
l_mut_293 = l_705;
const double l_706 = l_630 - l_628;
const bool l_707 = l_706 > l_693;
l_mut_290 = l_707;
const double l_708 = l_630 + l_628;
const bool l_709 = l_708 <= l_693;
l_mut_287 = l_709;
}
l_mut_195 = uint32(2);
const bool l_710 = l_mut_293 || l_mut_287;
if (l_710) {
l_mut_195 = uint32(1);
} else {
const bool l_711 = l_mut_296 && l_mut_290;
if (l_711) {
l_mut_195 = uint32(0);
}
}
const uint32 l_712 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_713 = l_712 & uint32(2147483647);
const bool l_714 = l_713 == uint32(0);
if (l_714) {
const double l_715 = l_629 + l_628;
const bool l_716 = l_715 < double(1.1754943508222875e-38);
const double l_717 = l_630 - l_628;
const bool l_718 = l_717 > double(-1.1754943508222875e-38);
const bool l_719 = l_716 && l_718;
const double l_720 = l_629 - l_628;
const bool l_721 = l_720 < double(1.1754943508222875e-38);
const double l_722 = l_630 + l_628;
const bool l_723 = l_722 > double(-1.1754943508222875e-38);
const bool l_724 = l_721 && l_723;
if (l_719) {
l_mut_195 = uint32(0);
} else {
const bool l_725 = l_mut_195 == uint32(1);
const bool l_726 = l_724 && l_725;
if (l_726) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
const bool l_727 = l_162 == uint32(6);
if (l_727) {
l_mut_179 = uint32(0);
const bool l_728 = l_176 <= l_171;
if (l_728) {
const double l_729 = l_168 * double(1.4551915228366852e-11);
const double l_730 = l_178 + l_729;
const double l_731 = l_mut_31 - l_168;
const double l_732 = l_mut_31 + l_168;
const uint32 l_733 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_734 = l_733 & uint32(2147483647);
const float l_735 = reinterpret_cast<float const&>(l_734);
const double l_736 = double(l_735);
l_mut_43 = l_736;
const bool l_737 = l_734 < uint32(8388608);
if (l_737) {
const double l_738 = double(l_734);
const double l_739 = l_738 * double(1.401298464324817e-45);
l_mut_43 = l_739;
}
const uint64 l_740 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_741 = l_733 >> uint32(31);
const uint64 l_742 = uint64(l_741);
const uint64 l_743 = l_742 << uint64(63);
const uint64 l_744 = l_740 | l_743;
const double l_745 = reinterpret_cast<double const&>(l_744);
const uint32 l_746 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_747 = l_746 + uint32(1);
l_mut_236 = l_747;
const uint32 l_748 = l_746 & uint32(2147483647);
const bool l_749 = l_748 == uint32(0);
if (l_749) {
l_mut_236 = uint32(1);
} else {
const uint32 l_750 = l_746 & uint32(2147483648);
const bool l_751 = l_750 != uint32(0);
if (l_751) {
const uint32 l_752 = l_746 - uint32(1);
l_mut_236 = l_752;
} else {
const bool l_753 = l_746 == uint32(2139095040);
if (l_753) {
l_mut_236 = l_746;
}
}
}
const float l_754 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_755 = reinterpret_cast<uint32 const&>(l_754);
const uint32 l_756 = l_755 & uint32(2147483647);
const float l_757 = reinterpret_cast<float const&>(l_756);
const double l_758 = double(l_757);
l_mut_43 = l_758;
const bool l_759 = l_756 < uint32(8388608);
if (l_759) {
const double l_760 = double(l_756);
const double l_761 = l_760 * double(1.401298464324817e-45);
l_mut_43 = l_761;
}
const uint64 l_762 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_763 = l_755 >> uint32(31);
const uint64 l_764 = uint64(l_763);
const uint64 l_765 = l_764 << uint64(63);
const uint64 l_766 = l_762 | l_765;
const double l_767 = reinterpret_cast<double const&>(l_766);
const uint32 l_768 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_769 = l_768 ^ uint32(2147483648);
const float l_770 = reinterpret_cast<float const&>(l_769);
const uint32 l_771 = reinterpret_cast<uint32 const&>(l_770);
const uint32 l_772 = l_771 + uint32(1);
l_mut_236 = l_772;
const uint32 l_773 = l_771 & uint32(2147483647);
const bool l_774 = l_773 == uint32(0);
if (l_774) {
l_mut_236 = uint32(1);
} else {
const uint32 l_775 = l_771 & uint32(2147483648);
const bool l_776 = l_775 != uint32(0);
if (l_776) {
const uint32 l_777 = l_771 - uint32(1);
l_mut_236 = l_777;
} else {
const bool l_778 = l_771 == uint32(2139095040);
if (l_778) {
l_mut_236 = l_771;
}
}
}
const float l_779 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_780 = reinterpret_cast<uint32 const&>(l_779);
const uint32 l_781 = l_780 ^ uint32(2147483648);
const float l_782 = reinterpret_cast<float const&>(l_781);
const uint32 l_783 = reinterpret_cast<uint32 const&>(l_782);
const uint32 l_784 = l_783 & uint32(2147483647);
const float l_785 = reinterpret_cast<float const&>(l_784);
const double l_786 = double(l_785);
l_mut_43 = l_786;
const bool l_787 = l_784 < uint32(8388608);
if (l_787) {
const double l_788 = double(l_784);
const double l_789 = l_788 * double(1.401298464324817e-45);
l_mut_43 = l_789;
}
const uint64 l_790 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_791 = l_783 >> uint32(31);
const uint64 l_792 = uint64(l_791);
const uint64 l_793 = l_792 << uint64(63);
const uint64 l_794 = l_790 | l_793;
const double l_795 = reinterpret_cast<double const&>(l_794);
const double l_796 = l_731 + l_730;
const bool l_797 = l_796 <= l_745;
l_mut_296 = l_797;
const double l_798 = l_731 - l_730;
const bool l_799 = l_798 > l_745;
l_mut_293 = l_799;
const double l_800 = l_732 - l_730;
const bool l_801 = l_800 >= l_745;
l_mut_290 = l_801;
const double l_802 = l_732 + l_730;
const bool l_803 = l_802 < l_745;
l_mut_287 = l_803;
if (l_166) {
const double l_804 = l_731 + l_730;
const bool l_805 = l_804 < l_767;
l_mut_296 = l_805;
const double l_806 = l_731 - l_730;
const bool l_807 = l_806 >= l_767;
l_mut_293 = l_807;
const double l_808 = l_732 - l_730;
const bool l_809 = l_808 > l_795;
l_mut_290 = l_809;
const double l_810 = l_732 + l_730;
const bool l_811 = l_810 <= l_795;
l_mut_287 = l_811;
}
l_mut_236 = uint32(2);
const bool l_812 = l_mut_293 || l_mut_287;
if (l_812) {
l_mut_236 = uint32(1);
} else {
const bool l_813 = l_mut_296 && l_mut_290;
if (l_813) {
l_mut_236 = uint32(0);
}
}
const uint32 l_814 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_815 = l_814 & uint32(2147483647);
const bool l_816 = l_815 == uint32(0);
if (l_816) {
const double l_817 = l_731 + l_730;
const bool l_818 = l_817 < double(1.1754943508222875e-38);
const double l_819 = l_732 - l_730;
const bool l_820 = l_819 > double(-1.1754943508222875e-38);
const bool l_821 = l_818 && l_820;
const double l_822 = l_731 - l_730;
const bool l_823 = l_822 < double(1.1754943508222875e-38);
const double l_824 = l_732 + l_730;
const bool l_825 = l_824 > double(-1.1754943508222875e-38);
const bool l_826 = l_823 && l_825;
if (l_821) {
l_mut_236 = uint32(0);
} else {
const bool l_827 = l_mut_236 == uint32(1);
const bool l_828 = l_826 && l_827;
if (l_828) {
l_mut_236 = uint32(2);
}
}
}
l_mut_179 = l_mut_236;
}
} else {
const bool l_829 = l_162 == uint32(7);
if (l_829) {
const double l_830 = abs(l_mut_31);
const double l_831 = l_168 * l_830;
l_mut_43 = l_831;
const double l_832 = abs(l_mut_31);
l_mut_41 = double(1.401298464324817e-45);
const bool l_833 = l_832 >= double(1.1754943508222875e-38);
const bool l_834 = l_832 <= double(1.7976931348623157e308);
const bool l_835 = l_833 && l_834;
if (l_835) {
const uint64 l_836 = reinterpret_cast<uint64 const&>(l_832);
const uint64 l_837 = l_836 >> uint64(52);
const uint64 l_838 = l_837 - uint64(23);
const uint64 l_839 = l_838 << uint64(52);
const double l_840 = reinterpret_cast<double const&>(l_839);
l_mut_41 = l_840;
}
const double l_841 = double(0.5) * l_mut_41;
const bool l_842 = l_841 > l_mut_43;
if (l_842) {
l_mut_43 = l_841;
}
const double l_843 = l_mut_31 - l_178;
const double l_844 = abs(l_843);
l_mut_41 = double(1.401298464324817e-45);
const bool l_845 = l_844 >= double(1.1754943508222875e-38);
const bool l_846 = l_844 <= double(1.7976931348623157e308);
const bool l_847 = l_845 && l_846;
if (l_847) {
const uint64 l_848 = reinterpret_cast<uint64 const&>(l_844);
const uint64 l_849 = l_848 >> uint64(52);
const uint64 l_850 = l_849 - uint64(23);
const uint64 l_851 = l_850 << uint64(52);
const double l_852 = reinterpret_cast<double const&>(l_851);
l_mut_41 = l_852;
}
const double l_853 = l_mut_31 + l_178;
const double l_854 = abs(l_853);
l_mut_855 = double(1.401298464324817e-45);
const bool l_856 = l_854 >= double(1.1754943508222875e-38);
const bool l_857 = l_854 <= double(1.7976931348623157e308);
const bool l_858 = l_856 && l_857;
if (l_858) {
const uint64 l_859 = reinterpret_cast<uint64 const&>(l_854);
const uint64 l_860 = l_859 >> uint64(52);
const uint64 l_861 = l_860 - uint64(23);
const uint64 l_862 = l_861 << uint64(52);
const double l_863 = reinterpret_cast<double const&>(l_862);
l_mut_855 = l_863;
}
const bool l_864 = l_mut_41 == l_mut_855;
if (l_864) {
const double l_865 = l_168 * l_178;
const double l_866 = l_178 + l_865;
const double l_867 = l_mut_43 * double(1.4551915228366852e-11);
const double l_868 = l_866 + l_867;
const double l_869 = l_mut_31 - l_mut_43;
const double l_870 = l_mut_31 + l_mut_43;
const uint32 l_871 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_872 = l_871 & uint32(2147483647);
const float l_873 = reinterpret_cast<float const&>(l_872);
const double l_874 = double(l_873);
l_mut_855 = l_874;
const bool l_875 = l_872 < uint32(8388608);
if (l_875) {
const double l_876 = double(l_872);
const double l_877 = l_876 * double(1.401298464324817e-45);
l_mut_855 = l_877;
}
const uint64 l_878 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_879 = l_871 >> uint32(31);
const uint64 l_880 = uint64(l_879);
const uint64 l_881 = l_880 << uint64(63);
const uint64 l_882 = l_878 | l_881;
const double l_883 = reinterpret_cast<double const&>(l_882);
const uint32 l_884 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_885 = l_884 + uint32(1);
l_mut_236 = l_885;
const uint32 l_886 = l_884 & uint32(2147483647);
const bool l_887 = l_886 == uint32(0);
if (l_887) {
l_mut_236 = uint32(1);
} else {
const uint32 l_888 = l_884 & uint32(2147483648);
const bool l_889 = l_888 != uint32(0);
if (l_889) {
const uint32 l_890 = l_884 - uint32(1);
l_mut_236 = l_890;
} else {
const bool l_891 = l_884 == uint32(2139095040);
if (l_891) {
l_mut_236 = l_884;
}
}
}
const float l_892 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_893 = reinterpret_cast<uint32 const&>(l_892);
const uint32 l_894 = l_893 & uint32(2147483647);
const float l_895 = reinterpret_cast<float const&>(l_894);
const double l_896 = double(l_895);
l_mut_855 = l_896;
const bool l_897 = l_894 < uint32(8388608);
if (l_897) {
const double l_898 = double(l_894);
const double l_899 = l_898 * double(1.401298464324817e-45);
l_mut_855 = l_899;
}
const uint64 l_900 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_901 = l_893 >> uint32(31);
const uint64 l_902 = uint64(l_901);
const uint64 l_903 = l_902 << uint64(63);
const uint64 l_904 = l_900 | l_903;
const double l_905 = reinterpret_cast<double const&>(l_904);
const uint32 l_906 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_907 = l_906 ^ uint32(2147483648);
const float l_908 = reinterpret_cast<float const&>(l_907);
const uint32 l_909 = reinterpret_cast<uint32 const&>(l_908);
const uint32 l_910 = l_909 + uint32(1);
l_mut_236 = l_910;
const uint32 l_911 = l_909 & uint32(2147483647);
const bool l_912 = l_911 == uint32(0);
if (l_912) {
l_mut_236 = uint32(1);
} else {
const uint32 l_913 = l_909 & uint32(2147483648);
const bool l_914 = l_913 != uint32(0);
if (l_914) {
const uint32 l_915 = l_909 - uint32(1);
l_mut_236 = l_915;
} else {
const bool l_916 = l_909 == uint32(2139095040);
if (l_916) {
l_mut_236 = l_909;
}
}
}
const float l_917 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_918 = reinterpret_cast<uint32 const&>(l_917);
const uint32 l_919 = l_918 ^ uint32(2147483648);
const float l_920 = reinterpret_cast<float const&>(l_919);
const uint32 l_921 = reinterpret_cast<uint32 const&>(l_920);
const uint32 l_922 = l_921 & uint32(2147483647);
const float l_923 = reinterpret_cast<float const&>(l_922);
const double l_924 = double(l_923);
l_mut_855 = l_924;
const bool l_925 = l_922 < uint32(8388608);
if (l_925) {
const double l_926 = double(l_922);
const double l_927 = l_926 * double(1.401298464324817e-45);
l_mut_855 = l_927;
}
const uint64 l_928 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_929 = l_921 >> uint32(31);
const uint64 l_930 = uint64(l_929);
const uint64 l_931 = l_930 << uint64(63);
const uint64 l_932 = l_928 | l_931;
const double l_933 = reinterpret_cast<double const&>(l_932);
const double l_934 = l_869 + l_868;
const bool l_935 = l_934 <= l_883;
l_mut_296 = l_935;
const double l_936 = l_869 - l_868;
const bool l_937 = l_936 > l_883;
l_mut_293 = l_937;
const double l_938 = l_870 - l_868;
const bool l_939 = l_938 >= l_883;
l_mut_290 = l_939;
const double l_940 = l_870 + l_868;
const bool l_941 = l_940 < l_883;
l_mut_287 = l_941;
if (l_166) {
const double l_942 = l_869 + l_868;
const bool l_943 = l_942 < l_905;
l_mut_296 = l_943;
const double l_944 = l_869 - l_868;
const bool l_945 = l_944 >= l_905;
l_mut_293 = l_945;
const double l_946 = l_870 - l_868;
const bool l_947 = l_946 > l_933;
l_mut_290 = l_947;
const double l_948 = l_870 + l_868;
const bool l_949 = l_948 <= l_933;
l_mut_287 = l_949;
}
l_mut_236 = uint32(2);
const bool l_950 = l_mut_293 || l_mut_287;
if (l_950) {
l_mut_236 = uint32(1);
} else {
const bool l_951 = l_mut_296 && l_mut_290;
if (l_951) {
l_mut_236 = uint32(0);
}
}
const uint32 l_952 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_953 = l_952 & uint32(2147483647);
const bool l_954 = l_953 == uint32(0);
if (l_954) {
const double l_955 = l_869 + l_868;
const bool l_956 = l_955 < double(1.1754943508222875e-38);
const double l_957 = l_870 - l_868;
const bool l_958 = l_957 > double(-1.1754943508222875e-38);
const bool l_959 = l_956 && l_958;
const double l_960 = l_869 - l_868;
const bool l_961 = l_960 < double(1.1754943508222875e-38);
const double l_962 = l_870 + l_868;
const bool l_963 = l_962 > double(-1.1754943508222875e-38);
const bool l_964 = l_961 && l_963;
if (l_959) {
l_mut_236 = uint32(0);
} else {
const bool l_965 = l_mut_236 == uint32(1);
const bool l_966 = l_964 && l_965;
if (l_966) {
l_mut_236 = uint32(2);
}
}
}
l_mut_179 = l_mut_236;
}
} else {
const bool l_967 = l_162 == uint32(8);
if (l_967) {
const bool l_968 = l_175 >= double(0.5);
const bool l_969 = l_175 <= double(2.0);
const bool l_970 = l_968 && l_969;
if (l_970) {
const double l_971 = l_168 * double(1.4551915228366852e-11);
const double l_972 = l_178 + l_971;
const double l_973 = l_mut_31 - l_168;
const double l_974 = l_mut_31 + l_168;
const uint32 l_975 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_976 = l_975 & uint32(2147483647);
const float l_977 = reinterpret_cast<float const&>(l_976);
const double l_978 = double(l_977);
l_mut_855 = l_978;
const bool l_979 = l_976 < uint32(8388608);
if (l_979) {
const double l_980 = double(l_976);
const double l_981 = l_980 * double(1.401298464324817e-45);
l_mut_855 = l_981;
}
const uint64 l_982 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_983 = l_975 >> uint32(31);
const uint64 l_984 = uint64(l_983);
const uint64 l_985 = l_984 << uint64(63);
const uint64 l_986 = l_982 | l_985;
const double l_987 = reinterpret_cast<double const&>(l_986);
const uint32 l_988 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_989 = l_988 + uint32(1);
l_mut_236 = l_989;
const uint32 l_990 = l_988 & uint32(2147483647);
const bool l_991 = l_990 == uint32(0);
if (l_991) {
l_mut_236 = uint32(1);
} else {
const uint32 l_992 = l_988 & uint32(2147483648);
const bool l_993 = l_992 != uint32(0);
if (l_993) {
const uint32 l_994 = l_988 - uint32(1);
l_mut_236 = l_994;
} else {
const bool l_995 = l_988 == uint32(2139095040);
if (l_995) {
l_mut_236 = l_988;
}
}
}
const float l_996 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_997 = reinterpret_cast<uint32 const&>(l_996);
const uint32 l_998 = l_997 & uint32(2147483647);
const float l_999 = reinterpret_cast<float const&>(l_998);
const double l_1000 = double(l_999);
l_mut_855 = l_1000;
const bool l_1001 = l_998 < uint32(8388608);
if (l_1001) {
const double l_1002 = double(l_998);
const double l_1003 = l_1002 * double(1.401298464324817e-45);
l_mut_855 = l_1003;
}
const uint64 l_1004 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1005 = l_997 >> uint32(31);
const uint64 l_1006 = uint64(l_1005);
const uint64 l_1007 = l_1006 << uint64(63);
const uint64 l_1008 = l_1004 | l_1007;
const double l_1009 = reinterpret_cast<double const&>(l_1008);
const uint32 l_1010 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1011 = l_1010 ^ uint32(2147483648);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
const uint32 l_1013 = reinterpret_cast<uint32 const&>(l_1012);
const uint32 l_1014 = l_1013 + uint32(1);
l_mut_236 = l_1014;
const uint32 l_1015 = l_1013 & uint32(2147483647);
const bool l_1016 = l_1015 == uint32(0);
if (l_1016) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1017 = l_1013 & uint32(2147483648);
const bool l_1018 = l_1017 != uint32(0);
if (l_1018) {
const uint32 l_1019 = l_1013 - uint32(1);
l_mut_236 = l_1019;
} else {
const bool l_1020 = l_1013 == uint32(2139095040);
if (l_1020) {
l_mut_236 = l_1013;
}
}
}
const float l_1021 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1022 = reinterpret_cast<uint32 const&>(l_1021);
const uint32 l_1023 = l_1022 ^ uint32(2147483648);
const float l_1024 = reinterpret_cast<float const&>(l_1023);
const uint32 l_1025 = reinterpret_cast<uint32 const&>(l_1024);
const uint32 l_1026 = l_1025 & uint32(2147483647);
const float l_1027 = reinterpret_cast<float const&>(l_1026);
const double l_1028 = double(l_1027);
l_mut_855 = l_1028;
const bool l_1029 = l_1026 < uint32(8388608);
if (l_1029) {
const double l_1030 = double(l_1026);
const double l_1031 = l_1030 * double(1.401298464324817e-45);
l_mut_855 = l_1031;
}
const uint64 l_1032 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1033 = l_1025 >> uint32(31);
const uint64 l_1034 = uint64(l_1033);
const uint64 l_1035 = l_1034 << uint64(63);
const uint64 l_1036 = l_1032 | l_1035;
const double l_1037 = reinterpret_cast<double const&>(l_1036);
const double l_1038 = l_973 + l_972;
const bool l_1039 = l_1038 <= l_987;
l_mut_296 = l_1039;
const double l_1040 = l_973 - l_972;
const bool l_1041 = l_1040 > l_987;
l_mut_293 = l_1041;
const double l_1042 = l_974 - l_972;
const bool l_1043 = l_1042 >= l_987;
l_mut_290 = l_1043;
const double l_1044 = l_974 + l_972;
const bool l_1045 = l_1044 < l_987;
l_mut_287 = l_1045;
if (l_166) {
const double l_1046 = l_973 + l_972;
const bool l_1047 = l_1046 < l_1009;
l_mut_296 = l_1047;
const double l_1048 = l_973 - l_972;
const bool l_1049 = l_1048 >= l_1009;
l_mut_293 = l_1049;
const double l_1050 = l_974 - l_972;
const bool l_1051 = l_1050 > l_1037;
l_mut_290 = l_1051;
const double l_1052 = l_974 + l_972;
const bool l_1053 = l_1052 <= l_1037;
l_mut_287 = l_1053;
}
l_mut_236 = uint32(2);
const bool l_1054 = l_mut_293 || l_mut_287;
if (l_1054) {
l_mut_236 = uint32(1);
} else {
const bool l_1055 = l_mut_296 && l_mut_290;
if (l_1055) {
l_mut_236 = uint32(0);
}
}
const uint32 l_1056 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1057 = l_1056 & uint32(2147483647);
const bool l_1058 = l_1057 == uint32(0);
if (l_1058) {
const double l_1059 = l_973 + l_972;
const bool l_1060 = l_1059 < double(1.1754943508222875e-38);
const double l_1061 = l_974 - l_972;
const bool l_1062 = l_1061 > double(-1.1754943508222875e-38);
const bool l_1063 = l_1060 && l_1062;
const double l_1064 = l_973 - l_972;
const bool l_1065 = l_1064 < double(1.1754943508222875e-38);
const double l_1066 = l_974 + l_972;
const bool l_1067 = l_1066 > double(-1.1754943508222875e-38);
const bool l_1068 = l_1065 && l_1067;
if (l_1063) {
l_mut_236 = uint32(0);
} else {
const bool l_1069 = l_mut_236 == uint32(1);
const bool l_1070 = l_1068 && l_1069;
if (l_1070) {
l_mut_236 = uint32(2);
}
}
}
l_mut_179 = l_mut_236;
} else {
const double l_1071 = abs(l_mut_31);
l_mut_855 = double(1.401298464324817e-45);
const bool l_1072 = l_1071 >= double(1.1754943508222875e-38);
const bool l_1073 = l_1071 <= double(1.7976931348623157e308);
const bool l_1074 = l_1072 && l_1073;
if (l_1074) {
const uint64 l_1075 = reinterpret_cast<uint64 const&>(l_1071);
const uint64 l_1076 = l_1075 >> uint64(52);
const uint64 l_1077 = l_1076 - uint64(23);
const uint64 l_1078 = l_1077 << uint64(52);
const double l_1079 = reinterpret_cast<double const&>(l_1078);
l_mut_855 = l_1079;
}
const double l_1080 = l_171 * l_mut_855;
l_mut_236 = uint32(2);
const double l_1081 = l_mut_31 - l_178;
const double l_1082 = abs(l_1081);
l_mut_855 = double(1.401298464324817e-45);
const bool l_1083 = l_1082 >= double(1.1754943508222875e-38);
const bool l_1084 = l_1082 <= double(1.7976931348623157e308);
const bool l_1085 = l_1083 && l_1084;
if (l_1085) {
const uint64 l_1086 = reinterpret_cast<uint64 const&>(l_1082);
const uint64 l_1087 = l_1086 >> uint64(52);
const uint64 l_1088 = l_1087 - uint64(23);
const uint64 l_1089 = l_1088 << uint64(52);
const double l_1090 = reinterpret_cast<double const&>(l_1089);
l_mut_855 = l_1090;
}
const double l_1091 = l_mut_31 + l_178;
const double l_1092 = abs(l_1091);
l_mut_43 = double(1.401298464324817e-45);
const bool l_1093 = l_1092 >= double(1.1754943508222875e-38);
const bool l_1094 = l_1092 <= double(1.7976931348623157e308);
const bool l_1095 = l_1093 && l_1094;
if (l_1095) {
const uint64 l_1096 = reinterpret_cast<uint64 const&>(l_1092);
const uint64 l_1097 = l_1096 >> uint64(52);
const uint64 l_1098 = l_1097 - uint64(23);
const uint64 l_1099 = l_1098 << uint64(52);
const double l_1100 = reinterpret_cast<double const&>(l_1099);
l_mut_43 = l_1100;
}
const bool l_1101 = l_mut_855 == l_mut_43;
if (l_1101) {
const double l_1102 = l_1080 * double(1.4551915228366852e-11);
const double l_1103 = l_178 + l_1102;
const double l_1104 = l_mut_31 - l_1080;
const double l_1105 = l_mut_31 + l_1080;
const uint32 l_1106 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1107 = l_1106 & uint32(2147483647);
const float l_1108 = reinterpret_cast<float const&>(l_1107);
const double l_1109 = double(l_1108);
l_mut_855 = l_1109;
const bool l_1110 = l_1107 < uint32(8388608);
if (l_1110) {
const double l_1111 = double(l_1107);
const double l_1112 = l_1111 * double(1.401298464324817e-45);
l_mut_855 = l_1112;
}
const uint64 l_1113 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1114 = l_1106 >> uint32(31);
const uint64 l_1115 = uint64(l_1114);
const uint64 l_1116 = l_1115 << uint64(63);
const uint64 l_1117 = l_1113 | l_1116;
const double l_1118 = reinterpret_cast<double const&>(l_1117);
const uint32 l_1119 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1120 = l_1119 + uint32(1);
l_mut_195 = l_1120;
const uint32 l_1121 = l_1119 & uint32(2147483647);
const bool l_1122 = l_1121 == uint32(0);
if (l_1122) {
l_mut_195 = uint32(1);
} else {
const uint32 l_1123 = l_1119 & uint32(2147483648);
const bool l_1124 = l_1123 != uint32(0);
if (l_1124) {
const uint32 l_1125 = l_1119 - uint32(1);
l_mut_195 = l_1125;
} else {
const bool l_1126 = l_1119 == uint32(2139095040);
if (l_1126) {
l_mut_195 = l_1119;
}
}
}
const float l_1127 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_1128 = reinterpret_cast<uint32 const&>(l_1127);
const uint32 l_1129 = l_1128 & uint32(2147483647);
const float l_1130 = reinterpret_cast<float const&>(l_1129);
const double l_1131 = double(l_1130);
l_mut_855 = l_1131;
const bool l_1132 = l_1129 < uint32(8388608);
if (l_1132) {
const double l_1133 = double(l_1129);
const double l_1134 = l_1133 * double(1.401298464324817e-45);
l_mut_855 = l_1134;
}
const uint64 l_1135 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1136 = l_1128 >> uint32(31);
const uint64 l_1137 = uint64(l_1136);
const uint64 l_1138 = l_1137 << uint64(63);
const uint64 l_1139 = l_1135 | l_1138;
const double l_1140 = reinterpret_cast<double const&>(l_1139);
const uint32 l_1141 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1142 = l_1141 ^ uint32(2147483648);
const float l_1143 = reinterpret_cast<float const&>(l_1142);
const uint32 l_1144 = reinterpret_cast<uint32 const&>(l_1143);
const uint32 l_1145 = l_1144 + uint32(1);
l_mut_195 = l_1145;
const uint32 l_1146 = l_1144 & uint32(2147483647);
const bool l_1147 = l_1146 == uint32(0);
if (l_1147) {
l_mut_195 = uint32(1);
} else {
const uint32 l_1148 = l_1144 & uint32(2147483648);
const bool l_1149 = l_1148 != uint32(0);
if (l_1149) {
const uint32 l_1150 = l_1144 - uint32(1);
l_mut_195 = l_1150;
} else {
const bool l_1151 = l_1144 == uint32(2139095040);
if (l_1151) {
l_mut_195 = l_1144;
}
}
}
const float l_1152 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_1153 = reinterpret_cast<uint32 const&>(l_1152);
const uint32 l_1154 = l_1153 ^ uint32(2147483648);
const float l_1155 = reinterpret_cast<float const&>(l_1154);
const uint32 l_1156 = reinterpret_cast<uint32 const&>(l_1155);
const uint32 l_1157 = l_1156 & uint32(2147483647);
const float l_1158 = reinterpret_cast<float const&>(l_1157);
const double l_1159 = double(l_1158);
l_mut_855 = l_1159;
const bool l_1160 = l_1157 < uint32(8388608);
if (l_1160) {
const double l_1161 = double(l_1157);
const double l_1162 = l_1161 * double(1.401298464324817e-45);
l_mut_855 = l_1162;
}
const uint64 l_1163 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1164 = l_1156 >> uint32(31);
const uint64 l_1165 = uint64(l_1164);
const uint64 l_1166 = l_1165 << uint64(63);
const uint64 l_1167 = l_1163 | l_1166;
const double l_1168 = reinterpret_cast<double const&>(l_1167);
const double l_1169 = l_1104 + l_1103;
const bool l_1170 = l_1169 <= l_1118;
l_mut_296 = l_1170;
const double l_1171 = l_1104 - l_1103;
const bool l_1172 = l_1171 > l_1118;
l_mut_293 = l_1172;
const double l_1173 = l_1105 - l_1103;
const bool l_1174 = l_1173 >= l_1118;
l_mut_290 = l_1174;
const double l_1175 = l_1105 + l_1103;
const bool l_1176 = l_1175 < l_1118;
l_mut_287 = l_1176;
if (l_166) {
const double l_1177 = l_1104 + l_1103;
const bool l_1178 = l_1177 < l_1140;
l_mut_296 = l_1178;
const double l_1179 = l_1104 - l_1103;
const bool l_1180 = l_1179 >= l_1140;
l_mut_293 = l_1180;
const double l_1181 = l_1105 - l_1103;
const bool l_1182 = l_1181 > l_1168;
l_mut_290 = l_1182;
const double l_1183 = l_1105 + l_1103;
const bool l_1184 = l_1183 <= l_1168;
l_mut_287 = l_1184;
}
l_mut_195 = uint32(2);
const bool l_1185 = l_mut_293 || l_mut_287;
if (l_1185) {
l_mut_195 = uint32(1);
} else {
const bool l_1186 = l_mut_296 && l_mut_290;
if (l_1186) {
l_mut_195 = uint32(0);
}
}
const uint32 l_1187 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1188 = l_1187 & uint32(2147483647);
const bool l_1189 = l_1188 == uint32(0);
if (l_1189) {
const double l_1190 = l_1104 + l_1103;
const bool l_1191 = l_1190 < double(1.1754943508222875e-38);
const double l_1192 = l_1105 - l_1103;
const bool l_1193 = l_1192 > double(-1.1754943508222875e-38);
const bool l_1194 = l_1191 && l_1193;
const double l_1195 = l_1104 - l_1103;
const bool l_1196 = l_1195 < double(1.1754943508222875e-38);
const double l_1197 = l_1105 + l_1103;
const bool l_1198 = l_1197 > double(-1.1754943508222875e-38);
const bool l_1199 = l_1196 && l_1198;
if (l_1194) {
l_mut_195 = uint32(0);
} else {
const bool l_1200 = l_mut_195 == uint32(1);
const bool l_1201 = l_1199 && l_1200;
if (l_1201) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
}
} else {
const bool l_1202 = l_162 == uint32(9);
if (l_1202) {
l_arr_1203[uint32(0)] = uint32(1);
const double l_1204 = sqrt(l_175);
const double l_1205 = double(1.0) / l_1204;
const double l_1206 = l_1205 * double(1.4551915228366852e-11);
const double l_1207 = abs(l_1205);
l_mut_855 = double(1.401298464324817e-45);
const bool l_1208 = l_1207 >= double(1.1754943508222875e-38);
const bool l_1209 = l_1207 <= double(1.7976931348623157e308);
const bool l_1210 = l_1208 && l_1209;
if (l_1210) {
const uint64 l_1211 = reinterpret_cast<uint64 const&>(l_1207);
const uint64 l_1212 = l_1211 >> uint64(52);
const uint64 l_1213 = l_1212 - uint64(23);
const uint64 l_1214 = l_1213 << uint64(52);
const double l_1215 = reinterpret_cast<double const&>(l_1214);
l_mut_855 = l_1215;
}
const double l_1216 = l_1205 - l_1206;
const double l_1217 = abs(l_1216);
l_mut_43 = double(1.401298464324817e-45);
const bool l_1218 = l_1217 >= double(1.1754943508222875e-38);
const bool l_1219 = l_1217 <= double(1.7976931348623157e308);
const bool l_1220 = l_1218 && l_1219;
if (l_1220) {
const uint64 l_1221 = reinterpret_cast<uint64 const&>(l_1217);
const uint64 l_1222 = l_1221 >> uint64(52);
const uint64 l_1223 = l_1222 - uint64(23);
const uint64 l_1224 = l_1223 << uint64(52);
const double l_1225 = reinterpret_cast<double const&>(l_1224);
l_mut_43 = l_1225;
}
const double l_1226 = l_1205 + l_1206;
const double l_1227 = abs(l_1226);
l_mut_41 = double(1.401298464324817e-45);
const bool l_1228 = l_1227 >= double(1.1754943508222875e-38);
const bool l_1229 = l_1227 <= double(1.7976931348623157e308);
const bool l_1230 = l_1228 && l_1229;
if (l_1230) {
const uint64 l_1231 = reinterpret_cast<uint64 const&>(l_1227);
const uint64 l_1232 = l_1231 >> uint64(52);
const uint64 l_1233 = l_1232 - uint64(23);
const uint64 l_1234 = l_1233 << uint64(52);
const double l_1235 = reinterpret_cast<double const&>(l_1234);
l_mut_41 = l_1235;
}
const bool l_1236 = l_mut_43 == l_mut_41;
const bool l_1237 = !l_1236;
if (l_1237) {
l_arr_1203[uint32(0)] = uint32(0);
}
const double l_1238 = l_168 * l_mut_855;
const double l_1239 = l_1205 - l_1238;
l_mut_43 = l_1239;
if (l_166) {
const double l_1240 = l_1239 - l_1206;
const double l_1241 = l_1240 * double(7.1362384635298e44);
const double l_1242 = floor(l_1241);
const double l_1243 = l_1242 * double(1.401298464324817e-45);
l_mut_41 = l_1243;
const double l_1244 = abs(l_1240);
const bool l_1245 = l_1244 >= double(1.1754943508222875e-38);
if (l_1245) {
const float l_1246 = float(l_1240);
const double l_1247 = double(l_1246);
l_mut_41 = l_1247;
const bool l_1248 = l_mut_41 > l_1240;
if (l_1248) {
const uint32 l_1249 = reinterpret_cast<uint32 const&>(l_1246);
const uint32 l_1250 = l_1249 ^ uint32(2147483648);
const float l_1251 = reinterpret_cast<float const&>(l_1250);
const uint32 l_1252 = reinterpret_cast<uint32 const&>(l_1251);
const uint32 l_1253 = l_1252 + uint32(1);
l_mut_236 = l_1253;
const uint32 l_1254 = l_1252 & uint32(2147483647);
const bool l_1255 = l_1254 == uint32(0);
if (l_1255) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1256 = l_1252 & uint32(2147483648);
const bool l_1257 = l_1256 != uint32(0);
if (l_1257) {
const uint32 l_1258 = l_1252 - uint32(1);
l_mut_236 = l_1258;
} else {
const bool l_1259 = l_1252 == uint32(2139095040);
if (l_1259) {
l_mut_236 = l_1252;
}
}
}
const float l_1260 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1261 = reinterpret_cast<uint32 const&>(l_1260);
const uint32 l_1262 = l_1261 ^ uint32(2147483648);
const float l_1263 = reinterpret_cast<float const&>(l_1262);
const uint32 l_1264 = reinterpret_cast<uint32 const&>(l_1263);
const uint32 l_1265 = l_1264 & uint32(2147483647);
const float l_1266 = reinterpret_cast<float const&>(l_1265);
const double l_1267 = double(l_1266);
l_mut_1268 = l_1267;
const bool l_1269 = l_1265 < uint32(8388608);
if (l_1269) {
const double l_1270 = double(l_1265);
const double l_1271 = l_1270 * double(1.401298464324817e-45);
l_mut_1268 = l_1271;
}
const uint64 l_1272 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1273 = l_1264 >> uint32(31);
const uint64 l_1274 = uint64(l_1273);
const uint64 l_1275 = l_1274 << uint64(63);
const uint64 l_1276 = l_1272 | l_1275;
const double l_1277 = reinterpret_cast<double const&>(l_1276);
l_mut_41 = l_1277;
} else {
const uint32 l_1278 = reinterpret_cast<uint32 const&>(l_1246);
const uint32 l_1279 = l_1278 + uint32(1);
l_mut_236 = l_1279;
const uint32 l_1280 = l_1278 & uint32(2147483647);
const bool l_1281 = l_1280 == uint32(0);
if (l_1281) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1282 = l_1278 & uint32(2147483648);
const bool l_1283 = l_1282 != uint32(0);
if (l_1283) {
const uint32 l_1284 = l_1278 - uint32(1);
l_mut_236 = l_1284;
} else {
const bool l_1285 = l_1278 == uint32(2139095040);
if (l_1285) {
l_mut_236 = l_1278;
}
}
}
const float l_1286 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1287 = reinterpret_cast<uint32 const&>(l_1286);
const uint32 l_1288 = l_1287 & uint32(2147483647);
const float l_1289 = reinterpret_cast<float const&>(l_1288);
const double l_1290 = double(l_1289);
l_mut_1268 = l_1290;
const bool l_1291 = l_1288 < uint32(8388608);
if (l_1291) {
const double l_1292 = double(l_1288);
const double l_1293 = l_1292 * double(1.401298464324817e-45);
l_mut_1268 = l_1293;
}
const uint64 l_1294 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1295 = l_1287 >> uint32(31);
const uint64 l_1296 = uint64(l_1295);
const uint64 l_1297 = l_1296 << uint64(63);
const uint64 l_1298 = l_1294 | l_1297;
const double l_1299 = reinterpret_cast<double const&>(l_1298);
const bool l_1300 = l_1299 <= l_1240;
if (l_1300) {
const uint32 l_1301 = reinterpret_cast<uint32 const&>(l_1246);
const uint32 l_1302 = l_1301 + uint32(1);
l_mut_236 = l_1302;
const uint32 l_1303 = l_1301 & uint32(2147483647);
const bool l_1304 = l_1303 == uint32(0);
if (l_1304) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1305 = l_1301 & uint32(2147483648);
const bool l_1306 = l_1305 != uint32(0);
if (l_1306) {
const uint32 l_1307 = l_1301 - uint32(1);
l_mut_236 = l_1307;
} else {
const bool l_1308 = l_1301 == uint32(2139095040);
if (l_1308) {
l_mut_236 = l_1301;
}
}
}
const float l_1309 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1310 = reinterpret_cast<uint32 const&>(l_1309);
const uint32 l_1311 = l_1310 & uint32(2147483647);
const float l_1312 = reinterpret_cast<float const&>(l_1311);
const double l_1313 = double(l_1312);
l_mut_1268 = l_1313;
const bool l_1314 = l_1311 < uint32(8388608);
if (l_1314) {
const double l_1315 = double(l_1311);
const double l_1316 = l_1315 * double(1.401298464324817e-45);
l_mut_1268 = l_1316;
}
const uint64 l_1317 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1318 = l_1310 >> uint32(31);
const uint64 l_1319 = uint64(l_1318);
const uint64 l_1320 = l_1319 << uint64(63);
const uint64 l_1321 = l_1317 | l_1320;
const double l_1322 = reinterpret_cast<double const&>(l_1321);
l_mut_41 = l_1322;
}
}
}
const double l_1323 = l_1239 + l_1206;
const double l_1324 = l_1323 * double(7.1362384635298e44);
const double l_1325 = floor(l_1324);
const double l_1326 = l_1325 * double(1.401298464324817e-45);
l_mut_1268 = l_1326;
const double l_1327 = abs(l_1323);
const bool l_1328 = l_1327 >= double(1.1754943508222875e-38);
if (l_1328) {
const float l_1329 = float(l_1323);
const double l_1330 = double(l_1329);
l_mut_1268 = l_1330;
const bool l_1331 = l_mut_1268 > l_1323;
if (l_1331) {
const uint32 l_1332 = reinterpret_cast<uint32 const&>(l_1329);
const uint32 l_1333 = l_1332 ^ uint32(2147483648);
const float l_1334 = reinterpret_cast<float const&>(l_1333);
const uint32 l_1335 = reinterpret_cast<uint32 const&>(l_1334);
const uint32 l_1336 = l_1335 + uint32(1);
l_mut_236 = l_1336;
const uint32 l_1337 = l_1335 & uint32(2147483647);
const bool l_1338 = l_1337 == uint32(0);
if (l_1338) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1339 = l_1335 & uint32(2147483648);
const bool l_1340 = l_1339 != uint32(0);
if (l_1340) {
const uint32 l_1341 = l_1335 - uint32(1);
l_mut_236 = l_1341;
} else {
const bool l_1342 = l_1335 == uint32(2139095040);
if (l_1342) {
l_mut_236 = l_1335;
}
}
}
const float l_1343 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1344 = reinterpret_cast<uint32 const&>(l_1343);
const uint32 l_1345 = l_1344 ^ uint32(2147483648);
const float l_1346 = reinterpret_cast<float const&>(l_1345);
const uint32 l_1347 = reinterpret_cast<uint32 const&>(l_1346);
const uint32 l_1348 = l_1347 & uint32(2147483647);
const float l_1349 = reinterpret_cast<float const&>(l_1348);
const double l_1350 = double(l_1349);
l_mut_1351 = l_1350;
const bool l_1352 = l_1348 < uint32(8388608);
if (l_1352) {
const double l_1353 = double(l_1348);
const double l_1354 = l_1353 * double(1.401298464324817e-45);
l_mut_1351 = l_1354;
}
const uint64 l_1355 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1356 = l_1347 >> uint32(31);
const uint64 l_1357 = uint64(l_1356);
const uint64 l_1358 = l_1357 << uint64(63);
const uint64 l_1359 = l_1355 | l_1358;
const double l_1360 = reinterpret_cast<double const&>(l_1359);
l_mut_1268 = l_1360;
} else {
const uint32 l_1361 = reinterpret_cast<uint32 const&>(l_1329);
const uint32 l_1362 = l_1361 + uint32(1);
l_mut_236 = l_1362;
const uint32 l_1363 = l_1361 & uint32(2147483647);
const bool l_1364 = l_1363 == uint32(0);
if (l_1364) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1365 = l_1361 & uint32(2147483648);
const bool l_1366 = l_1365 != uint32(0);
if (l_1366) {
const uint32 l_1367 = l_1361 - uint32(1);
l_mut_236 = l_1367;
} else {
const bool l_1368 = l_1361 == uint32(2139095040);
if (l_1368) {
l_mut_236 = l_1361;
}
}
}
const float l_1369 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1370 = reinterpret_cast<uint32 const&>(l_1369);
const uint32 l_1371 = l_1370 & uint32(2147483647);
const float l_1372 = reinterpret_cast<float const&>(l_1371);
const double l_1373 = double(l_1372);
l_mut_1351 = l_1373;
const bool l_1374 = l_1371 < uint32(8388608);
if (l_1374) {
const double l_1375 = double(l_1371);
const double l_1376 = l_1375 * double(1.401298464324817e-45);
l_mut_1351 = l_1376;
}
const uint64 l_1377 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1378 = l_1370 >> uint32(31);
const uint64 l_1379 = uint64(l_1378);
const uint64 l_1380 = l_1379 << uint64(63);
const uint64 l_1381 = l_1377 | l_1380;
const double l_1382 = reinterpret_cast<double const&>(l_1381);
const bool l_1383 = l_1382 <= l_1323;
if (l_1383) {
const uint32 l_1384 = reinterpret_cast<uint32 const&>(l_1329);
const uint32 l_1385 = l_1384 + uint32(1);
l_mut_236 = l_1385;
const uint32 l_1386 = l_1384 & uint32(2147483647);
const bool l_1387 = l_1386 == uint32(0);
if (l_1387) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1388 = l_1384 & uint32(2147483648);
const bool l_1389 = l_1388 != uint32(0);
if (l_1389) {
const uint32 l_1390 = l_1384 - uint32(1);
l_mut_236 = l_1390;
} else {
const bool l_1391 = l_1384 == uint32(2139095040);
if (l_1391) {
l_mut_236 = l_1384;
}
}
}
const float l_1392 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1393 = reinterpret_cast<uint32 const&>(l_1392);
const uint32 l_1394 = l_1393 & uint32(2147483647);
const float l_1395 = reinterpret_cast<float const&>(l_1394);
const double l_1396 = double(l_1395);
l_mut_1351 = l_1396;
const bool l_1397 = l_1394 < uint32(8388608);
if (l_1397) {
const double l_1398 = double(l_1394);
const double l_1399 = l_1398 * double(1.401298464324817e-45);
l_mut_1351 = l_1399;
}
const uint64 l_1400 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1401 = l_1393 >> uint32(31);
const uint64 l_1402 = uint64(l_1401);
const uint64 l_1403 = l_1402 << uint64(63);
const uint64 l_1404 = l_1400 | l_1403;
const double l_1405 = reinterpret_cast<double const&>(l_1404);
l_mut_1268 = l_1405;
}
}
}
const bool l_1406 = l_mut_41 == l_mut_1268;
const bool l_1407 = !l_1406;
if (l_1407) {
l_arr_1203[uint32(0)] = uint32(0);
}
const double l_1408 = l_1239 * double(7.1362384635298e44);
const double l_1409 = floor(l_1408);
const double l_1410 = l_1409 * double(1.401298464324817e-45);
l_mut_1351 = l_1410;
const double l_1411 = abs(l_1239);
const bool l_1412 = l_1411 >= double(1.1754943508222875e-38);
if (l_1412) {
const float l_1413 = float(l_1239);
const double l_1414 = double(l_1413);
l_mut_1351 = l_1414;
const bool l_1415 = l_mut_1351 > l_1239;
if (l_1415) {
const uint32 l_1416 = reinterpret_cast<uint32 const&>(l_1413);
const uint32 l_1417 = l_1416 ^ uint32(2147483648);
const float l_1418 = reinterpret_cast<float const&>(l_1417);
const uint32 l_1419 = reinterpret_cast<uint32 const&>(l_1418);
const uint32 l_1420 = l_1419 + uint32(1);
l_mut_236 = l_1420;
const uint32 l_1421 = l_1419 & uint32(2147483647);
const bool l_1422 = l_1421 == uint32(0);
if (l_1422) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1423 = l_1419 & uint32(2147483648);
const bool l_1424 = l_1423 != uint32(0);
if (l_1424) {
const uint32 l_1425 = l_1419 - uint32(1);
l_mut_236 = l_1425;
} else {
const bool l_1426 = l_1419 == uint32(2139095040);
if (l_1426) {
l_mut_236 = l_1419;
}
}
}
const float l_1427 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1428 = reinterpret_cast<uint32 const&>(l_1427);
const uint32 l_1429 = l_1428 ^ uint32(2147483648);
const float l_1430 = reinterpret_cast<float const&>(l_1429);
const uint32 l_1431 = reinterpret_cast<uint32 const&>(l_1430);
const uint32 l_1432 = l_1431 & uint32(2147483647);
const float l_1433 = reinterpret_cast<float const&>(l_1432);
const double l_1434 = double(l_1433);
l_mut_1268 = l_1434;
const bool l_1435 = l_1432 < uint32(8388608);
if (l_1435) {
const double l_1436 = double(l_1432);
const double l_1437 = l_1436 * double(1.401298464324817e-45);
l_mut_1268 = l_1437;
}
const uint64 l_1438 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1439 = l_1431 >> uint32(31);
const uint64 l_1440 = uint64(l_1439);
const uint64 l_1441 = l_1440 << uint64(63);
const uint64 l_1442 = l_1438 | l_1441;
const double l_1443 = reinterpret_cast<double const&>(l_1442);
l_mut_1351 = l_1443;
} else {
const uint32 l_1444 = reinterpret_cast<uint32 const&>(l_1413);
const uint32 l_1445 = l_1444 + uint32(1);
l_mut_236 = l_1445;
const uint32 l_1446 = l_1444 & uint32(2147483647);
const bool l_1447 = l_1446 == uint32(0);
if (l_1447) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1448 = l_1444 & uint32(2147483648);
const bool l_1449 = l_1448 != uint32(0);
if (l_1449) {
const uint32 l_1450 = l_1444 - uint32(1);
l_mut_236 = l_1450;
} else {
const bool l_1451 = l_1444 == uint32(2139095040);
if (l_1451) {
l_mut_236 = l_1444;
}
}
}
const float l_1452 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1453 = reinterpret_cast<uint32 const&>(l_1452);
const uint32 l_1454 = l_1453 & uint32(2147483647);
const float l_1455 = reinterpret_cast<float const&>(l_1454);
const double l_1456 = double(l_1455);
l_mut_1268 = l_1456;
const bool l_1457 = l_1454 < uint32(8388608);
if (l_1457) {
const double l_1458 = double(l_1454);
const double l_1459 = l_1458 * double(1.401298464324817e-45);
l_mut_1268 = l_1459;
}
const uint64 l_1460 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1461 = l_1453 >> uint32(31);
const uint64 l_1462 = uint64(l_1461);
const uint64 l_1463 = l_1462 << uint64(63);
const uint64 l_1464 = l_1460 | l_1463;
const double l_1465 = reinterpret_cast<double const&>(l_1464);
const bool l_1466 = l_1465 <= l_1239;
if (l_1466) {
const uint32 l_1467 = reinterpret_cast<uint32 const&>(l_1413);
const uint32 l_1468 = l_1467 + uint32(1);
l_mut_236 = l_1468;
const uint32 l_1469 = l_1467 & uint32(2147483647);
const bool l_1470 = l_1469 == uint32(0);
if (l_1470) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1471 = l_1467 & uint32(2147483648);
const bool l_1472 = l_1471 != uint32(0);
if (l_1472) {
const uint32 l_1473 = l_1467 - uint32(1);
l_mut_236 = l_1473;
} else {
const bool l_1474 = l_1467 == uint32(2139095040);
if (l_1474) {
l_mut_236 = l_1467;
}
}
}
const float l_1475 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1476 = reinterpret_cast<uint32 const&>(l_1475);
const uint32 l_1477 = l_1476 & uint32(2147483647);
const float l_1478 = reinterpret_cast<float const&>(l_1477);
const double l_1479 = double(l_1478);
l_mut_1268 = l_1479;
const bool l_1480 = l_1477 < uint32(8388608);
if (l_1480) {
const double l_1481 = double(l_1477);
const double l_1482 = l_1481 * double(1.401298464324817e-45);
l_mut_1268 = l_1482;
}
const uint64 l_1483 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_1484 = l_1476 >> uint32(31);
const uint64 l_1485 = uint64(l_1484);
const uint64 l_1486 = l_1485 << uint64(63);
const uint64 l_1487 = l_1483 | l_1486;
const double l_1488 = reinterpret_cast<double const&>(l_1487);
l_mut_1351 = l_1488;
}
}
}
l_mut_43 = l_mut_1351;
}
const double l_1489 = l_168 * l_mut_855;
const double l_1490 = l_1205 + l_1489;
l_mut_1351 = l_1490;
if (l_166) {
const double l_1491 = l_1490 - l_1206;
const double l_1492 = l_1491 * double(7.1362384635298e44);
const double l_1493 = floor(l_1492);
const double l_1494 = l_1493 * double(1.401298464324817e-45);
l_mut_1268 = l_1494;
const double l_1495 = abs(l_1491);
const bool l_1496 = l_1495 >= double(1.1754943508222875e-38);
if (l_1496) {
const float l_1497 = float(l_1491);
const double l_1498 = double(l_1497);
l_mut_1268 = l_1498;
const bool l_1499 = l_mut_1268 > l_1491;
if (l_1499) {
const uint32 l_1500 = reinterpret_cast<uint32 const&>(l_1497);
const uint32 l_1501 = l_1500 ^ uint32(2147483648);
const float l_1502 = reinterpret_cast<float const&>(l_1501);
const uint32 l_1503 = reinterpret_cast<uint32 const&>(l_1502);
const uint32 l_1504 = l_1503 + uint32(1);
l_mut_236 = l_1504;
const uint32 l_1505 = l_1503 & uint32(2147483647);
const bool l_1506 = l_1505 == uint32(0);
if (l_1506) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1507 = l_1503 & uint32(2147483648);
const bool l_1508 = l_1507 != uint32(0);
if (l_1508) {
const uint32 l_1509 = l_1503 - uint32(1);
l_mut_236 = l_1509;
} else {
const bool l_1510 = l_1503 == uint32(2139095040);
if (l_1510) {
l_mut_236 = l_1503;
}
}
}
const float l_1511 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1512 = reinterpret_cast<uint32 const&>(l_1511);
const uint32 l_1513 = l_1512 ^ uint32(2147483648);
const float l_1514 = reinterpret_cast<float const&>(l_1513);
const uint32 l_1515 = reinterpret_cast<uint32 const&>(l_1514);
const uint32 l_1516 = l_1515 & uint32(2147483647);
const float l_1517 = reinterpret_cast<float const&>(l_1516);
const double l_1518 = double(l_1517);
l_mut_855 = l_1518;
const bool l_1519 = l_1516 < uint32(8388608);
if (l_1519) {
const double l_1520 = double(l_1516);
const double l_1521 = l_1520 * double(1.401298464324817e-45);
l_mut_855 = l_1521;
}
const uint64 l_1522 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1523 = l_1515 >> uint32(31);
const uint64 l_1524 = uint64(l_1523);
const uint64 l_1525 = l_1524 << uint64(63);
const uint64 l_1526 = l_1522 | l_1525;
const double l_1527 = reinterpret_cast<double const&>(l_1526);
l_mut_1268 = l_1527;
} else {
const uint32 l_1528 = reinterpret_cast<uint32 const&>(l_1497);
const uint32 l_1529 = l_1528 + uint32(1);
l_mut_236 = l_1529;
const uint32 l_1530 = l_1528 & uint32(2147483647);
const bool l_1531 = l_1530 == uint32(0);
if (l_1531) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1532 = l_1528 & uint32(2147483648);
const bool l_1533 = l_1532 != uint32(0);
if (l_1533) {
const uint32 l_1534 = l_1528 - uint32(1);
l_mut_236 = l_1534;
} else {
const bool l_1535 = l_1528 == uint32(2139095040);
if (l_1535) {
l_mut_236 = l_1528;
}
}
}
const float l_1536 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1537 = reinterpret_cast<uint32 const&>(l_1536);
const uint32 l_1538 = l_1537 & uint32(2147483647);
const float l_1539 = reinterpret_cast<float const&>(l_1538);
const double l_1540 = double(l_1539);
l_mut_855 = l_1540;
const bool l_1541 = l_1538 < uint32(8388608);
if (l_1541) {
const double l_1542 = double(l_1538);
const double l_1543 = l_1542 * double(1.401298464324817e-45);
l_mut_855 = l_1543;
}
const uint64 l_1544 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1545 = l_1537 >> uint32(31);
const uint64 l_1546 = uint64(l_1545);
const uint64 l_1547 = l_1546 << uint64(63);
const uint64 l_1548 = l_1544 | l_1547;
const double l_1549 = reinterpret_cast<double const&>(l_1548);
const bool l_1550 = l_1549 <= l_1491;
if (l_1550) {
const uint32 l_1551 = reinterpret_cast<uint32 const&>(l_1497);
const uint32 l_1552 = l_1551 + uint32(1);
l_mut_236 = l_1552;
const uint32 l_1553 = l_1551 & uint32(2147483647);
const bool l_1554 = l_1553 == uint32(0);
if (l_1554) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1555 = l_1551 & uint32(2147483648);
const bool l_1556 = l_1555 != uint32(0);
if (l_1556) {
const uint32 l_1557 = l_1551 - uint32(1);
l_mut_236 = l_1557;
} else {
const bool l_1558 = l_1551 == uint32(2139095040);
if (l_1558) {
l_mut_236 = l_1551;
}
}
}
const float l_1559 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1560 = reinterpret_cast<uint32 const&>(l_1559);
const uint32 l_1561 = l_1560 & uint32(2147483647);
const float l_1562 = reinterpret_cast<float const&>(l_1561);
const double l_1563 = double(l_1562);
l_mut_855 = l_1563;
const bool l_1564 = l_1561 < uint32(8388608);
if (l_1564) {
const double l_1565 = double(l_1561);
const double l_1566 = l_1565 * double(1.401298464324817e-45);
l_mut_855 = l_1566;
}
const uint64 l_1567 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1568 = l_1560 >> uint32(31);
const uint64 l_1569 = uint64(l_1568);
const uint64 l_1570 = l_1569 << uint64(63);
const uint64 l_1571 = l_1567 | l_1570;
const double l_1572 = reinterpret_cast<double const&>(l_1571);
l_mut_1268 = l_1572;
}
}
}
const double l_1573 = l_1490 + l_1206;
const double l_1574 = l_1573 * double(7.1362384635298e44);
const double l_1575 = floor(l_1574);
const double l_1576 = l_1575 * double(1.401298464324817e-45);
l_mut_855 = l_1576;
const double l_1577 = abs(l_1573);
const bool l_1578 = l_1577 >= double(1.1754943508222875e-38);
if (l_1578) {
const float l_1579 = float(l_1573);
const double l_1580 = double(l_1579);
l_mut_855 = l_1580;
const bool l_1581 = l_mut_855 > l_1573;
if (l_1581) {
const uint32 l_1582 = reinterpret_cast<uint32 const&>(l_1579);
const uint32 l_1583 = l_1582 ^ uint32(2147483648);
const float l_1584 = reinterpret_cast<float const&>(l_1583);
const uint32 l_1585 = reinterpret_cast<uint32 const&>(l_1584);
const uint32 l_1586 = l_1585 + uint32(1);
l_mut_236 = l_1586;
const uint32 l_1587 = l_1585 & uint32(2147483647);
const bool l_1588 = l_1587 == uint32(0);
if (l_1588) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1589 = l_1585 & uint32(2147483648);
const bool l_1590 = l_1589 != uint32(0);
if (l_1590) {
const uint32 l_1591 = l_1585 - uint32(1);
l_mut_236 = l_1591;
} else {
const bool l_1592 = l_1585 == uint32(2139095040);
if (l_1592) {
l_mut_236 = l_1585;
}
}
}
const float l_1593 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1594 = reinterpret_cast<uint32 const&>(l_1593);
const uint32 l_1595 = l_1594 ^ uint32(2147483648);
const float l_1596 = reinterpret_cast<float const&>(l_1595);
const uint32 l_1597 = reinterpret_cast<uint32 const&>(l_1596);
const uint32 l_1598 = l_1597 & uint32(2147483647);
const float l_1599 = reinterpret_cast<float const&>(l_1598);
const double l_1600 = double(l_1599);
l_mut_41 = l_1600;
const bool l_1601 = l_1598 < uint32(8388608);
if (l_1601) {
const double l_1602 = double(l_1598);
const double l_1603 = l_1602 * double(1.401298464324817e-45);
l_mut_41 = l_1603;
}
const uint64 l_1604 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1605 = l_1597 >> uint32(31);
const uint64 l_1606 = uint64(l_1605);
const uint64 l_1607 = l_1606 << uint64(63);
const uint64 l_1608 = l_1604 | l_1607;
const double l_1609 = reinterpret_cast<double const&>(l_1608);
l_mut_855 = l_1609;
} else {
const uint32 l_1610 = reinterpret_cast<uint32 const&>(l_1579);
const uint32 l_1611 = l_1610 + uint32(1);
l_mut_236 = l_1611;
const uint32 l_1612 = l_1610 & uint32(2147483647);
const bool l_1613 = l_1612 == uint32(0);
if (l_1613) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1614 = l_1610 & uint32(2147483648);
const bool l_1615 = l_1614 != uint32(0);
if (l_1615) {
const uint32 l_1616 = l_1610 - uint32(1);
l_mut_236 = l_1616;
} else {
const bool l_1617 = l_1610 == uint32(2139095040);
if (l_1617) {
l_mut_236 = l_1610;
}
}
}
const float l_1618 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1619 = reinterpret_cast<uint32 const&>(l_1618);
const uint32 l_1620 = l_1619 & uint32(2147483647);
const float l_1621 = reinterpret_cast<float const&>(l_1620);
const double l_1622 = double(l_1621);
l_mut_41 = l_1622;
const bool l_1623 = l_1620 < uint32(8388608);
if (l_1623) {
const double l_1624 = double(l_1620);
const double l_1625 = l_1624 * double(1.401298464324817e-45);
l_mut_41 = l_1625;
}
const uint64 l_1626 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1627 = l_1619 >> uint32(31);
const uint64 l_1628 = uint64(l_1627);
const uint64 l_1629 = l_1628 << uint64(63);
const uint64 l_1630 = l_1626 | l_1629;
const double l_1631 = reinterpret_cast<double const&>(l_1630);
const bool l_1632 = l_1631 <= l_1573;
if (l_1632) {
const uint32 l_1633 = reinterpret_cast<uint32 const&>(l_1579);
const uint32 l_1634 = l_1633 + uint32(1);
l_mut_236 = l_1634;
const uint32 l_1635 = l_1633 & uint32(2147483647);
const bool l_1636 = l_1635 == uint32(0);
if (l_1636) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1637 = l_1633 & uint32(2147483648);
const bool l_1638 = l_1637 != uint32(0);
if (l_1638) {
const uint32 l_1639 = l_1633 - uint32(1);
l_mut_236 = l_1639;
} else {
const bool l_1640 = l_1633 == uint32(2139095040);
if (l_1640) {
l_mut_236 = l_1633;
}
}
}
const float l_1641 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1642 = reinterpret_cast<uint32 const&>(l_1641);
const uint32 l_1643 = l_1642 & uint32(2147483647);
const float l_1644 = reinterpret_cast<float const&>(l_1643);
const double l_1645 = double(l_1644);
l_mut_41 = l_1645;
const bool l_1646 = l_1643 < uint32(8388608);
if (l_1646) {
const double l_1647 = double(l_1643);
const double l_1648 = l_1647 * double(1.401298464324817e-45);
l_mut_41 = l_1648;
}
const uint64 l_1649 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_1650 = l_1642 >> uint32(31);
const uint64 l_1651 = uint64(l_1650);
const uint64 l_1652 = l_1651 << uint64(63);
const uint64 l_1653 = l_1649 | l_1652;
const double l_1654 = reinterpret_cast<double const&>(l_1653);
l_mut_855 = l_1654;
}
}
}
const bool l_1655 = l_mut_1268 == l_mut_855;
const bool l_1656 = !l_1655;
if (l_1656) {
l_arr_1203[uint32(0)] = uint32(0);
}
const double l_1657 = -l_1490;
const double l_1658 = l_1657 * double(7.1362384635298e44);
const double l_1659 = floor(l_1658);
const double l_1660 = l_1659 * double(1.401298464324817e-45);
l_mut_1268 = l_1660;
const double l_1661 = abs(l_1657);
const bool l_1662 = l_1661 >= double(1.1754943508222875e-38);
if (l_1662) {
const float l_1663 = float(l_1657);
const double l_1664 = double(l_1663);
l_mut_1268 = l_1664;
const bool l_1665 = l_mut_1268 > l_1657;
if (l_1665) {
const uint32 l_1666 = reinterpret_cast<uint32 const&>(l_1663);
const uint32 l_1667 = l_1666 ^ uint32(2147483648);
const float l_1668 = reinterpret_cast<float const&>(l_1667);
const uint32 l_1669 = reinterpret_cast<uint32 const&>(l_1668);
const uint32 l_1670 = l_1669 + uint32(1);
l_mut_236 = l_1670;
const uint32 l_1671 = l_1669 & uint32(2147483647);
const bool l_1672 = l_1671 == uint32(0);
if (l_1672) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1673 = l_1669 & uint32(2147483648);
const bool l_1674 = l_1673 != uint32(0);
if (l_1674) {
const uint32 l_1675 = l_1669 - uint32(1);
l_mut_236 = l_1675;
} else {
const bool l_1676 = l_1669 == uint32(2139095040);
if (l_1676) {
l_mut_236 = l_1669;
}
}
}
const float l_1677 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1678 = reinterpret_cast<uint32 const&>(l_1677);
const uint32 l_1679 = l_1678 ^ uint32(2147483648);
const float l_1680 = reinterpret_cast<float const&>(l_1679);
const uint32 l_1681 = reinterpret_cast<uint32 const&>(l_1680);
const uint32 l_1682 = l_1681 & uint32(2147483647);
const float l_1683 = reinterpret_cast<float const&>(l_1682);
const double l_1684 = double(l_1683);
l_mut_855 = l_1684;
const bool l_1685 = l_1682 < uint32(8388608);
if (l_1685) {
const double l_1686 = double(l_1682);
const double l_1687 = l_1686 * double(1.401298464324817e-45);
l_mut_855 = l_1687;
}
const uint64 l_1688 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1689 = l_1681 >> uint32(31);
const uint64 l_1690 = uint64(l_1689);
const uint64 l_1691 = l_1690 << uint64(63);
const uint64 l_1692 = l_1688 | l_1691;
const double l_1693 = reinterpret_cast<double const&>(l_1692);
l_mut_1268 = l_1693;
} else {
const uint32 l_1694 = reinterpret_cast<uint32 const&>(l_1663);
const uint32 l_1695 = l_1694 + uint32(1);
l_mut_236 = l_1695;
const uint32 l_1696 = l_1694 & uint32(2147483647);
const bool l_1697 = l_1696 == uint32(0);
if (l_1697) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1698 = l_1694 & uint32(2147483648);
const bool l_1699 = l_1698 != uint32(0);
if (l_1699) {
const uint32 l_1700 = l_1694 - uint32(1);
l_mut_236 = l_1700;
} else {
const bool l_1701 = l_1694 == uint32(2139095040);
if (l_1701) {
l_mut_236 = l_1694;
}
}
}
const float l_1702 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1703 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1704 = l_1703 & uint32(2147483647);
const float l_1705 = reinterpret_cast<float const&>(l_1704);
const double l_1706 = double(l_1705);
l_mut_855 = l_1706;
const bool l_1707 = l_1704 < uint32(8388608);
if (l_1707) {
const double l_1708 = double(l_1704);
const double l_1709 = l_1708 * double(1.401298464324817e-45);
l_mut_855 = l_1709;
}
const uint64 l_1710 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1711 = l_1703 >> uint32(31);
const uint64 l_1712 = uint64(l_1711);
const uint64 l_1713 = l_1712 << uint64(63);
const uint64 l_1714 = l_1710 | l_1713;
const double l_1715 = reinterpret_cast<double const&>(l_1714);
const bool l_1716 = l_1715 <= l_1657;
if (l_1716) {
const uint32 l_1717 = reinterpret_cast<uint32 const&>(l_1663);
const uint32 l_1718 = l_1717 + uint32(1);
l_mut_236 = l_1718;
const uint32 l_1719 = l_1717 & uint32(2147483647);
const bool l_1720 = l_1719 == uint32(0);
if (l_1720) {
l_mut_236 = uint32(1);
} else {
const uint32 l_1721 = l_1717 & uint32(2147483648);
const bool l_1722 = l_1721 != uint32(0);
if (l_1722) {
const uint32 l_1723 = l_1717 - uint32(1);
l_mut_236 = l_1723;
} else {
const bool l_1724 = l_1717 == uint32(2139095040);
if (l_1724) {
l_mut_236 = l_1717;
}
}
}
const float l_1725 = reinterpret_cast<float const&>(l_mut_236);
const uint32 l_1726 = reinterpret_cast<uint32 const&>(l_1725);
const uint32 l_1727 = l_1726 & uint32(2147483647);
const float l_1728 = reinterpret_cast<float const&>(l_1727);
const double l_1729 = double(l_1728);
l_mut_855 = l_1729;
const bool l_1730 = l_1727 < uint32(8388608);
if (l_1730) {
const double l_1731 = double(l_1727);
const double l_1732 = l_1731 * double(1.401298464324817e-45);
l_mut_855 = l_1732;
}
const uint64 l_1733 = reinterpret_cast<uint64 const&>(l_mut_855);
const uint32 l_1734 = l_1726 >> uint32(31);
const uint64 l_1735 = uint64(l_1734);
const uint64 l_1736 = l_1735 << uint64(63);
const uint64 l_1737 = l_1733 | l_1736;
const double l_1738 = reinterpret_cast<double const&>(l_1737);
l_mut_1268 = l_1738;
}
}
}
const double l_1739 = -l_mut_1268;
l_mut_1351 = l_1739;
}
l_mut_236 = uint32(0);
const bool l_1740 = l_mut_43 <= double(0.0);
const bool l_1741 = l_mut_1351 >= double(0.0);
const bool l_1742 = l_1740 && l_1741;
const bool l_1743 = !l_1742;
if (l_1743) {
const double l_1744 = double(1.0) / l_mut_1351;
const double l_1745 = double(1.0) / l_mut_43;
const double l_1746 = abs(l_1744);
const double l_1747 = l_1746 * double(1.4551915228366852e-11);
const double l_1748 = abs(l_1745);
const double l_1749 = l_1748 * double(1.4551915228366852e-11);
const double l_1750 = l_1744 - l_1747;
const double l_1751 = abs(l_1750);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1752 = l_1751 >= double(1.1754943508222875e-38);
const bool l_1753 = l_1751 <= double(1.7976931348623157e308);
const bool l_1754 = l_1752 && l_1753;
if (l_1754) {
const uint64 l_1755 = reinterpret_cast<uint64 const&>(l_1751);
const uint64 l_1756 = l_1755 >> uint64(52);
const uint64 l_1757 = l_1756 - uint64(23);
const uint64 l_1758 = l_1757 << uint64(52);
const double l_1759 = reinterpret_cast<double const&>(l_1758);
l_mut_1351 = l_1759;
}
const double l_1760 = l_1744 + l_1747;
const double l_1761 = abs(l_1760);
l_mut_1268 = double(1.401298464324817e-45);
const bool l_1762 = l_1761 >= double(1.1754943508222875e-38);
const bool l_1763 = l_1761 <= double(1.7976931348623157e308);
const bool l_1764 = l_1762 && l_1763;
if (l_1764) {
const uint64 l_1765 = reinterpret_cast<uint64 const&>(l_1761);
const uint64 l_1766 = l_1765 >> uint64(52);
const uint64 l_1767 = l_1766 - uint64(23);
const uint64 l_1768 = l_1767 << uint64(52);
const double l_1769 = reinterpret_cast<double const&>(l_1768);
l_mut_1268 = l_1769;
}
const bool l_1770 = l_mut_1351 == l_mut_1268;
const bool l_1771 = !l_1770;
const double l_1772 = l_1745 - l_1749;
const double l_1773 = abs(l_1772);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1774 = l_1773 >= double(1.1754943508222875e-38);
const bool l_1775 = l_1773 <= double(1.7976931348623157e308);
const bool l_1776 = l_1774 && l_1775;
if (l_1776) {
const uint64 l_1777 = reinterpret_cast<uint64 const&>(l_1773);
const uint64 l_1778 = l_1777 >> uint64(52);
const uint64 l_1779 = l_1778 - uint64(23);
const uint64 l_1780 = l_1779 << uint64(52);
const double l_1781 = reinterpret_cast<double const&>(l_1780);
l_mut_1351 = l_1781;
}
const double l_1782 = l_1745 + l_1749;
const double l_1783 = abs(l_1782);
l_mut_1268 = double(1.401298464324817e-45);
const bool l_1784 = l_1783 >= double(1.1754943508222875e-38);
const bool l_1785 = l_1783 <= double(1.7976931348623157e308);
const bool l_1786 = l_1784 && l_1785;
if (l_1786) {
const uint64 l_1787 = reinterpret_cast<uint64 const&>(l_1783);
const uint64 l_1788 = l_1787 >> uint64(52);
const uint64 l_1789 = l_1788 - uint64(23);
const uint64 l_1790 = l_1789 << uint64(52);
const double l_1791 = reinterpret_cast<double const&>(l_1790);
l_mut_1268 = l_1791;
}
const bool l_1792 = l_mut_1351 == l_mut_1268;
const bool l_1793 = !l_1792;
const bool l_1794 = l_1771 || l_1793;
if (l_1794) {
l_arr_1203[uint32(0)] = uint32(0);
}
const double l_1795 = abs(l_1744);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1796 = l_1795 >= double(1.1754943508222875e-38);
const bool l_1797 = l_1795 <= double(1.7976931348623157e308);
const bool l_1798 = l_1796 && l_1797;
if (l_1798) {
const uint64 l_1799 = reinterpret_cast<uint64 const&>(l_1795);
const uint64 l_1800 = l_1799 >> uint64(52);
const uint64 l_1801 = l_1800 - uint64(23);
const uint64 l_1802 = l_1801 << uint64(52);
const double l_1803 = reinterpret_cast<double const&>(l_1802);
l_mut_1351 = l_1803;
}
const double l_1804 = l_171 * l_mut_1351;
const double l_1805 = l_1744 - l_1804;
const double l_1806 = abs(l_1745);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1807 = l_1806 >= double(1.1754943508222875e-38);
const bool l_1808 = l_1806 <= double(1.7976931348623157e308);
const bool l_1809 = l_1807 && l_1808;
if (l_1809) {
const uint64 l_1810 = reinterpret_cast<uint64 const&>(l_1806);
const uint64 l_1811 = l_1810 >> uint64(52);
const uint64 l_1812 = l_1811 - uint64(23);
const uint64 l_1813 = l_1812 << uint64(52);
const double l_1814 = reinterpret_cast<double const&>(l_1813);
l_mut_1351 = l_1814;
}
const double l_1815 = l_171 * l_mut_1351;
const double l_1816 = l_1745 + l_1815;
const uint32 l_1817 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1818 = l_1817 & uint32(2147483647);
const float l_1819 = reinterpret_cast<float const&>(l_1818);
const double l_1820 = double(l_1819);
l_mut_1351 = l_1820;
const bool l_1821 = l_1818 < uint32(8388608);
if (l_1821) {
const double l_1822 = double(l_1818);
const double l_1823 = l_1822 * double(1.401298464324817e-45);
l_mut_1351 = l_1823;
}
const uint64 l_1824 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1825 = l_1817 >> uint32(31);
const uint64 l_1826 = uint64(l_1825);
const uint64 l_1827 = l_1826 << uint64(63);
const uint64 l_1828 = l_1824 | l_1827;
const double l_1829 = reinterpret_cast<double const&>(l_1828);
const uint32 l_1830 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1831 = l_1830 + uint32(1);
l_mut_195 = l_1831;
const uint32 l_1832 = l_1830 & uint32(2147483647);
const bool l_1833 = l_1832 == uint32(0);
if (l_1833) {
l_mut_195 = uint32(1);
} else {
const uint32 l_1834 = l_1830 & uint32(2147483648);
const bool l_1835 = l_1834 != uint32(0);
if (l_1835) {
const uint32 l_1836 = l_1830 - uint32(1);
l_mut_195 = l_1836;
} else {
const bool l_1837 = l_1830 == uint32(2139095040);
if (l_1837) {
l_mut_195 = l_1830;
}
}
}
const float l_1838 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_1839 = reinterpret_cast<uint32 const&>(l_1838);
const uint32 l_1840 = l_1839 & uint32(2147483647);
const float l_1841 = reinterpret_cast<float const&>(l_1840);
const double l_1842 = double(l_1841);
l_mut_1351 = l_1842;
const bool l_1843 = l_1840 < uint32(8388608);
if (l_1843) {
const double l_1844 = double(l_1840);
const double l_1845 = l_1844 * double(1.401298464324817e-45);
l_mut_1351 = l_1845;
}
const uint64 l_1846 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1847 = l_1839 >> uint32(31);
const uint64 l_1848 = uint64(l_1847);
const uint64 l_1849 = l_1848 << uint64(63);
const uint64 l_1850 = l_1846 | l_1849;
const double l_1851 = reinterpret_cast<double const&>(l_1850);
const uint32 l_1852 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1853 = l_1852 ^ uint32(2147483648);
const float l_1854 = reinterpret_cast<float const&>(l_1853);
const uint32 l_1855 = reinterpret_cast<uint32 const&>(l_1854);
const uint32 l_1856 = l_1855 + uint32(1);
l_mut_195 = l_1856;
const uint32 l_1857 = l_1855 & uint32(2147483647);
const bool l_1858 = l_1857 == uint32(0);
if (l_1858) {
l_mut_195 = uint32(1);
} else {
const uint32 l_1859 = l_1855 & uint32(2147483648);
const bool l_1860 = l_1859 != uint32(0);
if (l_1860) {
const uint32 l_1861 = l_1855 - uint32(1);
l_mut_195 = l_1861;
} else {
const bool l_1862 = l_1855 == uint32(2139095040);
if (l_1862) {
l_mut_195 = l_1855;
}
}
}
const float l_1863 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_1864 = reinterpret_cast<uint32 const&>(l_1863);
const uint32 l_1865 = l_1864 ^ uint32(2147483648);
const float l_1866 = reinterpret_cast<float const&>(l_1865);
const uint32 l_1867 = reinterpret_cast<uint32 const&>(l_1866);
const uint32 l_1868 = l_1867 & uint32(2147483647);
const float l_1869 = reinterpret_cast<float const&>(l_1868);
const double l_1870 = double(l_1869);
l_mut_1351 = l_1870;
const bool l_1871 = l_1868 < uint32(8388608);
if (l_1871) {
const double l_1872 = double(l_1868);
const double l_1873 = l_1872 * double(1.401298464324817e-45);
l_mut_1351 = l_1873;
}
const uint64 l_1874 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1875 = l_1867 >> uint32(31);
const uint64 l_1876 = uint64(l_1875);
const uint64 l_1877 = l_1876 << uint64(63);
const uint64 l_1878 = l_1874 | l_1877;
const double l_1879 = reinterpret_cast<double const&>(l_1878);
const double l_1880 = l_1805 + l_1747;
const bool l_1881 = l_1880 <= l_1829;
l_mut_296 = l_1881;
const double l_1882 = l_1805 - l_1747;
const bool l_1883 = l_1882 > l_1829;
l_mut_293 = l_1883;
const double l_1884 = l_1816 - l_1749;
const bool l_1885 = l_1884 >= l_1829;
l_mut_290 = l_1885;
const double l_1886 = l_1816 + l_1749;
const bool l_1887 = l_1886 < l_1829;
l_mut_287 = l_1887;
if (l_166) {
const double l_1888 = l_1805 + l_1747;
const bool l_1889 = l_1888 < l_1851;
l_mut_296 = l_1889;
const double l_1890 = l_1805 - l_1747;
const bool l_1891 = l_1890 >= l_1851;
l_mut_293 = l_1891;
const double l_1892 = l_1816 - l_1749;
const bool l_1893 = l_1892 > l_1879;
l_mut_290 = l_1893;
const double l_1894 = l_1816 + l_1749;
const bool l_1895 = l_1894 <= l_1879;
l_mut_287 = l_1895;
}
l_mut_195 = uint32(2);
const bool l_1896 = l_mut_293 || l_mut_287;
if (l_1896) {
l_mut_195 = uint32(1);
} else {
const bool l_1897 = l_mut_296 && l_mut_290;
if (l_1897) {
l_mut_195 = uint32(0);
}
}
const uint32 l_1898 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1899 = l_1898 & uint32(2147483647);
const bool l_1900 = l_1899 == uint32(0);
if (l_1900) {
const double l_1901 = l_1805 + l_1747;
const bool l_1902 = l_1901 < double(1.1754943508222875e-38);
const double l_1903 = l_1816 - l_1749;
const bool l_1904 = l_1903 > double(-1.1754943508222875e-38);
const bool l_1905 = l_1902 && l_1904;
const double l_1906 = l_1805 - l_1747;
const bool l_1907 = l_1906 < double(1.1754943508222875e-38);
const double l_1908 = l_1816 + l_1749;
const bool l_1909 = l_1908 > double(-1.1754943508222875e-38);
const bool l_1910 = l_1907 && l_1909;
if (l_1905) {
l_mut_195 = uint32(0);
} else {
const bool l_1911 = l_mut_195 == uint32(1);
const bool l_1912 = l_1910 && l_1911;
if (l_1912) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
const uint32 l_1913 = l_arr_1203[uint32(0)];
const bool l_1914 = l_1913 == uint32(0);
if (l_1914) {
l_mut_236 = uint32(2);
}
l_mut_179 = l_mut_236;
} else {
const bool l_1915 = l_162 == uint32(10);
if (l_1915) {
const double l_1916 = sqrt(l_175);
const double l_1917 = double(1.0) / l_1916;
const double l_1918 = l_1917 * double(1.4551915228366852e-11);
const double l_1919 = abs(l_1917);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1920 = l_1919 >= double(1.1754943508222875e-38);
const bool l_1921 = l_1919 <= double(1.7976931348623157e308);
const bool l_1922 = l_1920 && l_1921;
if (l_1922) {
const uint64 l_1923 = reinterpret_cast<uint64 const&>(l_1919);
const uint64 l_1924 = l_1923 >> uint64(52);
const uint64 l_1925 = l_1924 - uint64(23);
const uint64 l_1926 = l_1925 << uint64(52);
const double l_1927 = reinterpret_cast<double const&>(l_1926);
l_mut_1351 = l_1927;
}
const double l_1928 = l_168 * l_mut_1351;
const double l_1929 = l_1917 - l_1928;
const double l_1930 = l_175 * l_1929;
const double l_1931 = l_168 * l_mut_1351;
const double l_1932 = l_1917 + l_1931;
const double l_1933 = l_175 * l_1932;
l_mut_236 = uint32(2);
const double l_1934 = l_1917 - l_1918;
const double l_1935 = abs(l_1934);
l_mut_1351 = double(1.401298464324817e-45);
const bool l_1936 = l_1935 >= double(1.1754943508222875e-38);
const bool l_1937 = l_1935 <= double(1.7976931348623157e308);
const bool l_1938 = l_1936 && l_1937;
if (l_1938) {
const uint64 l_1939 = reinterpret_cast<uint64 const&>(l_1935);
const uint64 l_1940 = l_1939 >> uint64(52);
const uint64 l_1941 = l_1940 - uint64(23);
const uint64 l_1942 = l_1941 << uint64(52);
const double l_1943 = reinterpret_cast<double const&>(l_1942);
l_mut_1351 = l_1943;
}
const double l_1944 = l_1917 + l_1918;
const double l_1945 = abs(l_1944);
l_mut_1268 = double(1.401298464324817e-45);
const bool l_1946 = l_1945 >= double(1.1754943508222875e-38);
const bool l_1947 = l_1945 <= double(1.7976931348623157e308);
const bool l_1948 = l_1946 && l_1947;
if (l_1948) {
const uint64 l_1949 = reinterpret_cast<uint64 const&>(l_1945);
const uint64 l_1950 = l_1949 >> uint64(52);
const uint64 l_1951 = l_1950 - uint64(23);
const uint64 l_1952 = l_1951 << uint64(52);
const double l_1953 = reinterpret_cast<double const&>(l_1952);
l_mut_1268 = l_1953;
}
const bool l_1954 = l_mut_1351 == l_mut_1268;
if (l_1954) {
const double l_1955 = abs(l_1930);
const double l_1956 = l_1955 * double(1.4551915228366852e-11);
const double l_1957 = abs(l_1933);
const double l_1958 = l_1957 * double(1.4551915228366852e-11);
const uint32 l_1959 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1960 = l_1959 & uint32(2147483647);
const float l_1961 = reinterpret_cast<float const&>(l_1960);
const double l_1962 = double(l_1961);
l_mut_1351 = l_1962;
const bool l_1963 = l_1960 < uint32(8388608);
if (l_1963) {
const double l_1964 = double(l_1960);
const double l_1965 = l_1964 * double(1.401298464324817e-45);
l_mut_1351 = l_1965;
}
const uint64 l_1966 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1967 = l_1959 >> uint32(31);
const uint64 l_1968 = uint64(l_1967);
const uint64 l_1969 = l_1968 << uint64(63);
const uint64 l_1970 = l_1966 | l_1969;
const double l_1971 = reinterpret_cast<double const&>(l_1970);
const uint32 l_1972 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1973 = l_1972 + uint32(1);
l_mut_195 = l_1973;
const uint32 l_1974 = l_1972 & uint32(2147483647);
const bool l_1975 = l_1974 == uint32(0);
if (l_1975) {
l_mut_195 = uint32(1);
} else {
const uint32 l_1976 = l_1972 & uint32(2147483648);
const bool l_1977 = l_1976 != uint32(0);
if (l_1977) {
const uint32 l_1978 = l_1972 - uint32(1);
l_mut_195 = l_1978;
} else {
const bool l_1979 = l_1972 == uint32(2139095040);
if (l_1979) {
l_mut_195 = l_1972;
}
}
}
const float l_1980 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_1981 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_1982 = l_1981 & uint32(2147483647);
const float l_1983 = reinterpret_cast<float const&>(l_1982);
const double l_1984 = double(l_1983);
l_mut_1351 = l_1984;
const bool l_1985 = l_1982 < uint32(8388608);
if (l_1985) {
const double l_1986 = double(l_1982);
const double l_1987 = l_1986 * double(1.401298464324817e-45);
l_mut_1351 = l_1987;
}
const uint64 l_1988 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_1989 = l_1981 >> uint32(31);
const uint64 l_1990 = uint64(l_1989);
const uint64 l_1991 = l_1990 << uint64(63);
const uint64 l_1992 = l_1988 | l_1991;
const double l_1993 = reinterpret_cast<double const&>(l_1992);
const uint32 l_1994 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1995 = l_1994 ^ uint32(2147483648);
const float l_1996 = reinterpret_cast<float const&>(l_1995);
const uint32 l_1997 = reinterpret_cast<uint32 const&>(l_1996);
const uint32 l_1998 = l_1997 + uint32(1);
l_mut_195 = l_1998;
const uint32 l_1999 = l_1997 & uint32(2147483647);
const bool l_2000 = l_1999 == uint32(0);
if (l_2000) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2001 = l_1997 & uint32(2147483648);
const bool l_2002 = l_2001 != uint32(0);
if (l_2002) {
const uint32 l_2003 = l_1997 - uint32(1);
l_mut_195 = l_2003;
} else {
const bool l_2004 = l_1997 == uint32(2139095040);
if (l_2004) {
l_mut_195 = l_1997;
}
}
}
const float l_2005 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2006 = reinterpret_cast<uint32 const&>(l_2005);
const uint32 l_2007 = l_2006 ^ uint32(2147483648);
const float l_2008 = reinterpret_cast<float const&>(l_2007);
const uint32 l_2009 = reinterpret_cast<uint32 const&>(l_2008);
const uint32 l_2010 = l_2009 & uint32(2147483647);
const float l_2011 = reinterpret_cast<float const&>(l_2010);
const double l_2012 = double(l_2011);
l_mut_1351 = l_2012;
const bool l_2013 = l_2010 < uint32(8388608);
if (l_2013) {
const double l_2014 = double(l_2010);
const double l_2015 = l_2014 * double(1.401298464324817e-45);
l_mut_1351 = l_2015;
}
const uint64 l_2016 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_2017 = l_2009 >> uint32(31);
const uint64 l_2018 = uint64(l_2017);
const uint64 l_2019 = l_2018 << uint64(63);
const uint64 l_2020 = l_2016 | l_2019;
const double l_2021 = reinterpret_cast<double const&>(l_2020);
const double l_2022 = l_1930 + l_1956;
const bool l_2023 = l_2022 <= l_1971;
l_mut_296 = l_2023;
const double l_2024 = l_1930 - l_1956;
const bool l_2025 = l_2024 > l_1971;
l_mut_293 = l_2025;
const double l_2026 = l_1933 - l_1958;
const bool l_2027 = l_2026 >= l_1971;
l_mut_290 = l_2027;
const double l_2028 = l_1933 + l_1958;
const bool l_2029 = l_2028 < l_1971;
l_mut_287 = l_2029;
const double l_2030 = l_1930 + l_1956;
const bool l_2031 = l_2030 < l_1993;
l_mut_296 = l_2031;
const double l_2032 = l_1930 - l_1956;
const bool l_2033 = l_2032 >= l_1993;
l_mut_293 = l_2033;
const double l_2034 = l_1933 - l_1958;
const bool l_2035 = l_2034 > l_2021;
l_mut_290 = l_2035;
const double l_2036 = l_1933 + l_1958;
const bool l_2037 = l_2036 <= l_2021;
l_mut_287 = l_2037;
l_mut_195 = uint32(2);
const bool l_2038 = l_mut_293 || l_mut_287;
if (l_2038) {
l_mut_195 = uint32(1);
} else {
const bool l_2039 = l_mut_296 && l_mut_290;
if (l_2039) {
l_mut_195 = uint32(0);
}
}
const uint32 l_2040 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2041 = l_2040 & uint32(2147483647);
const bool l_2042 = l_2041 == uint32(0);
if (l_2042) {
const double l_2043 = l_1930 + l_1956;
const bool l_2044 = l_2043 < double(1.1754943508222875e-38);
const double l_2045 = l_1933 - l_1958;
const bool l_2046 = l_2045 > double(-1.1754943508222875e-38);
const bool l_2047 = l_2044 && l_2046;
const double l_2048 = l_1930 - l_1956;
const bool l_2049 = l_2048 < double(1.1754943508222875e-38);
const double l_2050 = l_1933 + l_1958;
const bool l_2051 = l_2050 > double(-1.1754943508222875e-38);
const bool l_2052 = l_2049 && l_2051;
if (l_2047) {
l_mut_195 = uint32(0);
} else {
const bool l_2053 = l_mut_195 == uint32(1);
const bool l_2054 = l_2052 && l_2053;
if (l_2054) {
l_mut_195 = uint32(2);
}
}
}
l_mut_236 = l_mut_195;
}
l_mut_179 = l_mut_236;
} else {
const bool l_2055 = l_162 == uint32(11);
const bool l_2056 = l_162 == uint32(12);
const bool l_2057 = l_2055 || l_2056;
if (l_2057) {
l_mut_179 = uint32(0);
const bool l_2058 = l_176 <= l_174;
const bool l_2059 = l_162 == uint32(11);
const bool l_2060 = l_2058 && l_2059;
if (l_2060) {
const float l_2061 = float(l_175);
const uint32 l_2062 = reinterpret_cast<uint32 const&>(l_2061);
const uint32 l_2063 = l_2062 & uint32(2147483647);
const float l_2064 = reinterpret_cast<float const&>(l_2063);
const double l_2065 = double(l_2064);
l_mut_1351 = l_2065;
const bool l_2066 = l_2063 < uint32(8388608);
if (l_2066) {
const double l_2067 = double(l_2063);
const double l_2068 = l_2067 * double(1.401298464324817e-45);
l_mut_1351 = l_2068;
}
const uint64 l_2069 = reinterpret_cast<uint64 const&>(l_mut_1351);
const uint32 l_2070 = l_2062 >> uint32(31);
const uint64 l_2071 = uint64(l_2070);
const uint64 l_2072 = l_2071 << uint64(63);
const uint64 l_2073 = l_2069 | l_2072;
const double l_2074 = reinterpret_cast<double const&>(l_2073);
const double l_2075 = abs(l_2074);
l_mut_1351 = l_2075;
l_mut_236 = uint32(0);
const bool l_2076 = l_2075 >= double(0.785);
if (l_2076) {
const double l_2077 = l_2075 * double(0.6366197723675814);
const double l_2078 = l_2077 + double(0.5);
const double l_2079 = floor(l_2078);
const double l_2080 = l_2079 * double(1.570796325802803);
const double l_2081 = l_2075 - l_2080;
const double l_2082 = l_2081 * l_20;
const double l_2083 = l_2079 * double(9.920935796805404e-10);
const double l_2084 = l_2082 - l_2083;
l_mut_1351 = l_2084;
const uint32 l_2085 = uint32(l_2079);
l_mut_236 = l_2085;
}
const uint32 l_2086 = reinterpret_cast<uint32 const&>(l_2061);
const bool l_2087 = l_2086 >= uint32(2147483648);
const double l_2088 = l_mut_1351 * l_mut_1351;
const double l_2089 = l_2088 * double(1.9572941063391263e-20);
const double l_2090 = double(8.22063524662433e-18) - l_2089;
l_mut_1268 = l_2090;
const double l_2091 = l_mut_1268 * l_2088;
const double l_2092 = l_2091 - double(2.8114572543455206e-15);
l_mut_1268 = l_2092;
const double l_2093 = l_mut_1268 * l_2088;
const double l_2094 = l_2093 + double(7.647163731819816e-13);
l_mut_1268 = l_2094;
const double l_2095 = l_mut_1268 * l_2088;
const double l_2096 = l_2095 - double(1.6059043836821613e-10);
l_mut_1268 = l_2096;
const double l_2097 = l_mut_1268 * l_2088;
const double l_2098 = l_2097 + double(2.505210838544172e-8);
l_mut_1268 = l_2098;
const double l_2099 = l_mut_1268 * l_2088;
const double l_2100 = l_2099 - double(2.7557319223985893e-6);
l_mut_1268 = l_2100;
const double l_2101 = l_mut_1268 * l_2088;
const double l_2102 = l_2101 + double(0.0001984126984126984);
l_mut_1268 = l_2102;
const double l_2103 = l_mut_1268 * l_2088;
const double l_2104 = l_2103 - double(0.008333333333333333);
l_mut_1268 = l_2104;
const double l_2105 = l_mut_1268 * l_2088;
const double l_2106 = l_2105 + double(0.16666666666666666);
l_mut_1268 = l_2106;
const double l_2107 = double(0.5) * l_2088;
const double l_2108 = double(1.0) - l_2107;
const double l_2109 = double(0.0) * l_2108;
const double l_2110 = l_mut_1351 * l_2088;
const double l_2111 = l_2110 * l_mut_1268;
const double l_2112 = l_2109 - l_2111;
const double l_2113 = l_mut_1351 + l_2112;
const double l_2114 = l_mut_1351 * l_mut_1351;
const double l_2115 = l_2114 * double(4.110317623312165e-19);
const double l_2116 = l_2115 - double(1.5619206968586225e-16);
l_mut_1268 = l_2116;
const double l_2117 = l_mut_1268 * l_2114;
const double l_2118 = l_2117 + double(4.779477332387385e-14);
l_mut_1268 = l_2118;
const double l_2119 = l_mut_1268 * l_2114;
const double l_2120 = l_2119 - double(1.1470745597729725e-11);
l_mut_1268 = l_2120;
const double l_2121 = l_mut_1268 * l_2114;
const double l_2122 = l_2121 + double(2.08767569878681e-9);
l_mut_1268 = l_2122;
const double l_2123 = l_mut_1268 * l_2114;
const double l_2124 = l_2123 - double(2.755731922398589e-7);
l_mut_1268 = l_2124;
const double l_2125 = l_mut_1268 * l_2114;
const double l_2126 = l_2125 + double(2.48015873015873e-5);
l_mut_1268 = l_2126;
const double l_2127 = l_mut_1268 * l_2114;
const double l_2128 = l_2127 - double(0.001388888888888889);
l_mut_1268 = l_2128;
const double l_2129 = l_mut_1268 * l_2114;
const double l_2130 = l_2129 + double(0.041666666666666664);
l_mut_1268 = l_2130;
const double l_2131 = double(0.5) * l_2114;
const double l_2132 = double(1.0) - l_2131;
const double l_2133 = l_2114 * l_2114;
const double l_2134 = l_2133 * l_mut_1268;
const double l_2135 = double(0.0) * l_mut_1351;
const double l_2136 = l_2134 - l_2135;
const double l_2137 = l_2132 + l_2136;
const uint32 l_2138 = l_mut_236 & uint32(1);
const bool l_2139 = l_2138 == uint32(1);
l_mut_1351 = l_2113;
const uint32 l_2140 = l_mut_236 & uint32(2);
const bool l_2141 = l_2140 != uint32(0);
l_mut_296 = l_2141;
const bool l_2142 = uint32(6) == uint32(6);
if (l_2142) {
if (l_2139) {
l_mut_1351 = l_2137;
}
} else {
const bool l_2143 = uint32(6) == uint32(7);
if (l_2143) {
l_mut_1351 = l_2137;
if (l_2139) {
l_mut_1351 = l_2113;
}
const uint32 l_2144 = l_mut_236 + uint32(1);
const uint32 l_2145 = l_2144 & uint32(2);
const bool l_2146 = l_2145 != uint32(0);
l_mut_296 = l_2146;
} else {
const double l_2147 = l_2113 / l_2137;
l_mut_1351 = l_2147;
if (l_2139) {
const double l_2148 = l_2137 / l_2113;
l_mut_1351 = l_2148;
}
l_mut_296 = l_2139;
}
}
const bool l_2149 = uint32(6) != uint32(7);
const bool l_2150 = l_2149 && l_2087;
if (l_2150) {
const bool l_2151 = !l_mut_296;
l_mut_296 = l_2151;
}
if (l_mut_296) {
const double l_2152 = -l_mut_1351;
l_mut_1351 = l_2152;
}
const float l_2153 = float(l_175);
const uint32 l_2154 = reinterpret_cast<uint32 const&>(l_2153);
const uint32 l_2155 = l_2154 & uint32(2147483647);
const float l_2156 = reinterpret_cast<float const&>(l_2155);
const double l_2157 = double(l_2156);
l_mut_1268 = l_2157;
const bool l_2158 = l_2155 < uint32(8388608);
if (l_2158) {
const double l_2159 = double(l_2155);
const double l_2160 = l_2159 * double(1.401298464324817e-45);
l_mut_1268 = l_2160;
}
const uint64 l_2161 = reinterpret_cast<uint64 const&>(l_mut_1268);
const uint32 l_2162 = l_2154 >> uint32(31);
const uint64 l_2163 = uint64(l_2162);
const uint64 l_2164 = l_2163 << uint64(63);
const uint64 l_2165 = l_2161 | l_2164;
const double l_2166 = reinterpret_cast<double const&>(l_2165);
const double l_2167 = abs(l_2166);
l_mut_1268 = l_2167;
l_mut_236 = uint32(0);
const bool l_2168 = l_2167 >= double(0.785);
if (l_2168) {
const double l_2169 = l_2167 * double(0.6366197723675814);
const double l_2170 = l_2169 + double(0.5);
const double l_2171 = floor(l_2170);
const double l_2172 = l_2171 * double(1.570796325802803);
const double l_2173 = l_2167 - l_2172;
const double l_2174 = l_2173 * l_20;
const double l_2175 = l_2171 * double(9.920935796805404e-10);
const double l_2176 = l_2174 - l_2175;
l_mut_1268 = l_2176;
const uint32 l_2177 = uint32(l_2171);
l_mut_236 = l_2177;
}
const uint32 l_2178 = reinterpret_cast<uint32 const&>(l_2153);
const bool l_2179 = l_2178 >= uint32(2147483648);
const double l_2180 = l_mut_1268 * l_mut_1268;
const double l_2181 = l_2180 * double(1.9572941063391263e-20);
const double l_2182 = double(8.22063524662433e-18) - l_2181;
l_mut_855 = l_2182;
const double l_2183 = l_mut_855 * l_2180;
const double l_2184 = l_2183 - double(2.8114572543455206e-15);
l_mut_855 = l_2184;
const double l_2185 = l_mut_855 * l_2180;
const double l_2186 = l_2185 + double(7.647163731819816e-13);
l_mut_855 = l_2186;
const double l_2187 = l_mut_855 * l_2180;
const double l_2188 = l_2187 - double(1.6059043836821613e-10);
l_mut_855 = l_2188;
const double l_2189 = l_mut_855 * l_2180;
const double l_2190 = l_2189 + double(2.505210838544172e-8);
l_mut_855 = l_2190;
const double l_2191 = l_mut_855 * l_2180;
const double l_2192 = l_2191 - double(2.7557319223985893e-6);
l_mut_855 = l_2192;
const double l_2193 = l_mut_855 * l_2180;
const double l_2194 = l_2193 + double(0.0001984126984126984);
l_mut_855 = l_2194;
const double l_2195 = l_mut_855 * l_2180;
const double l_2196 = l_2195 - double(0.008333333333333333);
l_mut_855 = l_2196;
const double l_2197 = l_mut_855 * l_2180;
const double l_2198 = l_2197 + double(0.16666666666666666);
l_mut_855 = l_2198;
const double l_2199 = double(0.5) * l_2180;
const double l_2200 = double(1.0) - l_2199;
const double l_2201 = double(0.0) * l_2200;
const double l_2202 = l_mut_1268 * l_2180;
const double l_2203 = l_2202 * l_mut_855;
const double l_2204 = l_2201 - l_2203;
const double l_2205 = l_mut_1268 + l_2204;
const double l_2206 = l_mut_1268 * l_mut_1268;
const double l_2207 = l_2206 * double(4.110317623312165e-19);
const double l_2208 = l_2207 - double(1.5619206968586225e-16);
l_mut_855 = l_2208;
const double l_2209 = l_mut_855 * l_2206;
const double l_2210 = l_2209 + double(4.779477332387385e-14);
l_mut_855 = l_2210;
const double l_2211 = l_mut_855 * l_2206;
const double l_2212 = l_2211 - double(1.1470745597729725e-11);
l_mut_855 = l_2212;
const double l_2213 = l_mut_855 * l_2206;
const double l_2214 = l_2213 + double(2.08767569878681e-9);
l_mut_855 = l_2214;
const double l_2215 = l_mut_855 * l_2206;
const double l_2216 = l_2215 - double(2.755731922398589e-7);
l_mut_855 = l_2216;
const double l_2217 = l_mut_855 * l_2206;
const double l_2218 = l_2217 + double(2.48015873015873e-5);
l_mut_855 = l_2218;
const double l_2219 = l_mut_855 * l_2206;
const double l_2220 = l_2219 - double(0.001388888888888889);
l_mut_855 = l_2220;
const double l_2221 = l_mut_855 * l_2206;
const double l_2222 = l_2221 + double(0.041666666666666664);
l_mut_855 = l_2222;
const double l_2223 = double(0.5) * l_2206;
const double l_2224 = double(1.0) - l_2223;
const double l_2225 = l_2206 * l_2206;
const double l_2226 = l_2225 * l_mut_855;
const double l_2227 = double(0.0) * l_mut_1268;
const double l_2228 = l_2226 - l_2227;
const double l_2229 = l_2224 + l_2228;
const uint32 l_2230 = l_mut_236 & uint32(1);
const bool l_2231 = l_2230 == uint32(1);
l_mut_1268 = l_2205;
const uint32 l_2232 = l_mut_236 & uint32(2);
const bool l_2233 = l_2232 != uint32(0);
l_mut_296 = l_2233;
const bool l_2234 = uint32(7) == uint32(6);
if (l_2234) {
if (l_2231) {
l_mut_1268 = l_2229;
}
} else {
const bool l_2235 = uint32(7) == uint32(7);
if (l_2235) {
l_mut_1268 = l_2229;
if (l_2231) {
l_mut_1268 = l_2205;
}
const uint32 l_2236 = l_mut_236 + uint32(1);
const uint32 l_2237 = l_2236 & uint32(2);
const bool l_2238 = l_2237 != uint32(0);
l_mut_296 = l_2238;
} else {
const double l_2239 = l_2205 / l_2229;
l_mut_1268 = l_2239;
if (l_2231) {
const double l_2240 = l_2229 / l_2205;
l_mut_1268 = l_2240;
}
l_mut_296 = l_2231;
}
}
const bool l_2241 = uint32(7) != uint32(7);
const bool l_2242 = l_2241 && l_2179;
if (l_2242) {
const bool l_2243 = !l_mut_296;
l_mut_296 = l_2243;
}
if (l_mut_296) {
const double l_2244 = -l_mut_1268;
l_mut_1268 = l_2244;
}
const double l_2245 = abs(l_mut_1351);
const double l_2246 = l_2245 * double(1.4551915228366852e-11);
const double l_2247 = abs(l_mut_1268);
const double l_2248 = l_2247 * double(1.4551915228366852e-11);
l_mut_855 = double(1.4551915228366852e-11);
l_mut_236 = uint32(2);
if (l_166) {
const double l_2249 = l_mut_1351 - l_168;
const double l_2250 = abs(l_2249);
const double l_2251 = l_2250 * double(2.220446049250313e-16);
const double l_2252 = l_2246 + l_2251;
const double l_2253 = l_2249 + l_2252;
const double l_2254 = -l_2253;
const double l_2255 = l_2254 * double(7.1362384635298e44);
const double l_2256 = floor(l_2255);
const double l_2257 = l_2256 * double(1.401298464324817e-45);
l_mut_43 = l_2257;
const double l_2258 = abs(l_2254);
const bool l_2259 = l_2258 >= double(1.1754943508222875e-38);
if (l_2259) {
const float l_2260 = float(l_2254);
const double l_2261 = double(l_2260);
l_mut_43 = l_2261;
const bool l_2262 = l_mut_43 > l_2254;
if (l_2262) {
const uint32 l_2263 = reinterpret_cast<uint32 const&>(l_2260);
const uint32 l_2264 = l_2263 ^ uint32(2147483648);
const float l_2265 = reinterpret_cast<float const&>(l_2264);
const uint32 l_2266 = reinterpret_cast<uint32 const&>(l_2265);
const uint32 l_2267 = l_2266 + uint32(1);
l_mut_195 = l_2267;
const uint32 l_2268 = l_2266 & uint32(2147483647);
const bool l_2269 = l_2268 == uint32(0);
if (l_2269) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2270 = l_2266 & uint32(2147483648);
const bool l_2271 = l_2270 != uint32(0);
if (l_2271) {
const uint32 l_2272 = l_2266 - uint32(1);
l_mut_195 = l_2272;
} else {
const bool l_2273 = l_2266 == uint32(2139095040);
if (l_2273) {
l_mut_195 = l_2266;
}
}
}
const float l_2274 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2275 = reinterpret_cast<uint32 const&>(l_2274);
const uint32 l_2276 = l_2275 ^ uint32(2147483648);
const float l_2277 = reinterpret_cast<float const&>(l_2276);
const uint32 l_2278 = reinterpret_cast<uint32 const&>(l_2277);
const uint32 l_2279 = l_2278 & uint32(2147483647);
const float l_2280 = reinterpret_cast<float const&>(l_2279);
const double l_2281 = double(l_2280);
l_mut_41 = l_2281;
const bool l_2282 = l_2279 < uint32(8388608);
if (l_2282) {
const double l_2283 = double(l_2279);
const double l_2284 = l_2283 * double(1.401298464324817e-45);
l_mut_41 = l_2284;
}
const uint64 l_2285 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2286 = l_2278 >> uint32(31);
const uint64 l_2287 = uint64(l_2286);
const uint64 l_2288 = l_2287 << uint64(63);
const uint64 l_2289 = l_2285 | l_2288;
const double l_2290 = reinterpret_cast<double const&>(l_2289);
l_mut_43 = l_2290;
} else {
const uint32 l_2291 = reinterpret_cast<uint32 const&>(l_2260);
const uint32 l_2292 = l_2291 + uint32(1);
l_mut_195 = l_2292;
const uint32 l_2293 = l_2291 & uint32(2147483647);
const bool l_2294 = l_2293 == uint32(0);
if (l_2294) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2295 = l_2291 & uint32(2147483648);
const bool l_2296 = l_2295 != uint32(0);
if (l_2296) {
const uint32 l_2297 = l_2291 - uint32(1);
l_mut_195 = l_2297;
} else {
const bool l_2298 = l_2291 == uint32(2139095040);
if (l_2298) {
l_mut_195 = l_2291;
}
}
}
const float l_2299 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2300 = reinterpret_cast<uint32 const&>(l_2299);
const uint32 l_2301 = l_2300 & uint32(2147483647);
const float l_2302 = reinterpret_cast<float const&>(l_2301);
const double l_2303 = double(l_2302);
l_mut_41 = l_2303;
const bool l_2304 = l_2301 < uint32(8388608);
if (l_2304) {
const double l_2305 = double(l_2301);
const double l_2306 = l_2305 * double(1.401298464324817e-45);
l_mut_41 = l_2306;
}
const uint64 l_2307 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2308 = l_2300 >> uint32(31);
const uint64 l_2309 = uint64(l_2308);
const uint64 l_2310 = l_2309 << uint64(63);
const uint64 l_2311 = l_2307 | l_2310;
const double l_2312 = reinterpret_cast<double const&>(l_2311);
const bool l_2313 = l_2312 <= l_2254;
if (l_2313) {
const uint32 l_2314 = reinterpret_cast<uint32 const&>(l_2260);
const uint32 l_2315 = l_2314 + uint32(1);
l_mut_195 = l_2315;
const uint32 l_2316 = l_2314 & uint32(2147483647);
const bool l_2317 = l_2316 == uint32(0);
if (l_2317) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2318 = l_2314 & uint32(2147483648);
const bool l_2319 = l_2318 != uint32(0);
if (l_2319) {
const uint32 l_2320 = l_2314 - uint32(1);
l_mut_195 = l_2320;
} else {
const bool l_2321 = l_2314 == uint32(2139095040);
if (l_2321) {
l_mut_195 = l_2314;
}
}
}
const float l_2322 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2323 = reinterpret_cast<uint32 const&>(l_2322);
const uint32 l_2324 = l_2323 & uint32(2147483647);
const float l_2325 = reinterpret_cast<float const&>(l_2324);
const double l_2326 = double(l_2325);
l_mut_41 = l_2326;
const bool l_2327 = l_2324 < uint32(8388608);
if (l_2327) {
const double l_2328 = double(l_2324);
const double l_2329 = l_2328 * double(1.401298464324817e-45);
l_mut_41 = l_2329;
}
const uint64 l_2330 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2331 = l_2323 >> uint32(31);
const uint64 l_2332 = uint64(l_2331);
const uint64 l_2333 = l_2332 << uint64(63);
const uint64 l_2334 = l_2330 | l_2333;
const double l_2335 = reinterpret_cast<double const&>(l_2334);
l_mut_43 = l_2335;
}
}
}
const double l_2336 = -l_mut_43;
l_mut_43 = l_2336;
const bool l_2337 = bool(true) && bool(true);
if (l_2337) {
const double l_2338 = l_2249 + l_2252;
const double l_2339 = l_2338 * double(7.1362384635298e44);
const double l_2340 = floor(l_2339);
const double l_2341 = l_2340 * double(1.401298464324817e-45);
l_mut_41 = l_2341;
const double l_2342 = abs(l_2338);
const bool l_2343 = l_2342 >= double(1.1754943508222875e-38);
if (l_2343) {
const float l_2344 = float(l_2338);
const double l_2345 = double(l_2344);
l_mut_41 = l_2345;
const bool l_2346 = l_mut_41 > l_2338;
if (l_2346) {
const uint32 l_2347 = reinterpret_cast<uint32 const&>(l_2344);
const uint32 l_2348 = l_2347 ^ uint32(2147483648);
const float l_2349 = reinterpret_cast<float const&>(l_2348);
const uint32 l_2350 = reinterpret_cast<uint32 const&>(l_2349);
const uint32 l_2351 = l_2350 + uint32(1);
l_mut_195 = l_2351;
const uint32 l_2352 = l_2350 & uint32(2147483647);
const bool l_2353 = l_2352 == uint32(0);
if (l_2353) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2354 = l_2350 & uint32(2147483648);
const bool l_2355 = l_2354 != uint32(0);
if (l_2355) {
const uint32 l_2356 = l_2350 - uint32(1);
l_mut_195 = l_2356;
} else {
const bool l_2357 = l_2350 == uint32(2139095040);
if (l_2357) {
l_mut_195 = l_2350;
}
}
}
const float l_2358 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2359 = reinterpret_cast<uint32 const&>(l_2358);
const uint32 l_2360 = l_2359 ^ uint32(2147483648);
const float l_2361 = reinterpret_cast<float const&>(l_2360);
const uint32 l_2362 = reinterpret_cast<uint32 const&>(l_2361);
const uint32 l_2363 = l_2362 & uint32(2147483647);
const float l_2364 = reinterpret_cast<float const&>(l_2363);
const double l_2365 = double(l_2364);
l_mut_2366 = l_2365;
const bool l_2367 = l_2363 < uint32(8388608);
if (l_2367) {
const double l_2368 = double(l_2363);
const double l_2369 = l_2368 * double(1.401298464324817e-45);
l_mut_2366 = l_2369;
}
const uint64 l_2370 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_2371 = l_2362 >> uint32(31);
const uint64 l_2372 = uint64(l_2371);
const uint64 l_2373 = l_2372 << uint64(63);
const uint64 l_2374 = l_2370 | l_2373;
const double l_2375 = reinterpret_cast<double const&>(l_2374);
l_mut_41 = l_2375;
} else {
const uint32 l_2376 = reinterpret_cast<uint32 const&>(l_2344);
const uint32 l_2377 = l_2376 + uint32(1);
l_mut_195 = l_2377;
const uint32 l_2378 = l_2376 & uint32(2147483647);
const bool l_2379 = l_2378 == uint32(0);
if (l_2379) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2380 = l_2376 & uint32(2147483648);
const bool l_2381 = l_2380 != uint32(0);
if (l_2381) {
const uint32 l_2382 = l_2376 - uint32(1);
l_mut_195 = l_2382;
} else {
const bool l_2383 = l_2376 == uint32(2139095040);
if (l_2383) {
l_mut_195 = l_2376;
}
}
}
const float l_2384 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2385 = reinterpret_cast<uint32 const&>(l_2384);
const uint32 l_2386 = l_2385 & uint32(2147483647);
const float l_2387 = reinterpret_cast<float const&>(l_2386);
const double l_2388 = double(l_2387);
l_mut_2366 = l_2388;
const bool l_2389 = l_2386 < uint32(8388608);
if (l_2389) {
const double l_2390 = double(l_2386);
const double l_2391 = l_2390 * double(1.401298464324817e-45);
l_mut_2366 = l_2391;
}
const uint64 l_2392 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_2393 = l_2385 >> uint32(31);
const uint64 l_2394 = uint64(l_2393);
const uint64 l_2395 = l_2394 << uint64(63);
const uint64 l_2396 = l_2392 | l_2395;
const double l_2397 = reinterpret_cast<double const&>(l_2396);
const bool l_2398 = l_2397 <= l_2338;
if (l_2398) {
const uint32 l_2399 = reinterpret_cast<uint32 const&>(l_2344);
const uint32 l_2400 = l_2399 + uint32(1);
l_mut_195 = l_2400;
const uint32 l_2401 = l_2399 & uint32(2147483647);
const bool l_2402 = l_2401 == uint32(0);
if (l_2402) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2403 = l_2399 & uint32(2147483648);
const bool l_2404 = l_2403 != uint32(0);
if (l_2404) {
const uint32 l_2405 = l_2399 - uint32(1);
l_mut_195 = l_2405;
} else {
const bool l_2406 = l_2399 == uint32(2139095040);
if (l_2406) {
l_mut_195 = l_2399;
}
}
}
const float l_2407 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2408 = reinterpret_cast<uint32 const&>(l_2407);
const uint32 l_2409 = l_2408 & uint32(2147483647);
const float l_2410 = reinterpret_cast<float const&>(l_2409);
const double l_2411 = double(l_2410);
l_mut_2366 = l_2411;
const bool l_2412 = l_2409 < uint32(8388608);
if (l_2412) {
const double l_2413 = double(l_2409);
const double l_2414 = l_2413 * double(1.401298464324817e-45);
l_mut_2366 = l_2414;
}
const uint64 l_2415 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_2416 = l_2408 >> uint32(31);
const uint64 l_2417 = uint64(l_2416);
const uint64 l_2418 = l_2417 << uint64(63);
const uint64 l_2419 = l_2415 | l_2418;
const double l_2420 = reinterpret_cast<double const&>(l_2419);
l_mut_41 = l_2420;
}
}
}
l_mut_43 = l_mut_41;
} else {
const double l_2421 = l_2249 - l_2252;
const double l_2422 = l_2421 * double(7.1362384635298e44);
const double l_2423 = floor(l_2422);
const double l_2424 = l_2423 * double(1.401298464324817e-45);
l_mut_2366 = l_2424;
const double l_2425 = abs(l_2421);
const bool l_2426 = l_2425 >= double(1.1754943508222875e-38);
if (l_2426) {
const float l_2427 = float(l_2421);
const double l_2428 = double(l_2427);
l_mut_2366 = l_2428;
const bool l_2429 = l_mut_2366 > l_2421;
if (l_2429) {
const uint32 l_2430 = reinterpret_cast<uint32 const&>(l_2427);
const uint32 l_2431 = l_2430 ^ uint32(2147483648);
const float l_2432 = reinterpret_cast<float const&>(l_2431);
const uint32 l_2433 = reinterpret_cast<uint32 const&>(l_2432);
const uint32 l_2434 = l_2433 + uint32(1);
l_mut_195 = l_2434;
const uint32 l_2435 = l_2433 & uint32(2147483647);
const bool l_2436 = l_2435 == uint32(0);
if (l_2436) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2437 = l_2433 & uint32(2147483648);
const bool l_2438 = l_2437 != uint32(0);
if (l_2438) {
const uint32 l_2439 = l_2433 - uint32(1);
l_mut_195 = l_2439;
} else {
const bool l_2440 = l_2433 == uint32(2139095040);
if (l_2440) {
l_mut_195 = l_2433;
}
}
}
const float l_2441 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2442 = reinterpret_cast<uint32 const&>(l_2441);
const uint32 l_2443 = l_2442 ^ uint32(2147483648);
const float l_2444 = reinterpret_cast<float const&>(l_2443);
const uint32 l_2445 = reinterpret_cast<uint32 const&>(l_2444);
const uint32 l_2446 = l_2445 & uint32(2147483647);
const float l_2447 = reinterpret_cast<float const&>(l_2446);
const double l_2448 = double(l_2447);
l_mut_41 = l_2448;
const bool l_2449 = l_2446 < uint32(8388608);
if (l_2449) {
const double l_2450 = double(l_2446);
const double l_2451 = l_2450 * double(1.401298464324817e-45);
l_mut_41 = l_2451;
}
const uint64 l_2452 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2453 = l_2445 >> uint32(31);
const uint64 l_2454 = uint64(l_2453);
const uint64 l_2455 = l_2454 << uint64(63);
const uint64 l_2456 = l_2452 | l_2455;
const double l_2457 = reinterpret_cast<double const&>(l_2456);
l_mut_2366 = l_2457;
} else {
const uint32 l_2458 = reinterpret_cast<uint32 const&>(l_2427);
const uint32 l_2459 = l_2458 + uint32(1);
l_mut_195 = l_2459;
const uint32 l_2460 = l_2458 & uint32(2147483647);
const bool l_2461 = l_2460 == uint32(0);
if (l_2461) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2462 = l_2458 & uint32(2147483648);
const bool l_2463 = l_2462 != uint32(0);
if (l_2463) {
const uint32 l_2464 = l_2458 - uint32(1);
l_mut_195 = l_2464;
} else {
const bool l_2465 = l_2458 == uint32(2139095040);
if (l_2465) {
l_mut_195 = l_2458;
}
}
}
const float l_2466 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2467 = reinterpret_cast<uint32 const&>(l_2466);
const uint32 l_2468 = l_2467 & uint32(2147483647);
const float l_2469 = reinterpret_cast<float const&>(l_2468);
const double l_2470 = double(l_2469);
l_mut_41 = l_2470;
const bool l_2471 = l_2468 < uint32(8388608);
if (l_2471) {
const double l_2472 = double(l_2468);
const double l_2473 = l_2472 * double(1.401298464324817e-45);
l_mut_41 = l_2473;
}
const uint64 l_2474 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2475 = l_2467 >> uint32(31);
const uint64 l_2476 = uint64(l_2475);
const uint64 l_2477 = l_2476 << uint64(63);
const uint64 l_2478 = l_2474 | l_2477;
const double l_2479 = reinterpret_cast<double const&>(l_2478);
const bool l_2480 = l_2479 <= l_2421;
if (l_2480) {
const uint32 l_2481 = reinterpret_cast<uint32 const&>(l_2427);
const uint32 l_2482 = l_2481 + uint32(1);
l_mut_195 = l_2482;
const uint32 l_2483 = l_2481 & uint32(2147483647);
const bool l_2484 = l_2483 == uint32(0);
if (l_2484) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2485 = l_2481 & uint32(2147483648);
const bool l_2486 = l_2485 != uint32(0);
if (l_2486) {
const uint32 l_2487 = l_2481 - uint32(1);
l_mut_195 = l_2487;
} else {
const bool l_2488 = l_2481 == uint32(2139095040);
if (l_2488) {
l_mut_195 = l_2481;
}
}
}
const float l_2489 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2490 = reinterpret_cast<uint32 const&>(l_2489);
const uint32 l_2491 = l_2490 & uint32(2147483647);
const float l_2492 = reinterpret_cast<float const&>(l_2491);
const double l_2493 = double(l_2492);
l_mut_41 = l_2493;
const bool l_2494 = l_2491 < uint32(8388608);
if (l_2494) {
const double l_2495 = double(l_2491);
const double l_2496 = l_2495 * double(1.401298464324817e-45);
l_mut_41 = l_2496;
}
const uint64 l_2497 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2498 = l_2490 >> uint32(31);
const uint64 l_2499 = uint64(l_2498);
const uint64 l_2500 = l_2499 << uint64(63);
const uint64 l_2501 = l_2497 | l_2500;
const double l_2502 = reinterpret_cast<double const&>(l_2501);
l_mut_2366 = l_2502;
}
}
}
l_mut_43 = l_mut_2366;
}
const double l_2503 = l_mut_1351 + l_168;
const double l_2504 = abs(l_2503);
const double l_2505 = l_2504 * double(2.220446049250313e-16);
const double l_2506 = l_2246 + l_2505;
const double l_2507 = l_2503 + l_2506;
const double l_2508 = -l_2507;
const double l_2509 = l_2508 * double(7.1362384635298e44);
const double l_2510 = floor(l_2509);
const double l_2511 = l_2510 * double(1.401298464324817e-45);
l_mut_2366 = l_2511;
const double l_2512 = abs(l_2508);
const bool l_2513 = l_2512 >= double(1.1754943508222875e-38);
if (l_2513) {
const float l_2514 = float(l_2508);
const double l_2515 = double(l_2514);
l_mut_2366 = l_2515;
const bool l_2516 = l_mut_2366 > l_2508;
if (l_2516) {
const uint32 l_2517 = reinterpret_cast<uint32 const&>(l_2514);
const uint32 l_2518 = l_2517 ^ uint32(2147483648);
const float l_2519 = reinterpret_cast<float const&>(l_2518);
const uint32 l_2520 = reinterpret_cast<uint32 const&>(l_2519);
const uint32 l_2521 = l_2520 + uint32(1);
l_mut_195 = l_2521;
const uint32 l_2522 = l_2520 & uint32(2147483647);
const bool l_2523 = l_2522 == uint32(0);
if (l_2523) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2524 = l_2520 & uint32(2147483648);
const bool l_2525 = l_2524 != uint32(0);
if (l_2525) {
const uint32 l_2526 = l_2520 - uint32(1);
l_mut_195 = l_2526;
} else {
const bool l_2527 = l_2520 == uint32(2139095040);
if (l_2527) {
l_mut_195 = l_2520;
}
}
}
const float l_2528 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2529 = reinterpret_cast<uint32 const&>(l_2528);
const uint32 l_2530 = l_2529 ^ uint32(2147483648);
const float l_2531 = reinterpret_cast<float const&>(l_2530);
const uint32 l_2532 = reinterpret_cast<uint32 const&>(l_2531);
const uint32 l_2533 = l_2532 & uint32(2147483647);
const float l_2534 = reinterpret_cast<float const&>(l_2533);
const double l_2535 = double(l_2534);
l_mut_41 = l_2535;
const bool l_2536 = l_2533 < uint32(8388608);
if (l_2536) {
const double l_2537 = double(l_2533);
const double l_2538 = l_2537 * double(1.401298464324817e-45);
l_mut_41 = l_2538;
}
const uint64 l_2539 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2540 = l_2532 >> uint32(31);
const uint64 l_2541 = uint64(l_2540);
const uint64 l_2542 = l_2541 << uint64(63);
const uint64 l_2543 = l_2539 | l_2542;
const double l_2544 = reinterpret_cast<double const&>(l_2543);
l_mut_2366 = l_2544;
} else {
const uint32 l_2545 = reinterpret_cast<uint32 const&>(l_2514);
const uint32 l_2546 = l_2545 + uint32(1);
l_mut_195 = l_2546;
const uint32 l_2547 = l_2545 & uint32(2147483647);
const bool l_2548 = l_2547 == uint32(0);
if (l_2548) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2549 = l_2545 & uint32(2147483648);
const bool l_2550 = l_2549 != uint32(0);
if (l_2550) {
const uint32 l_2551 = l_2545 - uint32(1);
l_mut_195 = l_2551;
} else {
const bool l_2552 = l_2545 == uint32(2139095040);
if (l_2552) {
l_mut_195 = l_2545;
}
}
}
const float l_2553 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2554 = reinterpret_cast<uint32 const&>(l_2553);
const uint32 l_2555 = l_2554 & uint32(2147483647);
const float l_2556 = reinterpret_cast<float const&>(l_2555);
const double l_2557 = double(l_2556);
l_mut_41 = l_2557;
const bool l_2558 = l_2555 < uint32(8388608);
if (l_2558) {
const double l_2559 = double(l_2555);
const double l_2560 = l_2559 * double(1.401298464324817e-45);
l_mut_41 = l_2560;
}
const uint64 l_2561 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2562 = l_2554 >> uint32(31);
const uint64 l_2563 = uint64(l_2562);
const uint64 l_2564 = l_2563 << uint64(63);
const uint64 l_2565 = l_2561 | l_2564;
const double l_2566 = reinterpret_cast<double const&>(l_2565);
const bool l_2567 = l_2566 <= l_2508;
if (l_2567) {
const uint32 l_2568 = reinterpret_cast<uint32 const&>(l_2514);
const uint32 l_2569 = l_2568 + uint32(1);
l_mut_195 = l_2569;
const uint32 l_2570 = l_2568 & uint32(2147483647);
const bool l_2571 = l_2570 == uint32(0);
if (l_2571) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2572 = l_2568 & uint32(2147483648);
const bool l_2573 = l_2572 != uint32(0);
if (l_2573) {
const uint32 l_2574 = l_2568 - uint32(1);
l_mut_195 = l_2574;
} else {
const bool l_2575 = l_2568 == uint32(2139095040);
if (l_2575) {
l_mut_195 = l_2568;
}
}
}
const float l_2576 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2577 = reinterpret_cast<uint32 const&>(l_2576);
const uint32 l_2578 = l_2577 & uint32(2147483647);
const float l_2579 = reinterpret_cast<float const&>(l_2578);
const double l_2580 = double(l_2579);
l_mut_41 = l_2580;
const bool l_2581 = l_2578 < uint32(8388608);
if (l_2581) {
const double l_2582 = double(l_2578);
const double l_2583 = l_2582 * double(1.401298464324817e-45);
l_mut_41 = l_2583;
}
const uint64 l_2584 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2585 = l_2577 >> uint32(31);
const uint64 l_2586 = uint64(l_2585);
const uint64 l_2587 = l_2586 << uint64(63);
const uint64 l_2588 = l_2584 | l_2587;
const double l_2589 = reinterpret_cast<double const&>(l_2588);
l_mut_2366 = l_2589;
}
}
}
const double l_2590 = -l_mut_2366;
l_mut_2366 = l_2590;
const bool l_2591 = bool(false) && bool(true);
if (l_2591) {
const double l_2592 = l_2503 + l_2506;
const double l_2593 = l_2592 * double(7.1362384635298e44);
const double l_2594 = floor(l_2593);
const double l_2595 = l_2594 * double(1.401298464324817e-45);
l_mut_41 = l_2595;
const double l_2596 = abs(l_2592);
const bool l_2597 = l_2596 >= double(1.1754943508222875e-38);
if (l_2597) {
const float l_2598 = float(l_2592);
const double l_2599 = double(l_2598);
l_mut_41 = l_2599;
const bool l_2600 = l_mut_41 > l_2592;
if (l_2600) {
const uint32 l_2601 = reinterpret_cast<uint32 const&>(l_2598);
const uint32 l_2602 = l_2601 ^ uint32(2147483648);
const float l_2603 = reinterpret_cast<float const&>(l_2602);
const uint32 l_2604 = reinterpret_cast<uint32 const&>(l_2603);
const uint32 l_2605 = l_2604 + uint32(1);
l_mut_195 = l_2605;
const uint32 l_2606 = l_2604 & uint32(2147483647);
const bool l_2607 = l_2606 == uint32(0);
if (l_2607) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2608 = l_2604 & uint32(2147483648);
const bool l_2609 = l_2608 != uint32(0);
if (l_2609) {
const uint32 l_2610 = l_2604 - uint32(1);
l_mut_195 = l_2610;
} else {
const bool l_2611 = l_2604 == uint32(2139095040);
if (l_2611) {
l_mut_195 = l_2604;
}
}
}
const float l_2612 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2613 = reinterpret_cast<uint32 const&>(l_2612);
const uint32 l_2614 = l_2613 ^ uint32(2147483648);
const float l_2615 = reinterpret_cast<float const&>(l_2614);
const uint32 l_2616 = reinterpret_cast<uint32 const&>(l_2615);
const uint32 l_2617 = l_2616 & uint32(2147483647);
const float l_2618 = reinterpret_cast<float const&>(l_2617);
const double l_2619 = double(l_2618);
l_mut_2620 = l_2619;
const bool l_2621 = l_2617 < uint32(8388608);
if (l_2621) {
const double l_2622 = double(l_2617);
const double l_2623 = l_2622 * double(1.401298464324817e-45);
l_mut_2620 = l_2623;
}
const uint64 l_2624 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_2625 = l_2616 >> uint32(31);
const uint64 l_2626 = uint64(l_2625);
const uint64 l_2627 = l_2626 << uint64(63);
const uint64 l_2628 = l_2624 | l_2627;
const double l_2629 = reinterpret_cast<double const&>(l_2628);
l_mut_41 = l_2629;
} else {
const uint32 l_2630 = reinterpret_cast<uint32 const&>(l_2598);
const uint32 l_2631 = l_2630 + uint32(1);
l_mut_195 = l_2631;
const uint32 l_2632 = l_2630 & uint32(2147483647);
const bool l_2633 = l_2632 == uint32(0);
if (l_2633) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2634 = l_2630 & uint32(2147483648);
const bool l_2635 = l_2634 != uint32(0);
if (l_2635) {
const uint32 l_2636 = l_2630 - uint32(1);
l_mut_195 = l_2636;
} else {
const bool l_2637 = l_2630 == uint32(2139095040);
if (l_2637) {
l_mut_195 = l_2630;
}
}
}
const float l_2638 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2639 = reinterpret_cast<uint32 const&>(l_2638);
const uint32 l_2640 = l_2639 & uint32(2147483647);
const float l_2641 = reinterpret_cast<float const&>(l_2640);
const double l_2642 = double(l_2641);
l_mut_2620 = l_2642;
const bool l_2643 = l_2640 < uint32(8388608);
if (l_2643) {
const double l_2644 = double(l_2640);
const double l_2645 = l_2644 * double(1.401298464324817e-45);
l_mut_2620 = l_2645;
}
const uint64 l_2646 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_2647 = l_2639 >> uint32(31);
const uint64 l_2648 = uint64(l_2647);
const uint64 l_2649 = l_2648 << uint64(63);
const uint64 l_2650 = l_2646 | l_2649;
const double l_2651 = reinterpret_cast<double const&>(l_2650);
const bool l_2652 = l_2651 <= l_2592;
if (l_2652) {
const uint32 l_2653 = reinterpret_cast<uint32 const&>(l_2598);
const uint32 l_2654 = l_2653 + uint32(1);
l_mut_195 = l_2654;
const uint32 l_2655 = l_2653 & uint32(2147483647);
const bool l_2656 = l_2655 == uint32(0);
if (l_2656) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2657 = l_2653 & uint32(2147483648);
const bool l_2658 = l_2657 != uint32(0);
if (l_2658) {
const uint32 l_2659 = l_2653 - uint32(1);
l_mut_195 = l_2659;
} else {
const bool l_2660 = l_2653 == uint32(2139095040);
if (l_2660) {
l_mut_195 = l_2653;
}
}
}
const float l_2661 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2662 = reinterpret_cast<uint32 const&>(l_2661);
const uint32 l_2663 = l_2662 & uint32(2147483647);
const float l_2664 = reinterpret_cast<float const&>(l_2663);
const double l_2665 = double(l_2664);
l_mut_2620 = l_2665;
const bool l_2666 = l_2663 < uint32(8388608);
if (l_2666) {
const double l_2667 = double(l_2663);
const double l_2668 = l_2667 * double(1.401298464324817e-45);
l_mut_2620 = l_2668;
}
const uint64 l_2669 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_2670 = l_2662 >> uint32(31);
const uint64 l_2671 = uint64(l_2670);
const uint64 l_2672 = l_2671 << uint64(63);
const uint64 l_2673 = l_2669 | l_2672;
const double l_2674 = reinterpret_cast<double const&>(l_2673);
l_mut_41 = l_2674;
}
}
}
l_mut_2366 = l_mut_41;
} else {
const double l_2675 = l_2503 - l_2506;
const double l_2676 = -l_2675;
const double l_2677 = l_2676 * double(7.1362384635298e44);
const double l_2678 = floor(l_2677);
const double l_2679 = l_2678 * double(1.401298464324817e-45);
l_mut_2620 = l_2679;
const double l_2680 = abs(l_2676);
const bool l_2681 = l_2680 >= double(1.1754943508222875e-38);
if (l_2681) {
const float l_2682 = float(l_2676);
const double l_2683 = double(l_2682);
l_mut_2620 = l_2683;
const bool l_2684 = l_mut_2620 > l_2676;
if (l_2684) {
const uint32 l_2685 = reinterpret_cast<uint32 const&>(l_2682);
const uint32 l_2686 = l_2685 ^ uint32(2147483648);
const float l_2687 = reinterpret_cast<float const&>(l_2686);
const uint32 l_2688 = reinterpret_cast<uint32 const&>(l_2687);
const uint32 l_2689 = l_2688 + uint32(1);
l_mut_195 = l_2689;
const uint32 l_2690 = l_2688 & uint32(2147483647);
const bool l_2691 = l_2690 == uint32(0);
if (l_2691) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2692 = l_2688 & uint32(2147483648);
const bool l_2693 = l_2692 != uint32(0);
if (l_2693) {
const uint32 l_2694 = l_2688 - uint32(1);
l_mut_195 = l_2694;
} else {
const bool l_2695 = l_2688 == uint32(2139095040);
if (l_2695) {
l_mut_195 = l_2688;
}
}
}
const float l_2696 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2697 = reinterpret_cast<uint32 const&>(l_2696);
const uint32 l_2698 = l_2697 ^ uint32(2147483648);
const float l_2699 = reinterpret_cast<float const&>(l_2698);
const uint32 l_2700 = reinterpret_cast<uint32 const&>(l_2699);
const uint32 l_2701 = l_2700 & uint32(2147483647);
const float l_2702 = reinterpret_cast<float const&>(l_2701);
const double l_2703 = double(l_2702);
l_mut_41 = l_2703;
const bool l_2704 = l_2701 < uint32(8388608);
if (l_2704) {
const double l_2705 = double(l_2701);
const double l_2706 = l_2705 * double(1.401298464324817e-45);
l_mut_41 = l_2706;
}
const uint64 l_2707 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2708 = l_2700 >> uint32(31);
const uint64 l_2709 = uint64(l_2708);
const uint64 l_2710 = l_2709 << uint64(63);
const uint64 l_2711 = l_2707 | l_2710;
const double l_2712 = reinterpret_cast<double const&>(l_2711);
l_mut_2620 = l_2712;
} else {
const uint32 l_2713 = reinterpret_cast<uint32 const&>(l_2682);
const uint32 l_2714 = l_2713 + uint32(1);
l_mut_195 = l_2714;
const uint32 l_2715 = l_2713 & uint32(2147483647);
const bool l_2716 = l_2715 == uint32(0);
if (l_2716) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2717 = l_2713 & uint32(2147483648);
const bool l_2718 = l_2717 != uint32(0);
if (l_2718) {
const uint32 l_2719 = l_2713 - uint32(1);
l_mut_195 = l_2719;
} else {
const bool l_2720 = l_2713 == uint32(2139095040);
if (l_2720) {
l_mut_195 = l_2713;
}
}
}
const float l_2721 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2722 = reinterpret_cast<uint32 const&>(l_2721);
const uint32 l_2723 = l_2722 & uint32(2147483647);
const float l_2724 = reinterpret_cast<float const&>(l_2723);
const double l_2725 = double(l_2724);
l_mut_41 = l_2725;
const bool l_2726 = l_2723 < uint32(8388608);
if (l_2726) {
const double l_2727 = double(l_2723);
const double l_2728 = l_2727 * double(1.401298464324817e-45);
l_mut_41 = l_2728;
}
const uint64 l_2729 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2730 = l_2722 >> uint32(31);
const uint64 l_2731 = uint64(l_2730);
const uint64 l_2732 = l_2731 << uint64(63);
const uint64 l_2733 = l_2729 | l_2732;
const double l_2734 = reinterpret_cast<double const&>(l_2733);
const bool l_2735 = l_2734 <= l_2676;
if (l_2735) {
const uint32 l_2736 = reinterpret_cast<uint32 const&>(l_2682);
const uint32 l_2737 = l_2736 + uint32(1);
l_mut_195 = l_2737;
const uint32 l_2738 = l_2736 & uint32(2147483647);
const bool l_2739 = l_2738 == uint32(0);
if (l_2739) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2740 = l_2736 & uint32(2147483648);
const bool l_2741 = l_2740 != uint32(0);
if (l_2741) {
const uint32 l_2742 = l_2736 - uint32(1);
l_mut_195 = l_2742;
} else {
const bool l_2743 = l_2736 == uint32(2139095040);
if (l_2743) {
l_mut_195 = l_2736;
}
}
}
const float l_2744 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2745 = reinterpret_cast<uint32 const&>(l_2744);
const uint32 l_2746 = l_2745 & uint32(2147483647);
const float l_2747 = reinterpret_cast<float const&>(l_2746);
const double l_2748 = double(l_2747);
l_mut_41 = l_2748;
const bool l_2749 = l_2746 < uint32(8388608);
if (l_2749) {
const double l_2750 = double(l_2746);
const double l_2751 = l_2750 * double(1.401298464324817e-45);
l_mut_41 = l_2751;
}
const uint64 l_2752 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2753 = l_2745 >> uint32(31);
const uint64 l_2754 = uint64(l_2753);
const uint64 l_2755 = l_2754 << uint64(63);
const uint64 l_2756 = l_2752 | l_2755;
const double l_2757 = reinterpret_cast<double const&>(l_2756);
l_mut_2620 = l_2757;
}
}
}
const double l_2758 = -l_mut_2620;
l_mut_2366 = l_2758;
}
const double l_2759 = l_mut_1268 - l_168;
const double l_2760 = abs(l_2759);
const double l_2761 = l_2760 * double(2.220446049250313e-16);
const double l_2762 = l_2248 + l_2761;
const double l_2763 = l_2759 + l_2762;
const double l_2764 = -l_2763;
const double l_2765 = l_2764 * double(7.1362384635298e44);
const double l_2766 = floor(l_2765);
const double l_2767 = l_2766 * double(1.401298464324817e-45);
l_mut_2620 = l_2767;
const double l_2768 = abs(l_2764);
const bool l_2769 = l_2768 >= double(1.1754943508222875e-38);
if (l_2769) {
const float l_2770 = float(l_2764);
const double l_2771 = double(l_2770);
l_mut_2620 = l_2771;
const bool l_2772 = l_mut_2620 > l_2764;
if (l_2772) {
const uint32 l_2773 = reinterpret_cast<uint32 const&>(l_2770);
const uint32 l_2774 = l_2773 ^ uint32(2147483648);
const float l_2775 = reinterpret_cast<float const&>(l_2774);
const uint32 l_2776 = reinterpret_cast<uint32 const&>(l_2775);
const uint32 l_2777 = l_2776 + uint32(1);
l_mut_195 = l_2777;
const uint32 l_2778 = l_2776 & uint32(2147483647);
const bool l_2779 = l_2778 == uint32(0);
if (l_2779) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2780 = l_2776 & uint32(2147483648);
const bool l_2781 = l_2780 != uint32(0);
if (l_2781) {
const uint32 l_2782 = l_2776 - uint32(1);
l_mut_195 = l_2782;
} else {
const bool l_2783 = l_2776 == uint32(2139095040);
if (l_2783) {
l_mut_195 = l_2776;
}
}
}
const float l_2784 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2785 = reinterpret_cast<uint32 const&>(l_2784);
const uint32 l_2786 = l_2785 ^ uint32(2147483648);
const float l_2787 = reinterpret_cast<float const&>(l_2786);
const uint32 l_2788 = reinterpret_cast<uint32 const&>(l_2787);
const uint32 l_2789 = l_2788 & uint32(2147483647);
const float l_2790 = reinterpret_cast<float const&>(l_2789);
const double l_2791 = double(l_2790);
l_mut_41 = l_2791;
const bool l_2792 = l_2789 < uint32(8388608);
if (l_2792) {
const double l_2793 = double(l_2789);
const double l_2794 = l_2793 * double(1.401298464324817e-45);
l_mut_41 = l_2794;
}
const uint64 l_2795 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2796 = l_2788 >> uint32(31);
const uint64 l_2797 = uint64(l_2796);
const uint64 l_2798 = l_2797 << uint64(63);
const uint64 l_2799 = l_2795 | l_2798;
const double l_2800 = reinterpret_cast<double const&>(l_2799);
l_mut_2620 = l_2800;
} else {
const uint32 l_2801 = reinterpret_cast<uint32 const&>(l_2770);
const uint32 l_2802 = l_2801 + uint32(1);
l_mut_195 = l_2802;
const uint32 l_2803 = l_2801 & uint32(2147483647);
const bool l_2804 = l_2803 == uint32(0);
if (l_2804) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2805 = l_2801 & uint32(2147483648);
const bool l_2806 = l_2805 != uint32(0);
if (l_2806) {
const uint32 l_2807 = l_2801 - uint32(1);
l_mut_195 = l_2807;
} else {
const bool l_2808 = l_2801 == uint32(2139095040);
if (l_2808) {
l_mut_195 = l_2801;
}
}
}
const float l_2809 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2810 = reinterpret_cast<uint32 const&>(l_2809);
const uint32 l_2811 = l_2810 & uint32(2147483647);
const float l_2812 = reinterpret_cast<float const&>(l_2811);
const double l_2813 = double(l_2812);
l_mut_41 = l_2813;
const bool l_2814 = l_2811 < uint32(8388608);
if (l_2814) {
const double l_2815 = double(l_2811);
const double l_2816 = l_2815 * double(1.401298464324817e-45);
l_mut_41 = l_2816;
}
const uint64 l_2817 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2818 = l_2810 >> uint32(31);
const uint64 l_2819 = uint64(l_2818);
const uint64 l_2820 = l_2819 << uint64(63);
const uint64 l_2821 = l_2817 | l_2820;
const double l_2822 = reinterpret_cast<double const&>(l_2821);
const bool l_2823 = l_2822 <= l_2764;
if (l_2823) {
const uint32 l_2824 = reinterpret_cast<uint32 const&>(l_2770);
const uint32 l_2825 = l_2824 + uint32(1);
l_mut_195 = l_2825;
const uint32 l_2826 = l_2824 & uint32(2147483647);
const bool l_2827 = l_2826 == uint32(0);
if (l_2827) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2828 = l_2824 & uint32(2147483648);
const bool l_2829 = l_2828 != uint32(0);
if (l_2829) {
const uint32 l_2830 = l_2824 - uint32(1);
l_mut_195 = l_2830;
} else {
const bool l_2831 = l_2824 == uint32(2139095040);
if (l_2831) {
l_mut_195 = l_2824;
}
}
}
const float l_2832 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2833 = reinterpret_cast<uint32 const&>(l_2832);
const uint32 l_2834 = l_2833 & uint32(2147483647);
const float l_2835 = reinterpret_cast<float const&>(l_2834);
const double l_2836 = double(l_2835);
l_mut_41 = l_2836;
const bool l_2837 = l_2834 < uint32(8388608);
if (l_2837) {
const double l_2838 = double(l_2834);
const double l_2839 = l_2838 * double(1.401298464324817e-45);
l_mut_41 = l_2839;
}
const uint64 l_2840 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2841 = l_2833 >> uint32(31);
const uint64 l_2842 = uint64(l_2841);
const uint64 l_2843 = l_2842 << uint64(63);
const uint64 l_2844 = l_2840 | l_2843;
const double l_2845 = reinterpret_cast<double const&>(l_2844);
l_mut_2620 = l_2845;
}
}
}
const double l_2846 = -l_mut_2620;
l_mut_2620 = l_2846;
const bool l_2847 = bool(true) && bool(true);
if (l_2847) {
const double l_2848 = l_2759 + l_2762;
const double l_2849 = l_2848 * double(7.1362384635298e44);
const double l_2850 = floor(l_2849);
const double l_2851 = l_2850 * double(1.401298464324817e-45);
l_mut_41 = l_2851;
const double l_2852 = abs(l_2848);
const bool l_2853 = l_2852 >= double(1.1754943508222875e-38);
if (l_2853) {
const float l_2854 = float(l_2848);
const double l_2855 = double(l_2854);
l_mut_41 = l_2855;
const bool l_2856 = l_mut_41 > l_2848;
if (l_2856) {
const uint32 l_2857 = reinterpret_cast<uint32 const&>(l_2854);
const uint32 l_2858 = l_2857 ^ uint32(2147483648);
const float l_2859 = reinterpret_cast<float const&>(l_2858);
const uint32 l_2860 = reinterpret_cast<uint32 const&>(l_2859);
const uint32 l_2861 = l_2860 + uint32(1);
l_mut_195 = l_2861;
const uint32 l_2862 = l_2860 & uint32(2147483647);
const bool l_2863 = l_2862 == uint32(0);
if (l_2863) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2864 = l_2860 & uint32(2147483648);
const bool l_2865 = l_2864 != uint32(0);
if (l_2865) {
const uint32 l_2866 = l_2860 - uint32(1);
l_mut_195 = l_2866;
} else {
const bool l_2867 = l_2860 == uint32(2139095040);
if (l_2867) {
l_mut_195 = l_2860;
}
}
}
const float l_2868 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2869 = reinterpret_cast<uint32 const&>(l_2868);
const uint32 l_2870 = l_2869 ^ uint32(2147483648);
const float l_2871 = reinterpret_cast<float const&>(l_2870);
const uint32 l_2872 = reinterpret_cast<uint32 const&>(l_2871);
const uint32 l_2873 = l_2872 & uint32(2147483647);
const float l_2874 = reinterpret_cast<float const&>(l_2873);
const double l_2875 = double(l_2874);
l_mut_2876 = l_2875;
const bool l_2877 = l_2873 < uint32(8388608);
if (l_2877) {
const double l_2878 = double(l_2873);
const double l_2879 = l_2878 * double(1.401298464324817e-45);
l_mut_2876 = l_2879;
}
const uint64 l_2880 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_2881 = l_2872 >> uint32(31);
const uint64 l_2882 = uint64(l_2881);
const uint64 l_2883 = l_2882 << uint64(63);
const uint64 l_2884 = l_2880 | l_2883;
const double l_2885 = reinterpret_cast<double const&>(l_2884);
l_mut_41 = l_2885;
} else {
const uint32 l_2886 = reinterpret_cast<uint32 const&>(l_2854);
const uint32 l_2887 = l_2886 + uint32(1);
l_mut_195 = l_2887;
const uint32 l_2888 = l_2886 & uint32(2147483647);
const bool l_2889 = l_2888 == uint32(0);
if (l_2889) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2890 = l_2886 & uint32(2147483648);
const bool l_2891 = l_2890 != uint32(0);
if (l_2891) {
const uint32 l_2892 = l_2886 - uint32(1);
l_mut_195 = l_2892;
} else {
const bool l_2893 = l_2886 == uint32(2139095040);
if (l_2893) {
l_mut_195 = l_2886;
}
}
}
const float l_2894 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2895 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2896 = l_2895 & uint32(2147483647);
const float l_2897 = reinterpret_cast<float const&>(l_2896);
const double l_2898 = double(l_2897);
l_mut_2876 = l_2898;
const bool l_2899 = l_2896 < uint32(8388608);
if (l_2899) {
const double l_2900 = double(l_2896);
const double l_2901 = l_2900 * double(1.401298464324817e-45);
l_mut_2876 = l_2901;
}
const uint64 l_2902 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_2903 = l_2895 >> uint32(31);
const uint64 l_2904 = uint64(l_2903);
const uint64 l_2905 = l_2904 << uint64(63);
const uint64 l_2906 = l_2902 | l_2905;
const double l_2907 = reinterpret_cast<double const&>(l_2906);
const bool l_2908 = l_2907 <= l_2848;
if (l_2908) {
const uint32 l_2909 = reinterpret_cast<uint32 const&>(l_2854);
const uint32 l_2910 = l_2909 + uint32(1);
l_mut_195 = l_2910;
const uint32 l_2911 = l_2909 & uint32(2147483647);
const bool l_2912 = l_2911 == uint32(0);
if (l_2912) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2913 = l_2909 & uint32(2147483648);
const bool l_2914 = l_2913 != uint32(0);
if (l_2914) {
const uint32 l_2915 = l_2909 - uint32(1);
l_mut_195 = l_2915;
} else {
const bool l_2916 = l_2909 == uint32(2139095040);
if (l_2916) {
l_mut_195 = l_2909;
}
}
}
const float l_2917 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2918 = reinterpret_cast<uint32 const&>(l_2917);
const uint32 l_2919 = l_2918 & uint32(2147483647);
const float l_2920 = reinterpret_cast<float const&>(l_2919);
const double l_2921 = double(l_2920);
l_mut_2876 = l_2921;
const bool l_2922 = l_2919 < uint32(8388608);
if (l_2922) {
const double l_2923 = double(l_2919);
const double l_2924 = l_2923 * double(1.401298464324817e-45);
l_mut_2876 = l_2924;
}
const uint64 l_2925 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_2926 = l_2918 >> uint32(31);
const uint64 l_2927 = uint64(l_2926);
const uint64 l_2928 = l_2927 << uint64(63);
const uint64 l_2929 = l_2925 | l_2928;
const double l_2930 = reinterpret_cast<double const&>(l_2929);
l_mut_41 = l_2930;
}
}
}
l_mut_2620 = l_mut_41;
} else {
const double l_2931 = l_2759 - l_2762;
const double l_2932 = l_2931 * double(7.1362384635298e44);
const double l_2933 = floor(l_2932);
const double l_2934 = l_2933 * double(1.401298464324817e-45);
l_mut_2876 = l_2934;
const double l_2935 = abs(l_2931);
const bool l_2936 = l_2935 >= double(1.1754943508222875e-38);
if (l_2936) {
const float l_2937 = float(l_2931);
const double l_2938 = double(l_2937);
l_mut_2876 = l_2938;
const bool l_2939 = l_mut_2876 > l_2931;
if (l_2939) {
const uint32 l_2940 = reinterpret_cast<uint32 const&>(l_2937);
const uint32 l_2941 = l_2940 ^ uint32(2147483648);
const float l_2942 = reinterpret_cast<float const&>(l_2941);
const uint32 l_2943 = reinterpret_cast<uint32 const&>(l_2942);
const uint32 l_2944 = l_2943 + uint32(1);
l_mut_195 = l_2944;
const uint32 l_2945 = l_2943 & uint32(2147483647);
const bool l_2946 = l_2945 == uint32(0);
if (l_2946) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2947 = l_2943 & uint32(2147483648);
const bool l_2948 = l_2947 != uint32(0);
if (l_2948) {
const uint32 l_2949 = l_2943 - uint32(1);
l_mut_195 = l_2949;
} else {
const bool l_2950 = l_2943 == uint32(2139095040);
if (l_2950) {
l_mut_195 = l_2943;
}
}
}
const float l_2951 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2952 = reinterpret_cast<uint32 const&>(l_2951);
const uint32 l_2953 = l_2952 ^ uint32(2147483648);
const float l_2954 = reinterpret_cast<float const&>(l_2953);
const uint32 l_2955 = reinterpret_cast<uint32 const&>(l_2954);
const uint32 l_2956 = l_2955 & uint32(2147483647);
const float l_2957 = reinterpret_cast<float const&>(l_2956);
const double l_2958 = double(l_2957);
l_mut_41 = l_2958;
const bool l_2959 = l_2956 < uint32(8388608);
if (l_2959) {
const double l_2960 = double(l_2956);
const double l_2961 = l_2960 * double(1.401298464324817e-45);
l_mut_41 = l_2961;
}
const uint64 l_2962 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2963 = l_2955 >> uint32(31);
const uint64 l_2964 = uint64(l_2963);
const uint64 l_2965 = l_2964 << uint64(63);
const uint64 l_2966 = l_2962 | l_2965;
const double l_2967 = reinterpret_cast<double const&>(l_2966);
l_mut_2876 = l_2967;
} else {
const uint32 l_2968 = reinterpret_cast<uint32 const&>(l_2937);
const uint32 l_2969 = l_2968 + uint32(1);
l_mut_195 = l_2969;
const uint32 l_2970 = l_2968 & uint32(2147483647);
const bool l_2971 = l_2970 == uint32(0);
if (l_2971) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2972 = l_2968 & uint32(2147483648);
const bool l_2973 = l_2972 != uint32(0);
if (l_2973) {
const uint32 l_2974 = l_2968 - uint32(1);
l_mut_195 = l_2974;
} else {
const bool l_2975 = l_2968 == uint32(2139095040);
if (l_2975) {
l_mut_195 = l_2968;
}
}
}
const float l_2976 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_2977 = reinterpret_cast<uint32 const&>(l_2976);
const uint32 l_2978 = l_2977 & uint32(2147483647);
const float l_2979 = reinterpret_cast<float const&>(l_2978);
const double l_2980 = double(l_2979);
l_mut_41 = l_2980;
const bool l_2981 = l_2978 < uint32(8388608);
if (l_2981) {
const double l_2982 = double(l_2978);
const double l_2983 = l_2982 * double(1.401298464324817e-45);
l_mut_41 = l_2983;
}
const uint64 l_2984 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_2985 = l_2977 >> uint32(31);
const uint64 l_2986 = uint64(l_2985);
const uint64 l_2987 = l_2986 << uint64(63);
const uint64 l_2988 = l_2984 | l_2987;
const double l_2989 = reinterpret_cast<double const&>(l_2988);
const bool l_2990 = l_2989 <= l_2931;
if (l_2990) {
const uint32 l_2991 = reinterpret_cast<uint32 const&>(l_2937);
const uint32 l_2992 = l_2991 + uint32(1);
l_mut_195 = l_2992;
const uint32 l_2993 = l_2991 & uint32(2147483647);
const bool l_2994 = l_2993 == uint32(0);
if (l_2994) {
l_mut_195 = uint32(1);
} else {
const uint32 l_2995 = l_2991 & uint32(2147483648);
const bool l_2996 = l_2995 != uint32(0);
if (l_2996) {
const uint32 l_2997 = l_2991 - uint32(1);
l_mut_195 = l_2997;
} else {
const bool l_2998 = l_2991 == uint32(2139095040);
if (l_2998) {
l_mut_195 = l_2991;
}
}
}
const float l_2999 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3000 = reinterpret_cast<uint32 const&>(l_2999);
const uint32 l_3001 = l_3000 & uint32(2147483647);
const float l_3002 = reinterpret_cast<float const&>(l_3001);
const double l_3003 = double(l_3002);
l_mut_41 = l_3003;
const bool l_3004 = l_3001 < uint32(8388608);
if (l_3004) {
const double l_3005 = double(l_3001);
const double l_3006 = l_3005 * double(1.401298464324817e-45);
l_mut_41 = l_3006;
}
const uint64 l_3007 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3008 = l_3000 >> uint32(31);
const uint64 l_3009 = uint64(l_3008);
const uint64 l_3010 = l_3009 << uint64(63);
const uint64 l_3011 = l_3007 | l_3010;
const double l_3012 = reinterpret_cast<double const&>(l_3011);
l_mut_2876 = l_3012;
}
}
}
l_mut_2620 = l_mut_2876;
}
const double l_3013 = l_mut_1268 + l_168;
const double l_3014 = abs(l_3013);
const double l_3015 = l_3014 * double(2.220446049250313e-16);
const double l_3016 = l_2248 + l_3015;
const double l_3017 = l_3013 + l_3016;
const double l_3018 = -l_3017;
const double l_3019 = l_3018 * double(7.1362384635298e44);
const double l_3020 = floor(l_3019);
const double l_3021 = l_3020 * double(1.401298464324817e-45);
l_mut_2876 = l_3021;
const double l_3022 = abs(l_3018);
const bool l_3023 = l_3022 >= double(1.1754943508222875e-38);
if (l_3023) {
const float l_3024 = float(l_3018);
const double l_3025 = double(l_3024);
l_mut_2876 = l_3025;
const bool l_3026 = l_mut_2876 > l_3018;
if (l_3026) {
const uint32 l_3027 = reinterpret_cast<uint32 const&>(l_3024);
const uint32 l_3028 = l_3027 ^ uint32(2147483648);
const float l_3029 = reinterpret_cast<float const&>(l_3028);
const uint32 l_3030 = reinterpret_cast<uint32 const&>(l_3029);
const uint32 l_3031 = l_3030 + uint32(1);
l_mut_195 = l_3031;
const uint32 l_3032 = l_3030 & uint32(2147483647);
const bool l_3033 = l_3032 == uint32(0);
if (l_3033) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3034 = l_3030 & uint32(2147483648);
const bool l_3035 = l_3034 != uint32(0);
if (l_3035) {
const uint32 l_3036 = l_3030 - uint32(1);
l_mut_195 = l_3036;
} else {
const bool l_3037 = l_3030 == uint32(2139095040);
if (l_3037) {
l_mut_195 = l_3030;
}
}
}
const float l_3038 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3039 = reinterpret_cast<uint32 const&>(l_3038);
const uint32 l_3040 = l_3039 ^ uint32(2147483648);
const float l_3041 = reinterpret_cast<float const&>(l_3040);
const uint32 l_3042 = reinterpret_cast<uint32 const&>(l_3041);
const uint32 l_3043 = l_3042 & uint32(2147483647);
const float l_3044 = reinterpret_cast<float const&>(l_3043);
const double l_3045 = double(l_3044);
l_mut_41 = l_3045;
const bool l_3046 = l_3043 < uint32(8388608);
if (l_3046) {
const double l_3047 = double(l_3043);
const double l_3048 = l_3047 * double(1.401298464324817e-45);
l_mut_41 = l_3048;
}
const uint64 l_3049 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3050 = l_3042 >> uint32(31);
const uint64 l_3051 = uint64(l_3050);
const uint64 l_3052 = l_3051 << uint64(63);
const uint64 l_3053 = l_3049 | l_3052;
const double l_3054 = reinterpret_cast<double const&>(l_3053);
l_mut_2876 = l_3054;
} else {
const uint32 l_3055 = reinterpret_cast<uint32 const&>(l_3024);
const uint32 l_3056 = l_3055 + uint32(1);
l_mut_195 = l_3056;
const uint32 l_3057 = l_3055 & uint32(2147483647);
const bool l_3058 = l_3057 == uint32(0);
if (l_3058) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3059 = l_3055 & uint32(2147483648);
const bool l_3060 = l_3059 != uint32(0);
if (l_3060) {
const uint32 l_3061 = l_3055 - uint32(1);
l_mut_195 = l_3061;
} else {
const bool l_3062 = l_3055 == uint32(2139095040);
if (l_3062) {
l_mut_195 = l_3055;
}
}
}
const float l_3063 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3064 = reinterpret_cast<uint32 const&>(l_3063);
const uint32 l_3065 = l_3064 & uint32(2147483647);
const float l_3066 = reinterpret_cast<float const&>(l_3065);
const double l_3067 = double(l_3066);
l_mut_41 = l_3067;
const bool l_3068 = l_3065 < uint32(8388608);
if (l_3068) {
const double l_3069 = double(l_3065);
const double l_3070 = l_3069 * double(1.401298464324817e-45);
l_mut_41 = l_3070;
}
const uint64 l_3071 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3072 = l_3064 >> uint32(31);
const uint64 l_3073 = uint64(l_3072);
const uint64 l_3074 = l_3073 << uint64(63);
const uint64 l_3075 = l_3071 | l_3074;
const double l_3076 = reinterpret_cast<double const&>(l_3075);
const bool l_3077 = l_3076 <= l_3018;
if (l_3077) {
const uint32 l_3078 = reinterpret_cast<uint32 const&>(l_3024);
const uint32 l_3079 = l_3078 + uint32(1);
l_mut_195 = l_3079;
const uint32 l_3080 = l_3078 & uint32(2147483647);
const bool l_3081 = l_3080 == uint32(0);
if (l_3081) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3082 = l_3078 & uint32(2147483648);
const bool l_3083 = l_3082 != uint32(0);
if (l_3083) {
const uint32 l_3084 = l_3078 - uint32(1);
l_mut_195 = l_3084;
} else {
const bool l_3085 = l_3078 == uint32(2139095040);
if (l_3085) {
l_mut_195 = l_3078;
}
}
}
const float l_3086 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3087 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3088 = l_3087 & uint32(2147483647);
const float l_3089 = reinterpret_cast<float const&>(l_3088);
const double l_3090 = double(l_3089);
l_mut_41 = l_3090;
const bool l_3091 = l_3088 < uint32(8388608);
if (l_3091) {
const double l_3092 = double(l_3088);
const double l_3093 = l_3092 * double(1.401298464324817e-45);
l_mut_41 = l_3093;
}
const uint64 l_3094 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3095 = l_3087 >> uint32(31);
const uint64 l_3096 = uint64(l_3095);
const uint64 l_3097 = l_3096 << uint64(63);
const uint64 l_3098 = l_3094 | l_3097;
const double l_3099 = reinterpret_cast<double const&>(l_3098);
l_mut_2876 = l_3099;
}
}
}
const double l_3100 = -l_mut_2876;
l_mut_2876 = l_3100;
const bool l_3101 = bool(false) && bool(true);
if (l_3101) {
const double l_3102 = l_3013 + l_3016;
const double l_3103 = l_3102 * double(7.1362384635298e44);
const double l_3104 = floor(l_3103);
const double l_3105 = l_3104 * double(1.401298464324817e-45);
l_mut_41 = l_3105;
const double l_3106 = abs(l_3102);
const bool l_3107 = l_3106 >= double(1.1754943508222875e-38);
if (l_3107) {
const float l_3108 = float(l_3102);
const double l_3109 = double(l_3108);
l_mut_41 = l_3109;
const bool l_3110 = l_mut_41 > l_3102;
if (l_3110) {
const uint32 l_3111 = reinterpret_cast<uint32 const&>(l_3108);
const uint32 l_3112 = l_3111 ^ uint32(2147483648);
const float l_3113 = reinterpret_cast<float const&>(l_3112);
const uint32 l_3114 = reinterpret_cast<uint32 const&>(l_3113);
const uint32 l_3115 = l_3114 + uint32(1);
l_mut_195 = l_3115;
const uint32 l_3116 = l_3114 & uint32(2147483647);
const bool l_3117 = l_3116 == uint32(0);
if (l_3117) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3118 = l_3114 & uint32(2147483648);
const bool l_3119 = l_3118 != uint32(0);
if (l_3119) {
const uint32 l_3120 = l_3114 - uint32(1);
l_mut_195 = l_3120;
} else {
const bool l_3121 = l_3114 == uint32(2139095040);
if (l_3121) {
l_mut_195 = l_3114;
}
}
}
const float l_3122 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3123 = reinterpret_cast<uint32 const&>(l_3122);
const uint32 l_3124 = l_3123 ^ uint32(2147483648);
const float l_3125 = reinterpret_cast<float const&>(l_3124);
const uint32 l_3126 = reinterpret_cast<uint32 const&>(l_3125);
const uint32 l_3127 = l_3126 & uint32(2147483647);
const float l_3128 = reinterpret_cast<float const&>(l_3127);
const double l_3129 = double(l_3128);
l_mut_3130 = l_3129;
const bool l_3131 = l_3127 < uint32(8388608);
if (l_3131) {
const double l_3132 = double(l_3127);
const double l_3133 = l_3132 * double(1.401298464324817e-45);
l_mut_3130 = l_3133;
}
const uint64 l_3134 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3135 = l_3126 >> uint32(31);
const uint64 l_3136 = uint64(l_3135);
const uint64 l_3137 = l_3136 << uint64(63);
const uint64 l_3138 = l_3134 | l_3137;
const double l_3139 = reinterpret_cast<double const&>(l_3138);
l_mut_41 = l_3139;
} else {
const uint32 l_3140 = reinterpret_cast<uint32 const&>(l_3108);
const uint32 l_3141 = l_3140 + uint32(1);
l_mut_195 = l_3141;
const uint32 l_3142 = l_3140 & uint32(2147483647);
const bool l_3143 = l_3142 == uint32(0);
if (l_3143) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3144 = l_3140 & uint32(2147483648);
const bool l_3145 = l_3144 != uint32(0);
if (l_3145) {
const uint32 l_3146 = l_3140 - uint32(1);
l_mut_195 = l_3146;
} else {
const bool l_3147 = l_3140 == uint32(2139095040);
if (l_3147) {
l_mut_195 = l_3140;
}
}
}
const float l_3148 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3149 = reinterpret_cast<uint32 const&>(l_3148);
const uint32 l_3150 = l_3149 & uint32(2147483647);
const float l_3151 = reinterpret_cast<float const&>(l_3150);
const double l_3152 = double(l_3151);
l_mut_3130 = l_3152;
const bool l_3153 = l_3150 < uint32(8388608);
if (l_3153) {
const double l_3154 = double(l_3150);
const double l_3155 = l_3154 * double(1.401298464324817e-45);
l_mut_3130 = l_3155;
}
const uint64 l_3156 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3157 = l_3149 >> uint32(31);
const uint64 l_3158 = uint64(l_3157);
const uint64 l_3159 = l_3158 << uint64(63);
const uint64 l_3160 = l_3156 | l_3159;
const double l_3161 = reinterpret_cast<double const&>(l_3160);
const bool l_3162 = l_3161 <= l_3102;
if (l_3162) {
const uint32 l_3163 = reinterpret_cast<uint32 const&>(l_3108);
const uint32 l_3164 = l_3163 + uint32(1);
l_mut_195 = l_3164;
const uint32 l_3165 = l_3163 & uint32(2147483647);
const bool l_3166 = l_3165 == uint32(0);
if (l_3166) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3167 = l_3163 & uint32(2147483648);
const bool l_3168 = l_3167 != uint32(0);
if (l_3168) {
const uint32 l_3169 = l_3163 - uint32(1);
l_mut_195 = l_3169;
} else {
const bool l_3170 = l_3163 == uint32(2139095040);
if (l_3170) {
l_mut_195 = l_3163;
}
}
}
const float l_3171 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3172 = reinterpret_cast<uint32 const&>(l_3171);
const uint32 l_3173 = l_3172 & uint32(2147483647);
const float l_3174 = reinterpret_cast<float const&>(l_3173);
const double l_3175 = double(l_3174);
l_mut_3130 = l_3175;
const bool l_3176 = l_3173 < uint32(8388608);
if (l_3176) {
const double l_3177 = double(l_3173);
const double l_3178 = l_3177 * double(1.401298464324817e-45);
l_mut_3130 = l_3178;
}
const uint64 l_3179 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3180 = l_3172 >> uint32(31);
const uint64 l_3181 = uint64(l_3180);
const uint64 l_3182 = l_3181 << uint64(63);
const uint64 l_3183 = l_3179 | l_3182;
const double l_3184 = reinterpret_cast<double const&>(l_3183);
l_mut_41 = l_3184;
}
}
}
l_mut_2876 = l_mut_41;
} else {
const double l_3185 = l_3013 - l_3016;
const double l_3186 = -l_3185;
const double l_3187 = l_3186 * double(7.1362384635298e44);
const double l_3188 = floor(l_3187);
const double l_3189 = l_3188 * double(1.401298464324817e-45);
l_mut_3130 = l_3189;
const double l_3190 = abs(l_3186);
const bool l_3191 = l_3190 >= double(1.1754943508222875e-38);
if (l_3191) {
const float l_3192 = float(l_3186);
const double l_3193 = double(l_3192);
l_mut_3130 = l_3193;
const bool l_3194 = l_mut_3130 > l_3186;
if (l_3194) {
const uint32 l_3195 = reinterpret_cast<uint32 const&>(l_3192);
const uint32 l_3196 = l_3195 ^ uint32(2147483648);
const float l_3197 = reinterpret_cast<float const&>(l_3196);
const uint32 l_3198 = reinterpret_cast<uint32 const&>(l_3197);
const uint32 l_3199 = l_3198 + uint32(1);
l_mut_195 = l_3199;
const uint32 l_3200 = l_3198 & uint32(2147483647);
const bool l_3201 = l_3200 == uint32(0);
if (l_3201) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3202 = l_3198 & uint32(2147483648);
const bool l_3203 = l_3202 != uint32(0);
if (l_3203) {
const uint32 l_3204 = l_3198 - uint32(1);
l_mut_195 = l_3204;
} else {
const bool l_3205 = l_3198 == uint32(2139095040);
if (l_3205) {
l_mut_195 = l_3198;
}
}
}
const float l_3206 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3207 = reinterpret_cast<uint32 const&>(l_3206);
const uint32 l_3208 = l_3207 ^ uint32(2147483648);
const float l_3209 = reinterpret_cast<float const&>(l_3208);
const uint32 l_3210 = reinterpret_cast<uint32 const&>(l_3209);
const uint32 l_3211 = l_3210 & uint32(2147483647);
const float l_3212 = reinterpret_cast<float const&>(l_3211);
const double l_3213 = double(l_3212);
l_mut_41 = l_3213;
const bool l_3214 = l_3211 < uint32(8388608);
if (l_3214) {
const double l_3215 = double(l_3211);
const double l_3216 = l_3215 * double(1.401298464324817e-45);
l_mut_41 = l_3216;
}
const uint64 l_3217 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3218 = l_3210 >> uint32(31);
const uint64 l_3219 = uint64(l_3218);
const uint64 l_3220 = l_3219 << uint64(63);
const uint64 l_3221 = l_3217 | l_3220;
const double l_3222 = reinterpret_cast<double const&>(l_3221);
l_mut_3130 = l_3222;
} else {
const uint32 l_3223 = reinterpret_cast<uint32 const&>(l_3192);
const uint32 l_3224 = l_3223 + uint32(1);
l_mut_195 = l_3224;
const uint32 l_3225 = l_3223 & uint32(2147483647);
const bool l_3226 = l_3225 == uint32(0);
if (l_3226) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3227 = l_3223 & uint32(2147483648);
const bool l_3228 = l_3227 != uint32(0);
if (l_3228) {
const uint32 l_3229 = l_3223 - uint32(1);
l_mut_195 = l_3229;
} else {
const bool l_3230 = l_3223 == uint32(2139095040);
if (l_3230) {
l_mut_195 = l_3223;
}
}
}
const float l_3231 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3232 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3233 = l_3232 & uint32(2147483647);
const float l_3234 = reinterpret_cast<float const&>(l_3233);
const double l_3235 = double(l_3234);
l_mut_41 = l_3235;
const bool l_3236 = l_3233 < uint32(8388608);
if (l_3236) {
const double l_3237 = double(l_3233);
const double l_3238 = l_3237 * double(1.401298464324817e-45);
l_mut_41 = l_3238;
}
const uint64 l_3239 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3240 = l_3232 >> uint32(31);
const uint64 l_3241 = uint64(l_3240);
const uint64 l_3242 = l_3241 << uint64(63);
const uint64 l_3243 = l_3239 | l_3242;
const double l_3244 = reinterpret_cast<double const&>(l_3243);
const bool l_3245 = l_3244 <= l_3186;
if (l_3245) {
const uint32 l_3246 = reinterpret_cast<uint32 const&>(l_3192);
const uint32 l_3247 = l_3246 + uint32(1);
l_mut_195 = l_3247;
const uint32 l_3248 = l_3246 & uint32(2147483647);
const bool l_3249 = l_3248 == uint32(0);
if (l_3249) {
l_mut_195 = uint32(1);
} else {
const uint32 l_3250 = l_3246 & uint32(2147483648);
const bool l_3251 = l_3250 != uint32(0);
if (l_3251) {
const uint32 l_3252 = l_3246 - uint32(1);
l_mut_195 = l_3252;
} else {
const bool l_3253 = l_3246 == uint32(2139095040);
if (l_3253) {
l_mut_195 = l_3246;
}
}
}
const float l_3254 = reinterpret_cast<float const&>(l_mut_195);
const uint32 l_3255 = reinterpret_cast<uint32 const&>(l_3254);
const uint32 l_3256 = l_3255 & uint32(2147483647);
const float l_3257 = reinterpret_cast<float const&>(l_3256);
const double l_3258 = double(l_3257);
l_mut_41 = l_3258;
const bool l_3259 = l_3256 < uint32(8388608);
if (l_3259) {
const double l_3260 = double(l_3256);
const double l_3261 = l_3260 * double(1.401298464324817e-45);
l_mut_41 = l_3261;
}
const uint64 l_3262 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_3263 = l_3255 >> uint32(31);
const uint64 l_3264 = uint64(l_3263);
const uint64 l_3265 = l_3264 << uint64(63);
const uint64 l_3266 = l_3262 | l_3265;
const double l_3267 = reinterpret_cast<double const&>(l_3266);
l_mut_3130 = l_3267;
}
}
}
const double l_3268 = -l_mut_3130;
l_mut_2876 = l_3268;
}
l_mut_195 = uint32(0);
const bool l_3269 = l_mut_2620 <= double(0.0);
const bool l_3270 = l_mut_2876 >= double(0.0);
const bool l_3271 = l_3269 && l_3270;
const bool l_3272 = !l_3271;
if (l_3272) {
const double l_3274 = l_mut_43 / l_mut_2620;
const double l_3275 = l_mut_43 / l_mut_2876;
const double l_3276 = l_mut_2366 / l_mut_2620;
const double l_3277 = l_mut_2366 / l_mut_2876;
l_arr_3273[uint32(0)] = l_3274;
l_arr_3273[uint32(1)] = l_3274;
const double l_3278 = l_arr_3273[uint32(0)];
const bool l_3279 = l_3275 < l_3278;
if (l_3279) {
l_arr_3273[uint32(0)] = l_3275;
}
const double l_3280 = l_arr_3273[uint32(0)];
const bool l_3281 = l_3276 < l_3280;
if (l_3281) {
l_arr_3273[uint32(0)] = l_3276;
}
const double l_3282 = l_arr_3273[uint32(0)];
const bool l_3283 = l_3277 < l_3282;
if (l_3283) {
l_arr_3273[uint32(0)] = l_3277;
}
const double l_3284 = l_arr_3273[uint32(1)];
const bool l_3285 = l_3275 > l_3284;
if (l_3285) {
l_arr_3273[uint32(1)] = l_3275;
}
const double l_3286 = l_arr_3273[uint32(1)];
const bool l_3287 = l_3276 > l_3286;
if (l_3287) {
l_arr_3273[uint32(1)] = l_3276;
}
const double l_3288 = l_arr_3273[uint32(1)];
const bool l_3289 = l_3277 > l_3288;
if (l_3289) {
l_arr_3273[uint32(1)] = l_3277;
}
const double l_3290 = l_arr_3273[uint32(0)];
const double l_3291 = abs(l_3290);
const double l_3292 = l_3291 * l_mut_855;
const double l_3293 = l_arr_3273[uint32(1)];
const double l_3294 = abs(l_3293);
const double l_3295 = l_3294 * l_mut_855;
l_mut_195 = uint32(2);
const double l_3296 = l_arr_3273[uint32(0)];
const double l_3297 = l_3296 - l_3292;
const double l_3298 = abs(l_3297);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_3299 = l_3298 >= double(1.1754943508222875e-38);
const bool l_3300 = l_3298 <= double(1.7976931348623157e308);
const bool l_3301 = l_3299 && l_3300;
if (l_3301) {
const uint64 l_3302 = reinterpret_cast<uint64 const&>(l_3298);
const uint64 l_3303 = l_3302 >> uint64(52);
const uint64 l_3304 = l_3303 - uint64(23);
const uint64 l_3305 = l_3304 << uint64(52);
const double l_3306 = reinterpret_cast<double const&>(l_3305);
l_mut_3130 = l_3306;
}
const double l_3307 = l_3296 + l_3292;
const double l_3308 = abs(l_3307);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_3309 = l_3308 >= double(1.1754943508222875e-38);
const bool l_3310 = l_3308 <= double(1.7976931348623157e308);
const bool l_3311 = l_3309 && l_3310;
if (l_3311) {
const uint64 l_3312 = reinterpret_cast<uint64 const&>(l_3308);
const uint64 l_3313 = l_3312 >> uint64(52);
const uint64 l_3314 = l_3313 - uint64(23);
const uint64 l_3315 = l_3314 << uint64(52);
const double l_3316 = reinterpret_cast<double const&>(l_3315);
l_mut_2876 = l_3316;
}
const bool l_3317 = l_mut_3130 == l_mut_2876;
const double l_3318 = l_arr_3273[uint32(1)];
const double l_3319 = l_3318 - l_3295;
const double l_3320 = abs(l_3319);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_3321 = l_3320 >= double(1.1754943508222875e-38);
const bool l_3322 = l_3320 <= double(1.7976931348623157e308);
const bool l_3323 = l_3321 && l_3322;
if (l_3323) {
const uint64 l_3324 = reinterpret_cast<uint64 const&>(l_3320);
const uint64 l_3325 = l_3324 >> uint64(52);
const uint64 l_3326 = l_3325 - uint64(23);
const uint64 l_3327 = l_3326 << uint64(52);
const double l_3328 = reinterpret_cast<double const&>(l_3327);
l_mut_3130 = l_3328;
}
const double l_3329 = l_3318 + l_3295;
const double l_3330 = abs(l_3329);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_3331 = l_3330 >= double(1.1754943508222875e-38);
const bool l_3332 = l_3330 <= double(1.7976931348623157e308);
const bool l_3333 = l_3331 && l_3332;
if (l_3333) {
const uint64 l_3334 = reinterpret_cast<uint64 const&>(l_3330);
const uint64 l_3335 = l_3334 >> uint64(52);
const uint64 l_3336 = l_3335 - uint64(23);
const uint64 l_3337 = l_3336 << uint64(52);
const double l_3338 = reinterpret_cast<double const&>(l_3337);
l_mut_2876 = l_3338;
}
const bool l_3339 = l_mut_3130 == l_mut_2876;
const bool l_3340 = l_3317 && l_3339;
if (l_3340) {
const double l_3341 = l_arr_3273[uint32(0)];
const double l_3342 = l_arr_3273[uint32(0)];
const double l_3343 = abs(l_3342);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_3344 = l_3343 >= double(1.1754943508222875e-38);
const bool l_3345 = l_3343 <= double(1.7976931348623157e308);
const bool l_3346 = l_3344 && l_3345;
if (l_3346) {
const uint64 l_3347 = reinterpret_cast<uint64 const&>(l_3343);
const uint64 l_3348 = l_3347 >> uint64(52);
const uint64 l_3349 = l_3348 - uint64(23);
const uint64 l_3350 = l_3349 << uint64(52);
const double l_3351 = reinterpret_cast<double const&>(l_3350);
l_mut_3130 = l_3351;
}
const double l_3352 = l_171 * l_mut_3130;
const double l_3353 = l_3341 - l_3352;
const double l_3354 = l_arr_3273[uint32(1)];
const double l_3355 = l_arr_3273[uint32(1)];
const double l_3356 = abs(l_3355);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_3357 = l_3356 >= double(1.1754943508222875e-38);
const bool l_3358 = l_3356 <= double(1.7976931348623157e308);
const bool l_3359 = l_3357 && l_3358;
if (l_3359) {
const uint64 l_3360 = reinterpret_cast<uint64 const&>(l_3356);
const uint64 l_3361 = l_3360 >> uint64(52);
const uint64 l_3362 = l_3361 - uint64(23);
const uint64 l_3363 = l_3362 << uint64(52);
const double l_3364 = reinterpret_cast<double const&>(l_3363);
l_mut_3130 = l_3364;
}
const double l_3365 = l_171 * l_mut_3130;
const double l_3366 = l_3354 + l_3365;
const uint32 l_3367 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3368 = l_3367 & uint32(2147483647);
const float l_3369 = reinterpret_cast<float const&>(l_3368);
const double l_3370 = double(l_3369);
l_mut_3130 = l_3370;
const bool l_3371 = l_3368 < uint32(8388608);
if (l_3371) {
const double l_3372 = double(l_3368);
const double l_3373 = l_3372 * double(1.401298464324817e-45);
l_mut_3130 = l_3373;
}
const uint64 l_3374 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3375 = l_3367 >> uint32(31);
const uint64 l_3376 = uint64(l_3375);
const uint64 l_3377 = l_3376 << uint64(63);
const uint64 l_3378 = l_3374 | l_3377;
const double l_3379 = reinterpret_cast<double const&>(l_3378);
const uint32 l_3380 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3381 = l_3380 + uint32(1);
l_mut_3382 = l_3381;
const uint32 l_3383 = l_3380 & uint32(2147483647);
const bool l_3384 = l_3383 == uint32(0);
if (l_3384) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3385 = l_3380 & uint32(2147483648);
const bool l_3386 = l_3385 != uint32(0);
if (l_3386) {
const uint32 l_3387 = l_3380 - uint32(1);
l_mut_3382 = l_3387;
} else {
const bool l_3388 = l_3380 == uint32(2139095040);
if (l_3388) {
l_mut_3382 = l_3380;
}
}
}
const float l_3389 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3390 = reinterpret_cast<uint32 const&>(l_3389);
const uint32 l_3391 = l_3390 & uint32(2147483647);
const float l_3392 = reinterpret_cast<float const&>(l_3391);
const double l_3393 = double(l_3392);
l_mut_3130 = l_3393;
const bool l_3394 = l_3391 < uint32(8388608);
if (l_3394) {
const double l_3395 = double(l_3391);
const double l_3396 = l_3395 * double(1.401298464324817e-45);
l_mut_3130 = l_3396;
}
const uint64 l_3397 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3398 = l_3390 >> uint32(31);
const uint64 l_3399 = uint64(l_3398);
const uint64 l_3400 = l_3399 << uint64(63);
const uint64 l_3401 = l_3397 | l_3400;
const double l_3402 = reinterpret_cast<double const&>(l_3401);
const uint32 l_3403 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3404 = l_3403 ^ uint32(2147483648);
const float l_3405 = reinterpret_cast<float const&>(l_3404);
const uint32 l_3406 = reinterpret_cast<uint32 const&>(l_3405);
const uint32 l_3407 = l_3406 + uint32(1);
l_mut_3382 = l_3407;
const uint32 l_3408 = l_3406 & uint32(2147483647);
const bool l_3409 = l_3408 == uint32(0);
if (l_3409) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3410 = l_3406 & uint32(2147483648);
const bool l_3411 = l_3410 != uint32(0);
if (l_3411) {
const uint32 l_3412 = l_3406 - uint32(1);
l_mut_3382 = l_3412;
} else {
const bool l_3413 = l_3406 == uint32(2139095040);
if (l_3413) {
l_mut_3382 = l_3406;
}
}
}
const float l_3414 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3415 = reinterpret_cast<uint32 const&>(l_3414);
const uint32 l_3416 = l_3415 ^ uint32(2147483648);
const float l_3417 = reinterpret_cast<float const&>(l_3416);
const uint32 l_3418 = reinterpret_cast<uint32 const&>(l_3417);
const uint32 l_3419 = l_3418 & uint32(2147483647);
const float l_3420 = reinterpret_cast<float const&>(l_3419);
const double l_3421 = double(l_3420);
l_mut_3130 = l_3421;
const bool l_3422 = l_3419 < uint32(8388608);
if (l_3422) {
const double l_3423 = double(l_3419);
const double l_3424 = l_3423 * double(1.401298464324817e-45);
l_mut_3130 = l_3424;
}
const uint64 l_3425 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_3426 = l_3418 >> uint32(31);
const uint64 l_3427 = uint64(l_3426);
const uint64 l_3428 = l_3427 << uint64(63);
const uint64 l_3429 = l_3425 | l_3428;
const double l_3430 = reinterpret_cast<double const&>(l_3429);
const double l_3431 = l_3353 + l_3292;
const bool l_3432 = l_3431 <= l_3379;
l_mut_296 = l_3432;
const double l_3433 = l_3353 - l_3292;
const bool l_3434 = l_3433 > l_3379;
l_mut_293 = l_3434;
const double l_3435 = l_3366 - l_3295;
const bool l_3436 = l_3435 >= l_3379;
l_mut_290 = l_3436;
const double l_3437 = l_3366 + l_3295;
const bool l_3438 = l_3437 < l_3379;
l_mut_287 = l_3438;
const double l_3439 = l_3353 + l_3292;
const bool l_3440 = l_3439 < l_3402;
l_mut_296 = l_3440;
const double l_3441 = l_3353 - l_3292;
const bool l_3442 = l_3441 >= l_3402;
l_mut_293 = l_3442;
const double l_3443 = l_3366 - l_3295;
const bool l_3444 = l_3443 > l_3430;
l_mut_290 = l_3444;
const double l_3445 = l_3366 + l_3295;
const bool l_3446 = l_3445 <= l_3430;
l_mut_287 = l_3446;
l_mut_3382 = uint32(2);
const bool l_3447 = l_mut_293 || l_mut_287;
if (l_3447) {
l_mut_3382 = uint32(1);
} else {
const bool l_3448 = l_mut_296 && l_mut_290;
if (l_3448) {
l_mut_3382 = uint32(0);
}
}
const uint32 l_3449 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3450 = l_3449 & uint32(2147483647);
const bool l_3451 = l_3450 == uint32(0);
if (l_3451) {
const double l_3452 = l_3353 + l_3292;
const bool l_3453 = l_3452 < double(1.1754943508222875e-38);
const double l_3454 = l_3366 - l_3295;
const bool l_3455 = l_3454 > double(-1.1754943508222875e-38);
const bool l_3456 = l_3453 && l_3455;
const double l_3457 = l_3353 - l_3292;
const bool l_3458 = l_3457 < double(1.1754943508222875e-38);
const double l_3459 = l_3366 + l_3295;
const bool l_3460 = l_3459 > double(-1.1754943508222875e-38);
const bool l_3461 = l_3458 && l_3460;
if (l_3456) {
l_mut_3382 = uint32(0);
} else {
const bool l_3462 = l_mut_3382 == uint32(1);
const bool l_3463 = l_3461 && l_3462;
if (l_3463) {
l_mut_3382 = uint32(2);
}
}
}
l_mut_195 = l_mut_3382;
}
}
const double l_3464 = l_mut_1351 - l_168;
const double l_3465 = abs(l_3464);
const double l_3466 = l_3465 * double(2.220446049250313e-16);
const double l_3467 = l_2246 + l_3466;
const double l_3468 = l_3464 + l_3467;
const double l_3469 = -l_3468;
const double l_3470 = l_3469 * double(7.1362384635298e44);
const double l_3471 = floor(l_3470);
const double l_3472 = l_3471 * double(1.401298464324817e-45);
l_mut_3130 = l_3472;
const double l_3473 = abs(l_3469);
const bool l_3474 = l_3473 >= double(1.1754943508222875e-38);
if (l_3474) {
const float l_3475 = float(l_3469);
const double l_3476 = double(l_3475);
l_mut_3130 = l_3476;
const bool l_3477 = l_mut_3130 > l_3469;
if (l_3477) {
const uint32 l_3478 = reinterpret_cast<uint32 const&>(l_3475);
const uint32 l_3479 = l_3478 ^ uint32(2147483648);
const float l_3480 = reinterpret_cast<float const&>(l_3479);
const uint32 l_3481 = reinterpret_cast<uint32 const&>(l_3480);
const uint32 l_3482 = l_3481 + uint32(1);
l_mut_3382 = l_3482;
const uint32 l_3483 = l_3481 & uint32(2147483647);
const bool l_3484 = l_3483 == uint32(0);
if (l_3484) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3485 = l_3481 & uint32(2147483648);
const bool l_3486 = l_3485 != uint32(0);
if (l_3486) {
const uint32 l_3487 = l_3481 - uint32(1);
l_mut_3382 = l_3487;
} else {
const bool l_3488 = l_3481 == uint32(2139095040);
if (l_3488) {
l_mut_3382 = l_3481;
}
}
}
const float l_3489 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3490 = reinterpret_cast<uint32 const&>(l_3489);
const uint32 l_3491 = l_3490 ^ uint32(2147483648);
const float l_3492 = reinterpret_cast<float const&>(l_3491);
const uint32 l_3493 = reinterpret_cast<uint32 const&>(l_3492);
const uint32 l_3494 = l_3493 & uint32(2147483647);
const float l_3495 = reinterpret_cast<float const&>(l_3494);
const double l_3496 = double(l_3495);
l_mut_2876 = l_3496;
const bool l_3497 = l_3494 < uint32(8388608);
if (l_3497) {
const double l_3498 = double(l_3494);
const double l_3499 = l_3498 * double(1.401298464324817e-45);
l_mut_2876 = l_3499;
}
const uint64 l_3500 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_3501 = l_3493 >> uint32(31);
const uint64 l_3502 = uint64(l_3501);
const uint64 l_3503 = l_3502 << uint64(63);
const uint64 l_3504 = l_3500 | l_3503;
const double l_3505 = reinterpret_cast<double const&>(l_3504);
l_mut_3130 = l_3505;
} else {
const uint32 l_3506 = reinterpret_cast<uint32 const&>(l_3475);
const uint32 l_3507 = l_3506 + uint32(1);
l_mut_3382 = l_3507;
const uint32 l_3508 = l_3506 & uint32(2147483647);
const bool l_3509 = l_3508 == uint32(0);
if (l_3509) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3510 = l_3506 & uint32(2147483648);
const bool l_3511 = l_3510 != uint32(0);
if (l_3511) {
const uint32 l_3512 = l_3506 - uint32(1);
l_mut_3382 = l_3512;
} else {
const bool l_3513 = l_3506 == uint32(2139095040);
if (l_3513) {
l_mut_3382 = l_3506;
}
}
}
const float l_3514 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3515 = reinterpret_cast<uint32 const&>(l_3514);
const uint32 l_3516 = l_3515 & uint32(2147483647);
const float l_3517 = reinterpret_cast<float const&>(l_3516);
const double l_3518 = double(l_3517);
l_mut_2876 = l_3518;
const bool l_3519 = l_3516 < uint32(8388608);
if (l_3519) {
const double l_3520 = double(l_3516);
const double l_3521 = l_3520 * double(1.401298464324817e-45);
l_mut_2876 = l_3521;
}
const uint64 l_3522 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_3523 = l_3515 >> uint32(31);
const uint64 l_3524 = uint64(l_3523);
const uint64 l_3525 = l_3524 << uint64(63);
const uint64 l_3526 = l_3522 | l_3525;
const double l_3527 = reinterpret_cast<double const&>(l_3526);
const bool l_3528 = l_3527 <= l_3469;
if (l_3528) {
const uint32 l_3529 = reinterpret_cast<uint32 const&>(l_3475);
const uint32 l_3530 = l_3529 + uint32(1);
l_mut_3382 = l_3530;
const uint32 l_3531 = l_3529 & uint32(2147483647);
const bool l_3532 = l_3531 == uint32(0);
if (l_3532) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3533 = l_3529 & uint32(2147483648);
const bool l_3534 = l_3533 != uint32(0);
if (l_3534) {
const uint32 l_3535 = l_3529 - uint32(1);
l_mut_3382 = l_3535;
} else {
const bool l_3536 = l_3529 == uint32(2139095040);
if (l_3536) {
l_mut_3382 = l_3529;
}
}
}
const float l_3537 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3538 = reinterpret_cast<uint32 const&>(l_3537);
const uint32 l_3539 = l_3538 & uint32(2147483647);
const float l_3540 = reinterpret_cast<float const&>(l_3539);
const double l_3541 = double(l_3540);
l_mut_2876 = l_3541;
const bool l_3542 = l_3539 < uint32(8388608);
if (l_3542) {
const double l_3543 = double(l_3539);
const double l_3544 = l_3543 * double(1.401298464324817e-45);
l_mut_2876 = l_3544;
}
const uint64 l_3545 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_3546 = l_3538 >> uint32(31);
const uint64 l_3547 = uint64(l_3546);
const uint64 l_3548 = l_3547 << uint64(63);
const uint64 l_3549 = l_3545 | l_3548;
const double l_3550 = reinterpret_cast<double const&>(l_3549);
l_mut_3130 = l_3550;
}
}
}
const double l_3551 = -l_mut_3130;
l_mut_3130 = l_3551;
const bool l_3552 = bool(true) && bool(false);
if (l_3552) {
const double l_3553 = l_3464 + l_3467;
const double l_3554 = l_3553 * double(7.1362384635298e44);
const double l_3555 = floor(l_3554);
const double l_3556 = l_3555 * double(1.401298464324817e-45);
l_mut_2876 = l_3556;
const double l_3557 = abs(l_3553);
const bool l_3558 = l_3557 >= double(1.1754943508222875e-38);
if (l_3558) {
const float l_3559 = float(l_3553);
const double l_3560 = double(l_3559);
l_mut_2876 = l_3560;
const bool l_3561 = l_mut_2876 > l_3553;
if (l_3561) {
const uint32 l_3562 = reinterpret_cast<uint32 const&>(l_3559);
const uint32 l_3563 = l_3562 ^ uint32(2147483648);
const float l_3564 = reinterpret_cast<float const&>(l_3563);
const uint32 l_3565 = reinterpret_cast<uint32 const&>(l_3564);
const uint32 l_3566 = l_3565 + uint32(1);
l_mut_3382 = l_3566;
const uint32 l_3567 = l_3565 & uint32(2147483647);
const bool l_3568 = l_3567 == uint32(0);
if (l_3568) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3569 = l_3565 & uint32(2147483648);
const bool l_3570 = l_3569 != uint32(0);
if (l_3570) {
const uint32 l_3571 = l_3565 - uint32(1);
l_mut_3382 = l_3571;
} else {
const bool l_3572 = l_3565 == uint32(2139095040);
if (l_3572) {
l_mut_3382 = l_3565;
}
}
}
const float l_3573 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3574 = reinterpret_cast<uint32 const&>(l_3573);
const uint32 l_3575 = l_3574 ^ uint32(2147483648);
const float l_3576 = reinterpret_cast<float const&>(l_3575);
const uint32 l_3577 = reinterpret_cast<uint32 const&>(l_3576);
const uint32 l_3578 = l_3577 & uint32(2147483647);
const float l_3579 = reinterpret_cast<float const&>(l_3578);
const double l_3580 = double(l_3579);
l_mut_2620 = l_3580;
const bool l_3581 = l_3578 < uint32(8388608);
if (l_3581) {
const double l_3582 = double(l_3578);
const double l_3583 = l_3582 * double(1.401298464324817e-45);
l_mut_2620 = l_3583;
}
const uint64 l_3584 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3585 = l_3577 >> uint32(31);
const uint64 l_3586 = uint64(l_3585);
const uint64 l_3587 = l_3586 << uint64(63);
const uint64 l_3588 = l_3584 | l_3587;
const double l_3589 = reinterpret_cast<double const&>(l_3588);
l_mut_2876 = l_3589;
} else {
const uint32 l_3590 = reinterpret_cast<uint32 const&>(l_3559);
const uint32 l_3591 = l_3590 + uint32(1);
l_mut_3382 = l_3591;
const uint32 l_3592 = l_3590 & uint32(2147483647);
const bool l_3593 = l_3592 == uint32(0);
if (l_3593) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3594 = l_3590 & uint32(2147483648);
const bool l_3595 = l_3594 != uint32(0);
if (l_3595) {
const uint32 l_3596 = l_3590 - uint32(1);
l_mut_3382 = l_3596;
} else {
const bool l_3597 = l_3590 == uint32(2139095040);
if (l_3597) {
l_mut_3382 = l_3590;
}
}
}
const float l_3598 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3599 = reinterpret_cast<uint32 const&>(l_3598);
const uint32 l_3600 = l_3599 & uint32(2147483647);
const float l_3601 = reinterpret_cast<float const&>(l_3600);
const double l_3602 = double(l_3601);
l_mut_2620 = l_3602;
const bool l_3603 = l_3600 < uint32(8388608);
if (l_3603) {
const double l_3604 = double(l_3600);
const double l_3605 = l_3604 * double(1.401298464324817e-45);
l_mut_2620 = l_3605;
}
const uint64 l_3606 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3607 = l_3599 >> uint32(31);
const uint64 l_3608 = uint64(l_3607);
const uint64 l_3609 = l_3608 << uint64(63);
const uint64 l_3610 = l_3606 | l_3609;
const double l_3611 = reinterpret_cast<double const&>(l_3610);
const bool l_3612 = l_3611 <= l_3553;
if (l_3612) {
const uint32 l_3613 = reinterpret_cast<uint32 const&>(l_3559);
const uint32 l_3614 = l_3613 + uint32(1);
l_mut_3382 = l_3614;
const uint32 l_3615 = l_3613 & uint32(2147483647);
const bool l_3616 = l_3615 == uint32(0);
if (l_3616) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3617 = l_3613 & uint32(2147483648);
const bool l_3618 = l_3617 != uint32(0);
if (l_3618) {
const uint32 l_3619 = l_3613 - uint32(1);
l_mut_3382 = l_3619;
} else {
const bool l_3620 = l_3613 == uint32(2139095040);
if (l_3620) {
l_mut_3382 = l_3613;
}
}
}
const float l_3621 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3622 = reinterpret_cast<uint32 const&>(l_3621);
const uint32 l_3623 = l_3622 & uint32(2147483647);
const float l_3624 = reinterpret_cast<float const&>(l_3623);
const double l_3625 = double(l_3624);
l_mut_2620 = l_3625;
const bool l_3626 = l_3623 < uint32(8388608);
if (l_3626) {
const double l_3627 = double(l_3623);
const double l_3628 = l_3627 * double(1.401298464324817e-45);
l_mut_2620 = l_3628;
}
const uint64 l_3629 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3630 = l_3622 >> uint32(31);
const uint64 l_3631 = uint64(l_3630);
const uint64 l_3632 = l_3631 << uint64(63);
const uint64 l_3633 = l_3629 | l_3632;
const double l_3634 = reinterpret_cast<double const&>(l_3633);
l_mut_2876 = l_3634;
}
}
}
l_mut_3130 = l_mut_2876;
} else {
const double l_3635 = l_3464 - l_3467;
const double l_3636 = l_3635 * double(7.1362384635298e44);
const double l_3637 = floor(l_3636);
const double l_3638 = l_3637 * double(1.401298464324817e-45);
l_mut_2876 = l_3638;
const double l_3639 = abs(l_3635);
const bool l_3640 = l_3639 >= double(1.1754943508222875e-38);
if (l_3640) {
const float l_3641 = float(l_3635);
const double l_3642 = double(l_3641);
l_mut_2876 = l_3642;
const bool l_3643 = l_mut_2876 > l_3635;
if (l_3643) {
const uint32 l_3644 = reinterpret_cast<uint32 const&>(l_3641);
const uint32 l_3645 = l_3644 ^ uint32(2147483648);
const float l_3646 = reinterpret_cast<float const&>(l_3645);
const uint32 l_3647 = reinterpret_cast<uint32 const&>(l_3646);
const uint32 l_3648 = l_3647 + uint32(1);
l_mut_3382 = l_3648;
const uint32 l_3649 = l_3647 & uint32(2147483647);
const bool l_3650 = l_3649 == uint32(0);
if (l_3650) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3651 = l_3647 & uint32(2147483648);
const bool l_3652 = l_3651 != uint32(0);
if (l_3652) {
const uint32 l_3653 = l_3647 - uint32(1);
l_mut_3382 = l_3653;
} else {
const bool l_3654 = l_3647 == uint32(2139095040);
if (l_3654) {
l_mut_3382 = l_3647;
}
}
}
const float l_3655 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3656 = reinterpret_cast<uint32 const&>(l_3655);
const uint32 l_3657 = l_3656 ^ uint32(2147483648);
const float l_3658 = reinterpret_cast<float const&>(l_3657);
const uint32 l_3659 = reinterpret_cast<uint32 const&>(l_3658);
const uint32 l_3660 = l_3659 & uint32(2147483647);
const float l_3661 = reinterpret_cast<float const&>(l_3660);
const double l_3662 = double(l_3661);
l_mut_2620 = l_3662;
const bool l_3663 = l_3660 < uint32(8388608);
if (l_3663) {
const double l_3664 = double(l_3660);
const double l_3665 = l_3664 * double(1.401298464324817e-45);
l_mut_2620 = l_3665;
}
const uint64 l_3666 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3667 = l_3659 >> uint32(31);
const uint64 l_3668 = uint64(l_3667);
const uint64 l_3669 = l_3668 << uint64(63);
const uint64 l_3670 = l_3666 | l_3669;
const double l_3671 = reinterpret_cast<double const&>(l_3670);
l_mut_2876 = l_3671;
} else {
const uint32 l_3672 = reinterpret_cast<uint32 const&>(l_3641);
const uint32 l_3673 = l_3672 + uint32(1);
l_mut_3382 = l_3673;
const uint32 l_3674 = l_3672 & uint32(2147483647);
const bool l_3675 = l_3674 == uint32(0);
if (l_3675) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3676 = l_3672 & uint32(2147483648);
const bool l_3677 = l_3676 != uint32(0);
if (l_3677) {
const uint32 l_3678 = l_3672 - uint32(1);
l_mut_3382 = l_3678;
} else {
const bool l_3679 = l_3672 == uint32(2139095040);
if (l_3679) {
l_mut_3382 = l_3672;
}
}
}
const float l_3680 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3681 = reinterpret_cast<uint32 const&>(l_3680);
const uint32 l_3682 = l_3681 & uint32(2147483647);
const float l_3683 = reinterpret_cast<float const&>(l_3682);
const double l_3684 = double(l_3683);
l_mut_2620 = l_3684;
const bool l_3685 = l_3682 < uint32(8388608);
if (l_3685) {
const double l_3686 = double(l_3682);
const double l_3687 = l_3686 * double(1.401298464324817e-45);
l_mut_2620 = l_3687;
}
const uint64 l_3688 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3689 = l_3681 >> uint32(31);
const uint64 l_3690 = uint64(l_3689);
const uint64 l_3691 = l_3690 << uint64(63);
const uint64 l_3692 = l_3688 | l_3691;
const double l_3693 = reinterpret_cast<double const&>(l_3692);
const bool l_3694 = l_3693 <= l_3635;
if (l_3694) {
const uint32 l_3695 = reinterpret_cast<uint32 const&>(l_3641);
const uint32 l_3696 = l_3695 + uint32(1);
l_mut_3382 = l_3696;
const uint32 l_3697 = l_3695 & uint32(2147483647);
const bool l_3698 = l_3697 == uint32(0);
if (l_3698) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3699 = l_3695 & uint32(2147483648);
const bool l_3700 = l_3699 != uint32(0);
if (l_3700) {
const uint32 l_3701 = l_3695 - uint32(1);
l_mut_3382 = l_3701;
} else {
const bool l_3702 = l_3695 == uint32(2139095040);
if (l_3702) {
l_mut_3382 = l_3695;
}
}
}
const float l_3703 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3704 = reinterpret_cast<uint32 const&>(l_3703);
const uint32 l_3705 = l_3704 & uint32(2147483647);
const float l_3706 = reinterpret_cast<float const&>(l_3705);
const double l_3707 = double(l_3706);
l_mut_2620 = l_3707;
const bool l_3708 = l_3705 < uint32(8388608);
if (l_3708) {
const double l_3709 = double(l_3705);
const double l_3710 = l_3709 * double(1.401298464324817e-45);
l_mut_2620 = l_3710;
}
const uint64 l_3711 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3712 = l_3704 >> uint32(31);
const uint64 l_3713 = uint64(l_3712);
const uint64 l_3714 = l_3713 << uint64(63);
const uint64 l_3715 = l_3711 | l_3714;
const double l_3716 = reinterpret_cast<double const&>(l_3715);
l_mut_2876 = l_3716;
}
}
}
l_mut_3130 = l_mut_2876;
}
const double l_3717 = l_mut_1351 + l_168;
const double l_3718 = abs(l_3717);
const double l_3719 = l_3718 * double(2.220446049250313e-16);
const double l_3720 = l_2246 + l_3719;
const double l_3721 = l_3717 + l_3720;
const double l_3722 = -l_3721;
const double l_3723 = l_3722 * double(7.1362384635298e44);
const double l_3724 = floor(l_3723);
const double l_3725 = l_3724 * double(1.401298464324817e-45);
l_mut_2876 = l_3725;
const double l_3726 = abs(l_3722);
const bool l_3727 = l_3726 >= double(1.1754943508222875e-38);
if (l_3727) {
const float l_3728 = float(l_3722);
const double l_3729 = double(l_3728);
l_mut_2876 = l_3729;
const bool l_3730 = l_mut_2876 > l_3722;
if (l_3730) {
const uint32 l_3731 = reinterpret_cast<uint32 const&>(l_3728);
const uint32 l_3732 = l_3731 ^ uint32(2147483648);
const float l_3733 = reinterpret_cast<float const&>(l_3732);
const uint32 l_3734 = reinterpret_cast<uint32 const&>(l_3733);
const uint32 l_3735 = l_3734 + uint32(1);
l_mut_3382 = l_3735;
const uint32 l_3736 = l_3734 & uint32(2147483647);
const bool l_3737 = l_3736 == uint32(0);
if (l_3737) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3738 = l_3734 & uint32(2147483648);
const bool l_3739 = l_3738 != uint32(0);
if (l_3739) {
const uint32 l_3740 = l_3734 - uint32(1);
l_mut_3382 = l_3740;
} else {
const bool l_3741 = l_3734 == uint32(2139095040);
if (l_3741) {
l_mut_3382 = l_3734;
}
}
}
const float l_3742 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3743 = reinterpret_cast<uint32 const&>(l_3742);
const uint32 l_3744 = l_3743 ^ uint32(2147483648);
const float l_3745 = reinterpret_cast<float const&>(l_3744);
const uint32 l_3746 = reinterpret_cast<uint32 const&>(l_3745);
const uint32 l_3747 = l_3746 & uint32(2147483647);
const float l_3748 = reinterpret_cast<float const&>(l_3747);
const double l_3749 = double(l_3748);
l_mut_2620 = l_3749;
const bool l_3750 = l_3747 < uint32(8388608);
if (l_3750) {
const double l_3751 = double(l_3747);
const double l_3752 = l_3751 * double(1.401298464324817e-45);
l_mut_2620 = l_3752;
}
const uint64 l_3753 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3754 = l_3746 >> uint32(31);
const uint64 l_3755 = uint64(l_3754);
const uint64 l_3756 = l_3755 << uint64(63);
const uint64 l_3757 = l_3753 | l_3756;
const double l_3758 = reinterpret_cast<double const&>(l_3757);
l_mut_2876 = l_3758;
} else {
const uint32 l_3759 = reinterpret_cast<uint32 const&>(l_3728);
const uint32 l_3760 = l_3759 + uint32(1);
l_mut_3382 = l_3760;
const uint32 l_3761 = l_3759 & uint32(2147483647);
const bool l_3762 = l_3761 == uint32(0);
if (l_3762) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3763 = l_3759 & uint32(2147483648);
const bool l_3764 = l_3763 != uint32(0);
if (l_3764) {
const uint32 l_3765 = l_3759 - uint32(1);
l_mut_3382 = l_3765;
} else {
const bool l_3766 = l_3759 == uint32(2139095040);
if (l_3766) {
l_mut_3382 = l_3759;
}
}
}
const float l_3767 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3768 = reinterpret_cast<uint32 const&>(l_3767);
const uint32 l_3769 = l_3768 & uint32(2147483647);
const float l_3770 = reinterpret_cast<float const&>(l_3769);
const double l_3771 = double(l_3770);
l_mut_2620 = l_3771;
const bool l_3772 = l_3769 < uint32(8388608);
if (l_3772) {
const double l_3773 = double(l_3769);
const double l_3774 = l_3773 * double(1.401298464324817e-45);
l_mut_2620 = l_3774;
}
const uint64 l_3775 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3776 = l_3768 >> uint32(31);
const uint64 l_3777 = uint64(l_3776);
const uint64 l_3778 = l_3777 << uint64(63);
const uint64 l_3779 = l_3775 | l_3778;
const double l_3780 = reinterpret_cast<double const&>(l_3779);
const bool l_3781 = l_3780 <= l_3722;
if (l_3781) {
const uint32 l_3782 = reinterpret_cast<uint32 const&>(l_3728);
const uint32 l_3783 = l_3782 + uint32(1);
l_mut_3382 = l_3783;
const uint32 l_3784 = l_3782 & uint32(2147483647);
const bool l_3785 = l_3784 == uint32(0);
if (l_3785) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3786 = l_3782 & uint32(2147483648);
const bool l_3787 = l_3786 != uint32(0);
if (l_3787) {
const uint32 l_3788 = l_3782 - uint32(1);
l_mut_3382 = l_3788;
} else {
const bool l_3789 = l_3782 == uint32(2139095040);
if (l_3789) {
l_mut_3382 = l_3782;
}
}
}
const float l_3790 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3791 = reinterpret_cast<uint32 const&>(l_3790);
const uint32 l_3792 = l_3791 & uint32(2147483647);
const float l_3793 = reinterpret_cast<float const&>(l_3792);
const double l_3794 = double(l_3793);
l_mut_2620 = l_3794;
const bool l_3795 = l_3792 < uint32(8388608);
if (l_3795) {
const double l_3796 = double(l_3792);
const double l_3797 = l_3796 * double(1.401298464324817e-45);
l_mut_2620 = l_3797;
}
const uint64 l_3798 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_3799 = l_3791 >> uint32(31);
const uint64 l_3800 = uint64(l_3799);
const uint64 l_3801 = l_3800 << uint64(63);
const uint64 l_3802 = l_3798 | l_3801;
const double l_3803 = reinterpret_cast<double const&>(l_3802);
l_mut_2876 = l_3803;
}
}
}
const double l_3804 = -l_mut_2876;
l_mut_2876 = l_3804;
const bool l_3805 = bool(false) && bool(false);
if (l_3805) {
const double l_3806 = l_3717 + l_3720;
const double l_3807 = l_3806 * double(7.1362384635298e44);
const double l_3808 = floor(l_3807);
const double l_3809 = l_3808 * double(1.401298464324817e-45);
l_mut_2620 = l_3809;
const double l_3810 = abs(l_3806);
const bool l_3811 = l_3810 >= double(1.1754943508222875e-38);
if (l_3811) {
const float l_3812 = float(l_3806);
const double l_3813 = double(l_3812);
l_mut_2620 = l_3813;
const bool l_3814 = l_mut_2620 > l_3806;
if (l_3814) {
const uint32 l_3815 = reinterpret_cast<uint32 const&>(l_3812);
const uint32 l_3816 = l_3815 ^ uint32(2147483648);
const float l_3817 = reinterpret_cast<float const&>(l_3816);
const uint32 l_3818 = reinterpret_cast<uint32 const&>(l_3817);
const uint32 l_3819 = l_3818 + uint32(1);
l_mut_3382 = l_3819;
const uint32 l_3820 = l_3818 & uint32(2147483647);
const bool l_3821 = l_3820 == uint32(0);
if (l_3821) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3822 = l_3818 & uint32(2147483648);
const bool l_3823 = l_3822 != uint32(0);
if (l_3823) {
const uint32 l_3824 = l_3818 - uint32(1);
l_mut_3382 = l_3824;
} else {
const bool l_3825 = l_3818 == uint32(2139095040);
if (l_3825) {
l_mut_3382 = l_3818;
}
}
}
const float l_3826 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3827 = reinterpret_cast<uint32 const&>(l_3826);
const uint32 l_3828 = l_3827 ^ uint32(2147483648);
const float l_3829 = reinterpret_cast<float const&>(l_3828);
const uint32 l_3830 = reinterpret_cast<uint32 const&>(l_3829);
const uint32 l_3831 = l_3830 & uint32(2147483647);
const float l_3832 = reinterpret_cast<float const&>(l_3831);
const double l_3833 = double(l_3832);
l_mut_2366 = l_3833;
const bool l_3834 = l_3831 < uint32(8388608);
if (l_3834) {
const double l_3835 = double(l_3831);
const double l_3836 = l_3835 * double(1.401298464324817e-45);
l_mut_2366 = l_3836;
}
const uint64 l_3837 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3838 = l_3830 >> uint32(31);
const uint64 l_3839 = uint64(l_3838);
const uint64 l_3840 = l_3839 << uint64(63);
const uint64 l_3841 = l_3837 | l_3840;
const double l_3842 = reinterpret_cast<double const&>(l_3841);
l_mut_2620 = l_3842;
} else {
const uint32 l_3843 = reinterpret_cast<uint32 const&>(l_3812);
const uint32 l_3844 = l_3843 + uint32(1);
l_mut_3382 = l_3844;
const uint32 l_3845 = l_3843 & uint32(2147483647);
const bool l_3846 = l_3845 == uint32(0);
if (l_3846) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3847 = l_3843 & uint32(2147483648);
const bool l_3848 = l_3847 != uint32(0);
if (l_3848) {
const uint32 l_3849 = l_3843 - uint32(1);
l_mut_3382 = l_3849;
} else {
const bool l_3850 = l_3843 == uint32(2139095040);
if (l_3850) {
l_mut_3382 = l_3843;
}
}
}
const float l_3851 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3852 = reinterpret_cast<uint32 const&>(l_3851);
const uint32 l_3853 = l_3852 & uint32(2147483647);
const float l_3854 = reinterpret_cast<float const&>(l_3853);
const double l_3855 = double(l_3854);
l_mut_2366 = l_3855;
const bool l_3856 = l_3853 < uint32(8388608);
if (l_3856) {
const double l_3857 = double(l_3853);
const double l_3858 = l_3857 * double(1.401298464324817e-45);
l_mut_2366 = l_3858;
}
const uint64 l_3859 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3860 = l_3852 >> uint32(31);
const uint64 l_3861 = uint64(l_3860);
const uint64 l_3862 = l_3861 << uint64(63);
const uint64 l_3863 = l_3859 | l_3862;
const double l_3864 = reinterpret_cast<double const&>(l_3863);
const bool l_3865 = l_3864 <= l_3806;
if (l_3865) {
const uint32 l_3866 = reinterpret_cast<uint32 const&>(l_3812);
const uint32 l_3867 = l_3866 + uint32(1);
l_mut_3382 = l_3867;
const uint32 l_3868 = l_3866 & uint32(2147483647);
const bool l_3869 = l_3868 == uint32(0);
if (l_3869) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3870 = l_3866 & uint32(2147483648);
const bool l_3871 = l_3870 != uint32(0);
if (l_3871) {
const uint32 l_3872 = l_3866 - uint32(1);
l_mut_3382 = l_3872;
} else {
const bool l_3873 = l_3866 == uint32(2139095040);
if (l_3873) {
l_mut_3382 = l_3866;
}
}
}
const float l_3874 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3875 = reinterpret_cast<uint32 const&>(l_3874);
const uint32 l_3876 = l_3875 & uint32(2147483647);
const float l_3877 = reinterpret_cast<float const&>(l_3876);
const double l_3878 = double(l_3877);
l_mut_2366 = l_3878;
const bool l_3879 = l_3876 < uint32(8388608);
if (l_3879) {
const double l_3880 = double(l_3876);
const double l_3881 = l_3880 * double(1.401298464324817e-45);
l_mut_2366 = l_3881;
}
const uint64 l_3882 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3883 = l_3875 >> uint32(31);
const uint64 l_3884 = uint64(l_3883);
const uint64 l_3885 = l_3884 << uint64(63);
const uint64 l_3886 = l_3882 | l_3885;
const double l_3887 = reinterpret_cast<double const&>(l_3886);
l_mut_2620 = l_3887;
}
}
}
l_mut_2876 = l_mut_2620;
} else {
}
const double l_3888 = l_mut_1268 - l_168;
const double l_3889 = abs(l_3888);
const double l_3890 = l_3889 * double(2.220446049250313e-16);
const double l_3891 = l_2248 + l_3890;
const double l_3892 = l_3888 + l_3891;
const double l_3893 = -l_3892;
const double l_3894 = l_3893 * double(7.1362384635298e44);
const double l_3895 = floor(l_3894);
const double l_3896 = l_3895 * double(1.401298464324817e-45);
l_mut_2620 = l_3896;
const double l_3897 = abs(l_3893);
const bool l_3898 = l_3897 >= double(1.1754943508222875e-38);
if (l_3898) {
const float l_3899 = float(l_3893);
const double l_3900 = double(l_3899);
l_mut_2620 = l_3900;
const bool l_3901 = l_mut_2620 > l_3893;
if (l_3901) {
const uint32 l_3902 = reinterpret_cast<uint32 const&>(l_3899);
const uint32 l_3903 = l_3902 ^ uint32(2147483648);
const float l_3904 = reinterpret_cast<float const&>(l_3903);
const uint32 l_3905 = reinterpret_cast<uint32 const&>(l_3904);
const uint32 l_3906 = l_3905 + uint32(1);
l_mut_3382 = l_3906;
const uint32 l_3907 = l_3905 & uint32(2147483647);
const bool l_3908 = l_3907 == uint32(0);
if (l_3908) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3909 = l_3905 & uint32(2147483648);
const bool l_3910 = l_3909 != uint32(0);
if (l_3910) {
const uint32 l_3911 = l_3905 - uint32(1);
l_mut_3382 = l_3911;
} else {
const bool l_3912 = l_3905 == uint32(2139095040);
if (l_3912) {
l_mut_3382 = l_3905;
}
}
}
const float l_3913 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3914 = reinterpret_cast<uint32 const&>(l_3913);
const uint32 l_3915 = l_3914 ^ uint32(2147483648);
const float l_3916 = reinterpret_cast<float const&>(l_3915);
const uint32 l_3917 = reinterpret_cast<uint32 const&>(l_3916);
const uint32 l_3918 = l_3917 & uint32(2147483647);
const float l_3919 = reinterpret_cast<float const&>(l_3918);
const double l_3920 = double(l_3919);
l_mut_2366 = l_3920;
const bool l_3921 = l_3918 < uint32(8388608);
if (l_3921) {
const double l_3922 = double(l_3918);
const double l_3923 = l_3922 * double(1.401298464324817e-45);
l_mut_2366 = l_3923;
}
const uint64 l_3924 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3925 = l_3917 >> uint32(31);
const uint64 l_3926 = uint64(l_3925);
const uint64 l_3927 = l_3926 << uint64(63);
const uint64 l_3928 = l_3924 | l_3927;
const double l_3929 = reinterpret_cast<double const&>(l_3928);
l_mut_2620 = l_3929;
} else {
const uint32 l_3930 = reinterpret_cast<uint32 const&>(l_3899);
const uint32 l_3931 = l_3930 + uint32(1);
l_mut_3382 = l_3931;
const uint32 l_3932 = l_3930 & uint32(2147483647);
const bool l_3933 = l_3932 == uint32(0);
if (l_3933) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3934 = l_3930 & uint32(2147483648);
const bool l_3935 = l_3934 != uint32(0);
if (l_3935) {
const uint32 l_3936 = l_3930 - uint32(1);
l_mut_3382 = l_3936;
} else {
const bool l_3937 = l_3930 == uint32(2139095040);
if (l_3937) {
l_mut_3382 = l_3930;
}
}
}
const float l_3938 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3939 = reinterpret_cast<uint32 const&>(l_3938);
const uint32 l_3940 = l_3939 & uint32(2147483647);
const float l_3941 = reinterpret_cast<float const&>(l_3940);
const double l_3942 = double(l_3941);
l_mut_2366 = l_3942;
const bool l_3943 = l_3940 < uint32(8388608);
if (l_3943) {
const double l_3944 = double(l_3940);
const double l_3945 = l_3944 * double(1.401298464324817e-45);
l_mut_2366 = l_3945;
}
const uint64 l_3946 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3947 = l_3939 >> uint32(31);
const uint64 l_3948 = uint64(l_3947);
const uint64 l_3949 = l_3948 << uint64(63);
const uint64 l_3950 = l_3946 | l_3949;
const double l_3951 = reinterpret_cast<double const&>(l_3950);
const bool l_3952 = l_3951 <= l_3893;
if (l_3952) {
const uint32 l_3953 = reinterpret_cast<uint32 const&>(l_3899);
const uint32 l_3954 = l_3953 + uint32(1);
l_mut_3382 = l_3954;
const uint32 l_3955 = l_3953 & uint32(2147483647);
const bool l_3956 = l_3955 == uint32(0);
if (l_3956) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3957 = l_3953 & uint32(2147483648);
const bool l_3958 = l_3957 != uint32(0);
if (l_3958) {
const uint32 l_3959 = l_3953 - uint32(1);
l_mut_3382 = l_3959;
} else {
const bool l_3960 = l_3953 == uint32(2139095040);
if (l_3960) {
l_mut_3382 = l_3953;
}
}
}
const float l_3961 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3962 = reinterpret_cast<uint32 const&>(l_3961);
const uint32 l_3963 = l_3962 & uint32(2147483647);
const float l_3964 = reinterpret_cast<float const&>(l_3963);
const double l_3965 = double(l_3964);
l_mut_2366 = l_3965;
const bool l_3966 = l_3963 < uint32(8388608);
if (l_3966) {
const double l_3967 = double(l_3963);
const double l_3968 = l_3967 * double(1.401298464324817e-45);
l_mut_2366 = l_3968;
}
const uint64 l_3969 = reinterpret_cast<uint64 const&>(l_mut_2366);
const uint32 l_3970 = l_3962 >> uint32(31);
const uint64 l_3971 = uint64(l_3970);
const uint64 l_3972 = l_3971 << uint64(63);
const uint64 l_3973 = l_3969 | l_3972;
const double l_3974 = reinterpret_cast<double const&>(l_3973);
l_mut_2620 = l_3974;
}
}
}
const double l_3975 = -l_mut_2620;
l_mut_2620 = l_3975;
const bool l_3976 = bool(true) && bool(false);
if (l_3976) {
const double l_3977 = l_3888 + l_3891;
const double l_3978 = l_3977 * double(7.1362384635298e44);
const double l_3979 = floor(l_3978);
const double l_3980 = l_3979 * double(1.401298464324817e-45);
l_mut_2366 = l_3980;
const double l_3981 = abs(l_3977);
const bool l_3982 = l_3981 >= double(1.1754943508222875e-38);
if (l_3982) {
const float l_3983 = float(l_3977);
const double l_3984 = double(l_3983);
l_mut_2366 = l_3984;
const bool l_3985 = l_mut_2366 > l_3977;
if (l_3985) {
const uint32 l_3986 = reinterpret_cast<uint32 const&>(l_3983);
const uint32 l_3987 = l_3986 ^ uint32(2147483648);
const float l_3988 = reinterpret_cast<float const&>(l_3987);
const uint32 l_3989 = reinterpret_cast<uint32 const&>(l_3988);
const uint32 l_3990 = l_3989 + uint32(1);
l_mut_3382 = l_3990;
const uint32 l_3991 = l_3989 & uint32(2147483647);
const bool l_3992 = l_3991 == uint32(0);
if (l_3992) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_3993 = l_3989 & uint32(2147483648);
const bool l_3994 = l_3993 != uint32(0);
if (l_3994) {
const uint32 l_3995 = l_3989 - uint32(1);
l_mut_3382 = l_3995;
} else {
const bool l_3996 = l_3989 == uint32(2139095040);
if (l_3996) {
l_mut_3382 = l_3989;
}
}
}
const float l_3997 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_3998 = reinterpret_cast<uint32 const&>(l_3997);
const uint32 l_3999 = l_3998 ^ uint32(2147483648);
const float l_4000 = reinterpret_cast<float const&>(l_3999);
const uint32 l_4001 = reinterpret_cast<uint32 const&>(l_4000);
const uint32 l_4002 = l_4001 & uint32(2147483647);
const float l_4003 = reinterpret_cast<float const&>(l_4002);
const double l_4004 = double(l_4003);
l_mut_43 = l_4004;
const bool l_4005 = l_4002 < uint32(8388608);
if (l_4005) {
const double l_4006 = double(l_4002);
const double l_4007 = l_4006 * double(1.401298464324817e-45);
l_mut_43 = l_4007;
}
const uint64 l_4008 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4009 = l_4001 >> uint32(31);
const uint64 l_4010 = uint64(l_4009);
const uint64 l_4011 = l_4010 << uint64(63);
const uint64 l_4012 = l_4008 | l_4011;
const double l_4013 = reinterpret_cast<double const&>(l_4012);
l_mut_2366 = l_4013;
} else {
const uint32 l_4014 = reinterpret_cast<uint32 const&>(l_3983);
const uint32 l_4015 = l_4014 + uint32(1);
l_mut_3382 = l_4015;
const uint32 l_4016 = l_4014 & uint32(2147483647);
const bool l_4017 = l_4016 == uint32(0);
if (l_4017) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4018 = l_4014 & uint32(2147483648);
const bool l_4019 = l_4018 != uint32(0);
if (l_4019) {
const uint32 l_4020 = l_4014 - uint32(1);
l_mut_3382 = l_4020;
} else {
const bool l_4021 = l_4014 == uint32(2139095040);
if (l_4021) {
l_mut_3382 = l_4014;
}
}
}
const float l_4022 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4023 = reinterpret_cast<uint32 const&>(l_4022);
const uint32 l_4024 = l_4023 & uint32(2147483647);
const float l_4025 = reinterpret_cast<float const&>(l_4024);
const double l_4026 = double(l_4025);
l_mut_43 = l_4026;
const bool l_4027 = l_4024 < uint32(8388608);
if (l_4027) {
const double l_4028 = double(l_4024);
const double l_4029 = l_4028 * double(1.401298464324817e-45);
l_mut_43 = l_4029;
}
const uint64 l_4030 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4031 = l_4023 >> uint32(31);
const uint64 l_4032 = uint64(l_4031);
const uint64 l_4033 = l_4032 << uint64(63);
const uint64 l_4034 = l_4030 | l_4033;
const double l_4035 = reinterpret_cast<double const&>(l_4034);
const bool l_4036 = l_4035 <= l_3977;
if (l_4036) {
const uint32 l_4037 = reinterpret_cast<uint32 const&>(l_3983);
const uint32 l_4038 = l_4037 + uint32(1);
l_mut_3382 = l_4038;
const uint32 l_4039 = l_4037 & uint32(2147483647);
const bool l_4040 = l_4039 == uint32(0);
if (l_4040) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4041 = l_4037 & uint32(2147483648);
const bool l_4042 = l_4041 != uint32(0);
if (l_4042) {
const uint32 l_4043 = l_4037 - uint32(1);
l_mut_3382 = l_4043;
} else {
const bool l_4044 = l_4037 == uint32(2139095040);
if (l_4044) {
l_mut_3382 = l_4037;
}
}
}
const float l_4045 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4046 = reinterpret_cast<uint32 const&>(l_4045);
const uint32 l_4047 = l_4046 & uint32(2147483647);
const float l_4048 = reinterpret_cast<float const&>(l_4047);
const double l_4049 = double(l_4048);
l_mut_43 = l_4049;
const bool l_4050 = l_4047 < uint32(8388608);
if (l_4050) {
const double l_4051 = double(l_4047);
const double l_4052 = l_4051 * double(1.401298464324817e-45);
l_mut_43 = l_4052;
}
const uint64 l_4053 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4054 = l_4046 >> uint32(31);
const uint64 l_4055 = uint64(l_4054);
const uint64 l_4056 = l_4055 << uint64(63);
const uint64 l_4057 = l_4053 | l_4056;
const double l_4058 = reinterpret_cast<double const&>(l_4057);
l_mut_2366 = l_4058;
}
}
}
l_mut_2620 = l_mut_2366;
} else {
const double l_4059 = l_3888 - l_3891;
const double l_4060 = l_4059 * double(7.1362384635298e44);
const double l_4061 = floor(l_4060);
const double l_4062 = l_4061 * double(1.401298464324817e-45);
l_mut_2366 = l_4062;
const double l_4063 = abs(l_4059);
const bool l_4064 = l_4063 >= double(1.1754943508222875e-38);
if (l_4064) {
const float l_4065 = float(l_4059);
const double l_4066 = double(l_4065);
l_mut_2366 = l_4066;
const bool l_4067 = l_mut_2366 > l_4059;
if (l_4067) {
const uint32 l_4068 = reinterpret_cast<uint32 const&>(l_4065);
const uint32 l_4069 = l_4068 ^ uint32(2147483648);
const float l_4070 = reinterpret_cast<float const&>(l_4069);
const uint32 l_4071 = reinterpret_cast<uint32 const&>(l_4070);
const uint32 l_4072 = l_4071 + uint32(1);
l_mut_3382 = l_4072;
const uint32 l_4073 = l_4071 & uint32(2147483647);
const bool l_4074 = l_4073 == uint32(0);
if (l_4074) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4075 = l_4071 & uint32(2147483648);
const bool l_4076 = l_4075 != uint32(0);
if (l_4076) {
const uint32 l_4077 = l_4071 - uint32(1);
l_mut_3382 = l_4077;
} else {
const bool l_4078 = l_4071 == uint32(2139095040);
if (l_4078) {
l_mut_3382 = l_4071;
}
}
}
const float l_4079 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4080 = reinterpret_cast<uint32 const&>(l_4079);
const uint32 l_4081 = l_4080 ^ uint32(2147483648);
const float l_4082 = reinterpret_cast<float const&>(l_4081);
const uint32 l_4083 = reinterpret_cast<uint32 const&>(l_4082);
const uint32 l_4084 = l_4083 & uint32(2147483647);
const float l_4085 = reinterpret_cast<float const&>(l_4084);
const double l_4086 = double(l_4085);
l_mut_43 = l_4086;
const bool l_4087 = l_4084 < uint32(8388608);
if (l_4087) {
const double l_4088 = double(l_4084);
const double l_4089 = l_4088 * double(1.401298464324817e-45);
l_mut_43 = l_4089;
}
const uint64 l_4090 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4091 = l_4083 >> uint32(31);
const uint64 l_4092 = uint64(l_4091);
const uint64 l_4093 = l_4092 << uint64(63);
const uint64 l_4094 = l_4090 | l_4093;
const double l_4095 = reinterpret_cast<double const&>(l_4094);
l_mut_2366 = l_4095;
} else {
const uint32 l_4096 = reinterpret_cast<uint32 const&>(l_4065);
const uint32 l_4097 = l_4096 + uint32(1);
l_mut_3382 = l_4097;
const uint32 l_4098 = l_4096 & uint32(2147483647);
const bool l_4099 = l_4098 == uint32(0);
if (l_4099) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4100 = l_4096 & uint32(2147483648);
const bool l_4101 = l_4100 != uint32(0);
if (l_4101) {
const uint32 l_4102 = l_4096 - uint32(1);
l_mut_3382 = l_4102;
} else {
const bool l_4103 = l_4096 == uint32(2139095040);
if (l_4103) {
l_mut_3382 = l_4096;
}
}
}
const float l_4104 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4105 = reinterpret_cast<uint32 const&>(l_4104);
const uint32 l_4106 = l_4105 & uint32(2147483647);
const float l_4107 = reinterpret_cast<float const&>(l_4106);
const double l_4108 = double(l_4107);
l_mut_43 = l_4108;
const bool l_4109 = l_4106 < uint32(8388608);
if (l_4109) {
const double l_4110 = double(l_4106);
const double l_4111 = l_4110 * double(1.401298464324817e-45);
l_mut_43 = l_4111;
}
const uint64 l_4112 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4113 = l_4105 >> uint32(31);
const uint64 l_4114 = uint64(l_4113);
const uint64 l_4115 = l_4114 << uint64(63);
const uint64 l_4116 = l_4112 | l_4115;
const double l_4117 = reinterpret_cast<double const&>(l_4116);
const bool l_4118 = l_4117 <= l_4059;
if (l_4118) {
const uint32 l_4119 = reinterpret_cast<uint32 const&>(l_4065);
const uint32 l_4120 = l_4119 + uint32(1);
l_mut_3382 = l_4120;
const uint32 l_4121 = l_4119 & uint32(2147483647);
const bool l_4122 = l_4121 == uint32(0);
if (l_4122) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4123 = l_4119 & uint32(2147483648);
const bool l_4124 = l_4123 != uint32(0);
if (l_4124) {
const uint32 l_4125 = l_4119 - uint32(1);
l_mut_3382 = l_4125;
} else {
const bool l_4126 = l_4119 == uint32(2139095040);
if (l_4126) {
l_mut_3382 = l_4119;
}
}
}
const float l_4127 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4128 = reinterpret_cast<uint32 const&>(l_4127);
const uint32 l_4129 = l_4128 & uint32(2147483647);
const float l_4130 = reinterpret_cast<float const&>(l_4129);
const double l_4131 = double(l_4130);
l_mut_43 = l_4131;
const bool l_4132 = l_4129 < uint32(8388608);
if (l_4132) {
const double l_4133 = double(l_4129);
const double l_4134 = l_4133 * double(1.401298464324817e-45);
l_mut_43 = l_4134;
}
const uint64 l_4135 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4136 = l_4128 >> uint32(31);
const uint64 l_4137 = uint64(l_4136);
const uint64 l_4138 = l_4137 << uint64(63);
const uint64 l_4139 = l_4135 | l_4138;
const double l_4140 = reinterpret_cast<double const&>(l_4139);
l_mut_2366 = l_4140;
}
}
}
l_mut_2620 = l_mut_2366;
}
const double l_4141 = l_mut_1268 + l_168;
const double l_4142 = abs(l_4141);
const double l_4143 = l_4142 * double(2.220446049250313e-16);
const double l_4144 = l_2248 + l_4143;
const double l_4145 = l_4141 + l_4144;
const double l_4146 = -l_4145;
const double l_4147 = l_4146 * double(7.1362384635298e44);
const double l_4148 = floor(l_4147);
const double l_4149 = l_4148 * double(1.401298464324817e-45);
l_mut_2366 = l_4149;
const double l_4150 = abs(l_4146);
const bool l_4151 = l_4150 >= double(1.1754943508222875e-38);
if (l_4151) {
const float l_4152 = float(l_4146);
const double l_4153 = double(l_4152);
l_mut_2366 = l_4153;
const bool l_4154 = l_mut_2366 > l_4146;
if (l_4154) {
const uint32 l_4155 = reinterpret_cast<uint32 const&>(l_4152);
const uint32 l_4156 = l_4155 ^ uint32(2147483648);
const float l_4157 = reinterpret_cast<float const&>(l_4156);
const uint32 l_4158 = reinterpret_cast<uint32 const&>(l_4157);
const uint32 l_4159 = l_4158 + uint32(1);
l_mut_3382 = l_4159;
const uint32 l_4160 = l_4158 & uint32(2147483647);
const bool l_4161 = l_4160 == uint32(0);
if (l_4161) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4162 = l_4158 & uint32(2147483648);
const bool l_4163 = l_4162 != uint32(0);
if (l_4163) {
const uint32 l_4164 = l_4158 - uint32(1);
l_mut_3382 = l_4164;
} else {
const bool l_4165 = l_4158 == uint32(2139095040);
if (l_4165) {
l_mut_3382 = l_4158;
}
}
}
const float l_4166 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4167 = reinterpret_cast<uint32 const&>(l_4166);
const uint32 l_4168 = l_4167 ^ uint32(2147483648);
const float l_4169 = reinterpret_cast<float const&>(l_4168);
const uint32 l_4170 = reinterpret_cast<uint32 const&>(l_4169);
const uint32 l_4171 = l_4170 & uint32(2147483647);
const float l_4172 = reinterpret_cast<float const&>(l_4171);
const double l_4173 = double(l_4172);
l_mut_43 = l_4173;
const bool l_4174 = l_4171 < uint32(8388608);
if (l_4174) {
const double l_4175 = double(l_4171);
const double l_4176 = l_4175 * double(1.401298464324817e-45);
l_mut_43 = l_4176;
}
const uint64 l_4177 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4178 = l_4170 >> uint32(31);
const uint64 l_4179 = uint64(l_4178);
const uint64 l_4180 = l_4179 << uint64(63);
const uint64 l_4181 = l_4177 | l_4180;
const double l_4182 = reinterpret_cast<double const&>(l_4181);
l_mut_2366 = l_4182;
} else {
const uint32 l_4183 = reinterpret_cast<uint32 const&>(l_4152);
const uint32 l_4184 = l_4183 + uint32(1);
l_mut_3382 = l_4184;
const uint32 l_4185 = l_4183 & uint32(2147483647);
const bool l_4186 = l_4185 == uint32(0);
if (l_4186) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4187 = l_4183 & uint32(2147483648);
const bool l_4188 = l_4187 != uint32(0);
if (l_4188) {
const uint32 l_4189 = l_4183 - uint32(1);
l_mut_3382 = l_4189;
} else {
const bool l_4190 = l_4183 == uint32(2139095040);
if (l_4190) {
l_mut_3382 = l_4183;
}
}
}
const float l_4191 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4192 = reinterpret_cast<uint32 const&>(l_4191);
const uint32 l_4193 = l_4192 & uint32(2147483647);
const float l_4194 = reinterpret_cast<float const&>(l_4193);
const double l_4195 = double(l_4194);
l_mut_43 = l_4195;
const bool l_4196 = l_4193 < uint32(8388608);
if (l_4196) {
const double l_4197 = double(l_4193);
const double l_4198 = l_4197 * double(1.401298464324817e-45);
l_mut_43 = l_4198;
}
const uint64 l_4199 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4200 = l_4192 >> uint32(31);
const uint64 l_4201 = uint64(l_4200);
const uint64 l_4202 = l_4201 << uint64(63);
const uint64 l_4203 = l_4199 | l_4202;
const double l_4204 = reinterpret_cast<double const&>(l_4203);
const bool l_4205 = l_4204 <= l_4146;
if (l_4205) {
const uint32 l_4206 = reinterpret_cast<uint32 const&>(l_4152);
const uint32 l_4207 = l_4206 + uint32(1);
l_mut_3382 = l_4207;
const uint32 l_4208 = l_4206 & uint32(2147483647);
const bool l_4209 = l_4208 == uint32(0);
if (l_4209) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4210 = l_4206 & uint32(2147483648);
const bool l_4211 = l_4210 != uint32(0);
if (l_4211) {
const uint32 l_4212 = l_4206 - uint32(1);
l_mut_3382 = l_4212;
} else {
const bool l_4213 = l_4206 == uint32(2139095040);
if (l_4213) {
l_mut_3382 = l_4206;
}
}
}
const float l_4214 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4215 = reinterpret_cast<uint32 const&>(l_4214);
const uint32 l_4216 = l_4215 & uint32(2147483647);
const float l_4217 = reinterpret_cast<float const&>(l_4216);
const double l_4218 = double(l_4217);
l_mut_43 = l_4218;
const bool l_4219 = l_4216 < uint32(8388608);
if (l_4219) {
const double l_4220 = double(l_4216);
const double l_4221 = l_4220 * double(1.401298464324817e-45);
l_mut_43 = l_4221;
}
const uint64 l_4222 = reinterpret_cast<uint64 const&>(l_mut_43);
const uint32 l_4223 = l_4215 >> uint32(31);
const uint64 l_4224 = uint64(l_4223);
const uint64 l_4225 = l_4224 << uint64(63);
const uint64 l_4226 = l_4222 | l_4225;
const double l_4227 = reinterpret_cast<double const&>(l_4226);
l_mut_2366 = l_4227;
}
}
}
const double l_4228 = -l_mut_2366;
l_mut_2366 = l_4228;
const bool l_4229 = bool(false) && bool(false);
if (l_4229) {
const double l_4230 = l_4141 + l_4144;
const double l_4231 = l_4230 * double(7.1362384635298e44);
const double l_4232 = floor(l_4231);
const double l_4233 = l_4232 * double(1.401298464324817e-45);
l_mut_43 = l_4233;
const double l_4234 = abs(l_4230);
const bool l_4235 = l_4234 >= double(1.1754943508222875e-38);
if (l_4235) {
const float l_4236 = float(l_4230);
const double l_4237 = double(l_4236);
l_mut_43 = l_4237;
const bool l_4238 = l_mut_43 > l_4230;
if (l_4238) {
const uint32 l_4239 = reinterpret_cast<uint32 const&>(l_4236);
const uint32 l_4240 = l_4239 ^ uint32(2147483648);
const float l_4241 = reinterpret_cast<float const&>(l_4240);
const uint32 l_4242 = reinterpret_cast<uint32 const&>(l_4241);
const uint32 l_4243 = l_4242 + uint32(1);
l_mut_3382 = l_4243;
const uint32 l_4244 = l_4242 & uint32(2147483647);
const bool l_4245 = l_4244 == uint32(0);
if (l_4245) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4246 = l_4242 & uint32(2147483648);
const bool l_4247 = l_4246 != uint32(0);
if (l_4247) {
const uint32 l_4248 = l_4242 - uint32(1);
l_mut_3382 = l_4248;
} else {
const bool l_4249 = l_4242 == uint32(2139095040);
if (l_4249) {
l_mut_3382 = l_4242;
}
}
}
const float l_4250 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4251 = reinterpret_cast<uint32 const&>(l_4250);
const uint32 l_4252 = l_4251 ^ uint32(2147483648);
const float l_4253 = reinterpret_cast<float const&>(l_4252);
const uint32 l_4254 = reinterpret_cast<uint32 const&>(l_4253);
const uint32 l_4255 = l_4254 & uint32(2147483647);
const float l_4256 = reinterpret_cast<float const&>(l_4255);
const double l_4257 = double(l_4256);
l_mut_41 = l_4257;
const bool l_4258 = l_4255 < uint32(8388608);
if (l_4258) {
const double l_4259 = double(l_4255);
const double l_4260 = l_4259 * double(1.401298464324817e-45);
l_mut_41 = l_4260;
}
const uint64 l_4261 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4262 = l_4254 >> uint32(31);
const uint64 l_4263 = uint64(l_4262);
const uint64 l_4264 = l_4263 << uint64(63);
const uint64 l_4265 = l_4261 | l_4264;
const double l_4266 = reinterpret_cast<double const&>(l_4265);
l_mut_43 = l_4266;
} else {
const uint32 l_4267 = reinterpret_cast<uint32 const&>(l_4236);
const uint32 l_4268 = l_4267 + uint32(1);
l_mut_3382 = l_4268;
const uint32 l_4269 = l_4267 & uint32(2147483647);
const bool l_4270 = l_4269 == uint32(0);
if (l_4270) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4271 = l_4267 & uint32(2147483648);
const bool l_4272 = l_4271 != uint32(0);
if (l_4272) {
const uint32 l_4273 = l_4267 - uint32(1);
l_mut_3382 = l_4273;
} else {
const bool l_4274 = l_4267 == uint32(2139095040);
if (l_4274) {
l_mut_3382 = l_4267;
}
}
}
const float l_4275 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4276 = reinterpret_cast<uint32 const&>(l_4275);
const uint32 l_4277 = l_4276 & uint32(2147483647);
const float l_4278 = reinterpret_cast<float const&>(l_4277);
const double l_4279 = double(l_4278);
l_mut_41 = l_4279;
const bool l_4280 = l_4277 < uint32(8388608);
if (l_4280) {
const double l_4281 = double(l_4277);
const double l_4282 = l_4281 * double(1.401298464324817e-45);
l_mut_41 = l_4282;
}
const uint64 l_4283 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4284 = l_4276 >> uint32(31);
const uint64 l_4285 = uint64(l_4284);
const uint64 l_4286 = l_4285 << uint64(63);
const uint64 l_4287 = l_4283 | l_4286;
const double l_4288 = reinterpret_cast<double const&>(l_4287);
const bool l_4289 = l_4288 <= l_4230;
if (l_4289) {
const uint32 l_4290 = reinterpret_cast<uint32 const&>(l_4236);
const uint32 l_4291 = l_4290 + uint32(1);
l_mut_3382 = l_4291;
const uint32 l_4292 = l_4290 & uint32(2147483647);
const bool l_4293 = l_4292 == uint32(0);
if (l_4293) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4294 = l_4290 & uint32(2147483648);
const bool l_4295 = l_4294 != uint32(0);
if (l_4295) {
const uint32 l_4296 = l_4290 - uint32(1);
l_mut_3382 = l_4296;
} else {
const bool l_4297 = l_4290 == uint32(2139095040);
if (l_4297) {
l_mut_3382 = l_4290;
}
}
}
const float l_4298 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4299 = reinterpret_cast<uint32 const&>(l_4298);
const uint32 l_4300 = l_4299 & uint32(2147483647);
const float l_4301 = reinterpret_cast<float const&>(l_4300);
const double l_4302 = double(l_4301);
l_mut_41 = l_4302;
const bool l_4303 = l_4300 < uint32(8388608);
if (l_4303) {
const double l_4304 = double(l_4300);
const double l_4305 = l_4304 * double(1.401298464324817e-45);
l_mut_41 = l_4305;
}
const uint64 l_4306 = reinterpret_cast<uint64 const&>(l_mut_41);
const uint32 l_4307 = l_4299 >> uint32(31);
const uint64 l_4308 = uint64(l_4307);
const uint64 l_4309 = l_4308 << uint64(63);
const uint64 l_4310 = l_4306 | l_4309;
const double l_4311 = reinterpret_cast<double const&>(l_4310);
l_mut_43 = l_4311;
}
}
}
l_mut_2366 = l_mut_43;
} else {
}
l_mut_3382 = uint32(0);
const bool l_4312 = l_mut_2620 <= double(0.0);
const bool l_4313 = l_mut_2366 >= double(0.0);
const bool l_4314 = l_4312 && l_4313;
const bool l_4315 = !l_4314;
if (l_4315) {
const double l_4317 = l_mut_3130 / l_mut_2620;
const double l_4318 = l_mut_3130 / l_mut_2366;
const double l_4319 = l_mut_2876 / l_mut_2620;
const double l_4320 = l_mut_2876 / l_mut_2366;
l_arr_4316[uint32(0)] = l_4317;
l_arr_4316[uint32(1)] = l_4317;
const double l_4321 = l_arr_4316[uint32(0)];
const bool l_4322 = l_4318 < l_4321;
if (l_4322) {
l_arr_4316[uint32(0)] = l_4318;
}
const double l_4323 = l_arr_4316[uint32(0)];
const bool l_4324 = l_4319 < l_4323;
if (l_4324) {
l_arr_4316[uint32(0)] = l_4319;
}
const double l_4325 = l_arr_4316[uint32(0)];
const bool l_4326 = l_4320 < l_4325;
if (l_4326) {
l_arr_4316[uint32(0)] = l_4320;
}
const double l_4327 = l_arr_4316[uint32(1)];
const bool l_4328 = l_4318 > l_4327;
if (l_4328) {
l_arr_4316[uint32(1)] = l_4318;
}
const double l_4329 = l_arr_4316[uint32(1)];
const bool l_4330 = l_4319 > l_4329;
if (l_4330) {
l_arr_4316[uint32(1)] = l_4319;
}
const double l_4331 = l_arr_4316[uint32(1)];
const bool l_4332 = l_4320 > l_4331;
if (l_4332) {
l_arr_4316[uint32(1)] = l_4320;
}
const double l_4333 = l_arr_4316[uint32(0)];
const double l_4334 = abs(l_4333);
const double l_4335 = l_4334 * l_mut_855;
const double l_4336 = l_arr_4316[uint32(1)];
const double l_4337 = abs(l_4336);
const double l_4338 = l_4337 * l_mut_855;
l_mut_3382 = uint32(2);
const double l_4339 = l_arr_4316[uint32(0)];
const double l_4340 = l_4339 - l_4335;
const double l_4341 = abs(l_4340);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4342 = l_4341 >= double(1.1754943508222875e-38);
const bool l_4343 = l_4341 <= double(1.7976931348623157e308);
const bool l_4344 = l_4342 && l_4343;
if (l_4344) {
const uint64 l_4345 = reinterpret_cast<uint64 const&>(l_4341);
const uint64 l_4346 = l_4345 >> uint64(52);
const uint64 l_4347 = l_4346 - uint64(23);
const uint64 l_4348 = l_4347 << uint64(52);
const double l_4349 = reinterpret_cast<double const&>(l_4348);
l_mut_3130 = l_4349;
}
const double l_4350 = l_4339 + l_4335;
const double l_4351 = abs(l_4350);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_4352 = l_4351 >= double(1.1754943508222875e-38);
const bool l_4353 = l_4351 <= double(1.7976931348623157e308);
const bool l_4354 = l_4352 && l_4353;
if (l_4354) {
const uint64 l_4355 = reinterpret_cast<uint64 const&>(l_4351);
const uint64 l_4356 = l_4355 >> uint64(52);
const uint64 l_4357 = l_4356 - uint64(23);
const uint64 l_4358 = l_4357 << uint64(52);
const double l_4359 = reinterpret_cast<double const&>(l_4358);
l_mut_2876 = l_4359;
}
const bool l_4360 = l_mut_3130 == l_mut_2876;
const double l_4361 = l_arr_4316[uint32(1)];
const double l_4362 = l_4361 - l_4338;
const double l_4363 = abs(l_4362);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4364 = l_4363 >= double(1.1754943508222875e-38);
const bool l_4365 = l_4363 <= double(1.7976931348623157e308);
const bool l_4366 = l_4364 && l_4365;
if (l_4366) {
const uint64 l_4367 = reinterpret_cast<uint64 const&>(l_4363);
const uint64 l_4368 = l_4367 >> uint64(52);
const uint64 l_4369 = l_4368 - uint64(23);
const uint64 l_4370 = l_4369 << uint64(52);
const double l_4371 = reinterpret_cast<double const&>(l_4370);
l_mut_3130 = l_4371;
}
const double l_4372 = l_4361 + l_4338;
const double l_4373 = abs(l_4372);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_4374 = l_4373 >= double(1.1754943508222875e-38);
const bool l_4375 = l_4373 <= double(1.7976931348623157e308);
const bool l_4376 = l_4374 && l_4375;
if (l_4376) {
const uint64 l_4377 = reinterpret_cast<uint64 const&>(l_4373);
const uint64 l_4378 = l_4377 >> uint64(52);
const uint64 l_4379 = l_4378 - uint64(23);
const uint64 l_4380 = l_4379 << uint64(52);
const double l_4381 = reinterpret_cast<double const&>(l_4380);
l_mut_2876 = l_4381;
}
const bool l_4382 = l_mut_3130 == l_mut_2876;
const bool l_4383 = l_4360 && l_4382;
if (l_4383) {
const double l_4384 = l_arr_4316[uint32(0)];
const double l_4385 = l_arr_4316[uint32(0)];
const double l_4386 = abs(l_4385);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4387 = l_4386 >= double(1.1754943508222875e-38);
const bool l_4388 = l_4386 <= double(1.7976931348623157e308);
const bool l_4389 = l_4387 && l_4388;
if (l_4389) {
const uint64 l_4390 = reinterpret_cast<uint64 const&>(l_4386);
const uint64 l_4391 = l_4390 >> uint64(52);
const uint64 l_4392 = l_4391 - uint64(23);
const uint64 l_4393 = l_4392 << uint64(52);
const double l_4394 = reinterpret_cast<double const&>(l_4393);
l_mut_3130 = l_4394;
}
const double l_4395 = l_171 * l_mut_3130;
const double l_4396 = l_4384 - l_4395;
const double l_4397 = l_arr_4316[uint32(1)];
const double l_4398 = l_arr_4316[uint32(1)];
const double l_4399 = abs(l_4398);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4400 = l_4399 >= double(1.1754943508222875e-38);
const bool l_4401 = l_4399 <= double(1.7976931348623157e308);
const bool l_4402 = l_4400 && l_4401;
if (l_4402) {
const uint64 l_4403 = reinterpret_cast<uint64 const&>(l_4399);
const uint64 l_4404 = l_4403 >> uint64(52);
const uint64 l_4405 = l_4404 - uint64(23);
const uint64 l_4406 = l_4405 << uint64(52);
const double l_4407 = reinterpret_cast<double const&>(l_4406);
l_mut_3130 = l_4407;
}
const double l_4408 = l_171 * l_mut_3130;
const double l_4409 = l_4397 + l_4408;
const uint32 l_4410 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4411 = l_4410 & uint32(2147483647);
const float l_4412 = reinterpret_cast<float const&>(l_4411);
const double l_4413 = double(l_4412);
l_mut_3130 = l_4413;
const bool l_4414 = l_4411 < uint32(8388608);
if (l_4414) {
const double l_4415 = double(l_4411);
const double l_4416 = l_4415 * double(1.401298464324817e-45);
l_mut_3130 = l_4416;
}
const uint64 l_4417 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4418 = l_4410 >> uint32(31);
const uint64 l_4419 = uint64(l_4418);
const uint64 l_4420 = l_4419 << uint64(63);
const uint64 l_4421 = l_4417 | l_4420;
const double l_4422 = reinterpret_cast<double const&>(l_4421);
const uint32 l_4423 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4424 = l_4423 + uint32(1);
l_mut_4425 = l_4424;
const uint32 l_4426 = l_4423 & uint32(2147483647);
const bool l_4427 = l_4426 == uint32(0);
if (l_4427) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_4428 = l_4423 & uint32(2147483648);
const bool l_4429 = l_4428 != uint32(0);
if (l_4429) {
const uint32 l_4430 = l_4423 - uint32(1);
l_mut_4425 = l_4430;
} else {
const bool l_4431 = l_4423 == uint32(2139095040);
if (l_4431) {
l_mut_4425 = l_4423;
}
}
}
const float l_4432 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_4433 = reinterpret_cast<uint32 const&>(l_4432);
const uint32 l_4434 = l_4433 & uint32(2147483647);
const float l_4435 = reinterpret_cast<float const&>(l_4434);
const double l_4436 = double(l_4435);
l_mut_3130 = l_4436;
const bool l_4437 = l_4434 < uint32(8388608);
if (l_4437) {
const double l_4438 = double(l_4434);
const double l_4439 = l_4438 * double(1.401298464324817e-45);
l_mut_3130 = l_4439;
}
const uint64 l_4440 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4441 = l_4433 >> uint32(31);
const uint64 l_4442 = uint64(l_4441);
const uint64 l_4443 = l_4442 << uint64(63);
const uint64 l_4444 = l_4440 | l_4443;
const double l_4445 = reinterpret_cast<double const&>(l_4444);
const uint32 l_4446 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4447 = l_4446 ^ uint32(2147483648);
const float l_4448 = reinterpret_cast<float const&>(l_4447);
const uint32 l_4449 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4450 = l_4449 + uint32(1);
l_mut_4425 = l_4450;
const uint32 l_4451 = l_4449 & uint32(2147483647);
const bool l_4452 = l_4451 == uint32(0);
if (l_4452) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_4453 = l_4449 & uint32(2147483648);
const bool l_4454 = l_4453 != uint32(0);
if (l_4454) {
const uint32 l_4455 = l_4449 - uint32(1);
l_mut_4425 = l_4455;
} else {
const bool l_4456 = l_4449 == uint32(2139095040);
if (l_4456) {
l_mut_4425 = l_4449;
}
}
}
const float l_4457 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_4458 = reinterpret_cast<uint32 const&>(l_4457);
const uint32 l_4459 = l_4458 ^ uint32(2147483648);
const float l_4460 = reinterpret_cast<float const&>(l_4459);
const uint32 l_4461 = reinterpret_cast<uint32 const&>(l_4460);
const uint32 l_4462 = l_4461 & uint32(2147483647);
const float l_4463 = reinterpret_cast<float const&>(l_4462);
const double l_4464 = double(l_4463);
l_mut_3130 = l_4464;
const bool l_4465 = l_4462 < uint32(8388608);
if (l_4465) {
const double l_4466 = double(l_4462);
const double l_4467 = l_4466 * double(1.401298464324817e-45);
l_mut_3130 = l_4467;
}
const uint64 l_4468 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4469 = l_4461 >> uint32(31);
const uint64 l_4470 = uint64(l_4469);
const uint64 l_4471 = l_4470 << uint64(63);
const uint64 l_4472 = l_4468 | l_4471;
const double l_4473 = reinterpret_cast<double const&>(l_4472);
const double l_4474 = l_4396 + l_4335;
const bool l_4475 = l_4474 <= l_4422;
l_mut_296 = l_4475;
const double l_4476 = l_4396 - l_4335;
const bool l_4477 = l_4476 > l_4422;
l_mut_293 = l_4477;
const double l_4478 = l_4409 - l_4338;
const bool l_4479 = l_4478 >= l_4422;
l_mut_290 = l_4479;
const double l_4480 = l_4409 + l_4338;
const bool l_4481 = l_4480 < l_4422;
l_mut_287 = l_4481;
const double l_4482 = l_4396 + l_4335;
const bool l_4483 = l_4482 < l_4445;
l_mut_296 = l_4483;
const double l_4484 = l_4396 - l_4335;
const bool l_4485 = l_4484 >= l_4445;
l_mut_293 = l_4485;
const double l_4486 = l_4409 - l_4338;
const bool l_4487 = l_4486 > l_4473;
l_mut_290 = l_4487;
const double l_4488 = l_4409 + l_4338;
const bool l_4489 = l_4488 <= l_4473;
l_mut_287 = l_4489;
l_mut_4425 = uint32(2);
const bool l_4490 = l_mut_293 || l_mut_287;
if (l_4490) {
l_mut_4425 = uint32(1);
} else {
const bool l_4491 = l_mut_296 && l_mut_290;
if (l_4491) {
l_mut_4425 = uint32(0);
}
}
const uint32 l_4492 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4493 = l_4492 & uint32(2147483647);
const bool l_4494 = l_4493 == uint32(0);
if (l_4494) {
const double l_4495 = l_4396 + l_4335;
const bool l_4496 = l_4495 < double(1.1754943508222875e-38);
const double l_4497 = l_4409 - l_4338;
const bool l_4498 = l_4497 > double(-1.1754943508222875e-38);
const bool l_4499 = l_4496 && l_4498;
const double l_4500 = l_4396 - l_4335;
const bool l_4501 = l_4500 < double(1.1754943508222875e-38);
const double l_4502 = l_4409 + l_4338;
const bool l_4503 = l_4502 > double(-1.1754943508222875e-38);
const bool l_4504 = l_4501 && l_4503;
if (l_4499) {
l_mut_4425 = uint32(0);
} else {
const bool l_4505 = l_mut_4425 == uint32(1);
const bool l_4506 = l_4504 && l_4505;
if (l_4506) {
l_mut_4425 = uint32(2);
}
}
}
l_mut_3382 = l_mut_4425;
}
}
const bool l_4507 = l_mut_195 == uint32(0);
if (l_4507) {
l_mut_236 = uint32(0);
} else {
const bool l_4508 = l_mut_3382 == uint32(1);
if (l_4508) {
l_mut_236 = uint32(1);
}
}
} else {
const double l_4509 = l_mut_1351 - l_168;
const double l_4510 = l_mut_1351 + l_168;
const double l_4511 = l_mut_1268 - l_168;
const double l_4512 = l_mut_1268 + l_168;
const double l_4513 = abs(l_4511);
const bool l_4514 = l_4513 > l_2248;
const double l_4515 = abs(l_4512);
const bool l_4516 = l_4515 > l_2248;
const bool l_4517 = l_4514 && l_4516;
if (l_4517) {
const double l_4518 = l_2246 + l_2248;
const double l_4519 = abs(l_4511);
const double l_4520 = abs(l_4512);
l_mut_3130 = l_4519;
const bool l_4521 = l_4520 < l_4519;
if (l_4521) {
l_mut_3130 = l_4520;
}
const double l_4522 = l_4518 / l_mut_3130;
const double l_4523 = abs(l_4509);
const double l_4524 = abs(l_4510);
l_mut_3130 = l_4523;
const bool l_4525 = l_4524 < l_4523;
if (l_4525) {
l_mut_3130 = l_4524;
}
const double l_4526 = l_2246 / l_mut_3130;
const double l_4527 = l_4522 + l_4526;
l_mut_855 = l_mut_855 + l_4527;
l_mut_4425 = uint32(0);
const bool l_4528 = l_4511 <= double(0.0);
const bool l_4529 = l_4512 >= double(0.0);
const bool l_4530 = l_4528 && l_4529;
const bool l_4531 = !l_4530;
if (l_4531) {
const double l_4533 = l_4509 / l_4511;
const double l_4534 = l_4509 / l_4512;
const double l_4535 = l_4510 / l_4511;
const double l_4536 = l_4510 / l_4512;
l_arr_4532[uint32(0)] = l_4533;
l_arr_4532[uint32(1)] = l_4533;
const double l_4537 = l_arr_4532[uint32(0)];
const bool l_4538 = l_4534 < l_4537;
if (l_4538) {
l_arr_4532[uint32(0)] = l_4534;
}
const double l_4539 = l_arr_4532[uint32(0)];
const bool l_4540 = l_4535 < l_4539;
if (l_4540) {
l_arr_4532[uint32(0)] = l_4535;
}
const double l_4541 = l_arr_4532[uint32(0)];
const bool l_4542 = l_4536 < l_4541;
if (l_4542) {
l_arr_4532[uint32(0)] = l_4536;
}
const double l_4543 = l_arr_4532[uint32(1)];
const bool l_4544 = l_4534 > l_4543;
if (l_4544) {
l_arr_4532[uint32(1)] = l_4534;
}
const double l_4545 = l_arr_4532[uint32(1)];
const bool l_4546 = l_4535 > l_4545;
if (l_4546) {
l_arr_4532[uint32(1)] = l_4535;
}
const double l_4547 = l_arr_4532[uint32(1)];
const bool l_4548 = l_4536 > l_4547;
if (l_4548) {
l_arr_4532[uint32(1)] = l_4536;
}
const double l_4549 = l_arr_4532[uint32(0)];
const double l_4550 = abs(l_4549);
const double l_4551 = l_4550 * l_mut_855;
const double l_4552 = l_arr_4532[uint32(1)];
const double l_4553 = abs(l_4552);
const double l_4554 = l_4553 * l_mut_855;
l_mut_4425 = uint32(2);
const double l_4555 = l_arr_4532[uint32(0)];
const double l_4556 = l_4555 - l_4551;
const double l_4557 = abs(l_4556);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4558 = l_4557 >= double(1.1754943508222875e-38);
const bool l_4559 = l_4557 <= double(1.7976931348623157e308);
const bool l_4560 = l_4558 && l_4559;
if (l_4560) {
const uint64 l_4561 = reinterpret_cast<uint64 const&>(l_4557);
const uint64 l_4562 = l_4561 >> uint64(52);
const uint64 l_4563 = l_4562 - uint64(23);
const uint64 l_4564 = l_4563 << uint64(52);
const double l_4565 = reinterpret_cast<double const&>(l_4564);
l_mut_3130 = l_4565;
}
const double l_4566 = l_4555 + l_4551;
const double l_4567 = abs(l_4566);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_4568 = l_4567 >= double(1.1754943508222875e-38);
const bool l_4569 = l_4567 <= double(1.7976931348623157e308);
const bool l_4570 = l_4568 && l_4569;
if (l_4570) {
const uint64 l_4571 = reinterpret_cast<uint64 const&>(l_4567);
const uint64 l_4572 = l_4571 >> uint64(52);
const uint64 l_4573 = l_4572 - uint64(23);
const uint64 l_4574 = l_4573 << uint64(52);
const double l_4575 = reinterpret_cast<double const&>(l_4574);
l_mut_2876 = l_4575;
}
const bool l_4576 = l_mut_3130 == l_mut_2876;
const double l_4577 = l_arr_4532[uint32(1)];
const double l_4578 = l_4577 - l_4554;
const double l_4579 = abs(l_4578);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4580 = l_4579 >= double(1.1754943508222875e-38);
const bool l_4581 = l_4579 <= double(1.7976931348623157e308);
const bool l_4582 = l_4580 && l_4581;
if (l_4582) {
const uint64 l_4583 = reinterpret_cast<uint64 const&>(l_4579);
const uint64 l_4584 = l_4583 >> uint64(52);
const uint64 l_4585 = l_4584 - uint64(23);
const uint64 l_4586 = l_4585 << uint64(52);
const double l_4587 = reinterpret_cast<double const&>(l_4586);
l_mut_3130 = l_4587;
}
const double l_4588 = l_4577 + l_4554;
const double l_4589 = abs(l_4588);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_4590 = l_4589 >= double(1.1754943508222875e-38);
const bool l_4591 = l_4589 <= double(1.7976931348623157e308);
const bool l_4592 = l_4590 && l_4591;
if (l_4592) {
const uint64 l_4593 = reinterpret_cast<uint64 const&>(l_4589);
const uint64 l_4594 = l_4593 >> uint64(52);
const uint64 l_4595 = l_4594 - uint64(23);
const uint64 l_4596 = l_4595 << uint64(52);
const double l_4597 = reinterpret_cast<double const&>(l_4596);
l_mut_2876 = l_4597;
}
const bool l_4598 = l_mut_3130 == l_mut_2876;
const bool l_4599 = l_4576 && l_4598;
if (l_4599) {
const double l_4600 = l_arr_4532[uint32(0)];
const double l_4601 = l_arr_4532[uint32(0)];
const double l_4602 = abs(l_4601);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4603 = l_4602 >= double(1.1754943508222875e-38);
const bool l_4604 = l_4602 <= double(1.7976931348623157e308);
const bool l_4605 = l_4603 && l_4604;
if (l_4605) {
const uint64 l_4606 = reinterpret_cast<uint64 const&>(l_4602);
const uint64 l_4607 = l_4606 >> uint64(52);
const uint64 l_4608 = l_4607 - uint64(23);
const uint64 l_4609 = l_4608 << uint64(52);
const double l_4610 = reinterpret_cast<double const&>(l_4609);
l_mut_3130 = l_4610;
}
const double l_4611 = l_171 * l_mut_3130;
const double l_4612 = l_4600 - l_4611;
const double l_4613 = l_arr_4532[uint32(1)];
const double l_4614 = l_arr_4532[uint32(1)];
const double l_4615 = abs(l_4614);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4616 = l_4615 >= double(1.1754943508222875e-38);
const bool l_4617 = l_4615 <= double(1.7976931348623157e308);
const bool l_4618 = l_4616 && l_4617;
if (l_4618) {
const uint64 l_4619 = reinterpret_cast<uint64 const&>(l_4615);
const uint64 l_4620 = l_4619 >> uint64(52);
const uint64 l_4621 = l_4620 - uint64(23);
const uint64 l_4622 = l_4621 << uint64(52);
const double l_4623 = reinterpret_cast<double const&>(l_4622);
l_mut_3130 = l_4623;
}
const double l_4624 = l_171 * l_mut_3130;
const double l_4625 = l_4613 + l_4624;
const uint32 l_4626 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4627 = l_4626 & uint32(2147483647);
const float l_4628 = reinterpret_cast<float const&>(l_4627);
const double l_4629 = double(l_4628);
l_mut_3130 = l_4629;
const bool l_4630 = l_4627 < uint32(8388608);
if (l_4630) {
const double l_4631 = double(l_4627);
const double l_4632 = l_4631 * double(1.401298464324817e-45);
l_mut_3130 = l_4632;
}
const uint64 l_4633 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4634 = l_4626 >> uint32(31);
const uint64 l_4635 = uint64(l_4634);
const uint64 l_4636 = l_4635 << uint64(63);
const uint64 l_4637 = l_4633 | l_4636;
const double l_4638 = reinterpret_cast<double const&>(l_4637);
const uint32 l_4639 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4640 = l_4639 + uint32(1);
l_mut_3382 = l_4640;
const uint32 l_4641 = l_4639 & uint32(2147483647);
const bool l_4642 = l_4641 == uint32(0);
if (l_4642) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4643 = l_4639 & uint32(2147483648);
const bool l_4644 = l_4643 != uint32(0);
if (l_4644) {
const uint32 l_4645 = l_4639 - uint32(1);
l_mut_3382 = l_4645;
} else {
const bool l_4646 = l_4639 == uint32(2139095040);
if (l_4646) {
l_mut_3382 = l_4639;
}
}
}
const float l_4647 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4648 = reinterpret_cast<uint32 const&>(l_4647);
const uint32 l_4649 = l_4648 & uint32(2147483647);
const float l_4650 = reinterpret_cast<float const&>(l_4649);
const double l_4651 = double(l_4650);
l_mut_3130 = l_4651;
const bool l_4652 = l_4649 < uint32(8388608);
if (l_4652) {
const double l_4653 = double(l_4649);
const double l_4654 = l_4653 * double(1.401298464324817e-45);
l_mut_3130 = l_4654;
}
const uint64 l_4655 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4656 = l_4648 >> uint32(31);
const uint64 l_4657 = uint64(l_4656);
const uint64 l_4658 = l_4657 << uint64(63);
const uint64 l_4659 = l_4655 | l_4658;
const double l_4660 = reinterpret_cast<double const&>(l_4659);
const uint32 l_4661 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4662 = l_4661 ^ uint32(2147483648);
const float l_4663 = reinterpret_cast<float const&>(l_4662);
const uint32 l_4664 = reinterpret_cast<uint32 const&>(l_4663);
const uint32 l_4665 = l_4664 + uint32(1);
l_mut_3382 = l_4665;
const uint32 l_4666 = l_4664 & uint32(2147483647);
const bool l_4667 = l_4666 == uint32(0);
if (l_4667) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_4668 = l_4664 & uint32(2147483648);
const bool l_4669 = l_4668 != uint32(0);
if (l_4669) {
const uint32 l_4670 = l_4664 - uint32(1);
l_mut_3382 = l_4670;
} else {
const bool l_4671 = l_4664 == uint32(2139095040);
if (l_4671) {
l_mut_3382 = l_4664;
}
}
}
const float l_4672 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_4673 = reinterpret_cast<uint32 const&>(l_4672);
const uint32 l_4674 = l_4673 ^ uint32(2147483648);
const float l_4675 = reinterpret_cast<float const&>(l_4674);
const uint32 l_4676 = reinterpret_cast<uint32 const&>(l_4675);
const uint32 l_4677 = l_4676 & uint32(2147483647);
const float l_4678 = reinterpret_cast<float const&>(l_4677);
const double l_4679 = double(l_4678);
l_mut_3130 = l_4679;
const bool l_4680 = l_4677 < uint32(8388608);
if (l_4680) {
const double l_4681 = double(l_4677);
const double l_4682 = l_4681 * double(1.401298464324817e-45);
l_mut_3130 = l_4682;
}
const uint64 l_4683 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4684 = l_4676 >> uint32(31);
const uint64 l_4685 = uint64(l_4684);
const uint64 l_4686 = l_4685 << uint64(63);
const uint64 l_4687 = l_4683 | l_4686;
const double l_4688 = reinterpret_cast<double const&>(l_4687);
const double l_4689 = l_4612 + l_4551;
const bool l_4690 = l_4689 <= l_4638;
l_mut_296 = l_4690;
const double l_4691 = l_4612 - l_4551;
const bool l_4692 = l_4691 > l_4638;
l_mut_293 = l_4692;
const double l_4693 = l_4625 - l_4554;
const bool l_4694 = l_4693 >= l_4638;
l_mut_290 = l_4694;
const double l_4695 = l_4625 + l_4554;
const bool l_4696 = l_4695 < l_4638;
l_mut_287 = l_4696;
l_mut_3382 = uint32(2);
const bool l_4697 = l_mut_293 || l_mut_287;
if (l_4697) {
l_mut_3382 = uint32(1);
} else {
const bool l_4698 = l_mut_296 && l_mut_290;
if (l_4698) {
l_mut_3382 = uint32(0);
}
}
const uint32 l_4699 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4700 = l_4699 & uint32(2147483647);
const bool l_4701 = l_4700 == uint32(0);
if (l_4701) {
const double l_4702 = l_4612 + l_4551;
const bool l_4703 = l_4702 < double(1.1754943508222875e-38);
const double l_4704 = l_4625 - l_4554;
const bool l_4705 = l_4704 > double(-1.1754943508222875e-38);
const bool l_4706 = l_4703 && l_4705;
const double l_4707 = l_4612 - l_4551;
const bool l_4708 = l_4707 < double(1.1754943508222875e-38);
const double l_4709 = l_4625 + l_4554;
const bool l_4710 = l_4709 > double(-1.1754943508222875e-38);
const bool l_4711 = l_4708 && l_4710;
if (l_4706) {
l_mut_3382 = uint32(0);
} else {
const bool l_4712 = l_mut_3382 == uint32(1);
const bool l_4713 = l_4711 && l_4712;
if (l_4713) {
l_mut_3382 = uint32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
}
l_mut_236 = l_mut_4425;
}
}
l_mut_179 = l_mut_236;
} else {
const bool l_4714 = l_176 <= l_174;
if (l_4714) {
const float l_4715 = float(l_175);
const uint32 l_4716 = reinterpret_cast<uint32 const&>(l_4715);
const uint32 l_4717 = l_4716 & uint32(2147483647);
const float l_4718 = reinterpret_cast<float const&>(l_4717);
const double l_4719 = double(l_4718);
l_mut_3130 = l_4719;
const bool l_4720 = l_4717 < uint32(8388608);
if (l_4720) {
const double l_4721 = double(l_4717);
const double l_4722 = l_4721 * double(1.401298464324817e-45);
l_mut_3130 = l_4722;
}
const uint64 l_4723 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_4724 = l_4716 >> uint32(31);
const uint64 l_4725 = uint64(l_4724);
const uint64 l_4726 = l_4725 << uint64(63);
const uint64 l_4727 = l_4723 | l_4726;
const double l_4728 = reinterpret_cast<double const&>(l_4727);
const double l_4729 = abs(l_4728);
l_mut_3130 = l_4729;
l_mut_4425 = uint32(0);
const bool l_4730 = l_4729 >= double(0.785);
if (l_4730) {
const double l_4731 = l_4729 * double(0.6366197723675814);
const double l_4732 = l_4731 + double(0.5);
const double l_4733 = floor(l_4732);
const double l_4734 = l_4733 * double(1.570796325802803);
const double l_4735 = l_4729 - l_4734;
const double l_4736 = l_4735 * l_20;
const double l_4737 = l_4733 * double(9.920935796805404e-10);
const double l_4738 = l_4736 - l_4737;
l_mut_3130 = l_4738;
const uint32 l_4739 = uint32(l_4733);
l_mut_4425 = l_4739;
}
const uint32 l_4740 = reinterpret_cast<uint32 const&>(l_4715);
const bool l_4741 = l_4740 >= uint32(2147483648);
const double l_4742 = l_mut_3130 * l_mut_3130;
const double l_4743 = l_4742 * double(1.9572941063391263e-20);
const double l_4744 = double(8.22063524662433e-18) - l_4743;
l_mut_2876 = l_4744;
const double l_4745 = l_mut_2876 * l_4742;
const double l_4746 = l_4745 - double(2.8114572543455206e-15);
l_mut_2876 = l_4746;
const double l_4747 = l_mut_2876 * l_4742;
const double l_4748 = l_4747 + double(7.647163731819816e-13);
l_mut_2876 = l_4748;
const double l_4749 = l_mut_2876 * l_4742;
const double l_4750 = l_4749 - double(1.6059043836821613e-10);
l_mut_2876 = l_4750;
const double l_4751 = l_mut_2876 * l_4742;
const double l_4752 = l_4751 + double(2.505210838544172e-8);
l_mut_2876 = l_4752;
const double l_4753 = l_mut_2876 * l_4742;
const double l_4754 = l_4753 - double(2.7557319223985893e-6);
l_mut_2876 = l_4754;
const double l_4755 = l_mut_2876 * l_4742;
const double l_4756 = l_4755 + double(0.0001984126984126984);
l_mut_2876 = l_4756;
const double l_4757 = l_mut_2876 * l_4742;
const double l_4758 = l_4757 - double(0.008333333333333333);
l_mut_2876 = l_4758;
const double l_4759 = l_mut_2876 * l_4742;
const double l_4760 = l_4759 + double(0.16666666666666666);
l_mut_2876 = l_4760;
const double l_4761 = double(0.5) * l_4742;
const double l_4762 = double(1.0) - l_4761;
const double l_4763 = double(0.0) * l_4762;
const double l_4764 = l_mut_3130 * l_4742;
const double l_4765 = l_4764 * l_mut_2876;
const double l_4766 = l_4763 - l_4765;
const double l_4767 = l_mut_3130 + l_4766;
const double l_4768 = l_mut_3130 * l_mut_3130;
const double l_4769 = l_4768 * double(4.110317623312165e-19);
const double l_4770 = l_4769 - double(1.5619206968586225e-16);
l_mut_2876 = l_4770;
const double l_4771 = l_mut_2876 * l_4768;
const double l_4772 = l_4771 + double(4.779477332387385e-14);
l_mut_2876 = l_4772;
const double l_4773 = l_mut_2876 * l_4768;
const double l_4774 = l_4773 - double(1.1470745597729725e-11);
l_mut_2876 = l_4774;
const double l_4775 = l_mut_2876 * l_4768;
const double l_4776 = l_4775 + double(2.08767569878681e-9);
l_mut_2876 = l_4776;
const double l_4777 = l_mut_2876 * l_4768;
const double l_4778 = l_4777 - double(2.755731922398589e-7);
l_mut_2876 = l_4778;
const double l_4779 = l_mut_2876 * l_4768;
const double l_4780 = l_4779 + double(2.48015873015873e-5);
l_mut_2876 = l_4780;
const double l_4781 = l_mut_2876 * l_4768;
const double l_4782 = l_4781 - double(0.001388888888888889);
l_mut_2876 = l_4782;
const double l_4783 = l_mut_2876 * l_4768;
const double l_4784 = l_4783 + double(0.041666666666666664);
l_mut_2876 = l_4784;
const double l_4785 = double(0.5) * l_4768;
const double l_4786 = double(1.0) - l_4785;
const double l_4787 = l_4768 * l_4768;
const double l_4788 = l_4787 * l_mut_2876;
const double l_4789 = double(0.0) * l_mut_3130;
const double l_4790 = l_4788 - l_4789;
const double l_4791 = l_4786 + l_4790;
const uint32 l_4792 = l_mut_4425 & uint32(1);
const bool l_4793 = l_4792 == uint32(1);
l_mut_3130 = l_4767;
const uint32 l_4794 = l_mut_4425 & uint32(2);
const bool l_4795 = l_4794 != uint32(0);
l_mut_296 = l_4795;
const bool l_4796 = uint32(6) == uint32(6);
if (l_4796) {
if (l_4793) {
l_mut_3130 = l_4791;
}
} else {
const bool l_4797 = uint32(6) == uint32(7);
if (l_4797) {
l_mut_3130 = l_4791;
if (l_4793) {
l_mut_3130 = l_4767;
}
const uint32 l_4798 = l_mut_4425 + uint32(1);
const uint32 l_4799 = l_4798 & uint32(2);
const bool l_4800 = l_4799 != uint32(0);
l_mut_296 = l_4800;
} else {
const double l_4801 = l_4767 / l_4791;
l_mut_3130 = l_4801;
if (l_4793) {
const double l_4802 = l_4791 / l_4767;
l_mut_3130 = l_4802;
}
l_mut_296 = l_4793;
}
}
const bool l_4803 = uint32(6) != uint32(7);
const bool l_4804 = l_4803 && l_4741;
if (l_4804) {
const bool l_4805 = !l_mut_296;
l_mut_296 = l_4805;
}
if (l_mut_296) {
const double l_4806 = -l_mut_3130;
l_mut_3130 = l_4806;
}
const float l_4807 = float(l_175);
const uint32 l_4808 = reinterpret_cast<uint32 const&>(l_4807);
const uint32 l_4809 = l_4808 & uint32(2147483647);
const float l_4810 = reinterpret_cast<float const&>(l_4809);
const double l_4811 = double(l_4810);
l_mut_2876 = l_4811;
const bool l_4812 = l_4809 < uint32(8388608);
if (l_4812) {
const double l_4813 = double(l_4809);
const double l_4814 = l_4813 * double(1.401298464324817e-45);
l_mut_2876 = l_4814;
}
const uint64 l_4815 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_4816 = l_4808 >> uint32(31);
const uint64 l_4817 = uint64(l_4816);
const uint64 l_4818 = l_4817 << uint64(63);
const uint64 l_4819 = l_4815 | l_4818;
const double l_4820 = reinterpret_cast<double const&>(l_4819);
const double l_4821 = abs(l_4820);
l_mut_2876 = l_4821;
l_mut_4425 = uint32(0);
const bool l_4822 = l_4821 >= double(0.785);
if (l_4822) {
const double l_4823 = l_4821 * double(0.6366197723675814);
const double l_4824 = l_4823 + double(0.5);
const double l_4825 = floor(l_4824);
const double l_4826 = l_4825 * double(1.570796325802803);
const double l_4827 = l_4821 - l_4826;
const double l_4828 = l_4827 * l_20;
const double l_4829 = l_4825 * double(9.920935796805404e-10);
const double l_4830 = l_4828 - l_4829;
l_mut_2876 = l_4830;
const uint32 l_4831 = uint32(l_4825);
l_mut_4425 = l_4831;
}
const uint32 l_4832 = reinterpret_cast<uint32 const&>(l_4807);
const bool l_4833 = l_4832 >= uint32(2147483648);
const double l_4834 = l_mut_2876 * l_mut_2876;
const double l_4835 = l_4834 * double(1.9572941063391263e-20);
const double l_4836 = double(8.22063524662433e-18) - l_4835;
l_mut_2620 = l_4836;
const double l_4837 = l_mut_2620 * l_4834;
const double l_4838 = l_4837 - double(2.8114572543455206e-15);
l_mut_2620 = l_4838;
const double l_4839 = l_mut_2620 * l_4834;
const double l_4840 = l_4839 + double(7.647163731819816e-13);
l_mut_2620 = l_4840;
const double l_4841 = l_mut_2620 * l_4834;
const double l_4842 = l_4841 - double(1.6059043836821613e-10);
l_mut_2620 = l_4842;
const double l_4843 = l_mut_2620 * l_4834;
const double l_4844 = l_4843 + double(2.505210838544172e-8);
l_mut_2620 = l_4844;
const double l_4845 = l_mut_2620 * l_4834;
const double l_4846 = l_4845 - double(2.7557319223985893e-6);
l_mut_2620 = l_4846;
const double l_4847 = l_mut_2620 * l_4834;
const double l_4848 = l_4847 + double(0.0001984126984126984);
l_mut_2620 = l_4848;
const double l_4849 = l_mut_2620 * l_4834;
const double l_4850 = l_4849 - double(0.008333333333333333);
l_mut_2620 = l_4850;
const double l_4851 = l_mut_2620 * l_4834;
const double l_4852 = l_4851 + double(0.16666666666666666);
l_mut_2620 = l_4852;
const double l_4853 = double(0.5) * l_4834;
const double l_4854 = double(1.0) - l_4853;
const double l_4855 = double(0.0) * l_4854;
const double l_4856 = l_mut_2876 * l_4834;
const double l_4857 = l_4856 * l_mut_2620;
const double l_4858 = l_4855 - l_4857;
const double l_4859 = l_mut_2876 + l_4858;
const double l_4860 = l_mut_2876 * l_mut_2876;
const double l_4861 = l_4860 * double(4.110317623312165e-19);
const double l_4862 = l_4861 - double(1.5619206968586225e-16);
l_mut_2620 = l_4862;
const double l_4863 = l_mut_2620 * l_4860;
const double l_4864 = l_4863 + double(4.779477332387385e-14);
l_mut_2620 = l_4864;
const double l_4865 = l_mut_2620 * l_4860;
const double l_4866 = l_4865 - double(1.1470745597729725e-11);
l_mut_2620 = l_4866;
const double l_4867 = l_mut_2620 * l_4860;
const double l_4868 = l_4867 + double(2.08767569878681e-9);
l_mut_2620 = l_4868;
const double l_4869 = l_mut_2620 * l_4860;
const double l_4870 = l_4869 - double(2.755731922398589e-7);
l_mut_2620 = l_4870;
const double l_4871 = l_mut_2620 * l_4860;
const double l_4872 = l_4871 + double(2.48015873015873e-5);
l_mut_2620 = l_4872;
const double l_4873 = l_mut_2620 * l_4860;
const double l_4874 = l_4873 - double(0.001388888888888889);
l_mut_2620 = l_4874;
const double l_4875 = l_mut_2620 * l_4860;
const double l_4876 = l_4875 + double(0.041666666666666664);
l_mut_2620 = l_4876;
const double l_4877 = double(0.5) * l_4860;
const double l_4878 = double(1.0) - l_4877;
const double l_4879 = l_4860 * l_4860;
const double l_4880 = l_4879 * l_mut_2620;
const double l_4881 = double(0.0) * l_mut_2876;
const double l_4882 = l_4880 - l_4881;
const double l_4883 = l_4878 + l_4882;
const uint32 l_4884 = l_mut_4425 & uint32(1);
const bool l_4885 = l_4884 == uint32(1);
l_mut_2876 = l_4859;
const uint32 l_4886 = l_mut_4425 & uint32(2);
const bool l_4887 = l_4886 != uint32(0);
l_mut_296 = l_4887;
const bool l_4888 = uint32(7) == uint32(6);
if (l_4888) {
if (l_4885) {
l_mut_2876 = l_4883;
}
} else {
const bool l_4889 = uint32(7) == uint32(7);
if (l_4889) {
l_mut_2876 = l_4883;
if (l_4885) {
l_mut_2876 = l_4859;
}
const uint32 l_4890 = l_mut_4425 + uint32(1);
const uint32 l_4891 = l_4890 & uint32(2);
const bool l_4892 = l_4891 != uint32(0);
l_mut_296 = l_4892;
} else {
const double l_4893 = l_4859 / l_4883;
l_mut_2876 = l_4893;
if (l_4885) {
const double l_4894 = l_4883 / l_4859;
l_mut_2876 = l_4894;
}
l_mut_296 = l_4885;
}
}
const bool l_4895 = uint32(7) != uint32(7);
const bool l_4896 = l_4895 && l_4833;
if (l_4896) {
const bool l_4897 = !l_mut_296;
l_mut_296 = l_4897;
}
if (l_mut_296) {
const double l_4898 = -l_mut_2876;
l_mut_2876 = l_4898;
}
const double l_4899 = abs(l_mut_3130);
const double l_4900 = l_4899 * double(1.4551915228366852e-11);
const double l_4901 = abs(l_mut_2876);
const double l_4902 = l_4901 * double(1.4551915228366852e-11);
const double l_4903 = l_mut_3130 - l_168;
const double l_4904 = l_mut_3130 + l_168;
const double l_4905 = l_mut_2876 - l_168;
const double l_4906 = l_mut_2876 + l_168;
l_mut_4425 = uint32(2);
const double l_4907 = abs(l_4905);
const bool l_4908 = l_4907 <= l_4902;
const double l_4909 = abs(l_4906);
const bool l_4910 = l_4909 <= l_4902;
const bool l_4911 = l_4908 || l_4910;
const bool l_4912 = !l_4911;
if (l_4912) {
l_mut_4425 = uint32(0);
const bool l_4913 = l_4905 <= double(0.0);
const bool l_4914 = l_4906 >= double(0.0);
const bool l_4915 = l_4913 && l_4914;
const bool l_4916 = !l_4915;
if (l_4916) {
const double l_4917 = abs(l_4905);
const double l_4918 = abs(l_4906);
l_mut_3130 = l_4917;
const bool l_4919 = l_4918 < l_4917;
if (l_4919) {
l_mut_3130 = l_4918;
}
const double l_4920 = l_4902 / l_mut_3130;
const double l_4921 = l_4920 + double(1.4551915228366852e-11);
const double l_4922 = double(1.0) / l_4906;
const double l_4923 = double(1.0) / l_4905;
const double l_4924 = abs(l_4922);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4925 = l_4924 >= double(1.1754943508222875e-38);
const bool l_4926 = l_4924 <= double(1.7976931348623157e308);
const bool l_4927 = l_4925 && l_4926;
if (l_4927) {
const uint64 l_4928 = reinterpret_cast<uint64 const&>(l_4924);
const uint64 l_4929 = l_4928 >> uint64(52);
const uint64 l_4930 = l_4929 - uint64(23);
const uint64 l_4931 = l_4930 << uint64(52);
const double l_4932 = reinterpret_cast<double const&>(l_4931);
l_mut_3130 = l_4932;
}
const double l_4933 = l_171 * l_mut_3130;
const double l_4934 = l_4922 - l_4933;
const double l_4935 = abs(l_4923);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4936 = l_4935 >= double(1.1754943508222875e-38);
const bool l_4937 = l_4935 <= double(1.7976931348623157e308);
const bool l_4938 = l_4936 && l_4937;
if (l_4938) {
const uint64 l_4939 = reinterpret_cast<uint64 const&>(l_4935);
const uint64 l_4940 = l_4939 >> uint64(52);
const uint64 l_4941 = l_4940 - uint64(23);
const uint64 l_4942 = l_4941 << uint64(52);
const double l_4943 = reinterpret_cast<double const&>(l_4942);
l_mut_3130 = l_4943;
}
const double l_4944 = l_171 * l_mut_3130;
const double l_4945 = l_4923 + l_4944;
const double l_4947 = l_4903 * l_4934;
const double l_4948 = l_4903 * l_4945;
const double l_4949 = l_4904 * l_4934;
const double l_4950 = l_4904 * l_4945;
l_arr_4946[uint32(0)] = l_4947;
l_arr_4946[uint32(1)] = l_4947;
const double l_4951 = l_arr_4946[uint32(0)];
const bool l_4952 = l_4948 < l_4951;
if (l_4952) {
l_arr_4946[uint32(0)] = l_4948;
}
const double l_4953 = l_arr_4946[uint32(0)];
const bool l_4954 = l_4949 < l_4953;
if (l_4954) {
l_arr_4946[uint32(0)] = l_4949;
}
const double l_4955 = l_arr_4946[uint32(0)];
const bool l_4956 = l_4950 < l_4955;
if (l_4956) {
l_arr_4946[uint32(0)] = l_4950;
}
const double l_4957 = l_arr_4946[uint32(1)];
const bool l_4958 = l_4948 > l_4957;
if (l_4958) {
l_arr_4946[uint32(1)] = l_4948;
}
const double l_4959 = l_arr_4946[uint32(1)];
const bool l_4960 = l_4949 > l_4959;
if (l_4960) {
l_arr_4946[uint32(1)] = l_4949;
}
const double l_4961 = l_arr_4946[uint32(1)];
const bool l_4962 = l_4950 > l_4961;
if (l_4962) {
l_arr_4946[uint32(1)] = l_4950;
}
const double l_4963 = abs(l_4903);
const double l_4964 = abs(l_4904);
l_mut_3130 = l_4963;
const bool l_4965 = l_4964 > l_4963;
if (l_4965) {
l_mut_3130 = l_4964;
}
const double l_4966 = abs(l_4934);
const double l_4967 = abs(l_4945);
l_mut_2876 = l_4966;
const bool l_4968 = l_4967 > l_4966;
if (l_4968) {
l_mut_2876 = l_4967;
}
const double l_4969 = l_mut_3130 * l_mut_2876;
const double l_4970 = l_4921 + double(1.4551915228366852e-11);
const double l_4971 = l_4969 * l_4970;
const double l_4972 = l_4900 * l_mut_2876;
const double l_4973 = l_4971 + l_4972;
l_mut_4425 = uint32(2);
const double l_4974 = abs(l_4922);
const double l_4975 = l_4974 * l_4921;
const double l_4976 = l_4922 - l_4975;
const double l_4977 = abs(l_4976);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_4978 = l_4977 >= double(1.1754943508222875e-38);
const bool l_4979 = l_4977 <= double(1.7976931348623157e308);
const bool l_4980 = l_4978 && l_4979;
if (l_4980) {
const uint64 l_4981 = reinterpret_cast<uint64 const&>(l_4977);
const uint64 l_4982 = l_4981 >> uint64(52);
const uint64 l_4983 = l_4982 - uint64(23);
const uint64 l_4984 = l_4983 << uint64(52);
const double l_4985 = reinterpret_cast<double const&>(l_4984);
l_mut_3130 = l_4985;
}
const double l_4986 = l_4922 + l_4975;
const double l_4987 = abs(l_4986);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_4988 = l_4987 >= double(1.1754943508222875e-38);
const bool l_4989 = l_4987 <= double(1.7976931348623157e308);
const bool l_4990 = l_4988 && l_4989;
if (l_4990) {
const uint64 l_4991 = reinterpret_cast<uint64 const&>(l_4987);
const uint64 l_4992 = l_4991 >> uint64(52);
const uint64 l_4993 = l_4992 - uint64(23);
const uint64 l_4994 = l_4993 << uint64(52);
const double l_4995 = reinterpret_cast<double const&>(l_4994);
l_mut_2876 = l_4995;
}
const bool l_4996 = l_mut_3130 == l_mut_2876;
const double l_4997 = abs(l_4923);
const double l_4998 = l_4997 * l_4921;
const double l_4999 = l_4923 - l_4998;
const double l_5000 = abs(l_4999);
l_mut_3130 = double(1.401298464324817e-45);
const bool l_5001 = l_5000 >= double(1.1754943508222875e-38);
const bool l_5002 = l_5000 <= double(1.7976931348623157e308);
const bool l_5003 = l_5001 && l_5002;
if (l_5003) {
const uint64 l_5004 = reinterpret_cast<uint64 const&>(l_5000);
const uint64 l_5005 = l_5004 >> uint64(52);
const uint64 l_5006 = l_5005 - uint64(23);
const uint64 l_5007 = l_5006 << uint64(52);
const double l_5008 = reinterpret_cast<double const&>(l_5007);
l_mut_3130 = l_5008;
}
const double l_5009 = l_4923 + l_4998;
const double l_5010 = abs(l_5009);
l_mut_2876 = double(1.401298464324817e-45);
const bool l_5011 = l_5010 >= double(1.1754943508222875e-38);
const bool l_5012 = l_5010 <= double(1.7976931348623157e308);
const bool l_5013 = l_5011 && l_5012;
if (l_5013) {
const uint64 l_5014 = reinterpret_cast<uint64 const&>(l_5010);
const uint64 l_5015 = l_5014 >> uint64(52);
const uint64 l_5016 = l_5015 - uint64(23);
const uint64 l_5017 = l_5016 << uint64(52);
const double l_5018 = reinterpret_cast<double const&>(l_5017);
l_mut_2876 = l_5018;
}
const bool l_5019 = l_mut_3130 == l_mut_2876;
const bool l_5020 = l_4996 && l_5019;
if (l_5020) {
const double l_5021 = l_arr_4946[uint32(0)];
const double l_5022 = l_arr_4946[uint32(1)];
const uint32 l_5023 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5024 = l_5023 & uint32(2147483647);
const float l_5025 = reinterpret_cast<float const&>(l_5024);
const double l_5026 = double(l_5025);
l_mut_3130 = l_5026;
const bool l_5027 = l_5024 < uint32(8388608);
if (l_5027) {
const double l_5028 = double(l_5024);
const double l_5029 = l_5028 * double(1.401298464324817e-45);
l_mut_3130 = l_5029;
}
const uint64 l_5030 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5031 = l_5023 >> uint32(31);
const uint64 l_5032 = uint64(l_5031);
const uint64 l_5033 = l_5032 << uint64(63);
const uint64 l_5034 = l_5030 | l_5033;
const double l_5035 = reinterpret_cast<double const&>(l_5034);
const uint32 l_5036 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5037 = l_5036 + uint32(1);
l_mut_3382 = l_5037;
const uint32 l_5038 = l_5036 & uint32(2147483647);
const bool l_5039 = l_5038 == uint32(0);
if (l_5039) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5040 = l_5036 & uint32(2147483648);
const bool l_5041 = l_5040 != uint32(0);
if (l_5041) {
const uint32 l_5042 = l_5036 - uint32(1);
l_mut_3382 = l_5042;
} else {
const bool l_5043 = l_5036 == uint32(2139095040);
if (l_5043) {
l_mut_3382 = l_5036;
}
}
}
const float l_5044 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5045 = reinterpret_cast<uint32 const&>(l_5044);
const uint32 l_5046 = l_5045 & uint32(2147483647);
const float l_5047 = reinterpret_cast<float const&>(l_5046);
const double l_5048 = double(l_5047);
l_mut_3130 = l_5048;
const bool l_5049 = l_5046 < uint32(8388608);
if (l_5049) {
const double l_5050 = double(l_5046);
const double l_5051 = l_5050 * double(1.401298464324817e-45);
l_mut_3130 = l_5051;
}
const uint64 l_5052 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5053 = l_5045 >> uint32(31);
const uint64 l_5054 = uint64(l_5053);
const uint64 l_5055 = l_5054 << uint64(63);
const uint64 l_5056 = l_5052 | l_5055;
const double l_5057 = reinterpret_cast<double const&>(l_5056);
const uint32 l_5058 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5059 = l_5058 ^ uint32(2147483648);
const float l_5060 = reinterpret_cast<float const&>(l_5059);
const uint32 l_5061 = reinterpret_cast<uint32 const&>(l_5060);
const uint32 l_5062 = l_5061 + uint32(1);
l_mut_3382 = l_5062;
const uint32 l_5063 = l_5061 & uint32(2147483647);
const bool l_5064 = l_5063 == uint32(0);
if (l_5064) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5065 = l_5061 & uint32(2147483648);
const bool l_5066 = l_5065 != uint32(0);
if (l_5066) {
const uint32 l_5067 = l_5061 - uint32(1);
l_mut_3382 = l_5067;
} else {
const bool l_5068 = l_5061 == uint32(2139095040);
if (l_5068) {
l_mut_3382 = l_5061;
}
}
}
const float l_5069 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5070 = reinterpret_cast<uint32 const&>(l_5069);
const uint32 l_5071 = l_5070 ^ uint32(2147483648);
const float l_5072 = reinterpret_cast<float const&>(l_5071);
const uint32 l_5073 = reinterpret_cast<uint32 const&>(l_5072);
const uint32 l_5074 = l_5073 & uint32(2147483647);
const float l_5075 = reinterpret_cast<float const&>(l_5074);
const double l_5076 = double(l_5075);
l_mut_3130 = l_5076;
const bool l_5077 = l_5074 < uint32(8388608);
if (l_5077) {
const double l_5078 = double(l_5074);
const double l_5079 = l_5078 * double(1.401298464324817e-45);
l_mut_3130 = l_5079;
}
const uint64 l_5080 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5081 = l_5073 >> uint32(31);
const uint64 l_5082 = uint64(l_5081);
const uint64 l_5083 = l_5082 << uint64(63);
const uint64 l_5084 = l_5080 | l_5083;
const double l_5085 = reinterpret_cast<double const&>(l_5084);
const double l_5086 = l_5021 + l_4973;
const bool l_5087 = l_5086 <= l_5035;
l_mut_296 = l_5087;
const double l_5088 = l_5021 - l_4973;
const bool l_5089 = l_5088 > l_5035;
l_mut_293 = l_5089;
const double l_5090 = l_5022 - l_4973;
const bool l_5091 = l_5090 >= l_5035;
l_mut_290 = l_5091;
const double l_5092 = l_5022 + l_4973;
const bool l_5093 = l_5092 < l_5035;
l_mut_287 = l_5093;
const double l_5094 = l_5021 + l_4973;
const bool l_5095 = l_5094 < l_5057;
l_mut_296 = l_5095;
const double l_5096 = l_5021 - l_4973;
const bool l_5097 = l_5096 >= l_5057;
l_mut_293 = l_5097;
const double l_5098 = l_5022 - l_4973;
const bool l_5099 = l_5098 > l_5085;
l_mut_290 = l_5099;
const double l_5100 = l_5022 + l_4973;
const bool l_5101 = l_5100 <= l_5085;
l_mut_287 = l_5101;
l_mut_3382 = uint32(2);
const bool l_5102 = l_mut_293 || l_mut_287;
if (l_5102) {
l_mut_3382 = uint32(1);
} else {
const bool l_5103 = l_mut_296 && l_mut_290;
if (l_5103) {
l_mut_3382 = uint32(0);
}
}
const uint32 l_5104 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5105 = l_5104 & uint32(2147483647);
const bool l_5106 = l_5105 == uint32(0);
if (l_5106) {
const double l_5107 = l_5021 + l_4973;
const bool l_5108 = l_5107 < double(1.1754943508222875e-38);
const double l_5109 = l_5022 - l_4973;
const bool l_5110 = l_5109 > double(-1.1754943508222875e-38);
const bool l_5111 = l_5108 && l_5110;
const double l_5112 = l_5021 - l_4973;
const bool l_5113 = l_5112 < double(1.1754943508222875e-38);
const double l_5114 = l_5022 + l_4973;
const bool l_5115 = l_5114 > double(-1.1754943508222875e-38);
const bool l_5116 = l_5113 && l_5115;
if (l_5111) {
l_mut_3382 = uint32(0);
} else {
const bool l_5117 = l_mut_3382 == uint32(1);
const bool l_5118 = l_5116 && l_5117;
if (l_5118) {
l_mut_3382 = uint32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
}
}
l_mut_179 = l_mut_4425;
}
}
} else {
const bool l_5119 = l_162 == uint32(13);
if (l_5119) {
const double l_5121 = l_175 * l_171;
const double l_5122 = l_175 * l_174;
const double l_5123 = l_175 * l_171;
const double l_5124 = l_175 * l_174;
l_arr_5120[uint32(0)] = l_5121;
l_arr_5120[uint32(1)] = l_5121;
const double l_5125 = l_arr_5120[uint32(0)];
const bool l_5126 = l_5122 < l_5125;
if (l_5126) {
l_arr_5120[uint32(0)] = l_5122;
}
const double l_5127 = l_arr_5120[uint32(0)];
const bool l_5128 = l_5123 < l_5127;
if (l_5128) {
l_arr_5120[uint32(0)] = l_5123;
}
const double l_5129 = l_arr_5120[uint32(0)];
const bool l_5130 = l_5124 < l_5129;
if (l_5130) {
l_arr_5120[uint32(0)] = l_5124;
}
const double l_5131 = l_arr_5120[uint32(1)];
const bool l_5132 = l_5122 > l_5131;
if (l_5132) {
l_arr_5120[uint32(1)] = l_5122;
}
const double l_5133 = l_arr_5120[uint32(1)];
const bool l_5134 = l_5123 > l_5133;
if (l_5134) {
l_arr_5120[uint32(1)] = l_5123;
}
const double l_5135 = l_arr_5120[uint32(1)];
const bool l_5136 = l_5124 > l_5135;
if (l_5136) {
l_arr_5120[uint32(1)] = l_5124;
}
const double l_5137 = l_arr_5120[uint32(0)];
const double l_5138 = l_5137 * double(7.1362384635298e44);
const double l_5139 = floor(l_5138);
const double l_5140 = l_5139 * double(1.401298464324817e-45);
l_mut_3130 = l_5140;
const double l_5141 = abs(l_5137);
const bool l_5142 = l_5141 >= double(1.1754943508222875e-38);
if (l_5142) {
const float l_5143 = float(l_5137);
const double l_5144 = double(l_5143);
l_mut_3130 = l_5144;
const bool l_5145 = l_mut_3130 > l_5137;
if (l_5145) {
const uint32 l_5146 = reinterpret_cast<uint32 const&>(l_5143);
const uint32 l_5147 = l_5146 ^ uint32(2147483648);
const float l_5148 = reinterpret_cast<float const&>(l_5147);
const uint32 l_5149 = reinterpret_cast<uint32 const&>(l_5148);
const uint32 l_5150 = l_5149 + uint32(1);
l_mut_4425 = l_5150;
const uint32 l_5151 = l_5149 & uint32(2147483647);
const bool l_5152 = l_5151 == uint32(0);
if (l_5152) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5153 = l_5149 & uint32(2147483648);
const bool l_5154 = l_5153 != uint32(0);
if (l_5154) {
const uint32 l_5155 = l_5149 - uint32(1);
l_mut_4425 = l_5155;
} else {
const bool l_5156 = l_5149 == uint32(2139095040);
if (l_5156) {
l_mut_4425 = l_5149;
}
}
}
const float l_5157 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5158 = reinterpret_cast<uint32 const&>(l_5157);
const uint32 l_5159 = l_5158 ^ uint32(2147483648);
const float l_5160 = reinterpret_cast<float const&>(l_5159);
const uint32 l_5161 = reinterpret_cast<uint32 const&>(l_5160);
const uint32 l_5162 = l_5161 & uint32(2147483647);
const float l_5163 = reinterpret_cast<float const&>(l_5162);
const double l_5164 = double(l_5163);
l_mut_2876 = l_5164;
const bool l_5165 = l_5162 < uint32(8388608);
if (l_5165) {
const double l_5166 = double(l_5162);
const double l_5167 = l_5166 * double(1.401298464324817e-45);
l_mut_2876 = l_5167;
}
const uint64 l_5168 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5169 = l_5161 >> uint32(31);
const uint64 l_5170 = uint64(l_5169);
const uint64 l_5171 = l_5170 << uint64(63);
const uint64 l_5172 = l_5168 | l_5171;
const double l_5173 = reinterpret_cast<double const&>(l_5172);
l_mut_3130 = l_5173;
} else {
const uint32 l_5174 = reinterpret_cast<uint32 const&>(l_5143);
const uint32 l_5175 = l_5174 + uint32(1);
l_mut_4425 = l_5175;
const uint32 l_5176 = l_5174 & uint32(2147483647);
const bool l_5177 = l_5176 == uint32(0);
if (l_5177) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5178 = l_5174 & uint32(2147483648);
const bool l_5179 = l_5178 != uint32(0);
if (l_5179) {
const uint32 l_5180 = l_5174 - uint32(1);
l_mut_4425 = l_5180;
} else {
const bool l_5181 = l_5174 == uint32(2139095040);
if (l_5181) {
l_mut_4425 = l_5174;
}
}
}
const float l_5182 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5183 = reinterpret_cast<uint32 const&>(l_5182);
const uint32 l_5184 = l_5183 & uint32(2147483647);
const float l_5185 = reinterpret_cast<float const&>(l_5184);
const double l_5186 = double(l_5185);
l_mut_2876 = l_5186;
const bool l_5187 = l_5184 < uint32(8388608);
if (l_5187) {
const double l_5188 = double(l_5184);
const double l_5189 = l_5188 * double(1.401298464324817e-45);
l_mut_2876 = l_5189;
}
const uint64 l_5190 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5191 = l_5183 >> uint32(31);
const uint64 l_5192 = uint64(l_5191);
const uint64 l_5193 = l_5192 << uint64(63);
const uint64 l_5194 = l_5190 | l_5193;
const double l_5195 = reinterpret_cast<double const&>(l_5194);
const bool l_5196 = l_5195 <= l_5137;
if (l_5196) {
const uint32 l_5197 = reinterpret_cast<uint32 const&>(l_5143);
const uint32 l_5198 = l_5197 + uint32(1);
l_mut_4425 = l_5198;
const uint32 l_5199 = l_5197 & uint32(2147483647);
const bool l_5200 = l_5199 == uint32(0);
if (l_5200) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5201 = l_5197 & uint32(2147483648);
const bool l_5202 = l_5201 != uint32(0);
if (l_5202) {
const uint32 l_5203 = l_5197 - uint32(1);
l_mut_4425 = l_5203;
} else {
const bool l_5204 = l_5197 == uint32(2139095040);
if (l_5204) {
l_mut_4425 = l_5197;
}
}
}
const float l_5205 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5206 = reinterpret_cast<uint32 const&>(l_5205);
const uint32 l_5207 = l_5206 & uint32(2147483647);
const float l_5208 = reinterpret_cast<float const&>(l_5207);
const double l_5209 = double(l_5208);
l_mut_2876 = l_5209;
const bool l_5210 = l_5207 < uint32(8388608);
if (l_5210) {
const double l_5211 = double(l_5207);
const double l_5212 = l_5211 * double(1.401298464324817e-45);
l_mut_2876 = l_5212;
}
const uint64 l_5213 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5214 = l_5206 >> uint32(31);
const uint64 l_5215 = uint64(l_5214);
const uint64 l_5216 = l_5215 << uint64(63);
const uint64 l_5217 = l_5213 | l_5216;
const double l_5218 = reinterpret_cast<double const&>(l_5217);
l_mut_3130 = l_5218;
}
}
}
l_mut_2876 = l_mut_3130;
const bool l_5219 = l_mut_3130 > double(1000.0);
if (l_5219) {
const uint64 l_5220 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint64 l_5221 = l_5220 | uint64(9218868437227405312);
const uint64 l_5222 = l_5221 & uint64(18442240474082181120);
const double l_5223 = reinterpret_cast<double const&>(l_5222);
l_mut_2876 = l_5223;
} else {
const bool l_5224 = l_mut_3130 < double(-1000.0);
if (l_5224) {
l_mut_2876 = double(0.0);
} else {
const bool l_5225 = isnan(l_mut_3130);
const bool l_5226 = !l_5225;
if (l_5226) {
const double l_5227 = l_mut_3130 + double(0.5);
const double l_5228 = floor(l_5227);
const double l_5229 = l_mut_3130 - l_5228;
const double l_5230 = l_5229 * double(0.6931471824645996);
const double l_5231 = l_5229 * double(-1.904654299957768e-9);
const double l_5232 = l_5230 + l_5231;
l_mut_3130 = l_5232;
const bool l_5233 = isnan(l_5232);
if (l_5233) {
} else {
const bool l_5234 = l_5232 < double(-700.0);
if (l_5234) {
l_mut_3130 = double(0.0);
} else {
const bool l_5235 = l_5232 > double(700.0);
if (l_5235) {
const uint64 l_5236 = reinterpret_cast<uint64 const&>(l_5232);
const uint64 l_5237 = l_5236 | uint64(9218868437227405312);
const uint64 l_5238 = l_5237 & uint64(18442240474082181120);
const double l_5239 = reinterpret_cast<double const&>(l_5238);
l_mut_3130 = l_5239;
} else {
const double l_5240 = l_5232 * double(1.4426950408889634);
const double l_5241 = l_5240 + double(0.5);
const double l_5242 = floor(l_5241);
const double l_5243 = l_5242 * double(0.6931471824645996);
const double l_5244 = l_5230 - l_5243;
const double l_5245 = l_5244 * l_20;
const double l_5246 = l_5242 * double(-1.904654299957768e-9);
const double l_5247 = l_5231 - l_5246;
const double l_5248 = l_5245 + l_5247;
const double l_5249 = l_5248 * double(7.647163731819816e-13);
const double l_5250 = l_5249 + double(1.1470745597729725e-11);
l_mut_2620 = l_5250;
const double l_5251 = l_mut_2620 * l_5248;
const double l_5252 = l_5251 + double(1.6059043836821613e-10);
l_mut_2620 = l_5252;
const double l_5253 = l_mut_2620 * l_5248;
const double l_5254 = l_5253 + double(2.08767569878681e-9);
l_mut_2620 = l_5254;
const double l_5255 = l_mut_2620 * l_5248;
const double l_5256 = l_5255 + double(2.505210838544172e-8);
l_mut_2620 = l_5256;
const double l_5257 = l_mut_2620 * l_5248;
const double l_5258 = l_5257 + double(2.755731922398589e-7);
l_mut_2620 = l_5258;
const double l_5259 = l_mut_2620 * l_5248;
const double l_5260 = l_5259 + double(2.7557319223985893e-6);
l_mut_2620 = l_5260;
const double l_5261 = l_mut_2620 * l_5248;
const double l_5262 = l_5261 + double(2.48015873015873e-5);
l_mut_2620 = l_5262;
const double l_5263 = l_mut_2620 * l_5248;
const double l_5264 = l_5263 + double(0.0001984126984126984);
l_mut_2620 = l_5264;
const double l_5265 = l_mut_2620 * l_5248;
const double l_5266 = l_5265 + double(0.001388888888888889);
l_mut_2620 = l_5266;
const double l_5267 = l_mut_2620 * l_5248;
const double l_5268 = l_5267 + double(0.008333333333333333);
l_mut_2620 = l_5268;
const double l_5269 = l_mut_2620 * l_5248;
const double l_5270 = l_5269 + double(0.041666666666666664);
l_mut_2620 = l_5270;
const double l_5271 = l_mut_2620 * l_5248;
const double l_5272 = l_5271 + double(0.16666666666666666);
l_mut_2620 = l_5272;
const double l_5273 = l_mut_2620 * l_5248;
const double l_5274 = l_5273 + double(0.5);
l_mut_2620 = l_5274;
const double l_5275 = l_5248 * l_5248;
const double l_5276 = l_5275 * l_mut_2620;
const double l_5277 = l_5248 + l_5276;
const double l_5278 = double(1.0) + l_5277;
const int32 l_5279 = int32(l_5242);
const int32 l_5280 = l_5279 + int32(1023);
const uint64 l_5281 = uint64(l_5280);
const uint64 l_5282 = l_5281 << uint64(52);
const double l_5283 = reinterpret_cast<double const&>(l_5282);
const double l_5284 = l_5278 * l_5283;
l_mut_3130 = l_5284;
}
}
}
const int32 l_5285 = int32(l_5228);
const int32 l_5286 = l_5285 + int32(1023);
const uint64 l_5287 = uint64(l_5286);
const uint64 l_5288 = l_5287 << uint64(52);
const double l_5289 = reinterpret_cast<double const&>(l_5288);
const double l_5290 = l_mut_3130 * l_5289;
l_mut_2876 = l_5290;
}
}
}
const double l_5291 = l_arr_5120[uint32(1)];
const double l_5292 = -l_5291;
const double l_5293 = l_5292 * double(7.1362384635298e44);
const double l_5294 = floor(l_5293);
const double l_5295 = l_5294 * double(1.401298464324817e-45);
l_mut_3130 = l_5295;
const double l_5296 = abs(l_5292);
const bool l_5297 = l_5296 >= double(1.1754943508222875e-38);
if (l_5297) {
const float l_5298 = float(l_5292);
const double l_5299 = double(l_5298);
l_mut_3130 = l_5299;
const bool l_5300 = l_mut_3130 > l_5292;
if (l_5300) {
const uint32 l_5301 = reinterpret_cast<uint32 const&>(l_5298);
const uint32 l_5302 = l_5301 ^ uint32(2147483648);
const float l_5303 = reinterpret_cast<float const&>(l_5302);
const uint32 l_5304 = reinterpret_cast<uint32 const&>(l_5303);
const uint32 l_5305 = l_5304 + uint32(1);
l_mut_4425 = l_5305;
const uint32 l_5306 = l_5304 & uint32(2147483647);
const bool l_5307 = l_5306 == uint32(0);
if (l_5307) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5308 = l_5304 & uint32(2147483648);
const bool l_5309 = l_5308 != uint32(0);
if (l_5309) {
const uint32 l_5310 = l_5304 - uint32(1);
l_mut_4425 = l_5310;
} else {
const bool l_5311 = l_5304 == uint32(2139095040);
if (l_5311) {
l_mut_4425 = l_5304;
}
}
}
const float l_5312 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5313 = reinterpret_cast<uint32 const&>(l_5312);
const uint32 l_5314 = l_5313 ^ uint32(2147483648);
const float l_5315 = reinterpret_cast<float const&>(l_5314);
const uint32 l_5316 = reinterpret_cast<uint32 const&>(l_5315);
const uint32 l_5317 = l_5316 & uint32(2147483647);
const float l_5318 = reinterpret_cast<float const&>(l_5317);
const double l_5319 = double(l_5318);
l_mut_2620 = l_5319;
const bool l_5320 = l_5317 < uint32(8388608);
if (l_5320) {
const double l_5321 = double(l_5317);
const double l_5322 = l_5321 * double(1.401298464324817e-45);
l_mut_2620 = l_5322;
}
const uint64 l_5323 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5324 = l_5316 >> uint32(31);
const uint64 l_5325 = uint64(l_5324);
const uint64 l_5326 = l_5325 << uint64(63);
const uint64 l_5327 = l_5323 | l_5326;
const double l_5328 = reinterpret_cast<double const&>(l_5327);
l_mut_3130 = l_5328;
} else {
const uint32 l_5329 = reinterpret_cast<uint32 const&>(l_5298);
const uint32 l_5330 = l_5329 + uint32(1);
l_mut_4425 = l_5330;
const uint32 l_5331 = l_5329 & uint32(2147483647);
const bool l_5332 = l_5331 == uint32(0);
if (l_5332) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5333 = l_5329 & uint32(2147483648);
const bool l_5334 = l_5333 != uint32(0);
if (l_5334) {
const uint32 l_5335 = l_5329 - uint32(1);
l_mut_4425 = l_5335;
} else {
const bool l_5336 = l_5329 == uint32(2139095040);
if (l_5336) {
l_mut_4425 = l_5329;
}
}
}
const float l_5337 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5338 = reinterpret_cast<uint32 const&>(l_5337);
const uint32 l_5339 = l_5338 & uint32(2147483647);
const float l_5340 = reinterpret_cast<float const&>(l_5339);
const double l_5341 = double(l_5340);
l_mut_2620 = l_5341;
const bool l_5342 = l_5339 < uint32(8388608);
if (l_5342) {
const double l_5343 = double(l_5339);
const double l_5344 = l_5343 * double(1.401298464324817e-45);
l_mut_2620 = l_5344;
}
const uint64 l_5345 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5346 = l_5338 >> uint32(31);
const uint64 l_5347 = uint64(l_5346);
const uint64 l_5348 = l_5347 << uint64(63);
const uint64 l_5349 = l_5345 | l_5348;
const double l_5350 = reinterpret_cast<double const&>(l_5349);
const bool l_5351 = l_5350 <= l_5292;
if (l_5351) {
const uint32 l_5352 = reinterpret_cast<uint32 const&>(l_5298);
const uint32 l_5353 = l_5352 + uint32(1);
l_mut_4425 = l_5353;
const uint32 l_5354 = l_5352 & uint32(2147483647);
const bool l_5355 = l_5354 == uint32(0);
if (l_5355) {
l_mut_4425 = uint32(1);
} else {
const uint32 l_5356 = l_5352 & uint32(2147483648);
const bool l_5357 = l_5356 != uint32(0);
if (l_5357) {
const uint32 l_5358 = l_5352 - uint32(1);
l_mut_4425 = l_5358;
} else {
const bool l_5359 = l_5352 == uint32(2139095040);
if (l_5359) {
l_mut_4425 = l_5352;
}
}
}
const float l_5360 = reinterpret_cast<float const&>(l_mut_4425);
const uint32 l_5361 = reinterpret_cast<uint32 const&>(l_5360);
const uint32 l_5362 = l_5361 & uint32(2147483647);
const float l_5363 = reinterpret_cast<float const&>(l_5362);
const double l_5364 = double(l_5363);
l_mut_2620 = l_5364;
const bool l_5365 = l_5362 < uint32(8388608);
if (l_5365) {
const double l_5366 = double(l_5362);
const double l_5367 = l_5366 * double(1.401298464324817e-45);
l_mut_2620 = l_5367;
}
const uint64 l_5368 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5369 = l_5361 >> uint32(31);
const uint64 l_5370 = uint64(l_5369);
const uint64 l_5371 = l_5370 << uint64(63);
const uint64 l_5372 = l_5368 | l_5371;
const double l_5373 = reinterpret_cast<double const&>(l_5372);
l_mut_3130 = l_5373;
}
}
}
const double l_5374 = -l_mut_3130;
l_mut_3130 = l_5374;
const bool l_5375 = l_5374 > double(1000.0);
if (l_5375) {
const uint64 l_5376 = reinterpret_cast<uint64 const&>(l_5374);
const uint64 l_5377 = l_5376 | uint64(9218868437227405312);
const uint64 l_5378 = l_5377 & uint64(18442240474082181120);
const double l_5379 = reinterpret_cast<double const&>(l_5378);
l_mut_3130 = l_5379;
} else {
const bool l_5380 = l_5374 < double(-1000.0);
if (l_5380) {
l_mut_3130 = double(0.0);
} else {
const bool l_5381 = isnan(l_5374);
const bool l_5382 = !l_5381;
if (l_5382) {
const double l_5383 = l_5374 + double(0.5);
const double l_5384 = floor(l_5383);
const double l_5385 = l_5374 - l_5384;
const double l_5386 = l_5385 * double(0.6931471824645996);
const double l_5387 = l_5385 * double(-1.904654299957768e-9);
const double l_5388 = l_5386 + l_5387;
l_mut_2620 = l_5388;
const bool l_5389 = isnan(l_5388);
if (l_5389) {
} else {
const bool l_5390 = l_5388 < double(-700.0);
if (l_5390) {
l_mut_2620 = double(0.0);
} else {
const bool l_5391 = l_5388 > double(700.0);
if (l_5391) {
const uint64 l_5392 = reinterpret_cast<uint64 const&>(l_5388);
const uint64 l_5393 = l_5392 | uint64(9218868437227405312);
const uint64 l_5394 = l_5393 & uint64(18442240474082181120);
const double l_5395 = reinterpret_cast<double const&>(l_5394);
l_mut_2620 = l_5395;
} else {
const double l_5396 = l_5388 * double(1.4426950408889634);
const double l_5397 = l_5396 + double(0.5);
const double l_5398 = floor(l_5397);
const double l_5399 = l_5398 * double(0.6931471824645996);
const double l_5400 = l_5386 - l_5399;
const double l_5401 = l_5400 * l_20;
const double l_5402 = l_5398 * double(-1.904654299957768e-9);
const double l_5403 = l_5387 - l_5402;
const double l_5404 = l_5401 + l_5403;
const double l_5405 = l_5404 * double(7.647163731819816e-13);
const double l_5406 = l_5405 + double(1.1470745597729725e-11);
l_mut_2366 = l_5406;
const double l_5407 = l_mut_2366 * l_5404;
const double l_5408 = l_5407 + double(1.6059043836821613e-10);
l_mut_2366 = l_5408;
const double l_5409 = l_mut_2366 * l_5404;
const double l_5410 = l_5409 + double(2.08767569878681e-9);
l_mut_2366 = l_5410;
const double l_5411 = l_mut_2366 * l_5404;
const double l_5412 = l_5411 + double(2.505210838544172e-8);
l_mut_2366 = l_5412;
const double l_5413 = l_mut_2366 * l_5404;
const double l_5414 = l_5413 + double(2.755731922398589e-7);
l_mut_2366 = l_5414;
const double l_5415 = l_mut_2366 * l_5404;
const double l_5416 = l_5415 + double(2.7557319223985893e-6);
l_mut_2366 = l_5416;
const double l_5417 = l_mut_2366 * l_5404;
const double l_5418 = l_5417 + double(2.48015873015873e-5);
l_mut_2366 = l_5418;
const double l_5419 = l_mut_2366 * l_5404;
const double l_5420 = l_5419 + double(0.0001984126984126984);
l_mut_2366 = l_5420;
const double l_5421 = l_mut_2366 * l_5404;
const double l_5422 = l_5421 + double(0.001388888888888889);
l_mut_2366 = l_5422;
const double l_5423 = l_mut_2366 * l_5404;
const double l_5424 = l_5423 + double(0.008333333333333333);
l_mut_2366 = l_5424;
const double l_5425 = l_mut_2366 * l_5404;
const double l_5426 = l_5425 + double(0.041666666666666664);
l_mut_2366 = l_5426;
const double l_5427 = l_mut_2366 * l_5404;
const double l_5428 = l_5427 + double(0.16666666666666666);
l_mut_2366 = l_5428;
const double l_5429 = l_mut_2366 * l_5404;
const double l_5430 = l_5429 + double(0.5);
l_mut_2366 = l_5430;
const double l_5431 = l_5404 * l_5404;
const double l_5432 = l_5431 * l_mut_2366;
const double l_5433 = l_5404 + l_5432;
const double l_5434 = double(1.0) + l_5433;
const int32 l_5435 = int32(l_5398);
const int32 l_5436 = l_5435 + int32(1023);
const uint64 l_5437 = uint64(l_5436);
const uint64 l_5438 = l_5437 << uint64(52);
const double l_5439 = reinterpret_cast<double const&>(l_5438);
const double l_5440 = l_5434 * l_5439;
l_mut_2620 = l_5440;
}
}
}
const int32 l_5441 = int32(l_5384);
const int32 l_5442 = l_5441 + int32(1023);
const uint64 l_5443 = uint64(l_5442);
const uint64 l_5444 = l_5443 << uint64(52);
const double l_5445 = reinterpret_cast<double const&>(l_5444);
const double l_5446 = l_mut_2620 * l_5445;
l_mut_3130 = l_5446;
}
}
}
const double l_5447 = l_mut_2876 * double(1.4551915228366852e-11);
const double l_5448 = l_mut_3130 * double(1.4551915228366852e-11);
l_mut_4425 = uint32(2);
const double l_5449 = l_mut_2876 - l_5447;
const double l_5450 = abs(l_5449);
l_mut_2620 = double(1.401298464324817e-45);
const bool l_5451 = l_5450 >= double(1.1754943508222875e-38);
const bool l_5452 = l_5450 <= double(1.7976931348623157e308);
const bool l_5453 = l_5451 && l_5452;
if (l_5453) {
const uint64 l_5454 = reinterpret_cast<uint64 const&>(l_5450);
const uint64 l_5455 = l_5454 >> uint64(52);
const uint64 l_5456 = l_5455 - uint64(23);
const uint64 l_5457 = l_5456 << uint64(52);
const double l_5458 = reinterpret_cast<double const&>(l_5457);
l_mut_2620 = l_5458;
}
const double l_5459 = l_mut_2876 + l_5447;
const double l_5460 = abs(l_5459);
l_mut_2366 = double(1.401298464324817e-45);
const bool l_5461 = l_5460 >= double(1.1754943508222875e-38);
const bool l_5462 = l_5460 <= double(1.7976931348623157e308);
const bool l_5463 = l_5461 && l_5462;
if (l_5463) {
const uint64 l_5464 = reinterpret_cast<uint64 const&>(l_5460);
const uint64 l_5465 = l_5464 >> uint64(52);
const uint64 l_5466 = l_5465 - uint64(23);
const uint64 l_5467 = l_5466 << uint64(52);
const double l_5468 = reinterpret_cast<double const&>(l_5467);
l_mut_2366 = l_5468;
}
const bool l_5469 = l_mut_2620 == l_mut_2366;
const double l_5470 = l_mut_3130 - l_5448;
const double l_5471 = abs(l_5470);
l_mut_2620 = double(1.401298464324817e-45);
const bool l_5472 = l_5471 >= double(1.1754943508222875e-38);
const bool l_5473 = l_5471 <= double(1.7976931348623157e308);
const bool l_5474 = l_5472 && l_5473;
if (l_5474) {
const uint64 l_5475 = reinterpret_cast<uint64 const&>(l_5471);
const uint64 l_5476 = l_5475 >> uint64(52);
const uint64 l_5477 = l_5476 - uint64(23);
const uint64 l_5478 = l_5477 << uint64(52);
const double l_5479 = reinterpret_cast<double const&>(l_5478);
l_mut_2620 = l_5479;
}
const double l_5480 = l_mut_3130 + l_5448;
const double l_5481 = abs(l_5480);
l_mut_2366 = double(1.401298464324817e-45);
const bool l_5482 = l_5481 >= double(1.1754943508222875e-38);
const bool l_5483 = l_5481 <= double(1.7976931348623157e308);
const bool l_5484 = l_5482 && l_5483;
if (l_5484) {
const uint64 l_5485 = reinterpret_cast<uint64 const&>(l_5481);
const uint64 l_5486 = l_5485 >> uint64(52);
const uint64 l_5487 = l_5486 - uint64(23);
const uint64 l_5488 = l_5487 << uint64(52);
const double l_5489 = reinterpret_cast<double const&>(l_5488);
l_mut_2366 = l_5489;
}
const bool l_5490 = l_mut_2620 == l_mut_2366;
const bool l_5491 = l_5469 && l_5490;
if (l_5491) {
const double l_5492 = l_168 * l_mut_2876;
const double l_5493 = abs(l_mut_2876);
l_mut_2620 = double(1.401298464324817e-45);
const bool l_5494 = l_5493 >= double(1.1754943508222875e-38);
const bool l_5495 = l_5493 <= double(1.7976931348623157e308);
const bool l_5496 = l_5494 && l_5495;
if (l_5496) {
const uint64 l_5497 = reinterpret_cast<uint64 const&>(l_5493);
const uint64 l_5498 = l_5497 >> uint64(52);
const uint64 l_5499 = l_5498 - uint64(23);
const uint64 l_5500 = l_5499 << uint64(52);
const double l_5501 = reinterpret_cast<double const&>(l_5500);
l_mut_2620 = l_5501;
}
const double l_5502 = double(0.5) * l_mut_2620;
l_mut_2620 = l_5492;
const bool l_5503 = l_5502 > l_5492;
if (l_5503) {
l_mut_2620 = l_5502;
}
const double l_5504 = l_168 * l_mut_3130;
const double l_5505 = abs(l_mut_3130);
l_mut_2366 = double(1.401298464324817e-45);
const bool l_5506 = l_5505 >= double(1.1754943508222875e-38);
const bool l_5507 = l_5505 <= double(1.7976931348623157e308);
const bool l_5508 = l_5506 && l_5507;
if (l_5508) {
const uint64 l_5509 = reinterpret_cast<uint64 const&>(l_5505);
const uint64 l_5510 = l_5509 >> uint64(52);
const uint64 l_5511 = l_5510 - uint64(23);
const uint64 l_5512 = l_5511 << uint64(52);
const double l_5513 = reinterpret_cast<double const&>(l_5512);
l_mut_2366 = l_5513;
}
const double l_5514 = double(0.5) * l_mut_2366;
l_mut_2366 = l_5504;
const bool l_5515 = l_5514 > l_5504;
if (l_5515) {
l_mut_2366 = l_5514;
}
const double l_5516 = l_mut_2876 - l_mut_2620;
const double l_5517 = l_mut_3130 + l_mut_2366;
const uint32 l_5518 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5519 = l_5518 & uint32(2147483647);
const float l_5520 = reinterpret_cast<float const&>(l_5519);
const double l_5521 = double(l_5520);
l_mut_3130 = l_5521;
const bool l_5522 = l_5519 < uint32(8388608);
if (l_5522) {
const double l_5523 = double(l_5519);
const double l_5524 = l_5523 * double(1.401298464324817e-45);
l_mut_3130 = l_5524;
}
const uint64 l_5525 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5526 = l_5518 >> uint32(31);
const uint64 l_5527 = uint64(l_5526);
const uint64 l_5528 = l_5527 << uint64(63);
const uint64 l_5529 = l_5525 | l_5528;
const double l_5530 = reinterpret_cast<double const&>(l_5529);
const uint32 l_5531 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5532 = l_5531 + uint32(1);
l_mut_3382 = l_5532;
const uint32 l_5533 = l_5531 & uint32(2147483647);
const bool l_5534 = l_5533 == uint32(0);
if (l_5534) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5535 = l_5531 & uint32(2147483648);
const bool l_5536 = l_5535 != uint32(0);
if (l_5536) {
const uint32 l_5537 = l_5531 - uint32(1);
l_mut_3382 = l_5537;
} else {
const bool l_5538 = l_5531 == uint32(2139095040);
if (l_5538) {
l_mut_3382 = l_5531;
}
}
}
const float l_5539 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5540 = reinterpret_cast<uint32 const&>(l_5539);
const uint32 l_5541 = l_5540 & uint32(2147483647);
const float l_5542 = reinterpret_cast<float const&>(l_5541);
const double l_5543 = double(l_5542);
l_mut_3130 = l_5543;
const bool l_5544 = l_5541 < uint32(8388608);
if (l_5544) {
const double l_5545 = double(l_5541);
const double l_5546 = l_5545 * double(1.401298464324817e-45);
l_mut_3130 = l_5546;
}
const uint64 l_5547 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5548 = l_5540 >> uint32(31);
const uint64 l_5549 = uint64(l_5548);
const uint64 l_5550 = l_5549 << uint64(63);
const uint64 l_5551 = l_5547 | l_5550;
const double l_5552 = reinterpret_cast<double const&>(l_5551);
const uint32 l_5553 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5554 = l_5553 ^ uint32(2147483648);
const float l_5555 = reinterpret_cast<float const&>(l_5554);
const uint32 l_5556 = reinterpret_cast<uint32 const&>(l_5555);
const uint32 l_5557 = l_5556 + uint32(1);
l_mut_3382 = l_5557;
const uint32 l_5558 = l_5556 & uint32(2147483647);
const bool l_5559 = l_5558 == uint32(0);
if (l_5559) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5560 = l_5556 & uint32(2147483648);
const bool l_5561 = l_5560 != uint32(0);
if (l_5561) {
const uint32 l_5562 = l_5556 - uint32(1);
l_mut_3382 = l_5562;
} else {
const bool l_5563 = l_5556 == uint32(2139095040);
if (l_5563) {
l_mut_3382 = l_5556;
}
}
}
const float l_5564 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5565 = reinterpret_cast<uint32 const&>(l_5564);
const uint32 l_5566 = l_5565 ^ uint32(2147483648);
const float l_5567 = reinterpret_cast<float const&>(l_5566);
const uint32 l_5568 = reinterpret_cast<uint32 const&>(l_5567);
const uint32 l_5569 = l_5568 & uint32(2147483647);
const float l_5570 = reinterpret_cast<float const&>(l_5569);
const double l_5571 = double(l_5570);
l_mut_3130 = l_5571;
const bool l_5572 = l_5569 < uint32(8388608);
if (l_5572) {
const double l_5573 = double(l_5569);
const double l_5574 = l_5573 * double(1.401298464324817e-45);
l_mut_3130 = l_5574;
}
const uint64 l_5575 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5576 = l_5568 >> uint32(31);
const uint64 l_5577 = uint64(l_5576);
const uint64 l_5578 = l_5577 << uint64(63);
const uint64 l_5579 = l_5575 | l_5578;
const double l_5580 = reinterpret_cast<double const&>(l_5579);
const double l_5581 = l_5516 + l_5447;
const bool l_5582 = l_5581 <= l_5530;
l_mut_296 = l_5582;
const double l_5583 = l_5516 - l_5447;
const bool l_5584 = l_5583 > l_5530;
l_mut_293 = l_5584;
const double l_5585 = l_5517 - l_5448;
const bool l_5586 = l_5585 >= l_5530;
l_mut_290 = l_5586;
const double l_5587 = l_5517 + l_5448;
const bool l_5588 = l_5587 < l_5530;
l_mut_287 = l_5588;
l_mut_3382 = uint32(2);
const bool l_5589 = l_mut_293 || l_mut_287;
if (l_5589) {
l_mut_3382 = uint32(1);
} else {
const bool l_5590 = l_mut_296 && l_mut_290;
if (l_5590) {
l_mut_3382 = uint32(0);
}
}
const uint32 l_5591 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5592 = l_5591 & uint32(2147483647);
const bool l_5593 = l_5592 == uint32(0);
if (l_5593) {
const double l_5594 = l_5516 + l_5447;
const bool l_5595 = l_5594 < double(1.1754943508222875e-38);
const double l_5596 = l_5517 - l_5448;
const bool l_5597 = l_5596 > double(-1.1754943508222875e-38);
const bool l_5598 = l_5595 && l_5597;
const double l_5599 = l_5516 - l_5447;
const bool l_5600 = l_5599 < double(1.1754943508222875e-38);
const double l_5601 = l_5517 + l_5448;
const bool l_5602 = l_5601 > double(-1.1754943508222875e-38);
const bool l_5603 = l_5600 && l_5602;
if (l_5598) {
l_mut_3382 = uint32(0);
} else {
const bool l_5604 = l_mut_3382 == uint32(1);
const bool l_5605 = l_5603 && l_5604;
if (l_5605) {
l_mut_3382 = uint32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
l_mut_179 = l_mut_4425;
} else {
const bool l_5606 = l_162 == uint32(14);
if (l_5606) {
l_mut_179 = uint32(0);
const bool l_5607 = l_175 > double(0.0);
if (l_5607) {
const float l_5608 = float(l_175);
const uint32 l_5609 = reinterpret_cast<uint32 const&>(l_5608);
const uint32 l_5610 = l_5609 & uint32(2147483647);
const float l_5611 = reinterpret_cast<float const&>(l_5610);
const double l_5612 = double(l_5611);
l_mut_3130 = l_5612;
const bool l_5613 = l_5610 < uint32(8388608);
if (l_5613) {
const double l_5614 = double(l_5610);
const double l_5615 = l_5614 * double(1.401298464324817e-45);
l_mut_3130 = l_5615;
}
const uint64 l_5616 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_5617 = l_5609 >> uint32(31);
const uint64 l_5618 = uint64(l_5617);
const uint64 l_5619 = l_5618 << uint64(63);
const uint64 l_5620 = l_5616 | l_5619;
const double l_5621 = reinterpret_cast<double const&>(l_5620);
l_mut_3130 = l_5621;
const bool l_5622 = l_5621 < double(0.0);
if (l_5622) {
const uint64 l_5623 = reinterpret_cast<uint64 const&>(l_5621);
const uint64 l_5624 = l_5623 | uint64(9221120237041090560);
const double l_5625 = reinterpret_cast<double const&>(l_5624);
l_mut_3130 = l_5625;
} else {
const bool l_5626 = l_5621 == double(0.0);
if (l_5626) {
const double l_5627 = abs(l_5621);
const uint64 l_5628 = reinterpret_cast<uint64 const&>(l_5627);
const uint64 l_5629 = l_5628 | uint64(9218868437227405312);
const uint64 l_5630 = l_5629 & uint64(18442240474082181120);
const double l_5631 = reinterpret_cast<double const&>(l_5630);
const double l_5632 = -l_5631;
l_mut_3130 = l_5632;
} else {
const uint32 l_5633 = reinterpret_cast<uint32 const&>(l_5608);
const bool l_5634 = l_5633 < uint32(2139095040);
if (l_5634) {
const uint64 l_5635 = reinterpret_cast<uint64 const&>(l_5621);
const uint64 l_5636 = l_5635 >> uint64(52);
const uint64 l_5637 = l_5636 & uint64(2047);
const int32 l_5638 = int32(l_5637);
const int32 l_5639 = l_5638 - int32(1023);
l_mut_5640 = l_5639;
const uint64 l_5641 = l_5635 & uint64(4503599627370495);
const uint64 l_5642 = l_5641 | uint64(4607182418800017408);
const double l_5643 = reinterpret_cast<double const&>(l_5642);
l_mut_2876 = l_5643;
const bool l_5644 = l_mut_2876 > double(1.4142135623730951);
if (l_5644) {
l_mut_2876 = l_mut_2876 * double(0.5);
l_mut_5640 = l_mut_5640 + int32(1);
}
const double l_5645 = l_mut_2876 - double(1.0);
const double l_5646 = double(2.0) + l_5645;
const double l_5647 = l_5645 / l_5646;
const double l_5648 = l_5647 * l_5647;
const double l_5649 = l_5648 * double(0.04);
const double l_5650 = l_5649 + double(0.043478260869565216);
l_mut_2876 = l_5650;
const double l_5651 = l_mut_2876 * l_5648;
const double l_5652 = l_5651 + double(0.047619047619047616);
l_mut_2876 = l_5652;
const double l_5653 = l_mut_2876 * l_5648;
const double l_5654 = l_5653 + double(0.05263157894736842);
l_mut_2876 = l_5654;
const double l_5655 = l_mut_2876 * l_5648;
const double l_5656 = l_5655 + double(0.058823529411764705);
l_mut_2876 = l_5656;
const double l_5657 = l_mut_2876 * l_5648;
const double l_5658 = l_5657 + double(0.06666666666666667);
l_mut_2876 = l_5658;
const double l_5659 = l_mut_2876 * l_5648;
const double l_5660 = l_5659 + double(0.07692307692307693);
l_mut_2876 = l_5660;
const double l_5661 = l_mut_2876 * l_5648;
const double l_5662 = l_5661 + double(0.09090909090909091);
l_mut_2876 = l_5662;
const double l_5663 = l_mut_2876 * l_5648;
const double l_5664 = l_5663 + double(0.1111111111111111);
l_mut_2876 = l_5664;
const double l_5665 = l_mut_2876 * l_5648;
const double l_5666 = l_5665 + double(0.14285714285714285);
l_mut_2876 = l_5666;
const double l_5667 = l_mut_2876 * l_5648;
const double l_5668 = l_5667 + double(0.2);
l_mut_2876 = l_5668;
const double l_5669 = l_mut_2876 * l_5648;
const double l_5670 = l_5669 + double(0.3333333333333333);
l_mut_2876 = l_5670;
const double l_5671 = double(2.0) * l_5647;
const double l_5672 = double(2.0) * l_5647;
const double l_5673 = l_5672 * l_5648;
const double l_5674 = l_5673 * l_mut_2876;
const double l_5675 = l_5671 + l_5674;
const double l_5676 = double(l_mut_5640);
const double l_5677 = l_5676 * double(0.6931471824645996);
const double l_5678 = l_5676 * double(-1.904654299957768e-9);
const double l_5679 = l_5678 + l_5675;
const double l_5680 = l_5677 + l_5679;
l_mut_3130 = l_5680;
}
}
}
const double l_5681 = l_mut_3130 / double(0.6931471805599453);
const double l_5682 = abs(l_5681);
const double l_5683 = l_168 * l_5682;
l_mut_3130 = l_5683;
const bool l_5684 = l_175 >= double(0.5);
const bool l_5685 = l_175 <= double(2.0);
const bool l_5686 = l_5684 && l_5685;
if (l_5686) {
l_mut_3130 = l_168;
}
const double l_5687 = abs(l_5681);
const double l_5688 = l_5687 * double(1.4551915228366852e-11);
const double l_5689 = double(1.0) + l_168;
const double l_5690 = l_5688 * l_5689;
const double l_5691 = l_5681 - l_mut_3130;
const double l_5692 = l_5681 + l_mut_3130;
const double l_5694 = l_5691 * l_171;
const double l_5695 = l_5691 * l_174;
const double l_5696 = l_5692 * l_171;
const double l_5697 = l_5692 * l_174;
l_arr_5693[uint32(0)] = l_5694;
l_arr_5693[uint32(1)] = l_5694;
const double l_5698 = l_arr_5693[uint32(0)];
const bool l_5699 = l_5695 < l_5698;
if (l_5699) {
l_arr_5693[uint32(0)] = l_5695;
}
const double l_5700 = l_arr_5693[uint32(0)];
const bool l_5701 = l_5696 < l_5700;
if (l_5701) {
l_arr_5693[uint32(0)] = l_5696;
}
const double l_5702 = l_arr_5693[uint32(0)];
const bool l_5703 = l_5697 < l_5702;
if (l_5703) {
l_arr_5693[uint32(0)] = l_5697;
}
const double l_5704 = l_arr_5693[uint32(1)];
const bool l_5705 = l_5695 > l_5704;
if (l_5705) {
l_arr_5693[uint32(1)] = l_5695;
}
const double l_5706 = l_arr_5693[uint32(1)];
const bool l_5707 = l_5696 > l_5706;
if (l_5707) {
l_arr_5693[uint32(1)] = l_5696;
}
const double l_5708 = l_arr_5693[uint32(1)];
const bool l_5709 = l_5697 > l_5708;
if (l_5709) {
l_arr_5693[uint32(1)] = l_5697;
}
const double l_5710 = l_5690 * l_174;
l_mut_4425 = uint32(2);
const double l_5711 = l_arr_5693[uint32(0)];
const double l_5712 = l_5711 - l_5710;
const double l_5713 = l_5712 * double(7.1362384635298e44);
const double l_5714 = floor(l_5713);
const double l_5715 = l_5714 * double(1.401298464324817e-45);
l_mut_3130 = l_5715;
const double l_5716 = abs(l_5712);
const bool l_5717 = l_5716 >= double(1.1754943508222875e-38);
if (l_5717) {
const float l_5718 = float(l_5712);
const double l_5719 = double(l_5718);
l_mut_3130 = l_5719;
const bool l_5720 = l_mut_3130 > l_5712;
if (l_5720) {
const uint32 l_5721 = reinterpret_cast<uint32 const&>(l_5718);
const uint32 l_5722 = l_5721 ^ uint32(2147483648);
const float l_5723 = reinterpret_cast<float const&>(l_5722);
const uint32 l_5724 = reinterpret_cast<uint32 const&>(l_5723);
const uint32 l_5725 = l_5724 + uint32(1);
l_mut_3382 = l_5725;
const uint32 l_5726 = l_5724 & uint32(2147483647);
const bool l_5727 = l_5726 == uint32(0);
if (l_5727) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5728 = l_5724 & uint32(2147483648);
const bool l_5729 = l_5728 != uint32(0);
if (l_5729) {
const uint32 l_5730 = l_5724 - uint32(1);
l_mut_3382 = l_5730;
} else {
const bool l_5731 = l_5724 == uint32(2139095040);
if (l_5731) {
l_mut_3382 = l_5724;
}
}
}
const float l_5732 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5733 = reinterpret_cast<uint32 const&>(l_5732);
const uint32 l_5734 = l_5733 ^ uint32(2147483648);
const float l_5735 = reinterpret_cast<float const&>(l_5734);
const uint32 l_5736 = reinterpret_cast<uint32 const&>(l_5735);
const uint32 l_5737 = l_5736 & uint32(2147483647);
const float l_5738 = reinterpret_cast<float const&>(l_5737);
const double l_5739 = double(l_5738);
l_mut_2876 = l_5739;
const bool l_5740 = l_5737 < uint32(8388608);
if (l_5740) {
const double l_5741 = double(l_5737);
const double l_5742 = l_5741 * double(1.401298464324817e-45);
l_mut_2876 = l_5742;
}
const uint64 l_5743 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5744 = l_5736 >> uint32(31);
const uint64 l_5745 = uint64(l_5744);
const uint64 l_5746 = l_5745 << uint64(63);
const uint64 l_5747 = l_5743 | l_5746;
const double l_5748 = reinterpret_cast<double const&>(l_5747);
l_mut_3130 = l_5748;
} else {
const uint32 l_5749 = reinterpret_cast<uint32 const&>(l_5718);
const uint32 l_5750 = l_5749 + uint32(1);
l_mut_3382 = l_5750;
const uint32 l_5751 = l_5749 & uint32(2147483647);
const bool l_5752 = l_5751 == uint32(0);
if (l_5752) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5753 = l_5749 & uint32(2147483648);
const bool l_5754 = l_5753 != uint32(0);
if (l_5754) {
const uint32 l_5755 = l_5749 - uint32(1);
l_mut_3382 = l_5755;
} else {
const bool l_5756 = l_5749 == uint32(2139095040);
if (l_5756) {
l_mut_3382 = l_5749;
}
}
}
const float l_5757 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5758 = reinterpret_cast<uint32 const&>(l_5757);
const uint32 l_5759 = l_5758 & uint32(2147483647);
const float l_5760 = reinterpret_cast<float const&>(l_5759);
const double l_5761 = double(l_5760);
l_mut_2876 = l_5761;
const bool l_5762 = l_5759 < uint32(8388608);
if (l_5762) {
const double l_5763 = double(l_5759);
const double l_5764 = l_5763 * double(1.401298464324817e-45);
l_mut_2876 = l_5764;
}
const uint64 l_5765 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5766 = l_5758 >> uint32(31);
const uint64 l_5767 = uint64(l_5766);
const uint64 l_5768 = l_5767 << uint64(63);
const uint64 l_5769 = l_5765 | l_5768;
const double l_5770 = reinterpret_cast<double const&>(l_5769);
const bool l_5771 = l_5770 <= l_5712;
if (l_5771) {
const uint32 l_5772 = reinterpret_cast<uint32 const&>(l_5718);
const uint32 l_5773 = l_5772 + uint32(1);
l_mut_3382 = l_5773;
const uint32 l_5774 = l_5772 & uint32(2147483647);
const bool l_5775 = l_5774 == uint32(0);
if (l_5775) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5776 = l_5772 & uint32(2147483648);
const bool l_5777 = l_5776 != uint32(0);
if (l_5777) {
const uint32 l_5778 = l_5772 - uint32(1);
l_mut_3382 = l_5778;
} else {
const bool l_5779 = l_5772 == uint32(2139095040);
if (l_5779) {
l_mut_3382 = l_5772;
}
}
}
const float l_5780 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5781 = reinterpret_cast<uint32 const&>(l_5780);
const uint32 l_5782 = l_5781 & uint32(2147483647);
const float l_5783 = reinterpret_cast<float const&>(l_5782);
const double l_5784 = double(l_5783);
l_mut_2876 = l_5784;
const bool l_5785 = l_5782 < uint32(8388608);
if (l_5785) {
const double l_5786 = double(l_5782);
const double l_5787 = l_5786 * double(1.401298464324817e-45);
l_mut_2876 = l_5787;
}
const uint64 l_5788 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5789 = l_5781 >> uint32(31);
const uint64 l_5790 = uint64(l_5789);
const uint64 l_5791 = l_5790 << uint64(63);
const uint64 l_5792 = l_5788 | l_5791;
const double l_5793 = reinterpret_cast<double const&>(l_5792);
l_mut_3130 = l_5793;
}
}
}
const double l_5794 = l_5711 + l_5710;
const double l_5795 = l_5794 * double(7.1362384635298e44);
const double l_5796 = floor(l_5795);
const double l_5797 = l_5796 * double(1.401298464324817e-45);
l_mut_2876 = l_5797;
const double l_5798 = abs(l_5794);
const bool l_5799 = l_5798 >= double(1.1754943508222875e-38);
if (l_5799) {
const float l_5800 = float(l_5794);
const double l_5801 = double(l_5800);
l_mut_2876 = l_5801;
const bool l_5802 = l_mut_2876 > l_5794;
if (l_5802) {
const uint32 l_5803 = reinterpret_cast<uint32 const&>(l_5800);
const uint32 l_5804 = l_5803 ^ uint32(2147483648);
const float l_5805 = reinterpret_cast<float const&>(l_5804);
const uint32 l_5806 = reinterpret_cast<uint32 const&>(l_5805);
const uint32 l_5807 = l_5806 + uint32(1);
l_mut_3382 = l_5807;
const uint32 l_5808 = l_5806 & uint32(2147483647);
const bool l_5809 = l_5808 == uint32(0);
if (l_5809) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5810 = l_5806 & uint32(2147483648);
const bool l_5811 = l_5810 != uint32(0);
if (l_5811) {
const uint32 l_5812 = l_5806 - uint32(1);
l_mut_3382 = l_5812;
} else {
const bool l_5813 = l_5806 == uint32(2139095040);
if (l_5813) {
l_mut_3382 = l_5806;
}
}
}
const float l_5814 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5815 = reinterpret_cast<uint32 const&>(l_5814);
const uint32 l_5816 = l_5815 ^ uint32(2147483648);
const float l_5817 = reinterpret_cast<float const&>(l_5816);
const uint32 l_5818 = reinterpret_cast<uint32 const&>(l_5817);
const uint32 l_5819 = l_5818 & uint32(2147483647);
const float l_5820 = reinterpret_cast<float const&>(l_5819);
const double l_5821 = double(l_5820);
l_mut_2620 = l_5821;
const bool l_5822 = l_5819 < uint32(8388608);
if (l_5822) {
const double l_5823 = double(l_5819);
const double l_5824 = l_5823 * double(1.401298464324817e-45);
l_mut_2620 = l_5824;
}
const uint64 l_5825 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5826 = l_5818 >> uint32(31);
const uint64 l_5827 = uint64(l_5826);
const uint64 l_5828 = l_5827 << uint64(63);
const uint64 l_5829 = l_5825 | l_5828;
const double l_5830 = reinterpret_cast<double const&>(l_5829);
l_mut_2876 = l_5830;
} else {
const uint32 l_5831 = reinterpret_cast<uint32 const&>(l_5800);
const uint32 l_5832 = l_5831 + uint32(1);
l_mut_3382 = l_5832;
const uint32 l_5833 = l_5831 & uint32(2147483647);
const bool l_5834 = l_5833 == uint32(0);
if (l_5834) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5835 = l_5831 & uint32(2147483648);
const bool l_5836 = l_5835 != uint32(0);
if (l_5836) {
const uint32 l_5837 = l_5831 - uint32(1);
l_mut_3382 = l_5837;
} else {
const bool l_5838 = l_5831 == uint32(2139095040);
if (l_5838) {
l_mut_3382 = l_5831;
}
}
}
const float l_5839 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5840 = reinterpret_cast<uint32 const&>(l_5839);
const uint32 l_5841 = l_5840 & uint32(2147483647);
const float l_5842 = reinterpret_cast<float const&>(l_5841);
const double l_5843 = double(l_5842);
l_mut_2620 = l_5843;
const bool l_5844 = l_5841 < uint32(8388608);
if (l_5844) {
const double l_5845 = double(l_5841);
const double l_5846 = l_5845 * double(1.401298464324817e-45);
l_mut_2620 = l_5846;
}
const uint64 l_5847 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5848 = l_5840 >> uint32(31);
const uint64 l_5849 = uint64(l_5848);
const uint64 l_5850 = l_5849 << uint64(63);
const uint64 l_5851 = l_5847 | l_5850;
const double l_5852 = reinterpret_cast<double const&>(l_5851);
const bool l_5853 = l_5852 <= l_5794;
if (l_5853) {
const uint32 l_5854 = reinterpret_cast<uint32 const&>(l_5800);
const uint32 l_5855 = l_5854 + uint32(1);
l_mut_3382 = l_5855;
const uint32 l_5856 = l_5854 & uint32(2147483647);
const bool l_5857 = l_5856 == uint32(0);
if (l_5857) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5858 = l_5854 & uint32(2147483648);
const bool l_5859 = l_5858 != uint32(0);
if (l_5859) {
const uint32 l_5860 = l_5854 - uint32(1);
l_mut_3382 = l_5860;
} else {
const bool l_5861 = l_5854 == uint32(2139095040);
if (l_5861) {
l_mut_3382 = l_5854;
}
}
}
const float l_5862 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5863 = reinterpret_cast<uint32 const&>(l_5862);
const uint32 l_5864 = l_5863 & uint32(2147483647);
const float l_5865 = reinterpret_cast<float const&>(l_5864);
const double l_5866 = double(l_5865);
l_mut_2620 = l_5866;
const bool l_5867 = l_5864 < uint32(8388608);
if (l_5867) {
const double l_5868 = double(l_5864);
const double l_5869 = l_5868 * double(1.401298464324817e-45);
l_mut_2620 = l_5869;
}
const uint64 l_5870 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5871 = l_5863 >> uint32(31);
const uint64 l_5872 = uint64(l_5871);
const uint64 l_5873 = l_5872 << uint64(63);
const uint64 l_5874 = l_5870 | l_5873;
const double l_5875 = reinterpret_cast<double const&>(l_5874);
l_mut_2876 = l_5875;
}
}
}
const bool l_5876 = l_mut_3130 == l_mut_2876;
const double l_5877 = l_arr_5693[uint32(1)];
const double l_5878 = l_5877 - l_5710;
const double l_5879 = l_5878 * double(7.1362384635298e44);
const double l_5880 = floor(l_5879);
const double l_5881 = l_5880 * double(1.401298464324817e-45);
l_mut_3130 = l_5881;
const double l_5882 = abs(l_5878);
const bool l_5883 = l_5882 >= double(1.1754943508222875e-38);
if (l_5883) {
const float l_5884 = float(l_5878);
const double l_5885 = double(l_5884);
l_mut_3130 = l_5885;
const bool l_5886 = l_mut_3130 > l_5878;
if (l_5886) {
const uint32 l_5887 = reinterpret_cast<uint32 const&>(l_5884);
const uint32 l_5888 = l_5887 ^ uint32(2147483648);
const float l_5889 = reinterpret_cast<float const&>(l_5888);
const uint32 l_5890 = reinterpret_cast<uint32 const&>(l_5889);
const uint32 l_5891 = l_5890 + uint32(1);
l_mut_3382 = l_5891;
const uint32 l_5892 = l_5890 & uint32(2147483647);
const bool l_5893 = l_5892 == uint32(0);
if (l_5893) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5894 = l_5890 & uint32(2147483648);
const bool l_5895 = l_5894 != uint32(0);
if (l_5895) {
const uint32 l_5896 = l_5890 - uint32(1);
l_mut_3382 = l_5896;
} else {
const bool l_5897 = l_5890 == uint32(2139095040);
if (l_5897) {
l_mut_3382 = l_5890;
}
}
}
const float l_5898 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5899 = reinterpret_cast<uint32 const&>(l_5898);
const uint32 l_5900 = l_5899 ^ uint32(2147483648);
const float l_5901 = reinterpret_cast<float const&>(l_5900);
const uint32 l_5902 = reinterpret_cast<uint32 const&>(l_5901);
const uint32 l_5903 = l_5902 & uint32(2147483647);
const float l_5904 = reinterpret_cast<float const&>(l_5903);
const double l_5905 = double(l_5904);
l_mut_2876 = l_5905;
const bool l_5906 = l_5903 < uint32(8388608);
if (l_5906) {
const double l_5907 = double(l_5903);
const double l_5908 = l_5907 * double(1.401298464324817e-45);
l_mut_2876 = l_5908;
}
const uint64 l_5909 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5910 = l_5902 >> uint32(31);
const uint64 l_5911 = uint64(l_5910);
const uint64 l_5912 = l_5911 << uint64(63);
const uint64 l_5913 = l_5909 | l_5912;
const double l_5914 = reinterpret_cast<double const&>(l_5913);
l_mut_3130 = l_5914;
} else {
const uint32 l_5915 = reinterpret_cast<uint32 const&>(l_5884);
const uint32 l_5916 = l_5915 + uint32(1);
l_mut_3382 = l_5916;
const uint32 l_5917 = l_5915 & uint32(2147483647);
const bool l_5918 = l_5917 == uint32(0);
if (l_5918) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5919 = l_5915 & uint32(2147483648);
const bool l_5920 = l_5919 != uint32(0);
if (l_5920) {
const uint32 l_5921 = l_5915 - uint32(1);
l_mut_3382 = l_5921;
} else {
const bool l_5922 = l_5915 == uint32(2139095040);
if (l_5922) {
l_mut_3382 = l_5915;
}
}
}
const float l_5923 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5924 = reinterpret_cast<uint32 const&>(l_5923);
const uint32 l_5925 = l_5924 & uint32(2147483647);
const float l_5926 = reinterpret_cast<float const&>(l_5925);
const double l_5927 = double(l_5926);
l_mut_2876 = l_5927;
const bool l_5928 = l_5925 < uint32(8388608);
if (l_5928) {
const double l_5929 = double(l_5925);
const double l_5930 = l_5929 * double(1.401298464324817e-45);
l_mut_2876 = l_5930;
}
const uint64 l_5931 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5932 = l_5924 >> uint32(31);
const uint64 l_5933 = uint64(l_5932);
const uint64 l_5934 = l_5933 << uint64(63);
const uint64 l_5935 = l_5931 | l_5934;
const double l_5936 = reinterpret_cast<double const&>(l_5935);
const bool l_5937 = l_5936 <= l_5878;
if (l_5937) {
const uint32 l_5938 = reinterpret_cast<uint32 const&>(l_5884);
const uint32 l_5939 = l_5938 + uint32(1);
l_mut_3382 = l_5939;
const uint32 l_5940 = l_5938 & uint32(2147483647);
const bool l_5941 = l_5940 == uint32(0);
if (l_5941) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5942 = l_5938 & uint32(2147483648);
const bool l_5943 = l_5942 != uint32(0);
if (l_5943) {
const uint32 l_5944 = l_5938 - uint32(1);
l_mut_3382 = l_5944;
} else {
const bool l_5945 = l_5938 == uint32(2139095040);
if (l_5945) {
l_mut_3382 = l_5938;
}
}
}
const float l_5946 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5947 = reinterpret_cast<uint32 const&>(l_5946);
const uint32 l_5948 = l_5947 & uint32(2147483647);
const float l_5949 = reinterpret_cast<float const&>(l_5948);
const double l_5950 = double(l_5949);
l_mut_2876 = l_5950;
const bool l_5951 = l_5948 < uint32(8388608);
if (l_5951) {
const double l_5952 = double(l_5948);
const double l_5953 = l_5952 * double(1.401298464324817e-45);
l_mut_2876 = l_5953;
}
const uint64 l_5954 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_5955 = l_5947 >> uint32(31);
const uint64 l_5956 = uint64(l_5955);
const uint64 l_5957 = l_5956 << uint64(63);
const uint64 l_5958 = l_5954 | l_5957;
const double l_5959 = reinterpret_cast<double const&>(l_5958);
l_mut_3130 = l_5959;
}
}
}
const double l_5960 = l_5877 + l_5710;
const double l_5961 = l_5960 * double(7.1362384635298e44);
const double l_5962 = floor(l_5961);
const double l_5963 = l_5962 * double(1.401298464324817e-45);
l_mut_2876 = l_5963;
const double l_5964 = abs(l_5960);
const bool l_5965 = l_5964 >= double(1.1754943508222875e-38);
if (l_5965) {
const float l_5966 = float(l_5960);
const double l_5967 = double(l_5966);
l_mut_2876 = l_5967;
const bool l_5968 = l_mut_2876 > l_5960;
if (l_5968) {
const uint32 l_5969 = reinterpret_cast<uint32 const&>(l_5966);
const uint32 l_5970 = l_5969 ^ uint32(2147483648);
const float l_5971 = reinterpret_cast<float const&>(l_5970);
const uint32 l_5972 = reinterpret_cast<uint32 const&>(l_5971);
const uint32 l_5973 = l_5972 + uint32(1);
l_mut_3382 = l_5973;
const uint32 l_5974 = l_5972 & uint32(2147483647);
const bool l_5975 = l_5974 == uint32(0);
if (l_5975) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_5976 = l_5972 & uint32(2147483648);
const bool l_5977 = l_5976 != uint32(0);
if (l_5977) {
const uint32 l_5978 = l_5972 - uint32(1);
l_mut_3382 = l_5978;
} else {
const bool l_5979 = l_5972 == uint32(2139095040);
if (l_5979) {
l_mut_3382 = l_5972;
}
}
}
const float l_5980 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_5981 = reinterpret_cast<uint32 const&>(l_5980);
const uint32 l_5982 = l_5981 ^ uint32(2147483648);
const float l_5983 = reinterpret_cast<float const&>(l_5982);
const uint32 l_5984 = reinterpret_cast<uint32 const&>(l_5983);
const uint32 l_5985 = l_5984 & uint32(2147483647);
const float l_5986 = reinterpret_cast<float const&>(l_5985);
const double l_5987 = double(l_5986);
l_mut_2620 = l_5987;
const bool l_5988 = l_5985 < uint32(8388608);
if (l_5988) {
const double l_5989 = double(l_5985);
const double l_5990 = l_5989 * double(1.401298464324817e-45);
l_mut_2620 = l_5990;
}
const uint64 l_5991 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_5992 = l_5984 >> uint32(31);
const uint64 l_5993 = uint64(l_5992);
const uint64 l_5994 = l_5993 << uint64(63);
const uint64 l_5995 = l_5991 | l_5994;
const double l_5996 = reinterpret_cast<double const&>(l_5995);
l_mut_2876 = l_5996;
} else {
const uint32 l_5997 = reinterpret_cast<uint32 const&>(l_5966);
const uint32 l_5998 = l_5997 + uint32(1);
l_mut_3382 = l_5998;
const uint32 l_5999 = l_5997 & uint32(2147483647);
const bool l_6000 = l_5999 == uint32(0);
if (l_6000) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6001 = l_5997 & uint32(2147483648);
const bool l_6002 = l_6001 != uint32(0);
if (l_6002) {
const uint32 l_6003 = l_5997 - uint32(1);
l_mut_3382 = l_6003;
} else {
const bool l_6004 = l_5997 == uint32(2139095040);
if (l_6004) {
l_mut_3382 = l_5997;
}
}
}
const float l_6005 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6006 = reinterpret_cast<uint32 const&>(l_6005);
const uint32 l_6007 = l_6006 & uint32(2147483647);
const float l_6008 = reinterpret_cast<float const&>(l_6007);
const double l_6009 = double(l_6008);
l_mut_2620 = l_6009;
const bool l_6010 = l_6007 < uint32(8388608);
if (l_6010) {
const double l_6011 = double(l_6007);
const double l_6012 = l_6011 * double(1.401298464324817e-45);
l_mut_2620 = l_6012;
}
const uint64 l_6013 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_6014 = l_6006 >> uint32(31);
const uint64 l_6015 = uint64(l_6014);
const uint64 l_6016 = l_6015 << uint64(63);
const uint64 l_6017 = l_6013 | l_6016;
const double l_6018 = reinterpret_cast<double const&>(l_6017);
const bool l_6019 = l_6018 <= l_5960;
if (l_6019) {
const uint32 l_6020 = reinterpret_cast<uint32 const&>(l_5966);
const uint32 l_6021 = l_6020 + uint32(1);
l_mut_3382 = l_6021;
const uint32 l_6022 = l_6020 & uint32(2147483647);
const bool l_6023 = l_6022 == uint32(0);
if (l_6023) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6024 = l_6020 & uint32(2147483648);
const bool l_6025 = l_6024 != uint32(0);
if (l_6025) {
const uint32 l_6026 = l_6020 - uint32(1);
l_mut_3382 = l_6026;
} else {
const bool l_6027 = l_6020 == uint32(2139095040);
if (l_6027) {
l_mut_3382 = l_6020;
}
}
}
const float l_6028 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6029 = reinterpret_cast<uint32 const&>(l_6028);
const uint32 l_6030 = l_6029 & uint32(2147483647);
const float l_6031 = reinterpret_cast<float const&>(l_6030);
const double l_6032 = double(l_6031);
l_mut_2620 = l_6032;
const bool l_6033 = l_6030 < uint32(8388608);
if (l_6033) {
const double l_6034 = double(l_6030);
const double l_6035 = l_6034 * double(1.401298464324817e-45);
l_mut_2620 = l_6035;
}
const uint64 l_6036 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_6037 = l_6029 >> uint32(31);
const uint64 l_6038 = uint64(l_6037);
const uint64 l_6039 = l_6038 << uint64(63);
const uint64 l_6040 = l_6036 | l_6039;
const double l_6041 = reinterpret_cast<double const&>(l_6040);
l_mut_2876 = l_6041;
}
}
}
const bool l_6042 = l_mut_3130 == l_mut_2876;
const bool l_6043 = l_5876 && l_6042;
if (l_6043) {
const double l_6044 = l_arr_5693[uint32(0)];
const double l_6045 = l_6044 * double(7.1362384635298e44);
const double l_6046 = floor(l_6045);
const double l_6047 = l_6046 * double(1.401298464324817e-45);
l_mut_3130 = l_6047;
const double l_6048 = abs(l_6044);
const bool l_6049 = l_6048 >= double(1.1754943508222875e-38);
if (l_6049) {
const float l_6050 = float(l_6044);
const double l_6051 = double(l_6050);
l_mut_3130 = l_6051;
const bool l_6052 = l_mut_3130 > l_6044;
if (l_6052) {
const uint32 l_6053 = reinterpret_cast<uint32 const&>(l_6050);
const uint32 l_6054 = l_6053 ^ uint32(2147483648);
const float l_6055 = reinterpret_cast<float const&>(l_6054);
const uint32 l_6056 = reinterpret_cast<uint32 const&>(l_6055);
const uint32 l_6057 = l_6056 + uint32(1);
l_mut_3382 = l_6057;
const uint32 l_6058 = l_6056 & uint32(2147483647);
const bool l_6059 = l_6058 == uint32(0);
if (l_6059) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6060 = l_6056 & uint32(2147483648);
const bool l_6061 = l_6060 != uint32(0);
if (l_6061) {
const uint32 l_6062 = l_6056 - uint32(1);
l_mut_3382 = l_6062;
} else {
const bool l_6063 = l_6056 == uint32(2139095040);
if (l_6063) {
l_mut_3382 = l_6056;
}
}
}
const float l_6064 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6065 = reinterpret_cast<uint32 const&>(l_6064);
const uint32 l_6066 = l_6065 ^ uint32(2147483648);
const float l_6067 = reinterpret_cast<float const&>(l_6066);
const uint32 l_6068 = reinterpret_cast<uint32 const&>(l_6067);
const uint32 l_6069 = l_6068 & uint32(2147483647);
const float l_6070 = reinterpret_cast<float const&>(l_6069);
const double l_6071 = double(l_6070);
l_mut_2876 = l_6071;
const bool l_6072 = l_6069 < uint32(8388608);
if (l_6072) {
const double l_6073 = double(l_6069);
const double l_6074 = l_6073 * double(1.401298464324817e-45);
l_mut_2876 = l_6074;
}
const uint64 l_6075 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6076 = l_6068 >> uint32(31);
const uint64 l_6077 = uint64(l_6076);
const uint64 l_6078 = l_6077 << uint64(63);
const uint64 l_6079 = l_6075 | l_6078;
const double l_6080 = reinterpret_cast<double const&>(l_6079);
l_mut_3130 = l_6080;
} else {
const uint32 l_6081 = reinterpret_cast<uint32 const&>(l_6050);
const uint32 l_6082 = l_6081 + uint32(1);
l_mut_3382 = l_6082;
const uint32 l_6083 = l_6081 & uint32(2147483647);
const bool l_6084 = l_6083 == uint32(0);
if (l_6084) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6085 = l_6081 & uint32(2147483648);
const bool l_6086 = l_6085 != uint32(0);
if (l_6086) {
const uint32 l_6087 = l_6081 - uint32(1);
l_mut_3382 = l_6087;
} else {
const bool l_6088 = l_6081 == uint32(2139095040);
if (l_6088) {
l_mut_3382 = l_6081;
}
}
}
const float l_6089 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6090 = reinterpret_cast<uint32 const&>(l_6089);
const uint32 l_6091 = l_6090 & uint32(2147483647);
const float l_6092 = reinterpret_cast<float const&>(l_6091);
const double l_6093 = double(l_6092);
l_mut_2876 = l_6093;
const bool l_6094 = l_6091 < uint32(8388608);
if (l_6094) {
const double l_6095 = double(l_6091);
const double l_6096 = l_6095 * double(1.401298464324817e-45);
l_mut_2876 = l_6096;
}
const uint64 l_6097 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6098 = l_6090 >> uint32(31);
const uint64 l_6099 = uint64(l_6098);
const uint64 l_6100 = l_6099 << uint64(63);
const uint64 l_6101 = l_6097 | l_6100;
const double l_6102 = reinterpret_cast<double const&>(l_6101);
const bool l_6103 = l_6102 <= l_6044;
if (l_6103) {
const uint32 l_6104 = reinterpret_cast<uint32 const&>(l_6050);
const uint32 l_6105 = l_6104 + uint32(1);
l_mut_3382 = l_6105;
const uint32 l_6106 = l_6104 & uint32(2147483647);
const bool l_6107 = l_6106 == uint32(0);
if (l_6107) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6108 = l_6104 & uint32(2147483648);
const bool l_6109 = l_6108 != uint32(0);
if (l_6109) {
const uint32 l_6110 = l_6104 - uint32(1);
l_mut_3382 = l_6110;
} else {
const bool l_6111 = l_6104 == uint32(2139095040);
if (l_6111) {
l_mut_3382 = l_6104;
}
}
}
const float l_6112 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6113 = reinterpret_cast<uint32 const&>(l_6112);
const uint32 l_6114 = l_6113 & uint32(2147483647);
const float l_6115 = reinterpret_cast<float const&>(l_6114);
const double l_6116 = double(l_6115);
l_mut_2876 = l_6116;
const bool l_6117 = l_6114 < uint32(8388608);
if (l_6117) {
const double l_6118 = double(l_6114);
const double l_6119 = l_6118 * double(1.401298464324817e-45);
l_mut_2876 = l_6119;
}
const uint64 l_6120 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6121 = l_6113 >> uint32(31);
const uint64 l_6122 = uint64(l_6121);
const uint64 l_6123 = l_6122 << uint64(63);
const uint64 l_6124 = l_6120 | l_6123;
const double l_6125 = reinterpret_cast<double const&>(l_6124);
l_mut_3130 = l_6125;
}
}
}
const double l_6126 = l_arr_5693[uint32(1)];
const double l_6127 = -l_6126;
const double l_6128 = l_6127 * double(7.1362384635298e44);
const double l_6129 = floor(l_6128);
const double l_6130 = l_6129 * double(1.401298464324817e-45);
l_mut_2876 = l_6130;
const double l_6131 = abs(l_6127);
const bool l_6132 = l_6131 >= double(1.1754943508222875e-38);
if (l_6132) {
const float l_6133 = float(l_6127);
const double l_6134 = double(l_6133);
l_mut_2876 = l_6134;
const bool l_6135 = l_mut_2876 > l_6127;
if (l_6135) {
const uint32 l_6136 = reinterpret_cast<uint32 const&>(l_6133);
const uint32 l_6137 = l_6136 ^ uint32(2147483648);
const float l_6138 = reinterpret_cast<float const&>(l_6137);
const uint32 l_6139 = reinterpret_cast<uint32 const&>(l_6138);
const uint32 l_6140 = l_6139 + uint32(1);
l_mut_3382 = l_6140;
const uint32 l_6141 = l_6139 & uint32(2147483647);
const bool l_6142 = l_6141 == uint32(0);
if (l_6142) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6143 = l_6139 & uint32(2147483648);
const bool l_6144 = l_6143 != uint32(0);
if (l_6144) {
const uint32 l_6145 = l_6139 - uint32(1);
l_mut_3382 = l_6145;
} else {
const bool l_6146 = l_6139 == uint32(2139095040);
if (l_6146) {
l_mut_3382 = l_6139;
}
}
}
const float l_6147 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6148 = reinterpret_cast<uint32 const&>(l_6147);
const uint32 l_6149 = l_6148 ^ uint32(2147483648);
const float l_6150 = reinterpret_cast<float const&>(l_6149);
const uint32 l_6151 = reinterpret_cast<uint32 const&>(l_6150);
const uint32 l_6152 = l_6151 & uint32(2147483647);
const float l_6153 = reinterpret_cast<float const&>(l_6152);
const double l_6154 = double(l_6153);
l_mut_2620 = l_6154;
const bool l_6155 = l_6152 < uint32(8388608);
if (l_6155) {
const double l_6156 = double(l_6152);
const double l_6157 = l_6156 * double(1.401298464324817e-45);
l_mut_2620 = l_6157;
}
const uint64 l_6158 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_6159 = l_6151 >> uint32(31);
const uint64 l_6160 = uint64(l_6159);
const uint64 l_6161 = l_6160 << uint64(63);
const uint64 l_6162 = l_6158 | l_6161;
const double l_6163 = reinterpret_cast<double const&>(l_6162);
l_mut_2876 = l_6163;
} else {
const uint32 l_6164 = reinterpret_cast<uint32 const&>(l_6133);
const uint32 l_6165 = l_6164 + uint32(1);
l_mut_3382 = l_6165;
const uint32 l_6166 = l_6164 & uint32(2147483647);
const bool l_6167 = l_6166 == uint32(0);
if (l_6167) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6168 = l_6164 & uint32(2147483648);
const bool l_6169 = l_6168 != uint32(0);
if (l_6169) {
const uint32 l_6170 = l_6164 - uint32(1);
l_mut_3382 = l_6170;
} else {
const bool l_6171 = l_6164 == uint32(2139095040);
if (l_6171) {
l_mut_3382 = l_6164;
}
}
}
const float l_6172 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6173 = reinterpret_cast<uint32 const&>(l_6172);
const uint32 l_6174 = l_6173 & uint32(2147483647);
const float l_6175 = reinterpret_cast<float const&>(l_6174);
const double l_6176 = double(l_6175);
l_mut_2620 = l_6176;
const bool l_6177 = l_6174 < uint32(8388608);
if (l_6177) {
const double l_6178 = double(l_6174);
const double l_6179 = l_6178 * double(1.401298464324817e-45);
l_mut_2620 = l_6179;
}
const uint64 l_6180 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_6181 = l_6173 >> uint32(31);
const uint64 l_6182 = uint64(l_6181);
const uint64 l_6183 = l_6182 << uint64(63);
const uint64 l_6184 = l_6180 | l_6183;
const double l_6185 = reinterpret_cast<double const&>(l_6184);
const bool l_6186 = l_6185 <= l_6127;
if (l_6186) {
const uint32 l_6187 = reinterpret_cast<uint32 const&>(l_6133);
const uint32 l_6188 = l_6187 + uint32(1);
l_mut_3382 = l_6188;
const uint32 l_6189 = l_6187 & uint32(2147483647);
const bool l_6190 = l_6189 == uint32(0);
if (l_6190) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6191 = l_6187 & uint32(2147483648);
const bool l_6192 = l_6191 != uint32(0);
if (l_6192) {
const uint32 l_6193 = l_6187 - uint32(1);
l_mut_3382 = l_6193;
} else {
const bool l_6194 = l_6187 == uint32(2139095040);
if (l_6194) {
l_mut_3382 = l_6187;
}
}
}
const float l_6195 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6196 = reinterpret_cast<uint32 const&>(l_6195);
const uint32 l_6197 = l_6196 & uint32(2147483647);
const float l_6198 = reinterpret_cast<float const&>(l_6197);
const double l_6199 = double(l_6198);
l_mut_2620 = l_6199;
const bool l_6200 = l_6197 < uint32(8388608);
if (l_6200) {
const double l_6201 = double(l_6197);
const double l_6202 = l_6201 * double(1.401298464324817e-45);
l_mut_2620 = l_6202;
}
const uint64 l_6203 = reinterpret_cast<uint64 const&>(l_mut_2620);
const uint32 l_6204 = l_6196 >> uint32(31);
const uint64 l_6205 = uint64(l_6204);
const uint64 l_6206 = l_6205 << uint64(63);
const uint64 l_6207 = l_6203 | l_6206;
const double l_6208 = reinterpret_cast<double const&>(l_6207);
l_mut_2876 = l_6208;
}
}
}
const double l_6209 = -l_mut_2876;
const uint32 l_6210 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6211 = l_6210 & uint32(2147483647);
const float l_6212 = reinterpret_cast<float const&>(l_6211);
const double l_6213 = double(l_6212);
l_mut_2876 = l_6213;
const bool l_6214 = l_6211 < uint32(8388608);
if (l_6214) {
const double l_6215 = double(l_6211);
const double l_6216 = l_6215 * double(1.401298464324817e-45);
l_mut_2876 = l_6216;
}
const uint64 l_6217 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6218 = l_6210 >> uint32(31);
const uint64 l_6219 = uint64(l_6218);
const uint64 l_6220 = l_6219 << uint64(63);
const uint64 l_6221 = l_6217 | l_6220;
const double l_6222 = reinterpret_cast<double const&>(l_6221);
const uint32 l_6223 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6224 = l_6223 + uint32(1);
l_mut_3382 = l_6224;
const uint32 l_6225 = l_6223 & uint32(2147483647);
const bool l_6226 = l_6225 == uint32(0);
if (l_6226) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6227 = l_6223 & uint32(2147483648);
const bool l_6228 = l_6227 != uint32(0);
if (l_6228) {
const uint32 l_6229 = l_6223 - uint32(1);
l_mut_3382 = l_6229;
} else {
const bool l_6230 = l_6223 == uint32(2139095040);
if (l_6230) {
l_mut_3382 = l_6223;
}
}
}
const float l_6231 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6232 = reinterpret_cast<uint32 const&>(l_6231);
const uint32 l_6233 = l_6232 & uint32(2147483647);
const float l_6234 = reinterpret_cast<float const&>(l_6233);
const double l_6235 = double(l_6234);
l_mut_2876 = l_6235;
const bool l_6236 = l_6233 < uint32(8388608);
if (l_6236) {
const double l_6237 = double(l_6233);
const double l_6238 = l_6237 * double(1.401298464324817e-45);
l_mut_2876 = l_6238;
}
const uint64 l_6239 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6240 = l_6232 >> uint32(31);
const uint64 l_6241 = uint64(l_6240);
const uint64 l_6242 = l_6241 << uint64(63);
const uint64 l_6243 = l_6239 | l_6242;
const double l_6244 = reinterpret_cast<double const&>(l_6243);
const uint32 l_6245 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6246 = l_6245 ^ uint32(2147483648);
const float l_6247 = reinterpret_cast<float const&>(l_6246);
const uint32 l_6248 = reinterpret_cast<uint32 const&>(l_6247);
const uint32 l_6249 = l_6248 + uint32(1);
l_mut_3382 = l_6249;
const uint32 l_6250 = l_6248 & uint32(2147483647);
const bool l_6251 = l_6250 == uint32(0);
if (l_6251) {
l_mut_3382 = uint32(1);
} else {
const uint32 l_6252 = l_6248 & uint32(2147483648);
const bool l_6253 = l_6252 != uint32(0);
if (l_6253) {
const uint32 l_6254 = l_6248 - uint32(1);
l_mut_3382 = l_6254;
} else {
const bool l_6255 = l_6248 == uint32(2139095040);
if (l_6255) {
l_mut_3382 = l_6248;
}
}
}
const float l_6256 = reinterpret_cast<float const&>(l_mut_3382);
const uint32 l_6257 = reinterpret_cast<uint32 const&>(l_6256);
const uint32 l_6258 = l_6257 ^ uint32(2147483648);
const float l_6259 = reinterpret_cast<float const&>(l_6258);
const uint32 l_6260 = reinterpret_cast<uint32 const&>(l_6259);
const uint32 l_6261 = l_6260 & uint32(2147483647);
const float l_6262 = reinterpret_cast<float const&>(l_6261);
const double l_6263 = double(l_6262);
l_mut_2876 = l_6263;
const bool l_6264 = l_6261 < uint32(8388608);
if (l_6264) {
const double l_6265 = double(l_6261);
const double l_6266 = l_6265 * double(1.401298464324817e-45);
l_mut_2876 = l_6266;
}
const uint64 l_6267 = reinterpret_cast<uint64 const&>(l_mut_2876);
const uint32 l_6268 = l_6260 >> uint32(31);
const uint64 l_6269 = uint64(l_6268);
const uint64 l_6270 = l_6269 << uint64(63);
const uint64 l_6271 = l_6267 | l_6270;
const double l_6272 = reinterpret_cast<double const&>(l_6271);
const double l_6273 = l_mut_3130 + double(0.0);
const bool l_6274 = l_6273 <= l_6222;
l_mut_296 = l_6274;
const double l_6275 = l_mut_3130 - double(0.0);
const bool l_6276 = l_6275 > l_6222;
l_mut_293 = l_6276;
const double l_6277 = l_6209 - double(0.0);
const bool l_6278 = l_6277 >= l_6222;
l_mut_290 = l_6278;
const double l_6279 = l_6209 + double(0.0);
const bool l_6280 = l_6279 < l_6222;
l_mut_287 = l_6280;
l_mut_3382 = uint32(2);
const bool l_6281 = l_mut_293 || l_mut_287;
if (l_6281) {
l_mut_3382 = uint32(1);
} else {
const bool l_6282 = l_mut_296 && l_mut_290;
if (l_6282) {
l_mut_3382 = uint32(0);
}
}
const uint32 l_6283 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6284 = l_6283 & uint32(2147483647);
const bool l_6285 = l_6284 == uint32(0);
if (l_6285) {
const double l_6286 = l_mut_3130 + double(0.0);
const bool l_6287 = l_6286 < double(1.1754943508222875e-38);
const double l_6288 = l_6209 - double(0.0);
const bool l_6289 = l_6288 > double(-1.1754943508222875e-38);
const bool l_6290 = l_6287 && l_6289;
const double l_6291 = l_mut_3130 - double(0.0);
const bool l_6292 = l_6291 < double(1.1754943508222875e-38);
const double l_6293 = l_6209 + double(0.0);
const bool l_6294 = l_6293 > double(-1.1754943508222875e-38);
const bool l_6295 = l_6292 && l_6294;
if (l_6290) {
l_mut_3382 = uint32(0);
} else {
const bool l_6296 = l_mut_3382 == uint32(1);
const bool l_6297 = l_6295 && l_6296;
if (l_6297) {
l_mut_3382 = uint32(2);
}
}
}
l_mut_4425 = l_mut_3382;
}
l_mut_179 = l_mut_4425;
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
l_arr_10[l_mut_160] = l_mut_179;
const uint32 l_6298 = l_arr_10[l_mut_160];
const bool l_6299 = l_6298 == uint32(2);
if (l_6299) {
l_mut_157 = bool(false);
}
}
}
const bool l_6300 = l_mut_59 == uint32(4294967293);
if (l_6300) {
const uint32 l_6301 = l_arr_8[uint32(0)];
const uint32 l_6302 = l_6301 + uint32(1);
l_arr_8[uint32(0)] = l_6302;
} else {
if (l_mut_157) {
l_mut_3130 = l_147;
const bool l_6303 = l_mut_3130 < double(-17.0);
if (l_6303) {
l_mut_3130 = double(-17.0);
}
const bool l_6304 = l_mut_3130 > double(17.0);
if (l_6304) {
l_mut_3130 = double(17.0);
}
const double l_6305 = l_mut_3130 + double(16.0);
const double l_6306 = l_6305 + double(1.0);
const uint32 l_6307 = uint32(l_6306);
const uint32 l_6308 = uint32(2) + l_6307;
const uint32 l_6309 = l_arr_8[l_6308];
const uint32 l_6310 = l_6309 + uint32(1);
l_arr_8[l_6308] = l_6310;
const uint32 l_6311 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6312 = l_6311 & uint32(2147483647);
const float l_6313 = reinterpret_cast<float const&>(l_6312);
const double l_6314 = double(l_6313);
l_mut_3130 = l_6314;
const bool l_6315 = l_6312 < uint32(8388608);
if (l_6315) {
const double l_6316 = double(l_6312);
const double l_6317 = l_6316 * double(1.401298464324817e-45);
l_mut_3130 = l_6317;
}
const uint64 l_6318 = reinterpret_cast<uint64 const&>(l_mut_3130);
const uint32 l_6319 = l_6311 >> uint32(31);
const uint64 l_6320 = uint64(l_6319);
const uint64 l_6321 = l_6320 << uint64(63);
const uint64 l_6322 = l_6318 | l_6321;
const double l_6323 = reinterpret_cast<double const&>(l_6322);
const double l_6324 = abs(l_mut_31);
const double l_6325 = l_mut_31 * double(0.0);
const double l_6326 = l_6325 + double(7.1362384635298e44);
l_mut_3130 = l_6326;
const bool l_6327 = l_6324 >= double(2.350988701644575e-38);
if (l_6327) {
const uint32 l_6328 = l_mut_59 & uint32(2147483647);
const float l_6329 = reinterpret_cast<float const&>(l_6328);
const double l_6330 = double(l_6329);
const uint32 l_6331 = l_6328 & uint32(2139095040);
const float l_6332 = reinterpret_cast<float const&>(l_6331);
const double l_6333 = double(l_6332);
const bool l_6334 = l_6330 > l_6324;
const uint32 l_6335 = l_6328 & uint32(8388607);
const bool l_6336 = l_6335 == uint32(0);
const bool l_6337 = l_6334 && l_6336;
const double l_6338 = l_6333 * double(1.1920928955078125e-7);
const double l_6339 = double(l_6337);
const double l_6340 = double(0.5) * l_6339;
const double l_6341 = double(1.0) - l_6340;
const double l_6342 = l_6338 * l_6341;
const double l_6343 = double(1.0) / l_6342;
l_mut_3130 = l_6343;
}
const double l_6344 = l_6323 - l_mut_31;
const double l_6345 = l_6344 * l_mut_3130;
const uint32 l_6346 = uint32(2) * uint32(0);
const uint32 l_6347 = uint32(45) + l_6346;
const double l_6348 = abs(l_6345);
const double l_6349 = l_arr_9[uint32(0)];
const double l_6350 = abs(l_6349);
const bool l_6351 = l_6348 > l_6350;
l_mut_296 = l_6351;
const bool l_6352 = uint32(0) == uint32(0);
if (l_6352) {
const double l_6353 = l_arr_9[uint32(0)];
const bool l_6354 = l_6345 < l_6353;
l_mut_296 = l_6354;
} else {
const bool l_6355 = uint32(0) == uint32(1);
if (l_6355) {
const double l_6356 = l_arr_9[uint32(0)];
const bool l_6357 = l_6345 > l_6356;
l_mut_296 = l_6357;
}
}
const uint32 l_6358 = l_arr_8[l_6347];
const bool l_6359 = l_6358 == uint32(4294967295);
const bool l_6360 = l_6359 || l_mut_296;
if (l_6360) {
l_arr_8[l_6347] = l_24;
const uint32 l_6361 = l_6347 + uint32(1);
l_arr_8[l_6361] = l_128;
l_arr_9[uint32(0)] = l_6345;
}
const uint32 l_6362 = uint32(2) * uint32(1);
const uint32 l_6363 = uint32(45) + l_6362;
const double l_6364 = abs(l_6345);
const double l_6365 = l_arr_9[uint32(1)];
const double l_6366 = abs(l_6365);
const bool l_6367 = l_6364 > l_6366;
l_mut_296 = l_6367;
const bool l_6368 = uint32(1) == uint32(0);
if (l_6368) {
const double l_6369 = l_arr_9[uint32(1)];
const bool l_6370 = l_6345 < l_6369;
l_mut_296 = l_6370;
} else {
const bool l_6371 = uint32(1) == uint32(1);
if (l_6371) {
const double l_6372 = l_arr_9[uint32(1)];
const bool l_6373 = l_6345 > l_6372;
l_mut_296 = l_6373;
}
}
const uint32 l_6374 = l_arr_8[l_6363];
const bool l_6375 = l_6374 == uint32(4294967295);
const bool l_6376 = l_6375 || l_mut_296;
if (l_6376) {
l_arr_8[l_6363] = l_24;
const uint32 l_6377 = l_6363 + uint32(1);
l_arr_8[l_6377] = l_128;
l_arr_9[uint32(1)] = l_6345;
}
const bool l_6378 = l_147 != double(0.0);
if (l_6378) {

for (uint32 l_mut_6379 = uint32(0); l_mut_6379 < uint32(8); ++l_mut_6379) {
const uint32 l_6380 = l_arr_10[l_mut_6379];
const bool l_6381 = l_6380 == uint32(1);
if (l_6381) {
const uint32 l_6382 = uint32(37) + l_mut_6379;
const uint32 l_6383 = l_arr_8[l_6382];
const uint32 l_6384 = l_6383 + uint32(1);
l_arr_8[l_6382] = l_6384;
const uint32 l_6385 = uint32(2) + l_mut_6379;
const uint32 l_6386 = uint32(2) * l_6385;
const uint32 l_6387 = uint32(45) + l_6386;
const double l_6388 = abs(l_6345);
const double l_6389 = l_arr_9[l_6385];
const double l_6390 = abs(l_6389);
const bool l_6391 = l_6388 > l_6390;
l_mut_296 = l_6391;
const bool l_6392 = l_6385 == uint32(0);
if (l_6392) {
const double l_6393 = l_arr_9[l_6385];
const bool l_6394 = l_6345 < l_6393;
l_mut_296 = l_6394;
} else {
const bool l_6395 = l_6385 == uint32(1);
if (l_6395) {
const double l_6396 = l_arr_9[l_6385];
const bool l_6397 = l_6345 > l_6396;
l_mut_296 = l_6397;
}
}
const uint32 l_6398 = l_arr_8[l_6387];
const bool l_6399 = l_6398 == uint32(4294967295);
const bool l_6400 = l_6399 || l_mut_296;
if (l_6400) {
l_arr_8[l_6387] = l_24;
const uint32 l_6401 = l_6387 + uint32(1);
l_arr_8[l_6401] = l_128;
l_arr_9[l_6385] = l_6345;
}
}
}
}
} else {
const uint32 l_6402 = l_arr_8[uint32(1)];
const uint32 l_6403 = l_2 + l_6402;
const uint32 l_6404 = l_6403 * uint32(2);
const uint32 l_6503 = info.static_meta[uint32(7)];
const uint32 l_6504 = l_6503 * uint32(1);
const bool l_6505 = l_6404 < l_6504;
if (l_6505) {
buffer_7[l_6404] = l_24;
}
const uint32 l_6405 = l_6404 + uint32(1);
const uint32 l_6506 = info.static_meta[uint32(7)];
const uint32 l_6507 = l_6506 * uint32(1);
const bool l_6508 = l_6405 < l_6507;
if (l_6508) {
buffer_7[l_6405] = l_128;
}
const uint32 l_6406 = l_arr_8[uint32(1)];
const uint32 l_6407 = l_6406 + uint32(1);
l_arr_8[uint32(1)] = l_6407;
}
}
}

for (uint32 l_mut_6408 = uint32(0); l_mut_6408 < uint32(65); ++l_mut_6408) {
const uint32 l_6409 = idxGlobal * uint32(65);
const uint32 l_6410 = l_6409 + l_mut_6408;
const uint32 l_6411 = l_arr_8[l_mut_6408];
const uint32 l_6509 = info.static_meta[uint32(5)];
const uint32 l_6510 = l_6509 * uint32(1);
const bool l_6511 = l_6410 < l_6510;
if (l_6511) {
buffer_5[l_6410] = l_6411;
}
}

for (uint32 l_mut_6412 = uint32(0); l_mut_6412 < uint32(10); ++l_mut_6412) {
const uint32 l_6413 = idxGlobal * uint32(10);
const uint32 l_6414 = l_6413 + l_mut_6412;
const double l_6415 = l_arr_9[l_mut_6412];
const uint32 l_6512 = info.static_meta[uint32(6)];
const uint32 l_6513 = l_6512 * uint32(1);
const bool l_6514 = l_6414 < l_6513;
if (l_6514) {
buffer_6[l_6414] = l_6415;
}
}
}

}
