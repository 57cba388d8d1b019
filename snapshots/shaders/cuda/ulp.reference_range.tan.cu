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

uint32 l_arr_147[1];

uint32 l_arr_722[1];

double l_arr_1364[2];

double l_arr_1705[2];

uint32 l_arr_10[8];

bool l_mut_125;
bool l_mut_215;
bool l_mut_218;
bool l_mut_221;
bool l_mut_224;
double l_mut_1156;
double l_mut_177;
double l_mut_25;
double l_mut_28;
double l_mut_540;
double l_mut_875;
double l_mut_915;
float l_mut_22;
uint32 l_mut_148;
uint32 l_mut_164;
uint32 l_mut_194;
uint32 l_mut_30;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1929 = info.static_meta[uint32(7)];
const uint32 l_1930 = l_1929 * uint32(1);
const bool l_1931 = uint32(0) < l_1930;
if (l_1931) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1915 = info.static_meta[uint32(0)];
const uint32 l_1916 = l_1915 * uint32(1);
const bool l_1917 = uint32(1) < l_1916;
const uint32 l_1918 = l_1916 - uint32(1);
const uint32 l_1919 = min(uint32(1), l_1918);
const uint32 l_1920 = buffer_0[l_1919];
const uint32 l_1921 = (l_1917) ? l_1920 : uint32(0);
const uint32 l_1 = l_1921;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1922 = info.static_meta[uint32(0)];
const uint32 l_1923 = l_1922 * uint32(1);
const bool l_1924 = uint32(2) < l_1923;
const uint32 l_1925 = l_1923 - uint32(1);
const uint32 l_1926 = min(uint32(2), l_1925);
const uint32 l_1927 = buffer_0[l_1926];
const uint32 l_1928 = (l_1924) ? l_1927 : uint32(0);
const uint32 l_3 = l_1928;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1932 = info.static_meta[uint32(0)];
const uint32 l_1933 = l_1932 * uint32(1);
const bool l_1934 = uint32(2) < l_1933;
const uint32 l_1935 = l_1933 - uint32(1);
const uint32 l_1936 = min(uint32(2), l_1935);
const uint32 l_1937 = buffer_0[l_1936];
const uint32 l_1938 = (l_1934) ? l_1937 : uint32(0);
const uint32 l_6 = l_1938;
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
const uint32 l_1939 = info.static_meta[uint32(0)];
const uint32 l_1940 = l_1939 * uint32(1);
const bool l_1941 = uint32(0) < l_1940;
const uint32 l_1942 = l_1940 - uint32(1);
const uint32 l_1943 = min(uint32(0), l_1942);
const uint32 l_1944 = buffer_0[l_1943];
const uint32 l_1945 = (l_1941) ? l_1944 : uint32(0);
const uint32 l_19 = l_1945;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = tan(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(l_21);
const double l_27 = double(l_21);
l_mut_28 = l_mut_25;
const double l_29 = tan(l_mut_25);
l_mut_28 = l_29;
l_mut_25 = l_mut_28;
l_mut_30 = uint32(4294967294);
const uint32 l_31 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_32 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_33 = l_32 & uint32(2139095040);
const bool l_34 = l_33 != uint32(2139095040);
const bool l_35 = l_33 == uint32(0);
const uint32 l_36 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_37 = l_36 & uint32(8388607);
const bool l_38 = l_37 != uint32(0);
const bool l_39 = l_35 && l_38;
const double l_40 = abs(l_mut_25);
const bool l_41 = l_mut_25 < double(0.0);
const uint32 l_42 = uint32(l_41);
const uint32 l_43 = uint32(2147483648) * l_42;
if (l_39) {
} else {
const bool l_44 = isnan(l_mut_25);
if (l_44) {
const uint32 l_45 = l_31 & uint32(2147483647);
const bool l_46 = l_45 > uint32(2139095040);
if (l_46) {
l_mut_30 = uint32(4294967293);
}
} else {
const bool l_47 = l_40 >= double(3.402823669209385e38);
const bool l_48 = !l_34;
const bool l_49 = l_40 == double(0.0);
const bool l_50 = l_48 && l_49;
const bool l_51 = l_47 || l_50;
if (l_51) {
const bool l_52 = l_40 >= double(3.402823669209385e38);
const uint32 l_53 = uint32(l_52);
const uint32 l_54 = uint32(2139095040) * l_53;
const uint32 l_55 = l_54 | l_43;
const bool l_56 = l_31 == l_55;
const uint32 l_57 = l_31 | l_55;
const uint32 l_58 = l_57 & uint32(2147483647);
const bool l_59 = l_58 == uint32(0);
const bool l_60 = l_56 || l_59;
if (l_60) {
l_mut_30 = uint32(4294967293);
}
} else {
const bool l_61 = l_40 >= double(2.350988701644575e-38);
const bool l_62 = l_34 && l_61;
const bool l_63 = l_40 < double(3.4028234663852886e38);
const bool l_64 = l_62 && l_63;
if (l_64) {
const float l_65 = float(l_40);
const uint32 l_66 = reinterpret_cast<uint32 const&>(l_65);
const float l_67 = reinterpret_cast<float const&>(l_66);
const double l_68 = double(l_67);
const double l_69 = l_40 - l_68;
const uint32 l_70 = l_66 + uint32(1);
const bool l_71 = l_69 < double(0.0);
const uint32 l_72 = uint32(l_71);
const uint32 l_73 = uint32(2) * l_72;
const uint32 l_74 = l_70 - l_73;
const float l_75 = reinterpret_cast<float const&>(l_74);
const double l_76 = double(l_75);
const double l_77 = l_76 - l_68;
const double l_78 = abs(l_77);
const double l_79 = l_78 * double(0.5);
const double l_80 = abs(l_69);
const double l_81 = l_79 - l_80;
const double l_82 = l_40 * double(9.094947017729282e-13);
const bool l_83 = l_81 > l_82;
if (l_83) {
const uint32 l_84 = l_66 | l_43;
l_mut_30 = l_84;
}
} else {
const bool l_85 = l_40 < double(2.350988701644575e-38);
const bool l_86 = l_34 && l_85;
if (l_86) {
const double l_87 = l_40 * double(7.1362384635298e44);
const double l_88 = floor(l_87);
const double l_89 = l_87 - l_88;
const double l_90 = l_89 - double(0.5);
const double l_91 = abs(l_90);
const double l_92 = l_87 * double(9.094947017729282e-13);
const bool l_93 = l_91 > l_92;
if (l_93) {
const bool l_94 = l_89 > double(0.5);
const double l_95 = double(l_94);
const double l_96 = l_88 + l_95;
const uint32 l_97 = uint32(l_96);
const uint32 l_98 = l_97 | l_43;
l_mut_30 = l_98;
}
}
}
}
}
}
const uint32 l_99 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_100 = l_99 & uint32(2139095040);
const bool l_101 = l_100 != uint32(2139095040);
const uint32 l_102 = l_99 & uint32(2147483647);
const bool l_103 = l_102 == uint32(0);
const uint32 l_104 = l_99 & uint32(2147483647);
const double l_105 = double(l_104);
const uint32 l_106 = l_99 >> uint32(31);
const double l_107 = double(l_106);
const double l_108 = double(2.0) * l_107;
const double l_109 = double(1.0) - l_108;
const double l_110 = l_105 * l_109;
const uint32 l_111 = l_mut_30 & uint32(2147483647);
const double l_112 = double(l_111);
const uint32 l_113 = l_mut_30 >> uint32(31);
const double l_114 = double(l_113);
const double l_115 = double(2.0) * l_114;
const double l_116 = double(1.0) - l_115;
const double l_117 = l_112 * l_116;
const double l_118 = l_110 - l_117;
const bool l_119 = l_mut_30 < uint32(4294967293);
const bool l_120 = l_118 == double(0.0);
const bool l_121 = !l_103;
const bool l_122 = l_101 && l_121;
const bool l_123 = l_120 || l_122;
const bool l_124 = l_119 && l_123;
l_mut_125 = l_124;
const bool l_126 = l_118 != double(0.0);
const bool l_127 = l_mut_125 && l_126;
if (l_127) {

for (uint32 l_mut_128 = uint32(0); l_mut_128 < uint32(8); ++l_mut_128) {
const uint32 l_129 = uint32(2) * l_mut_128;
const uint32 l_1946 = info.static_meta[uint32(1)];
const uint32 l_1947 = l_1946 * uint32(1);
const bool l_1948 = l_129 < l_1947;
const uint32 l_1949 = l_1947 - uint32(1);
const uint32 l_1950 = min(l_129, l_1949);
const uint32 l_1951 = buffer_1[l_1950];
const uint32 l_1952 = (l_1948) ? l_1951 : uint32(0);
const uint32 l_130 = l_1952;
const uint32 l_131 = uint32(2) * l_mut_128;
const uint32 l_132 = l_131 + uint32(1);
const uint32 l_1953 = info.static_meta[uint32(1)];
const uint32 l_1954 = l_1953 * uint32(1);
const bool l_1955 = l_132 < l_1954;
const uint32 l_1956 = l_1954 - uint32(1);
const uint32 l_1957 = min(l_132, l_1956);
const uint32 l_1958 = buffer_1[l_1957];
const uint32 l_1959 = (l_1955) ? l_1958 : uint32(0);
const uint32 l_133 = l_1959;
const bool l_134 = l_133 != uint32(0);
const uint32 l_135 = l_mut_128 * uint32(4);
const uint32 l_1960 = info.static_meta[uint32(2)];
const uint32 l_1961 = l_1960 * uint32(1);
const bool l_1962 = l_135 < l_1961;
const uint32 l_1963 = l_1961 - uint32(1);
const uint32 l_1964 = min(l_135, l_1963);
const double l_1965 = buffer_2[l_1964];
const double l_1966 = (l_1962) ? l_1965 : double(0.0);
const double l_136 = l_1966;
const uint32 l_137 = l_mut_128 * uint32(4);
const uint32 l_138 = l_137 + uint32(1);
const uint32 l_1967 = info.static_meta[uint32(2)];
const uint32 l_1968 = l_1967 * uint32(1);
const bool l_1969 = l_138 < l_1968;
const uint32 l_1970 = l_1968 - uint32(1);
const uint32 l_1971 = min(l_138, l_1970);
const double l_1972 = buffer_2[l_1971];
const double l_1973 = (l_1969) ? l_1972 : double(0.0);
const double l_139 = l_1973;
const uint32 l_140 = l_mut_128 * uint32(4);
const uint32 l_141 = l_140 + uint32(2);
const uint32 l_1974 = info.static_meta[uint32(2)];
const uint32 l_1975 = l_1974 * uint32(1);
const bool l_1976 = l_141 < l_1975;
const uint32 l_1977 = l_1975 - uint32(1);
const uint32 l_1978 = min(l_141, l_1977);
const double l_1979 = buffer_2[l_1978];
const double l_1980 = (l_1976) ? l_1979 : double(0.0);
const double l_142 = l_1980;
const double l_143 = double(l_21);
const double l_144 = abs(l_143);
const double l_145 = abs(l_mut_25);
const double l_146 = l_145 * double(1.4551915228366852e-11);
l_arr_147[uint32(0)] = uint32(1);
l_mut_148 = uint32(2);
const bool l_149 = l_130 == uint32(0);
if (l_149) {
l_mut_148 = uint32(0);
} else {
const bool l_150 = l_130 == uint32(1);
if (l_150) {
l_mut_148 = uint32(1);
const double l_151 = abs(l_118);
const bool l_152 = l_151 <= l_136;
if (l_152) {
l_mut_148 = uint32(0);
}
} else {
const bool l_153 = l_130 == uint32(2);
if (l_153) {
const double l_154 = abs(l_mut_25);
l_mut_28 = double(1.401298464324817e-45);
const bool l_155 = l_154 >= double(1.1754943508222875e-38);
const bool l_156 = l_154 <= double(1.7976931348623157e308);
const bool l_157 = l_155 && l_156;
if (l_157) {
const uint64 l_158 = reinterpret_cast<uint64 const&>(l_154);
const uint64 l_159 = l_158 >> uint64(52);
const uint64 l_160 = l_159 - uint64(23);
const uint64 l_161 = l_160 << uint64(52);
const double l_162 = reinterpret_cast<double const&>(l_161);
l_mut_28 = l_162;
}
const double l_163 = l_136 * l_mut_28;
l_mut_164 = uint32(2);
const double l_165 = l_mut_25 - l_146;
const double l_166 = abs(l_165);
l_mut_28 = double(1.401298464324817e-45);
const bool l_167 = l_166 >= double(1.1754943508222875e-38);
const bool l_168 = l_166 <= double(1.7976931348623157e308);
const bool l_169 = l_167 && l_168;
if (l_169) {
const uint64 l_170 = reinterpret_cast<uint64 const&>(l_166);
const uint64 l_171 = l_170 >> uint64(52);
const uint64 l_172 = l_171 - uint64(23);
const uint64 l_173 = l_172 << uint64(52);
const double l_174 = reinterpret_cast<double const&>(l_173);
l_mut_28 = l_174;
}
const double l_175 = l_mut_25 + l_146;
const double l_176 = abs(l_175);
l_mut_177 = double(1.401298464324817e-45);
const bool l_178 = l_176 >= double(1.1754943508222875e-38);
const bool l_179 = l_176 <= double(1.7976931348623157e308);
const bool l_180 = l_178 && l_179;
if (l_180) {
const uint64 l_181 = reinterpret_cast<uint64 const&>(l_176);
const uint64 l_182 = l_181 >> uint64(52);
const uint64 l_183 = l_182 - uint64(23);
const uint64 l_184 = l_183 << uint64(52);
const double l_185 = reinterpret_cast<double const&>(l_184);
l_mut_177 = l_185;
}
const bool l_186 = l_mut_28 == l_mut_177;
if (l_186) {
const double l_187 = l_163 * double(1.4551915228366852e-11);
const double l_188 = l_146 + l_187;
const double l_189 = l_mut_25 - l_163;
const double l_190 = l_mut_25 + l_163;
const double l_191 = double(l_mut_22);
const uint32 l_192 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_193 = l_192 + uint32(1);
l_mut_194 = l_193;
const uint32 l_195 = l_192 & uint32(2147483647);
const bool l_196 = l_195 == uint32(0);
if (l_196) {
l_mut_194 = uint32(1);
} else {
const uint32 l_197 = l_192 & uint32(2147483648);
const bool l_198 = l_197 != uint32(0);
if (l_198) {
const uint32 l_199 = l_192 - uint32(1);
l_mut_194 = l_199;
}
}
const float l_200 = reinterpret_cast<float const&>(l_mut_194);
const double l_201 = double(l_200);
const float l_202 = -l_mut_22;
const uint32 l_203 = reinterpret_cast<uint32 const&>(l_202);
const uint32 l_204 = l_203 + uint32(1);
l_mut_194 = l_204;
const uint32 l_205 = l_203 & uint32(2147483647);
const bool l_206 = l_205 == uint32(0);
if (l_206) {
l_mut_194 = uint32(1);
} else {
const uint32 l_207 = l_203 & uint32(2147483648);
const bool l_208 = l_207 != uint32(0);
if (l_208) {
const uint32 l_209 = l_203 - uint32(1);
l_mut_194 = l_209;
}
}
const float l_210 = reinterpret_cast<float const&>(l_mut_194);
const float l_211 = -l_210;
const double l_212 = double(l_211);
const double l_213 = l_189 + l_188;
const bool l_214 = l_213 <= l_191;
l_mut_215 = l_214;
const double l_216 = l_189 - l_188;
const bool l_217 = l_216 > l_191;
l_mut_218 = l_217;
const double l_219 = l_190 - l_188;
const bool l_220 = l_219 >= l_191;
l_mut_221 = l_220;
const double l_222 = l_190 + l_188;
const bool l_223 = l_222 < l_191;
l_mut_224 = l_223;
if (l_134) {
const double l_225 = l_189 + l_188;
const bool l_226 = l_225 < l_201;
l_mut_215 = l_226;
const double l_227 = l_189 - l_188;
const bool l_228 = l_227 >= l_201;
l_mut_218 = l_228;
const double l_229 = l_190 - l_188;
const bool l_230 = l_229 > l_212;
l_mut_221 = l_230;
const double l_231 = l_190 + l_188;
const bool l_232 = l_231 <= l_212;
l_mut_224 = l_232;
}
l_mut_194 = uint32(2);
const bool l_233 = l_mut_218 || l_mut_224;
if (l_233) {
l_mut_194 = uint32(1);
} else {
const bool l_234 = l_mut_215 && l_mut_221;
if (l_234) {
l_mut_194 = uint32(0);
}
}
l_mut_164 = l_mut_194;
}
l_mut_148 = l_mut_164;
} else {
const bool l_235 = l_130 == uint32(3);
if (l_235) {
l_mut_148 = uint32(0);
const bool l_236 = l_144 >= double(1.1754943508222875e-38);
const bool l_237 = l_144 <= double(8.507059173023462e37);
const bool l_238 = l_236 && l_237;
if (l_238) {
const double l_239 = abs(l_mut_25);
l_mut_177 = double(1.401298464324817e-45);
const bool l_240 = l_239 >= double(1.1754943508222875e-38);
const bool l_241 = l_239 <= double(1.7976931348623157e308);
const bool l_242 = l_240 && l_241;
if (l_242) {
const uint64 l_243 = reinterpret_cast<uint64 const&>(l_239);
const uint64 l_244 = l_243 >> uint64(52);
const uint64 l_245 = l_244 - uint64(23);
const uint64 l_246 = l_245 << uint64(52);
const double l_247 = reinterpret_cast<double const&>(l_246);
l_mut_177 = l_247;
}
const double l_248 = l_136 * l_mut_177;
l_mut_194 = uint32(2);
const double l_249 = l_mut_25 - l_146;
const double l_250 = abs(l_249);
l_mut_177 = double(1.401298464324817e-45);
const bool l_251 = l_250 >= double(1.1754943508222875e-38);
const bool l_252 = l_250 <= double(1.7976931348623157e308);
const bool l_253 = l_251 && l_252;
if (l_253) {
const uint64 l_254 = reinterpret_cast<uint64 const&>(l_250);
const uint64 l_255 = l_254 >> uint64(52);
const uint64 l_256 = l_255 - uint64(23);
const uint64 l_257 = l_256 << uint64(52);
const double l_258 = reinterpret_cast<double const&>(l_257);
l_mut_177 = l_258;
}
const double l_259 = l_mut_25 + l_146;
const double l_260 = abs(l_259);
l_mut_28 = double(1.401298464324817e-45);
const bool l_261 = l_260 >= double(1.1754943508222875e-38);
const bool l_262 = l_260 <= double(1.7976931348623157e308);
const bool l_263 = l_261 && l_262;
if (l_263) {
const uint64 l_264 = reinterpret_cast<uint64 const&>(l_260);
const uint64 l_265 = l_264 >> uint64(52);
const uint64 l_266 = l_265 - uint64(23);
const uint64 l_267 = l_266 << uint64(52);
const double l_268 = reinterpret_cast<double const&>(l_267);
l_mut_28 = l_268;
}
const bool l_269 = l_mut_177 == l_mut_28;
if (l_269) {
const double l_270 = l_248 * double(1.4551915228366852e-11);
const double l_271 = l_146 + l_270;
const double l_272 = l_mut_25 - l_248;
const double l_273 = l_mut_25 + l_248;
const double l_274 = double(l_mut_22);
const uint32 l_275 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_276 = l_275 + uint32(1);
l_mut_164 = l_276;
const uint32 l_277 = l_275 & uint32(2147483647);
const bool l_278 = l_277 == uint32(0);
if (l_278) {
l_mut_164 = uint32(1);
} else {
const uint32 l_279 = l_275 & uint32(2147483648);
const bool l_280 = l_279 != uint32(0);
if (l_280) {
const uint32 l_281 = l_275 - uint32(1);
l_mut_164 = l_281;
}
}
const float l_282 = reinterpret_cast<float const&>(l_mut_164);
const double l_283 = double(l_282);
const float l_284 = -l_mut_22;
const uint32 l_285 = reinterpret_cast<uint32 const&>(l_284);
const uint32 l_286 = l_285 + uint32(1);
l_mut_164 = l_286;
const uint32 l_287 = l_285 & uint32(2147483647);
const bool l_288 = l_287 == uint32(0);
if (l_288) {
l_mut_164 = uint32(1);
} else {
const uint32 l_289 = l_285 & uint32(2147483648);
const bool l_290 = l_289 != uint32(0);
if (l_290) {
const uint32 l_291 = l_285 - uint32(1);
l_mut_164 = l_291;
}
}
const float l_292 = reinterpret_cast<float const&>(l_mut_164);
const float l_293 = -l_292;
const double l_294 = double(l_293);
const double l_295 = l_272 + l_271;
const bool l_296 = l_295 <= l_274;
l_mut_224 = l_296;
const double l_297 = l_272 - l_271;
const bool l_298 = l_297 > l_274;
l_mut_221 = l_298;
const double l_299 = l_273 - l_271;
const bool l_300 = l_299 >= l_274;
l_mut_218 = l_300;
const double l_301 = l_273 + l_271;
const bool l_302 = l_301 < l_274;
l_mut_215 = l_302;
if (l_134) {
const double l_303 = l_272 + l_271;
const bool l_304 = l_303 < l_283;
l_mut_224 = l_304;
const double l_305 = l_272 - l_271;
const bool l_306 = l_305 >= l_283;
l_mut_221 = l_306;
const double l_307 = l_273 - l_271;
const bool l_308 = l_307 > l_294;
l_mut_218 = l_308;
const double l_309 = l_273 + l_271;
const bool l_310 = l_309 <= l_294;
l_mut_215 = l_310;
}
l_mut_164 = uint32(2);
const bool l_311 = l_mut_221 || l_mut_215;
if (l_311) {
l_mut_164 = uint32(1);
} else {
const bool l_312 = l_mut_224 && l_mut_218;
if (l_312) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
const bool l_313 = l_130 == uint32(4);
if (l_313) {
const double l_314 = l_139 * l_144;
const double l_315 = l_136 + l_314;
const double l_316 = abs(l_mut_25);
l_mut_177 = double(1.401298464324817e-45);
const bool l_317 = l_316 >= double(1.1754943508222875e-38);
const bool l_318 = l_316 <= double(1.7976931348623157e308);
const bool l_319 = l_317 && l_318;
if (l_319) {
const uint64 l_320 = reinterpret_cast<uint64 const&>(l_316);
const uint64 l_321 = l_320 >> uint64(52);
const uint64 l_322 = l_321 - uint64(23);
const uint64 l_323 = l_322 << uint64(52);
const double l_324 = reinterpret_cast<double const&>(l_323);
l_mut_177 = l_324;
}
const double l_325 = l_315 * l_mut_177;
l_mut_194 = uint32(2);
const double l_326 = l_mut_25 - l_146;
const double l_327 = abs(l_326);
l_mut_177 = double(1.401298464324817e-45);
const bool l_328 = l_327 >= double(1.1754943508222875e-38);
const bool l_329 = l_327 <= double(1.7976931348623157e308);
const bool l_330 = l_328 && l_329;
if (l_330) {
const uint64 l_331 = reinterpret_cast<uint64 const&>(l_327);
const uint64 l_332 = l_331 >> uint64(52);
const uint64 l_333 = l_332 - uint64(23);
const uint64 l_334 = l_333 << uint64(52);
const double l_335 = reinterpret_cast<double const&>(l_334);
l_mut_177 = l_335;
}
const double l_336 = l_mut_25 + l_146;
const double l_337 = abs(l_336);
l_mut_28 = double(1.401298464324817e-45);
const bool l_338 = l_337 >= double(1.1754943508222875e-38);
const bool l_339 = l_337 <= double(1.7976931348623157e308);
const bool l_340 = l_338 && l_339;
if (l_340) {
const uint64 l_341 = reinterpret_cast<uint64 const&>(l_337);
const uint64 l_342 = l_341 >> uint64(52);
const uint64 l_343 = l_342 - uint64(23);
const uint64 l_344 = l_343 << uint64(52);
const double l_345 = reinterpret_cast<double const&>(l_344);
l_mut_28 = l_345;
}
const bool l_346 = l_mut_177 == l_mut_28;
if (l_346) {
const double l_347 = l_325 * double(1.4551915228366852e-11);
const double l_348 = l_146 + l_347;
const double l_349 = l_mut_25 - l_325;
const double l_350 = l_mut_25 + l_325;
const double l_351 = double(l_mut_22);
const uint32 l_352 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_353 = l_352 + uint32(1);
l_mut_164 = l_353;
const uint32 l_354 = l_352 & uint32(2147483647);
const bool l_355 = l_354 == uint32(0);
if (l_355) {
l_mut_164 = uint32(1);
} else {
const uint32 l_356 = l_352 & uint32(2147483648);
const bool l_357 = l_356 != uint32(0);
if (l_357) {
const uint32 l_358 = l_352 - uint32(1);
l_mut_164 = l_358;
}
}
const float l_359 = reinterpret_cast<float const&>(l_mut_164);
const double l_360 = double(l_359);
const float l_361 = -l_mut_22;
const uint32 l_362 = reinterpret_cast<uint32 const&>(l_361);
const uint32 l_363 = l_362 + uint32(1);
l_mut_164 = l_363;
const uint32 l_364 = l_362 & uint32(2147483647);
const bool l_365 = l_364 == uint32(0);
if (l_365) {
l_mut_164 = uint32(1);
} else {
const uint32 l_366 = l_362 & uint32(2147483648);
const bool l_367 = l_366 != uint32(0);
if (l_367) {
const uint32 l_368 = l_362 - uint32(1);
l_mut_164 = l_368;
}
}
const float l_369 = reinterpret_cast<float const&>(l_mut_164);
const float l_370 = -l_369;
const double l_371 = double(l_370);
const double l_372 = l_349 + l_348;
const bool l_373 = l_372 <= l_351;
l_mut_224 = l_373;
const double l_374 = l_349 - l_348;
const bool l_375 = l_374 > l_351;
l_mut_221 = l_375;
const double l_376 = l_350 - l_348;
const bool l_377 = l_376 >= l_351;
l_mut_218 = l_377;
const double l_378 = l_350 + l_348;
const bool l_379 = l_378 < l_351;
l_mut_215 = l_379;
if (l_134) {
const double l_380 = l_349 + l_348;
const bool l_381 = l_380 < l_360;
l_mut_224 = l_381;
const double l_382 = l_349 - l_348;
const bool l_383 = l_382 >= l_360;
l_mut_221 = l_383;
const double l_384 = l_350 - l_348;
const bool l_385 = l_384 > l_371;
l_mut_218 = l_385;
const double l_386 = l_350 + l_348;
const bool l_387 = l_386 <= l_371;
l_mut_215 = l_387;
}
l_mut_164 = uint32(2);
const bool l_388 = l_mut_221 || l_mut_215;
if (l_388) {
l_mut_164 = uint32(1);
} else {
const bool l_389 = l_mut_224 && l_mut_218;
if (l_389) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
const bool l_390 = l_130 == uint32(5);
if (l_390) {
const double l_391 = double(2.0) * l_143;
const double l_392 = abs(l_391);
const double l_393 = floor(l_392);
const double l_394 = double(3.0) + l_393;
const double l_395 = abs(l_mut_25);
l_mut_177 = double(1.401298464324817e-45);
const bool l_396 = l_395 >= double(1.1754943508222875e-38);
const bool l_397 = l_395 <= double(1.7976931348623157e308);
const bool l_398 = l_396 && l_397;
if (l_398) {
const uint64 l_399 = reinterpret_cast<uint64 const&>(l_395);
const uint64 l_400 = l_399 >> uint64(52);
const uint64 l_401 = l_400 - uint64(23);
const uint64 l_402 = l_401 << uint64(52);
const double l_403 = reinterpret_cast<double const&>(l_402);
l_mut_177 = l_403;
}
const double l_404 = l_394 * l_mut_177;
l_mut_194 = uint32(2);
const double l_405 = l_mut_25 - l_146;
const double l_406 = abs(l_405);
l_mut_177 = double(1.401298464324817e-45);
const bool l_407 = l_406 >= double(1.1754943508222875e-38);
const bool l_408 = l_406 <= double(1.7976931348623157e308);
const bool l_409 = l_407 && l_408;
if (l_409) {
const uint64 l_410 = reinterpret_cast<uint64 const&>(l_406);
const uint64 l_411 = l_410 >> uint64(52);
const uint64 l_412 = l_411 - uint64(23);
const uint64 l_413 = l_412 << uint64(52);
const double l_414 = reinterpret_cast<double const&>(l_413);
l_mut_177 = l_414;
}
const double l_415 = l_mut_25 + l_146;
const double l_416 = abs(l_415);
l_mut_28 = double(1.401298464324817e-45);
const bool l_417 = l_416 >= double(1.1754943508222875e-38);
const bool l_418 = l_416 <= double(1.7976931348623157e308);
const bool l_419 = l_417 && l_418;
if (l_419) {
const uint64 l_420 = reinterpret_cast<uint64 const&>(l_416);
const uint64 l_421 = l_420 >> uint64(52);
const uint64 l_422 = l_421 - uint64(23);
const uint64 l_423 = l_422 << uint64(52);
const double l_424 = reinterpret_cast<double const&>(l_423);
l_mut_28 = l_424;
}
const bool l_425 = l_mut_177 == l_mut_28;
if (l_425) {
const double l_426 = l_404 * double(1.4551915228366852e-11);
const double l_427 = l_146 + l_426;
const double l_428 = l_mut_25 - l_404;
const double l_429 = l_mut_25 + l_404;
const double l_430 = double(l_mut_22);
const uint32 l_431 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_432 = l_431 + uint32(1);
l_mut_164 = l_432;
const uint32 l_433 = l_431 & uint32(2147483647);
const bool l_434 = l_433 == uint32(0);
if (l_434) {
l_mut_164 = uint32(1);
} else {
const uint32 l_435 = l_431 & uint32(2147483648);
const bool l_436 = l_435 != uint32(0);
if (l_436) {
const uint32 l_437 = l_431 - uint32(1);
l_mut_164 = l_437;
}
}
const float l_438 = reinterpret_cast<float const&>(l_mut_164);
const double l_439 = double(l_438);
const float l_440 = -l_mut_22;
const uint32 l_441 = reinterpret_cast<uint32 const&>(l_440);
const uint32 l_442 = l_441 + uint32(1);
l_mut_164 = l_442;
const uint32 l_443 = l_441 & uint32(2147483647);
const bool l_444 = l_443 == uint32(0);
if (l_444) {
l_mut_164 = uint32(1);
} else {
const uint32 l_445 = l_441 & uint32(2147483648);
const bool l_446 = l_445 != uint32(0);
if (l_446) {
const uint32 l_447 = l_441 - uint32(1);
l_mut_164 = l_447;
}
}
const float l_448 = reinterpret_cast<float const&>(l_mut_164);
const float l_449 = -l_448;
const double l_450 = double(l_449);
const double l_451 = l_428 + l_427;
const bool l_452 = l_451 <= l_430;
l_mut_224 = l_452;
const double l_453 = l_428 - l_427;
const bool l_454 = l_453 > l_430;
l_mut_221 = l_454;
const double l_455 = l_429 - l_427;
const bool l_456 = l_455 >= l_430;
l_mut_218 = l_456;
const double l_457 = l_429 + l_427;
const bool l_458 = l_457 < l_430;
l_mut_215 = l_458;
if (l_134) {
const double l_459 = l_428 + l_427;
const bool l_460 = l_459 < l_439;
l_mut_224 = l_460;
const double l_461 = l_428 - l_427;
const bool l_462 = l_461 >= l_439;
l_mut_221 = l_462;
const double l_463 = l_429 - l_427;
const bool l_464 = l_463 > l_450;
l_mut_218 = l_464;
const double l_465 = l_429 + l_427;
const bool l_466 = l_465 <= l_450;
l_mut_215 = l_466;
}
l_mut_164 = uint32(2);
const bool l_467 = l_mut_221 || l_mut_215;
if (l_467) {
l_mut_164 = uint32(1);
} else {
const bool l_468 = l_mut_224 && l_mut_218;
if (l_468) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
const bool l_469 = l_130 == uint32(6);
if (l_469) {
l_mut_148 = uint32(0);
const bool l_470 = l_144 <= l_139;
if (l_470) {
const double l_471 = l_136 * double(1.4551915228366852e-11);
const double l_472 = l_146 + l_471;
const double l_473 = l_mut_25 - l_136;
const double l_474 = l_mut_25 + l_136;
const double l_475 = double(l_mut_22);
const uint32 l_476 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_477 = l_476 + uint32(1);
l_mut_194 = l_477;
const uint32 l_478 = l_476 & uint32(2147483647);
const bool l_479 = l_478 == uint32(0);
if (l_479) {
l_mut_194 = uint32(1);
} else {
const uint32 l_480 = l_476 & uint32(2147483648);
const bool l_481 = l_480 != uint32(0);
if (l_481) {
const uint32 l_482 = l_476 - uint32(1);
l_mut_194 = l_482;
}
}
const float l_483 = reinterpret_cast<float const&>(l_mut_194);
const double l_484 = double(l_483);
const float l_485 = -l_mut_22;
const uint32 l_486 = reinterpret_cast<uint32 const&>(l_485);
const uint32 l_487 = l_486 + uint32(1);
l_mut_194 = l_487;
const uint32 l_488 = l_486 & uint32(2147483647);
const bool l_489 = l_488 == uint32(0);
if (l_489) {
l_mut_194 = uint32(1);
} else {
const uint32 l_490 = l_486 & uint32(2147483648);
const bool l_491 = l_490 != uint32(0);
if (l_491) {
const uint32 l_492 = l_486 - uint32(1);
l_mut_194 = l_492;
}
}
const float l_493 = reinterpret_cast<float const&>(l_mut_194);
const float l_494 = -l_493;
const double l_495 = double(l_494);
const double l_496 = l_473 + l_472;
const bool l_497 = l_496 <= l_475;
l_mut_224 = l_497;
const double l_498 = l_473 - l_472;
const bool l_499 = l_498 > l_475;
l_mut_221 = l_499;
const double l_500 = l_474 - l_472;
const bool l_501 = l_500 >= l_475;
l_mut_218 = l_501;
const double l_502 = l_474 + l_472;
const bool l_503 = l_502 < l_475;
l_mut_215 = l_503;
if (l_134) {
const double l_504 = l_473 + l_472;
const bool l_505 = l_504 < l_484;
l_mut_224 = l_505;
const double l_506 = l_473 - l_472;
const bool l_507 = l_506 >= l_484;
l_mut_221 = l_507;
const double l_508 = l_474 - l_472;
const bool l_509 = l_508 > l_495;
l_mut_218 = l_509;
const double l_510 = l_474 + l_472;
const bool l_511 = l_510 <= l_495;
l_mut_215 = l_511;
}
l_mut_194 = uint32(2);
const bool l_512 = l_mut_221 || l_mut_215;
if (l_512) {
l_mut_194 = uint32(1);
} else {
const bool l_513 = l_mut_224 && l_mut_218;
if (l_513) {
l_mut_194 = uint32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
const bool l_514 = l_130 == uint32(7);
if (l_514) {
const double l_515 = abs(l_mut_25);
const double l_516 = l_136 * l_515;
l_mut_177 = l_516;
const double l_517 = abs(l_mut_25);
l_mut_28 = double(1.401298464324817e-45);
const bool l_518 = l_517 >= double(1.1754943508222875e-38);
const bool l_519 = l_517 <= double(1.7976931348623157e308);
const bool l_520 = l_518 && l_519;
if (l_520) {
const uint64 l_521 = reinterpret_cast<uint64 const&>(l_517);
const uint64 l_522 = l_521 >> uint64(52);
const uint64 l_523 = l_522 - uint64(23);
const uint64 l_524 = l_523 << uint64(52);
const double l_525 = reinterpret_cast<double const&>(l_524);
l_mut_28 = l_525;
}
const double l_526 = double(0.5) * l_mut_28;
const bool l_527 = l_526 > l_mut_177;
if (l_527) {
l_mut_177 = l_526;
}
const double l_528 = l_mut_25 - l_146;
const double l_529 = abs(l_528);
l_mut_28 = double(1.401298464324817e-45);
const bool l_530 = l_529 >= double(1.1754943508222875e-38);
const bool l_531 = l_529 <= double(1.7976931348623157e308);
const bool l_532 = l_530 && l_531;
if (l_532) {
const uint64 l_533 = reinterpret_cast<uint64 const&>(l_529);
const uint64 l_534 = l_533 >> uint64(52);
const uint64 l_535 = l_534 - uint64(23);
const uint64 l_536 = l_535 << uint64(52);
const double l_537 = reinterpret_cast<double const&>(l_536);
l_mut_28 = l_537;
}
const double l_538 = l_mut_25 + l_146;
const double l_539 = abs(l_538);
l_mut_540 = double(1.401298464324817e-45);
const bool l_541 = l_539 >= double(1.1754943508222875e-38);
const bool l_542 = l_539 <= double(1.7976931348623157e308);
const bool l_543 = l_541 && l_542;
if (l_543) {
const uint64 l_544 = reinterpret_cast<uint64 const&>(l_539);
const uint64 l_545 = l_544 >> uint64(52);
const uint64 l_546 = l_545 - uint64(23);
const uint64 l_547 = l_546 << uint64(52);
const double l_548 = reinterpret_cast<double const&>(l_547);
l_mut_540 = l_548;
}
const bool l_549 = l_mut_28 == l_mut_540;
if (l_549) {
const double l_550 = l_136 * l_146;
const double l_551 = l_146 + l_550;
const double l_552 = l_mut_177 * double(1.4551915228366852e-11);
const double l_553 = l_551 + l_552;
const double l_554 = l_mut_25 - l_mut_177;
const double l_555 = l_mut_25 + l_mut_177;
const double l_556 = double(l_mut_22);
const uint32 l_557 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_558 = l_557 + uint32(1);
l_mut_194 = l_558;
const uint32 l_559 = l_557 & uint32(2147483647);
const bool l_560 = l_559 == uint32(0);
if (l_560) {
l_mut_194 = uint32(1);
} else {
const uint32 l_561 = l_557 & uint32(2147483648);
const bool l_562 = l_561 != uint32(0);
if (l_562) {
const uint32 l_563 = l_557 - uint32(1);
l_mut_194 = l_563;
}
}
const float l_564 = reinterpret_cast<float const&>(l_mut_194);
const double l_565 = double(l_564);
const float l_566 = -l_mut_22;
const uint32 l_567 = reinterpret_cast<uint32 const&>(l_566);
const uint32 l_568 = l_567 + uint32(1);
l_mut_194 = l_568;
const uint32 l_569 = l_567 & uint32(2147483647);
const bool l_570 = l_569 == uint32(0);
if (l_570) {
l_mut_194 = uint32(1);
} else {
const uint32 l_571 = l_567 & uint32(2147483648);
const bool l_572 = l_571 != uint32(0);
if (l_572) {
const uint32 l_573 = l_567 - uint32(1);
l_mut_194 = l_573;
}
}
const float l_574 = reinterpret_cast<float const&>(l_mut_194);
const float l_575 = -l_574;
const double l_576 = double(l_575);
const double l_577 = l_554 + l_553;
const bool l_578 = l_577 <= l_556;
l_mut_224 = l_578;
const double l_579 = l_554 - l_553;
const bool l_580 = l_579 > l_556;
l_mut_221 = l_580;
const double l_581 = l_555 - l_553;
const bool l_582 = l_581 >= l_556;
l_mut_218 = l_582;
const double l_583 = l_555 + l_553;
const bool l_584 = l_583 < l_556;
l_mut_215 = l_584;
if (l_134) {
const double l_585 = l_554 + l_553;
const bool l_586 = l_585 < l_565;
l_mut_224 = l_586;
const double l_587 = l_554 - l_553;
const bool l_588 = l_587 >= l_565;
l_mut_221 = l_588;
const double l_589 = l_555 - l_553;
const bool l_590 = l_589 > l_576;
l_mut_218 = l_590;
const double l_591 = l_555 + l_553;
const bool l_592 = l_591 <= l_576;
l_mut_215 = l_592;
}
l_mut_194 = uint32(2);
const bool l_593 = l_mut_221 || l_mut_215;
if (l_593) {
l_mut_194 = uint32(1);
} else {
const bool l_594 = l_mut_224 && l_mut_218;
if (l_594) {
l_mut_194 = uint32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
const bool l_595 = l_130 == uint32(8);
if (l_595) {
const bool l_596 = l_143 >= double(0.5);
const bool l_597 = l_143 <= double(2.0);
const bool l_598 = l_596 && l_597;
if (l_598) {
const double l_599 = l_136 * double(1.4551915228366852e-11);
const double l_600 = l_146 + l_599;
const double l_601 = l_mut_25 - l_136;
const double l_602 = l_mut_25 + l_136;
const double l_603 = double(l_mut_22);
const uint32 l_604 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_605 = l_604 + uint32(1);
l_mut_194 = l_605;
const uint32 l_606 = l_604 & uint32(2147483647);
const bool l_607 = l_606 == uint32(0);
if (l_607) {
l_mut_194 = uint32(1);
} else {
const uint32 l_608 = l_604 & uint32(2147483648);
const bool l_609 = l_608 != uint32(0);
if (l_609) {
const uint32 l_610 = l_604 - uint32(1);
l_mut_194 = l_610;
}
}
const float l_611 = reinterpret_cast<float const&>(l_mut_194);
const double l_612 = double(l_611);
const float l_613 = -l_mut_22;
const uint32 l_614 = reinterpret_cast<uint32 const&>(l_613);
const uint32 l_615 = l_614 + uint32(1);
l_mut_194 = l_615;
const uint32 l_616 = l_614 & uint32(2147483647);
const bool l_617 = l_616 == uint32(0);
if (l_617) {
l_mut_194 = uint32(1);
} else {
const uint32 l_618 = l_614 & uint32(2147483648);
const bool l_619 = l_618 != uint32(0);
if (l_619) {
const uint32 l_620 = l_614 - uint32(1);
l_mut_194 = l_620;
}
}
const float l_621 = reinterpret_cast<float const&>(l_mut_194);
const float l_622 = -l_621;
const double l_623 = double(l_622);
const double l_624 = l_601 + l_600;
const bool l_625 = l_624 <= l_603;
l_mut_224 = l_625;
const double l_626 = l_601 - l_600;
const bool l_627 = l_626 > l_603;
l_mut_221 = l_627;
const double l_628 = l_602 - l_600;
const bool l_629 = l_628 >= l_603;
l_mut_218 = l_629;
const double l_630 = l_602 + l_600;
const bool l_631 = l_630 < l_603;
l_mut_215 = l_631;
if (l_134) {
const double l_632 = l_601 + l_600;
const bool l_633 = l_632 < l_612;
l_mut_224 = l_633;
const double l_634 = l_601 - l_600;
const bool l_635 = l_634 >= l_612;
l_mut_221 = l_635;
const double l_636 = l_602 - l_600;
const bool l_637 = l_636 > l_623;
l_mut_218 = l_637;
const double l_638 = l_602 + l_600;
const bool l_639 = l_638 <= l_623;
l_mut_215 = l_639;
}
l_mut_194 = uint32(2);
const bool l_640 = l_mut_221 || l_mut_215;
if (l_640) {
l_mut_194 = uint32(1);
} else {
const bool l_641 = l_mut_224 && l_mut_218;
if (l_641) {
l_mut_194 = uint32(0);
}
}
l_mut_148 = l_mut_194;
} else {
const double l_642 = abs(l_mut_25);
l_mut_540 = double(1.401298464324817e-45);
const bool l_643 = l_642 >= double(1.1754943508222875e-38);
const bool l_644 = l_642 <= double(1.7976931348623157e308);
const bool l_645 = l_643 && l_644;
if (l_645) {
const uint64 l_646 = reinterpret_cast<uint64 const&>(l_642);
const uint64 l_647 = l_646 >> uint64(52);
const uint64 l_648 = l_647 - uint64(23);
const uint64 l_649 = l_648 << uint64(52);
const double l_650 = reinterpret_cast<double const&>(l_649);
l_mut_540 = l_650;
}
const double l_651 = l_139 * l_mut_540;
l_mut_194 = uint32(2);
const double l_652 = l_mut_25 - l_146;
const double l_653 = abs(l_652);
l_mut_540 = double(1.401298464324817e-45);
const bool l_654 = l_653 >= double(1.1754943508222875e-38);
const bool l_655 = l_653 <= double(1.7976931348623157e308);
const bool l_656 = l_654 && l_655;
if (l_656) {
const uint64 l_657 = reinterpret_cast<uint64 const&>(l_653);
const uint64 l_658 = l_657 >> uint64(52);
const uint64 l_659 = l_658 - uint64(23);
const uint64 l_660 = l_659 << uint64(52);
const double l_661 = reinterpret_cast<double const&>(l_660);
l_mut_540 = l_661;
}
const double l_662 = l_mut_25 + l_146;
const double l_663 = abs(l_662);
l_mut_177 = double(1.401298464324817e-45);
const bool l_664 = l_663 >= double(1.1754943508222875e-38);
const bool l_665 = l_663 <= double(1.7976931348623157e308);
const bool l_666 = l_664 && l_665;
if (l_666) {
const uint64 l_667 = reinterpret_cast<uint64 const&>(l_663);
const uint64 l_668 = l_667 >> uint64(52);
const uint64 l_669 = l_668 - uint64(23);
const uint64 l_670 = l_669 << uint64(52);
const double l_671 = reinterpret_cast<double const&>(l_670);
l_mut_177 = l_671;
}
const bool l_672 = l_mut_540 == l_mut_177;
if (l_672) {
const double l_673 = l_651 * double(1.4551915228366852e-11);
const double l_674 = l_146 + l_673;
const double l_675 = l_mut_25 - l_651;
const double l_676 = l_mut_25 + l_651;
const double l_677 = double(l_mut_22);
const uint32 l_678 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_679 = l_678 + uint32(1);
l_mut_164 = l_679;
const uint32 l_680 = l_678 & uint32(2147483647);
const bool l_681 = l_680 == uint32(0);
if (l_681) {
l_mut_164 = uint32(1);
} else {
const uint32 l_682 = l_678 & uint32(2147483648);
const bool l_683 = l_682 != uint32(0);
if (l_683) {
const uint32 l_684 = l_678 - uint32(1);
l_mut_164 = l_684;
}
}
const float l_685 = reinterpret_cast<float const&>(l_mut_164);
const double l_686 = double(l_685);
const float l_687 = -l_mut_22;
const uint32 l_688 = reinterpret_cast<uint32 const&>(l_687);
const uint32 l_689 = l_688 + uint32(1);
l_mut_164 = l_689;
const uint32 l_690 = l_688 & uint32(2147483647);
const bool l_691 = l_690 == uint32(0);
if (l_691) {
l_mut_164 = uint32(1);
} else {
const uint32 l_692 = l_688 & uint32(2147483648);
const bool l_693 = l_692 != uint32(0);
if (l_693) {
const uint32 l_694 = l_688 - uint32(1);
l_mut_164 = l_694;
}
}
const float l_695 = reinterpret_cast<float const&>(l_mut_164);
const float l_696 = -l_695;
const double l_697 = double(l_696);
const double l_698 = l_675 + l_674;
const bool l_699 = l_698 <= l_677;
l_mut_224 = l_699;
const double l_700 = l_675 - l_674;
const bool l_701 = l_700 > l_677;
l_mut_221 = l_701;
const double l_702 = l_676 - l_674;
const bool l_703 = l_702 >= l_677;
l_mut_218 = l_703;
const double l_704 = l_676 + l_674;
const bool l_705 = l_704 < l_677;
l_mut_215 = l_705;
if (l_134) {
const double l_706 = l_675 + l_674;
const bool l_707 = l_706 < l_686;
l_mut_224 = l_707;
const double l_708 = l_675 - l_674;
const bool l_709 = l_708 >= l_686;
l_mut_221 = l_709;
const double l_710 = l_676 - l_674;
const bool l_711 = l_710 > l_697;
l_mut_218 = l_711;
const double l_712 = l_676 + l_674;
const bool l_713 = l_712 <= l_697;
l_mut_215 = l_713;
}
l_mut_164 = uint32(2);
const bool l_714 = l_mut_221 || l_mut_215;
if (l_714) {
l_mut_164 = uint32(1);
} else {
const bool l_715 = l_mut_224 && l_mut_218;
if (l_715) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
const bool l_716 = l_130 == uint32(11);
const bool l_717 = l_130 == uint32(12);
const bool l_718 = l_716 || l_717;
if (l_718) {
l_mut_148 = uint32(0);
}
const bool l_719 = l_144 <= l_142;
const bool l_720 = l_130 == uint32(11);
const bool l_721 = l_719 && l_720;
if (l_721) {
l_arr_722[uint32(0)] = uint32(1);
const float l_723 = float(l_143);
const double l_724 = double(l_723);
const double l_725 = abs(l_724);
l_mut_540 = l_725;
l_mut_194 = uint32(0);
const bool l_726 = l_725 >= double(0.785);
if (l_726) {
const double l_727 = l_725 * double(0.6366197723675814);
const double l_728 = l_727 + double(0.5);
const double l_729 = floor(l_728);
const double l_730 = l_729 * double(1.570796325802803);
const double l_731 = l_725 - l_730;
const double l_732 = l_729 * double(9.920935796805404e-10);
const double l_733 = l_731 - l_732;
l_mut_540 = l_733;
const uint32 l_734 = uint32(l_729);
l_mut_194 = l_734;
}
const bool l_735 = l_723 < float(0.0);
const double l_736 = l_mut_540 * l_mut_540;
const double l_737 = l_736 * double(1.9572941063391263e-20);
const double l_738 = double(8.22063524662433e-18) - l_737;
l_mut_177 = l_738;
const double l_739 = l_mut_177 * l_736;
const double l_740 = l_739 - double(2.8114572543455206e-15);
l_mut_177 = l_740;
const double l_741 = l_mut_177 * l_736;
const double l_742 = l_741 + double(7.647163731819816e-13);
l_mut_177 = l_742;
const double l_743 = l_mut_177 * l_736;
const double l_744 = l_743 - double(1.6059043836821613e-10);
l_mut_177 = l_744;
const double l_745 = l_mut_177 * l_736;
const double l_746 = l_745 + double(2.505210838544172e-8);
l_mut_177 = l_746;
const double l_747 = l_mut_177 * l_736;
const double l_748 = l_747 - double(2.7557319223985893e-6);
l_mut_177 = l_748;
const double l_749 = l_mut_177 * l_736;
const double l_750 = l_749 + double(0.0001984126984126984);
l_mut_177 = l_750;
const double l_751 = l_mut_177 * l_736;
const double l_752 = l_751 - double(0.008333333333333333);
l_mut_177 = l_752;
const double l_753 = l_mut_177 * l_736;
const double l_754 = l_753 + double(0.16666666666666666);
l_mut_177 = l_754;
const double l_755 = double(0.5) * l_736;
const double l_756 = double(1.0) - l_755;
const double l_757 = double(0.0) * l_756;
const double l_758 = l_mut_540 * l_736;
const double l_759 = l_758 * l_mut_177;
const double l_760 = l_757 - l_759;
const double l_761 = l_mut_540 + l_760;
const double l_762 = l_mut_540 * l_mut_540;
const double l_763 = l_762 * double(4.110317623312165e-19);
const double l_764 = l_763 - double(1.5619206968586225e-16);
l_mut_177 = l_764;
const double l_765 = l_mut_177 * l_762;
const double l_766 = l_765 + double(4.779477332387385e-14);
l_mut_177 = l_766;
const double l_767 = l_mut_177 * l_762;
const double l_768 = l_767 - double(1.1470745597729725e-11);
l_mut_177 = l_768;
const double l_769 = l_mut_177 * l_762;
const double l_770 = l_769 + double(2.08767569878681e-9);
l_mut_177 = l_770;
const double l_771 = l_mut_177 * l_762;
const double l_772 = l_771 - double(2.755731922398589e-7);
l_mut_177 = l_772;
const double l_773 = l_mut_177 * l_762;
const double l_774 = l_773 + double(2.48015873015873e-5);
l_mut_177 = l_774;
const double l_775 = l_mut_177 * l_762;
const double l_776 = l_775 - double(0.001388888888888889);
l_mut_177 = l_776;
const double l_777 = l_mut_177 * l_762;
const double l_778 = l_777 + double(0.041666666666666664);
l_mut_177 = l_778;
const double l_779 = double(0.5) * l_762;
const double l_780 = double(1.0) - l_779;
const double l_781 = l_762 * l_762;
const double l_782 = l_781 * l_mut_177;
const double l_783 = double(0.0) * l_mut_540;
const double l_784 = l_782 - l_783;
const double l_785 = l_780 + l_784;
const uint32 l_786 = l_mut_194 & uint32(1);
const bool l_787 = l_786 == uint32(1);
l_mut_540 = l_761;
const uint32 l_788 = l_mut_194 & uint32(2);
const bool l_789 = l_788 != uint32(0);
l_mut_224 = l_789;
if (l_787) {
l_mut_540 = l_785;
}
const bool l_790 = bool(true) && l_735;
if (l_790) {
const bool l_791 = !l_mut_224;
l_mut_224 = l_791;
}
if (l_mut_224) {
const double l_792 = -l_mut_540;
l_mut_540 = l_792;
}
const float l_793 = float(l_143);
const double l_794 = double(l_793);
const double l_795 = abs(l_794);
l_mut_177 = l_795;
l_mut_194 = uint32(0);
const bool l_796 = l_795 >= double(0.785);
if (l_796) {
const double l_797 = l_795 * double(0.6366197723675814);
const double l_798 = l_797 + double(0.5);
const double l_799 = floor(l_798);
const double l_800 = l_799 * double(1.570796325802803);
const double l_801 = l_795 - l_800;
const double l_802 = l_799 * double(9.920935796805404e-10);
const double l_803 = l_801 - l_802;
l_mut_177 = l_803;
const uint32 l_804 = uint32(l_799);
l_mut_194 = l_804;
}
const bool l_805 = l_793 < float(0.0);
const double l_806 = l_mut_177 * l_mut_177;
const double l_807 = l_806 * double(1.9572941063391263e-20);
const double l_808 = double(8.22063524662433e-18) - l_807;
l_mut_28 = l_808;
const double l_809 = l_mut_28 * l_806;
const double l_810 = l_809 - double(2.8114572543455206e-15);
l_mut_28 = l_810;
const double l_811 = l_mut_28 * l_806;
const double l_812 = l_811 + double(7.647163731819816e-13);
l_mut_28 = l_812;
const double l_813 = l_mut_28 * l_806;
const double l_814 = l_813 - double(1.6059043836821613e-10);
l_mut_28 = l_814;
const double l_815 = l_mut_28 * l_806;
const double l_816 = l_815 + double(2.505210838544172e-8);
l_mut_28 = l_816;
const double l_817 = l_mut_28 * l_806;
const double l_818 = l_817 - double(2.7557319223985893e-6);
l_mut_28 = l_818;
const double l_819 = l_mut_28 * l_806;
const double l_820 = l_819 + double(0.0001984126984126984);
l_mut_28 = l_820;
const double l_821 = l_mut_28 * l_806;
const double l_822 = l_821 - double(0.008333333333333333);
l_mut_28 = l_822;
const double l_823 = l_mut_28 * l_806;
const double l_824 = l_823 + double(0.16666666666666666);
l_mut_28 = l_824;
const double l_825 = double(0.5) * l_806;
const double l_826 = double(1.0) - l_825;
const double l_827 = double(0.0) * l_826;
const double l_828 = l_mut_177 * l_806;
const double l_829 = l_828 * l_mut_28;
const double l_830 = l_827 - l_829;
const double l_831 = l_mut_177 + l_830;
const double l_832 = l_mut_177 * l_mut_177;
const double l_833 = l_832 * double(4.110317623312165e-19);
const double l_834 = l_833 - double(1.5619206968586225e-16);
l_mut_28 = l_834;
const double l_835 = l_mut_28 * l_832;
const double l_836 = l_835 + double(4.779477332387385e-14);
l_mut_28 = l_836;
const double l_837 = l_mut_28 * l_832;
const double l_838 = l_837 - double(1.1470745597729725e-11);
l_mut_28 = l_838;
const double l_839 = l_mut_28 * l_832;
const double l_840 = l_839 + double(2.08767569878681e-9);
l_mut_28 = l_840;
const double l_841 = l_mut_28 * l_832;
const double l_842 = l_841 - double(2.755731922398589e-7);
l_mut_28 = l_842;
const double l_843 = l_mut_28 * l_832;
const double l_844 = l_843 + double(2.48015873015873e-5);
l_mut_28 = l_844;
const double l_845 = l_mut_28 * l_832;
const double l_846 = l_845 - double(0.001388888888888889);
l_mut_28 = l_846;
const double l_847 = l_mut_28 * l_832;
const double l_848 = l_847 + double(0.041666666666666664);
l_mut_28 = l_848;
const double l_849 = double(0.5) * l_832;
const double l_850 = double(1.0) - l_849;
const double l_851 = l_832 * l_832;
const double l_852 = l_851 * l_mut_28;
const double l_853 = double(0.0) * l_mut_177;
const double l_854 = l_852 - l_853;
const double l_855 = l_850 + l_854;
const uint32 l_856 = l_mut_194 & uint32(1);
const bool l_857 = l_856 == uint32(1);
l_mut_177 = l_831;
const uint32 l_858 = l_mut_194 & uint32(2);
const bool l_859 = l_858 != uint32(0);
l_mut_224 = l_859;
l_mut_177 = l_855;
if (l_857) {
l_mut_177 = l_831;
}
const uint32 l_860 = l_mut_194 + uint32(1);
const uint32 l_861 = l_860 & uint32(2);
const bool l_862 = l_861 != uint32(0);
l_mut_224 = l_862;
const bool l_863 = bool(false) && l_805;
if (l_863) {
const bool l_864 = !l_mut_224;
l_mut_224 = l_864;
}
if (l_mut_224) {
const double l_865 = -l_mut_177;
l_mut_177 = l_865;
}
const double l_866 = abs(l_mut_540);
const double l_867 = l_866 * double(1.4551915228366852e-11);
const double l_868 = abs(l_mut_177);
const double l_869 = l_868 * double(1.4551915228366852e-11);
const double l_870 = l_mut_540 - l_136;
l_mut_28 = l_870;
if (l_134) {
const double l_871 = l_870 - l_867;
const double l_872 = l_871 * double(7.1362384635298e44);
const double l_873 = floor(l_872);
const double l_874 = l_873 * double(1.401298464324817e-45);
l_mut_875 = l_874;
const double l_876 = abs(l_871);
const bool l_877 = l_876 >= double(1.1754943508222875e-38);
if (l_877) {
const float l_878 = float(l_871);
const double l_879 = double(l_878);
l_mut_875 = l_879;
const bool l_880 = l_mut_875 > l_871;
if (l_880) {
const float l_881 = -l_878;
const uint32 l_882 = reinterpret_cast<uint32 const&>(l_881);
const uint32 l_883 = l_882 + uint32(1);
l_mut_194 = l_883;
const uint32 l_884 = l_882 & uint32(2147483647);
const bool l_885 = l_884 == uint32(0);
if (l_885) {
l_mut_194 = uint32(1);
} else {
const uint32 l_886 = l_882 & uint32(2147483648);
const bool l_887 = l_886 != uint32(0);
if (l_887) {
const uint32 l_888 = l_882 - uint32(1);
l_mut_194 = l_888;
}
}
const float l_889 = reinterpret_cast<float const&>(l_mut_194);
const float l_890 = -l_889;
const double l_891 = double(l_890);
l_mut_875 = l_891;
} else {
const uint32 l_892 = reinterpret_cast<uint32 const&>(l_878);
const uint32 l_893 = l_892 + uint32(1);
l_mut_194 = l_893;
const uint32 l_894 = l_892 & uint32(2147483647);
const bool l_895 = l_894 == uint32(0);
if (l_895) {
l_mut_194 = uint32(1);
} else {
const uint32 l_896 = l_892 & uint32(2147483648);
const bool l_897 = l_896 != uint32(0);
if (l_897) {
const uint32 l_898 = l_892 - uint32(1);
l_mut_194 = l_898;
}
}
const float l_899 = reinterpret_cast<float const&>(l_mut_194);
const double l_900 = double(l_899);
const bool l_901 = l_900 <= l_871;
if (l_901) {
const uint32 l_902 = reinterpret_cast<uint32 const&>(l_878);
const uint32 l_903 = l_902 + uint32(1);
l_mut_194 = l_903;
const uint32 l_904 = l_902 & uint32(2147483647);
const bool l_905 = l_904 == uint32(0);
if (l_905) {
l_mut_194 = uint32(1);
} else {
const uint32 l_906 = l_902 & uint32(2147483648);
const bool l_907 = l_906 != uint32(0);
if (l_907) {
const uint32 l_908 = l_902 - uint32(1);
l_mut_194 = l_908;
}
}
const float l_909 = reinterpret_cast<float const&>(l_mut_194);
const double l_910 = double(l_909);
l_mut_875 = l_910;
}
}
}
const double l_911 = l_870 + l_867;
const double l_912 = l_911 * double(7.1362384635298e44);
const double l_913 = floor(l_912);
const double l_914 = l_913 * double(1.401298464324817e-45);
l_mut_915 = l_914;
const double l_916 = abs(l_911);
const bool l_917 = l_916 >= double(1.1754943508222875e-38);
if (l_917) {
const float l_918 = float(l_911);
const double l_919 = double(l_918);
l_mut_915 = l_919;
const bool l_920 = l_mut_915 > l_911;
if (l_920) {
const float l_921 = -l_918;
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_921);
const uint32 l_923 = l_922 + uint32(1);
l_mut_194 = l_923;
const uint32 l_924 = l_922 & uint32(2147483647);
const bool l_925 = l_924 == uint32(0);
if (l_925) {
l_mut_194 = uint32(1);
} else {
const uint32 l_926 = l_922 & uint32(2147483648);
const bool l_927 = l_926 != uint32(0);
if (l_927) {
const uint32 l_928 = l_922 - uint32(1);
l_mut_194 = l_928;
}
}
const float l_929 = reinterpret_cast<float const&>(l_mut_194);
const float l_930 = -l_929;
const double l_931 = double(l_930);
l_mut_915 = l_931;
} else {
const uint32 l_932 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_933 = l_932 + uint32(1);
l_mut_194 = l_933;
const uint32 l_934 = l_932 & uint32(2147483647);
const bool l_935 = l_934 == uint32(0);
if (l_935) {
l_mut_194 = uint32(1);
} else {
const uint32 l_936 = l_932 & uint32(2147483648);
const bool l_937 = l_936 != uint32(0);
if (l_937) {
const uint32 l_938 = l_932 - uint32(1);
l_mut_194 = l_938;
}
}
const float l_939 = reinterpret_cast<float const&>(l_mut_194);
const double l_940 = double(l_939);
const bool l_941 = l_940 <= l_911;
if (l_941) {
const uint32 l_942 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_943 = l_942 + uint32(1);
l_mut_194 = l_943;
const uint32 l_944 = l_942 & uint32(2147483647);
const bool l_945 = l_944 == uint32(0);
if (l_945) {
l_mut_194 = uint32(1);
} else {
const uint32 l_946 = l_942 & uint32(2147483648);
const bool l_947 = l_946 != uint32(0);
if (l_947) {
const uint32 l_948 = l_942 - uint32(1);
l_mut_194 = l_948;
}
}
const float l_949 = reinterpret_cast<float const&>(l_mut_194);
const double l_950 = double(l_949);
l_mut_915 = l_950;
}
}
}
const bool l_951 = l_mut_875 == l_mut_915;
const bool l_952 = !l_951;
if (l_952) {
l_arr_722[uint32(0)] = uint32(0);
}
const double l_953 = l_870 * double(7.1362384635298e44);
const double l_954 = floor(l_953);
const double l_955 = l_954 * double(1.401298464324817e-45);
l_mut_915 = l_955;
const double l_956 = abs(l_870);
const bool l_957 = l_956 >= double(1.1754943508222875e-38);
if (l_957) {
const float l_958 = float(l_870);
const double l_959 = double(l_958);
l_mut_915 = l_959;
const bool l_960 = l_mut_915 > l_870;
if (l_960) {
const float l_961 = -l_958;
const uint32 l_962 = reinterpret_cast<uint32 const&>(l_961);
const uint32 l_963 = l_962 + uint32(1);
l_mut_194 = l_963;
const uint32 l_964 = l_962 & uint32(2147483647);
const bool l_965 = l_964 == uint32(0);
if (l_965) {
l_mut_194 = uint32(1);
} else {
const uint32 l_966 = l_962 & uint32(2147483648);
const bool l_967 = l_966 != uint32(0);
if (l_967) {
const uint32 l_968 = l_962 - uint32(1);
l_mut_194 = l_968;
}
}
const float l_969 = reinterpret_cast<float const&>(l_mut_194);
const float l_970 = -l_969;
const double l_971 = double(l_970);
l_mut_915 = l_971;
} else {
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_958);
const uint32 l_973 = l_972 + uint32(1);
l_mut_194 = l_973;
const uint32 l_974 = l_972 & uint32(2147483647);
const bool l_975 = l_974 == uint32(0);
if (l_975) {
l_mut_194 = uint32(1);
} else {
const uint32 l_976 = l_972 & uint32(2147483648);
const bool l_977 = l_976 != uint32(0);
if (l_977) {
const uint32 l_978 = l_972 - uint32(1);
l_mut_194 = l_978;
}
}
const float l_979 = reinterpret_cast<float const&>(l_mut_194);
const double l_980 = double(l_979);
const bool l_981 = l_980 <= l_870;
if (l_981) {
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_958);
const uint32 l_983 = l_982 + uint32(1);
l_mut_194 = l_983;
const uint32 l_984 = l_982 & uint32(2147483647);
const bool l_985 = l_984 == uint32(0);
if (l_985) {
l_mut_194 = uint32(1);
} else {
const uint32 l_986 = l_982 & uint32(2147483648);
const bool l_987 = l_986 != uint32(0);
if (l_987) {
const uint32 l_988 = l_982 - uint32(1);
l_mut_194 = l_988;
}
}
const float l_989 = reinterpret_cast<float const&>(l_mut_194);
const double l_990 = double(l_989);
l_mut_915 = l_990;
}
}
}
l_mut_28 = l_mut_915;
}
const double l_991 = l_mut_540 + l_136;
l_mut_915 = l_991;
if (l_134) {
const double l_992 = l_991 - l_867;
const double l_993 = l_992 * double(7.1362384635298e44);
const double l_994 = floor(l_993);
const double l_995 = l_994 * double(1.401298464324817e-45);
l_mut_875 = l_995;
const double l_996 = abs(l_992);
const bool l_997 = l_996 >= double(1.1754943508222875e-38);
if (l_997) {
const float l_998 = float(l_992);
const double l_999 = double(l_998);
l_mut_875 = l_999;
const bool l_1000 = l_mut_875 > l_992;
if (l_1000) {
const float l_1001 = -l_998;
const uint32 l_1002 = reinterpret_cast<uint32 const&>(l_1001);
const uint32 l_1003 = l_1002 + uint32(1);
l_mut_194 = l_1003;
const uint32 l_1004 = l_1002 & uint32(2147483647);
const bool l_1005 = l_1004 == uint32(0);
if (l_1005) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1006 = l_1002 & uint32(2147483648);
const bool l_1007 = l_1006 != uint32(0);
if (l_1007) {
const uint32 l_1008 = l_1002 - uint32(1);
l_mut_194 = l_1008;
}
}
const float l_1009 = reinterpret_cast<float const&>(l_mut_194);
const float l_1010 = -l_1009;
const double l_1011 = double(l_1010);
l_mut_875 = l_1011;
} else {
const uint32 l_1012 = reinterpret_cast<uint32 const&>(l_998);
const uint32 l_1013 = l_1012 + uint32(1);
l_mut_194 = l_1013;
const uint32 l_1014 = l_1012 & uint32(2147483647);
const bool l_1015 = l_1014 == uint32(0);
if (l_1015) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1016 = l_1012 & uint32(2147483648);
const bool l_1017 = l_1016 != uint32(0);
if (l_1017) {
const uint32 l_1018 = l_1012 - uint32(1);
l_mut_194 = l_1018;
}
}
const float l_1019 = reinterpret_cast<float const&>(l_mut_194);
const double l_1020 = double(l_1019);
const bool l_1021 = l_1020 <= l_992;
if (l_1021) {
const uint32 l_1022 = reinterpret_cast<uint32 const&>(l_998);
const uint32 l_1023 = l_1022 + uint32(1);
l_mut_194 = l_1023;
const uint32 l_1024 = l_1022 & uint32(2147483647);
const bool l_1025 = l_1024 == uint32(0);
if (l_1025) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1026 = l_1022 & uint32(2147483648);
const bool l_1027 = l_1026 != uint32(0);
if (l_1027) {
const uint32 l_1028 = l_1022 - uint32(1);
l_mut_194 = l_1028;
}
}
const float l_1029 = reinterpret_cast<float const&>(l_mut_194);
const double l_1030 = double(l_1029);
l_mut_875 = l_1030;
}
}
}
const double l_1031 = l_991 + l_867;
const double l_1032 = l_1031 * double(7.1362384635298e44);
const double l_1033 = floor(l_1032);
const double l_1034 = l_1033 * double(1.401298464324817e-45);
l_mut_540 = l_1034;
const double l_1035 = abs(l_1031);
const bool l_1036 = l_1035 >= double(1.1754943508222875e-38);
if (l_1036) {
const float l_1037 = float(l_1031);
const double l_1038 = double(l_1037);
l_mut_540 = l_1038;
const bool l_1039 = l_mut_540 > l_1031;
if (l_1039) {
const float l_1040 = -l_1037;
const uint32 l_1041 = reinterpret_cast<uint32 const&>(l_1040);
const uint32 l_1042 = l_1041 + uint32(1);
l_mut_194 = l_1042;
const uint32 l_1043 = l_1041 & uint32(2147483647);
const bool l_1044 = l_1043 == uint32(0);
if (l_1044) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1045 = l_1041 & uint32(2147483648);
const bool l_1046 = l_1045 != uint32(0);
if (l_1046) {
const uint32 l_1047 = l_1041 - uint32(1);
l_mut_194 = l_1047;
}
}
const float l_1048 = reinterpret_cast<float const&>(l_mut_194);
const float l_1049 = -l_1048;
const double l_1050 = double(l_1049);
l_mut_540 = l_1050;
} else {
const uint32 l_1051 = reinterpret_cast<uint32 const&>(l_1037);
const uint32 l_1052 = l_1051 + uint32(1);
l_mut_194 = l_1052;
const uint32 l_1053 = l_1051 & uint32(2147483647);
const bool l_1054 = l_1053 == uint32(0);
if (l_1054) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1055 = l_1051 & uint32(2147483648);
const bool l_1056 = l_1055 != uint32(0);
if (l_1056) {
const uint32 l_1057 = l_1051 - uint32(1);
l_mut_194 = l_1057;
}
}
const float l_1058 = reinterpret_cast<float const&>(l_mut_194);
const double l_1059 = double(l_1058);
const bool l_1060 = l_1059 <= l_1031;
if (l_1060) {
const uint32 l_1061 = reinterpret_cast<uint32 const&>(l_1037);
const uint32 l_1062 = l_1061 + uint32(1);
l_mut_194 = l_1062;
const uint32 l_1063 = l_1061 & uint32(2147483647);
const bool l_1064 = l_1063 == uint32(0);
if (l_1064) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1065 = l_1061 & uint32(2147483648);
const bool l_1066 = l_1065 != uint32(0);
if (l_1066) {
const uint32 l_1067 = l_1061 - uint32(1);
l_mut_194 = l_1067;
}
}
const float l_1068 = reinterpret_cast<float const&>(l_mut_194);
const double l_1069 = double(l_1068);
l_mut_540 = l_1069;
}
}
}
const bool l_1070 = l_mut_875 == l_mut_540;
const bool l_1071 = !l_1070;
if (l_1071) {
l_arr_722[uint32(0)] = uint32(0);
}
const double l_1072 = -l_991;
const double l_1073 = l_1072 * double(7.1362384635298e44);
const double l_1074 = floor(l_1073);
const double l_1075 = l_1074 * double(1.401298464324817e-45);
l_mut_875 = l_1075;
const double l_1076 = abs(l_1072);
const bool l_1077 = l_1076 >= double(1.1754943508222875e-38);
if (l_1077) {
const float l_1078 = float(l_1072);
const double l_1079 = double(l_1078);
l_mut_875 = l_1079;
const bool l_1080 = l_mut_875 > l_1072;
if (l_1080) {
const float l_1081 = -l_1078;
const uint32 l_1082 = reinterpret_cast<uint32 const&>(l_1081);
const uint32 l_1083 = l_1082 + uint32(1);
l_mut_194 = l_1083;
const uint32 l_1084 = l_1082 & uint32(2147483647);
const bool l_1085 = l_1084 == uint32(0);
if (l_1085) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1086 = l_1082 & uint32(2147483648);
const bool l_1087 = l_1086 != uint32(0);
if (l_1087) {
const uint32 l_1088 = l_1082 - uint32(1);
l_mut_194 = l_1088;
}
}
const float l_1089 = reinterpret_cast<float const&>(l_mut_194);
const float l_1090 = -l_1089;
const double l_1091 = double(l_1090);
l_mut_875 = l_1091;
} else {
const uint32 l_1092 = reinterpret_cast<uint32 const&>(l_1078);
const uint32 l_1093 = l_1092 + uint32(1);
l_mut_194 = l_1093;
const uint32 l_1094 = l_1092 & uint32(2147483647);
const bool l_1095 = l_1094 == uint32(0);
if (l_1095) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1096 = l_1092 & uint32(2147483648);
const bool l_1097 = l_1096 != uint32(0);
if (l_1097) {
const uint32 l_1098 = l_1092 - uint32(1);
l_mut_194 = l_1098;
}
}
const float l_1099 = reinterpret_cast<float const&>(l_mut_194);
const double l_1100 = double(l_1099);
const bool l_1101 = l_1100 <= l_1072;
if (l_1101) {
const uint32 l_1102 = reinterpret_cast<uint32 const&>(l_1078);
const uint32 l_1103 = l_1102 + uint32(1);
l_mut_194 = l_1103;
const uint32 l_1104 = l_1102 & uint32(2147483647);
const bool l_1105 = l_1104 == uint32(0);
if (l_1105) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1106 = l_1102 & uint32(2147483648);
const bool l_1107 = l_1106 != uint32(0);
if (l_1107) {
const uint32 l_1108 = l_1102 - uint32(1);
l_mut_194 = l_1108;
}
}
const float l_1109 = reinterpret_cast<float const&>(l_mut_194);
const double l_1110 = double(l_1109);
l_mut_875 = l_1110;
}
}
}
const double l_1111 = -l_mut_875;
l_mut_915 = l_1111;
}
const double l_1112 = l_mut_177 - l_136;
l_mut_875 = l_1112;
if (l_134) {
const double l_1113 = l_1112 - l_869;
const double l_1114 = l_1113 * double(7.1362384635298e44);
const double l_1115 = floor(l_1114);
const double l_1116 = l_1115 * double(1.401298464324817e-45);
l_mut_540 = l_1116;
const double l_1117 = abs(l_1113);
const bool l_1118 = l_1117 >= double(1.1754943508222875e-38);
if (l_1118) {
const float l_1119 = float(l_1113);
const double l_1120 = double(l_1119);
l_mut_540 = l_1120;
const bool l_1121 = l_mut_540 > l_1113;
if (l_1121) {
const float l_1122 = -l_1119;
const uint32 l_1123 = reinterpret_cast<uint32 const&>(l_1122);
const uint32 l_1124 = l_1123 + uint32(1);
l_mut_194 = l_1124;
const uint32 l_1125 = l_1123 & uint32(2147483647);
const bool l_1126 = l_1125 == uint32(0);
if (l_1126) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1127 = l_1123 & uint32(2147483648);
const bool l_1128 = l_1127 != uint32(0);
if (l_1128) {
const uint32 l_1129 = l_1123 - uint32(1);
l_mut_194 = l_1129;
}
}
const float l_1130 = reinterpret_cast<float const&>(l_mut_194);
const float l_1131 = -l_1130;
const double l_1132 = double(l_1131);
l_mut_540 = l_1132;
} else {
const uint32 l_1133 = reinterpret_cast<uint32 const&>(l_1119);
const uint32 l_1134 = l_1133 + uint32(1);
l_mut_194 = l_1134;
const uint32 l_1135 = l_1133 & uint32(2147483647);
const bool l_1136 = l_1135 == uint32(0);
if (l_1136) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1137 = l_1133 & uint32(2147483648);
const bool l_1138 = l_1137 != uint32(0);
if (l_1138) {
const uint32 l_1139 = l_1133 - uint32(1);
l_mut_194 = l_1139;
}
}
const float l_1140 = reinterpret_cast<float const&>(l_mut_194);
const double l_1141 = double(l_1140);
const bool l_1142 = l_1141 <= l_1113;
if (l_1142) {
const uint32 l_1143 = reinterpret_cast<uint32 const&>(l_1119);
const uint32 l_1144 = l_1143 + uint32(1);
l_mut_194 = l_1144;
const uint32 l_1145 = l_1143 & uint32(2147483647);
const bool l_1146 = l_1145 == uint32(0);
if (l_1146) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1147 = l_1143 & uint32(2147483648);
const bool l_1148 = l_1147 != uint32(0);
if (l_1148) {
const uint32 l_1149 = l_1143 - uint32(1);
l_mut_194 = l_1149;
}
}
const float l_1150 = reinterpret_cast<float const&>(l_mut_194);
const double l_1151 = double(l_1150);
l_mut_540 = l_1151;
}
}
}
const double l_1152 = l_1112 + l_869;
const double l_1153 = l_1152 * double(7.1362384635298e44);
const double l_1154 = floor(l_1153);
const double l_1155 = l_1154 * double(1.401298464324817e-45);
l_mut_1156 = l_1155;
const double l_1157 = abs(l_1152);
const bool l_1158 = l_1157 >= double(1.1754943508222875e-38);
if (l_1158) {
const float l_1159 = float(l_1152);
const double l_1160 = double(l_1159);
l_mut_1156 = l_1160;
const bool l_1161 = l_mut_1156 > l_1152;
if (l_1161) {
const float l_1162 = -l_1159;
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_1162);
const uint32 l_1164 = l_1163 + uint32(1);
l_mut_194 = l_1164;
const uint32 l_1165 = l_1163 & uint32(2147483647);
const bool l_1166 = l_1165 == uint32(0);
if (l_1166) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1167 = l_1163 & uint32(2147483648);
const bool l_1168 = l_1167 != uint32(0);
if (l_1168) {
const uint32 l_1169 = l_1163 - uint32(1);
l_mut_194 = l_1169;
}
}
const float l_1170 = reinterpret_cast<float const&>(l_mut_194);
const float l_1171 = -l_1170;
const double l_1172 = double(l_1171);
l_mut_1156 = l_1172;
} else {
const uint32 l_1173 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1174 = l_1173 + uint32(1);
l_mut_194 = l_1174;
const uint32 l_1175 = l_1173 & uint32(2147483647);
const bool l_1176 = l_1175 == uint32(0);
if (l_1176) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1177 = l_1173 & uint32(2147483648);
const bool l_1178 = l_1177 != uint32(0);
if (l_1178) {
const uint32 l_1179 = l_1173 - uint32(1);
l_mut_194 = l_1179;
}
}
const float l_1180 = reinterpret_cast<float const&>(l_mut_194);
const double l_1181 = double(l_1180);
const bool l_1182 = l_1181 <= l_1152;
if (l_1182) {
const uint32 l_1183 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1184 = l_1183 + uint32(1);
l_mut_194 = l_1184;
const uint32 l_1185 = l_1183 & uint32(2147483647);
const bool l_1186 = l_1185 == uint32(0);
if (l_1186) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1187 = l_1183 & uint32(2147483648);
const bool l_1188 = l_1187 != uint32(0);
if (l_1188) {
const uint32 l_1189 = l_1183 - uint32(1);
l_mut_194 = l_1189;
}
}
const float l_1190 = reinterpret_cast<float const&>(l_mut_194);
const double l_1191 = double(l_1190);
l_mut_1156 = l_1191;
}
}
}
const bool l_1192 = l_mut_540 == l_mut_1156;
const bool l_1193 = !l_1192;
if (l_1193) {
l_arr_722[uint32(0)] = uint32(0);
}
const double l_1194 = l_1112 * double(7.1362384635298e44);
const double l_1195 = floor(l_1194);
const double l_1196 = l_1195 * double(1.401298464324817e-45);
l_mut_1156 = l_1196;
const double l_1197 = abs(l_1112);
const bool l_1198 = l_1197 >= double(1.1754943508222875e-38);
if (l_1198) {
const float l_1199 = float(l_1112);
const double l_1200 = double(l_1199);
l_mut_1156 = l_1200;
const bool l_1201 = l_mut_1156 > l_1112;
if (l_1201) {
const float l_1202 = -l_1199;
const uint32 l_1203 = reinterpret_cast<uint32 const&>(l_1202);
const uint32 l_1204 = l_1203 + uint32(1);
l_mut_194 = l_1204;
const uint32 l_1205 = l_1203 & uint32(2147483647);
const bool l_1206 = l_1205 == uint32(0);
if (l_1206) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1207 = l_1203 & uint32(2147483648);
const bool l_1208 = l_1207 != uint32(0);
if (l_1208) {
const uint32 l_1209 = l_1203 - uint32(1);
l_mut_194 = l_1209;
}
}
const float l_1210 = reinterpret_cast<float const&>(l_mut_194);
const float l_1211 = -l_1210;
const double l_1212 = double(l_1211);
l_mut_1156 = l_1212;
} else {
const uint32 l_1213 = reinterpret_cast<uint32 const&>(l_1199);
const uint32 l_1214 = l_1213 + uint32(1);
l_mut_194 = l_1214;
const uint32 l_1215 = l_1213 & uint32(2147483647);
const bool l_1216 = l_1215 == uint32(0);
if (l_1216) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1217 = l_1213 & uint32(2147483648);
const bool l_1218 = l_1217 != uint32(0);
if (l_1218) {
const uint32 l_1219 = l_1213 - uint32(1);
l_mut_194 = l_1219;
}
}
const float l_1220 = reinterpret_cast<float const&>(l_mut_194);
const double l_1221 = double(l_1220);
const bool l_1222 = l_1221 <= l_1112;
if (l_1222) {
const uint32 l_1223 = reinterpret_cast<uint32 const&>(l_1199);
const uint32 l_1224 = l_1223 + uint32(1);
l_mut_194 = l_1224;
const uint32 l_1225 = l_1223 & uint32(2147483647);
const bool l_1226 = l_1225 == uint32(0);
if (l_1226) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1227 = l_1223 & uint32(2147483648);
const bool l_1228 = l_1227 != uint32(0);
if (l_1228) {
const uint32 l_1229 = l_1223 - uint32(1);
l_mut_194 = l_1229;
}
}
const float l_1230 = reinterpret_cast<float const&>(l_mut_194);
const double l_1231 = double(l_1230);
l_mut_1156 = l_1231;
}
}
}
l_mut_875 = l_mut_1156;
}
const double l_1232 = l_mut_177 + l_136;
l_mut_1156 = l_1232;
if (l_134) {
const double l_1233 = l_1232 - l_869;
const double l_1234 = l_1233 * double(7.1362384635298e44);
const double l_1235 = floor(l_1234);
const double l_1236 = l_1235 * double(1.401298464324817e-45);
l_mut_540 = l_1236;
const double l_1237 = abs(l_1233);
const bool l_1238 = l_1237 >= double(1.1754943508222875e-38);
if (l_1238) {
const float l_1239 = float(l_1233);
const double l_1240 = double(l_1239);
l_mut_540 = l_1240;
const bool l_1241 = l_mut_540 > l_1233;
if (l_1241) {
const float l_1242 = -l_1239;
const uint32 l_1243 = reinterpret_cast<uint32 const&>(l_1242);
const uint32 l_1244 = l_1243 + uint32(1);
l_mut_194 = l_1244;
const uint32 l_1245 = l_1243 & uint32(2147483647);
const bool l_1246 = l_1245 == uint32(0);
if (l_1246) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1247 = l_1243 & uint32(2147483648);
const bool l_1248 = l_1247 != uint32(0);
if (l_1248) {
const uint32 l_1249 = l_1243 - uint32(1);
l_mut_194 = l_1249;
}
}
const float l_1250 = reinterpret_cast<float const&>(l_mut_194);
const float l_1251 = -l_1250;
const double l_1252 = double(l_1251);
l_mut_540 = l_1252;
} else {
const uint32 l_1253 = reinterpret_cast<uint32 const&>(l_1239);
const uint32 l_1254 = l_1253 + uint32(1);
l_mut_194 = l_1254;
const uint32 l_1255 = l_1253 & uint32(2147483647);
const bool l_1256 = l_1255 == uint32(0);
if (l_1256) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1257 = l_1253 & uint32(2147483648);
const bool l_1258 = l_1257 != uint32(0);
if (l_1258) {
const uint32 l_1259 = l_1253 - uint32(1);
l_mut_194 = l_1259;
}
}
const float l_1260 = reinterpret_cast<float const&>(l_mut_194);
const double l_1261 = double(l_1260);
const bool l_1262 = l_1261 <= l_1233;
if (l_1262) {
const uint32 l_1263 = reinterpret_cast<uint32 const&>(l_1239);
const uint32 l_1264 = l_1263 + uint32(1);
l_mut_194 = l_1264;
const uint32 l_1265 = l_1263 & uint32(2147483647);
const bool l_1266 = l_1265 == uint32(0);
if (l_1266) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1267 = l_1263 & uint32(2147483648);
const bool l_1268 = l_1267 != uint32(0);
if (l_1268) {
const uint32 l_1269 = l_1263 - uint32(1);
l_mut_194 = l_1269;
}
}
const float l_1270 = reinterpret_cast<float const&>(l_mut_194);
const double l_1271 = double(l_1270);
l_mut_540 = l_1271;
}
}
}
const double l_1272 = l_1232 + l_869;
const double l_1273 = l_1272 * double(7.1362384635298e44);
const double l_1274 = floor(l_1273);
const double l_1275 = l_1274 * double(1.401298464324817e-45);
l_mut_177 = l_1275;
const double l_1276 = abs(l_1272);
const bool l_1277 = l_1276 >= double(1.1754943508222875e-38);
if (l_1277) {
const float l_1278 = float(l_1272);
const double l_1279 = double(l_1278);
l_mut_177 = l_1279;
const bool l_1280 = l_mut_177 > l_1272;
if (l_1280) {
const float l_1281 = -l_1278;
const uint32 l_1282 = reinterpret_cast<uint32 const&>(l_1281);
const uint32 l_1283 = l_1282 + uint32(1);
l_mut_194 = l_1283;
const uint32 l_1284 = l_1282 & uint32(2147483647);
const bool l_1285 = l_1284 == uint32(0);
if (l_1285) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1286 = l_1282 & uint32(2147483648);
const bool l_1287 = l_1286 != uint32(0);
if (l_1287) {
const uint32 l_1288 = l_1282 - uint32(1);
l_mut_194 = l_1288;
}
}
const float l_1289 = reinterpret_cast<float const&>(l_mut_194);
const float l_1290 = -l_1289;
const double l_1291 = double(l_1290);
l_mut_177 = l_1291;
} else {
const uint32 l_1292 = reinterpret_cast<uint32 const&>(l_1278);
const uint32 l_1293 = l_1292 + uint32(1);
l_mut_194 = l_1293;
const uint32 l_1294 = l_1292 & uint32(2147483647);
const bool l_1295 = l_1294 == uint32(0);
if (l_1295) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1296 = l_1292 & uint32(2147483648);
const bool l_1297 = l_1296 != uint32(0);
if (l_1297) {
const uint32 l_1298 = l_1292 - uint32(1);
l_mut_194 = l_1298;
}
}
const float l_1299 = reinterpret_cast<float const&>(l_mut_194);
const double l_1300 = double(l_1299);
const bool l_1301 = l_1300 <= l_1272;
if (l_1301) {
const uint32 l_1302 = reinterpret_cast<uint32 const&>(l_1278);
const uint32 l_1303 = l_1302 + uint32(1);
l_mut_194 = l_1303;
const uint32 l_1304 = l_1302 & uint32(2147483647);
const bool l_1305 = l_1304 == uint32(0);
if (l_1305) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1306 = l_1302 & uint32(2147483648);
const bool l_1307 = l_1306 != uint32(0);
if (l_1307) {
const uint32 l_1308 = l_1302 - uint32(1);
l_mut_194 = l_1308;
}
}
const float l_1309 = reinterpret_cast<float const&>(l_mut_194);
const double l_1310 = double(l_1309);
l_mut_177 = l_1310;
}
}
}
const bool l_1311 = l_mut_540 == l_mut_177;
const bool l_1312 = !l_1311;
if (l_1312) {
l_arr_722[uint32(0)] = uint32(0);
}
const double l_1313 = -l_1232;
const double l_1314 = l_1313 * double(7.1362384635298e44);
const double l_1315 = floor(l_1314);
const double l_1316 = l_1315 * double(1.401298464324817e-45);
l_mut_540 = l_1316;
const double l_1317 = abs(l_1313);
const bool l_1318 = l_1317 >= double(1.1754943508222875e-38);
if (l_1318) {
const float l_1319 = float(l_1313);
const double l_1320 = double(l_1319);
l_mut_540 = l_1320;
const bool l_1321 = l_mut_540 > l_1313;
if (l_1321) {
const float l_1322 = -l_1319;
const uint32 l_1323 = reinterpret_cast<uint32 const&>(l_1322);
const uint32 l_1324 = l_1323 + uint32(1);
l_mut_194 = l_1324;
const uint32 l_1325 = l_1323 & uint32(2147483647);
const bool l_1326 = l_1325 == uint32(0);
if (l_1326) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1327 = l_1323 & uint32(2147483648);
const bool l_1328 = l_1327 != uint32(0);
if (l_1328) {
const uint32 l_1329 = l_1323 - uint32(1);
l_mut_194 = l_1329;
}
}
const float l_1330 = reinterpret_cast<float const&>(l_mut_194);
const float l_1331 = -l_1330;
const double l_1332 = double(l_1331);
l_mut_540 = l_1332;
} else {
const uint32 l_1333 = reinterpret_cast<uint32 const&>(l_1319);
const uint32 l_1334 = l_1333 + uint32(1);
l_mut_194 = l_1334;
const uint32 l_1335 = l_1333 & uint32(2147483647);
const bool l_1336 = l_1335 == uint32(0);
if (l_1336) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1337 = l_1333 & uint32(2147483648);
const bool l_1338 = l_1337 != uint32(0);
if (l_1338) {
const uint32 l_1339 = l_1333 - uint32(1);
l_mut_194 = l_1339;
}
}
const float l_1340 = reinterpret_cast<float const&>(l_mut_194);
const double l_1341 = double(l_1340);
const bool l_1342 = l_1341 <= l_1313;
if (l_1342) {
const uint32 l_1343 = reinterpret_cast<uint32 const&>(l_1319);
const uint32 l_1344 = l_1343 + uint32(1);
l_mut_194 = l_1344;
const uint32 l_1345 = l_1343 & uint32(2147483647);
const bool l_1346 = l_1345 == uint32(0);
if (l_1346) {
l_mut_194 = uint32(1);
} else {
const uint32 l_1347 = l_1343 & uint32(2147483648);
const bool l_1348 = l_1347 != uint32(0);
if (l_1348) {
const uint32 l_1349 = l_1343 - uint32(1);
l_mut_194 = l_1349;
}
}
const float l_1350 = reinterpret_cast<float const&>(l_mut_194);
const double l_1351 = double(l_1350);
l_mut_540 = l_1351;
}
}
}
const double l_1352 = -l_mut_540;
l_mut_1156 = l_1352;
}
l_mut_194 = uint32(0);
const bool l_1353 = !l_134;
const double l_1354 = abs(l_mut_875);
const bool l_1355 = l_1354 <= l_869;
const double l_1356 = abs(l_mut_1156);
const bool l_1357 = l_1356 <= l_869;
const bool l_1358 = l_1355 || l_1357;
const bool l_1359 = l_1353 && l_1358;
if (l_1359) {
l_arr_722[uint32(0)] = uint32(0);
}
const bool l_1360 = l_mut_875 <= double(0.0);
const bool l_1361 = l_mut_1156 >= double(0.0);
const bool l_1362 = l_1360 && l_1361;
const bool l_1363 = !l_1362;
if (l_1363) {
const double l_1365 = l_mut_28 / l_mut_875;
const double l_1366 = l_mut_28 / l_mut_1156;
const double l_1367 = l_mut_915 / l_mut_875;
const double l_1368 = l_mut_915 / l_mut_1156;
l_arr_1364[uint32(0)] = l_1365;
l_arr_1364[uint32(1)] = l_1365;
const double l_1369 = l_arr_1364[uint32(0)];
const bool l_1370 = l_1366 < l_1369;
if (l_1370) {
l_arr_1364[uint32(0)] = l_1366;
}
const double l_1371 = l_arr_1364[uint32(0)];
const bool l_1372 = l_1367 < l_1371;
if (l_1372) {
l_arr_1364[uint32(0)] = l_1367;
}
const double l_1373 = l_arr_1364[uint32(0)];
const bool l_1374 = l_1368 < l_1373;
if (l_1374) {
l_arr_1364[uint32(0)] = l_1368;
}
const double l_1375 = l_arr_1364[uint32(1)];
const bool l_1376 = l_1366 > l_1375;
if (l_1376) {
l_arr_1364[uint32(1)] = l_1366;
}
const double l_1377 = l_arr_1364[uint32(1)];
const bool l_1378 = l_1367 > l_1377;
if (l_1378) {
l_arr_1364[uint32(1)] = l_1367;
}
const double l_1379 = l_arr_1364[uint32(1)];
const bool l_1380 = l_1368 > l_1379;
if (l_1380) {
l_arr_1364[uint32(1)] = l_1368;
}
l_mut_540 = double(1.4551915228366852e-11);
const bool l_1381 = !l_134;
if (l_1381) {
const double l_1382 = l_867 + l_869;
const double l_1383 = abs(l_mut_875);
const double l_1384 = abs(l_mut_1156);
l_mut_1156 = l_1383;
const bool l_1385 = l_1384 < l_1383;
if (l_1385) {
l_mut_1156 = l_1384;
}
const double l_1386 = l_1382 / l_mut_1156;
const double l_1387 = abs(l_mut_28);
const double l_1388 = abs(l_mut_915);
l_mut_1156 = l_1387;
const bool l_1389 = l_1388 < l_1387;
if (l_1389) {
l_mut_1156 = l_1388;
}
const double l_1390 = l_867 / l_mut_1156;
const double l_1391 = l_1386 + l_1390;
l_mut_540 = l_mut_540 + l_1391;
}
const double l_1392 = l_arr_1364[uint32(0)];
const double l_1393 = abs(l_1392);
const double l_1394 = l_1393 * l_mut_540;
const double l_1395 = l_arr_1364[uint32(1)];
const double l_1396 = abs(l_1395);
const double l_1397 = l_1396 * l_mut_540;
const double l_1398 = l_arr_1364[uint32(0)];
const double l_1399 = l_1398 - l_1394;
const double l_1400 = abs(l_1399);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1401 = l_1400 >= double(1.1754943508222875e-38);
const bool l_1402 = l_1400 <= double(1.7976931348623157e308);
const bool l_1403 = l_1401 && l_1402;
if (l_1403) {
const uint64 l_1404 = reinterpret_cast<uint64 const&>(l_1400);
const uint64 l_1405 = l_1404 >> uint64(52);
const uint64 l_1406 = l_1405 - uint64(23);
const uint64 l_1407 = l_1406 << uint64(52);
const double l_1408 = reinterpret_cast<double const&>(l_1407);
l_mut_1156 = l_1408;
}
const double l_1409 = l_1398 + l_1394;
const double l_1410 = abs(l_1409);
l_mut_915 = double(1.401298464324817e-45);
const bool l_1411 = l_1410 >= double(1.1754943508222875e-38);
const bool l_1412 = l_1410 <= double(1.7976931348623157e308);
const bool l_1413 = l_1411 && l_1412;
if (l_1413) {
const uint64 l_1414 = reinterpret_cast<uint64 const&>(l_1410);
const uint64 l_1415 = l_1414 >> uint64(52);
const uint64 l_1416 = l_1415 - uint64(23);
const uint64 l_1417 = l_1416 << uint64(52);
const double l_1418 = reinterpret_cast<double const&>(l_1417);
l_mut_915 = l_1418;
}
const bool l_1419 = l_mut_1156 == l_mut_915;
const bool l_1420 = !l_1419;
const double l_1421 = l_arr_1364[uint32(1)];
const double l_1422 = l_1421 - l_1397;
const double l_1423 = abs(l_1422);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1424 = l_1423 >= double(1.1754943508222875e-38);
const bool l_1425 = l_1423 <= double(1.7976931348623157e308);
const bool l_1426 = l_1424 && l_1425;
if (l_1426) {
const uint64 l_1427 = reinterpret_cast<uint64 const&>(l_1423);
const uint64 l_1428 = l_1427 >> uint64(52);
const uint64 l_1429 = l_1428 - uint64(23);
const uint64 l_1430 = l_1429 << uint64(52);
const double l_1431 = reinterpret_cast<double const&>(l_1430);
l_mut_1156 = l_1431;
}
const double l_1432 = l_1421 + l_1397;
const double l_1433 = abs(l_1432);
l_mut_915 = double(1.401298464324817e-45);
const bool l_1434 = l_1433 >= double(1.1754943508222875e-38);
const bool l_1435 = l_1433 <= double(1.7976931348623157e308);
const bool l_1436 = l_1434 && l_1435;
if (l_1436) {
const uint64 l_1437 = reinterpret_cast<uint64 const&>(l_1433);
const uint64 l_1438 = l_1437 >> uint64(52);
const uint64 l_1439 = l_1438 - uint64(23);
const uint64 l_1440 = l_1439 << uint64(52);
const double l_1441 = reinterpret_cast<double const&>(l_1440);
l_mut_915 = l_1441;
}
const bool l_1442 = l_mut_1156 == l_mut_915;
const bool l_1443 = !l_1442;
const bool l_1444 = l_1420 || l_1443;
if (l_1444) {
l_arr_722[uint32(0)] = uint32(0);
}
const double l_1445 = l_arr_1364[uint32(0)];
const double l_1446 = l_arr_1364[uint32(0)];
const double l_1447 = abs(l_1446);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1448 = l_1447 >= double(1.1754943508222875e-38);
const bool l_1449 = l_1447 <= double(1.7976931348623157e308);
const bool l_1450 = l_1448 && l_1449;
if (l_1450) {
const uint64 l_1451 = reinterpret_cast<uint64 const&>(l_1447);
const uint64 l_1452 = l_1451 >> uint64(52);
const uint64 l_1453 = l_1452 - uint64(23);
const uint64 l_1454 = l_1453 << uint64(52);
const double l_1455 = reinterpret_cast<double const&>(l_1454);
l_mut_1156 = l_1455;
}
const double l_1456 = l_139 * l_mut_1156;
const double l_1457 = l_1445 - l_1456;
const double l_1458 = l_arr_1364[uint32(1)];
const double l_1459 = l_arr_1364[uint32(1)];
const double l_1460 = abs(l_1459);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1461 = l_1460 >= double(1.1754943508222875e-38);
const bool l_1462 = l_1460 <= double(1.7976931348623157e308);
const bool l_1463 = l_1461 && l_1462;
if (l_1463) {
const uint64 l_1464 = reinterpret_cast<uint64 const&>(l_1460);
const uint64 l_1465 = l_1464 >> uint64(52);
const uint64 l_1466 = l_1465 - uint64(23);
const uint64 l_1467 = l_1466 << uint64(52);
const double l_1468 = reinterpret_cast<double const&>(l_1467);
l_mut_1156 = l_1468;
}
const double l_1469 = l_139 * l_mut_1156;
const double l_1470 = l_1458 + l_1469;
const double l_1471 = double(l_mut_22);
const uint32 l_1472 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1473 = l_1472 + uint32(1);
l_mut_164 = l_1473;
const uint32 l_1474 = l_1472 & uint32(2147483647);
const bool l_1475 = l_1474 == uint32(0);
if (l_1475) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1476 = l_1472 & uint32(2147483648);
const bool l_1477 = l_1476 != uint32(0);
if (l_1477) {
const uint32 l_1478 = l_1472 - uint32(1);
l_mut_164 = l_1478;
}
}
const float l_1479 = reinterpret_cast<float const&>(l_mut_164);
const double l_1480 = double(l_1479);
const float l_1481 = -l_mut_22;
const uint32 l_1482 = reinterpret_cast<uint32 const&>(l_1481);
const uint32 l_1483 = l_1482 + uint32(1);
l_mut_164 = l_1483;
const uint32 l_1484 = l_1482 & uint32(2147483647);
const bool l_1485 = l_1484 == uint32(0);
if (l_1485) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1486 = l_1482 & uint32(2147483648);
const bool l_1487 = l_1486 != uint32(0);
if (l_1487) {
const uint32 l_1488 = l_1482 - uint32(1);
l_mut_164 = l_1488;
}
}
const float l_1489 = reinterpret_cast<float const&>(l_mut_164);
const float l_1490 = -l_1489;
const double l_1491 = double(l_1490);
const double l_1492 = l_1457 + l_1394;
const bool l_1493 = l_1492 <= l_1471;
l_mut_224 = l_1493;
const double l_1494 = l_1457 - l_1394;
const bool l_1495 = l_1494 > l_1471;
l_mut_221 = l_1495;
const double l_1496 = l_1470 - l_1397;
const bool l_1497 = l_1496 >= l_1471;
l_mut_218 = l_1497;
const double l_1498 = l_1470 + l_1397;
const bool l_1499 = l_1498 < l_1471;
l_mut_215 = l_1499;
if (l_134) {
const double l_1500 = l_1457 + l_1394;
const bool l_1501 = l_1500 < l_1480;
l_mut_224 = l_1501;
const double l_1502 = l_1457 - l_1394;
const bool l_1503 = l_1502 >= l_1480;
l_mut_221 = l_1503;
const double l_1504 = l_1470 - l_1397;
const bool l_1505 = l_1504 > l_1491;
l_mut_218 = l_1505;
const double l_1506 = l_1470 + l_1397;
const bool l_1507 = l_1506 <= l_1491;
l_mut_215 = l_1507;
}
l_mut_164 = uint32(2);
const bool l_1508 = l_mut_221 || l_mut_215;
if (l_1508) {
l_mut_164 = uint32(1);
} else {
const bool l_1509 = l_mut_224 && l_mut_218;
if (l_1509) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
const uint32 l_1510 = l_arr_722[uint32(0)];
const bool l_1511 = l_1510 == uint32(0);
if (l_1511) {
l_mut_194 = uint32(2);
}
l_mut_148 = l_mut_194;
} else {
const bool l_1512 = l_144 <= l_142;
const bool l_1513 = l_130 == uint32(12);
const bool l_1514 = l_1512 && l_1513;
if (l_1514) {
const float l_1515 = float(l_143);
const double l_1516 = double(l_1515);
const double l_1517 = abs(l_1516);
l_mut_1156 = l_1517;
l_mut_194 = uint32(0);
const bool l_1518 = l_1517 >= double(0.785);
if (l_1518) {
const double l_1519 = l_1517 * double(0.6366197723675814);
const double l_1520 = l_1519 + double(0.5);
const double l_1521 = floor(l_1520);
const double l_1522 = l_1521 * double(1.570796325802803);
const double l_1523 = l_1517 - l_1522;
const double l_1524 = l_1521 * double(9.920935796805404e-10);
const double l_1525 = l_1523 - l_1524;
l_mut_1156 = l_1525;
const uint32 l_1526 = uint32(l_1521);
l_mut_194 = l_1526;
}
const bool l_1527 = l_1515 < float(0.0);
const double l_1528 = l_mut_1156 * l_mut_1156;
const double l_1529 = l_1528 * double(1.9572941063391263e-20);
const double l_1530 = double(8.22063524662433e-18) - l_1529;
l_mut_915 = l_1530;
const double l_1531 = l_mut_915 * l_1528;
const double l_1532 = l_1531 - double(2.8114572543455206e-15);
l_mut_915 = l_1532;
const double l_1533 = l_mut_915 * l_1528;
const double l_1534 = l_1533 + double(7.647163731819816e-13);
l_mut_915 = l_1534;
const double l_1535 = l_mut_915 * l_1528;
const double l_1536 = l_1535 - double(1.6059043836821613e-10);
l_mut_915 = l_1536;
const double l_1537 = l_mut_915 * l_1528;
const double l_1538 = l_1537 + double(2.505210838544172e-8);
l_mut_915 = l_1538;
const double l_1539 = l_mut_915 * l_1528;
const double l_1540 = l_1539 - double(2.7557319223985893e-6);
l_mut_915 = l_1540;
const double l_1541 = l_mut_915 * l_1528;
const double l_1542 = l_1541 + double(0.0001984126984126984);
l_mut_915 = l_1542;
const double l_1543 = l_mut_915 * l_1528;
const double l_1544 = l_1543 - double(0.008333333333333333);
l_mut_915 = l_1544;
const double l_1545 = l_mut_915 * l_1528;
const double l_1546 = l_1545 + double(0.16666666666666666);
l_mut_915 = l_1546;
const double l_1547 = double(0.5) * l_1528;
const double l_1548 = double(1.0) - l_1547;
const double l_1549 = double(0.0) * l_1548;
const double l_1550 = l_mut_1156 * l_1528;
const double l_1551 = l_1550 * l_mut_915;
const double l_1552 = l_1549 - l_1551;
const double l_1553 = l_mut_1156 + l_1552;
const double l_1554 = l_mut_1156 * l_mut_1156;
const double l_1555 = l_1554 * double(4.110317623312165e-19);
const double l_1556 = l_1555 - double(1.5619206968586225e-16);
l_mut_915 = l_1556;
const double l_1557 = l_mut_915 * l_1554;
const double l_1558 = l_1557 + double(4.779477332387385e-14);
l_mut_915 = l_1558;
const double l_1559 = l_mut_915 * l_1554;
const double l_1560 = l_1559 - double(1.1470745597729725e-11);
l_mut_915 = l_1560;
const double l_1561 = l_mut_915 * l_1554;
const double l_1562 = l_1561 + double(2.08767569878681e-9);
l_mut_915 = l_1562;
const double l_1563 = l_mut_915 * l_1554;
const double l_1564 = l_1563 - double(2.755731922398589e-7);
l_mut_915 = l_1564;
const double l_1565 = l_mut_915 * l_1554;
const double l_1566 = l_1565 + double(2.48015873015873e-5);
l_mut_915 = l_1566;
const double l_1567 = l_mut_915 * l_1554;
const double l_1568 = l_1567 - double(0.001388888888888889);
l_mut_915 = l_1568;
const double l_1569 = l_mut_915 * l_1554;
const double l_1570 = l_1569 + double(0.041666666666666664);
l_mut_915 = l_1570;
const double l_1571 = double(0.5) * l_1554;
const double l_1572 = double(1.0) - l_1571;
const double l_1573 = l_1554 * l_1554;
const double l_1574 = l_1573 * l_mut_915;
const double l_1575 = double(0.0) * l_mut_1156;
const double l_1576 = l_1574 - l_1575;
const double l_1577 = l_1572 + l_1576;
const uint32 l_1578 = l_mut_194 & uint32(1);
const bool l_1579 = l_1578 == uint32(1);
l_mut_1156 = l_1553;
const uint32 l_1580 = l_mut_194 & uint32(2);
const bool l_1581 = l_1580 != uint32(0);
l_mut_224 = l_1581;
if (l_1579) {
l_mut_1156 = l_1577;
}
const bool l_1582 = bool(true) && l_1527;
if (l_1582) {
const bool l_1583 = !l_mut_224;
l_mut_224 = l_1583;
}
if (l_mut_224) {
const double l_1584 = -l_mut_1156;
l_mut_1156 = l_1584;
}
const float l_1585 = float(l_143);
const double l_1586 = double(l_1585);
const double l_1587 = abs(l_1586);
l_mut_915 = l_1587;
l_mut_194 = uint32(0);
const bool l_1588 = l_1587 >= double(0.785);
if (l_1588) {
const double l_1589 = l_1587 * double(0.6366197723675814);
const double l_1590 = l_1589 + double(0.5);
const double l_1591 = floor(l_1590);
const double l_1592 = l_1591 * double(1.570796325802803);
const double l_1593 = l_1587 - l_1592;
const double l_1594 = l_1591 * double(9.920935796805404e-10);
const double l_1595 = l_1593 - l_1594;
l_mut_915 = l_1595;
const uint32 l_1596 = uint32(l_1591);
l_mut_194 = l_1596;
}
const bool l_1597 = l_1585 < float(0.0);
const double l_1598 = l_mut_915 * l_mut_915;
const double l_1599 = l_1598 * double(1.9572941063391263e-20);
const double l_1600 = double(8.22063524662433e-18) - l_1599;
l_mut_875 = l_1600;
const double l_1601 = l_mut_875 * l_1598;
const double l_1602 = l_1601 - double(2.8114572543455206e-15);
l_mut_875 = l_1602;
const double l_1603 = l_mut_875 * l_1598;
const double l_1604 = l_1603 + double(7.647163731819816e-13);
l_mut_875 = l_1604;
const double l_1605 = l_mut_875 * l_1598;
const double l_1606 = l_1605 - double(1.6059043836821613e-10);
l_mut_875 = l_1606;
const double l_1607 = l_mut_875 * l_1598;
const double l_1608 = l_1607 + double(2.505210838544172e-8);
l_mut_875 = l_1608;
const double l_1609 = l_mut_875 * l_1598;
const double l_1610 = l_1609 - double(2.7557319223985893e-6);
l_mut_875 = l_1610;
const double l_1611 = l_mut_875 * l_1598;
const double l_1612 = l_1611 + double(0.0001984126984126984);
l_mut_875 = l_1612;
const double l_1613 = l_mut_875 * l_1598;
const double l_1614 = l_1613 - double(0.008333333333333333);
l_mut_875 = l_1614;
const double l_1615 = l_mut_875 * l_1598;
const double l_1616 = l_1615 + double(0.16666666666666666);
l_mut_875 = l_1616;
const double l_1617 = double(0.5) * l_1598;
const double l_1618 = double(1.0) - l_1617;
const double l_1619 = double(0.0) * l_1618;
const double l_1620 = l_mut_915 * l_1598;
const double l_1621 = l_1620 * l_mut_875;
const double l_1622 = l_1619 - l_1621;
const double l_1623 = l_mut_915 + l_1622;
const double l_1624 = l_mut_915 * l_mut_915;
const double l_1625 = l_1624 * double(4.110317623312165e-19);
const double l_1626 = l_1625 - double(1.5619206968586225e-16);
l_mut_875 = l_1626;
const double l_1627 = l_mut_875 * l_1624;
const double l_1628 = l_1627 + double(4.779477332387385e-14);
l_mut_875 = l_1628;
const double l_1629 = l_mut_875 * l_1624;
const double l_1630 = l_1629 - double(1.1470745597729725e-11);
l_mut_875 = l_1630;
const double l_1631 = l_mut_875 * l_1624;
const double l_1632 = l_1631 + double(2.08767569878681e-9);
l_mut_875 = l_1632;
const double l_1633 = l_mut_875 * l_1624;
const double l_1634 = l_1633 - double(2.755731922398589e-7);
l_mut_875 = l_1634;
const double l_1635 = l_mut_875 * l_1624;
const double l_1636 = l_1635 + double(2.48015873015873e-5);
l_mut_875 = l_1636;
const double l_1637 = l_mut_875 * l_1624;
const double l_1638 = l_1637 - double(0.001388888888888889);
l_mut_875 = l_1638;
const double l_1639 = l_mut_875 * l_1624;
const double l_1640 = l_1639 + double(0.041666666666666664);
l_mut_875 = l_1640;
const double l_1641 = double(0.5) * l_1624;
const double l_1642 = double(1.0) - l_1641;
const double l_1643 = l_1624 * l_1624;
const double l_1644 = l_1643 * l_mut_875;
const double l_1645 = double(0.0) * l_mut_915;
const double l_1646 = l_1644 - l_1645;
const double l_1647 = l_1642 + l_1646;
const uint32 l_1648 = l_mut_194 & uint32(1);
const bool l_1649 = l_1648 == uint32(1);
l_mut_915 = l_1623;
const uint32 l_1650 = l_mut_194 & uint32(2);
const bool l_1651 = l_1650 != uint32(0);
l_mut_224 = l_1651;
l_mut_915 = l_1647;
if (l_1649) {
l_mut_915 = l_1623;
}
const uint32 l_1652 = l_mut_194 + uint32(1);
const uint32 l_1653 = l_1652 & uint32(2);
const bool l_1654 = l_1653 != uint32(0);
l_mut_224 = l_1654;
const bool l_1655 = bool(false) && l_1597;
if (l_1655) {
const bool l_1656 = !l_mut_224;
l_mut_224 = l_1656;
}
if (l_mut_224) {
const double l_1657 = -l_mut_915;
l_mut_915 = l_1657;
}
const double l_1658 = abs(l_mut_1156);
const double l_1659 = l_1658 * double(1.4551915228366852e-11);
const double l_1660 = abs(l_mut_915);
const double l_1661 = l_1660 * double(1.4551915228366852e-11);
const double l_1662 = l_mut_1156 - l_136;
const double l_1663 = l_mut_1156 + l_136;
const double l_1664 = l_mut_915 - l_136;
const double l_1665 = l_mut_915 + l_136;
l_mut_194 = uint32(2);
const double l_1666 = abs(l_1664);
const bool l_1667 = l_1666 <= l_1661;
const double l_1668 = abs(l_1665);
const bool l_1669 = l_1668 <= l_1661;
const bool l_1670 = l_1667 || l_1669;
const bool l_1671 = !l_1670;
if (l_1671) {
l_mut_194 = uint32(0);
const bool l_1672 = l_1664 <= double(0.0);
const bool l_1673 = l_1665 >= double(0.0);
const bool l_1674 = l_1672 && l_1673;
const bool l_1675 = !l_1674;
if (l_1675) {
const double l_1676 = abs(l_1664);
const double l_1677 = abs(l_1665);
l_mut_1156 = l_1676;
const bool l_1678 = l_1677 < l_1676;
if (l_1678) {
l_mut_1156 = l_1677;
}
const double l_1679 = l_1661 / l_mut_1156;
const double l_1680 = l_1679 + double(1.4551915228366852e-11);
const double l_1681 = double(1.0) / l_1665;
const double l_1682 = double(1.0) / l_1664;
const double l_1683 = abs(l_1681);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1684 = l_1683 >= double(1.1754943508222875e-38);
const bool l_1685 = l_1683 <= double(1.7976931348623157e308);
const bool l_1686 = l_1684 && l_1685;
if (l_1686) {
const uint64 l_1687 = reinterpret_cast<uint64 const&>(l_1683);
const uint64 l_1688 = l_1687 >> uint64(52);
const uint64 l_1689 = l_1688 - uint64(23);
const uint64 l_1690 = l_1689 << uint64(52);
const double l_1691 = reinterpret_cast<double const&>(l_1690);
l_mut_1156 = l_1691;
}
const double l_1692 = l_139 * l_mut_1156;
const double l_1693 = l_1681 - l_1692;
const double l_1694 = abs(l_1682);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1695 = l_1694 >= double(1.1754943508222875e-38);
const bool l_1696 = l_1694 <= double(1.7976931348623157e308);
const bool l_1697 = l_1695 && l_1696;
if (l_1697) {
const uint64 l_1698 = reinterpret_cast<uint64 const&>(l_1694);
const uint64 l_1699 = l_1698 >> uint64(52);
const uint64 l_1700 = l_1699 - uint64(23);
const uint64 l_1701 = l_1700 << uint64(52);
const double l_1702 = reinterpret_cast<double const&>(l_1701);
l_mut_1156 = l_1702;
}
const double l_1703 = l_139 * l_mut_1156;
const double l_1704 = l_1682 + l_1703;
const double l_1706 = l_1662 * l_1693;
const double l_1707 = l_1662 * l_1704;
const double l_1708 = l_1663 * l_1693;
const double l_1709 = l_1663 * l_1704;
l_arr_1705[uint32(0)] = l_1706;
l_arr_1705[uint32(1)] = l_1706;
const double l_1710 = l_arr_1705[uint32(0)];
const bool l_1711 = l_1707 < l_1710;
if (l_1711) {
l_arr_1705[uint32(0)] = l_1707;
}
const double l_1712 = l_arr_1705[uint32(0)];
const bool l_1713 = l_1708 < l_1712;
if (l_1713) {
l_arr_1705[uint32(0)] = l_1708;
}
const double l_1714 = l_arr_1705[uint32(0)];
const bool l_1715 = l_1709 < l_1714;
if (l_1715) {
l_arr_1705[uint32(0)] = l_1709;
}
const double l_1716 = l_arr_1705[uint32(1)];
const bool l_1717 = l_1707 > l_1716;
if (l_1717) {
l_arr_1705[uint32(1)] = l_1707;
}
const double l_1718 = l_arr_1705[uint32(1)];
const bool l_1719 = l_1708 > l_1718;
if (l_1719) {
l_arr_1705[uint32(1)] = l_1708;
}
const double l_1720 = l_arr_1705[uint32(1)];
const bool l_1721 = l_1709 > l_1720;
if (l_1721) {
l_arr_1705[uint32(1)] = l_1709;
}
const double l_1722 = abs(l_1662);
const double l_1723 = abs(l_1663);
l_mut_1156 = l_1722;
const bool l_1724 = l_1723 > l_1722;
if (l_1724) {
l_mut_1156 = l_1723;
}
const double l_1725 = abs(l_1693);
const double l_1726 = abs(l_1704);
l_mut_915 = l_1725;
const bool l_1727 = l_1726 > l_1725;
if (l_1727) {
l_mut_915 = l_1726;
}
const double l_1728 = l_mut_1156 * l_mut_915;
const double l_1729 = l_1680 + double(1.4551915228366852e-11);
const double l_1730 = l_1728 * l_1729;
const double l_1731 = l_1659 * l_mut_915;
const double l_1732 = l_1730 + l_1731;
l_mut_194 = uint32(2);
const double l_1733 = abs(l_1681);
const double l_1734 = l_1733 * l_1680;
const double l_1735 = l_1681 - l_1734;
const double l_1736 = abs(l_1735);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1737 = l_1736 >= double(1.1754943508222875e-38);
const bool l_1738 = l_1736 <= double(1.7976931348623157e308);
const bool l_1739 = l_1737 && l_1738;
if (l_1739) {
const uint64 l_1740 = reinterpret_cast<uint64 const&>(l_1736);
const uint64 l_1741 = l_1740 >> uint64(52);
const uint64 l_1742 = l_1741 - uint64(23);
const uint64 l_1743 = l_1742 << uint64(52);
const double l_1744 = reinterpret_cast<double const&>(l_1743);
l_mut_1156 = l_1744;
}
const double l_1745 = l_1681 + l_1734;
const double l_1746 = abs(l_1745);
l_mut_915 = double(1.401298464324817e-45);
const bool l_1747 = l_1746 >= double(1.1754943508222875e-38);
const bool l_1748 = l_1746 <= double(1.7976931348623157e308);
const bool l_1749 = l_1747 && l_1748;
if (l_1749) {
const uint64 l_1750 = reinterpret_cast<uint64 const&>(l_1746);
const uint64 l_1751 = l_1750 >> uint64(52);
const uint64 l_1752 = l_1751 - uint64(23);
const uint64 l_1753 = l_1752 << uint64(52);
const double l_1754 = reinterpret_cast<double const&>(l_1753);
l_mut_915 = l_1754;
}
const bool l_1755 = l_mut_1156 == l_mut_915;
const double l_1756 = abs(l_1682);
const double l_1757 = l_1756 * l_1680;
const double l_1758 = l_1682 - l_1757;
const double l_1759 = abs(l_1758);
l_mut_1156 = double(1.401298464324817e-45);
const bool l_1760 = l_1759 >= double(1.1754943508222875e-38);
const bool l_1761 = l_1759 <= double(1.7976931348623157e308);
const bool l_1762 = l_1760 && l_1761;
if (l_1762) {
const uint64 l_1763 = reinterpret_cast<uint64 const&>(l_1759);
const uint64 l_1764 = l_1763 >> uint64(52);
const uint64 l_1765 = l_1764 - uint64(23);
const uint64 l_1766 = l_1765 << uint64(52);
const double l_1767 = reinterpret_cast<double const&>(l_1766);
l_mut_1156 = l_1767;
}
const double l_1768 = l_1682 + l_1757;
const double l_1769 = abs(l_1768);
l_mut_915 = double(1.401298464324817e-45);
const bool l_1770 = l_1769 >= double(1.1754943508222875e-38);
const bool l_1771 = l_1769 <= double(1.7976931348623157e308);
const bool l_1772 = l_1770 && l_1771;
if (l_1772) {
const uint64 l_1773 = reinterpret_cast<uint64 const&>(l_1769);
const uint64 l_1774 = l_1773 >> uint64(52);
const uint64 l_1775 = l_1774 - uint64(23);
const uint64 l_1776 = l_1775 << uint64(52);
const double l_1777 = reinterpret_cast<double const&>(l_1776);
l_mut_915 = l_1777;
}
const bool l_1778 = l_mut_1156 == l_mut_915;
const bool l_1779 = l_1755 && l_1778;
if (l_1779) {
const double l_1780 = l_arr_1705[uint32(0)];
const double l_1781 = l_arr_1705[uint32(1)];
const double l_1782 = double(l_mut_22);
const uint32 l_1783 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1784 = l_1783 + uint32(1);
l_mut_164 = l_1784;
const uint32 l_1785 = l_1783 & uint32(2147483647);
const bool l_1786 = l_1785 == uint32(0);
if (l_1786) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1787 = l_1783 & uint32(2147483648);
const bool l_1788 = l_1787 != uint32(0);
if (l_1788) {
const uint32 l_1789 = l_1783 - uint32(1);
l_mut_164 = l_1789;
}
}
const float l_1790 = reinterpret_cast<float const&>(l_mut_164);
const double l_1791 = double(l_1790);
const float l_1792 = -l_mut_22;
const uint32 l_1793 = reinterpret_cast<uint32 const&>(l_1792);
const uint32 l_1794 = l_1793 + uint32(1);
l_mut_164 = l_1794;
const uint32 l_1795 = l_1793 & uint32(2147483647);
const bool l_1796 = l_1795 == uint32(0);
if (l_1796) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1797 = l_1793 & uint32(2147483648);
const bool l_1798 = l_1797 != uint32(0);
if (l_1798) {
const uint32 l_1799 = l_1793 - uint32(1);
l_mut_164 = l_1799;
}
}
const float l_1800 = reinterpret_cast<float const&>(l_mut_164);
const float l_1801 = -l_1800;
const double l_1802 = double(l_1801);
const double l_1803 = l_1780 + l_1732;
const bool l_1804 = l_1803 <= l_1782;
l_mut_224 = l_1804;
const double l_1805 = l_1780 - l_1732;
const bool l_1806 = l_1805 > l_1782;
l_mut_221 = l_1806;
const double l_1807 = l_1781 - l_1732;
const bool l_1808 = l_1807 >= l_1782;
l_mut_218 = l_1808;
const double l_1809 = l_1781 + l_1732;
const bool l_1810 = l_1809 < l_1782;
l_mut_215 = l_1810;
const double l_1811 = l_1780 + l_1732;
const bool l_1812 = l_1811 < l_1791;
l_mut_224 = l_1812;
const double l_1813 = l_1780 - l_1732;
const bool l_1814 = l_1813 >= l_1791;
l_mut_221 = l_1814;
const double l_1815 = l_1781 - l_1732;
const bool l_1816 = l_1815 > l_1802;
l_mut_218 = l_1816;
const double l_1817 = l_1781 + l_1732;
const bool l_1818 = l_1817 <= l_1802;
l_mut_215 = l_1818;
l_mut_164 = uint32(2);
const bool l_1819 = l_mut_221 || l_mut_215;
if (l_1819) {
l_mut_164 = uint32(1);
} else {
const bool l_1820 = l_mut_224 && l_mut_218;
if (l_1820) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
}
}
}
l_mut_148 = l_mut_194;
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
const uint32 l_1821 = l_arr_147[uint32(0)];
const bool l_1822 = l_1821 == uint32(0);
if (l_1822) {
l_mut_148 = uint32(2);
}
l_arr_10[l_mut_128] = l_mut_148;
const uint32 l_1823 = l_arr_10[l_mut_128];
const bool l_1824 = l_1823 == uint32(2);
if (l_1824) {
l_mut_125 = bool(false);
}
}
}
const bool l_1825 = l_mut_30 == uint32(4294967293);
if (l_1825) {
const uint32 l_1826 = l_arr_8[uint32(0)];
const uint32 l_1827 = l_1826 + uint32(1);
l_arr_8[uint32(0)] = l_1827;
} else {
if (l_mut_125) {
l_mut_1156 = l_118;
const bool l_1828 = l_mut_1156 < double(-17.0);
if (l_1828) {
l_mut_1156 = double(-17.0);
}
const bool l_1829 = l_mut_1156 > double(17.0);
if (l_1829) {
l_mut_1156 = double(17.0);
}
const double l_1830 = l_mut_1156 + double(16.0);
const double l_1831 = l_1830 + double(1.0);
const uint32 l_1832 = uint32(l_1831);
const uint32 l_1833 = uint32(2) + l_1832;
const uint32 l_1834 = l_arr_8[l_1833];
const uint32 l_1835 = l_1834 + uint32(1);
l_arr_8[l_1833] = l_1835;
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1837 = l_1836 & uint32(8388607);
const double l_1838 = double(l_1837);
const double l_1839 = l_1838 / double(7.1362384635298e44);
l_mut_1156 = l_1839;
const uint32 l_1840 = l_1836 & uint32(2139095040);
const bool l_1841 = l_1840 != uint32(0);
if (l_1841) {
const uint32 l_1842 = l_1836 & uint32(2147483647);
const float l_1843 = reinterpret_cast<float const&>(l_1842);
const double l_1844 = double(l_1843);
l_mut_1156 = l_1844;
}
const uint32 l_1845 = l_1836 >> uint32(31);
const double l_1846 = double(l_1845);
const double l_1847 = double(2.0) * l_1846;
const double l_1848 = double(1.0) - l_1847;
l_mut_1156 = l_mut_1156 * l_1848;
const double l_1849 = abs(l_mut_25);
const double l_1850 = l_mut_25 * double(0.0);
const double l_1851 = l_1850 + double(7.1362384635298e44);
l_mut_915 = l_1851;
const bool l_1852 = l_1849 >= double(2.350988701644575e-38);
if (l_1852) {
const uint32 l_1853 = l_mut_30 & uint32(2147483647);
const float l_1854 = reinterpret_cast<float const&>(l_1853);
const double l_1855 = double(l_1854);
const uint32 l_1856 = l_1853 & uint32(2139095040);
const float l_1857 = reinterpret_cast<float const&>(l_1856);
const double l_1858 = double(l_1857);
const bool l_1859 = l_1855 > l_1849;
const uint32 l_1860 = l_1853 & uint32(8388607);
const bool l_1861 = l_1860 == uint32(0);
const bool l_1862 = l_1859 && l_1861;
const double l_1863 = l_1858 * double(1.1920928955078125e-7);
const double l_1864 = double(l_1862);
const double l_1865 = double(0.5) * l_1864;
const double l_1866 = double(1.0) - l_1865;
const double l_1867 = l_1863 * l_1866;
const double l_1868 = double(1.0) / l_1867;
l_mut_915 = l_1868;
}
const double l_1869 = l_mut_1156 - l_mut_25;
const double l_1870 = l_1869 * l_mut_915;
const uint32 l_1871 = l_arr_8[uint32(45)];
const bool l_1872 = l_1871 == uint32(4294967295);
const double l_1873 = l_arr_9[uint32(0)];
const bool l_1874 = l_1870 < l_1873;
const bool l_1875 = l_1872 || l_1874;
if (l_1875) {
l_arr_9[uint32(0)] = l_1870;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_99;
}
const uint32 l_1876 = l_arr_8[uint32(47)];
const bool l_1877 = l_1876 == uint32(4294967295);
const double l_1878 = l_arr_9[uint32(1)];
const bool l_1879 = l_1870 > l_1878;
const bool l_1880 = l_1877 || l_1879;
if (l_1880) {
l_arr_9[uint32(1)] = l_1870;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_99;
}
const bool l_1881 = l_118 != double(0.0);
if (l_1881) {

for (uint32 l_mut_1882 = uint32(0); l_mut_1882 < uint32(8); ++l_mut_1882) {
const uint32 l_1883 = l_arr_10[l_mut_1882];
const bool l_1884 = l_1883 == uint32(1);
if (l_1884) {
const uint32 l_1885 = uint32(37) + l_mut_1882;
const uint32 l_1886 = l_arr_8[l_1885];
const uint32 l_1887 = l_1886 + uint32(1);
l_arr_8[l_1885] = l_1887;
const uint32 l_1888 = uint32(2) + l_mut_1882;
const uint32 l_1889 = uint32(2) * l_1888;
const uint32 l_1890 = uint32(45) + l_1889;
const uint32 l_1891 = l_arr_8[l_1890];
const bool l_1892 = l_1891 == uint32(4294967295);
const double l_1893 = abs(l_1870);
const uint32 l_1894 = uint32(2) + l_mut_1882;
const double l_1895 = l_arr_9[l_1894];
const double l_1896 = abs(l_1895);
const bool l_1897 = l_1893 > l_1896;
const bool l_1898 = l_1892 || l_1897;
if (l_1898) {
const uint32 l_1899 = uint32(2) + l_mut_1882;
l_arr_9[l_1899] = l_1870;
l_arr_8[l_1890] = l_20;
const uint32 l_1900 = l_1890 + uint32(1);
l_arr_8[l_1900] = l_99;
}
}
}
}
} else {
const uint32 l_1901 = l_arr_8[uint32(1)];
const uint32 l_1902 = l_2 + l_1901;
const uint32 l_1903 = l_1902 * uint32(2);
const uint32 l_1981 = info.static_meta[uint32(6)];
const uint32 l_1982 = l_1981 * uint32(1);
const bool l_1983 = l_1903 < l_1982;
if (l_1983) {
buffer_6[l_1903] = l_20;
}
const uint32 l_1904 = l_1903 + uint32(1);
const uint32 l_1984 = info.static_meta[uint32(6)];
const uint32 l_1985 = l_1984 * uint32(1);
const bool l_1986 = l_1904 < l_1985;
if (l_1986) {
buffer_6[l_1904] = l_99;
}
const uint32 l_1905 = l_arr_8[uint32(1)];
const uint32 l_1906 = l_1905 + uint32(1);
l_arr_8[uint32(1)] = l_1906;
}
}
}

for (uint32 l_mut_1907 = uint32(0); l_mut_1907 < uint32(65); ++l_mut_1907) {
const uint32 l_1908 = idxGlobal * uint32(65);
const uint32 l_1909 = l_1908 + l_mut_1907;
const uint32 l_1910 = l_arr_8[l_mut_1907];
const uint32 l_1987 = info.static_meta[uint32(4)];
const uint32 l_1988 = l_1987 * uint32(1);
const bool l_1989 = l_1909 < l_1988;
if (l_1989) {
buffer_4[l_1909] = l_1910;
}
}

for (uint32 l_mut_1911 = uint32(0); l_mut_1911 < uint32(10); ++l_mut_1911) {
const uint32 l_1912 = idxGlobal * uint32(10);
const uint32 l_1913 = l_1912 + l_mut_1911;
const double l_1914 = l_arr_9[l_mut_1911];
const uint32 l_1990 = info.static_meta[uint32(5)];
const uint32 l_1991 = l_1990 * uint32(1);
const bool l_1992 = l_1913 < l_1991;
if (l_1992) {
buffer_5[l_1913] = l_1914;
}
}
}

}
