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

uint32 l_arr_235[1];

double l_arr_1345[2];

uint32 l_arr_10[8];

bool l_mut_213;
bool l_mut_344;
bool l_mut_347;
bool l_mut_350;
bool l_mut_353;
double l_mut_31;
double l_mut_45;
double l_mut_77;
double l_mut_912;
float l_mut_25;
int32 l_mut_73;
uint32 l_mut_115;
uint32 l_mut_236;
uint32 l_mut_252;
uint32 l_mut_293;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_2084 = info.static_meta[uint32(7)];
const uint32 l_2085 = l_2084 * uint32(1);
const bool l_2086 = uint32(0) < l_2085;
if (l_2086) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_2070 = info.static_meta[uint32(0)];
const uint32 l_2071 = l_2070 * uint32(1);
const bool l_2072 = uint32(1) < l_2071;
const uint32 l_2073 = l_2071 - uint32(1);
const uint32 l_2074 = min(uint32(1), l_2073);
const uint32 l_2075 = buffer_0[l_2074];
const uint32 l_2076 = (l_2072) ? l_2075 : uint32(0);
const uint32 l_1 = l_2076;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_2077 = info.static_meta[uint32(0)];
const uint32 l_2078 = l_2077 * uint32(1);
const bool l_2079 = uint32(2) < l_2078;
const uint32 l_2080 = l_2078 - uint32(1);
const uint32 l_2081 = min(uint32(2), l_2080);
const uint32 l_2082 = buffer_0[l_2081];
const uint32 l_2083 = (l_2079) ? l_2082 : uint32(0);
const uint32 l_3 = l_2083;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_2087 = info.static_meta[uint32(0)];
const uint32 l_2088 = l_2087 * uint32(1);
const bool l_2089 = uint32(2) < l_2088;
const uint32 l_2090 = l_2088 - uint32(1);
const uint32 l_2091 = min(uint32(2), l_2090);
const uint32 l_2092 = buffer_0[l_2091];
const uint32 l_2093 = (l_2089) ? l_2092 : uint32(0);
const uint32 l_6 = l_2093;
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
const uint32 l_2094 = info.static_meta[uint32(3)];
const uint32 l_2095 = l_2094 * uint32(1);
const bool l_2096 = uint32(1024) < l_2095;
const uint32 l_2097 = l_2095 - uint32(1);
const uint32 l_2098 = min(uint32(1024), l_2097);
const uint32 l_2099 = buffer_3[l_2098];
const uint32 l_2100 = (l_2096) ? l_2099 : uint32(0);
const uint32 l_18 = l_2100;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_2101 = info.static_meta[uint32(0)];
const uint32 l_2102 = l_2101 * uint32(1);
const bool l_2103 = uint32(0) < l_2102;
const uint32 l_2104 = l_2102 - uint32(1);
const uint32 l_2105 = min(uint32(0), l_2104);
const uint32 l_2106 = buffer_0[l_2105];
const uint32 l_2107 = (l_2103) ? l_2106 : uint32(0);
const uint32 l_22 = l_2107;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = log(l_24);
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
l_mut_45 = l_54;
const bool l_55 = l_54 < double(0.0);
if (l_55) {
const uint64 l_56 = reinterpret_cast<uint64 const&>(l_54);
const uint64 l_57 = l_56 | uint64(9221120237041090560);
const double l_58 = reinterpret_cast<double const&>(l_57);
l_mut_45 = l_58;
} else {
const bool l_59 = l_54 == double(0.0);
if (l_59) {
const double l_60 = abs(l_54);
const uint64 l_61 = reinterpret_cast<uint64 const&>(l_60);
const uint64 l_62 = l_61 | uint64(9218868437227405312);
const uint64 l_63 = l_62 & uint64(18442240474082181120);
const double l_64 = reinterpret_cast<double const&>(l_63);
const double l_65 = -l_64;
l_mut_45 = l_65;
} else {
const uint32 l_66 = reinterpret_cast<uint32 const&>(l_24);
const bool l_67 = l_66 < uint32(2139095040);
if (l_67) {
const uint64 l_68 = reinterpret_cast<uint64 const&>(l_54);
const uint64 l_69 = l_68 >> uint64(52);
const uint64 l_70 = l_69 & uint64(2047);
const int32 l_71 = int32(l_70);
const int32 l_72 = l_71 - int32(1023);
l_mut_73 = l_72;
const uint64 l_74 = l_68 & uint64(4503599627370495);
const uint64 l_75 = l_74 | uint64(4607182418800017408);
const double l_76 = reinterpret_cast<double const&>(l_75);
l_mut_77 = l_76;
const bool l_78 = l_mut_77 > double(1.4142135623730951);
if (l_78) {
l_mut_77 = l_mut_77 * double(0.5);
l_mut_73 = l_mut_73 + int32(1);
}
const double l_79 = l_mut_77 - double(1.0);
const double l_80 = double(2.0) + l_79;
const double l_81 = l_79 / l_80;
const double l_82 = l_81 * l_81;
const double l_83 = l_82 * double(0.04);
const double l_84 = l_83 + double(0.043478260869565216);
l_mut_77 = l_84;
const double l_85 = l_mut_77 * l_82;
const double l_86 = l_85 + double(0.047619047619047616);
l_mut_77 = l_86;
const double l_87 = l_mut_77 * l_82;
const double l_88 = l_87 + double(0.05263157894736842);
l_mut_77 = l_88;
const double l_89 = l_mut_77 * l_82;
const double l_90 = l_89 + double(0.058823529411764705);
l_mut_77 = l_90;
const double l_91 = l_mut_77 * l_82;
const double l_92 = l_91 + double(0.06666666666666667);
l_mut_77 = l_92;
const double l_93 = l_mut_77 * l_82;
const double l_94 = l_93 + double(0.07692307692307693);
l_mut_77 = l_94;
const double l_95 = l_mut_77 * l_82;
const double l_96 = l_95 + double(0.09090909090909091);
l_mut_77 = l_96;
const double l_97 = l_mut_77 * l_82;
const double l_98 = l_97 + double(0.1111111111111111);
l_mut_77 = l_98;
const double l_99 = l_mut_77 * l_82;
const double l_100 = l_99 + double(0.14285714285714285);
l_mut_77 = l_100;
const double l_101 = l_mut_77 * l_82;
const double l_102 = l_101 + double(0.2);
l_mut_77 = l_102;
const double l_103 = l_mut_77 * l_82;
const double l_104 = l_103 + double(0.3333333333333333);
l_mut_77 = l_104;
const double l_105 = double(2.0) * l_81;
const double l_106 = double(2.0) * l_81;
const double l_107 = l_106 * l_82;
const double l_108 = l_107 * l_mut_77;
const double l_109 = l_105 + l_108;
const double l_110 = double(l_mut_73);
const double l_111 = l_110 * double(0.6931471824645996);
const double l_112 = l_110 * double(-1.904654299957768e-9);
const double l_113 = l_112 + l_109;
const double l_114 = l_111 + l_113;
l_mut_45 = l_114;
}
}
}
l_mut_31 = l_mut_45;
l_mut_115 = uint32(4294967294);
const uint32 l_116 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_117 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_118 = l_117 & uint32(2139095040);
const bool l_119 = l_118 != uint32(2139095040);
const bool l_120 = l_118 == uint32(0);
const uint32 l_121 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_122 = l_121 & uint32(8388607);
const bool l_123 = l_122 != uint32(0);
const bool l_124 = l_120 && l_123;
const double l_125 = abs(l_mut_31);
const bool l_126 = l_mut_31 < double(0.0);
const uint32 l_127 = uint32(l_126);
const uint32 l_128 = uint32(2147483648) * l_127;
if (l_124) {
} else {
const bool l_129 = isnan(l_mut_31);
if (l_129) {
const uint32 l_130 = l_116 & uint32(2147483647);
const bool l_131 = l_130 > uint32(2139095040);
if (l_131) {
l_mut_115 = uint32(4294967293);
}
} else {
const bool l_132 = l_125 >= double(3.402823669209385e38);
const bool l_133 = !l_119;
const bool l_134 = l_125 == double(0.0);
const bool l_135 = l_133 && l_134;
const bool l_136 = l_132 || l_135;
if (l_136) {
const bool l_137 = l_125 >= double(3.402823669209385e38);
const uint32 l_138 = uint32(l_137);
const uint32 l_139 = uint32(2139095040) * l_138;
const uint32 l_140 = l_139 | l_128;
const bool l_141 = l_116 == l_140;
const uint32 l_142 = l_116 | l_140;
const uint32 l_143 = l_142 & uint32(2147483647);
const bool l_144 = l_143 == uint32(0);
const bool l_145 = l_141 || l_144;
if (l_145) {
l_mut_115 = uint32(4294967293);
}
} else {
const bool l_146 = l_125 >= double(2.350988701644575e-38);
const bool l_147 = l_119 && l_146;
const bool l_148 = l_125 < double(3.4028234663852886e38);
const bool l_149 = l_147 && l_148;
if (l_149) {
const float l_150 = float(l_125);
const uint32 l_151 = reinterpret_cast<uint32 const&>(l_150);
const float l_152 = reinterpret_cast<float const&>(l_151);
const double l_153 = double(l_152);
const double l_154 = l_125 - l_153;
const uint32 l_155 = l_151 + uint32(1);
const bool l_156 = l_154 < double(0.0);
const uint32 l_157 = uint32(l_156);
const uint32 l_158 = uint32(2) * l_157;
const uint32 l_159 = l_155 - l_158;
const float l_160 = reinterpret_cast<float const&>(l_159);
const double l_161 = double(l_160);
const double l_162 = l_161 - l_153;
const double l_163 = abs(l_162);
const double l_164 = l_163 * double(0.5);
const double l_165 = abs(l_154);
const double l_166 = l_164 - l_165;
const double l_167 = l_125 * double(9.094947017729282e-13);
const bool l_168 = l_166 > l_167;
if (l_168) {
const uint32 l_169 = l_151 | l_128;
l_mut_115 = l_169;
}
} else {
const bool l_170 = l_125 < double(2.350988701644575e-38);
const bool l_171 = l_119 && l_170;
if (l_171) {
const double l_172 = l_125 * double(7.1362384635298e44);
const double l_173 = floor(l_172);
const double l_174 = l_172 - l_173;
const double l_175 = l_174 - double(0.5);
const double l_176 = abs(l_175);
const double l_177 = l_172 * double(9.094947017729282e-13);
const bool l_178 = l_176 > l_177;
if (l_178) {
const bool l_179 = l_174 > double(0.5);
const double l_180 = double(l_179);
const double l_181 = l_173 + l_180;
const uint32 l_182 = uint32(l_181);
const uint32 l_183 = l_182 | l_128;
l_mut_115 = l_183;
}
}
}
}
}
}
const uint32 l_184 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_185 = l_184 & uint32(2147483647);
const bool l_186 = l_185 > uint32(2139095040);
const uint32 l_187 = l_184 & uint32(2147483647);
const bool l_188 = l_187 == uint32(0);
const uint32 l_189 = l_184 & uint32(2147483647);
const double l_190 = double(l_189);
const uint32 l_191 = l_184 >> uint32(31);
const double l_192 = double(l_191);
const double l_193 = double(2.0) * l_192;
const double l_194 = double(1.0) - l_193;
const double l_195 = l_190 * l_194;
const uint32 l_196 = l_mut_115 & uint32(2147483647);
const double l_197 = double(l_196);
const uint32 l_198 = l_mut_115 >> uint32(31);
const double l_199 = double(l_198);
const double l_200 = double(2.0) * l_199;
const double l_201 = double(1.0) - l_200;
const double l_202 = l_197 * l_201;
const double l_203 = l_195 - l_202;
const uint32 l_204 = l_mut_115 & uint32(2139095040);
const bool l_205 = l_204 == uint32(0);
const bool l_206 = l_mut_115 < uint32(4294967293);
const bool l_207 = l_203 == double(0.0);
const bool l_208 = l_188 && l_205;
const bool l_209 = l_186 || l_208;
const bool l_210 = !l_209;
const bool l_211 = l_207 || l_210;
const bool l_212 = l_206 && l_211;
l_mut_213 = l_212;
const bool l_214 = l_203 != double(0.0);
const bool l_215 = l_mut_213 && l_214;
if (l_215) {

for (uint32 l_mut_216 = uint32(0); l_mut_216 < uint32(8); ++l_mut_216) {
const uint32 l_217 = uint32(2) * l_mut_216;
const uint32 l_2108 = info.static_meta[uint32(1)];
const uint32 l_2109 = l_2108 * uint32(1);
const bool l_2110 = l_217 < l_2109;
const uint32 l_2111 = l_2109 - uint32(1);
const uint32 l_2112 = min(l_217, l_2111);
const uint32 l_2113 = buffer_1[l_2112];
const uint32 l_2114 = (l_2110) ? l_2113 : uint32(0);
const uint32 l_218 = l_2114;
const uint32 l_219 = uint32(2) * l_mut_216;
const uint32 l_220 = l_219 + uint32(1);
const uint32 l_2115 = info.static_meta[uint32(1)];
const uint32 l_2116 = l_2115 * uint32(1);
const bool l_2117 = l_220 < l_2116;
const uint32 l_2118 = l_2116 - uint32(1);
const uint32 l_2119 = min(l_220, l_2118);
const uint32 l_2120 = buffer_1[l_2119];
const uint32 l_2121 = (l_2117) ? l_2120 : uint32(0);
const uint32 l_221 = l_2121;
const bool l_222 = l_221 != uint32(0);
const uint32 l_223 = l_mut_216 * uint32(4);
const uint32 l_2122 = info.static_meta[uint32(2)];
const uint32 l_2123 = l_2122 * uint32(1);
const bool l_2124 = l_223 < l_2123;
const uint32 l_2125 = l_2123 - uint32(1);
const uint32 l_2126 = min(l_223, l_2125);
const double l_2127 = buffer_2[l_2126];
const double l_2128 = (l_2124) ? l_2127 : double(0.0);
const double l_224 = l_2128;
const uint32 l_225 = l_mut_216 * uint32(4);
const uint32 l_226 = l_225 + uint32(1);
const uint32 l_2129 = info.static_meta[uint32(2)];
const uint32 l_2130 = l_2129 * uint32(1);
const bool l_2131 = l_226 < l_2130;
const uint32 l_2132 = l_2130 - uint32(1);
const uint32 l_2133 = min(l_226, l_2132);
const double l_2134 = buffer_2[l_2133];
const double l_2135 = (l_2131) ? l_2134 : double(0.0);
const double l_227 = l_2135;
const uint32 l_228 = l_mut_216 * uint32(4);
const uint32 l_229 = l_228 + uint32(2);
const uint32 l_2136 = info.static_meta[uint32(2)];
const uint32 l_2137 = l_2136 * uint32(1);
const bool l_2138 = l_229 < l_2137;
const uint32 l_2139 = l_2137 - uint32(1);
const uint32 l_2140 = min(l_229, l_2139);
const double l_2141 = buffer_2[l_2140];
const double l_2142 = (l_2138) ? l_2141 : double(0.0);
const double l_230 = l_2142;
const double l_231 = double(l_24);
const double l_232 = abs(l_231);
const double l_233 = abs(l_mut_31);
const double l_234 = l_233 * double(1.4551915228366852e-11);
l_arr_235[uint32(0)] = uint32(1);
l_mut_236 = uint32(2);
const bool l_237 = l_218 == uint32(0);
if (l_237) {
l_mut_236 = uint32(0);
} else {
const bool l_238 = l_218 == uint32(1);
if (l_238) {
l_mut_236 = uint32(1);
const double l_239 = abs(l_203);
const bool l_240 = l_239 <= l_224;
if (l_240) {
l_mut_236 = uint32(0);
}
} else {
const bool l_241 = l_218 == uint32(2);
if (l_241) {
const double l_242 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_243 = l_242 >= double(1.1754943508222875e-38);
const bool l_244 = l_242 <= double(1.7976931348623157e308);
const bool l_245 = l_243 && l_244;
if (l_245) {
const uint64 l_246 = reinterpret_cast<uint64 const&>(l_242);
const uint64 l_247 = l_246 >> uint64(52);
const uint64 l_248 = l_247 - uint64(23);
const uint64 l_249 = l_248 << uint64(52);
const double l_250 = reinterpret_cast<double const&>(l_249);
l_mut_77 = l_250;
}
const double l_251 = l_224 * l_mut_77;
l_mut_252 = uint32(2);
const double l_253 = l_mut_31 - l_234;
const double l_254 = abs(l_253);
l_mut_77 = double(1.401298464324817e-45);
const bool l_255 = l_254 >= double(1.1754943508222875e-38);
const bool l_256 = l_254 <= double(1.7976931348623157e308);
const bool l_257 = l_255 && l_256;
if (l_257) {
const uint64 l_258 = reinterpret_cast<uint64 const&>(l_254);
const uint64 l_259 = l_258 >> uint64(52);
const uint64 l_260 = l_259 - uint64(23);
const uint64 l_261 = l_260 << uint64(52);
const double l_262 = reinterpret_cast<double const&>(l_261);
l_mut_77 = l_262;
}
const double l_263 = l_mut_31 + l_234;
const double l_264 = abs(l_263);
l_mut_45 = double(1.401298464324817e-45);
const bool l_265 = l_264 >= double(1.1754943508222875e-38);
const bool l_266 = l_264 <= double(1.7976931348623157e308);
const bool l_267 = l_265 && l_266;
if (l_267) {
const uint64 l_268 = reinterpret_cast<uint64 const&>(l_264);
const uint64 l_269 = l_268 >> uint64(52);
const uint64 l_270 = l_269 - uint64(23);
const uint64 l_271 = l_270 << uint64(52);
const double l_272 = reinterpret_cast<double const&>(l_271);
l_mut_45 = l_272;
}
const bool l_273 = l_mut_77 == l_mut_45;
if (l_273) {
const double l_274 = l_251 * double(1.4551915228366852e-11);
const double l_275 = l_234 + l_274;
const double l_276 = l_mut_31 - l_251;
const double l_277 = l_mut_31 + l_251;
const uint32 l_278 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_279 = l_278 & uint32(2147483647);
const float l_280 = reinterpret_cast<float const&>(l_279);
const double l_281 = double(l_280);
l_mut_77 = l_281;
const bool l_282 = l_279 < uint32(8388608);
if (l_282) {
const double l_283 = double(l_279);
const double l_284 = l_283 * double(1.401298464324817e-45);
l_mut_77 = l_284;
}
const uint64 l_285 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_286 = l_278 >> uint32(31);
const uint64 l_287 = uint64(l_286);
const uint64 l_288 = l_287 << uint64(63);
const uint64 l_289 = l_285 | l_288;
const double l_290 = reinterpret_cast<double const&>(l_289);
const uint32 l_291 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_292 = l_291 + uint32(1);
l_mut_293 = l_292;
const uint32 l_294 = l_291 & uint32(2147483647);
const bool l_295 = l_294 == uint32(0);
if (l_295) {
l_mut_293 = uint32(1);
} else {
const uint32 l_296 = l_291 & uint32(2147483648);
const bool l_297 = l_296 != uint32(0);
if (l_297) {
const uint32 l_298 = l_291 - uint32(1);
l_mut_293 = l_298;
} else {
const bool l_299 = l_291 == uint32(2139095040);
if (l_299) {
l_mut_293 = l_291;
}
}
}
const float l_300 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_301 = reinterpret_cast<uint32 const&>(l_300);
const uint32 l_302 = l_301 & uint32(2147483647);
const float l_303 = reinterpret_cast<float const&>(l_302);
const double l_304 = double(l_303);
l_mut_77 = l_304;
const bool l_305 = l_302 < uint32(8388608);
if (l_305) {
const double l_306 = double(l_302);
const double l_307 = l_306 * double(1.401298464324817e-45);
l_mut_77 = l_307;
}
const uint64 l_308 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_309 = l_301 >> uint32(31);
const uint64 l_310 = uint64(l_309);
const uint64 l_311 = l_310 << uint64(63);
const uint64 l_312 = l_308 | l_311;
const double l_313 = reinterpret_cast<double const&>(l_312);
const uint32 l_314 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_315 = l_314 ^ uint32(2147483648);
const float l_316 = reinterpret_cast<float const&>(l_315);
const uint32 l_317 = reinterpret_cast<uint32 const&>(l_316);
const uint32 l_318 = l_317 + uint32(1);
l_mut_293 = l_318;
const uint32 l_319 = l_317 & uint32(2147483647);
const bool l_320 = l_319 == uint32(0);
if (l_320) {
l_mut_293 = uint32(1);
} else {
const uint32 l_321 = l_317 & uint32(2147483648);
const bool l_322 = l_321 != uint32(0);
if (l_322) {
const uint32 l_323 = l_317 - uint32(1);
l_mut_293 = l_323;
} else {
const bool l_324 = l_317 == uint32(2139095040);
if (l_324) {
l_mut_293 = l_317;
}
}
}
const float l_325 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_326 = reinterpret_cast<uint32 const&>(l_325);
const uint32 l_327 = l_326 ^ uint32(2147483648);
const float l_328 = reinterpret_cast<float const&>(l_327);
const uint32 l_329 = reinterpret_cast<uint32 const&>(l_328);
const uint32 l_330 = l_329 & uint32(2147483647);
const float l_331 = reinterpret_cast<float const&>(l_330);
const double l_332 = double(l_331);
l_mut_77 = l_332;
const bool l_333 = l_330 < uint32(8388608);
if (l_333) {
const double l_334 = double(l_330);
const double l_335 = l_334 * double(1.401298464324817e-45);
l_mut_77 = l_335;
}
const uint64 l_336 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_337 = l_329 >> uint32(31);
const uint64 l_338 = uint64(l_337);
const uint64 l_339 = l_338 << uint64(63);
const uint64 l_340 = l_336 | l_339;
const double l_341 = reinterpret_cast<double const&>(l_340);
const double l_342 = l_276 + l_275;
const bool l_343 = l_342 <= l_290;
l_mut_344 = l_343;
const double l_345 = l_276 - l_275;
const bool l_346 = l_345 > l_290;
l_mut_347 = l_346;
const double l_348 = l_277 - l_275;
const bool l_349 = l_348 >= l_290;
l_mut_350 = l_349;
const double l_351 = l_277 + l_275;
const bool l_352 = l_351 < l_290;
l_mut_353 = l_352;
if (l_222) {
const double l_354 = l_276 + l_275;
const bool l_355 = l_354 < l_313;
l_mut_344 = l_355;
const double l_356 = l_276 - l_275;
const bool l_357 = l_356 >= l_313;
l_mut_347 = l_357;
const double l_358 = l_277 - l_275;
const bool l_359 = l_358 > l_341;
l_mut_350 = l_359;
const double l_360 = l_277 + l_275;
const bool l_361 = l_360 <= l_341;
l_mut_353 = l_361;
}
l_mut_293 = uint32(2);
const bool l_362 = l_mut_347 || l_mut_353;
if (l_362) {
l_mut_293 = uint32(1);
} else {
const bool l_363 = l_mut_344 && l_mut_350;
if (l_363) {
l_mut_293 = uint32(0);
}
}
const uint32 l_364 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_365 = l_364 & uint32(2147483647);
const bool l_366 = l_365 == uint32(0);
if (l_366) {
const double l_367 = l_276 + l_275;
const bool l_368 = l_367 < double(1.1754943508222875e-38);
const double l_369 = l_277 - l_275;
const bool l_370 = l_369 > double(-1.1754943508222875e-38);
const bool l_371 = l_368 && l_370;
const double l_372 = l_276 - l_275;
const bool l_373 = l_372 < double(1.1754943508222875e-38);
const double l_374 = l_277 + l_275;
const bool l_375 = l_374 > double(-1.1754943508222875e-38);
const bool l_376 = l_373 && l_375;
if (l_371) {
l_mut_293 = uint32(0);
} else {
const bool l_377 = l_mut_293 == uint32(1);
const bool l_378 = l_376 && l_377;
if (l_378) {
l_mut_293 = uint32(2);
}
}
}
l_mut_252 = l_mut_293;
}
l_mut_236 = l_mut_252;
} else {
const bool l_379 = l_218 == uint32(3);
if (l_379) {
l_mut_236 = uint32(0);
const bool l_380 = l_232 >= double(1.1754943508222875e-38);
const bool l_381 = l_232 <= double(8.507059173023462e37);
const bool l_382 = l_380 && l_381;
if (l_382) {
const double l_383 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_384 = l_383 >= double(1.1754943508222875e-38);
const bool l_385 = l_383 <= double(1.7976931348623157e308);
const bool l_386 = l_384 && l_385;
if (l_386) {
const uint64 l_387 = reinterpret_cast<uint64 const&>(l_383);
const uint64 l_388 = l_387 >> uint64(52);
const uint64 l_389 = l_388 - uint64(23);
const uint64 l_390 = l_389 << uint64(52);
const double l_391 = reinterpret_cast<double const&>(l_390);
l_mut_77 = l_391;
}
const double l_392 = l_224 * l_mut_77;
l_mut_293 = uint32(2);
const double l_393 = l_mut_31 - l_234;
const double l_394 = abs(l_393);
l_mut_77 = double(1.401298464324817e-45);
const bool l_395 = l_394 >= double(1.1754943508222875e-38);
const bool l_396 = l_394 <= double(1.7976931348623157e308);
const bool l_397 = l_395 && l_396;
if (l_397) {
const uint64 l_398 = reinterpret_cast<uint64 const&>(l_394);
const uint64 l_399 = l_398 >> uint64(52);
const uint64 l_400 = l_399 - uint64(23);
const uint64 l_401 = l_400 << uint64(52);
const double l_402 = reinterpret_cast<double const&>(l_401);
l_mut_77 = l_402;
}
const double l_403 = l_mut_31 + l_234;
const double l_404 = abs(l_403);
l_mut_45 = double(1.401298464324817e-45);
const bool l_405 = l_404 >= double(1.1754943508222875e-38);
const bool l_406 = l_404 <= double(1.7976931348623157e308);
const bool l_407 = l_405 && l_406;
if (l_407) {
const uint64 l_408 = reinterpret_cast<uint64 const&>(l_404);
const uint64 l_409 = l_408 >> uint64(52);
const uint64 l_410 = l_409 - uint64(23);
const uint64 l_411 = l_410 << uint64(52);
const double l_412 = reinterpret_cast<double const&>(l_411);
l_mut_45 = l_412;
}
const bool l_413 = l_mut_77 == l_mut_45;
if (l_413) {
const double l_414 = l_392 * double(1.4551915228366852e-11);
const double l_415 = l_234 + l_414;
const double l_416 = l_mut_31 - l_392;
const double l_417 = l_mut_31 + l_392;
const uint32 l_418 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_419 = l_418 & uint32(2147483647);
const float l_420 = reinterpret_cast<float const&>(l_419);
const double l_421 = double(l_420);
l_mut_77 = l_421;
const bool l_422 = l_419 < uint32(8388608);
if (l_422) {
const double l_423 = double(l_419);
const double l_424 = l_423 * double(1.401298464324817e-45);
l_mut_77 = l_424;
}
const uint64 l_425 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_426 = l_418 >> uint32(31);
const uint64 l_427 = uint64(l_426);
const uint64 l_428 = l_427 << uint64(63);
const uint64 l_429 = l_425 | l_428;
const double l_430 = reinterpret_cast<double const&>(l_429);
const uint32 l_431 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_432 = l_431 + uint32(1);
l_mut_252 = l_432;
const uint32 l_433 = l_431 & uint32(2147483647);
const bool l_434 = l_433 == uint32(0);
if (l_434) {
l_mut_252 = uint32(1);
} else {
const uint32 l_435 = l_431 & uint32(2147483648);
const bool l_436 = l_435 != uint32(0);
if (l_436) {
const uint32 l_437 = l_431 - uint32(1);
l_mut_252 = l_437;
} else {
const bool l_438 = l_431 == uint32(2139095040);
if (l_438) {
l_mut_252 = l_431;
}
}
}
const float l_439 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_440 = reinterpret_cast<uint32 const&>(l_439);
const uint32 l_441 = l_440 & uint32(2147483647);
const float l_442 = reinterpret_cast<float const&>(l_441);
const double l_443 = double(l_442);
l_mut_77 = l_443;
const bool l_444 = l_441 < uint32(8388608);
if (l_444) {
const double l_445 = double(l_441);
const double l_446 = l_445 * double(1.401298464324817e-45);
l_mut_77 = l_446;
}
const uint64 l_447 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_448 = l_440 >> uint32(31);
const uint64 l_449 = uint64(l_448);
const uint64 l_450 = l_449 << uint64(63);
const uint64 l_451 = l_447 | l_450;
const double l_452 = reinterpret_cast<double const&>(l_451);
const uint32 l_453 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_454 = l_453 ^ uint32(2147483648);
const float l_455 = reinterpret_cast<float const&>(l_454);
const uint32 l_456 = reinterpret_cast<uint32 const&>(l_455);
const uint32 l_457 = l_456 + uint32(1);
l_mut_252 = l_457;
const uint32 l_458 = l_456 & uint32(2147483647);
const bool l_459 = l_458 == uint32(0);
if (l_459) {
l_mut_252 = uint32(1);
} else {
const uint32 l_460 = l_456 & uint32(2147483648);
const bool l_461 = l_460 != uint32(0);
if (l_461) {
const uint32 l_462 = l_456 - uint32(1);
l_mut_252 = l_462;
} else {
const bool l_463 = l_456 == uint32(2139095040);
if (l_463) {
l_mut_252 = l_456;
}
}
}
const float l_464 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_465 = reinterpret_cast<uint32 const&>(l_464);
const uint32 l_466 = l_465 ^ uint32(2147483648);
const float l_467 = reinterpret_cast<float const&>(l_466);
const uint32 l_468 = reinterpret_cast<uint32 const&>(l_467);
const uint32 l_469 = l_468 & uint32(2147483647);
const float l_470 = reinterpret_cast<float const&>(l_469);
const double l_471 = double(l_470);
l_mut_77 = l_471;
const bool l_472 = l_469 < uint32(8388608);
if (l_472) {
const double l_473 = double(l_469);
const double l_474 = l_473 * double(1.401298464324817e-45);
l_mut_77 = l_474;
}
const uint64 l_475 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_476 = l_468 >> uint32(31);
const uint64 l_477 = uint64(l_476);
const uint64 l_478 = l_477 << uint64(63);
const uint64 l_479 = l_475 | l_478;
const double l_480 = reinterpret_cast<double const&>(l_479);
const double l_481 = l_416 + l_415;
const bool l_482 = l_481 <= l_430;
l_mut_353 = l_482;
const double l_483 = l_416 - l_415;
const bool l_484 = l_483 > l_430;
l_mut_350 = l_484;
const double l_485 = l_417 - l_415;
const bool l_486 = l_485 >= l_430;
l_mut_347 = l_486;
const double l_487 = l_417 + l_415;
const bool l_488 = l_487 < l_430;
l_mut_344 = l_488;
if (l_222) {
const double l_489 = l_416 + l_415;
const bool l_490 = l_489 < l_452;
l_mut_353 = l_490;
const double l_491 = l_416 - l_415;
const bool l_492 = l_491 >= l_452;
l_mut_350 = l_492;
const double l_493 = l_417 - l_415;
const bool l_494 = l_493 > l_480;
l_mut_347 = l_494;
const double l_495 = l_417 + l_415;
const bool l_496 = l_495 <= l_480;
l_mut_344 = l_496;
}
l_mut_252 = uint32(2);
const bool l_497 = l_mut_350 || l_mut_344;
if (l_497) {
l_mut_252 = uint32(1);
} else {
const bool l_498 = l_mut_353 && l_mut_347;
if (l_498) {
l_mut_252 = uint32(0);
}
}
const uint32 l_499 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_500 = l_499 & uint32(2147483647);
const bool l_501 = l_500 == uint32(0);
if (l_501) {
const double l_502 = l_416 + l_415;
const bool l_503 = l_502 < double(1.1754943508222875e-38);
const double l_504 = l_417 - l_415;
const bool l_505 = l_504 > double(-1.1754943508222875e-38);
const bool l_506 = l_503 && l_505;
const double l_507 = l_416 - l_415;
const bool l_508 = l_507 < double(1.1754943508222875e-38);
const double l_509 = l_417 + l_415;
const bool l_510 = l_509 > double(-1.1754943508222875e-38);
const bool l_511 = l_508 && l_510;
if (l_506) {
l_mut_252 = uint32(0);
} else {
const bool l_512 = l_mut_252 == uint32(1);
const bool l_513 = l_511 && l_512;
if (l_513) {
l_mut_252 = uint32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
}
} else {
const bool l_514 = l_218 == uint32(4);
if (l_514) {
const double l_515 = l_227 * l_232;
const double l_516 = l_224 + l_515;
const double l_517 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_518 = l_517 >= double(1.1754943508222875e-38);
const bool l_519 = l_517 <= double(1.7976931348623157e308);
const bool l_520 = l_518 && l_519;
if (l_520) {
const uint64 l_521 = reinterpret_cast<uint64 const&>(l_517);
const uint64 l_522 = l_521 >> uint64(52);
const uint64 l_523 = l_522 - uint64(23);
const uint64 l_524 = l_523 << uint64(52);
const double l_525 = reinterpret_cast<double const&>(l_524);
l_mut_77 = l_525;
}
const double l_526 = l_516 * l_mut_77;
l_mut_293 = uint32(2);
const double l_527 = l_mut_31 - l_234;
const double l_528 = abs(l_527);
l_mut_77 = double(1.401298464324817e-45);
const bool l_529 = l_528 >= double(1.1754943508222875e-38);
const bool l_530 = l_528 <= double(1.7976931348623157e308);
const bool l_531 = l_529 && l_530;
if (l_531) {
const uint64 l_532 = reinterpret_cast<uint64 const&>(l_528);
const uint64 l_533 = l_532 >> uint64(52);
const uint64 l_534 = l_533 - uint64(23);
const uint64 l_535 = l_534 << uint64(52);
const double l_536 = reinterpret_cast<double const&>(l_535);
l_mut_77 = l_536;
}
const double l_537 = l_mut_31 + l_234;
const double l_538 = abs(l_537);
l_mut_45 = double(1.401298464324817e-45);
const bool l_539 = l_538 >= double(1.1754943508222875e-38);
const bool l_540 = l_538 <= double(1.7976931348623157e308);
const bool l_541 = l_539 && l_540;
if (l_541) {
const uint64 l_542 = reinterpret_cast<uint64 const&>(l_538);
const uint64 l_543 = l_542 >> uint64(52);
const uint64 l_544 = l_543 - uint64(23);
const uint64 l_545 = l_544 << uint64(52);
const double l_546 = reinterpret_cast<double const&>(l_545);
l_mut_45 = l_546;
}
const bool l_547 = l_mut_77 == l_mut_45;
if (l_547) {
const double l_548 = l_526 * double(1.4551915228366852e-11);
const double l_549 = l_234 + l_548;
const double l_550 = l_mut_31 - l_526;
const double l_551 = l_mut_31 + l_526;
const uint32 l_552 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_553 = l_552 & uint32(2147483647);
const float l_554 = reinterpret_cast<float const&>(l_553);
const double l_555 = double(l_554);
l_mut_77 = l_555;
const bool l_556 = l_553 < uint32(8388608);
if (l_556) {
const double l_557 = double(l_553);
const double l_558 = l_557 * double(1.401298464324817e-45);
l_mut_77 = l_558;
}
const uint64 l_559 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_560 = l_552 >> uint32(31);
const uint64 l_561 = uint64(l_560);
const uint64 l_562 = l_561 << uint64(63);
const uint64 l_563 = l_559 | l_562;
const double l_564 = reinterpret_cast<double const&>(l_563);
const uint32 l_565 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_566 = l_565 + uint32(1);
l_mut_252 = l_566;
const uint32 l_567 = l_565 & uint32(2147483647);
const bool l_568 = l_567 == uint32(0);
if (l_568) {
l_mut_252 = uint32(1);
} else {
const uint32 l_569 = l_565 & uint32(2147483648);
const bool l_570 = l_569 != uint32(0);
if (l_570) {
const uint32 l_571 = l_565 - uint32(1);
l_mut_252 = l_571;
} else {
const bool l_572 = l_565 == uint32(2139095040);
if (l_572) {
l_mut_252 = l_565;
}
}
}
const float l_573 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_574 = reinterpret_cast<uint32 const&>(l_573);
const uint32 l_575 = l_574 & uint32(2147483647);
const float l_576 = reinterpret_cast<float const&>(l_575);
const double l_577 = double(l_576);
l_mut_77 = l_577;
const bool l_578 = l_575 < uint32(8388608);
if (l_578) {
const double l_579 = double(l_575);
const double l_580 = l_579 * double(1.401298464324817e-45);
l_mut_77 = l_580;
}
const uint64 l_581 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_582 = l_574 >> uint32(31);
const uint64 l_583 = uint64(l_582);
const uint64 l_584 = l_583 << uint64(63);
const uint64 l_585 = l_581 | l_584;
const double l_586 = reinterpret_cast<double const&>(l_585);
const uint32 l_587 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_588 = l_587 ^ uint32(2147483648);
const float l_589 = reinterpret_cast<float const&>(l_588);
const uint32 l_590 = reinterpret_cast<uint32 const&>(l_589);
const uint32 l_591 = l_590 + uint32(1);
l_mut_252 = l_591;
const uint32 l_592 = l_590 & uint32(2147483647);
const bool l_593 = l_592 == uint32(0);
if (l_593) {
l_mut_252 = uint32(1);
} else {
const uint32 l_594 = l_590 & uint32(2147483648);
const bool l_595 = l_594 != uint32(0);
if (l_595) {
const uint32 l_596 = l_590 - uint32(1);
l_mut_252 = l_596;
} else {
const bool l_597 = l_590 == uint32(2139095040);
if (l_597) {
l_mut_252 = l_590;
}
}
}
const float l_598 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_599 = reinterpret_cast<uint32 const&>(l_598);
const uint32 l_600 = l_599 ^ uint32(2147483648);
const float l_601 = reinterpret_cast<float const&>(l_600);
const uint32 l_602 = reinterpret_cast<uint32 const&>(l_601);
const uint32 l_603 = l_602 & uint32(2147483647);
const float l_604 = reinterpret_cast<float const&>(l_603);
const double l_605 = double(l_604);
l_mut_77 = l_605;
const bool l_606 = l_603 < uint32(8388608);
if (l_606) {
const double l_607 = double(l_603);
const double l_608 = l_607 * double(1.401298464324817e-45);
l_mut_77 = l_608;
}
const uint64 l_609 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_610 = l_602 >> uint32(31);
const uint64 l_611 = uint64(l_610);
const uint64 l_612 = l_611 << uint64(63);
const uint64 l_613 = l_609 | l_612;
const double l_614 = reinterpret_cast<double const&>(l_613);
const double l_615 = l_550 + l_549;
const bool l_616 = l_615 <= l_564;
l_mut_353 = l_616;
const double l_617 = l_550 - l_549;
const bool l_618 = l_617 > l_564;
l_mut_350 = l_618;
const double l_619 = l_551 - l_549;
const bool l_620 = l_619 >= l_564;
l_mut_347 = l_620;
const double l_621 = l_551 + l_549;
const bool l_622 = l_621 < l_564;
l_mut_344 = l_622;
if (l_222) {
const double l_623 = l_550 + l_549;
const bool l_624 = l_623 < l_586;
l_mut_353 = l_624;
const double l_625 = l_550 - l_549;
const bool l_626 = l_625 >= l_586;
l_mut_350 = l_626;
const double l_627 = l_551 - l_549;
const bool l_628 = l_627 > l_614;
l_mut_347 = l_628;
const double l_629 = l_551 + l_549;
const bool l_630 = l_629 <= l_614;
l_mut_344 = l_630;
}
l_mut_252 = uint32(2);
const bool l_631 = l_mut_350 || l_mut_344;
if (l_631) {
l_mut_252 = uint32(1);
} else {
const bool l_632 = l_mut_353 && l_mut_347;
if (l_632) {
l_mut_252 = uint32(0);
}
}
const uint32 l_633 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_634 = l_633 & uint32(2147483647);
const bool l_635 = l_634 == uint32(0);
if (l_635) {
const double l_636 = l_550 + l_549;
const bool l_637 = l_636 < double(1.1754943508222875e-38);
const double l_638 = l_551 - l_549;
const bool l_639 = l_638 > double(-1.1754943508222875e-38);
const bool l_640 = l_637 && l_639;
const double l_641 = l_550 - l_549;
const bool l_642 = l_641 < double(1.1754943508222875e-38);
const double l_643 = l_551 + l_549;
const bool l_644 = l_643 > double(-1.1754943508222875e-38);
const bool l_645 = l_642 && l_644;
if (l_640) {
l_mut_252 = uint32(0);
} else {
const bool l_646 = l_mut_252 == uint32(1);
const bool l_647 = l_645 && l_646;
if (l_647) {
l_mut_252 = uint32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
} else {
const bool l_648 = l_218 == uint32(5);
if (l_648) {
const double l_649 = double(2.0) * l_231;
const double l_650 = abs(l_649);
const double l_651 = floor(l_650);
const double l_652 = double(3.0) + l_651;
const double l_653 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_654 = l_653 >= double(1.1754943508222875e-38);
const bool l_655 = l_653 <= double(1.7976931348623157e308);
const bool l_656 = l_654 && l_655;
if (l_656) {
const uint64 l_657 = reinterpret_cast<uint64 const&>(l_653);
const uint64 l_658 = l_657 >> uint64(52);
const uint64 l_659 = l_658 - uint64(23);
const uint64 l_660 = l_659 << uint64(52);
const double l_661 = reinterpret_cast<double const&>(l_660);
l_mut_77 = l_661;
}
const double l_662 = l_652 * l_mut_77;
l_mut_293 = uint32(2);
const double l_663 = l_mut_31 - l_234;
const double l_664 = abs(l_663);
l_mut_77 = double(1.401298464324817e-45);
const bool l_665 = l_664 >= double(1.1754943508222875e-38);
const bool l_666 = l_664 <= double(1.7976931348623157e308);
const bool l_667 = l_665 && l_666;
if (l_667) {
const uint64 l_668 = reinterpret_cast<uint64 const&>(l_664);
const uint64 l_669 = l_668 >> uint64(52);
const uint64 l_670 = l_669 - uint64(23);
const uint64 l_671 = l_670 << uint64(52);
const double l_672 = reinterpret_cast<double const&>(l_671);
l_mut_77 = l_672;
}
const double l_673 = l_mut_31 + l_234;
const double l_674 = abs(l_673);
l_mut_45 = double(1.401298464324817e-45);
const bool l_675 = l_674 >= double(1.1754943508222875e-38);
const bool l_676 = l_674 <= double(1.7976931348623157e308);
const bool l_677 = l_675 && l_676;
if (l_677) {
const uint64 l_678 = reinterpret_cast<uint64 const&>(l_674);
const uint64 l_679 = l_678 >> uint64(52);
const uint64 l_680 = l_679 - uint64(23);
const uint64 l_681 = l_680 << uint64(52);
const double l_682 = reinterpret_cast<double const&>(l_681);
l_mut_45 = l_682;
}
const bool l_683 = l_mut_77 == l_mut_45;
if (l_683) {
const double l_684 = l_662 * double(1.4551915228366852e-11);
const double l_685 = l_234 + l_684;
const double l_686 = l_mut_31 - l_662;
const double l_687 = l_mut_31 + l_662;
const uint32 l_688 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_689 = l_688 & uint32(2147483647);
const float l_690 = reinterpret_cast<float const&>(l_689);
const double l_691 = double(l_690);
l_mut_77 = l_691;
const bool l_692 = l_689 < uint32(8388608);
if (l_692) {
const double l_693 = double(l_689);
const double l_694 = l_693 * double(1.401298464324817e-45);
l_mut_77 = l_694;
}
const uint64 l_695 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_696 = l_688 >> uint32(31);
const uint64 l_697 = uint64(l_696);
const uint64 l_698 = l_697 << uint64(63);
const uint64 l_699 = l_695 | l_698;
const double l_700 = reinterpret_cast<double const&>(l_699);
const uint32 l_701 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_702 = l_701 + uint32(1);
l_mut_252 = l_702;
const uint32 l_703 = l_701 & uint32(2147483647);
const bool l_704 = l_703 == uint32(0);
if (l_704) {
l_mut_252 = uint32(1);
} else {
const uint32 l_705 = l_701 & uint32(2147483648);
const bool l_706 = l_705 != uint32(0);
if (l_706) {
const uint32 l_707 = l_701 - uint32(1);
l_mut_252 = l_707;
} else {
const bool l_708 = l_701 == uint32(2139095040);
if (l_708) {
l_mut_252 = l_701;
}
}
}
const float l_709 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_710 = reinterpret_cast<uint32 const&>(l_709);
const uint32 l_711 = l_710 & uint32(2147483647);
const float l_712 = reinterpret_cast<float const&>(l_711);
const double l_713 = double(l_712);
l_mut_77 = l_713;
const bool l_714 = l_711 < uint32(8388608);
if (l_714) {
const double l_715 = double(l_711);
const double l_716 = l_715 * double(1.401298464324817e-45);
l_mut_77 = l_716;
}
const uint64 l_717 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_718 = l_710 >> uint32(31);
const uint64 l_719 = uint64(l_718);
const uint64 l_720 = l_719 << uint64(63);
const uint64 l_721 = l_717 | l_720;
const double l_722 = reinterpret_cast<double const&>(l_721);
const uint32 l_723 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_724 = l_723 ^ uint32(2147483648);
const float l_725 = reinterpret_cast<float const&>(l_724);
const uint32 l_726 = reinterpret_cast<uint32 const&>(l_725);
const uint32 l_727 = l_726 + uint32(1);
l_mut_252 = l_727;
const uint32 l_728 = l_726 & uint32(2147483647);
const bool l_729 = l_728 == uint32(0);
if (l_729) {
l_mut_252 = uint32(1);
} else {
const uint32 l_730 = l_726 & uint32(2147483648);
const bool l_731 = l_730 != uint32(0);
if (l_731) {
const uint32 l_732 = l_726 - uint32(1);
l_mut_252 = l_732;
} else {
const bool l_733 = l_726 == uint32(2139095040);
if (l_733) {
l_mut_252 = l_726;
}
}
}
const float l_734 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_735 = reinterpret_cast<uint32 const&>(l_734);
const uint32 l_736 = l_735 ^ uint32(2147483648);
const float l_737 = reinterpret_cast<float const&>(l_736);
const uint32 l_738 = reinterpret_cast<uint32 const&>(l_737);
const uint32 l_739 = l_738 & uint32(2147483647);
const float l_740 = reinterpret_cast<float const&>(l_739);
const double l_741 = double(l_740);
l_mut_77 = l_741;
const bool l_742 = l_739 < uint32(8388608);
if (l_742) {
const double l_743 = double(l_739);
const double l_744 = l_743 * double(1.401298464324817e-45);
l_mut_77 = l_744;
}
const uint64 l_745 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_746 = l_738 >> uint32(31);
const uint64 l_747 = uint64(l_746);
const uint64 l_748 = l_747 << uint64(63);
const uint64 l_749 = l_745 | l_748;
const double l_750 = reinterpret_cast<double const&>(l_749);
const double l_751 = l_686 + l_685;
const bool l_752 = l_751 <= l_700;
l_mut_353 = l_752;
const double l_753 = l_686 - l_685;
const bool l_754 = l_753 > l_700;
l_mut_350 = l_754;
const double l_755 = l_687 - l_685;
const bool l_756 = l_755 >= l_700;
l_mut_347 = l_756;
const double l_757 = l_687 + l_685;
const bool l_758 = l_757 < l_700;
l_mut_344 = l_758;
if (l_222) {
const double l_759 = l_686 + l_685;
const bool l_760 = l_759 < l_722;
l_mut_353 = l_760;
const double l_761 = l_686 - l_685;
const bool l_762 = l_761 >= l_722;
l_mut_350 = l_762;
const double l_763 = l_687 - l_685;
const bool l_764 = l_763 > l_750;
l_mut_347 = l_764;
const double l_765 = l_687 + l_685;
const bool l_766 = l_765 <= l_750;
l_mut_344 = l_766;
}
l_mut_252 = uint32(2);
const bool l_767 = l_mut_350 || l_mut_344;
if (l_767) {
l_mut_252 = uint32(1);
} else {
const bool l_768 = l_mut_353 && l_mut_347;
if (l_768) {
l_mut_252 = uint32(0);
}
}
const uint32 l_769 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_770 = l_769 & uint32(2147483647);
const bool l_771 = l_770 == uint32(0);
if (l_771) {
const double l_772 = l_686 + l_685;
const bool l_773 = l_772 < double(1.1754943508222875e-38);
const double l_774 = l_687 - l_685;
const bool l_775 = l_774 > double(-1.1754943508222875e-38);
const bool l_776 = l_773 && l_775;
const double l_777 = l_686 - l_685;
const bool l_778 = l_777 < double(1.1754943508222875e-38);
const double l_779 = l_687 + l_685;
const bool l_780 = l_779 > double(-1.1754943508222875e-38);
const bool l_781 = l_778 && l_780;
if (l_776) {
l_mut_252 = uint32(0);
} else {
const bool l_782 = l_mut_252 == uint32(1);
const bool l_783 = l_781 && l_782;
if (l_783) {
l_mut_252 = uint32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
} else {
const bool l_784 = l_218 == uint32(6);
if (l_784) {
l_mut_236 = uint32(0);
const bool l_785 = l_232 <= l_227;
if (l_785) {
const double l_786 = l_224 * double(1.4551915228366852e-11);
const double l_787 = l_234 + l_786;
const double l_788 = l_mut_31 - l_224;
const double l_789 = l_mut_31 + l_224;
const uint32 l_790 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_791 = l_790 & uint32(2147483647);
const float l_792 = reinterpret_cast<float const&>(l_791);
const double l_793 = double(l_792);
l_mut_77 = l_793;
const bool l_794 = l_791 < uint32(8388608);
if (l_794) {
const double l_795 = double(l_791);
const double l_796 = l_795 * double(1.401298464324817e-45);
l_mut_77 = l_796;
}
const uint64 l_797 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_798 = l_790 >> uint32(31);
const uint64 l_799 = uint64(l_798);
const uint64 l_800 = l_799 << uint64(63);
const uint64 l_801 = l_797 | l_800;
const double l_802 = reinterpret_cast<double const&>(l_801);
const uint32 l_803 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_804 = l_803 + uint32(1);
l_mut_293 = l_804;
const uint32 l_805 = l_803 & uint32(2147483647);
const bool l_806 = l_805 == uint32(0);
if (l_806) {
l_mut_293 = uint32(1);
} else {
const uint32 l_807 = l_803 & uint32(2147483648);
const bool l_808 = l_807 != uint32(0);
if (l_808) {
const uint32 l_809 = l_803 - uint32(1);
l_mut_293 = l_809;
} else {
const bool l_810 = l_803 == uint32(2139095040);
if (l_810) {
l_mut_293 = l_803;
}
}
}
const float l_811 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_812 = reinterpret_cast<uint32 const&>(l_811);
const uint32 l_813 = l_812 & uint32(2147483647);
const float l_814 = reinterpret_cast<float const&>(l_813);
const double l_815 = double(l_814);
l_mut_77 = l_815;
const bool l_816 = l_813 < uint32(8388608);
if (l_816) {
const double l_817 = double(l_813);
const double l_818 = l_817 * double(1.401298464324817e-45);
l_mut_77 = l_818;
}
const uint64 l_819 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_820 = l_812 >> uint32(31);
const uint64 l_821 = uint64(l_820);
const uint64 l_822 = l_821 << uint64(63);
const uint64 l_823 = l_819 | l_822;
const double l_824 = reinterpret_cast<double const&>(l_823);
const uint32 l_825 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_826 = l_825 ^ uint32(2147483648);
const float l_827 = reinterpret_cast<float const&>(l_826);
const uint32 l_828 = reinterpret_cast<uint32 const&>(l_827);
const uint32 l_829 = l_828 + uint32(1);
l_mut_293 = l_829;
const uint32 l_830 = l_828 & uint32(2147483647);
const bool l_831 = l_830 == uint32(0);
if (l_831) {
l_mut_293 = uint32(1);
} else {
const uint32 l_832 = l_828 & uint32(2147483648);
const bool l_833 = l_832 != uint32(0);
if (l_833) {
const uint32 l_834 = l_828 - uint32(1);
l_mut_293 = l_834;
} else {
const bool l_835 = l_828 == uint32(2139095040);
if (l_835) {
l_mut_293 = l_828;
}
}
}
const float l_836 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_837 = reinterpret_cast<uint32 const&>(l_836);
const uint32 l_838 = l_837 ^ uint32(2147483648);
const float l_839 = reinterpret_cast<float const&>(l_838);
const uint32 l_840 = reinterpret_cast<uint32 const&>(l_839);
const uint32 l_841 = l_840 & uint32(2147483647);
const float l_842 = reinterpret_cast<float const&>(l_841);
const double l_843 = double(l_842);
l_mut_77 = l_843;
const bool l_844 = l_841 < uint32(8388608);
if (l_844) {
const double l_845 = double(l_841);
const double l_846 = l_845 * double(1.401298464324817e-45);
l_mut_77 = l_846;
}
const uint64 l_847 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_848 = l_840 >> uint32(31);
const uint64 l_849 = uint64(l_848);
const uint64 l_850 = l_849 << uint64(63);
const uint64 l_851 = l_847 | l_850;
const double l_852 = reinterpret_cast<double const&>(l_851);
const double l_853 = l_788 + l_787;
const bool l_854 = l_853 <= l_802;
l_mut_353 = l_854;
const double l_855 = l_788 - l_787;
const bool l_856 = l_855 > l_802;
l_mut_350 = l_856;
const double l_857 = l_789 - l_787;
const bool l_858 = l_857 >= l_802;
l_mut_347 = l_858;
const double l_859 = l_789 + l_787;
const bool l_860 = l_859 < l_802;
l_mut_344 = l_860;
if (l_222) {
const double l_861 = l_788 + l_787;
const bool l_862 = l_861 < l_824;
l_mut_353 = l_862;
const double l_863 = l_788 - l_787;
const bool l_864 = l_863 >= l_824;
l_mut_350 = l_864;
const double l_865 = l_789 - l_787;
const bool l_866 = l_865 > l_852;
l_mut_347 = l_866;
const double l_867 = l_789 + l_787;
const bool l_868 = l_867 <= l_852;
l_mut_344 = l_868;
}
l_mut_293 = uint32(2);
const bool l_869 = l_mut_350 || l_mut_344;
if (l_869) {
l_mut_293 = uint32(1);
} else {
const bool l_870 = l_mut_353 && l_mut_347;
if (l_870) {
l_mut_293 = uint32(0);
}
}
const uint32 l_871 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_872 = l_871 & uint32(2147483647);
const bool l_873 = l_872 == uint32(0);
if (l_873) {
const double l_874 = l_788 + l_787;
const bool l_875 = l_874 < double(1.1754943508222875e-38);
const double l_876 = l_789 - l_787;
const bool l_877 = l_876 > double(-1.1754943508222875e-38);
const bool l_878 = l_875 && l_877;
const double l_879 = l_788 - l_787;
const bool l_880 = l_879 < double(1.1754943508222875e-38);
const double l_881 = l_789 + l_787;
const bool l_882 = l_881 > double(-1.1754943508222875e-38);
const bool l_883 = l_880 && l_882;
if (l_878) {
l_mut_293 = uint32(0);
} else {
const bool l_884 = l_mut_293 == uint32(1);
const bool l_885 = l_883 && l_884;
if (l_885) {
l_mut_293 = uint32(2);
}
}
}
l_mut_236 = l_mut_293;
}
} else {
const bool l_886 = l_218 == uint32(7);
if (l_886) {
const double l_887 = abs(l_mut_31);
const double l_888 = l_224 * l_887;
l_mut_77 = l_888;
const double l_889 = abs(l_mut_31);
l_mut_45 = double(1.401298464324817e-45);
const bool l_890 = l_889 >= double(1.1754943508222875e-38);
const bool l_891 = l_889 <= double(1.7976931348623157e308);
const bool l_892 = l_890 && l_891;
if (l_892) {
const uint64 l_893 = reinterpret_cast<uint64 const&>(l_889);
const uint64 l_894 = l_893 >> uint64(52);
const uint64 l_895 = l_894 - uint64(23);
const uint64 l_896 = l_895 << uint64(52);
const double l_897 = reinterpret_cast<double const&>(l_896);
l_mut_45 = l_897;
}
const double l_898 = double(0.5) * l_mut_45;
const bool l_899 = l_898 > l_mut_77;
if (l_899) {
l_mut_77 = l_898;
}
const double l_900 = l_mut_31 - l_234;
const double l_901 = abs(l_900);
l_mut_45 = double(1.401298464324817e-45);
const bool l_902 = l_901 >= double(1.1754943508222875e-38);
const bool l_903 = l_901 <= double(1.7976931348623157e308);
const bool l_904 = l_902 && l_903;
if (l_904) {
const uint64 l_905 = reinterpret_cast<uint64 const&>(l_901);
const uint64 l_906 = l_905 >> uint64(52);
const uint64 l_907 = l_906 - uint64(23);
const uint64 l_908 = l_907 << uint64(52);
const double l_909 = reinterpret_cast<double const&>(l_908);
l_mut_45 = l_909;
}
const double l_910 = l_mut_31 + l_234;
const double l_911 = abs(l_910);
l_mut_912 = double(1.401298464324817e-45);
const bool l_913 = l_911 >= double(1.1754943508222875e-38);
const bool l_914 = l_911 <= double(1.7976931348623157e308);
const bool l_915 = l_913 && l_914;
if (l_915) {
const uint64 l_916 = reinterpret_cast<uint64 const&>(l_911);
const uint64 l_917 = l_916 >> uint64(52);
const uint64 l_918 = l_917 - uint64(23);
const uint64 l_919 = l_918 << uint64(52);
const double l_920 = reinterpret_cast<double const&>(l_919);
l_mut_912 = l_920;
}
const bool l_921 = l_mut_45 == l_mut_912;
if (l_921) {
const double l_922 = l_224 * l_234;
const double l_923 = l_234 + l_922;
const double l_924 = l_mut_77 * double(1.4551915228366852e-11);
const double l_925 = l_923 + l_924;
const double l_926 = l_mut_31 - l_mut_77;
const double l_927 = l_mut_31 + l_mut_77;
const uint32 l_928 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_929 = l_928 & uint32(2147483647);
const float l_930 = reinterpret_cast<float const&>(l_929);
const double l_931 = double(l_930);
l_mut_912 = l_931;
const bool l_932 = l_929 < uint32(8388608);
if (l_932) {
const double l_933 = double(l_929);
const double l_934 = l_933 * double(1.401298464324817e-45);
l_mut_912 = l_934;
}
const uint64 l_935 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_936 = l_928 >> uint32(31);
const uint64 l_937 = uint64(l_936);
const uint64 l_938 = l_937 << uint64(63);
const uint64 l_939 = l_935 | l_938;
const double l_940 = reinterpret_cast<double const&>(l_939);
const uint32 l_941 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_942 = l_941 + uint32(1);
l_mut_293 = l_942;
const uint32 l_943 = l_941 & uint32(2147483647);
const bool l_944 = l_943 == uint32(0);
if (l_944) {
l_mut_293 = uint32(1);
} else {
const uint32 l_945 = l_941 & uint32(2147483648);
const bool l_946 = l_945 != uint32(0);
if (l_946) {
const uint32 l_947 = l_941 - uint32(1);
l_mut_293 = l_947;
} else {
const bool l_948 = l_941 == uint32(2139095040);
if (l_948) {
l_mut_293 = l_941;
}
}
}
const float l_949 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_950 = reinterpret_cast<uint32 const&>(l_949);
const uint32 l_951 = l_950 & uint32(2147483647);
const float l_952 = reinterpret_cast<float const&>(l_951);
const double l_953 = double(l_952);
l_mut_912 = l_953;
const bool l_954 = l_951 < uint32(8388608);
if (l_954) {
const double l_955 = double(l_951);
const double l_956 = l_955 * double(1.401298464324817e-45);
l_mut_912 = l_956;
}
const uint64 l_957 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_958 = l_950 >> uint32(31);
const uint64 l_959 = uint64(l_958);
const uint64 l_960 = l_959 << uint64(63);
const uint64 l_961 = l_957 | l_960;
const double l_962 = reinterpret_cast<double const&>(l_961);
const uint32 l_963 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_964 = l_963 ^ uint32(2147483648);
const float l_965 = reinterpret_cast<float const&>(l_964);
const uint32 l_966 = reinterpret_cast<uint32 const&>(l_965);
const uint32 l_967 = l_966 + uint32(1);
l_mut_293 = l_967;
const uint32 l_968 = l_966 & uint32(2147483647);
const bool l_969 = l_968 == uint32(0);
if (l_969) {
l_mut_293 = uint32(1);
} else {
const uint32 l_970 = l_966 & uint32(2147483648);
const bool l_971 = l_970 != uint32(0);
if (l_971) {
const uint32 l_972 = l_966 - uint32(1);
l_mut_293 = l_972;
} else {
const bool l_973 = l_966 == uint32(2139095040);
if (l_973) {
l_mut_293 = l_966;
}
}
}
const float l_974 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_975 = reinterpret_cast<uint32 const&>(l_974);
const uint32 l_976 = l_975 ^ uint32(2147483648);
const float l_977 = reinterpret_cast<float const&>(l_976);
const uint32 l_978 = reinterpret_cast<uint32 const&>(l_977);
const uint32 l_979 = l_978 & uint32(2147483647);
const float l_980 = reinterpret_cast<float const&>(l_979);
const double l_981 = double(l_980);
l_mut_912 = l_981;
const bool l_982 = l_979 < uint32(8388608);
if (l_982) {
const double l_983 = double(l_979);
const double l_984 = l_983 * double(1.401298464324817e-45);
l_mut_912 = l_984;
}
const uint64 l_985 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_986 = l_978 >> uint32(31);
const uint64 l_987 = uint64(l_986);
const uint64 l_988 = l_987 << uint64(63);
const uint64 l_989 = l_985 | l_988;
const double l_990 = reinterpret_cast<double const&>(l_989);
const double l_991 = l_926 + l_925;
const bool l_992 = l_991 <= l_940;
l_mut_353 = l_992;
const double l_993 = l_926 - l_925;
const bool l_994 = l_993 > l_940;
l_mut_350 = l_994;
const double l_995 = l_927 - l_925;
const bool l_996 = l_995 >= l_940;
l_mut_347 = l_996;
const double l_997 = l_927 + l_925;
const bool l_998 = l_997 < l_940;
l_mut_344 = l_998;
if (l_222) {
const double l_999 = l_926 + l_925;
const bool l_1000 = l_999 < l_962;
l_mut_353 = l_1000;
const double l_1001 = l_926 - l_925;
const bool l_1002 = l_1001 >= l_962;
l_mut_350 = l_1002;
const double l_1003 = l_927 - l_925;
const bool l_1004 = l_1003 > l_990;
l_mut_347 = l_1004;
const double l_1005 = l_927 + l_925;
const bool l_1006 = l_1005 <= l_990;
l_mut_344 = l_1006;
}
l_mut_293 = uint32(2);
const bool l_1007 = l_mut_350 || l_mut_344;
if (l_1007) {
l_mut_293 = uint32(1);
} else {
const bool l_1008 = l_mut_353 && l_mut_347;
if (l_1008) {
l_mut_293 = uint32(0);
}
}
const uint32 l_1009 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1010 = l_1009 & uint32(2147483647);
const bool l_1011 = l_1010 == uint32(0);
if (l_1011) {
const double l_1012 = l_926 + l_925;
const bool l_1013 = l_1012 < double(1.1754943508222875e-38);
const double l_1014 = l_927 - l_925;
const bool l_1015 = l_1014 > double(-1.1754943508222875e-38);
const bool l_1016 = l_1013 && l_1015;
const double l_1017 = l_926 - l_925;
const bool l_1018 = l_1017 < double(1.1754943508222875e-38);
const double l_1019 = l_927 + l_925;
const bool l_1020 = l_1019 > double(-1.1754943508222875e-38);
const bool l_1021 = l_1018 && l_1020;
if (l_1016) {
l_mut_293 = uint32(0);
} else {
const bool l_1022 = l_mut_293 == uint32(1);
const bool l_1023 = l_1021 && l_1022;
if (l_1023) {
l_mut_293 = uint32(2);
}
}
}
l_mut_236 = l_mut_293;
}
} else {
const bool l_1024 = l_218 == uint32(8);
if (l_1024) {
const bool l_1025 = l_231 >= double(0.5);
const bool l_1026 = l_231 <= double(2.0);
const bool l_1027 = l_1025 && l_1026;
if (l_1027) {
const double l_1028 = l_224 * double(1.4551915228366852e-11);
const double l_1029 = l_234 + l_1028;
const double l_1030 = l_mut_31 - l_224;
const double l_1031 = l_mut_31 + l_224;
const uint32 l_1032 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1033 = l_1032 & uint32(2147483647);
const float l_1034 = reinterpret_cast<float const&>(l_1033);
const double l_1035 = double(l_1034);
l_mut_912 = l_1035;
const bool l_1036 = l_1033 < uint32(8388608);
if (l_1036) {
const double l_1037 = double(l_1033);
const double l_1038 = l_1037 * double(1.401298464324817e-45);
l_mut_912 = l_1038;
}
const uint64 l_1039 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1040 = l_1032 >> uint32(31);
const uint64 l_1041 = uint64(l_1040);
const uint64 l_1042 = l_1041 << uint64(63);
const uint64 l_1043 = l_1039 | l_1042;
const double l_1044 = reinterpret_cast<double const&>(l_1043);
const uint32 l_1045 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1046 = l_1045 + uint32(1);
l_mut_293 = l_1046;
const uint32 l_1047 = l_1045 & uint32(2147483647);
const bool l_1048 = l_1047 == uint32(0);
if (l_1048) {
l_mut_293 = uint32(1);
} else {
const uint32 l_1049 = l_1045 & uint32(2147483648);
const bool l_1050 = l_1049 != uint32(0);
if (l_1050) {
const uint32 l_1051 = l_1045 - uint32(1);
l_mut_293 = l_1051;
} else {
const bool l_1052 = l_1045 == uint32(2139095040);
if (l_1052) {
l_mut_293 = l_1045;
}
}
}
const float l_1053 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_1054 = reinterpret_cast<uint32 const&>(l_1053);
const uint32 l_1055 = l_1054 & uint32(2147483647);
const float l_1056 = reinterpret_cast<float const&>(l_1055);
const double l_1057 = double(l_1056);
l_mut_912 = l_1057;
const bool l_1058 = l_1055 < uint32(8388608);
if (l_1058) {
const double l_1059 = double(l_1055);
const double l_1060 = l_1059 * double(1.401298464324817e-45);
l_mut_912 = l_1060;
}
const uint64 l_1061 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1062 = l_1054 >> uint32(31);
const uint64 l_1063 = uint64(l_1062);
const uint64 l_1064 = l_1063 << uint64(63);
const uint64 l_1065 = l_1061 | l_1064;
const double l_1066 = reinterpret_cast<double const&>(l_1065);
const uint32 l_1067 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1068 = l_1067 ^ uint32(2147483648);
const float l_1069 = reinterpret_cast<float const&>(l_1068);
const uint32 l_1070 = reinterpret_cast<uint32 const&>(l_1069);
const uint32 l_1071 = l_1070 + uint32(1);
l_mut_293 = l_1071;
const uint32 l_1072 = l_1070 & uint32(2147483647);
const bool l_1073 = l_1072 == uint32(0);
if (l_1073) {
l_mut_293 = uint32(1);
} else {
const uint32 l_1074 = l_1070 & uint32(2147483648);
const bool l_1075 = l_1074 != uint32(0);
if (l_1075) {
const uint32 l_1076 = l_1070 - uint32(1);
l_mut_293 = l_1076;
} else {
const bool l_1077 = l_1070 == uint32(2139095040);
if (l_1077) {
l_mut_293 = l_1070;
}
}
}
const float l_1078 = reinterpret_cast<float const&>(l_mut_293);
const uint32 l_1079 = reinterpret_cast<uint32 const&>(l_1078);
const uint32 l_1080 = l_1079 ^ uint32(2147483648);
const float l_1081 = reinterpret_cast<float const&>(l_1080);
const uint32 l_1082 = reinterpret_cast<uint32 const&>(l_1081);
const uint32 l_1083 = l_1082 & uint32(2147483647);
const float l_1084 = reinterpret_cast<float const&>(l_1083);
const double l_1085 = double(l_1084);
l_mut_912 = l_1085;
const bool l_1086 = l_1083 < uint32(8388608);
if (l_1086) {
const double l_1087 = double(l_1083);
const double l_1088 = l_1087 * double(1.401298464324817e-45);
l_mut_912 = l_1088;
}
const uint64 l_1089 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1090 = l_1082 >> uint32(31);
const uint64 l_1091 = uint64(l_1090);
const uint64 l_1092 = l_1091 << uint64(63);
const uint64 l_1093 = l_1089 | l_1092;
const double l_1094 = reinterpret_cast<double const&>(l_1093);
const double l_1095 = l_1030 + l_1029;
const bool l_1096 = l_1095 <= l_1044;
l_mut_353 = l_1096;
const double l_1097 = l_1030 - l_1029;
const bool l_1098 = l_1097 > l_1044;
l_mut_350 = l_1098;
const double l_1099 = l_1031 - l_1029;
const bool l_1100 = l_1099 >= l_1044;
l_mut_347 = l_1100;
const double l_1101 = l_1031 + l_1029;
const bool l_1102 = l_1101 < l_1044;
l_mut_344 = l_1102;
if (l_222) {
const double l_1103 = l_1030 + l_1029;
const bool l_1104 = l_1103 < l_1066;
l_mut_353 = l_1104;
const double l_1105 = l_1030 - l_1029;
const bool l_1106 = l_1105 >= l_1066;
l_mut_350 = l_1106;
const double l_1107 = l_1031 - l_1029;
const bool l_1108 = l_1107 > l_1094;
l_mut_347 = l_1108;
const double l_1109 = l_1031 + l_1029;
const bool l_1110 = l_1109 <= l_1094;
l_mut_344 = l_1110;
}
l_mut_293 = uint32(2);
const bool l_1111 = l_mut_350 || l_mut_344;
if (l_1111) {
l_mut_293 = uint32(1);
} else {
const bool l_1112 = l_mut_353 && l_mut_347;
if (l_1112) {
l_mut_293 = uint32(0);
}
}
const uint32 l_1113 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1114 = l_1113 & uint32(2147483647);
const bool l_1115 = l_1114 == uint32(0);
if (l_1115) {
const double l_1116 = l_1030 + l_1029;
const bool l_1117 = l_1116 < double(1.1754943508222875e-38);
const double l_1118 = l_1031 - l_1029;
const bool l_1119 = l_1118 > double(-1.1754943508222875e-38);
const bool l_1120 = l_1117 && l_1119;
const double l_1121 = l_1030 - l_1029;
const bool l_1122 = l_1121 < double(1.1754943508222875e-38);
const double l_1123 = l_1031 + l_1029;
const bool l_1124 = l_1123 > double(-1.1754943508222875e-38);
const bool l_1125 = l_1122 && l_1124;
if (l_1120) {
l_mut_293 = uint32(0);
} else {
const bool l_1126 = l_mut_293 == uint32(1);
const bool l_1127 = l_1125 && l_1126;
if (l_1127) {
l_mut_293 = uint32(2);
}
}
}
l_mut_236 = l_mut_293;
} else {
const double l_1128 = abs(l_mut_31);
l_mut_912 = double(1.401298464324817e-45);
const bool l_1129 = l_1128 >= double(1.1754943508222875e-38);
const bool l_1130 = l_1128 <= double(1.7976931348623157e308);
const bool l_1131 = l_1129 && l_1130;
if (l_1131) {
const uint64 l_1132 = reinterpret_cast<uint64 const&>(l_1128);
const uint64 l_1133 = l_1132 >> uint64(52);
const uint64 l_1134 = l_1133 - uint64(23);
const uint64 l_1135 = l_1134 << uint64(52);
const double l_1136 = reinterpret_cast<double const&>(l_1135);
l_mut_912 = l_1136;
}
const double l_1137 = l_227 * l_mut_912;
l_mut_293 = uint32(2);
const double l_1138 = l_mut_31 - l_234;
const double l_1139 = abs(l_1138);
l_mut_912 = double(1.401298464324817e-45);
const bool l_1140 = l_1139 >= double(1.1754943508222875e-38);
const bool l_1141 = l_1139 <= double(1.7976931348623157e308);
const bool l_1142 = l_1140 && l_1141;
if (l_1142) {
const uint64 l_1143 = reinterpret_cast<uint64 const&>(l_1139);
const uint64 l_1144 = l_1143 >> uint64(52);
const uint64 l_1145 = l_1144 - uint64(23);
const uint64 l_1146 = l_1145 << uint64(52);
const double l_1147 = reinterpret_cast<double const&>(l_1146);
l_mut_912 = l_1147;
}
const double l_1148 = l_mut_31 + l_234;
const double l_1149 = abs(l_1148);
l_mut_77 = double(1.401298464324817e-45);
const bool l_1150 = l_1149 >= double(1.1754943508222875e-38);
const bool l_1151 = l_1149 <= double(1.7976931348623157e308);
const bool l_1152 = l_1150 && l_1151;
if (l_1152) {
const uint64 l_1153 = reinterpret_cast<uint64 const&>(l_1149);
const uint64 l_1154 = l_1153 >> uint64(52);
const uint64 l_1155 = l_1154 - uint64(23);
const uint64 l_1156 = l_1155 << uint64(52);
const double l_1157 = reinterpret_cast<double const&>(l_1156);
l_mut_77 = l_1157;
}
const bool l_1158 = l_mut_912 == l_mut_77;
if (l_1158) {
const double l_1159 = l_1137 * double(1.4551915228366852e-11);
const double l_1160 = l_234 + l_1159;
const double l_1161 = l_mut_31 - l_1137;
const double l_1162 = l_mut_31 + l_1137;
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1164 = l_1163 & uint32(2147483647);
const float l_1165 = reinterpret_cast<float const&>(l_1164);
const double l_1166 = double(l_1165);
l_mut_912 = l_1166;
const bool l_1167 = l_1164 < uint32(8388608);
if (l_1167) {
const double l_1168 = double(l_1164);
const double l_1169 = l_1168 * double(1.401298464324817e-45);
l_mut_912 = l_1169;
}
const uint64 l_1170 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1171 = l_1163 >> uint32(31);
const uint64 l_1172 = uint64(l_1171);
const uint64 l_1173 = l_1172 << uint64(63);
const uint64 l_1174 = l_1170 | l_1173;
const double l_1175 = reinterpret_cast<double const&>(l_1174);
const uint32 l_1176 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1177 = l_1176 + uint32(1);
l_mut_252 = l_1177;
const uint32 l_1178 = l_1176 & uint32(2147483647);
const bool l_1179 = l_1178 == uint32(0);
if (l_1179) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1180 = l_1176 & uint32(2147483648);
const bool l_1181 = l_1180 != uint32(0);
if (l_1181) {
const uint32 l_1182 = l_1176 - uint32(1);
l_mut_252 = l_1182;
} else {
const bool l_1183 = l_1176 == uint32(2139095040);
if (l_1183) {
l_mut_252 = l_1176;
}
}
}
const float l_1184 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1185 = reinterpret_cast<uint32 const&>(l_1184);
const uint32 l_1186 = l_1185 & uint32(2147483647);
const float l_1187 = reinterpret_cast<float const&>(l_1186);
const double l_1188 = double(l_1187);
l_mut_912 = l_1188;
const bool l_1189 = l_1186 < uint32(8388608);
if (l_1189) {
const double l_1190 = double(l_1186);
const double l_1191 = l_1190 * double(1.401298464324817e-45);
l_mut_912 = l_1191;
}
const uint64 l_1192 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1193 = l_1185 >> uint32(31);
const uint64 l_1194 = uint64(l_1193);
const uint64 l_1195 = l_1194 << uint64(63);
const uint64 l_1196 = l_1192 | l_1195;
const double l_1197 = reinterpret_cast<double const&>(l_1196);
const uint32 l_1198 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1199 = l_1198 ^ uint32(2147483648);
const float l_1200 = reinterpret_cast<float const&>(l_1199);
const uint32 l_1201 = reinterpret_cast<uint32 const&>(l_1200);
const uint32 l_1202 = l_1201 + uint32(1);
l_mut_252 = l_1202;
const uint32 l_1203 = l_1201 & uint32(2147483647);
const bool l_1204 = l_1203 == uint32(0);
if (l_1204) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1205 = l_1201 & uint32(2147483648);
const bool l_1206 = l_1205 != uint32(0);
if (l_1206) {
const uint32 l_1207 = l_1201 - uint32(1);
l_mut_252 = l_1207;
} else {
const bool l_1208 = l_1201 == uint32(2139095040);
if (l_1208) {
l_mut_252 = l_1201;
}
}
}
const float l_1209 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1210 = reinterpret_cast<uint32 const&>(l_1209);
const uint32 l_1211 = l_1210 ^ uint32(2147483648);
const float l_1212 = reinterpret_cast<float const&>(l_1211);
const uint32 l_1213 = reinterpret_cast<uint32 const&>(l_1212);
const uint32 l_1214 = l_1213 & uint32(2147483647);
const float l_1215 = reinterpret_cast<float const&>(l_1214);
const double l_1216 = double(l_1215);
l_mut_912 = l_1216;
const bool l_1217 = l_1214 < uint32(8388608);
if (l_1217) {
const double l_1218 = double(l_1214);
const double l_1219 = l_1218 * double(1.401298464324817e-45);
l_mut_912 = l_1219;
}
const uint64 l_1220 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1221 = l_1213 >> uint32(31);
const uint64 l_1222 = uint64(l_1221);
const uint64 l_1223 = l_1222 << uint64(63);
const uint64 l_1224 = l_1220 | l_1223;
const double l_1225 = reinterpret_cast<double const&>(l_1224);
const double l_1226 = l_1161 + l_1160;
const bool l_1227 = l_1226 <= l_1175;
l_mut_353 = l_1227;
const double l_1228 = l_1161 - l_1160;
const bool l_1229 = l_1228 > l_1175;
l_mut_350 = l_1229;
const double l_1230 = l_1162 - l_1160;
const bool l_1231 = l_1230 >= l_1175;
l_mut_347 = l_1231;
const double l_1232 = l_1162 + l_1160;
const bool l_1233 = l_1232 < l_1175;
l_mut_344 = l_1233;
if (l_222) {
const double l_1234 = l_1161 + l_1160;
const bool l_1235 = l_1234 < l_1197;
l_mut_353 = l_1235;
const double l_1236 = l_1161 - l_1160;
const bool l_1237 = l_1236 >= l_1197;
l_mut_350 = l_1237;
const double l_1238 = l_1162 - l_1160;
const bool l_1239 = l_1238 > l_1225;
l_mut_347 = l_1239;
const double l_1240 = l_1162 + l_1160;
const bool l_1241 = l_1240 <= l_1225;
l_mut_344 = l_1241;
}
l_mut_252 = uint32(2);
const bool l_1242 = l_mut_350 || l_mut_344;
if (l_1242) {
l_mut_252 = uint32(1);
} else {
const bool l_1243 = l_mut_353 && l_mut_347;
if (l_1243) {
l_mut_252 = uint32(0);
}
}
const uint32 l_1244 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1245 = l_1244 & uint32(2147483647);
const bool l_1246 = l_1245 == uint32(0);
if (l_1246) {
const double l_1247 = l_1161 + l_1160;
const bool l_1248 = l_1247 < double(1.1754943508222875e-38);
const double l_1249 = l_1162 - l_1160;
const bool l_1250 = l_1249 > double(-1.1754943508222875e-38);
const bool l_1251 = l_1248 && l_1250;
const double l_1252 = l_1161 - l_1160;
const bool l_1253 = l_1252 < double(1.1754943508222875e-38);
const double l_1254 = l_1162 + l_1160;
const bool l_1255 = l_1254 > double(-1.1754943508222875e-38);
const bool l_1256 = l_1253 && l_1255;
if (l_1251) {
l_mut_252 = uint32(0);
} else {
const bool l_1257 = l_mut_252 == uint32(1);
const bool l_1258 = l_1256 && l_1257;
if (l_1258) {
l_mut_252 = uint32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
}
} else {
const bool l_1259 = l_218 == uint32(14);
if (l_1259) {
l_mut_236 = uint32(0);
const bool l_1260 = l_231 > double(0.0);
if (l_1260) {
const float l_1261 = float(l_231);
const uint32 l_1262 = reinterpret_cast<uint32 const&>(l_1261);
const uint32 l_1263 = l_1262 & uint32(2147483647);
const float l_1264 = reinterpret_cast<float const&>(l_1263);
const double l_1265 = double(l_1264);
l_mut_912 = l_1265;
const bool l_1266 = l_1263 < uint32(8388608);
if (l_1266) {
const double l_1267 = double(l_1263);
const double l_1268 = l_1267 * double(1.401298464324817e-45);
l_mut_912 = l_1268;
}
const uint64 l_1269 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1270 = l_1262 >> uint32(31);
const uint64 l_1271 = uint64(l_1270);
const uint64 l_1272 = l_1271 << uint64(63);
const uint64 l_1273 = l_1269 | l_1272;
const double l_1274 = reinterpret_cast<double const&>(l_1273);
l_mut_912 = l_1274;
const bool l_1275 = l_1274 < double(0.0);
if (l_1275) {
const uint64 l_1276 = reinterpret_cast<uint64 const&>(l_1274);
const uint64 l_1277 = l_1276 | uint64(9221120237041090560);
const double l_1278 = reinterpret_cast<double const&>(l_1277);
l_mut_912 = l_1278;
} else {
const bool l_1279 = l_1274 == double(0.0);
if (l_1279) {
const double l_1280 = abs(l_1274);
const uint64 l_1281 = reinterpret_cast<uint64 const&>(l_1280);
const uint64 l_1282 = l_1281 | uint64(9218868437227405312);
const uint64 l_1283 = l_1282 & uint64(18442240474082181120);
const double l_1284 = reinterpret_cast<double const&>(l_1283);
const double l_1285 = -l_1284;
l_mut_912 = l_1285;
} else {
const uint32 l_1286 = reinterpret_cast<uint32 const&>(l_1261);
const bool l_1287 = l_1286 < uint32(2139095040);
if (l_1287) {
const uint64 l_1288 = reinterpret_cast<uint64 const&>(l_1274);
const uint64 l_1289 = l_1288 >> uint64(52);
const uint64 l_1290 = l_1289 & uint64(2047);
const int32 l_1291 = int32(l_1290);
const int32 l_1292 = l_1291 - int32(1023);
l_mut_73 = l_1292;
const uint64 l_1293 = l_1288 & uint64(4503599627370495);
const uint64 l_1294 = l_1293 | uint64(4607182418800017408);
const double l_1295 = reinterpret_cast<double const&>(l_1294);
l_mut_77 = l_1295;
const bool l_1296 = l_mut_77 > double(1.4142135623730951);
if (l_1296) {
l_mut_77 = l_mut_77 * double(0.5);
l_mut_73 = l_mut_73 + int32(1);
}
const double l_1297 = l_mut_77 - double(1.0);
const double l_1298 = double(2.0) + l_1297;
const double l_1299 = l_1297 / l_1298;
const double l_1300 = l_1299 * l_1299;
const double l_1301 = l_1300 * double(0.04);
const double l_1302 = l_1301 + double(0.043478260869565216);
l_mut_77 = l_1302;
const double l_1303 = l_mut_77 * l_1300;
const double l_1304 = l_1303 + double(0.047619047619047616);
l_mut_77 = l_1304;
const double l_1305 = l_mut_77 * l_1300;
const double l_1306 = l_1305 + double(0.05263157894736842);
l_mut_77 = l_1306;
const double l_1307 = l_mut_77 * l_1300;
const double l_1308 = l_1307 + double(0.058823529411764705);
l_mut_77 = l_1308;
const double l_1309 = l_mut_77 * l_1300;
const double l_1310 = l_1309 + double(0.06666666666666667);
l_mut_77 = l_1310;
const double l_1311 = l_mut_77 * l_1300;
const double l_1312 = l_1311 + double(0.07692307692307693);
l_mut_77 = l_1312;
const double l_1313 = l_mut_77 * l_1300;
const double l_1314 = l_1313 + double(0.09090909090909091);
l_mut_77 = l_1314;
const double l_1315 = l_mut_77 * l_1300;
const double l_1316 = l_1315 + double(0.1111111111111111);
l_mut_77 = l_1316;
const double l_1317 = l_mut_77 * l_1300;
const double l_1318 = l_1317 + double(0.14285714285714285);
l_mut_77 = l_1318;
const double l_1319 = l_mut_77 * l_1300;
const double l_1320 = l_1319 + double(0.2);
l_mut_77 = l_1320;
const double l_1321 = l_mut_77 * l_1300;
const double l_1322 = l_1321 + double(0.3333333333333333);
l_mut_77 = l_1322;
const double l_1323 = double(2.0) * l_1299;
const double l_1324 = double(2.0) * l_1299;
const double l_1325 = l_1324 * l_1300;
const double l_1326 = l_1325 * l_mut_77;
const double l_1327 = l_1323 + l_1326;
const double l_1328 = double(l_mut_73);
const double l_1329 = l_1328 * double(0.6931471824645996);
const double l_1330 = l_1328 * double(-1.904654299957768e-9);
const double l_1331 = l_1330 + l_1327;
const double l_1332 = l_1329 + l_1331;
l_mut_912 = l_1332;
}
}
}
const double l_1333 = l_mut_912 / double(0.6931471805599453);
const double l_1334 = abs(l_1333);
const double l_1335 = l_224 * l_1334;
l_mut_912 = l_1335;
const bool l_1336 = l_231 >= double(0.5);
const bool l_1337 = l_231 <= double(2.0);
const bool l_1338 = l_1336 && l_1337;
if (l_1338) {
l_mut_912 = l_224;
}
const double l_1339 = abs(l_1333);
const double l_1340 = l_1339 * double(1.4551915228366852e-11);
const double l_1341 = double(1.0) + l_224;
const double l_1342 = l_1340 * l_1341;
const double l_1343 = l_1333 - l_mut_912;
const double l_1344 = l_1333 + l_mut_912;
const double l_1346 = l_1343 * l_227;
const double l_1347 = l_1343 * l_230;
const double l_1348 = l_1344 * l_227;
const double l_1349 = l_1344 * l_230;
l_arr_1345[uint32(0)] = l_1346;
l_arr_1345[uint32(1)] = l_1346;
const double l_1350 = l_arr_1345[uint32(0)];
const bool l_1351 = l_1347 < l_1350;
if (l_1351) {
l_arr_1345[uint32(0)] = l_1347;
}
const double l_1352 = l_arr_1345[uint32(0)];
const bool l_1353 = l_1348 < l_1352;
if (l_1353) {
l_arr_1345[uint32(0)] = l_1348;
}
const double l_1354 = l_arr_1345[uint32(0)];
const bool l_1355 = l_1349 < l_1354;
if (l_1355) {
l_arr_1345[uint32(0)] = l_1349;
}
const double l_1356 = l_arr_1345[uint32(1)];
const bool l_1357 = l_1347 > l_1356;
if (l_1357) {
l_arr_1345[uint32(1)] = l_1347;
}
const double l_1358 = l_arr_1345[uint32(1)];
const bool l_1359 = l_1348 > l_1358;
if (l_1359) {
l_arr_1345[uint32(1)] = l_1348;
}
const double l_1360 = l_arr_1345[uint32(1)];
const bool l_1361 = l_1349 > l_1360;
if (l_1361) {
l_arr_1345[uint32(1)] = l_1349;
}
const double l_1362 = l_1342 * l_230;
l_mut_293 = uint32(2);
const double l_1363 = l_arr_1345[uint32(0)];
const double l_1364 = l_1363 - l_1362;
const double l_1365 = l_1364 * double(7.1362384635298e44);
const double l_1366 = floor(l_1365);
const double l_1367 = l_1366 * double(1.401298464324817e-45);
l_mut_912 = l_1367;
const double l_1368 = abs(l_1364);
const bool l_1369 = l_1368 >= double(1.1754943508222875e-38);
if (l_1369) {
const float l_1370 = float(l_1364);
const double l_1371 = double(l_1370);
l_mut_912 = l_1371;
const bool l_1372 = l_mut_912 > l_1364;
if (l_1372) {
const uint32 l_1373 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1374 = l_1373 ^ uint32(2147483648);
const float l_1375 = reinterpret_cast<float const&>(l_1374);
const uint32 l_1376 = reinterpret_cast<uint32 const&>(l_1375);
const uint32 l_1377 = l_1376 + uint32(1);
l_mut_252 = l_1377;
const uint32 l_1378 = l_1376 & uint32(2147483647);
const bool l_1379 = l_1378 == uint32(0);
if (l_1379) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1380 = l_1376 & uint32(2147483648);
const bool l_1381 = l_1380 != uint32(0);
if (l_1381) {
const uint32 l_1382 = l_1376 - uint32(1);
l_mut_252 = l_1382;
} else {
const bool l_1383 = l_1376 == uint32(2139095040);
if (l_1383) {
l_mut_252 = l_1376;
}
}
}
const float l_1384 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1385 = reinterpret_cast<uint32 const&>(l_1384);
const uint32 l_1386 = l_1385 ^ uint32(2147483648);
const float l_1387 = reinterpret_cast<float const&>(l_1386);
const uint32 l_1388 = reinterpret_cast<uint32 const&>(l_1387);
const uint32 l_1389 = l_1388 & uint32(2147483647);
const float l_1390 = reinterpret_cast<float const&>(l_1389);
const double l_1391 = double(l_1390);
l_mut_77 = l_1391;
const bool l_1392 = l_1389 < uint32(8388608);
if (l_1392) {
const double l_1393 = double(l_1389);
const double l_1394 = l_1393 * double(1.401298464324817e-45);
l_mut_77 = l_1394;
}
const uint64 l_1395 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1396 = l_1388 >> uint32(31);
const uint64 l_1397 = uint64(l_1396);
const uint64 l_1398 = l_1397 << uint64(63);
const uint64 l_1399 = l_1395 | l_1398;
const double l_1400 = reinterpret_cast<double const&>(l_1399);
l_mut_912 = l_1400;
} else {
const uint32 l_1401 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1402 = l_1401 + uint32(1);
l_mut_252 = l_1402;
const uint32 l_1403 = l_1401 & uint32(2147483647);
const bool l_1404 = l_1403 == uint32(0);
if (l_1404) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1405 = l_1401 & uint32(2147483648);
const bool l_1406 = l_1405 != uint32(0);
if (l_1406) {
const uint32 l_1407 = l_1401 - uint32(1);
l_mut_252 = l_1407;
} else {
const bool l_1408 = l_1401 == uint32(2139095040);
if (l_1408) {
l_mut_252 = l_1401;
}
}
}
const float l_1409 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1410 = reinterpret_cast<uint32 const&>(l_1409);
const uint32 l_1411 = l_1410 & uint32(2147483647);
const float l_1412 = reinterpret_cast<float const&>(l_1411);
const double l_1413 = double(l_1412);
l_mut_77 = l_1413;
const bool l_1414 = l_1411 < uint32(8388608);
if (l_1414) {
const double l_1415 = double(l_1411);
const double l_1416 = l_1415 * double(1.401298464324817e-45);
l_mut_77 = l_1416;
}
const uint64 l_1417 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1418 = l_1410 >> uint32(31);
const uint64 l_1419 = uint64(l_1418);
const uint64 l_1420 = l_1419 << uint64(63);
const uint64 l_1421 = l_1417 | l_1420;
const double l_1422 = reinterpret_cast<double const&>(l_1421);
const bool l_1423 = l_1422 <= l_1364;
if (l_1423) {
const uint32 l_1424 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1425 = l_1424 + uint32(1);
l_mut_252 = l_1425;
const uint32 l_1426 = l_1424 & uint32(2147483647);
const bool l_1427 = l_1426 == uint32(0);
if (l_1427) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1428 = l_1424 & uint32(2147483648);
const bool l_1429 = l_1428 != uint32(0);
if (l_1429) {
const uint32 l_1430 = l_1424 - uint32(1);
l_mut_252 = l_1430;
} else {
const bool l_1431 = l_1424 == uint32(2139095040);
if (l_1431) {
l_mut_252 = l_1424;
}
}
}
const float l_1432 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1433 = reinterpret_cast<uint32 const&>(l_1432);
const uint32 l_1434 = l_1433 & uint32(2147483647);
const float l_1435 = reinterpret_cast<float const&>(l_1434);
const double l_1436 = double(l_1435);
l_mut_77 = l_1436;
const bool l_1437 = l_1434 < uint32(8388608);
if (l_1437) {
const double l_1438 = double(l_1434);
const double l_1439 = l_1438 * double(1.401298464324817e-45);
l_mut_77 = l_1439;
}
const uint64 l_1440 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1441 = l_1433 >> uint32(31);
const uint64 l_1442 = uint64(l_1441);
const uint64 l_1443 = l_1442 << uint64(63);
const uint64 l_1444 = l_1440 | l_1443;
const double l_1445 = reinterpret_cast<double const&>(l_1444);
l_mut_912 = l_1445;
}
}
}
const double l_1446 = l_1363 + l_1362;
const double l_1447 = l_1446 * double(7.1362384635298e44);
const double l_1448 = floor(l_1447);
const double l_1449 = l_1448 * double(1.401298464324817e-45);
l_mut_77 = l_1449;
const double l_1450 = abs(l_1446);
const bool l_1451 = l_1450 >= double(1.1754943508222875e-38);
if (l_1451) {
const float l_1452 = float(l_1446);
const double l_1453 = double(l_1452);
l_mut_77 = l_1453;
const bool l_1454 = l_mut_77 > l_1446;
if (l_1454) {
const uint32 l_1455 = reinterpret_cast<uint32 const&>(l_1452);
const uint32 l_1456 = l_1455 ^ uint32(2147483648);
const float l_1457 = reinterpret_cast<float const&>(l_1456);
const uint32 l_1458 = reinterpret_cast<uint32 const&>(l_1457);
const uint32 l_1459 = l_1458 + uint32(1);
l_mut_252 = l_1459;
const uint32 l_1460 = l_1458 & uint32(2147483647);
const bool l_1461 = l_1460 == uint32(0);
if (l_1461) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1462 = l_1458 & uint32(2147483648);
const bool l_1463 = l_1462 != uint32(0);
if (l_1463) {
const uint32 l_1464 = l_1458 - uint32(1);
l_mut_252 = l_1464;
} else {
const bool l_1465 = l_1458 == uint32(2139095040);
if (l_1465) {
l_mut_252 = l_1458;
}
}
}
const float l_1466 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1467 = reinterpret_cast<uint32 const&>(l_1466);
const uint32 l_1468 = l_1467 ^ uint32(2147483648);
const float l_1469 = reinterpret_cast<float const&>(l_1468);
const uint32 l_1470 = reinterpret_cast<uint32 const&>(l_1469);
const uint32 l_1471 = l_1470 & uint32(2147483647);
const float l_1472 = reinterpret_cast<float const&>(l_1471);
const double l_1473 = double(l_1472);
l_mut_45 = l_1473;
const bool l_1474 = l_1471 < uint32(8388608);
if (l_1474) {
const double l_1475 = double(l_1471);
const double l_1476 = l_1475 * double(1.401298464324817e-45);
l_mut_45 = l_1476;
}
const uint64 l_1477 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1478 = l_1470 >> uint32(31);
const uint64 l_1479 = uint64(l_1478);
const uint64 l_1480 = l_1479 << uint64(63);
const uint64 l_1481 = l_1477 | l_1480;
const double l_1482 = reinterpret_cast<double const&>(l_1481);
l_mut_77 = l_1482;
} else {
const uint32 l_1483 = reinterpret_cast<uint32 const&>(l_1452);
const uint32 l_1484 = l_1483 + uint32(1);
l_mut_252 = l_1484;
const uint32 l_1485 = l_1483 & uint32(2147483647);
const bool l_1486 = l_1485 == uint32(0);
if (l_1486) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1487 = l_1483 & uint32(2147483648);
const bool l_1488 = l_1487 != uint32(0);
if (l_1488) {
const uint32 l_1489 = l_1483 - uint32(1);
l_mut_252 = l_1489;
} else {
const bool l_1490 = l_1483 == uint32(2139095040);
if (l_1490) {
l_mut_252 = l_1483;
}
}
}
const float l_1491 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1492 = reinterpret_cast<uint32 const&>(l_1491);
const uint32 l_1493 = l_1492 & uint32(2147483647);
const float l_1494 = reinterpret_cast<float const&>(l_1493);
const double l_1495 = double(l_1494);
l_mut_45 = l_1495;
const bool l_1496 = l_1493 < uint32(8388608);
if (l_1496) {
const double l_1497 = double(l_1493);
const double l_1498 = l_1497 * double(1.401298464324817e-45);
l_mut_45 = l_1498;
}
const uint64 l_1499 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1500 = l_1492 >> uint32(31);
const uint64 l_1501 = uint64(l_1500);
const uint64 l_1502 = l_1501 << uint64(63);
const uint64 l_1503 = l_1499 | l_1502;
const double l_1504 = reinterpret_cast<double const&>(l_1503);
const bool l_1505 = l_1504 <= l_1446;
if (l_1505) {
const uint32 l_1506 = reinterpret_cast<uint32 const&>(l_1452);
const uint32 l_1507 = l_1506 + uint32(1);
l_mut_252 = l_1507;
const uint32 l_1508 = l_1506 & uint32(2147483647);
const bool l_1509 = l_1508 == uint32(0);
if (l_1509) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1510 = l_1506 & uint32(2147483648);
const bool l_1511 = l_1510 != uint32(0);
if (l_1511) {
const uint32 l_1512 = l_1506 - uint32(1);
l_mut_252 = l_1512;
} else {
const bool l_1513 = l_1506 == uint32(2139095040);
if (l_1513) {
l_mut_252 = l_1506;
}
}
}
const float l_1514 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1515 = reinterpret_cast<uint32 const&>(l_1514);
const uint32 l_1516 = l_1515 & uint32(2147483647);
const float l_1517 = reinterpret_cast<float const&>(l_1516);
const double l_1518 = double(l_1517);
l_mut_45 = l_1518;
const bool l_1519 = l_1516 < uint32(8388608);
if (l_1519) {
const double l_1520 = double(l_1516);
const double l_1521 = l_1520 * double(1.401298464324817e-45);
l_mut_45 = l_1521;
}
const uint64 l_1522 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1523 = l_1515 >> uint32(31);
const uint64 l_1524 = uint64(l_1523);
const uint64 l_1525 = l_1524 << uint64(63);
const uint64 l_1526 = l_1522 | l_1525;
const double l_1527 = reinterpret_cast<double const&>(l_1526);
l_mut_77 = l_1527;
}
}
}
const bool l_1528 = l_mut_912 == l_mut_77;
const double l_1529 = l_arr_1345[uint32(1)];
const double l_1530 = l_1529 - l_1362;
const double l_1531 = l_1530 * double(7.1362384635298e44);
const double l_1532 = floor(l_1531);
const double l_1533 = l_1532 * double(1.401298464324817e-45);
l_mut_912 = l_1533;
const double l_1534 = abs(l_1530);
const bool l_1535 = l_1534 >= double(1.1754943508222875e-38);
if (l_1535) {
const float l_1536 = float(l_1530);
const double l_1537 = double(l_1536);
l_mut_912 = l_1537;
const bool l_1538 = l_mut_912 > l_1530;
if (l_1538) {
const uint32 l_1539 = reinterpret_cast<uint32 const&>(l_1536);
const uint32 l_1540 = l_1539 ^ uint32(2147483648);
const float l_1541 = reinterpret_cast<float const&>(l_1540);
const uint32 l_1542 = reinterpret_cast<uint32 const&>(l_1541);
const uint32 l_1543 = l_1542 + uint32(1);
l_mut_252 = l_1543;
const uint32 l_1544 = l_1542 & uint32(2147483647);
const bool l_1545 = l_1544 == uint32(0);
if (l_1545) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1546 = l_1542 & uint32(2147483648);
const bool l_1547 = l_1546 != uint32(0);
if (l_1547) {
const uint32 l_1548 = l_1542 - uint32(1);
l_mut_252 = l_1548;
} else {
const bool l_1549 = l_1542 == uint32(2139095040);
if (l_1549) {
l_mut_252 = l_1542;
}
}
}
const float l_1550 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1551 = reinterpret_cast<uint32 const&>(l_1550);
const uint32 l_1552 = l_1551 ^ uint32(2147483648);
const float l_1553 = reinterpret_cast<float const&>(l_1552);
const uint32 l_1554 = reinterpret_cast<uint32 const&>(l_1553);
const uint32 l_1555 = l_1554 & uint32(2147483647);
const float l_1556 = reinterpret_cast<float const&>(l_1555);
const double l_1557 = double(l_1556);
l_mut_77 = l_1557;
const bool l_1558 = l_1555 < uint32(8388608);
if (l_1558) {
const double l_1559 = double(l_1555);
const double l_1560 = l_1559 * double(1.401298464324817e-45);
l_mut_77 = l_1560;
}
const uint64 l_1561 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1562 = l_1554 >> uint32(31);
const uint64 l_1563 = uint64(l_1562);
const uint64 l_1564 = l_1563 << uint64(63);
const uint64 l_1565 = l_1561 | l_1564;
const double l_1566 = reinterpret_cast<double const&>(l_1565);
l_mut_912 = l_1566;
} else {
const uint32 l_1567 = reinterpret_cast<uint32 const&>(l_1536);
const uint32 l_1568 = l_1567 + uint32(1);
l_mut_252 = l_1568;
const uint32 l_1569 = l_1567 & uint32(2147483647);
const bool l_1570 = l_1569 == uint32(0);
if (l_1570) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1571 = l_1567 & uint32(2147483648);
const bool l_1572 = l_1571 != uint32(0);
if (l_1572) {
const uint32 l_1573 = l_1567 - uint32(1);
l_mut_252 = l_1573;
} else {
const bool l_1574 = l_1567 == uint32(2139095040);
if (l_1574) {
l_mut_252 = l_1567;
}
}
}
const float l_1575 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1576 = reinterpret_cast<uint32 const&>(l_1575);
const uint32 l_1577 = l_1576 & uint32(2147483647);
const float l_1578 = reinterpret_cast<float const&>(l_1577);
const double l_1579 = double(l_1578);
l_mut_77 = l_1579;
const bool l_1580 = l_1577 < uint32(8388608);
if (l_1580) {
const double l_1581 = double(l_1577);
const double l_1582 = l_1581 * double(1.401298464324817e-45);
l_mut_77 = l_1582;
}
const uint64 l_1583 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1584 = l_1576 >> uint32(31);
const uint64 l_1585 = uint64(l_1584);
const uint64 l_1586 = l_1585 << uint64(63);
const uint64 l_1587 = l_1583 | l_1586;
const double l_1588 = reinterpret_cast<double const&>(l_1587);
const bool l_1589 = l_1588 <= l_1530;
if (l_1589) {
const uint32 l_1590 = reinterpret_cast<uint32 const&>(l_1536);
const uint32 l_1591 = l_1590 + uint32(1);
l_mut_252 = l_1591;
const uint32 l_1592 = l_1590 & uint32(2147483647);
const bool l_1593 = l_1592 == uint32(0);
if (l_1593) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1594 = l_1590 & uint32(2147483648);
const bool l_1595 = l_1594 != uint32(0);
if (l_1595) {
const uint32 l_1596 = l_1590 - uint32(1);
l_mut_252 = l_1596;
} else {
const bool l_1597 = l_1590 == uint32(2139095040);
if (l_1597) {
l_mut_252 = l_1590;
}
}
}
const float l_1598 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1599 = reinterpret_cast<uint32 const&>(l_1598);
const uint32 l_1600 = l_1599 & uint32(2147483647);
const float l_1601 = reinterpret_cast<float const&>(l_1600);
const double l_1602 = double(l_1601);
l_mut_77 = l_1602;
const bool l_1603 = l_1600 < uint32(8388608);
if (l_1603) {
const double l_1604 = double(l_1600);
const double l_1605 = l_1604 * double(1.401298464324817e-45);
l_mut_77 = l_1605;
}
const uint64 l_1606 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1607 = l_1599 >> uint32(31);
const uint64 l_1608 = uint64(l_1607);
const uint64 l_1609 = l_1608 << uint64(63);
const uint64 l_1610 = l_1606 | l_1609;
const double l_1611 = reinterpret_cast<double const&>(l_1610);
l_mut_912 = l_1611;
}
}
}
const double l_1612 = l_1529 + l_1362;
const double l_1613 = l_1612 * double(7.1362384635298e44);
const double l_1614 = floor(l_1613);
const double l_1615 = l_1614 * double(1.401298464324817e-45);
l_mut_77 = l_1615;
const double l_1616 = abs(l_1612);
const bool l_1617 = l_1616 >= double(1.1754943508222875e-38);
if (l_1617) {
const float l_1618 = float(l_1612);
const double l_1619 = double(l_1618);
l_mut_77 = l_1619;
const bool l_1620 = l_mut_77 > l_1612;
if (l_1620) {
const uint32 l_1621 = reinterpret_cast<uint32 const&>(l_1618);
const uint32 l_1622 = l_1621 ^ uint32(2147483648);
const float l_1623 = reinterpret_cast<float const&>(l_1622);
const uint32 l_1624 = reinterpret_cast<uint32 const&>(l_1623);
const uint32 l_1625 = l_1624 + uint32(1);
l_mut_252 = l_1625;
const uint32 l_1626 = l_1624 & uint32(2147483647);
const bool l_1627 = l_1626 == uint32(0);
if (l_1627) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1628 = l_1624 & uint32(2147483648);
const bool l_1629 = l_1628 != uint32(0);
if (l_1629) {
const uint32 l_1630 = l_1624 - uint32(1);
l_mut_252 = l_1630;
} else {
const bool l_1631 = l_1624 == uint32(2139095040);
if (l_1631) {
l_mut_252 = l_1624;
}
}
}
const float l_1632 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1633 = reinterpret_cast<uint32 const&>(l_1632);
const uint32 l_1634 = l_1633 ^ uint32(2147483648);
const float l_1635 = reinterpret_cast<float const&>(l_1634);
const uint32 l_1636 = reinterpret_cast<uint32 const&>(l_1635);
const uint32 l_1637 = l_1636 & uint32(2147483647);
const float l_1638 = reinterpret_cast<float const&>(l_1637);
const double l_1639 = double(l_1638);
l_mut_45 = l_1639;
const bool l_1640 = l_1637 < uint32(8388608);
if (l_1640) {
const double l_1641 = double(l_1637);
const double l_1642 = l_1641 * double(1.401298464324817e-45);
l_mut_45 = l_1642;
}
const uint64 l_1643 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1644 = l_1636 >> uint32(31);
const uint64 l_1645 = uint64(l_1644);
const uint64 l_1646 = l_1645 << uint64(63);
const uint64 l_1647 = l_1643 | l_1646;
const double l_1648 = reinterpret_cast<double const&>(l_1647);
l_mut_77 = l_1648;
} else {
const uint32 l_1649 = reinterpret_cast<uint32 const&>(l_1618);
const uint32 l_1650 = l_1649 + uint32(1);
l_mut_252 = l_1650;
const uint32 l_1651 = l_1649 & uint32(2147483647);
const bool l_1652 = l_1651 == uint32(0);
if (l_1652) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1653 = l_1649 & uint32(2147483648);
const bool l_1654 = l_1653 != uint32(0);
if (l_1654) {
const uint32 l_1655 = l_1649 - uint32(1);
l_mut_252 = l_1655;
} else {
const bool l_1656 = l_1649 == uint32(2139095040);
if (l_1656) {
l_mut_252 = l_1649;
}
}
}
const float l_1657 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1658 = reinterpret_cast<uint32 const&>(l_1657);
const uint32 l_1659 = l_1658 & uint32(2147483647);
const float l_1660 = reinterpret_cast<float const&>(l_1659);
const double l_1661 = double(l_1660);
l_mut_45 = l_1661;
const bool l_1662 = l_1659 < uint32(8388608);
if (l_1662) {
const double l_1663 = double(l_1659);
const double l_1664 = l_1663 * double(1.401298464324817e-45);
l_mut_45 = l_1664;
}
const uint64 l_1665 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1666 = l_1658 >> uint32(31);
const uint64 l_1667 = uint64(l_1666);
const uint64 l_1668 = l_1667 << uint64(63);
const uint64 l_1669 = l_1665 | l_1668;
const double l_1670 = reinterpret_cast<double const&>(l_1669);
const bool l_1671 = l_1670 <= l_1612;
if (l_1671) {
const uint32 l_1672 = reinterpret_cast<uint32 const&>(l_1618);
const uint32 l_1673 = l_1672 + uint32(1);
l_mut_252 = l_1673;
const uint32 l_1674 = l_1672 & uint32(2147483647);
const bool l_1675 = l_1674 == uint32(0);
if (l_1675) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1676 = l_1672 & uint32(2147483648);
const bool l_1677 = l_1676 != uint32(0);
if (l_1677) {
const uint32 l_1678 = l_1672 - uint32(1);
l_mut_252 = l_1678;
} else {
const bool l_1679 = l_1672 == uint32(2139095040);
if (l_1679) {
l_mut_252 = l_1672;
}
}
}
const float l_1680 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1681 = reinterpret_cast<uint32 const&>(l_1680);
const uint32 l_1682 = l_1681 & uint32(2147483647);
const float l_1683 = reinterpret_cast<float const&>(l_1682);
const double l_1684 = double(l_1683);
l_mut_45 = l_1684;
const bool l_1685 = l_1682 < uint32(8388608);
if (l_1685) {
const double l_1686 = double(l_1682);
const double l_1687 = l_1686 * double(1.401298464324817e-45);
l_mut_45 = l_1687;
}
const uint64 l_1688 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1689 = l_1681 >> uint32(31);
const uint64 l_1690 = uint64(l_1689);
const uint64 l_1691 = l_1690 << uint64(63);
const uint64 l_1692 = l_1688 | l_1691;
const double l_1693 = reinterpret_cast<double const&>(l_1692);
l_mut_77 = l_1693;
}
}
}
const bool l_1694 = l_mut_912 == l_mut_77;
const bool l_1695 = l_1528 && l_1694;
if (l_1695) {
const double l_1696 = l_arr_1345[uint32(0)];
const double l_1697 = l_1696 * double(7.1362384635298e44);
const double l_1698 = floor(l_1697);
const double l_1699 = l_1698 * double(1.401298464324817e-45);
l_mut_912 = l_1699;
const double l_1700 = abs(l_1696);
const bool l_1701 = l_1700 >= double(1.1754943508222875e-38);
if (l_1701) {
const float l_1702 = float(l_1696);
const double l_1703 = double(l_1702);
l_mut_912 = l_1703;
const bool l_1704 = l_mut_912 > l_1696;
if (l_1704) {
const uint32 l_1705 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1706 = l_1705 ^ uint32(2147483648);
const float l_1707 = reinterpret_cast<float const&>(l_1706);
const uint32 l_1708 = reinterpret_cast<uint32 const&>(l_1707);
const uint32 l_1709 = l_1708 + uint32(1);
l_mut_252 = l_1709;
const uint32 l_1710 = l_1708 & uint32(2147483647);
const bool l_1711 = l_1710 == uint32(0);
if (l_1711) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1712 = l_1708 & uint32(2147483648);
const bool l_1713 = l_1712 != uint32(0);
if (l_1713) {
const uint32 l_1714 = l_1708 - uint32(1);
l_mut_252 = l_1714;
} else {
const bool l_1715 = l_1708 == uint32(2139095040);
if (l_1715) {
l_mut_252 = l_1708;
}
}
}
const float l_1716 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1717 = reinterpret_cast<uint32 const&>(l_1716);
const uint32 l_1718 = l_1717 ^ uint32(2147483648);
const float l_1719 = reinterpret_cast<float const&>(l_1718);
const uint32 l_1720 = reinterpret_cast<uint32 const&>(l_1719);
const uint32 l_1721 = l_1720 & uint32(2147483647);
const float l_1722 = reinterpret_cast<float const&>(l_1721);
const double l_1723 = double(l_1722);
l_mut_77 = l_1723;
const bool l_1724 = l_1721 < uint32(8388608);
if (l_1724) {
const double l_1725 = double(l_1721);
const double l_1726 = l_1725 * double(1.401298464324817e-45);
l_mut_77 = l_1726;
}
const uint64 l_1727 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1728 = l_1720 >> uint32(31);
const uint64 l_1729 = uint64(l_1728);
const uint64 l_1730 = l_1729 << uint64(63);
const uint64 l_1731 = l_1727 | l_1730;
const double l_1732 = reinterpret_cast<double const&>(l_1731);
l_mut_912 = l_1732;
} else {
const uint32 l_1733 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1734 = l_1733 + uint32(1);
l_mut_252 = l_1734;
const uint32 l_1735 = l_1733 & uint32(2147483647);
const bool l_1736 = l_1735 == uint32(0);
if (l_1736) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1737 = l_1733 & uint32(2147483648);
const bool l_1738 = l_1737 != uint32(0);
if (l_1738) {
const uint32 l_1739 = l_1733 - uint32(1);
l_mut_252 = l_1739;
} else {
const bool l_1740 = l_1733 == uint32(2139095040);
if (l_1740) {
l_mut_252 = l_1733;
}
}
}
const float l_1741 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1742 = reinterpret_cast<uint32 const&>(l_1741);
const uint32 l_1743 = l_1742 & uint32(2147483647);
const float l_1744 = reinterpret_cast<float const&>(l_1743);
const double l_1745 = double(l_1744);
l_mut_77 = l_1745;
const bool l_1746 = l_1743 < uint32(8388608);
if (l_1746) {
const double l_1747 = double(l_1743);
const double l_1748 = l_1747 * double(1.401298464324817e-45);
l_mut_77 = l_1748;
}
const uint64 l_1749 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1750 = l_1742 >> uint32(31);
const uint64 l_1751 = uint64(l_1750);
const uint64 l_1752 = l_1751 << uint64(63);
const uint64 l_1753 = l_1749 | l_1752;
const double l_1754 = reinterpret_cast<double const&>(l_1753);
const bool l_1755 = l_1754 <= l_1696;
if (l_1755) {
const uint32 l_1756 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1757 = l_1756 + uint32(1);
l_mut_252 = l_1757;
const uint32 l_1758 = l_1756 & uint32(2147483647);
const bool l_1759 = l_1758 == uint32(0);
if (l_1759) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1760 = l_1756 & uint32(2147483648);
const bool l_1761 = l_1760 != uint32(0);
if (l_1761) {
const uint32 l_1762 = l_1756 - uint32(1);
l_mut_252 = l_1762;
} else {
const bool l_1763 = l_1756 == uint32(2139095040);
if (l_1763) {
l_mut_252 = l_1756;
}
}
}
const float l_1764 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1765 = reinterpret_cast<uint32 const&>(l_1764);
const uint32 l_1766 = l_1765 & uint32(2147483647);
const float l_1767 = reinterpret_cast<float const&>(l_1766);
const double l_1768 = double(l_1767);
l_mut_77 = l_1768;
const bool l_1769 = l_1766 < uint32(8388608);
if (l_1769) {
const double l_1770 = double(l_1766);
const double l_1771 = l_1770 * double(1.401298464324817e-45);
l_mut_77 = l_1771;
}
const uint64 l_1772 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1773 = l_1765 >> uint32(31);
const uint64 l_1774 = uint64(l_1773);
const uint64 l_1775 = l_1774 << uint64(63);
const uint64 l_1776 = l_1772 | l_1775;
const double l_1777 = reinterpret_cast<double const&>(l_1776);
l_mut_912 = l_1777;
}
}
}
const double l_1778 = l_arr_1345[uint32(1)];
const double l_1779 = -l_1778;
const double l_1780 = l_1779 * double(7.1362384635298e44);
const double l_1781 = floor(l_1780);
const double l_1782 = l_1781 * double(1.401298464324817e-45);
l_mut_77 = l_1782;
const double l_1783 = abs(l_1779);
const bool l_1784 = l_1783 >= double(1.1754943508222875e-38);
if (l_1784) {
const float l_1785 = float(l_1779);
const double l_1786 = double(l_1785);
l_mut_77 = l_1786;
const bool l_1787 = l_mut_77 > l_1779;
if (l_1787) {
const uint32 l_1788 = reinterpret_cast<uint32 const&>(l_1785);
const uint32 l_1789 = l_1788 ^ uint32(2147483648);
const float l_1790 = reinterpret_cast<float const&>(l_1789);
const uint32 l_1791 = reinterpret_cast<uint32 const&>(l_1790);
const uint32 l_1792 = l_1791 + uint32(1);
l_mut_252 = l_1792;
const uint32 l_1793 = l_1791 & uint32(2147483647);
const bool l_1794 = l_1793 == uint32(0);
if (l_1794) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1795 = l_1791 & uint32(2147483648);
const bool l_1796 = l_1795 != uint32(0);
if (l_1796) {
const uint32 l_1797 = l_1791 - uint32(1);
l_mut_252 = l_1797;
} else {
const bool l_1798 = l_1791 == uint32(2139095040);
if (l_1798) {
l_mut_252 = l_1791;
}
}
}
const float l_1799 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1800 = reinterpret_cast<uint32 const&>(l_1799);
const uint32 l_1801 = l_1800 ^ uint32(2147483648);
const float l_1802 = reinterpret_cast<float const&>(l_1801);
const uint32 l_1803 = reinterpret_cast<uint32 const&>(l_1802);
const uint32 l_1804 = l_1803 & uint32(2147483647);
const float l_1805 = reinterpret_cast<float const&>(l_1804);
const double l_1806 = double(l_1805);
l_mut_45 = l_1806;
const bool l_1807 = l_1804 < uint32(8388608);
if (l_1807) {
const double l_1808 = double(l_1804);
const double l_1809 = l_1808 * double(1.401298464324817e-45);
l_mut_45 = l_1809;
}
const uint64 l_1810 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1811 = l_1803 >> uint32(31);
const uint64 l_1812 = uint64(l_1811);
const uint64 l_1813 = l_1812 << uint64(63);
const uint64 l_1814 = l_1810 | l_1813;
const double l_1815 = reinterpret_cast<double const&>(l_1814);
l_mut_77 = l_1815;
} else {
const uint32 l_1816 = reinterpret_cast<uint32 const&>(l_1785);
const uint32 l_1817 = l_1816 + uint32(1);
l_mut_252 = l_1817;
const uint32 l_1818 = l_1816 & uint32(2147483647);
const bool l_1819 = l_1818 == uint32(0);
if (l_1819) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1820 = l_1816 & uint32(2147483648);
const bool l_1821 = l_1820 != uint32(0);
if (l_1821) {
const uint32 l_1822 = l_1816 - uint32(1);
l_mut_252 = l_1822;
} else {
const bool l_1823 = l_1816 == uint32(2139095040);
if (l_1823) {
l_mut_252 = l_1816;
}
}
}
const float l_1824 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1825 = reinterpret_cast<uint32 const&>(l_1824);
const uint32 l_1826 = l_1825 & uint32(2147483647);
const float l_1827 = reinterpret_cast<float const&>(l_1826);
const double l_1828 = double(l_1827);
l_mut_45 = l_1828;
const bool l_1829 = l_1826 < uint32(8388608);
if (l_1829) {
const double l_1830 = double(l_1826);
const double l_1831 = l_1830 * double(1.401298464324817e-45);
l_mut_45 = l_1831;
}
const uint64 l_1832 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1833 = l_1825 >> uint32(31);
const uint64 l_1834 = uint64(l_1833);
const uint64 l_1835 = l_1834 << uint64(63);
const uint64 l_1836 = l_1832 | l_1835;
const double l_1837 = reinterpret_cast<double const&>(l_1836);
const bool l_1838 = l_1837 <= l_1779;
if (l_1838) {
const uint32 l_1839 = reinterpret_cast<uint32 const&>(l_1785);
const uint32 l_1840 = l_1839 + uint32(1);
l_mut_252 = l_1840;
const uint32 l_1841 = l_1839 & uint32(2147483647);
const bool l_1842 = l_1841 == uint32(0);
if (l_1842) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1843 = l_1839 & uint32(2147483648);
const bool l_1844 = l_1843 != uint32(0);
if (l_1844) {
const uint32 l_1845 = l_1839 - uint32(1);
l_mut_252 = l_1845;
} else {
const bool l_1846 = l_1839 == uint32(2139095040);
if (l_1846) {
l_mut_252 = l_1839;
}
}
}
const float l_1847 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1848 = reinterpret_cast<uint32 const&>(l_1847);
const uint32 l_1849 = l_1848 & uint32(2147483647);
const float l_1850 = reinterpret_cast<float const&>(l_1849);
const double l_1851 = double(l_1850);
l_mut_45 = l_1851;
const bool l_1852 = l_1849 < uint32(8388608);
if (l_1852) {
const double l_1853 = double(l_1849);
const double l_1854 = l_1853 * double(1.401298464324817e-45);
l_mut_45 = l_1854;
}
const uint64 l_1855 = reinterpret_cast<uint64 const&>(l_mut_45);
const uint32 l_1856 = l_1848 >> uint32(31);
const uint64 l_1857 = uint64(l_1856);
const uint64 l_1858 = l_1857 << uint64(63);
const uint64 l_1859 = l_1855 | l_1858;
const double l_1860 = reinterpret_cast<double const&>(l_1859);
l_mut_77 = l_1860;
}
}
}
const double l_1861 = -l_mut_77;
const uint32 l_1862 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1863 = l_1862 & uint32(2147483647);
const float l_1864 = reinterpret_cast<float const&>(l_1863);
const double l_1865 = double(l_1864);
l_mut_77 = l_1865;
const bool l_1866 = l_1863 < uint32(8388608);
if (l_1866) {
const double l_1867 = double(l_1863);
const double l_1868 = l_1867 * double(1.401298464324817e-45);
l_mut_77 = l_1868;
}
const uint64 l_1869 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1870 = l_1862 >> uint32(31);
const uint64 l_1871 = uint64(l_1870);
const uint64 l_1872 = l_1871 << uint64(63);
const uint64 l_1873 = l_1869 | l_1872;
const double l_1874 = reinterpret_cast<double const&>(l_1873);
const uint32 l_1875 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1876 = l_1875 + uint32(1);
l_mut_252 = l_1876;
const uint32 l_1877 = l_1875 & uint32(2147483647);
const bool l_1878 = l_1877 == uint32(0);
if (l_1878) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1879 = l_1875 & uint32(2147483648);
const bool l_1880 = l_1879 != uint32(0);
if (l_1880) {
const uint32 l_1881 = l_1875 - uint32(1);
l_mut_252 = l_1881;
} else {
const bool l_1882 = l_1875 == uint32(2139095040);
if (l_1882) {
l_mut_252 = l_1875;
}
}
}
const float l_1883 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1884 = reinterpret_cast<uint32 const&>(l_1883);
const uint32 l_1885 = l_1884 & uint32(2147483647);
const float l_1886 = reinterpret_cast<float const&>(l_1885);
const double l_1887 = double(l_1886);
l_mut_77 = l_1887;
const bool l_1888 = l_1885 < uint32(8388608);
if (l_1888) {
const double l_1889 = double(l_1885);
const double l_1890 = l_1889 * double(1.401298464324817e-45);
l_mut_77 = l_1890;
}
const uint64 l_1891 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1892 = l_1884 >> uint32(31);
const uint64 l_1893 = uint64(l_1892);
const uint64 l_1894 = l_1893 << uint64(63);
const uint64 l_1895 = l_1891 | l_1894;
const double l_1896 = reinterpret_cast<double const&>(l_1895);
const uint32 l_1897 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1898 = l_1897 ^ uint32(2147483648);
const float l_1899 = reinterpret_cast<float const&>(l_1898);
const uint32 l_1900 = reinterpret_cast<uint32 const&>(l_1899);
const uint32 l_1901 = l_1900 + uint32(1);
l_mut_252 = l_1901;
const uint32 l_1902 = l_1900 & uint32(2147483647);
const bool l_1903 = l_1902 == uint32(0);
if (l_1903) {
l_mut_252 = uint32(1);
} else {
const uint32 l_1904 = l_1900 & uint32(2147483648);
const bool l_1905 = l_1904 != uint32(0);
if (l_1905) {
const uint32 l_1906 = l_1900 - uint32(1);
l_mut_252 = l_1906;
} else {
const bool l_1907 = l_1900 == uint32(2139095040);
if (l_1907) {
l_mut_252 = l_1900;
}
}
}
const float l_1908 = reinterpret_cast<float const&>(l_mut_252);
const uint32 l_1909 = reinterpret_cast<uint32 const&>(l_1908);
const uint32 l_1910 = l_1909 ^ uint32(2147483648);
const float l_1911 = reinterpret_cast<float const&>(l_1910);
const uint32 l_1912 = reinterpret_cast<uint32 const&>(l_1911);
const uint32 l_1913 = l_1912 & uint32(2147483647);
const float l_1914 = reinterpret_cast<float const&>(l_1913);
const double l_1915 = double(l_1914);
l_mut_77 = l_1915;
const bool l_1916 = l_1913 < uint32(8388608);
if (l_1916) {
const double l_1917 = double(l_1913);
const double l_1918 = l_1917 * double(1.401298464324817e-45);
l_mut_77 = l_1918;
}
const uint64 l_1919 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1920 = l_1912 >> uint32(31);
const uint64 l_1921 = uint64(l_1920);
const uint64 l_1922 = l_1921 << uint64(63);
const uint64 l_1923 = l_1919 | l_1922;
const double l_1924 = reinterpret_cast<double const&>(l_1923);
const double l_1925 = l_mut_912 + double(0.0);
const bool l_1926 = l_1925 <= l_1874;
l_mut_353 = l_1926;
const double l_1927 = l_mut_912 - double(0.0);
const bool l_1928 = l_1927 > l_1874;
l_mut_350 = l_1928;
const double l_1929 = l_1861 - double(0.0);
const bool l_1930 = l_1929 >= l_1874;
l_mut_347 = l_1930;
const double l_1931 = l_1861 + double(0.0);
const bool l_1932 = l_1931 < l_1874;
l_mut_344 = l_1932;
l_mut_252 = uint32(2);
const bool l_1933 = l_mut_350 || l_mut_344;
if (l_1933) {
l_mut_252 = uint32(1);
} else {
const bool l_1934 = l_mut_353 && l_mut_347;
if (l_1934) {
l_mut_252 = uint32(0);
}
}
const uint32 l_1935 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1936 = l_1935 & uint32(2147483647);
const bool l_1937 = l_1936 == uint32(0);
if (l_1937) {
const double l_1938 = l_mut_912 + double(0.0);
const bool l_1939 = l_1938 < double(1.1754943508222875e-38);
const double l_1940 = l_1861 - double(0.0);
const bool l_1941 = l_1940 > double(-1.1754943508222875e-38);
const bool l_1942 = l_1939 && l_1941;
const double l_1943 = l_mut_912 - double(0.0);
const bool l_1944 = l_1943 < double(1.1754943508222875e-38);
const double l_1945 = l_1861 + double(0.0);
const bool l_1946 = l_1945 > double(-1.1754943508222875e-38);
const bool l_1947 = l_1944 && l_1946;
if (l_1942) {
l_mut_252 = uint32(0);
} else {
const bool l_1948 = l_mut_252 == uint32(1);
const bool l_1949 = l_1947 && l_1948;
if (l_1949) {
l_mut_252 = uint32(2);
}
}
}
l_mut_293 = l_mut_252;
}
l_mut_236 = l_mut_293;
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
const uint32 l_1950 = l_arr_235[uint32(0)];
const bool l_1951 = l_1950 == uint32(0);
if (l_1951) {
l_mut_236 = uint32(2);
}
l_arr_10[l_mut_216] = l_mut_236;
const uint32 l_1952 = l_arr_10[l_mut_216];
const bool l_1953 = l_1952 == uint32(2);
if (l_1953) {
l_mut_213 = bool(false);
}
}
}
const bool l_1954 = l_mut_115 == uint32(4294967293);
if (l_1954) {
const uint32 l_1955 = l_arr_8[uint32(0)];
const uint32 l_1956 = l_1955 + uint32(1);
l_arr_8[uint32(0)] = l_1956;
} else {
if (l_mut_213) {
l_mut_912 = l_203;
const bool l_1957 = l_mut_912 < double(-17.0);
if (l_1957) {
l_mut_912 = double(-17.0);
}
const bool l_1958 = l_mut_912 > double(17.0);
if (l_1958) {
l_mut_912 = double(17.0);
}
const double l_1959 = l_mut_912 + double(16.0);
const double l_1960 = l_1959 + double(1.0);
const uint32 l_1961 = uint32(l_1960);
const uint32 l_1962 = uint32(2) + l_1961;
const uint32 l_1963 = l_arr_8[l_1962];
const uint32 l_1964 = l_1963 + uint32(1);
l_arr_8[l_1962] = l_1964;
const uint32 l_1965 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1966 = l_1965 & uint32(2147483647);
const float l_1967 = reinterpret_cast<float const&>(l_1966);
const double l_1968 = double(l_1967);
l_mut_912 = l_1968;
const bool l_1969 = l_1966 < uint32(8388608);
if (l_1969) {
const double l_1970 = double(l_1966);
const double l_1971 = l_1970 * double(1.401298464324817e-45);
l_mut_912 = l_1971;
}
const uint64 l_1972 = reinterpret_cast<uint64 const&>(l_mut_912);
const uint32 l_1973 = l_1965 >> uint32(31);
const uint64 l_1974 = uint64(l_1973);
const uint64 l_1975 = l_1974 << uint64(63);
const uint64 l_1976 = l_1972 | l_1975;
const double l_1977 = reinterpret_cast<double const&>(l_1976);
const double l_1978 = abs(l_mut_31);
const double l_1979 = l_mut_31 * double(0.0);
const double l_1980 = l_1979 + double(7.1362384635298e44);
l_mut_912 = l_1980;
const bool l_1981 = l_1978 >= double(2.350988701644575e-38);
if (l_1981) {
const uint32 l_1982 = l_mut_115 & uint32(2147483647);
const float l_1983 = reinterpret_cast<float const&>(l_1982);
const double l_1984 = double(l_1983);
const uint32 l_1985 = l_1982 & uint32(2139095040);
const float l_1986 = reinterpret_cast<float const&>(l_1985);
const double l_1987 = double(l_1986);
const bool l_1988 = l_1984 > l_1978;
const uint32 l_1989 = l_1982 & uint32(8388607);
const bool l_1990 = l_1989 == uint32(0);
const bool l_1991 = l_1988 && l_1990;
const double l_1992 = l_1987 * double(1.1920928955078125e-7);
const double l_1993 = double(l_1991);
const double l_1994 = double(0.5) * l_1993;
const double l_1995 = double(1.0) - l_1994;
const double l_1996 = l_1992 * l_1995;
const double l_1997 = double(1.0) / l_1996;
l_mut_912 = l_1997;
}
const double l_1998 = l_1977 - l_mut_31;
const double l_1999 = l_1998 * l_mut_912;
const uint32 l_2000 = uint32(2) * uint32(0);
const uint32 l_2001 = uint32(45) + l_2000;
const double l_2002 = abs(l_1999);
const double l_2003 = l_arr_9[uint32(0)];
const double l_2004 = abs(l_2003);
const bool l_2005 = l_2002 > l_2004;
l_mut_353 = l_2005;
const bool l_2006 = uint32(0) == uint32(0);
if (l_2006) {
const double l_2007 = l_arr_9[uint32(0)];
const bool l_2008 = l_1999 < l_2007;
l_mut_353 = l_2008;
} else {
const bool l_2009 = uint32(0) == uint32(1);
if (l_2009) {
const double l_2010 = l_arr_9[uint32(0)];
const bool l_2011 = l_1999 > l_2010;
l_mut_353 = l_2011;
}
}
const uint32 l_2012 = l_arr_8[l_2001];
const bool l_2013 = l_2012 == uint32(4294967295);
const bool l_2014 = l_2013 || l_mut_353;
if (l_2014) {
l_arr_8[l_2001] = l_23;
const uint32 l_2015 = l_2001 + uint32(1);
l_arr_8[l_2015] = l_184;
l_arr_9[uint32(0)] = l_1999;
}
const uint32 l_2016 = uint32(2) * uint32(1);
const uint32 l_2017 = uint32(45) + l_2016;
const double l_2018 = abs(l_1999);
const double l_2019 = l_arr_9[uint32(1)];
const double l_2020 = abs(l_2019);
const bool l_2021 = l_2018 > l_2020;
l_mut_353 = l_2021;
const bool l_2022 = uint32(1) == uint32(0);
if (l_2022) {
const double l_2023 = l_arr_9[uint32(1)];
const bool l_2024 = l_1999 < l_2023;
l_mut_353 = l_2024;
} else {
const bool l_2025 = uint32(1) == uint32(1);
if (l_2025) {
const double l_2026 = l_arr_9[uint32(1)];
const bool l_2027 = l_1999 > l_2026;
l_mut_353 = l_2027;
}
}
const uint32 l_2028 = l_arr_8[l_2017];
const bool l_2029 = l_2028 == uint32(4294967295);
const bool l_2030 = l_2029 || l_mut_353;
if (l_2030) {
l_arr_8[l_2017] = l_23;
const uint32 l_2031 = l_2017 + uint32(1);
l_arr_8[l_2031] = l_184;
l_arr_9[uint32(1)] = l_1999;
}
const bool l_2032 = l_203 != double(0.0);
if (l_2032) {

for (uint32 l_mut_2033 = uint32(0); l_mut_2033 < uint32(8); ++l_mut_2033) {
const uint32 l_2034 = l_arr_10[l_mut_2033];
const bool l_2035 = l_2034 == uint32(1);
if (l_2035) {
const uint32 l_2036 = uint32(37) + l_mut_2033;
const uint32 l_2037 = l_arr_8[l_2036];
const uint32 l_2038 = l_2037 + uint32(1);
l_arr_8[l_2036] = l_2038;
const uint32 l_2039 = uint32(2) + l_mut_2033;
const uint32 l_2040 = uint32(2) * l_2039;
const uint32 l_2041 = uint32(45) + l_2040;
const double l_2042 = abs(l_1999);
const double l_2043 = l_arr_9[l_2039];
const double l_2044 = abs(l_2043);
const bool l_2045 = l_2042 > l_2044;
l_mut_353 = l_2045;
const bool l_2046 = l_2039 == uint32(0);
if (l_2046) {
const double l_2047 = l_arr_9[l_2039];
const bool l_2048 = l_1999 < l_2047;
l_mut_353 = l_2048;
} else {
const bool l_2049 = l_2039 == uint32(1);
if (l_2049) {
const double l_2050 = l_arr_9[l_2039];
const bool l_2051 = l_1999 > l_2050;
l_mut_353 = l_2051;
}
}
const uint32 l_2052 = l_arr_8[l_2041];
const bool l_2053 = l_2052 == uint32(4294967295);
const bool l_2054 = l_2053 || l_mut_353;
if (l_2054) {
l_arr_8[l_2041] = l_23;
const uint32 l_2055 = l_2041 + uint32(1);
l_arr_8[l_2055] = l_184;
l_arr_9[l_2039] = l_1999;
}
}
}
}
} else {
const uint32 l_2056 = l_arr_8[uint32(1)];
const uint32 l_2057 = l_2 + l_2056;
const uint32 l_2058 = l_2057 * uint32(2);
const uint32 l_2143 = info.static_meta[uint32(6)];
const uint32 l_2144 = l_2143 * uint32(1);
const bool l_2145 = l_2058 < l_2144;
if (l_2145) {
buffer_6[l_2058] = l_23;
}
const uint32 l_2059 = l_2058 + uint32(1);
const uint32 l_2146 = info.static_meta[uint32(6)];
const uint32 l_2147 = l_2146 * uint32(1);
const bool l_2148 = l_2059 < l_2147;
if (l_2148) {
buffer_6[l_2059] = l_184;
}
const uint32 l_2060 = l_arr_8[uint32(1)];
const uint32 l_2061 = l_2060 + uint32(1);
l_arr_8[uint32(1)] = l_2061;
}
}
}

for (uint32 l_mut_2062 = uint32(0); l_mut_2062 < uint32(65); ++l_mut_2062) {
const uint32 l_2063 = idxGlobal * uint32(65);
const uint32 l_2064 = l_2063 + l_mut_2062;
const uint32 l_2065 = l_arr_8[l_mut_2062];
const uint32 l_2149 = info.static_meta[uint32(4)];
const uint32 l_2150 = l_2149 * uint32(1);
const bool l_2151 = l_2064 < l_2150;
if (l_2151) {
buffer_4[l_2064] = l_2065;
}
}

for (uint32 l_mut_2066 = uint32(0); l_mut_2066 < uint32(10); ++l_mut_2066) {
const uint32 l_2067 = idxGlobal * uint32(10);
const uint32 l_2068 = l_2067 + l_mut_2066;
const double l_2069 = l_arr_9[l_mut_2066];
const uint32 l_2152 = info.static_meta[uint32(5)];
const uint32 l_2153 = l_2152 * uint32(1);
const bool l_2154 = l_2068 < l_2153;
if (l_2154) {
buffer_5[l_2068] = l_2069;
}
}
}

}
