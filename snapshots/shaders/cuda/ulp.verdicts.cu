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

uint32 l_arr_1057[1];

double l_arr_3127[2];

double l_arr_4170[2];

double l_arr_4386[2];

double l_arr_4800[2];

double l_arr_4974[2];

double l_arr_5547[2];

bool l_mut_141;
bool l_mut_144;
bool l_mut_147;
bool l_mut_150;
double l_mut_1122;
double l_mut_1205;
double l_mut_2220;
double l_mut_2474;
double l_mut_2730;
double l_mut_2984;
double l_mut_38;
double l_mut_61;
double l_mut_709;
int32 l_mut_5494;
uint32 l_mut_31;
uint32 l_mut_3236;
uint32 l_mut_4279;
uint32 l_mut_48;
uint32 l_mut_90;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_6154 = info.static_meta[uint32(6)];
const uint32 l_6155 = l_6154 * uint32(1);
const bool l_6156 = uint32(1024) < l_6155;
const uint32 l_6157 = l_6155 - uint32(1);
const uint32 l_6158 = min(uint32(1024), l_6157);
const uint32 l_6159 = buffer_6[l_6158];
const uint32 l_6160 = (l_6156) ? l_6159 : uint32(0);
const uint32 l_2 = l_6160;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_6161 = info.static_meta[uint32(4)];
const uint32 l_6162 = l_6161 * uint32(1);
const bool l_6163 = l_8 < l_6162;
const uint32 l_6164 = l_6162 - uint32(1);
const uint32 l_6165 = min(l_8, l_6164);
const uint32 l_6166 = buffer_4[l_6165];
const uint32 l_6167 = (l_6163) ? l_6166 : uint32(0);
const uint32 l_9 = l_6167;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_6168 = info.static_meta[uint32(4)];
const uint32 l_6169 = l_6168 * uint32(1);
const bool l_6170 = l_11 < l_6169;
const uint32 l_6171 = l_6169 - uint32(1);
const uint32 l_6172 = min(l_11, l_6171);
const uint32 l_6173 = buffer_4[l_6172];
const uint32 l_6174 = (l_6170) ? l_6173 : uint32(0);
const uint32 l_12 = l_6174;
const bool l_13 = l_12 != uint32(0);
const uint32 l_6175 = info.static_meta[uint32(0)];
const uint32 l_6176 = l_6175 * uint32(1);
const bool l_6177 = idxGlobal < l_6176;
const uint32 l_6178 = l_6176 - uint32(1);
const uint32 l_6179 = min(idxGlobal, l_6178);
const float l_6180 = buffer_0[l_6179];
const float l_6181 = (l_6177) ? l_6180 : float(0.0);
const float l_14 = l_6181;
const uint32 l_6182 = info.static_meta[uint32(1)];
const uint32 l_6183 = l_6182 * uint32(1);
const bool l_6184 = idxGlobal < l_6183;
const uint32 l_6185 = l_6183 - uint32(1);
const uint32 l_6186 = min(idxGlobal, l_6185);
const float l_6187 = buffer_1[l_6186];
const float l_6188 = (l_6184) ? l_6187 : float(0.0);
const float l_15 = l_6188;
const uint32 l_6189 = info.static_meta[uint32(2)];
const uint32 l_6190 = l_6189 * uint32(1);
const bool l_6191 = idxGlobal < l_6190;
const uint32 l_6192 = l_6190 - uint32(1);
const uint32 l_6193 = min(idxGlobal, l_6192);
const double l_6194 = buffer_2[l_6193];
const double l_6195 = (l_6191) ? l_6194 : double(0.0);
const double l_16 = l_6195;
const uint32 l_6196 = info.static_meta[uint32(3)];
const uint32 l_6197 = l_6196 * uint32(1);
const bool l_6198 = idxGlobal < l_6197;
const uint32 l_6199 = l_6197 - uint32(1);
const uint32 l_6200 = min(idxGlobal, l_6199);
const double l_6201 = buffer_3[l_6200];
const double l_6202 = (l_6198) ? l_6201 : double(0.0);
const double l_17 = l_6202;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_6203 = info.static_meta[uint32(5)];
const uint32 l_6204 = l_6203 * uint32(1);
const bool l_6205 = l_18 < l_6204;
const uint32 l_6206 = l_6204 - uint32(1);
const uint32 l_6207 = min(l_18, l_6206);
const double l_6208 = buffer_5[l_6207];
const double l_6209 = (l_6205) ? l_6208 : double(0.0);
const double l_19 = l_6209;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_6210 = info.static_meta[uint32(5)];
const uint32 l_6211 = l_6210 * uint32(1);
const bool l_6212 = l_21 < l_6211;
const uint32 l_6213 = l_6211 - uint32(1);
const uint32 l_6214 = min(l_21, l_6213);
const double l_6215 = buffer_5[l_6214];
const double l_6216 = (l_6212) ? l_6215 : double(0.0);
const double l_22 = l_6216;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_6217 = info.static_meta[uint32(5)];
const uint32 l_6218 = l_6217 * uint32(1);
const bool l_6219 = l_24 < l_6218;
const uint32 l_6220 = l_6218 - uint32(1);
const uint32 l_6221 = min(l_24, l_6220);
const double l_6222 = buffer_5[l_6221];
const double l_6223 = (l_6219) ? l_6222 : double(0.0);
const double l_25 = l_6223;
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
const bool l_1056 = l_9 == uint32(9);
if (l_1056) {
l_arr_1057[uint32(0)] = uint32(1);
const double l_1058 = sqrt(l_26);
const double l_1059 = double(1.0) / l_1058;
const double l_1060 = l_1059 * double(1.4551915228366852e-11);
const double l_1061 = abs(l_1059);
l_mut_709 = double(1.401298464324817e-45);
const bool l_1062 = l_1061 >= double(1.1754943508222875e-38);
const bool l_1063 = l_1061 <= double(1.7976931348623157e308);
const bool l_1064 = l_1062 && l_1063;
if (l_1064) {
const uint64 l_1065 = reinterpret_cast<uint64 const&>(l_1061);
const uint64 l_1066 = l_1065 >> uint64(52);
const uint64 l_1067 = l_1066 - uint64(23);
const uint64 l_1068 = l_1067 << uint64(52);
const double l_1069 = reinterpret_cast<double const&>(l_1068);
l_mut_709 = l_1069;
}
const double l_1070 = l_1059 - l_1060;
const double l_1071 = abs(l_1070);
l_mut_61 = double(1.401298464324817e-45);
const bool l_1072 = l_1071 >= double(1.1754943508222875e-38);
const bool l_1073 = l_1071 <= double(1.7976931348623157e308);
const bool l_1074 = l_1072 && l_1073;
if (l_1074) {
const uint64 l_1075 = reinterpret_cast<uint64 const&>(l_1071);
const uint64 l_1076 = l_1075 >> uint64(52);
const uint64 l_1077 = l_1076 - uint64(23);
const uint64 l_1078 = l_1077 << uint64(52);
const double l_1079 = reinterpret_cast<double const&>(l_1078);
l_mut_61 = l_1079;
}
const double l_1080 = l_1059 + l_1060;
const double l_1081 = abs(l_1080);
l_mut_38 = double(1.401298464324817e-45);
const bool l_1082 = l_1081 >= double(1.1754943508222875e-38);
const bool l_1083 = l_1081 <= double(1.7976931348623157e308);
const bool l_1084 = l_1082 && l_1083;
if (l_1084) {
const uint64 l_1085 = reinterpret_cast<uint64 const&>(l_1081);
const uint64 l_1086 = l_1085 >> uint64(52);
const uint64 l_1087 = l_1086 - uint64(23);
const uint64 l_1088 = l_1087 << uint64(52);
const double l_1089 = reinterpret_cast<double const&>(l_1088);
l_mut_38 = l_1089;
}
const bool l_1090 = l_mut_61 == l_mut_38;
const bool l_1091 = !l_1090;
if (l_1091) {
l_arr_1057[uint32(0)] = uint32(0);
}
const double l_1092 = l_19 * l_mut_709;
const double l_1093 = l_1059 - l_1092;
l_mut_61 = l_1093;
if (l_13) {
const double l_1094 = l_1093 - l_1060;
const double l_1095 = l_1094 * double(7.1362384635298e44);
const double l_1096 = floor(l_1095);
const double l_1097 = l_1096 * double(1.401298464324817e-45);
l_mut_38 = l_1097;
const double l_1098 = abs(l_1094);
const bool l_1099 = l_1098 >= double(1.1754943508222875e-38);
if (l_1099) {
const float l_1100 = float(l_1094);
const double l_1101 = double(l_1100);
l_mut_38 = l_1101;
const bool l_1102 = l_mut_38 > l_1094;
if (l_1102) {
const uint32 l_1103 = reinterpret_cast<uint32 const&>(l_1100);
const uint32 l_1104 = l_1103 ^ uint32(2147483648);
const float l_1105 = reinterpret_cast<float const&>(l_1104);
const uint32 l_1106 = reinterpret_cast<uint32 const&>(l_1105);
const uint32 l_1107 = l_1106 + uint32(1);
l_mut_90 = l_1107;
const uint32 l_1108 = l_1106 & uint32(2147483647);
const bool l_1109 = l_1108 == uint32(0);
if (l_1109) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1110 = l_1106 & uint32(2147483648);
const bool l_1111 = l_1110 != uint32(0);
if (l_1111) {
const uint32 l_1112 = l_1106 - uint32(1);
l_mut_90 = l_1112;
} else {
const bool l_1113 = l_1106 == uint32(2139095040);
if (l_1113) {
l_mut_90 = l_1106;
}
}
}
const float l_1114 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1115 = reinterpret_cast<uint32 const&>(l_1114);
const uint32 l_1116 = l_1115 ^ uint32(2147483648);
const float l_1117 = reinterpret_cast<float const&>(l_1116);
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_1117);
const uint32 l_1119 = l_1118 & uint32(2147483647);
const float l_1120 = reinterpret_cast<float const&>(l_1119);
const double l_1121 = double(l_1120);
l_mut_1122 = l_1121;
const bool l_1123 = l_1119 < uint32(8388608);
if (l_1123) {
const double l_1124 = double(l_1119);
const double l_1125 = l_1124 * double(1.401298464324817e-45);
l_mut_1122 = l_1125;
}
const uint64 l_1126 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1127 = l_1118 >> uint32(31);
const uint64 l_1128 = uint64(l_1127);
const uint64 l_1129 = l_1128 << uint64(63);
const uint64 l_1130 = l_1126 | l_1129;
const double l_1131 = reinterpret_cast<double const&>(l_1130);
l_mut_38 = l_1131;
} else {
const uint32 l_1132 = reinterpret_cast<uint32 const&>(l_1100);
const uint32 l_1133 = l_1132 + uint32(1);
l_mut_90 = l_1133;
const uint32 l_1134 = l_1132 & uint32(2147483647);
const bool l_1135 = l_1134 == uint32(0);
if (l_1135) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1136 = l_1132 & uint32(2147483648);
const bool l_1137 = l_1136 != uint32(0);
if (l_1137) {
const uint32 l_1138 = l_1132 - uint32(1);
l_mut_90 = l_1138;
} else {
const bool l_1139 = l_1132 == uint32(2139095040);
if (l_1139) {
l_mut_90 = l_1132;
}
}
}
const float l_1140 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1141 = reinterpret_cast<uint32 const&>(l_1140);
const uint32 l_1142 = l_1141 & uint32(2147483647);
const float l_1143 = reinterpret_cast<float const&>(l_1142);
const double l_1144 = double(l_1143);
l_mut_1122 = l_1144;
const bool l_1145 = l_1142 < uint32(8388608);
if (l_1145) {
const double l_1146 = double(l_1142);
const double l_1147 = l_1146 * double(1.401298464324817e-45);
l_mut_1122 = l_1147;
}
const uint64 l_1148 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1149 = l_1141 >> uint32(31);
const uint64 l_1150 = uint64(l_1149);
const uint64 l_1151 = l_1150 << uint64(63);
const uint64 l_1152 = l_1148 | l_1151;
const double l_1153 = reinterpret_cast<double const&>(l_1152);
const bool l_1154 = l_1153 <= l_1094;
if (l_1154) {
const uint32 l_1155 = reinterpret_cast<uint32 const&>(l_1100);
const uint32 l_1156 = l_1155 + uint32(1);
l_mut_90 = l_1156;
const uint32 l_1157 = l_1155 & uint32(2147483647);
const bool l_1158 = l_1157 == uint32(0);
if (l_1158) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1159 = l_1155 & uint32(2147483648);
const bool l_1160 = l_1159 != uint32(0);
if (l_1160) {
const uint32 l_1161 = l_1155 - uint32(1);
l_mut_90 = l_1161;
} else {
const bool l_1162 = l_1155 == uint32(2139095040);
if (l_1162) {
l_mut_90 = l_1155;
}
}
}
const float l_1163 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1164 = reinterpret_cast<uint32 const&>(l_1163);
const uint32 l_1165 = l_1164 & uint32(2147483647);
const float l_1166 = reinterpret_cast<float const&>(l_1165);
const double l_1167 = double(l_1166);
l_mut_1122 = l_1167;
const bool l_1168 = l_1165 < uint32(8388608);
if (l_1168) {
const double l_1169 = double(l_1165);
const double l_1170 = l_1169 * double(1.401298464324817e-45);
l_mut_1122 = l_1170;
}
const uint64 l_1171 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1172 = l_1164 >> uint32(31);
const uint64 l_1173 = uint64(l_1172);
const uint64 l_1174 = l_1173 << uint64(63);
const uint64 l_1175 = l_1171 | l_1174;
const double l_1176 = reinterpret_cast<double const&>(l_1175);
l_mut_38 = l_1176;
}
}
}
const double l_1177 = l_1093 + l_1060;
const double l_1178 = l_1177 * double(7.1362384635298e44);
const double l_1179 = floor(l_1178);
const double l_1180 = l_1179 * double(1.401298464324817e-45);
l_mut_1122 = l_1180;
const double l_1181 = abs(l_1177);
const bool l_1182 = l_1181 >= double(1.1754943508222875e-38);
if (l_1182) {
const float l_1183 = float(l_1177);
const double l_1184 = double(l_1183);
l_mut_1122 = l_1184;
const bool l_1185 = l_mut_1122 > l_1177;
if (l_1185) {
const uint32 l_1186 = reinterpret_cast<uint32 const&>(l_1183);
const uint32 l_1187 = l_1186 ^ uint32(2147483648);
const float l_1188 = reinterpret_cast<float const&>(l_1187);
const uint32 l_1189 = reinterpret_cast<uint32 const&>(l_1188);
const uint32 l_1190 = l_1189 + uint32(1);
l_mut_90 = l_1190;
const uint32 l_1191 = l_1189 & uint32(2147483647);
const bool l_1192 = l_1191 == uint32(0);
if (l_1192) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1193 = l_1189 & uint32(2147483648);
const bool l_1194 = l_1193 != uint32(0);
if (l_1194) {
const uint32 l_1195 = l_1189 - uint32(1);
l_mut_90 = l_1195;
} else {
const bool l_1196 = l_1189 == uint32(2139095040);
if (l_1196) {
l_mut_90 = l_1189;
}
}
}
const float l_1197 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1198 = reinterpret_cast<uint32 const&>(l_1197);
const uint32 l_1199 = l_1198 ^ uint32(2147483648);
const float l_1200 = reinterpret_cast<float const&>(l_1199);
const uint32 l_1201 = reinterpret_cast<uint32 const&>(l_1200);
const uint32 l_1202 = l_1201 & uint32(2147483647);
const float l_1203 = reinterpret_cast<float const&>(l_1202);
const double l_1204 = double(l_1203);
l_mut_1205 = l_1204;
const bool l_1206 = l_1202 < uint32(8388608);
if (l_1206) {
const double l_1207 = double(l_1202);
const double l_1208 = l_1207 * double(1.401298464324817e-45);
l_mut_1205 = l_1208;
}
const uint64 l_1209 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1210 = l_1201 >> uint32(31);
const uint64 l_1211 = uint64(l_1210);
const uint64 l_1212 = l_1211 << uint64(63);
const uint64 l_1213 = l_1209 | l_1212;
const double l_1214 = reinterpret_cast<double const&>(l_1213);
l_mut_1122 = l_1214;
} else {
const uint32 l_1215 = reinterpret_cast<uint32 const&>(l_1183);
const uint32 l_1216 = l_1215 + uint32(1);
l_mut_90 = l_1216;
const uint32 l_1217 = l_1215 & uint32(2147483647);
const bool l_1218 = l_1217 == uint32(0);
if (l_1218) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1219 = l_1215 & uint32(2147483648);
const bool l_1220 = l_1219 != uint32(0);
if (l_1220) {
const uint32 l_1221 = l_1215 - uint32(1);
l_mut_90 = l_1221;
} else {
const bool l_1222 = l_1215 == uint32(2139095040);
if (l_1222) {
l_mut_90 = l_1215;
}
}
}
const float l_1223 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1224 = reinterpret_cast<uint32 const&>(l_1223);
const uint32 l_1225 = l_1224 & uint32(2147483647);
const float l_1226 = reinterpret_cast<float const&>(l_1225);
const double l_1227 = double(l_1226);
l_mut_1205 = l_1227;
const bool l_1228 = l_1225 < uint32(8388608);
if (l_1228) {
const double l_1229 = double(l_1225);
const double l_1230 = l_1229 * double(1.401298464324817e-45);
l_mut_1205 = l_1230;
}
const uint64 l_1231 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1232 = l_1224 >> uint32(31);
const uint64 l_1233 = uint64(l_1232);
const uint64 l_1234 = l_1233 << uint64(63);
const uint64 l_1235 = l_1231 | l_1234;
const double l_1236 = reinterpret_cast<double const&>(l_1235);
const bool l_1237 = l_1236 <= l_1177;
if (l_1237) {
const uint32 l_1238 = reinterpret_cast<uint32 const&>(l_1183);
const uint32 l_1239 = l_1238 + uint32(1);
l_mut_90 = l_1239;
const uint32 l_1240 = l_1238 & uint32(2147483647);
const bool l_1241 = l_1240 == uint32(0);
if (l_1241) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1242 = l_1238 & uint32(2147483648);
const bool l_1243 = l_1242 != uint32(0);
if (l_1243) {
const uint32 l_1244 = l_1238 - uint32(1);
l_mut_90 = l_1244;
} else {
const bool l_1245 = l_1238 == uint32(2139095040);
if (l_1245) {
l_mut_90 = l_1238;
}
}
}
const float l_1246 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1247 = reinterpret_cast<uint32 const&>(l_1246);
const uint32 l_1248 = l_1247 & uint32(2147483647);
const float l_1249 = reinterpret_cast<float const&>(l_1248);
const double l_1250 = double(l_1249);
l_mut_1205 = l_1250;
const bool l_1251 = l_1248 < uint32(8388608);
if (l_1251) {
const double l_1252 = double(l_1248);
const double l_1253 = l_1252 * double(1.401298464324817e-45);
l_mut_1205 = l_1253;
}
const uint64 l_1254 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1255 = l_1247 >> uint32(31);
const uint64 l_1256 = uint64(l_1255);
const uint64 l_1257 = l_1256 << uint64(63);
const uint64 l_1258 = l_1254 | l_1257;
const double l_1259 = reinterpret_cast<double const&>(l_1258);
l_mut_1122 = l_1259;
}
}
}
const bool l_1260 = l_mut_38 == l_mut_1122;
const bool l_1261 = !l_1260;
if (l_1261) {
l_arr_1057[uint32(0)] = uint32(0);
}
const double l_1262 = l_1093 * double(7.1362384635298e44);
const double l_1263 = floor(l_1262);
const double l_1264 = l_1263 * double(1.401298464324817e-45);
l_mut_1205 = l_1264;
const double l_1265 = abs(l_1093);
const bool l_1266 = l_1265 >= double(1.1754943508222875e-38);
if (l_1266) {
const float l_1267 = float(l_1093);
const double l_1268 = double(l_1267);
l_mut_1205 = l_1268;
const bool l_1269 = l_mut_1205 > l_1093;
if (l_1269) {
const uint32 l_1270 = reinterpret_cast<uint32 const&>(l_1267);
const uint32 l_1271 = l_1270 ^ uint32(2147483648);
const float l_1272 = reinterpret_cast<float const&>(l_1271);
const uint32 l_1273 = reinterpret_cast<uint32 const&>(l_1272);
const uint32 l_1274 = l_1273 + uint32(1);
l_mut_90 = l_1274;
const uint32 l_1275 = l_1273 & uint32(2147483647);
const bool l_1276 = l_1275 == uint32(0);
if (l_1276) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1277 = l_1273 & uint32(2147483648);
const bool l_1278 = l_1277 != uint32(0);
if (l_1278) {
const uint32 l_1279 = l_1273 - uint32(1);
l_mut_90 = l_1279;
} else {
const bool l_1280 = l_1273 == uint32(2139095040);
if (l_1280) {
l_mut_90 = l_1273;
}
}
}
const float l_1281 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1282 = reinterpret_cast<uint32 const&>(l_1281);
const uint32 l_1283 = l_1282 ^ uint32(2147483648);
const float l_1284 = reinterpret_cast<float const&>(l_1283);
const uint32 l_1285 = reinterpret_cast<uint32 const&>(l_1284);
const uint32 l_1286 = l_1285 & uint32(2147483647);
const float l_1287 = reinterpret_cast<float const&>(l_1286);
const double l_1288 = double(l_1287);
l_mut_1122 = l_1288;
const bool l_1289 = l_1286 < uint32(8388608);
if (l_1289) {
const double l_1290 = double(l_1286);
const double l_1291 = l_1290 * double(1.401298464324817e-45);
l_mut_1122 = l_1291;
}
const uint64 l_1292 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1293 = l_1285 >> uint32(31);
const uint64 l_1294 = uint64(l_1293);
const uint64 l_1295 = l_1294 << uint64(63);
const uint64 l_1296 = l_1292 | l_1295;
const double l_1297 = reinterpret_cast<double const&>(l_1296);
l_mut_1205 = l_1297;
} else {
const uint32 l_1298 = reinterpret_cast<uint32 const&>(l_1267);
const uint32 l_1299 = l_1298 + uint32(1);
l_mut_90 = l_1299;
const uint32 l_1300 = l_1298 & uint32(2147483647);
const bool l_1301 = l_1300 == uint32(0);
if (l_1301) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1302 = l_1298 & uint32(2147483648);
const bool l_1303 = l_1302 != uint32(0);
if (l_1303) {
const uint32 l_1304 = l_1298 - uint32(1);
l_mut_90 = l_1304;
} else {
const bool l_1305 = l_1298 == uint32(2139095040);
if (l_1305) {
l_mut_90 = l_1298;
}
}
}
const float l_1306 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1307 = reinterpret_cast<uint32 const&>(l_1306);
const uint32 l_1308 = l_1307 & uint32(2147483647);
const float l_1309 = reinterpret_cast<float const&>(l_1308);
const double l_1310 = double(l_1309);
l_mut_1122 = l_1310;
const bool l_1311 = l_1308 < uint32(8388608);
if (l_1311) {
const double l_1312 = double(l_1308);
const double l_1313 = l_1312 * double(1.401298464324817e-45);
l_mut_1122 = l_1313;
}
const uint64 l_1314 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1315 = l_1307 >> uint32(31);
const uint64 l_1316 = uint64(l_1315);
const uint64 l_1317 = l_1316 << uint64(63);
const uint64 l_1318 = l_1314 | l_1317;
const double l_1319 = reinterpret_cast<double const&>(l_1318);
const bool l_1320 = l_1319 <= l_1093;
if (l_1320) {
const uint32 l_1321 = reinterpret_cast<uint32 const&>(l_1267);
const uint32 l_1322 = l_1321 + uint32(1);
l_mut_90 = l_1322;
const uint32 l_1323 = l_1321 & uint32(2147483647);
const bool l_1324 = l_1323 == uint32(0);
if (l_1324) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1325 = l_1321 & uint32(2147483648);
const bool l_1326 = l_1325 != uint32(0);
if (l_1326) {
const uint32 l_1327 = l_1321 - uint32(1);
l_mut_90 = l_1327;
} else {
const bool l_1328 = l_1321 == uint32(2139095040);
if (l_1328) {
l_mut_90 = l_1321;
}
}
}
const float l_1329 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1330 = reinterpret_cast<uint32 const&>(l_1329);
const uint32 l_1331 = l_1330 & uint32(2147483647);
const float l_1332 = reinterpret_cast<float const&>(l_1331);
const double l_1333 = double(l_1332);
l_mut_1122 = l_1333;
const bool l_1334 = l_1331 < uint32(8388608);
if (l_1334) {
const double l_1335 = double(l_1331);
const double l_1336 = l_1335 * double(1.401298464324817e-45);
l_mut_1122 = l_1336;
}
const uint64 l_1337 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_1338 = l_1330 >> uint32(31);
const uint64 l_1339 = uint64(l_1338);
const uint64 l_1340 = l_1339 << uint64(63);
const uint64 l_1341 = l_1337 | l_1340;
const double l_1342 = reinterpret_cast<double const&>(l_1341);
l_mut_1205 = l_1342;
}
}
}
l_mut_61 = l_mut_1205;
}
const double l_1343 = l_19 * l_mut_709;
const double l_1344 = l_1059 + l_1343;
l_mut_1205 = l_1344;
if (l_13) {
const double l_1345 = l_1344 - l_1060;
const double l_1346 = l_1345 * double(7.1362384635298e44);
const double l_1347 = floor(l_1346);
const double l_1348 = l_1347 * double(1.401298464324817e-45);
l_mut_1122 = l_1348;
const double l_1349 = abs(l_1345);
const bool l_1350 = l_1349 >= double(1.1754943508222875e-38);
if (l_1350) {
const float l_1351 = float(l_1345);
const double l_1352 = double(l_1351);
l_mut_1122 = l_1352;
const bool l_1353 = l_mut_1122 > l_1345;
if (l_1353) {
const uint32 l_1354 = reinterpret_cast<uint32 const&>(l_1351);
const uint32 l_1355 = l_1354 ^ uint32(2147483648);
const float l_1356 = reinterpret_cast<float const&>(l_1355);
const uint32 l_1357 = reinterpret_cast<uint32 const&>(l_1356);
const uint32 l_1358 = l_1357 + uint32(1);
l_mut_90 = l_1358;
const uint32 l_1359 = l_1357 & uint32(2147483647);
const bool l_1360 = l_1359 == uint32(0);
if (l_1360) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1361 = l_1357 & uint32(2147483648);
const bool l_1362 = l_1361 != uint32(0);
if (l_1362) {
const uint32 l_1363 = l_1357 - uint32(1);
l_mut_90 = l_1363;
} else {
const bool l_1364 = l_1357 == uint32(2139095040);
if (l_1364) {
l_mut_90 = l_1357;
}
}
}
const float l_1365 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_1365);
const uint32 l_1367 = l_1366 ^ uint32(2147483648);
const float l_1368 = reinterpret_cast<float const&>(l_1367);
const uint32 l_1369 = reinterpret_cast<uint32 const&>(l_1368);
const uint32 l_1370 = l_1369 & uint32(2147483647);
const float l_1371 = reinterpret_cast<float const&>(l_1370);
const double l_1372 = double(l_1371);
l_mut_709 = l_1372;
const bool l_1373 = l_1370 < uint32(8388608);
if (l_1373) {
const double l_1374 = double(l_1370);
const double l_1375 = l_1374 * double(1.401298464324817e-45);
l_mut_709 = l_1375;
}
const uint64 l_1376 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1377 = l_1369 >> uint32(31);
const uint64 l_1378 = uint64(l_1377);
const uint64 l_1379 = l_1378 << uint64(63);
const uint64 l_1380 = l_1376 | l_1379;
const double l_1381 = reinterpret_cast<double const&>(l_1380);
l_mut_1122 = l_1381;
} else {
const uint32 l_1382 = reinterpret_cast<uint32 const&>(l_1351);
const uint32 l_1383 = l_1382 + uint32(1);
l_mut_90 = l_1383;
const uint32 l_1384 = l_1382 & uint32(2147483647);
const bool l_1385 = l_1384 == uint32(0);
if (l_1385) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1386 = l_1382 & uint32(2147483648);
const bool l_1387 = l_1386 != uint32(0);
if (l_1387) {
const uint32 l_1388 = l_1382 - uint32(1);
l_mut_90 = l_1388;
} else {
const bool l_1389 = l_1382 == uint32(2139095040);
if (l_1389) {
l_mut_90 = l_1382;
}
}
}
const float l_1390 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1391 = reinterpret_cast<uint32 const&>(l_1390);
const uint32 l_1392 = l_1391 & uint32(2147483647);
const float l_1393 = reinterpret_cast<float const&>(l_1392);
const double l_1394 = double(l_1393);
l_mut_709 = l_1394;
const bool l_1395 = l_1392 < uint32(8388608);
if (l_1395) {
const double l_1396 = double(l_1392);
const double l_1397 = l_1396 * double(1.401298464324817e-45);
l_mut_709 = l_1397;
}
const uint64 l_1398 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1399 = l_1391 >> uint32(31);
const uint64 l_1400 = uint64(l_1399);
const uint64 l_1401 = l_1400 << uint64(63);
const uint64 l_1402 = l_1398 | l_1401;
const double l_1403 = reinterpret_cast<double const&>(l_1402);
const bool l_1404 = l_1403 <= l_1345;
if (l_1404) {
const uint32 l_1405 = reinterpret_cast<uint32 const&>(l_1351);
const uint32 l_1406 = l_1405 + uint32(1);
l_mut_90 = l_1406;
const uint32 l_1407 = l_1405 & uint32(2147483647);
const bool l_1408 = l_1407 == uint32(0);
if (l_1408) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1409 = l_1405 & uint32(2147483648);
const bool l_1410 = l_1409 != uint32(0);
if (l_1410) {
const uint32 l_1411 = l_1405 - uint32(1);
l_mut_90 = l_1411;
} else {
const bool l_1412 = l_1405 == uint32(2139095040);
if (l_1412) {
l_mut_90 = l_1405;
}
}
}
const float l_1413 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1414 = reinterpret_cast<uint32 const&>(l_1413);
const uint32 l_1415 = l_1414 & uint32(2147483647);
const float l_1416 = reinterpret_cast<float const&>(l_1415);
const double l_1417 = double(l_1416);
l_mut_709 = l_1417;
const bool l_1418 = l_1415 < uint32(8388608);
if (l_1418) {
const double l_1419 = double(l_1415);
const double l_1420 = l_1419 * double(1.401298464324817e-45);
l_mut_709 = l_1420;
}
const uint64 l_1421 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1422 = l_1414 >> uint32(31);
const uint64 l_1423 = uint64(l_1422);
const uint64 l_1424 = l_1423 << uint64(63);
const uint64 l_1425 = l_1421 | l_1424;
const double l_1426 = reinterpret_cast<double const&>(l_1425);
l_mut_1122 = l_1426;
}
}
}
const double l_1427 = l_1344 + l_1060;
const double l_1428 = l_1427 * double(7.1362384635298e44);
const double l_1429 = floor(l_1428);
const double l_1430 = l_1429 * double(1.401298464324817e-45);
l_mut_709 = l_1430;
const double l_1431 = abs(l_1427);
const bool l_1432 = l_1431 >= double(1.1754943508222875e-38);
if (l_1432) {
const float l_1433 = float(l_1427);
const double l_1434 = double(l_1433);
l_mut_709 = l_1434;
const bool l_1435 = l_mut_709 > l_1427;
if (l_1435) {
const uint32 l_1436 = reinterpret_cast<uint32 const&>(l_1433);
const uint32 l_1437 = l_1436 ^ uint32(2147483648);
const float l_1438 = reinterpret_cast<float const&>(l_1437);
const uint32 l_1439 = reinterpret_cast<uint32 const&>(l_1438);
const uint32 l_1440 = l_1439 + uint32(1);
l_mut_90 = l_1440;
const uint32 l_1441 = l_1439 & uint32(2147483647);
const bool l_1442 = l_1441 == uint32(0);
if (l_1442) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1443 = l_1439 & uint32(2147483648);
const bool l_1444 = l_1443 != uint32(0);
if (l_1444) {
const uint32 l_1445 = l_1439 - uint32(1);
l_mut_90 = l_1445;
} else {
const bool l_1446 = l_1439 == uint32(2139095040);
if (l_1446) {
l_mut_90 = l_1439;
}
}
}
const float l_1447 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1448 = reinterpret_cast<uint32 const&>(l_1447);
const uint32 l_1449 = l_1448 ^ uint32(2147483648);
const float l_1450 = reinterpret_cast<float const&>(l_1449);
const uint32 l_1451 = reinterpret_cast<uint32 const&>(l_1450);
const uint32 l_1452 = l_1451 & uint32(2147483647);
const float l_1453 = reinterpret_cast<float const&>(l_1452);
const double l_1454 = double(l_1453);
l_mut_38 = l_1454;
const bool l_1455 = l_1452 < uint32(8388608);
if (l_1455) {
const double l_1456 = double(l_1452);
const double l_1457 = l_1456 * double(1.401298464324817e-45);
l_mut_38 = l_1457;
}
const uint64 l_1458 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_1459 = l_1451 >> uint32(31);
const uint64 l_1460 = uint64(l_1459);
const uint64 l_1461 = l_1460 << uint64(63);
const uint64 l_1462 = l_1458 | l_1461;
const double l_1463 = reinterpret_cast<double const&>(l_1462);
l_mut_709 = l_1463;
} else {
const uint32 l_1464 = reinterpret_cast<uint32 const&>(l_1433);
const uint32 l_1465 = l_1464 + uint32(1);
l_mut_90 = l_1465;
const uint32 l_1466 = l_1464 & uint32(2147483647);
const bool l_1467 = l_1466 == uint32(0);
if (l_1467) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1468 = l_1464 & uint32(2147483648);
const bool l_1469 = l_1468 != uint32(0);
if (l_1469) {
const uint32 l_1470 = l_1464 - uint32(1);
l_mut_90 = l_1470;
} else {
const bool l_1471 = l_1464 == uint32(2139095040);
if (l_1471) {
l_mut_90 = l_1464;
}
}
}
const float l_1472 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1473 = reinterpret_cast<uint32 const&>(l_1472);
const uint32 l_1474 = l_1473 & uint32(2147483647);
const float l_1475 = reinterpret_cast<float const&>(l_1474);
const double l_1476 = double(l_1475);
l_mut_38 = l_1476;
const bool l_1477 = l_1474 < uint32(8388608);
if (l_1477) {
const double l_1478 = double(l_1474);
const double l_1479 = l_1478 * double(1.401298464324817e-45);
l_mut_38 = l_1479;
}
const uint64 l_1480 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_1481 = l_1473 >> uint32(31);
const uint64 l_1482 = uint64(l_1481);
const uint64 l_1483 = l_1482 << uint64(63);
const uint64 l_1484 = l_1480 | l_1483;
const double l_1485 = reinterpret_cast<double const&>(l_1484);
const bool l_1486 = l_1485 <= l_1427;
if (l_1486) {
const uint32 l_1487 = reinterpret_cast<uint32 const&>(l_1433);
const uint32 l_1488 = l_1487 + uint32(1);
l_mut_90 = l_1488;
const uint32 l_1489 = l_1487 & uint32(2147483647);
const bool l_1490 = l_1489 == uint32(0);
if (l_1490) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1491 = l_1487 & uint32(2147483648);
const bool l_1492 = l_1491 != uint32(0);
if (l_1492) {
const uint32 l_1493 = l_1487 - uint32(1);
l_mut_90 = l_1493;
} else {
const bool l_1494 = l_1487 == uint32(2139095040);
if (l_1494) {
l_mut_90 = l_1487;
}
}
}
const float l_1495 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1496 = reinterpret_cast<uint32 const&>(l_1495);
const uint32 l_1497 = l_1496 & uint32(2147483647);
const float l_1498 = reinterpret_cast<float const&>(l_1497);
const double l_1499 = double(l_1498);
l_mut_38 = l_1499;
const bool l_1500 = l_1497 < uint32(8388608);
if (l_1500) {
const double l_1501 = double(l_1497);
const double l_1502 = l_1501 * double(1.401298464324817e-45);
l_mut_38 = l_1502;
}
const uint64 l_1503 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_1504 = l_1496 >> uint32(31);
const uint64 l_1505 = uint64(l_1504);
const uint64 l_1506 = l_1505 << uint64(63);
const uint64 l_1507 = l_1503 | l_1506;
const double l_1508 = reinterpret_cast<double const&>(l_1507);
l_mut_709 = l_1508;
}
}
}
const bool l_1509 = l_mut_1122 == l_mut_709;
const bool l_1510 = !l_1509;
if (l_1510) {
l_arr_1057[uint32(0)] = uint32(0);
}
const double l_1511 = -l_1344;
const double l_1512 = l_1511 * double(7.1362384635298e44);
const double l_1513 = floor(l_1512);
const double l_1514 = l_1513 * double(1.401298464324817e-45);
l_mut_1122 = l_1514;
const double l_1515 = abs(l_1511);
const bool l_1516 = l_1515 >= double(1.1754943508222875e-38);
if (l_1516) {
const float l_1517 = float(l_1511);
const double l_1518 = double(l_1517);
l_mut_1122 = l_1518;
const bool l_1519 = l_mut_1122 > l_1511;
if (l_1519) {
const uint32 l_1520 = reinterpret_cast<uint32 const&>(l_1517);
const uint32 l_1521 = l_1520 ^ uint32(2147483648);
const float l_1522 = reinterpret_cast<float const&>(l_1521);
const uint32 l_1523 = reinterpret_cast<uint32 const&>(l_1522);
const uint32 l_1524 = l_1523 + uint32(1);
l_mut_90 = l_1524;
const uint32 l_1525 = l_1523 & uint32(2147483647);
const bool l_1526 = l_1525 == uint32(0);
if (l_1526) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1527 = l_1523 & uint32(2147483648);
const bool l_1528 = l_1527 != uint32(0);
if (l_1528) {
const uint32 l_1529 = l_1523 - uint32(1);
l_mut_90 = l_1529;
} else {
const bool l_1530 = l_1523 == uint32(2139095040);
if (l_1530) {
l_mut_90 = l_1523;
}
}
}
const float l_1531 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1532 = reinterpret_cast<uint32 const&>(l_1531);
const uint32 l_1533 = l_1532 ^ uint32(2147483648);
const float l_1534 = reinterpret_cast<float const&>(l_1533);
const uint32 l_1535 = reinterpret_cast<uint32 const&>(l_1534);
const uint32 l_1536 = l_1535 & uint32(2147483647);
const float l_1537 = reinterpret_cast<float const&>(l_1536);
const double l_1538 = double(l_1537);
l_mut_709 = l_1538;
const bool l_1539 = l_1536 < uint32(8388608);
if (l_1539) {
const double l_1540 = double(l_1536);
const double l_1541 = l_1540 * double(1.401298464324817e-45);
l_mut_709 = l_1541;
}
const uint64 l_1542 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1543 = l_1535 >> uint32(31);
const uint64 l_1544 = uint64(l_1543);
const uint64 l_1545 = l_1544 << uint64(63);
const uint64 l_1546 = l_1542 | l_1545;
const double l_1547 = reinterpret_cast<double const&>(l_1546);
l_mut_1122 = l_1547;
} else {
const uint32 l_1548 = reinterpret_cast<uint32 const&>(l_1517);
const uint32 l_1549 = l_1548 + uint32(1);
l_mut_90 = l_1549;
const uint32 l_1550 = l_1548 & uint32(2147483647);
const bool l_1551 = l_1550 == uint32(0);
if (l_1551) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1552 = l_1548 & uint32(2147483648);
const bool l_1553 = l_1552 != uint32(0);
if (l_1553) {
const uint32 l_1554 = l_1548 - uint32(1);
l_mut_90 = l_1554;
} else {
const bool l_1555 = l_1548 == uint32(2139095040);
if (l_1555) {
l_mut_90 = l_1548;
}
}
}
const float l_1556 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1557 = reinterpret_cast<uint32 const&>(l_1556);
const uint32 l_1558 = l_1557 & uint32(2147483647);
const float l_1559 = reinterpret_cast<float const&>(l_1558);
const double l_1560 = double(l_1559);
l_mut_709 = l_1560;
const bool l_1561 = l_1558 < uint32(8388608);
if (l_1561) {
const double l_1562 = double(l_1558);
const double l_1563 = l_1562 * double(1.401298464324817e-45);
l_mut_709 = l_1563;
}
const uint64 l_1564 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1565 = l_1557 >> uint32(31);
const uint64 l_1566 = uint64(l_1565);
const uint64 l_1567 = l_1566 << uint64(63);
const uint64 l_1568 = l_1564 | l_1567;
const double l_1569 = reinterpret_cast<double const&>(l_1568);
const bool l_1570 = l_1569 <= l_1511;
if (l_1570) {
const uint32 l_1571 = reinterpret_cast<uint32 const&>(l_1517);
const uint32 l_1572 = l_1571 + uint32(1);
l_mut_90 = l_1572;
const uint32 l_1573 = l_1571 & uint32(2147483647);
const bool l_1574 = l_1573 == uint32(0);
if (l_1574) {
l_mut_90 = uint32(1);
} else {
const uint32 l_1575 = l_1571 & uint32(2147483648);
const bool l_1576 = l_1575 != uint32(0);
if (l_1576) {
const uint32 l_1577 = l_1571 - uint32(1);
l_mut_90 = l_1577;
} else {
const bool l_1578 = l_1571 == uint32(2139095040);
if (l_1578) {
l_mut_90 = l_1571;
}
}
}
const float l_1579 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_1580 = reinterpret_cast<uint32 const&>(l_1579);
const uint32 l_1581 = l_1580 & uint32(2147483647);
const float l_1582 = reinterpret_cast<float const&>(l_1581);
const double l_1583 = double(l_1582);
l_mut_709 = l_1583;
const bool l_1584 = l_1581 < uint32(8388608);
if (l_1584) {
const double l_1585 = double(l_1581);
const double l_1586 = l_1585 * double(1.401298464324817e-45);
l_mut_709 = l_1586;
}
const uint64 l_1587 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1588 = l_1580 >> uint32(31);
const uint64 l_1589 = uint64(l_1588);
const uint64 l_1590 = l_1589 << uint64(63);
const uint64 l_1591 = l_1587 | l_1590;
const double l_1592 = reinterpret_cast<double const&>(l_1591);
l_mut_1122 = l_1592;
}
}
}
const double l_1593 = -l_mut_1122;
l_mut_1205 = l_1593;
}
l_mut_90 = uint32(0);
const bool l_1594 = l_mut_61 <= double(0.0);
const bool l_1595 = l_mut_1205 >= double(0.0);
const bool l_1596 = l_1594 && l_1595;
const bool l_1597 = !l_1596;
if (l_1597) {
const double l_1598 = double(1.0) / l_mut_1205;
const double l_1599 = double(1.0) / l_mut_61;
const double l_1600 = abs(l_1598);
const double l_1601 = l_1600 * double(1.4551915228366852e-11);
const double l_1602 = abs(l_1599);
const double l_1603 = l_1602 * double(1.4551915228366852e-11);
const double l_1604 = l_1598 - l_1601;
const double l_1605 = abs(l_1604);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1606 = l_1605 >= double(1.1754943508222875e-38);
const bool l_1607 = l_1605 <= double(1.7976931348623157e308);
const bool l_1608 = l_1606 && l_1607;
if (l_1608) {
const uint64 l_1609 = reinterpret_cast<uint64 const&>(l_1605);
const uint64 l_1610 = l_1609 >> uint64(52);
const uint64 l_1611 = l_1610 - uint64(23);
const uint64 l_1612 = l_1611 << uint64(52);
const double l_1613 = reinterpret_cast<double const&>(l_1612);
l_mut_1205 = l_1613;
}
const double l_1614 = l_1598 + l_1601;
const double l_1615 = abs(l_1614);
l_mut_1122 = double(1.401298464324817e-45);
const bool l_1616 = l_1615 >= double(1.1754943508222875e-38);
const bool l_1617 = l_1615 <= double(1.7976931348623157e308);
const bool l_1618 = l_1616 && l_1617;
if (l_1618) {
const uint64 l_1619 = reinterpret_cast<uint64 const&>(l_1615);
const uint64 l_1620 = l_1619 >> uint64(52);
const uint64 l_1621 = l_1620 - uint64(23);
const uint64 l_1622 = l_1621 << uint64(52);
const double l_1623 = reinterpret_cast<double const&>(l_1622);
l_mut_1122 = l_1623;
}
const bool l_1624 = l_mut_1205 == l_mut_1122;
const bool l_1625 = !l_1624;
const double l_1626 = l_1599 - l_1603;
const double l_1627 = abs(l_1626);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1628 = l_1627 >= double(1.1754943508222875e-38);
const bool l_1629 = l_1627 <= double(1.7976931348623157e308);
const bool l_1630 = l_1628 && l_1629;
if (l_1630) {
const uint64 l_1631 = reinterpret_cast<uint64 const&>(l_1627);
const uint64 l_1632 = l_1631 >> uint64(52);
const uint64 l_1633 = l_1632 - uint64(23);
const uint64 l_1634 = l_1633 << uint64(52);
const double l_1635 = reinterpret_cast<double const&>(l_1634);
l_mut_1205 = l_1635;
}
const double l_1636 = l_1599 + l_1603;
const double l_1637 = abs(l_1636);
l_mut_1122 = double(1.401298464324817e-45);
const bool l_1638 = l_1637 >= double(1.1754943508222875e-38);
const bool l_1639 = l_1637 <= double(1.7976931348623157e308);
const bool l_1640 = l_1638 && l_1639;
if (l_1640) {
const uint64 l_1641 = reinterpret_cast<uint64 const&>(l_1637);
const uint64 l_1642 = l_1641 >> uint64(52);
const uint64 l_1643 = l_1642 - uint64(23);
const uint64 l_1644 = l_1643 << uint64(52);
const double l_1645 = reinterpret_cast<double const&>(l_1644);
l_mut_1122 = l_1645;
}
const bool l_1646 = l_mut_1205 == l_mut_1122;
const bool l_1647 = !l_1646;
const bool l_1648 = l_1625 || l_1647;
if (l_1648) {
l_arr_1057[uint32(0)] = uint32(0);
}
const double l_1649 = abs(l_1598);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1650 = l_1649 >= double(1.1754943508222875e-38);
const bool l_1651 = l_1649 <= double(1.7976931348623157e308);
const bool l_1652 = l_1650 && l_1651;
if (l_1652) {
const uint64 l_1653 = reinterpret_cast<uint64 const&>(l_1649);
const uint64 l_1654 = l_1653 >> uint64(52);
const uint64 l_1655 = l_1654 - uint64(23);
const uint64 l_1656 = l_1655 << uint64(52);
const double l_1657 = reinterpret_cast<double const&>(l_1656);
l_mut_1205 = l_1657;
}
const double l_1658 = l_22 * l_mut_1205;
const double l_1659 = l_1598 - l_1658;
const double l_1660 = abs(l_1599);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1661 = l_1660 >= double(1.1754943508222875e-38);
const bool l_1662 = l_1660 <= double(1.7976931348623157e308);
const bool l_1663 = l_1661 && l_1662;
if (l_1663) {
const uint64 l_1664 = reinterpret_cast<uint64 const&>(l_1660);
const uint64 l_1665 = l_1664 >> uint64(52);
const uint64 l_1666 = l_1665 - uint64(23);
const uint64 l_1667 = l_1666 << uint64(52);
const double l_1668 = reinterpret_cast<double const&>(l_1667);
l_mut_1205 = l_1668;
}
const double l_1669 = l_22 * l_mut_1205;
const double l_1670 = l_1599 + l_1669;
const uint32 l_1671 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1672 = l_1671 & uint32(2147483647);
const float l_1673 = reinterpret_cast<float const&>(l_1672);
const double l_1674 = double(l_1673);
l_mut_1205 = l_1674;
const bool l_1675 = l_1672 < uint32(8388608);
if (l_1675) {
const double l_1676 = double(l_1672);
const double l_1677 = l_1676 * double(1.401298464324817e-45);
l_mut_1205 = l_1677;
}
const uint64 l_1678 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1679 = l_1671 >> uint32(31);
const uint64 l_1680 = uint64(l_1679);
const uint64 l_1681 = l_1680 << uint64(63);
const uint64 l_1682 = l_1678 | l_1681;
const double l_1683 = reinterpret_cast<double const&>(l_1682);
const uint32 l_1684 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1685 = l_1684 + uint32(1);
l_mut_48 = l_1685;
const uint32 l_1686 = l_1684 & uint32(2147483647);
const bool l_1687 = l_1686 == uint32(0);
if (l_1687) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1688 = l_1684 & uint32(2147483648);
const bool l_1689 = l_1688 != uint32(0);
if (l_1689) {
const uint32 l_1690 = l_1684 - uint32(1);
l_mut_48 = l_1690;
} else {
const bool l_1691 = l_1684 == uint32(2139095040);
if (l_1691) {
l_mut_48 = l_1684;
}
}
}
const float l_1692 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1693 = reinterpret_cast<uint32 const&>(l_1692);
const uint32 l_1694 = l_1693 & uint32(2147483647);
const float l_1695 = reinterpret_cast<float const&>(l_1694);
const double l_1696 = double(l_1695);
l_mut_1205 = l_1696;
const bool l_1697 = l_1694 < uint32(8388608);
if (l_1697) {
const double l_1698 = double(l_1694);
const double l_1699 = l_1698 * double(1.401298464324817e-45);
l_mut_1205 = l_1699;
}
const uint64 l_1700 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1701 = l_1693 >> uint32(31);
const uint64 l_1702 = uint64(l_1701);
const uint64 l_1703 = l_1702 << uint64(63);
const uint64 l_1704 = l_1700 | l_1703;
const double l_1705 = reinterpret_cast<double const&>(l_1704);
const uint32 l_1706 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1707 = l_1706 ^ uint32(2147483648);
const float l_1708 = reinterpret_cast<float const&>(l_1707);
const uint32 l_1709 = reinterpret_cast<uint32 const&>(l_1708);
const uint32 l_1710 = l_1709 + uint32(1);
l_mut_48 = l_1710;
const uint32 l_1711 = l_1709 & uint32(2147483647);
const bool l_1712 = l_1711 == uint32(0);
if (l_1712) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1713 = l_1709 & uint32(2147483648);
const bool l_1714 = l_1713 != uint32(0);
if (l_1714) {
const uint32 l_1715 = l_1709 - uint32(1);
l_mut_48 = l_1715;
} else {
const bool l_1716 = l_1709 == uint32(2139095040);
if (l_1716) {
l_mut_48 = l_1709;
}
}
}
const float l_1717 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1718 = reinterpret_cast<uint32 const&>(l_1717);
const uint32 l_1719 = l_1718 ^ uint32(2147483648);
const float l_1720 = reinterpret_cast<float const&>(l_1719);
const uint32 l_1721 = reinterpret_cast<uint32 const&>(l_1720);
const uint32 l_1722 = l_1721 & uint32(2147483647);
const float l_1723 = reinterpret_cast<float const&>(l_1722);
const double l_1724 = double(l_1723);
l_mut_1205 = l_1724;
const bool l_1725 = l_1722 < uint32(8388608);
if (l_1725) {
const double l_1726 = double(l_1722);
const double l_1727 = l_1726 * double(1.401298464324817e-45);
l_mut_1205 = l_1727;
}
const uint64 l_1728 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1729 = l_1721 >> uint32(31);
const uint64 l_1730 = uint64(l_1729);
const uint64 l_1731 = l_1730 << uint64(63);
const uint64 l_1732 = l_1728 | l_1731;
const double l_1733 = reinterpret_cast<double const&>(l_1732);
const double l_1734 = l_1659 + l_1601;
const bool l_1735 = l_1734 <= l_1683;
l_mut_150 = l_1735;
const double l_1736 = l_1659 - l_1601;
const bool l_1737 = l_1736 > l_1683;
l_mut_147 = l_1737;
const double l_1738 = l_1670 - l_1603;
const bool l_1739 = l_1738 >= l_1683;
l_mut_144 = l_1739;
const double l_1740 = l_1670 + l_1603;
const bool l_1741 = l_1740 < l_1683;
l_mut_141 = l_1741;
if (l_13) {
const double l_1742 = l_1659 + l_1601;
const bool l_1743 = l_1742 < l_1705;
l_mut_150 = l_1743;
const double l_1744 = l_1659 - l_1601;
const bool l_1745 = l_1744 >= l_1705;
l_mut_147 = l_1745;
const double l_1746 = l_1670 - l_1603;
const bool l_1747 = l_1746 > l_1733;
l_mut_144 = l_1747;
const double l_1748 = l_1670 + l_1603;
const bool l_1749 = l_1748 <= l_1733;
l_mut_141 = l_1749;
}
l_mut_48 = uint32(2);
const bool l_1750 = l_mut_147 || l_mut_141;
if (l_1750) {
l_mut_48 = uint32(1);
} else {
const bool l_1751 = l_mut_150 && l_mut_144;
if (l_1751) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1752 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1753 = l_1752 & uint32(2147483647);
const bool l_1754 = l_1753 == uint32(0);
if (l_1754) {
const double l_1755 = l_1659 + l_1601;
const bool l_1756 = l_1755 < double(1.1754943508222875e-38);
const double l_1757 = l_1670 - l_1603;
const bool l_1758 = l_1757 > double(-1.1754943508222875e-38);
const bool l_1759 = l_1756 && l_1758;
const double l_1760 = l_1659 - l_1601;
const bool l_1761 = l_1760 < double(1.1754943508222875e-38);
const double l_1762 = l_1670 + l_1603;
const bool l_1763 = l_1762 > double(-1.1754943508222875e-38);
const bool l_1764 = l_1761 && l_1763;
if (l_1759) {
l_mut_48 = uint32(0);
} else {
const bool l_1765 = l_mut_48 == uint32(1);
const bool l_1766 = l_1764 && l_1765;
if (l_1766) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
const uint32 l_1767 = l_arr_1057[uint32(0)];
const bool l_1768 = l_1767 == uint32(0);
if (l_1768) {
l_mut_90 = uint32(2);
}
l_mut_31 = l_mut_90;
} else {
const bool l_1769 = l_9 == uint32(10);
if (l_1769) {
const double l_1770 = sqrt(l_26);
const double l_1771 = double(1.0) / l_1770;
const double l_1772 = l_1771 * double(1.4551915228366852e-11);
const double l_1773 = abs(l_1771);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1774 = l_1773 >= double(1.1754943508222875e-38);
const bool l_1775 = l_1773 <= double(1.7976931348623157e308);
const bool l_1776 = l_1774 && l_1775;
if (l_1776) {
const uint64 l_1777 = reinterpret_cast<uint64 const&>(l_1773);
const uint64 l_1778 = l_1777 >> uint64(52);
const uint64 l_1779 = l_1778 - uint64(23);
const uint64 l_1780 = l_1779 << uint64(52);
const double l_1781 = reinterpret_cast<double const&>(l_1780);
l_mut_1205 = l_1781;
}
const double l_1782 = l_19 * l_mut_1205;
const double l_1783 = l_1771 - l_1782;
const double l_1784 = l_26 * l_1783;
const double l_1785 = l_19 * l_mut_1205;
const double l_1786 = l_1771 + l_1785;
const double l_1787 = l_26 * l_1786;
l_mut_90 = uint32(2);
const double l_1788 = l_1771 - l_1772;
const double l_1789 = abs(l_1788);
l_mut_1205 = double(1.401298464324817e-45);
const bool l_1790 = l_1789 >= double(1.1754943508222875e-38);
const bool l_1791 = l_1789 <= double(1.7976931348623157e308);
const bool l_1792 = l_1790 && l_1791;
if (l_1792) {
const uint64 l_1793 = reinterpret_cast<uint64 const&>(l_1789);
const uint64 l_1794 = l_1793 >> uint64(52);
const uint64 l_1795 = l_1794 - uint64(23);
const uint64 l_1796 = l_1795 << uint64(52);
const double l_1797 = reinterpret_cast<double const&>(l_1796);
l_mut_1205 = l_1797;
}
const double l_1798 = l_1771 + l_1772;
const double l_1799 = abs(l_1798);
l_mut_1122 = double(1.401298464324817e-45);
const bool l_1800 = l_1799 >= double(1.1754943508222875e-38);
const bool l_1801 = l_1799 <= double(1.7976931348623157e308);
const bool l_1802 = l_1800 && l_1801;
if (l_1802) {
const uint64 l_1803 = reinterpret_cast<uint64 const&>(l_1799);
const uint64 l_1804 = l_1803 >> uint64(52);
const uint64 l_1805 = l_1804 - uint64(23);
const uint64 l_1806 = l_1805 << uint64(52);
const double l_1807 = reinterpret_cast<double const&>(l_1806);
l_mut_1122 = l_1807;
}
const bool l_1808 = l_mut_1205 == l_mut_1122;
if (l_1808) {
const double l_1809 = abs(l_1784);
const double l_1810 = l_1809 * double(1.4551915228366852e-11);
const double l_1811 = abs(l_1787);
const double l_1812 = l_1811 * double(1.4551915228366852e-11);
const uint32 l_1813 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1814 = l_1813 & uint32(2147483647);
const float l_1815 = reinterpret_cast<float const&>(l_1814);
const double l_1816 = double(l_1815);
l_mut_1205 = l_1816;
const bool l_1817 = l_1814 < uint32(8388608);
if (l_1817) {
const double l_1818 = double(l_1814);
const double l_1819 = l_1818 * double(1.401298464324817e-45);
l_mut_1205 = l_1819;
}
const uint64 l_1820 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1821 = l_1813 >> uint32(31);
const uint64 l_1822 = uint64(l_1821);
const uint64 l_1823 = l_1822 << uint64(63);
const uint64 l_1824 = l_1820 | l_1823;
const double l_1825 = reinterpret_cast<double const&>(l_1824);
const uint32 l_1826 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1827 = l_1826 + uint32(1);
l_mut_48 = l_1827;
const uint32 l_1828 = l_1826 & uint32(2147483647);
const bool l_1829 = l_1828 == uint32(0);
if (l_1829) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1830 = l_1826 & uint32(2147483648);
const bool l_1831 = l_1830 != uint32(0);
if (l_1831) {
const uint32 l_1832 = l_1826 - uint32(1);
l_mut_48 = l_1832;
} else {
const bool l_1833 = l_1826 == uint32(2139095040);
if (l_1833) {
l_mut_48 = l_1826;
}
}
}
const float l_1834 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1835 = reinterpret_cast<uint32 const&>(l_1834);
const uint32 l_1836 = l_1835 & uint32(2147483647);
const float l_1837 = reinterpret_cast<float const&>(l_1836);
const double l_1838 = double(l_1837);
l_mut_1205 = l_1838;
const bool l_1839 = l_1836 < uint32(8388608);
if (l_1839) {
const double l_1840 = double(l_1836);
const double l_1841 = l_1840 * double(1.401298464324817e-45);
l_mut_1205 = l_1841;
}
const uint64 l_1842 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1843 = l_1835 >> uint32(31);
const uint64 l_1844 = uint64(l_1843);
const uint64 l_1845 = l_1844 << uint64(63);
const uint64 l_1846 = l_1842 | l_1845;
const double l_1847 = reinterpret_cast<double const&>(l_1846);
const uint32 l_1848 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1849 = l_1848 ^ uint32(2147483648);
const float l_1850 = reinterpret_cast<float const&>(l_1849);
const uint32 l_1851 = reinterpret_cast<uint32 const&>(l_1850);
const uint32 l_1852 = l_1851 + uint32(1);
l_mut_48 = l_1852;
const uint32 l_1853 = l_1851 & uint32(2147483647);
const bool l_1854 = l_1853 == uint32(0);
if (l_1854) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1855 = l_1851 & uint32(2147483648);
const bool l_1856 = l_1855 != uint32(0);
if (l_1856) {
const uint32 l_1857 = l_1851 - uint32(1);
l_mut_48 = l_1857;
} else {
const bool l_1858 = l_1851 == uint32(2139095040);
if (l_1858) {
l_mut_48 = l_1851;
}
}
}
const float l_1859 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1860 = reinterpret_cast<uint32 const&>(l_1859);
const uint32 l_1861 = l_1860 ^ uint32(2147483648);
const float l_1862 = reinterpret_cast<float const&>(l_1861);
const uint32 l_1863 = reinterpret_cast<uint32 const&>(l_1862);
const uint32 l_1864 = l_1863 & uint32(2147483647);
const float l_1865 = reinterpret_cast<float const&>(l_1864);
const double l_1866 = double(l_1865);
l_mut_1205 = l_1866;
const bool l_1867 = l_1864 < uint32(8388608);
if (l_1867) {
const double l_1868 = double(l_1864);
const double l_1869 = l_1868 * double(1.401298464324817e-45);
l_mut_1205 = l_1869;
}
const uint64 l_1870 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1871 = l_1863 >> uint32(31);
const uint64 l_1872 = uint64(l_1871);
const uint64 l_1873 = l_1872 << uint64(63);
const uint64 l_1874 = l_1870 | l_1873;
const double l_1875 = reinterpret_cast<double const&>(l_1874);
const double l_1876 = l_1784 + l_1810;
const bool l_1877 = l_1876 <= l_1825;
l_mut_150 = l_1877;
const double l_1878 = l_1784 - l_1810;
const bool l_1879 = l_1878 > l_1825;
l_mut_147 = l_1879;
const double l_1880 = l_1787 - l_1812;
const bool l_1881 = l_1880 >= l_1825;
l_mut_144 = l_1881;
const double l_1882 = l_1787 + l_1812;
const bool l_1883 = l_1882 < l_1825;
l_mut_141 = l_1883;
const double l_1884 = l_1784 + l_1810;
const bool l_1885 = l_1884 < l_1847;
l_mut_150 = l_1885;
const double l_1886 = l_1784 - l_1810;
const bool l_1887 = l_1886 >= l_1847;
l_mut_147 = l_1887;
const double l_1888 = l_1787 - l_1812;
const bool l_1889 = l_1888 > l_1875;
l_mut_144 = l_1889;
const double l_1890 = l_1787 + l_1812;
const bool l_1891 = l_1890 <= l_1875;
l_mut_141 = l_1891;
l_mut_48 = uint32(2);
const bool l_1892 = l_mut_147 || l_mut_141;
if (l_1892) {
l_mut_48 = uint32(1);
} else {
const bool l_1893 = l_mut_150 && l_mut_144;
if (l_1893) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1894 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1895 = l_1894 & uint32(2147483647);
const bool l_1896 = l_1895 == uint32(0);
if (l_1896) {
const double l_1897 = l_1784 + l_1810;
const bool l_1898 = l_1897 < double(1.1754943508222875e-38);
const double l_1899 = l_1787 - l_1812;
const bool l_1900 = l_1899 > double(-1.1754943508222875e-38);
const bool l_1901 = l_1898 && l_1900;
const double l_1902 = l_1784 - l_1810;
const bool l_1903 = l_1902 < double(1.1754943508222875e-38);
const double l_1904 = l_1787 + l_1812;
const bool l_1905 = l_1904 > double(-1.1754943508222875e-38);
const bool l_1906 = l_1903 && l_1905;
if (l_1901) {
l_mut_48 = uint32(0);
} else {
const bool l_1907 = l_mut_48 == uint32(1);
const bool l_1908 = l_1906 && l_1907;
if (l_1908) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
const bool l_1909 = l_9 == uint32(11);
const bool l_1910 = l_9 == uint32(12);
const bool l_1911 = l_1909 || l_1910;
if (l_1911) {
l_mut_31 = uint32(0);
const bool l_1912 = l_27 <= l_25;
const bool l_1913 = l_9 == uint32(11);
const bool l_1914 = l_1912 && l_1913;
if (l_1914) {
const float l_1915 = float(l_26);
const uint32 l_1916 = reinterpret_cast<uint32 const&>(l_1915);
const uint32 l_1917 = l_1916 & uint32(2147483647);
const float l_1918 = reinterpret_cast<float const&>(l_1917);
const double l_1919 = double(l_1918);
l_mut_1205 = l_1919;
const bool l_1920 = l_1917 < uint32(8388608);
if (l_1920) {
const double l_1921 = double(l_1917);
const double l_1922 = l_1921 * double(1.401298464324817e-45);
l_mut_1205 = l_1922;
}
const uint64 l_1923 = reinterpret_cast<uint64 const&>(l_mut_1205);
const uint32 l_1924 = l_1916 >> uint32(31);
const uint64 l_1925 = uint64(l_1924);
const uint64 l_1926 = l_1925 << uint64(63);
const uint64 l_1927 = l_1923 | l_1926;
const double l_1928 = reinterpret_cast<double const&>(l_1927);
const double l_1929 = abs(l_1928);
l_mut_1205 = l_1929;
l_mut_90 = uint32(0);
const bool l_1930 = l_1929 >= double(0.785);
if (l_1930) {
const double l_1931 = l_1929 * double(0.6366197723675814);
const double l_1932 = l_1931 + double(0.5);
const double l_1933 = floor(l_1932);
const double l_1934 = l_1933 * double(1.570796325802803);
const double l_1935 = l_1929 - l_1934;
const double l_1936 = l_1935 * l_4;
const double l_1937 = l_1933 * double(9.920935796805404e-10);
const double l_1938 = l_1936 - l_1937;
l_mut_1205 = l_1938;
const uint32 l_1939 = uint32(l_1933);
l_mut_90 = l_1939;
}
const uint32 l_1940 = reinterpret_cast<uint32 const&>(l_1915);
const bool l_1941 = l_1940 >= uint32(2147483648);
const double l_1942 = l_mut_1205 * l_mut_1205;
const double l_1943 = l_1942 * double(1.9572941063391263e-20);
const double l_1944 = double(8.22063524662433e-18) - l_1943;
l_mut_1122 = l_1944;
const double l_1945 = l_mut_1122 * l_1942;
const double l_1946 = l_1945 - double(2.8114572543455206e-15);
l_mut_1122 = l_1946;
const double l_1947 = l_mut_1122 * l_1942;
const double l_1948 = l_1947 + double(7.647163731819816e-13);
l_mut_1122 = l_1948;
const double l_1949 = l_mut_1122 * l_1942;
const double l_1950 = l_1949 - double(1.6059043836821613e-10);
l_mut_1122 = l_1950;
const double l_1951 = l_mut_1122 * l_1942;
const double l_1952 = l_1951 + double(2.505210838544172e-8);
l_mut_1122 = l_1952;
const double l_1953 = l_mut_1122 * l_1942;
const double l_1954 = l_1953 - double(2.7557319223985893e-6);
l_mut_1122 = l_1954;
const double l_1955 = l_mut_1122 * l_1942;
const double l_1956 = l_1955 + double(0.0001984126984126984);
l_mut_1122 = l_1956;
const double l_1957 = l_mut_1122 * l_1942;
const double l_1958 = l_1957 - double(0.008333333333333333);
l_mut_1122 = l_1958;
const double l_1959 = l_mut_1122 * l_1942;
const double l_1960 = l_1959 + double(0.16666666666666666);
l_mut_1122 = l_1960;
const double l_1961 = double(0.5) * l_1942;
const double l_1962 = double(1.0) - l_1961;
const double l_1963 = double(0.0) * l_1962;
const double l_1964 = l_mut_1205 * l_1942;
const double l_1965 = l_1964 * l_mut_1122;
const double l_1966 = l_1963 - l_1965;
const double l_1967 = l_mut_1205 + l_1966;
const double l_1968 = l_mut_1205 * l_mut_1205;
const double l_1969 = l_1968 * double(4.110317623312165e-19);
const double l_1970 = l_1969 - double(1.5619206968586225e-16);
l_mut_1122 = l_1970;
const double l_1971 = l_mut_1122 * l_1968;
const double l_1972 = l_1971 + double(4.779477332387385e-14);
l_mut_1122 = l_1972;
const double l_1973 = l_mut_1122 * l_1968;
const double l_1974 = l_1973 - double(1.1470745597729725e-11);
l_mut_1122 = l_1974;
const double l_1975 = l_mut_1122 * l_1968;
const double l_1976 = l_1975 + double(2.08767569878681e-9);
l_mut_1122 = l_1976;
const double l_1977 = l_mut_1122 * l_1968;
const double l_1978 = l_1977 - double(2.755731922398589e-7);
l_mut_1122 = l_1978;
const double l_1979 = l_mut_1122 * l_1968;
const double l_1980 = l_1979 + double(2.48015873015873e-5);
l_mut_1122 = l_1980;
const double l_1981 = l_mut_1122 * l_1968;
const double l_1982 = l_1981 - double(0.001388888888888889);
l_mut_1122 = l_1982;
const double l_1983 = l_mut_1122 * l_1968;
const double l_1984 = l_1983 + double(0.041666666666666664);
l_mut_1122 = l_1984;
const double l_1985 = double(0.5) * l_1968;
const double l_1986 = double(1.0) - l_1985;
const double l_1987 = l_1968 * l_1968;
const double l_1988 = l_1987 * l_mut_1122;
const double l_1989 = double(0.0) * l_mut_1205;
const double l_1990 = l_1988 - l_1989;
const double l_1991 = l_1986 + l_1990;
const uint32 l_1992 = l_mut_90 & uint32(1);
const bool l_1993 = l_1992 == uint32(1);
l_mut_1205 = l_1967;
const uint32 l_1994 = l_mut_90 & uint32(2);
const bool l_1995 = l_1994 != uint32(0);
l_mut_150 = l_1995;
const bool l_1996 = uint32(6) == uint32(6);
if (l_1996) {
if (l_1993) {
l_mut_1205 = l_1991;
}
} else {
const bool l_1997 = uint32(6) == uint32(7);
if (l_1997) {
l_mut_1205 = l_1991;
if (l_1993) {
l_mut_1205 = l_1967;
}
const uint32 l_1998 = l_mut_90 + uint32(1);
const uint32 l_1999 = l_1998 & uint32(2);
const bool l_2000 = l_1999 != uint32(0);
l_mut_150 = l_2000;
} else {
const double l_2001 = l_1967 / l_1991;
l_mut_1205 = l_2001;
if (l_1993) {
const double l_2002 = l_1991 / l_1967;
l_mut_1205 = l_2002;
}
l_mut_150 = l_1993;
}
}
const bool l_2003 = uint32(6) != uint32(7);
const bool l_2004 = l_2003 && l_1941;
if (l_2004) {
const bool l_2005 = !l_mut_150;
l_mut_150 = l_2005;
}
if (l_mut_150) {
const double l_2006 = -l_mut_1205;
l_mut_1205 = l_2006;
}
const float l_2007 = float(l_26);
const uint32 l_2008 = reinterpret_cast<uint32 const&>(l_2007);
const uint32 l_2009 = l_2008 & uint32(2147483647);
const float l_2010 = reinterpret_cast<float const&>(l_2009);
const double l_2011 = double(l_2010);
l_mut_1122 = l_2011;
const bool l_2012 = l_2009 < uint32(8388608);
if (l_2012) {
const double l_2013 = double(l_2009);
const double l_2014 = l_2013 * double(1.401298464324817e-45);
l_mut_1122 = l_2014;
}
const uint64 l_2015 = reinterpret_cast<uint64 const&>(l_mut_1122);
const uint32 l_2016 = l_2008 >> uint32(31);
const uint64 l_2017 = uint64(l_2016);
const uint64 l_2018 = l_2017 << uint64(63);
const uint64 l_2019 = l_2015 | l_2018;
const double l_2020 = reinterpret_cast<double const&>(l_2019);
const double l_2021 = abs(l_2020);
l_mut_1122 = l_2021;
l_mut_90 = uint32(0);
const bool l_2022 = l_2021 >= double(0.785);
if (l_2022) {
const double l_2023 = l_2021 * double(0.6366197723675814);
const double l_2024 = l_2023 + double(0.5);
const double l_2025 = floor(l_2024);
const double l_2026 = l_2025 * double(1.570796325802803);
const double l_2027 = l_2021 - l_2026;
const double l_2028 = l_2027 * l_4;
const double l_2029 = l_2025 * double(9.920935796805404e-10);
const double l_2030 = l_2028 - l_2029;
l_mut_1122 = l_2030;
const uint32 l_2031 = uint32(l_2025);
l_mut_90 = l_2031;
}
const uint32 l_2032 = reinterpret_cast<uint32 const&>(l_2007);
const bool l_2033 = l_2032 >= uint32(2147483648);
const double l_2034 = l_mut_1122 * l_mut_1122;
const double l_2035 = l_2034 * double(1.9572941063391263e-20);
const double l_2036 = double(8.22063524662433e-18) - l_2035;
l_mut_709 = l_2036;
const double l_2037 = l_mut_709 * l_2034;
const double l_2038 = l_2037 - double(2.8114572543455206e-15);
l_mut_709 = l_2038;
const double l_2039 = l_mut_709 * l_2034;
const double l_2040 = l_2039 + double(7.647163731819816e-13);
l_mut_709 = l_2040;
const double l_2041 = l_mut_709 * l_2034;
const double l_2042 = l_2041 - double(1.6059043836821613e-10);
l_mut_709 = l_2042;
const double l_2043 = l_mut_709 * l_2034;
const double l_2044 = l_2043 + double(2.505210838544172e-8);
l_mut_709 = l_2044;
const double l_2045 = l_mut_709 * l_2034;
const double l_2046 = l_2045 - double(2.7557319223985893e-6);
l_mut_709 = l_2046;
const double l_2047 = l_mut_709 * l_2034;
const double l_2048 = l_2047 + double(0.0001984126984126984);
l_mut_709 = l_2048;
const double l_2049 = l_mut_709 * l_2034;
const double l_2050 = l_2049 - double(0.008333333333333333);
l_mut_709 = l_2050;
const double l_2051 = l_mut_709 * l_2034;
const double l_2052 = l_2051 + double(0.16666666666666666);
l_mut_709 = l_2052;
const double l_2053 = double(0.5) * l_2034;
const double l_2054 = double(1.0) - l_2053;
const double l_2055 = double(0.0) * l_2054;
const double l_2056 = l_mut_1122 * l_2034;
const double l_2057 = l_2056 * l_mut_709;
const double l_2058 = l_2055 - l_2057;
const double l_2059 = l_mut_1122 + l_2058;
const double l_2060 = l_mut_1122 * l_mut_1122;
const double l_2061 = l_2060 * double(4.110317623312165e-19);
const double l_2062 = l_2061 - double(1.5619206968586225e-16);
l_mut_709 = l_2062;
const double l_2063 = l_mut_709 * l_2060;
const double l_2064 = l_2063 + double(4.779477332387385e-14);
l_mut_709 = l_2064;
const double l_2065 = l_mut_709 * l_2060;
const double l_2066 = l_2065 - double(1.1470745597729725e-11);
l_mut_709 = l_2066;
const double l_2067 = l_mut_709 * l_2060;
const double l_2068 = l_2067 + double(2.08767569878681e-9);
l_mut_709 = l_2068;
const double l_2069 = l_mut_709 * l_2060;
const double l_2070 = l_2069 - double(2.755731922398589e-7);
l_mut_709 = l_2070;
const double l_2071 = l_mut_709 * l_2060;
const double l_2072 = l_2071 + double(2.48015873015873e-5);
l_mut_709 = l_2072;
const double l_2073 = l_mut_709 * l_2060;
const double l_2074 = l_2073 - double(0.001388888888888889);
l_mut_709 = l_2074;
const double l_2075 = l_mut_709 * l_2060;
const double l_2076 = l_2075 + double(0.041666666666666664);
l_mut_709 = l_2076;
const double l_2077 = double(0.5) * l_2060;
const double l_2078 = double(1.0) - l_2077;
const double l_2079 = l_2060 * l_2060;
const double l_2080 = l_2079 * l_mut_709;
const double l_2081 = double(0.0) * l_mut_1122;
const double l_2082 = l_2080 - l_2081;
const double l_2083 = l_2078 + l_2082;
const uint32 l_2084 = l_mut_90 & uint32(1);
const bool l_2085 = l_2084 == uint32(1);
l_mut_1122 = l_2059;
const uint32 l_2086 = l_mut_90 & uint32(2);
const bool l_2087 = l_2086 != uint32(0);
l_mut_150 = l_2087;
const bool l_2088 = uint32(7) == uint32(6);
if (l_2088) {
if (l_2085) {
l_mut_1122 = l_2083;
}
} else {
const bool l_2089 = uint32(7) == uint32(7);
if (l_2089) {
l_mut_1122 = l_2083;
if (l_2085) {
l_mut_1122 = l_2059;
}
const uint32 l_2090 = l_mut_90 + uint32(1);
const uint32 l_2091 = l_2090 & uint32(2);
const bool l_2092 = l_2091 != uint32(0);
l_mut_150 = l_2092;
} else {
const double l_2093 = l_2059 / l_2083;
l_mut_1122 = l_2093;
if (l_2085) {
const double l_2094 = l_2083 / l_2059;
l_mut_1122 = l_2094;
}
l_mut_150 = l_2085;
}
}
const bool l_2095 = uint32(7) != uint32(7);
const bool l_2096 = l_2095 && l_2033;
if (l_2096) {
const bool l_2097 = !l_mut_150;
l_mut_150 = l_2097;
}
if (l_mut_150) {
const double l_2098 = -l_mut_1122;
l_mut_1122 = l_2098;
}
const double l_2099 = abs(l_mut_1205);
const double l_2100 = l_2099 * double(1.4551915228366852e-11);
const double l_2101 = abs(l_mut_1122);
const double l_2102 = l_2101 * double(1.4551915228366852e-11);
l_mut_709 = double(1.4551915228366852e-11);
l_mut_90 = uint32(2);
if (l_13) {
const double l_2103 = l_mut_1205 - l_19;
const double l_2104 = abs(l_2103);
const double l_2105 = l_2104 * double(2.220446049250313e-16);
const double l_2106 = l_2100 + l_2105;
const double l_2107 = l_2103 + l_2106;
const double l_2108 = -l_2107;
const double l_2109 = l_2108 * double(7.1362384635298e44);
const double l_2110 = floor(l_2109);
const double l_2111 = l_2110 * double(1.401298464324817e-45);
l_mut_61 = l_2111;
const double l_2112 = abs(l_2108);
const bool l_2113 = l_2112 >= double(1.1754943508222875e-38);
if (l_2113) {
const float l_2114 = float(l_2108);
const double l_2115 = double(l_2114);
l_mut_61 = l_2115;
const bool l_2116 = l_mut_61 > l_2108;
if (l_2116) {
const uint32 l_2117 = reinterpret_cast<uint32 const&>(l_2114);
const uint32 l_2118 = l_2117 ^ uint32(2147483648);
const float l_2119 = reinterpret_cast<float const&>(l_2118);
const uint32 l_2120 = reinterpret_cast<uint32 const&>(l_2119);
const uint32 l_2121 = l_2120 + uint32(1);
l_mut_48 = l_2121;
const uint32 l_2122 = l_2120 & uint32(2147483647);
const bool l_2123 = l_2122 == uint32(0);
if (l_2123) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2124 = l_2120 & uint32(2147483648);
const bool l_2125 = l_2124 != uint32(0);
if (l_2125) {
const uint32 l_2126 = l_2120 - uint32(1);
l_mut_48 = l_2126;
} else {
const bool l_2127 = l_2120 == uint32(2139095040);
if (l_2127) {
l_mut_48 = l_2120;
}
}
}
const float l_2128 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2129 = reinterpret_cast<uint32 const&>(l_2128);
const uint32 l_2130 = l_2129 ^ uint32(2147483648);
const float l_2131 = reinterpret_cast<float const&>(l_2130);
const uint32 l_2132 = reinterpret_cast<uint32 const&>(l_2131);
const uint32 l_2133 = l_2132 & uint32(2147483647);
const float l_2134 = reinterpret_cast<float const&>(l_2133);
const double l_2135 = double(l_2134);
l_mut_38 = l_2135;
const bool l_2136 = l_2133 < uint32(8388608);
if (l_2136) {
const double l_2137 = double(l_2133);
const double l_2138 = l_2137 * double(1.401298464324817e-45);
l_mut_38 = l_2138;
}
const uint64 l_2139 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2140 = l_2132 >> uint32(31);
const uint64 l_2141 = uint64(l_2140);
const uint64 l_2142 = l_2141 << uint64(63);
const uint64 l_2143 = l_2139 | l_2142;
const double l_2144 = reinterpret_cast<double const&>(l_2143);
l_mut_61 = l_2144;
} else {
const uint32 l_2145 = reinterpret_cast<uint32 const&>(l_2114);
const uint32 l_2146 = l_2145 + uint32(1);
l_mut_48 = l_2146;
const uint32 l_2147 = l_2145 & uint32(2147483647);
const bool l_2148 = l_2147 == uint32(0);
if (l_2148) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2149 = l_2145 & uint32(2147483648);
const bool l_2150 = l_2149 != uint32(0);
if (l_2150) {
const uint32 l_2151 = l_2145 - uint32(1);
l_mut_48 = l_2151;
} else {
const bool l_2152 = l_2145 == uint32(2139095040);
if (l_2152) {
l_mut_48 = l_2145;
}
}
}
const float l_2153 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2154 = reinterpret_cast<uint32 const&>(l_2153);
const uint32 l_2155 = l_2154 & uint32(2147483647);
const float l_2156 = reinterpret_cast<float const&>(l_2155);
const double l_2157 = double(l_2156);
l_mut_38 = l_2157;
const bool l_2158 = l_2155 < uint32(8388608);
if (l_2158) {
const double l_2159 = double(l_2155);
const double l_2160 = l_2159 * double(1.401298464324817e-45);
l_mut_38 = l_2160;
}
const uint64 l_2161 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2162 = l_2154 >> uint32(31);
const uint64 l_2163 = uint64(l_2162);
const uint64 l_2164 = l_2163 << uint64(63);
const uint64 l_2165 = l_2161 | l_2164;
const double l_2166 = reinterpret_cast<double const&>(l_2165);
const bool l_2167 = l_2166 <= l_2108;
if (l_2167) {
const uint32 l_2168 = reinterpret_cast<uint32 const&>(l_2114);
const uint32 l_2169 = l_2168 + uint32(1);
l_mut_48 = l_2169;
const uint32 l_2170 = l_2168 & uint32(2147483647);
const bool l_2171 = l_2170 == uint32(0);
if (l_2171) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2172 = l_2168 & uint32(2147483648);
const bool l_2173 = l_2172 != uint32(0);
if (l_2173) {
const uint32 l_2174 = l_2168 - uint32(1);
l_mut_48 = l_2174;
} else {
const bool l_2175 = l_2168 == uint32(2139095040);
if (l_2175) {
l_mut_48 = l_2168;
}
}
}
const float l_2176 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2177 = reinterpret_cast<uint32 const&>(l_2176);
const uint32 l_2178 = l_2177 & uint32(2147483647);
const float l_2179 = reinterpret_cast<float const&>(l_2178);
const double l_2180 = double(l_2179);
l_mut_38 = l_2180;
const bool l_2181 = l_2178 < uint32(8388608);
if (l_2181) {
const double l_2182 = double(l_2178);
const double l_2183 = l_2182 * double(1.401298464324817e-45);
l_mut_38 = l_2183;
}
const uint64 l_2184 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2185 = l_2177 >> uint32(31);
const uint64 l_2186 = uint64(l_2185);
const uint64 l_2187 = l_2186 << uint64(63);
const uint64 l_2188 = l_2184 | l_2187;
const double l_2189 = reinterpret_cast<double const&>(l_2188);
l_mut_61 = l_2189;
}
}
}
const double l_2190 = -l_mut_61;
l_mut_61 = l_2190;
const bool l_2191 = bool(true) && bool(true);
if (l_2191) {
const double l_2192 = l_2103 + l_2106;
const double l_2193 = l_2192 * double(7.1362384635298e44);
const double l_2194 = floor(l_2193);
const double l_2195 = l_2194 * double(1.401298464324817e-45);
l_mut_38 = l_2195;
const double l_2196 = abs(l_2192);
const bool l_2197 = l_2196 >= double(1.1754943508222875e-38);
if (l_2197) {
const float l_2198 = float(l_2192);
const double l_2199 = double(l_2198);
l_mut_38 = l_2199;
const bool l_2200 = l_mut_38 > l_2192;
if (l_2200) {
const uint32 l_2201 = reinterpret_cast<uint32 const&>(l_2198);
const uint32 l_2202 = l_2201 ^ uint32(2147483648);
const float l_2203 = reinterpret_cast<float const&>(l_2202);
const uint32 l_2204 = reinterpret_cast<uint32 const&>(l_2203);
const uint32 l_2205 = l_2204 + uint32(1);
l_mut_48 = l_2205;
const uint32 l_2206 = l_2204 & uint32(2147483647);
const bool l_2207 = l_2206 == uint32(0);
if (l_2207) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2208 = l_2204 & uint32(2147483648);
const bool l_2209 = l_2208 != uint32(0);
if (l_2209) {
const uint32 l_2210 = l_2204 - uint32(1);
l_mut_48 = l_2210;
} else {
const bool l_2211 = l_2204 == uint32(2139095040);
if (l_2211) {
l_mut_48 = l_2204;
}
}
}
const float l_2212 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2213 = reinterpret_cast<uint32 const&>(l_2212);
const uint32 l_2214 = l_2213 ^ uint32(2147483648);
const float l_2215 = reinterpret_cast<float const&>(l_2214);
const uint32 l_2216 = reinterpret_cast<uint32 const&>(l_2215);
const uint32 l_2217 = l_2216 & uint32(2147483647);
const float l_2218 = reinterpret_cast<float const&>(l_2217);
const double l_2219 = double(l_2218);
l_mut_2220 = l_2219;
const bool l_2221 = l_2217 < uint32(8388608);
if (l_2221) {
const double l_2222 = double(l_2217);
const double l_2223 = l_2222 * double(1.401298464324817e-45);
l_mut_2220 = l_2223;
}
const uint64 l_2224 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_2225 = l_2216 >> uint32(31);
const uint64 l_2226 = uint64(l_2225);
const uint64 l_2227 = l_2226 << uint64(63);
const uint64 l_2228 = l_2224 | l_2227;
const double l_2229 = reinterpret_cast<double const&>(l_2228);
l_mut_38 = l_2229;
} else {
const uint32 l_2230 = reinterpret_cast<uint32 const&>(l_2198);
const uint32 l_2231 = l_2230 + uint32(1);
l_mut_48 = l_2231;
const uint32 l_2232 = l_2230 & uint32(2147483647);
const bool l_2233 = l_2232 == uint32(0);
if (l_2233) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2234 = l_2230 & uint32(2147483648);
const bool l_2235 = l_2234 != uint32(0);
if (l_2235) {
const uint32 l_2236 = l_2230 - uint32(1);
l_mut_48 = l_2236;
} else {
const bool l_2237 = l_2230 == uint32(2139095040);
if (l_2237) {
l_mut_48 = l_2230;
}
}
}
const float l_2238 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2239 = reinterpret_cast<uint32 const&>(l_2238);
const uint32 l_2240 = l_2239 & uint32(2147483647);
const float l_2241 = reinterpret_cast<float const&>(l_2240);
const double l_2242 = double(l_2241);
l_mut_2220 = l_2242;
const bool l_2243 = l_2240 < uint32(8388608);
if (l_2243) {
const double l_2244 = double(l_2240);
const double l_2245 = l_2244 * double(1.401298464324817e-45);
l_mut_2220 = l_2245;
}
const uint64 l_2246 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_2247 = l_2239 >> uint32(31);
const uint64 l_2248 = uint64(l_2247);
const uint64 l_2249 = l_2248 << uint64(63);
const uint64 l_2250 = l_2246 | l_2249;
const double l_2251 = reinterpret_cast<double const&>(l_2250);
const bool l_2252 = l_2251 <= l_2192;
if (l_2252) {
const uint32 l_2253 = reinterpret_cast<uint32 const&>(l_2198);
const uint32 l_2254 = l_2253 + uint32(1);
l_mut_48 = l_2254;
const uint32 l_2255 = l_2253 & uint32(2147483647);
const bool l_2256 = l_2255 == uint32(0);
if (l_2256) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2257 = l_2253 & uint32(2147483648);
const bool l_2258 = l_2257 != uint32(0);
if (l_2258) {
const uint32 l_2259 = l_2253 - uint32(1);
l_mut_48 = l_2259;
} else {
const bool l_2260 = l_2253 == uint32(2139095040);
if (l_2260) {
l_mut_48 = l_2253;
}
}
}
const float l_2261 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2262 = reinterpret_cast<uint32 const&>(l_2261);
const uint32 l_2263 = l_2262 & uint32(2147483647);
const float l_2264 = reinterpret_cast<float const&>(l_2263);
const double l_2265 = double(l_2264);
l_mut_2220 = l_2265;
const bool l_2266 = l_2263 < uint32(8388608);
if (l_2266) {
const double l_2267 = double(l_2263);
const double l_2268 = l_2267 * double(1.401298464324817e-45);
l_mut_2220 = l_2268;
}
const uint64 l_2269 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_2270 = l_2262 >> uint32(31);
const uint64 l_2271 = uint64(l_2270);
const uint64 l_2272 = l_2271 << uint64(63);
const uint64 l_2273 = l_2269 | l_2272;
const double l_2274 = reinterpret_cast<double const&>(l_2273);
l_mut_38 = l_2274;
}
}
}
l_mut_61 = l_mut_38;
} else {
const double l_2275 = l_2103 - l_2106;
const double l_2276 = l_2275 * double(7.1362384635298e44);
const double l_2277 = floor(l_2276);
const double l_2278 = l_2277 * double(1.401298464324817e-45);
l_mut_2220 = l_2278;
const double l_2279 = abs(l_2275);
const bool l_2280 = l_2279 >= double(1.1754943508222875e-38);
if (l_2280) {
const float l_2281 = float(l_2275);
const double l_2282 = double(l_2281);
l_mut_2220 = l_2282;
const bool l_2283 = l_mut_2220 > l_2275;
if (l_2283) {
const uint32 l_2284 = reinterpret_cast<uint32 const&>(l_2281);
const uint32 l_2285 = l_2284 ^ uint32(2147483648);
const float l_2286 = reinterpret_cast<float const&>(l_2285);
const uint32 l_2287 = reinterpret_cast<uint32 const&>(l_2286);
const uint32 l_2288 = l_2287 + uint32(1);
l_mut_48 = l_2288;
const uint32 l_2289 = l_2287 & uint32(2147483647);
const bool l_2290 = l_2289 == uint32(0);
if (l_2290) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2291 = l_2287 & uint32(2147483648);
const bool l_2292 = l_2291 != uint32(0);
if (l_2292) {
const uint32 l_2293 = l_2287 - uint32(1);
l_mut_48 = l_2293;
} else {
const bool l_2294 = l_2287 == uint32(2139095040);
if (l_2294) {
l_mut_48 = l_2287;
}
}
}
const float l_2295 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2296 = reinterpret_cast<uint32 const&>(l_2295);
const uint32 l_2297 = l_2296 ^ uint32(2147483648);
const float l_2298 = reinterpret_cast<float const&>(l_2297);
const uint32 l_2299 = reinterpret_cast<uint32 const&>(l_2298);
const uint32 l_2300 = l_2299 & uint32(2147483647);
const float l_2301 = reinterpret_cast<float const&>(l_2300);
const double l_2302 = double(l_2301);
l_mut_38 = l_2302;
const bool l_2303 = l_2300 < uint32(8388608);
if (l_2303) {
const double l_2304 = double(l_2300);
const double l_2305 = l_2304 * double(1.401298464324817e-45);
l_mut_38 = l_2305;
}
const uint64 l_2306 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2307 = l_2299 >> uint32(31);
const uint64 l_2308 = uint64(l_2307);
const uint64 l_2309 = l_2308 << uint64(63);
const uint64 l_2310 = l_2306 | l_2309;
const double l_2311 = reinterpret_cast<double const&>(l_2310);
l_mut_2220 = l_2311;
} else {
const uint32 l_2312 = reinterpret_cast<uint32 const&>(l_2281);
const uint32 l_2313 = l_2312 + uint32(1);
l_mut_48 = l_2313;
const uint32 l_2314 = l_2312 & uint32(2147483647);
const bool l_2315 = l_2314 == uint32(0);
if (l_2315) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2316 = l_2312 & uint32(2147483648);
const bool l_2317 = l_2316 != uint32(0);
if (l_2317) {
const uint32 l_2318 = l_2312 - uint32(1);
l_mut_48 = l_2318;
} else {
const bool l_2319 = l_2312 == uint32(2139095040);
if (l_2319) {
l_mut_48 = l_2312;
}
}
}
const float l_2320 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2321 = reinterpret_cast<uint32 const&>(l_2320);
const uint32 l_2322 = l_2321 & uint32(2147483647);
const float l_2323 = reinterpret_cast<float const&>(l_2322);
const double l_2324 = double(l_2323);
l_mut_38 = l_2324;
const bool l_2325 = l_2322 < uint32(8388608);
if (l_2325) {
const double l_2326 = double(l_2322);
const double l_2327 = l_2326 * double(1.401298464324817e-45);
l_mut_38 = l_2327;
}
const uint64 l_2328 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2329 = l_2321 >> uint32(31);
const uint64 l_2330 = uint64(l_2329);
const uint64 l_2331 = l_2330 << uint64(63);
const uint64 l_2332 = l_2328 | l_2331;
const double l_2333 = reinterpret_cast<double const&>(l_2332);
const bool l_2334 = l_2333 <= l_2275;
if (l_2334) {
const uint32 l_2335 = reinterpret_cast<uint32 const&>(l_2281);
const uint32 l_2336 = l_2335 + uint32(1);
l_mut_48 = l_2336;
const uint32 l_2337 = l_2335 & uint32(2147483647);
const bool l_2338 = l_2337 == uint32(0);
if (l_2338) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2339 = l_2335 & uint32(2147483648);
const bool l_2340 = l_2339 != uint32(0);
if (l_2340) {
const uint32 l_2341 = l_2335 - uint32(1);
l_mut_48 = l_2341;
} else {
const bool l_2342 = l_2335 == uint32(2139095040);
if (l_2342) {
l_mut_48 = l_2335;
}
}
}
const float l_2343 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2344 = reinterpret_cast<uint32 const&>(l_2343);
const uint32 l_2345 = l_2344 & uint32(2147483647);
const float l_2346 = reinterpret_cast<float const&>(l_2345);
const double l_2347 = double(l_2346);
l_mut_38 = l_2347;
const bool l_2348 = l_2345 < uint32(8388608);
if (l_2348) {
const double l_2349 = double(l_2345);
const double l_2350 = l_2349 * double(1.401298464324817e-45);
l_mut_38 = l_2350;
}
const uint64 l_2351 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2352 = l_2344 >> uint32(31);
const uint64 l_2353 = uint64(l_2352);
const uint64 l_2354 = l_2353 << uint64(63);
const uint64 l_2355 = l_2351 | l_2354;
const double l_2356 = reinterpret_cast<double const&>(l_2355);
l_mut_2220 = l_2356;
}
}
}
l_mut_61 = l_mut_2220;
}
const double l_2357 = l_mut_1205 + l_19;
const double l_2358 = abs(l_2357);
const double l_2359 = l_2358 * double(2.220446049250313e-16);
const double l_2360 = l_2100 + l_2359;
const double l_2361 = l_2357 + l_2360;
const double l_2362 = -l_2361;
const double l_2363 = l_2362 * double(7.1362384635298e44);
const double l_2364 = floor(l_2363);
const double l_2365 = l_2364 * double(1.401298464324817e-45);
l_mut_2220 = l_2365;
const double l_2366 = abs(l_2362);
const bool l_2367 = l_2366 >= double(1.1754943508222875e-38);
if (l_2367) {
const float l_2368 = float(l_2362);
const double l_2369 = double(l_2368);
l_mut_2220 = l_2369;
const bool l_2370 = l_mut_2220 > l_2362;
if (l_2370) {
const uint32 l_2371 = reinterpret_cast<uint32 const&>(l_2368);
const uint32 l_2372 = l_2371 ^ uint32(2147483648);
const float l_2373 = reinterpret_cast<float const&>(l_2372);
const uint32 l_2374 = reinterpret_cast<uint32 const&>(l_2373);
const uint32 l_2375 = l_2374 + uint32(1);
l_mut_48 = l_2375;
const uint32 l_2376 = l_2374 & uint32(2147483647);
const bool l_2377 = l_2376 == uint32(0);
if (l_2377) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2378 = l_2374 & uint32(2147483648);
const bool l_2379 = l_2378 != uint32(0);
if (l_2379) {
const uint32 l_2380 = l_2374 - uint32(1);
l_mut_48 = l_2380;
} else {
const bool l_2381 = l_2374 == uint32(2139095040);
if (l_2381) {
l_mut_48 = l_2374;
}
}
}
const float l_2382 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2383 = reinterpret_cast<uint32 const&>(l_2382);
const uint32 l_2384 = l_2383 ^ uint32(2147483648);
const float l_2385 = reinterpret_cast<float const&>(l_2384);
const uint32 l_2386 = reinterpret_cast<uint32 const&>(l_2385);
const uint32 l_2387 = l_2386 & uint32(2147483647);
const float l_2388 = reinterpret_cast<float const&>(l_2387);
const double l_2389 = double(l_2388);
l_mut_38 = l_2389;
const bool l_2390 = l_2387 < uint32(8388608);
if (l_2390) {
const double l_2391 = double(l_2387);
const double l_2392 = l_2391 * double(1.401298464324817e-45);
l_mut_38 = l_2392;
}
const uint64 l_2393 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2394 = l_2386 >> uint32(31);
const uint64 l_2395 = uint64(l_2394);
const uint64 l_2396 = l_2395 << uint64(63);
const uint64 l_2397 = l_2393 | l_2396;
const double l_2398 = reinterpret_cast<double const&>(l_2397);
l_mut_2220 = l_2398;
} else {
const uint32 l_2399 = reinterpret_cast<uint32 const&>(l_2368);
const uint32 l_2400 = l_2399 + uint32(1);
l_mut_48 = l_2400;
const uint32 l_2401 = l_2399 & uint32(2147483647);
const bool l_2402 = l_2401 == uint32(0);
if (l_2402) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2403 = l_2399 & uint32(2147483648);
const bool l_2404 = l_2403 != uint32(0);
if (l_2404) {
const uint32 l_2405 = l_2399 - uint32(1);
l_mut_48 = l_2405;
} else {
const bool l_2406 = l_2399 == uint32(2139095040);
if (l_2406) {
l_mut_48 = l_2399;
}
}
}
const float l_2407 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2408 = reinterpret_cast<uint32 const&>(l_2407);
const uint32 l_2409 = l_2408 & uint32(2147483647);
const float l_2410 = reinterpret_cast<float const&>(l_2409);
const double l_2411 = double(l_2410);
l_mut_38 = l_2411;
const bool l_2412 = l_2409 < uint32(8388608);
if (l_2412) {
const double l_2413 = double(l_2409);
const double l_2414 = l_2413 * double(1.401298464324817e-45);
l_mut_38 = l_2414;
}
const uint64 l_2415 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2416 = l_2408 >> uint32(31);
const uint64 l_2417 = uint64(l_2416);
const uint64 l_2418 = l_2417 << uint64(63);
const uint64 l_2419 = l_2415 | l_2418;
const double l_2420 = reinterpret_cast<double const&>(l_2419);
const bool l_2421 = l_2420 <= l_2362;
if (l_2421) {
const uint32 l_2422 = reinterpret_cast<uint32 const&>(l_2368);
const uint32 l_2423 = l_2422 + uint32(1);
l_mut_48 = l_2423;
const uint32 l_2424 = l_2422 & uint32(2147483647);
const bool l_2425 = l_2424 == uint32(0);
if (l_2425) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2426 = l_2422 & uint32(2147483648);
const bool l_2427 = l_2426 != uint32(0);
if (l_2427) {
const uint32 l_2428 = l_2422 - uint32(1);
l_mut_48 = l_2428;
} else {
const bool l_2429 = l_2422 == uint32(2139095040);
if (l_2429) {
l_mut_48 = l_2422;
}
}
}
const float l_2430 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2431 = reinterpret_cast<uint32 const&>(l_2430);
const uint32 l_2432 = l_2431 & uint32(2147483647);
const float l_2433 = reinterpret_cast<float const&>(l_2432);
const double l_2434 = double(l_2433);
l_mut_38 = l_2434;
const bool l_2435 = l_2432 < uint32(8388608);
if (l_2435) {
const double l_2436 = double(l_2432);
const double l_2437 = l_2436 * double(1.401298464324817e-45);
l_mut_38 = l_2437;
}
const uint64 l_2438 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2439 = l_2431 >> uint32(31);
const uint64 l_2440 = uint64(l_2439);
const uint64 l_2441 = l_2440 << uint64(63);
const uint64 l_2442 = l_2438 | l_2441;
const double l_2443 = reinterpret_cast<double const&>(l_2442);
l_mut_2220 = l_2443;
}
}
}
const double l_2444 = -l_mut_2220;
l_mut_2220 = l_2444;
const bool l_2445 = bool(false) && bool(true);
if (l_2445) {
const double l_2446 = l_2357 + l_2360;
const double l_2447 = l_2446 * double(7.1362384635298e44);
const double l_2448 = floor(l_2447);
const double l_2449 = l_2448 * double(1.401298464324817e-45);
l_mut_38 = l_2449;
const double l_2450 = abs(l_2446);
const bool l_2451 = l_2450 >= double(1.1754943508222875e-38);
if (l_2451) {
const float l_2452 = float(l_2446);
const double l_2453 = double(l_2452);
l_mut_38 = l_2453;
const bool l_2454 = l_mut_38 > l_2446;
if (l_2454) {
const uint32 l_2455 = reinterpret_cast<uint32 const&>(l_2452);
const uint32 l_2456 = l_2455 ^ uint32(2147483648);
const float l_2457 = reinterpret_cast<float const&>(l_2456);
const uint32 l_2458 = reinterpret_cast<uint32 const&>(l_2457);
const uint32 l_2459 = l_2458 + uint32(1);
l_mut_48 = l_2459;
const uint32 l_2460 = l_2458 & uint32(2147483647);
const bool l_2461 = l_2460 == uint32(0);
if (l_2461) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2462 = l_2458 & uint32(2147483648);
const bool l_2463 = l_2462 != uint32(0);
if (l_2463) {
const uint32 l_2464 = l_2458 - uint32(1);
l_mut_48 = l_2464;
} else {
const bool l_2465 = l_2458 == uint32(2139095040);
if (l_2465) {
l_mut_48 = l_2458;
}
}
}
const float l_2466 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2467 = reinterpret_cast<uint32 const&>(l_2466);
const uint32 l_2468 = l_2467 ^ uint32(2147483648);
const float l_2469 = reinterpret_cast<float const&>(l_2468);
const uint32 l_2470 = reinterpret_cast<uint32 const&>(l_2469);
const uint32 l_2471 = l_2470 & uint32(2147483647);
const float l_2472 = reinterpret_cast<float const&>(l_2471);
const double l_2473 = double(l_2472);
l_mut_2474 = l_2473;
const bool l_2475 = l_2471 < uint32(8388608);
if (l_2475) {
const double l_2476 = double(l_2471);
const double l_2477 = l_2476 * double(1.401298464324817e-45);
l_mut_2474 = l_2477;
}
const uint64 l_2478 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_2479 = l_2470 >> uint32(31);
const uint64 l_2480 = uint64(l_2479);
const uint64 l_2481 = l_2480 << uint64(63);
const uint64 l_2482 = l_2478 | l_2481;
const double l_2483 = reinterpret_cast<double const&>(l_2482);
l_mut_38 = l_2483;
} else {
const uint32 l_2484 = reinterpret_cast<uint32 const&>(l_2452);
const uint32 l_2485 = l_2484 + uint32(1);
l_mut_48 = l_2485;
const uint32 l_2486 = l_2484 & uint32(2147483647);
const bool l_2487 = l_2486 == uint32(0);
if (l_2487) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2488 = l_2484 & uint32(2147483648);
const bool l_2489 = l_2488 != uint32(0);
if (l_2489) {
const uint32 l_2490 = l_2484 - uint32(1);
l_mut_48 = l_2490;
} else {
const bool l_2491 = l_2484 == uint32(2139095040);
if (l_2491) {
l_mut_48 = l_2484;
}
}
}
const float l_2492 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2493 = reinterpret_cast<uint32 const&>(l_2492);
const uint32 l_2494 = l_2493 & uint32(2147483647);
const float l_2495 = reinterpret_cast<float const&>(l_2494);
const double l_2496 = double(l_2495);
l_mut_2474 = l_2496;
const bool l_2497 = l_2494 < uint32(8388608);
if (l_2497) {
const double l_2498 = double(l_2494);
const double l_2499 = l_2498 * double(1.401298464324817e-45);
l_mut_2474 = l_2499;
}
const uint64 l_2500 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_2501 = l_2493 >> uint32(31);
const uint64 l_2502 = uint64(l_2501);
const uint64 l_2503 = l_2502 << uint64(63);
const uint64 l_2504 = l_2500 | l_2503;
const double l_2505 = reinterpret_cast<double const&>(l_2504);
const bool l_2506 = l_2505 <= l_2446;
if (l_2506) {
const uint32 l_2507 = reinterpret_cast<uint32 const&>(l_2452);
const uint32 l_2508 = l_2507 + uint32(1);
l_mut_48 = l_2508;
const uint32 l_2509 = l_2507 & uint32(2147483647);
const bool l_2510 = l_2509 == uint32(0);
if (l_2510) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2511 = l_2507 & uint32(2147483648);
const bool l_2512 = l_2511 != uint32(0);
if (l_2512) {
const uint32 l_2513 = l_2507 - uint32(1);
l_mut_48 = l_2513;
} else {
const bool l_2514 = l_2507 == uint32(2139095040);
if (l_2514) {
l_mut_48 = l_2507;
}
}
}
const float l_2515 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2516 = reinterpret_cast<uint32 const&>(l_2515);
const uint32 l_2517 = l_2516 & uint32(2147483647);
const float l_2518 = reinterpret_cast<float const&>(l_2517);
const double l_2519 = double(l_2518);
l_mut_2474 = l_2519;
const bool l_2520 = l_2517 < uint32(8388608);
if (l_2520) {
const double l_2521 = double(l_2517);
const double l_2522 = l_2521 * double(1.401298464324817e-45);
l_mut_2474 = l_2522;
}
const uint64 l_2523 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_2524 = l_2516 >> uint32(31);
const uint64 l_2525 = uint64(l_2524);
const uint64 l_2526 = l_2525 << uint64(63);
const uint64 l_2527 = l_2523 | l_2526;
const double l_2528 = reinterpret_cast<double const&>(l_2527);
l_mut_38 = l_2528;
}
}
}
l_mut_2220 = l_mut_38;
} else {
const double l_2529 = l_2357 - l_2360;
const double l_2530 = -l_2529;
const double l_2531 = l_2530 * double(7.1362384635298e44);
const double l_2532 = floor(l_2531);
const double l_2533 = l_2532 * double(1.401298464324817e-45);
l_mut_2474 = l_2533;
const double l_2534 = abs(l_2530);
const bool l_2535 = l_2534 >= double(1.1754943508222875e-38);
if (l_2535) {
const float l_2536 = float(l_2530);
const double l_2537 = double(l_2536);
l_mut_2474 = l_2537;
const bool l_2538 = l_mut_2474 > l_2530;
if (l_2538) {
const uint32 l_2539 = reinterpret_cast<uint32 const&>(l_2536);
const uint32 l_2540 = l_2539 ^ uint32(2147483648);
const float l_2541 = reinterpret_cast<float const&>(l_2540);
const uint32 l_2542 = reinterpret_cast<uint32 const&>(l_2541);
const uint32 l_2543 = l_2542 + uint32(1);
l_mut_48 = l_2543;
const uint32 l_2544 = l_2542 & uint32(2147483647);
const bool l_2545 = l_2544 == uint32(0);
if (l_2545) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2546 = l_2542 & uint32(2147483648);
const bool l_2547 = l_2546 != uint32(0);
if (l_2547) {
const uint32 l_2548 = l_2542 - uint32(1);
l_mut_48 = l_2548;
} else {
const bool l_2549 = l_2542 == uint32(2139095040);
if (l_2549) {
l_mut_48 = l_2542;
}
}
}
const float l_2550 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2551 = reinterpret_cast<uint32 const&>(l_2550);
const uint32 l_2552 = l_2551 ^ uint32(2147483648);
const float l_2553 = reinterpret_cast<float const&>(l_2552);
const uint32 l_2554 = reinterpret_cast<uint32 const&>(l_2553);
const uint32 l_2555 = l_2554 & uint32(2147483647);
const float l_2556 = reinterpret_cast<float const&>(l_2555);
const double l_2557 = double(l_2556);
l_mut_38 = l_2557;
const bool l_2558 = l_2555 < uint32(8388608);
if (l_2558) {
const double l_2559 = double(l_2555);
const double l_2560 = l_2559 * double(1.401298464324817e-45);
l_mut_38 = l_2560;
}
const uint64 l_2561 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2562 = l_2554 >> uint32(31);
const uint64 l_2563 = uint64(l_2562);
const uint64 l_2564 = l_2563 << uint64(63);
const uint64 l_2565 = l_2561 | l_2564;
const double l_2566 = reinterpret_cast<double const&>(l_2565);
l_mut_2474 = l_2566;
} else {
const uint32 l_2567 = reinterpret_cast<uint32 const&>(l_2536);
const uint32 l_2568 = l_2567 + uint32(1);
l_mut_48 = l_2568;
const uint32 l_2569 = l_2567 & uint32(2147483647);
const bool l_2570 = l_2569 == uint32(0);
if (l_2570) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2571 = l_2567 & uint32(2147483648);
const bool l_2572 = l_2571 != uint32(0);
if (l_2572) {
const uint32 l_2573 = l_2567 - uint32(1);
l_mut_48 = l_2573;
} else {
const bool l_2574 = l_2567 == uint32(2139095040);
if (l_2574) {
l_mut_48 = l_2567;
}
}
}
const float l_2575 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2576 = reinterpret_cast<uint32 const&>(l_2575);
const uint32 l_2577 = l_2576 & uint32(2147483647);
const float l_2578 = reinterpret_cast<float const&>(l_2577);
const double l_2579 = double(l_2578);
l_mut_38 = l_2579;
const bool l_2580 = l_2577 < uint32(8388608);
if (l_2580) {
const double l_2581 = double(l_2577);
const double l_2582 = l_2581 * double(1.401298464324817e-45);
l_mut_38 = l_2582;
}
const uint64 l_2583 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2584 = l_2576 >> uint32(31);
const uint64 l_2585 = uint64(l_2584);
const uint64 l_2586 = l_2585 << uint64(63);
const uint64 l_2587 = l_2583 | l_2586;
const double l_2588 = reinterpret_cast<double const&>(l_2587);
const bool l_2589 = l_2588 <= l_2530;
if (l_2589) {
const uint32 l_2590 = reinterpret_cast<uint32 const&>(l_2536);
const uint32 l_2591 = l_2590 + uint32(1);
l_mut_48 = l_2591;
const uint32 l_2592 = l_2590 & uint32(2147483647);
const bool l_2593 = l_2592 == uint32(0);
if (l_2593) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2594 = l_2590 & uint32(2147483648);
const bool l_2595 = l_2594 != uint32(0);
if (l_2595) {
const uint32 l_2596 = l_2590 - uint32(1);
l_mut_48 = l_2596;
} else {
const bool l_2597 = l_2590 == uint32(2139095040);
if (l_2597) {
l_mut_48 = l_2590;
}
}
}
const float l_2598 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2599 = reinterpret_cast<uint32 const&>(l_2598);
const uint32 l_2600 = l_2599 & uint32(2147483647);
const float l_2601 = reinterpret_cast<float const&>(l_2600);
const double l_2602 = double(l_2601);
l_mut_38 = l_2602;
const bool l_2603 = l_2600 < uint32(8388608);
if (l_2603) {
const double l_2604 = double(l_2600);
const double l_2605 = l_2604 * double(1.401298464324817e-45);
l_mut_38 = l_2605;
}
const uint64 l_2606 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2607 = l_2599 >> uint32(31);
const uint64 l_2608 = uint64(l_2607);
const uint64 l_2609 = l_2608 << uint64(63);
const uint64 l_2610 = l_2606 | l_2609;
const double l_2611 = reinterpret_cast<double const&>(l_2610);
l_mut_2474 = l_2611;
}
}
}
const double l_2612 = -l_mut_2474;
l_mut_2220 = l_2612;
}
const double l_2613 = l_mut_1122 - l_19;
const double l_2614 = abs(l_2613);
const double l_2615 = l_2614 * double(2.220446049250313e-16);
const double l_2616 = l_2102 + l_2615;
const double l_2617 = l_2613 + l_2616;
const double l_2618 = -l_2617;
const double l_2619 = l_2618 * double(7.1362384635298e44);
const double l_2620 = floor(l_2619);
const double l_2621 = l_2620 * double(1.401298464324817e-45);
l_mut_2474 = l_2621;
const double l_2622 = abs(l_2618);
const bool l_2623 = l_2622 >= double(1.1754943508222875e-38);
if (l_2623) {
const float l_2624 = float(l_2618);
const double l_2625 = double(l_2624);
l_mut_2474 = l_2625;
const bool l_2626 = l_mut_2474 > l_2618;
if (l_2626) {
const uint32 l_2627 = reinterpret_cast<uint32 const&>(l_2624);
const uint32 l_2628 = l_2627 ^ uint32(2147483648);
const float l_2629 = reinterpret_cast<float const&>(l_2628);
const uint32 l_2630 = reinterpret_cast<uint32 const&>(l_2629);
const uint32 l_2631 = l_2630 + uint32(1);
l_mut_48 = l_2631;
const uint32 l_2632 = l_2630 & uint32(2147483647);
const bool l_2633 = l_2632 == uint32(0);
if (l_2633) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2634 = l_2630 & uint32(2147483648);
const bool l_2635 = l_2634 != uint32(0);
if (l_2635) {
const uint32 l_2636 = l_2630 - uint32(1);
l_mut_48 = l_2636;
} else {
const bool l_2637 = l_2630 == uint32(2139095040);
if (l_2637) {
l_mut_48 = l_2630;
}
}
}
const float l_2638 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2639 = reinterpret_cast<uint32 const&>(l_2638);
const uint32 l_2640 = l_2639 ^ uint32(2147483648);
const float l_2641 = reinterpret_cast<float const&>(l_2640);
const uint32 l_2642 = reinterpret_cast<uint32 const&>(l_2641);
const uint32 l_2643 = l_2642 & uint32(2147483647);
const float l_2644 = reinterpret_cast<float const&>(l_2643);
const double l_2645 = double(l_2644);
l_mut_38 = l_2645;
const bool l_2646 = l_2643 < uint32(8388608);
if (l_2646) {
const double l_2647 = double(l_2643);
const double l_2648 = l_2647 * double(1.401298464324817e-45);
l_mut_38 = l_2648;
}
const uint64 l_2649 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2650 = l_2642 >> uint32(31);
const uint64 l_2651 = uint64(l_2650);
const uint64 l_2652 = l_2651 << uint64(63);
const uint64 l_2653 = l_2649 | l_2652;
const double l_2654 = reinterpret_cast<double const&>(l_2653);
l_mut_2474 = l_2654;
} else {
const uint32 l_2655 = reinterpret_cast<uint32 const&>(l_2624);
const uint32 l_2656 = l_2655 + uint32(1);
l_mut_48 = l_2656;
const uint32 l_2657 = l_2655 & uint32(2147483647);
const bool l_2658 = l_2657 == uint32(0);
if (l_2658) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2659 = l_2655 & uint32(2147483648);
const bool l_2660 = l_2659 != uint32(0);
if (l_2660) {
const uint32 l_2661 = l_2655 - uint32(1);
l_mut_48 = l_2661;
} else {
const bool l_2662 = l_2655 == uint32(2139095040);
if (l_2662) {
l_mut_48 = l_2655;
}
}
}
const float l_2663 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2664 = reinterpret_cast<uint32 const&>(l_2663);
const uint32 l_2665 = l_2664 & uint32(2147483647);
const float l_2666 = reinterpret_cast<float const&>(l_2665);
const double l_2667 = double(l_2666);
l_mut_38 = l_2667;
const bool l_2668 = l_2665 < uint32(8388608);
if (l_2668) {
const double l_2669 = double(l_2665);
const double l_2670 = l_2669 * double(1.401298464324817e-45);
l_mut_38 = l_2670;
}
const uint64 l_2671 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2672 = l_2664 >> uint32(31);
const uint64 l_2673 = uint64(l_2672);
const uint64 l_2674 = l_2673 << uint64(63);
const uint64 l_2675 = l_2671 | l_2674;
const double l_2676 = reinterpret_cast<double const&>(l_2675);
const bool l_2677 = l_2676 <= l_2618;
if (l_2677) {
const uint32 l_2678 = reinterpret_cast<uint32 const&>(l_2624);
const uint32 l_2679 = l_2678 + uint32(1);
l_mut_48 = l_2679;
const uint32 l_2680 = l_2678 & uint32(2147483647);
const bool l_2681 = l_2680 == uint32(0);
if (l_2681) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2682 = l_2678 & uint32(2147483648);
const bool l_2683 = l_2682 != uint32(0);
if (l_2683) {
const uint32 l_2684 = l_2678 - uint32(1);
l_mut_48 = l_2684;
} else {
const bool l_2685 = l_2678 == uint32(2139095040);
if (l_2685) {
l_mut_48 = l_2678;
}
}
}
const float l_2686 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2687 = reinterpret_cast<uint32 const&>(l_2686);
const uint32 l_2688 = l_2687 & uint32(2147483647);
const float l_2689 = reinterpret_cast<float const&>(l_2688);
const double l_2690 = double(l_2689);
l_mut_38 = l_2690;
const bool l_2691 = l_2688 < uint32(8388608);
if (l_2691) {
const double l_2692 = double(l_2688);
const double l_2693 = l_2692 * double(1.401298464324817e-45);
l_mut_38 = l_2693;
}
const uint64 l_2694 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2695 = l_2687 >> uint32(31);
const uint64 l_2696 = uint64(l_2695);
const uint64 l_2697 = l_2696 << uint64(63);
const uint64 l_2698 = l_2694 | l_2697;
const double l_2699 = reinterpret_cast<double const&>(l_2698);
l_mut_2474 = l_2699;
}
}
}
const double l_2700 = -l_mut_2474;
l_mut_2474 = l_2700;
const bool l_2701 = bool(true) && bool(true);
if (l_2701) {
const double l_2702 = l_2613 + l_2616;
const double l_2703 = l_2702 * double(7.1362384635298e44);
const double l_2704 = floor(l_2703);
const double l_2705 = l_2704 * double(1.401298464324817e-45);
l_mut_38 = l_2705;
const double l_2706 = abs(l_2702);
const bool l_2707 = l_2706 >= double(1.1754943508222875e-38);
if (l_2707) {
const float l_2708 = float(l_2702);
const double l_2709 = double(l_2708);
l_mut_38 = l_2709;
const bool l_2710 = l_mut_38 > l_2702;
if (l_2710) {
const uint32 l_2711 = reinterpret_cast<uint32 const&>(l_2708);
const uint32 l_2712 = l_2711 ^ uint32(2147483648);
const float l_2713 = reinterpret_cast<float const&>(l_2712);
const uint32 l_2714 = reinterpret_cast<uint32 const&>(l_2713);
const uint32 l_2715 = l_2714 + uint32(1);
l_mut_48 = l_2715;
const uint32 l_2716 = l_2714 & uint32(2147483647);
const bool l_2717 = l_2716 == uint32(0);
if (l_2717) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2718 = l_2714 & uint32(2147483648);
const bool l_2719 = l_2718 != uint32(0);
if (l_2719) {
const uint32 l_2720 = l_2714 - uint32(1);
l_mut_48 = l_2720;
} else {
const bool l_2721 = l_2714 == uint32(2139095040);
if (l_2721) {
l_mut_48 = l_2714;
}
}
}
const float l_2722 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2723 = reinterpret_cast<uint32 const&>(l_2722);
const uint32 l_2724 = l_2723 ^ uint32(2147483648);
const float l_2725 = reinterpret_cast<float const&>(l_2724);
const uint32 l_2726 = reinterpret_cast<uint32 const&>(l_2725);
const uint32 l_2727 = l_2726 & uint32(2147483647);
const float l_2728 = reinterpret_cast<float const&>(l_2727);
const double l_2729 = double(l_2728);
l_mut_2730 = l_2729;
const bool l_2731 = l_2727 < uint32(8388608);
if (l_2731) {
const double l_2732 = double(l_2727);
const double l_2733 = l_2732 * double(1.401298464324817e-45);
l_mut_2730 = l_2733;
}
const uint64 l_2734 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_2735 = l_2726 >> uint32(31);
const uint64 l_2736 = uint64(l_2735);
const uint64 l_2737 = l_2736 << uint64(63);
const uint64 l_2738 = l_2734 | l_2737;
const double l_2739 = reinterpret_cast<double const&>(l_2738);
l_mut_38 = l_2739;
} else {
const uint32 l_2740 = reinterpret_cast<uint32 const&>(l_2708);
const uint32 l_2741 = l_2740 + uint32(1);
l_mut_48 = l_2741;
const uint32 l_2742 = l_2740 & uint32(2147483647);
const bool l_2743 = l_2742 == uint32(0);
if (l_2743) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2744 = l_2740 & uint32(2147483648);
const bool l_2745 = l_2744 != uint32(0);
if (l_2745) {
const uint32 l_2746 = l_2740 - uint32(1);
l_mut_48 = l_2746;
} else {
const bool l_2747 = l_2740 == uint32(2139095040);
if (l_2747) {
l_mut_48 = l_2740;
}
}
}
const float l_2748 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2749 = reinterpret_cast<uint32 const&>(l_2748);
const uint32 l_2750 = l_2749 & uint32(2147483647);
const float l_2751 = reinterpret_cast<float const&>(l_2750);
const double l_2752 = double(l_2751);
l_mut_2730 = l_2752;
const bool l_2753 = l_2750 < uint32(8388608);
if (l_2753) {
const double l_2754 = double(l_2750);
const double l_2755 = l_2754 * double(1.401298464324817e-45);
l_mut_2730 = l_2755;
}
const uint64 l_2756 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_2757 = l_2749 >> uint32(31);
const uint64 l_2758 = uint64(l_2757);
const uint64 l_2759 = l_2758 << uint64(63);
const uint64 l_2760 = l_2756 | l_2759;
const double l_2761 = reinterpret_cast<double const&>(l_2760);
const bool l_2762 = l_2761 <= l_2702;
if (l_2762) {
const uint32 l_2763 = reinterpret_cast<uint32 const&>(l_2708);
const uint32 l_2764 = l_2763 + uint32(1);
l_mut_48 = l_2764;
const uint32 l_2765 = l_2763 & uint32(2147483647);
const bool l_2766 = l_2765 == uint32(0);
if (l_2766) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2767 = l_2763 & uint32(2147483648);
const bool l_2768 = l_2767 != uint32(0);
if (l_2768) {
const uint32 l_2769 = l_2763 - uint32(1);
l_mut_48 = l_2769;
} else {
const bool l_2770 = l_2763 == uint32(2139095040);
if (l_2770) {
l_mut_48 = l_2763;
}
}
}
const float l_2771 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2772 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2773 = l_2772 & uint32(2147483647);
const float l_2774 = reinterpret_cast<float const&>(l_2773);
const double l_2775 = double(l_2774);
l_mut_2730 = l_2775;
const bool l_2776 = l_2773 < uint32(8388608);
if (l_2776) {
const double l_2777 = double(l_2773);
const double l_2778 = l_2777 * double(1.401298464324817e-45);
l_mut_2730 = l_2778;
}
const uint64 l_2779 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_2780 = l_2772 >> uint32(31);
const uint64 l_2781 = uint64(l_2780);
const uint64 l_2782 = l_2781 << uint64(63);
const uint64 l_2783 = l_2779 | l_2782;
const double l_2784 = reinterpret_cast<double const&>(l_2783);
l_mut_38 = l_2784;
}
}
}
l_mut_2474 = l_mut_38;
} else {
const double l_2785 = l_2613 - l_2616;
const double l_2786 = l_2785 * double(7.1362384635298e44);
const double l_2787 = floor(l_2786);
const double l_2788 = l_2787 * double(1.401298464324817e-45);
l_mut_2730 = l_2788;
const double l_2789 = abs(l_2785);
const bool l_2790 = l_2789 >= double(1.1754943508222875e-38);
if (l_2790) {
const float l_2791 = float(l_2785);
const double l_2792 = double(l_2791);
l_mut_2730 = l_2792;
const bool l_2793 = l_mut_2730 > l_2785;
if (l_2793) {
const uint32 l_2794 = reinterpret_cast<uint32 const&>(l_2791);
const uint32 l_2795 = l_2794 ^ uint32(2147483648);
const float l_2796 = reinterpret_cast<float const&>(l_2795);
const uint32 l_2797 = reinterpret_cast<uint32 const&>(l_2796);
const uint32 l_2798 = l_2797 + uint32(1);
l_mut_48 = l_2798;
const uint32 l_2799 = l_2797 & uint32(2147483647);
const bool l_2800 = l_2799 == uint32(0);
if (l_2800) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2801 = l_2797 & uint32(2147483648);
const bool l_2802 = l_2801 != uint32(0);
if (l_2802) {
const uint32 l_2803 = l_2797 - uint32(1);
l_mut_48 = l_2803;
} else {
const bool l_2804 = l_2797 == uint32(2139095040);
if (l_2804) {
l_mut_48 = l_2797;
}
}
}
const float l_2805 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2806 = reinterpret_cast<uint32 const&>(l_2805);
const uint32 l_2807 = l_2806 ^ uint32(2147483648);
const float l_2808 = reinterpret_cast<float const&>(l_2807);
const uint32 l_2809 = reinterpret_cast<uint32 const&>(l_2808);
const uint32 l_2810 = l_2809 & uint32(2147483647);
const float l_2811 = reinterpret_cast<float const&>(l_2810);
const double l_2812 = double(l_2811);
l_mut_38 = l_2812;
const bool l_2813 = l_2810 < uint32(8388608);
if (l_2813) {
const double l_2814 = double(l_2810);
const double l_2815 = l_2814 * double(1.401298464324817e-45);
l_mut_38 = l_2815;
}
const uint64 l_2816 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2817 = l_2809 >> uint32(31);
const uint64 l_2818 = uint64(l_2817);
const uint64 l_2819 = l_2818 << uint64(63);
const uint64 l_2820 = l_2816 | l_2819;
const double l_2821 = reinterpret_cast<double const&>(l_2820);
l_mut_2730 = l_2821;
} else {
const uint32 l_2822 = reinterpret_cast<uint32 const&>(l_2791);
const uint32 l_2823 = l_2822 + uint32(1);
l_mut_48 = l_2823;
const uint32 l_2824 = l_2822 & uint32(2147483647);
const bool l_2825 = l_2824 == uint32(0);
if (l_2825) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2826 = l_2822 & uint32(2147483648);
const bool l_2827 = l_2826 != uint32(0);
if (l_2827) {
const uint32 l_2828 = l_2822 - uint32(1);
l_mut_48 = l_2828;
} else {
const bool l_2829 = l_2822 == uint32(2139095040);
if (l_2829) {
l_mut_48 = l_2822;
}
}
}
const float l_2830 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2831 = reinterpret_cast<uint32 const&>(l_2830);
const uint32 l_2832 = l_2831 & uint32(2147483647);
const float l_2833 = reinterpret_cast<float const&>(l_2832);
const double l_2834 = double(l_2833);
l_mut_38 = l_2834;
const bool l_2835 = l_2832 < uint32(8388608);
if (l_2835) {
const double l_2836 = double(l_2832);
const double l_2837 = l_2836 * double(1.401298464324817e-45);
l_mut_38 = l_2837;
}
const uint64 l_2838 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2839 = l_2831 >> uint32(31);
const uint64 l_2840 = uint64(l_2839);
const uint64 l_2841 = l_2840 << uint64(63);
const uint64 l_2842 = l_2838 | l_2841;
const double l_2843 = reinterpret_cast<double const&>(l_2842);
const bool l_2844 = l_2843 <= l_2785;
if (l_2844) {
const uint32 l_2845 = reinterpret_cast<uint32 const&>(l_2791);
const uint32 l_2846 = l_2845 + uint32(1);
l_mut_48 = l_2846;
const uint32 l_2847 = l_2845 & uint32(2147483647);
const bool l_2848 = l_2847 == uint32(0);
if (l_2848) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2849 = l_2845 & uint32(2147483648);
const bool l_2850 = l_2849 != uint32(0);
if (l_2850) {
const uint32 l_2851 = l_2845 - uint32(1);
l_mut_48 = l_2851;
} else {
const bool l_2852 = l_2845 == uint32(2139095040);
if (l_2852) {
l_mut_48 = l_2845;
}
}
}
const float l_2853 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2854 = reinterpret_cast<uint32 const&>(l_2853);
const uint32 l_2855 = l_2854 & uint32(2147483647);
const float l_2856 = reinterpret_cast<float const&>(l_2855);
const double l_2857 = double(l_2856);
l_mut_38 = l_2857;
const bool l_2858 = l_2855 < uint32(8388608);
if (l_2858) {
const double l_2859 = double(l_2855);
const double l_2860 = l_2859 * double(1.401298464324817e-45);
l_mut_38 = l_2860;
}
const uint64 l_2861 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2862 = l_2854 >> uint32(31);
const uint64 l_2863 = uint64(l_2862);
const uint64 l_2864 = l_2863 << uint64(63);
const uint64 l_2865 = l_2861 | l_2864;
const double l_2866 = reinterpret_cast<double const&>(l_2865);
l_mut_2730 = l_2866;
}
}
}
l_mut_2474 = l_mut_2730;
}
const double l_2867 = l_mut_1122 + l_19;
const double l_2868 = abs(l_2867);
const double l_2869 = l_2868 * double(2.220446049250313e-16);
const double l_2870 = l_2102 + l_2869;
const double l_2871 = l_2867 + l_2870;
const double l_2872 = -l_2871;
const double l_2873 = l_2872 * double(7.1362384635298e44);
const double l_2874 = floor(l_2873);
const double l_2875 = l_2874 * double(1.401298464324817e-45);
l_mut_2730 = l_2875;
const double l_2876 = abs(l_2872);
const bool l_2877 = l_2876 >= double(1.1754943508222875e-38);
if (l_2877) {
const float l_2878 = float(l_2872);
const double l_2879 = double(l_2878);
l_mut_2730 = l_2879;
const bool l_2880 = l_mut_2730 > l_2872;
if (l_2880) {
const uint32 l_2881 = reinterpret_cast<uint32 const&>(l_2878);
const uint32 l_2882 = l_2881 ^ uint32(2147483648);
const float l_2883 = reinterpret_cast<float const&>(l_2882);
const uint32 l_2884 = reinterpret_cast<uint32 const&>(l_2883);
const uint32 l_2885 = l_2884 + uint32(1);
l_mut_48 = l_2885;
const uint32 l_2886 = l_2884 & uint32(2147483647);
const bool l_2887 = l_2886 == uint32(0);
if (l_2887) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2888 = l_2884 & uint32(2147483648);
const bool l_2889 = l_2888 != uint32(0);
if (l_2889) {
const uint32 l_2890 = l_2884 - uint32(1);
l_mut_48 = l_2890;
} else {
const bool l_2891 = l_2884 == uint32(2139095040);
if (l_2891) {
l_mut_48 = l_2884;
}
}
}
const float l_2892 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2893 = reinterpret_cast<uint32 const&>(l_2892);
const uint32 l_2894 = l_2893 ^ uint32(2147483648);
const float l_2895 = reinterpret_cast<float const&>(l_2894);
const uint32 l_2896 = reinterpret_cast<uint32 const&>(l_2895);
const uint32 l_2897 = l_2896 & uint32(2147483647);
const float l_2898 = reinterpret_cast<float const&>(l_2897);
const double l_2899 = double(l_2898);
l_mut_38 = l_2899;
const bool l_2900 = l_2897 < uint32(8388608);
if (l_2900) {
const double l_2901 = double(l_2897);
const double l_2902 = l_2901 * double(1.401298464324817e-45);
l_mut_38 = l_2902;
}
const uint64 l_2903 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2904 = l_2896 >> uint32(31);
const uint64 l_2905 = uint64(l_2904);
const uint64 l_2906 = l_2905 << uint64(63);
const uint64 l_2907 = l_2903 | l_2906;
const double l_2908 = reinterpret_cast<double const&>(l_2907);
l_mut_2730 = l_2908;
} else {
const uint32 l_2909 = reinterpret_cast<uint32 const&>(l_2878);
const uint32 l_2910 = l_2909 + uint32(1);
l_mut_48 = l_2910;
const uint32 l_2911 = l_2909 & uint32(2147483647);
const bool l_2912 = l_2911 == uint32(0);
if (l_2912) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2913 = l_2909 & uint32(2147483648);
const bool l_2914 = l_2913 != uint32(0);
if (l_2914) {
const uint32 l_2915 = l_2909 - uint32(1);
l_mut_48 = l_2915;
} else {
const bool l_2916 = l_2909 == uint32(2139095040);
if (l_2916) {
l_mut_48 = l_2909;
}
}
}
const float l_2917 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2918 = reinterpret_cast<uint32 const&>(l_2917);
const uint32 l_2919 = l_2918 & uint32(2147483647);
const float l_2920 = reinterpret_cast<float const&>(l_2919);
const double l_2921 = double(l_2920);
l_mut_38 = l_2921;
const bool l_2922 = l_2919 < uint32(8388608);
if (l_2922) {
const double l_2923 = double(l_2919);
const double l_2924 = l_2923 * double(1.401298464324817e-45);
l_mut_38 = l_2924;
}
const uint64 l_2925 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2926 = l_2918 >> uint32(31);
const uint64 l_2927 = uint64(l_2926);
const uint64 l_2928 = l_2927 << uint64(63);
const uint64 l_2929 = l_2925 | l_2928;
const double l_2930 = reinterpret_cast<double const&>(l_2929);
const bool l_2931 = l_2930 <= l_2872;
if (l_2931) {
const uint32 l_2932 = reinterpret_cast<uint32 const&>(l_2878);
const uint32 l_2933 = l_2932 + uint32(1);
l_mut_48 = l_2933;
const uint32 l_2934 = l_2932 & uint32(2147483647);
const bool l_2935 = l_2934 == uint32(0);
if (l_2935) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2936 = l_2932 & uint32(2147483648);
const bool l_2937 = l_2936 != uint32(0);
if (l_2937) {
const uint32 l_2938 = l_2932 - uint32(1);
l_mut_48 = l_2938;
} else {
const bool l_2939 = l_2932 == uint32(2139095040);
if (l_2939) {
l_mut_48 = l_2932;
}
}
}
const float l_2940 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2941 = reinterpret_cast<uint32 const&>(l_2940);
const uint32 l_2942 = l_2941 & uint32(2147483647);
const float l_2943 = reinterpret_cast<float const&>(l_2942);
const double l_2944 = double(l_2943);
l_mut_38 = l_2944;
const bool l_2945 = l_2942 < uint32(8388608);
if (l_2945) {
const double l_2946 = double(l_2942);
const double l_2947 = l_2946 * double(1.401298464324817e-45);
l_mut_38 = l_2947;
}
const uint64 l_2948 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_2949 = l_2941 >> uint32(31);
const uint64 l_2950 = uint64(l_2949);
const uint64 l_2951 = l_2950 << uint64(63);
const uint64 l_2952 = l_2948 | l_2951;
const double l_2953 = reinterpret_cast<double const&>(l_2952);
l_mut_2730 = l_2953;
}
}
}
const double l_2954 = -l_mut_2730;
l_mut_2730 = l_2954;
const bool l_2955 = bool(false) && bool(true);
if (l_2955) {
const double l_2956 = l_2867 + l_2870;
const double l_2957 = l_2956 * double(7.1362384635298e44);
const double l_2958 = floor(l_2957);
const double l_2959 = l_2958 * double(1.401298464324817e-45);
l_mut_38 = l_2959;
const double l_2960 = abs(l_2956);
const bool l_2961 = l_2960 >= double(1.1754943508222875e-38);
if (l_2961) {
const float l_2962 = float(l_2956);
const double l_2963 = double(l_2962);
l_mut_38 = l_2963;
const bool l_2964 = l_mut_38 > l_2956;
if (l_2964) {
const uint32 l_2965 = reinterpret_cast<uint32 const&>(l_2962);
const uint32 l_2966 = l_2965 ^ uint32(2147483648);
const float l_2967 = reinterpret_cast<float const&>(l_2966);
const uint32 l_2968 = reinterpret_cast<uint32 const&>(l_2967);
const uint32 l_2969 = l_2968 + uint32(1);
l_mut_48 = l_2969;
const uint32 l_2970 = l_2968 & uint32(2147483647);
const bool l_2971 = l_2970 == uint32(0);
if (l_2971) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2972 = l_2968 & uint32(2147483648);
const bool l_2973 = l_2972 != uint32(0);
if (l_2973) {
const uint32 l_2974 = l_2968 - uint32(1);
l_mut_48 = l_2974;
} else {
const bool l_2975 = l_2968 == uint32(2139095040);
if (l_2975) {
l_mut_48 = l_2968;
}
}
}
const float l_2976 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2977 = reinterpret_cast<uint32 const&>(l_2976);
const uint32 l_2978 = l_2977 ^ uint32(2147483648);
const float l_2979 = reinterpret_cast<float const&>(l_2978);
const uint32 l_2980 = reinterpret_cast<uint32 const&>(l_2979);
const uint32 l_2981 = l_2980 & uint32(2147483647);
const float l_2982 = reinterpret_cast<float const&>(l_2981);
const double l_2983 = double(l_2982);
l_mut_2984 = l_2983;
const bool l_2985 = l_2981 < uint32(8388608);
if (l_2985) {
const double l_2986 = double(l_2981);
const double l_2987 = l_2986 * double(1.401298464324817e-45);
l_mut_2984 = l_2987;
}
const uint64 l_2988 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_2989 = l_2980 >> uint32(31);
const uint64 l_2990 = uint64(l_2989);
const uint64 l_2991 = l_2990 << uint64(63);
const uint64 l_2992 = l_2988 | l_2991;
const double l_2993 = reinterpret_cast<double const&>(l_2992);
l_mut_38 = l_2993;
} else {
const uint32 l_2994 = reinterpret_cast<uint32 const&>(l_2962);
const uint32 l_2995 = l_2994 + uint32(1);
l_mut_48 = l_2995;
const uint32 l_2996 = l_2994 & uint32(2147483647);
const bool l_2997 = l_2996 == uint32(0);
if (l_2997) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2998 = l_2994 & uint32(2147483648);
const bool l_2999 = l_2998 != uint32(0);
if (l_2999) {
const uint32 l_3000 = l_2994 - uint32(1);
l_mut_48 = l_3000;
} else {
const bool l_3001 = l_2994 == uint32(2139095040);
if (l_3001) {
l_mut_48 = l_2994;
}
}
}
const float l_3002 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_3003 = reinterpret_cast<uint32 const&>(l_3002);
const uint32 l_3004 = l_3003 & uint32(2147483647);
const float l_3005 = reinterpret_cast<float const&>(l_3004);
const double l_3006 = double(l_3005);
l_mut_2984 = l_3006;
const bool l_3007 = l_3004 < uint32(8388608);
if (l_3007) {
const double l_3008 = double(l_3004);
const double l_3009 = l_3008 * double(1.401298464324817e-45);
l_mut_2984 = l_3009;
}
const uint64 l_3010 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_3011 = l_3003 >> uint32(31);
const uint64 l_3012 = uint64(l_3011);
const uint64 l_3013 = l_3012 << uint64(63);
const uint64 l_3014 = l_3010 | l_3013;
const double l_3015 = reinterpret_cast<double const&>(l_3014);
const bool l_3016 = l_3015 <= l_2956;
if (l_3016) {
const uint32 l_3017 = reinterpret_cast<uint32 const&>(l_2962);
const uint32 l_3018 = l_3017 + uint32(1);
l_mut_48 = l_3018;
const uint32 l_3019 = l_3017 & uint32(2147483647);
const bool l_3020 = l_3019 == uint32(0);
if (l_3020) {
l_mut_48 = uint32(1);
} else {
const uint32 l_3021 = l_3017 & uint32(2147483648);
const bool l_3022 = l_3021 != uint32(0);
if (l_3022) {
const uint32 l_3023 = l_3017 - uint32(1);
l_mut_48 = l_3023;
} else {
const bool l_3024 = l_3017 == uint32(2139095040);
if (l_3024) {
l_mut_48 = l_3017;
}
}
}
const float l_3025 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_3026 = reinterpret_cast<uint32 const&>(l_3025);
const uint32 l_3027 = l_3026 & uint32(2147483647);
const float l_3028 = reinterpret_cast<float const&>(l_3027);
const double l_3029 = double(l_3028);
l_mut_2984 = l_3029;
const bool l_3030 = l_3027 < uint32(8388608);
if (l_3030) {
const double l_3031 = double(l_3027);
const double l_3032 = l_3031 * double(1.401298464324817e-45);
l_mut_2984 = l_3032;
}
const uint64 l_3033 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_3034 = l_3026 >> uint32(31);
const uint64 l_3035 = uint64(l_3034);
const uint64 l_3036 = l_3035 << uint64(63);
const uint64 l_3037 = l_3033 | l_3036;
const double l_3038 = reinterpret_cast<double const&>(l_3037);
l_mut_38 = l_3038;
}
}
}
l_mut_2730 = l_mut_38;
} else {
const double l_3039 = l_2867 - l_2870;
const double l_3040 = -l_3039;
const double l_3041 = l_3040 * double(7.1362384635298e44);
const double l_3042 = floor(l_3041);
const double l_3043 = l_3042 * double(1.401298464324817e-45);
l_mut_2984 = l_3043;
const double l_3044 = abs(l_3040);
const bool l_3045 = l_3044 >= double(1.1754943508222875e-38);
if (l_3045) {
const float l_3046 = float(l_3040);
const double l_3047 = double(l_3046);
l_mut_2984 = l_3047;
const bool l_3048 = l_mut_2984 > l_3040;
if (l_3048) {
const uint32 l_3049 = reinterpret_cast<uint32 const&>(l_3046);
const uint32 l_3050 = l_3049 ^ uint32(2147483648);
const float l_3051 = reinterpret_cast<float const&>(l_3050);
const uint32 l_3052 = reinterpret_cast<uint32 const&>(l_3051);
const uint32 l_3053 = l_3052 + uint32(1);
l_mut_48 = l_3053;
const uint32 l_3054 = l_3052 & uint32(2147483647);
const bool l_3055 = l_3054 == uint32(0);
if (l_3055) {
l_mut_48 = uint32(1);
} else {
const uint32 l_3056 = l_3052 & uint32(2147483648);
const bool l_3057 = l_3056 != uint32(0);
if (l_3057) {
const uint32 l_3058 = l_3052 - uint32(1);
l_mut_48 = l_3058;
} else {
const bool l_3059 = l_3052 == uint32(2139095040);
if (l_3059) {
l_mut_48 = l_3052;
}
}
}
const float l_3060 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_3061 = reinterpret_cast<uint32 const&>(l_3060);
const uint32 l_3062 = l_3061 ^ uint32(2147483648);
const float l_3063 = reinterpret_cast<float const&>(l_3062);
const uint32 l_3064 = reinterpret_cast<uint32 const&>(l_3063);
const uint32 l_3065 = l_3064 & uint32(2147483647);
const float l_3066 = reinterpret_cast<float const&>(l_3065);
const double l_3067 = double(l_3066);
l_mut_38 = l_3067;
const bool l_3068 = l_3065 < uint32(8388608);
if (l_3068) {
const double l_3069 = double(l_3065);
const double l_3070 = l_3069 * double(1.401298464324817e-45);
l_mut_38 = l_3070;
}
const uint64 l_3071 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_3072 = l_3064 >> uint32(31);
const uint64 l_3073 = uint64(l_3072);
const uint64 l_3074 = l_3073 << uint64(63);
const uint64 l_3075 = l_3071 | l_3074;
const double l_3076 = reinterpret_cast<double const&>(l_3075);
l_mut_2984 = l_3076;
} else {
const uint32 l_3077 = reinterpret_cast<uint32 const&>(l_3046);
const uint32 l_3078 = l_3077 + uint32(1);
l_mut_48 = l_3078;
const uint32 l_3079 = l_3077 & uint32(2147483647);
const bool l_3080 = l_3079 == uint32(0);
if (l_3080) {
l_mut_48 = uint32(1);
} else {
const uint32 l_3081 = l_3077 & uint32(2147483648);
const bool l_3082 = l_3081 != uint32(0);
if (l_3082) {
const uint32 l_3083 = l_3077 - uint32(1);
l_mut_48 = l_3083;
} else {
const bool l_3084 = l_3077 == uint32(2139095040);
if (l_3084) {
l_mut_48 = l_3077;
}
}
}
const float l_3085 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_3086 = reinterpret_cast<uint32 const&>(l_3085);
const uint32 l_3087 = l_3086 & uint32(2147483647);
const float l_3088 = reinterpret_cast<float const&>(l_3087);
const double l_3089 = double(l_3088);
l_mut_38 = l_3089;
const bool l_3090 = l_3087 < uint32(8388608);
if (l_3090) {
const double l_3091 = double(l_3087);
const double l_3092 = l_3091 * double(1.401298464324817e-45);
l_mut_38 = l_3092;
}
const uint64 l_3093 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_3094 = l_3086 >> uint32(31);
const uint64 l_3095 = uint64(l_3094);
const uint64 l_3096 = l_3095 << uint64(63);
const uint64 l_3097 = l_3093 | l_3096;
const double l_3098 = reinterpret_cast<double const&>(l_3097);
const bool l_3099 = l_3098 <= l_3040;
if (l_3099) {
const uint32 l_3100 = reinterpret_cast<uint32 const&>(l_3046);
const uint32 l_3101 = l_3100 + uint32(1);
l_mut_48 = l_3101;
const uint32 l_3102 = l_3100 & uint32(2147483647);
const bool l_3103 = l_3102 == uint32(0);
if (l_3103) {
l_mut_48 = uint32(1);
} else {
const uint32 l_3104 = l_3100 & uint32(2147483648);
const bool l_3105 = l_3104 != uint32(0);
if (l_3105) {
const uint32 l_3106 = l_3100 - uint32(1);
l_mut_48 = l_3106;
} else {
const bool l_3107 = l_3100 == uint32(2139095040);
if (l_3107) {
l_mut_48 = l_3100;
}
}
}
const float l_3108 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_3109 = reinterpret_cast<uint32 const&>(l_3108);
const uint32 l_3110 = l_3109 & uint32(2147483647);
const float l_3111 = reinterpret_cast<float const&>(l_3110);
const double l_3112 = double(l_3111);
l_mut_38 = l_3112;
const bool l_3113 = l_3110 < uint32(8388608);
if (l_3113) {
const double l_3114 = double(l_3110);
const double l_3115 = l_3114 * double(1.401298464324817e-45);
l_mut_38 = l_3115;
}
const uint64 l_3116 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_3117 = l_3109 >> uint32(31);
const uint64 l_3118 = uint64(l_3117);
const uint64 l_3119 = l_3118 << uint64(63);
const uint64 l_3120 = l_3116 | l_3119;
const double l_3121 = reinterpret_cast<double const&>(l_3120);
l_mut_2984 = l_3121;
}
}
}
const double l_3122 = -l_mut_2984;
l_mut_2730 = l_3122;
}
l_mut_48 = uint32(0);
const bool l_3123 = l_mut_2474 <= double(0.0);
const bool l_3124 = l_mut_2730 >= double(0.0);
const bool l_3125 = l_3123 && l_3124;
const bool l_3126 = !l_3125;
if (l_3126) {
const double l_3128 = l_mut_61 / l_mut_2474;
const double l_3129 = l_mut_61 / l_mut_2730;
const double l_3130 = l_mut_2220 / l_mut_2474;
const double l_3131 = l_mut_2220 / l_mut_2730;
l_arr_3127[uint32(0)] = l_3128;
l_arr_3127[uint32(1)] = l_3128;
const double l_3132 = l_arr_3127[uint32(0)];
const bool l_3133 = l_3129 < l_3132;
if (l_3133) {
l_arr_3127[uint32(0)] = l_3129;
}
const double l_3134 = l_arr_3127[uint32(0)];
const bool l_3135 = l_3130 < l_3134;
if (l_3135) {
l_arr_3127[uint32(0)] = l_3130;
}
const double l_3136 = l_arr_3127[uint32(0)];
const bool l_3137 = l_3131 < l_3136;
if (l_3137) {
l_arr_3127[uint32(0)] = l_3131;
}
const double l_3138 = l_arr_3127[uint32(1)];
const bool l_3139 = l_3129 > l_3138;
if (l_3139) {
l_arr_3127[uint32(1)] = l_3129;
}
const double l_3140 = l_arr_3127[uint32(1)];
const bool l_3141 = l_3130 > l_3140;
if (l_3141) {
l_arr_3127[uint32(1)] = l_3130;
}
const double l_3142 = l_arr_3127[uint32(1)];
const bool l_3143 = l_3131 > l_3142;
if (l_3143) {
l_arr_3127[uint32(1)] = l_3131;
}
const double l_3144 = l_arr_3127[uint32(0)];
const double l_3145 = abs(l_3144);
const double l_3146 = l_3145 * l_mut_709;
const double l_3147 = l_arr_3127[uint32(1)];
const double l_3148 = abs(l_3147);
const double l_3149 = l_3148 * l_mut_709;
l_mut_48 = uint32(2);
const double l_3150 = l_arr_3127[uint32(0)];
const double l_3151 = l_3150 - l_3146;
const double l_3152 = abs(l_3151);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_3153 = l_3152 >= double(1.1754943508222875e-38);
const bool l_3154 = l_3152 <= double(1.7976931348623157e308);
const bool l_3155 = l_3153 && l_3154;
if (l_3155) {
const uint64 l_3156 = reinterpret_cast<uint64 const&>(l_3152);
const uint64 l_3157 = l_3156 >> uint64(52);
const uint64 l_3158 = l_3157 - uint64(23);
const uint64 l_3159 = l_3158 << uint64(52);
const double l_3160 = reinterpret_cast<double const&>(l_3159);
l_mut_2984 = l_3160;
}
const double l_3161 = l_3150 + l_3146;
const double l_3162 = abs(l_3161);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_3163 = l_3162 >= double(1.1754943508222875e-38);
const bool l_3164 = l_3162 <= double(1.7976931348623157e308);
const bool l_3165 = l_3163 && l_3164;
if (l_3165) {
const uint64 l_3166 = reinterpret_cast<uint64 const&>(l_3162);
const uint64 l_3167 = l_3166 >> uint64(52);
const uint64 l_3168 = l_3167 - uint64(23);
const uint64 l_3169 = l_3168 << uint64(52);
const double l_3170 = reinterpret_cast<double const&>(l_3169);
l_mut_2730 = l_3170;
}
const bool l_3171 = l_mut_2984 == l_mut_2730;
const double l_3172 = l_arr_3127[uint32(1)];
const double l_3173 = l_3172 - l_3149;
const double l_3174 = abs(l_3173);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_3175 = l_3174 >= double(1.1754943508222875e-38);
const bool l_3176 = l_3174 <= double(1.7976931348623157e308);
const bool l_3177 = l_3175 && l_3176;
if (l_3177) {
const uint64 l_3178 = reinterpret_cast<uint64 const&>(l_3174);
const uint64 l_3179 = l_3178 >> uint64(52);
const uint64 l_3180 = l_3179 - uint64(23);
const uint64 l_3181 = l_3180 << uint64(52);
const double l_3182 = reinterpret_cast<double const&>(l_3181);
l_mut_2984 = l_3182;
}
const double l_3183 = l_3172 + l_3149;
const double l_3184 = abs(l_3183);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_3185 = l_3184 >= double(1.1754943508222875e-38);
const bool l_3186 = l_3184 <= double(1.7976931348623157e308);
const bool l_3187 = l_3185 && l_3186;
if (l_3187) {
const uint64 l_3188 = reinterpret_cast<uint64 const&>(l_3184);
const uint64 l_3189 = l_3188 >> uint64(52);
const uint64 l_3190 = l_3189 - uint64(23);
const uint64 l_3191 = l_3190 << uint64(52);
const double l_3192 = reinterpret_cast<double const&>(l_3191);
l_mut_2730 = l_3192;
}
const bool l_3193 = l_mut_2984 == l_mut_2730;
const bool l_3194 = l_3171 && l_3193;
if (l_3194) {
const double l_3195 = l_arr_3127[uint32(0)];
const double l_3196 = l_arr_3127[uint32(0)];
const double l_3197 = abs(l_3196);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_3198 = l_3197 >= double(1.1754943508222875e-38);
const bool l_3199 = l_3197 <= double(1.7976931348623157e308);
const bool l_3200 = l_3198 && l_3199;
if (l_3200) {
const uint64 l_3201 = reinterpret_cast<uint64 const&>(l_3197);
const uint64 l_3202 = l_3201 >> uint64(52);
const uint64 l_3203 = l_3202 - uint64(23);
const uint64 l_3204 = l_3203 << uint64(52);
const double l_3205 = reinterpret_cast<double const&>(l_3204);
l_mut_2984 = l_3205;
}
const double l_3206 = l_22 * l_mut_2984;
const double l_3207 = l_3195 - l_3206;
const double l_3208 = l_arr_3127[uint32(1)];
const double l_3209 = l_arr_3127[uint32(1)];
const double l_3210 = abs(l_3209);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_3211 = l_3210 >= double(1.1754943508222875e-38);
const bool l_3212 = l_3210 <= double(1.7976931348623157e308);
const bool l_3213 = l_3211 && l_3212;
if (l_3213) {
const uint64 l_3214 = reinterpret_cast<uint64 const&>(l_3210);
const uint64 l_3215 = l_3214 >> uint64(52);
const uint64 l_3216 = l_3215 - uint64(23);
const uint64 l_3217 = l_3216 << uint64(52);
const double l_3218 = reinterpret_cast<double const&>(l_3217);
l_mut_2984 = l_3218;
}
const double l_3219 = l_22 * l_mut_2984;
const double l_3220 = l_3208 + l_3219;
const uint32 l_3221 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3222 = l_3221 & uint32(2147483647);
const float l_3223 = reinterpret_cast<float const&>(l_3222);
const double l_3224 = double(l_3223);
l_mut_2984 = l_3224;
const bool l_3225 = l_3222 < uint32(8388608);
if (l_3225) {
const double l_3226 = double(l_3222);
const double l_3227 = l_3226 * double(1.401298464324817e-45);
l_mut_2984 = l_3227;
}
const uint64 l_3228 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_3229 = l_3221 >> uint32(31);
const uint64 l_3230 = uint64(l_3229);
const uint64 l_3231 = l_3230 << uint64(63);
const uint64 l_3232 = l_3228 | l_3231;
const double l_3233 = reinterpret_cast<double const&>(l_3232);
const uint32 l_3234 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3235 = l_3234 + uint32(1);
l_mut_3236 = l_3235;
const uint32 l_3237 = l_3234 & uint32(2147483647);
const bool l_3238 = l_3237 == uint32(0);
if (l_3238) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3239 = l_3234 & uint32(2147483648);
const bool l_3240 = l_3239 != uint32(0);
if (l_3240) {
const uint32 l_3241 = l_3234 - uint32(1);
l_mut_3236 = l_3241;
} else {
const bool l_3242 = l_3234 == uint32(2139095040);
if (l_3242) {
l_mut_3236 = l_3234;
}
}
}
const float l_3243 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3244 = reinterpret_cast<uint32 const&>(l_3243);
const uint32 l_3245 = l_3244 & uint32(2147483647);
const float l_3246 = reinterpret_cast<float const&>(l_3245);
const double l_3247 = double(l_3246);
l_mut_2984 = l_3247;
const bool l_3248 = l_3245 < uint32(8388608);
if (l_3248) {
const double l_3249 = double(l_3245);
const double l_3250 = l_3249 * double(1.401298464324817e-45);
l_mut_2984 = l_3250;
}
const uint64 l_3251 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_3252 = l_3244 >> uint32(31);
const uint64 l_3253 = uint64(l_3252);
const uint64 l_3254 = l_3253 << uint64(63);
const uint64 l_3255 = l_3251 | l_3254;
const double l_3256 = reinterpret_cast<double const&>(l_3255);
const uint32 l_3257 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3258 = l_3257 ^ uint32(2147483648);
const float l_3259 = reinterpret_cast<float const&>(l_3258);
const uint32 l_3260 = reinterpret_cast<uint32 const&>(l_3259);
const uint32 l_3261 = l_3260 + uint32(1);
l_mut_3236 = l_3261;
const uint32 l_3262 = l_3260 & uint32(2147483647);
const bool l_3263 = l_3262 == uint32(0);
if (l_3263) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3264 = l_3260 & uint32(2147483648);
const bool l_3265 = l_3264 != uint32(0);
if (l_3265) {
const uint32 l_3266 = l_3260 - uint32(1);
l_mut_3236 = l_3266;
} else {
const bool l_3267 = l_3260 == uint32(2139095040);
if (l_3267) {
l_mut_3236 = l_3260;
}
}
}
const float l_3268 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3269 = reinterpret_cast<uint32 const&>(l_3268);
const uint32 l_3270 = l_3269 ^ uint32(2147483648);
const float l_3271 = reinterpret_cast<float const&>(l_3270);
const uint32 l_3272 = reinterpret_cast<uint32 const&>(l_3271);
const uint32 l_3273 = l_3272 & uint32(2147483647);
const float l_3274 = reinterpret_cast<float const&>(l_3273);
const double l_3275 = double(l_3274);
l_mut_2984 = l_3275;
const bool l_3276 = l_3273 < uint32(8388608);
if (l_3276) {
const double l_3277 = double(l_3273);
const double l_3278 = l_3277 * double(1.401298464324817e-45);
l_mut_2984 = l_3278;
}
const uint64 l_3279 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_3280 = l_3272 >> uint32(31);
const uint64 l_3281 = uint64(l_3280);
const uint64 l_3282 = l_3281 << uint64(63);
const uint64 l_3283 = l_3279 | l_3282;
const double l_3284 = reinterpret_cast<double const&>(l_3283);
const double l_3285 = l_3207 + l_3146;
const bool l_3286 = l_3285 <= l_3233;
l_mut_150 = l_3286;
const double l_3287 = l_3207 - l_3146;
const bool l_3288 = l_3287 > l_3233;
l_mut_147 = l_3288;
const double l_3289 = l_3220 - l_3149;
const bool l_3290 = l_3289 >= l_3233;
l_mut_144 = l_3290;
const double l_3291 = l_3220 + l_3149;
const bool l_3292 = l_3291 < l_3233;
l_mut_141 = l_3292;
const double l_3293 = l_3207 + l_3146;
const bool l_3294 = l_3293 < l_3256;
l_mut_150 = l_3294;
const double l_3295 = l_3207 - l_3146;
const bool l_3296 = l_3295 >= l_3256;
l_mut_147 = l_3296;
const double l_3297 = l_3220 - l_3149;
const bool l_3298 = l_3297 > l_3284;
l_mut_144 = l_3298;
const double l_3299 = l_3220 + l_3149;
const bool l_3300 = l_3299 <= l_3284;
l_mut_141 = l_3300;
l_mut_3236 = uint32(2);
const bool l_3301 = l_mut_147 || l_mut_141;
if (l_3301) {
l_mut_3236 = uint32(1);
} else {
const bool l_3302 = l_mut_150 && l_mut_144;
if (l_3302) {
l_mut_3236 = uint32(0);
}
}
const uint32 l_3303 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3304 = l_3303 & uint32(2147483647);
const bool l_3305 = l_3304 == uint32(0);
if (l_3305) {
const double l_3306 = l_3207 + l_3146;
const bool l_3307 = l_3306 < double(1.1754943508222875e-38);
const double l_3308 = l_3220 - l_3149;
const bool l_3309 = l_3308 > double(-1.1754943508222875e-38);
const bool l_3310 = l_3307 && l_3309;
const double l_3311 = l_3207 - l_3146;
const bool l_3312 = l_3311 < double(1.1754943508222875e-38);
const double l_3313 = l_3220 + l_3149;
const bool l_3314 = l_3313 > double(-1.1754943508222875e-38);
const bool l_3315 = l_3312 && l_3314;
if (l_3310) {
l_mut_3236 = uint32(0);
} else {
const bool l_3316 = l_mut_3236 == uint32(1);
const bool l_3317 = l_3315 && l_3316;
if (l_3317) {
l_mut_3236 = uint32(2);
}
}
}
l_mut_48 = l_mut_3236;
}
}
const double l_3318 = l_mut_1205 - l_19;
const double l_3319 = abs(l_3318);
const double l_3320 = l_3319 * double(2.220446049250313e-16);
const double l_3321 = l_2100 + l_3320;
const double l_3322 = l_3318 + l_3321;
const double l_3323 = -l_3322;
const double l_3324 = l_3323 * double(7.1362384635298e44);
const double l_3325 = floor(l_3324);
const double l_3326 = l_3325 * double(1.401298464324817e-45);
l_mut_2984 = l_3326;
const double l_3327 = abs(l_3323);
const bool l_3328 = l_3327 >= double(1.1754943508222875e-38);
if (l_3328) {
const float l_3329 = float(l_3323);
const double l_3330 = double(l_3329);
l_mut_2984 = l_3330;
const bool l_3331 = l_mut_2984 > l_3323;
if (l_3331) {
const uint32 l_3332 = reinterpret_cast<uint32 const&>(l_3329);
const uint32 l_3333 = l_3332 ^ uint32(2147483648);
const float l_3334 = reinterpret_cast<float const&>(l_3333);
const uint32 l_3335 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3336 = l_3335 + uint32(1);
l_mut_3236 = l_3336;
const uint32 l_3337 = l_3335 & uint32(2147483647);
const bool l_3338 = l_3337 == uint32(0);
if (l_3338) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3339 = l_3335 & uint32(2147483648);
const bool l_3340 = l_3339 != uint32(0);
if (l_3340) {
const uint32 l_3341 = l_3335 - uint32(1);
l_mut_3236 = l_3341;
} else {
const bool l_3342 = l_3335 == uint32(2139095040);
if (l_3342) {
l_mut_3236 = l_3335;
}
}
}
const float l_3343 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3344 = reinterpret_cast<uint32 const&>(l_3343);
const uint32 l_3345 = l_3344 ^ uint32(2147483648);
const float l_3346 = reinterpret_cast<float const&>(l_3345);
const uint32 l_3347 = reinterpret_cast<uint32 const&>(l_3346);
const uint32 l_3348 = l_3347 & uint32(2147483647);
const float l_3349 = reinterpret_cast<float const&>(l_3348);
const double l_3350 = double(l_3349);
l_mut_2730 = l_3350;
const bool l_3351 = l_3348 < uint32(8388608);
if (l_3351) {
const double l_3352 = double(l_3348);
const double l_3353 = l_3352 * double(1.401298464324817e-45);
l_mut_2730 = l_3353;
}
const uint64 l_3354 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_3355 = l_3347 >> uint32(31);
const uint64 l_3356 = uint64(l_3355);
const uint64 l_3357 = l_3356 << uint64(63);
const uint64 l_3358 = l_3354 | l_3357;
const double l_3359 = reinterpret_cast<double const&>(l_3358);
l_mut_2984 = l_3359;
} else {
const uint32 l_3360 = reinterpret_cast<uint32 const&>(l_3329);
const uint32 l_3361 = l_3360 + uint32(1);
l_mut_3236 = l_3361;
const uint32 l_3362 = l_3360 & uint32(2147483647);
const bool l_3363 = l_3362 == uint32(0);
if (l_3363) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3364 = l_3360 & uint32(2147483648);
const bool l_3365 = l_3364 != uint32(0);
if (l_3365) {
const uint32 l_3366 = l_3360 - uint32(1);
l_mut_3236 = l_3366;
} else {
const bool l_3367 = l_3360 == uint32(2139095040);
if (l_3367) {
l_mut_3236 = l_3360;
}
}
}
const float l_3368 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3369 = reinterpret_cast<uint32 const&>(l_3368);
const uint32 l_3370 = l_3369 & uint32(2147483647);
const float l_3371 = reinterpret_cast<float const&>(l_3370);
const double l_3372 = double(l_3371);
l_mut_2730 = l_3372;
const bool l_3373 = l_3370 < uint32(8388608);
if (l_3373) {
const double l_3374 = double(l_3370);
const double l_3375 = l_3374 * double(1.401298464324817e-45);
l_mut_2730 = l_3375;
}
const uint64 l_3376 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_3377 = l_3369 >> uint32(31);
const uint64 l_3378 = uint64(l_3377);
const uint64 l_3379 = l_3378 << uint64(63);
const uint64 l_3380 = l_3376 | l_3379;
const double l_3381 = reinterpret_cast<double const&>(l_3380);
const bool l_3382 = l_3381 <= l_3323;
if (l_3382) {
const uint32 l_3383 = reinterpret_cast<uint32 const&>(l_3329);
const uint32 l_3384 = l_3383 + uint32(1);
l_mut_3236 = l_3384;
const uint32 l_3385 = l_3383 & uint32(2147483647);
const bool l_3386 = l_3385 == uint32(0);
if (l_3386) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3387 = l_3383 & uint32(2147483648);
const bool l_3388 = l_3387 != uint32(0);
if (l_3388) {
const uint32 l_3389 = l_3383 - uint32(1);
l_mut_3236 = l_3389;
} else {
const bool l_3390 = l_3383 == uint32(2139095040);
if (l_3390) {
l_mut_3236 = l_3383;
}
}
}
const float l_3391 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3392 = reinterpret_cast<uint32 const&>(l_3391);
const uint32 l_3393 = l_3392 & uint32(2147483647);
const float l_3394 = reinterpret_cast<float const&>(l_3393);
const double l_3395 = double(l_3394);
l_mut_2730 = l_3395;
const bool l_3396 = l_3393 < uint32(8388608);
if (l_3396) {
const double l_3397 = double(l_3393);
const double l_3398 = l_3397 * double(1.401298464324817e-45);
l_mut_2730 = l_3398;
}
const uint64 l_3399 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_3400 = l_3392 >> uint32(31);
const uint64 l_3401 = uint64(l_3400);
const uint64 l_3402 = l_3401 << uint64(63);
const uint64 l_3403 = l_3399 | l_3402;
const double l_3404 = reinterpret_cast<double const&>(l_3403);
l_mut_2984 = l_3404;
}
}
}
const double l_3405 = -l_mut_2984;
l_mut_2984 = l_3405;
const bool l_3406 = bool(true) && bool(false);
if (l_3406) {
const double l_3407 = l_3318 + l_3321;
const double l_3408 = l_3407 * double(7.1362384635298e44);
const double l_3409 = floor(l_3408);
const double l_3410 = l_3409 * double(1.401298464324817e-45);
l_mut_2730 = l_3410;
const double l_3411 = abs(l_3407);
const bool l_3412 = l_3411 >= double(1.1754943508222875e-38);
if (l_3412) {
const float l_3413 = float(l_3407);
const double l_3414 = double(l_3413);
l_mut_2730 = l_3414;
const bool l_3415 = l_mut_2730 > l_3407;
if (l_3415) {
const uint32 l_3416 = reinterpret_cast<uint32 const&>(l_3413);
const uint32 l_3417 = l_3416 ^ uint32(2147483648);
const float l_3418 = reinterpret_cast<float const&>(l_3417);
const uint32 l_3419 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3420 = l_3419 + uint32(1);
l_mut_3236 = l_3420;
const uint32 l_3421 = l_3419 & uint32(2147483647);
const bool l_3422 = l_3421 == uint32(0);
if (l_3422) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3423 = l_3419 & uint32(2147483648);
const bool l_3424 = l_3423 != uint32(0);
if (l_3424) {
const uint32 l_3425 = l_3419 - uint32(1);
l_mut_3236 = l_3425;
} else {
const bool l_3426 = l_3419 == uint32(2139095040);
if (l_3426) {
l_mut_3236 = l_3419;
}
}
}
const float l_3427 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3428 = reinterpret_cast<uint32 const&>(l_3427);
const uint32 l_3429 = l_3428 ^ uint32(2147483648);
const float l_3430 = reinterpret_cast<float const&>(l_3429);
const uint32 l_3431 = reinterpret_cast<uint32 const&>(l_3430);
const uint32 l_3432 = l_3431 & uint32(2147483647);
const float l_3433 = reinterpret_cast<float const&>(l_3432);
const double l_3434 = double(l_3433);
l_mut_2474 = l_3434;
const bool l_3435 = l_3432 < uint32(8388608);
if (l_3435) {
const double l_3436 = double(l_3432);
const double l_3437 = l_3436 * double(1.401298464324817e-45);
l_mut_2474 = l_3437;
}
const uint64 l_3438 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3439 = l_3431 >> uint32(31);
const uint64 l_3440 = uint64(l_3439);
const uint64 l_3441 = l_3440 << uint64(63);
const uint64 l_3442 = l_3438 | l_3441;
const double l_3443 = reinterpret_cast<double const&>(l_3442);
l_mut_2730 = l_3443;
} else {
const uint32 l_3444 = reinterpret_cast<uint32 const&>(l_3413);
const uint32 l_3445 = l_3444 + uint32(1);
l_mut_3236 = l_3445;
const uint32 l_3446 = l_3444 & uint32(2147483647);
const bool l_3447 = l_3446 == uint32(0);
if (l_3447) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3448 = l_3444 & uint32(2147483648);
const bool l_3449 = l_3448 != uint32(0);
if (l_3449) {
const uint32 l_3450 = l_3444 - uint32(1);
l_mut_3236 = l_3450;
} else {
const bool l_3451 = l_3444 == uint32(2139095040);
if (l_3451) {
l_mut_3236 = l_3444;
}
}
}
const float l_3452 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3453 = reinterpret_cast<uint32 const&>(l_3452);
const uint32 l_3454 = l_3453 & uint32(2147483647);
const float l_3455 = reinterpret_cast<float const&>(l_3454);
const double l_3456 = double(l_3455);
l_mut_2474 = l_3456;
const bool l_3457 = l_3454 < uint32(8388608);
if (l_3457) {
const double l_3458 = double(l_3454);
const double l_3459 = l_3458 * double(1.401298464324817e-45);
l_mut_2474 = l_3459;
}
const uint64 l_3460 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3461 = l_3453 >> uint32(31);
const uint64 l_3462 = uint64(l_3461);
const uint64 l_3463 = l_3462 << uint64(63);
const uint64 l_3464 = l_3460 | l_3463;
const double l_3465 = reinterpret_cast<double const&>(l_3464);
const bool l_3466 = l_3465 <= l_3407;
if (l_3466) {
const uint32 l_3467 = reinterpret_cast<uint32 const&>(l_3413);
const uint32 l_3468 = l_3467 + uint32(1);
l_mut_3236 = l_3468;
const uint32 l_3469 = l_3467 & uint32(2147483647);
const bool l_3470 = l_3469 == uint32(0);
if (l_3470) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3471 = l_3467 & uint32(2147483648);
const bool l_3472 = l_3471 != uint32(0);
if (l_3472) {
const uint32 l_3473 = l_3467 - uint32(1);
l_mut_3236 = l_3473;
} else {
const bool l_3474 = l_3467 == uint32(2139095040);
if (l_3474) {
l_mut_3236 = l_3467;
}
}
}
const float l_3475 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3476 = reinterpret_cast<uint32 const&>(l_3475);
const uint32 l_3477 = l_3476 & uint32(2147483647);
const float l_3478 = reinterpret_cast<float const&>(l_3477);
const double l_3479 = double(l_3478);
l_mut_2474 = l_3479;
const bool l_3480 = l_3477 < uint32(8388608);
if (l_3480) {
const double l_3481 = double(l_3477);
const double l_3482 = l_3481 * double(1.401298464324817e-45);
l_mut_2474 = l_3482;
}
const uint64 l_3483 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3484 = l_3476 >> uint32(31);
const uint64 l_3485 = uint64(l_3484);
const uint64 l_3486 = l_3485 << uint64(63);
const uint64 l_3487 = l_3483 | l_3486;
const double l_3488 = reinterpret_cast<double const&>(l_3487);
l_mut_2730 = l_3488;
}
}
}
l_mut_2984 = l_mut_2730;
} else {
const double l_3489 = l_3318 - l_3321;
const double l_3490 = l_3489 * double(7.1362384635298e44);
const double l_3491 = floor(l_3490);
const double l_3492 = l_3491 * double(1.401298464324817e-45);
l_mut_2730 = l_3492;
const double l_3493 = abs(l_3489);
const bool l_3494 = l_3493 >= double(1.1754943508222875e-38);
if (l_3494) {
const float l_3495 = float(l_3489);
const double l_3496 = double(l_3495);
l_mut_2730 = l_3496;
const bool l_3497 = l_mut_2730 > l_3489;
if (l_3497) {
const uint32 l_3498 = reinterpret_cast<uint32 const&>(l_3495);
const uint32 l_3499 = l_3498 ^ uint32(2147483648);
const float l_3500 = reinterpret_cast<float const&>(l_3499);
const uint32 l_3501 = reinterpret_cast<uint32 const&>(l_3500);
const uint32 l_3502 = l_3501 + uint32(1);
l_mut_3236 = l_3502;
const uint32 l_3503 = l_3501 & uint32(2147483647);
const bool l_3504 = l_3503 == uint32(0);
if (l_3504) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3505 = l_3501 & uint32(2147483648);
const bool l_3506 = l_3505 != uint32(0);
if (l_3506) {
const uint32 l_3507 = l_3501 - uint32(1);
l_mut_3236 = l_3507;
} else {
const bool l_3508 = l_3501 == uint32(2139095040);
if (l_3508) {
l_mut_3236 = l_3501;
}
}
}
const float l_3509 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3510 = reinterpret_cast<uint32 const&>(l_3509);
const uint32 l_3511 = l_3510 ^ uint32(2147483648);
const float l_3512 = reinterpret_cast<float const&>(l_3511);
const uint32 l_3513 = reinterpret_cast<uint32 const&>(l_3512);
const uint32 l_3514 = l_3513 & uint32(2147483647);
const float l_3515 = reinterpret_cast<float const&>(l_3514);
const double l_3516 = double(l_3515);
l_mut_2474 = l_3516;
const bool l_3517 = l_3514 < uint32(8388608);
if (l_3517) {
const double l_3518 = double(l_3514);
const double l_3519 = l_3518 * double(1.401298464324817e-45);
l_mut_2474 = l_3519;
}
const uint64 l_3520 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3521 = l_3513 >> uint32(31);
const uint64 l_3522 = uint64(l_3521);
const uint64 l_3523 = l_3522 << uint64(63);
const uint64 l_3524 = l_3520 | l_3523;
const double l_3525 = reinterpret_cast<double const&>(l_3524);
l_mut_2730 = l_3525;
} else {
const uint32 l_3526 = reinterpret_cast<uint32 const&>(l_3495);
const uint32 l_3527 = l_3526 + uint32(1);
l_mut_3236 = l_3527;
const uint32 l_3528 = l_3526 & uint32(2147483647);
const bool l_3529 = l_3528 == uint32(0);
if (l_3529) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3530 = l_3526 & uint32(2147483648);
const bool l_3531 = l_3530 != uint32(0);
if (l_3531) {
const uint32 l_3532 = l_3526 - uint32(1);
l_mut_3236 = l_3532;
} else {
const bool l_3533 = l_3526 == uint32(2139095040);
if (l_3533) {
l_mut_3236 = l_3526;
}
}
}
const float l_3534 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3535 = reinterpret_cast<uint32 const&>(l_3534);
const uint32 l_3536 = l_3535 & uint32(2147483647);
const float l_3537 = reinterpret_cast<float const&>(l_3536);
const double l_3538 = double(l_3537);
l_mut_2474 = l_3538;
const bool l_3539 = l_3536 < uint32(8388608);
if (l_3539) {
const double l_3540 = double(l_3536);
const double l_3541 = l_3540 * double(1.401298464324817e-45);
l_mut_2474 = l_3541;
}
const uint64 l_3542 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3543 = l_3535 >> uint32(31);
const uint64 l_3544 = uint64(l_3543);
const uint64 l_3545 = l_3544 << uint64(63);
const uint64 l_3546 = l_3542 | l_3545;
const double l_3547 = reinterpret_cast<double const&>(l_3546);
const bool l_3548 = l_3547 <= l_3489;
if (l_3548) {
const uint32 l_3549 = reinterpret_cast<uint32 const&>(l_3495);
const uint32 l_3550 = l_3549 + uint32(1);
l_mut_3236 = l_3550;
const uint32 l_3551 = l_3549 & uint32(2147483647);
const bool l_3552 = l_3551 == uint32(0);
if (l_3552) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3553 = l_3549 & uint32(2147483648);
const bool l_3554 = l_3553 != uint32(0);
if (l_3554) {
const uint32 l_3555 = l_3549 - uint32(1);
l_mut_3236 = l_3555;
} else {
const bool l_3556 = l_3549 == uint32(2139095040);
if (l_3556) {
l_mut_3236 = l_3549;
}
}
}
const float l_3557 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3558 = reinterpret_cast<uint32 const&>(l_3557);
const uint32 l_3559 = l_3558 & uint32(2147483647);
const float l_3560 = reinterpret_cast<float const&>(l_3559);
const double l_3561 = double(l_3560);
l_mut_2474 = l_3561;
const bool l_3562 = l_3559 < uint32(8388608);
if (l_3562) {
const double l_3563 = double(l_3559);
const double l_3564 = l_3563 * double(1.401298464324817e-45);
l_mut_2474 = l_3564;
}
const uint64 l_3565 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3566 = l_3558 >> uint32(31);
const uint64 l_3567 = uint64(l_3566);
const uint64 l_3568 = l_3567 << uint64(63);
const uint64 l_3569 = l_3565 | l_3568;
const double l_3570 = reinterpret_cast<double const&>(l_3569);
l_mut_2730 = l_3570;
}
}
}
l_mut_2984 = l_mut_2730;
}
const double l_3571 = l_mut_1205 + l_19;
const double l_3572 = abs(l_3571);
const double l_3573 = l_3572 * double(2.220446049250313e-16);
const double l_3574 = l_2100 + l_3573;
const double l_3575 = l_3571 + l_3574;
const double l_3576 = -l_3575;
const double l_3577 = l_3576 * double(7.1362384635298e44);
const double l_3578 = floor(l_3577);
const double l_3579 = l_3578 * double(1.401298464324817e-45);
l_mut_2730 = l_3579;
const double l_3580 = abs(l_3576);
const bool l_3581 = l_3580 >= double(1.1754943508222875e-38);
if (l_3581) {
const float l_3582 = float(l_3576);
const double l_3583 = double(l_3582);
l_mut_2730 = l_3583;
const bool l_3584 = l_mut_2730 > l_3576;
if (l_3584) {
const uint32 l_3585 = reinterpret_cast<uint32 const&>(l_3582);
const uint32 l_3586 = l_3585 ^ uint32(2147483648);
const float l_3587 = reinterpret_cast<float const&>(l_3586);
const uint32 l_3588 = reinterpret_cast<uint32 const&>(l_3587);
const uint32 l_3589 = l_3588 + uint32(1);
l_mut_3236 = l_3589;
const uint32 l_3590 = l_3588 & uint32(2147483647);
const bool l_3591 = l_3590 == uint32(0);
if (l_3591) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3592 = l_3588 & uint32(2147483648);
const bool l_3593 = l_3592 != uint32(0);
if (l_3593) {
const uint32 l_3594 = l_3588 - uint32(1);
l_mut_3236 = l_3594;
} else {
const bool l_3595 = l_3588 == uint32(2139095040);
if (l_3595) {
l_mut_3236 = l_3588;
}
}
}
const float l_3596 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3597 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3598 = l_3597 ^ uint32(2147483648);
const float l_3599 = reinterpret_cast<float const&>(l_3598);
const uint32 l_3600 = reinterpret_cast<uint32 const&>(l_3599);
const uint32 l_3601 = l_3600 & uint32(2147483647);
const float l_3602 = reinterpret_cast<float const&>(l_3601);
const double l_3603 = double(l_3602);
l_mut_2474 = l_3603;
const bool l_3604 = l_3601 < uint32(8388608);
if (l_3604) {
const double l_3605 = double(l_3601);
const double l_3606 = l_3605 * double(1.401298464324817e-45);
l_mut_2474 = l_3606;
}
const uint64 l_3607 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3608 = l_3600 >> uint32(31);
const uint64 l_3609 = uint64(l_3608);
const uint64 l_3610 = l_3609 << uint64(63);
const uint64 l_3611 = l_3607 | l_3610;
const double l_3612 = reinterpret_cast<double const&>(l_3611);
l_mut_2730 = l_3612;
} else {
const uint32 l_3613 = reinterpret_cast<uint32 const&>(l_3582);
const uint32 l_3614 = l_3613 + uint32(1);
l_mut_3236 = l_3614;
const uint32 l_3615 = l_3613 & uint32(2147483647);
const bool l_3616 = l_3615 == uint32(0);
if (l_3616) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3617 = l_3613 & uint32(2147483648);
const bool l_3618 = l_3617 != uint32(0);
if (l_3618) {
const uint32 l_3619 = l_3613 - uint32(1);
l_mut_3236 = l_3619;
} else {
const bool l_3620 = l_3613 == uint32(2139095040);
if (l_3620) {
l_mut_3236 = l_3613;
}
}
}
const float l_3621 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3622 = reinterpret_cast<uint32 const&>(l_3621);
const uint32 l_3623 = l_3622 & uint32(2147483647);
const float l_3624 = reinterpret_cast<float const&>(l_3623);
const double l_3625 = double(l_3624);
l_mut_2474 = l_3625;
const bool l_3626 = l_3623 < uint32(8388608);
if (l_3626) {
const double l_3627 = double(l_3623);
const double l_3628 = l_3627 * double(1.401298464324817e-45);
l_mut_2474 = l_3628;
}
const uint64 l_3629 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3630 = l_3622 >> uint32(31);
const uint64 l_3631 = uint64(l_3630);
const uint64 l_3632 = l_3631 << uint64(63);
const uint64 l_3633 = l_3629 | l_3632;
const double l_3634 = reinterpret_cast<double const&>(l_3633);
const bool l_3635 = l_3634 <= l_3576;
if (l_3635) {
const uint32 l_3636 = reinterpret_cast<uint32 const&>(l_3582);
const uint32 l_3637 = l_3636 + uint32(1);
l_mut_3236 = l_3637;
const uint32 l_3638 = l_3636 & uint32(2147483647);
const bool l_3639 = l_3638 == uint32(0);
if (l_3639) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3640 = l_3636 & uint32(2147483648);
const bool l_3641 = l_3640 != uint32(0);
if (l_3641) {
const uint32 l_3642 = l_3636 - uint32(1);
l_mut_3236 = l_3642;
} else {
const bool l_3643 = l_3636 == uint32(2139095040);
if (l_3643) {
l_mut_3236 = l_3636;
}
}
}
const float l_3644 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3645 = reinterpret_cast<uint32 const&>(l_3644);
const uint32 l_3646 = l_3645 & uint32(2147483647);
const float l_3647 = reinterpret_cast<float const&>(l_3646);
const double l_3648 = double(l_3647);
l_mut_2474 = l_3648;
const bool l_3649 = l_3646 < uint32(8388608);
if (l_3649) {
const double l_3650 = double(l_3646);
const double l_3651 = l_3650 * double(1.401298464324817e-45);
l_mut_2474 = l_3651;
}
const uint64 l_3652 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_3653 = l_3645 >> uint32(31);
const uint64 l_3654 = uint64(l_3653);
const uint64 l_3655 = l_3654 << uint64(63);
const uint64 l_3656 = l_3652 | l_3655;
const double l_3657 = reinterpret_cast<double const&>(l_3656);
l_mut_2730 = l_3657;
}
}
}
const double l_3658 = -l_mut_2730;
l_mut_2730 = l_3658;
const bool l_3659 = bool(false) && bool(false);
if (l_3659) {
const double l_3660 = l_3571 + l_3574;
const double l_3661 = l_3660 * double(7.1362384635298e44);
const double l_3662 = floor(l_3661);
const double l_3663 = l_3662 * double(1.401298464324817e-45);
l_mut_2474 = l_3663;
const double l_3664 = abs(l_3660);
const bool l_3665 = l_3664 >= double(1.1754943508222875e-38);
if (l_3665) {
const float l_3666 = float(l_3660);
const double l_3667 = double(l_3666);
l_mut_2474 = l_3667;
const bool l_3668 = l_mut_2474 > l_3660;
if (l_3668) {
const uint32 l_3669 = reinterpret_cast<uint32 const&>(l_3666);
const uint32 l_3670 = l_3669 ^ uint32(2147483648);
const float l_3671 = reinterpret_cast<float const&>(l_3670);
const uint32 l_3672 = reinterpret_cast<uint32 const&>(l_3671);
const uint32 l_3673 = l_3672 + uint32(1);
l_mut_3236 = l_3673;
const uint32 l_3674 = l_3672 & uint32(2147483647);
const bool l_3675 = l_3674 == uint32(0);
if (l_3675) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3676 = l_3672 & uint32(2147483648);
const bool l_3677 = l_3676 != uint32(0);
if (l_3677) {
const uint32 l_3678 = l_3672 - uint32(1);
l_mut_3236 = l_3678;
} else {
const bool l_3679 = l_3672 == uint32(2139095040);
if (l_3679) {
l_mut_3236 = l_3672;
}
}
}
const float l_3680 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3681 = reinterpret_cast<uint32 const&>(l_3680);
const uint32 l_3682 = l_3681 ^ uint32(2147483648);
const float l_3683 = reinterpret_cast<float const&>(l_3682);
const uint32 l_3684 = reinterpret_cast<uint32 const&>(l_3683);
const uint32 l_3685 = l_3684 & uint32(2147483647);
const float l_3686 = reinterpret_cast<float const&>(l_3685);
const double l_3687 = double(l_3686);
l_mut_2220 = l_3687;
const bool l_3688 = l_3685 < uint32(8388608);
if (l_3688) {
const double l_3689 = double(l_3685);
const double l_3690 = l_3689 * double(1.401298464324817e-45);
l_mut_2220 = l_3690;
}
const uint64 l_3691 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3692 = l_3684 >> uint32(31);
const uint64 l_3693 = uint64(l_3692);
const uint64 l_3694 = l_3693 << uint64(63);
const uint64 l_3695 = l_3691 | l_3694;
const double l_3696 = reinterpret_cast<double const&>(l_3695);
l_mut_2474 = l_3696;
} else {
const uint32 l_3697 = reinterpret_cast<uint32 const&>(l_3666);
const uint32 l_3698 = l_3697 + uint32(1);
l_mut_3236 = l_3698;
const uint32 l_3699 = l_3697 & uint32(2147483647);
const bool l_3700 = l_3699 == uint32(0);
if (l_3700) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3701 = l_3697 & uint32(2147483648);
const bool l_3702 = l_3701 != uint32(0);
if (l_3702) {
const uint32 l_3703 = l_3697 - uint32(1);
l_mut_3236 = l_3703;
} else {
const bool l_3704 = l_3697 == uint32(2139095040);
if (l_3704) {
l_mut_3236 = l_3697;
}
}
}
const float l_3705 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3706 = reinterpret_cast<uint32 const&>(l_3705);
const uint32 l_3707 = l_3706 & uint32(2147483647);
const float l_3708 = reinterpret_cast<float const&>(l_3707);
const double l_3709 = double(l_3708);
l_mut_2220 = l_3709;
const bool l_3710 = l_3707 < uint32(8388608);
if (l_3710) {
const double l_3711 = double(l_3707);
const double l_3712 = l_3711 * double(1.401298464324817e-45);
l_mut_2220 = l_3712;
}
const uint64 l_3713 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3714 = l_3706 >> uint32(31);
const uint64 l_3715 = uint64(l_3714);
const uint64 l_3716 = l_3715 << uint64(63);
const uint64 l_3717 = l_3713 | l_3716;
const double l_3718 = reinterpret_cast<double const&>(l_3717);
const bool l_3719 = l_3718 <= l_3660;
if (l_3719) {
const uint32 l_3720 = reinterpret_cast<uint32 const&>(l_3666);
const uint32 l_3721 = l_3720 + uint32(1);
l_mut_3236 = l_3721;
const uint32 l_3722 = l_3720 & uint32(2147483647);
const bool l_3723 = l_3722 == uint32(0);
if (l_3723) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3724 = l_3720 & uint32(2147483648);
const bool l_3725 = l_3724 != uint32(0);
if (l_3725) {
const uint32 l_3726 = l_3720 - uint32(1);
l_mut_3236 = l_3726;
} else {
const bool l_3727 = l_3720 == uint32(2139095040);
if (l_3727) {
l_mut_3236 = l_3720;
}
}
}
const float l_3728 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3729 = reinterpret_cast<uint32 const&>(l_3728);
const uint32 l_3730 = l_3729 & uint32(2147483647);
const float l_3731 = reinterpret_cast<float const&>(l_3730);
const double l_3732 = double(l_3731);
l_mut_2220 = l_3732;
const bool l_3733 = l_3730 < uint32(8388608);
if (l_3733) {
const double l_3734 = double(l_3730);
const double l_3735 = l_3734 * double(1.401298464324817e-45);
l_mut_2220 = l_3735;
}
const uint64 l_3736 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3737 = l_3729 >> uint32(31);
const uint64 l_3738 = uint64(l_3737);
const uint64 l_3739 = l_3738 << uint64(63);
const uint64 l_3740 = l_3736 | l_3739;
const double l_3741 = reinterpret_cast<double const&>(l_3740);
l_mut_2474 = l_3741;
}
}
}
l_mut_2730 = l_mut_2474;
} else {
}
const double l_3742 = l_mut_1122 - l_19;
const double l_3743 = abs(l_3742);
const double l_3744 = l_3743 * double(2.220446049250313e-16);
const double l_3745 = l_2102 + l_3744;
const double l_3746 = l_3742 + l_3745;
const double l_3747 = -l_3746;
const double l_3748 = l_3747 * double(7.1362384635298e44);
const double l_3749 = floor(l_3748);
const double l_3750 = l_3749 * double(1.401298464324817e-45);
l_mut_2474 = l_3750;
const double l_3751 = abs(l_3747);
const bool l_3752 = l_3751 >= double(1.1754943508222875e-38);
if (l_3752) {
const float l_3753 = float(l_3747);
const double l_3754 = double(l_3753);
l_mut_2474 = l_3754;
const bool l_3755 = l_mut_2474 > l_3747;
if (l_3755) {
const uint32 l_3756 = reinterpret_cast<uint32 const&>(l_3753);
const uint32 l_3757 = l_3756 ^ uint32(2147483648);
const float l_3758 = reinterpret_cast<float const&>(l_3757);
const uint32 l_3759 = reinterpret_cast<uint32 const&>(l_3758);
const uint32 l_3760 = l_3759 + uint32(1);
l_mut_3236 = l_3760;
const uint32 l_3761 = l_3759 & uint32(2147483647);
const bool l_3762 = l_3761 == uint32(0);
if (l_3762) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3763 = l_3759 & uint32(2147483648);
const bool l_3764 = l_3763 != uint32(0);
if (l_3764) {
const uint32 l_3765 = l_3759 - uint32(1);
l_mut_3236 = l_3765;
} else {
const bool l_3766 = l_3759 == uint32(2139095040);
if (l_3766) {
l_mut_3236 = l_3759;
}
}
}
const float l_3767 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3768 = reinterpret_cast<uint32 const&>(l_3767);
const uint32 l_3769 = l_3768 ^ uint32(2147483648);
const float l_3770 = reinterpret_cast<float const&>(l_3769);
const uint32 l_3771 = reinterpret_cast<uint32 const&>(l_3770);
const uint32 l_3772 = l_3771 & uint32(2147483647);
const float l_3773 = reinterpret_cast<float const&>(l_3772);
const double l_3774 = double(l_3773);
l_mut_2220 = l_3774;
const bool l_3775 = l_3772 < uint32(8388608);
if (l_3775) {
const double l_3776 = double(l_3772);
const double l_3777 = l_3776 * double(1.401298464324817e-45);
l_mut_2220 = l_3777;
}
const uint64 l_3778 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3779 = l_3771 >> uint32(31);
const uint64 l_3780 = uint64(l_3779);
const uint64 l_3781 = l_3780 << uint64(63);
const uint64 l_3782 = l_3778 | l_3781;
const double l_3783 = reinterpret_cast<double const&>(l_3782);
l_mut_2474 = l_3783;
} else {
const uint32 l_3784 = reinterpret_cast<uint32 const&>(l_3753);
const uint32 l_3785 = l_3784 + uint32(1);
l_mut_3236 = l_3785;
const uint32 l_3786 = l_3784 & uint32(2147483647);
const bool l_3787 = l_3786 == uint32(0);
if (l_3787) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3788 = l_3784 & uint32(2147483648);
const bool l_3789 = l_3788 != uint32(0);
if (l_3789) {
const uint32 l_3790 = l_3784 - uint32(1);
l_mut_3236 = l_3790;
} else {
const bool l_3791 = l_3784 == uint32(2139095040);
if (l_3791) {
l_mut_3236 = l_3784;
}
}
}
const float l_3792 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3793 = reinterpret_cast<uint32 const&>(l_3792);
const uint32 l_3794 = l_3793 & uint32(2147483647);
const float l_3795 = reinterpret_cast<float const&>(l_3794);
const double l_3796 = double(l_3795);
l_mut_2220 = l_3796;
const bool l_3797 = l_3794 < uint32(8388608);
if (l_3797) {
const double l_3798 = double(l_3794);
const double l_3799 = l_3798 * double(1.401298464324817e-45);
l_mut_2220 = l_3799;
}
const uint64 l_3800 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3801 = l_3793 >> uint32(31);
const uint64 l_3802 = uint64(l_3801);
const uint64 l_3803 = l_3802 << uint64(63);
const uint64 l_3804 = l_3800 | l_3803;
const double l_3805 = reinterpret_cast<double const&>(l_3804);
const bool l_3806 = l_3805 <= l_3747;
if (l_3806) {
const uint32 l_3807 = reinterpret_cast<uint32 const&>(l_3753);
const uint32 l_3808 = l_3807 + uint32(1);
l_mut_3236 = l_3808;
const uint32 l_3809 = l_3807 & uint32(2147483647);
const bool l_3810 = l_3809 == uint32(0);
if (l_3810) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3811 = l_3807 & uint32(2147483648);
const bool l_3812 = l_3811 != uint32(0);
if (l_3812) {
const uint32 l_3813 = l_3807 - uint32(1);
l_mut_3236 = l_3813;
} else {
const bool l_3814 = l_3807 == uint32(2139095040);
if (l_3814) {
l_mut_3236 = l_3807;
}
}
}
const float l_3815 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3816 = reinterpret_cast<uint32 const&>(l_3815);
const uint32 l_3817 = l_3816 & uint32(2147483647);
const float l_3818 = reinterpret_cast<float const&>(l_3817);
const double l_3819 = double(l_3818);
l_mut_2220 = l_3819;
const bool l_3820 = l_3817 < uint32(8388608);
if (l_3820) {
const double l_3821 = double(l_3817);
const double l_3822 = l_3821 * double(1.401298464324817e-45);
l_mut_2220 = l_3822;
}
const uint64 l_3823 = reinterpret_cast<uint64 const&>(l_mut_2220);
const uint32 l_3824 = l_3816 >> uint32(31);
const uint64 l_3825 = uint64(l_3824);
const uint64 l_3826 = l_3825 << uint64(63);
const uint64 l_3827 = l_3823 | l_3826;
const double l_3828 = reinterpret_cast<double const&>(l_3827);
l_mut_2474 = l_3828;
}
}
}
const double l_3829 = -l_mut_2474;
l_mut_2474 = l_3829;
const bool l_3830 = bool(true) && bool(false);
if (l_3830) {
const double l_3831 = l_3742 + l_3745;
const double l_3832 = l_3831 * double(7.1362384635298e44);
const double l_3833 = floor(l_3832);
const double l_3834 = l_3833 * double(1.401298464324817e-45);
l_mut_2220 = l_3834;
const double l_3835 = abs(l_3831);
const bool l_3836 = l_3835 >= double(1.1754943508222875e-38);
if (l_3836) {
const float l_3837 = float(l_3831);
const double l_3838 = double(l_3837);
l_mut_2220 = l_3838;
const bool l_3839 = l_mut_2220 > l_3831;
if (l_3839) {
const uint32 l_3840 = reinterpret_cast<uint32 const&>(l_3837);
const uint32 l_3841 = l_3840 ^ uint32(2147483648);
const float l_3842 = reinterpret_cast<float const&>(l_3841);
const uint32 l_3843 = reinterpret_cast<uint32 const&>(l_3842);
const uint32 l_3844 = l_3843 + uint32(1);
l_mut_3236 = l_3844;
const uint32 l_3845 = l_3843 & uint32(2147483647);
const bool l_3846 = l_3845 == uint32(0);
if (l_3846) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3847 = l_3843 & uint32(2147483648);
const bool l_3848 = l_3847 != uint32(0);
if (l_3848) {
const uint32 l_3849 = l_3843 - uint32(1);
l_mut_3236 = l_3849;
} else {
const bool l_3850 = l_3843 == uint32(2139095040);
if (l_3850) {
l_mut_3236 = l_3843;
}
}
}
const float l_3851 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3852 = reinterpret_cast<uint32 const&>(l_3851);
const uint32 l_3853 = l_3852 ^ uint32(2147483648);
const float l_3854 = reinterpret_cast<float const&>(l_3853);
const uint32 l_3855 = reinterpret_cast<uint32 const&>(l_3854);
const uint32 l_3856 = l_3855 & uint32(2147483647);
const float l_3857 = reinterpret_cast<float const&>(l_3856);
const double l_3858 = double(l_3857);
l_mut_61 = l_3858;
const bool l_3859 = l_3856 < uint32(8388608);
if (l_3859) {
const double l_3860 = double(l_3856);
const double l_3861 = l_3860 * double(1.401298464324817e-45);
l_mut_61 = l_3861;
}
const uint64 l_3862 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3863 = l_3855 >> uint32(31);
const uint64 l_3864 = uint64(l_3863);
const uint64 l_3865 = l_3864 << uint64(63);
const uint64 l_3866 = l_3862 | l_3865;
const double l_3867 = reinterpret_cast<double const&>(l_3866);
l_mut_2220 = l_3867;
} else {
const uint32 l_3868 = reinterpret_cast<uint32 const&>(l_3837);
const uint32 l_3869 = l_3868 + uint32(1);
l_mut_3236 = l_3869;
const uint32 l_3870 = l_3868 & uint32(2147483647);
const bool l_3871 = l_3870 == uint32(0);
if (l_3871) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3872 = l_3868 & uint32(2147483648);
const bool l_3873 = l_3872 != uint32(0);
if (l_3873) {
const uint32 l_3874 = l_3868 - uint32(1);
l_mut_3236 = l_3874;
} else {
const bool l_3875 = l_3868 == uint32(2139095040);
if (l_3875) {
l_mut_3236 = l_3868;
}
}
}
const float l_3876 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3877 = reinterpret_cast<uint32 const&>(l_3876);
const uint32 l_3878 = l_3877 & uint32(2147483647);
const float l_3879 = reinterpret_cast<float const&>(l_3878);
const double l_3880 = double(l_3879);
l_mut_61 = l_3880;
const bool l_3881 = l_3878 < uint32(8388608);
if (l_3881) {
const double l_3882 = double(l_3878);
const double l_3883 = l_3882 * double(1.401298464324817e-45);
l_mut_61 = l_3883;
}
const uint64 l_3884 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3885 = l_3877 >> uint32(31);
const uint64 l_3886 = uint64(l_3885);
const uint64 l_3887 = l_3886 << uint64(63);
const uint64 l_3888 = l_3884 | l_3887;
const double l_3889 = reinterpret_cast<double const&>(l_3888);
const bool l_3890 = l_3889 <= l_3831;
if (l_3890) {
const uint32 l_3891 = reinterpret_cast<uint32 const&>(l_3837);
const uint32 l_3892 = l_3891 + uint32(1);
l_mut_3236 = l_3892;
const uint32 l_3893 = l_3891 & uint32(2147483647);
const bool l_3894 = l_3893 == uint32(0);
if (l_3894) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3895 = l_3891 & uint32(2147483648);
const bool l_3896 = l_3895 != uint32(0);
if (l_3896) {
const uint32 l_3897 = l_3891 - uint32(1);
l_mut_3236 = l_3897;
} else {
const bool l_3898 = l_3891 == uint32(2139095040);
if (l_3898) {
l_mut_3236 = l_3891;
}
}
}
const float l_3899 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3900 = reinterpret_cast<uint32 const&>(l_3899);
const uint32 l_3901 = l_3900 & uint32(2147483647);
const float l_3902 = reinterpret_cast<float const&>(l_3901);
const double l_3903 = double(l_3902);
l_mut_61 = l_3903;
const bool l_3904 = l_3901 < uint32(8388608);
if (l_3904) {
const double l_3905 = double(l_3901);
const double l_3906 = l_3905 * double(1.401298464324817e-45);
l_mut_61 = l_3906;
}
const uint64 l_3907 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3908 = l_3900 >> uint32(31);
const uint64 l_3909 = uint64(l_3908);
const uint64 l_3910 = l_3909 << uint64(63);
const uint64 l_3911 = l_3907 | l_3910;
const double l_3912 = reinterpret_cast<double const&>(l_3911);
l_mut_2220 = l_3912;
}
}
}
l_mut_2474 = l_mut_2220;
} else {
const double l_3913 = l_3742 - l_3745;
const double l_3914 = l_3913 * double(7.1362384635298e44);
const double l_3915 = floor(l_3914);
const double l_3916 = l_3915 * double(1.401298464324817e-45);
l_mut_2220 = l_3916;
const double l_3917 = abs(l_3913);
const bool l_3918 = l_3917 >= double(1.1754943508222875e-38);
if (l_3918) {
const float l_3919 = float(l_3913);
const double l_3920 = double(l_3919);
l_mut_2220 = l_3920;
const bool l_3921 = l_mut_2220 > l_3913;
if (l_3921) {
const uint32 l_3922 = reinterpret_cast<uint32 const&>(l_3919);
const uint32 l_3923 = l_3922 ^ uint32(2147483648);
const float l_3924 = reinterpret_cast<float const&>(l_3923);
const uint32 l_3925 = reinterpret_cast<uint32 const&>(l_3924);
const uint32 l_3926 = l_3925 + uint32(1);
l_mut_3236 = l_3926;
const uint32 l_3927 = l_3925 & uint32(2147483647);
const bool l_3928 = l_3927 == uint32(0);
if (l_3928) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3929 = l_3925 & uint32(2147483648);
const bool l_3930 = l_3929 != uint32(0);
if (l_3930) {
const uint32 l_3931 = l_3925 - uint32(1);
l_mut_3236 = l_3931;
} else {
const bool l_3932 = l_3925 == uint32(2139095040);
if (l_3932) {
l_mut_3236 = l_3925;
}
}
}
const float l_3933 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3934 = reinterpret_cast<uint32 const&>(l_3933);
const uint32 l_3935 = l_3934 ^ uint32(2147483648);
const float l_3936 = reinterpret_cast<float const&>(l_3935);
const uint32 l_3937 = reinterpret_cast<uint32 const&>(l_3936);
const uint32 l_3938 = l_3937 & uint32(2147483647);
const float l_3939 = reinterpret_cast<float const&>(l_3938);
const double l_3940 = double(l_3939);
l_mut_61 = l_3940;
const bool l_3941 = l_3938 < uint32(8388608);
if (l_3941) {
const double l_3942 = double(l_3938);
const double l_3943 = l_3942 * double(1.401298464324817e-45);
l_mut_61 = l_3943;
}
const uint64 l_3944 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3945 = l_3937 >> uint32(31);
const uint64 l_3946 = uint64(l_3945);
const uint64 l_3947 = l_3946 << uint64(63);
const uint64 l_3948 = l_3944 | l_3947;
const double l_3949 = reinterpret_cast<double const&>(l_3948);
l_mut_2220 = l_3949;
} else {
const uint32 l_3950 = reinterpret_cast<uint32 const&>(l_3919);
const uint32 l_3951 = l_3950 + uint32(1);
l_mut_3236 = l_3951;
const uint32 l_3952 = l_3950 & uint32(2147483647);
const bool l_3953 = l_3952 == uint32(0);
if (l_3953) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3954 = l_3950 & uint32(2147483648);
const bool l_3955 = l_3954 != uint32(0);
if (l_3955) {
const uint32 l_3956 = l_3950 - uint32(1);
l_mut_3236 = l_3956;
} else {
const bool l_3957 = l_3950 == uint32(2139095040);
if (l_3957) {
l_mut_3236 = l_3950;
}
}
}
const float l_3958 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3959 = reinterpret_cast<uint32 const&>(l_3958);
const uint32 l_3960 = l_3959 & uint32(2147483647);
const float l_3961 = reinterpret_cast<float const&>(l_3960);
const double l_3962 = double(l_3961);
l_mut_61 = l_3962;
const bool l_3963 = l_3960 < uint32(8388608);
if (l_3963) {
const double l_3964 = double(l_3960);
const double l_3965 = l_3964 * double(1.401298464324817e-45);
l_mut_61 = l_3965;
}
const uint64 l_3966 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3967 = l_3959 >> uint32(31);
const uint64 l_3968 = uint64(l_3967);
const uint64 l_3969 = l_3968 << uint64(63);
const uint64 l_3970 = l_3966 | l_3969;
const double l_3971 = reinterpret_cast<double const&>(l_3970);
const bool l_3972 = l_3971 <= l_3913;
if (l_3972) {
const uint32 l_3973 = reinterpret_cast<uint32 const&>(l_3919);
const uint32 l_3974 = l_3973 + uint32(1);
l_mut_3236 = l_3974;
const uint32 l_3975 = l_3973 & uint32(2147483647);
const bool l_3976 = l_3975 == uint32(0);
if (l_3976) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_3977 = l_3973 & uint32(2147483648);
const bool l_3978 = l_3977 != uint32(0);
if (l_3978) {
const uint32 l_3979 = l_3973 - uint32(1);
l_mut_3236 = l_3979;
} else {
const bool l_3980 = l_3973 == uint32(2139095040);
if (l_3980) {
l_mut_3236 = l_3973;
}
}
}
const float l_3981 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_3982 = reinterpret_cast<uint32 const&>(l_3981);
const uint32 l_3983 = l_3982 & uint32(2147483647);
const float l_3984 = reinterpret_cast<float const&>(l_3983);
const double l_3985 = double(l_3984);
l_mut_61 = l_3985;
const bool l_3986 = l_3983 < uint32(8388608);
if (l_3986) {
const double l_3987 = double(l_3983);
const double l_3988 = l_3987 * double(1.401298464324817e-45);
l_mut_61 = l_3988;
}
const uint64 l_3989 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_3990 = l_3982 >> uint32(31);
const uint64 l_3991 = uint64(l_3990);
const uint64 l_3992 = l_3991 << uint64(63);
const uint64 l_3993 = l_3989 | l_3992;
const double l_3994 = reinterpret_cast<double const&>(l_3993);
l_mut_2220 = l_3994;
}
}
}
l_mut_2474 = l_mut_2220;
}
const double l_3995 = l_mut_1122 + l_19;
const double l_3996 = abs(l_3995);
const double l_3997 = l_3996 * double(2.220446049250313e-16);
const double l_3998 = l_2102 + l_3997;
const double l_3999 = l_3995 + l_3998;
const double l_4000 = -l_3999;
const double l_4001 = l_4000 * double(7.1362384635298e44);
const double l_4002 = floor(l_4001);
const double l_4003 = l_4002 * double(1.401298464324817e-45);
l_mut_2220 = l_4003;
const double l_4004 = abs(l_4000);
const bool l_4005 = l_4004 >= double(1.1754943508222875e-38);
if (l_4005) {
const float l_4006 = float(l_4000);
const double l_4007 = double(l_4006);
l_mut_2220 = l_4007;
const bool l_4008 = l_mut_2220 > l_4000;
if (l_4008) {
const uint32 l_4009 = reinterpret_cast<uint32 const&>(l_4006);
const uint32 l_4010 = l_4009 ^ uint32(2147483648);
const float l_4011 = reinterpret_cast<float const&>(l_4010);
const uint32 l_4012 = reinterpret_cast<uint32 const&>(l_4011);
const uint32 l_4013 = l_4012 + uint32(1);
l_mut_3236 = l_4013;
const uint32 l_4014 = l_4012 & uint32(2147483647);
const bool l_4015 = l_4014 == uint32(0);
if (l_4015) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4016 = l_4012 & uint32(2147483648);
const bool l_4017 = l_4016 != uint32(0);
if (l_4017) {
const uint32 l_4018 = l_4012 - uint32(1);
l_mut_3236 = l_4018;
} else {
const bool l_4019 = l_4012 == uint32(2139095040);
if (l_4019) {
l_mut_3236 = l_4012;
}
}
}
const float l_4020 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4021 = reinterpret_cast<uint32 const&>(l_4020);
const uint32 l_4022 = l_4021 ^ uint32(2147483648);
const float l_4023 = reinterpret_cast<float const&>(l_4022);
const uint32 l_4024 = reinterpret_cast<uint32 const&>(l_4023);
const uint32 l_4025 = l_4024 & uint32(2147483647);
const float l_4026 = reinterpret_cast<float const&>(l_4025);
const double l_4027 = double(l_4026);
l_mut_61 = l_4027;
const bool l_4028 = l_4025 < uint32(8388608);
if (l_4028) {
const double l_4029 = double(l_4025);
const double l_4030 = l_4029 * double(1.401298464324817e-45);
l_mut_61 = l_4030;
}
const uint64 l_4031 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_4032 = l_4024 >> uint32(31);
const uint64 l_4033 = uint64(l_4032);
const uint64 l_4034 = l_4033 << uint64(63);
const uint64 l_4035 = l_4031 | l_4034;
const double l_4036 = reinterpret_cast<double const&>(l_4035);
l_mut_2220 = l_4036;
} else {
const uint32 l_4037 = reinterpret_cast<uint32 const&>(l_4006);
const uint32 l_4038 = l_4037 + uint32(1);
l_mut_3236 = l_4038;
const uint32 l_4039 = l_4037 & uint32(2147483647);
const bool l_4040 = l_4039 == uint32(0);
if (l_4040) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4041 = l_4037 & uint32(2147483648);
const bool l_4042 = l_4041 != uint32(0);
if (l_4042) {
const uint32 l_4043 = l_4037 - uint32(1);
l_mut_3236 = l_4043;
} else {
const bool l_4044 = l_4037 == uint32(2139095040);
if (l_4044) {
l_mut_3236 = l_4037;
}
}
}
const float l_4045 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4046 = reinterpret_cast<uint32 const&>(l_4045);
const uint32 l_4047 = l_4046 & uint32(2147483647);
const float l_4048 = reinterpret_cast<float const&>(l_4047);
const double l_4049 = double(l_4048);
l_mut_61 = l_4049;
const bool l_4050 = l_4047 < uint32(8388608);
if (l_4050) {
const double l_4051 = double(l_4047);
const double l_4052 = l_4051 * double(1.401298464324817e-45);
l_mut_61 = l_4052;
}
const uint64 l_4053 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_4054 = l_4046 >> uint32(31);
const uint64 l_4055 = uint64(l_4054);
const uint64 l_4056 = l_4055 << uint64(63);
const uint64 l_4057 = l_4053 | l_4056;
const double l_4058 = reinterpret_cast<double const&>(l_4057);
const bool l_4059 = l_4058 <= l_4000;
if (l_4059) {
const uint32 l_4060 = reinterpret_cast<uint32 const&>(l_4006);
const uint32 l_4061 = l_4060 + uint32(1);
l_mut_3236 = l_4061;
const uint32 l_4062 = l_4060 & uint32(2147483647);
const bool l_4063 = l_4062 == uint32(0);
if (l_4063) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4064 = l_4060 & uint32(2147483648);
const bool l_4065 = l_4064 != uint32(0);
if (l_4065) {
const uint32 l_4066 = l_4060 - uint32(1);
l_mut_3236 = l_4066;
} else {
const bool l_4067 = l_4060 == uint32(2139095040);
if (l_4067) {
l_mut_3236 = l_4060;
}
}
}
const float l_4068 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4069 = reinterpret_cast<uint32 const&>(l_4068);
const uint32 l_4070 = l_4069 & uint32(2147483647);
const float l_4071 = reinterpret_cast<float const&>(l_4070);
const double l_4072 = double(l_4071);
l_mut_61 = l_4072;
const bool l_4073 = l_4070 < uint32(8388608);
if (l_4073) {
const double l_4074 = double(l_4070);
const double l_4075 = l_4074 * double(1.401298464324817e-45);
l_mut_61 = l_4075;
}
const uint64 l_4076 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_4077 = l_4069 >> uint32(31);
const uint64 l_4078 = uint64(l_4077);
const uint64 l_4079 = l_4078 << uint64(63);
const uint64 l_4080 = l_4076 | l_4079;
const double l_4081 = reinterpret_cast<double const&>(l_4080);
l_mut_2220 = l_4081;
}
}
}
const double l_4082 = -l_mut_2220;
l_mut_2220 = l_4082;
const bool l_4083 = bool(false) && bool(false);
if (l_4083) {
const double l_4084 = l_3995 + l_3998;
const double l_4085 = l_4084 * double(7.1362384635298e44);
const double l_4086 = floor(l_4085);
const double l_4087 = l_4086 * double(1.401298464324817e-45);
l_mut_61 = l_4087;
const double l_4088 = abs(l_4084);
const bool l_4089 = l_4088 >= double(1.1754943508222875e-38);
if (l_4089) {
const float l_4090 = float(l_4084);
const double l_4091 = double(l_4090);
l_mut_61 = l_4091;
const bool l_4092 = l_mut_61 > l_4084;
if (l_4092) {
const uint32 l_4093 = reinterpret_cast<uint32 const&>(l_4090);
const uint32 l_4094 = l_4093 ^ uint32(2147483648);
const float l_4095 = reinterpret_cast<float const&>(l_4094);
const uint32 l_4096 = reinterpret_cast<uint32 const&>(l_4095);
const uint32 l_4097 = l_4096 + uint32(1);
l_mut_3236 = l_4097;
const uint32 l_4098 = l_4096 & uint32(2147483647);
const bool l_4099 = l_4098 == uint32(0);
if (l_4099) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4100 = l_4096 & uint32(2147483648);
const bool l_4101 = l_4100 != uint32(0);
if (l_4101) {
const uint32 l_4102 = l_4096 - uint32(1);
l_mut_3236 = l_4102;
} else {
const bool l_4103 = l_4096 == uint32(2139095040);
if (l_4103) {
l_mut_3236 = l_4096;
}
}
}
const float l_4104 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4105 = reinterpret_cast<uint32 const&>(l_4104);
const uint32 l_4106 = l_4105 ^ uint32(2147483648);
const float l_4107 = reinterpret_cast<float const&>(l_4106);
const uint32 l_4108 = reinterpret_cast<uint32 const&>(l_4107);
const uint32 l_4109 = l_4108 & uint32(2147483647);
const float l_4110 = reinterpret_cast<float const&>(l_4109);
const double l_4111 = double(l_4110);
l_mut_38 = l_4111;
const bool l_4112 = l_4109 < uint32(8388608);
if (l_4112) {
const double l_4113 = double(l_4109);
const double l_4114 = l_4113 * double(1.401298464324817e-45);
l_mut_38 = l_4114;
}
const uint64 l_4115 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_4116 = l_4108 >> uint32(31);
const uint64 l_4117 = uint64(l_4116);
const uint64 l_4118 = l_4117 << uint64(63);
const uint64 l_4119 = l_4115 | l_4118;
const double l_4120 = reinterpret_cast<double const&>(l_4119);
l_mut_61 = l_4120;
} else {
const uint32 l_4121 = reinterpret_cast<uint32 const&>(l_4090);
const uint32 l_4122 = l_4121 + uint32(1);
l_mut_3236 = l_4122;
const uint32 l_4123 = l_4121 & uint32(2147483647);
const bool l_4124 = l_4123 == uint32(0);
if (l_4124) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4125 = l_4121 & uint32(2147483648);
const bool l_4126 = l_4125 != uint32(0);
if (l_4126) {
const uint32 l_4127 = l_4121 - uint32(1);
l_mut_3236 = l_4127;
} else {
const bool l_4128 = l_4121 == uint32(2139095040);
if (l_4128) {
l_mut_3236 = l_4121;
}
}
}
const float l_4129 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4130 = reinterpret_cast<uint32 const&>(l_4129);
const uint32 l_4131 = l_4130 & uint32(2147483647);
const float l_4132 = reinterpret_cast<float const&>(l_4131);
const double l_4133 = double(l_4132);
l_mut_38 = l_4133;
const bool l_4134 = l_4131 < uint32(8388608);
if (l_4134) {
const double l_4135 = double(l_4131);
const double l_4136 = l_4135 * double(1.401298464324817e-45);
l_mut_38 = l_4136;
}
const uint64 l_4137 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_4138 = l_4130 >> uint32(31);
const uint64 l_4139 = uint64(l_4138);
const uint64 l_4140 = l_4139 << uint64(63);
const uint64 l_4141 = l_4137 | l_4140;
const double l_4142 = reinterpret_cast<double const&>(l_4141);
const bool l_4143 = l_4142 <= l_4084;
if (l_4143) {
const uint32 l_4144 = reinterpret_cast<uint32 const&>(l_4090);
const uint32 l_4145 = l_4144 + uint32(1);
l_mut_3236 = l_4145;
const uint32 l_4146 = l_4144 & uint32(2147483647);
const bool l_4147 = l_4146 == uint32(0);
if (l_4147) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4148 = l_4144 & uint32(2147483648);
const bool l_4149 = l_4148 != uint32(0);
if (l_4149) {
const uint32 l_4150 = l_4144 - uint32(1);
l_mut_3236 = l_4150;
} else {
const bool l_4151 = l_4144 == uint32(2139095040);
if (l_4151) {
l_mut_3236 = l_4144;
}
}
}
const float l_4152 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4153 = reinterpret_cast<uint32 const&>(l_4152);
const uint32 l_4154 = l_4153 & uint32(2147483647);
const float l_4155 = reinterpret_cast<float const&>(l_4154);
const double l_4156 = double(l_4155);
l_mut_38 = l_4156;
const bool l_4157 = l_4154 < uint32(8388608);
if (l_4157) {
const double l_4158 = double(l_4154);
const double l_4159 = l_4158 * double(1.401298464324817e-45);
l_mut_38 = l_4159;
}
const uint64 l_4160 = reinterpret_cast<uint64 const&>(l_mut_38);
const uint32 l_4161 = l_4153 >> uint32(31);
const uint64 l_4162 = uint64(l_4161);
const uint64 l_4163 = l_4162 << uint64(63);
const uint64 l_4164 = l_4160 | l_4163;
const double l_4165 = reinterpret_cast<double const&>(l_4164);
l_mut_61 = l_4165;
}
}
}
l_mut_2220 = l_mut_61;
} else {
}
l_mut_3236 = uint32(0);
const bool l_4166 = l_mut_2474 <= double(0.0);
const bool l_4167 = l_mut_2220 >= double(0.0);
const bool l_4168 = l_4166 && l_4167;
const bool l_4169 = !l_4168;
if (l_4169) {
const double l_4171 = l_mut_2984 / l_mut_2474;
const double l_4172 = l_mut_2984 / l_mut_2220;
const double l_4173 = l_mut_2730 / l_mut_2474;
const double l_4174 = l_mut_2730 / l_mut_2220;
l_arr_4170[uint32(0)] = l_4171;
l_arr_4170[uint32(1)] = l_4171;
const double l_4175 = l_arr_4170[uint32(0)];
const bool l_4176 = l_4172 < l_4175;
if (l_4176) {
l_arr_4170[uint32(0)] = l_4172;
}
const double l_4177 = l_arr_4170[uint32(0)];
const bool l_4178 = l_4173 < l_4177;
if (l_4178) {
l_arr_4170[uint32(0)] = l_4173;
}
const double l_4179 = l_arr_4170[uint32(0)];
const bool l_4180 = l_4174 < l_4179;
if (l_4180) {
l_arr_4170[uint32(0)] = l_4174;
}
const double l_4181 = l_arr_4170[uint32(1)];
const bool l_4182 = l_4172 > l_4181;
if (l_4182) {
l_arr_4170[uint32(1)] = l_4172;
}
const double l_4183 = l_arr_4170[uint32(1)];
const bool l_4184 = l_4173 > l_4183;
if (l_4184) {
l_arr_4170[uint32(1)] = l_4173;
}
const double l_4185 = l_arr_4170[uint32(1)];
const bool l_4186 = l_4174 > l_4185;
if (l_4186) {
l_arr_4170[uint32(1)] = l_4174;
}
const double l_4187 = l_arr_4170[uint32(0)];
const double l_4188 = abs(l_4187);
const double l_4189 = l_4188 * l_mut_709;
const double l_4190 = l_arr_4170[uint32(1)];
const double l_4191 = abs(l_4190);
const double l_4192 = l_4191 * l_mut_709;
l_mut_3236 = uint32(2);
const double l_4193 = l_arr_4170[uint32(0)];
const double l_4194 = l_4193 - l_4189;
const double l_4195 = abs(l_4194);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4196 = l_4195 >= double(1.1754943508222875e-38);
const bool l_4197 = l_4195 <= double(1.7976931348623157e308);
const bool l_4198 = l_4196 && l_4197;
if (l_4198) {
const uint64 l_4199 = reinterpret_cast<uint64 const&>(l_4195);
const uint64 l_4200 = l_4199 >> uint64(52);
const uint64 l_4201 = l_4200 - uint64(23);
const uint64 l_4202 = l_4201 << uint64(52);
const double l_4203 = reinterpret_cast<double const&>(l_4202);
l_mut_2984 = l_4203;
}
const double l_4204 = l_4193 + l_4189;
const double l_4205 = abs(l_4204);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4206 = l_4205 >= double(1.1754943508222875e-38);
const bool l_4207 = l_4205 <= double(1.7976931348623157e308);
const bool l_4208 = l_4206 && l_4207;
if (l_4208) {
const uint64 l_4209 = reinterpret_cast<uint64 const&>(l_4205);
const uint64 l_4210 = l_4209 >> uint64(52);
const uint64 l_4211 = l_4210 - uint64(23);
const uint64 l_4212 = l_4211 << uint64(52);
const double l_4213 = reinterpret_cast<double const&>(l_4212);
l_mut_2730 = l_4213;
}
const bool l_4214 = l_mut_2984 == l_mut_2730;
const double l_4215 = l_arr_4170[uint32(1)];
const double l_4216 = l_4215 - l_4192;
const double l_4217 = abs(l_4216);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4218 = l_4217 >= double(1.1754943508222875e-38);
const bool l_4219 = l_4217 <= double(1.7976931348623157e308);
const bool l_4220 = l_4218 && l_4219;
if (l_4220) {
const uint64 l_4221 = reinterpret_cast<uint64 const&>(l_4217);
const uint64 l_4222 = l_4221 >> uint64(52);
const uint64 l_4223 = l_4222 - uint64(23);
const uint64 l_4224 = l_4223 << uint64(52);
const double l_4225 = reinterpret_cast<double const&>(l_4224);
l_mut_2984 = l_4225;
}
const double l_4226 = l_4215 + l_4192;
const double l_4227 = abs(l_4226);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4228 = l_4227 >= double(1.1754943508222875e-38);
const bool l_4229 = l_4227 <= double(1.7976931348623157e308);
const bool l_4230 = l_4228 && l_4229;
if (l_4230) {
const uint64 l_4231 = reinterpret_cast<uint64 const&>(l_4227);
const uint64 l_4232 = l_4231 >> uint64(52);
const uint64 l_4233 = l_4232 - uint64(23);
const uint64 l_4234 = l_4233 << uint64(52);
const double l_4235 = reinterpret_cast<double const&>(l_4234);
l_mut_2730 = l_4235;
}
const bool l_4236 = l_mut_2984 == l_mut_2730;
const bool l_4237 = l_4214 && l_4236;
if (l_4237) {
const double l_4238 = l_arr_4170[uint32(0)];
const double l_4239 = l_arr_4170[uint32(0)];
const double l_4240 = abs(l_4239);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4241 = l_4240 >= double(1.1754943508222875e-38);
const bool l_4242 = l_4240 <= double(1.7976931348623157e308);
const bool l_4243 = l_4241 && l_4242;
if (l_4243) {
const uint64 l_4244 = reinterpret_cast<uint64 const&>(l_4240);
const uint64 l_4245 = l_4244 >> uint64(52);
const uint64 l_4246 = l_4245 - uint64(23);
const uint64 l_4247 = l_4246 << uint64(52);
const double l_4248 = reinterpret_cast<double const&>(l_4247);
l_mut_2984 = l_4248;
}
const double l_4249 = l_22 * l_mut_2984;
const double l_4250 = l_4238 - l_4249;
const double l_4251 = l_arr_4170[uint32(1)];
const double l_4252 = l_arr_4170[uint32(1)];
const double l_4253 = abs(l_4252);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4254 = l_4253 >= double(1.1754943508222875e-38);
const bool l_4255 = l_4253 <= double(1.7976931348623157e308);
const bool l_4256 = l_4254 && l_4255;
if (l_4256) {
const uint64 l_4257 = reinterpret_cast<uint64 const&>(l_4253);
const uint64 l_4258 = l_4257 >> uint64(52);
const uint64 l_4259 = l_4258 - uint64(23);
const uint64 l_4260 = l_4259 << uint64(52);
const double l_4261 = reinterpret_cast<double const&>(l_4260);
l_mut_2984 = l_4261;
}
const double l_4262 = l_22 * l_mut_2984;
const double l_4263 = l_4251 + l_4262;
const uint32 l_4264 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4265 = l_4264 & uint32(2147483647);
const float l_4266 = reinterpret_cast<float const&>(l_4265);
const double l_4267 = double(l_4266);
l_mut_2984 = l_4267;
const bool l_4268 = l_4265 < uint32(8388608);
if (l_4268) {
const double l_4269 = double(l_4265);
const double l_4270 = l_4269 * double(1.401298464324817e-45);
l_mut_2984 = l_4270;
}
const uint64 l_4271 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4272 = l_4264 >> uint32(31);
const uint64 l_4273 = uint64(l_4272);
const uint64 l_4274 = l_4273 << uint64(63);
const uint64 l_4275 = l_4271 | l_4274;
const double l_4276 = reinterpret_cast<double const&>(l_4275);
const uint32 l_4277 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4278 = l_4277 + uint32(1);
l_mut_4279 = l_4278;
const uint32 l_4280 = l_4277 & uint32(2147483647);
const bool l_4281 = l_4280 == uint32(0);
if (l_4281) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_4282 = l_4277 & uint32(2147483648);
const bool l_4283 = l_4282 != uint32(0);
if (l_4283) {
const uint32 l_4284 = l_4277 - uint32(1);
l_mut_4279 = l_4284;
} else {
const bool l_4285 = l_4277 == uint32(2139095040);
if (l_4285) {
l_mut_4279 = l_4277;
}
}
}
const float l_4286 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_4287 = reinterpret_cast<uint32 const&>(l_4286);
const uint32 l_4288 = l_4287 & uint32(2147483647);
const float l_4289 = reinterpret_cast<float const&>(l_4288);
const double l_4290 = double(l_4289);
l_mut_2984 = l_4290;
const bool l_4291 = l_4288 < uint32(8388608);
if (l_4291) {
const double l_4292 = double(l_4288);
const double l_4293 = l_4292 * double(1.401298464324817e-45);
l_mut_2984 = l_4293;
}
const uint64 l_4294 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4295 = l_4287 >> uint32(31);
const uint64 l_4296 = uint64(l_4295);
const uint64 l_4297 = l_4296 << uint64(63);
const uint64 l_4298 = l_4294 | l_4297;
const double l_4299 = reinterpret_cast<double const&>(l_4298);
const uint32 l_4300 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4301 = l_4300 ^ uint32(2147483648);
const float l_4302 = reinterpret_cast<float const&>(l_4301);
const uint32 l_4303 = reinterpret_cast<uint32 const&>(l_4302);
const uint32 l_4304 = l_4303 + uint32(1);
l_mut_4279 = l_4304;
const uint32 l_4305 = l_4303 & uint32(2147483647);
const bool l_4306 = l_4305 == uint32(0);
if (l_4306) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_4307 = l_4303 & uint32(2147483648);
const bool l_4308 = l_4307 != uint32(0);
if (l_4308) {
const uint32 l_4309 = l_4303 - uint32(1);
l_mut_4279 = l_4309;
} else {
const bool l_4310 = l_4303 == uint32(2139095040);
if (l_4310) {
l_mut_4279 = l_4303;
}
}
}
const float l_4311 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_4312 = reinterpret_cast<uint32 const&>(l_4311);
const uint32 l_4313 = l_4312 ^ uint32(2147483648);
const float l_4314 = reinterpret_cast<float const&>(l_4313);
const uint32 l_4315 = reinterpret_cast<uint32 const&>(l_4314);
const uint32 l_4316 = l_4315 & uint32(2147483647);
const float l_4317 = reinterpret_cast<float const&>(l_4316);
const double l_4318 = double(l_4317);
l_mut_2984 = l_4318;
const bool l_4319 = l_4316 < uint32(8388608);
if (l_4319) {
const double l_4320 = double(l_4316);
const double l_4321 = l_4320 * double(1.401298464324817e-45);
l_mut_2984 = l_4321;
}
const uint64 l_4322 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4323 = l_4315 >> uint32(31);
const uint64 l_4324 = uint64(l_4323);
const uint64 l_4325 = l_4324 << uint64(63);
const uint64 l_4326 = l_4322 | l_4325;
const double l_4327 = reinterpret_cast<double const&>(l_4326);
const double l_4328 = l_4250 + l_4189;
const bool l_4329 = l_4328 <= l_4276;
l_mut_150 = l_4329;
const double l_4330 = l_4250 - l_4189;
const bool l_4331 = l_4330 > l_4276;
l_mut_147 = l_4331;
const double l_4332 = l_4263 - l_4192;
const bool l_4333 = l_4332 >= l_4276;
l_mut_144 = l_4333;
const double l_4334 = l_4263 + l_4192;
const bool l_4335 = l_4334 < l_4276;
l_mut_141 = l_4335;
const double l_4336 = l_4250 + l_4189;
const bool l_4337 = l_4336 < l_4299;
l_mut_150 = l_4337;
const double l_4338 = l_4250 - l_4189;
const bool l_4339 = l_4338 >= l_4299;
l_mut_147 = l_4339;
const double l_4340 = l_4263 - l_4192;
const bool l_4341 = l_4340 > l_4327;
l_mut_144 = l_4341;
const double l_4342 = l_4263 + l_4192;
const bool l_4343 = l_4342 <= l_4327;
l_mut_141 = l_4343;
l_mut_4279 = uint32(2);
const bool l_4344 = l_mut_147 || l_mut_141;
if (l_4344) {
l_mut_4279 = uint32(1);
} else {
const bool l_4345 = l_mut_150 && l_mut_144;
if (l_4345) {
l_mut_4279 = uint32(0);
}
}
const uint32 l_4346 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4347 = l_4346 & uint32(2147483647);
const bool l_4348 = l_4347 == uint32(0);
if (l_4348) {
const double l_4349 = l_4250 + l_4189;
const bool l_4350 = l_4349 < double(1.1754943508222875e-38);
const double l_4351 = l_4263 - l_4192;
const bool l_4352 = l_4351 > double(-1.1754943508222875e-38);
const bool l_4353 = l_4350 && l_4352;
const double l_4354 = l_4250 - l_4189;
const bool l_4355 = l_4354 < double(1.1754943508222875e-38);
const double l_4356 = l_4263 + l_4192;
const bool l_4357 = l_4356 > double(-1.1754943508222875e-38);
const bool l_4358 = l_4355 && l_4357;
if (l_4353) {
l_mut_4279 = uint32(0);
} else {
const bool l_4359 = l_mut_4279 == uint32(1);
const bool l_4360 = l_4358 && l_4359;
if (l_4360) {
l_mut_4279 = uint32(2);
}
}
}
l_mut_3236 = l_mut_4279;
}
}
const bool l_4361 = l_mut_48 == uint32(0);
if (l_4361) {
l_mut_90 = uint32(0);
} else {
const bool l_4362 = l_mut_3236 == uint32(1);
if (l_4362) {
l_mut_90 = uint32(1);
}
}
} else {
const double l_4363 = l_mut_1205 - l_19;
const double l_4364 = l_mut_1205 + l_19;
const double l_4365 = l_mut_1122 - l_19;
const double l_4366 = l_mut_1122 + l_19;
const double l_4367 = abs(l_4365);
const bool l_4368 = l_4367 > l_2102;
const double l_4369 = abs(l_4366);
const bool l_4370 = l_4369 > l_2102;
const bool l_4371 = l_4368 && l_4370;
if (l_4371) {
const double l_4372 = l_2100 + l_2102;
const double l_4373 = abs(l_4365);
const double l_4374 = abs(l_4366);
l_mut_2984 = l_4373;
const bool l_4375 = l_4374 < l_4373;
if (l_4375) {
l_mut_2984 = l_4374;
}
const double l_4376 = l_4372 / l_mut_2984;
const double l_4377 = abs(l_4363);
const double l_4378 = abs(l_4364);
l_mut_2984 = l_4377;
const bool l_4379 = l_4378 < l_4377;
if (l_4379) {
l_mut_2984 = l_4378;
}
const double l_4380 = l_2100 / l_mut_2984;
const double l_4381 = l_4376 + l_4380;
l_mut_709 = l_mut_709 + l_4381;
l_mut_4279 = uint32(0);
const bool l_4382 = l_4365 <= double(0.0);
const bool l_4383 = l_4366 >= double(0.0);
const bool l_4384 = l_4382 && l_4383;
const bool l_4385 = !l_4384;
if (l_4385) {
const double l_4387 = l_4363 / l_4365;
const double l_4388 = l_4363 / l_4366;
const double l_4389 = l_4364 / l_4365;
const double l_4390 = l_4364 / l_4366;
l_arr_4386[uint32(0)] = l_4387;
l_arr_4386[uint32(1)] = l_4387;
const double l_4391 = l_arr_4386[uint32(0)];
const bool l_4392 = l_4388 < l_4391;
if (l_4392) {
l_arr_4386[uint32(0)] = l_4388;
}
const double l_4393 = l_arr_4386[uint32(0)];
const bool l_4394 = l_4389 < l_4393;
if (l_4394) {
l_arr_4386[uint32(0)] = l_4389;
}
const double l_4395 = l_arr_4386[uint32(0)];
const bool l_4396 = l_4390 < l_4395;
if (l_4396) {
l_arr_4386[uint32(0)] = l_4390;
}
const double l_4397 = l_arr_4386[uint32(1)];
const bool l_4398 = l_4388 > l_4397;
if (l_4398) {
l_arr_4386[uint32(1)] = l_4388;
}
const double l_4399 = l_arr_4386[uint32(1)];
const bool l_4400 = l_4389 > l_4399;
if (l_4400) {
l_arr_4386[uint32(1)] = l_4389;
}
const double l_4401 = l_arr_4386[uint32(1)];
const bool l_4402 = l_4390 > l_4401;
if (l_4402) {
l_arr_4386[uint32(1)] = l_4390;
}
const double l_4403 = l_arr_4386[uint32(0)];
const double l_4404 = abs(l_4403);
const double l_4405 = l_4404 * l_mut_709;
const double l_4406 = l_arr_4386[uint32(1)];
const double l_4407 = abs(l_4406);
const double l_4408 = l_4407 * l_mut_709;
l_mut_4279 = uint32(2);
const double l_4409 = l_arr_4386[uint32(0)];
const double l_4410 = l_4409 - l_4405;
const double l_4411 = abs(l_4410);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4412 = l_4411 >= double(1.1754943508222875e-38);
const bool l_4413 = l_4411 <= double(1.7976931348623157e308);
const bool l_4414 = l_4412 && l_4413;
if (l_4414) {
const uint64 l_4415 = reinterpret_cast<uint64 const&>(l_4411);
const uint64 l_4416 = l_4415 >> uint64(52);
const uint64 l_4417 = l_4416 - uint64(23);
const uint64 l_4418 = l_4417 << uint64(52);
const double l_4419 = reinterpret_cast<double const&>(l_4418);
l_mut_2984 = l_4419;
}
const double l_4420 = l_4409 + l_4405;
const double l_4421 = abs(l_4420);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4422 = l_4421 >= double(1.1754943508222875e-38);
const bool l_4423 = l_4421 <= double(1.7976931348623157e308);
const bool l_4424 = l_4422 && l_4423;
if (l_4424) {
const uint64 l_4425 = reinterpret_cast<uint64 const&>(l_4421);
const uint64 l_4426 = l_4425 >> uint64(52);
const uint64 l_4427 = l_4426 - uint64(23);
const uint64 l_4428 = l_4427 << uint64(52);
const double l_4429 = reinterpret_cast<double const&>(l_4428);
l_mut_2730 = l_4429;
}
const bool l_4430 = l_mut_2984 == l_mut_2730;
const double l_4431 = l_arr_4386[uint32(1)];
const double l_4432 = l_4431 - l_4408;
const double l_4433 = abs(l_4432);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4434 = l_4433 >= double(1.1754943508222875e-38);
const bool l_4435 = l_4433 <= double(1.7976931348623157e308);
const bool l_4436 = l_4434 && l_4435;
if (l_4436) {
const uint64 l_4437 = reinterpret_cast<uint64 const&>(l_4433);
const uint64 l_4438 = l_4437 >> uint64(52);
const uint64 l_4439 = l_4438 - uint64(23);
const uint64 l_4440 = l_4439 << uint64(52);
const double l_4441 = reinterpret_cast<double const&>(l_4440);
l_mut_2984 = l_4441;
}
const double l_4442 = l_4431 + l_4408;
const double l_4443 = abs(l_4442);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4444 = l_4443 >= double(1.1754943508222875e-38);
const bool l_4445 = l_4443 <= double(1.7976931348623157e308);
const bool l_4446 = l_4444 && l_4445;
if (l_4446) {
const uint64 l_4447 = reinterpret_cast<uint64 const&>(l_4443);
const uint64 l_4448 = l_4447 >> uint64(52);
const uint64 l_4449 = l_4448 - uint64(23);
const uint64 l_4450 = l_4449 << uint64(52);
const double l_4451 = reinterpret_cast<double const&>(l_4450);
l_mut_2730 = l_4451;
}
const bool l_4452 = l_mut_2984 == l_mut_2730;
const bool l_4453 = l_4430 && l_4452;
if (l_4453) {
const double l_4454 = l_arr_4386[uint32(0)];
const double l_4455 = l_arr_4386[uint32(0)];
const double l_4456 = abs(l_4455);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4457 = l_4456 >= double(1.1754943508222875e-38);
const bool l_4458 = l_4456 <= double(1.7976931348623157e308);
const bool l_4459 = l_4457 && l_4458;
if (l_4459) {
const uint64 l_4460 = reinterpret_cast<uint64 const&>(l_4456);
const uint64 l_4461 = l_4460 >> uint64(52);
const uint64 l_4462 = l_4461 - uint64(23);
const uint64 l_4463 = l_4462 << uint64(52);
const double l_4464 = reinterpret_cast<double const&>(l_4463);
l_mut_2984 = l_4464;
}
const double l_4465 = l_22 * l_mut_2984;
const double l_4466 = l_4454 - l_4465;
const double l_4467 = l_arr_4386[uint32(1)];
const double l_4468 = l_arr_4386[uint32(1)];
const double l_4469 = abs(l_4468);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4470 = l_4469 >= double(1.1754943508222875e-38);
const bool l_4471 = l_4469 <= double(1.7976931348623157e308);
const bool l_4472 = l_4470 && l_4471;
if (l_4472) {
const uint64 l_4473 = reinterpret_cast<uint64 const&>(l_4469);
const uint64 l_4474 = l_4473 >> uint64(52);
const uint64 l_4475 = l_4474 - uint64(23);
const uint64 l_4476 = l_4475 << uint64(52);
const double l_4477 = reinterpret_cast<double const&>(l_4476);
l_mut_2984 = l_4477;
}
const double l_4478 = l_22 * l_mut_2984;
const double l_4479 = l_4467 + l_4478;
const uint32 l_4480 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4481 = l_4480 & uint32(2147483647);
const float l_4482 = reinterpret_cast<float const&>(l_4481);
const double l_4483 = double(l_4482);
l_mut_2984 = l_4483;
const bool l_4484 = l_4481 < uint32(8388608);
if (l_4484) {
const double l_4485 = double(l_4481);
const double l_4486 = l_4485 * double(1.401298464324817e-45);
l_mut_2984 = l_4486;
}
const uint64 l_4487 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4488 = l_4480 >> uint32(31);
const uint64 l_4489 = uint64(l_4488);
const uint64 l_4490 = l_4489 << uint64(63);
const uint64 l_4491 = l_4487 | l_4490;
const double l_4492 = reinterpret_cast<double const&>(l_4491);
const uint32 l_4493 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4494 = l_4493 + uint32(1);
l_mut_3236 = l_4494;
const uint32 l_4495 = l_4493 & uint32(2147483647);
const bool l_4496 = l_4495 == uint32(0);
if (l_4496) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4497 = l_4493 & uint32(2147483648);
const bool l_4498 = l_4497 != uint32(0);
if (l_4498) {
const uint32 l_4499 = l_4493 - uint32(1);
l_mut_3236 = l_4499;
} else {
const bool l_4500 = l_4493 == uint32(2139095040);
if (l_4500) {
l_mut_3236 = l_4493;
}
}
}
const float l_4501 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4502 = reinterpret_cast<uint32 const&>(l_4501);
const uint32 l_4503 = l_4502 & uint32(2147483647);
const float l_4504 = reinterpret_cast<float const&>(l_4503);
const double l_4505 = double(l_4504);
l_mut_2984 = l_4505;
const bool l_4506 = l_4503 < uint32(8388608);
if (l_4506) {
const double l_4507 = double(l_4503);
const double l_4508 = l_4507 * double(1.401298464324817e-45);
l_mut_2984 = l_4508;
}
const uint64 l_4509 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4510 = l_4502 >> uint32(31);
const uint64 l_4511 = uint64(l_4510);
const uint64 l_4512 = l_4511 << uint64(63);
const uint64 l_4513 = l_4509 | l_4512;
const double l_4514 = reinterpret_cast<double const&>(l_4513);
const uint32 l_4515 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4516 = l_4515 ^ uint32(2147483648);
const float l_4517 = reinterpret_cast<float const&>(l_4516);
const uint32 l_4518 = reinterpret_cast<uint32 const&>(l_4517);
const uint32 l_4519 = l_4518 + uint32(1);
l_mut_3236 = l_4519;
const uint32 l_4520 = l_4518 & uint32(2147483647);
const bool l_4521 = l_4520 == uint32(0);
if (l_4521) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4522 = l_4518 & uint32(2147483648);
const bool l_4523 = l_4522 != uint32(0);
if (l_4523) {
const uint32 l_4524 = l_4518 - uint32(1);
l_mut_3236 = l_4524;
} else {
const bool l_4525 = l_4518 == uint32(2139095040);
if (l_4525) {
l_mut_3236 = l_4518;
}
}
}
const float l_4526 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4527 = reinterpret_cast<uint32 const&>(l_4526);
const uint32 l_4528 = l_4527 ^ uint32(2147483648);
const float l_4529 = reinterpret_cast<float const&>(l_4528);
const uint32 l_4530 = reinterpret_cast<uint32 const&>(l_4529);
const uint32 l_4531 = l_4530 & uint32(2147483647);
const float l_4532 = reinterpret_cast<float const&>(l_4531);
const double l_4533 = double(l_4532);
l_mut_2984 = l_4533;
const bool l_4534 = l_4531 < uint32(8388608);
if (l_4534) {
const double l_4535 = double(l_4531);
const double l_4536 = l_4535 * double(1.401298464324817e-45);
l_mut_2984 = l_4536;
}
const uint64 l_4537 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4538 = l_4530 >> uint32(31);
const uint64 l_4539 = uint64(l_4538);
const uint64 l_4540 = l_4539 << uint64(63);
const uint64 l_4541 = l_4537 | l_4540;
const double l_4542 = reinterpret_cast<double const&>(l_4541);
const double l_4543 = l_4466 + l_4405;
const bool l_4544 = l_4543 <= l_4492;
l_mut_150 = l_4544;
const double l_4545 = l_4466 - l_4405;
const bool l_4546 = l_4545 > l_4492;
l_mut_147 = l_4546;
const double l_4547 = l_4479 - l_4408;
const bool l_4548 = l_4547 >= l_4492;
l_mut_144 = l_4548;
const double l_4549 = l_4479 + l_4408;
const bool l_4550 = l_4549 < l_4492;
l_mut_141 = l_4550;
l_mut_3236 = uint32(2);
const bool l_4551 = l_mut_147 || l_mut_141;
if (l_4551) {
l_mut_3236 = uint32(1);
} else {
const bool l_4552 = l_mut_150 && l_mut_144;
if (l_4552) {
l_mut_3236 = uint32(0);
}
}
const uint32 l_4553 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4554 = l_4553 & uint32(2147483647);
const bool l_4555 = l_4554 == uint32(0);
if (l_4555) {
const double l_4556 = l_4466 + l_4405;
const bool l_4557 = l_4556 < double(1.1754943508222875e-38);
const double l_4558 = l_4479 - l_4408;
const bool l_4559 = l_4558 > double(-1.1754943508222875e-38);
const bool l_4560 = l_4557 && l_4559;
const double l_4561 = l_4466 - l_4405;
const bool l_4562 = l_4561 < double(1.1754943508222875e-38);
const double l_4563 = l_4479 + l_4408;
const bool l_4564 = l_4563 > double(-1.1754943508222875e-38);
const bool l_4565 = l_4562 && l_4564;
if (l_4560) {
l_mut_3236 = uint32(0);
} else {
const bool l_4566 = l_mut_3236 == uint32(1);
const bool l_4567 = l_4565 && l_4566;
if (l_4567) {
l_mut_3236 = uint32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
}
l_mut_90 = l_mut_4279;
}
}
l_mut_31 = l_mut_90;
} else {
const bool l_4568 = l_27 <= l_25;
if (l_4568) {
const float l_4569 = float(l_26);
const uint32 l_4570 = reinterpret_cast<uint32 const&>(l_4569);
const uint32 l_4571 = l_4570 & uint32(2147483647);
const float l_4572 = reinterpret_cast<float const&>(l_4571);
const double l_4573 = double(l_4572);
l_mut_2984 = l_4573;
const bool l_4574 = l_4571 < uint32(8388608);
if (l_4574) {
const double l_4575 = double(l_4571);
const double l_4576 = l_4575 * double(1.401298464324817e-45);
l_mut_2984 = l_4576;
}
const uint64 l_4577 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4578 = l_4570 >> uint32(31);
const uint64 l_4579 = uint64(l_4578);
const uint64 l_4580 = l_4579 << uint64(63);
const uint64 l_4581 = l_4577 | l_4580;
const double l_4582 = reinterpret_cast<double const&>(l_4581);
const double l_4583 = abs(l_4582);
l_mut_2984 = l_4583;
l_mut_4279 = uint32(0);
const bool l_4584 = l_4583 >= double(0.785);
if (l_4584) {
const double l_4585 = l_4583 * double(0.6366197723675814);
const double l_4586 = l_4585 + double(0.5);
const double l_4587 = floor(l_4586);
const double l_4588 = l_4587 * double(1.570796325802803);
const double l_4589 = l_4583 - l_4588;
const double l_4590 = l_4589 * l_4;
const double l_4591 = l_4587 * double(9.920935796805404e-10);
const double l_4592 = l_4590 - l_4591;
l_mut_2984 = l_4592;
const uint32 l_4593 = uint32(l_4587);
l_mut_4279 = l_4593;
}
const uint32 l_4594 = reinterpret_cast<uint32 const&>(l_4569);
const bool l_4595 = l_4594 >= uint32(2147483648);
const double l_4596 = l_mut_2984 * l_mut_2984;
const double l_4597 = l_4596 * double(1.9572941063391263e-20);
const double l_4598 = double(8.22063524662433e-18) - l_4597;
l_mut_2730 = l_4598;
const double l_4599 = l_mut_2730 * l_4596;
const double l_4600 = l_4599 - double(2.8114572543455206e-15);
l_mut_2730 = l_4600;
const double l_4601 = l_mut_2730 * l_4596;
const double l_4602 = l_4601 + double(7.647163731819816e-13);
l_mut_2730 = l_4602;
const double l_4603 = l_mut_2730 * l_4596;
const double l_4604 = l_4603 - double(1.6059043836821613e-10);
l_mut_2730 = l_4604;
const double l_4605 = l_mut_2730 * l_4596;
const double l_4606 = l_4605 + double(2.505210838544172e-8);
l_mut_2730 = l_4606;
const double l_4607 = l_mut_2730 * l_4596;
const double l_4608 = l_4607 - double(2.7557319223985893e-6);
l_mut_2730 = l_4608;
const double l_4609 = l_mut_2730 * l_4596;
const double l_4610 = l_4609 + double(0.0001984126984126984);
l_mut_2730 = l_4610;
const double l_4611 = l_mut_2730 * l_4596;
const double l_4612 = l_4611 - double(0.008333333333333333);
l_mut_2730 = l_4612;
const double l_4613 = l_mut_2730 * l_4596;
const double l_4614 = l_4613 + double(0.16666666666666666);
l_mut_2730 = l_4614;
const double l_4615 = double(0.5) * l_4596;
const double l_4616 = double(1.0) - l_4615;
const double l_4617 = double(0.0) * l_4616;
const double l_4618 = l_mut_2984 * l_4596;
const double l_4619 = l_4618 * l_mut_2730;
const double l_4620 = l_4617 - l_4619;
const double l_4621 = l_mut_2984 + l_4620;
const double l_4622 = l_mut_2984 * l_mut_2984;
const double l_4623 = l_4622 * double(4.110317623312165e-19);
const double l_4624 = l_4623 - double(1.5619206968586225e-16);
l_mut_2730 = l_4624;
const double l_4625 = l_mut_2730 * l_4622;
const double l_4626 = l_4625 + double(4.779477332387385e-14);
l_mut_2730 = l_4626;
const double l_4627 = l_mut_2730 * l_4622;
const double l_4628 = l_4627 - double(1.1470745597729725e-11);
l_mut_2730 = l_4628;
const double l_4629 = l_mut_2730 * l_4622;
const double l_4630 = l_4629 + double(2.08767569878681e-9);
l_mut_2730 = l_4630;
const double l_4631 = l_mut_2730 * l_4622;
const double l_4632 = l_4631 - double(2.755731922398589e-7);
l_mut_2730 = l_4632;
const double l_4633 = l_mut_2730 * l_4622;
const double l_4634 = l_4633 + double(2.48015873015873e-5);
l_mut_2730 = l_4634;
const double l_4635 = l_mut_2730 * l_4622;
const double l_4636 = l_4635 - double(0.001388888888888889);
l_mut_2730 = l_4636;
const double l_4637 = l_mut_2730 * l_4622;
const double l_4638 = l_4637 + double(0.041666666666666664);
l_mut_2730 = l_4638;
const double l_4639 = double(0.5) * l_4622;
const double l_4640 = double(1.0) - l_4639;
const double l_4641 = l_4622 * l_4622;
const double l_4642 = l_4641 * l_mut_2730;
const double l_4643 = double(0.0) * l_mut_2984;
const double l_4644 = l_4642 - l_4643;
const double l_4645 = l_4640 + l_4644;
const uint32 l_4646 = l_mut_4279 & uint32(1);
const bool l_4647 = l_4646 == uint32(1);
l_mut_2984 = l_4621;
const uint32 l_4648 = l_mut_4279 & uint32(2);
const bool l_4649 = l_4648 != uint32(0);
l_mut_150 = l_4649;
const bool l_4650 = uint32(6) == uint32(6);
if (l_4650) {
if (l_4647) {
l_mut_2984 = l_4645;
}
} else {
const bool l_4651 = uint32(6) == uint32(7);
if (l_4651) {
l_mut_2984 = l_4645;
if (l_4647) {
l_mut_2984 = l_4621;
}
const uint32 l_4652 = l_mut_4279 + uint32(1);
const uint32 l_4653 = l_4652 & uint32(2);
const bool l_4654 = l_4653 != uint32(0);
l_mut_150 = l_4654;
} else {
const double l_4655 = l_4621 / l_4645;
l_mut_2984 = l_4655;
if (l_4647) {
const double l_4656 = l_4645 / l_4621;
l_mut_2984 = l_4656;
}
l_mut_150 = l_4647;
}
}
const bool l_4657 = uint32(6) != uint32(7);
const bool l_4658 = l_4657 && l_4595;
if (l_4658) {
const bool l_4659 = !l_mut_150;
l_mut_150 = l_4659;
}
if (l_mut_150) {
const double l_4660 = -l_mut_2984;
l_mut_2984 = l_4660;
}
const float l_4661 = float(l_26);
const uint32 l_4662 = reinterpret_cast<uint32 const&>(l_4661);
const uint32 l_4663 = l_4662 & uint32(2147483647);
const float l_4664 = reinterpret_cast<float const&>(l_4663);
const double l_4665 = double(l_4664);
l_mut_2730 = l_4665;
const bool l_4666 = l_4663 < uint32(8388608);
if (l_4666) {
const double l_4667 = double(l_4663);
const double l_4668 = l_4667 * double(1.401298464324817e-45);
l_mut_2730 = l_4668;
}
const uint64 l_4669 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_4670 = l_4662 >> uint32(31);
const uint64 l_4671 = uint64(l_4670);
const uint64 l_4672 = l_4671 << uint64(63);
const uint64 l_4673 = l_4669 | l_4672;
const double l_4674 = reinterpret_cast<double const&>(l_4673);
const double l_4675 = abs(l_4674);
l_mut_2730 = l_4675;
l_mut_4279 = uint32(0);
const bool l_4676 = l_4675 >= double(0.785);
if (l_4676) {
const double l_4677 = l_4675 * double(0.6366197723675814);
const double l_4678 = l_4677 + double(0.5);
const double l_4679 = floor(l_4678);
const double l_4680 = l_4679 * double(1.570796325802803);
const double l_4681 = l_4675 - l_4680;
const double l_4682 = l_4681 * l_4;
const double l_4683 = l_4679 * double(9.920935796805404e-10);
const double l_4684 = l_4682 - l_4683;
l_mut_2730 = l_4684;
const uint32 l_4685 = uint32(l_4679);
l_mut_4279 = l_4685;
}
const uint32 l_4686 = reinterpret_cast<uint32 const&>(l_4661);
const bool l_4687 = l_4686 >= uint32(2147483648);
const double l_4688 = l_mut_2730 * l_mut_2730;
const double l_4689 = l_4688 * double(1.9572941063391263e-20);
const double l_4690 = double(8.22063524662433e-18) - l_4689;
l_mut_2474 = l_4690;
const double l_4691 = l_mut_2474 * l_4688;
const double l_4692 = l_4691 - double(2.8114572543455206e-15);
l_mut_2474 = l_4692;
const double l_4693 = l_mut_2474 * l_4688;
const double l_4694 = l_4693 + double(7.647163731819816e-13);
l_mut_2474 = l_4694;
const double l_4695 = l_mut_2474 * l_4688;
const double l_4696 = l_4695 - double(1.6059043836821613e-10);
l_mut_2474 = l_4696;
const double l_4697 = l_mut_2474 * l_4688;
const double l_4698 = l_4697 + double(2.505210838544172e-8);
l_mut_2474 = l_4698;
const double l_4699 = l_mut_2474 * l_4688;
const double l_4700 = l_4699 - double(2.7557319223985893e-6);
l_mut_2474 = l_4700;
const double l_4701 = l_mut_2474 * l_4688;
const double l_4702 = l_4701 + double(0.0001984126984126984);
l_mut_2474 = l_4702;
const double l_4703 = l_mut_2474 * l_4688;
const double l_4704 = l_4703 - double(0.008333333333333333);
l_mut_2474 = l_4704;
const double l_4705 = l_mut_2474 * l_4688;
const double l_4706 = l_4705 + double(0.16666666666666666);
l_mut_2474 = l_4706;
const double l_4707 = double(0.5) * l_4688;
const double l_4708 = double(1.0) - l_4707;
const double l_4709 = double(0.0) * l_4708;
const double l_4710 = l_mut_2730 * l_4688;
const double l_4711 = l_4710 * l_mut_2474;
const double l_4712 = l_4709 - l_4711;
const double l_4713 = l_mut_2730 + l_4712;
const double l_4714 = l_mut_2730 * l_mut_2730;
const double l_4715 = l_4714 * double(4.110317623312165e-19);
const double l_4716 = l_4715 - double(1.5619206968586225e-16);
l_mut_2474 = l_4716;
const double l_4717 = l_mut_2474 * l_4714;
const double l_4718 = l_4717 + double(4.779477332387385e-14);
l_mut_2474 = l_4718;
const double l_4719 = l_mut_2474 * l_4714;
const double l_4720 = l_4719 - double(1.1470745597729725e-11);
l_mut_2474 = l_4720;
const double l_4721 = l_mut_2474 * l_4714;
const double l_4722 = l_4721 + double(2.08767569878681e-9);
l_mut_2474 = l_4722;
const double l_4723 = l_mut_2474 * l_4714;
const double l_4724 = l_4723 - double(2.755731922398589e-7);
l_mut_2474 = l_4724;
const double l_4725 = l_mut_2474 * l_4714;
const double l_4726 = l_4725 + double(2.48015873015873e-5);
l_mut_2474 = l_4726;
const double l_4727 = l_mut_2474 * l_4714;
const double l_4728 = l_4727 - double(0.001388888888888889);
l_mut_2474 = l_4728;
const double l_4729 = l_mut_2474 * l_4714;
const double l_4730 = l_4729 + double(0.041666666666666664);
l_mut_2474 = l_4730;
const double l_4731 = double(0.5) * l_4714;
const double l_4732 = double(1.0) - l_4731;
const double l_4733 = l_4714 * l_4714;
const double l_4734 = l_4733 * l_mut_2474;
const double l_4735 = double(0.0) * l_mut_2730;
const double l_4736 = l_4734 - l_4735;
const double l_4737 = l_4732 + l_4736;
const uint32 l_4738 = l_mut_4279 & uint32(1);
const bool l_4739 = l_4738 == uint32(1);
l_mut_2730 = l_4713;
const uint32 l_4740 = l_mut_4279 & uint32(2);
const bool l_4741 = l_4740 != uint32(0);
l_mut_150 = l_4741;
const bool l_4742 = uint32(7) == uint32(6);
if (l_4742) {
if (l_4739) {
l_mut_2730 = l_4737;
}
} else {
const bool l_4743 = uint32(7) == uint32(7);
if (l_4743) {
l_mut_2730 = l_4737;
if (l_4739) {
l_mut_2730 = l_4713;
}
const uint32 l_4744 = l_mut_4279 + uint32(1);
const uint32 l_4745 = l_4744 & uint32(2);
const bool l_4746 = l_4745 != uint32(0);
l_mut_150 = l_4746;
} else {
const double l_4747 = l_4713 / l_4737;
l_mut_2730 = l_4747;
if (l_4739) {
const double l_4748 = l_4737 / l_4713;
l_mut_2730 = l_4748;
}
l_mut_150 = l_4739;
}
}
const bool l_4749 = uint32(7) != uint32(7);
const bool l_4750 = l_4749 && l_4687;
if (l_4750) {
const bool l_4751 = !l_mut_150;
l_mut_150 = l_4751;
}
if (l_mut_150) {
const double l_4752 = -l_mut_2730;
l_mut_2730 = l_4752;
}
const double l_4753 = abs(l_mut_2984);
const double l_4754 = l_4753 * double(1.4551915228366852e-11);
const double l_4755 = abs(l_mut_2730);
const double l_4756 = l_4755 * double(1.4551915228366852e-11);
const double l_4757 = l_mut_2984 - l_19;
const double l_4758 = l_mut_2984 + l_19;
const double l_4759 = l_mut_2730 - l_19;
const double l_4760 = l_mut_2730 + l_19;
l_mut_4279 = uint32(2);
const double l_4761 = abs(l_4759);
const bool l_4762 = l_4761 <= l_4756;
const double l_4763 = abs(l_4760);
const bool l_4764 = l_4763 <= l_4756;
const bool l_4765 = l_4762 || l_4764;
const bool l_4766 = !l_4765;
if (l_4766) {
l_mut_4279 = uint32(0);
const bool l_4767 = l_4759 <= double(0.0);
const bool l_4768 = l_4760 >= double(0.0);
const bool l_4769 = l_4767 && l_4768;
const bool l_4770 = !l_4769;
if (l_4770) {
const double l_4771 = abs(l_4759);
const double l_4772 = abs(l_4760);
l_mut_2984 = l_4771;
const bool l_4773 = l_4772 < l_4771;
if (l_4773) {
l_mut_2984 = l_4772;
}
const double l_4774 = l_4756 / l_mut_2984;
const double l_4775 = l_4774 + double(1.4551915228366852e-11);
const double l_4776 = double(1.0) / l_4760;
const double l_4777 = double(1.0) / l_4759;
const double l_4778 = abs(l_4776);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4779 = l_4778 >= double(1.1754943508222875e-38);
const bool l_4780 = l_4778 <= double(1.7976931348623157e308);
const bool l_4781 = l_4779 && l_4780;
if (l_4781) {
const uint64 l_4782 = reinterpret_cast<uint64 const&>(l_4778);
const uint64 l_4783 = l_4782 >> uint64(52);
const uint64 l_4784 = l_4783 - uint64(23);
const uint64 l_4785 = l_4784 << uint64(52);
const double l_4786 = reinterpret_cast<double const&>(l_4785);
l_mut_2984 = l_4786;
}
const double l_4787 = l_22 * l_mut_2984;
const double l_4788 = l_4776 - l_4787;
const double l_4789 = abs(l_4777);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4790 = l_4789 >= double(1.1754943508222875e-38);
const bool l_4791 = l_4789 <= double(1.7976931348623157e308);
const bool l_4792 = l_4790 && l_4791;
if (l_4792) {
const uint64 l_4793 = reinterpret_cast<uint64 const&>(l_4789);
const uint64 l_4794 = l_4793 >> uint64(52);
const uint64 l_4795 = l_4794 - uint64(23);
const uint64 l_4796 = l_4795 << uint64(52);
const double l_4797 = reinterpret_cast<double const&>(l_4796);
l_mut_2984 = l_4797;
}
const double l_4798 = l_22 * l_mut_2984;
const double l_4799 = l_4777 + l_4798;
const double l_4801 = l_4757 * l_4788;
const double l_4802 = l_4757 * l_4799;
const double l_4803 = l_4758 * l_4788;
const double l_4804 = l_4758 * l_4799;
l_arr_4800[uint32(0)] = l_4801;
l_arr_4800[uint32(1)] = l_4801;
const double l_4805 = l_arr_4800[uint32(0)];
const bool l_4806 = l_4802 < l_4805;
if (l_4806) {
l_arr_4800[uint32(0)] = l_4802;
}
const double l_4807 = l_arr_4800[uint32(0)];
const bool l_4808 = l_4803 < l_4807;
if (l_4808) {
l_arr_4800[uint32(0)] = l_4803;
}
const double l_4809 = l_arr_4800[uint32(0)];
const bool l_4810 = l_4804 < l_4809;
if (l_4810) {
l_arr_4800[uint32(0)] = l_4804;
}
const double l_4811 = l_arr_4800[uint32(1)];
const bool l_4812 = l_4802 > l_4811;
if (l_4812) {
l_arr_4800[uint32(1)] = l_4802;
}
const double l_4813 = l_arr_4800[uint32(1)];
const bool l_4814 = l_4803 > l_4813;
if (l_4814) {
l_arr_4800[uint32(1)] = l_4803;
}
const double l_4815 = l_arr_4800[uint32(1)];
const bool l_4816 = l_4804 > l_4815;
if (l_4816) {
l_arr_4800[uint32(1)] = l_4804;
}
const double l_4817 = abs(l_4757);
const double l_4818 = abs(l_4758);
l_mut_2984 = l_4817;
const bool l_4819 = l_4818 > l_4817;
if (l_4819) {
l_mut_2984 = l_4818;
}
const double l_4820 = abs(l_4788);
const double l_4821 = abs(l_4799);
l_mut_2730 = l_4820;
const bool l_4822 = l_4821 > l_4820;
if (l_4822) {
l_mut_2730 = l_4821;
}
const double l_4823 = l_mut_2984 * l_mut_2730;
const double l_4824 = l_4775 + double(1.4551915228366852e-11);
const double l_4825 = l_4823 * l_4824;
const double l_4826 = l_4754 * l_mut_2730;
const double l_4827 = l_4825 + l_4826;
l_mut_4279 = uint32(2);
const double l_4828 = abs(l_4776);
const double l_4829 = l_4828 * l_4775;
const double l_4830 = l_4776 - l_4829;
const double l_4831 = abs(l_4830);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4832 = l_4831 >= double(1.1754943508222875e-38);
const bool l_4833 = l_4831 <= double(1.7976931348623157e308);
const bool l_4834 = l_4832 && l_4833;
if (l_4834) {
const uint64 l_4835 = reinterpret_cast<uint64 const&>(l_4831);
const uint64 l_4836 = l_4835 >> uint64(52);
const uint64 l_4837 = l_4836 - uint64(23);
const uint64 l_4838 = l_4837 << uint64(52);
const double l_4839 = reinterpret_cast<double const&>(l_4838);
l_mut_2984 = l_4839;
}
const double l_4840 = l_4776 + l_4829;
const double l_4841 = abs(l_4840);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4842 = l_4841 >= double(1.1754943508222875e-38);
const bool l_4843 = l_4841 <= double(1.7976931348623157e308);
const bool l_4844 = l_4842 && l_4843;
if (l_4844) {
const uint64 l_4845 = reinterpret_cast<uint64 const&>(l_4841);
const uint64 l_4846 = l_4845 >> uint64(52);
const uint64 l_4847 = l_4846 - uint64(23);
const uint64 l_4848 = l_4847 << uint64(52);
const double l_4849 = reinterpret_cast<double const&>(l_4848);
l_mut_2730 = l_4849;
}
const bool l_4850 = l_mut_2984 == l_mut_2730;
const double l_4851 = abs(l_4777);
const double l_4852 = l_4851 * l_4775;
const double l_4853 = l_4777 - l_4852;
const double l_4854 = abs(l_4853);
l_mut_2984 = double(1.401298464324817e-45);
const bool l_4855 = l_4854 >= double(1.1754943508222875e-38);
const bool l_4856 = l_4854 <= double(1.7976931348623157e308);
const bool l_4857 = l_4855 && l_4856;
if (l_4857) {
const uint64 l_4858 = reinterpret_cast<uint64 const&>(l_4854);
const uint64 l_4859 = l_4858 >> uint64(52);
const uint64 l_4860 = l_4859 - uint64(23);
const uint64 l_4861 = l_4860 << uint64(52);
const double l_4862 = reinterpret_cast<double const&>(l_4861);
l_mut_2984 = l_4862;
}
const double l_4863 = l_4777 + l_4852;
const double l_4864 = abs(l_4863);
l_mut_2730 = double(1.401298464324817e-45);
const bool l_4865 = l_4864 >= double(1.1754943508222875e-38);
const bool l_4866 = l_4864 <= double(1.7976931348623157e308);
const bool l_4867 = l_4865 && l_4866;
if (l_4867) {
const uint64 l_4868 = reinterpret_cast<uint64 const&>(l_4864);
const uint64 l_4869 = l_4868 >> uint64(52);
const uint64 l_4870 = l_4869 - uint64(23);
const uint64 l_4871 = l_4870 << uint64(52);
const double l_4872 = reinterpret_cast<double const&>(l_4871);
l_mut_2730 = l_4872;
}
const bool l_4873 = l_mut_2984 == l_mut_2730;
const bool l_4874 = l_4850 && l_4873;
if (l_4874) {
const double l_4875 = l_arr_4800[uint32(0)];
const double l_4876 = l_arr_4800[uint32(1)];
const uint32 l_4877 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4878 = l_4877 & uint32(2147483647);
const float l_4879 = reinterpret_cast<float const&>(l_4878);
const double l_4880 = double(l_4879);
l_mut_2984 = l_4880;
const bool l_4881 = l_4878 < uint32(8388608);
if (l_4881) {
const double l_4882 = double(l_4878);
const double l_4883 = l_4882 * double(1.401298464324817e-45);
l_mut_2984 = l_4883;
}
const uint64 l_4884 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4885 = l_4877 >> uint32(31);
const uint64 l_4886 = uint64(l_4885);
const uint64 l_4887 = l_4886 << uint64(63);
const uint64 l_4888 = l_4884 | l_4887;
const double l_4889 = reinterpret_cast<double const&>(l_4888);
const uint32 l_4890 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4891 = l_4890 + uint32(1);
l_mut_3236 = l_4891;
const uint32 l_4892 = l_4890 & uint32(2147483647);
const bool l_4893 = l_4892 == uint32(0);
if (l_4893) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4894 = l_4890 & uint32(2147483648);
const bool l_4895 = l_4894 != uint32(0);
if (l_4895) {
const uint32 l_4896 = l_4890 - uint32(1);
l_mut_3236 = l_4896;
} else {
const bool l_4897 = l_4890 == uint32(2139095040);
if (l_4897) {
l_mut_3236 = l_4890;
}
}
}
const float l_4898 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4899 = reinterpret_cast<uint32 const&>(l_4898);
const uint32 l_4900 = l_4899 & uint32(2147483647);
const float l_4901 = reinterpret_cast<float const&>(l_4900);
const double l_4902 = double(l_4901);
l_mut_2984 = l_4902;
const bool l_4903 = l_4900 < uint32(8388608);
if (l_4903) {
const double l_4904 = double(l_4900);
const double l_4905 = l_4904 * double(1.401298464324817e-45);
l_mut_2984 = l_4905;
}
const uint64 l_4906 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4907 = l_4899 >> uint32(31);
const uint64 l_4908 = uint64(l_4907);
const uint64 l_4909 = l_4908 << uint64(63);
const uint64 l_4910 = l_4906 | l_4909;
const double l_4911 = reinterpret_cast<double const&>(l_4910);
const uint32 l_4912 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4913 = l_4912 ^ uint32(2147483648);
const float l_4914 = reinterpret_cast<float const&>(l_4913);
const uint32 l_4915 = reinterpret_cast<uint32 const&>(l_4914);
const uint32 l_4916 = l_4915 + uint32(1);
l_mut_3236 = l_4916;
const uint32 l_4917 = l_4915 & uint32(2147483647);
const bool l_4918 = l_4917 == uint32(0);
if (l_4918) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_4919 = l_4915 & uint32(2147483648);
const bool l_4920 = l_4919 != uint32(0);
if (l_4920) {
const uint32 l_4921 = l_4915 - uint32(1);
l_mut_3236 = l_4921;
} else {
const bool l_4922 = l_4915 == uint32(2139095040);
if (l_4922) {
l_mut_3236 = l_4915;
}
}
}
const float l_4923 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_4924 = reinterpret_cast<uint32 const&>(l_4923);
const uint32 l_4925 = l_4924 ^ uint32(2147483648);
const float l_4926 = reinterpret_cast<float const&>(l_4925);
const uint32 l_4927 = reinterpret_cast<uint32 const&>(l_4926);
const uint32 l_4928 = l_4927 & uint32(2147483647);
const float l_4929 = reinterpret_cast<float const&>(l_4928);
const double l_4930 = double(l_4929);
l_mut_2984 = l_4930;
const bool l_4931 = l_4928 < uint32(8388608);
if (l_4931) {
const double l_4932 = double(l_4928);
const double l_4933 = l_4932 * double(1.401298464324817e-45);
l_mut_2984 = l_4933;
}
const uint64 l_4934 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_4935 = l_4927 >> uint32(31);
const uint64 l_4936 = uint64(l_4935);
const uint64 l_4937 = l_4936 << uint64(63);
const uint64 l_4938 = l_4934 | l_4937;
const double l_4939 = reinterpret_cast<double const&>(l_4938);
const double l_4940 = l_4875 + l_4827;
const bool l_4941 = l_4940 <= l_4889;
l_mut_150 = l_4941;
const double l_4942 = l_4875 - l_4827;
const bool l_4943 = l_4942 > l_4889;
l_mut_147 = l_4943;
const double l_4944 = l_4876 - l_4827;
const bool l_4945 = l_4944 >= l_4889;
l_mut_144 = l_4945;
const double l_4946 = l_4876 + l_4827;
const bool l_4947 = l_4946 < l_4889;
l_mut_141 = l_4947;
const double l_4948 = l_4875 + l_4827;
const bool l_4949 = l_4948 < l_4911;
l_mut_150 = l_4949;
const double l_4950 = l_4875 - l_4827;
const bool l_4951 = l_4950 >= l_4911;
l_mut_147 = l_4951;
const double l_4952 = l_4876 - l_4827;
const bool l_4953 = l_4952 > l_4939;
l_mut_144 = l_4953;
const double l_4954 = l_4876 + l_4827;
const bool l_4955 = l_4954 <= l_4939;
l_mut_141 = l_4955;
l_mut_3236 = uint32(2);
const bool l_4956 = l_mut_147 || l_mut_141;
if (l_4956) {
l_mut_3236 = uint32(1);
} else {
const bool l_4957 = l_mut_150 && l_mut_144;
if (l_4957) {
l_mut_3236 = uint32(0);
}
}
const uint32 l_4958 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4959 = l_4958 & uint32(2147483647);
const bool l_4960 = l_4959 == uint32(0);
if (l_4960) {
const double l_4961 = l_4875 + l_4827;
const bool l_4962 = l_4961 < double(1.1754943508222875e-38);
const double l_4963 = l_4876 - l_4827;
const bool l_4964 = l_4963 > double(-1.1754943508222875e-38);
const bool l_4965 = l_4962 && l_4964;
const double l_4966 = l_4875 - l_4827;
const bool l_4967 = l_4966 < double(1.1754943508222875e-38);
const double l_4968 = l_4876 + l_4827;
const bool l_4969 = l_4968 > double(-1.1754943508222875e-38);
const bool l_4970 = l_4967 && l_4969;
if (l_4965) {
l_mut_3236 = uint32(0);
} else {
const bool l_4971 = l_mut_3236 == uint32(1);
const bool l_4972 = l_4970 && l_4971;
if (l_4972) {
l_mut_3236 = uint32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
}
}
l_mut_31 = l_mut_4279;
}
}
} else {
const bool l_4973 = l_9 == uint32(13);
if (l_4973) {
const double l_4975 = l_26 * l_22;
const double l_4976 = l_26 * l_25;
const double l_4977 = l_26 * l_22;
const double l_4978 = l_26 * l_25;
l_arr_4974[uint32(0)] = l_4975;
l_arr_4974[uint32(1)] = l_4975;
const double l_4979 = l_arr_4974[uint32(0)];
const bool l_4980 = l_4976 < l_4979;
if (l_4980) {
l_arr_4974[uint32(0)] = l_4976;
}
const double l_4981 = l_arr_4974[uint32(0)];
const bool l_4982 = l_4977 < l_4981;
if (l_4982) {
l_arr_4974[uint32(0)] = l_4977;
}
const double l_4983 = l_arr_4974[uint32(0)];
const bool l_4984 = l_4978 < l_4983;
if (l_4984) {
l_arr_4974[uint32(0)] = l_4978;
}
const double l_4985 = l_arr_4974[uint32(1)];
const bool l_4986 = l_4976 > l_4985;
if (l_4986) {
l_arr_4974[uint32(1)] = l_4976;
}
const double l_4987 = l_arr_4974[uint32(1)];
const bool l_4988 = l_4977 > l_4987;
if (l_4988) {
l_arr_4974[uint32(1)] = l_4977;
}
const double l_4989 = l_arr_4974[uint32(1)];
const bool l_4990 = l_4978 > l_4989;
if (l_4990) {
l_arr_4974[uint32(1)] = l_4978;
}
const double l_4991 = l_arr_4974[uint32(0)];
const double l_4992 = l_4991 * double(7.1362384635298e44);
const double l_4993 = floor(l_4992);
const double l_4994 = l_4993 * double(1.401298464324817e-45);
l_mut_2984 = l_4994;
const double l_4995 = abs(l_4991);
const bool l_4996 = l_4995 >= double(1.1754943508222875e-38);
if (l_4996) {
const float l_4997 = float(l_4991);
const double l_4998 = double(l_4997);
l_mut_2984 = l_4998;
const bool l_4999 = l_mut_2984 > l_4991;
if (l_4999) {
const uint32 l_5000 = reinterpret_cast<uint32 const&>(l_4997);
const uint32 l_5001 = l_5000 ^ uint32(2147483648);
const float l_5002 = reinterpret_cast<float const&>(l_5001);
const uint32 l_5003 = reinterpret_cast<uint32 const&>(l_5002);
const uint32 l_5004 = l_5003 + uint32(1);
l_mut_4279 = l_5004;
const uint32 l_5005 = l_5003 & uint32(2147483647);
const bool l_5006 = l_5005 == uint32(0);
if (l_5006) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5007 = l_5003 & uint32(2147483648);
const bool l_5008 = l_5007 != uint32(0);
if (l_5008) {
const uint32 l_5009 = l_5003 - uint32(1);
l_mut_4279 = l_5009;
} else {
const bool l_5010 = l_5003 == uint32(2139095040);
if (l_5010) {
l_mut_4279 = l_5003;
}
}
}
const float l_5011 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5012 = reinterpret_cast<uint32 const&>(l_5011);
const uint32 l_5013 = l_5012 ^ uint32(2147483648);
const float l_5014 = reinterpret_cast<float const&>(l_5013);
const uint32 l_5015 = reinterpret_cast<uint32 const&>(l_5014);
const uint32 l_5016 = l_5015 & uint32(2147483647);
const float l_5017 = reinterpret_cast<float const&>(l_5016);
const double l_5018 = double(l_5017);
l_mut_2730 = l_5018;
const bool l_5019 = l_5016 < uint32(8388608);
if (l_5019) {
const double l_5020 = double(l_5016);
const double l_5021 = l_5020 * double(1.401298464324817e-45);
l_mut_2730 = l_5021;
}
const uint64 l_5022 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5023 = l_5015 >> uint32(31);
const uint64 l_5024 = uint64(l_5023);
const uint64 l_5025 = l_5024 << uint64(63);
const uint64 l_5026 = l_5022 | l_5025;
const double l_5027 = reinterpret_cast<double const&>(l_5026);
l_mut_2984 = l_5027;
} else {
const uint32 l_5028 = reinterpret_cast<uint32 const&>(l_4997);
const uint32 l_5029 = l_5028 + uint32(1);
l_mut_4279 = l_5029;
const uint32 l_5030 = l_5028 & uint32(2147483647);
const bool l_5031 = l_5030 == uint32(0);
if (l_5031) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5032 = l_5028 & uint32(2147483648);
const bool l_5033 = l_5032 != uint32(0);
if (l_5033) {
const uint32 l_5034 = l_5028 - uint32(1);
l_mut_4279 = l_5034;
} else {
const bool l_5035 = l_5028 == uint32(2139095040);
if (l_5035) {
l_mut_4279 = l_5028;
}
}
}
const float l_5036 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5037 = reinterpret_cast<uint32 const&>(l_5036);
const uint32 l_5038 = l_5037 & uint32(2147483647);
const float l_5039 = reinterpret_cast<float const&>(l_5038);
const double l_5040 = double(l_5039);
l_mut_2730 = l_5040;
const bool l_5041 = l_5038 < uint32(8388608);
if (l_5041) {
const double l_5042 = double(l_5038);
const double l_5043 = l_5042 * double(1.401298464324817e-45);
l_mut_2730 = l_5043;
}
const uint64 l_5044 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5045 = l_5037 >> uint32(31);
const uint64 l_5046 = uint64(l_5045);
const uint64 l_5047 = l_5046 << uint64(63);
const uint64 l_5048 = l_5044 | l_5047;
const double l_5049 = reinterpret_cast<double const&>(l_5048);
const bool l_5050 = l_5049 <= l_4991;
if (l_5050) {
const uint32 l_5051 = reinterpret_cast<uint32 const&>(l_4997);
const uint32 l_5052 = l_5051 + uint32(1);
l_mut_4279 = l_5052;
const uint32 l_5053 = l_5051 & uint32(2147483647);
const bool l_5054 = l_5053 == uint32(0);
if (l_5054) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5055 = l_5051 & uint32(2147483648);
const bool l_5056 = l_5055 != uint32(0);
if (l_5056) {
const uint32 l_5057 = l_5051 - uint32(1);
l_mut_4279 = l_5057;
} else {
const bool l_5058 = l_5051 == uint32(2139095040);
if (l_5058) {
l_mut_4279 = l_5051;
}
}
}
const float l_5059 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5060 = reinterpret_cast<uint32 const&>(l_5059);
const uint32 l_5061 = l_5060 & uint32(2147483647);
const float l_5062 = reinterpret_cast<float const&>(l_5061);
const double l_5063 = double(l_5062);
l_mut_2730 = l_5063;
const bool l_5064 = l_5061 < uint32(8388608);
if (l_5064) {
const double l_5065 = double(l_5061);
const double l_5066 = l_5065 * double(1.401298464324817e-45);
l_mut_2730 = l_5066;
}
const uint64 l_5067 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5068 = l_5060 >> uint32(31);
const uint64 l_5069 = uint64(l_5068);
const uint64 l_5070 = l_5069 << uint64(63);
const uint64 l_5071 = l_5067 | l_5070;
const double l_5072 = reinterpret_cast<double const&>(l_5071);
l_mut_2984 = l_5072;
}
}
}
l_mut_2730 = l_mut_2984;
const bool l_5073 = l_mut_2984 > double(1000.0);
if (l_5073) {
const uint64 l_5074 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint64 l_5075 = l_5074 | uint64(9218868437227405312);
const uint64 l_5076 = l_5075 & uint64(18442240474082181120);
const double l_5077 = reinterpret_cast<double const&>(l_5076);
l_mut_2730 = l_5077;
} else {
const bool l_5078 = l_mut_2984 < double(-1000.0);
if (l_5078) {
l_mut_2730 = double(0.0);
} else {
const bool l_5079 = isnan(l_mut_2984);
const bool l_5080 = !l_5079;
if (l_5080) {
const double l_5081 = l_mut_2984 + double(0.5);
const double l_5082 = floor(l_5081);
const double l_5083 = l_mut_2984 - l_5082;
const double l_5084 = l_5083 * double(0.6931471824645996);
const double l_5085 = l_5083 * double(-1.904654299957768e-9);
const double l_5086 = l_5084 + l_5085;
l_mut_2984 = l_5086;
const bool l_5087 = isnan(l_5086);
if (l_5087) {
} else {
const bool l_5088 = l_5086 < double(-700.0);
if (l_5088) {
l_mut_2984 = double(0.0);
} else {
const bool l_5089 = l_5086 > double(700.0);
if (l_5089) {
const uint64 l_5090 = reinterpret_cast<uint64 const&>(l_5086);
const uint64 l_5091 = l_5090 | uint64(9218868437227405312);
const uint64 l_5092 = l_5091 & uint64(18442240474082181120);
const double l_5093 = reinterpret_cast<double const&>(l_5092);
l_mut_2984 = l_5093;
} else {
const double l_5094 = l_5086 * double(1.4426950408889634);
const double l_5095 = l_5094 + double(0.5);
const double l_5096 = floor(l_5095);
const double l_5097 = l_5096 * double(0.6931471824645996);
const double l_5098 = l_5084 - l_5097;
const double l_5099 = l_5098 * l_4;
const double l_5100 = l_5096 * double(-1.904654299957768e-9);
const double l_5101 = l_5085 - l_5100;
const double l_5102 = l_5099 + l_5101;
const double l_5103 = l_5102 * double(7.647163731819816e-13);
const double l_5104 = l_5103 + double(1.1470745597729725e-11);
l_mut_2474 = l_5104;
const double l_5105 = l_mut_2474 * l_5102;
const double l_5106 = l_5105 + double(1.6059043836821613e-10);
l_mut_2474 = l_5106;
const double l_5107 = l_mut_2474 * l_5102;
const double l_5108 = l_5107 + double(2.08767569878681e-9);
l_mut_2474 = l_5108;
const double l_5109 = l_mut_2474 * l_5102;
const double l_5110 = l_5109 + double(2.505210838544172e-8);
l_mut_2474 = l_5110;
const double l_5111 = l_mut_2474 * l_5102;
const double l_5112 = l_5111 + double(2.755731922398589e-7);
l_mut_2474 = l_5112;
const double l_5113 = l_mut_2474 * l_5102;
const double l_5114 = l_5113 + double(2.7557319223985893e-6);
l_mut_2474 = l_5114;
const double l_5115 = l_mut_2474 * l_5102;
const double l_5116 = l_5115 + double(2.48015873015873e-5);
l_mut_2474 = l_5116;
const double l_5117 = l_mut_2474 * l_5102;
const double l_5118 = l_5117 + double(0.0001984126984126984);
l_mut_2474 = l_5118;
const double l_5119 = l_mut_2474 * l_5102;
const double l_5120 = l_5119 + double(0.001388888888888889);
l_mut_2474 = l_5120;
const double l_5121 = l_mut_2474 * l_5102;
const double l_5122 = l_5121 + double(0.008333333333333333);
l_mut_2474 = l_5122;
const double l_5123 = l_mut_2474 * l_5102;
const double l_5124 = l_5123 + double(0.041666666666666664);
l_mut_2474 = l_5124;
const double l_5125 = l_mut_2474 * l_5102;
const double l_5126 = l_5125 + double(0.16666666666666666);
l_mut_2474 = l_5126;
const double l_5127 = l_mut_2474 * l_5102;
const double l_5128 = l_5127 + double(0.5);
l_mut_2474 = l_5128;
const double l_5129 = l_5102 * l_5102;
const double l_5130 = l_5129 * l_mut_2474;
const double l_5131 = l_5102 + l_5130;
const double l_5132 = double(1.0) + l_5131;
const int32 l_5133 = int32(l_5096);
const int32 l_5134 = l_5133 + int32(1023);
const uint64 l_5135 = uint64(l_5134);
const uint64 l_5136 = l_5135 << uint64(52);
const double l_5137 = reinterpret_cast<double const&>(l_5136);
const double l_5138 = l_5132 * l_5137;
l_mut_2984 = l_5138;
}
}
}
const int32 l_5139 = int32(l_5082);
const int32 l_5140 = l_5139 + int32(1023);
const uint64 l_5141 = uint64(l_5140);
const uint64 l_5142 = l_5141 << uint64(52);
const double l_5143 = reinterpret_cast<double const&>(l_5142);
const double l_5144 = l_mut_2984 * l_5143;
l_mut_2730 = l_5144;
}
}
}
const double l_5145 = l_arr_4974[uint32(1)];
const double l_5146 = -l_5145;
const double l_5147 = l_5146 * double(7.1362384635298e44);
const double l_5148 = floor(l_5147);
const double l_5149 = l_5148 * double(1.401298464324817e-45);
l_mut_2984 = l_5149;
const double l_5150 = abs(l_5146);
const bool l_5151 = l_5150 >= double(1.1754943508222875e-38);
if (l_5151) {
const float l_5152 = float(l_5146);
const double l_5153 = double(l_5152);
l_mut_2984 = l_5153;
const bool l_5154 = l_mut_2984 > l_5146;
if (l_5154) {
const uint32 l_5155 = reinterpret_cast<uint32 const&>(l_5152);
const uint32 l_5156 = l_5155 ^ uint32(2147483648);
const float l_5157 = reinterpret_cast<float const&>(l_5156);
const uint32 l_5158 = reinterpret_cast<uint32 const&>(l_5157);
const uint32 l_5159 = l_5158 + uint32(1);
l_mut_4279 = l_5159;
const uint32 l_5160 = l_5158 & uint32(2147483647);
const bool l_5161 = l_5160 == uint32(0);
if (l_5161) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5162 = l_5158 & uint32(2147483648);
const bool l_5163 = l_5162 != uint32(0);
if (l_5163) {
const uint32 l_5164 = l_5158 - uint32(1);
l_mut_4279 = l_5164;
} else {
const bool l_5165 = l_5158 == uint32(2139095040);
if (l_5165) {
l_mut_4279 = l_5158;
}
}
}
const float l_5166 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5167 = reinterpret_cast<uint32 const&>(l_5166);
const uint32 l_5168 = l_5167 ^ uint32(2147483648);
const float l_5169 = reinterpret_cast<float const&>(l_5168);
const uint32 l_5170 = reinterpret_cast<uint32 const&>(l_5169);
const uint32 l_5171 = l_5170 & uint32(2147483647);
const float l_5172 = reinterpret_cast<float const&>(l_5171);
const double l_5173 = double(l_5172);
l_mut_2474 = l_5173;
const bool l_5174 = l_5171 < uint32(8388608);
if (l_5174) {
const double l_5175 = double(l_5171);
const double l_5176 = l_5175 * double(1.401298464324817e-45);
l_mut_2474 = l_5176;
}
const uint64 l_5177 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5178 = l_5170 >> uint32(31);
const uint64 l_5179 = uint64(l_5178);
const uint64 l_5180 = l_5179 << uint64(63);
const uint64 l_5181 = l_5177 | l_5180;
const double l_5182 = reinterpret_cast<double const&>(l_5181);
l_mut_2984 = l_5182;
} else {
const uint32 l_5183 = reinterpret_cast<uint32 const&>(l_5152);
const uint32 l_5184 = l_5183 + uint32(1);
l_mut_4279 = l_5184;
const uint32 l_5185 = l_5183 & uint32(2147483647);
const bool l_5186 = l_5185 == uint32(0);
if (l_5186) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5187 = l_5183 & uint32(2147483648);
const bool l_5188 = l_5187 != uint32(0);
if (l_5188) {
const uint32 l_5189 = l_5183 - uint32(1);
l_mut_4279 = l_5189;
} else {
const bool l_5190 = l_5183 == uint32(2139095040);
if (l_5190) {
l_mut_4279 = l_5183;
}
}
}
const float l_5191 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5192 = reinterpret_cast<uint32 const&>(l_5191);
const uint32 l_5193 = l_5192 & uint32(2147483647);
const float l_5194 = reinterpret_cast<float const&>(l_5193);
const double l_5195 = double(l_5194);
l_mut_2474 = l_5195;
const bool l_5196 = l_5193 < uint32(8388608);
if (l_5196) {
const double l_5197 = double(l_5193);
const double l_5198 = l_5197 * double(1.401298464324817e-45);
l_mut_2474 = l_5198;
}
const uint64 l_5199 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5200 = l_5192 >> uint32(31);
const uint64 l_5201 = uint64(l_5200);
const uint64 l_5202 = l_5201 << uint64(63);
const uint64 l_5203 = l_5199 | l_5202;
const double l_5204 = reinterpret_cast<double const&>(l_5203);
const bool l_5205 = l_5204 <= l_5146;
if (l_5205) {
const uint32 l_5206 = reinterpret_cast<uint32 const&>(l_5152);
const uint32 l_5207 = l_5206 + uint32(1);
l_mut_4279 = l_5207;
const uint32 l_5208 = l_5206 & uint32(2147483647);
const bool l_5209 = l_5208 == uint32(0);
if (l_5209) {
l_mut_4279 = uint32(1);
} else {
const uint32 l_5210 = l_5206 & uint32(2147483648);
const bool l_5211 = l_5210 != uint32(0);
if (l_5211) {
const uint32 l_5212 = l_5206 - uint32(1);
l_mut_4279 = l_5212;
} else {
const bool l_5213 = l_5206 == uint32(2139095040);
if (l_5213) {
l_mut_4279 = l_5206;
}
}
}
const float l_5214 = reinterpret_cast<float const&>(l_mut_4279);
const uint32 l_5215 = reinterpret_cast<uint32 const&>(l_5214);
const uint32 l_5216 = l_5215 & uint32(2147483647);
const float l_5217 = reinterpret_cast<float const&>(l_5216);
const double l_5218 = double(l_5217);
l_mut_2474 = l_5218;
const bool l_5219 = l_5216 < uint32(8388608);
if (l_5219) {
const double l_5220 = double(l_5216);
const double l_5221 = l_5220 * double(1.401298464324817e-45);
l_mut_2474 = l_5221;
}
const uint64 l_5222 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5223 = l_5215 >> uint32(31);
const uint64 l_5224 = uint64(l_5223);
const uint64 l_5225 = l_5224 << uint64(63);
const uint64 l_5226 = l_5222 | l_5225;
const double l_5227 = reinterpret_cast<double const&>(l_5226);
l_mut_2984 = l_5227;
}
}
}
const double l_5228 = -l_mut_2984;
l_mut_2984 = l_5228;
const bool l_5229 = l_5228 > double(1000.0);
if (l_5229) {
const uint64 l_5230 = reinterpret_cast<uint64 const&>(l_5228);
const uint64 l_5231 = l_5230 | uint64(9218868437227405312);
const uint64 l_5232 = l_5231 & uint64(18442240474082181120);
const double l_5233 = reinterpret_cast<double const&>(l_5232);
l_mut_2984 = l_5233;
} else {
const bool l_5234 = l_5228 < double(-1000.0);
if (l_5234) {
l_mut_2984 = double(0.0);
} else {
const bool l_5235 = isnan(l_5228);
const bool l_5236 = !l_5235;
if (l_5236) {
const double l_5237 = l_5228 + double(0.5);
const double l_5238 = floor(l_5237);
const double l_5239 = l_5228 - l_5238;
const double l_5240 = l_5239 * double(0.6931471824645996);
const double l_5241 = l_5239 * double(-1.904654299957768e-9);
const double l_5242 = l_5240 + l_5241;
l_mut_2474 = l_5242;
const bool l_5243 = isnan(l_5242);
if (l_5243) {
} else {
const bool l_5244 = l_5242 < double(-700.0);
if (l_5244) {
l_mut_2474 = double(0.0);
} else {
const bool l_5245 = l_5242 > double(700.0);
if (l_5245) {
const uint64 l_5246 = reinterpret_cast<uint64 const&>(l_5242);
const uint64 l_5247 = l_5246 | uint64(9218868437227405312);
const uint64 l_5248 = l_5247 & uint64(18442240474082181120);
const double l_5249 = reinterpret_cast<double const&>(l_5248);
l_mut_2474 = l_5249;
} else {
const double l_5250 = l_5242 * double(1.4426950408889634);
const double l_5251 = l_5250 + double(0.5);
const double l_5252 = floor(l_5251);
const double l_5253 = l_5252 * double(0.6931471824645996);
const double l_5254 = l_5240 - l_5253;
const double l_5255 = l_5254 * l_4;
const double l_5256 = l_5252 * double(-1.904654299957768e-9);
const double l_5257 = l_5241 - l_5256;
const double l_5258 = l_5255 + l_5257;
const double l_5259 = l_5258 * double(7.647163731819816e-13);
const double l_5260 = l_5259 + double(1.1470745597729725e-11);
l_mut_2220 = l_5260;
const double l_5261 = l_mut_2220 * l_5258;
const double l_5262 = l_5261 + double(1.6059043836821613e-10);
l_mut_2220 = l_5262;
const double l_5263 = l_mut_2220 * l_5258;
const double l_5264 = l_5263 + double(2.08767569878681e-9);
l_mut_2220 = l_5264;
const double l_5265 = l_mut_2220 * l_5258;
const double l_5266 = l_5265 + double(2.505210838544172e-8);
l_mut_2220 = l_5266;
const double l_5267 = l_mut_2220 * l_5258;
const double l_5268 = l_5267 + double(2.755731922398589e-7);
l_mut_2220 = l_5268;
const double l_5269 = l_mut_2220 * l_5258;
const double l_5270 = l_5269 + double(2.7557319223985893e-6);
l_mut_2220 = l_5270;
const double l_5271 = l_mut_2220 * l_5258;
const double l_5272 = l_5271 + double(2.48015873015873e-5);
l_mut_2220 = l_5272;
const double l_5273 = l_mut_2220 * l_5258;
const double l_5274 = l_5273 + double(0.0001984126984126984);
l_mut_2220 = l_5274;
const double l_5275 = l_mut_2220 * l_5258;
const double l_5276 = l_5275 + double(0.001388888888888889);
l_mut_2220 = l_5276;
const double l_5277 = l_mut_2220 * l_5258;
const double l_5278 = l_5277 + double(0.008333333333333333);
l_mut_2220 = l_5278;
const double l_5279 = l_mut_2220 * l_5258;
const double l_5280 = l_5279 + double(0.041666666666666664);
l_mut_2220 = l_5280;
const double l_5281 = l_mut_2220 * l_5258;
const double l_5282 = l_5281 + double(0.16666666666666666);
l_mut_2220 = l_5282;
const double l_5283 = l_mut_2220 * l_5258;
const double l_5284 = l_5283 + double(0.5);
l_mut_2220 = l_5284;
const double l_5285 = l_5258 * l_5258;
const double l_5286 = l_5285 * l_mut_2220;
const double l_5287 = l_5258 + l_5286;
const double l_5288 = double(1.0) + l_5287;
const int32 l_5289 = int32(l_5252);
const int32 l_5290 = l_5289 + int32(1023);
const uint64 l_5291 = uint64(l_5290);
const uint64 l_5292 = l_5291 << uint64(52);
const double l_5293 = reinterpret_cast<double const&>(l_5292);
const double l_5294 = l_5288 * l_5293;
l_mut_2474 = l_5294;
}
}
}
const int32 l_5295 = int32(l_5238);
const int32 l_5296 = l_5295 + int32(1023);
const uint64 l_5297 = uint64(l_5296);
const uint64 l_5298 = l_5297 << uint64(52);
const double l_5299 = reinterpret_cast<double const&>(l_5298);
const double l_5300 = l_mut_2474 * l_5299;
l_mut_2984 = l_5300;
}
}
}
const double l_5301 = l_mut_2730 * double(1.4551915228366852e-11);
const double l_5302 = l_mut_2984 * double(1.4551915228366852e-11);
l_mut_4279 = uint32(2);
const double l_5303 = l_mut_2730 - l_5301;
const double l_5304 = abs(l_5303);
l_mut_2474 = double(1.401298464324817e-45);
const bool l_5305 = l_5304 >= double(1.1754943508222875e-38);
const bool l_5306 = l_5304 <= double(1.7976931348623157e308);
const bool l_5307 = l_5305 && l_5306;
if (l_5307) {
const uint64 l_5308 = reinterpret_cast<uint64 const&>(l_5304);
const uint64 l_5309 = l_5308 >> uint64(52);
const uint64 l_5310 = l_5309 - uint64(23);
const uint64 l_5311 = l_5310 << uint64(52);
const double l_5312 = reinterpret_cast<double const&>(l_5311);
l_mut_2474 = l_5312;
}
const double l_5313 = l_mut_2730 + l_5301;
const double l_5314 = abs(l_5313);
l_mut_2220 = double(1.401298464324817e-45);
const bool l_5315 = l_5314 >= double(1.1754943508222875e-38);
const bool l_5316 = l_5314 <= double(1.7976931348623157e308);
const bool l_5317 = l_5315 && l_5316;
if (l_5317) {
const uint64 l_5318 = reinterpret_cast<uint64 const&>(l_5314);
const uint64 l_5319 = l_5318 >> uint64(52);
const uint64 l_5320 = l_5319 - uint64(23);
const uint64 l_5321 = l_5320 << uint64(52);
const double l_5322 = reinterpret_cast<double const&>(l_5321);
l_mut_2220 = l_5322;
}
const bool l_5323 = l_mut_2474 == l_mut_2220;
const double l_5324 = l_mut_2984 - l_5302;
const double l_5325 = abs(l_5324);
l_mut_2474 = double(1.401298464324817e-45);
const bool l_5326 = l_5325 >= double(1.1754943508222875e-38);
const bool l_5327 = l_5325 <= double(1.7976931348623157e308);
const bool l_5328 = l_5326 && l_5327;
if (l_5328) {
const uint64 l_5329 = reinterpret_cast<uint64 const&>(l_5325);
const uint64 l_5330 = l_5329 >> uint64(52);
const uint64 l_5331 = l_5330 - uint64(23);
const uint64 l_5332 = l_5331 << uint64(52);
const double l_5333 = reinterpret_cast<double const&>(l_5332);
l_mut_2474 = l_5333;
}
const double l_5334 = l_mut_2984 + l_5302;
const double l_5335 = abs(l_5334);
l_mut_2220 = double(1.401298464324817e-45);
const bool l_5336 = l_5335 >= double(1.1754943508222875e-38);
const bool l_5337 = l_5335 <= double(1.7976931348623157e308);
const bool l_5338 = l_5336 && l_5337;
if (l_5338) {
const uint64 l_5339 = reinterpret_cast<uint64 const&>(l_5335);
const uint64 l_5340 = l_5339 >> uint64(52);
const uint64 l_5341 = l_5340 - uint64(23);
const uint64 l_5342 = l_5341 << uint64(52);
const double l_5343 = reinterpret_cast<double const&>(l_5342);
l_mut_2220 = l_5343;
}
const bool l_5344 = l_mut_2474 == l_mut_2220;
const bool l_5345 = l_5323 && l_5344;
if (l_5345) {
const double l_5346 = l_19 * l_mut_2730;
const double l_5347 = abs(l_mut_2730);
l_mut_2474 = double(1.401298464324817e-45);
const bool l_5348 = l_5347 >= double(1.1754943508222875e-38);
const bool l_5349 = l_5347 <= double(1.7976931348623157e308);
const bool l_5350 = l_5348 && l_5349;
if (l_5350) {
const uint64 l_5351 = reinterpret_cast<uint64 const&>(l_5347);
const uint64 l_5352 = l_5351 >> uint64(52);
const uint64 l_5353 = l_5352 - uint64(23);
const uint64 l_5354 = l_5353 << uint64(52);
const double l_5355 = reinterpret_cast<double const&>(l_5354);
l_mut_2474 = l_5355;
}
const double l_5356 = double(0.5) * l_mut_2474;
l_mut_2474 = l_5346;
const bool l_5357 = l_5356 > l_5346;
if (l_5357) {
l_mut_2474 = l_5356;
}
const double l_5358 = l_19 * l_mut_2984;
const double l_5359 = abs(l_mut_2984);
l_mut_2220 = double(1.401298464324817e-45);
const bool l_5360 = l_5359 >= double(1.1754943508222875e-38);
const bool l_5361 = l_5359 <= double(1.7976931348623157e308);
const bool l_5362 = l_5360 && l_5361;
if (l_5362) {
const uint64 l_5363 = reinterpret_cast<uint64 const&>(l_5359);
const uint64 l_5364 = l_5363 >> uint64(52);
const uint64 l_5365 = l_5364 - uint64(23);
const uint64 l_5366 = l_5365 << uint64(52);
const double l_5367 = reinterpret_cast<double const&>(l_5366);
l_mut_2220 = l_5367;
}
const double l_5368 = double(0.5) * l_mut_2220;
l_mut_2220 = l_5358;
const bool l_5369 = l_5368 > l_5358;
if (l_5369) {
l_mut_2220 = l_5368;
}
const double l_5370 = l_mut_2730 - l_mut_2474;
const double l_5371 = l_mut_2984 + l_mut_2220;
const uint32 l_5372 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5373 = l_5372 & uint32(2147483647);
const float l_5374 = reinterpret_cast<float const&>(l_5373);
const double l_5375 = double(l_5374);
l_mut_2984 = l_5375;
const bool l_5376 = l_5373 < uint32(8388608);
if (l_5376) {
const double l_5377 = double(l_5373);
const double l_5378 = l_5377 * double(1.401298464324817e-45);
l_mut_2984 = l_5378;
}
const uint64 l_5379 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_5380 = l_5372 >> uint32(31);
const uint64 l_5381 = uint64(l_5380);
const uint64 l_5382 = l_5381 << uint64(63);
const uint64 l_5383 = l_5379 | l_5382;
const double l_5384 = reinterpret_cast<double const&>(l_5383);
const uint32 l_5385 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5386 = l_5385 + uint32(1);
l_mut_3236 = l_5386;
const uint32 l_5387 = l_5385 & uint32(2147483647);
const bool l_5388 = l_5387 == uint32(0);
if (l_5388) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5389 = l_5385 & uint32(2147483648);
const bool l_5390 = l_5389 != uint32(0);
if (l_5390) {
const uint32 l_5391 = l_5385 - uint32(1);
l_mut_3236 = l_5391;
} else {
const bool l_5392 = l_5385 == uint32(2139095040);
if (l_5392) {
l_mut_3236 = l_5385;
}
}
}
const float l_5393 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5394 = reinterpret_cast<uint32 const&>(l_5393);
const uint32 l_5395 = l_5394 & uint32(2147483647);
const float l_5396 = reinterpret_cast<float const&>(l_5395);
const double l_5397 = double(l_5396);
l_mut_2984 = l_5397;
const bool l_5398 = l_5395 < uint32(8388608);
if (l_5398) {
const double l_5399 = double(l_5395);
const double l_5400 = l_5399 * double(1.401298464324817e-45);
l_mut_2984 = l_5400;
}
const uint64 l_5401 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_5402 = l_5394 >> uint32(31);
const uint64 l_5403 = uint64(l_5402);
const uint64 l_5404 = l_5403 << uint64(63);
const uint64 l_5405 = l_5401 | l_5404;
const double l_5406 = reinterpret_cast<double const&>(l_5405);
const uint32 l_5407 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5408 = l_5407 ^ uint32(2147483648);
const float l_5409 = reinterpret_cast<float const&>(l_5408);
const uint32 l_5410 = reinterpret_cast<uint32 const&>(l_5409);
const uint32 l_5411 = l_5410 + uint32(1);
l_mut_3236 = l_5411;
const uint32 l_5412 = l_5410 & uint32(2147483647);
const bool l_5413 = l_5412 == uint32(0);
if (l_5413) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5414 = l_5410 & uint32(2147483648);
const bool l_5415 = l_5414 != uint32(0);
if (l_5415) {
const uint32 l_5416 = l_5410 - uint32(1);
l_mut_3236 = l_5416;
} else {
const bool l_5417 = l_5410 == uint32(2139095040);
if (l_5417) {
l_mut_3236 = l_5410;
}
}
}
const float l_5418 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5419 = reinterpret_cast<uint32 const&>(l_5418);
const uint32 l_5420 = l_5419 ^ uint32(2147483648);
const float l_5421 = reinterpret_cast<float const&>(l_5420);
const uint32 l_5422 = reinterpret_cast<uint32 const&>(l_5421);
const uint32 l_5423 = l_5422 & uint32(2147483647);
const float l_5424 = reinterpret_cast<float const&>(l_5423);
const double l_5425 = double(l_5424);
l_mut_2984 = l_5425;
const bool l_5426 = l_5423 < uint32(8388608);
if (l_5426) {
const double l_5427 = double(l_5423);
const double l_5428 = l_5427 * double(1.401298464324817e-45);
l_mut_2984 = l_5428;
}
const uint64 l_5429 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_5430 = l_5422 >> uint32(31);
const uint64 l_5431 = uint64(l_5430);
const uint64 l_5432 = l_5431 << uint64(63);
const uint64 l_5433 = l_5429 | l_5432;
const double l_5434 = reinterpret_cast<double const&>(l_5433);
const double l_5435 = l_5370 + l_5301;
const bool l_5436 = l_5435 <= l_5384;
l_mut_150 = l_5436;
const double l_5437 = l_5370 - l_5301;
const bool l_5438 = l_5437 > l_5384;
l_mut_147 = l_5438;
const double l_5439 = l_5371 - l_5302;
const bool l_5440 = l_5439 >= l_5384;
l_mut_144 = l_5440;
const double l_5441 = l_5371 + l_5302;
const bool l_5442 = l_5441 < l_5384;
l_mut_141 = l_5442;
l_mut_3236 = uint32(2);
const bool l_5443 = l_mut_147 || l_mut_141;
if (l_5443) {
l_mut_3236 = uint32(1);
} else {
const bool l_5444 = l_mut_150 && l_mut_144;
if (l_5444) {
l_mut_3236 = uint32(0);
}
}
const uint32 l_5445 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5446 = l_5445 & uint32(2147483647);
const bool l_5447 = l_5446 == uint32(0);
if (l_5447) {
const double l_5448 = l_5370 + l_5301;
const bool l_5449 = l_5448 < double(1.1754943508222875e-38);
const double l_5450 = l_5371 - l_5302;
const bool l_5451 = l_5450 > double(-1.1754943508222875e-38);
const bool l_5452 = l_5449 && l_5451;
const double l_5453 = l_5370 - l_5301;
const bool l_5454 = l_5453 < double(1.1754943508222875e-38);
const double l_5455 = l_5371 + l_5302;
const bool l_5456 = l_5455 > double(-1.1754943508222875e-38);
const bool l_5457 = l_5454 && l_5456;
if (l_5452) {
l_mut_3236 = uint32(0);
} else {
const bool l_5458 = l_mut_3236 == uint32(1);
const bool l_5459 = l_5457 && l_5458;
if (l_5459) {
l_mut_3236 = uint32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
l_mut_31 = l_mut_4279;
} else {
const bool l_5460 = l_9 == uint32(14);
if (l_5460) {
l_mut_31 = uint32(0);
const bool l_5461 = l_26 > double(0.0);
if (l_5461) {
const float l_5462 = float(l_26);
const uint32 l_5463 = reinterpret_cast<uint32 const&>(l_5462);
const uint32 l_5464 = l_5463 & uint32(2147483647);
const float l_5465 = reinterpret_cast<float const&>(l_5464);
const double l_5466 = double(l_5465);
l_mut_2984 = l_5466;
const bool l_5467 = l_5464 < uint32(8388608);
if (l_5467) {
const double l_5468 = double(l_5464);
const double l_5469 = l_5468 * double(1.401298464324817e-45);
l_mut_2984 = l_5469;
}
const uint64 l_5470 = reinterpret_cast<uint64 const&>(l_mut_2984);
const uint32 l_5471 = l_5463 >> uint32(31);
const uint64 l_5472 = uint64(l_5471);
const uint64 l_5473 = l_5472 << uint64(63);
const uint64 l_5474 = l_5470 | l_5473;
const double l_5475 = reinterpret_cast<double const&>(l_5474);
l_mut_2984 = l_5475;
const bool l_5476 = l_5475 < double(0.0);
if (l_5476) {
const uint64 l_5477 = reinterpret_cast<uint64 const&>(l_5475);
const uint64 l_5478 = l_5477 | uint64(9221120237041090560);
const double l_5479 = reinterpret_cast<double const&>(l_5478);
l_mut_2984 = l_5479;
} else {
const bool l_5480 = l_5475 == double(0.0);
if (l_5480) {
const double l_5481 = abs(l_5475);
const uint64 l_5482 = reinterpret_cast<uint64 const&>(l_5481);
const uint64 l_5483 = l_5482 | uint64(9218868437227405312);
const uint64 l_5484 = l_5483 & uint64(18442240474082181120);
const double l_5485 = reinterpret_cast<double const&>(l_5484);
const double l_5486 = -l_5485;
l_mut_2984 = l_5486;
} else {
const uint32 l_5487 = reinterpret_cast<uint32 const&>(l_5462);
const bool l_5488 = l_5487 < uint32(2139095040);
if (l_5488) {
const uint64 l_5489 = reinterpret_cast<uint64 const&>(l_5475);
const uint64 l_5490 = l_5489 >> uint64(52);
const uint64 l_5491 = l_5490 & uint64(2047);
const int32 l_5492 = int32(l_5491);
const int32 l_5493 = l_5492 - int32(1023);
l_mut_5494 = l_5493;
const uint64 l_5495 = l_5489 & uint64(4503599627370495);
const uint64 l_5496 = l_5495 | uint64(4607182418800017408);
const double l_5497 = reinterpret_cast<double const&>(l_5496);
l_mut_2730 = l_5497;
const bool l_5498 = l_mut_2730 > double(1.4142135623730951);
if (l_5498) {
l_mut_2730 = l_mut_2730 * double(0.5);
l_mut_5494 = l_mut_5494 + int32(1);
}
const double l_5499 = l_mut_2730 - double(1.0);
const double l_5500 = double(2.0) + l_5499;
const double l_5501 = l_5499 / l_5500;
const double l_5502 = l_5501 * l_5501;
const double l_5503 = l_5502 * double(0.04);
const double l_5504 = l_5503 + double(0.043478260869565216);
l_mut_2730 = l_5504;
const double l_5505 = l_mut_2730 * l_5502;
const double l_5506 = l_5505 + double(0.047619047619047616);
l_mut_2730 = l_5506;
const double l_5507 = l_mut_2730 * l_5502;
const double l_5508 = l_5507 + double(0.05263157894736842);
l_mut_2730 = l_5508;
const double l_5509 = l_mut_2730 * l_5502;
const double l_5510 = l_5509 + double(0.058823529411764705);
l_mut_2730 = l_5510;
const double l_5511 = l_mut_2730 * l_5502;
const double l_5512 = l_5511 + double(0.06666666666666667);
l_mut_2730 = l_5512;
const double l_5513 = l_mut_2730 * l_5502;
const double l_5514 = l_5513 + double(0.07692307692307693);
l_mut_2730 = l_5514;
const double l_5515 = l_mut_2730 * l_5502;
const double l_5516 = l_5515 + double(0.09090909090909091);
l_mut_2730 = l_5516;
const double l_5517 = l_mut_2730 * l_5502;
const double l_5518 = l_5517 + double(0.1111111111111111);
l_mut_2730 = l_5518;
const double l_5519 = l_mut_2730 * l_5502;
const double l_5520 = l_5519 + double(0.14285714285714285);
l_mut_2730 = l_5520;
const double l_5521 = l_mut_2730 * l_5502;
const double l_5522 = l_5521 + double(0.2);
l_mut_2730 = l_5522;
const double l_5523 = l_mut_2730 * l_5502;
const double l_5524 = l_5523 + double(0.3333333333333333);
l_mut_2730 = l_5524;
const double l_5525 = double(2.0) * l_5501;
const double l_5526 = double(2.0) * l_5501;
const double l_5527 = l_5526 * l_5502;
const double l_5528 = l_5527 * l_mut_2730;
const double l_5529 = l_5525 + l_5528;
const double l_5530 = double(l_mut_5494);
const double l_5531 = l_5530 * double(0.6931471824645996);
const double l_5532 = l_5530 * double(-1.904654299957768e-9);
const double l_5533 = l_5532 + l_5529;
const double l_5534 = l_5531 + l_5533;
l_mut_2984 = l_5534;
}
}
}
const double l_5535 = l_mut_2984 / double(0.6931471805599453);
const double l_5536 = abs(l_5535);
const double l_5537 = l_19 * l_5536;
l_mut_2984 = l_5537;
const bool l_5538 = l_26 >= double(0.5);
const bool l_5539 = l_26 <= double(2.0);
const bool l_5540 = l_5538 && l_5539;
if (l_5540) {
l_mut_2984 = l_19;
}
const double l_5541 = abs(l_5535);
const double l_5542 = l_5541 * double(1.4551915228366852e-11);
const double l_5543 = double(1.0) + l_19;
const double l_5544 = l_5542 * l_5543;
const double l_5545 = l_5535 - l_mut_2984;
const double l_5546 = l_5535 + l_mut_2984;
const double l_5548 = l_5545 * l_22;
const double l_5549 = l_5545 * l_25;
const double l_5550 = l_5546 * l_22;
const double l_5551 = l_5546 * l_25;
l_arr_5547[uint32(0)] = l_5548;
l_arr_5547[uint32(1)] = l_5548;
const double l_5552 = l_arr_5547[uint32(0)];
const bool l_5553 = l_5549 < l_5552;
if (l_5553) {
l_arr_5547[uint32(0)] = l_5549;
}
const double l_5554 = l_arr_5547[uint32(0)];
const bool l_5555 = l_5550 < l_5554;
if (l_5555) {
l_arr_5547[uint32(0)] = l_5550;
}
const double l_5556 = l_arr_5547[uint32(0)];
const bool l_5557 = l_5551 < l_5556;
if (l_5557) {
l_arr_5547[uint32(0)] = l_5551;
}
const double l_5558 = l_arr_5547[uint32(1)];
const bool l_5559 = l_5549 > l_5558;
if (l_5559) {
l_arr_5547[uint32(1)] = l_5549;
}
const double l_5560 = l_arr_5547[uint32(1)];
const bool l_5561 = l_5550 > l_5560;
if (l_5561) {
l_arr_5547[uint32(1)] = l_5550;
}
const double l_5562 = l_arr_5547[uint32(1)];
const bool l_5563 = l_5551 > l_5562;
if (l_5563) {
l_arr_5547[uint32(1)] = l_5551;
}
const double l_5564 = l_5544 * l_25;
l_mut_4279 = uint32(2);
const double l_5565 = l_arr_5547[uint32(0)];
const double l_5566 = l_5565 - l_5564;
const double l_5567 = l_5566 * double(7.1362384635298e44);
const double l_5568 = floor(l_5567);
const double l_5569 = l_5568 * double(1.401298464324817e-45);
l_mut_2984 = l_5569;
const double l_5570 = abs(l_5566);
const bool l_5571 = l_5570 >= double(1.1754943508222875e-38);
if (l_5571) {
const float l_5572 = float(l_5566);
const double l_5573 = double(l_5572);
l_mut_2984 = l_5573;
const bool l_5574 = l_mut_2984 > l_5566;
if (l_5574) {
const uint32 l_5575 = reinterpret_cast<uint32 const&>(l_5572);
const uint32 l_5576 = l_5575 ^ uint32(2147483648);
const float l_5577 = reinterpret_cast<float const&>(l_5576);
const uint32 l_5578 = reinterpret_cast<uint32 const&>(l_5577);
const uint32 l_5579 = l_5578 + uint32(1);
l_mut_3236 = l_5579;
const uint32 l_5580 = l_5578 & uint32(2147483647);
const bool l_5581 = l_5580 == uint32(0);
if (l_5581) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5582 = l_5578 & uint32(2147483648);
const bool l_5583 = l_5582 != uint32(0);
if (l_5583) {
const uint32 l_5584 = l_5578 - uint32(1);
l_mut_3236 = l_5584;
} else {
const bool l_5585 = l_5578 == uint32(2139095040);
if (l_5585) {
l_mut_3236 = l_5578;
}
}
}
const float l_5586 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5587 = reinterpret_cast<uint32 const&>(l_5586);
const uint32 l_5588 = l_5587 ^ uint32(2147483648);
const float l_5589 = reinterpret_cast<float const&>(l_5588);
const uint32 l_5590 = reinterpret_cast<uint32 const&>(l_5589);
const uint32 l_5591 = l_5590 & uint32(2147483647);
const float l_5592 = reinterpret_cast<float const&>(l_5591);
const double l_5593 = double(l_5592);
l_mut_2730 = l_5593;
const bool l_5594 = l_5591 < uint32(8388608);
if (l_5594) {
const double l_5595 = double(l_5591);
const double l_5596 = l_5595 * double(1.401298464324817e-45);
l_mut_2730 = l_5596;
}
const uint64 l_5597 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5598 = l_5590 >> uint32(31);
const uint64 l_5599 = uint64(l_5598);
const uint64 l_5600 = l_5599 << uint64(63);
const uint64 l_5601 = l_5597 | l_5600;
const double l_5602 = reinterpret_cast<double const&>(l_5601);
l_mut_2984 = l_5602;
} else {
const uint32 l_5603 = reinterpret_cast<uint32 const&>(l_5572);
const uint32 l_5604 = l_5603 + uint32(1);
l_mut_3236 = l_5604;
const uint32 l_5605 = l_5603 & uint32(2147483647);
const bool l_5606 = l_5605 == uint32(0);
if (l_5606) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5607 = l_5603 & uint32(2147483648);
const bool l_5608 = l_5607 != uint32(0);
if (l_5608) {
const uint32 l_5609 = l_5603 - uint32(1);
l_mut_3236 = l_5609;
} else {
const bool l_5610 = l_5603 == uint32(2139095040);
if (l_5610) {
l_mut_3236 = l_5603;
}
}
}
const float l_5611 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5612 = reinterpret_cast<uint32 const&>(l_5611);
const uint32 l_5613 = l_5612 & uint32(2147483647);
const float l_5614 = reinterpret_cast<float const&>(l_5613);
const double l_5615 = double(l_5614);
l_mut_2730 = l_5615;
const bool l_5616 = l_5613 < uint32(8388608);
if (l_5616) {
const double l_5617 = double(l_5613);
const double l_5618 = l_5617 * double(1.401298464324817e-45);
l_mut_2730 = l_5618;
}
const uint64 l_5619 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5620 = l_5612 >> uint32(31);
const uint64 l_5621 = uint64(l_5620);
const uint64 l_5622 = l_5621 << uint64(63);
const uint64 l_5623 = l_5619 | l_5622;
const double l_5624 = reinterpret_cast<double const&>(l_5623);
const bool l_5625 = l_5624 <= l_5566;
if (l_5625) {
const uint32 l_5626 = reinterpret_cast<uint32 const&>(l_5572);
const uint32 l_5627 = l_5626 + uint32(1);
l_mut_3236 = l_5627;
const uint32 l_5628 = l_5626 & uint32(2147483647);
const bool l_5629 = l_5628 == uint32(0);
if (l_5629) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5630 = l_5626 & uint32(2147483648);
const bool l_5631 = l_5630 != uint32(0);
if (l_5631) {
const uint32 l_5632 = l_5626 - uint32(1);
l_mut_3236 = l_5632;
} else {
const bool l_5633 = l_5626 == uint32(2139095040);
if (l_5633) {
l_mut_3236 = l_5626;
}
}
}
const float l_5634 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5635 = reinterpret_cast<uint32 const&>(l_5634);
const uint32 l_5636 = l_5635 & uint32(2147483647);
const float l_5637 = reinterpret_cast<float const&>(l_5636);
const double l_5638 = double(l_5637);
l_mut_2730 = l_5638;
const bool l_5639 = l_5636 < uint32(8388608);
if (l_5639) {
const double l_5640 = double(l_5636);
const double l_5641 = l_5640 * double(1.401298464324817e-45);
l_mut_2730 = l_5641;
}
const uint64 l_5642 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5643 = l_5635 >> uint32(31);
const uint64 l_5644 = uint64(l_5643);
const uint64 l_5645 = l_5644 << uint64(63);
const uint64 l_5646 = l_5642 | l_5645;
const double l_5647 = reinterpret_cast<double const&>(l_5646);
l_mut_2984 = l_5647;
}
}
}
const double l_5648 = l_5565 + l_5564;
const double l_5649 = l_5648 * double(7.1362384635298e44);
const double l_5650 = floor(l_5649);
const double l_5651 = l_5650 * double(1.401298464324817e-45);
l_mut_2730 = l_5651;
const double l_5652 = abs(l_5648);
const bool l_5653 = l_5652 >= double(1.1754943508222875e-38);
if (l_5653) {
const float l_5654 = float(l_5648);
const double l_5655 = double(l_5654);
l_mut_2730 = l_5655;
const bool l_5656 = l_mut_2730 > l_5648;
if (l_5656) {
const uint32 l_5657 = reinterpret_cast<uint32 const&>(l_5654);
const uint32 l_5658 = l_5657 ^ uint32(2147483648);
const float l_5659 = reinterpret_cast<float const&>(l_5658);
const uint32 l_5660 = reinterpret_cast<uint32 const&>(l_5659);
const uint32 l_5661 = l_5660 + uint32(1);
l_mut_3236 = l_5661;
const uint32 l_5662 = l_5660 & uint32(2147483647);
const bool l_5663 = l_5662 == uint32(0);
if (l_5663) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5664 = l_5660 & uint32(2147483648);
const bool l_5665 = l_5664 != uint32(0);
if (l_5665) {
const uint32 l_5666 = l_5660 - uint32(1);
l_mut_3236 = l_5666;
} else {
const bool l_5667 = l_5660 == uint32(2139095040);
if (l_5667) {
l_mut_3236 = l_5660;
}
}
}
const float l_5668 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5669 = reinterpret_cast<uint32 const&>(l_5668);
const uint32 l_5670 = l_5669 ^ uint32(2147483648);
const float l_5671 = reinterpret_cast<float const&>(l_5670);
const uint32 l_5672 = reinterpret_cast<uint32 const&>(l_5671);
const uint32 l_5673 = l_5672 & uint32(2147483647);
const float l_5674 = reinterpret_cast<float const&>(l_5673);
const double l_5675 = double(l_5674);
l_mut_2474 = l_5675;
const bool l_5676 = l_5673 < uint32(8388608);
if (l_5676) {
const double l_5677 = double(l_5673);
const double l_5678 = l_5677 * double(1.401298464324817e-45);
l_mut_2474 = l_5678;
}
const uint64 l_5679 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5680 = l_5672 >> uint32(31);
const uint64 l_5681 = uint64(l_5680);
const uint64 l_5682 = l_5681 << uint64(63);
const uint64 l_5683 = l_5679 | l_5682;
const double l_5684 = reinterpret_cast<double const&>(l_5683);
l_mut_2730 = l_5684;
} else {
const uint32 l_5685 = reinterpret_cast<uint32 const&>(l_5654);
const uint32 l_5686 = l_5685 + uint32(1);
l_mut_3236 = l_5686;
const uint32 l_5687 = l_5685 & uint32(2147483647);
const bool l_5688 = l_5687 == uint32(0);
if (l_5688) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5689 = l_5685 & uint32(2147483648);
const bool l_5690 = l_5689 != uint32(0);
if (l_5690) {
const uint32 l_5691 = l_5685 - uint32(1);
l_mut_3236 = l_5691;
} else {
const bool l_5692 = l_5685 == uint32(2139095040);
if (l_5692) {
l_mut_3236 = l_5685;
}
}
}
const float l_5693 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5694 = reinterpret_cast<uint32 const&>(l_5693);
const uint32 l_5695 = l_5694 & uint32(2147483647);
const float l_5696 = reinterpret_cast<float const&>(l_5695);
const double l_5697 = double(l_5696);
l_mut_2474 = l_5697;
const bool l_5698 = l_5695 < uint32(8388608);
if (l_5698) {
const double l_5699 = double(l_5695);
const double l_5700 = l_5699 * double(1.401298464324817e-45);
l_mut_2474 = l_5700;
}
const uint64 l_5701 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5702 = l_5694 >> uint32(31);
const uint64 l_5703 = uint64(l_5702);
const uint64 l_5704 = l_5703 << uint64(63);
const uint64 l_5705 = l_5701 | l_5704;
const double l_5706 = reinterpret_cast<double const&>(l_5705);
const bool l_5707 = l_5706 <= l_5648;
if (l_5707) {
const uint32 l_5708 = reinterpret_cast<uint32 const&>(l_5654);
const uint32 l_5709 = l_5708 + uint32(1);
l_mut_3236 = l_5709;
const uint32 l_5710 = l_5708 & uint32(2147483647);
const bool l_5711 = l_5710 == uint32(0);
if (l_5711) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5712 = l_5708 & uint32(2147483648);
const bool l_5713 = l_5712 != uint32(0);
if (l_5713) {
const uint32 l_5714 = l_5708 - uint32(1);
l_mut_3236 = l_5714;
} else {
const bool l_5715 = l_5708 == uint32(2139095040);
if (l_5715) {
l_mut_3236 = l_5708;
}
}
}
const float l_5716 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5717 = reinterpret_cast<uint32 const&>(l_5716);
const uint32 l_5718 = l_5717 & uint32(2147483647);
const float l_5719 = reinterpret_cast<float const&>(l_5718);
const double l_5720 = double(l_5719);
l_mut_2474 = l_5720;
const bool l_5721 = l_5718 < uint32(8388608);
if (l_5721) {
const double l_5722 = double(l_5718);
const double l_5723 = l_5722 * double(1.401298464324817e-45);
l_mut_2474 = l_5723;
}
const uint64 l_5724 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5725 = l_5717 >> uint32(31);
const uint64 l_5726 = uint64(l_5725);
const uint64 l_5727 = l_5726 << uint64(63);
const uint64 l_5728 = l_5724 | l_5727;
const double l_5729 = reinterpret_cast<double const&>(l_5728);
l_mut_2730 = l_5729;
}
}
}
const bool l_5730 = l_mut_2984 == l_mut_2730;
const double l_5731 = l_arr_5547[uint32(1)];
const double l_5732 = l_5731 - l_5564;
const double l_5733 = l_5732 * double(7.1362384635298e44);
const double l_5734 = floor(l_5733);
const double l_5735 = l_5734 * double(1.401298464324817e-45);
l_mut_2984 = l_5735;
const double l_5736 = abs(l_5732);
const bool l_5737 = l_5736 >= double(1.1754943508222875e-38);
if (l_5737) {
const float l_5738 = float(l_5732);
const double l_5739 = double(l_5738);
l_mut_2984 = l_5739;
const bool l_5740 = l_mut_2984 > l_5732;
if (l_5740) {
const uint32 l_5741 = reinterpret_cast<uint32 const&>(l_5738);
const uint32 l_5742 = l_5741 ^ uint32(2147483648);
const float l_5743 = reinterpret_cast<float const&>(l_5742);
const uint32 l_5744 = reinterpret_cast<uint32 const&>(l_5743);
const uint32 l_5745 = l_5744 + uint32(1);
l_mut_3236 = l_5745;
const uint32 l_5746 = l_5744 & uint32(2147483647);
const bool l_5747 = l_5746 == uint32(0);
if (l_5747) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5748 = l_5744 & uint32(2147483648);
const bool l_5749 = l_5748 != uint32(0);
if (l_5749) {
const uint32 l_5750 = l_5744 - uint32(1);
l_mut_3236 = l_5750;
} else {
const bool l_5751 = l_5744 == uint32(2139095040);
if (l_5751) {
l_mut_3236 = l_5744;
}
}
}
const float l_5752 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5753 = reinterpret_cast<uint32 const&>(l_5752);
const uint32 l_5754 = l_5753 ^ uint32(2147483648);
const float l_5755 = reinterpret_cast<float const&>(l_5754);
const uint32 l_5756 = reinterpret_cast<uint32 const&>(l_5755);
const uint32 l_5757 = l_5756 & uint32(2147483647);
const float l_5758 = reinterpret_cast<float const&>(l_5757);
const double l_5759 = double(l_5758);
l_mut_2730 = l_5759;
const bool l_5760 = l_5757 < uint32(8388608);
if (l_5760) {
const double l_5761 = double(l_5757);
const double l_5762 = l_5761 * double(1.401298464324817e-45);
l_mut_2730 = l_5762;
}
const uint64 l_5763 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5764 = l_5756 >> uint32(31);
const uint64 l_5765 = uint64(l_5764);
const uint64 l_5766 = l_5765 << uint64(63);
const uint64 l_5767 = l_5763 | l_5766;
const double l_5768 = reinterpret_cast<double const&>(l_5767);
l_mut_2984 = l_5768;
} else {
const uint32 l_5769 = reinterpret_cast<uint32 const&>(l_5738);
const uint32 l_5770 = l_5769 + uint32(1);
l_mut_3236 = l_5770;
const uint32 l_5771 = l_5769 & uint32(2147483647);
const bool l_5772 = l_5771 == uint32(0);
if (l_5772) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5773 = l_5769 & uint32(2147483648);
const bool l_5774 = l_5773 != uint32(0);
if (l_5774) {
const uint32 l_5775 = l_5769 - uint32(1);
l_mut_3236 = l_5775;
} else {
const bool l_5776 = l_5769 == uint32(2139095040);
if (l_5776) {
l_mut_3236 = l_5769;
}
}
}
const float l_5777 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5778 = reinterpret_cast<uint32 const&>(l_5777);
const uint32 l_5779 = l_5778 & uint32(2147483647);
const float l_5780 = reinterpret_cast<float const&>(l_5779);
const double l_5781 = double(l_5780);
l_mut_2730 = l_5781;
const bool l_5782 = l_5779 < uint32(8388608);
if (l_5782) {
const double l_5783 = double(l_5779);
const double l_5784 = l_5783 * double(1.401298464324817e-45);
l_mut_2730 = l_5784;
}
const uint64 l_5785 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5786 = l_5778 >> uint32(31);
const uint64 l_5787 = uint64(l_5786);
const uint64 l_5788 = l_5787 << uint64(63);
const uint64 l_5789 = l_5785 | l_5788;
const double l_5790 = reinterpret_cast<double const&>(l_5789);
const bool l_5791 = l_5790 <= l_5732;
if (l_5791) {
const uint32 l_5792 = reinterpret_cast<uint32 const&>(l_5738);
const uint32 l_5793 = l_5792 + uint32(1);
l_mut_3236 = l_5793;
const uint32 l_5794 = l_5792 & uint32(2147483647);
const bool l_5795 = l_5794 == uint32(0);
if (l_5795) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5796 = l_5792 & uint32(2147483648);
const bool l_5797 = l_5796 != uint32(0);
if (l_5797) {
const uint32 l_5798 = l_5792 - uint32(1);
l_mut_3236 = l_5798;
} else {
const bool l_5799 = l_5792 == uint32(2139095040);
if (l_5799) {
l_mut_3236 = l_5792;
}
}
}
const float l_5800 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5801 = reinterpret_cast<uint32 const&>(l_5800);
const uint32 l_5802 = l_5801 & uint32(2147483647);
const float l_5803 = reinterpret_cast<float const&>(l_5802);
const double l_5804 = double(l_5803);
l_mut_2730 = l_5804;
const bool l_5805 = l_5802 < uint32(8388608);
if (l_5805) {
const double l_5806 = double(l_5802);
const double l_5807 = l_5806 * double(1.401298464324817e-45);
l_mut_2730 = l_5807;
}
const uint64 l_5808 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5809 = l_5801 >> uint32(31);
const uint64 l_5810 = uint64(l_5809);
const uint64 l_5811 = l_5810 << uint64(63);
const uint64 l_5812 = l_5808 | l_5811;
const double l_5813 = reinterpret_cast<double const&>(l_5812);
l_mut_2984 = l_5813;
}
}
}
const double l_5814 = l_5731 + l_5564;
const double l_5815 = l_5814 * double(7.1362384635298e44);
const double l_5816 = floor(l_5815);
const double l_5817 = l_5816 * double(1.401298464324817e-45);
l_mut_2730 = l_5817;
const double l_5818 = abs(l_5814);
const bool l_5819 = l_5818 >= double(1.1754943508222875e-38);
if (l_5819) {
const float l_5820 = float(l_5814);
const double l_5821 = double(l_5820);
l_mut_2730 = l_5821;
const bool l_5822 = l_mut_2730 > l_5814;
if (l_5822) {
const uint32 l_5823 = reinterpret_cast<uint32 const&>(l_5820);
const uint32 l_5824 = l_5823 ^ uint32(2147483648);
const float l_5825 = reinterpret_cast<float const&>(l_5824);
const uint32 l_5826 = reinterpret_cast<uint32 const&>(l_5825);
const uint32 l_5827 = l_5826 + uint32(1);
l_mut_3236 = l_5827;
const uint32 l_5828 = l_5826 & uint32(2147483647);
const bool l_5829 = l_5828 == uint32(0);
if (l_5829) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5830 = l_5826 & uint32(2147483648);
const bool l_5831 = l_5830 != uint32(0);
if (l_5831) {
const uint32 l_5832 = l_5826 - uint32(1);
l_mut_3236 = l_5832;
} else {
const bool l_5833 = l_5826 == uint32(2139095040);
if (l_5833) {
l_mut_3236 = l_5826;
}
}
}
const float l_5834 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5835 = reinterpret_cast<uint32 const&>(l_5834);
const uint32 l_5836 = l_5835 ^ uint32(2147483648);
const float l_5837 = reinterpret_cast<float const&>(l_5836);
const uint32 l_5838 = reinterpret_cast<uint32 const&>(l_5837);
const uint32 l_5839 = l_5838 & uint32(2147483647);
const float l_5840 = reinterpret_cast<float const&>(l_5839);
const double l_5841 = double(l_5840);
l_mut_2474 = l_5841;
const bool l_5842 = l_5839 < uint32(8388608);
if (l_5842) {
const double l_5843 = double(l_5839);
const double l_5844 = l_5843 * double(1.401298464324817e-45);
l_mut_2474 = l_5844;
}
const uint64 l_5845 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5846 = l_5838 >> uint32(31);
const uint64 l_5847 = uint64(l_5846);
const uint64 l_5848 = l_5847 << uint64(63);
const uint64 l_5849 = l_5845 | l_5848;
const double l_5850 = reinterpret_cast<double const&>(l_5849);
l_mut_2730 = l_5850;
} else {
const uint32 l_5851 = reinterpret_cast<uint32 const&>(l_5820);
const uint32 l_5852 = l_5851 + uint32(1);
l_mut_3236 = l_5852;
const uint32 l_5853 = l_5851 & uint32(2147483647);
const bool l_5854 = l_5853 == uint32(0);
if (l_5854) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5855 = l_5851 & uint32(2147483648);
const bool l_5856 = l_5855 != uint32(0);
if (l_5856) {
const uint32 l_5857 = l_5851 - uint32(1);
l_mut_3236 = l_5857;
} else {
const bool l_5858 = l_5851 == uint32(2139095040);
if (l_5858) {
l_mut_3236 = l_5851;
}
}
}
const float l_5859 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5860 = reinterpret_cast<uint32 const&>(l_5859);
const uint32 l_5861 = l_5860 & uint32(2147483647);
const float l_5862 = reinterpret_cast<float const&>(l_5861);
const double l_5863 = double(l_5862);
l_mut_2474 = l_5863;
const bool l_5864 = l_5861 < uint32(8388608);
if (l_5864) {
const double l_5865 = double(l_5861);
const double l_5866 = l_5865 * double(1.401298464324817e-45);
l_mut_2474 = l_5866;
}
const uint64 l_5867 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5868 = l_5860 >> uint32(31);
const uint64 l_5869 = uint64(l_5868);
const uint64 l_5870 = l_5869 << uint64(63);
const uint64 l_5871 = l_5867 | l_5870;
const double l_5872 = reinterpret_cast<double const&>(l_5871);
const bool l_5873 = l_5872 <= l_5814;
if (l_5873) {
const uint32 l_5874 = reinterpret_cast<uint32 const&>(l_5820);
const uint32 l_5875 = l_5874 + uint32(1);
l_mut_3236 = l_5875;
const uint32 l_5876 = l_5874 & uint32(2147483647);
const bool l_5877 = l_5876 == uint32(0);
if (l_5877) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5878 = l_5874 & uint32(2147483648);
const bool l_5879 = l_5878 != uint32(0);
if (l_5879) {
const uint32 l_5880 = l_5874 - uint32(1);
l_mut_3236 = l_5880;
} else {
const bool l_5881 = l_5874 == uint32(2139095040);
if (l_5881) {
l_mut_3236 = l_5874;
}
}
}
const float l_5882 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5883 = reinterpret_cast<uint32 const&>(l_5882);
const uint32 l_5884 = l_5883 & uint32(2147483647);
const float l_5885 = reinterpret_cast<float const&>(l_5884);
const double l_5886 = double(l_5885);
l_mut_2474 = l_5886;
const bool l_5887 = l_5884 < uint32(8388608);
if (l_5887) {
const double l_5888 = double(l_5884);
const double l_5889 = l_5888 * double(1.401298464324817e-45);
l_mut_2474 = l_5889;
}
const uint64 l_5890 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_5891 = l_5883 >> uint32(31);
const uint64 l_5892 = uint64(l_5891);
const uint64 l_5893 = l_5892 << uint64(63);
const uint64 l_5894 = l_5890 | l_5893;
const double l_5895 = reinterpret_cast<double const&>(l_5894);
l_mut_2730 = l_5895;
}
}
}
const bool l_5896 = l_mut_2984 == l_mut_2730;
const bool l_5897 = l_5730 && l_5896;
if (l_5897) {
const double l_5898 = l_arr_5547[uint32(0)];
const double l_5899 = l_5898 * double(7.1362384635298e44);
const double l_5900 = floor(l_5899);
const double l_5901 = l_5900 * double(1.401298464324817e-45);
l_mut_2984 = l_5901;
const double l_5902 = abs(l_5898);
const bool l_5903 = l_5902 >= double(1.1754943508222875e-38);
if (l_5903) {
const float l_5904 = float(l_5898);
const double l_5905 = double(l_5904);
l_mut_2984 = l_5905;
const bool l_5906 = l_mut_2984 > l_5898;
if (l_5906) {
const uint32 l_5907 = reinterpret_cast<uint32 const&>(l_5904);
const uint32 l_5908 = l_5907 ^ uint32(2147483648);
const float l_5909 = reinterpret_cast<float const&>(l_5908);
const uint32 l_5910 = reinterpret_cast<uint32 const&>(l_5909);
const uint32 l_5911 = l_5910 + uint32(1);
l_mut_3236 = l_5911;
const uint32 l_5912 = l_5910 & uint32(2147483647);
const bool l_5913 = l_5912 == uint32(0);
if (l_5913) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5914 = l_5910 & uint32(2147483648);
const bool l_5915 = l_5914 != uint32(0);
if (l_5915) {
const uint32 l_5916 = l_5910 - uint32(1);
l_mut_3236 = l_5916;
} else {
const bool l_5917 = l_5910 == uint32(2139095040);
if (l_5917) {
l_mut_3236 = l_5910;
}
}
}
const float l_5918 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5919 = reinterpret_cast<uint32 const&>(l_5918);
const uint32 l_5920 = l_5919 ^ uint32(2147483648);
const float l_5921 = reinterpret_cast<float const&>(l_5920);
const uint32 l_5922 = reinterpret_cast<uint32 const&>(l_5921);
const uint32 l_5923 = l_5922 & uint32(2147483647);
const float l_5924 = reinterpret_cast<float const&>(l_5923);
const double l_5925 = double(l_5924);
l_mut_2730 = l_5925;
const bool l_5926 = l_5923 < uint32(8388608);
if (l_5926) {
const double l_5927 = double(l_5923);
const double l_5928 = l_5927 * double(1.401298464324817e-45);
l_mut_2730 = l_5928;
}
const uint64 l_5929 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5930 = l_5922 >> uint32(31);
const uint64 l_5931 = uint64(l_5930);
const uint64 l_5932 = l_5931 << uint64(63);
const uint64 l_5933 = l_5929 | l_5932;
const double l_5934 = reinterpret_cast<double const&>(l_5933);
l_mut_2984 = l_5934;
} else {
const uint32 l_5935 = reinterpret_cast<uint32 const&>(l_5904);
const uint32 l_5936 = l_5935 + uint32(1);
l_mut_3236 = l_5936;
const uint32 l_5937 = l_5935 & uint32(2147483647);
const bool l_5938 = l_5937 == uint32(0);
if (l_5938) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5939 = l_5935 & uint32(2147483648);
const bool l_5940 = l_5939 != uint32(0);
if (l_5940) {
const uint32 l_5941 = l_5935 - uint32(1);
l_mut_3236 = l_5941;
} else {
const bool l_5942 = l_5935 == uint32(2139095040);
if (l_5942) {
l_mut_3236 = l_5935;
}
}
}
const float l_5943 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5944 = reinterpret_cast<uint32 const&>(l_5943);
const uint32 l_5945 = l_5944 & uint32(2147483647);
const float l_5946 = reinterpret_cast<float const&>(l_5945);
const double l_5947 = double(l_5946);
l_mut_2730 = l_5947;
const bool l_5948 = l_5945 < uint32(8388608);
if (l_5948) {
const double l_5949 = double(l_5945);
const double l_5950 = l_5949 * double(1.401298464324817e-45);
l_mut_2730 = l_5950;
}
const uint64 l_5951 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5952 = l_5944 >> uint32(31);
const uint64 l_5953 = uint64(l_5952);
const uint64 l_5954 = l_5953 << uint64(63);
const uint64 l_5955 = l_5951 | l_5954;
const double l_5956 = reinterpret_cast<double const&>(l_5955);
const bool l_5957 = l_5956 <= l_5898;
if (l_5957) {
const uint32 l_5958 = reinterpret_cast<uint32 const&>(l_5904);
const uint32 l_5959 = l_5958 + uint32(1);
l_mut_3236 = l_5959;
const uint32 l_5960 = l_5958 & uint32(2147483647);
const bool l_5961 = l_5960 == uint32(0);
if (l_5961) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5962 = l_5958 & uint32(2147483648);
const bool l_5963 = l_5962 != uint32(0);
if (l_5963) {
const uint32 l_5964 = l_5958 - uint32(1);
l_mut_3236 = l_5964;
} else {
const bool l_5965 = l_5958 == uint32(2139095040);
if (l_5965) {
l_mut_3236 = l_5958;
}
}
}
const float l_5966 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_5967 = reinterpret_cast<uint32 const&>(l_5966);
const uint32 l_5968 = l_5967 & uint32(2147483647);
const float l_5969 = reinterpret_cast<float const&>(l_5968);
const double l_5970 = double(l_5969);
l_mut_2730 = l_5970;
const bool l_5971 = l_5968 < uint32(8388608);
if (l_5971) {
const double l_5972 = double(l_5968);
const double l_5973 = l_5972 * double(1.401298464324817e-45);
l_mut_2730 = l_5973;
}
const uint64 l_5974 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_5975 = l_5967 >> uint32(31);
const uint64 l_5976 = uint64(l_5975);
const uint64 l_5977 = l_5976 << uint64(63);
const uint64 l_5978 = l_5974 | l_5977;
const double l_5979 = reinterpret_cast<double const&>(l_5978);
l_mut_2984 = l_5979;
}
}
}
const double l_5980 = l_arr_5547[uint32(1)];
const double l_5981 = -l_5980;
const double l_5982 = l_5981 * double(7.1362384635298e44);
const double l_5983 = floor(l_5982);
const double l_5984 = l_5983 * double(1.401298464324817e-45);
l_mut_2730 = l_5984;
const double l_5985 = abs(l_5981);
const bool l_5986 = l_5985 >= double(1.1754943508222875e-38);
if (l_5986) {
const float l_5987 = float(l_5981);
const double l_5988 = double(l_5987);
l_mut_2730 = l_5988;
const bool l_5989 = l_mut_2730 > l_5981;
if (l_5989) {
const uint32 l_5990 = reinterpret_cast<uint32 const&>(l_5987);
const uint32 l_5991 = l_5990 ^ uint32(2147483648);
const float l_5992 = reinterpret_cast<float const&>(l_5991);
const uint32 l_5993 = reinterpret_cast<uint32 const&>(l_5992);
const uint32 l_5994 = l_5993 + uint32(1);
l_mut_3236 = l_5994;
const uint32 l_5995 = l_5993 & uint32(2147483647);
const bool l_5996 = l_5995 == uint32(0);
if (l_5996) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_5997 = l_5993 & uint32(2147483648);
const bool l_5998 = l_5997 != uint32(0);
if (l_5998) {
const uint32 l_5999 = l_5993 - uint32(1);
l_mut_3236 = l_5999;
} else {
const bool l_6000 = l_5993 == uint32(2139095040);
if (l_6000) {
l_mut_3236 = l_5993;
}
}
}
const float l_6001 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_6002 = reinterpret_cast<uint32 const&>(l_6001);
const uint32 l_6003 = l_6002 ^ uint32(2147483648);
const float l_6004 = reinterpret_cast<float const&>(l_6003);
const uint32 l_6005 = reinterpret_cast<uint32 const&>(l_6004);
const uint32 l_6006 = l_6005 & uint32(2147483647);
const float l_6007 = reinterpret_cast<float const&>(l_6006);
const double l_6008 = double(l_6007);
l_mut_2474 = l_6008;
const bool l_6009 = l_6006 < uint32(8388608);
if (l_6009) {
const double l_6010 = double(l_6006);
const double l_6011 = l_6010 * double(1.401298464324817e-45);
l_mut_2474 = l_6011;
}
const uint64 l_6012 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_6013 = l_6005 >> uint32(31);
const uint64 l_6014 = uint64(l_6013);
const uint64 l_6015 = l_6014 << uint64(63);
const uint64 l_6016 = l_6012 | l_6015;
const double l_6017 = reinterpret_cast<double const&>(l_6016);
l_mut_2730 = l_6017;
} else {
const uint32 l_6018 = reinterpret_cast<uint32 const&>(l_5987);
const uint32 l_6019 = l_6018 + uint32(1);
l_mut_3236 = l_6019;
const uint32 l_6020 = l_6018 & uint32(2147483647);
const bool l_6021 = l_6020 == uint32(0);
if (l_6021) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_6022 = l_6018 & uint32(2147483648);
const bool l_6023 = l_6022 != uint32(0);
if (l_6023) {
const uint32 l_6024 = l_6018 - uint32(1);
l_mut_3236 = l_6024;
} else {
const bool l_6025 = l_6018 == uint32(2139095040);
if (l_6025) {
l_mut_3236 = l_6018;
}
}
}
const float l_6026 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_6027 = reinterpret_cast<uint32 const&>(l_6026);
const uint32 l_6028 = l_6027 & uint32(2147483647);
const float l_6029 = reinterpret_cast<float const&>(l_6028);
const double l_6030 = double(l_6029);
l_mut_2474 = l_6030;
const bool l_6031 = l_6028 < uint32(8388608);
if (l_6031) {
const double l_6032 = double(l_6028);
const double l_6033 = l_6032 * double(1.401298464324817e-45);
l_mut_2474 = l_6033;
}
const uint64 l_6034 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_6035 = l_6027 >> uint32(31);
const uint64 l_6036 = uint64(l_6035);
const uint64 l_6037 = l_6036 << uint64(63);
const uint64 l_6038 = l_6034 | l_6037;
const double l_6039 = reinterpret_cast<double const&>(l_6038);
const bool l_6040 = l_6039 <= l_5981;
if (l_6040) {
const uint32 l_6041 = reinterpret_cast<uint32 const&>(l_5987);
const uint32 l_6042 = l_6041 + uint32(1);
l_mut_3236 = l_6042;
const uint32 l_6043 = l_6041 & uint32(2147483647);
const bool l_6044 = l_6043 == uint32(0);
if (l_6044) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_6045 = l_6041 & uint32(2147483648);
const bool l_6046 = l_6045 != uint32(0);
if (l_6046) {
const uint32 l_6047 = l_6041 - uint32(1);
l_mut_3236 = l_6047;
} else {
const bool l_6048 = l_6041 == uint32(2139095040);
if (l_6048) {
l_mut_3236 = l_6041;
}
}
}
const float l_6049 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_6050 = reinterpret_cast<uint32 const&>(l_6049);
const uint32 l_6051 = l_6050 & uint32(2147483647);
const float l_6052 = reinterpret_cast<float const&>(l_6051);
const double l_6053 = double(l_6052);
l_mut_2474 = l_6053;
const bool l_6054 = l_6051 < uint32(8388608);
if (l_6054) {
const double l_6055 = double(l_6051);
const double l_6056 = l_6055 * double(1.401298464324817e-45);
l_mut_2474 = l_6056;
}
const uint64 l_6057 = reinterpret_cast<uint64 const&>(l_mut_2474);
const uint32 l_6058 = l_6050 >> uint32(31);
const uint64 l_6059 = uint64(l_6058);
const uint64 l_6060 = l_6059 << uint64(63);
const uint64 l_6061 = l_6057 | l_6060;
const double l_6062 = reinterpret_cast<double const&>(l_6061);
l_mut_2730 = l_6062;
}
}
}
const double l_6063 = -l_mut_2730;
const uint32 l_6064 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6065 = l_6064 & uint32(2147483647);
const float l_6066 = reinterpret_cast<float const&>(l_6065);
const double l_6067 = double(l_6066);
l_mut_2730 = l_6067;
const bool l_6068 = l_6065 < uint32(8388608);
if (l_6068) {
const double l_6069 = double(l_6065);
const double l_6070 = l_6069 * double(1.401298464324817e-45);
l_mut_2730 = l_6070;
}
const uint64 l_6071 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_6072 = l_6064 >> uint32(31);
const uint64 l_6073 = uint64(l_6072);
const uint64 l_6074 = l_6073 << uint64(63);
const uint64 l_6075 = l_6071 | l_6074;
const double l_6076 = reinterpret_cast<double const&>(l_6075);
const uint32 l_6077 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6078 = l_6077 + uint32(1);
l_mut_3236 = l_6078;
const uint32 l_6079 = l_6077 & uint32(2147483647);
const bool l_6080 = l_6079 == uint32(0);
if (l_6080) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_6081 = l_6077 & uint32(2147483648);
const bool l_6082 = l_6081 != uint32(0);
if (l_6082) {
const uint32 l_6083 = l_6077 - uint32(1);
l_mut_3236 = l_6083;
} else {
const bool l_6084 = l_6077 == uint32(2139095040);
if (l_6084) {
l_mut_3236 = l_6077;
}
}
}
const float l_6085 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_6086 = reinterpret_cast<uint32 const&>(l_6085);
const uint32 l_6087 = l_6086 & uint32(2147483647);
const float l_6088 = reinterpret_cast<float const&>(l_6087);
const double l_6089 = double(l_6088);
l_mut_2730 = l_6089;
const bool l_6090 = l_6087 < uint32(8388608);
if (l_6090) {
const double l_6091 = double(l_6087);
const double l_6092 = l_6091 * double(1.401298464324817e-45);
l_mut_2730 = l_6092;
}
const uint64 l_6093 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_6094 = l_6086 >> uint32(31);
const uint64 l_6095 = uint64(l_6094);
const uint64 l_6096 = l_6095 << uint64(63);
const uint64 l_6097 = l_6093 | l_6096;
const double l_6098 = reinterpret_cast<double const&>(l_6097);
const uint32 l_6099 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6100 = l_6099 ^ uint32(2147483648);
const float l_6101 = reinterpret_cast<float const&>(l_6100);
const uint32 l_6102 = reinterpret_cast<uint32 const&>(l_6101);
const uint32 l_6103 = l_6102 + uint32(1);
l_mut_3236 = l_6103;
const uint32 l_6104 = l_6102 & uint32(2147483647);
const bool l_6105 = l_6104 == uint32(0);
if (l_6105) {
l_mut_3236 = uint32(1);
} else {
const uint32 l_6106 = l_6102 & uint32(2147483648);
const bool l_6107 = l_6106 != uint32(0);
if (l_6107) {
const uint32 l_6108 = l_6102 - uint32(1);
l_mut_3236 = l_6108;
} else {
const bool l_6109 = l_6102 == uint32(2139095040);
if (l_6109) {
l_mut_3236 = l_6102;
}
}
}
const float l_6110 = reinterpret_cast<float const&>(l_mut_3236);
const uint32 l_6111 = reinterpret_cast<uint32 const&>(l_6110);
const uint32 l_6112 = l_6111 ^ uint32(2147483648);
const float l_6113 = reinterpret_cast<float const&>(l_6112);
const uint32 l_6114 = reinterpret_cast<uint32 const&>(l_6113);
const uint32 l_6115 = l_6114 & uint32(2147483647);
const float l_6116 = reinterpret_cast<float const&>(l_6115);
const double l_6117 = double(l_6116);
l_mut_2730 = l_6117;
const bool l_6118 = l_6115 < uint32(8388608);
if (l_6118) {
const double l_6119 = double(l_6115);
const double l_6120 = l_6119 * double(1.401298464324817e-45);
l_mut_2730 = l_6120;
}
const uint64 l_6121 = reinterpret_cast<uint64 const&>(l_mut_2730);
const uint32 l_6122 = l_6114 >> uint32(31);
const uint64 l_6123 = uint64(l_6122);
const uint64 l_6124 = l_6123 << uint64(63);
const uint64 l_6125 = l_6121 | l_6124;
const double l_6126 = reinterpret_cast<double const&>(l_6125);
const double l_6127 = l_mut_2984 + double(0.0);
const bool l_6128 = l_6127 <= l_6076;
l_mut_150 = l_6128;
const double l_6129 = l_mut_2984 - double(0.0);
const bool l_6130 = l_6129 > l_6076;
l_mut_147 = l_6130;
const double l_6131 = l_6063 - double(0.0);
const bool l_6132 = l_6131 >= l_6076;
l_mut_144 = l_6132;
const double l_6133 = l_6063 + double(0.0);
const bool l_6134 = l_6133 < l_6076;
l_mut_141 = l_6134;
l_mut_3236 = uint32(2);
const bool l_6135 = l_mut_147 || l_mut_141;
if (l_6135) {
l_mut_3236 = uint32(1);
} else {
const bool l_6136 = l_mut_150 && l_mut_144;
if (l_6136) {
l_mut_3236 = uint32(0);
}
}
const uint32 l_6137 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6138 = l_6137 & uint32(2147483647);
const bool l_6139 = l_6138 == uint32(0);
if (l_6139) {
const double l_6140 = l_mut_2984 + double(0.0);
const bool l_6141 = l_6140 < double(1.1754943508222875e-38);
const double l_6142 = l_6063 - double(0.0);
const bool l_6143 = l_6142 > double(-1.1754943508222875e-38);
const bool l_6144 = l_6141 && l_6143;
const double l_6145 = l_mut_2984 - double(0.0);
const bool l_6146 = l_6145 < double(1.1754943508222875e-38);
const double l_6147 = l_6063 + double(0.0);
const bool l_6148 = l_6147 > double(-1.1754943508222875e-38);
const bool l_6149 = l_6146 && l_6148;
if (l_6144) {
l_mut_3236 = uint32(0);
} else {
const bool l_6150 = l_mut_3236 == uint32(1);
const bool l_6151 = l_6149 && l_6150;
if (l_6151) {
l_mut_3236 = uint32(2);
}
}
}
l_mut_4279 = l_mut_3236;
}
l_mut_31 = l_mut_4279;
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
const uint32 l_6152 = l_arr_30[uint32(0)];
const bool l_6153 = l_6152 == uint32(0);
if (l_6153) {
l_mut_31 = uint32(2);
}
const uint32 l_6224 = info.static_meta[uint32(7)];
const uint32 l_6225 = l_6224 * uint32(1);
const bool l_6226 = l_7 < l_6225;
if (l_6226) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
