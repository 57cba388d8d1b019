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

uint32 l_arr_421[1];

double l_arr_2466[2];

double l_arr_3410[2];

double l_arr_3617[2];

double l_arr_4007[2];

uint32 l_arr_10[8];

bool l_mut_128;
bool l_mut_521;
bool l_mut_524;
bool l_mut_527;
bool l_mut_530;
double l_mut_1580;
double l_mut_1656;
double l_mut_1883;
double l_mut_2112;
double l_mut_2339;
double l_mut_243;
double l_mut_26;
double l_mut_35;
double l_mut_49;
double l_mut_76;
float l_mut_22;
int32 l_mut_188;
uint32 l_mut_2572;
uint32 l_mut_3516;
uint32 l_mut_422;
uint32 l_mut_438;
uint32 l_mut_476;
uint32 l_mut_59;
uint64 l_mut_144;
uint64 l_mut_173;
uint64 l_mut_185;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_4279 = info.static_meta[uint32(7)];
const uint32 l_4280 = l_4279 * uint32(1);
const bool l_4281 = uint32(0) < l_4280;
if (l_4281) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_4265 = info.static_meta[uint32(0)];
const uint32 l_4266 = l_4265 * uint32(1);
const bool l_4267 = uint32(1) < l_4266;
const uint32 l_4268 = l_4266 - uint32(1);
const uint32 l_4269 = min(uint32(1), l_4268);
const uint32 l_4270 = buffer_0[l_4269];
const uint32 l_4271 = (l_4267) ? l_4270 : uint32(0);
const uint32 l_1 = l_4271;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_4272 = info.static_meta[uint32(0)];
const uint32 l_4273 = l_4272 * uint32(1);
const bool l_4274 = uint32(2) < l_4273;
const uint32 l_4275 = l_4273 - uint32(1);
const uint32 l_4276 = min(uint32(2), l_4275);
const uint32 l_4277 = buffer_0[l_4276];
const uint32 l_4278 = (l_4274) ? l_4277 : uint32(0);
const uint32 l_3 = l_4278;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_4282 = info.static_meta[uint32(0)];
const uint32 l_4283 = l_4282 * uint32(1);
const bool l_4284 = uint32(2) < l_4283;
const uint32 l_4285 = l_4283 - uint32(1);
const uint32 l_4286 = min(uint32(2), l_4285);
const uint32 l_4287 = buffer_0[l_4286];
const uint32 l_4288 = (l_4284) ? l_4287 : uint32(0);
const uint32 l_6 = l_4288;
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
const uint32 l_4289 = info.static_meta[uint32(0)];
const uint32 l_4290 = l_4289 * uint32(1);
const bool l_4291 = uint32(0) < l_4290;
const uint32 l_4292 = l_4290 - uint32(1);
const uint32 l_4293 = min(uint32(0), l_4292);
const uint32 l_4294 = buffer_0[l_4293];
const uint32 l_4295 = (l_4291) ? l_4294 : uint32(0);
const uint32 l_19 = l_4295;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = tan(l_21);
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
const uint32 l_4303 = info.static_meta[uint32(3)];
const uint32 l_4304 = l_4303 * uint32(1);
const bool l_4305 = uint32(1024) < l_4304;
const uint32 l_4306 = l_4304 - uint32(1);
const uint32 l_4307 = min(uint32(1024), l_4306);
const uint32 l_4308 = buffer_3[l_4307];
const uint32 l_4309 = (l_4305) ? l_4308 : uint32(0);
const uint32 l_44 = l_4309;
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
const double l_129 = l_99 / l_123;
l_mut_76 = l_129;
if (l_125) {
const double l_130 = l_123 / l_99;
l_mut_76 = l_130;
}
l_mut_128 = l_125;
const bool l_131 = bool(true) && l_72;
if (l_131) {
const bool l_132 = !l_mut_128;
l_mut_128 = l_132;
}
if (l_mut_128) {
const double l_133 = -l_mut_76;
l_mut_76 = l_133;
}
l_mut_26 = l_mut_76;
} else {
const bool l_134 = l_37 < uint32(2139095040);
if (l_134) {
const uint32 l_135 = l_37 & uint32(8388607);
const uint32 l_136 = l_135 | uint32(8388608);
const uint64 l_137 = uint64(l_136);
const uint32 l_138 = l_37 >> uint32(23);
const uint32 l_139 = l_138 * uint32(4);
const uint32 l_140 = l_139 + uint32(3);
const uint32 l_4310 = info.static_meta[uint32(3)];
const uint32 l_4311 = l_4310 * uint32(1);
const bool l_4312 = l_140 < l_4311;
const uint32 l_4313 = l_4311 - uint32(1);
const uint32 l_4314 = min(l_140, l_4313);
const uint32 l_4315 = buffer_3[l_4314];
const uint32 l_4316 = (l_4312) ? l_4315 : uint32(0);
const uint32 l_141 = l_4316;
const uint64 l_142 = uint64(l_141);
const uint64 l_143 = l_137 * l_142;
l_mut_144 = l_143;
const uint64 l_145 = l_mut_144 & uint64(4294967295);
const uint64 l_146 = l_mut_144 >> uint64(32);
const uint32 l_147 = l_139 + uint32(2);
const uint32 l_4317 = info.static_meta[uint32(3)];
const uint32 l_4318 = l_4317 * uint32(1);
const bool l_4319 = l_147 < l_4318;
const uint32 l_4320 = l_4318 - uint32(1);
const uint32 l_4321 = min(l_147, l_4320);
const uint32 l_4322 = buffer_3[l_4321];
const uint32 l_4323 = (l_4319) ? l_4322 : uint32(0);
const uint32 l_148 = l_4323;
const uint64 l_149 = uint64(l_148);
const uint64 l_150 = l_137 * l_149;
const uint64 l_151 = l_146 + l_150;
l_mut_144 = l_151;
const uint64 l_152 = l_mut_144 & uint64(4294967295);
const uint64 l_153 = l_mut_144 >> uint64(32);
const uint32 l_154 = l_139 + uint32(1);
const uint32 l_4324 = info.static_meta[uint32(3)];
const uint32 l_4325 = l_4324 * uint32(1);
const bool l_4326 = l_154 < l_4325;
const uint32 l_4327 = l_4325 - uint32(1);
const uint32 l_4328 = min(l_154, l_4327);
const uint32 l_4329 = buffer_3[l_4328];
const uint32 l_4330 = (l_4326) ? l_4329 : uint32(0);
const uint32 l_155 = l_4330;
const uint64 l_156 = uint64(l_155);
const uint64 l_157 = l_137 * l_156;
const uint64 l_158 = l_153 + l_157;
l_mut_144 = l_158;
const uint64 l_159 = l_mut_144 & uint64(4294967295);
const uint64 l_160 = l_mut_144 >> uint64(32);
const uint32 l_4331 = info.static_meta[uint32(3)];
const uint32 l_4332 = l_4331 * uint32(1);
const bool l_4333 = l_139 < l_4332;
const uint32 l_4334 = l_4332 - uint32(1);
const uint32 l_4335 = min(l_139, l_4334);
const uint32 l_4336 = buffer_3[l_4335];
const uint32 l_4337 = (l_4333) ? l_4336 : uint32(0);
const uint32 l_161 = l_4337;
const uint64 l_162 = uint64(l_161);
const uint64 l_163 = l_137 * l_162;
const uint64 l_164 = l_160 + l_163;
l_mut_144 = l_164;
const uint64 l_165 = l_mut_144 >> uint64(29);
const uint64 l_166 = l_165 & uint64(3);
const uint32 l_167 = uint32(l_166);
l_mut_59 = l_167;
const uint64 l_168 = l_mut_144 & uint64(536870911);
const uint64 l_169 = l_168 << uint64(32);
const uint64 l_170 = l_169 | l_159;
l_mut_144 = l_170;
const uint64 l_171 = l_152 << uint64(32);
const uint64 l_172 = l_171 | l_145;
l_mut_173 = l_172;
const bool l_174 = l_mut_144 >= uint64(1152921504606846976);
if (l_174) {
const uint32 l_175 = l_mut_59 + uint32(1);
const uint32 l_176 = l_175 & uint32(3);
l_mut_59 = l_176;
const bool l_177 = l_mut_173 != uint64(0);
const uint64 l_178 = uint64(l_177);
const uint64 l_179 = uint64(0) - l_mut_173;
l_mut_173 = l_179;
const uint64 l_180 = uint64(2305843009213693952) - l_mut_144;
const uint64 l_181 = l_180 - l_178;
l_mut_144 = l_181;
}
const uint32 l_182 = uint32(__clzll(int64(l_mut_173)));
const uint64 l_183 = uint64(l_182);
const uint64 l_184 = l_mut_173 << l_183;
l_mut_185 = l_184;
const int32 l_186 = int32(l_182);
const int32 l_187 = int32(0) - l_186;
l_mut_188 = l_187;
const bool l_189 = l_mut_144 != uint64(0);
if (l_189) {
const uint32 l_190 = uint32(__clzll(int64(l_mut_144)));
const uint64 l_191 = uint64(l_190);
const uint64 l_192 = l_mut_144 << l_191;
const uint32 l_193 = uint32(64) - l_190;
const uint64 l_194 = uint64(l_193);
const uint64 l_195 = l_mut_173 >> l_194;
const uint64 l_196 = l_192 | l_195;
l_mut_185 = l_196;
const int32 l_197 = int32(l_190);
const int32 l_198 = int32(64) - l_197;
l_mut_188 = l_198;
}
const uint64 l_199 = l_mut_185 >> uint64(32);
const uint64 l_200 = l_mut_185 & uint64(4294967295);
const uint64 l_201 = l_199 * uint64(560513588);
const uint64 l_202 = l_200 * uint64(3373259426);
const uint64 l_203 = l_200 * uint64(560513588);
const uint64 l_204 = l_203 >> uint64(32);
const uint64 l_205 = l_201 & uint64(4294967295);
const uint64 l_206 = l_204 + l_205;
const uint64 l_207 = l_202 & uint64(4294967295);
const uint64 l_208 = l_206 + l_207;
const uint64 l_209 = l_199 * uint64(3373259426);
const uint64 l_210 = l_201 >> uint64(32);
const uint64 l_211 = l_209 + l_210;
const uint64 l_212 = l_202 >> uint64(32);
const uint64 l_213 = l_211 + l_212;
const uint64 l_214 = l_208 >> uint64(32);
const uint64 l_215 = l_213 + l_214;
l_mut_185 = l_215;
const int32 l_216 = l_mut_188 - int32(124);
l_mut_188 = l_216;
const bool l_217 = l_mut_185 < uint64(9223372036854775808);
if (l_217) {
const uint64 l_218 = l_mut_185 << uint64(1);
const uint64 l_219 = l_208 >> uint64(31);
const uint64 l_220 = l_219 & uint64(1);
const uint64 l_221 = l_218 | l_220;
l_mut_185 = l_221;
l_mut_188 = l_mut_188 - int32(1);
}
const uint64 l_222 = l_mut_185 >> uint64(11);
const double l_223 = double(l_222);
const int32 l_224 = l_mut_188 + int32(11);
const int32 l_225 = l_224 + int32(1023);
const uint64 l_226 = uint64(l_225);
const uint64 l_227 = l_226 << uint64(52);
const double l_228 = reinterpret_cast<double const&>(l_227);
const double l_229 = l_223 * l_228;
l_mut_76 = l_229;
const uint64 l_230 = l_mut_185 & uint64(2047);
const double l_231 = double(l_230);
const int32 l_232 = l_mut_188 + int32(1023);
const uint64 l_233 = uint64(l_232);
const uint64 l_234 = l_233 << uint64(52);
const double l_235 = reinterpret_cast<double const&>(l_234);
const double l_236 = l_231 * l_235;
l_mut_49 = l_236;
if (l_174) {
const double l_237 = -l_mut_76;
l_mut_76 = l_237;
const double l_238 = -l_mut_49;
l_mut_49 = l_238;
}
const bool l_239 = l_36 >= uint32(2147483648);
const double l_240 = l_mut_76 * l_mut_76;
const double l_241 = l_240 * double(1.9572941063391263e-20);
const double l_242 = double(8.22063524662433e-18) - l_241;
l_mut_243 = l_242;
const double l_244 = l_mut_243 * l_240;
const double l_245 = l_244 - double(2.8114572543455206e-15);
l_mut_243 = l_245;
const double l_246 = l_mut_243 * l_240;
const double l_247 = l_246 + double(7.647163731819816e-13);
l_mut_243 = l_247;
const double l_248 = l_mut_243 * l_240;
const double l_249 = l_248 - double(1.6059043836821613e-10);
l_mut_243 = l_249;
const double l_250 = l_mut_243 * l_240;
const double l_251 = l_250 + double(2.505210838544172e-8);
l_mut_243 = l_251;
const double l_252 = l_mut_243 * l_240;
const double l_253 = l_252 - double(2.7557319223985893e-6);
l_mut_243 = l_253;
const double l_254 = l_mut_243 * l_240;
const double l_255 = l_254 + double(0.0001984126984126984);
l_mut_243 = l_255;
const double l_256 = l_mut_243 * l_240;
const double l_257 = l_256 - double(0.008333333333333333);
l_mut_243 = l_257;
const double l_258 = l_mut_243 * l_240;
const double l_259 = l_258 + double(0.16666666666666666);
l_mut_243 = l_259;
const double l_260 = double(0.5) * l_240;
const double l_261 = double(1.0) - l_260;
const double l_262 = l_mut_49 * l_261;
const double l_263 = l_mut_76 * l_240;
const double l_264 = l_263 * l_mut_243;
const double l_265 = l_262 - l_264;
const double l_266 = l_mut_76 + l_265;
const double l_267 = l_mut_76 * l_mut_76;
const double l_268 = l_267 * double(4.110317623312165e-19);
const double l_269 = l_268 - double(1.5619206968586225e-16);
l_mut_243 = l_269;
const double l_270 = l_mut_243 * l_267;
const double l_271 = l_270 + double(4.779477332387385e-14);
l_mut_243 = l_271;
const double l_272 = l_mut_243 * l_267;
const double l_273 = l_272 - double(1.1470745597729725e-11);
l_mut_243 = l_273;
const double l_274 = l_mut_243 * l_267;
const double l_275 = l_274 + double(2.08767569878681e-9);
l_mut_243 = l_275;
const double l_276 = l_mut_243 * l_267;
const double l_277 = l_276 - double(2.755731922398589e-7);
l_mut_243 = l_277;
const double l_278 = l_mut_243 * l_267;
const double l_279 = l_278 + double(2.48015873015873e-5);
l_mut_243 = l_279;
const double l_280 = l_mut_243 * l_267;
const double l_281 = l_280 - double(0.001388888888888889);
l_mut_243 = l_281;
const double l_282 = l_mut_243 * l_267;
const double l_283 = l_282 + double(0.041666666666666664);
l_mut_243 = l_283;
const double l_284 = double(0.5) * l_267;
const double l_285 = double(1.0) - l_284;
const double l_286 = l_267 * l_267;
const double l_287 = l_286 * l_mut_243;
const double l_288 = l_mut_49 * l_mut_76;
const double l_289 = l_287 - l_288;
const double l_290 = l_285 + l_289;
const uint32 l_291 = l_mut_59 & uint32(1);
const bool l_292 = l_291 == uint32(1);
l_mut_243 = l_266;
const uint32 l_293 = l_mut_59 & uint32(2);
const bool l_294 = l_293 != uint32(0);
l_mut_128 = l_294;
const double l_295 = l_266 / l_290;
l_mut_243 = l_295;
if (l_292) {
const double l_296 = l_290 / l_266;
l_mut_243 = l_296;
}
l_mut_128 = l_292;
const bool l_297 = bool(true) && l_239;
if (l_297) {
const bool l_298 = !l_mut_128;
l_mut_128 = l_298;
}
if (l_mut_128) {
const double l_299 = -l_mut_243;
l_mut_243 = l_299;
}
l_mut_26 = l_mut_243;
}
}
l_mut_35 = l_mut_26;
const uint32 l_4296 = info.static_meta[uint32(3)];
const uint32 l_4297 = l_4296 * uint32(1);
const bool l_4298 = uint32(1024) < l_4297;
const uint32 l_4299 = l_4297 - uint32(1);
const uint32 l_4300 = min(uint32(1024), l_4299);
const uint32 l_4301 = buffer_3[l_4300];
const uint32 l_4302 = (l_4298) ? l_4301 : uint32(0);
const uint32 l_300 = l_4302;
const float l_301 = reinterpret_cast<float const&>(l_300);
const double l_302 = double(l_301);
l_mut_59 = uint32(4294967294);
const uint32 l_303 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_304 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_305 = l_304 & uint32(2139095040);
const bool l_306 = l_305 != uint32(2139095040);
const bool l_307 = l_305 == uint32(0);
const uint32 l_308 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_309 = l_308 & uint32(8388607);
const bool l_310 = l_309 != uint32(0);
const bool l_311 = l_307 && l_310;
const double l_312 = abs(l_mut_35);
const bool l_313 = l_mut_35 < double(0.0);
const uint32 l_314 = uint32(l_313);
const uint32 l_315 = uint32(2147483648) * l_314;
if (l_311) {
} else {
const bool l_316 = isnan(l_mut_35);
if (l_316) {
const uint32 l_317 = l_303 & uint32(2147483647);
const bool l_318 = l_317 > uint32(2139095040);
if (l_318) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_319 = l_312 >= double(3.402823669209385e38);
const bool l_320 = !l_306;
const bool l_321 = l_312 == double(0.0);
const bool l_322 = l_320 && l_321;
const bool l_323 = l_319 || l_322;
if (l_323) {
const bool l_324 = l_312 >= double(3.402823669209385e38);
const uint32 l_325 = uint32(l_324);
const uint32 l_326 = uint32(2139095040) * l_325;
const uint32 l_327 = l_326 | l_315;
const bool l_328 = l_303 == l_327;
const uint32 l_329 = l_303 | l_327;
const uint32 l_330 = l_329 & uint32(2147483647);
const bool l_331 = l_330 == uint32(0);
const bool l_332 = l_328 || l_331;
if (l_332) {
l_mut_59 = uint32(4294967293);
}
} else {
const bool l_333 = l_312 >= double(2.350988701644575e-38);
const bool l_334 = l_306 && l_333;
const bool l_335 = l_312 < double(3.4028234663852886e38);
const bool l_336 = l_334 && l_335;
if (l_336) {
const float l_337 = float(l_312);
const uint32 l_338 = reinterpret_cast<uint32 const&>(l_337);
const float l_339 = reinterpret_cast<float const&>(l_338);
const double l_340 = double(l_339);
const double l_341 = l_312 - l_340;
const uint32 l_342 = l_338 + uint32(1);
const bool l_343 = l_341 < double(0.0);
const uint32 l_344 = uint32(l_343);
const uint32 l_345 = uint32(2) * l_344;
const uint32 l_346 = l_342 - l_345;
const float l_347 = reinterpret_cast<float const&>(l_346);
const double l_348 = double(l_347);
const double l_349 = l_348 - l_340;
const double l_350 = abs(l_349);
const double l_351 = l_350 * double(0.5);
const double l_352 = abs(l_341);
const double l_353 = l_351 - l_352;
const double l_354 = l_312 * double(9.094947017729282e-13);
const bool l_355 = l_353 > l_354;
if (l_355) {
const uint32 l_356 = l_338 | l_315;
l_mut_59 = l_356;
}
} else {
const bool l_357 = l_312 < double(2.350988701644575e-38);
const bool l_358 = l_306 && l_357;
if (l_358) {
const double l_359 = l_312 * double(7.1362384635298e44);
const double l_360 = floor(l_359);
const double l_361 = l_359 - l_360;
const double l_362 = l_361 - double(0.5);
const double l_363 = abs(l_362);
const double l_364 = l_359 * double(9.094947017729282e-13);
const bool l_365 = l_363 > l_364;
if (l_365) {
const bool l_366 = l_361 > double(0.5);
const double l_367 = double(l_366);
const double l_368 = l_360 + l_367;
const uint32 l_369 = uint32(l_368);
const uint32 l_370 = l_369 | l_315;
l_mut_59 = l_370;
}
}
}
}
}
}
const uint32 l_371 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_372 = l_371 & uint32(2147483647);
const bool l_373 = l_372 > uint32(2139095040);
const uint32 l_374 = l_371 & uint32(2147483647);
const bool l_375 = l_374 == uint32(0);
const uint32 l_376 = l_371 & uint32(2147483647);
const double l_377 = double(l_376);
const uint32 l_378 = l_371 >> uint32(31);
const double l_379 = double(l_378);
const double l_380 = double(2.0) * l_379;
const double l_381 = double(1.0) - l_380;
const double l_382 = l_377 * l_381;
const uint32 l_383 = l_mut_59 & uint32(2147483647);
const double l_384 = double(l_383);
const uint32 l_385 = l_mut_59 >> uint32(31);
const double l_386 = double(l_385);
const double l_387 = double(2.0) * l_386;
const double l_388 = double(1.0) - l_387;
const double l_389 = l_384 * l_388;
const double l_390 = l_382 - l_389;
const uint32 l_391 = l_mut_59 & uint32(2139095040);
const bool l_392 = l_391 == uint32(0);
const bool l_393 = l_mut_59 < uint32(4294967293);
const bool l_394 = l_390 == double(0.0);
const bool l_395 = l_375 && l_392;
const bool l_396 = l_373 || l_395;
const bool l_397 = !l_396;
const bool l_398 = l_394 || l_397;
const bool l_399 = l_393 && l_398;
l_mut_128 = l_399;
const bool l_400 = l_390 != double(0.0);
const bool l_401 = l_mut_128 && l_400;
if (l_401) {

for (uint32 l_mut_402 = uint32(0); l_mut_402 < uint32(8); ++l_mut_402) {
const uint32 l_403 = uint32(2) * l_mut_402;
const uint32 l_4338 = info.static_meta[uint32(1)];
const uint32 l_4339 = l_4338 * uint32(1);
const bool l_4340 = l_403 < l_4339;
const uint32 l_4341 = l_4339 - uint32(1);
const uint32 l_4342 = min(l_403, l_4341);
const uint32 l_4343 = buffer_1[l_4342];
const uint32 l_4344 = (l_4340) ? l_4343 : uint32(0);
const uint32 l_404 = l_4344;
const uint32 l_405 = uint32(2) * l_mut_402;
const uint32 l_406 = l_405 + uint32(1);
const uint32 l_4345 = info.static_meta[uint32(1)];
const uint32 l_4346 = l_4345 * uint32(1);
const bool l_4347 = l_406 < l_4346;
const uint32 l_4348 = l_4346 - uint32(1);
const uint32 l_4349 = min(l_406, l_4348);
const uint32 l_4350 = buffer_1[l_4349];
const uint32 l_4351 = (l_4347) ? l_4350 : uint32(0);
const uint32 l_407 = l_4351;
const bool l_408 = l_407 != uint32(0);
const uint32 l_409 = l_mut_402 * uint32(4);
const uint32 l_4352 = info.static_meta[uint32(2)];
const uint32 l_4353 = l_4352 * uint32(1);
const bool l_4354 = l_409 < l_4353;
const uint32 l_4355 = l_4353 - uint32(1);
const uint32 l_4356 = min(l_409, l_4355);
const double l_4357 = buffer_2[l_4356];
const double l_4358 = (l_4354) ? l_4357 : double(0.0);
const double l_410 = l_4358;
const uint32 l_411 = l_mut_402 * uint32(4);
const uint32 l_412 = l_411 + uint32(1);
const uint32 l_4359 = info.static_meta[uint32(2)];
const uint32 l_4360 = l_4359 * uint32(1);
const bool l_4361 = l_412 < l_4360;
const uint32 l_4362 = l_4360 - uint32(1);
const uint32 l_4363 = min(l_412, l_4362);
const double l_4364 = buffer_2[l_4363];
const double l_4365 = (l_4361) ? l_4364 : double(0.0);
const double l_413 = l_4365;
const uint32 l_414 = l_mut_402 * uint32(4);
const uint32 l_415 = l_414 + uint32(2);
const uint32 l_4366 = info.static_meta[uint32(2)];
const uint32 l_4367 = l_4366 * uint32(1);
const bool l_4368 = l_415 < l_4367;
const uint32 l_4369 = l_4367 - uint32(1);
const uint32 l_4370 = min(l_415, l_4369);
const double l_4371 = buffer_2[l_4370];
const double l_4372 = (l_4368) ? l_4371 : double(0.0);
const double l_416 = l_4372;
const double l_417 = double(l_21);
const double l_418 = abs(l_417);
const double l_419 = abs(l_mut_35);
const double l_420 = l_419 * double(1.4551915228366852e-11);
l_arr_421[uint32(0)] = uint32(1);
l_mut_422 = uint32(2);
const bool l_423 = l_404 == uint32(0);
if (l_423) {
l_mut_422 = uint32(0);
} else {
const bool l_424 = l_404 == uint32(1);
if (l_424) {
l_mut_422 = uint32(1);
const double l_425 = abs(l_390);
const bool l_426 = l_425 <= l_410;
if (l_426) {
l_mut_422 = uint32(0);
}
} else {
const bool l_427 = l_404 == uint32(2);
if (l_427) {
const double l_428 = abs(l_mut_35);
l_mut_243 = double(1.401298464324817e-45);
const bool l_429 = l_428 >= double(1.1754943508222875e-38);
const bool l_430 = l_428 <= double(1.7976931348623157e308);
const bool l_431 = l_429 && l_430;
if (l_431) {
const uint64 l_432 = reinterpret_cast<uint64 const&>(l_428);
const uint64 l_433 = l_432 >> uint64(52);
const uint64 l_434 = l_433 - uint64(23);
const uint64 l_435 = l_434 << uint64(52);
const double l_436 = reinterpret_cast<double const&>(l_435);
l_mut_243 = l_436;
}
const double l_437 = l_410 * l_mut_243;
l_mut_438 = uint32(2);
const double l_439 = l_mut_35 - l_420;
const double l_440 = abs(l_439);
l_mut_243 = double(1.401298464324817e-45);
const bool l_441 = l_440 >= double(1.1754943508222875e-38);
const bool l_442 = l_440 <= double(1.7976931348623157e308);
const bool l_443 = l_441 && l_442;
if (l_443) {
const uint64 l_444 = reinterpret_cast<uint64 const&>(l_440);
const uint64 l_445 = l_444 >> uint64(52);
const uint64 l_446 = l_445 - uint64(23);
const uint64 l_447 = l_446 << uint64(52);
const double l_448 = reinterpret_cast<double const&>(l_447);
l_mut_243 = l_448;
}
const double l_449 = l_mut_35 + l_420;
const double l_450 = abs(l_449);
l_mut_76 = double(1.401298464324817e-45);
const bool l_451 = l_450 >= double(1.1754943508222875e-38);
const bool l_452 = l_450 <= double(1.7976931348623157e308);
const bool l_453 = l_451 && l_452;
if (l_453) {
const uint64 l_454 = reinterpret_cast<uint64 const&>(l_450);
const uint64 l_455 = l_454 >> uint64(52);
const uint64 l_456 = l_455 - uint64(23);
const uint64 l_457 = l_456 << uint64(52);
const double l_458 = reinterpret_cast<double const&>(l_457);
l_mut_76 = l_458;
}
const bool l_459 = l_mut_243 == l_mut_76;
if (l_459) {
const double l_460 = l_437 * double(1.4551915228366852e-11);
const double l_461 = l_420 + l_460;
const double l_462 = l_mut_35 - l_437;
const double l_463 = l_mut_35 + l_437;
const uint32 l_464 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_465 = double(l_mut_22);
l_mut_243 = l_465;
const uint32 l_466 = l_464 & uint32(2139095040);
const bool l_467 = l_466 == uint32(0);
if (l_467) {
const uint32 l_468 = l_464 & uint32(8388607);
const double l_469 = double(l_468);
const double l_470 = l_469 * double(1.401298464324817e-45);
l_mut_243 = l_470;
const uint32 l_471 = l_464 >> uint32(31);
const bool l_472 = l_471 == uint32(1);
if (l_472) {
const double l_473 = -l_mut_243;
l_mut_243 = l_473;
}
}
const uint32 l_474 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_475 = l_474 + uint32(1);
l_mut_476 = l_475;
const uint32 l_477 = l_474 & uint32(2147483647);
const bool l_478 = l_477 == uint32(0);
if (l_478) {
l_mut_476 = uint32(1);
} else {
const uint32 l_479 = l_474 & uint32(2147483648);
const bool l_480 = l_479 != uint32(0);
if (l_480) {
const uint32 l_481 = l_474 - uint32(1);
l_mut_476 = l_481;
} else {
const bool l_482 = l_474 == uint32(2139095040);
if (l_482) {
l_mut_476 = l_474;
}
}
}
const float l_483 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_484 = reinterpret_cast<uint32 const&>(l_483);
const double l_485 = double(l_483);
l_mut_76 = l_485;
const uint32 l_486 = l_484 & uint32(2139095040);
const bool l_487 = l_486 == uint32(0);
if (l_487) {
const uint32 l_488 = l_484 & uint32(8388607);
const double l_489 = double(l_488);
const double l_490 = l_489 * double(1.401298464324817e-45);
l_mut_76 = l_490;
const uint32 l_491 = l_484 >> uint32(31);
const bool l_492 = l_491 == uint32(1);
if (l_492) {
const double l_493 = -l_mut_76;
l_mut_76 = l_493;
}
}
const uint32 l_494 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_495 = l_494 ^ uint32(2147483648);
const float l_496 = reinterpret_cast<float const&>(l_495);
const uint32 l_497 = reinterpret_cast<uint32 const&>(l_496);
const uint32 l_498 = l_497 + uint32(1);
l_mut_476 = l_498;
const uint32 l_499 = l_497 & uint32(2147483647);
const bool l_500 = l_499 == uint32(0);
if (l_500) {
l_mut_476 = uint32(1);
} else {
const uint32 l_501 = l_497 & uint32(2147483648);
const bool l_502 = l_501 != uint32(0);
if (l_502) {
const uint32 l_503 = l_497 - uint32(1);
l_mut_476 = l_503;
} else {
const bool l_504 = l_497 == uint32(2139095040);
if (l_504) {
l_mut_476 = l_497;
}
}
}
const float l_505 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_506 = reinterpret_cast<uint32 const&>(l_505);
const uint32 l_507 = l_506 ^ uint32(2147483648);
const float l_508 = reinterpret_cast<float const&>(l_507);
const uint32 l_509 = reinterpret_cast<uint32 const&>(l_508);
const double l_510 = double(l_508);
l_mut_49 = l_510;
const uint32 l_511 = l_509 & uint32(2139095040);
const bool l_512 = l_511 == uint32(0);
if (l_512) {
const uint32 l_513 = l_509 & uint32(8388607);
const double l_514 = double(l_513);
const double l_515 = l_514 * double(1.401298464324817e-45);
l_mut_49 = l_515;
const uint32 l_516 = l_509 >> uint32(31);
const bool l_517 = l_516 == uint32(1);
if (l_517) {
const double l_518 = -l_mut_49;
l_mut_49 = l_518;
}
}
const double l_519 = l_462 + l_461;
const bool l_520 = l_519 <= l_mut_243;
l_mut_521 = l_520;
const double l_522 = l_462 - l_461;
const bool l_523 = l_522 > l_mut_243;
l_mut_524 = l_523;
const double l_525 = l_463 - l_461;
const bool l_526 = l_525 >= l_mut_243;
l_mut_527 = l_526;
const double l_528 = l_463 + l_461;
const bool l_529 = l_528 < l_mut_243;
l_mut_530 = l_529;
if (l_408) {
const double l_531 = l_462 + l_461;
const bool l_532 = l_531 < l_mut_76;
l_mut_521 = l_532;
const double l_533 = l_462 - l_461;
const bool l_534 = l_533 >= l_mut_76;
l_mut_524 = l_534;
const double l_535 = l_463 - l_461;
const bool l_536 = l_535 > l_mut_49;
l_mut_527 = l_536;
const double l_537 = l_463 + l_461;
const bool l_538 = l_537 <= l_mut_49;
l_mut_530 = l_538;
}
l_mut_476 = uint32(2);
const bool l_539 = l_mut_524 || l_mut_530;
if (l_539) {
l_mut_476 = uint32(1);
} else {
const bool l_540 = l_mut_521 && l_mut_527;
if (l_540) {
l_mut_476 = uint32(0);
}
}
const uint32 l_541 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_542 = l_541 & uint32(2147483647);
const bool l_543 = l_542 == uint32(0);
if (l_543) {
const double l_544 = l_462 + l_461;
const bool l_545 = l_544 < double(1.1754943508222875e-38);
const double l_546 = l_463 - l_461;
const bool l_547 = l_546 > double(-1.1754943508222875e-38);
const bool l_548 = l_545 && l_547;
const double l_549 = l_462 - l_461;
const bool l_550 = l_549 < double(1.1754943508222875e-38);
const double l_551 = l_463 + l_461;
const bool l_552 = l_551 > double(-1.1754943508222875e-38);
const bool l_553 = l_550 && l_552;
if (l_548) {
l_mut_476 = uint32(0);
} else {
const bool l_554 = l_mut_476 == uint32(1);
const bool l_555 = l_553 && l_554;
if (l_555) {
l_mut_476 = uint32(2);
}
}
}
l_mut_438 = l_mut_476;
}
l_mut_422 = l_mut_438;
} else {
const bool l_556 = l_404 == uint32(3);
if (l_556) {
l_mut_422 = uint32(0);
const bool l_557 = l_418 >= double(1.1754943508222875e-38);
const bool l_558 = l_418 <= double(8.507059173023462e37);
const bool l_559 = l_557 && l_558;
if (l_559) {
const double l_560 = abs(l_mut_35);
l_mut_243 = double(1.401298464324817e-45);
const bool l_561 = l_560 >= double(1.1754943508222875e-38);
const bool l_562 = l_560 <= double(1.7976931348623157e308);
const bool l_563 = l_561 && l_562;
if (l_563) {
const uint64 l_564 = reinterpret_cast<uint64 const&>(l_560);
const uint64 l_565 = l_564 >> uint64(52);
const uint64 l_566 = l_565 - uint64(23);
const uint64 l_567 = l_566 << uint64(52);
const double l_568 = reinterpret_cast<double const&>(l_567);
l_mut_243 = l_568;
}
const double l_569 = l_410 * l_mut_243;
l_mut_476 = uint32(2);
const double l_570 = l_mut_35 - l_420;
const double l_571 = abs(l_570);
l_mut_243 = double(1.401298464324817e-45);
const bool l_572 = l_571 >= double(1.1754943508222875e-38);
const bool l_573 = l_571 <= double(1.7976931348623157e308);
const bool l_574 = l_572 && l_573;
if (l_574) {
const uint64 l_575 = reinterpret_cast<uint64 const&>(l_571);
const uint64 l_576 = l_575 >> uint64(52);
const uint64 l_577 = l_576 - uint64(23);
const uint64 l_578 = l_577 << uint64(52);
const double l_579 = reinterpret_cast<double const&>(l_578);
l_mut_243 = l_579;
}
const double l_580 = l_mut_35 + l_420;
const double l_581 = abs(l_580);
l_mut_76 = double(1.401298464324817e-45);
const bool l_582 = l_581 >= double(1.1754943508222875e-38);
const bool l_583 = l_581 <= double(1.7976931348623157e308);
const bool l_584 = l_582 && l_583;
if (l_584) {
const uint64 l_585 = reinterpret_cast<uint64 const&>(l_581);
const uint64 l_586 = l_585 >> uint64(52);
const uint64 l_587 = l_586 - uint64(23);
const uint64 l_588 = l_587 << uint64(52);
const double l_589 = reinterpret_cast<double const&>(l_588);
l_mut_76 = l_589;
}
const bool l_590 = l_mut_243 == l_mut_76;
if (l_590) {
const double l_591 = l_569 * double(1.4551915228366852e-11);
const double l_592 = l_420 + l_591;
const double l_593 = l_mut_35 - l_569;
const double l_594 = l_mut_35 + l_569;
const uint32 l_595 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_596 = double(l_mut_22);
l_mut_243 = l_596;
const uint32 l_597 = l_595 & uint32(2139095040);
const bool l_598 = l_597 == uint32(0);
if (l_598) {
const uint32 l_599 = l_595 & uint32(8388607);
const double l_600 = double(l_599);
const double l_601 = l_600 * double(1.401298464324817e-45);
l_mut_243 = l_601;
const uint32 l_602 = l_595 >> uint32(31);
const bool l_603 = l_602 == uint32(1);
if (l_603) {
const double l_604 = -l_mut_243;
l_mut_243 = l_604;
}
}
const uint32 l_605 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_606 = l_605 + uint32(1);
l_mut_438 = l_606;
const uint32 l_607 = l_605 & uint32(2147483647);
const bool l_608 = l_607 == uint32(0);
if (l_608) {
l_mut_438 = uint32(1);
} else {
const uint32 l_609 = l_605 & uint32(2147483648);
const bool l_610 = l_609 != uint32(0);
if (l_610) {
const uint32 l_611 = l_605 - uint32(1);
l_mut_438 = l_611;
} else {
const bool l_612 = l_605 == uint32(2139095040);
if (l_612) {
l_mut_438 = l_605;
}
}
}
const float l_613 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_614 = reinterpret_cast<uint32 const&>(l_613);
const double l_615 = double(l_613);
l_mut_76 = l_615;
const uint32 l_616 = l_614 & uint32(2139095040);
const bool l_617 = l_616 == uint32(0);
if (l_617) {
const uint32 l_618 = l_614 & uint32(8388607);
const double l_619 = double(l_618);
const double l_620 = l_619 * double(1.401298464324817e-45);
l_mut_76 = l_620;
const uint32 l_621 = l_614 >> uint32(31);
const bool l_622 = l_621 == uint32(1);
if (l_622) {
const double l_623 = -l_mut_76;
l_mut_76 = l_623;
}
}
const uint32 l_624 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_625 = l_624 ^ uint32(2147483648);
const float l_626 = reinterpret_cast<float const&>(l_625);
const uint32 l_627 = reinterpret_cast<uint32 const&>(l_626);
const uint32 l_628 = l_627 + uint32(1);
l_mut_438 = l_628;
const uint32 l_629 = l_627 & uint32(2147483647);
const bool l_630 = l_629 == uint32(0);
if (l_630) {
l_mut_438 = uint32(1);
} else {
const uint32 l_631 = l_627 & uint32(2147483648);
const bool l_632 = l_631 != uint32(0);
if (l_632) {
const uint32 l_633 = l_627 - uint32(1);
l_mut_438 = l_633;
} else {
const bool l_634 = l_627 == uint32(2139095040);
if (l_634) {
l_mut_438 = l_627;
}
}
}
const float l_635 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_636 = reinterpret_cast<uint32 const&>(l_635);
const uint32 l_637 = l_636 ^ uint32(2147483648);
const float l_638 = reinterpret_cast<float const&>(l_637);
const uint32 l_639 = reinterpret_cast<uint32 const&>(l_638);
const double l_640 = double(l_638);
l_mut_49 = l_640;
const uint32 l_641 = l_639 & uint32(2139095040);
const bool l_642 = l_641 == uint32(0);
if (l_642) {
const uint32 l_643 = l_639 & uint32(8388607);
const double l_644 = double(l_643);
const double l_645 = l_644 * double(1.401298464324817e-45);
l_mut_49 = l_645;
const uint32 l_646 = l_639 >> uint32(31);
const bool l_647 = l_646 == uint32(1);
if (l_647) {
const double l_648 = -l_mut_49;
l_mut_49 = l_648;
}
}
const double l_649 = l_593 + l_592;
const bool l_650 = l_649 <= l_mut_243;
l_mut_530 = l_650;
const double l_651 = l_593 - l_592;
const bool l_652 = l_651 > l_mut_243;
l_mut_527 = l_652;
const double l_653 = l_594 - l_592;
const bool l_654 = l_653 >= l_mut_243;
l_mut_524 = l_654;
const double l_655 = l_594 + l_592;
const bool l_656 = l_655 < l_mut_243;
l_mut_521 = l_656;
if (l_408) {
const double l_657 = l_593 + l_592;
const bool l_658 = l_657 < l_mut_76;
l_mut_530 = l_658;
const double l_659 = l_593 - l_592;
const bool l_660 = l_659 >= l_mut_76;
l_mut_527 = l_660;
const double l_661 = l_594 - l_592;
const bool l_662 = l_661 > l_mut_49;
l_mut_524 = l_662;
const double l_663 = l_594 + l_592;
const bool l_664 = l_663 <= l_mut_49;
l_mut_521 = l_664;
}
l_mut_438 = uint32(2);
const bool l_665 = l_mut_527 || l_mut_521;
if (l_665) {
l_mut_438 = uint32(1);
} else {
const bool l_666 = l_mut_530 && l_mut_524;
if (l_666) {
l_mut_438 = uint32(0);
}
}
const uint32 l_667 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_668 = l_667 & uint32(2147483647);
const bool l_669 = l_668 == uint32(0);
if (l_669) {
const double l_670 = l_593 + l_592;
const bool l_671 = l_670 < double(1.1754943508222875e-38);
const double l_672 = l_594 - l_592;
const bool l_673 = l_672 > double(-1.1754943508222875e-38);
const bool l_674 = l_671 && l_673;
const double l_675 = l_593 - l_592;
const bool l_676 = l_675 < double(1.1754943508222875e-38);
const double l_677 = l_594 + l_592;
const bool l_678 = l_677 > double(-1.1754943508222875e-38);
const bool l_679 = l_676 && l_678;
if (l_674) {
l_mut_438 = uint32(0);
} else {
const bool l_680 = l_mut_438 == uint32(1);
const bool l_681 = l_679 && l_680;
if (l_681) {
l_mut_438 = uint32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
}
} else {
const bool l_682 = l_404 == uint32(4);
if (l_682) {
const double l_683 = l_413 * l_418;
const double l_684 = l_410 + l_683;
const double l_685 = abs(l_mut_35);
l_mut_243 = double(1.401298464324817e-45);
const bool l_686 = l_685 >= double(1.1754943508222875e-38);
const bool l_687 = l_685 <= double(1.7976931348623157e308);
const bool l_688 = l_686 && l_687;
if (l_688) {
const uint64 l_689 = reinterpret_cast<uint64 const&>(l_685);
const uint64 l_690 = l_689 >> uint64(52);
const uint64 l_691 = l_690 - uint64(23);
const uint64 l_692 = l_691 << uint64(52);
const double l_693 = reinterpret_cast<double const&>(l_692);
l_mut_243 = l_693;
}
const double l_694 = l_684 * l_mut_243;
l_mut_476 = uint32(2);
const double l_695 = l_mut_35 - l_420;
const double l_696 = abs(l_695);
l_mut_243 = double(1.401298464324817e-45);
const bool l_697 = l_696 >= double(1.1754943508222875e-38);
const bool l_698 = l_696 <= double(1.7976931348623157e308);
const bool l_699 = l_697 && l_698;
if (l_699) {
const uint64 l_700 = reinterpret_cast<uint64 const&>(l_696);
const uint64 l_701 = l_700 >> uint64(52);
const uint64 l_702 = l_701 - uint64(23);
const uint64 l_703 = l_702 << uint64(52);
const double l_704 = reinterpret_cast<double const&>(l_703);
l_mut_243 = l_704;
}
const double l_705 = l_mut_35 + l_420;
const double l_706 = abs(l_705);
l_mut_76 = double(1.401298464324817e-45);
const bool l_707 = l_706 >= double(1.1754943508222875e-38);
const bool l_708 = l_706 <= double(1.7976931348623157e308);
const bool l_709 = l_707 && l_708;
if (l_709) {
const uint64 l_710 = reinterpret_cast<uint64 const&>(l_706);
const uint64 l_711 = l_710 >> uint64(52);
const uint64 l_712 = l_711 - uint64(23);
const uint64 l_713 = l_712 << uint64(52);
const double l_714 = reinterpret_cast<double const&>(l_713);
l_mut_76 = l_714;
}
const bool l_715 = l_mut_243 == l_mut_76;
if (l_715) {
const double l_716 = l_694 * double(1.4551915228366852e-11);
const double l_717 = l_420 + l_716;
const double l_718 = l_mut_35 - l_694;
const double l_719 = l_mut_35 + l_694;
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_721 = double(l_mut_22);
l_mut_243 = l_721;
const uint32 l_722 = l_720 & uint32(2139095040);
const bool l_723 = l_722 == uint32(0);
if (l_723) {
const uint32 l_724 = l_720 & uint32(8388607);
const double l_725 = double(l_724);
const double l_726 = l_725 * double(1.401298464324817e-45);
l_mut_243 = l_726;
const uint32 l_727 = l_720 >> uint32(31);
const bool l_728 = l_727 == uint32(1);
if (l_728) {
const double l_729 = -l_mut_243;
l_mut_243 = l_729;
}
}
const uint32 l_730 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_731 = l_730 + uint32(1);
l_mut_438 = l_731;
const uint32 l_732 = l_730 & uint32(2147483647);
const bool l_733 = l_732 == uint32(0);
if (l_733) {
l_mut_438 = uint32(1);
} else {
const uint32 l_734 = l_730 & uint32(2147483648);
const bool l_735 = l_734 != uint32(0);
if (l_735) {
const uint32 l_736 = l_730 - uint32(1);
l_mut_438 = l_736;
} else {
const bool l_737 = l_730 == uint32(2139095040);
if (l_737) {
l_mut_438 = l_730;
}
}
}
const float l_738 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_739 = reinterpret_cast<uint32 const&>(l_738);
const double l_740 = double(l_738);
l_mut_76 = l_740;
const uint32 l_741 = l_739 & uint32(2139095040);
const bool l_742 = l_741 == uint32(0);
if (l_742) {
const uint32 l_743 = l_739 & uint32(8388607);
const double l_744 = double(l_743);
const double l_745 = l_744 * double(1.401298464324817e-45);
l_mut_76 = l_745;
const uint32 l_746 = l_739 >> uint32(31);
const bool l_747 = l_746 == uint32(1);
if (l_747) {
const double l_748 = -l_mut_76;
l_mut_76 = l_748;
}
}
const uint32 l_749 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_750 = l_749 ^ uint32(2147483648);
const float l_751 = reinterpret_cast<float const&>(l_750);
const uint32 l_752 = reinterpret_cast<uint32 const&>(l_751);
const uint32 l_753 = l_752 + uint32(1);
l_mut_438 = l_753;
const uint32 l_754 = l_752 & uint32(2147483647);
const bool l_755 = l_754 == uint32(0);
if (l_755) {
l_mut_438 = uint32(1);
} else {
const uint32 l_756 = l_752 & uint32(2147483648);
const bool l_757 = l_756 != uint32(0);
if (l_757) {
const uint32 l_758 = l_752 - uint32(1);
l_mut_438 = l_758;
} else {
const bool l_759 = l_752 == uint32(2139095040);
if (l_759) {
l_mut_438 = l_752;
}
}
}
const float l_760 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_761 = reinterpret_cast<uint32 const&>(l_760);
const uint32 l_762 = l_761 ^ uint32(2147483648);
const float l_763 = reinterpret_cast<float const&>(l_762);
const uint32 l_764 = reinterpret_cast<uint32 const&>(l_763);
const double l_765 = double(l_763);
l_mut_49 = l_765;
const uint32 l_766 = l_764 & uint32(2139095040);
const bool l_767 = l_766 == uint32(0);
if (l_767) {
const uint32 l_768 = l_764 & uint32(8388607);
const double l_769 = double(l_768);
const double l_770 = l_769 * double(1.401298464324817e-45);
l_mut_49 = l_770;
const uint32 l_771 = l_764 >> uint32(31);
const bool l_772 = l_771 == uint32(1);
if (l_772) {
const double l_773 = -l_mut_49;
l_mut_49 = l_773;
}
}
const double l_774 = l_718 + l_717;
const bool l_775 = l_774 <= l_mut_243;
l_mut_530 = l_775;
const double l_776 = l_718 - l_717;
const bool l_777 = l_776 > l_mut_243;
l_mut_527 = l_777;
const double l_778 = l_719 - l_717;
const bool l_779 = l_778 >= l_mut_243;
l_mut_524 = l_779;
const double l_780 = l_719 + l_717;
const bool l_781 = l_780 < l_mut_243;
l_mut_521 = l_781;
if (l_408) {
const double l_782 = l_718 + l_717;
const bool l_783 = l_782 < l_mut_76;
l_mut_530 = l_783;
const double l_784 = l_718 - l_717;
const bool l_785 = l_784 >= l_mut_76;
l_mut_527 = l_785;
const double l_786 = l_719 - l_717;
const bool l_787 = l_786 > l_mut_49;
l_mut_524 = l_787;
const double l_788 = l_719 + l_717;
const bool l_789 = l_788 <= l_mut_49;
l_mut_521 = l_789;
}
l_mut_438 = uint32(2);
const bool l_790 = l_mut_527 || l_mut_521;
if (l_790) {
l_mut_438 = uint32(1);
} else {
const bool l_791 = l_mut_530 && l_mut_524;
if (l_791) {
l_mut_438 = uint32(0);
}
}
const uint32 l_792 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_793 = l_792 & uint32(2147483647);
const bool l_794 = l_793 == uint32(0);
if (l_794) {
const double l_795 = l_718 + l_717;
const bool l_796 = l_795 < double(1.1754943508222875e-38);
const double l_797 = l_719 - l_717;
const bool l_798 = l_797 > double(-1.1754943508222875e-38);
const bool l_799 = l_796 && l_798;
const double l_800 = l_718 - l_717;
const bool l_801 = l_800 < double(1.1754943508222875e-38);
const double l_802 = l_719 + l_717;
const bool l_803 = l_802 > double(-1.1754943508222875e-38);
const bool l_804 = l_801 && l_803;
if (l_799) {
l_mut_438 = uint32(0);
} else {
const bool l_805 = l_mut_438 == uint32(1);
const bool l_806 = l_804 && l_805;
if (l_806) {
l_mut_438 = uint32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
} else {
const bool l_807 = l_404 == uint32(5);
if (l_807) {
const double l_808 = double(2.0) * l_417;
const double l_809 = abs(l_808);
const double l_810 = floor(l_809);
const double l_811 = double(3.0) + l_810;
const double l_812 = abs(l_mut_35);
l_mut_243 = double(1.401298464324817e-45);
const bool l_813 = l_812 >= double(1.1754943508222875e-38);
const bool l_814 = l_812 <= double(1.7976931348623157e308);
const bool l_815 = l_813 && l_814;
if (l_815) {
const uint64 l_816 = reinterpret_cast<uint64 const&>(l_812);
const uint64 l_817 = l_816 >> uint64(52);
const uint64 l_818 = l_817 - uint64(23);
const uint64 l_819 = l_818 << uint64(52);
const double l_820 = reinterpret_cast<double const&>(l_819);
l_mut_243 = l_820;
}
const double l_821 = l_811 * l_mut_243;
l_mut_476 = uint32(2);
const double l_822 = l_mut_35 - l_420;
const double l_823 = abs(l_822);
l_mut_243 = double(1.401298464324817e-45);
const bool l_824 = l_823 >= double(1.1754943508222875e-38);
const bool l_825 = l_823 <= double(1.7976931348623157e308);
const bool l_826 = l_824 && l_825;
if (l_826) {
const uint64 l_827 = reinterpret_cast<uint64 const&>(l_823);
const uint64 l_828 = l_827 >> uint64(52);
const uint64 l_829 = l_828 - uint64(23);
const uint64 l_830 = l_829 << uint64(52);
const double l_831 = reinterpret_cast<double const&>(l_830);
l_mut_243 = l_831;
}
const double l_832 = l_mut_35 + l_420;
const double l_833 = abs(l_832);
l_mut_76 = double(1.401298464324817e-45);
const bool l_834 = l_833 >= double(1.1754943508222875e-38);
const bool l_835 = l_833 <= double(1.7976931348623157e308);
const bool l_836 = l_834 && l_835;
if (l_836) {
const uint64 l_837 = reinterpret_cast<uint64 const&>(l_833);
const uint64 l_838 = l_837 >> uint64(52);
const uint64 l_839 = l_838 - uint64(23);
const uint64 l_840 = l_839 << uint64(52);
const double l_841 = reinterpret_cast<double const&>(l_840);
l_mut_76 = l_841;
}
const bool l_842 = l_mut_243 == l_mut_76;
if (l_842) {
const double l_843 = l_821 * double(1.4551915228366852e-11);
const double l_844 = l_420 + l_843;
const double l_845 = l_mut_35 - l_821;
const double l_846 = l_mut_35 + l_821;
const uint32 l_847 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_848 = double(l_mut_22);
l_mut_243 = l_848;
const uint32 l_849 = l_847 & uint32(2139095040);
const bool l_850 = l_849 == uint32(0);
if (l_850) {
const uint32 l_851 = l_847 & uint32(8388607);
const double l_852 = double(l_851);
const double l_853 = l_852 * double(1.401298464324817e-45);
l_mut_243 = l_853;
const uint32 l_854 = l_847 >> uint32(31);
const bool l_855 = l_854 == uint32(1);
if (l_855) {
const double l_856 = -l_mut_243;
l_mut_243 = l_856;
}
}
const uint32 l_857 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_858 = l_857 + uint32(1);
l_mut_438 = l_858;
const uint32 l_859 = l_857 & uint32(2147483647);
const bool l_860 = l_859 == uint32(0);
if (l_860) {
l_mut_438 = uint32(1);
} else {
const uint32 l_861 = l_857 & uint32(2147483648);
const bool l_862 = l_861 != uint32(0);
if (l_862) {
const uint32 l_863 = l_857 - uint32(1);
l_mut_438 = l_863;
} else {
const bool l_864 = l_857 == uint32(2139095040);
if (l_864) {
l_mut_438 = l_857;
}
}
}
const float l_865 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_866 = reinterpret_cast<uint32 const&>(l_865);
const double l_867 = double(l_865);
l_mut_76 = l_867;
const uint32 l_868 = l_866 & uint32(2139095040);
const bool l_869 = l_868 == uint32(0);
if (l_869) {
const uint32 l_870 = l_866 & uint32(8388607);
const double l_871 = double(l_870);
const double l_872 = l_871 * double(1.401298464324817e-45);
l_mut_76 = l_872;
const uint32 l_873 = l_866 >> uint32(31);
const bool l_874 = l_873 == uint32(1);
if (l_874) {
const double l_875 = -l_mut_76;
l_mut_76 = l_875;
}
}
const uint32 l_876 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_877 = l_876 ^ uint32(2147483648);
const float l_878 = reinterpret_cast<float const&>(l_877);
const uint32 l_879 = reinterpret_cast<uint32 const&>(l_878);
const uint32 l_880 = l_879 + uint32(1);
l_mut_438 = l_880;
const uint32 l_881 = l_879 & uint32(2147483647);
const bool l_882 = l_881 == uint32(0);
if (l_882) {
l_mut_438 = uint32(1);
} else {
const uint32 l_883 = l_879 & uint32(2147483648);
const bool l_884 = l_883 != uint32(0);
if (l_884) {
const uint32 l_885 = l_879 - uint32(1);
l_mut_438 = l_885;
} else {
const bool l_886 = l_879 == uint32(2139095040);
if (l_886) {
l_mut_438 = l_879;
}
}
}
const float l_887 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_888 = reinterpret_cast<uint32 const&>(l_887);
const uint32 l_889 = l_888 ^ uint32(2147483648);
const float l_890 = reinterpret_cast<float const&>(l_889);
const uint32 l_891 = reinterpret_cast<uint32 const&>(l_890);
const double l_892 = double(l_890);
l_mut_49 = l_892;
const uint32 l_893 = l_891 & uint32(2139095040);
const bool l_894 = l_893 == uint32(0);
if (l_894) {
const uint32 l_895 = l_891 & uint32(8388607);
const double l_896 = double(l_895);
const double l_897 = l_896 * double(1.401298464324817e-45);
l_mut_49 = l_897;
const uint32 l_898 = l_891 >> uint32(31);
const bool l_899 = l_898 == uint32(1);
if (l_899) {
const double l_900 = -l_mut_49;
l_mut_49 = l_900;
}
}
const double l_901 = l_845 + l_844;
const bool l_902 = l_901 <= l_mut_243;
l_mut_530 = l_902;
const double l_903 = l_845 - l_844;
const bool l_904 = l_903 > l_mut_243;
l_mut_527 = l_904;
const double l_905 = l_846 - l_844;
const bool l_906 = l_905 >= l_mut_243;
l_mut_524 = l_906;
const double l_907 = l_846 + l_844;
const bool l_908 = l_907 < l_mut_243;
l_mut_521 = l_908;
if (l_408) {
const double l_909 = l_845 + l_844;
const bool l_910 = l_909 < l_mut_76;
l_mut_530 = l_910;
const double l_911 = l_845 - l_844;
const bool l_912 = l_911 >= l_mut_76;
l_mut_527 = l_912;
const double l_913 = l_846 - l_844;
const bool l_914 = l_913 > l_mut_49;
l_mut_524 = l_914;
const double l_915 = l_846 + l_844;
const bool l_916 = l_915 <= l_mut_49;
l_mut_521 = l_916;
}
l_mut_438 = uint32(2);
const bool l_917 = l_mut_527 || l_mut_521;
if (l_917) {
l_mut_438 = uint32(1);
} else {
const bool l_918 = l_mut_530 && l_mut_524;
if (l_918) {
l_mut_438 = uint32(0);
}
}
const uint32 l_919 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_920 = l_919 & uint32(2147483647);
const bool l_921 = l_920 == uint32(0);
if (l_921) {
const double l_922 = l_845 + l_844;
const bool l_923 = l_922 < double(1.1754943508222875e-38);
const double l_924 = l_846 - l_844;
const bool l_925 = l_924 > double(-1.1754943508222875e-38);
const bool l_926 = l_923 && l_925;
const double l_927 = l_845 - l_844;
const bool l_928 = l_927 < double(1.1754943508222875e-38);
const double l_929 = l_846 + l_844;
const bool l_930 = l_929 > double(-1.1754943508222875e-38);
const bool l_931 = l_928 && l_930;
if (l_926) {
l_mut_438 = uint32(0);
} else {
const bool l_932 = l_mut_438 == uint32(1);
const bool l_933 = l_931 && l_932;
if (l_933) {
l_mut_438 = uint32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
} else {
const bool l_934 = l_404 == uint32(6);
if (l_934) {
l_mut_422 = uint32(0);
const bool l_935 = l_418 <= l_413;
if (l_935) {
const double l_936 = l_410 * double(1.4551915228366852e-11);
const double l_937 = l_420 + l_936;
const double l_938 = l_mut_35 - l_410;
const double l_939 = l_mut_35 + l_410;
const uint32 l_940 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_941 = double(l_mut_22);
l_mut_243 = l_941;
const uint32 l_942 = l_940 & uint32(2139095040);
const bool l_943 = l_942 == uint32(0);
if (l_943) {
const uint32 l_944 = l_940 & uint32(8388607);
const double l_945 = double(l_944);
const double l_946 = l_945 * double(1.401298464324817e-45);
l_mut_243 = l_946;
const uint32 l_947 = l_940 >> uint32(31);
const bool l_948 = l_947 == uint32(1);
if (l_948) {
const double l_949 = -l_mut_243;
l_mut_243 = l_949;
}
}
const uint32 l_950 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_951 = l_950 + uint32(1);
l_mut_476 = l_951;
const uint32 l_952 = l_950 & uint32(2147483647);
const bool l_953 = l_952 == uint32(0);
if (l_953) {
l_mut_476 = uint32(1);
} else {
const uint32 l_954 = l_950 & uint32(2147483648);
const bool l_955 = l_954 != uint32(0);
if (l_955) {
const uint32 l_956 = l_950 - uint32(1);
l_mut_476 = l_956;
} else {
const bool l_957 = l_950 == uint32(2139095040);
if (l_957) {
l_mut_476 = l_950;
}
}
}
const float l_958 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_959 = reinterpret_cast<uint32 const&>(l_958);
const double l_960 = double(l_958);
l_mut_76 = l_960;
const uint32 l_961 = l_959 & uint32(2139095040);
const bool l_962 = l_961 == uint32(0);
if (l_962) {
const uint32 l_963 = l_959 & uint32(8388607);
const double l_964 = double(l_963);
const double l_965 = l_964 * double(1.401298464324817e-45);
l_mut_76 = l_965;
const uint32 l_966 = l_959 >> uint32(31);
const bool l_967 = l_966 == uint32(1);
if (l_967) {
const double l_968 = -l_mut_76;
l_mut_76 = l_968;
}
}
const uint32 l_969 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_970 = l_969 ^ uint32(2147483648);
const float l_971 = reinterpret_cast<float const&>(l_970);
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_971);
const uint32 l_973 = l_972 + uint32(1);
l_mut_476 = l_973;
const uint32 l_974 = l_972 & uint32(2147483647);
const bool l_975 = l_974 == uint32(0);
if (l_975) {
l_mut_476 = uint32(1);
} else {
const uint32 l_976 = l_972 & uint32(2147483648);
const bool l_977 = l_976 != uint32(0);
if (l_977) {
const uint32 l_978 = l_972 - uint32(1);
l_mut_476 = l_978;
} else {
const bool l_979 = l_972 == uint32(2139095040);
if (l_979) {
l_mut_476 = l_972;
}
}
}
const float l_980 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_981 = reinterpret_cast<uint32 const&>(l_980);
const uint32 l_982 = l_981 ^ uint32(2147483648);
const float l_983 = reinterpret_cast<float const&>(l_982);
const uint32 l_984 = reinterpret_cast<uint32 const&>(l_983);
const double l_985 = double(l_983);
l_mut_49 = l_985;
const uint32 l_986 = l_984 & uint32(2139095040);
const bool l_987 = l_986 == uint32(0);
if (l_987) {
const uint32 l_988 = l_984 & uint32(8388607);
const double l_989 = double(l_988);
const double l_990 = l_989 * double(1.401298464324817e-45);
l_mut_49 = l_990;
const uint32 l_991 = l_984 >> uint32(31);
const bool l_992 = l_991 == uint32(1);
if (l_992) {
const double l_993 = -l_mut_49;
l_mut_49 = l_993;
}
}
const double l_994 = l_938 + l_937;
const bool l_995 = l_994 <= l_mut_243;
l_mut_530 = l_995;
const double l_996 = l_938 - l_937;
const bool l_997 = l_996 > l_mut_243;
l_mut_527 = l_997;
const double l_998 = l_939 - l_937;
const bool l_999 = l_998 >= l_mut_243;
l_mut_524 = l_999;
const double l_1000 = l_939 + l_937;
const bool l_1001 = l_1000 < l_mut_243;
l_mut_521 = l_1001;
if (l_408) {
const double l_1002 = l_938 + l_937;
const bool l_1003 = l_1002 < l_mut_76;
l_mut_530 = l_1003;
const double l_1004 = l_938 - l_937;
const bool l_1005 = l_1004 >= l_mut_76;
l_mut_527 = l_1005;
const double l_1006 = l_939 - l_937;
const bool l_1007 = l_1006 > l_mut_49;
l_mut_524 = l_1007;
const double l_1008 = l_939 + l_937;
const bool l_1009 = l_1008 <= l_mut_49;
l_mut_521 = l_1009;
}
l_mut_476 = uint32(2);
const bool l_1010 = l_mut_527 || l_mut_521;
if (l_1010) {
l_mut_476 = uint32(1);
} else {
const bool l_1011 = l_mut_530 && l_mut_524;
if (l_1011) {
l_mut_476 = uint32(0);
}
}
const uint32 l_1012 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1013 = l_1012 & uint32(2147483647);
const bool l_1014 = l_1013 == uint32(0);
if (l_1014) {
const double l_1015 = l_938 + l_937;
const bool l_1016 = l_1015 < double(1.1754943508222875e-38);
const double l_1017 = l_939 - l_937;
const bool l_1018 = l_1017 > double(-1.1754943508222875e-38);
const bool l_1019 = l_1016 && l_1018;
const double l_1020 = l_938 - l_937;
const bool l_1021 = l_1020 < double(1.1754943508222875e-38);
const double l_1022 = l_939 + l_937;
const bool l_1023 = l_1022 > double(-1.1754943508222875e-38);
const bool l_1024 = l_1021 && l_1023;
if (l_1019) {
l_mut_476 = uint32(0);
} else {
const bool l_1025 = l_mut_476 == uint32(1);
const bool l_1026 = l_1024 && l_1025;
if (l_1026) {
l_mut_476 = uint32(2);
}
}
}
l_mut_422 = l_mut_476;
}
} else {
const bool l_1027 = l_404 == uint32(7);
if (l_1027) {
const double l_1028 = abs(l_mut_35);
const double l_1029 = l_410 * l_1028;
l_mut_243 = l_1029;
const double l_1030 = abs(l_mut_35);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1031 = l_1030 >= double(1.1754943508222875e-38);
const bool l_1032 = l_1030 <= double(1.7976931348623157e308);
const bool l_1033 = l_1031 && l_1032;
if (l_1033) {
const uint64 l_1034 = reinterpret_cast<uint64 const&>(l_1030);
const uint64 l_1035 = l_1034 >> uint64(52);
const uint64 l_1036 = l_1035 - uint64(23);
const uint64 l_1037 = l_1036 << uint64(52);
const double l_1038 = reinterpret_cast<double const&>(l_1037);
l_mut_76 = l_1038;
}
const double l_1039 = double(0.5) * l_mut_76;
const bool l_1040 = l_1039 > l_mut_243;
if (l_1040) {
l_mut_243 = l_1039;
}
const double l_1041 = l_mut_35 - l_420;
const double l_1042 = abs(l_1041);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1043 = l_1042 >= double(1.1754943508222875e-38);
const bool l_1044 = l_1042 <= double(1.7976931348623157e308);
const bool l_1045 = l_1043 && l_1044;
if (l_1045) {
const uint64 l_1046 = reinterpret_cast<uint64 const&>(l_1042);
const uint64 l_1047 = l_1046 >> uint64(52);
const uint64 l_1048 = l_1047 - uint64(23);
const uint64 l_1049 = l_1048 << uint64(52);
const double l_1050 = reinterpret_cast<double const&>(l_1049);
l_mut_76 = l_1050;
}
const double l_1051 = l_mut_35 + l_420;
const double l_1052 = abs(l_1051);
l_mut_49 = double(1.401298464324817e-45);
const bool l_1053 = l_1052 >= double(1.1754943508222875e-38);
const bool l_1054 = l_1052 <= double(1.7976931348623157e308);
const bool l_1055 = l_1053 && l_1054;
if (l_1055) {
const uint64 l_1056 = reinterpret_cast<uint64 const&>(l_1052);
const uint64 l_1057 = l_1056 >> uint64(52);
const uint64 l_1058 = l_1057 - uint64(23);
const uint64 l_1059 = l_1058 << uint64(52);
const double l_1060 = reinterpret_cast<double const&>(l_1059);
l_mut_49 = l_1060;
}
const bool l_1061 = l_mut_76 == l_mut_49;
if (l_1061) {
const double l_1062 = l_410 * l_420;
const double l_1063 = l_420 + l_1062;
const double l_1064 = l_mut_243 * double(1.4551915228366852e-11);
const double l_1065 = l_1063 + l_1064;
const double l_1066 = l_mut_35 - l_mut_243;
const double l_1067 = l_mut_35 + l_mut_243;
const uint32 l_1068 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1069 = double(l_mut_22);
l_mut_243 = l_1069;
const uint32 l_1070 = l_1068 & uint32(2139095040);
const bool l_1071 = l_1070 == uint32(0);
if (l_1071) {
const uint32 l_1072 = l_1068 & uint32(8388607);
const double l_1073 = double(l_1072);
const double l_1074 = l_1073 * double(1.401298464324817e-45);
l_mut_243 = l_1074;
const uint32 l_1075 = l_1068 >> uint32(31);
const bool l_1076 = l_1075 == uint32(1);
if (l_1076) {
const double l_1077 = -l_mut_243;
l_mut_243 = l_1077;
}
}
const uint32 l_1078 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1079 = l_1078 + uint32(1);
l_mut_476 = l_1079;
const uint32 l_1080 = l_1078 & uint32(2147483647);
const bool l_1081 = l_1080 == uint32(0);
if (l_1081) {
l_mut_476 = uint32(1);
} else {
const uint32 l_1082 = l_1078 & uint32(2147483648);
const bool l_1083 = l_1082 != uint32(0);
if (l_1083) {
const uint32 l_1084 = l_1078 - uint32(1);
l_mut_476 = l_1084;
} else {
const bool l_1085 = l_1078 == uint32(2139095040);
if (l_1085) {
l_mut_476 = l_1078;
}
}
}
const float l_1086 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_1087 = reinterpret_cast<uint32 const&>(l_1086);
const double l_1088 = double(l_1086);
l_mut_76 = l_1088;
const uint32 l_1089 = l_1087 & uint32(2139095040);
const bool l_1090 = l_1089 == uint32(0);
if (l_1090) {
const uint32 l_1091 = l_1087 & uint32(8388607);
const double l_1092 = double(l_1091);
const double l_1093 = l_1092 * double(1.401298464324817e-45);
l_mut_76 = l_1093;
const uint32 l_1094 = l_1087 >> uint32(31);
const bool l_1095 = l_1094 == uint32(1);
if (l_1095) {
const double l_1096 = -l_mut_76;
l_mut_76 = l_1096;
}
}
const uint32 l_1097 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1098 = l_1097 ^ uint32(2147483648);
const float l_1099 = reinterpret_cast<float const&>(l_1098);
const uint32 l_1100 = reinterpret_cast<uint32 const&>(l_1099);
const uint32 l_1101 = l_1100 + uint32(1);
l_mut_476 = l_1101;
const uint32 l_1102 = l_1100 & uint32(2147483647);
const bool l_1103 = l_1102 == uint32(0);
if (l_1103) {
l_mut_476 = uint32(1);
} else {
const uint32 l_1104 = l_1100 & uint32(2147483648);
const bool l_1105 = l_1104 != uint32(0);
if (l_1105) {
const uint32 l_1106 = l_1100 - uint32(1);
l_mut_476 = l_1106;
} else {
const bool l_1107 = l_1100 == uint32(2139095040);
if (l_1107) {
l_mut_476 = l_1100;
}
}
}
const float l_1108 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_1109 = reinterpret_cast<uint32 const&>(l_1108);
const uint32 l_1110 = l_1109 ^ uint32(2147483648);
const float l_1111 = reinterpret_cast<float const&>(l_1110);
const uint32 l_1112 = reinterpret_cast<uint32 const&>(l_1111);
const double l_1113 = double(l_1111);
l_mut_49 = l_1113;
const uint32 l_1114 = l_1112 & uint32(2139095040);
const bool l_1115 = l_1114 == uint32(0);
if (l_1115) {
const uint32 l_1116 = l_1112 & uint32(8388607);
const double l_1117 = double(l_1116);
const double l_1118 = l_1117 * double(1.401298464324817e-45);
l_mut_49 = l_1118;
const uint32 l_1119 = l_1112 >> uint32(31);
const bool l_1120 = l_1119 == uint32(1);
if (l_1120) {
const double l_1121 = -l_mut_49;
l_mut_49 = l_1121;
}
}
const double l_1122 = l_1066 + l_1065;
const bool l_1123 = l_1122 <= l_mut_243;
l_mut_530 = l_1123;
const double l_1124 = l_1066 - l_1065;
const bool l_1125 = l_1124 > l_mut_243;
l_mut_527 = l_1125;
const double l_1126 = l_1067 - l_1065;
const bool l_1127 = l_1126 >= l_mut_243;
l_mut_524 = l_1127;
const double l_1128 = l_1067 + l_1065;
const bool l_1129 = l_1128 < l_mut_243;
l_mut_521 = l_1129;
if (l_408) {
const double l_1130 = l_1066 + l_1065;
const bool l_1131 = l_1130 < l_mut_76;
l_mut_530 = l_1131;
const double l_1132 = l_1066 - l_1065;
const bool l_1133 = l_1132 >= l_mut_76;
l_mut_527 = l_1133;
const double l_1134 = l_1067 - l_1065;
const bool l_1135 = l_1134 > l_mut_49;
l_mut_524 = l_1135;
const double l_1136 = l_1067 + l_1065;
const bool l_1137 = l_1136 <= l_mut_49;
l_mut_521 = l_1137;
}
l_mut_476 = uint32(2);
const bool l_1138 = l_mut_527 || l_mut_521;
if (l_1138) {
l_mut_476 = uint32(1);
} else {
const bool l_1139 = l_mut_530 && l_mut_524;
if (l_1139) {
l_mut_476 = uint32(0);
}
}
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1141 = l_1140 & uint32(2147483647);
const bool l_1142 = l_1141 == uint32(0);
if (l_1142) {
const double l_1143 = l_1066 + l_1065;
const bool l_1144 = l_1143 < double(1.1754943508222875e-38);
const double l_1145 = l_1067 - l_1065;
const bool l_1146 = l_1145 > double(-1.1754943508222875e-38);
const bool l_1147 = l_1144 && l_1146;
const double l_1148 = l_1066 - l_1065;
const bool l_1149 = l_1148 < double(1.1754943508222875e-38);
const double l_1150 = l_1067 + l_1065;
const bool l_1151 = l_1150 > double(-1.1754943508222875e-38);
const bool l_1152 = l_1149 && l_1151;
if (l_1147) {
l_mut_476 = uint32(0);
} else {
const bool l_1153 = l_mut_476 == uint32(1);
const bool l_1154 = l_1152 && l_1153;
if (l_1154) {
l_mut_476 = uint32(2);
}
}
}
l_mut_422 = l_mut_476;
}
} else {
const bool l_1155 = l_404 == uint32(8);
if (l_1155) {
const bool l_1156 = l_417 >= double(0.5);
const bool l_1157 = l_417 <= double(2.0);
const bool l_1158 = l_1156 && l_1157;
if (l_1158) {
const double l_1159 = l_410 * double(1.4551915228366852e-11);
const double l_1160 = l_420 + l_1159;
const double l_1161 = l_mut_35 - l_410;
const double l_1162 = l_mut_35 + l_410;
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1164 = double(l_mut_22);
l_mut_243 = l_1164;
const uint32 l_1165 = l_1163 & uint32(2139095040);
const bool l_1166 = l_1165 == uint32(0);
if (l_1166) {
const uint32 l_1167 = l_1163 & uint32(8388607);
const double l_1168 = double(l_1167);
const double l_1169 = l_1168 * double(1.401298464324817e-45);
l_mut_243 = l_1169;
const uint32 l_1170 = l_1163 >> uint32(31);
const bool l_1171 = l_1170 == uint32(1);
if (l_1171) {
const double l_1172 = -l_mut_243;
l_mut_243 = l_1172;
}
}
const uint32 l_1173 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1174 = l_1173 + uint32(1);
l_mut_476 = l_1174;
const uint32 l_1175 = l_1173 & uint32(2147483647);
const bool l_1176 = l_1175 == uint32(0);
if (l_1176) {
l_mut_476 = uint32(1);
} else {
const uint32 l_1177 = l_1173 & uint32(2147483648);
const bool l_1178 = l_1177 != uint32(0);
if (l_1178) {
const uint32 l_1179 = l_1173 - uint32(1);
l_mut_476 = l_1179;
} else {
const bool l_1180 = l_1173 == uint32(2139095040);
if (l_1180) {
l_mut_476 = l_1173;
}
}
}
const float l_1181 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_1182 = reinterpret_cast<uint32 const&>(l_1181);
const double l_1183 = double(l_1181);
l_mut_76 = l_1183;
const uint32 l_1184 = l_1182 & uint32(2139095040);
const bool l_1185 = l_1184 == uint32(0);
if (l_1185) {
const uint32 l_1186 = l_1182 & uint32(8388607);
const double l_1187 = double(l_1186);
const double l_1188 = l_1187 * double(1.401298464324817e-45);
l_mut_76 = l_1188;
const uint32 l_1189 = l_1182 >> uint32(31);
const bool l_1190 = l_1189 == uint32(1);
if (l_1190) {
const double l_1191 = -l_mut_76;
l_mut_76 = l_1191;
}
}
const uint32 l_1192 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1193 = l_1192 ^ uint32(2147483648);
const float l_1194 = reinterpret_cast<float const&>(l_1193);
const uint32 l_1195 = reinterpret_cast<uint32 const&>(l_1194);
const uint32 l_1196 = l_1195 + uint32(1);
l_mut_476 = l_1196;
const uint32 l_1197 = l_1195 & uint32(2147483647);
const bool l_1198 = l_1197 == uint32(0);
if (l_1198) {
l_mut_476 = uint32(1);
} else {
const uint32 l_1199 = l_1195 & uint32(2147483648);
const bool l_1200 = l_1199 != uint32(0);
if (l_1200) {
const uint32 l_1201 = l_1195 - uint32(1);
l_mut_476 = l_1201;
} else {
const bool l_1202 = l_1195 == uint32(2139095040);
if (l_1202) {
l_mut_476 = l_1195;
}
}
}
const float l_1203 = reinterpret_cast<float const&>(l_mut_476);
const uint32 l_1204 = reinterpret_cast<uint32 const&>(l_1203);
const uint32 l_1205 = l_1204 ^ uint32(2147483648);
const float l_1206 = reinterpret_cast<float const&>(l_1205);
const uint32 l_1207 = reinterpret_cast<uint32 const&>(l_1206);
const double l_1208 = double(l_1206);
l_mut_49 = l_1208;
const uint32 l_1209 = l_1207 & uint32(2139095040);
const bool l_1210 = l_1209 == uint32(0);
if (l_1210) {
const uint32 l_1211 = l_1207 & uint32(8388607);
const double l_1212 = double(l_1211);
const double l_1213 = l_1212 * double(1.401298464324817e-45);
l_mut_49 = l_1213;
const uint32 l_1214 = l_1207 >> uint32(31);
const bool l_1215 = l_1214 == uint32(1);
if (l_1215) {
const double l_1216 = -l_mut_49;
l_mut_49 = l_1216;
}
}
const double l_1217 = l_1161 + l_1160;
const bool l_1218 = l_1217 <= l_mut_243;
l_mut_530 = l_1218;
const double l_1219 = l_1161 - l_1160;
const bool l_1220 = l_1219 > l_mut_243;
l_mut_527 = l_1220;
const double l_1221 = l_1162 - l_1160;
const bool l_1222 = l_1221 >= l_mut_243;
l_mut_524 = l_1222;
const double l_1223 = l_1162 + l_1160;
const bool l_1224 = l_1223 < l_mut_243;
l_mut_521 = l_1224;
if (l_408) {
const double l_1225 = l_1161 + l_1160;
const bool l_1226 = l_1225 < l_mut_76;
l_mut_530 = l_1226;
const double l_1227 = l_1161 - l_1160;
const bool l_1228 = l_1227 >= l_mut_76;
l_mut_527 = l_1228;
const double l_1229 = l_1162 - l_1160;
const bool l_1230 = l_1229 > l_mut_49;
l_mut_524 = l_1230;
const double l_1231 = l_1162 + l_1160;
const bool l_1232 = l_1231 <= l_mut_49;
l_mut_521 = l_1232;
}
l_mut_476 = uint32(2);
const bool l_1233 = l_mut_527 || l_mut_521;
if (l_1233) {
l_mut_476 = uint32(1);
} else {
const bool l_1234 = l_mut_530 && l_mut_524;
if (l_1234) {
l_mut_476 = uint32(0);
}
}
const uint32 l_1235 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1236 = l_1235 & uint32(2147483647);
const bool l_1237 = l_1236 == uint32(0);
if (l_1237) {
const double l_1238 = l_1161 + l_1160;
const bool l_1239 = l_1238 < double(1.1754943508222875e-38);
const double l_1240 = l_1162 - l_1160;
const bool l_1241 = l_1240 > double(-1.1754943508222875e-38);
const bool l_1242 = l_1239 && l_1241;
const double l_1243 = l_1161 - l_1160;
const bool l_1244 = l_1243 < double(1.1754943508222875e-38);
const double l_1245 = l_1162 + l_1160;
const bool l_1246 = l_1245 > double(-1.1754943508222875e-38);
const bool l_1247 = l_1244 && l_1246;
if (l_1242) {
l_mut_476 = uint32(0);
} else {
const bool l_1248 = l_mut_476 == uint32(1);
const bool l_1249 = l_1247 && l_1248;
if (l_1249) {
l_mut_476 = uint32(2);
}
}
}
l_mut_422 = l_mut_476;
} else {
const double l_1250 = abs(l_mut_35);
l_mut_243 = double(1.401298464324817e-45);
const bool l_1251 = l_1250 >= double(1.1754943508222875e-38);
const bool l_1252 = l_1250 <= double(1.7976931348623157e308);
const bool l_1253 = l_1251 && l_1252;
if (l_1253) {
const uint64 l_1254 = reinterpret_cast<uint64 const&>(l_1250);
const uint64 l_1255 = l_1254 >> uint64(52);
const uint64 l_1256 = l_1255 - uint64(23);
const uint64 l_1257 = l_1256 << uint64(52);
const double l_1258 = reinterpret_cast<double const&>(l_1257);
l_mut_243 = l_1258;
}
const double l_1259 = l_413 * l_mut_243;
l_mut_476 = uint32(2);
const double l_1260 = l_mut_35 - l_420;
const double l_1261 = abs(l_1260);
l_mut_243 = double(1.401298464324817e-45);
const bool l_1262 = l_1261 >= double(1.1754943508222875e-38);
const bool l_1263 = l_1261 <= double(1.7976931348623157e308);
const bool l_1264 = l_1262 && l_1263;
if (l_1264) {
const uint64 l_1265 = reinterpret_cast<uint64 const&>(l_1261);
const uint64 l_1266 = l_1265 >> uint64(52);
const uint64 l_1267 = l_1266 - uint64(23);
const uint64 l_1268 = l_1267 << uint64(52);
const double l_1269 = reinterpret_cast<double const&>(l_1268);
l_mut_243 = l_1269;
}
const double l_1270 = l_mut_35 + l_420;
const double l_1271 = abs(l_1270);
l_mut_76 = double(1.401298464324817e-45);
const bool l_1272 = l_1271 >= double(1.1754943508222875e-38);
const bool l_1273 = l_1271 <= double(1.7976931348623157e308);
const bool l_1274 = l_1272 && l_1273;
if (l_1274) {
const uint64 l_1275 = reinterpret_cast<uint64 const&>(l_1271);
const uint64 l_1276 = l_1275 >> uint64(52);
const uint64 l_1277 = l_1276 - uint64(23);
const uint64 l_1278 = l_1277 << uint64(52);
const double l_1279 = reinterpret_cast<double const&>(l_1278);
l_mut_76 = l_1279;
}
const bool l_1280 = l_mut_243 == l_mut_76;
if (l_1280) {
const double l_1281 = l_1259 * double(1.4551915228366852e-11);
const double l_1282 = l_420 + l_1281;
const double l_1283 = l_mut_35 - l_1259;
const double l_1284 = l_mut_35 + l_1259;
const uint32 l_1285 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1286 = double(l_mut_22);
l_mut_243 = l_1286;
const uint32 l_1287 = l_1285 & uint32(2139095040);
const bool l_1288 = l_1287 == uint32(0);
if (l_1288) {
const uint32 l_1289 = l_1285 & uint32(8388607);
const double l_1290 = double(l_1289);
const double l_1291 = l_1290 * double(1.401298464324817e-45);
l_mut_243 = l_1291;
const uint32 l_1292 = l_1285 >> uint32(31);
const bool l_1293 = l_1292 == uint32(1);
if (l_1293) {
const double l_1294 = -l_mut_243;
l_mut_243 = l_1294;
}
}
const uint32 l_1295 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1296 = l_1295 + uint32(1);
l_mut_438 = l_1296;
const uint32 l_1297 = l_1295 & uint32(2147483647);
const bool l_1298 = l_1297 == uint32(0);
if (l_1298) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1299 = l_1295 & uint32(2147483648);
const bool l_1300 = l_1299 != uint32(0);
if (l_1300) {
const uint32 l_1301 = l_1295 - uint32(1);
l_mut_438 = l_1301;
} else {
const bool l_1302 = l_1295 == uint32(2139095040);
if (l_1302) {
l_mut_438 = l_1295;
}
}
}
const float l_1303 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1304 = reinterpret_cast<uint32 const&>(l_1303);
const double l_1305 = double(l_1303);
l_mut_76 = l_1305;
const uint32 l_1306 = l_1304 & uint32(2139095040);
const bool l_1307 = l_1306 == uint32(0);
if (l_1307) {
const uint32 l_1308 = l_1304 & uint32(8388607);
const double l_1309 = double(l_1308);
const double l_1310 = l_1309 * double(1.401298464324817e-45);
l_mut_76 = l_1310;
const uint32 l_1311 = l_1304 >> uint32(31);
const bool l_1312 = l_1311 == uint32(1);
if (l_1312) {
const double l_1313 = -l_mut_76;
l_mut_76 = l_1313;
}
}
const uint32 l_1314 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1315 = l_1314 ^ uint32(2147483648);
const float l_1316 = reinterpret_cast<float const&>(l_1315);
const uint32 l_1317 = reinterpret_cast<uint32 const&>(l_1316);
const uint32 l_1318 = l_1317 + uint32(1);
l_mut_438 = l_1318;
const uint32 l_1319 = l_1317 & uint32(2147483647);
const bool l_1320 = l_1319 == uint32(0);
if (l_1320) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1321 = l_1317 & uint32(2147483648);
const bool l_1322 = l_1321 != uint32(0);
if (l_1322) {
const uint32 l_1323 = l_1317 - uint32(1);
l_mut_438 = l_1323;
} else {
const bool l_1324 = l_1317 == uint32(2139095040);
if (l_1324) {
l_mut_438 = l_1317;
}
}
}
const float l_1325 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1326 = reinterpret_cast<uint32 const&>(l_1325);
const uint32 l_1327 = l_1326 ^ uint32(2147483648);
const float l_1328 = reinterpret_cast<float const&>(l_1327);
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_1328);
const double l_1330 = double(l_1328);
l_mut_49 = l_1330;
const uint32 l_1331 = l_1329 & uint32(2139095040);
const bool l_1332 = l_1331 == uint32(0);
if (l_1332) {
const uint32 l_1333 = l_1329 & uint32(8388607);
const double l_1334 = double(l_1333);
const double l_1335 = l_1334 * double(1.401298464324817e-45);
l_mut_49 = l_1335;
const uint32 l_1336 = l_1329 >> uint32(31);
const bool l_1337 = l_1336 == uint32(1);
if (l_1337) {
const double l_1338 = -l_mut_49;
l_mut_49 = l_1338;
}
}
const double l_1339 = l_1283 + l_1282;
const bool l_1340 = l_1339 <= l_mut_243;
l_mut_530 = l_1340;
const double l_1341 = l_1283 - l_1282;
const bool l_1342 = l_1341 > l_mut_243;
l_mut_527 = l_1342;
const double l_1343 = l_1284 - l_1282;
const bool l_1344 = l_1343 >= l_mut_243;
l_mut_524 = l_1344;
const double l_1345 = l_1284 + l_1282;
const bool l_1346 = l_1345 < l_mut_243;
l_mut_521 = l_1346;
if (l_408) {
const double l_1347 = l_1283 + l_1282;
const bool l_1348 = l_1347 < l_mut_76;
l_mut_530 = l_1348;
const double l_1349 = l_1283 - l_1282;
const bool l_1350 = l_1349 >= l_mut_76;
l_mut_527 = l_1350;
const double l_1351 = l_1284 - l_1282;
const bool l_1352 = l_1351 > l_mut_49;
l_mut_524 = l_1352;
const double l_1353 = l_1284 + l_1282;
const bool l_1354 = l_1353 <= l_mut_49;
l_mut_521 = l_1354;
}
l_mut_438 = uint32(2);
const bool l_1355 = l_mut_527 || l_mut_521;
if (l_1355) {
l_mut_438 = uint32(1);
} else {
const bool l_1356 = l_mut_530 && l_mut_524;
if (l_1356) {
l_mut_438 = uint32(0);
}
}
const uint32 l_1357 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1358 = l_1357 & uint32(2147483647);
const bool l_1359 = l_1358 == uint32(0);
if (l_1359) {
const double l_1360 = l_1283 + l_1282;
const bool l_1361 = l_1360 < double(1.1754943508222875e-38);
const double l_1362 = l_1284 - l_1282;
const bool l_1363 = l_1362 > double(-1.1754943508222875e-38);
const bool l_1364 = l_1361 && l_1363;
const double l_1365 = l_1283 - l_1282;
const bool l_1366 = l_1365 < double(1.1754943508222875e-38);
const double l_1367 = l_1284 + l_1282;
const bool l_1368 = l_1367 > double(-1.1754943508222875e-38);
const bool l_1369 = l_1366 && l_1368;
if (l_1364) {
l_mut_438 = uint32(0);
} else {
const bool l_1370 = l_mut_438 == uint32(1);
const bool l_1371 = l_1369 && l_1370;
if (l_1371) {
l_mut_438 = uint32(2);
}
}
}
l_mut_476 = l_mut_438;
}
l_mut_422 = l_mut_476;
}
} else {
const bool l_1372 = l_404 == uint32(11);
const bool l_1373 = l_404 == uint32(12);
const bool l_1374 = l_1372 || l_1373;
if (l_1374) {
l_mut_422 = uint32(0);
}
const bool l_1375 = l_418 <= l_416;
const bool l_1376 = l_404 == uint32(11);
const bool l_1377 = l_1375 && l_1376;
if (l_1377) {
const float l_1378 = float(l_417);
const uint32 l_1379 = reinterpret_cast<uint32 const&>(l_1378);
const double l_1380 = double(l_1378);
l_mut_243 = l_1380;
const uint32 l_1381 = l_1379 & uint32(2139095040);
const bool l_1382 = l_1381 == uint32(0);
if (l_1382) {
const uint32 l_1383 = l_1379 & uint32(8388607);
const double l_1384 = double(l_1383);
const double l_1385 = l_1384 * double(1.401298464324817e-45);
l_mut_243 = l_1385;
const uint32 l_1386 = l_1379 >> uint32(31);
const bool l_1387 = l_1386 == uint32(1);
if (l_1387) {
const double l_1388 = -l_mut_243;
l_mut_243 = l_1388;
}
}
const double l_1389 = abs(l_mut_243);
l_mut_243 = l_1389;
l_mut_476 = uint32(0);
const bool l_1390 = l_1389 >= double(0.785);
if (l_1390) {
const double l_1391 = l_1389 * double(0.6366197723675814);
const double l_1392 = l_1391 + double(0.5);
const double l_1393 = floor(l_1392);
const double l_1394 = l_1393 * double(1.570796325802803);
const double l_1395 = l_1389 - l_1394;
const double l_1396 = l_1395 * l_302;
const double l_1397 = l_1393 * double(9.920935796805404e-10);
const double l_1398 = l_1396 - l_1397;
l_mut_243 = l_1398;
const uint32 l_1399 = uint32(l_1393);
l_mut_476 = l_1399;
}
const uint32 l_1400 = reinterpret_cast<uint32 const&>(l_1378);
const uint32 l_1401 = l_1400 >> uint32(31);
const bool l_1402 = l_1401 == uint32(1);
const double l_1403 = l_mut_243 * l_mut_243;
const double l_1404 = l_1403 * double(1.9572941063391263e-20);
const double l_1405 = double(8.22063524662433e-18) - l_1404;
l_mut_76 = l_1405;
const double l_1406 = l_mut_76 * l_1403;
const double l_1407 = l_1406 - double(2.8114572543455206e-15);
l_mut_76 = l_1407;
const double l_1408 = l_mut_76 * l_1403;
const double l_1409 = l_1408 + double(7.647163731819816e-13);
l_mut_76 = l_1409;
const double l_1410 = l_mut_76 * l_1403;
const double l_1411 = l_1410 - double(1.6059043836821613e-10);
l_mut_76 = l_1411;
const double l_1412 = l_mut_76 * l_1403;
const double l_1413 = l_1412 + double(2.505210838544172e-8);
l_mut_76 = l_1413;
const double l_1414 = l_mut_76 * l_1403;
const double l_1415 = l_1414 - double(2.7557319223985893e-6);
l_mut_76 = l_1415;
const double l_1416 = l_mut_76 * l_1403;
const double l_1417 = l_1416 + double(0.0001984126984126984);
l_mut_76 = l_1417;
const double l_1418 = l_mut_76 * l_1403;
const double l_1419 = l_1418 - double(0.008333333333333333);
l_mut_76 = l_1419;
const double l_1420 = l_mut_76 * l_1403;
const double l_1421 = l_1420 + double(0.16666666666666666);
l_mut_76 = l_1421;
const double l_1422 = double(0.5) * l_1403;
const double l_1423 = double(1.0) - l_1422;
const double l_1424 = double(0.0) * l_1423;
const double l_1425 = l_mut_243 * l_1403;
const double l_1426 = l_1425 * l_mut_76;
const double l_1427 = l_1424 - l_1426;
const double l_1428 = l_mut_243 + l_1427;
const double l_1429 = l_mut_243 * l_mut_243;
const double l_1430 = l_1429 * double(4.110317623312165e-19);
const double l_1431 = l_1430 - double(1.5619206968586225e-16);
l_mut_76 = l_1431;
const double l_1432 = l_mut_76 * l_1429;
const double l_1433 = l_1432 + double(4.779477332387385e-14);
l_mut_76 = l_1433;
const double l_1434 = l_mut_76 * l_1429;
const double l_1435 = l_1434 - double(1.1470745597729725e-11);
l_mut_76 = l_1435;
const double l_1436 = l_mut_76 * l_1429;
const double l_1437 = l_1436 + double(2.08767569878681e-9);
l_mut_76 = l_1437;
const double l_1438 = l_mut_76 * l_1429;
const double l_1439 = l_1438 - double(2.755731922398589e-7);
l_mut_76 = l_1439;
const double l_1440 = l_mut_76 * l_1429;
const double l_1441 = l_1440 + double(2.48015873015873e-5);
l_mut_76 = l_1441;
const double l_1442 = l_mut_76 * l_1429;
const double l_1443 = l_1442 - double(0.001388888888888889);
l_mut_76 = l_1443;
const double l_1444 = l_mut_76 * l_1429;
const double l_1445 = l_1444 + double(0.041666666666666664);
l_mut_76 = l_1445;
const double l_1446 = double(0.5) * l_1429;
const double l_1447 = double(1.0) - l_1446;
const double l_1448 = l_1429 * l_1429;
const double l_1449 = l_1448 * l_mut_76;
const double l_1450 = double(0.0) * l_mut_243;
const double l_1451 = l_1449 - l_1450;
const double l_1452 = l_1447 + l_1451;
const uint32 l_1453 = l_mut_476 & uint32(1);
const bool l_1454 = l_1453 == uint32(1);
l_mut_243 = l_1428;
const uint32 l_1455 = l_mut_476 & uint32(2);
const bool l_1456 = l_1455 != uint32(0);
l_mut_530 = l_1456;
if (l_1454) {
l_mut_243 = l_1452;
}
const bool l_1457 = bool(true) && l_1402;
if (l_1457) {
const bool l_1458 = !l_mut_530;
l_mut_530 = l_1458;
}
if (l_mut_530) {
const double l_1459 = -l_mut_243;
l_mut_243 = l_1459;
}
const float l_1460 = float(l_417);
const uint32 l_1461 = reinterpret_cast<uint32 const&>(l_1460);
const double l_1462 = double(l_1460);
l_mut_76 = l_1462;
const uint32 l_1463 = l_1461 & uint32(2139095040);
const bool l_1464 = l_1463 == uint32(0);
if (l_1464) {
const uint32 l_1465 = l_1461 & uint32(8388607);
const double l_1466 = double(l_1465);
const double l_1467 = l_1466 * double(1.401298464324817e-45);
l_mut_76 = l_1467;
const uint32 l_1468 = l_1461 >> uint32(31);
const bool l_1469 = l_1468 == uint32(1);
if (l_1469) {
const double l_1470 = -l_mut_76;
l_mut_76 = l_1470;
}
}
const double l_1471 = abs(l_mut_76);
l_mut_76 = l_1471;
l_mut_476 = uint32(0);
const bool l_1472 = l_1471 >= double(0.785);
if (l_1472) {
const double l_1473 = l_1471 * double(0.6366197723675814);
const double l_1474 = l_1473 + double(0.5);
const double l_1475 = floor(l_1474);
const double l_1476 = l_1475 * double(1.570796325802803);
const double l_1477 = l_1471 - l_1476;
const double l_1478 = l_1477 * l_302;
const double l_1479 = l_1475 * double(9.920935796805404e-10);
const double l_1480 = l_1478 - l_1479;
l_mut_76 = l_1480;
const uint32 l_1481 = uint32(l_1475);
l_mut_476 = l_1481;
}
const uint32 l_1482 = reinterpret_cast<uint32 const&>(l_1460);
const uint32 l_1483 = l_1482 >> uint32(31);
const bool l_1484 = l_1483 == uint32(1);
const double l_1485 = l_mut_76 * l_mut_76;
const double l_1486 = l_1485 * double(1.9572941063391263e-20);
const double l_1487 = double(8.22063524662433e-18) - l_1486;
l_mut_49 = l_1487;
const double l_1488 = l_mut_49 * l_1485;
const double l_1489 = l_1488 - double(2.8114572543455206e-15);
l_mut_49 = l_1489;
const double l_1490 = l_mut_49 * l_1485;
const double l_1491 = l_1490 + double(7.647163731819816e-13);
l_mut_49 = l_1491;
const double l_1492 = l_mut_49 * l_1485;
const double l_1493 = l_1492 - double(1.6059043836821613e-10);
l_mut_49 = l_1493;
const double l_1494 = l_mut_49 * l_1485;
const double l_1495 = l_1494 + double(2.505210838544172e-8);
l_mut_49 = l_1495;
const double l_1496 = l_mut_49 * l_1485;
const double l_1497 = l_1496 - double(2.7557319223985893e-6);
l_mut_49 = l_1497;
const double l_1498 = l_mut_49 * l_1485;
const double l_1499 = l_1498 + double(0.0001984126984126984);
l_mut_49 = l_1499;
const double l_1500 = l_mut_49 * l_1485;
const double l_1501 = l_1500 - double(0.008333333333333333);
l_mut_49 = l_1501;
const double l_1502 = l_mut_49 * l_1485;
const double l_1503 = l_1502 + double(0.16666666666666666);
l_mut_49 = l_1503;
const double l_1504 = double(0.5) * l_1485;
const double l_1505 = double(1.0) - l_1504;
const double l_1506 = double(0.0) * l_1505;
const double l_1507 = l_mut_76 * l_1485;
const double l_1508 = l_1507 * l_mut_49;
const double l_1509 = l_1506 - l_1508;
const double l_1510 = l_mut_76 + l_1509;
const double l_1511 = l_mut_76 * l_mut_76;
const double l_1512 = l_1511 * double(4.110317623312165e-19);
const double l_1513 = l_1512 - double(1.5619206968586225e-16);
l_mut_49 = l_1513;
const double l_1514 = l_mut_49 * l_1511;
const double l_1515 = l_1514 + double(4.779477332387385e-14);
l_mut_49 = l_1515;
const double l_1516 = l_mut_49 * l_1511;
const double l_1517 = l_1516 - double(1.1470745597729725e-11);
l_mut_49 = l_1517;
const double l_1518 = l_mut_49 * l_1511;
const double l_1519 = l_1518 + double(2.08767569878681e-9);
l_mut_49 = l_1519;
const double l_1520 = l_mut_49 * l_1511;
const double l_1521 = l_1520 - double(2.755731922398589e-7);
l_mut_49 = l_1521;
const double l_1522 = l_mut_49 * l_1511;
const double l_1523 = l_1522 + double(2.48015873015873e-5);
l_mut_49 = l_1523;
const double l_1524 = l_mut_49 * l_1511;
const double l_1525 = l_1524 - double(0.001388888888888889);
l_mut_49 = l_1525;
const double l_1526 = l_mut_49 * l_1511;
const double l_1527 = l_1526 + double(0.041666666666666664);
l_mut_49 = l_1527;
const double l_1528 = double(0.5) * l_1511;
const double l_1529 = double(1.0) - l_1528;
const double l_1530 = l_1511 * l_1511;
const double l_1531 = l_1530 * l_mut_49;
const double l_1532 = double(0.0) * l_mut_76;
const double l_1533 = l_1531 - l_1532;
const double l_1534 = l_1529 + l_1533;
const uint32 l_1535 = l_mut_476 & uint32(1);
const bool l_1536 = l_1535 == uint32(1);
l_mut_76 = l_1510;
const uint32 l_1537 = l_mut_476 & uint32(2);
const bool l_1538 = l_1537 != uint32(0);
l_mut_530 = l_1538;
l_mut_76 = l_1534;
if (l_1536) {
l_mut_76 = l_1510;
}
const uint32 l_1539 = l_mut_476 + uint32(1);
const uint32 l_1540 = l_1539 & uint32(2);
const bool l_1541 = l_1540 != uint32(0);
l_mut_530 = l_1541;
const bool l_1542 = bool(false) && l_1484;
if (l_1542) {
const bool l_1543 = !l_mut_530;
l_mut_530 = l_1543;
}
if (l_mut_530) {
const double l_1544 = -l_mut_76;
l_mut_76 = l_1544;
}
const double l_1545 = abs(l_mut_243);
const double l_1546 = l_1545 * double(1.4551915228366852e-11);
const double l_1547 = abs(l_mut_76);
const double l_1548 = l_1547 * double(1.4551915228366852e-11);
l_mut_49 = double(1.4551915228366852e-11);
l_mut_476 = uint32(2);
if (l_408) {
const double l_1549 = l_mut_243 - l_410;
const double l_1550 = abs(l_1549);
const double l_1551 = l_1550 * double(2.220446049250313e-16);
const double l_1552 = l_1546 + l_1551;
const double l_1553 = l_1549 + l_1552;
const double l_1554 = -l_1553;
const double l_1555 = l_1554 * double(7.1362384635298e44);
const double l_1556 = floor(l_1555);
const double l_1557 = l_1556 * double(1.401298464324817e-45);
l_mut_26 = l_1557;
const double l_1558 = abs(l_1554);
const bool l_1559 = l_1558 >= double(1.1754943508222875e-38);
if (l_1559) {
const float l_1560 = float(l_1554);
const double l_1561 = double(l_1560);
l_mut_26 = l_1561;
const bool l_1562 = l_mut_26 > l_1554;
if (l_1562) {
const uint32 l_1563 = reinterpret_cast<uint32 const&>(l_1560);
const uint32 l_1564 = l_1563 ^ uint32(2147483648);
const float l_1565 = reinterpret_cast<float const&>(l_1564);
const uint32 l_1566 = reinterpret_cast<uint32 const&>(l_1565);
const uint32 l_1567 = l_1566 + uint32(1);
l_mut_438 = l_1567;
const uint32 l_1568 = l_1566 & uint32(2147483647);
const bool l_1569 = l_1568 == uint32(0);
if (l_1569) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1570 = l_1566 & uint32(2147483648);
const bool l_1571 = l_1570 != uint32(0);
if (l_1571) {
const uint32 l_1572 = l_1566 - uint32(1);
l_mut_438 = l_1572;
} else {
const bool l_1573 = l_1566 == uint32(2139095040);
if (l_1573) {
l_mut_438 = l_1566;
}
}
}
const float l_1574 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1575 = reinterpret_cast<uint32 const&>(l_1574);
const uint32 l_1576 = l_1575 ^ uint32(2147483648);
const float l_1577 = reinterpret_cast<float const&>(l_1576);
const uint32 l_1578 = reinterpret_cast<uint32 const&>(l_1577);
const double l_1579 = double(l_1577);
l_mut_1580 = l_1579;
const uint32 l_1581 = l_1578 & uint32(2139095040);
const bool l_1582 = l_1581 == uint32(0);
if (l_1582) {
const uint32 l_1583 = l_1578 & uint32(8388607);
const double l_1584 = double(l_1583);
const double l_1585 = l_1584 * double(1.401298464324817e-45);
l_mut_1580 = l_1585;
const uint32 l_1586 = l_1578 >> uint32(31);
const bool l_1587 = l_1586 == uint32(1);
if (l_1587) {
const double l_1588 = -l_mut_1580;
l_mut_1580 = l_1588;
}
}
l_mut_26 = l_mut_1580;
} else {
const uint32 l_1589 = reinterpret_cast<uint32 const&>(l_1560);
const uint32 l_1590 = l_1589 + uint32(1);
l_mut_438 = l_1590;
const uint32 l_1591 = l_1589 & uint32(2147483647);
const bool l_1592 = l_1591 == uint32(0);
if (l_1592) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1593 = l_1589 & uint32(2147483648);
const bool l_1594 = l_1593 != uint32(0);
if (l_1594) {
const uint32 l_1595 = l_1589 - uint32(1);
l_mut_438 = l_1595;
} else {
const bool l_1596 = l_1589 == uint32(2139095040);
if (l_1596) {
l_mut_438 = l_1589;
}
}
}
const float l_1597 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1598 = reinterpret_cast<uint32 const&>(l_1597);
const double l_1599 = double(l_1597);
l_mut_1580 = l_1599;
const uint32 l_1600 = l_1598 & uint32(2139095040);
const bool l_1601 = l_1600 == uint32(0);
if (l_1601) {
const uint32 l_1602 = l_1598 & uint32(8388607);
const double l_1603 = double(l_1602);
const double l_1604 = l_1603 * double(1.401298464324817e-45);
l_mut_1580 = l_1604;
const uint32 l_1605 = l_1598 >> uint32(31);
const bool l_1606 = l_1605 == uint32(1);
if (l_1606) {
const double l_1607 = -l_mut_1580;
l_mut_1580 = l_1607;
}
}
const bool l_1608 = l_mut_1580 <= l_1554;
if (l_1608) {
const uint32 l_1609 = reinterpret_cast<uint32 const&>(l_1560);
const uint32 l_1610 = l_1609 + uint32(1);
l_mut_438 = l_1610;
const uint32 l_1611 = l_1609 & uint32(2147483647);
const bool l_1612 = l_1611 == uint32(0);
if (l_1612) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1613 = l_1609 & uint32(2147483648);
const bool l_1614 = l_1613 != uint32(0);
if (l_1614) {
const uint32 l_1615 = l_1609 - uint32(1);
l_mut_438 = l_1615;
} else {
const bool l_1616 = l_1609 == uint32(2139095040);
if (l_1616) {
l_mut_438 = l_1609;
}
}
}
const float l_1617 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1618 = reinterpret_cast<uint32 const&>(l_1617);
const double l_1619 = double(l_1617);
l_mut_1580 = l_1619;
const uint32 l_1620 = l_1618 & uint32(2139095040);
const bool l_1621 = l_1620 == uint32(0);
if (l_1621) {
const uint32 l_1622 = l_1618 & uint32(8388607);
const double l_1623 = double(l_1622);
const double l_1624 = l_1623 * double(1.401298464324817e-45);
l_mut_1580 = l_1624;
const uint32 l_1625 = l_1618 >> uint32(31);
const bool l_1626 = l_1625 == uint32(1);
if (l_1626) {
const double l_1627 = -l_mut_1580;
l_mut_1580 = l_1627;
}
}
l_mut_26 = l_mut_1580;
}
}
}
const double l_1628 = -l_mut_26;
l_mut_1580 = l_1628;
const bool l_1629 = bool(true) && bool(true);
if (l_1629) {
const double l_1630 = l_1549 + l_1552;
const double l_1631 = l_1630 * double(7.1362384635298e44);
const double l_1632 = floor(l_1631);
const double l_1633 = l_1632 * double(1.401298464324817e-45);
l_mut_26 = l_1633;
const double l_1634 = abs(l_1630);
const bool l_1635 = l_1634 >= double(1.1754943508222875e-38);
if (l_1635) {
const float l_1636 = float(l_1630);
const double l_1637 = double(l_1636);
l_mut_26 = l_1637;
const bool l_1638 = l_mut_26 > l_1630;
if (l_1638) {
const uint32 l_1639 = reinterpret_cast<uint32 const&>(l_1636);
const uint32 l_1640 = l_1639 ^ uint32(2147483648);
const float l_1641 = reinterpret_cast<float const&>(l_1640);
const uint32 l_1642 = reinterpret_cast<uint32 const&>(l_1641);
const uint32 l_1643 = l_1642 + uint32(1);
l_mut_438 = l_1643;
const uint32 l_1644 = l_1642 & uint32(2147483647);
const bool l_1645 = l_1644 == uint32(0);
if (l_1645) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1646 = l_1642 & uint32(2147483648);
const bool l_1647 = l_1646 != uint32(0);
if (l_1647) {
const uint32 l_1648 = l_1642 - uint32(1);
l_mut_438 = l_1648;
} else {
const bool l_1649 = l_1642 == uint32(2139095040);
if (l_1649) {
l_mut_438 = l_1642;
}
}
}
const float l_1650 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1651 = reinterpret_cast<uint32 const&>(l_1650);
const uint32 l_1652 = l_1651 ^ uint32(2147483648);
const float l_1653 = reinterpret_cast<float const&>(l_1652);
const uint32 l_1654 = reinterpret_cast<uint32 const&>(l_1653);
const double l_1655 = double(l_1653);
l_mut_1656 = l_1655;
const uint32 l_1657 = l_1654 & uint32(2139095040);
const bool l_1658 = l_1657 == uint32(0);
if (l_1658) {
const uint32 l_1659 = l_1654 & uint32(8388607);
const double l_1660 = double(l_1659);
const double l_1661 = l_1660 * double(1.401298464324817e-45);
l_mut_1656 = l_1661;
const uint32 l_1662 = l_1654 >> uint32(31);
const bool l_1663 = l_1662 == uint32(1);
if (l_1663) {
const double l_1664 = -l_mut_1656;
l_mut_1656 = l_1664;
}
}
l_mut_26 = l_mut_1656;
} else {
const uint32 l_1665 = reinterpret_cast<uint32 const&>(l_1636);
const uint32 l_1666 = l_1665 + uint32(1);
l_mut_438 = l_1666;
const uint32 l_1667 = l_1665 & uint32(2147483647);
const bool l_1668 = l_1667 == uint32(0);
if (l_1668) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1669 = l_1665 & uint32(2147483648);
const bool l_1670 = l_1669 != uint32(0);
if (l_1670) {
const uint32 l_1671 = l_1665 - uint32(1);
l_mut_438 = l_1671;
} else {
const bool l_1672 = l_1665 == uint32(2139095040);
if (l_1672) {
l_mut_438 = l_1665;
}
}
}
const float l_1673 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1674 = reinterpret_cast<uint32 const&>(l_1673);
const double l_1675 = double(l_1673);
l_mut_1656 = l_1675;
const uint32 l_1676 = l_1674 & uint32(2139095040);
const bool l_1677 = l_1676 == uint32(0);
if (l_1677) {
const uint32 l_1678 = l_1674 & uint32(8388607);
const double l_1679 = double(l_1678);
const double l_1680 = l_1679 * double(1.401298464324817e-45);
l_mut_1656 = l_1680;
const uint32 l_1681 = l_1674 >> uint32(31);
const bool l_1682 = l_1681 == uint32(1);
if (l_1682) {
const double l_1683 = -l_mut_1656;
l_mut_1656 = l_1683;
}
}
const bool l_1684 = l_mut_1656 <= l_1630;
if (l_1684) {
const uint32 l_1685 = reinterpret_cast<uint32 const&>(l_1636);
const uint32 l_1686 = l_1685 + uint32(1);
l_mut_438 = l_1686;
const uint32 l_1687 = l_1685 & uint32(2147483647);
const bool l_1688 = l_1687 == uint32(0);
if (l_1688) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1689 = l_1685 & uint32(2147483648);
const bool l_1690 = l_1689 != uint32(0);
if (l_1690) {
const uint32 l_1691 = l_1685 - uint32(1);
l_mut_438 = l_1691;
} else {
const bool l_1692 = l_1685 == uint32(2139095040);
if (l_1692) {
l_mut_438 = l_1685;
}
}
}
const float l_1693 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1694 = reinterpret_cast<uint32 const&>(l_1693);
const double l_1695 = double(l_1693);
l_mut_1656 = l_1695;
const uint32 l_1696 = l_1694 & uint32(2139095040);
const bool l_1697 = l_1696 == uint32(0);
if (l_1697) {
const uint32 l_1698 = l_1694 & uint32(8388607);
const double l_1699 = double(l_1698);
const double l_1700 = l_1699 * double(1.401298464324817e-45);
l_mut_1656 = l_1700;
const uint32 l_1701 = l_1694 >> uint32(31);
const bool l_1702 = l_1701 == uint32(1);
if (l_1702) {
const double l_1703 = -l_mut_1656;
l_mut_1656 = l_1703;
}
}
l_mut_26 = l_mut_1656;
}
}
}
l_mut_1580 = l_mut_26;
} else {
const double l_1704 = l_1549 - l_1552;
const double l_1705 = l_1704 * double(7.1362384635298e44);
const double l_1706 = floor(l_1705);
const double l_1707 = l_1706 * double(1.401298464324817e-45);
l_mut_1656 = l_1707;
const double l_1708 = abs(l_1704);
const bool l_1709 = l_1708 >= double(1.1754943508222875e-38);
if (l_1709) {
const float l_1710 = float(l_1704);
const double l_1711 = double(l_1710);
l_mut_1656 = l_1711;
const bool l_1712 = l_mut_1656 > l_1704;
if (l_1712) {
const uint32 l_1713 = reinterpret_cast<uint32 const&>(l_1710);
const uint32 l_1714 = l_1713 ^ uint32(2147483648);
const float l_1715 = reinterpret_cast<float const&>(l_1714);
const uint32 l_1716 = reinterpret_cast<uint32 const&>(l_1715);
const uint32 l_1717 = l_1716 + uint32(1);
l_mut_438 = l_1717;
const uint32 l_1718 = l_1716 & uint32(2147483647);
const bool l_1719 = l_1718 == uint32(0);
if (l_1719) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1720 = l_1716 & uint32(2147483648);
const bool l_1721 = l_1720 != uint32(0);
if (l_1721) {
const uint32 l_1722 = l_1716 - uint32(1);
l_mut_438 = l_1722;
} else {
const bool l_1723 = l_1716 == uint32(2139095040);
if (l_1723) {
l_mut_438 = l_1716;
}
}
}
const float l_1724 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1725 = reinterpret_cast<uint32 const&>(l_1724);
const uint32 l_1726 = l_1725 ^ uint32(2147483648);
const float l_1727 = reinterpret_cast<float const&>(l_1726);
const uint32 l_1728 = reinterpret_cast<uint32 const&>(l_1727);
const double l_1729 = double(l_1727);
l_mut_26 = l_1729;
const uint32 l_1730 = l_1728 & uint32(2139095040);
const bool l_1731 = l_1730 == uint32(0);
if (l_1731) {
const uint32 l_1732 = l_1728 & uint32(8388607);
const double l_1733 = double(l_1732);
const double l_1734 = l_1733 * double(1.401298464324817e-45);
l_mut_26 = l_1734;
const uint32 l_1735 = l_1728 >> uint32(31);
const bool l_1736 = l_1735 == uint32(1);
if (l_1736) {
const double l_1737 = -l_mut_26;
l_mut_26 = l_1737;
}
}
l_mut_1656 = l_mut_26;
} else {
const uint32 l_1738 = reinterpret_cast<uint32 const&>(l_1710);
const uint32 l_1739 = l_1738 + uint32(1);
l_mut_438 = l_1739;
const uint32 l_1740 = l_1738 & uint32(2147483647);
const bool l_1741 = l_1740 == uint32(0);
if (l_1741) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1742 = l_1738 & uint32(2147483648);
const bool l_1743 = l_1742 != uint32(0);
if (l_1743) {
const uint32 l_1744 = l_1738 - uint32(1);
l_mut_438 = l_1744;
} else {
const bool l_1745 = l_1738 == uint32(2139095040);
if (l_1745) {
l_mut_438 = l_1738;
}
}
}
const float l_1746 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1747 = reinterpret_cast<uint32 const&>(l_1746);
const double l_1748 = double(l_1746);
l_mut_26 = l_1748;
const uint32 l_1749 = l_1747 & uint32(2139095040);
const bool l_1750 = l_1749 == uint32(0);
if (l_1750) {
const uint32 l_1751 = l_1747 & uint32(8388607);
const double l_1752 = double(l_1751);
const double l_1753 = l_1752 * double(1.401298464324817e-45);
l_mut_26 = l_1753;
const uint32 l_1754 = l_1747 >> uint32(31);
const bool l_1755 = l_1754 == uint32(1);
if (l_1755) {
const double l_1756 = -l_mut_26;
l_mut_26 = l_1756;
}
}
const bool l_1757 = l_mut_26 <= l_1704;
if (l_1757) {
const uint32 l_1758 = reinterpret_cast<uint32 const&>(l_1710);
const uint32 l_1759 = l_1758 + uint32(1);
l_mut_438 = l_1759;
const uint32 l_1760 = l_1758 & uint32(2147483647);
const bool l_1761 = l_1760 == uint32(0);
if (l_1761) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1762 = l_1758 & uint32(2147483648);
const bool l_1763 = l_1762 != uint32(0);
if (l_1763) {
const uint32 l_1764 = l_1758 - uint32(1);
l_mut_438 = l_1764;
} else {
const bool l_1765 = l_1758 == uint32(2139095040);
if (l_1765) {
l_mut_438 = l_1758;
}
}
}
const float l_1766 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1767 = reinterpret_cast<uint32 const&>(l_1766);
const double l_1768 = double(l_1766);
l_mut_26 = l_1768;
const uint32 l_1769 = l_1767 & uint32(2139095040);
const bool l_1770 = l_1769 == uint32(0);
if (l_1770) {
const uint32 l_1771 = l_1767 & uint32(8388607);
const double l_1772 = double(l_1771);
const double l_1773 = l_1772 * double(1.401298464324817e-45);
l_mut_26 = l_1773;
const uint32 l_1774 = l_1767 >> uint32(31);
const bool l_1775 = l_1774 == uint32(1);
if (l_1775) {
const double l_1776 = -l_mut_26;
l_mut_26 = l_1776;
}
}
l_mut_1656 = l_mut_26;
}
}
}
l_mut_1580 = l_mut_1656;
}
const double l_1777 = l_mut_243 + l_410;
const double l_1778 = abs(l_1777);
const double l_1779 = l_1778 * double(2.220446049250313e-16);
const double l_1780 = l_1546 + l_1779;
const double l_1781 = l_1777 + l_1780;
const double l_1782 = -l_1781;
const double l_1783 = l_1782 * double(7.1362384635298e44);
const double l_1784 = floor(l_1783);
const double l_1785 = l_1784 * double(1.401298464324817e-45);
l_mut_1656 = l_1785;
const double l_1786 = abs(l_1782);
const bool l_1787 = l_1786 >= double(1.1754943508222875e-38);
if (l_1787) {
const float l_1788 = float(l_1782);
const double l_1789 = double(l_1788);
l_mut_1656 = l_1789;
const bool l_1790 = l_mut_1656 > l_1782;
if (l_1790) {
const uint32 l_1791 = reinterpret_cast<uint32 const&>(l_1788);
const uint32 l_1792 = l_1791 ^ uint32(2147483648);
const float l_1793 = reinterpret_cast<float const&>(l_1792);
const uint32 l_1794 = reinterpret_cast<uint32 const&>(l_1793);
const uint32 l_1795 = l_1794 + uint32(1);
l_mut_438 = l_1795;
const uint32 l_1796 = l_1794 & uint32(2147483647);
const bool l_1797 = l_1796 == uint32(0);
if (l_1797) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1798 = l_1794 & uint32(2147483648);
const bool l_1799 = l_1798 != uint32(0);
if (l_1799) {
const uint32 l_1800 = l_1794 - uint32(1);
l_mut_438 = l_1800;
} else {
const bool l_1801 = l_1794 == uint32(2139095040);
if (l_1801) {
l_mut_438 = l_1794;
}
}
}
const float l_1802 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1803 = reinterpret_cast<uint32 const&>(l_1802);
const uint32 l_1804 = l_1803 ^ uint32(2147483648);
const float l_1805 = reinterpret_cast<float const&>(l_1804);
const uint32 l_1806 = reinterpret_cast<uint32 const&>(l_1805);
const double l_1807 = double(l_1805);
l_mut_26 = l_1807;
const uint32 l_1808 = l_1806 & uint32(2139095040);
const bool l_1809 = l_1808 == uint32(0);
if (l_1809) {
const uint32 l_1810 = l_1806 & uint32(8388607);
const double l_1811 = double(l_1810);
const double l_1812 = l_1811 * double(1.401298464324817e-45);
l_mut_26 = l_1812;
const uint32 l_1813 = l_1806 >> uint32(31);
const bool l_1814 = l_1813 == uint32(1);
if (l_1814) {
const double l_1815 = -l_mut_26;
l_mut_26 = l_1815;
}
}
l_mut_1656 = l_mut_26;
} else {
const uint32 l_1816 = reinterpret_cast<uint32 const&>(l_1788);
const uint32 l_1817 = l_1816 + uint32(1);
l_mut_438 = l_1817;
const uint32 l_1818 = l_1816 & uint32(2147483647);
const bool l_1819 = l_1818 == uint32(0);
if (l_1819) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1820 = l_1816 & uint32(2147483648);
const bool l_1821 = l_1820 != uint32(0);
if (l_1821) {
const uint32 l_1822 = l_1816 - uint32(1);
l_mut_438 = l_1822;
} else {
const bool l_1823 = l_1816 == uint32(2139095040);
if (l_1823) {
l_mut_438 = l_1816;
}
}
}
const float l_1824 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1825 = reinterpret_cast<uint32 const&>(l_1824);
const double l_1826 = double(l_1824);
l_mut_26 = l_1826;
const uint32 l_1827 = l_1825 & uint32(2139095040);
const bool l_1828 = l_1827 == uint32(0);
if (l_1828) {
const uint32 l_1829 = l_1825 & uint32(8388607);
const double l_1830 = double(l_1829);
const double l_1831 = l_1830 * double(1.401298464324817e-45);
l_mut_26 = l_1831;
const uint32 l_1832 = l_1825 >> uint32(31);
const bool l_1833 = l_1832 == uint32(1);
if (l_1833) {
const double l_1834 = -l_mut_26;
l_mut_26 = l_1834;
}
}
const bool l_1835 = l_mut_26 <= l_1782;
if (l_1835) {
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_1788);
const uint32 l_1837 = l_1836 + uint32(1);
l_mut_438 = l_1837;
const uint32 l_1838 = l_1836 & uint32(2147483647);
const bool l_1839 = l_1838 == uint32(0);
if (l_1839) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1840 = l_1836 & uint32(2147483648);
const bool l_1841 = l_1840 != uint32(0);
if (l_1841) {
const uint32 l_1842 = l_1836 - uint32(1);
l_mut_438 = l_1842;
} else {
const bool l_1843 = l_1836 == uint32(2139095040);
if (l_1843) {
l_mut_438 = l_1836;
}
}
}
const float l_1844 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1845 = reinterpret_cast<uint32 const&>(l_1844);
const double l_1846 = double(l_1844);
l_mut_26 = l_1846;
const uint32 l_1847 = l_1845 & uint32(2139095040);
const bool l_1848 = l_1847 == uint32(0);
if (l_1848) {
const uint32 l_1849 = l_1845 & uint32(8388607);
const double l_1850 = double(l_1849);
const double l_1851 = l_1850 * double(1.401298464324817e-45);
l_mut_26 = l_1851;
const uint32 l_1852 = l_1845 >> uint32(31);
const bool l_1853 = l_1852 == uint32(1);
if (l_1853) {
const double l_1854 = -l_mut_26;
l_mut_26 = l_1854;
}
}
l_mut_1656 = l_mut_26;
}
}
}
const double l_1855 = -l_mut_1656;
l_mut_1656 = l_1855;
const bool l_1856 = bool(false) && bool(true);
if (l_1856) {
const double l_1857 = l_1777 + l_1780;
const double l_1858 = l_1857 * double(7.1362384635298e44);
const double l_1859 = floor(l_1858);
const double l_1860 = l_1859 * double(1.401298464324817e-45);
l_mut_26 = l_1860;
const double l_1861 = abs(l_1857);
const bool l_1862 = l_1861 >= double(1.1754943508222875e-38);
if (l_1862) {
const float l_1863 = float(l_1857);
const double l_1864 = double(l_1863);
l_mut_26 = l_1864;
const bool l_1865 = l_mut_26 > l_1857;
if (l_1865) {
const uint32 l_1866 = reinterpret_cast<uint32 const&>(l_1863);
const uint32 l_1867 = l_1866 ^ uint32(2147483648);
const float l_1868 = reinterpret_cast<float const&>(l_1867);
const uint32 l_1869 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1870 = l_1869 + uint32(1);
l_mut_438 = l_1870;
const uint32 l_1871 = l_1869 & uint32(2147483647);
const bool l_1872 = l_1871 == uint32(0);
if (l_1872) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1873 = l_1869 & uint32(2147483648);
const bool l_1874 = l_1873 != uint32(0);
if (l_1874) {
const uint32 l_1875 = l_1869 - uint32(1);
l_mut_438 = l_1875;
} else {
const bool l_1876 = l_1869 == uint32(2139095040);
if (l_1876) {
l_mut_438 = l_1869;
}
}
}
const float l_1877 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1878 = reinterpret_cast<uint32 const&>(l_1877);
const uint32 l_1879 = l_1878 ^ uint32(2147483648);
const float l_1880 = reinterpret_cast<float const&>(l_1879);
const uint32 l_1881 = reinterpret_cast<uint32 const&>(l_1880);
const double l_1882 = double(l_1880);
l_mut_1883 = l_1882;
const uint32 l_1884 = l_1881 & uint32(2139095040);
const bool l_1885 = l_1884 == uint32(0);
if (l_1885) {
const uint32 l_1886 = l_1881 & uint32(8388607);
const double l_1887 = double(l_1886);
const double l_1888 = l_1887 * double(1.401298464324817e-45);
l_mut_1883 = l_1888;
const uint32 l_1889 = l_1881 >> uint32(31);
const bool l_1890 = l_1889 == uint32(1);
if (l_1890) {
const double l_1891 = -l_mut_1883;
l_mut_1883 = l_1891;
}
}
l_mut_26 = l_mut_1883;
} else {
const uint32 l_1892 = reinterpret_cast<uint32 const&>(l_1863);
const uint32 l_1893 = l_1892 + uint32(1);
l_mut_438 = l_1893;
const uint32 l_1894 = l_1892 & uint32(2147483647);
const bool l_1895 = l_1894 == uint32(0);
if (l_1895) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1896 = l_1892 & uint32(2147483648);
const bool l_1897 = l_1896 != uint32(0);
if (l_1897) {
const uint32 l_1898 = l_1892 - uint32(1);
l_mut_438 = l_1898;
} else {
const bool l_1899 = l_1892 == uint32(2139095040);
if (l_1899) {
l_mut_438 = l_1892;
}
}
}
const float l_1900 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1901 = reinterpret_cast<uint32 const&>(l_1900);
const double l_1902 = double(l_1900);
l_mut_1883 = l_1902;
const uint32 l_1903 = l_1901 & uint32(2139095040);
const bool l_1904 = l_1903 == uint32(0);
if (l_1904) {
const uint32 l_1905 = l_1901 & uint32(8388607);
const double l_1906 = double(l_1905);
const double l_1907 = l_1906 * double(1.401298464324817e-45);
l_mut_1883 = l_1907;
const uint32 l_1908 = l_1901 >> uint32(31);
const bool l_1909 = l_1908 == uint32(1);
if (l_1909) {
const double l_1910 = -l_mut_1883;
l_mut_1883 = l_1910;
}
}
const bool l_1911 = l_mut_1883 <= l_1857;
if (l_1911) {
const uint32 l_1912 = reinterpret_cast<uint32 const&>(l_1863);
const uint32 l_1913 = l_1912 + uint32(1);
l_mut_438 = l_1913;
const uint32 l_1914 = l_1912 & uint32(2147483647);
const bool l_1915 = l_1914 == uint32(0);
if (l_1915) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1916 = l_1912 & uint32(2147483648);
const bool l_1917 = l_1916 != uint32(0);
if (l_1917) {
const uint32 l_1918 = l_1912 - uint32(1);
l_mut_438 = l_1918;
} else {
const bool l_1919 = l_1912 == uint32(2139095040);
if (l_1919) {
l_mut_438 = l_1912;
}
}
}
const float l_1920 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1921 = reinterpret_cast<uint32 const&>(l_1920);
const double l_1922 = double(l_1920);
l_mut_1883 = l_1922;
const uint32 l_1923 = l_1921 & uint32(2139095040);
const bool l_1924 = l_1923 == uint32(0);
if (l_1924) {
const uint32 l_1925 = l_1921 & uint32(8388607);
const double l_1926 = double(l_1925);
const double l_1927 = l_1926 * double(1.401298464324817e-45);
l_mut_1883 = l_1927;
const uint32 l_1928 = l_1921 >> uint32(31);
const bool l_1929 = l_1928 == uint32(1);
if (l_1929) {
const double l_1930 = -l_mut_1883;
l_mut_1883 = l_1930;
}
}
l_mut_26 = l_mut_1883;
}
}
}
l_mut_1656 = l_mut_26;
} else {
const double l_1931 = l_1777 - l_1780;
const double l_1932 = -l_1931;
const double l_1933 = l_1932 * double(7.1362384635298e44);
const double l_1934 = floor(l_1933);
const double l_1935 = l_1934 * double(1.401298464324817e-45);
l_mut_1883 = l_1935;
const double l_1936 = abs(l_1932);
const bool l_1937 = l_1936 >= double(1.1754943508222875e-38);
if (l_1937) {
const float l_1938 = float(l_1932);
const double l_1939 = double(l_1938);
l_mut_1883 = l_1939;
const bool l_1940 = l_mut_1883 > l_1932;
if (l_1940) {
const uint32 l_1941 = reinterpret_cast<uint32 const&>(l_1938);
const uint32 l_1942 = l_1941 ^ uint32(2147483648);
const float l_1943 = reinterpret_cast<float const&>(l_1942);
const uint32 l_1944 = reinterpret_cast<uint32 const&>(l_1943);
const uint32 l_1945 = l_1944 + uint32(1);
l_mut_438 = l_1945;
const uint32 l_1946 = l_1944 & uint32(2147483647);
const bool l_1947 = l_1946 == uint32(0);
if (l_1947) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1948 = l_1944 & uint32(2147483648);
const bool l_1949 = l_1948 != uint32(0);
if (l_1949) {
const uint32 l_1950 = l_1944 - uint32(1);
l_mut_438 = l_1950;
} else {
const bool l_1951 = l_1944 == uint32(2139095040);
if (l_1951) {
l_mut_438 = l_1944;
}
}
}
const float l_1952 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1953 = reinterpret_cast<uint32 const&>(l_1952);
const uint32 l_1954 = l_1953 ^ uint32(2147483648);
const float l_1955 = reinterpret_cast<float const&>(l_1954);
const uint32 l_1956 = reinterpret_cast<uint32 const&>(l_1955);
const double l_1957 = double(l_1955);
l_mut_26 = l_1957;
const uint32 l_1958 = l_1956 & uint32(2139095040);
const bool l_1959 = l_1958 == uint32(0);
if (l_1959) {
const uint32 l_1960 = l_1956 & uint32(8388607);
const double l_1961 = double(l_1960);
const double l_1962 = l_1961 * double(1.401298464324817e-45);
l_mut_26 = l_1962;
const uint32 l_1963 = l_1956 >> uint32(31);
const bool l_1964 = l_1963 == uint32(1);
if (l_1964) {
const double l_1965 = -l_mut_26;
l_mut_26 = l_1965;
}
}
l_mut_1883 = l_mut_26;
} else {
const uint32 l_1966 = reinterpret_cast<uint32 const&>(l_1938);
const uint32 l_1967 = l_1966 + uint32(1);
l_mut_438 = l_1967;
const uint32 l_1968 = l_1966 & uint32(2147483647);
const bool l_1969 = l_1968 == uint32(0);
if (l_1969) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1970 = l_1966 & uint32(2147483648);
const bool l_1971 = l_1970 != uint32(0);
if (l_1971) {
const uint32 l_1972 = l_1966 - uint32(1);
l_mut_438 = l_1972;
} else {
const bool l_1973 = l_1966 == uint32(2139095040);
if (l_1973) {
l_mut_438 = l_1966;
}
}
}
const float l_1974 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1975 = reinterpret_cast<uint32 const&>(l_1974);
const double l_1976 = double(l_1974);
l_mut_26 = l_1976;
const uint32 l_1977 = l_1975 & uint32(2139095040);
const bool l_1978 = l_1977 == uint32(0);
if (l_1978) {
const uint32 l_1979 = l_1975 & uint32(8388607);
const double l_1980 = double(l_1979);
const double l_1981 = l_1980 * double(1.401298464324817e-45);
l_mut_26 = l_1981;
const uint32 l_1982 = l_1975 >> uint32(31);
const bool l_1983 = l_1982 == uint32(1);
if (l_1983) {
const double l_1984 = -l_mut_26;
l_mut_26 = l_1984;
}
}
const bool l_1985 = l_mut_26 <= l_1932;
if (l_1985) {
const uint32 l_1986 = reinterpret_cast<uint32 const&>(l_1938);
const uint32 l_1987 = l_1986 + uint32(1);
l_mut_438 = l_1987;
const uint32 l_1988 = l_1986 & uint32(2147483647);
const bool l_1989 = l_1988 == uint32(0);
if (l_1989) {
l_mut_438 = uint32(1);
} else {
const uint32 l_1990 = l_1986 & uint32(2147483648);
const bool l_1991 = l_1990 != uint32(0);
if (l_1991) {
const uint32 l_1992 = l_1986 - uint32(1);
l_mut_438 = l_1992;
} else {
const bool l_1993 = l_1986 == uint32(2139095040);
if (l_1993) {
l_mut_438 = l_1986;
}
}
}
const float l_1994 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_1995 = reinterpret_cast<uint32 const&>(l_1994);
const double l_1996 = double(l_1994);
l_mut_26 = l_1996;
const uint32 l_1997 = l_1995 & uint32(2139095040);
const bool l_1998 = l_1997 == uint32(0);
if (l_1998) {
const uint32 l_1999 = l_1995 & uint32(8388607);
const double l_2000 = double(l_1999);
const double l_2001 = l_2000 * double(1.401298464324817e-45);
l_mut_26 = l_2001;
const uint32 l_2002 = l_1995 >> uint32(31);
const bool l_2003 = l_2002 == uint32(1);
if (l_2003) {
const double l_2004 = -l_mut_26;
l_mut_26 = l_2004;
}
}
l_mut_1883 = l_mut_26;
}
}
}
const double l_2005 = -l_mut_1883;
l_mut_1656 = l_2005;
}
const double l_2006 = l_mut_76 - l_410;
const double l_2007 = abs(l_2006);
const double l_2008 = l_2007 * double(2.220446049250313e-16);
const double l_2009 = l_1548 + l_2008;
const double l_2010 = l_2006 + l_2009;
const double l_2011 = -l_2010;
const double l_2012 = l_2011 * double(7.1362384635298e44);
const double l_2013 = floor(l_2012);
const double l_2014 = l_2013 * double(1.401298464324817e-45);
l_mut_1883 = l_2014;
const double l_2015 = abs(l_2011);
const bool l_2016 = l_2015 >= double(1.1754943508222875e-38);
if (l_2016) {
const float l_2017 = float(l_2011);
const double l_2018 = double(l_2017);
l_mut_1883 = l_2018;
const bool l_2019 = l_mut_1883 > l_2011;
if (l_2019) {
const uint32 l_2020 = reinterpret_cast<uint32 const&>(l_2017);
const uint32 l_2021 = l_2020 ^ uint32(2147483648);
const float l_2022 = reinterpret_cast<float const&>(l_2021);
const uint32 l_2023 = reinterpret_cast<uint32 const&>(l_2022);
const uint32 l_2024 = l_2023 + uint32(1);
l_mut_438 = l_2024;
const uint32 l_2025 = l_2023 & uint32(2147483647);
const bool l_2026 = l_2025 == uint32(0);
if (l_2026) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2027 = l_2023 & uint32(2147483648);
const bool l_2028 = l_2027 != uint32(0);
if (l_2028) {
const uint32 l_2029 = l_2023 - uint32(1);
l_mut_438 = l_2029;
} else {
const bool l_2030 = l_2023 == uint32(2139095040);
if (l_2030) {
l_mut_438 = l_2023;
}
}
}
const float l_2031 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2032 = reinterpret_cast<uint32 const&>(l_2031);
const uint32 l_2033 = l_2032 ^ uint32(2147483648);
const float l_2034 = reinterpret_cast<float const&>(l_2033);
const uint32 l_2035 = reinterpret_cast<uint32 const&>(l_2034);
const double l_2036 = double(l_2034);
l_mut_26 = l_2036;
const uint32 l_2037 = l_2035 & uint32(2139095040);
const bool l_2038 = l_2037 == uint32(0);
if (l_2038) {
const uint32 l_2039 = l_2035 & uint32(8388607);
const double l_2040 = double(l_2039);
const double l_2041 = l_2040 * double(1.401298464324817e-45);
l_mut_26 = l_2041;
const uint32 l_2042 = l_2035 >> uint32(31);
const bool l_2043 = l_2042 == uint32(1);
if (l_2043) {
const double l_2044 = -l_mut_26;
l_mut_26 = l_2044;
}
}
l_mut_1883 = l_mut_26;
} else {
const uint32 l_2045 = reinterpret_cast<uint32 const&>(l_2017);
const uint32 l_2046 = l_2045 + uint32(1);
l_mut_438 = l_2046;
const uint32 l_2047 = l_2045 & uint32(2147483647);
const bool l_2048 = l_2047 == uint32(0);
if (l_2048) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2049 = l_2045 & uint32(2147483648);
const bool l_2050 = l_2049 != uint32(0);
if (l_2050) {
const uint32 l_2051 = l_2045 - uint32(1);
l_mut_438 = l_2051;
} else {
const bool l_2052 = l_2045 == uint32(2139095040);
if (l_2052) {
l_mut_438 = l_2045;
}
}
}
const float l_2053 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2054 = reinterpret_cast<uint32 const&>(l_2053);
const double l_2055 = double(l_2053);
l_mut_26 = l_2055;
const uint32 l_2056 = l_2054 & uint32(2139095040);
const bool l_2057 = l_2056 == uint32(0);
if (l_2057) {
const uint32 l_2058 = l_2054 & uint32(8388607);
const double l_2059 = double(l_2058);
const double l_2060 = l_2059 * double(1.401298464324817e-45);
l_mut_26 = l_2060;
const uint32 l_2061 = l_2054 >> uint32(31);
const bool l_2062 = l_2061 == uint32(1);
if (l_2062) {
const double l_2063 = -l_mut_26;
l_mut_26 = l_2063;
}
}
const bool l_2064 = l_mut_26 <= l_2011;
if (l_2064) {
const uint32 l_2065 = reinterpret_cast<uint32 const&>(l_2017);
const uint32 l_2066 = l_2065 + uint32(1);
l_mut_438 = l_2066;
const uint32 l_2067 = l_2065 & uint32(2147483647);
const bool l_2068 = l_2067 == uint32(0);
if (l_2068) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2069 = l_2065 & uint32(2147483648);
const bool l_2070 = l_2069 != uint32(0);
if (l_2070) {
const uint32 l_2071 = l_2065 - uint32(1);
l_mut_438 = l_2071;
} else {
const bool l_2072 = l_2065 == uint32(2139095040);
if (l_2072) {
l_mut_438 = l_2065;
}
}
}
const float l_2073 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2074 = reinterpret_cast<uint32 const&>(l_2073);
const double l_2075 = double(l_2073);
l_mut_26 = l_2075;
const uint32 l_2076 = l_2074 & uint32(2139095040);
const bool l_2077 = l_2076 == uint32(0);
if (l_2077) {
const uint32 l_2078 = l_2074 & uint32(8388607);
const double l_2079 = double(l_2078);
const double l_2080 = l_2079 * double(1.401298464324817e-45);
l_mut_26 = l_2080;
const uint32 l_2081 = l_2074 >> uint32(31);
const bool l_2082 = l_2081 == uint32(1);
if (l_2082) {
const double l_2083 = -l_mut_26;
l_mut_26 = l_2083;
}
}
l_mut_1883 = l_mut_26;
}
}
}
const double l_2084 = -l_mut_1883;
l_mut_1883 = l_2084;
const bool l_2085 = bool(true) && bool(true);
if (l_2085) {
const double l_2086 = l_2006 + l_2009;
const double l_2087 = l_2086 * double(7.1362384635298e44);
const double l_2088 = floor(l_2087);
const double l_2089 = l_2088 * double(1.401298464324817e-45);
l_mut_26 = l_2089;
const double l_2090 = abs(l_2086);
const bool l_2091 = l_2090 >= double(1.1754943508222875e-38);
if (l_2091) {
const float l_2092 = float(l_2086);
const double l_2093 = double(l_2092);
l_mut_26 = l_2093;
const bool l_2094 = l_mut_26 > l_2086;
if (l_2094) {
const uint32 l_2095 = reinterpret_cast<uint32 const&>(l_2092);
const uint32 l_2096 = l_2095 ^ uint32(2147483648);
const float l_2097 = reinterpret_cast<float const&>(l_2096);
const uint32 l_2098 = reinterpret_cast<uint32 const&>(l_2097);
const uint32 l_2099 = l_2098 + uint32(1);
l_mut_438 = l_2099;
const uint32 l_2100 = l_2098 & uint32(2147483647);
const bool l_2101 = l_2100 == uint32(0);
if (l_2101) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2102 = l_2098 & uint32(2147483648);
const bool l_2103 = l_2102 != uint32(0);
if (l_2103) {
const uint32 l_2104 = l_2098 - uint32(1);
l_mut_438 = l_2104;
} else {
const bool l_2105 = l_2098 == uint32(2139095040);
if (l_2105) {
l_mut_438 = l_2098;
}
}
}
const float l_2106 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2107 = reinterpret_cast<uint32 const&>(l_2106);
const uint32 l_2108 = l_2107 ^ uint32(2147483648);
const float l_2109 = reinterpret_cast<float const&>(l_2108);
const uint32 l_2110 = reinterpret_cast<uint32 const&>(l_2109);
const double l_2111 = double(l_2109);
l_mut_2112 = l_2111;
const uint32 l_2113 = l_2110 & uint32(2139095040);
const bool l_2114 = l_2113 == uint32(0);
if (l_2114) {
const uint32 l_2115 = l_2110 & uint32(8388607);
const double l_2116 = double(l_2115);
const double l_2117 = l_2116 * double(1.401298464324817e-45);
l_mut_2112 = l_2117;
const uint32 l_2118 = l_2110 >> uint32(31);
const bool l_2119 = l_2118 == uint32(1);
if (l_2119) {
const double l_2120 = -l_mut_2112;
l_mut_2112 = l_2120;
}
}
l_mut_26 = l_mut_2112;
} else {
const uint32 l_2121 = reinterpret_cast<uint32 const&>(l_2092);
const uint32 l_2122 = l_2121 + uint32(1);
l_mut_438 = l_2122;
const uint32 l_2123 = l_2121 & uint32(2147483647);
const bool l_2124 = l_2123 == uint32(0);
if (l_2124) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2125 = l_2121 & uint32(2147483648);
const bool l_2126 = l_2125 != uint32(0);
if (l_2126) {
const uint32 l_2127 = l_2121 - uint32(1);
l_mut_438 = l_2127;
} else {
const bool l_2128 = l_2121 == uint32(2139095040);
if (l_2128) {
l_mut_438 = l_2121;
}
}
}
const float l_2129 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2130 = reinterpret_cast<uint32 const&>(l_2129);
const double l_2131 = double(l_2129);
l_mut_2112 = l_2131;
const uint32 l_2132 = l_2130 & uint32(2139095040);
const bool l_2133 = l_2132 == uint32(0);
if (l_2133) {
const uint32 l_2134 = l_2130 & uint32(8388607);
const double l_2135 = double(l_2134);
const double l_2136 = l_2135 * double(1.401298464324817e-45);
l_mut_2112 = l_2136;
const uint32 l_2137 = l_2130 >> uint32(31);
const bool l_2138 = l_2137 == uint32(1);
if (l_2138) {
const double l_2139 = -l_mut_2112;
l_mut_2112 = l_2139;
}
}
const bool l_2140 = l_mut_2112 <= l_2086;
if (l_2140) {
const uint32 l_2141 = reinterpret_cast<uint32 const&>(l_2092);
const uint32 l_2142 = l_2141 + uint32(1);
l_mut_438 = l_2142;
const uint32 l_2143 = l_2141 & uint32(2147483647);
const bool l_2144 = l_2143 == uint32(0);
if (l_2144) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2145 = l_2141 & uint32(2147483648);
const bool l_2146 = l_2145 != uint32(0);
if (l_2146) {
const uint32 l_2147 = l_2141 - uint32(1);
l_mut_438 = l_2147;
} else {
const bool l_2148 = l_2141 == uint32(2139095040);
if (l_2148) {
l_mut_438 = l_2141;
}
}
}
const float l_2149 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2150 = reinterpret_cast<uint32 const&>(l_2149);
const double l_2151 = double(l_2149);
l_mut_2112 = l_2151;
const uint32 l_2152 = l_2150 & uint32(2139095040);
const bool l_2153 = l_2152 == uint32(0);
if (l_2153) {
const uint32 l_2154 = l_2150 & uint32(8388607);
const double l_2155 = double(l_2154);
const double l_2156 = l_2155 * double(1.401298464324817e-45);
l_mut_2112 = l_2156;
const uint32 l_2157 = l_2150 >> uint32(31);
const bool l_2158 = l_2157 == uint32(1);
if (l_2158) {
const double l_2159 = -l_mut_2112;
l_mut_2112 = l_2159;
}
}
l_mut_26 = l_mut_2112;
}
}
}
l_mut_1883 = l_mut_26;
} else {
const double l_2160 = l_2006 - l_2009;
const double l_2161 = l_2160 * double(7.1362384635298e44);
const double l_2162 = floor(l_2161);
const double l_2163 = l_2162 * double(1.401298464324817e-45);
l_mut_2112 = l_2163;
const double l_2164 = abs(l_2160);
const bool l_2165 = l_2164 >= double(1.1754943508222875e-38);
if (l_2165) {
const float l_2166 = float(l_2160);
const double l_2167 = double(l_2166);
l_mut_2112 = l_2167;
const bool l_2168 = l_mut_2112 > l_2160;
if (l_2168) {
const uint32 l_2169 = reinterpret_cast<uint32 const&>(l_2166);
const uint32 l_2170 = l_2169 ^ uint32(2147483648);
const float l_2171 = reinterpret_cast<float const&>(l_2170);
const uint32 l_2172 = reinterpret_cast<uint32 const&>(l_2171);
const uint32 l_2173 = l_2172 + uint32(1);
l_mut_438 = l_2173;
const uint32 l_2174 = l_2172 & uint32(2147483647);
const bool l_2175 = l_2174 == uint32(0);
if (l_2175) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2176 = l_2172 & uint32(2147483648);
const bool l_2177 = l_2176 != uint32(0);
if (l_2177) {
const uint32 l_2178 = l_2172 - uint32(1);
l_mut_438 = l_2178;
} else {
const bool l_2179 = l_2172 == uint32(2139095040);
if (l_2179) {
l_mut_438 = l_2172;
}
}
}
const float l_2180 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2181 = reinterpret_cast<uint32 const&>(l_2180);
const uint32 l_2182 = l_2181 ^ uint32(2147483648);
const float l_2183 = reinterpret_cast<float const&>(l_2182);
const uint32 l_2184 = reinterpret_cast<uint32 const&>(l_2183);
const double l_2185 = double(l_2183);
l_mut_26 = l_2185;
const uint32 l_2186 = l_2184 & uint32(2139095040);
const bool l_2187 = l_2186 == uint32(0);
if (l_2187) {
const uint32 l_2188 = l_2184 & uint32(8388607);
const double l_2189 = double(l_2188);
const double l_2190 = l_2189 * double(1.401298464324817e-45);
l_mut_26 = l_2190;
const uint32 l_2191 = l_2184 >> uint32(31);
const bool l_2192 = l_2191 == uint32(1);
if (l_2192) {
const double l_2193 = -l_mut_26;
l_mut_26 = l_2193;
}
}
l_mut_2112 = l_mut_26;
} else {
const uint32 l_2194 = reinterpret_cast<uint32 const&>(l_2166);
const uint32 l_2195 = l_2194 + uint32(1);
l_mut_438 = l_2195;
const uint32 l_2196 = l_2194 & uint32(2147483647);
const bool l_2197 = l_2196 == uint32(0);
if (l_2197) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2198 = l_2194 & uint32(2147483648);
const bool l_2199 = l_2198 != uint32(0);
if (l_2199) {
const uint32 l_2200 = l_2194 - uint32(1);
l_mut_438 = l_2200;
} else {
const bool l_2201 = l_2194 == uint32(2139095040);
if (l_2201) {
l_mut_438 = l_2194;
}
}
}
const float l_2202 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2203 = reinterpret_cast<uint32 const&>(l_2202);
const double l_2204 = double(l_2202);
l_mut_26 = l_2204;
const uint32 l_2205 = l_2203 & uint32(2139095040);
const bool l_2206 = l_2205 == uint32(0);
if (l_2206) {
const uint32 l_2207 = l_2203 & uint32(8388607);
const double l_2208 = double(l_2207);
const double l_2209 = l_2208 * double(1.401298464324817e-45);
l_mut_26 = l_2209;
const uint32 l_2210 = l_2203 >> uint32(31);
const bool l_2211 = l_2210 == uint32(1);
if (l_2211) {
const double l_2212 = -l_mut_26;
l_mut_26 = l_2212;
}
}
const bool l_2213 = l_mut_26 <= l_2160;
if (l_2213) {
const uint32 l_2214 = reinterpret_cast<uint32 const&>(l_2166);
const uint32 l_2215 = l_2214 + uint32(1);
l_mut_438 = l_2215;
const uint32 l_2216 = l_2214 & uint32(2147483647);
const bool l_2217 = l_2216 == uint32(0);
if (l_2217) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2218 = l_2214 & uint32(2147483648);
const bool l_2219 = l_2218 != uint32(0);
if (l_2219) {
const uint32 l_2220 = l_2214 - uint32(1);
l_mut_438 = l_2220;
} else {
const bool l_2221 = l_2214 == uint32(2139095040);
if (l_2221) {
l_mut_438 = l_2214;
}
}
}
const float l_2222 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2223 = reinterpret_cast<uint32 const&>(l_2222);
const double l_2224 = double(l_2222);
l_mut_26 = l_2224;
const uint32 l_2225 = l_2223 & uint32(2139095040);
const bool l_2226 = l_2225 == uint32(0);
if (l_2226) {
const uint32 l_2227 = l_2223 & uint32(8388607);
const double l_2228 = double(l_2227);
const double l_2229 = l_2228 * double(1.401298464324817e-45);
l_mut_26 = l_2229;
const uint32 l_2230 = l_2223 >> uint32(31);
const bool l_2231 = l_2230 == uint32(1);
if (l_2231) {
const double l_2232 = -l_mut_26;
l_mut_26 = l_2232;
}
}
l_mut_2112 = l_mut_26;
}
}
}
l_mut_1883 = l_mut_2112;
}
const double l_2233 = l_mut_76 + l_410;
const double l_2234 = abs(l_2233);
const double l_2235 = l_2234 * double(2.220446049250313e-16);
const double l_2236 = l_1548 + l_2235;
const double l_2237 = l_2233 + l_2236;
const double l_2238 = -l_2237;
const double l_2239 = l_2238 * double(7.1362384635298e44);
const double l_2240 = floor(l_2239);
const double l_2241 = l_2240 * double(1.401298464324817e-45);
l_mut_2112 = l_2241;
const double l_2242 = abs(l_2238);
const bool l_2243 = l_2242 >= double(1.1754943508222875e-38);
if (l_2243) {
const float l_2244 = float(l_2238);
const double l_2245 = double(l_2244);
l_mut_2112 = l_2245;
const bool l_2246 = l_mut_2112 > l_2238;
if (l_2246) {
const uint32 l_2247 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2248 = l_2247 ^ uint32(2147483648);
const float l_2249 = reinterpret_cast<float const&>(l_2248);
const uint32 l_2250 = reinterpret_cast<uint32 const&>(l_2249);
const uint32 l_2251 = l_2250 + uint32(1);
l_mut_438 = l_2251;
const uint32 l_2252 = l_2250 & uint32(2147483647);
const bool l_2253 = l_2252 == uint32(0);
if (l_2253) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2254 = l_2250 & uint32(2147483648);
const bool l_2255 = l_2254 != uint32(0);
if (l_2255) {
const uint32 l_2256 = l_2250 - uint32(1);
l_mut_438 = l_2256;
} else {
const bool l_2257 = l_2250 == uint32(2139095040);
if (l_2257) {
l_mut_438 = l_2250;
}
}
}
const float l_2258 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2259 = reinterpret_cast<uint32 const&>(l_2258);
const uint32 l_2260 = l_2259 ^ uint32(2147483648);
const float l_2261 = reinterpret_cast<float const&>(l_2260);
const uint32 l_2262 = reinterpret_cast<uint32 const&>(l_2261);
const double l_2263 = double(l_2261);
l_mut_26 = l_2263;
const uint32 l_2264 = l_2262 & uint32(2139095040);
const bool l_2265 = l_2264 == uint32(0);
if (l_2265) {
const uint32 l_2266 = l_2262 & uint32(8388607);
const double l_2267 = double(l_2266);
const double l_2268 = l_2267 * double(1.401298464324817e-45);
l_mut_26 = l_2268;
const uint32 l_2269 = l_2262 >> uint32(31);
const bool l_2270 = l_2269 == uint32(1);
if (l_2270) {
const double l_2271 = -l_mut_26;
l_mut_26 = l_2271;
}
}
l_mut_2112 = l_mut_26;
} else {
const uint32 l_2272 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2273 = l_2272 + uint32(1);
l_mut_438 = l_2273;
const uint32 l_2274 = l_2272 & uint32(2147483647);
const bool l_2275 = l_2274 == uint32(0);
if (l_2275) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2276 = l_2272 & uint32(2147483648);
const bool l_2277 = l_2276 != uint32(0);
if (l_2277) {
const uint32 l_2278 = l_2272 - uint32(1);
l_mut_438 = l_2278;
} else {
const bool l_2279 = l_2272 == uint32(2139095040);
if (l_2279) {
l_mut_438 = l_2272;
}
}
}
const float l_2280 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2281 = reinterpret_cast<uint32 const&>(l_2280);
const double l_2282 = double(l_2280);
l_mut_26 = l_2282;
const uint32 l_2283 = l_2281 & uint32(2139095040);
const bool l_2284 = l_2283 == uint32(0);
if (l_2284) {
const uint32 l_2285 = l_2281 & uint32(8388607);
const double l_2286 = double(l_2285);
const double l_2287 = l_2286 * double(1.401298464324817e-45);
l_mut_26 = l_2287;
const uint32 l_2288 = l_2281 >> uint32(31);
const bool l_2289 = l_2288 == uint32(1);
if (l_2289) {
const double l_2290 = -l_mut_26;
l_mut_26 = l_2290;
}
}
const bool l_2291 = l_mut_26 <= l_2238;
if (l_2291) {
const uint32 l_2292 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2293 = l_2292 + uint32(1);
l_mut_438 = l_2293;
const uint32 l_2294 = l_2292 & uint32(2147483647);
const bool l_2295 = l_2294 == uint32(0);
if (l_2295) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2296 = l_2292 & uint32(2147483648);
const bool l_2297 = l_2296 != uint32(0);
if (l_2297) {
const uint32 l_2298 = l_2292 - uint32(1);
l_mut_438 = l_2298;
} else {
const bool l_2299 = l_2292 == uint32(2139095040);
if (l_2299) {
l_mut_438 = l_2292;
}
}
}
const float l_2300 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2301 = reinterpret_cast<uint32 const&>(l_2300);
const double l_2302 = double(l_2300);
l_mut_26 = l_2302;
const uint32 l_2303 = l_2301 & uint32(2139095040);
const bool l_2304 = l_2303 == uint32(0);
if (l_2304) {
const uint32 l_2305 = l_2301 & uint32(8388607);
const double l_2306 = double(l_2305);
const double l_2307 = l_2306 * double(1.401298464324817e-45);
l_mut_26 = l_2307;
const uint32 l_2308 = l_2301 >> uint32(31);
const bool l_2309 = l_2308 == uint32(1);
if (l_2309) {
const double l_2310 = -l_mut_26;
l_mut_26 = l_2310;
}
}
l_mut_2112 = l_mut_26;
}
}
}
const double l_2311 = -l_mut_2112;
l_mut_2112 = l_2311;
const bool l_2312 = bool(false) && bool(true);
if (l_2312) {
const double l_2313 = l_2233 + l_2236;
const double l_2314 = l_2313 * double(7.1362384635298e44);
const double l_2315 = floor(l_2314);
const double l_2316 = l_2315 * double(1.401298464324817e-45);
l_mut_26 = l_2316;
const double l_2317 = abs(l_2313);
const bool l_2318 = l_2317 >= double(1.1754943508222875e-38);
if (l_2318) {
const float l_2319 = float(l_2313);
const double l_2320 = double(l_2319);
l_mut_26 = l_2320;
const bool l_2321 = l_mut_26 > l_2313;
if (l_2321) {
const uint32 l_2322 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2323 = l_2322 ^ uint32(2147483648);
const float l_2324 = reinterpret_cast<float const&>(l_2323);
const uint32 l_2325 = reinterpret_cast<uint32 const&>(l_2324);
const uint32 l_2326 = l_2325 + uint32(1);
l_mut_438 = l_2326;
const uint32 l_2327 = l_2325 & uint32(2147483647);
const bool l_2328 = l_2327 == uint32(0);
if (l_2328) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2329 = l_2325 & uint32(2147483648);
const bool l_2330 = l_2329 != uint32(0);
if (l_2330) {
const uint32 l_2331 = l_2325 - uint32(1);
l_mut_438 = l_2331;
} else {
const bool l_2332 = l_2325 == uint32(2139095040);
if (l_2332) {
l_mut_438 = l_2325;
}
}
}
const float l_2333 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2334 = reinterpret_cast<uint32 const&>(l_2333);
const uint32 l_2335 = l_2334 ^ uint32(2147483648);
const float l_2336 = reinterpret_cast<float const&>(l_2335);
const uint32 l_2337 = reinterpret_cast<uint32 const&>(l_2336);
const double l_2338 = double(l_2336);
l_mut_2339 = l_2338;
const uint32 l_2340 = l_2337 & uint32(2139095040);
const bool l_2341 = l_2340 == uint32(0);
if (l_2341) {
const uint32 l_2342 = l_2337 & uint32(8388607);
const double l_2343 = double(l_2342);
const double l_2344 = l_2343 * double(1.401298464324817e-45);
l_mut_2339 = l_2344;
const uint32 l_2345 = l_2337 >> uint32(31);
const bool l_2346 = l_2345 == uint32(1);
if (l_2346) {
const double l_2347 = -l_mut_2339;
l_mut_2339 = l_2347;
}
}
l_mut_26 = l_mut_2339;
} else {
const uint32 l_2348 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2349 = l_2348 + uint32(1);
l_mut_438 = l_2349;
const uint32 l_2350 = l_2348 & uint32(2147483647);
const bool l_2351 = l_2350 == uint32(0);
if (l_2351) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2352 = l_2348 & uint32(2147483648);
const bool l_2353 = l_2352 != uint32(0);
if (l_2353) {
const uint32 l_2354 = l_2348 - uint32(1);
l_mut_438 = l_2354;
} else {
const bool l_2355 = l_2348 == uint32(2139095040);
if (l_2355) {
l_mut_438 = l_2348;
}
}
}
const float l_2356 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2357 = reinterpret_cast<uint32 const&>(l_2356);
const double l_2358 = double(l_2356);
l_mut_2339 = l_2358;
const uint32 l_2359 = l_2357 & uint32(2139095040);
const bool l_2360 = l_2359 == uint32(0);
if (l_2360) {
const uint32 l_2361 = l_2357 & uint32(8388607);
const double l_2362 = double(l_2361);
const double l_2363 = l_2362 * double(1.401298464324817e-45);
l_mut_2339 = l_2363;
const uint32 l_2364 = l_2357 >> uint32(31);
const bool l_2365 = l_2364 == uint32(1);
if (l_2365) {
const double l_2366 = -l_mut_2339;
l_mut_2339 = l_2366;
}
}
const bool l_2367 = l_mut_2339 <= l_2313;
if (l_2367) {
const uint32 l_2368 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2369 = l_2368 + uint32(1);
l_mut_438 = l_2369;
const uint32 l_2370 = l_2368 & uint32(2147483647);
const bool l_2371 = l_2370 == uint32(0);
if (l_2371) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2372 = l_2368 & uint32(2147483648);
const bool l_2373 = l_2372 != uint32(0);
if (l_2373) {
const uint32 l_2374 = l_2368 - uint32(1);
l_mut_438 = l_2374;
} else {
const bool l_2375 = l_2368 == uint32(2139095040);
if (l_2375) {
l_mut_438 = l_2368;
}
}
}
const float l_2376 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2377 = reinterpret_cast<uint32 const&>(l_2376);
const double l_2378 = double(l_2376);
l_mut_2339 = l_2378;
const uint32 l_2379 = l_2377 & uint32(2139095040);
const bool l_2380 = l_2379 == uint32(0);
if (l_2380) {
const uint32 l_2381 = l_2377 & uint32(8388607);
const double l_2382 = double(l_2381);
const double l_2383 = l_2382 * double(1.401298464324817e-45);
l_mut_2339 = l_2383;
const uint32 l_2384 = l_2377 >> uint32(31);
const bool l_2385 = l_2384 == uint32(1);
if (l_2385) {
const double l_2386 = -l_mut_2339;
l_mut_2339 = l_2386;
}
}
l_mut_26 = l_mut_2339;
}
}
}
l_mut_2112 = l_mut_26;
} else {
const double l_2387 = l_2233 - l_2236;
const double l_2388 = -l_2387;
const double l_2389 = l_2388 * double(7.1362384635298e44);
const double l_2390 = floor(l_2389);
const double l_2391 = l_2390 * double(1.401298464324817e-45);
l_mut_2339 = l_2391;
const double l_2392 = abs(l_2388);
const bool l_2393 = l_2392 >= double(1.1754943508222875e-38);
if (l_2393) {
const float l_2394 = float(l_2388);
const double l_2395 = double(l_2394);
l_mut_2339 = l_2395;
const bool l_2396 = l_mut_2339 > l_2388;
if (l_2396) {
const uint32 l_2397 = reinterpret_cast<uint32 const&>(l_2394);
const uint32 l_2398 = l_2397 ^ uint32(2147483648);
const float l_2399 = reinterpret_cast<float const&>(l_2398);
const uint32 l_2400 = reinterpret_cast<uint32 const&>(l_2399);
const uint32 l_2401 = l_2400 + uint32(1);
l_mut_438 = l_2401;
const uint32 l_2402 = l_2400 & uint32(2147483647);
const bool l_2403 = l_2402 == uint32(0);
if (l_2403) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2404 = l_2400 & uint32(2147483648);
const bool l_2405 = l_2404 != uint32(0);
if (l_2405) {
const uint32 l_2406 = l_2400 - uint32(1);
l_mut_438 = l_2406;
} else {
const bool l_2407 = l_2400 == uint32(2139095040);
if (l_2407) {
l_mut_438 = l_2400;
}
}
}
const float l_2408 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2409 = reinterpret_cast<uint32 const&>(l_2408);
const uint32 l_2410 = l_2409 ^ uint32(2147483648);
const float l_2411 = reinterpret_cast<float const&>(l_2410);
const uint32 l_2412 = reinterpret_cast<uint32 const&>(l_2411);
const double l_2413 = double(l_2411);
l_mut_26 = l_2413;
const uint32 l_2414 = l_2412 & uint32(2139095040);
const bool l_2415 = l_2414 == uint32(0);
if (l_2415) {
const uint32 l_2416 = l_2412 & uint32(8388607);
const double l_2417 = double(l_2416);
const double l_2418 = l_2417 * double(1.401298464324817e-45);
l_mut_26 = l_2418;
const uint32 l_2419 = l_2412 >> uint32(31);
const bool l_2420 = l_2419 == uint32(1);
if (l_2420) {
const double l_2421 = -l_mut_26;
l_mut_26 = l_2421;
}
}
l_mut_2339 = l_mut_26;
} else {
const uint32 l_2422 = reinterpret_cast<uint32 const&>(l_2394);
const uint32 l_2423 = l_2422 + uint32(1);
l_mut_438 = l_2423;
const uint32 l_2424 = l_2422 & uint32(2147483647);
const bool l_2425 = l_2424 == uint32(0);
if (l_2425) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2426 = l_2422 & uint32(2147483648);
const bool l_2427 = l_2426 != uint32(0);
if (l_2427) {
const uint32 l_2428 = l_2422 - uint32(1);
l_mut_438 = l_2428;
} else {
const bool l_2429 = l_2422 == uint32(2139095040);
if (l_2429) {
l_mut_438 = l_2422;
}
}
}
const float l_2430 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2431 = reinterpret_cast<uint32 const&>(l_2430);
const double l_2432 = double(l_2430);
l_mut_26 = l_2432;
const uint32 l_2433 = l_2431 & uint32(2139095040);
const bool l_2434 = l_2433 == uint32(0);
if (l_2434) {
const uint32 l_2435 = l_2431 & uint32(8388607);
const double l_2436 = double(l_2435);
const double l_2437 = l_2436 * double(1.401298464324817e-45);
l_mut_26 = l_2437;
const uint32 l_2438 = l_2431 >> uint32(31);
const bool l_2439 = l_2438 == uint32(1);
if (l_2439) {
const double l_2440 = -l_mut_26;
l_mut_26 = l_2440;
}
}
const bool l_2441 = l_mut_26 <= l_2388;
if (l_2441) {
const uint32 l_2442 = reinterpret_cast<uint32 const&>(l_2394);
const uint32 l_2443 = l_2442 + uint32(1);
l_mut_438 = l_2443;
const uint32 l_2444 = l_2442 & uint32(2147483647);
const bool l_2445 = l_2444 == uint32(0);
if (l_2445) {
l_mut_438 = uint32(1);
} else {
const uint32 l_2446 = l_2442 & uint32(2147483648);
const bool l_2447 = l_2446 != uint32(0);
if (l_2447) {
const uint32 l_2448 = l_2442 - uint32(1);
l_mut_438 = l_2448;
} else {
const bool l_2449 = l_2442 == uint32(2139095040);
if (l_2449) {
l_mut_438 = l_2442;
}
}
}
const float l_2450 = reinterpret_cast<float const&>(l_mut_438);
const uint32 l_2451 = reinterpret_cast<uint32 const&>(l_2450);
const double l_2452 = double(l_2450);
l_mut_26 = l_2452;
const uint32 l_2453 = l_2451 & uint32(2139095040);
const bool l_2454 = l_2453 == uint32(0);
if (l_2454) {
const uint32 l_2455 = l_2451 & uint32(8388607);
const double l_2456 = double(l_2455);
const double l_2457 = l_2456 * double(1.401298464324817e-45);
l_mut_26 = l_2457;
const uint32 l_2458 = l_2451 >> uint32(31);
const bool l_2459 = l_2458 == uint32(1);
if (l_2459) {
const double l_2460 = -l_mut_26;
l_mut_26 = l_2460;
}
}
l_mut_2339 = l_mut_26;
}
}
}
const double l_2461 = -l_mut_2339;
l_mut_2112 = l_2461;
}
l_mut_438 = uint32(0);
const bool l_2462 = l_mut_1883 <= double(0.0);
const bool l_2463 = l_mut_2112 >= double(0.0);
const bool l_2464 = l_2462 && l_2463;
const bool l_2465 = !l_2464;
if (l_2465) {
const double l_2467 = l_mut_1580 / l_mut_1883;
const double l_2468 = l_mut_1580 / l_mut_2112;
const double l_2469 = l_mut_1656 / l_mut_1883;
const double l_2470 = l_mut_1656 / l_mut_2112;
l_arr_2466[uint32(0)] = l_2467;
l_arr_2466[uint32(1)] = l_2467;
const double l_2471 = l_arr_2466[uint32(0)];
const bool l_2472 = l_2468 < l_2471;
if (l_2472) {
l_arr_2466[uint32(0)] = l_2468;
}
const double l_2473 = l_arr_2466[uint32(0)];
const bool l_2474 = l_2469 < l_2473;
if (l_2474) {
l_arr_2466[uint32(0)] = l_2469;
}
const double l_2475 = l_arr_2466[uint32(0)];
const bool l_2476 = l_2470 < l_2475;
if (l_2476) {
l_arr_2466[uint32(0)] = l_2470;
}
const double l_2477 = l_arr_2466[uint32(1)];
const bool l_2478 = l_2468 > l_2477;
if (l_2478) {
l_arr_2466[uint32(1)] = l_2468;
}
const double l_2479 = l_arr_2466[uint32(1)];
const bool l_2480 = l_2469 > l_2479;
if (l_2480) {
l_arr_2466[uint32(1)] = l_2469;
}
const double l_2481 = l_arr_2466[uint32(1)];
const bool l_2482 = l_2470 > l_2481;
if (l_2482) {
l_arr_2466[uint32(1)] = l_2470;
}
const double l_2483 = l_arr_2466[uint32(0)];
const double l_2484 = abs(l_2483);
const double l_2485 = l_2484 * l_mut_49;
const double l_2486 = l_arr_2466[uint32(1)];
const double l_2487 = abs(l_2486);
const double l_2488 = l_2487 * l_mut_49;
l_mut_438 = uint32(2);
const double l_2489 = l_arr_2466[uint32(0)];
const double l_2490 = l_2489 - l_2485;
const double l_2491 = abs(l_2490);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_2492 = l_2491 >= double(1.1754943508222875e-38);
const bool l_2493 = l_2491 <= double(1.7976931348623157e308);
const bool l_2494 = l_2492 && l_2493;
if (l_2494) {
const uint64 l_2495 = reinterpret_cast<uint64 const&>(l_2491);
const uint64 l_2496 = l_2495 >> uint64(52);
const uint64 l_2497 = l_2496 - uint64(23);
const uint64 l_2498 = l_2497 << uint64(52);
const double l_2499 = reinterpret_cast<double const&>(l_2498);
l_mut_2339 = l_2499;
}
const double l_2500 = l_2489 + l_2485;
const double l_2501 = abs(l_2500);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_2502 = l_2501 >= double(1.1754943508222875e-38);
const bool l_2503 = l_2501 <= double(1.7976931348623157e308);
const bool l_2504 = l_2502 && l_2503;
if (l_2504) {
const uint64 l_2505 = reinterpret_cast<uint64 const&>(l_2501);
const uint64 l_2506 = l_2505 >> uint64(52);
const uint64 l_2507 = l_2506 - uint64(23);
const uint64 l_2508 = l_2507 << uint64(52);
const double l_2509 = reinterpret_cast<double const&>(l_2508);
l_mut_2112 = l_2509;
}
const bool l_2510 = l_mut_2339 == l_mut_2112;
const double l_2511 = l_arr_2466[uint32(1)];
const double l_2512 = l_2511 - l_2488;
const double l_2513 = abs(l_2512);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_2514 = l_2513 >= double(1.1754943508222875e-38);
const bool l_2515 = l_2513 <= double(1.7976931348623157e308);
const bool l_2516 = l_2514 && l_2515;
if (l_2516) {
const uint64 l_2517 = reinterpret_cast<uint64 const&>(l_2513);
const uint64 l_2518 = l_2517 >> uint64(52);
const uint64 l_2519 = l_2518 - uint64(23);
const uint64 l_2520 = l_2519 << uint64(52);
const double l_2521 = reinterpret_cast<double const&>(l_2520);
l_mut_2339 = l_2521;
}
const double l_2522 = l_2511 + l_2488;
const double l_2523 = abs(l_2522);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_2524 = l_2523 >= double(1.1754943508222875e-38);
const bool l_2525 = l_2523 <= double(1.7976931348623157e308);
const bool l_2526 = l_2524 && l_2525;
if (l_2526) {
const uint64 l_2527 = reinterpret_cast<uint64 const&>(l_2523);
const uint64 l_2528 = l_2527 >> uint64(52);
const uint64 l_2529 = l_2528 - uint64(23);
const uint64 l_2530 = l_2529 << uint64(52);
const double l_2531 = reinterpret_cast<double const&>(l_2530);
l_mut_2112 = l_2531;
}
const bool l_2532 = l_mut_2339 == l_mut_2112;
const bool l_2533 = l_2510 && l_2532;
if (l_2533) {
const double l_2534 = l_arr_2466[uint32(0)];
const double l_2535 = l_arr_2466[uint32(0)];
const double l_2536 = abs(l_2535);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_2537 = l_2536 >= double(1.1754943508222875e-38);
const bool l_2538 = l_2536 <= double(1.7976931348623157e308);
const bool l_2539 = l_2537 && l_2538;
if (l_2539) {
const uint64 l_2540 = reinterpret_cast<uint64 const&>(l_2536);
const uint64 l_2541 = l_2540 >> uint64(52);
const uint64 l_2542 = l_2541 - uint64(23);
const uint64 l_2543 = l_2542 << uint64(52);
const double l_2544 = reinterpret_cast<double const&>(l_2543);
l_mut_2339 = l_2544;
}
const double l_2545 = l_413 * l_mut_2339;
const double l_2546 = l_2534 - l_2545;
const double l_2547 = l_arr_2466[uint32(1)];
const double l_2548 = l_arr_2466[uint32(1)];
const double l_2549 = abs(l_2548);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_2550 = l_2549 >= double(1.1754943508222875e-38);
const bool l_2551 = l_2549 <= double(1.7976931348623157e308);
const bool l_2552 = l_2550 && l_2551;
if (l_2552) {
const uint64 l_2553 = reinterpret_cast<uint64 const&>(l_2549);
const uint64 l_2554 = l_2553 >> uint64(52);
const uint64 l_2555 = l_2554 - uint64(23);
const uint64 l_2556 = l_2555 << uint64(52);
const double l_2557 = reinterpret_cast<double const&>(l_2556);
l_mut_2339 = l_2557;
}
const double l_2558 = l_413 * l_mut_2339;
const double l_2559 = l_2547 + l_2558;
const uint32 l_2560 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_2561 = double(l_mut_22);
l_mut_2339 = l_2561;
const uint32 l_2562 = l_2560 & uint32(2139095040);
const bool l_2563 = l_2562 == uint32(0);
if (l_2563) {
const uint32 l_2564 = l_2560 & uint32(8388607);
const double l_2565 = double(l_2564);
const double l_2566 = l_2565 * double(1.401298464324817e-45);
l_mut_2339 = l_2566;
const uint32 l_2567 = l_2560 >> uint32(31);
const bool l_2568 = l_2567 == uint32(1);
if (l_2568) {
const double l_2569 = -l_mut_2339;
l_mut_2339 = l_2569;
}
}
const uint32 l_2570 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2571 = l_2570 + uint32(1);
l_mut_2572 = l_2571;
const uint32 l_2573 = l_2570 & uint32(2147483647);
const bool l_2574 = l_2573 == uint32(0);
if (l_2574) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2575 = l_2570 & uint32(2147483648);
const bool l_2576 = l_2575 != uint32(0);
if (l_2576) {
const uint32 l_2577 = l_2570 - uint32(1);
l_mut_2572 = l_2577;
} else {
const bool l_2578 = l_2570 == uint32(2139095040);
if (l_2578) {
l_mut_2572 = l_2570;
}
}
}
const float l_2579 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2580 = reinterpret_cast<uint32 const&>(l_2579);
const double l_2581 = double(l_2579);
l_mut_2112 = l_2581;
const uint32 l_2582 = l_2580 & uint32(2139095040);
const bool l_2583 = l_2582 == uint32(0);
if (l_2583) {
const uint32 l_2584 = l_2580 & uint32(8388607);
const double l_2585 = double(l_2584);
const double l_2586 = l_2585 * double(1.401298464324817e-45);
l_mut_2112 = l_2586;
const uint32 l_2587 = l_2580 >> uint32(31);
const bool l_2588 = l_2587 == uint32(1);
if (l_2588) {
const double l_2589 = -l_mut_2112;
l_mut_2112 = l_2589;
}
}
const uint32 l_2590 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2591 = l_2590 ^ uint32(2147483648);
const float l_2592 = reinterpret_cast<float const&>(l_2591);
const uint32 l_2593 = reinterpret_cast<uint32 const&>(l_2592);
const uint32 l_2594 = l_2593 + uint32(1);
l_mut_2572 = l_2594;
const uint32 l_2595 = l_2593 & uint32(2147483647);
const bool l_2596 = l_2595 == uint32(0);
if (l_2596) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2597 = l_2593 & uint32(2147483648);
const bool l_2598 = l_2597 != uint32(0);
if (l_2598) {
const uint32 l_2599 = l_2593 - uint32(1);
l_mut_2572 = l_2599;
} else {
const bool l_2600 = l_2593 == uint32(2139095040);
if (l_2600) {
l_mut_2572 = l_2593;
}
}
}
const float l_2601 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2602 = reinterpret_cast<uint32 const&>(l_2601);
const uint32 l_2603 = l_2602 ^ uint32(2147483648);
const float l_2604 = reinterpret_cast<float const&>(l_2603);
const uint32 l_2605 = reinterpret_cast<uint32 const&>(l_2604);
const double l_2606 = double(l_2604);
l_mut_1883 = l_2606;
const uint32 l_2607 = l_2605 & uint32(2139095040);
const bool l_2608 = l_2607 == uint32(0);
if (l_2608) {
const uint32 l_2609 = l_2605 & uint32(8388607);
const double l_2610 = double(l_2609);
const double l_2611 = l_2610 * double(1.401298464324817e-45);
l_mut_1883 = l_2611;
const uint32 l_2612 = l_2605 >> uint32(31);
const bool l_2613 = l_2612 == uint32(1);
if (l_2613) {
const double l_2614 = -l_mut_1883;
l_mut_1883 = l_2614;
}
}
const double l_2615 = l_2546 + l_2485;
const bool l_2616 = l_2615 <= l_mut_2339;
l_mut_530 = l_2616;
const double l_2617 = l_2546 - l_2485;
const bool l_2618 = l_2617 > l_mut_2339;
l_mut_527 = l_2618;
const double l_2619 = l_2559 - l_2488;
const bool l_2620 = l_2619 >= l_mut_2339;
l_mut_524 = l_2620;
const double l_2621 = l_2559 + l_2488;
const bool l_2622 = l_2621 < l_mut_2339;
l_mut_521 = l_2622;
const double l_2623 = l_2546 + l_2485;
const bool l_2624 = l_2623 < l_mut_2112;
l_mut_530 = l_2624;
const double l_2625 = l_2546 - l_2485;
const bool l_2626 = l_2625 >= l_mut_2112;
l_mut_527 = l_2626;
const double l_2627 = l_2559 - l_2488;
const bool l_2628 = l_2627 > l_mut_1883;
l_mut_524 = l_2628;
const double l_2629 = l_2559 + l_2488;
const bool l_2630 = l_2629 <= l_mut_1883;
l_mut_521 = l_2630;
l_mut_2572 = uint32(2);
const bool l_2631 = l_mut_527 || l_mut_521;
if (l_2631) {
l_mut_2572 = uint32(1);
} else {
const bool l_2632 = l_mut_530 && l_mut_524;
if (l_2632) {
l_mut_2572 = uint32(0);
}
}
const uint32 l_2633 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2634 = l_2633 & uint32(2147483647);
const bool l_2635 = l_2634 == uint32(0);
if (l_2635) {
const double l_2636 = l_2546 + l_2485;
const bool l_2637 = l_2636 < double(1.1754943508222875e-38);
const double l_2638 = l_2559 - l_2488;
const bool l_2639 = l_2638 > double(-1.1754943508222875e-38);
const bool l_2640 = l_2637 && l_2639;
const double l_2641 = l_2546 - l_2485;
const bool l_2642 = l_2641 < double(1.1754943508222875e-38);
const double l_2643 = l_2559 + l_2488;
const bool l_2644 = l_2643 > double(-1.1754943508222875e-38);
const bool l_2645 = l_2642 && l_2644;
if (l_2640) {
l_mut_2572 = uint32(0);
} else {
const bool l_2646 = l_mut_2572 == uint32(1);
const bool l_2647 = l_2645 && l_2646;
if (l_2647) {
l_mut_2572 = uint32(2);
}
}
}
l_mut_438 = l_mut_2572;
}
}
const double l_2648 = l_mut_243 - l_410;
const double l_2649 = abs(l_2648);
const double l_2650 = l_2649 * double(2.220446049250313e-16);
const double l_2651 = l_1546 + l_2650;
const double l_2652 = l_2648 + l_2651;
const double l_2653 = -l_2652;
const double l_2654 = l_2653 * double(7.1362384635298e44);
const double l_2655 = floor(l_2654);
const double l_2656 = l_2655 * double(1.401298464324817e-45);
l_mut_2339 = l_2656;
const double l_2657 = abs(l_2653);
const bool l_2658 = l_2657 >= double(1.1754943508222875e-38);
if (l_2658) {
const float l_2659 = float(l_2653);
const double l_2660 = double(l_2659);
l_mut_2339 = l_2660;
const bool l_2661 = l_mut_2339 > l_2653;
if (l_2661) {
const uint32 l_2662 = reinterpret_cast<uint32 const&>(l_2659);
const uint32 l_2663 = l_2662 ^ uint32(2147483648);
const float l_2664 = reinterpret_cast<float const&>(l_2663);
const uint32 l_2665 = reinterpret_cast<uint32 const&>(l_2664);
const uint32 l_2666 = l_2665 + uint32(1);
l_mut_2572 = l_2666;
const uint32 l_2667 = l_2665 & uint32(2147483647);
const bool l_2668 = l_2667 == uint32(0);
if (l_2668) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2669 = l_2665 & uint32(2147483648);
const bool l_2670 = l_2669 != uint32(0);
if (l_2670) {
const uint32 l_2671 = l_2665 - uint32(1);
l_mut_2572 = l_2671;
} else {
const bool l_2672 = l_2665 == uint32(2139095040);
if (l_2672) {
l_mut_2572 = l_2665;
}
}
}
const float l_2673 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2674 = reinterpret_cast<uint32 const&>(l_2673);
const uint32 l_2675 = l_2674 ^ uint32(2147483648);
const float l_2676 = reinterpret_cast<float const&>(l_2675);
const uint32 l_2677 = reinterpret_cast<uint32 const&>(l_2676);
const double l_2678 = double(l_2676);
l_mut_2112 = l_2678;
const uint32 l_2679 = l_2677 & uint32(2139095040);
const bool l_2680 = l_2679 == uint32(0);
if (l_2680) {
const uint32 l_2681 = l_2677 & uint32(8388607);
const double l_2682 = double(l_2681);
const double l_2683 = l_2682 * double(1.401298464324817e-45);
l_mut_2112 = l_2683;
const uint32 l_2684 = l_2677 >> uint32(31);
const bool l_2685 = l_2684 == uint32(1);
if (l_2685) {
const double l_2686 = -l_mut_2112;
l_mut_2112 = l_2686;
}
}
l_mut_2339 = l_mut_2112;
} else {
const uint32 l_2687 = reinterpret_cast<uint32 const&>(l_2659);
const uint32 l_2688 = l_2687 + uint32(1);
l_mut_2572 = l_2688;
const uint32 l_2689 = l_2687 & uint32(2147483647);
const bool l_2690 = l_2689 == uint32(0);
if (l_2690) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2691 = l_2687 & uint32(2147483648);
const bool l_2692 = l_2691 != uint32(0);
if (l_2692) {
const uint32 l_2693 = l_2687 - uint32(1);
l_mut_2572 = l_2693;
} else {
const bool l_2694 = l_2687 == uint32(2139095040);
if (l_2694) {
l_mut_2572 = l_2687;
}
}
}
const float l_2695 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2696 = reinterpret_cast<uint32 const&>(l_2695);
const double l_2697 = double(l_2695);
l_mut_2112 = l_2697;
const uint32 l_2698 = l_2696 & uint32(2139095040);
const bool l_2699 = l_2698 == uint32(0);
if (l_2699) {
const uint32 l_2700 = l_2696 & uint32(8388607);
const double l_2701 = double(l_2700);
const double l_2702 = l_2701 * double(1.401298464324817e-45);
l_mut_2112 = l_2702;
const uint32 l_2703 = l_2696 >> uint32(31);
const bool l_2704 = l_2703 == uint32(1);
if (l_2704) {
const double l_2705 = -l_mut_2112;
l_mut_2112 = l_2705;
}
}
const bool l_2706 = l_mut_2112 <= l_2653;
if (l_2706) {
const uint32 l_2707 = reinterpret_cast<uint32 const&>(l_2659);
const uint32 l_2708 = l_2707 + uint32(1);
l_mut_2572 = l_2708;
const uint32 l_2709 = l_2707 & uint32(2147483647);
const bool l_2710 = l_2709 == uint32(0);
if (l_2710) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2711 = l_2707 & uint32(2147483648);
const bool l_2712 = l_2711 != uint32(0);
if (l_2712) {
const uint32 l_2713 = l_2707 - uint32(1);
l_mut_2572 = l_2713;
} else {
const bool l_2714 = l_2707 == uint32(2139095040);
if (l_2714) {
l_mut_2572 = l_2707;
}
}
}
const float l_2715 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2716 = reinterpret_cast<uint32 const&>(l_2715);
const double l_2717 = double(l_2715);
l_mut_2112 = l_2717;
const uint32 l_2718 = l_2716 & uint32(2139095040);
const bool l_2719 = l_2718 == uint32(0);
if (l_2719) {
const uint32 l_2720 = l_2716 & uint32(8388607);
const double l_2721 = double(l_2720);
const double l_2722 = l_2721 * double(1.401298464324817e-45);
l_mut_2112 = l_2722;
const uint32 l_2723 = l_2716 >> uint32(31);
const bool l_2724 = l_2723 == uint32(1);
if (l_2724) {
const double l_2725 = -l_mut_2112;
l_mut_2112 = l_2725;
}
}
l_mut_2339 = l_mut_2112;
}
}
}
const double l_2726 = -l_mut_2339;
l_mut_2339 = l_2726;
const bool l_2727 = bool(true) && bool(false);
if (l_2727) {
const double l_2728 = l_2648 + l_2651;
const double l_2729 = l_2728 * double(7.1362384635298e44);
const double l_2730 = floor(l_2729);
const double l_2731 = l_2730 * double(1.401298464324817e-45);
l_mut_2112 = l_2731;
const double l_2732 = abs(l_2728);
const bool l_2733 = l_2732 >= double(1.1754943508222875e-38);
if (l_2733) {
const float l_2734 = float(l_2728);
const double l_2735 = double(l_2734);
l_mut_2112 = l_2735;
const bool l_2736 = l_mut_2112 > l_2728;
if (l_2736) {
const uint32 l_2737 = reinterpret_cast<uint32 const&>(l_2734);
const uint32 l_2738 = l_2737 ^ uint32(2147483648);
const float l_2739 = reinterpret_cast<float const&>(l_2738);
const uint32 l_2740 = reinterpret_cast<uint32 const&>(l_2739);
const uint32 l_2741 = l_2740 + uint32(1);
l_mut_2572 = l_2741;
const uint32 l_2742 = l_2740 & uint32(2147483647);
const bool l_2743 = l_2742 == uint32(0);
if (l_2743) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2744 = l_2740 & uint32(2147483648);
const bool l_2745 = l_2744 != uint32(0);
if (l_2745) {
const uint32 l_2746 = l_2740 - uint32(1);
l_mut_2572 = l_2746;
} else {
const bool l_2747 = l_2740 == uint32(2139095040);
if (l_2747) {
l_mut_2572 = l_2740;
}
}
}
const float l_2748 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2749 = reinterpret_cast<uint32 const&>(l_2748);
const uint32 l_2750 = l_2749 ^ uint32(2147483648);
const float l_2751 = reinterpret_cast<float const&>(l_2750);
const uint32 l_2752 = reinterpret_cast<uint32 const&>(l_2751);
const double l_2753 = double(l_2751);
l_mut_1883 = l_2753;
const uint32 l_2754 = l_2752 & uint32(2139095040);
const bool l_2755 = l_2754 == uint32(0);
if (l_2755) {
const uint32 l_2756 = l_2752 & uint32(8388607);
const double l_2757 = double(l_2756);
const double l_2758 = l_2757 * double(1.401298464324817e-45);
l_mut_1883 = l_2758;
const uint32 l_2759 = l_2752 >> uint32(31);
const bool l_2760 = l_2759 == uint32(1);
if (l_2760) {
const double l_2761 = -l_mut_1883;
l_mut_1883 = l_2761;
}
}
l_mut_2112 = l_mut_1883;
} else {
const uint32 l_2762 = reinterpret_cast<uint32 const&>(l_2734);
const uint32 l_2763 = l_2762 + uint32(1);
l_mut_2572 = l_2763;
const uint32 l_2764 = l_2762 & uint32(2147483647);
const bool l_2765 = l_2764 == uint32(0);
if (l_2765) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2766 = l_2762 & uint32(2147483648);
const bool l_2767 = l_2766 != uint32(0);
if (l_2767) {
const uint32 l_2768 = l_2762 - uint32(1);
l_mut_2572 = l_2768;
} else {
const bool l_2769 = l_2762 == uint32(2139095040);
if (l_2769) {
l_mut_2572 = l_2762;
}
}
}
const float l_2770 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2771 = reinterpret_cast<uint32 const&>(l_2770);
const double l_2772 = double(l_2770);
l_mut_1883 = l_2772;
const uint32 l_2773 = l_2771 & uint32(2139095040);
const bool l_2774 = l_2773 == uint32(0);
if (l_2774) {
const uint32 l_2775 = l_2771 & uint32(8388607);
const double l_2776 = double(l_2775);
const double l_2777 = l_2776 * double(1.401298464324817e-45);
l_mut_1883 = l_2777;
const uint32 l_2778 = l_2771 >> uint32(31);
const bool l_2779 = l_2778 == uint32(1);
if (l_2779) {
const double l_2780 = -l_mut_1883;
l_mut_1883 = l_2780;
}
}
const bool l_2781 = l_mut_1883 <= l_2728;
if (l_2781) {
const uint32 l_2782 = reinterpret_cast<uint32 const&>(l_2734);
const uint32 l_2783 = l_2782 + uint32(1);
l_mut_2572 = l_2783;
const uint32 l_2784 = l_2782 & uint32(2147483647);
const bool l_2785 = l_2784 == uint32(0);
if (l_2785) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2786 = l_2782 & uint32(2147483648);
const bool l_2787 = l_2786 != uint32(0);
if (l_2787) {
const uint32 l_2788 = l_2782 - uint32(1);
l_mut_2572 = l_2788;
} else {
const bool l_2789 = l_2782 == uint32(2139095040);
if (l_2789) {
l_mut_2572 = l_2782;
}
}
}
const float l_2790 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2791 = reinterpret_cast<uint32 const&>(l_2790);
const double l_2792 = double(l_2790);
l_mut_1883 = l_2792;
const uint32 l_2793 = l_2791 & uint32(2139095040);
const bool l_2794 = l_2793 == uint32(0);
if (l_2794) {
const uint32 l_2795 = l_2791 & uint32(8388607);
const double l_2796 = double(l_2795);
const double l_2797 = l_2796 * double(1.401298464324817e-45);
l_mut_1883 = l_2797;
const uint32 l_2798 = l_2791 >> uint32(31);
const bool l_2799 = l_2798 == uint32(1);
if (l_2799) {
const double l_2800 = -l_mut_1883;
l_mut_1883 = l_2800;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
l_mut_2339 = l_mut_2112;
} else {
const double l_2801 = l_2648 - l_2651;
const double l_2802 = l_2801 * double(7.1362384635298e44);
const double l_2803 = floor(l_2802);
const double l_2804 = l_2803 * double(1.401298464324817e-45);
l_mut_2112 = l_2804;
const double l_2805 = abs(l_2801);
const bool l_2806 = l_2805 >= double(1.1754943508222875e-38);
if (l_2806) {
const float l_2807 = float(l_2801);
const double l_2808 = double(l_2807);
l_mut_2112 = l_2808;
const bool l_2809 = l_mut_2112 > l_2801;
if (l_2809) {
const uint32 l_2810 = reinterpret_cast<uint32 const&>(l_2807);
const uint32 l_2811 = l_2810 ^ uint32(2147483648);
const float l_2812 = reinterpret_cast<float const&>(l_2811);
const uint32 l_2813 = reinterpret_cast<uint32 const&>(l_2812);
const uint32 l_2814 = l_2813 + uint32(1);
l_mut_2572 = l_2814;
const uint32 l_2815 = l_2813 & uint32(2147483647);
const bool l_2816 = l_2815 == uint32(0);
if (l_2816) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2817 = l_2813 & uint32(2147483648);
const bool l_2818 = l_2817 != uint32(0);
if (l_2818) {
const uint32 l_2819 = l_2813 - uint32(1);
l_mut_2572 = l_2819;
} else {
const bool l_2820 = l_2813 == uint32(2139095040);
if (l_2820) {
l_mut_2572 = l_2813;
}
}
}
const float l_2821 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2822 = reinterpret_cast<uint32 const&>(l_2821);
const uint32 l_2823 = l_2822 ^ uint32(2147483648);
const float l_2824 = reinterpret_cast<float const&>(l_2823);
const uint32 l_2825 = reinterpret_cast<uint32 const&>(l_2824);
const double l_2826 = double(l_2824);
l_mut_1883 = l_2826;
const uint32 l_2827 = l_2825 & uint32(2139095040);
const bool l_2828 = l_2827 == uint32(0);
if (l_2828) {
const uint32 l_2829 = l_2825 & uint32(8388607);
const double l_2830 = double(l_2829);
const double l_2831 = l_2830 * double(1.401298464324817e-45);
l_mut_1883 = l_2831;
const uint32 l_2832 = l_2825 >> uint32(31);
const bool l_2833 = l_2832 == uint32(1);
if (l_2833) {
const double l_2834 = -l_mut_1883;
l_mut_1883 = l_2834;
}
}
l_mut_2112 = l_mut_1883;
} else {
const uint32 l_2835 = reinterpret_cast<uint32 const&>(l_2807);
const uint32 l_2836 = l_2835 + uint32(1);
l_mut_2572 = l_2836;
const uint32 l_2837 = l_2835 & uint32(2147483647);
const bool l_2838 = l_2837 == uint32(0);
if (l_2838) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2839 = l_2835 & uint32(2147483648);
const bool l_2840 = l_2839 != uint32(0);
if (l_2840) {
const uint32 l_2841 = l_2835 - uint32(1);
l_mut_2572 = l_2841;
} else {
const bool l_2842 = l_2835 == uint32(2139095040);
if (l_2842) {
l_mut_2572 = l_2835;
}
}
}
const float l_2843 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2844 = reinterpret_cast<uint32 const&>(l_2843);
const double l_2845 = double(l_2843);
l_mut_1883 = l_2845;
const uint32 l_2846 = l_2844 & uint32(2139095040);
const bool l_2847 = l_2846 == uint32(0);
if (l_2847) {
const uint32 l_2848 = l_2844 & uint32(8388607);
const double l_2849 = double(l_2848);
const double l_2850 = l_2849 * double(1.401298464324817e-45);
l_mut_1883 = l_2850;
const uint32 l_2851 = l_2844 >> uint32(31);
const bool l_2852 = l_2851 == uint32(1);
if (l_2852) {
const double l_2853 = -l_mut_1883;
l_mut_1883 = l_2853;
}
}
const bool l_2854 = l_mut_1883 <= l_2801;
if (l_2854) {
const uint32 l_2855 = reinterpret_cast<uint32 const&>(l_2807);
const uint32 l_2856 = l_2855 + uint32(1);
l_mut_2572 = l_2856;
const uint32 l_2857 = l_2855 & uint32(2147483647);
const bool l_2858 = l_2857 == uint32(0);
if (l_2858) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2859 = l_2855 & uint32(2147483648);
const bool l_2860 = l_2859 != uint32(0);
if (l_2860) {
const uint32 l_2861 = l_2855 - uint32(1);
l_mut_2572 = l_2861;
} else {
const bool l_2862 = l_2855 == uint32(2139095040);
if (l_2862) {
l_mut_2572 = l_2855;
}
}
}
const float l_2863 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2864 = reinterpret_cast<uint32 const&>(l_2863);
const double l_2865 = double(l_2863);
l_mut_1883 = l_2865;
const uint32 l_2866 = l_2864 & uint32(2139095040);
const bool l_2867 = l_2866 == uint32(0);
if (l_2867) {
const uint32 l_2868 = l_2864 & uint32(8388607);
const double l_2869 = double(l_2868);
const double l_2870 = l_2869 * double(1.401298464324817e-45);
l_mut_1883 = l_2870;
const uint32 l_2871 = l_2864 >> uint32(31);
const bool l_2872 = l_2871 == uint32(1);
if (l_2872) {
const double l_2873 = -l_mut_1883;
l_mut_1883 = l_2873;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
l_mut_2339 = l_mut_2112;
}
const double l_2874 = l_mut_243 + l_410;
const double l_2875 = abs(l_2874);
const double l_2876 = l_2875 * double(2.220446049250313e-16);
const double l_2877 = l_1546 + l_2876;
const double l_2878 = l_2874 + l_2877;
const double l_2879 = -l_2878;
const double l_2880 = l_2879 * double(7.1362384635298e44);
const double l_2881 = floor(l_2880);
const double l_2882 = l_2881 * double(1.401298464324817e-45);
l_mut_2112 = l_2882;
const double l_2883 = abs(l_2879);
const bool l_2884 = l_2883 >= double(1.1754943508222875e-38);
if (l_2884) {
const float l_2885 = float(l_2879);
const double l_2886 = double(l_2885);
l_mut_2112 = l_2886;
const bool l_2887 = l_mut_2112 > l_2879;
if (l_2887) {
const uint32 l_2888 = reinterpret_cast<uint32 const&>(l_2885);
const uint32 l_2889 = l_2888 ^ uint32(2147483648);
const float l_2890 = reinterpret_cast<float const&>(l_2889);
const uint32 l_2891 = reinterpret_cast<uint32 const&>(l_2890);
const uint32 l_2892 = l_2891 + uint32(1);
l_mut_2572 = l_2892;
const uint32 l_2893 = l_2891 & uint32(2147483647);
const bool l_2894 = l_2893 == uint32(0);
if (l_2894) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2895 = l_2891 & uint32(2147483648);
const bool l_2896 = l_2895 != uint32(0);
if (l_2896) {
const uint32 l_2897 = l_2891 - uint32(1);
l_mut_2572 = l_2897;
} else {
const bool l_2898 = l_2891 == uint32(2139095040);
if (l_2898) {
l_mut_2572 = l_2891;
}
}
}
const float l_2899 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2900 = reinterpret_cast<uint32 const&>(l_2899);
const uint32 l_2901 = l_2900 ^ uint32(2147483648);
const float l_2902 = reinterpret_cast<float const&>(l_2901);
const uint32 l_2903 = reinterpret_cast<uint32 const&>(l_2902);
const double l_2904 = double(l_2902);
l_mut_1883 = l_2904;
const uint32 l_2905 = l_2903 & uint32(2139095040);
const bool l_2906 = l_2905 == uint32(0);
if (l_2906) {
const uint32 l_2907 = l_2903 & uint32(8388607);
const double l_2908 = double(l_2907);
const double l_2909 = l_2908 * double(1.401298464324817e-45);
l_mut_1883 = l_2909;
const uint32 l_2910 = l_2903 >> uint32(31);
const bool l_2911 = l_2910 == uint32(1);
if (l_2911) {
const double l_2912 = -l_mut_1883;
l_mut_1883 = l_2912;
}
}
l_mut_2112 = l_mut_1883;
} else {
const uint32 l_2913 = reinterpret_cast<uint32 const&>(l_2885);
const uint32 l_2914 = l_2913 + uint32(1);
l_mut_2572 = l_2914;
const uint32 l_2915 = l_2913 & uint32(2147483647);
const bool l_2916 = l_2915 == uint32(0);
if (l_2916) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2917 = l_2913 & uint32(2147483648);
const bool l_2918 = l_2917 != uint32(0);
if (l_2918) {
const uint32 l_2919 = l_2913 - uint32(1);
l_mut_2572 = l_2919;
} else {
const bool l_2920 = l_2913 == uint32(2139095040);
if (l_2920) {
l_mut_2572 = l_2913;
}
}
}
const float l_2921 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2922 = reinterpret_cast<uint32 const&>(l_2921);
const double l_2923 = double(l_2921);
l_mut_1883 = l_2923;
const uint32 l_2924 = l_2922 & uint32(2139095040);
const bool l_2925 = l_2924 == uint32(0);
if (l_2925) {
const uint32 l_2926 = l_2922 & uint32(8388607);
const double l_2927 = double(l_2926);
const double l_2928 = l_2927 * double(1.401298464324817e-45);
l_mut_1883 = l_2928;
const uint32 l_2929 = l_2922 >> uint32(31);
const bool l_2930 = l_2929 == uint32(1);
if (l_2930) {
const double l_2931 = -l_mut_1883;
l_mut_1883 = l_2931;
}
}
const bool l_2932 = l_mut_1883 <= l_2879;
if (l_2932) {
const uint32 l_2933 = reinterpret_cast<uint32 const&>(l_2885);
const uint32 l_2934 = l_2933 + uint32(1);
l_mut_2572 = l_2934;
const uint32 l_2935 = l_2933 & uint32(2147483647);
const bool l_2936 = l_2935 == uint32(0);
if (l_2936) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2937 = l_2933 & uint32(2147483648);
const bool l_2938 = l_2937 != uint32(0);
if (l_2938) {
const uint32 l_2939 = l_2933 - uint32(1);
l_mut_2572 = l_2939;
} else {
const bool l_2940 = l_2933 == uint32(2139095040);
if (l_2940) {
l_mut_2572 = l_2933;
}
}
}
const float l_2941 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2942 = reinterpret_cast<uint32 const&>(l_2941);
const double l_2943 = double(l_2941);
l_mut_1883 = l_2943;
const uint32 l_2944 = l_2942 & uint32(2139095040);
const bool l_2945 = l_2944 == uint32(0);
if (l_2945) {
const uint32 l_2946 = l_2942 & uint32(8388607);
const double l_2947 = double(l_2946);
const double l_2948 = l_2947 * double(1.401298464324817e-45);
l_mut_1883 = l_2948;
const uint32 l_2949 = l_2942 >> uint32(31);
const bool l_2950 = l_2949 == uint32(1);
if (l_2950) {
const double l_2951 = -l_mut_1883;
l_mut_1883 = l_2951;
}
}
l_mut_2112 = l_mut_1883;
}
}
}
const double l_2952 = -l_mut_2112;
l_mut_2112 = l_2952;
const bool l_2953 = bool(false) && bool(false);
if (l_2953) {
const double l_2954 = l_2874 + l_2877;
const double l_2955 = l_2954 * double(7.1362384635298e44);
const double l_2956 = floor(l_2955);
const double l_2957 = l_2956 * double(1.401298464324817e-45);
l_mut_1883 = l_2957;
const double l_2958 = abs(l_2954);
const bool l_2959 = l_2958 >= double(1.1754943508222875e-38);
if (l_2959) {
const float l_2960 = float(l_2954);
const double l_2961 = double(l_2960);
l_mut_1883 = l_2961;
const bool l_2962 = l_mut_1883 > l_2954;
if (l_2962) {
const uint32 l_2963 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_2964 = l_2963 ^ uint32(2147483648);
const float l_2965 = reinterpret_cast<float const&>(l_2964);
const uint32 l_2966 = reinterpret_cast<uint32 const&>(l_2965);
const uint32 l_2967 = l_2966 + uint32(1);
l_mut_2572 = l_2967;
const uint32 l_2968 = l_2966 & uint32(2147483647);
const bool l_2969 = l_2968 == uint32(0);
if (l_2969) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2970 = l_2966 & uint32(2147483648);
const bool l_2971 = l_2970 != uint32(0);
if (l_2971) {
const uint32 l_2972 = l_2966 - uint32(1);
l_mut_2572 = l_2972;
} else {
const bool l_2973 = l_2966 == uint32(2139095040);
if (l_2973) {
l_mut_2572 = l_2966;
}
}
}
const float l_2974 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2975 = reinterpret_cast<uint32 const&>(l_2974);
const uint32 l_2976 = l_2975 ^ uint32(2147483648);
const float l_2977 = reinterpret_cast<float const&>(l_2976);
const uint32 l_2978 = reinterpret_cast<uint32 const&>(l_2977);
const double l_2979 = double(l_2977);
l_mut_1656 = l_2979;
const uint32 l_2980 = l_2978 & uint32(2139095040);
const bool l_2981 = l_2980 == uint32(0);
if (l_2981) {
const uint32 l_2982 = l_2978 & uint32(8388607);
const double l_2983 = double(l_2982);
const double l_2984 = l_2983 * double(1.401298464324817e-45);
l_mut_1656 = l_2984;
const uint32 l_2985 = l_2978 >> uint32(31);
const bool l_2986 = l_2985 == uint32(1);
if (l_2986) {
const double l_2987 = -l_mut_1656;
l_mut_1656 = l_2987;
}
}
l_mut_1883 = l_mut_1656;
} else {
const uint32 l_2988 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_2989 = l_2988 + uint32(1);
l_mut_2572 = l_2989;
const uint32 l_2990 = l_2988 & uint32(2147483647);
const bool l_2991 = l_2990 == uint32(0);
if (l_2991) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_2992 = l_2988 & uint32(2147483648);
const bool l_2993 = l_2992 != uint32(0);
if (l_2993) {
const uint32 l_2994 = l_2988 - uint32(1);
l_mut_2572 = l_2994;
} else {
const bool l_2995 = l_2988 == uint32(2139095040);
if (l_2995) {
l_mut_2572 = l_2988;
}
}
}
const float l_2996 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_2997 = reinterpret_cast<uint32 const&>(l_2996);
const double l_2998 = double(l_2996);
l_mut_1656 = l_2998;
const uint32 l_2999 = l_2997 & uint32(2139095040);
const bool l_3000 = l_2999 == uint32(0);
if (l_3000) {
const uint32 l_3001 = l_2997 & uint32(8388607);
const double l_3002 = double(l_3001);
const double l_3003 = l_3002 * double(1.401298464324817e-45);
l_mut_1656 = l_3003;
const uint32 l_3004 = l_2997 >> uint32(31);
const bool l_3005 = l_3004 == uint32(1);
if (l_3005) {
const double l_3006 = -l_mut_1656;
l_mut_1656 = l_3006;
}
}
const bool l_3007 = l_mut_1656 <= l_2954;
if (l_3007) {
const uint32 l_3008 = reinterpret_cast<uint32 const&>(l_2960);
const uint32 l_3009 = l_3008 + uint32(1);
l_mut_2572 = l_3009;
const uint32 l_3010 = l_3008 & uint32(2147483647);
const bool l_3011 = l_3010 == uint32(0);
if (l_3011) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3012 = l_3008 & uint32(2147483648);
const bool l_3013 = l_3012 != uint32(0);
if (l_3013) {
const uint32 l_3014 = l_3008 - uint32(1);
l_mut_2572 = l_3014;
} else {
const bool l_3015 = l_3008 == uint32(2139095040);
if (l_3015) {
l_mut_2572 = l_3008;
}
}
}
const float l_3016 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3017 = reinterpret_cast<uint32 const&>(l_3016);
const double l_3018 = double(l_3016);
l_mut_1656 = l_3018;
const uint32 l_3019 = l_3017 & uint32(2139095040);
const bool l_3020 = l_3019 == uint32(0);
if (l_3020) {
const uint32 l_3021 = l_3017 & uint32(8388607);
const double l_3022 = double(l_3021);
const double l_3023 = l_3022 * double(1.401298464324817e-45);
l_mut_1656 = l_3023;
const uint32 l_3024 = l_3017 >> uint32(31);
const bool l_3025 = l_3024 == uint32(1);
if (l_3025) {
const double l_3026 = -l_mut_1656;
l_mut_1656 = l_3026;
}
}
l_mut_1883 = l_mut_1656;
}
}
}
l_mut_2112 = l_mut_1883;
} else {
}
const double l_3027 = l_mut_76 - l_410;
const double l_3028 = abs(l_3027);
const double l_3029 = l_3028 * double(2.220446049250313e-16);
const double l_3030 = l_1548 + l_3029;
const double l_3031 = l_3027 + l_3030;
const double l_3032 = -l_3031;
const double l_3033 = l_3032 * double(7.1362384635298e44);
const double l_3034 = floor(l_3033);
const double l_3035 = l_3034 * double(1.401298464324817e-45);
l_mut_1883 = l_3035;
const double l_3036 = abs(l_3032);
const bool l_3037 = l_3036 >= double(1.1754943508222875e-38);
if (l_3037) {
const float l_3038 = float(l_3032);
const double l_3039 = double(l_3038);
l_mut_1883 = l_3039;
const bool l_3040 = l_mut_1883 > l_3032;
if (l_3040) {
const uint32 l_3041 = reinterpret_cast<uint32 const&>(l_3038);
const uint32 l_3042 = l_3041 ^ uint32(2147483648);
const float l_3043 = reinterpret_cast<float const&>(l_3042);
const uint32 l_3044 = reinterpret_cast<uint32 const&>(l_3043);
const uint32 l_3045 = l_3044 + uint32(1);
l_mut_2572 = l_3045;
const uint32 l_3046 = l_3044 & uint32(2147483647);
const bool l_3047 = l_3046 == uint32(0);
if (l_3047) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3048 = l_3044 & uint32(2147483648);
const bool l_3049 = l_3048 != uint32(0);
if (l_3049) {
const uint32 l_3050 = l_3044 - uint32(1);
l_mut_2572 = l_3050;
} else {
const bool l_3051 = l_3044 == uint32(2139095040);
if (l_3051) {
l_mut_2572 = l_3044;
}
}
}
const float l_3052 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3053 = reinterpret_cast<uint32 const&>(l_3052);
const uint32 l_3054 = l_3053 ^ uint32(2147483648);
const float l_3055 = reinterpret_cast<float const&>(l_3054);
const uint32 l_3056 = reinterpret_cast<uint32 const&>(l_3055);
const double l_3057 = double(l_3055);
l_mut_1656 = l_3057;
const uint32 l_3058 = l_3056 & uint32(2139095040);
const bool l_3059 = l_3058 == uint32(0);
if (l_3059) {
const uint32 l_3060 = l_3056 & uint32(8388607);
const double l_3061 = double(l_3060);
const double l_3062 = l_3061 * double(1.401298464324817e-45);
l_mut_1656 = l_3062;
const uint32 l_3063 = l_3056 >> uint32(31);
const bool l_3064 = l_3063 == uint32(1);
if (l_3064) {
const double l_3065 = -l_mut_1656;
l_mut_1656 = l_3065;
}
}
l_mut_1883 = l_mut_1656;
} else {
const uint32 l_3066 = reinterpret_cast<uint32 const&>(l_3038);
const uint32 l_3067 = l_3066 + uint32(1);
l_mut_2572 = l_3067;
const uint32 l_3068 = l_3066 & uint32(2147483647);
const bool l_3069 = l_3068 == uint32(0);
if (l_3069) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3070 = l_3066 & uint32(2147483648);
const bool l_3071 = l_3070 != uint32(0);
if (l_3071) {
const uint32 l_3072 = l_3066 - uint32(1);
l_mut_2572 = l_3072;
} else {
const bool l_3073 = l_3066 == uint32(2139095040);
if (l_3073) {
l_mut_2572 = l_3066;
}
}
}
const float l_3074 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3075 = reinterpret_cast<uint32 const&>(l_3074);
const double l_3076 = double(l_3074);
l_mut_1656 = l_3076;
const uint32 l_3077 = l_3075 & uint32(2139095040);
const bool l_3078 = l_3077 == uint32(0);
if (l_3078) {
const uint32 l_3079 = l_3075 & uint32(8388607);
const double l_3080 = double(l_3079);
const double l_3081 = l_3080 * double(1.401298464324817e-45);
l_mut_1656 = l_3081;
const uint32 l_3082 = l_3075 >> uint32(31);
const bool l_3083 = l_3082 == uint32(1);
if (l_3083) {
const double l_3084 = -l_mut_1656;
l_mut_1656 = l_3084;
}
}
const bool l_3085 = l_mut_1656 <= l_3032;
if (l_3085) {
const uint32 l_3086 = reinterpret_cast<uint32 const&>(l_3038);
const uint32 l_3087 = l_3086 + uint32(1);
l_mut_2572 = l_3087;
const uint32 l_3088 = l_3086 & uint32(2147483647);
const bool l_3089 = l_3088 == uint32(0);
if (l_3089) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3090 = l_3086 & uint32(2147483648);
const bool l_3091 = l_3090 != uint32(0);
if (l_3091) {
const uint32 l_3092 = l_3086 - uint32(1);
l_mut_2572 = l_3092;
} else {
const bool l_3093 = l_3086 == uint32(2139095040);
if (l_3093) {
l_mut_2572 = l_3086;
}
}
}
const float l_3094 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3095 = reinterpret_cast<uint32 const&>(l_3094);
const double l_3096 = double(l_3094);
l_mut_1656 = l_3096;
const uint32 l_3097 = l_3095 & uint32(2139095040);
const bool l_3098 = l_3097 == uint32(0);
if (l_3098) {
const uint32 l_3099 = l_3095 & uint32(8388607);
const double l_3100 = double(l_3099);
const double l_3101 = l_3100 * double(1.401298464324817e-45);
l_mut_1656 = l_3101;
const uint32 l_3102 = l_3095 >> uint32(31);
const bool l_3103 = l_3102 == uint32(1);
if (l_3103) {
const double l_3104 = -l_mut_1656;
l_mut_1656 = l_3104;
}
}
l_mut_1883 = l_mut_1656;
}
}
}
const double l_3105 = -l_mut_1883;
l_mut_1883 = l_3105;
const bool l_3106 = bool(true) && bool(false);
if (l_3106) {
const double l_3107 = l_3027 + l_3030;
const double l_3108 = l_3107 * double(7.1362384635298e44);
const double l_3109 = floor(l_3108);
const double l_3110 = l_3109 * double(1.401298464324817e-45);
l_mut_1656 = l_3110;
const double l_3111 = abs(l_3107);
const bool l_3112 = l_3111 >= double(1.1754943508222875e-38);
if (l_3112) {
const float l_3113 = float(l_3107);
const double l_3114 = double(l_3113);
l_mut_1656 = l_3114;
const bool l_3115 = l_mut_1656 > l_3107;
if (l_3115) {
const uint32 l_3116 = reinterpret_cast<uint32 const&>(l_3113);
const uint32 l_3117 = l_3116 ^ uint32(2147483648);
const float l_3118 = reinterpret_cast<float const&>(l_3117);
const uint32 l_3119 = reinterpret_cast<uint32 const&>(l_3118);
const uint32 l_3120 = l_3119 + uint32(1);
l_mut_2572 = l_3120;
const uint32 l_3121 = l_3119 & uint32(2147483647);
const bool l_3122 = l_3121 == uint32(0);
if (l_3122) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3123 = l_3119 & uint32(2147483648);
const bool l_3124 = l_3123 != uint32(0);
if (l_3124) {
const uint32 l_3125 = l_3119 - uint32(1);
l_mut_2572 = l_3125;
} else {
const bool l_3126 = l_3119 == uint32(2139095040);
if (l_3126) {
l_mut_2572 = l_3119;
}
}
}
const float l_3127 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3128 = reinterpret_cast<uint32 const&>(l_3127);
const uint32 l_3129 = l_3128 ^ uint32(2147483648);
const float l_3130 = reinterpret_cast<float const&>(l_3129);
const uint32 l_3131 = reinterpret_cast<uint32 const&>(l_3130);
const double l_3132 = double(l_3130);
l_mut_1580 = l_3132;
const uint32 l_3133 = l_3131 & uint32(2139095040);
const bool l_3134 = l_3133 == uint32(0);
if (l_3134) {
const uint32 l_3135 = l_3131 & uint32(8388607);
const double l_3136 = double(l_3135);
const double l_3137 = l_3136 * double(1.401298464324817e-45);
l_mut_1580 = l_3137;
const uint32 l_3138 = l_3131 >> uint32(31);
const bool l_3139 = l_3138 == uint32(1);
if (l_3139) {
const double l_3140 = -l_mut_1580;
l_mut_1580 = l_3140;
}
}
l_mut_1656 = l_mut_1580;
} else {
const uint32 l_3141 = reinterpret_cast<uint32 const&>(l_3113);
const uint32 l_3142 = l_3141 + uint32(1);
l_mut_2572 = l_3142;
const uint32 l_3143 = l_3141 & uint32(2147483647);
const bool l_3144 = l_3143 == uint32(0);
if (l_3144) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3145 = l_3141 & uint32(2147483648);
const bool l_3146 = l_3145 != uint32(0);
if (l_3146) {
const uint32 l_3147 = l_3141 - uint32(1);
l_mut_2572 = l_3147;
} else {
const bool l_3148 = l_3141 == uint32(2139095040);
if (l_3148) {
l_mut_2572 = l_3141;
}
}
}
const float l_3149 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3149);
const double l_3151 = double(l_3149);
l_mut_1580 = l_3151;
const uint32 l_3152 = l_3150 & uint32(2139095040);
const bool l_3153 = l_3152 == uint32(0);
if (l_3153) {
const uint32 l_3154 = l_3150 & uint32(8388607);
const double l_3155 = double(l_3154);
const double l_3156 = l_3155 * double(1.401298464324817e-45);
l_mut_1580 = l_3156;
const uint32 l_3157 = l_3150 >> uint32(31);
const bool l_3158 = l_3157 == uint32(1);
if (l_3158) {
const double l_3159 = -l_mut_1580;
l_mut_1580 = l_3159;
}
}
const bool l_3160 = l_mut_1580 <= l_3107;
if (l_3160) {
const uint32 l_3161 = reinterpret_cast<uint32 const&>(l_3113);
const uint32 l_3162 = l_3161 + uint32(1);
l_mut_2572 = l_3162;
const uint32 l_3163 = l_3161 & uint32(2147483647);
const bool l_3164 = l_3163 == uint32(0);
if (l_3164) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3165 = l_3161 & uint32(2147483648);
const bool l_3166 = l_3165 != uint32(0);
if (l_3166) {
const uint32 l_3167 = l_3161 - uint32(1);
l_mut_2572 = l_3167;
} else {
const bool l_3168 = l_3161 == uint32(2139095040);
if (l_3168) {
l_mut_2572 = l_3161;
}
}
}
const float l_3169 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3170 = reinterpret_cast<uint32 const&>(l_3169);
const double l_3171 = double(l_3169);
l_mut_1580 = l_3171;
const uint32 l_3172 = l_3170 & uint32(2139095040);
const bool l_3173 = l_3172 == uint32(0);
if (l_3173) {
const uint32 l_3174 = l_3170 & uint32(8388607);
const double l_3175 = double(l_3174);
const double l_3176 = l_3175 * double(1.401298464324817e-45);
l_mut_1580 = l_3176;
const uint32 l_3177 = l_3170 >> uint32(31);
const bool l_3178 = l_3177 == uint32(1);
if (l_3178) {
const double l_3179 = -l_mut_1580;
l_mut_1580 = l_3179;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
l_mut_1883 = l_mut_1656;
} else {
const double l_3180 = l_3027 - l_3030;
const double l_3181 = l_3180 * double(7.1362384635298e44);
const double l_3182 = floor(l_3181);
const double l_3183 = l_3182 * double(1.401298464324817e-45);
l_mut_1656 = l_3183;
const double l_3184 = abs(l_3180);
const bool l_3185 = l_3184 >= double(1.1754943508222875e-38);
if (l_3185) {
const float l_3186 = float(l_3180);
const double l_3187 = double(l_3186);
l_mut_1656 = l_3187;
const bool l_3188 = l_mut_1656 > l_3180;
if (l_3188) {
const uint32 l_3189 = reinterpret_cast<uint32 const&>(l_3186);
const uint32 l_3190 = l_3189 ^ uint32(2147483648);
const float l_3191 = reinterpret_cast<float const&>(l_3190);
const uint32 l_3192 = reinterpret_cast<uint32 const&>(l_3191);
const uint32 l_3193 = l_3192 + uint32(1);
l_mut_2572 = l_3193;
const uint32 l_3194 = l_3192 & uint32(2147483647);
const bool l_3195 = l_3194 == uint32(0);
if (l_3195) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3196 = l_3192 & uint32(2147483648);
const bool l_3197 = l_3196 != uint32(0);
if (l_3197) {
const uint32 l_3198 = l_3192 - uint32(1);
l_mut_2572 = l_3198;
} else {
const bool l_3199 = l_3192 == uint32(2139095040);
if (l_3199) {
l_mut_2572 = l_3192;
}
}
}
const float l_3200 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3201 = reinterpret_cast<uint32 const&>(l_3200);
const uint32 l_3202 = l_3201 ^ uint32(2147483648);
const float l_3203 = reinterpret_cast<float const&>(l_3202);
const uint32 l_3204 = reinterpret_cast<uint32 const&>(l_3203);
const double l_3205 = double(l_3203);
l_mut_1580 = l_3205;
const uint32 l_3206 = l_3204 & uint32(2139095040);
const bool l_3207 = l_3206 == uint32(0);
if (l_3207) {
const uint32 l_3208 = l_3204 & uint32(8388607);
const double l_3209 = double(l_3208);
const double l_3210 = l_3209 * double(1.401298464324817e-45);
l_mut_1580 = l_3210;
const uint32 l_3211 = l_3204 >> uint32(31);
const bool l_3212 = l_3211 == uint32(1);
if (l_3212) {
const double l_3213 = -l_mut_1580;
l_mut_1580 = l_3213;
}
}
l_mut_1656 = l_mut_1580;
} else {
const uint32 l_3214 = reinterpret_cast<uint32 const&>(l_3186);
const uint32 l_3215 = l_3214 + uint32(1);
l_mut_2572 = l_3215;
const uint32 l_3216 = l_3214 & uint32(2147483647);
const bool l_3217 = l_3216 == uint32(0);
if (l_3217) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3218 = l_3214 & uint32(2147483648);
const bool l_3219 = l_3218 != uint32(0);
if (l_3219) {
const uint32 l_3220 = l_3214 - uint32(1);
l_mut_2572 = l_3220;
} else {
const bool l_3221 = l_3214 == uint32(2139095040);
if (l_3221) {
l_mut_2572 = l_3214;
}
}
}
const float l_3222 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3223 = reinterpret_cast<uint32 const&>(l_3222);
const double l_3224 = double(l_3222);
l_mut_1580 = l_3224;
const uint32 l_3225 = l_3223 & uint32(2139095040);
const bool l_3226 = l_3225 == uint32(0);
if (l_3226) {
const uint32 l_3227 = l_3223 & uint32(8388607);
const double l_3228 = double(l_3227);
const double l_3229 = l_3228 * double(1.401298464324817e-45);
l_mut_1580 = l_3229;
const uint32 l_3230 = l_3223 >> uint32(31);
const bool l_3231 = l_3230 == uint32(1);
if (l_3231) {
const double l_3232 = -l_mut_1580;
l_mut_1580 = l_3232;
}
}
const bool l_3233 = l_mut_1580 <= l_3180;
if (l_3233) {
const uint32 l_3234 = reinterpret_cast<uint32 const&>(l_3186);
const uint32 l_3235 = l_3234 + uint32(1);
l_mut_2572 = l_3235;
const uint32 l_3236 = l_3234 & uint32(2147483647);
const bool l_3237 = l_3236 == uint32(0);
if (l_3237) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3238 = l_3234 & uint32(2147483648);
const bool l_3239 = l_3238 != uint32(0);
if (l_3239) {
const uint32 l_3240 = l_3234 - uint32(1);
l_mut_2572 = l_3240;
} else {
const bool l_3241 = l_3234 == uint32(2139095040);
if (l_3241) {
l_mut_2572 = l_3234;
}
}
}
const float l_3242 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3243 = reinterpret_cast<uint32 const&>(l_3242);
const double l_3244 = double(l_3242);
l_mut_1580 = l_3244;
const uint32 l_3245 = l_3243 & uint32(2139095040);
const bool l_3246 = l_3245 == uint32(0);
if (l_3246) {
const uint32 l_3247 = l_3243 & uint32(8388607);
const double l_3248 = double(l_3247);
const double l_3249 = l_3248 * double(1.401298464324817e-45);
l_mut_1580 = l_3249;
const uint32 l_3250 = l_3243 >> uint32(31);
const bool l_3251 = l_3250 == uint32(1);
if (l_3251) {
const double l_3252 = -l_mut_1580;
l_mut_1580 = l_3252;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
l_mut_1883 = l_mut_1656;
}
const double l_3253 = l_mut_76 + l_410;
const double l_3254 = abs(l_3253);
const double l_3255 = l_3254 * double(2.220446049250313e-16);
const double l_3256 = l_1548 + l_3255;
const double l_3257 = l_3253 + l_3256;
const double l_3258 = -l_3257;
const double l_3259 = l_3258 * double(7.1362384635298e44);
const double l_3260 = floor(l_3259);
const double l_3261 = l_3260 * double(1.401298464324817e-45);
l_mut_1656 = l_3261;
const double l_3262 = abs(l_3258);
const bool l_3263 = l_3262 >= double(1.1754943508222875e-38);
if (l_3263) {
const float l_3264 = float(l_3258);
const double l_3265 = double(l_3264);
l_mut_1656 = l_3265;
const bool l_3266 = l_mut_1656 > l_3258;
if (l_3266) {
const uint32 l_3267 = reinterpret_cast<uint32 const&>(l_3264);
const uint32 l_3268 = l_3267 ^ uint32(2147483648);
const float l_3269 = reinterpret_cast<float const&>(l_3268);
const uint32 l_3270 = reinterpret_cast<uint32 const&>(l_3269);
const uint32 l_3271 = l_3270 + uint32(1);
l_mut_2572 = l_3271;
const uint32 l_3272 = l_3270 & uint32(2147483647);
const bool l_3273 = l_3272 == uint32(0);
if (l_3273) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3274 = l_3270 & uint32(2147483648);
const bool l_3275 = l_3274 != uint32(0);
if (l_3275) {
const uint32 l_3276 = l_3270 - uint32(1);
l_mut_2572 = l_3276;
} else {
const bool l_3277 = l_3270 == uint32(2139095040);
if (l_3277) {
l_mut_2572 = l_3270;
}
}
}
const float l_3278 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3279 = reinterpret_cast<uint32 const&>(l_3278);
const uint32 l_3280 = l_3279 ^ uint32(2147483648);
const float l_3281 = reinterpret_cast<float const&>(l_3280);
const uint32 l_3282 = reinterpret_cast<uint32 const&>(l_3281);
const double l_3283 = double(l_3281);
l_mut_1580 = l_3283;
const uint32 l_3284 = l_3282 & uint32(2139095040);
const bool l_3285 = l_3284 == uint32(0);
if (l_3285) {
const uint32 l_3286 = l_3282 & uint32(8388607);
const double l_3287 = double(l_3286);
const double l_3288 = l_3287 * double(1.401298464324817e-45);
l_mut_1580 = l_3288;
const uint32 l_3289 = l_3282 >> uint32(31);
const bool l_3290 = l_3289 == uint32(1);
if (l_3290) {
const double l_3291 = -l_mut_1580;
l_mut_1580 = l_3291;
}
}
l_mut_1656 = l_mut_1580;
} else {
const uint32 l_3292 = reinterpret_cast<uint32 const&>(l_3264);
const uint32 l_3293 = l_3292 + uint32(1);
l_mut_2572 = l_3293;
const uint32 l_3294 = l_3292 & uint32(2147483647);
const bool l_3295 = l_3294 == uint32(0);
if (l_3295) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3296 = l_3292 & uint32(2147483648);
const bool l_3297 = l_3296 != uint32(0);
if (l_3297) {
const uint32 l_3298 = l_3292 - uint32(1);
l_mut_2572 = l_3298;
} else {
const bool l_3299 = l_3292 == uint32(2139095040);
if (l_3299) {
l_mut_2572 = l_3292;
}
}
}
const float l_3300 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3301 = reinterpret_cast<uint32 const&>(l_3300);
const double l_3302 = double(l_3300);
l_mut_1580 = l_3302;
const uint32 l_3303 = l_3301 & uint32(2139095040);
const bool l_3304 = l_3303 == uint32(0);
if (l_3304) {
const uint32 l_3305 = l_3301 & uint32(8388607);
const double l_3306 = double(l_3305);
const double l_3307 = l_3306 * double(1.401298464324817e-45);
l_mut_1580 = l_3307;
const uint32 l_3308 = l_3301 >> uint32(31);
const bool l_3309 = l_3308 == uint32(1);
if (l_3309) {
const double l_3310 = -l_mut_1580;
l_mut_1580 = l_3310;
}
}
const bool l_3311 = l_mut_1580 <= l_3258;
if (l_3311) {
const uint32 l_3312 = reinterpret_cast<uint32 const&>(l_3264);
const uint32 l_3313 = l_3312 + uint32(1);
l_mut_2572 = l_3313;
const uint32 l_3314 = l_3312 & uint32(2147483647);
const bool l_3315 = l_3314 == uint32(0);
if (l_3315) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3316 = l_3312 & uint32(2147483648);
const bool l_3317 = l_3316 != uint32(0);
if (l_3317) {
const uint32 l_3318 = l_3312 - uint32(1);
l_mut_2572 = l_3318;
} else {
const bool l_3319 = l_3312 == uint32(2139095040);
if (l_3319) {
l_mut_2572 = l_3312;
}
}
}
const float l_3320 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3321 = reinterpret_cast<uint32 const&>(l_3320);
const double l_3322 = double(l_3320);
l_mut_1580 = l_3322;
const uint32 l_3323 = l_3321 & uint32(2139095040);
const bool l_3324 = l_3323 == uint32(0);
if (l_3324) {
const uint32 l_3325 = l_3321 & uint32(8388607);
const double l_3326 = double(l_3325);
const double l_3327 = l_3326 * double(1.401298464324817e-45);
l_mut_1580 = l_3327;
const uint32 l_3328 = l_3321 >> uint32(31);
const bool l_3329 = l_3328 == uint32(1);
if (l_3329) {
const double l_3330 = -l_mut_1580;
l_mut_1580 = l_3330;
}
}
l_mut_1656 = l_mut_1580;
}
}
}
const double l_3331 = -l_mut_1656;
l_mut_1656 = l_3331;
const bool l_3332 = bool(false) && bool(false);
if (l_3332) {
const double l_3333 = l_3253 + l_3256;
const double l_3334 = l_3333 * double(7.1362384635298e44);
const double l_3335 = floor(l_3334);
const double l_3336 = l_3335 * double(1.401298464324817e-45);
l_mut_1580 = l_3336;
const double l_3337 = abs(l_3333);
const bool l_3338 = l_3337 >= double(1.1754943508222875e-38);
if (l_3338) {
const float l_3339 = float(l_3333);
const double l_3340 = double(l_3339);
l_mut_1580 = l_3340;
const bool l_3341 = l_mut_1580 > l_3333;
if (l_3341) {
const uint32 l_3342 = reinterpret_cast<uint32 const&>(l_3339);
const uint32 l_3343 = l_3342 ^ uint32(2147483648);
const float l_3344 = reinterpret_cast<float const&>(l_3343);
const uint32 l_3345 = reinterpret_cast<uint32 const&>(l_3344);
const uint32 l_3346 = l_3345 + uint32(1);
l_mut_2572 = l_3346;
const uint32 l_3347 = l_3345 & uint32(2147483647);
const bool l_3348 = l_3347 == uint32(0);
if (l_3348) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3349 = l_3345 & uint32(2147483648);
const bool l_3350 = l_3349 != uint32(0);
if (l_3350) {
const uint32 l_3351 = l_3345 - uint32(1);
l_mut_2572 = l_3351;
} else {
const bool l_3352 = l_3345 == uint32(2139095040);
if (l_3352) {
l_mut_2572 = l_3345;
}
}
}
const float l_3353 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3354 = reinterpret_cast<uint32 const&>(l_3353);
const uint32 l_3355 = l_3354 ^ uint32(2147483648);
const float l_3356 = reinterpret_cast<float const&>(l_3355);
const uint32 l_3357 = reinterpret_cast<uint32 const&>(l_3356);
const double l_3358 = double(l_3356);
l_mut_26 = l_3358;
const uint32 l_3359 = l_3357 & uint32(2139095040);
const bool l_3360 = l_3359 == uint32(0);
if (l_3360) {
const uint32 l_3361 = l_3357 & uint32(8388607);
const double l_3362 = double(l_3361);
const double l_3363 = l_3362 * double(1.401298464324817e-45);
l_mut_26 = l_3363;
const uint32 l_3364 = l_3357 >> uint32(31);
const bool l_3365 = l_3364 == uint32(1);
if (l_3365) {
const double l_3366 = -l_mut_26;
l_mut_26 = l_3366;
}
}
l_mut_1580 = l_mut_26;
} else {
const uint32 l_3367 = reinterpret_cast<uint32 const&>(l_3339);
const uint32 l_3368 = l_3367 + uint32(1);
l_mut_2572 = l_3368;
const uint32 l_3369 = l_3367 & uint32(2147483647);
const bool l_3370 = l_3369 == uint32(0);
if (l_3370) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3371 = l_3367 & uint32(2147483648);
const bool l_3372 = l_3371 != uint32(0);
if (l_3372) {
const uint32 l_3373 = l_3367 - uint32(1);
l_mut_2572 = l_3373;
} else {
const bool l_3374 = l_3367 == uint32(2139095040);
if (l_3374) {
l_mut_2572 = l_3367;
}
}
}
const float l_3375 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3376 = reinterpret_cast<uint32 const&>(l_3375);
const double l_3377 = double(l_3375);
l_mut_26 = l_3377;
const uint32 l_3378 = l_3376 & uint32(2139095040);
const bool l_3379 = l_3378 == uint32(0);
if (l_3379) {
const uint32 l_3380 = l_3376 & uint32(8388607);
const double l_3381 = double(l_3380);
const double l_3382 = l_3381 * double(1.401298464324817e-45);
l_mut_26 = l_3382;
const uint32 l_3383 = l_3376 >> uint32(31);
const bool l_3384 = l_3383 == uint32(1);
if (l_3384) {
const double l_3385 = -l_mut_26;
l_mut_26 = l_3385;
}
}
const bool l_3386 = l_mut_26 <= l_3333;
if (l_3386) {
const uint32 l_3387 = reinterpret_cast<uint32 const&>(l_3339);
const uint32 l_3388 = l_3387 + uint32(1);
l_mut_2572 = l_3388;
const uint32 l_3389 = l_3387 & uint32(2147483647);
const bool l_3390 = l_3389 == uint32(0);
if (l_3390) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3391 = l_3387 & uint32(2147483648);
const bool l_3392 = l_3391 != uint32(0);
if (l_3392) {
const uint32 l_3393 = l_3387 - uint32(1);
l_mut_2572 = l_3393;
} else {
const bool l_3394 = l_3387 == uint32(2139095040);
if (l_3394) {
l_mut_2572 = l_3387;
}
}
}
const float l_3395 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3396 = reinterpret_cast<uint32 const&>(l_3395);
const double l_3397 = double(l_3395);
l_mut_26 = l_3397;
const uint32 l_3398 = l_3396 & uint32(2139095040);
const bool l_3399 = l_3398 == uint32(0);
if (l_3399) {
const uint32 l_3400 = l_3396 & uint32(8388607);
const double l_3401 = double(l_3400);
const double l_3402 = l_3401 * double(1.401298464324817e-45);
l_mut_26 = l_3402;
const uint32 l_3403 = l_3396 >> uint32(31);
const bool l_3404 = l_3403 == uint32(1);
if (l_3404) {
const double l_3405 = -l_mut_26;
l_mut_26 = l_3405;
}
}
l_mut_1580 = l_mut_26;
}
}
}
l_mut_1656 = l_mut_1580;
} else {
}
l_mut_2572 = uint32(0);
const bool l_3406 = l_mut_1883 <= double(0.0);
const bool l_3407 = l_mut_1656 >= double(0.0);
const bool l_3408 = l_3406 && l_3407;
const bool l_3409 = !l_3408;
if (l_3409) {
const double l_3411 = l_mut_2339 / l_mut_1883;
const double l_3412 = l_mut_2339 / l_mut_1656;
const double l_3413 = l_mut_2112 / l_mut_1883;
const double l_3414 = l_mut_2112 / l_mut_1656;
l_arr_3410[uint32(0)] = l_3411;
l_arr_3410[uint32(1)] = l_3411;
const double l_3415 = l_arr_3410[uint32(0)];
const bool l_3416 = l_3412 < l_3415;
if (l_3416) {
l_arr_3410[uint32(0)] = l_3412;
}
const double l_3417 = l_arr_3410[uint32(0)];
const bool l_3418 = l_3413 < l_3417;
if (l_3418) {
l_arr_3410[uint32(0)] = l_3413;
}
const double l_3419 = l_arr_3410[uint32(0)];
const bool l_3420 = l_3414 < l_3419;
if (l_3420) {
l_arr_3410[uint32(0)] = l_3414;
}
const double l_3421 = l_arr_3410[uint32(1)];
const bool l_3422 = l_3412 > l_3421;
if (l_3422) {
l_arr_3410[uint32(1)] = l_3412;
}
const double l_3423 = l_arr_3410[uint32(1)];
const bool l_3424 = l_3413 > l_3423;
if (l_3424) {
l_arr_3410[uint32(1)] = l_3413;
}
const double l_3425 = l_arr_3410[uint32(1)];
const bool l_3426 = l_3414 > l_3425;
if (l_3426) {
l_arr_3410[uint32(1)] = l_3414;
}
const double l_3427 = l_arr_3410[uint32(0)];
const double l_3428 = abs(l_3427);
const double l_3429 = l_3428 * l_mut_49;
const double l_3430 = l_arr_3410[uint32(1)];
const double l_3431 = abs(l_3430);
const double l_3432 = l_3431 * l_mut_49;
l_mut_2572 = uint32(2);
const double l_3433 = l_arr_3410[uint32(0)];
const double l_3434 = l_3433 - l_3429;
const double l_3435 = abs(l_3434);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3436 = l_3435 >= double(1.1754943508222875e-38);
const bool l_3437 = l_3435 <= double(1.7976931348623157e308);
const bool l_3438 = l_3436 && l_3437;
if (l_3438) {
const uint64 l_3439 = reinterpret_cast<uint64 const&>(l_3435);
const uint64 l_3440 = l_3439 >> uint64(52);
const uint64 l_3441 = l_3440 - uint64(23);
const uint64 l_3442 = l_3441 << uint64(52);
const double l_3443 = reinterpret_cast<double const&>(l_3442);
l_mut_2339 = l_3443;
}
const double l_3444 = l_3433 + l_3429;
const double l_3445 = abs(l_3444);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_3446 = l_3445 >= double(1.1754943508222875e-38);
const bool l_3447 = l_3445 <= double(1.7976931348623157e308);
const bool l_3448 = l_3446 && l_3447;
if (l_3448) {
const uint64 l_3449 = reinterpret_cast<uint64 const&>(l_3445);
const uint64 l_3450 = l_3449 >> uint64(52);
const uint64 l_3451 = l_3450 - uint64(23);
const uint64 l_3452 = l_3451 << uint64(52);
const double l_3453 = reinterpret_cast<double const&>(l_3452);
l_mut_2112 = l_3453;
}
const bool l_3454 = l_mut_2339 == l_mut_2112;
const double l_3455 = l_arr_3410[uint32(1)];
const double l_3456 = l_3455 - l_3432;
const double l_3457 = abs(l_3456);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3458 = l_3457 >= double(1.1754943508222875e-38);
const bool l_3459 = l_3457 <= double(1.7976931348623157e308);
const bool l_3460 = l_3458 && l_3459;
if (l_3460) {
const uint64 l_3461 = reinterpret_cast<uint64 const&>(l_3457);
const uint64 l_3462 = l_3461 >> uint64(52);
const uint64 l_3463 = l_3462 - uint64(23);
const uint64 l_3464 = l_3463 << uint64(52);
const double l_3465 = reinterpret_cast<double const&>(l_3464);
l_mut_2339 = l_3465;
}
const double l_3466 = l_3455 + l_3432;
const double l_3467 = abs(l_3466);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_3468 = l_3467 >= double(1.1754943508222875e-38);
const bool l_3469 = l_3467 <= double(1.7976931348623157e308);
const bool l_3470 = l_3468 && l_3469;
if (l_3470) {
const uint64 l_3471 = reinterpret_cast<uint64 const&>(l_3467);
const uint64 l_3472 = l_3471 >> uint64(52);
const uint64 l_3473 = l_3472 - uint64(23);
const uint64 l_3474 = l_3473 << uint64(52);
const double l_3475 = reinterpret_cast<double const&>(l_3474);
l_mut_2112 = l_3475;
}
const bool l_3476 = l_mut_2339 == l_mut_2112;
const bool l_3477 = l_3454 && l_3476;
if (l_3477) {
const double l_3478 = l_arr_3410[uint32(0)];
const double l_3479 = l_arr_3410[uint32(0)];
const double l_3480 = abs(l_3479);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3481 = l_3480 >= double(1.1754943508222875e-38);
const bool l_3482 = l_3480 <= double(1.7976931348623157e308);
const bool l_3483 = l_3481 && l_3482;
if (l_3483) {
const uint64 l_3484 = reinterpret_cast<uint64 const&>(l_3480);
const uint64 l_3485 = l_3484 >> uint64(52);
const uint64 l_3486 = l_3485 - uint64(23);
const uint64 l_3487 = l_3486 << uint64(52);
const double l_3488 = reinterpret_cast<double const&>(l_3487);
l_mut_2339 = l_3488;
}
const double l_3489 = l_413 * l_mut_2339;
const double l_3490 = l_3478 - l_3489;
const double l_3491 = l_arr_3410[uint32(1)];
const double l_3492 = l_arr_3410[uint32(1)];
const double l_3493 = abs(l_3492);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3494 = l_3493 >= double(1.1754943508222875e-38);
const bool l_3495 = l_3493 <= double(1.7976931348623157e308);
const bool l_3496 = l_3494 && l_3495;
if (l_3496) {
const uint64 l_3497 = reinterpret_cast<uint64 const&>(l_3493);
const uint64 l_3498 = l_3497 >> uint64(52);
const uint64 l_3499 = l_3498 - uint64(23);
const uint64 l_3500 = l_3499 << uint64(52);
const double l_3501 = reinterpret_cast<double const&>(l_3500);
l_mut_2339 = l_3501;
}
const double l_3502 = l_413 * l_mut_2339;
const double l_3503 = l_3491 + l_3502;
const uint32 l_3504 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_3505 = double(l_mut_22);
l_mut_2339 = l_3505;
const uint32 l_3506 = l_3504 & uint32(2139095040);
const bool l_3507 = l_3506 == uint32(0);
if (l_3507) {
const uint32 l_3508 = l_3504 & uint32(8388607);
const double l_3509 = double(l_3508);
const double l_3510 = l_3509 * double(1.401298464324817e-45);
l_mut_2339 = l_3510;
const uint32 l_3511 = l_3504 >> uint32(31);
const bool l_3512 = l_3511 == uint32(1);
if (l_3512) {
const double l_3513 = -l_mut_2339;
l_mut_2339 = l_3513;
}
}
const uint32 l_3514 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3515 = l_3514 + uint32(1);
l_mut_3516 = l_3515;
const uint32 l_3517 = l_3514 & uint32(2147483647);
const bool l_3518 = l_3517 == uint32(0);
if (l_3518) {
l_mut_3516 = uint32(1);
} else {
const uint32 l_3519 = l_3514 & uint32(2147483648);
const bool l_3520 = l_3519 != uint32(0);
if (l_3520) {
const uint32 l_3521 = l_3514 - uint32(1);
l_mut_3516 = l_3521;
} else {
const bool l_3522 = l_3514 == uint32(2139095040);
if (l_3522) {
l_mut_3516 = l_3514;
}
}
}
const float l_3523 = reinterpret_cast<float const&>(l_mut_3516);
const uint32 l_3524 = reinterpret_cast<uint32 const&>(l_3523);
const double l_3525 = double(l_3523);
l_mut_2112 = l_3525;
const uint32 l_3526 = l_3524 & uint32(2139095040);
const bool l_3527 = l_3526 == uint32(0);
if (l_3527) {
const uint32 l_3528 = l_3524 & uint32(8388607);
const double l_3529 = double(l_3528);
const double l_3530 = l_3529 * double(1.401298464324817e-45);
l_mut_2112 = l_3530;
const uint32 l_3531 = l_3524 >> uint32(31);
const bool l_3532 = l_3531 == uint32(1);
if (l_3532) {
const double l_3533 = -l_mut_2112;
l_mut_2112 = l_3533;
}
}
const uint32 l_3534 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3535 = l_3534 ^ uint32(2147483648);
const float l_3536 = reinterpret_cast<float const&>(l_3535);
const uint32 l_3537 = reinterpret_cast<uint32 const&>(l_3536);
const uint32 l_3538 = l_3537 + uint32(1);
l_mut_3516 = l_3538;
const uint32 l_3539 = l_3537 & uint32(2147483647);
const bool l_3540 = l_3539 == uint32(0);
if (l_3540) {
l_mut_3516 = uint32(1);
} else {
const uint32 l_3541 = l_3537 & uint32(2147483648);
const bool l_3542 = l_3541 != uint32(0);
if (l_3542) {
const uint32 l_3543 = l_3537 - uint32(1);
l_mut_3516 = l_3543;
} else {
const bool l_3544 = l_3537 == uint32(2139095040);
if (l_3544) {
l_mut_3516 = l_3537;
}
}
}
const float l_3545 = reinterpret_cast<float const&>(l_mut_3516);
const uint32 l_3546 = reinterpret_cast<uint32 const&>(l_3545);
const uint32 l_3547 = l_3546 ^ uint32(2147483648);
const float l_3548 = reinterpret_cast<float const&>(l_3547);
const uint32 l_3549 = reinterpret_cast<uint32 const&>(l_3548);
const double l_3550 = double(l_3548);
l_mut_1883 = l_3550;
const uint32 l_3551 = l_3549 & uint32(2139095040);
const bool l_3552 = l_3551 == uint32(0);
if (l_3552) {
const uint32 l_3553 = l_3549 & uint32(8388607);
const double l_3554 = double(l_3553);
const double l_3555 = l_3554 * double(1.401298464324817e-45);
l_mut_1883 = l_3555;
const uint32 l_3556 = l_3549 >> uint32(31);
const bool l_3557 = l_3556 == uint32(1);
if (l_3557) {
const double l_3558 = -l_mut_1883;
l_mut_1883 = l_3558;
}
}
const double l_3559 = l_3490 + l_3429;
const bool l_3560 = l_3559 <= l_mut_2339;
l_mut_530 = l_3560;
const double l_3561 = l_3490 - l_3429;
const bool l_3562 = l_3561 > l_mut_2339;
l_mut_527 = l_3562;
const double l_3563 = l_3503 - l_3432;
const bool l_3564 = l_3563 >= l_mut_2339;
l_mut_524 = l_3564;
const double l_3565 = l_3503 + l_3432;
const bool l_3566 = l_3565 < l_mut_2339;
l_mut_521 = l_3566;
const double l_3567 = l_3490 + l_3429;
const bool l_3568 = l_3567 < l_mut_2112;
l_mut_530 = l_3568;
const double l_3569 = l_3490 - l_3429;
const bool l_3570 = l_3569 >= l_mut_2112;
l_mut_527 = l_3570;
const double l_3571 = l_3503 - l_3432;
const bool l_3572 = l_3571 > l_mut_1883;
l_mut_524 = l_3572;
const double l_3573 = l_3503 + l_3432;
const bool l_3574 = l_3573 <= l_mut_1883;
l_mut_521 = l_3574;
l_mut_3516 = uint32(2);
const bool l_3575 = l_mut_527 || l_mut_521;
if (l_3575) {
l_mut_3516 = uint32(1);
} else {
const bool l_3576 = l_mut_530 && l_mut_524;
if (l_3576) {
l_mut_3516 = uint32(0);
}
}
const uint32 l_3577 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3578 = l_3577 & uint32(2147483647);
const bool l_3579 = l_3578 == uint32(0);
if (l_3579) {
const double l_3580 = l_3490 + l_3429;
const bool l_3581 = l_3580 < double(1.1754943508222875e-38);
const double l_3582 = l_3503 - l_3432;
const bool l_3583 = l_3582 > double(-1.1754943508222875e-38);
const bool l_3584 = l_3581 && l_3583;
const double l_3585 = l_3490 - l_3429;
const bool l_3586 = l_3585 < double(1.1754943508222875e-38);
const double l_3587 = l_3503 + l_3432;
const bool l_3588 = l_3587 > double(-1.1754943508222875e-38);
const bool l_3589 = l_3586 && l_3588;
if (l_3584) {
l_mut_3516 = uint32(0);
} else {
const bool l_3590 = l_mut_3516 == uint32(1);
const bool l_3591 = l_3589 && l_3590;
if (l_3591) {
l_mut_3516 = uint32(2);
}
}
}
l_mut_2572 = l_mut_3516;
}
}
const bool l_3592 = l_mut_438 == uint32(0);
if (l_3592) {
l_mut_476 = uint32(0);
} else {
const bool l_3593 = l_mut_2572 == uint32(1);
if (l_3593) {
l_mut_476 = uint32(1);
}
}
} else {
const double l_3594 = l_mut_243 - l_410;
const double l_3595 = l_mut_243 + l_410;
const double l_3596 = l_mut_76 - l_410;
const double l_3597 = l_mut_76 + l_410;
const double l_3598 = abs(l_3596);
const bool l_3599 = l_3598 > l_1548;
const double l_3600 = abs(l_3597);
const bool l_3601 = l_3600 > l_1548;
const bool l_3602 = l_3599 && l_3601;
if (l_3602) {
const double l_3603 = l_1546 + l_1548;
const double l_3604 = abs(l_3596);
const double l_3605 = abs(l_3597);
l_mut_2339 = l_3604;
const bool l_3606 = l_3605 < l_3604;
if (l_3606) {
l_mut_2339 = l_3605;
}
const double l_3607 = l_3603 / l_mut_2339;
const double l_3608 = abs(l_3594);
const double l_3609 = abs(l_3595);
l_mut_2339 = l_3608;
const bool l_3610 = l_3609 < l_3608;
if (l_3610) {
l_mut_2339 = l_3609;
}
const double l_3611 = l_1546 / l_mut_2339;
const double l_3612 = l_3607 + l_3611;
l_mut_49 = l_mut_49 + l_3612;
l_mut_3516 = uint32(0);
const bool l_3613 = l_3596 <= double(0.0);
const bool l_3614 = l_3597 >= double(0.0);
const bool l_3615 = l_3613 && l_3614;
const bool l_3616 = !l_3615;
if (l_3616) {
const double l_3618 = l_3594 / l_3596;
const double l_3619 = l_3594 / l_3597;
const double l_3620 = l_3595 / l_3596;
const double l_3621 = l_3595 / l_3597;
l_arr_3617[uint32(0)] = l_3618;
l_arr_3617[uint32(1)] = l_3618;
const double l_3622 = l_arr_3617[uint32(0)];
const bool l_3623 = l_3619 < l_3622;
if (l_3623) {
l_arr_3617[uint32(0)] = l_3619;
}
const double l_3624 = l_arr_3617[uint32(0)];
const bool l_3625 = l_3620 < l_3624;
if (l_3625) {
l_arr_3617[uint32(0)] = l_3620;
}
const double l_3626 = l_arr_3617[uint32(0)];
const bool l_3627 = l_3621 < l_3626;
if (l_3627) {
l_arr_3617[uint32(0)] = l_3621;
}
const double l_3628 = l_arr_3617[uint32(1)];
const bool l_3629 = l_3619 > l_3628;
if (l_3629) {
l_arr_3617[uint32(1)] = l_3619;
}
const double l_3630 = l_arr_3617[uint32(1)];
const bool l_3631 = l_3620 > l_3630;
if (l_3631) {
l_arr_3617[uint32(1)] = l_3620;
}
const double l_3632 = l_arr_3617[uint32(1)];
const bool l_3633 = l_3621 > l_3632;
if (l_3633) {
l_arr_3617[uint32(1)] = l_3621;
}
const double l_3634 = l_arr_3617[uint32(0)];
const double l_3635 = abs(l_3634);
const double l_3636 = l_3635 * l_mut_49;
const double l_3637 = l_arr_3617[uint32(1)];
const double l_3638 = abs(l_3637);
const double l_3639 = l_3638 * l_mut_49;
l_mut_3516 = uint32(2);
const double l_3640 = l_arr_3617[uint32(0)];
const double l_3641 = l_3640 - l_3636;
const double l_3642 = abs(l_3641);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3643 = l_3642 >= double(1.1754943508222875e-38);
const bool l_3644 = l_3642 <= double(1.7976931348623157e308);
const bool l_3645 = l_3643 && l_3644;
if (l_3645) {
const uint64 l_3646 = reinterpret_cast<uint64 const&>(l_3642);
const uint64 l_3647 = l_3646 >> uint64(52);
const uint64 l_3648 = l_3647 - uint64(23);
const uint64 l_3649 = l_3648 << uint64(52);
const double l_3650 = reinterpret_cast<double const&>(l_3649);
l_mut_2339 = l_3650;
}
const double l_3651 = l_3640 + l_3636;
const double l_3652 = abs(l_3651);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_3653 = l_3652 >= double(1.1754943508222875e-38);
const bool l_3654 = l_3652 <= double(1.7976931348623157e308);
const bool l_3655 = l_3653 && l_3654;
if (l_3655) {
const uint64 l_3656 = reinterpret_cast<uint64 const&>(l_3652);
const uint64 l_3657 = l_3656 >> uint64(52);
const uint64 l_3658 = l_3657 - uint64(23);
const uint64 l_3659 = l_3658 << uint64(52);
const double l_3660 = reinterpret_cast<double const&>(l_3659);
l_mut_2112 = l_3660;
}
const bool l_3661 = l_mut_2339 == l_mut_2112;
const double l_3662 = l_arr_3617[uint32(1)];
const double l_3663 = l_3662 - l_3639;
const double l_3664 = abs(l_3663);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3665 = l_3664 >= double(1.1754943508222875e-38);
const bool l_3666 = l_3664 <= double(1.7976931348623157e308);
const bool l_3667 = l_3665 && l_3666;
if (l_3667) {
const uint64 l_3668 = reinterpret_cast<uint64 const&>(l_3664);
const uint64 l_3669 = l_3668 >> uint64(52);
const uint64 l_3670 = l_3669 - uint64(23);
const uint64 l_3671 = l_3670 << uint64(52);
const double l_3672 = reinterpret_cast<double const&>(l_3671);
l_mut_2339 = l_3672;
}
const double l_3673 = l_3662 + l_3639;
const double l_3674 = abs(l_3673);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_3675 = l_3674 >= double(1.1754943508222875e-38);
const bool l_3676 = l_3674 <= double(1.7976931348623157e308);
const bool l_3677 = l_3675 && l_3676;
if (l_3677) {
const uint64 l_3678 = reinterpret_cast<uint64 const&>(l_3674);
const uint64 l_3679 = l_3678 >> uint64(52);
const uint64 l_3680 = l_3679 - uint64(23);
const uint64 l_3681 = l_3680 << uint64(52);
const double l_3682 = reinterpret_cast<double const&>(l_3681);
l_mut_2112 = l_3682;
}
const bool l_3683 = l_mut_2339 == l_mut_2112;
const bool l_3684 = l_3661 && l_3683;
if (l_3684) {
const double l_3685 = l_arr_3617[uint32(0)];
const double l_3686 = l_arr_3617[uint32(0)];
const double l_3687 = abs(l_3686);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3688 = l_3687 >= double(1.1754943508222875e-38);
const bool l_3689 = l_3687 <= double(1.7976931348623157e308);
const bool l_3690 = l_3688 && l_3689;
if (l_3690) {
const uint64 l_3691 = reinterpret_cast<uint64 const&>(l_3687);
const uint64 l_3692 = l_3691 >> uint64(52);
const uint64 l_3693 = l_3692 - uint64(23);
const uint64 l_3694 = l_3693 << uint64(52);
const double l_3695 = reinterpret_cast<double const&>(l_3694);
l_mut_2339 = l_3695;
}
const double l_3696 = l_413 * l_mut_2339;
const double l_3697 = l_3685 - l_3696;
const double l_3698 = l_arr_3617[uint32(1)];
const double l_3699 = l_arr_3617[uint32(1)];
const double l_3700 = abs(l_3699);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3701 = l_3700 >= double(1.1754943508222875e-38);
const bool l_3702 = l_3700 <= double(1.7976931348623157e308);
const bool l_3703 = l_3701 && l_3702;
if (l_3703) {
const uint64 l_3704 = reinterpret_cast<uint64 const&>(l_3700);
const uint64 l_3705 = l_3704 >> uint64(52);
const uint64 l_3706 = l_3705 - uint64(23);
const uint64 l_3707 = l_3706 << uint64(52);
const double l_3708 = reinterpret_cast<double const&>(l_3707);
l_mut_2339 = l_3708;
}
const double l_3709 = l_413 * l_mut_2339;
const double l_3710 = l_3698 + l_3709;
const uint32 l_3711 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_3712 = double(l_mut_22);
l_mut_2339 = l_3712;
const uint32 l_3713 = l_3711 & uint32(2139095040);
const bool l_3714 = l_3713 == uint32(0);
if (l_3714) {
const uint32 l_3715 = l_3711 & uint32(8388607);
const double l_3716 = double(l_3715);
const double l_3717 = l_3716 * double(1.401298464324817e-45);
l_mut_2339 = l_3717;
const uint32 l_3718 = l_3711 >> uint32(31);
const bool l_3719 = l_3718 == uint32(1);
if (l_3719) {
const double l_3720 = -l_mut_2339;
l_mut_2339 = l_3720;
}
}
const uint32 l_3721 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3722 = l_3721 + uint32(1);
l_mut_2572 = l_3722;
const uint32 l_3723 = l_3721 & uint32(2147483647);
const bool l_3724 = l_3723 == uint32(0);
if (l_3724) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3725 = l_3721 & uint32(2147483648);
const bool l_3726 = l_3725 != uint32(0);
if (l_3726) {
const uint32 l_3727 = l_3721 - uint32(1);
l_mut_2572 = l_3727;
} else {
const bool l_3728 = l_3721 == uint32(2139095040);
if (l_3728) {
l_mut_2572 = l_3721;
}
}
}
const float l_3729 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3730 = reinterpret_cast<uint32 const&>(l_3729);
const double l_3731 = double(l_3729);
l_mut_2112 = l_3731;
const uint32 l_3732 = l_3730 & uint32(2139095040);
const bool l_3733 = l_3732 == uint32(0);
if (l_3733) {
const uint32 l_3734 = l_3730 & uint32(8388607);
const double l_3735 = double(l_3734);
const double l_3736 = l_3735 * double(1.401298464324817e-45);
l_mut_2112 = l_3736;
const uint32 l_3737 = l_3730 >> uint32(31);
const bool l_3738 = l_3737 == uint32(1);
if (l_3738) {
const double l_3739 = -l_mut_2112;
l_mut_2112 = l_3739;
}
}
const uint32 l_3740 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3741 = l_3740 ^ uint32(2147483648);
const float l_3742 = reinterpret_cast<float const&>(l_3741);
const uint32 l_3743 = reinterpret_cast<uint32 const&>(l_3742);
const uint32 l_3744 = l_3743 + uint32(1);
l_mut_2572 = l_3744;
const uint32 l_3745 = l_3743 & uint32(2147483647);
const bool l_3746 = l_3745 == uint32(0);
if (l_3746) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_3747 = l_3743 & uint32(2147483648);
const bool l_3748 = l_3747 != uint32(0);
if (l_3748) {
const uint32 l_3749 = l_3743 - uint32(1);
l_mut_2572 = l_3749;
} else {
const bool l_3750 = l_3743 == uint32(2139095040);
if (l_3750) {
l_mut_2572 = l_3743;
}
}
}
const float l_3751 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_3752 = reinterpret_cast<uint32 const&>(l_3751);
const uint32 l_3753 = l_3752 ^ uint32(2147483648);
const float l_3754 = reinterpret_cast<float const&>(l_3753);
const uint32 l_3755 = reinterpret_cast<uint32 const&>(l_3754);
const double l_3756 = double(l_3754);
l_mut_1883 = l_3756;
const uint32 l_3757 = l_3755 & uint32(2139095040);
const bool l_3758 = l_3757 == uint32(0);
if (l_3758) {
const uint32 l_3759 = l_3755 & uint32(8388607);
const double l_3760 = double(l_3759);
const double l_3761 = l_3760 * double(1.401298464324817e-45);
l_mut_1883 = l_3761;
const uint32 l_3762 = l_3755 >> uint32(31);
const bool l_3763 = l_3762 == uint32(1);
if (l_3763) {
const double l_3764 = -l_mut_1883;
l_mut_1883 = l_3764;
}
}
const double l_3765 = l_3697 + l_3636;
const bool l_3766 = l_3765 <= l_mut_2339;
l_mut_530 = l_3766;
const double l_3767 = l_3697 - l_3636;
const bool l_3768 = l_3767 > l_mut_2339;
l_mut_527 = l_3768;
const double l_3769 = l_3710 - l_3639;
const bool l_3770 = l_3769 >= l_mut_2339;
l_mut_524 = l_3770;
const double l_3771 = l_3710 + l_3639;
const bool l_3772 = l_3771 < l_mut_2339;
l_mut_521 = l_3772;
l_mut_2572 = uint32(2);
const bool l_3773 = l_mut_527 || l_mut_521;
if (l_3773) {
l_mut_2572 = uint32(1);
} else {
const bool l_3774 = l_mut_530 && l_mut_524;
if (l_3774) {
l_mut_2572 = uint32(0);
}
}
const uint32 l_3775 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3776 = l_3775 & uint32(2147483647);
const bool l_3777 = l_3776 == uint32(0);
if (l_3777) {
const double l_3778 = l_3697 + l_3636;
const bool l_3779 = l_3778 < double(1.1754943508222875e-38);
const double l_3780 = l_3710 - l_3639;
const bool l_3781 = l_3780 > double(-1.1754943508222875e-38);
const bool l_3782 = l_3779 && l_3781;
const double l_3783 = l_3697 - l_3636;
const bool l_3784 = l_3783 < double(1.1754943508222875e-38);
const double l_3785 = l_3710 + l_3639;
const bool l_3786 = l_3785 > double(-1.1754943508222875e-38);
const bool l_3787 = l_3784 && l_3786;
if (l_3782) {
l_mut_2572 = uint32(0);
} else {
const bool l_3788 = l_mut_2572 == uint32(1);
const bool l_3789 = l_3787 && l_3788;
if (l_3789) {
l_mut_2572 = uint32(2);
}
}
}
l_mut_3516 = l_mut_2572;
}
}
l_mut_476 = l_mut_3516;
}
}
l_mut_422 = l_mut_476;
} else {
const bool l_3790 = l_418 <= l_416;
const bool l_3791 = l_404 == uint32(12);
const bool l_3792 = l_3790 && l_3791;
if (l_3792) {
const float l_3793 = float(l_417);
const uint32 l_3794 = reinterpret_cast<uint32 const&>(l_3793);
const double l_3795 = double(l_3793);
l_mut_2339 = l_3795;
const uint32 l_3796 = l_3794 & uint32(2139095040);
const bool l_3797 = l_3796 == uint32(0);
if (l_3797) {
const uint32 l_3798 = l_3794 & uint32(8388607);
const double l_3799 = double(l_3798);
const double l_3800 = l_3799 * double(1.401298464324817e-45);
l_mut_2339 = l_3800;
const uint32 l_3801 = l_3794 >> uint32(31);
const bool l_3802 = l_3801 == uint32(1);
if (l_3802) {
const double l_3803 = -l_mut_2339;
l_mut_2339 = l_3803;
}
}
const double l_3804 = abs(l_mut_2339);
l_mut_2339 = l_3804;
l_mut_3516 = uint32(0);
const bool l_3805 = l_3804 >= double(0.785);
if (l_3805) {
const double l_3806 = l_3804 * double(0.6366197723675814);
const double l_3807 = l_3806 + double(0.5);
const double l_3808 = floor(l_3807);
const double l_3809 = l_3808 * double(1.570796325802803);
const double l_3810 = l_3804 - l_3809;
const double l_3811 = l_3810 * l_302;
const double l_3812 = l_3808 * double(9.920935796805404e-10);
const double l_3813 = l_3811 - l_3812;
l_mut_2339 = l_3813;
const uint32 l_3814 = uint32(l_3808);
l_mut_3516 = l_3814;
}
const uint32 l_3815 = reinterpret_cast<uint32 const&>(l_3793);
const uint32 l_3816 = l_3815 >> uint32(31);
const bool l_3817 = l_3816 == uint32(1);
const double l_3818 = l_mut_2339 * l_mut_2339;
const double l_3819 = l_3818 * double(1.9572941063391263e-20);
const double l_3820 = double(8.22063524662433e-18) - l_3819;
l_mut_2112 = l_3820;
const double l_3821 = l_mut_2112 * l_3818;
const double l_3822 = l_3821 - double(2.8114572543455206e-15);
l_mut_2112 = l_3822;
const double l_3823 = l_mut_2112 * l_3818;
const double l_3824 = l_3823 + double(7.647163731819816e-13);
l_mut_2112 = l_3824;
const double l_3825 = l_mut_2112 * l_3818;
const double l_3826 = l_3825 - double(1.6059043836821613e-10);
l_mut_2112 = l_3826;
const double l_3827 = l_mut_2112 * l_3818;
const double l_3828 = l_3827 + double(2.505210838544172e-8);
l_mut_2112 = l_3828;
const double l_3829 = l_mut_2112 * l_3818;
const double l_3830 = l_3829 - double(2.7557319223985893e-6);
l_mut_2112 = l_3830;
const double l_3831 = l_mut_2112 * l_3818;
const double l_3832 = l_3831 + double(0.0001984126984126984);
l_mut_2112 = l_3832;
const double l_3833 = l_mut_2112 * l_3818;
const double l_3834 = l_3833 - double(0.008333333333333333);
l_mut_2112 = l_3834;
const double l_3835 = l_mut_2112 * l_3818;
const double l_3836 = l_3835 + double(0.16666666666666666);
l_mut_2112 = l_3836;
const double l_3837 = double(0.5) * l_3818;
const double l_3838 = double(1.0) - l_3837;
const double l_3839 = double(0.0) * l_3838;
const double l_3840 = l_mut_2339 * l_3818;
const double l_3841 = l_3840 * l_mut_2112;
const double l_3842 = l_3839 - l_3841;
const double l_3843 = l_mut_2339 + l_3842;
const double l_3844 = l_mut_2339 * l_mut_2339;
const double l_3845 = l_3844 * double(4.110317623312165e-19);
const double l_3846 = l_3845 - double(1.5619206968586225e-16);
l_mut_2112 = l_3846;
const double l_3847 = l_mut_2112 * l_3844;
const double l_3848 = l_3847 + double(4.779477332387385e-14);
l_mut_2112 = l_3848;
const double l_3849 = l_mut_2112 * l_3844;
const double l_3850 = l_3849 - double(1.1470745597729725e-11);
l_mut_2112 = l_3850;
const double l_3851 = l_mut_2112 * l_3844;
const double l_3852 = l_3851 + double(2.08767569878681e-9);
l_mut_2112 = l_3852;
const double l_3853 = l_mut_2112 * l_3844;
const double l_3854 = l_3853 - double(2.755731922398589e-7);
l_mut_2112 = l_3854;
const double l_3855 = l_mut_2112 * l_3844;
const double l_3856 = l_3855 + double(2.48015873015873e-5);
l_mut_2112 = l_3856;
const double l_3857 = l_mut_2112 * l_3844;
const double l_3858 = l_3857 - double(0.001388888888888889);
l_mut_2112 = l_3858;
const double l_3859 = l_mut_2112 * l_3844;
const double l_3860 = l_3859 + double(0.041666666666666664);
l_mut_2112 = l_3860;
const double l_3861 = double(0.5) * l_3844;
const double l_3862 = double(1.0) - l_3861;
const double l_3863 = l_3844 * l_3844;
const double l_3864 = l_3863 * l_mut_2112;
const double l_3865 = double(0.0) * l_mut_2339;
const double l_3866 = l_3864 - l_3865;
const double l_3867 = l_3862 + l_3866;
const uint32 l_3868 = l_mut_3516 & uint32(1);
const bool l_3869 = l_3868 == uint32(1);
l_mut_2339 = l_3843;
const uint32 l_3870 = l_mut_3516 & uint32(2);
const bool l_3871 = l_3870 != uint32(0);
l_mut_530 = l_3871;
if (l_3869) {
l_mut_2339 = l_3867;
}
const bool l_3872 = bool(true) && l_3817;
if (l_3872) {
const bool l_3873 = !l_mut_530;
l_mut_530 = l_3873;
}
if (l_mut_530) {
const double l_3874 = -l_mut_2339;
l_mut_2339 = l_3874;
}
const float l_3875 = float(l_417);
const uint32 l_3876 = reinterpret_cast<uint32 const&>(l_3875);
const double l_3877 = double(l_3875);
l_mut_2112 = l_3877;
const uint32 l_3878 = l_3876 & uint32(2139095040);
const bool l_3879 = l_3878 == uint32(0);
if (l_3879) {
const uint32 l_3880 = l_3876 & uint32(8388607);
const double l_3881 = double(l_3880);
const double l_3882 = l_3881 * double(1.401298464324817e-45);
l_mut_2112 = l_3882;
const uint32 l_3883 = l_3876 >> uint32(31);
const bool l_3884 = l_3883 == uint32(1);
if (l_3884) {
const double l_3885 = -l_mut_2112;
l_mut_2112 = l_3885;
}
}
const double l_3886 = abs(l_mut_2112);
l_mut_2112 = l_3886;
l_mut_3516 = uint32(0);
const bool l_3887 = l_3886 >= double(0.785);
if (l_3887) {
const double l_3888 = l_3886 * double(0.6366197723675814);
const double l_3889 = l_3888 + double(0.5);
const double l_3890 = floor(l_3889);
const double l_3891 = l_3890 * double(1.570796325802803);
const double l_3892 = l_3886 - l_3891;
const double l_3893 = l_3892 * l_302;
const double l_3894 = l_3890 * double(9.920935796805404e-10);
const double l_3895 = l_3893 - l_3894;
l_mut_2112 = l_3895;
const uint32 l_3896 = uint32(l_3890);
l_mut_3516 = l_3896;
}
const uint32 l_3897 = reinterpret_cast<uint32 const&>(l_3875);
const uint32 l_3898 = l_3897 >> uint32(31);
const bool l_3899 = l_3898 == uint32(1);
const double l_3900 = l_mut_2112 * l_mut_2112;
const double l_3901 = l_3900 * double(1.9572941063391263e-20);
const double l_3902 = double(8.22063524662433e-18) - l_3901;
l_mut_1883 = l_3902;
const double l_3903 = l_mut_1883 * l_3900;
const double l_3904 = l_3903 - double(2.8114572543455206e-15);
l_mut_1883 = l_3904;
const double l_3905 = l_mut_1883 * l_3900;
const double l_3906 = l_3905 + double(7.647163731819816e-13);
l_mut_1883 = l_3906;
const double l_3907 = l_mut_1883 * l_3900;
const double l_3908 = l_3907 - double(1.6059043836821613e-10);
l_mut_1883 = l_3908;
const double l_3909 = l_mut_1883 * l_3900;
const double l_3910 = l_3909 + double(2.505210838544172e-8);
l_mut_1883 = l_3910;
const double l_3911 = l_mut_1883 * l_3900;
const double l_3912 = l_3911 - double(2.7557319223985893e-6);
l_mut_1883 = l_3912;
const double l_3913 = l_mut_1883 * l_3900;
const double l_3914 = l_3913 + double(0.0001984126984126984);
l_mut_1883 = l_3914;
const double l_3915 = l_mut_1883 * l_3900;
const double l_3916 = l_3915 - double(0.008333333333333333);
l_mut_1883 = l_3916;
const double l_3917 = l_mut_1883 * l_3900;
const double l_3918 = l_3917 + double(0.16666666666666666);
l_mut_1883 = l_3918;
const double l_3919 = double(0.5) * l_3900;
const double l_3920 = double(1.0) - l_3919;
const double l_3921 = double(0.0) * l_3920;
const double l_3922 = l_mut_2112 * l_3900;
const double l_3923 = l_3922 * l_mut_1883;
const double l_3924 = l_3921 - l_3923;
const double l_3925 = l_mut_2112 + l_3924;
const double l_3926 = l_mut_2112 * l_mut_2112;
const double l_3927 = l_3926 * double(4.110317623312165e-19);
const double l_3928 = l_3927 - double(1.5619206968586225e-16);
l_mut_1883 = l_3928;
const double l_3929 = l_mut_1883 * l_3926;
const double l_3930 = l_3929 + double(4.779477332387385e-14);
l_mut_1883 = l_3930;
const double l_3931 = l_mut_1883 * l_3926;
const double l_3932 = l_3931 - double(1.1470745597729725e-11);
l_mut_1883 = l_3932;
const double l_3933 = l_mut_1883 * l_3926;
const double l_3934 = l_3933 + double(2.08767569878681e-9);
l_mut_1883 = l_3934;
const double l_3935 = l_mut_1883 * l_3926;
const double l_3936 = l_3935 - double(2.755731922398589e-7);
l_mut_1883 = l_3936;
const double l_3937 = l_mut_1883 * l_3926;
const double l_3938 = l_3937 + double(2.48015873015873e-5);
l_mut_1883 = l_3938;
const double l_3939 = l_mut_1883 * l_3926;
const double l_3940 = l_3939 - double(0.001388888888888889);
l_mut_1883 = l_3940;
const double l_3941 = l_mut_1883 * l_3926;
const double l_3942 = l_3941 + double(0.041666666666666664);
l_mut_1883 = l_3942;
const double l_3943 = double(0.5) * l_3926;
const double l_3944 = double(1.0) - l_3943;
const double l_3945 = l_3926 * l_3926;
const double l_3946 = l_3945 * l_mut_1883;
const double l_3947 = double(0.0) * l_mut_2112;
const double l_3948 = l_3946 - l_3947;
const double l_3949 = l_3944 + l_3948;
const uint32 l_3950 = l_mut_3516 & uint32(1);
const bool l_3951 = l_3950 == uint32(1);
l_mut_2112 = l_3925;
const uint32 l_3952 = l_mut_3516 & uint32(2);
const bool l_3953 = l_3952 != uint32(0);
l_mut_530 = l_3953;
l_mut_2112 = l_3949;
if (l_3951) {
l_mut_2112 = l_3925;
}
const uint32 l_3954 = l_mut_3516 + uint32(1);
const uint32 l_3955 = l_3954 & uint32(2);
const bool l_3956 = l_3955 != uint32(0);
l_mut_530 = l_3956;
const bool l_3957 = bool(false) && l_3899;
if (l_3957) {
const bool l_3958 = !l_mut_530;
l_mut_530 = l_3958;
}
if (l_mut_530) {
const double l_3959 = -l_mut_2112;
l_mut_2112 = l_3959;
}
const double l_3960 = abs(l_mut_2339);
const double l_3961 = l_3960 * double(1.4551915228366852e-11);
const double l_3962 = abs(l_mut_2112);
const double l_3963 = l_3962 * double(1.4551915228366852e-11);
const double l_3964 = l_mut_2339 - l_410;
const double l_3965 = l_mut_2339 + l_410;
const double l_3966 = l_mut_2112 - l_410;
const double l_3967 = l_mut_2112 + l_410;
l_mut_3516 = uint32(2);
const double l_3968 = abs(l_3966);
const bool l_3969 = l_3968 <= l_3963;
const double l_3970 = abs(l_3967);
const bool l_3971 = l_3970 <= l_3963;
const bool l_3972 = l_3969 || l_3971;
const bool l_3973 = !l_3972;
if (l_3973) {
l_mut_3516 = uint32(0);
const bool l_3974 = l_3966 <= double(0.0);
const bool l_3975 = l_3967 >= double(0.0);
const bool l_3976 = l_3974 && l_3975;
const bool l_3977 = !l_3976;
if (l_3977) {
const double l_3978 = abs(l_3966);
const double l_3979 = abs(l_3967);
l_mut_2339 = l_3978;
const bool l_3980 = l_3979 < l_3978;
if (l_3980) {
l_mut_2339 = l_3979;
}
const double l_3981 = l_3963 / l_mut_2339;
const double l_3982 = l_3981 + double(1.4551915228366852e-11);
const double l_3983 = double(1.0) / l_3967;
const double l_3984 = double(1.0) / l_3966;
const double l_3985 = abs(l_3983);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3986 = l_3985 >= double(1.1754943508222875e-38);
const bool l_3987 = l_3985 <= double(1.7976931348623157e308);
const bool l_3988 = l_3986 && l_3987;
if (l_3988) {
const uint64 l_3989 = reinterpret_cast<uint64 const&>(l_3985);
const uint64 l_3990 = l_3989 >> uint64(52);
const uint64 l_3991 = l_3990 - uint64(23);
const uint64 l_3992 = l_3991 << uint64(52);
const double l_3993 = reinterpret_cast<double const&>(l_3992);
l_mut_2339 = l_3993;
}
const double l_3994 = l_413 * l_mut_2339;
const double l_3995 = l_3983 - l_3994;
const double l_3996 = abs(l_3984);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_3997 = l_3996 >= double(1.1754943508222875e-38);
const bool l_3998 = l_3996 <= double(1.7976931348623157e308);
const bool l_3999 = l_3997 && l_3998;
if (l_3999) {
const uint64 l_4000 = reinterpret_cast<uint64 const&>(l_3996);
const uint64 l_4001 = l_4000 >> uint64(52);
const uint64 l_4002 = l_4001 - uint64(23);
const uint64 l_4003 = l_4002 << uint64(52);
const double l_4004 = reinterpret_cast<double const&>(l_4003);
l_mut_2339 = l_4004;
}
const double l_4005 = l_413 * l_mut_2339;
const double l_4006 = l_3984 + l_4005;
const double l_4008 = l_3964 * l_3995;
const double l_4009 = l_3964 * l_4006;
const double l_4010 = l_3965 * l_3995;
const double l_4011 = l_3965 * l_4006;
l_arr_4007[uint32(0)] = l_4008;
l_arr_4007[uint32(1)] = l_4008;
const double l_4012 = l_arr_4007[uint32(0)];
const bool l_4013 = l_4009 < l_4012;
if (l_4013) {
l_arr_4007[uint32(0)] = l_4009;
}
const double l_4014 = l_arr_4007[uint32(0)];
const bool l_4015 = l_4010 < l_4014;
if (l_4015) {
l_arr_4007[uint32(0)] = l_4010;
}
const double l_4016 = l_arr_4007[uint32(0)];
const bool l_4017 = l_4011 < l_4016;
if (l_4017) {
l_arr_4007[uint32(0)] = l_4011;
}
const double l_4018 = l_arr_4007[uint32(1)];
const bool l_4019 = l_4009 > l_4018;
if (l_4019) {
l_arr_4007[uint32(1)] = l_4009;
}
const double l_4020 = l_arr_4007[uint32(1)];
const bool l_4021 = l_4010 > l_4020;
if (l_4021) {
l_arr_4007[uint32(1)] = l_4010;
}
const double l_4022 = l_arr_4007[uint32(1)];
const bool l_4023 = l_4011 > l_4022;
if (l_4023) {
l_arr_4007[uint32(1)] = l_4011;
}
const double l_4024 = abs(l_3964);
const double l_4025 = abs(l_3965);
l_mut_2339 = l_4024;
const bool l_4026 = l_4025 > l_4024;
if (l_4026) {
l_mut_2339 = l_4025;
}
const double l_4027 = abs(l_3995);
const double l_4028 = abs(l_4006);
l_mut_2112 = l_4027;
const bool l_4029 = l_4028 > l_4027;
if (l_4029) {
l_mut_2112 = l_4028;
}
const double l_4030 = l_mut_2339 * l_mut_2112;
const double l_4031 = l_3982 + double(1.4551915228366852e-11);
const double l_4032 = l_4030 * l_4031;
const double l_4033 = l_3961 * l_mut_2112;
const double l_4034 = l_4032 + l_4033;
l_mut_3516 = uint32(2);
const double l_4035 = abs(l_3983);
const double l_4036 = l_4035 * l_3982;
const double l_4037 = l_3983 - l_4036;
const double l_4038 = abs(l_4037);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_4039 = l_4038 >= double(1.1754943508222875e-38);
const bool l_4040 = l_4038 <= double(1.7976931348623157e308);
const bool l_4041 = l_4039 && l_4040;
if (l_4041) {
const uint64 l_4042 = reinterpret_cast<uint64 const&>(l_4038);
const uint64 l_4043 = l_4042 >> uint64(52);
const uint64 l_4044 = l_4043 - uint64(23);
const uint64 l_4045 = l_4044 << uint64(52);
const double l_4046 = reinterpret_cast<double const&>(l_4045);
l_mut_2339 = l_4046;
}
const double l_4047 = l_3983 + l_4036;
const double l_4048 = abs(l_4047);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_4049 = l_4048 >= double(1.1754943508222875e-38);
const bool l_4050 = l_4048 <= double(1.7976931348623157e308);
const bool l_4051 = l_4049 && l_4050;
if (l_4051) {
const uint64 l_4052 = reinterpret_cast<uint64 const&>(l_4048);
const uint64 l_4053 = l_4052 >> uint64(52);
const uint64 l_4054 = l_4053 - uint64(23);
const uint64 l_4055 = l_4054 << uint64(52);
const double l_4056 = reinterpret_cast<double const&>(l_4055);
l_mut_2112 = l_4056;
}
const bool l_4057 = l_mut_2339 == l_mut_2112;
const double l_4058 = abs(l_3984);
const double l_4059 = l_4058 * l_3982;
const double l_4060 = l_3984 - l_4059;
const double l_4061 = abs(l_4060);
l_mut_2339 = double(1.401298464324817e-45);
const bool l_4062 = l_4061 >= double(1.1754943508222875e-38);
const bool l_4063 = l_4061 <= double(1.7976931348623157e308);
const bool l_4064 = l_4062 && l_4063;
if (l_4064) {
const uint64 l_4065 = reinterpret_cast<uint64 const&>(l_4061);
const uint64 l_4066 = l_4065 >> uint64(52);
const uint64 l_4067 = l_4066 - uint64(23);
const uint64 l_4068 = l_4067 << uint64(52);
const double l_4069 = reinterpret_cast<double const&>(l_4068);
l_mut_2339 = l_4069;
}
const double l_4070 = l_3984 + l_4059;
const double l_4071 = abs(l_4070);
l_mut_2112 = double(1.401298464324817e-45);
const bool l_4072 = l_4071 >= double(1.1754943508222875e-38);
const bool l_4073 = l_4071 <= double(1.7976931348623157e308);
const bool l_4074 = l_4072 && l_4073;
if (l_4074) {
const uint64 l_4075 = reinterpret_cast<uint64 const&>(l_4071);
const uint64 l_4076 = l_4075 >> uint64(52);
const uint64 l_4077 = l_4076 - uint64(23);
const uint64 l_4078 = l_4077 << uint64(52);
const double l_4079 = reinterpret_cast<double const&>(l_4078);
l_mut_2112 = l_4079;
}
const bool l_4080 = l_mut_2339 == l_mut_2112;
const bool l_4081 = l_4057 && l_4080;
if (l_4081) {
const double l_4082 = l_arr_4007[uint32(0)];
const double l_4083 = l_arr_4007[uint32(1)];
const uint32 l_4084 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_4085 = double(l_mut_22);
l_mut_2339 = l_4085;
const uint32 l_4086 = l_4084 & uint32(2139095040);
const bool l_4087 = l_4086 == uint32(0);
if (l_4087) {
const uint32 l_4088 = l_4084 & uint32(8388607);
const double l_4089 = double(l_4088);
const double l_4090 = l_4089 * double(1.401298464324817e-45);
l_mut_2339 = l_4090;
const uint32 l_4091 = l_4084 >> uint32(31);
const bool l_4092 = l_4091 == uint32(1);
if (l_4092) {
const double l_4093 = -l_mut_2339;
l_mut_2339 = l_4093;
}
}
const uint32 l_4094 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_4095 = l_4094 + uint32(1);
l_mut_2572 = l_4095;
const uint32 l_4096 = l_4094 & uint32(2147483647);
const bool l_4097 = l_4096 == uint32(0);
if (l_4097) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_4098 = l_4094 & uint32(2147483648);
const bool l_4099 = l_4098 != uint32(0);
if (l_4099) {
const uint32 l_4100 = l_4094 - uint32(1);
l_mut_2572 = l_4100;
} else {
const bool l_4101 = l_4094 == uint32(2139095040);
if (l_4101) {
l_mut_2572 = l_4094;
}
}
}
const float l_4102 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_4103 = reinterpret_cast<uint32 const&>(l_4102);
const double l_4104 = double(l_4102);
l_mut_2112 = l_4104;
const uint32 l_4105 = l_4103 & uint32(2139095040);
const bool l_4106 = l_4105 == uint32(0);
if (l_4106) {
const uint32 l_4107 = l_4103 & uint32(8388607);
const double l_4108 = double(l_4107);
const double l_4109 = l_4108 * double(1.401298464324817e-45);
l_mut_2112 = l_4109;
const uint32 l_4110 = l_4103 >> uint32(31);
const bool l_4111 = l_4110 == uint32(1);
if (l_4111) {
const double l_4112 = -l_mut_2112;
l_mut_2112 = l_4112;
}
}
const uint32 l_4113 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_4114 = l_4113 ^ uint32(2147483648);
const float l_4115 = reinterpret_cast<float const&>(l_4114);
const uint32 l_4116 = reinterpret_cast<uint32 const&>(l_4115);
const uint32 l_4117 = l_4116 + uint32(1);
l_mut_2572 = l_4117;
const uint32 l_4118 = l_4116 & uint32(2147483647);
const bool l_4119 = l_4118 == uint32(0);
if (l_4119) {
l_mut_2572 = uint32(1);
} else {
const uint32 l_4120 = l_4116 & uint32(2147483648);
const bool l_4121 = l_4120 != uint32(0);
if (l_4121) {
const uint32 l_4122 = l_4116 - uint32(1);
l_mut_2572 = l_4122;
} else {
const bool l_4123 = l_4116 == uint32(2139095040);
if (l_4123) {
l_mut_2572 = l_4116;
}
}
}
const float l_4124 = reinterpret_cast<float const&>(l_mut_2572);
const uint32 l_4125 = reinterpret_cast<uint32 const&>(l_4124);
const uint32 l_4126 = l_4125 ^ uint32(2147483648);
const float l_4127 = reinterpret_cast<float const&>(l_4126);
const uint32 l_4128 = reinterpret_cast<uint32 const&>(l_4127);
const double l_4129 = double(l_4127);
l_mut_1883 = l_4129;
const uint32 l_4130 = l_4128 & uint32(2139095040);
const bool l_4131 = l_4130 == uint32(0);
if (l_4131) {
const uint32 l_4132 = l_4128 & uint32(8388607);
const double l_4133 = double(l_4132);
const double l_4134 = l_4133 * double(1.401298464324817e-45);
l_mut_1883 = l_4134;
const uint32 l_4135 = l_4128 >> uint32(31);
const bool l_4136 = l_4135 == uint32(1);
if (l_4136) {
const double l_4137 = -l_mut_1883;
l_mut_1883 = l_4137;
}
}
const double l_4138 = l_4082 + l_4034;
const bool l_4139 = l_4138 <= l_mut_2339;
l_mut_530 = l_4139;
const double l_4140 = l_4082 - l_4034;
const bool l_4141 = l_4140 > l_mut_2339;
l_mut_527 = l_4141;
const double l_4142 = l_4083 - l_4034;
const bool l_4143 = l_4142 >= l_mut_2339;
l_mut_524 = l_4143;
const double l_4144 = l_4083 + l_4034;
const bool l_4145 = l_4144 < l_mut_2339;
l_mut_521 = l_4145;
const double l_4146 = l_4082 + l_4034;
const bool l_4147 = l_4146 < l_mut_2112;
l_mut_530 = l_4147;
const double l_4148 = l_4082 - l_4034;
const bool l_4149 = l_4148 >= l_mut_2112;
l_mut_527 = l_4149;
const double l_4150 = l_4083 - l_4034;
const bool l_4151 = l_4150 > l_mut_1883;
l_mut_524 = l_4151;
const double l_4152 = l_4083 + l_4034;
const bool l_4153 = l_4152 <= l_mut_1883;
l_mut_521 = l_4153;
l_mut_2572 = uint32(2);
const bool l_4154 = l_mut_527 || l_mut_521;
if (l_4154) {
l_mut_2572 = uint32(1);
} else {
const bool l_4155 = l_mut_530 && l_mut_524;
if (l_4155) {
l_mut_2572 = uint32(0);
}
}
const uint32 l_4156 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_4157 = l_4156 & uint32(2147483647);
const bool l_4158 = l_4157 == uint32(0);
if (l_4158) {
const double l_4159 = l_4082 + l_4034;
const bool l_4160 = l_4159 < double(1.1754943508222875e-38);
const double l_4161 = l_4083 - l_4034;
const bool l_4162 = l_4161 > double(-1.1754943508222875e-38);
const bool l_4163 = l_4160 && l_4162;
const double l_4164 = l_4082 - l_4034;
const bool l_4165 = l_4164 < double(1.1754943508222875e-38);
const double l_4166 = l_4083 + l_4034;
const bool l_4167 = l_4166 > double(-1.1754943508222875e-38);
const bool l_4168 = l_4165 && l_4167;
if (l_4163) {
l_mut_2572 = uint32(0);
} else {
const bool l_4169 = l_mut_2572 == uint32(1);
const bool l_4170 = l_4168 && l_4169;
if (l_4170) {
l_mut_2572 = uint32(2);
}
}
}
l_mut_3516 = l_mut_2572;
}
}
}
l_mut_422 = l_mut_3516;
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
const uint32 l_4171 = l_arr_421[uint32(0)];
const bool l_4172 = l_4171 == uint32(0);
if (l_4172) {
l_mut_422 = uint32(2);
}
l_arr_10[l_mut_402] = l_mut_422;
const uint32 l_4173 = l_arr_10[l_mut_402];
const bool l_4174 = l_4173 == uint32(2);
if (l_4174) {
l_mut_128 = bool(false);
}
}
}
const bool l_4175 = l_mut_59 == uint32(4294967293);
if (l_4175) {
const uint32 l_4176 = l_arr_8[uint32(0)];
const uint32 l_4177 = l_4176 + uint32(1);
l_arr_8[uint32(0)] = l_4177;
} else {
if (l_mut_128) {
l_mut_2339 = l_390;
const bool l_4178 = l_mut_2339 < double(-17.0);
if (l_4178) {
l_mut_2339 = double(-17.0);
}
const bool l_4179 = l_mut_2339 > double(17.0);
if (l_4179) {
l_mut_2339 = double(17.0);
}
const double l_4180 = l_mut_2339 + double(16.0);
const double l_4181 = l_4180 + double(1.0);
const uint32 l_4182 = uint32(l_4181);
const uint32 l_4183 = uint32(2) + l_4182;
const uint32 l_4184 = l_arr_8[l_4183];
const uint32 l_4185 = l_4184 + uint32(1);
l_arr_8[l_4183] = l_4185;
const uint32 l_4186 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_4187 = l_4186 & uint32(8388607);
const double l_4188 = double(l_4187);
const double l_4189 = l_4188 / double(7.1362384635298e44);
l_mut_2339 = l_4189;
const uint32 l_4190 = l_4186 & uint32(2139095040);
const bool l_4191 = l_4190 != uint32(0);
if (l_4191) {
const uint32 l_4192 = l_4186 & uint32(2147483647);
const float l_4193 = reinterpret_cast<float const&>(l_4192);
const double l_4194 = double(l_4193);
l_mut_2339 = l_4194;
}
const uint32 l_4195 = l_4186 >> uint32(31);
const double l_4196 = double(l_4195);
const double l_4197 = double(2.0) * l_4196;
const double l_4198 = double(1.0) - l_4197;
l_mut_2339 = l_mut_2339 * l_4198;
const double l_4199 = abs(l_mut_35);
const double l_4200 = l_mut_35 * double(0.0);
const double l_4201 = l_4200 + double(7.1362384635298e44);
l_mut_2112 = l_4201;
const bool l_4202 = l_4199 >= double(2.350988701644575e-38);
if (l_4202) {
const uint32 l_4203 = l_mut_59 & uint32(2147483647);
const float l_4204 = reinterpret_cast<float const&>(l_4203);
const double l_4205 = double(l_4204);
const uint32 l_4206 = l_4203 & uint32(2139095040);
const float l_4207 = reinterpret_cast<float const&>(l_4206);
const double l_4208 = double(l_4207);
const bool l_4209 = l_4205 > l_4199;
const uint32 l_4210 = l_4203 & uint32(8388607);
const bool l_4211 = l_4210 == uint32(0);
const bool l_4212 = l_4209 && l_4211;
const double l_4213 = l_4208 * double(1.1920928955078125e-7);
const double l_4214 = double(l_4212);
const double l_4215 = double(0.5) * l_4214;
const double l_4216 = double(1.0) - l_4215;
const double l_4217 = l_4213 * l_4216;
const double l_4218 = double(1.0) / l_4217;
l_mut_2112 = l_4218;
}
const double l_4219 = l_mut_2339 - l_mut_35;
const double l_4220 = l_4219 * l_mut_2112;
const uint32 l_4221 = l_arr_8[uint32(45)];
const bool l_4222 = l_4221 == uint32(4294967295);
const double l_4223 = l_arr_9[uint32(0)];
const bool l_4224 = l_4220 < l_4223;
const bool l_4225 = l_4222 || l_4224;
if (l_4225) {
l_arr_9[uint32(0)] = l_4220;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_371;
}
const uint32 l_4226 = l_arr_8[uint32(47)];
const bool l_4227 = l_4226 == uint32(4294967295);
const double l_4228 = l_arr_9[uint32(1)];
const bool l_4229 = l_4220 > l_4228;
const bool l_4230 = l_4227 || l_4229;
if (l_4230) {
l_arr_9[uint32(1)] = l_4220;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_371;
}
const bool l_4231 = l_390 != double(0.0);
if (l_4231) {

for (uint32 l_mut_4232 = uint32(0); l_mut_4232 < uint32(8); ++l_mut_4232) {
const uint32 l_4233 = l_arr_10[l_mut_4232];
const bool l_4234 = l_4233 == uint32(1);
if (l_4234) {
const uint32 l_4235 = uint32(37) + l_mut_4232;
const uint32 l_4236 = l_arr_8[l_4235];
const uint32 l_4237 = l_4236 + uint32(1);
l_arr_8[l_4235] = l_4237;
const uint32 l_4238 = uint32(2) + l_mut_4232;
const uint32 l_4239 = uint32(2) * l_4238;
const uint32 l_4240 = uint32(45) + l_4239;
const uint32 l_4241 = l_arr_8[l_4240];
const bool l_4242 = l_4241 == uint32(4294967295);
const double l_4243 = abs(l_4220);
const uint32 l_4244 = uint32(2) + l_mut_4232;
const double l_4245 = l_arr_9[l_4244];
const double l_4246 = abs(l_4245);
const bool l_4247 = l_4243 > l_4246;
const bool l_4248 = l_4242 || l_4247;
if (l_4248) {
const uint32 l_4249 = uint32(2) + l_mut_4232;
l_arr_9[l_4249] = l_4220;
l_arr_8[l_4240] = l_20;
const uint32 l_4250 = l_4240 + uint32(1);
l_arr_8[l_4250] = l_371;
}
}
}
}
} else {
const uint32 l_4251 = l_arr_8[uint32(1)];
const uint32 l_4252 = l_2 + l_4251;
const uint32 l_4253 = l_4252 * uint32(2);
const uint32 l_4373 = info.static_meta[uint32(6)];
const uint32 l_4374 = l_4373 * uint32(1);
const bool l_4375 = l_4253 < l_4374;
if (l_4375) {
buffer_6[l_4253] = l_20;
}
const uint32 l_4254 = l_4253 + uint32(1);
const uint32 l_4376 = info.static_meta[uint32(6)];
const uint32 l_4377 = l_4376 * uint32(1);
const bool l_4378 = l_4254 < l_4377;
if (l_4378) {
buffer_6[l_4254] = l_371;
}
const uint32 l_4255 = l_arr_8[uint32(1)];
const uint32 l_4256 = l_4255 + uint32(1);
l_arr_8[uint32(1)] = l_4256;
}
}
}

for (uint32 l_mut_4257 = uint32(0); l_mut_4257 < uint32(65); ++l_mut_4257) {
const uint32 l_4258 = idxGlobal * uint32(65);
const uint32 l_4259 = l_4258 + l_mut_4257;
const uint32 l_4260 = l_arr_8[l_mut_4257];
const uint32 l_4379 = info.static_meta[uint32(4)];
const uint32 l_4380 = l_4379 * uint32(1);
const bool l_4381 = l_4259 < l_4380;
if (l_4381) {
buffer_4[l_4259] = l_4260;
}
}

for (uint32 l_mut_4261 = uint32(0); l_mut_4261 < uint32(10); ++l_mut_4261) {
const uint32 l_4262 = idxGlobal * uint32(10);
const uint32 l_4263 = l_4262 + l_mut_4261;
const double l_4264 = l_arr_9[l_mut_4261];
const uint32 l_4382 = info.static_meta[uint32(5)];
const uint32 l_4383 = l_4382 * uint32(1);
const bool l_4384 = l_4263 < l_4383;
if (l_4384) {
buffer_5[l_4263] = l_4264;
}
}
}

}
