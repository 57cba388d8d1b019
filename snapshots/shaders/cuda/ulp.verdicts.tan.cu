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

double l_arr_2263[2];

double l_arr_3306[2];

double l_arr_3522[2];

double l_arr_3925[2];

bool l_mut_141;
bool l_mut_144;
bool l_mut_147;
bool l_mut_150;
double l_mut_1246;
double l_mut_1271;
double l_mut_1356;
double l_mut_1610;
double l_mut_1866;
double l_mut_2120;
double l_mut_38;
double l_mut_61;
double l_mut_709;
uint32 l_mut_2372;
uint32 l_mut_31;
uint32 l_mut_3415;
uint32 l_mut_48;
uint32 l_mut_90;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_4100 = info.static_meta[uint32(6)];
const uint32 l_4101 = l_4100 * uint32(1);
const bool l_4102 = uint32(1024) < l_4101;
const uint32 l_4103 = l_4101 - uint32(1);
const uint32 l_4104 = min(uint32(1024), l_4103);
const uint32 l_4105 = buffer_6[l_4104];
const uint32 l_4106 = (l_4102) ? l_4105 : uint32(0);
const uint32 l_2 = l_4106;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_4107 = info.static_meta[uint32(4)];
const uint32 l_4108 = l_4107 * uint32(1);
const bool l_4109 = l_8 < l_4108;
const uint32 l_4110 = l_4108 - uint32(1);
const uint32 l_4111 = min(l_8, l_4110);
const uint32 l_4112 = buffer_4[l_4111];
const uint32 l_4113 = (l_4109) ? l_4112 : uint32(0);
const uint32 l_9 = l_4113;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_4114 = info.static_meta[uint32(4)];
const uint32 l_4115 = l_4114 * uint32(1);
const bool l_4116 = l_11 < l_4115;
const uint32 l_4117 = l_4115 - uint32(1);
const uint32 l_4118 = min(l_11, l_4117);
const uint32 l_4119 = buffer_4[l_4118];
const uint32 l_4120 = (l_4116) ? l_4119 : uint32(0);
const uint32 l_12 = l_4120;
const bool l_13 = l_12 != uint32(0);
const uint32 l_4121 = info.static_meta[uint32(0)];
const uint32 l_4122 = l_4121 * uint32(1);
const bool l_4123 = idxGlobal < l_4122;
const uint32 l_4124 = l_4122 - uint32(1);
const uint32 l_4125 = min(idxGlobal, l_4124);
const float l_4126 = buffer_0[l_4125];
const float l_4127 = (l_4123) ? l_4126 : float(0.0);
const float l_14 = l_4127;
const uint32 l_4128 = info.static_meta[uint32(1)];
const uint32 l_4129 = l_4128 * uint32(1);
const bool l_4130 = idxGlobal < l_4129;
const uint32 l_4131 = l_4129 - uint32(1);
const uint32 l_4132 = min(idxGlobal, l_4131);
const float l_4133 = buffer_1[l_4132];
const float l_4134 = (l_4130) ? l_4133 : float(0.0);
const float l_15 = l_4134;
const uint32 l_4135 = info.static_meta[uint32(2)];
const uint32 l_4136 = l_4135 * uint32(1);
const bool l_4137 = idxGlobal < l_4136;
const uint32 l_4138 = l_4136 - uint32(1);
const uint32 l_4139 = min(idxGlobal, l_4138);
const double l_4140 = buffer_2[l_4139];
const double l_4141 = (l_4137) ? l_4140 : double(0.0);
const double l_16 = l_4141;
const uint32 l_4142 = info.static_meta[uint32(3)];
const uint32 l_4143 = l_4142 * uint32(1);
const bool l_4144 = idxGlobal < l_4143;
const uint32 l_4145 = l_4143 - uint32(1);
const uint32 l_4146 = min(idxGlobal, l_4145);
const double l_4147 = buffer_3[l_4146];
const double l_4148 = (l_4144) ? l_4147 : double(0.0);
const double l_17 = l_4148;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_4149 = info.static_meta[uint32(5)];
const uint32 l_4150 = l_4149 * uint32(1);
const bool l_4151 = l_18 < l_4150;
const uint32 l_4152 = l_4150 - uint32(1);
const uint32 l_4153 = min(l_18, l_4152);
const double l_4154 = buffer_5[l_4153];
const double l_4155 = (l_4151) ? l_4154 : double(0.0);
const double l_19 = l_4155;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_4156 = info.static_meta[uint32(5)];
const uint32 l_4157 = l_4156 * uint32(1);
const bool l_4158 = l_21 < l_4157;
const uint32 l_4159 = l_4157 - uint32(1);
const uint32 l_4160 = min(l_21, l_4159);
const double l_4161 = buffer_5[l_4160];
const double l_4162 = (l_4158) ? l_4161 : double(0.0);
const double l_22 = l_4162;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_4163 = info.static_meta[uint32(5)];
const uint32 l_4164 = l_4163 * uint32(1);
const bool l_4165 = l_24 < l_4164;
const uint32 l_4166 = l_4164 - uint32(1);
const uint32 l_4167 = min(l_24, l_4166);
const double l_4168 = buffer_5[l_4167];
const double l_4169 = (l_4165) ? l_4168 : double(0.0);
const double l_25 = l_4169;
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
const uint32 l_76 = l_75 & uint32(2147483647);
const float l_77 = reinterpret_cast<float const&>(l_76);
const double l_78 = double(l_77);
l_mut_61 = l_78;
const bool l_79 = l_76 < uint32(8388608);
if (l_79) {
const double l_80 = double(l_76);
const double l_81 = l_80 * double(1.401298464324817e-45);
l_mut_61 = l_81;
}
const uint64 l_82 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_83 = l_75 >> uint32(31);
const uint64 l_84 = uint64(l_83);
const uint64 l_85 = l_84 << uint64(63);
const uint64 l_86 = l_82 | l_85;
const double l_87 = reinterpret_cast<double const&>(l_86);
const uint32 l_88 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_89 = l_88 + uint32(1);
l_mut_90 = l_89;
const uint32 l_91 = l_88 & uint32(2147483647);
const bool l_92 = l_91 == uint32(0);
if (l_92) {
l_mut_90 = uint32(1);
} else {
const uint32 l_93 = l_88 & uint32(2147483648);
const bool l_94 = l_93 != uint32(0);
if (l_94) {
const uint32 l_95 = l_88 - uint32(1);
l_mut_90 = l_95;
} else {
const bool l_96 = l_88 == uint32(2139095040);
if (l_96) {
l_mut_90 = l_88;
}
}
}
const float l_97 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_98 = reinterpret_cast<uint32 const&>(l_97);
const uint32 l_99 = l_98 & uint32(2147483647);
const float l_100 = reinterpret_cast<float const&>(l_99);
const double l_101 = double(l_100);
l_mut_61 = l_101;
const bool l_102 = l_99 < uint32(8388608);
if (l_102) {
const double l_103 = double(l_99);
const double l_104 = l_103 * double(1.401298464324817e-45);
l_mut_61 = l_104;
}
const uint64 l_105 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_106 = l_98 >> uint32(31);
const uint64 l_107 = uint64(l_106);
const uint64 l_108 = l_107 << uint64(63);
const uint64 l_109 = l_105 | l_108;
const double l_110 = reinterpret_cast<double const&>(l_109);
const uint32 l_111 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_112 = l_111 ^ uint32(2147483648);
const float l_113 = reinterpret_cast<float const&>(l_112);
const uint32 l_114 = reinterpret_cast<uint32 const&>(l_113);
const uint32 l_115 = l_114 + uint32(1);
l_mut_90 = l_115;
const uint32 l_116 = l_114 & uint32(2147483647);
const bool l_117 = l_116 == uint32(0);
if (l_117) {
l_mut_90 = uint32(1);
} else {
const uint32 l_118 = l_114 & uint32(2147483648);
const bool l_119 = l_118 != uint32(0);
if (l_119) {
const uint32 l_120 = l_114 - uint32(1);
l_mut_90 = l_120;
} else {
const bool l_121 = l_114 == uint32(2139095040);
if (l_121) {
l_mut_90 = l_114;
}
}
}
const float l_122 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_123 = reinterpret_cast<uint32 const&>(l_122);
const uint32 l_124 = l_123 ^ uint32(2147483648);
const float l_125 = reinterpret_cast<float const&>(l_124);
const uint32 l_126 = reinterpret_cast<uint32 const&>(l_125);
const uint32 l_127 = l_126 & uint32(2147483647);
const float l_128 = reinterpret_cast<float const&>(l_127);
const double l_129 = double(l_128);
l_mut_61 = l_129;
const bool l_130 = l_127 < uint32(8388608);
if (l_130) {
const double l_131 = double(l_127);
const double l_132 = l_131 * double(1.401298464324817e-45);
l_mut_61 = l_132;
}
const uint64 l_133 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_134 = l_126 >> uint32(31);
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_135 << uint64(63);
const uint64 l_137 = l_133 | l_136;
const double l_138 = reinterpret_cast<double const&>(l_137);
const double l_139 = l_73 + l_72;
const bool l_140 = l_139 <= l_87;
l_mut_141 = l_140;
const double l_142 = l_73 - l_72;
const bool l_143 = l_142 > l_87;
l_mut_144 = l_143;
const double l_145 = l_74 - l_72;
const bool l_146 = l_145 >= l_87;
l_mut_147 = l_146;
const double l_148 = l_74 + l_72;
const bool l_149 = l_148 < l_87;
l_mut_150 = l_149;
if (l_13) {
const double l_151 = l_73 + l_72;
const bool l_152 = l_151 < l_110;
l_mut_141 = l_152;
const double l_153 = l_73 - l_72;
const bool l_154 = l_153 >= l_110;
l_mut_144 = l_154;
const double l_155 = l_74 - l_72;
const bool l_156 = l_155 > l_138;
l_mut_147 = l_156;
const double l_157 = l_74 + l_72;
const bool l_158 = l_157 <= l_138;
l_mut_150 = l_158;
}
l_mut_90 = uint32(2);
const bool l_159 = l_mut_144 || l_mut_150;
if (l_159) {
l_mut_90 = uint32(1);
} else {
const bool l_160 = l_mut_141 && l_mut_147;
if (l_160) {
l_mut_90 = uint32(0);
}
}
const uint32 l_161 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_162 = l_161 & uint32(2147483647);
const bool l_163 = l_162 == uint32(0);
if (l_163) {
const double l_164 = l_73 + l_72;
const bool l_165 = l_164 < double(1.1754943508222875e-38);
const double l_166 = l_74 - l_72;
const bool l_167 = l_166 > double(-1.1754943508222875e-38);
const bool l_168 = l_165 && l_167;
const double l_169 = l_73 - l_72;
const bool l_170 = l_169 < double(1.1754943508222875e-38);
const double l_171 = l_74 + l_72;
const bool l_172 = l_171 > double(-1.1754943508222875e-38);
const bool l_173 = l_170 && l_172;
if (l_168) {
l_mut_90 = uint32(0);
} else {
const bool l_174 = l_mut_90 == uint32(1);
const bool l_175 = l_173 && l_174;
if (l_175) {
l_mut_90 = uint32(2);
}
}
}
l_mut_48 = l_mut_90;
}
l_mut_31 = l_mut_48;
} else {
const bool l_176 = l_9 == uint32(3);
if (l_176) {
l_mut_31 = uint32(0);
const bool l_177 = l_27 >= double(1.1754943508222875e-38);
const bool l_178 = l_27 <= double(8.507059173023462e37);
const bool l_179 = l_177 && l_178;
if (l_179) {
const double l_180 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_181 = l_180 >= double(1.1754943508222875e-38);
const bool l_182 = l_180 <= double(1.7976931348623157e308);
const bool l_183 = l_181 && l_182;
if (l_183) {
const uint64 l_184 = reinterpret_cast<uint64 const&>(l_180);
const uint64 l_185 = l_184 >> uint64(52);
const uint64 l_186 = l_185 - uint64(23);
const uint64 l_187 = l_186 << uint64(52);
const double l_188 = reinterpret_cast<double const&>(l_187);
l_mut_61 = l_188;
}
const double l_189 = l_19 * l_mut_61;
l_mut_90 = uint32(2);
const double l_190 = l_16 - l_29;
const double l_191 = abs(l_190);
l_mut_61 = double(1.401298464324817e-45);
const bool l_192 = l_191 >= double(1.1754943508222875e-38);
const bool l_193 = l_191 <= double(1.7976931348623157e308);
const bool l_194 = l_192 && l_193;
if (l_194) {
const uint64 l_195 = reinterpret_cast<uint64 const&>(l_191);
const uint64 l_196 = l_195 >> uint64(52);
const uint64 l_197 = l_196 - uint64(23);
const uint64 l_198 = l_197 << uint64(52);
const double l_199 = reinterpret_cast<double const&>(l_198);
l_mut_61 = l_199;
}
const double l_200 = l_16 + l_29;
const double l_201 = abs(l_200);
l_mut_38 = double(1.401298464324817e-45);
const bool l_202 = l_201 >= double(1.1754943508222875e-38);
const bool l_203 = l_201 <= double(1.7976931348623157e308);
const bool l_204 = l_202 && l_203;
if (l_204) {
const uint64 l_205 = reinterpret_cast<uint64 const&>(l_201);
const uint64 l_206 = l_205 >> uint64(52);
const uint64 l_207 = l_206 - uint64(23);
const uint64 l_208 = l_207 << uint64(52);
const double l_209 = reinterpret_cast<double const&>(l_208);
l_mut_38 = l_209;
}
const bool l_210 = l_mut_61 == l_mut_38;
if (l_210) {
const double l_211 = l_189 * double(1.4551915228366852e-11);
const double l_212 = l_29 + l_211;
const double l_213 = l_16 - l_189;
const double l_214 = l_16 + l_189;
const uint32 l_215 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_216 = l_215 & uint32(2147483647);
const float l_217 = reinterpret_cast<float const&>(l_216);
const double l_218 = double(l_217);
l_mut_61 = l_218;
const bool l_219 = l_216 < uint32(8388608);
if (l_219) {
const double l_220 = double(l_216);
const double l_221 = l_220 * double(1.401298464324817e-45);
l_mut_61 = l_221;
}
const uint64 l_222 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_223 = l_215 >> uint32(31);
const uint64 l_224 = uint64(l_223);
const uint64 l_225 = l_224 << uint64(63);
const uint64 l_226 = l_222 | l_225;
const double l_227 = reinterpret_cast<double const&>(l_226);
const uint32 l_228 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_229 = l_228 + uint32(1);
l_mut_48 = l_229;
const uint32 l_230 = l_228 & uint32(2147483647);
const bool l_231 = l_230 == uint32(0);
if (l_231) {
l_mut_48 = uint32(1);
} else {
const uint32 l_232 = l_228 & uint32(2147483648);
const bool l_233 = l_232 != uint32(0);
if (l_233) {
const uint32 l_234 = l_228 - uint32(1);
l_mut_48 = l_234;
} else {
const bool l_235 = l_228 == uint32(2139095040);
if (l_235) {
l_mut_48 = l_228;
}
}
}
const float l_236 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_237 = reinterpret_cast<uint32 const&>(l_236);
const uint32 l_238 = l_237 & uint32(2147483647);
const float l_239 = reinterpret_cast<float const&>(l_238);
const double l_240 = double(l_239);
l_mut_61 = l_240;
const bool l_241 = l_238 < uint32(8388608);
if (l_241) {
const double l_242 = double(l_238);
const double l_243 = l_242 * double(1.401298464324817e-45);
l_mut_61 = l_243;
}
const uint64 l_244 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_245 = l_237 >> uint32(31);
const uint64 l_246 = uint64(l_245);
const uint64 l_247 = l_246 << uint64(63);
const uint64 l_248 = l_244 | l_247;
const double l_249 = reinterpret_cast<double const&>(l_248);
const uint32 l_250 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_251 = l_250 ^ uint32(2147483648);
const float l_252 = reinterpret_cast<float const&>(l_251);
const uint32 l_253 = reinterpret_cast<uint32 const&>(l_252);
const uint32 l_254 = l_253 + uint32(1);
l_mut_48 = l_254;
const uint32 l_255 = l_253 & uint32(2147483647);
const bool l_256 = l_255 == uint32(0);
if (l_256) {
l_mut_48 = uint32(1);
} else {
const uint32 l_257 = l_253 & uint32(2147483648);
const bool l_258 = l_257 != uint32(0);
if (l_258) {
const uint32 l_259 = l_253 - uint32(1);
l_mut_48 = l_259;
} else {
const bool l_260 = l_253 == uint32(2139095040);
if (l_260) {
l_mut_48 = l_253;
}
}
}
const float l_261 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_262 = reinterpret_cast<uint32 const&>(l_261);
const uint32 l_263 = l_262 ^ uint32(2147483648);
const float l_264 = reinterpret_cast<float const&>(l_263);
const uint32 l_265 = reinterpret_cast<uint32 const&>(l_264);
const uint32 l_266 = l_265 & uint32(2147483647);
const float l_267 = reinterpret_cast<float const&>(l_266);
const double l_268 = double(l_267);
l_mut_61 = l_268;
const bool l_269 = l_266 < uint32(8388608);
if (l_269) {
const double l_270 = double(l_266);
const double l_271 = l_270 * double(1.401298464324817e-45);
l_mut_61 = l_271;
}
const uint64 l_272 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_273 = l_265 >> uint32(31);
const uint64 l_274 = uint64(l_273);
const uint64 l_275 = l_274 << uint64(63);
const uint64 l_276 = l_272 | l_275;
const double l_277 = reinterpret_cast<double const&>(l_276);
const double l_278 = l_213 + l_212;
const bool l_279 = l_278 <= l_227;
l_mut_150 = l_279;
const double l_280 = l_213 - l_212;
const bool l_281 = l_280 > l_227;
l_mut_147 = l_281;
const double l_282 = l_214 - l_212;
const bool l_283 = l_282 >= l_227;
l_mut_144 = l_283;
const double l_284 = l_214 + l_212;
const bool l_285 = l_284 < l_227;
l_mut_141 = l_285;
if (l_13) {
const double l_286 = l_213 + l_212;
const bool l_287 = l_286 < l_249;
l_mut_150 = l_287;
const double l_288 = l_213 - l_212;
const bool l_289 = l_288 >= l_249;
l_mut_147 = l_289;
const double l_290 = l_214 - l_212;
const bool l_291 = l_290 > l_277;
l_mut_144 = l_291;
const double l_292 = l_214 + l_212;
const bool l_293 = l_292 <= l_277;
l_mut_141 = l_293;
}
l_mut_48 = uint32(2);
const bool l_294 = l_mut_147 || l_mut_141;
if (l_294) {
l_mut_48 = uint32(1);
} else {
const bool l_295 = l_mut_150 && l_mut_144;
if (l_295) {
l_mut_48 = uint32(0);
}
}
const uint32 l_296 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_297 = l_296 & uint32(2147483647);
const bool l_298 = l_297 == uint32(0);
if (l_298) {
const double l_299 = l_213 + l_212;
const bool l_300 = l_299 < double(1.1754943508222875e-38);
const double l_301 = l_214 - l_212;
const bool l_302 = l_301 > double(-1.1754943508222875e-38);
const bool l_303 = l_300 && l_302;
const double l_304 = l_213 - l_212;
const bool l_305 = l_304 < double(1.1754943508222875e-38);
const double l_306 = l_214 + l_212;
const bool l_307 = l_306 > double(-1.1754943508222875e-38);
const bool l_308 = l_305 && l_307;
if (l_303) {
l_mut_48 = uint32(0);
} else {
const bool l_309 = l_mut_48 == uint32(1);
const bool l_310 = l_308 && l_309;
if (l_310) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_311 = l_9 == uint32(4);
if (l_311) {
const double l_312 = l_22 * l_27;
const double l_313 = l_19 + l_312;
const double l_314 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_315 = l_314 >= double(1.1754943508222875e-38);
const bool l_316 = l_314 <= double(1.7976931348623157e308);
const bool l_317 = l_315 && l_316;
if (l_317) {
const uint64 l_318 = reinterpret_cast<uint64 const&>(l_314);
const uint64 l_319 = l_318 >> uint64(52);
const uint64 l_320 = l_319 - uint64(23);
const uint64 l_321 = l_320 << uint64(52);
const double l_322 = reinterpret_cast<double const&>(l_321);
l_mut_61 = l_322;
}
const double l_323 = l_313 * l_mut_61;
l_mut_90 = uint32(2);
const double l_324 = l_16 - l_29;
const double l_325 = abs(l_324);
l_mut_61 = double(1.401298464324817e-45);
const bool l_326 = l_325 >= double(1.1754943508222875e-38);
const bool l_327 = l_325 <= double(1.7976931348623157e308);
const bool l_328 = l_326 && l_327;
if (l_328) {
const uint64 l_329 = reinterpret_cast<uint64 const&>(l_325);
const uint64 l_330 = l_329 >> uint64(52);
const uint64 l_331 = l_330 - uint64(23);
const uint64 l_332 = l_331 << uint64(52);
const double l_333 = reinterpret_cast<double const&>(l_332);
l_mut_61 = l_333;
}
const double l_334 = l_16 + l_29;
const double l_335 = abs(l_334);
l_mut_38 = double(1.401298464324817e-45);
const bool l_336 = l_335 >= double(1.1754943508222875e-38);
const bool l_337 = l_335 <= double(1.7976931348623157e308);
const bool l_338 = l_336 && l_337;
if (l_338) {
const uint64 l_339 = reinterpret_cast<uint64 const&>(l_335);
const uint64 l_340 = l_339 >> uint64(52);
const uint64 l_341 = l_340 - uint64(23);
const uint64 l_342 = l_341 << uint64(52);
const double l_343 = reinterpret_cast<double const&>(l_342);
l_mut_38 = l_343;
}
const bool l_344 = l_mut_61 == l_mut_38;
if (l_344) {
const double l_345 = l_323 * double(1.4551915228366852e-11);
const double l_346 = l_29 + l_345;
const double l_347 = l_16 - l_323;
const double l_348 = l_16 + l_323;
const uint32 l_349 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_350 = l_349 & uint32(2147483647);
const float l_351 = reinterpret_cast<float const&>(l_350);
const double l_352 = double(l_351);
l_mut_61 = l_352;
const bool l_353 = l_350 < uint32(8388608);
if (l_353) {
const double l_354 = double(l_350);
const double l_355 = l_354 * double(1.401298464324817e-45);
l_mut_61 = l_355;
}
const uint64 l_356 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_357 = l_349 >> uint32(31);
const uint64 l_358 = uint64(l_357);
const uint64 l_359 = l_358 << uint64(63);
const uint64 l_360 = l_356 | l_359;
const double l_361 = reinterpret_cast<double const&>(l_360);
const uint32 l_362 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_363 = l_362 + uint32(1);
l_mut_48 = l_363;
const uint32 l_364 = l_362 & uint32(2147483647);
const bool l_365 = l_364 == uint32(0);
if (l_365) {
l_mut_48 = uint32(1);
} else {
const uint32 l_366 = l_362 & uint32(2147483648);
const bool l_367 = l_366 != uint32(0);
if (l_367) {
const uint32 l_368 = l_362 - uint32(1);
l_mut_48 = l_368;
} else {
const bool l_369 = l_362 == uint32(2139095040);
if (l_369) {
l_mut_48 = l_362;
}
}
}
const float l_370 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_371 = reinterpret_cast<uint32 const&>(l_370);
const uint32 l_372 = l_371 & uint32(2147483647);
const float l_373 = reinterpret_cast<float const&>(l_372);
const double l_374 = double(l_373);
l_mut_61 = l_374;
const bool l_375 = l_372 < uint32(8388608);
if (l_375) {
const double l_376 = double(l_372);
const double l_377 = l_376 * double(1.401298464324817e-45);
l_mut_61 = l_377;
}
const uint64 l_378 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_379 = l_371 >> uint32(31);
const uint64 l_380 = uint64(l_379);
const uint64 l_381 = l_380 << uint64(63);
const uint64 l_382 = l_378 | l_381;
const double l_383 = reinterpret_cast<double const&>(l_382);
const uint32 l_384 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_385 = l_384 ^ uint32(2147483648);
const float l_386 = reinterpret_cast<float const&>(l_385);
const uint32 l_387 = reinterpret_cast<uint32 const&>(l_386);
const uint32 l_388 = l_387 + uint32(1);
l_mut_48 = l_388;
const uint32 l_389 = l_387 & uint32(2147483647);
const bool l_390 = l_389 == uint32(0);
if (l_390) {
l_mut_48 = uint32(1);
} else {
const uint32 l_391 = l_387 & uint32(2147483648);
const bool l_392 = l_391 != uint32(0);
if (l_392) {
const uint32 l_393 = l_387 - uint32(1);
l_mut_48 = l_393;
} else {
const bool l_394 = l_387 == uint32(2139095040);
if (l_394) {
l_mut_48 = l_387;
}
}
}
const float l_395 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_396 = reinterpret_cast<uint32 const&>(l_395);
const uint32 l_397 = l_396 ^ uint32(2147483648);
const float l_398 = reinterpret_cast<float const&>(l_397);
const uint32 l_399 = reinterpret_cast<uint32 const&>(l_398);
const uint32 l_400 = l_399 & uint32(2147483647);
const float l_401 = reinterpret_cast<float const&>(l_400);
const double l_402 = double(l_401);
l_mut_61 = l_402;
const bool l_403 = l_400 < uint32(8388608);
if (l_403) {
const double l_404 = double(l_400);
const double l_405 = l_404 * double(1.401298464324817e-45);
l_mut_61 = l_405;
}
const uint64 l_406 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_407 = l_399 >> uint32(31);
const uint64 l_408 = uint64(l_407);
const uint64 l_409 = l_408 << uint64(63);
const uint64 l_410 = l_406 | l_409;
const double l_411 = reinterpret_cast<double const&>(l_410);
const double l_412 = l_347 + l_346;
const bool l_413 = l_412 <= l_361;
l_mut_150 = l_413;
const double l_414 = l_347 - l_346;
const bool l_415 = l_414 > l_361;
l_mut_147 = l_415;
const double l_416 = l_348 - l_346;
const bool l_417 = l_416 >= l_361;
l_mut_144 = l_417;
const double l_418 = l_348 + l_346;
const bool l_419 = l_418 < l_361;
l_mut_141 = l_419;
if (l_13) {
const double l_420 = l_347 + l_346;
const bool l_421 = l_420 < l_383;
l_mut_150 = l_421;
const double l_422 = l_347 - l_346;
const bool l_423 = l_422 >= l_383;
l_mut_147 = l_423;
const double l_424 = l_348 - l_346;
const bool l_425 = l_424 > l_411;
l_mut_144 = l_425;
const double l_426 = l_348 + l_346;
const bool l_427 = l_426 <= l_411;
l_mut_141 = l_427;
}
l_mut_48 = uint32(2);
const bool l_428 = l_mut_147 || l_mut_141;
if (l_428) {
l_mut_48 = uint32(1);
} else {
const bool l_429 = l_mut_150 && l_mut_144;
if (l_429) {
l_mut_48 = uint32(0);
}
}
const uint32 l_430 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_431 = l_430 & uint32(2147483647);
const bool l_432 = l_431 == uint32(0);
if (l_432) {
const double l_433 = l_347 + l_346;
const bool l_434 = l_433 < double(1.1754943508222875e-38);
const double l_435 = l_348 - l_346;
const bool l_436 = l_435 > double(-1.1754943508222875e-38);
const bool l_437 = l_434 && l_436;
const double l_438 = l_347 - l_346;
const bool l_439 = l_438 < double(1.1754943508222875e-38);
const double l_440 = l_348 + l_346;
const bool l_441 = l_440 > double(-1.1754943508222875e-38);
const bool l_442 = l_439 && l_441;
if (l_437) {
l_mut_48 = uint32(0);
} else {
const bool l_443 = l_mut_48 == uint32(1);
const bool l_444 = l_442 && l_443;
if (l_444) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
const bool l_445 = l_9 == uint32(5);
if (l_445) {
const double l_446 = double(2.0) * l_26;
const double l_447 = abs(l_446);
const double l_448 = floor(l_447);
const double l_449 = double(3.0) + l_448;
const double l_450 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_451 = l_450 >= double(1.1754943508222875e-38);
const bool l_452 = l_450 <= double(1.7976931348623157e308);
const bool l_453 = l_451 && l_452;
if (l_453) {
const uint64 l_454 = reinterpret_cast<uint64 const&>(l_450);
const uint64 l_455 = l_454 >> uint64(52);
const uint64 l_456 = l_455 - uint64(23);
const uint64 l_457 = l_456 << uint64(52);
const double l_458 = reinterpret_cast<double const&>(l_457);
l_mut_61 = l_458;
}
const double l_459 = l_449 * l_mut_61;
l_mut_90 = uint32(2);
const double l_460 = l_16 - l_29;
const double l_461 = abs(l_460);
l_mut_61 = double(1.401298464324817e-45);
const bool l_462 = l_461 >= double(1.1754943508222875e-38);
const bool l_463 = l_461 <= double(1.7976931348623157e308);
const bool l_464 = l_462 && l_463;
if (l_464) {
const uint64 l_465 = reinterpret_cast<uint64 const&>(l_461);
const uint64 l_466 = l_465 >> uint64(52);
const uint64 l_467 = l_466 - uint64(23);
const uint64 l_468 = l_467 << uint64(52);
const double l_469 = reinterpret_cast<double const&>(l_468);
l_mut_61 = l_469;
}
const double l_470 = l_16 + l_29;
const double l_471 = abs(l_470);
l_mut_38 = double(1.401298464324817e-45);
const bool l_472 = l_471 >= double(1.1754943508222875e-38);
const bool l_473 = l_471 <= double(1.7976931348623157e308);
const bool l_474 = l_472 && l_473;
if (l_474) {
const uint64 l_475 = reinterpret_cast<uint64 const&>(l_471);
const uint64 l_476 = l_475 >> uint64(52);
const uint64 l_477 = l_476 - uint64(23);
const uint64 l_478 = l_477 << uint64(52);
const double l_479 = reinterpret_cast<double const&>(l_478);
l_mut_38 = l_479;
}
const bool l_480 = l_mut_61 == l_mut_38;
if (l_480) {
const double l_481 = l_459 * double(1.4551915228366852e-11);
const double l_482 = l_29 + l_481;
const double l_483 = l_16 - l_459;
const double l_484 = l_16 + l_459;
const uint32 l_485 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_486 = l_485 & uint32(2147483647);
const float l_487 = reinterpret_cast<float const&>(l_486);
const double l_488 = double(l_487);
l_mut_61 = l_488;
const bool l_489 = l_486 < uint32(8388608);
if (l_489) {
const double l_490 = double(l_486);
const double l_491 = l_490 * double(1.401298464324817e-45);
l_mut_61 = l_491;
}
const uint64 l_492 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_493 = l_485 >> uint32(31);
const uint64 l_494 = uint64(l_493);
const uint64 l_495 = l_494 << uint64(63);
const uint64 l_496 = l_492 | l_495;
const double l_497 = reinterpret_cast<double const&>(l_496);
const uint32 l_498 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_499 = l_498 + uint32(1);
l_mut_48 = l_499;
const uint32 l_500 = l_498 & uint32(2147483647);
const bool l_501 = l_500 == uint32(0);
if (l_501) {
l_mut_48 = uint32(1);
} else {
const uint32 l_502 = l_498 & uint32(2147483648);
const bool l_503 = l_502 != uint32(0);
if (l_503) {
const uint32 l_504 = l_498 - uint32(1);
l_mut_48 = l_504;
} else {
const bool l_505 = l_498 == uint32(2139095040);
if (l_505) {
l_mut_48 = l_498;
}
}
}
const float l_506 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_507 = reinterpret_cast<uint32 const&>(l_506);
const uint32 l_508 = l_507 & uint32(2147483647);
const float l_509 = reinterpret_cast<float const&>(l_508);
const double l_510 = double(l_509);
l_mut_61 = l_510;
const bool l_511 = l_508 < uint32(8388608);
if (l_511) {
const double l_512 = double(l_508);
const double l_513 = l_512 * double(1.401298464324817e-45);
l_mut_61 = l_513;
}
const uint64 l_514 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_515 = l_507 >> uint32(31);
const uint64 l_516 = uint64(l_515);
const uint64 l_517 = l_516 << uint64(63);
const uint64 l_518 = l_514 | l_517;
const double l_519 = reinterpret_cast<double const&>(l_518);
const uint32 l_520 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_521 = l_520 ^ uint32(2147483648);
const float l_522 = reinterpret_cast<float const&>(l_521);
const uint32 l_523 = reinterpret_cast<uint32 const&>(l_522);
const uint32 l_524 = l_523 + uint32(1);
l_mut_48 = l_524;
const uint32 l_525 = l_523 & uint32(2147483647);
const bool l_526 = l_525 == uint32(0);
if (l_526) {
l_mut_48 = uint32(1);
} else {
const uint32 l_527 = l_523 & uint32(2147483648);
const bool l_528 = l_527 != uint32(0);
if (l_528) {
const uint32 l_529 = l_523 - uint32(1);
l_mut_48 = l_529;
} else {
const bool l_530 = l_523 == uint32(2139095040);
if (l_530) {
l_mut_48 = l_523;
}
}
}
const float l_531 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_532 = reinterpret_cast<uint32 const&>(l_531);
const uint32 l_533 = l_532 ^ uint32(2147483648);
const float l_534 = reinterpret_cast<float const&>(l_533);
const uint32 l_535 = reinterpret_cast<uint32 const&>(l_534);
const uint32 l_536 = l_535 & uint32(2147483647);
const float l_537 = reinterpret_cast<float const&>(l_536);
const double l_538 = double(l_537);
l_mut_61 = l_538;
const bool l_539 = l_536 < uint32(8388608);
if (l_539) {
const double l_540 = double(l_536);
const double l_541 = l_540 * double(1.401298464324817e-45);
l_mut_61 = l_541;
}
const uint64 l_542 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_543 = l_535 >> uint32(31);
const uint64 l_544 = uint64(l_543);
const uint64 l_545 = l_544 << uint64(63);
const uint64 l_546 = l_542 | l_545;
const double l_547 = reinterpret_cast<double const&>(l_546);
const double l_548 = l_483 + l_482;
const bool l_549 = l_548 <= l_497;
l_mut_150 = l_549;
const double l_550 = l_483 - l_482;
const bool l_551 = l_550 > l_497;
l_mut_147 = l_551;
const double l_552 = l_484 - l_482;
const bool l_553 = l_552 >= l_497;
l_mut_144 = l_553;
const double l_554 = l_484 + l_482;
const bool l_555 = l_554 < l_497;
l_mut_141 = l_555;
if (l_13) {
const double l_556 = l_483 + l_482;
const bool l_557 = l_556 < l_519;
l_mut_150 = l_557;
const double l_558 = l_483 - l_482;
const bool l_559 = l_558 >= l_519;
l_mut_147 = l_559;
const double l_560 = l_484 - l_482;
const bool l_561 = l_560 > l_547;
l_mut_144 = l_561;
const double l_562 = l_484 + l_482;
const bool l_563 = l_562 <= l_547;
l_mut_141 = l_563;
}
l_mut_48 = uint32(2);
const bool l_564 = l_mut_147 || l_mut_141;
if (l_564) {
l_mut_48 = uint32(1);
} else {
const bool l_565 = l_mut_150 && l_mut_144;
if (l_565) {
l_mut_48 = uint32(0);
}
}
const uint32 l_566 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_567 = l_566 & uint32(2147483647);
const bool l_568 = l_567 == uint32(0);
if (l_568) {
const double l_569 = l_483 + l_482;
const bool l_570 = l_569 < double(1.1754943508222875e-38);
const double l_571 = l_484 - l_482;
const bool l_572 = l_571 > double(-1.1754943508222875e-38);
const bool l_573 = l_570 && l_572;
const double l_574 = l_483 - l_482;
const bool l_575 = l_574 < double(1.1754943508222875e-38);
const double l_576 = l_484 + l_482;
const bool l_577 = l_576 > double(-1.1754943508222875e-38);
const bool l_578 = l_575 && l_577;
if (l_573) {
l_mut_48 = uint32(0);
} else {
const bool l_579 = l_mut_48 == uint32(1);
const bool l_580 = l_578 && l_579;
if (l_580) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
const bool l_581 = l_9 == uint32(6);
if (l_581) {
l_mut_31 = uint32(0);
const bool l_582 = l_27 <= l_22;
if (l_582) {
const double l_583 = l_19 * double(1.4551915228366852e-11);
const double l_584 = l_29 + l_583;
const double l_585 = l_16 - l_19;
const double l_586 = l_16 + l_19;
const uint32 l_587 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_588 = l_587 & uint32(2147483647);
const float l_589 = reinterpret_cast<float const&>(l_588);
const double l_590 = double(l_589);
l_mut_61 = l_590;
const bool l_591 = l_588 < uint32(8388608);
if (l_591) {
const double l_592 = double(l_588);
const double l_593 = l_592 * double(1.401298464324817e-45);
l_mut_61 = l_593;
}
const uint64 l_594 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_595 = l_587 >> uint32(31);
const uint64 l_596 = uint64(l_595);
const uint64 l_597 = l_596 << uint64(63);
const uint64 l_598 = l_594 | l_597;
const double l_599 = reinterpret_cast<double const&>(l_598);
const uint32 l_600 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_601 = l_600 + uint32(1);
l_mut_90 = l_601;
const uint32 l_602 = l_600 & uint32(2147483647);
const bool l_603 = l_602 == uint32(0);
if (l_603) {
l_mut_90 = uint32(1);
} else {
const uint32 l_604 = l_600 & uint32(2147483648);
const bool l_605 = l_604 != uint32(0);
if (l_605) {
const uint32 l_606 = l_600 - uint32(1);
l_mut_90 = l_606;
} else {
const bool l_607 = l_600 == uint32(2139095040);
if (l_607) {
l_mut_90 = l_600;
}
}
}
const float l_608 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_609 = reinterpret_cast<uint32 const&>(l_608);
const uint32 l_610 = l_609 & uint32(2147483647);
const float l_611 = reinterpret_cast<float const&>(l_610);
const double l_612 = double(l_611);
l_mut_61 = l_612;
const bool l_613 = l_610 < uint32(8388608);
if (l_613) {
const double l_614 = double(l_610);
const double l_615 = l_614 * double(1.401298464324817e-45);
l_mut_61 = l_615;
}
const uint64 l_616 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_617 = l_609 >> uint32(31);
const uint64 l_618 = uint64(l_617);
const uint64 l_619 = l_618 << uint64(63);
const uint64 l_620 = l_616 | l_619;
const double l_621 = reinterpret_cast<double const&>(l_620);
const uint32 l_622 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_623 = l_622 ^ uint32(2147483648);
const float l_624 = reinterpret_cast<float const&>(l_623);
const uint32 l_625 = reinterpret_cast<uint32 const&>(l_624);
const uint32 l_626 = l_625 + uint32(1);
l_mut_90 = l_626;
const uint32 l_627 = l_625 & uint32(2147483647);
const bool l_628 = l_627 == uint32(0);
if (l_628) {
l_mut_90 = uint32(1);
} else {
const uint32 l_629 = l_625 & uint32(2147483648);
const bool l_630 = l_629 != uint32(0);
if (l_630) {
const uint32 l_631 = l_625 - uint32(1);
l_mut_90 = l_631;
} else {
const bool l_632 = l_625 == uint32(2139095040);
if (l_632) {
l_mut_90 = l_625;
}
}
}
const float l_633 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_634 = reinterpret_cast<uint32 const&>(l_633);
const uint32 l_635 = l_634 ^ uint32(2147483648);
const float l_636 = reinterpret_cast<float const&>(l_635);
const uint32 l_637 = reinterpret_cast<uint32 const&>(l_636);
const uint32 l_638 = l_637 & uint32(2147483647);
const float l_639 = reinterpret_cast<float const&>(l_638);
const double l_640 = double(l_639);
l_mut_61 = l_640;
const bool l_641 = l_638 < uint32(8388608);
if (l_641) {
const double l_642 = double(l_638);
const double l_643 = l_642 * double(1.401298464324817e-45);
l_mut_61 = l_643;
}
const uint64 l_644 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_645 = l_637 >> uint32(31);
const uint64 l_646 = uint64(l_645);
const uint64 l_647 = l_646 << uint64(63);
const uint64 l_648 = l_644 | l_647;
const double l_649 = reinterpret_cast<double const&>(l_648);
const double l_650 = l_585 + l_584;
const bool l_651 = l_650 <= l_599;
l_mut_150 = l_651;
const double l_652 = l_585 - l_584;
const bool l_653 = l_652 > l_599;
l_mut_147 = l_653;
const double l_654 = l_586 - l_584;
const bool l_655 = l_654 >= l_599;
l_mut_144 = l_655;
const double l_656 = l_586 + l_584;
const bool l_657 = l_656 < l_599;
l_mut_141 = l_657;
if (l_13) {
const double l_658 = l_585 + l_584;
const bool l_659 = l_658 < l_621;
l_mut_150 = l_659;
const double l_660 = l_585 - l_584;
const bool l_661 = l_660 >= l_621;
l_mut_147 = l_661;
const double l_662 = l_586 - l_584;
const bool l_663 = l_662 > l_649;
l_mut_144 = l_663;
const double l_664 = l_586 + l_584;
const bool l_665 = l_664 <= l_649;
l_mut_141 = l_665;
}
l_mut_90 = uint32(2);
const bool l_666 = l_mut_147 || l_mut_141;
if (l_666) {
l_mut_90 = uint32(1);
} else {
const bool l_667 = l_mut_150 && l_mut_144;
if (l_667) {
l_mut_90 = uint32(0);
}
}
const uint32 l_668 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_669 = l_668 & uint32(2147483647);
const bool l_670 = l_669 == uint32(0);
if (l_670) {
const double l_671 = l_585 + l_584;
const bool l_672 = l_671 < double(1.1754943508222875e-38);
const double l_673 = l_586 - l_584;
const bool l_674 = l_673 > double(-1.1754943508222875e-38);
const bool l_675 = l_672 && l_674;
const double l_676 = l_585 - l_584;
const bool l_677 = l_676 < double(1.1754943508222875e-38);
const double l_678 = l_586 + l_584;
const bool l_679 = l_678 > double(-1.1754943508222875e-38);
const bool l_680 = l_677 && l_679;
if (l_675) {
l_mut_90 = uint32(0);
} else {
const bool l_681 = l_mut_90 == uint32(1);
const bool l_682 = l_680 && l_681;
if (l_682) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_683 = l_9 == uint32(7);
if (l_683) {
const double l_684 = abs(l_16);
const double l_685 = l_19 * l_684;
l_mut_61 = l_685;
const double l_686 = abs(l_16);
l_mut_38 = double(1.401298464324817e-45);
const bool l_687 = l_686 >= double(1.1754943508222875e-38);
const bool l_688 = l_686 <= double(1.7976931348623157e308);
const bool l_689 = l_687 && l_688;
if (l_689) {
const uint64 l_690 = reinterpret_cast<uint64 const&>(l_686);
const uint64 l_691 = l_690 >> uint64(52);
const uint64 l_692 = l_691 - uint64(23);
const uint64 l_693 = l_692 << uint64(52);
const double l_694 = reinterpret_cast<double const&>(l_693);
l_mut_38 = l_694;
}
const double l_695 = double(0.5) * l_mut_38;
const bool l_696 = l_695 > l_mut_61;
if (l_696) {
l_mut_61 = l_695;
}
const double l_697 = l_16 - l_29;
const double l_698 = abs(l_697);
l_mut_38 = double(1.401298464324817e-45);
const bool l_699 = l_698 >= double(1.1754943508222875e-38);
const bool l_700 = l_698 <= double(1.7976931348623157e308);
const bool l_701 = l_699 && l_700;
if (l_701) {
const uint64 l_702 = reinterpret_cast<uint64 const&>(l_698);
const uint64 l_703 = l_702 >> uint64(52);
const uint64 l_704 = l_703 - uint64(23);
const uint64 l_705 = l_704 << uint64(52);
const double l_706 = reinterpret_cast<double const&>(l_705);
l_mut_38 = l_706;
}
const double l_707 = l_16 + l_29;
const double l_708 = abs(l_707);
l_mut_709 = double(1.401298464324817e-45);
const bool l_710 = l_708 >= double(1.1754943508222875e-38);
const bool l_711 = l_708 <= double(1.7976931348623157e308);
const bool l_712 = l_710 && l_711;
if (l_712) {
const uint64 l_713 = reinterpret_cast<uint64 const&>(l_708);
const uint64 l_714 = l_713 >> uint64(52);
const uint64 l_715 = l_714 - uint64(23);
const uint64 l_716 = l_715 << uint64(52);
const double l_717 = reinterpret_cast<double const&>(l_716);
l_mut_709 = l_717;
}
const bool l_718 = l_mut_38 == l_mut_709;
if (l_718) {
const double l_719 = l_19 * l_29;
const double l_720 = l_29 + l_719;
const double l_721 = l_mut_61 * double(1.4551915228366852e-11);
const double l_722 = l_720 + l_721;
const double l_723 = l_16 - l_mut_61;
const double l_724 = l_16 + l_mut_61;
const uint32 l_725 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_726 = l_725 & uint32(2147483647);
const float l_727 = reinterpret_cast<float const&>(l_726);
const double l_728 = double(l_727);
l_mut_709 = l_728;
const bool l_729 = l_726 < uint32(8388608);
if (l_729) {
const double l_730 = double(l_726);
const double l_731 = l_730 * double(1.401298464324817e-45);
l_mut_709 = l_731;
}
const uint64 l_732 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_733 = l_725 >> uint32(31);
const uint64 l_734 = uint64(l_733);
const uint64 l_735 = l_734 << uint64(63);
const uint64 l_736 = l_732 | l_735;
const double l_737 = reinterpret_cast<double const&>(l_736);
const uint32 l_738 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_739 = l_738 + uint32(1);
l_mut_90 = l_739;
const uint32 l_740 = l_738 & uint32(2147483647);
const bool l_741 = l_740 == uint32(0);
if (l_741) {
l_mut_90 = uint32(1);
} else {
const uint32 l_742 = l_738 & uint32(2147483648);
const bool l_743 = l_742 != uint32(0);
if (l_743) {
const uint32 l_744 = l_738 - uint32(1);
l_mut_90 = l_744;
} else {
const bool l_745 = l_738 == uint32(2139095040);
if (l_745) {
l_mut_90 = l_738;
}
}
}
const float l_746 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_747 = reinterpret_cast<uint32 const&>(l_746);
const uint32 l_748 = l_747 & uint32(2147483647);
const float l_749 = reinterpret_cast<float const&>(l_748);
const double l_750 = double(l_749);
l_mut_709 = l_750;
const bool l_751 = l_748 < uint32(8388608);
if (l_751) {
const double l_752 = double(l_748);
const double l_753 = l_752 * double(1.401298464324817e-45);
l_mut_709 = l_753;
}
const uint64 l_754 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_755 = l_747 >> uint32(31);
const uint64 l_756 = uint64(l_755);
const uint64 l_757 = l_756 << uint64(63);
const uint64 l_758 = l_754 | l_757;
const double l_759 = reinterpret_cast<double const&>(l_758);
const uint32 l_760 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_761 = l_760 ^ uint32(2147483648);
const float l_762 = reinterpret_cast<float const&>(l_761);
const uint32 l_763 = reinterpret_cast<uint32 const&>(l_762);
const uint32 l_764 = l_763 + uint32(1);
l_mut_90 = l_764;
const uint32 l_765 = l_763 & uint32(2147483647);
const bool l_766 = l_765 == uint32(0);
if (l_766) {
l_mut_90 = uint32(1);
} else {
const uint32 l_767 = l_763 & uint32(2147483648);
const bool l_768 = l_767 != uint32(0);
if (l_768) {
const uint32 l_769 = l_763 - uint32(1);
l_mut_90 = l_769;
} else {
const bool l_770 = l_763 == uint32(2139095040);
if (l_770) {
l_mut_90 = l_763;
}
}
}
const float l_771 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_772 = reinterpret_cast<uint32 const&>(l_771);
const uint32 l_773 = l_772 ^ uint32(2147483648);
const float l_774 = reinterpret_cast<float const&>(l_773);
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_774);
const uint32 l_776 = l_775 & uint32(2147483647);
const float l_777 = reinterpret_cast<float const&>(l_776);
const double l_778 = double(l_777);
l_mut_709 = l_778;
const bool l_779 = l_776 < uint32(8388608);
if (l_779) {
const double l_780 = double(l_776);
const double l_781 = l_780 * double(1.401298464324817e-45);
l_mut_709 = l_781;
}
const uint64 l_782 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_783 = l_775 >> uint32(31);
const uint64 l_784 = uint64(l_783);
const uint64 l_785 = l_784 << uint64(63);
const uint64 l_786 = l_782 | l_785;
const double l_787 = reinterpret_cast<double const&>(l_786);
const double l_788 = l_723 + l_722;
const bool l_789 = l_788 <= l_737;
l_mut_150 = l_789;
const double l_790 = l_723 - l_722;
const bool l_791 = l_790 > l_737;
l_mut_147 = l_791;
const double l_792 = l_724 - l_722;
const bool l_793 = l_792 >= l_737;
l_mut_144 = l_793;
const double l_794 = l_724 + l_722;
const bool l_795 = l_794 < l_737;
l_mut_141 = l_795;
if (l_13) {
const double l_796 = l_723 + l_722;
const bool l_797 = l_796 < l_759;
l_mut_150 = l_797;
const double l_798 = l_723 - l_722;
const bool l_799 = l_798 >= l_759;
l_mut_147 = l_799;
const double l_800 = l_724 - l_722;
const bool l_801 = l_800 > l_787;
l_mut_144 = l_801;
const double l_802 = l_724 + l_722;
const bool l_803 = l_802 <= l_787;
l_mut_141 = l_803;
}
l_mut_90 = uint32(2);
const bool l_804 = l_mut_147 || l_mut_141;
if (l_804) {
l_mut_90 = uint32(1);
} else {
const bool l_805 = l_mut_150 && l_mut_144;
if (l_805) {
l_mut_90 = uint32(0);
}
}
const uint32 l_806 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_807 = l_806 & uint32(2147483647);
const bool l_808 = l_807 == uint32(0);
if (l_808) {
const double l_809 = l_723 + l_722;
const bool l_810 = l_809 < double(1.1754943508222875e-38);
const double l_811 = l_724 - l_722;
const bool l_812 = l_811 > double(-1.1754943508222875e-38);
const bool l_813 = l_810 && l_812;
const double l_814 = l_723 - l_722;
const bool l_815 = l_814 < double(1.1754943508222875e-38);
const double l_816 = l_724 + l_722;
const bool l_817 = l_816 > double(-1.1754943508222875e-38);
const bool l_818 = l_815 && l_817;
if (l_813) {
l_mut_90 = uint32(0);
} else {
const bool l_819 = l_mut_90 == uint32(1);
const bool l_820 = l_818 && l_819;
if (l_820) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_821 = l_9 == uint32(8);
if (l_821) {
const bool l_822 = l_26 >= double(0.5);
const bool l_823 = l_26 <= double(2.0);
const bool l_824 = l_822 && l_823;
if (l_824) {
const double l_825 = l_19 * double(1.4551915228366852e-11);
const double l_826 = l_29 + l_825;
const double l_827 = l_16 - l_19;
const double l_828 = l_16 + l_19;
const uint32 l_829 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_830 = l_829 & uint32(2147483647);
const float l_831 = reinterpret_cast<float const&>(l_830);
const double l_832 = double(l_831);
l_mut_709 = l_832;
const bool l_833 = l_830 < uint32(8388608);
if (l_833) {
const double l_834 = double(l_830);
const double l_835 = l_834 * double(1.401298464324817e-45);
l_mut_709 = l_835;
}
const uint64 l_836 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_837 = l_829 >> uint32(31);
const uint64 l_838 = uint64(l_837);
const uint64 l_839 = l_838 << uint64(63);
const uint64 l_840 = l_836 | l_839;
const double l_841 = reinterpret_cast<double const&>(l_840);
const uint32 l_842 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_843 = l_842 + uint32(1);
l_mut_90 = l_843;
const uint32 l_844 = l_842 & uint32(2147483647);
const bool l_845 = l_844 == uint32(0);
if (l_845) {
l_mut_90 = uint32(1);
} else {
const uint32 l_846 = l_842 & uint32(2147483648);
const bool l_847 = l_846 != uint32(0);
if (l_847) {
const uint32 l_848 = l_842 - uint32(1);
l_mut_90 = l_848;
} else {
const bool l_849 = l_842 == uint32(2139095040);
if (l_849) {
l_mut_90 = l_842;
}
}
}
const float l_850 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_851 = reinterpret_cast<uint32 const&>(l_850);
const uint32 l_852 = l_851 & uint32(2147483647);
const float l_853 = reinterpret_cast<float const&>(l_852);
const double l_854 = double(l_853);
l_mut_709 = l_854;
const bool l_855 = l_852 < uint32(8388608);
if (l_855) {
const double l_856 = double(l_852);
const double l_857 = l_856 * double(1.401298464324817e-45);
l_mut_709 = l_857;
}
const uint64 l_858 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_859 = l_851 >> uint32(31);
const uint64 l_860 = uint64(l_859);
const uint64 l_861 = l_860 << uint64(63);
const uint64 l_862 = l_858 | l_861;
const double l_863 = reinterpret_cast<double const&>(l_862);
const uint32 l_864 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_865 = l_864 ^ uint32(2147483648);
const float l_866 = reinterpret_cast<float const&>(l_865);
const uint32 l_867 = reinterpret_cast<uint32 const&>(l_866);
const uint32 l_868 = l_867 + uint32(1);
l_mut_90 = l_868;
const uint32 l_869 = l_867 & uint32(2147483647);
const bool l_870 = l_869 == uint32(0);
if (l_870) {
l_mut_90 = uint32(1);
} else {
const uint32 l_871 = l_867 & uint32(2147483648);
const bool l_872 = l_871 != uint32(0);
if (l_872) {
const uint32 l_873 = l_867 - uint32(1);
l_mut_90 = l_873;
} else {
const bool l_874 = l_867 == uint32(2139095040);
if (l_874) {
l_mut_90 = l_867;
}
}
}
const float l_875 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_876 = reinterpret_cast<uint32 const&>(l_875);
const uint32 l_877 = l_876 ^ uint32(2147483648);
const float l_878 = reinterpret_cast<float const&>(l_877);
const uint32 l_879 = reinterpret_cast<uint32 const&>(l_878);
const uint32 l_880 = l_879 & uint32(2147483647);
const float l_881 = reinterpret_cast<float const&>(l_880);
const double l_882 = double(l_881);
l_mut_709 = l_882;
const bool l_883 = l_880 < uint32(8388608);
if (l_883) {
const double l_884 = double(l_880);
const double l_885 = l_884 * double(1.401298464324817e-45);
l_mut_709 = l_885;
}
const uint64 l_886 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_887 = l_879 >> uint32(31);
const uint64 l_888 = uint64(l_887);
const uint64 l_889 = l_888 << uint64(63);
const uint64 l_890 = l_886 | l_889;
const double l_891 = reinterpret_cast<double const&>(l_890);
const double l_892 = l_827 + l_826;
const bool l_893 = l_892 <= l_841;
l_mut_150 = l_893;
const double l_894 = l_827 - l_826;
const bool l_895 = l_894 > l_841;
l_mut_147 = l_895;
const double l_896 = l_828 - l_826;
const bool l_897 = l_896 >= l_841;
l_mut_144 = l_897;
const double l_898 = l_828 + l_826;
const bool l_899 = l_898 < l_841;
l_mut_141 = l_899;
if (l_13) {
const double l_900 = l_827 + l_826;
const bool l_901 = l_900 < l_863;
l_mut_150 = l_901;
const double l_902 = l_827 - l_826;
const bool l_903 = l_902 >= l_863;
l_mut_147 = l_903;
const double l_904 = l_828 - l_826;
const bool l_905 = l_904 > l_891;
l_mut_144 = l_905;
const double l_906 = l_828 + l_826;
const bool l_907 = l_906 <= l_891;
l_mut_141 = l_907;
}
l_mut_90 = uint32(2);
const bool l_908 = l_mut_147 || l_mut_141;
if (l_908) {
l_mut_90 = uint32(1);
} else {
const bool l_909 = l_mut_150 && l_mut_144;
if (l_909) {
l_mut_90 = uint32(0);
}
}
const uint32 l_910 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_911 = l_910 & uint32(2147483647);
const bool l_912 = l_911 == uint32(0);
if (l_912) {
const double l_913 = l_827 + l_826;
const bool l_914 = l_913 < double(1.1754943508222875e-38);
const double l_915 = l_828 - l_826;
const bool l_916 = l_915 > double(-1.1754943508222875e-38);
const bool l_917 = l_914 && l_916;
const double l_918 = l_827 - l_826;
const bool l_919 = l_918 < double(1.1754943508222875e-38);
const double l_920 = l_828 + l_826;
const bool l_921 = l_920 > double(-1.1754943508222875e-38);
const bool l_922 = l_919 && l_921;
if (l_917) {
l_mut_90 = uint32(0);
} else {
const bool l_923 = l_mut_90 == uint32(1);
const bool l_924 = l_922 && l_923;
if (l_924) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
} else {
const double l_925 = abs(l_16);
l_mut_709 = double(1.401298464324817e-45);
const bool l_926 = l_925 >= double(1.1754943508222875e-38);
const bool l_927 = l_925 <= double(1.7976931348623157e308);
const bool l_928 = l_926 && l_927;
if (l_928) {
const uint64 l_929 = reinterpret_cast<uint64 const&>(l_925);
const uint64 l_930 = l_929 >> uint64(52);
const uint64 l_931 = l_930 - uint64(23);
const uint64 l_932 = l_931 << uint64(52);
const double l_933 = reinterpret_cast<double const&>(l_932);
l_mut_709 = l_933;
}
const double l_934 = l_22 * l_mut_709;
l_mut_90 = uint32(2);
const double l_935 = l_16 - l_29;
const double l_936 = abs(l_935);
l_mut_709 = double(1.401298464324817e-45);
const bool l_937 = l_936 >= double(1.1754943508222875e-38);
const bool l_938 = l_936 <= double(1.7976931348623157e308);
const bool l_939 = l_937 && l_938;
if (l_939) {
const uint64 l_940 = reinterpret_cast<uint64 const&>(l_936);
const uint64 l_941 = l_940 >> uint64(52);
const uint64 l_942 = l_941 - uint64(23);
const uint64 l_943 = l_942 << uint64(52);
const double l_944 = reinterpret_cast<double const&>(l_943);
l_mut_709 = l_944;
}
const double l_945 = l_16 + l_29;
const double l_946 = abs(l_945);
l_mut_61 = double(1.401298464324817e-45);
const bool l_947 = l_946 >= double(1.1754943508222875e-38);
const bool l_948 = l_946 <= double(1.7976931348623157e308);
const bool l_949 = l_947 && l_948;
if (l_949) {
const uint64 l_950 = reinterpret_cast<uint64 const&>(l_946);
const uint64 l_951 = l_950 >> uint64(52);
const uint64 l_952 = l_951 - uint64(23);
const uint64 l_953 = l_952 << uint64(52);
const double l_954 = reinterpret_cast<double const&>(l_953);
l_mut_61 = l_954;
}
const bool l_955 = l_mut_709 == l_mut_61;
if (l_955) {
const double l_956 = l_934 * double(1.4551915228366852e-11);
const double l_957 = l_29 + l_956;
const double l_958 = l_16 - l_934;
const double l_959 = l_16 + l_934;
const uint32 l_960 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_961 = l_960 & uint32(2147483647);
const float l_962 = reinterpret_cast<float const&>(l_961);
const double l_963 = double(l_962);
l_mut_709 = l_963;
const bool l_964 = l_961 < uint32(8388608);
if (l_964) {
const double l_965 = double(l_961);
const double l_966 = l_965 * double(1.401298464324817e-45);
l_mut_709 = l_966;
}
const uint64 l_967 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_968 = l_960 >> uint32(31);
const uint64 l_969 = uint64(l_968);
const uint64 l_970 = l_969 << uint64(63);
const uint64 l_971 = l_967 | l_970;
const double l_972 = reinterpret_cast<double const&>(l_971);
const uint32 l_973 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_974 = l_973 + uint32(1);
l_mut_48 = l_974;
const uint32 l_975 = l_973 & uint32(2147483647);
const bool l_976 = l_975 == uint32(0);
if (l_976) {
l_mut_48 = uint32(1);
} else {
const uint32 l_977 = l_973 & uint32(2147483648);
const bool l_978 = l_977 != uint32(0);
if (l_978) {
const uint32 l_979 = l_973 - uint32(1);
l_mut_48 = l_979;
} else {
const bool l_980 = l_973 == uint32(2139095040);
if (l_980) {
l_mut_48 = l_973;
}
}
}
const float l_981 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_983 = l_982 & uint32(2147483647);
const float l_984 = reinterpret_cast<float const&>(l_983);
const double l_985 = double(l_984);
l_mut_709 = l_985;
const bool l_986 = l_983 < uint32(8388608);
if (l_986) {
const double l_987 = double(l_983);
const double l_988 = l_987 * double(1.401298464324817e-45);
l_mut_709 = l_988;
}
const uint64 l_989 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_990 = l_982 >> uint32(31);
const uint64 l_991 = uint64(l_990);
const uint64 l_992 = l_991 << uint64(63);
const uint64 l_993 = l_989 | l_992;
const double l_994 = reinterpret_cast<double const&>(l_993);
const uint32 l_995 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_996 = l_995 ^ uint32(2147483648);
const float l_997 = reinterpret_cast<float const&>(l_996);
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_997);
const uint32 l_999 = l_998 + uint32(1);
l_mut_48 = l_999;
const uint32 l_1000 = l_998 & uint32(2147483647);
const bool l_1001 = l_1000 == uint32(0);
if (l_1001) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1002 = l_998 & uint32(2147483648);
const bool l_1003 = l_1002 != uint32(0);
if (l_1003) {
const uint32 l_1004 = l_998 - uint32(1);
l_mut_48 = l_1004;
} else {
const bool l_1005 = l_998 == uint32(2139095040);
if (l_1005) {
l_mut_48 = l_998;
}
}
}
const float l_1006 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1007 = reinterpret_cast<uint32 const&>(l_1006);
const uint32 l_1008 = l_1007 ^ uint32(2147483648);
const float l_1009 = reinterpret_cast<float const&>(l_1008);
const uint32 l_1010 = reinterpret_cast<uint32 const&>(l_1009);
const uint32 l_1011 = l_1010 & uint32(2147483647);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
const double l_1013 = double(l_1012);
l_mut_709 = l_1013;
const bool l_1014 = l_1011 < uint32(8388608);
if (l_1014) {
const double l_1015 = double(l_1011);
const double l_1016 = l_1015 * double(1.401298464324817e-45);
l_mut_709 = l_1016;
}
const uint64 l_1017 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1018 = l_1010 >> uint32(31);
const uint64 l_1019 = uint64(l_1018);
const uint64 l_1020 = l_1019 << uint64(63);
const uint64 l_1021 = l_1017 | l_1020;
const double l_1022 = reinterpret_cast<double const&>(l_1021);
const double l_1023 = l_958 + l_957;
const bool l_1024 = l_1023 <= l_972;
l_mut_150 = l_1024;
const double l_1025 = l_958 - l_957;
const bool l_1026 = l_1025 > l_972;
l_mut_147 = l_1026;
const double l_1027 = l_959 - l_957;
const bool l_1028 = l_1027 >= l_972;
l_mut_144 = l_1028;
const double l_1029 = l_959 + l_957;
const bool l_1030 = l_1029 < l_972;
l_mut_141 = l_1030;
if (l_13) {
const double l_1031 = l_958 + l_957;
const bool l_1032 = l_1031 < l_994;
l_mut_150 = l_1032;
const double l_1033 = l_958 - l_957;
const bool l_1034 = l_1033 >= l_994;
l_mut_147 = l_1034;
const double l_1035 = l_959 - l_957;
const bool l_1036 = l_1035 > l_1022;
l_mut_144 = l_1036;
const double l_1037 = l_959 + l_957;
const bool l_1038 = l_1037 <= l_1022;
l_mut_141 = l_1038;
}
l_mut_48 = uint32(2);
const bool l_1039 = l_mut_147 || l_mut_141;
if (l_1039) {
l_mut_48 = uint32(1);
} else {
const bool l_1040 = l_mut_150 && l_mut_144;
if (l_1040) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1041 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1042 = l_1041 & uint32(2147483647);
const bool l_1043 = l_1042 == uint32(0);
if (l_1043) {
const double l_1044 = l_958 + l_957;
const bool l_1045 = l_1044 < double(1.1754943508222875e-38);
const double l_1046 = l_959 - l_957;
const bool l_1047 = l_1046 > double(-1.1754943508222875e-38);
const bool l_1048 = l_1045 && l_1047;
const double l_1049 = l_958 - l_957;
const bool l_1050 = l_1049 < double(1.1754943508222875e-38);
const double l_1051 = l_959 + l_957;
const bool l_1052 = l_1051 > double(-1.1754943508222875e-38);
const bool l_1053 = l_1050 && l_1052;
if (l_1048) {
l_mut_48 = uint32(0);
} else {
const bool l_1054 = l_mut_48 == uint32(1);
const bool l_1055 = l_1053 && l_1054;
if (l_1055) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_1056 = l_9 == uint32(11);
const bool l_1057 = l_9 == uint32(12);
const bool l_1058 = l_1056 || l_1057;
if (l_1058) {
l_mut_31 = uint32(0);
}
const bool l_1059 = l_27 <= l_25;
const bool l_1060 = l_9 == uint32(11);
const bool l_1061 = l_1059 && l_1060;
if (l_1061) {
const float l_1062 = float(l_26);
const uint32 l_1063 = reinterpret_cast<uint32 const&>(l_1062);
const uint32 l_1064 = l_1063 & uint32(2147483647);
const float l_1065 = reinterpret_cast<float const&>(l_1064);
const double l_1066 = double(l_1065);
l_mut_709 = l_1066;
const bool l_1067 = l_1064 < uint32(8388608);
if (l_1067) {
const double l_1068 = double(l_1064);
const double l_1069 = l_1068 * double(1.401298464324817e-45);
l_mut_709 = l_1069;
}
const uint64 l_1070 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1071 = l_1063 >> uint32(31);
const uint64 l_1072 = uint64(l_1071);
const uint64 l_1073 = l_1072 << uint64(63);
const uint64 l_1074 = l_1070 | l_1073;
const double l_1075 = reinterpret_cast<double const&>(l_1074);
const double l_1076 = abs(l_1075);
l_mut_709 = l_1076;
l_mut_90 = uint32(0);
const bool l_1077 = l_1076 >= double(0.785);
if (l_1077) {
const double l_1078 = l_1076 * double(0.6366197723675814);
const double l_1079 = l_1078 + double(0.5);
const double l_1080 = floor(l_1079);
const double l_1081 = l_1080 * double(1.570796325802803);
const double l_1082 = l_1076 - l_1081;
const double l_1083 = l_1082 * l_4;
const double l_1084 = l_1080 * double(9.920935796805404e-10);
const double l_1085 = l_1083 - l_1084;
l_mut_709 = l_1085;
const uint32 l_1086 = uint32(l_1080);
l_mut_90 = l_1086;
}
const uint32 l_1087 = reinterpret_cast<uint32 const&>(l_1062);
const bool l_1088 = l_1087 >= uint32(2147483648);
const double l_1089 = l_mut_709 * l_mut_709;
const double l_1090 = l_1089 * double(1.9572941063391263e-20);
const double l_1091 = double(8.22063524662433e-18) - l_1090;
l_mut_61 = l_1091;
const double l_1092 = l_mut_61 * l_1089;
const double l_1093 = l_1092 - double(2.8114572543455206e-15);
l_mut_61 = l_1093;
const double l_1094 = l_mut_61 * l_1089;
const double l_1095 = l_1094 + double(7.647163731819816e-13);
l_mut_61 = l_1095;
const double l_1096 = l_mut_61 * l_1089;
const double l_1097 = l_1096 - double(1.6059043836821613e-10);
l_mut_61 = l_1097;
const double l_1098 = l_mut_61 * l_1089;
const double l_1099 = l_1098 + double(2.505210838544172e-8);
l_mut_61 = l_1099;
const double l_1100 = l_mut_61 * l_1089;
const double l_1101 = l_1100 - double(2.7557319223985893e-6);
l_mut_61 = l_1101;
const double l_1102 = l_mut_61 * l_1089;
const double l_1103 = l_1102 + double(0.0001984126984126984);
l_mut_61 = l_1103;
const double l_1104 = l_mut_61 * l_1089;
const double l_1105 = l_1104 - double(0.008333333333333333);
l_mut_61 = l_1105;
const double l_1106 = l_mut_61 * l_1089;
const double l_1107 = l_1106 + double(0.16666666666666666);
l_mut_61 = l_1107;
const double l_1108 = double(0.5) * l_1089;
const double l_1109 = double(1.0) - l_1108;
const double l_1110 = double(0.0) * l_1109;
const double l_1111 = l_mut_709 * l_1089;
const double l_1112 = l_1111 * l_mut_61;
const double l_1113 = l_1110 - l_1112;
const double l_1114 = l_mut_709 + l_1113;
const double l_1115 = l_mut_709 * l_mut_709;
const double l_1116 = l_1115 * double(4.110317623312165e-19);
const double l_1117 = l_1116 - double(1.5619206968586225e-16);
l_mut_61 = l_1117;
const double l_1118 = l_mut_61 * l_1115;
const double l_1119 = l_1118 + double(4.779477332387385e-14);
l_mut_61 = l_1119;
const double l_1120 = l_mut_61 * l_1115;
const double l_1121 = l_1120 - double(1.1470745597729725e-11);
l_mut_61 = l_1121;
const double l_1122 = l_mut_61 * l_1115;
const double l_1123 = l_1122 + double(2.08767569878681e-9);
l_mut_61 = l_1123;
const double l_1124 = l_mut_61 * l_1115;
const double l_1125 = l_1124 - double(2.755731922398589e-7);
l_mut_61 = l_1125;
const double l_1126 = l_mut_61 * l_1115;
const double l_1127 = l_1126 + double(2.48015873015873e-5);
l_mut_61 = l_1127;
const double l_1128 = l_mut_61 * l_1115;
const double l_1129 = l_1128 - double(0.001388888888888889);
l_mut_61 = l_1129;
const double l_1130 = l_mut_61 * l_1115;
const double l_1131 = l_1130 + double(0.041666666666666664);
l_mut_61 = l_1131;
const double l_1132 = double(0.5) * l_1115;
const double l_1133 = double(1.0) - l_1132;
const double l_1134 = l_1115 * l_1115;
const double l_1135 = l_1134 * l_mut_61;
const double l_1136 = double(0.0) * l_mut_709;
const double l_1137 = l_1135 - l_1136;
const double l_1138 = l_1133 + l_1137;
const uint32 l_1139 = l_mut_90 & uint32(1);
const bool l_1140 = l_1139 == uint32(1);
l_mut_709 = l_1114;
const uint32 l_1141 = l_mut_90 & uint32(2);
const bool l_1142 = l_1141 != uint32(0);
l_mut_150 = l_1142;
if (l_1140) {
l_mut_709 = l_1138;
}
const bool l_1143 = bool(true) && l_1088;
if (l_1143) {
const bool l_1144 = !l_mut_150;
l_mut_150 = l_1144;
}
if (l_mut_150) {
const double l_1145 = -l_mut_709;
l_mut_709 = l_1145;
}
const float l_1146 = float(l_26);
const uint32 l_1147 = reinterpret_cast<uint32 const&>(l_1146);
const uint32 l_1148 = l_1147 & uint32(2147483647);
const float l_1149 = reinterpret_cast<float const&>(l_1148);
const double l_1150 = double(l_1149);
l_mut_61 = l_1150;
const bool l_1151 = l_1148 < uint32(8388608);
if (l_1151) {
const double l_1152 = double(l_1148);
const double l_1153 = l_1152 * double(1.401298464324817e-45);
l_mut_61 = l_1153;
}
const uint64 l_1154 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_1155 = l_1147 >> uint32(31);
const uint64 l_1156 = uint64(l_1155);
const uint64 l_1157 = l_1156 << uint64(63);
const uint64 l_1158 = l_1154 | l_1157;
const double l_1159 = reinterpret_cast<double const&>(l_1158);
const double l_1160 = abs(l_1159);
l_mut_61 = l_1160;
l_mut_90 = uint32(0);
const bool l_1161 = l_1160 >= double(0.785);
if (l_1161) {
const double l_1162 = l_1160 * double(0.6366197723675814);
const double l_1163 = l_1162 + double(0.5);
const double l_1164 = floor(l_1163);
const double l_1165 = l_1164 * double(1.570796325802803);
const double l_1166 = l_1160 - l_1165;
const double l_1167 = l_1166 * l_4;
const double l_1168 = l_1164 * double(9.920935796805404e-10);
const double l_1169 = l_1167 - l_1168;
l_mut_61 = l_1169;
const uint32 l_1170 = uint32(l_1164);
l_mut_90 = l_1170;
}
const uint32 l_1171 = reinterpret_cast<uint32 const&>(l_1146);
const bool l_1172 = l_1171 >= uint32(2147483648);
const double l_1173 = l_mut_61 * l_mut_61;
const double l_1174 = l_1173 * double(1.9572941063391263e-20);
const double l_1175 = double(8.22063524662433e-18) - l_1174;
l_mut_38 = l_1175;
const double l_1176 = l_mut_38 * l_1173;
const double l_1177 = l_1176 - double(2.8114572543455206e-15);
l_mut_38 = l_1177;
const double l_1178 = l_mut_38 * l_1173;
const double l_1179 = l_1178 + double(7.647163731819816e-13);
l_mut_38 = l_1179;
const double l_1180 = l_mut_38 * l_1173;
const double l_1181 = l_1180 - double(1.6059043836821613e-10);
l_mut_38 = l_1181;
const double l_1182 = l_mut_38 * l_1173;
const double l_1183 = l_1182 + double(2.505210838544172e-8);
l_mut_38 = l_1183;
const double l_1184 = l_mut_38 * l_1173;
const double l_1185 = l_1184 - double(2.7557319223985893e-6);
l_mut_38 = l_1185;
const double l_1186 = l_mut_38 * l_1173;
const double l_1187 = l_1186 + double(0.0001984126984126984);
l_mut_38 = l_1187;
const double l_1188 = l_mut_38 * l_1173;
const double l_1189 = l_1188 - double(0.008333333333333333);
l_mut_38 = l_1189;
const double l_1190 = l_mut_38 * l_1173;
const double l_1191 = l_1190 + double(0.16666666666666666);
l_mut_38 = l_1191;
const double l_1192 = double(0.5) * l_1173;
const double l_1193 = double(1.0) - l_1192;
const double l_1194 = double(0.0) * l_1193;
const double l_1195 = l_mut_61 * l_1173;
const double l_1196 = l_1195 * l_mut_38;
const double l_1197 = l_1194 - l_1196;
const double l_1198 = l_mut_61 + l_1197;
const double l_1199 = l_mut_61 * l_mut_61;
const double l_1200 = l_1199 * double(4.110317623312165e-19);
const double l_1201 = l_1200 - double(1.5619206968586225e-16);
l_mut_38 = l_1201;
const double l_1202 = l_mut_38 * l_1199;
const double l_1203 = l_1202 + double(4.779477332387385e-14);
l_mut_38 = l_1203;
const double l_1204 = l_mut_38 * l_1199;
const double l_1205 = l_1204 - double(1.1470745597729725e-11);
l_mut_38 = l_1205;
const double l_1206 = l_mut_38 * l_1199;
const double l_1207 = l_1206 + double(2.08767569878681e-9);
l_mut_38 = l_1207;
const double l_1208 = l_mut_38 * l_1199;
const double l_1209 = l_1208 - double(2.755731922398589e-7);
l_mut_38 = l_1209;
const double l_1210 = l_mut_38 * l_1199;
const double l_1211 = l_1210 + double(2.48015873015873e-5);
l_mut_38 = l_1211;
const double l_1212 = l_mut_38 * l_1199;
const double l_1213 = l_1212 - double(0.001388888888888889);
l_mut_38 = l_1213;
const double l_1214 = l_mut_38 * l_1199;
const double l_1215 = l_1214 + double(0.041666666666666664);
l_mut_38 = l_1215;
const double l_1216 = double(0.5) * l_1199;
const double l_1217 = double(1.0) - l_1216;
const double l_1218 = l_1199 * l_1199;
const double l_1219 = l_1218 * l_mut_38;
const double l_1220 = double(0.0) * l_mut_61;
const double l_1221 = l_1219 - l_1220;
const double l_1222 = l_1217 + l_1221;
const uint32 l_1223 = l_mut_90 & uint32(1);
const bool l_1224 = l_1223 == uint32(1);
l_mut_61 = l_1198;
const uint32 l_1225 = l_mut_90 & uint32(2);
const bool l_1226 = l_1225 != uint32(0);
l_mut_150 = l_1226;
l_mut_61 = l_1222;
if (l_1224) {
l_mut_61 = l_1198;
}
const uint32 l_1227 = l_mut_90 + uint32(1);
const uint32 l_1228 = l_1227 & uint32(2);
const bool l_1229 = l_1228 != uint32(0);
l_mut_150 = l_1229;
const bool l_1230 = bool(false) && l_1172;
if (l_1230) {
const bool l_1231 = !l_mut_150;
l_mut_150 = l_1231;
}
if (l_mut_150) {
const double l_1232 = -l_mut_61;
l_mut_61 = l_1232;
}
const double l_1233 = abs(l_mut_709);
const double l_1234 = l_1233 * double(1.4551915228366852e-11);
const double l_1235 = abs(l_mut_61);
const double l_1236 = l_1235 * double(1.4551915228366852e-11);
l_mut_38 = double(1.4551915228366852e-11);
l_mut_90 = uint32(2);
if (l_13) {
const double l_1237 = l_mut_709 - l_19;
const double l_1238 = abs(l_1237);
const double l_1239 = l_1238 * double(2.220446049250313e-16);
const double l_1240 = l_1234 + l_1239;
const double l_1241 = l_1237 + l_1240;
const double l_1242 = -l_1241;
const double l_1243 = l_1242 * double(7.1362384635298e44);
const double l_1244 = floor(l_1243);
const double l_1245 = l_1244 * double(1.401298464324817e-45);
l_mut_1246 = l_1245;
const double l_1247 = abs(l_1242);
const bool l_1248 = l_1247 >= double(1.1754943508222875e-38);
if (l_1248) {
const float l_1249 = float(l_1242);
const double l_1250 = double(l_1249);
l_mut_1246 = l_1250;
const bool l_1251 = l_mut_1246 > l_1242;
if (l_1251) {
const uint32 l_1252 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1253 = l_1252 ^ uint32(2147483648);
const float l_1254 = reinterpret_cast<float const&>(l_1253);
const uint32 l_1255 = reinterpret_cast<uint32 const&>(l_1254);
const uint32 l_1256 = l_1255 + uint32(1);
l_mut_48 = l_1256;
const uint32 l_1257 = l_1255 & uint32(2147483647);
const bool l_1258 = l_1257 == uint32(0);
if (l_1258) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1259 = l_1255 & uint32(2147483648);
const bool l_1260 = l_1259 != uint32(0);
if (l_1260) {
const uint32 l_1261 = l_1255 - uint32(1);
l_mut_48 = l_1261;
} else {
const bool l_1262 = l_1255 == uint32(2139095040);
if (l_1262) {
l_mut_48 = l_1255;
}
}
}
const float l_1263 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1264 = reinterpret_cast<uint32 const&>(l_1263);
const uint32 l_1265 = l_1264 ^ uint32(2147483648);
const float l_1266 = reinterpret_cast<float const&>(l_1265);
const uint32 l_1267 = reinterpret_cast<uint32 const&>(l_1266);
const uint32 l_1268 = l_1267 & uint32(2147483647);
const float l_1269 = reinterpret_cast<float const&>(l_1268);
const double l_1270 = double(l_1269);
l_mut_1271 = l_1270;
const bool l_1272 = l_1268 < uint32(8388608);
if (l_1272) {
const double l_1273 = double(l_1268);
const double l_1274 = l_1273 * double(1.401298464324817e-45);
l_mut_1271 = l_1274;
}
const uint64 l_1275 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_1276 = l_1267 >> uint32(31);
const uint64 l_1277 = uint64(l_1276);
const uint64 l_1278 = l_1277 << uint64(63);
const uint64 l_1279 = l_1275 | l_1278;
const double l_1280 = reinterpret_cast<double const&>(l_1279);
l_mut_1246 = l_1280;
} else {
const uint32 l_1281 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1282 = l_1281 + uint32(1);
l_mut_48 = l_1282;
const uint32 l_1283 = l_1281 & uint32(2147483647);
const bool l_1284 = l_1283 == uint32(0);
if (l_1284) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1285 = l_1281 & uint32(2147483648);
const bool l_1286 = l_1285 != uint32(0);
if (l_1286) {
const uint32 l_1287 = l_1281 - uint32(1);
l_mut_48 = l_1287;
} else {
const bool l_1288 = l_1281 == uint32(2139095040);
if (l_1288) {
l_mut_48 = l_1281;
}
}
}
const float l_1289 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1290 = reinterpret_cast<uint32 const&>(l_1289);
const uint32 l_1291 = l_1290 & uint32(2147483647);
const float l_1292 = reinterpret_cast<float const&>(l_1291);
const double l_1293 = double(l_1292);
l_mut_1271 = l_1293;
const bool l_1294 = l_1291 < uint32(8388608);
if (l_1294) {
const double l_1295 = double(l_1291);
const double l_1296 = l_1295 * double(1.401298464324817e-45);
l_mut_1271 = l_1296;
}
const uint64 l_1297 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_1298 = l_1290 >> uint32(31);
const uint64 l_1299 = uint64(l_1298);
const uint64 l_1300 = l_1299 << uint64(63);
const uint64 l_1301 = l_1297 | l_1300;
const double l_1302 = reinterpret_cast<double const&>(l_1301);
const bool l_1303 = l_1302 <= l_1242;
if (l_1303) {
const uint32 l_1304 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1305 = l_1304 + uint32(1);
l_mut_48 = l_1305;
const uint32 l_1306 = l_1304 & uint32(2147483647);
const bool l_1307 = l_1306 == uint32(0);
if (l_1307) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1308 = l_1304 & uint32(2147483648);
const bool l_1309 = l_1308 != uint32(0);
if (l_1309) {
const uint32 l_1310 = l_1304 - uint32(1);
l_mut_48 = l_1310;
} else {
const bool l_1311 = l_1304 == uint32(2139095040);
if (l_1311) {
l_mut_48 = l_1304;
}
}
}
const float l_1312 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1313 = reinterpret_cast<uint32 const&>(l_1312);
const uint32 l_1314 = l_1313 & uint32(2147483647);
const float l_1315 = reinterpret_cast<float const&>(l_1314);
const double l_1316 = double(l_1315);
l_mut_1271 = l_1316;
const bool l_1317 = l_1314 < uint32(8388608);
if (l_1317) {
const double l_1318 = double(l_1314);
const double l_1319 = l_1318 * double(1.401298464324817e-45);
l_mut_1271 = l_1319;
}
const uint64 l_1320 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_1321 = l_1313 >> uint32(31);
const uint64 l_1322 = uint64(l_1321);
const uint64 l_1323 = l_1322 << uint64(63);
const uint64 l_1324 = l_1320 | l_1323;
const double l_1325 = reinterpret_cast<double const&>(l_1324);
l_mut_1246 = l_1325;
}
}
}
const double l_1326 = -l_mut_1246;
l_mut_1271 = l_1326;
const bool l_1327 = bool(true) && bool(true);
if (l_1327) {
const double l_1328 = l_1237 + l_1240;
const double l_1329 = l_1328 * double(7.1362384635298e44);
const double l_1330 = floor(l_1329);
const double l_1331 = l_1330 * double(1.401298464324817e-45);
l_mut_1246 = l_1331;
const double l_1332 = abs(l_1328);
const bool l_1333 = l_1332 >= double(1.1754943508222875e-38);
if (l_1333) {
const float l_1334 = float(l_1328);
const double l_1335 = double(l_1334);
l_mut_1246 = l_1335;
const bool l_1336 = l_mut_1246 > l_1328;
if (l_1336) {
const uint32 l_1337 = reinterpret_cast<uint32 const&>(l_1334);
const uint32 l_1338 = l_1337 ^ uint32(2147483648);
const float l_1339 = reinterpret_cast<float const&>(l_1338);
const uint32 l_1340 = reinterpret_cast<uint32 const&>(l_1339);
const uint32 l_1341 = l_1340 + uint32(1);
l_mut_48 = l_1341;
const uint32 l_1342 = l_1340 & uint32(2147483647);
const bool l_1343 = l_1342 == uint32(0);
if (l_1343) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1344 = l_1340 & uint32(2147483648);
const bool l_1345 = l_1344 != uint32(0);
if (l_1345) {
const uint32 l_1346 = l_1340 - uint32(1);
l_mut_48 = l_1346;
} else {
const bool l_1347 = l_1340 == uint32(2139095040);
if (l_1347) {
l_mut_48 = l_1340;
}
}
}
const float l_1348 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1349 = reinterpret_cast<uint32 const&>(l_1348);
const uint32 l_1350 = l_1349 ^ uint32(2147483648);
const float l_1351 = reinterpret_cast<float const&>(l_1350);
const uint32 l_1352 = reinterpret_cast<uint32 const&>(l_1351);
const uint32 l_1353 = l_1352 & uint32(2147483647);
const float l_1354 = reinterpret_cast<float const&>(l_1353);
const double l_1355 = double(l_1354);
l_mut_1356 = l_1355;
const bool l_1357 = l_1353 < uint32(8388608);
if (l_1357) {
const double l_1358 = double(l_1353);
const double l_1359 = l_1358 * double(1.401298464324817e-45);
l_mut_1356 = l_1359;
}
const uint64 l_1360 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_1361 = l_1352 >> uint32(31);
const uint64 l_1362 = uint64(l_1361);
const uint64 l_1363 = l_1362 << uint64(63);
const uint64 l_1364 = l_1360 | l_1363;
const double l_1365 = reinterpret_cast<double const&>(l_1364);
l_mut_1246 = l_1365;
} else {
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_1334);
const uint32 l_1367 = l_1366 + uint32(1);
l_mut_48 = l_1367;
const uint32 l_1368 = l_1366 & uint32(2147483647);
const bool l_1369 = l_1368 == uint32(0);
if (l_1369) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1370 = l_1366 & uint32(2147483648);
const bool l_1371 = l_1370 != uint32(0);
if (l_1371) {
const uint32 l_1372 = l_1366 - uint32(1);
l_mut_48 = l_1372;
} else {
const bool l_1373 = l_1366 == uint32(2139095040);
if (l_1373) {
l_mut_48 = l_1366;
}
}
}
const float l_1374 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1375 = reinterpret_cast<uint32 const&>(l_1374);
const uint32 l_1376 = l_1375 & uint32(2147483647);
const float l_1377 = reinterpret_cast<float const&>(l_1376);
const double l_1378 = double(l_1377);
l_mut_1356 = l_1378;
const bool l_1379 = l_1376 < uint32(8388608);
if (l_1379) {
const double l_1380 = double(l_1376);
const double l_1381 = l_1380 * double(1.401298464324817e-45);
l_mut_1356 = l_1381;
}
const uint64 l_1382 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_1383 = l_1375 >> uint32(31);
const uint64 l_1384 = uint64(l_1383);
const uint64 l_1385 = l_1384 << uint64(63);
const uint64 l_1386 = l_1382 | l_1385;
const double l_1387 = reinterpret_cast<double const&>(l_1386);
const bool l_1388 = l_1387 <= l_1328;
if (l_1388) {
const uint32 l_1389 = reinterpret_cast<uint32 const&>(l_1334);
const uint32 l_1390 = l_1389 + uint32(1);
l_mut_48 = l_1390;
const uint32 l_1391 = l_1389 & uint32(2147483647);
const bool l_1392 = l_1391 == uint32(0);
if (l_1392) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1393 = l_1389 & uint32(2147483648);
const bool l_1394 = l_1393 != uint32(0);
if (l_1394) {
const uint32 l_1395 = l_1389 - uint32(1);
l_mut_48 = l_1395;
} else {
const bool l_1396 = l_1389 == uint32(2139095040);
if (l_1396) {
l_mut_48 = l_1389;
}
}
}
const float l_1397 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1398 = reinterpret_cast<uint32 const&>(l_1397);
const uint32 l_1399 = l_1398 & uint32(2147483647);
const float l_1400 = reinterpret_cast<float const&>(l_1399);
const double l_1401 = double(l_1400);
l_mut_1356 = l_1401;
const bool l_1402 = l_1399 < uint32(8388608);
if (l_1402) {
const double l_1403 = double(l_1399);
const double l_1404 = l_1403 * double(1.401298464324817e-45);
l_mut_1356 = l_1404;
}
const uint64 l_1405 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_1406 = l_1398 >> uint32(31);
const uint64 l_1407 = uint64(l_1406);
const uint64 l_1408 = l_1407 << uint64(63);
const uint64 l_1409 = l_1405 | l_1408;
const double l_1410 = reinterpret_cast<double const&>(l_1409);
l_mut_1246 = l_1410;
}
}
}
l_mut_1271 = l_mut_1246;
} else {
const double l_1411 = l_1237 - l_1240;
const double l_1412 = l_1411 * double(7.1362384635298e44);
const double l_1413 = floor(l_1412);
const double l_1414 = l_1413 * double(1.401298464324817e-45);
l_mut_1356 = l_1414;
const double l_1415 = abs(l_1411);
const bool l_1416 = l_1415 >= double(1.1754943508222875e-38);
if (l_1416) {
const float l_1417 = float(l_1411);
const double l_1418 = double(l_1417);
l_mut_1356 = l_1418;
const bool l_1419 = l_mut_1356 > l_1411;
if (l_1419) {
const uint32 l_1420 = reinterpret_cast<uint32 const&>(l_1417);
const uint32 l_1421 = l_1420 ^ uint32(2147483648);
const float l_1422 = reinterpret_cast<float const&>(l_1421);
const uint32 l_1423 = reinterpret_cast<uint32 const&>(l_1422);
const uint32 l_1424 = l_1423 + uint32(1);
l_mut_48 = l_1424;
const uint32 l_1425 = l_1423 & uint32(2147483647);
const bool l_1426 = l_1425 == uint32(0);
if (l_1426) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1427 = l_1423 & uint32(2147483648);
const bool l_1428 = l_1427 != uint32(0);
if (l_1428) {
const uint32 l_1429 = l_1423 - uint32(1);
l_mut_48 = l_1429;
} else {
const bool l_1430 = l_1423 == uint32(2139095040);
if (l_1430) {
l_mut_48 = l_1423;
}
}
}
const float l_1431 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1432 = reinterpret_cast<uint32 const&>(l_1431);
const uint32 l_1433 = l_1432 ^ uint32(2147483648);
const float l_1434 = reinterpret_cast<float const&>(l_1433);
const uint32 l_1435 = reinterpret_cast<uint32 const&>(l_1434);
const uint32 l_1436 = l_1435 & uint32(2147483647);
const float l_1437 = reinterpret_cast<float const&>(l_1436);
const double l_1438 = double(l_1437);
l_mut_1246 = l_1438;
const bool l_1439 = l_1436 < uint32(8388608);
if (l_1439) {
const double l_1440 = double(l_1436);
const double l_1441 = l_1440 * double(1.401298464324817e-45);
l_mut_1246 = l_1441;
}
const uint64 l_1442 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1443 = l_1435 >> uint32(31);
const uint64 l_1444 = uint64(l_1443);
const uint64 l_1445 = l_1444 << uint64(63);
const uint64 l_1446 = l_1442 | l_1445;
const double l_1447 = reinterpret_cast<double const&>(l_1446);
l_mut_1356 = l_1447;
} else {
const uint32 l_1448 = reinterpret_cast<uint32 const&>(l_1417);
const uint32 l_1449 = l_1448 + uint32(1);
l_mut_48 = l_1449;
const uint32 l_1450 = l_1448 & uint32(2147483647);
const bool l_1451 = l_1450 == uint32(0);
if (l_1451) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1452 = l_1448 & uint32(2147483648);
const bool l_1453 = l_1452 != uint32(0);
if (l_1453) {
const uint32 l_1454 = l_1448 - uint32(1);
l_mut_48 = l_1454;
} else {
const bool l_1455 = l_1448 == uint32(2139095040);
if (l_1455) {
l_mut_48 = l_1448;
}
}
}
const float l_1456 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1457 = reinterpret_cast<uint32 const&>(l_1456);
const uint32 l_1458 = l_1457 & uint32(2147483647);
const float l_1459 = reinterpret_cast<float const&>(l_1458);
const double l_1460 = double(l_1459);
l_mut_1246 = l_1460;
const bool l_1461 = l_1458 < uint32(8388608);
if (l_1461) {
const double l_1462 = double(l_1458);
const double l_1463 = l_1462 * double(1.401298464324817e-45);
l_mut_1246 = l_1463;
}
const uint64 l_1464 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1465 = l_1457 >> uint32(31);
const uint64 l_1466 = uint64(l_1465);
const uint64 l_1467 = l_1466 << uint64(63);
const uint64 l_1468 = l_1464 | l_1467;
const double l_1469 = reinterpret_cast<double const&>(l_1468);
const bool l_1470 = l_1469 <= l_1411;
if (l_1470) {
const uint32 l_1471 = reinterpret_cast<uint32 const&>(l_1417);
const uint32 l_1472 = l_1471 + uint32(1);
l_mut_48 = l_1472;
const uint32 l_1473 = l_1471 & uint32(2147483647);
const bool l_1474 = l_1473 == uint32(0);
if (l_1474) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1475 = l_1471 & uint32(2147483648);
const bool l_1476 = l_1475 != uint32(0);
if (l_1476) {
const uint32 l_1477 = l_1471 - uint32(1);
l_mut_48 = l_1477;
} else {
const bool l_1478 = l_1471 == uint32(2139095040);
if (l_1478) {
l_mut_48 = l_1471;
}
}
}
const float l_1479 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1480 = reinterpret_cast<uint32 const&>(l_1479);
const uint32 l_1481 = l_1480 & uint32(2147483647);
const float l_1482 = reinterpret_cast<float const&>(l_1481);
const double l_1483 = double(l_1482);
l_mut_1246 = l_1483;
const bool l_1484 = l_1481 < uint32(8388608);
if (l_1484) {
const double l_1485 = double(l_1481);
const double l_1486 = l_1485 * double(1.401298464324817e-45);
l_mut_1246 = l_1486;
}
const uint64 l_1487 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1488 = l_1480 >> uint32(31);
const uint64 l_1489 = uint64(l_1488);
const uint64 l_1490 = l_1489 << uint64(63);
const uint64 l_1491 = l_1487 | l_1490;
const double l_1492 = reinterpret_cast<double const&>(l_1491);
l_mut_1356 = l_1492;
}
}
}
l_mut_1271 = l_mut_1356;
}
const double l_1493 = l_mut_709 + l_19;
const double l_1494 = abs(l_1493);
const double l_1495 = l_1494 * double(2.220446049250313e-16);
const double l_1496 = l_1234 + l_1495;
const double l_1497 = l_1493 + l_1496;
const double l_1498 = -l_1497;
const double l_1499 = l_1498 * double(7.1362384635298e44);
const double l_1500 = floor(l_1499);
const double l_1501 = l_1500 * double(1.401298464324817e-45);
l_mut_1356 = l_1501;
const double l_1502 = abs(l_1498);
const bool l_1503 = l_1502 >= double(1.1754943508222875e-38);
if (l_1503) {
const float l_1504 = float(l_1498);
const double l_1505 = double(l_1504);
l_mut_1356 = l_1505;
const bool l_1506 = l_mut_1356 > l_1498;
if (l_1506) {
const uint32 l_1507 = reinterpret_cast<uint32 const&>(l_1504);
const uint32 l_1508 = l_1507 ^ uint32(2147483648);
const float l_1509 = reinterpret_cast<float const&>(l_1508);
const uint32 l_1510 = reinterpret_cast<uint32 const&>(l_1509);
const uint32 l_1511 = l_1510 + uint32(1);
l_mut_48 = l_1511;
const uint32 l_1512 = l_1510 & uint32(2147483647);
const bool l_1513 = l_1512 == uint32(0);
if (l_1513) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1514 = l_1510 & uint32(2147483648);
const bool l_1515 = l_1514 != uint32(0);
if (l_1515) {
const uint32 l_1516 = l_1510 - uint32(1);
l_mut_48 = l_1516;
} else {
const bool l_1517 = l_1510 == uint32(2139095040);
if (l_1517) {
l_mut_48 = l_1510;
}
}
}
const float l_1518 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1519 = reinterpret_cast<uint32 const&>(l_1518);
const uint32 l_1520 = l_1519 ^ uint32(2147483648);
const float l_1521 = reinterpret_cast<float const&>(l_1520);
const uint32 l_1522 = reinterpret_cast<uint32 const&>(l_1521);
const uint32 l_1523 = l_1522 & uint32(2147483647);
const float l_1524 = reinterpret_cast<float const&>(l_1523);
const double l_1525 = double(l_1524);
l_mut_1246 = l_1525;
const bool l_1526 = l_1523 < uint32(8388608);
if (l_1526) {
const double l_1527 = double(l_1523);
const double l_1528 = l_1527 * double(1.401298464324817e-45);
l_mut_1246 = l_1528;
}
const uint64 l_1529 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1530 = l_1522 >> uint32(31);
const uint64 l_1531 = uint64(l_1530);
const uint64 l_1532 = l_1531 << uint64(63);
const uint64 l_1533 = l_1529 | l_1532;
const double l_1534 = reinterpret_cast<double const&>(l_1533);
l_mut_1356 = l_1534;
} else {
const uint32 l_1535 = reinterpret_cast<uint32 const&>(l_1504);
const uint32 l_1536 = l_1535 + uint32(1);
l_mut_48 = l_1536;
const uint32 l_1537 = l_1535 & uint32(2147483647);
const bool l_1538 = l_1537 == uint32(0);
if (l_1538) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1539 = l_1535 & uint32(2147483648);
const bool l_1540 = l_1539 != uint32(0);
if (l_1540) {
const uint32 l_1541 = l_1535 - uint32(1);
l_mut_48 = l_1541;
} else {
const bool l_1542 = l_1535 == uint32(2139095040);
if (l_1542) {
l_mut_48 = l_1535;
}
}
}
const float l_1543 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1544 = reinterpret_cast<uint32 const&>(l_1543);
const uint32 l_1545 = l_1544 & uint32(2147483647);
const float l_1546 = reinterpret_cast<float const&>(l_1545);
const double l_1547 = double(l_1546);
l_mut_1246 = l_1547;
const bool l_1548 = l_1545 < uint32(8388608);
if (l_1548) {
const double l_1549 = double(l_1545);
const double l_1550 = l_1549 * double(1.401298464324817e-45);
l_mut_1246 = l_1550;
}
const uint64 l_1551 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1552 = l_1544 >> uint32(31);
const uint64 l_1553 = uint64(l_1552);
const uint64 l_1554 = l_1553 << uint64(63);
const uint64 l_1555 = l_1551 | l_1554;
const double l_1556 = reinterpret_cast<double const&>(l_1555);
const bool l_1557 = l_1556 <= l_1498;
if (l_1557) {
const uint32 l_1558 = reinterpret_cast<uint32 const&>(l_1504);
const uint32 l_1559 = l_1558 + uint32(1);
l_mut_48 = l_1559;
const uint32 l_1560 = l_1558 & uint32(2147483647);
const bool l_1561 = l_1560 == uint32(0);
if (l_1561) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1562 = l_1558 & uint32(2147483648);
const bool l_1563 = l_1562 != uint32(0);
if (l_1563) {
const uint32 l_1564 = l_1558 - uint32(1);
l_mut_48 = l_1564;
} else {
const bool l_1565 = l_1558 == uint32(2139095040);
if (l_1565) {
l_mut_48 = l_1558;
}
}
}
const float l_1566 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1567 = reinterpret_cast<uint32 const&>(l_1566);
const uint32 l_1568 = l_1567 & uint32(2147483647);
const float l_1569 = reinterpret_cast<float const&>(l_1568);
const double l_1570 = double(l_1569);
l_mut_1246 = l_1570;
const bool l_1571 = l_1568 < uint32(8388608);
if (l_1571) {
const double l_1572 = double(l_1568);
const double l_1573 = l_1572 * double(1.401298464324817e-45);
l_mut_1246 = l_1573;
}
const uint64 l_1574 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1575 = l_1567 >> uint32(31);
const uint64 l_1576 = uint64(l_1575);
const uint64 l_1577 = l_1576 << uint64(63);
const uint64 l_1578 = l_1574 | l_1577;
const double l_1579 = reinterpret_cast<double const&>(l_1578);
l_mut_1356 = l_1579;
}
}
}
const double l_1580 = -l_mut_1356;
l_mut_1356 = l_1580;
const bool l_1581 = bool(false) && bool(true);
if (l_1581) {
const double l_1582 = l_1493 + l_1496;
const double l_1583 = l_1582 * double(7.1362384635298e44);
const double l_1584 = floor(l_1583);
const double l_1585 = l_1584 * double(1.401298464324817e-45);
l_mut_1246 = l_1585;
const double l_1586 = abs(l_1582);
const bool l_1587 = l_1586 >= double(1.1754943508222875e-38);
if (l_1587) {
const float l_1588 = float(l_1582);
const double l_1589 = double(l_1588);
l_mut_1246 = l_1589;
const bool l_1590 = l_mut_1246 > l_1582;
if (l_1590) {
const uint32 l_1591 = reinterpret_cast<uint32 const&>(l_1588);
const uint32 l_1592 = l_1591 ^ uint32(2147483648);
const float l_1593 = reinterpret_cast<float const&>(l_1592);
const uint32 l_1594 = reinterpret_cast<uint32 const&>(l_1593);
const uint32 l_1595 = l_1594 + uint32(1);
l_mut_48 = l_1595;
const uint32 l_1596 = l_1594 & uint32(2147483647);
const bool l_1597 = l_1596 == uint32(0);
if (l_1597) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1598 = l_1594 & uint32(2147483648);
const bool l_1599 = l_1598 != uint32(0);
if (l_1599) {
const uint32 l_1600 = l_1594 - uint32(1);
l_mut_48 = l_1600;
} else {
const bool l_1601 = l_1594 == uint32(2139095040);
if (l_1601) {
l_mut_48 = l_1594;
}
}
}
const float l_1602 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1603 = reinterpret_cast<uint32 const&>(l_1602);
const uint32 l_1604 = l_1603 ^ uint32(2147483648);
const float l_1605 = reinterpret_cast<float const&>(l_1604);
const uint32 l_1606 = reinterpret_cast<uint32 const&>(l_1605);
const uint32 l_1607 = l_1606 & uint32(2147483647);
const float l_1608 = reinterpret_cast<float const&>(l_1607);
const double l_1609 = double(l_1608);
l_mut_1610 = l_1609;
const bool l_1611 = l_1607 < uint32(8388608);
if (l_1611) {
const double l_1612 = double(l_1607);
const double l_1613 = l_1612 * double(1.401298464324817e-45);
l_mut_1610 = l_1613;
}
const uint64 l_1614 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_1615 = l_1606 >> uint32(31);
const uint64 l_1616 = uint64(l_1615);
const uint64 l_1617 = l_1616 << uint64(63);
const uint64 l_1618 = l_1614 | l_1617;
const double l_1619 = reinterpret_cast<double const&>(l_1618);
l_mut_1246 = l_1619;
} else {
const uint32 l_1620 = reinterpret_cast<uint32 const&>(l_1588);
const uint32 l_1621 = l_1620 + uint32(1);
l_mut_48 = l_1621;
const uint32 l_1622 = l_1620 & uint32(2147483647);
const bool l_1623 = l_1622 == uint32(0);
if (l_1623) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1624 = l_1620 & uint32(2147483648);
const bool l_1625 = l_1624 != uint32(0);
if (l_1625) {
const uint32 l_1626 = l_1620 - uint32(1);
l_mut_48 = l_1626;
} else {
const bool l_1627 = l_1620 == uint32(2139095040);
if (l_1627) {
l_mut_48 = l_1620;
}
}
}
const float l_1628 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1629 = reinterpret_cast<uint32 const&>(l_1628);
const uint32 l_1630 = l_1629 & uint32(2147483647);
const float l_1631 = reinterpret_cast<float const&>(l_1630);
const double l_1632 = double(l_1631);
l_mut_1610 = l_1632;
const bool l_1633 = l_1630 < uint32(8388608);
if (l_1633) {
const double l_1634 = double(l_1630);
const double l_1635 = l_1634 * double(1.401298464324817e-45);
l_mut_1610 = l_1635;
}
const uint64 l_1636 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_1637 = l_1629 >> uint32(31);
const uint64 l_1638 = uint64(l_1637);
const uint64 l_1639 = l_1638 << uint64(63);
const uint64 l_1640 = l_1636 | l_1639;
const double l_1641 = reinterpret_cast<double const&>(l_1640);
const bool l_1642 = l_1641 <= l_1582;
if (l_1642) {
const uint32 l_1643 = reinterpret_cast<uint32 const&>(l_1588);
const uint32 l_1644 = l_1643 + uint32(1);
l_mut_48 = l_1644;
const uint32 l_1645 = l_1643 & uint32(2147483647);
const bool l_1646 = l_1645 == uint32(0);
if (l_1646) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1647 = l_1643 & uint32(2147483648);
const bool l_1648 = l_1647 != uint32(0);
if (l_1648) {
const uint32 l_1649 = l_1643 - uint32(1);
l_mut_48 = l_1649;
} else {
const bool l_1650 = l_1643 == uint32(2139095040);
if (l_1650) {
l_mut_48 = l_1643;
}
}
}
const float l_1651 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1652 = reinterpret_cast<uint32 const&>(l_1651);
const uint32 l_1653 = l_1652 & uint32(2147483647);
const float l_1654 = reinterpret_cast<float const&>(l_1653);
const double l_1655 = double(l_1654);
l_mut_1610 = l_1655;
const bool l_1656 = l_1653 < uint32(8388608);
if (l_1656) {
const double l_1657 = double(l_1653);
const double l_1658 = l_1657 * double(1.401298464324817e-45);
l_mut_1610 = l_1658;
}
const uint64 l_1659 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_1660 = l_1652 >> uint32(31);
const uint64 l_1661 = uint64(l_1660);
const uint64 l_1662 = l_1661 << uint64(63);
const uint64 l_1663 = l_1659 | l_1662;
const double l_1664 = reinterpret_cast<double const&>(l_1663);
l_mut_1246 = l_1664;
}
}
}
l_mut_1356 = l_mut_1246;
} else {
const double l_1665 = l_1493 - l_1496;
const double l_1666 = -l_1665;
const double l_1667 = l_1666 * double(7.1362384635298e44);
const double l_1668 = floor(l_1667);
const double l_1669 = l_1668 * double(1.401298464324817e-45);
l_mut_1610 = l_1669;
const double l_1670 = abs(l_1666);
const bool l_1671 = l_1670 >= double(1.1754943508222875e-38);
if (l_1671) {
const float l_1672 = float(l_1666);
const double l_1673 = double(l_1672);
l_mut_1610 = l_1673;
const bool l_1674 = l_mut_1610 > l_1666;
if (l_1674) {
const uint32 l_1675 = reinterpret_cast<uint32 const&>(l_1672);
const uint32 l_1676 = l_1675 ^ uint32(2147483648);
const float l_1677 = reinterpret_cast<float const&>(l_1676);
const uint32 l_1678 = reinterpret_cast<uint32 const&>(l_1677);
const uint32 l_1679 = l_1678 + uint32(1);
l_mut_48 = l_1679;
const uint32 l_1680 = l_1678 & uint32(2147483647);
const bool l_1681 = l_1680 == uint32(0);
if (l_1681) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1682 = l_1678 & uint32(2147483648);
const bool l_1683 = l_1682 != uint32(0);
if (l_1683) {
const uint32 l_1684 = l_1678 - uint32(1);
l_mut_48 = l_1684;
} else {
const bool l_1685 = l_1678 == uint32(2139095040);
if (l_1685) {
l_mut_48 = l_1678;
}
}
}
const float l_1686 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1687 = reinterpret_cast<uint32 const&>(l_1686);
const uint32 l_1688 = l_1687 ^ uint32(2147483648);
const float l_1689 = reinterpret_cast<float const&>(l_1688);
const uint32 l_1690 = reinterpret_cast<uint32 const&>(l_1689);
const uint32 l_1691 = l_1690 & uint32(2147483647);
const float l_1692 = reinterpret_cast<float const&>(l_1691);
const double l_1693 = double(l_1692);
l_mut_1246 = l_1693;
const bool l_1694 = l_1691 < uint32(8388608);
if (l_1694) {
const double l_1695 = double(l_1691);
const double l_1696 = l_1695 * double(1.401298464324817e-45);
l_mut_1246 = l_1696;
}
const uint64 l_1697 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1698 = l_1690 >> uint32(31);
const uint64 l_1699 = uint64(l_1698);
const uint64 l_1700 = l_1699 << uint64(63);
const uint64 l_1701 = l_1697 | l_1700;
const double l_1702 = reinterpret_cast<double const&>(l_1701);
l_mut_1610 = l_1702;
} else {
const uint32 l_1703 = reinterpret_cast<uint32 const&>(l_1672);
const uint32 l_1704 = l_1703 + uint32(1);
l_mut_48 = l_1704;
const uint32 l_1705 = l_1703 & uint32(2147483647);
const bool l_1706 = l_1705 == uint32(0);
if (l_1706) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1707 = l_1703 & uint32(2147483648);
const bool l_1708 = l_1707 != uint32(0);
if (l_1708) {
const uint32 l_1709 = l_1703 - uint32(1);
l_mut_48 = l_1709;
} else {
const bool l_1710 = l_1703 == uint32(2139095040);
if (l_1710) {
l_mut_48 = l_1703;
}
}
}
const float l_1711 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1712 = reinterpret_cast<uint32 const&>(l_1711);
const uint32 l_1713 = l_1712 & uint32(2147483647);
const float l_1714 = reinterpret_cast<float const&>(l_1713);
const double l_1715 = double(l_1714);
l_mut_1246 = l_1715;
const bool l_1716 = l_1713 < uint32(8388608);
if (l_1716) {
const double l_1717 = double(l_1713);
const double l_1718 = l_1717 * double(1.401298464324817e-45);
l_mut_1246 = l_1718;
}
const uint64 l_1719 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1720 = l_1712 >> uint32(31);
const uint64 l_1721 = uint64(l_1720);
const uint64 l_1722 = l_1721 << uint64(63);
const uint64 l_1723 = l_1719 | l_1722;
const double l_1724 = reinterpret_cast<double const&>(l_1723);
const bool l_1725 = l_1724 <= l_1666;
if (l_1725) {
const uint32 l_1726 = reinterpret_cast<uint32 const&>(l_1672);
const uint32 l_1727 = l_1726 + uint32(1);
l_mut_48 = l_1727;
const uint32 l_1728 = l_1726 & uint32(2147483647);
const bool l_1729 = l_1728 == uint32(0);
if (l_1729) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1730 = l_1726 & uint32(2147483648);
const bool l_1731 = l_1730 != uint32(0);
if (l_1731) {
const uint32 l_1732 = l_1726 - uint32(1);
l_mut_48 = l_1732;
} else {
const bool l_1733 = l_1726 == uint32(2139095040);
if (l_1733) {
l_mut_48 = l_1726;
}
}
}
const float l_1734 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1735 = reinterpret_cast<uint32 const&>(l_1734);
const uint32 l_1736 = l_1735 & uint32(2147483647);
const float l_1737 = reinterpret_cast<float const&>(l_1736);
const double l_1738 = double(l_1737);
l_mut_1246 = l_1738;
const bool l_1739 = l_1736 < uint32(8388608);
if (l_1739) {
const double l_1740 = double(l_1736);
const double l_1741 = l_1740 * double(1.401298464324817e-45);
l_mut_1246 = l_1741;
}
const uint64 l_1742 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1743 = l_1735 >> uint32(31);
const uint64 l_1744 = uint64(l_1743);
const uint64 l_1745 = l_1744 << uint64(63);
const uint64 l_1746 = l_1742 | l_1745;
const double l_1747 = reinterpret_cast<double const&>(l_1746);
l_mut_1610 = l_1747;
}
}
}
const double l_1748 = -l_mut_1610;
l_mut_1356 = l_1748;
}
const double l_1749 = l_mut_61 - l_19;
const double l_1750 = abs(l_1749);
const double l_1751 = l_1750 * double(2.220446049250313e-16);
const double l_1752 = l_1236 + l_1751;
const double l_1753 = l_1749 + l_1752;
const double l_1754 = -l_1753;
const double l_1755 = l_1754 * double(7.1362384635298e44);
const double l_1756 = floor(l_1755);
const double l_1757 = l_1756 * double(1.401298464324817e-45);
l_mut_1610 = l_1757;
const double l_1758 = abs(l_1754);
const bool l_1759 = l_1758 >= double(1.1754943508222875e-38);
if (l_1759) {
const float l_1760 = float(l_1754);
const double l_1761 = double(l_1760);
l_mut_1610 = l_1761;
const bool l_1762 = l_mut_1610 > l_1754;
if (l_1762) {
const uint32 l_1763 = reinterpret_cast<uint32 const&>(l_1760);
const uint32 l_1764 = l_1763 ^ uint32(2147483648);
const float l_1765 = reinterpret_cast<float const&>(l_1764);
const uint32 l_1766 = reinterpret_cast<uint32 const&>(l_1765);
const uint32 l_1767 = l_1766 + uint32(1);
l_mut_48 = l_1767;
const uint32 l_1768 = l_1766 & uint32(2147483647);
const bool l_1769 = l_1768 == uint32(0);
if (l_1769) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1770 = l_1766 & uint32(2147483648);
const bool l_1771 = l_1770 != uint32(0);
if (l_1771) {
const uint32 l_1772 = l_1766 - uint32(1);
l_mut_48 = l_1772;
} else {
const bool l_1773 = l_1766 == uint32(2139095040);
if (l_1773) {
l_mut_48 = l_1766;
}
}
}
const float l_1774 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1775 = reinterpret_cast<uint32 const&>(l_1774);
const uint32 l_1776 = l_1775 ^ uint32(2147483648);
const float l_1777 = reinterpret_cast<float const&>(l_1776);
const uint32 l_1778 = reinterpret_cast<uint32 const&>(l_1777);
const uint32 l_1779 = l_1778 & uint32(2147483647);
const float l_1780 = reinterpret_cast<float const&>(l_1779);
const double l_1781 = double(l_1780);
l_mut_1246 = l_1781;
const bool l_1782 = l_1779 < uint32(8388608);
if (l_1782) {
const double l_1783 = double(l_1779);
const double l_1784 = l_1783 * double(1.401298464324817e-45);
l_mut_1246 = l_1784;
}
const uint64 l_1785 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1786 = l_1778 >> uint32(31);
const uint64 l_1787 = uint64(l_1786);
const uint64 l_1788 = l_1787 << uint64(63);
const uint64 l_1789 = l_1785 | l_1788;
const double l_1790 = reinterpret_cast<double const&>(l_1789);
l_mut_1610 = l_1790;
} else {
const uint32 l_1791 = reinterpret_cast<uint32 const&>(l_1760);
const uint32 l_1792 = l_1791 + uint32(1);
l_mut_48 = l_1792;
const uint32 l_1793 = l_1791 & uint32(2147483647);
const bool l_1794 = l_1793 == uint32(0);
if (l_1794) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1795 = l_1791 & uint32(2147483648);
const bool l_1796 = l_1795 != uint32(0);
if (l_1796) {
const uint32 l_1797 = l_1791 - uint32(1);
l_mut_48 = l_1797;
} else {
const bool l_1798 = l_1791 == uint32(2139095040);
if (l_1798) {
l_mut_48 = l_1791;
}
}
}
const float l_1799 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1800 = reinterpret_cast<uint32 const&>(l_1799);
const uint32 l_1801 = l_1800 & uint32(2147483647);
const float l_1802 = reinterpret_cast<float const&>(l_1801);
const double l_1803 = double(l_1802);
l_mut_1246 = l_1803;
const bool l_1804 = l_1801 < uint32(8388608);
if (l_1804) {
const double l_1805 = double(l_1801);
const double l_1806 = l_1805 * double(1.401298464324817e-45);
l_mut_1246 = l_1806;
}
const uint64 l_1807 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1808 = l_1800 >> uint32(31);
const uint64 l_1809 = uint64(l_1808);
const uint64 l_1810 = l_1809 << uint64(63);
const uint64 l_1811 = l_1807 | l_1810;
const double l_1812 = reinterpret_cast<double const&>(l_1811);
const bool l_1813 = l_1812 <= l_1754;
if (l_1813) {
const uint32 l_1814 = reinterpret_cast<uint32 const&>(l_1760);
const uint32 l_1815 = l_1814 + uint32(1);
l_mut_48 = l_1815;
const uint32 l_1816 = l_1814 & uint32(2147483647);
const bool l_1817 = l_1816 == uint32(0);
if (l_1817) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1818 = l_1814 & uint32(2147483648);
const bool l_1819 = l_1818 != uint32(0);
if (l_1819) {
const uint32 l_1820 = l_1814 - uint32(1);
l_mut_48 = l_1820;
} else {
const bool l_1821 = l_1814 == uint32(2139095040);
if (l_1821) {
l_mut_48 = l_1814;
}
}
}
const float l_1822 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1823 = reinterpret_cast<uint32 const&>(l_1822);
const uint32 l_1824 = l_1823 & uint32(2147483647);
const float l_1825 = reinterpret_cast<float const&>(l_1824);
const double l_1826 = double(l_1825);
l_mut_1246 = l_1826;
const bool l_1827 = l_1824 < uint32(8388608);
if (l_1827) {
const double l_1828 = double(l_1824);
const double l_1829 = l_1828 * double(1.401298464324817e-45);
l_mut_1246 = l_1829;
}
const uint64 l_1830 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1831 = l_1823 >> uint32(31);
const uint64 l_1832 = uint64(l_1831);
const uint64 l_1833 = l_1832 << uint64(63);
const uint64 l_1834 = l_1830 | l_1833;
const double l_1835 = reinterpret_cast<double const&>(l_1834);
l_mut_1610 = l_1835;
}
}
}
const double l_1836 = -l_mut_1610;
l_mut_1610 = l_1836;
const bool l_1837 = bool(true) && bool(true);
if (l_1837) {
const double l_1838 = l_1749 + l_1752;
const double l_1839 = l_1838 * double(7.1362384635298e44);
const double l_1840 = floor(l_1839);
const double l_1841 = l_1840 * double(1.401298464324817e-45);
l_mut_1246 = l_1841;
const double l_1842 = abs(l_1838);
const bool l_1843 = l_1842 >= double(1.1754943508222875e-38);
if (l_1843) {
const float l_1844 = float(l_1838);
const double l_1845 = double(l_1844);
l_mut_1246 = l_1845;
const bool l_1846 = l_mut_1246 > l_1838;
if (l_1846) {
const uint32 l_1847 = reinterpret_cast<uint32 const&>(l_1844);
const uint32 l_1848 = l_1847 ^ uint32(2147483648);
const float l_1849 = reinterpret_cast<float const&>(l_1848);
const uint32 l_1850 = reinterpret_cast<uint32 const&>(l_1849);
const uint32 l_1851 = l_1850 + uint32(1);
l_mut_48 = l_1851;
const uint32 l_1852 = l_1850 & uint32(2147483647);
const bool l_1853 = l_1852 == uint32(0);
if (l_1853) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1854 = l_1850 & uint32(2147483648);
const bool l_1855 = l_1854 != uint32(0);
if (l_1855) {
const uint32 l_1856 = l_1850 - uint32(1);
l_mut_48 = l_1856;
} else {
const bool l_1857 = l_1850 == uint32(2139095040);
if (l_1857) {
l_mut_48 = l_1850;
}
}
}
const float l_1858 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1859 = reinterpret_cast<uint32 const&>(l_1858);
const uint32 l_1860 = l_1859 ^ uint32(2147483648);
const float l_1861 = reinterpret_cast<float const&>(l_1860);
const uint32 l_1862 = reinterpret_cast<uint32 const&>(l_1861);
const uint32 l_1863 = l_1862 & uint32(2147483647);
const float l_1864 = reinterpret_cast<float const&>(l_1863);
const double l_1865 = double(l_1864);
l_mut_1866 = l_1865;
const bool l_1867 = l_1863 < uint32(8388608);
if (l_1867) {
const double l_1868 = double(l_1863);
const double l_1869 = l_1868 * double(1.401298464324817e-45);
l_mut_1866 = l_1869;
}
const uint64 l_1870 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_1871 = l_1862 >> uint32(31);
const uint64 l_1872 = uint64(l_1871);
const uint64 l_1873 = l_1872 << uint64(63);
const uint64 l_1874 = l_1870 | l_1873;
const double l_1875 = reinterpret_cast<double const&>(l_1874);
l_mut_1246 = l_1875;
} else {
const uint32 l_1876 = reinterpret_cast<uint32 const&>(l_1844);
const uint32 l_1877 = l_1876 + uint32(1);
l_mut_48 = l_1877;
const uint32 l_1878 = l_1876 & uint32(2147483647);
const bool l_1879 = l_1878 == uint32(0);
if (l_1879) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1880 = l_1876 & uint32(2147483648);
const bool l_1881 = l_1880 != uint32(0);
if (l_1881) {
const uint32 l_1882 = l_1876 - uint32(1);
l_mut_48 = l_1882;
} else {
const bool l_1883 = l_1876 == uint32(2139095040);
if (l_1883) {
l_mut_48 = l_1876;
}
}
}
const float l_1884 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1885 = reinterpret_cast<uint32 const&>(l_1884);
const uint32 l_1886 = l_1885 & uint32(2147483647);
const float l_1887 = reinterpret_cast<float const&>(l_1886);
const double l_1888 = double(l_1887);
l_mut_1866 = l_1888;
const bool l_1889 = l_1886 < uint32(8388608);
if (l_1889) {
const double l_1890 = double(l_1886);
const double l_1891 = l_1890 * double(1.401298464324817e-45);
l_mut_1866 = l_1891;
}
const uint64 l_1892 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_1893 = l_1885 >> uint32(31);
const uint64 l_1894 = uint64(l_1893);
const uint64 l_1895 = l_1894 << uint64(63);
const uint64 l_1896 = l_1892 | l_1895;
const double l_1897 = reinterpret_cast<double const&>(l_1896);
const bool l_1898 = l_1897 <= l_1838;
if (l_1898) {
const uint32 l_1899 = reinterpret_cast<uint32 const&>(l_1844);
const uint32 l_1900 = l_1899 + uint32(1);
l_mut_48 = l_1900;
const uint32 l_1901 = l_1899 & uint32(2147483647);
const bool l_1902 = l_1901 == uint32(0);
if (l_1902) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1903 = l_1899 & uint32(2147483648);
const bool l_1904 = l_1903 != uint32(0);
if (l_1904) {
const uint32 l_1905 = l_1899 - uint32(1);
l_mut_48 = l_1905;
} else {
const bool l_1906 = l_1899 == uint32(2139095040);
if (l_1906) {
l_mut_48 = l_1899;
}
}
}
const float l_1907 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1908 = reinterpret_cast<uint32 const&>(l_1907);
const uint32 l_1909 = l_1908 & uint32(2147483647);
const float l_1910 = reinterpret_cast<float const&>(l_1909);
const double l_1911 = double(l_1910);
l_mut_1866 = l_1911;
const bool l_1912 = l_1909 < uint32(8388608);
if (l_1912) {
const double l_1913 = double(l_1909);
const double l_1914 = l_1913 * double(1.401298464324817e-45);
l_mut_1866 = l_1914;
}
const uint64 l_1915 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_1916 = l_1908 >> uint32(31);
const uint64 l_1917 = uint64(l_1916);
const uint64 l_1918 = l_1917 << uint64(63);
const uint64 l_1919 = l_1915 | l_1918;
const double l_1920 = reinterpret_cast<double const&>(l_1919);
l_mut_1246 = l_1920;
}
}
}
l_mut_1610 = l_mut_1246;
} else {
const double l_1921 = l_1749 - l_1752;
const double l_1922 = l_1921 * double(7.1362384635298e44);
const double l_1923 = floor(l_1922);
const double l_1924 = l_1923 * double(1.401298464324817e-45);
l_mut_1866 = l_1924;
const double l_1925 = abs(l_1921);
const bool l_1926 = l_1925 >= double(1.1754943508222875e-38);
if (l_1926) {
const float l_1927 = float(l_1921);
const double l_1928 = double(l_1927);
l_mut_1866 = l_1928;
const bool l_1929 = l_mut_1866 > l_1921;
if (l_1929) {
const uint32 l_1930 = reinterpret_cast<uint32 const&>(l_1927);
const uint32 l_1931 = l_1930 ^ uint32(2147483648);
const float l_1932 = reinterpret_cast<float const&>(l_1931);
const uint32 l_1933 = reinterpret_cast<uint32 const&>(l_1932);
const uint32 l_1934 = l_1933 + uint32(1);
l_mut_48 = l_1934;
const uint32 l_1935 = l_1933 & uint32(2147483647);
const bool l_1936 = l_1935 == uint32(0);
if (l_1936) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1937 = l_1933 & uint32(2147483648);
const bool l_1938 = l_1937 != uint32(0);
if (l_1938) {
const uint32 l_1939 = l_1933 - uint32(1);
l_mut_48 = l_1939;
} else {
const bool l_1940 = l_1933 == uint32(2139095040);
if (l_1940) {
l_mut_48 = l_1933;
}
}
}
const float l_1941 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1942 = reinterpret_cast<uint32 const&>(l_1941);
const uint32 l_1943 = l_1942 ^ uint32(2147483648);
const float l_1944 = reinterpret_cast<float const&>(l_1943);
const uint32 l_1945 = reinterpret_cast<uint32 const&>(l_1944);
const uint32 l_1946 = l_1945 & uint32(2147483647);
const float l_1947 = reinterpret_cast<float const&>(l_1946);
const double l_1948 = double(l_1947);
l_mut_1246 = l_1948;
const bool l_1949 = l_1946 < uint32(8388608);
if (l_1949) {
const double l_1950 = double(l_1946);
const double l_1951 = l_1950 * double(1.401298464324817e-45);
l_mut_1246 = l_1951;
}
const uint64 l_1952 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1953 = l_1945 >> uint32(31);
const uint64 l_1954 = uint64(l_1953);
const uint64 l_1955 = l_1954 << uint64(63);
const uint64 l_1956 = l_1952 | l_1955;
const double l_1957 = reinterpret_cast<double const&>(l_1956);
l_mut_1866 = l_1957;
} else {
const uint32 l_1958 = reinterpret_cast<uint32 const&>(l_1927);
const uint32 l_1959 = l_1958 + uint32(1);
l_mut_48 = l_1959;
const uint32 l_1960 = l_1958 & uint32(2147483647);
const bool l_1961 = l_1960 == uint32(0);
if (l_1961) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1962 = l_1958 & uint32(2147483648);
const bool l_1963 = l_1962 != uint32(0);
if (l_1963) {
const uint32 l_1964 = l_1958 - uint32(1);
l_mut_48 = l_1964;
} else {
const bool l_1965 = l_1958 == uint32(2139095040);
if (l_1965) {
l_mut_48 = l_1958;
}
}
}
const float l_1966 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1967 = reinterpret_cast<uint32 const&>(l_1966);
const uint32 l_1968 = l_1967 & uint32(2147483647);
const float l_1969 = reinterpret_cast<float const&>(l_1968);
const double l_1970 = double(l_1969);
l_mut_1246 = l_1970;
const bool l_1971 = l_1968 < uint32(8388608);
if (l_1971) {
const double l_1972 = double(l_1968);
const double l_1973 = l_1972 * double(1.401298464324817e-45);
l_mut_1246 = l_1973;
}
const uint64 l_1974 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1975 = l_1967 >> uint32(31);
const uint64 l_1976 = uint64(l_1975);
const uint64 l_1977 = l_1976 << uint64(63);
const uint64 l_1978 = l_1974 | l_1977;
const double l_1979 = reinterpret_cast<double const&>(l_1978);
const bool l_1980 = l_1979 <= l_1921;
if (l_1980) {
const uint32 l_1981 = reinterpret_cast<uint32 const&>(l_1927);
const uint32 l_1982 = l_1981 + uint32(1);
l_mut_48 = l_1982;
const uint32 l_1983 = l_1981 & uint32(2147483647);
const bool l_1984 = l_1983 == uint32(0);
if (l_1984) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1985 = l_1981 & uint32(2147483648);
const bool l_1986 = l_1985 != uint32(0);
if (l_1986) {
const uint32 l_1987 = l_1981 - uint32(1);
l_mut_48 = l_1987;
} else {
const bool l_1988 = l_1981 == uint32(2139095040);
if (l_1988) {
l_mut_48 = l_1981;
}
}
}
const float l_1989 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1990 = reinterpret_cast<uint32 const&>(l_1989);
const uint32 l_1991 = l_1990 & uint32(2147483647);
const float l_1992 = reinterpret_cast<float const&>(l_1991);
const double l_1993 = double(l_1992);
l_mut_1246 = l_1993;
const bool l_1994 = l_1991 < uint32(8388608);
if (l_1994) {
const double l_1995 = double(l_1991);
const double l_1996 = l_1995 * double(1.401298464324817e-45);
l_mut_1246 = l_1996;
}
const uint64 l_1997 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_1998 = l_1990 >> uint32(31);
const uint64 l_1999 = uint64(l_1998);
const uint64 l_2000 = l_1999 << uint64(63);
const uint64 l_2001 = l_1997 | l_2000;
const double l_2002 = reinterpret_cast<double const&>(l_2001);
l_mut_1866 = l_2002;
}
}
}
l_mut_1610 = l_mut_1866;
}
const double l_2003 = l_mut_61 + l_19;
const double l_2004 = abs(l_2003);
const double l_2005 = l_2004 * double(2.220446049250313e-16);
const double l_2006 = l_1236 + l_2005;
const double l_2007 = l_2003 + l_2006;
const double l_2008 = -l_2007;
const double l_2009 = l_2008 * double(7.1362384635298e44);
const double l_2010 = floor(l_2009);
const double l_2011 = l_2010 * double(1.401298464324817e-45);
l_mut_1866 = l_2011;
const double l_2012 = abs(l_2008);
const bool l_2013 = l_2012 >= double(1.1754943508222875e-38);
if (l_2013) {
const float l_2014 = float(l_2008);
const double l_2015 = double(l_2014);
l_mut_1866 = l_2015;
const bool l_2016 = l_mut_1866 > l_2008;
if (l_2016) {
const uint32 l_2017 = reinterpret_cast<uint32 const&>(l_2014);
const uint32 l_2018 = l_2017 ^ uint32(2147483648);
const float l_2019 = reinterpret_cast<float const&>(l_2018);
const uint32 l_2020 = reinterpret_cast<uint32 const&>(l_2019);
const uint32 l_2021 = l_2020 + uint32(1);
l_mut_48 = l_2021;
const uint32 l_2022 = l_2020 & uint32(2147483647);
const bool l_2023 = l_2022 == uint32(0);
if (l_2023) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2024 = l_2020 & uint32(2147483648);
const bool l_2025 = l_2024 != uint32(0);
if (l_2025) {
const uint32 l_2026 = l_2020 - uint32(1);
l_mut_48 = l_2026;
} else {
const bool l_2027 = l_2020 == uint32(2139095040);
if (l_2027) {
l_mut_48 = l_2020;
}
}
}
const float l_2028 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2029 = reinterpret_cast<uint32 const&>(l_2028);
const uint32 l_2030 = l_2029 ^ uint32(2147483648);
const float l_2031 = reinterpret_cast<float const&>(l_2030);
const uint32 l_2032 = reinterpret_cast<uint32 const&>(l_2031);
const uint32 l_2033 = l_2032 & uint32(2147483647);
const float l_2034 = reinterpret_cast<float const&>(l_2033);
const double l_2035 = double(l_2034);
l_mut_1246 = l_2035;
const bool l_2036 = l_2033 < uint32(8388608);
if (l_2036) {
const double l_2037 = double(l_2033);
const double l_2038 = l_2037 * double(1.401298464324817e-45);
l_mut_1246 = l_2038;
}
const uint64 l_2039 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2040 = l_2032 >> uint32(31);
const uint64 l_2041 = uint64(l_2040);
const uint64 l_2042 = l_2041 << uint64(63);
const uint64 l_2043 = l_2039 | l_2042;
const double l_2044 = reinterpret_cast<double const&>(l_2043);
l_mut_1866 = l_2044;
} else {
const uint32 l_2045 = reinterpret_cast<uint32 const&>(l_2014);
const uint32 l_2046 = l_2045 + uint32(1);
l_mut_48 = l_2046;
const uint32 l_2047 = l_2045 & uint32(2147483647);
const bool l_2048 = l_2047 == uint32(0);
if (l_2048) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2049 = l_2045 & uint32(2147483648);
const bool l_2050 = l_2049 != uint32(0);
if (l_2050) {
const uint32 l_2051 = l_2045 - uint32(1);
l_mut_48 = l_2051;
} else {
const bool l_2052 = l_2045 == uint32(2139095040);
if (l_2052) {
l_mut_48 = l_2045;
}
}
}
const float l_2053 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2054 = reinterpret_cast<uint32 const&>(l_2053);
const uint32 l_2055 = l_2054 & uint32(2147483647);
const float l_2056 = reinterpret_cast<float const&>(l_2055);
const double l_2057 = double(l_2056);
l_mut_1246 = l_2057;
const bool l_2058 = l_2055 < uint32(8388608);
if (l_2058) {
const double l_2059 = double(l_2055);
const double l_2060 = l_2059 * double(1.401298464324817e-45);
l_mut_1246 = l_2060;
}
const uint64 l_2061 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2062 = l_2054 >> uint32(31);
const uint64 l_2063 = uint64(l_2062);
const uint64 l_2064 = l_2063 << uint64(63);
const uint64 l_2065 = l_2061 | l_2064;
const double l_2066 = reinterpret_cast<double const&>(l_2065);
const bool l_2067 = l_2066 <= l_2008;
if (l_2067) {
const uint32 l_2068 = reinterpret_cast<uint32 const&>(l_2014);
const uint32 l_2069 = l_2068 + uint32(1);
l_mut_48 = l_2069;
const uint32 l_2070 = l_2068 & uint32(2147483647);
const bool l_2071 = l_2070 == uint32(0);
if (l_2071) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2072 = l_2068 & uint32(2147483648);
const bool l_2073 = l_2072 != uint32(0);
if (l_2073) {
const uint32 l_2074 = l_2068 - uint32(1);
l_mut_48 = l_2074;
} else {
const bool l_2075 = l_2068 == uint32(2139095040);
if (l_2075) {
l_mut_48 = l_2068;
}
}
}
const float l_2076 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2077 = reinterpret_cast<uint32 const&>(l_2076);
const uint32 l_2078 = l_2077 & uint32(2147483647);
const float l_2079 = reinterpret_cast<float const&>(l_2078);
const double l_2080 = double(l_2079);
l_mut_1246 = l_2080;
const bool l_2081 = l_2078 < uint32(8388608);
if (l_2081) {
const double l_2082 = double(l_2078);
const double l_2083 = l_2082 * double(1.401298464324817e-45);
l_mut_1246 = l_2083;
}
const uint64 l_2084 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2085 = l_2077 >> uint32(31);
const uint64 l_2086 = uint64(l_2085);
const uint64 l_2087 = l_2086 << uint64(63);
const uint64 l_2088 = l_2084 | l_2087;
const double l_2089 = reinterpret_cast<double const&>(l_2088);
l_mut_1866 = l_2089;
}
}
}
const double l_2090 = -l_mut_1866;
l_mut_1866 = l_2090;
const bool l_2091 = bool(false) && bool(true);
if (l_2091) {
const double l_2092 = l_2003 + l_2006;
const double l_2093 = l_2092 * double(7.1362384635298e44);
const double l_2094 = floor(l_2093);
const double l_2095 = l_2094 * double(1.401298464324817e-45);
l_mut_1246 = l_2095;
const double l_2096 = abs(l_2092);
const bool l_2097 = l_2096 >= double(1.1754943508222875e-38);
if (l_2097) {
const float l_2098 = float(l_2092);
const double l_2099 = double(l_2098);
l_mut_1246 = l_2099;
const bool l_2100 = l_mut_1246 > l_2092;
if (l_2100) {
const uint32 l_2101 = reinterpret_cast<uint32 const&>(l_2098);
const uint32 l_2102 = l_2101 ^ uint32(2147483648);
const float l_2103 = reinterpret_cast<float const&>(l_2102);
const uint32 l_2104 = reinterpret_cast<uint32 const&>(l_2103);
const uint32 l_2105 = l_2104 + uint32(1);
l_mut_48 = l_2105;
const uint32 l_2106 = l_2104 & uint32(2147483647);
const bool l_2107 = l_2106 == uint32(0);
if (l_2107) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2108 = l_2104 & uint32(2147483648);
const bool l_2109 = l_2108 != uint32(0);
if (l_2109) {
const uint32 l_2110 = l_2104 - uint32(1);
l_mut_48 = l_2110;
} else {
const bool l_2111 = l_2104 == uint32(2139095040);
if (l_2111) {
l_mut_48 = l_2104;
}
}
}
const float l_2112 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2113 = reinterpret_cast<uint32 const&>(l_2112);
const uint32 l_2114 = l_2113 ^ uint32(2147483648);
const float l_2115 = reinterpret_cast<float const&>(l_2114);
const uint32 l_2116 = reinterpret_cast<uint32 const&>(l_2115);
const uint32 l_2117 = l_2116 & uint32(2147483647);
const float l_2118 = reinterpret_cast<float const&>(l_2117);
const double l_2119 = double(l_2118);
l_mut_2120 = l_2119;
const bool l_2121 = l_2117 < uint32(8388608);
if (l_2121) {
const double l_2122 = double(l_2117);
const double l_2123 = l_2122 * double(1.401298464324817e-45);
l_mut_2120 = l_2123;
}
const uint64 l_2124 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2125 = l_2116 >> uint32(31);
const uint64 l_2126 = uint64(l_2125);
const uint64 l_2127 = l_2126 << uint64(63);
const uint64 l_2128 = l_2124 | l_2127;
const double l_2129 = reinterpret_cast<double const&>(l_2128);
l_mut_1246 = l_2129;
} else {
const uint32 l_2130 = reinterpret_cast<uint32 const&>(l_2098);
const uint32 l_2131 = l_2130 + uint32(1);
l_mut_48 = l_2131;
const uint32 l_2132 = l_2130 & uint32(2147483647);
const bool l_2133 = l_2132 == uint32(0);
if (l_2133) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2134 = l_2130 & uint32(2147483648);
const bool l_2135 = l_2134 != uint32(0);
if (l_2135) {
const uint32 l_2136 = l_2130 - uint32(1);
l_mut_48 = l_2136;
} else {
const bool l_2137 = l_2130 == uint32(2139095040);
if (l_2137) {
l_mut_48 = l_2130;
}
}
}
const float l_2138 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2139 = reinterpret_cast<uint32 const&>(l_2138);
const uint32 l_2140 = l_2139 & uint32(2147483647);
const float l_2141 = reinterpret_cast<float const&>(l_2140);
const double l_2142 = double(l_2141);
l_mut_2120 = l_2142;
const bool l_2143 = l_2140 < uint32(8388608);
if (l_2143) {
const double l_2144 = double(l_2140);
const double l_2145 = l_2144 * double(1.401298464324817e-45);
l_mut_2120 = l_2145;
}
const uint64 l_2146 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2147 = l_2139 >> uint32(31);
const uint64 l_2148 = uint64(l_2147);
const uint64 l_2149 = l_2148 << uint64(63);
const uint64 l_2150 = l_2146 | l_2149;
const double l_2151 = reinterpret_cast<double const&>(l_2150);
const bool l_2152 = l_2151 <= l_2092;
if (l_2152) {
const uint32 l_2153 = reinterpret_cast<uint32 const&>(l_2098);
const uint32 l_2154 = l_2153 + uint32(1);
l_mut_48 = l_2154;
const uint32 l_2155 = l_2153 & uint32(2147483647);
const bool l_2156 = l_2155 == uint32(0);
if (l_2156) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2157 = l_2153 & uint32(2147483648);
const bool l_2158 = l_2157 != uint32(0);
if (l_2158) {
const uint32 l_2159 = l_2153 - uint32(1);
l_mut_48 = l_2159;
} else {
const bool l_2160 = l_2153 == uint32(2139095040);
if (l_2160) {
l_mut_48 = l_2153;
}
}
}
const float l_2161 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2162 = reinterpret_cast<uint32 const&>(l_2161);
const uint32 l_2163 = l_2162 & uint32(2147483647);
const float l_2164 = reinterpret_cast<float const&>(l_2163);
const double l_2165 = double(l_2164);
l_mut_2120 = l_2165;
const bool l_2166 = l_2163 < uint32(8388608);
if (l_2166) {
const double l_2167 = double(l_2163);
const double l_2168 = l_2167 * double(1.401298464324817e-45);
l_mut_2120 = l_2168;
}
const uint64 l_2169 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2170 = l_2162 >> uint32(31);
const uint64 l_2171 = uint64(l_2170);
const uint64 l_2172 = l_2171 << uint64(63);
const uint64 l_2173 = l_2169 | l_2172;
const double l_2174 = reinterpret_cast<double const&>(l_2173);
l_mut_1246 = l_2174;
}
}
}
l_mut_1866 = l_mut_1246;
} else {
const double l_2175 = l_2003 - l_2006;
const double l_2176 = -l_2175;
const double l_2177 = l_2176 * double(7.1362384635298e44);
const double l_2178 = floor(l_2177);
const double l_2179 = l_2178 * double(1.401298464324817e-45);
l_mut_2120 = l_2179;
const double l_2180 = abs(l_2176);
const bool l_2181 = l_2180 >= double(1.1754943508222875e-38);
if (l_2181) {
const float l_2182 = float(l_2176);
const double l_2183 = double(l_2182);
l_mut_2120 = l_2183;
const bool l_2184 = l_mut_2120 > l_2176;
if (l_2184) {
const uint32 l_2185 = reinterpret_cast<uint32 const&>(l_2182);
const uint32 l_2186 = l_2185 ^ uint32(2147483648);
const float l_2187 = reinterpret_cast<float const&>(l_2186);
const uint32 l_2188 = reinterpret_cast<uint32 const&>(l_2187);
const uint32 l_2189 = l_2188 + uint32(1);
l_mut_48 = l_2189;
const uint32 l_2190 = l_2188 & uint32(2147483647);
const bool l_2191 = l_2190 == uint32(0);
if (l_2191) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2192 = l_2188 & uint32(2147483648);
const bool l_2193 = l_2192 != uint32(0);
if (l_2193) {
const uint32 l_2194 = l_2188 - uint32(1);
l_mut_48 = l_2194;
} else {
const bool l_2195 = l_2188 == uint32(2139095040);
if (l_2195) {
l_mut_48 = l_2188;
}
}
}
const float l_2196 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2197 = reinterpret_cast<uint32 const&>(l_2196);
const uint32 l_2198 = l_2197 ^ uint32(2147483648);
const float l_2199 = reinterpret_cast<float const&>(l_2198);
const uint32 l_2200 = reinterpret_cast<uint32 const&>(l_2199);
const uint32 l_2201 = l_2200 & uint32(2147483647);
const float l_2202 = reinterpret_cast<float const&>(l_2201);
const double l_2203 = double(l_2202);
l_mut_1246 = l_2203;
const bool l_2204 = l_2201 < uint32(8388608);
if (l_2204) {
const double l_2205 = double(l_2201);
const double l_2206 = l_2205 * double(1.401298464324817e-45);
l_mut_1246 = l_2206;
}
const uint64 l_2207 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2208 = l_2200 >> uint32(31);
const uint64 l_2209 = uint64(l_2208);
const uint64 l_2210 = l_2209 << uint64(63);
const uint64 l_2211 = l_2207 | l_2210;
const double l_2212 = reinterpret_cast<double const&>(l_2211);
l_mut_2120 = l_2212;
} else {
const uint32 l_2213 = reinterpret_cast<uint32 const&>(l_2182);
const uint32 l_2214 = l_2213 + uint32(1);
l_mut_48 = l_2214;
const uint32 l_2215 = l_2213 & uint32(2147483647);
const bool l_2216 = l_2215 == uint32(0);
if (l_2216) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2217 = l_2213 & uint32(2147483648);
const bool l_2218 = l_2217 != uint32(0);
if (l_2218) {
const uint32 l_2219 = l_2213 - uint32(1);
l_mut_48 = l_2219;
} else {
const bool l_2220 = l_2213 == uint32(2139095040);
if (l_2220) {
l_mut_48 = l_2213;
}
}
}
const float l_2221 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2222 = reinterpret_cast<uint32 const&>(l_2221);
const uint32 l_2223 = l_2222 & uint32(2147483647);
const float l_2224 = reinterpret_cast<float const&>(l_2223);
const double l_2225 = double(l_2224);
l_mut_1246 = l_2225;
const bool l_2226 = l_2223 < uint32(8388608);
if (l_2226) {
const double l_2227 = double(l_2223);
const double l_2228 = l_2227 * double(1.401298464324817e-45);
l_mut_1246 = l_2228;
}
const uint64 l_2229 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2230 = l_2222 >> uint32(31);
const uint64 l_2231 = uint64(l_2230);
const uint64 l_2232 = l_2231 << uint64(63);
const uint64 l_2233 = l_2229 | l_2232;
const double l_2234 = reinterpret_cast<double const&>(l_2233);
const bool l_2235 = l_2234 <= l_2176;
if (l_2235) {
const uint32 l_2236 = reinterpret_cast<uint32 const&>(l_2182);
const uint32 l_2237 = l_2236 + uint32(1);
l_mut_48 = l_2237;
const uint32 l_2238 = l_2236 & uint32(2147483647);
const bool l_2239 = l_2238 == uint32(0);
if (l_2239) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2240 = l_2236 & uint32(2147483648);
const bool l_2241 = l_2240 != uint32(0);
if (l_2241) {
const uint32 l_2242 = l_2236 - uint32(1);
l_mut_48 = l_2242;
} else {
const bool l_2243 = l_2236 == uint32(2139095040);
if (l_2243) {
l_mut_48 = l_2236;
}
}
}
const float l_2244 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2245 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2246 = l_2245 & uint32(2147483647);
const float l_2247 = reinterpret_cast<float const&>(l_2246);
const double l_2248 = double(l_2247);
l_mut_1246 = l_2248;
const bool l_2249 = l_2246 < uint32(8388608);
if (l_2249) {
const double l_2250 = double(l_2246);
const double l_2251 = l_2250 * double(1.401298464324817e-45);
l_mut_1246 = l_2251;
}
const uint64 l_2252 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_2253 = l_2245 >> uint32(31);
const uint64 l_2254 = uint64(l_2253);
const uint64 l_2255 = l_2254 << uint64(63);
const uint64 l_2256 = l_2252 | l_2255;
const double l_2257 = reinterpret_cast<double const&>(l_2256);
l_mut_2120 = l_2257;
}
}
}
const double l_2258 = -l_mut_2120;
l_mut_1866 = l_2258;
}
l_mut_48 = uint32(0);
const bool l_2259 = l_mut_1610 <= double(0.0);
const bool l_2260 = l_mut_1866 >= double(0.0);
const bool l_2261 = l_2259 && l_2260;
const bool l_2262 = !l_2261;
if (l_2262) {
const double l_2264 = l_mut_1271 / l_mut_1610;
const double l_2265 = l_mut_1271 / l_mut_1866;
const double l_2266 = l_mut_1356 / l_mut_1610;
const double l_2267 = l_mut_1356 / l_mut_1866;
l_arr_2263[uint32(0)] = l_2264;
l_arr_2263[uint32(1)] = l_2264;
const double l_2268 = l_arr_2263[uint32(0)];
const bool l_2269 = l_2265 < l_2268;
if (l_2269) {
l_arr_2263[uint32(0)] = l_2265;
}
const double l_2270 = l_arr_2263[uint32(0)];
const bool l_2271 = l_2266 < l_2270;
if (l_2271) {
l_arr_2263[uint32(0)] = l_2266;
}
const double l_2272 = l_arr_2263[uint32(0)];
const bool l_2273 = l_2267 < l_2272;
if (l_2273) {
l_arr_2263[uint32(0)] = l_2267;
}
const double l_2274 = l_arr_2263[uint32(1)];
const bool l_2275 = l_2265 > l_2274;
if (l_2275) {
l_arr_2263[uint32(1)] = l_2265;
}
const double l_2276 = l_arr_2263[uint32(1)];
const bool l_2277 = l_2266 > l_2276;
if (l_2277) {
l_arr_2263[uint32(1)] = l_2266;
}
const double l_2278 = l_arr_2263[uint32(1)];
const bool l_2279 = l_2267 > l_2278;
if (l_2279) {
l_arr_2263[uint32(1)] = l_2267;
}
const double l_2280 = l_arr_2263[uint32(0)];
const double l_2281 = abs(l_2280);
const double l_2282 = l_2281 * l_mut_38;
const double l_2283 = l_arr_2263[uint32(1)];
const double l_2284 = abs(l_2283);
const double l_2285 = l_2284 * l_mut_38;
l_mut_48 = uint32(2);
const double l_2286 = l_arr_2263[uint32(0)];
const double l_2287 = l_2286 - l_2282;
const double l_2288 = abs(l_2287);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_2289 = l_2288 >= double(1.1754943508222875e-38);
const bool l_2290 = l_2288 <= double(1.7976931348623157e308);
const bool l_2291 = l_2289 && l_2290;
if (l_2291) {
const uint64 l_2292 = reinterpret_cast<uint64 const&>(l_2288);
const uint64 l_2293 = l_2292 >> uint64(52);
const uint64 l_2294 = l_2293 - uint64(23);
const uint64 l_2295 = l_2294 << uint64(52);
const double l_2296 = reinterpret_cast<double const&>(l_2295);
l_mut_2120 = l_2296;
}
const double l_2297 = l_2286 + l_2282;
const double l_2298 = abs(l_2297);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_2299 = l_2298 >= double(1.1754943508222875e-38);
const bool l_2300 = l_2298 <= double(1.7976931348623157e308);
const bool l_2301 = l_2299 && l_2300;
if (l_2301) {
const uint64 l_2302 = reinterpret_cast<uint64 const&>(l_2298);
const uint64 l_2303 = l_2302 >> uint64(52);
const uint64 l_2304 = l_2303 - uint64(23);
const uint64 l_2305 = l_2304 << uint64(52);
const double l_2306 = reinterpret_cast<double const&>(l_2305);
l_mut_1866 = l_2306;
}
const bool l_2307 = l_mut_2120 == l_mut_1866;
const double l_2308 = l_arr_2263[uint32(1)];
const double l_2309 = l_2308 - l_2285;
const double l_2310 = abs(l_2309);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_2311 = l_2310 >= double(1.1754943508222875e-38);
const bool l_2312 = l_2310 <= double(1.7976931348623157e308);
const bool l_2313 = l_2311 && l_2312;
if (l_2313) {
const uint64 l_2314 = reinterpret_cast<uint64 const&>(l_2310);
const uint64 l_2315 = l_2314 >> uint64(52);
const uint64 l_2316 = l_2315 - uint64(23);
const uint64 l_2317 = l_2316 << uint64(52);
const double l_2318 = reinterpret_cast<double const&>(l_2317);
l_mut_2120 = l_2318;
}
const double l_2319 = l_2308 + l_2285;
const double l_2320 = abs(l_2319);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_2321 = l_2320 >= double(1.1754943508222875e-38);
const bool l_2322 = l_2320 <= double(1.7976931348623157e308);
const bool l_2323 = l_2321 && l_2322;
if (l_2323) {
const uint64 l_2324 = reinterpret_cast<uint64 const&>(l_2320);
const uint64 l_2325 = l_2324 >> uint64(52);
const uint64 l_2326 = l_2325 - uint64(23);
const uint64 l_2327 = l_2326 << uint64(52);
const double l_2328 = reinterpret_cast<double const&>(l_2327);
l_mut_1866 = l_2328;
}
const bool l_2329 = l_mut_2120 == l_mut_1866;
const bool l_2330 = l_2307 && l_2329;
if (l_2330) {
const double l_2331 = l_arr_2263[uint32(0)];
const double l_2332 = l_arr_2263[uint32(0)];
const double l_2333 = abs(l_2332);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_2334 = l_2333 >= double(1.1754943508222875e-38);
const bool l_2335 = l_2333 <= double(1.7976931348623157e308);
const bool l_2336 = l_2334 && l_2335;
if (l_2336) {
const uint64 l_2337 = reinterpret_cast<uint64 const&>(l_2333);
const uint64 l_2338 = l_2337 >> uint64(52);
const uint64 l_2339 = l_2338 - uint64(23);
const uint64 l_2340 = l_2339 << uint64(52);
const double l_2341 = reinterpret_cast<double const&>(l_2340);
l_mut_2120 = l_2341;
}
const double l_2342 = l_22 * l_mut_2120;
const double l_2343 = l_2331 - l_2342;
const double l_2344 = l_arr_2263[uint32(1)];
const double l_2345 = l_arr_2263[uint32(1)];
const double l_2346 = abs(l_2345);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_2347 = l_2346 >= double(1.1754943508222875e-38);
const bool l_2348 = l_2346 <= double(1.7976931348623157e308);
const bool l_2349 = l_2347 && l_2348;
if (l_2349) {
const uint64 l_2350 = reinterpret_cast<uint64 const&>(l_2346);
const uint64 l_2351 = l_2350 >> uint64(52);
const uint64 l_2352 = l_2351 - uint64(23);
const uint64 l_2353 = l_2352 << uint64(52);
const double l_2354 = reinterpret_cast<double const&>(l_2353);
l_mut_2120 = l_2354;
}
const double l_2355 = l_22 * l_mut_2120;
const double l_2356 = l_2344 + l_2355;
const uint32 l_2357 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2358 = l_2357 & uint32(2147483647);
const float l_2359 = reinterpret_cast<float const&>(l_2358);
const double l_2360 = double(l_2359);
l_mut_2120 = l_2360;
const bool l_2361 = l_2358 < uint32(8388608);
if (l_2361) {
const double l_2362 = double(l_2358);
const double l_2363 = l_2362 * double(1.401298464324817e-45);
l_mut_2120 = l_2363;
}
const uint64 l_2364 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2365 = l_2357 >> uint32(31);
const uint64 l_2366 = uint64(l_2365);
const uint64 l_2367 = l_2366 << uint64(63);
const uint64 l_2368 = l_2364 | l_2367;
const double l_2369 = reinterpret_cast<double const&>(l_2368);
const uint32 l_2370 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2371 = l_2370 + uint32(1);
l_mut_2372 = l_2371;
const uint32 l_2373 = l_2370 & uint32(2147483647);
const bool l_2374 = l_2373 == uint32(0);
if (l_2374) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2375 = l_2370 & uint32(2147483648);
const bool l_2376 = l_2375 != uint32(0);
if (l_2376) {
const uint32 l_2377 = l_2370 - uint32(1);
l_mut_2372 = l_2377;
} else {
const bool l_2378 = l_2370 == uint32(2139095040);
if (l_2378) {
l_mut_2372 = l_2370;
}
}
}
const float l_2379 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2380 = reinterpret_cast<uint32 const&>(l_2379);
const uint32 l_2381 = l_2380 & uint32(2147483647);
const float l_2382 = reinterpret_cast<float const&>(l_2381);
const double l_2383 = double(l_2382);
l_mut_2120 = l_2383;
const bool l_2384 = l_2381 < uint32(8388608);
if (l_2384) {
const double l_2385 = double(l_2381);
const double l_2386 = l_2385 * double(1.401298464324817e-45);
l_mut_2120 = l_2386;
}
const uint64 l_2387 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2388 = l_2380 >> uint32(31);
const uint64 l_2389 = uint64(l_2388);
const uint64 l_2390 = l_2389 << uint64(63);
const uint64 l_2391 = l_2387 | l_2390;
const double l_2392 = reinterpret_cast<double const&>(l_2391);
const uint32 l_2393 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2394 = l_2393 ^ uint32(2147483648);
const float l_2395 = reinterpret_cast<float const&>(l_2394);
const uint32 l_2396 = reinterpret_cast<uint32 const&>(l_2395);
const uint32 l_2397 = l_2396 + uint32(1);
l_mut_2372 = l_2397;
const uint32 l_2398 = l_2396 & uint32(2147483647);
const bool l_2399 = l_2398 == uint32(0);
if (l_2399) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2400 = l_2396 & uint32(2147483648);
const bool l_2401 = l_2400 != uint32(0);
if (l_2401) {
const uint32 l_2402 = l_2396 - uint32(1);
l_mut_2372 = l_2402;
} else {
const bool l_2403 = l_2396 == uint32(2139095040);
if (l_2403) {
l_mut_2372 = l_2396;
}
}
}
const float l_2404 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2405 = reinterpret_cast<uint32 const&>(l_2404);
const uint32 l_2406 = l_2405 ^ uint32(2147483648);
const float l_2407 = reinterpret_cast<float const&>(l_2406);
const uint32 l_2408 = reinterpret_cast<uint32 const&>(l_2407);
const uint32 l_2409 = l_2408 & uint32(2147483647);
const float l_2410 = reinterpret_cast<float const&>(l_2409);
const double l_2411 = double(l_2410);
l_mut_2120 = l_2411;
const bool l_2412 = l_2409 < uint32(8388608);
if (l_2412) {
const double l_2413 = double(l_2409);
const double l_2414 = l_2413 * double(1.401298464324817e-45);
l_mut_2120 = l_2414;
}
const uint64 l_2415 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_2416 = l_2408 >> uint32(31);
const uint64 l_2417 = uint64(l_2416);
const uint64 l_2418 = l_2417 << uint64(63);
const uint64 l_2419 = l_2415 | l_2418;
const double l_2420 = reinterpret_cast<double const&>(l_2419);
const double l_2421 = l_2343 + l_2282;
const bool l_2422 = l_2421 <= l_2369;
l_mut_150 = l_2422;
const double l_2423 = l_2343 - l_2282;
const bool l_2424 = l_2423 > l_2369;
l_mut_147 = l_2424;
const double l_2425 = l_2356 - l_2285;
const bool l_2426 = l_2425 >= l_2369;
l_mut_144 = l_2426;
const double l_2427 = l_2356 + l_2285;
const bool l_2428 = l_2427 < l_2369;
l_mut_141 = l_2428;
const double l_2429 = l_2343 + l_2282;
const bool l_2430 = l_2429 < l_2392;
l_mut_150 = l_2430;
const double l_2431 = l_2343 - l_2282;
const bool l_2432 = l_2431 >= l_2392;
l_mut_147 = l_2432;
const double l_2433 = l_2356 - l_2285;
const bool l_2434 = l_2433 > l_2420;
l_mut_144 = l_2434;
const double l_2435 = l_2356 + l_2285;
const bool l_2436 = l_2435 <= l_2420;
l_mut_141 = l_2436;
l_mut_2372 = uint32(2);
const bool l_2437 = l_mut_147 || l_mut_141;
if (l_2437) {
l_mut_2372 = uint32(1);
} else {
const bool l_2438 = l_mut_150 && l_mut_144;
if (l_2438) {
l_mut_2372 = uint32(0);
}
}
const uint32 l_2439 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2440 = l_2439 & uint32(2147483647);
const bool l_2441 = l_2440 == uint32(0);
if (l_2441) {
const double l_2442 = l_2343 + l_2282;
const bool l_2443 = l_2442 < double(1.1754943508222875e-38);
const double l_2444 = l_2356 - l_2285;
const bool l_2445 = l_2444 > double(-1.1754943508222875e-38);
const bool l_2446 = l_2443 && l_2445;
const double l_2447 = l_2343 - l_2282;
const bool l_2448 = l_2447 < double(1.1754943508222875e-38);
const double l_2449 = l_2356 + l_2285;
const bool l_2450 = l_2449 > double(-1.1754943508222875e-38);
const bool l_2451 = l_2448 && l_2450;
if (l_2446) {
l_mut_2372 = uint32(0);
} else {
const bool l_2452 = l_mut_2372 == uint32(1);
const bool l_2453 = l_2451 && l_2452;
if (l_2453) {
l_mut_2372 = uint32(2);
}
}
}
l_mut_48 = l_mut_2372;
}
}
const double l_2454 = l_mut_709 - l_19;
const double l_2455 = abs(l_2454);
const double l_2456 = l_2455 * double(2.220446049250313e-16);
const double l_2457 = l_1234 + l_2456;
const double l_2458 = l_2454 + l_2457;
const double l_2459 = -l_2458;
const double l_2460 = l_2459 * double(7.1362384635298e44);
const double l_2461 = floor(l_2460);
const double l_2462 = l_2461 * double(1.401298464324817e-45);
l_mut_2120 = l_2462;
const double l_2463 = abs(l_2459);
const bool l_2464 = l_2463 >= double(1.1754943508222875e-38);
if (l_2464) {
const float l_2465 = float(l_2459);
const double l_2466 = double(l_2465);
l_mut_2120 = l_2466;
const bool l_2467 = l_mut_2120 > l_2459;
if (l_2467) {
const uint32 l_2468 = reinterpret_cast<uint32 const&>(l_2465);
const uint32 l_2469 = l_2468 ^ uint32(2147483648);
const float l_2470 = reinterpret_cast<float const&>(l_2469);
const uint32 l_2471 = reinterpret_cast<uint32 const&>(l_2470);
const uint32 l_2472 = l_2471 + uint32(1);
l_mut_2372 = l_2472;
const uint32 l_2473 = l_2471 & uint32(2147483647);
const bool l_2474 = l_2473 == uint32(0);
if (l_2474) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2475 = l_2471 & uint32(2147483648);
const bool l_2476 = l_2475 != uint32(0);
if (l_2476) {
const uint32 l_2477 = l_2471 - uint32(1);
l_mut_2372 = l_2477;
} else {
const bool l_2478 = l_2471 == uint32(2139095040);
if (l_2478) {
l_mut_2372 = l_2471;
}
}
}
const float l_2479 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2480 = reinterpret_cast<uint32 const&>(l_2479);
const uint32 l_2481 = l_2480 ^ uint32(2147483648);
const float l_2482 = reinterpret_cast<float const&>(l_2481);
const uint32 l_2483 = reinterpret_cast<uint32 const&>(l_2482);
const uint32 l_2484 = l_2483 & uint32(2147483647);
const float l_2485 = reinterpret_cast<float const&>(l_2484);
const double l_2486 = double(l_2485);
l_mut_1866 = l_2486;
const bool l_2487 = l_2484 < uint32(8388608);
if (l_2487) {
const double l_2488 = double(l_2484);
const double l_2489 = l_2488 * double(1.401298464324817e-45);
l_mut_1866 = l_2489;
}
const uint64 l_2490 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_2491 = l_2483 >> uint32(31);
const uint64 l_2492 = uint64(l_2491);
const uint64 l_2493 = l_2492 << uint64(63);
const uint64 l_2494 = l_2490 | l_2493;
const double l_2495 = reinterpret_cast<double const&>(l_2494);
l_mut_2120 = l_2495;
} else {
const uint32 l_2496 = reinterpret_cast<uint32 const&>(l_2465);
const uint32 l_2497 = l_2496 + uint32(1);
l_mut_2372 = l_2497;
const uint32 l_2498 = l_2496 & uint32(2147483647);
const bool l_2499 = l_2498 == uint32(0);
if (l_2499) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2500 = l_2496 & uint32(2147483648);
const bool l_2501 = l_2500 != uint32(0);
if (l_2501) {
const uint32 l_2502 = l_2496 - uint32(1);
l_mut_2372 = l_2502;
} else {
const bool l_2503 = l_2496 == uint32(2139095040);
if (l_2503) {
l_mut_2372 = l_2496;
}
}
}
const float l_2504 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2505 = reinterpret_cast<uint32 const&>(l_2504);
const uint32 l_2506 = l_2505 & uint32(2147483647);
const float l_2507 = reinterpret_cast<float const&>(l_2506);
const double l_2508 = double(l_2507);
l_mut_1866 = l_2508;
const bool l_2509 = l_2506 < uint32(8388608);
if (l_2509) {
const double l_2510 = double(l_2506);
const double l_2511 = l_2510 * double(1.401298464324817e-45);
l_mut_1866 = l_2511;
}
const uint64 l_2512 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_2513 = l_2505 >> uint32(31);
const uint64 l_2514 = uint64(l_2513);
const uint64 l_2515 = l_2514 << uint64(63);
const uint64 l_2516 = l_2512 | l_2515;
const double l_2517 = reinterpret_cast<double const&>(l_2516);
const bool l_2518 = l_2517 <= l_2459;
if (l_2518) {
const uint32 l_2519 = reinterpret_cast<uint32 const&>(l_2465);
const uint32 l_2520 = l_2519 + uint32(1);
l_mut_2372 = l_2520;
const uint32 l_2521 = l_2519 & uint32(2147483647);
const bool l_2522 = l_2521 == uint32(0);
if (l_2522) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2523 = l_2519 & uint32(2147483648);
const bool l_2524 = l_2523 != uint32(0);
if (l_2524) {
const uint32 l_2525 = l_2519 - uint32(1);
l_mut_2372 = l_2525;
} else {
const bool l_2526 = l_2519 == uint32(2139095040);
if (l_2526) {
l_mut_2372 = l_2519;
}
}
}
const float l_2527 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2528 = reinterpret_cast<uint32 const&>(l_2527);
const uint32 l_2529 = l_2528 & uint32(2147483647);
const float l_2530 = reinterpret_cast<float const&>(l_2529);
const double l_2531 = double(l_2530);
l_mut_1866 = l_2531;
const bool l_2532 = l_2529 < uint32(8388608);
if (l_2532) {
const double l_2533 = double(l_2529);
const double l_2534 = l_2533 * double(1.401298464324817e-45);
l_mut_1866 = l_2534;
}
const uint64 l_2535 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_2536 = l_2528 >> uint32(31);
const uint64 l_2537 = uint64(l_2536);
const uint64 l_2538 = l_2537 << uint64(63);
const uint64 l_2539 = l_2535 | l_2538;
const double l_2540 = reinterpret_cast<double const&>(l_2539);
l_mut_2120 = l_2540;
}
}
}
const double l_2541 = -l_mut_2120;
l_mut_2120 = l_2541;
const bool l_2542 = bool(true) && bool(false);
if (l_2542) {
const double l_2543 = l_2454 + l_2457;
const double l_2544 = l_2543 * double(7.1362384635298e44);
const double l_2545 = floor(l_2544);
const double l_2546 = l_2545 * double(1.401298464324817e-45);
l_mut_1866 = l_2546;
const double l_2547 = abs(l_2543);
const bool l_2548 = l_2547 >= double(1.1754943508222875e-38);
if (l_2548) {
const float l_2549 = float(l_2543);
const double l_2550 = double(l_2549);
l_mut_1866 = l_2550;
const bool l_2551 = l_mut_1866 > l_2543;
if (l_2551) {
const uint32 l_2552 = reinterpret_cast<uint32 const&>(l_2549);
const uint32 l_2553 = l_2552 ^ uint32(2147483648);
const float l_2554 = reinterpret_cast<float const&>(l_2553);
const uint32 l_2555 = reinterpret_cast<uint32 const&>(l_2554);
const uint32 l_2556 = l_2555 + uint32(1);
l_mut_2372 = l_2556;
const uint32 l_2557 = l_2555 & uint32(2147483647);
const bool l_2558 = l_2557 == uint32(0);
if (l_2558) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2559 = l_2555 & uint32(2147483648);
const bool l_2560 = l_2559 != uint32(0);
if (l_2560) {
const uint32 l_2561 = l_2555 - uint32(1);
l_mut_2372 = l_2561;
} else {
const bool l_2562 = l_2555 == uint32(2139095040);
if (l_2562) {
l_mut_2372 = l_2555;
}
}
}
const float l_2563 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2564 = reinterpret_cast<uint32 const&>(l_2563);
const uint32 l_2565 = l_2564 ^ uint32(2147483648);
const float l_2566 = reinterpret_cast<float const&>(l_2565);
const uint32 l_2567 = reinterpret_cast<uint32 const&>(l_2566);
const uint32 l_2568 = l_2567 & uint32(2147483647);
const float l_2569 = reinterpret_cast<float const&>(l_2568);
const double l_2570 = double(l_2569);
l_mut_1610 = l_2570;
const bool l_2571 = l_2568 < uint32(8388608);
if (l_2571) {
const double l_2572 = double(l_2568);
const double l_2573 = l_2572 * double(1.401298464324817e-45);
l_mut_1610 = l_2573;
}
const uint64 l_2574 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2575 = l_2567 >> uint32(31);
const uint64 l_2576 = uint64(l_2575);
const uint64 l_2577 = l_2576 << uint64(63);
const uint64 l_2578 = l_2574 | l_2577;
const double l_2579 = reinterpret_cast<double const&>(l_2578);
l_mut_1866 = l_2579;
} else {
const uint32 l_2580 = reinterpret_cast<uint32 const&>(l_2549);
const uint32 l_2581 = l_2580 + uint32(1);
l_mut_2372 = l_2581;
const uint32 l_2582 = l_2580 & uint32(2147483647);
const bool l_2583 = l_2582 == uint32(0);
if (l_2583) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2584 = l_2580 & uint32(2147483648);
const bool l_2585 = l_2584 != uint32(0);
if (l_2585) {
const uint32 l_2586 = l_2580 - uint32(1);
l_mut_2372 = l_2586;
} else {
const bool l_2587 = l_2580 == uint32(2139095040);
if (l_2587) {
l_mut_2372 = l_2580;
}
}
}
const float l_2588 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2589 = reinterpret_cast<uint32 const&>(l_2588);
const uint32 l_2590 = l_2589 & uint32(2147483647);
const float l_2591 = reinterpret_cast<float const&>(l_2590);
const double l_2592 = double(l_2591);
l_mut_1610 = l_2592;
const bool l_2593 = l_2590 < uint32(8388608);
if (l_2593) {
const double l_2594 = double(l_2590);
const double l_2595 = l_2594 * double(1.401298464324817e-45);
l_mut_1610 = l_2595;
}
const uint64 l_2596 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2597 = l_2589 >> uint32(31);
const uint64 l_2598 = uint64(l_2597);
const uint64 l_2599 = l_2598 << uint64(63);
const uint64 l_2600 = l_2596 | l_2599;
const double l_2601 = reinterpret_cast<double const&>(l_2600);
const bool l_2602 = l_2601 <= l_2543;
if (l_2602) {
const uint32 l_2603 = reinterpret_cast<uint32 const&>(l_2549);
const uint32 l_2604 = l_2603 + uint32(1);
l_mut_2372 = l_2604;
const uint32 l_2605 = l_2603 & uint32(2147483647);
const bool l_2606 = l_2605 == uint32(0);
if (l_2606) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2607 = l_2603 & uint32(2147483648);
const bool l_2608 = l_2607 != uint32(0);
if (l_2608) {
const uint32 l_2609 = l_2603 - uint32(1);
l_mut_2372 = l_2609;
} else {
const bool l_2610 = l_2603 == uint32(2139095040);
if (l_2610) {
l_mut_2372 = l_2603;
}
}
}
const float l_2611 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2612 = reinterpret_cast<uint32 const&>(l_2611);
const uint32 l_2613 = l_2612 & uint32(2147483647);
const float l_2614 = reinterpret_cast<float const&>(l_2613);
const double l_2615 = double(l_2614);
l_mut_1610 = l_2615;
const bool l_2616 = l_2613 < uint32(8388608);
if (l_2616) {
const double l_2617 = double(l_2613);
const double l_2618 = l_2617 * double(1.401298464324817e-45);
l_mut_1610 = l_2618;
}
const uint64 l_2619 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2620 = l_2612 >> uint32(31);
const uint64 l_2621 = uint64(l_2620);
const uint64 l_2622 = l_2621 << uint64(63);
const uint64 l_2623 = l_2619 | l_2622;
const double l_2624 = reinterpret_cast<double const&>(l_2623);
l_mut_1866 = l_2624;
}
}
}
l_mut_2120 = l_mut_1866;
} else {
const double l_2625 = l_2454 - l_2457;
const double l_2626 = l_2625 * double(7.1362384635298e44);
const double l_2627 = floor(l_2626);
const double l_2628 = l_2627 * double(1.401298464324817e-45);
l_mut_1866 = l_2628;
const double l_2629 = abs(l_2625);
const bool l_2630 = l_2629 >= double(1.1754943508222875e-38);
if (l_2630) {
const float l_2631 = float(l_2625);
const double l_2632 = double(l_2631);
l_mut_1866 = l_2632;
const bool l_2633 = l_mut_1866 > l_2625;
if (l_2633) {
const uint32 l_2634 = reinterpret_cast<uint32 const&>(l_2631);
const uint32 l_2635 = l_2634 ^ uint32(2147483648);
const float l_2636 = reinterpret_cast<float const&>(l_2635);
const uint32 l_2637 = reinterpret_cast<uint32 const&>(l_2636);
const uint32 l_2638 = l_2637 + uint32(1);
l_mut_2372 = l_2638;
const uint32 l_2639 = l_2637 & uint32(2147483647);
const bool l_2640 = l_2639 == uint32(0);
if (l_2640) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2641 = l_2637 & uint32(2147483648);
const bool l_2642 = l_2641 != uint32(0);
if (l_2642) {
const uint32 l_2643 = l_2637 - uint32(1);
l_mut_2372 = l_2643;
} else {
const bool l_2644 = l_2637 == uint32(2139095040);
if (l_2644) {
l_mut_2372 = l_2637;
}
}
}
const float l_2645 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2646 = reinterpret_cast<uint32 const&>(l_2645);
const uint32 l_2647 = l_2646 ^ uint32(2147483648);
const float l_2648 = reinterpret_cast<float const&>(l_2647);
const uint32 l_2649 = reinterpret_cast<uint32 const&>(l_2648);
const uint32 l_2650 = l_2649 & uint32(2147483647);
const float l_2651 = reinterpret_cast<float const&>(l_2650);
const double l_2652 = double(l_2651);
l_mut_1610 = l_2652;
const bool l_2653 = l_2650 < uint32(8388608);
if (l_2653) {
const double l_2654 = double(l_2650);
const double l_2655 = l_2654 * double(1.401298464324817e-45);
l_mut_1610 = l_2655;
}
const uint64 l_2656 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2657 = l_2649 >> uint32(31);
const uint64 l_2658 = uint64(l_2657);
const uint64 l_2659 = l_2658 << uint64(63);
const uint64 l_2660 = l_2656 | l_2659;
const double l_2661 = reinterpret_cast<double const&>(l_2660);
l_mut_1866 = l_2661;
} else {
const uint32 l_2662 = reinterpret_cast<uint32 const&>(l_2631);
const uint32 l_2663 = l_2662 + uint32(1);
l_mut_2372 = l_2663;
const uint32 l_2664 = l_2662 & uint32(2147483647);
const bool l_2665 = l_2664 == uint32(0);
if (l_2665) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2666 = l_2662 & uint32(2147483648);
const bool l_2667 = l_2666 != uint32(0);
if (l_2667) {
const uint32 l_2668 = l_2662 - uint32(1);
l_mut_2372 = l_2668;
} else {
const bool l_2669 = l_2662 == uint32(2139095040);
if (l_2669) {
l_mut_2372 = l_2662;
}
}
}
const float l_2670 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2671 = reinterpret_cast<uint32 const&>(l_2670);
const uint32 l_2672 = l_2671 & uint32(2147483647);
const float l_2673 = reinterpret_cast<float const&>(l_2672);
const double l_2674 = double(l_2673);
l_mut_1610 = l_2674;
const bool l_2675 = l_2672 < uint32(8388608);
if (l_2675) {
const double l_2676 = double(l_2672);
const double l_2677 = l_2676 * double(1.401298464324817e-45);
l_mut_1610 = l_2677;
}
const uint64 l_2678 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2679 = l_2671 >> uint32(31);
const uint64 l_2680 = uint64(l_2679);
const uint64 l_2681 = l_2680 << uint64(63);
const uint64 l_2682 = l_2678 | l_2681;
const double l_2683 = reinterpret_cast<double const&>(l_2682);
const bool l_2684 = l_2683 <= l_2625;
if (l_2684) {
const uint32 l_2685 = reinterpret_cast<uint32 const&>(l_2631);
const uint32 l_2686 = l_2685 + uint32(1);
l_mut_2372 = l_2686;
const uint32 l_2687 = l_2685 & uint32(2147483647);
const bool l_2688 = l_2687 == uint32(0);
if (l_2688) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2689 = l_2685 & uint32(2147483648);
const bool l_2690 = l_2689 != uint32(0);
if (l_2690) {
const uint32 l_2691 = l_2685 - uint32(1);
l_mut_2372 = l_2691;
} else {
const bool l_2692 = l_2685 == uint32(2139095040);
if (l_2692) {
l_mut_2372 = l_2685;
}
}
}
const float l_2693 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2694 = reinterpret_cast<uint32 const&>(l_2693);
const uint32 l_2695 = l_2694 & uint32(2147483647);
const float l_2696 = reinterpret_cast<float const&>(l_2695);
const double l_2697 = double(l_2696);
l_mut_1610 = l_2697;
const bool l_2698 = l_2695 < uint32(8388608);
if (l_2698) {
const double l_2699 = double(l_2695);
const double l_2700 = l_2699 * double(1.401298464324817e-45);
l_mut_1610 = l_2700;
}
const uint64 l_2701 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2702 = l_2694 >> uint32(31);
const uint64 l_2703 = uint64(l_2702);
const uint64 l_2704 = l_2703 << uint64(63);
const uint64 l_2705 = l_2701 | l_2704;
const double l_2706 = reinterpret_cast<double const&>(l_2705);
l_mut_1866 = l_2706;
}
}
}
l_mut_2120 = l_mut_1866;
}
const double l_2707 = l_mut_709 + l_19;
const double l_2708 = abs(l_2707);
const double l_2709 = l_2708 * double(2.220446049250313e-16);
const double l_2710 = l_1234 + l_2709;
const double l_2711 = l_2707 + l_2710;
const double l_2712 = -l_2711;
const double l_2713 = l_2712 * double(7.1362384635298e44);
const double l_2714 = floor(l_2713);
const double l_2715 = l_2714 * double(1.401298464324817e-45);
l_mut_1866 = l_2715;
const double l_2716 = abs(l_2712);
const bool l_2717 = l_2716 >= double(1.1754943508222875e-38);
if (l_2717) {
const float l_2718 = float(l_2712);
const double l_2719 = double(l_2718);
l_mut_1866 = l_2719;
const bool l_2720 = l_mut_1866 > l_2712;
if (l_2720) {
const uint32 l_2721 = reinterpret_cast<uint32 const&>(l_2718);
const uint32 l_2722 = l_2721 ^ uint32(2147483648);
const float l_2723 = reinterpret_cast<float const&>(l_2722);
const uint32 l_2724 = reinterpret_cast<uint32 const&>(l_2723);
const uint32 l_2725 = l_2724 + uint32(1);
l_mut_2372 = l_2725;
const uint32 l_2726 = l_2724 & uint32(2147483647);
const bool l_2727 = l_2726 == uint32(0);
if (l_2727) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2728 = l_2724 & uint32(2147483648);
const bool l_2729 = l_2728 != uint32(0);
if (l_2729) {
const uint32 l_2730 = l_2724 - uint32(1);
l_mut_2372 = l_2730;
} else {
const bool l_2731 = l_2724 == uint32(2139095040);
if (l_2731) {
l_mut_2372 = l_2724;
}
}
}
const float l_2732 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2733 = reinterpret_cast<uint32 const&>(l_2732);
const uint32 l_2734 = l_2733 ^ uint32(2147483648);
const float l_2735 = reinterpret_cast<float const&>(l_2734);
const uint32 l_2736 = reinterpret_cast<uint32 const&>(l_2735);
const uint32 l_2737 = l_2736 & uint32(2147483647);
const float l_2738 = reinterpret_cast<float const&>(l_2737);
const double l_2739 = double(l_2738);
l_mut_1610 = l_2739;
const bool l_2740 = l_2737 < uint32(8388608);
if (l_2740) {
const double l_2741 = double(l_2737);
const double l_2742 = l_2741 * double(1.401298464324817e-45);
l_mut_1610 = l_2742;
}
const uint64 l_2743 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2744 = l_2736 >> uint32(31);
const uint64 l_2745 = uint64(l_2744);
const uint64 l_2746 = l_2745 << uint64(63);
const uint64 l_2747 = l_2743 | l_2746;
const double l_2748 = reinterpret_cast<double const&>(l_2747);
l_mut_1866 = l_2748;
} else {
const uint32 l_2749 = reinterpret_cast<uint32 const&>(l_2718);
const uint32 l_2750 = l_2749 + uint32(1);
l_mut_2372 = l_2750;
const uint32 l_2751 = l_2749 & uint32(2147483647);
const bool l_2752 = l_2751 == uint32(0);
if (l_2752) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2753 = l_2749 & uint32(2147483648);
const bool l_2754 = l_2753 != uint32(0);
if (l_2754) {
const uint32 l_2755 = l_2749 - uint32(1);
l_mut_2372 = l_2755;
} else {
const bool l_2756 = l_2749 == uint32(2139095040);
if (l_2756) {
l_mut_2372 = l_2749;
}
}
}
const float l_2757 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2758 = reinterpret_cast<uint32 const&>(l_2757);
const uint32 l_2759 = l_2758 & uint32(2147483647);
const float l_2760 = reinterpret_cast<float const&>(l_2759);
const double l_2761 = double(l_2760);
l_mut_1610 = l_2761;
const bool l_2762 = l_2759 < uint32(8388608);
if (l_2762) {
const double l_2763 = double(l_2759);
const double l_2764 = l_2763 * double(1.401298464324817e-45);
l_mut_1610 = l_2764;
}
const uint64 l_2765 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2766 = l_2758 >> uint32(31);
const uint64 l_2767 = uint64(l_2766);
const uint64 l_2768 = l_2767 << uint64(63);
const uint64 l_2769 = l_2765 | l_2768;
const double l_2770 = reinterpret_cast<double const&>(l_2769);
const bool l_2771 = l_2770 <= l_2712;
if (l_2771) {
const uint32 l_2772 = reinterpret_cast<uint32 const&>(l_2718);
const uint32 l_2773 = l_2772 + uint32(1);
l_mut_2372 = l_2773;
const uint32 l_2774 = l_2772 & uint32(2147483647);
const bool l_2775 = l_2774 == uint32(0);
if (l_2775) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2776 = l_2772 & uint32(2147483648);
const bool l_2777 = l_2776 != uint32(0);
if (l_2777) {
const uint32 l_2778 = l_2772 - uint32(1);
l_mut_2372 = l_2778;
} else {
const bool l_2779 = l_2772 == uint32(2139095040);
if (l_2779) {
l_mut_2372 = l_2772;
}
}
}
const float l_2780 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2781 = reinterpret_cast<uint32 const&>(l_2780);
const uint32 l_2782 = l_2781 & uint32(2147483647);
const float l_2783 = reinterpret_cast<float const&>(l_2782);
const double l_2784 = double(l_2783);
l_mut_1610 = l_2784;
const bool l_2785 = l_2782 < uint32(8388608);
if (l_2785) {
const double l_2786 = double(l_2782);
const double l_2787 = l_2786 * double(1.401298464324817e-45);
l_mut_1610 = l_2787;
}
const uint64 l_2788 = reinterpret_cast<uint64 const&>(l_mut_1610);
const uint32 l_2789 = l_2781 >> uint32(31);
const uint64 l_2790 = uint64(l_2789);
const uint64 l_2791 = l_2790 << uint64(63);
const uint64 l_2792 = l_2788 | l_2791;
const double l_2793 = reinterpret_cast<double const&>(l_2792);
l_mut_1866 = l_2793;
}
}
}
const double l_2794 = -l_mut_1866;
l_mut_1866 = l_2794;
const bool l_2795 = bool(false) && bool(false);
if (l_2795) {
const double l_2796 = l_2707 + l_2710;
const double l_2797 = l_2796 * double(7.1362384635298e44);
const double l_2798 = floor(l_2797);
const double l_2799 = l_2798 * double(1.401298464324817e-45);
l_mut_1610 = l_2799;
const double l_2800 = abs(l_2796);
const bool l_2801 = l_2800 >= double(1.1754943508222875e-38);
if (l_2801) {
const float l_2802 = float(l_2796);
const double l_2803 = double(l_2802);
l_mut_1610 = l_2803;
const bool l_2804 = l_mut_1610 > l_2796;
if (l_2804) {
const uint32 l_2805 = reinterpret_cast<uint32 const&>(l_2802);
const uint32 l_2806 = l_2805 ^ uint32(2147483648);
const float l_2807 = reinterpret_cast<float const&>(l_2806);
const uint32 l_2808 = reinterpret_cast<uint32 const&>(l_2807);
const uint32 l_2809 = l_2808 + uint32(1);
l_mut_2372 = l_2809;
const uint32 l_2810 = l_2808 & uint32(2147483647);
const bool l_2811 = l_2810 == uint32(0);
if (l_2811) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2812 = l_2808 & uint32(2147483648);
const bool l_2813 = l_2812 != uint32(0);
if (l_2813) {
const uint32 l_2814 = l_2808 - uint32(1);
l_mut_2372 = l_2814;
} else {
const bool l_2815 = l_2808 == uint32(2139095040);
if (l_2815) {
l_mut_2372 = l_2808;
}
}
}
const float l_2816 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2817 = reinterpret_cast<uint32 const&>(l_2816);
const uint32 l_2818 = l_2817 ^ uint32(2147483648);
const float l_2819 = reinterpret_cast<float const&>(l_2818);
const uint32 l_2820 = reinterpret_cast<uint32 const&>(l_2819);
const uint32 l_2821 = l_2820 & uint32(2147483647);
const float l_2822 = reinterpret_cast<float const&>(l_2821);
const double l_2823 = double(l_2822);
l_mut_1356 = l_2823;
const bool l_2824 = l_2821 < uint32(8388608);
if (l_2824) {
const double l_2825 = double(l_2821);
const double l_2826 = l_2825 * double(1.401298464324817e-45);
l_mut_1356 = l_2826;
}
const uint64 l_2827 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2828 = l_2820 >> uint32(31);
const uint64 l_2829 = uint64(l_2828);
const uint64 l_2830 = l_2829 << uint64(63);
const uint64 l_2831 = l_2827 | l_2830;
const double l_2832 = reinterpret_cast<double const&>(l_2831);
l_mut_1610 = l_2832;
} else {
const uint32 l_2833 = reinterpret_cast<uint32 const&>(l_2802);
const uint32 l_2834 = l_2833 + uint32(1);
l_mut_2372 = l_2834;
const uint32 l_2835 = l_2833 & uint32(2147483647);
const bool l_2836 = l_2835 == uint32(0);
if (l_2836) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2837 = l_2833 & uint32(2147483648);
const bool l_2838 = l_2837 != uint32(0);
if (l_2838) {
const uint32 l_2839 = l_2833 - uint32(1);
l_mut_2372 = l_2839;
} else {
const bool l_2840 = l_2833 == uint32(2139095040);
if (l_2840) {
l_mut_2372 = l_2833;
}
}
}
const float l_2841 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2842 = reinterpret_cast<uint32 const&>(l_2841);
const uint32 l_2843 = l_2842 & uint32(2147483647);
const float l_2844 = reinterpret_cast<float const&>(l_2843);
const double l_2845 = double(l_2844);
l_mut_1356 = l_2845;
const bool l_2846 = l_2843 < uint32(8388608);
if (l_2846) {
const double l_2847 = double(l_2843);
const double l_2848 = l_2847 * double(1.401298464324817e-45);
l_mut_1356 = l_2848;
}
const uint64 l_2849 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2850 = l_2842 >> uint32(31);
const uint64 l_2851 = uint64(l_2850);
const uint64 l_2852 = l_2851 << uint64(63);
const uint64 l_2853 = l_2849 | l_2852;
const double l_2854 = reinterpret_cast<double const&>(l_2853);
const bool l_2855 = l_2854 <= l_2796;
if (l_2855) {
const uint32 l_2856 = reinterpret_cast<uint32 const&>(l_2802);
const uint32 l_2857 = l_2856 + uint32(1);
l_mut_2372 = l_2857;
const uint32 l_2858 = l_2856 & uint32(2147483647);
const bool l_2859 = l_2858 == uint32(0);
if (l_2859) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2860 = l_2856 & uint32(2147483648);
const bool l_2861 = l_2860 != uint32(0);
if (l_2861) {
const uint32 l_2862 = l_2856 - uint32(1);
l_mut_2372 = l_2862;
} else {
const bool l_2863 = l_2856 == uint32(2139095040);
if (l_2863) {
l_mut_2372 = l_2856;
}
}
}
const float l_2864 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2865 = reinterpret_cast<uint32 const&>(l_2864);
const uint32 l_2866 = l_2865 & uint32(2147483647);
const float l_2867 = reinterpret_cast<float const&>(l_2866);
const double l_2868 = double(l_2867);
l_mut_1356 = l_2868;
const bool l_2869 = l_2866 < uint32(8388608);
if (l_2869) {
const double l_2870 = double(l_2866);
const double l_2871 = l_2870 * double(1.401298464324817e-45);
l_mut_1356 = l_2871;
}
const uint64 l_2872 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2873 = l_2865 >> uint32(31);
const uint64 l_2874 = uint64(l_2873);
const uint64 l_2875 = l_2874 << uint64(63);
const uint64 l_2876 = l_2872 | l_2875;
const double l_2877 = reinterpret_cast<double const&>(l_2876);
l_mut_1610 = l_2877;
}
}
}
l_mut_1866 = l_mut_1610;
} else {
}
const double l_2878 = l_mut_61 - l_19;
const double l_2879 = abs(l_2878);
const double l_2880 = l_2879 * double(2.220446049250313e-16);
const double l_2881 = l_1236 + l_2880;
const double l_2882 = l_2878 + l_2881;
const double l_2883 = -l_2882;
const double l_2884 = l_2883 * double(7.1362384635298e44);
const double l_2885 = floor(l_2884);
const double l_2886 = l_2885 * double(1.401298464324817e-45);
l_mut_1610 = l_2886;
const double l_2887 = abs(l_2883);
const bool l_2888 = l_2887 >= double(1.1754943508222875e-38);
if (l_2888) {
const float l_2889 = float(l_2883);
const double l_2890 = double(l_2889);
l_mut_1610 = l_2890;
const bool l_2891 = l_mut_1610 > l_2883;
if (l_2891) {
const uint32 l_2892 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2893 = l_2892 ^ uint32(2147483648);
const float l_2894 = reinterpret_cast<float const&>(l_2893);
const uint32 l_2895 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2896 = l_2895 + uint32(1);
l_mut_2372 = l_2896;
const uint32 l_2897 = l_2895 & uint32(2147483647);
const bool l_2898 = l_2897 == uint32(0);
if (l_2898) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2899 = l_2895 & uint32(2147483648);
const bool l_2900 = l_2899 != uint32(0);
if (l_2900) {
const uint32 l_2901 = l_2895 - uint32(1);
l_mut_2372 = l_2901;
} else {
const bool l_2902 = l_2895 == uint32(2139095040);
if (l_2902) {
l_mut_2372 = l_2895;
}
}
}
const float l_2903 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2904 = reinterpret_cast<uint32 const&>(l_2903);
const uint32 l_2905 = l_2904 ^ uint32(2147483648);
const float l_2906 = reinterpret_cast<float const&>(l_2905);
const uint32 l_2907 = reinterpret_cast<uint32 const&>(l_2906);
const uint32 l_2908 = l_2907 & uint32(2147483647);
const float l_2909 = reinterpret_cast<float const&>(l_2908);
const double l_2910 = double(l_2909);
l_mut_1356 = l_2910;
const bool l_2911 = l_2908 < uint32(8388608);
if (l_2911) {
const double l_2912 = double(l_2908);
const double l_2913 = l_2912 * double(1.401298464324817e-45);
l_mut_1356 = l_2913;
}
const uint64 l_2914 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2915 = l_2907 >> uint32(31);
const uint64 l_2916 = uint64(l_2915);
const uint64 l_2917 = l_2916 << uint64(63);
const uint64 l_2918 = l_2914 | l_2917;
const double l_2919 = reinterpret_cast<double const&>(l_2918);
l_mut_1610 = l_2919;
} else {
const uint32 l_2920 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2921 = l_2920 + uint32(1);
l_mut_2372 = l_2921;
const uint32 l_2922 = l_2920 & uint32(2147483647);
const bool l_2923 = l_2922 == uint32(0);
if (l_2923) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2924 = l_2920 & uint32(2147483648);
const bool l_2925 = l_2924 != uint32(0);
if (l_2925) {
const uint32 l_2926 = l_2920 - uint32(1);
l_mut_2372 = l_2926;
} else {
const bool l_2927 = l_2920 == uint32(2139095040);
if (l_2927) {
l_mut_2372 = l_2920;
}
}
}
const float l_2928 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2929 = reinterpret_cast<uint32 const&>(l_2928);
const uint32 l_2930 = l_2929 & uint32(2147483647);
const float l_2931 = reinterpret_cast<float const&>(l_2930);
const double l_2932 = double(l_2931);
l_mut_1356 = l_2932;
const bool l_2933 = l_2930 < uint32(8388608);
if (l_2933) {
const double l_2934 = double(l_2930);
const double l_2935 = l_2934 * double(1.401298464324817e-45);
l_mut_1356 = l_2935;
}
const uint64 l_2936 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2937 = l_2929 >> uint32(31);
const uint64 l_2938 = uint64(l_2937);
const uint64 l_2939 = l_2938 << uint64(63);
const uint64 l_2940 = l_2936 | l_2939;
const double l_2941 = reinterpret_cast<double const&>(l_2940);
const bool l_2942 = l_2941 <= l_2883;
if (l_2942) {
const uint32 l_2943 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2944 = l_2943 + uint32(1);
l_mut_2372 = l_2944;
const uint32 l_2945 = l_2943 & uint32(2147483647);
const bool l_2946 = l_2945 == uint32(0);
if (l_2946) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2947 = l_2943 & uint32(2147483648);
const bool l_2948 = l_2947 != uint32(0);
if (l_2948) {
const uint32 l_2949 = l_2943 - uint32(1);
l_mut_2372 = l_2949;
} else {
const bool l_2950 = l_2943 == uint32(2139095040);
if (l_2950) {
l_mut_2372 = l_2943;
}
}
}
const float l_2951 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2952 = reinterpret_cast<uint32 const&>(l_2951);
const uint32 l_2953 = l_2952 & uint32(2147483647);
const float l_2954 = reinterpret_cast<float const&>(l_2953);
const double l_2955 = double(l_2954);
l_mut_1356 = l_2955;
const bool l_2956 = l_2953 < uint32(8388608);
if (l_2956) {
const double l_2957 = double(l_2953);
const double l_2958 = l_2957 * double(1.401298464324817e-45);
l_mut_1356 = l_2958;
}
const uint64 l_2959 = reinterpret_cast<uint64 const&>(l_mut_1356);
const uint32 l_2960 = l_2952 >> uint32(31);
const uint64 l_2961 = uint64(l_2960);
const uint64 l_2962 = l_2961 << uint64(63);
const uint64 l_2963 = l_2959 | l_2962;
const double l_2964 = reinterpret_cast<double const&>(l_2963);
l_mut_1610 = l_2964;
}
}
}
const double l_2965 = -l_mut_1610;
l_mut_1610 = l_2965;
const bool l_2966 = bool(true) && bool(false);
if (l_2966) {
const double l_2967 = l_2878 + l_2881;
const double l_2968 = l_2967 * double(7.1362384635298e44);
const double l_2969 = floor(l_2968);
const double l_2970 = l_2969 * double(1.401298464324817e-45);
l_mut_1356 = l_2970;
const double l_2971 = abs(l_2967);
const bool l_2972 = l_2971 >= double(1.1754943508222875e-38);
if (l_2972) {
const float l_2973 = float(l_2967);
const double l_2974 = double(l_2973);
l_mut_1356 = l_2974;
const bool l_2975 = l_mut_1356 > l_2967;
if (l_2975) {
const uint32 l_2976 = reinterpret_cast<uint32 const&>(l_2973);
const uint32 l_2977 = l_2976 ^ uint32(2147483648);
const float l_2978 = reinterpret_cast<float const&>(l_2977);
const uint32 l_2979 = reinterpret_cast<uint32 const&>(l_2978);
const uint32 l_2980 = l_2979 + uint32(1);
l_mut_2372 = l_2980;
const uint32 l_2981 = l_2979 & uint32(2147483647);
const bool l_2982 = l_2981 == uint32(0);
if (l_2982) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_2983 = l_2979 & uint32(2147483648);
const bool l_2984 = l_2983 != uint32(0);
if (l_2984) {
const uint32 l_2985 = l_2979 - uint32(1);
l_mut_2372 = l_2985;
} else {
const bool l_2986 = l_2979 == uint32(2139095040);
if (l_2986) {
l_mut_2372 = l_2979;
}
}
}
const float l_2987 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_2988 = reinterpret_cast<uint32 const&>(l_2987);
const uint32 l_2989 = l_2988 ^ uint32(2147483648);
const float l_2990 = reinterpret_cast<float const&>(l_2989);
const uint32 l_2991 = reinterpret_cast<uint32 const&>(l_2990);
const uint32 l_2992 = l_2991 & uint32(2147483647);
const float l_2993 = reinterpret_cast<float const&>(l_2992);
const double l_2994 = double(l_2993);
l_mut_1271 = l_2994;
const bool l_2995 = l_2992 < uint32(8388608);
if (l_2995) {
const double l_2996 = double(l_2992);
const double l_2997 = l_2996 * double(1.401298464324817e-45);
l_mut_1271 = l_2997;
}
const uint64 l_2998 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_2999 = l_2991 >> uint32(31);
const uint64 l_3000 = uint64(l_2999);
const uint64 l_3001 = l_3000 << uint64(63);
const uint64 l_3002 = l_2998 | l_3001;
const double l_3003 = reinterpret_cast<double const&>(l_3002);
l_mut_1356 = l_3003;
} else {
const uint32 l_3004 = reinterpret_cast<uint32 const&>(l_2973);
const uint32 l_3005 = l_3004 + uint32(1);
l_mut_2372 = l_3005;
const uint32 l_3006 = l_3004 & uint32(2147483647);
const bool l_3007 = l_3006 == uint32(0);
if (l_3007) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3008 = l_3004 & uint32(2147483648);
const bool l_3009 = l_3008 != uint32(0);
if (l_3009) {
const uint32 l_3010 = l_3004 - uint32(1);
l_mut_2372 = l_3010;
} else {
const bool l_3011 = l_3004 == uint32(2139095040);
if (l_3011) {
l_mut_2372 = l_3004;
}
}
}
const float l_3012 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3013 = reinterpret_cast<uint32 const&>(l_3012);
const uint32 l_3014 = l_3013 & uint32(2147483647);
const float l_3015 = reinterpret_cast<float const&>(l_3014);
const double l_3016 = double(l_3015);
l_mut_1271 = l_3016;
const bool l_3017 = l_3014 < uint32(8388608);
if (l_3017) {
const double l_3018 = double(l_3014);
const double l_3019 = l_3018 * double(1.401298464324817e-45);
l_mut_1271 = l_3019;
}
const uint64 l_3020 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3021 = l_3013 >> uint32(31);
const uint64 l_3022 = uint64(l_3021);
const uint64 l_3023 = l_3022 << uint64(63);
const uint64 l_3024 = l_3020 | l_3023;
const double l_3025 = reinterpret_cast<double const&>(l_3024);
const bool l_3026 = l_3025 <= l_2967;
if (l_3026) {
const uint32 l_3027 = reinterpret_cast<uint32 const&>(l_2973);
const uint32 l_3028 = l_3027 + uint32(1);
l_mut_2372 = l_3028;
const uint32 l_3029 = l_3027 & uint32(2147483647);
const bool l_3030 = l_3029 == uint32(0);
if (l_3030) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3031 = l_3027 & uint32(2147483648);
const bool l_3032 = l_3031 != uint32(0);
if (l_3032) {
const uint32 l_3033 = l_3027 - uint32(1);
l_mut_2372 = l_3033;
} else {
const bool l_3034 = l_3027 == uint32(2139095040);
if (l_3034) {
l_mut_2372 = l_3027;
}
}
}
const float l_3035 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3036 = reinterpret_cast<uint32 const&>(l_3035);
const uint32 l_3037 = l_3036 & uint32(2147483647);
const float l_3038 = reinterpret_cast<float const&>(l_3037);
const double l_3039 = double(l_3038);
l_mut_1271 = l_3039;
const bool l_3040 = l_3037 < uint32(8388608);
if (l_3040) {
const double l_3041 = double(l_3037);
const double l_3042 = l_3041 * double(1.401298464324817e-45);
l_mut_1271 = l_3042;
}
const uint64 l_3043 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3044 = l_3036 >> uint32(31);
const uint64 l_3045 = uint64(l_3044);
const uint64 l_3046 = l_3045 << uint64(63);
const uint64 l_3047 = l_3043 | l_3046;
const double l_3048 = reinterpret_cast<double const&>(l_3047);
l_mut_1356 = l_3048;
}
}
}
l_mut_1610 = l_mut_1356;
} else {
const double l_3049 = l_2878 - l_2881;
const double l_3050 = l_3049 * double(7.1362384635298e44);
const double l_3051 = floor(l_3050);
const double l_3052 = l_3051 * double(1.401298464324817e-45);
l_mut_1356 = l_3052;
const double l_3053 = abs(l_3049);
const bool l_3054 = l_3053 >= double(1.1754943508222875e-38);
if (l_3054) {
const float l_3055 = float(l_3049);
const double l_3056 = double(l_3055);
l_mut_1356 = l_3056;
const bool l_3057 = l_mut_1356 > l_3049;
if (l_3057) {
const uint32 l_3058 = reinterpret_cast<uint32 const&>(l_3055);
const uint32 l_3059 = l_3058 ^ uint32(2147483648);
const float l_3060 = reinterpret_cast<float const&>(l_3059);
const uint32 l_3061 = reinterpret_cast<uint32 const&>(l_3060);
const uint32 l_3062 = l_3061 + uint32(1);
l_mut_2372 = l_3062;
const uint32 l_3063 = l_3061 & uint32(2147483647);
const bool l_3064 = l_3063 == uint32(0);
if (l_3064) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3065 = l_3061 & uint32(2147483648);
const bool l_3066 = l_3065 != uint32(0);
if (l_3066) {
const uint32 l_3067 = l_3061 - uint32(1);
l_mut_2372 = l_3067;
} else {
const bool l_3068 = l_3061 == uint32(2139095040);
if (l_3068) {
l_mut_2372 = l_3061;
}
}
}
const float l_3069 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3070 = reinterpret_cast<uint32 const&>(l_3069);
const uint32 l_3071 = l_3070 ^ uint32(2147483648);
const float l_3072 = reinterpret_cast<float const&>(l_3071);
const uint32 l_3073 = reinterpret_cast<uint32 const&>(l_3072);
const uint32 l_3074 = l_3073 & uint32(2147483647);
const float l_3075 = reinterpret_cast<float const&>(l_3074);
const double l_3076 = double(l_3075);
l_mut_1271 = l_3076;
const bool l_3077 = l_3074 < uint32(8388608);
if (l_3077) {
const double l_3078 = double(l_3074);
const double l_3079 = l_3078 * double(1.401298464324817e-45);
l_mut_1271 = l_3079;
}
const uint64 l_3080 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3081 = l_3073 >> uint32(31);
const uint64 l_3082 = uint64(l_3081);
const uint64 l_3083 = l_3082 << uint64(63);
const uint64 l_3084 = l_3080 | l_3083;
const double l_3085 = reinterpret_cast<double const&>(l_3084);
l_mut_1356 = l_3085;
} else {
const uint32 l_3086 = reinterpret_cast<uint32 const&>(l_3055);
const uint32 l_3087 = l_3086 + uint32(1);
l_mut_2372 = l_3087;
const uint32 l_3088 = l_3086 & uint32(2147483647);
const bool l_3089 = l_3088 == uint32(0);
if (l_3089) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3090 = l_3086 & uint32(2147483648);
const bool l_3091 = l_3090 != uint32(0);
if (l_3091) {
const uint32 l_3092 = l_3086 - uint32(1);
l_mut_2372 = l_3092;
} else {
const bool l_3093 = l_3086 == uint32(2139095040);
if (l_3093) {
l_mut_2372 = l_3086;
}
}
}
const float l_3094 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3095 = reinterpret_cast<uint32 const&>(l_3094);
const uint32 l_3096 = l_3095 & uint32(2147483647);
const float l_3097 = reinterpret_cast<float const&>(l_3096);
const double l_3098 = double(l_3097);
l_mut_1271 = l_3098;
const bool l_3099 = l_3096 < uint32(8388608);
if (l_3099) {
const double l_3100 = double(l_3096);
const double l_3101 = l_3100 * double(1.401298464324817e-45);
l_mut_1271 = l_3101;
}
const uint64 l_3102 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3103 = l_3095 >> uint32(31);
const uint64 l_3104 = uint64(l_3103);
const uint64 l_3105 = l_3104 << uint64(63);
const uint64 l_3106 = l_3102 | l_3105;
const double l_3107 = reinterpret_cast<double const&>(l_3106);
const bool l_3108 = l_3107 <= l_3049;
if (l_3108) {
const uint32 l_3109 = reinterpret_cast<uint32 const&>(l_3055);
const uint32 l_3110 = l_3109 + uint32(1);
l_mut_2372 = l_3110;
const uint32 l_3111 = l_3109 & uint32(2147483647);
const bool l_3112 = l_3111 == uint32(0);
if (l_3112) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3113 = l_3109 & uint32(2147483648);
const bool l_3114 = l_3113 != uint32(0);
if (l_3114) {
const uint32 l_3115 = l_3109 - uint32(1);
l_mut_2372 = l_3115;
} else {
const bool l_3116 = l_3109 == uint32(2139095040);
if (l_3116) {
l_mut_2372 = l_3109;
}
}
}
const float l_3117 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3118 = reinterpret_cast<uint32 const&>(l_3117);
const uint32 l_3119 = l_3118 & uint32(2147483647);
const float l_3120 = reinterpret_cast<float const&>(l_3119);
const double l_3121 = double(l_3120);
l_mut_1271 = l_3121;
const bool l_3122 = l_3119 < uint32(8388608);
if (l_3122) {
const double l_3123 = double(l_3119);
const double l_3124 = l_3123 * double(1.401298464324817e-45);
l_mut_1271 = l_3124;
}
const uint64 l_3125 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3126 = l_3118 >> uint32(31);
const uint64 l_3127 = uint64(l_3126);
const uint64 l_3128 = l_3127 << uint64(63);
const uint64 l_3129 = l_3125 | l_3128;
const double l_3130 = reinterpret_cast<double const&>(l_3129);
l_mut_1356 = l_3130;
}
}
}
l_mut_1610 = l_mut_1356;
}
const double l_3131 = l_mut_61 + l_19;
const double l_3132 = abs(l_3131);
const double l_3133 = l_3132 * double(2.220446049250313e-16);
const double l_3134 = l_1236 + l_3133;
const double l_3135 = l_3131 + l_3134;
const double l_3136 = -l_3135;
const double l_3137 = l_3136 * double(7.1362384635298e44);
const double l_3138 = floor(l_3137);
const double l_3139 = l_3138 * double(1.401298464324817e-45);
l_mut_1356 = l_3139;
const double l_3140 = abs(l_3136);
const bool l_3141 = l_3140 >= double(1.1754943508222875e-38);
if (l_3141) {
const float l_3142 = float(l_3136);
const double l_3143 = double(l_3142);
l_mut_1356 = l_3143;
const bool l_3144 = l_mut_1356 > l_3136;
if (l_3144) {
const uint32 l_3145 = reinterpret_cast<uint32 const&>(l_3142);
const uint32 l_3146 = l_3145 ^ uint32(2147483648);
const float l_3147 = reinterpret_cast<float const&>(l_3146);
const uint32 l_3148 = reinterpret_cast<uint32 const&>(l_3147);
const uint32 l_3149 = l_3148 + uint32(1);
l_mut_2372 = l_3149;
const uint32 l_3150 = l_3148 & uint32(2147483647);
const bool l_3151 = l_3150 == uint32(0);
if (l_3151) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3152 = l_3148 & uint32(2147483648);
const bool l_3153 = l_3152 != uint32(0);
if (l_3153) {
const uint32 l_3154 = l_3148 - uint32(1);
l_mut_2372 = l_3154;
} else {
const bool l_3155 = l_3148 == uint32(2139095040);
if (l_3155) {
l_mut_2372 = l_3148;
}
}
}
const float l_3156 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3157 = reinterpret_cast<uint32 const&>(l_3156);
const uint32 l_3158 = l_3157 ^ uint32(2147483648);
const float l_3159 = reinterpret_cast<float const&>(l_3158);
const uint32 l_3160 = reinterpret_cast<uint32 const&>(l_3159);
const uint32 l_3161 = l_3160 & uint32(2147483647);
const float l_3162 = reinterpret_cast<float const&>(l_3161);
const double l_3163 = double(l_3162);
l_mut_1271 = l_3163;
const bool l_3164 = l_3161 < uint32(8388608);
if (l_3164) {
const double l_3165 = double(l_3161);
const double l_3166 = l_3165 * double(1.401298464324817e-45);
l_mut_1271 = l_3166;
}
const uint64 l_3167 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3168 = l_3160 >> uint32(31);
const uint64 l_3169 = uint64(l_3168);
const uint64 l_3170 = l_3169 << uint64(63);
const uint64 l_3171 = l_3167 | l_3170;
const double l_3172 = reinterpret_cast<double const&>(l_3171);
l_mut_1356 = l_3172;
} else {
const uint32 l_3173 = reinterpret_cast<uint32 const&>(l_3142);
const uint32 l_3174 = l_3173 + uint32(1);
l_mut_2372 = l_3174;
const uint32 l_3175 = l_3173 & uint32(2147483647);
const bool l_3176 = l_3175 == uint32(0);
if (l_3176) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3177 = l_3173 & uint32(2147483648);
const bool l_3178 = l_3177 != uint32(0);
if (l_3178) {
const uint32 l_3179 = l_3173 - uint32(1);
l_mut_2372 = l_3179;
} else {
const bool l_3180 = l_3173 == uint32(2139095040);
if (l_3180) {
l_mut_2372 = l_3173;
}
}
}
const float l_3181 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3182 = reinterpret_cast<uint32 const&>(l_3181);
const uint32 l_3183 = l_3182 & uint32(2147483647);
const float l_3184 = reinterpret_cast<float const&>(l_3183);
const double l_3185 = double(l_3184);
l_mut_1271 = l_3185;
const bool l_3186 = l_3183 < uint32(8388608);
if (l_3186) {
const double l_3187 = double(l_3183);
const double l_3188 = l_3187 * double(1.401298464324817e-45);
l_mut_1271 = l_3188;
}
const uint64 l_3189 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3190 = l_3182 >> uint32(31);
const uint64 l_3191 = uint64(l_3190);
const uint64 l_3192 = l_3191 << uint64(63);
const uint64 l_3193 = l_3189 | l_3192;
const double l_3194 = reinterpret_cast<double const&>(l_3193);
const bool l_3195 = l_3194 <= l_3136;
if (l_3195) {
const uint32 l_3196 = reinterpret_cast<uint32 const&>(l_3142);
const uint32 l_3197 = l_3196 + uint32(1);
l_mut_2372 = l_3197;
const uint32 l_3198 = l_3196 & uint32(2147483647);
const bool l_3199 = l_3198 == uint32(0);
if (l_3199) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3200 = l_3196 & uint32(2147483648);
const bool l_3201 = l_3200 != uint32(0);
if (l_3201) {
const uint32 l_3202 = l_3196 - uint32(1);
l_mut_2372 = l_3202;
} else {
const bool l_3203 = l_3196 == uint32(2139095040);
if (l_3203) {
l_mut_2372 = l_3196;
}
}
}
const float l_3204 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3205 = reinterpret_cast<uint32 const&>(l_3204);
const uint32 l_3206 = l_3205 & uint32(2147483647);
const float l_3207 = reinterpret_cast<float const&>(l_3206);
const double l_3208 = double(l_3207);
l_mut_1271 = l_3208;
const bool l_3209 = l_3206 < uint32(8388608);
if (l_3209) {
const double l_3210 = double(l_3206);
const double l_3211 = l_3210 * double(1.401298464324817e-45);
l_mut_1271 = l_3211;
}
const uint64 l_3212 = reinterpret_cast<uint64 const&>(l_mut_1271);
const uint32 l_3213 = l_3205 >> uint32(31);
const uint64 l_3214 = uint64(l_3213);
const uint64 l_3215 = l_3214 << uint64(63);
const uint64 l_3216 = l_3212 | l_3215;
const double l_3217 = reinterpret_cast<double const&>(l_3216);
l_mut_1356 = l_3217;
}
}
}
const double l_3218 = -l_mut_1356;
l_mut_1356 = l_3218;
const bool l_3219 = bool(false) && bool(false);
if (l_3219) {
const double l_3220 = l_3131 + l_3134;
const double l_3221 = l_3220 * double(7.1362384635298e44);
const double l_3222 = floor(l_3221);
const double l_3223 = l_3222 * double(1.401298464324817e-45);
l_mut_1271 = l_3223;
const double l_3224 = abs(l_3220);
const bool l_3225 = l_3224 >= double(1.1754943508222875e-38);
if (l_3225) {
const float l_3226 = float(l_3220);
const double l_3227 = double(l_3226);
l_mut_1271 = l_3227;
const bool l_3228 = l_mut_1271 > l_3220;
if (l_3228) {
const uint32 l_3229 = reinterpret_cast<uint32 const&>(l_3226);
const uint32 l_3230 = l_3229 ^ uint32(2147483648);
const float l_3231 = reinterpret_cast<float const&>(l_3230);
const uint32 l_3232 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3233 = l_3232 + uint32(1);
l_mut_2372 = l_3233;
const uint32 l_3234 = l_3232 & uint32(2147483647);
const bool l_3235 = l_3234 == uint32(0);
if (l_3235) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3236 = l_3232 & uint32(2147483648);
const bool l_3237 = l_3236 != uint32(0);
if (l_3237) {
const uint32 l_3238 = l_3232 - uint32(1);
l_mut_2372 = l_3238;
} else {
const bool l_3239 = l_3232 == uint32(2139095040);
if (l_3239) {
l_mut_2372 = l_3232;
}
}
}
const float l_3240 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3241 = reinterpret_cast<uint32 const&>(l_3240);
const uint32 l_3242 = l_3241 ^ uint32(2147483648);
const float l_3243 = reinterpret_cast<float const&>(l_3242);
const uint32 l_3244 = reinterpret_cast<uint32 const&>(l_3243);
const uint32 l_3245 = l_3244 & uint32(2147483647);
const float l_3246 = reinterpret_cast<float const&>(l_3245);
const double l_3247 = double(l_3246);
l_mut_1246 = l_3247;
const bool l_3248 = l_3245 < uint32(8388608);
if (l_3248) {
const double l_3249 = double(l_3245);
const double l_3250 = l_3249 * double(1.401298464324817e-45);
l_mut_1246 = l_3250;
}
const uint64 l_3251 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_3252 = l_3244 >> uint32(31);
const uint64 l_3253 = uint64(l_3252);
const uint64 l_3254 = l_3253 << uint64(63);
const uint64 l_3255 = l_3251 | l_3254;
const double l_3256 = reinterpret_cast<double const&>(l_3255);
l_mut_1271 = l_3256;
} else {
const uint32 l_3257 = reinterpret_cast<uint32 const&>(l_3226);
const uint32 l_3258 = l_3257 + uint32(1);
l_mut_2372 = l_3258;
const uint32 l_3259 = l_3257 & uint32(2147483647);
const bool l_3260 = l_3259 == uint32(0);
if (l_3260) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3261 = l_3257 & uint32(2147483648);
const bool l_3262 = l_3261 != uint32(0);
if (l_3262) {
const uint32 l_3263 = l_3257 - uint32(1);
l_mut_2372 = l_3263;
} else {
const bool l_3264 = l_3257 == uint32(2139095040);
if (l_3264) {
l_mut_2372 = l_3257;
}
}
}
const float l_3265 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3266 = reinterpret_cast<uint32 const&>(l_3265);
const uint32 l_3267 = l_3266 & uint32(2147483647);
const float l_3268 = reinterpret_cast<float const&>(l_3267);
const double l_3269 = double(l_3268);
l_mut_1246 = l_3269;
const bool l_3270 = l_3267 < uint32(8388608);
if (l_3270) {
const double l_3271 = double(l_3267);
const double l_3272 = l_3271 * double(1.401298464324817e-45);
l_mut_1246 = l_3272;
}
const uint64 l_3273 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_3274 = l_3266 >> uint32(31);
const uint64 l_3275 = uint64(l_3274);
const uint64 l_3276 = l_3275 << uint64(63);
const uint64 l_3277 = l_3273 | l_3276;
const double l_3278 = reinterpret_cast<double const&>(l_3277);
const bool l_3279 = l_3278 <= l_3220;
if (l_3279) {
const uint32 l_3280 = reinterpret_cast<uint32 const&>(l_3226);
const uint32 l_3281 = l_3280 + uint32(1);
l_mut_2372 = l_3281;
const uint32 l_3282 = l_3280 & uint32(2147483647);
const bool l_3283 = l_3282 == uint32(0);
if (l_3283) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3284 = l_3280 & uint32(2147483648);
const bool l_3285 = l_3284 != uint32(0);
if (l_3285) {
const uint32 l_3286 = l_3280 - uint32(1);
l_mut_2372 = l_3286;
} else {
const bool l_3287 = l_3280 == uint32(2139095040);
if (l_3287) {
l_mut_2372 = l_3280;
}
}
}
const float l_3288 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3289 = reinterpret_cast<uint32 const&>(l_3288);
const uint32 l_3290 = l_3289 & uint32(2147483647);
const float l_3291 = reinterpret_cast<float const&>(l_3290);
const double l_3292 = double(l_3291);
l_mut_1246 = l_3292;
const bool l_3293 = l_3290 < uint32(8388608);
if (l_3293) {
const double l_3294 = double(l_3290);
const double l_3295 = l_3294 * double(1.401298464324817e-45);
l_mut_1246 = l_3295;
}
const uint64 l_3296 = reinterpret_cast<uint64 const&>(l_mut_1246);
const uint32 l_3297 = l_3289 >> uint32(31);
const uint64 l_3298 = uint64(l_3297);
const uint64 l_3299 = l_3298 << uint64(63);
const uint64 l_3300 = l_3296 | l_3299;
const double l_3301 = reinterpret_cast<double const&>(l_3300);
l_mut_1271 = l_3301;
}
}
}
l_mut_1356 = l_mut_1271;
} else {
}
l_mut_2372 = uint32(0);
const bool l_3302 = l_mut_1610 <= double(0.0);
const bool l_3303 = l_mut_1356 >= double(0.0);
const bool l_3304 = l_3302 && l_3303;
const bool l_3305 = !l_3304;
if (l_3305) {
const double l_3307 = l_mut_2120 / l_mut_1610;
const double l_3308 = l_mut_2120 / l_mut_1356;
const double l_3309 = l_mut_1866 / l_mut_1610;
const double l_3310 = l_mut_1866 / l_mut_1356;
l_arr_3306[uint32(0)] = l_3307;
l_arr_3306[uint32(1)] = l_3307;
const double l_3311 = l_arr_3306[uint32(0)];
const bool l_3312 = l_3308 < l_3311;
if (l_3312) {
l_arr_3306[uint32(0)] = l_3308;
}
const double l_3313 = l_arr_3306[uint32(0)];
const bool l_3314 = l_3309 < l_3313;
if (l_3314) {
l_arr_3306[uint32(0)] = l_3309;
}
const double l_3315 = l_arr_3306[uint32(0)];
const bool l_3316 = l_3310 < l_3315;
if (l_3316) {
l_arr_3306[uint32(0)] = l_3310;
}
const double l_3317 = l_arr_3306[uint32(1)];
const bool l_3318 = l_3308 > l_3317;
if (l_3318) {
l_arr_3306[uint32(1)] = l_3308;
}
const double l_3319 = l_arr_3306[uint32(1)];
const bool l_3320 = l_3309 > l_3319;
if (l_3320) {
l_arr_3306[uint32(1)] = l_3309;
}
const double l_3321 = l_arr_3306[uint32(1)];
const bool l_3322 = l_3310 > l_3321;
if (l_3322) {
l_arr_3306[uint32(1)] = l_3310;
}
const double l_3323 = l_arr_3306[uint32(0)];
const double l_3324 = abs(l_3323);
const double l_3325 = l_3324 * l_mut_38;
const double l_3326 = l_arr_3306[uint32(1)];
const double l_3327 = abs(l_3326);
const double l_3328 = l_3327 * l_mut_38;
l_mut_2372 = uint32(2);
const double l_3329 = l_arr_3306[uint32(0)];
const double l_3330 = l_3329 - l_3325;
const double l_3331 = abs(l_3330);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3332 = l_3331 >= double(1.1754943508222875e-38);
const bool l_3333 = l_3331 <= double(1.7976931348623157e308);
const bool l_3334 = l_3332 && l_3333;
if (l_3334) {
const uint64 l_3335 = reinterpret_cast<uint64 const&>(l_3331);
const uint64 l_3336 = l_3335 >> uint64(52);
const uint64 l_3337 = l_3336 - uint64(23);
const uint64 l_3338 = l_3337 << uint64(52);
const double l_3339 = reinterpret_cast<double const&>(l_3338);
l_mut_2120 = l_3339;
}
const double l_3340 = l_3329 + l_3325;
const double l_3341 = abs(l_3340);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3342 = l_3341 >= double(1.1754943508222875e-38);
const bool l_3343 = l_3341 <= double(1.7976931348623157e308);
const bool l_3344 = l_3342 && l_3343;
if (l_3344) {
const uint64 l_3345 = reinterpret_cast<uint64 const&>(l_3341);
const uint64 l_3346 = l_3345 >> uint64(52);
const uint64 l_3347 = l_3346 - uint64(23);
const uint64 l_3348 = l_3347 << uint64(52);
const double l_3349 = reinterpret_cast<double const&>(l_3348);
l_mut_1866 = l_3349;
}
const bool l_3350 = l_mut_2120 == l_mut_1866;
const double l_3351 = l_arr_3306[uint32(1)];
const double l_3352 = l_3351 - l_3328;
const double l_3353 = abs(l_3352);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3354 = l_3353 >= double(1.1754943508222875e-38);
const bool l_3355 = l_3353 <= double(1.7976931348623157e308);
const bool l_3356 = l_3354 && l_3355;
if (l_3356) {
const uint64 l_3357 = reinterpret_cast<uint64 const&>(l_3353);
const uint64 l_3358 = l_3357 >> uint64(52);
const uint64 l_3359 = l_3358 - uint64(23);
const uint64 l_3360 = l_3359 << uint64(52);
const double l_3361 = reinterpret_cast<double const&>(l_3360);
l_mut_2120 = l_3361;
}
const double l_3362 = l_3351 + l_3328;
const double l_3363 = abs(l_3362);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3364 = l_3363 >= double(1.1754943508222875e-38);
const bool l_3365 = l_3363 <= double(1.7976931348623157e308);
const bool l_3366 = l_3364 && l_3365;
if (l_3366) {
const uint64 l_3367 = reinterpret_cast<uint64 const&>(l_3363);
const uint64 l_3368 = l_3367 >> uint64(52);
const uint64 l_3369 = l_3368 - uint64(23);
const uint64 l_3370 = l_3369 << uint64(52);
const double l_3371 = reinterpret_cast<double const&>(l_3370);
l_mut_1866 = l_3371;
}
const bool l_3372 = l_mut_2120 == l_mut_1866;
const bool l_3373 = l_3350 && l_3372;
if (l_3373) {
const double l_3374 = l_arr_3306[uint32(0)];
const double l_3375 = l_arr_3306[uint32(0)];
const double l_3376 = abs(l_3375);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3377 = l_3376 >= double(1.1754943508222875e-38);
const bool l_3378 = l_3376 <= double(1.7976931348623157e308);
const bool l_3379 = l_3377 && l_3378;
if (l_3379) {
const uint64 l_3380 = reinterpret_cast<uint64 const&>(l_3376);
const uint64 l_3381 = l_3380 >> uint64(52);
const uint64 l_3382 = l_3381 - uint64(23);
const uint64 l_3383 = l_3382 << uint64(52);
const double l_3384 = reinterpret_cast<double const&>(l_3383);
l_mut_2120 = l_3384;
}
const double l_3385 = l_22 * l_mut_2120;
const double l_3386 = l_3374 - l_3385;
const double l_3387 = l_arr_3306[uint32(1)];
const double l_3388 = l_arr_3306[uint32(1)];
const double l_3389 = abs(l_3388);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3390 = l_3389 >= double(1.1754943508222875e-38);
const bool l_3391 = l_3389 <= double(1.7976931348623157e308);
const bool l_3392 = l_3390 && l_3391;
if (l_3392) {
const uint64 l_3393 = reinterpret_cast<uint64 const&>(l_3389);
const uint64 l_3394 = l_3393 >> uint64(52);
const uint64 l_3395 = l_3394 - uint64(23);
const uint64 l_3396 = l_3395 << uint64(52);
const double l_3397 = reinterpret_cast<double const&>(l_3396);
l_mut_2120 = l_3397;
}
const double l_3398 = l_22 * l_mut_2120;
const double l_3399 = l_3387 + l_3398;
const uint32 l_3400 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3401 = l_3400 & uint32(2147483647);
const float l_3402 = reinterpret_cast<float const&>(l_3401);
const double l_3403 = double(l_3402);
l_mut_2120 = l_3403;
const bool l_3404 = l_3401 < uint32(8388608);
if (l_3404) {
const double l_3405 = double(l_3401);
const double l_3406 = l_3405 * double(1.401298464324817e-45);
l_mut_2120 = l_3406;
}
const uint64 l_3407 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3408 = l_3400 >> uint32(31);
const uint64 l_3409 = uint64(l_3408);
const uint64 l_3410 = l_3409 << uint64(63);
const uint64 l_3411 = l_3407 | l_3410;
const double l_3412 = reinterpret_cast<double const&>(l_3411);
const uint32 l_3413 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3414 = l_3413 + uint32(1);
l_mut_3415 = l_3414;
const uint32 l_3416 = l_3413 & uint32(2147483647);
const bool l_3417 = l_3416 == uint32(0);
if (l_3417) {
l_mut_3415 = uint32(1);
} else {
const uint32 l_3418 = l_3413 & uint32(2147483648);
const bool l_3419 = l_3418 != uint32(0);
if (l_3419) {
const uint32 l_3420 = l_3413 - uint32(1);
l_mut_3415 = l_3420;
} else {
const bool l_3421 = l_3413 == uint32(2139095040);
if (l_3421) {
l_mut_3415 = l_3413;
}
}
}
const float l_3422 = reinterpret_cast<float const&>(l_mut_3415);
const uint32 l_3423 = reinterpret_cast<uint32 const&>(l_3422);
const uint32 l_3424 = l_3423 & uint32(2147483647);
const float l_3425 = reinterpret_cast<float const&>(l_3424);
const double l_3426 = double(l_3425);
l_mut_2120 = l_3426;
const bool l_3427 = l_3424 < uint32(8388608);
if (l_3427) {
const double l_3428 = double(l_3424);
const double l_3429 = l_3428 * double(1.401298464324817e-45);
l_mut_2120 = l_3429;
}
const uint64 l_3430 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3431 = l_3423 >> uint32(31);
const uint64 l_3432 = uint64(l_3431);
const uint64 l_3433 = l_3432 << uint64(63);
const uint64 l_3434 = l_3430 | l_3433;
const double l_3435 = reinterpret_cast<double const&>(l_3434);
const uint32 l_3436 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3437 = l_3436 ^ uint32(2147483648);
const float l_3438 = reinterpret_cast<float const&>(l_3437);
const uint32 l_3439 = reinterpret_cast<uint32 const&>(l_3438);
const uint32 l_3440 = l_3439 + uint32(1);
l_mut_3415 = l_3440;
const uint32 l_3441 = l_3439 & uint32(2147483647);
const bool l_3442 = l_3441 == uint32(0);
if (l_3442) {
l_mut_3415 = uint32(1);
} else {
const uint32 l_3443 = l_3439 & uint32(2147483648);
const bool l_3444 = l_3443 != uint32(0);
if (l_3444) {
const uint32 l_3445 = l_3439 - uint32(1);
l_mut_3415 = l_3445;
} else {
const bool l_3446 = l_3439 == uint32(2139095040);
if (l_3446) {
l_mut_3415 = l_3439;
}
}
}
const float l_3447 = reinterpret_cast<float const&>(l_mut_3415);
const uint32 l_3448 = reinterpret_cast<uint32 const&>(l_3447);
const uint32 l_3449 = l_3448 ^ uint32(2147483648);
const float l_3450 = reinterpret_cast<float const&>(l_3449);
const uint32 l_3451 = reinterpret_cast<uint32 const&>(l_3450);
const uint32 l_3452 = l_3451 & uint32(2147483647);
const float l_3453 = reinterpret_cast<float const&>(l_3452);
const double l_3454 = double(l_3453);
l_mut_2120 = l_3454;
const bool l_3455 = l_3452 < uint32(8388608);
if (l_3455) {
const double l_3456 = double(l_3452);
const double l_3457 = l_3456 * double(1.401298464324817e-45);
l_mut_2120 = l_3457;
}
const uint64 l_3458 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3459 = l_3451 >> uint32(31);
const uint64 l_3460 = uint64(l_3459);
const uint64 l_3461 = l_3460 << uint64(63);
const uint64 l_3462 = l_3458 | l_3461;
const double l_3463 = reinterpret_cast<double const&>(l_3462);
const double l_3464 = l_3386 + l_3325;
const bool l_3465 = l_3464 <= l_3412;
l_mut_150 = l_3465;
const double l_3466 = l_3386 - l_3325;
const bool l_3467 = l_3466 > l_3412;
l_mut_147 = l_3467;
const double l_3468 = l_3399 - l_3328;
const bool l_3469 = l_3468 >= l_3412;
l_mut_144 = l_3469;
const double l_3470 = l_3399 + l_3328;
const bool l_3471 = l_3470 < l_3412;
l_mut_141 = l_3471;
const double l_3472 = l_3386 + l_3325;
const bool l_3473 = l_3472 < l_3435;
l_mut_150 = l_3473;
const double l_3474 = l_3386 - l_3325;
const bool l_3475 = l_3474 >= l_3435;
l_mut_147 = l_3475;
const double l_3476 = l_3399 - l_3328;
const bool l_3477 = l_3476 > l_3463;
l_mut_144 = l_3477;
const double l_3478 = l_3399 + l_3328;
const bool l_3479 = l_3478 <= l_3463;
l_mut_141 = l_3479;
l_mut_3415 = uint32(2);
const bool l_3480 = l_mut_147 || l_mut_141;
if (l_3480) {
l_mut_3415 = uint32(1);
} else {
const bool l_3481 = l_mut_150 && l_mut_144;
if (l_3481) {
l_mut_3415 = uint32(0);
}
}
const uint32 l_3482 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3483 = l_3482 & uint32(2147483647);
const bool l_3484 = l_3483 == uint32(0);
if (l_3484) {
const double l_3485 = l_3386 + l_3325;
const bool l_3486 = l_3485 < double(1.1754943508222875e-38);
const double l_3487 = l_3399 - l_3328;
const bool l_3488 = l_3487 > double(-1.1754943508222875e-38);
const bool l_3489 = l_3486 && l_3488;
const double l_3490 = l_3386 - l_3325;
const bool l_3491 = l_3490 < double(1.1754943508222875e-38);
const double l_3492 = l_3399 + l_3328;
const bool l_3493 = l_3492 > double(-1.1754943508222875e-38);
const bool l_3494 = l_3491 && l_3493;
if (l_3489) {
l_mut_3415 = uint32(0);
} else {
const bool l_3495 = l_mut_3415 == uint32(1);
const bool l_3496 = l_3494 && l_3495;
if (l_3496) {
l_mut_3415 = uint32(2);
}
}
}
l_mut_2372 = l_mut_3415;
}
}
const bool l_3497 = l_mut_48 == uint32(0);
if (l_3497) {
l_mut_90 = uint32(0);
} else {
const bool l_3498 = l_mut_2372 == uint32(1);
if (l_3498) {
l_mut_90 = uint32(1);
}
}
} else {
const double l_3499 = l_mut_709 - l_19;
const double l_3500 = l_mut_709 + l_19;
const double l_3501 = l_mut_61 - l_19;
const double l_3502 = l_mut_61 + l_19;
const double l_3503 = abs(l_3501);
const bool l_3504 = l_3503 > l_1236;
const double l_3505 = abs(l_3502);
const bool l_3506 = l_3505 > l_1236;
const bool l_3507 = l_3504 && l_3506;
if (l_3507) {
const double l_3508 = l_1234 + l_1236;
const double l_3509 = abs(l_3501);
const double l_3510 = abs(l_3502);
l_mut_2120 = l_3509;
const bool l_3511 = l_3510 < l_3509;
if (l_3511) {
l_mut_2120 = l_3510;
}
const double l_3512 = l_3508 / l_mut_2120;
const double l_3513 = abs(l_3499);
const double l_3514 = abs(l_3500);
l_mut_2120 = l_3513;
const bool l_3515 = l_3514 < l_3513;
if (l_3515) {
l_mut_2120 = l_3514;
}
const double l_3516 = l_1234 / l_mut_2120;
const double l_3517 = l_3512 + l_3516;
l_mut_38 = l_mut_38 + l_3517;
l_mut_3415 = uint32(0);
const bool l_3518 = l_3501 <= double(0.0);
const bool l_3519 = l_3502 >= double(0.0);
const bool l_3520 = l_3518 && l_3519;
const bool l_3521 = !l_3520;
if (l_3521) {
const double l_3523 = l_3499 / l_3501;
const double l_3524 = l_3499 / l_3502;
const double l_3525 = l_3500 / l_3501;
const double l_3526 = l_3500 / l_3502;
l_arr_3522[uint32(0)] = l_3523;
l_arr_3522[uint32(1)] = l_3523;
const double l_3527 = l_arr_3522[uint32(0)];
const bool l_3528 = l_3524 < l_3527;
if (l_3528) {
l_arr_3522[uint32(0)] = l_3524;
}
const double l_3529 = l_arr_3522[uint32(0)];
const bool l_3530 = l_3525 < l_3529;
if (l_3530) {
l_arr_3522[uint32(0)] = l_3525;
}
const double l_3531 = l_arr_3522[uint32(0)];
const bool l_3532 = l_3526 < l_3531;
if (l_3532) {
l_arr_3522[uint32(0)] = l_3526;
}
const double l_3533 = l_arr_3522[uint32(1)];
const bool l_3534 = l_3524 > l_3533;
if (l_3534) {
l_arr_3522[uint32(1)] = l_3524;
}
const double l_3535 = l_arr_3522[uint32(1)];
const bool l_3536 = l_3525 > l_3535;
if (l_3536) {
l_arr_3522[uint32(1)] = l_3525;
}
const double l_3537 = l_arr_3522[uint32(1)];
const bool l_3538 = l_3526 > l_3537;
if (l_3538) {
l_arr_3522[uint32(1)] = l_3526;
}
const double l_3539 = l_arr_3522[uint32(0)];
const double l_3540 = abs(l_3539);
const double l_3541 = l_3540 * l_mut_38;
const double l_3542 = l_arr_3522[uint32(1)];
const double l_3543 = abs(l_3542);
const double l_3544 = l_3543 * l_mut_38;
l_mut_3415 = uint32(2);
const double l_3545 = l_arr_3522[uint32(0)];
const double l_3546 = l_3545 - l_3541;
const double l_3547 = abs(l_3546);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3548 = l_3547 >= double(1.1754943508222875e-38);
const bool l_3549 = l_3547 <= double(1.7976931348623157e308);
const bool l_3550 = l_3548 && l_3549;
if (l_3550) {
const uint64 l_3551 = reinterpret_cast<uint64 const&>(l_3547);
const uint64 l_3552 = l_3551 >> uint64(52);
const uint64 l_3553 = l_3552 - uint64(23);
const uint64 l_3554 = l_3553 << uint64(52);
const double l_3555 = reinterpret_cast<double const&>(l_3554);
l_mut_2120 = l_3555;
}
const double l_3556 = l_3545 + l_3541;
const double l_3557 = abs(l_3556);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3558 = l_3557 >= double(1.1754943508222875e-38);
const bool l_3559 = l_3557 <= double(1.7976931348623157e308);
const bool l_3560 = l_3558 && l_3559;
if (l_3560) {
const uint64 l_3561 = reinterpret_cast<uint64 const&>(l_3557);
const uint64 l_3562 = l_3561 >> uint64(52);
const uint64 l_3563 = l_3562 - uint64(23);
const uint64 l_3564 = l_3563 << uint64(52);
const double l_3565 = reinterpret_cast<double const&>(l_3564);
l_mut_1866 = l_3565;
}
const bool l_3566 = l_mut_2120 == l_mut_1866;
const double l_3567 = l_arr_3522[uint32(1)];
const double l_3568 = l_3567 - l_3544;
const double l_3569 = abs(l_3568);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3570 = l_3569 >= double(1.1754943508222875e-38);
const bool l_3571 = l_3569 <= double(1.7976931348623157e308);
const bool l_3572 = l_3570 && l_3571;
if (l_3572) {
const uint64 l_3573 = reinterpret_cast<uint64 const&>(l_3569);
const uint64 l_3574 = l_3573 >> uint64(52);
const uint64 l_3575 = l_3574 - uint64(23);
const uint64 l_3576 = l_3575 << uint64(52);
const double l_3577 = reinterpret_cast<double const&>(l_3576);
l_mut_2120 = l_3577;
}
const double l_3578 = l_3567 + l_3544;
const double l_3579 = abs(l_3578);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3580 = l_3579 >= double(1.1754943508222875e-38);
const bool l_3581 = l_3579 <= double(1.7976931348623157e308);
const bool l_3582 = l_3580 && l_3581;
if (l_3582) {
const uint64 l_3583 = reinterpret_cast<uint64 const&>(l_3579);
const uint64 l_3584 = l_3583 >> uint64(52);
const uint64 l_3585 = l_3584 - uint64(23);
const uint64 l_3586 = l_3585 << uint64(52);
const double l_3587 = reinterpret_cast<double const&>(l_3586);
l_mut_1866 = l_3587;
}
const bool l_3588 = l_mut_2120 == l_mut_1866;
const bool l_3589 = l_3566 && l_3588;
if (l_3589) {
const double l_3590 = l_arr_3522[uint32(0)];
const double l_3591 = l_arr_3522[uint32(0)];
const double l_3592 = abs(l_3591);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3593 = l_3592 >= double(1.1754943508222875e-38);
const bool l_3594 = l_3592 <= double(1.7976931348623157e308);
const bool l_3595 = l_3593 && l_3594;
if (l_3595) {
const uint64 l_3596 = reinterpret_cast<uint64 const&>(l_3592);
const uint64 l_3597 = l_3596 >> uint64(52);
const uint64 l_3598 = l_3597 - uint64(23);
const uint64 l_3599 = l_3598 << uint64(52);
const double l_3600 = reinterpret_cast<double const&>(l_3599);
l_mut_2120 = l_3600;
}
const double l_3601 = l_22 * l_mut_2120;
const double l_3602 = l_3590 - l_3601;
const double l_3603 = l_arr_3522[uint32(1)];
const double l_3604 = l_arr_3522[uint32(1)];
const double l_3605 = abs(l_3604);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3606 = l_3605 >= double(1.1754943508222875e-38);
const bool l_3607 = l_3605 <= double(1.7976931348623157e308);
const bool l_3608 = l_3606 && l_3607;
if (l_3608) {
const uint64 l_3609 = reinterpret_cast<uint64 const&>(l_3605);
const uint64 l_3610 = l_3609 >> uint64(52);
const uint64 l_3611 = l_3610 - uint64(23);
const uint64 l_3612 = l_3611 << uint64(52);
const double l_3613 = reinterpret_cast<double const&>(l_3612);
l_mut_2120 = l_3613;
}
const double l_3614 = l_22 * l_mut_2120;
const double l_3615 = l_3603 + l_3614;
const uint32 l_3616 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3617 = l_3616 & uint32(2147483647);
const float l_3618 = reinterpret_cast<float const&>(l_3617);
const double l_3619 = double(l_3618);
l_mut_2120 = l_3619;
const bool l_3620 = l_3617 < uint32(8388608);
if (l_3620) {
const double l_3621 = double(l_3617);
const double l_3622 = l_3621 * double(1.401298464324817e-45);
l_mut_2120 = l_3622;
}
const uint64 l_3623 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3624 = l_3616 >> uint32(31);
const uint64 l_3625 = uint64(l_3624);
const uint64 l_3626 = l_3625 << uint64(63);
const uint64 l_3627 = l_3623 | l_3626;
const double l_3628 = reinterpret_cast<double const&>(l_3627);
const uint32 l_3629 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3630 = l_3629 + uint32(1);
l_mut_2372 = l_3630;
const uint32 l_3631 = l_3629 & uint32(2147483647);
const bool l_3632 = l_3631 == uint32(0);
if (l_3632) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3633 = l_3629 & uint32(2147483648);
const bool l_3634 = l_3633 != uint32(0);
if (l_3634) {
const uint32 l_3635 = l_3629 - uint32(1);
l_mut_2372 = l_3635;
} else {
const bool l_3636 = l_3629 == uint32(2139095040);
if (l_3636) {
l_mut_2372 = l_3629;
}
}
}
const float l_3637 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3638 = reinterpret_cast<uint32 const&>(l_3637);
const uint32 l_3639 = l_3638 & uint32(2147483647);
const float l_3640 = reinterpret_cast<float const&>(l_3639);
const double l_3641 = double(l_3640);
l_mut_2120 = l_3641;
const bool l_3642 = l_3639 < uint32(8388608);
if (l_3642) {
const double l_3643 = double(l_3639);
const double l_3644 = l_3643 * double(1.401298464324817e-45);
l_mut_2120 = l_3644;
}
const uint64 l_3645 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3646 = l_3638 >> uint32(31);
const uint64 l_3647 = uint64(l_3646);
const uint64 l_3648 = l_3647 << uint64(63);
const uint64 l_3649 = l_3645 | l_3648;
const double l_3650 = reinterpret_cast<double const&>(l_3649);
const uint32 l_3651 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3652 = l_3651 ^ uint32(2147483648);
const float l_3653 = reinterpret_cast<float const&>(l_3652);
const uint32 l_3654 = reinterpret_cast<uint32 const&>(l_3653);
const uint32 l_3655 = l_3654 + uint32(1);
l_mut_2372 = l_3655;
const uint32 l_3656 = l_3654 & uint32(2147483647);
const bool l_3657 = l_3656 == uint32(0);
if (l_3657) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_3658 = l_3654 & uint32(2147483648);
const bool l_3659 = l_3658 != uint32(0);
if (l_3659) {
const uint32 l_3660 = l_3654 - uint32(1);
l_mut_2372 = l_3660;
} else {
const bool l_3661 = l_3654 == uint32(2139095040);
if (l_3661) {
l_mut_2372 = l_3654;
}
}
}
const float l_3662 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_3663 = reinterpret_cast<uint32 const&>(l_3662);
const uint32 l_3664 = l_3663 ^ uint32(2147483648);
const float l_3665 = reinterpret_cast<float const&>(l_3664);
const uint32 l_3666 = reinterpret_cast<uint32 const&>(l_3665);
const uint32 l_3667 = l_3666 & uint32(2147483647);
const float l_3668 = reinterpret_cast<float const&>(l_3667);
const double l_3669 = double(l_3668);
l_mut_2120 = l_3669;
const bool l_3670 = l_3667 < uint32(8388608);
if (l_3670) {
const double l_3671 = double(l_3667);
const double l_3672 = l_3671 * double(1.401298464324817e-45);
l_mut_2120 = l_3672;
}
const uint64 l_3673 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3674 = l_3666 >> uint32(31);
const uint64 l_3675 = uint64(l_3674);
const uint64 l_3676 = l_3675 << uint64(63);
const uint64 l_3677 = l_3673 | l_3676;
const double l_3678 = reinterpret_cast<double const&>(l_3677);
const double l_3679 = l_3602 + l_3541;
const bool l_3680 = l_3679 <= l_3628;
l_mut_150 = l_3680;
const double l_3681 = l_3602 - l_3541;
const bool l_3682 = l_3681 > l_3628;
l_mut_147 = l_3682;
const double l_3683 = l_3615 - l_3544;
const bool l_3684 = l_3683 >= l_3628;
l_mut_144 = l_3684;
const double l_3685 = l_3615 + l_3544;
const bool l_3686 = l_3685 < l_3628;
l_mut_141 = l_3686;
l_mut_2372 = uint32(2);
const bool l_3687 = l_mut_147 || l_mut_141;
if (l_3687) {
l_mut_2372 = uint32(1);
} else {
const bool l_3688 = l_mut_150 && l_mut_144;
if (l_3688) {
l_mut_2372 = uint32(0);
}
}
const uint32 l_3689 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3690 = l_3689 & uint32(2147483647);
const bool l_3691 = l_3690 == uint32(0);
if (l_3691) {
const double l_3692 = l_3602 + l_3541;
const bool l_3693 = l_3692 < double(1.1754943508222875e-38);
const double l_3694 = l_3615 - l_3544;
const bool l_3695 = l_3694 > double(-1.1754943508222875e-38);
const bool l_3696 = l_3693 && l_3695;
const double l_3697 = l_3602 - l_3541;
const bool l_3698 = l_3697 < double(1.1754943508222875e-38);
const double l_3699 = l_3615 + l_3544;
const bool l_3700 = l_3699 > double(-1.1754943508222875e-38);
const bool l_3701 = l_3698 && l_3700;
if (l_3696) {
l_mut_2372 = uint32(0);
} else {
const bool l_3702 = l_mut_2372 == uint32(1);
const bool l_3703 = l_3701 && l_3702;
if (l_3703) {
l_mut_2372 = uint32(2);
}
}
}
l_mut_3415 = l_mut_2372;
}
}
l_mut_90 = l_mut_3415;
}
}
l_mut_31 = l_mut_90;
} else {
const bool l_3704 = l_27 <= l_25;
const bool l_3705 = l_9 == uint32(12);
const bool l_3706 = l_3704 && l_3705;
if (l_3706) {
const float l_3707 = float(l_26);
const uint32 l_3708 = reinterpret_cast<uint32 const&>(l_3707);
const uint32 l_3709 = l_3708 & uint32(2147483647);
const float l_3710 = reinterpret_cast<float const&>(l_3709);
const double l_3711 = double(l_3710);
l_mut_2120 = l_3711;
const bool l_3712 = l_3709 < uint32(8388608);
if (l_3712) {
const double l_3713 = double(l_3709);
const double l_3714 = l_3713 * double(1.401298464324817e-45);
l_mut_2120 = l_3714;
}
const uint64 l_3715 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_3716 = l_3708 >> uint32(31);
const uint64 l_3717 = uint64(l_3716);
const uint64 l_3718 = l_3717 << uint64(63);
const uint64 l_3719 = l_3715 | l_3718;
const double l_3720 = reinterpret_cast<double const&>(l_3719);
const double l_3721 = abs(l_3720);
l_mut_2120 = l_3721;
l_mut_3415 = uint32(0);
const bool l_3722 = l_3721 >= double(0.785);
if (l_3722) {
const double l_3723 = l_3721 * double(0.6366197723675814);
const double l_3724 = l_3723 + double(0.5);
const double l_3725 = floor(l_3724);
const double l_3726 = l_3725 * double(1.570796325802803);
const double l_3727 = l_3721 - l_3726;
const double l_3728 = l_3727 * l_4;
const double l_3729 = l_3725 * double(9.920935796805404e-10);
const double l_3730 = l_3728 - l_3729;
l_mut_2120 = l_3730;
const uint32 l_3731 = uint32(l_3725);
l_mut_3415 = l_3731;
}
const uint32 l_3732 = reinterpret_cast<uint32 const&>(l_3707);
const bool l_3733 = l_3732 >= uint32(2147483648);
const double l_3734 = l_mut_2120 * l_mut_2120;
const double l_3735 = l_3734 * double(1.9572941063391263e-20);
const double l_3736 = double(8.22063524662433e-18) - l_3735;
l_mut_1866 = l_3736;
const double l_3737 = l_mut_1866 * l_3734;
const double l_3738 = l_3737 - double(2.8114572543455206e-15);
l_mut_1866 = l_3738;
const double l_3739 = l_mut_1866 * l_3734;
const double l_3740 = l_3739 + double(7.647163731819816e-13);
l_mut_1866 = l_3740;
const double l_3741 = l_mut_1866 * l_3734;
const double l_3742 = l_3741 - double(1.6059043836821613e-10);
l_mut_1866 = l_3742;
const double l_3743 = l_mut_1866 * l_3734;
const double l_3744 = l_3743 + double(2.505210838544172e-8);
l_mut_1866 = l_3744;
const double l_3745 = l_mut_1866 * l_3734;
const double l_3746 = l_3745 - double(2.7557319223985893e-6);
l_mut_1866 = l_3746;
const double l_3747 = l_mut_1866 * l_3734;
const double l_3748 = l_3747 + double(0.0001984126984126984);
l_mut_1866 = l_3748;
const double l_3749 = l_mut_1866 * l_3734;
const double l_3750 = l_3749 - double(0.008333333333333333);
l_mut_1866 = l_3750;
const double l_3751 = l_mut_1866 * l_3734;
const double l_3752 = l_3751 + double(0.16666666666666666);
l_mut_1866 = l_3752;
const double l_3753 = double(0.5) * l_3734;
const double l_3754 = double(1.0) - l_3753;
const double l_3755 = double(0.0) * l_3754;
const double l_3756 = l_mut_2120 * l_3734;
const double l_3757 = l_3756 * l_mut_1866;
const double l_3758 = l_3755 - l_3757;
const double l_3759 = l_mut_2120 + l_3758;
const double l_3760 = l_mut_2120 * l_mut_2120;
const double l_3761 = l_3760 * double(4.110317623312165e-19);
const double l_3762 = l_3761 - double(1.5619206968586225e-16);
l_mut_1866 = l_3762;
const double l_3763 = l_mut_1866 * l_3760;
const double l_3764 = l_3763 + double(4.779477332387385e-14);
l_mut_1866 = l_3764;
const double l_3765 = l_mut_1866 * l_3760;
const double l_3766 = l_3765 - double(1.1470745597729725e-11);
l_mut_1866 = l_3766;
const double l_3767 = l_mut_1866 * l_3760;
const double l_3768 = l_3767 + double(2.08767569878681e-9);
l_mut_1866 = l_3768;
const double l_3769 = l_mut_1866 * l_3760;
const double l_3770 = l_3769 - double(2.755731922398589e-7);
l_mut_1866 = l_3770;
const double l_3771 = l_mut_1866 * l_3760;
const double l_3772 = l_3771 + double(2.48015873015873e-5);
l_mut_1866 = l_3772;
const double l_3773 = l_mut_1866 * l_3760;
const double l_3774 = l_3773 - double(0.001388888888888889);
l_mut_1866 = l_3774;
const double l_3775 = l_mut_1866 * l_3760;
const double l_3776 = l_3775 + double(0.041666666666666664);
l_mut_1866 = l_3776;
const double l_3777 = double(0.5) * l_3760;
const double l_3778 = double(1.0) - l_3777;
const double l_3779 = l_3760 * l_3760;
const double l_3780 = l_3779 * l_mut_1866;
const double l_3781 = double(0.0) * l_mut_2120;
const double l_3782 = l_3780 - l_3781;
const double l_3783 = l_3778 + l_3782;
const uint32 l_3784 = l_mut_3415 & uint32(1);
const bool l_3785 = l_3784 == uint32(1);
l_mut_2120 = l_3759;
const uint32 l_3786 = l_mut_3415 & uint32(2);
const bool l_3787 = l_3786 != uint32(0);
l_mut_150 = l_3787;
if (l_3785) {
l_mut_2120 = l_3783;
}
const bool l_3788 = bool(true) && l_3733;
if (l_3788) {
const bool l_3789 = !l_mut_150;
l_mut_150 = l_3789;
}
if (l_mut_150) {
const double l_3790 = -l_mut_2120;
l_mut_2120 = l_3790;
}
const float l_3791 = float(l_26);
const uint32 l_3792 = reinterpret_cast<uint32 const&>(l_3791);
const uint32 l_3793 = l_3792 & uint32(2147483647);
const float l_3794 = reinterpret_cast<float const&>(l_3793);
const double l_3795 = double(l_3794);
l_mut_1866 = l_3795;
const bool l_3796 = l_3793 < uint32(8388608);
if (l_3796) {
const double l_3797 = double(l_3793);
const double l_3798 = l_3797 * double(1.401298464324817e-45);
l_mut_1866 = l_3798;
}
const uint64 l_3799 = reinterpret_cast<uint64 const&>(l_mut_1866);
const uint32 l_3800 = l_3792 >> uint32(31);
const uint64 l_3801 = uint64(l_3800);
const uint64 l_3802 = l_3801 << uint64(63);
const uint64 l_3803 = l_3799 | l_3802;
const double l_3804 = reinterpret_cast<double const&>(l_3803);
const double l_3805 = abs(l_3804);
l_mut_1866 = l_3805;
l_mut_3415 = uint32(0);
const bool l_3806 = l_3805 >= double(0.785);
if (l_3806) {
const double l_3807 = l_3805 * double(0.6366197723675814);
const double l_3808 = l_3807 + double(0.5);
const double l_3809 = floor(l_3808);
const double l_3810 = l_3809 * double(1.570796325802803);
const double l_3811 = l_3805 - l_3810;
const double l_3812 = l_3811 * l_4;
const double l_3813 = l_3809 * double(9.920935796805404e-10);
const double l_3814 = l_3812 - l_3813;
l_mut_1866 = l_3814;
const uint32 l_3815 = uint32(l_3809);
l_mut_3415 = l_3815;
}
const uint32 l_3816 = reinterpret_cast<uint32 const&>(l_3791);
const bool l_3817 = l_3816 >= uint32(2147483648);
const double l_3818 = l_mut_1866 * l_mut_1866;
const double l_3819 = l_3818 * double(1.9572941063391263e-20);
const double l_3820 = double(8.22063524662433e-18) - l_3819;
l_mut_1610 = l_3820;
const double l_3821 = l_mut_1610 * l_3818;
const double l_3822 = l_3821 - double(2.8114572543455206e-15);
l_mut_1610 = l_3822;
const double l_3823 = l_mut_1610 * l_3818;
const double l_3824 = l_3823 + double(7.647163731819816e-13);
l_mut_1610 = l_3824;
const double l_3825 = l_mut_1610 * l_3818;
const double l_3826 = l_3825 - double(1.6059043836821613e-10);
l_mut_1610 = l_3826;
const double l_3827 = l_mut_1610 * l_3818;
const double l_3828 = l_3827 + double(2.505210838544172e-8);
l_mut_1610 = l_3828;
const double l_3829 = l_mut_1610 * l_3818;
const double l_3830 = l_3829 - double(2.7557319223985893e-6);
l_mut_1610 = l_3830;
const double l_3831 = l_mut_1610 * l_3818;
const double l_3832 = l_3831 + double(0.0001984126984126984);
l_mut_1610 = l_3832;
const double l_3833 = l_mut_1610 * l_3818;
const double l_3834 = l_3833 - double(0.008333333333333333);
l_mut_1610 = l_3834;
const double l_3835 = l_mut_1610 * l_3818;
const double l_3836 = l_3835 + double(0.16666666666666666);
l_mut_1610 = l_3836;
const double l_3837 = double(0.5) * l_3818;
const double l_3838 = double(1.0) - l_3837;
const double l_3839 = double(0.0) * l_3838;
const double l_3840 = l_mut_1866 * l_3818;
const double l_3841 = l_3840 * l_mut_1610;
const double l_3842 = l_3839 - l_3841;
const double l_3843 = l_mut_1866 + l_3842;
const double l_3844 = l_mut_1866 * l_mut_1866;
const double l_3845 = l_3844 * double(4.110317623312165e-19);
const double l_3846 = l_3845 - double(1.5619206968586225e-16);
l_mut_1610 = l_3846;
const double l_3847 = l_mut_1610 * l_3844;
const double l_3848 = l_3847 + double(4.779477332387385e-14);
l_mut_1610 = l_3848;
const double l_3849 = l_mut_1610 * l_3844;
const double l_3850 = l_3849 - double(1.1470745597729725e-11);
l_mut_1610 = l_3850;
const double l_3851 = l_mut_1610 * l_3844;
const double l_3852 = l_3851 + double(2.08767569878681e-9);
l_mut_1610 = l_3852;
const double l_3853 = l_mut_1610 * l_3844;
const double l_3854 = l_3853 - double(2.755731922398589e-7);
l_mut_1610 = l_3854;
const double l_3855 = l_mut_1610 * l_3844;
const double l_3856 = l_3855 + double(2.48015873015873e-5);
l_mut_1610 = l_3856;
const double l_3857 = l_mut_1610 * l_3844;
const double l_3858 = l_3857 - double(0.001388888888888889);
l_mut_1610 = l_3858;
const double l_3859 = l_mut_1610 * l_3844;
const double l_3860 = l_3859 + double(0.041666666666666664);
l_mut_1610 = l_3860;
const double l_3861 = double(0.5) * l_3844;
const double l_3862 = double(1.0) - l_3861;
const double l_3863 = l_3844 * l_3844;
const double l_3864 = l_3863 * l_mut_1610;
const double l_3865 = double(0.0) * l_mut_1866;
const double l_3866 = l_3864 - l_3865;
const double l_3867 = l_3862 + l_3866;
const uint32 l_3868 = l_mut_3415 & uint32(1);
const bool l_3869 = l_3868 == uint32(1);
l_mut_1866 = l_3843;
const uint32 l_3870 = l_mut_3415 & uint32(2);
const bool l_3871 = l_3870 != uint32(0);
l_mut_150 = l_3871;
l_mut_1866 = l_3867;
if (l_3869) {
l_mut_1866 = l_3843;
}
const uint32 l_3872 = l_mut_3415 + uint32(1);
const uint32 l_3873 = l_3872 & uint32(2);
const bool l_3874 = l_3873 != uint32(0);
l_mut_150 = l_3874;
const bool l_3875 = bool(false) && l_3817;
if (l_3875) {
const bool l_3876 = !l_mut_150;
l_mut_150 = l_3876;
}
if (l_mut_150) {
const double l_3877 = -l_mut_1866;
l_mut_1866 = l_3877;
}
const double l_3878 = abs(l_mut_2120);
const double l_3879 = l_3878 * double(1.4551915228366852e-11);
const double l_3880 = abs(l_mut_1866);
const double l_3881 = l_3880 * double(1.4551915228366852e-11);
const double l_3882 = l_mut_2120 - l_19;
const double l_3883 = l_mut_2120 + l_19;
const double l_3884 = l_mut_1866 - l_19;
const double l_3885 = l_mut_1866 + l_19;
l_mut_3415 = uint32(2);
const double l_3886 = abs(l_3884);
const bool l_3887 = l_3886 <= l_3881;
const double l_3888 = abs(l_3885);
const bool l_3889 = l_3888 <= l_3881;
const bool l_3890 = l_3887 || l_3889;
const bool l_3891 = !l_3890;
if (l_3891) {
l_mut_3415 = uint32(0);
const bool l_3892 = l_3884 <= double(0.0);
const bool l_3893 = l_3885 >= double(0.0);
const bool l_3894 = l_3892 && l_3893;
const bool l_3895 = !l_3894;
if (l_3895) {
const double l_3896 = abs(l_3884);
const double l_3897 = abs(l_3885);
l_mut_2120 = l_3896;
const bool l_3898 = l_3897 < l_3896;
if (l_3898) {
l_mut_2120 = l_3897;
}
const double l_3899 = l_3881 / l_mut_2120;
const double l_3900 = l_3899 + double(1.4551915228366852e-11);
const double l_3901 = double(1.0) / l_3885;
const double l_3902 = double(1.0) / l_3884;
const double l_3903 = abs(l_3901);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3904 = l_3903 >= double(1.1754943508222875e-38);
const bool l_3905 = l_3903 <= double(1.7976931348623157e308);
const bool l_3906 = l_3904 && l_3905;
if (l_3906) {
const uint64 l_3907 = reinterpret_cast<uint64 const&>(l_3903);
const uint64 l_3908 = l_3907 >> uint64(52);
const uint64 l_3909 = l_3908 - uint64(23);
const uint64 l_3910 = l_3909 << uint64(52);
const double l_3911 = reinterpret_cast<double const&>(l_3910);
l_mut_2120 = l_3911;
}
const double l_3912 = l_22 * l_mut_2120;
const double l_3913 = l_3901 - l_3912;
const double l_3914 = abs(l_3902);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3915 = l_3914 >= double(1.1754943508222875e-38);
const bool l_3916 = l_3914 <= double(1.7976931348623157e308);
const bool l_3917 = l_3915 && l_3916;
if (l_3917) {
const uint64 l_3918 = reinterpret_cast<uint64 const&>(l_3914);
const uint64 l_3919 = l_3918 >> uint64(52);
const uint64 l_3920 = l_3919 - uint64(23);
const uint64 l_3921 = l_3920 << uint64(52);
const double l_3922 = reinterpret_cast<double const&>(l_3921);
l_mut_2120 = l_3922;
}
const double l_3923 = l_22 * l_mut_2120;
const double l_3924 = l_3902 + l_3923;
const double l_3926 = l_3882 * l_3913;
const double l_3927 = l_3882 * l_3924;
const double l_3928 = l_3883 * l_3913;
const double l_3929 = l_3883 * l_3924;
l_arr_3925[uint32(0)] = l_3926;
l_arr_3925[uint32(1)] = l_3926;
const double l_3930 = l_arr_3925[uint32(0)];
const bool l_3931 = l_3927 < l_3930;
if (l_3931) {
l_arr_3925[uint32(0)] = l_3927;
}
const double l_3932 = l_arr_3925[uint32(0)];
const bool l_3933 = l_3928 < l_3932;
if (l_3933) {
l_arr_3925[uint32(0)] = l_3928;
}
const double l_3934 = l_arr_3925[uint32(0)];
const bool l_3935 = l_3929 < l_3934;
if (l_3935) {
l_arr_3925[uint32(0)] = l_3929;
}
const double l_3936 = l_arr_3925[uint32(1)];
const bool l_3937 = l_3927 > l_3936;
if (l_3937) {
l_arr_3925[uint32(1)] = l_3927;
}
const double l_3938 = l_arr_3925[uint32(1)];
const bool l_3939 = l_3928 > l_3938;
if (l_3939) {
l_arr_3925[uint32(1)] = l_3928;
}
const double l_3940 = l_arr_3925[uint32(1)];
const bool l_3941 = l_3929 > l_3940;
if (l_3941) {
l_arr_3925[uint32(1)] = l_3929;
}
const double l_3942 = abs(l_3882);
const double l_3943 = abs(l_3883);
l_mut_2120 = l_3942;
const bool l_3944 = l_3943 > l_3942;
if (l_3944) {
l_mut_2120 = l_3943;
}
const double l_3945 = abs(l_3913);
const double l_3946 = abs(l_3924);
l_mut_1866 = l_3945;
const bool l_3947 = l_3946 > l_3945;
if (l_3947) {
l_mut_1866 = l_3946;
}
const double l_3948 = l_mut_2120 * l_mut_1866;
const double l_3949 = l_3900 + double(1.4551915228366852e-11);
const double l_3950 = l_3948 * l_3949;
const double l_3951 = l_3879 * l_mut_1866;
const double l_3952 = l_3950 + l_3951;
l_mut_3415 = uint32(2);
const double l_3953 = abs(l_3901);
const double l_3954 = l_3953 * l_3900;
const double l_3955 = l_3901 - l_3954;
const double l_3956 = abs(l_3955);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3957 = l_3956 >= double(1.1754943508222875e-38);
const bool l_3958 = l_3956 <= double(1.7976931348623157e308);
const bool l_3959 = l_3957 && l_3958;
if (l_3959) {
const uint64 l_3960 = reinterpret_cast<uint64 const&>(l_3956);
const uint64 l_3961 = l_3960 >> uint64(52);
const uint64 l_3962 = l_3961 - uint64(23);
const uint64 l_3963 = l_3962 << uint64(52);
const double l_3964 = reinterpret_cast<double const&>(l_3963);
l_mut_2120 = l_3964;
}
const double l_3965 = l_3901 + l_3954;
const double l_3966 = abs(l_3965);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3967 = l_3966 >= double(1.1754943508222875e-38);
const bool l_3968 = l_3966 <= double(1.7976931348623157e308);
const bool l_3969 = l_3967 && l_3968;
if (l_3969) {
const uint64 l_3970 = reinterpret_cast<uint64 const&>(l_3966);
const uint64 l_3971 = l_3970 >> uint64(52);
const uint64 l_3972 = l_3971 - uint64(23);
const uint64 l_3973 = l_3972 << uint64(52);
const double l_3974 = reinterpret_cast<double const&>(l_3973);
l_mut_1866 = l_3974;
}
const bool l_3975 = l_mut_2120 == l_mut_1866;
const double l_3976 = abs(l_3902);
const double l_3977 = l_3976 * l_3900;
const double l_3978 = l_3902 - l_3977;
const double l_3979 = abs(l_3978);
l_mut_2120 = double(1.401298464324817e-45);
const bool l_3980 = l_3979 >= double(1.1754943508222875e-38);
const bool l_3981 = l_3979 <= double(1.7976931348623157e308);
const bool l_3982 = l_3980 && l_3981;
if (l_3982) {
const uint64 l_3983 = reinterpret_cast<uint64 const&>(l_3979);
const uint64 l_3984 = l_3983 >> uint64(52);
const uint64 l_3985 = l_3984 - uint64(23);
const uint64 l_3986 = l_3985 << uint64(52);
const double l_3987 = reinterpret_cast<double const&>(l_3986);
l_mut_2120 = l_3987;
}
const double l_3988 = l_3902 + l_3977;
const double l_3989 = abs(l_3988);
l_mut_1866 = double(1.401298464324817e-45);
const bool l_3990 = l_3989 >= double(1.1754943508222875e-38);
const bool l_3991 = l_3989 <= double(1.7976931348623157e308);
const bool l_3992 = l_3990 && l_3991;
if (l_3992) {
const uint64 l_3993 = reinterpret_cast<uint64 const&>(l_3989);
const uint64 l_3994 = l_3993 >> uint64(52);
const uint64 l_3995 = l_3994 - uint64(23);
const uint64 l_3996 = l_3995 << uint64(52);
const double l_3997 = reinterpret_cast<double const&>(l_3996);
l_mut_1866 = l_3997;
}
const bool l_3998 = l_mut_2120 == l_mut_1866;
const bool l_3999 = l_3975 && l_3998;
if (l_3999) {
const double l_4000 = l_arr_3925[uint32(0)];
const double l_4001 = l_arr_3925[uint32(1)];
const uint32 l_4002 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4003 = l_4002 & uint32(2147483647);
const float l_4004 = reinterpret_cast<float const&>(l_4003);
const double l_4005 = double(l_4004);
l_mut_2120 = l_4005;
const bool l_4006 = l_4003 < uint32(8388608);
if (l_4006) {
const double l_4007 = double(l_4003);
const double l_4008 = l_4007 * double(1.401298464324817e-45);
l_mut_2120 = l_4008;
}
const uint64 l_4009 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_4010 = l_4002 >> uint32(31);
const uint64 l_4011 = uint64(l_4010);
const uint64 l_4012 = l_4011 << uint64(63);
const uint64 l_4013 = l_4009 | l_4012;
const double l_4014 = reinterpret_cast<double const&>(l_4013);
const uint32 l_4015 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4016 = l_4015 + uint32(1);
l_mut_2372 = l_4016;
const uint32 l_4017 = l_4015 & uint32(2147483647);
const bool l_4018 = l_4017 == uint32(0);
if (l_4018) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_4019 = l_4015 & uint32(2147483648);
const bool l_4020 = l_4019 != uint32(0);
if (l_4020) {
const uint32 l_4021 = l_4015 - uint32(1);
l_mut_2372 = l_4021;
} else {
const bool l_4022 = l_4015 == uint32(2139095040);
if (l_4022) {
l_mut_2372 = l_4015;
}
}
}
const float l_4023 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_4024 = reinterpret_cast<uint32 const&>(l_4023);
const uint32 l_4025 = l_4024 & uint32(2147483647);
const float l_4026 = reinterpret_cast<float const&>(l_4025);
const double l_4027 = double(l_4026);
l_mut_2120 = l_4027;
const bool l_4028 = l_4025 < uint32(8388608);
if (l_4028) {
const double l_4029 = double(l_4025);
const double l_4030 = l_4029 * double(1.401298464324817e-45);
l_mut_2120 = l_4030;
}
const uint64 l_4031 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_4032 = l_4024 >> uint32(31);
const uint64 l_4033 = uint64(l_4032);
const uint64 l_4034 = l_4033 << uint64(63);
const uint64 l_4035 = l_4031 | l_4034;
const double l_4036 = reinterpret_cast<double const&>(l_4035);
const uint32 l_4037 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4038 = l_4037 ^ uint32(2147483648);
const float l_4039 = reinterpret_cast<float const&>(l_4038);
const uint32 l_4040 = reinterpret_cast<uint32 const&>(l_4039);
const uint32 l_4041 = l_4040 + uint32(1);
l_mut_2372 = l_4041;
const uint32 l_4042 = l_4040 & uint32(2147483647);
const bool l_4043 = l_4042 == uint32(0);
if (l_4043) {
l_mut_2372 = uint32(1);
} else {
const uint32 l_4044 = l_4040 & uint32(2147483648);
const bool l_4045 = l_4044 != uint32(0);
if (l_4045) {
const uint32 l_4046 = l_4040 - uint32(1);
l_mut_2372 = l_4046;
} else {
const bool l_4047 = l_4040 == uint32(2139095040);
if (l_4047) {
l_mut_2372 = l_4040;
}
}
}
const float l_4048 = reinterpret_cast<float const&>(l_mut_2372);
const uint32 l_4049 = reinterpret_cast<uint32 const&>(l_4048);
const uint32 l_4050 = l_4049 ^ uint32(2147483648);
const float l_4051 = reinterpret_cast<float const&>(l_4050);
const uint32 l_4052 = reinterpret_cast<uint32 const&>(l_4051);
const uint32 l_4053 = l_4052 & uint32(2147483647);
const float l_4054 = reinterpret_cast<float const&>(l_4053);
const double l_4055 = double(l_4054);
l_mut_2120 = l_4055;
const bool l_4056 = l_4053 < uint32(8388608);
if (l_4056) {
const double l_4057 = double(l_4053);
const double l_4058 = l_4057 * double(1.401298464324817e-45);
l_mut_2120 = l_4058;
}
const uint64 l_4059 = reinterpret_cast<uint64 const&>(l_mut_2120);
const uint32 l_4060 = l_4052 >> uint32(31);
const uint64 l_4061 = uint64(l_4060);
const uint64 l_4062 = l_4061 << uint64(63);
const uint64 l_4063 = l_4059 | l_4062;
const double l_4064 = reinterpret_cast<double const&>(l_4063);
const double l_4065 = l_4000 + l_3952;
const bool l_4066 = l_4065 <= l_4014;
l_mut_150 = l_4066;
const double l_4067 = l_4000 - l_3952;
const bool l_4068 = l_4067 > l_4014;
l_mut_147 = l_4068;
const double l_4069 = l_4001 - l_3952;
const bool l_4070 = l_4069 >= l_4014;
l_mut_144 = l_4070;
const double l_4071 = l_4001 + l_3952;
const bool l_4072 = l_4071 < l_4014;
l_mut_141 = l_4072;
const double l_4073 = l_4000 + l_3952;
const bool l_4074 = l_4073 < l_4036;
l_mut_150 = l_4074;
const double l_4075 = l_4000 - l_3952;
const bool l_4076 = l_4075 >= l_4036;
l_mut_147 = l_4076;
const double l_4077 = l_4001 - l_3952;
const bool l_4078 = l_4077 > l_4064;
l_mut_144 = l_4078;
const double l_4079 = l_4001 + l_3952;
const bool l_4080 = l_4079 <= l_4064;
l_mut_141 = l_4080;
l_mut_2372 = uint32(2);
const bool l_4081 = l_mut_147 || l_mut_141;
if (l_4081) {
l_mut_2372 = uint32(1);
} else {
const bool l_4082 = l_mut_150 && l_mut_144;
if (l_4082) {
l_mut_2372 = uint32(0);
}
}
const uint32 l_4083 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4084 = l_4083 & uint32(2147483647);
const bool l_4085 = l_4084 == uint32(0);
if (l_4085) {
const double l_4086 = l_4000 + l_3952;
const bool l_4087 = l_4086 < double(1.1754943508222875e-38);
const double l_4088 = l_4001 - l_3952;
const bool l_4089 = l_4088 > double(-1.1754943508222875e-38);
const bool l_4090 = l_4087 && l_4089;
const double l_4091 = l_4000 - l_3952;
const bool l_4092 = l_4091 < double(1.1754943508222875e-38);
const double l_4093 = l_4001 + l_3952;
const bool l_4094 = l_4093 > double(-1.1754943508222875e-38);
const bool l_4095 = l_4092 && l_4094;
if (l_4090) {
l_mut_2372 = uint32(0);
} else {
const bool l_4096 = l_mut_2372 == uint32(1);
const bool l_4097 = l_4095 && l_4096;
if (l_4097) {
l_mut_2372 = uint32(2);
}
}
}
l_mut_3415 = l_mut_2372;
}
}
}
l_mut_31 = l_mut_3415;
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
const uint32 l_4098 = l_arr_30[uint32(0)];
const bool l_4099 = l_4098 == uint32(0);
if (l_4099) {
l_mut_31 = uint32(2);
}
const uint32 l_4170 = info.static_meta[uint32(7)];
const uint32 l_4171 = l_4170 * uint32(1);
const bool l_4172 = l_7 < l_4171;
if (l_4172) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
