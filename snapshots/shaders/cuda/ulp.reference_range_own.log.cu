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

uint32 l_arr_229[1];

double l_arr_1264[2];

uint32 l_arr_10[8];

bool l_mut_207;
bool l_mut_330;
bool l_mut_333;
bool l_mut_336;
bool l_mut_339;
double l_mut_1773;
double l_mut_26;
double l_mut_319;
double l_mut_35;
double l_mut_46;
float l_mut_22;
int32 l_mut_65;
uint32 l_mut_109;
uint32 l_mut_230;
uint32 l_mut_246;
uint32 l_mut_284;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1915 = info.static_meta[uint32(7)];
const uint32 l_1916 = l_1915 * uint32(1);
const bool l_1917 = uint32(0) < l_1916;
if (l_1917) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1901 = info.static_meta[uint32(0)];
const uint32 l_1902 = l_1901 * uint32(1);
const bool l_1903 = uint32(1) < l_1902;
const uint32 l_1904 = l_1902 - uint32(1);
const uint32 l_1905 = min(uint32(1), l_1904);
const uint32 l_1906 = buffer_0[l_1905];
const uint32 l_1907 = (l_1903) ? l_1906 : uint32(0);
const uint32 l_1 = l_1907;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1908 = info.static_meta[uint32(0)];
const uint32 l_1909 = l_1908 * uint32(1);
const bool l_1910 = uint32(2) < l_1909;
const uint32 l_1911 = l_1909 - uint32(1);
const uint32 l_1912 = min(uint32(2), l_1911);
const uint32 l_1913 = buffer_0[l_1912];
const uint32 l_1914 = (l_1910) ? l_1913 : uint32(0);
const uint32 l_3 = l_1914;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1918 = info.static_meta[uint32(0)];
const uint32 l_1919 = l_1918 * uint32(1);
const bool l_1920 = uint32(2) < l_1919;
const uint32 l_1921 = l_1919 - uint32(1);
const uint32 l_1922 = min(uint32(2), l_1921);
const uint32 l_1923 = buffer_0[l_1922];
const uint32 l_1924 = (l_1920) ? l_1923 : uint32(0);
const uint32 l_6 = l_1924;
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
const uint32 l_1925 = info.static_meta[uint32(0)];
const uint32 l_1926 = l_1925 * uint32(1);
const bool l_1927 = uint32(0) < l_1926;
const uint32 l_1928 = l_1926 - uint32(1);
const uint32 l_1929 = min(uint32(0), l_1928);
const uint32 l_1930 = buffer_0[l_1929];
const uint32 l_1931 = (l_1927) ? l_1930 : uint32(0);
const uint32 l_19 = l_1931;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = log(l_21);
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
l_mut_46 = l_mut_26;
const bool l_47 = l_mut_26 < double(0.0);
if (l_47) {
const uint64 l_48 = reinterpret_cast<uint64 const&>(l_mut_26);
const uint64 l_49 = l_48 | uint64(9221120237041090560);
const double l_50 = reinterpret_cast<double const&>(l_49);
l_mut_46 = l_50;
} else {
const bool l_51 = l_mut_26 == double(0.0);
if (l_51) {
const double l_52 = abs(l_mut_26);
const uint64 l_53 = reinterpret_cast<uint64 const&>(l_52);
const uint64 l_54 = l_53 | uint64(9218868437227405312);
const uint64 l_55 = l_54 & uint64(18442240474082181120);
const double l_56 = reinterpret_cast<double const&>(l_55);
const double l_57 = -l_56;
l_mut_46 = l_57;
} else {
const uint32 l_58 = reinterpret_cast<uint32 const&>(l_21);
const bool l_59 = l_58 < uint32(2139095040);
if (l_59) {
const uint64 l_60 = reinterpret_cast<uint64 const&>(l_mut_26);
const uint64 l_61 = l_60 >> uint64(52);
const uint64 l_62 = l_61 & uint64(2047);
const int32 l_63 = int32(l_62);
const int32 l_64 = l_63 - int32(1023);
l_mut_65 = l_64;
const uint64 l_66 = l_60 & uint64(4503599627370495);
const uint64 l_67 = l_66 | uint64(4607182418800017408);
const double l_68 = reinterpret_cast<double const&>(l_67);
l_mut_26 = l_68;
const bool l_69 = l_mut_26 > double(1.4142135623730951);
if (l_69) {
l_mut_26 = l_mut_26 * double(0.5);
l_mut_65 = l_mut_65 + int32(1);
}
const double l_70 = l_mut_26 - double(1.0);
const double l_71 = double(2.0) + l_70;
const double l_72 = l_70 / l_71;
const double l_73 = l_72 * l_72;
const double l_74 = l_73 * double(0.04);
const double l_75 = l_74 + double(0.043478260869565216);
l_mut_26 = l_75;
const double l_76 = l_mut_26 * l_73;
const double l_77 = l_76 + double(0.047619047619047616);
l_mut_26 = l_77;
const double l_78 = l_mut_26 * l_73;
const double l_79 = l_78 + double(0.05263157894736842);
l_mut_26 = l_79;
const double l_80 = l_mut_26 * l_73;
const double l_81 = l_80 + double(0.058823529411764705);
l_mut_26 = l_81;
const double l_82 = l_mut_26 * l_73;
const double l_83 = l_82 + double(0.06666666666666667);
l_mut_26 = l_83;
const double l_84 = l_mut_26 * l_73;
const double l_85 = l_84 + double(0.07692307692307693);
l_mut_26 = l_85;
const double l_86 = l_mut_26 * l_73;
const double l_87 = l_86 + double(0.09090909090909091);
l_mut_26 = l_87;
const double l_88 = l_mut_26 * l_73;
const double l_89 = l_88 + double(0.1111111111111111);
l_mut_26 = l_89;
const double l_90 = l_mut_26 * l_73;
const double l_91 = l_90 + double(0.14285714285714285);
l_mut_26 = l_91;
const double l_92 = l_mut_26 * l_73;
const double l_93 = l_92 + double(0.2);
l_mut_26 = l_93;
const double l_94 = l_mut_26 * l_73;
const double l_95 = l_94 + double(0.3333333333333333);
l_mut_26 = l_95;
const double l_96 = double(2.0) * l_72;
const double l_97 = double(2.0) * l_72;
const double l_98 = l_97 * l_73;
const double l_99 = l_98 * l_mut_26;
const double l_100 = l_96 + l_99;
const double l_101 = double(l_mut_65);
const double l_102 = l_101 * double(0.6931471824645996);
const double l_103 = l_101 * double(-1.904654299957768e-9);
const double l_104 = l_103 + l_100;
const double l_105 = l_102 + l_104;
l_mut_46 = l_105;
}
}
}
l_mut_35 = l_mut_46;
const uint32 l_1932 = info.static_meta[uint32(3)];
const uint32 l_1933 = l_1932 * uint32(1);
const bool l_1934 = uint32(1024) < l_1933;
const uint32 l_1935 = l_1933 - uint32(1);
const uint32 l_1936 = min(uint32(1024), l_1935);
const uint32 l_1937 = buffer_3[l_1936];
const uint32 l_1938 = (l_1934) ? l_1937 : uint32(0);
const uint32 l_106 = l_1938;
const float l_107 = reinterpret_cast<float const&>(l_106);
const double l_108 = double(l_107);
l_mut_109 = uint32(4294967294);
const uint32 l_110 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_111 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_112 = l_111 & uint32(2139095040);
const bool l_113 = l_112 != uint32(2139095040);
const bool l_114 = l_112 == uint32(0);
const uint32 l_115 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_116 = l_115 & uint32(8388607);
const bool l_117 = l_116 != uint32(0);
const bool l_118 = l_114 && l_117;
const double l_119 = abs(l_mut_35);
const bool l_120 = l_mut_35 < double(0.0);
const uint32 l_121 = uint32(l_120);
const uint32 l_122 = uint32(2147483648) * l_121;
if (l_118) {
} else {
const bool l_123 = isnan(l_mut_35);
if (l_123) {
const uint32 l_124 = l_110 & uint32(2147483647);
const bool l_125 = l_124 > uint32(2139095040);
if (l_125) {
l_mut_109 = uint32(4294967293);
}
} else {
const bool l_126 = l_119 >= double(3.402823669209385e38);
const bool l_127 = !l_113;
const bool l_128 = l_119 == double(0.0);
const bool l_129 = l_127 && l_128;
const bool l_130 = l_126 || l_129;
if (l_130) {
const bool l_131 = l_119 >= double(3.402823669209385e38);
const uint32 l_132 = uint32(l_131);
const uint32 l_133 = uint32(2139095040) * l_132;
const uint32 l_134 = l_133 | l_122;
const bool l_135 = l_110 == l_134;
const uint32 l_136 = l_110 | l_134;
const uint32 l_137 = l_136 & uint32(2147483647);
const bool l_138 = l_137 == uint32(0);
const bool l_139 = l_135 || l_138;
if (l_139) {
l_mut_109 = uint32(4294967293);
}
} else {
const bool l_140 = l_119 >= double(2.350988701644575e-38);
const bool l_141 = l_113 && l_140;
const bool l_142 = l_119 < double(3.4028234663852886e38);
const bool l_143 = l_141 && l_142;
if (l_143) {
const float l_144 = float(l_119);
const uint32 l_145 = reinterpret_cast<uint32 const&>(l_144);
const float l_146 = reinterpret_cast<float const&>(l_145);
const double l_147 = double(l_146);
const double l_148 = l_119 - l_147;
const uint32 l_149 = l_145 + uint32(1);
const bool l_150 = l_148 < double(0.0);
const uint32 l_151 = uint32(l_150);
const uint32 l_152 = uint32(2) * l_151;
const uint32 l_153 = l_149 - l_152;
const float l_154 = reinterpret_cast<float const&>(l_153);
const double l_155 = double(l_154);
const double l_156 = l_155 - l_147;
const double l_157 = abs(l_156);
const double l_158 = l_157 * double(0.5);
const double l_159 = abs(l_148);
const double l_160 = l_158 - l_159;
const double l_161 = l_119 * double(9.094947017729282e-13);
const bool l_162 = l_160 > l_161;
if (l_162) {
const uint32 l_163 = l_145 | l_122;
l_mut_109 = l_163;
}
} else {
const bool l_164 = l_119 < double(2.350988701644575e-38);
const bool l_165 = l_113 && l_164;
if (l_165) {
const double l_166 = l_119 * double(7.1362384635298e44);
const double l_167 = floor(l_166);
const double l_168 = l_166 - l_167;
const double l_169 = l_168 - double(0.5);
const double l_170 = abs(l_169);
const double l_171 = l_166 * double(9.094947017729282e-13);
const bool l_172 = l_170 > l_171;
if (l_172) {
const bool l_173 = l_168 > double(0.5);
const double l_174 = double(l_173);
const double l_175 = l_167 + l_174;
const uint32 l_176 = uint32(l_175);
const uint32 l_177 = l_176 | l_122;
l_mut_109 = l_177;
}
}
}
}
}
}
const uint32 l_178 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_179 = l_178 & uint32(2147483647);
const bool l_180 = l_179 > uint32(2139095040);
const uint32 l_181 = l_178 & uint32(2147483647);
const bool l_182 = l_181 == uint32(0);
const uint32 l_183 = l_178 & uint32(2147483647);
const double l_184 = double(l_183);
const uint32 l_185 = l_178 >> uint32(31);
const double l_186 = double(l_185);
const double l_187 = double(2.0) * l_186;
const double l_188 = double(1.0) - l_187;
const double l_189 = l_184 * l_188;
const uint32 l_190 = l_mut_109 & uint32(2147483647);
const double l_191 = double(l_190);
const uint32 l_192 = l_mut_109 >> uint32(31);
const double l_193 = double(l_192);
const double l_194 = double(2.0) * l_193;
const double l_195 = double(1.0) - l_194;
const double l_196 = l_191 * l_195;
const double l_197 = l_189 - l_196;
const uint32 l_198 = l_mut_109 & uint32(2139095040);
const bool l_199 = l_198 == uint32(0);
const bool l_200 = l_mut_109 < uint32(4294967293);
const bool l_201 = l_197 == double(0.0);
const bool l_202 = l_182 && l_199;
const bool l_203 = l_180 || l_202;
const bool l_204 = !l_203;
const bool l_205 = l_201 || l_204;
const bool l_206 = l_200 && l_205;
l_mut_207 = l_206;
const bool l_208 = l_197 != double(0.0);
const bool l_209 = l_mut_207 && l_208;
if (l_209) {

for (uint32 l_mut_210 = uint32(0); l_mut_210 < uint32(8); ++l_mut_210) {
const uint32 l_211 = uint32(2) * l_mut_210;
const uint32 l_1939 = info.static_meta[uint32(1)];
const uint32 l_1940 = l_1939 * uint32(1);
const bool l_1941 = l_211 < l_1940;
const uint32 l_1942 = l_1940 - uint32(1);
const uint32 l_1943 = min(l_211, l_1942);
const uint32 l_1944 = buffer_1[l_1943];
const uint32 l_1945 = (l_1941) ? l_1944 : uint32(0);
const uint32 l_212 = l_1945;
const uint32 l_213 = uint32(2) * l_mut_210;
const uint32 l_214 = l_213 + uint32(1);
const uint32 l_1946 = info.static_meta[uint32(1)];
const uint32 l_1947 = l_1946 * uint32(1);
const bool l_1948 = l_214 < l_1947;
const uint32 l_1949 = l_1947 - uint32(1);
const uint32 l_1950 = min(l_214, l_1949);
const uint32 l_1951 = buffer_1[l_1950];
const uint32 l_1952 = (l_1948) ? l_1951 : uint32(0);
const uint32 l_215 = l_1952;
const bool l_216 = l_215 != uint32(0);
const uint32 l_217 = l_mut_210 * uint32(4);
const uint32 l_1953 = info.static_meta[uint32(2)];
const uint32 l_1954 = l_1953 * uint32(1);
const bool l_1955 = l_217 < l_1954;
const uint32 l_1956 = l_1954 - uint32(1);
const uint32 l_1957 = min(l_217, l_1956);
const double l_1958 = buffer_2[l_1957];
const double l_1959 = (l_1955) ? l_1958 : double(0.0);
const double l_218 = l_1959;
const uint32 l_219 = l_mut_210 * uint32(4);
const uint32 l_220 = l_219 + uint32(1);
const uint32 l_1960 = info.static_meta[uint32(2)];
const uint32 l_1961 = l_1960 * uint32(1);
const bool l_1962 = l_220 < l_1961;
const uint32 l_1963 = l_1961 - uint32(1);
const uint32 l_1964 = min(l_220, l_1963);
const double l_1965 = buffer_2[l_1964];
const double l_1966 = (l_1962) ? l_1965 : double(0.0);
const double l_221 = l_1966;
const uint32 l_222 = l_mut_210 * uint32(4);
const uint32 l_223 = l_222 + uint32(2);
const uint32 l_1967 = info.static_meta[uint32(2)];
const uint32 l_1968 = l_1967 * uint32(1);
const bool l_1969 = l_223 < l_1968;
const uint32 l_1970 = l_1968 - uint32(1);
const uint32 l_1971 = min(l_223, l_1970);
const double l_1972 = buffer_2[l_1971];
const double l_1973 = (l_1969) ? l_1972 : double(0.0);
const double l_224 = l_1973;
const double l_225 = double(l_21);
const double l_226 = abs(l_225);
const double l_227 = abs(l_mut_35);
const double l_228 = l_227 * double(1.4551915228366852e-11);
l_arr_229[uint32(0)] = uint32(1);
l_mut_230 = uint32(2);
const bool l_231 = l_212 == uint32(0);
if (l_231) {
l_mut_230 = uint32(0);
} else {
const bool l_232 = l_212 == uint32(1);
if (l_232) {
l_mut_230 = uint32(1);
const double l_233 = abs(l_197);
const bool l_234 = l_233 <= l_218;
if (l_234) {
l_mut_230 = uint32(0);
}
} else {
const bool l_235 = l_212 == uint32(2);
if (l_235) {
const double l_236 = abs(l_mut_35);
l_mut_46 = double(1.401298464324817e-45);
const bool l_237 = l_236 >= double(1.1754943508222875e-38);
const bool l_238 = l_236 <= double(1.7976931348623157e308);
const bool l_239 = l_237 && l_238;
if (l_239) {
const uint64 l_240 = reinterpret_cast<uint64 const&>(l_236);
const uint64 l_241 = l_240 >> uint64(52);
const uint64 l_242 = l_241 - uint64(23);
const uint64 l_243 = l_242 << uint64(52);
const double l_244 = reinterpret_cast<double const&>(l_243);
l_mut_46 = l_244;
}
const double l_245 = l_218 * l_mut_46;
l_mut_246 = uint32(2);
const double l_247 = l_mut_35 - l_228;
const double l_248 = abs(l_247);
l_mut_46 = double(1.401298464324817e-45);
const bool l_249 = l_248 >= double(1.1754943508222875e-38);
const bool l_250 = l_248 <= double(1.7976931348623157e308);
const bool l_251 = l_249 && l_250;
if (l_251) {
const uint64 l_252 = reinterpret_cast<uint64 const&>(l_248);
const uint64 l_253 = l_252 >> uint64(52);
const uint64 l_254 = l_253 - uint64(23);
const uint64 l_255 = l_254 << uint64(52);
const double l_256 = reinterpret_cast<double const&>(l_255);
l_mut_46 = l_256;
}
const double l_257 = l_mut_35 + l_228;
const double l_258 = abs(l_257);
l_mut_26 = double(1.401298464324817e-45);
const bool l_259 = l_258 >= double(1.1754943508222875e-38);
const bool l_260 = l_258 <= double(1.7976931348623157e308);
const bool l_261 = l_259 && l_260;
if (l_261) {
const uint64 l_262 = reinterpret_cast<uint64 const&>(l_258);
const uint64 l_263 = l_262 >> uint64(52);
const uint64 l_264 = l_263 - uint64(23);
const uint64 l_265 = l_264 << uint64(52);
const double l_266 = reinterpret_cast<double const&>(l_265);
l_mut_26 = l_266;
}
const bool l_267 = l_mut_46 == l_mut_26;
if (l_267) {
const double l_268 = l_245 * double(1.4551915228366852e-11);
const double l_269 = l_228 + l_268;
const double l_270 = l_mut_35 - l_245;
const double l_271 = l_mut_35 + l_245;
const uint32 l_272 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_273 = double(l_mut_22);
l_mut_46 = l_273;
const uint32 l_274 = l_272 & uint32(2139095040);
const bool l_275 = l_274 == uint32(0);
if (l_275) {
const uint32 l_276 = l_272 & uint32(8388607);
const double l_277 = double(l_276);
const double l_278 = l_277 * double(1.401298464324817e-45);
l_mut_46 = l_278;
const uint32 l_279 = l_272 >> uint32(31);
const bool l_280 = l_279 == uint32(1);
if (l_280) {
const double l_281 = -l_mut_46;
l_mut_46 = l_281;
}
}
const uint32 l_282 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_283 = l_282 + uint32(1);
l_mut_284 = l_283;
const uint32 l_285 = l_282 & uint32(2147483647);
const bool l_286 = l_285 == uint32(0);
if (l_286) {
l_mut_284 = uint32(1);
} else {
const uint32 l_287 = l_282 & uint32(2147483648);
const bool l_288 = l_287 != uint32(0);
if (l_288) {
const uint32 l_289 = l_282 - uint32(1);
l_mut_284 = l_289;
} else {
const bool l_290 = l_282 == uint32(2139095040);
if (l_290) {
l_mut_284 = l_282;
}
}
}
const float l_291 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_292 = reinterpret_cast<uint32 const&>(l_291);
const double l_293 = double(l_291);
l_mut_26 = l_293;
const uint32 l_294 = l_292 & uint32(2139095040);
const bool l_295 = l_294 == uint32(0);
if (l_295) {
const uint32 l_296 = l_292 & uint32(8388607);
const double l_297 = double(l_296);
const double l_298 = l_297 * double(1.401298464324817e-45);
l_mut_26 = l_298;
const uint32 l_299 = l_292 >> uint32(31);
const bool l_300 = l_299 == uint32(1);
if (l_300) {
const double l_301 = -l_mut_26;
l_mut_26 = l_301;
}
}
const uint32 l_302 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_303 = l_302 ^ uint32(2147483648);
const float l_304 = reinterpret_cast<float const&>(l_303);
const uint32 l_305 = reinterpret_cast<uint32 const&>(l_304);
const uint32 l_306 = l_305 + uint32(1);
l_mut_284 = l_306;
const uint32 l_307 = l_305 & uint32(2147483647);
const bool l_308 = l_307 == uint32(0);
if (l_308) {
l_mut_284 = uint32(1);
} else {
const uint32 l_309 = l_305 & uint32(2147483648);
const bool l_310 = l_309 != uint32(0);
if (l_310) {
const uint32 l_311 = l_305 - uint32(1);
l_mut_284 = l_311;
} else {
const bool l_312 = l_305 == uint32(2139095040);
if (l_312) {
l_mut_284 = l_305;
}
}
}
const float l_313 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_314 = reinterpret_cast<uint32 const&>(l_313);
const uint32 l_315 = l_314 ^ uint32(2147483648);
const float l_316 = reinterpret_cast<float const&>(l_315);
const uint32 l_317 = reinterpret_cast<uint32 const&>(l_316);
const double l_318 = double(l_316);
l_mut_319 = l_318;
const uint32 l_320 = l_317 & uint32(2139095040);
const bool l_321 = l_320 == uint32(0);
if (l_321) {
const uint32 l_322 = l_317 & uint32(8388607);
const double l_323 = double(l_322);
const double l_324 = l_323 * double(1.401298464324817e-45);
l_mut_319 = l_324;
const uint32 l_325 = l_317 >> uint32(31);
const bool l_326 = l_325 == uint32(1);
if (l_326) {
const double l_327 = -l_mut_319;
l_mut_319 = l_327;
}
}
const double l_328 = l_270 + l_269;
const bool l_329 = l_328 <= l_mut_46;
l_mut_330 = l_329;
const double l_331 = l_270 - l_269;
const bool l_332 = l_331 > l_mut_46;
l_mut_333 = l_332;
const double l_334 = l_271 - l_269;
const bool l_335 = l_334 >= l_mut_46;
l_mut_336 = l_335;
const double l_337 = l_271 + l_269;
const bool l_338 = l_337 < l_mut_46;
l_mut_339 = l_338;
if (l_216) {
const double l_340 = l_270 + l_269;
const bool l_341 = l_340 < l_mut_26;
l_mut_330 = l_341;
const double l_342 = l_270 - l_269;
const bool l_343 = l_342 >= l_mut_26;
l_mut_333 = l_343;
const double l_344 = l_271 - l_269;
const bool l_345 = l_344 > l_mut_319;
l_mut_336 = l_345;
const double l_346 = l_271 + l_269;
const bool l_347 = l_346 <= l_mut_319;
l_mut_339 = l_347;
}
l_mut_284 = uint32(2);
const bool l_348 = l_mut_333 || l_mut_339;
if (l_348) {
l_mut_284 = uint32(1);
} else {
const bool l_349 = l_mut_330 && l_mut_336;
if (l_349) {
l_mut_284 = uint32(0);
}
}
const uint32 l_350 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_351 = l_350 & uint32(2147483647);
const bool l_352 = l_351 == uint32(0);
if (l_352) {
const double l_353 = l_270 + l_269;
const bool l_354 = l_353 < double(1.1754943508222875e-38);
const double l_355 = l_271 - l_269;
const bool l_356 = l_355 > double(-1.1754943508222875e-38);
const bool l_357 = l_354 && l_356;
const double l_358 = l_270 - l_269;
const bool l_359 = l_358 < double(1.1754943508222875e-38);
const double l_360 = l_271 + l_269;
const bool l_361 = l_360 > double(-1.1754943508222875e-38);
const bool l_362 = l_359 && l_361;
if (l_357) {
l_mut_284 = uint32(0);
} else {
const bool l_363 = l_mut_284 == uint32(1);
const bool l_364 = l_362 && l_363;
if (l_364) {
l_mut_284 = uint32(2);
}
}
}
l_mut_246 = l_mut_284;
}
l_mut_230 = l_mut_246;
} else {
const bool l_365 = l_212 == uint32(3);
if (l_365) {
l_mut_230 = uint32(0);
const bool l_366 = l_226 >= double(1.1754943508222875e-38);
const bool l_367 = l_226 <= double(8.507059173023462e37);
const bool l_368 = l_366 && l_367;
if (l_368) {
const double l_369 = abs(l_mut_35);
l_mut_319 = double(1.401298464324817e-45);
const bool l_370 = l_369 >= double(1.1754943508222875e-38);
const bool l_371 = l_369 <= double(1.7976931348623157e308);
const bool l_372 = l_370 && l_371;
if (l_372) {
const uint64 l_373 = reinterpret_cast<uint64 const&>(l_369);
const uint64 l_374 = l_373 >> uint64(52);
const uint64 l_375 = l_374 - uint64(23);
const uint64 l_376 = l_375 << uint64(52);
const double l_377 = reinterpret_cast<double const&>(l_376);
l_mut_319 = l_377;
}
const double l_378 = l_218 * l_mut_319;
l_mut_284 = uint32(2);
const double l_379 = l_mut_35 - l_228;
const double l_380 = abs(l_379);
l_mut_319 = double(1.401298464324817e-45);
const bool l_381 = l_380 >= double(1.1754943508222875e-38);
const bool l_382 = l_380 <= double(1.7976931348623157e308);
const bool l_383 = l_381 && l_382;
if (l_383) {
const uint64 l_384 = reinterpret_cast<uint64 const&>(l_380);
const uint64 l_385 = l_384 >> uint64(52);
const uint64 l_386 = l_385 - uint64(23);
const uint64 l_387 = l_386 << uint64(52);
const double l_388 = reinterpret_cast<double const&>(l_387);
l_mut_319 = l_388;
}
const double l_389 = l_mut_35 + l_228;
const double l_390 = abs(l_389);
l_mut_46 = double(1.401298464324817e-45);
const bool l_391 = l_390 >= double(1.1754943508222875e-38);
const bool l_392 = l_390 <= double(1.7976931348623157e308);
const bool l_393 = l_391 && l_392;
if (l_393) {
const uint64 l_394 = reinterpret_cast<uint64 const&>(l_390);
const uint64 l_395 = l_394 >> uint64(52);
const uint64 l_396 = l_395 - uint64(23);
const uint64 l_397 = l_396 << uint64(52);
const double l_398 = reinterpret_cast<double const&>(l_397);
l_mut_46 = l_398;
}
const bool l_399 = l_mut_319 == l_mut_46;
if (l_399) {
const double l_400 = l_378 * double(1.4551915228366852e-11);
const double l_401 = l_228 + l_400;
const double l_402 = l_mut_35 - l_378;
const double l_403 = l_mut_35 + l_378;
const uint32 l_404 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_405 = double(l_mut_22);
l_mut_319 = l_405;
const uint32 l_406 = l_404 & uint32(2139095040);
const bool l_407 = l_406 == uint32(0);
if (l_407) {
const uint32 l_408 = l_404 & uint32(8388607);
const double l_409 = double(l_408);
const double l_410 = l_409 * double(1.401298464324817e-45);
l_mut_319 = l_410;
const uint32 l_411 = l_404 >> uint32(31);
const bool l_412 = l_411 == uint32(1);
if (l_412) {
const double l_413 = -l_mut_319;
l_mut_319 = l_413;
}
}
const uint32 l_414 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_415 = l_414 + uint32(1);
l_mut_246 = l_415;
const uint32 l_416 = l_414 & uint32(2147483647);
const bool l_417 = l_416 == uint32(0);
if (l_417) {
l_mut_246 = uint32(1);
} else {
const uint32 l_418 = l_414 & uint32(2147483648);
const bool l_419 = l_418 != uint32(0);
if (l_419) {
const uint32 l_420 = l_414 - uint32(1);
l_mut_246 = l_420;
} else {
const bool l_421 = l_414 == uint32(2139095040);
if (l_421) {
l_mut_246 = l_414;
}
}
}
const float l_422 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_423 = reinterpret_cast<uint32 const&>(l_422);
const double l_424 = double(l_422);
l_mut_46 = l_424;
const uint32 l_425 = l_423 & uint32(2139095040);
const bool l_426 = l_425 == uint32(0);
if (l_426) {
const uint32 l_427 = l_423 & uint32(8388607);
const double l_428 = double(l_427);
const double l_429 = l_428 * double(1.401298464324817e-45);
l_mut_46 = l_429;
const uint32 l_430 = l_423 >> uint32(31);
const bool l_431 = l_430 == uint32(1);
if (l_431) {
const double l_432 = -l_mut_46;
l_mut_46 = l_432;
}
}
const uint32 l_433 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_434 = l_433 ^ uint32(2147483648);
const float l_435 = reinterpret_cast<float const&>(l_434);
const uint32 l_436 = reinterpret_cast<uint32 const&>(l_435);
const uint32 l_437 = l_436 + uint32(1);
l_mut_246 = l_437;
const uint32 l_438 = l_436 & uint32(2147483647);
const bool l_439 = l_438 == uint32(0);
if (l_439) {
l_mut_246 = uint32(1);
} else {
const uint32 l_440 = l_436 & uint32(2147483648);
const bool l_441 = l_440 != uint32(0);
if (l_441) {
const uint32 l_442 = l_436 - uint32(1);
l_mut_246 = l_442;
} else {
const bool l_443 = l_436 == uint32(2139095040);
if (l_443) {
l_mut_246 = l_436;
}
}
}
const float l_444 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_445 = reinterpret_cast<uint32 const&>(l_444);
const uint32 l_446 = l_445 ^ uint32(2147483648);
const float l_447 = reinterpret_cast<float const&>(l_446);
const uint32 l_448 = reinterpret_cast<uint32 const&>(l_447);
const double l_449 = double(l_447);
l_mut_26 = l_449;
const uint32 l_450 = l_448 & uint32(2139095040);
const bool l_451 = l_450 == uint32(0);
if (l_451) {
const uint32 l_452 = l_448 & uint32(8388607);
const double l_453 = double(l_452);
const double l_454 = l_453 * double(1.401298464324817e-45);
l_mut_26 = l_454;
const uint32 l_455 = l_448 >> uint32(31);
const bool l_456 = l_455 == uint32(1);
if (l_456) {
const double l_457 = -l_mut_26;
l_mut_26 = l_457;
}
}
const double l_458 = l_402 + l_401;
const bool l_459 = l_458 <= l_mut_319;
l_mut_339 = l_459;
const double l_460 = l_402 - l_401;
const bool l_461 = l_460 > l_mut_319;
l_mut_336 = l_461;
const double l_462 = l_403 - l_401;
const bool l_463 = l_462 >= l_mut_319;
l_mut_333 = l_463;
const double l_464 = l_403 + l_401;
const bool l_465 = l_464 < l_mut_319;
l_mut_330 = l_465;
if (l_216) {
const double l_466 = l_402 + l_401;
const bool l_467 = l_466 < l_mut_46;
l_mut_339 = l_467;
const double l_468 = l_402 - l_401;
const bool l_469 = l_468 >= l_mut_46;
l_mut_336 = l_469;
const double l_470 = l_403 - l_401;
const bool l_471 = l_470 > l_mut_26;
l_mut_333 = l_471;
const double l_472 = l_403 + l_401;
const bool l_473 = l_472 <= l_mut_26;
l_mut_330 = l_473;
}
l_mut_246 = uint32(2);
const bool l_474 = l_mut_336 || l_mut_330;
if (l_474) {
l_mut_246 = uint32(1);
} else {
const bool l_475 = l_mut_339 && l_mut_333;
if (l_475) {
l_mut_246 = uint32(0);
}
}
const uint32 l_476 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_477 = l_476 & uint32(2147483647);
const bool l_478 = l_477 == uint32(0);
if (l_478) {
const double l_479 = l_402 + l_401;
const bool l_480 = l_479 < double(1.1754943508222875e-38);
const double l_481 = l_403 - l_401;
const bool l_482 = l_481 > double(-1.1754943508222875e-38);
const bool l_483 = l_480 && l_482;
const double l_484 = l_402 - l_401;
const bool l_485 = l_484 < double(1.1754943508222875e-38);
const double l_486 = l_403 + l_401;
const bool l_487 = l_486 > double(-1.1754943508222875e-38);
const bool l_488 = l_485 && l_487;
if (l_483) {
l_mut_246 = uint32(0);
} else {
const bool l_489 = l_mut_246 == uint32(1);
const bool l_490 = l_488 && l_489;
if (l_490) {
l_mut_246 = uint32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
}
} else {
const bool l_491 = l_212 == uint32(4);
if (l_491) {
const double l_492 = l_221 * l_226;
const double l_493 = l_218 + l_492;
const double l_494 = abs(l_mut_35);
l_mut_319 = double(1.401298464324817e-45);
const bool l_495 = l_494 >= double(1.1754943508222875e-38);
const bool l_496 = l_494 <= double(1.7976931348623157e308);
const bool l_497 = l_495 && l_496;
if (l_497) {
const uint64 l_498 = reinterpret_cast<uint64 const&>(l_494);
const uint64 l_499 = l_498 >> uint64(52);
const uint64 l_500 = l_499 - uint64(23);
const uint64 l_501 = l_500 << uint64(52);
const double l_502 = reinterpret_cast<double const&>(l_501);
l_mut_319 = l_502;
}
const double l_503 = l_493 * l_mut_319;
l_mut_284 = uint32(2);
const double l_504 = l_mut_35 - l_228;
const double l_505 = abs(l_504);
l_mut_319 = double(1.401298464324817e-45);
const bool l_506 = l_505 >= double(1.1754943508222875e-38);
const bool l_507 = l_505 <= double(1.7976931348623157e308);
const bool l_508 = l_506 && l_507;
if (l_508) {
const uint64 l_509 = reinterpret_cast<uint64 const&>(l_505);
const uint64 l_510 = l_509 >> uint64(52);
const uint64 l_511 = l_510 - uint64(23);
const uint64 l_512 = l_511 << uint64(52);
const double l_513 = reinterpret_cast<double const&>(l_512);
l_mut_319 = l_513;
}
const double l_514 = l_mut_35 + l_228;
const double l_515 = abs(l_514);
l_mut_46 = double(1.401298464324817e-45);
const bool l_516 = l_515 >= double(1.1754943508222875e-38);
const bool l_517 = l_515 <= double(1.7976931348623157e308);
const bool l_518 = l_516 && l_517;
if (l_518) {
const uint64 l_519 = reinterpret_cast<uint64 const&>(l_515);
const uint64 l_520 = l_519 >> uint64(52);
const uint64 l_521 = l_520 - uint64(23);
const uint64 l_522 = l_521 << uint64(52);
const double l_523 = reinterpret_cast<double const&>(l_522);
l_mut_46 = l_523;
}
const bool l_524 = l_mut_319 == l_mut_46;
if (l_524) {
const double l_525 = l_503 * double(1.4551915228366852e-11);
const double l_526 = l_228 + l_525;
const double l_527 = l_mut_35 - l_503;
const double l_528 = l_mut_35 + l_503;
const uint32 l_529 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_530 = double(l_mut_22);
l_mut_319 = l_530;
const uint32 l_531 = l_529 & uint32(2139095040);
const bool l_532 = l_531 == uint32(0);
if (l_532) {
const uint32 l_533 = l_529 & uint32(8388607);
const double l_534 = double(l_533);
const double l_535 = l_534 * double(1.401298464324817e-45);
l_mut_319 = l_535;
const uint32 l_536 = l_529 >> uint32(31);
const bool l_537 = l_536 == uint32(1);
if (l_537) {
const double l_538 = -l_mut_319;
l_mut_319 = l_538;
}
}
const uint32 l_539 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_540 = l_539 + uint32(1);
l_mut_246 = l_540;
const uint32 l_541 = l_539 & uint32(2147483647);
const bool l_542 = l_541 == uint32(0);
if (l_542) {
l_mut_246 = uint32(1);
} else {
const uint32 l_543 = l_539 & uint32(2147483648);
const bool l_544 = l_543 != uint32(0);
if (l_544) {
const uint32 l_545 = l_539 - uint32(1);
l_mut_246 = l_545;
} else {
const bool l_546 = l_539 == uint32(2139095040);
if (l_546) {
l_mut_246 = l_539;
}
}
}
const float l_547 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_548 = reinterpret_cast<uint32 const&>(l_547);
const double l_549 = double(l_547);
l_mut_46 = l_549;
const uint32 l_550 = l_548 & uint32(2139095040);
const bool l_551 = l_550 == uint32(0);
if (l_551) {
const uint32 l_552 = l_548 & uint32(8388607);
const double l_553 = double(l_552);
const double l_554 = l_553 * double(1.401298464324817e-45);
l_mut_46 = l_554;
const uint32 l_555 = l_548 >> uint32(31);
const bool l_556 = l_555 == uint32(1);
if (l_556) {
const double l_557 = -l_mut_46;
l_mut_46 = l_557;
}
}
const uint32 l_558 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_559 = l_558 ^ uint32(2147483648);
const float l_560 = reinterpret_cast<float const&>(l_559);
const uint32 l_561 = reinterpret_cast<uint32 const&>(l_560);
const uint32 l_562 = l_561 + uint32(1);
l_mut_246 = l_562;
const uint32 l_563 = l_561 & uint32(2147483647);
const bool l_564 = l_563 == uint32(0);
if (l_564) {
l_mut_246 = uint32(1);
} else {
const uint32 l_565 = l_561 & uint32(2147483648);
const bool l_566 = l_565 != uint32(0);
if (l_566) {
const uint32 l_567 = l_561 - uint32(1);
l_mut_246 = l_567;
} else {
const bool l_568 = l_561 == uint32(2139095040);
if (l_568) {
l_mut_246 = l_561;
}
}
}
const float l_569 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_570 = reinterpret_cast<uint32 const&>(l_569);
const uint32 l_571 = l_570 ^ uint32(2147483648);
const float l_572 = reinterpret_cast<float const&>(l_571);
const uint32 l_573 = reinterpret_cast<uint32 const&>(l_572);
const double l_574 = double(l_572);
l_mut_26 = l_574;
const uint32 l_575 = l_573 & uint32(2139095040);
const bool l_576 = l_575 == uint32(0);
if (l_576) {
const uint32 l_577 = l_573 & uint32(8388607);
const double l_578 = double(l_577);
const double l_579 = l_578 * double(1.401298464324817e-45);
l_mut_26 = l_579;
const uint32 l_580 = l_573 >> uint32(31);
const bool l_581 = l_580 == uint32(1);
if (l_581) {
const double l_582 = -l_mut_26;
l_mut_26 = l_582;
}
}
const double l_583 = l_527 + l_526;
const bool l_584 = l_583 <= l_mut_319;
l_mut_339 = l_584;
const double l_585 = l_527 - l_526;
const bool l_586 = l_585 > l_mut_319;
l_mut_336 = l_586;
const double l_587 = l_528 - l_526;
const bool l_588 = l_587 >= l_mut_319;
l_mut_333 = l_588;
const double l_589 = l_528 + l_526;
const bool l_590 = l_589 < l_mut_319;
l_mut_330 = l_590;
if (l_216) {
const double l_591 = l_527 + l_526;
const bool l_592 = l_591 < l_mut_46;
l_mut_339 = l_592;
const double l_593 = l_527 - l_526;
const bool l_594 = l_593 >= l_mut_46;
l_mut_336 = l_594;
const double l_595 = l_528 - l_526;
const bool l_596 = l_595 > l_mut_26;
l_mut_333 = l_596;
const double l_597 = l_528 + l_526;
const bool l_598 = l_597 <= l_mut_26;
l_mut_330 = l_598;
}
l_mut_246 = uint32(2);
const bool l_599 = l_mut_336 || l_mut_330;
if (l_599) {
l_mut_246 = uint32(1);
} else {
const bool l_600 = l_mut_339 && l_mut_333;
if (l_600) {
l_mut_246 = uint32(0);
}
}
const uint32 l_601 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_602 = l_601 & uint32(2147483647);
const bool l_603 = l_602 == uint32(0);
if (l_603) {
const double l_604 = l_527 + l_526;
const bool l_605 = l_604 < double(1.1754943508222875e-38);
const double l_606 = l_528 - l_526;
const bool l_607 = l_606 > double(-1.1754943508222875e-38);
const bool l_608 = l_605 && l_607;
const double l_609 = l_527 - l_526;
const bool l_610 = l_609 < double(1.1754943508222875e-38);
const double l_611 = l_528 + l_526;
const bool l_612 = l_611 > double(-1.1754943508222875e-38);
const bool l_613 = l_610 && l_612;
if (l_608) {
l_mut_246 = uint32(0);
} else {
const bool l_614 = l_mut_246 == uint32(1);
const bool l_615 = l_613 && l_614;
if (l_615) {
l_mut_246 = uint32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
} else {
const bool l_616 = l_212 == uint32(5);
if (l_616) {
const double l_617 = double(2.0) * l_225;
const double l_618 = abs(l_617);
const double l_619 = floor(l_618);
const double l_620 = double(3.0) + l_619;
const double l_621 = abs(l_mut_35);
l_mut_319 = double(1.401298464324817e-45);
const bool l_622 = l_621 >= double(1.1754943508222875e-38);
const bool l_623 = l_621 <= double(1.7976931348623157e308);
const bool l_624 = l_622 && l_623;
if (l_624) {
const uint64 l_625 = reinterpret_cast<uint64 const&>(l_621);
const uint64 l_626 = l_625 >> uint64(52);
const uint64 l_627 = l_626 - uint64(23);
const uint64 l_628 = l_627 << uint64(52);
const double l_629 = reinterpret_cast<double const&>(l_628);
l_mut_319 = l_629;
}
const double l_630 = l_620 * l_mut_319;
l_mut_284 = uint32(2);
const double l_631 = l_mut_35 - l_228;
const double l_632 = abs(l_631);
l_mut_319 = double(1.401298464324817e-45);
const bool l_633 = l_632 >= double(1.1754943508222875e-38);
const bool l_634 = l_632 <= double(1.7976931348623157e308);
const bool l_635 = l_633 && l_634;
if (l_635) {
const uint64 l_636 = reinterpret_cast<uint64 const&>(l_632);
const uint64 l_637 = l_636 >> uint64(52);
const uint64 l_638 = l_637 - uint64(23);
const uint64 l_639 = l_638 << uint64(52);
const double l_640 = reinterpret_cast<double const&>(l_639);
l_mut_319 = l_640;
}
const double l_641 = l_mut_35 + l_228;
const double l_642 = abs(l_641);
l_mut_46 = double(1.401298464324817e-45);
const bool l_643 = l_642 >= double(1.1754943508222875e-38);
const bool l_644 = l_642 <= double(1.7976931348623157e308);
const bool l_645 = l_643 && l_644;
if (l_645) {
const uint64 l_646 = reinterpret_cast<uint64 const&>(l_642);
const uint64 l_647 = l_646 >> uint64(52);
const uint64 l_648 = l_647 - uint64(23);
const uint64 l_649 = l_648 << uint64(52);
const double l_650 = reinterpret_cast<double const&>(l_649);
l_mut_46 = l_650;
}
const bool l_651 = l_mut_319 == l_mut_46;
if (l_651) {
const double l_652 = l_630 * double(1.4551915228366852e-11);
const double l_653 = l_228 + l_652;
const double l_654 = l_mut_35 - l_630;
const double l_655 = l_mut_35 + l_630;
const uint32 l_656 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_657 = double(l_mut_22);
l_mut_319 = l_657;
const uint32 l_658 = l_656 & uint32(2139095040);
const bool l_659 = l_658 == uint32(0);
if (l_659) {
const uint32 l_660 = l_656 & uint32(8388607);
const double l_661 = double(l_660);
const double l_662 = l_661 * double(1.401298464324817e-45);
l_mut_319 = l_662;
const uint32 l_663 = l_656 >> uint32(31);
const bool l_664 = l_663 == uint32(1);
if (l_664) {
const double l_665 = -l_mut_319;
l_mut_319 = l_665;
}
}
const uint32 l_666 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_667 = l_666 + uint32(1);
l_mut_246 = l_667;
const uint32 l_668 = l_666 & uint32(2147483647);
const bool l_669 = l_668 == uint32(0);
if (l_669) {
l_mut_246 = uint32(1);
} else {
const uint32 l_670 = l_666 & uint32(2147483648);
const bool l_671 = l_670 != uint32(0);
if (l_671) {
const uint32 l_672 = l_666 - uint32(1);
l_mut_246 = l_672;
} else {
const bool l_673 = l_666 == uint32(2139095040);
if (l_673) {
l_mut_246 = l_666;
}
}
}
const float l_674 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_675 = reinterpret_cast<uint32 const&>(l_674);
const double l_676 = double(l_674);
l_mut_46 = l_676;
const uint32 l_677 = l_675 & uint32(2139095040);
const bool l_678 = l_677 == uint32(0);
if (l_678) {
const uint32 l_679 = l_675 & uint32(8388607);
const double l_680 = double(l_679);
const double l_681 = l_680 * double(1.401298464324817e-45);
l_mut_46 = l_681;
const uint32 l_682 = l_675 >> uint32(31);
const bool l_683 = l_682 == uint32(1);
if (l_683) {
const double l_684 = -l_mut_46;
l_mut_46 = l_684;
}
}
const uint32 l_685 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_686 = l_685 ^ uint32(2147483648);
const float l_687 = reinterpret_cast<float const&>(l_686);
const uint32 l_688 = reinterpret_cast<uint32 const&>(l_687);
const uint32 l_689 = l_688 + uint32(1);
l_mut_246 = l_689;
const uint32 l_690 = l_688 & uint32(2147483647);
const bool l_691 = l_690 == uint32(0);
if (l_691) {
l_mut_246 = uint32(1);
} else {
const uint32 l_692 = l_688 & uint32(2147483648);
const bool l_693 = l_692 != uint32(0);
if (l_693) {
const uint32 l_694 = l_688 - uint32(1);
l_mut_246 = l_694;
} else {
const bool l_695 = l_688 == uint32(2139095040);
if (l_695) {
l_mut_246 = l_688;
}
}
}
const float l_696 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_697 = reinterpret_cast<uint32 const&>(l_696);
const uint32 l_698 = l_697 ^ uint32(2147483648);
const float l_699 = reinterpret_cast<float const&>(l_698);
const uint32 l_700 = reinterpret_cast<uint32 const&>(l_699);
const double l_701 = double(l_699);
l_mut_26 = l_701;
const uint32 l_702 = l_700 & uint32(2139095040);
const bool l_703 = l_702 == uint32(0);
if (l_703) {
const uint32 l_704 = l_700 & uint32(8388607);
const double l_705 = double(l_704);
const double l_706 = l_705 * double(1.401298464324817e-45);
l_mut_26 = l_706;
const uint32 l_707 = l_700 >> uint32(31);
const bool l_708 = l_707 == uint32(1);
if (l_708) {
const double l_709 = -l_mut_26;
l_mut_26 = l_709;
}
}
const double l_710 = l_654 + l_653;
const bool l_711 = l_710 <= l_mut_319;
l_mut_339 = l_711;
const double l_712 = l_654 - l_653;
const bool l_713 = l_712 > l_mut_319;
l_mut_336 = l_713;
const double l_714 = l_655 - l_653;
const bool l_715 = l_714 >= l_mut_319;
l_mut_333 = l_715;
const double l_716 = l_655 + l_653;
const bool l_717 = l_716 < l_mut_319;
l_mut_330 = l_717;
if (l_216) {
const double l_718 = l_654 + l_653;
const bool l_719 = l_718 < l_mut_46;
l_mut_339 = l_719;
const double l_720 = l_654 - l_653;
const bool l_721 = l_720 >= l_mut_46;
l_mut_336 = l_721;
const double l_722 = l_655 - l_653;
const bool l_723 = l_722 > l_mut_26;
l_mut_333 = l_723;
const double l_724 = l_655 + l_653;
const bool l_725 = l_724 <= l_mut_26;
l_mut_330 = l_725;
}
l_mut_246 = uint32(2);
const bool l_726 = l_mut_336 || l_mut_330;
if (l_726) {
l_mut_246 = uint32(1);
} else {
const bool l_727 = l_mut_339 && l_mut_333;
if (l_727) {
l_mut_246 = uint32(0);
}
}
const uint32 l_728 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_729 = l_728 & uint32(2147483647);
const bool l_730 = l_729 == uint32(0);
if (l_730) {
const double l_731 = l_654 + l_653;
const bool l_732 = l_731 < double(1.1754943508222875e-38);
const double l_733 = l_655 - l_653;
const bool l_734 = l_733 > double(-1.1754943508222875e-38);
const bool l_735 = l_732 && l_734;
const double l_736 = l_654 - l_653;
const bool l_737 = l_736 < double(1.1754943508222875e-38);
const double l_738 = l_655 + l_653;
const bool l_739 = l_738 > double(-1.1754943508222875e-38);
const bool l_740 = l_737 && l_739;
if (l_735) {
l_mut_246 = uint32(0);
} else {
const bool l_741 = l_mut_246 == uint32(1);
const bool l_742 = l_740 && l_741;
if (l_742) {
l_mut_246 = uint32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
} else {
const bool l_743 = l_212 == uint32(6);
if (l_743) {
l_mut_230 = uint32(0);
const bool l_744 = l_226 <= l_221;
if (l_744) {
const double l_745 = l_218 * double(1.4551915228366852e-11);
const double l_746 = l_228 + l_745;
const double l_747 = l_mut_35 - l_218;
const double l_748 = l_mut_35 + l_218;
const uint32 l_749 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_750 = double(l_mut_22);
l_mut_319 = l_750;
const uint32 l_751 = l_749 & uint32(2139095040);
const bool l_752 = l_751 == uint32(0);
if (l_752) {
const uint32 l_753 = l_749 & uint32(8388607);
const double l_754 = double(l_753);
const double l_755 = l_754 * double(1.401298464324817e-45);
l_mut_319 = l_755;
const uint32 l_756 = l_749 >> uint32(31);
const bool l_757 = l_756 == uint32(1);
if (l_757) {
const double l_758 = -l_mut_319;
l_mut_319 = l_758;
}
}
const uint32 l_759 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_760 = l_759 + uint32(1);
l_mut_284 = l_760;
const uint32 l_761 = l_759 & uint32(2147483647);
const bool l_762 = l_761 == uint32(0);
if (l_762) {
l_mut_284 = uint32(1);
} else {
const uint32 l_763 = l_759 & uint32(2147483648);
const bool l_764 = l_763 != uint32(0);
if (l_764) {
const uint32 l_765 = l_759 - uint32(1);
l_mut_284 = l_765;
} else {
const bool l_766 = l_759 == uint32(2139095040);
if (l_766) {
l_mut_284 = l_759;
}
}
}
const float l_767 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_768 = reinterpret_cast<uint32 const&>(l_767);
const double l_769 = double(l_767);
l_mut_46 = l_769;
const uint32 l_770 = l_768 & uint32(2139095040);
const bool l_771 = l_770 == uint32(0);
if (l_771) {
const uint32 l_772 = l_768 & uint32(8388607);
const double l_773 = double(l_772);
const double l_774 = l_773 * double(1.401298464324817e-45);
l_mut_46 = l_774;
const uint32 l_775 = l_768 >> uint32(31);
const bool l_776 = l_775 == uint32(1);
if (l_776) {
const double l_777 = -l_mut_46;
l_mut_46 = l_777;
}
}
const uint32 l_778 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_779 = l_778 ^ uint32(2147483648);
const float l_780 = reinterpret_cast<float const&>(l_779);
const uint32 l_781 = reinterpret_cast<uint32 const&>(l_780);
const uint32 l_782 = l_781 + uint32(1);
l_mut_284 = l_782;
const uint32 l_783 = l_781 & uint32(2147483647);
const bool l_784 = l_783 == uint32(0);
if (l_784) {
l_mut_284 = uint32(1);
} else {
const uint32 l_785 = l_781 & uint32(2147483648);
const bool l_786 = l_785 != uint32(0);
if (l_786) {
const uint32 l_787 = l_781 - uint32(1);
l_mut_284 = l_787;
} else {
const bool l_788 = l_781 == uint32(2139095040);
if (l_788) {
l_mut_284 = l_781;
}
}
}
const float l_789 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_790 = reinterpret_cast<uint32 const&>(l_789);
const uint32 l_791 = l_790 ^ uint32(2147483648);
const float l_792 = reinterpret_cast<float const&>(l_791);
const uint32 l_793 = reinterpret_cast<uint32 const&>(l_792);
const double l_794 = double(l_792);
l_mut_26 = l_794;
const uint32 l_795 = l_793 & uint32(2139095040);
const bool l_796 = l_795 == uint32(0);
if (l_796) {
const uint32 l_797 = l_793 & uint32(8388607);
const double l_798 = double(l_797);
const double l_799 = l_798 * double(1.401298464324817e-45);
l_mut_26 = l_799;
const uint32 l_800 = l_793 >> uint32(31);
const bool l_801 = l_800 == uint32(1);
if (l_801) {
const double l_802 = -l_mut_26;
l_mut_26 = l_802;
}
}
const double l_803 = l_747 + l_746;
const bool l_804 = l_803 <= l_mut_319;
l_mut_339 = l_804;
const double l_805 = l_747 - l_746;
const bool l_806 = l_805 > l_mut_319;
l_mut_336 = l_806;
const double l_807 = l_748 - l_746;
const bool l_808 = l_807 >= l_mut_319;
l_mut_333 = l_808;
const double l_809 = l_748 + l_746;
const bool l_810 = l_809 < l_mut_319;
l_mut_330 = l_810;
if (l_216) {
const double l_811 = l_747 + l_746;
const bool l_812 = l_811 < l_mut_46;
l_mut_339 = l_812;
const double l_813 = l_747 - l_746;
const bool l_814 = l_813 >= l_mut_46;
l_mut_336 = l_814;
const double l_815 = l_748 - l_746;
const bool l_816 = l_815 > l_mut_26;
l_mut_333 = l_816;
const double l_817 = l_748 + l_746;
const bool l_818 = l_817 <= l_mut_26;
l_mut_330 = l_818;
}
l_mut_284 = uint32(2);
const bool l_819 = l_mut_336 || l_mut_330;
if (l_819) {
l_mut_284 = uint32(1);
} else {
const bool l_820 = l_mut_339 && l_mut_333;
if (l_820) {
l_mut_284 = uint32(0);
}
}
const uint32 l_821 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_822 = l_821 & uint32(2147483647);
const bool l_823 = l_822 == uint32(0);
if (l_823) {
const double l_824 = l_747 + l_746;
const bool l_825 = l_824 < double(1.1754943508222875e-38);
const double l_826 = l_748 - l_746;
const bool l_827 = l_826 > double(-1.1754943508222875e-38);
const bool l_828 = l_825 && l_827;
const double l_829 = l_747 - l_746;
const bool l_830 = l_829 < double(1.1754943508222875e-38);
const double l_831 = l_748 + l_746;
const bool l_832 = l_831 > double(-1.1754943508222875e-38);
const bool l_833 = l_830 && l_832;
if (l_828) {
l_mut_284 = uint32(0);
} else {
const bool l_834 = l_mut_284 == uint32(1);
const bool l_835 = l_833 && l_834;
if (l_835) {
l_mut_284 = uint32(2);
}
}
}
l_mut_230 = l_mut_284;
}
} else {
const bool l_836 = l_212 == uint32(7);
if (l_836) {
const double l_837 = abs(l_mut_35);
const double l_838 = l_218 * l_837;
l_mut_319 = l_838;
const double l_839 = abs(l_mut_35);
l_mut_46 = double(1.401298464324817e-45);
const bool l_840 = l_839 >= double(1.1754943508222875e-38);
const bool l_841 = l_839 <= double(1.7976931348623157e308);
const bool l_842 = l_840 && l_841;
if (l_842) {
const uint64 l_843 = reinterpret_cast<uint64 const&>(l_839);
const uint64 l_844 = l_843 >> uint64(52);
const uint64 l_845 = l_844 - uint64(23);
const uint64 l_846 = l_845 << uint64(52);
const double l_847 = reinterpret_cast<double const&>(l_846);
l_mut_46 = l_847;
}
const double l_848 = double(0.5) * l_mut_46;
const bool l_849 = l_848 > l_mut_319;
if (l_849) {
l_mut_319 = l_848;
}
const double l_850 = l_mut_35 - l_228;
const double l_851 = abs(l_850);
l_mut_46 = double(1.401298464324817e-45);
const bool l_852 = l_851 >= double(1.1754943508222875e-38);
const bool l_853 = l_851 <= double(1.7976931348623157e308);
const bool l_854 = l_852 && l_853;
if (l_854) {
const uint64 l_855 = reinterpret_cast<uint64 const&>(l_851);
const uint64 l_856 = l_855 >> uint64(52);
const uint64 l_857 = l_856 - uint64(23);
const uint64 l_858 = l_857 << uint64(52);
const double l_859 = reinterpret_cast<double const&>(l_858);
l_mut_46 = l_859;
}
const double l_860 = l_mut_35 + l_228;
const double l_861 = abs(l_860);
l_mut_26 = double(1.401298464324817e-45);
const bool l_862 = l_861 >= double(1.1754943508222875e-38);
const bool l_863 = l_861 <= double(1.7976931348623157e308);
const bool l_864 = l_862 && l_863;
if (l_864) {
const uint64 l_865 = reinterpret_cast<uint64 const&>(l_861);
const uint64 l_866 = l_865 >> uint64(52);
const uint64 l_867 = l_866 - uint64(23);
const uint64 l_868 = l_867 << uint64(52);
const double l_869 = reinterpret_cast<double const&>(l_868);
l_mut_26 = l_869;
}
const bool l_870 = l_mut_46 == l_mut_26;
if (l_870) {
const double l_871 = l_218 * l_228;
const double l_872 = l_228 + l_871;
const double l_873 = l_mut_319 * double(1.4551915228366852e-11);
const double l_874 = l_872 + l_873;
const double l_875 = l_mut_35 - l_mut_319;
const double l_876 = l_mut_35 + l_mut_319;
const uint32 l_877 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_878 = double(l_mut_22);
l_mut_319 = l_878;
const uint32 l_879 = l_877 & uint32(2139095040);
const bool l_880 = l_879 == uint32(0);
if (l_880) {
const uint32 l_881 = l_877 & uint32(8388607);
const double l_882 = double(l_881);
const double l_883 = l_882 * double(1.401298464324817e-45);
l_mut_319 = l_883;
const uint32 l_884 = l_877 >> uint32(31);
const bool l_885 = l_884 == uint32(1);
if (l_885) {
const double l_886 = -l_mut_319;
l_mut_319 = l_886;
}
}
const uint32 l_887 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_888 = l_887 + uint32(1);
l_mut_284 = l_888;
const uint32 l_889 = l_887 & uint32(2147483647);
const bool l_890 = l_889 == uint32(0);
if (l_890) {
l_mut_284 = uint32(1);
} else {
const uint32 l_891 = l_887 & uint32(2147483648);
const bool l_892 = l_891 != uint32(0);
if (l_892) {
const uint32 l_893 = l_887 - uint32(1);
l_mut_284 = l_893;
} else {
const bool l_894 = l_887 == uint32(2139095040);
if (l_894) {
l_mut_284 = l_887;
}
}
}
const float l_895 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_896 = reinterpret_cast<uint32 const&>(l_895);
const double l_897 = double(l_895);
l_mut_46 = l_897;
const uint32 l_898 = l_896 & uint32(2139095040);
const bool l_899 = l_898 == uint32(0);
if (l_899) {
const uint32 l_900 = l_896 & uint32(8388607);
const double l_901 = double(l_900);
const double l_902 = l_901 * double(1.401298464324817e-45);
l_mut_46 = l_902;
const uint32 l_903 = l_896 >> uint32(31);
const bool l_904 = l_903 == uint32(1);
if (l_904) {
const double l_905 = -l_mut_46;
l_mut_46 = l_905;
}
}
const uint32 l_906 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_907 = l_906 ^ uint32(2147483648);
const float l_908 = reinterpret_cast<float const&>(l_907);
const uint32 l_909 = reinterpret_cast<uint32 const&>(l_908);
const uint32 l_910 = l_909 + uint32(1);
l_mut_284 = l_910;
const uint32 l_911 = l_909 & uint32(2147483647);
const bool l_912 = l_911 == uint32(0);
if (l_912) {
l_mut_284 = uint32(1);
} else {
const uint32 l_913 = l_909 & uint32(2147483648);
const bool l_914 = l_913 != uint32(0);
if (l_914) {
const uint32 l_915 = l_909 - uint32(1);
l_mut_284 = l_915;
} else {
const bool l_916 = l_909 == uint32(2139095040);
if (l_916) {
l_mut_284 = l_909;
}
}
}
const float l_917 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_918 = reinterpret_cast<uint32 const&>(l_917);
const uint32 l_919 = l_918 ^ uint32(2147483648);
const float l_920 = reinterpret_cast<float const&>(l_919);
const uint32 l_921 = reinterpret_cast<uint32 const&>(l_920);
const double l_922 = double(l_920);
l_mut_26 = l_922;
const uint32 l_923 = l_921 & uint32(2139095040);
const bool l_924 = l_923 == uint32(0);
if (l_924) {
const uint32 l_925 = l_921 & uint32(8388607);
const double l_926 = double(l_925);
const double l_927 = l_926 * double(1.401298464324817e-45);
l_mut_26 = l_927;
const uint32 l_928 = l_921 >> uint32(31);
const bool l_929 = l_928 == uint32(1);
if (l_929) {
const double l_930 = -l_mut_26;
l_mut_26 = l_930;
}
}
const double l_931 = l_875 + l_874;
const bool l_932 = l_931 <= l_mut_319;
l_mut_339 = l_932;
const double l_933 = l_875 - l_874;
const bool l_934 = l_933 > l_mut_319;
l_mut_336 = l_934;
const double l_935 = l_876 - l_874;
const bool l_936 = l_935 >= l_mut_319;
l_mut_333 = l_936;
const double l_937 = l_876 + l_874;
const bool l_938 = l_937 < l_mut_319;
l_mut_330 = l_938;
if (l_216) {
const double l_939 = l_875 + l_874;
const bool l_940 = l_939 < l_mut_46;
l_mut_339 = l_940;
const double l_941 = l_875 - l_874;
const bool l_942 = l_941 >= l_mut_46;
l_mut_336 = l_942;
const double l_943 = l_876 - l_874;
const bool l_944 = l_943 > l_mut_26;
l_mut_333 = l_944;
const double l_945 = l_876 + l_874;
const bool l_946 = l_945 <= l_mut_26;
l_mut_330 = l_946;
}
l_mut_284 = uint32(2);
const bool l_947 = l_mut_336 || l_mut_330;
if (l_947) {
l_mut_284 = uint32(1);
} else {
const bool l_948 = l_mut_339 && l_mut_333;
if (l_948) {
l_mut_284 = uint32(0);
}
}
const uint32 l_949 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_950 = l_949 & uint32(2147483647);
const bool l_951 = l_950 == uint32(0);
if (l_951) {
const double l_952 = l_875 + l_874;
const bool l_953 = l_952 < double(1.1754943508222875e-38);
const double l_954 = l_876 - l_874;
const bool l_955 = l_954 > double(-1.1754943508222875e-38);
const bool l_956 = l_953 && l_955;
const double l_957 = l_875 - l_874;
const bool l_958 = l_957 < double(1.1754943508222875e-38);
const double l_959 = l_876 + l_874;
const bool l_960 = l_959 > double(-1.1754943508222875e-38);
const bool l_961 = l_958 && l_960;
if (l_956) {
l_mut_284 = uint32(0);
} else {
const bool l_962 = l_mut_284 == uint32(1);
const bool l_963 = l_961 && l_962;
if (l_963) {
l_mut_284 = uint32(2);
}
}
}
l_mut_230 = l_mut_284;
}
} else {
const bool l_964 = l_212 == uint32(8);
if (l_964) {
const bool l_965 = l_225 >= double(0.5);
const bool l_966 = l_225 <= double(2.0);
const bool l_967 = l_965 && l_966;
if (l_967) {
const double l_968 = l_218 * double(1.4551915228366852e-11);
const double l_969 = l_228 + l_968;
const double l_970 = l_mut_35 - l_218;
const double l_971 = l_mut_35 + l_218;
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_973 = double(l_mut_22);
l_mut_319 = l_973;
const uint32 l_974 = l_972 & uint32(2139095040);
const bool l_975 = l_974 == uint32(0);
if (l_975) {
const uint32 l_976 = l_972 & uint32(8388607);
const double l_977 = double(l_976);
const double l_978 = l_977 * double(1.401298464324817e-45);
l_mut_319 = l_978;
const uint32 l_979 = l_972 >> uint32(31);
const bool l_980 = l_979 == uint32(1);
if (l_980) {
const double l_981 = -l_mut_319;
l_mut_319 = l_981;
}
}
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_983 = l_982 + uint32(1);
l_mut_284 = l_983;
const uint32 l_984 = l_982 & uint32(2147483647);
const bool l_985 = l_984 == uint32(0);
if (l_985) {
l_mut_284 = uint32(1);
} else {
const uint32 l_986 = l_982 & uint32(2147483648);
const bool l_987 = l_986 != uint32(0);
if (l_987) {
const uint32 l_988 = l_982 - uint32(1);
l_mut_284 = l_988;
} else {
const bool l_989 = l_982 == uint32(2139095040);
if (l_989) {
l_mut_284 = l_982;
}
}
}
const float l_990 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_991 = reinterpret_cast<uint32 const&>(l_990);
const double l_992 = double(l_990);
l_mut_46 = l_992;
const uint32 l_993 = l_991 & uint32(2139095040);
const bool l_994 = l_993 == uint32(0);
if (l_994) {
const uint32 l_995 = l_991 & uint32(8388607);
const double l_996 = double(l_995);
const double l_997 = l_996 * double(1.401298464324817e-45);
l_mut_46 = l_997;
const uint32 l_998 = l_991 >> uint32(31);
const bool l_999 = l_998 == uint32(1);
if (l_999) {
const double l_1000 = -l_mut_46;
l_mut_46 = l_1000;
}
}
const uint32 l_1001 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1002 = l_1001 ^ uint32(2147483648);
const float l_1003 = reinterpret_cast<float const&>(l_1002);
const uint32 l_1004 = reinterpret_cast<uint32 const&>(l_1003);
const uint32 l_1005 = l_1004 + uint32(1);
l_mut_284 = l_1005;
const uint32 l_1006 = l_1004 & uint32(2147483647);
const bool l_1007 = l_1006 == uint32(0);
if (l_1007) {
l_mut_284 = uint32(1);
} else {
const uint32 l_1008 = l_1004 & uint32(2147483648);
const bool l_1009 = l_1008 != uint32(0);
if (l_1009) {
const uint32 l_1010 = l_1004 - uint32(1);
l_mut_284 = l_1010;
} else {
const bool l_1011 = l_1004 == uint32(2139095040);
if (l_1011) {
l_mut_284 = l_1004;
}
}
}
const float l_1012 = reinterpret_cast<float const&>(l_mut_284);
const uint32 l_1013 = reinterpret_cast<uint32 const&>(l_1012);
const uint32 l_1014 = l_1013 ^ uint32(2147483648);
const float l_1015 = reinterpret_cast<float const&>(l_1014);
const uint32 l_1016 = reinterpret_cast<uint32 const&>(l_1015);
const double l_1017 = double(l_1015);
l_mut_26 = l_1017;
const uint32 l_1018 = l_1016 & uint32(2139095040);
const bool l_1019 = l_1018 == uint32(0);
if (l_1019) {
const uint32 l_1020 = l_1016 & uint32(8388607);
const double l_1021 = double(l_1020);
const double l_1022 = l_1021 * double(1.401298464324817e-45);
l_mut_26 = l_1022;
const uint32 l_1023 = l_1016 >> uint32(31);
const bool l_1024 = l_1023 == uint32(1);
if (l_1024) {
const double l_1025 = -l_mut_26;
l_mut_26 = l_1025;
}
}
const double l_1026 = l_970 + l_969;
const bool l_1027 = l_1026 <= l_mut_319;
l_mut_339 = l_1027;
const double l_1028 = l_970 - l_969;
const bool l_1029 = l_1028 > l_mut_319;
l_mut_336 = l_1029;
const double l_1030 = l_971 - l_969;
const bool l_1031 = l_1030 >= l_mut_319;
l_mut_333 = l_1031;
const double l_1032 = l_971 + l_969;
const bool l_1033 = l_1032 < l_mut_319;
l_mut_330 = l_1033;
if (l_216) {
const double l_1034 = l_970 + l_969;
const bool l_1035 = l_1034 < l_mut_46;
l_mut_339 = l_1035;
const double l_1036 = l_970 - l_969;
const bool l_1037 = l_1036 >= l_mut_46;
l_mut_336 = l_1037;
const double l_1038 = l_971 - l_969;
const bool l_1039 = l_1038 > l_mut_26;
l_mut_333 = l_1039;
const double l_1040 = l_971 + l_969;
const bool l_1041 = l_1040 <= l_mut_26;
l_mut_330 = l_1041;
}
l_mut_284 = uint32(2);
const bool l_1042 = l_mut_336 || l_mut_330;
if (l_1042) {
l_mut_284 = uint32(1);
} else {
const bool l_1043 = l_mut_339 && l_mut_333;
if (l_1043) {
l_mut_284 = uint32(0);
}
}
const uint32 l_1044 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1045 = l_1044 & uint32(2147483647);
const bool l_1046 = l_1045 == uint32(0);
if (l_1046) {
const double l_1047 = l_970 + l_969;
const bool l_1048 = l_1047 < double(1.1754943508222875e-38);
const double l_1049 = l_971 - l_969;
const bool l_1050 = l_1049 > double(-1.1754943508222875e-38);
const bool l_1051 = l_1048 && l_1050;
const double l_1052 = l_970 - l_969;
const bool l_1053 = l_1052 < double(1.1754943508222875e-38);
const double l_1054 = l_971 + l_969;
const bool l_1055 = l_1054 > double(-1.1754943508222875e-38);
const bool l_1056 = l_1053 && l_1055;
if (l_1051) {
l_mut_284 = uint32(0);
} else {
const bool l_1057 = l_mut_284 == uint32(1);
const bool l_1058 = l_1056 && l_1057;
if (l_1058) {
l_mut_284 = uint32(2);
}
}
}
l_mut_230 = l_mut_284;
} else {
const double l_1059 = abs(l_mut_35);
l_mut_319 = double(1.401298464324817e-45);
const bool l_1060 = l_1059 >= double(1.1754943508222875e-38);
const bool l_1061 = l_1059 <= double(1.7976931348623157e308);
const bool l_1062 = l_1060 && l_1061;
if (l_1062) {
const uint64 l_1063 = reinterpret_cast<uint64 const&>(l_1059);
const uint64 l_1064 = l_1063 >> uint64(52);
const uint64 l_1065 = l_1064 - uint64(23);
const uint64 l_1066 = l_1065 << uint64(52);
const double l_1067 = reinterpret_cast<double const&>(l_1066);
l_mut_319 = l_1067;
}
const double l_1068 = l_221 * l_mut_319;
l_mut_284 = uint32(2);
const double l_1069 = l_mut_35 - l_228;
const double l_1070 = abs(l_1069);
l_mut_319 = double(1.401298464324817e-45);
const bool l_1071 = l_1070 >= double(1.1754943508222875e-38);
const bool l_1072 = l_1070 <= double(1.7976931348623157e308);
const bool l_1073 = l_1071 && l_1072;
if (l_1073) {
const uint64 l_1074 = reinterpret_cast<uint64 const&>(l_1070);
const uint64 l_1075 = l_1074 >> uint64(52);
const uint64 l_1076 = l_1075 - uint64(23);
const uint64 l_1077 = l_1076 << uint64(52);
const double l_1078 = reinterpret_cast<double const&>(l_1077);
l_mut_319 = l_1078;
}
const double l_1079 = l_mut_35 + l_228;
const double l_1080 = abs(l_1079);
l_mut_46 = double(1.401298464324817e-45);
const bool l_1081 = l_1080 >= double(1.1754943508222875e-38);
const bool l_1082 = l_1080 <= double(1.7976931348623157e308);
const bool l_1083 = l_1081 && l_1082;
if (l_1083) {
const uint64 l_1084 = reinterpret_cast<uint64 const&>(l_1080);
const uint64 l_1085 = l_1084 >> uint64(52);
const uint64 l_1086 = l_1085 - uint64(23);
const uint64 l_1087 = l_1086 << uint64(52);
const double l_1088 = reinterpret_cast<double const&>(l_1087);
l_mut_46 = l_1088;
}
const bool l_1089 = l_mut_319 == l_mut_46;
if (l_1089) {
const double l_1090 = l_1068 * double(1.4551915228366852e-11);
const double l_1091 = l_228 + l_1090;
const double l_1092 = l_mut_35 - l_1068;
const double l_1093 = l_mut_35 + l_1068;
const uint32 l_1094 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1095 = double(l_mut_22);
l_mut_319 = l_1095;
const uint32 l_1096 = l_1094 & uint32(2139095040);
const bool l_1097 = l_1096 == uint32(0);
if (l_1097) {
const uint32 l_1098 = l_1094 & uint32(8388607);
const double l_1099 = double(l_1098);
const double l_1100 = l_1099 * double(1.401298464324817e-45);
l_mut_319 = l_1100;
const uint32 l_1101 = l_1094 >> uint32(31);
const bool l_1102 = l_1101 == uint32(1);
if (l_1102) {
const double l_1103 = -l_mut_319;
l_mut_319 = l_1103;
}
}
const uint32 l_1104 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1105 = l_1104 + uint32(1);
l_mut_246 = l_1105;
const uint32 l_1106 = l_1104 & uint32(2147483647);
const bool l_1107 = l_1106 == uint32(0);
if (l_1107) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1108 = l_1104 & uint32(2147483648);
const bool l_1109 = l_1108 != uint32(0);
if (l_1109) {
const uint32 l_1110 = l_1104 - uint32(1);
l_mut_246 = l_1110;
} else {
const bool l_1111 = l_1104 == uint32(2139095040);
if (l_1111) {
l_mut_246 = l_1104;
}
}
}
const float l_1112 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1113 = reinterpret_cast<uint32 const&>(l_1112);
const double l_1114 = double(l_1112);
l_mut_46 = l_1114;
const uint32 l_1115 = l_1113 & uint32(2139095040);
const bool l_1116 = l_1115 == uint32(0);
if (l_1116) {
const uint32 l_1117 = l_1113 & uint32(8388607);
const double l_1118 = double(l_1117);
const double l_1119 = l_1118 * double(1.401298464324817e-45);
l_mut_46 = l_1119;
const uint32 l_1120 = l_1113 >> uint32(31);
const bool l_1121 = l_1120 == uint32(1);
if (l_1121) {
const double l_1122 = -l_mut_46;
l_mut_46 = l_1122;
}
}
const uint32 l_1123 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1124 = l_1123 ^ uint32(2147483648);
const float l_1125 = reinterpret_cast<float const&>(l_1124);
const uint32 l_1126 = reinterpret_cast<uint32 const&>(l_1125);
const uint32 l_1127 = l_1126 + uint32(1);
l_mut_246 = l_1127;
const uint32 l_1128 = l_1126 & uint32(2147483647);
const bool l_1129 = l_1128 == uint32(0);
if (l_1129) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1130 = l_1126 & uint32(2147483648);
const bool l_1131 = l_1130 != uint32(0);
if (l_1131) {
const uint32 l_1132 = l_1126 - uint32(1);
l_mut_246 = l_1132;
} else {
const bool l_1133 = l_1126 == uint32(2139095040);
if (l_1133) {
l_mut_246 = l_1126;
}
}
}
const float l_1134 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1135 = reinterpret_cast<uint32 const&>(l_1134);
const uint32 l_1136 = l_1135 ^ uint32(2147483648);
const float l_1137 = reinterpret_cast<float const&>(l_1136);
const uint32 l_1138 = reinterpret_cast<uint32 const&>(l_1137);
const double l_1139 = double(l_1137);
l_mut_26 = l_1139;
const uint32 l_1140 = l_1138 & uint32(2139095040);
const bool l_1141 = l_1140 == uint32(0);
if (l_1141) {
const uint32 l_1142 = l_1138 & uint32(8388607);
const double l_1143 = double(l_1142);
const double l_1144 = l_1143 * double(1.401298464324817e-45);
l_mut_26 = l_1144;
const uint32 l_1145 = l_1138 >> uint32(31);
const bool l_1146 = l_1145 == uint32(1);
if (l_1146) {
const double l_1147 = -l_mut_26;
l_mut_26 = l_1147;
}
}
const double l_1148 = l_1092 + l_1091;
const bool l_1149 = l_1148 <= l_mut_319;
l_mut_339 = l_1149;
const double l_1150 = l_1092 - l_1091;
const bool l_1151 = l_1150 > l_mut_319;
l_mut_336 = l_1151;
const double l_1152 = l_1093 - l_1091;
const bool l_1153 = l_1152 >= l_mut_319;
l_mut_333 = l_1153;
const double l_1154 = l_1093 + l_1091;
const bool l_1155 = l_1154 < l_mut_319;
l_mut_330 = l_1155;
if (l_216) {
const double l_1156 = l_1092 + l_1091;
const bool l_1157 = l_1156 < l_mut_46;
l_mut_339 = l_1157;
const double l_1158 = l_1092 - l_1091;
const bool l_1159 = l_1158 >= l_mut_46;
l_mut_336 = l_1159;
const double l_1160 = l_1093 - l_1091;
const bool l_1161 = l_1160 > l_mut_26;
l_mut_333 = l_1161;
const double l_1162 = l_1093 + l_1091;
const bool l_1163 = l_1162 <= l_mut_26;
l_mut_330 = l_1163;
}
l_mut_246 = uint32(2);
const bool l_1164 = l_mut_336 || l_mut_330;
if (l_1164) {
l_mut_246 = uint32(1);
} else {
const bool l_1165 = l_mut_339 && l_mut_333;
if (l_1165) {
l_mut_246 = uint32(0);
}
}
const uint32 l_1166 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1167 = l_1166 & uint32(2147483647);
const bool l_1168 = l_1167 == uint32(0);
if (l_1168) {
const double l_1169 = l_1092 + l_1091;
const bool l_1170 = l_1169 < double(1.1754943508222875e-38);
const double l_1171 = l_1093 - l_1091;
const bool l_1172 = l_1171 > double(-1.1754943508222875e-38);
const bool l_1173 = l_1170 && l_1172;
const double l_1174 = l_1092 - l_1091;
const bool l_1175 = l_1174 < double(1.1754943508222875e-38);
const double l_1176 = l_1093 + l_1091;
const bool l_1177 = l_1176 > double(-1.1754943508222875e-38);
const bool l_1178 = l_1175 && l_1177;
if (l_1173) {
l_mut_246 = uint32(0);
} else {
const bool l_1179 = l_mut_246 == uint32(1);
const bool l_1180 = l_1178 && l_1179;
if (l_1180) {
l_mut_246 = uint32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
}
} else {
const bool l_1181 = l_212 == uint32(14);
if (l_1181) {
l_mut_230 = uint32(0);
const bool l_1182 = l_225 > double(0.0);
if (l_1182) {
const float l_1183 = float(l_225);
const uint32 l_1184 = reinterpret_cast<uint32 const&>(l_1183);
const double l_1185 = double(l_1183);
l_mut_319 = l_1185;
const uint32 l_1186 = l_1184 & uint32(2139095040);
const bool l_1187 = l_1186 == uint32(0);
if (l_1187) {
const uint32 l_1188 = l_1184 & uint32(8388607);
const double l_1189 = double(l_1188);
const double l_1190 = l_1189 * double(1.401298464324817e-45);
l_mut_319 = l_1190;
const uint32 l_1191 = l_1184 >> uint32(31);
const bool l_1192 = l_1191 == uint32(1);
if (l_1192) {
const double l_1193 = -l_mut_319;
l_mut_319 = l_1193;
}
}
l_mut_46 = l_mut_319;
const bool l_1194 = l_mut_319 < double(0.0);
if (l_1194) {
const uint64 l_1195 = reinterpret_cast<uint64 const&>(l_mut_319);
const uint64 l_1196 = l_1195 | uint64(9221120237041090560);
const double l_1197 = reinterpret_cast<double const&>(l_1196);
l_mut_46 = l_1197;
} else {
const bool l_1198 = l_mut_319 == double(0.0);
if (l_1198) {
const double l_1199 = abs(l_mut_319);
const uint64 l_1200 = reinterpret_cast<uint64 const&>(l_1199);
const uint64 l_1201 = l_1200 | uint64(9218868437227405312);
const uint64 l_1202 = l_1201 & uint64(18442240474082181120);
const double l_1203 = reinterpret_cast<double const&>(l_1202);
const double l_1204 = -l_1203;
l_mut_46 = l_1204;
} else {
const uint32 l_1205 = reinterpret_cast<uint32 const&>(l_1183);
const bool l_1206 = l_1205 < uint32(2139095040);
if (l_1206) {
const uint64 l_1207 = reinterpret_cast<uint64 const&>(l_mut_319);
const uint64 l_1208 = l_1207 >> uint64(52);
const uint64 l_1209 = l_1208 & uint64(2047);
const int32 l_1210 = int32(l_1209);
const int32 l_1211 = l_1210 - int32(1023);
l_mut_65 = l_1211;
const uint64 l_1212 = l_1207 & uint64(4503599627370495);
const uint64 l_1213 = l_1212 | uint64(4607182418800017408);
const double l_1214 = reinterpret_cast<double const&>(l_1213);
l_mut_319 = l_1214;
const bool l_1215 = l_mut_319 > double(1.4142135623730951);
if (l_1215) {
l_mut_319 = l_mut_319 * double(0.5);
l_mut_65 = l_mut_65 + int32(1);
}
const double l_1216 = l_mut_319 - double(1.0);
const double l_1217 = double(2.0) + l_1216;
const double l_1218 = l_1216 / l_1217;
const double l_1219 = l_1218 * l_1218;
const double l_1220 = l_1219 * double(0.04);
const double l_1221 = l_1220 + double(0.043478260869565216);
l_mut_319 = l_1221;
const double l_1222 = l_mut_319 * l_1219;
const double l_1223 = l_1222 + double(0.047619047619047616);
l_mut_319 = l_1223;
const double l_1224 = l_mut_319 * l_1219;
const double l_1225 = l_1224 + double(0.05263157894736842);
l_mut_319 = l_1225;
const double l_1226 = l_mut_319 * l_1219;
const double l_1227 = l_1226 + double(0.058823529411764705);
l_mut_319 = l_1227;
const double l_1228 = l_mut_319 * l_1219;
const double l_1229 = l_1228 + double(0.06666666666666667);
l_mut_319 = l_1229;
const double l_1230 = l_mut_319 * l_1219;
const double l_1231 = l_1230 + double(0.07692307692307693);
l_mut_319 = l_1231;
const double l_1232 = l_mut_319 * l_1219;
const double l_1233 = l_1232 + double(0.09090909090909091);
l_mut_319 = l_1233;
const double l_1234 = l_mut_319 * l_1219;
const double l_1235 = l_1234 + double(0.1111111111111111);
l_mut_319 = l_1235;
const double l_1236 = l_mut_319 * l_1219;
const double l_1237 = l_1236 + double(0.14285714285714285);
l_mut_319 = l_1237;
const double l_1238 = l_mut_319 * l_1219;
const double l_1239 = l_1238 + double(0.2);
l_mut_319 = l_1239;
const double l_1240 = l_mut_319 * l_1219;
const double l_1241 = l_1240 + double(0.3333333333333333);
l_mut_319 = l_1241;
const double l_1242 = double(2.0) * l_1218;
const double l_1243 = double(2.0) * l_1218;
const double l_1244 = l_1243 * l_1219;
const double l_1245 = l_1244 * l_mut_319;
const double l_1246 = l_1242 + l_1245;
const double l_1247 = double(l_mut_65);
const double l_1248 = l_1247 * double(0.6931471824645996);
const double l_1249 = l_1247 * double(-1.904654299957768e-9);
const double l_1250 = l_1249 + l_1246;
const double l_1251 = l_1248 + l_1250;
l_mut_46 = l_1251;
}
}
}
const double l_1252 = l_mut_46 / double(0.6931471805599453);
const double l_1253 = abs(l_1252);
const double l_1254 = l_218 * l_1253;
l_mut_319 = l_1254;
const bool l_1255 = l_225 >= double(0.5);
const bool l_1256 = l_225 <= double(2.0);
const bool l_1257 = l_1255 && l_1256;
if (l_1257) {
l_mut_319 = l_218;
}
const double l_1258 = abs(l_1252);
const double l_1259 = l_1258 * double(1.4551915228366852e-11);
const double l_1260 = double(1.0) + l_218;
const double l_1261 = l_1259 * l_1260;
const double l_1262 = l_1252 - l_mut_319;
const double l_1263 = l_1252 + l_mut_319;
const double l_1265 = l_1262 * l_221;
const double l_1266 = l_1262 * l_224;
const double l_1267 = l_1263 * l_221;
const double l_1268 = l_1263 * l_224;
l_arr_1264[uint32(0)] = l_1265;
l_arr_1264[uint32(1)] = l_1265;
const double l_1269 = l_arr_1264[uint32(0)];
const bool l_1270 = l_1266 < l_1269;
if (l_1270) {
l_arr_1264[uint32(0)] = l_1266;
}
const double l_1271 = l_arr_1264[uint32(0)];
const bool l_1272 = l_1267 < l_1271;
if (l_1272) {
l_arr_1264[uint32(0)] = l_1267;
}
const double l_1273 = l_arr_1264[uint32(0)];
const bool l_1274 = l_1268 < l_1273;
if (l_1274) {
l_arr_1264[uint32(0)] = l_1268;
}
const double l_1275 = l_arr_1264[uint32(1)];
const bool l_1276 = l_1266 > l_1275;
if (l_1276) {
l_arr_1264[uint32(1)] = l_1266;
}
const double l_1277 = l_arr_1264[uint32(1)];
const bool l_1278 = l_1267 > l_1277;
if (l_1278) {
l_arr_1264[uint32(1)] = l_1267;
}
const double l_1279 = l_arr_1264[uint32(1)];
const bool l_1280 = l_1268 > l_1279;
if (l_1280) {
l_arr_1264[uint32(1)] = l_1268;
}
const double l_1281 = l_1261 * l_224;
l_mut_284 = uint32(2);
const double l_1282 = l_arr_1264[uint32(0)];
const double l_1283 = l_1282 - l_1281;
const double l_1284 = l_1283 * double(7.1362384635298e44);
const double l_1285 = floor(l_1284);
const double l_1286 = l_1285 * double(1.401298464324817e-45);
l_mut_319 = l_1286;
const double l_1287 = abs(l_1283);
const bool l_1288 = l_1287 >= double(1.1754943508222875e-38);
if (l_1288) {
const float l_1289 = float(l_1283);
const double l_1290 = double(l_1289);
l_mut_319 = l_1290;
const bool l_1291 = l_mut_319 > l_1283;
if (l_1291) {
const uint32 l_1292 = reinterpret_cast<uint32 const&>(l_1289);
const uint32 l_1293 = l_1292 ^ uint32(2147483648);
const float l_1294 = reinterpret_cast<float const&>(l_1293);
const uint32 l_1295 = reinterpret_cast<uint32 const&>(l_1294);
const uint32 l_1296 = l_1295 + uint32(1);
l_mut_246 = l_1296;
const uint32 l_1297 = l_1295 & uint32(2147483647);
const bool l_1298 = l_1297 == uint32(0);
if (l_1298) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1299 = l_1295 & uint32(2147483648);
const bool l_1300 = l_1299 != uint32(0);
if (l_1300) {
const uint32 l_1301 = l_1295 - uint32(1);
l_mut_246 = l_1301;
} else {
const bool l_1302 = l_1295 == uint32(2139095040);
if (l_1302) {
l_mut_246 = l_1295;
}
}
}
const float l_1303 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1304 = reinterpret_cast<uint32 const&>(l_1303);
const uint32 l_1305 = l_1304 ^ uint32(2147483648);
const float l_1306 = reinterpret_cast<float const&>(l_1305);
const uint32 l_1307 = reinterpret_cast<uint32 const&>(l_1306);
const double l_1308 = double(l_1306);
l_mut_46 = l_1308;
const uint32 l_1309 = l_1307 & uint32(2139095040);
const bool l_1310 = l_1309 == uint32(0);
if (l_1310) {
const uint32 l_1311 = l_1307 & uint32(8388607);
const double l_1312 = double(l_1311);
const double l_1313 = l_1312 * double(1.401298464324817e-45);
l_mut_46 = l_1313;
const uint32 l_1314 = l_1307 >> uint32(31);
const bool l_1315 = l_1314 == uint32(1);
if (l_1315) {
const double l_1316 = -l_mut_46;
l_mut_46 = l_1316;
}
}
l_mut_319 = l_mut_46;
} else {
const uint32 l_1317 = reinterpret_cast<uint32 const&>(l_1289);
const uint32 l_1318 = l_1317 + uint32(1);
l_mut_246 = l_1318;
const uint32 l_1319 = l_1317 & uint32(2147483647);
const bool l_1320 = l_1319 == uint32(0);
if (l_1320) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1321 = l_1317 & uint32(2147483648);
const bool l_1322 = l_1321 != uint32(0);
if (l_1322) {
const uint32 l_1323 = l_1317 - uint32(1);
l_mut_246 = l_1323;
} else {
const bool l_1324 = l_1317 == uint32(2139095040);
if (l_1324) {
l_mut_246 = l_1317;
}
}
}
const float l_1325 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1326 = reinterpret_cast<uint32 const&>(l_1325);
const double l_1327 = double(l_1325);
l_mut_46 = l_1327;
const uint32 l_1328 = l_1326 & uint32(2139095040);
const bool l_1329 = l_1328 == uint32(0);
if (l_1329) {
const uint32 l_1330 = l_1326 & uint32(8388607);
const double l_1331 = double(l_1330);
const double l_1332 = l_1331 * double(1.401298464324817e-45);
l_mut_46 = l_1332;
const uint32 l_1333 = l_1326 >> uint32(31);
const bool l_1334 = l_1333 == uint32(1);
if (l_1334) {
const double l_1335 = -l_mut_46;
l_mut_46 = l_1335;
}
}
const bool l_1336 = l_mut_46 <= l_1283;
if (l_1336) {
const uint32 l_1337 = reinterpret_cast<uint32 const&>(l_1289);
const uint32 l_1338 = l_1337 + uint32(1);
l_mut_246 = l_1338;
const uint32 l_1339 = l_1337 & uint32(2147483647);
const bool l_1340 = l_1339 == uint32(0);
if (l_1340) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1341 = l_1337 & uint32(2147483648);
const bool l_1342 = l_1341 != uint32(0);
if (l_1342) {
const uint32 l_1343 = l_1337 - uint32(1);
l_mut_246 = l_1343;
} else {
const bool l_1344 = l_1337 == uint32(2139095040);
if (l_1344) {
l_mut_246 = l_1337;
}
}
}
const float l_1345 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1346 = reinterpret_cast<uint32 const&>(l_1345);
const double l_1347 = double(l_1345);
l_mut_46 = l_1347;
const uint32 l_1348 = l_1346 & uint32(2139095040);
const bool l_1349 = l_1348 == uint32(0);
if (l_1349) {
const uint32 l_1350 = l_1346 & uint32(8388607);
const double l_1351 = double(l_1350);
const double l_1352 = l_1351 * double(1.401298464324817e-45);
l_mut_46 = l_1352;
const uint32 l_1353 = l_1346 >> uint32(31);
const bool l_1354 = l_1353 == uint32(1);
if (l_1354) {
const double l_1355 = -l_mut_46;
l_mut_46 = l_1355;
}
}
l_mut_319 = l_mut_46;
}
}
}
const double l_1356 = l_1282 + l_1281;
const double l_1357 = l_1356 * double(7.1362384635298e44);
const double l_1358 = floor(l_1357);
const double l_1359 = l_1358 * double(1.401298464324817e-45);
l_mut_46 = l_1359;
const double l_1360 = abs(l_1356);
const bool l_1361 = l_1360 >= double(1.1754943508222875e-38);
if (l_1361) {
const float l_1362 = float(l_1356);
const double l_1363 = double(l_1362);
l_mut_46 = l_1363;
const bool l_1364 = l_mut_46 > l_1356;
if (l_1364) {
const uint32 l_1365 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1366 = l_1365 ^ uint32(2147483648);
const float l_1367 = reinterpret_cast<float const&>(l_1366);
const uint32 l_1368 = reinterpret_cast<uint32 const&>(l_1367);
const uint32 l_1369 = l_1368 + uint32(1);
l_mut_246 = l_1369;
const uint32 l_1370 = l_1368 & uint32(2147483647);
const bool l_1371 = l_1370 == uint32(0);
if (l_1371) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1372 = l_1368 & uint32(2147483648);
const bool l_1373 = l_1372 != uint32(0);
if (l_1373) {
const uint32 l_1374 = l_1368 - uint32(1);
l_mut_246 = l_1374;
} else {
const bool l_1375 = l_1368 == uint32(2139095040);
if (l_1375) {
l_mut_246 = l_1368;
}
}
}
const float l_1376 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1377 = reinterpret_cast<uint32 const&>(l_1376);
const uint32 l_1378 = l_1377 ^ uint32(2147483648);
const float l_1379 = reinterpret_cast<float const&>(l_1378);
const uint32 l_1380 = reinterpret_cast<uint32 const&>(l_1379);
const double l_1381 = double(l_1379);
l_mut_26 = l_1381;
const uint32 l_1382 = l_1380 & uint32(2139095040);
const bool l_1383 = l_1382 == uint32(0);
if (l_1383) {
const uint32 l_1384 = l_1380 & uint32(8388607);
const double l_1385 = double(l_1384);
const double l_1386 = l_1385 * double(1.401298464324817e-45);
l_mut_26 = l_1386;
const uint32 l_1387 = l_1380 >> uint32(31);
const bool l_1388 = l_1387 == uint32(1);
if (l_1388) {
const double l_1389 = -l_mut_26;
l_mut_26 = l_1389;
}
}
l_mut_46 = l_mut_26;
} else {
const uint32 l_1390 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1391 = l_1390 + uint32(1);
l_mut_246 = l_1391;
const uint32 l_1392 = l_1390 & uint32(2147483647);
const bool l_1393 = l_1392 == uint32(0);
if (l_1393) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1394 = l_1390 & uint32(2147483648);
const bool l_1395 = l_1394 != uint32(0);
if (l_1395) {
const uint32 l_1396 = l_1390 - uint32(1);
l_mut_246 = l_1396;
} else {
const bool l_1397 = l_1390 == uint32(2139095040);
if (l_1397) {
l_mut_246 = l_1390;
}
}
}
const float l_1398 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1399 = reinterpret_cast<uint32 const&>(l_1398);
const double l_1400 = double(l_1398);
l_mut_26 = l_1400;
const uint32 l_1401 = l_1399 & uint32(2139095040);
const bool l_1402 = l_1401 == uint32(0);
if (l_1402) {
const uint32 l_1403 = l_1399 & uint32(8388607);
const double l_1404 = double(l_1403);
const double l_1405 = l_1404 * double(1.401298464324817e-45);
l_mut_26 = l_1405;
const uint32 l_1406 = l_1399 >> uint32(31);
const bool l_1407 = l_1406 == uint32(1);
if (l_1407) {
const double l_1408 = -l_mut_26;
l_mut_26 = l_1408;
}
}
const bool l_1409 = l_mut_26 <= l_1356;
if (l_1409) {
const uint32 l_1410 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1411 = l_1410 + uint32(1);
l_mut_246 = l_1411;
const uint32 l_1412 = l_1410 & uint32(2147483647);
const bool l_1413 = l_1412 == uint32(0);
if (l_1413) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1414 = l_1410 & uint32(2147483648);
const bool l_1415 = l_1414 != uint32(0);
if (l_1415) {
const uint32 l_1416 = l_1410 - uint32(1);
l_mut_246 = l_1416;
} else {
const bool l_1417 = l_1410 == uint32(2139095040);
if (l_1417) {
l_mut_246 = l_1410;
}
}
}
const float l_1418 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1419 = reinterpret_cast<uint32 const&>(l_1418);
const double l_1420 = double(l_1418);
l_mut_26 = l_1420;
const uint32 l_1421 = l_1419 & uint32(2139095040);
const bool l_1422 = l_1421 == uint32(0);
if (l_1422) {
const uint32 l_1423 = l_1419 & uint32(8388607);
const double l_1424 = double(l_1423);
const double l_1425 = l_1424 * double(1.401298464324817e-45);
l_mut_26 = l_1425;
const uint32 l_1426 = l_1419 >> uint32(31);
const bool l_1427 = l_1426 == uint32(1);
if (l_1427) {
const double l_1428 = -l_mut_26;
l_mut_26 = l_1428;
}
}
l_mut_46 = l_mut_26;
}
}
}
const bool l_1429 = l_mut_319 == l_mut_46;
const double l_1430 = l_arr_1264[uint32(1)];
const double l_1431 = l_1430 - l_1281;
const double l_1432 = l_1431 * double(7.1362384635298e44);
const double l_1433 = floor(l_1432);
const double l_1434 = l_1433 * double(1.401298464324817e-45);
l_mut_319 = l_1434;
const double l_1435 = abs(l_1431);
const bool l_1436 = l_1435 >= double(1.1754943508222875e-38);
if (l_1436) {
const float l_1437 = float(l_1431);
const double l_1438 = double(l_1437);
l_mut_319 = l_1438;
const bool l_1439 = l_mut_319 > l_1431;
if (l_1439) {
const uint32 l_1440 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1441 = l_1440 ^ uint32(2147483648);
const float l_1442 = reinterpret_cast<float const&>(l_1441);
const uint32 l_1443 = reinterpret_cast<uint32 const&>(l_1442);
const uint32 l_1444 = l_1443 + uint32(1);
l_mut_246 = l_1444;
const uint32 l_1445 = l_1443 & uint32(2147483647);
const bool l_1446 = l_1445 == uint32(0);
if (l_1446) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1447 = l_1443 & uint32(2147483648);
const bool l_1448 = l_1447 != uint32(0);
if (l_1448) {
const uint32 l_1449 = l_1443 - uint32(1);
l_mut_246 = l_1449;
} else {
const bool l_1450 = l_1443 == uint32(2139095040);
if (l_1450) {
l_mut_246 = l_1443;
}
}
}
const float l_1451 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1452 = reinterpret_cast<uint32 const&>(l_1451);
const uint32 l_1453 = l_1452 ^ uint32(2147483648);
const float l_1454 = reinterpret_cast<float const&>(l_1453);
const uint32 l_1455 = reinterpret_cast<uint32 const&>(l_1454);
const double l_1456 = double(l_1454);
l_mut_46 = l_1456;
const uint32 l_1457 = l_1455 & uint32(2139095040);
const bool l_1458 = l_1457 == uint32(0);
if (l_1458) {
const uint32 l_1459 = l_1455 & uint32(8388607);
const double l_1460 = double(l_1459);
const double l_1461 = l_1460 * double(1.401298464324817e-45);
l_mut_46 = l_1461;
const uint32 l_1462 = l_1455 >> uint32(31);
const bool l_1463 = l_1462 == uint32(1);
if (l_1463) {
const double l_1464 = -l_mut_46;
l_mut_46 = l_1464;
}
}
l_mut_319 = l_mut_46;
} else {
const uint32 l_1465 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1466 = l_1465 + uint32(1);
l_mut_246 = l_1466;
const uint32 l_1467 = l_1465 & uint32(2147483647);
const bool l_1468 = l_1467 == uint32(0);
if (l_1468) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1469 = l_1465 & uint32(2147483648);
const bool l_1470 = l_1469 != uint32(0);
if (l_1470) {
const uint32 l_1471 = l_1465 - uint32(1);
l_mut_246 = l_1471;
} else {
const bool l_1472 = l_1465 == uint32(2139095040);
if (l_1472) {
l_mut_246 = l_1465;
}
}
}
const float l_1473 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1474 = reinterpret_cast<uint32 const&>(l_1473);
const double l_1475 = double(l_1473);
l_mut_46 = l_1475;
const uint32 l_1476 = l_1474 & uint32(2139095040);
const bool l_1477 = l_1476 == uint32(0);
if (l_1477) {
const uint32 l_1478 = l_1474 & uint32(8388607);
const double l_1479 = double(l_1478);
const double l_1480 = l_1479 * double(1.401298464324817e-45);
l_mut_46 = l_1480;
const uint32 l_1481 = l_1474 >> uint32(31);
const bool l_1482 = l_1481 == uint32(1);
if (l_1482) {
const double l_1483 = -l_mut_46;
l_mut_46 = l_1483;
}
}
const bool l_1484 = l_mut_46 <= l_1431;
if (l_1484) {
const uint32 l_1485 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1486 = l_1485 + uint32(1);
l_mut_246 = l_1486;
const uint32 l_1487 = l_1485 & uint32(2147483647);
const bool l_1488 = l_1487 == uint32(0);
if (l_1488) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1489 = l_1485 & uint32(2147483648);
const bool l_1490 = l_1489 != uint32(0);
if (l_1490) {
const uint32 l_1491 = l_1485 - uint32(1);
l_mut_246 = l_1491;
} else {
const bool l_1492 = l_1485 == uint32(2139095040);
if (l_1492) {
l_mut_246 = l_1485;
}
}
}
const float l_1493 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1494 = reinterpret_cast<uint32 const&>(l_1493);
const double l_1495 = double(l_1493);
l_mut_46 = l_1495;
const uint32 l_1496 = l_1494 & uint32(2139095040);
const bool l_1497 = l_1496 == uint32(0);
if (l_1497) {
const uint32 l_1498 = l_1494 & uint32(8388607);
const double l_1499 = double(l_1498);
const double l_1500 = l_1499 * double(1.401298464324817e-45);
l_mut_46 = l_1500;
const uint32 l_1501 = l_1494 >> uint32(31);
const bool l_1502 = l_1501 == uint32(1);
if (l_1502) {
const double l_1503 = -l_mut_46;
l_mut_46 = l_1503;
}
}
l_mut_319 = l_mut_46;
}
}
}
const double l_1504 = l_1430 + l_1281;
const double l_1505 = l_1504 * double(7.1362384635298e44);
const double l_1506 = floor(l_1505);
const double l_1507 = l_1506 * double(1.401298464324817e-45);
l_mut_46 = l_1507;
const double l_1508 = abs(l_1504);
const bool l_1509 = l_1508 >= double(1.1754943508222875e-38);
if (l_1509) {
const float l_1510 = float(l_1504);
const double l_1511 = double(l_1510);
l_mut_46 = l_1511;
const bool l_1512 = l_mut_46 > l_1504;
if (l_1512) {
const uint32 l_1513 = reinterpret_cast<uint32 const&>(l_1510);
const uint32 l_1514 = l_1513 ^ uint32(2147483648);
const float l_1515 = reinterpret_cast<float const&>(l_1514);
const uint32 l_1516 = reinterpret_cast<uint32 const&>(l_1515);
const uint32 l_1517 = l_1516 + uint32(1);
l_mut_246 = l_1517;
const uint32 l_1518 = l_1516 & uint32(2147483647);
const bool l_1519 = l_1518 == uint32(0);
if (l_1519) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1520 = l_1516 & uint32(2147483648);
const bool l_1521 = l_1520 != uint32(0);
if (l_1521) {
const uint32 l_1522 = l_1516 - uint32(1);
l_mut_246 = l_1522;
} else {
const bool l_1523 = l_1516 == uint32(2139095040);
if (l_1523) {
l_mut_246 = l_1516;
}
}
}
const float l_1524 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1525 = reinterpret_cast<uint32 const&>(l_1524);
const uint32 l_1526 = l_1525 ^ uint32(2147483648);
const float l_1527 = reinterpret_cast<float const&>(l_1526);
const uint32 l_1528 = reinterpret_cast<uint32 const&>(l_1527);
const double l_1529 = double(l_1527);
l_mut_26 = l_1529;
const uint32 l_1530 = l_1528 & uint32(2139095040);
const bool l_1531 = l_1530 == uint32(0);
if (l_1531) {
const uint32 l_1532 = l_1528 & uint32(8388607);
const double l_1533 = double(l_1532);
const double l_1534 = l_1533 * double(1.401298464324817e-45);
l_mut_26 = l_1534;
const uint32 l_1535 = l_1528 >> uint32(31);
const bool l_1536 = l_1535 == uint32(1);
if (l_1536) {
const double l_1537 = -l_mut_26;
l_mut_26 = l_1537;
}
}
l_mut_46 = l_mut_26;
} else {
const uint32 l_1538 = reinterpret_cast<uint32 const&>(l_1510);
const uint32 l_1539 = l_1538 + uint32(1);
l_mut_246 = l_1539;
const uint32 l_1540 = l_1538 & uint32(2147483647);
const bool l_1541 = l_1540 == uint32(0);
if (l_1541) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1542 = l_1538 & uint32(2147483648);
const bool l_1543 = l_1542 != uint32(0);
if (l_1543) {
const uint32 l_1544 = l_1538 - uint32(1);
l_mut_246 = l_1544;
} else {
const bool l_1545 = l_1538 == uint32(2139095040);
if (l_1545) {
l_mut_246 = l_1538;
}
}
}
const float l_1546 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1546);
const double l_1548 = double(l_1546);
l_mut_26 = l_1548;
const uint32 l_1549 = l_1547 & uint32(2139095040);
const bool l_1550 = l_1549 == uint32(0);
if (l_1550) {
const uint32 l_1551 = l_1547 & uint32(8388607);
const double l_1552 = double(l_1551);
const double l_1553 = l_1552 * double(1.401298464324817e-45);
l_mut_26 = l_1553;
const uint32 l_1554 = l_1547 >> uint32(31);
const bool l_1555 = l_1554 == uint32(1);
if (l_1555) {
const double l_1556 = -l_mut_26;
l_mut_26 = l_1556;
}
}
const bool l_1557 = l_mut_26 <= l_1504;
if (l_1557) {
const uint32 l_1558 = reinterpret_cast<uint32 const&>(l_1510);
const uint32 l_1559 = l_1558 + uint32(1);
l_mut_246 = l_1559;
const uint32 l_1560 = l_1558 & uint32(2147483647);
const bool l_1561 = l_1560 == uint32(0);
if (l_1561) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1562 = l_1558 & uint32(2147483648);
const bool l_1563 = l_1562 != uint32(0);
if (l_1563) {
const uint32 l_1564 = l_1558 - uint32(1);
l_mut_246 = l_1564;
} else {
const bool l_1565 = l_1558 == uint32(2139095040);
if (l_1565) {
l_mut_246 = l_1558;
}
}
}
const float l_1566 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1567 = reinterpret_cast<uint32 const&>(l_1566);
const double l_1568 = double(l_1566);
l_mut_26 = l_1568;
const uint32 l_1569 = l_1567 & uint32(2139095040);
const bool l_1570 = l_1569 == uint32(0);
if (l_1570) {
const uint32 l_1571 = l_1567 & uint32(8388607);
const double l_1572 = double(l_1571);
const double l_1573 = l_1572 * double(1.401298464324817e-45);
l_mut_26 = l_1573;
const uint32 l_1574 = l_1567 >> uint32(31);
const bool l_1575 = l_1574 == uint32(1);
if (l_1575) {
const double l_1576 = -l_mut_26;
l_mut_26 = l_1576;
}
}
l_mut_46 = l_mut_26;
}
}
}
const bool l_1577 = l_mut_319 == l_mut_46;
const bool l_1578 = l_1429 && l_1577;
if (l_1578) {
const double l_1579 = l_arr_1264[uint32(0)];
const double l_1580 = l_1579 * double(7.1362384635298e44);
const double l_1581 = floor(l_1580);
const double l_1582 = l_1581 * double(1.401298464324817e-45);
l_mut_319 = l_1582;
const double l_1583 = abs(l_1579);
const bool l_1584 = l_1583 >= double(1.1754943508222875e-38);
if (l_1584) {
const float l_1585 = float(l_1579);
const double l_1586 = double(l_1585);
l_mut_319 = l_1586;
const bool l_1587 = l_mut_319 > l_1579;
if (l_1587) {
const uint32 l_1588 = reinterpret_cast<uint32 const&>(l_1585);
const uint32 l_1589 = l_1588 ^ uint32(2147483648);
const float l_1590 = reinterpret_cast<float const&>(l_1589);
const uint32 l_1591 = reinterpret_cast<uint32 const&>(l_1590);
const uint32 l_1592 = l_1591 + uint32(1);
l_mut_246 = l_1592;
const uint32 l_1593 = l_1591 & uint32(2147483647);
const bool l_1594 = l_1593 == uint32(0);
if (l_1594) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1595 = l_1591 & uint32(2147483648);
const bool l_1596 = l_1595 != uint32(0);
if (l_1596) {
const uint32 l_1597 = l_1591 - uint32(1);
l_mut_246 = l_1597;
} else {
const bool l_1598 = l_1591 == uint32(2139095040);
if (l_1598) {
l_mut_246 = l_1591;
}
}
}
const float l_1599 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1600 = reinterpret_cast<uint32 const&>(l_1599);
const uint32 l_1601 = l_1600 ^ uint32(2147483648);
const float l_1602 = reinterpret_cast<float const&>(l_1601);
const uint32 l_1603 = reinterpret_cast<uint32 const&>(l_1602);
const double l_1604 = double(l_1602);
l_mut_46 = l_1604;
const uint32 l_1605 = l_1603 & uint32(2139095040);
const bool l_1606 = l_1605 == uint32(0);
if (l_1606) {
const uint32 l_1607 = l_1603 & uint32(8388607);
const double l_1608 = double(l_1607);
const double l_1609 = l_1608 * double(1.401298464324817e-45);
l_mut_46 = l_1609;
const uint32 l_1610 = l_1603 >> uint32(31);
const bool l_1611 = l_1610 == uint32(1);
if (l_1611) {
const double l_1612 = -l_mut_46;
l_mut_46 = l_1612;
}
}
l_mut_319 = l_mut_46;
} else {
const uint32 l_1613 = reinterpret_cast<uint32 const&>(l_1585);
const uint32 l_1614 = l_1613 + uint32(1);
l_mut_246 = l_1614;
const uint32 l_1615 = l_1613 & uint32(2147483647);
const bool l_1616 = l_1615 == uint32(0);
if (l_1616) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1617 = l_1613 & uint32(2147483648);
const bool l_1618 = l_1617 != uint32(0);
if (l_1618) {
const uint32 l_1619 = l_1613 - uint32(1);
l_mut_246 = l_1619;
} else {
const bool l_1620 = l_1613 == uint32(2139095040);
if (l_1620) {
l_mut_246 = l_1613;
}
}
}
const float l_1621 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1622 = reinterpret_cast<uint32 const&>(l_1621);
const double l_1623 = double(l_1621);
l_mut_46 = l_1623;
const uint32 l_1624 = l_1622 & uint32(2139095040);
const bool l_1625 = l_1624 == uint32(0);
if (l_1625) {
const uint32 l_1626 = l_1622 & uint32(8388607);
const double l_1627 = double(l_1626);
const double l_1628 = l_1627 * double(1.401298464324817e-45);
l_mut_46 = l_1628;
const uint32 l_1629 = l_1622 >> uint32(31);
const bool l_1630 = l_1629 == uint32(1);
if (l_1630) {
const double l_1631 = -l_mut_46;
l_mut_46 = l_1631;
}
}
const bool l_1632 = l_mut_46 <= l_1579;
if (l_1632) {
const uint32 l_1633 = reinterpret_cast<uint32 const&>(l_1585);
const uint32 l_1634 = l_1633 + uint32(1);
l_mut_246 = l_1634;
const uint32 l_1635 = l_1633 & uint32(2147483647);
const bool l_1636 = l_1635 == uint32(0);
if (l_1636) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1637 = l_1633 & uint32(2147483648);
const bool l_1638 = l_1637 != uint32(0);
if (l_1638) {
const uint32 l_1639 = l_1633 - uint32(1);
l_mut_246 = l_1639;
} else {
const bool l_1640 = l_1633 == uint32(2139095040);
if (l_1640) {
l_mut_246 = l_1633;
}
}
}
const float l_1641 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1642 = reinterpret_cast<uint32 const&>(l_1641);
const double l_1643 = double(l_1641);
l_mut_46 = l_1643;
const uint32 l_1644 = l_1642 & uint32(2139095040);
const bool l_1645 = l_1644 == uint32(0);
if (l_1645) {
const uint32 l_1646 = l_1642 & uint32(8388607);
const double l_1647 = double(l_1646);
const double l_1648 = l_1647 * double(1.401298464324817e-45);
l_mut_46 = l_1648;
const uint32 l_1649 = l_1642 >> uint32(31);
const bool l_1650 = l_1649 == uint32(1);
if (l_1650) {
const double l_1651 = -l_mut_46;
l_mut_46 = l_1651;
}
}
l_mut_319 = l_mut_46;
}
}
}
const double l_1652 = l_arr_1264[uint32(1)];
const double l_1653 = -l_1652;
const double l_1654 = l_1653 * double(7.1362384635298e44);
const double l_1655 = floor(l_1654);
const double l_1656 = l_1655 * double(1.401298464324817e-45);
l_mut_46 = l_1656;
const double l_1657 = abs(l_1653);
const bool l_1658 = l_1657 >= double(1.1754943508222875e-38);
if (l_1658) {
const float l_1659 = float(l_1653);
const double l_1660 = double(l_1659);
l_mut_46 = l_1660;
const bool l_1661 = l_mut_46 > l_1653;
if (l_1661) {
const uint32 l_1662 = reinterpret_cast<uint32 const&>(l_1659);
const uint32 l_1663 = l_1662 ^ uint32(2147483648);
const float l_1664 = reinterpret_cast<float const&>(l_1663);
const uint32 l_1665 = reinterpret_cast<uint32 const&>(l_1664);
const uint32 l_1666 = l_1665 + uint32(1);
l_mut_246 = l_1666;
const uint32 l_1667 = l_1665 & uint32(2147483647);
const bool l_1668 = l_1667 == uint32(0);
if (l_1668) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1669 = l_1665 & uint32(2147483648);
const bool l_1670 = l_1669 != uint32(0);
if (l_1670) {
const uint32 l_1671 = l_1665 - uint32(1);
l_mut_246 = l_1671;
} else {
const bool l_1672 = l_1665 == uint32(2139095040);
if (l_1672) {
l_mut_246 = l_1665;
}
}
}
const float l_1673 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1674 = reinterpret_cast<uint32 const&>(l_1673);
const uint32 l_1675 = l_1674 ^ uint32(2147483648);
const float l_1676 = reinterpret_cast<float const&>(l_1675);
const uint32 l_1677 = reinterpret_cast<uint32 const&>(l_1676);
const double l_1678 = double(l_1676);
l_mut_26 = l_1678;
const uint32 l_1679 = l_1677 & uint32(2139095040);
const bool l_1680 = l_1679 == uint32(0);
if (l_1680) {
const uint32 l_1681 = l_1677 & uint32(8388607);
const double l_1682 = double(l_1681);
const double l_1683 = l_1682 * double(1.401298464324817e-45);
l_mut_26 = l_1683;
const uint32 l_1684 = l_1677 >> uint32(31);
const bool l_1685 = l_1684 == uint32(1);
if (l_1685) {
const double l_1686 = -l_mut_26;
l_mut_26 = l_1686;
}
}
l_mut_46 = l_mut_26;
} else {
const uint32 l_1687 = reinterpret_cast<uint32 const&>(l_1659);
const uint32 l_1688 = l_1687 + uint32(1);
l_mut_246 = l_1688;
const uint32 l_1689 = l_1687 & uint32(2147483647);
const bool l_1690 = l_1689 == uint32(0);
if (l_1690) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1691 = l_1687 & uint32(2147483648);
const bool l_1692 = l_1691 != uint32(0);
if (l_1692) {
const uint32 l_1693 = l_1687 - uint32(1);
l_mut_246 = l_1693;
} else {
const bool l_1694 = l_1687 == uint32(2139095040);
if (l_1694) {
l_mut_246 = l_1687;
}
}
}
const float l_1695 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1696 = reinterpret_cast<uint32 const&>(l_1695);
const double l_1697 = double(l_1695);
l_mut_26 = l_1697;
const uint32 l_1698 = l_1696 & uint32(2139095040);
const bool l_1699 = l_1698 == uint32(0);
if (l_1699) {
const uint32 l_1700 = l_1696 & uint32(8388607);
const double l_1701 = double(l_1700);
const double l_1702 = l_1701 * double(1.401298464324817e-45);
l_mut_26 = l_1702;
const uint32 l_1703 = l_1696 >> uint32(31);
const bool l_1704 = l_1703 == uint32(1);
if (l_1704) {
const double l_1705 = -l_mut_26;
l_mut_26 = l_1705;
}
}
const bool l_1706 = l_mut_26 <= l_1653;
if (l_1706) {
const uint32 l_1707 = reinterpret_cast<uint32 const&>(l_1659);
const uint32 l_1708 = l_1707 + uint32(1);
l_mut_246 = l_1708;
const uint32 l_1709 = l_1707 & uint32(2147483647);
const bool l_1710 = l_1709 == uint32(0);
if (l_1710) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1711 = l_1707 & uint32(2147483648);
const bool l_1712 = l_1711 != uint32(0);
if (l_1712) {
const uint32 l_1713 = l_1707 - uint32(1);
l_mut_246 = l_1713;
} else {
const bool l_1714 = l_1707 == uint32(2139095040);
if (l_1714) {
l_mut_246 = l_1707;
}
}
}
const float l_1715 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1716 = reinterpret_cast<uint32 const&>(l_1715);
const double l_1717 = double(l_1715);
l_mut_26 = l_1717;
const uint32 l_1718 = l_1716 & uint32(2139095040);
const bool l_1719 = l_1718 == uint32(0);
if (l_1719) {
const uint32 l_1720 = l_1716 & uint32(8388607);
const double l_1721 = double(l_1720);
const double l_1722 = l_1721 * double(1.401298464324817e-45);
l_mut_26 = l_1722;
const uint32 l_1723 = l_1716 >> uint32(31);
const bool l_1724 = l_1723 == uint32(1);
if (l_1724) {
const double l_1725 = -l_mut_26;
l_mut_26 = l_1725;
}
}
l_mut_46 = l_mut_26;
}
}
}
const double l_1726 = -l_mut_46;
const uint32 l_1727 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1728 = double(l_mut_22);
l_mut_46 = l_1728;
const uint32 l_1729 = l_1727 & uint32(2139095040);
const bool l_1730 = l_1729 == uint32(0);
if (l_1730) {
const uint32 l_1731 = l_1727 & uint32(8388607);
const double l_1732 = double(l_1731);
const double l_1733 = l_1732 * double(1.401298464324817e-45);
l_mut_46 = l_1733;
const uint32 l_1734 = l_1727 >> uint32(31);
const bool l_1735 = l_1734 == uint32(1);
if (l_1735) {
const double l_1736 = -l_mut_46;
l_mut_46 = l_1736;
}
}
const uint32 l_1737 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1738 = l_1737 + uint32(1);
l_mut_246 = l_1738;
const uint32 l_1739 = l_1737 & uint32(2147483647);
const bool l_1740 = l_1739 == uint32(0);
if (l_1740) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1741 = l_1737 & uint32(2147483648);
const bool l_1742 = l_1741 != uint32(0);
if (l_1742) {
const uint32 l_1743 = l_1737 - uint32(1);
l_mut_246 = l_1743;
} else {
const bool l_1744 = l_1737 == uint32(2139095040);
if (l_1744) {
l_mut_246 = l_1737;
}
}
}
const float l_1745 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1746 = reinterpret_cast<uint32 const&>(l_1745);
const double l_1747 = double(l_1745);
l_mut_26 = l_1747;
const uint32 l_1748 = l_1746 & uint32(2139095040);
const bool l_1749 = l_1748 == uint32(0);
if (l_1749) {
const uint32 l_1750 = l_1746 & uint32(8388607);
const double l_1751 = double(l_1750);
const double l_1752 = l_1751 * double(1.401298464324817e-45);
l_mut_26 = l_1752;
const uint32 l_1753 = l_1746 >> uint32(31);
const bool l_1754 = l_1753 == uint32(1);
if (l_1754) {
const double l_1755 = -l_mut_26;
l_mut_26 = l_1755;
}
}
const uint32 l_1756 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1757 = l_1756 ^ uint32(2147483648);
const float l_1758 = reinterpret_cast<float const&>(l_1757);
const uint32 l_1759 = reinterpret_cast<uint32 const&>(l_1758);
const uint32 l_1760 = l_1759 + uint32(1);
l_mut_246 = l_1760;
const uint32 l_1761 = l_1759 & uint32(2147483647);
const bool l_1762 = l_1761 == uint32(0);
if (l_1762) {
l_mut_246 = uint32(1);
} else {
const uint32 l_1763 = l_1759 & uint32(2147483648);
const bool l_1764 = l_1763 != uint32(0);
if (l_1764) {
const uint32 l_1765 = l_1759 - uint32(1);
l_mut_246 = l_1765;
} else {
const bool l_1766 = l_1759 == uint32(2139095040);
if (l_1766) {
l_mut_246 = l_1759;
}
}
}
const float l_1767 = reinterpret_cast<float const&>(l_mut_246);
const uint32 l_1768 = reinterpret_cast<uint32 const&>(l_1767);
const uint32 l_1769 = l_1768 ^ uint32(2147483648);
const float l_1770 = reinterpret_cast<float const&>(l_1769);
const uint32 l_1771 = reinterpret_cast<uint32 const&>(l_1770);
const double l_1772 = double(l_1770);
l_mut_1773 = l_1772;
const uint32 l_1774 = l_1771 & uint32(2139095040);
const bool l_1775 = l_1774 == uint32(0);
if (l_1775) {
const uint32 l_1776 = l_1771 & uint32(8388607);
const double l_1777 = double(l_1776);
const double l_1778 = l_1777 * double(1.401298464324817e-45);
l_mut_1773 = l_1778;
const uint32 l_1779 = l_1771 >> uint32(31);
const bool l_1780 = l_1779 == uint32(1);
if (l_1780) {
const double l_1781 = -l_mut_1773;
l_mut_1773 = l_1781;
}
}
const double l_1782 = l_mut_319 + double(0.0);
const bool l_1783 = l_1782 <= l_mut_46;
l_mut_339 = l_1783;
const double l_1784 = l_mut_319 - double(0.0);
const bool l_1785 = l_1784 > l_mut_46;
l_mut_336 = l_1785;
const double l_1786 = l_1726 - double(0.0);
const bool l_1787 = l_1786 >= l_mut_46;
l_mut_333 = l_1787;
const double l_1788 = l_1726 + double(0.0);
const bool l_1789 = l_1788 < l_mut_46;
l_mut_330 = l_1789;
l_mut_246 = uint32(2);
const bool l_1790 = l_mut_336 || l_mut_330;
if (l_1790) {
l_mut_246 = uint32(1);
} else {
const bool l_1791 = l_mut_339 && l_mut_333;
if (l_1791) {
l_mut_246 = uint32(0);
}
}
const uint32 l_1792 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1793 = l_1792 & uint32(2147483647);
const bool l_1794 = l_1793 == uint32(0);
if (l_1794) {
const double l_1795 = l_mut_319 + double(0.0);
const bool l_1796 = l_1795 < double(1.1754943508222875e-38);
const double l_1797 = l_1726 - double(0.0);
const bool l_1798 = l_1797 > double(-1.1754943508222875e-38);
const bool l_1799 = l_1796 && l_1798;
const double l_1800 = l_mut_319 - double(0.0);
const bool l_1801 = l_1800 < double(1.1754943508222875e-38);
const double l_1802 = l_1726 + double(0.0);
const bool l_1803 = l_1802 > double(-1.1754943508222875e-38);
const bool l_1804 = l_1801 && l_1803;
if (l_1799) {
l_mut_246 = uint32(0);
} else {
const bool l_1805 = l_mut_246 == uint32(1);
const bool l_1806 = l_1804 && l_1805;
if (l_1806) {
l_mut_246 = uint32(2);
}
}
}
l_mut_284 = l_mut_246;
}
l_mut_230 = l_mut_284;
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
const uint32 l_1807 = l_arr_229[uint32(0)];
const bool l_1808 = l_1807 == uint32(0);
if (l_1808) {
l_mut_230 = uint32(2);
}
l_arr_10[l_mut_210] = l_mut_230;
const uint32 l_1809 = l_arr_10[l_mut_210];
const bool l_1810 = l_1809 == uint32(2);
if (l_1810) {
l_mut_207 = bool(false);
}
}
}
const bool l_1811 = l_mut_109 == uint32(4294967293);
if (l_1811) {
const uint32 l_1812 = l_arr_8[uint32(0)];
const uint32 l_1813 = l_1812 + uint32(1);
l_arr_8[uint32(0)] = l_1813;
} else {
if (l_mut_207) {
l_mut_1773 = l_197;
const bool l_1814 = l_mut_1773 < double(-17.0);
if (l_1814) {
l_mut_1773 = double(-17.0);
}
const bool l_1815 = l_mut_1773 > double(17.0);
if (l_1815) {
l_mut_1773 = double(17.0);
}
const double l_1816 = l_mut_1773 + double(16.0);
const double l_1817 = l_1816 + double(1.0);
const uint32 l_1818 = uint32(l_1817);
const uint32 l_1819 = uint32(2) + l_1818;
const uint32 l_1820 = l_arr_8[l_1819];
const uint32 l_1821 = l_1820 + uint32(1);
l_arr_8[l_1819] = l_1821;
const uint32 l_1822 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1823 = l_1822 & uint32(8388607);
const double l_1824 = double(l_1823);
const double l_1825 = l_1824 / double(7.1362384635298e44);
l_mut_1773 = l_1825;
const uint32 l_1826 = l_1822 & uint32(2139095040);
const bool l_1827 = l_1826 != uint32(0);
if (l_1827) {
const uint32 l_1828 = l_1822 & uint32(2147483647);
const float l_1829 = reinterpret_cast<float const&>(l_1828);
const double l_1830 = double(l_1829);
l_mut_1773 = l_1830;
}
const uint32 l_1831 = l_1822 >> uint32(31);
const double l_1832 = double(l_1831);
const double l_1833 = double(2.0) * l_1832;
const double l_1834 = double(1.0) - l_1833;
l_mut_1773 = l_mut_1773 * l_1834;
const double l_1835 = abs(l_mut_35);
const double l_1836 = l_mut_35 * double(0.0);
const double l_1837 = l_1836 + double(7.1362384635298e44);
l_mut_319 = l_1837;
const bool l_1838 = l_1835 >= double(2.350988701644575e-38);
if (l_1838) {
const uint32 l_1839 = l_mut_109 & uint32(2147483647);
const float l_1840 = reinterpret_cast<float const&>(l_1839);
const double l_1841 = double(l_1840);
const uint32 l_1842 = l_1839 & uint32(2139095040);
const float l_1843 = reinterpret_cast<float const&>(l_1842);
const double l_1844 = double(l_1843);
const bool l_1845 = l_1841 > l_1835;
const uint32 l_1846 = l_1839 & uint32(8388607);
const bool l_1847 = l_1846 == uint32(0);
const bool l_1848 = l_1845 && l_1847;
const double l_1849 = l_1844 * double(1.1920928955078125e-7);
const double l_1850 = double(l_1848);
const double l_1851 = double(0.5) * l_1850;
const double l_1852 = double(1.0) - l_1851;
const double l_1853 = l_1849 * l_1852;
const double l_1854 = double(1.0) / l_1853;
l_mut_319 = l_1854;
}
const double l_1855 = l_mut_1773 - l_mut_35;
const double l_1856 = l_1855 * l_mut_319;
const uint32 l_1857 = l_arr_8[uint32(45)];
const bool l_1858 = l_1857 == uint32(4294967295);
const double l_1859 = l_arr_9[uint32(0)];
const bool l_1860 = l_1856 < l_1859;
const bool l_1861 = l_1858 || l_1860;
if (l_1861) {
l_arr_9[uint32(0)] = l_1856;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_178;
}
const uint32 l_1862 = l_arr_8[uint32(47)];
const bool l_1863 = l_1862 == uint32(4294967295);
const double l_1864 = l_arr_9[uint32(1)];
const bool l_1865 = l_1856 > l_1864;
const bool l_1866 = l_1863 || l_1865;
if (l_1866) {
l_arr_9[uint32(1)] = l_1856;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_178;
}
const bool l_1867 = l_197 != double(0.0);
if (l_1867) {

for (uint32 l_mut_1868 = uint32(0); l_mut_1868 < uint32(8); ++l_mut_1868) {
const uint32 l_1869 = l_arr_10[l_mut_1868];
const bool l_1870 = l_1869 == uint32(1);
if (l_1870) {
const uint32 l_1871 = uint32(37) + l_mut_1868;
const uint32 l_1872 = l_arr_8[l_1871];
const uint32 l_1873 = l_1872 + uint32(1);
l_arr_8[l_1871] = l_1873;
const uint32 l_1874 = uint32(2) + l_mut_1868;
const uint32 l_1875 = uint32(2) * l_1874;
const uint32 l_1876 = uint32(45) + l_1875;
const uint32 l_1877 = l_arr_8[l_1876];
const bool l_1878 = l_1877 == uint32(4294967295);
const double l_1879 = abs(l_1856);
const uint32 l_1880 = uint32(2) + l_mut_1868;
const double l_1881 = l_arr_9[l_1880];
const double l_1882 = abs(l_1881);
const bool l_1883 = l_1879 > l_1882;
const bool l_1884 = l_1878 || l_1883;
if (l_1884) {
const uint32 l_1885 = uint32(2) + l_mut_1868;
l_arr_9[l_1885] = l_1856;
l_arr_8[l_1876] = l_20;
const uint32 l_1886 = l_1876 + uint32(1);
l_arr_8[l_1886] = l_178;
}
}
}
}
} else {
const uint32 l_1887 = l_arr_8[uint32(1)];
const uint32 l_1888 = l_2 + l_1887;
const uint32 l_1889 = l_1888 * uint32(2);
const uint32 l_1974 = info.static_meta[uint32(6)];
const uint32 l_1975 = l_1974 * uint32(1);
const bool l_1976 = l_1889 < l_1975;
if (l_1976) {
buffer_6[l_1889] = l_20;
}
const uint32 l_1890 = l_1889 + uint32(1);
const uint32 l_1977 = info.static_meta[uint32(6)];
const uint32 l_1978 = l_1977 * uint32(1);
const bool l_1979 = l_1890 < l_1978;
if (l_1979) {
buffer_6[l_1890] = l_178;
}
const uint32 l_1891 = l_arr_8[uint32(1)];
const uint32 l_1892 = l_1891 + uint32(1);
l_arr_8[uint32(1)] = l_1892;
}
}
}

for (uint32 l_mut_1893 = uint32(0); l_mut_1893 < uint32(65); ++l_mut_1893) {
const uint32 l_1894 = idxGlobal * uint32(65);
const uint32 l_1895 = l_1894 + l_mut_1893;
const uint32 l_1896 = l_arr_8[l_mut_1893];
const uint32 l_1980 = info.static_meta[uint32(4)];
const uint32 l_1981 = l_1980 * uint32(1);
const bool l_1982 = l_1895 < l_1981;
if (l_1982) {
buffer_4[l_1895] = l_1896;
}
}

for (uint32 l_mut_1897 = uint32(0); l_mut_1897 < uint32(10); ++l_mut_1897) {
const uint32 l_1898 = idxGlobal * uint32(10);
const uint32 l_1899 = l_1898 + l_mut_1897;
const double l_1900 = l_arr_9[l_mut_1897];
const uint32 l_1983 = info.static_meta[uint32(5)];
const uint32 l_1984 = l_1983 * uint32(1);
const bool l_1985 = l_1899 < l_1984;
if (l_1985) {
buffer_5[l_1899] = l_1900;
}
}
}

}
