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

uint32 l_arr_182[1];

double l_arr_2228[2];

double l_arr_3172[2];

double l_arr_3379[2];

double l_arr_3769[2];

uint32 l_arr_10[8];

bool l_mut_160;
bool l_mut_282;
bool l_mut_285;
bool l_mut_288;
bool l_mut_291;
double l_mut_1319;
double l_mut_1342;
double l_mut_1418;
double l_mut_1645;
double l_mut_1874;
double l_mut_2101;
double l_mut_26;
double l_mut_35;
double l_mut_48;
double l_mut_57;
float l_mut_22;
uint32 l_mut_183;
uint32 l_mut_199;
uint32 l_mut_2334;
uint32 l_mut_237;
uint32 l_mut_3278;
uint32 l_mut_62;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_4041 = info.static_meta[uint32(7)];
const uint32 l_4042 = l_4041 * uint32(1);
const bool l_4043 = uint32(0) < l_4042;
if (l_4043) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_4027 = info.static_meta[uint32(0)];
const uint32 l_4028 = l_4027 * uint32(1);
const bool l_4029 = uint32(1) < l_4028;
const uint32 l_4030 = l_4028 - uint32(1);
const uint32 l_4031 = min(uint32(1), l_4030);
const uint32 l_4032 = buffer_0[l_4031];
const uint32 l_4033 = (l_4029) ? l_4032 : uint32(0);
const uint32 l_1 = l_4033;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_4034 = info.static_meta[uint32(0)];
const uint32 l_4035 = l_4034 * uint32(1);
const bool l_4036 = uint32(2) < l_4035;
const uint32 l_4037 = l_4035 - uint32(1);
const uint32 l_4038 = min(uint32(2), l_4037);
const uint32 l_4039 = buffer_0[l_4038];
const uint32 l_4040 = (l_4036) ? l_4039 : uint32(0);
const uint32 l_3 = l_4040;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_4044 = info.static_meta[uint32(0)];
const uint32 l_4045 = l_4044 * uint32(1);
const bool l_4046 = uint32(2) < l_4045;
const uint32 l_4047 = l_4045 - uint32(1);
const uint32 l_4048 = min(uint32(2), l_4047);
const uint32 l_4049 = buffer_0[l_4048];
const uint32 l_4050 = (l_4046) ? l_4049 : uint32(0);
const uint32 l_6 = l_4050;
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
const uint32 l_4051 = info.static_meta[uint32(0)];
const uint32 l_4052 = l_4051 * uint32(1);
const bool l_4053 = uint32(0) < l_4052;
const uint32 l_4054 = l_4052 - uint32(1);
const uint32 l_4055 = min(uint32(0), l_4054);
const uint32 l_4056 = buffer_0[l_4055];
const uint32 l_4057 = (l_4053) ? l_4056 : uint32(0);
const uint32 l_19 = l_4057;
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
const double l_37 = double(l_21);
l_mut_26 = l_37;
const uint32 l_38 = l_36 & uint32(2139095040);
const bool l_39 = l_38 == uint32(0);
if (l_39) {
const uint32 l_40 = l_36 & uint32(8388607);
const double l_41 = double(l_40);
const double l_42 = l_41 * double(1.401298464324817e-45);
l_mut_26 = l_42;
const uint32 l_43 = l_36 >> uint32(31);
const bool l_44 = l_43 == uint32(1);
if (l_44) {
const double l_45 = -l_mut_26;
l_mut_26 = l_45;
}
}
const uint32 l_46 = reinterpret_cast<uint32 const&>(l_21);
const double l_47 = double(l_21);
l_mut_48 = l_47;
const uint32 l_49 = l_46 & uint32(2139095040);
const bool l_50 = l_49 == uint32(0);
if (l_50) {
const uint32 l_51 = l_46 & uint32(8388607);
const double l_52 = double(l_51);
const double l_53 = l_52 * double(1.401298464324817e-45);
l_mut_48 = l_53;
const uint32 l_54 = l_46 >> uint32(31);
const bool l_55 = l_54 == uint32(1);
if (l_55) {
const double l_56 = -l_mut_48;
l_mut_48 = l_56;
}
}
l_mut_57 = l_mut_35;
const double l_58 = tan(l_mut_35);
l_mut_57 = l_58;
l_mut_35 = l_mut_57;
const uint32 l_4058 = info.static_meta[uint32(3)];
const uint32 l_4059 = l_4058 * uint32(1);
const bool l_4060 = uint32(1024) < l_4059;
const uint32 l_4061 = l_4059 - uint32(1);
const uint32 l_4062 = min(uint32(1024), l_4061);
const uint32 l_4063 = buffer_3[l_4062];
const uint32 l_4064 = (l_4060) ? l_4063 : uint32(0);
const uint32 l_59 = l_4064;
const float l_60 = reinterpret_cast<float const&>(l_59);
const double l_61 = double(l_60);
l_mut_62 = uint32(4294967294);
const uint32 l_63 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_64 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_65 = l_64 & uint32(2139095040);
const bool l_66 = l_65 != uint32(2139095040);
const bool l_67 = l_65 == uint32(0);
const uint32 l_68 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_69 = l_68 & uint32(8388607);
const bool l_70 = l_69 != uint32(0);
const bool l_71 = l_67 && l_70;
const double l_72 = abs(l_mut_35);
const bool l_73 = l_mut_35 < double(0.0);
const uint32 l_74 = uint32(l_73);
const uint32 l_75 = uint32(2147483648) * l_74;
if (l_71) {
} else {
const bool l_76 = isnan(l_mut_35);
if (l_76) {
const uint32 l_77 = l_63 & uint32(2147483647);
const bool l_78 = l_77 > uint32(2139095040);
if (l_78) {
l_mut_62 = uint32(4294967293);
}
} else {
const bool l_79 = l_72 >= double(3.402823669209385e38);
const bool l_80 = !l_66;
const bool l_81 = l_72 == double(0.0);
const bool l_82 = l_80 && l_81;
const bool l_83 = l_79 || l_82;
if (l_83) {
const bool l_84 = l_72 >= double(3.402823669209385e38);
const uint32 l_85 = uint32(l_84);
const uint32 l_86 = uint32(2139095040) * l_85;
const uint32 l_87 = l_86 | l_75;
const bool l_88 = l_63 == l_87;
const uint32 l_89 = l_63 | l_87;
const uint32 l_90 = l_89 & uint32(2147483647);
const bool l_91 = l_90 == uint32(0);
const bool l_92 = l_88 || l_91;
if (l_92) {
l_mut_62 = uint32(4294967293);
}
} else {
const bool l_93 = l_72 >= double(2.350988701644575e-38);
const bool l_94 = l_66 && l_93;
const bool l_95 = l_72 < double(3.4028234663852886e38);
const bool l_96 = l_94 && l_95;
if (l_96) {
const float l_97 = float(l_72);
const uint32 l_98 = reinterpret_cast<uint32 const&>(l_97);
const float l_99 = reinterpret_cast<float const&>(l_98);
const double l_100 = double(l_99);
const double l_101 = l_72 - l_100;
const uint32 l_102 = l_98 + uint32(1);
const bool l_103 = l_101 < double(0.0);
const uint32 l_104 = uint32(l_103);
const uint32 l_105 = uint32(2) * l_104;
const uint32 l_106 = l_102 - l_105;
const float l_107 = reinterpret_cast<float const&>(l_106);
const double l_108 = double(l_107);
const double l_109 = l_108 - l_100;
const double l_110 = abs(l_109);
const double l_111 = l_110 * double(0.5);
const double l_112 = abs(l_101);
const double l_113 = l_111 - l_112;
const double l_114 = l_72 * double(9.094947017729282e-13);
const bool l_115 = l_113 > l_114;
if (l_115) {
const uint32 l_116 = l_98 | l_75;
l_mut_62 = l_116;
}
} else {
const bool l_117 = l_72 < double(2.350988701644575e-38);
const bool l_118 = l_66 && l_117;
if (l_118) {
const double l_119 = l_72 * double(7.1362384635298e44);
const double l_120 = floor(l_119);
const double l_121 = l_119 - l_120;
const double l_122 = l_121 - double(0.5);
const double l_123 = abs(l_122);
const double l_124 = l_119 * double(9.094947017729282e-13);
const bool l_125 = l_123 > l_124;
if (l_125) {
const bool l_126 = l_121 > double(0.5);
const double l_127 = double(l_126);
const double l_128 = l_120 + l_127;
const uint32 l_129 = uint32(l_128);
const uint32 l_130 = l_129 | l_75;
l_mut_62 = l_130;
}
}
}
}
}
}
const uint32 l_131 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_132 = l_131 & uint32(2147483647);
const bool l_133 = l_132 > uint32(2139095040);
const uint32 l_134 = l_131 & uint32(2147483647);
const bool l_135 = l_134 == uint32(0);
const uint32 l_136 = l_131 & uint32(2147483647);
const double l_137 = double(l_136);
const uint32 l_138 = l_131 >> uint32(31);
const double l_139 = double(l_138);
const double l_140 = double(2.0) * l_139;
const double l_141 = double(1.0) - l_140;
const double l_142 = l_137 * l_141;
const uint32 l_143 = l_mut_62 & uint32(2147483647);
const double l_144 = double(l_143);
const uint32 l_145 = l_mut_62 >> uint32(31);
const double l_146 = double(l_145);
const double l_147 = double(2.0) * l_146;
const double l_148 = double(1.0) - l_147;
const double l_149 = l_144 * l_148;
const double l_150 = l_142 - l_149;
const uint32 l_151 = l_mut_62 & uint32(2139095040);
const bool l_152 = l_151 == uint32(0);
const bool l_153 = l_mut_62 < uint32(4294967293);
const bool l_154 = l_150 == double(0.0);
const bool l_155 = l_135 && l_152;
const bool l_156 = l_133 || l_155;
const bool l_157 = !l_156;
const bool l_158 = l_154 || l_157;
const bool l_159 = l_153 && l_158;
l_mut_160 = l_159;
const bool l_161 = l_150 != double(0.0);
const bool l_162 = l_mut_160 && l_161;
if (l_162) {

for (uint32 l_mut_163 = uint32(0); l_mut_163 < uint32(8); ++l_mut_163) {
const uint32 l_164 = uint32(2) * l_mut_163;
const uint32 l_4065 = info.static_meta[uint32(1)];
const uint32 l_4066 = l_4065 * uint32(1);
const bool l_4067 = l_164 < l_4066;
const uint32 l_4068 = l_4066 - uint32(1);
const uint32 l_4069 = min(l_164, l_4068);
const uint32 l_4070 = buffer_1[l_4069];
const uint32 l_4071 = (l_4067) ? l_4070 : uint32(0);
const uint32 l_165 = l_4071;
const uint32 l_166 = uint32(2) * l_mut_163;
const uint32 l_167 = l_166 + uint32(1);
const uint32 l_4072 = info.static_meta[uint32(1)];
const uint32 l_4073 = l_4072 * uint32(1);
const bool l_4074 = l_167 < l_4073;
const uint32 l_4075 = l_4073 - uint32(1);
const uint32 l_4076 = min(l_167, l_4075);
const uint32 l_4077 = buffer_1[l_4076];
const uint32 l_4078 = (l_4074) ? l_4077 : uint32(0);
const uint32 l_168 = l_4078;
const bool l_169 = l_168 != uint32(0);
const uint32 l_170 = l_mut_163 * uint32(4);
const uint32 l_4079 = info.static_meta[uint32(2)];
const uint32 l_4080 = l_4079 * uint32(1);
const bool l_4081 = l_170 < l_4080;
const uint32 l_4082 = l_4080 - uint32(1);
const uint32 l_4083 = min(l_170, l_4082);
const double l_4084 = buffer_2[l_4083];
const double l_4085 = (l_4081) ? l_4084 : double(0.0);
const double l_171 = l_4085;
const uint32 l_172 = l_mut_163 * uint32(4);
const uint32 l_173 = l_172 + uint32(1);
const uint32 l_4086 = info.static_meta[uint32(2)];
const uint32 l_4087 = l_4086 * uint32(1);
const bool l_4088 = l_173 < l_4087;
const uint32 l_4089 = l_4087 - uint32(1);
const uint32 l_4090 = min(l_173, l_4089);
const double l_4091 = buffer_2[l_4090];
const double l_4092 = (l_4088) ? l_4091 : double(0.0);
const double l_174 = l_4092;
const uint32 l_175 = l_mut_163 * uint32(4);
const uint32 l_176 = l_175 + uint32(2);
const uint32 l_4093 = info.static_meta[uint32(2)];
const uint32 l_4094 = l_4093 * uint32(1);
const bool l_4095 = l_176 < l_4094;
const uint32 l_4096 = l_4094 - uint32(1);
const uint32 l_4097 = min(l_176, l_4096);
const double l_4098 = buffer_2[l_4097];
const double l_4099 = (l_4095) ? l_4098 : double(0.0);
const double l_177 = l_4099;
const double l_178 = double(l_21);
const double l_179 = abs(l_178);
const double l_180 = abs(l_mut_35);
const double l_181 = l_180 * double(1.4551915228366852e-11);
l_arr_182[uint32(0)] = uint32(1);
l_mut_183 = uint32(2);
const bool l_184 = l_165 == uint32(0);
if (l_184) {
l_mut_183 = uint32(0);
} else {
const bool l_185 = l_165 == uint32(1);
if (l_185) {
l_mut_183 = uint32(1);
const double l_186 = abs(l_150);
const bool l_187 = l_186 <= l_171;
if (l_187) {
l_mut_183 = uint32(0);
}
} else {
const bool l_188 = l_165 == uint32(2);
if (l_188) {
const double l_189 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_190 = l_189 >= double(1.1754943508222875e-38);
const bool l_191 = l_189 <= double(1.7976931348623157e308);
const bool l_192 = l_190 && l_191;
if (l_192) {
const uint64 l_193 = reinterpret_cast<uint64 const&>(l_189);
const uint64 l_194 = l_193 >> uint64(52);
const uint64 l_195 = l_194 - uint64(23);
const uint64 l_196 = l_195 << uint64(52);
const double l_197 = reinterpret_cast<double const&>(l_196);
l_mut_57 = l_197;
}
const double l_198 = l_171 * l_mut_57;
l_mut_199 = uint32(2);
const double l_200 = l_mut_35 - l_181;
const double l_201 = abs(l_200);
l_mut_57 = double(1.401298464324817e-45);
const bool l_202 = l_201 >= double(1.1754943508222875e-38);
const bool l_203 = l_201 <= double(1.7976931348623157e308);
const bool l_204 = l_202 && l_203;
if (l_204) {
const uint64 l_205 = reinterpret_cast<uint64 const&>(l_201);
const uint64 l_206 = l_205 >> uint64(52);
const uint64 l_207 = l_206 - uint64(23);
const uint64 l_208 = l_207 << uint64(52);
const double l_209 = reinterpret_cast<double const&>(l_208);
l_mut_57 = l_209;
}
const double l_210 = l_mut_35 + l_181;
const double l_211 = abs(l_210);
l_mut_48 = double(1.401298464324817e-45);
const bool l_212 = l_211 >= double(1.1754943508222875e-38);
const bool l_213 = l_211 <= double(1.7976931348623157e308);
const bool l_214 = l_212 && l_213;
if (l_214) {
const uint64 l_215 = reinterpret_cast<uint64 const&>(l_211);
const uint64 l_216 = l_215 >> uint64(52);
const uint64 l_217 = l_216 - uint64(23);
const uint64 l_218 = l_217 << uint64(52);
const double l_219 = reinterpret_cast<double const&>(l_218);
l_mut_48 = l_219;
}
const bool l_220 = l_mut_57 == l_mut_48;
if (l_220) {
const double l_221 = l_198 * double(1.4551915228366852e-11);
const double l_222 = l_181 + l_221;
const double l_223 = l_mut_35 - l_198;
const double l_224 = l_mut_35 + l_198;
const uint32 l_225 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_226 = double(l_mut_22);
l_mut_57 = l_226;
const uint32 l_227 = l_225 & uint32(2139095040);
const bool l_228 = l_227 == uint32(0);
if (l_228) {
const uint32 l_229 = l_225 & uint32(8388607);
const double l_230 = double(l_229);
const double l_231 = l_230 * double(1.401298464324817e-45);
l_mut_57 = l_231;
const uint32 l_232 = l_225 >> uint32(31);
const bool l_233 = l_232 == uint32(1);
if (l_233) {
const double l_234 = -l_mut_57;
l_mut_57 = l_234;
}
}
const uint32 l_235 = reinterpret_cast<uint32 const&>(l_mut_22);
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
const double l_246 = double(l_244);
l_mut_48 = l_246;
const uint32 l_247 = l_245 & uint32(2139095040);
const bool l_248 = l_247 == uint32(0);
if (l_248) {
const uint32 l_249 = l_245 & uint32(8388607);
const double l_250 = double(l_249);
const double l_251 = l_250 * double(1.401298464324817e-45);
l_mut_48 = l_251;
const uint32 l_252 = l_245 >> uint32(31);
const bool l_253 = l_252 == uint32(1);
if (l_253) {
const double l_254 = -l_mut_48;
l_mut_48 = l_254;
}
}
const uint32 l_255 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_256 = l_255 ^ uint32(2147483648);
const float l_257 = reinterpret_cast<float const&>(l_256);
const uint32 l_258 = reinterpret_cast<uint32 const&>(l_257);
const uint32 l_259 = l_258 + uint32(1);
l_mut_237 = l_259;
const uint32 l_260 = l_258 & uint32(2147483647);
const bool l_261 = l_260 == uint32(0);
if (l_261) {
l_mut_237 = uint32(1);
} else {
const uint32 l_262 = l_258 & uint32(2147483648);
const bool l_263 = l_262 != uint32(0);
if (l_263) {
const uint32 l_264 = l_258 - uint32(1);
l_mut_237 = l_264;
} else {
const bool l_265 = l_258 == uint32(2139095040);
if (l_265) {
l_mut_237 = l_258;
}
}
}
const float l_266 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_267 = reinterpret_cast<uint32 const&>(l_266);
const uint32 l_268 = l_267 ^ uint32(2147483648);
const float l_269 = reinterpret_cast<float const&>(l_268);
const uint32 l_270 = reinterpret_cast<uint32 const&>(l_269);
const double l_271 = double(l_269);
l_mut_26 = l_271;
const uint32 l_272 = l_270 & uint32(2139095040);
const bool l_273 = l_272 == uint32(0);
if (l_273) {
const uint32 l_274 = l_270 & uint32(8388607);
const double l_275 = double(l_274);
const double l_276 = l_275 * double(1.401298464324817e-45);
l_mut_26 = l_276;
const uint32 l_277 = l_270 >> uint32(31);
const bool l_278 = l_277 == uint32(1);
if (l_278) {
const double l_279 = -l_mut_26;
l_mut_26 = l_279;
}
}
const double l_280 = l_223 + l_222;
const bool l_281 = l_280 <= l_mut_57;
l_mut_282 = l_281;
const double l_283 = l_223 - l_222;
const bool l_284 = l_283 > l_mut_57;
l_mut_285 = l_284;
const double l_286 = l_224 - l_222;
const bool l_287 = l_286 >= l_mut_57;
l_mut_288 = l_287;
const double l_289 = l_224 + l_222;
const bool l_290 = l_289 < l_mut_57;
l_mut_291 = l_290;
if (l_169) {
const double l_292 = l_223 + l_222;
const bool l_293 = l_292 < l_mut_48;
l_mut_282 = l_293;
const double l_294 = l_223 - l_222;
const bool l_295 = l_294 >= l_mut_48;
l_mut_285 = l_295;
const double l_296 = l_224 - l_222;
const bool l_297 = l_296 > l_mut_26;
l_mut_288 = l_297;
const double l_298 = l_224 + l_222;
const bool l_299 = l_298 <= l_mut_26;
l_mut_291 = l_299;
}
l_mut_237 = uint32(2);
const bool l_300 = l_mut_285 || l_mut_291;
if (l_300) {
l_mut_237 = uint32(1);
} else {
const bool l_301 = l_mut_282 && l_mut_288;
if (l_301) {
l_mut_237 = uint32(0);
}
}
const uint32 l_302 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_303 = l_302 & uint32(2147483647);
const bool l_304 = l_303 == uint32(0);
if (l_304) {
const double l_305 = l_223 + l_222;
const bool l_306 = l_305 < double(1.1754943508222875e-38);
const double l_307 = l_224 - l_222;
const bool l_308 = l_307 > double(-1.1754943508222875e-38);
const bool l_309 = l_306 && l_308;
const double l_310 = l_223 - l_222;
const bool l_311 = l_310 < double(1.1754943508222875e-38);
const double l_312 = l_224 + l_222;
const bool l_313 = l_312 > double(-1.1754943508222875e-38);
const bool l_314 = l_311 && l_313;
if (l_309) {
l_mut_237 = uint32(0);
} else {
const bool l_315 = l_mut_237 == uint32(1);
const bool l_316 = l_314 && l_315;
if (l_316) {
l_mut_237 = uint32(2);
}
}
}
l_mut_199 = l_mut_237;
}
l_mut_183 = l_mut_199;
} else {
const bool l_317 = l_165 == uint32(3);
if (l_317) {
l_mut_183 = uint32(0);
const bool l_318 = l_179 >= double(1.1754943508222875e-38);
const bool l_319 = l_179 <= double(8.507059173023462e37);
const bool l_320 = l_318 && l_319;
if (l_320) {
const double l_321 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_322 = l_321 >= double(1.1754943508222875e-38);
const bool l_323 = l_321 <= double(1.7976931348623157e308);
const bool l_324 = l_322 && l_323;
if (l_324) {
const uint64 l_325 = reinterpret_cast<uint64 const&>(l_321);
const uint64 l_326 = l_325 >> uint64(52);
const uint64 l_327 = l_326 - uint64(23);
const uint64 l_328 = l_327 << uint64(52);
const double l_329 = reinterpret_cast<double const&>(l_328);
l_mut_57 = l_329;
}
const double l_330 = l_171 * l_mut_57;
l_mut_237 = uint32(2);
const double l_331 = l_mut_35 - l_181;
const double l_332 = abs(l_331);
l_mut_57 = double(1.401298464324817e-45);
const bool l_333 = l_332 >= double(1.1754943508222875e-38);
const bool l_334 = l_332 <= double(1.7976931348623157e308);
const bool l_335 = l_333 && l_334;
if (l_335) {
const uint64 l_336 = reinterpret_cast<uint64 const&>(l_332);
const uint64 l_337 = l_336 >> uint64(52);
const uint64 l_338 = l_337 - uint64(23);
const uint64 l_339 = l_338 << uint64(52);
const double l_340 = reinterpret_cast<double const&>(l_339);
l_mut_57 = l_340;
}
const double l_341 = l_mut_35 + l_181;
const double l_342 = abs(l_341);
l_mut_48 = double(1.401298464324817e-45);
const bool l_343 = l_342 >= double(1.1754943508222875e-38);
const bool l_344 = l_342 <= double(1.7976931348623157e308);
const bool l_345 = l_343 && l_344;
if (l_345) {
const uint64 l_346 = reinterpret_cast<uint64 const&>(l_342);
const uint64 l_347 = l_346 >> uint64(52);
const uint64 l_348 = l_347 - uint64(23);
const uint64 l_349 = l_348 << uint64(52);
const double l_350 = reinterpret_cast<double const&>(l_349);
l_mut_48 = l_350;
}
const bool l_351 = l_mut_57 == l_mut_48;
if (l_351) {
const double l_352 = l_330 * double(1.4551915228366852e-11);
const double l_353 = l_181 + l_352;
const double l_354 = l_mut_35 - l_330;
const double l_355 = l_mut_35 + l_330;
const uint32 l_356 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_357 = double(l_mut_22);
l_mut_57 = l_357;
const uint32 l_358 = l_356 & uint32(2139095040);
const bool l_359 = l_358 == uint32(0);
if (l_359) {
const uint32 l_360 = l_356 & uint32(8388607);
const double l_361 = double(l_360);
const double l_362 = l_361 * double(1.401298464324817e-45);
l_mut_57 = l_362;
const uint32 l_363 = l_356 >> uint32(31);
const bool l_364 = l_363 == uint32(1);
if (l_364) {
const double l_365 = -l_mut_57;
l_mut_57 = l_365;
}
}
const uint32 l_366 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_367 = l_366 + uint32(1);
l_mut_199 = l_367;
const uint32 l_368 = l_366 & uint32(2147483647);
const bool l_369 = l_368 == uint32(0);
if (l_369) {
l_mut_199 = uint32(1);
} else {
const uint32 l_370 = l_366 & uint32(2147483648);
const bool l_371 = l_370 != uint32(0);
if (l_371) {
const uint32 l_372 = l_366 - uint32(1);
l_mut_199 = l_372;
} else {
const bool l_373 = l_366 == uint32(2139095040);
if (l_373) {
l_mut_199 = l_366;
}
}
}
const float l_374 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_375 = reinterpret_cast<uint32 const&>(l_374);
const double l_376 = double(l_374);
l_mut_48 = l_376;
const uint32 l_377 = l_375 & uint32(2139095040);
const bool l_378 = l_377 == uint32(0);
if (l_378) {
const uint32 l_379 = l_375 & uint32(8388607);
const double l_380 = double(l_379);
const double l_381 = l_380 * double(1.401298464324817e-45);
l_mut_48 = l_381;
const uint32 l_382 = l_375 >> uint32(31);
const bool l_383 = l_382 == uint32(1);
if (l_383) {
const double l_384 = -l_mut_48;
l_mut_48 = l_384;
}
}
const uint32 l_385 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_386 = l_385 ^ uint32(2147483648);
const float l_387 = reinterpret_cast<float const&>(l_386);
const uint32 l_388 = reinterpret_cast<uint32 const&>(l_387);
const uint32 l_389 = l_388 + uint32(1);
l_mut_199 = l_389;
const uint32 l_390 = l_388 & uint32(2147483647);
const bool l_391 = l_390 == uint32(0);
if (l_391) {
l_mut_199 = uint32(1);
} else {
const uint32 l_392 = l_388 & uint32(2147483648);
const bool l_393 = l_392 != uint32(0);
if (l_393) {
const uint32 l_394 = l_388 - uint32(1);
l_mut_199 = l_394;
} else {
const bool l_395 = l_388 == uint32(2139095040);
if (l_395) {
l_mut_199 = l_388;
}
}
}
const float l_396 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_397 = reinterpret_cast<uint32 const&>(l_396);
const uint32 l_398 = l_397 ^ uint32(2147483648);
const float l_399 = reinterpret_cast<float const&>(l_398);
const uint32 l_400 = reinterpret_cast<uint32 const&>(l_399);
const double l_401 = double(l_399);
l_mut_26 = l_401;
const uint32 l_402 = l_400 & uint32(2139095040);
const bool l_403 = l_402 == uint32(0);
if (l_403) {
const uint32 l_404 = l_400 & uint32(8388607);
const double l_405 = double(l_404);
const double l_406 = l_405 * double(1.401298464324817e-45);
l_mut_26 = l_406;
const uint32 l_407 = l_400 >> uint32(31);
const bool l_408 = l_407 == uint32(1);
if (l_408) {
const double l_409 = -l_mut_26;
l_mut_26 = l_409;
}
}
const double l_410 = l_354 + l_353;
const bool l_411 = l_410 <= l_mut_57;
l_mut_291 = l_411;
const double l_412 = l_354 - l_353;
const bool l_413 = l_412 > l_mut_57;
l_mut_288 = l_413;
const double l_414 = l_355 - l_353;
const bool l_415 = l_414 >= l_mut_57;
l_mut_285 = l_415;
const double l_416 = l_355 + l_353;
const bool l_417 = l_416 < l_mut_57;
l_mut_282 = l_417;
if (l_169) {
const double l_418 = l_354 + l_353;
const bool l_419 = l_418 < l_mut_48;
l_mut_291 = l_419;
const double l_420 = l_354 - l_353;
const bool l_421 = l_420 >= l_mut_48;
l_mut_288 = l_421;
const double l_422 = l_355 - l_353;
const bool l_423 = l_422 > l_mut_26;
l_mut_285 = l_423;
const double l_424 = l_355 + l_353;
const bool l_425 = l_424 <= l_mut_26;
l_mut_282 = l_425;
}
l_mut_199 = uint32(2);
const bool l_426 = l_mut_288 || l_mut_282;
if (l_426) {
l_mut_199 = uint32(1);
} else {
const bool l_427 = l_mut_291 && l_mut_285;
if (l_427) {
l_mut_199 = uint32(0);
}
}
const uint32 l_428 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_429 = l_428 & uint32(2147483647);
const bool l_430 = l_429 == uint32(0);
if (l_430) {
const double l_431 = l_354 + l_353;
const bool l_432 = l_431 < double(1.1754943508222875e-38);
const double l_433 = l_355 - l_353;
const bool l_434 = l_433 > double(-1.1754943508222875e-38);
const bool l_435 = l_432 && l_434;
const double l_436 = l_354 - l_353;
const bool l_437 = l_436 < double(1.1754943508222875e-38);
const double l_438 = l_355 + l_353;
const bool l_439 = l_438 > double(-1.1754943508222875e-38);
const bool l_440 = l_437 && l_439;
if (l_435) {
l_mut_199 = uint32(0);
} else {
const bool l_441 = l_mut_199 == uint32(1);
const bool l_442 = l_440 && l_441;
if (l_442) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_443 = l_165 == uint32(4);
if (l_443) {
const double l_444 = l_174 * l_179;
const double l_445 = l_171 + l_444;
const double l_446 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_447 = l_446 >= double(1.1754943508222875e-38);
const bool l_448 = l_446 <= double(1.7976931348623157e308);
const bool l_449 = l_447 && l_448;
if (l_449) {
const uint64 l_450 = reinterpret_cast<uint64 const&>(l_446);
const uint64 l_451 = l_450 >> uint64(52);
const uint64 l_452 = l_451 - uint64(23);
const uint64 l_453 = l_452 << uint64(52);
const double l_454 = reinterpret_cast<double const&>(l_453);
l_mut_57 = l_454;
}
const double l_455 = l_445 * l_mut_57;
l_mut_237 = uint32(2);
const double l_456 = l_mut_35 - l_181;
const double l_457 = abs(l_456);
l_mut_57 = double(1.401298464324817e-45);
const bool l_458 = l_457 >= double(1.1754943508222875e-38);
const bool l_459 = l_457 <= double(1.7976931348623157e308);
const bool l_460 = l_458 && l_459;
if (l_460) {
const uint64 l_461 = reinterpret_cast<uint64 const&>(l_457);
const uint64 l_462 = l_461 >> uint64(52);
const uint64 l_463 = l_462 - uint64(23);
const uint64 l_464 = l_463 << uint64(52);
const double l_465 = reinterpret_cast<double const&>(l_464);
l_mut_57 = l_465;
}
const double l_466 = l_mut_35 + l_181;
const double l_467 = abs(l_466);
l_mut_48 = double(1.401298464324817e-45);
const bool l_468 = l_467 >= double(1.1754943508222875e-38);
const bool l_469 = l_467 <= double(1.7976931348623157e308);
const bool l_470 = l_468 && l_469;
if (l_470) {
const uint64 l_471 = reinterpret_cast<uint64 const&>(l_467);
const uint64 l_472 = l_471 >> uint64(52);
const uint64 l_473 = l_472 - uint64(23);
const uint64 l_474 = l_473 << uint64(52);
const double l_475 = reinterpret_cast<double const&>(l_474);
l_mut_48 = l_475;
}
const bool l_476 = l_mut_57 == l_mut_48;
if (l_476) {
const double l_477 = l_455 * double(1.4551915228366852e-11);
const double l_478 = l_181 + l_477;
const double l_479 = l_mut_35 - l_455;
const double l_480 = l_mut_35 + l_455;
const uint32 l_481 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_482 = double(l_mut_22);
l_mut_57 = l_482;
const uint32 l_483 = l_481 & uint32(2139095040);
const bool l_484 = l_483 == uint32(0);
if (l_484) {
const uint32 l_485 = l_481 & uint32(8388607);
const double l_486 = double(l_485);
const double l_487 = l_486 * double(1.401298464324817e-45);
l_mut_57 = l_487;
const uint32 l_488 = l_481 >> uint32(31);
const bool l_489 = l_488 == uint32(1);
if (l_489) {
const double l_490 = -l_mut_57;
l_mut_57 = l_490;
}
}
const uint32 l_491 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_492 = l_491 + uint32(1);
l_mut_199 = l_492;
const uint32 l_493 = l_491 & uint32(2147483647);
const bool l_494 = l_493 == uint32(0);
if (l_494) {
l_mut_199 = uint32(1);
} else {
const uint32 l_495 = l_491 & uint32(2147483648);
const bool l_496 = l_495 != uint32(0);
if (l_496) {
const uint32 l_497 = l_491 - uint32(1);
l_mut_199 = l_497;
} else {
const bool l_498 = l_491 == uint32(2139095040);
if (l_498) {
l_mut_199 = l_491;
}
}
}
const float l_499 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_500 = reinterpret_cast<uint32 const&>(l_499);
const double l_501 = double(l_499);
l_mut_48 = l_501;
const uint32 l_502 = l_500 & uint32(2139095040);
const bool l_503 = l_502 == uint32(0);
if (l_503) {
const uint32 l_504 = l_500 & uint32(8388607);
const double l_505 = double(l_504);
const double l_506 = l_505 * double(1.401298464324817e-45);
l_mut_48 = l_506;
const uint32 l_507 = l_500 >> uint32(31);
const bool l_508 = l_507 == uint32(1);
if (l_508) {
const double l_509 = -l_mut_48;
l_mut_48 = l_509;
}
}
const uint32 l_510 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_511 = l_510 ^ uint32(2147483648);
const float l_512 = reinterpret_cast<float const&>(l_511);
const uint32 l_513 = reinterpret_cast<uint32 const&>(l_512);
const uint32 l_514 = l_513 + uint32(1);
l_mut_199 = l_514;
const uint32 l_515 = l_513 & uint32(2147483647);
const bool l_516 = l_515 == uint32(0);
if (l_516) {
l_mut_199 = uint32(1);
} else {
const uint32 l_517 = l_513 & uint32(2147483648);
const bool l_518 = l_517 != uint32(0);
if (l_518) {
const uint32 l_519 = l_513 - uint32(1);
l_mut_199 = l_519;
} else {
const bool l_520 = l_513 == uint32(2139095040);
if (l_520) {
l_mut_199 = l_513;
}
}
}
const float l_521 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_522 = reinterpret_cast<uint32 const&>(l_521);
const uint32 l_523 = l_522 ^ uint32(2147483648);
const float l_524 = reinterpret_cast<float const&>(l_523);
const uint32 l_525 = reinterpret_cast<uint32 const&>(l_524);
const double l_526 = double(l_524);
l_mut_26 = l_526;
const uint32 l_527 = l_525 & uint32(2139095040);
const bool l_528 = l_527 == uint32(0);
if (l_528) {
const uint32 l_529 = l_525 & uint32(8388607);
const double l_530 = double(l_529);
const double l_531 = l_530 * double(1.401298464324817e-45);
l_mut_26 = l_531;
const uint32 l_532 = l_525 >> uint32(31);
const bool l_533 = l_532 == uint32(1);
if (l_533) {
const double l_534 = -l_mut_26;
l_mut_26 = l_534;
}
}
const double l_535 = l_479 + l_478;
const bool l_536 = l_535 <= l_mut_57;
l_mut_291 = l_536;
const double l_537 = l_479 - l_478;
const bool l_538 = l_537 > l_mut_57;
l_mut_288 = l_538;
const double l_539 = l_480 - l_478;
const bool l_540 = l_539 >= l_mut_57;
l_mut_285 = l_540;
const double l_541 = l_480 + l_478;
const bool l_542 = l_541 < l_mut_57;
l_mut_282 = l_542;
if (l_169) {
const double l_543 = l_479 + l_478;
const bool l_544 = l_543 < l_mut_48;
l_mut_291 = l_544;
const double l_545 = l_479 - l_478;
const bool l_546 = l_545 >= l_mut_48;
l_mut_288 = l_546;
const double l_547 = l_480 - l_478;
const bool l_548 = l_547 > l_mut_26;
l_mut_285 = l_548;
const double l_549 = l_480 + l_478;
const bool l_550 = l_549 <= l_mut_26;
l_mut_282 = l_550;
}
l_mut_199 = uint32(2);
const bool l_551 = l_mut_288 || l_mut_282;
if (l_551) {
l_mut_199 = uint32(1);
} else {
const bool l_552 = l_mut_291 && l_mut_285;
if (l_552) {
l_mut_199 = uint32(0);
}
}
const uint32 l_553 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_554 = l_553 & uint32(2147483647);
const bool l_555 = l_554 == uint32(0);
if (l_555) {
const double l_556 = l_479 + l_478;
const bool l_557 = l_556 < double(1.1754943508222875e-38);
const double l_558 = l_480 - l_478;
const bool l_559 = l_558 > double(-1.1754943508222875e-38);
const bool l_560 = l_557 && l_559;
const double l_561 = l_479 - l_478;
const bool l_562 = l_561 < double(1.1754943508222875e-38);
const double l_563 = l_480 + l_478;
const bool l_564 = l_563 > double(-1.1754943508222875e-38);
const bool l_565 = l_562 && l_564;
if (l_560) {
l_mut_199 = uint32(0);
} else {
const bool l_566 = l_mut_199 == uint32(1);
const bool l_567 = l_565 && l_566;
if (l_567) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
const bool l_568 = l_165 == uint32(5);
if (l_568) {
const double l_569 = double(2.0) * l_178;
const double l_570 = abs(l_569);
const double l_571 = floor(l_570);
const double l_572 = double(3.0) + l_571;
const double l_573 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_574 = l_573 >= double(1.1754943508222875e-38);
const bool l_575 = l_573 <= double(1.7976931348623157e308);
const bool l_576 = l_574 && l_575;
if (l_576) {
const uint64 l_577 = reinterpret_cast<uint64 const&>(l_573);
const uint64 l_578 = l_577 >> uint64(52);
const uint64 l_579 = l_578 - uint64(23);
const uint64 l_580 = l_579 << uint64(52);
const double l_581 = reinterpret_cast<double const&>(l_580);
l_mut_57 = l_581;
}
const double l_582 = l_572 * l_mut_57;
l_mut_237 = uint32(2);
const double l_583 = l_mut_35 - l_181;
const double l_584 = abs(l_583);
l_mut_57 = double(1.401298464324817e-45);
const bool l_585 = l_584 >= double(1.1754943508222875e-38);
const bool l_586 = l_584 <= double(1.7976931348623157e308);
const bool l_587 = l_585 && l_586;
if (l_587) {
const uint64 l_588 = reinterpret_cast<uint64 const&>(l_584);
const uint64 l_589 = l_588 >> uint64(52);
const uint64 l_590 = l_589 - uint64(23);
const uint64 l_591 = l_590 << uint64(52);
const double l_592 = reinterpret_cast<double const&>(l_591);
l_mut_57 = l_592;
}
const double l_593 = l_mut_35 + l_181;
const double l_594 = abs(l_593);
l_mut_48 = double(1.401298464324817e-45);
const bool l_595 = l_594 >= double(1.1754943508222875e-38);
const bool l_596 = l_594 <= double(1.7976931348623157e308);
const bool l_597 = l_595 && l_596;
if (l_597) {
const uint64 l_598 = reinterpret_cast<uint64 const&>(l_594);
const uint64 l_599 = l_598 >> uint64(52);
const uint64 l_600 = l_599 - uint64(23);
const uint64 l_601 = l_600 << uint64(52);
const double l_602 = reinterpret_cast<double const&>(l_601);
l_mut_48 = l_602;
}
const bool l_603 = l_mut_57 == l_mut_48;
if (l_603) {
const double l_604 = l_582 * double(1.4551915228366852e-11);
const double l_605 = l_181 + l_604;
const double l_606 = l_mut_35 - l_582;
const double l_607 = l_mut_35 + l_582;
const uint32 l_608 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_609 = double(l_mut_22);
l_mut_57 = l_609;
const uint32 l_610 = l_608 & uint32(2139095040);
const bool l_611 = l_610 == uint32(0);
if (l_611) {
const uint32 l_612 = l_608 & uint32(8388607);
const double l_613 = double(l_612);
const double l_614 = l_613 * double(1.401298464324817e-45);
l_mut_57 = l_614;
const uint32 l_615 = l_608 >> uint32(31);
const bool l_616 = l_615 == uint32(1);
if (l_616) {
const double l_617 = -l_mut_57;
l_mut_57 = l_617;
}
}
const uint32 l_618 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_619 = l_618 + uint32(1);
l_mut_199 = l_619;
const uint32 l_620 = l_618 & uint32(2147483647);
const bool l_621 = l_620 == uint32(0);
if (l_621) {
l_mut_199 = uint32(1);
} else {
const uint32 l_622 = l_618 & uint32(2147483648);
const bool l_623 = l_622 != uint32(0);
if (l_623) {
const uint32 l_624 = l_618 - uint32(1);
l_mut_199 = l_624;
} else {
const bool l_625 = l_618 == uint32(2139095040);
if (l_625) {
l_mut_199 = l_618;
}
}
}
const float l_626 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_627 = reinterpret_cast<uint32 const&>(l_626);
const double l_628 = double(l_626);
l_mut_48 = l_628;
const uint32 l_629 = l_627 & uint32(2139095040);
const bool l_630 = l_629 == uint32(0);
if (l_630) {
const uint32 l_631 = l_627 & uint32(8388607);
const double l_632 = double(l_631);
const double l_633 = l_632 * double(1.401298464324817e-45);
l_mut_48 = l_633;
const uint32 l_634 = l_627 >> uint32(31);
const bool l_635 = l_634 == uint32(1);
if (l_635) {
const double l_636 = -l_mut_48;
l_mut_48 = l_636;
}
}
const uint32 l_637 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_638 = l_637 ^ uint32(2147483648);
const float l_639 = reinterpret_cast<float const&>(l_638);
const uint32 l_640 = reinterpret_cast<uint32 const&>(l_639);
const uint32 l_641 = l_640 + uint32(1);
l_mut_199 = l_641;
const uint32 l_642 = l_640 & uint32(2147483647);
const bool l_643 = l_642 == uint32(0);
if (l_643) {
l_mut_199 = uint32(1);
} else {
const uint32 l_644 = l_640 & uint32(2147483648);
const bool l_645 = l_644 != uint32(0);
if (l_645) {
const uint32 l_646 = l_640 - uint32(1);
l_mut_199 = l_646;
} else {
const bool l_647 = l_640 == uint32(2139095040);
if (l_647) {
l_mut_199 = l_640;
}
}
}
const float l_648 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_649 = reinterpret_cast<uint32 const&>(l_648);
const uint32 l_650 = l_649 ^ uint32(2147483648);
const float l_651 = reinterpret_cast<float const&>(l_650);
const uint32 l_652 = reinterpret_cast<uint32 const&>(l_651);
const double l_653 = double(l_651);
l_mut_26 = l_653;
const uint32 l_654 = l_652 & uint32(2139095040);
const bool l_655 = l_654 == uint32(0);
if (l_655) {
const uint32 l_656 = l_652 & uint32(8388607);
const double l_657 = double(l_656);
const double l_658 = l_657 * double(1.401298464324817e-45);
l_mut_26 = l_658;
const uint32 l_659 = l_652 >> uint32(31);
const bool l_660 = l_659 == uint32(1);
if (l_660) {
const double l_661 = -l_mut_26;
l_mut_26 = l_661;
}
}
const double l_662 = l_606 + l_605;
const bool l_663 = l_662 <= l_mut_57;
l_mut_291 = l_663;
const double l_664 = l_606 - l_605;
const bool l_665 = l_664 > l_mut_57;
l_mut_288 = l_665;
const double l_666 = l_607 - l_605;
const bool l_667 = l_666 >= l_mut_57;
l_mut_285 = l_667;
const double l_668 = l_607 + l_605;
const bool l_669 = l_668 < l_mut_57;
l_mut_282 = l_669;
if (l_169) {
const double l_670 = l_606 + l_605;
const bool l_671 = l_670 < l_mut_48;
l_mut_291 = l_671;
const double l_672 = l_606 - l_605;
const bool l_673 = l_672 >= l_mut_48;
l_mut_288 = l_673;
const double l_674 = l_607 - l_605;
const bool l_675 = l_674 > l_mut_26;
l_mut_285 = l_675;
const double l_676 = l_607 + l_605;
const bool l_677 = l_676 <= l_mut_26;
l_mut_282 = l_677;
}
l_mut_199 = uint32(2);
const bool l_678 = l_mut_288 || l_mut_282;
if (l_678) {
l_mut_199 = uint32(1);
} else {
const bool l_679 = l_mut_291 && l_mut_285;
if (l_679) {
l_mut_199 = uint32(0);
}
}
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_681 = l_680 & uint32(2147483647);
const bool l_682 = l_681 == uint32(0);
if (l_682) {
const double l_683 = l_606 + l_605;
const bool l_684 = l_683 < double(1.1754943508222875e-38);
const double l_685 = l_607 - l_605;
const bool l_686 = l_685 > double(-1.1754943508222875e-38);
const bool l_687 = l_684 && l_686;
const double l_688 = l_606 - l_605;
const bool l_689 = l_688 < double(1.1754943508222875e-38);
const double l_690 = l_607 + l_605;
const bool l_691 = l_690 > double(-1.1754943508222875e-38);
const bool l_692 = l_689 && l_691;
if (l_687) {
l_mut_199 = uint32(0);
} else {
const bool l_693 = l_mut_199 == uint32(1);
const bool l_694 = l_692 && l_693;
if (l_694) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
const bool l_695 = l_165 == uint32(6);
if (l_695) {
l_mut_183 = uint32(0);
const bool l_696 = l_179 <= l_174;
if (l_696) {
const double l_697 = l_171 * double(1.4551915228366852e-11);
const double l_698 = l_181 + l_697;
const double l_699 = l_mut_35 - l_171;
const double l_700 = l_mut_35 + l_171;
const uint32 l_701 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_702 = double(l_mut_22);
l_mut_57 = l_702;
const uint32 l_703 = l_701 & uint32(2139095040);
const bool l_704 = l_703 == uint32(0);
if (l_704) {
const uint32 l_705 = l_701 & uint32(8388607);
const double l_706 = double(l_705);
const double l_707 = l_706 * double(1.401298464324817e-45);
l_mut_57 = l_707;
const uint32 l_708 = l_701 >> uint32(31);
const bool l_709 = l_708 == uint32(1);
if (l_709) {
const double l_710 = -l_mut_57;
l_mut_57 = l_710;
}
}
const uint32 l_711 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_712 = l_711 + uint32(1);
l_mut_237 = l_712;
const uint32 l_713 = l_711 & uint32(2147483647);
const bool l_714 = l_713 == uint32(0);
if (l_714) {
l_mut_237 = uint32(1);
} else {
const uint32 l_715 = l_711 & uint32(2147483648);
const bool l_716 = l_715 != uint32(0);
if (l_716) {
const uint32 l_717 = l_711 - uint32(1);
l_mut_237 = l_717;
} else {
const bool l_718 = l_711 == uint32(2139095040);
if (l_718) {
l_mut_237 = l_711;
}
}
}
const float l_719 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_719);
const double l_721 = double(l_719);
l_mut_48 = l_721;
const uint32 l_722 = l_720 & uint32(2139095040);
const bool l_723 = l_722 == uint32(0);
if (l_723) {
const uint32 l_724 = l_720 & uint32(8388607);
const double l_725 = double(l_724);
const double l_726 = l_725 * double(1.401298464324817e-45);
l_mut_48 = l_726;
const uint32 l_727 = l_720 >> uint32(31);
const bool l_728 = l_727 == uint32(1);
if (l_728) {
const double l_729 = -l_mut_48;
l_mut_48 = l_729;
}
}
const uint32 l_730 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_731 = l_730 ^ uint32(2147483648);
const float l_732 = reinterpret_cast<float const&>(l_731);
const uint32 l_733 = reinterpret_cast<uint32 const&>(l_732);
const uint32 l_734 = l_733 + uint32(1);
l_mut_237 = l_734;
const uint32 l_735 = l_733 & uint32(2147483647);
const bool l_736 = l_735 == uint32(0);
if (l_736) {
l_mut_237 = uint32(1);
} else {
const uint32 l_737 = l_733 & uint32(2147483648);
const bool l_738 = l_737 != uint32(0);
if (l_738) {
const uint32 l_739 = l_733 - uint32(1);
l_mut_237 = l_739;
} else {
const bool l_740 = l_733 == uint32(2139095040);
if (l_740) {
l_mut_237 = l_733;
}
}
}
const float l_741 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_742 = reinterpret_cast<uint32 const&>(l_741);
const uint32 l_743 = l_742 ^ uint32(2147483648);
const float l_744 = reinterpret_cast<float const&>(l_743);
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_744);
const double l_746 = double(l_744);
l_mut_26 = l_746;
const uint32 l_747 = l_745 & uint32(2139095040);
const bool l_748 = l_747 == uint32(0);
if (l_748) {
const uint32 l_749 = l_745 & uint32(8388607);
const double l_750 = double(l_749);
const double l_751 = l_750 * double(1.401298464324817e-45);
l_mut_26 = l_751;
const uint32 l_752 = l_745 >> uint32(31);
const bool l_753 = l_752 == uint32(1);
if (l_753) {
const double l_754 = -l_mut_26;
l_mut_26 = l_754;
}
}
const double l_755 = l_699 + l_698;
const bool l_756 = l_755 <= l_mut_57;
l_mut_291 = l_756;
const double l_757 = l_699 - l_698;
const bool l_758 = l_757 > l_mut_57;
l_mut_288 = l_758;
const double l_759 = l_700 - l_698;
const bool l_760 = l_759 >= l_mut_57;
l_mut_285 = l_760;
const double l_761 = l_700 + l_698;
const bool l_762 = l_761 < l_mut_57;
l_mut_282 = l_762;
if (l_169) {
const double l_763 = l_699 + l_698;
const bool l_764 = l_763 < l_mut_48;
l_mut_291 = l_764;
const double l_765 = l_699 - l_698;
const bool l_766 = l_765 >= l_mut_48;
l_mut_288 = l_766;
const double l_767 = l_700 - l_698;
const bool l_768 = l_767 > l_mut_26;
l_mut_285 = l_768;
const double l_769 = l_700 + l_698;
const bool l_770 = l_769 <= l_mut_26;
l_mut_282 = l_770;
}
l_mut_237 = uint32(2);
const bool l_771 = l_mut_288 || l_mut_282;
if (l_771) {
l_mut_237 = uint32(1);
} else {
const bool l_772 = l_mut_291 && l_mut_285;
if (l_772) {
l_mut_237 = uint32(0);
}
}
const uint32 l_773 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_774 = l_773 & uint32(2147483647);
const bool l_775 = l_774 == uint32(0);
if (l_775) {
const double l_776 = l_699 + l_698;
const bool l_777 = l_776 < double(1.1754943508222875e-38);
const double l_778 = l_700 - l_698;
const bool l_779 = l_778 > double(-1.1754943508222875e-38);
const bool l_780 = l_777 && l_779;
const double l_781 = l_699 - l_698;
const bool l_782 = l_781 < double(1.1754943508222875e-38);
const double l_783 = l_700 + l_698;
const bool l_784 = l_783 > double(-1.1754943508222875e-38);
const bool l_785 = l_782 && l_784;
if (l_780) {
l_mut_237 = uint32(0);
} else {
const bool l_786 = l_mut_237 == uint32(1);
const bool l_787 = l_785 && l_786;
if (l_787) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_788 = l_165 == uint32(7);
if (l_788) {
const double l_789 = abs(l_mut_35);
const double l_790 = l_171 * l_789;
l_mut_57 = l_790;
const double l_791 = abs(l_mut_35);
l_mut_48 = double(1.401298464324817e-45);
const bool l_792 = l_791 >= double(1.1754943508222875e-38);
const bool l_793 = l_791 <= double(1.7976931348623157e308);
const bool l_794 = l_792 && l_793;
if (l_794) {
const uint64 l_795 = reinterpret_cast<uint64 const&>(l_791);
const uint64 l_796 = l_795 >> uint64(52);
const uint64 l_797 = l_796 - uint64(23);
const uint64 l_798 = l_797 << uint64(52);
const double l_799 = reinterpret_cast<double const&>(l_798);
l_mut_48 = l_799;
}
const double l_800 = double(0.5) * l_mut_48;
const bool l_801 = l_800 > l_mut_57;
if (l_801) {
l_mut_57 = l_800;
}
const double l_802 = l_mut_35 - l_181;
const double l_803 = abs(l_802);
l_mut_48 = double(1.401298464324817e-45);
const bool l_804 = l_803 >= double(1.1754943508222875e-38);
const bool l_805 = l_803 <= double(1.7976931348623157e308);
const bool l_806 = l_804 && l_805;
if (l_806) {
const uint64 l_807 = reinterpret_cast<uint64 const&>(l_803);
const uint64 l_808 = l_807 >> uint64(52);
const uint64 l_809 = l_808 - uint64(23);
const uint64 l_810 = l_809 << uint64(52);
const double l_811 = reinterpret_cast<double const&>(l_810);
l_mut_48 = l_811;
}
const double l_812 = l_mut_35 + l_181;
const double l_813 = abs(l_812);
l_mut_26 = double(1.401298464324817e-45);
const bool l_814 = l_813 >= double(1.1754943508222875e-38);
const bool l_815 = l_813 <= double(1.7976931348623157e308);
const bool l_816 = l_814 && l_815;
if (l_816) {
const uint64 l_817 = reinterpret_cast<uint64 const&>(l_813);
const uint64 l_818 = l_817 >> uint64(52);
const uint64 l_819 = l_818 - uint64(23);
const uint64 l_820 = l_819 << uint64(52);
const double l_821 = reinterpret_cast<double const&>(l_820);
l_mut_26 = l_821;
}
const bool l_822 = l_mut_48 == l_mut_26;
if (l_822) {
const double l_823 = l_171 * l_181;
const double l_824 = l_181 + l_823;
const double l_825 = l_mut_57 * double(1.4551915228366852e-11);
const double l_826 = l_824 + l_825;
const double l_827 = l_mut_35 - l_mut_57;
const double l_828 = l_mut_35 + l_mut_57;
const uint32 l_829 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_830 = double(l_mut_22);
l_mut_57 = l_830;
const uint32 l_831 = l_829 & uint32(2139095040);
const bool l_832 = l_831 == uint32(0);
if (l_832) {
const uint32 l_833 = l_829 & uint32(8388607);
const double l_834 = double(l_833);
const double l_835 = l_834 * double(1.401298464324817e-45);
l_mut_57 = l_835;
const uint32 l_836 = l_829 >> uint32(31);
const bool l_837 = l_836 == uint32(1);
if (l_837) {
const double l_838 = -l_mut_57;
l_mut_57 = l_838;
}
}
const uint32 l_839 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_840 = l_839 + uint32(1);
l_mut_237 = l_840;
const uint32 l_841 = l_839 & uint32(2147483647);
const bool l_842 = l_841 == uint32(0);
if (l_842) {
l_mut_237 = uint32(1);
} else {
const uint32 l_843 = l_839 & uint32(2147483648);
const bool l_844 = l_843 != uint32(0);
if (l_844) {
const uint32 l_845 = l_839 - uint32(1);
l_mut_237 = l_845;
} else {
const bool l_846 = l_839 == uint32(2139095040);
if (l_846) {
l_mut_237 = l_839;
}
}
}
const float l_847 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_848 = reinterpret_cast<uint32 const&>(l_847);
const double l_849 = double(l_847);
l_mut_48 = l_849;
const uint32 l_850 = l_848 & uint32(2139095040);
const bool l_851 = l_850 == uint32(0);
if (l_851) {
const uint32 l_852 = l_848 & uint32(8388607);
const double l_853 = double(l_852);
const double l_854 = l_853 * double(1.401298464324817e-45);
l_mut_48 = l_854;
const uint32 l_855 = l_848 >> uint32(31);
const bool l_856 = l_855 == uint32(1);
if (l_856) {
const double l_857 = -l_mut_48;
l_mut_48 = l_857;
}
}
const uint32 l_858 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_859 = l_858 ^ uint32(2147483648);
const float l_860 = reinterpret_cast<float const&>(l_859);
const uint32 l_861 = reinterpret_cast<uint32 const&>(l_860);
const uint32 l_862 = l_861 + uint32(1);
l_mut_237 = l_862;
const uint32 l_863 = l_861 & uint32(2147483647);
const bool l_864 = l_863 == uint32(0);
if (l_864) {
l_mut_237 = uint32(1);
} else {
const uint32 l_865 = l_861 & uint32(2147483648);
const bool l_866 = l_865 != uint32(0);
if (l_866) {
const uint32 l_867 = l_861 - uint32(1);
l_mut_237 = l_867;
} else {
const bool l_868 = l_861 == uint32(2139095040);
if (l_868) {
l_mut_237 = l_861;
}
}
}
const float l_869 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_870 = reinterpret_cast<uint32 const&>(l_869);
const uint32 l_871 = l_870 ^ uint32(2147483648);
const float l_872 = reinterpret_cast<float const&>(l_871);
const uint32 l_873 = reinterpret_cast<uint32 const&>(l_872);
const double l_874 = double(l_872);
l_mut_26 = l_874;
const uint32 l_875 = l_873 & uint32(2139095040);
const bool l_876 = l_875 == uint32(0);
if (l_876) {
const uint32 l_877 = l_873 & uint32(8388607);
const double l_878 = double(l_877);
const double l_879 = l_878 * double(1.401298464324817e-45);
l_mut_26 = l_879;
const uint32 l_880 = l_873 >> uint32(31);
const bool l_881 = l_880 == uint32(1);
if (l_881) {
const double l_882 = -l_mut_26;
l_mut_26 = l_882;
}
}
const double l_883 = l_827 + l_826;
const bool l_884 = l_883 <= l_mut_57;
l_mut_291 = l_884;
const double l_885 = l_827 - l_826;
const bool l_886 = l_885 > l_mut_57;
l_mut_288 = l_886;
const double l_887 = l_828 - l_826;
const bool l_888 = l_887 >= l_mut_57;
l_mut_285 = l_888;
const double l_889 = l_828 + l_826;
const bool l_890 = l_889 < l_mut_57;
l_mut_282 = l_890;
if (l_169) {
const double l_891 = l_827 + l_826;
const bool l_892 = l_891 < l_mut_48;
l_mut_291 = l_892;
const double l_893 = l_827 - l_826;
const bool l_894 = l_893 >= l_mut_48;
l_mut_288 = l_894;
const double l_895 = l_828 - l_826;
const bool l_896 = l_895 > l_mut_26;
l_mut_285 = l_896;
const double l_897 = l_828 + l_826;
const bool l_898 = l_897 <= l_mut_26;
l_mut_282 = l_898;
}
l_mut_237 = uint32(2);
const bool l_899 = l_mut_288 || l_mut_282;
if (l_899) {
l_mut_237 = uint32(1);
} else {
const bool l_900 = l_mut_291 && l_mut_285;
if (l_900) {
l_mut_237 = uint32(0);
}
}
const uint32 l_901 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_902 = l_901 & uint32(2147483647);
const bool l_903 = l_902 == uint32(0);
if (l_903) {
const double l_904 = l_827 + l_826;
const bool l_905 = l_904 < double(1.1754943508222875e-38);
const double l_906 = l_828 - l_826;
const bool l_907 = l_906 > double(-1.1754943508222875e-38);
const bool l_908 = l_905 && l_907;
const double l_909 = l_827 - l_826;
const bool l_910 = l_909 < double(1.1754943508222875e-38);
const double l_911 = l_828 + l_826;
const bool l_912 = l_911 > double(-1.1754943508222875e-38);
const bool l_913 = l_910 && l_912;
if (l_908) {
l_mut_237 = uint32(0);
} else {
const bool l_914 = l_mut_237 == uint32(1);
const bool l_915 = l_913 && l_914;
if (l_915) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_916 = l_165 == uint32(8);
if (l_916) {
const bool l_917 = l_178 >= double(0.5);
const bool l_918 = l_178 <= double(2.0);
const bool l_919 = l_917 && l_918;
if (l_919) {
const double l_920 = l_171 * double(1.4551915228366852e-11);
const double l_921 = l_181 + l_920;
const double l_922 = l_mut_35 - l_171;
const double l_923 = l_mut_35 + l_171;
const uint32 l_924 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_925 = double(l_mut_22);
l_mut_57 = l_925;
const uint32 l_926 = l_924 & uint32(2139095040);
const bool l_927 = l_926 == uint32(0);
if (l_927) {
const uint32 l_928 = l_924 & uint32(8388607);
const double l_929 = double(l_928);
const double l_930 = l_929 * double(1.401298464324817e-45);
l_mut_57 = l_930;
const uint32 l_931 = l_924 >> uint32(31);
const bool l_932 = l_931 == uint32(1);
if (l_932) {
const double l_933 = -l_mut_57;
l_mut_57 = l_933;
}
}
const uint32 l_934 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_935 = l_934 + uint32(1);
l_mut_237 = l_935;
const uint32 l_936 = l_934 & uint32(2147483647);
const bool l_937 = l_936 == uint32(0);
if (l_937) {
l_mut_237 = uint32(1);
} else {
const uint32 l_938 = l_934 & uint32(2147483648);
const bool l_939 = l_938 != uint32(0);
if (l_939) {
const uint32 l_940 = l_934 - uint32(1);
l_mut_237 = l_940;
} else {
const bool l_941 = l_934 == uint32(2139095040);
if (l_941) {
l_mut_237 = l_934;
}
}
}
const float l_942 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_943 = reinterpret_cast<uint32 const&>(l_942);
const double l_944 = double(l_942);
l_mut_48 = l_944;
const uint32 l_945 = l_943 & uint32(2139095040);
const bool l_946 = l_945 == uint32(0);
if (l_946) {
const uint32 l_947 = l_943 & uint32(8388607);
const double l_948 = double(l_947);
const double l_949 = l_948 * double(1.401298464324817e-45);
l_mut_48 = l_949;
const uint32 l_950 = l_943 >> uint32(31);
const bool l_951 = l_950 == uint32(1);
if (l_951) {
const double l_952 = -l_mut_48;
l_mut_48 = l_952;
}
}
const uint32 l_953 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_954 = l_953 ^ uint32(2147483648);
const float l_955 = reinterpret_cast<float const&>(l_954);
const uint32 l_956 = reinterpret_cast<uint32 const&>(l_955);
const uint32 l_957 = l_956 + uint32(1);
l_mut_237 = l_957;
const uint32 l_958 = l_956 & uint32(2147483647);
const bool l_959 = l_958 == uint32(0);
if (l_959) {
l_mut_237 = uint32(1);
} else {
const uint32 l_960 = l_956 & uint32(2147483648);
const bool l_961 = l_960 != uint32(0);
if (l_961) {
const uint32 l_962 = l_956 - uint32(1);
l_mut_237 = l_962;
} else {
const bool l_963 = l_956 == uint32(2139095040);
if (l_963) {
l_mut_237 = l_956;
}
}
}
const float l_964 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_965 = reinterpret_cast<uint32 const&>(l_964);
const uint32 l_966 = l_965 ^ uint32(2147483648);
const float l_967 = reinterpret_cast<float const&>(l_966);
const uint32 l_968 = reinterpret_cast<uint32 const&>(l_967);
const double l_969 = double(l_967);
l_mut_26 = l_969;
const uint32 l_970 = l_968 & uint32(2139095040);
const bool l_971 = l_970 == uint32(0);
if (l_971) {
const uint32 l_972 = l_968 & uint32(8388607);
const double l_973 = double(l_972);
const double l_974 = l_973 * double(1.401298464324817e-45);
l_mut_26 = l_974;
const uint32 l_975 = l_968 >> uint32(31);
const bool l_976 = l_975 == uint32(1);
if (l_976) {
const double l_977 = -l_mut_26;
l_mut_26 = l_977;
}
}
const double l_978 = l_922 + l_921;
const bool l_979 = l_978 <= l_mut_57;
l_mut_291 = l_979;
const double l_980 = l_922 - l_921;
const bool l_981 = l_980 > l_mut_57;
l_mut_288 = l_981;
const double l_982 = l_923 - l_921;
const bool l_983 = l_982 >= l_mut_57;
l_mut_285 = l_983;
const double l_984 = l_923 + l_921;
const bool l_985 = l_984 < l_mut_57;
l_mut_282 = l_985;
if (l_169) {
const double l_986 = l_922 + l_921;
const bool l_987 = l_986 < l_mut_48;
l_mut_291 = l_987;
const double l_988 = l_922 - l_921;
const bool l_989 = l_988 >= l_mut_48;
l_mut_288 = l_989;
const double l_990 = l_923 - l_921;
const bool l_991 = l_990 > l_mut_26;
l_mut_285 = l_991;
const double l_992 = l_923 + l_921;
const bool l_993 = l_992 <= l_mut_26;
l_mut_282 = l_993;
}
l_mut_237 = uint32(2);
const bool l_994 = l_mut_288 || l_mut_282;
if (l_994) {
l_mut_237 = uint32(1);
} else {
const bool l_995 = l_mut_291 && l_mut_285;
if (l_995) {
l_mut_237 = uint32(0);
}
}
const uint32 l_996 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_997 = l_996 & uint32(2147483647);
const bool l_998 = l_997 == uint32(0);
if (l_998) {
const double l_999 = l_922 + l_921;
const bool l_1000 = l_999 < double(1.1754943508222875e-38);
const double l_1001 = l_923 - l_921;
const bool l_1002 = l_1001 > double(-1.1754943508222875e-38);
const bool l_1003 = l_1000 && l_1002;
const double l_1004 = l_922 - l_921;
const bool l_1005 = l_1004 < double(1.1754943508222875e-38);
const double l_1006 = l_923 + l_921;
const bool l_1007 = l_1006 > double(-1.1754943508222875e-38);
const bool l_1008 = l_1005 && l_1007;
if (l_1003) {
l_mut_237 = uint32(0);
} else {
const bool l_1009 = l_mut_237 == uint32(1);
const bool l_1010 = l_1008 && l_1009;
if (l_1010) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
} else {
const double l_1011 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1012 = l_1011 >= double(1.1754943508222875e-38);
const bool l_1013 = l_1011 <= double(1.7976931348623157e308);
const bool l_1014 = l_1012 && l_1013;
if (l_1014) {
const uint64 l_1015 = reinterpret_cast<uint64 const&>(l_1011);
const uint64 l_1016 = l_1015 >> uint64(52);
const uint64 l_1017 = l_1016 - uint64(23);
const uint64 l_1018 = l_1017 << uint64(52);
const double l_1019 = reinterpret_cast<double const&>(l_1018);
l_mut_57 = l_1019;
}
const double l_1020 = l_174 * l_mut_57;
l_mut_237 = uint32(2);
const double l_1021 = l_mut_35 - l_181;
const double l_1022 = abs(l_1021);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1023 = l_1022 >= double(1.1754943508222875e-38);
const bool l_1024 = l_1022 <= double(1.7976931348623157e308);
const bool l_1025 = l_1023 && l_1024;
if (l_1025) {
const uint64 l_1026 = reinterpret_cast<uint64 const&>(l_1022);
const uint64 l_1027 = l_1026 >> uint64(52);
const uint64 l_1028 = l_1027 - uint64(23);
const uint64 l_1029 = l_1028 << uint64(52);
const double l_1030 = reinterpret_cast<double const&>(l_1029);
l_mut_57 = l_1030;
}
const double l_1031 = l_mut_35 + l_181;
const double l_1032 = abs(l_1031);
l_mut_48 = double(1.401298464324817e-45);
const bool l_1033 = l_1032 >= double(1.1754943508222875e-38);
const bool l_1034 = l_1032 <= double(1.7976931348623157e308);
const bool l_1035 = l_1033 && l_1034;
if (l_1035) {
const uint64 l_1036 = reinterpret_cast<uint64 const&>(l_1032);
const uint64 l_1037 = l_1036 >> uint64(52);
const uint64 l_1038 = l_1037 - uint64(23);
const uint64 l_1039 = l_1038 << uint64(52);
const double l_1040 = reinterpret_cast<double const&>(l_1039);
l_mut_48 = l_1040;
}
const bool l_1041 = l_mut_57 == l_mut_48;
if (l_1041) {
const double l_1042 = l_1020 * double(1.4551915228366852e-11);
const double l_1043 = l_181 + l_1042;
const double l_1044 = l_mut_35 - l_1020;
const double l_1045 = l_mut_35 + l_1020;
const uint32 l_1046 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1047 = double(l_mut_22);
l_mut_57 = l_1047;
const uint32 l_1048 = l_1046 & uint32(2139095040);
const bool l_1049 = l_1048 == uint32(0);
if (l_1049) {
const uint32 l_1050 = l_1046 & uint32(8388607);
const double l_1051 = double(l_1050);
const double l_1052 = l_1051 * double(1.401298464324817e-45);
l_mut_57 = l_1052;
const uint32 l_1053 = l_1046 >> uint32(31);
const bool l_1054 = l_1053 == uint32(1);
if (l_1054) {
const double l_1055 = -l_mut_57;
l_mut_57 = l_1055;
}
}
const uint32 l_1056 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1057 = l_1056 + uint32(1);
l_mut_199 = l_1057;
const uint32 l_1058 = l_1056 & uint32(2147483647);
const bool l_1059 = l_1058 == uint32(0);
if (l_1059) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1060 = l_1056 & uint32(2147483648);
const bool l_1061 = l_1060 != uint32(0);
if (l_1061) {
const uint32 l_1062 = l_1056 - uint32(1);
l_mut_199 = l_1062;
} else {
const bool l_1063 = l_1056 == uint32(2139095040);
if (l_1063) {
l_mut_199 = l_1056;
}
}
}
const float l_1064 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1065 = reinterpret_cast<uint32 const&>(l_1064);
const double l_1066 = double(l_1064);
l_mut_48 = l_1066;
const uint32 l_1067 = l_1065 & uint32(2139095040);
const bool l_1068 = l_1067 == uint32(0);
if (l_1068) {
const uint32 l_1069 = l_1065 & uint32(8388607);
const double l_1070 = double(l_1069);
const double l_1071 = l_1070 * double(1.401298464324817e-45);
l_mut_48 = l_1071;
const uint32 l_1072 = l_1065 >> uint32(31);
const bool l_1073 = l_1072 == uint32(1);
if (l_1073) {
const double l_1074 = -l_mut_48;
l_mut_48 = l_1074;
}
}
const uint32 l_1075 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1076 = l_1075 ^ uint32(2147483648);
const float l_1077 = reinterpret_cast<float const&>(l_1076);
const uint32 l_1078 = reinterpret_cast<uint32 const&>(l_1077);
const uint32 l_1079 = l_1078 + uint32(1);
l_mut_199 = l_1079;
const uint32 l_1080 = l_1078 & uint32(2147483647);
const bool l_1081 = l_1080 == uint32(0);
if (l_1081) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1082 = l_1078 & uint32(2147483648);
const bool l_1083 = l_1082 != uint32(0);
if (l_1083) {
const uint32 l_1084 = l_1078 - uint32(1);
l_mut_199 = l_1084;
} else {
const bool l_1085 = l_1078 == uint32(2139095040);
if (l_1085) {
l_mut_199 = l_1078;
}
}
}
const float l_1086 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1087 = reinterpret_cast<uint32 const&>(l_1086);
const uint32 l_1088 = l_1087 ^ uint32(2147483648);
const float l_1089 = reinterpret_cast<float const&>(l_1088);
const uint32 l_1090 = reinterpret_cast<uint32 const&>(l_1089);
const double l_1091 = double(l_1089);
l_mut_26 = l_1091;
const uint32 l_1092 = l_1090 & uint32(2139095040);
const bool l_1093 = l_1092 == uint32(0);
if (l_1093) {
const uint32 l_1094 = l_1090 & uint32(8388607);
const double l_1095 = double(l_1094);
const double l_1096 = l_1095 * double(1.401298464324817e-45);
l_mut_26 = l_1096;
const uint32 l_1097 = l_1090 >> uint32(31);
const bool l_1098 = l_1097 == uint32(1);
if (l_1098) {
const double l_1099 = -l_mut_26;
l_mut_26 = l_1099;
}
}
const double l_1100 = l_1044 + l_1043;
const bool l_1101 = l_1100 <= l_mut_57;
l_mut_291 = l_1101;
const double l_1102 = l_1044 - l_1043;
const bool l_1103 = l_1102 > l_mut_57;
l_mut_288 = l_1103;
const double l_1104 = l_1045 - l_1043;
const bool l_1105 = l_1104 >= l_mut_57;
l_mut_285 = l_1105;
const double l_1106 = l_1045 + l_1043;
const bool l_1107 = l_1106 < l_mut_57;
l_mut_282 = l_1107;
if (l_169) {
const double l_1108 = l_1044 + l_1043;
const bool l_1109 = l_1108 < l_mut_48;
l_mut_291 = l_1109;
const double l_1110 = l_1044 - l_1043;
const bool l_1111 = l_1110 >= l_mut_48;
l_mut_288 = l_1111;
const double l_1112 = l_1045 - l_1043;
const bool l_1113 = l_1112 > l_mut_26;
l_mut_285 = l_1113;
const double l_1114 = l_1045 + l_1043;
const bool l_1115 = l_1114 <= l_mut_26;
l_mut_282 = l_1115;
}
l_mut_199 = uint32(2);
const bool l_1116 = l_mut_288 || l_mut_282;
if (l_1116) {
l_mut_199 = uint32(1);
} else {
const bool l_1117 = l_mut_291 && l_mut_285;
if (l_1117) {
l_mut_199 = uint32(0);
}
}
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1119 = l_1118 & uint32(2147483647);
const bool l_1120 = l_1119 == uint32(0);
if (l_1120) {
const double l_1121 = l_1044 + l_1043;
const bool l_1122 = l_1121 < double(1.1754943508222875e-38);
const double l_1123 = l_1045 - l_1043;
const bool l_1124 = l_1123 > double(-1.1754943508222875e-38);
const bool l_1125 = l_1122 && l_1124;
const double l_1126 = l_1044 - l_1043;
const bool l_1127 = l_1126 < double(1.1754943508222875e-38);
const double l_1128 = l_1045 + l_1043;
const bool l_1129 = l_1128 > double(-1.1754943508222875e-38);
const bool l_1130 = l_1127 && l_1129;
if (l_1125) {
l_mut_199 = uint32(0);
} else {
const bool l_1131 = l_mut_199 == uint32(1);
const bool l_1132 = l_1130 && l_1131;
if (l_1132) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_1133 = l_165 == uint32(11);
const bool l_1134 = l_165 == uint32(12);
const bool l_1135 = l_1133 || l_1134;
if (l_1135) {
l_mut_183 = uint32(0);
}
const bool l_1136 = l_179 <= l_177;
const bool l_1137 = l_165 == uint32(11);
const bool l_1138 = l_1136 && l_1137;
if (l_1138) {
const float l_1139 = float(l_178);
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_1139);
const double l_1141 = double(l_1139);
l_mut_57 = l_1141;
const uint32 l_1142 = l_1140 & uint32(2139095040);
const bool l_1143 = l_1142 == uint32(0);
if (l_1143) {
const uint32 l_1144 = l_1140 & uint32(8388607);
const double l_1145 = double(l_1144);
const double l_1146 = l_1145 * double(1.401298464324817e-45);
l_mut_57 = l_1146;
const uint32 l_1147 = l_1140 >> uint32(31);
const bool l_1148 = l_1147 == uint32(1);
if (l_1148) {
const double l_1149 = -l_mut_57;
l_mut_57 = l_1149;
}
}
const double l_1150 = abs(l_mut_57);
l_mut_57 = l_1150;
l_mut_237 = uint32(0);
const bool l_1151 = l_1150 >= double(0.785);
if (l_1151) {
const double l_1152 = l_1150 * double(0.6366197723675814);
const double l_1153 = l_1152 + double(0.5);
const double l_1154 = floor(l_1153);
const double l_1155 = l_1154 * double(1.570796325802803);
const double l_1156 = l_1150 - l_1155;
const double l_1157 = l_1156 * l_61;
const double l_1158 = l_1154 * double(9.920935796805404e-10);
const double l_1159 = l_1157 - l_1158;
l_mut_57 = l_1159;
const uint32 l_1160 = uint32(l_1154);
l_mut_237 = l_1160;
}
const uint32 l_1161 = reinterpret_cast<uint32 const&>(l_1139);
const uint32 l_1162 = l_1161 >> uint32(31);
const bool l_1163 = l_1162 == uint32(1);
const double l_1164 = l_mut_57 * l_mut_57;
const double l_1165 = l_1164 * double(1.9572941063391263e-20);
const double l_1166 = double(8.22063524662433e-18) - l_1165;
l_mut_48 = l_1166;
const double l_1167 = l_mut_48 * l_1164;
const double l_1168 = l_1167 - double(2.8114572543455206e-15);
l_mut_48 = l_1168;
const double l_1169 = l_mut_48 * l_1164;
const double l_1170 = l_1169 + double(7.647163731819816e-13);
l_mut_48 = l_1170;
const double l_1171 = l_mut_48 * l_1164;
const double l_1172 = l_1171 - double(1.6059043836821613e-10);
l_mut_48 = l_1172;
const double l_1173 = l_mut_48 * l_1164;
const double l_1174 = l_1173 + double(2.505210838544172e-8);
l_mut_48 = l_1174;
const double l_1175 = l_mut_48 * l_1164;
const double l_1176 = l_1175 - double(2.7557319223985893e-6);
l_mut_48 = l_1176;
const double l_1177 = l_mut_48 * l_1164;
const double l_1178 = l_1177 + double(0.0001984126984126984);
l_mut_48 = l_1178;
const double l_1179 = l_mut_48 * l_1164;
const double l_1180 = l_1179 - double(0.008333333333333333);
l_mut_48 = l_1180;
const double l_1181 = l_mut_48 * l_1164;
const double l_1182 = l_1181 + double(0.16666666666666666);
l_mut_48 = l_1182;
const double l_1183 = double(0.5) * l_1164;
const double l_1184 = double(1.0) - l_1183;
const double l_1185 = double(0.0) * l_1184;
const double l_1186 = l_mut_57 * l_1164;
const double l_1187 = l_1186 * l_mut_48;
const double l_1188 = l_1185 - l_1187;
const double l_1189 = l_mut_57 + l_1188;
const double l_1190 = l_mut_57 * l_mut_57;
const double l_1191 = l_1190 * double(4.110317623312165e-19);
const double l_1192 = l_1191 - double(1.5619206968586225e-16);
l_mut_48 = l_1192;
const double l_1193 = l_mut_48 * l_1190;
const double l_1194 = l_1193 + double(4.779477332387385e-14);
l_mut_48 = l_1194;
const double l_1195 = l_mut_48 * l_1190;
const double l_1196 = l_1195 - double(1.1470745597729725e-11);
l_mut_48 = l_1196;
const double l_1197 = l_mut_48 * l_1190;
const double l_1198 = l_1197 + double(2.08767569878681e-9);
l_mut_48 = l_1198;
const double l_1199 = l_mut_48 * l_1190;
const double l_1200 = l_1199 - double(2.755731922398589e-7);
l_mut_48 = l_1200;
const double l_1201 = l_mut_48 * l_1190;
const double l_1202 = l_1201 + double(2.48015873015873e-5);
l_mut_48 = l_1202;
const double l_1203 = l_mut_48 * l_1190;
const double l_1204 = l_1203 - double(0.001388888888888889);
l_mut_48 = l_1204;
const double l_1205 = l_mut_48 * l_1190;
const double l_1206 = l_1205 + double(0.041666666666666664);
l_mut_48 = l_1206;
const double l_1207 = double(0.5) * l_1190;
const double l_1208 = double(1.0) - l_1207;
const double l_1209 = l_1190 * l_1190;
const double l_1210 = l_1209 * l_mut_48;
const double l_1211 = double(0.0) * l_mut_57;
const double l_1212 = l_1210 - l_1211;
const double l_1213 = l_1208 + l_1212;
const uint32 l_1214 = l_mut_237 & uint32(1);
const bool l_1215 = l_1214 == uint32(1);
l_mut_57 = l_1189;
const uint32 l_1216 = l_mut_237 & uint32(2);
const bool l_1217 = l_1216 != uint32(0);
l_mut_291 = l_1217;
if (l_1215) {
l_mut_57 = l_1213;
}
const bool l_1218 = bool(true) && l_1163;
if (l_1218) {
const bool l_1219 = !l_mut_291;
l_mut_291 = l_1219;
}
if (l_mut_291) {
const double l_1220 = -l_mut_57;
l_mut_57 = l_1220;
}
const float l_1221 = float(l_178);
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_1221);
const double l_1223 = double(l_1221);
l_mut_48 = l_1223;
const uint32 l_1224 = l_1222 & uint32(2139095040);
const bool l_1225 = l_1224 == uint32(0);
if (l_1225) {
const uint32 l_1226 = l_1222 & uint32(8388607);
const double l_1227 = double(l_1226);
const double l_1228 = l_1227 * double(1.401298464324817e-45);
l_mut_48 = l_1228;
const uint32 l_1229 = l_1222 >> uint32(31);
const bool l_1230 = l_1229 == uint32(1);
if (l_1230) {
const double l_1231 = -l_mut_48;
l_mut_48 = l_1231;
}
}
const double l_1232 = abs(l_mut_48);
l_mut_48 = l_1232;
l_mut_237 = uint32(0);
const bool l_1233 = l_1232 >= double(0.785);
if (l_1233) {
const double l_1234 = l_1232 * double(0.6366197723675814);
const double l_1235 = l_1234 + double(0.5);
const double l_1236 = floor(l_1235);
const double l_1237 = l_1236 * double(1.570796325802803);
const double l_1238 = l_1232 - l_1237;
const double l_1239 = l_1238 * l_61;
const double l_1240 = l_1236 * double(9.920935796805404e-10);
const double l_1241 = l_1239 - l_1240;
l_mut_48 = l_1241;
const uint32 l_1242 = uint32(l_1236);
l_mut_237 = l_1242;
}
const uint32 l_1243 = reinterpret_cast<uint32 const&>(l_1221);
const uint32 l_1244 = l_1243 >> uint32(31);
const bool l_1245 = l_1244 == uint32(1);
const double l_1246 = l_mut_48 * l_mut_48;
const double l_1247 = l_1246 * double(1.9572941063391263e-20);
const double l_1248 = double(8.22063524662433e-18) - l_1247;
l_mut_26 = l_1248;
const double l_1249 = l_mut_26 * l_1246;
const double l_1250 = l_1249 - double(2.8114572543455206e-15);
l_mut_26 = l_1250;
const double l_1251 = l_mut_26 * l_1246;
const double l_1252 = l_1251 + double(7.647163731819816e-13);
l_mut_26 = l_1252;
const double l_1253 = l_mut_26 * l_1246;
const double l_1254 = l_1253 - double(1.6059043836821613e-10);
l_mut_26 = l_1254;
const double l_1255 = l_mut_26 * l_1246;
const double l_1256 = l_1255 + double(2.505210838544172e-8);
l_mut_26 = l_1256;
const double l_1257 = l_mut_26 * l_1246;
const double l_1258 = l_1257 - double(2.7557319223985893e-6);
l_mut_26 = l_1258;
const double l_1259 = l_mut_26 * l_1246;
const double l_1260 = l_1259 + double(0.0001984126984126984);
l_mut_26 = l_1260;
const double l_1261 = l_mut_26 * l_1246;
const double l_1262 = l_1261 - double(0.008333333333333333);
l_mut_26 = l_1262;
const double l_1263 = l_mut_26 * l_1246;
const double l_1264 = l_1263 + double(0.16666666666666666);
l_mut_26 = l_1264;
const double l_1265 = double(0.5) * l_1246;
const double l_1266 = double(1.0) - l_1265;
const double l_1267 = double(0.0) * l_1266;
const double l_1268 = l_mut_48 * l_1246;
const double l_1269 = l_1268 * l_mut_26;
const double l_1270 = l_1267 - l_1269;
const double l_1271 = l_mut_48 + l_1270;
const double l_1272 = l_mut_48 * l_mut_48;
const double l_1273 = l_1272 * double(4.110317623312165e-19);
const double l_1274 = l_1273 - double(1.5619206968586225e-16);
l_mut_26 = l_1274;
const double l_1275 = l_mut_26 * l_1272;
const double l_1276 = l_1275 + double(4.779477332387385e-14);
l_mut_26 = l_1276;
const double l_1277 = l_mut_26 * l_1272;
const double l_1278 = l_1277 - double(1.1470745597729725e-11);
l_mut_26 = l_1278;
const double l_1279 = l_mut_26 * l_1272;
const double l_1280 = l_1279 + double(2.08767569878681e-9);
l_mut_26 = l_1280;
const double l_1281 = l_mut_26 * l_1272;
const double l_1282 = l_1281 - double(2.755731922398589e-7);
l_mut_26 = l_1282;
const double l_1283 = l_mut_26 * l_1272;
const double l_1284 = l_1283 + double(2.48015873015873e-5);
l_mut_26 = l_1284;
const double l_1285 = l_mut_26 * l_1272;
const double l_1286 = l_1285 - double(0.001388888888888889);
l_mut_26 = l_1286;
const double l_1287 = l_mut_26 * l_1272;
const double l_1288 = l_1287 + double(0.041666666666666664);
l_mut_26 = l_1288;
const double l_1289 = double(0.5) * l_1272;
const double l_1290 = double(1.0) - l_1289;
const double l_1291 = l_1272 * l_1272;
const double l_1292 = l_1291 * l_mut_26;
const double l_1293 = double(0.0) * l_mut_48;
const double l_1294 = l_1292 - l_1293;
const double l_1295 = l_1290 + l_1294;
const uint32 l_1296 = l_mut_237 & uint32(1);
const bool l_1297 = l_1296 == uint32(1);
l_mut_48 = l_1271;
const uint32 l_1298 = l_mut_237 & uint32(2);
const bool l_1299 = l_1298 != uint32(0);
l_mut_291 = l_1299;
l_mut_48 = l_1295;
if (l_1297) {
l_mut_48 = l_1271;
}
const uint32 l_1300 = l_mut_237 + uint32(1);
const uint32 l_1301 = l_1300 & uint32(2);
const bool l_1302 = l_1301 != uint32(0);
l_mut_291 = l_1302;
const bool l_1303 = bool(false) && l_1245;
if (l_1303) {
const bool l_1304 = !l_mut_291;
l_mut_291 = l_1304;
}
if (l_mut_291) {
const double l_1305 = -l_mut_48;
l_mut_48 = l_1305;
}
const double l_1306 = abs(l_mut_57);
const double l_1307 = l_1306 * double(1.4551915228366852e-11);
const double l_1308 = abs(l_mut_48);
const double l_1309 = l_1308 * double(1.4551915228366852e-11);
l_mut_26 = double(1.4551915228366852e-11);
l_mut_237 = uint32(2);
if (l_169) {
const double l_1310 = l_mut_57 - l_171;
const double l_1311 = abs(l_1310);
const double l_1312 = l_1311 * double(2.220446049250313e-16);
const double l_1313 = l_1307 + l_1312;
const double l_1314 = l_1310 + l_1313;
const double l_1315 = -l_1314;
const double l_1316 = l_1315 * double(7.1362384635298e44);
const double l_1317 = floor(l_1316);
const double l_1318 = l_1317 * double(1.401298464324817e-45);
l_mut_1319 = l_1318;
const double l_1320 = abs(l_1315);
const bool l_1321 = l_1320 >= double(1.1754943508222875e-38);
if (l_1321) {
const float l_1322 = float(l_1315);
const double l_1323 = double(l_1322);
l_mut_1319 = l_1323;
const bool l_1324 = l_mut_1319 > l_1315;
if (l_1324) {
const uint32 l_1325 = reinterpret_cast<uint32 const&>(l_1322);
const uint32 l_1326 = l_1325 ^ uint32(2147483648);
const float l_1327 = reinterpret_cast<float const&>(l_1326);
const uint32 l_1328 = reinterpret_cast<uint32 const&>(l_1327);
const uint32 l_1329 = l_1328 + uint32(1);
l_mut_199 = l_1329;
const uint32 l_1330 = l_1328 & uint32(2147483647);
const bool l_1331 = l_1330 == uint32(0);
if (l_1331) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1332 = l_1328 & uint32(2147483648);
const bool l_1333 = l_1332 != uint32(0);
if (l_1333) {
const uint32 l_1334 = l_1328 - uint32(1);
l_mut_199 = l_1334;
} else {
const bool l_1335 = l_1328 == uint32(2139095040);
if (l_1335) {
l_mut_199 = l_1328;
}
}
}
const float l_1336 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1337 = reinterpret_cast<uint32 const&>(l_1336);
const uint32 l_1338 = l_1337 ^ uint32(2147483648);
const float l_1339 = reinterpret_cast<float const&>(l_1338);
const uint32 l_1340 = reinterpret_cast<uint32 const&>(l_1339);
const double l_1341 = double(l_1339);
l_mut_1342 = l_1341;
const uint32 l_1343 = l_1340 & uint32(2139095040);
const bool l_1344 = l_1343 == uint32(0);
if (l_1344) {
const uint32 l_1345 = l_1340 & uint32(8388607);
const double l_1346 = double(l_1345);
const double l_1347 = l_1346 * double(1.401298464324817e-45);
l_mut_1342 = l_1347;
const uint32 l_1348 = l_1340 >> uint32(31);
const bool l_1349 = l_1348 == uint32(1);
if (l_1349) {
const double l_1350 = -l_mut_1342;
l_mut_1342 = l_1350;
}
}
l_mut_1319 = l_mut_1342;
} else {
const uint32 l_1351 = reinterpret_cast<uint32 const&>(l_1322);
const uint32 l_1352 = l_1351 + uint32(1);
l_mut_199 = l_1352;
const uint32 l_1353 = l_1351 & uint32(2147483647);
const bool l_1354 = l_1353 == uint32(0);
if (l_1354) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1355 = l_1351 & uint32(2147483648);
const bool l_1356 = l_1355 != uint32(0);
if (l_1356) {
const uint32 l_1357 = l_1351 - uint32(1);
l_mut_199 = l_1357;
} else {
const bool l_1358 = l_1351 == uint32(2139095040);
if (l_1358) {
l_mut_199 = l_1351;
}
}
}
const float l_1359 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1360 = reinterpret_cast<uint32 const&>(l_1359);
const double l_1361 = double(l_1359);
l_mut_1342 = l_1361;
const uint32 l_1362 = l_1360 & uint32(2139095040);
const bool l_1363 = l_1362 == uint32(0);
if (l_1363) {
const uint32 l_1364 = l_1360 & uint32(8388607);
const double l_1365 = double(l_1364);
const double l_1366 = l_1365 * double(1.401298464324817e-45);
l_mut_1342 = l_1366;
const uint32 l_1367 = l_1360 >> uint32(31);
const bool l_1368 = l_1367 == uint32(1);
if (l_1368) {
const double l_1369 = -l_mut_1342;
l_mut_1342 = l_1369;
}
}
const bool l_1370 = l_mut_1342 <= l_1315;
if (l_1370) {
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1322);
const uint32 l_1372 = l_1371 + uint32(1);
l_mut_199 = l_1372;
const uint32 l_1373 = l_1371 & uint32(2147483647);
const bool l_1374 = l_1373 == uint32(0);
if (l_1374) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1375 = l_1371 & uint32(2147483648);
const bool l_1376 = l_1375 != uint32(0);
if (l_1376) {
const uint32 l_1377 = l_1371 - uint32(1);
l_mut_199 = l_1377;
} else {
const bool l_1378 = l_1371 == uint32(2139095040);
if (l_1378) {
l_mut_199 = l_1371;
}
}
}
const float l_1379 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1380 = reinterpret_cast<uint32 const&>(l_1379);
const double l_1381 = double(l_1379);
l_mut_1342 = l_1381;
const uint32 l_1382 = l_1380 & uint32(2139095040);
const bool l_1383 = l_1382 == uint32(0);
if (l_1383) {
const uint32 l_1384 = l_1380 & uint32(8388607);
const double l_1385 = double(l_1384);
const double l_1386 = l_1385 * double(1.401298464324817e-45);
l_mut_1342 = l_1386;
const uint32 l_1387 = l_1380 >> uint32(31);
const bool l_1388 = l_1387 == uint32(1);
if (l_1388) {
const double l_1389 = -l_mut_1342;
l_mut_1342 = l_1389;
}
}
l_mut_1319 = l_mut_1342;
}
}
}
const double l_1390 = -l_mut_1319;
l_mut_1342 = l_1390;
const bool l_1391 = bool(true) && bool(true);
if (l_1391) {
const double l_1392 = l_1310 + l_1313;
const double l_1393 = l_1392 * double(7.1362384635298e44);
const double l_1394 = floor(l_1393);
const double l_1395 = l_1394 * double(1.401298464324817e-45);
l_mut_1319 = l_1395;
const double l_1396 = abs(l_1392);
const bool l_1397 = l_1396 >= double(1.1754943508222875e-38);
if (l_1397) {
const float l_1398 = float(l_1392);
const double l_1399 = double(l_1398);
l_mut_1319 = l_1399;
const bool l_1400 = l_mut_1319 > l_1392;
if (l_1400) {
const uint32 l_1401 = reinterpret_cast<uint32 const&>(l_1398);
const uint32 l_1402 = l_1401 ^ uint32(2147483648);
const float l_1403 = reinterpret_cast<float const&>(l_1402);
const uint32 l_1404 = reinterpret_cast<uint32 const&>(l_1403);
const uint32 l_1405 = l_1404 + uint32(1);
l_mut_199 = l_1405;
const uint32 l_1406 = l_1404 & uint32(2147483647);
const bool l_1407 = l_1406 == uint32(0);
if (l_1407) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1408 = l_1404 & uint32(2147483648);
const bool l_1409 = l_1408 != uint32(0);
if (l_1409) {
const uint32 l_1410 = l_1404 - uint32(1);
l_mut_199 = l_1410;
} else {
const bool l_1411 = l_1404 == uint32(2139095040);
if (l_1411) {
l_mut_199 = l_1404;
}
}
}
const float l_1412 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1413 = reinterpret_cast<uint32 const&>(l_1412);
const uint32 l_1414 = l_1413 ^ uint32(2147483648);
const float l_1415 = reinterpret_cast<float const&>(l_1414);
const uint32 l_1416 = reinterpret_cast<uint32 const&>(l_1415);
const double l_1417 = double(l_1415);
l_mut_1418 = l_1417;
const uint32 l_1419 = l_1416 & uint32(2139095040);
const bool l_1420 = l_1419 == uint32(0);
if (l_1420) {
const uint32 l_1421 = l_1416 & uint32(8388607);
const double l_1422 = double(l_1421);
const double l_1423 = l_1422 * double(1.401298464324817e-45);
l_mut_1418 = l_1423;
const uint32 l_1424 = l_1416 >> uint32(31);
const bool l_1425 = l_1424 == uint32(1);
if (l_1425) {
const double l_1426 = -l_mut_1418;
l_mut_1418 = l_1426;
}
}
l_mut_1319 = l_mut_1418;
} else {
const uint32 l_1427 = reinterpret_cast<uint32 const&>(l_1398);
const uint32 l_1428 = l_1427 + uint32(1);
l_mut_199 = l_1428;
const uint32 l_1429 = l_1427 & uint32(2147483647);
const bool l_1430 = l_1429 == uint32(0);
if (l_1430) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1431 = l_1427 & uint32(2147483648);
const bool l_1432 = l_1431 != uint32(0);
if (l_1432) {
const uint32 l_1433 = l_1427 - uint32(1);
l_mut_199 = l_1433;
} else {
const bool l_1434 = l_1427 == uint32(2139095040);
if (l_1434) {
l_mut_199 = l_1427;
}
}
}
const float l_1435 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1436 = reinterpret_cast<uint32 const&>(l_1435);
const double l_1437 = double(l_1435);
l_mut_1418 = l_1437;
const uint32 l_1438 = l_1436 & uint32(2139095040);
const bool l_1439 = l_1438 == uint32(0);
if (l_1439) {
const uint32 l_1440 = l_1436 & uint32(8388607);
const double l_1441 = double(l_1440);
const double l_1442 = l_1441 * double(1.401298464324817e-45);
l_mut_1418 = l_1442;
const uint32 l_1443 = l_1436 >> uint32(31);
const bool l_1444 = l_1443 == uint32(1);
if (l_1444) {
const double l_1445 = -l_mut_1418;
l_mut_1418 = l_1445;
}
}
const bool l_1446 = l_mut_1418 <= l_1392;
if (l_1446) {
const uint32 l_1447 = reinterpret_cast<uint32 const&>(l_1398);
const uint32 l_1448 = l_1447 + uint32(1);
l_mut_199 = l_1448;
const uint32 l_1449 = l_1447 & uint32(2147483647);
const bool l_1450 = l_1449 == uint32(0);
if (l_1450) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1451 = l_1447 & uint32(2147483648);
const bool l_1452 = l_1451 != uint32(0);
if (l_1452) {
const uint32 l_1453 = l_1447 - uint32(1);
l_mut_199 = l_1453;
} else {
const bool l_1454 = l_1447 == uint32(2139095040);
if (l_1454) {
l_mut_199 = l_1447;
}
}
}
const float l_1455 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1456 = reinterpret_cast<uint32 const&>(l_1455);
const double l_1457 = double(l_1455);
l_mut_1418 = l_1457;
const uint32 l_1458 = l_1456 & uint32(2139095040);
const bool l_1459 = l_1458 == uint32(0);
if (l_1459) {
const uint32 l_1460 = l_1456 & uint32(8388607);
const double l_1461 = double(l_1460);
const double l_1462 = l_1461 * double(1.401298464324817e-45);
l_mut_1418 = l_1462;
const uint32 l_1463 = l_1456 >> uint32(31);
const bool l_1464 = l_1463 == uint32(1);
if (l_1464) {
const double l_1465 = -l_mut_1418;
l_mut_1418 = l_1465;
}
}
l_mut_1319 = l_mut_1418;
}
}
}
l_mut_1342 = l_mut_1319;
} else {
const double l_1466 = l_1310 - l_1313;
const double l_1467 = l_1466 * double(7.1362384635298e44);
const double l_1468 = floor(l_1467);
const double l_1469 = l_1468 * double(1.401298464324817e-45);
l_mut_1418 = l_1469;
const double l_1470 = abs(l_1466);
const bool l_1471 = l_1470 >= double(1.1754943508222875e-38);
if (l_1471) {
const float l_1472 = float(l_1466);
const double l_1473 = double(l_1472);
l_mut_1418 = l_1473;
const bool l_1474 = l_mut_1418 > l_1466;
if (l_1474) {
const uint32 l_1475 = reinterpret_cast<uint32 const&>(l_1472);
const uint32 l_1476 = l_1475 ^ uint32(2147483648);
const float l_1477 = reinterpret_cast<float const&>(l_1476);
const uint32 l_1478 = reinterpret_cast<uint32 const&>(l_1477);
const uint32 l_1479 = l_1478 + uint32(1);
l_mut_199 = l_1479;
const uint32 l_1480 = l_1478 & uint32(2147483647);
const bool l_1481 = l_1480 == uint32(0);
if (l_1481) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1482 = l_1478 & uint32(2147483648);
const bool l_1483 = l_1482 != uint32(0);
if (l_1483) {
const uint32 l_1484 = l_1478 - uint32(1);
l_mut_199 = l_1484;
} else {
const bool l_1485 = l_1478 == uint32(2139095040);
if (l_1485) {
l_mut_199 = l_1478;
}
}
}
const float l_1486 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1487 = reinterpret_cast<uint32 const&>(l_1486);
const uint32 l_1488 = l_1487 ^ uint32(2147483648);
const float l_1489 = reinterpret_cast<float const&>(l_1488);
const uint32 l_1490 = reinterpret_cast<uint32 const&>(l_1489);
const double l_1491 = double(l_1489);
l_mut_1319 = l_1491;
const uint32 l_1492 = l_1490 & uint32(2139095040);
const bool l_1493 = l_1492 == uint32(0);
if (l_1493) {
const uint32 l_1494 = l_1490 & uint32(8388607);
const double l_1495 = double(l_1494);
const double l_1496 = l_1495 * double(1.401298464324817e-45);
l_mut_1319 = l_1496;
const uint32 l_1497 = l_1490 >> uint32(31);
const bool l_1498 = l_1497 == uint32(1);
if (l_1498) {
const double l_1499 = -l_mut_1319;
l_mut_1319 = l_1499;
}
}
l_mut_1418 = l_mut_1319;
} else {
const uint32 l_1500 = reinterpret_cast<uint32 const&>(l_1472);
const uint32 l_1501 = l_1500 + uint32(1);
l_mut_199 = l_1501;
const uint32 l_1502 = l_1500 & uint32(2147483647);
const bool l_1503 = l_1502 == uint32(0);
if (l_1503) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1504 = l_1500 & uint32(2147483648);
const bool l_1505 = l_1504 != uint32(0);
if (l_1505) {
const uint32 l_1506 = l_1500 - uint32(1);
l_mut_199 = l_1506;
} else {
const bool l_1507 = l_1500 == uint32(2139095040);
if (l_1507) {
l_mut_199 = l_1500;
}
}
}
const float l_1508 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1509 = reinterpret_cast<uint32 const&>(l_1508);
const double l_1510 = double(l_1508);
l_mut_1319 = l_1510;
const uint32 l_1511 = l_1509 & uint32(2139095040);
const bool l_1512 = l_1511 == uint32(0);
if (l_1512) {
const uint32 l_1513 = l_1509 & uint32(8388607);
const double l_1514 = double(l_1513);
const double l_1515 = l_1514 * double(1.401298464324817e-45);
l_mut_1319 = l_1515;
const uint32 l_1516 = l_1509 >> uint32(31);
const bool l_1517 = l_1516 == uint32(1);
if (l_1517) {
const double l_1518 = -l_mut_1319;
l_mut_1319 = l_1518;
}
}
const bool l_1519 = l_mut_1319 <= l_1466;
if (l_1519) {
const uint32 l_1520 = reinterpret_cast<uint32 const&>(l_1472);
const uint32 l_1521 = l_1520 + uint32(1);
l_mut_199 = l_1521;
const uint32 l_1522 = l_1520 & uint32(2147483647);
const bool l_1523 = l_1522 == uint32(0);
if (l_1523) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1524 = l_1520 & uint32(2147483648);
const bool l_1525 = l_1524 != uint32(0);
if (l_1525) {
const uint32 l_1526 = l_1520 - uint32(1);
l_mut_199 = l_1526;
} else {
const bool l_1527 = l_1520 == uint32(2139095040);
if (l_1527) {
l_mut_199 = l_1520;
}
}
}
const float l_1528 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1529 = reinterpret_cast<uint32 const&>(l_1528);
const double l_1530 = double(l_1528);
l_mut_1319 = l_1530;
const uint32 l_1531 = l_1529 & uint32(2139095040);
const bool l_1532 = l_1531 == uint32(0);
if (l_1532) {
const uint32 l_1533 = l_1529 & uint32(8388607);
const double l_1534 = double(l_1533);
const double l_1535 = l_1534 * double(1.401298464324817e-45);
l_mut_1319 = l_1535;
const uint32 l_1536 = l_1529 >> uint32(31);
const bool l_1537 = l_1536 == uint32(1);
if (l_1537) {
const double l_1538 = -l_mut_1319;
l_mut_1319 = l_1538;
}
}
l_mut_1418 = l_mut_1319;
}
}
}
l_mut_1342 = l_mut_1418;
}
const double l_1539 = l_mut_57 + l_171;
const double l_1540 = abs(l_1539);
const double l_1541 = l_1540 * double(2.220446049250313e-16);
const double l_1542 = l_1307 + l_1541;
const double l_1543 = l_1539 + l_1542;
const double l_1544 = -l_1543;
const double l_1545 = l_1544 * double(7.1362384635298e44);
const double l_1546 = floor(l_1545);
const double l_1547 = l_1546 * double(1.401298464324817e-45);
l_mut_1418 = l_1547;
const double l_1548 = abs(l_1544);
const bool l_1549 = l_1548 >= double(1.1754943508222875e-38);
if (l_1549) {
const float l_1550 = float(l_1544);
const double l_1551 = double(l_1550);
l_mut_1418 = l_1551;
const bool l_1552 = l_mut_1418 > l_1544;
if (l_1552) {
const uint32 l_1553 = reinterpret_cast<uint32 const&>(l_1550);
const uint32 l_1554 = l_1553 ^ uint32(2147483648);
const float l_1555 = reinterpret_cast<float const&>(l_1554);
const uint32 l_1556 = reinterpret_cast<uint32 const&>(l_1555);
const uint32 l_1557 = l_1556 + uint32(1);
l_mut_199 = l_1557;
const uint32 l_1558 = l_1556 & uint32(2147483647);
const bool l_1559 = l_1558 == uint32(0);
if (l_1559) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1560 = l_1556 & uint32(2147483648);
const bool l_1561 = l_1560 != uint32(0);
if (l_1561) {
const uint32 l_1562 = l_1556 - uint32(1);
l_mut_199 = l_1562;
} else {
const bool l_1563 = l_1556 == uint32(2139095040);
if (l_1563) {
l_mut_199 = l_1556;
}
}
}
const float l_1564 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1565 = reinterpret_cast<uint32 const&>(l_1564);
const uint32 l_1566 = l_1565 ^ uint32(2147483648);
const float l_1567 = reinterpret_cast<float const&>(l_1566);
const uint32 l_1568 = reinterpret_cast<uint32 const&>(l_1567);
const double l_1569 = double(l_1567);
l_mut_1319 = l_1569;
const uint32 l_1570 = l_1568 & uint32(2139095040);
const bool l_1571 = l_1570 == uint32(0);
if (l_1571) {
const uint32 l_1572 = l_1568 & uint32(8388607);
const double l_1573 = double(l_1572);
const double l_1574 = l_1573 * double(1.401298464324817e-45);
l_mut_1319 = l_1574;
const uint32 l_1575 = l_1568 >> uint32(31);
const bool l_1576 = l_1575 == uint32(1);
if (l_1576) {
const double l_1577 = -l_mut_1319;
l_mut_1319 = l_1577;
}
}
l_mut_1418 = l_mut_1319;
} else {
const uint32 l_1578 = reinterpret_cast<uint32 const&>(l_1550);
const uint32 l_1579 = l_1578 + uint32(1);
l_mut_199 = l_1579;
const uint32 l_1580 = l_1578 & uint32(2147483647);
const bool l_1581 = l_1580 == uint32(0);
if (l_1581) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1582 = l_1578 & uint32(2147483648);
const bool l_1583 = l_1582 != uint32(0);
if (l_1583) {
const uint32 l_1584 = l_1578 - uint32(1);
l_mut_199 = l_1584;
} else {
const bool l_1585 = l_1578 == uint32(2139095040);
if (l_1585) {
l_mut_199 = l_1578;
}
}
}
const float l_1586 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1587 = reinterpret_cast<uint32 const&>(l_1586);
const double l_1588 = double(l_1586);
l_mut_1319 = l_1588;
const uint32 l_1589 = l_1587 & uint32(2139095040);
const bool l_1590 = l_1589 == uint32(0);
if (l_1590) {
const uint32 l_1591 = l_1587 & uint32(8388607);
const double l_1592 = double(l_1591);
const double l_1593 = l_1592 * double(1.401298464324817e-45);
l_mut_1319 = l_1593;
const uint32 l_1594 = l_1587 >> uint32(31);
const bool l_1595 = l_1594 == uint32(1);
if (l_1595) {
const double l_1596 = -l_mut_1319;
l_mut_1319 = l_1596;
}
}
const bool l_1597 = l_mut_1319 <= l_1544;
if (l_1597) {
const uint32 l_1598 = reinterpret_cast<uint32 const&>(l_1550);
const uint32 l_1599 = l_1598 + uint32(1);
l_mut_199 = l_1599;
const uint32 l_1600 = l_1598 & uint32(2147483647);
const bool l_1601 = l_1600 == uint32(0);
if (l_1601) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1602 = l_1598 & uint32(2147483648);
const bool l_1603 = l_1602 != uint32(0);
if (l_1603) {
const uint32 l_1604 = l_1598 - uint32(1);
l_mut_199 = l_1604;
} else {
const bool l_1605 = l_1598 == uint32(2139095040);
if (l_1605) {
l_mut_199 = l_1598;
}
}
}
const float l_1606 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1607 = reinterpret_cast<uint32 const&>(l_1606);
const double l_1608 = double(l_1606);
l_mut_1319 = l_1608;
const uint32 l_1609 = l_1607 & uint32(2139095040);
const bool l_1610 = l_1609 == uint32(0);
if (l_1610) {
const uint32 l_1611 = l_1607 & uint32(8388607);
const double l_1612 = double(l_1611);
const double l_1613 = l_1612 * double(1.401298464324817e-45);
l_mut_1319 = l_1613;
const uint32 l_1614 = l_1607 >> uint32(31);
const bool l_1615 = l_1614 == uint32(1);
if (l_1615) {
const double l_1616 = -l_mut_1319;
l_mut_1319 = l_1616;
}
}
l_mut_1418 = l_mut_1319;
}
}
}
const double l_1617 = -l_mut_1418;
l_mut_1418 = l_1617;
const bool l_1618 = bool(false) && bool(true);
if (l_1618) {
const double l_1619 = l_1539 + l_1542;
const double l_1620 = l_1619 * double(7.1362384635298e44);
const double l_1621 = floor(l_1620);
const double l_1622 = l_1621 * double(1.401298464324817e-45);
l_mut_1319 = l_1622;
const double l_1623 = abs(l_1619);
const bool l_1624 = l_1623 >= double(1.1754943508222875e-38);
if (l_1624) {
const float l_1625 = float(l_1619);
const double l_1626 = double(l_1625);
l_mut_1319 = l_1626;
const bool l_1627 = l_mut_1319 > l_1619;
if (l_1627) {
const uint32 l_1628 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1629 = l_1628 ^ uint32(2147483648);
const float l_1630 = reinterpret_cast<float const&>(l_1629);
const uint32 l_1631 = reinterpret_cast<uint32 const&>(l_1630);
const uint32 l_1632 = l_1631 + uint32(1);
l_mut_199 = l_1632;
const uint32 l_1633 = l_1631 & uint32(2147483647);
const bool l_1634 = l_1633 == uint32(0);
if (l_1634) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1635 = l_1631 & uint32(2147483648);
const bool l_1636 = l_1635 != uint32(0);
if (l_1636) {
const uint32 l_1637 = l_1631 - uint32(1);
l_mut_199 = l_1637;
} else {
const bool l_1638 = l_1631 == uint32(2139095040);
if (l_1638) {
l_mut_199 = l_1631;
}
}
}
const float l_1639 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1640 = reinterpret_cast<uint32 const&>(l_1639);
const uint32 l_1641 = l_1640 ^ uint32(2147483648);
const float l_1642 = reinterpret_cast<float const&>(l_1641);
const uint32 l_1643 = reinterpret_cast<uint32 const&>(l_1642);
const double l_1644 = double(l_1642);
l_mut_1645 = l_1644;
const uint32 l_1646 = l_1643 & uint32(2139095040);
const bool l_1647 = l_1646 == uint32(0);
if (l_1647) {
const uint32 l_1648 = l_1643 & uint32(8388607);
const double l_1649 = double(l_1648);
const double l_1650 = l_1649 * double(1.401298464324817e-45);
l_mut_1645 = l_1650;
const uint32 l_1651 = l_1643 >> uint32(31);
const bool l_1652 = l_1651 == uint32(1);
if (l_1652) {
const double l_1653 = -l_mut_1645;
l_mut_1645 = l_1653;
}
}
l_mut_1319 = l_mut_1645;
} else {
const uint32 l_1654 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1655 = l_1654 + uint32(1);
l_mut_199 = l_1655;
const uint32 l_1656 = l_1654 & uint32(2147483647);
const bool l_1657 = l_1656 == uint32(0);
if (l_1657) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1658 = l_1654 & uint32(2147483648);
const bool l_1659 = l_1658 != uint32(0);
if (l_1659) {
const uint32 l_1660 = l_1654 - uint32(1);
l_mut_199 = l_1660;
} else {
const bool l_1661 = l_1654 == uint32(2139095040);
if (l_1661) {
l_mut_199 = l_1654;
}
}
}
const float l_1662 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1663 = reinterpret_cast<uint32 const&>(l_1662);
const double l_1664 = double(l_1662);
l_mut_1645 = l_1664;
const uint32 l_1665 = l_1663 & uint32(2139095040);
const bool l_1666 = l_1665 == uint32(0);
if (l_1666) {
const uint32 l_1667 = l_1663 & uint32(8388607);
const double l_1668 = double(l_1667);
const double l_1669 = l_1668 * double(1.401298464324817e-45);
l_mut_1645 = l_1669;
const uint32 l_1670 = l_1663 >> uint32(31);
const bool l_1671 = l_1670 == uint32(1);
if (l_1671) {
const double l_1672 = -l_mut_1645;
l_mut_1645 = l_1672;
}
}
const bool l_1673 = l_mut_1645 <= l_1619;
if (l_1673) {
const uint32 l_1674 = reinterpret_cast<uint32 const&>(l_1625);
const uint32 l_1675 = l_1674 + uint32(1);
l_mut_199 = l_1675;
const uint32 l_1676 = l_1674 & uint32(2147483647);
const bool l_1677 = l_1676 == uint32(0);
if (l_1677) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1678 = l_1674 & uint32(2147483648);
const bool l_1679 = l_1678 != uint32(0);
if (l_1679) {
const uint32 l_1680 = l_1674 - uint32(1);
l_mut_199 = l_1680;
} else {
const bool l_1681 = l_1674 == uint32(2139095040);
if (l_1681) {
l_mut_199 = l_1674;
}
}
}
const float l_1682 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1683 = reinterpret_cast<uint32 const&>(l_1682);
const double l_1684 = double(l_1682);
l_mut_1645 = l_1684;
const uint32 l_1685 = l_1683 & uint32(2139095040);
const bool l_1686 = l_1685 == uint32(0);
if (l_1686) {
const uint32 l_1687 = l_1683 & uint32(8388607);
const double l_1688 = double(l_1687);
const double l_1689 = l_1688 * double(1.401298464324817e-45);
l_mut_1645 = l_1689;
const uint32 l_1690 = l_1683 >> uint32(31);
const bool l_1691 = l_1690 == uint32(1);
if (l_1691) {
const double l_1692 = -l_mut_1645;
l_mut_1645 = l_1692;
}
}
l_mut_1319 = l_mut_1645;
}
}
}
l_mut_1418 = l_mut_1319;
} else {
const double l_1693 = l_1539 - l_1542;
const double l_1694 = -l_1693;
const double l_1695 = l_1694 * double(7.1362384635298e44);
const double l_1696 = floor(l_1695);
const double l_1697 = l_1696 * double(1.401298464324817e-45);
l_mut_1645 = l_1697;
const double l_1698 = abs(l_1694);
const bool l_1699 = l_1698 >= double(1.1754943508222875e-38);
if (l_1699) {
const float l_1700 = float(l_1694);
const double l_1701 = double(l_1700);
l_mut_1645 = l_1701;
const bool l_1702 = l_mut_1645 > l_1694;
if (l_1702) {
const uint32 l_1703 = reinterpret_cast<uint32 const&>(l_1700);
const uint32 l_1704 = l_1703 ^ uint32(2147483648);
const float l_1705 = reinterpret_cast<float const&>(l_1704);
const uint32 l_1706 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1707 = l_1706 + uint32(1);
l_mut_199 = l_1707;
const uint32 l_1708 = l_1706 & uint32(2147483647);
const bool l_1709 = l_1708 == uint32(0);
if (l_1709) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1710 = l_1706 & uint32(2147483648);
const bool l_1711 = l_1710 != uint32(0);
if (l_1711) {
const uint32 l_1712 = l_1706 - uint32(1);
l_mut_199 = l_1712;
} else {
const bool l_1713 = l_1706 == uint32(2139095040);
if (l_1713) {
l_mut_199 = l_1706;
}
}
}
const float l_1714 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1715 = reinterpret_cast<uint32 const&>(l_1714);
const uint32 l_1716 = l_1715 ^ uint32(2147483648);
const float l_1717 = reinterpret_cast<float const&>(l_1716);
const uint32 l_1718 = reinterpret_cast<uint32 const&>(l_1717);
const double l_1719 = double(l_1717);
l_mut_1319 = l_1719;
const uint32 l_1720 = l_1718 & uint32(2139095040);
const bool l_1721 = l_1720 == uint32(0);
if (l_1721) {
const uint32 l_1722 = l_1718 & uint32(8388607);
const double l_1723 = double(l_1722);
const double l_1724 = l_1723 * double(1.401298464324817e-45);
l_mut_1319 = l_1724;
const uint32 l_1725 = l_1718 >> uint32(31);
const bool l_1726 = l_1725 == uint32(1);
if (l_1726) {
const double l_1727 = -l_mut_1319;
l_mut_1319 = l_1727;
}
}
l_mut_1645 = l_mut_1319;
} else {
const uint32 l_1728 = reinterpret_cast<uint32 const&>(l_1700);
const uint32 l_1729 = l_1728 + uint32(1);
l_mut_199 = l_1729;
const uint32 l_1730 = l_1728 & uint32(2147483647);
const bool l_1731 = l_1730 == uint32(0);
if (l_1731) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1732 = l_1728 & uint32(2147483648);
const bool l_1733 = l_1732 != uint32(0);
if (l_1733) {
const uint32 l_1734 = l_1728 - uint32(1);
l_mut_199 = l_1734;
} else {
const bool l_1735 = l_1728 == uint32(2139095040);
if (l_1735) {
l_mut_199 = l_1728;
}
}
}
const float l_1736 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1737 = reinterpret_cast<uint32 const&>(l_1736);
const double l_1738 = double(l_1736);
l_mut_1319 = l_1738;
const uint32 l_1739 = l_1737 & uint32(2139095040);
const bool l_1740 = l_1739 == uint32(0);
if (l_1740) {
const uint32 l_1741 = l_1737 & uint32(8388607);
const double l_1742 = double(l_1741);
const double l_1743 = l_1742 * double(1.401298464324817e-45);
l_mut_1319 = l_1743;
const uint32 l_1744 = l_1737 >> uint32(31);
const bool l_1745 = l_1744 == uint32(1);
if (l_1745) {
const double l_1746 = -l_mut_1319;
l_mut_1319 = l_1746;
}
}
const bool l_1747 = l_mut_1319 <= l_1694;
if (l_1747) {
const uint32 l_1748 = reinterpret_cast<uint32 const&>(l_1700);
const uint32 l_1749 = l_1748 + uint32(1);
l_mut_199 = l_1749;
const uint32 l_1750 = l_1748 & uint32(2147483647);
const bool l_1751 = l_1750 == uint32(0);
if (l_1751) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1752 = l_1748 & uint32(2147483648);
const bool l_1753 = l_1752 != uint32(0);
if (l_1753) {
const uint32 l_1754 = l_1748 - uint32(1);
l_mut_199 = l_1754;
} else {
const bool l_1755 = l_1748 == uint32(2139095040);
if (l_1755) {
l_mut_199 = l_1748;
}
}
}
const float l_1756 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1757 = reinterpret_cast<uint32 const&>(l_1756);
const double l_1758 = double(l_1756);
l_mut_1319 = l_1758;
const uint32 l_1759 = l_1757 & uint32(2139095040);
const bool l_1760 = l_1759 == uint32(0);
if (l_1760) {
const uint32 l_1761 = l_1757 & uint32(8388607);
const double l_1762 = double(l_1761);
const double l_1763 = l_1762 * double(1.401298464324817e-45);
l_mut_1319 = l_1763;
const uint32 l_1764 = l_1757 >> uint32(31);
const bool l_1765 = l_1764 == uint32(1);
if (l_1765) {
const double l_1766 = -l_mut_1319;
l_mut_1319 = l_1766;
}
}
l_mut_1645 = l_mut_1319;
}
}
}
const double l_1767 = -l_mut_1645;
l_mut_1418 = l_1767;
}
const double l_1768 = l_mut_48 - l_171;
const double l_1769 = abs(l_1768);
const double l_1770 = l_1769 * double(2.220446049250313e-16);
const double l_1771 = l_1309 + l_1770;
const double l_1772 = l_1768 + l_1771;
const double l_1773 = -l_1772;
const double l_1774 = l_1773 * double(7.1362384635298e44);
const double l_1775 = floor(l_1774);
const double l_1776 = l_1775 * double(1.401298464324817e-45);
l_mut_1645 = l_1776;
const double l_1777 = abs(l_1773);
const bool l_1778 = l_1777 >= double(1.1754943508222875e-38);
if (l_1778) {
const float l_1779 = float(l_1773);
const double l_1780 = double(l_1779);
l_mut_1645 = l_1780;
const bool l_1781 = l_mut_1645 > l_1773;
if (l_1781) {
const uint32 l_1782 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1783 = l_1782 ^ uint32(2147483648);
const float l_1784 = reinterpret_cast<float const&>(l_1783);
const uint32 l_1785 = reinterpret_cast<uint32 const&>(l_1784);
const uint32 l_1786 = l_1785 + uint32(1);
l_mut_199 = l_1786;
const uint32 l_1787 = l_1785 & uint32(2147483647);
const bool l_1788 = l_1787 == uint32(0);
if (l_1788) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1789 = l_1785 & uint32(2147483648);
const bool l_1790 = l_1789 != uint32(0);
if (l_1790) {
const uint32 l_1791 = l_1785 - uint32(1);
l_mut_199 = l_1791;
} else {
const bool l_1792 = l_1785 == uint32(2139095040);
if (l_1792) {
l_mut_199 = l_1785;
}
}
}
const float l_1793 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1794 = reinterpret_cast<uint32 const&>(l_1793);
const uint32 l_1795 = l_1794 ^ uint32(2147483648);
const float l_1796 = reinterpret_cast<float const&>(l_1795);
const uint32 l_1797 = reinterpret_cast<uint32 const&>(l_1796);
const double l_1798 = double(l_1796);
l_mut_1319 = l_1798;
const uint32 l_1799 = l_1797 & uint32(2139095040);
const bool l_1800 = l_1799 == uint32(0);
if (l_1800) {
const uint32 l_1801 = l_1797 & uint32(8388607);
const double l_1802 = double(l_1801);
const double l_1803 = l_1802 * double(1.401298464324817e-45);
l_mut_1319 = l_1803;
const uint32 l_1804 = l_1797 >> uint32(31);
const bool l_1805 = l_1804 == uint32(1);
if (l_1805) {
const double l_1806 = -l_mut_1319;
l_mut_1319 = l_1806;
}
}
l_mut_1645 = l_mut_1319;
} else {
const uint32 l_1807 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1808 = l_1807 + uint32(1);
l_mut_199 = l_1808;
const uint32 l_1809 = l_1807 & uint32(2147483647);
const bool l_1810 = l_1809 == uint32(0);
if (l_1810) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1811 = l_1807 & uint32(2147483648);
const bool l_1812 = l_1811 != uint32(0);
if (l_1812) {
const uint32 l_1813 = l_1807 - uint32(1);
l_mut_199 = l_1813;
} else {
const bool l_1814 = l_1807 == uint32(2139095040);
if (l_1814) {
l_mut_199 = l_1807;
}
}
}
const float l_1815 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1816 = reinterpret_cast<uint32 const&>(l_1815);
const double l_1817 = double(l_1815);
l_mut_1319 = l_1817;
const uint32 l_1818 = l_1816 & uint32(2139095040);
const bool l_1819 = l_1818 == uint32(0);
if (l_1819) {
const uint32 l_1820 = l_1816 & uint32(8388607);
const double l_1821 = double(l_1820);
const double l_1822 = l_1821 * double(1.401298464324817e-45);
l_mut_1319 = l_1822;
const uint32 l_1823 = l_1816 >> uint32(31);
const bool l_1824 = l_1823 == uint32(1);
if (l_1824) {
const double l_1825 = -l_mut_1319;
l_mut_1319 = l_1825;
}
}
const bool l_1826 = l_mut_1319 <= l_1773;
if (l_1826) {
const uint32 l_1827 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1828 = l_1827 + uint32(1);
l_mut_199 = l_1828;
const uint32 l_1829 = l_1827 & uint32(2147483647);
const bool l_1830 = l_1829 == uint32(0);
if (l_1830) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1831 = l_1827 & uint32(2147483648);
const bool l_1832 = l_1831 != uint32(0);
if (l_1832) {
const uint32 l_1833 = l_1827 - uint32(1);
l_mut_199 = l_1833;
} else {
const bool l_1834 = l_1827 == uint32(2139095040);
if (l_1834) {
l_mut_199 = l_1827;
}
}
}
const float l_1835 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_1835);
const double l_1837 = double(l_1835);
l_mut_1319 = l_1837;
const uint32 l_1838 = l_1836 & uint32(2139095040);
const bool l_1839 = l_1838 == uint32(0);
if (l_1839) {
const uint32 l_1840 = l_1836 & uint32(8388607);
const double l_1841 = double(l_1840);
const double l_1842 = l_1841 * double(1.401298464324817e-45);
l_mut_1319 = l_1842;
const uint32 l_1843 = l_1836 >> uint32(31);
const bool l_1844 = l_1843 == uint32(1);
if (l_1844) {
const double l_1845 = -l_mut_1319;
l_mut_1319 = l_1845;
}
}
l_mut_1645 = l_mut_1319;
}
}
}
const double l_1846 = -l_mut_1645;
l_mut_1645 = l_1846;
const bool l_1847 = bool(true) && bool(true);
if (l_1847) {
const double l_1848 = l_1768 + l_1771;
const double l_1849 = l_1848 * double(7.1362384635298e44);
const double l_1850 = floor(l_1849);
const double l_1851 = l_1850 * double(1.401298464324817e-45);
l_mut_1319 = l_1851;
const double l_1852 = abs(l_1848);
const bool l_1853 = l_1852 >= double(1.1754943508222875e-38);
if (l_1853) {
const float l_1854 = float(l_1848);
const double l_1855 = double(l_1854);
l_mut_1319 = l_1855;
const bool l_1856 = l_mut_1319 > l_1848;
if (l_1856) {
const uint32 l_1857 = reinterpret_cast<uint32 const&>(l_1854);
const uint32 l_1858 = l_1857 ^ uint32(2147483648);
const float l_1859 = reinterpret_cast<float const&>(l_1858);
const uint32 l_1860 = reinterpret_cast<uint32 const&>(l_1859);
const uint32 l_1861 = l_1860 + uint32(1);
l_mut_199 = l_1861;
const uint32 l_1862 = l_1860 & uint32(2147483647);
const bool l_1863 = l_1862 == uint32(0);
if (l_1863) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1864 = l_1860 & uint32(2147483648);
const bool l_1865 = l_1864 != uint32(0);
if (l_1865) {
const uint32 l_1866 = l_1860 - uint32(1);
l_mut_199 = l_1866;
} else {
const bool l_1867 = l_1860 == uint32(2139095040);
if (l_1867) {
l_mut_199 = l_1860;
}
}
}
const float l_1868 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1869 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1870 = l_1869 ^ uint32(2147483648);
const float l_1871 = reinterpret_cast<float const&>(l_1870);
const uint32 l_1872 = reinterpret_cast<uint32 const&>(l_1871);
const double l_1873 = double(l_1871);
l_mut_1874 = l_1873;
const uint32 l_1875 = l_1872 & uint32(2139095040);
const bool l_1876 = l_1875 == uint32(0);
if (l_1876) {
const uint32 l_1877 = l_1872 & uint32(8388607);
const double l_1878 = double(l_1877);
const double l_1879 = l_1878 * double(1.401298464324817e-45);
l_mut_1874 = l_1879;
const uint32 l_1880 = l_1872 >> uint32(31);
const bool l_1881 = l_1880 == uint32(1);
if (l_1881) {
const double l_1882 = -l_mut_1874;
l_mut_1874 = l_1882;
}
}
l_mut_1319 = l_mut_1874;
} else {
const uint32 l_1883 = reinterpret_cast<uint32 const&>(l_1854);
const uint32 l_1884 = l_1883 + uint32(1);
l_mut_199 = l_1884;
const uint32 l_1885 = l_1883 & uint32(2147483647);
const bool l_1886 = l_1885 == uint32(0);
if (l_1886) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1887 = l_1883 & uint32(2147483648);
const bool l_1888 = l_1887 != uint32(0);
if (l_1888) {
const uint32 l_1889 = l_1883 - uint32(1);
l_mut_199 = l_1889;
} else {
const bool l_1890 = l_1883 == uint32(2139095040);
if (l_1890) {
l_mut_199 = l_1883;
}
}
}
const float l_1891 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1892 = reinterpret_cast<uint32 const&>(l_1891);
const double l_1893 = double(l_1891);
l_mut_1874 = l_1893;
const uint32 l_1894 = l_1892 & uint32(2139095040);
const bool l_1895 = l_1894 == uint32(0);
if (l_1895) {
const uint32 l_1896 = l_1892 & uint32(8388607);
const double l_1897 = double(l_1896);
const double l_1898 = l_1897 * double(1.401298464324817e-45);
l_mut_1874 = l_1898;
const uint32 l_1899 = l_1892 >> uint32(31);
const bool l_1900 = l_1899 == uint32(1);
if (l_1900) {
const double l_1901 = -l_mut_1874;
l_mut_1874 = l_1901;
}
}
const bool l_1902 = l_mut_1874 <= l_1848;
if (l_1902) {
const uint32 l_1903 = reinterpret_cast<uint32 const&>(l_1854);
const uint32 l_1904 = l_1903 + uint32(1);
l_mut_199 = l_1904;
const uint32 l_1905 = l_1903 & uint32(2147483647);
const bool l_1906 = l_1905 == uint32(0);
if (l_1906) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1907 = l_1903 & uint32(2147483648);
const bool l_1908 = l_1907 != uint32(0);
if (l_1908) {
const uint32 l_1909 = l_1903 - uint32(1);
l_mut_199 = l_1909;
} else {
const bool l_1910 = l_1903 == uint32(2139095040);
if (l_1910) {
l_mut_199 = l_1903;
}
}
}
const float l_1911 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1912 = reinterpret_cast<uint32 const&>(l_1911);
const double l_1913 = double(l_1911);
l_mut_1874 = l_1913;
const uint32 l_1914 = l_1912 & uint32(2139095040);
const bool l_1915 = l_1914 == uint32(0);
if (l_1915) {
const uint32 l_1916 = l_1912 & uint32(8388607);
const double l_1917 = double(l_1916);
const double l_1918 = l_1917 * double(1.401298464324817e-45);
l_mut_1874 = l_1918;
const uint32 l_1919 = l_1912 >> uint32(31);
const bool l_1920 = l_1919 == uint32(1);
if (l_1920) {
const double l_1921 = -l_mut_1874;
l_mut_1874 = l_1921;
}
}
l_mut_1319 = l_mut_1874;
}
}
}
l_mut_1645 = l_mut_1319;
} else {
const double l_1922 = l_1768 - l_1771;
const double l_1923 = l_1922 * double(7.1362384635298e44);
const double l_1924 = floor(l_1923);
const double l_1925 = l_1924 * double(1.401298464324817e-45);
l_mut_1874 = l_1925;
const double l_1926 = abs(l_1922);
const bool l_1927 = l_1926 >= double(1.1754943508222875e-38);
if (l_1927) {
const float l_1928 = float(l_1922);
const double l_1929 = double(l_1928);
l_mut_1874 = l_1929;
const bool l_1930 = l_mut_1874 > l_1922;
if (l_1930) {
const uint32 l_1931 = reinterpret_cast<uint32 const&>(l_1928);
const uint32 l_1932 = l_1931 ^ uint32(2147483648);
const float l_1933 = reinterpret_cast<float const&>(l_1932);
const uint32 l_1934 = reinterpret_cast<uint32 const&>(l_1933);
const uint32 l_1935 = l_1934 + uint32(1);
l_mut_199 = l_1935;
const uint32 l_1936 = l_1934 & uint32(2147483647);
const bool l_1937 = l_1936 == uint32(0);
if (l_1937) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1938 = l_1934 & uint32(2147483648);
const bool l_1939 = l_1938 != uint32(0);
if (l_1939) {
const uint32 l_1940 = l_1934 - uint32(1);
l_mut_199 = l_1940;
} else {
const bool l_1941 = l_1934 == uint32(2139095040);
if (l_1941) {
l_mut_199 = l_1934;
}
}
}
const float l_1942 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1943 = reinterpret_cast<uint32 const&>(l_1942);
const uint32 l_1944 = l_1943 ^ uint32(2147483648);
const float l_1945 = reinterpret_cast<float const&>(l_1944);
const uint32 l_1946 = reinterpret_cast<uint32 const&>(l_1945);
const double l_1947 = double(l_1945);
l_mut_1319 = l_1947;
const uint32 l_1948 = l_1946 & uint32(2139095040);
const bool l_1949 = l_1948 == uint32(0);
if (l_1949) {
const uint32 l_1950 = l_1946 & uint32(8388607);
const double l_1951 = double(l_1950);
const double l_1952 = l_1951 * double(1.401298464324817e-45);
l_mut_1319 = l_1952;
const uint32 l_1953 = l_1946 >> uint32(31);
const bool l_1954 = l_1953 == uint32(1);
if (l_1954) {
const double l_1955 = -l_mut_1319;
l_mut_1319 = l_1955;
}
}
l_mut_1874 = l_mut_1319;
} else {
const uint32 l_1956 = reinterpret_cast<uint32 const&>(l_1928);
const uint32 l_1957 = l_1956 + uint32(1);
l_mut_199 = l_1957;
const uint32 l_1958 = l_1956 & uint32(2147483647);
const bool l_1959 = l_1958 == uint32(0);
if (l_1959) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1960 = l_1956 & uint32(2147483648);
const bool l_1961 = l_1960 != uint32(0);
if (l_1961) {
const uint32 l_1962 = l_1956 - uint32(1);
l_mut_199 = l_1962;
} else {
const bool l_1963 = l_1956 == uint32(2139095040);
if (l_1963) {
l_mut_199 = l_1956;
}
}
}
const float l_1964 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1965 = reinterpret_cast<uint32 const&>(l_1964);
const double l_1966 = double(l_1964);
l_mut_1319 = l_1966;
const uint32 l_1967 = l_1965 & uint32(2139095040);
const bool l_1968 = l_1967 == uint32(0);
if (l_1968) {
const uint32 l_1969 = l_1965 & uint32(8388607);
const double l_1970 = double(l_1969);
const double l_1971 = l_1970 * double(1.401298464324817e-45);
l_mut_1319 = l_1971;
const uint32 l_1972 = l_1965 >> uint32(31);
const bool l_1973 = l_1972 == uint32(1);
if (l_1973) {
const double l_1974 = -l_mut_1319;
l_mut_1319 = l_1974;
}
}
const bool l_1975 = l_mut_1319 <= l_1922;
if (l_1975) {
const uint32 l_1976 = reinterpret_cast<uint32 const&>(l_1928);
const uint32 l_1977 = l_1976 + uint32(1);
l_mut_199 = l_1977;
const uint32 l_1978 = l_1976 & uint32(2147483647);
const bool l_1979 = l_1978 == uint32(0);
if (l_1979) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1980 = l_1976 & uint32(2147483648);
const bool l_1981 = l_1980 != uint32(0);
if (l_1981) {
const uint32 l_1982 = l_1976 - uint32(1);
l_mut_199 = l_1982;
} else {
const bool l_1983 = l_1976 == uint32(2139095040);
if (l_1983) {
l_mut_199 = l_1976;
}
}
}
const float l_1984 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1985 = reinterpret_cast<uint32 const&>(l_1984);
const double l_1986 = double(l_1984);
l_mut_1319 = l_1986;
const uint32 l_1987 = l_1985 & uint32(2139095040);
const bool l_1988 = l_1987 == uint32(0);
if (l_1988) {
const uint32 l_1989 = l_1985 & uint32(8388607);
const double l_1990 = double(l_1989);
const double l_1991 = l_1990 * double(1.401298464324817e-45);
l_mut_1319 = l_1991;
const uint32 l_1992 = l_1985 >> uint32(31);
const bool l_1993 = l_1992 == uint32(1);
if (l_1993) {
const double l_1994 = -l_mut_1319;
l_mut_1319 = l_1994;
}
}
l_mut_1874 = l_mut_1319;
}
}
}
l_mut_1645 = l_mut_1874;
}
const double l_1995 = l_mut_48 + l_171;
const double l_1996 = abs(l_1995);
const double l_1997 = l_1996 * double(2.220446049250313e-16);
const double l_1998 = l_1309 + l_1997;
const double l_1999 = l_1995 + l_1998;
const double l_2000 = -l_1999;
const double l_2001 = l_2000 * double(7.1362384635298e44);
const double l_2002 = floor(l_2001);
const double l_2003 = l_2002 * double(1.401298464324817e-45);
l_mut_1874 = l_2003;
const double l_2004 = abs(l_2000);
const bool l_2005 = l_2004 >= double(1.1754943508222875e-38);
if (l_2005) {
const float l_2006 = float(l_2000);
const double l_2007 = double(l_2006);
l_mut_1874 = l_2007;
const bool l_2008 = l_mut_1874 > l_2000;
if (l_2008) {
const uint32 l_2009 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2010 = l_2009 ^ uint32(2147483648);
const float l_2011 = reinterpret_cast<float const&>(l_2010);
const uint32 l_2012 = reinterpret_cast<uint32 const&>(l_2011);
const uint32 l_2013 = l_2012 + uint32(1);
l_mut_199 = l_2013;
const uint32 l_2014 = l_2012 & uint32(2147483647);
const bool l_2015 = l_2014 == uint32(0);
if (l_2015) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2016 = l_2012 & uint32(2147483648);
const bool l_2017 = l_2016 != uint32(0);
if (l_2017) {
const uint32 l_2018 = l_2012 - uint32(1);
l_mut_199 = l_2018;
} else {
const bool l_2019 = l_2012 == uint32(2139095040);
if (l_2019) {
l_mut_199 = l_2012;
}
}
}
const float l_2020 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2021 = reinterpret_cast<uint32 const&>(l_2020);
const uint32 l_2022 = l_2021 ^ uint32(2147483648);
const float l_2023 = reinterpret_cast<float const&>(l_2022);
const uint32 l_2024 = reinterpret_cast<uint32 const&>(l_2023);
const double l_2025 = double(l_2023);
l_mut_1319 = l_2025;
const uint32 l_2026 = l_2024 & uint32(2139095040);
const bool l_2027 = l_2026 == uint32(0);
if (l_2027) {
const uint32 l_2028 = l_2024 & uint32(8388607);
const double l_2029 = double(l_2028);
const double l_2030 = l_2029 * double(1.401298464324817e-45);
l_mut_1319 = l_2030;
const uint32 l_2031 = l_2024 >> uint32(31);
const bool l_2032 = l_2031 == uint32(1);
if (l_2032) {
const double l_2033 = -l_mut_1319;
l_mut_1319 = l_2033;
}
}
l_mut_1874 = l_mut_1319;
} else {
const uint32 l_2034 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2035 = l_2034 + uint32(1);
l_mut_199 = l_2035;
const uint32 l_2036 = l_2034 & uint32(2147483647);
const bool l_2037 = l_2036 == uint32(0);
if (l_2037) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2038 = l_2034 & uint32(2147483648);
const bool l_2039 = l_2038 != uint32(0);
if (l_2039) {
const uint32 l_2040 = l_2034 - uint32(1);
l_mut_199 = l_2040;
} else {
const bool l_2041 = l_2034 == uint32(2139095040);
if (l_2041) {
l_mut_199 = l_2034;
}
}
}
const float l_2042 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2043 = reinterpret_cast<uint32 const&>(l_2042);
const double l_2044 = double(l_2042);
l_mut_1319 = l_2044;
const uint32 l_2045 = l_2043 & uint32(2139095040);
const bool l_2046 = l_2045 == uint32(0);
if (l_2046) {
const uint32 l_2047 = l_2043 & uint32(8388607);
const double l_2048 = double(l_2047);
const double l_2049 = l_2048 * double(1.401298464324817e-45);
l_mut_1319 = l_2049;
const uint32 l_2050 = l_2043 >> uint32(31);
const bool l_2051 = l_2050 == uint32(1);
if (l_2051) {
const double l_2052 = -l_mut_1319;
l_mut_1319 = l_2052;
}
}
const bool l_2053 = l_mut_1319 <= l_2000;
if (l_2053) {
const uint32 l_2054 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2055 = l_2054 + uint32(1);
l_mut_199 = l_2055;
const uint32 l_2056 = l_2054 & uint32(2147483647);
const bool l_2057 = l_2056 == uint32(0);
if (l_2057) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2058 = l_2054 & uint32(2147483648);
const bool l_2059 = l_2058 != uint32(0);
if (l_2059) {
const uint32 l_2060 = l_2054 - uint32(1);
l_mut_199 = l_2060;
} else {
const bool l_2061 = l_2054 == uint32(2139095040);
if (l_2061) {
l_mut_199 = l_2054;
}
}
}
const float l_2062 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2063 = reinterpret_cast<uint32 const&>(l_2062);
const double l_2064 = double(l_2062);
l_mut_1319 = l_2064;
const uint32 l_2065 = l_2063 & uint32(2139095040);
const bool l_2066 = l_2065 == uint32(0);
if (l_2066) {
const uint32 l_2067 = l_2063 & uint32(8388607);
const double l_2068 = double(l_2067);
const double l_2069 = l_2068 * double(1.401298464324817e-45);
l_mut_1319 = l_2069;
const uint32 l_2070 = l_2063 >> uint32(31);
const bool l_2071 = l_2070 == uint32(1);
if (l_2071) {
const double l_2072 = -l_mut_1319;
l_mut_1319 = l_2072;
}
}
l_mut_1874 = l_mut_1319;
}
}
}
const double l_2073 = -l_mut_1874;
l_mut_1874 = l_2073;
const bool l_2074 = bool(false) && bool(true);
if (l_2074) {
const double l_2075 = l_1995 + l_1998;
const double l_2076 = l_2075 * double(7.1362384635298e44);
const double l_2077 = floor(l_2076);
const double l_2078 = l_2077 * double(1.401298464324817e-45);
l_mut_1319 = l_2078;
const double l_2079 = abs(l_2075);
const bool l_2080 = l_2079 >= double(1.1754943508222875e-38);
if (l_2080) {
const float l_2081 = float(l_2075);
const double l_2082 = double(l_2081);
l_mut_1319 = l_2082;
const bool l_2083 = l_mut_1319 > l_2075;
if (l_2083) {
const uint32 l_2084 = reinterpret_cast<uint32 const&>(l_2081);
const uint32 l_2085 = l_2084 ^ uint32(2147483648);
const float l_2086 = reinterpret_cast<float const&>(l_2085);
const uint32 l_2087 = reinterpret_cast<uint32 const&>(l_2086);
const uint32 l_2088 = l_2087 + uint32(1);
l_mut_199 = l_2088;
const uint32 l_2089 = l_2087 & uint32(2147483647);
const bool l_2090 = l_2089 == uint32(0);
if (l_2090) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2091 = l_2087 & uint32(2147483648);
const bool l_2092 = l_2091 != uint32(0);
if (l_2092) {
const uint32 l_2093 = l_2087 - uint32(1);
l_mut_199 = l_2093;
} else {
const bool l_2094 = l_2087 == uint32(2139095040);
if (l_2094) {
l_mut_199 = l_2087;
}
}
}
const float l_2095 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2096 = reinterpret_cast<uint32 const&>(l_2095);
const uint32 l_2097 = l_2096 ^ uint32(2147483648);
const float l_2098 = reinterpret_cast<float const&>(l_2097);
const uint32 l_2099 = reinterpret_cast<uint32 const&>(l_2098);
const double l_2100 = double(l_2098);
l_mut_2101 = l_2100;
const uint32 l_2102 = l_2099 & uint32(2139095040);
const bool l_2103 = l_2102 == uint32(0);
if (l_2103) {
const uint32 l_2104 = l_2099 & uint32(8388607);
const double l_2105 = double(l_2104);
const double l_2106 = l_2105 * double(1.401298464324817e-45);
l_mut_2101 = l_2106;
const uint32 l_2107 = l_2099 >> uint32(31);
const bool l_2108 = l_2107 == uint32(1);
if (l_2108) {
const double l_2109 = -l_mut_2101;
l_mut_2101 = l_2109;
}
}
l_mut_1319 = l_mut_2101;
} else {
const uint32 l_2110 = reinterpret_cast<uint32 const&>(l_2081);
const uint32 l_2111 = l_2110 + uint32(1);
l_mut_199 = l_2111;
const uint32 l_2112 = l_2110 & uint32(2147483647);
const bool l_2113 = l_2112 == uint32(0);
if (l_2113) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2114 = l_2110 & uint32(2147483648);
const bool l_2115 = l_2114 != uint32(0);
if (l_2115) {
const uint32 l_2116 = l_2110 - uint32(1);
l_mut_199 = l_2116;
} else {
const bool l_2117 = l_2110 == uint32(2139095040);
if (l_2117) {
l_mut_199 = l_2110;
}
}
}
const float l_2118 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2119 = reinterpret_cast<uint32 const&>(l_2118);
const double l_2120 = double(l_2118);
l_mut_2101 = l_2120;
const uint32 l_2121 = l_2119 & uint32(2139095040);
const bool l_2122 = l_2121 == uint32(0);
if (l_2122) {
const uint32 l_2123 = l_2119 & uint32(8388607);
const double l_2124 = double(l_2123);
const double l_2125 = l_2124 * double(1.401298464324817e-45);
l_mut_2101 = l_2125;
const uint32 l_2126 = l_2119 >> uint32(31);
const bool l_2127 = l_2126 == uint32(1);
if (l_2127) {
const double l_2128 = -l_mut_2101;
l_mut_2101 = l_2128;
}
}
const bool l_2129 = l_mut_2101 <= l_2075;
if (l_2129) {
const uint32 l_2130 = reinterpret_cast<uint32 const&>(l_2081);
const uint32 l_2131 = l_2130 + uint32(1);
l_mut_199 = l_2131;
const uint32 l_2132 = l_2130 & uint32(2147483647);
const bool l_2133 = l_2132 == uint32(0);
if (l_2133) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2134 = l_2130 & uint32(2147483648);
const bool l_2135 = l_2134 != uint32(0);
if (l_2135) {
const uint32 l_2136 = l_2130 - uint32(1);
l_mut_199 = l_2136;
} else {
const bool l_2137 = l_2130 == uint32(2139095040);
if (l_2137) {
l_mut_199 = l_2130;
}
}
}
const float l_2138 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2139 = reinterpret_cast<uint32 const&>(l_2138);
const double l_2140 = double(l_2138);
l_mut_2101 = l_2140;
const uint32 l_2141 = l_2139 & uint32(2139095040);
const bool l_2142 = l_2141 == uint32(0);
if (l_2142) {
const uint32 l_2143 = l_2139 & uint32(8388607);
const double l_2144 = double(l_2143);
const double l_2145 = l_2144 * double(1.401298464324817e-45);
l_mut_2101 = l_2145;
const uint32 l_2146 = l_2139 >> uint32(31);
const bool l_2147 = l_2146 == uint32(1);
if (l_2147) {
const double l_2148 = -l_mut_2101;
l_mut_2101 = l_2148;
}
}
l_mut_1319 = l_mut_2101;
}
}
}
l_mut_1874 = l_mut_1319;
} else {
const double l_2149 = l_1995 - l_1998;
const double l_2150 = -l_2149;
const double l_2151 = l_2150 * double(7.1362384635298e44);
const double l_2152 = floor(l_2151);
const double l_2153 = l_2152 * double(1.401298464324817e-45);
l_mut_2101 = l_2153;
const double l_2154 = abs(l_2150);
const bool l_2155 = l_2154 >= double(1.1754943508222875e-38);
if (l_2155) {
const float l_2156 = float(l_2150);
const double l_2157 = double(l_2156);
l_mut_2101 = l_2157;
const bool l_2158 = l_mut_2101 > l_2150;
if (l_2158) {
const uint32 l_2159 = reinterpret_cast<uint32 const&>(l_2156);
const uint32 l_2160 = l_2159 ^ uint32(2147483648);
const float l_2161 = reinterpret_cast<float const&>(l_2160);
const uint32 l_2162 = reinterpret_cast<uint32 const&>(l_2161);
const uint32 l_2163 = l_2162 + uint32(1);
l_mut_199 = l_2163;
const uint32 l_2164 = l_2162 & uint32(2147483647);
const bool l_2165 = l_2164 == uint32(0);
if (l_2165) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2166 = l_2162 & uint32(2147483648);
const bool l_2167 = l_2166 != uint32(0);
if (l_2167) {
const uint32 l_2168 = l_2162 - uint32(1);
l_mut_199 = l_2168;
} else {
const bool l_2169 = l_2162 == uint32(2139095040);
if (l_2169) {
l_mut_199 = l_2162;
}
}
}
const float l_2170 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2171 = reinterpret_cast<uint32 const&>(l_2170);
const uint32 l_2172 = l_2171 ^ uint32(2147483648);
const float l_2173 = reinterpret_cast<float const&>(l_2172);
const uint32 l_2174 = reinterpret_cast<uint32 const&>(l_2173);
const double l_2175 = double(l_2173);
l_mut_1319 = l_2175;
const uint32 l_2176 = l_2174 & uint32(2139095040);
const bool l_2177 = l_2176 == uint32(0);
if (l_2177) {
const uint32 l_2178 = l_2174 & uint32(8388607);
const double l_2179 = double(l_2178);
const double l_2180 = l_2179 * double(1.401298464324817e-45);
l_mut_1319 = l_2180;
const uint32 l_2181 = l_2174 >> uint32(31);
const bool l_2182 = l_2181 == uint32(1);
if (l_2182) {
const double l_2183 = -l_mut_1319;
l_mut_1319 = l_2183;
}
}
l_mut_2101 = l_mut_1319;
} else {
const uint32 l_2184 = reinterpret_cast<uint32 const&>(l_2156);
const uint32 l_2185 = l_2184 + uint32(1);
l_mut_199 = l_2185;
const uint32 l_2186 = l_2184 & uint32(2147483647);
const bool l_2187 = l_2186 == uint32(0);
if (l_2187) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2188 = l_2184 & uint32(2147483648);
const bool l_2189 = l_2188 != uint32(0);
if (l_2189) {
const uint32 l_2190 = l_2184 - uint32(1);
l_mut_199 = l_2190;
} else {
const bool l_2191 = l_2184 == uint32(2139095040);
if (l_2191) {
l_mut_199 = l_2184;
}
}
}
const float l_2192 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2193 = reinterpret_cast<uint32 const&>(l_2192);
const double l_2194 = double(l_2192);
l_mut_1319 = l_2194;
const uint32 l_2195 = l_2193 & uint32(2139095040);
const bool l_2196 = l_2195 == uint32(0);
if (l_2196) {
const uint32 l_2197 = l_2193 & uint32(8388607);
const double l_2198 = double(l_2197);
const double l_2199 = l_2198 * double(1.401298464324817e-45);
l_mut_1319 = l_2199;
const uint32 l_2200 = l_2193 >> uint32(31);
const bool l_2201 = l_2200 == uint32(1);
if (l_2201) {
const double l_2202 = -l_mut_1319;
l_mut_1319 = l_2202;
}
}
const bool l_2203 = l_mut_1319 <= l_2150;
if (l_2203) {
const uint32 l_2204 = reinterpret_cast<uint32 const&>(l_2156);
const uint32 l_2205 = l_2204 + uint32(1);
l_mut_199 = l_2205;
const uint32 l_2206 = l_2204 & uint32(2147483647);
const bool l_2207 = l_2206 == uint32(0);
if (l_2207) {
l_mut_199 = uint32(1);
} else {
const uint32 l_2208 = l_2204 & uint32(2147483648);
const bool l_2209 = l_2208 != uint32(0);
if (l_2209) {
const uint32 l_2210 = l_2204 - uint32(1);
l_mut_199 = l_2210;
} else {
const bool l_2211 = l_2204 == uint32(2139095040);
if (l_2211) {
l_mut_199 = l_2204;
}
}
}
const float l_2212 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_2213 = reinterpret_cast<uint32 const&>(l_2212);
const double l_2214 = double(l_2212);
l_mut_1319 = l_2214;
const uint32 l_2215 = l_2213 & uint32(2139095040);
const bool l_2216 = l_2215 == uint32(0);
if (l_2216) {
const uint32 l_2217 = l_2213 & uint32(8388607);
const double l_2218 = double(l_2217);
const double l_2219 = l_2218 * double(1.401298464324817e-45);
l_mut_1319 = l_2219;
const uint32 l_2220 = l_2213 >> uint32(31);
const bool l_2221 = l_2220 == uint32(1);
if (l_2221) {
const double l_2222 = -l_mut_1319;
l_mut_1319 = l_2222;
}
}
l_mut_2101 = l_mut_1319;
}
}
}
const double l_2223 = -l_mut_2101;
l_mut_1874 = l_2223;
}
l_mut_199 = uint32(0);
const bool l_2224 = l_mut_1645 <= double(0.0);
const bool l_2225 = l_mut_1874 >= double(0.0);
const bool l_2226 = l_2224 && l_2225;
const bool l_2227 = !l_2226;
if (l_2227) {
const double l_2229 = l_mut_1342 / l_mut_1645;
const double l_2230 = l_mut_1342 / l_mut_1874;
const double l_2231 = l_mut_1418 / l_mut_1645;
const double l_2232 = l_mut_1418 / l_mut_1874;
l_arr_2228[uint32(0)] = l_2229;
l_arr_2228[uint32(1)] = l_2229;
const double l_2233 = l_arr_2228[uint32(0)];
const bool l_2234 = l_2230 < l_2233;
if (l_2234) {
l_arr_2228[uint32(0)] = l_2230;
}
const double l_2235 = l_arr_2228[uint32(0)];
const bool l_2236 = l_2231 < l_2235;
if (l_2236) {
l_arr_2228[uint32(0)] = l_2231;
}
const double l_2237 = l_arr_2228[uint32(0)];
const bool l_2238 = l_2232 < l_2237;
if (l_2238) {
l_arr_2228[uint32(0)] = l_2232;
}
const double l_2239 = l_arr_2228[uint32(1)];
const bool l_2240 = l_2230 > l_2239;
if (l_2240) {
l_arr_2228[uint32(1)] = l_2230;
}
const double l_2241 = l_arr_2228[uint32(1)];
const bool l_2242 = l_2231 > l_2241;
if (l_2242) {
l_arr_2228[uint32(1)] = l_2231;
}
const double l_2243 = l_arr_2228[uint32(1)];
const bool l_2244 = l_2232 > l_2243;
if (l_2244) {
l_arr_2228[uint32(1)] = l_2232;
}
const double l_2245 = l_arr_2228[uint32(0)];
const double l_2246 = abs(l_2245);
const double l_2247 = l_2246 * l_mut_26;
const double l_2248 = l_arr_2228[uint32(1)];
const double l_2249 = abs(l_2248);
const double l_2250 = l_2249 * l_mut_26;
l_mut_199 = uint32(2);
const double l_2251 = l_arr_2228[uint32(0)];
const double l_2252 = l_2251 - l_2247;
const double l_2253 = abs(l_2252);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_2254 = l_2253 >= double(1.1754943508222875e-38);
const bool l_2255 = l_2253 <= double(1.7976931348623157e308);
const bool l_2256 = l_2254 && l_2255;
if (l_2256) {
const uint64 l_2257 = reinterpret_cast<uint64 const&>(l_2253);
const uint64 l_2258 = l_2257 >> uint64(52);
const uint64 l_2259 = l_2258 - uint64(23);
const uint64 l_2260 = l_2259 << uint64(52);
const double l_2261 = reinterpret_cast<double const&>(l_2260);
l_mut_2101 = l_2261;
}
const double l_2262 = l_2251 + l_2247;
const double l_2263 = abs(l_2262);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_2264 = l_2263 >= double(1.1754943508222875e-38);
const bool l_2265 = l_2263 <= double(1.7976931348623157e308);
const bool l_2266 = l_2264 && l_2265;
if (l_2266) {
const uint64 l_2267 = reinterpret_cast<uint64 const&>(l_2263);
const uint64 l_2268 = l_2267 >> uint64(52);
const uint64 l_2269 = l_2268 - uint64(23);
const uint64 l_2270 = l_2269 << uint64(52);
const double l_2271 = reinterpret_cast<double const&>(l_2270);
l_mut_1874 = l_2271;
}
const bool l_2272 = l_mut_2101 == l_mut_1874;
const double l_2273 = l_arr_2228[uint32(1)];
const double l_2274 = l_2273 - l_2250;
const double l_2275 = abs(l_2274);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_2276 = l_2275 >= double(1.1754943508222875e-38);
const bool l_2277 = l_2275 <= double(1.7976931348623157e308);
const bool l_2278 = l_2276 && l_2277;
if (l_2278) {
const uint64 l_2279 = reinterpret_cast<uint64 const&>(l_2275);
const uint64 l_2280 = l_2279 >> uint64(52);
const uint64 l_2281 = l_2280 - uint64(23);
const uint64 l_2282 = l_2281 << uint64(52);
const double l_2283 = reinterpret_cast<double const&>(l_2282);
l_mut_2101 = l_2283;
}
const double l_2284 = l_2273 + l_2250;
const double l_2285 = abs(l_2284);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_2286 = l_2285 >= double(1.1754943508222875e-38);
const bool l_2287 = l_2285 <= double(1.7976931348623157e308);
const bool l_2288 = l_2286 && l_2287;
if (l_2288) {
const uint64 l_2289 = reinterpret_cast<uint64 const&>(l_2285);
const uint64 l_2290 = l_2289 >> uint64(52);
const uint64 l_2291 = l_2290 - uint64(23);
const uint64 l_2292 = l_2291 << uint64(52);
const double l_2293 = reinterpret_cast<double const&>(l_2292);
l_mut_1874 = l_2293;
}
const bool l_2294 = l_mut_2101 == l_mut_1874;
const bool l_2295 = l_2272 && l_2294;
if (l_2295) {
const double l_2296 = l_arr_2228[uint32(0)];
const double l_2297 = l_arr_2228[uint32(0)];
const double l_2298 = abs(l_2297);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_2299 = l_2298 >= double(1.1754943508222875e-38);
const bool l_2300 = l_2298 <= double(1.7976931348623157e308);
const bool l_2301 = l_2299 && l_2300;
if (l_2301) {
const uint64 l_2302 = reinterpret_cast<uint64 const&>(l_2298);
const uint64 l_2303 = l_2302 >> uint64(52);
const uint64 l_2304 = l_2303 - uint64(23);
const uint64 l_2305 = l_2304 << uint64(52);
const double l_2306 = reinterpret_cast<double const&>(l_2305);
l_mut_2101 = l_2306;
}
const double l_2307 = l_174 * l_mut_2101;
const double l_2308 = l_2296 - l_2307;
const double l_2309 = l_arr_2228[uint32(1)];
const double l_2310 = l_arr_2228[uint32(1)];
const double l_2311 = abs(l_2310);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_2312 = l_2311 >= double(1.1754943508222875e-38);
const bool l_2313 = l_2311 <= double(1.7976931348623157e308);
const bool l_2314 = l_2312 && l_2313;
if (l_2314) {
const uint64 l_2315 = reinterpret_cast<uint64 const&>(l_2311);
const uint64 l_2316 = l_2315 >> uint64(52);
const uint64 l_2317 = l_2316 - uint64(23);
const uint64 l_2318 = l_2317 << uint64(52);
const double l_2319 = reinterpret_cast<double const&>(l_2318);
l_mut_2101 = l_2319;
}
const double l_2320 = l_174 * l_mut_2101;
const double l_2321 = l_2309 + l_2320;
const uint32 l_2322 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_2323 = double(l_mut_22);
l_mut_2101 = l_2323;
const uint32 l_2324 = l_2322 & uint32(2139095040);
const bool l_2325 = l_2324 == uint32(0);
if (l_2325) {
const uint32 l_2326 = l_2322 & uint32(8388607);
const double l_2327 = double(l_2326);
const double l_2328 = l_2327 * double(1.401298464324817e-45);
l_mut_2101 = l_2328;
const uint32 l_2329 = l_2322 >> uint32(31);
const bool l_2330 = l_2329 == uint32(1);
if (l_2330) {
const double l_2331 = -l_mut_2101;
l_mut_2101 = l_2331;
}
}
const uint32 l_2332 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2333 = l_2332 + uint32(1);
l_mut_2334 = l_2333;
const uint32 l_2335 = l_2332 & uint32(2147483647);
const bool l_2336 = l_2335 == uint32(0);
if (l_2336) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2337 = l_2332 & uint32(2147483648);
const bool l_2338 = l_2337 != uint32(0);
if (l_2338) {
const uint32 l_2339 = l_2332 - uint32(1);
l_mut_2334 = l_2339;
} else {
const bool l_2340 = l_2332 == uint32(2139095040);
if (l_2340) {
l_mut_2334 = l_2332;
}
}
}
const float l_2341 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2342 = reinterpret_cast<uint32 const&>(l_2341);
const double l_2343 = double(l_2341);
l_mut_1874 = l_2343;
const uint32 l_2344 = l_2342 & uint32(2139095040);
const bool l_2345 = l_2344 == uint32(0);
if (l_2345) {
const uint32 l_2346 = l_2342 & uint32(8388607);
const double l_2347 = double(l_2346);
const double l_2348 = l_2347 * double(1.401298464324817e-45);
l_mut_1874 = l_2348;
const uint32 l_2349 = l_2342 >> uint32(31);
const bool l_2350 = l_2349 == uint32(1);
if (l_2350) {
const double l_2351 = -l_mut_1874;
l_mut_1874 = l_2351;
}
}
const uint32 l_2352 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2353 = l_2352 ^ uint32(2147483648);
const float l_2354 = reinterpret_cast<float const&>(l_2353);
const uint32 l_2355 = reinterpret_cast<uint32 const&>(l_2354);
const uint32 l_2356 = l_2355 + uint32(1);
l_mut_2334 = l_2356;
const uint32 l_2357 = l_2355 & uint32(2147483647);
const bool l_2358 = l_2357 == uint32(0);
if (l_2358) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2359 = l_2355 & uint32(2147483648);
const bool l_2360 = l_2359 != uint32(0);
if (l_2360) {
const uint32 l_2361 = l_2355 - uint32(1);
l_mut_2334 = l_2361;
} else {
const bool l_2362 = l_2355 == uint32(2139095040);
if (l_2362) {
l_mut_2334 = l_2355;
}
}
}
const float l_2363 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2364 = reinterpret_cast<uint32 const&>(l_2363);
const uint32 l_2365 = l_2364 ^ uint32(2147483648);
const float l_2366 = reinterpret_cast<float const&>(l_2365);
const uint32 l_2367 = reinterpret_cast<uint32 const&>(l_2366);
const double l_2368 = double(l_2366);
l_mut_1645 = l_2368;
const uint32 l_2369 = l_2367 & uint32(2139095040);
const bool l_2370 = l_2369 == uint32(0);
if (l_2370) {
const uint32 l_2371 = l_2367 & uint32(8388607);
const double l_2372 = double(l_2371);
const double l_2373 = l_2372 * double(1.401298464324817e-45);
l_mut_1645 = l_2373;
const uint32 l_2374 = l_2367 >> uint32(31);
const bool l_2375 = l_2374 == uint32(1);
if (l_2375) {
const double l_2376 = -l_mut_1645;
l_mut_1645 = l_2376;
}
}
const double l_2377 = l_2308 + l_2247;
const bool l_2378 = l_2377 <= l_mut_2101;
l_mut_291 = l_2378;
const double l_2379 = l_2308 - l_2247;
const bool l_2380 = l_2379 > l_mut_2101;
l_mut_288 = l_2380;
const double l_2381 = l_2321 - l_2250;
const bool l_2382 = l_2381 >= l_mut_2101;
l_mut_285 = l_2382;
const double l_2383 = l_2321 + l_2250;
const bool l_2384 = l_2383 < l_mut_2101;
l_mut_282 = l_2384;
const double l_2385 = l_2308 + l_2247;
const bool l_2386 = l_2385 < l_mut_1874;
l_mut_291 = l_2386;
const double l_2387 = l_2308 - l_2247;
const bool l_2388 = l_2387 >= l_mut_1874;
l_mut_288 = l_2388;
const double l_2389 = l_2321 - l_2250;
const bool l_2390 = l_2389 > l_mut_1645;
l_mut_285 = l_2390;
const double l_2391 = l_2321 + l_2250;
const bool l_2392 = l_2391 <= l_mut_1645;
l_mut_282 = l_2392;
l_mut_2334 = uint32(2);
const bool l_2393 = l_mut_288 || l_mut_282;
if (l_2393) {
l_mut_2334 = uint32(1);
} else {
const bool l_2394 = l_mut_291 && l_mut_285;
if (l_2394) {
l_mut_2334 = uint32(0);
}
}
const uint32 l_2395 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2396 = l_2395 & uint32(2147483647);
const bool l_2397 = l_2396 == uint32(0);
if (l_2397) {
const double l_2398 = l_2308 + l_2247;
const bool l_2399 = l_2398 < double(1.1754943508222875e-38);
const double l_2400 = l_2321 - l_2250;
const bool l_2401 = l_2400 > double(-1.1754943508222875e-38);
const bool l_2402 = l_2399 && l_2401;
const double l_2403 = l_2308 - l_2247;
const bool l_2404 = l_2403 < double(1.1754943508222875e-38);
const double l_2405 = l_2321 + l_2250;
const bool l_2406 = l_2405 > double(-1.1754943508222875e-38);
const bool l_2407 = l_2404 && l_2406;
if (l_2402) {
l_mut_2334 = uint32(0);
} else {
const bool l_2408 = l_mut_2334 == uint32(1);
const bool l_2409 = l_2407 && l_2408;
if (l_2409) {
l_mut_2334 = uint32(2);
}
}
}
l_mut_199 = l_mut_2334;
}
}
const double l_2410 = l_mut_57 - l_171;
const double l_2411 = abs(l_2410);
const double l_2412 = l_2411 * double(2.220446049250313e-16);
const double l_2413 = l_1307 + l_2412;
const double l_2414 = l_2410 + l_2413;
const double l_2415 = -l_2414;
const double l_2416 = l_2415 * double(7.1362384635298e44);
const double l_2417 = floor(l_2416);
const double l_2418 = l_2417 * double(1.401298464324817e-45);
l_mut_2101 = l_2418;
const double l_2419 = abs(l_2415);
const bool l_2420 = l_2419 >= double(1.1754943508222875e-38);
if (l_2420) {
const float l_2421 = float(l_2415);
const double l_2422 = double(l_2421);
l_mut_2101 = l_2422;
const bool l_2423 = l_mut_2101 > l_2415;
if (l_2423) {
const uint32 l_2424 = reinterpret_cast<uint32 const&>(l_2421);
const uint32 l_2425 = l_2424 ^ uint32(2147483648);
const float l_2426 = reinterpret_cast<float const&>(l_2425);
const uint32 l_2427 = reinterpret_cast<uint32 const&>(l_2426);
const uint32 l_2428 = l_2427 + uint32(1);
l_mut_2334 = l_2428;
const uint32 l_2429 = l_2427 & uint32(2147483647);
const bool l_2430 = l_2429 == uint32(0);
if (l_2430) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2431 = l_2427 & uint32(2147483648);
const bool l_2432 = l_2431 != uint32(0);
if (l_2432) {
const uint32 l_2433 = l_2427 - uint32(1);
l_mut_2334 = l_2433;
} else {
const bool l_2434 = l_2427 == uint32(2139095040);
if (l_2434) {
l_mut_2334 = l_2427;
}
}
}
const float l_2435 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2436 = reinterpret_cast<uint32 const&>(l_2435);
const uint32 l_2437 = l_2436 ^ uint32(2147483648);
const float l_2438 = reinterpret_cast<float const&>(l_2437);
const uint32 l_2439 = reinterpret_cast<uint32 const&>(l_2438);
const double l_2440 = double(l_2438);
l_mut_1874 = l_2440;
const uint32 l_2441 = l_2439 & uint32(2139095040);
const bool l_2442 = l_2441 == uint32(0);
if (l_2442) {
const uint32 l_2443 = l_2439 & uint32(8388607);
const double l_2444 = double(l_2443);
const double l_2445 = l_2444 * double(1.401298464324817e-45);
l_mut_1874 = l_2445;
const uint32 l_2446 = l_2439 >> uint32(31);
const bool l_2447 = l_2446 == uint32(1);
if (l_2447) {
const double l_2448 = -l_mut_1874;
l_mut_1874 = l_2448;
}
}
l_mut_2101 = l_mut_1874;
} else {
const uint32 l_2449 = reinterpret_cast<uint32 const&>(l_2421);
const uint32 l_2450 = l_2449 + uint32(1);
l_mut_2334 = l_2450;
const uint32 l_2451 = l_2449 & uint32(2147483647);
const bool l_2452 = l_2451 == uint32(0);
if (l_2452) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2453 = l_2449 & uint32(2147483648);
const bool l_2454 = l_2453 != uint32(0);
if (l_2454) {
const uint32 l_2455 = l_2449 - uint32(1);
l_mut_2334 = l_2455;
} else {
const bool l_2456 = l_2449 == uint32(2139095040);
if (l_2456) {
l_mut_2334 = l_2449;
}
}
}
const float l_2457 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2458 = reinterpret_cast<uint32 const&>(l_2457);
const double l_2459 = double(l_2457);
l_mut_1874 = l_2459;
const uint32 l_2460 = l_2458 & uint32(2139095040);
const bool l_2461 = l_2460 == uint32(0);
if (l_2461) {
const uint32 l_2462 = l_2458 & uint32(8388607);
const double l_2463 = double(l_2462);
const double l_2464 = l_2463 * double(1.401298464324817e-45);
l_mut_1874 = l_2464;
const uint32 l_2465 = l_2458 >> uint32(31);
const bool l_2466 = l_2465 == uint32(1);
if (l_2466) {
const double l_2467 = -l_mut_1874;
l_mut_1874 = l_2467;
}
}
const bool l_2468 = l_mut_1874 <= l_2415;
if (l_2468) {
const uint32 l_2469 = reinterpret_cast<uint32 const&>(l_2421);
const uint32 l_2470 = l_2469 + uint32(1);
l_mut_2334 = l_2470;
const uint32 l_2471 = l_2469 & uint32(2147483647);
const bool l_2472 = l_2471 == uint32(0);
if (l_2472) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2473 = l_2469 & uint32(2147483648);
const bool l_2474 = l_2473 != uint32(0);
if (l_2474) {
const uint32 l_2475 = l_2469 - uint32(1);
l_mut_2334 = l_2475;
} else {
const bool l_2476 = l_2469 == uint32(2139095040);
if (l_2476) {
l_mut_2334 = l_2469;
}
}
}
const float l_2477 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2478 = reinterpret_cast<uint32 const&>(l_2477);
const double l_2479 = double(l_2477);
l_mut_1874 = l_2479;
const uint32 l_2480 = l_2478 & uint32(2139095040);
const bool l_2481 = l_2480 == uint32(0);
if (l_2481) {
const uint32 l_2482 = l_2478 & uint32(8388607);
const double l_2483 = double(l_2482);
const double l_2484 = l_2483 * double(1.401298464324817e-45);
l_mut_1874 = l_2484;
const uint32 l_2485 = l_2478 >> uint32(31);
const bool l_2486 = l_2485 == uint32(1);
if (l_2486) {
const double l_2487 = -l_mut_1874;
l_mut_1874 = l_2487;
}
}
l_mut_2101 = l_mut_1874;
}
}
}
const double l_2488 = -l_mut_2101;
l_mut_2101 = l_2488;
const bool l_2489 = bool(true) && bool(false);
if (l_2489) {
const double l_2490 = l_2410 + l_2413;
const double l_2491 = l_2490 * double(7.1362384635298e44);
const double l_2492 = floor(l_2491);
const double l_2493 = l_2492 * double(1.401298464324817e-45);
l_mut_1874 = l_2493;
const double l_2494 = abs(l_2490);
const bool l_2495 = l_2494 >= double(1.1754943508222875e-38);
if (l_2495) {
const float l_2496 = float(l_2490);
const double l_2497 = double(l_2496);
l_mut_1874 = l_2497;
const bool l_2498 = l_mut_1874 > l_2490;
if (l_2498) {
const uint32 l_2499 = reinterpret_cast<uint32 const&>(l_2496);
const uint32 l_2500 = l_2499 ^ uint32(2147483648);
const float l_2501 = reinterpret_cast<float const&>(l_2500);
const uint32 l_2502 = reinterpret_cast<uint32 const&>(l_2501);
const uint32 l_2503 = l_2502 + uint32(1);
l_mut_2334 = l_2503;
const uint32 l_2504 = l_2502 & uint32(2147483647);
const bool l_2505 = l_2504 == uint32(0);
if (l_2505) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2506 = l_2502 & uint32(2147483648);
const bool l_2507 = l_2506 != uint32(0);
if (l_2507) {
const uint32 l_2508 = l_2502 - uint32(1);
l_mut_2334 = l_2508;
} else {
const bool l_2509 = l_2502 == uint32(2139095040);
if (l_2509) {
l_mut_2334 = l_2502;
}
}
}
const float l_2510 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2511 = reinterpret_cast<uint32 const&>(l_2510);
const uint32 l_2512 = l_2511 ^ uint32(2147483648);
const float l_2513 = reinterpret_cast<float const&>(l_2512);
const uint32 l_2514 = reinterpret_cast<uint32 const&>(l_2513);
const double l_2515 = double(l_2513);
l_mut_1645 = l_2515;
const uint32 l_2516 = l_2514 & uint32(2139095040);
const bool l_2517 = l_2516 == uint32(0);
if (l_2517) {
const uint32 l_2518 = l_2514 & uint32(8388607);
const double l_2519 = double(l_2518);
const double l_2520 = l_2519 * double(1.401298464324817e-45);
l_mut_1645 = l_2520;
const uint32 l_2521 = l_2514 >> uint32(31);
const bool l_2522 = l_2521 == uint32(1);
if (l_2522) {
const double l_2523 = -l_mut_1645;
l_mut_1645 = l_2523;
}
}
l_mut_1874 = l_mut_1645;
} else {
const uint32 l_2524 = reinterpret_cast<uint32 const&>(l_2496);
const uint32 l_2525 = l_2524 + uint32(1);
l_mut_2334 = l_2525;
const uint32 l_2526 = l_2524 & uint32(2147483647);
const bool l_2527 = l_2526 == uint32(0);
if (l_2527) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2528 = l_2524 & uint32(2147483648);
const bool l_2529 = l_2528 != uint32(0);
if (l_2529) {
const uint32 l_2530 = l_2524 - uint32(1);
l_mut_2334 = l_2530;
} else {
const bool l_2531 = l_2524 == uint32(2139095040);
if (l_2531) {
l_mut_2334 = l_2524;
}
}
}
const float l_2532 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2533 = reinterpret_cast<uint32 const&>(l_2532);
const double l_2534 = double(l_2532);
l_mut_1645 = l_2534;
const uint32 l_2535 = l_2533 & uint32(2139095040);
const bool l_2536 = l_2535 == uint32(0);
if (l_2536) {
const uint32 l_2537 = l_2533 & uint32(8388607);
const double l_2538 = double(l_2537);
const double l_2539 = l_2538 * double(1.401298464324817e-45);
l_mut_1645 = l_2539;
const uint32 l_2540 = l_2533 >> uint32(31);
const bool l_2541 = l_2540 == uint32(1);
if (l_2541) {
const double l_2542 = -l_mut_1645;
l_mut_1645 = l_2542;
}
}
const bool l_2543 = l_mut_1645 <= l_2490;
if (l_2543) {
const uint32 l_2544 = reinterpret_cast<uint32 const&>(l_2496);
const uint32 l_2545 = l_2544 + uint32(1);
l_mut_2334 = l_2545;
const uint32 l_2546 = l_2544 & uint32(2147483647);
const bool l_2547 = l_2546 == uint32(0);
if (l_2547) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2548 = l_2544 & uint32(2147483648);
const bool l_2549 = l_2548 != uint32(0);
if (l_2549) {
const uint32 l_2550 = l_2544 - uint32(1);
l_mut_2334 = l_2550;
} else {
const bool l_2551 = l_2544 == uint32(2139095040);
if (l_2551) {
l_mut_2334 = l_2544;
}
}
}
const float l_2552 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2553 = reinterpret_cast<uint32 const&>(l_2552);
const double l_2554 = double(l_2552);
l_mut_1645 = l_2554;
const uint32 l_2555 = l_2553 & uint32(2139095040);
const bool l_2556 = l_2555 == uint32(0);
if (l_2556) {
const uint32 l_2557 = l_2553 & uint32(8388607);
const double l_2558 = double(l_2557);
const double l_2559 = l_2558 * double(1.401298464324817e-45);
l_mut_1645 = l_2559;
const uint32 l_2560 = l_2553 >> uint32(31);
const bool l_2561 = l_2560 == uint32(1);
if (l_2561) {
const double l_2562 = -l_mut_1645;
l_mut_1645 = l_2562;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
l_mut_2101 = l_mut_1874;
} else {
const double l_2563 = l_2410 - l_2413;
const double l_2564 = l_2563 * double(7.1362384635298e44);
const double l_2565 = floor(l_2564);
const double l_2566 = l_2565 * double(1.401298464324817e-45);
l_mut_1874 = l_2566;
const double l_2567 = abs(l_2563);
const bool l_2568 = l_2567 >= double(1.1754943508222875e-38);
if (l_2568) {
const float l_2569 = float(l_2563);
const double l_2570 = double(l_2569);
l_mut_1874 = l_2570;
const bool l_2571 = l_mut_1874 > l_2563;
if (l_2571) {
const uint32 l_2572 = reinterpret_cast<uint32 const&>(l_2569);
const uint32 l_2573 = l_2572 ^ uint32(2147483648);
const float l_2574 = reinterpret_cast<float const&>(l_2573);
const uint32 l_2575 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2576 = l_2575 + uint32(1);
l_mut_2334 = l_2576;
const uint32 l_2577 = l_2575 & uint32(2147483647);
const bool l_2578 = l_2577 == uint32(0);
if (l_2578) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2579 = l_2575 & uint32(2147483648);
const bool l_2580 = l_2579 != uint32(0);
if (l_2580) {
const uint32 l_2581 = l_2575 - uint32(1);
l_mut_2334 = l_2581;
} else {
const bool l_2582 = l_2575 == uint32(2139095040);
if (l_2582) {
l_mut_2334 = l_2575;
}
}
}
const float l_2583 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2584 = reinterpret_cast<uint32 const&>(l_2583);
const uint32 l_2585 = l_2584 ^ uint32(2147483648);
const float l_2586 = reinterpret_cast<float const&>(l_2585);
const uint32 l_2587 = reinterpret_cast<uint32 const&>(l_2586);
const double l_2588 = double(l_2586);
l_mut_1645 = l_2588;
const uint32 l_2589 = l_2587 & uint32(2139095040);
const bool l_2590 = l_2589 == uint32(0);
if (l_2590) {
const uint32 l_2591 = l_2587 & uint32(8388607);
const double l_2592 = double(l_2591);
const double l_2593 = l_2592 * double(1.401298464324817e-45);
l_mut_1645 = l_2593;
const uint32 l_2594 = l_2587 >> uint32(31);
const bool l_2595 = l_2594 == uint32(1);
if (l_2595) {
const double l_2596 = -l_mut_1645;
l_mut_1645 = l_2596;
}
}
l_mut_1874 = l_mut_1645;
} else {
const uint32 l_2597 = reinterpret_cast<uint32 const&>(l_2569);
const uint32 l_2598 = l_2597 + uint32(1);
l_mut_2334 = l_2598;
const uint32 l_2599 = l_2597 & uint32(2147483647);
const bool l_2600 = l_2599 == uint32(0);
if (l_2600) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2601 = l_2597 & uint32(2147483648);
const bool l_2602 = l_2601 != uint32(0);
if (l_2602) {
const uint32 l_2603 = l_2597 - uint32(1);
l_mut_2334 = l_2603;
} else {
const bool l_2604 = l_2597 == uint32(2139095040);
if (l_2604) {
l_mut_2334 = l_2597;
}
}
}
const float l_2605 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2606 = reinterpret_cast<uint32 const&>(l_2605);
const double l_2607 = double(l_2605);
l_mut_1645 = l_2607;
const uint32 l_2608 = l_2606 & uint32(2139095040);
const bool l_2609 = l_2608 == uint32(0);
if (l_2609) {
const uint32 l_2610 = l_2606 & uint32(8388607);
const double l_2611 = double(l_2610);
const double l_2612 = l_2611 * double(1.401298464324817e-45);
l_mut_1645 = l_2612;
const uint32 l_2613 = l_2606 >> uint32(31);
const bool l_2614 = l_2613 == uint32(1);
if (l_2614) {
const double l_2615 = -l_mut_1645;
l_mut_1645 = l_2615;
}
}
const bool l_2616 = l_mut_1645 <= l_2563;
if (l_2616) {
const uint32 l_2617 = reinterpret_cast<uint32 const&>(l_2569);
const uint32 l_2618 = l_2617 + uint32(1);
l_mut_2334 = l_2618;
const uint32 l_2619 = l_2617 & uint32(2147483647);
const bool l_2620 = l_2619 == uint32(0);
if (l_2620) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2621 = l_2617 & uint32(2147483648);
const bool l_2622 = l_2621 != uint32(0);
if (l_2622) {
const uint32 l_2623 = l_2617 - uint32(1);
l_mut_2334 = l_2623;
} else {
const bool l_2624 = l_2617 == uint32(2139095040);
if (l_2624) {
l_mut_2334 = l_2617;
}
}
}
const float l_2625 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2626 = reinterpret_cast<uint32 const&>(l_2625);
const double l_2627 = double(l_2625);
l_mut_1645 = l_2627;
const uint32 l_2628 = l_2626 & uint32(2139095040);
const bool l_2629 = l_2628 == uint32(0);
if (l_2629) {
const uint32 l_2630 = l_2626 & uint32(8388607);
const double l_2631 = double(l_2630);
const double l_2632 = l_2631 * double(1.401298464324817e-45);
l_mut_1645 = l_2632;
const uint32 l_2633 = l_2626 >> uint32(31);
const bool l_2634 = l_2633 == uint32(1);
if (l_2634) {
const double l_2635 = -l_mut_1645;
l_mut_1645 = l_2635;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
l_mut_2101 = l_mut_1874;
}
const double l_2636 = l_mut_57 + l_171;
const double l_2637 = abs(l_2636);
const double l_2638 = l_2637 * double(2.220446049250313e-16);
const double l_2639 = l_1307 + l_2638;
const double l_2640 = l_2636 + l_2639;
const double l_2641 = -l_2640;
const double l_2642 = l_2641 * double(7.1362384635298e44);
const double l_2643 = floor(l_2642);
const double l_2644 = l_2643 * double(1.401298464324817e-45);
l_mut_1874 = l_2644;
const double l_2645 = abs(l_2641);
const bool l_2646 = l_2645 >= double(1.1754943508222875e-38);
if (l_2646) {
const float l_2647 = float(l_2641);
const double l_2648 = double(l_2647);
l_mut_1874 = l_2648;
const bool l_2649 = l_mut_1874 > l_2641;
if (l_2649) {
const uint32 l_2650 = reinterpret_cast<uint32 const&>(l_2647);
const uint32 l_2651 = l_2650 ^ uint32(2147483648);
const float l_2652 = reinterpret_cast<float const&>(l_2651);
const uint32 l_2653 = reinterpret_cast<uint32 const&>(l_2652);
const uint32 l_2654 = l_2653 + uint32(1);
l_mut_2334 = l_2654;
const uint32 l_2655 = l_2653 & uint32(2147483647);
const bool l_2656 = l_2655 == uint32(0);
if (l_2656) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2657 = l_2653 & uint32(2147483648);
const bool l_2658 = l_2657 != uint32(0);
if (l_2658) {
const uint32 l_2659 = l_2653 - uint32(1);
l_mut_2334 = l_2659;
} else {
const bool l_2660 = l_2653 == uint32(2139095040);
if (l_2660) {
l_mut_2334 = l_2653;
}
}
}
const float l_2661 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2662 = reinterpret_cast<uint32 const&>(l_2661);
const uint32 l_2663 = l_2662 ^ uint32(2147483648);
const float l_2664 = reinterpret_cast<float const&>(l_2663);
const uint32 l_2665 = reinterpret_cast<uint32 const&>(l_2664);
const double l_2666 = double(l_2664);
l_mut_1645 = l_2666;
const uint32 l_2667 = l_2665 & uint32(2139095040);
const bool l_2668 = l_2667 == uint32(0);
if (l_2668) {
const uint32 l_2669 = l_2665 & uint32(8388607);
const double l_2670 = double(l_2669);
const double l_2671 = l_2670 * double(1.401298464324817e-45);
l_mut_1645 = l_2671;
const uint32 l_2672 = l_2665 >> uint32(31);
const bool l_2673 = l_2672 == uint32(1);
if (l_2673) {
const double l_2674 = -l_mut_1645;
l_mut_1645 = l_2674;
}
}
l_mut_1874 = l_mut_1645;
} else {
const uint32 l_2675 = reinterpret_cast<uint32 const&>(l_2647);
const uint32 l_2676 = l_2675 + uint32(1);
l_mut_2334 = l_2676;
const uint32 l_2677 = l_2675 & uint32(2147483647);
const bool l_2678 = l_2677 == uint32(0);
if (l_2678) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2679 = l_2675 & uint32(2147483648);
const bool l_2680 = l_2679 != uint32(0);
if (l_2680) {
const uint32 l_2681 = l_2675 - uint32(1);
l_mut_2334 = l_2681;
} else {
const bool l_2682 = l_2675 == uint32(2139095040);
if (l_2682) {
l_mut_2334 = l_2675;
}
}
}
const float l_2683 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2684 = reinterpret_cast<uint32 const&>(l_2683);
const double l_2685 = double(l_2683);
l_mut_1645 = l_2685;
const uint32 l_2686 = l_2684 & uint32(2139095040);
const bool l_2687 = l_2686 == uint32(0);
if (l_2687) {
const uint32 l_2688 = l_2684 & uint32(8388607);
const double l_2689 = double(l_2688);
const double l_2690 = l_2689 * double(1.401298464324817e-45);
l_mut_1645 = l_2690;
const uint32 l_2691 = l_2684 >> uint32(31);
const bool l_2692 = l_2691 == uint32(1);
if (l_2692) {
const double l_2693 = -l_mut_1645;
l_mut_1645 = l_2693;
}
}
const bool l_2694 = l_mut_1645 <= l_2641;
if (l_2694) {
const uint32 l_2695 = reinterpret_cast<uint32 const&>(l_2647);
const uint32 l_2696 = l_2695 + uint32(1);
l_mut_2334 = l_2696;
const uint32 l_2697 = l_2695 & uint32(2147483647);
const bool l_2698 = l_2697 == uint32(0);
if (l_2698) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2699 = l_2695 & uint32(2147483648);
const bool l_2700 = l_2699 != uint32(0);
if (l_2700) {
const uint32 l_2701 = l_2695 - uint32(1);
l_mut_2334 = l_2701;
} else {
const bool l_2702 = l_2695 == uint32(2139095040);
if (l_2702) {
l_mut_2334 = l_2695;
}
}
}
const float l_2703 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2704 = reinterpret_cast<uint32 const&>(l_2703);
const double l_2705 = double(l_2703);
l_mut_1645 = l_2705;
const uint32 l_2706 = l_2704 & uint32(2139095040);
const bool l_2707 = l_2706 == uint32(0);
if (l_2707) {
const uint32 l_2708 = l_2704 & uint32(8388607);
const double l_2709 = double(l_2708);
const double l_2710 = l_2709 * double(1.401298464324817e-45);
l_mut_1645 = l_2710;
const uint32 l_2711 = l_2704 >> uint32(31);
const bool l_2712 = l_2711 == uint32(1);
if (l_2712) {
const double l_2713 = -l_mut_1645;
l_mut_1645 = l_2713;
}
}
l_mut_1874 = l_mut_1645;
}
}
}
const double l_2714 = -l_mut_1874;
l_mut_1874 = l_2714;
const bool l_2715 = bool(false) && bool(false);
if (l_2715) {
const double l_2716 = l_2636 + l_2639;
const double l_2717 = l_2716 * double(7.1362384635298e44);
const double l_2718 = floor(l_2717);
const double l_2719 = l_2718 * double(1.401298464324817e-45);
l_mut_1645 = l_2719;
const double l_2720 = abs(l_2716);
const bool l_2721 = l_2720 >= double(1.1754943508222875e-38);
if (l_2721) {
const float l_2722 = float(l_2716);
const double l_2723 = double(l_2722);
l_mut_1645 = l_2723;
const bool l_2724 = l_mut_1645 > l_2716;
if (l_2724) {
const uint32 l_2725 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2726 = l_2725 ^ uint32(2147483648);
const float l_2727 = reinterpret_cast<float const&>(l_2726);
const uint32 l_2728 = reinterpret_cast<uint32 const&>(l_2727);
const uint32 l_2729 = l_2728 + uint32(1);
l_mut_2334 = l_2729;
const uint32 l_2730 = l_2728 & uint32(2147483647);
const bool l_2731 = l_2730 == uint32(0);
if (l_2731) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2732 = l_2728 & uint32(2147483648);
const bool l_2733 = l_2732 != uint32(0);
if (l_2733) {
const uint32 l_2734 = l_2728 - uint32(1);
l_mut_2334 = l_2734;
} else {
const bool l_2735 = l_2728 == uint32(2139095040);
if (l_2735) {
l_mut_2334 = l_2728;
}
}
}
const float l_2736 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2737 = reinterpret_cast<uint32 const&>(l_2736);
const uint32 l_2738 = l_2737 ^ uint32(2147483648);
const float l_2739 = reinterpret_cast<float const&>(l_2738);
const uint32 l_2740 = reinterpret_cast<uint32 const&>(l_2739);
const double l_2741 = double(l_2739);
l_mut_1418 = l_2741;
const uint32 l_2742 = l_2740 & uint32(2139095040);
const bool l_2743 = l_2742 == uint32(0);
if (l_2743) {
const uint32 l_2744 = l_2740 & uint32(8388607);
const double l_2745 = double(l_2744);
const double l_2746 = l_2745 * double(1.401298464324817e-45);
l_mut_1418 = l_2746;
const uint32 l_2747 = l_2740 >> uint32(31);
const bool l_2748 = l_2747 == uint32(1);
if (l_2748) {
const double l_2749 = -l_mut_1418;
l_mut_1418 = l_2749;
}
}
l_mut_1645 = l_mut_1418;
} else {
const uint32 l_2750 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2751 = l_2750 + uint32(1);
l_mut_2334 = l_2751;
const uint32 l_2752 = l_2750 & uint32(2147483647);
const bool l_2753 = l_2752 == uint32(0);
if (l_2753) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2754 = l_2750 & uint32(2147483648);
const bool l_2755 = l_2754 != uint32(0);
if (l_2755) {
const uint32 l_2756 = l_2750 - uint32(1);
l_mut_2334 = l_2756;
} else {
const bool l_2757 = l_2750 == uint32(2139095040);
if (l_2757) {
l_mut_2334 = l_2750;
}
}
}
const float l_2758 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2759 = reinterpret_cast<uint32 const&>(l_2758);
const double l_2760 = double(l_2758);
l_mut_1418 = l_2760;
const uint32 l_2761 = l_2759 & uint32(2139095040);
const bool l_2762 = l_2761 == uint32(0);
if (l_2762) {
const uint32 l_2763 = l_2759 & uint32(8388607);
const double l_2764 = double(l_2763);
const double l_2765 = l_2764 * double(1.401298464324817e-45);
l_mut_1418 = l_2765;
const uint32 l_2766 = l_2759 >> uint32(31);
const bool l_2767 = l_2766 == uint32(1);
if (l_2767) {
const double l_2768 = -l_mut_1418;
l_mut_1418 = l_2768;
}
}
const bool l_2769 = l_mut_1418 <= l_2716;
if (l_2769) {
const uint32 l_2770 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2771 = l_2770 + uint32(1);
l_mut_2334 = l_2771;
const uint32 l_2772 = l_2770 & uint32(2147483647);
const bool l_2773 = l_2772 == uint32(0);
if (l_2773) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2774 = l_2770 & uint32(2147483648);
const bool l_2775 = l_2774 != uint32(0);
if (l_2775) {
const uint32 l_2776 = l_2770 - uint32(1);
l_mut_2334 = l_2776;
} else {
const bool l_2777 = l_2770 == uint32(2139095040);
if (l_2777) {
l_mut_2334 = l_2770;
}
}
}
const float l_2778 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2779 = reinterpret_cast<uint32 const&>(l_2778);
const double l_2780 = double(l_2778);
l_mut_1418 = l_2780;
const uint32 l_2781 = l_2779 & uint32(2139095040);
const bool l_2782 = l_2781 == uint32(0);
if (l_2782) {
const uint32 l_2783 = l_2779 & uint32(8388607);
const double l_2784 = double(l_2783);
const double l_2785 = l_2784 * double(1.401298464324817e-45);
l_mut_1418 = l_2785;
const uint32 l_2786 = l_2779 >> uint32(31);
const bool l_2787 = l_2786 == uint32(1);
if (l_2787) {
const double l_2788 = -l_mut_1418;
l_mut_1418 = l_2788;
}
}
l_mut_1645 = l_mut_1418;
}
}
}
l_mut_1874 = l_mut_1645;
} else {
}
const double l_2789 = l_mut_48 - l_171;
const double l_2790 = abs(l_2789);
const double l_2791 = l_2790 * double(2.220446049250313e-16);
const double l_2792 = l_1309 + l_2791;
const double l_2793 = l_2789 + l_2792;
const double l_2794 = -l_2793;
const double l_2795 = l_2794 * double(7.1362384635298e44);
const double l_2796 = floor(l_2795);
const double l_2797 = l_2796 * double(1.401298464324817e-45);
l_mut_1645 = l_2797;
const double l_2798 = abs(l_2794);
const bool l_2799 = l_2798 >= double(1.1754943508222875e-38);
if (l_2799) {
const float l_2800 = float(l_2794);
const double l_2801 = double(l_2800);
l_mut_1645 = l_2801;
const bool l_2802 = l_mut_1645 > l_2794;
if (l_2802) {
const uint32 l_2803 = reinterpret_cast<uint32 const&>(l_2800);
const uint32 l_2804 = l_2803 ^ uint32(2147483648);
const float l_2805 = reinterpret_cast<float const&>(l_2804);
const uint32 l_2806 = reinterpret_cast<uint32 const&>(l_2805);
const uint32 l_2807 = l_2806 + uint32(1);
l_mut_2334 = l_2807;
const uint32 l_2808 = l_2806 & uint32(2147483647);
const bool l_2809 = l_2808 == uint32(0);
if (l_2809) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2810 = l_2806 & uint32(2147483648);
const bool l_2811 = l_2810 != uint32(0);
if (l_2811) {
const uint32 l_2812 = l_2806 - uint32(1);
l_mut_2334 = l_2812;
} else {
const bool l_2813 = l_2806 == uint32(2139095040);
if (l_2813) {
l_mut_2334 = l_2806;
}
}
}
const float l_2814 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2815 = reinterpret_cast<uint32 const&>(l_2814);
const uint32 l_2816 = l_2815 ^ uint32(2147483648);
const float l_2817 = reinterpret_cast<float const&>(l_2816);
const uint32 l_2818 = reinterpret_cast<uint32 const&>(l_2817);
const double l_2819 = double(l_2817);
l_mut_1418 = l_2819;
const uint32 l_2820 = l_2818 & uint32(2139095040);
const bool l_2821 = l_2820 == uint32(0);
if (l_2821) {
const uint32 l_2822 = l_2818 & uint32(8388607);
const double l_2823 = double(l_2822);
const double l_2824 = l_2823 * double(1.401298464324817e-45);
l_mut_1418 = l_2824;
const uint32 l_2825 = l_2818 >> uint32(31);
const bool l_2826 = l_2825 == uint32(1);
if (l_2826) {
const double l_2827 = -l_mut_1418;
l_mut_1418 = l_2827;
}
}
l_mut_1645 = l_mut_1418;
} else {
const uint32 l_2828 = reinterpret_cast<uint32 const&>(l_2800);
const uint32 l_2829 = l_2828 + uint32(1);
l_mut_2334 = l_2829;
const uint32 l_2830 = l_2828 & uint32(2147483647);
const bool l_2831 = l_2830 == uint32(0);
if (l_2831) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2832 = l_2828 & uint32(2147483648);
const bool l_2833 = l_2832 != uint32(0);
if (l_2833) {
const uint32 l_2834 = l_2828 - uint32(1);
l_mut_2334 = l_2834;
} else {
const bool l_2835 = l_2828 == uint32(2139095040);
if (l_2835) {
l_mut_2334 = l_2828;
}
}
}
const float l_2836 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2837 = reinterpret_cast<uint32 const&>(l_2836);
const double l_2838 = double(l_2836);
l_mut_1418 = l_2838;
const uint32 l_2839 = l_2837 & uint32(2139095040);
const bool l_2840 = l_2839 == uint32(0);
if (l_2840) {
const uint32 l_2841 = l_2837 & uint32(8388607);
const double l_2842 = double(l_2841);
const double l_2843 = l_2842 * double(1.401298464324817e-45);
l_mut_1418 = l_2843;
const uint32 l_2844 = l_2837 >> uint32(31);
const bool l_2845 = l_2844 == uint32(1);
if (l_2845) {
const double l_2846 = -l_mut_1418;
l_mut_1418 = l_2846;
}
}
const bool l_2847 = l_mut_1418 <= l_2794;
if (l_2847) {
const uint32 l_2848 = reinterpret_cast<uint32 const&>(l_2800);
const uint32 l_2849 = l_2848 + uint32(1);
l_mut_2334 = l_2849;
const uint32 l_2850 = l_2848 & uint32(2147483647);
const bool l_2851 = l_2850 == uint32(0);
if (l_2851) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2852 = l_2848 & uint32(2147483648);
const bool l_2853 = l_2852 != uint32(0);
if (l_2853) {
const uint32 l_2854 = l_2848 - uint32(1);
l_mut_2334 = l_2854;
} else {
const bool l_2855 = l_2848 == uint32(2139095040);
if (l_2855) {
l_mut_2334 = l_2848;
}
}
}
const float l_2856 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2857 = reinterpret_cast<uint32 const&>(l_2856);
const double l_2858 = double(l_2856);
l_mut_1418 = l_2858;
const uint32 l_2859 = l_2857 & uint32(2139095040);
const bool l_2860 = l_2859 == uint32(0);
if (l_2860) {
const uint32 l_2861 = l_2857 & uint32(8388607);
const double l_2862 = double(l_2861);
const double l_2863 = l_2862 * double(1.401298464324817e-45);
l_mut_1418 = l_2863;
const uint32 l_2864 = l_2857 >> uint32(31);
const bool l_2865 = l_2864 == uint32(1);
if (l_2865) {
const double l_2866 = -l_mut_1418;
l_mut_1418 = l_2866;
}
}
l_mut_1645 = l_mut_1418;
}
}
}
const double l_2867 = -l_mut_1645;
l_mut_1645 = l_2867;
const bool l_2868 = bool(true) && bool(false);
if (l_2868) {
const double l_2869 = l_2789 + l_2792;
const double l_2870 = l_2869 * double(7.1362384635298e44);
const double l_2871 = floor(l_2870);
const double l_2872 = l_2871 * double(1.401298464324817e-45);
l_mut_1418 = l_2872;
const double l_2873 = abs(l_2869);
const bool l_2874 = l_2873 >= double(1.1754943508222875e-38);
if (l_2874) {
const float l_2875 = float(l_2869);
const double l_2876 = double(l_2875);
l_mut_1418 = l_2876;
const bool l_2877 = l_mut_1418 > l_2869;
if (l_2877) {
const uint32 l_2878 = reinterpret_cast<uint32 const&>(l_2875);
const uint32 l_2879 = l_2878 ^ uint32(2147483648);
const float l_2880 = reinterpret_cast<float const&>(l_2879);
const uint32 l_2881 = reinterpret_cast<uint32 const&>(l_2880);
const uint32 l_2882 = l_2881 + uint32(1);
l_mut_2334 = l_2882;
const uint32 l_2883 = l_2881 & uint32(2147483647);
const bool l_2884 = l_2883 == uint32(0);
if (l_2884) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2885 = l_2881 & uint32(2147483648);
const bool l_2886 = l_2885 != uint32(0);
if (l_2886) {
const uint32 l_2887 = l_2881 - uint32(1);
l_mut_2334 = l_2887;
} else {
const bool l_2888 = l_2881 == uint32(2139095040);
if (l_2888) {
l_mut_2334 = l_2881;
}
}
}
const float l_2889 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2890 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2891 = l_2890 ^ uint32(2147483648);
const float l_2892 = reinterpret_cast<float const&>(l_2891);
const uint32 l_2893 = reinterpret_cast<uint32 const&>(l_2892);
const double l_2894 = double(l_2892);
l_mut_1342 = l_2894;
const uint32 l_2895 = l_2893 & uint32(2139095040);
const bool l_2896 = l_2895 == uint32(0);
if (l_2896) {
const uint32 l_2897 = l_2893 & uint32(8388607);
const double l_2898 = double(l_2897);
const double l_2899 = l_2898 * double(1.401298464324817e-45);
l_mut_1342 = l_2899;
const uint32 l_2900 = l_2893 >> uint32(31);
const bool l_2901 = l_2900 == uint32(1);
if (l_2901) {
const double l_2902 = -l_mut_1342;
l_mut_1342 = l_2902;
}
}
l_mut_1418 = l_mut_1342;
} else {
const uint32 l_2903 = reinterpret_cast<uint32 const&>(l_2875);
const uint32 l_2904 = l_2903 + uint32(1);
l_mut_2334 = l_2904;
const uint32 l_2905 = l_2903 & uint32(2147483647);
const bool l_2906 = l_2905 == uint32(0);
if (l_2906) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2907 = l_2903 & uint32(2147483648);
const bool l_2908 = l_2907 != uint32(0);
if (l_2908) {
const uint32 l_2909 = l_2903 - uint32(1);
l_mut_2334 = l_2909;
} else {
const bool l_2910 = l_2903 == uint32(2139095040);
if (l_2910) {
l_mut_2334 = l_2903;
}
}
}
const float l_2911 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2912 = reinterpret_cast<uint32 const&>(l_2911);
const double l_2913 = double(l_2911);
l_mut_1342 = l_2913;
const uint32 l_2914 = l_2912 & uint32(2139095040);
const bool l_2915 = l_2914 == uint32(0);
if (l_2915) {
const uint32 l_2916 = l_2912 & uint32(8388607);
const double l_2917 = double(l_2916);
const double l_2918 = l_2917 * double(1.401298464324817e-45);
l_mut_1342 = l_2918;
const uint32 l_2919 = l_2912 >> uint32(31);
const bool l_2920 = l_2919 == uint32(1);
if (l_2920) {
const double l_2921 = -l_mut_1342;
l_mut_1342 = l_2921;
}
}
const bool l_2922 = l_mut_1342 <= l_2869;
if (l_2922) {
const uint32 l_2923 = reinterpret_cast<uint32 const&>(l_2875);
const uint32 l_2924 = l_2923 + uint32(1);
l_mut_2334 = l_2924;
const uint32 l_2925 = l_2923 & uint32(2147483647);
const bool l_2926 = l_2925 == uint32(0);
if (l_2926) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2927 = l_2923 & uint32(2147483648);
const bool l_2928 = l_2927 != uint32(0);
if (l_2928) {
const uint32 l_2929 = l_2923 - uint32(1);
l_mut_2334 = l_2929;
} else {
const bool l_2930 = l_2923 == uint32(2139095040);
if (l_2930) {
l_mut_2334 = l_2923;
}
}
}
const float l_2931 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2932 = reinterpret_cast<uint32 const&>(l_2931);
const double l_2933 = double(l_2931);
l_mut_1342 = l_2933;
const uint32 l_2934 = l_2932 & uint32(2139095040);
const bool l_2935 = l_2934 == uint32(0);
if (l_2935) {
const uint32 l_2936 = l_2932 & uint32(8388607);
const double l_2937 = double(l_2936);
const double l_2938 = l_2937 * double(1.401298464324817e-45);
l_mut_1342 = l_2938;
const uint32 l_2939 = l_2932 >> uint32(31);
const bool l_2940 = l_2939 == uint32(1);
if (l_2940) {
const double l_2941 = -l_mut_1342;
l_mut_1342 = l_2941;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
l_mut_1645 = l_mut_1418;
} else {
const double l_2942 = l_2789 - l_2792;
const double l_2943 = l_2942 * double(7.1362384635298e44);
const double l_2944 = floor(l_2943);
const double l_2945 = l_2944 * double(1.401298464324817e-45);
l_mut_1418 = l_2945;
const double l_2946 = abs(l_2942);
const bool l_2947 = l_2946 >= double(1.1754943508222875e-38);
if (l_2947) {
const float l_2948 = float(l_2942);
const double l_2949 = double(l_2948);
l_mut_1418 = l_2949;
const bool l_2950 = l_mut_1418 > l_2942;
if (l_2950) {
const uint32 l_2951 = reinterpret_cast<uint32 const&>(l_2948);
const uint32 l_2952 = l_2951 ^ uint32(2147483648);
const float l_2953 = reinterpret_cast<float const&>(l_2952);
const uint32 l_2954 = reinterpret_cast<uint32 const&>(l_2953);
const uint32 l_2955 = l_2954 + uint32(1);
l_mut_2334 = l_2955;
const uint32 l_2956 = l_2954 & uint32(2147483647);
const bool l_2957 = l_2956 == uint32(0);
if (l_2957) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2958 = l_2954 & uint32(2147483648);
const bool l_2959 = l_2958 != uint32(0);
if (l_2959) {
const uint32 l_2960 = l_2954 - uint32(1);
l_mut_2334 = l_2960;
} else {
const bool l_2961 = l_2954 == uint32(2139095040);
if (l_2961) {
l_mut_2334 = l_2954;
}
}
}
const float l_2962 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2963 = reinterpret_cast<uint32 const&>(l_2962);
const uint32 l_2964 = l_2963 ^ uint32(2147483648);
const float l_2965 = reinterpret_cast<float const&>(l_2964);
const uint32 l_2966 = reinterpret_cast<uint32 const&>(l_2965);
const double l_2967 = double(l_2965);
l_mut_1342 = l_2967;
const uint32 l_2968 = l_2966 & uint32(2139095040);
const bool l_2969 = l_2968 == uint32(0);
if (l_2969) {
const uint32 l_2970 = l_2966 & uint32(8388607);
const double l_2971 = double(l_2970);
const double l_2972 = l_2971 * double(1.401298464324817e-45);
l_mut_1342 = l_2972;
const uint32 l_2973 = l_2966 >> uint32(31);
const bool l_2974 = l_2973 == uint32(1);
if (l_2974) {
const double l_2975 = -l_mut_1342;
l_mut_1342 = l_2975;
}
}
l_mut_1418 = l_mut_1342;
} else {
const uint32 l_2976 = reinterpret_cast<uint32 const&>(l_2948);
const uint32 l_2977 = l_2976 + uint32(1);
l_mut_2334 = l_2977;
const uint32 l_2978 = l_2976 & uint32(2147483647);
const bool l_2979 = l_2978 == uint32(0);
if (l_2979) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_2980 = l_2976 & uint32(2147483648);
const bool l_2981 = l_2980 != uint32(0);
if (l_2981) {
const uint32 l_2982 = l_2976 - uint32(1);
l_mut_2334 = l_2982;
} else {
const bool l_2983 = l_2976 == uint32(2139095040);
if (l_2983) {
l_mut_2334 = l_2976;
}
}
}
const float l_2984 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_2985 = reinterpret_cast<uint32 const&>(l_2984);
const double l_2986 = double(l_2984);
l_mut_1342 = l_2986;
const uint32 l_2987 = l_2985 & uint32(2139095040);
const bool l_2988 = l_2987 == uint32(0);
if (l_2988) {
const uint32 l_2989 = l_2985 & uint32(8388607);
const double l_2990 = double(l_2989);
const double l_2991 = l_2990 * double(1.401298464324817e-45);
l_mut_1342 = l_2991;
const uint32 l_2992 = l_2985 >> uint32(31);
const bool l_2993 = l_2992 == uint32(1);
if (l_2993) {
const double l_2994 = -l_mut_1342;
l_mut_1342 = l_2994;
}
}
const bool l_2995 = l_mut_1342 <= l_2942;
if (l_2995) {
const uint32 l_2996 = reinterpret_cast<uint32 const&>(l_2948);
const uint32 l_2997 = l_2996 + uint32(1);
l_mut_2334 = l_2997;
const uint32 l_2998 = l_2996 & uint32(2147483647);
const bool l_2999 = l_2998 == uint32(0);
if (l_2999) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3000 = l_2996 & uint32(2147483648);
const bool l_3001 = l_3000 != uint32(0);
if (l_3001) {
const uint32 l_3002 = l_2996 - uint32(1);
l_mut_2334 = l_3002;
} else {
const bool l_3003 = l_2996 == uint32(2139095040);
if (l_3003) {
l_mut_2334 = l_2996;
}
}
}
const float l_3004 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3005 = reinterpret_cast<uint32 const&>(l_3004);
const double l_3006 = double(l_3004);
l_mut_1342 = l_3006;
const uint32 l_3007 = l_3005 & uint32(2139095040);
const bool l_3008 = l_3007 == uint32(0);
if (l_3008) {
const uint32 l_3009 = l_3005 & uint32(8388607);
const double l_3010 = double(l_3009);
const double l_3011 = l_3010 * double(1.401298464324817e-45);
l_mut_1342 = l_3011;
const uint32 l_3012 = l_3005 >> uint32(31);
const bool l_3013 = l_3012 == uint32(1);
if (l_3013) {
const double l_3014 = -l_mut_1342;
l_mut_1342 = l_3014;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
l_mut_1645 = l_mut_1418;
}
const double l_3015 = l_mut_48 + l_171;
const double l_3016 = abs(l_3015);
const double l_3017 = l_3016 * double(2.220446049250313e-16);
const double l_3018 = l_1309 + l_3017;
const double l_3019 = l_3015 + l_3018;
const double l_3020 = -l_3019;
const double l_3021 = l_3020 * double(7.1362384635298e44);
const double l_3022 = floor(l_3021);
const double l_3023 = l_3022 * double(1.401298464324817e-45);
l_mut_1418 = l_3023;
const double l_3024 = abs(l_3020);
const bool l_3025 = l_3024 >= double(1.1754943508222875e-38);
if (l_3025) {
const float l_3026 = float(l_3020);
const double l_3027 = double(l_3026);
l_mut_1418 = l_3027;
const bool l_3028 = l_mut_1418 > l_3020;
if (l_3028) {
const uint32 l_3029 = reinterpret_cast<uint32 const&>(l_3026);
const uint32 l_3030 = l_3029 ^ uint32(2147483648);
const float l_3031 = reinterpret_cast<float const&>(l_3030);
const uint32 l_3032 = reinterpret_cast<uint32 const&>(l_3031);
const uint32 l_3033 = l_3032 + uint32(1);
l_mut_2334 = l_3033;
const uint32 l_3034 = l_3032 & uint32(2147483647);
const bool l_3035 = l_3034 == uint32(0);
if (l_3035) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3036 = l_3032 & uint32(2147483648);
const bool l_3037 = l_3036 != uint32(0);
if (l_3037) {
const uint32 l_3038 = l_3032 - uint32(1);
l_mut_2334 = l_3038;
} else {
const bool l_3039 = l_3032 == uint32(2139095040);
if (l_3039) {
l_mut_2334 = l_3032;
}
}
}
const float l_3040 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3041 = reinterpret_cast<uint32 const&>(l_3040);
const uint32 l_3042 = l_3041 ^ uint32(2147483648);
const float l_3043 = reinterpret_cast<float const&>(l_3042);
const uint32 l_3044 = reinterpret_cast<uint32 const&>(l_3043);
const double l_3045 = double(l_3043);
l_mut_1342 = l_3045;
const uint32 l_3046 = l_3044 & uint32(2139095040);
const bool l_3047 = l_3046 == uint32(0);
if (l_3047) {
const uint32 l_3048 = l_3044 & uint32(8388607);
const double l_3049 = double(l_3048);
const double l_3050 = l_3049 * double(1.401298464324817e-45);
l_mut_1342 = l_3050;
const uint32 l_3051 = l_3044 >> uint32(31);
const bool l_3052 = l_3051 == uint32(1);
if (l_3052) {
const double l_3053 = -l_mut_1342;
l_mut_1342 = l_3053;
}
}
l_mut_1418 = l_mut_1342;
} else {
const uint32 l_3054 = reinterpret_cast<uint32 const&>(l_3026);
const uint32 l_3055 = l_3054 + uint32(1);
l_mut_2334 = l_3055;
const uint32 l_3056 = l_3054 & uint32(2147483647);
const bool l_3057 = l_3056 == uint32(0);
if (l_3057) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3058 = l_3054 & uint32(2147483648);
const bool l_3059 = l_3058 != uint32(0);
if (l_3059) {
const uint32 l_3060 = l_3054 - uint32(1);
l_mut_2334 = l_3060;
} else {
const bool l_3061 = l_3054 == uint32(2139095040);
if (l_3061) {
l_mut_2334 = l_3054;
}
}
}
const float l_3062 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3063 = reinterpret_cast<uint32 const&>(l_3062);
const double l_3064 = double(l_3062);
l_mut_1342 = l_3064;
const uint32 l_3065 = l_3063 & uint32(2139095040);
const bool l_3066 = l_3065 == uint32(0);
if (l_3066) {
const uint32 l_3067 = l_3063 & uint32(8388607);
const double l_3068 = double(l_3067);
const double l_3069 = l_3068 * double(1.401298464324817e-45);
l_mut_1342 = l_3069;
const uint32 l_3070 = l_3063 >> uint32(31);
const bool l_3071 = l_3070 == uint32(1);
if (l_3071) {
const double l_3072 = -l_mut_1342;
l_mut_1342 = l_3072;
}
}
const bool l_3073 = l_mut_1342 <= l_3020;
if (l_3073) {
const uint32 l_3074 = reinterpret_cast<uint32 const&>(l_3026);
const uint32 l_3075 = l_3074 + uint32(1);
l_mut_2334 = l_3075;
const uint32 l_3076 = l_3074 & uint32(2147483647);
const bool l_3077 = l_3076 == uint32(0);
if (l_3077) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3078 = l_3074 & uint32(2147483648);
const bool l_3079 = l_3078 != uint32(0);
if (l_3079) {
const uint32 l_3080 = l_3074 - uint32(1);
l_mut_2334 = l_3080;
} else {
const bool l_3081 = l_3074 == uint32(2139095040);
if (l_3081) {
l_mut_2334 = l_3074;
}
}
}
const float l_3082 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3083 = reinterpret_cast<uint32 const&>(l_3082);
const double l_3084 = double(l_3082);
l_mut_1342 = l_3084;
const uint32 l_3085 = l_3083 & uint32(2139095040);
const bool l_3086 = l_3085 == uint32(0);
if (l_3086) {
const uint32 l_3087 = l_3083 & uint32(8388607);
const double l_3088 = double(l_3087);
const double l_3089 = l_3088 * double(1.401298464324817e-45);
l_mut_1342 = l_3089;
const uint32 l_3090 = l_3083 >> uint32(31);
const bool l_3091 = l_3090 == uint32(1);
if (l_3091) {
const double l_3092 = -l_mut_1342;
l_mut_1342 = l_3092;
}
}
l_mut_1418 = l_mut_1342;
}
}
}
const double l_3093 = -l_mut_1418;
l_mut_1418 = l_3093;
const bool l_3094 = bool(false) && bool(false);
if (l_3094) {
const double l_3095 = l_3015 + l_3018;
const double l_3096 = l_3095 * double(7.1362384635298e44);
const double l_3097 = floor(l_3096);
const double l_3098 = l_3097 * double(1.401298464324817e-45);
l_mut_1342 = l_3098;
const double l_3099 = abs(l_3095);
const bool l_3100 = l_3099 >= double(1.1754943508222875e-38);
if (l_3100) {
const float l_3101 = float(l_3095);
const double l_3102 = double(l_3101);
l_mut_1342 = l_3102;
const bool l_3103 = l_mut_1342 > l_3095;
if (l_3103) {
const uint32 l_3104 = reinterpret_cast<uint32 const&>(l_3101);
const uint32 l_3105 = l_3104 ^ uint32(2147483648);
const float l_3106 = reinterpret_cast<float const&>(l_3105);
const uint32 l_3107 = reinterpret_cast<uint32 const&>(l_3106);
const uint32 l_3108 = l_3107 + uint32(1);
l_mut_2334 = l_3108;
const uint32 l_3109 = l_3107 & uint32(2147483647);
const bool l_3110 = l_3109 == uint32(0);
if (l_3110) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3111 = l_3107 & uint32(2147483648);
const bool l_3112 = l_3111 != uint32(0);
if (l_3112) {
const uint32 l_3113 = l_3107 - uint32(1);
l_mut_2334 = l_3113;
} else {
const bool l_3114 = l_3107 == uint32(2139095040);
if (l_3114) {
l_mut_2334 = l_3107;
}
}
}
const float l_3115 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3116 = reinterpret_cast<uint32 const&>(l_3115);
const uint32 l_3117 = l_3116 ^ uint32(2147483648);
const float l_3118 = reinterpret_cast<float const&>(l_3117);
const uint32 l_3119 = reinterpret_cast<uint32 const&>(l_3118);
const double l_3120 = double(l_3118);
l_mut_1319 = l_3120;
const uint32 l_3121 = l_3119 & uint32(2139095040);
const bool l_3122 = l_3121 == uint32(0);
if (l_3122) {
const uint32 l_3123 = l_3119 & uint32(8388607);
const double l_3124 = double(l_3123);
const double l_3125 = l_3124 * double(1.401298464324817e-45);
l_mut_1319 = l_3125;
const uint32 l_3126 = l_3119 >> uint32(31);
const bool l_3127 = l_3126 == uint32(1);
if (l_3127) {
const double l_3128 = -l_mut_1319;
l_mut_1319 = l_3128;
}
}
l_mut_1342 = l_mut_1319;
} else {
const uint32 l_3129 = reinterpret_cast<uint32 const&>(l_3101);
const uint32 l_3130 = l_3129 + uint32(1);
l_mut_2334 = l_3130;
const uint32 l_3131 = l_3129 & uint32(2147483647);
const bool l_3132 = l_3131 == uint32(0);
if (l_3132) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3133 = l_3129 & uint32(2147483648);
const bool l_3134 = l_3133 != uint32(0);
if (l_3134) {
const uint32 l_3135 = l_3129 - uint32(1);
l_mut_2334 = l_3135;
} else {
const bool l_3136 = l_3129 == uint32(2139095040);
if (l_3136) {
l_mut_2334 = l_3129;
}
}
}
const float l_3137 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3138 = reinterpret_cast<uint32 const&>(l_3137);
const double l_3139 = double(l_3137);
l_mut_1319 = l_3139;
const uint32 l_3140 = l_3138 & uint32(2139095040);
const bool l_3141 = l_3140 == uint32(0);
if (l_3141) {
const uint32 l_3142 = l_3138 & uint32(8388607);
const double l_3143 = double(l_3142);
const double l_3144 = l_3143 * double(1.401298464324817e-45);
l_mut_1319 = l_3144;
const uint32 l_3145 = l_3138 >> uint32(31);
const bool l_3146 = l_3145 == uint32(1);
if (l_3146) {
const double l_3147 = -l_mut_1319;
l_mut_1319 = l_3147;
}
}
const bool l_3148 = l_mut_1319 <= l_3095;
if (l_3148) {
const uint32 l_3149 = reinterpret_cast<uint32 const&>(l_3101);
const uint32 l_3150 = l_3149 + uint32(1);
l_mut_2334 = l_3150;
const uint32 l_3151 = l_3149 & uint32(2147483647);
const bool l_3152 = l_3151 == uint32(0);
if (l_3152) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3153 = l_3149 & uint32(2147483648);
const bool l_3154 = l_3153 != uint32(0);
if (l_3154) {
const uint32 l_3155 = l_3149 - uint32(1);
l_mut_2334 = l_3155;
} else {
const bool l_3156 = l_3149 == uint32(2139095040);
if (l_3156) {
l_mut_2334 = l_3149;
}
}
}
const float l_3157 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3158 = reinterpret_cast<uint32 const&>(l_3157);
const double l_3159 = double(l_3157);
l_mut_1319 = l_3159;
const uint32 l_3160 = l_3158 & uint32(2139095040);
const bool l_3161 = l_3160 == uint32(0);
if (l_3161) {
const uint32 l_3162 = l_3158 & uint32(8388607);
const double l_3163 = double(l_3162);
const double l_3164 = l_3163 * double(1.401298464324817e-45);
l_mut_1319 = l_3164;
const uint32 l_3165 = l_3158 >> uint32(31);
const bool l_3166 = l_3165 == uint32(1);
if (l_3166) {
const double l_3167 = -l_mut_1319;
l_mut_1319 = l_3167;
}
}
l_mut_1342 = l_mut_1319;
}
}
}
l_mut_1418 = l_mut_1342;
} else {
}
l_mut_2334 = uint32(0);
const bool l_3168 = l_mut_1645 <= double(0.0);
const bool l_3169 = l_mut_1418 >= double(0.0);
const bool l_3170 = l_3168 && l_3169;
const bool l_3171 = !l_3170;
if (l_3171) {
const double l_3173 = l_mut_2101 / l_mut_1645;
const double l_3174 = l_mut_2101 / l_mut_1418;
const double l_3175 = l_mut_1874 / l_mut_1645;
const double l_3176 = l_mut_1874 / l_mut_1418;
l_arr_3172[uint32(0)] = l_3173;
l_arr_3172[uint32(1)] = l_3173;
const double l_3177 = l_arr_3172[uint32(0)];
const bool l_3178 = l_3174 < l_3177;
if (l_3178) {
l_arr_3172[uint32(0)] = l_3174;
}
const double l_3179 = l_arr_3172[uint32(0)];
const bool l_3180 = l_3175 < l_3179;
if (l_3180) {
l_arr_3172[uint32(0)] = l_3175;
}
const double l_3181 = l_arr_3172[uint32(0)];
const bool l_3182 = l_3176 < l_3181;
if (l_3182) {
l_arr_3172[uint32(0)] = l_3176;
}
const double l_3183 = l_arr_3172[uint32(1)];
const bool l_3184 = l_3174 > l_3183;
if (l_3184) {
l_arr_3172[uint32(1)] = l_3174;
}
const double l_3185 = l_arr_3172[uint32(1)];
const bool l_3186 = l_3175 > l_3185;
if (l_3186) {
l_arr_3172[uint32(1)] = l_3175;
}
const double l_3187 = l_arr_3172[uint32(1)];
const bool l_3188 = l_3176 > l_3187;
if (l_3188) {
l_arr_3172[uint32(1)] = l_3176;
}
const double l_3189 = l_arr_3172[uint32(0)];
const double l_3190 = abs(l_3189);
const double l_3191 = l_3190 * l_mut_26;
const double l_3192 = l_arr_3172[uint32(1)];
const double l_3193 = abs(l_3192);
const double l_3194 = l_3193 * l_mut_26;
l_mut_2334 = uint32(2);
const double l_3195 = l_arr_3172[uint32(0)];
const double l_3196 = l_3195 - l_3191;
const double l_3197 = abs(l_3196);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3198 = l_3197 >= double(1.1754943508222875e-38);
const bool l_3199 = l_3197 <= double(1.7976931348623157e308);
const bool l_3200 = l_3198 && l_3199;
if (l_3200) {
const uint64 l_3201 = reinterpret_cast<uint64 const&>(l_3197);
const uint64 l_3202 = l_3201 >> uint64(52);
const uint64 l_3203 = l_3202 - uint64(23);
const uint64 l_3204 = l_3203 << uint64(52);
const double l_3205 = reinterpret_cast<double const&>(l_3204);
l_mut_2101 = l_3205;
}
const double l_3206 = l_3195 + l_3191;
const double l_3207 = abs(l_3206);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3208 = l_3207 >= double(1.1754943508222875e-38);
const bool l_3209 = l_3207 <= double(1.7976931348623157e308);
const bool l_3210 = l_3208 && l_3209;
if (l_3210) {
const uint64 l_3211 = reinterpret_cast<uint64 const&>(l_3207);
const uint64 l_3212 = l_3211 >> uint64(52);
const uint64 l_3213 = l_3212 - uint64(23);
const uint64 l_3214 = l_3213 << uint64(52);
const double l_3215 = reinterpret_cast<double const&>(l_3214);
l_mut_1874 = l_3215;
}
const bool l_3216 = l_mut_2101 == l_mut_1874;
const double l_3217 = l_arr_3172[uint32(1)];
const double l_3218 = l_3217 - l_3194;
const double l_3219 = abs(l_3218);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3220 = l_3219 >= double(1.1754943508222875e-38);
const bool l_3221 = l_3219 <= double(1.7976931348623157e308);
const bool l_3222 = l_3220 && l_3221;
if (l_3222) {
const uint64 l_3223 = reinterpret_cast<uint64 const&>(l_3219);
const uint64 l_3224 = l_3223 >> uint64(52);
const uint64 l_3225 = l_3224 - uint64(23);
const uint64 l_3226 = l_3225 << uint64(52);
const double l_3227 = reinterpret_cast<double const&>(l_3226);
l_mut_2101 = l_3227;
}
const double l_3228 = l_3217 + l_3194;
const double l_3229 = abs(l_3228);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3230 = l_3229 >= double(1.1754943508222875e-38);
const bool l_3231 = l_3229 <= double(1.7976931348623157e308);
const bool l_3232 = l_3230 && l_3231;
if (l_3232) {
const uint64 l_3233 = reinterpret_cast<uint64 const&>(l_3229);
const uint64 l_3234 = l_3233 >> uint64(52);
const uint64 l_3235 = l_3234 - uint64(23);
const uint64 l_3236 = l_3235 << uint64(52);
const double l_3237 = reinterpret_cast<double const&>(l_3236);
l_mut_1874 = l_3237;
}
const bool l_3238 = l_mut_2101 == l_mut_1874;
const bool l_3239 = l_3216 && l_3238;
if (l_3239) {
const double l_3240 = l_arr_3172[uint32(0)];
const double l_3241 = l_arr_3172[uint32(0)];
const double l_3242 = abs(l_3241);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3243 = l_3242 >= double(1.1754943508222875e-38);
const bool l_3244 = l_3242 <= double(1.7976931348623157e308);
const bool l_3245 = l_3243 && l_3244;
if (l_3245) {
const uint64 l_3246 = reinterpret_cast<uint64 const&>(l_3242);
const uint64 l_3247 = l_3246 >> uint64(52);
const uint64 l_3248 = l_3247 - uint64(23);
const uint64 l_3249 = l_3248 << uint64(52);
const double l_3250 = reinterpret_cast<double const&>(l_3249);
l_mut_2101 = l_3250;
}
const double l_3251 = l_174 * l_mut_2101;
const double l_3252 = l_3240 - l_3251;
const double l_3253 = l_arr_3172[uint32(1)];
const double l_3254 = l_arr_3172[uint32(1)];
const double l_3255 = abs(l_3254);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3256 = l_3255 >= double(1.1754943508222875e-38);
const bool l_3257 = l_3255 <= double(1.7976931348623157e308);
const bool l_3258 = l_3256 && l_3257;
if (l_3258) {
const uint64 l_3259 = reinterpret_cast<uint64 const&>(l_3255);
const uint64 l_3260 = l_3259 >> uint64(52);
const uint64 l_3261 = l_3260 - uint64(23);
const uint64 l_3262 = l_3261 << uint64(52);
const double l_3263 = reinterpret_cast<double const&>(l_3262);
l_mut_2101 = l_3263;
}
const double l_3264 = l_174 * l_mut_2101;
const double l_3265 = l_3253 + l_3264;
const uint32 l_3266 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_3267 = double(l_mut_22);
l_mut_2101 = l_3267;
const uint32 l_3268 = l_3266 & uint32(2139095040);
const bool l_3269 = l_3268 == uint32(0);
if (l_3269) {
const uint32 l_3270 = l_3266 & uint32(8388607);
const double l_3271 = double(l_3270);
const double l_3272 = l_3271 * double(1.401298464324817e-45);
l_mut_2101 = l_3272;
const uint32 l_3273 = l_3266 >> uint32(31);
const bool l_3274 = l_3273 == uint32(1);
if (l_3274) {
const double l_3275 = -l_mut_2101;
l_mut_2101 = l_3275;
}
}
const uint32 l_3276 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3277 = l_3276 + uint32(1);
l_mut_3278 = l_3277;
const uint32 l_3279 = l_3276 & uint32(2147483647);
const bool l_3280 = l_3279 == uint32(0);
if (l_3280) {
l_mut_3278 = uint32(1);
} else {
const uint32 l_3281 = l_3276 & uint32(2147483648);
const bool l_3282 = l_3281 != uint32(0);
if (l_3282) {
const uint32 l_3283 = l_3276 - uint32(1);
l_mut_3278 = l_3283;
} else {
const bool l_3284 = l_3276 == uint32(2139095040);
if (l_3284) {
l_mut_3278 = l_3276;
}
}
}
const float l_3285 = reinterpret_cast<float const&>(l_mut_3278);
const uint32 l_3286 = reinterpret_cast<uint32 const&>(l_3285);
const double l_3287 = double(l_3285);
l_mut_1874 = l_3287;
const uint32 l_3288 = l_3286 & uint32(2139095040);
const bool l_3289 = l_3288 == uint32(0);
if (l_3289) {
const uint32 l_3290 = l_3286 & uint32(8388607);
const double l_3291 = double(l_3290);
const double l_3292 = l_3291 * double(1.401298464324817e-45);
l_mut_1874 = l_3292;
const uint32 l_3293 = l_3286 >> uint32(31);
const bool l_3294 = l_3293 == uint32(1);
if (l_3294) {
const double l_3295 = -l_mut_1874;
l_mut_1874 = l_3295;
}
}
const uint32 l_3296 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3297 = l_3296 ^ uint32(2147483648);
const float l_3298 = reinterpret_cast<float const&>(l_3297);
const uint32 l_3299 = reinterpret_cast<uint32 const&>(l_3298);
const uint32 l_3300 = l_3299 + uint32(1);
l_mut_3278 = l_3300;
const uint32 l_3301 = l_3299 & uint32(2147483647);
const bool l_3302 = l_3301 == uint32(0);
if (l_3302) {
l_mut_3278 = uint32(1);
} else {
const uint32 l_3303 = l_3299 & uint32(2147483648);
const bool l_3304 = l_3303 != uint32(0);
if (l_3304) {
const uint32 l_3305 = l_3299 - uint32(1);
l_mut_3278 = l_3305;
} else {
const bool l_3306 = l_3299 == uint32(2139095040);
if (l_3306) {
l_mut_3278 = l_3299;
}
}
}
const float l_3307 = reinterpret_cast<float const&>(l_mut_3278);
const uint32 l_3308 = reinterpret_cast<uint32 const&>(l_3307);
const uint32 l_3309 = l_3308 ^ uint32(2147483648);
const float l_3310 = reinterpret_cast<float const&>(l_3309);
const uint32 l_3311 = reinterpret_cast<uint32 const&>(l_3310);
const double l_3312 = double(l_3310);
l_mut_1645 = l_3312;
const uint32 l_3313 = l_3311 & uint32(2139095040);
const bool l_3314 = l_3313 == uint32(0);
if (l_3314) {
const uint32 l_3315 = l_3311 & uint32(8388607);
const double l_3316 = double(l_3315);
const double l_3317 = l_3316 * double(1.401298464324817e-45);
l_mut_1645 = l_3317;
const uint32 l_3318 = l_3311 >> uint32(31);
const bool l_3319 = l_3318 == uint32(1);
if (l_3319) {
const double l_3320 = -l_mut_1645;
l_mut_1645 = l_3320;
}
}
const double l_3321 = l_3252 + l_3191;
const bool l_3322 = l_3321 <= l_mut_2101;
l_mut_291 = l_3322;
const double l_3323 = l_3252 - l_3191;
const bool l_3324 = l_3323 > l_mut_2101;
l_mut_288 = l_3324;
const double l_3325 = l_3265 - l_3194;
const bool l_3326 = l_3325 >= l_mut_2101;
l_mut_285 = l_3326;
const double l_3327 = l_3265 + l_3194;
const bool l_3328 = l_3327 < l_mut_2101;
l_mut_282 = l_3328;
const double l_3329 = l_3252 + l_3191;
const bool l_3330 = l_3329 < l_mut_1874;
l_mut_291 = l_3330;
const double l_3331 = l_3252 - l_3191;
const bool l_3332 = l_3331 >= l_mut_1874;
l_mut_288 = l_3332;
const double l_3333 = l_3265 - l_3194;
const bool l_3334 = l_3333 > l_mut_1645;
l_mut_285 = l_3334;
const double l_3335 = l_3265 + l_3194;
const bool l_3336 = l_3335 <= l_mut_1645;
l_mut_282 = l_3336;
l_mut_3278 = uint32(2);
const bool l_3337 = l_mut_288 || l_mut_282;
if (l_3337) {
l_mut_3278 = uint32(1);
} else {
const bool l_3338 = l_mut_291 && l_mut_285;
if (l_3338) {
l_mut_3278 = uint32(0);
}
}
const uint32 l_3339 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3340 = l_3339 & uint32(2147483647);
const bool l_3341 = l_3340 == uint32(0);
if (l_3341) {
const double l_3342 = l_3252 + l_3191;
const bool l_3343 = l_3342 < double(1.1754943508222875e-38);
const double l_3344 = l_3265 - l_3194;
const bool l_3345 = l_3344 > double(-1.1754943508222875e-38);
const bool l_3346 = l_3343 && l_3345;
const double l_3347 = l_3252 - l_3191;
const bool l_3348 = l_3347 < double(1.1754943508222875e-38);
const double l_3349 = l_3265 + l_3194;
const bool l_3350 = l_3349 > double(-1.1754943508222875e-38);
const bool l_3351 = l_3348 && l_3350;
if (l_3346) {
l_mut_3278 = uint32(0);
} else {
const bool l_3352 = l_mut_3278 == uint32(1);
const bool l_3353 = l_3351 && l_3352;
if (l_3353) {
l_mut_3278 = uint32(2);
}
}
}
l_mut_2334 = l_mut_3278;
}
}
const bool l_3354 = l_mut_199 == uint32(0);
if (l_3354) {
l_mut_237 = uint32(0);
} else {
const bool l_3355 = l_mut_2334 == uint32(1);
if (l_3355) {
l_mut_237 = uint32(1);
}
}
} else {
const double l_3356 = l_mut_57 - l_171;
const double l_3357 = l_mut_57 + l_171;
const double l_3358 = l_mut_48 - l_171;
const double l_3359 = l_mut_48 + l_171;
const double l_3360 = abs(l_3358);
const bool l_3361 = l_3360 > l_1309;
const double l_3362 = abs(l_3359);
const bool l_3363 = l_3362 > l_1309;
const bool l_3364 = l_3361 && l_3363;
if (l_3364) {
const double l_3365 = l_1307 + l_1309;
const double l_3366 = abs(l_3358);
const double l_3367 = abs(l_3359);
l_mut_2101 = l_3366;
const bool l_3368 = l_3367 < l_3366;
if (l_3368) {
l_mut_2101 = l_3367;
}
const double l_3369 = l_3365 / l_mut_2101;
const double l_3370 = abs(l_3356);
const double l_3371 = abs(l_3357);
l_mut_2101 = l_3370;
const bool l_3372 = l_3371 < l_3370;
if (l_3372) {
l_mut_2101 = l_3371;
}
const double l_3373 = l_1307 / l_mut_2101;
const double l_3374 = l_3369 + l_3373;
l_mut_26 = l_mut_26 + l_3374;
l_mut_3278 = uint32(0);
const bool l_3375 = l_3358 <= double(0.0);
const bool l_3376 = l_3359 >= double(0.0);
const bool l_3377 = l_3375 && l_3376;
const bool l_3378 = !l_3377;
if (l_3378) {
const double l_3380 = l_3356 / l_3358;
const double l_3381 = l_3356 / l_3359;
const double l_3382 = l_3357 / l_3358;
const double l_3383 = l_3357 / l_3359;
l_arr_3379[uint32(0)] = l_3380;
l_arr_3379[uint32(1)] = l_3380;
const double l_3384 = l_arr_3379[uint32(0)];
const bool l_3385 = l_3381 < l_3384;
if (l_3385) {
l_arr_3379[uint32(0)] = l_3381;
}
const double l_3386 = l_arr_3379[uint32(0)];
const bool l_3387 = l_3382 < l_3386;
if (l_3387) {
l_arr_3379[uint32(0)] = l_3382;
}
const double l_3388 = l_arr_3379[uint32(0)];
const bool l_3389 = l_3383 < l_3388;
if (l_3389) {
l_arr_3379[uint32(0)] = l_3383;
}
const double l_3390 = l_arr_3379[uint32(1)];
const bool l_3391 = l_3381 > l_3390;
if (l_3391) {
l_arr_3379[uint32(1)] = l_3381;
}
const double l_3392 = l_arr_3379[uint32(1)];
const bool l_3393 = l_3382 > l_3392;
if (l_3393) {
l_arr_3379[uint32(1)] = l_3382;
}
const double l_3394 = l_arr_3379[uint32(1)];
const bool l_3395 = l_3383 > l_3394;
if (l_3395) {
l_arr_3379[uint32(1)] = l_3383;
}
const double l_3396 = l_arr_3379[uint32(0)];
const double l_3397 = abs(l_3396);
const double l_3398 = l_3397 * l_mut_26;
const double l_3399 = l_arr_3379[uint32(1)];
const double l_3400 = abs(l_3399);
const double l_3401 = l_3400 * l_mut_26;
l_mut_3278 = uint32(2);
const double l_3402 = l_arr_3379[uint32(0)];
const double l_3403 = l_3402 - l_3398;
const double l_3404 = abs(l_3403);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3405 = l_3404 >= double(1.1754943508222875e-38);
const bool l_3406 = l_3404 <= double(1.7976931348623157e308);
const bool l_3407 = l_3405 && l_3406;
if (l_3407) {
const uint64 l_3408 = reinterpret_cast<uint64 const&>(l_3404);
const uint64 l_3409 = l_3408 >> uint64(52);
const uint64 l_3410 = l_3409 - uint64(23);
const uint64 l_3411 = l_3410 << uint64(52);
const double l_3412 = reinterpret_cast<double const&>(l_3411);
l_mut_2101 = l_3412;
}
const double l_3413 = l_3402 + l_3398;
const double l_3414 = abs(l_3413);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3415 = l_3414 >= double(1.1754943508222875e-38);
const bool l_3416 = l_3414 <= double(1.7976931348623157e308);
const bool l_3417 = l_3415 && l_3416;
if (l_3417) {
const uint64 l_3418 = reinterpret_cast<uint64 const&>(l_3414);
const uint64 l_3419 = l_3418 >> uint64(52);
const uint64 l_3420 = l_3419 - uint64(23);
const uint64 l_3421 = l_3420 << uint64(52);
const double l_3422 = reinterpret_cast<double const&>(l_3421);
l_mut_1874 = l_3422;
}
const bool l_3423 = l_mut_2101 == l_mut_1874;
const double l_3424 = l_arr_3379[uint32(1)];
const double l_3425 = l_3424 - l_3401;
const double l_3426 = abs(l_3425);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3427 = l_3426 >= double(1.1754943508222875e-38);
const bool l_3428 = l_3426 <= double(1.7976931348623157e308);
const bool l_3429 = l_3427 && l_3428;
if (l_3429) {
const uint64 l_3430 = reinterpret_cast<uint64 const&>(l_3426);
const uint64 l_3431 = l_3430 >> uint64(52);
const uint64 l_3432 = l_3431 - uint64(23);
const uint64 l_3433 = l_3432 << uint64(52);
const double l_3434 = reinterpret_cast<double const&>(l_3433);
l_mut_2101 = l_3434;
}
const double l_3435 = l_3424 + l_3401;
const double l_3436 = abs(l_3435);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3437 = l_3436 >= double(1.1754943508222875e-38);
const bool l_3438 = l_3436 <= double(1.7976931348623157e308);
const bool l_3439 = l_3437 && l_3438;
if (l_3439) {
const uint64 l_3440 = reinterpret_cast<uint64 const&>(l_3436);
const uint64 l_3441 = l_3440 >> uint64(52);
const uint64 l_3442 = l_3441 - uint64(23);
const uint64 l_3443 = l_3442 << uint64(52);
const double l_3444 = reinterpret_cast<double const&>(l_3443);
l_mut_1874 = l_3444;
}
const bool l_3445 = l_mut_2101 == l_mut_1874;
const bool l_3446 = l_3423 && l_3445;
if (l_3446) {
const double l_3447 = l_arr_3379[uint32(0)];
const double l_3448 = l_arr_3379[uint32(0)];
const double l_3449 = abs(l_3448);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3450 = l_3449 >= double(1.1754943508222875e-38);
const bool l_3451 = l_3449 <= double(1.7976931348623157e308);
const bool l_3452 = l_3450 && l_3451;
if (l_3452) {
const uint64 l_3453 = reinterpret_cast<uint64 const&>(l_3449);
const uint64 l_3454 = l_3453 >> uint64(52);
const uint64 l_3455 = l_3454 - uint64(23);
const uint64 l_3456 = l_3455 << uint64(52);
const double l_3457 = reinterpret_cast<double const&>(l_3456);
l_mut_2101 = l_3457;
}
const double l_3458 = l_174 * l_mut_2101;
const double l_3459 = l_3447 - l_3458;
const double l_3460 = l_arr_3379[uint32(1)];
const double l_3461 = l_arr_3379[uint32(1)];
const double l_3462 = abs(l_3461);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3463 = l_3462 >= double(1.1754943508222875e-38);
const bool l_3464 = l_3462 <= double(1.7976931348623157e308);
const bool l_3465 = l_3463 && l_3464;
if (l_3465) {
const uint64 l_3466 = reinterpret_cast<uint64 const&>(l_3462);
const uint64 l_3467 = l_3466 >> uint64(52);
const uint64 l_3468 = l_3467 - uint64(23);
const uint64 l_3469 = l_3468 << uint64(52);
const double l_3470 = reinterpret_cast<double const&>(l_3469);
l_mut_2101 = l_3470;
}
const double l_3471 = l_174 * l_mut_2101;
const double l_3472 = l_3460 + l_3471;
const uint32 l_3473 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_3474 = double(l_mut_22);
l_mut_2101 = l_3474;
const uint32 l_3475 = l_3473 & uint32(2139095040);
const bool l_3476 = l_3475 == uint32(0);
if (l_3476) {
const uint32 l_3477 = l_3473 & uint32(8388607);
const double l_3478 = double(l_3477);
const double l_3479 = l_3478 * double(1.401298464324817e-45);
l_mut_2101 = l_3479;
const uint32 l_3480 = l_3473 >> uint32(31);
const bool l_3481 = l_3480 == uint32(1);
if (l_3481) {
const double l_3482 = -l_mut_2101;
l_mut_2101 = l_3482;
}
}
const uint32 l_3483 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3484 = l_3483 + uint32(1);
l_mut_2334 = l_3484;
const uint32 l_3485 = l_3483 & uint32(2147483647);
const bool l_3486 = l_3485 == uint32(0);
if (l_3486) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3487 = l_3483 & uint32(2147483648);
const bool l_3488 = l_3487 != uint32(0);
if (l_3488) {
const uint32 l_3489 = l_3483 - uint32(1);
l_mut_2334 = l_3489;
} else {
const bool l_3490 = l_3483 == uint32(2139095040);
if (l_3490) {
l_mut_2334 = l_3483;
}
}
}
const float l_3491 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3492 = reinterpret_cast<uint32 const&>(l_3491);
const double l_3493 = double(l_3491);
l_mut_1874 = l_3493;
const uint32 l_3494 = l_3492 & uint32(2139095040);
const bool l_3495 = l_3494 == uint32(0);
if (l_3495) {
const uint32 l_3496 = l_3492 & uint32(8388607);
const double l_3497 = double(l_3496);
const double l_3498 = l_3497 * double(1.401298464324817e-45);
l_mut_1874 = l_3498;
const uint32 l_3499 = l_3492 >> uint32(31);
const bool l_3500 = l_3499 == uint32(1);
if (l_3500) {
const double l_3501 = -l_mut_1874;
l_mut_1874 = l_3501;
}
}
const uint32 l_3502 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3503 = l_3502 ^ uint32(2147483648);
const float l_3504 = reinterpret_cast<float const&>(l_3503);
const uint32 l_3505 = reinterpret_cast<uint32 const&>(l_3504);
const uint32 l_3506 = l_3505 + uint32(1);
l_mut_2334 = l_3506;
const uint32 l_3507 = l_3505 & uint32(2147483647);
const bool l_3508 = l_3507 == uint32(0);
if (l_3508) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3509 = l_3505 & uint32(2147483648);
const bool l_3510 = l_3509 != uint32(0);
if (l_3510) {
const uint32 l_3511 = l_3505 - uint32(1);
l_mut_2334 = l_3511;
} else {
const bool l_3512 = l_3505 == uint32(2139095040);
if (l_3512) {
l_mut_2334 = l_3505;
}
}
}
const float l_3513 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3514 = reinterpret_cast<uint32 const&>(l_3513);
const uint32 l_3515 = l_3514 ^ uint32(2147483648);
const float l_3516 = reinterpret_cast<float const&>(l_3515);
const uint32 l_3517 = reinterpret_cast<uint32 const&>(l_3516);
const double l_3518 = double(l_3516);
l_mut_1645 = l_3518;
const uint32 l_3519 = l_3517 & uint32(2139095040);
const bool l_3520 = l_3519 == uint32(0);
if (l_3520) {
const uint32 l_3521 = l_3517 & uint32(8388607);
const double l_3522 = double(l_3521);
const double l_3523 = l_3522 * double(1.401298464324817e-45);
l_mut_1645 = l_3523;
const uint32 l_3524 = l_3517 >> uint32(31);
const bool l_3525 = l_3524 == uint32(1);
if (l_3525) {
const double l_3526 = -l_mut_1645;
l_mut_1645 = l_3526;
}
}
const double l_3527 = l_3459 + l_3398;
const bool l_3528 = l_3527 <= l_mut_2101;
l_mut_291 = l_3528;
const double l_3529 = l_3459 - l_3398;
const bool l_3530 = l_3529 > l_mut_2101;
l_mut_288 = l_3530;
const double l_3531 = l_3472 - l_3401;
const bool l_3532 = l_3531 >= l_mut_2101;
l_mut_285 = l_3532;
const double l_3533 = l_3472 + l_3401;
const bool l_3534 = l_3533 < l_mut_2101;
l_mut_282 = l_3534;
l_mut_2334 = uint32(2);
const bool l_3535 = l_mut_288 || l_mut_282;
if (l_3535) {
l_mut_2334 = uint32(1);
} else {
const bool l_3536 = l_mut_291 && l_mut_285;
if (l_3536) {
l_mut_2334 = uint32(0);
}
}
const uint32 l_3537 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3538 = l_3537 & uint32(2147483647);
const bool l_3539 = l_3538 == uint32(0);
if (l_3539) {
const double l_3540 = l_3459 + l_3398;
const bool l_3541 = l_3540 < double(1.1754943508222875e-38);
const double l_3542 = l_3472 - l_3401;
const bool l_3543 = l_3542 > double(-1.1754943508222875e-38);
const bool l_3544 = l_3541 && l_3543;
const double l_3545 = l_3459 - l_3398;
const bool l_3546 = l_3545 < double(1.1754943508222875e-38);
const double l_3547 = l_3472 + l_3401;
const bool l_3548 = l_3547 > double(-1.1754943508222875e-38);
const bool l_3549 = l_3546 && l_3548;
if (l_3544) {
l_mut_2334 = uint32(0);
} else {
const bool l_3550 = l_mut_2334 == uint32(1);
const bool l_3551 = l_3549 && l_3550;
if (l_3551) {
l_mut_2334 = uint32(2);
}
}
}
l_mut_3278 = l_mut_2334;
}
}
l_mut_237 = l_mut_3278;
}
}
l_mut_183 = l_mut_237;
} else {
const bool l_3552 = l_179 <= l_177;
const bool l_3553 = l_165 == uint32(12);
const bool l_3554 = l_3552 && l_3553;
if (l_3554) {
const float l_3555 = float(l_178);
const uint32 l_3556 = reinterpret_cast<uint32 const&>(l_3555);
const double l_3557 = double(l_3555);
l_mut_2101 = l_3557;
const uint32 l_3558 = l_3556 & uint32(2139095040);
const bool l_3559 = l_3558 == uint32(0);
if (l_3559) {
const uint32 l_3560 = l_3556 & uint32(8388607);
const double l_3561 = double(l_3560);
const double l_3562 = l_3561 * double(1.401298464324817e-45);
l_mut_2101 = l_3562;
const uint32 l_3563 = l_3556 >> uint32(31);
const bool l_3564 = l_3563 == uint32(1);
if (l_3564) {
const double l_3565 = -l_mut_2101;
l_mut_2101 = l_3565;
}
}
const double l_3566 = abs(l_mut_2101);
l_mut_2101 = l_3566;
l_mut_3278 = uint32(0);
const bool l_3567 = l_3566 >= double(0.785);
if (l_3567) {
const double l_3568 = l_3566 * double(0.6366197723675814);
const double l_3569 = l_3568 + double(0.5);
const double l_3570 = floor(l_3569);
const double l_3571 = l_3570 * double(1.570796325802803);
const double l_3572 = l_3566 - l_3571;
const double l_3573 = l_3572 * l_61;
const double l_3574 = l_3570 * double(9.920935796805404e-10);
const double l_3575 = l_3573 - l_3574;
l_mut_2101 = l_3575;
const uint32 l_3576 = uint32(l_3570);
l_mut_3278 = l_3576;
}
const uint32 l_3577 = reinterpret_cast<uint32 const&>(l_3555);
const uint32 l_3578 = l_3577 >> uint32(31);
const bool l_3579 = l_3578 == uint32(1);
const double l_3580 = l_mut_2101 * l_mut_2101;
const double l_3581 = l_3580 * double(1.9572941063391263e-20);
const double l_3582 = double(8.22063524662433e-18) - l_3581;
l_mut_1874 = l_3582;
const double l_3583 = l_mut_1874 * l_3580;
const double l_3584 = l_3583 - double(2.8114572543455206e-15);
l_mut_1874 = l_3584;
const double l_3585 = l_mut_1874 * l_3580;
const double l_3586 = l_3585 + double(7.647163731819816e-13);
l_mut_1874 = l_3586;
const double l_3587 = l_mut_1874 * l_3580;
const double l_3588 = l_3587 - double(1.6059043836821613e-10);
l_mut_1874 = l_3588;
const double l_3589 = l_mut_1874 * l_3580;
const double l_3590 = l_3589 + double(2.505210838544172e-8);
l_mut_1874 = l_3590;
const double l_3591 = l_mut_1874 * l_3580;
const double l_3592 = l_3591 - double(2.7557319223985893e-6);
l_mut_1874 = l_3592;
const double l_3593 = l_mut_1874 * l_3580;
const double l_3594 = l_3593 + double(0.0001984126984126984);
l_mut_1874 = l_3594;
const double l_3595 = l_mut_1874 * l_3580;
const double l_3596 = l_3595 - double(0.008333333333333333);
l_mut_1874 = l_3596;
const double l_3597 = l_mut_1874 * l_3580;
const double l_3598 = l_3597 + double(0.16666666666666666);
l_mut_1874 = l_3598;
const double l_3599 = double(0.5) * l_3580;
const double l_3600 = double(1.0) - l_3599;
const double l_3601 = double(0.0) * l_3600;
const double l_3602 = l_mut_2101 * l_3580;
const double l_3603 = l_3602 * l_mut_1874;
const double l_3604 = l_3601 - l_3603;
const double l_3605 = l_mut_2101 + l_3604;
const double l_3606 = l_mut_2101 * l_mut_2101;
const double l_3607 = l_3606 * double(4.110317623312165e-19);
const double l_3608 = l_3607 - double(1.5619206968586225e-16);
l_mut_1874 = l_3608;
const double l_3609 = l_mut_1874 * l_3606;
const double l_3610 = l_3609 + double(4.779477332387385e-14);
l_mut_1874 = l_3610;
const double l_3611 = l_mut_1874 * l_3606;
const double l_3612 = l_3611 - double(1.1470745597729725e-11);
l_mut_1874 = l_3612;
const double l_3613 = l_mut_1874 * l_3606;
const double l_3614 = l_3613 + double(2.08767569878681e-9);
l_mut_1874 = l_3614;
const double l_3615 = l_mut_1874 * l_3606;
const double l_3616 = l_3615 - double(2.755731922398589e-7);
l_mut_1874 = l_3616;
const double l_3617 = l_mut_1874 * l_3606;
const double l_3618 = l_3617 + double(2.48015873015873e-5);
l_mut_1874 = l_3618;
const double l_3619 = l_mut_1874 * l_3606;
const double l_3620 = l_3619 - double(0.001388888888888889);
l_mut_1874 = l_3620;
const double l_3621 = l_mut_1874 * l_3606;
const double l_3622 = l_3621 + double(0.041666666666666664);
l_mut_1874 = l_3622;
const double l_3623 = double(0.5) * l_3606;
const double l_3624 = double(1.0) - l_3623;
const double l_3625 = l_3606 * l_3606;
const double l_3626 = l_3625 * l_mut_1874;
const double l_3627 = double(0.0) * l_mut_2101;
const double l_3628 = l_3626 - l_3627;
const double l_3629 = l_3624 + l_3628;
const uint32 l_3630 = l_mut_3278 & uint32(1);
const bool l_3631 = l_3630 == uint32(1);
l_mut_2101 = l_3605;
const uint32 l_3632 = l_mut_3278 & uint32(2);
const bool l_3633 = l_3632 != uint32(0);
l_mut_291 = l_3633;
if (l_3631) {
l_mut_2101 = l_3629;
}
const bool l_3634 = bool(true) && l_3579;
if (l_3634) {
const bool l_3635 = !l_mut_291;
l_mut_291 = l_3635;
}
if (l_mut_291) {
const double l_3636 = -l_mut_2101;
l_mut_2101 = l_3636;
}
const float l_3637 = float(l_178);
const uint32 l_3638 = reinterpret_cast<uint32 const&>(l_3637);
const double l_3639 = double(l_3637);
l_mut_1874 = l_3639;
const uint32 l_3640 = l_3638 & uint32(2139095040);
const bool l_3641 = l_3640 == uint32(0);
if (l_3641) {
const uint32 l_3642 = l_3638 & uint32(8388607);
const double l_3643 = double(l_3642);
const double l_3644 = l_3643 * double(1.401298464324817e-45);
l_mut_1874 = l_3644;
const uint32 l_3645 = l_3638 >> uint32(31);
const bool l_3646 = l_3645 == uint32(1);
if (l_3646) {
const double l_3647 = -l_mut_1874;
l_mut_1874 = l_3647;
}
}
const double l_3648 = abs(l_mut_1874);
l_mut_1874 = l_3648;
l_mut_3278 = uint32(0);
const bool l_3649 = l_3648 >= double(0.785);
if (l_3649) {
const double l_3650 = l_3648 * double(0.6366197723675814);
const double l_3651 = l_3650 + double(0.5);
const double l_3652 = floor(l_3651);
const double l_3653 = l_3652 * double(1.570796325802803);
const double l_3654 = l_3648 - l_3653;
const double l_3655 = l_3654 * l_61;
const double l_3656 = l_3652 * double(9.920935796805404e-10);
const double l_3657 = l_3655 - l_3656;
l_mut_1874 = l_3657;
const uint32 l_3658 = uint32(l_3652);
l_mut_3278 = l_3658;
}
const uint32 l_3659 = reinterpret_cast<uint32 const&>(l_3637);
const uint32 l_3660 = l_3659 >> uint32(31);
const bool l_3661 = l_3660 == uint32(1);
const double l_3662 = l_mut_1874 * l_mut_1874;
const double l_3663 = l_3662 * double(1.9572941063391263e-20);
const double l_3664 = double(8.22063524662433e-18) - l_3663;
l_mut_1645 = l_3664;
const double l_3665 = l_mut_1645 * l_3662;
const double l_3666 = l_3665 - double(2.8114572543455206e-15);
l_mut_1645 = l_3666;
const double l_3667 = l_mut_1645 * l_3662;
const double l_3668 = l_3667 + double(7.647163731819816e-13);
l_mut_1645 = l_3668;
const double l_3669 = l_mut_1645 * l_3662;
const double l_3670 = l_3669 - double(1.6059043836821613e-10);
l_mut_1645 = l_3670;
const double l_3671 = l_mut_1645 * l_3662;
const double l_3672 = l_3671 + double(2.505210838544172e-8);
l_mut_1645 = l_3672;
const double l_3673 = l_mut_1645 * l_3662;
const double l_3674 = l_3673 - double(2.7557319223985893e-6);
l_mut_1645 = l_3674;
const double l_3675 = l_mut_1645 * l_3662;
const double l_3676 = l_3675 + double(0.0001984126984126984);
l_mut_1645 = l_3676;
const double l_3677 = l_mut_1645 * l_3662;
const double l_3678 = l_3677 - double(0.008333333333333333);
l_mut_1645 = l_3678;
const double l_3679 = l_mut_1645 * l_3662;
const double l_3680 = l_3679 + double(0.16666666666666666);
l_mut_1645 = l_3680;
const double l_3681 = double(0.5) * l_3662;
const double l_3682 = double(1.0) - l_3681;
const double l_3683 = double(0.0) * l_3682;
const double l_3684 = l_mut_1874 * l_3662;
const double l_3685 = l_3684 * l_mut_1645;
const double l_3686 = l_3683 - l_3685;
const double l_3687 = l_mut_1874 + l_3686;
const double l_3688 = l_mut_1874 * l_mut_1874;
const double l_3689 = l_3688 * double(4.110317623312165e-19);
const double l_3690 = l_3689 - double(1.5619206968586225e-16);
l_mut_1645 = l_3690;
const double l_3691 = l_mut_1645 * l_3688;
const double l_3692 = l_3691 + double(4.779477332387385e-14);
l_mut_1645 = l_3692;
const double l_3693 = l_mut_1645 * l_3688;
const double l_3694 = l_3693 - double(1.1470745597729725e-11);
l_mut_1645 = l_3694;
const double l_3695 = l_mut_1645 * l_3688;
const double l_3696 = l_3695 + double(2.08767569878681e-9);
l_mut_1645 = l_3696;
const double l_3697 = l_mut_1645 * l_3688;
const double l_3698 = l_3697 - double(2.755731922398589e-7);
l_mut_1645 = l_3698;
const double l_3699 = l_mut_1645 * l_3688;
const double l_3700 = l_3699 + double(2.48015873015873e-5);
l_mut_1645 = l_3700;
const double l_3701 = l_mut_1645 * l_3688;
const double l_3702 = l_3701 - double(0.001388888888888889);
l_mut_1645 = l_3702;
const double l_3703 = l_mut_1645 * l_3688;
const double l_3704 = l_3703 + double(0.041666666666666664);
l_mut_1645 = l_3704;
const double l_3705 = double(0.5) * l_3688;
const double l_3706 = double(1.0) - l_3705;
const double l_3707 = l_3688 * l_3688;
const double l_3708 = l_3707 * l_mut_1645;
const double l_3709 = double(0.0) * l_mut_1874;
const double l_3710 = l_3708 - l_3709;
const double l_3711 = l_3706 + l_3710;
const uint32 l_3712 = l_mut_3278 & uint32(1);
const bool l_3713 = l_3712 == uint32(1);
l_mut_1874 = l_3687;
const uint32 l_3714 = l_mut_3278 & uint32(2);
const bool l_3715 = l_3714 != uint32(0);
l_mut_291 = l_3715;
l_mut_1874 = l_3711;
if (l_3713) {
l_mut_1874 = l_3687;
}
const uint32 l_3716 = l_mut_3278 + uint32(1);
const uint32 l_3717 = l_3716 & uint32(2);
const bool l_3718 = l_3717 != uint32(0);
l_mut_291 = l_3718;
const bool l_3719 = bool(false) && l_3661;
if (l_3719) {
const bool l_3720 = !l_mut_291;
l_mut_291 = l_3720;
}
if (l_mut_291) {
const double l_3721 = -l_mut_1874;
l_mut_1874 = l_3721;
}
const double l_3722 = abs(l_mut_2101);
const double l_3723 = l_3722 * double(1.4551915228366852e-11);
const double l_3724 = abs(l_mut_1874);
const double l_3725 = l_3724 * double(1.4551915228366852e-11);
const double l_3726 = l_mut_2101 - l_171;
const double l_3727 = l_mut_2101 + l_171;
const double l_3728 = l_mut_1874 - l_171;
const double l_3729 = l_mut_1874 + l_171;
l_mut_3278 = uint32(2);
const double l_3730 = abs(l_3728);
const bool l_3731 = l_3730 <= l_3725;
const double l_3732 = abs(l_3729);
const bool l_3733 = l_3732 <= l_3725;
const bool l_3734 = l_3731 || l_3733;
const bool l_3735 = !l_3734;
if (l_3735) {
l_mut_3278 = uint32(0);
const bool l_3736 = l_3728 <= double(0.0);
const bool l_3737 = l_3729 >= double(0.0);
const bool l_3738 = l_3736 && l_3737;
const bool l_3739 = !l_3738;
if (l_3739) {
const double l_3740 = abs(l_3728);
const double l_3741 = abs(l_3729);
l_mut_2101 = l_3740;
const bool l_3742 = l_3741 < l_3740;
if (l_3742) {
l_mut_2101 = l_3741;
}
const double l_3743 = l_3725 / l_mut_2101;
const double l_3744 = l_3743 + double(1.4551915228366852e-11);
const double l_3745 = double(1.0) / l_3729;
const double l_3746 = double(1.0) / l_3728;
const double l_3747 = abs(l_3745);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3748 = l_3747 >= double(1.1754943508222875e-38);
const bool l_3749 = l_3747 <= double(1.7976931348623157e308);
const bool l_3750 = l_3748 && l_3749;
if (l_3750) {
const uint64 l_3751 = reinterpret_cast<uint64 const&>(l_3747);
const uint64 l_3752 = l_3751 >> uint64(52);
const uint64 l_3753 = l_3752 - uint64(23);
const uint64 l_3754 = l_3753 << uint64(52);
const double l_3755 = reinterpret_cast<double const&>(l_3754);
l_mut_2101 = l_3755;
}
const double l_3756 = l_174 * l_mut_2101;
const double l_3757 = l_3745 - l_3756;
const double l_3758 = abs(l_3746);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3759 = l_3758 >= double(1.1754943508222875e-38);
const bool l_3760 = l_3758 <= double(1.7976931348623157e308);
const bool l_3761 = l_3759 && l_3760;
if (l_3761) {
const uint64 l_3762 = reinterpret_cast<uint64 const&>(l_3758);
const uint64 l_3763 = l_3762 >> uint64(52);
const uint64 l_3764 = l_3763 - uint64(23);
const uint64 l_3765 = l_3764 << uint64(52);
const double l_3766 = reinterpret_cast<double const&>(l_3765);
l_mut_2101 = l_3766;
}
const double l_3767 = l_174 * l_mut_2101;
const double l_3768 = l_3746 + l_3767;
const double l_3770 = l_3726 * l_3757;
const double l_3771 = l_3726 * l_3768;
const double l_3772 = l_3727 * l_3757;
const double l_3773 = l_3727 * l_3768;
l_arr_3769[uint32(0)] = l_3770;
l_arr_3769[uint32(1)] = l_3770;
const double l_3774 = l_arr_3769[uint32(0)];
const bool l_3775 = l_3771 < l_3774;
if (l_3775) {
l_arr_3769[uint32(0)] = l_3771;
}
const double l_3776 = l_arr_3769[uint32(0)];
const bool l_3777 = l_3772 < l_3776;
if (l_3777) {
l_arr_3769[uint32(0)] = l_3772;
}
const double l_3778 = l_arr_3769[uint32(0)];
const bool l_3779 = l_3773 < l_3778;
if (l_3779) {
l_arr_3769[uint32(0)] = l_3773;
}
const double l_3780 = l_arr_3769[uint32(1)];
const bool l_3781 = l_3771 > l_3780;
if (l_3781) {
l_arr_3769[uint32(1)] = l_3771;
}
const double l_3782 = l_arr_3769[uint32(1)];
const bool l_3783 = l_3772 > l_3782;
if (l_3783) {
l_arr_3769[uint32(1)] = l_3772;
}
const double l_3784 = l_arr_3769[uint32(1)];
const bool l_3785 = l_3773 > l_3784;
if (l_3785) {
l_arr_3769[uint32(1)] = l_3773;
}
const double l_3786 = abs(l_3726);
const double l_3787 = abs(l_3727);
l_mut_2101 = l_3786;
const bool l_3788 = l_3787 > l_3786;
if (l_3788) {
l_mut_2101 = l_3787;
}
const double l_3789 = abs(l_3757);
const double l_3790 = abs(l_3768);
l_mut_1874 = l_3789;
const bool l_3791 = l_3790 > l_3789;
if (l_3791) {
l_mut_1874 = l_3790;
}
const double l_3792 = l_mut_2101 * l_mut_1874;
const double l_3793 = l_3744 + double(1.4551915228366852e-11);
const double l_3794 = l_3792 * l_3793;
const double l_3795 = l_3723 * l_mut_1874;
const double l_3796 = l_3794 + l_3795;
l_mut_3278 = uint32(2);
const double l_3797 = abs(l_3745);
const double l_3798 = l_3797 * l_3744;
const double l_3799 = l_3745 - l_3798;
const double l_3800 = abs(l_3799);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3801 = l_3800 >= double(1.1754943508222875e-38);
const bool l_3802 = l_3800 <= double(1.7976931348623157e308);
const bool l_3803 = l_3801 && l_3802;
if (l_3803) {
const uint64 l_3804 = reinterpret_cast<uint64 const&>(l_3800);
const uint64 l_3805 = l_3804 >> uint64(52);
const uint64 l_3806 = l_3805 - uint64(23);
const uint64 l_3807 = l_3806 << uint64(52);
const double l_3808 = reinterpret_cast<double const&>(l_3807);
l_mut_2101 = l_3808;
}
const double l_3809 = l_3745 + l_3798;
const double l_3810 = abs(l_3809);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3811 = l_3810 >= double(1.1754943508222875e-38);
const bool l_3812 = l_3810 <= double(1.7976931348623157e308);
const bool l_3813 = l_3811 && l_3812;
if (l_3813) {
const uint64 l_3814 = reinterpret_cast<uint64 const&>(l_3810);
const uint64 l_3815 = l_3814 >> uint64(52);
const uint64 l_3816 = l_3815 - uint64(23);
const uint64 l_3817 = l_3816 << uint64(52);
const double l_3818 = reinterpret_cast<double const&>(l_3817);
l_mut_1874 = l_3818;
}
const bool l_3819 = l_mut_2101 == l_mut_1874;
const double l_3820 = abs(l_3746);
const double l_3821 = l_3820 * l_3744;
const double l_3822 = l_3746 - l_3821;
const double l_3823 = abs(l_3822);
l_mut_2101 = double(1.401298464324817e-45);
const bool l_3824 = l_3823 >= double(1.1754943508222875e-38);
const bool l_3825 = l_3823 <= double(1.7976931348623157e308);
const bool l_3826 = l_3824 && l_3825;
if (l_3826) {
const uint64 l_3827 = reinterpret_cast<uint64 const&>(l_3823);
const uint64 l_3828 = l_3827 >> uint64(52);
const uint64 l_3829 = l_3828 - uint64(23);
const uint64 l_3830 = l_3829 << uint64(52);
const double l_3831 = reinterpret_cast<double const&>(l_3830);
l_mut_2101 = l_3831;
}
const double l_3832 = l_3746 + l_3821;
const double l_3833 = abs(l_3832);
l_mut_1874 = double(1.401298464324817e-45);
const bool l_3834 = l_3833 >= double(1.1754943508222875e-38);
const bool l_3835 = l_3833 <= double(1.7976931348623157e308);
const bool l_3836 = l_3834 && l_3835;
if (l_3836) {
const uint64 l_3837 = reinterpret_cast<uint64 const&>(l_3833);
const uint64 l_3838 = l_3837 >> uint64(52);
const uint64 l_3839 = l_3838 - uint64(23);
const uint64 l_3840 = l_3839 << uint64(52);
const double l_3841 = reinterpret_cast<double const&>(l_3840);
l_mut_1874 = l_3841;
}
const bool l_3842 = l_mut_2101 == l_mut_1874;
const bool l_3843 = l_3819 && l_3842;
if (l_3843) {
const double l_3844 = l_arr_3769[uint32(0)];
const double l_3845 = l_arr_3769[uint32(1)];
const uint32 l_3846 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_3847 = double(l_mut_22);
l_mut_2101 = l_3847;
const uint32 l_3848 = l_3846 & uint32(2139095040);
const bool l_3849 = l_3848 == uint32(0);
if (l_3849) {
const uint32 l_3850 = l_3846 & uint32(8388607);
const double l_3851 = double(l_3850);
const double l_3852 = l_3851 * double(1.401298464324817e-45);
l_mut_2101 = l_3852;
const uint32 l_3853 = l_3846 >> uint32(31);
const bool l_3854 = l_3853 == uint32(1);
if (l_3854) {
const double l_3855 = -l_mut_2101;
l_mut_2101 = l_3855;
}
}
const uint32 l_3856 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3857 = l_3856 + uint32(1);
l_mut_2334 = l_3857;
const uint32 l_3858 = l_3856 & uint32(2147483647);
const bool l_3859 = l_3858 == uint32(0);
if (l_3859) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3860 = l_3856 & uint32(2147483648);
const bool l_3861 = l_3860 != uint32(0);
if (l_3861) {
const uint32 l_3862 = l_3856 - uint32(1);
l_mut_2334 = l_3862;
} else {
const bool l_3863 = l_3856 == uint32(2139095040);
if (l_3863) {
l_mut_2334 = l_3856;
}
}
}
const float l_3864 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3865 = reinterpret_cast<uint32 const&>(l_3864);
const double l_3866 = double(l_3864);
l_mut_1874 = l_3866;
const uint32 l_3867 = l_3865 & uint32(2139095040);
const bool l_3868 = l_3867 == uint32(0);
if (l_3868) {
const uint32 l_3869 = l_3865 & uint32(8388607);
const double l_3870 = double(l_3869);
const double l_3871 = l_3870 * double(1.401298464324817e-45);
l_mut_1874 = l_3871;
const uint32 l_3872 = l_3865 >> uint32(31);
const bool l_3873 = l_3872 == uint32(1);
if (l_3873) {
const double l_3874 = -l_mut_1874;
l_mut_1874 = l_3874;
}
}
const uint32 l_3875 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3876 = l_3875 ^ uint32(2147483648);
const float l_3877 = reinterpret_cast<float const&>(l_3876);
const uint32 l_3878 = reinterpret_cast<uint32 const&>(l_3877);
const uint32 l_3879 = l_3878 + uint32(1);
l_mut_2334 = l_3879;
const uint32 l_3880 = l_3878 & uint32(2147483647);
const bool l_3881 = l_3880 == uint32(0);
if (l_3881) {
l_mut_2334 = uint32(1);
} else {
const uint32 l_3882 = l_3878 & uint32(2147483648);
const bool l_3883 = l_3882 != uint32(0);
if (l_3883) {
const uint32 l_3884 = l_3878 - uint32(1);
l_mut_2334 = l_3884;
} else {
const bool l_3885 = l_3878 == uint32(2139095040);
if (l_3885) {
l_mut_2334 = l_3878;
}
}
}
const float l_3886 = reinterpret_cast<float const&>(l_mut_2334);
const uint32 l_3887 = reinterpret_cast<uint32 const&>(l_3886);
const uint32 l_3888 = l_3887 ^ uint32(2147483648);
const float l_3889 = reinterpret_cast<float const&>(l_3888);
const uint32 l_3890 = reinterpret_cast<uint32 const&>(l_3889);
const double l_3891 = double(l_3889);
l_mut_1645 = l_3891;
const uint32 l_3892 = l_3890 & uint32(2139095040);
const bool l_3893 = l_3892 == uint32(0);
if (l_3893) {
const uint32 l_3894 = l_3890 & uint32(8388607);
const double l_3895 = double(l_3894);
const double l_3896 = l_3895 * double(1.401298464324817e-45);
l_mut_1645 = l_3896;
const uint32 l_3897 = l_3890 >> uint32(31);
const bool l_3898 = l_3897 == uint32(1);
if (l_3898) {
const double l_3899 = -l_mut_1645;
l_mut_1645 = l_3899;
}
}
const double l_3900 = l_3844 + l_3796;
const bool l_3901 = l_3900 <= l_mut_2101;
l_mut_291 = l_3901;
const double l_3902 = l_3844 - l_3796;
const bool l_3903 = l_3902 > l_mut_2101;
l_mut_288 = l_3903;
const double l_3904 = l_3845 - l_3796;
const bool l_3905 = l_3904 >= l_mut_2101;
l_mut_285 = l_3905;
const double l_3906 = l_3845 + l_3796;
const bool l_3907 = l_3906 < l_mut_2101;
l_mut_282 = l_3907;
const double l_3908 = l_3844 + l_3796;
const bool l_3909 = l_3908 < l_mut_1874;
l_mut_291 = l_3909;
const double l_3910 = l_3844 - l_3796;
const bool l_3911 = l_3910 >= l_mut_1874;
l_mut_288 = l_3911;
const double l_3912 = l_3845 - l_3796;
const bool l_3913 = l_3912 > l_mut_1645;
l_mut_285 = l_3913;
const double l_3914 = l_3845 + l_3796;
const bool l_3915 = l_3914 <= l_mut_1645;
l_mut_282 = l_3915;
l_mut_2334 = uint32(2);
const bool l_3916 = l_mut_288 || l_mut_282;
if (l_3916) {
l_mut_2334 = uint32(1);
} else {
const bool l_3917 = l_mut_291 && l_mut_285;
if (l_3917) {
l_mut_2334 = uint32(0);
}
}
const uint32 l_3918 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3919 = l_3918 & uint32(2147483647);
const bool l_3920 = l_3919 == uint32(0);
if (l_3920) {
const double l_3921 = l_3844 + l_3796;
const bool l_3922 = l_3921 < double(1.1754943508222875e-38);
const double l_3923 = l_3845 - l_3796;
const bool l_3924 = l_3923 > double(-1.1754943508222875e-38);
const bool l_3925 = l_3922 && l_3924;
const double l_3926 = l_3844 - l_3796;
const bool l_3927 = l_3926 < double(1.1754943508222875e-38);
const double l_3928 = l_3845 + l_3796;
const bool l_3929 = l_3928 > double(-1.1754943508222875e-38);
const bool l_3930 = l_3927 && l_3929;
if (l_3925) {
l_mut_2334 = uint32(0);
} else {
const bool l_3931 = l_mut_2334 == uint32(1);
const bool l_3932 = l_3930 && l_3931;
if (l_3932) {
l_mut_2334 = uint32(2);
}
}
}
l_mut_3278 = l_mut_2334;
}
}
}
l_mut_183 = l_mut_3278;
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
const uint32 l_3933 = l_arr_182[uint32(0)];
const bool l_3934 = l_3933 == uint32(0);
if (l_3934) {
l_mut_183 = uint32(2);
}
l_arr_10[l_mut_163] = l_mut_183;
const uint32 l_3935 = l_arr_10[l_mut_163];
const bool l_3936 = l_3935 == uint32(2);
if (l_3936) {
l_mut_160 = bool(false);
}
}
}
const bool l_3937 = l_mut_62 == uint32(4294967293);
if (l_3937) {
const uint32 l_3938 = l_arr_8[uint32(0)];
const uint32 l_3939 = l_3938 + uint32(1);
l_arr_8[uint32(0)] = l_3939;
} else {
if (l_mut_160) {
l_mut_2101 = l_150;
const bool l_3940 = l_mut_2101 < double(-17.0);
if (l_3940) {
l_mut_2101 = double(-17.0);
}
const bool l_3941 = l_mut_2101 > double(17.0);
if (l_3941) {
l_mut_2101 = double(17.0);
}
const double l_3942 = l_mut_2101 + double(16.0);
const double l_3943 = l_3942 + double(1.0);
const uint32 l_3944 = uint32(l_3943);
const uint32 l_3945 = uint32(2) + l_3944;
const uint32 l_3946 = l_arr_8[l_3945];
const uint32 l_3947 = l_3946 + uint32(1);
l_arr_8[l_3945] = l_3947;
const uint32 l_3948 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_3949 = l_3948 & uint32(8388607);
const double l_3950 = double(l_3949);
const double l_3951 = l_3950 / double(7.1362384635298e44);
l_mut_2101 = l_3951;
const uint32 l_3952 = l_3948 & uint32(2139095040);
const bool l_3953 = l_3952 != uint32(0);
if (l_3953) {
const uint32 l_3954 = l_3948 & uint32(2147483647);
const float l_3955 = reinterpret_cast<float const&>(l_3954);
const double l_3956 = double(l_3955);
l_mut_2101 = l_3956;
}
const uint32 l_3957 = l_3948 >> uint32(31);
const double l_3958 = double(l_3957);
const double l_3959 = double(2.0) * l_3958;
const double l_3960 = double(1.0) - l_3959;
l_mut_2101 = l_mut_2101 * l_3960;
const double l_3961 = abs(l_mut_35);
const double l_3962 = l_mut_35 * double(0.0);
const double l_3963 = l_3962 + double(7.1362384635298e44);
l_mut_1874 = l_3963;
const bool l_3964 = l_3961 >= double(2.350988701644575e-38);
if (l_3964) {
const uint32 l_3965 = l_mut_62 & uint32(2147483647);
const float l_3966 = reinterpret_cast<float const&>(l_3965);
const double l_3967 = double(l_3966);
const uint32 l_3968 = l_3965 & uint32(2139095040);
const float l_3969 = reinterpret_cast<float const&>(l_3968);
const double l_3970 = double(l_3969);
const bool l_3971 = l_3967 > l_3961;
const uint32 l_3972 = l_3965 & uint32(8388607);
const bool l_3973 = l_3972 == uint32(0);
const bool l_3974 = l_3971 && l_3973;
const double l_3975 = l_3970 * double(1.1920928955078125e-7);
const double l_3976 = double(l_3974);
const double l_3977 = double(0.5) * l_3976;
const double l_3978 = double(1.0) - l_3977;
const double l_3979 = l_3975 * l_3978;
const double l_3980 = double(1.0) / l_3979;
l_mut_1874 = l_3980;
}
const double l_3981 = l_mut_2101 - l_mut_35;
const double l_3982 = l_3981 * l_mut_1874;
const uint32 l_3983 = l_arr_8[uint32(45)];
const bool l_3984 = l_3983 == uint32(4294967295);
const double l_3985 = l_arr_9[uint32(0)];
const bool l_3986 = l_3982 < l_3985;
const bool l_3987 = l_3984 || l_3986;
if (l_3987) {
l_arr_9[uint32(0)] = l_3982;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_131;
}
const uint32 l_3988 = l_arr_8[uint32(47)];
const bool l_3989 = l_3988 == uint32(4294967295);
const double l_3990 = l_arr_9[uint32(1)];
const bool l_3991 = l_3982 > l_3990;
const bool l_3992 = l_3989 || l_3991;
if (l_3992) {
l_arr_9[uint32(1)] = l_3982;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_131;
}
const bool l_3993 = l_150 != double(0.0);
if (l_3993) {

for (uint32 l_mut_3994 = uint32(0); l_mut_3994 < uint32(8); ++l_mut_3994) {
const uint32 l_3995 = l_arr_10[l_mut_3994];
const bool l_3996 = l_3995 == uint32(1);
if (l_3996) {
const uint32 l_3997 = uint32(37) + l_mut_3994;
const uint32 l_3998 = l_arr_8[l_3997];
const uint32 l_3999 = l_3998 + uint32(1);
l_arr_8[l_3997] = l_3999;
const uint32 l_4000 = uint32(2) + l_mut_3994;
const uint32 l_4001 = uint32(2) * l_4000;
const uint32 l_4002 = uint32(45) + l_4001;
const uint32 l_4003 = l_arr_8[l_4002];
const bool l_4004 = l_4003 == uint32(4294967295);
const double l_4005 = abs(l_3982);
const uint32 l_4006 = uint32(2) + l_mut_3994;
const double l_4007 = l_arr_9[l_4006];
const double l_4008 = abs(l_4007);
const bool l_4009 = l_4005 > l_4008;
const bool l_4010 = l_4004 || l_4009;
if (l_4010) {
const uint32 l_4011 = uint32(2) + l_mut_3994;
l_arr_9[l_4011] = l_3982;
l_arr_8[l_4002] = l_20;
const uint32 l_4012 = l_4002 + uint32(1);
l_arr_8[l_4012] = l_131;
}
}
}
}
} else {
const uint32 l_4013 = l_arr_8[uint32(1)];
const uint32 l_4014 = l_2 + l_4013;
const uint32 l_4015 = l_4014 * uint32(2);
const uint32 l_4100 = info.static_meta[uint32(6)];
const uint32 l_4101 = l_4100 * uint32(1);
const bool l_4102 = l_4015 < l_4101;
if (l_4102) {
buffer_6[l_4015] = l_20;
}
const uint32 l_4016 = l_4015 + uint32(1);
const uint32 l_4103 = info.static_meta[uint32(6)];
const uint32 l_4104 = l_4103 * uint32(1);
const bool l_4105 = l_4016 < l_4104;
if (l_4105) {
buffer_6[l_4016] = l_131;
}
const uint32 l_4017 = l_arr_8[uint32(1)];
const uint32 l_4018 = l_4017 + uint32(1);
l_arr_8[uint32(1)] = l_4018;
}
}
}

for (uint32 l_mut_4019 = uint32(0); l_mut_4019 < uint32(65); ++l_mut_4019) {
const uint32 l_4020 = idxGlobal * uint32(65);
const uint32 l_4021 = l_4020 + l_mut_4019;
const uint32 l_4022 = l_arr_8[l_mut_4019];
const uint32 l_4106 = info.static_meta[uint32(4)];
const uint32 l_4107 = l_4106 * uint32(1);
const bool l_4108 = l_4021 < l_4107;
if (l_4108) {
buffer_4[l_4021] = l_4022;
}
}

for (uint32 l_mut_4023 = uint32(0); l_mut_4023 < uint32(10); ++l_mut_4023) {
const uint32 l_4024 = idxGlobal * uint32(10);
const uint32 l_4025 = l_4024 + l_mut_4023;
const double l_4026 = l_arr_9[l_mut_4023];
const uint32 l_4109 = info.static_meta[uint32(5)];
const uint32 l_4110 = l_4109 * uint32(1);
const bool l_4111 = l_4025 < l_4110;
if (l_4111) {
buffer_5[l_4025] = l_4026;
}
}
}

}
