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

double l_arr_2421[2];

double l_arr_3464[2];

double l_arr_3680[2];

double l_arr_4083[2];

uint32 l_arr_10[8];

bool l_mut_167;
bool l_mut_299;
bool l_mut_302;
bool l_mut_305;
bool l_mut_308;
double l_mut_1404;
double l_mut_1429;
double l_mut_1514;
double l_mut_1768;
double l_mut_2024;
double l_mut_219;
double l_mut_2278;
double l_mut_31;
double l_mut_45;
double l_mut_867;
float l_mut_25;
uint32 l_mut_190;
uint32 l_mut_206;
uint32 l_mut_248;
uint32 l_mut_2530;
uint32 l_mut_3573;
uint32 l_mut_69;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_4390 = info.static_meta[uint32(7)];
const uint32 l_4391 = l_4390 * uint32(1);
const bool l_4392 = uint32(0) < l_4391;
if (l_4392) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_4376 = info.static_meta[uint32(0)];
const uint32 l_4377 = l_4376 * uint32(1);
const bool l_4378 = uint32(1) < l_4377;
const uint32 l_4379 = l_4377 - uint32(1);
const uint32 l_4380 = min(uint32(1), l_4379);
const uint32 l_4381 = buffer_0[l_4380];
const uint32 l_4382 = (l_4378) ? l_4381 : uint32(0);
const uint32 l_1 = l_4382;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_4383 = info.static_meta[uint32(0)];
const uint32 l_4384 = l_4383 * uint32(1);
const bool l_4385 = uint32(2) < l_4384;
const uint32 l_4386 = l_4384 - uint32(1);
const uint32 l_4387 = min(uint32(2), l_4386);
const uint32 l_4388 = buffer_0[l_4387];
const uint32 l_4389 = (l_4385) ? l_4388 : uint32(0);
const uint32 l_3 = l_4389;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_4393 = info.static_meta[uint32(0)];
const uint32 l_4394 = l_4393 * uint32(1);
const bool l_4395 = uint32(2) < l_4394;
const uint32 l_4396 = l_4394 - uint32(1);
const uint32 l_4397 = min(uint32(2), l_4396);
const uint32 l_4398 = buffer_0[l_4397];
const uint32 l_4399 = (l_4395) ? l_4398 : uint32(0);
const uint32 l_6 = l_4399;
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
const uint32 l_4400 = info.static_meta[uint32(3)];
const uint32 l_4401 = l_4400 * uint32(1);
const bool l_4402 = uint32(1024) < l_4401;
const uint32 l_4403 = l_4401 - uint32(1);
const uint32 l_4404 = min(uint32(1024), l_4403);
const uint32 l_4405 = buffer_3[l_4404];
const uint32 l_4406 = (l_4402) ? l_4405 : uint32(0);
const uint32 l_18 = l_4406;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_4407 = info.static_meta[uint32(0)];
const uint32 l_4408 = l_4407 * uint32(1);
const bool l_4409 = uint32(0) < l_4408;
const uint32 l_4410 = l_4408 - uint32(1);
const uint32 l_4411 = min(uint32(0), l_4410);
const uint32 l_4412 = buffer_0[l_4411];
const uint32 l_4413 = (l_4409) ? l_4412 : uint32(0);
const uint32 l_22 = l_4413;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = tan(l_24);
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
const double l_68 = tan(l_mut_31);
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
const uint32 l_4414 = info.static_meta[uint32(1)];
const uint32 l_4415 = l_4414 * uint32(1);
const bool l_4416 = l_171 < l_4415;
const uint32 l_4417 = l_4415 - uint32(1);
const uint32 l_4418 = min(l_171, l_4417);
const uint32 l_4419 = buffer_1[l_4418];
const uint32 l_4420 = (l_4416) ? l_4419 : uint32(0);
const uint32 l_172 = l_4420;
const uint32 l_173 = uint32(2) * l_mut_170;
const uint32 l_174 = l_173 + uint32(1);
const uint32 l_4421 = info.static_meta[uint32(1)];
const uint32 l_4422 = l_4421 * uint32(1);
const bool l_4423 = l_174 < l_4422;
const uint32 l_4424 = l_4422 - uint32(1);
const uint32 l_4425 = min(l_174, l_4424);
const uint32 l_4426 = buffer_1[l_4425];
const uint32 l_4427 = (l_4423) ? l_4426 : uint32(0);
const uint32 l_175 = l_4427;
const bool l_176 = l_175 != uint32(0);
const uint32 l_177 = l_mut_170 * uint32(4);
const uint32 l_4428 = info.static_meta[uint32(2)];
const uint32 l_4429 = l_4428 * uint32(1);
const bool l_4430 = l_177 < l_4429;
const uint32 l_4431 = l_4429 - uint32(1);
const uint32 l_4432 = min(l_177, l_4431);
const double l_4433 = buffer_2[l_4432];
const double l_4434 = (l_4430) ? l_4433 : double(0.0);
const double l_178 = l_4434;
const uint32 l_179 = l_mut_170 * uint32(4);
const uint32 l_180 = l_179 + uint32(1);
const uint32 l_4435 = info.static_meta[uint32(2)];
const uint32 l_4436 = l_4435 * uint32(1);
const bool l_4437 = l_180 < l_4436;
const uint32 l_4438 = l_4436 - uint32(1);
const uint32 l_4439 = min(l_180, l_4438);
const double l_4440 = buffer_2[l_4439];
const double l_4441 = (l_4437) ? l_4440 : double(0.0);
const double l_181 = l_4441;
const uint32 l_182 = l_mut_170 * uint32(4);
const uint32 l_183 = l_182 + uint32(2);
const uint32 l_4442 = info.static_meta[uint32(2)];
const uint32 l_4443 = l_4442 * uint32(1);
const bool l_4444 = l_183 < l_4443;
const uint32 l_4445 = l_4443 - uint32(1);
const uint32 l_4446 = min(l_183, l_4445);
const double l_4447 = buffer_2[l_4446];
const double l_4448 = (l_4444) ? l_4447 : double(0.0);
const double l_184 = l_4448;
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
const bool l_1214 = l_172 == uint32(11);
const bool l_1215 = l_172 == uint32(12);
const bool l_1216 = l_1214 || l_1215;
if (l_1216) {
l_mut_190 = uint32(0);
}
const bool l_1217 = l_186 <= l_184;
const bool l_1218 = l_172 == uint32(11);
const bool l_1219 = l_1217 && l_1218;
if (l_1219) {
const float l_1220 = float(l_185);
const uint32 l_1221 = reinterpret_cast<uint32 const&>(l_1220);
const uint32 l_1222 = l_1221 & uint32(2147483647);
const float l_1223 = reinterpret_cast<float const&>(l_1222);
const double l_1224 = double(l_1223);
l_mut_867 = l_1224;
const bool l_1225 = l_1222 < uint32(8388608);
if (l_1225) {
const double l_1226 = double(l_1222);
const double l_1227 = l_1226 * double(1.401298464324817e-45);
l_mut_867 = l_1227;
}
const uint64 l_1228 = reinterpret_cast<uint64 const&>(l_mut_867);
const uint32 l_1229 = l_1221 >> uint32(31);
const uint64 l_1230 = uint64(l_1229);
const uint64 l_1231 = l_1230 << uint64(63);
const uint64 l_1232 = l_1228 | l_1231;
const double l_1233 = reinterpret_cast<double const&>(l_1232);
const double l_1234 = abs(l_1233);
l_mut_867 = l_1234;
l_mut_248 = uint32(0);
const bool l_1235 = l_1234 >= double(0.785);
if (l_1235) {
const double l_1236 = l_1234 * double(0.6366197723675814);
const double l_1237 = l_1236 + double(0.5);
const double l_1238 = floor(l_1237);
const double l_1239 = l_1238 * double(1.570796325802803);
const double l_1240 = l_1234 - l_1239;
const double l_1241 = l_1240 * l_20;
const double l_1242 = l_1238 * double(9.920935796805404e-10);
const double l_1243 = l_1241 - l_1242;
l_mut_867 = l_1243;
const uint32 l_1244 = uint32(l_1238);
l_mut_248 = l_1244;
}
const uint32 l_1245 = reinterpret_cast<uint32 const&>(l_1220);
const bool l_1246 = l_1245 >= uint32(2147483648);
const double l_1247 = l_mut_867 * l_mut_867;
const double l_1248 = l_1247 * double(1.9572941063391263e-20);
const double l_1249 = double(8.22063524662433e-18) - l_1248;
l_mut_219 = l_1249;
const double l_1250 = l_mut_219 * l_1247;
const double l_1251 = l_1250 - double(2.8114572543455206e-15);
l_mut_219 = l_1251;
const double l_1252 = l_mut_219 * l_1247;
const double l_1253 = l_1252 + double(7.647163731819816e-13);
l_mut_219 = l_1253;
const double l_1254 = l_mut_219 * l_1247;
const double l_1255 = l_1254 - double(1.6059043836821613e-10);
l_mut_219 = l_1255;
const double l_1256 = l_mut_219 * l_1247;
const double l_1257 = l_1256 + double(2.505210838544172e-8);
l_mut_219 = l_1257;
const double l_1258 = l_mut_219 * l_1247;
const double l_1259 = l_1258 - double(2.7557319223985893e-6);
l_mut_219 = l_1259;
const double l_1260 = l_mut_219 * l_1247;
const double l_1261 = l_1260 + double(0.0001984126984126984);
l_mut_219 = l_1261;
const double l_1262 = l_mut_219 * l_1247;
const double l_1263 = l_1262 - double(0.008333333333333333);
l_mut_219 = l_1263;
const double l_1264 = l_mut_219 * l_1247;
const double l_1265 = l_1264 + double(0.16666666666666666);
l_mut_219 = l_1265;
const double l_1266 = double(0.5) * l_1247;
const double l_1267 = double(1.0) - l_1266;
const double l_1268 = double(0.0) * l_1267;
const double l_1269 = l_mut_867 * l_1247;
const double l_1270 = l_1269 * l_mut_219;
const double l_1271 = l_1268 - l_1270;
const double l_1272 = l_mut_867 + l_1271;
const double l_1273 = l_mut_867 * l_mut_867;
const double l_1274 = l_1273 * double(4.110317623312165e-19);
const double l_1275 = l_1274 - double(1.5619206968586225e-16);
l_mut_219 = l_1275;
const double l_1276 = l_mut_219 * l_1273;
const double l_1277 = l_1276 + double(4.779477332387385e-14);
l_mut_219 = l_1277;
const double l_1278 = l_mut_219 * l_1273;
const double l_1279 = l_1278 - double(1.1470745597729725e-11);
l_mut_219 = l_1279;
const double l_1280 = l_mut_219 * l_1273;
const double l_1281 = l_1280 + double(2.08767569878681e-9);
l_mut_219 = l_1281;
const double l_1282 = l_mut_219 * l_1273;
const double l_1283 = l_1282 - double(2.755731922398589e-7);
l_mut_219 = l_1283;
const double l_1284 = l_mut_219 * l_1273;
const double l_1285 = l_1284 + double(2.48015873015873e-5);
l_mut_219 = l_1285;
const double l_1286 = l_mut_219 * l_1273;
const double l_1287 = l_1286 - double(0.001388888888888889);
l_mut_219 = l_1287;
const double l_1288 = l_mut_219 * l_1273;
const double l_1289 = l_1288 + double(0.041666666666666664);
l_mut_219 = l_1289;
const double l_1290 = double(0.5) * l_1273;
const double l_1291 = double(1.0) - l_1290;
const double l_1292 = l_1273 * l_1273;
const double l_1293 = l_1292 * l_mut_219;
const double l_1294 = double(0.0) * l_mut_867;
const double l_1295 = l_1293 - l_1294;
const double l_1296 = l_1291 + l_1295;
const uint32 l_1297 = l_mut_248 & uint32(1);
const bool l_1298 = l_1297 == uint32(1);
l_mut_867 = l_1272;
const uint32 l_1299 = l_mut_248 & uint32(2);
const bool l_1300 = l_1299 != uint32(0);
l_mut_308 = l_1300;
if (l_1298) {
l_mut_867 = l_1296;
}
const bool l_1301 = bool(true) && l_1246;
if (l_1301) {
const bool l_1302 = !l_mut_308;
l_mut_308 = l_1302;
}
if (l_mut_308) {
const double l_1303 = -l_mut_867;
l_mut_867 = l_1303;
}
const float l_1304 = float(l_185);
const uint32 l_1305 = reinterpret_cast<uint32 const&>(l_1304);
const uint32 l_1306 = l_1305 & uint32(2147483647);
const float l_1307 = reinterpret_cast<float const&>(l_1306);
const double l_1308 = double(l_1307);
l_mut_219 = l_1308;
const bool l_1309 = l_1306 < uint32(8388608);
if (l_1309) {
const double l_1310 = double(l_1306);
const double l_1311 = l_1310 * double(1.401298464324817e-45);
l_mut_219 = l_1311;
}
const uint64 l_1312 = reinterpret_cast<uint64 const&>(l_mut_219);
const uint32 l_1313 = l_1305 >> uint32(31);
const uint64 l_1314 = uint64(l_1313);
const uint64 l_1315 = l_1314 << uint64(63);
const uint64 l_1316 = l_1312 | l_1315;
const double l_1317 = reinterpret_cast<double const&>(l_1316);
const double l_1318 = abs(l_1317);
l_mut_219 = l_1318;
l_mut_248 = uint32(0);
const bool l_1319 = l_1318 >= double(0.785);
if (l_1319) {
const double l_1320 = l_1318 * double(0.6366197723675814);
const double l_1321 = l_1320 + double(0.5);
const double l_1322 = floor(l_1321);
const double l_1323 = l_1322 * double(1.570796325802803);
const double l_1324 = l_1318 - l_1323;
const double l_1325 = l_1324 * l_20;
const double l_1326 = l_1322 * double(9.920935796805404e-10);
const double l_1327 = l_1325 - l_1326;
l_mut_219 = l_1327;
const uint32 l_1328 = uint32(l_1322);
l_mut_248 = l_1328;
}
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_1304);
const bool l_1330 = l_1329 >= uint32(2147483648);
const double l_1331 = l_mut_219 * l_mut_219;
const double l_1332 = l_1331 * double(1.9572941063391263e-20);
const double l_1333 = double(8.22063524662433e-18) - l_1332;
l_mut_45 = l_1333;
const double l_1334 = l_mut_45 * l_1331;
const double l_1335 = l_1334 - double(2.8114572543455206e-15);
l_mut_45 = l_1335;
const double l_1336 = l_mut_45 * l_1331;
const double l_1337 = l_1336 + double(7.647163731819816e-13);
l_mut_45 = l_1337;
const double l_1338 = l_mut_45 * l_1331;
const double l_1339 = l_1338 - double(1.6059043836821613e-10);
l_mut_45 = l_1339;
const double l_1340 = l_mut_45 * l_1331;
const double l_1341 = l_1340 + double(2.505210838544172e-8);
l_mut_45 = l_1341;
const double l_1342 = l_mut_45 * l_1331;
const double l_1343 = l_1342 - double(2.7557319223985893e-6);
l_mut_45 = l_1343;
const double l_1344 = l_mut_45 * l_1331;
const double l_1345 = l_1344 + double(0.0001984126984126984);
l_mut_45 = l_1345;
const double l_1346 = l_mut_45 * l_1331;
const double l_1347 = l_1346 - double(0.008333333333333333);
l_mut_45 = l_1347;
const double l_1348 = l_mut_45 * l_1331;
const double l_1349 = l_1348 + double(0.16666666666666666);
l_mut_45 = l_1349;
const double l_1350 = double(0.5) * l_1331;
const double l_1351 = double(1.0) - l_1350;
const double l_1352 = double(0.0) * l_1351;
const double l_1353 = l_mut_219 * l_1331;
const double l_1354 = l_1353 * l_mut_45;
const double l_1355 = l_1352 - l_1354;
const double l_1356 = l_mut_219 + l_1355;
const double l_1357 = l_mut_219 * l_mut_219;
const double l_1358 = l_1357 * double(4.110317623312165e-19);
const double l_1359 = l_1358 - double(1.5619206968586225e-16);
l_mut_45 = l_1359;
const double l_1360 = l_mut_45 * l_1357;
const double l_1361 = l_1360 + double(4.779477332387385e-14);
l_mut_45 = l_1361;
const double l_1362 = l_mut_45 * l_1357;
const double l_1363 = l_1362 - double(1.1470745597729725e-11);
l_mut_45 = l_1363;
const double l_1364 = l_mut_45 * l_1357;
const double l_1365 = l_1364 + double(2.08767569878681e-9);
l_mut_45 = l_1365;
const double l_1366 = l_mut_45 * l_1357;
const double l_1367 = l_1366 - double(2.755731922398589e-7);
l_mut_45 = l_1367;
const double l_1368 = l_mut_45 * l_1357;
const double l_1369 = l_1368 + double(2.48015873015873e-5);
l_mut_45 = l_1369;
const double l_1370 = l_mut_45 * l_1357;
const double l_1371 = l_1370 - double(0.001388888888888889);
l_mut_45 = l_1371;
const double l_1372 = l_mut_45 * l_1357;
const double l_1373 = l_1372 + double(0.041666666666666664);
l_mut_45 = l_1373;
const double l_1374 = double(0.5) * l_1357;
const double l_1375 = double(1.0) - l_1374;
const double l_1376 = l_1357 * l_1357;
const double l_1377 = l_1376 * l_mut_45;
const double l_1378 = double(0.0) * l_mut_219;
const double l_1379 = l_1377 - l_1378;
const double l_1380 = l_1375 + l_1379;
const uint32 l_1381 = l_mut_248 & uint32(1);
const bool l_1382 = l_1381 == uint32(1);
l_mut_219 = l_1356;
const uint32 l_1383 = l_mut_248 & uint32(2);
const bool l_1384 = l_1383 != uint32(0);
l_mut_308 = l_1384;
l_mut_219 = l_1380;
if (l_1382) {
l_mut_219 = l_1356;
}
const uint32 l_1385 = l_mut_248 + uint32(1);
const uint32 l_1386 = l_1385 & uint32(2);
const bool l_1387 = l_1386 != uint32(0);
l_mut_308 = l_1387;
const bool l_1388 = bool(false) && l_1330;
if (l_1388) {
const bool l_1389 = !l_mut_308;
l_mut_308 = l_1389;
}
if (l_mut_308) {
const double l_1390 = -l_mut_219;
l_mut_219 = l_1390;
}
const double l_1391 = abs(l_mut_867);
const double l_1392 = l_1391 * double(1.4551915228366852e-11);
const double l_1393 = abs(l_mut_219);
const double l_1394 = l_1393 * double(1.4551915228366852e-11);
l_mut_45 = double(1.4551915228366852e-11);
l_mut_248 = uint32(2);
if (l_176) {
const double l_1395 = l_mut_867 - l_178;
const double l_1396 = abs(l_1395);
const double l_1397 = l_1396 * double(2.220446049250313e-16);
const double l_1398 = l_1392 + l_1397;
const double l_1399 = l_1395 + l_1398;
const double l_1400 = -l_1399;
const double l_1401 = l_1400 * double(7.1362384635298e44);
const double l_1402 = floor(l_1401);
const double l_1403 = l_1402 * double(1.401298464324817e-45);
l_mut_1404 = l_1403;
const double l_1405 = abs(l_1400);
const bool l_1406 = l_1405 >= double(1.1754943508222875e-38);
if (l_1406) {
const float l_1407 = float(l_1400);
const double l_1408 = double(l_1407);
l_mut_1404 = l_1408;
const bool l_1409 = l_mut_1404 > l_1400;
if (l_1409) {
const uint32 l_1410 = reinterpret_cast<uint32 const&>(l_1407);
const uint32 l_1411 = l_1410 ^ uint32(2147483648);
const float l_1412 = reinterpret_cast<float const&>(l_1411);
const uint32 l_1413 = reinterpret_cast<uint32 const&>(l_1412);
const uint32 l_1414 = l_1413 + uint32(1);
l_mut_206 = l_1414;
const uint32 l_1415 = l_1413 & uint32(2147483647);
const bool l_1416 = l_1415 == uint32(0);
if (l_1416) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1417 = l_1413 & uint32(2147483648);
const bool l_1418 = l_1417 != uint32(0);
if (l_1418) {
const uint32 l_1419 = l_1413 - uint32(1);
l_mut_206 = l_1419;
} else {
const bool l_1420 = l_1413 == uint32(2139095040);
if (l_1420) {
l_mut_206 = l_1413;
}
}
}
const float l_1421 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1422 = reinterpret_cast<uint32 const&>(l_1421);
const uint32 l_1423 = l_1422 ^ uint32(2147483648);
const float l_1424 = reinterpret_cast<float const&>(l_1423);
const uint32 l_1425 = reinterpret_cast<uint32 const&>(l_1424);
const uint32 l_1426 = l_1425 & uint32(2147483647);
const float l_1427 = reinterpret_cast<float const&>(l_1426);
const double l_1428 = double(l_1427);
l_mut_1429 = l_1428;
const bool l_1430 = l_1426 < uint32(8388608);
if (l_1430) {
const double l_1431 = double(l_1426);
const double l_1432 = l_1431 * double(1.401298464324817e-45);
l_mut_1429 = l_1432;
}
const uint64 l_1433 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_1434 = l_1425 >> uint32(31);
const uint64 l_1435 = uint64(l_1434);
const uint64 l_1436 = l_1435 << uint64(63);
const uint64 l_1437 = l_1433 | l_1436;
const double l_1438 = reinterpret_cast<double const&>(l_1437);
l_mut_1404 = l_1438;
} else {
const uint32 l_1439 = reinterpret_cast<uint32 const&>(l_1407);
const uint32 l_1440 = l_1439 + uint32(1);
l_mut_206 = l_1440;
const uint32 l_1441 = l_1439 & uint32(2147483647);
const bool l_1442 = l_1441 == uint32(0);
if (l_1442) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1443 = l_1439 & uint32(2147483648);
const bool l_1444 = l_1443 != uint32(0);
if (l_1444) {
const uint32 l_1445 = l_1439 - uint32(1);
l_mut_206 = l_1445;
} else {
const bool l_1446 = l_1439 == uint32(2139095040);
if (l_1446) {
l_mut_206 = l_1439;
}
}
}
const float l_1447 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1448 = reinterpret_cast<uint32 const&>(l_1447);
const uint32 l_1449 = l_1448 & uint32(2147483647);
const float l_1450 = reinterpret_cast<float const&>(l_1449);
const double l_1451 = double(l_1450);
l_mut_1429 = l_1451;
const bool l_1452 = l_1449 < uint32(8388608);
if (l_1452) {
const double l_1453 = double(l_1449);
const double l_1454 = l_1453 * double(1.401298464324817e-45);
l_mut_1429 = l_1454;
}
const uint64 l_1455 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_1456 = l_1448 >> uint32(31);
const uint64 l_1457 = uint64(l_1456);
const uint64 l_1458 = l_1457 << uint64(63);
const uint64 l_1459 = l_1455 | l_1458;
const double l_1460 = reinterpret_cast<double const&>(l_1459);
const bool l_1461 = l_1460 <= l_1400;
if (l_1461) {
const uint32 l_1462 = reinterpret_cast<uint32 const&>(l_1407);
const uint32 l_1463 = l_1462 + uint32(1);
l_mut_206 = l_1463;
const uint32 l_1464 = l_1462 & uint32(2147483647);
const bool l_1465 = l_1464 == uint32(0);
if (l_1465) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1466 = l_1462 & uint32(2147483648);
const bool l_1467 = l_1466 != uint32(0);
if (l_1467) {
const uint32 l_1468 = l_1462 - uint32(1);
l_mut_206 = l_1468;
} else {
const bool l_1469 = l_1462 == uint32(2139095040);
if (l_1469) {
l_mut_206 = l_1462;
}
}
}
const float l_1470 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1471 = reinterpret_cast<uint32 const&>(l_1470);
const uint32 l_1472 = l_1471 & uint32(2147483647);
const float l_1473 = reinterpret_cast<float const&>(l_1472);
const double l_1474 = double(l_1473);
l_mut_1429 = l_1474;
const bool l_1475 = l_1472 < uint32(8388608);
if (l_1475) {
const double l_1476 = double(l_1472);
const double l_1477 = l_1476 * double(1.401298464324817e-45);
l_mut_1429 = l_1477;
}
const uint64 l_1478 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_1479 = l_1471 >> uint32(31);
const uint64 l_1480 = uint64(l_1479);
const uint64 l_1481 = l_1480 << uint64(63);
const uint64 l_1482 = l_1478 | l_1481;
const double l_1483 = reinterpret_cast<double const&>(l_1482);
l_mut_1404 = l_1483;
}
}
}
const double l_1484 = -l_mut_1404;
l_mut_1429 = l_1484;
const bool l_1485 = bool(true) && bool(true);
if (l_1485) {
const double l_1486 = l_1395 + l_1398;
const double l_1487 = l_1486 * double(7.1362384635298e44);
const double l_1488 = floor(l_1487);
const double l_1489 = l_1488 * double(1.401298464324817e-45);
l_mut_1404 = l_1489;
const double l_1490 = abs(l_1486);
const bool l_1491 = l_1490 >= double(1.1754943508222875e-38);
if (l_1491) {
const float l_1492 = float(l_1486);
const double l_1493 = double(l_1492);
l_mut_1404 = l_1493;
const bool l_1494 = l_mut_1404 > l_1486;
if (l_1494) {
const uint32 l_1495 = reinterpret_cast<uint32 const&>(l_1492);
const uint32 l_1496 = l_1495 ^ uint32(2147483648);
const float l_1497 = reinterpret_cast<float const&>(l_1496);
const uint32 l_1498 = reinterpret_cast<uint32 const&>(l_1497);
const uint32 l_1499 = l_1498 + uint32(1);
l_mut_206 = l_1499;
const uint32 l_1500 = l_1498 & uint32(2147483647);
const bool l_1501 = l_1500 == uint32(0);
if (l_1501) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1502 = l_1498 & uint32(2147483648);
const bool l_1503 = l_1502 != uint32(0);
if (l_1503) {
const uint32 l_1504 = l_1498 - uint32(1);
l_mut_206 = l_1504;
} else {
const bool l_1505 = l_1498 == uint32(2139095040);
if (l_1505) {
l_mut_206 = l_1498;
}
}
}
const float l_1506 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1507 = reinterpret_cast<uint32 const&>(l_1506);
const uint32 l_1508 = l_1507 ^ uint32(2147483648);
const float l_1509 = reinterpret_cast<float const&>(l_1508);
const uint32 l_1510 = reinterpret_cast<uint32 const&>(l_1509);
const uint32 l_1511 = l_1510 & uint32(2147483647);
const float l_1512 = reinterpret_cast<float const&>(l_1511);
const double l_1513 = double(l_1512);
l_mut_1514 = l_1513;
const bool l_1515 = l_1511 < uint32(8388608);
if (l_1515) {
const double l_1516 = double(l_1511);
const double l_1517 = l_1516 * double(1.401298464324817e-45);
l_mut_1514 = l_1517;
}
const uint64 l_1518 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_1519 = l_1510 >> uint32(31);
const uint64 l_1520 = uint64(l_1519);
const uint64 l_1521 = l_1520 << uint64(63);
const uint64 l_1522 = l_1518 | l_1521;
const double l_1523 = reinterpret_cast<double const&>(l_1522);
l_mut_1404 = l_1523;
} else {
const uint32 l_1524 = reinterpret_cast<uint32 const&>(l_1492);
const uint32 l_1525 = l_1524 + uint32(1);
l_mut_206 = l_1525;
const uint32 l_1526 = l_1524 & uint32(2147483647);
const bool l_1527 = l_1526 == uint32(0);
if (l_1527) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1528 = l_1524 & uint32(2147483648);
const bool l_1529 = l_1528 != uint32(0);
if (l_1529) {
const uint32 l_1530 = l_1524 - uint32(1);
l_mut_206 = l_1530;
} else {
const bool l_1531 = l_1524 == uint32(2139095040);
if (l_1531) {
l_mut_206 = l_1524;
}
}
}
const float l_1532 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1533 = reinterpret_cast<uint32 const&>(l_1532);
const uint32 l_1534 = l_1533 & uint32(2147483647);
const float l_1535 = reinterpret_cast<float const&>(l_1534);
const double l_1536 = double(l_1535);
l_mut_1514 = l_1536;
const bool l_1537 = l_1534 < uint32(8388608);
if (l_1537) {
const double l_1538 = double(l_1534);
const double l_1539 = l_1538 * double(1.401298464324817e-45);
l_mut_1514 = l_1539;
}
const uint64 l_1540 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_1541 = l_1533 >> uint32(31);
const uint64 l_1542 = uint64(l_1541);
const uint64 l_1543 = l_1542 << uint64(63);
const uint64 l_1544 = l_1540 | l_1543;
const double l_1545 = reinterpret_cast<double const&>(l_1544);
const bool l_1546 = l_1545 <= l_1486;
if (l_1546) {
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1492);
const uint32 l_1548 = l_1547 + uint32(1);
l_mut_206 = l_1548;
const uint32 l_1549 = l_1547 & uint32(2147483647);
const bool l_1550 = l_1549 == uint32(0);
if (l_1550) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1551 = l_1547 & uint32(2147483648);
const bool l_1552 = l_1551 != uint32(0);
if (l_1552) {
const uint32 l_1553 = l_1547 - uint32(1);
l_mut_206 = l_1553;
} else {
const bool l_1554 = l_1547 == uint32(2139095040);
if (l_1554) {
l_mut_206 = l_1547;
}
}
}
const float l_1555 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1556 = reinterpret_cast<uint32 const&>(l_1555);
const uint32 l_1557 = l_1556 & uint32(2147483647);
const float l_1558 = reinterpret_cast<float const&>(l_1557);
const double l_1559 = double(l_1558);
l_mut_1514 = l_1559;
const bool l_1560 = l_1557 < uint32(8388608);
if (l_1560) {
const double l_1561 = double(l_1557);
const double l_1562 = l_1561 * double(1.401298464324817e-45);
l_mut_1514 = l_1562;
}
const uint64 l_1563 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_1564 = l_1556 >> uint32(31);
const uint64 l_1565 = uint64(l_1564);
const uint64 l_1566 = l_1565 << uint64(63);
const uint64 l_1567 = l_1563 | l_1566;
const double l_1568 = reinterpret_cast<double const&>(l_1567);
l_mut_1404 = l_1568;
}
}
}
l_mut_1429 = l_mut_1404;
} else {
const double l_1569 = l_1395 - l_1398;
const double l_1570 = l_1569 * double(7.1362384635298e44);
const double l_1571 = floor(l_1570);
const double l_1572 = l_1571 * double(1.401298464324817e-45);
l_mut_1514 = l_1572;
const double l_1573 = abs(l_1569);
const bool l_1574 = l_1573 >= double(1.1754943508222875e-38);
if (l_1574) {
const float l_1575 = float(l_1569);
const double l_1576 = double(l_1575);
l_mut_1514 = l_1576;
const bool l_1577 = l_mut_1514 > l_1569;
if (l_1577) {
const uint32 l_1578 = reinterpret_cast<uint32 const&>(l_1575);
const uint32 l_1579 = l_1578 ^ uint32(2147483648);
const float l_1580 = reinterpret_cast<float const&>(l_1579);
const uint32 l_1581 = reinterpret_cast<uint32 const&>(l_1580);
const uint32 l_1582 = l_1581 + uint32(1);
l_mut_206 = l_1582;
const uint32 l_1583 = l_1581 & uint32(2147483647);
const bool l_1584 = l_1583 == uint32(0);
if (l_1584) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1585 = l_1581 & uint32(2147483648);
const bool l_1586 = l_1585 != uint32(0);
if (l_1586) {
const uint32 l_1587 = l_1581 - uint32(1);
l_mut_206 = l_1587;
} else {
const bool l_1588 = l_1581 == uint32(2139095040);
if (l_1588) {
l_mut_206 = l_1581;
}
}
}
const float l_1589 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1590 = reinterpret_cast<uint32 const&>(l_1589);
const uint32 l_1591 = l_1590 ^ uint32(2147483648);
const float l_1592 = reinterpret_cast<float const&>(l_1591);
const uint32 l_1593 = reinterpret_cast<uint32 const&>(l_1592);
const uint32 l_1594 = l_1593 & uint32(2147483647);
const float l_1595 = reinterpret_cast<float const&>(l_1594);
const double l_1596 = double(l_1595);
l_mut_1404 = l_1596;
const bool l_1597 = l_1594 < uint32(8388608);
if (l_1597) {
const double l_1598 = double(l_1594);
const double l_1599 = l_1598 * double(1.401298464324817e-45);
l_mut_1404 = l_1599;
}
const uint64 l_1600 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1601 = l_1593 >> uint32(31);
const uint64 l_1602 = uint64(l_1601);
const uint64 l_1603 = l_1602 << uint64(63);
const uint64 l_1604 = l_1600 | l_1603;
const double l_1605 = reinterpret_cast<double const&>(l_1604);
l_mut_1514 = l_1605;
} else {
const uint32 l_1606 = reinterpret_cast<uint32 const&>(l_1575);
const uint32 l_1607 = l_1606 + uint32(1);
l_mut_206 = l_1607;
const uint32 l_1608 = l_1606 & uint32(2147483647);
const bool l_1609 = l_1608 == uint32(0);
if (l_1609) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1610 = l_1606 & uint32(2147483648);
const bool l_1611 = l_1610 != uint32(0);
if (l_1611) {
const uint32 l_1612 = l_1606 - uint32(1);
l_mut_206 = l_1612;
} else {
const bool l_1613 = l_1606 == uint32(2139095040);
if (l_1613) {
l_mut_206 = l_1606;
}
}
}
const float l_1614 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1615 = reinterpret_cast<uint32 const&>(l_1614);
const uint32 l_1616 = l_1615 & uint32(2147483647);
const float l_1617 = reinterpret_cast<float const&>(l_1616);
const double l_1618 = double(l_1617);
l_mut_1404 = l_1618;
const bool l_1619 = l_1616 < uint32(8388608);
if (l_1619) {
const double l_1620 = double(l_1616);
const double l_1621 = l_1620 * double(1.401298464324817e-45);
l_mut_1404 = l_1621;
}
const uint64 l_1622 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1623 = l_1615 >> uint32(31);
const uint64 l_1624 = uint64(l_1623);
const uint64 l_1625 = l_1624 << uint64(63);
const uint64 l_1626 = l_1622 | l_1625;
const double l_1627 = reinterpret_cast<double const&>(l_1626);
const bool l_1628 = l_1627 <= l_1569;
if (l_1628) {
const uint32 l_1629 = reinterpret_cast<uint32 const&>(l_1575);
const uint32 l_1630 = l_1629 + uint32(1);
l_mut_206 = l_1630;
const uint32 l_1631 = l_1629 & uint32(2147483647);
const bool l_1632 = l_1631 == uint32(0);
if (l_1632) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1633 = l_1629 & uint32(2147483648);
const bool l_1634 = l_1633 != uint32(0);
if (l_1634) {
const uint32 l_1635 = l_1629 - uint32(1);
l_mut_206 = l_1635;
} else {
const bool l_1636 = l_1629 == uint32(2139095040);
if (l_1636) {
l_mut_206 = l_1629;
}
}
}
const float l_1637 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1638 = reinterpret_cast<uint32 const&>(l_1637);
const uint32 l_1639 = l_1638 & uint32(2147483647);
const float l_1640 = reinterpret_cast<float const&>(l_1639);
const double l_1641 = double(l_1640);
l_mut_1404 = l_1641;
const bool l_1642 = l_1639 < uint32(8388608);
if (l_1642) {
const double l_1643 = double(l_1639);
const double l_1644 = l_1643 * double(1.401298464324817e-45);
l_mut_1404 = l_1644;
}
const uint64 l_1645 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1646 = l_1638 >> uint32(31);
const uint64 l_1647 = uint64(l_1646);
const uint64 l_1648 = l_1647 << uint64(63);
const uint64 l_1649 = l_1645 | l_1648;
const double l_1650 = reinterpret_cast<double const&>(l_1649);
l_mut_1514 = l_1650;
}
}
}
l_mut_1429 = l_mut_1514;
}
const double l_1651 = l_mut_867 + l_178;
const double l_1652 = abs(l_1651);
const double l_1653 = l_1652 * double(2.220446049250313e-16);
const double l_1654 = l_1392 + l_1653;
const double l_1655 = l_1651 + l_1654;
const double l_1656 = -l_1655;
const double l_1657 = l_1656 * double(7.1362384635298e44);
const double l_1658 = floor(l_1657);
const double l_1659 = l_1658 * double(1.401298464324817e-45);
l_mut_1514 = l_1659;
const double l_1660 = abs(l_1656);
const bool l_1661 = l_1660 >= double(1.1754943508222875e-38);
if (l_1661) {
const float l_1662 = float(l_1656);
const double l_1663 = double(l_1662);
l_mut_1514 = l_1663;
const bool l_1664 = l_mut_1514 > l_1656;
if (l_1664) {
const uint32 l_1665 = reinterpret_cast<uint32 const&>(l_1662);
const uint32 l_1666 = l_1665 ^ uint32(2147483648);
const float l_1667 = reinterpret_cast<float const&>(l_1666);
const uint32 l_1668 = reinterpret_cast<uint32 const&>(l_1667);
const uint32 l_1669 = l_1668 + uint32(1);
l_mut_206 = l_1669;
const uint32 l_1670 = l_1668 & uint32(2147483647);
const bool l_1671 = l_1670 == uint32(0);
if (l_1671) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1672 = l_1668 & uint32(2147483648);
const bool l_1673 = l_1672 != uint32(0);
if (l_1673) {
const uint32 l_1674 = l_1668 - uint32(1);
l_mut_206 = l_1674;
} else {
const bool l_1675 = l_1668 == uint32(2139095040);
if (l_1675) {
l_mut_206 = l_1668;
}
}
}
const float l_1676 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1677 = reinterpret_cast<uint32 const&>(l_1676);
const uint32 l_1678 = l_1677 ^ uint32(2147483648);
const float l_1679 = reinterpret_cast<float const&>(l_1678);
const uint32 l_1680 = reinterpret_cast<uint32 const&>(l_1679);
const uint32 l_1681 = l_1680 & uint32(2147483647);
const float l_1682 = reinterpret_cast<float const&>(l_1681);
const double l_1683 = double(l_1682);
l_mut_1404 = l_1683;
const bool l_1684 = l_1681 < uint32(8388608);
if (l_1684) {
const double l_1685 = double(l_1681);
const double l_1686 = l_1685 * double(1.401298464324817e-45);
l_mut_1404 = l_1686;
}
const uint64 l_1687 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1688 = l_1680 >> uint32(31);
const uint64 l_1689 = uint64(l_1688);
const uint64 l_1690 = l_1689 << uint64(63);
const uint64 l_1691 = l_1687 | l_1690;
const double l_1692 = reinterpret_cast<double const&>(l_1691);
l_mut_1514 = l_1692;
} else {
const uint32 l_1693 = reinterpret_cast<uint32 const&>(l_1662);
const uint32 l_1694 = l_1693 + uint32(1);
l_mut_206 = l_1694;
const uint32 l_1695 = l_1693 & uint32(2147483647);
const bool l_1696 = l_1695 == uint32(0);
if (l_1696) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1697 = l_1693 & uint32(2147483648);
const bool l_1698 = l_1697 != uint32(0);
if (l_1698) {
const uint32 l_1699 = l_1693 - uint32(1);
l_mut_206 = l_1699;
} else {
const bool l_1700 = l_1693 == uint32(2139095040);
if (l_1700) {
l_mut_206 = l_1693;
}
}
}
const float l_1701 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1702 = reinterpret_cast<uint32 const&>(l_1701);
const uint32 l_1703 = l_1702 & uint32(2147483647);
const float l_1704 = reinterpret_cast<float const&>(l_1703);
const double l_1705 = double(l_1704);
l_mut_1404 = l_1705;
const bool l_1706 = l_1703 < uint32(8388608);
if (l_1706) {
const double l_1707 = double(l_1703);
const double l_1708 = l_1707 * double(1.401298464324817e-45);
l_mut_1404 = l_1708;
}
const uint64 l_1709 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1710 = l_1702 >> uint32(31);
const uint64 l_1711 = uint64(l_1710);
const uint64 l_1712 = l_1711 << uint64(63);
const uint64 l_1713 = l_1709 | l_1712;
const double l_1714 = reinterpret_cast<double const&>(l_1713);
const bool l_1715 = l_1714 <= l_1656;
if (l_1715) {
const uint32 l_1716 = reinterpret_cast<uint32 const&>(l_1662);
const uint32 l_1717 = l_1716 + uint32(1);
l_mut_206 = l_1717;
const uint32 l_1718 = l_1716 & uint32(2147483647);
const bool l_1719 = l_1718 == uint32(0);
if (l_1719) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1720 = l_1716 & uint32(2147483648);
const bool l_1721 = l_1720 != uint32(0);
if (l_1721) {
const uint32 l_1722 = l_1716 - uint32(1);
l_mut_206 = l_1722;
} else {
const bool l_1723 = l_1716 == uint32(2139095040);
if (l_1723) {
l_mut_206 = l_1716;
}
}
}
const float l_1724 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1725 = reinterpret_cast<uint32 const&>(l_1724);
const uint32 l_1726 = l_1725 & uint32(2147483647);
const float l_1727 = reinterpret_cast<float const&>(l_1726);
const double l_1728 = double(l_1727);
l_mut_1404 = l_1728;
const bool l_1729 = l_1726 < uint32(8388608);
if (l_1729) {
const double l_1730 = double(l_1726);
const double l_1731 = l_1730 * double(1.401298464324817e-45);
l_mut_1404 = l_1731;
}
const uint64 l_1732 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1733 = l_1725 >> uint32(31);
const uint64 l_1734 = uint64(l_1733);
const uint64 l_1735 = l_1734 << uint64(63);
const uint64 l_1736 = l_1732 | l_1735;
const double l_1737 = reinterpret_cast<double const&>(l_1736);
l_mut_1514 = l_1737;
}
}
}
const double l_1738 = -l_mut_1514;
l_mut_1514 = l_1738;
const bool l_1739 = bool(false) && bool(true);
if (l_1739) {
const double l_1740 = l_1651 + l_1654;
const double l_1741 = l_1740 * double(7.1362384635298e44);
const double l_1742 = floor(l_1741);
const double l_1743 = l_1742 * double(1.401298464324817e-45);
l_mut_1404 = l_1743;
const double l_1744 = abs(l_1740);
const bool l_1745 = l_1744 >= double(1.1754943508222875e-38);
if (l_1745) {
const float l_1746 = float(l_1740);
const double l_1747 = double(l_1746);
l_mut_1404 = l_1747;
const bool l_1748 = l_mut_1404 > l_1740;
if (l_1748) {
const uint32 l_1749 = reinterpret_cast<uint32 const&>(l_1746);
const uint32 l_1750 = l_1749 ^ uint32(2147483648);
const float l_1751 = reinterpret_cast<float const&>(l_1750);
const uint32 l_1752 = reinterpret_cast<uint32 const&>(l_1751);
const uint32 l_1753 = l_1752 + uint32(1);
l_mut_206 = l_1753;
const uint32 l_1754 = l_1752 & uint32(2147483647);
const bool l_1755 = l_1754 == uint32(0);
if (l_1755) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1756 = l_1752 & uint32(2147483648);
const bool l_1757 = l_1756 != uint32(0);
if (l_1757) {
const uint32 l_1758 = l_1752 - uint32(1);
l_mut_206 = l_1758;
} else {
const bool l_1759 = l_1752 == uint32(2139095040);
if (l_1759) {
l_mut_206 = l_1752;
}
}
}
const float l_1760 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1761 = reinterpret_cast<uint32 const&>(l_1760);
const uint32 l_1762 = l_1761 ^ uint32(2147483648);
const float l_1763 = reinterpret_cast<float const&>(l_1762);
const uint32 l_1764 = reinterpret_cast<uint32 const&>(l_1763);
const uint32 l_1765 = l_1764 & uint32(2147483647);
const float l_1766 = reinterpret_cast<float const&>(l_1765);
const double l_1767 = double(l_1766);
l_mut_1768 = l_1767;
const bool l_1769 = l_1765 < uint32(8388608);
if (l_1769) {
const double l_1770 = double(l_1765);
const double l_1771 = l_1770 * double(1.401298464324817e-45);
l_mut_1768 = l_1771;
}
const uint64 l_1772 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_1773 = l_1764 >> uint32(31);
const uint64 l_1774 = uint64(l_1773);
const uint64 l_1775 = l_1774 << uint64(63);
const uint64 l_1776 = l_1772 | l_1775;
const double l_1777 = reinterpret_cast<double const&>(l_1776);
l_mut_1404 = l_1777;
} else {
const uint32 l_1778 = reinterpret_cast<uint32 const&>(l_1746);
const uint32 l_1779 = l_1778 + uint32(1);
l_mut_206 = l_1779;
const uint32 l_1780 = l_1778 & uint32(2147483647);
const bool l_1781 = l_1780 == uint32(0);
if (l_1781) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1782 = l_1778 & uint32(2147483648);
const bool l_1783 = l_1782 != uint32(0);
if (l_1783) {
const uint32 l_1784 = l_1778 - uint32(1);
l_mut_206 = l_1784;
} else {
const bool l_1785 = l_1778 == uint32(2139095040);
if (l_1785) {
l_mut_206 = l_1778;
}
}
}
const float l_1786 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1787 = reinterpret_cast<uint32 const&>(l_1786);
const uint32 l_1788 = l_1787 & uint32(2147483647);
const float l_1789 = reinterpret_cast<float const&>(l_1788);
const double l_1790 = double(l_1789);
l_mut_1768 = l_1790;
const bool l_1791 = l_1788 < uint32(8388608);
if (l_1791) {
const double l_1792 = double(l_1788);
const double l_1793 = l_1792 * double(1.401298464324817e-45);
l_mut_1768 = l_1793;
}
const uint64 l_1794 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_1795 = l_1787 >> uint32(31);
const uint64 l_1796 = uint64(l_1795);
const uint64 l_1797 = l_1796 << uint64(63);
const uint64 l_1798 = l_1794 | l_1797;
const double l_1799 = reinterpret_cast<double const&>(l_1798);
const bool l_1800 = l_1799 <= l_1740;
if (l_1800) {
const uint32 l_1801 = reinterpret_cast<uint32 const&>(l_1746);
const uint32 l_1802 = l_1801 + uint32(1);
l_mut_206 = l_1802;
const uint32 l_1803 = l_1801 & uint32(2147483647);
const bool l_1804 = l_1803 == uint32(0);
if (l_1804) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1805 = l_1801 & uint32(2147483648);
const bool l_1806 = l_1805 != uint32(0);
if (l_1806) {
const uint32 l_1807 = l_1801 - uint32(1);
l_mut_206 = l_1807;
} else {
const bool l_1808 = l_1801 == uint32(2139095040);
if (l_1808) {
l_mut_206 = l_1801;
}
}
}
const float l_1809 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1810 = reinterpret_cast<uint32 const&>(l_1809);
const uint32 l_1811 = l_1810 & uint32(2147483647);
const float l_1812 = reinterpret_cast<float const&>(l_1811);
const double l_1813 = double(l_1812);
l_mut_1768 = l_1813;
const bool l_1814 = l_1811 < uint32(8388608);
if (l_1814) {
const double l_1815 = double(l_1811);
const double l_1816 = l_1815 * double(1.401298464324817e-45);
l_mut_1768 = l_1816;
}
const uint64 l_1817 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_1818 = l_1810 >> uint32(31);
const uint64 l_1819 = uint64(l_1818);
const uint64 l_1820 = l_1819 << uint64(63);
const uint64 l_1821 = l_1817 | l_1820;
const double l_1822 = reinterpret_cast<double const&>(l_1821);
l_mut_1404 = l_1822;
}
}
}
l_mut_1514 = l_mut_1404;
} else {
const double l_1823 = l_1651 - l_1654;
const double l_1824 = -l_1823;
const double l_1825 = l_1824 * double(7.1362384635298e44);
const double l_1826 = floor(l_1825);
const double l_1827 = l_1826 * double(1.401298464324817e-45);
l_mut_1768 = l_1827;
const double l_1828 = abs(l_1824);
const bool l_1829 = l_1828 >= double(1.1754943508222875e-38);
if (l_1829) {
const float l_1830 = float(l_1824);
const double l_1831 = double(l_1830);
l_mut_1768 = l_1831;
const bool l_1832 = l_mut_1768 > l_1824;
if (l_1832) {
const uint32 l_1833 = reinterpret_cast<uint32 const&>(l_1830);
const uint32 l_1834 = l_1833 ^ uint32(2147483648);
const float l_1835 = reinterpret_cast<float const&>(l_1834);
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_1835);
const uint32 l_1837 = l_1836 + uint32(1);
l_mut_206 = l_1837;
const uint32 l_1838 = l_1836 & uint32(2147483647);
const bool l_1839 = l_1838 == uint32(0);
if (l_1839) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1840 = l_1836 & uint32(2147483648);
const bool l_1841 = l_1840 != uint32(0);
if (l_1841) {
const uint32 l_1842 = l_1836 - uint32(1);
l_mut_206 = l_1842;
} else {
const bool l_1843 = l_1836 == uint32(2139095040);
if (l_1843) {
l_mut_206 = l_1836;
}
}
}
const float l_1844 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1845 = reinterpret_cast<uint32 const&>(l_1844);
const uint32 l_1846 = l_1845 ^ uint32(2147483648);
const float l_1847 = reinterpret_cast<float const&>(l_1846);
const uint32 l_1848 = reinterpret_cast<uint32 const&>(l_1847);
const uint32 l_1849 = l_1848 & uint32(2147483647);
const float l_1850 = reinterpret_cast<float const&>(l_1849);
const double l_1851 = double(l_1850);
l_mut_1404 = l_1851;
const bool l_1852 = l_1849 < uint32(8388608);
if (l_1852) {
const double l_1853 = double(l_1849);
const double l_1854 = l_1853 * double(1.401298464324817e-45);
l_mut_1404 = l_1854;
}
const uint64 l_1855 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1856 = l_1848 >> uint32(31);
const uint64 l_1857 = uint64(l_1856);
const uint64 l_1858 = l_1857 << uint64(63);
const uint64 l_1859 = l_1855 | l_1858;
const double l_1860 = reinterpret_cast<double const&>(l_1859);
l_mut_1768 = l_1860;
} else {
const uint32 l_1861 = reinterpret_cast<uint32 const&>(l_1830);
const uint32 l_1862 = l_1861 + uint32(1);
l_mut_206 = l_1862;
const uint32 l_1863 = l_1861 & uint32(2147483647);
const bool l_1864 = l_1863 == uint32(0);
if (l_1864) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1865 = l_1861 & uint32(2147483648);
const bool l_1866 = l_1865 != uint32(0);
if (l_1866) {
const uint32 l_1867 = l_1861 - uint32(1);
l_mut_206 = l_1867;
} else {
const bool l_1868 = l_1861 == uint32(2139095040);
if (l_1868) {
l_mut_206 = l_1861;
}
}
}
const float l_1869 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1870 = reinterpret_cast<uint32 const&>(l_1869);
const uint32 l_1871 = l_1870 & uint32(2147483647);
const float l_1872 = reinterpret_cast<float const&>(l_1871);
const double l_1873 = double(l_1872);
l_mut_1404 = l_1873;
const bool l_1874 = l_1871 < uint32(8388608);
if (l_1874) {
const double l_1875 = double(l_1871);
const double l_1876 = l_1875 * double(1.401298464324817e-45);
l_mut_1404 = l_1876;
}
const uint64 l_1877 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1878 = l_1870 >> uint32(31);
const uint64 l_1879 = uint64(l_1878);
const uint64 l_1880 = l_1879 << uint64(63);
const uint64 l_1881 = l_1877 | l_1880;
const double l_1882 = reinterpret_cast<double const&>(l_1881);
const bool l_1883 = l_1882 <= l_1824;
if (l_1883) {
const uint32 l_1884 = reinterpret_cast<uint32 const&>(l_1830);
const uint32 l_1885 = l_1884 + uint32(1);
l_mut_206 = l_1885;
const uint32 l_1886 = l_1884 & uint32(2147483647);
const bool l_1887 = l_1886 == uint32(0);
if (l_1887) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1888 = l_1884 & uint32(2147483648);
const bool l_1889 = l_1888 != uint32(0);
if (l_1889) {
const uint32 l_1890 = l_1884 - uint32(1);
l_mut_206 = l_1890;
} else {
const bool l_1891 = l_1884 == uint32(2139095040);
if (l_1891) {
l_mut_206 = l_1884;
}
}
}
const float l_1892 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1893 = reinterpret_cast<uint32 const&>(l_1892);
const uint32 l_1894 = l_1893 & uint32(2147483647);
const float l_1895 = reinterpret_cast<float const&>(l_1894);
const double l_1896 = double(l_1895);
l_mut_1404 = l_1896;
const bool l_1897 = l_1894 < uint32(8388608);
if (l_1897) {
const double l_1898 = double(l_1894);
const double l_1899 = l_1898 * double(1.401298464324817e-45);
l_mut_1404 = l_1899;
}
const uint64 l_1900 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1901 = l_1893 >> uint32(31);
const uint64 l_1902 = uint64(l_1901);
const uint64 l_1903 = l_1902 << uint64(63);
const uint64 l_1904 = l_1900 | l_1903;
const double l_1905 = reinterpret_cast<double const&>(l_1904);
l_mut_1768 = l_1905;
}
}
}
const double l_1906 = -l_mut_1768;
l_mut_1514 = l_1906;
}
const double l_1907 = l_mut_219 - l_178;
const double l_1908 = abs(l_1907);
const double l_1909 = l_1908 * double(2.220446049250313e-16);
const double l_1910 = l_1394 + l_1909;
const double l_1911 = l_1907 + l_1910;
const double l_1912 = -l_1911;
const double l_1913 = l_1912 * double(7.1362384635298e44);
const double l_1914 = floor(l_1913);
const double l_1915 = l_1914 * double(1.401298464324817e-45);
l_mut_1768 = l_1915;
const double l_1916 = abs(l_1912);
const bool l_1917 = l_1916 >= double(1.1754943508222875e-38);
if (l_1917) {
const float l_1918 = float(l_1912);
const double l_1919 = double(l_1918);
l_mut_1768 = l_1919;
const bool l_1920 = l_mut_1768 > l_1912;
if (l_1920) {
const uint32 l_1921 = reinterpret_cast<uint32 const&>(l_1918);
const uint32 l_1922 = l_1921 ^ uint32(2147483648);
const float l_1923 = reinterpret_cast<float const&>(l_1922);
const uint32 l_1924 = reinterpret_cast<uint32 const&>(l_1923);
const uint32 l_1925 = l_1924 + uint32(1);
l_mut_206 = l_1925;
const uint32 l_1926 = l_1924 & uint32(2147483647);
const bool l_1927 = l_1926 == uint32(0);
if (l_1927) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1928 = l_1924 & uint32(2147483648);
const bool l_1929 = l_1928 != uint32(0);
if (l_1929) {
const uint32 l_1930 = l_1924 - uint32(1);
l_mut_206 = l_1930;
} else {
const bool l_1931 = l_1924 == uint32(2139095040);
if (l_1931) {
l_mut_206 = l_1924;
}
}
}
const float l_1932 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1933 = reinterpret_cast<uint32 const&>(l_1932);
const uint32 l_1934 = l_1933 ^ uint32(2147483648);
const float l_1935 = reinterpret_cast<float const&>(l_1934);
const uint32 l_1936 = reinterpret_cast<uint32 const&>(l_1935);
const uint32 l_1937 = l_1936 & uint32(2147483647);
const float l_1938 = reinterpret_cast<float const&>(l_1937);
const double l_1939 = double(l_1938);
l_mut_1404 = l_1939;
const bool l_1940 = l_1937 < uint32(8388608);
if (l_1940) {
const double l_1941 = double(l_1937);
const double l_1942 = l_1941 * double(1.401298464324817e-45);
l_mut_1404 = l_1942;
}
const uint64 l_1943 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1944 = l_1936 >> uint32(31);
const uint64 l_1945 = uint64(l_1944);
const uint64 l_1946 = l_1945 << uint64(63);
const uint64 l_1947 = l_1943 | l_1946;
const double l_1948 = reinterpret_cast<double const&>(l_1947);
l_mut_1768 = l_1948;
} else {
const uint32 l_1949 = reinterpret_cast<uint32 const&>(l_1918);
const uint32 l_1950 = l_1949 + uint32(1);
l_mut_206 = l_1950;
const uint32 l_1951 = l_1949 & uint32(2147483647);
const bool l_1952 = l_1951 == uint32(0);
if (l_1952) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1953 = l_1949 & uint32(2147483648);
const bool l_1954 = l_1953 != uint32(0);
if (l_1954) {
const uint32 l_1955 = l_1949 - uint32(1);
l_mut_206 = l_1955;
} else {
const bool l_1956 = l_1949 == uint32(2139095040);
if (l_1956) {
l_mut_206 = l_1949;
}
}
}
const float l_1957 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1958 = reinterpret_cast<uint32 const&>(l_1957);
const uint32 l_1959 = l_1958 & uint32(2147483647);
const float l_1960 = reinterpret_cast<float const&>(l_1959);
const double l_1961 = double(l_1960);
l_mut_1404 = l_1961;
const bool l_1962 = l_1959 < uint32(8388608);
if (l_1962) {
const double l_1963 = double(l_1959);
const double l_1964 = l_1963 * double(1.401298464324817e-45);
l_mut_1404 = l_1964;
}
const uint64 l_1965 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1966 = l_1958 >> uint32(31);
const uint64 l_1967 = uint64(l_1966);
const uint64 l_1968 = l_1967 << uint64(63);
const uint64 l_1969 = l_1965 | l_1968;
const double l_1970 = reinterpret_cast<double const&>(l_1969);
const bool l_1971 = l_1970 <= l_1912;
if (l_1971) {
const uint32 l_1972 = reinterpret_cast<uint32 const&>(l_1918);
const uint32 l_1973 = l_1972 + uint32(1);
l_mut_206 = l_1973;
const uint32 l_1974 = l_1972 & uint32(2147483647);
const bool l_1975 = l_1974 == uint32(0);
if (l_1975) {
l_mut_206 = uint32(1);
} else {
const uint32 l_1976 = l_1972 & uint32(2147483648);
const bool l_1977 = l_1976 != uint32(0);
if (l_1977) {
const uint32 l_1978 = l_1972 - uint32(1);
l_mut_206 = l_1978;
} else {
const bool l_1979 = l_1972 == uint32(2139095040);
if (l_1979) {
l_mut_206 = l_1972;
}
}
}
const float l_1980 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_1981 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_1982 = l_1981 & uint32(2147483647);
const float l_1983 = reinterpret_cast<float const&>(l_1982);
const double l_1984 = double(l_1983);
l_mut_1404 = l_1984;
const bool l_1985 = l_1982 < uint32(8388608);
if (l_1985) {
const double l_1986 = double(l_1982);
const double l_1987 = l_1986 * double(1.401298464324817e-45);
l_mut_1404 = l_1987;
}
const uint64 l_1988 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_1989 = l_1981 >> uint32(31);
const uint64 l_1990 = uint64(l_1989);
const uint64 l_1991 = l_1990 << uint64(63);
const uint64 l_1992 = l_1988 | l_1991;
const double l_1993 = reinterpret_cast<double const&>(l_1992);
l_mut_1768 = l_1993;
}
}
}
const double l_1994 = -l_mut_1768;
l_mut_1768 = l_1994;
const bool l_1995 = bool(true) && bool(true);
if (l_1995) {
const double l_1996 = l_1907 + l_1910;
const double l_1997 = l_1996 * double(7.1362384635298e44);
const double l_1998 = floor(l_1997);
const double l_1999 = l_1998 * double(1.401298464324817e-45);
l_mut_1404 = l_1999;
const double l_2000 = abs(l_1996);
const bool l_2001 = l_2000 >= double(1.1754943508222875e-38);
if (l_2001) {
const float l_2002 = float(l_1996);
const double l_2003 = double(l_2002);
l_mut_1404 = l_2003;
const bool l_2004 = l_mut_1404 > l_1996;
if (l_2004) {
const uint32 l_2005 = reinterpret_cast<uint32 const&>(l_2002);
const uint32 l_2006 = l_2005 ^ uint32(2147483648);
const float l_2007 = reinterpret_cast<float const&>(l_2006);
const uint32 l_2008 = reinterpret_cast<uint32 const&>(l_2007);
const uint32 l_2009 = l_2008 + uint32(1);
l_mut_206 = l_2009;
const uint32 l_2010 = l_2008 & uint32(2147483647);
const bool l_2011 = l_2010 == uint32(0);
if (l_2011) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2012 = l_2008 & uint32(2147483648);
const bool l_2013 = l_2012 != uint32(0);
if (l_2013) {
const uint32 l_2014 = l_2008 - uint32(1);
l_mut_206 = l_2014;
} else {
const bool l_2015 = l_2008 == uint32(2139095040);
if (l_2015) {
l_mut_206 = l_2008;
}
}
}
const float l_2016 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2017 = reinterpret_cast<uint32 const&>(l_2016);
const uint32 l_2018 = l_2017 ^ uint32(2147483648);
const float l_2019 = reinterpret_cast<float const&>(l_2018);
const uint32 l_2020 = reinterpret_cast<uint32 const&>(l_2019);
const uint32 l_2021 = l_2020 & uint32(2147483647);
const float l_2022 = reinterpret_cast<float const&>(l_2021);
const double l_2023 = double(l_2022);
l_mut_2024 = l_2023;
const bool l_2025 = l_2021 < uint32(8388608);
if (l_2025) {
const double l_2026 = double(l_2021);
const double l_2027 = l_2026 * double(1.401298464324817e-45);
l_mut_2024 = l_2027;
}
const uint64 l_2028 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2029 = l_2020 >> uint32(31);
const uint64 l_2030 = uint64(l_2029);
const uint64 l_2031 = l_2030 << uint64(63);
const uint64 l_2032 = l_2028 | l_2031;
const double l_2033 = reinterpret_cast<double const&>(l_2032);
l_mut_1404 = l_2033;
} else {
const uint32 l_2034 = reinterpret_cast<uint32 const&>(l_2002);
const uint32 l_2035 = l_2034 + uint32(1);
l_mut_206 = l_2035;
const uint32 l_2036 = l_2034 & uint32(2147483647);
const bool l_2037 = l_2036 == uint32(0);
if (l_2037) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2038 = l_2034 & uint32(2147483648);
const bool l_2039 = l_2038 != uint32(0);
if (l_2039) {
const uint32 l_2040 = l_2034 - uint32(1);
l_mut_206 = l_2040;
} else {
const bool l_2041 = l_2034 == uint32(2139095040);
if (l_2041) {
l_mut_206 = l_2034;
}
}
}
const float l_2042 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2043 = reinterpret_cast<uint32 const&>(l_2042);
const uint32 l_2044 = l_2043 & uint32(2147483647);
const float l_2045 = reinterpret_cast<float const&>(l_2044);
const double l_2046 = double(l_2045);
l_mut_2024 = l_2046;
const bool l_2047 = l_2044 < uint32(8388608);
if (l_2047) {
const double l_2048 = double(l_2044);
const double l_2049 = l_2048 * double(1.401298464324817e-45);
l_mut_2024 = l_2049;
}
const uint64 l_2050 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2051 = l_2043 >> uint32(31);
const uint64 l_2052 = uint64(l_2051);
const uint64 l_2053 = l_2052 << uint64(63);
const uint64 l_2054 = l_2050 | l_2053;
const double l_2055 = reinterpret_cast<double const&>(l_2054);
const bool l_2056 = l_2055 <= l_1996;
if (l_2056) {
const uint32 l_2057 = reinterpret_cast<uint32 const&>(l_2002);
const uint32 l_2058 = l_2057 + uint32(1);
l_mut_206 = l_2058;
const uint32 l_2059 = l_2057 & uint32(2147483647);
const bool l_2060 = l_2059 == uint32(0);
if (l_2060) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2061 = l_2057 & uint32(2147483648);
const bool l_2062 = l_2061 != uint32(0);
if (l_2062) {
const uint32 l_2063 = l_2057 - uint32(1);
l_mut_206 = l_2063;
} else {
const bool l_2064 = l_2057 == uint32(2139095040);
if (l_2064) {
l_mut_206 = l_2057;
}
}
}
const float l_2065 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2066 = reinterpret_cast<uint32 const&>(l_2065);
const uint32 l_2067 = l_2066 & uint32(2147483647);
const float l_2068 = reinterpret_cast<float const&>(l_2067);
const double l_2069 = double(l_2068);
l_mut_2024 = l_2069;
const bool l_2070 = l_2067 < uint32(8388608);
if (l_2070) {
const double l_2071 = double(l_2067);
const double l_2072 = l_2071 * double(1.401298464324817e-45);
l_mut_2024 = l_2072;
}
const uint64 l_2073 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2074 = l_2066 >> uint32(31);
const uint64 l_2075 = uint64(l_2074);
const uint64 l_2076 = l_2075 << uint64(63);
const uint64 l_2077 = l_2073 | l_2076;
const double l_2078 = reinterpret_cast<double const&>(l_2077);
l_mut_1404 = l_2078;
}
}
}
l_mut_1768 = l_mut_1404;
} else {
const double l_2079 = l_1907 - l_1910;
const double l_2080 = l_2079 * double(7.1362384635298e44);
const double l_2081 = floor(l_2080);
const double l_2082 = l_2081 * double(1.401298464324817e-45);
l_mut_2024 = l_2082;
const double l_2083 = abs(l_2079);
const bool l_2084 = l_2083 >= double(1.1754943508222875e-38);
if (l_2084) {
const float l_2085 = float(l_2079);
const double l_2086 = double(l_2085);
l_mut_2024 = l_2086;
const bool l_2087 = l_mut_2024 > l_2079;
if (l_2087) {
const uint32 l_2088 = reinterpret_cast<uint32 const&>(l_2085);
const uint32 l_2089 = l_2088 ^ uint32(2147483648);
const float l_2090 = reinterpret_cast<float const&>(l_2089);
const uint32 l_2091 = reinterpret_cast<uint32 const&>(l_2090);
const uint32 l_2092 = l_2091 + uint32(1);
l_mut_206 = l_2092;
const uint32 l_2093 = l_2091 & uint32(2147483647);
const bool l_2094 = l_2093 == uint32(0);
if (l_2094) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2095 = l_2091 & uint32(2147483648);
const bool l_2096 = l_2095 != uint32(0);
if (l_2096) {
const uint32 l_2097 = l_2091 - uint32(1);
l_mut_206 = l_2097;
} else {
const bool l_2098 = l_2091 == uint32(2139095040);
if (l_2098) {
l_mut_206 = l_2091;
}
}
}
const float l_2099 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2100 = reinterpret_cast<uint32 const&>(l_2099);
const uint32 l_2101 = l_2100 ^ uint32(2147483648);
const float l_2102 = reinterpret_cast<float const&>(l_2101);
const uint32 l_2103 = reinterpret_cast<uint32 const&>(l_2102);
const uint32 l_2104 = l_2103 & uint32(2147483647);
const float l_2105 = reinterpret_cast<float const&>(l_2104);
const double l_2106 = double(l_2105);
l_mut_1404 = l_2106;
const bool l_2107 = l_2104 < uint32(8388608);
if (l_2107) {
const double l_2108 = double(l_2104);
const double l_2109 = l_2108 * double(1.401298464324817e-45);
l_mut_1404 = l_2109;
}
const uint64 l_2110 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2111 = l_2103 >> uint32(31);
const uint64 l_2112 = uint64(l_2111);
const uint64 l_2113 = l_2112 << uint64(63);
const uint64 l_2114 = l_2110 | l_2113;
const double l_2115 = reinterpret_cast<double const&>(l_2114);
l_mut_2024 = l_2115;
} else {
const uint32 l_2116 = reinterpret_cast<uint32 const&>(l_2085);
const uint32 l_2117 = l_2116 + uint32(1);
l_mut_206 = l_2117;
const uint32 l_2118 = l_2116 & uint32(2147483647);
const bool l_2119 = l_2118 == uint32(0);
if (l_2119) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2120 = l_2116 & uint32(2147483648);
const bool l_2121 = l_2120 != uint32(0);
if (l_2121) {
const uint32 l_2122 = l_2116 - uint32(1);
l_mut_206 = l_2122;
} else {
const bool l_2123 = l_2116 == uint32(2139095040);
if (l_2123) {
l_mut_206 = l_2116;
}
}
}
const float l_2124 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2125 = reinterpret_cast<uint32 const&>(l_2124);
const uint32 l_2126 = l_2125 & uint32(2147483647);
const float l_2127 = reinterpret_cast<float const&>(l_2126);
const double l_2128 = double(l_2127);
l_mut_1404 = l_2128;
const bool l_2129 = l_2126 < uint32(8388608);
if (l_2129) {
const double l_2130 = double(l_2126);
const double l_2131 = l_2130 * double(1.401298464324817e-45);
l_mut_1404 = l_2131;
}
const uint64 l_2132 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2133 = l_2125 >> uint32(31);
const uint64 l_2134 = uint64(l_2133);
const uint64 l_2135 = l_2134 << uint64(63);
const uint64 l_2136 = l_2132 | l_2135;
const double l_2137 = reinterpret_cast<double const&>(l_2136);
const bool l_2138 = l_2137 <= l_2079;
if (l_2138) {
const uint32 l_2139 = reinterpret_cast<uint32 const&>(l_2085);
const uint32 l_2140 = l_2139 + uint32(1);
l_mut_206 = l_2140;
const uint32 l_2141 = l_2139 & uint32(2147483647);
const bool l_2142 = l_2141 == uint32(0);
if (l_2142) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2143 = l_2139 & uint32(2147483648);
const bool l_2144 = l_2143 != uint32(0);
if (l_2144) {
const uint32 l_2145 = l_2139 - uint32(1);
l_mut_206 = l_2145;
} else {
const bool l_2146 = l_2139 == uint32(2139095040);
if (l_2146) {
l_mut_206 = l_2139;
}
}
}
const float l_2147 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2148 = reinterpret_cast<uint32 const&>(l_2147);
const uint32 l_2149 = l_2148 & uint32(2147483647);
const float l_2150 = reinterpret_cast<float const&>(l_2149);
const double l_2151 = double(l_2150);
l_mut_1404 = l_2151;
const bool l_2152 = l_2149 < uint32(8388608);
if (l_2152) {
const double l_2153 = double(l_2149);
const double l_2154 = l_2153 * double(1.401298464324817e-45);
l_mut_1404 = l_2154;
}
const uint64 l_2155 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2156 = l_2148 >> uint32(31);
const uint64 l_2157 = uint64(l_2156);
const uint64 l_2158 = l_2157 << uint64(63);
const uint64 l_2159 = l_2155 | l_2158;
const double l_2160 = reinterpret_cast<double const&>(l_2159);
l_mut_2024 = l_2160;
}
}
}
l_mut_1768 = l_mut_2024;
}
const double l_2161 = l_mut_219 + l_178;
const double l_2162 = abs(l_2161);
const double l_2163 = l_2162 * double(2.220446049250313e-16);
const double l_2164 = l_1394 + l_2163;
const double l_2165 = l_2161 + l_2164;
const double l_2166 = -l_2165;
const double l_2167 = l_2166 * double(7.1362384635298e44);
const double l_2168 = floor(l_2167);
const double l_2169 = l_2168 * double(1.401298464324817e-45);
l_mut_2024 = l_2169;
const double l_2170 = abs(l_2166);
const bool l_2171 = l_2170 >= double(1.1754943508222875e-38);
if (l_2171) {
const float l_2172 = float(l_2166);
const double l_2173 = double(l_2172);
l_mut_2024 = l_2173;
const bool l_2174 = l_mut_2024 > l_2166;
if (l_2174) {
const uint32 l_2175 = reinterpret_cast<uint32 const&>(l_2172);
const uint32 l_2176 = l_2175 ^ uint32(2147483648);
const float l_2177 = reinterpret_cast<float const&>(l_2176);
const uint32 l_2178 = reinterpret_cast<uint32 const&>(l_2177);
const uint32 l_2179 = l_2178 + uint32(1);
l_mut_206 = l_2179;
const uint32 l_2180 = l_2178 & uint32(2147483647);
const bool l_2181 = l_2180 == uint32(0);
if (l_2181) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2182 = l_2178 & uint32(2147483648);
const bool l_2183 = l_2182 != uint32(0);
if (l_2183) {
const uint32 l_2184 = l_2178 - uint32(1);
l_mut_206 = l_2184;
} else {
const bool l_2185 = l_2178 == uint32(2139095040);
if (l_2185) {
l_mut_206 = l_2178;
}
}
}
const float l_2186 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2187 = reinterpret_cast<uint32 const&>(l_2186);
const uint32 l_2188 = l_2187 ^ uint32(2147483648);
const float l_2189 = reinterpret_cast<float const&>(l_2188);
const uint32 l_2190 = reinterpret_cast<uint32 const&>(l_2189);
const uint32 l_2191 = l_2190 & uint32(2147483647);
const float l_2192 = reinterpret_cast<float const&>(l_2191);
const double l_2193 = double(l_2192);
l_mut_1404 = l_2193;
const bool l_2194 = l_2191 < uint32(8388608);
if (l_2194) {
const double l_2195 = double(l_2191);
const double l_2196 = l_2195 * double(1.401298464324817e-45);
l_mut_1404 = l_2196;
}
const uint64 l_2197 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2198 = l_2190 >> uint32(31);
const uint64 l_2199 = uint64(l_2198);
const uint64 l_2200 = l_2199 << uint64(63);
const uint64 l_2201 = l_2197 | l_2200;
const double l_2202 = reinterpret_cast<double const&>(l_2201);
l_mut_2024 = l_2202;
} else {
const uint32 l_2203 = reinterpret_cast<uint32 const&>(l_2172);
const uint32 l_2204 = l_2203 + uint32(1);
l_mut_206 = l_2204;
const uint32 l_2205 = l_2203 & uint32(2147483647);
const bool l_2206 = l_2205 == uint32(0);
if (l_2206) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2207 = l_2203 & uint32(2147483648);
const bool l_2208 = l_2207 != uint32(0);
if (l_2208) {
const uint32 l_2209 = l_2203 - uint32(1);
l_mut_206 = l_2209;
} else {
const bool l_2210 = l_2203 == uint32(2139095040);
if (l_2210) {
l_mut_206 = l_2203;
}
}
}
const float l_2211 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2212 = reinterpret_cast<uint32 const&>(l_2211);
const uint32 l_2213 = l_2212 & uint32(2147483647);
const float l_2214 = reinterpret_cast<float const&>(l_2213);
const double l_2215 = double(l_2214);
l_mut_1404 = l_2215;
const bool l_2216 = l_2213 < uint32(8388608);
if (l_2216) {
const double l_2217 = double(l_2213);
const double l_2218 = l_2217 * double(1.401298464324817e-45);
l_mut_1404 = l_2218;
}
const uint64 l_2219 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2220 = l_2212 >> uint32(31);
const uint64 l_2221 = uint64(l_2220);
const uint64 l_2222 = l_2221 << uint64(63);
const uint64 l_2223 = l_2219 | l_2222;
const double l_2224 = reinterpret_cast<double const&>(l_2223);
const bool l_2225 = l_2224 <= l_2166;
if (l_2225) {
const uint32 l_2226 = reinterpret_cast<uint32 const&>(l_2172);
const uint32 l_2227 = l_2226 + uint32(1);
l_mut_206 = l_2227;
const uint32 l_2228 = l_2226 & uint32(2147483647);
const bool l_2229 = l_2228 == uint32(0);
if (l_2229) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2230 = l_2226 & uint32(2147483648);
const bool l_2231 = l_2230 != uint32(0);
if (l_2231) {
const uint32 l_2232 = l_2226 - uint32(1);
l_mut_206 = l_2232;
} else {
const bool l_2233 = l_2226 == uint32(2139095040);
if (l_2233) {
l_mut_206 = l_2226;
}
}
}
const float l_2234 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2235 = reinterpret_cast<uint32 const&>(l_2234);
const uint32 l_2236 = l_2235 & uint32(2147483647);
const float l_2237 = reinterpret_cast<float const&>(l_2236);
const double l_2238 = double(l_2237);
l_mut_1404 = l_2238;
const bool l_2239 = l_2236 < uint32(8388608);
if (l_2239) {
const double l_2240 = double(l_2236);
const double l_2241 = l_2240 * double(1.401298464324817e-45);
l_mut_1404 = l_2241;
}
const uint64 l_2242 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2243 = l_2235 >> uint32(31);
const uint64 l_2244 = uint64(l_2243);
const uint64 l_2245 = l_2244 << uint64(63);
const uint64 l_2246 = l_2242 | l_2245;
const double l_2247 = reinterpret_cast<double const&>(l_2246);
l_mut_2024 = l_2247;
}
}
}
const double l_2248 = -l_mut_2024;
l_mut_2024 = l_2248;
const bool l_2249 = bool(false) && bool(true);
if (l_2249) {
const double l_2250 = l_2161 + l_2164;
const double l_2251 = l_2250 * double(7.1362384635298e44);
const double l_2252 = floor(l_2251);
const double l_2253 = l_2252 * double(1.401298464324817e-45);
l_mut_1404 = l_2253;
const double l_2254 = abs(l_2250);
const bool l_2255 = l_2254 >= double(1.1754943508222875e-38);
if (l_2255) {
const float l_2256 = float(l_2250);
const double l_2257 = double(l_2256);
l_mut_1404 = l_2257;
const bool l_2258 = l_mut_1404 > l_2250;
if (l_2258) {
const uint32 l_2259 = reinterpret_cast<uint32 const&>(l_2256);
const uint32 l_2260 = l_2259 ^ uint32(2147483648);
const float l_2261 = reinterpret_cast<float const&>(l_2260);
const uint32 l_2262 = reinterpret_cast<uint32 const&>(l_2261);
const uint32 l_2263 = l_2262 + uint32(1);
l_mut_206 = l_2263;
const uint32 l_2264 = l_2262 & uint32(2147483647);
const bool l_2265 = l_2264 == uint32(0);
if (l_2265) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2266 = l_2262 & uint32(2147483648);
const bool l_2267 = l_2266 != uint32(0);
if (l_2267) {
const uint32 l_2268 = l_2262 - uint32(1);
l_mut_206 = l_2268;
} else {
const bool l_2269 = l_2262 == uint32(2139095040);
if (l_2269) {
l_mut_206 = l_2262;
}
}
}
const float l_2270 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2271 = reinterpret_cast<uint32 const&>(l_2270);
const uint32 l_2272 = l_2271 ^ uint32(2147483648);
const float l_2273 = reinterpret_cast<float const&>(l_2272);
const uint32 l_2274 = reinterpret_cast<uint32 const&>(l_2273);
const uint32 l_2275 = l_2274 & uint32(2147483647);
const float l_2276 = reinterpret_cast<float const&>(l_2275);
const double l_2277 = double(l_2276);
l_mut_2278 = l_2277;
const bool l_2279 = l_2275 < uint32(8388608);
if (l_2279) {
const double l_2280 = double(l_2275);
const double l_2281 = l_2280 * double(1.401298464324817e-45);
l_mut_2278 = l_2281;
}
const uint64 l_2282 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2283 = l_2274 >> uint32(31);
const uint64 l_2284 = uint64(l_2283);
const uint64 l_2285 = l_2284 << uint64(63);
const uint64 l_2286 = l_2282 | l_2285;
const double l_2287 = reinterpret_cast<double const&>(l_2286);
l_mut_1404 = l_2287;
} else {
const uint32 l_2288 = reinterpret_cast<uint32 const&>(l_2256);
const uint32 l_2289 = l_2288 + uint32(1);
l_mut_206 = l_2289;
const uint32 l_2290 = l_2288 & uint32(2147483647);
const bool l_2291 = l_2290 == uint32(0);
if (l_2291) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2292 = l_2288 & uint32(2147483648);
const bool l_2293 = l_2292 != uint32(0);
if (l_2293) {
const uint32 l_2294 = l_2288 - uint32(1);
l_mut_206 = l_2294;
} else {
const bool l_2295 = l_2288 == uint32(2139095040);
if (l_2295) {
l_mut_206 = l_2288;
}
}
}
const float l_2296 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2297 = reinterpret_cast<uint32 const&>(l_2296);
const uint32 l_2298 = l_2297 & uint32(2147483647);
const float l_2299 = reinterpret_cast<float const&>(l_2298);
const double l_2300 = double(l_2299);
l_mut_2278 = l_2300;
const bool l_2301 = l_2298 < uint32(8388608);
if (l_2301) {
const double l_2302 = double(l_2298);
const double l_2303 = l_2302 * double(1.401298464324817e-45);
l_mut_2278 = l_2303;
}
const uint64 l_2304 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2305 = l_2297 >> uint32(31);
const uint64 l_2306 = uint64(l_2305);
const uint64 l_2307 = l_2306 << uint64(63);
const uint64 l_2308 = l_2304 | l_2307;
const double l_2309 = reinterpret_cast<double const&>(l_2308);
const bool l_2310 = l_2309 <= l_2250;
if (l_2310) {
const uint32 l_2311 = reinterpret_cast<uint32 const&>(l_2256);
const uint32 l_2312 = l_2311 + uint32(1);
l_mut_206 = l_2312;
const uint32 l_2313 = l_2311 & uint32(2147483647);
const bool l_2314 = l_2313 == uint32(0);
if (l_2314) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2315 = l_2311 & uint32(2147483648);
const bool l_2316 = l_2315 != uint32(0);
if (l_2316) {
const uint32 l_2317 = l_2311 - uint32(1);
l_mut_206 = l_2317;
} else {
const bool l_2318 = l_2311 == uint32(2139095040);
if (l_2318) {
l_mut_206 = l_2311;
}
}
}
const float l_2319 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2320 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2321 = l_2320 & uint32(2147483647);
const float l_2322 = reinterpret_cast<float const&>(l_2321);
const double l_2323 = double(l_2322);
l_mut_2278 = l_2323;
const bool l_2324 = l_2321 < uint32(8388608);
if (l_2324) {
const double l_2325 = double(l_2321);
const double l_2326 = l_2325 * double(1.401298464324817e-45);
l_mut_2278 = l_2326;
}
const uint64 l_2327 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2328 = l_2320 >> uint32(31);
const uint64 l_2329 = uint64(l_2328);
const uint64 l_2330 = l_2329 << uint64(63);
const uint64 l_2331 = l_2327 | l_2330;
const double l_2332 = reinterpret_cast<double const&>(l_2331);
l_mut_1404 = l_2332;
}
}
}
l_mut_2024 = l_mut_1404;
} else {
const double l_2333 = l_2161 - l_2164;
const double l_2334 = -l_2333;
const double l_2335 = l_2334 * double(7.1362384635298e44);
const double l_2336 = floor(l_2335);
const double l_2337 = l_2336 * double(1.401298464324817e-45);
l_mut_2278 = l_2337;
const double l_2338 = abs(l_2334);
const bool l_2339 = l_2338 >= double(1.1754943508222875e-38);
if (l_2339) {
const float l_2340 = float(l_2334);
const double l_2341 = double(l_2340);
l_mut_2278 = l_2341;
const bool l_2342 = l_mut_2278 > l_2334;
if (l_2342) {
const uint32 l_2343 = reinterpret_cast<uint32 const&>(l_2340);
const uint32 l_2344 = l_2343 ^ uint32(2147483648);
const float l_2345 = reinterpret_cast<float const&>(l_2344);
const uint32 l_2346 = reinterpret_cast<uint32 const&>(l_2345);
const uint32 l_2347 = l_2346 + uint32(1);
l_mut_206 = l_2347;
const uint32 l_2348 = l_2346 & uint32(2147483647);
const bool l_2349 = l_2348 == uint32(0);
if (l_2349) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2350 = l_2346 & uint32(2147483648);
const bool l_2351 = l_2350 != uint32(0);
if (l_2351) {
const uint32 l_2352 = l_2346 - uint32(1);
l_mut_206 = l_2352;
} else {
const bool l_2353 = l_2346 == uint32(2139095040);
if (l_2353) {
l_mut_206 = l_2346;
}
}
}
const float l_2354 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2355 = reinterpret_cast<uint32 const&>(l_2354);
const uint32 l_2356 = l_2355 ^ uint32(2147483648);
const float l_2357 = reinterpret_cast<float const&>(l_2356);
const uint32 l_2358 = reinterpret_cast<uint32 const&>(l_2357);
const uint32 l_2359 = l_2358 & uint32(2147483647);
const float l_2360 = reinterpret_cast<float const&>(l_2359);
const double l_2361 = double(l_2360);
l_mut_1404 = l_2361;
const bool l_2362 = l_2359 < uint32(8388608);
if (l_2362) {
const double l_2363 = double(l_2359);
const double l_2364 = l_2363 * double(1.401298464324817e-45);
l_mut_1404 = l_2364;
}
const uint64 l_2365 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2366 = l_2358 >> uint32(31);
const uint64 l_2367 = uint64(l_2366);
const uint64 l_2368 = l_2367 << uint64(63);
const uint64 l_2369 = l_2365 | l_2368;
const double l_2370 = reinterpret_cast<double const&>(l_2369);
l_mut_2278 = l_2370;
} else {
const uint32 l_2371 = reinterpret_cast<uint32 const&>(l_2340);
const uint32 l_2372 = l_2371 + uint32(1);
l_mut_206 = l_2372;
const uint32 l_2373 = l_2371 & uint32(2147483647);
const bool l_2374 = l_2373 == uint32(0);
if (l_2374) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2375 = l_2371 & uint32(2147483648);
const bool l_2376 = l_2375 != uint32(0);
if (l_2376) {
const uint32 l_2377 = l_2371 - uint32(1);
l_mut_206 = l_2377;
} else {
const bool l_2378 = l_2371 == uint32(2139095040);
if (l_2378) {
l_mut_206 = l_2371;
}
}
}
const float l_2379 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2380 = reinterpret_cast<uint32 const&>(l_2379);
const uint32 l_2381 = l_2380 & uint32(2147483647);
const float l_2382 = reinterpret_cast<float const&>(l_2381);
const double l_2383 = double(l_2382);
l_mut_1404 = l_2383;
const bool l_2384 = l_2381 < uint32(8388608);
if (l_2384) {
const double l_2385 = double(l_2381);
const double l_2386 = l_2385 * double(1.401298464324817e-45);
l_mut_1404 = l_2386;
}
const uint64 l_2387 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2388 = l_2380 >> uint32(31);
const uint64 l_2389 = uint64(l_2388);
const uint64 l_2390 = l_2389 << uint64(63);
const uint64 l_2391 = l_2387 | l_2390;
const double l_2392 = reinterpret_cast<double const&>(l_2391);
const bool l_2393 = l_2392 <= l_2334;
if (l_2393) {
const uint32 l_2394 = reinterpret_cast<uint32 const&>(l_2340);
const uint32 l_2395 = l_2394 + uint32(1);
l_mut_206 = l_2395;
const uint32 l_2396 = l_2394 & uint32(2147483647);
const bool l_2397 = l_2396 == uint32(0);
if (l_2397) {
l_mut_206 = uint32(1);
} else {
const uint32 l_2398 = l_2394 & uint32(2147483648);
const bool l_2399 = l_2398 != uint32(0);
if (l_2399) {
const uint32 l_2400 = l_2394 - uint32(1);
l_mut_206 = l_2400;
} else {
const bool l_2401 = l_2394 == uint32(2139095040);
if (l_2401) {
l_mut_206 = l_2394;
}
}
}
const float l_2402 = reinterpret_cast<float const&>(l_mut_206);
const uint32 l_2403 = reinterpret_cast<uint32 const&>(l_2402);
const uint32 l_2404 = l_2403 & uint32(2147483647);
const float l_2405 = reinterpret_cast<float const&>(l_2404);
const double l_2406 = double(l_2405);
l_mut_1404 = l_2406;
const bool l_2407 = l_2404 < uint32(8388608);
if (l_2407) {
const double l_2408 = double(l_2404);
const double l_2409 = l_2408 * double(1.401298464324817e-45);
l_mut_1404 = l_2409;
}
const uint64 l_2410 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_2411 = l_2403 >> uint32(31);
const uint64 l_2412 = uint64(l_2411);
const uint64 l_2413 = l_2412 << uint64(63);
const uint64 l_2414 = l_2410 | l_2413;
const double l_2415 = reinterpret_cast<double const&>(l_2414);
l_mut_2278 = l_2415;
}
}
}
const double l_2416 = -l_mut_2278;
l_mut_2024 = l_2416;
}
l_mut_206 = uint32(0);
const bool l_2417 = l_mut_1768 <= double(0.0);
const bool l_2418 = l_mut_2024 >= double(0.0);
const bool l_2419 = l_2417 && l_2418;
const bool l_2420 = !l_2419;
if (l_2420) {
const double l_2422 = l_mut_1429 / l_mut_1768;
const double l_2423 = l_mut_1429 / l_mut_2024;
const double l_2424 = l_mut_1514 / l_mut_1768;
const double l_2425 = l_mut_1514 / l_mut_2024;
l_arr_2421[uint32(0)] = l_2422;
l_arr_2421[uint32(1)] = l_2422;
const double l_2426 = l_arr_2421[uint32(0)];
const bool l_2427 = l_2423 < l_2426;
if (l_2427) {
l_arr_2421[uint32(0)] = l_2423;
}
const double l_2428 = l_arr_2421[uint32(0)];
const bool l_2429 = l_2424 < l_2428;
if (l_2429) {
l_arr_2421[uint32(0)] = l_2424;
}
const double l_2430 = l_arr_2421[uint32(0)];
const bool l_2431 = l_2425 < l_2430;
if (l_2431) {
l_arr_2421[uint32(0)] = l_2425;
}
const double l_2432 = l_arr_2421[uint32(1)];
const bool l_2433 = l_2423 > l_2432;
if (l_2433) {
l_arr_2421[uint32(1)] = l_2423;
}
const double l_2434 = l_arr_2421[uint32(1)];
const bool l_2435 = l_2424 > l_2434;
if (l_2435) {
l_arr_2421[uint32(1)] = l_2424;
}
const double l_2436 = l_arr_2421[uint32(1)];
const bool l_2437 = l_2425 > l_2436;
if (l_2437) {
l_arr_2421[uint32(1)] = l_2425;
}
const double l_2438 = l_arr_2421[uint32(0)];
const double l_2439 = abs(l_2438);
const double l_2440 = l_2439 * l_mut_45;
const double l_2441 = l_arr_2421[uint32(1)];
const double l_2442 = abs(l_2441);
const double l_2443 = l_2442 * l_mut_45;
l_mut_206 = uint32(2);
const double l_2444 = l_arr_2421[uint32(0)];
const double l_2445 = l_2444 - l_2440;
const double l_2446 = abs(l_2445);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_2447 = l_2446 >= double(1.1754943508222875e-38);
const bool l_2448 = l_2446 <= double(1.7976931348623157e308);
const bool l_2449 = l_2447 && l_2448;
if (l_2449) {
const uint64 l_2450 = reinterpret_cast<uint64 const&>(l_2446);
const uint64 l_2451 = l_2450 >> uint64(52);
const uint64 l_2452 = l_2451 - uint64(23);
const uint64 l_2453 = l_2452 << uint64(52);
const double l_2454 = reinterpret_cast<double const&>(l_2453);
l_mut_2278 = l_2454;
}
const double l_2455 = l_2444 + l_2440;
const double l_2456 = abs(l_2455);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_2457 = l_2456 >= double(1.1754943508222875e-38);
const bool l_2458 = l_2456 <= double(1.7976931348623157e308);
const bool l_2459 = l_2457 && l_2458;
if (l_2459) {
const uint64 l_2460 = reinterpret_cast<uint64 const&>(l_2456);
const uint64 l_2461 = l_2460 >> uint64(52);
const uint64 l_2462 = l_2461 - uint64(23);
const uint64 l_2463 = l_2462 << uint64(52);
const double l_2464 = reinterpret_cast<double const&>(l_2463);
l_mut_2024 = l_2464;
}
const bool l_2465 = l_mut_2278 == l_mut_2024;
const double l_2466 = l_arr_2421[uint32(1)];
const double l_2467 = l_2466 - l_2443;
const double l_2468 = abs(l_2467);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_2469 = l_2468 >= double(1.1754943508222875e-38);
const bool l_2470 = l_2468 <= double(1.7976931348623157e308);
const bool l_2471 = l_2469 && l_2470;
if (l_2471) {
const uint64 l_2472 = reinterpret_cast<uint64 const&>(l_2468);
const uint64 l_2473 = l_2472 >> uint64(52);
const uint64 l_2474 = l_2473 - uint64(23);
const uint64 l_2475 = l_2474 << uint64(52);
const double l_2476 = reinterpret_cast<double const&>(l_2475);
l_mut_2278 = l_2476;
}
const double l_2477 = l_2466 + l_2443;
const double l_2478 = abs(l_2477);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_2479 = l_2478 >= double(1.1754943508222875e-38);
const bool l_2480 = l_2478 <= double(1.7976931348623157e308);
const bool l_2481 = l_2479 && l_2480;
if (l_2481) {
const uint64 l_2482 = reinterpret_cast<uint64 const&>(l_2478);
const uint64 l_2483 = l_2482 >> uint64(52);
const uint64 l_2484 = l_2483 - uint64(23);
const uint64 l_2485 = l_2484 << uint64(52);
const double l_2486 = reinterpret_cast<double const&>(l_2485);
l_mut_2024 = l_2486;
}
const bool l_2487 = l_mut_2278 == l_mut_2024;
const bool l_2488 = l_2465 && l_2487;
if (l_2488) {
const double l_2489 = l_arr_2421[uint32(0)];
const double l_2490 = l_arr_2421[uint32(0)];
const double l_2491 = abs(l_2490);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_2492 = l_2491 >= double(1.1754943508222875e-38);
const bool l_2493 = l_2491 <= double(1.7976931348623157e308);
const bool l_2494 = l_2492 && l_2493;
if (l_2494) {
const uint64 l_2495 = reinterpret_cast<uint64 const&>(l_2491);
const uint64 l_2496 = l_2495 >> uint64(52);
const uint64 l_2497 = l_2496 - uint64(23);
const uint64 l_2498 = l_2497 << uint64(52);
const double l_2499 = reinterpret_cast<double const&>(l_2498);
l_mut_2278 = l_2499;
}
const double l_2500 = l_181 * l_mut_2278;
const double l_2501 = l_2489 - l_2500;
const double l_2502 = l_arr_2421[uint32(1)];
const double l_2503 = l_arr_2421[uint32(1)];
const double l_2504 = abs(l_2503);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_2505 = l_2504 >= double(1.1754943508222875e-38);
const bool l_2506 = l_2504 <= double(1.7976931348623157e308);
const bool l_2507 = l_2505 && l_2506;
if (l_2507) {
const uint64 l_2508 = reinterpret_cast<uint64 const&>(l_2504);
const uint64 l_2509 = l_2508 >> uint64(52);
const uint64 l_2510 = l_2509 - uint64(23);
const uint64 l_2511 = l_2510 << uint64(52);
const double l_2512 = reinterpret_cast<double const&>(l_2511);
l_mut_2278 = l_2512;
}
const double l_2513 = l_181 * l_mut_2278;
const double l_2514 = l_2502 + l_2513;
const uint32 l_2515 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2516 = l_2515 & uint32(2147483647);
const float l_2517 = reinterpret_cast<float const&>(l_2516);
const double l_2518 = double(l_2517);
l_mut_2278 = l_2518;
const bool l_2519 = l_2516 < uint32(8388608);
if (l_2519) {
const double l_2520 = double(l_2516);
const double l_2521 = l_2520 * double(1.401298464324817e-45);
l_mut_2278 = l_2521;
}
const uint64 l_2522 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2523 = l_2515 >> uint32(31);
const uint64 l_2524 = uint64(l_2523);
const uint64 l_2525 = l_2524 << uint64(63);
const uint64 l_2526 = l_2522 | l_2525;
const double l_2527 = reinterpret_cast<double const&>(l_2526);
const uint32 l_2528 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2529 = l_2528 + uint32(1);
l_mut_2530 = l_2529;
const uint32 l_2531 = l_2528 & uint32(2147483647);
const bool l_2532 = l_2531 == uint32(0);
if (l_2532) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2533 = l_2528 & uint32(2147483648);
const bool l_2534 = l_2533 != uint32(0);
if (l_2534) {
const uint32 l_2535 = l_2528 - uint32(1);
l_mut_2530 = l_2535;
} else {
const bool l_2536 = l_2528 == uint32(2139095040);
if (l_2536) {
l_mut_2530 = l_2528;
}
}
}
const float l_2537 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2538 = reinterpret_cast<uint32 const&>(l_2537);
const uint32 l_2539 = l_2538 & uint32(2147483647);
const float l_2540 = reinterpret_cast<float const&>(l_2539);
const double l_2541 = double(l_2540);
l_mut_2278 = l_2541;
const bool l_2542 = l_2539 < uint32(8388608);
if (l_2542) {
const double l_2543 = double(l_2539);
const double l_2544 = l_2543 * double(1.401298464324817e-45);
l_mut_2278 = l_2544;
}
const uint64 l_2545 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2546 = l_2538 >> uint32(31);
const uint64 l_2547 = uint64(l_2546);
const uint64 l_2548 = l_2547 << uint64(63);
const uint64 l_2549 = l_2545 | l_2548;
const double l_2550 = reinterpret_cast<double const&>(l_2549);
const uint32 l_2551 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2552 = l_2551 ^ uint32(2147483648);
const float l_2553 = reinterpret_cast<float const&>(l_2552);
const uint32 l_2554 = reinterpret_cast<uint32 const&>(l_2553);
const uint32 l_2555 = l_2554 + uint32(1);
l_mut_2530 = l_2555;
const uint32 l_2556 = l_2554 & uint32(2147483647);
const bool l_2557 = l_2556 == uint32(0);
if (l_2557) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2558 = l_2554 & uint32(2147483648);
const bool l_2559 = l_2558 != uint32(0);
if (l_2559) {
const uint32 l_2560 = l_2554 - uint32(1);
l_mut_2530 = l_2560;
} else {
const bool l_2561 = l_2554 == uint32(2139095040);
if (l_2561) {
l_mut_2530 = l_2554;
}
}
}
const float l_2562 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2563 = reinterpret_cast<uint32 const&>(l_2562);
const uint32 l_2564 = l_2563 ^ uint32(2147483648);
const float l_2565 = reinterpret_cast<float const&>(l_2564);
const uint32 l_2566 = reinterpret_cast<uint32 const&>(l_2565);
const uint32 l_2567 = l_2566 & uint32(2147483647);
const float l_2568 = reinterpret_cast<float const&>(l_2567);
const double l_2569 = double(l_2568);
l_mut_2278 = l_2569;
const bool l_2570 = l_2567 < uint32(8388608);
if (l_2570) {
const double l_2571 = double(l_2567);
const double l_2572 = l_2571 * double(1.401298464324817e-45);
l_mut_2278 = l_2572;
}
const uint64 l_2573 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_2574 = l_2566 >> uint32(31);
const uint64 l_2575 = uint64(l_2574);
const uint64 l_2576 = l_2575 << uint64(63);
const uint64 l_2577 = l_2573 | l_2576;
const double l_2578 = reinterpret_cast<double const&>(l_2577);
const double l_2579 = l_2501 + l_2440;
const bool l_2580 = l_2579 <= l_2527;
l_mut_308 = l_2580;
const double l_2581 = l_2501 - l_2440;
const bool l_2582 = l_2581 > l_2527;
l_mut_305 = l_2582;
const double l_2583 = l_2514 - l_2443;
const bool l_2584 = l_2583 >= l_2527;
l_mut_302 = l_2584;
const double l_2585 = l_2514 + l_2443;
const bool l_2586 = l_2585 < l_2527;
l_mut_299 = l_2586;
const double l_2587 = l_2501 + l_2440;
const bool l_2588 = l_2587 < l_2550;
l_mut_308 = l_2588;
const double l_2589 = l_2501 - l_2440;
const bool l_2590 = l_2589 >= l_2550;
l_mut_305 = l_2590;
const double l_2591 = l_2514 - l_2443;
const bool l_2592 = l_2591 > l_2578;
l_mut_302 = l_2592;
const double l_2593 = l_2514 + l_2443;
const bool l_2594 = l_2593 <= l_2578;
l_mut_299 = l_2594;
l_mut_2530 = uint32(2);
const bool l_2595 = l_mut_305 || l_mut_299;
if (l_2595) {
l_mut_2530 = uint32(1);
} else {
const bool l_2596 = l_mut_308 && l_mut_302;
if (l_2596) {
l_mut_2530 = uint32(0);
}
}
const uint32 l_2597 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2598 = l_2597 & uint32(2147483647);
const bool l_2599 = l_2598 == uint32(0);
if (l_2599) {
const double l_2600 = l_2501 + l_2440;
const bool l_2601 = l_2600 < double(1.1754943508222875e-38);
const double l_2602 = l_2514 - l_2443;
const bool l_2603 = l_2602 > double(-1.1754943508222875e-38);
const bool l_2604 = l_2601 && l_2603;
const double l_2605 = l_2501 - l_2440;
const bool l_2606 = l_2605 < double(1.1754943508222875e-38);
const double l_2607 = l_2514 + l_2443;
const bool l_2608 = l_2607 > double(-1.1754943508222875e-38);
const bool l_2609 = l_2606 && l_2608;
if (l_2604) {
l_mut_2530 = uint32(0);
} else {
const bool l_2610 = l_mut_2530 == uint32(1);
const bool l_2611 = l_2609 && l_2610;
if (l_2611) {
l_mut_2530 = uint32(2);
}
}
}
l_mut_206 = l_mut_2530;
}
}
const double l_2612 = l_mut_867 - l_178;
const double l_2613 = abs(l_2612);
const double l_2614 = l_2613 * double(2.220446049250313e-16);
const double l_2615 = l_1392 + l_2614;
const double l_2616 = l_2612 + l_2615;
const double l_2617 = -l_2616;
const double l_2618 = l_2617 * double(7.1362384635298e44);
const double l_2619 = floor(l_2618);
const double l_2620 = l_2619 * double(1.401298464324817e-45);
l_mut_2278 = l_2620;
const double l_2621 = abs(l_2617);
const bool l_2622 = l_2621 >= double(1.1754943508222875e-38);
if (l_2622) {
const float l_2623 = float(l_2617);
const double l_2624 = double(l_2623);
l_mut_2278 = l_2624;
const bool l_2625 = l_mut_2278 > l_2617;
if (l_2625) {
const uint32 l_2626 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2627 = l_2626 ^ uint32(2147483648);
const float l_2628 = reinterpret_cast<float const&>(l_2627);
const uint32 l_2629 = reinterpret_cast<uint32 const&>(l_2628);
const uint32 l_2630 = l_2629 + uint32(1);
l_mut_2530 = l_2630;
const uint32 l_2631 = l_2629 & uint32(2147483647);
const bool l_2632 = l_2631 == uint32(0);
if (l_2632) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2633 = l_2629 & uint32(2147483648);
const bool l_2634 = l_2633 != uint32(0);
if (l_2634) {
const uint32 l_2635 = l_2629 - uint32(1);
l_mut_2530 = l_2635;
} else {
const bool l_2636 = l_2629 == uint32(2139095040);
if (l_2636) {
l_mut_2530 = l_2629;
}
}
}
const float l_2637 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2638 = reinterpret_cast<uint32 const&>(l_2637);
const uint32 l_2639 = l_2638 ^ uint32(2147483648);
const float l_2640 = reinterpret_cast<float const&>(l_2639);
const uint32 l_2641 = reinterpret_cast<uint32 const&>(l_2640);
const uint32 l_2642 = l_2641 & uint32(2147483647);
const float l_2643 = reinterpret_cast<float const&>(l_2642);
const double l_2644 = double(l_2643);
l_mut_2024 = l_2644;
const bool l_2645 = l_2642 < uint32(8388608);
if (l_2645) {
const double l_2646 = double(l_2642);
const double l_2647 = l_2646 * double(1.401298464324817e-45);
l_mut_2024 = l_2647;
}
const uint64 l_2648 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2649 = l_2641 >> uint32(31);
const uint64 l_2650 = uint64(l_2649);
const uint64 l_2651 = l_2650 << uint64(63);
const uint64 l_2652 = l_2648 | l_2651;
const double l_2653 = reinterpret_cast<double const&>(l_2652);
l_mut_2278 = l_2653;
} else {
const uint32 l_2654 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2655 = l_2654 + uint32(1);
l_mut_2530 = l_2655;
const uint32 l_2656 = l_2654 & uint32(2147483647);
const bool l_2657 = l_2656 == uint32(0);
if (l_2657) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2658 = l_2654 & uint32(2147483648);
const bool l_2659 = l_2658 != uint32(0);
if (l_2659) {
const uint32 l_2660 = l_2654 - uint32(1);
l_mut_2530 = l_2660;
} else {
const bool l_2661 = l_2654 == uint32(2139095040);
if (l_2661) {
l_mut_2530 = l_2654;
}
}
}
const float l_2662 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2663 = reinterpret_cast<uint32 const&>(l_2662);
const uint32 l_2664 = l_2663 & uint32(2147483647);
const float l_2665 = reinterpret_cast<float const&>(l_2664);
const double l_2666 = double(l_2665);
l_mut_2024 = l_2666;
const bool l_2667 = l_2664 < uint32(8388608);
if (l_2667) {
const double l_2668 = double(l_2664);
const double l_2669 = l_2668 * double(1.401298464324817e-45);
l_mut_2024 = l_2669;
}
const uint64 l_2670 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2671 = l_2663 >> uint32(31);
const uint64 l_2672 = uint64(l_2671);
const uint64 l_2673 = l_2672 << uint64(63);
const uint64 l_2674 = l_2670 | l_2673;
const double l_2675 = reinterpret_cast<double const&>(l_2674);
const bool l_2676 = l_2675 <= l_2617;
if (l_2676) {
const uint32 l_2677 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2678 = l_2677 + uint32(1);
l_mut_2530 = l_2678;
const uint32 l_2679 = l_2677 & uint32(2147483647);
const bool l_2680 = l_2679 == uint32(0);
if (l_2680) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2681 = l_2677 & uint32(2147483648);
const bool l_2682 = l_2681 != uint32(0);
if (l_2682) {
const uint32 l_2683 = l_2677 - uint32(1);
l_mut_2530 = l_2683;
} else {
const bool l_2684 = l_2677 == uint32(2139095040);
if (l_2684) {
l_mut_2530 = l_2677;
}
}
}
const float l_2685 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2686 = reinterpret_cast<uint32 const&>(l_2685);
const uint32 l_2687 = l_2686 & uint32(2147483647);
const float l_2688 = reinterpret_cast<float const&>(l_2687);
const double l_2689 = double(l_2688);
l_mut_2024 = l_2689;
const bool l_2690 = l_2687 < uint32(8388608);
if (l_2690) {
const double l_2691 = double(l_2687);
const double l_2692 = l_2691 * double(1.401298464324817e-45);
l_mut_2024 = l_2692;
}
const uint64 l_2693 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_2694 = l_2686 >> uint32(31);
const uint64 l_2695 = uint64(l_2694);
const uint64 l_2696 = l_2695 << uint64(63);
const uint64 l_2697 = l_2693 | l_2696;
const double l_2698 = reinterpret_cast<double const&>(l_2697);
l_mut_2278 = l_2698;
}
}
}
const double l_2699 = -l_mut_2278;
l_mut_2278 = l_2699;
const bool l_2700 = bool(true) && bool(false);
if (l_2700) {
const double l_2701 = l_2612 + l_2615;
const double l_2702 = l_2701 * double(7.1362384635298e44);
const double l_2703 = floor(l_2702);
const double l_2704 = l_2703 * double(1.401298464324817e-45);
l_mut_2024 = l_2704;
const double l_2705 = abs(l_2701);
const bool l_2706 = l_2705 >= double(1.1754943508222875e-38);
if (l_2706) {
const float l_2707 = float(l_2701);
const double l_2708 = double(l_2707);
l_mut_2024 = l_2708;
const bool l_2709 = l_mut_2024 > l_2701;
if (l_2709) {
const uint32 l_2710 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2711 = l_2710 ^ uint32(2147483648);
const float l_2712 = reinterpret_cast<float const&>(l_2711);
const uint32 l_2713 = reinterpret_cast<uint32 const&>(l_2712);
const uint32 l_2714 = l_2713 + uint32(1);
l_mut_2530 = l_2714;
const uint32 l_2715 = l_2713 & uint32(2147483647);
const bool l_2716 = l_2715 == uint32(0);
if (l_2716) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2717 = l_2713 & uint32(2147483648);
const bool l_2718 = l_2717 != uint32(0);
if (l_2718) {
const uint32 l_2719 = l_2713 - uint32(1);
l_mut_2530 = l_2719;
} else {
const bool l_2720 = l_2713 == uint32(2139095040);
if (l_2720) {
l_mut_2530 = l_2713;
}
}
}
const float l_2721 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2722 = reinterpret_cast<uint32 const&>(l_2721);
const uint32 l_2723 = l_2722 ^ uint32(2147483648);
const float l_2724 = reinterpret_cast<float const&>(l_2723);
const uint32 l_2725 = reinterpret_cast<uint32 const&>(l_2724);
const uint32 l_2726 = l_2725 & uint32(2147483647);
const float l_2727 = reinterpret_cast<float const&>(l_2726);
const double l_2728 = double(l_2727);
l_mut_1768 = l_2728;
const bool l_2729 = l_2726 < uint32(8388608);
if (l_2729) {
const double l_2730 = double(l_2726);
const double l_2731 = l_2730 * double(1.401298464324817e-45);
l_mut_1768 = l_2731;
}
const uint64 l_2732 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2733 = l_2725 >> uint32(31);
const uint64 l_2734 = uint64(l_2733);
const uint64 l_2735 = l_2734 << uint64(63);
const uint64 l_2736 = l_2732 | l_2735;
const double l_2737 = reinterpret_cast<double const&>(l_2736);
l_mut_2024 = l_2737;
} else {
const uint32 l_2738 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2739 = l_2738 + uint32(1);
l_mut_2530 = l_2739;
const uint32 l_2740 = l_2738 & uint32(2147483647);
const bool l_2741 = l_2740 == uint32(0);
if (l_2741) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2742 = l_2738 & uint32(2147483648);
const bool l_2743 = l_2742 != uint32(0);
if (l_2743) {
const uint32 l_2744 = l_2738 - uint32(1);
l_mut_2530 = l_2744;
} else {
const bool l_2745 = l_2738 == uint32(2139095040);
if (l_2745) {
l_mut_2530 = l_2738;
}
}
}
const float l_2746 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2747 = reinterpret_cast<uint32 const&>(l_2746);
const uint32 l_2748 = l_2747 & uint32(2147483647);
const float l_2749 = reinterpret_cast<float const&>(l_2748);
const double l_2750 = double(l_2749);
l_mut_1768 = l_2750;
const bool l_2751 = l_2748 < uint32(8388608);
if (l_2751) {
const double l_2752 = double(l_2748);
const double l_2753 = l_2752 * double(1.401298464324817e-45);
l_mut_1768 = l_2753;
}
const uint64 l_2754 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2755 = l_2747 >> uint32(31);
const uint64 l_2756 = uint64(l_2755);
const uint64 l_2757 = l_2756 << uint64(63);
const uint64 l_2758 = l_2754 | l_2757;
const double l_2759 = reinterpret_cast<double const&>(l_2758);
const bool l_2760 = l_2759 <= l_2701;
if (l_2760) {
const uint32 l_2761 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2762 = l_2761 + uint32(1);
l_mut_2530 = l_2762;
const uint32 l_2763 = l_2761 & uint32(2147483647);
const bool l_2764 = l_2763 == uint32(0);
if (l_2764) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2765 = l_2761 & uint32(2147483648);
const bool l_2766 = l_2765 != uint32(0);
if (l_2766) {
const uint32 l_2767 = l_2761 - uint32(1);
l_mut_2530 = l_2767;
} else {
const bool l_2768 = l_2761 == uint32(2139095040);
if (l_2768) {
l_mut_2530 = l_2761;
}
}
}
const float l_2769 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2770 = reinterpret_cast<uint32 const&>(l_2769);
const uint32 l_2771 = l_2770 & uint32(2147483647);
const float l_2772 = reinterpret_cast<float const&>(l_2771);
const double l_2773 = double(l_2772);
l_mut_1768 = l_2773;
const bool l_2774 = l_2771 < uint32(8388608);
if (l_2774) {
const double l_2775 = double(l_2771);
const double l_2776 = l_2775 * double(1.401298464324817e-45);
l_mut_1768 = l_2776;
}
const uint64 l_2777 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2778 = l_2770 >> uint32(31);
const uint64 l_2779 = uint64(l_2778);
const uint64 l_2780 = l_2779 << uint64(63);
const uint64 l_2781 = l_2777 | l_2780;
const double l_2782 = reinterpret_cast<double const&>(l_2781);
l_mut_2024 = l_2782;
}
}
}
l_mut_2278 = l_mut_2024;
} else {
const double l_2783 = l_2612 - l_2615;
const double l_2784 = l_2783 * double(7.1362384635298e44);
const double l_2785 = floor(l_2784);
const double l_2786 = l_2785 * double(1.401298464324817e-45);
l_mut_2024 = l_2786;
const double l_2787 = abs(l_2783);
const bool l_2788 = l_2787 >= double(1.1754943508222875e-38);
if (l_2788) {
const float l_2789 = float(l_2783);
const double l_2790 = double(l_2789);
l_mut_2024 = l_2790;
const bool l_2791 = l_mut_2024 > l_2783;
if (l_2791) {
const uint32 l_2792 = reinterpret_cast<uint32 const&>(l_2789);
const uint32 l_2793 = l_2792 ^ uint32(2147483648);
const float l_2794 = reinterpret_cast<float const&>(l_2793);
const uint32 l_2795 = reinterpret_cast<uint32 const&>(l_2794);
const uint32 l_2796 = l_2795 + uint32(1);
l_mut_2530 = l_2796;
const uint32 l_2797 = l_2795 & uint32(2147483647);
const bool l_2798 = l_2797 == uint32(0);
if (l_2798) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2799 = l_2795 & uint32(2147483648);
const bool l_2800 = l_2799 != uint32(0);
if (l_2800) {
const uint32 l_2801 = l_2795 - uint32(1);
l_mut_2530 = l_2801;
} else {
const bool l_2802 = l_2795 == uint32(2139095040);
if (l_2802) {
l_mut_2530 = l_2795;
}
}
}
const float l_2803 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2804 = reinterpret_cast<uint32 const&>(l_2803);
const uint32 l_2805 = l_2804 ^ uint32(2147483648);
const float l_2806 = reinterpret_cast<float const&>(l_2805);
const uint32 l_2807 = reinterpret_cast<uint32 const&>(l_2806);
const uint32 l_2808 = l_2807 & uint32(2147483647);
const float l_2809 = reinterpret_cast<float const&>(l_2808);
const double l_2810 = double(l_2809);
l_mut_1768 = l_2810;
const bool l_2811 = l_2808 < uint32(8388608);
if (l_2811) {
const double l_2812 = double(l_2808);
const double l_2813 = l_2812 * double(1.401298464324817e-45);
l_mut_1768 = l_2813;
}
const uint64 l_2814 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2815 = l_2807 >> uint32(31);
const uint64 l_2816 = uint64(l_2815);
const uint64 l_2817 = l_2816 << uint64(63);
const uint64 l_2818 = l_2814 | l_2817;
const double l_2819 = reinterpret_cast<double const&>(l_2818);
l_mut_2024 = l_2819;
} else {
const uint32 l_2820 = reinterpret_cast<uint32 const&>(l_2789);
const uint32 l_2821 = l_2820 + uint32(1);
l_mut_2530 = l_2821;
const uint32 l_2822 = l_2820 & uint32(2147483647);
const bool l_2823 = l_2822 == uint32(0);
if (l_2823) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2824 = l_2820 & uint32(2147483648);
const bool l_2825 = l_2824 != uint32(0);
if (l_2825) {
const uint32 l_2826 = l_2820 - uint32(1);
l_mut_2530 = l_2826;
} else {
const bool l_2827 = l_2820 == uint32(2139095040);
if (l_2827) {
l_mut_2530 = l_2820;
}
}
}
const float l_2828 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2829 = reinterpret_cast<uint32 const&>(l_2828);
const uint32 l_2830 = l_2829 & uint32(2147483647);
const float l_2831 = reinterpret_cast<float const&>(l_2830);
const double l_2832 = double(l_2831);
l_mut_1768 = l_2832;
const bool l_2833 = l_2830 < uint32(8388608);
if (l_2833) {
const double l_2834 = double(l_2830);
const double l_2835 = l_2834 * double(1.401298464324817e-45);
l_mut_1768 = l_2835;
}
const uint64 l_2836 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2837 = l_2829 >> uint32(31);
const uint64 l_2838 = uint64(l_2837);
const uint64 l_2839 = l_2838 << uint64(63);
const uint64 l_2840 = l_2836 | l_2839;
const double l_2841 = reinterpret_cast<double const&>(l_2840);
const bool l_2842 = l_2841 <= l_2783;
if (l_2842) {
const uint32 l_2843 = reinterpret_cast<uint32 const&>(l_2789);
const uint32 l_2844 = l_2843 + uint32(1);
l_mut_2530 = l_2844;
const uint32 l_2845 = l_2843 & uint32(2147483647);
const bool l_2846 = l_2845 == uint32(0);
if (l_2846) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2847 = l_2843 & uint32(2147483648);
const bool l_2848 = l_2847 != uint32(0);
if (l_2848) {
const uint32 l_2849 = l_2843 - uint32(1);
l_mut_2530 = l_2849;
} else {
const bool l_2850 = l_2843 == uint32(2139095040);
if (l_2850) {
l_mut_2530 = l_2843;
}
}
}
const float l_2851 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2852 = reinterpret_cast<uint32 const&>(l_2851);
const uint32 l_2853 = l_2852 & uint32(2147483647);
const float l_2854 = reinterpret_cast<float const&>(l_2853);
const double l_2855 = double(l_2854);
l_mut_1768 = l_2855;
const bool l_2856 = l_2853 < uint32(8388608);
if (l_2856) {
const double l_2857 = double(l_2853);
const double l_2858 = l_2857 * double(1.401298464324817e-45);
l_mut_1768 = l_2858;
}
const uint64 l_2859 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2860 = l_2852 >> uint32(31);
const uint64 l_2861 = uint64(l_2860);
const uint64 l_2862 = l_2861 << uint64(63);
const uint64 l_2863 = l_2859 | l_2862;
const double l_2864 = reinterpret_cast<double const&>(l_2863);
l_mut_2024 = l_2864;
}
}
}
l_mut_2278 = l_mut_2024;
}
const double l_2865 = l_mut_867 + l_178;
const double l_2866 = abs(l_2865);
const double l_2867 = l_2866 * double(2.220446049250313e-16);
const double l_2868 = l_1392 + l_2867;
const double l_2869 = l_2865 + l_2868;
const double l_2870 = -l_2869;
const double l_2871 = l_2870 * double(7.1362384635298e44);
const double l_2872 = floor(l_2871);
const double l_2873 = l_2872 * double(1.401298464324817e-45);
l_mut_2024 = l_2873;
const double l_2874 = abs(l_2870);
const bool l_2875 = l_2874 >= double(1.1754943508222875e-38);
if (l_2875) {
const float l_2876 = float(l_2870);
const double l_2877 = double(l_2876);
l_mut_2024 = l_2877;
const bool l_2878 = l_mut_2024 > l_2870;
if (l_2878) {
const uint32 l_2879 = reinterpret_cast<uint32 const&>(l_2876);
const uint32 l_2880 = l_2879 ^ uint32(2147483648);
const float l_2881 = reinterpret_cast<float const&>(l_2880);
const uint32 l_2882 = reinterpret_cast<uint32 const&>(l_2881);
const uint32 l_2883 = l_2882 + uint32(1);
l_mut_2530 = l_2883;
const uint32 l_2884 = l_2882 & uint32(2147483647);
const bool l_2885 = l_2884 == uint32(0);
if (l_2885) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2886 = l_2882 & uint32(2147483648);
const bool l_2887 = l_2886 != uint32(0);
if (l_2887) {
const uint32 l_2888 = l_2882 - uint32(1);
l_mut_2530 = l_2888;
} else {
const bool l_2889 = l_2882 == uint32(2139095040);
if (l_2889) {
l_mut_2530 = l_2882;
}
}
}
const float l_2890 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2891 = reinterpret_cast<uint32 const&>(l_2890);
const uint32 l_2892 = l_2891 ^ uint32(2147483648);
const float l_2893 = reinterpret_cast<float const&>(l_2892);
const uint32 l_2894 = reinterpret_cast<uint32 const&>(l_2893);
const uint32 l_2895 = l_2894 & uint32(2147483647);
const float l_2896 = reinterpret_cast<float const&>(l_2895);
const double l_2897 = double(l_2896);
l_mut_1768 = l_2897;
const bool l_2898 = l_2895 < uint32(8388608);
if (l_2898) {
const double l_2899 = double(l_2895);
const double l_2900 = l_2899 * double(1.401298464324817e-45);
l_mut_1768 = l_2900;
}
const uint64 l_2901 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2902 = l_2894 >> uint32(31);
const uint64 l_2903 = uint64(l_2902);
const uint64 l_2904 = l_2903 << uint64(63);
const uint64 l_2905 = l_2901 | l_2904;
const double l_2906 = reinterpret_cast<double const&>(l_2905);
l_mut_2024 = l_2906;
} else {
const uint32 l_2907 = reinterpret_cast<uint32 const&>(l_2876);
const uint32 l_2908 = l_2907 + uint32(1);
l_mut_2530 = l_2908;
const uint32 l_2909 = l_2907 & uint32(2147483647);
const bool l_2910 = l_2909 == uint32(0);
if (l_2910) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2911 = l_2907 & uint32(2147483648);
const bool l_2912 = l_2911 != uint32(0);
if (l_2912) {
const uint32 l_2913 = l_2907 - uint32(1);
l_mut_2530 = l_2913;
} else {
const bool l_2914 = l_2907 == uint32(2139095040);
if (l_2914) {
l_mut_2530 = l_2907;
}
}
}
const float l_2915 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2916 = reinterpret_cast<uint32 const&>(l_2915);
const uint32 l_2917 = l_2916 & uint32(2147483647);
const float l_2918 = reinterpret_cast<float const&>(l_2917);
const double l_2919 = double(l_2918);
l_mut_1768 = l_2919;
const bool l_2920 = l_2917 < uint32(8388608);
if (l_2920) {
const double l_2921 = double(l_2917);
const double l_2922 = l_2921 * double(1.401298464324817e-45);
l_mut_1768 = l_2922;
}
const uint64 l_2923 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2924 = l_2916 >> uint32(31);
const uint64 l_2925 = uint64(l_2924);
const uint64 l_2926 = l_2925 << uint64(63);
const uint64 l_2927 = l_2923 | l_2926;
const double l_2928 = reinterpret_cast<double const&>(l_2927);
const bool l_2929 = l_2928 <= l_2870;
if (l_2929) {
const uint32 l_2930 = reinterpret_cast<uint32 const&>(l_2876);
const uint32 l_2931 = l_2930 + uint32(1);
l_mut_2530 = l_2931;
const uint32 l_2932 = l_2930 & uint32(2147483647);
const bool l_2933 = l_2932 == uint32(0);
if (l_2933) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2934 = l_2930 & uint32(2147483648);
const bool l_2935 = l_2934 != uint32(0);
if (l_2935) {
const uint32 l_2936 = l_2930 - uint32(1);
l_mut_2530 = l_2936;
} else {
const bool l_2937 = l_2930 == uint32(2139095040);
if (l_2937) {
l_mut_2530 = l_2930;
}
}
}
const float l_2938 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2939 = reinterpret_cast<uint32 const&>(l_2938);
const uint32 l_2940 = l_2939 & uint32(2147483647);
const float l_2941 = reinterpret_cast<float const&>(l_2940);
const double l_2942 = double(l_2941);
l_mut_1768 = l_2942;
const bool l_2943 = l_2940 < uint32(8388608);
if (l_2943) {
const double l_2944 = double(l_2940);
const double l_2945 = l_2944 * double(1.401298464324817e-45);
l_mut_1768 = l_2945;
}
const uint64 l_2946 = reinterpret_cast<uint64 const&>(l_mut_1768);
const uint32 l_2947 = l_2939 >> uint32(31);
const uint64 l_2948 = uint64(l_2947);
const uint64 l_2949 = l_2948 << uint64(63);
const uint64 l_2950 = l_2946 | l_2949;
const double l_2951 = reinterpret_cast<double const&>(l_2950);
l_mut_2024 = l_2951;
}
}
}
const double l_2952 = -l_mut_2024;
l_mut_2024 = l_2952;
const bool l_2953 = bool(false) && bool(false);
if (l_2953) {
const double l_2954 = l_2865 + l_2868;
const double l_2955 = l_2954 * double(7.1362384635298e44);
const double l_2956 = floor(l_2955);
const double l_2957 = l_2956 * double(1.401298464324817e-45);
l_mut_1768 = l_2957;
const double l_2958 = abs(l_2954);
const bool l_2959 = l_2958 >= double(1.1754943508222875e-38);
if (l_2959) {
const float l_2960 = float(l_2954);
const double l_2961 = double(l_2960);
l_mut_1768 = l_2961;
const bool l_2962 = l_mut_1768 > l_2954;
if (l_2962) {
const uint32 l_2963 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_2964 = l_2963 ^ uint32(2147483648);
const float l_2965 = reinterpret_cast<float const&>(l_2964);
const uint32 l_2966 = reinterpret_cast<uint32 const&>(l_2965);
const uint32 l_2967 = l_2966 + uint32(1);
l_mut_2530 = l_2967;
const uint32 l_2968 = l_2966 & uint32(2147483647);
const bool l_2969 = l_2968 == uint32(0);
if (l_2969) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2970 = l_2966 & uint32(2147483648);
const bool l_2971 = l_2970 != uint32(0);
if (l_2971) {
const uint32 l_2972 = l_2966 - uint32(1);
l_mut_2530 = l_2972;
} else {
const bool l_2973 = l_2966 == uint32(2139095040);
if (l_2973) {
l_mut_2530 = l_2966;
}
}
}
const float l_2974 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_2975 = reinterpret_cast<uint32 const&>(l_2974);
const uint32 l_2976 = l_2975 ^ uint32(2147483648);
const float l_2977 = reinterpret_cast<float const&>(l_2976);
const uint32 l_2978 = reinterpret_cast<uint32 const&>(l_2977);
const uint32 l_2979 = l_2978 & uint32(2147483647);
const float l_2980 = reinterpret_cast<float const&>(l_2979);
const double l_2981 = double(l_2980);
l_mut_1514 = l_2981;
const bool l_2982 = l_2979 < uint32(8388608);
if (l_2982) {
const double l_2983 = double(l_2979);
const double l_2984 = l_2983 * double(1.401298464324817e-45);
l_mut_1514 = l_2984;
}
const uint64 l_2985 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_2986 = l_2978 >> uint32(31);
const uint64 l_2987 = uint64(l_2986);
const uint64 l_2988 = l_2987 << uint64(63);
const uint64 l_2989 = l_2985 | l_2988;
const double l_2990 = reinterpret_cast<double const&>(l_2989);
l_mut_1768 = l_2990;
} else {
const uint32 l_2991 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_2992 = l_2991 + uint32(1);
l_mut_2530 = l_2992;
const uint32 l_2993 = l_2991 & uint32(2147483647);
const bool l_2994 = l_2993 == uint32(0);
if (l_2994) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_2995 = l_2991 & uint32(2147483648);
const bool l_2996 = l_2995 != uint32(0);
if (l_2996) {
const uint32 l_2997 = l_2991 - uint32(1);
l_mut_2530 = l_2997;
} else {
const bool l_2998 = l_2991 == uint32(2139095040);
if (l_2998) {
l_mut_2530 = l_2991;
}
}
}
const float l_2999 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3000 = reinterpret_cast<uint32 const&>(l_2999);
const uint32 l_3001 = l_3000 & uint32(2147483647);
const float l_3002 = reinterpret_cast<float const&>(l_3001);
const double l_3003 = double(l_3002);
l_mut_1514 = l_3003;
const bool l_3004 = l_3001 < uint32(8388608);
if (l_3004) {
const double l_3005 = double(l_3001);
const double l_3006 = l_3005 * double(1.401298464324817e-45);
l_mut_1514 = l_3006;
}
const uint64 l_3007 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_3008 = l_3000 >> uint32(31);
const uint64 l_3009 = uint64(l_3008);
const uint64 l_3010 = l_3009 << uint64(63);
const uint64 l_3011 = l_3007 | l_3010;
const double l_3012 = reinterpret_cast<double const&>(l_3011);
const bool l_3013 = l_3012 <= l_2954;
if (l_3013) {
const uint32 l_3014 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_3015 = l_3014 + uint32(1);
l_mut_2530 = l_3015;
const uint32 l_3016 = l_3014 & uint32(2147483647);
const bool l_3017 = l_3016 == uint32(0);
if (l_3017) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3018 = l_3014 & uint32(2147483648);
const bool l_3019 = l_3018 != uint32(0);
if (l_3019) {
const uint32 l_3020 = l_3014 - uint32(1);
l_mut_2530 = l_3020;
} else {
const bool l_3021 = l_3014 == uint32(2139095040);
if (l_3021) {
l_mut_2530 = l_3014;
}
}
}
const float l_3022 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3023 = reinterpret_cast<uint32 const&>(l_3022);
const uint32 l_3024 = l_3023 & uint32(2147483647);
const float l_3025 = reinterpret_cast<float const&>(l_3024);
const double l_3026 = double(l_3025);
l_mut_1514 = l_3026;
const bool l_3027 = l_3024 < uint32(8388608);
if (l_3027) {
const double l_3028 = double(l_3024);
const double l_3029 = l_3028 * double(1.401298464324817e-45);
l_mut_1514 = l_3029;
}
const uint64 l_3030 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_3031 = l_3023 >> uint32(31);
const uint64 l_3032 = uint64(l_3031);
const uint64 l_3033 = l_3032 << uint64(63);
const uint64 l_3034 = l_3030 | l_3033;
const double l_3035 = reinterpret_cast<double const&>(l_3034);
l_mut_1768 = l_3035;
}
}
}
l_mut_2024 = l_mut_1768;
} else {
}
const double l_3036 = l_mut_219 - l_178;
const double l_3037 = abs(l_3036);
const double l_3038 = l_3037 * double(2.220446049250313e-16);
const double l_3039 = l_1394 + l_3038;
const double l_3040 = l_3036 + l_3039;
const double l_3041 = -l_3040;
const double l_3042 = l_3041 * double(7.1362384635298e44);
const double l_3043 = floor(l_3042);
const double l_3044 = l_3043 * double(1.401298464324817e-45);
l_mut_1768 = l_3044;
const double l_3045 = abs(l_3041);
const bool l_3046 = l_3045 >= double(1.1754943508222875e-38);
if (l_3046) {
const float l_3047 = float(l_3041);
const double l_3048 = double(l_3047);
l_mut_1768 = l_3048;
const bool l_3049 = l_mut_1768 > l_3041;
if (l_3049) {
const uint32 l_3050 = reinterpret_cast<uint32 const&>(l_3047);
const uint32 l_3051 = l_3050 ^ uint32(2147483648);
const float l_3052 = reinterpret_cast<float const&>(l_3051);
const uint32 l_3053 = reinterpret_cast<uint32 const&>(l_3052);
const uint32 l_3054 = l_3053 + uint32(1);
l_mut_2530 = l_3054;
const uint32 l_3055 = l_3053 & uint32(2147483647);
const bool l_3056 = l_3055 == uint32(0);
if (l_3056) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3057 = l_3053 & uint32(2147483648);
const bool l_3058 = l_3057 != uint32(0);
if (l_3058) {
const uint32 l_3059 = l_3053 - uint32(1);
l_mut_2530 = l_3059;
} else {
const bool l_3060 = l_3053 == uint32(2139095040);
if (l_3060) {
l_mut_2530 = l_3053;
}
}
}
const float l_3061 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3062 = reinterpret_cast<uint32 const&>(l_3061);
const uint32 l_3063 = l_3062 ^ uint32(2147483648);
const float l_3064 = reinterpret_cast<float const&>(l_3063);
const uint32 l_3065 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3066 = l_3065 & uint32(2147483647);
const float l_3067 = reinterpret_cast<float const&>(l_3066);
const double l_3068 = double(l_3067);
l_mut_1514 = l_3068;
const bool l_3069 = l_3066 < uint32(8388608);
if (l_3069) {
const double l_3070 = double(l_3066);
const double l_3071 = l_3070 * double(1.401298464324817e-45);
l_mut_1514 = l_3071;
}
const uint64 l_3072 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_3073 = l_3065 >> uint32(31);
const uint64 l_3074 = uint64(l_3073);
const uint64 l_3075 = l_3074 << uint64(63);
const uint64 l_3076 = l_3072 | l_3075;
const double l_3077 = reinterpret_cast<double const&>(l_3076);
l_mut_1768 = l_3077;
} else {
const uint32 l_3078 = reinterpret_cast<uint32 const&>(l_3047);
const uint32 l_3079 = l_3078 + uint32(1);
l_mut_2530 = l_3079;
const uint32 l_3080 = l_3078 & uint32(2147483647);
const bool l_3081 = l_3080 == uint32(0);
if (l_3081) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3082 = l_3078 & uint32(2147483648);
const bool l_3083 = l_3082 != uint32(0);
if (l_3083) {
const uint32 l_3084 = l_3078 - uint32(1);
l_mut_2530 = l_3084;
} else {
const bool l_3085 = l_3078 == uint32(2139095040);
if (l_3085) {
l_mut_2530 = l_3078;
}
}
}
const float l_3086 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3087 = reinterpret_cast<uint32 const&>(l_3086);
const uint32 l_3088 = l_3087 & uint32(2147483647);
const float l_3089 = reinterpret_cast<float const&>(l_3088);
const double l_3090 = double(l_3089);
l_mut_1514 = l_3090;
const bool l_3091 = l_3088 < uint32(8388608);
if (l_3091) {
const double l_3092 = double(l_3088);
const double l_3093 = l_3092 * double(1.401298464324817e-45);
l_mut_1514 = l_3093;
}
const uint64 l_3094 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_3095 = l_3087 >> uint32(31);
const uint64 l_3096 = uint64(l_3095);
const uint64 l_3097 = l_3096 << uint64(63);
const uint64 l_3098 = l_3094 | l_3097;
const double l_3099 = reinterpret_cast<double const&>(l_3098);
const bool l_3100 = l_3099 <= l_3041;
if (l_3100) {
const uint32 l_3101 = reinterpret_cast<uint32 const&>(l_3047);
const uint32 l_3102 = l_3101 + uint32(1);
l_mut_2530 = l_3102;
const uint32 l_3103 = l_3101 & uint32(2147483647);
const bool l_3104 = l_3103 == uint32(0);
if (l_3104) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3105 = l_3101 & uint32(2147483648);
const bool l_3106 = l_3105 != uint32(0);
if (l_3106) {
const uint32 l_3107 = l_3101 - uint32(1);
l_mut_2530 = l_3107;
} else {
const bool l_3108 = l_3101 == uint32(2139095040);
if (l_3108) {
l_mut_2530 = l_3101;
}
}
}
const float l_3109 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3110 = reinterpret_cast<uint32 const&>(l_3109);
const uint32 l_3111 = l_3110 & uint32(2147483647);
const float l_3112 = reinterpret_cast<float const&>(l_3111);
const double l_3113 = double(l_3112);
l_mut_1514 = l_3113;
const bool l_3114 = l_3111 < uint32(8388608);
if (l_3114) {
const double l_3115 = double(l_3111);
const double l_3116 = l_3115 * double(1.401298464324817e-45);
l_mut_1514 = l_3116;
}
const uint64 l_3117 = reinterpret_cast<uint64 const&>(l_mut_1514);
const uint32 l_3118 = l_3110 >> uint32(31);
const uint64 l_3119 = uint64(l_3118);
const uint64 l_3120 = l_3119 << uint64(63);
const uint64 l_3121 = l_3117 | l_3120;
const double l_3122 = reinterpret_cast<double const&>(l_3121);
l_mut_1768 = l_3122;
}
}
}
const double l_3123 = -l_mut_1768;
l_mut_1768 = l_3123;
const bool l_3124 = bool(true) && bool(false);
if (l_3124) {
const double l_3125 = l_3036 + l_3039;
const double l_3126 = l_3125 * double(7.1362384635298e44);
const double l_3127 = floor(l_3126);
const double l_3128 = l_3127 * double(1.401298464324817e-45);
l_mut_1514 = l_3128;
const double l_3129 = abs(l_3125);
const bool l_3130 = l_3129 >= double(1.1754943508222875e-38);
if (l_3130) {
const float l_3131 = float(l_3125);
const double l_3132 = double(l_3131);
l_mut_1514 = l_3132;
const bool l_3133 = l_mut_1514 > l_3125;
if (l_3133) {
const uint32 l_3134 = reinterpret_cast<uint32 const&>(l_3131);
const uint32 l_3135 = l_3134 ^ uint32(2147483648);
const float l_3136 = reinterpret_cast<float const&>(l_3135);
const uint32 l_3137 = reinterpret_cast<uint32 const&>(l_3136);
const uint32 l_3138 = l_3137 + uint32(1);
l_mut_2530 = l_3138;
const uint32 l_3139 = l_3137 & uint32(2147483647);
const bool l_3140 = l_3139 == uint32(0);
if (l_3140) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3141 = l_3137 & uint32(2147483648);
const bool l_3142 = l_3141 != uint32(0);
if (l_3142) {
const uint32 l_3143 = l_3137 - uint32(1);
l_mut_2530 = l_3143;
} else {
const bool l_3144 = l_3137 == uint32(2139095040);
if (l_3144) {
l_mut_2530 = l_3137;
}
}
}
const float l_3145 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3146 = reinterpret_cast<uint32 const&>(l_3145);
const uint32 l_3147 = l_3146 ^ uint32(2147483648);
const float l_3148 = reinterpret_cast<float const&>(l_3147);
const uint32 l_3149 = reinterpret_cast<uint32 const&>(l_3148);
const uint32 l_3150 = l_3149 & uint32(2147483647);
const float l_3151 = reinterpret_cast<float const&>(l_3150);
const double l_3152 = double(l_3151);
l_mut_1429 = l_3152;
const bool l_3153 = l_3150 < uint32(8388608);
if (l_3153) {
const double l_3154 = double(l_3150);
const double l_3155 = l_3154 * double(1.401298464324817e-45);
l_mut_1429 = l_3155;
}
const uint64 l_3156 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3157 = l_3149 >> uint32(31);
const uint64 l_3158 = uint64(l_3157);
const uint64 l_3159 = l_3158 << uint64(63);
const uint64 l_3160 = l_3156 | l_3159;
const double l_3161 = reinterpret_cast<double const&>(l_3160);
l_mut_1514 = l_3161;
} else {
const uint32 l_3162 = reinterpret_cast<uint32 const&>(l_3131);
const uint32 l_3163 = l_3162 + uint32(1);
l_mut_2530 = l_3163;
const uint32 l_3164 = l_3162 & uint32(2147483647);
const bool l_3165 = l_3164 == uint32(0);
if (l_3165) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3166 = l_3162 & uint32(2147483648);
const bool l_3167 = l_3166 != uint32(0);
if (l_3167) {
const uint32 l_3168 = l_3162 - uint32(1);
l_mut_2530 = l_3168;
} else {
const bool l_3169 = l_3162 == uint32(2139095040);
if (l_3169) {
l_mut_2530 = l_3162;
}
}
}
const float l_3170 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3171 = reinterpret_cast<uint32 const&>(l_3170);
const uint32 l_3172 = l_3171 & uint32(2147483647);
const float l_3173 = reinterpret_cast<float const&>(l_3172);
const double l_3174 = double(l_3173);
l_mut_1429 = l_3174;
const bool l_3175 = l_3172 < uint32(8388608);
if (l_3175) {
const double l_3176 = double(l_3172);
const double l_3177 = l_3176 * double(1.401298464324817e-45);
l_mut_1429 = l_3177;
}
const uint64 l_3178 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3179 = l_3171 >> uint32(31);
const uint64 l_3180 = uint64(l_3179);
const uint64 l_3181 = l_3180 << uint64(63);
const uint64 l_3182 = l_3178 | l_3181;
const double l_3183 = reinterpret_cast<double const&>(l_3182);
const bool l_3184 = l_3183 <= l_3125;
if (l_3184) {
const uint32 l_3185 = reinterpret_cast<uint32 const&>(l_3131);
const uint32 l_3186 = l_3185 + uint32(1);
l_mut_2530 = l_3186;
const uint32 l_3187 = l_3185 & uint32(2147483647);
const bool l_3188 = l_3187 == uint32(0);
if (l_3188) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3189 = l_3185 & uint32(2147483648);
const bool l_3190 = l_3189 != uint32(0);
if (l_3190) {
const uint32 l_3191 = l_3185 - uint32(1);
l_mut_2530 = l_3191;
} else {
const bool l_3192 = l_3185 == uint32(2139095040);
if (l_3192) {
l_mut_2530 = l_3185;
}
}
}
const float l_3193 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3194 = reinterpret_cast<uint32 const&>(l_3193);
const uint32 l_3195 = l_3194 & uint32(2147483647);
const float l_3196 = reinterpret_cast<float const&>(l_3195);
const double l_3197 = double(l_3196);
l_mut_1429 = l_3197;
const bool l_3198 = l_3195 < uint32(8388608);
if (l_3198) {
const double l_3199 = double(l_3195);
const double l_3200 = l_3199 * double(1.401298464324817e-45);
l_mut_1429 = l_3200;
}
const uint64 l_3201 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3202 = l_3194 >> uint32(31);
const uint64 l_3203 = uint64(l_3202);
const uint64 l_3204 = l_3203 << uint64(63);
const uint64 l_3205 = l_3201 | l_3204;
const double l_3206 = reinterpret_cast<double const&>(l_3205);
l_mut_1514 = l_3206;
}
}
}
l_mut_1768 = l_mut_1514;
} else {
const double l_3207 = l_3036 - l_3039;
const double l_3208 = l_3207 * double(7.1362384635298e44);
const double l_3209 = floor(l_3208);
const double l_3210 = l_3209 * double(1.401298464324817e-45);
l_mut_1514 = l_3210;
const double l_3211 = abs(l_3207);
const bool l_3212 = l_3211 >= double(1.1754943508222875e-38);
if (l_3212) {
const float l_3213 = float(l_3207);
const double l_3214 = double(l_3213);
l_mut_1514 = l_3214;
const bool l_3215 = l_mut_1514 > l_3207;
if (l_3215) {
const uint32 l_3216 = reinterpret_cast<uint32 const&>(l_3213);
const uint32 l_3217 = l_3216 ^ uint32(2147483648);
const float l_3218 = reinterpret_cast<float const&>(l_3217);
const uint32 l_3219 = reinterpret_cast<uint32 const&>(l_3218);
const uint32 l_3220 = l_3219 + uint32(1);
l_mut_2530 = l_3220;
const uint32 l_3221 = l_3219 & uint32(2147483647);
const bool l_3222 = l_3221 == uint32(0);
if (l_3222) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3223 = l_3219 & uint32(2147483648);
const bool l_3224 = l_3223 != uint32(0);
if (l_3224) {
const uint32 l_3225 = l_3219 - uint32(1);
l_mut_2530 = l_3225;
} else {
const bool l_3226 = l_3219 == uint32(2139095040);
if (l_3226) {
l_mut_2530 = l_3219;
}
}
}
const float l_3227 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3228 = reinterpret_cast<uint32 const&>(l_3227);
const uint32 l_3229 = l_3228 ^ uint32(2147483648);
const float l_3230 = reinterpret_cast<float const&>(l_3229);
const uint32 l_3231 = reinterpret_cast<uint32 const&>(l_3230);
const uint32 l_3232 = l_3231 & uint32(2147483647);
const float l_3233 = reinterpret_cast<float const&>(l_3232);
const double l_3234 = double(l_3233);
l_mut_1429 = l_3234;
const bool l_3235 = l_3232 < uint32(8388608);
if (l_3235) {
const double l_3236 = double(l_3232);
const double l_3237 = l_3236 * double(1.401298464324817e-45);
l_mut_1429 = l_3237;
}
const uint64 l_3238 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3239 = l_3231 >> uint32(31);
const uint64 l_3240 = uint64(l_3239);
const uint64 l_3241 = l_3240 << uint64(63);
const uint64 l_3242 = l_3238 | l_3241;
const double l_3243 = reinterpret_cast<double const&>(l_3242);
l_mut_1514 = l_3243;
} else {
const uint32 l_3244 = reinterpret_cast<uint32 const&>(l_3213);
const uint32 l_3245 = l_3244 + uint32(1);
l_mut_2530 = l_3245;
const uint32 l_3246 = l_3244 & uint32(2147483647);
const bool l_3247 = l_3246 == uint32(0);
if (l_3247) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3248 = l_3244 & uint32(2147483648);
const bool l_3249 = l_3248 != uint32(0);
if (l_3249) {
const uint32 l_3250 = l_3244 - uint32(1);
l_mut_2530 = l_3250;
} else {
const bool l_3251 = l_3244 == uint32(2139095040);
if (l_3251) {
l_mut_2530 = l_3244;
}
}
}
const float l_3252 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3253 = reinterpret_cast<uint32 const&>(l_3252);
const uint32 l_3254 = l_3253 & uint32(2147483647);
const float l_3255 = reinterpret_cast<float const&>(l_3254);
const double l_3256 = double(l_3255);
l_mut_1429 = l_3256;
const bool l_3257 = l_3254 < uint32(8388608);
if (l_3257) {
const double l_3258 = double(l_3254);
const double l_3259 = l_3258 * double(1.401298464324817e-45);
l_mut_1429 = l_3259;
}
const uint64 l_3260 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3261 = l_3253 >> uint32(31);
const uint64 l_3262 = uint64(l_3261);
const uint64 l_3263 = l_3262 << uint64(63);
const uint64 l_3264 = l_3260 | l_3263;
const double l_3265 = reinterpret_cast<double const&>(l_3264);
const bool l_3266 = l_3265 <= l_3207;
if (l_3266) {
const uint32 l_3267 = reinterpret_cast<uint32 const&>(l_3213);
const uint32 l_3268 = l_3267 + uint32(1);
l_mut_2530 = l_3268;
const uint32 l_3269 = l_3267 & uint32(2147483647);
const bool l_3270 = l_3269 == uint32(0);
if (l_3270) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3271 = l_3267 & uint32(2147483648);
const bool l_3272 = l_3271 != uint32(0);
if (l_3272) {
const uint32 l_3273 = l_3267 - uint32(1);
l_mut_2530 = l_3273;
} else {
const bool l_3274 = l_3267 == uint32(2139095040);
if (l_3274) {
l_mut_2530 = l_3267;
}
}
}
const float l_3275 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3276 = reinterpret_cast<uint32 const&>(l_3275);
const uint32 l_3277 = l_3276 & uint32(2147483647);
const float l_3278 = reinterpret_cast<float const&>(l_3277);
const double l_3279 = double(l_3278);
l_mut_1429 = l_3279;
const bool l_3280 = l_3277 < uint32(8388608);
if (l_3280) {
const double l_3281 = double(l_3277);
const double l_3282 = l_3281 * double(1.401298464324817e-45);
l_mut_1429 = l_3282;
}
const uint64 l_3283 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3284 = l_3276 >> uint32(31);
const uint64 l_3285 = uint64(l_3284);
const uint64 l_3286 = l_3285 << uint64(63);
const uint64 l_3287 = l_3283 | l_3286;
const double l_3288 = reinterpret_cast<double const&>(l_3287);
l_mut_1514 = l_3288;
}
}
}
l_mut_1768 = l_mut_1514;
}
const double l_3289 = l_mut_219 + l_178;
const double l_3290 = abs(l_3289);
const double l_3291 = l_3290 * double(2.220446049250313e-16);
const double l_3292 = l_1394 + l_3291;
const double l_3293 = l_3289 + l_3292;
const double l_3294 = -l_3293;
const double l_3295 = l_3294 * double(7.1362384635298e44);
const double l_3296 = floor(l_3295);
const double l_3297 = l_3296 * double(1.401298464324817e-45);
l_mut_1514 = l_3297;
const double l_3298 = abs(l_3294);
const bool l_3299 = l_3298 >= double(1.1754943508222875e-38);
if (l_3299) {
const float l_3300 = float(l_3294);
const double l_3301 = double(l_3300);
l_mut_1514 = l_3301;
const bool l_3302 = l_mut_1514 > l_3294;
if (l_3302) {
const uint32 l_3303 = reinterpret_cast<uint32 const&>(l_3300);
const uint32 l_3304 = l_3303 ^ uint32(2147483648);
const float l_3305 = reinterpret_cast<float const&>(l_3304);
const uint32 l_3306 = reinterpret_cast<uint32 const&>(l_3305);
const uint32 l_3307 = l_3306 + uint32(1);
l_mut_2530 = l_3307;
const uint32 l_3308 = l_3306 & uint32(2147483647);
const bool l_3309 = l_3308 == uint32(0);
if (l_3309) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3310 = l_3306 & uint32(2147483648);
const bool l_3311 = l_3310 != uint32(0);
if (l_3311) {
const uint32 l_3312 = l_3306 - uint32(1);
l_mut_2530 = l_3312;
} else {
const bool l_3313 = l_3306 == uint32(2139095040);
if (l_3313) {
l_mut_2530 = l_3306;
}
}
}
const float l_3314 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3315 = reinterpret_cast<uint32 const&>(l_3314);
const uint32 l_3316 = l_3315 ^ uint32(2147483648);
const float l_3317 = reinterpret_cast<float const&>(l_3316);
const uint32 l_3318 = reinterpret_cast<uint32 const&>(l_3317);
const uint32 l_3319 = l_3318 & uint32(2147483647);
const float l_3320 = reinterpret_cast<float const&>(l_3319);
const double l_3321 = double(l_3320);
l_mut_1429 = l_3321;
const bool l_3322 = l_3319 < uint32(8388608);
if (l_3322) {
const double l_3323 = double(l_3319);
const double l_3324 = l_3323 * double(1.401298464324817e-45);
l_mut_1429 = l_3324;
}
const uint64 l_3325 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3326 = l_3318 >> uint32(31);
const uint64 l_3327 = uint64(l_3326);
const uint64 l_3328 = l_3327 << uint64(63);
const uint64 l_3329 = l_3325 | l_3328;
const double l_3330 = reinterpret_cast<double const&>(l_3329);
l_mut_1514 = l_3330;
} else {
const uint32 l_3331 = reinterpret_cast<uint32 const&>(l_3300);
const uint32 l_3332 = l_3331 + uint32(1);
l_mut_2530 = l_3332;
const uint32 l_3333 = l_3331 & uint32(2147483647);
const bool l_3334 = l_3333 == uint32(0);
if (l_3334) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3335 = l_3331 & uint32(2147483648);
const bool l_3336 = l_3335 != uint32(0);
if (l_3336) {
const uint32 l_3337 = l_3331 - uint32(1);
l_mut_2530 = l_3337;
} else {
const bool l_3338 = l_3331 == uint32(2139095040);
if (l_3338) {
l_mut_2530 = l_3331;
}
}
}
const float l_3339 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3340 = reinterpret_cast<uint32 const&>(l_3339);
const uint32 l_3341 = l_3340 & uint32(2147483647);
const float l_3342 = reinterpret_cast<float const&>(l_3341);
const double l_3343 = double(l_3342);
l_mut_1429 = l_3343;
const bool l_3344 = l_3341 < uint32(8388608);
if (l_3344) {
const double l_3345 = double(l_3341);
const double l_3346 = l_3345 * double(1.401298464324817e-45);
l_mut_1429 = l_3346;
}
const uint64 l_3347 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3348 = l_3340 >> uint32(31);
const uint64 l_3349 = uint64(l_3348);
const uint64 l_3350 = l_3349 << uint64(63);
const uint64 l_3351 = l_3347 | l_3350;
const double l_3352 = reinterpret_cast<double const&>(l_3351);
const bool l_3353 = l_3352 <= l_3294;
if (l_3353) {
const uint32 l_3354 = reinterpret_cast<uint32 const&>(l_3300);
const uint32 l_3355 = l_3354 + uint32(1);
l_mut_2530 = l_3355;
const uint32 l_3356 = l_3354 & uint32(2147483647);
const bool l_3357 = l_3356 == uint32(0);
if (l_3357) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3358 = l_3354 & uint32(2147483648);
const bool l_3359 = l_3358 != uint32(0);
if (l_3359) {
const uint32 l_3360 = l_3354 - uint32(1);
l_mut_2530 = l_3360;
} else {
const bool l_3361 = l_3354 == uint32(2139095040);
if (l_3361) {
l_mut_2530 = l_3354;
}
}
}
const float l_3362 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3363 = reinterpret_cast<uint32 const&>(l_3362);
const uint32 l_3364 = l_3363 & uint32(2147483647);
const float l_3365 = reinterpret_cast<float const&>(l_3364);
const double l_3366 = double(l_3365);
l_mut_1429 = l_3366;
const bool l_3367 = l_3364 < uint32(8388608);
if (l_3367) {
const double l_3368 = double(l_3364);
const double l_3369 = l_3368 * double(1.401298464324817e-45);
l_mut_1429 = l_3369;
}
const uint64 l_3370 = reinterpret_cast<uint64 const&>(l_mut_1429);
const uint32 l_3371 = l_3363 >> uint32(31);
const uint64 l_3372 = uint64(l_3371);
const uint64 l_3373 = l_3372 << uint64(63);
const uint64 l_3374 = l_3370 | l_3373;
const double l_3375 = reinterpret_cast<double const&>(l_3374);
l_mut_1514 = l_3375;
}
}
}
const double l_3376 = -l_mut_1514;
l_mut_1514 = l_3376;
const bool l_3377 = bool(false) && bool(false);
if (l_3377) {
const double l_3378 = l_3289 + l_3292;
const double l_3379 = l_3378 * double(7.1362384635298e44);
const double l_3380 = floor(l_3379);
const double l_3381 = l_3380 * double(1.401298464324817e-45);
l_mut_1429 = l_3381;
const double l_3382 = abs(l_3378);
const bool l_3383 = l_3382 >= double(1.1754943508222875e-38);
if (l_3383) {
const float l_3384 = float(l_3378);
const double l_3385 = double(l_3384);
l_mut_1429 = l_3385;
const bool l_3386 = l_mut_1429 > l_3378;
if (l_3386) {
const uint32 l_3387 = reinterpret_cast<uint32 const&>(l_3384);
const uint32 l_3388 = l_3387 ^ uint32(2147483648);
const float l_3389 = reinterpret_cast<float const&>(l_3388);
const uint32 l_3390 = reinterpret_cast<uint32 const&>(l_3389);
const uint32 l_3391 = l_3390 + uint32(1);
l_mut_2530 = l_3391;
const uint32 l_3392 = l_3390 & uint32(2147483647);
const bool l_3393 = l_3392 == uint32(0);
if (l_3393) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3394 = l_3390 & uint32(2147483648);
const bool l_3395 = l_3394 != uint32(0);
if (l_3395) {
const uint32 l_3396 = l_3390 - uint32(1);
l_mut_2530 = l_3396;
} else {
const bool l_3397 = l_3390 == uint32(2139095040);
if (l_3397) {
l_mut_2530 = l_3390;
}
}
}
const float l_3398 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3399 = reinterpret_cast<uint32 const&>(l_3398);
const uint32 l_3400 = l_3399 ^ uint32(2147483648);
const float l_3401 = reinterpret_cast<float const&>(l_3400);
const uint32 l_3402 = reinterpret_cast<uint32 const&>(l_3401);
const uint32 l_3403 = l_3402 & uint32(2147483647);
const float l_3404 = reinterpret_cast<float const&>(l_3403);
const double l_3405 = double(l_3404);
l_mut_1404 = l_3405;
const bool l_3406 = l_3403 < uint32(8388608);
if (l_3406) {
const double l_3407 = double(l_3403);
const double l_3408 = l_3407 * double(1.401298464324817e-45);
l_mut_1404 = l_3408;
}
const uint64 l_3409 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_3410 = l_3402 >> uint32(31);
const uint64 l_3411 = uint64(l_3410);
const uint64 l_3412 = l_3411 << uint64(63);
const uint64 l_3413 = l_3409 | l_3412;
const double l_3414 = reinterpret_cast<double const&>(l_3413);
l_mut_1429 = l_3414;
} else {
const uint32 l_3415 = reinterpret_cast<uint32 const&>(l_3384);
const uint32 l_3416 = l_3415 + uint32(1);
l_mut_2530 = l_3416;
const uint32 l_3417 = l_3415 & uint32(2147483647);
const bool l_3418 = l_3417 == uint32(0);
if (l_3418) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3419 = l_3415 & uint32(2147483648);
const bool l_3420 = l_3419 != uint32(0);
if (l_3420) {
const uint32 l_3421 = l_3415 - uint32(1);
l_mut_2530 = l_3421;
} else {
const bool l_3422 = l_3415 == uint32(2139095040);
if (l_3422) {
l_mut_2530 = l_3415;
}
}
}
const float l_3423 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3424 = reinterpret_cast<uint32 const&>(l_3423);
const uint32 l_3425 = l_3424 & uint32(2147483647);
const float l_3426 = reinterpret_cast<float const&>(l_3425);
const double l_3427 = double(l_3426);
l_mut_1404 = l_3427;
const bool l_3428 = l_3425 < uint32(8388608);
if (l_3428) {
const double l_3429 = double(l_3425);
const double l_3430 = l_3429 * double(1.401298464324817e-45);
l_mut_1404 = l_3430;
}
const uint64 l_3431 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_3432 = l_3424 >> uint32(31);
const uint64 l_3433 = uint64(l_3432);
const uint64 l_3434 = l_3433 << uint64(63);
const uint64 l_3435 = l_3431 | l_3434;
const double l_3436 = reinterpret_cast<double const&>(l_3435);
const bool l_3437 = l_3436 <= l_3378;
if (l_3437) {
const uint32 l_3438 = reinterpret_cast<uint32 const&>(l_3384);
const uint32 l_3439 = l_3438 + uint32(1);
l_mut_2530 = l_3439;
const uint32 l_3440 = l_3438 & uint32(2147483647);
const bool l_3441 = l_3440 == uint32(0);
if (l_3441) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3442 = l_3438 & uint32(2147483648);
const bool l_3443 = l_3442 != uint32(0);
if (l_3443) {
const uint32 l_3444 = l_3438 - uint32(1);
l_mut_2530 = l_3444;
} else {
const bool l_3445 = l_3438 == uint32(2139095040);
if (l_3445) {
l_mut_2530 = l_3438;
}
}
}
const float l_3446 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3447 = reinterpret_cast<uint32 const&>(l_3446);
const uint32 l_3448 = l_3447 & uint32(2147483647);
const float l_3449 = reinterpret_cast<float const&>(l_3448);
const double l_3450 = double(l_3449);
l_mut_1404 = l_3450;
const bool l_3451 = l_3448 < uint32(8388608);
if (l_3451) {
const double l_3452 = double(l_3448);
const double l_3453 = l_3452 * double(1.401298464324817e-45);
l_mut_1404 = l_3453;
}
const uint64 l_3454 = reinterpret_cast<uint64 const&>(l_mut_1404);
const uint32 l_3455 = l_3447 >> uint32(31);
const uint64 l_3456 = uint64(l_3455);
const uint64 l_3457 = l_3456 << uint64(63);
const uint64 l_3458 = l_3454 | l_3457;
const double l_3459 = reinterpret_cast<double const&>(l_3458);
l_mut_1429 = l_3459;
}
}
}
l_mut_1514 = l_mut_1429;
} else {
}
l_mut_2530 = uint32(0);
const bool l_3460 = l_mut_1768 <= double(0.0);
const bool l_3461 = l_mut_1514 >= double(0.0);
const bool l_3462 = l_3460 && l_3461;
const bool l_3463 = !l_3462;
if (l_3463) {
const double l_3465 = l_mut_2278 / l_mut_1768;
const double l_3466 = l_mut_2278 / l_mut_1514;
const double l_3467 = l_mut_2024 / l_mut_1768;
const double l_3468 = l_mut_2024 / l_mut_1514;
l_arr_3464[uint32(0)] = l_3465;
l_arr_3464[uint32(1)] = l_3465;
const double l_3469 = l_arr_3464[uint32(0)];
const bool l_3470 = l_3466 < l_3469;
if (l_3470) {
l_arr_3464[uint32(0)] = l_3466;
}
const double l_3471 = l_arr_3464[uint32(0)];
const bool l_3472 = l_3467 < l_3471;
if (l_3472) {
l_arr_3464[uint32(0)] = l_3467;
}
const double l_3473 = l_arr_3464[uint32(0)];
const bool l_3474 = l_3468 < l_3473;
if (l_3474) {
l_arr_3464[uint32(0)] = l_3468;
}
const double l_3475 = l_arr_3464[uint32(1)];
const bool l_3476 = l_3466 > l_3475;
if (l_3476) {
l_arr_3464[uint32(1)] = l_3466;
}
const double l_3477 = l_arr_3464[uint32(1)];
const bool l_3478 = l_3467 > l_3477;
if (l_3478) {
l_arr_3464[uint32(1)] = l_3467;
}
const double l_3479 = l_arr_3464[uint32(1)];
const bool l_3480 = l_3468 > l_3479;
if (l_3480) {
l_arr_3464[uint32(1)] = l_3468;
}
const double l_3481 = l_arr_3464[uint32(0)];
const double l_3482 = abs(l_3481);
const double l_3483 = l_3482 * l_mut_45;
const double l_3484 = l_arr_3464[uint32(1)];
const double l_3485 = abs(l_3484);
const double l_3486 = l_3485 * l_mut_45;
l_mut_2530 = uint32(2);
const double l_3487 = l_arr_3464[uint32(0)];
const double l_3488 = l_3487 - l_3483;
const double l_3489 = abs(l_3488);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3490 = l_3489 >= double(1.1754943508222875e-38);
const bool l_3491 = l_3489 <= double(1.7976931348623157e308);
const bool l_3492 = l_3490 && l_3491;
if (l_3492) {
const uint64 l_3493 = reinterpret_cast<uint64 const&>(l_3489);
const uint64 l_3494 = l_3493 >> uint64(52);
const uint64 l_3495 = l_3494 - uint64(23);
const uint64 l_3496 = l_3495 << uint64(52);
const double l_3497 = reinterpret_cast<double const&>(l_3496);
l_mut_2278 = l_3497;
}
const double l_3498 = l_3487 + l_3483;
const double l_3499 = abs(l_3498);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_3500 = l_3499 >= double(1.1754943508222875e-38);
const bool l_3501 = l_3499 <= double(1.7976931348623157e308);
const bool l_3502 = l_3500 && l_3501;
if (l_3502) {
const uint64 l_3503 = reinterpret_cast<uint64 const&>(l_3499);
const uint64 l_3504 = l_3503 >> uint64(52);
const uint64 l_3505 = l_3504 - uint64(23);
const uint64 l_3506 = l_3505 << uint64(52);
const double l_3507 = reinterpret_cast<double const&>(l_3506);
l_mut_2024 = l_3507;
}
const bool l_3508 = l_mut_2278 == l_mut_2024;
const double l_3509 = l_arr_3464[uint32(1)];
const double l_3510 = l_3509 - l_3486;
const double l_3511 = abs(l_3510);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3512 = l_3511 >= double(1.1754943508222875e-38);
const bool l_3513 = l_3511 <= double(1.7976931348623157e308);
const bool l_3514 = l_3512 && l_3513;
if (l_3514) {
const uint64 l_3515 = reinterpret_cast<uint64 const&>(l_3511);
const uint64 l_3516 = l_3515 >> uint64(52);
const uint64 l_3517 = l_3516 - uint64(23);
const uint64 l_3518 = l_3517 << uint64(52);
const double l_3519 = reinterpret_cast<double const&>(l_3518);
l_mut_2278 = l_3519;
}
const double l_3520 = l_3509 + l_3486;
const double l_3521 = abs(l_3520);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_3522 = l_3521 >= double(1.1754943508222875e-38);
const bool l_3523 = l_3521 <= double(1.7976931348623157e308);
const bool l_3524 = l_3522 && l_3523;
if (l_3524) {
const uint64 l_3525 = reinterpret_cast<uint64 const&>(l_3521);
const uint64 l_3526 = l_3525 >> uint64(52);
const uint64 l_3527 = l_3526 - uint64(23);
const uint64 l_3528 = l_3527 << uint64(52);
const double l_3529 = reinterpret_cast<double const&>(l_3528);
l_mut_2024 = l_3529;
}
const bool l_3530 = l_mut_2278 == l_mut_2024;
const bool l_3531 = l_3508 && l_3530;
if (l_3531) {
const double l_3532 = l_arr_3464[uint32(0)];
const double l_3533 = l_arr_3464[uint32(0)];
const double l_3534 = abs(l_3533);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3535 = l_3534 >= double(1.1754943508222875e-38);
const bool l_3536 = l_3534 <= double(1.7976931348623157e308);
const bool l_3537 = l_3535 && l_3536;
if (l_3537) {
const uint64 l_3538 = reinterpret_cast<uint64 const&>(l_3534);
const uint64 l_3539 = l_3538 >> uint64(52);
const uint64 l_3540 = l_3539 - uint64(23);
const uint64 l_3541 = l_3540 << uint64(52);
const double l_3542 = reinterpret_cast<double const&>(l_3541);
l_mut_2278 = l_3542;
}
const double l_3543 = l_181 * l_mut_2278;
const double l_3544 = l_3532 - l_3543;
const double l_3545 = l_arr_3464[uint32(1)];
const double l_3546 = l_arr_3464[uint32(1)];
const double l_3547 = abs(l_3546);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3548 = l_3547 >= double(1.1754943508222875e-38);
const bool l_3549 = l_3547 <= double(1.7976931348623157e308);
const bool l_3550 = l_3548 && l_3549;
if (l_3550) {
const uint64 l_3551 = reinterpret_cast<uint64 const&>(l_3547);
const uint64 l_3552 = l_3551 >> uint64(52);
const uint64 l_3553 = l_3552 - uint64(23);
const uint64 l_3554 = l_3553 << uint64(52);
const double l_3555 = reinterpret_cast<double const&>(l_3554);
l_mut_2278 = l_3555;
}
const double l_3556 = l_181 * l_mut_2278;
const double l_3557 = l_3545 + l_3556;
const uint32 l_3558 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3559 = l_3558 & uint32(2147483647);
const float l_3560 = reinterpret_cast<float const&>(l_3559);
const double l_3561 = double(l_3560);
l_mut_2278 = l_3561;
const bool l_3562 = l_3559 < uint32(8388608);
if (l_3562) {
const double l_3563 = double(l_3559);
const double l_3564 = l_3563 * double(1.401298464324817e-45);
l_mut_2278 = l_3564;
}
const uint64 l_3565 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3566 = l_3558 >> uint32(31);
const uint64 l_3567 = uint64(l_3566);
const uint64 l_3568 = l_3567 << uint64(63);
const uint64 l_3569 = l_3565 | l_3568;
const double l_3570 = reinterpret_cast<double const&>(l_3569);
const uint32 l_3571 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3572 = l_3571 + uint32(1);
l_mut_3573 = l_3572;
const uint32 l_3574 = l_3571 & uint32(2147483647);
const bool l_3575 = l_3574 == uint32(0);
if (l_3575) {
l_mut_3573 = uint32(1);
} else {
const uint32 l_3576 = l_3571 & uint32(2147483648);
const bool l_3577 = l_3576 != uint32(0);
if (l_3577) {
const uint32 l_3578 = l_3571 - uint32(1);
l_mut_3573 = l_3578;
} else {
const bool l_3579 = l_3571 == uint32(2139095040);
if (l_3579) {
l_mut_3573 = l_3571;
}
}
}
const float l_3580 = reinterpret_cast<float const&>(l_mut_3573);
const uint32 l_3581 = reinterpret_cast<uint32 const&>(l_3580);
const uint32 l_3582 = l_3581 & uint32(2147483647);
const float l_3583 = reinterpret_cast<float const&>(l_3582);
const double l_3584 = double(l_3583);
l_mut_2278 = l_3584;
const bool l_3585 = l_3582 < uint32(8388608);
if (l_3585) {
const double l_3586 = double(l_3582);
const double l_3587 = l_3586 * double(1.401298464324817e-45);
l_mut_2278 = l_3587;
}
const uint64 l_3588 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3589 = l_3581 >> uint32(31);
const uint64 l_3590 = uint64(l_3589);
const uint64 l_3591 = l_3590 << uint64(63);
const uint64 l_3592 = l_3588 | l_3591;
const double l_3593 = reinterpret_cast<double const&>(l_3592);
const uint32 l_3594 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3595 = l_3594 ^ uint32(2147483648);
const float l_3596 = reinterpret_cast<float const&>(l_3595);
const uint32 l_3597 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3598 = l_3597 + uint32(1);
l_mut_3573 = l_3598;
const uint32 l_3599 = l_3597 & uint32(2147483647);
const bool l_3600 = l_3599 == uint32(0);
if (l_3600) {
l_mut_3573 = uint32(1);
} else {
const uint32 l_3601 = l_3597 & uint32(2147483648);
const bool l_3602 = l_3601 != uint32(0);
if (l_3602) {
const uint32 l_3603 = l_3597 - uint32(1);
l_mut_3573 = l_3603;
} else {
const bool l_3604 = l_3597 == uint32(2139095040);
if (l_3604) {
l_mut_3573 = l_3597;
}
}
}
const float l_3605 = reinterpret_cast<float const&>(l_mut_3573);
const uint32 l_3606 = reinterpret_cast<uint32 const&>(l_3605);
const uint32 l_3607 = l_3606 ^ uint32(2147483648);
const float l_3608 = reinterpret_cast<float const&>(l_3607);
const uint32 l_3609 = reinterpret_cast<uint32 const&>(l_3608);
const uint32 l_3610 = l_3609 & uint32(2147483647);
const float l_3611 = reinterpret_cast<float const&>(l_3610);
const double l_3612 = double(l_3611);
l_mut_2278 = l_3612;
const bool l_3613 = l_3610 < uint32(8388608);
if (l_3613) {
const double l_3614 = double(l_3610);
const double l_3615 = l_3614 * double(1.401298464324817e-45);
l_mut_2278 = l_3615;
}
const uint64 l_3616 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3617 = l_3609 >> uint32(31);
const uint64 l_3618 = uint64(l_3617);
const uint64 l_3619 = l_3618 << uint64(63);
const uint64 l_3620 = l_3616 | l_3619;
const double l_3621 = reinterpret_cast<double const&>(l_3620);
const double l_3622 = l_3544 + l_3483;
const bool l_3623 = l_3622 <= l_3570;
l_mut_308 = l_3623;
const double l_3624 = l_3544 - l_3483;
const bool l_3625 = l_3624 > l_3570;
l_mut_305 = l_3625;
const double l_3626 = l_3557 - l_3486;
const bool l_3627 = l_3626 >= l_3570;
l_mut_302 = l_3627;
const double l_3628 = l_3557 + l_3486;
const bool l_3629 = l_3628 < l_3570;
l_mut_299 = l_3629;
const double l_3630 = l_3544 + l_3483;
const bool l_3631 = l_3630 < l_3593;
l_mut_308 = l_3631;
const double l_3632 = l_3544 - l_3483;
const bool l_3633 = l_3632 >= l_3593;
l_mut_305 = l_3633;
const double l_3634 = l_3557 - l_3486;
const bool l_3635 = l_3634 > l_3621;
l_mut_302 = l_3635;
const double l_3636 = l_3557 + l_3486;
const bool l_3637 = l_3636 <= l_3621;
l_mut_299 = l_3637;
l_mut_3573 = uint32(2);
const bool l_3638 = l_mut_305 || l_mut_299;
if (l_3638) {
l_mut_3573 = uint32(1);
} else {
const bool l_3639 = l_mut_308 && l_mut_302;
if (l_3639) {
l_mut_3573 = uint32(0);
}
}
const uint32 l_3640 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3641 = l_3640 & uint32(2147483647);
const bool l_3642 = l_3641 == uint32(0);
if (l_3642) {
const double l_3643 = l_3544 + l_3483;
const bool l_3644 = l_3643 < double(1.1754943508222875e-38);
const double l_3645 = l_3557 - l_3486;
const bool l_3646 = l_3645 > double(-1.1754943508222875e-38);
const bool l_3647 = l_3644 && l_3646;
const double l_3648 = l_3544 - l_3483;
const bool l_3649 = l_3648 < double(1.1754943508222875e-38);
const double l_3650 = l_3557 + l_3486;
const bool l_3651 = l_3650 > double(-1.1754943508222875e-38);
const bool l_3652 = l_3649 && l_3651;
if (l_3647) {
l_mut_3573 = uint32(0);
} else {
const bool l_3653 = l_mut_3573 == uint32(1);
const bool l_3654 = l_3652 && l_3653;
if (l_3654) {
l_mut_3573 = uint32(2);
}
}
}
l_mut_2530 = l_mut_3573;
}
}
const bool l_3655 = l_mut_206 == uint32(0);
if (l_3655) {
l_mut_248 = uint32(0);
} else {
const bool l_3656 = l_mut_2530 == uint32(1);
if (l_3656) {
l_mut_248 = uint32(1);
}
}
} else {
const double l_3657 = l_mut_867 - l_178;
const double l_3658 = l_mut_867 + l_178;
const double l_3659 = l_mut_219 - l_178;
const double l_3660 = l_mut_219 + l_178;
const double l_3661 = abs(l_3659);
const bool l_3662 = l_3661 > l_1394;
const double l_3663 = abs(l_3660);
const bool l_3664 = l_3663 > l_1394;
const bool l_3665 = l_3662 && l_3664;
if (l_3665) {
const double l_3666 = l_1392 + l_1394;
const double l_3667 = abs(l_3659);
const double l_3668 = abs(l_3660);
l_mut_2278 = l_3667;
const bool l_3669 = l_3668 < l_3667;
if (l_3669) {
l_mut_2278 = l_3668;
}
const double l_3670 = l_3666 / l_mut_2278;
const double l_3671 = abs(l_3657);
const double l_3672 = abs(l_3658);
l_mut_2278 = l_3671;
const bool l_3673 = l_3672 < l_3671;
if (l_3673) {
l_mut_2278 = l_3672;
}
const double l_3674 = l_1392 / l_mut_2278;
const double l_3675 = l_3670 + l_3674;
l_mut_45 = l_mut_45 + l_3675;
l_mut_3573 = uint32(0);
const bool l_3676 = l_3659 <= double(0.0);
const bool l_3677 = l_3660 >= double(0.0);
const bool l_3678 = l_3676 && l_3677;
const bool l_3679 = !l_3678;
if (l_3679) {
const double l_3681 = l_3657 / l_3659;
const double l_3682 = l_3657 / l_3660;
const double l_3683 = l_3658 / l_3659;
const double l_3684 = l_3658 / l_3660;
l_arr_3680[uint32(0)] = l_3681;
l_arr_3680[uint32(1)] = l_3681;
const double l_3685 = l_arr_3680[uint32(0)];
const bool l_3686 = l_3682 < l_3685;
if (l_3686) {
l_arr_3680[uint32(0)] = l_3682;
}
const double l_3687 = l_arr_3680[uint32(0)];
const bool l_3688 = l_3683 < l_3687;
if (l_3688) {
l_arr_3680[uint32(0)] = l_3683;
}
const double l_3689 = l_arr_3680[uint32(0)];
const bool l_3690 = l_3684 < l_3689;
if (l_3690) {
l_arr_3680[uint32(0)] = l_3684;
}
const double l_3691 = l_arr_3680[uint32(1)];
const bool l_3692 = l_3682 > l_3691;
if (l_3692) {
l_arr_3680[uint32(1)] = l_3682;
}
const double l_3693 = l_arr_3680[uint32(1)];
const bool l_3694 = l_3683 > l_3693;
if (l_3694) {
l_arr_3680[uint32(1)] = l_3683;
}
const double l_3695 = l_arr_3680[uint32(1)];
const bool l_3696 = l_3684 > l_3695;
if (l_3696) {
l_arr_3680[uint32(1)] = l_3684;
}
const double l_3697 = l_arr_3680[uint32(0)];
const double l_3698 = abs(l_3697);
const double l_3699 = l_3698 * l_mut_45;
const double l_3700 = l_arr_3680[uint32(1)];
const double l_3701 = abs(l_3700);
const double l_3702 = l_3701 * l_mut_45;
l_mut_3573 = uint32(2);
const double l_3703 = l_arr_3680[uint32(0)];
const double l_3704 = l_3703 - l_3699;
const double l_3705 = abs(l_3704);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3706 = l_3705 >= double(1.1754943508222875e-38);
const bool l_3707 = l_3705 <= double(1.7976931348623157e308);
const bool l_3708 = l_3706 && l_3707;
if (l_3708) {
const uint64 l_3709 = reinterpret_cast<uint64 const&>(l_3705);
const uint64 l_3710 = l_3709 >> uint64(52);
const uint64 l_3711 = l_3710 - uint64(23);
const uint64 l_3712 = l_3711 << uint64(52);
const double l_3713 = reinterpret_cast<double const&>(l_3712);
l_mut_2278 = l_3713;
}
const double l_3714 = l_3703 + l_3699;
const double l_3715 = abs(l_3714);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_3716 = l_3715 >= double(1.1754943508222875e-38);
const bool l_3717 = l_3715 <= double(1.7976931348623157e308);
const bool l_3718 = l_3716 && l_3717;
if (l_3718) {
const uint64 l_3719 = reinterpret_cast<uint64 const&>(l_3715);
const uint64 l_3720 = l_3719 >> uint64(52);
const uint64 l_3721 = l_3720 - uint64(23);
const uint64 l_3722 = l_3721 << uint64(52);
const double l_3723 = reinterpret_cast<double const&>(l_3722);
l_mut_2024 = l_3723;
}
const bool l_3724 = l_mut_2278 == l_mut_2024;
const double l_3725 = l_arr_3680[uint32(1)];
const double l_3726 = l_3725 - l_3702;
const double l_3727 = abs(l_3726);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3728 = l_3727 >= double(1.1754943508222875e-38);
const bool l_3729 = l_3727 <= double(1.7976931348623157e308);
const bool l_3730 = l_3728 && l_3729;
if (l_3730) {
const uint64 l_3731 = reinterpret_cast<uint64 const&>(l_3727);
const uint64 l_3732 = l_3731 >> uint64(52);
const uint64 l_3733 = l_3732 - uint64(23);
const uint64 l_3734 = l_3733 << uint64(52);
const double l_3735 = reinterpret_cast<double const&>(l_3734);
l_mut_2278 = l_3735;
}
const double l_3736 = l_3725 + l_3702;
const double l_3737 = abs(l_3736);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_3738 = l_3737 >= double(1.1754943508222875e-38);
const bool l_3739 = l_3737 <= double(1.7976931348623157e308);
const bool l_3740 = l_3738 && l_3739;
if (l_3740) {
const uint64 l_3741 = reinterpret_cast<uint64 const&>(l_3737);
const uint64 l_3742 = l_3741 >> uint64(52);
const uint64 l_3743 = l_3742 - uint64(23);
const uint64 l_3744 = l_3743 << uint64(52);
const double l_3745 = reinterpret_cast<double const&>(l_3744);
l_mut_2024 = l_3745;
}
const bool l_3746 = l_mut_2278 == l_mut_2024;
const bool l_3747 = l_3724 && l_3746;
if (l_3747) {
const double l_3748 = l_arr_3680[uint32(0)];
const double l_3749 = l_arr_3680[uint32(0)];
const double l_3750 = abs(l_3749);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3751 = l_3750 >= double(1.1754943508222875e-38);
const bool l_3752 = l_3750 <= double(1.7976931348623157e308);
const bool l_3753 = l_3751 && l_3752;
if (l_3753) {
const uint64 l_3754 = reinterpret_cast<uint64 const&>(l_3750);
const uint64 l_3755 = l_3754 >> uint64(52);
const uint64 l_3756 = l_3755 - uint64(23);
const uint64 l_3757 = l_3756 << uint64(52);
const double l_3758 = reinterpret_cast<double const&>(l_3757);
l_mut_2278 = l_3758;
}
const double l_3759 = l_181 * l_mut_2278;
const double l_3760 = l_3748 - l_3759;
const double l_3761 = l_arr_3680[uint32(1)];
const double l_3762 = l_arr_3680[uint32(1)];
const double l_3763 = abs(l_3762);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_3764 = l_3763 >= double(1.1754943508222875e-38);
const bool l_3765 = l_3763 <= double(1.7976931348623157e308);
const bool l_3766 = l_3764 && l_3765;
if (l_3766) {
const uint64 l_3767 = reinterpret_cast<uint64 const&>(l_3763);
const uint64 l_3768 = l_3767 >> uint64(52);
const uint64 l_3769 = l_3768 - uint64(23);
const uint64 l_3770 = l_3769 << uint64(52);
const double l_3771 = reinterpret_cast<double const&>(l_3770);
l_mut_2278 = l_3771;
}
const double l_3772 = l_181 * l_mut_2278;
const double l_3773 = l_3761 + l_3772;
const uint32 l_3774 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3775 = l_3774 & uint32(2147483647);
const float l_3776 = reinterpret_cast<float const&>(l_3775);
const double l_3777 = double(l_3776);
l_mut_2278 = l_3777;
const bool l_3778 = l_3775 < uint32(8388608);
if (l_3778) {
const double l_3779 = double(l_3775);
const double l_3780 = l_3779 * double(1.401298464324817e-45);
l_mut_2278 = l_3780;
}
const uint64 l_3781 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3782 = l_3774 >> uint32(31);
const uint64 l_3783 = uint64(l_3782);
const uint64 l_3784 = l_3783 << uint64(63);
const uint64 l_3785 = l_3781 | l_3784;
const double l_3786 = reinterpret_cast<double const&>(l_3785);
const uint32 l_3787 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3788 = l_3787 + uint32(1);
l_mut_2530 = l_3788;
const uint32 l_3789 = l_3787 & uint32(2147483647);
const bool l_3790 = l_3789 == uint32(0);
if (l_3790) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3791 = l_3787 & uint32(2147483648);
const bool l_3792 = l_3791 != uint32(0);
if (l_3792) {
const uint32 l_3793 = l_3787 - uint32(1);
l_mut_2530 = l_3793;
} else {
const bool l_3794 = l_3787 == uint32(2139095040);
if (l_3794) {
l_mut_2530 = l_3787;
}
}
}
const float l_3795 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3796 = reinterpret_cast<uint32 const&>(l_3795);
const uint32 l_3797 = l_3796 & uint32(2147483647);
const float l_3798 = reinterpret_cast<float const&>(l_3797);
const double l_3799 = double(l_3798);
l_mut_2278 = l_3799;
const bool l_3800 = l_3797 < uint32(8388608);
if (l_3800) {
const double l_3801 = double(l_3797);
const double l_3802 = l_3801 * double(1.401298464324817e-45);
l_mut_2278 = l_3802;
}
const uint64 l_3803 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3804 = l_3796 >> uint32(31);
const uint64 l_3805 = uint64(l_3804);
const uint64 l_3806 = l_3805 << uint64(63);
const uint64 l_3807 = l_3803 | l_3806;
const double l_3808 = reinterpret_cast<double const&>(l_3807);
const uint32 l_3809 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3810 = l_3809 ^ uint32(2147483648);
const float l_3811 = reinterpret_cast<float const&>(l_3810);
const uint32 l_3812 = reinterpret_cast<uint32 const&>(l_3811);
const uint32 l_3813 = l_3812 + uint32(1);
l_mut_2530 = l_3813;
const uint32 l_3814 = l_3812 & uint32(2147483647);
const bool l_3815 = l_3814 == uint32(0);
if (l_3815) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_3816 = l_3812 & uint32(2147483648);
const bool l_3817 = l_3816 != uint32(0);
if (l_3817) {
const uint32 l_3818 = l_3812 - uint32(1);
l_mut_2530 = l_3818;
} else {
const bool l_3819 = l_3812 == uint32(2139095040);
if (l_3819) {
l_mut_2530 = l_3812;
}
}
}
const float l_3820 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_3821 = reinterpret_cast<uint32 const&>(l_3820);
const uint32 l_3822 = l_3821 ^ uint32(2147483648);
const float l_3823 = reinterpret_cast<float const&>(l_3822);
const uint32 l_3824 = reinterpret_cast<uint32 const&>(l_3823);
const uint32 l_3825 = l_3824 & uint32(2147483647);
const float l_3826 = reinterpret_cast<float const&>(l_3825);
const double l_3827 = double(l_3826);
l_mut_2278 = l_3827;
const bool l_3828 = l_3825 < uint32(8388608);
if (l_3828) {
const double l_3829 = double(l_3825);
const double l_3830 = l_3829 * double(1.401298464324817e-45);
l_mut_2278 = l_3830;
}
const uint64 l_3831 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3832 = l_3824 >> uint32(31);
const uint64 l_3833 = uint64(l_3832);
const uint64 l_3834 = l_3833 << uint64(63);
const uint64 l_3835 = l_3831 | l_3834;
const double l_3836 = reinterpret_cast<double const&>(l_3835);
const double l_3837 = l_3760 + l_3699;
const bool l_3838 = l_3837 <= l_3786;
l_mut_308 = l_3838;
const double l_3839 = l_3760 - l_3699;
const bool l_3840 = l_3839 > l_3786;
l_mut_305 = l_3840;
const double l_3841 = l_3773 - l_3702;
const bool l_3842 = l_3841 >= l_3786;
l_mut_302 = l_3842;
const double l_3843 = l_3773 + l_3702;
const bool l_3844 = l_3843 < l_3786;
l_mut_299 = l_3844;
l_mut_2530 = uint32(2);
const bool l_3845 = l_mut_305 || l_mut_299;
if (l_3845) {
l_mut_2530 = uint32(1);
} else {
const bool l_3846 = l_mut_308 && l_mut_302;
if (l_3846) {
l_mut_2530 = uint32(0);
}
}
const uint32 l_3847 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3848 = l_3847 & uint32(2147483647);
const bool l_3849 = l_3848 == uint32(0);
if (l_3849) {
const double l_3850 = l_3760 + l_3699;
const bool l_3851 = l_3850 < double(1.1754943508222875e-38);
const double l_3852 = l_3773 - l_3702;
const bool l_3853 = l_3852 > double(-1.1754943508222875e-38);
const bool l_3854 = l_3851 && l_3853;
const double l_3855 = l_3760 - l_3699;
const bool l_3856 = l_3855 < double(1.1754943508222875e-38);
const double l_3857 = l_3773 + l_3702;
const bool l_3858 = l_3857 > double(-1.1754943508222875e-38);
const bool l_3859 = l_3856 && l_3858;
if (l_3854) {
l_mut_2530 = uint32(0);
} else {
const bool l_3860 = l_mut_2530 == uint32(1);
const bool l_3861 = l_3859 && l_3860;
if (l_3861) {
l_mut_2530 = uint32(2);
}
}
}
l_mut_3573 = l_mut_2530;
}
}
l_mut_248 = l_mut_3573;
}
}
l_mut_190 = l_mut_248;
} else {
const bool l_3862 = l_186 <= l_184;
const bool l_3863 = l_172 == uint32(12);
const bool l_3864 = l_3862 && l_3863;
if (l_3864) {
const float l_3865 = float(l_185);
const uint32 l_3866 = reinterpret_cast<uint32 const&>(l_3865);
const uint32 l_3867 = l_3866 & uint32(2147483647);
const float l_3868 = reinterpret_cast<float const&>(l_3867);
const double l_3869 = double(l_3868);
l_mut_2278 = l_3869;
const bool l_3870 = l_3867 < uint32(8388608);
if (l_3870) {
const double l_3871 = double(l_3867);
const double l_3872 = l_3871 * double(1.401298464324817e-45);
l_mut_2278 = l_3872;
}
const uint64 l_3873 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_3874 = l_3866 >> uint32(31);
const uint64 l_3875 = uint64(l_3874);
const uint64 l_3876 = l_3875 << uint64(63);
const uint64 l_3877 = l_3873 | l_3876;
const double l_3878 = reinterpret_cast<double const&>(l_3877);
const double l_3879 = abs(l_3878);
l_mut_2278 = l_3879;
l_mut_3573 = uint32(0);
const bool l_3880 = l_3879 >= double(0.785);
if (l_3880) {
const double l_3881 = l_3879 * double(0.6366197723675814);
const double l_3882 = l_3881 + double(0.5);
const double l_3883 = floor(l_3882);
const double l_3884 = l_3883 * double(1.570796325802803);
const double l_3885 = l_3879 - l_3884;
const double l_3886 = l_3885 * l_20;
const double l_3887 = l_3883 * double(9.920935796805404e-10);
const double l_3888 = l_3886 - l_3887;
l_mut_2278 = l_3888;
const uint32 l_3889 = uint32(l_3883);
l_mut_3573 = l_3889;
}
const uint32 l_3890 = reinterpret_cast<uint32 const&>(l_3865);
const bool l_3891 = l_3890 >= uint32(2147483648);
const double l_3892 = l_mut_2278 * l_mut_2278;
const double l_3893 = l_3892 * double(1.9572941063391263e-20);
const double l_3894 = double(8.22063524662433e-18) - l_3893;
l_mut_2024 = l_3894;
const double l_3895 = l_mut_2024 * l_3892;
const double l_3896 = l_3895 - double(2.8114572543455206e-15);
l_mut_2024 = l_3896;
const double l_3897 = l_mut_2024 * l_3892;
const double l_3898 = l_3897 + double(7.647163731819816e-13);
l_mut_2024 = l_3898;
const double l_3899 = l_mut_2024 * l_3892;
const double l_3900 = l_3899 - double(1.6059043836821613e-10);
l_mut_2024 = l_3900;
const double l_3901 = l_mut_2024 * l_3892;
const double l_3902 = l_3901 + double(2.505210838544172e-8);
l_mut_2024 = l_3902;
const double l_3903 = l_mut_2024 * l_3892;
const double l_3904 = l_3903 - double(2.7557319223985893e-6);
l_mut_2024 = l_3904;
const double l_3905 = l_mut_2024 * l_3892;
const double l_3906 = l_3905 + double(0.0001984126984126984);
l_mut_2024 = l_3906;
const double l_3907 = l_mut_2024 * l_3892;
const double l_3908 = l_3907 - double(0.008333333333333333);
l_mut_2024 = l_3908;
const double l_3909 = l_mut_2024 * l_3892;
const double l_3910 = l_3909 + double(0.16666666666666666);
l_mut_2024 = l_3910;
const double l_3911 = double(0.5) * l_3892;
const double l_3912 = double(1.0) - l_3911;
const double l_3913 = double(0.0) * l_3912;
const double l_3914 = l_mut_2278 * l_3892;
const double l_3915 = l_3914 * l_mut_2024;
const double l_3916 = l_3913 - l_3915;
const double l_3917 = l_mut_2278 + l_3916;
const double l_3918 = l_mut_2278 * l_mut_2278;
const double l_3919 = l_3918 * double(4.110317623312165e-19);
const double l_3920 = l_3919 - double(1.5619206968586225e-16);
l_mut_2024 = l_3920;
const double l_3921 = l_mut_2024 * l_3918;
const double l_3922 = l_3921 + double(4.779477332387385e-14);
l_mut_2024 = l_3922;
const double l_3923 = l_mut_2024 * l_3918;
const double l_3924 = l_3923 - double(1.1470745597729725e-11);
l_mut_2024 = l_3924;
const double l_3925 = l_mut_2024 * l_3918;
const double l_3926 = l_3925 + double(2.08767569878681e-9);
l_mut_2024 = l_3926;
const double l_3927 = l_mut_2024 * l_3918;
const double l_3928 = l_3927 - double(2.755731922398589e-7);
l_mut_2024 = l_3928;
const double l_3929 = l_mut_2024 * l_3918;
const double l_3930 = l_3929 + double(2.48015873015873e-5);
l_mut_2024 = l_3930;
const double l_3931 = l_mut_2024 * l_3918;
const double l_3932 = l_3931 - double(0.001388888888888889);
l_mut_2024 = l_3932;
const double l_3933 = l_mut_2024 * l_3918;
const double l_3934 = l_3933 + double(0.041666666666666664);
l_mut_2024 = l_3934;
const double l_3935 = double(0.5) * l_3918;
const double l_3936 = double(1.0) - l_3935;
const double l_3937 = l_3918 * l_3918;
const double l_3938 = l_3937 * l_mut_2024;
const double l_3939 = double(0.0) * l_mut_2278;
const double l_3940 = l_3938 - l_3939;
const double l_3941 = l_3936 + l_3940;
const uint32 l_3942 = l_mut_3573 & uint32(1);
const bool l_3943 = l_3942 == uint32(1);
l_mut_2278 = l_3917;
const uint32 l_3944 = l_mut_3573 & uint32(2);
const bool l_3945 = l_3944 != uint32(0);
l_mut_308 = l_3945;
if (l_3943) {
l_mut_2278 = l_3941;
}
const bool l_3946 = bool(true) && l_3891;
if (l_3946) {
const bool l_3947 = !l_mut_308;
l_mut_308 = l_3947;
}
if (l_mut_308) {
const double l_3948 = -l_mut_2278;
l_mut_2278 = l_3948;
}
const float l_3949 = float(l_185);
const uint32 l_3950 = reinterpret_cast<uint32 const&>(l_3949);
const uint32 l_3951 = l_3950 & uint32(2147483647);
const float l_3952 = reinterpret_cast<float const&>(l_3951);
const double l_3953 = double(l_3952);
l_mut_2024 = l_3953;
const bool l_3954 = l_3951 < uint32(8388608);
if (l_3954) {
const double l_3955 = double(l_3951);
const double l_3956 = l_3955 * double(1.401298464324817e-45);
l_mut_2024 = l_3956;
}
const uint64 l_3957 = reinterpret_cast<uint64 const&>(l_mut_2024);
const uint32 l_3958 = l_3950 >> uint32(31);
const uint64 l_3959 = uint64(l_3958);
const uint64 l_3960 = l_3959 << uint64(63);
const uint64 l_3961 = l_3957 | l_3960;
const double l_3962 = reinterpret_cast<double const&>(l_3961);
const double l_3963 = abs(l_3962);
l_mut_2024 = l_3963;
l_mut_3573 = uint32(0);
const bool l_3964 = l_3963 >= double(0.785);
if (l_3964) {
const double l_3965 = l_3963 * double(0.6366197723675814);
const double l_3966 = l_3965 + double(0.5);
const double l_3967 = floor(l_3966);
const double l_3968 = l_3967 * double(1.570796325802803);
const double l_3969 = l_3963 - l_3968;
const double l_3970 = l_3969 * l_20;
const double l_3971 = l_3967 * double(9.920935796805404e-10);
const double l_3972 = l_3970 - l_3971;
l_mut_2024 = l_3972;
const uint32 l_3973 = uint32(l_3967);
l_mut_3573 = l_3973;
}
const uint32 l_3974 = reinterpret_cast<uint32 const&>(l_3949);
const bool l_3975 = l_3974 >= uint32(2147483648);
const double l_3976 = l_mut_2024 * l_mut_2024;
const double l_3977 = l_3976 * double(1.9572941063391263e-20);
const double l_3978 = double(8.22063524662433e-18) - l_3977;
l_mut_1768 = l_3978;
const double l_3979 = l_mut_1768 * l_3976;
const double l_3980 = l_3979 - double(2.8114572543455206e-15);
l_mut_1768 = l_3980;
const double l_3981 = l_mut_1768 * l_3976;
const double l_3982 = l_3981 + double(7.647163731819816e-13);
l_mut_1768 = l_3982;
const double l_3983 = l_mut_1768 * l_3976;
const double l_3984 = l_3983 - double(1.6059043836821613e-10);
l_mut_1768 = l_3984;
const double l_3985 = l_mut_1768 * l_3976;
const double l_3986 = l_3985 + double(2.505210838544172e-8);
l_mut_1768 = l_3986;
const double l_3987 = l_mut_1768 * l_3976;
const double l_3988 = l_3987 - double(2.7557319223985893e-6);
l_mut_1768 = l_3988;
const double l_3989 = l_mut_1768 * l_3976;
const double l_3990 = l_3989 + double(0.0001984126984126984);
l_mut_1768 = l_3990;
const double l_3991 = l_mut_1768 * l_3976;
const double l_3992 = l_3991 - double(0.008333333333333333);
l_mut_1768 = l_3992;
const double l_3993 = l_mut_1768 * l_3976;
const double l_3994 = l_3993 + double(0.16666666666666666);
l_mut_1768 = l_3994;
const double l_3995 = double(0.5) * l_3976;
const double l_3996 = double(1.0) - l_3995;
const double l_3997 = double(0.0) * l_3996;
const double l_3998 = l_mut_2024 * l_3976;
const double l_3999 = l_3998 * l_mut_1768;
const double l_4000 = l_3997 - l_3999;
const double l_4001 = l_mut_2024 + l_4000;
const double l_4002 = l_mut_2024 * l_mut_2024;
const double l_4003 = l_4002 * double(4.110317623312165e-19);
const double l_4004 = l_4003 - double(1.5619206968586225e-16);
l_mut_1768 = l_4004;
const double l_4005 = l_mut_1768 * l_4002;
const double l_4006 = l_4005 + double(4.779477332387385e-14);
l_mut_1768 = l_4006;
const double l_4007 = l_mut_1768 * l_4002;
const double l_4008 = l_4007 - double(1.1470745597729725e-11);
l_mut_1768 = l_4008;
const double l_4009 = l_mut_1768 * l_4002;
const double l_4010 = l_4009 + double(2.08767569878681e-9);
l_mut_1768 = l_4010;
const double l_4011 = l_mut_1768 * l_4002;
const double l_4012 = l_4011 - double(2.755731922398589e-7);
l_mut_1768 = l_4012;
const double l_4013 = l_mut_1768 * l_4002;
const double l_4014 = l_4013 + double(2.48015873015873e-5);
l_mut_1768 = l_4014;
const double l_4015 = l_mut_1768 * l_4002;
const double l_4016 = l_4015 - double(0.001388888888888889);
l_mut_1768 = l_4016;
const double l_4017 = l_mut_1768 * l_4002;
const double l_4018 = l_4017 + double(0.041666666666666664);
l_mut_1768 = l_4018;
const double l_4019 = double(0.5) * l_4002;
const double l_4020 = double(1.0) - l_4019;
const double l_4021 = l_4002 * l_4002;
const double l_4022 = l_4021 * l_mut_1768;
const double l_4023 = double(0.0) * l_mut_2024;
const double l_4024 = l_4022 - l_4023;
const double l_4025 = l_4020 + l_4024;
const uint32 l_4026 = l_mut_3573 & uint32(1);
const bool l_4027 = l_4026 == uint32(1);
l_mut_2024 = l_4001;
const uint32 l_4028 = l_mut_3573 & uint32(2);
const bool l_4029 = l_4028 != uint32(0);
l_mut_308 = l_4029;
l_mut_2024 = l_4025;
if (l_4027) {
l_mut_2024 = l_4001;
}
const uint32 l_4030 = l_mut_3573 + uint32(1);
const uint32 l_4031 = l_4030 & uint32(2);
const bool l_4032 = l_4031 != uint32(0);
l_mut_308 = l_4032;
const bool l_4033 = bool(false) && l_3975;
if (l_4033) {
const bool l_4034 = !l_mut_308;
l_mut_308 = l_4034;
}
if (l_mut_308) {
const double l_4035 = -l_mut_2024;
l_mut_2024 = l_4035;
}
const double l_4036 = abs(l_mut_2278);
const double l_4037 = l_4036 * double(1.4551915228366852e-11);
const double l_4038 = abs(l_mut_2024);
const double l_4039 = l_4038 * double(1.4551915228366852e-11);
const double l_4040 = l_mut_2278 - l_178;
const double l_4041 = l_mut_2278 + l_178;
const double l_4042 = l_mut_2024 - l_178;
const double l_4043 = l_mut_2024 + l_178;
l_mut_3573 = uint32(2);
const double l_4044 = abs(l_4042);
const bool l_4045 = l_4044 <= l_4039;
const double l_4046 = abs(l_4043);
const bool l_4047 = l_4046 <= l_4039;
const bool l_4048 = l_4045 || l_4047;
const bool l_4049 = !l_4048;
if (l_4049) {
l_mut_3573 = uint32(0);
const bool l_4050 = l_4042 <= double(0.0);
const bool l_4051 = l_4043 >= double(0.0);
const bool l_4052 = l_4050 && l_4051;
const bool l_4053 = !l_4052;
if (l_4053) {
const double l_4054 = abs(l_4042);
const double l_4055 = abs(l_4043);
l_mut_2278 = l_4054;
const bool l_4056 = l_4055 < l_4054;
if (l_4056) {
l_mut_2278 = l_4055;
}
const double l_4057 = l_4039 / l_mut_2278;
const double l_4058 = l_4057 + double(1.4551915228366852e-11);
const double l_4059 = double(1.0) / l_4043;
const double l_4060 = double(1.0) / l_4042;
const double l_4061 = abs(l_4059);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_4062 = l_4061 >= double(1.1754943508222875e-38);
const bool l_4063 = l_4061 <= double(1.7976931348623157e308);
const bool l_4064 = l_4062 && l_4063;
if (l_4064) {
const uint64 l_4065 = reinterpret_cast<uint64 const&>(l_4061);
const uint64 l_4066 = l_4065 >> uint64(52);
const uint64 l_4067 = l_4066 - uint64(23);
const uint64 l_4068 = l_4067 << uint64(52);
const double l_4069 = reinterpret_cast<double const&>(l_4068);
l_mut_2278 = l_4069;
}
const double l_4070 = l_181 * l_mut_2278;
const double l_4071 = l_4059 - l_4070;
const double l_4072 = abs(l_4060);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_4073 = l_4072 >= double(1.1754943508222875e-38);
const bool l_4074 = l_4072 <= double(1.7976931348623157e308);
const bool l_4075 = l_4073 && l_4074;
if (l_4075) {
const uint64 l_4076 = reinterpret_cast<uint64 const&>(l_4072);
const uint64 l_4077 = l_4076 >> uint64(52);
const uint64 l_4078 = l_4077 - uint64(23);
const uint64 l_4079 = l_4078 << uint64(52);
const double l_4080 = reinterpret_cast<double const&>(l_4079);
l_mut_2278 = l_4080;
}
const double l_4081 = l_181 * l_mut_2278;
const double l_4082 = l_4060 + l_4081;
const double l_4084 = l_4040 * l_4071;
const double l_4085 = l_4040 * l_4082;
const double l_4086 = l_4041 * l_4071;
const double l_4087 = l_4041 * l_4082;
l_arr_4083[uint32(0)] = l_4084;
l_arr_4083[uint32(1)] = l_4084;
const double l_4088 = l_arr_4083[uint32(0)];
const bool l_4089 = l_4085 < l_4088;
if (l_4089) {
l_arr_4083[uint32(0)] = l_4085;
}
const double l_4090 = l_arr_4083[uint32(0)];
const bool l_4091 = l_4086 < l_4090;
if (l_4091) {
l_arr_4083[uint32(0)] = l_4086;
}
const double l_4092 = l_arr_4083[uint32(0)];
const bool l_4093 = l_4087 < l_4092;
if (l_4093) {
l_arr_4083[uint32(0)] = l_4087;
}
const double l_4094 = l_arr_4083[uint32(1)];
const bool l_4095 = l_4085 > l_4094;
if (l_4095) {
l_arr_4083[uint32(1)] = l_4085;
}
const double l_4096 = l_arr_4083[uint32(1)];
const bool l_4097 = l_4086 > l_4096;
if (l_4097) {
l_arr_4083[uint32(1)] = l_4086;
}
const double l_4098 = l_arr_4083[uint32(1)];
const bool l_4099 = l_4087 > l_4098;
if (l_4099) {
l_arr_4083[uint32(1)] = l_4087;
}
const double l_4100 = abs(l_4040);
const double l_4101 = abs(l_4041);
l_mut_2278 = l_4100;
const bool l_4102 = l_4101 > l_4100;
if (l_4102) {
l_mut_2278 = l_4101;
}
const double l_4103 = abs(l_4071);
const double l_4104 = abs(l_4082);
l_mut_2024 = l_4103;
const bool l_4105 = l_4104 > l_4103;
if (l_4105) {
l_mut_2024 = l_4104;
}
const double l_4106 = l_mut_2278 * l_mut_2024;
const double l_4107 = l_4058 + double(1.4551915228366852e-11);
const double l_4108 = l_4106 * l_4107;
const double l_4109 = l_4037 * l_mut_2024;
const double l_4110 = l_4108 + l_4109;
l_mut_3573 = uint32(2);
const double l_4111 = abs(l_4059);
const double l_4112 = l_4111 * l_4058;
const double l_4113 = l_4059 - l_4112;
const double l_4114 = abs(l_4113);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_4115 = l_4114 >= double(1.1754943508222875e-38);
const bool l_4116 = l_4114 <= double(1.7976931348623157e308);
const bool l_4117 = l_4115 && l_4116;
if (l_4117) {
const uint64 l_4118 = reinterpret_cast<uint64 const&>(l_4114);
const uint64 l_4119 = l_4118 >> uint64(52);
const uint64 l_4120 = l_4119 - uint64(23);
const uint64 l_4121 = l_4120 << uint64(52);
const double l_4122 = reinterpret_cast<double const&>(l_4121);
l_mut_2278 = l_4122;
}
const double l_4123 = l_4059 + l_4112;
const double l_4124 = abs(l_4123);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_4125 = l_4124 >= double(1.1754943508222875e-38);
const bool l_4126 = l_4124 <= double(1.7976931348623157e308);
const bool l_4127 = l_4125 && l_4126;
if (l_4127) {
const uint64 l_4128 = reinterpret_cast<uint64 const&>(l_4124);
const uint64 l_4129 = l_4128 >> uint64(52);
const uint64 l_4130 = l_4129 - uint64(23);
const uint64 l_4131 = l_4130 << uint64(52);
const double l_4132 = reinterpret_cast<double const&>(l_4131);
l_mut_2024 = l_4132;
}
const bool l_4133 = l_mut_2278 == l_mut_2024;
const double l_4134 = abs(l_4060);
const double l_4135 = l_4134 * l_4058;
const double l_4136 = l_4060 - l_4135;
const double l_4137 = abs(l_4136);
l_mut_2278 = double(1.401298464324817e-45);
const bool l_4138 = l_4137 >= double(1.1754943508222875e-38);
const bool l_4139 = l_4137 <= double(1.7976931348623157e308);
const bool l_4140 = l_4138 && l_4139;
if (l_4140) {
const uint64 l_4141 = reinterpret_cast<uint64 const&>(l_4137);
const uint64 l_4142 = l_4141 >> uint64(52);
const uint64 l_4143 = l_4142 - uint64(23);
const uint64 l_4144 = l_4143 << uint64(52);
const double l_4145 = reinterpret_cast<double const&>(l_4144);
l_mut_2278 = l_4145;
}
const double l_4146 = l_4060 + l_4135;
const double l_4147 = abs(l_4146);
l_mut_2024 = double(1.401298464324817e-45);
const bool l_4148 = l_4147 >= double(1.1754943508222875e-38);
const bool l_4149 = l_4147 <= double(1.7976931348623157e308);
const bool l_4150 = l_4148 && l_4149;
if (l_4150) {
const uint64 l_4151 = reinterpret_cast<uint64 const&>(l_4147);
const uint64 l_4152 = l_4151 >> uint64(52);
const uint64 l_4153 = l_4152 - uint64(23);
const uint64 l_4154 = l_4153 << uint64(52);
const double l_4155 = reinterpret_cast<double const&>(l_4154);
l_mut_2024 = l_4155;
}
const bool l_4156 = l_mut_2278 == l_mut_2024;
const bool l_4157 = l_4133 && l_4156;
if (l_4157) {
const double l_4158 = l_arr_4083[uint32(0)];
const double l_4159 = l_arr_4083[uint32(1)];
const uint32 l_4160 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4161 = l_4160 & uint32(2147483647);
const float l_4162 = reinterpret_cast<float const&>(l_4161);
const double l_4163 = double(l_4162);
l_mut_2278 = l_4163;
const bool l_4164 = l_4161 < uint32(8388608);
if (l_4164) {
const double l_4165 = double(l_4161);
const double l_4166 = l_4165 * double(1.401298464324817e-45);
l_mut_2278 = l_4166;
}
const uint64 l_4167 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_4168 = l_4160 >> uint32(31);
const uint64 l_4169 = uint64(l_4168);
const uint64 l_4170 = l_4169 << uint64(63);
const uint64 l_4171 = l_4167 | l_4170;
const double l_4172 = reinterpret_cast<double const&>(l_4171);
const uint32 l_4173 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4174 = l_4173 + uint32(1);
l_mut_2530 = l_4174;
const uint32 l_4175 = l_4173 & uint32(2147483647);
const bool l_4176 = l_4175 == uint32(0);
if (l_4176) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_4177 = l_4173 & uint32(2147483648);
const bool l_4178 = l_4177 != uint32(0);
if (l_4178) {
const uint32 l_4179 = l_4173 - uint32(1);
l_mut_2530 = l_4179;
} else {
const bool l_4180 = l_4173 == uint32(2139095040);
if (l_4180) {
l_mut_2530 = l_4173;
}
}
}
const float l_4181 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_4182 = reinterpret_cast<uint32 const&>(l_4181);
const uint32 l_4183 = l_4182 & uint32(2147483647);
const float l_4184 = reinterpret_cast<float const&>(l_4183);
const double l_4185 = double(l_4184);
l_mut_2278 = l_4185;
const bool l_4186 = l_4183 < uint32(8388608);
if (l_4186) {
const double l_4187 = double(l_4183);
const double l_4188 = l_4187 * double(1.401298464324817e-45);
l_mut_2278 = l_4188;
}
const uint64 l_4189 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_4190 = l_4182 >> uint32(31);
const uint64 l_4191 = uint64(l_4190);
const uint64 l_4192 = l_4191 << uint64(63);
const uint64 l_4193 = l_4189 | l_4192;
const double l_4194 = reinterpret_cast<double const&>(l_4193);
const uint32 l_4195 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4196 = l_4195 ^ uint32(2147483648);
const float l_4197 = reinterpret_cast<float const&>(l_4196);
const uint32 l_4198 = reinterpret_cast<uint32 const&>(l_4197);
const uint32 l_4199 = l_4198 + uint32(1);
l_mut_2530 = l_4199;
const uint32 l_4200 = l_4198 & uint32(2147483647);
const bool l_4201 = l_4200 == uint32(0);
if (l_4201) {
l_mut_2530 = uint32(1);
} else {
const uint32 l_4202 = l_4198 & uint32(2147483648);
const bool l_4203 = l_4202 != uint32(0);
if (l_4203) {
const uint32 l_4204 = l_4198 - uint32(1);
l_mut_2530 = l_4204;
} else {
const bool l_4205 = l_4198 == uint32(2139095040);
if (l_4205) {
l_mut_2530 = l_4198;
}
}
}
const float l_4206 = reinterpret_cast<float const&>(l_mut_2530);
const uint32 l_4207 = reinterpret_cast<uint32 const&>(l_4206);
const uint32 l_4208 = l_4207 ^ uint32(2147483648);
const float l_4209 = reinterpret_cast<float const&>(l_4208);
const uint32 l_4210 = reinterpret_cast<uint32 const&>(l_4209);
const uint32 l_4211 = l_4210 & uint32(2147483647);
const float l_4212 = reinterpret_cast<float const&>(l_4211);
const double l_4213 = double(l_4212);
l_mut_2278 = l_4213;
const bool l_4214 = l_4211 < uint32(8388608);
if (l_4214) {
const double l_4215 = double(l_4211);
const double l_4216 = l_4215 * double(1.401298464324817e-45);
l_mut_2278 = l_4216;
}
const uint64 l_4217 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_4218 = l_4210 >> uint32(31);
const uint64 l_4219 = uint64(l_4218);
const uint64 l_4220 = l_4219 << uint64(63);
const uint64 l_4221 = l_4217 | l_4220;
const double l_4222 = reinterpret_cast<double const&>(l_4221);
const double l_4223 = l_4158 + l_4110;
const bool l_4224 = l_4223 <= l_4172;
l_mut_308 = l_4224;
const double l_4225 = l_4158 - l_4110;
const bool l_4226 = l_4225 > l_4172;
l_mut_305 = l_4226;
const double l_4227 = l_4159 - l_4110;
const bool l_4228 = l_4227 >= l_4172;
l_mut_302 = l_4228;
const double l_4229 = l_4159 + l_4110;
const bool l_4230 = l_4229 < l_4172;
l_mut_299 = l_4230;
const double l_4231 = l_4158 + l_4110;
const bool l_4232 = l_4231 < l_4194;
l_mut_308 = l_4232;
const double l_4233 = l_4158 - l_4110;
const bool l_4234 = l_4233 >= l_4194;
l_mut_305 = l_4234;
const double l_4235 = l_4159 - l_4110;
const bool l_4236 = l_4235 > l_4222;
l_mut_302 = l_4236;
const double l_4237 = l_4159 + l_4110;
const bool l_4238 = l_4237 <= l_4222;
l_mut_299 = l_4238;
l_mut_2530 = uint32(2);
const bool l_4239 = l_mut_305 || l_mut_299;
if (l_4239) {
l_mut_2530 = uint32(1);
} else {
const bool l_4240 = l_mut_308 && l_mut_302;
if (l_4240) {
l_mut_2530 = uint32(0);
}
}
const uint32 l_4241 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4242 = l_4241 & uint32(2147483647);
const bool l_4243 = l_4242 == uint32(0);
if (l_4243) {
const double l_4244 = l_4158 + l_4110;
const bool l_4245 = l_4244 < double(1.1754943508222875e-38);
const double l_4246 = l_4159 - l_4110;
const bool l_4247 = l_4246 > double(-1.1754943508222875e-38);
const bool l_4248 = l_4245 && l_4247;
const double l_4249 = l_4158 - l_4110;
const bool l_4250 = l_4249 < double(1.1754943508222875e-38);
const double l_4251 = l_4159 + l_4110;
const bool l_4252 = l_4251 > double(-1.1754943508222875e-38);
const bool l_4253 = l_4250 && l_4252;
if (l_4248) {
l_mut_2530 = uint32(0);
} else {
const bool l_4254 = l_mut_2530 == uint32(1);
const bool l_4255 = l_4253 && l_4254;
if (l_4255) {
l_mut_2530 = uint32(2);
}
}
}
l_mut_3573 = l_mut_2530;
}
}
}
l_mut_190 = l_mut_3573;
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
const uint32 l_4256 = l_arr_189[uint32(0)];
const bool l_4257 = l_4256 == uint32(0);
if (l_4257) {
l_mut_190 = uint32(2);
}
l_arr_10[l_mut_170] = l_mut_190;
const uint32 l_4258 = l_arr_10[l_mut_170];
const bool l_4259 = l_4258 == uint32(2);
if (l_4259) {
l_mut_167 = bool(false);
}
}
}
const bool l_4260 = l_mut_69 == uint32(4294967293);
if (l_4260) {
const uint32 l_4261 = l_arr_8[uint32(0)];
const uint32 l_4262 = l_4261 + uint32(1);
l_arr_8[uint32(0)] = l_4262;
} else {
if (l_mut_167) {
l_mut_2278 = l_157;
const bool l_4263 = l_mut_2278 < double(-17.0);
if (l_4263) {
l_mut_2278 = double(-17.0);
}
const bool l_4264 = l_mut_2278 > double(17.0);
if (l_4264) {
l_mut_2278 = double(17.0);
}
const double l_4265 = l_mut_2278 + double(16.0);
const double l_4266 = l_4265 + double(1.0);
const uint32 l_4267 = uint32(l_4266);
const uint32 l_4268 = uint32(2) + l_4267;
const uint32 l_4269 = l_arr_8[l_4268];
const uint32 l_4270 = l_4269 + uint32(1);
l_arr_8[l_4268] = l_4270;
const uint32 l_4271 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4272 = l_4271 & uint32(2147483647);
const float l_4273 = reinterpret_cast<float const&>(l_4272);
const double l_4274 = double(l_4273);
l_mut_2278 = l_4274;
const bool l_4275 = l_4272 < uint32(8388608);
if (l_4275) {
const double l_4276 = double(l_4272);
const double l_4277 = l_4276 * double(1.401298464324817e-45);
l_mut_2278 = l_4277;
}
const uint64 l_4278 = reinterpret_cast<uint64 const&>(l_mut_2278);
const uint32 l_4279 = l_4271 >> uint32(31);
const uint64 l_4280 = uint64(l_4279);
const uint64 l_4281 = l_4280 << uint64(63);
const uint64 l_4282 = l_4278 | l_4281;
const double l_4283 = reinterpret_cast<double const&>(l_4282);
const double l_4284 = abs(l_mut_31);
const double l_4285 = l_mut_31 * double(0.0);
const double l_4286 = l_4285 + double(7.1362384635298e44);
l_mut_2278 = l_4286;
const bool l_4287 = l_4284 >= double(2.350988701644575e-38);
if (l_4287) {
const uint32 l_4288 = l_mut_69 & uint32(2147483647);
const float l_4289 = reinterpret_cast<float const&>(l_4288);
const double l_4290 = double(l_4289);
const uint32 l_4291 = l_4288 & uint32(2139095040);
const float l_4292 = reinterpret_cast<float const&>(l_4291);
const double l_4293 = double(l_4292);
const bool l_4294 = l_4290 > l_4284;
const uint32 l_4295 = l_4288 & uint32(8388607);
const bool l_4296 = l_4295 == uint32(0);
const bool l_4297 = l_4294 && l_4296;
const double l_4298 = l_4293 * double(1.1920928955078125e-7);
const double l_4299 = double(l_4297);
const double l_4300 = double(0.5) * l_4299;
const double l_4301 = double(1.0) - l_4300;
const double l_4302 = l_4298 * l_4301;
const double l_4303 = double(1.0) / l_4302;
l_mut_2278 = l_4303;
}
const double l_4304 = l_4283 - l_mut_31;
const double l_4305 = l_4304 * l_mut_2278;
const uint32 l_4306 = uint32(2) * uint32(0);
const uint32 l_4307 = uint32(45) + l_4306;
const double l_4308 = abs(l_4305);
const double l_4309 = l_arr_9[uint32(0)];
const double l_4310 = abs(l_4309);
const bool l_4311 = l_4308 > l_4310;
l_mut_308 = l_4311;
const bool l_4312 = uint32(0) == uint32(0);
if (l_4312) {
const double l_4313 = l_arr_9[uint32(0)];
const bool l_4314 = l_4305 < l_4313;
l_mut_308 = l_4314;
} else {
const bool l_4315 = uint32(0) == uint32(1);
if (l_4315) {
const double l_4316 = l_arr_9[uint32(0)];
const bool l_4317 = l_4305 > l_4316;
l_mut_308 = l_4317;
}
}
const uint32 l_4318 = l_arr_8[l_4307];
const bool l_4319 = l_4318 == uint32(4294967295);
const bool l_4320 = l_4319 || l_mut_308;
if (l_4320) {
l_arr_8[l_4307] = l_23;
const uint32 l_4321 = l_4307 + uint32(1);
l_arr_8[l_4321] = l_138;
l_arr_9[uint32(0)] = l_4305;
}
const uint32 l_4322 = uint32(2) * uint32(1);
const uint32 l_4323 = uint32(45) + l_4322;
const double l_4324 = abs(l_4305);
const double l_4325 = l_arr_9[uint32(1)];
const double l_4326 = abs(l_4325);
const bool l_4327 = l_4324 > l_4326;
l_mut_308 = l_4327;
const bool l_4328 = uint32(1) == uint32(0);
if (l_4328) {
const double l_4329 = l_arr_9[uint32(1)];
const bool l_4330 = l_4305 < l_4329;
l_mut_308 = l_4330;
} else {
const bool l_4331 = uint32(1) == uint32(1);
if (l_4331) {
const double l_4332 = l_arr_9[uint32(1)];
const bool l_4333 = l_4305 > l_4332;
l_mut_308 = l_4333;
}
}
const uint32 l_4334 = l_arr_8[l_4323];
const bool l_4335 = l_4334 == uint32(4294967295);
const bool l_4336 = l_4335 || l_mut_308;
if (l_4336) {
l_arr_8[l_4323] = l_23;
const uint32 l_4337 = l_4323 + uint32(1);
l_arr_8[l_4337] = l_138;
l_arr_9[uint32(1)] = l_4305;
}
const bool l_4338 = l_157 != double(0.0);
if (l_4338) {

for (uint32 l_mut_4339 = uint32(0); l_mut_4339 < uint32(8); ++l_mut_4339) {
const uint32 l_4340 = l_arr_10[l_mut_4339];
const bool l_4341 = l_4340 == uint32(1);
if (l_4341) {
const uint32 l_4342 = uint32(37) + l_mut_4339;
const uint32 l_4343 = l_arr_8[l_4342];
const uint32 l_4344 = l_4343 + uint32(1);
l_arr_8[l_4342] = l_4344;
const uint32 l_4345 = uint32(2) + l_mut_4339;
const uint32 l_4346 = uint32(2) * l_4345;
const uint32 l_4347 = uint32(45) + l_4346;
const double l_4348 = abs(l_4305);
const double l_4349 = l_arr_9[l_4345];
const double l_4350 = abs(l_4349);
const bool l_4351 = l_4348 > l_4350;
l_mut_308 = l_4351;
const bool l_4352 = l_4345 == uint32(0);
if (l_4352) {
const double l_4353 = l_arr_9[l_4345];
const bool l_4354 = l_4305 < l_4353;
l_mut_308 = l_4354;
} else {
const bool l_4355 = l_4345 == uint32(1);
if (l_4355) {
const double l_4356 = l_arr_9[l_4345];
const bool l_4357 = l_4305 > l_4356;
l_mut_308 = l_4357;
}
}
const uint32 l_4358 = l_arr_8[l_4347];
const bool l_4359 = l_4358 == uint32(4294967295);
const bool l_4360 = l_4359 || l_mut_308;
if (l_4360) {
l_arr_8[l_4347] = l_23;
const uint32 l_4361 = l_4347 + uint32(1);
l_arr_8[l_4361] = l_138;
l_arr_9[l_4345] = l_4305;
}
}
}
}
} else {
const uint32 l_4362 = l_arr_8[uint32(1)];
const uint32 l_4363 = l_2 + l_4362;
const uint32 l_4364 = l_4363 * uint32(2);
const uint32 l_4449 = info.static_meta[uint32(6)];
const uint32 l_4450 = l_4449 * uint32(1);
const bool l_4451 = l_4364 < l_4450;
if (l_4451) {
buffer_6[l_4364] = l_23;
}
const uint32 l_4365 = l_4364 + uint32(1);
const uint32 l_4452 = info.static_meta[uint32(6)];
const uint32 l_4453 = l_4452 * uint32(1);
const bool l_4454 = l_4365 < l_4453;
if (l_4454) {
buffer_6[l_4365] = l_138;
}
const uint32 l_4366 = l_arr_8[uint32(1)];
const uint32 l_4367 = l_4366 + uint32(1);
l_arr_8[uint32(1)] = l_4367;
}
}
}

for (uint32 l_mut_4368 = uint32(0); l_mut_4368 < uint32(65); ++l_mut_4368) {
const uint32 l_4369 = idxGlobal * uint32(65);
const uint32 l_4370 = l_4369 + l_mut_4368;
const uint32 l_4371 = l_arr_8[l_mut_4368];
const uint32 l_4455 = info.static_meta[uint32(4)];
const uint32 l_4456 = l_4455 * uint32(1);
const bool l_4457 = l_4370 < l_4456;
if (l_4457) {
buffer_4[l_4370] = l_4371;
}
}

for (uint32 l_mut_4372 = uint32(0); l_mut_4372 < uint32(10); ++l_mut_4372) {
const uint32 l_4373 = idxGlobal * uint32(10);
const uint32 l_4374 = l_4373 + l_mut_4372;
const double l_4375 = l_arr_9[l_mut_4372];
const uint32 l_4458 = info.static_meta[uint32(5)];
const uint32 l_4459 = l_4458 * uint32(1);
const bool l_4460 = l_4374 < l_4459;
if (l_4460) {
buffer_5[l_4374] = l_4375;
}
}
}

}
