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
uint32 l_arr_1056[1];

double l_arr_3126[2];

double l_arr_4169[2];

double l_arr_4385[2];

double l_arr_4799[2];

double l_arr_4973[2];

double l_arr_5546[2];

bool l_mut_140;
bool l_mut_143;
bool l_mut_146;
bool l_mut_149;
double l_mut_1121;
double l_mut_1204;
double l_mut_2219;
double l_mut_2473;
double l_mut_2729;
double l_mut_2983;
double l_mut_37;
double l_mut_60;
double l_mut_708;
int32 l_mut_5493;
uint32 l_mut_30;
uint32 l_mut_3235;
uint32 l_mut_4278;
uint32 l_mut_47;
uint32 l_mut_89;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_6151 = info.static_meta[uint32(6)];
const uint32 l_6152 = l_6151 * uint32(1);
const bool l_6153 = uint32(1024) < l_6152;
const uint32 l_6154 = l_6152 - uint32(1);
const uint32 l_6155 = min(uint32(1024), l_6154);
const uint32 l_6156 = buffer_6[l_6155];
const uint32 l_6157 = (l_6153) ? l_6156 : uint32(0);
const uint32 l_2 = l_6157;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_6158 = info.static_meta[uint32(4)];
const uint32 l_6159 = l_6158 * uint32(1);
const bool l_6160 = l_8 < l_6159;
const uint32 l_6161 = l_6159 - uint32(1);
const uint32 l_6162 = min(l_8, l_6161);
const uint32 l_6163 = buffer_4[l_6162];
const uint32 l_6164 = (l_6160) ? l_6163 : uint32(0);
const uint32 l_9 = l_6164;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_6165 = info.static_meta[uint32(4)];
const uint32 l_6166 = l_6165 * uint32(1);
const bool l_6167 = l_11 < l_6166;
const uint32 l_6168 = l_6166 - uint32(1);
const uint32 l_6169 = min(l_11, l_6168);
const uint32 l_6170 = buffer_4[l_6169];
const uint32 l_6171 = (l_6167) ? l_6170 : uint32(0);
const uint32 l_12 = l_6171;
const bool l_13 = l_12 != uint32(0);
const uint32 l_6172 = info.static_meta[uint32(0)];
const uint32 l_6173 = l_6172 * uint32(1);
const bool l_6174 = idxGlobal < l_6173;
const uint32 l_6175 = l_6173 - uint32(1);
const uint32 l_6176 = min(idxGlobal, l_6175);
const float l_6177 = buffer_0[l_6176];
const float l_6178 = (l_6174) ? l_6177 : float(0.0);
const float l_14 = l_6178;
const uint32 l_6179 = info.static_meta[uint32(1)];
const uint32 l_6180 = l_6179 * uint32(1);
const bool l_6181 = idxGlobal < l_6180;
const uint32 l_6182 = l_6180 - uint32(1);
const uint32 l_6183 = min(idxGlobal, l_6182);
const float l_6184 = buffer_1[l_6183];
const float l_6185 = (l_6181) ? l_6184 : float(0.0);
const float l_15 = l_6185;
const uint32 l_6186 = info.static_meta[uint32(2)];
const uint32 l_6187 = l_6186 * uint32(1);
const bool l_6188 = idxGlobal < l_6187;
const uint32 l_6189 = l_6187 - uint32(1);
const uint32 l_6190 = min(idxGlobal, l_6189);
const double l_6191 = buffer_2[l_6190];
const double l_6192 = (l_6188) ? l_6191 : double(0.0);
const double l_16 = l_6192;
const uint32 l_6193 = info.static_meta[uint32(3)];
const uint32 l_6194 = l_6193 * uint32(1);
const bool l_6195 = idxGlobal < l_6194;
const uint32 l_6196 = l_6194 - uint32(1);
const uint32 l_6197 = min(idxGlobal, l_6196);
const double l_6198 = buffer_3[l_6197];
const double l_6199 = (l_6195) ? l_6198 : double(0.0);
const double l_17 = l_6199;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_6200 = info.static_meta[uint32(5)];
const uint32 l_6201 = l_6200 * uint32(1);
const bool l_6202 = l_18 < l_6201;
const uint32 l_6203 = l_6201 - uint32(1);
const uint32 l_6204 = min(l_18, l_6203);
const double l_6205 = buffer_5[l_6204];
const double l_6206 = (l_6202) ? l_6205 : double(0.0);
const double l_19 = l_6206;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_6207 = info.static_meta[uint32(5)];
const uint32 l_6208 = l_6207 * uint32(1);
const bool l_6209 = l_21 < l_6208;
const uint32 l_6210 = l_6208 - uint32(1);
const uint32 l_6211 = min(l_21, l_6210);
const double l_6212 = buffer_5[l_6211];
const double l_6213 = (l_6209) ? l_6212 : double(0.0);
const double l_22 = l_6213;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_6214 = info.static_meta[uint32(5)];
const uint32 l_6215 = l_6214 * uint32(1);
const bool l_6216 = l_24 < l_6215;
const uint32 l_6217 = l_6215 - uint32(1);
const uint32 l_6218 = min(l_24, l_6217);
const double l_6219 = buffer_5[l_6218];
const double l_6220 = (l_6216) ? l_6219 : double(0.0);
const double l_25 = l_6220;
const double l_26 = double(l_14);
const double l_27 = abs(l_26);
const double l_28 = abs(l_16);
const double l_29 = l_28 * double(1.4551915228366852e-11);
l_mut_30 = uint32(2);
const bool l_31 = l_9 == uint32(0);
if (l_31) {
l_mut_30 = uint32(0);
} else {
const bool l_32 = l_9 == uint32(1);
if (l_32) {
l_mut_30 = uint32(1);
const double l_33 = abs(l_17);
const bool l_34 = l_33 <= l_19;
if (l_34) {
l_mut_30 = uint32(0);
}
} else {
const bool l_35 = l_9 == uint32(2);
if (l_35) {
const double l_36 = abs(l_16);
l_mut_37 = double(1.401298464324817e-45);
const bool l_38 = l_36 >= double(1.1754943508222875e-38);
const bool l_39 = l_36 <= double(1.7976931348623157e308);
const bool l_40 = l_38 && l_39;
if (l_40) {
const uint64 l_41 = reinterpret_cast<uint64 const&>(l_36);
const uint64 l_42 = l_41 >> uint64(52);
const uint64 l_43 = l_42 - uint64(23);
const uint64 l_44 = l_43 << uint64(52);
const double l_45 = reinterpret_cast<double const&>(l_44);
l_mut_37 = l_45;
}
const double l_46 = l_19 * l_mut_37;
l_mut_47 = uint32(2);
const double l_48 = l_16 - l_29;
const double l_49 = abs(l_48);
l_mut_37 = double(1.401298464324817e-45);
const bool l_50 = l_49 >= double(1.1754943508222875e-38);
const bool l_51 = l_49 <= double(1.7976931348623157e308);
const bool l_52 = l_50 && l_51;
if (l_52) {
const uint64 l_53 = reinterpret_cast<uint64 const&>(l_49);
const uint64 l_54 = l_53 >> uint64(52);
const uint64 l_55 = l_54 - uint64(23);
const uint64 l_56 = l_55 << uint64(52);
const double l_57 = reinterpret_cast<double const&>(l_56);
l_mut_37 = l_57;
}
const double l_58 = l_16 + l_29;
const double l_59 = abs(l_58);
l_mut_60 = double(1.401298464324817e-45);
const bool l_61 = l_59 >= double(1.1754943508222875e-38);
const bool l_62 = l_59 <= double(1.7976931348623157e308);
const bool l_63 = l_61 && l_62;
if (l_63) {
const uint64 l_64 = reinterpret_cast<uint64 const&>(l_59);
const uint64 l_65 = l_64 >> uint64(52);
const uint64 l_66 = l_65 - uint64(23);
const uint64 l_67 = l_66 << uint64(52);
const double l_68 = reinterpret_cast<double const&>(l_67);
l_mut_60 = l_68;
}
const bool l_69 = l_mut_37 == l_mut_60;
if (l_69) {
const double l_70 = l_46 * double(1.4551915228366852e-11);
const double l_71 = l_29 + l_70;
const double l_72 = l_16 - l_46;
const double l_73 = l_16 + l_46;
const uint32 l_74 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_75 = l_74 & uint32(2147483647);
const float l_76 = reinterpret_cast<float const&>(l_75);
const double l_77 = double(l_76);
l_mut_60 = l_77;
const bool l_78 = l_75 < uint32(8388608);
if (l_78) {
const double l_79 = double(l_75);
const double l_80 = l_79 * double(1.401298464324817e-45);
l_mut_60 = l_80;
}
const uint64 l_81 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_82 = l_74 >> uint32(31);
const uint64 l_83 = uint64(l_82);
const uint64 l_84 = l_83 << uint64(63);
const uint64 l_85 = l_81 | l_84;
const double l_86 = reinterpret_cast<double const&>(l_85);
const uint32 l_87 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_88 = l_87 + uint32(1);
l_mut_89 = l_88;
const uint32 l_90 = l_87 & uint32(2147483647);
const bool l_91 = l_90 == uint32(0);
if (l_91) {
l_mut_89 = uint32(1);
} else {
const uint32 l_92 = l_87 & uint32(2147483648);
const bool l_93 = l_92 != uint32(0);
if (l_93) {
const uint32 l_94 = l_87 - uint32(1);
l_mut_89 = l_94;
} else {
const bool l_95 = l_87 == uint32(2139095040);
if (l_95) {
l_mut_89 = l_87;
}
}
}
const float l_96 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_97 = reinterpret_cast<uint32 const&>(l_96);
const uint32 l_98 = l_97 & uint32(2147483647);
const float l_99 = reinterpret_cast<float const&>(l_98);
const double l_100 = double(l_99);
l_mut_60 = l_100;
const bool l_101 = l_98 < uint32(8388608);
if (l_101) {
const double l_102 = double(l_98);
const double l_103 = l_102 * double(1.401298464324817e-45);
l_mut_60 = l_103;
}
const uint64 l_104 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_105 = l_97 >> uint32(31);
const uint64 l_106 = uint64(l_105);
const uint64 l_107 = l_106 << uint64(63);
const uint64 l_108 = l_104 | l_107;
const double l_109 = reinterpret_cast<double const&>(l_108);
const uint32 l_110 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_111 = l_110 ^ uint32(2147483648);
const float l_112 = reinterpret_cast<float const&>(l_111);
const uint32 l_113 = reinterpret_cast<uint32 const&>(l_112);
const uint32 l_114 = l_113 + uint32(1);
l_mut_89 = l_114;
const uint32 l_115 = l_113 & uint32(2147483647);
const bool l_116 = l_115 == uint32(0);
if (l_116) {
l_mut_89 = uint32(1);
} else {
const uint32 l_117 = l_113 & uint32(2147483648);
const bool l_118 = l_117 != uint32(0);
if (l_118) {
const uint32 l_119 = l_113 - uint32(1);
l_mut_89 = l_119;
} else {
const bool l_120 = l_113 == uint32(2139095040);
if (l_120) {
l_mut_89 = l_113;
}
}
}
const float l_121 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_122 = reinterpret_cast<uint32 const&>(l_121);
const uint32 l_123 = l_122 ^ uint32(2147483648);
const float l_124 = reinterpret_cast<float const&>(l_123);
const uint32 l_125 = reinterpret_cast<uint32 const&>(l_124);
const uint32 l_126 = l_125 & uint32(2147483647);
const float l_127 = reinterpret_cast<float const&>(l_126);
const double l_128 = double(l_127);
l_mut_60 = l_128;
const bool l_129 = l_126 < uint32(8388608);
if (l_129) {
const double l_130 = double(l_126);
const double l_131 = l_130 * double(1.401298464324817e-45);
l_mut_60 = l_131;
}
const uint64 l_132 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_133 = l_125 >> uint32(31);
const uint64 l_134 = uint64(l_133);
const uint64 l_135 = l_134 << uint64(63);
const uint64 l_136 = l_132 | l_135;
const double l_137 = reinterpret_cast<double const&>(l_136);
const double l_138 = l_72 + l_71;
const bool l_139 = l_138 <= l_86;
l_mut_140 = l_139;
const double l_141 = l_72 - l_71;
const bool l_142 = l_141 > l_86;
l_mut_143 = l_142;
const double l_144 = l_73 - l_71;
const bool l_145 = l_144 >= l_86;
l_mut_146 = l_145;
const double l_147 = l_73 + l_71;
const bool l_148 = l_147 < l_86;
l_mut_149 = l_148;
if (l_13) {
const double l_150 = l_72 + l_71;
const bool l_151 = l_150 < l_109;
l_mut_140 = l_151;
const double l_152 = l_72 - l_71;
const bool l_153 = l_152 >= l_109;
l_mut_143 = l_153;
const double l_154 = l_73 - l_71;
const bool l_155 = l_154 > l_137;
l_mut_146 = l_155;
const double l_156 = l_73 + l_71;
const bool l_157 = l_156 <= l_137;
l_mut_149 = l_157;
}
l_mut_89 = uint32(2);
const bool l_158 = l_mut_143 || l_mut_149;
if (l_158) {
l_mut_89 = uint32(1);
} else {
const bool l_159 = l_mut_140 && l_mut_146;
if (l_159) {
l_mut_89 = uint32(0);
}
}
const uint32 l_160 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_161 = l_160 & uint32(2147483647);
const bool l_162 = l_161 == uint32(0);
if (l_162) {
const double l_163 = l_72 + l_71;
const bool l_164 = l_163 < double(1.1754943508222875e-38);
const double l_165 = l_73 - l_71;
const bool l_166 = l_165 > double(-1.1754943508222875e-38);
const bool l_167 = l_164 && l_166;
const double l_168 = l_72 - l_71;
const bool l_169 = l_168 < double(1.1754943508222875e-38);
const double l_170 = l_73 + l_71;
const bool l_171 = l_170 > double(-1.1754943508222875e-38);
const bool l_172 = l_169 && l_171;
if (l_167) {
l_mut_89 = uint32(0);
} else {
const bool l_173 = l_mut_89 == uint32(1);
const bool l_174 = l_172 && l_173;
if (l_174) {
l_mut_89 = uint32(2);
}
}
}
l_mut_47 = l_mut_89;
}
l_mut_30 = l_mut_47;
} else {
const bool l_175 = l_9 == uint32(3);
if (l_175) {
l_mut_30 = uint32(0);
const bool l_176 = l_27 >= double(1.1754943508222875e-38);
const bool l_177 = l_27 <= double(8.507059173023462e37);
const bool l_178 = l_176 && l_177;
if (l_178) {
const double l_179 = abs(l_16);
l_mut_60 = double(1.401298464324817e-45);
const bool l_180 = l_179 >= double(1.1754943508222875e-38);
const bool l_181 = l_179 <= double(1.7976931348623157e308);
const bool l_182 = l_180 && l_181;
if (l_182) {
const uint64 l_183 = reinterpret_cast<uint64 const&>(l_179);
const uint64 l_184 = l_183 >> uint64(52);
const uint64 l_185 = l_184 - uint64(23);
const uint64 l_186 = l_185 << uint64(52);
const double l_187 = reinterpret_cast<double const&>(l_186);
l_mut_60 = l_187;
}
const double l_188 = l_19 * l_mut_60;
l_mut_89 = uint32(2);
const double l_189 = l_16 - l_29;
const double l_190 = abs(l_189);
l_mut_60 = double(1.401298464324817e-45);
const bool l_191 = l_190 >= double(1.1754943508222875e-38);
const bool l_192 = l_190 <= double(1.7976931348623157e308);
const bool l_193 = l_191 && l_192;
if (l_193) {
const uint64 l_194 = reinterpret_cast<uint64 const&>(l_190);
const uint64 l_195 = l_194 >> uint64(52);
const uint64 l_196 = l_195 - uint64(23);
const uint64 l_197 = l_196 << uint64(52);
const double l_198 = reinterpret_cast<double const&>(l_197);
l_mut_60 = l_198;
}
const double l_199 = l_16 + l_29;
const double l_200 = abs(l_199);
l_mut_37 = double(1.401298464324817e-45);
const bool l_201 = l_200 >= double(1.1754943508222875e-38);
const bool l_202 = l_200 <= double(1.7976931348623157e308);
const bool l_203 = l_201 && l_202;
if (l_203) {
const uint64 l_204 = reinterpret_cast<uint64 const&>(l_200);
const uint64 l_205 = l_204 >> uint64(52);
const uint64 l_206 = l_205 - uint64(23);
const uint64 l_207 = l_206 << uint64(52);
const double l_208 = reinterpret_cast<double const&>(l_207);
l_mut_37 = l_208;
}
const bool l_209 = l_mut_60 == l_mut_37;
if (l_209) {
const double l_210 = l_188 * double(1.4551915228366852e-11);
const double l_211 = l_29 + l_210;
const double l_212 = l_16 - l_188;
const double l_213 = l_16 + l_188;
const uint32 l_214 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_215 = l_214 & uint32(2147483647);
const float l_216 = reinterpret_cast<float const&>(l_215);
const double l_217 = double(l_216);
l_mut_60 = l_217;
const bool l_218 = l_215 < uint32(8388608);
if (l_218) {
const double l_219 = double(l_215);
const double l_220 = l_219 * double(1.401298464324817e-45);
l_mut_60 = l_220;
}
const uint64 l_221 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_222 = l_214 >> uint32(31);
const uint64 l_223 = uint64(l_222);
const uint64 l_224 = l_223 << uint64(63);
const uint64 l_225 = l_221 | l_224;
const double l_226 = reinterpret_cast<double const&>(l_225);
const uint32 l_227 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_228 = l_227 + uint32(1);
l_mut_47 = l_228;
const uint32 l_229 = l_227 & uint32(2147483647);
const bool l_230 = l_229 == uint32(0);
if (l_230) {
l_mut_47 = uint32(1);
} else {
const uint32 l_231 = l_227 & uint32(2147483648);
const bool l_232 = l_231 != uint32(0);
if (l_232) {
const uint32 l_233 = l_227 - uint32(1);
l_mut_47 = l_233;
} else {
const bool l_234 = l_227 == uint32(2139095040);
if (l_234) {
l_mut_47 = l_227;
}
}
}
const float l_235 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_236 = reinterpret_cast<uint32 const&>(l_235);
const uint32 l_237 = l_236 & uint32(2147483647);
const float l_238 = reinterpret_cast<float const&>(l_237);
const double l_239 = double(l_238);
l_mut_60 = l_239;
const bool l_240 = l_237 < uint32(8388608);
if (l_240) {
const double l_241 = double(l_237);
const double l_242 = l_241 * double(1.401298464324817e-45);
l_mut_60 = l_242;
}
const uint64 l_243 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_244 = l_236 >> uint32(31);
const uint64 l_245 = uint64(l_244);
const uint64 l_246 = l_245 << uint64(63);
const uint64 l_247 = l_243 | l_246;
const double l_248 = reinterpret_cast<double const&>(l_247);
const uint32 l_249 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_250 = l_249 ^ uint32(2147483648);
const float l_251 = reinterpret_cast<float const&>(l_250);
const uint32 l_252 = reinterpret_cast<uint32 const&>(l_251);
const uint32 l_253 = l_252 + uint32(1);
l_mut_47 = l_253;
const uint32 l_254 = l_252 & uint32(2147483647);
const bool l_255 = l_254 == uint32(0);
if (l_255) {
l_mut_47 = uint32(1);
} else {
const uint32 l_256 = l_252 & uint32(2147483648);
const bool l_257 = l_256 != uint32(0);
if (l_257) {
const uint32 l_258 = l_252 - uint32(1);
l_mut_47 = l_258;
} else {
const bool l_259 = l_252 == uint32(2139095040);
if (l_259) {
l_mut_47 = l_252;
}
}
}
const float l_260 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_261 = reinterpret_cast<uint32 const&>(l_260);
const uint32 l_262 = l_261 ^ uint32(2147483648);
const float l_263 = reinterpret_cast<float const&>(l_262);
const uint32 l_264 = reinterpret_cast<uint32 const&>(l_263);
const uint32 l_265 = l_264 & uint32(2147483647);
const float l_266 = reinterpret_cast<float const&>(l_265);
const double l_267 = double(l_266);
l_mut_60 = l_267;
const bool l_268 = l_265 < uint32(8388608);
if (l_268) {
const double l_269 = double(l_265);
const double l_270 = l_269 * double(1.401298464324817e-45);
l_mut_60 = l_270;
}
const uint64 l_271 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_272 = l_264 >> uint32(31);
const uint64 l_273 = uint64(l_272);
const uint64 l_274 = l_273 << uint64(63);
const uint64 l_275 = l_271 | l_274;
const double l_276 = reinterpret_cast<double const&>(l_275);
const double l_277 = l_212 + l_211;
const bool l_278 = l_277 <= l_226;
l_mut_149 = l_278;
const double l_279 = l_212 - l_211;
const bool l_280 = l_279 > l_226;
l_mut_146 = l_280;
const double l_281 = l_213 - l_211;
const bool l_282 = l_281 >= l_226;
l_mut_143 = l_282;
const double l_283 = l_213 + l_211;
const bool l_284 = l_283 < l_226;
l_mut_140 = l_284;
if (l_13) {
const double l_285 = l_212 + l_211;
const bool l_286 = l_285 < l_248;
l_mut_149 = l_286;
const double l_287 = l_212 - l_211;
const bool l_288 = l_287 >= l_248;
l_mut_146 = l_288;
const double l_289 = l_213 - l_211;
const bool l_290 = l_289 > l_276;
l_mut_143 = l_290;
const double l_291 = l_213 + l_211;
const bool l_292 = l_291 <= l_276;
l_mut_140 = l_292;
}
l_mut_47 = uint32(2);
const bool l_293 = l_mut_146 || l_mut_140;
if (l_293) {
l_mut_47 = uint32(1);
} else {
const bool l_294 = l_mut_149 && l_mut_143;
if (l_294) {
l_mut_47 = uint32(0);
}
}
const uint32 l_295 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_296 = l_295 & uint32(2147483647);
const bool l_297 = l_296 == uint32(0);
if (l_297) {
const double l_298 = l_212 + l_211;
const bool l_299 = l_298 < double(1.1754943508222875e-38);
const double l_300 = l_213 - l_211;
const bool l_301 = l_300 > double(-1.1754943508222875e-38);
const bool l_302 = l_299 && l_301;
const double l_303 = l_212 - l_211;
const bool l_304 = l_303 < double(1.1754943508222875e-38);
const double l_305 = l_213 + l_211;
const bool l_306 = l_305 > double(-1.1754943508222875e-38);
const bool l_307 = l_304 && l_306;
if (l_302) {
l_mut_47 = uint32(0);
} else {
const bool l_308 = l_mut_47 == uint32(1);
const bool l_309 = l_307 && l_308;
if (l_309) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
}
} else {
const bool l_310 = l_9 == uint32(4);
if (l_310) {
const double l_311 = l_22 * l_27;
const double l_312 = l_19 + l_311;
const double l_313 = abs(l_16);
l_mut_60 = double(1.401298464324817e-45);
const bool l_314 = l_313 >= double(1.1754943508222875e-38);
const bool l_315 = l_313 <= double(1.7976931348623157e308);
const bool l_316 = l_314 && l_315;
if (l_316) {
const uint64 l_317 = reinterpret_cast<uint64 const&>(l_313);
const uint64 l_318 = l_317 >> uint64(52);
const uint64 l_319 = l_318 - uint64(23);
const uint64 l_320 = l_319 << uint64(52);
const double l_321 = reinterpret_cast<double const&>(l_320);
l_mut_60 = l_321;
}
const double l_322 = l_312 * l_mut_60;
l_mut_89 = uint32(2);
const double l_323 = l_16 - l_29;
const double l_324 = abs(l_323);
l_mut_60 = double(1.401298464324817e-45);
const bool l_325 = l_324 >= double(1.1754943508222875e-38);
const bool l_326 = l_324 <= double(1.7976931348623157e308);
const bool l_327 = l_325 && l_326;
if (l_327) {
const uint64 l_328 = reinterpret_cast<uint64 const&>(l_324);
const uint64 l_329 = l_328 >> uint64(52);
const uint64 l_330 = l_329 - uint64(23);
const uint64 l_331 = l_330 << uint64(52);
const double l_332 = reinterpret_cast<double const&>(l_331);
l_mut_60 = l_332;
}
const double l_333 = l_16 + l_29;
const double l_334 = abs(l_333);
l_mut_37 = double(1.401298464324817e-45);
const bool l_335 = l_334 >= double(1.1754943508222875e-38);
const bool l_336 = l_334 <= double(1.7976931348623157e308);
const bool l_337 = l_335 && l_336;
if (l_337) {
const uint64 l_338 = reinterpret_cast<uint64 const&>(l_334);
const uint64 l_339 = l_338 >> uint64(52);
const uint64 l_340 = l_339 - uint64(23);
const uint64 l_341 = l_340 << uint64(52);
const double l_342 = reinterpret_cast<double const&>(l_341);
l_mut_37 = l_342;
}
const bool l_343 = l_mut_60 == l_mut_37;
if (l_343) {
const double l_344 = l_322 * double(1.4551915228366852e-11);
const double l_345 = l_29 + l_344;
const double l_346 = l_16 - l_322;
const double l_347 = l_16 + l_322;
const uint32 l_348 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_349 = l_348 & uint32(2147483647);
const float l_350 = reinterpret_cast<float const&>(l_349);
const double l_351 = double(l_350);
l_mut_60 = l_351;
const bool l_352 = l_349 < uint32(8388608);
if (l_352) {
const double l_353 = double(l_349);
const double l_354 = l_353 * double(1.401298464324817e-45);
l_mut_60 = l_354;
}
const uint64 l_355 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_356 = l_348 >> uint32(31);
const uint64 l_357 = uint64(l_356);
const uint64 l_358 = l_357 << uint64(63);
const uint64 l_359 = l_355 | l_358;
const double l_360 = reinterpret_cast<double const&>(l_359);
const uint32 l_361 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_362 = l_361 + uint32(1);
l_mut_47 = l_362;
const uint32 l_363 = l_361 & uint32(2147483647);
const bool l_364 = l_363 == uint32(0);
if (l_364) {
l_mut_47 = uint32(1);
} else {
const uint32 l_365 = l_361 & uint32(2147483648);
const bool l_366 = l_365 != uint32(0);
if (l_366) {
const uint32 l_367 = l_361 - uint32(1);
l_mut_47 = l_367;
} else {
const bool l_368 = l_361 == uint32(2139095040);
if (l_368) {
l_mut_47 = l_361;
}
}
}
const float l_369 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_370 = reinterpret_cast<uint32 const&>(l_369);
const uint32 l_371 = l_370 & uint32(2147483647);
const float l_372 = reinterpret_cast<float const&>(l_371);
const double l_373 = double(l_372);
l_mut_60 = l_373;
const bool l_374 = l_371 < uint32(8388608);
if (l_374) {
const double l_375 = double(l_371);
const double l_376 = l_375 * double(1.401298464324817e-45);
l_mut_60 = l_376;
}
const uint64 l_377 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_378 = l_370 >> uint32(31);
const uint64 l_379 = uint64(l_378);
const uint64 l_380 = l_379 << uint64(63);
const uint64 l_381 = l_377 | l_380;
const double l_382 = reinterpret_cast<double const&>(l_381);
const uint32 l_383 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_384 = l_383 ^ uint32(2147483648);
const float l_385 = reinterpret_cast<float const&>(l_384);
const uint32 l_386 = reinterpret_cast<uint32 const&>(l_385);
const uint32 l_387 = l_386 + uint32(1);
l_mut_47 = l_387;
const uint32 l_388 = l_386 & uint32(2147483647);
const bool l_389 = l_388 == uint32(0);
if (l_389) {
l_mut_47 = uint32(1);
} else {
const uint32 l_390 = l_386 & uint32(2147483648);
const bool l_391 = l_390 != uint32(0);
if (l_391) {
const uint32 l_392 = l_386 - uint32(1);
l_mut_47 = l_392;
} else {
const bool l_393 = l_386 == uint32(2139095040);
if (l_393) {
l_mut_47 = l_386;
}
}
}
const float l_394 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_395 = reinterpret_cast<uint32 const&>(l_394);
const uint32 l_396 = l_395 ^ uint32(2147483648);
const float l_397 = reinterpret_cast<float const&>(l_396);
const uint32 l_398 = reinterpret_cast<uint32 const&>(l_397);
const uint32 l_399 = l_398 & uint32(2147483647);
const float l_400 = reinterpret_cast<float const&>(l_399);
const double l_401 = double(l_400);
l_mut_60 = l_401;
const bool l_402 = l_399 < uint32(8388608);
if (l_402) {
const double l_403 = double(l_399);
const double l_404 = l_403 * double(1.401298464324817e-45);
l_mut_60 = l_404;
}
const uint64 l_405 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_406 = l_398 >> uint32(31);
const uint64 l_407 = uint64(l_406);
const uint64 l_408 = l_407 << uint64(63);
const uint64 l_409 = l_405 | l_408;
const double l_410 = reinterpret_cast<double const&>(l_409);
const double l_411 = l_346 + l_345;
const bool l_412 = l_411 <= l_360;
l_mut_149 = l_412;
const double l_413 = l_346 - l_345;
const bool l_414 = l_413 > l_360;
l_mut_146 = l_414;
const double l_415 = l_347 - l_345;
const bool l_416 = l_415 >= l_360;
l_mut_143 = l_416;
const double l_417 = l_347 + l_345;
const bool l_418 = l_417 < l_360;
l_mut_140 = l_418;
if (l_13) {
const double l_419 = l_346 + l_345;
const bool l_420 = l_419 < l_382;
l_mut_149 = l_420;
const double l_421 = l_346 - l_345;
const bool l_422 = l_421 >= l_382;
l_mut_146 = l_422;
const double l_423 = l_347 - l_345;
const bool l_424 = l_423 > l_410;
l_mut_143 = l_424;
const double l_425 = l_347 + l_345;
const bool l_426 = l_425 <= l_410;
l_mut_140 = l_426;
}
l_mut_47 = uint32(2);
const bool l_427 = l_mut_146 || l_mut_140;
if (l_427) {
l_mut_47 = uint32(1);
} else {
const bool l_428 = l_mut_149 && l_mut_143;
if (l_428) {
l_mut_47 = uint32(0);
}
}
const uint32 l_429 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_430 = l_429 & uint32(2147483647);
const bool l_431 = l_430 == uint32(0);
if (l_431) {
const double l_432 = l_346 + l_345;
const bool l_433 = l_432 < double(1.1754943508222875e-38);
const double l_434 = l_347 - l_345;
const bool l_435 = l_434 > double(-1.1754943508222875e-38);
const bool l_436 = l_433 && l_435;
const double l_437 = l_346 - l_345;
const bool l_438 = l_437 < double(1.1754943508222875e-38);
const double l_439 = l_347 + l_345;
const bool l_440 = l_439 > double(-1.1754943508222875e-38);
const bool l_441 = l_438 && l_440;
if (l_436) {
l_mut_47 = uint32(0);
} else {
const bool l_442 = l_mut_47 == uint32(1);
const bool l_443 = l_441 && l_442;
if (l_443) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
const bool l_444 = l_9 == uint32(5);
if (l_444) {
const double l_445 = double(2.0) * l_26;
const double l_446 = abs(l_445);
const double l_447 = floor(l_446);
const double l_448 = double(3.0) + l_447;
const double l_449 = abs(l_16);
l_mut_60 = double(1.401298464324817e-45);
const bool l_450 = l_449 >= double(1.1754943508222875e-38);
const bool l_451 = l_449 <= double(1.7976931348623157e308);
const bool l_452 = l_450 && l_451;
if (l_452) {
const uint64 l_453 = reinterpret_cast<uint64 const&>(l_449);
const uint64 l_454 = l_453 >> uint64(52);
const uint64 l_455 = l_454 - uint64(23);
const uint64 l_456 = l_455 << uint64(52);
const double l_457 = reinterpret_cast<double const&>(l_456);
l_mut_60 = l_457;
}
const double l_458 = l_448 * l_mut_60;
l_mut_89 = uint32(2);
const double l_459 = l_16 - l_29;
const double l_460 = abs(l_459);
l_mut_60 = double(1.401298464324817e-45);
const bool l_461 = l_460 >= double(1.1754943508222875e-38);
const bool l_462 = l_460 <= double(1.7976931348623157e308);
const bool l_463 = l_461 && l_462;
if (l_463) {
const uint64 l_464 = reinterpret_cast<uint64 const&>(l_460);
const uint64 l_465 = l_464 >> uint64(52);
const uint64 l_466 = l_465 - uint64(23);
const uint64 l_467 = l_466 << uint64(52);
const double l_468 = reinterpret_cast<double const&>(l_467);
l_mut_60 = l_468;
}
const double l_469 = l_16 + l_29;
const double l_470 = abs(l_469);
l_mut_37 = double(1.401298464324817e-45);
const bool l_471 = l_470 >= double(1.1754943508222875e-38);
const bool l_472 = l_470 <= double(1.7976931348623157e308);
const bool l_473 = l_471 && l_472;
if (l_473) {
const uint64 l_474 = reinterpret_cast<uint64 const&>(l_470);
const uint64 l_475 = l_474 >> uint64(52);
const uint64 l_476 = l_475 - uint64(23);
const uint64 l_477 = l_476 << uint64(52);
const double l_478 = reinterpret_cast<double const&>(l_477);
l_mut_37 = l_478;
}
const bool l_479 = l_mut_60 == l_mut_37;
if (l_479) {
const double l_480 = l_458 * double(1.4551915228366852e-11);
const double l_481 = l_29 + l_480;
const double l_482 = l_16 - l_458;
const double l_483 = l_16 + l_458;
const uint32 l_484 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_485 = l_484 & uint32(2147483647);
const float l_486 = reinterpret_cast<float const&>(l_485);
const double l_487 = double(l_486);
l_mut_60 = l_487;
const bool l_488 = l_485 < uint32(8388608);
if (l_488) {
const double l_489 = double(l_485);
const double l_490 = l_489 * double(1.401298464324817e-45);
l_mut_60 = l_490;
}
const uint64 l_491 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_492 = l_484 >> uint32(31);
const uint64 l_493 = uint64(l_492);
const uint64 l_494 = l_493 << uint64(63);
const uint64 l_495 = l_491 | l_494;
const double l_496 = reinterpret_cast<double const&>(l_495);
const uint32 l_497 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_498 = l_497 + uint32(1);
l_mut_47 = l_498;
const uint32 l_499 = l_497 & uint32(2147483647);
const bool l_500 = l_499 == uint32(0);
if (l_500) {
l_mut_47 = uint32(1);
} else {
const uint32 l_501 = l_497 & uint32(2147483648);
const bool l_502 = l_501 != uint32(0);
if (l_502) {
const uint32 l_503 = l_497 - uint32(1);
l_mut_47 = l_503;
} else {
const bool l_504 = l_497 == uint32(2139095040);
if (l_504) {
l_mut_47 = l_497;
}
}
}
const float l_505 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_506 = reinterpret_cast<uint32 const&>(l_505);
const uint32 l_507 = l_506 & uint32(2147483647);
const float l_508 = reinterpret_cast<float const&>(l_507);
const double l_509 = double(l_508);
l_mut_60 = l_509;
const bool l_510 = l_507 < uint32(8388608);
if (l_510) {
const double l_511 = double(l_507);
const double l_512 = l_511 * double(1.401298464324817e-45);
l_mut_60 = l_512;
}
const uint64 l_513 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_514 = l_506 >> uint32(31);
const uint64 l_515 = uint64(l_514);
const uint64 l_516 = l_515 << uint64(63);
const uint64 l_517 = l_513 | l_516;
const double l_518 = reinterpret_cast<double const&>(l_517);
const uint32 l_519 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_520 = l_519 ^ uint32(2147483648);
const float l_521 = reinterpret_cast<float const&>(l_520);
const uint32 l_522 = reinterpret_cast<uint32 const&>(l_521);
const uint32 l_523 = l_522 + uint32(1);
l_mut_47 = l_523;
const uint32 l_524 = l_522 & uint32(2147483647);
const bool l_525 = l_524 == uint32(0);
if (l_525) {
l_mut_47 = uint32(1);
} else {
const uint32 l_526 = l_522 & uint32(2147483648);
const bool l_527 = l_526 != uint32(0);
if (l_527) {
const uint32 l_528 = l_522 - uint32(1);
l_mut_47 = l_528;
} else {
const bool l_529 = l_522 == uint32(2139095040);
if (l_529) {
l_mut_47 = l_522;
}
}
}
const float l_530 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_531 = reinterpret_cast<uint32 const&>(l_530);
const uint32 l_532 = l_531 ^ uint32(2147483648);
const float l_533 = reinterpret_cast<float const&>(l_532);
const uint32 l_534 = reinterpret_cast<uint32 const&>(l_533);
const uint32 l_535 = l_534 & uint32(2147483647);
const float l_536 = reinterpret_cast<float const&>(l_535);
const double l_537 = double(l_536);
l_mut_60 = l_537;
const bool l_538 = l_535 < uint32(8388608);
if (l_538) {
const double l_539 = double(l_535);
const double l_540 = l_539 * double(1.401298464324817e-45);
l_mut_60 = l_540;
}
const uint64 l_541 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_542 = l_534 >> uint32(31);
const uint64 l_543 = uint64(l_542);
const uint64 l_544 = l_543 << uint64(63);
const uint64 l_545 = l_541 | l_544;
const double l_546 = reinterpret_cast<double const&>(l_545);
const double l_547 = l_482 + l_481;
const bool l_548 = l_547 <= l_496;
l_mut_149 = l_548;
const double l_549 = l_482 - l_481;
const bool l_550 = l_549 > l_496;
l_mut_146 = l_550;
const double l_551 = l_483 - l_481;
const bool l_552 = l_551 >= l_496;
l_mut_143 = l_552;
const double l_553 = l_483 + l_481;
const bool l_554 = l_553 < l_496;
l_mut_140 = l_554;
if (l_13) {
const double l_555 = l_482 + l_481;
const bool l_556 = l_555 < l_518;
l_mut_149 = l_556;
const double l_557 = l_482 - l_481;
const bool l_558 = l_557 >= l_518;
l_mut_146 = l_558;
const double l_559 = l_483 - l_481;
const bool l_560 = l_559 > l_546;
l_mut_143 = l_560;
const double l_561 = l_483 + l_481;
const bool l_562 = l_561 <= l_546;
l_mut_140 = l_562;
}
l_mut_47 = uint32(2);
const bool l_563 = l_mut_146 || l_mut_140;
if (l_563) {
l_mut_47 = uint32(1);
} else {
const bool l_564 = l_mut_149 && l_mut_143;
if (l_564) {
l_mut_47 = uint32(0);
}
}
const uint32 l_565 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_566 = l_565 & uint32(2147483647);
const bool l_567 = l_566 == uint32(0);
if (l_567) {
const double l_568 = l_482 + l_481;
const bool l_569 = l_568 < double(1.1754943508222875e-38);
const double l_570 = l_483 - l_481;
const bool l_571 = l_570 > double(-1.1754943508222875e-38);
const bool l_572 = l_569 && l_571;
const double l_573 = l_482 - l_481;
const bool l_574 = l_573 < double(1.1754943508222875e-38);
const double l_575 = l_483 + l_481;
const bool l_576 = l_575 > double(-1.1754943508222875e-38);
const bool l_577 = l_574 && l_576;
if (l_572) {
l_mut_47 = uint32(0);
} else {
const bool l_578 = l_mut_47 == uint32(1);
const bool l_579 = l_577 && l_578;
if (l_579) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
const bool l_580 = l_9 == uint32(6);
if (l_580) {
l_mut_30 = uint32(0);
const bool l_581 = l_27 <= l_22;
if (l_581) {
const double l_582 = l_19 * double(1.4551915228366852e-11);
const double l_583 = l_29 + l_582;
const double l_584 = l_16 - l_19;
const double l_585 = l_16 + l_19;
const uint32 l_586 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_587 = l_586 & uint32(2147483647);
const float l_588 = reinterpret_cast<float const&>(l_587);
const double l_589 = double(l_588);
l_mut_60 = l_589;
const bool l_590 = l_587 < uint32(8388608);
if (l_590) {
const double l_591 = double(l_587);
const double l_592 = l_591 * double(1.401298464324817e-45);
l_mut_60 = l_592;
}
const uint64 l_593 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_594 = l_586 >> uint32(31);
const uint64 l_595 = uint64(l_594);
const uint64 l_596 = l_595 << uint64(63);
const uint64 l_597 = l_593 | l_596;
const double l_598 = reinterpret_cast<double const&>(l_597);
const uint32 l_599 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_600 = l_599 + uint32(1);
l_mut_89 = l_600;
const uint32 l_601 = l_599 & uint32(2147483647);
const bool l_602 = l_601 == uint32(0);
if (l_602) {
l_mut_89 = uint32(1);
} else {
const uint32 l_603 = l_599 & uint32(2147483648);
const bool l_604 = l_603 != uint32(0);
if (l_604) {
const uint32 l_605 = l_599 - uint32(1);
l_mut_89 = l_605;
} else {
const bool l_606 = l_599 == uint32(2139095040);
if (l_606) {
l_mut_89 = l_599;
}
}
}
const float l_607 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_608 = reinterpret_cast<uint32 const&>(l_607);
const uint32 l_609 = l_608 & uint32(2147483647);
const float l_610 = reinterpret_cast<float const&>(l_609);
const double l_611 = double(l_610);
l_mut_60 = l_611;
const bool l_612 = l_609 < uint32(8388608);
if (l_612) {
const double l_613 = double(l_609);
const double l_614 = l_613 * double(1.401298464324817e-45);
l_mut_60 = l_614;
}
const uint64 l_615 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_616 = l_608 >> uint32(31);
const uint64 l_617 = uint64(l_616);
const uint64 l_618 = l_617 << uint64(63);
const uint64 l_619 = l_615 | l_618;
const double l_620 = reinterpret_cast<double const&>(l_619);
const uint32 l_621 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_622 = l_621 ^ uint32(2147483648);
const float l_623 = reinterpret_cast<float const&>(l_622);
const uint32 l_624 = reinterpret_cast<uint32 const&>(l_623);
const uint32 l_625 = l_624 + uint32(1);
l_mut_89 = l_625;
const uint32 l_626 = l_624 & uint32(2147483647);
const bool l_627 = l_626 == uint32(0);
if (l_627) {
l_mut_89 = uint32(1);
} else {
const uint32 l_628 = l_624 & uint32(2147483648);
const bool l_629 = l_628 != uint32(0);
if (l_629) {
const uint32 l_630 = l_624 - uint32(1);
l_mut_89 = l_630;
} else {
const bool l_631 = l_624 == uint32(2139095040);
if (l_631) {
l_mut_89 = l_624;
}
}
}
const float l_632 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_633 = reinterpret_cast<uint32 const&>(l_632);
const uint32 l_634 = l_633 ^ uint32(2147483648);
const float l_635 = reinterpret_cast<float const&>(l_634);
const uint32 l_636 = reinterpret_cast<uint32 const&>(l_635);
const uint32 l_637 = l_636 & uint32(2147483647);
const float l_638 = reinterpret_cast<float const&>(l_637);
const double l_639 = double(l_638);
l_mut_60 = l_639;
const bool l_640 = l_637 < uint32(8388608);
if (l_640) {
const double l_641 = double(l_637);
const double l_642 = l_641 * double(1.401298464324817e-45);
l_mut_60 = l_642;
}
const uint64 l_643 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_644 = l_636 >> uint32(31);
const uint64 l_645 = uint64(l_644);
const uint64 l_646 = l_645 << uint64(63);
const uint64 l_647 = l_643 | l_646;
const double l_648 = reinterpret_cast<double const&>(l_647);
const double l_649 = l_584 + l_583;
const bool l_650 = l_649 <= l_598;
l_mut_149 = l_650;
const double l_651 = l_584 - l_583;
const bool l_652 = l_651 > l_598;
l_mut_146 = l_652;
const double l_653 = l_585 - l_583;
const bool l_654 = l_653 >= l_598;
l_mut_143 = l_654;
const double l_655 = l_585 + l_583;
const bool l_656 = l_655 < l_598;
l_mut_140 = l_656;
if (l_13) {
const double l_657 = l_584 + l_583;
const bool l_658 = l_657 < l_620;
l_mut_149 = l_658;
const double l_659 = l_584 - l_583;
const bool l_660 = l_659 >= l_620;
l_mut_146 = l_660;
const double l_661 = l_585 - l_583;
const bool l_662 = l_661 > l_648;
l_mut_143 = l_662;
const double l_663 = l_585 + l_583;
const bool l_664 = l_663 <= l_648;
l_mut_140 = l_664;
}
l_mut_89 = uint32(2);
const bool l_665 = l_mut_146 || l_mut_140;
if (l_665) {
l_mut_89 = uint32(1);
} else {
const bool l_666 = l_mut_149 && l_mut_143;
if (l_666) {
l_mut_89 = uint32(0);
}
}
const uint32 l_667 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_668 = l_667 & uint32(2147483647);
const bool l_669 = l_668 == uint32(0);
if (l_669) {
const double l_670 = l_584 + l_583;
const bool l_671 = l_670 < double(1.1754943508222875e-38);
const double l_672 = l_585 - l_583;
const bool l_673 = l_672 > double(-1.1754943508222875e-38);
const bool l_674 = l_671 && l_673;
const double l_675 = l_584 - l_583;
const bool l_676 = l_675 < double(1.1754943508222875e-38);
const double l_677 = l_585 + l_583;
const bool l_678 = l_677 > double(-1.1754943508222875e-38);
const bool l_679 = l_676 && l_678;
if (l_674) {
l_mut_89 = uint32(0);
} else {
const bool l_680 = l_mut_89 == uint32(1);
const bool l_681 = l_679 && l_680;
if (l_681) {
l_mut_89 = uint32(2);
}
}
}
l_mut_30 = l_mut_89;
}
} else {
const bool l_682 = l_9 == uint32(7);
if (l_682) {
const double l_683 = abs(l_16);
const double l_684 = l_19 * l_683;
l_mut_60 = l_684;
const double l_685 = abs(l_16);
l_mut_37 = double(1.401298464324817e-45);
const bool l_686 = l_685 >= double(1.1754943508222875e-38);
const bool l_687 = l_685 <= double(1.7976931348623157e308);
const bool l_688 = l_686 && l_687;
if (l_688) {
const uint64 l_689 = reinterpret_cast<uint64 const&>(l_685);
const uint64 l_690 = l_689 >> uint64(52);
const uint64 l_691 = l_690 - uint64(23);
const uint64 l_692 = l_691 << uint64(52);
const double l_693 = reinterpret_cast<double const&>(l_692);
l_mut_37 = l_693;
}
const double l_694 = double(0.5) * l_mut_37;
const bool l_695 = l_694 > l_mut_60;
if (l_695) {
l_mut_60 = l_694;
}
const double l_696 = l_16 - l_29;
const double l_697 = abs(l_696);
l_mut_37 = double(1.401298464324817e-45);
const bool l_698 = l_697 >= double(1.1754943508222875e-38);
const bool l_699 = l_697 <= double(1.7976931348623157e308);
const bool l_700 = l_698 && l_699;
if (l_700) {
const uint64 l_701 = reinterpret_cast<uint64 const&>(l_697);
const uint64 l_702 = l_701 >> uint64(52);
const uint64 l_703 = l_702 - uint64(23);
const uint64 l_704 = l_703 << uint64(52);
const double l_705 = reinterpret_cast<double const&>(l_704);
l_mut_37 = l_705;
}
const double l_706 = l_16 + l_29;
const double l_707 = abs(l_706);
l_mut_708 = double(1.401298464324817e-45);
const bool l_709 = l_707 >= double(1.1754943508222875e-38);
const bool l_710 = l_707 <= double(1.7976931348623157e308);
const bool l_711 = l_709 && l_710;
if (l_711) {
const uint64 l_712 = reinterpret_cast<uint64 const&>(l_707);
const uint64 l_713 = l_712 >> uint64(52);
const uint64 l_714 = l_713 - uint64(23);
const uint64 l_715 = l_714 << uint64(52);
const double l_716 = reinterpret_cast<double const&>(l_715);
l_mut_708 = l_716;
}
const bool l_717 = l_mut_37 == l_mut_708;
if (l_717) {
const double l_718 = l_19 * l_29;
const double l_719 = l_29 + l_718;
const double l_720 = l_mut_60 * double(1.4551915228366852e-11);
const double l_721 = l_719 + l_720;
const double l_722 = l_16 - l_mut_60;
const double l_723 = l_16 + l_mut_60;
const uint32 l_724 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_725 = l_724 & uint32(2147483647);
const float l_726 = reinterpret_cast<float const&>(l_725);
const double l_727 = double(l_726);
l_mut_708 = l_727;
const bool l_728 = l_725 < uint32(8388608);
if (l_728) {
const double l_729 = double(l_725);
const double l_730 = l_729 * double(1.401298464324817e-45);
l_mut_708 = l_730;
}
const uint64 l_731 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_732 = l_724 >> uint32(31);
const uint64 l_733 = uint64(l_732);
const uint64 l_734 = l_733 << uint64(63);
const uint64 l_735 = l_731 | l_734;
const double l_736 = reinterpret_cast<double const&>(l_735);
const uint32 l_737 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_738 = l_737 + uint32(1);
l_mut_89 = l_738;
const uint32 l_739 = l_737 & uint32(2147483647);
const bool l_740 = l_739 == uint32(0);
if (l_740) {
l_mut_89 = uint32(1);
} else {
const uint32 l_741 = l_737 & uint32(2147483648);
const bool l_742 = l_741 != uint32(0);
if (l_742) {
const uint32 l_743 = l_737 - uint32(1);
l_mut_89 = l_743;
} else {
const bool l_744 = l_737 == uint32(2139095040);
if (l_744) {
l_mut_89 = l_737;
}
}
}
const float l_745 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_746 = reinterpret_cast<uint32 const&>(l_745);
const uint32 l_747 = l_746 & uint32(2147483647);
const float l_748 = reinterpret_cast<float const&>(l_747);
const double l_749 = double(l_748);
l_mut_708 = l_749;
const bool l_750 = l_747 < uint32(8388608);
if (l_750) {
const double l_751 = double(l_747);
const double l_752 = l_751 * double(1.401298464324817e-45);
l_mut_708 = l_752;
}
const uint64 l_753 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_754 = l_746 >> uint32(31);
const uint64 l_755 = uint64(l_754);
const uint64 l_756 = l_755 << uint64(63);
const uint64 l_757 = l_753 | l_756;
const double l_758 = reinterpret_cast<double const&>(l_757);
const uint32 l_759 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_760 = l_759 ^ uint32(2147483648);
const float l_761 = reinterpret_cast<float const&>(l_760);
const uint32 l_762 = reinterpret_cast<uint32 const&>(l_761);
const uint32 l_763 = l_762 + uint32(1);
l_mut_89 = l_763;
const uint32 l_764 = l_762 & uint32(2147483647);
const bool l_765 = l_764 == uint32(0);
if (l_765) {
l_mut_89 = uint32(1);
} else {
const uint32 l_766 = l_762 & uint32(2147483648);
const bool l_767 = l_766 != uint32(0);
if (l_767) {
const uint32 l_768 = l_762 - uint32(1);
l_mut_89 = l_768;
} else {
const bool l_769 = l_762 == uint32(2139095040);
if (l_769) {
l_mut_89 = l_762;
}
}
}
const float l_770 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_771 = reinterpret_cast<uint32 const&>(l_770);
const uint32 l_772 = l_771 ^ uint32(2147483648);
const float l_773 = reinterpret_cast<float const&>(l_772);
const uint32 l_774 = reinterpret_cast<uint32 const&>(l_773);
const uint32 l_775 = l_774 & uint32(2147483647);
const float l_776 = reinterpret_cast<float const&>(l_775);
const double l_777 = double(l_776);
l_mut_708 = l_777;
const bool l_778 = l_775 < uint32(8388608);
if (l_778) {
const double l_779 = double(l_775);
const double l_780 = l_779 * double(1.401298464324817e-45);
l_mut_708 = l_780;
}
const uint64 l_781 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_782 = l_774 >> uint32(31);
const uint64 l_783 = uint64(l_782);
const uint64 l_784 = l_783 << uint64(63);
const uint64 l_785 = l_781 | l_784;
const double l_786 = reinterpret_cast<double const&>(l_785);
const double l_787 = l_722 + l_721;
const bool l_788 = l_787 <= l_736;
l_mut_149 = l_788;
const double l_789 = l_722 - l_721;
const bool l_790 = l_789 > l_736;
l_mut_146 = l_790;
const double l_791 = l_723 - l_721;
const bool l_792 = l_791 >= l_736;
l_mut_143 = l_792;
const double l_793 = l_723 + l_721;
const bool l_794 = l_793 < l_736;
l_mut_140 = l_794;
if (l_13) {
const double l_795 = l_722 + l_721;
const bool l_796 = l_795 < l_758;
l_mut_149 = l_796;
const double l_797 = l_722 - l_721;
const bool l_798 = l_797 >= l_758;
l_mut_146 = l_798;
const double l_799 = l_723 - l_721;
const bool l_800 = l_799 > l_786;
l_mut_143 = l_800;
const double l_801 = l_723 + l_721;
const bool l_802 = l_801 <= l_786;
l_mut_140 = l_802;
}
l_mut_89 = uint32(2);
const bool l_803 = l_mut_146 || l_mut_140;
if (l_803) {
l_mut_89 = uint32(1);
} else {
const bool l_804 = l_mut_149 && l_mut_143;
if (l_804) {
l_mut_89 = uint32(0);
}
}
const uint32 l_805 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_806 = l_805 & uint32(2147483647);
const bool l_807 = l_806 == uint32(0);
if (l_807) {
const double l_808 = l_722 + l_721;
const bool l_809 = l_808 < double(1.1754943508222875e-38);
const double l_810 = l_723 - l_721;
const bool l_811 = l_810 > double(-1.1754943508222875e-38);
const bool l_812 = l_809 && l_811;
const double l_813 = l_722 - l_721;
const bool l_814 = l_813 < double(1.1754943508222875e-38);
const double l_815 = l_723 + l_721;
const bool l_816 = l_815 > double(-1.1754943508222875e-38);
const bool l_817 = l_814 && l_816;
if (l_812) {
l_mut_89 = uint32(0);
} else {
const bool l_818 = l_mut_89 == uint32(1);
const bool l_819 = l_817 && l_818;
if (l_819) {
l_mut_89 = uint32(2);
}
}
}
l_mut_30 = l_mut_89;
}
} else {
const bool l_820 = l_9 == uint32(8);
if (l_820) {
const bool l_821 = l_26 >= double(0.5);
const bool l_822 = l_26 <= double(2.0);
const bool l_823 = l_821 && l_822;
if (l_823) {
const double l_824 = l_19 * double(1.4551915228366852e-11);
const double l_825 = l_29 + l_824;
const double l_826 = l_16 - l_19;
const double l_827 = l_16 + l_19;
const uint32 l_828 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_829 = l_828 & uint32(2147483647);
const float l_830 = reinterpret_cast<float const&>(l_829);
const double l_831 = double(l_830);
l_mut_708 = l_831;
const bool l_832 = l_829 < uint32(8388608);
if (l_832) {
const double l_833 = double(l_829);
const double l_834 = l_833 * double(1.401298464324817e-45);
l_mut_708 = l_834;
}
const uint64 l_835 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_836 = l_828 >> uint32(31);
const uint64 l_837 = uint64(l_836);
const uint64 l_838 = l_837 << uint64(63);
const uint64 l_839 = l_835 | l_838;
const double l_840 = reinterpret_cast<double const&>(l_839);
const uint32 l_841 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_842 = l_841 + uint32(1);
l_mut_89 = l_842;
const uint32 l_843 = l_841 & uint32(2147483647);
const bool l_844 = l_843 == uint32(0);
if (l_844) {
l_mut_89 = uint32(1);
} else {
const uint32 l_845 = l_841 & uint32(2147483648);
const bool l_846 = l_845 != uint32(0);
if (l_846) {
const uint32 l_847 = l_841 - uint32(1);
l_mut_89 = l_847;
} else {
const bool l_848 = l_841 == uint32(2139095040);
if (l_848) {
l_mut_89 = l_841;
}
}
}
const float l_849 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_850 = reinterpret_cast<uint32 const&>(l_849);
const uint32 l_851 = l_850 & uint32(2147483647);
const float l_852 = reinterpret_cast<float const&>(l_851);
const double l_853 = double(l_852);
l_mut_708 = l_853;
const bool l_854 = l_851 < uint32(8388608);
if (l_854) {
const double l_855 = double(l_851);
const double l_856 = l_855 * double(1.401298464324817e-45);
l_mut_708 = l_856;
}
const uint64 l_857 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_858 = l_850 >> uint32(31);
const uint64 l_859 = uint64(l_858);
const uint64 l_860 = l_859 << uint64(63);
const uint64 l_861 = l_857 | l_860;
const double l_862 = reinterpret_cast<double const&>(l_861);
const uint32 l_863 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_864 = l_863 ^ uint32(2147483648);
const float l_865 = reinterpret_cast<float const&>(l_864);
const uint32 l_866 = reinterpret_cast<uint32 const&>(l_865);
const uint32 l_867 = l_866 + uint32(1);
l_mut_89 = l_867;
const uint32 l_868 = l_866 & uint32(2147483647);
const bool l_869 = l_868 == uint32(0);
if (l_869) {
l_mut_89 = uint32(1);
} else {
const uint32 l_870 = l_866 & uint32(2147483648);
const bool l_871 = l_870 != uint32(0);
if (l_871) {
const uint32 l_872 = l_866 - uint32(1);
l_mut_89 = l_872;
} else {
const bool l_873 = l_866 == uint32(2139095040);
if (l_873) {
l_mut_89 = l_866;
}
}
}
const float l_874 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_875 = reinterpret_cast<uint32 const&>(l_874);
const uint32 l_876 = l_875 ^ uint32(2147483648);
const float l_877 = reinterpret_cast<float const&>(l_876);
const uint32 l_878 = reinterpret_cast<uint32 const&>(l_877);
const uint32 l_879 = l_878 & uint32(2147483647);
const float l_880 = reinterpret_cast<float const&>(l_879);
const double l_881 = double(l_880);
l_mut_708 = l_881;
const bool l_882 = l_879 < uint32(8388608);
if (l_882) {
const double l_883 = double(l_879);
const double l_884 = l_883 * double(1.401298464324817e-45);
l_mut_708 = l_884;
}
const uint64 l_885 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_886 = l_878 >> uint32(31);
const uint64 l_887 = uint64(l_886);
const uint64 l_888 = l_887 << uint64(63);
const uint64 l_889 = l_885 | l_888;
const double l_890 = reinterpret_cast<double const&>(l_889);
const double l_891 = l_826 + l_825;
const bool l_892 = l_891 <= l_840;
l_mut_149 = l_892;
const double l_893 = l_826 - l_825;
const bool l_894 = l_893 > l_840;
l_mut_146 = l_894;
const double l_895 = l_827 - l_825;
const bool l_896 = l_895 >= l_840;
l_mut_143 = l_896;
const double l_897 = l_827 + l_825;
const bool l_898 = l_897 < l_840;
l_mut_140 = l_898;
if (l_13) {
const double l_899 = l_826 + l_825;
const bool l_900 = l_899 < l_862;
l_mut_149 = l_900;
const double l_901 = l_826 - l_825;
const bool l_902 = l_901 >= l_862;
l_mut_146 = l_902;
const double l_903 = l_827 - l_825;
const bool l_904 = l_903 > l_890;
l_mut_143 = l_904;
const double l_905 = l_827 + l_825;
const bool l_906 = l_905 <= l_890;
l_mut_140 = l_906;
}
l_mut_89 = uint32(2);
const bool l_907 = l_mut_146 || l_mut_140;
if (l_907) {
l_mut_89 = uint32(1);
} else {
const bool l_908 = l_mut_149 && l_mut_143;
if (l_908) {
l_mut_89 = uint32(0);
}
}
const uint32 l_909 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_910 = l_909 & uint32(2147483647);
const bool l_911 = l_910 == uint32(0);
if (l_911) {
const double l_912 = l_826 + l_825;
const bool l_913 = l_912 < double(1.1754943508222875e-38);
const double l_914 = l_827 - l_825;
const bool l_915 = l_914 > double(-1.1754943508222875e-38);
const bool l_916 = l_913 && l_915;
const double l_917 = l_826 - l_825;
const bool l_918 = l_917 < double(1.1754943508222875e-38);
const double l_919 = l_827 + l_825;
const bool l_920 = l_919 > double(-1.1754943508222875e-38);
const bool l_921 = l_918 && l_920;
if (l_916) {
l_mut_89 = uint32(0);
} else {
const bool l_922 = l_mut_89 == uint32(1);
const bool l_923 = l_921 && l_922;
if (l_923) {
l_mut_89 = uint32(2);
}
}
}
l_mut_30 = l_mut_89;
} else {
const double l_924 = abs(l_16);
l_mut_708 = double(1.401298464324817e-45);
const bool l_925 = l_924 >= double(1.1754943508222875e-38);
const bool l_926 = l_924 <= double(1.7976931348623157e308);
const bool l_927 = l_925 && l_926;
if (l_927) {
const uint64 l_928 = reinterpret_cast<uint64 const&>(l_924);
const uint64 l_929 = l_928 >> uint64(52);
const uint64 l_930 = l_929 - uint64(23);
const uint64 l_931 = l_930 << uint64(52);
const double l_932 = reinterpret_cast<double const&>(l_931);
l_mut_708 = l_932;
}
const double l_933 = l_22 * l_mut_708;
l_mut_89 = uint32(2);
const double l_934 = l_16 - l_29;
const double l_935 = abs(l_934);
l_mut_708 = double(1.401298464324817e-45);
const bool l_936 = l_935 >= double(1.1754943508222875e-38);
const bool l_937 = l_935 <= double(1.7976931348623157e308);
const bool l_938 = l_936 && l_937;
if (l_938) {
const uint64 l_939 = reinterpret_cast<uint64 const&>(l_935);
const uint64 l_940 = l_939 >> uint64(52);
const uint64 l_941 = l_940 - uint64(23);
const uint64 l_942 = l_941 << uint64(52);
const double l_943 = reinterpret_cast<double const&>(l_942);
l_mut_708 = l_943;
}
const double l_944 = l_16 + l_29;
const double l_945 = abs(l_944);
l_mut_60 = double(1.401298464324817e-45);
const bool l_946 = l_945 >= double(1.1754943508222875e-38);
const bool l_947 = l_945 <= double(1.7976931348623157e308);
const bool l_948 = l_946 && l_947;
if (l_948) {
const uint64 l_949 = reinterpret_cast<uint64 const&>(l_945);
const uint64 l_950 = l_949 >> uint64(52);
const uint64 l_951 = l_950 - uint64(23);
const uint64 l_952 = l_951 << uint64(52);
const double l_953 = reinterpret_cast<double const&>(l_952);
l_mut_60 = l_953;
}
const bool l_954 = l_mut_708 == l_mut_60;
if (l_954) {
const double l_955 = l_933 * double(1.4551915228366852e-11);
const double l_956 = l_29 + l_955;
const double l_957 = l_16 - l_933;
const double l_958 = l_16 + l_933;
const uint32 l_959 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_960 = l_959 & uint32(2147483647);
const float l_961 = reinterpret_cast<float const&>(l_960);
const double l_962 = double(l_961);
l_mut_708 = l_962;
const bool l_963 = l_960 < uint32(8388608);
if (l_963) {
const double l_964 = double(l_960);
const double l_965 = l_964 * double(1.401298464324817e-45);
l_mut_708 = l_965;
}
const uint64 l_966 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_967 = l_959 >> uint32(31);
const uint64 l_968 = uint64(l_967);
const uint64 l_969 = l_968 << uint64(63);
const uint64 l_970 = l_966 | l_969;
const double l_971 = reinterpret_cast<double const&>(l_970);
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_973 = l_972 + uint32(1);
l_mut_47 = l_973;
const uint32 l_974 = l_972 & uint32(2147483647);
const bool l_975 = l_974 == uint32(0);
if (l_975) {
l_mut_47 = uint32(1);
} else {
const uint32 l_976 = l_972 & uint32(2147483648);
const bool l_977 = l_976 != uint32(0);
if (l_977) {
const uint32 l_978 = l_972 - uint32(1);
l_mut_47 = l_978;
} else {
const bool l_979 = l_972 == uint32(2139095040);
if (l_979) {
l_mut_47 = l_972;
}
}
}
const float l_980 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_981 = reinterpret_cast<uint32 const&>(l_980);
const uint32 l_982 = l_981 & uint32(2147483647);
const float l_983 = reinterpret_cast<float const&>(l_982);
const double l_984 = double(l_983);
l_mut_708 = l_984;
const bool l_985 = l_982 < uint32(8388608);
if (l_985) {
const double l_986 = double(l_982);
const double l_987 = l_986 * double(1.401298464324817e-45);
l_mut_708 = l_987;
}
const uint64 l_988 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_989 = l_981 >> uint32(31);
const uint64 l_990 = uint64(l_989);
const uint64 l_991 = l_990 << uint64(63);
const uint64 l_992 = l_988 | l_991;
const double l_993 = reinterpret_cast<double const&>(l_992);
const uint32 l_994 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_995 = l_994 ^ uint32(2147483648);
const float l_996 = reinterpret_cast<float const&>(l_995);
const uint32 l_997 = reinterpret_cast<uint32 const&>(l_996);
const uint32 l_998 = l_997 + uint32(1);
l_mut_47 = l_998;
const uint32 l_999 = l_997 & uint32(2147483647);
const bool l_1000 = l_999 == uint32(0);
if (l_1000) {
l_mut_47 = uint32(1);
} else {
const uint32 l_1001 = l_997 & uint32(2147483648);
const bool l_1002 = l_1001 != uint32(0);
if (l_1002) {
const uint32 l_1003 = l_997 - uint32(1);
l_mut_47 = l_1003;
} else {
const bool l_1004 = l_997 == uint32(2139095040);
if (l_1004) {
l_mut_47 = l_997;
}
}
}
const float l_1005 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_1006 = reinterpret_cast<uint32 const&>(l_1005);
const uint32 l_1007 = l_1006 ^ uint32(2147483648);
const float l_1008 = reinterpret_cast<float const&>(l_1007);
const uint32 l_1009 = reinterpret_cast<uint32 const&>(l_1008);
const uint32 l_1010 = l_1009 & uint32(2147483647);
const float l_1011 = reinterpret_cast<float const&>(l_1010);
const double l_1012 = double(l_1011);
l_mut_708 = l_1012;
const bool l_1013 = l_1010 < uint32(8388608);
if (l_1013) {
const double l_1014 = double(l_1010);
const double l_1015 = l_1014 * double(1.401298464324817e-45);
l_mut_708 = l_1015;
}
const uint64 l_1016 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1017 = l_1009 >> uint32(31);
const uint64 l_1018 = uint64(l_1017);
const uint64 l_1019 = l_1018 << uint64(63);
const uint64 l_1020 = l_1016 | l_1019;
const double l_1021 = reinterpret_cast<double const&>(l_1020);
const double l_1022 = l_957 + l_956;
const bool l_1023 = l_1022 <= l_971;
l_mut_149 = l_1023;
const double l_1024 = l_957 - l_956;
const bool l_1025 = l_1024 > l_971;
l_mut_146 = l_1025;
const double l_1026 = l_958 - l_956;
const bool l_1027 = l_1026 >= l_971;
l_mut_143 = l_1027;
const double l_1028 = l_958 + l_956;
const bool l_1029 = l_1028 < l_971;
l_mut_140 = l_1029;
if (l_13) {
const double l_1030 = l_957 + l_956;
const bool l_1031 = l_1030 < l_993;
l_mut_149 = l_1031;
const double l_1032 = l_957 - l_956;
const bool l_1033 = l_1032 >= l_993;
l_mut_146 = l_1033;
const double l_1034 = l_958 - l_956;
const bool l_1035 = l_1034 > l_1021;
l_mut_143 = l_1035;
const double l_1036 = l_958 + l_956;
const bool l_1037 = l_1036 <= l_1021;
l_mut_140 = l_1037;
}
l_mut_47 = uint32(2);
const bool l_1038 = l_mut_146 || l_mut_140;
if (l_1038) {
l_mut_47 = uint32(1);
} else {
const bool l_1039 = l_mut_149 && l_mut_143;
if (l_1039) {
l_mut_47 = uint32(0);
}
}
const uint32 l_1040 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1041 = l_1040 & uint32(2147483647);
const bool l_1042 = l_1041 == uint32(0);
if (l_1042) {
const double l_1043 = l_957 + l_956;
const bool l_1044 = l_1043 < double(1.1754943508222875e-38);
const double l_1045 = l_958 - l_956;
const bool l_1046 = l_1045 > double(-1.1754943508222875e-38);
const bool l_1047 = l_1044 && l_1046;
const double l_1048 = l_957 - l_956;
const bool l_1049 = l_1048 < double(1.1754943508222875e-38);
const double l_1050 = l_958 + l_956;
const bool l_1051 = l_1050 > double(-1.1754943508222875e-38);
const bool l_1052 = l_1049 && l_1051;
if (l_1047) {
l_mut_47 = uint32(0);
} else {
const bool l_1053 = l_mut_47 == uint32(1);
const bool l_1054 = l_1052 && l_1053;
if (l_1054) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
}
} else {
const bool l_1055 = l_9 == uint32(9);
if (l_1055) {
l_arr_1056[uint32(0)] = uint32(1);
const double l_1057 = sqrt(l_26);
const double l_1058 = double(1.0) / l_1057;
const double l_1059 = l_1058 * double(1.4551915228366852e-11);
const double l_1060 = abs(l_1058);
l_mut_708 = double(1.401298464324817e-45);
const bool l_1061 = l_1060 >= double(1.1754943508222875e-38);
const bool l_1062 = l_1060 <= double(1.7976931348623157e308);
const bool l_1063 = l_1061 && l_1062;
if (l_1063) {
const uint64 l_1064 = reinterpret_cast<uint64 const&>(l_1060);
const uint64 l_1065 = l_1064 >> uint64(52);
const uint64 l_1066 = l_1065 - uint64(23);
const uint64 l_1067 = l_1066 << uint64(52);
const double l_1068 = reinterpret_cast<double const&>(l_1067);
l_mut_708 = l_1068;
}
const double l_1069 = l_1058 - l_1059;
const double l_1070 = abs(l_1069);
l_mut_60 = double(1.401298464324817e-45);
const bool l_1071 = l_1070 >= double(1.1754943508222875e-38);
const bool l_1072 = l_1070 <= double(1.7976931348623157e308);
const bool l_1073 = l_1071 && l_1072;
if (l_1073) {
const uint64 l_1074 = reinterpret_cast<uint64 const&>(l_1070);
const uint64 l_1075 = l_1074 >> uint64(52);
const uint64 l_1076 = l_1075 - uint64(23);
const uint64 l_1077 = l_1076 << uint64(52);
const double l_1078 = reinterpret_cast<double const&>(l_1077);
l_mut_60 = l_1078;
}
const double l_1079 = l_1058 + l_1059;
const double l_1080 = abs(l_1079);
l_mut_37 = double(1.401298464324817e-45);
const bool l_1081 = l_1080 >= double(1.1754943508222875e-38);
const bool l_1082 = l_1080 <= double(1.7976931348623157e308);
const bool l_1083 = l_1081 && l_1082;
if (l_1083) {
const uint64 l_1084 = reinterpret_cast<uint64 const&>(l_1080);
const uint64 l_1085 = l_1084 >> uint64(52);
const uint64 l_1086 = l_1085 - uint64(23);
const uint64 l_1087 = l_1086 << uint64(52);
const double l_1088 = reinterpret_cast<double const&>(l_1087);
l_mut_37 = l_1088;
}
const bool l_1089 = l_mut_60 == l_mut_37;
const bool l_1090 = !l_1089;
if (l_1090) {
l_arr_1056[uint32(0)] = uint32(0);
}
const double l_1091 = l_19 * l_mut_708;
const double l_1092 = l_1058 - l_1091;
l_mut_60 = l_1092;
if (l_13) {
const double l_1093 = l_1092 - l_1059;
const double l_1094 = l_1093 * double(7.1362384635298e44);
const double l_1095 = floor(l_1094);
const double l_1096 = l_1095 * double(1.401298464324817e-45);
l_mut_37 = l_1096;
const double l_1097 = abs(l_1093);
const bool l_1098 = l_1097 >= double(1.1754943508222875e-38);
if (l_1098) {
const float l_1099 = float(l_1093);
const double l_1100 = double(l_1099);
l_mut_37 = l_1100;
const bool l_1101 = l_mut_37 > l_1093;
if (l_1101) {
const uint32 l_1102 = reinterpret_cast<uint32 const&>(l_1099);
const uint32 l_1103 = l_1102 ^ uint32(2147483648);
const float l_1104 = reinterpret_cast<float const&>(l_1103);
const uint32 l_1105 = reinterpret_cast<uint32 const&>(l_1104);
const uint32 l_1106 = l_1105 + uint32(1);
l_mut_89 = l_1106;
const uint32 l_1107 = l_1105 & uint32(2147483647);
const bool l_1108 = l_1107 == uint32(0);
if (l_1108) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1109 = l_1105 & uint32(2147483648);
const bool l_1110 = l_1109 != uint32(0);
if (l_1110) {
const uint32 l_1111 = l_1105 - uint32(1);
l_mut_89 = l_1111;
} else {
const bool l_1112 = l_1105 == uint32(2139095040);
if (l_1112) {
l_mut_89 = l_1105;
}
}
}
const float l_1113 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1114 = reinterpret_cast<uint32 const&>(l_1113);
const uint32 l_1115 = l_1114 ^ uint32(2147483648);
const float l_1116 = reinterpret_cast<float const&>(l_1115);
const uint32 l_1117 = reinterpret_cast<uint32 const&>(l_1116);
const uint32 l_1118 = l_1117 & uint32(2147483647);
const float l_1119 = reinterpret_cast<float const&>(l_1118);
const double l_1120 = double(l_1119);
l_mut_1121 = l_1120;
const bool l_1122 = l_1118 < uint32(8388608);
if (l_1122) {
const double l_1123 = double(l_1118);
const double l_1124 = l_1123 * double(1.401298464324817e-45);
l_mut_1121 = l_1124;
}
const uint64 l_1125 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1126 = l_1117 >> uint32(31);
const uint64 l_1127 = uint64(l_1126);
const uint64 l_1128 = l_1127 << uint64(63);
const uint64 l_1129 = l_1125 | l_1128;
const double l_1130 = reinterpret_cast<double const&>(l_1129);
l_mut_37 = l_1130;
} else {
const uint32 l_1131 = reinterpret_cast<uint32 const&>(l_1099);
const uint32 l_1132 = l_1131 + uint32(1);
l_mut_89 = l_1132;
const uint32 l_1133 = l_1131 & uint32(2147483647);
const bool l_1134 = l_1133 == uint32(0);
if (l_1134) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1135 = l_1131 & uint32(2147483648);
const bool l_1136 = l_1135 != uint32(0);
if (l_1136) {
const uint32 l_1137 = l_1131 - uint32(1);
l_mut_89 = l_1137;
} else {
const bool l_1138 = l_1131 == uint32(2139095040);
if (l_1138) {
l_mut_89 = l_1131;
}
}
}
const float l_1139 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_1139);
const uint32 l_1141 = l_1140 & uint32(2147483647);
const float l_1142 = reinterpret_cast<float const&>(l_1141);
const double l_1143 = double(l_1142);
l_mut_1121 = l_1143;
const bool l_1144 = l_1141 < uint32(8388608);
if (l_1144) {
const double l_1145 = double(l_1141);
const double l_1146 = l_1145 * double(1.401298464324817e-45);
l_mut_1121 = l_1146;
}
const uint64 l_1147 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1148 = l_1140 >> uint32(31);
const uint64 l_1149 = uint64(l_1148);
const uint64 l_1150 = l_1149 << uint64(63);
const uint64 l_1151 = l_1147 | l_1150;
const double l_1152 = reinterpret_cast<double const&>(l_1151);
const bool l_1153 = l_1152 <= l_1093;
if (l_1153) {
const uint32 l_1154 = reinterpret_cast<uint32 const&>(l_1099);
const uint32 l_1155 = l_1154 + uint32(1);
l_mut_89 = l_1155;
const uint32 l_1156 = l_1154 & uint32(2147483647);
const bool l_1157 = l_1156 == uint32(0);
if (l_1157) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1158 = l_1154 & uint32(2147483648);
const bool l_1159 = l_1158 != uint32(0);
if (l_1159) {
const uint32 l_1160 = l_1154 - uint32(1);
l_mut_89 = l_1160;
} else {
const bool l_1161 = l_1154 == uint32(2139095040);
if (l_1161) {
l_mut_89 = l_1154;
}
}
}
const float l_1162 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_1162);
const uint32 l_1164 = l_1163 & uint32(2147483647);
const float l_1165 = reinterpret_cast<float const&>(l_1164);
const double l_1166 = double(l_1165);
l_mut_1121 = l_1166;
const bool l_1167 = l_1164 < uint32(8388608);
if (l_1167) {
const double l_1168 = double(l_1164);
const double l_1169 = l_1168 * double(1.401298464324817e-45);
l_mut_1121 = l_1169;
}
const uint64 l_1170 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1171 = l_1163 >> uint32(31);
const uint64 l_1172 = uint64(l_1171);
const uint64 l_1173 = l_1172 << uint64(63);
const uint64 l_1174 = l_1170 | l_1173;
const double l_1175 = reinterpret_cast<double const&>(l_1174);
l_mut_37 = l_1175;
}
}
}
const double l_1176 = l_1092 + l_1059;
const double l_1177 = l_1176 * double(7.1362384635298e44);
const double l_1178 = floor(l_1177);
const double l_1179 = l_1178 * double(1.401298464324817e-45);
l_mut_1121 = l_1179;
const double l_1180 = abs(l_1176);
const bool l_1181 = l_1180 >= double(1.1754943508222875e-38);
if (l_1181) {
const float l_1182 = float(l_1176);
const double l_1183 = double(l_1182);
l_mut_1121 = l_1183;
const bool l_1184 = l_mut_1121 > l_1176;
if (l_1184) {
const uint32 l_1185 = reinterpret_cast<uint32 const&>(l_1182);
const uint32 l_1186 = l_1185 ^ uint32(2147483648);
const float l_1187 = reinterpret_cast<float const&>(l_1186);
const uint32 l_1188 = reinterpret_cast<uint32 const&>(l_1187);
const uint32 l_1189 = l_1188 + uint32(1);
l_mut_89 = l_1189;
const uint32 l_1190 = l_1188 & uint32(2147483647);
const bool l_1191 = l_1190 == uint32(0);
if (l_1191) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1192 = l_1188 & uint32(2147483648);
const bool l_1193 = l_1192 != uint32(0);
if (l_1193) {
const uint32 l_1194 = l_1188 - uint32(1);
l_mut_89 = l_1194;
} else {
const bool l_1195 = l_1188 == uint32(2139095040);
if (l_1195) {
l_mut_89 = l_1188;
}
}
}
const float l_1196 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1197 = reinterpret_cast<uint32 const&>(l_1196);
const uint32 l_1198 = l_1197 ^ uint32(2147483648);
const float l_1199 = reinterpret_cast<float const&>(l_1198);
const uint32 l_1200 = reinterpret_cast<uint32 const&>(l_1199);
const uint32 l_1201 = l_1200 & uint32(2147483647);
const float l_1202 = reinterpret_cast<float const&>(l_1201);
const double l_1203 = double(l_1202);
l_mut_1204 = l_1203;
const bool l_1205 = l_1201 < uint32(8388608);
if (l_1205) {
const double l_1206 = double(l_1201);
const double l_1207 = l_1206 * double(1.401298464324817e-45);
l_mut_1204 = l_1207;
}
const uint64 l_1208 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1209 = l_1200 >> uint32(31);
const uint64 l_1210 = uint64(l_1209);
const uint64 l_1211 = l_1210 << uint64(63);
const uint64 l_1212 = l_1208 | l_1211;
const double l_1213 = reinterpret_cast<double const&>(l_1212);
l_mut_1121 = l_1213;
} else {
const uint32 l_1214 = reinterpret_cast<uint32 const&>(l_1182);
const uint32 l_1215 = l_1214 + uint32(1);
l_mut_89 = l_1215;
const uint32 l_1216 = l_1214 & uint32(2147483647);
const bool l_1217 = l_1216 == uint32(0);
if (l_1217) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1218 = l_1214 & uint32(2147483648);
const bool l_1219 = l_1218 != uint32(0);
if (l_1219) {
const uint32 l_1220 = l_1214 - uint32(1);
l_mut_89 = l_1220;
} else {
const bool l_1221 = l_1214 == uint32(2139095040);
if (l_1221) {
l_mut_89 = l_1214;
}
}
}
const float l_1222 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1223 = reinterpret_cast<uint32 const&>(l_1222);
const uint32 l_1224 = l_1223 & uint32(2147483647);
const float l_1225 = reinterpret_cast<float const&>(l_1224);
const double l_1226 = double(l_1225);
l_mut_1204 = l_1226;
const bool l_1227 = l_1224 < uint32(8388608);
if (l_1227) {
const double l_1228 = double(l_1224);
const double l_1229 = l_1228 * double(1.401298464324817e-45);
l_mut_1204 = l_1229;
}
const uint64 l_1230 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1231 = l_1223 >> uint32(31);
const uint64 l_1232 = uint64(l_1231);
const uint64 l_1233 = l_1232 << uint64(63);
const uint64 l_1234 = l_1230 | l_1233;
const double l_1235 = reinterpret_cast<double const&>(l_1234);
const bool l_1236 = l_1235 <= l_1176;
if (l_1236) {
const uint32 l_1237 = reinterpret_cast<uint32 const&>(l_1182);
const uint32 l_1238 = l_1237 + uint32(1);
l_mut_89 = l_1238;
const uint32 l_1239 = l_1237 & uint32(2147483647);
const bool l_1240 = l_1239 == uint32(0);
if (l_1240) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1241 = l_1237 & uint32(2147483648);
const bool l_1242 = l_1241 != uint32(0);
if (l_1242) {
const uint32 l_1243 = l_1237 - uint32(1);
l_mut_89 = l_1243;
} else {
const bool l_1244 = l_1237 == uint32(2139095040);
if (l_1244) {
l_mut_89 = l_1237;
}
}
}
const float l_1245 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1246 = reinterpret_cast<uint32 const&>(l_1245);
const uint32 l_1247 = l_1246 & uint32(2147483647);
const float l_1248 = reinterpret_cast<float const&>(l_1247);
const double l_1249 = double(l_1248);
l_mut_1204 = l_1249;
const bool l_1250 = l_1247 < uint32(8388608);
if (l_1250) {
const double l_1251 = double(l_1247);
const double l_1252 = l_1251 * double(1.401298464324817e-45);
l_mut_1204 = l_1252;
}
const uint64 l_1253 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1254 = l_1246 >> uint32(31);
const uint64 l_1255 = uint64(l_1254);
const uint64 l_1256 = l_1255 << uint64(63);
const uint64 l_1257 = l_1253 | l_1256;
const double l_1258 = reinterpret_cast<double const&>(l_1257);
l_mut_1121 = l_1258;
}
}
}
const bool l_1259 = l_mut_37 == l_mut_1121;
const bool l_1260 = !l_1259;
if (l_1260) {
l_arr_1056[uint32(0)] = uint32(0);
}
const double l_1261 = l_1092 * double(7.1362384635298e44);
const double l_1262 = floor(l_1261);
const double l_1263 = l_1262 * double(1.401298464324817e-45);
l_mut_1204 = l_1263;
const double l_1264 = abs(l_1092);
const bool l_1265 = l_1264 >= double(1.1754943508222875e-38);
if (l_1265) {
const float l_1266 = float(l_1092);
const double l_1267 = double(l_1266);
l_mut_1204 = l_1267;
const bool l_1268 = l_mut_1204 > l_1092;
if (l_1268) {
const uint32 l_1269 = reinterpret_cast<uint32 const&>(l_1266);
const uint32 l_1270 = l_1269 ^ uint32(2147483648);
const float l_1271 = reinterpret_cast<float const&>(l_1270);
const uint32 l_1272 = reinterpret_cast<uint32 const&>(l_1271);
const uint32 l_1273 = l_1272 + uint32(1);
l_mut_89 = l_1273;
const uint32 l_1274 = l_1272 & uint32(2147483647);
const bool l_1275 = l_1274 == uint32(0);
if (l_1275) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1276 = l_1272 & uint32(2147483648);
const bool l_1277 = l_1276 != uint32(0);
if (l_1277) {
const uint32 l_1278 = l_1272 - uint32(1);
l_mut_89 = l_1278;
} else {
const bool l_1279 = l_1272 == uint32(2139095040);
if (l_1279) {
l_mut_89 = l_1272;
}
}
}
const float l_1280 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1281 = reinterpret_cast<uint32 const&>(l_1280);
const uint32 l_1282 = l_1281 ^ uint32(2147483648);
const float l_1283 = reinterpret_cast<float const&>(l_1282);
const uint32 l_1284 = reinterpret_cast<uint32 const&>(l_1283);
const uint32 l_1285 = l_1284 & uint32(2147483647);
const float l_1286 = reinterpret_cast<float const&>(l_1285);
const double l_1287 = double(l_1286);
l_mut_1121 = l_1287;
const bool l_1288 = l_1285 < uint32(8388608);
if (l_1288) {
const double l_1289 = double(l_1285);
const double l_1290 = l_1289 * double(1.401298464324817e-45);
l_mut_1121 = l_1290;
}
const uint64 l_1291 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1292 = l_1284 >> uint32(31);
const uint64 l_1293 = uint64(l_1292);
const uint64 l_1294 = l_1293 << uint64(63);
const uint64 l_1295 = l_1291 | l_1294;
const double l_1296 = reinterpret_cast<double const&>(l_1295);
l_mut_1204 = l_1296;
} else {
const uint32 l_1297 = reinterpret_cast<uint32 const&>(l_1266);
const uint32 l_1298 = l_1297 + uint32(1);
l_mut_89 = l_1298;
const uint32 l_1299 = l_1297 & uint32(2147483647);
const bool l_1300 = l_1299 == uint32(0);
if (l_1300) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1301 = l_1297 & uint32(2147483648);
const bool l_1302 = l_1301 != uint32(0);
if (l_1302) {
const uint32 l_1303 = l_1297 - uint32(1);
l_mut_89 = l_1303;
} else {
const bool l_1304 = l_1297 == uint32(2139095040);
if (l_1304) {
l_mut_89 = l_1297;
}
}
}
const float l_1305 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1306 = reinterpret_cast<uint32 const&>(l_1305);
const uint32 l_1307 = l_1306 & uint32(2147483647);
const float l_1308 = reinterpret_cast<float const&>(l_1307);
const double l_1309 = double(l_1308);
l_mut_1121 = l_1309;
const bool l_1310 = l_1307 < uint32(8388608);
if (l_1310) {
const double l_1311 = double(l_1307);
const double l_1312 = l_1311 * double(1.401298464324817e-45);
l_mut_1121 = l_1312;
}
const uint64 l_1313 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1314 = l_1306 >> uint32(31);
const uint64 l_1315 = uint64(l_1314);
const uint64 l_1316 = l_1315 << uint64(63);
const uint64 l_1317 = l_1313 | l_1316;
const double l_1318 = reinterpret_cast<double const&>(l_1317);
const bool l_1319 = l_1318 <= l_1092;
if (l_1319) {
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_1266);
const uint32 l_1321 = l_1320 + uint32(1);
l_mut_89 = l_1321;
const uint32 l_1322 = l_1320 & uint32(2147483647);
const bool l_1323 = l_1322 == uint32(0);
if (l_1323) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1324 = l_1320 & uint32(2147483648);
const bool l_1325 = l_1324 != uint32(0);
if (l_1325) {
const uint32 l_1326 = l_1320 - uint32(1);
l_mut_89 = l_1326;
} else {
const bool l_1327 = l_1320 == uint32(2139095040);
if (l_1327) {
l_mut_89 = l_1320;
}
}
}
const float l_1328 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_1328);
const uint32 l_1330 = l_1329 & uint32(2147483647);
const float l_1331 = reinterpret_cast<float const&>(l_1330);
const double l_1332 = double(l_1331);
l_mut_1121 = l_1332;
const bool l_1333 = l_1330 < uint32(8388608);
if (l_1333) {
const double l_1334 = double(l_1330);
const double l_1335 = l_1334 * double(1.401298464324817e-45);
l_mut_1121 = l_1335;
}
const uint64 l_1336 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_1337 = l_1329 >> uint32(31);
const uint64 l_1338 = uint64(l_1337);
const uint64 l_1339 = l_1338 << uint64(63);
const uint64 l_1340 = l_1336 | l_1339;
const double l_1341 = reinterpret_cast<double const&>(l_1340);
l_mut_1204 = l_1341;
}
}
}
l_mut_60 = l_mut_1204;
}
const double l_1342 = l_19 * l_mut_708;
const double l_1343 = l_1058 + l_1342;
l_mut_1204 = l_1343;
if (l_13) {
const double l_1344 = l_1343 - l_1059;
const double l_1345 = l_1344 * double(7.1362384635298e44);
const double l_1346 = floor(l_1345);
const double l_1347 = l_1346 * double(1.401298464324817e-45);
l_mut_1121 = l_1347;
const double l_1348 = abs(l_1344);
const bool l_1349 = l_1348 >= double(1.1754943508222875e-38);
if (l_1349) {
const float l_1350 = float(l_1344);
const double l_1351 = double(l_1350);
l_mut_1121 = l_1351;
const bool l_1352 = l_mut_1121 > l_1344;
if (l_1352) {
const uint32 l_1353 = reinterpret_cast<uint32 const&>(l_1350);
const uint32 l_1354 = l_1353 ^ uint32(2147483648);
const float l_1355 = reinterpret_cast<float const&>(l_1354);
const uint32 l_1356 = reinterpret_cast<uint32 const&>(l_1355);
const uint32 l_1357 = l_1356 + uint32(1);
l_mut_89 = l_1357;
const uint32 l_1358 = l_1356 & uint32(2147483647);
const bool l_1359 = l_1358 == uint32(0);
if (l_1359) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1360 = l_1356 & uint32(2147483648);
const bool l_1361 = l_1360 != uint32(0);
if (l_1361) {
const uint32 l_1362 = l_1356 - uint32(1);
l_mut_89 = l_1362;
} else {
const bool l_1363 = l_1356 == uint32(2139095040);
if (l_1363) {
l_mut_89 = l_1356;
}
}
}
const float l_1364 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1365 = reinterpret_cast<uint32 const&>(l_1364);
const uint32 l_1366 = l_1365 ^ uint32(2147483648);
const float l_1367 = reinterpret_cast<float const&>(l_1366);
const uint32 l_1368 = reinterpret_cast<uint32 const&>(l_1367);
const uint32 l_1369 = l_1368 & uint32(2147483647);
const float l_1370 = reinterpret_cast<float const&>(l_1369);
const double l_1371 = double(l_1370);
l_mut_708 = l_1371;
const bool l_1372 = l_1369 < uint32(8388608);
if (l_1372) {
const double l_1373 = double(l_1369);
const double l_1374 = l_1373 * double(1.401298464324817e-45);
l_mut_708 = l_1374;
}
const uint64 l_1375 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1376 = l_1368 >> uint32(31);
const uint64 l_1377 = uint64(l_1376);
const uint64 l_1378 = l_1377 << uint64(63);
const uint64 l_1379 = l_1375 | l_1378;
const double l_1380 = reinterpret_cast<double const&>(l_1379);
l_mut_1121 = l_1380;
} else {
const uint32 l_1381 = reinterpret_cast<uint32 const&>(l_1350);
const uint32 l_1382 = l_1381 + uint32(1);
l_mut_89 = l_1382;
const uint32 l_1383 = l_1381 & uint32(2147483647);
const bool l_1384 = l_1383 == uint32(0);
if (l_1384) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1385 = l_1381 & uint32(2147483648);
const bool l_1386 = l_1385 != uint32(0);
if (l_1386) {
const uint32 l_1387 = l_1381 - uint32(1);
l_mut_89 = l_1387;
} else {
const bool l_1388 = l_1381 == uint32(2139095040);
if (l_1388) {
l_mut_89 = l_1381;
}
}
}
const float l_1389 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1390 = reinterpret_cast<uint32 const&>(l_1389);
const uint32 l_1391 = l_1390 & uint32(2147483647);
const float l_1392 = reinterpret_cast<float const&>(l_1391);
const double l_1393 = double(l_1392);
l_mut_708 = l_1393;
const bool l_1394 = l_1391 < uint32(8388608);
if (l_1394) {
const double l_1395 = double(l_1391);
const double l_1396 = l_1395 * double(1.401298464324817e-45);
l_mut_708 = l_1396;
}
const uint64 l_1397 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1398 = l_1390 >> uint32(31);
const uint64 l_1399 = uint64(l_1398);
const uint64 l_1400 = l_1399 << uint64(63);
const uint64 l_1401 = l_1397 | l_1400;
const double l_1402 = reinterpret_cast<double const&>(l_1401);
const bool l_1403 = l_1402 <= l_1344;
if (l_1403) {
const uint32 l_1404 = reinterpret_cast<uint32 const&>(l_1350);
const uint32 l_1405 = l_1404 + uint32(1);
l_mut_89 = l_1405;
const uint32 l_1406 = l_1404 & uint32(2147483647);
const bool l_1407 = l_1406 == uint32(0);
if (l_1407) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1408 = l_1404 & uint32(2147483648);
const bool l_1409 = l_1408 != uint32(0);
if (l_1409) {
const uint32 l_1410 = l_1404 - uint32(1);
l_mut_89 = l_1410;
} else {
const bool l_1411 = l_1404 == uint32(2139095040);
if (l_1411) {
l_mut_89 = l_1404;
}
}
}
const float l_1412 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1413 = reinterpret_cast<uint32 const&>(l_1412);
const uint32 l_1414 = l_1413 & uint32(2147483647);
const float l_1415 = reinterpret_cast<float const&>(l_1414);
const double l_1416 = double(l_1415);
l_mut_708 = l_1416;
const bool l_1417 = l_1414 < uint32(8388608);
if (l_1417) {
const double l_1418 = double(l_1414);
const double l_1419 = l_1418 * double(1.401298464324817e-45);
l_mut_708 = l_1419;
}
const uint64 l_1420 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1421 = l_1413 >> uint32(31);
const uint64 l_1422 = uint64(l_1421);
const uint64 l_1423 = l_1422 << uint64(63);
const uint64 l_1424 = l_1420 | l_1423;
const double l_1425 = reinterpret_cast<double const&>(l_1424);
l_mut_1121 = l_1425;
}
}
}
const double l_1426 = l_1343 + l_1059;
const double l_1427 = l_1426 * double(7.1362384635298e44);
const double l_1428 = floor(l_1427);
const double l_1429 = l_1428 * double(1.401298464324817e-45);
l_mut_708 = l_1429;
const double l_1430 = abs(l_1426);
const bool l_1431 = l_1430 >= double(1.1754943508222875e-38);
if (l_1431) {
const float l_1432 = float(l_1426);
const double l_1433 = double(l_1432);
l_mut_708 = l_1433;
const bool l_1434 = l_mut_708 > l_1426;
if (l_1434) {
const uint32 l_1435 = reinterpret_cast<uint32 const&>(l_1432);
const uint32 l_1436 = l_1435 ^ uint32(2147483648);
const float l_1437 = reinterpret_cast<float const&>(l_1436);
const uint32 l_1438 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1439 = l_1438 + uint32(1);
l_mut_89 = l_1439;
const uint32 l_1440 = l_1438 & uint32(2147483647);
const bool l_1441 = l_1440 == uint32(0);
if (l_1441) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1442 = l_1438 & uint32(2147483648);
const bool l_1443 = l_1442 != uint32(0);
if (l_1443) {
const uint32 l_1444 = l_1438 - uint32(1);
l_mut_89 = l_1444;
} else {
const bool l_1445 = l_1438 == uint32(2139095040);
if (l_1445) {
l_mut_89 = l_1438;
}
}
}
const float l_1446 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1447 = reinterpret_cast<uint32 const&>(l_1446);
const uint32 l_1448 = l_1447 ^ uint32(2147483648);
const float l_1449 = reinterpret_cast<float const&>(l_1448);
const uint32 l_1450 = reinterpret_cast<uint32 const&>(l_1449);
const uint32 l_1451 = l_1450 & uint32(2147483647);
const float l_1452 = reinterpret_cast<float const&>(l_1451);
const double l_1453 = double(l_1452);
l_mut_37 = l_1453;
const bool l_1454 = l_1451 < uint32(8388608);
if (l_1454) {
const double l_1455 = double(l_1451);
const double l_1456 = l_1455 * double(1.401298464324817e-45);
l_mut_37 = l_1456;
}
const uint64 l_1457 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_1458 = l_1450 >> uint32(31);
const uint64 l_1459 = uint64(l_1458);
const uint64 l_1460 = l_1459 << uint64(63);
const uint64 l_1461 = l_1457 | l_1460;
const double l_1462 = reinterpret_cast<double const&>(l_1461);
l_mut_708 = l_1462;
} else {
const uint32 l_1463 = reinterpret_cast<uint32 const&>(l_1432);
const uint32 l_1464 = l_1463 + uint32(1);
l_mut_89 = l_1464;
const uint32 l_1465 = l_1463 & uint32(2147483647);
const bool l_1466 = l_1465 == uint32(0);
if (l_1466) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1467 = l_1463 & uint32(2147483648);
const bool l_1468 = l_1467 != uint32(0);
if (l_1468) {
const uint32 l_1469 = l_1463 - uint32(1);
l_mut_89 = l_1469;
} else {
const bool l_1470 = l_1463 == uint32(2139095040);
if (l_1470) {
l_mut_89 = l_1463;
}
}
}
const float l_1471 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1472 = reinterpret_cast<uint32 const&>(l_1471);
const uint32 l_1473 = l_1472 & uint32(2147483647);
const float l_1474 = reinterpret_cast<float const&>(l_1473);
const double l_1475 = double(l_1474);
l_mut_37 = l_1475;
const bool l_1476 = l_1473 < uint32(8388608);
if (l_1476) {
const double l_1477 = double(l_1473);
const double l_1478 = l_1477 * double(1.401298464324817e-45);
l_mut_37 = l_1478;
}
const uint64 l_1479 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_1480 = l_1472 >> uint32(31);
const uint64 l_1481 = uint64(l_1480);
const uint64 l_1482 = l_1481 << uint64(63);
const uint64 l_1483 = l_1479 | l_1482;
const double l_1484 = reinterpret_cast<double const&>(l_1483);
const bool l_1485 = l_1484 <= l_1426;
if (l_1485) {
const uint32 l_1486 = reinterpret_cast<uint32 const&>(l_1432);
const uint32 l_1487 = l_1486 + uint32(1);
l_mut_89 = l_1487;
const uint32 l_1488 = l_1486 & uint32(2147483647);
const bool l_1489 = l_1488 == uint32(0);
if (l_1489) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1490 = l_1486 & uint32(2147483648);
const bool l_1491 = l_1490 != uint32(0);
if (l_1491) {
const uint32 l_1492 = l_1486 - uint32(1);
l_mut_89 = l_1492;
} else {
const bool l_1493 = l_1486 == uint32(2139095040);
if (l_1493) {
l_mut_89 = l_1486;
}
}
}
const float l_1494 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1495 = reinterpret_cast<uint32 const&>(l_1494);
const uint32 l_1496 = l_1495 & uint32(2147483647);
const float l_1497 = reinterpret_cast<float const&>(l_1496);
const double l_1498 = double(l_1497);
l_mut_37 = l_1498;
const bool l_1499 = l_1496 < uint32(8388608);
if (l_1499) {
const double l_1500 = double(l_1496);
const double l_1501 = l_1500 * double(1.401298464324817e-45);
l_mut_37 = l_1501;
}
const uint64 l_1502 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_1503 = l_1495 >> uint32(31);
const uint64 l_1504 = uint64(l_1503);
const uint64 l_1505 = l_1504 << uint64(63);
const uint64 l_1506 = l_1502 | l_1505;
const double l_1507 = reinterpret_cast<double const&>(l_1506);
l_mut_708 = l_1507;
}
}
}
const bool l_1508 = l_mut_1121 == l_mut_708;
const bool l_1509 = !l_1508;
if (l_1509) {
l_arr_1056[uint32(0)] = uint32(0);
}
const double l_1510 = -l_1343;
const double l_1511 = l_1510 * double(7.1362384635298e44);
const double l_1512 = floor(l_1511);
const double l_1513 = l_1512 * double(1.401298464324817e-45);
l_mut_1121 = l_1513;
const double l_1514 = abs(l_1510);
const bool l_1515 = l_1514 >= double(1.1754943508222875e-38);
if (l_1515) {
const float l_1516 = float(l_1510);
const double l_1517 = double(l_1516);
l_mut_1121 = l_1517;
const bool l_1518 = l_mut_1121 > l_1510;
if (l_1518) {
const uint32 l_1519 = reinterpret_cast<uint32 const&>(l_1516);
const uint32 l_1520 = l_1519 ^ uint32(2147483648);
const float l_1521 = reinterpret_cast<float const&>(l_1520);
const uint32 l_1522 = reinterpret_cast<uint32 const&>(l_1521);
const uint32 l_1523 = l_1522 + uint32(1);
l_mut_89 = l_1523;
const uint32 l_1524 = l_1522 & uint32(2147483647);
const bool l_1525 = l_1524 == uint32(0);
if (l_1525) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1526 = l_1522 & uint32(2147483648);
const bool l_1527 = l_1526 != uint32(0);
if (l_1527) {
const uint32 l_1528 = l_1522 - uint32(1);
l_mut_89 = l_1528;
} else {
const bool l_1529 = l_1522 == uint32(2139095040);
if (l_1529) {
l_mut_89 = l_1522;
}
}
}
const float l_1530 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1531 = reinterpret_cast<uint32 const&>(l_1530);
const uint32 l_1532 = l_1531 ^ uint32(2147483648);
const float l_1533 = reinterpret_cast<float const&>(l_1532);
const uint32 l_1534 = reinterpret_cast<uint32 const&>(l_1533);
const uint32 l_1535 = l_1534 & uint32(2147483647);
const float l_1536 = reinterpret_cast<float const&>(l_1535);
const double l_1537 = double(l_1536);
l_mut_708 = l_1537;
const bool l_1538 = l_1535 < uint32(8388608);
if (l_1538) {
const double l_1539 = double(l_1535);
const double l_1540 = l_1539 * double(1.401298464324817e-45);
l_mut_708 = l_1540;
}
const uint64 l_1541 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1542 = l_1534 >> uint32(31);
const uint64 l_1543 = uint64(l_1542);
const uint64 l_1544 = l_1543 << uint64(63);
const uint64 l_1545 = l_1541 | l_1544;
const double l_1546 = reinterpret_cast<double const&>(l_1545);
l_mut_1121 = l_1546;
} else {
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1516);
const uint32 l_1548 = l_1547 + uint32(1);
l_mut_89 = l_1548;
const uint32 l_1549 = l_1547 & uint32(2147483647);
const bool l_1550 = l_1549 == uint32(0);
if (l_1550) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1551 = l_1547 & uint32(2147483648);
const bool l_1552 = l_1551 != uint32(0);
if (l_1552) {
const uint32 l_1553 = l_1547 - uint32(1);
l_mut_89 = l_1553;
} else {
const bool l_1554 = l_1547 == uint32(2139095040);
if (l_1554) {
l_mut_89 = l_1547;
}
}
}
const float l_1555 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1556 = reinterpret_cast<uint32 const&>(l_1555);
const uint32 l_1557 = l_1556 & uint32(2147483647);
const float l_1558 = reinterpret_cast<float const&>(l_1557);
const double l_1559 = double(l_1558);
l_mut_708 = l_1559;
const bool l_1560 = l_1557 < uint32(8388608);
if (l_1560) {
const double l_1561 = double(l_1557);
const double l_1562 = l_1561 * double(1.401298464324817e-45);
l_mut_708 = l_1562;
}
const uint64 l_1563 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1564 = l_1556 >> uint32(31);
const uint64 l_1565 = uint64(l_1564);
const uint64 l_1566 = l_1565 << uint64(63);
const uint64 l_1567 = l_1563 | l_1566;
const double l_1568 = reinterpret_cast<double const&>(l_1567);
const bool l_1569 = l_1568 <= l_1510;
if (l_1569) {
const uint32 l_1570 = reinterpret_cast<uint32 const&>(l_1516);
const uint32 l_1571 = l_1570 + uint32(1);
l_mut_89 = l_1571;
const uint32 l_1572 = l_1570 & uint32(2147483647);
const bool l_1573 = l_1572 == uint32(0);
if (l_1573) {
l_mut_89 = uint32(1);
} else {
const uint32 l_1574 = l_1570 & uint32(2147483648);
const bool l_1575 = l_1574 != uint32(0);
if (l_1575) {
const uint32 l_1576 = l_1570 - uint32(1);
l_mut_89 = l_1576;
} else {
const bool l_1577 = l_1570 == uint32(2139095040);
if (l_1577) {
l_mut_89 = l_1570;
}
}
}
const float l_1578 = reinterpret_cast<float const&>(l_mut_89);
const uint32 l_1579 = reinterpret_cast<uint32 const&>(l_1578);
const uint32 l_1580 = l_1579 & uint32(2147483647);
const float l_1581 = reinterpret_cast<float const&>(l_1580);
const double l_1582 = double(l_1581);
l_mut_708 = l_1582;
const bool l_1583 = l_1580 < uint32(8388608);
if (l_1583) {
const double l_1584 = double(l_1580);
const double l_1585 = l_1584 * double(1.401298464324817e-45);
l_mut_708 = l_1585;
}
const uint64 l_1586 = reinterpret_cast<uint64 const&>(l_mut_708);
const uint32 l_1587 = l_1579 >> uint32(31);
const uint64 l_1588 = uint64(l_1587);
const uint64 l_1589 = l_1588 << uint64(63);
const uint64 l_1590 = l_1586 | l_1589;
const double l_1591 = reinterpret_cast<double const&>(l_1590);
l_mut_1121 = l_1591;
}
}
}
const double l_1592 = -l_mut_1121;
l_mut_1204 = l_1592;
}
l_mut_89 = uint32(0);
const bool l_1593 = l_mut_60 <= double(0.0);
const bool l_1594 = l_mut_1204 >= double(0.0);
const bool l_1595 = l_1593 && l_1594;
const bool l_1596 = !l_1595;
if (l_1596) {
const double l_1597 = double(1.0) / l_mut_1204;
const double l_1598 = double(1.0) / l_mut_60;
const double l_1599 = abs(l_1597);
const double l_1600 = l_1599 * double(1.4551915228366852e-11);
const double l_1601 = abs(l_1598);
const double l_1602 = l_1601 * double(1.4551915228366852e-11);
const double l_1603 = l_1597 - l_1600;
const double l_1604 = abs(l_1603);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1605 = l_1604 >= double(1.1754943508222875e-38);
const bool l_1606 = l_1604 <= double(1.7976931348623157e308);
const bool l_1607 = l_1605 && l_1606;
if (l_1607) {
const uint64 l_1608 = reinterpret_cast<uint64 const&>(l_1604);
const uint64 l_1609 = l_1608 >> uint64(52);
const uint64 l_1610 = l_1609 - uint64(23);
const uint64 l_1611 = l_1610 << uint64(52);
const double l_1612 = reinterpret_cast<double const&>(l_1611);
l_mut_1204 = l_1612;
}
const double l_1613 = l_1597 + l_1600;
const double l_1614 = abs(l_1613);
l_mut_1121 = double(1.401298464324817e-45);
const bool l_1615 = l_1614 >= double(1.1754943508222875e-38);
const bool l_1616 = l_1614 <= double(1.7976931348623157e308);
const bool l_1617 = l_1615 && l_1616;
if (l_1617) {
const uint64 l_1618 = reinterpret_cast<uint64 const&>(l_1614);
const uint64 l_1619 = l_1618 >> uint64(52);
const uint64 l_1620 = l_1619 - uint64(23);
const uint64 l_1621 = l_1620 << uint64(52);
const double l_1622 = reinterpret_cast<double const&>(l_1621);
l_mut_1121 = l_1622;
}
const bool l_1623 = l_mut_1204 == l_mut_1121;
const bool l_1624 = !l_1623;
const double l_1625 = l_1598 - l_1602;
const double l_1626 = abs(l_1625);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1627 = l_1626 >= double(1.1754943508222875e-38);
const bool l_1628 = l_1626 <= double(1.7976931348623157e308);
const bool l_1629 = l_1627 && l_1628;
if (l_1629) {
const uint64 l_1630 = reinterpret_cast<uint64 const&>(l_1626);
const uint64 l_1631 = l_1630 >> uint64(52);
const uint64 l_1632 = l_1631 - uint64(23);
const uint64 l_1633 = l_1632 << uint64(52);
const double l_1634 = reinterpret_cast<double const&>(l_1633);
l_mut_1204 = l_1634;
}
const double l_1635 = l_1598 + l_1602;
const double l_1636 = abs(l_1635);
l_mut_1121 = double(1.401298464324817e-45);
const bool l_1637 = l_1636 >= double(1.1754943508222875e-38);
const bool l_1638 = l_1636 <= double(1.7976931348623157e308);
const bool l_1639 = l_1637 && l_1638;
if (l_1639) {
const uint64 l_1640 = reinterpret_cast<uint64 const&>(l_1636);
const uint64 l_1641 = l_1640 >> uint64(52);
const uint64 l_1642 = l_1641 - uint64(23);
const uint64 l_1643 = l_1642 << uint64(52);
const double l_1644 = reinterpret_cast<double const&>(l_1643);
l_mut_1121 = l_1644;
}
const bool l_1645 = l_mut_1204 == l_mut_1121;
const bool l_1646 = !l_1645;
const bool l_1647 = l_1624 || l_1646;
if (l_1647) {
l_arr_1056[uint32(0)] = uint32(0);
}
const double l_1648 = abs(l_1597);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1649 = l_1648 >= double(1.1754943508222875e-38);
const bool l_1650 = l_1648 <= double(1.7976931348623157e308);
const bool l_1651 = l_1649 && l_1650;
if (l_1651) {
const uint64 l_1652 = reinterpret_cast<uint64 const&>(l_1648);
const uint64 l_1653 = l_1652 >> uint64(52);
const uint64 l_1654 = l_1653 - uint64(23);
const uint64 l_1655 = l_1654 << uint64(52);
const double l_1656 = reinterpret_cast<double const&>(l_1655);
l_mut_1204 = l_1656;
}
const double l_1657 = l_22 * l_mut_1204;
const double l_1658 = l_1597 - l_1657;
const double l_1659 = abs(l_1598);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1660 = l_1659 >= double(1.1754943508222875e-38);
const bool l_1661 = l_1659 <= double(1.7976931348623157e308);
const bool l_1662 = l_1660 && l_1661;
if (l_1662) {
const uint64 l_1663 = reinterpret_cast<uint64 const&>(l_1659);
const uint64 l_1664 = l_1663 >> uint64(52);
const uint64 l_1665 = l_1664 - uint64(23);
const uint64 l_1666 = l_1665 << uint64(52);
const double l_1667 = reinterpret_cast<double const&>(l_1666);
l_mut_1204 = l_1667;
}
const double l_1668 = l_22 * l_mut_1204;
const double l_1669 = l_1598 + l_1668;
const uint32 l_1670 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1671 = l_1670 & uint32(2147483647);
const float l_1672 = reinterpret_cast<float const&>(l_1671);
const double l_1673 = double(l_1672);
l_mut_1204 = l_1673;
const bool l_1674 = l_1671 < uint32(8388608);
if (l_1674) {
const double l_1675 = double(l_1671);
const double l_1676 = l_1675 * double(1.401298464324817e-45);
l_mut_1204 = l_1676;
}
const uint64 l_1677 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1678 = l_1670 >> uint32(31);
const uint64 l_1679 = uint64(l_1678);
const uint64 l_1680 = l_1679 << uint64(63);
const uint64 l_1681 = l_1677 | l_1680;
const double l_1682 = reinterpret_cast<double const&>(l_1681);
const uint32 l_1683 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1684 = l_1683 + uint32(1);
l_mut_47 = l_1684;
const uint32 l_1685 = l_1683 & uint32(2147483647);
const bool l_1686 = l_1685 == uint32(0);
if (l_1686) {
l_mut_47 = uint32(1);
} else {
const uint32 l_1687 = l_1683 & uint32(2147483648);
const bool l_1688 = l_1687 != uint32(0);
if (l_1688) {
const uint32 l_1689 = l_1683 - uint32(1);
l_mut_47 = l_1689;
} else {
const bool l_1690 = l_1683 == uint32(2139095040);
if (l_1690) {
l_mut_47 = l_1683;
}
}
}
const float l_1691 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_1692 = reinterpret_cast<uint32 const&>(l_1691);
const uint32 l_1693 = l_1692 & uint32(2147483647);
const float l_1694 = reinterpret_cast<float const&>(l_1693);
const double l_1695 = double(l_1694);
l_mut_1204 = l_1695;
const bool l_1696 = l_1693 < uint32(8388608);
if (l_1696) {
const double l_1697 = double(l_1693);
const double l_1698 = l_1697 * double(1.401298464324817e-45);
l_mut_1204 = l_1698;
}
const uint64 l_1699 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1700 = l_1692 >> uint32(31);
const uint64 l_1701 = uint64(l_1700);
const uint64 l_1702 = l_1701 << uint64(63);
const uint64 l_1703 = l_1699 | l_1702;
const double l_1704 = reinterpret_cast<double const&>(l_1703);
const uint32 l_1705 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1706 = l_1705 ^ uint32(2147483648);
const float l_1707 = reinterpret_cast<float const&>(l_1706);
const uint32 l_1708 = reinterpret_cast<uint32 const&>(l_1707);
const uint32 l_1709 = l_1708 + uint32(1);
l_mut_47 = l_1709;
const uint32 l_1710 = l_1708 & uint32(2147483647);
const bool l_1711 = l_1710 == uint32(0);
if (l_1711) {
l_mut_47 = uint32(1);
} else {
const uint32 l_1712 = l_1708 & uint32(2147483648);
const bool l_1713 = l_1712 != uint32(0);
if (l_1713) {
const uint32 l_1714 = l_1708 - uint32(1);
l_mut_47 = l_1714;
} else {
const bool l_1715 = l_1708 == uint32(2139095040);
if (l_1715) {
l_mut_47 = l_1708;
}
}
}
const float l_1716 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_1717 = reinterpret_cast<uint32 const&>(l_1716);
const uint32 l_1718 = l_1717 ^ uint32(2147483648);
const float l_1719 = reinterpret_cast<float const&>(l_1718);
const uint32 l_1720 = reinterpret_cast<uint32 const&>(l_1719);
const uint32 l_1721 = l_1720 & uint32(2147483647);
const float l_1722 = reinterpret_cast<float const&>(l_1721);
const double l_1723 = double(l_1722);
l_mut_1204 = l_1723;
const bool l_1724 = l_1721 < uint32(8388608);
if (l_1724) {
const double l_1725 = double(l_1721);
const double l_1726 = l_1725 * double(1.401298464324817e-45);
l_mut_1204 = l_1726;
}
const uint64 l_1727 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1728 = l_1720 >> uint32(31);
const uint64 l_1729 = uint64(l_1728);
const uint64 l_1730 = l_1729 << uint64(63);
const uint64 l_1731 = l_1727 | l_1730;
const double l_1732 = reinterpret_cast<double const&>(l_1731);
const double l_1733 = l_1658 + l_1600;
const bool l_1734 = l_1733 <= l_1682;
l_mut_149 = l_1734;
const double l_1735 = l_1658 - l_1600;
const bool l_1736 = l_1735 > l_1682;
l_mut_146 = l_1736;
const double l_1737 = l_1669 - l_1602;
const bool l_1738 = l_1737 >= l_1682;
l_mut_143 = l_1738;
const double l_1739 = l_1669 + l_1602;
const bool l_1740 = l_1739 < l_1682;
l_mut_140 = l_1740;
if (l_13) {
const double l_1741 = l_1658 + l_1600;
const bool l_1742 = l_1741 < l_1704;
l_mut_149 = l_1742;
const double l_1743 = l_1658 - l_1600;
const bool l_1744 = l_1743 >= l_1704;
l_mut_146 = l_1744;
const double l_1745 = l_1669 - l_1602;
const bool l_1746 = l_1745 > l_1732;
l_mut_143 = l_1746;
const double l_1747 = l_1669 + l_1602;
const bool l_1748 = l_1747 <= l_1732;
l_mut_140 = l_1748;
}
l_mut_47 = uint32(2);
const bool l_1749 = l_mut_146 || l_mut_140;
if (l_1749) {
l_mut_47 = uint32(1);
} else {
const bool l_1750 = l_mut_149 && l_mut_143;
if (l_1750) {
l_mut_47 = uint32(0);
}
}
const uint32 l_1751 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1752 = l_1751 & uint32(2147483647);
const bool l_1753 = l_1752 == uint32(0);
if (l_1753) {
const double l_1754 = l_1658 + l_1600;
const bool l_1755 = l_1754 < double(1.1754943508222875e-38);
const double l_1756 = l_1669 - l_1602;
const bool l_1757 = l_1756 > double(-1.1754943508222875e-38);
const bool l_1758 = l_1755 && l_1757;
const double l_1759 = l_1658 - l_1600;
const bool l_1760 = l_1759 < double(1.1754943508222875e-38);
const double l_1761 = l_1669 + l_1602;
const bool l_1762 = l_1761 > double(-1.1754943508222875e-38);
const bool l_1763 = l_1760 && l_1762;
if (l_1758) {
l_mut_47 = uint32(0);
} else {
const bool l_1764 = l_mut_47 == uint32(1);
const bool l_1765 = l_1763 && l_1764;
if (l_1765) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
const uint32 l_1766 = l_arr_1056[uint32(0)];
const bool l_1767 = l_1766 == uint32(0);
if (l_1767) {
l_mut_89 = uint32(2);
}
l_mut_30 = l_mut_89;
} else {
const bool l_1768 = l_9 == uint32(10);
if (l_1768) {
const double l_1769 = sqrt(l_26);
const double l_1770 = double(1.0) / l_1769;
const double l_1771 = l_1770 * double(1.4551915228366852e-11);
const double l_1772 = abs(l_1770);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1773 = l_1772 >= double(1.1754943508222875e-38);
const bool l_1774 = l_1772 <= double(1.7976931348623157e308);
const bool l_1775 = l_1773 && l_1774;
if (l_1775) {
const uint64 l_1776 = reinterpret_cast<uint64 const&>(l_1772);
const uint64 l_1777 = l_1776 >> uint64(52);
const uint64 l_1778 = l_1777 - uint64(23);
const uint64 l_1779 = l_1778 << uint64(52);
const double l_1780 = reinterpret_cast<double const&>(l_1779);
l_mut_1204 = l_1780;
}
const double l_1781 = l_19 * l_mut_1204;
const double l_1782 = l_1770 - l_1781;
const double l_1783 = l_26 * l_1782;
const double l_1784 = l_19 * l_mut_1204;
const double l_1785 = l_1770 + l_1784;
const double l_1786 = l_26 * l_1785;
l_mut_89 = uint32(2);
const double l_1787 = l_1770 - l_1771;
const double l_1788 = abs(l_1787);
l_mut_1204 = double(1.401298464324817e-45);
const bool l_1789 = l_1788 >= double(1.1754943508222875e-38);
const bool l_1790 = l_1788 <= double(1.7976931348623157e308);
const bool l_1791 = l_1789 && l_1790;
if (l_1791) {
const uint64 l_1792 = reinterpret_cast<uint64 const&>(l_1788);
const uint64 l_1793 = l_1792 >> uint64(52);
const uint64 l_1794 = l_1793 - uint64(23);
const uint64 l_1795 = l_1794 << uint64(52);
const double l_1796 = reinterpret_cast<double const&>(l_1795);
l_mut_1204 = l_1796;
}
const double l_1797 = l_1770 + l_1771;
const double l_1798 = abs(l_1797);
l_mut_1121 = double(1.401298464324817e-45);
const bool l_1799 = l_1798 >= double(1.1754943508222875e-38);
const bool l_1800 = l_1798 <= double(1.7976931348623157e308);
const bool l_1801 = l_1799 && l_1800;
if (l_1801) {
const uint64 l_1802 = reinterpret_cast<uint64 const&>(l_1798);
const uint64 l_1803 = l_1802 >> uint64(52);
const uint64 l_1804 = l_1803 - uint64(23);
const uint64 l_1805 = l_1804 << uint64(52);
const double l_1806 = reinterpret_cast<double const&>(l_1805);
l_mut_1121 = l_1806;
}
const bool l_1807 = l_mut_1204 == l_mut_1121;
if (l_1807) {
const double l_1808 = abs(l_1783);
const double l_1809 = l_1808 * double(1.4551915228366852e-11);
const double l_1810 = abs(l_1786);
const double l_1811 = l_1810 * double(1.4551915228366852e-11);
const uint32 l_1812 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1813 = l_1812 & uint32(2147483647);
const float l_1814 = reinterpret_cast<float const&>(l_1813);
const double l_1815 = double(l_1814);
l_mut_1204 = l_1815;
const bool l_1816 = l_1813 < uint32(8388608);
if (l_1816) {
const double l_1817 = double(l_1813);
const double l_1818 = l_1817 * double(1.401298464324817e-45);
l_mut_1204 = l_1818;
}
const uint64 l_1819 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1820 = l_1812 >> uint32(31);
const uint64 l_1821 = uint64(l_1820);
const uint64 l_1822 = l_1821 << uint64(63);
const uint64 l_1823 = l_1819 | l_1822;
const double l_1824 = reinterpret_cast<double const&>(l_1823);
const uint32 l_1825 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1826 = l_1825 + uint32(1);
l_mut_47 = l_1826;
const uint32 l_1827 = l_1825 & uint32(2147483647);
const bool l_1828 = l_1827 == uint32(0);
if (l_1828) {
l_mut_47 = uint32(1);
} else {
const uint32 l_1829 = l_1825 & uint32(2147483648);
const bool l_1830 = l_1829 != uint32(0);
if (l_1830) {
const uint32 l_1831 = l_1825 - uint32(1);
l_mut_47 = l_1831;
} else {
const bool l_1832 = l_1825 == uint32(2139095040);
if (l_1832) {
l_mut_47 = l_1825;
}
}
}
const float l_1833 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_1834 = reinterpret_cast<uint32 const&>(l_1833);
const uint32 l_1835 = l_1834 & uint32(2147483647);
const float l_1836 = reinterpret_cast<float const&>(l_1835);
const double l_1837 = double(l_1836);
l_mut_1204 = l_1837;
const bool l_1838 = l_1835 < uint32(8388608);
if (l_1838) {
const double l_1839 = double(l_1835);
const double l_1840 = l_1839 * double(1.401298464324817e-45);
l_mut_1204 = l_1840;
}
const uint64 l_1841 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1842 = l_1834 >> uint32(31);
const uint64 l_1843 = uint64(l_1842);
const uint64 l_1844 = l_1843 << uint64(63);
const uint64 l_1845 = l_1841 | l_1844;
const double l_1846 = reinterpret_cast<double const&>(l_1845);
const uint32 l_1847 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1848 = l_1847 ^ uint32(2147483648);
const float l_1849 = reinterpret_cast<float const&>(l_1848);
const uint32 l_1850 = reinterpret_cast<uint32 const&>(l_1849);
const uint32 l_1851 = l_1850 + uint32(1);
l_mut_47 = l_1851;
const uint32 l_1852 = l_1850 & uint32(2147483647);
const bool l_1853 = l_1852 == uint32(0);
if (l_1853) {
l_mut_47 = uint32(1);
} else {
const uint32 l_1854 = l_1850 & uint32(2147483648);
const bool l_1855 = l_1854 != uint32(0);
if (l_1855) {
const uint32 l_1856 = l_1850 - uint32(1);
l_mut_47 = l_1856;
} else {
const bool l_1857 = l_1850 == uint32(2139095040);
if (l_1857) {
l_mut_47 = l_1850;
}
}
}
const float l_1858 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_1859 = reinterpret_cast<uint32 const&>(l_1858);
const uint32 l_1860 = l_1859 ^ uint32(2147483648);
const float l_1861 = reinterpret_cast<float const&>(l_1860);
const uint32 l_1862 = reinterpret_cast<uint32 const&>(l_1861);
const uint32 l_1863 = l_1862 & uint32(2147483647);
const float l_1864 = reinterpret_cast<float const&>(l_1863);
const double l_1865 = double(l_1864);
l_mut_1204 = l_1865;
const bool l_1866 = l_1863 < uint32(8388608);
if (l_1866) {
const double l_1867 = double(l_1863);
const double l_1868 = l_1867 * double(1.401298464324817e-45);
l_mut_1204 = l_1868;
}
const uint64 l_1869 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1870 = l_1862 >> uint32(31);
const uint64 l_1871 = uint64(l_1870);
const uint64 l_1872 = l_1871 << uint64(63);
const uint64 l_1873 = l_1869 | l_1872;
const double l_1874 = reinterpret_cast<double const&>(l_1873);
const double l_1875 = l_1783 + l_1809;
const bool l_1876 = l_1875 <= l_1824;
l_mut_149 = l_1876;
const double l_1877 = l_1783 - l_1809;
const bool l_1878 = l_1877 > l_1824;
l_mut_146 = l_1878;
const double l_1879 = l_1786 - l_1811;
const bool l_1880 = l_1879 >= l_1824;
l_mut_143 = l_1880;
const double l_1881 = l_1786 + l_1811;
const bool l_1882 = l_1881 < l_1824;
l_mut_140 = l_1882;
const double l_1883 = l_1783 + l_1809;
const bool l_1884 = l_1883 < l_1846;
l_mut_149 = l_1884;
const double l_1885 = l_1783 - l_1809;
const bool l_1886 = l_1885 >= l_1846;
l_mut_146 = l_1886;
const double l_1887 = l_1786 - l_1811;
const bool l_1888 = l_1887 > l_1874;
l_mut_143 = l_1888;
const double l_1889 = l_1786 + l_1811;
const bool l_1890 = l_1889 <= l_1874;
l_mut_140 = l_1890;
l_mut_47 = uint32(2);
const bool l_1891 = l_mut_146 || l_mut_140;
if (l_1891) {
l_mut_47 = uint32(1);
} else {
const bool l_1892 = l_mut_149 && l_mut_143;
if (l_1892) {
l_mut_47 = uint32(0);
}
}
const uint32 l_1893 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1894 = l_1893 & uint32(2147483647);
const bool l_1895 = l_1894 == uint32(0);
if (l_1895) {
const double l_1896 = l_1783 + l_1809;
const bool l_1897 = l_1896 < double(1.1754943508222875e-38);
const double l_1898 = l_1786 - l_1811;
const bool l_1899 = l_1898 > double(-1.1754943508222875e-38);
const bool l_1900 = l_1897 && l_1899;
const double l_1901 = l_1783 - l_1809;
const bool l_1902 = l_1901 < double(1.1754943508222875e-38);
const double l_1903 = l_1786 + l_1811;
const bool l_1904 = l_1903 > double(-1.1754943508222875e-38);
const bool l_1905 = l_1902 && l_1904;
if (l_1900) {
l_mut_47 = uint32(0);
} else {
const bool l_1906 = l_mut_47 == uint32(1);
const bool l_1907 = l_1905 && l_1906;
if (l_1907) {
l_mut_47 = uint32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
const bool l_1908 = l_9 == uint32(11);
const bool l_1909 = l_9 == uint32(12);
const bool l_1910 = l_1908 || l_1909;
if (l_1910) {
l_mut_30 = uint32(0);
const bool l_1911 = l_27 <= l_25;
const bool l_1912 = l_9 == uint32(11);
const bool l_1913 = l_1911 && l_1912;
if (l_1913) {
const float l_1914 = float(l_26);
const uint32 l_1915 = reinterpret_cast<uint32 const&>(l_1914);
const uint32 l_1916 = l_1915 & uint32(2147483647);
const float l_1917 = reinterpret_cast<float const&>(l_1916);
const double l_1918 = double(l_1917);
l_mut_1204 = l_1918;
const bool l_1919 = l_1916 < uint32(8388608);
if (l_1919) {
const double l_1920 = double(l_1916);
const double l_1921 = l_1920 * double(1.401298464324817e-45);
l_mut_1204 = l_1921;
}
const uint64 l_1922 = reinterpret_cast<uint64 const&>(l_mut_1204);
const uint32 l_1923 = l_1915 >> uint32(31);
const uint64 l_1924 = uint64(l_1923);
const uint64 l_1925 = l_1924 << uint64(63);
const uint64 l_1926 = l_1922 | l_1925;
const double l_1927 = reinterpret_cast<double const&>(l_1926);
const double l_1928 = abs(l_1927);
l_mut_1204 = l_1928;
l_mut_89 = uint32(0);
const bool l_1929 = l_1928 >= double(0.785);
if (l_1929) {
const double l_1930 = l_1928 * double(0.6366197723675814);
const double l_1931 = l_1930 + double(0.5);
const double l_1932 = floor(l_1931);
const double l_1933 = l_1932 * double(1.570796325802803);
const double l_1934 = l_1928 - l_1933;
const double l_1935 = l_1934 * l_4;
const double l_1936 = l_1932 * double(9.920935796805404e-10);
const double l_1937 = l_1935 - l_1936;
l_mut_1204 = l_1937;
const uint32 l_1938 = uint32(l_1932);
l_mut_89 = l_1938;
}
const uint32 l_1939 = reinterpret_cast<uint32 const&>(l_1914);
const bool l_1940 = l_1939 >= uint32(2147483648);
const double l_1941 = l_mut_1204 * l_mut_1204;
const double l_1942 = l_1941 * double(1.9572941063391263e-20);
const double l_1943 = double(8.22063524662433e-18) - l_1942;
l_mut_1121 = l_1943;
const double l_1944 = l_mut_1121 * l_1941;
const double l_1945 = l_1944 - double(2.8114572543455206e-15);
l_mut_1121 = l_1945;
const double l_1946 = l_mut_1121 * l_1941;
const double l_1947 = l_1946 + double(7.647163731819816e-13);
l_mut_1121 = l_1947;
const double l_1948 = l_mut_1121 * l_1941;
const double l_1949 = l_1948 - double(1.6059043836821613e-10);
l_mut_1121 = l_1949;
const double l_1950 = l_mut_1121 * l_1941;
const double l_1951 = l_1950 + double(2.505210838544172e-8);
l_mut_1121 = l_1951;
const double l_1952 = l_mut_1121 * l_1941;
const double l_1953 = l_1952 - double(2.7557319223985893e-6);
l_mut_1121 = l_1953;
const double l_1954 = l_mut_1121 * l_1941;
const double l_1955 = l_1954 + double(0.0001984126984126984);
l_mut_1121 = l_1955;
const double l_1956 = l_mut_1121 * l_1941;
const double l_1957 = l_1956 - double(0.008333333333333333);
l_mut_1121 = l_1957;
const double l_1958 = l_mut_1121 * l_1941;
const double l_1959 = l_1958 + double(0.16666666666666666);
l_mut_1121 = l_1959;
const double l_1960 = double(0.5) * l_1941;
const double l_1961 = double(1.0) - l_1960;
const double l_1962 = double(0.0) * l_1961;
const double l_1963 = l_mut_1204 * l_1941;
const double l_1964 = l_1963 * l_mut_1121;
const double l_1965 = l_1962 - l_1964;
const double l_1966 = l_mut_1204 + l_1965;
const double l_1967 = l_mut_1204 * l_mut_1204;
const double l_1968 = l_1967 * double(4.110317623312165e-19);
const double l_1969 = l_1968 - double(1.5619206968586225e-16);
l_mut_1121 = l_1969;
const double l_1970 = l_mut_1121 * l_1967;
const double l_1971 = l_1970 + double(4.779477332387385e-14);
l_mut_1121 = l_1971;
const double l_1972 = l_mut_1121 * l_1967;
const double l_1973 = l_1972 - double(1.1470745597729725e-11);
l_mut_1121 = l_1973;
const double l_1974 = l_mut_1121 * l_1967;
const double l_1975 = l_1974 + double(2.08767569878681e-9);
l_mut_1121 = l_1975;
const double l_1976 = l_mut_1121 * l_1967;
const double l_1977 = l_1976 - double(2.755731922398589e-7);
l_mut_1121 = l_1977;
const double l_1978 = l_mut_1121 * l_1967;
const double l_1979 = l_1978 + double(2.48015873015873e-5);
l_mut_1121 = l_1979;
const double l_1980 = l_mut_1121 * l_1967;
const double l_1981 = l_1980 - double(0.001388888888888889);
l_mut_1121 = l_1981;
const double l_1982 = l_mut_1121 * l_1967;
const double l_1983 = l_1982 + double(0.041666666666666664);
l_mut_1121 = l_1983;
const double l_1984 = double(0.5) * l_1967;
const double l_1985 = double(1.0) - l_1984;
const double l_1986 = l_1967 * l_1967;
const double l_1987 = l_1986 * l_mut_1121;
const double l_1988 = double(0.0) * l_mut_1204;
const double l_1989 = l_1987 - l_1988;
const double l_1990 = l_1985 + l_1989;
const uint32 l_1991 = l_mut_89 & uint32(1);
const bool l_1992 = l_1991 == uint32(1);
l_mut_1204 = l_1966;
const uint32 l_1993 = l_mut_89 & uint32(2);
const bool l_1994 = l_1993 != uint32(0);
l_mut_149 = l_1994;
const bool l_1995 = uint32(6) == uint32(6);
if (l_1995) {
if (l_1992) {
l_mut_1204 = l_1990;
}
} else {
const bool l_1996 = uint32(6) == uint32(7);
if (l_1996) {
l_mut_1204 = l_1990;
if (l_1992) {
l_mut_1204 = l_1966;
}
const uint32 l_1997 = l_mut_89 + uint32(1);
const uint32 l_1998 = l_1997 & uint32(2);
const bool l_1999 = l_1998 != uint32(0);
l_mut_149 = l_1999;
} else {
const double l_2000 = l_1966 / l_1990;
l_mut_1204 = l_2000;
if (l_1992) {
const double l_2001 = l_1990 / l_1966;
l_mut_1204 = l_2001;
}
l_mut_149 = l_1992;
}
}
const bool l_2002 = uint32(6) != uint32(7);
const bool l_2003 = l_2002 && l_1940;
if (l_2003) {
const bool l_2004 = !l_mut_149;
l_mut_149 = l_2004;
}
if (l_mut_149) {
const double l_2005 = -l_mut_1204;
l_mut_1204 = l_2005;
}
const float l_2006 = float(l_26);
const uint32 l_2007 = reinterpret_cast<uint32 const&>(l_2006);
const uint32 l_2008 = l_2007 & uint32(2147483647);
const float l_2009 = reinterpret_cast<float const&>(l_2008);
const double l_2010 = double(l_2009);
l_mut_1121 = l_2010;
const bool l_2011 = l_2008 < uint32(8388608);
if (l_2011) {
const double l_2012 = double(l_2008);
const double l_2013 = l_2012 * double(1.401298464324817e-45);
l_mut_1121 = l_2013;
}
const uint64 l_2014 = reinterpret_cast<uint64 const&>(l_mut_1121);
const uint32 l_2015 = l_2007 >> uint32(31);
const uint64 l_2016 = uint64(l_2015);
const uint64 l_2017 = l_2016 << uint64(63);
const uint64 l_2018 = l_2014 | l_2017;
const double l_2019 = reinterpret_cast<double const&>(l_2018);
const double l_2020 = abs(l_2019);
l_mut_1121 = l_2020;
l_mut_89 = uint32(0);
const bool l_2021 = l_2020 >= double(0.785);
if (l_2021) {
const double l_2022 = l_2020 * double(0.6366197723675814);
const double l_2023 = l_2022 + double(0.5);
const double l_2024 = floor(l_2023);
const double l_2025 = l_2024 * double(1.570796325802803);
const double l_2026 = l_2020 - l_2025;
const double l_2027 = l_2026 * l_4;
const double l_2028 = l_2024 * double(9.920935796805404e-10);
const double l_2029 = l_2027 - l_2028;
l_mut_1121 = l_2029;
const uint32 l_2030 = uint32(l_2024);
l_mut_89 = l_2030;
}
const uint32 l_2031 = reinterpret_cast<uint32 const&>(l_2006);
const bool l_2032 = l_2031 >= uint32(2147483648);
const double l_2033 = l_mut_1121 * l_mut_1121;
const double l_2034 = l_2033 * double(1.9572941063391263e-20);
const double l_2035 = double(8.22063524662433e-18) - l_2034;
l_mut_708 = l_2035;
const double l_2036 = l_mut_708 * l_2033;
const double l_2037 = l_2036 - double(2.8114572543455206e-15);
l_mut_708 = l_2037;
const double l_2038 = l_mut_708 * l_2033;
const double l_2039 = l_2038 + double(7.647163731819816e-13);
l_mut_708 = l_2039;
const double l_2040 = l_mut_708 * l_2033;
const double l_2041 = l_2040 - double(1.6059043836821613e-10);
l_mut_708 = l_2041;
const double l_2042 = l_mut_708 * l_2033;
const double l_2043 = l_2042 + double(2.505210838544172e-8);
l_mut_708 = l_2043;
const double l_2044 = l_mut_708 * l_2033;
const double l_2045 = l_2044 - double(2.7557319223985893e-6);
l_mut_708 = l_2045;
const double l_2046 = l_mut_708 * l_2033;
const double l_2047 = l_2046 + double(0.0001984126984126984);
l_mut_708 = l_2047;
const double l_2048 = l_mut_708 * l_2033;
const double l_2049 = l_2048 - double(0.008333333333333333);
l_mut_708 = l_2049;
const double l_2050 = l_mut_708 * l_2033;
const double l_2051 = l_2050 + double(0.16666666666666666);
l_mut_708 = l_2051;
const double l_2052 = double(0.5) * l_2033;
const double l_2053 = double(1.0) - l_2052;
const double l_2054 = double(0.0) * l_2053;
const double l_2055 = l_mut_1121 * l_2033;
const double l_2056 = l_2055 * l_mut_708;
const double l_2057 = l_2054 - l_2056;
const double l_2058 = l_mut_1121 + l_2057;
const double l_2059 = l_mut_1121 * l_mut_1121;
const double l_2060 = l_2059 * double(4.110317623312165e-19);
const double l_2061 = l_2060 - double(1.5619206968586225e-16);
l_mut_708 = l_2061;
const double l_2062 = l_mut_708 * l_2059;
const double l_2063 = l_2062 + double(4.779477332387385e-14);
l_mut_708 = l_2063;
const double l_2064 = l_mut_708 * l_2059;
const double l_2065 = l_2064 - double(1.1470745597729725e-11);
l_mut_708 = l_2065;
const double l_2066 = l_mut_708 * l_2059;
const double l_2067 = l_2066 + double(2.08767569878681e-9);
l_mut_708 = l_2067;
const double l_2068 = l_mut_708 * l_2059;
const double l_2069 = l_2068 - double(2.755731922398589e-7);
l_mut_708 = l_2069;
const double l_2070 = l_mut_708 * l_2059;
const double l_2071 = l_2070 + double(2.48015873015873e-5);
l_mut_708 = l_2071;
const double l_2072 = l_mut_708 * l_2059;
const double l_2073 = l_2072 - double(0.001388888888888889);
l_mut_708 = l_2073;
const double l_2074 = l_mut_708 * l_2059;
const double l_2075 = l_2074 + double(0.041666666666666664);
l_mut_708 = l_2075;
const double l_2076 = double(0.5) * l_2059;
const double l_2077 = double(1.0) - l_2076;
const double l_2078 = l_2059 * l_2059;
const double l_2079 = l_2078 * l_mut_708;
const double l_2080 = double(0.0) * l_mut_1121;
const double l_2081 = l_2079 - l_2080;
const double l_2082 = l_2077 + l_2081;
const uint32 l_2083 = l_mut_89 & uint32(1);
const bool l_2084 = l_2083 == uint32(1);
l_mut_1121 = l_2058;
const uint32 l_2085 = l_mut_89 & uint32(2);
const bool l_2086 = l_2085 != uint32(0);
l_mut_149 = l_2086;
const bool l_2087 = uint32(7) == uint32(6);
if (l_2087) {
if (l_2084) {
l_mut_1121 = l_2082;
}
} else {
const bool l_2088 = uint32(7) == uint32(7);
if (l_2088) {
l_mut_1121 = l_2082;
if (l_2084) {
l_mut_1121 = l_2058;
}
const uint32 l_2089 = l_mut_89 + uint32(1);
const uint32 l_2090 = l_2089 & uint32(2);
const bool l_2091 = l_2090 != uint32(0);
l_mut_149 = l_2091;
} else {
const double l_2092 = l_2058 / l_2082;
l_mut_1121 = l_2092;
if (l_2084) {
const double l_2093 = l_2082 / l_2058;
l_mut_1121 = l_2093;
}
l_mut_149 = l_2084;
}
}
const bool l_2094 = uint32(7) != uint32(7);
const bool l_2095 = l_2094 && l_2032;
if (l_2095) {
const bool l_2096 = !l_mut_149;
l_mut_149 = l_2096;
}
if (l_mut_149) {
const double l_2097 = -l_mut_1121;
l_mut_1121 = l_2097;
}
const double l_2098 = abs(l_mut_1204);
const double l_2099 = l_2098 * double(1.4551915228366852e-11);
const double l_2100 = abs(l_mut_1121);
const double l_2101 = l_2100 * double(1.4551915228366852e-11);
l_mut_708 = double(1.4551915228366852e-11);
l_mut_89 = uint32(2);
if (l_13) {
const double l_2102 = l_mut_1204 - l_19;
const double l_2103 = abs(l_2102);
const double l_2104 = l_2103 * double(2.220446049250313e-16);
const double l_2105 = l_2099 + l_2104;
const double l_2106 = l_2102 + l_2105;
const double l_2107 = -l_2106;
const double l_2108 = l_2107 * double(7.1362384635298e44);
const double l_2109 = floor(l_2108);
const double l_2110 = l_2109 * double(1.401298464324817e-45);
l_mut_60 = l_2110;
const double l_2111 = abs(l_2107);
const bool l_2112 = l_2111 >= double(1.1754943508222875e-38);
if (l_2112) {
const float l_2113 = float(l_2107);
const double l_2114 = double(l_2113);
l_mut_60 = l_2114;
const bool l_2115 = l_mut_60 > l_2107;
if (l_2115) {
const uint32 l_2116 = reinterpret_cast<uint32 const&>(l_2113);
const uint32 l_2117 = l_2116 ^ uint32(2147483648);
const float l_2118 = reinterpret_cast<float const&>(l_2117);
const uint32 l_2119 = reinterpret_cast<uint32 const&>(l_2118);
const uint32 l_2120 = l_2119 + uint32(1);
l_mut_47 = l_2120;
const uint32 l_2121 = l_2119 & uint32(2147483647);
const bool l_2122 = l_2121 == uint32(0);
if (l_2122) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2123 = l_2119 & uint32(2147483648);
const bool l_2124 = l_2123 != uint32(0);
if (l_2124) {
const uint32 l_2125 = l_2119 - uint32(1);
l_mut_47 = l_2125;
} else {
const bool l_2126 = l_2119 == uint32(2139095040);
if (l_2126) {
l_mut_47 = l_2119;
}
}
}
const float l_2127 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2128 = reinterpret_cast<uint32 const&>(l_2127);
const uint32 l_2129 = l_2128 ^ uint32(2147483648);
const float l_2130 = reinterpret_cast<float const&>(l_2129);
const uint32 l_2131 = reinterpret_cast<uint32 const&>(l_2130);
const uint32 l_2132 = l_2131 & uint32(2147483647);
const float l_2133 = reinterpret_cast<float const&>(l_2132);
const double l_2134 = double(l_2133);
l_mut_37 = l_2134;
const bool l_2135 = l_2132 < uint32(8388608);
if (l_2135) {
const double l_2136 = double(l_2132);
const double l_2137 = l_2136 * double(1.401298464324817e-45);
l_mut_37 = l_2137;
}
const uint64 l_2138 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2139 = l_2131 >> uint32(31);
const uint64 l_2140 = uint64(l_2139);
const uint64 l_2141 = l_2140 << uint64(63);
const uint64 l_2142 = l_2138 | l_2141;
const double l_2143 = reinterpret_cast<double const&>(l_2142);
l_mut_60 = l_2143;
} else {
const uint32 l_2144 = reinterpret_cast<uint32 const&>(l_2113);
const uint32 l_2145 = l_2144 + uint32(1);
l_mut_47 = l_2145;
const uint32 l_2146 = l_2144 & uint32(2147483647);
const bool l_2147 = l_2146 == uint32(0);
if (l_2147) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2148 = l_2144 & uint32(2147483648);
const bool l_2149 = l_2148 != uint32(0);
if (l_2149) {
const uint32 l_2150 = l_2144 - uint32(1);
l_mut_47 = l_2150;
} else {
const bool l_2151 = l_2144 == uint32(2139095040);
if (l_2151) {
l_mut_47 = l_2144;
}
}
}
const float l_2152 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2153 = reinterpret_cast<uint32 const&>(l_2152);
const uint32 l_2154 = l_2153 & uint32(2147483647);
const float l_2155 = reinterpret_cast<float const&>(l_2154);
const double l_2156 = double(l_2155);
l_mut_37 = l_2156;
const bool l_2157 = l_2154 < uint32(8388608);
if (l_2157) {
const double l_2158 = double(l_2154);
const double l_2159 = l_2158 * double(1.401298464324817e-45);
l_mut_37 = l_2159;
}
const uint64 l_2160 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2161 = l_2153 >> uint32(31);
const uint64 l_2162 = uint64(l_2161);
const uint64 l_2163 = l_2162 << uint64(63);
const uint64 l_2164 = l_2160 | l_2163;
const double l_2165 = reinterpret_cast<double const&>(l_2164);
const bool l_2166 = l_2165 <= l_2107;
if (l_2166) {
const uint32 l_2167 = reinterpret_cast<uint32 const&>(l_2113);
const uint32 l_2168 = l_2167 + uint32(1);
l_mut_47 = l_2168;
const uint32 l_2169 = l_2167 & uint32(2147483647);
const bool l_2170 = l_2169 == uint32(0);
if (l_2170) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2171 = l_2167 & uint32(2147483648);
const bool l_2172 = l_2171 != uint32(0);
if (l_2172) {
const uint32 l_2173 = l_2167 - uint32(1);
l_mut_47 = l_2173;
} else {
const bool l_2174 = l_2167 == uint32(2139095040);
if (l_2174) {
l_mut_47 = l_2167;
}
}
}
const float l_2175 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2176 = reinterpret_cast<uint32 const&>(l_2175);
const uint32 l_2177 = l_2176 & uint32(2147483647);
const float l_2178 = reinterpret_cast<float const&>(l_2177);
const double l_2179 = double(l_2178);
l_mut_37 = l_2179;
const bool l_2180 = l_2177 < uint32(8388608);
if (l_2180) {
const double l_2181 = double(l_2177);
const double l_2182 = l_2181 * double(1.401298464324817e-45);
l_mut_37 = l_2182;
}
const uint64 l_2183 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2184 = l_2176 >> uint32(31);
const uint64 l_2185 = uint64(l_2184);
const uint64 l_2186 = l_2185 << uint64(63);
const uint64 l_2187 = l_2183 | l_2186;
const double l_2188 = reinterpret_cast<double const&>(l_2187);
l_mut_60 = l_2188;
}
}
}
const double l_2189 = -l_mut_60;
l_mut_60 = l_2189;
const bool l_2190 = bool(true) && bool(true);
if (l_2190) {
const double l_2191 = l_2102 + l_2105;
const double l_2192 = l_2191 * double(7.1362384635298e44);
const double l_2193 = floor(l_2192);
const double l_2194 = l_2193 * double(1.401298464324817e-45);
l_mut_37 = l_2194;
const double l_2195 = abs(l_2191);
const bool l_2196 = l_2195 >= double(1.1754943508222875e-38);
if (l_2196) {
const float l_2197 = float(l_2191);
const double l_2198 = double(l_2197);
l_mut_37 = l_2198;
const bool l_2199 = l_mut_37 > l_2191;
if (l_2199) {
const uint32 l_2200 = reinterpret_cast<uint32 const&>(l_2197);
const uint32 l_2201 = l_2200 ^ uint32(2147483648);
const float l_2202 = reinterpret_cast<float const&>(l_2201);
const uint32 l_2203 = reinterpret_cast<uint32 const&>(l_2202);
const uint32 l_2204 = l_2203 + uint32(1);
l_mut_47 = l_2204;
const uint32 l_2205 = l_2203 & uint32(2147483647);
const bool l_2206 = l_2205 == uint32(0);
if (l_2206) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2207 = l_2203 & uint32(2147483648);
const bool l_2208 = l_2207 != uint32(0);
if (l_2208) {
const uint32 l_2209 = l_2203 - uint32(1);
l_mut_47 = l_2209;
} else {
const bool l_2210 = l_2203 == uint32(2139095040);
if (l_2210) {
l_mut_47 = l_2203;
}
}
}
const float l_2211 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2212 = reinterpret_cast<uint32 const&>(l_2211);
const uint32 l_2213 = l_2212 ^ uint32(2147483648);
const float l_2214 = reinterpret_cast<float const&>(l_2213);
const uint32 l_2215 = reinterpret_cast<uint32 const&>(l_2214);
const uint32 l_2216 = l_2215 & uint32(2147483647);
const float l_2217 = reinterpret_cast<float const&>(l_2216);
const double l_2218 = double(l_2217);
l_mut_2219 = l_2218;
const bool l_2220 = l_2216 < uint32(8388608);
if (l_2220) {
const double l_2221 = double(l_2216);
const double l_2222 = l_2221 * double(1.401298464324817e-45);
l_mut_2219 = l_2222;
}
const uint64 l_2223 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_2224 = l_2215 >> uint32(31);
const uint64 l_2225 = uint64(l_2224);
const uint64 l_2226 = l_2225 << uint64(63);
const uint64 l_2227 = l_2223 | l_2226;
const double l_2228 = reinterpret_cast<double const&>(l_2227);
l_mut_37 = l_2228;
} else {
const uint32 l_2229 = reinterpret_cast<uint32 const&>(l_2197);
const uint32 l_2230 = l_2229 + uint32(1);
l_mut_47 = l_2230;
const uint32 l_2231 = l_2229 & uint32(2147483647);
const bool l_2232 = l_2231 == uint32(0);
if (l_2232) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2233 = l_2229 & uint32(2147483648);
const bool l_2234 = l_2233 != uint32(0);
if (l_2234) {
const uint32 l_2235 = l_2229 - uint32(1);
l_mut_47 = l_2235;
} else {
const bool l_2236 = l_2229 == uint32(2139095040);
if (l_2236) {
l_mut_47 = l_2229;
}
}
}
const float l_2237 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2238 = reinterpret_cast<uint32 const&>(l_2237);
const uint32 l_2239 = l_2238 & uint32(2147483647);
const float l_2240 = reinterpret_cast<float const&>(l_2239);
const double l_2241 = double(l_2240);
l_mut_2219 = l_2241;
const bool l_2242 = l_2239 < uint32(8388608);
if (l_2242) {
const double l_2243 = double(l_2239);
const double l_2244 = l_2243 * double(1.401298464324817e-45);
l_mut_2219 = l_2244;
}
const uint64 l_2245 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_2246 = l_2238 >> uint32(31);
const uint64 l_2247 = uint64(l_2246);
const uint64 l_2248 = l_2247 << uint64(63);
const uint64 l_2249 = l_2245 | l_2248;
const double l_2250 = reinterpret_cast<double const&>(l_2249);
const bool l_2251 = l_2250 <= l_2191;
if (l_2251) {
const uint32 l_2252 = reinterpret_cast<uint32 const&>(l_2197);
const uint32 l_2253 = l_2252 + uint32(1);
l_mut_47 = l_2253;
const uint32 l_2254 = l_2252 & uint32(2147483647);
const bool l_2255 = l_2254 == uint32(0);
if (l_2255) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2256 = l_2252 & uint32(2147483648);
const bool l_2257 = l_2256 != uint32(0);
if (l_2257) {
const uint32 l_2258 = l_2252 - uint32(1);
l_mut_47 = l_2258;
} else {
const bool l_2259 = l_2252 == uint32(2139095040);
if (l_2259) {
l_mut_47 = l_2252;
}
}
}
const float l_2260 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2261 = reinterpret_cast<uint32 const&>(l_2260);
const uint32 l_2262 = l_2261 & uint32(2147483647);
const float l_2263 = reinterpret_cast<float const&>(l_2262);
const double l_2264 = double(l_2263);
l_mut_2219 = l_2264;
const bool l_2265 = l_2262 < uint32(8388608);
if (l_2265) {
const double l_2266 = double(l_2262);
const double l_2267 = l_2266 * double(1.401298464324817e-45);
l_mut_2219 = l_2267;
}
const uint64 l_2268 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_2269 = l_2261 >> uint32(31);
const uint64 l_2270 = uint64(l_2269);
const uint64 l_2271 = l_2270 << uint64(63);
const uint64 l_2272 = l_2268 | l_2271;
const double l_2273 = reinterpret_cast<double const&>(l_2272);
l_mut_37 = l_2273;
}
}
}
l_mut_60 = l_mut_37;
} else {
const double l_2274 = l_2102 - l_2105;
const double l_2275 = l_2274 * double(7.1362384635298e44);
const double l_2276 = floor(l_2275);
const double l_2277 = l_2276 * double(1.401298464324817e-45);
l_mut_2219 = l_2277;
const double l_2278 = abs(l_2274);
const bool l_2279 = l_2278 >= double(1.1754943508222875e-38);
if (l_2279) {
const float l_2280 = float(l_2274);
const double l_2281 = double(l_2280);
l_mut_2219 = l_2281;
const bool l_2282 = l_mut_2219 > l_2274;
if (l_2282) {
const uint32 l_2283 = reinterpret_cast<uint32 const&>(l_2280);
const uint32 l_2284 = l_2283 ^ uint32(2147483648);
const float l_2285 = reinterpret_cast<float const&>(l_2284);
const uint32 l_2286 = reinterpret_cast<uint32 const&>(l_2285);
const uint32 l_2287 = l_2286 + uint32(1);
l_mut_47 = l_2287;
const uint32 l_2288 = l_2286 & uint32(2147483647);
const bool l_2289 = l_2288 == uint32(0);
if (l_2289) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2290 = l_2286 & uint32(2147483648);
const bool l_2291 = l_2290 != uint32(0);
if (l_2291) {
const uint32 l_2292 = l_2286 - uint32(1);
l_mut_47 = l_2292;
} else {
const bool l_2293 = l_2286 == uint32(2139095040);
if (l_2293) {
l_mut_47 = l_2286;
}
}
}
const float l_2294 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2295 = reinterpret_cast<uint32 const&>(l_2294);
const uint32 l_2296 = l_2295 ^ uint32(2147483648);
const float l_2297 = reinterpret_cast<float const&>(l_2296);
const uint32 l_2298 = reinterpret_cast<uint32 const&>(l_2297);
const uint32 l_2299 = l_2298 & uint32(2147483647);
const float l_2300 = reinterpret_cast<float const&>(l_2299);
const double l_2301 = double(l_2300);
l_mut_37 = l_2301;
const bool l_2302 = l_2299 < uint32(8388608);
if (l_2302) {
const double l_2303 = double(l_2299);
const double l_2304 = l_2303 * double(1.401298464324817e-45);
l_mut_37 = l_2304;
}
const uint64 l_2305 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2306 = l_2298 >> uint32(31);
const uint64 l_2307 = uint64(l_2306);
const uint64 l_2308 = l_2307 << uint64(63);
const uint64 l_2309 = l_2305 | l_2308;
const double l_2310 = reinterpret_cast<double const&>(l_2309);
l_mut_2219 = l_2310;
} else {
const uint32 l_2311 = reinterpret_cast<uint32 const&>(l_2280);
const uint32 l_2312 = l_2311 + uint32(1);
l_mut_47 = l_2312;
const uint32 l_2313 = l_2311 & uint32(2147483647);
const bool l_2314 = l_2313 == uint32(0);
if (l_2314) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2315 = l_2311 & uint32(2147483648);
const bool l_2316 = l_2315 != uint32(0);
if (l_2316) {
const uint32 l_2317 = l_2311 - uint32(1);
l_mut_47 = l_2317;
} else {
const bool l_2318 = l_2311 == uint32(2139095040);
if (l_2318) {
l_mut_47 = l_2311;
}
}
}
const float l_2319 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2320 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2321 = l_2320 & uint32(2147483647);
const float l_2322 = reinterpret_cast<float const&>(l_2321);
const double l_2323 = double(l_2322);
l_mut_37 = l_2323;
const bool l_2324 = l_2321 < uint32(8388608);
if (l_2324) {
const double l_2325 = double(l_2321);
const double l_2326 = l_2325 * double(1.401298464324817e-45);
l_mut_37 = l_2326;
}
const uint64 l_2327 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2328 = l_2320 >> uint32(31);
const uint64 l_2329 = uint64(l_2328);
const uint64 l_2330 = l_2329 << uint64(63);
const uint64 l_2331 = l_2327 | l_2330;
const double l_2332 = reinterpret_cast<double const&>(l_2331);
const bool l_2333 = l_2332 <= l_2274;
if (l_2333) {
const uint32 l_2334 = reinterpret_cast<uint32 const&>(l_2280);
const uint32 l_2335 = l_2334 + uint32(1);
l_mut_47 = l_2335;
const uint32 l_2336 = l_2334 & uint32(2147483647);
const bool l_2337 = l_2336 == uint32(0);
if (l_2337) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2338 = l_2334 & uint32(2147483648);
const bool l_2339 = l_2338 != uint32(0);
if (l_2339) {
const uint32 l_2340 = l_2334 - uint32(1);
l_mut_47 = l_2340;
} else {
const bool l_2341 = l_2334 == uint32(2139095040);
if (l_2341) {
l_mut_47 = l_2334;
}
}
}
const float l_2342 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2343 = reinterpret_cast<uint32 const&>(l_2342);
const uint32 l_2344 = l_2343 & uint32(2147483647);
const float l_2345 = reinterpret_cast<float const&>(l_2344);
const double l_2346 = double(l_2345);
l_mut_37 = l_2346;
const bool l_2347 = l_2344 < uint32(8388608);
if (l_2347) {
const double l_2348 = double(l_2344);
const double l_2349 = l_2348 * double(1.401298464324817e-45);
l_mut_37 = l_2349;
}
const uint64 l_2350 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2351 = l_2343 >> uint32(31);
const uint64 l_2352 = uint64(l_2351);
const uint64 l_2353 = l_2352 << uint64(63);
const uint64 l_2354 = l_2350 | l_2353;
const double l_2355 = reinterpret_cast<double const&>(l_2354);
l_mut_2219 = l_2355;
}
}
}
l_mut_60 = l_mut_2219;
}
const double l_2356 = l_mut_1204 + l_19;
const double l_2357 = abs(l_2356);
const double l_2358 = l_2357 * double(2.220446049250313e-16);
const double l_2359 = l_2099 + l_2358;
const double l_2360 = l_2356 + l_2359;
const double l_2361 = -l_2360;
const double l_2362 = l_2361 * double(7.1362384635298e44);
const double l_2363 = floor(l_2362);
const double l_2364 = l_2363 * double(1.401298464324817e-45);
l_mut_2219 = l_2364;
const double l_2365 = abs(l_2361);
const bool l_2366 = l_2365 >= double(1.1754943508222875e-38);
if (l_2366) {
const float l_2367 = float(l_2361);
const double l_2368 = double(l_2367);
l_mut_2219 = l_2368;
const bool l_2369 = l_mut_2219 > l_2361;
if (l_2369) {
const uint32 l_2370 = reinterpret_cast<uint32 const&>(l_2367);
const uint32 l_2371 = l_2370 ^ uint32(2147483648);
const float l_2372 = reinterpret_cast<float const&>(l_2371);
const uint32 l_2373 = reinterpret_cast<uint32 const&>(l_2372);
const uint32 l_2374 = l_2373 + uint32(1);
l_mut_47 = l_2374;
const uint32 l_2375 = l_2373 & uint32(2147483647);
const bool l_2376 = l_2375 == uint32(0);
if (l_2376) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2377 = l_2373 & uint32(2147483648);
const bool l_2378 = l_2377 != uint32(0);
if (l_2378) {
const uint32 l_2379 = l_2373 - uint32(1);
l_mut_47 = l_2379;
} else {
const bool l_2380 = l_2373 == uint32(2139095040);
if (l_2380) {
l_mut_47 = l_2373;
}
}
}
const float l_2381 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2382 = reinterpret_cast<uint32 const&>(l_2381);
const uint32 l_2383 = l_2382 ^ uint32(2147483648);
const float l_2384 = reinterpret_cast<float const&>(l_2383);
const uint32 l_2385 = reinterpret_cast<uint32 const&>(l_2384);
const uint32 l_2386 = l_2385 & uint32(2147483647);
const float l_2387 = reinterpret_cast<float const&>(l_2386);
const double l_2388 = double(l_2387);
l_mut_37 = l_2388;
const bool l_2389 = l_2386 < uint32(8388608);
if (l_2389) {
const double l_2390 = double(l_2386);
const double l_2391 = l_2390 * double(1.401298464324817e-45);
l_mut_37 = l_2391;
}
const uint64 l_2392 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2393 = l_2385 >> uint32(31);
const uint64 l_2394 = uint64(l_2393);
const uint64 l_2395 = l_2394 << uint64(63);
const uint64 l_2396 = l_2392 | l_2395;
const double l_2397 = reinterpret_cast<double const&>(l_2396);
l_mut_2219 = l_2397;
} else {
const uint32 l_2398 = reinterpret_cast<uint32 const&>(l_2367);
const uint32 l_2399 = l_2398 + uint32(1);
l_mut_47 = l_2399;
const uint32 l_2400 = l_2398 & uint32(2147483647);
const bool l_2401 = l_2400 == uint32(0);
if (l_2401) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2402 = l_2398 & uint32(2147483648);
const bool l_2403 = l_2402 != uint32(0);
if (l_2403) {
const uint32 l_2404 = l_2398 - uint32(1);
l_mut_47 = l_2404;
} else {
const bool l_2405 = l_2398 == uint32(2139095040);
if (l_2405) {
l_mut_47 = l_2398;
}
}
}
const float l_2406 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2407 = reinterpret_cast<uint32 const&>(l_2406);
const uint32 l_2408 = l_2407 & uint32(2147483647);
const float l_2409 = reinterpret_cast<float const&>(l_2408);
const double l_2410 = double(l_2409);
l_mut_37 = l_2410;
const bool l_2411 = l_2408 < uint32(8388608);
if (l_2411) {
const double l_2412 = double(l_2408);
const double l_2413 = l_2412 * double(1.401298464324817e-45);
l_mut_37 = l_2413;
}
const uint64 l_2414 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2415 = l_2407 >> uint32(31);
const uint64 l_2416 = uint64(l_2415);
const uint64 l_2417 = l_2416 << uint64(63);
const uint64 l_2418 = l_2414 | l_2417;
const double l_2419 = reinterpret_cast<double const&>(l_2418);
const bool l_2420 = l_2419 <= l_2361;
if (l_2420) {
const uint32 l_2421 = reinterpret_cast<uint32 const&>(l_2367);
const uint32 l_2422 = l_2421 + uint32(1);
l_mut_47 = l_2422;
const uint32 l_2423 = l_2421 & uint32(2147483647);
const bool l_2424 = l_2423 == uint32(0);
if (l_2424) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2425 = l_2421 & uint32(2147483648);
const bool l_2426 = l_2425 != uint32(0);
if (l_2426) {
const uint32 l_2427 = l_2421 - uint32(1);
l_mut_47 = l_2427;
} else {
const bool l_2428 = l_2421 == uint32(2139095040);
if (l_2428) {
l_mut_47 = l_2421;
}
}
}
const float l_2429 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2430 = reinterpret_cast<uint32 const&>(l_2429);
const uint32 l_2431 = l_2430 & uint32(2147483647);
const float l_2432 = reinterpret_cast<float const&>(l_2431);
const double l_2433 = double(l_2432);
l_mut_37 = l_2433;
const bool l_2434 = l_2431 < uint32(8388608);
if (l_2434) {
const double l_2435 = double(l_2431);
const double l_2436 = l_2435 * double(1.401298464324817e-45);
l_mut_37 = l_2436;
}
const uint64 l_2437 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2438 = l_2430 >> uint32(31);
const uint64 l_2439 = uint64(l_2438);
const uint64 l_2440 = l_2439 << uint64(63);
const uint64 l_2441 = l_2437 | l_2440;
const double l_2442 = reinterpret_cast<double const&>(l_2441);
l_mut_2219 = l_2442;
}
}
}
const double l_2443 = -l_mut_2219;
l_mut_2219 = l_2443;
const bool l_2444 = bool(false) && bool(true);
if (l_2444) {
const double l_2445 = l_2356 + l_2359;
const double l_2446 = l_2445 * double(7.1362384635298e44);
const double l_2447 = floor(l_2446);
const double l_2448 = l_2447 * double(1.401298464324817e-45);
l_mut_37 = l_2448;
const double l_2449 = abs(l_2445);
const bool l_2450 = l_2449 >= double(1.1754943508222875e-38);
if (l_2450) {
const float l_2451 = float(l_2445);
const double l_2452 = double(l_2451);
l_mut_37 = l_2452;
const bool l_2453 = l_mut_37 > l_2445;
if (l_2453) {
const uint32 l_2454 = reinterpret_cast<uint32 const&>(l_2451);
const uint32 l_2455 = l_2454 ^ uint32(2147483648);
const float l_2456 = reinterpret_cast<float const&>(l_2455);
const uint32 l_2457 = reinterpret_cast<uint32 const&>(l_2456);
const uint32 l_2458 = l_2457 + uint32(1);
l_mut_47 = l_2458;
const uint32 l_2459 = l_2457 & uint32(2147483647);
const bool l_2460 = l_2459 == uint32(0);
if (l_2460) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2461 = l_2457 & uint32(2147483648);
const bool l_2462 = l_2461 != uint32(0);
if (l_2462) {
const uint32 l_2463 = l_2457 - uint32(1);
l_mut_47 = l_2463;
} else {
const bool l_2464 = l_2457 == uint32(2139095040);
if (l_2464) {
l_mut_47 = l_2457;
}
}
}
const float l_2465 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2466 = reinterpret_cast<uint32 const&>(l_2465);
const uint32 l_2467 = l_2466 ^ uint32(2147483648);
const float l_2468 = reinterpret_cast<float const&>(l_2467);
const uint32 l_2469 = reinterpret_cast<uint32 const&>(l_2468);
const uint32 l_2470 = l_2469 & uint32(2147483647);
const float l_2471 = reinterpret_cast<float const&>(l_2470);
const double l_2472 = double(l_2471);
l_mut_2473 = l_2472;
const bool l_2474 = l_2470 < uint32(8388608);
if (l_2474) {
const double l_2475 = double(l_2470);
const double l_2476 = l_2475 * double(1.401298464324817e-45);
l_mut_2473 = l_2476;
}
const uint64 l_2477 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_2478 = l_2469 >> uint32(31);
const uint64 l_2479 = uint64(l_2478);
const uint64 l_2480 = l_2479 << uint64(63);
const uint64 l_2481 = l_2477 | l_2480;
const double l_2482 = reinterpret_cast<double const&>(l_2481);
l_mut_37 = l_2482;
} else {
const uint32 l_2483 = reinterpret_cast<uint32 const&>(l_2451);
const uint32 l_2484 = l_2483 + uint32(1);
l_mut_47 = l_2484;
const uint32 l_2485 = l_2483 & uint32(2147483647);
const bool l_2486 = l_2485 == uint32(0);
if (l_2486) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2487 = l_2483 & uint32(2147483648);
const bool l_2488 = l_2487 != uint32(0);
if (l_2488) {
const uint32 l_2489 = l_2483 - uint32(1);
l_mut_47 = l_2489;
} else {
const bool l_2490 = l_2483 == uint32(2139095040);
if (l_2490) {
l_mut_47 = l_2483;
}
}
}
const float l_2491 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2492 = reinterpret_cast<uint32 const&>(l_2491);
const uint32 l_2493 = l_2492 & uint32(2147483647);
const float l_2494 = reinterpret_cast<float const&>(l_2493);
const double l_2495 = double(l_2494);
l_mut_2473 = l_2495;
const bool l_2496 = l_2493 < uint32(8388608);
if (l_2496) {
const double l_2497 = double(l_2493);
const double l_2498 = l_2497 * double(1.401298464324817e-45);
l_mut_2473 = l_2498;
}
const uint64 l_2499 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_2500 = l_2492 >> uint32(31);
const uint64 l_2501 = uint64(l_2500);
const uint64 l_2502 = l_2501 << uint64(63);
const uint64 l_2503 = l_2499 | l_2502;
const double l_2504 = reinterpret_cast<double const&>(l_2503);
const bool l_2505 = l_2504 <= l_2445;
if (l_2505) {
const uint32 l_2506 = reinterpret_cast<uint32 const&>(l_2451);
const uint32 l_2507 = l_2506 + uint32(1);
l_mut_47 = l_2507;
const uint32 l_2508 = l_2506 & uint32(2147483647);
const bool l_2509 = l_2508 == uint32(0);
if (l_2509) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2510 = l_2506 & uint32(2147483648);
const bool l_2511 = l_2510 != uint32(0);
if (l_2511) {
const uint32 l_2512 = l_2506 - uint32(1);
l_mut_47 = l_2512;
} else {
const bool l_2513 = l_2506 == uint32(2139095040);
if (l_2513) {
l_mut_47 = l_2506;
}
}
}
const float l_2514 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2515 = reinterpret_cast<uint32 const&>(l_2514);
const uint32 l_2516 = l_2515 & uint32(2147483647);
const float l_2517 = reinterpret_cast<float const&>(l_2516);
const double l_2518 = double(l_2517);
l_mut_2473 = l_2518;
const bool l_2519 = l_2516 < uint32(8388608);
if (l_2519) {
const double l_2520 = double(l_2516);
const double l_2521 = l_2520 * double(1.401298464324817e-45);
l_mut_2473 = l_2521;
}
const uint64 l_2522 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_2523 = l_2515 >> uint32(31);
const uint64 l_2524 = uint64(l_2523);
const uint64 l_2525 = l_2524 << uint64(63);
const uint64 l_2526 = l_2522 | l_2525;
const double l_2527 = reinterpret_cast<double const&>(l_2526);
l_mut_37 = l_2527;
}
}
}
l_mut_2219 = l_mut_37;
} else {
const double l_2528 = l_2356 - l_2359;
const double l_2529 = -l_2528;
const double l_2530 = l_2529 * double(7.1362384635298e44);
const double l_2531 = floor(l_2530);
const double l_2532 = l_2531 * double(1.401298464324817e-45);
l_mut_2473 = l_2532;
const double l_2533 = abs(l_2529);
const bool l_2534 = l_2533 >= double(1.1754943508222875e-38);
if (l_2534) {
const float l_2535 = float(l_2529);
const double l_2536 = double(l_2535);
l_mut_2473 = l_2536;
const bool l_2537 = l_mut_2473 > l_2529;
if (l_2537) {
const uint32 l_2538 = reinterpret_cast<uint32 const&>(l_2535);
const uint32 l_2539 = l_2538 ^ uint32(2147483648);
const float l_2540 = reinterpret_cast<float const&>(l_2539);
const uint32 l_2541 = reinterpret_cast<uint32 const&>(l_2540);
const uint32 l_2542 = l_2541 + uint32(1);
l_mut_47 = l_2542;
const uint32 l_2543 = l_2541 & uint32(2147483647);
const bool l_2544 = l_2543 == uint32(0);
if (l_2544) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2545 = l_2541 & uint32(2147483648);
const bool l_2546 = l_2545 != uint32(0);
if (l_2546) {
const uint32 l_2547 = l_2541 - uint32(1);
l_mut_47 = l_2547;
} else {
const bool l_2548 = l_2541 == uint32(2139095040);
if (l_2548) {
l_mut_47 = l_2541;
}
}
}
const float l_2549 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2550 = reinterpret_cast<uint32 const&>(l_2549);
const uint32 l_2551 = l_2550 ^ uint32(2147483648);
const float l_2552 = reinterpret_cast<float const&>(l_2551);
const uint32 l_2553 = reinterpret_cast<uint32 const&>(l_2552);
const uint32 l_2554 = l_2553 & uint32(2147483647);
const float l_2555 = reinterpret_cast<float const&>(l_2554);
const double l_2556 = double(l_2555);
l_mut_37 = l_2556;
const bool l_2557 = l_2554 < uint32(8388608);
if (l_2557) {
const double l_2558 = double(l_2554);
const double l_2559 = l_2558 * double(1.401298464324817e-45);
l_mut_37 = l_2559;
}
const uint64 l_2560 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2561 = l_2553 >> uint32(31);
const uint64 l_2562 = uint64(l_2561);
const uint64 l_2563 = l_2562 << uint64(63);
const uint64 l_2564 = l_2560 | l_2563;
const double l_2565 = reinterpret_cast<double const&>(l_2564);
l_mut_2473 = l_2565;
} else {
const uint32 l_2566 = reinterpret_cast<uint32 const&>(l_2535);
const uint32 l_2567 = l_2566 + uint32(1);
l_mut_47 = l_2567;
const uint32 l_2568 = l_2566 & uint32(2147483647);
const bool l_2569 = l_2568 == uint32(0);
if (l_2569) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2570 = l_2566 & uint32(2147483648);
const bool l_2571 = l_2570 != uint32(0);
if (l_2571) {
const uint32 l_2572 = l_2566 - uint32(1);
l_mut_47 = l_2572;
} else {
const bool l_2573 = l_2566 == uint32(2139095040);
if (l_2573) {
l_mut_47 = l_2566;
}
}
}
const float l_2574 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2575 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2576 = l_2575 & uint32(2147483647);
const float l_2577 = reinterpret_cast<float const&>(l_2576);
const double l_2578 = double(l_2577);
l_mut_37 = l_2578;
const bool l_2579 = l_2576 < uint32(8388608);
if (l_2579) {
const double l_2580 = double(l_2576);
const double l_2581 = l_2580 * double(1.401298464324817e-45);
l_mut_37 = l_2581;
}
const uint64 l_2582 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2583 = l_2575 >> uint32(31);
const uint64 l_2584 = uint64(l_2583);
const uint64 l_2585 = l_2584 << uint64(63);
const uint64 l_2586 = l_2582 | l_2585;
const double l_2587 = reinterpret_cast<double const&>(l_2586);
const bool l_2588 = l_2587 <= l_2529;
if (l_2588) {
const uint32 l_2589 = reinterpret_cast<uint32 const&>(l_2535);
const uint32 l_2590 = l_2589 + uint32(1);
l_mut_47 = l_2590;
const uint32 l_2591 = l_2589 & uint32(2147483647);
const bool l_2592 = l_2591 == uint32(0);
if (l_2592) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2593 = l_2589 & uint32(2147483648);
const bool l_2594 = l_2593 != uint32(0);
if (l_2594) {
const uint32 l_2595 = l_2589 - uint32(1);
l_mut_47 = l_2595;
} else {
const bool l_2596 = l_2589 == uint32(2139095040);
if (l_2596) {
l_mut_47 = l_2589;
}
}
}
const float l_2597 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2598 = reinterpret_cast<uint32 const&>(l_2597);
const uint32 l_2599 = l_2598 & uint32(2147483647);
const float l_2600 = reinterpret_cast<float const&>(l_2599);
const double l_2601 = double(l_2600);
l_mut_37 = l_2601;
const bool l_2602 = l_2599 < uint32(8388608);
if (l_2602) {
const double l_2603 = double(l_2599);
const double l_2604 = l_2603 * double(1.401298464324817e-45);
l_mut_37 = l_2604;
}
const uint64 l_2605 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2606 = l_2598 >> uint32(31);
const uint64 l_2607 = uint64(l_2606);
const uint64 l_2608 = l_2607 << uint64(63);
const uint64 l_2609 = l_2605 | l_2608;
const double l_2610 = reinterpret_cast<double const&>(l_2609);
l_mut_2473 = l_2610;
}
}
}
const double l_2611 = -l_mut_2473;
l_mut_2219 = l_2611;
}
const double l_2612 = l_mut_1121 - l_19;
const double l_2613 = abs(l_2612);
const double l_2614 = l_2613 * double(2.220446049250313e-16);
const double l_2615 = l_2101 + l_2614;
const double l_2616 = l_2612 + l_2615;
const double l_2617 = -l_2616;
const double l_2618 = l_2617 * double(7.1362384635298e44);
const double l_2619 = floor(l_2618);
const double l_2620 = l_2619 * double(1.401298464324817e-45);
l_mut_2473 = l_2620;
const double l_2621 = abs(l_2617);
const bool l_2622 = l_2621 >= double(1.1754943508222875e-38);
if (l_2622) {
const float l_2623 = float(l_2617);
const double l_2624 = double(l_2623);
l_mut_2473 = l_2624;
const bool l_2625 = l_mut_2473 > l_2617;
if (l_2625) {
const uint32 l_2626 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2627 = l_2626 ^ uint32(2147483648);
const float l_2628 = reinterpret_cast<float const&>(l_2627);
const uint32 l_2629 = reinterpret_cast<uint32 const&>(l_2628);
const uint32 l_2630 = l_2629 + uint32(1);
l_mut_47 = l_2630;
const uint32 l_2631 = l_2629 & uint32(2147483647);
const bool l_2632 = l_2631 == uint32(0);
if (l_2632) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2633 = l_2629 & uint32(2147483648);
const bool l_2634 = l_2633 != uint32(0);
if (l_2634) {
const uint32 l_2635 = l_2629 - uint32(1);
l_mut_47 = l_2635;
} else {
const bool l_2636 = l_2629 == uint32(2139095040);
if (l_2636) {
l_mut_47 = l_2629;
}
}
}
const float l_2637 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2638 = reinterpret_cast<uint32 const&>(l_2637);
const uint32 l_2639 = l_2638 ^ uint32(2147483648);
const float l_2640 = reinterpret_cast<float const&>(l_2639);
const uint32 l_2641 = reinterpret_cast<uint32 const&>(l_2640);
const uint32 l_2642 = l_2641 & uint32(2147483647);
const float l_2643 = reinterpret_cast<float const&>(l_2642);
const double l_2644 = double(l_2643);
l_mut_37 = l_2644;
const bool l_2645 = l_2642 < uint32(8388608);
if (l_2645) {
const double l_2646 = double(l_2642);
const double l_2647 = l_2646 * double(1.401298464324817e-45);
l_mut_37 = l_2647;
}
const uint64 l_2648 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2649 = l_2641 >> uint32(31);
const uint64 l_2650 = uint64(l_2649);
const uint64 l_2651 = l_2650 << uint64(63);
const uint64 l_2652 = l_2648 | l_2651;
const double l_2653 = reinterpret_cast<double const&>(l_2652);
l_mut_2473 = l_2653;
} else {
const uint32 l_2654 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2655 = l_2654 + uint32(1);
l_mut_47 = l_2655;
const uint32 l_2656 = l_2654 & uint32(2147483647);
const bool l_2657 = l_2656 == uint32(0);
if (l_2657) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2658 = l_2654 & uint32(2147483648);
const bool l_2659 = l_2658 != uint32(0);
if (l_2659) {
const uint32 l_2660 = l_2654 - uint32(1);
l_mut_47 = l_2660;
} else {
const bool l_2661 = l_2654 == uint32(2139095040);
if (l_2661) {
l_mut_47 = l_2654;
}
}
}
const float l_2662 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2663 = reinterpret_cast<uint32 const&>(l_2662);
const uint32 l_2664 = l_2663 & uint32(2147483647);
const float l_2665 = reinterpret_cast<float const&>(l_2664);
const double l_2666 = double(l_2665);
l_mut_37 = l_2666;
const bool l_2667 = l_2664 < uint32(8388608);
if (l_2667) {
const double l_2668 = double(l_2664);
const double l_2669 = l_2668 * double(1.401298464324817e-45);
l_mut_37 = l_2669;
}
const uint64 l_2670 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2671 = l_2663 >> uint32(31);
const uint64 l_2672 = uint64(l_2671);
const uint64 l_2673 = l_2672 << uint64(63);
const uint64 l_2674 = l_2670 | l_2673;
const double l_2675 = reinterpret_cast<double const&>(l_2674);
const bool l_2676 = l_2675 <= l_2617;
if (l_2676) {
const uint32 l_2677 = reinterpret_cast<uint32 const&>(l_2623);
const uint32 l_2678 = l_2677 + uint32(1);
l_mut_47 = l_2678;
const uint32 l_2679 = l_2677 & uint32(2147483647);
const bool l_2680 = l_2679 == uint32(0);
if (l_2680) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2681 = l_2677 & uint32(2147483648);
const bool l_2682 = l_2681 != uint32(0);
if (l_2682) {
const uint32 l_2683 = l_2677 - uint32(1);
l_mut_47 = l_2683;
} else {
const bool l_2684 = l_2677 == uint32(2139095040);
if (l_2684) {
l_mut_47 = l_2677;
}
}
}
const float l_2685 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2686 = reinterpret_cast<uint32 const&>(l_2685);
const uint32 l_2687 = l_2686 & uint32(2147483647);
const float l_2688 = reinterpret_cast<float const&>(l_2687);
const double l_2689 = double(l_2688);
l_mut_37 = l_2689;
const bool l_2690 = l_2687 < uint32(8388608);
if (l_2690) {
const double l_2691 = double(l_2687);
const double l_2692 = l_2691 * double(1.401298464324817e-45);
l_mut_37 = l_2692;
}
const uint64 l_2693 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2694 = l_2686 >> uint32(31);
const uint64 l_2695 = uint64(l_2694);
const uint64 l_2696 = l_2695 << uint64(63);
const uint64 l_2697 = l_2693 | l_2696;
const double l_2698 = reinterpret_cast<double const&>(l_2697);
l_mut_2473 = l_2698;
}
}
}
const double l_2699 = -l_mut_2473;
l_mut_2473 = l_2699;
const bool l_2700 = bool(true) && bool(true);
if (l_2700) {
const double l_2701 = l_2612 + l_2615;
const double l_2702 = l_2701 * double(7.1362384635298e44);
const double l_2703 = floor(l_2702);
const double l_2704 = l_2703 * double(1.401298464324817e-45);
l_mut_37 = l_2704;
const double l_2705 = abs(l_2701);
const bool l_2706 = l_2705 >= double(1.1754943508222875e-38);
if (l_2706) {
const float l_2707 = float(l_2701);
const double l_2708 = double(l_2707);
l_mut_37 = l_2708;
const bool l_2709 = l_mut_37 > l_2701;
if (l_2709) {
const uint32 l_2710 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2711 = l_2710 ^ uint32(2147483648);
const float l_2712 = reinterpret_cast<float const&>(l_2711);
const uint32 l_2713 = reinterpret_cast<uint32 const&>(l_2712);
const uint32 l_2714 = l_2713 + uint32(1);
l_mut_47 = l_2714;
const uint32 l_2715 = l_2713 & uint32(2147483647);
const bool l_2716 = l_2715 == uint32(0);
if (l_2716) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2717 = l_2713 & uint32(2147483648);
const bool l_2718 = l_2717 != uint32(0);
if (l_2718) {
const uint32 l_2719 = l_2713 - uint32(1);
l_mut_47 = l_2719;
} else {
const bool l_2720 = l_2713 == uint32(2139095040);
if (l_2720) {
l_mut_47 = l_2713;
}
}
}
const float l_2721 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2722 = reinterpret_cast<uint32 const&>(l_2721);
const uint32 l_2723 = l_2722 ^ uint32(2147483648);
const float l_2724 = reinterpret_cast<float const&>(l_2723);
const uint32 l_2725 = reinterpret_cast<uint32 const&>(l_2724);
const uint32 l_2726 = l_2725 & uint32(2147483647);
const float l_2727 = reinterpret_cast<float const&>(l_2726);
const double l_2728 = double(l_2727);
l_mut_2729 = l_2728;
const bool l_2730 = l_2726 < uint32(8388608);
if (l_2730) {
const double l_2731 = double(l_2726);
const double l_2732 = l_2731 * double(1.401298464324817e-45);
l_mut_2729 = l_2732;
}
const uint64 l_2733 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_2734 = l_2725 >> uint32(31);
const uint64 l_2735 = uint64(l_2734);
const uint64 l_2736 = l_2735 << uint64(63);
const uint64 l_2737 = l_2733 | l_2736;
const double l_2738 = reinterpret_cast<double const&>(l_2737);
l_mut_37 = l_2738;
} else {
const uint32 l_2739 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2740 = l_2739 + uint32(1);
l_mut_47 = l_2740;
const uint32 l_2741 = l_2739 & uint32(2147483647);
const bool l_2742 = l_2741 == uint32(0);
if (l_2742) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2743 = l_2739 & uint32(2147483648);
const bool l_2744 = l_2743 != uint32(0);
if (l_2744) {
const uint32 l_2745 = l_2739 - uint32(1);
l_mut_47 = l_2745;
} else {
const bool l_2746 = l_2739 == uint32(2139095040);
if (l_2746) {
l_mut_47 = l_2739;
}
}
}
const float l_2747 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2748 = reinterpret_cast<uint32 const&>(l_2747);
const uint32 l_2749 = l_2748 & uint32(2147483647);
const float l_2750 = reinterpret_cast<float const&>(l_2749);
const double l_2751 = double(l_2750);
l_mut_2729 = l_2751;
const bool l_2752 = l_2749 < uint32(8388608);
if (l_2752) {
const double l_2753 = double(l_2749);
const double l_2754 = l_2753 * double(1.401298464324817e-45);
l_mut_2729 = l_2754;
}
const uint64 l_2755 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_2756 = l_2748 >> uint32(31);
const uint64 l_2757 = uint64(l_2756);
const uint64 l_2758 = l_2757 << uint64(63);
const uint64 l_2759 = l_2755 | l_2758;
const double l_2760 = reinterpret_cast<double const&>(l_2759);
const bool l_2761 = l_2760 <= l_2701;
if (l_2761) {
const uint32 l_2762 = reinterpret_cast<uint32 const&>(l_2707);
const uint32 l_2763 = l_2762 + uint32(1);
l_mut_47 = l_2763;
const uint32 l_2764 = l_2762 & uint32(2147483647);
const bool l_2765 = l_2764 == uint32(0);
if (l_2765) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2766 = l_2762 & uint32(2147483648);
const bool l_2767 = l_2766 != uint32(0);
if (l_2767) {
const uint32 l_2768 = l_2762 - uint32(1);
l_mut_47 = l_2768;
} else {
const bool l_2769 = l_2762 == uint32(2139095040);
if (l_2769) {
l_mut_47 = l_2762;
}
}
}
const float l_2770 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2771 = reinterpret_cast<uint32 const&>(l_2770);
const uint32 l_2772 = l_2771 & uint32(2147483647);
const float l_2773 = reinterpret_cast<float const&>(l_2772);
const double l_2774 = double(l_2773);
l_mut_2729 = l_2774;
const bool l_2775 = l_2772 < uint32(8388608);
if (l_2775) {
const double l_2776 = double(l_2772);
const double l_2777 = l_2776 * double(1.401298464324817e-45);
l_mut_2729 = l_2777;
}
const uint64 l_2778 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_2779 = l_2771 >> uint32(31);
const uint64 l_2780 = uint64(l_2779);
const uint64 l_2781 = l_2780 << uint64(63);
const uint64 l_2782 = l_2778 | l_2781;
const double l_2783 = reinterpret_cast<double const&>(l_2782);
l_mut_37 = l_2783;
}
}
}
l_mut_2473 = l_mut_37;
} else {
const double l_2784 = l_2612 - l_2615;
const double l_2785 = l_2784 * double(7.1362384635298e44);
const double l_2786 = floor(l_2785);
const double l_2787 = l_2786 * double(1.401298464324817e-45);
l_mut_2729 = l_2787;
const double l_2788 = abs(l_2784);
const bool l_2789 = l_2788 >= double(1.1754943508222875e-38);
if (l_2789) {
const float l_2790 = float(l_2784);
const double l_2791 = double(l_2790);
l_mut_2729 = l_2791;
const bool l_2792 = l_mut_2729 > l_2784;
if (l_2792) {
const uint32 l_2793 = reinterpret_cast<uint32 const&>(l_2790);
const uint32 l_2794 = l_2793 ^ uint32(2147483648);
const float l_2795 = reinterpret_cast<float const&>(l_2794);
const uint32 l_2796 = reinterpret_cast<uint32 const&>(l_2795);
const uint32 l_2797 = l_2796 + uint32(1);
l_mut_47 = l_2797;
const uint32 l_2798 = l_2796 & uint32(2147483647);
const bool l_2799 = l_2798 == uint32(0);
if (l_2799) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2800 = l_2796 & uint32(2147483648);
const bool l_2801 = l_2800 != uint32(0);
if (l_2801) {
const uint32 l_2802 = l_2796 - uint32(1);
l_mut_47 = l_2802;
} else {
const bool l_2803 = l_2796 == uint32(2139095040);
if (l_2803) {
l_mut_47 = l_2796;
}
}
}
const float l_2804 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2805 = reinterpret_cast<uint32 const&>(l_2804);
const uint32 l_2806 = l_2805 ^ uint32(2147483648);
const float l_2807 = reinterpret_cast<float const&>(l_2806);
const uint32 l_2808 = reinterpret_cast<uint32 const&>(l_2807);
const uint32 l_2809 = l_2808 & uint32(2147483647);
const float l_2810 = reinterpret_cast<float const&>(l_2809);
const double l_2811 = double(l_2810);
l_mut_37 = l_2811;
const bool l_2812 = l_2809 < uint32(8388608);
if (l_2812) {
const double l_2813 = double(l_2809);
const double l_2814 = l_2813 * double(1.401298464324817e-45);
l_mut_37 = l_2814;
}
const uint64 l_2815 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2816 = l_2808 >> uint32(31);
const uint64 l_2817 = uint64(l_2816);
const uint64 l_2818 = l_2817 << uint64(63);
const uint64 l_2819 = l_2815 | l_2818;
const double l_2820 = reinterpret_cast<double const&>(l_2819);
l_mut_2729 = l_2820;
} else {
const uint32 l_2821 = reinterpret_cast<uint32 const&>(l_2790);
const uint32 l_2822 = l_2821 + uint32(1);
l_mut_47 = l_2822;
const uint32 l_2823 = l_2821 & uint32(2147483647);
const bool l_2824 = l_2823 == uint32(0);
if (l_2824) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2825 = l_2821 & uint32(2147483648);
const bool l_2826 = l_2825 != uint32(0);
if (l_2826) {
const uint32 l_2827 = l_2821 - uint32(1);
l_mut_47 = l_2827;
} else {
const bool l_2828 = l_2821 == uint32(2139095040);
if (l_2828) {
l_mut_47 = l_2821;
}
}
}
const float l_2829 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2830 = reinterpret_cast<uint32 const&>(l_2829);
const uint32 l_2831 = l_2830 & uint32(2147483647);
const float l_2832 = reinterpret_cast<float const&>(l_2831);
const double l_2833 = double(l_2832);
l_mut_37 = l_2833;
const bool l_2834 = l_2831 < uint32(8388608);
if (l_2834) {
const double l_2835 = double(l_2831);
const double l_2836 = l_2835 * double(1.401298464324817e-45);
l_mut_37 = l_2836;
}
const uint64 l_2837 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2838 = l_2830 >> uint32(31);
const uint64 l_2839 = uint64(l_2838);
const uint64 l_2840 = l_2839 << uint64(63);
const uint64 l_2841 = l_2837 | l_2840;
const double l_2842 = reinterpret_cast<double const&>(l_2841);
const bool l_2843 = l_2842 <= l_2784;
if (l_2843) {
const uint32 l_2844 = reinterpret_cast<uint32 const&>(l_2790);
const uint32 l_2845 = l_2844 + uint32(1);
l_mut_47 = l_2845;
const uint32 l_2846 = l_2844 & uint32(2147483647);
const bool l_2847 = l_2846 == uint32(0);
if (l_2847) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2848 = l_2844 & uint32(2147483648);
const bool l_2849 = l_2848 != uint32(0);
if (l_2849) {
const uint32 l_2850 = l_2844 - uint32(1);
l_mut_47 = l_2850;
} else {
const bool l_2851 = l_2844 == uint32(2139095040);
if (l_2851) {
l_mut_47 = l_2844;
}
}
}
const float l_2852 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2853 = reinterpret_cast<uint32 const&>(l_2852);
const uint32 l_2854 = l_2853 & uint32(2147483647);
const float l_2855 = reinterpret_cast<float const&>(l_2854);
const double l_2856 = double(l_2855);
l_mut_37 = l_2856;
const bool l_2857 = l_2854 < uint32(8388608);
if (l_2857) {
const double l_2858 = double(l_2854);
const double l_2859 = l_2858 * double(1.401298464324817e-45);
l_mut_37 = l_2859;
}
const uint64 l_2860 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2861 = l_2853 >> uint32(31);
const uint64 l_2862 = uint64(l_2861);
const uint64 l_2863 = l_2862 << uint64(63);
const uint64 l_2864 = l_2860 | l_2863;
const double l_2865 = reinterpret_cast<double const&>(l_2864);
l_mut_2729 = l_2865;
}
}
}
l_mut_2473 = l_mut_2729;
}
const double l_2866 = l_mut_1121 + l_19;
const double l_2867 = abs(l_2866);
const double l_2868 = l_2867 * double(2.220446049250313e-16);
const double l_2869 = l_2101 + l_2868;
const double l_2870 = l_2866 + l_2869;
const double l_2871 = -l_2870;
const double l_2872 = l_2871 * double(7.1362384635298e44);
const double l_2873 = floor(l_2872);
const double l_2874 = l_2873 * double(1.401298464324817e-45);
l_mut_2729 = l_2874;
const double l_2875 = abs(l_2871);
const bool l_2876 = l_2875 >= double(1.1754943508222875e-38);
if (l_2876) {
const float l_2877 = float(l_2871);
const double l_2878 = double(l_2877);
l_mut_2729 = l_2878;
const bool l_2879 = l_mut_2729 > l_2871;
if (l_2879) {
const uint32 l_2880 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2881 = l_2880 ^ uint32(2147483648);
const float l_2882 = reinterpret_cast<float const&>(l_2881);
const uint32 l_2883 = reinterpret_cast<uint32 const&>(l_2882);
const uint32 l_2884 = l_2883 + uint32(1);
l_mut_47 = l_2884;
const uint32 l_2885 = l_2883 & uint32(2147483647);
const bool l_2886 = l_2885 == uint32(0);
if (l_2886) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2887 = l_2883 & uint32(2147483648);
const bool l_2888 = l_2887 != uint32(0);
if (l_2888) {
const uint32 l_2889 = l_2883 - uint32(1);
l_mut_47 = l_2889;
} else {
const bool l_2890 = l_2883 == uint32(2139095040);
if (l_2890) {
l_mut_47 = l_2883;
}
}
}
const float l_2891 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2892 = reinterpret_cast<uint32 const&>(l_2891);
const uint32 l_2893 = l_2892 ^ uint32(2147483648);
const float l_2894 = reinterpret_cast<float const&>(l_2893);
const uint32 l_2895 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2896 = l_2895 & uint32(2147483647);
const float l_2897 = reinterpret_cast<float const&>(l_2896);
const double l_2898 = double(l_2897);
l_mut_37 = l_2898;
const bool l_2899 = l_2896 < uint32(8388608);
if (l_2899) {
const double l_2900 = double(l_2896);
const double l_2901 = l_2900 * double(1.401298464324817e-45);
l_mut_37 = l_2901;
}
const uint64 l_2902 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2903 = l_2895 >> uint32(31);
const uint64 l_2904 = uint64(l_2903);
const uint64 l_2905 = l_2904 << uint64(63);
const uint64 l_2906 = l_2902 | l_2905;
const double l_2907 = reinterpret_cast<double const&>(l_2906);
l_mut_2729 = l_2907;
} else {
const uint32 l_2908 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2909 = l_2908 + uint32(1);
l_mut_47 = l_2909;
const uint32 l_2910 = l_2908 & uint32(2147483647);
const bool l_2911 = l_2910 == uint32(0);
if (l_2911) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2912 = l_2908 & uint32(2147483648);
const bool l_2913 = l_2912 != uint32(0);
if (l_2913) {
const uint32 l_2914 = l_2908 - uint32(1);
l_mut_47 = l_2914;
} else {
const bool l_2915 = l_2908 == uint32(2139095040);
if (l_2915) {
l_mut_47 = l_2908;
}
}
}
const float l_2916 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2917 = reinterpret_cast<uint32 const&>(l_2916);
const uint32 l_2918 = l_2917 & uint32(2147483647);
const float l_2919 = reinterpret_cast<float const&>(l_2918);
const double l_2920 = double(l_2919);
l_mut_37 = l_2920;
const bool l_2921 = l_2918 < uint32(8388608);
if (l_2921) {
const double l_2922 = double(l_2918);
const double l_2923 = l_2922 * double(1.401298464324817e-45);
l_mut_37 = l_2923;
}
const uint64 l_2924 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2925 = l_2917 >> uint32(31);
const uint64 l_2926 = uint64(l_2925);
const uint64 l_2927 = l_2926 << uint64(63);
const uint64 l_2928 = l_2924 | l_2927;
const double l_2929 = reinterpret_cast<double const&>(l_2928);
const bool l_2930 = l_2929 <= l_2871;
if (l_2930) {
const uint32 l_2931 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2932 = l_2931 + uint32(1);
l_mut_47 = l_2932;
const uint32 l_2933 = l_2931 & uint32(2147483647);
const bool l_2934 = l_2933 == uint32(0);
if (l_2934) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2935 = l_2931 & uint32(2147483648);
const bool l_2936 = l_2935 != uint32(0);
if (l_2936) {
const uint32 l_2937 = l_2931 - uint32(1);
l_mut_47 = l_2937;
} else {
const bool l_2938 = l_2931 == uint32(2139095040);
if (l_2938) {
l_mut_47 = l_2931;
}
}
}
const float l_2939 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2940 = reinterpret_cast<uint32 const&>(l_2939);
const uint32 l_2941 = l_2940 & uint32(2147483647);
const float l_2942 = reinterpret_cast<float const&>(l_2941);
const double l_2943 = double(l_2942);
l_mut_37 = l_2943;
const bool l_2944 = l_2941 < uint32(8388608);
if (l_2944) {
const double l_2945 = double(l_2941);
const double l_2946 = l_2945 * double(1.401298464324817e-45);
l_mut_37 = l_2946;
}
const uint64 l_2947 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_2948 = l_2940 >> uint32(31);
const uint64 l_2949 = uint64(l_2948);
const uint64 l_2950 = l_2949 << uint64(63);
const uint64 l_2951 = l_2947 | l_2950;
const double l_2952 = reinterpret_cast<double const&>(l_2951);
l_mut_2729 = l_2952;
}
}
}
const double l_2953 = -l_mut_2729;
l_mut_2729 = l_2953;
const bool l_2954 = bool(false) && bool(true);
if (l_2954) {
const double l_2955 = l_2866 + l_2869;
const double l_2956 = l_2955 * double(7.1362384635298e44);
const double l_2957 = floor(l_2956);
const double l_2958 = l_2957 * double(1.401298464324817e-45);
l_mut_37 = l_2958;
const double l_2959 = abs(l_2955);
const bool l_2960 = l_2959 >= double(1.1754943508222875e-38);
if (l_2960) {
const float l_2961 = float(l_2955);
const double l_2962 = double(l_2961);
l_mut_37 = l_2962;
const bool l_2963 = l_mut_37 > l_2955;
if (l_2963) {
const uint32 l_2964 = reinterpret_cast<uint32 const&>(l_2961);
const uint32 l_2965 = l_2964 ^ uint32(2147483648);
const float l_2966 = reinterpret_cast<float const&>(l_2965);
const uint32 l_2967 = reinterpret_cast<uint32 const&>(l_2966);
const uint32 l_2968 = l_2967 + uint32(1);
l_mut_47 = l_2968;
const uint32 l_2969 = l_2967 & uint32(2147483647);
const bool l_2970 = l_2969 == uint32(0);
if (l_2970) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2971 = l_2967 & uint32(2147483648);
const bool l_2972 = l_2971 != uint32(0);
if (l_2972) {
const uint32 l_2973 = l_2967 - uint32(1);
l_mut_47 = l_2973;
} else {
const bool l_2974 = l_2967 == uint32(2139095040);
if (l_2974) {
l_mut_47 = l_2967;
}
}
}
const float l_2975 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_2976 = reinterpret_cast<uint32 const&>(l_2975);
const uint32 l_2977 = l_2976 ^ uint32(2147483648);
const float l_2978 = reinterpret_cast<float const&>(l_2977);
const uint32 l_2979 = reinterpret_cast<uint32 const&>(l_2978);
const uint32 l_2980 = l_2979 & uint32(2147483647);
const float l_2981 = reinterpret_cast<float const&>(l_2980);
const double l_2982 = double(l_2981);
l_mut_2983 = l_2982;
const bool l_2984 = l_2980 < uint32(8388608);
if (l_2984) {
const double l_2985 = double(l_2980);
const double l_2986 = l_2985 * double(1.401298464324817e-45);
l_mut_2983 = l_2986;
}
const uint64 l_2987 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_2988 = l_2979 >> uint32(31);
const uint64 l_2989 = uint64(l_2988);
const uint64 l_2990 = l_2989 << uint64(63);
const uint64 l_2991 = l_2987 | l_2990;
const double l_2992 = reinterpret_cast<double const&>(l_2991);
l_mut_37 = l_2992;
} else {
const uint32 l_2993 = reinterpret_cast<uint32 const&>(l_2961);
const uint32 l_2994 = l_2993 + uint32(1);
l_mut_47 = l_2994;
const uint32 l_2995 = l_2993 & uint32(2147483647);
const bool l_2996 = l_2995 == uint32(0);
if (l_2996) {
l_mut_47 = uint32(1);
} else {
const uint32 l_2997 = l_2993 & uint32(2147483648);
const bool l_2998 = l_2997 != uint32(0);
if (l_2998) {
const uint32 l_2999 = l_2993 - uint32(1);
l_mut_47 = l_2999;
} else {
const bool l_3000 = l_2993 == uint32(2139095040);
if (l_3000) {
l_mut_47 = l_2993;
}
}
}
const float l_3001 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_3002 = reinterpret_cast<uint32 const&>(l_3001);
const uint32 l_3003 = l_3002 & uint32(2147483647);
const float l_3004 = reinterpret_cast<float const&>(l_3003);
const double l_3005 = double(l_3004);
l_mut_2983 = l_3005;
const bool l_3006 = l_3003 < uint32(8388608);
if (l_3006) {
const double l_3007 = double(l_3003);
const double l_3008 = l_3007 * double(1.401298464324817e-45);
l_mut_2983 = l_3008;
}
const uint64 l_3009 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_3010 = l_3002 >> uint32(31);
const uint64 l_3011 = uint64(l_3010);
const uint64 l_3012 = l_3011 << uint64(63);
const uint64 l_3013 = l_3009 | l_3012;
const double l_3014 = reinterpret_cast<double const&>(l_3013);
const bool l_3015 = l_3014 <= l_2955;
if (l_3015) {
const uint32 l_3016 = reinterpret_cast<uint32 const&>(l_2961);
const uint32 l_3017 = l_3016 + uint32(1);
l_mut_47 = l_3017;
const uint32 l_3018 = l_3016 & uint32(2147483647);
const bool l_3019 = l_3018 == uint32(0);
if (l_3019) {
l_mut_47 = uint32(1);
} else {
const uint32 l_3020 = l_3016 & uint32(2147483648);
const bool l_3021 = l_3020 != uint32(0);
if (l_3021) {
const uint32 l_3022 = l_3016 - uint32(1);
l_mut_47 = l_3022;
} else {
const bool l_3023 = l_3016 == uint32(2139095040);
if (l_3023) {
l_mut_47 = l_3016;
}
}
}
const float l_3024 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_3025 = reinterpret_cast<uint32 const&>(l_3024);
const uint32 l_3026 = l_3025 & uint32(2147483647);
const float l_3027 = reinterpret_cast<float const&>(l_3026);
const double l_3028 = double(l_3027);
l_mut_2983 = l_3028;
const bool l_3029 = l_3026 < uint32(8388608);
if (l_3029) {
const double l_3030 = double(l_3026);
const double l_3031 = l_3030 * double(1.401298464324817e-45);
l_mut_2983 = l_3031;
}
const uint64 l_3032 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_3033 = l_3025 >> uint32(31);
const uint64 l_3034 = uint64(l_3033);
const uint64 l_3035 = l_3034 << uint64(63);
const uint64 l_3036 = l_3032 | l_3035;
const double l_3037 = reinterpret_cast<double const&>(l_3036);
l_mut_37 = l_3037;
}
}
}
l_mut_2729 = l_mut_37;
} else {
const double l_3038 = l_2866 - l_2869;
const double l_3039 = -l_3038;
const double l_3040 = l_3039 * double(7.1362384635298e44);
const double l_3041 = floor(l_3040);
const double l_3042 = l_3041 * double(1.401298464324817e-45);
l_mut_2983 = l_3042;
const double l_3043 = abs(l_3039);
const bool l_3044 = l_3043 >= double(1.1754943508222875e-38);
if (l_3044) {
const float l_3045 = float(l_3039);
const double l_3046 = double(l_3045);
l_mut_2983 = l_3046;
const bool l_3047 = l_mut_2983 > l_3039;
if (l_3047) {
const uint32 l_3048 = reinterpret_cast<uint32 const&>(l_3045);
const uint32 l_3049 = l_3048 ^ uint32(2147483648);
const float l_3050 = reinterpret_cast<float const&>(l_3049);
const uint32 l_3051 = reinterpret_cast<uint32 const&>(l_3050);
const uint32 l_3052 = l_3051 + uint32(1);
l_mut_47 = l_3052;
const uint32 l_3053 = l_3051 & uint32(2147483647);
const bool l_3054 = l_3053 == uint32(0);
if (l_3054) {
l_mut_47 = uint32(1);
} else {
const uint32 l_3055 = l_3051 & uint32(2147483648);
const bool l_3056 = l_3055 != uint32(0);
if (l_3056) {
const uint32 l_3057 = l_3051 - uint32(1);
l_mut_47 = l_3057;
} else {
const bool l_3058 = l_3051 == uint32(2139095040);
if (l_3058) {
l_mut_47 = l_3051;
}
}
}
const float l_3059 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_3060 = reinterpret_cast<uint32 const&>(l_3059);
const uint32 l_3061 = l_3060 ^ uint32(2147483648);
const float l_3062 = reinterpret_cast<float const&>(l_3061);
const uint32 l_3063 = reinterpret_cast<uint32 const&>(l_3062);
const uint32 l_3064 = l_3063 & uint32(2147483647);
const float l_3065 = reinterpret_cast<float const&>(l_3064);
const double l_3066 = double(l_3065);
l_mut_37 = l_3066;
const bool l_3067 = l_3064 < uint32(8388608);
if (l_3067) {
const double l_3068 = double(l_3064);
const double l_3069 = l_3068 * double(1.401298464324817e-45);
l_mut_37 = l_3069;
}
const uint64 l_3070 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_3071 = l_3063 >> uint32(31);
const uint64 l_3072 = uint64(l_3071);
const uint64 l_3073 = l_3072 << uint64(63);
const uint64 l_3074 = l_3070 | l_3073;
const double l_3075 = reinterpret_cast<double const&>(l_3074);
l_mut_2983 = l_3075;
} else {
const uint32 l_3076 = reinterpret_cast<uint32 const&>(l_3045);
const uint32 l_3077 = l_3076 + uint32(1);
l_mut_47 = l_3077;
const uint32 l_3078 = l_3076 & uint32(2147483647);
const bool l_3079 = l_3078 == uint32(0);
if (l_3079) {
l_mut_47 = uint32(1);
} else {
const uint32 l_3080 = l_3076 & uint32(2147483648);
const bool l_3081 = l_3080 != uint32(0);
if (l_3081) {
const uint32 l_3082 = l_3076 - uint32(1);
l_mut_47 = l_3082;
} else {
const bool l_3083 = l_3076 == uint32(2139095040);
if (l_3083) {
l_mut_47 = l_3076;
}
}
}
const float l_3084 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_3085 = reinterpret_cast<uint32 const&>(l_3084);
const uint32 l_3086 = l_3085 & uint32(2147483647);
const float l_3087 = reinterpret_cast<float const&>(l_3086);
const double l_3088 = double(l_3087);
l_mut_37 = l_3088;
const bool l_3089 = l_3086 < uint32(8388608);
if (l_3089) {
const double l_3090 = double(l_3086);
const double l_3091 = l_3090 * double(1.401298464324817e-45);
l_mut_37 = l_3091;
}
const uint64 l_3092 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_3093 = l_3085 >> uint32(31);
const uint64 l_3094 = uint64(l_3093);
const uint64 l_3095 = l_3094 << uint64(63);
const uint64 l_3096 = l_3092 | l_3095;
const double l_3097 = reinterpret_cast<double const&>(l_3096);
const bool l_3098 = l_3097 <= l_3039;
if (l_3098) {
const uint32 l_3099 = reinterpret_cast<uint32 const&>(l_3045);
const uint32 l_3100 = l_3099 + uint32(1);
l_mut_47 = l_3100;
const uint32 l_3101 = l_3099 & uint32(2147483647);
const bool l_3102 = l_3101 == uint32(0);
if (l_3102) {
l_mut_47 = uint32(1);
} else {
const uint32 l_3103 = l_3099 & uint32(2147483648);
const bool l_3104 = l_3103 != uint32(0);
if (l_3104) {
const uint32 l_3105 = l_3099 - uint32(1);
l_mut_47 = l_3105;
} else {
const bool l_3106 = l_3099 == uint32(2139095040);
if (l_3106) {
l_mut_47 = l_3099;
}
}
}
const float l_3107 = reinterpret_cast<float const&>(l_mut_47);
const uint32 l_3108 = reinterpret_cast<uint32 const&>(l_3107);
const uint32 l_3109 = l_3108 & uint32(2147483647);
const float l_3110 = reinterpret_cast<float const&>(l_3109);
const double l_3111 = double(l_3110);
l_mut_37 = l_3111;
const bool l_3112 = l_3109 < uint32(8388608);
if (l_3112) {
const double l_3113 = double(l_3109);
const double l_3114 = l_3113 * double(1.401298464324817e-45);
l_mut_37 = l_3114;
}
const uint64 l_3115 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_3116 = l_3108 >> uint32(31);
const uint64 l_3117 = uint64(l_3116);
const uint64 l_3118 = l_3117 << uint64(63);
const uint64 l_3119 = l_3115 | l_3118;
const double l_3120 = reinterpret_cast<double const&>(l_3119);
l_mut_2983 = l_3120;
}
}
}
const double l_3121 = -l_mut_2983;
l_mut_2729 = l_3121;
}
l_mut_47 = uint32(0);
const bool l_3122 = l_mut_2473 <= double(0.0);
const bool l_3123 = l_mut_2729 >= double(0.0);
const bool l_3124 = l_3122 && l_3123;
const bool l_3125 = !l_3124;
if (l_3125) {
const double l_3127 = l_mut_60 / l_mut_2473;
const double l_3128 = l_mut_60 / l_mut_2729;
const double l_3129 = l_mut_2219 / l_mut_2473;
const double l_3130 = l_mut_2219 / l_mut_2729;
l_arr_3126[uint32(0)] = l_3127;
l_arr_3126[uint32(1)] = l_3127;
const double l_3131 = l_arr_3126[uint32(0)];
const bool l_3132 = l_3128 < l_3131;
if (l_3132) {
l_arr_3126[uint32(0)] = l_3128;
}
const double l_3133 = l_arr_3126[uint32(0)];
const bool l_3134 = l_3129 < l_3133;
if (l_3134) {
l_arr_3126[uint32(0)] = l_3129;
}
const double l_3135 = l_arr_3126[uint32(0)];
const bool l_3136 = l_3130 < l_3135;
if (l_3136) {
l_arr_3126[uint32(0)] = l_3130;
}
const double l_3137 = l_arr_3126[uint32(1)];
const bool l_3138 = l_3128 > l_3137;
if (l_3138) {
l_arr_3126[uint32(1)] = l_3128;
}
const double l_3139 = l_arr_3126[uint32(1)];
const bool l_3140 = l_3129 > l_3139;
if (l_3140) {
l_arr_3126[uint32(1)] = l_3129;
}
const double l_3141 = l_arr_3126[uint32(1)];
const bool l_3142 = l_3130 > l_3141;
if (l_3142) {
l_arr_3126[uint32(1)] = l_3130;
}
const double l_3143 = l_arr_3126[uint32(0)];
const double l_3144 = abs(l_3143);
const double l_3145 = l_3144 * l_mut_708;
const double l_3146 = l_arr_3126[uint32(1)];
const double l_3147 = abs(l_3146);
const double l_3148 = l_3147 * l_mut_708;
l_mut_47 = uint32(2);
const double l_3149 = l_arr_3126[uint32(0)];
const double l_3150 = l_3149 - l_3145;
const double l_3151 = abs(l_3150);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_3152 = l_3151 >= double(1.1754943508222875e-38);
const bool l_3153 = l_3151 <= double(1.7976931348623157e308);
const bool l_3154 = l_3152 && l_3153;
if (l_3154) {
const uint64 l_3155 = reinterpret_cast<uint64 const&>(l_3151);
const uint64 l_3156 = l_3155 >> uint64(52);
const uint64 l_3157 = l_3156 - uint64(23);
const uint64 l_3158 = l_3157 << uint64(52);
const double l_3159 = reinterpret_cast<double const&>(l_3158);
l_mut_2983 = l_3159;
}
const double l_3160 = l_3149 + l_3145;
const double l_3161 = abs(l_3160);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_3162 = l_3161 >= double(1.1754943508222875e-38);
const bool l_3163 = l_3161 <= double(1.7976931348623157e308);
const bool l_3164 = l_3162 && l_3163;
if (l_3164) {
const uint64 l_3165 = reinterpret_cast<uint64 const&>(l_3161);
const uint64 l_3166 = l_3165 >> uint64(52);
const uint64 l_3167 = l_3166 - uint64(23);
const uint64 l_3168 = l_3167 << uint64(52);
const double l_3169 = reinterpret_cast<double const&>(l_3168);
l_mut_2729 = l_3169;
}
const bool l_3170 = l_mut_2983 == l_mut_2729;
const double l_3171 = l_arr_3126[uint32(1)];
const double l_3172 = l_3171 - l_3148;
const double l_3173 = abs(l_3172);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_3174 = l_3173 >= double(1.1754943508222875e-38);
const bool l_3175 = l_3173 <= double(1.7976931348623157e308);
const bool l_3176 = l_3174 && l_3175;
if (l_3176) {
const uint64 l_3177 = reinterpret_cast<uint64 const&>(l_3173);
const uint64 l_3178 = l_3177 >> uint64(52);
const uint64 l_3179 = l_3178 - uint64(23);
const uint64 l_3180 = l_3179 << uint64(52);
const double l_3181 = reinterpret_cast<double const&>(l_3180);
l_mut_2983 = l_3181;
}
const double l_3182 = l_3171 + l_3148;
const double l_3183 = abs(l_3182);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_3184 = l_3183 >= double(1.1754943508222875e-38);
const bool l_3185 = l_3183 <= double(1.7976931348623157e308);
const bool l_3186 = l_3184 && l_3185;
if (l_3186) {
const uint64 l_3187 = reinterpret_cast<uint64 const&>(l_3183);
const uint64 l_3188 = l_3187 >> uint64(52);
const uint64 l_3189 = l_3188 - uint64(23);
const uint64 l_3190 = l_3189 << uint64(52);
const double l_3191 = reinterpret_cast<double const&>(l_3190);
l_mut_2729 = l_3191;
}
const bool l_3192 = l_mut_2983 == l_mut_2729;
const bool l_3193 = l_3170 && l_3192;
if (l_3193) {
const double l_3194 = l_arr_3126[uint32(0)];
const double l_3195 = l_arr_3126[uint32(0)];
const double l_3196 = abs(l_3195);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_3197 = l_3196 >= double(1.1754943508222875e-38);
const bool l_3198 = l_3196 <= double(1.7976931348623157e308);
const bool l_3199 = l_3197 && l_3198;
if (l_3199) {
const uint64 l_3200 = reinterpret_cast<uint64 const&>(l_3196);
const uint64 l_3201 = l_3200 >> uint64(52);
const uint64 l_3202 = l_3201 - uint64(23);
const uint64 l_3203 = l_3202 << uint64(52);
const double l_3204 = reinterpret_cast<double const&>(l_3203);
l_mut_2983 = l_3204;
}
const double l_3205 = l_22 * l_mut_2983;
const double l_3206 = l_3194 - l_3205;
const double l_3207 = l_arr_3126[uint32(1)];
const double l_3208 = l_arr_3126[uint32(1)];
const double l_3209 = abs(l_3208);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_3210 = l_3209 >= double(1.1754943508222875e-38);
const bool l_3211 = l_3209 <= double(1.7976931348623157e308);
const bool l_3212 = l_3210 && l_3211;
if (l_3212) {
const uint64 l_3213 = reinterpret_cast<uint64 const&>(l_3209);
const uint64 l_3214 = l_3213 >> uint64(52);
const uint64 l_3215 = l_3214 - uint64(23);
const uint64 l_3216 = l_3215 << uint64(52);
const double l_3217 = reinterpret_cast<double const&>(l_3216);
l_mut_2983 = l_3217;
}
const double l_3218 = l_22 * l_mut_2983;
const double l_3219 = l_3207 + l_3218;
const uint32 l_3220 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3221 = l_3220 & uint32(2147483647);
const float l_3222 = reinterpret_cast<float const&>(l_3221);
const double l_3223 = double(l_3222);
l_mut_2983 = l_3223;
const bool l_3224 = l_3221 < uint32(8388608);
if (l_3224) {
const double l_3225 = double(l_3221);
const double l_3226 = l_3225 * double(1.401298464324817e-45);
l_mut_2983 = l_3226;
}
const uint64 l_3227 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_3228 = l_3220 >> uint32(31);
const uint64 l_3229 = uint64(l_3228);
const uint64 l_3230 = l_3229 << uint64(63);
const uint64 l_3231 = l_3227 | l_3230;
const double l_3232 = reinterpret_cast<double const&>(l_3231);
const uint32 l_3233 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3234 = l_3233 + uint32(1);
l_mut_3235 = l_3234;
const uint32 l_3236 = l_3233 & uint32(2147483647);
const bool l_3237 = l_3236 == uint32(0);
if (l_3237) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3238 = l_3233 & uint32(2147483648);
const bool l_3239 = l_3238 != uint32(0);
if (l_3239) {
const uint32 l_3240 = l_3233 - uint32(1);
l_mut_3235 = l_3240;
} else {
const bool l_3241 = l_3233 == uint32(2139095040);
if (l_3241) {
l_mut_3235 = l_3233;
}
}
}
const float l_3242 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3243 = reinterpret_cast<uint32 const&>(l_3242);
const uint32 l_3244 = l_3243 & uint32(2147483647);
const float l_3245 = reinterpret_cast<float const&>(l_3244);
const double l_3246 = double(l_3245);
l_mut_2983 = l_3246;
const bool l_3247 = l_3244 < uint32(8388608);
if (l_3247) {
const double l_3248 = double(l_3244);
const double l_3249 = l_3248 * double(1.401298464324817e-45);
l_mut_2983 = l_3249;
}
const uint64 l_3250 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_3251 = l_3243 >> uint32(31);
const uint64 l_3252 = uint64(l_3251);
const uint64 l_3253 = l_3252 << uint64(63);
const uint64 l_3254 = l_3250 | l_3253;
const double l_3255 = reinterpret_cast<double const&>(l_3254);
const uint32 l_3256 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3257 = l_3256 ^ uint32(2147483648);
const float l_3258 = reinterpret_cast<float const&>(l_3257);
const uint32 l_3259 = reinterpret_cast<uint32 const&>(l_3258);
const uint32 l_3260 = l_3259 + uint32(1);
l_mut_3235 = l_3260;
const uint32 l_3261 = l_3259 & uint32(2147483647);
const bool l_3262 = l_3261 == uint32(0);
if (l_3262) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3263 = l_3259 & uint32(2147483648);
const bool l_3264 = l_3263 != uint32(0);
if (l_3264) {
const uint32 l_3265 = l_3259 - uint32(1);
l_mut_3235 = l_3265;
} else {
const bool l_3266 = l_3259 == uint32(2139095040);
if (l_3266) {
l_mut_3235 = l_3259;
}
}
}
const float l_3267 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3268 = reinterpret_cast<uint32 const&>(l_3267);
const uint32 l_3269 = l_3268 ^ uint32(2147483648);
const float l_3270 = reinterpret_cast<float const&>(l_3269);
const uint32 l_3271 = reinterpret_cast<uint32 const&>(l_3270);
const uint32 l_3272 = l_3271 & uint32(2147483647);
const float l_3273 = reinterpret_cast<float const&>(l_3272);
const double l_3274 = double(l_3273);
l_mut_2983 = l_3274;
const bool l_3275 = l_3272 < uint32(8388608);
if (l_3275) {
const double l_3276 = double(l_3272);
const double l_3277 = l_3276 * double(1.401298464324817e-45);
l_mut_2983 = l_3277;
}
const uint64 l_3278 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_3279 = l_3271 >> uint32(31);
const uint64 l_3280 = uint64(l_3279);
const uint64 l_3281 = l_3280 << uint64(63);
const uint64 l_3282 = l_3278 | l_3281;
const double l_3283 = reinterpret_cast<double const&>(l_3282);
const double l_3284 = l_3206 + l_3145;
const bool l_3285 = l_3284 <= l_3232;
l_mut_149 = l_3285;
const double l_3286 = l_3206 - l_3145;
const bool l_3287 = l_3286 > l_3232;
l_mut_146 = l_3287;
const double l_3288 = l_3219 - l_3148;
const bool l_3289 = l_3288 >= l_3232;
l_mut_143 = l_3289;
const double l_3290 = l_3219 + l_3148;
const bool l_3291 = l_3290 < l_3232;
l_mut_140 = l_3291;
const double l_3292 = l_3206 + l_3145;
const bool l_3293 = l_3292 < l_3255;
l_mut_149 = l_3293;
const double l_3294 = l_3206 - l_3145;
const bool l_3295 = l_3294 >= l_3255;
l_mut_146 = l_3295;
const double l_3296 = l_3219 - l_3148;
const bool l_3297 = l_3296 > l_3283;
l_mut_143 = l_3297;
const double l_3298 = l_3219 + l_3148;
const bool l_3299 = l_3298 <= l_3283;
l_mut_140 = l_3299;
l_mut_3235 = uint32(2);
const bool l_3300 = l_mut_146 || l_mut_140;
if (l_3300) {
l_mut_3235 = uint32(1);
} else {
const bool l_3301 = l_mut_149 && l_mut_143;
if (l_3301) {
l_mut_3235 = uint32(0);
}
}
const uint32 l_3302 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3303 = l_3302 & uint32(2147483647);
const bool l_3304 = l_3303 == uint32(0);
if (l_3304) {
const double l_3305 = l_3206 + l_3145;
const bool l_3306 = l_3305 < double(1.1754943508222875e-38);
const double l_3307 = l_3219 - l_3148;
const bool l_3308 = l_3307 > double(-1.1754943508222875e-38);
const bool l_3309 = l_3306 && l_3308;
const double l_3310 = l_3206 - l_3145;
const bool l_3311 = l_3310 < double(1.1754943508222875e-38);
const double l_3312 = l_3219 + l_3148;
const bool l_3313 = l_3312 > double(-1.1754943508222875e-38);
const bool l_3314 = l_3311 && l_3313;
if (l_3309) {
l_mut_3235 = uint32(0);
} else {
const bool l_3315 = l_mut_3235 == uint32(1);
const bool l_3316 = l_3314 && l_3315;
if (l_3316) {
l_mut_3235 = uint32(2);
}
}
}
l_mut_47 = l_mut_3235;
}
}
const double l_3317 = l_mut_1204 - l_19;
const double l_3318 = abs(l_3317);
const double l_3319 = l_3318 * double(2.220446049250313e-16);
const double l_3320 = l_2099 + l_3319;
const double l_3321 = l_3317 + l_3320;
const double l_3322 = -l_3321;
const double l_3323 = l_3322 * double(7.1362384635298e44);
const double l_3324 = floor(l_3323);
const double l_3325 = l_3324 * double(1.401298464324817e-45);
l_mut_2983 = l_3325;
const double l_3326 = abs(l_3322);
const bool l_3327 = l_3326 >= double(1.1754943508222875e-38);
if (l_3327) {
const float l_3328 = float(l_3322);
const double l_3329 = double(l_3328);
l_mut_2983 = l_3329;
const bool l_3330 = l_mut_2983 > l_3322;
if (l_3330) {
const uint32 l_3331 = reinterpret_cast<uint32 const&>(l_3328);
const uint32 l_3332 = l_3331 ^ uint32(2147483648);
const float l_3333 = reinterpret_cast<float const&>(l_3332);
const uint32 l_3334 = reinterpret_cast<uint32 const&>(l_3333);
const uint32 l_3335 = l_3334 + uint32(1);
l_mut_3235 = l_3335;
const uint32 l_3336 = l_3334 & uint32(2147483647);
const bool l_3337 = l_3336 == uint32(0);
if (l_3337) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3338 = l_3334 & uint32(2147483648);
const bool l_3339 = l_3338 != uint32(0);
if (l_3339) {
const uint32 l_3340 = l_3334 - uint32(1);
l_mut_3235 = l_3340;
} else {
const bool l_3341 = l_3334 == uint32(2139095040);
if (l_3341) {
l_mut_3235 = l_3334;
}
}
}
const float l_3342 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3343 = reinterpret_cast<uint32 const&>(l_3342);
const uint32 l_3344 = l_3343 ^ uint32(2147483648);
const float l_3345 = reinterpret_cast<float const&>(l_3344);
const uint32 l_3346 = reinterpret_cast<uint32 const&>(l_3345);
const uint32 l_3347 = l_3346 & uint32(2147483647);
const float l_3348 = reinterpret_cast<float const&>(l_3347);
const double l_3349 = double(l_3348);
l_mut_2729 = l_3349;
const bool l_3350 = l_3347 < uint32(8388608);
if (l_3350) {
const double l_3351 = double(l_3347);
const double l_3352 = l_3351 * double(1.401298464324817e-45);
l_mut_2729 = l_3352;
}
const uint64 l_3353 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_3354 = l_3346 >> uint32(31);
const uint64 l_3355 = uint64(l_3354);
const uint64 l_3356 = l_3355 << uint64(63);
const uint64 l_3357 = l_3353 | l_3356;
const double l_3358 = reinterpret_cast<double const&>(l_3357);
l_mut_2983 = l_3358;
} else {
const uint32 l_3359 = reinterpret_cast<uint32 const&>(l_3328);
const uint32 l_3360 = l_3359 + uint32(1);
l_mut_3235 = l_3360;
const uint32 l_3361 = l_3359 & uint32(2147483647);
const bool l_3362 = l_3361 == uint32(0);
if (l_3362) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3363 = l_3359 & uint32(2147483648);
const bool l_3364 = l_3363 != uint32(0);
if (l_3364) {
const uint32 l_3365 = l_3359 - uint32(1);
l_mut_3235 = l_3365;
} else {
const bool l_3366 = l_3359 == uint32(2139095040);
if (l_3366) {
l_mut_3235 = l_3359;
}
}
}
const float l_3367 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3368 = reinterpret_cast<uint32 const&>(l_3367);
const uint32 l_3369 = l_3368 & uint32(2147483647);
const float l_3370 = reinterpret_cast<float const&>(l_3369);
const double l_3371 = double(l_3370);
l_mut_2729 = l_3371;
const bool l_3372 = l_3369 < uint32(8388608);
if (l_3372) {
const double l_3373 = double(l_3369);
const double l_3374 = l_3373 * double(1.401298464324817e-45);
l_mut_2729 = l_3374;
}
const uint64 l_3375 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_3376 = l_3368 >> uint32(31);
const uint64 l_3377 = uint64(l_3376);
const uint64 l_3378 = l_3377 << uint64(63);
const uint64 l_3379 = l_3375 | l_3378;
const double l_3380 = reinterpret_cast<double const&>(l_3379);
const bool l_3381 = l_3380 <= l_3322;
if (l_3381) {
const uint32 l_3382 = reinterpret_cast<uint32 const&>(l_3328);
const uint32 l_3383 = l_3382 + uint32(1);
l_mut_3235 = l_3383;
const uint32 l_3384 = l_3382 & uint32(2147483647);
const bool l_3385 = l_3384 == uint32(0);
if (l_3385) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3386 = l_3382 & uint32(2147483648);
const bool l_3387 = l_3386 != uint32(0);
if (l_3387) {
const uint32 l_3388 = l_3382 - uint32(1);
l_mut_3235 = l_3388;
} else {
const bool l_3389 = l_3382 == uint32(2139095040);
if (l_3389) {
l_mut_3235 = l_3382;
}
}
}
const float l_3390 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3391 = reinterpret_cast<uint32 const&>(l_3390);
const uint32 l_3392 = l_3391 & uint32(2147483647);
const float l_3393 = reinterpret_cast<float const&>(l_3392);
const double l_3394 = double(l_3393);
l_mut_2729 = l_3394;
const bool l_3395 = l_3392 < uint32(8388608);
if (l_3395) {
const double l_3396 = double(l_3392);
const double l_3397 = l_3396 * double(1.401298464324817e-45);
l_mut_2729 = l_3397;
}
const uint64 l_3398 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_3399 = l_3391 >> uint32(31);
const uint64 l_3400 = uint64(l_3399);
const uint64 l_3401 = l_3400 << uint64(63);
const uint64 l_3402 = l_3398 | l_3401;
const double l_3403 = reinterpret_cast<double const&>(l_3402);
l_mut_2983 = l_3403;
}
}
}
const double l_3404 = -l_mut_2983;
l_mut_2983 = l_3404;
const bool l_3405 = bool(true) && bool(false);
if (l_3405) {
const double l_3406 = l_3317 + l_3320;
const double l_3407 = l_3406 * double(7.1362384635298e44);
const double l_3408 = floor(l_3407);
const double l_3409 = l_3408 * double(1.401298464324817e-45);
l_mut_2729 = l_3409;
const double l_3410 = abs(l_3406);
const bool l_3411 = l_3410 >= double(1.1754943508222875e-38);
if (l_3411) {
const float l_3412 = float(l_3406);
const double l_3413 = double(l_3412);
l_mut_2729 = l_3413;
const bool l_3414 = l_mut_2729 > l_3406;
if (l_3414) {
const uint32 l_3415 = reinterpret_cast<uint32 const&>(l_3412);
const uint32 l_3416 = l_3415 ^ uint32(2147483648);
const float l_3417 = reinterpret_cast<float const&>(l_3416);
const uint32 l_3418 = reinterpret_cast<uint32 const&>(l_3417);
const uint32 l_3419 = l_3418 + uint32(1);
l_mut_3235 = l_3419;
const uint32 l_3420 = l_3418 & uint32(2147483647);
const bool l_3421 = l_3420 == uint32(0);
if (l_3421) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3422 = l_3418 & uint32(2147483648);
const bool l_3423 = l_3422 != uint32(0);
if (l_3423) {
const uint32 l_3424 = l_3418 - uint32(1);
l_mut_3235 = l_3424;
} else {
const bool l_3425 = l_3418 == uint32(2139095040);
if (l_3425) {
l_mut_3235 = l_3418;
}
}
}
const float l_3426 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3427 = reinterpret_cast<uint32 const&>(l_3426);
const uint32 l_3428 = l_3427 ^ uint32(2147483648);
const float l_3429 = reinterpret_cast<float const&>(l_3428);
const uint32 l_3430 = reinterpret_cast<uint32 const&>(l_3429);
const uint32 l_3431 = l_3430 & uint32(2147483647);
const float l_3432 = reinterpret_cast<float const&>(l_3431);
const double l_3433 = double(l_3432);
l_mut_2473 = l_3433;
const bool l_3434 = l_3431 < uint32(8388608);
if (l_3434) {
const double l_3435 = double(l_3431);
const double l_3436 = l_3435 * double(1.401298464324817e-45);
l_mut_2473 = l_3436;
}
const uint64 l_3437 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3438 = l_3430 >> uint32(31);
const uint64 l_3439 = uint64(l_3438);
const uint64 l_3440 = l_3439 << uint64(63);
const uint64 l_3441 = l_3437 | l_3440;
const double l_3442 = reinterpret_cast<double const&>(l_3441);
l_mut_2729 = l_3442;
} else {
const uint32 l_3443 = reinterpret_cast<uint32 const&>(l_3412);
const uint32 l_3444 = l_3443 + uint32(1);
l_mut_3235 = l_3444;
const uint32 l_3445 = l_3443 & uint32(2147483647);
const bool l_3446 = l_3445 == uint32(0);
if (l_3446) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3447 = l_3443 & uint32(2147483648);
const bool l_3448 = l_3447 != uint32(0);
if (l_3448) {
const uint32 l_3449 = l_3443 - uint32(1);
l_mut_3235 = l_3449;
} else {
const bool l_3450 = l_3443 == uint32(2139095040);
if (l_3450) {
l_mut_3235 = l_3443;
}
}
}
const float l_3451 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3452 = reinterpret_cast<uint32 const&>(l_3451);
const uint32 l_3453 = l_3452 & uint32(2147483647);
const float l_3454 = reinterpret_cast<float const&>(l_3453);
const double l_3455 = double(l_3454);
l_mut_2473 = l_3455;
const bool l_3456 = l_3453 < uint32(8388608);
if (l_3456) {
const double l_3457 = double(l_3453);
const double l_3458 = l_3457 * double(1.401298464324817e-45);
l_mut_2473 = l_3458;
}
const uint64 l_3459 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3460 = l_3452 >> uint32(31);
const uint64 l_3461 = uint64(l_3460);
const uint64 l_3462 = l_3461 << uint64(63);
const uint64 l_3463 = l_3459 | l_3462;
const double l_3464 = reinterpret_cast<double const&>(l_3463);
const bool l_3465 = l_3464 <= l_3406;
if (l_3465) {
const uint32 l_3466 = reinterpret_cast<uint32 const&>(l_3412);
const uint32 l_3467 = l_3466 + uint32(1);
l_mut_3235 = l_3467;
const uint32 l_3468 = l_3466 & uint32(2147483647);
const bool l_3469 = l_3468 == uint32(0);
if (l_3469) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3470 = l_3466 & uint32(2147483648);
const bool l_3471 = l_3470 != uint32(0);
if (l_3471) {
const uint32 l_3472 = l_3466 - uint32(1);
l_mut_3235 = l_3472;
} else {
const bool l_3473 = l_3466 == uint32(2139095040);
if (l_3473) {
l_mut_3235 = l_3466;
}
}
}
const float l_3474 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3475 = reinterpret_cast<uint32 const&>(l_3474);
const uint32 l_3476 = l_3475 & uint32(2147483647);
const float l_3477 = reinterpret_cast<float const&>(l_3476);
const double l_3478 = double(l_3477);
l_mut_2473 = l_3478;
const bool l_3479 = l_3476 < uint32(8388608);
if (l_3479) {
const double l_3480 = double(l_3476);
const double l_3481 = l_3480 * double(1.401298464324817e-45);
l_mut_2473 = l_3481;
}
const uint64 l_3482 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3483 = l_3475 >> uint32(31);
const uint64 l_3484 = uint64(l_3483);
const uint64 l_3485 = l_3484 << uint64(63);
const uint64 l_3486 = l_3482 | l_3485;
const double l_3487 = reinterpret_cast<double const&>(l_3486);
l_mut_2729 = l_3487;
}
}
}
l_mut_2983 = l_mut_2729;
} else {
const double l_3488 = l_3317 - l_3320;
const double l_3489 = l_3488 * double(7.1362384635298e44);
const double l_3490 = floor(l_3489);
const double l_3491 = l_3490 * double(1.401298464324817e-45);
l_mut_2729 = l_3491;
const double l_3492 = abs(l_3488);
const bool l_3493 = l_3492 >= double(1.1754943508222875e-38);
if (l_3493) {
const float l_3494 = float(l_3488);
const double l_3495 = double(l_3494);
l_mut_2729 = l_3495;
const bool l_3496 = l_mut_2729 > l_3488;
if (l_3496) {
const uint32 l_3497 = reinterpret_cast<uint32 const&>(l_3494);
const uint32 l_3498 = l_3497 ^ uint32(2147483648);
const float l_3499 = reinterpret_cast<float const&>(l_3498);
const uint32 l_3500 = reinterpret_cast<uint32 const&>(l_3499);
const uint32 l_3501 = l_3500 + uint32(1);
l_mut_3235 = l_3501;
const uint32 l_3502 = l_3500 & uint32(2147483647);
const bool l_3503 = l_3502 == uint32(0);
if (l_3503) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3504 = l_3500 & uint32(2147483648);
const bool l_3505 = l_3504 != uint32(0);
if (l_3505) {
const uint32 l_3506 = l_3500 - uint32(1);
l_mut_3235 = l_3506;
} else {
const bool l_3507 = l_3500 == uint32(2139095040);
if (l_3507) {
l_mut_3235 = l_3500;
}
}
}
const float l_3508 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3509 = reinterpret_cast<uint32 const&>(l_3508);
const uint32 l_3510 = l_3509 ^ uint32(2147483648);
const float l_3511 = reinterpret_cast<float const&>(l_3510);
const uint32 l_3512 = reinterpret_cast<uint32 const&>(l_3511);
const uint32 l_3513 = l_3512 & uint32(2147483647);
const float l_3514 = reinterpret_cast<float const&>(l_3513);
const double l_3515 = double(l_3514);
l_mut_2473 = l_3515;
const bool l_3516 = l_3513 < uint32(8388608);
if (l_3516) {
const double l_3517 = double(l_3513);
const double l_3518 = l_3517 * double(1.401298464324817e-45);
l_mut_2473 = l_3518;
}
const uint64 l_3519 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3520 = l_3512 >> uint32(31);
const uint64 l_3521 = uint64(l_3520);
const uint64 l_3522 = l_3521 << uint64(63);
const uint64 l_3523 = l_3519 | l_3522;
const double l_3524 = reinterpret_cast<double const&>(l_3523);
l_mut_2729 = l_3524;
} else {
const uint32 l_3525 = reinterpret_cast<uint32 const&>(l_3494);
const uint32 l_3526 = l_3525 + uint32(1);
l_mut_3235 = l_3526;
const uint32 l_3527 = l_3525 & uint32(2147483647);
const bool l_3528 = l_3527 == uint32(0);
if (l_3528) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3529 = l_3525 & uint32(2147483648);
const bool l_3530 = l_3529 != uint32(0);
if (l_3530) {
const uint32 l_3531 = l_3525 - uint32(1);
l_mut_3235 = l_3531;
} else {
const bool l_3532 = l_3525 == uint32(2139095040);
if (l_3532) {
l_mut_3235 = l_3525;
}
}
}
const float l_3533 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3534 = reinterpret_cast<uint32 const&>(l_3533);
const uint32 l_3535 = l_3534 & uint32(2147483647);
const float l_3536 = reinterpret_cast<float const&>(l_3535);
const double l_3537 = double(l_3536);
l_mut_2473 = l_3537;
const bool l_3538 = l_3535 < uint32(8388608);
if (l_3538) {
const double l_3539 = double(l_3535);
const double l_3540 = l_3539 * double(1.401298464324817e-45);
l_mut_2473 = l_3540;
}
const uint64 l_3541 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3542 = l_3534 >> uint32(31);
const uint64 l_3543 = uint64(l_3542);
const uint64 l_3544 = l_3543 << uint64(63);
const uint64 l_3545 = l_3541 | l_3544;
const double l_3546 = reinterpret_cast<double const&>(l_3545);
const bool l_3547 = l_3546 <= l_3488;
if (l_3547) {
const uint32 l_3548 = reinterpret_cast<uint32 const&>(l_3494);
const uint32 l_3549 = l_3548 + uint32(1);
l_mut_3235 = l_3549;
const uint32 l_3550 = l_3548 & uint32(2147483647);
const bool l_3551 = l_3550 == uint32(0);
if (l_3551) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3552 = l_3548 & uint32(2147483648);
const bool l_3553 = l_3552 != uint32(0);
if (l_3553) {
const uint32 l_3554 = l_3548 - uint32(1);
l_mut_3235 = l_3554;
} else {
const bool l_3555 = l_3548 == uint32(2139095040);
if (l_3555) {
l_mut_3235 = l_3548;
}
}
}
const float l_3556 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3557 = reinterpret_cast<uint32 const&>(l_3556);
const uint32 l_3558 = l_3557 & uint32(2147483647);
const float l_3559 = reinterpret_cast<float const&>(l_3558);
const double l_3560 = double(l_3559);
l_mut_2473 = l_3560;
const bool l_3561 = l_3558 < uint32(8388608);
if (l_3561) {
const double l_3562 = double(l_3558);
const double l_3563 = l_3562 * double(1.401298464324817e-45);
l_mut_2473 = l_3563;
}
const uint64 l_3564 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3565 = l_3557 >> uint32(31);
const uint64 l_3566 = uint64(l_3565);
const uint64 l_3567 = l_3566 << uint64(63);
const uint64 l_3568 = l_3564 | l_3567;
const double l_3569 = reinterpret_cast<double const&>(l_3568);
l_mut_2729 = l_3569;
}
}
}
l_mut_2983 = l_mut_2729;
}
const double l_3570 = l_mut_1204 + l_19;
const double l_3571 = abs(l_3570);
const double l_3572 = l_3571 * double(2.220446049250313e-16);
const double l_3573 = l_2099 + l_3572;
const double l_3574 = l_3570 + l_3573;
const double l_3575 = -l_3574;
const double l_3576 = l_3575 * double(7.1362384635298e44);
const double l_3577 = floor(l_3576);
const double l_3578 = l_3577 * double(1.401298464324817e-45);
l_mut_2729 = l_3578;
const double l_3579 = abs(l_3575);
const bool l_3580 = l_3579 >= double(1.1754943508222875e-38);
if (l_3580) {
const float l_3581 = float(l_3575);
const double l_3582 = double(l_3581);
l_mut_2729 = l_3582;
const bool l_3583 = l_mut_2729 > l_3575;
if (l_3583) {
const uint32 l_3584 = reinterpret_cast<uint32 const&>(l_3581);
const uint32 l_3585 = l_3584 ^ uint32(2147483648);
const float l_3586 = reinterpret_cast<float const&>(l_3585);
const uint32 l_3587 = reinterpret_cast<uint32 const&>(l_3586);
const uint32 l_3588 = l_3587 + uint32(1);
l_mut_3235 = l_3588;
const uint32 l_3589 = l_3587 & uint32(2147483647);
const bool l_3590 = l_3589 == uint32(0);
if (l_3590) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3591 = l_3587 & uint32(2147483648);
const bool l_3592 = l_3591 != uint32(0);
if (l_3592) {
const uint32 l_3593 = l_3587 - uint32(1);
l_mut_3235 = l_3593;
} else {
const bool l_3594 = l_3587 == uint32(2139095040);
if (l_3594) {
l_mut_3235 = l_3587;
}
}
}
const float l_3595 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3596 = reinterpret_cast<uint32 const&>(l_3595);
const uint32 l_3597 = l_3596 ^ uint32(2147483648);
const float l_3598 = reinterpret_cast<float const&>(l_3597);
const uint32 l_3599 = reinterpret_cast<uint32 const&>(l_3598);
const uint32 l_3600 = l_3599 & uint32(2147483647);
const float l_3601 = reinterpret_cast<float const&>(l_3600);
const double l_3602 = double(l_3601);
l_mut_2473 = l_3602;
const bool l_3603 = l_3600 < uint32(8388608);
if (l_3603) {
const double l_3604 = double(l_3600);
const double l_3605 = l_3604 * double(1.401298464324817e-45);
l_mut_2473 = l_3605;
}
const uint64 l_3606 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3607 = l_3599 >> uint32(31);
const uint64 l_3608 = uint64(l_3607);
const uint64 l_3609 = l_3608 << uint64(63);
const uint64 l_3610 = l_3606 | l_3609;
const double l_3611 = reinterpret_cast<double const&>(l_3610);
l_mut_2729 = l_3611;
} else {
const uint32 l_3612 = reinterpret_cast<uint32 const&>(l_3581);
const uint32 l_3613 = l_3612 + uint32(1);
l_mut_3235 = l_3613;
const uint32 l_3614 = l_3612 & uint32(2147483647);
const bool l_3615 = l_3614 == uint32(0);
if (l_3615) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3616 = l_3612 & uint32(2147483648);
const bool l_3617 = l_3616 != uint32(0);
if (l_3617) {
const uint32 l_3618 = l_3612 - uint32(1);
l_mut_3235 = l_3618;
} else {
const bool l_3619 = l_3612 == uint32(2139095040);
if (l_3619) {
l_mut_3235 = l_3612;
}
}
}
const float l_3620 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3621 = reinterpret_cast<uint32 const&>(l_3620);
const uint32 l_3622 = l_3621 & uint32(2147483647);
const float l_3623 = reinterpret_cast<float const&>(l_3622);
const double l_3624 = double(l_3623);
l_mut_2473 = l_3624;
const bool l_3625 = l_3622 < uint32(8388608);
if (l_3625) {
const double l_3626 = double(l_3622);
const double l_3627 = l_3626 * double(1.401298464324817e-45);
l_mut_2473 = l_3627;
}
const uint64 l_3628 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3629 = l_3621 >> uint32(31);
const uint64 l_3630 = uint64(l_3629);
const uint64 l_3631 = l_3630 << uint64(63);
const uint64 l_3632 = l_3628 | l_3631;
const double l_3633 = reinterpret_cast<double const&>(l_3632);
const bool l_3634 = l_3633 <= l_3575;
if (l_3634) {
const uint32 l_3635 = reinterpret_cast<uint32 const&>(l_3581);
const uint32 l_3636 = l_3635 + uint32(1);
l_mut_3235 = l_3636;
const uint32 l_3637 = l_3635 & uint32(2147483647);
const bool l_3638 = l_3637 == uint32(0);
if (l_3638) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3639 = l_3635 & uint32(2147483648);
const bool l_3640 = l_3639 != uint32(0);
if (l_3640) {
const uint32 l_3641 = l_3635 - uint32(1);
l_mut_3235 = l_3641;
} else {
const bool l_3642 = l_3635 == uint32(2139095040);
if (l_3642) {
l_mut_3235 = l_3635;
}
}
}
const float l_3643 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3644 = reinterpret_cast<uint32 const&>(l_3643);
const uint32 l_3645 = l_3644 & uint32(2147483647);
const float l_3646 = reinterpret_cast<float const&>(l_3645);
const double l_3647 = double(l_3646);
l_mut_2473 = l_3647;
const bool l_3648 = l_3645 < uint32(8388608);
if (l_3648) {
const double l_3649 = double(l_3645);
const double l_3650 = l_3649 * double(1.401298464324817e-45);
l_mut_2473 = l_3650;
}
const uint64 l_3651 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_3652 = l_3644 >> uint32(31);
const uint64 l_3653 = uint64(l_3652);
const uint64 l_3654 = l_3653 << uint64(63);
const uint64 l_3655 = l_3651 | l_3654;
const double l_3656 = reinterpret_cast<double const&>(l_3655);
l_mut_2729 = l_3656;
}
}
}
const double l_3657 = -l_mut_2729;
l_mut_2729 = l_3657;
const bool l_3658 = bool(false) && bool(false);
if (l_3658) {
const double l_3659 = l_3570 + l_3573;
const double l_3660 = l_3659 * double(7.1362384635298e44);
const double l_3661 = floor(l_3660);
const double l_3662 = l_3661 * double(1.401298464324817e-45);
l_mut_2473 = l_3662;
const double l_3663 = abs(l_3659);
const bool l_3664 = l_3663 >= double(1.1754943508222875e-38);
if (l_3664) {
const float l_3665 = float(l_3659);
const double l_3666 = double(l_3665);
l_mut_2473 = l_3666;
const bool l_3667 = l_mut_2473 > l_3659;
if (l_3667) {
const uint32 l_3668 = reinterpret_cast<uint32 const&>(l_3665);
const uint32 l_3669 = l_3668 ^ uint32(2147483648);
const float l_3670 = reinterpret_cast<float const&>(l_3669);
const uint32 l_3671 = reinterpret_cast<uint32 const&>(l_3670);
const uint32 l_3672 = l_3671 + uint32(1);
l_mut_3235 = l_3672;
const uint32 l_3673 = l_3671 & uint32(2147483647);
const bool l_3674 = l_3673 == uint32(0);
if (l_3674) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3675 = l_3671 & uint32(2147483648);
const bool l_3676 = l_3675 != uint32(0);
if (l_3676) {
const uint32 l_3677 = l_3671 - uint32(1);
l_mut_3235 = l_3677;
} else {
const bool l_3678 = l_3671 == uint32(2139095040);
if (l_3678) {
l_mut_3235 = l_3671;
}
}
}
const float l_3679 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3680 = reinterpret_cast<uint32 const&>(l_3679);
const uint32 l_3681 = l_3680 ^ uint32(2147483648);
const float l_3682 = reinterpret_cast<float const&>(l_3681);
const uint32 l_3683 = reinterpret_cast<uint32 const&>(l_3682);
const uint32 l_3684 = l_3683 & uint32(2147483647);
const float l_3685 = reinterpret_cast<float const&>(l_3684);
const double l_3686 = double(l_3685);
l_mut_2219 = l_3686;
const bool l_3687 = l_3684 < uint32(8388608);
if (l_3687) {
const double l_3688 = double(l_3684);
const double l_3689 = l_3688 * double(1.401298464324817e-45);
l_mut_2219 = l_3689;
}
const uint64 l_3690 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3691 = l_3683 >> uint32(31);
const uint64 l_3692 = uint64(l_3691);
const uint64 l_3693 = l_3692 << uint64(63);
const uint64 l_3694 = l_3690 | l_3693;
const double l_3695 = reinterpret_cast<double const&>(l_3694);
l_mut_2473 = l_3695;
} else {
const uint32 l_3696 = reinterpret_cast<uint32 const&>(l_3665);
const uint32 l_3697 = l_3696 + uint32(1);
l_mut_3235 = l_3697;
const uint32 l_3698 = l_3696 & uint32(2147483647);
const bool l_3699 = l_3698 == uint32(0);
if (l_3699) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3700 = l_3696 & uint32(2147483648);
const bool l_3701 = l_3700 != uint32(0);
if (l_3701) {
const uint32 l_3702 = l_3696 - uint32(1);
l_mut_3235 = l_3702;
} else {
const bool l_3703 = l_3696 == uint32(2139095040);
if (l_3703) {
l_mut_3235 = l_3696;
}
}
}
const float l_3704 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3705 = reinterpret_cast<uint32 const&>(l_3704);
const uint32 l_3706 = l_3705 & uint32(2147483647);
const float l_3707 = reinterpret_cast<float const&>(l_3706);
const double l_3708 = double(l_3707);
l_mut_2219 = l_3708;
const bool l_3709 = l_3706 < uint32(8388608);
if (l_3709) {
const double l_3710 = double(l_3706);
const double l_3711 = l_3710 * double(1.401298464324817e-45);
l_mut_2219 = l_3711;
}
const uint64 l_3712 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3713 = l_3705 >> uint32(31);
const uint64 l_3714 = uint64(l_3713);
const uint64 l_3715 = l_3714 << uint64(63);
const uint64 l_3716 = l_3712 | l_3715;
const double l_3717 = reinterpret_cast<double const&>(l_3716);
const bool l_3718 = l_3717 <= l_3659;
if (l_3718) {
const uint32 l_3719 = reinterpret_cast<uint32 const&>(l_3665);
const uint32 l_3720 = l_3719 + uint32(1);
l_mut_3235 = l_3720;
const uint32 l_3721 = l_3719 & uint32(2147483647);
const bool l_3722 = l_3721 == uint32(0);
if (l_3722) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3723 = l_3719 & uint32(2147483648);
const bool l_3724 = l_3723 != uint32(0);
if (l_3724) {
const uint32 l_3725 = l_3719 - uint32(1);
l_mut_3235 = l_3725;
} else {
const bool l_3726 = l_3719 == uint32(2139095040);
if (l_3726) {
l_mut_3235 = l_3719;
}
}
}
const float l_3727 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3728 = reinterpret_cast<uint32 const&>(l_3727);
const uint32 l_3729 = l_3728 & uint32(2147483647);
const float l_3730 = reinterpret_cast<float const&>(l_3729);
const double l_3731 = double(l_3730);
l_mut_2219 = l_3731;
const bool l_3732 = l_3729 < uint32(8388608);
if (l_3732) {
const double l_3733 = double(l_3729);
const double l_3734 = l_3733 * double(1.401298464324817e-45);
l_mut_2219 = l_3734;
}
const uint64 l_3735 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3736 = l_3728 >> uint32(31);
const uint64 l_3737 = uint64(l_3736);
const uint64 l_3738 = l_3737 << uint64(63);
const uint64 l_3739 = l_3735 | l_3738;
const double l_3740 = reinterpret_cast<double const&>(l_3739);
l_mut_2473 = l_3740;
}
}
}
l_mut_2729 = l_mut_2473;
} else {
}
const double l_3741 = l_mut_1121 - l_19;
const double l_3742 = abs(l_3741);
const double l_3743 = l_3742 * double(2.220446049250313e-16);
const double l_3744 = l_2101 + l_3743;
const double l_3745 = l_3741 + l_3744;
const double l_3746 = -l_3745;
const double l_3747 = l_3746 * double(7.1362384635298e44);
const double l_3748 = floor(l_3747);
const double l_3749 = l_3748 * double(1.401298464324817e-45);
l_mut_2473 = l_3749;
const double l_3750 = abs(l_3746);
const bool l_3751 = l_3750 >= double(1.1754943508222875e-38);
if (l_3751) {
const float l_3752 = float(l_3746);
const double l_3753 = double(l_3752);
l_mut_2473 = l_3753;
const bool l_3754 = l_mut_2473 > l_3746;
if (l_3754) {
const uint32 l_3755 = reinterpret_cast<uint32 const&>(l_3752);
const uint32 l_3756 = l_3755 ^ uint32(2147483648);
const float l_3757 = reinterpret_cast<float const&>(l_3756);
const uint32 l_3758 = reinterpret_cast<uint32 const&>(l_3757);
const uint32 l_3759 = l_3758 + uint32(1);
l_mut_3235 = l_3759;
const uint32 l_3760 = l_3758 & uint32(2147483647);
const bool l_3761 = l_3760 == uint32(0);
if (l_3761) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3762 = l_3758 & uint32(2147483648);
const bool l_3763 = l_3762 != uint32(0);
if (l_3763) {
const uint32 l_3764 = l_3758 - uint32(1);
l_mut_3235 = l_3764;
} else {
const bool l_3765 = l_3758 == uint32(2139095040);
if (l_3765) {
l_mut_3235 = l_3758;
}
}
}
const float l_3766 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3767 = reinterpret_cast<uint32 const&>(l_3766);
const uint32 l_3768 = l_3767 ^ uint32(2147483648);
const float l_3769 = reinterpret_cast<float const&>(l_3768);
const uint32 l_3770 = reinterpret_cast<uint32 const&>(l_3769);
const uint32 l_3771 = l_3770 & uint32(2147483647);
const float l_3772 = reinterpret_cast<float const&>(l_3771);
const double l_3773 = double(l_3772);
l_mut_2219 = l_3773;
const bool l_3774 = l_3771 < uint32(8388608);
if (l_3774) {
const double l_3775 = double(l_3771);
const double l_3776 = l_3775 * double(1.401298464324817e-45);
l_mut_2219 = l_3776;
}
const uint64 l_3777 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3778 = l_3770 >> uint32(31);
const uint64 l_3779 = uint64(l_3778);
const uint64 l_3780 = l_3779 << uint64(63);
const uint64 l_3781 = l_3777 | l_3780;
const double l_3782 = reinterpret_cast<double const&>(l_3781);
l_mut_2473 = l_3782;
} else {
const uint32 l_3783 = reinterpret_cast<uint32 const&>(l_3752);
const uint32 l_3784 = l_3783 + uint32(1);
l_mut_3235 = l_3784;
const uint32 l_3785 = l_3783 & uint32(2147483647);
const bool l_3786 = l_3785 == uint32(0);
if (l_3786) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3787 = l_3783 & uint32(2147483648);
const bool l_3788 = l_3787 != uint32(0);
if (l_3788) {
const uint32 l_3789 = l_3783 - uint32(1);
l_mut_3235 = l_3789;
} else {
const bool l_3790 = l_3783 == uint32(2139095040);
if (l_3790) {
l_mut_3235 = l_3783;
}
}
}
const float l_3791 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3792 = reinterpret_cast<uint32 const&>(l_3791);
const uint32 l_3793 = l_3792 & uint32(2147483647);
const float l_3794 = reinterpret_cast<float const&>(l_3793);
const double l_3795 = double(l_3794);
l_mut_2219 = l_3795;
const bool l_3796 = l_3793 < uint32(8388608);
if (l_3796) {
const double l_3797 = double(l_3793);
const double l_3798 = l_3797 * double(1.401298464324817e-45);
l_mut_2219 = l_3798;
}
const uint64 l_3799 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3800 = l_3792 >> uint32(31);
const uint64 l_3801 = uint64(l_3800);
const uint64 l_3802 = l_3801 << uint64(63);
const uint64 l_3803 = l_3799 | l_3802;
const double l_3804 = reinterpret_cast<double const&>(l_3803);
const bool l_3805 = l_3804 <= l_3746;
if (l_3805) {
const uint32 l_3806 = reinterpret_cast<uint32 const&>(l_3752);
const uint32 l_3807 = l_3806 + uint32(1);
l_mut_3235 = l_3807;
const uint32 l_3808 = l_3806 & uint32(2147483647);
const bool l_3809 = l_3808 == uint32(0);
if (l_3809) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3810 = l_3806 & uint32(2147483648);
const bool l_3811 = l_3810 != uint32(0);
if (l_3811) {
const uint32 l_3812 = l_3806 - uint32(1);
l_mut_3235 = l_3812;
} else {
const bool l_3813 = l_3806 == uint32(2139095040);
if (l_3813) {
l_mut_3235 = l_3806;
}
}
}
const float l_3814 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3815 = reinterpret_cast<uint32 const&>(l_3814);
const uint32 l_3816 = l_3815 & uint32(2147483647);
const float l_3817 = reinterpret_cast<float const&>(l_3816);
const double l_3818 = double(l_3817);
l_mut_2219 = l_3818;
const bool l_3819 = l_3816 < uint32(8388608);
if (l_3819) {
const double l_3820 = double(l_3816);
const double l_3821 = l_3820 * double(1.401298464324817e-45);
l_mut_2219 = l_3821;
}
const uint64 l_3822 = reinterpret_cast<uint64 const&>(l_mut_2219);
const uint32 l_3823 = l_3815 >> uint32(31);
const uint64 l_3824 = uint64(l_3823);
const uint64 l_3825 = l_3824 << uint64(63);
const uint64 l_3826 = l_3822 | l_3825;
const double l_3827 = reinterpret_cast<double const&>(l_3826);
l_mut_2473 = l_3827;
}
}
}
const double l_3828 = -l_mut_2473;
l_mut_2473 = l_3828;
const bool l_3829 = bool(true) && bool(false);
if (l_3829) {
const double l_3830 = l_3741 + l_3744;
const double l_3831 = l_3830 * double(7.1362384635298e44);
const double l_3832 = floor(l_3831);
const double l_3833 = l_3832 * double(1.401298464324817e-45);
l_mut_2219 = l_3833;
const double l_3834 = abs(l_3830);
const bool l_3835 = l_3834 >= double(1.1754943508222875e-38);
if (l_3835) {
const float l_3836 = float(l_3830);
const double l_3837 = double(l_3836);
l_mut_2219 = l_3837;
const bool l_3838 = l_mut_2219 > l_3830;
if (l_3838) {
const uint32 l_3839 = reinterpret_cast<uint32 const&>(l_3836);
const uint32 l_3840 = l_3839 ^ uint32(2147483648);
const float l_3841 = reinterpret_cast<float const&>(l_3840);
const uint32 l_3842 = reinterpret_cast<uint32 const&>(l_3841);
const uint32 l_3843 = l_3842 + uint32(1);
l_mut_3235 = l_3843;
const uint32 l_3844 = l_3842 & uint32(2147483647);
const bool l_3845 = l_3844 == uint32(0);
if (l_3845) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3846 = l_3842 & uint32(2147483648);
const bool l_3847 = l_3846 != uint32(0);
if (l_3847) {
const uint32 l_3848 = l_3842 - uint32(1);
l_mut_3235 = l_3848;
} else {
const bool l_3849 = l_3842 == uint32(2139095040);
if (l_3849) {
l_mut_3235 = l_3842;
}
}
}
const float l_3850 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3851 = reinterpret_cast<uint32 const&>(l_3850);
const uint32 l_3852 = l_3851 ^ uint32(2147483648);
const float l_3853 = reinterpret_cast<float const&>(l_3852);
const uint32 l_3854 = reinterpret_cast<uint32 const&>(l_3853);
const uint32 l_3855 = l_3854 & uint32(2147483647);
const float l_3856 = reinterpret_cast<float const&>(l_3855);
const double l_3857 = double(l_3856);
l_mut_60 = l_3857;
const bool l_3858 = l_3855 < uint32(8388608);
if (l_3858) {
const double l_3859 = double(l_3855);
const double l_3860 = l_3859 * double(1.401298464324817e-45);
l_mut_60 = l_3860;
}
const uint64 l_3861 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3862 = l_3854 >> uint32(31);
const uint64 l_3863 = uint64(l_3862);
const uint64 l_3864 = l_3863 << uint64(63);
const uint64 l_3865 = l_3861 | l_3864;
const double l_3866 = reinterpret_cast<double const&>(l_3865);
l_mut_2219 = l_3866;
} else {
const uint32 l_3867 = reinterpret_cast<uint32 const&>(l_3836);
const uint32 l_3868 = l_3867 + uint32(1);
l_mut_3235 = l_3868;
const uint32 l_3869 = l_3867 & uint32(2147483647);
const bool l_3870 = l_3869 == uint32(0);
if (l_3870) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3871 = l_3867 & uint32(2147483648);
const bool l_3872 = l_3871 != uint32(0);
if (l_3872) {
const uint32 l_3873 = l_3867 - uint32(1);
l_mut_3235 = l_3873;
} else {
const bool l_3874 = l_3867 == uint32(2139095040);
if (l_3874) {
l_mut_3235 = l_3867;
}
}
}
const float l_3875 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3876 = reinterpret_cast<uint32 const&>(l_3875);
const uint32 l_3877 = l_3876 & uint32(2147483647);
const float l_3878 = reinterpret_cast<float const&>(l_3877);
const double l_3879 = double(l_3878);
l_mut_60 = l_3879;
const bool l_3880 = l_3877 < uint32(8388608);
if (l_3880) {
const double l_3881 = double(l_3877);
const double l_3882 = l_3881 * double(1.401298464324817e-45);
l_mut_60 = l_3882;
}
const uint64 l_3883 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3884 = l_3876 >> uint32(31);
const uint64 l_3885 = uint64(l_3884);
const uint64 l_3886 = l_3885 << uint64(63);
const uint64 l_3887 = l_3883 | l_3886;
const double l_3888 = reinterpret_cast<double const&>(l_3887);
const bool l_3889 = l_3888 <= l_3830;
if (l_3889) {
const uint32 l_3890 = reinterpret_cast<uint32 const&>(l_3836);
const uint32 l_3891 = l_3890 + uint32(1);
l_mut_3235 = l_3891;
const uint32 l_3892 = l_3890 & uint32(2147483647);
const bool l_3893 = l_3892 == uint32(0);
if (l_3893) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3894 = l_3890 & uint32(2147483648);
const bool l_3895 = l_3894 != uint32(0);
if (l_3895) {
const uint32 l_3896 = l_3890 - uint32(1);
l_mut_3235 = l_3896;
} else {
const bool l_3897 = l_3890 == uint32(2139095040);
if (l_3897) {
l_mut_3235 = l_3890;
}
}
}
const float l_3898 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3899 = reinterpret_cast<uint32 const&>(l_3898);
const uint32 l_3900 = l_3899 & uint32(2147483647);
const float l_3901 = reinterpret_cast<float const&>(l_3900);
const double l_3902 = double(l_3901);
l_mut_60 = l_3902;
const bool l_3903 = l_3900 < uint32(8388608);
if (l_3903) {
const double l_3904 = double(l_3900);
const double l_3905 = l_3904 * double(1.401298464324817e-45);
l_mut_60 = l_3905;
}
const uint64 l_3906 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3907 = l_3899 >> uint32(31);
const uint64 l_3908 = uint64(l_3907);
const uint64 l_3909 = l_3908 << uint64(63);
const uint64 l_3910 = l_3906 | l_3909;
const double l_3911 = reinterpret_cast<double const&>(l_3910);
l_mut_2219 = l_3911;
}
}
}
l_mut_2473 = l_mut_2219;
} else {
const double l_3912 = l_3741 - l_3744;
const double l_3913 = l_3912 * double(7.1362384635298e44);
const double l_3914 = floor(l_3913);
const double l_3915 = l_3914 * double(1.401298464324817e-45);
l_mut_2219 = l_3915;
const double l_3916 = abs(l_3912);
const bool l_3917 = l_3916 >= double(1.1754943508222875e-38);
if (l_3917) {
const float l_3918 = float(l_3912);
const double l_3919 = double(l_3918);
l_mut_2219 = l_3919;
const bool l_3920 = l_mut_2219 > l_3912;
if (l_3920) {
const uint32 l_3921 = reinterpret_cast<uint32 const&>(l_3918);
const uint32 l_3922 = l_3921 ^ uint32(2147483648);
const float l_3923 = reinterpret_cast<float const&>(l_3922);
const uint32 l_3924 = reinterpret_cast<uint32 const&>(l_3923);
const uint32 l_3925 = l_3924 + uint32(1);
l_mut_3235 = l_3925;
const uint32 l_3926 = l_3924 & uint32(2147483647);
const bool l_3927 = l_3926 == uint32(0);
if (l_3927) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3928 = l_3924 & uint32(2147483648);
const bool l_3929 = l_3928 != uint32(0);
if (l_3929) {
const uint32 l_3930 = l_3924 - uint32(1);
l_mut_3235 = l_3930;
} else {
const bool l_3931 = l_3924 == uint32(2139095040);
if (l_3931) {
l_mut_3235 = l_3924;
}
}
}
const float l_3932 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3933 = reinterpret_cast<uint32 const&>(l_3932);
const uint32 l_3934 = l_3933 ^ uint32(2147483648);
const float l_3935 = reinterpret_cast<float const&>(l_3934);
const uint32 l_3936 = reinterpret_cast<uint32 const&>(l_3935);
const uint32 l_3937 = l_3936 & uint32(2147483647);
const float l_3938 = reinterpret_cast<float const&>(l_3937);
const double l_3939 = double(l_3938);
l_mut_60 = l_3939;
const bool l_3940 = l_3937 < uint32(8388608);
if (l_3940) {
const double l_3941 = double(l_3937);
const double l_3942 = l_3941 * double(1.401298464324817e-45);
l_mut_60 = l_3942;
}
const uint64 l_3943 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3944 = l_3936 >> uint32(31);
const uint64 l_3945 = uint64(l_3944);
const uint64 l_3946 = l_3945 << uint64(63);
const uint64 l_3947 = l_3943 | l_3946;
const double l_3948 = reinterpret_cast<double const&>(l_3947);
l_mut_2219 = l_3948;
} else {
const uint32 l_3949 = reinterpret_cast<uint32 const&>(l_3918);
const uint32 l_3950 = l_3949 + uint32(1);
l_mut_3235 = l_3950;
const uint32 l_3951 = l_3949 & uint32(2147483647);
const bool l_3952 = l_3951 == uint32(0);
if (l_3952) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3953 = l_3949 & uint32(2147483648);
const bool l_3954 = l_3953 != uint32(0);
if (l_3954) {
const uint32 l_3955 = l_3949 - uint32(1);
l_mut_3235 = l_3955;
} else {
const bool l_3956 = l_3949 == uint32(2139095040);
if (l_3956) {
l_mut_3235 = l_3949;
}
}
}
const float l_3957 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3958 = reinterpret_cast<uint32 const&>(l_3957);
const uint32 l_3959 = l_3958 & uint32(2147483647);
const float l_3960 = reinterpret_cast<float const&>(l_3959);
const double l_3961 = double(l_3960);
l_mut_60 = l_3961;
const bool l_3962 = l_3959 < uint32(8388608);
if (l_3962) {
const double l_3963 = double(l_3959);
const double l_3964 = l_3963 * double(1.401298464324817e-45);
l_mut_60 = l_3964;
}
const uint64 l_3965 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3966 = l_3958 >> uint32(31);
const uint64 l_3967 = uint64(l_3966);
const uint64 l_3968 = l_3967 << uint64(63);
const uint64 l_3969 = l_3965 | l_3968;
const double l_3970 = reinterpret_cast<double const&>(l_3969);
const bool l_3971 = l_3970 <= l_3912;
if (l_3971) {
const uint32 l_3972 = reinterpret_cast<uint32 const&>(l_3918);
const uint32 l_3973 = l_3972 + uint32(1);
l_mut_3235 = l_3973;
const uint32 l_3974 = l_3972 & uint32(2147483647);
const bool l_3975 = l_3974 == uint32(0);
if (l_3975) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_3976 = l_3972 & uint32(2147483648);
const bool l_3977 = l_3976 != uint32(0);
if (l_3977) {
const uint32 l_3978 = l_3972 - uint32(1);
l_mut_3235 = l_3978;
} else {
const bool l_3979 = l_3972 == uint32(2139095040);
if (l_3979) {
l_mut_3235 = l_3972;
}
}
}
const float l_3980 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_3981 = reinterpret_cast<uint32 const&>(l_3980);
const uint32 l_3982 = l_3981 & uint32(2147483647);
const float l_3983 = reinterpret_cast<float const&>(l_3982);
const double l_3984 = double(l_3983);
l_mut_60 = l_3984;
const bool l_3985 = l_3982 < uint32(8388608);
if (l_3985) {
const double l_3986 = double(l_3982);
const double l_3987 = l_3986 * double(1.401298464324817e-45);
l_mut_60 = l_3987;
}
const uint64 l_3988 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_3989 = l_3981 >> uint32(31);
const uint64 l_3990 = uint64(l_3989);
const uint64 l_3991 = l_3990 << uint64(63);
const uint64 l_3992 = l_3988 | l_3991;
const double l_3993 = reinterpret_cast<double const&>(l_3992);
l_mut_2219 = l_3993;
}
}
}
l_mut_2473 = l_mut_2219;
}
const double l_3994 = l_mut_1121 + l_19;
const double l_3995 = abs(l_3994);
const double l_3996 = l_3995 * double(2.220446049250313e-16);
const double l_3997 = l_2101 + l_3996;
const double l_3998 = l_3994 + l_3997;
const double l_3999 = -l_3998;
const double l_4000 = l_3999 * double(7.1362384635298e44);
const double l_4001 = floor(l_4000);
const double l_4002 = l_4001 * double(1.401298464324817e-45);
l_mut_2219 = l_4002;
const double l_4003 = abs(l_3999);
const bool l_4004 = l_4003 >= double(1.1754943508222875e-38);
if (l_4004) {
const float l_4005 = float(l_3999);
const double l_4006 = double(l_4005);
l_mut_2219 = l_4006;
const bool l_4007 = l_mut_2219 > l_3999;
if (l_4007) {
const uint32 l_4008 = reinterpret_cast<uint32 const&>(l_4005);
const uint32 l_4009 = l_4008 ^ uint32(2147483648);
const float l_4010 = reinterpret_cast<float const&>(l_4009);
const uint32 l_4011 = reinterpret_cast<uint32 const&>(l_4010);
const uint32 l_4012 = l_4011 + uint32(1);
l_mut_3235 = l_4012;
const uint32 l_4013 = l_4011 & uint32(2147483647);
const bool l_4014 = l_4013 == uint32(0);
if (l_4014) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4015 = l_4011 & uint32(2147483648);
const bool l_4016 = l_4015 != uint32(0);
if (l_4016) {
const uint32 l_4017 = l_4011 - uint32(1);
l_mut_3235 = l_4017;
} else {
const bool l_4018 = l_4011 == uint32(2139095040);
if (l_4018) {
l_mut_3235 = l_4011;
}
}
}
const float l_4019 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4020 = reinterpret_cast<uint32 const&>(l_4019);
const uint32 l_4021 = l_4020 ^ uint32(2147483648);
const float l_4022 = reinterpret_cast<float const&>(l_4021);
const uint32 l_4023 = reinterpret_cast<uint32 const&>(l_4022);
const uint32 l_4024 = l_4023 & uint32(2147483647);
const float l_4025 = reinterpret_cast<float const&>(l_4024);
const double l_4026 = double(l_4025);
l_mut_60 = l_4026;
const bool l_4027 = l_4024 < uint32(8388608);
if (l_4027) {
const double l_4028 = double(l_4024);
const double l_4029 = l_4028 * double(1.401298464324817e-45);
l_mut_60 = l_4029;
}
const uint64 l_4030 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_4031 = l_4023 >> uint32(31);
const uint64 l_4032 = uint64(l_4031);
const uint64 l_4033 = l_4032 << uint64(63);
const uint64 l_4034 = l_4030 | l_4033;
const double l_4035 = reinterpret_cast<double const&>(l_4034);
l_mut_2219 = l_4035;
} else {
const uint32 l_4036 = reinterpret_cast<uint32 const&>(l_4005);
const uint32 l_4037 = l_4036 + uint32(1);
l_mut_3235 = l_4037;
const uint32 l_4038 = l_4036 & uint32(2147483647);
const bool l_4039 = l_4038 == uint32(0);
if (l_4039) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4040 = l_4036 & uint32(2147483648);
const bool l_4041 = l_4040 != uint32(0);
if (l_4041) {
const uint32 l_4042 = l_4036 - uint32(1);
l_mut_3235 = l_4042;
} else {
const bool l_4043 = l_4036 == uint32(2139095040);
if (l_4043) {
l_mut_3235 = l_4036;
}
}
}
const float l_4044 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4045 = reinterpret_cast<uint32 const&>(l_4044);
const uint32 l_4046 = l_4045 & uint32(2147483647);
const float l_4047 = reinterpret_cast<float const&>(l_4046);
const double l_4048 = double(l_4047);
l_mut_60 = l_4048;
const bool l_4049 = l_4046 < uint32(8388608);
if (l_4049) {
const double l_4050 = double(l_4046);
const double l_4051 = l_4050 * double(1.401298464324817e-45);
l_mut_60 = l_4051;
}
const uint64 l_4052 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_4053 = l_4045 >> uint32(31);
const uint64 l_4054 = uint64(l_4053);
const uint64 l_4055 = l_4054 << uint64(63);
const uint64 l_4056 = l_4052 | l_4055;
const double l_4057 = reinterpret_cast<double const&>(l_4056);
const bool l_4058 = l_4057 <= l_3999;
if (l_4058) {
const uint32 l_4059 = reinterpret_cast<uint32 const&>(l_4005);
const uint32 l_4060 = l_4059 + uint32(1);
l_mut_3235 = l_4060;
const uint32 l_4061 = l_4059 & uint32(2147483647);
const bool l_4062 = l_4061 == uint32(0);
if (l_4062) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4063 = l_4059 & uint32(2147483648);
const bool l_4064 = l_4063 != uint32(0);
if (l_4064) {
const uint32 l_4065 = l_4059 - uint32(1);
l_mut_3235 = l_4065;
} else {
const bool l_4066 = l_4059 == uint32(2139095040);
if (l_4066) {
l_mut_3235 = l_4059;
}
}
}
const float l_4067 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4068 = reinterpret_cast<uint32 const&>(l_4067);
const uint32 l_4069 = l_4068 & uint32(2147483647);
const float l_4070 = reinterpret_cast<float const&>(l_4069);
const double l_4071 = double(l_4070);
l_mut_60 = l_4071;
const bool l_4072 = l_4069 < uint32(8388608);
if (l_4072) {
const double l_4073 = double(l_4069);
const double l_4074 = l_4073 * double(1.401298464324817e-45);
l_mut_60 = l_4074;
}
const uint64 l_4075 = reinterpret_cast<uint64 const&>(l_mut_60);
const uint32 l_4076 = l_4068 >> uint32(31);
const uint64 l_4077 = uint64(l_4076);
const uint64 l_4078 = l_4077 << uint64(63);
const uint64 l_4079 = l_4075 | l_4078;
const double l_4080 = reinterpret_cast<double const&>(l_4079);
l_mut_2219 = l_4080;
}
}
}
const double l_4081 = -l_mut_2219;
l_mut_2219 = l_4081;
const bool l_4082 = bool(false) && bool(false);
if (l_4082) {
const double l_4083 = l_3994 + l_3997;
const double l_4084 = l_4083 * double(7.1362384635298e44);
const double l_4085 = floor(l_4084);
const double l_4086 = l_4085 * double(1.401298464324817e-45);
l_mut_60 = l_4086;
const double l_4087 = abs(l_4083);
const bool l_4088 = l_4087 >= double(1.1754943508222875e-38);
if (l_4088) {
const float l_4089 = float(l_4083);
const double l_4090 = double(l_4089);
l_mut_60 = l_4090;
const bool l_4091 = l_mut_60 > l_4083;
if (l_4091) {
const uint32 l_4092 = reinterpret_cast<uint32 const&>(l_4089);
const uint32 l_4093 = l_4092 ^ uint32(2147483648);
const float l_4094 = reinterpret_cast<float const&>(l_4093);
const uint32 l_4095 = reinterpret_cast<uint32 const&>(l_4094);
const uint32 l_4096 = l_4095 + uint32(1);
l_mut_3235 = l_4096;
const uint32 l_4097 = l_4095 & uint32(2147483647);
const bool l_4098 = l_4097 == uint32(0);
if (l_4098) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4099 = l_4095 & uint32(2147483648);
const bool l_4100 = l_4099 != uint32(0);
if (l_4100) {
const uint32 l_4101 = l_4095 - uint32(1);
l_mut_3235 = l_4101;
} else {
const bool l_4102 = l_4095 == uint32(2139095040);
if (l_4102) {
l_mut_3235 = l_4095;
}
}
}
const float l_4103 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4104 = reinterpret_cast<uint32 const&>(l_4103);
const uint32 l_4105 = l_4104 ^ uint32(2147483648);
const float l_4106 = reinterpret_cast<float const&>(l_4105);
const uint32 l_4107 = reinterpret_cast<uint32 const&>(l_4106);
const uint32 l_4108 = l_4107 & uint32(2147483647);
const float l_4109 = reinterpret_cast<float const&>(l_4108);
const double l_4110 = double(l_4109);
l_mut_37 = l_4110;
const bool l_4111 = l_4108 < uint32(8388608);
if (l_4111) {
const double l_4112 = double(l_4108);
const double l_4113 = l_4112 * double(1.401298464324817e-45);
l_mut_37 = l_4113;
}
const uint64 l_4114 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_4115 = l_4107 >> uint32(31);
const uint64 l_4116 = uint64(l_4115);
const uint64 l_4117 = l_4116 << uint64(63);
const uint64 l_4118 = l_4114 | l_4117;
const double l_4119 = reinterpret_cast<double const&>(l_4118);
l_mut_60 = l_4119;
} else {
const uint32 l_4120 = reinterpret_cast<uint32 const&>(l_4089);
const uint32 l_4121 = l_4120 + uint32(1);
l_mut_3235 = l_4121;
const uint32 l_4122 = l_4120 & uint32(2147483647);
const bool l_4123 = l_4122 == uint32(0);
if (l_4123) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4124 = l_4120 & uint32(2147483648);
const bool l_4125 = l_4124 != uint32(0);
if (l_4125) {
const uint32 l_4126 = l_4120 - uint32(1);
l_mut_3235 = l_4126;
} else {
const bool l_4127 = l_4120 == uint32(2139095040);
if (l_4127) {
l_mut_3235 = l_4120;
}
}
}
const float l_4128 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4129 = reinterpret_cast<uint32 const&>(l_4128);
const uint32 l_4130 = l_4129 & uint32(2147483647);
const float l_4131 = reinterpret_cast<float const&>(l_4130);
const double l_4132 = double(l_4131);
l_mut_37 = l_4132;
const bool l_4133 = l_4130 < uint32(8388608);
if (l_4133) {
const double l_4134 = double(l_4130);
const double l_4135 = l_4134 * double(1.401298464324817e-45);
l_mut_37 = l_4135;
}
const uint64 l_4136 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_4137 = l_4129 >> uint32(31);
const uint64 l_4138 = uint64(l_4137);
const uint64 l_4139 = l_4138 << uint64(63);
const uint64 l_4140 = l_4136 | l_4139;
const double l_4141 = reinterpret_cast<double const&>(l_4140);
const bool l_4142 = l_4141 <= l_4083;
if (l_4142) {
const uint32 l_4143 = reinterpret_cast<uint32 const&>(l_4089);
const uint32 l_4144 = l_4143 + uint32(1);
l_mut_3235 = l_4144;
const uint32 l_4145 = l_4143 & uint32(2147483647);
const bool l_4146 = l_4145 == uint32(0);
if (l_4146) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4147 = l_4143 & uint32(2147483648);
const bool l_4148 = l_4147 != uint32(0);
if (l_4148) {
const uint32 l_4149 = l_4143 - uint32(1);
l_mut_3235 = l_4149;
} else {
const bool l_4150 = l_4143 == uint32(2139095040);
if (l_4150) {
l_mut_3235 = l_4143;
}
}
}
const float l_4151 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4152 = reinterpret_cast<uint32 const&>(l_4151);
const uint32 l_4153 = l_4152 & uint32(2147483647);
const float l_4154 = reinterpret_cast<float const&>(l_4153);
const double l_4155 = double(l_4154);
l_mut_37 = l_4155;
const bool l_4156 = l_4153 < uint32(8388608);
if (l_4156) {
const double l_4157 = double(l_4153);
const double l_4158 = l_4157 * double(1.401298464324817e-45);
l_mut_37 = l_4158;
}
const uint64 l_4159 = reinterpret_cast<uint64 const&>(l_mut_37);
const uint32 l_4160 = l_4152 >> uint32(31);
const uint64 l_4161 = uint64(l_4160);
const uint64 l_4162 = l_4161 << uint64(63);
const uint64 l_4163 = l_4159 | l_4162;
const double l_4164 = reinterpret_cast<double const&>(l_4163);
l_mut_60 = l_4164;
}
}
}
l_mut_2219 = l_mut_60;
} else {
}
l_mut_3235 = uint32(0);
const bool l_4165 = l_mut_2473 <= double(0.0);
const bool l_4166 = l_mut_2219 >= double(0.0);
const bool l_4167 = l_4165 && l_4166;
const bool l_4168 = !l_4167;
if (l_4168) {
const double l_4170 = l_mut_2983 / l_mut_2473;
const double l_4171 = l_mut_2983 / l_mut_2219;
const double l_4172 = l_mut_2729 / l_mut_2473;
const double l_4173 = l_mut_2729 / l_mut_2219;
l_arr_4169[uint32(0)] = l_4170;
l_arr_4169[uint32(1)] = l_4170;
const double l_4174 = l_arr_4169[uint32(0)];
const bool l_4175 = l_4171 < l_4174;
if (l_4175) {
l_arr_4169[uint32(0)] = l_4171;
}
const double l_4176 = l_arr_4169[uint32(0)];
const bool l_4177 = l_4172 < l_4176;
if (l_4177) {
l_arr_4169[uint32(0)] = l_4172;
}
const double l_4178 = l_arr_4169[uint32(0)];
const bool l_4179 = l_4173 < l_4178;
if (l_4179) {
l_arr_4169[uint32(0)] = l_4173;
}
const double l_4180 = l_arr_4169[uint32(1)];
const bool l_4181 = l_4171 > l_4180;
if (l_4181) {
l_arr_4169[uint32(1)] = l_4171;
}
const double l_4182 = l_arr_4169[uint32(1)];
const bool l_4183 = l_4172 > l_4182;
if (l_4183) {
l_arr_4169[uint32(1)] = l_4172;
}
const double l_4184 = l_arr_4169[uint32(1)];
const bool l_4185 = l_4173 > l_4184;
if (l_4185) {
l_arr_4169[uint32(1)] = l_4173;
}
const double l_4186 = l_arr_4169[uint32(0)];
const double l_4187 = abs(l_4186);
const double l_4188 = l_4187 * l_mut_708;
const double l_4189 = l_arr_4169[uint32(1)];
const double l_4190 = abs(l_4189);
const double l_4191 = l_4190 * l_mut_708;
l_mut_3235 = uint32(2);
const double l_4192 = l_arr_4169[uint32(0)];
const double l_4193 = l_4192 - l_4188;
const double l_4194 = abs(l_4193);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4195 = l_4194 >= double(1.1754943508222875e-38);
const bool l_4196 = l_4194 <= double(1.7976931348623157e308);
const bool l_4197 = l_4195 && l_4196;
if (l_4197) {
const uint64 l_4198 = reinterpret_cast<uint64 const&>(l_4194);
const uint64 l_4199 = l_4198 >> uint64(52);
const uint64 l_4200 = l_4199 - uint64(23);
const uint64 l_4201 = l_4200 << uint64(52);
const double l_4202 = reinterpret_cast<double const&>(l_4201);
l_mut_2983 = l_4202;
}
const double l_4203 = l_4192 + l_4188;
const double l_4204 = abs(l_4203);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4205 = l_4204 >= double(1.1754943508222875e-38);
const bool l_4206 = l_4204 <= double(1.7976931348623157e308);
const bool l_4207 = l_4205 && l_4206;
if (l_4207) {
const uint64 l_4208 = reinterpret_cast<uint64 const&>(l_4204);
const uint64 l_4209 = l_4208 >> uint64(52);
const uint64 l_4210 = l_4209 - uint64(23);
const uint64 l_4211 = l_4210 << uint64(52);
const double l_4212 = reinterpret_cast<double const&>(l_4211);
l_mut_2729 = l_4212;
}
const bool l_4213 = l_mut_2983 == l_mut_2729;
const double l_4214 = l_arr_4169[uint32(1)];
const double l_4215 = l_4214 - l_4191;
const double l_4216 = abs(l_4215);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4217 = l_4216 >= double(1.1754943508222875e-38);
const bool l_4218 = l_4216 <= double(1.7976931348623157e308);
const bool l_4219 = l_4217 && l_4218;
if (l_4219) {
const uint64 l_4220 = reinterpret_cast<uint64 const&>(l_4216);
const uint64 l_4221 = l_4220 >> uint64(52);
const uint64 l_4222 = l_4221 - uint64(23);
const uint64 l_4223 = l_4222 << uint64(52);
const double l_4224 = reinterpret_cast<double const&>(l_4223);
l_mut_2983 = l_4224;
}
const double l_4225 = l_4214 + l_4191;
const double l_4226 = abs(l_4225);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4227 = l_4226 >= double(1.1754943508222875e-38);
const bool l_4228 = l_4226 <= double(1.7976931348623157e308);
const bool l_4229 = l_4227 && l_4228;
if (l_4229) {
const uint64 l_4230 = reinterpret_cast<uint64 const&>(l_4226);
const uint64 l_4231 = l_4230 >> uint64(52);
const uint64 l_4232 = l_4231 - uint64(23);
const uint64 l_4233 = l_4232 << uint64(52);
const double l_4234 = reinterpret_cast<double const&>(l_4233);
l_mut_2729 = l_4234;
}
const bool l_4235 = l_mut_2983 == l_mut_2729;
const bool l_4236 = l_4213 && l_4235;
if (l_4236) {
const double l_4237 = l_arr_4169[uint32(0)];
const double l_4238 = l_arr_4169[uint32(0)];
const double l_4239 = abs(l_4238);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4240 = l_4239 >= double(1.1754943508222875e-38);
const bool l_4241 = l_4239 <= double(1.7976931348623157e308);
const bool l_4242 = l_4240 && l_4241;
if (l_4242) {
const uint64 l_4243 = reinterpret_cast<uint64 const&>(l_4239);
const uint64 l_4244 = l_4243 >> uint64(52);
const uint64 l_4245 = l_4244 - uint64(23);
const uint64 l_4246 = l_4245 << uint64(52);
const double l_4247 = reinterpret_cast<double const&>(l_4246);
l_mut_2983 = l_4247;
}
const double l_4248 = l_22 * l_mut_2983;
const double l_4249 = l_4237 - l_4248;
const double l_4250 = l_arr_4169[uint32(1)];
const double l_4251 = l_arr_4169[uint32(1)];
const double l_4252 = abs(l_4251);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4253 = l_4252 >= double(1.1754943508222875e-38);
const bool l_4254 = l_4252 <= double(1.7976931348623157e308);
const bool l_4255 = l_4253 && l_4254;
if (l_4255) {
const uint64 l_4256 = reinterpret_cast<uint64 const&>(l_4252);
const uint64 l_4257 = l_4256 >> uint64(52);
const uint64 l_4258 = l_4257 - uint64(23);
const uint64 l_4259 = l_4258 << uint64(52);
const double l_4260 = reinterpret_cast<double const&>(l_4259);
l_mut_2983 = l_4260;
}
const double l_4261 = l_22 * l_mut_2983;
const double l_4262 = l_4250 + l_4261;
const uint32 l_4263 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4264 = l_4263 & uint32(2147483647);
const float l_4265 = reinterpret_cast<float const&>(l_4264);
const double l_4266 = double(l_4265);
l_mut_2983 = l_4266;
const bool l_4267 = l_4264 < uint32(8388608);
if (l_4267) {
const double l_4268 = double(l_4264);
const double l_4269 = l_4268 * double(1.401298464324817e-45);
l_mut_2983 = l_4269;
}
const uint64 l_4270 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4271 = l_4263 >> uint32(31);
const uint64 l_4272 = uint64(l_4271);
const uint64 l_4273 = l_4272 << uint64(63);
const uint64 l_4274 = l_4270 | l_4273;
const double l_4275 = reinterpret_cast<double const&>(l_4274);
const uint32 l_4276 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4277 = l_4276 + uint32(1);
l_mut_4278 = l_4277;
const uint32 l_4279 = l_4276 & uint32(2147483647);
const bool l_4280 = l_4279 == uint32(0);
if (l_4280) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_4281 = l_4276 & uint32(2147483648);
const bool l_4282 = l_4281 != uint32(0);
if (l_4282) {
const uint32 l_4283 = l_4276 - uint32(1);
l_mut_4278 = l_4283;
} else {
const bool l_4284 = l_4276 == uint32(2139095040);
if (l_4284) {
l_mut_4278 = l_4276;
}
}
}
const float l_4285 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_4286 = reinterpret_cast<uint32 const&>(l_4285);
const uint32 l_4287 = l_4286 & uint32(2147483647);
const float l_4288 = reinterpret_cast<float const&>(l_4287);
const double l_4289 = double(l_4288);
l_mut_2983 = l_4289;
const bool l_4290 = l_4287 < uint32(8388608);
if (l_4290) {
const double l_4291 = double(l_4287);
const double l_4292 = l_4291 * double(1.401298464324817e-45);
l_mut_2983 = l_4292;
}
const uint64 l_4293 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4294 = l_4286 >> uint32(31);
const uint64 l_4295 = uint64(l_4294);
const uint64 l_4296 = l_4295 << uint64(63);
const uint64 l_4297 = l_4293 | l_4296;
const double l_4298 = reinterpret_cast<double const&>(l_4297);
const uint32 l_4299 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4300 = l_4299 ^ uint32(2147483648);
const float l_4301 = reinterpret_cast<float const&>(l_4300);
const uint32 l_4302 = reinterpret_cast<uint32 const&>(l_4301);
const uint32 l_4303 = l_4302 + uint32(1);
l_mut_4278 = l_4303;
const uint32 l_4304 = l_4302 & uint32(2147483647);
const bool l_4305 = l_4304 == uint32(0);
if (l_4305) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_4306 = l_4302 & uint32(2147483648);
const bool l_4307 = l_4306 != uint32(0);
if (l_4307) {
const uint32 l_4308 = l_4302 - uint32(1);
l_mut_4278 = l_4308;
} else {
const bool l_4309 = l_4302 == uint32(2139095040);
if (l_4309) {
l_mut_4278 = l_4302;
}
}
}
const float l_4310 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_4311 = reinterpret_cast<uint32 const&>(l_4310);
const uint32 l_4312 = l_4311 ^ uint32(2147483648);
const float l_4313 = reinterpret_cast<float const&>(l_4312);
const uint32 l_4314 = reinterpret_cast<uint32 const&>(l_4313);
const uint32 l_4315 = l_4314 & uint32(2147483647);
const float l_4316 = reinterpret_cast<float const&>(l_4315);
const double l_4317 = double(l_4316);
l_mut_2983 = l_4317;
const bool l_4318 = l_4315 < uint32(8388608);
if (l_4318) {
const double l_4319 = double(l_4315);
const double l_4320 = l_4319 * double(1.401298464324817e-45);
l_mut_2983 = l_4320;
}
const uint64 l_4321 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4322 = l_4314 >> uint32(31);
const uint64 l_4323 = uint64(l_4322);
const uint64 l_4324 = l_4323 << uint64(63);
const uint64 l_4325 = l_4321 | l_4324;
const double l_4326 = reinterpret_cast<double const&>(l_4325);
const double l_4327 = l_4249 + l_4188;
const bool l_4328 = l_4327 <= l_4275;
l_mut_149 = l_4328;
const double l_4329 = l_4249 - l_4188;
const bool l_4330 = l_4329 > l_4275;
l_mut_146 = l_4330;
const double l_4331 = l_4262 - l_4191;
const bool l_4332 = l_4331 >= l_4275;
l_mut_143 = l_4332;
const double l_4333 = l_4262 + l_4191;
const bool l_4334 = l_4333 < l_4275;
l_mut_140 = l_4334;
const double l_4335 = l_4249 + l_4188;
const bool l_4336 = l_4335 < l_4298;
l_mut_149 = l_4336;
const double l_4337 = l_4249 - l_4188;
const bool l_4338 = l_4337 >= l_4298;
l_mut_146 = l_4338;
const double l_4339 = l_4262 - l_4191;
const bool l_4340 = l_4339 > l_4326;
l_mut_143 = l_4340;
const double l_4341 = l_4262 + l_4191;
const bool l_4342 = l_4341 <= l_4326;
l_mut_140 = l_4342;
l_mut_4278 = uint32(2);
const bool l_4343 = l_mut_146 || l_mut_140;
if (l_4343) {
l_mut_4278 = uint32(1);
} else {
const bool l_4344 = l_mut_149 && l_mut_143;
if (l_4344) {
l_mut_4278 = uint32(0);
}
}
const uint32 l_4345 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4346 = l_4345 & uint32(2147483647);
const bool l_4347 = l_4346 == uint32(0);
if (l_4347) {
const double l_4348 = l_4249 + l_4188;
const bool l_4349 = l_4348 < double(1.1754943508222875e-38);
const double l_4350 = l_4262 - l_4191;
const bool l_4351 = l_4350 > double(-1.1754943508222875e-38);
const bool l_4352 = l_4349 && l_4351;
const double l_4353 = l_4249 - l_4188;
const bool l_4354 = l_4353 < double(1.1754943508222875e-38);
const double l_4355 = l_4262 + l_4191;
const bool l_4356 = l_4355 > double(-1.1754943508222875e-38);
const bool l_4357 = l_4354 && l_4356;
if (l_4352) {
l_mut_4278 = uint32(0);
} else {
const bool l_4358 = l_mut_4278 == uint32(1);
const bool l_4359 = l_4357 && l_4358;
if (l_4359) {
l_mut_4278 = uint32(2);
}
}
}
l_mut_3235 = l_mut_4278;
}
}
const bool l_4360 = l_mut_47 == uint32(0);
if (l_4360) {
l_mut_89 = uint32(0);
} else {
const bool l_4361 = l_mut_3235 == uint32(1);
if (l_4361) {
l_mut_89 = uint32(1);
}
}
} else {
const double l_4362 = l_mut_1204 - l_19;
const double l_4363 = l_mut_1204 + l_19;
const double l_4364 = l_mut_1121 - l_19;
const double l_4365 = l_mut_1121 + l_19;
const double l_4366 = abs(l_4364);
const bool l_4367 = l_4366 > l_2101;
const double l_4368 = abs(l_4365);
const bool l_4369 = l_4368 > l_2101;
const bool l_4370 = l_4367 && l_4369;
if (l_4370) {
const double l_4371 = l_2099 + l_2101;
const double l_4372 = abs(l_4364);
const double l_4373 = abs(l_4365);
l_mut_2983 = l_4372;
const bool l_4374 = l_4373 < l_4372;
if (l_4374) {
l_mut_2983 = l_4373;
}
const double l_4375 = l_4371 / l_mut_2983;
const double l_4376 = abs(l_4362);
const double l_4377 = abs(l_4363);
l_mut_2983 = l_4376;
const bool l_4378 = l_4377 < l_4376;
if (l_4378) {
l_mut_2983 = l_4377;
}
const double l_4379 = l_2099 / l_mut_2983;
const double l_4380 = l_4375 + l_4379;
l_mut_708 = l_mut_708 + l_4380;
l_mut_4278 = uint32(0);
const bool l_4381 = l_4364 <= double(0.0);
const bool l_4382 = l_4365 >= double(0.0);
const bool l_4383 = l_4381 && l_4382;
const bool l_4384 = !l_4383;
if (l_4384) {
const double l_4386 = l_4362 / l_4364;
const double l_4387 = l_4362 / l_4365;
const double l_4388 = l_4363 / l_4364;
const double l_4389 = l_4363 / l_4365;
l_arr_4385[uint32(0)] = l_4386;
l_arr_4385[uint32(1)] = l_4386;
const double l_4390 = l_arr_4385[uint32(0)];
const bool l_4391 = l_4387 < l_4390;
if (l_4391) {
l_arr_4385[uint32(0)] = l_4387;
}
const double l_4392 = l_arr_4385[uint32(0)];
const bool l_4393 = l_4388 < l_4392;
if (l_4393) {
l_arr_4385[uint32(0)] = l_4388;
}
const double l_4394 = l_arr_4385[uint32(0)];
const bool l_4395 = l_4389 < l_4394;
if (l_4395) {
l_arr_4385[uint32(0)] = l_4389;
}
const double l_4396 = l_arr_4385[uint32(1)];
const bool l_4397 = l_4387 > l_4396;
if (l_4397) {
l_arr_4385[uint32(1)] = l_4387;
}
const double l_4398 = l_arr_4385[uint32(1)];
const bool l_4399 = l_4388 > l_4398;
if (l_4399) {
l_arr_4385[uint32(1)] = l_4388;
}
const double l_4400 = l_arr_4385[uint32(1)];
const bool l_4401 = l_4389 > l_4400;
if (l_4401) {
l_arr_4385[uint32(1)] = l_4389;
}
const double l_4402 = l_arr_4385[uint32(0)];
const double l_4403 = abs(l_4402);
const double l_4404 = l_4403 * l_mut_708;
const double l_4405 = l_arr_4385[uint32(1)];
const double l_4406 = abs(l_4405);
const double l_4407 = l_4406 * l_mut_708;
l_mut_4278 = uint32(2);
const double l_4408 = l_arr_4385[uint32(0)];
const double l_4409 = l_4408 - l_4404;
const double l_4410 = abs(l_4409);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4411 = l_4410 >= double(1.1754943508222875e-38);
const bool l_4412 = l_4410 <= double(1.7976931348623157e308);
const bool l_4413 = l_4411 && l_4412;
if (l_4413) {
const uint64 l_4414 = reinterpret_cast<uint64 const&>(l_4410);
const uint64 l_4415 = l_4414 >> uint64(52);
const uint64 l_4416 = l_4415 - uint64(23);
const uint64 l_4417 = l_4416 << uint64(52);
const double l_4418 = reinterpret_cast<double const&>(l_4417);
l_mut_2983 = l_4418;
}
const double l_4419 = l_4408 + l_4404;
const double l_4420 = abs(l_4419);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4421 = l_4420 >= double(1.1754943508222875e-38);
const bool l_4422 = l_4420 <= double(1.7976931348623157e308);
const bool l_4423 = l_4421 && l_4422;
if (l_4423) {
const uint64 l_4424 = reinterpret_cast<uint64 const&>(l_4420);
const uint64 l_4425 = l_4424 >> uint64(52);
const uint64 l_4426 = l_4425 - uint64(23);
const uint64 l_4427 = l_4426 << uint64(52);
const double l_4428 = reinterpret_cast<double const&>(l_4427);
l_mut_2729 = l_4428;
}
const bool l_4429 = l_mut_2983 == l_mut_2729;
const double l_4430 = l_arr_4385[uint32(1)];
const double l_4431 = l_4430 - l_4407;
const double l_4432 = abs(l_4431);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4433 = l_4432 >= double(1.1754943508222875e-38);
const bool l_4434 = l_4432 <= double(1.7976931348623157e308);
const bool l_4435 = l_4433 && l_4434;
if (l_4435) {
const uint64 l_4436 = reinterpret_cast<uint64 const&>(l_4432);
const uint64 l_4437 = l_4436 >> uint64(52);
const uint64 l_4438 = l_4437 - uint64(23);
const uint64 l_4439 = l_4438 << uint64(52);
const double l_4440 = reinterpret_cast<double const&>(l_4439);
l_mut_2983 = l_4440;
}
const double l_4441 = l_4430 + l_4407;
const double l_4442 = abs(l_4441);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4443 = l_4442 >= double(1.1754943508222875e-38);
const bool l_4444 = l_4442 <= double(1.7976931348623157e308);
const bool l_4445 = l_4443 && l_4444;
if (l_4445) {
const uint64 l_4446 = reinterpret_cast<uint64 const&>(l_4442);
const uint64 l_4447 = l_4446 >> uint64(52);
const uint64 l_4448 = l_4447 - uint64(23);
const uint64 l_4449 = l_4448 << uint64(52);
const double l_4450 = reinterpret_cast<double const&>(l_4449);
l_mut_2729 = l_4450;
}
const bool l_4451 = l_mut_2983 == l_mut_2729;
const bool l_4452 = l_4429 && l_4451;
if (l_4452) {
const double l_4453 = l_arr_4385[uint32(0)];
const double l_4454 = l_arr_4385[uint32(0)];
const double l_4455 = abs(l_4454);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4456 = l_4455 >= double(1.1754943508222875e-38);
const bool l_4457 = l_4455 <= double(1.7976931348623157e308);
const bool l_4458 = l_4456 && l_4457;
if (l_4458) {
const uint64 l_4459 = reinterpret_cast<uint64 const&>(l_4455);
const uint64 l_4460 = l_4459 >> uint64(52);
const uint64 l_4461 = l_4460 - uint64(23);
const uint64 l_4462 = l_4461 << uint64(52);
const double l_4463 = reinterpret_cast<double const&>(l_4462);
l_mut_2983 = l_4463;
}
const double l_4464 = l_22 * l_mut_2983;
const double l_4465 = l_4453 - l_4464;
const double l_4466 = l_arr_4385[uint32(1)];
const double l_4467 = l_arr_4385[uint32(1)];
const double l_4468 = abs(l_4467);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4469 = l_4468 >= double(1.1754943508222875e-38);
const bool l_4470 = l_4468 <= double(1.7976931348623157e308);
const bool l_4471 = l_4469 && l_4470;
if (l_4471) {
const uint64 l_4472 = reinterpret_cast<uint64 const&>(l_4468);
const uint64 l_4473 = l_4472 >> uint64(52);
const uint64 l_4474 = l_4473 - uint64(23);
const uint64 l_4475 = l_4474 << uint64(52);
const double l_4476 = reinterpret_cast<double const&>(l_4475);
l_mut_2983 = l_4476;
}
const double l_4477 = l_22 * l_mut_2983;
const double l_4478 = l_4466 + l_4477;
const uint32 l_4479 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4480 = l_4479 & uint32(2147483647);
const float l_4481 = reinterpret_cast<float const&>(l_4480);
const double l_4482 = double(l_4481);
l_mut_2983 = l_4482;
const bool l_4483 = l_4480 < uint32(8388608);
if (l_4483) {
const double l_4484 = double(l_4480);
const double l_4485 = l_4484 * double(1.401298464324817e-45);
l_mut_2983 = l_4485;
}
const uint64 l_4486 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4487 = l_4479 >> uint32(31);
const uint64 l_4488 = uint64(l_4487);
const uint64 l_4489 = l_4488 << uint64(63);
const uint64 l_4490 = l_4486 | l_4489;
const double l_4491 = reinterpret_cast<double const&>(l_4490);
const uint32 l_4492 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4493 = l_4492 + uint32(1);
l_mut_3235 = l_4493;
const uint32 l_4494 = l_4492 & uint32(2147483647);
const bool l_4495 = l_4494 == uint32(0);
if (l_4495) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4496 = l_4492 & uint32(2147483648);
const bool l_4497 = l_4496 != uint32(0);
if (l_4497) {
const uint32 l_4498 = l_4492 - uint32(1);
l_mut_3235 = l_4498;
} else {
const bool l_4499 = l_4492 == uint32(2139095040);
if (l_4499) {
l_mut_3235 = l_4492;
}
}
}
const float l_4500 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4501 = reinterpret_cast<uint32 const&>(l_4500);
const uint32 l_4502 = l_4501 & uint32(2147483647);
const float l_4503 = reinterpret_cast<float const&>(l_4502);
const double l_4504 = double(l_4503);
l_mut_2983 = l_4504;
const bool l_4505 = l_4502 < uint32(8388608);
if (l_4505) {
const double l_4506 = double(l_4502);
const double l_4507 = l_4506 * double(1.401298464324817e-45);
l_mut_2983 = l_4507;
}
const uint64 l_4508 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4509 = l_4501 >> uint32(31);
const uint64 l_4510 = uint64(l_4509);
const uint64 l_4511 = l_4510 << uint64(63);
const uint64 l_4512 = l_4508 | l_4511;
const double l_4513 = reinterpret_cast<double const&>(l_4512);
const uint32 l_4514 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4515 = l_4514 ^ uint32(2147483648);
const float l_4516 = reinterpret_cast<float const&>(l_4515);
const uint32 l_4517 = reinterpret_cast<uint32 const&>(l_4516);
const uint32 l_4518 = l_4517 + uint32(1);
l_mut_3235 = l_4518;
const uint32 l_4519 = l_4517 & uint32(2147483647);
const bool l_4520 = l_4519 == uint32(0);
if (l_4520) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4521 = l_4517 & uint32(2147483648);
const bool l_4522 = l_4521 != uint32(0);
if (l_4522) {
const uint32 l_4523 = l_4517 - uint32(1);
l_mut_3235 = l_4523;
} else {
const bool l_4524 = l_4517 == uint32(2139095040);
if (l_4524) {
l_mut_3235 = l_4517;
}
}
}
const float l_4525 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4526 = reinterpret_cast<uint32 const&>(l_4525);
const uint32 l_4527 = l_4526 ^ uint32(2147483648);
const float l_4528 = reinterpret_cast<float const&>(l_4527);
const uint32 l_4529 = reinterpret_cast<uint32 const&>(l_4528);
const uint32 l_4530 = l_4529 & uint32(2147483647);
const float l_4531 = reinterpret_cast<float const&>(l_4530);
const double l_4532 = double(l_4531);
l_mut_2983 = l_4532;
const bool l_4533 = l_4530 < uint32(8388608);
if (l_4533) {
const double l_4534 = double(l_4530);
const double l_4535 = l_4534 * double(1.401298464324817e-45);
l_mut_2983 = l_4535;
}
const uint64 l_4536 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4537 = l_4529 >> uint32(31);
const uint64 l_4538 = uint64(l_4537);
const uint64 l_4539 = l_4538 << uint64(63);
const uint64 l_4540 = l_4536 | l_4539;
const double l_4541 = reinterpret_cast<double const&>(l_4540);
const double l_4542 = l_4465 + l_4404;
const bool l_4543 = l_4542 <= l_4491;
l_mut_149 = l_4543;
const double l_4544 = l_4465 - l_4404;
const bool l_4545 = l_4544 > l_4491;
l_mut_146 = l_4545;
const double l_4546 = l_4478 - l_4407;
const bool l_4547 = l_4546 >= l_4491;
l_mut_143 = l_4547;
const double l_4548 = l_4478 + l_4407;
const bool l_4549 = l_4548 < l_4491;
l_mut_140 = l_4549;
l_mut_3235 = uint32(2);
const bool l_4550 = l_mut_146 || l_mut_140;
if (l_4550) {
l_mut_3235 = uint32(1);
} else {
const bool l_4551 = l_mut_149 && l_mut_143;
if (l_4551) {
l_mut_3235 = uint32(0);
}
}
const uint32 l_4552 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4553 = l_4552 & uint32(2147483647);
const bool l_4554 = l_4553 == uint32(0);
if (l_4554) {
const double l_4555 = l_4465 + l_4404;
const bool l_4556 = l_4555 < double(1.1754943508222875e-38);
const double l_4557 = l_4478 - l_4407;
const bool l_4558 = l_4557 > double(-1.1754943508222875e-38);
const bool l_4559 = l_4556 && l_4558;
const double l_4560 = l_4465 - l_4404;
const bool l_4561 = l_4560 < double(1.1754943508222875e-38);
const double l_4562 = l_4478 + l_4407;
const bool l_4563 = l_4562 > double(-1.1754943508222875e-38);
const bool l_4564 = l_4561 && l_4563;
if (l_4559) {
l_mut_3235 = uint32(0);
} else {
const bool l_4565 = l_mut_3235 == uint32(1);
const bool l_4566 = l_4564 && l_4565;
if (l_4566) {
l_mut_3235 = uint32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
}
l_mut_89 = l_mut_4278;
}
}
l_mut_30 = l_mut_89;
} else {
const bool l_4567 = l_27 <= l_25;
if (l_4567) {
const float l_4568 = float(l_26);
const uint32 l_4569 = reinterpret_cast<uint32 const&>(l_4568);
const uint32 l_4570 = l_4569 & uint32(2147483647);
const float l_4571 = reinterpret_cast<float const&>(l_4570);
const double l_4572 = double(l_4571);
l_mut_2983 = l_4572;
const bool l_4573 = l_4570 < uint32(8388608);
if (l_4573) {
const double l_4574 = double(l_4570);
const double l_4575 = l_4574 * double(1.401298464324817e-45);
l_mut_2983 = l_4575;
}
const uint64 l_4576 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4577 = l_4569 >> uint32(31);
const uint64 l_4578 = uint64(l_4577);
const uint64 l_4579 = l_4578 << uint64(63);
const uint64 l_4580 = l_4576 | l_4579;
const double l_4581 = reinterpret_cast<double const&>(l_4580);
const double l_4582 = abs(l_4581);
l_mut_2983 = l_4582;
l_mut_4278 = uint32(0);
const bool l_4583 = l_4582 >= double(0.785);
if (l_4583) {
const double l_4584 = l_4582 * double(0.6366197723675814);
const double l_4585 = l_4584 + double(0.5);
const double l_4586 = floor(l_4585);
const double l_4587 = l_4586 * double(1.570796325802803);
const double l_4588 = l_4582 - l_4587;
const double l_4589 = l_4588 * l_4;
const double l_4590 = l_4586 * double(9.920935796805404e-10);
const double l_4591 = l_4589 - l_4590;
l_mut_2983 = l_4591;
const uint32 l_4592 = uint32(l_4586);
l_mut_4278 = l_4592;
}
const uint32 l_4593 = reinterpret_cast<uint32 const&>(l_4568);
const bool l_4594 = l_4593 >= uint32(2147483648);
const double l_4595 = l_mut_2983 * l_mut_2983;
const double l_4596 = l_4595 * double(1.9572941063391263e-20);
const double l_4597 = double(8.22063524662433e-18) - l_4596;
l_mut_2729 = l_4597;
const double l_4598 = l_mut_2729 * l_4595;
const double l_4599 = l_4598 - double(2.8114572543455206e-15);
l_mut_2729 = l_4599;
const double l_4600 = l_mut_2729 * l_4595;
const double l_4601 = l_4600 + double(7.647163731819816e-13);
l_mut_2729 = l_4601;
const double l_4602 = l_mut_2729 * l_4595;
const double l_4603 = l_4602 - double(1.6059043836821613e-10);
l_mut_2729 = l_4603;
const double l_4604 = l_mut_2729 * l_4595;
const double l_4605 = l_4604 + double(2.505210838544172e-8);
l_mut_2729 = l_4605;
const double l_4606 = l_mut_2729 * l_4595;
const double l_4607 = l_4606 - double(2.7557319223985893e-6);
l_mut_2729 = l_4607;
const double l_4608 = l_mut_2729 * l_4595;
const double l_4609 = l_4608 + double(0.0001984126984126984);
l_mut_2729 = l_4609;
const double l_4610 = l_mut_2729 * l_4595;
const double l_4611 = l_4610 - double(0.008333333333333333);
l_mut_2729 = l_4611;
const double l_4612 = l_mut_2729 * l_4595;
const double l_4613 = l_4612 + double(0.16666666666666666);
l_mut_2729 = l_4613;
const double l_4614 = double(0.5) * l_4595;
const double l_4615 = double(1.0) - l_4614;
const double l_4616 = double(0.0) * l_4615;
const double l_4617 = l_mut_2983 * l_4595;
const double l_4618 = l_4617 * l_mut_2729;
const double l_4619 = l_4616 - l_4618;
const double l_4620 = l_mut_2983 + l_4619;
const double l_4621 = l_mut_2983 * l_mut_2983;
const double l_4622 = l_4621 * double(4.110317623312165e-19);
const double l_4623 = l_4622 - double(1.5619206968586225e-16);
l_mut_2729 = l_4623;
const double l_4624 = l_mut_2729 * l_4621;
const double l_4625 = l_4624 + double(4.779477332387385e-14);
l_mut_2729 = l_4625;
const double l_4626 = l_mut_2729 * l_4621;
const double l_4627 = l_4626 - double(1.1470745597729725e-11);
l_mut_2729 = l_4627;
const double l_4628 = l_mut_2729 * l_4621;
const double l_4629 = l_4628 + double(2.08767569878681e-9);
l_mut_2729 = l_4629;
const double l_4630 = l_mut_2729 * l_4621;
const double l_4631 = l_4630 - double(2.755731922398589e-7);
l_mut_2729 = l_4631;
const double l_4632 = l_mut_2729 * l_4621;
const double l_4633 = l_4632 + double(2.48015873015873e-5);
l_mut_2729 = l_4633;
const double l_4634 = l_mut_2729 * l_4621;
const double l_4635 = l_4634 - double(0.001388888888888889);
l_mut_2729 = l_4635;
const double l_4636 = l_mut_2729 * l_4621;
const double l_4637 = l_4636 + double(0.041666666666666664);
l_mut_2729 = l_4637;
const double l_4638 = double(0.5) * l_4621;
const double l_4639 = double(1.0) - l_4638;
const double l_4640 = l_4621 * l_4621;
const double l_4641 = l_4640 * l_mut_2729;
const double l_4642 = double(0.0) * l_mut_2983;
const double l_4643 = l_4641 - l_4642;
const double l_4644 = l_4639 + l_4643;
const uint32 l_4645 = l_mut_4278 & uint32(1);
const bool l_4646 = l_4645 == uint32(1);
l_mut_2983 = l_4620;
const uint32 l_4647 = l_mut_4278 & uint32(2);
const bool l_4648 = l_4647 != uint32(0);
l_mut_149 = l_4648;
const bool l_4649 = uint32(6) == uint32(6);
if (l_4649) {
if (l_4646) {
l_mut_2983 = l_4644;
}
} else {
const bool l_4650 = uint32(6) == uint32(7);
if (l_4650) {
l_mut_2983 = l_4644;
if (l_4646) {
l_mut_2983 = l_4620;
}
const uint32 l_4651 = l_mut_4278 + uint32(1);
const uint32 l_4652 = l_4651 & uint32(2);
const bool l_4653 = l_4652 != uint32(0);
l_mut_149 = l_4653;
} else {
const double l_4654 = l_4620 / l_4644;
l_mut_2983 = l_4654;
if (l_4646) {
const double l_4655 = l_4644 / l_4620;
l_mut_2983 = l_4655;
}
l_mut_149 = l_4646;
}
}
const bool l_4656 = uint32(6) != uint32(7);
const bool l_4657 = l_4656 && l_4594;
if (l_4657) {
const bool l_4658 = !l_mut_149;
l_mut_149 = l_4658;
}
if (l_mut_149) {
const double l_4659 = -l_mut_2983;
l_mut_2983 = l_4659;
}
const float l_4660 = float(l_26);
const uint32 l_4661 = reinterpret_cast<uint32 const&>(l_4660);
const uint32 l_4662 = l_4661 & uint32(2147483647);
const float l_4663 = reinterpret_cast<float const&>(l_4662);
const double l_4664 = double(l_4663);
l_mut_2729 = l_4664;
const bool l_4665 = l_4662 < uint32(8388608);
if (l_4665) {
const double l_4666 = double(l_4662);
const double l_4667 = l_4666 * double(1.401298464324817e-45);
l_mut_2729 = l_4667;
}
const uint64 l_4668 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_4669 = l_4661 >> uint32(31);
const uint64 l_4670 = uint64(l_4669);
const uint64 l_4671 = l_4670 << uint64(63);
const uint64 l_4672 = l_4668 | l_4671;
const double l_4673 = reinterpret_cast<double const&>(l_4672);
const double l_4674 = abs(l_4673);
l_mut_2729 = l_4674;
l_mut_4278 = uint32(0);
const bool l_4675 = l_4674 >= double(0.785);
if (l_4675) {
const double l_4676 = l_4674 * double(0.6366197723675814);
const double l_4677 = l_4676 + double(0.5);
const double l_4678 = floor(l_4677);
const double l_4679 = l_4678 * double(1.570796325802803);
const double l_4680 = l_4674 - l_4679;
const double l_4681 = l_4680 * l_4;
const double l_4682 = l_4678 * double(9.920935796805404e-10);
const double l_4683 = l_4681 - l_4682;
l_mut_2729 = l_4683;
const uint32 l_4684 = uint32(l_4678);
l_mut_4278 = l_4684;
}
const uint32 l_4685 = reinterpret_cast<uint32 const&>(l_4660);
const bool l_4686 = l_4685 >= uint32(2147483648);
const double l_4687 = l_mut_2729 * l_mut_2729;
const double l_4688 = l_4687 * double(1.9572941063391263e-20);
const double l_4689 = double(8.22063524662433e-18) - l_4688;
l_mut_2473 = l_4689;
const double l_4690 = l_mut_2473 * l_4687;
const double l_4691 = l_4690 - double(2.8114572543455206e-15);
l_mut_2473 = l_4691;
const double l_4692 = l_mut_2473 * l_4687;
const double l_4693 = l_4692 + double(7.647163731819816e-13);
l_mut_2473 = l_4693;
const double l_4694 = l_mut_2473 * l_4687;
const double l_4695 = l_4694 - double(1.6059043836821613e-10);
l_mut_2473 = l_4695;
const double l_4696 = l_mut_2473 * l_4687;
const double l_4697 = l_4696 + double(2.505210838544172e-8);
l_mut_2473 = l_4697;
const double l_4698 = l_mut_2473 * l_4687;
const double l_4699 = l_4698 - double(2.7557319223985893e-6);
l_mut_2473 = l_4699;
const double l_4700 = l_mut_2473 * l_4687;
const double l_4701 = l_4700 + double(0.0001984126984126984);
l_mut_2473 = l_4701;
const double l_4702 = l_mut_2473 * l_4687;
const double l_4703 = l_4702 - double(0.008333333333333333);
l_mut_2473 = l_4703;
const double l_4704 = l_mut_2473 * l_4687;
const double l_4705 = l_4704 + double(0.16666666666666666);
l_mut_2473 = l_4705;
const double l_4706 = double(0.5) * l_4687;
const double l_4707 = double(1.0) - l_4706;
const double l_4708 = double(0.0) * l_4707;
const double l_4709 = l_mut_2729 * l_4687;
const double l_4710 = l_4709 * l_mut_2473;
const double l_4711 = l_4708 - l_4710;
const double l_4712 = l_mut_2729 + l_4711;
const double l_4713 = l_mut_2729 * l_mut_2729;
const double l_4714 = l_4713 * double(4.110317623312165e-19);
const double l_4715 = l_4714 - double(1.5619206968586225e-16);
l_mut_2473 = l_4715;
const double l_4716 = l_mut_2473 * l_4713;
const double l_4717 = l_4716 + double(4.779477332387385e-14);
l_mut_2473 = l_4717;
const double l_4718 = l_mut_2473 * l_4713;
const double l_4719 = l_4718 - double(1.1470745597729725e-11);
l_mut_2473 = l_4719;
const double l_4720 = l_mut_2473 * l_4713;
const double l_4721 = l_4720 + double(2.08767569878681e-9);
l_mut_2473 = l_4721;
const double l_4722 = l_mut_2473 * l_4713;
const double l_4723 = l_4722 - double(2.755731922398589e-7);
l_mut_2473 = l_4723;
const double l_4724 = l_mut_2473 * l_4713;
const double l_4725 = l_4724 + double(2.48015873015873e-5);
l_mut_2473 = l_4725;
const double l_4726 = l_mut_2473 * l_4713;
const double l_4727 = l_4726 - double(0.001388888888888889);
l_mut_2473 = l_4727;
const double l_4728 = l_mut_2473 * l_4713;
const double l_4729 = l_4728 + double(0.041666666666666664);
l_mut_2473 = l_4729;
const double l_4730 = double(0.5) * l_4713;
const double l_4731 = double(1.0) - l_4730;
const double l_4732 = l_4713 * l_4713;
const double l_4733 = l_4732 * l_mut_2473;
const double l_4734 = double(0.0) * l_mut_2729;
const double l_4735 = l_4733 - l_4734;
const double l_4736 = l_4731 + l_4735;
const uint32 l_4737 = l_mut_4278 & uint32(1);
const bool l_4738 = l_4737 == uint32(1);
l_mut_2729 = l_4712;
const uint32 l_4739 = l_mut_4278 & uint32(2);
const bool l_4740 = l_4739 != uint32(0);
l_mut_149 = l_4740;
const bool l_4741 = uint32(7) == uint32(6);
if (l_4741) {
if (l_4738) {
l_mut_2729 = l_4736;
}
} else {
const bool l_4742 = uint32(7) == uint32(7);
if (l_4742) {
l_mut_2729 = l_4736;
if (l_4738) {
l_mut_2729 = l_4712;
}
const uint32 l_4743 = l_mut_4278 + uint32(1);
const uint32 l_4744 = l_4743 & uint32(2);
const bool l_4745 = l_4744 != uint32(0);
l_mut_149 = l_4745;
} else {
const double l_4746 = l_4712 / l_4736;
l_mut_2729 = l_4746;
if (l_4738) {
const double l_4747 = l_4736 / l_4712;
l_mut_2729 = l_4747;
}
l_mut_149 = l_4738;
}
}
const bool l_4748 = uint32(7) != uint32(7);
const bool l_4749 = l_4748 && l_4686;
if (l_4749) {
const bool l_4750 = !l_mut_149;
l_mut_149 = l_4750;
}
if (l_mut_149) {
const double l_4751 = -l_mut_2729;
l_mut_2729 = l_4751;
}
const double l_4752 = abs(l_mut_2983);
const double l_4753 = l_4752 * double(1.4551915228366852e-11);
const double l_4754 = abs(l_mut_2729);
const double l_4755 = l_4754 * double(1.4551915228366852e-11);
const double l_4756 = l_mut_2983 - l_19;
const double l_4757 = l_mut_2983 + l_19;
const double l_4758 = l_mut_2729 - l_19;
const double l_4759 = l_mut_2729 + l_19;
l_mut_4278 = uint32(2);
const double l_4760 = abs(l_4758);
const bool l_4761 = l_4760 <= l_4755;
const double l_4762 = abs(l_4759);
const bool l_4763 = l_4762 <= l_4755;
const bool l_4764 = l_4761 || l_4763;
const bool l_4765 = !l_4764;
if (l_4765) {
l_mut_4278 = uint32(0);
const bool l_4766 = l_4758 <= double(0.0);
const bool l_4767 = l_4759 >= double(0.0);
const bool l_4768 = l_4766 && l_4767;
const bool l_4769 = !l_4768;
if (l_4769) {
const double l_4770 = abs(l_4758);
const double l_4771 = abs(l_4759);
l_mut_2983 = l_4770;
const bool l_4772 = l_4771 < l_4770;
if (l_4772) {
l_mut_2983 = l_4771;
}
const double l_4773 = l_4755 / l_mut_2983;
const double l_4774 = l_4773 + double(1.4551915228366852e-11);
const double l_4775 = double(1.0) / l_4759;
const double l_4776 = double(1.0) / l_4758;
const double l_4777 = abs(l_4775);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4778 = l_4777 >= double(1.1754943508222875e-38);
const bool l_4779 = l_4777 <= double(1.7976931348623157e308);
const bool l_4780 = l_4778 && l_4779;
if (l_4780) {
const uint64 l_4781 = reinterpret_cast<uint64 const&>(l_4777);
const uint64 l_4782 = l_4781 >> uint64(52);
const uint64 l_4783 = l_4782 - uint64(23);
const uint64 l_4784 = l_4783 << uint64(52);
const double l_4785 = reinterpret_cast<double const&>(l_4784);
l_mut_2983 = l_4785;
}
const double l_4786 = l_22 * l_mut_2983;
const double l_4787 = l_4775 - l_4786;
const double l_4788 = abs(l_4776);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4789 = l_4788 >= double(1.1754943508222875e-38);
const bool l_4790 = l_4788 <= double(1.7976931348623157e308);
const bool l_4791 = l_4789 && l_4790;
if (l_4791) {
const uint64 l_4792 = reinterpret_cast<uint64 const&>(l_4788);
const uint64 l_4793 = l_4792 >> uint64(52);
const uint64 l_4794 = l_4793 - uint64(23);
const uint64 l_4795 = l_4794 << uint64(52);
const double l_4796 = reinterpret_cast<double const&>(l_4795);
l_mut_2983 = l_4796;
}
const double l_4797 = l_22 * l_mut_2983;
const double l_4798 = l_4776 + l_4797;
const double l_4800 = l_4756 * l_4787;
const double l_4801 = l_4756 * l_4798;
const double l_4802 = l_4757 * l_4787;
const double l_4803 = l_4757 * l_4798;
l_arr_4799[uint32(0)] = l_4800;
l_arr_4799[uint32(1)] = l_4800;
const double l_4804 = l_arr_4799[uint32(0)];
const bool l_4805 = l_4801 < l_4804;
if (l_4805) {
l_arr_4799[uint32(0)] = l_4801;
}
const double l_4806 = l_arr_4799[uint32(0)];
const bool l_4807 = l_4802 < l_4806;
if (l_4807) {
l_arr_4799[uint32(0)] = l_4802;
}
const double l_4808 = l_arr_4799[uint32(0)];
const bool l_4809 = l_4803 < l_4808;
if (l_4809) {
l_arr_4799[uint32(0)] = l_4803;
}
const double l_4810 = l_arr_4799[uint32(1)];
const bool l_4811 = l_4801 > l_4810;
if (l_4811) {
l_arr_4799[uint32(1)] = l_4801;
}
const double l_4812 = l_arr_4799[uint32(1)];
const bool l_4813 = l_4802 > l_4812;
if (l_4813) {
l_arr_4799[uint32(1)] = l_4802;
}
const double l_4814 = l_arr_4799[uint32(1)];
const bool l_4815 = l_4803 > l_4814;
if (l_4815) {
l_arr_4799[uint32(1)] = l_4803;
}
const double l_4816 = abs(l_4756);
const double l_4817 = abs(l_4757);
l_mut_2983 = l_4816;
const bool l_4818 = l_4817 > l_4816;
if (l_4818) {
l_mut_2983 = l_4817;
}
const double l_4819 = abs(l_4787);
const double l_4820 = abs(l_4798);
l_mut_2729 = l_4819;
const bool l_4821 = l_4820 > l_4819;
if (l_4821) {
l_mut_2729 = l_4820;
}
const double l_4822 = l_mut_2983 * l_mut_2729;
const double l_4823 = l_4774 + double(1.4551915228366852e-11);
const double l_4824 = l_4822 * l_4823;
const double l_4825 = l_4753 * l_mut_2729;
const double l_4826 = l_4824 + l_4825;
l_mut_4278 = uint32(2);
const double l_4827 = abs(l_4775);
const double l_4828 = l_4827 * l_4774;
const double l_4829 = l_4775 - l_4828;
const double l_4830 = abs(l_4829);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4831 = l_4830 >= double(1.1754943508222875e-38);
const bool l_4832 = l_4830 <= double(1.7976931348623157e308);
const bool l_4833 = l_4831 && l_4832;
if (l_4833) {
const uint64 l_4834 = reinterpret_cast<uint64 const&>(l_4830);
const uint64 l_4835 = l_4834 >> uint64(52);
const uint64 l_4836 = l_4835 - uint64(23);
const uint64 l_4837 = l_4836 << uint64(52);
const double l_4838 = reinterpret_cast<double const&>(l_4837);
l_mut_2983 = l_4838;
}
const double l_4839 = l_4775 + l_4828;
const double l_4840 = abs(l_4839);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4841 = l_4840 >= double(1.1754943508222875e-38);
const bool l_4842 = l_4840 <= double(1.7976931348623157e308);
const bool l_4843 = l_4841 && l_4842;
if (l_4843) {
const uint64 l_4844 = reinterpret_cast<uint64 const&>(l_4840);
const uint64 l_4845 = l_4844 >> uint64(52);
const uint64 l_4846 = l_4845 - uint64(23);
const uint64 l_4847 = l_4846 << uint64(52);
const double l_4848 = reinterpret_cast<double const&>(l_4847);
l_mut_2729 = l_4848;
}
const bool l_4849 = l_mut_2983 == l_mut_2729;
const double l_4850 = abs(l_4776);
const double l_4851 = l_4850 * l_4774;
const double l_4852 = l_4776 - l_4851;
const double l_4853 = abs(l_4852);
l_mut_2983 = double(1.401298464324817e-45);
const bool l_4854 = l_4853 >= double(1.1754943508222875e-38);
const bool l_4855 = l_4853 <= double(1.7976931348623157e308);
const bool l_4856 = l_4854 && l_4855;
if (l_4856) {
const uint64 l_4857 = reinterpret_cast<uint64 const&>(l_4853);
const uint64 l_4858 = l_4857 >> uint64(52);
const uint64 l_4859 = l_4858 - uint64(23);
const uint64 l_4860 = l_4859 << uint64(52);
const double l_4861 = reinterpret_cast<double const&>(l_4860);
l_mut_2983 = l_4861;
}
const double l_4862 = l_4776 + l_4851;
const double l_4863 = abs(l_4862);
l_mut_2729 = double(1.401298464324817e-45);
const bool l_4864 = l_4863 >= double(1.1754943508222875e-38);
const bool l_4865 = l_4863 <= double(1.7976931348623157e308);
const bool l_4866 = l_4864 && l_4865;
if (l_4866) {
const uint64 l_4867 = reinterpret_cast<uint64 const&>(l_4863);
const uint64 l_4868 = l_4867 >> uint64(52);
const uint64 l_4869 = l_4868 - uint64(23);
const uint64 l_4870 = l_4869 << uint64(52);
const double l_4871 = reinterpret_cast<double const&>(l_4870);
l_mut_2729 = l_4871;
}
const bool l_4872 = l_mut_2983 == l_mut_2729;
const bool l_4873 = l_4849 && l_4872;
if (l_4873) {
const double l_4874 = l_arr_4799[uint32(0)];
const double l_4875 = l_arr_4799[uint32(1)];
const uint32 l_4876 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4877 = l_4876 & uint32(2147483647);
const float l_4878 = reinterpret_cast<float const&>(l_4877);
const double l_4879 = double(l_4878);
l_mut_2983 = l_4879;
const bool l_4880 = l_4877 < uint32(8388608);
if (l_4880) {
const double l_4881 = double(l_4877);
const double l_4882 = l_4881 * double(1.401298464324817e-45);
l_mut_2983 = l_4882;
}
const uint64 l_4883 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4884 = l_4876 >> uint32(31);
const uint64 l_4885 = uint64(l_4884);
const uint64 l_4886 = l_4885 << uint64(63);
const uint64 l_4887 = l_4883 | l_4886;
const double l_4888 = reinterpret_cast<double const&>(l_4887);
const uint32 l_4889 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4890 = l_4889 + uint32(1);
l_mut_3235 = l_4890;
const uint32 l_4891 = l_4889 & uint32(2147483647);
const bool l_4892 = l_4891 == uint32(0);
if (l_4892) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4893 = l_4889 & uint32(2147483648);
const bool l_4894 = l_4893 != uint32(0);
if (l_4894) {
const uint32 l_4895 = l_4889 - uint32(1);
l_mut_3235 = l_4895;
} else {
const bool l_4896 = l_4889 == uint32(2139095040);
if (l_4896) {
l_mut_3235 = l_4889;
}
}
}
const float l_4897 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4898 = reinterpret_cast<uint32 const&>(l_4897);
const uint32 l_4899 = l_4898 & uint32(2147483647);
const float l_4900 = reinterpret_cast<float const&>(l_4899);
const double l_4901 = double(l_4900);
l_mut_2983 = l_4901;
const bool l_4902 = l_4899 < uint32(8388608);
if (l_4902) {
const double l_4903 = double(l_4899);
const double l_4904 = l_4903 * double(1.401298464324817e-45);
l_mut_2983 = l_4904;
}
const uint64 l_4905 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4906 = l_4898 >> uint32(31);
const uint64 l_4907 = uint64(l_4906);
const uint64 l_4908 = l_4907 << uint64(63);
const uint64 l_4909 = l_4905 | l_4908;
const double l_4910 = reinterpret_cast<double const&>(l_4909);
const uint32 l_4911 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4912 = l_4911 ^ uint32(2147483648);
const float l_4913 = reinterpret_cast<float const&>(l_4912);
const uint32 l_4914 = reinterpret_cast<uint32 const&>(l_4913);
const uint32 l_4915 = l_4914 + uint32(1);
l_mut_3235 = l_4915;
const uint32 l_4916 = l_4914 & uint32(2147483647);
const bool l_4917 = l_4916 == uint32(0);
if (l_4917) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_4918 = l_4914 & uint32(2147483648);
const bool l_4919 = l_4918 != uint32(0);
if (l_4919) {
const uint32 l_4920 = l_4914 - uint32(1);
l_mut_3235 = l_4920;
} else {
const bool l_4921 = l_4914 == uint32(2139095040);
if (l_4921) {
l_mut_3235 = l_4914;
}
}
}
const float l_4922 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_4923 = reinterpret_cast<uint32 const&>(l_4922);
const uint32 l_4924 = l_4923 ^ uint32(2147483648);
const float l_4925 = reinterpret_cast<float const&>(l_4924);
const uint32 l_4926 = reinterpret_cast<uint32 const&>(l_4925);
const uint32 l_4927 = l_4926 & uint32(2147483647);
const float l_4928 = reinterpret_cast<float const&>(l_4927);
const double l_4929 = double(l_4928);
l_mut_2983 = l_4929;
const bool l_4930 = l_4927 < uint32(8388608);
if (l_4930) {
const double l_4931 = double(l_4927);
const double l_4932 = l_4931 * double(1.401298464324817e-45);
l_mut_2983 = l_4932;
}
const uint64 l_4933 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_4934 = l_4926 >> uint32(31);
const uint64 l_4935 = uint64(l_4934);
const uint64 l_4936 = l_4935 << uint64(63);
const uint64 l_4937 = l_4933 | l_4936;
const double l_4938 = reinterpret_cast<double const&>(l_4937);
const double l_4939 = l_4874 + l_4826;
const bool l_4940 = l_4939 <= l_4888;
l_mut_149 = l_4940;
const double l_4941 = l_4874 - l_4826;
const bool l_4942 = l_4941 > l_4888;
l_mut_146 = l_4942;
const double l_4943 = l_4875 - l_4826;
const bool l_4944 = l_4943 >= l_4888;
l_mut_143 = l_4944;
const double l_4945 = l_4875 + l_4826;
const bool l_4946 = l_4945 < l_4888;
l_mut_140 = l_4946;
const double l_4947 = l_4874 + l_4826;
const bool l_4948 = l_4947 < l_4910;
l_mut_149 = l_4948;
const double l_4949 = l_4874 - l_4826;
const bool l_4950 = l_4949 >= l_4910;
l_mut_146 = l_4950;
const double l_4951 = l_4875 - l_4826;
const bool l_4952 = l_4951 > l_4938;
l_mut_143 = l_4952;
const double l_4953 = l_4875 + l_4826;
const bool l_4954 = l_4953 <= l_4938;
l_mut_140 = l_4954;
l_mut_3235 = uint32(2);
const bool l_4955 = l_mut_146 || l_mut_140;
if (l_4955) {
l_mut_3235 = uint32(1);
} else {
const bool l_4956 = l_mut_149 && l_mut_143;
if (l_4956) {
l_mut_3235 = uint32(0);
}
}
const uint32 l_4957 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_4958 = l_4957 & uint32(2147483647);
const bool l_4959 = l_4958 == uint32(0);
if (l_4959) {
const double l_4960 = l_4874 + l_4826;
const bool l_4961 = l_4960 < double(1.1754943508222875e-38);
const double l_4962 = l_4875 - l_4826;
const bool l_4963 = l_4962 > double(-1.1754943508222875e-38);
const bool l_4964 = l_4961 && l_4963;
const double l_4965 = l_4874 - l_4826;
const bool l_4966 = l_4965 < double(1.1754943508222875e-38);
const double l_4967 = l_4875 + l_4826;
const bool l_4968 = l_4967 > double(-1.1754943508222875e-38);
const bool l_4969 = l_4966 && l_4968;
if (l_4964) {
l_mut_3235 = uint32(0);
} else {
const bool l_4970 = l_mut_3235 == uint32(1);
const bool l_4971 = l_4969 && l_4970;
if (l_4971) {
l_mut_3235 = uint32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
}
}
l_mut_30 = l_mut_4278;
}
}
} else {
const bool l_4972 = l_9 == uint32(13);
if (l_4972) {
const double l_4974 = l_26 * l_22;
const double l_4975 = l_26 * l_25;
const double l_4976 = l_26 * l_22;
const double l_4977 = l_26 * l_25;
l_arr_4973[uint32(0)] = l_4974;
l_arr_4973[uint32(1)] = l_4974;
const double l_4978 = l_arr_4973[uint32(0)];
const bool l_4979 = l_4975 < l_4978;
if (l_4979) {
l_arr_4973[uint32(0)] = l_4975;
}
const double l_4980 = l_arr_4973[uint32(0)];
const bool l_4981 = l_4976 < l_4980;
if (l_4981) {
l_arr_4973[uint32(0)] = l_4976;
}
const double l_4982 = l_arr_4973[uint32(0)];
const bool l_4983 = l_4977 < l_4982;
if (l_4983) {
l_arr_4973[uint32(0)] = l_4977;
}
const double l_4984 = l_arr_4973[uint32(1)];
const bool l_4985 = l_4975 > l_4984;
if (l_4985) {
l_arr_4973[uint32(1)] = l_4975;
}
const double l_4986 = l_arr_4973[uint32(1)];
const bool l_4987 = l_4976 > l_4986;
if (l_4987) {
l_arr_4973[uint32(1)] = l_4976;
}
const double l_4988 = l_arr_4973[uint32(1)];
const bool l_4989 = l_4977 > l_4988;
if (l_4989) {
l_arr_4973[uint32(1)] = l_4977;
}
const double l_4990 = l_arr_4973[uint32(0)];
const double l_4991 = l_4990 * double(7.1362384635298e44);
const double l_4992 = floor(l_4991);
const double l_4993 = l_4992 * double(1.401298464324817e-45);
l_mut_2983 = l_4993;
const double l_4994 = abs(l_4990);
const bool l_4995 = l_4994 >= double(1.1754943508222875e-38);
if (l_4995) {
const float l_4996 = float(l_4990);
const double l_4997 = double(l_4996);
l_mut_2983 = l_4997;
const bool l_4998 = l_mut_2983 > l_4990;
if (l_4998) {
const uint32 l_4999 = reinterpret_cast<uint32 const&>(l_4996);
const uint32 l_5000 = l_4999 ^ uint32(2147483648);
const float l_5001 = reinterpret_cast<float const&>(l_5000);
const uint32 l_5002 = reinterpret_cast<uint32 const&>(l_5001);
const uint32 l_5003 = l_5002 + uint32(1);
l_mut_4278 = l_5003;
const uint32 l_5004 = l_5002 & uint32(2147483647);
const bool l_5005 = l_5004 == uint32(0);
if (l_5005) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5006 = l_5002 & uint32(2147483648);
const bool l_5007 = l_5006 != uint32(0);
if (l_5007) {
const uint32 l_5008 = l_5002 - uint32(1);
l_mut_4278 = l_5008;
} else {
const bool l_5009 = l_5002 == uint32(2139095040);
if (l_5009) {
l_mut_4278 = l_5002;
}
}
}
const float l_5010 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5011 = reinterpret_cast<uint32 const&>(l_5010);
const uint32 l_5012 = l_5011 ^ uint32(2147483648);
const float l_5013 = reinterpret_cast<float const&>(l_5012);
const uint32 l_5014 = reinterpret_cast<uint32 const&>(l_5013);
const uint32 l_5015 = l_5014 & uint32(2147483647);
const float l_5016 = reinterpret_cast<float const&>(l_5015);
const double l_5017 = double(l_5016);
l_mut_2729 = l_5017;
const bool l_5018 = l_5015 < uint32(8388608);
if (l_5018) {
const double l_5019 = double(l_5015);
const double l_5020 = l_5019 * double(1.401298464324817e-45);
l_mut_2729 = l_5020;
}
const uint64 l_5021 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5022 = l_5014 >> uint32(31);
const uint64 l_5023 = uint64(l_5022);
const uint64 l_5024 = l_5023 << uint64(63);
const uint64 l_5025 = l_5021 | l_5024;
const double l_5026 = reinterpret_cast<double const&>(l_5025);
l_mut_2983 = l_5026;
} else {
const uint32 l_5027 = reinterpret_cast<uint32 const&>(l_4996);
const uint32 l_5028 = l_5027 + uint32(1);
l_mut_4278 = l_5028;
const uint32 l_5029 = l_5027 & uint32(2147483647);
const bool l_5030 = l_5029 == uint32(0);
if (l_5030) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5031 = l_5027 & uint32(2147483648);
const bool l_5032 = l_5031 != uint32(0);
if (l_5032) {
const uint32 l_5033 = l_5027 - uint32(1);
l_mut_4278 = l_5033;
} else {
const bool l_5034 = l_5027 == uint32(2139095040);
if (l_5034) {
l_mut_4278 = l_5027;
}
}
}
const float l_5035 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5036 = reinterpret_cast<uint32 const&>(l_5035);
const uint32 l_5037 = l_5036 & uint32(2147483647);
const float l_5038 = reinterpret_cast<float const&>(l_5037);
const double l_5039 = double(l_5038);
l_mut_2729 = l_5039;
const bool l_5040 = l_5037 < uint32(8388608);
if (l_5040) {
const double l_5041 = double(l_5037);
const double l_5042 = l_5041 * double(1.401298464324817e-45);
l_mut_2729 = l_5042;
}
const uint64 l_5043 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5044 = l_5036 >> uint32(31);
const uint64 l_5045 = uint64(l_5044);
const uint64 l_5046 = l_5045 << uint64(63);
const uint64 l_5047 = l_5043 | l_5046;
const double l_5048 = reinterpret_cast<double const&>(l_5047);
const bool l_5049 = l_5048 <= l_4990;
if (l_5049) {
const uint32 l_5050 = reinterpret_cast<uint32 const&>(l_4996);
const uint32 l_5051 = l_5050 + uint32(1);
l_mut_4278 = l_5051;
const uint32 l_5052 = l_5050 & uint32(2147483647);
const bool l_5053 = l_5052 == uint32(0);
if (l_5053) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5054 = l_5050 & uint32(2147483648);
const bool l_5055 = l_5054 != uint32(0);
if (l_5055) {
const uint32 l_5056 = l_5050 - uint32(1);
l_mut_4278 = l_5056;
} else {
const bool l_5057 = l_5050 == uint32(2139095040);
if (l_5057) {
l_mut_4278 = l_5050;
}
}
}
const float l_5058 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5059 = reinterpret_cast<uint32 const&>(l_5058);
const uint32 l_5060 = l_5059 & uint32(2147483647);
const float l_5061 = reinterpret_cast<float const&>(l_5060);
const double l_5062 = double(l_5061);
l_mut_2729 = l_5062;
const bool l_5063 = l_5060 < uint32(8388608);
if (l_5063) {
const double l_5064 = double(l_5060);
const double l_5065 = l_5064 * double(1.401298464324817e-45);
l_mut_2729 = l_5065;
}
const uint64 l_5066 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5067 = l_5059 >> uint32(31);
const uint64 l_5068 = uint64(l_5067);
const uint64 l_5069 = l_5068 << uint64(63);
const uint64 l_5070 = l_5066 | l_5069;
const double l_5071 = reinterpret_cast<double const&>(l_5070);
l_mut_2983 = l_5071;
}
}
}
l_mut_2729 = l_mut_2983;
const bool l_5072 = l_mut_2983 > double(1000.0);
if (l_5072) {
const uint64 l_5073 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint64 l_5074 = l_5073 | uint64(9218868437227405312);
const uint64 l_5075 = l_5074 & uint64(18442240474082181120);
const double l_5076 = reinterpret_cast<double const&>(l_5075);
l_mut_2729 = l_5076;
} else {
const bool l_5077 = l_mut_2983 < double(-1000.0);
if (l_5077) {
l_mut_2729 = double(0.0);
} else {
const bool l_5078 = isnan(l_mut_2983);
const bool l_5079 = !l_5078;
if (l_5079) {
const double l_5080 = l_mut_2983 + double(0.5);
const double l_5081 = floor(l_5080);
const double l_5082 = l_mut_2983 - l_5081;
const double l_5083 = l_5082 * double(0.6931471824645996);
const double l_5084 = l_5082 * double(-1.904654299957768e-9);
const double l_5085 = l_5083 + l_5084;
l_mut_2983 = l_5085;
const bool l_5086 = isnan(l_5085);
if (l_5086) {
} else {
const bool l_5087 = l_5085 < double(-700.0);
if (l_5087) {
l_mut_2983 = double(0.0);
} else {
const bool l_5088 = l_5085 > double(700.0);
if (l_5088) {
const uint64 l_5089 = reinterpret_cast<uint64 const&>(l_5085);
const uint64 l_5090 = l_5089 | uint64(9218868437227405312);
const uint64 l_5091 = l_5090 & uint64(18442240474082181120);
const double l_5092 = reinterpret_cast<double const&>(l_5091);
l_mut_2983 = l_5092;
} else {
const double l_5093 = l_5085 * double(1.4426950408889634);
const double l_5094 = l_5093 + double(0.5);
const double l_5095 = floor(l_5094);
const double l_5096 = l_5095 * double(0.6931471824645996);
const double l_5097 = l_5083 - l_5096;
const double l_5098 = l_5097 * l_4;
const double l_5099 = l_5095 * double(-1.904654299957768e-9);
const double l_5100 = l_5084 - l_5099;
const double l_5101 = l_5098 + l_5100;
const double l_5102 = l_5101 * double(7.647163731819816e-13);
const double l_5103 = l_5102 + double(1.1470745597729725e-11);
l_mut_2473 = l_5103;
const double l_5104 = l_mut_2473 * l_5101;
const double l_5105 = l_5104 + double(1.6059043836821613e-10);
l_mut_2473 = l_5105;
const double l_5106 = l_mut_2473 * l_5101;
const double l_5107 = l_5106 + double(2.08767569878681e-9);
l_mut_2473 = l_5107;
const double l_5108 = l_mut_2473 * l_5101;
const double l_5109 = l_5108 + double(2.505210838544172e-8);
l_mut_2473 = l_5109;
const double l_5110 = l_mut_2473 * l_5101;
const double l_5111 = l_5110 + double(2.755731922398589e-7);
l_mut_2473 = l_5111;
const double l_5112 = l_mut_2473 * l_5101;
const double l_5113 = l_5112 + double(2.7557319223985893e-6);
l_mut_2473 = l_5113;
const double l_5114 = l_mut_2473 * l_5101;
const double l_5115 = l_5114 + double(2.48015873015873e-5);
l_mut_2473 = l_5115;
const double l_5116 = l_mut_2473 * l_5101;
const double l_5117 = l_5116 + double(0.0001984126984126984);
l_mut_2473 = l_5117;
const double l_5118 = l_mut_2473 * l_5101;
const double l_5119 = l_5118 + double(0.001388888888888889);
l_mut_2473 = l_5119;
const double l_5120 = l_mut_2473 * l_5101;
const double l_5121 = l_5120 + double(0.008333333333333333);
l_mut_2473 = l_5121;
const double l_5122 = l_mut_2473 * l_5101;
const double l_5123 = l_5122 + double(0.041666666666666664);
l_mut_2473 = l_5123;
const double l_5124 = l_mut_2473 * l_5101;
const double l_5125 = l_5124 + double(0.16666666666666666);
l_mut_2473 = l_5125;
const double l_5126 = l_mut_2473 * l_5101;
const double l_5127 = l_5126 + double(0.5);
l_mut_2473 = l_5127;
const double l_5128 = l_5101 * l_5101;
const double l_5129 = l_5128 * l_mut_2473;
const double l_5130 = l_5101 + l_5129;
const double l_5131 = double(1.0) + l_5130;
const int32 l_5132 = int32(l_5095);
const int32 l_5133 = l_5132 + int32(1023);
const uint64 l_5134 = uint64(l_5133);
const uint64 l_5135 = l_5134 << uint64(52);
const double l_5136 = reinterpret_cast<double const&>(l_5135);
const double l_5137 = l_5131 * l_5136;
l_mut_2983 = l_5137;
}
}
}
const int32 l_5138 = int32(l_5081);
const int32 l_5139 = l_5138 + int32(1023);
const uint64 l_5140 = uint64(l_5139);
const uint64 l_5141 = l_5140 << uint64(52);
const double l_5142 = reinterpret_cast<double const&>(l_5141);
const double l_5143 = l_mut_2983 * l_5142;
l_mut_2729 = l_5143;
}
}
}
const double l_5144 = l_arr_4973[uint32(1)];
const double l_5145 = -l_5144;
const double l_5146 = l_5145 * double(7.1362384635298e44);
const double l_5147 = floor(l_5146);
const double l_5148 = l_5147 * double(1.401298464324817e-45);
l_mut_2983 = l_5148;
const double l_5149 = abs(l_5145);
const bool l_5150 = l_5149 >= double(1.1754943508222875e-38);
if (l_5150) {
const float l_5151 = float(l_5145);
const double l_5152 = double(l_5151);
l_mut_2983 = l_5152;
const bool l_5153 = l_mut_2983 > l_5145;
if (l_5153) {
const uint32 l_5154 = reinterpret_cast<uint32 const&>(l_5151);
const uint32 l_5155 = l_5154 ^ uint32(2147483648);
const float l_5156 = reinterpret_cast<float const&>(l_5155);
const uint32 l_5157 = reinterpret_cast<uint32 const&>(l_5156);
const uint32 l_5158 = l_5157 + uint32(1);
l_mut_4278 = l_5158;
const uint32 l_5159 = l_5157 & uint32(2147483647);
const bool l_5160 = l_5159 == uint32(0);
if (l_5160) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5161 = l_5157 & uint32(2147483648);
const bool l_5162 = l_5161 != uint32(0);
if (l_5162) {
const uint32 l_5163 = l_5157 - uint32(1);
l_mut_4278 = l_5163;
} else {
const bool l_5164 = l_5157 == uint32(2139095040);
if (l_5164) {
l_mut_4278 = l_5157;
}
}
}
const float l_5165 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5166 = reinterpret_cast<uint32 const&>(l_5165);
const uint32 l_5167 = l_5166 ^ uint32(2147483648);
const float l_5168 = reinterpret_cast<float const&>(l_5167);
const uint32 l_5169 = reinterpret_cast<uint32 const&>(l_5168);
const uint32 l_5170 = l_5169 & uint32(2147483647);
const float l_5171 = reinterpret_cast<float const&>(l_5170);
const double l_5172 = double(l_5171);
l_mut_2473 = l_5172;
const bool l_5173 = l_5170 < uint32(8388608);
if (l_5173) {
const double l_5174 = double(l_5170);
const double l_5175 = l_5174 * double(1.401298464324817e-45);
l_mut_2473 = l_5175;
}
const uint64 l_5176 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5177 = l_5169 >> uint32(31);
const uint64 l_5178 = uint64(l_5177);
const uint64 l_5179 = l_5178 << uint64(63);
const uint64 l_5180 = l_5176 | l_5179;
const double l_5181 = reinterpret_cast<double const&>(l_5180);
l_mut_2983 = l_5181;
} else {
const uint32 l_5182 = reinterpret_cast<uint32 const&>(l_5151);
const uint32 l_5183 = l_5182 + uint32(1);
l_mut_4278 = l_5183;
const uint32 l_5184 = l_5182 & uint32(2147483647);
const bool l_5185 = l_5184 == uint32(0);
if (l_5185) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5186 = l_5182 & uint32(2147483648);
const bool l_5187 = l_5186 != uint32(0);
if (l_5187) {
const uint32 l_5188 = l_5182 - uint32(1);
l_mut_4278 = l_5188;
} else {
const bool l_5189 = l_5182 == uint32(2139095040);
if (l_5189) {
l_mut_4278 = l_5182;
}
}
}
const float l_5190 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5191 = reinterpret_cast<uint32 const&>(l_5190);
const uint32 l_5192 = l_5191 & uint32(2147483647);
const float l_5193 = reinterpret_cast<float const&>(l_5192);
const double l_5194 = double(l_5193);
l_mut_2473 = l_5194;
const bool l_5195 = l_5192 < uint32(8388608);
if (l_5195) {
const double l_5196 = double(l_5192);
const double l_5197 = l_5196 * double(1.401298464324817e-45);
l_mut_2473 = l_5197;
}
const uint64 l_5198 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5199 = l_5191 >> uint32(31);
const uint64 l_5200 = uint64(l_5199);
const uint64 l_5201 = l_5200 << uint64(63);
const uint64 l_5202 = l_5198 | l_5201;
const double l_5203 = reinterpret_cast<double const&>(l_5202);
const bool l_5204 = l_5203 <= l_5145;
if (l_5204) {
const uint32 l_5205 = reinterpret_cast<uint32 const&>(l_5151);
const uint32 l_5206 = l_5205 + uint32(1);
l_mut_4278 = l_5206;
const uint32 l_5207 = l_5205 & uint32(2147483647);
const bool l_5208 = l_5207 == uint32(0);
if (l_5208) {
l_mut_4278 = uint32(1);
} else {
const uint32 l_5209 = l_5205 & uint32(2147483648);
const bool l_5210 = l_5209 != uint32(0);
if (l_5210) {
const uint32 l_5211 = l_5205 - uint32(1);
l_mut_4278 = l_5211;
} else {
const bool l_5212 = l_5205 == uint32(2139095040);
if (l_5212) {
l_mut_4278 = l_5205;
}
}
}
const float l_5213 = reinterpret_cast<float const&>(l_mut_4278);
const uint32 l_5214 = reinterpret_cast<uint32 const&>(l_5213);
const uint32 l_5215 = l_5214 & uint32(2147483647);
const float l_5216 = reinterpret_cast<float const&>(l_5215);
const double l_5217 = double(l_5216);
l_mut_2473 = l_5217;
const bool l_5218 = l_5215 < uint32(8388608);
if (l_5218) {
const double l_5219 = double(l_5215);
const double l_5220 = l_5219 * double(1.401298464324817e-45);
l_mut_2473 = l_5220;
}
const uint64 l_5221 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5222 = l_5214 >> uint32(31);
const uint64 l_5223 = uint64(l_5222);
const uint64 l_5224 = l_5223 << uint64(63);
const uint64 l_5225 = l_5221 | l_5224;
const double l_5226 = reinterpret_cast<double const&>(l_5225);
l_mut_2983 = l_5226;
}
}
}
const double l_5227 = -l_mut_2983;
l_mut_2983 = l_5227;
const bool l_5228 = l_5227 > double(1000.0);
if (l_5228) {
const uint64 l_5229 = reinterpret_cast<uint64 const&>(l_5227);
const uint64 l_5230 = l_5229 | uint64(9218868437227405312);
const uint64 l_5231 = l_5230 & uint64(18442240474082181120);
const double l_5232 = reinterpret_cast<double const&>(l_5231);
l_mut_2983 = l_5232;
} else {
const bool l_5233 = l_5227 < double(-1000.0);
if (l_5233) {
l_mut_2983 = double(0.0);
} else {
const bool l_5234 = isnan(l_5227);
const bool l_5235 = !l_5234;
if (l_5235) {
const double l_5236 = l_5227 + double(0.5);
const double l_5237 = floor(l_5236);
const double l_5238 = l_5227 - l_5237;
const double l_5239 = l_5238 * double(0.6931471824645996);
const double l_5240 = l_5238 * double(-1.904654299957768e-9);
const double l_5241 = l_5239 + l_5240;
l_mut_2473 = l_5241;
const bool l_5242 = isnan(l_5241);
if (l_5242) {
} else {
const bool l_5243 = l_5241 < double(-700.0);
if (l_5243) {
l_mut_2473 = double(0.0);
} else {
const bool l_5244 = l_5241 > double(700.0);
if (l_5244) {
const uint64 l_5245 = reinterpret_cast<uint64 const&>(l_5241);
const uint64 l_5246 = l_5245 | uint64(9218868437227405312);
const uint64 l_5247 = l_5246 & uint64(18442240474082181120);
const double l_5248 = reinterpret_cast<double const&>(l_5247);
l_mut_2473 = l_5248;
} else {
const double l_5249 = l_5241 * double(1.4426950408889634);
const double l_5250 = l_5249 + double(0.5);
const double l_5251 = floor(l_5250);
const double l_5252 = l_5251 * double(0.6931471824645996);
const double l_5253 = l_5239 - l_5252;
const double l_5254 = l_5253 * l_4;
const double l_5255 = l_5251 * double(-1.904654299957768e-9);
const double l_5256 = l_5240 - l_5255;
const double l_5257 = l_5254 + l_5256;
const double l_5258 = l_5257 * double(7.647163731819816e-13);
const double l_5259 = l_5258 + double(1.1470745597729725e-11);
l_mut_2219 = l_5259;
const double l_5260 = l_mut_2219 * l_5257;
const double l_5261 = l_5260 + double(1.6059043836821613e-10);
l_mut_2219 = l_5261;
const double l_5262 = l_mut_2219 * l_5257;
const double l_5263 = l_5262 + double(2.08767569878681e-9);
l_mut_2219 = l_5263;
const double l_5264 = l_mut_2219 * l_5257;
const double l_5265 = l_5264 + double(2.505210838544172e-8);
l_mut_2219 = l_5265;
const double l_5266 = l_mut_2219 * l_5257;
const double l_5267 = l_5266 + double(2.755731922398589e-7);
l_mut_2219 = l_5267;
const double l_5268 = l_mut_2219 * l_5257;
const double l_5269 = l_5268 + double(2.7557319223985893e-6);
l_mut_2219 = l_5269;
const double l_5270 = l_mut_2219 * l_5257;
const double l_5271 = l_5270 + double(2.48015873015873e-5);
l_mut_2219 = l_5271;
const double l_5272 = l_mut_2219 * l_5257;
const double l_5273 = l_5272 + double(0.0001984126984126984);
l_mut_2219 = l_5273;
const double l_5274 = l_mut_2219 * l_5257;
const double l_5275 = l_5274 + double(0.001388888888888889);
l_mut_2219 = l_5275;
const double l_5276 = l_mut_2219 * l_5257;
const double l_5277 = l_5276 + double(0.008333333333333333);
l_mut_2219 = l_5277;
const double l_5278 = l_mut_2219 * l_5257;
const double l_5279 = l_5278 + double(0.041666666666666664);
l_mut_2219 = l_5279;
const double l_5280 = l_mut_2219 * l_5257;
const double l_5281 = l_5280 + double(0.16666666666666666);
l_mut_2219 = l_5281;
const double l_5282 = l_mut_2219 * l_5257;
const double l_5283 = l_5282 + double(0.5);
l_mut_2219 = l_5283;
const double l_5284 = l_5257 * l_5257;
const double l_5285 = l_5284 * l_mut_2219;
const double l_5286 = l_5257 + l_5285;
const double l_5287 = double(1.0) + l_5286;
const int32 l_5288 = int32(l_5251);
const int32 l_5289 = l_5288 + int32(1023);
const uint64 l_5290 = uint64(l_5289);
const uint64 l_5291 = l_5290 << uint64(52);
const double l_5292 = reinterpret_cast<double const&>(l_5291);
const double l_5293 = l_5287 * l_5292;
l_mut_2473 = l_5293;
}
}
}
const int32 l_5294 = int32(l_5237);
const int32 l_5295 = l_5294 + int32(1023);
const uint64 l_5296 = uint64(l_5295);
const uint64 l_5297 = l_5296 << uint64(52);
const double l_5298 = reinterpret_cast<double const&>(l_5297);
const double l_5299 = l_mut_2473 * l_5298;
l_mut_2983 = l_5299;
}
}
}
const double l_5300 = l_mut_2729 * double(1.4551915228366852e-11);
const double l_5301 = l_mut_2983 * double(1.4551915228366852e-11);
l_mut_4278 = uint32(2);
const double l_5302 = l_mut_2729 - l_5300;
const double l_5303 = abs(l_5302);
l_mut_2473 = double(1.401298464324817e-45);
const bool l_5304 = l_5303 >= double(1.1754943508222875e-38);
const bool l_5305 = l_5303 <= double(1.7976931348623157e308);
const bool l_5306 = l_5304 && l_5305;
if (l_5306) {
const uint64 l_5307 = reinterpret_cast<uint64 const&>(l_5303);
const uint64 l_5308 = l_5307 >> uint64(52);
const uint64 l_5309 = l_5308 - uint64(23);
const uint64 l_5310 = l_5309 << uint64(52);
const double l_5311 = reinterpret_cast<double const&>(l_5310);
l_mut_2473 = l_5311;
}
const double l_5312 = l_mut_2729 + l_5300;
const double l_5313 = abs(l_5312);
l_mut_2219 = double(1.401298464324817e-45);
const bool l_5314 = l_5313 >= double(1.1754943508222875e-38);
const bool l_5315 = l_5313 <= double(1.7976931348623157e308);
const bool l_5316 = l_5314 && l_5315;
if (l_5316) {
const uint64 l_5317 = reinterpret_cast<uint64 const&>(l_5313);
const uint64 l_5318 = l_5317 >> uint64(52);
const uint64 l_5319 = l_5318 - uint64(23);
const uint64 l_5320 = l_5319 << uint64(52);
const double l_5321 = reinterpret_cast<double const&>(l_5320);
l_mut_2219 = l_5321;
}
const bool l_5322 = l_mut_2473 == l_mut_2219;
const double l_5323 = l_mut_2983 - l_5301;
const double l_5324 = abs(l_5323);
l_mut_2473 = double(1.401298464324817e-45);
const bool l_5325 = l_5324 >= double(1.1754943508222875e-38);
const bool l_5326 = l_5324 <= double(1.7976931348623157e308);
const bool l_5327 = l_5325 && l_5326;
if (l_5327) {
const uint64 l_5328 = reinterpret_cast<uint64 const&>(l_5324);
const uint64 l_5329 = l_5328 >> uint64(52);
const uint64 l_5330 = l_5329 - uint64(23);
const uint64 l_5331 = l_5330 << uint64(52);
const double l_5332 = reinterpret_cast<double const&>(l_5331);
l_mut_2473 = l_5332;
}
const double l_5333 = l_mut_2983 + l_5301;
const double l_5334 = abs(l_5333);
l_mut_2219 = double(1.401298464324817e-45);
const bool l_5335 = l_5334 >= double(1.1754943508222875e-38);
const bool l_5336 = l_5334 <= double(1.7976931348623157e308);
const bool l_5337 = l_5335 && l_5336;
if (l_5337) {
const uint64 l_5338 = reinterpret_cast<uint64 const&>(l_5334);
const uint64 l_5339 = l_5338 >> uint64(52);
const uint64 l_5340 = l_5339 - uint64(23);
const uint64 l_5341 = l_5340 << uint64(52);
const double l_5342 = reinterpret_cast<double const&>(l_5341);
l_mut_2219 = l_5342;
}
const bool l_5343 = l_mut_2473 == l_mut_2219;
const bool l_5344 = l_5322 && l_5343;
if (l_5344) {
const double l_5345 = l_19 * l_mut_2729;
const double l_5346 = abs(l_mut_2729);
l_mut_2473 = double(1.401298464324817e-45);
const bool l_5347 = l_5346 >= double(1.1754943508222875e-38);
const bool l_5348 = l_5346 <= double(1.7976931348623157e308);
const bool l_5349 = l_5347 && l_5348;
if (l_5349) {
const uint64 l_5350 = reinterpret_cast<uint64 const&>(l_5346);
const uint64 l_5351 = l_5350 >> uint64(52);
const uint64 l_5352 = l_5351 - uint64(23);
const uint64 l_5353 = l_5352 << uint64(52);
const double l_5354 = reinterpret_cast<double const&>(l_5353);
l_mut_2473 = l_5354;
}
const double l_5355 = double(0.5) * l_mut_2473;
l_mut_2473 = l_5345;
const bool l_5356 = l_5355 > l_5345;
if (l_5356) {
l_mut_2473 = l_5355;
}
const double l_5357 = l_19 * l_mut_2983;
const double l_5358 = abs(l_mut_2983);
l_mut_2219 = double(1.401298464324817e-45);
const bool l_5359 = l_5358 >= double(1.1754943508222875e-38);
const bool l_5360 = l_5358 <= double(1.7976931348623157e308);
const bool l_5361 = l_5359 && l_5360;
if (l_5361) {
const uint64 l_5362 = reinterpret_cast<uint64 const&>(l_5358);
const uint64 l_5363 = l_5362 >> uint64(52);
const uint64 l_5364 = l_5363 - uint64(23);
const uint64 l_5365 = l_5364 << uint64(52);
const double l_5366 = reinterpret_cast<double const&>(l_5365);
l_mut_2219 = l_5366;
}
const double l_5367 = double(0.5) * l_mut_2219;
l_mut_2219 = l_5357;
const bool l_5368 = l_5367 > l_5357;
if (l_5368) {
l_mut_2219 = l_5367;
}
const double l_5369 = l_mut_2729 - l_mut_2473;
const double l_5370 = l_mut_2983 + l_mut_2219;
const uint32 l_5371 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5372 = l_5371 & uint32(2147483647);
const float l_5373 = reinterpret_cast<float const&>(l_5372);
const double l_5374 = double(l_5373);
l_mut_2983 = l_5374;
const bool l_5375 = l_5372 < uint32(8388608);
if (l_5375) {
const double l_5376 = double(l_5372);
const double l_5377 = l_5376 * double(1.401298464324817e-45);
l_mut_2983 = l_5377;
}
const uint64 l_5378 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_5379 = l_5371 >> uint32(31);
const uint64 l_5380 = uint64(l_5379);
const uint64 l_5381 = l_5380 << uint64(63);
const uint64 l_5382 = l_5378 | l_5381;
const double l_5383 = reinterpret_cast<double const&>(l_5382);
const uint32 l_5384 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5385 = l_5384 + uint32(1);
l_mut_3235 = l_5385;
const uint32 l_5386 = l_5384 & uint32(2147483647);
const bool l_5387 = l_5386 == uint32(0);
if (l_5387) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5388 = l_5384 & uint32(2147483648);
const bool l_5389 = l_5388 != uint32(0);
if (l_5389) {
const uint32 l_5390 = l_5384 - uint32(1);
l_mut_3235 = l_5390;
} else {
const bool l_5391 = l_5384 == uint32(2139095040);
if (l_5391) {
l_mut_3235 = l_5384;
}
}
}
const float l_5392 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5393 = reinterpret_cast<uint32 const&>(l_5392);
const uint32 l_5394 = l_5393 & uint32(2147483647);
const float l_5395 = reinterpret_cast<float const&>(l_5394);
const double l_5396 = double(l_5395);
l_mut_2983 = l_5396;
const bool l_5397 = l_5394 < uint32(8388608);
if (l_5397) {
const double l_5398 = double(l_5394);
const double l_5399 = l_5398 * double(1.401298464324817e-45);
l_mut_2983 = l_5399;
}
const uint64 l_5400 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_5401 = l_5393 >> uint32(31);
const uint64 l_5402 = uint64(l_5401);
const uint64 l_5403 = l_5402 << uint64(63);
const uint64 l_5404 = l_5400 | l_5403;
const double l_5405 = reinterpret_cast<double const&>(l_5404);
const uint32 l_5406 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5407 = l_5406 ^ uint32(2147483648);
const float l_5408 = reinterpret_cast<float const&>(l_5407);
const uint32 l_5409 = reinterpret_cast<uint32 const&>(l_5408);
const uint32 l_5410 = l_5409 + uint32(1);
l_mut_3235 = l_5410;
const uint32 l_5411 = l_5409 & uint32(2147483647);
const bool l_5412 = l_5411 == uint32(0);
if (l_5412) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5413 = l_5409 & uint32(2147483648);
const bool l_5414 = l_5413 != uint32(0);
if (l_5414) {
const uint32 l_5415 = l_5409 - uint32(1);
l_mut_3235 = l_5415;
} else {
const bool l_5416 = l_5409 == uint32(2139095040);
if (l_5416) {
l_mut_3235 = l_5409;
}
}
}
const float l_5417 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5418 = reinterpret_cast<uint32 const&>(l_5417);
const uint32 l_5419 = l_5418 ^ uint32(2147483648);
const float l_5420 = reinterpret_cast<float const&>(l_5419);
const uint32 l_5421 = reinterpret_cast<uint32 const&>(l_5420);
const uint32 l_5422 = l_5421 & uint32(2147483647);
const float l_5423 = reinterpret_cast<float const&>(l_5422);
const double l_5424 = double(l_5423);
l_mut_2983 = l_5424;
const bool l_5425 = l_5422 < uint32(8388608);
if (l_5425) {
const double l_5426 = double(l_5422);
const double l_5427 = l_5426 * double(1.401298464324817e-45);
l_mut_2983 = l_5427;
}
const uint64 l_5428 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_5429 = l_5421 >> uint32(31);
const uint64 l_5430 = uint64(l_5429);
const uint64 l_5431 = l_5430 << uint64(63);
const uint64 l_5432 = l_5428 | l_5431;
const double l_5433 = reinterpret_cast<double const&>(l_5432);
const double l_5434 = l_5369 + l_5300;
const bool l_5435 = l_5434 <= l_5383;
l_mut_149 = l_5435;
const double l_5436 = l_5369 - l_5300;
const bool l_5437 = l_5436 > l_5383;
l_mut_146 = l_5437;
const double l_5438 = l_5370 - l_5301;
const bool l_5439 = l_5438 >= l_5383;
l_mut_143 = l_5439;
const double l_5440 = l_5370 + l_5301;
const bool l_5441 = l_5440 < l_5383;
l_mut_140 = l_5441;
l_mut_3235 = uint32(2);
const bool l_5442 = l_mut_146 || l_mut_140;
if (l_5442) {
l_mut_3235 = uint32(1);
} else {
const bool l_5443 = l_mut_149 && l_mut_143;
if (l_5443) {
l_mut_3235 = uint32(0);
}
}
const uint32 l_5444 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_5445 = l_5444 & uint32(2147483647);
const bool l_5446 = l_5445 == uint32(0);
if (l_5446) {
const double l_5447 = l_5369 + l_5300;
const bool l_5448 = l_5447 < double(1.1754943508222875e-38);
const double l_5449 = l_5370 - l_5301;
const bool l_5450 = l_5449 > double(-1.1754943508222875e-38);
const bool l_5451 = l_5448 && l_5450;
const double l_5452 = l_5369 - l_5300;
const bool l_5453 = l_5452 < double(1.1754943508222875e-38);
const double l_5454 = l_5370 + l_5301;
const bool l_5455 = l_5454 > double(-1.1754943508222875e-38);
const bool l_5456 = l_5453 && l_5455;
if (l_5451) {
l_mut_3235 = uint32(0);
} else {
const bool l_5457 = l_mut_3235 == uint32(1);
const bool l_5458 = l_5456 && l_5457;
if (l_5458) {
l_mut_3235 = uint32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
l_mut_30 = l_mut_4278;
} else {
const bool l_5459 = l_9 == uint32(14);
if (l_5459) {
l_mut_30 = uint32(0);
const bool l_5460 = l_26 > double(0.0);
if (l_5460) {
const float l_5461 = float(l_26);
const uint32 l_5462 = reinterpret_cast<uint32 const&>(l_5461);
const uint32 l_5463 = l_5462 & uint32(2147483647);
const float l_5464 = reinterpret_cast<float const&>(l_5463);
const double l_5465 = double(l_5464);
l_mut_2983 = l_5465;
const bool l_5466 = l_5463 < uint32(8388608);
if (l_5466) {
const double l_5467 = double(l_5463);
const double l_5468 = l_5467 * double(1.401298464324817e-45);
l_mut_2983 = l_5468;
}
const uint64 l_5469 = reinterpret_cast<uint64 const&>(l_mut_2983);
const uint32 l_5470 = l_5462 >> uint32(31);
const uint64 l_5471 = uint64(l_5470);
const uint64 l_5472 = l_5471 << uint64(63);
const uint64 l_5473 = l_5469 | l_5472;
const double l_5474 = reinterpret_cast<double const&>(l_5473);
l_mut_2983 = l_5474;
const bool l_5475 = l_5474 < double(0.0);
if (l_5475) {
const uint64 l_5476 = reinterpret_cast<uint64 const&>(l_5474);
const uint64 l_5477 = l_5476 | uint64(9221120237041090560);
const double l_5478 = reinterpret_cast<double const&>(l_5477);
l_mut_2983 = l_5478;
} else {
const bool l_5479 = l_5474 == double(0.0);
if (l_5479) {
const double l_5480 = abs(l_5474);
const uint64 l_5481 = reinterpret_cast<uint64 const&>(l_5480);
const uint64 l_5482 = l_5481 | uint64(9218868437227405312);
const uint64 l_5483 = l_5482 & uint64(18442240474082181120);
const double l_5484 = reinterpret_cast<double const&>(l_5483);
const double l_5485 = -l_5484;
l_mut_2983 = l_5485;
} else {
const uint32 l_5486 = reinterpret_cast<uint32 const&>(l_5461);
const bool l_5487 = l_5486 < uint32(2139095040);
if (l_5487) {
const uint64 l_5488 = reinterpret_cast<uint64 const&>(l_5474);
const uint64 l_5489 = l_5488 >> uint64(52);
const uint64 l_5490 = l_5489 & uint64(2047);
const int32 l_5491 = int32(l_5490);
const int32 l_5492 = l_5491 - int32(1023);
l_mut_5493 = l_5492;
const uint64 l_5494 = l_5488 & uint64(4503599627370495);
const uint64 l_5495 = l_5494 | uint64(4607182418800017408);
const double l_5496 = reinterpret_cast<double const&>(l_5495);
l_mut_2729 = l_5496;
const bool l_5497 = l_mut_2729 > double(1.4142135623730951);
if (l_5497) {
l_mut_2729 = l_mut_2729 * double(0.5);
l_mut_5493 = l_mut_5493 + int32(1);
}
const double l_5498 = l_mut_2729 - double(1.0);
const double l_5499 = double(2.0) + l_5498;
const double l_5500 = l_5498 / l_5499;
const double l_5501 = l_5500 * l_5500;
const double l_5502 = l_5501 * double(0.04);
const double l_5503 = l_5502 + double(0.043478260869565216);
l_mut_2729 = l_5503;
const double l_5504 = l_mut_2729 * l_5501;
const double l_5505 = l_5504 + double(0.047619047619047616);
l_mut_2729 = l_5505;
const double l_5506 = l_mut_2729 * l_5501;
const double l_5507 = l_5506 + double(0.05263157894736842);
l_mut_2729 = l_5507;
const double l_5508 = l_mut_2729 * l_5501;
const double l_5509 = l_5508 + double(0.058823529411764705);
l_mut_2729 = l_5509;
const double l_5510 = l_mut_2729 * l_5501;
const double l_5511 = l_5510 + double(0.06666666666666667);
l_mut_2729 = l_5511;
const double l_5512 = l_mut_2729 * l_5501;
const double l_5513 = l_5512 + double(0.07692307692307693);
l_mut_2729 = l_5513;
const double l_5514 = l_mut_2729 * l_5501;
const double l_5515 = l_5514 + double(0.09090909090909091);
l_mut_2729 = l_5515;
const double l_5516 = l_mut_2729 * l_5501;
const double l_5517 = l_5516 + double(0.1111111111111111);
l_mut_2729 = l_5517;
const double l_5518 = l_mut_2729 * l_5501;
const double l_5519 = l_5518 + double(0.14285714285714285);
l_mut_2729 = l_5519;
const double l_5520 = l_mut_2729 * l_5501;
const double l_5521 = l_5520 + double(0.2);
l_mut_2729 = l_5521;
const double l_5522 = l_mut_2729 * l_5501;
const double l_5523 = l_5522 + double(0.3333333333333333);
l_mut_2729 = l_5523;
const double l_5524 = double(2.0) * l_5500;
const double l_5525 = double(2.0) * l_5500;
const double l_5526 = l_5525 * l_5501;
const double l_5527 = l_5526 * l_mut_2729;
const double l_5528 = l_5524 + l_5527;
const double l_5529 = double(l_mut_5493);
const double l_5530 = l_5529 * double(0.6931471824645996);
const double l_5531 = l_5529 * double(-1.904654299957768e-9);
const double l_5532 = l_5531 + l_5528;
const double l_5533 = l_5530 + l_5532;
l_mut_2983 = l_5533;
}
}
}
const double l_5534 = l_mut_2983 / double(0.6931471805599453);
const double l_5535 = abs(l_5534);
const double l_5536 = l_19 * l_5535;
l_mut_2983 = l_5536;
const bool l_5537 = l_26 >= double(0.5);
const bool l_5538 = l_26 <= double(2.0);
const bool l_5539 = l_5537 && l_5538;
if (l_5539) {
l_mut_2983 = l_19;
}
const double l_5540 = abs(l_5534);
const double l_5541 = l_5540 * double(1.4551915228366852e-11);
const double l_5542 = double(1.0) + l_19;
const double l_5543 = l_5541 * l_5542;
const double l_5544 = l_5534 - l_mut_2983;
const double l_5545 = l_5534 + l_mut_2983;
const double l_5547 = l_5544 * l_22;
const double l_5548 = l_5544 * l_25;
const double l_5549 = l_5545 * l_22;
const double l_5550 = l_5545 * l_25;
l_arr_5546[uint32(0)] = l_5547;
l_arr_5546[uint32(1)] = l_5547;
const double l_5551 = l_arr_5546[uint32(0)];
const bool l_5552 = l_5548 < l_5551;
if (l_5552) {
l_arr_5546[uint32(0)] = l_5548;
}
const double l_5553 = l_arr_5546[uint32(0)];
const bool l_5554 = l_5549 < l_5553;
if (l_5554) {
l_arr_5546[uint32(0)] = l_5549;
}
const double l_5555 = l_arr_5546[uint32(0)];
const bool l_5556 = l_5550 < l_5555;
if (l_5556) {
l_arr_5546[uint32(0)] = l_5550;
}
const double l_5557 = l_arr_5546[uint32(1)];
const bool l_5558 = l_5548 > l_5557;
if (l_5558) {
l_arr_5546[uint32(1)] = l_5548;
}
const double l_5559 = l_arr_5546[uint32(1)];
const bool l_5560 = l_5549 > l_5559;
if (l_5560) {
l_arr_5546[uint32(1)] = l_5549;
}
const double l_5561 = l_arr_5546[uint32(1)];
const bool l_5562 = l_5550 > l_5561;
if (l_5562) {
l_arr_5546[uint32(1)] = l_5550;
}
const double l_5563 = l_5543 * l_25;
l_mut_4278 = uint32(2);
const double l_5564 = l_arr_5546[uint32(0)];
const double l_5565 = l_5564 - l_5563;
const double l_5566 = l_5565 * double(7.1362384635298e44);
const double l_5567 = floor(l_5566);
const double l_5568 = l_5567 * double(1.401298464324817e-45);
l_mut_2983 = l_5568;
const double l_5569 = abs(l_5565);
const bool l_5570 = l_5569 >= double(1.1754943508222875e-38);
if (l_5570) {
const float l_5571 = float(l_5565);
const double l_5572 = double(l_5571);
l_mut_2983 = l_5572;
const bool l_5573 = l_mut_2983 > l_5565;
if (l_5573) {
const uint32 l_5574 = reinterpret_cast<uint32 const&>(l_5571);
const uint32 l_5575 = l_5574 ^ uint32(2147483648);
const float l_5576 = reinterpret_cast<float const&>(l_5575);
const uint32 l_5577 = reinterpret_cast<uint32 const&>(l_5576);
const uint32 l_5578 = l_5577 + uint32(1);
l_mut_3235 = l_5578;
const uint32 l_5579 = l_5577 & uint32(2147483647);
const bool l_5580 = l_5579 == uint32(0);
if (l_5580) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5581 = l_5577 & uint32(2147483648);
const bool l_5582 = l_5581 != uint32(0);
if (l_5582) {
const uint32 l_5583 = l_5577 - uint32(1);
l_mut_3235 = l_5583;
} else {
const bool l_5584 = l_5577 == uint32(2139095040);
if (l_5584) {
l_mut_3235 = l_5577;
}
}
}
const float l_5585 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5586 = reinterpret_cast<uint32 const&>(l_5585);
const uint32 l_5587 = l_5586 ^ uint32(2147483648);
const float l_5588 = reinterpret_cast<float const&>(l_5587);
const uint32 l_5589 = reinterpret_cast<uint32 const&>(l_5588);
const uint32 l_5590 = l_5589 & uint32(2147483647);
const float l_5591 = reinterpret_cast<float const&>(l_5590);
const double l_5592 = double(l_5591);
l_mut_2729 = l_5592;
const bool l_5593 = l_5590 < uint32(8388608);
if (l_5593) {
const double l_5594 = double(l_5590);
const double l_5595 = l_5594 * double(1.401298464324817e-45);
l_mut_2729 = l_5595;
}
const uint64 l_5596 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5597 = l_5589 >> uint32(31);
const uint64 l_5598 = uint64(l_5597);
const uint64 l_5599 = l_5598 << uint64(63);
const uint64 l_5600 = l_5596 | l_5599;
const double l_5601 = reinterpret_cast<double const&>(l_5600);
l_mut_2983 = l_5601;
} else {
const uint32 l_5602 = reinterpret_cast<uint32 const&>(l_5571);
const uint32 l_5603 = l_5602 + uint32(1);
l_mut_3235 = l_5603;
const uint32 l_5604 = l_5602 & uint32(2147483647);
const bool l_5605 = l_5604 == uint32(0);
if (l_5605) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5606 = l_5602 & uint32(2147483648);
const bool l_5607 = l_5606 != uint32(0);
if (l_5607) {
const uint32 l_5608 = l_5602 - uint32(1);
l_mut_3235 = l_5608;
} else {
const bool l_5609 = l_5602 == uint32(2139095040);
if (l_5609) {
l_mut_3235 = l_5602;
}
}
}
const float l_5610 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5611 = reinterpret_cast<uint32 const&>(l_5610);
const uint32 l_5612 = l_5611 & uint32(2147483647);
const float l_5613 = reinterpret_cast<float const&>(l_5612);
const double l_5614 = double(l_5613);
l_mut_2729 = l_5614;
const bool l_5615 = l_5612 < uint32(8388608);
if (l_5615) {
const double l_5616 = double(l_5612);
const double l_5617 = l_5616 * double(1.401298464324817e-45);
l_mut_2729 = l_5617;
}
const uint64 l_5618 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5619 = l_5611 >> uint32(31);
const uint64 l_5620 = uint64(l_5619);
const uint64 l_5621 = l_5620 << uint64(63);
const uint64 l_5622 = l_5618 | l_5621;
const double l_5623 = reinterpret_cast<double const&>(l_5622);
const bool l_5624 = l_5623 <= l_5565;
if (l_5624) {
const uint32 l_5625 = reinterpret_cast<uint32 const&>(l_5571);
const uint32 l_5626 = l_5625 + uint32(1);
l_mut_3235 = l_5626;
const uint32 l_5627 = l_5625 & uint32(2147483647);
const bool l_5628 = l_5627 == uint32(0);
if (l_5628) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5629 = l_5625 & uint32(2147483648);
const bool l_5630 = l_5629 != uint32(0);
if (l_5630) {
const uint32 l_5631 = l_5625 - uint32(1);
l_mut_3235 = l_5631;
} else {
const bool l_5632 = l_5625 == uint32(2139095040);
if (l_5632) {
l_mut_3235 = l_5625;
}
}
}
const float l_5633 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5634 = reinterpret_cast<uint32 const&>(l_5633);
const uint32 l_5635 = l_5634 & uint32(2147483647);
const float l_5636 = reinterpret_cast<float const&>(l_5635);
const double l_5637 = double(l_5636);
l_mut_2729 = l_5637;
const bool l_5638 = l_5635 < uint32(8388608);
if (l_5638) {
const double l_5639 = double(l_5635);
const double l_5640 = l_5639 * double(1.401298464324817e-45);
l_mut_2729 = l_5640;
}
const uint64 l_5641 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5642 = l_5634 >> uint32(31);
const uint64 l_5643 = uint64(l_5642);
const uint64 l_5644 = l_5643 << uint64(63);
const uint64 l_5645 = l_5641 | l_5644;
const double l_5646 = reinterpret_cast<double const&>(l_5645);
l_mut_2983 = l_5646;
}
}
}
const double l_5647 = l_5564 + l_5563;
const double l_5648 = l_5647 * double(7.1362384635298e44);
const double l_5649 = floor(l_5648);
const double l_5650 = l_5649 * double(1.401298464324817e-45);
l_mut_2729 = l_5650;
const double l_5651 = abs(l_5647);
const bool l_5652 = l_5651 >= double(1.1754943508222875e-38);
if (l_5652) {
const float l_5653 = float(l_5647);
const double l_5654 = double(l_5653);
l_mut_2729 = l_5654;
const bool l_5655 = l_mut_2729 > l_5647;
if (l_5655) {
const uint32 l_5656 = reinterpret_cast<uint32 const&>(l_5653);
const uint32 l_5657 = l_5656 ^ uint32(2147483648);
const float l_5658 = reinterpret_cast<float const&>(l_5657);
const uint32 l_5659 = reinterpret_cast<uint32 const&>(l_5658);
const uint32 l_5660 = l_5659 + uint32(1);
l_mut_3235 = l_5660;
const uint32 l_5661 = l_5659 & uint32(2147483647);
const bool l_5662 = l_5661 == uint32(0);
if (l_5662) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5663 = l_5659 & uint32(2147483648);
const bool l_5664 = l_5663 != uint32(0);
if (l_5664) {
const uint32 l_5665 = l_5659 - uint32(1);
l_mut_3235 = l_5665;
} else {
const bool l_5666 = l_5659 == uint32(2139095040);
if (l_5666) {
l_mut_3235 = l_5659;
}
}
}
const float l_5667 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5668 = reinterpret_cast<uint32 const&>(l_5667);
const uint32 l_5669 = l_5668 ^ uint32(2147483648);
const float l_5670 = reinterpret_cast<float const&>(l_5669);
const uint32 l_5671 = reinterpret_cast<uint32 const&>(l_5670);
const uint32 l_5672 = l_5671 & uint32(2147483647);
const float l_5673 = reinterpret_cast<float const&>(l_5672);
const double l_5674 = double(l_5673);
l_mut_2473 = l_5674;
const bool l_5675 = l_5672 < uint32(8388608);
if (l_5675) {
const double l_5676 = double(l_5672);
const double l_5677 = l_5676 * double(1.401298464324817e-45);
l_mut_2473 = l_5677;
}
const uint64 l_5678 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5679 = l_5671 >> uint32(31);
const uint64 l_5680 = uint64(l_5679);
const uint64 l_5681 = l_5680 << uint64(63);
const uint64 l_5682 = l_5678 | l_5681;
const double l_5683 = reinterpret_cast<double const&>(l_5682);
l_mut_2729 = l_5683;
} else {
const uint32 l_5684 = reinterpret_cast<uint32 const&>(l_5653);
const uint32 l_5685 = l_5684 + uint32(1);
l_mut_3235 = l_5685;
const uint32 l_5686 = l_5684 & uint32(2147483647);
const bool l_5687 = l_5686 == uint32(0);
if (l_5687) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5688 = l_5684 & uint32(2147483648);
const bool l_5689 = l_5688 != uint32(0);
if (l_5689) {
const uint32 l_5690 = l_5684 - uint32(1);
l_mut_3235 = l_5690;
} else {
const bool l_5691 = l_5684 == uint32(2139095040);
if (l_5691) {
l_mut_3235 = l_5684;
}
}
}
const float l_5692 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5693 = reinterpret_cast<uint32 const&>(l_5692);
const uint32 l_5694 = l_5693 & uint32(2147483647);
const float l_5695 = reinterpret_cast<float const&>(l_5694);
const double l_5696 = double(l_5695);
l_mut_2473 = l_5696;
const bool l_5697 = l_5694 < uint32(8388608);
if (l_5697) {
const double l_5698 = double(l_5694);
const double l_5699 = l_5698 * double(1.401298464324817e-45);
l_mut_2473 = l_5699;
}
const uint64 l_5700 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5701 = l_5693 >> uint32(31);
const uint64 l_5702 = uint64(l_5701);
const uint64 l_5703 = l_5702 << uint64(63);
const uint64 l_5704 = l_5700 | l_5703;
const double l_5705 = reinterpret_cast<double const&>(l_5704);
const bool l_5706 = l_5705 <= l_5647;
if (l_5706) {
const uint32 l_5707 = reinterpret_cast<uint32 const&>(l_5653);
const uint32 l_5708 = l_5707 + uint32(1);
l_mut_3235 = l_5708;
const uint32 l_5709 = l_5707 & uint32(2147483647);
const bool l_5710 = l_5709 == uint32(0);
if (l_5710) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5711 = l_5707 & uint32(2147483648);
const bool l_5712 = l_5711 != uint32(0);
if (l_5712) {
const uint32 l_5713 = l_5707 - uint32(1);
l_mut_3235 = l_5713;
} else {
const bool l_5714 = l_5707 == uint32(2139095040);
if (l_5714) {
l_mut_3235 = l_5707;
}
}
}
const float l_5715 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5716 = reinterpret_cast<uint32 const&>(l_5715);
const uint32 l_5717 = l_5716 & uint32(2147483647);
const float l_5718 = reinterpret_cast<float const&>(l_5717);
const double l_5719 = double(l_5718);
l_mut_2473 = l_5719;
const bool l_5720 = l_5717 < uint32(8388608);
if (l_5720) {
const double l_5721 = double(l_5717);
const double l_5722 = l_5721 * double(1.401298464324817e-45);
l_mut_2473 = l_5722;
}
const uint64 l_5723 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5724 = l_5716 >> uint32(31);
const uint64 l_5725 = uint64(l_5724);
const uint64 l_5726 = l_5725 << uint64(63);
const uint64 l_5727 = l_5723 | l_5726;
const double l_5728 = reinterpret_cast<double const&>(l_5727);
l_mut_2729 = l_5728;
}
}
}
const bool l_5729 = l_mut_2983 == l_mut_2729;
const double l_5730 = l_arr_5546[uint32(1)];
const double l_5731 = l_5730 - l_5563;
const double l_5732 = l_5731 * double(7.1362384635298e44);
const double l_5733 = floor(l_5732);
const double l_5734 = l_5733 * double(1.401298464324817e-45);
l_mut_2983 = l_5734;
const double l_5735 = abs(l_5731);
const bool l_5736 = l_5735 >= double(1.1754943508222875e-38);
if (l_5736) {
const float l_5737 = float(l_5731);
const double l_5738 = double(l_5737);
l_mut_2983 = l_5738;
const bool l_5739 = l_mut_2983 > l_5731;
if (l_5739) {
const uint32 l_5740 = reinterpret_cast<uint32 const&>(l_5737);
const uint32 l_5741 = l_5740 ^ uint32(2147483648);
const float l_5742 = reinterpret_cast<float const&>(l_5741);
const uint32 l_5743 = reinterpret_cast<uint32 const&>(l_5742);
const uint32 l_5744 = l_5743 + uint32(1);
l_mut_3235 = l_5744;
const uint32 l_5745 = l_5743 & uint32(2147483647);
const bool l_5746 = l_5745 == uint32(0);
if (l_5746) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5747 = l_5743 & uint32(2147483648);
const bool l_5748 = l_5747 != uint32(0);
if (l_5748) {
const uint32 l_5749 = l_5743 - uint32(1);
l_mut_3235 = l_5749;
} else {
const bool l_5750 = l_5743 == uint32(2139095040);
if (l_5750) {
l_mut_3235 = l_5743;
}
}
}
const float l_5751 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5752 = reinterpret_cast<uint32 const&>(l_5751);
const uint32 l_5753 = l_5752 ^ uint32(2147483648);
const float l_5754 = reinterpret_cast<float const&>(l_5753);
const uint32 l_5755 = reinterpret_cast<uint32 const&>(l_5754);
const uint32 l_5756 = l_5755 & uint32(2147483647);
const float l_5757 = reinterpret_cast<float const&>(l_5756);
const double l_5758 = double(l_5757);
l_mut_2729 = l_5758;
const bool l_5759 = l_5756 < uint32(8388608);
if (l_5759) {
const double l_5760 = double(l_5756);
const double l_5761 = l_5760 * double(1.401298464324817e-45);
l_mut_2729 = l_5761;
}
const uint64 l_5762 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5763 = l_5755 >> uint32(31);
const uint64 l_5764 = uint64(l_5763);
const uint64 l_5765 = l_5764 << uint64(63);
const uint64 l_5766 = l_5762 | l_5765;
const double l_5767 = reinterpret_cast<double const&>(l_5766);
l_mut_2983 = l_5767;
} else {
const uint32 l_5768 = reinterpret_cast<uint32 const&>(l_5737);
const uint32 l_5769 = l_5768 + uint32(1);
l_mut_3235 = l_5769;
const uint32 l_5770 = l_5768 & uint32(2147483647);
const bool l_5771 = l_5770 == uint32(0);
if (l_5771) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5772 = l_5768 & uint32(2147483648);
const bool l_5773 = l_5772 != uint32(0);
if (l_5773) {
const uint32 l_5774 = l_5768 - uint32(1);
l_mut_3235 = l_5774;
} else {
const bool l_5775 = l_5768 == uint32(2139095040);
if (l_5775) {
l_mut_3235 = l_5768;
}
}
}
const float l_5776 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5777 = reinterpret_cast<uint32 const&>(l_5776);
const uint32 l_5778 = l_5777 & uint32(2147483647);
const float l_5779 = reinterpret_cast<float const&>(l_5778);
const double l_5780 = double(l_5779);
l_mut_2729 = l_5780;
const bool l_5781 = l_5778 < uint32(8388608);
if (l_5781) {
const double l_5782 = double(l_5778);
const double l_5783 = l_5782 * double(1.401298464324817e-45);
l_mut_2729 = l_5783;
}
const uint64 l_5784 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5785 = l_5777 >> uint32(31);
const uint64 l_5786 = uint64(l_5785);
const uint64 l_5787 = l_5786 << uint64(63);
const uint64 l_5788 = l_5784 | l_5787;
const double l_5789 = reinterpret_cast<double const&>(l_5788);
const bool l_5790 = l_5789 <= l_5731;
if (l_5790) {
const uint32 l_5791 = reinterpret_cast<uint32 const&>(l_5737);
const uint32 l_5792 = l_5791 + uint32(1);
l_mut_3235 = l_5792;
const uint32 l_5793 = l_5791 & uint32(2147483647);
const bool l_5794 = l_5793 == uint32(0);
if (l_5794) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5795 = l_5791 & uint32(2147483648);
const bool l_5796 = l_5795 != uint32(0);
if (l_5796) {
const uint32 l_5797 = l_5791 - uint32(1);
l_mut_3235 = l_5797;
} else {
const bool l_5798 = l_5791 == uint32(2139095040);
if (l_5798) {
l_mut_3235 = l_5791;
}
}
}
const float l_5799 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5800 = reinterpret_cast<uint32 const&>(l_5799);
const uint32 l_5801 = l_5800 & uint32(2147483647);
const float l_5802 = reinterpret_cast<float const&>(l_5801);
const double l_5803 = double(l_5802);
l_mut_2729 = l_5803;
const bool l_5804 = l_5801 < uint32(8388608);
if (l_5804) {
const double l_5805 = double(l_5801);
const double l_5806 = l_5805 * double(1.401298464324817e-45);
l_mut_2729 = l_5806;
}
const uint64 l_5807 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5808 = l_5800 >> uint32(31);
const uint64 l_5809 = uint64(l_5808);
const uint64 l_5810 = l_5809 << uint64(63);
const uint64 l_5811 = l_5807 | l_5810;
const double l_5812 = reinterpret_cast<double const&>(l_5811);
l_mut_2983 = l_5812;
}
}
}
const double l_5813 = l_5730 + l_5563;
const double l_5814 = l_5813 * double(7.1362384635298e44);
const double l_5815 = floor(l_5814);
const double l_5816 = l_5815 * double(1.401298464324817e-45);
l_mut_2729 = l_5816;
const double l_5817 = abs(l_5813);
const bool l_5818 = l_5817 >= double(1.1754943508222875e-38);
if (l_5818) {
const float l_5819 = float(l_5813);
const double l_5820 = double(l_5819);
l_mut_2729 = l_5820;
const bool l_5821 = l_mut_2729 > l_5813;
if (l_5821) {
const uint32 l_5822 = reinterpret_cast<uint32 const&>(l_5819);
const uint32 l_5823 = l_5822 ^ uint32(2147483648);
const float l_5824 = reinterpret_cast<float const&>(l_5823);
const uint32 l_5825 = reinterpret_cast<uint32 const&>(l_5824);
const uint32 l_5826 = l_5825 + uint32(1);
l_mut_3235 = l_5826;
const uint32 l_5827 = l_5825 & uint32(2147483647);
const bool l_5828 = l_5827 == uint32(0);
if (l_5828) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5829 = l_5825 & uint32(2147483648);
const bool l_5830 = l_5829 != uint32(0);
if (l_5830) {
const uint32 l_5831 = l_5825 - uint32(1);
l_mut_3235 = l_5831;
} else {
const bool l_5832 = l_5825 == uint32(2139095040);
if (l_5832) {
l_mut_3235 = l_5825;
}
}
}
const float l_5833 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5834 = reinterpret_cast<uint32 const&>(l_5833);
const uint32 l_5835 = l_5834 ^ uint32(2147483648);
const float l_5836 = reinterpret_cast<float const&>(l_5835);
const uint32 l_5837 = reinterpret_cast<uint32 const&>(l_5836);
const uint32 l_5838 = l_5837 & uint32(2147483647);
const float l_5839 = reinterpret_cast<float const&>(l_5838);
const double l_5840 = double(l_5839);
l_mut_2473 = l_5840;
const bool l_5841 = l_5838 < uint32(8388608);
if (l_5841) {
const double l_5842 = double(l_5838);
const double l_5843 = l_5842 * double(1.401298464324817e-45);
l_mut_2473 = l_5843;
}
const uint64 l_5844 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5845 = l_5837 >> uint32(31);
const uint64 l_5846 = uint64(l_5845);
const uint64 l_5847 = l_5846 << uint64(63);
const uint64 l_5848 = l_5844 | l_5847;
const double l_5849 = reinterpret_cast<double const&>(l_5848);
l_mut_2729 = l_5849;
} else {
const uint32 l_5850 = reinterpret_cast<uint32 const&>(l_5819);
const uint32 l_5851 = l_5850 + uint32(1);
l_mut_3235 = l_5851;
const uint32 l_5852 = l_5850 & uint32(2147483647);
const bool l_5853 = l_5852 == uint32(0);
if (l_5853) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5854 = l_5850 & uint32(2147483648);
const bool l_5855 = l_5854 != uint32(0);
if (l_5855) {
const uint32 l_5856 = l_5850 - uint32(1);
l_mut_3235 = l_5856;
} else {
const bool l_5857 = l_5850 == uint32(2139095040);
if (l_5857) {
l_mut_3235 = l_5850;
}
}
}
const float l_5858 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5859 = reinterpret_cast<uint32 const&>(l_5858);
const uint32 l_5860 = l_5859 & uint32(2147483647);
const float l_5861 = reinterpret_cast<float const&>(l_5860);
const double l_5862 = double(l_5861);
l_mut_2473 = l_5862;
const bool l_5863 = l_5860 < uint32(8388608);
if (l_5863) {
const double l_5864 = double(l_5860);
const double l_5865 = l_5864 * double(1.401298464324817e-45);
l_mut_2473 = l_5865;
}
const uint64 l_5866 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5867 = l_5859 >> uint32(31);
const uint64 l_5868 = uint64(l_5867);
const uint64 l_5869 = l_5868 << uint64(63);
const uint64 l_5870 = l_5866 | l_5869;
const double l_5871 = reinterpret_cast<double const&>(l_5870);
const bool l_5872 = l_5871 <= l_5813;
if (l_5872) {
const uint32 l_5873 = reinterpret_cast<uint32 const&>(l_5819);
const uint32 l_5874 = l_5873 + uint32(1);
l_mut_3235 = l_5874;
const uint32 l_5875 = l_5873 & uint32(2147483647);
const bool l_5876 = l_5875 == uint32(0);
if (l_5876) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5877 = l_5873 & uint32(2147483648);
const bool l_5878 = l_5877 != uint32(0);
if (l_5878) {
const uint32 l_5879 = l_5873 - uint32(1);
l_mut_3235 = l_5879;
} else {
const bool l_5880 = l_5873 == uint32(2139095040);
if (l_5880) {
l_mut_3235 = l_5873;
}
}
}
const float l_5881 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5882 = reinterpret_cast<uint32 const&>(l_5881);
const uint32 l_5883 = l_5882 & uint32(2147483647);
const float l_5884 = reinterpret_cast<float const&>(l_5883);
const double l_5885 = double(l_5884);
l_mut_2473 = l_5885;
const bool l_5886 = l_5883 < uint32(8388608);
if (l_5886) {
const double l_5887 = double(l_5883);
const double l_5888 = l_5887 * double(1.401298464324817e-45);
l_mut_2473 = l_5888;
}
const uint64 l_5889 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_5890 = l_5882 >> uint32(31);
const uint64 l_5891 = uint64(l_5890);
const uint64 l_5892 = l_5891 << uint64(63);
const uint64 l_5893 = l_5889 | l_5892;
const double l_5894 = reinterpret_cast<double const&>(l_5893);
l_mut_2729 = l_5894;
}
}
}
const bool l_5895 = l_mut_2983 == l_mut_2729;
const bool l_5896 = l_5729 && l_5895;
if (l_5896) {
const double l_5897 = l_arr_5546[uint32(0)];
const double l_5898 = l_5897 * double(7.1362384635298e44);
const double l_5899 = floor(l_5898);
const double l_5900 = l_5899 * double(1.401298464324817e-45);
l_mut_2983 = l_5900;
const double l_5901 = abs(l_5897);
const bool l_5902 = l_5901 >= double(1.1754943508222875e-38);
if (l_5902) {
const float l_5903 = float(l_5897);
const double l_5904 = double(l_5903);
l_mut_2983 = l_5904;
const bool l_5905 = l_mut_2983 > l_5897;
if (l_5905) {
const uint32 l_5906 = reinterpret_cast<uint32 const&>(l_5903);
const uint32 l_5907 = l_5906 ^ uint32(2147483648);
const float l_5908 = reinterpret_cast<float const&>(l_5907);
const uint32 l_5909 = reinterpret_cast<uint32 const&>(l_5908);
const uint32 l_5910 = l_5909 + uint32(1);
l_mut_3235 = l_5910;
const uint32 l_5911 = l_5909 & uint32(2147483647);
const bool l_5912 = l_5911 == uint32(0);
if (l_5912) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5913 = l_5909 & uint32(2147483648);
const bool l_5914 = l_5913 != uint32(0);
if (l_5914) {
const uint32 l_5915 = l_5909 - uint32(1);
l_mut_3235 = l_5915;
} else {
const bool l_5916 = l_5909 == uint32(2139095040);
if (l_5916) {
l_mut_3235 = l_5909;
}
}
}
const float l_5917 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5918 = reinterpret_cast<uint32 const&>(l_5917);
const uint32 l_5919 = l_5918 ^ uint32(2147483648);
const float l_5920 = reinterpret_cast<float const&>(l_5919);
const uint32 l_5921 = reinterpret_cast<uint32 const&>(l_5920);
const uint32 l_5922 = l_5921 & uint32(2147483647);
const float l_5923 = reinterpret_cast<float const&>(l_5922);
const double l_5924 = double(l_5923);
l_mut_2729 = l_5924;
const bool l_5925 = l_5922 < uint32(8388608);
if (l_5925) {
const double l_5926 = double(l_5922);
const double l_5927 = l_5926 * double(1.401298464324817e-45);
l_mut_2729 = l_5927;
}
const uint64 l_5928 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5929 = l_5921 >> uint32(31);
const uint64 l_5930 = uint64(l_5929);
const uint64 l_5931 = l_5930 << uint64(63);
const uint64 l_5932 = l_5928 | l_5931;
const double l_5933 = reinterpret_cast<double const&>(l_5932);
l_mut_2983 = l_5933;
} else {
const uint32 l_5934 = reinterpret_cast<uint32 const&>(l_5903);
const uint32 l_5935 = l_5934 + uint32(1);
l_mut_3235 = l_5935;
const uint32 l_5936 = l_5934 & uint32(2147483647);
const bool l_5937 = l_5936 == uint32(0);
if (l_5937) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5938 = l_5934 & uint32(2147483648);
const bool l_5939 = l_5938 != uint32(0);
if (l_5939) {
const uint32 l_5940 = l_5934 - uint32(1);
l_mut_3235 = l_5940;
} else {
const bool l_5941 = l_5934 == uint32(2139095040);
if (l_5941) {
l_mut_3235 = l_5934;
}
}
}
const float l_5942 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5943 = reinterpret_cast<uint32 const&>(l_5942);
const uint32 l_5944 = l_5943 & uint32(2147483647);
const float l_5945 = reinterpret_cast<float const&>(l_5944);
const double l_5946 = double(l_5945);
l_mut_2729 = l_5946;
const bool l_5947 = l_5944 < uint32(8388608);
if (l_5947) {
const double l_5948 = double(l_5944);
const double l_5949 = l_5948 * double(1.401298464324817e-45);
l_mut_2729 = l_5949;
}
const uint64 l_5950 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5951 = l_5943 >> uint32(31);
const uint64 l_5952 = uint64(l_5951);
const uint64 l_5953 = l_5952 << uint64(63);
const uint64 l_5954 = l_5950 | l_5953;
const double l_5955 = reinterpret_cast<double const&>(l_5954);
const bool l_5956 = l_5955 <= l_5897;
if (l_5956) {
const uint32 l_5957 = reinterpret_cast<uint32 const&>(l_5903);
const uint32 l_5958 = l_5957 + uint32(1);
l_mut_3235 = l_5958;
const uint32 l_5959 = l_5957 & uint32(2147483647);
const bool l_5960 = l_5959 == uint32(0);
if (l_5960) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5961 = l_5957 & uint32(2147483648);
const bool l_5962 = l_5961 != uint32(0);
if (l_5962) {
const uint32 l_5963 = l_5957 - uint32(1);
l_mut_3235 = l_5963;
} else {
const bool l_5964 = l_5957 == uint32(2139095040);
if (l_5964) {
l_mut_3235 = l_5957;
}
}
}
const float l_5965 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_5966 = reinterpret_cast<uint32 const&>(l_5965);
const uint32 l_5967 = l_5966 & uint32(2147483647);
const float l_5968 = reinterpret_cast<float const&>(l_5967);
const double l_5969 = double(l_5968);
l_mut_2729 = l_5969;
const bool l_5970 = l_5967 < uint32(8388608);
if (l_5970) {
const double l_5971 = double(l_5967);
const double l_5972 = l_5971 * double(1.401298464324817e-45);
l_mut_2729 = l_5972;
}
const uint64 l_5973 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_5974 = l_5966 >> uint32(31);
const uint64 l_5975 = uint64(l_5974);
const uint64 l_5976 = l_5975 << uint64(63);
const uint64 l_5977 = l_5973 | l_5976;
const double l_5978 = reinterpret_cast<double const&>(l_5977);
l_mut_2983 = l_5978;
}
}
}
const double l_5979 = l_arr_5546[uint32(1)];
const double l_5980 = -l_5979;
const double l_5981 = l_5980 * double(7.1362384635298e44);
const double l_5982 = floor(l_5981);
const double l_5983 = l_5982 * double(1.401298464324817e-45);
l_mut_2729 = l_5983;
const double l_5984 = abs(l_5980);
const bool l_5985 = l_5984 >= double(1.1754943508222875e-38);
if (l_5985) {
const float l_5986 = float(l_5980);
const double l_5987 = double(l_5986);
l_mut_2729 = l_5987;
const bool l_5988 = l_mut_2729 > l_5980;
if (l_5988) {
const uint32 l_5989 = reinterpret_cast<uint32 const&>(l_5986);
const uint32 l_5990 = l_5989 ^ uint32(2147483648);
const float l_5991 = reinterpret_cast<float const&>(l_5990);
const uint32 l_5992 = reinterpret_cast<uint32 const&>(l_5991);
const uint32 l_5993 = l_5992 + uint32(1);
l_mut_3235 = l_5993;
const uint32 l_5994 = l_5992 & uint32(2147483647);
const bool l_5995 = l_5994 == uint32(0);
if (l_5995) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_5996 = l_5992 & uint32(2147483648);
const bool l_5997 = l_5996 != uint32(0);
if (l_5997) {
const uint32 l_5998 = l_5992 - uint32(1);
l_mut_3235 = l_5998;
} else {
const bool l_5999 = l_5992 == uint32(2139095040);
if (l_5999) {
l_mut_3235 = l_5992;
}
}
}
const float l_6000 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_6001 = reinterpret_cast<uint32 const&>(l_6000);
const uint32 l_6002 = l_6001 ^ uint32(2147483648);
const float l_6003 = reinterpret_cast<float const&>(l_6002);
const uint32 l_6004 = reinterpret_cast<uint32 const&>(l_6003);
const uint32 l_6005 = l_6004 & uint32(2147483647);
const float l_6006 = reinterpret_cast<float const&>(l_6005);
const double l_6007 = double(l_6006);
l_mut_2473 = l_6007;
const bool l_6008 = l_6005 < uint32(8388608);
if (l_6008) {
const double l_6009 = double(l_6005);
const double l_6010 = l_6009 * double(1.401298464324817e-45);
l_mut_2473 = l_6010;
}
const uint64 l_6011 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_6012 = l_6004 >> uint32(31);
const uint64 l_6013 = uint64(l_6012);
const uint64 l_6014 = l_6013 << uint64(63);
const uint64 l_6015 = l_6011 | l_6014;
const double l_6016 = reinterpret_cast<double const&>(l_6015);
l_mut_2729 = l_6016;
} else {
const uint32 l_6017 = reinterpret_cast<uint32 const&>(l_5986);
const uint32 l_6018 = l_6017 + uint32(1);
l_mut_3235 = l_6018;
const uint32 l_6019 = l_6017 & uint32(2147483647);
const bool l_6020 = l_6019 == uint32(0);
if (l_6020) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_6021 = l_6017 & uint32(2147483648);
const bool l_6022 = l_6021 != uint32(0);
if (l_6022) {
const uint32 l_6023 = l_6017 - uint32(1);
l_mut_3235 = l_6023;
} else {
const bool l_6024 = l_6017 == uint32(2139095040);
if (l_6024) {
l_mut_3235 = l_6017;
}
}
}
const float l_6025 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_6026 = reinterpret_cast<uint32 const&>(l_6025);
const uint32 l_6027 = l_6026 & uint32(2147483647);
const float l_6028 = reinterpret_cast<float const&>(l_6027);
const double l_6029 = double(l_6028);
l_mut_2473 = l_6029;
const bool l_6030 = l_6027 < uint32(8388608);
if (l_6030) {
const double l_6031 = double(l_6027);
const double l_6032 = l_6031 * double(1.401298464324817e-45);
l_mut_2473 = l_6032;
}
const uint64 l_6033 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_6034 = l_6026 >> uint32(31);
const uint64 l_6035 = uint64(l_6034);
const uint64 l_6036 = l_6035 << uint64(63);
const uint64 l_6037 = l_6033 | l_6036;
const double l_6038 = reinterpret_cast<double const&>(l_6037);
const bool l_6039 = l_6038 <= l_5980;
if (l_6039) {
const uint32 l_6040 = reinterpret_cast<uint32 const&>(l_5986);
const uint32 l_6041 = l_6040 + uint32(1);
l_mut_3235 = l_6041;
const uint32 l_6042 = l_6040 & uint32(2147483647);
const bool l_6043 = l_6042 == uint32(0);
if (l_6043) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_6044 = l_6040 & uint32(2147483648);
const bool l_6045 = l_6044 != uint32(0);
if (l_6045) {
const uint32 l_6046 = l_6040 - uint32(1);
l_mut_3235 = l_6046;
} else {
const bool l_6047 = l_6040 == uint32(2139095040);
if (l_6047) {
l_mut_3235 = l_6040;
}
}
}
const float l_6048 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_6049 = reinterpret_cast<uint32 const&>(l_6048);
const uint32 l_6050 = l_6049 & uint32(2147483647);
const float l_6051 = reinterpret_cast<float const&>(l_6050);
const double l_6052 = double(l_6051);
l_mut_2473 = l_6052;
const bool l_6053 = l_6050 < uint32(8388608);
if (l_6053) {
const double l_6054 = double(l_6050);
const double l_6055 = l_6054 * double(1.401298464324817e-45);
l_mut_2473 = l_6055;
}
const uint64 l_6056 = reinterpret_cast<uint64 const&>(l_mut_2473);
const uint32 l_6057 = l_6049 >> uint32(31);
const uint64 l_6058 = uint64(l_6057);
const uint64 l_6059 = l_6058 << uint64(63);
const uint64 l_6060 = l_6056 | l_6059;
const double l_6061 = reinterpret_cast<double const&>(l_6060);
l_mut_2729 = l_6061;
}
}
}
const double l_6062 = -l_mut_2729;
const uint32 l_6063 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6064 = l_6063 & uint32(2147483647);
const float l_6065 = reinterpret_cast<float const&>(l_6064);
const double l_6066 = double(l_6065);
l_mut_2729 = l_6066;
const bool l_6067 = l_6064 < uint32(8388608);
if (l_6067) {
const double l_6068 = double(l_6064);
const double l_6069 = l_6068 * double(1.401298464324817e-45);
l_mut_2729 = l_6069;
}
const uint64 l_6070 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_6071 = l_6063 >> uint32(31);
const uint64 l_6072 = uint64(l_6071);
const uint64 l_6073 = l_6072 << uint64(63);
const uint64 l_6074 = l_6070 | l_6073;
const double l_6075 = reinterpret_cast<double const&>(l_6074);
const uint32 l_6076 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6077 = l_6076 + uint32(1);
l_mut_3235 = l_6077;
const uint32 l_6078 = l_6076 & uint32(2147483647);
const bool l_6079 = l_6078 == uint32(0);
if (l_6079) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_6080 = l_6076 & uint32(2147483648);
const bool l_6081 = l_6080 != uint32(0);
if (l_6081) {
const uint32 l_6082 = l_6076 - uint32(1);
l_mut_3235 = l_6082;
} else {
const bool l_6083 = l_6076 == uint32(2139095040);
if (l_6083) {
l_mut_3235 = l_6076;
}
}
}
const float l_6084 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_6085 = reinterpret_cast<uint32 const&>(l_6084);
const uint32 l_6086 = l_6085 & uint32(2147483647);
const float l_6087 = reinterpret_cast<float const&>(l_6086);
const double l_6088 = double(l_6087);
l_mut_2729 = l_6088;
const bool l_6089 = l_6086 < uint32(8388608);
if (l_6089) {
const double l_6090 = double(l_6086);
const double l_6091 = l_6090 * double(1.401298464324817e-45);
l_mut_2729 = l_6091;
}
const uint64 l_6092 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_6093 = l_6085 >> uint32(31);
const uint64 l_6094 = uint64(l_6093);
const uint64 l_6095 = l_6094 << uint64(63);
const uint64 l_6096 = l_6092 | l_6095;
const double l_6097 = reinterpret_cast<double const&>(l_6096);
const uint32 l_6098 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6099 = l_6098 ^ uint32(2147483648);
const float l_6100 = reinterpret_cast<float const&>(l_6099);
const uint32 l_6101 = reinterpret_cast<uint32 const&>(l_6100);
const uint32 l_6102 = l_6101 + uint32(1);
l_mut_3235 = l_6102;
const uint32 l_6103 = l_6101 & uint32(2147483647);
const bool l_6104 = l_6103 == uint32(0);
if (l_6104) {
l_mut_3235 = uint32(1);
} else {
const uint32 l_6105 = l_6101 & uint32(2147483648);
const bool l_6106 = l_6105 != uint32(0);
if (l_6106) {
const uint32 l_6107 = l_6101 - uint32(1);
l_mut_3235 = l_6107;
} else {
const bool l_6108 = l_6101 == uint32(2139095040);
if (l_6108) {
l_mut_3235 = l_6101;
}
}
}
const float l_6109 = reinterpret_cast<float const&>(l_mut_3235);
const uint32 l_6110 = reinterpret_cast<uint32 const&>(l_6109);
const uint32 l_6111 = l_6110 ^ uint32(2147483648);
const float l_6112 = reinterpret_cast<float const&>(l_6111);
const uint32 l_6113 = reinterpret_cast<uint32 const&>(l_6112);
const uint32 l_6114 = l_6113 & uint32(2147483647);
const float l_6115 = reinterpret_cast<float const&>(l_6114);
const double l_6116 = double(l_6115);
l_mut_2729 = l_6116;
const bool l_6117 = l_6114 < uint32(8388608);
if (l_6117) {
const double l_6118 = double(l_6114);
const double l_6119 = l_6118 * double(1.401298464324817e-45);
l_mut_2729 = l_6119;
}
const uint64 l_6120 = reinterpret_cast<uint64 const&>(l_mut_2729);
const uint32 l_6121 = l_6113 >> uint32(31);
const uint64 l_6122 = uint64(l_6121);
const uint64 l_6123 = l_6122 << uint64(63);
const uint64 l_6124 = l_6120 | l_6123;
const double l_6125 = reinterpret_cast<double const&>(l_6124);
const double l_6126 = l_mut_2983 + double(0.0);
const bool l_6127 = l_6126 <= l_6075;
l_mut_149 = l_6127;
const double l_6128 = l_mut_2983 - double(0.0);
const bool l_6129 = l_6128 > l_6075;
l_mut_146 = l_6129;
const double l_6130 = l_6062 - double(0.0);
const bool l_6131 = l_6130 >= l_6075;
l_mut_143 = l_6131;
const double l_6132 = l_6062 + double(0.0);
const bool l_6133 = l_6132 < l_6075;
l_mut_140 = l_6133;
l_mut_3235 = uint32(2);
const bool l_6134 = l_mut_146 || l_mut_140;
if (l_6134) {
l_mut_3235 = uint32(1);
} else {
const bool l_6135 = l_mut_149 && l_mut_143;
if (l_6135) {
l_mut_3235 = uint32(0);
}
}
const uint32 l_6136 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_6137 = l_6136 & uint32(2147483647);
const bool l_6138 = l_6137 == uint32(0);
if (l_6138) {
const double l_6139 = l_mut_2983 + double(0.0);
const bool l_6140 = l_6139 < double(1.1754943508222875e-38);
const double l_6141 = l_6062 - double(0.0);
const bool l_6142 = l_6141 > double(-1.1754943508222875e-38);
const bool l_6143 = l_6140 && l_6142;
const double l_6144 = l_mut_2983 - double(0.0);
const bool l_6145 = l_6144 < double(1.1754943508222875e-38);
const double l_6146 = l_6062 + double(0.0);
const bool l_6147 = l_6146 > double(-1.1754943508222875e-38);
const bool l_6148 = l_6145 && l_6147;
if (l_6143) {
l_mut_3235 = uint32(0);
} else {
const bool l_6149 = l_mut_3235 == uint32(1);
const bool l_6150 = l_6148 && l_6149;
if (l_6150) {
l_mut_3235 = uint32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
l_mut_30 = l_mut_4278;
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
const uint32 l_6221 = info.static_meta[uint32(7)];
const uint32 l_6222 = l_6221 * uint32(1);
const bool l_6223 = l_7 < l_6222;
if (l_6223) {
buffer_7[l_7] = l_mut_30;
}
}
}

}
