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

uint32 l_arr_232[1];

double l_arr_1257[2];

uint32 l_arr_10[8];

bool l_mut_210;
bool l_mut_341;
bool l_mut_344;
bool l_mut_347;
bool l_mut_350;
double l_mut_1544;
double l_mut_31;
double l_mut_48;
double l_mut_77;
double l_mut_909;
float l_mut_25;
uint32 l_mut_112;
uint32 l_mut_233;
uint32 l_mut_249;
uint32 l_mut_290;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1878 = info.static_meta[uint32(7)];
const uint32 l_1879 = l_1878 * uint32(1);
const bool l_1880 = uint32(0) < l_1879;
if (l_1880) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1864 = info.static_meta[uint32(0)];
const uint32 l_1865 = l_1864 * uint32(1);
const bool l_1866 = uint32(1) < l_1865;
const uint32 l_1867 = l_1865 - uint32(1);
const uint32 l_1868 = min(uint32(1), l_1867);
const uint32 l_1869 = buffer_0[l_1868];
const uint32 l_1870 = (l_1866) ? l_1869 : uint32(0);
const uint32 l_1 = l_1870;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1871 = info.static_meta[uint32(0)];
const uint32 l_1872 = l_1871 * uint32(1);
const bool l_1873 = uint32(2) < l_1872;
const uint32 l_1874 = l_1872 - uint32(1);
const uint32 l_1875 = min(uint32(2), l_1874);
const uint32 l_1876 = buffer_0[l_1875];
const uint32 l_1877 = (l_1873) ? l_1876 : uint32(0);
const uint32 l_3 = l_1877;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1881 = info.static_meta[uint32(0)];
const uint32 l_1882 = l_1881 * uint32(1);
const bool l_1883 = uint32(2) < l_1882;
const uint32 l_1884 = l_1882 - uint32(1);
const uint32 l_1885 = min(uint32(2), l_1884);
const uint32 l_1886 = buffer_0[l_1885];
const uint32 l_1887 = (l_1883) ? l_1886 : uint32(0);
const uint32 l_6 = l_1887;
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
const uint32 l_1888 = info.static_meta[uint32(3)];
const uint32 l_1889 = l_1888 * uint32(1);
const bool l_1890 = uint32(1024) < l_1889;
const uint32 l_1891 = l_1889 - uint32(1);
const uint32 l_1892 = min(uint32(1024), l_1891);
const uint32 l_1893 = buffer_3[l_1892];
const uint32 l_1894 = (l_1890) ? l_1893 : uint32(0);
const uint32 l_18 = l_1894;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_1895 = info.static_meta[uint32(0)];
const uint32 l_1896 = l_1895 * uint32(1);
const bool l_1897 = uint32(0) < l_1896;
const uint32 l_1898 = l_1896 - uint32(1);
const uint32 l_1899 = min(uint32(0), l_1898);
const uint32 l_1900 = buffer_0[l_1899];
const uint32 l_1901 = (l_1897) ? l_1900 : uint32(0);
const uint32 l_22 = l_1901;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = exp(l_24);
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
const uint32 l_1902 = info.static_meta[uint32(3)];
const uint32 l_1903 = l_1902 * uint32(1);
const bool l_1904 = uint32(1024) < l_1903;
const uint32 l_1905 = l_1903 - uint32(1);
const uint32 l_1906 = min(uint32(1024), l_1905);
const uint32 l_1907 = buffer_3[l_1906];
const uint32 l_1908 = (l_1904) ? l_1907 : uint32(0);
const uint32 l_41 = l_1908;
const float l_42 = reinterpret_cast<float const&>(l_41);
const double l_43 = double(l_42);
const uint32 l_44 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_45 = l_44 & uint32(2147483647);
const float l_46 = reinterpret_cast<float const&>(l_45);
const double l_47 = double(l_46);
l_mut_48 = l_47;
const bool l_49 = l_45 < uint32(8388608);
if (l_49) {
const double l_50 = double(l_45);
const double l_51 = l_50 * double(1.401298464324817e-45);
l_mut_48 = l_51;
}
const uint64 l_52 = reinterpret_cast<uint64 const&>(l_mut_48);
const uint32 l_53 = l_44 >> uint32(31);
const uint64 l_54 = uint64(l_53);
const uint64 l_55 = l_54 << uint64(63);
const uint64 l_56 = l_52 | l_55;
const double l_57 = reinterpret_cast<double const&>(l_56);
const double l_58 = l_57 + double(0.0);
l_mut_48 = l_58;
const bool l_59 = isnan(l_58);
if (l_59) {
} else {
const bool l_60 = l_58 < double(-700.0);
if (l_60) {
l_mut_48 = double(0.0);
} else {
const bool l_61 = l_58 > double(700.0);
if (l_61) {
const uint64 l_62 = reinterpret_cast<uint64 const&>(l_58);
const uint64 l_63 = l_62 | uint64(9218868437227405312);
const uint64 l_64 = l_63 & uint64(18442240474082181120);
const double l_65 = reinterpret_cast<double const&>(l_64);
l_mut_48 = l_65;
} else {
const double l_66 = l_58 * double(1.4426950408889634);
const double l_67 = l_66 + double(0.5);
const double l_68 = floor(l_67);
const double l_69 = l_68 * double(0.6931471824645996);
const double l_70 = l_57 - l_69;
const double l_71 = l_70 * l_43;
const double l_72 = l_68 * double(-1.904654299957768e-9);
const double l_73 = double(0.0) - l_72;
const double l_74 = l_71 + l_73;
const double l_75 = l_74 * double(7.647163731819816e-13);
const double l_76 = l_75 + double(1.1470745597729725e-11);
l_mut_77 = l_76;
const double l_78 = l_mut_77 * l_74;
const double l_79 = l_78 + double(1.6059043836821613e-10);
l_mut_77 = l_79;
const double l_80 = l_mut_77 * l_74;
const double l_81 = l_80 + double(2.08767569878681e-9);
l_mut_77 = l_81;
const double l_82 = l_mut_77 * l_74;
const double l_83 = l_82 + double(2.505210838544172e-8);
l_mut_77 = l_83;
const double l_84 = l_mut_77 * l_74;
const double l_85 = l_84 + double(2.755731922398589e-7);
l_mut_77 = l_85;
const double l_86 = l_mut_77 * l_74;
const double l_87 = l_86 + double(2.7557319223985893e-6);
l_mut_77 = l_87;
const double l_88 = l_mut_77 * l_74;
const double l_89 = l_88 + double(2.48015873015873e-5);
l_mut_77 = l_89;
const double l_90 = l_mut_77 * l_74;
const double l_91 = l_90 + double(0.0001984126984126984);
l_mut_77 = l_91;
const double l_92 = l_mut_77 * l_74;
const double l_93 = l_92 + double(0.001388888888888889);
l_mut_77 = l_93;
const double l_94 = l_mut_77 * l_74;
const double l_95 = l_94 + double(0.008333333333333333);
l_mut_77 = l_95;
const double l_96 = l_mut_77 * l_74;
const double l_97 = l_96 + double(0.041666666666666664);
l_mut_77 = l_97;
const double l_98 = l_mut_77 * l_74;
const double l_99 = l_98 + double(0.16666666666666666);
l_mut_77 = l_99;
const double l_100 = l_mut_77 * l_74;
const double l_101 = l_100 + double(0.5);
l_mut_77 = l_101;
const double l_102 = l_74 * l_74;
const double l_103 = l_102 * l_mut_77;
const double l_104 = l_74 + l_103;
const double l_105 = double(1.0) + l_104;
const int32 l_106 = int32(l_68);
const int32 l_107 = l_106 + int32(1023);
const uint64 l_108 = uint64(l_107);
const uint64 l_109 = l_108 << uint64(52);
const double l_110 = reinterpret_cast<double const&>(l_109);
const double l_111 = l_105 * l_110;
l_mut_48 = l_111;
}
}
}
l_mut_31 = l_mut_48;
l_mut_112 = uint32(4294967294);
const uint32 l_113 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_114 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_115 = l_114 & uint32(2139095040);
const bool l_116 = l_115 != uint32(2139095040);
const bool l_117 = l_115 == uint32(0);
const uint32 l_118 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_119 = l_118 & uint32(8388607);
const bool l_120 = l_119 != uint32(0);
const bool l_121 = l_117 && l_120;
const double l_122 = abs(l_mut_31);
const bool l_123 = l_mut_31 < double(0.0);
const uint32 l_124 = uint32(l_123);
const uint32 l_125 = uint32(2147483648) * l_124;
if (l_121) {
} else {
const bool l_126 = isnan(l_mut_31);
if (l_126) {
const uint32 l_127 = l_113 & uint32(2147483647);
const bool l_128 = l_127 > uint32(2139095040);
if (l_128) {
l_mut_112 = uint32(4294967293);
}
} else {
const bool l_129 = l_122 >= double(3.402823669209385e38);
const bool l_130 = !l_116;
const bool l_131 = l_122 == double(0.0);
const bool l_132 = l_130 && l_131;
const bool l_133 = l_129 || l_132;
if (l_133) {
const bool l_134 = l_122 >= double(3.402823669209385e38);
const uint32 l_135 = uint32(l_134);
const uint32 l_136 = uint32(2139095040) * l_135;
const uint32 l_137 = l_136 | l_125;
const bool l_138 = l_113 == l_137;
const uint32 l_139 = l_113 | l_137;
const uint32 l_140 = l_139 & uint32(2147483647);
const bool l_141 = l_140 == uint32(0);
const bool l_142 = l_138 || l_141;
if (l_142) {
l_mut_112 = uint32(4294967293);
}
} else {
const bool l_143 = l_122 >= double(2.350988701644575e-38);
const bool l_144 = l_116 && l_143;
const bool l_145 = l_122 < double(3.4028234663852886e38);
const bool l_146 = l_144 && l_145;
if (l_146) {
const float l_147 = float(l_122);
const uint32 l_148 = reinterpret_cast<uint32 const&>(l_147);
const float l_149 = reinterpret_cast<float const&>(l_148);
const double l_150 = double(l_149);
const double l_151 = l_122 - l_150;
const uint32 l_152 = l_148 + uint32(1);
const bool l_153 = l_151 < double(0.0);
const uint32 l_154 = uint32(l_153);
const uint32 l_155 = uint32(2) * l_154;
const uint32 l_156 = l_152 - l_155;
const float l_157 = reinterpret_cast<float const&>(l_156);
const double l_158 = double(l_157);
const double l_159 = l_158 - l_150;
const double l_160 = abs(l_159);
const double l_161 = l_160 * double(0.5);
const double l_162 = abs(l_151);
const double l_163 = l_161 - l_162;
const double l_164 = l_122 * double(9.094947017729282e-13);
const bool l_165 = l_163 > l_164;
if (l_165) {
const uint32 l_166 = l_148 | l_125;
l_mut_112 = l_166;
}
} else {
const bool l_167 = l_122 < double(2.350988701644575e-38);
const bool l_168 = l_116 && l_167;
if (l_168) {
const double l_169 = l_122 * double(7.1362384635298e44);
const double l_170 = floor(l_169);
const double l_171 = l_169 - l_170;
const double l_172 = l_171 - double(0.5);
const double l_173 = abs(l_172);
const double l_174 = l_169 * double(9.094947017729282e-13);
const bool l_175 = l_173 > l_174;
if (l_175) {
const bool l_176 = l_171 > double(0.5);
const double l_177 = double(l_176);
const double l_178 = l_170 + l_177;
const uint32 l_179 = uint32(l_178);
const uint32 l_180 = l_179 | l_125;
l_mut_112 = l_180;
}
}
}
}
}
}
const uint32 l_181 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_182 = l_181 & uint32(2147483647);
const bool l_183 = l_182 > uint32(2139095040);
const uint32 l_184 = l_181 & uint32(2147483647);
const bool l_185 = l_184 == uint32(0);
const uint32 l_186 = l_181 & uint32(2147483647);
const double l_187 = double(l_186);
const uint32 l_188 = l_181 >> uint32(31);
const double l_189 = double(l_188);
const double l_190 = double(2.0) * l_189;
const double l_191 = double(1.0) - l_190;
const double l_192 = l_187 * l_191;
const uint32 l_193 = l_mut_112 & uint32(2147483647);
const double l_194 = double(l_193);
const uint32 l_195 = l_mut_112 >> uint32(31);
const double l_196 = double(l_195);
const double l_197 = double(2.0) * l_196;
const double l_198 = double(1.0) - l_197;
const double l_199 = l_194 * l_198;
const double l_200 = l_192 - l_199;
const uint32 l_201 = l_mut_112 & uint32(2139095040);
const bool l_202 = l_201 == uint32(0);
const bool l_203 = l_mut_112 < uint32(4294967293);
const bool l_204 = l_200 == double(0.0);
const bool l_205 = l_185 && l_202;
const bool l_206 = l_183 || l_205;
const bool l_207 = !l_206;
const bool l_208 = l_204 || l_207;
const bool l_209 = l_203 && l_208;
l_mut_210 = l_209;
const bool l_211 = l_200 != double(0.0);
const bool l_212 = l_mut_210 && l_211;
if (l_212) {

for (uint32 l_mut_213 = uint32(0); l_mut_213 < uint32(8); ++l_mut_213) {
const uint32 l_214 = uint32(2) * l_mut_213;
const uint32 l_1909 = info.static_meta[uint32(1)];
const uint32 l_1910 = l_1909 * uint32(1);
const bool l_1911 = l_214 < l_1910;
const uint32 l_1912 = l_1910 - uint32(1);
const uint32 l_1913 = min(l_214, l_1912);
const uint32 l_1914 = buffer_1[l_1913];
const uint32 l_1915 = (l_1911) ? l_1914 : uint32(0);
const uint32 l_215 = l_1915;
const uint32 l_216 = uint32(2) * l_mut_213;
const uint32 l_217 = l_216 + uint32(1);
const uint32 l_1916 = info.static_meta[uint32(1)];
const uint32 l_1917 = l_1916 * uint32(1);
const bool l_1918 = l_217 < l_1917;
const uint32 l_1919 = l_1917 - uint32(1);
const uint32 l_1920 = min(l_217, l_1919);
const uint32 l_1921 = buffer_1[l_1920];
const uint32 l_1922 = (l_1918) ? l_1921 : uint32(0);
const uint32 l_218 = l_1922;
const bool l_219 = l_218 != uint32(0);
const uint32 l_220 = l_mut_213 * uint32(4);
const uint32 l_1923 = info.static_meta[uint32(2)];
const uint32 l_1924 = l_1923 * uint32(1);
const bool l_1925 = l_220 < l_1924;
const uint32 l_1926 = l_1924 - uint32(1);
const uint32 l_1927 = min(l_220, l_1926);
const double l_1928 = buffer_2[l_1927];
const double l_1929 = (l_1925) ? l_1928 : double(0.0);
const double l_221 = l_1929;
const uint32 l_222 = l_mut_213 * uint32(4);
const uint32 l_223 = l_222 + uint32(1);
const uint32 l_1930 = info.static_meta[uint32(2)];
const uint32 l_1931 = l_1930 * uint32(1);
const bool l_1932 = l_223 < l_1931;
const uint32 l_1933 = l_1931 - uint32(1);
const uint32 l_1934 = min(l_223, l_1933);
const double l_1935 = buffer_2[l_1934];
const double l_1936 = (l_1932) ? l_1935 : double(0.0);
const double l_224 = l_1936;
const uint32 l_225 = l_mut_213 * uint32(4);
const uint32 l_226 = l_225 + uint32(2);
const uint32 l_1937 = info.static_meta[uint32(2)];
const uint32 l_1938 = l_1937 * uint32(1);
const bool l_1939 = l_226 < l_1938;
const uint32 l_1940 = l_1938 - uint32(1);
const uint32 l_1941 = min(l_226, l_1940);
const double l_1942 = buffer_2[l_1941];
const double l_1943 = (l_1939) ? l_1942 : double(0.0);
const double l_227 = l_1943;
const double l_228 = double(l_24);
const double l_229 = abs(l_228);
const double l_230 = abs(l_mut_31);
const double l_231 = l_230 * double(1.4551915228366852e-11);
l_arr_232[uint32(0)] = uint32(1);
l_mut_233 = uint32(2);
const bool l_234 = l_215 == uint32(0);
if (l_234) {
l_mut_233 = uint32(0);
} else {
const bool l_235 = l_215 == uint32(1);
if (l_235) {
l_mut_233 = uint32(1);
const double l_236 = abs(l_200);
const bool l_237 = l_236 <= l_221;
if (l_237) {
l_mut_233 = uint32(0);
}
} else {
const bool l_238 = l_215 == uint32(2);
if (l_238) {
const double l_239 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_240 = l_239 >= double(1.1754943508222875e-38);
const bool l_241 = l_239 <= double(1.7976931348623157e308);
const bool l_242 = l_240 && l_241;
if (l_242) {
const uint64 l_243 = reinterpret_cast<uint64 const&>(l_239);
const uint64 l_244 = l_243 >> uint64(52);
const uint64 l_245 = l_244 - uint64(23);
const uint64 l_246 = l_245 << uint64(52);
const double l_247 = reinterpret_cast<double const&>(l_246);
l_mut_77 = l_247;
}
const double l_248 = l_221 * l_mut_77;
l_mut_249 = uint32(2);
const double l_250 = l_mut_31 - l_231;
const double l_251 = abs(l_250);
l_mut_77 = double(1.401298464324817e-45);
const bool l_252 = l_251 >= double(1.1754943508222875e-38);
const bool l_253 = l_251 <= double(1.7976931348623157e308);
const bool l_254 = l_252 && l_253;
if (l_254) {
const uint64 l_255 = reinterpret_cast<uint64 const&>(l_251);
const uint64 l_256 = l_255 >> uint64(52);
const uint64 l_257 = l_256 - uint64(23);
const uint64 l_258 = l_257 << uint64(52);
const double l_259 = reinterpret_cast<double const&>(l_258);
l_mut_77 = l_259;
}
const double l_260 = l_mut_31 + l_231;
const double l_261 = abs(l_260);
l_mut_48 = double(1.401298464324817e-45);
const bool l_262 = l_261 >= double(1.1754943508222875e-38);
const bool l_263 = l_261 <= double(1.7976931348623157e308);
const bool l_264 = l_262 && l_263;
if (l_264) {
const uint64 l_265 = reinterpret_cast<uint64 const&>(l_261);
const uint64 l_266 = l_265 >> uint64(52);
const uint64 l_267 = l_266 - uint64(23);
const uint64 l_268 = l_267 << uint64(52);
const double l_269 = reinterpret_cast<double const&>(l_268);
l_mut_48 = l_269;
}
const bool l_270 = l_mut_77 == l_mut_48;
if (l_270) {
const double l_271 = l_248 * double(1.4551915228366852e-11);
const double l_272 = l_231 + l_271;
const double l_273 = l_mut_31 - l_248;
const double l_274 = l_mut_31 + l_248;
const uint32 l_275 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_276 = l_275 & uint32(2147483647);
const float l_277 = reinterpret_cast<float const&>(l_276);
const double l_278 = double(l_277);
l_mut_77 = l_278;
const bool l_279 = l_276 < uint32(8388608);
if (l_279) {
const double l_280 = double(l_276);
const double l_281 = l_280 * double(1.401298464324817e-45);
l_mut_77 = l_281;
}
const uint64 l_282 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_283 = l_275 >> uint32(31);
const uint64 l_284 = uint64(l_283);
const uint64 l_285 = l_284 << uint64(63);
const uint64 l_286 = l_282 | l_285;
const double l_287 = reinterpret_cast<double const&>(l_286);
const uint32 l_288 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_289 = l_288 + uint32(1);
l_mut_290 = l_289;
const uint32 l_291 = l_288 & uint32(2147483647);
const bool l_292 = l_291 == uint32(0);
if (l_292) {
l_mut_290 = uint32(1);
} else {
const uint32 l_293 = l_288 & uint32(2147483648);
const bool l_294 = l_293 != uint32(0);
if (l_294) {
const uint32 l_295 = l_288 - uint32(1);
l_mut_290 = l_295;
} else {
const bool l_296 = l_288 == uint32(2139095040);
if (l_296) {
l_mut_290 = l_288;
}
}
}
const float l_297 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_298 = reinterpret_cast<uint32 const&>(l_297);
const uint32 l_299 = l_298 & uint32(2147483647);
const float l_300 = reinterpret_cast<float const&>(l_299);
const double l_301 = double(l_300);
l_mut_77 = l_301;
const bool l_302 = l_299 < uint32(8388608);
if (l_302) {
const double l_303 = double(l_299);
const double l_304 = l_303 * double(1.401298464324817e-45);
l_mut_77 = l_304;
}
const uint64 l_305 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_306 = l_298 >> uint32(31);
const uint64 l_307 = uint64(l_306);
const uint64 l_308 = l_307 << uint64(63);
const uint64 l_309 = l_305 | l_308;
const double l_310 = reinterpret_cast<double const&>(l_309);
const uint32 l_311 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_312 = l_311 ^ uint32(2147483648);
const float l_313 = reinterpret_cast<float const&>(l_312);
const uint32 l_314 = reinterpret_cast<uint32 const&>(l_313);
const uint32 l_315 = l_314 + uint32(1);
l_mut_290 = l_315;
const uint32 l_316 = l_314 & uint32(2147483647);
const bool l_317 = l_316 == uint32(0);
if (l_317) {
l_mut_290 = uint32(1);
} else {
const uint32 l_318 = l_314 & uint32(2147483648);
const bool l_319 = l_318 != uint32(0);
if (l_319) {
const uint32 l_320 = l_314 - uint32(1);
l_mut_290 = l_320;
} else {
const bool l_321 = l_314 == uint32(2139095040);
if (l_321) {
l_mut_290 = l_314;
}
}
}
const float l_322 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_323 = reinterpret_cast<uint32 const&>(l_322);
const uint32 l_324 = l_323 ^ uint32(2147483648);
const float l_325 = reinterpret_cast<float const&>(l_324);
const uint32 l_326 = reinterpret_cast<uint32 const&>(l_325);
const uint32 l_327 = l_326 & uint32(2147483647);
const float l_328 = reinterpret_cast<float const&>(l_327);
const double l_329 = double(l_328);
l_mut_77 = l_329;
const bool l_330 = l_327 < uint32(8388608);
if (l_330) {
const double l_331 = double(l_327);
const double l_332 = l_331 * double(1.401298464324817e-45);
l_mut_77 = l_332;
}
const uint64 l_333 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_334 = l_326 >> uint32(31);
const uint64 l_335 = uint64(l_334);
const uint64 l_336 = l_335 << uint64(63);
const uint64 l_337 = l_333 | l_336;
const double l_338 = reinterpret_cast<double const&>(l_337);
const double l_339 = l_273 + l_272;
const bool l_340 = l_339 <= l_287;
l_mut_341 = l_340;
const double l_342 = l_273 - l_272;
const bool l_343 = l_342 > l_287;
l_mut_344 = l_343;
const double l_345 = l_274 - l_272;
const bool l_346 = l_345 >= l_287;
l_mut_347 = l_346;
const double l_348 = l_274 + l_272;
const bool l_349 = l_348 < l_287;
l_mut_350 = l_349;
if (l_219) {
const double l_351 = l_273 + l_272;
const bool l_352 = l_351 < l_310;
l_mut_341 = l_352;
const double l_353 = l_273 - l_272;
const bool l_354 = l_353 >= l_310;
l_mut_344 = l_354;
const double l_355 = l_274 - l_272;
const bool l_356 = l_355 > l_338;
l_mut_347 = l_356;
const double l_357 = l_274 + l_272;
const bool l_358 = l_357 <= l_338;
l_mut_350 = l_358;
}
l_mut_290 = uint32(2);
const bool l_359 = l_mut_344 || l_mut_350;
if (l_359) {
l_mut_290 = uint32(1);
} else {
const bool l_360 = l_mut_341 && l_mut_347;
if (l_360) {
l_mut_290 = uint32(0);
}
}
const uint32 l_361 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_362 = l_361 & uint32(2147483647);
const bool l_363 = l_362 == uint32(0);
if (l_363) {
const double l_364 = l_273 + l_272;
const bool l_365 = l_364 < double(1.1754943508222875e-38);
const double l_366 = l_274 - l_272;
const bool l_367 = l_366 > double(-1.1754943508222875e-38);
const bool l_368 = l_365 && l_367;
const double l_369 = l_273 - l_272;
const bool l_370 = l_369 < double(1.1754943508222875e-38);
const double l_371 = l_274 + l_272;
const bool l_372 = l_371 > double(-1.1754943508222875e-38);
const bool l_373 = l_370 && l_372;
if (l_368) {
l_mut_290 = uint32(0);
} else {
const bool l_374 = l_mut_290 == uint32(1);
const bool l_375 = l_373 && l_374;
if (l_375) {
l_mut_290 = uint32(2);
}
}
}
l_mut_249 = l_mut_290;
}
l_mut_233 = l_mut_249;
} else {
const bool l_376 = l_215 == uint32(3);
if (l_376) {
l_mut_233 = uint32(0);
const bool l_377 = l_229 >= double(1.1754943508222875e-38);
const bool l_378 = l_229 <= double(8.507059173023462e37);
const bool l_379 = l_377 && l_378;
if (l_379) {
const double l_380 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_381 = l_380 >= double(1.1754943508222875e-38);
const bool l_382 = l_380 <= double(1.7976931348623157e308);
const bool l_383 = l_381 && l_382;
if (l_383) {
const uint64 l_384 = reinterpret_cast<uint64 const&>(l_380);
const uint64 l_385 = l_384 >> uint64(52);
const uint64 l_386 = l_385 - uint64(23);
const uint64 l_387 = l_386 << uint64(52);
const double l_388 = reinterpret_cast<double const&>(l_387);
l_mut_77 = l_388;
}
const double l_389 = l_221 * l_mut_77;
l_mut_290 = uint32(2);
const double l_390 = l_mut_31 - l_231;
const double l_391 = abs(l_390);
l_mut_77 = double(1.401298464324817e-45);
const bool l_392 = l_391 >= double(1.1754943508222875e-38);
const bool l_393 = l_391 <= double(1.7976931348623157e308);
const bool l_394 = l_392 && l_393;
if (l_394) {
const uint64 l_395 = reinterpret_cast<uint64 const&>(l_391);
const uint64 l_396 = l_395 >> uint64(52);
const uint64 l_397 = l_396 - uint64(23);
const uint64 l_398 = l_397 << uint64(52);
const double l_399 = reinterpret_cast<double const&>(l_398);
l_mut_77 = l_399;
}
const double l_400 = l_mut_31 + l_231;
const double l_401 = abs(l_400);
l_mut_48 = double(1.401298464324817e-45);
const bool l_402 = l_401 >= double(1.1754943508222875e-38);
const bool l_403 = l_401 <= double(1.7976931348623157e308);
const bool l_404 = l_402 && l_403;
if (l_404) {
const uint64 l_405 = reinterpret_cast<uint64 const&>(l_401);
const uint64 l_406 = l_405 >> uint64(52);
const uint64 l_407 = l_406 - uint64(23);
const uint64 l_408 = l_407 << uint64(52);
const double l_409 = reinterpret_cast<double const&>(l_408);
l_mut_48 = l_409;
}
const bool l_410 = l_mut_77 == l_mut_48;
if (l_410) {
const double l_411 = l_389 * double(1.4551915228366852e-11);
const double l_412 = l_231 + l_411;
const double l_413 = l_mut_31 - l_389;
const double l_414 = l_mut_31 + l_389;
const uint32 l_415 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_416 = l_415 & uint32(2147483647);
const float l_417 = reinterpret_cast<float const&>(l_416);
const double l_418 = double(l_417);
l_mut_77 = l_418;
const bool l_419 = l_416 < uint32(8388608);
if (l_419) {
const double l_420 = double(l_416);
const double l_421 = l_420 * double(1.401298464324817e-45);
l_mut_77 = l_421;
}
const uint64 l_422 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_423 = l_415 >> uint32(31);
const uint64 l_424 = uint64(l_423);
const uint64 l_425 = l_424 << uint64(63);
const uint64 l_426 = l_422 | l_425;
const double l_427 = reinterpret_cast<double const&>(l_426);
const uint32 l_428 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_429 = l_428 + uint32(1);
l_mut_249 = l_429;
const uint32 l_430 = l_428 & uint32(2147483647);
const bool l_431 = l_430 == uint32(0);
if (l_431) {
l_mut_249 = uint32(1);
} else {
const uint32 l_432 = l_428 & uint32(2147483648);
const bool l_433 = l_432 != uint32(0);
if (l_433) {
const uint32 l_434 = l_428 - uint32(1);
l_mut_249 = l_434;
} else {
const bool l_435 = l_428 == uint32(2139095040);
if (l_435) {
l_mut_249 = l_428;
}
}
}
const float l_436 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_437 = reinterpret_cast<uint32 const&>(l_436);
const uint32 l_438 = l_437 & uint32(2147483647);
const float l_439 = reinterpret_cast<float const&>(l_438);
const double l_440 = double(l_439);
l_mut_77 = l_440;
const bool l_441 = l_438 < uint32(8388608);
if (l_441) {
const double l_442 = double(l_438);
const double l_443 = l_442 * double(1.401298464324817e-45);
l_mut_77 = l_443;
}
const uint64 l_444 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_445 = l_437 >> uint32(31);
const uint64 l_446 = uint64(l_445);
const uint64 l_447 = l_446 << uint64(63);
const uint64 l_448 = l_444 | l_447;
const double l_449 = reinterpret_cast<double const&>(l_448);
const uint32 l_450 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_451 = l_450 ^ uint32(2147483648);
const float l_452 = reinterpret_cast<float const&>(l_451);
const uint32 l_453 = reinterpret_cast<uint32 const&>(l_452);
const uint32 l_454 = l_453 + uint32(1);
l_mut_249 = l_454;
const uint32 l_455 = l_453 & uint32(2147483647);
const bool l_456 = l_455 == uint32(0);
if (l_456) {
l_mut_249 = uint32(1);
} else {
const uint32 l_457 = l_453 & uint32(2147483648);
const bool l_458 = l_457 != uint32(0);
if (l_458) {
const uint32 l_459 = l_453 - uint32(1);
l_mut_249 = l_459;
} else {
const bool l_460 = l_453 == uint32(2139095040);
if (l_460) {
l_mut_249 = l_453;
}
}
}
const float l_461 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_462 = reinterpret_cast<uint32 const&>(l_461);
const uint32 l_463 = l_462 ^ uint32(2147483648);
const float l_464 = reinterpret_cast<float const&>(l_463);
const uint32 l_465 = reinterpret_cast<uint32 const&>(l_464);
const uint32 l_466 = l_465 & uint32(2147483647);
const float l_467 = reinterpret_cast<float const&>(l_466);
const double l_468 = double(l_467);
l_mut_77 = l_468;
const bool l_469 = l_466 < uint32(8388608);
if (l_469) {
const double l_470 = double(l_466);
const double l_471 = l_470 * double(1.401298464324817e-45);
l_mut_77 = l_471;
}
const uint64 l_472 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_473 = l_465 >> uint32(31);
const uint64 l_474 = uint64(l_473);
const uint64 l_475 = l_474 << uint64(63);
const uint64 l_476 = l_472 | l_475;
const double l_477 = reinterpret_cast<double const&>(l_476);
const double l_478 = l_413 + l_412;
const bool l_479 = l_478 <= l_427;
l_mut_350 = l_479;
const double l_480 = l_413 - l_412;
const bool l_481 = l_480 > l_427;
l_mut_347 = l_481;
const double l_482 = l_414 - l_412;
const bool l_483 = l_482 >= l_427;
l_mut_344 = l_483;
const double l_484 = l_414 + l_412;
const bool l_485 = l_484 < l_427;
l_mut_341 = l_485;
if (l_219) {
const double l_486 = l_413 + l_412;
const bool l_487 = l_486 < l_449;
l_mut_350 = l_487;
const double l_488 = l_413 - l_412;
const bool l_489 = l_488 >= l_449;
l_mut_347 = l_489;
const double l_490 = l_414 - l_412;
const bool l_491 = l_490 > l_477;
l_mut_344 = l_491;
const double l_492 = l_414 + l_412;
const bool l_493 = l_492 <= l_477;
l_mut_341 = l_493;
}
l_mut_249 = uint32(2);
const bool l_494 = l_mut_347 || l_mut_341;
if (l_494) {
l_mut_249 = uint32(1);
} else {
const bool l_495 = l_mut_350 && l_mut_344;
if (l_495) {
l_mut_249 = uint32(0);
}
}
const uint32 l_496 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_497 = l_496 & uint32(2147483647);
const bool l_498 = l_497 == uint32(0);
if (l_498) {
const double l_499 = l_413 + l_412;
const bool l_500 = l_499 < double(1.1754943508222875e-38);
const double l_501 = l_414 - l_412;
const bool l_502 = l_501 > double(-1.1754943508222875e-38);
const bool l_503 = l_500 && l_502;
const double l_504 = l_413 - l_412;
const bool l_505 = l_504 < double(1.1754943508222875e-38);
const double l_506 = l_414 + l_412;
const bool l_507 = l_506 > double(-1.1754943508222875e-38);
const bool l_508 = l_505 && l_507;
if (l_503) {
l_mut_249 = uint32(0);
} else {
const bool l_509 = l_mut_249 == uint32(1);
const bool l_510 = l_508 && l_509;
if (l_510) {
l_mut_249 = uint32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
}
} else {
const bool l_511 = l_215 == uint32(4);
if (l_511) {
const double l_512 = l_224 * l_229;
const double l_513 = l_221 + l_512;
const double l_514 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_515 = l_514 >= double(1.1754943508222875e-38);
const bool l_516 = l_514 <= double(1.7976931348623157e308);
const bool l_517 = l_515 && l_516;
if (l_517) {
const uint64 l_518 = reinterpret_cast<uint64 const&>(l_514);
const uint64 l_519 = l_518 >> uint64(52);
const uint64 l_520 = l_519 - uint64(23);
const uint64 l_521 = l_520 << uint64(52);
const double l_522 = reinterpret_cast<double const&>(l_521);
l_mut_77 = l_522;
}
const double l_523 = l_513 * l_mut_77;
l_mut_290 = uint32(2);
const double l_524 = l_mut_31 - l_231;
const double l_525 = abs(l_524);
l_mut_77 = double(1.401298464324817e-45);
const bool l_526 = l_525 >= double(1.1754943508222875e-38);
const bool l_527 = l_525 <= double(1.7976931348623157e308);
const bool l_528 = l_526 && l_527;
if (l_528) {
const uint64 l_529 = reinterpret_cast<uint64 const&>(l_525);
const uint64 l_530 = l_529 >> uint64(52);
const uint64 l_531 = l_530 - uint64(23);
const uint64 l_532 = l_531 << uint64(52);
const double l_533 = reinterpret_cast<double const&>(l_532);
l_mut_77 = l_533;
}
const double l_534 = l_mut_31 + l_231;
const double l_535 = abs(l_534);
l_mut_48 = double(1.401298464324817e-45);
const bool l_536 = l_535 >= double(1.1754943508222875e-38);
const bool l_537 = l_535 <= double(1.7976931348623157e308);
const bool l_538 = l_536 && l_537;
if (l_538) {
const uint64 l_539 = reinterpret_cast<uint64 const&>(l_535);
const uint64 l_540 = l_539 >> uint64(52);
const uint64 l_541 = l_540 - uint64(23);
const uint64 l_542 = l_541 << uint64(52);
const double l_543 = reinterpret_cast<double const&>(l_542);
l_mut_48 = l_543;
}
const bool l_544 = l_mut_77 == l_mut_48;
if (l_544) {
const double l_545 = l_523 * double(1.4551915228366852e-11);
const double l_546 = l_231 + l_545;
const double l_547 = l_mut_31 - l_523;
const double l_548 = l_mut_31 + l_523;
const uint32 l_549 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_550 = l_549 & uint32(2147483647);
const float l_551 = reinterpret_cast<float const&>(l_550);
const double l_552 = double(l_551);
l_mut_77 = l_552;
const bool l_553 = l_550 < uint32(8388608);
if (l_553) {
const double l_554 = double(l_550);
const double l_555 = l_554 * double(1.401298464324817e-45);
l_mut_77 = l_555;
}
const uint64 l_556 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_557 = l_549 >> uint32(31);
const uint64 l_558 = uint64(l_557);
const uint64 l_559 = l_558 << uint64(63);
const uint64 l_560 = l_556 | l_559;
const double l_561 = reinterpret_cast<double const&>(l_560);
const uint32 l_562 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_563 = l_562 + uint32(1);
l_mut_249 = l_563;
const uint32 l_564 = l_562 & uint32(2147483647);
const bool l_565 = l_564 == uint32(0);
if (l_565) {
l_mut_249 = uint32(1);
} else {
const uint32 l_566 = l_562 & uint32(2147483648);
const bool l_567 = l_566 != uint32(0);
if (l_567) {
const uint32 l_568 = l_562 - uint32(1);
l_mut_249 = l_568;
} else {
const bool l_569 = l_562 == uint32(2139095040);
if (l_569) {
l_mut_249 = l_562;
}
}
}
const float l_570 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_571 = reinterpret_cast<uint32 const&>(l_570);
const uint32 l_572 = l_571 & uint32(2147483647);
const float l_573 = reinterpret_cast<float const&>(l_572);
const double l_574 = double(l_573);
l_mut_77 = l_574;
const bool l_575 = l_572 < uint32(8388608);
if (l_575) {
const double l_576 = double(l_572);
const double l_577 = l_576 * double(1.401298464324817e-45);
l_mut_77 = l_577;
}
const uint64 l_578 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_579 = l_571 >> uint32(31);
const uint64 l_580 = uint64(l_579);
const uint64 l_581 = l_580 << uint64(63);
const uint64 l_582 = l_578 | l_581;
const double l_583 = reinterpret_cast<double const&>(l_582);
const uint32 l_584 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_585 = l_584 ^ uint32(2147483648);
const float l_586 = reinterpret_cast<float const&>(l_585);
const uint32 l_587 = reinterpret_cast<uint32 const&>(l_586);
const uint32 l_588 = l_587 + uint32(1);
l_mut_249 = l_588;
const uint32 l_589 = l_587 & uint32(2147483647);
const bool l_590 = l_589 == uint32(0);
if (l_590) {
l_mut_249 = uint32(1);
} else {
const uint32 l_591 = l_587 & uint32(2147483648);
const bool l_592 = l_591 != uint32(0);
if (l_592) {
const uint32 l_593 = l_587 - uint32(1);
l_mut_249 = l_593;
} else {
const bool l_594 = l_587 == uint32(2139095040);
if (l_594) {
l_mut_249 = l_587;
}
}
}
const float l_595 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_596 = reinterpret_cast<uint32 const&>(l_595);
const uint32 l_597 = l_596 ^ uint32(2147483648);
const float l_598 = reinterpret_cast<float const&>(l_597);
const uint32 l_599 = reinterpret_cast<uint32 const&>(l_598);
const uint32 l_600 = l_599 & uint32(2147483647);
const float l_601 = reinterpret_cast<float const&>(l_600);
const double l_602 = double(l_601);
l_mut_77 = l_602;
const bool l_603 = l_600 < uint32(8388608);
if (l_603) {
const double l_604 = double(l_600);
const double l_605 = l_604 * double(1.401298464324817e-45);
l_mut_77 = l_605;
}
const uint64 l_606 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_607 = l_599 >> uint32(31);
const uint64 l_608 = uint64(l_607);
const uint64 l_609 = l_608 << uint64(63);
const uint64 l_610 = l_606 | l_609;
const double l_611 = reinterpret_cast<double const&>(l_610);
const double l_612 = l_547 + l_546;
const bool l_613 = l_612 <= l_561;
l_mut_350 = l_613;
const double l_614 = l_547 - l_546;
const bool l_615 = l_614 > l_561;
l_mut_347 = l_615;
const double l_616 = l_548 - l_546;
const bool l_617 = l_616 >= l_561;
l_mut_344 = l_617;
const double l_618 = l_548 + l_546;
const bool l_619 = l_618 < l_561;
l_mut_341 = l_619;
if (l_219) {
const double l_620 = l_547 + l_546;
const bool l_621 = l_620 < l_583;
l_mut_350 = l_621;
const double l_622 = l_547 - l_546;
const bool l_623 = l_622 >= l_583;
l_mut_347 = l_623;
const double l_624 = l_548 - l_546;
const bool l_625 = l_624 > l_611;
l_mut_344 = l_625;
const double l_626 = l_548 + l_546;
const bool l_627 = l_626 <= l_611;
l_mut_341 = l_627;
}
l_mut_249 = uint32(2);
const bool l_628 = l_mut_347 || l_mut_341;
if (l_628) {
l_mut_249 = uint32(1);
} else {
const bool l_629 = l_mut_350 && l_mut_344;
if (l_629) {
l_mut_249 = uint32(0);
}
}
const uint32 l_630 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_631 = l_630 & uint32(2147483647);
const bool l_632 = l_631 == uint32(0);
if (l_632) {
const double l_633 = l_547 + l_546;
const bool l_634 = l_633 < double(1.1754943508222875e-38);
const double l_635 = l_548 - l_546;
const bool l_636 = l_635 > double(-1.1754943508222875e-38);
const bool l_637 = l_634 && l_636;
const double l_638 = l_547 - l_546;
const bool l_639 = l_638 < double(1.1754943508222875e-38);
const double l_640 = l_548 + l_546;
const bool l_641 = l_640 > double(-1.1754943508222875e-38);
const bool l_642 = l_639 && l_641;
if (l_637) {
l_mut_249 = uint32(0);
} else {
const bool l_643 = l_mut_249 == uint32(1);
const bool l_644 = l_642 && l_643;
if (l_644) {
l_mut_249 = uint32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
} else {
const bool l_645 = l_215 == uint32(5);
if (l_645) {
const double l_646 = double(2.0) * l_228;
const double l_647 = abs(l_646);
const double l_648 = floor(l_647);
const double l_649 = double(3.0) + l_648;
const double l_650 = abs(l_mut_31);
l_mut_77 = double(1.401298464324817e-45);
const bool l_651 = l_650 >= double(1.1754943508222875e-38);
const bool l_652 = l_650 <= double(1.7976931348623157e308);
const bool l_653 = l_651 && l_652;
if (l_653) {
const uint64 l_654 = reinterpret_cast<uint64 const&>(l_650);
const uint64 l_655 = l_654 >> uint64(52);
const uint64 l_656 = l_655 - uint64(23);
const uint64 l_657 = l_656 << uint64(52);
const double l_658 = reinterpret_cast<double const&>(l_657);
l_mut_77 = l_658;
}
const double l_659 = l_649 * l_mut_77;
l_mut_290 = uint32(2);
const double l_660 = l_mut_31 - l_231;
const double l_661 = abs(l_660);
l_mut_77 = double(1.401298464324817e-45);
const bool l_662 = l_661 >= double(1.1754943508222875e-38);
const bool l_663 = l_661 <= double(1.7976931348623157e308);
const bool l_664 = l_662 && l_663;
if (l_664) {
const uint64 l_665 = reinterpret_cast<uint64 const&>(l_661);
const uint64 l_666 = l_665 >> uint64(52);
const uint64 l_667 = l_666 - uint64(23);
const uint64 l_668 = l_667 << uint64(52);
const double l_669 = reinterpret_cast<double const&>(l_668);
l_mut_77 = l_669;
}
const double l_670 = l_mut_31 + l_231;
const double l_671 = abs(l_670);
l_mut_48 = double(1.401298464324817e-45);
const bool l_672 = l_671 >= double(1.1754943508222875e-38);
const bool l_673 = l_671 <= double(1.7976931348623157e308);
const bool l_674 = l_672 && l_673;
if (l_674) {
const uint64 l_675 = reinterpret_cast<uint64 const&>(l_671);
const uint64 l_676 = l_675 >> uint64(52);
const uint64 l_677 = l_676 - uint64(23);
const uint64 l_678 = l_677 << uint64(52);
const double l_679 = reinterpret_cast<double const&>(l_678);
l_mut_48 = l_679;
}
const bool l_680 = l_mut_77 == l_mut_48;
if (l_680) {
const double l_681 = l_659 * double(1.4551915228366852e-11);
const double l_682 = l_231 + l_681;
const double l_683 = l_mut_31 - l_659;
const double l_684 = l_mut_31 + l_659;
const uint32 l_685 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_686 = l_685 & uint32(2147483647);
const float l_687 = reinterpret_cast<float const&>(l_686);
const double l_688 = double(l_687);
l_mut_77 = l_688;
const bool l_689 = l_686 < uint32(8388608);
if (l_689) {
const double l_690 = double(l_686);
const double l_691 = l_690 * double(1.401298464324817e-45);
l_mut_77 = l_691;
}
const uint64 l_692 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_693 = l_685 >> uint32(31);
const uint64 l_694 = uint64(l_693);
const uint64 l_695 = l_694 << uint64(63);
const uint64 l_696 = l_692 | l_695;
const double l_697 = reinterpret_cast<double const&>(l_696);
const uint32 l_698 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_699 = l_698 + uint32(1);
l_mut_249 = l_699;
const uint32 l_700 = l_698 & uint32(2147483647);
const bool l_701 = l_700 == uint32(0);
if (l_701) {
l_mut_249 = uint32(1);
} else {
const uint32 l_702 = l_698 & uint32(2147483648);
const bool l_703 = l_702 != uint32(0);
if (l_703) {
const uint32 l_704 = l_698 - uint32(1);
l_mut_249 = l_704;
} else {
const bool l_705 = l_698 == uint32(2139095040);
if (l_705) {
l_mut_249 = l_698;
}
}
}
const float l_706 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_707 = reinterpret_cast<uint32 const&>(l_706);
const uint32 l_708 = l_707 & uint32(2147483647);
const float l_709 = reinterpret_cast<float const&>(l_708);
const double l_710 = double(l_709);
l_mut_77 = l_710;
const bool l_711 = l_708 < uint32(8388608);
if (l_711) {
const double l_712 = double(l_708);
const double l_713 = l_712 * double(1.401298464324817e-45);
l_mut_77 = l_713;
}
const uint64 l_714 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_715 = l_707 >> uint32(31);
const uint64 l_716 = uint64(l_715);
const uint64 l_717 = l_716 << uint64(63);
const uint64 l_718 = l_714 | l_717;
const double l_719 = reinterpret_cast<double const&>(l_718);
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_721 = l_720 ^ uint32(2147483648);
const float l_722 = reinterpret_cast<float const&>(l_721);
const uint32 l_723 = reinterpret_cast<uint32 const&>(l_722);
const uint32 l_724 = l_723 + uint32(1);
l_mut_249 = l_724;
const uint32 l_725 = l_723 & uint32(2147483647);
const bool l_726 = l_725 == uint32(0);
if (l_726) {
l_mut_249 = uint32(1);
} else {
const uint32 l_727 = l_723 & uint32(2147483648);
const bool l_728 = l_727 != uint32(0);
if (l_728) {
const uint32 l_729 = l_723 - uint32(1);
l_mut_249 = l_729;
} else {
const bool l_730 = l_723 == uint32(2139095040);
if (l_730) {
l_mut_249 = l_723;
}
}
}
const float l_731 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_732 = reinterpret_cast<uint32 const&>(l_731);
const uint32 l_733 = l_732 ^ uint32(2147483648);
const float l_734 = reinterpret_cast<float const&>(l_733);
const uint32 l_735 = reinterpret_cast<uint32 const&>(l_734);
const uint32 l_736 = l_735 & uint32(2147483647);
const float l_737 = reinterpret_cast<float const&>(l_736);
const double l_738 = double(l_737);
l_mut_77 = l_738;
const bool l_739 = l_736 < uint32(8388608);
if (l_739) {
const double l_740 = double(l_736);
const double l_741 = l_740 * double(1.401298464324817e-45);
l_mut_77 = l_741;
}
const uint64 l_742 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_743 = l_735 >> uint32(31);
const uint64 l_744 = uint64(l_743);
const uint64 l_745 = l_744 << uint64(63);
const uint64 l_746 = l_742 | l_745;
const double l_747 = reinterpret_cast<double const&>(l_746);
const double l_748 = l_683 + l_682;
const bool l_749 = l_748 <= l_697;
l_mut_350 = l_749;
const double l_750 = l_683 - l_682;
const bool l_751 = l_750 > l_697;
l_mut_347 = l_751;
const double l_752 = l_684 - l_682;
const bool l_753 = l_752 >= l_697;
l_mut_344 = l_753;
const double l_754 = l_684 + l_682;
const bool l_755 = l_754 < l_697;
l_mut_341 = l_755;
if (l_219) {
const double l_756 = l_683 + l_682;
const bool l_757 = l_756 < l_719;
l_mut_350 = l_757;
const double l_758 = l_683 - l_682;
const bool l_759 = l_758 >= l_719;
l_mut_347 = l_759;
const double l_760 = l_684 - l_682;
const bool l_761 = l_760 > l_747;
l_mut_344 = l_761;
const double l_762 = l_684 + l_682;
const bool l_763 = l_762 <= l_747;
l_mut_341 = l_763;
}
l_mut_249 = uint32(2);
const bool l_764 = l_mut_347 || l_mut_341;
if (l_764) {
l_mut_249 = uint32(1);
} else {
const bool l_765 = l_mut_350 && l_mut_344;
if (l_765) {
l_mut_249 = uint32(0);
}
}
const uint32 l_766 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_767 = l_766 & uint32(2147483647);
const bool l_768 = l_767 == uint32(0);
if (l_768) {
const double l_769 = l_683 + l_682;
const bool l_770 = l_769 < double(1.1754943508222875e-38);
const double l_771 = l_684 - l_682;
const bool l_772 = l_771 > double(-1.1754943508222875e-38);
const bool l_773 = l_770 && l_772;
const double l_774 = l_683 - l_682;
const bool l_775 = l_774 < double(1.1754943508222875e-38);
const double l_776 = l_684 + l_682;
const bool l_777 = l_776 > double(-1.1754943508222875e-38);
const bool l_778 = l_775 && l_777;
if (l_773) {
l_mut_249 = uint32(0);
} else {
const bool l_779 = l_mut_249 == uint32(1);
const bool l_780 = l_778 && l_779;
if (l_780) {
l_mut_249 = uint32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
} else {
const bool l_781 = l_215 == uint32(6);
if (l_781) {
l_mut_233 = uint32(0);
const bool l_782 = l_229 <= l_224;
if (l_782) {
const double l_783 = l_221 * double(1.4551915228366852e-11);
const double l_784 = l_231 + l_783;
const double l_785 = l_mut_31 - l_221;
const double l_786 = l_mut_31 + l_221;
const uint32 l_787 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_788 = l_787 & uint32(2147483647);
const float l_789 = reinterpret_cast<float const&>(l_788);
const double l_790 = double(l_789);
l_mut_77 = l_790;
const bool l_791 = l_788 < uint32(8388608);
if (l_791) {
const double l_792 = double(l_788);
const double l_793 = l_792 * double(1.401298464324817e-45);
l_mut_77 = l_793;
}
const uint64 l_794 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_795 = l_787 >> uint32(31);
const uint64 l_796 = uint64(l_795);
const uint64 l_797 = l_796 << uint64(63);
const uint64 l_798 = l_794 | l_797;
const double l_799 = reinterpret_cast<double const&>(l_798);
const uint32 l_800 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_801 = l_800 + uint32(1);
l_mut_290 = l_801;
const uint32 l_802 = l_800 & uint32(2147483647);
const bool l_803 = l_802 == uint32(0);
if (l_803) {
l_mut_290 = uint32(1);
} else {
const uint32 l_804 = l_800 & uint32(2147483648);
const bool l_805 = l_804 != uint32(0);
if (l_805) {
const uint32 l_806 = l_800 - uint32(1);
l_mut_290 = l_806;
} else {
const bool l_807 = l_800 == uint32(2139095040);
if (l_807) {
l_mut_290 = l_800;
}
}
}
const float l_808 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_809 = reinterpret_cast<uint32 const&>(l_808);
const uint32 l_810 = l_809 & uint32(2147483647);
const float l_811 = reinterpret_cast<float const&>(l_810);
const double l_812 = double(l_811);
l_mut_77 = l_812;
const bool l_813 = l_810 < uint32(8388608);
if (l_813) {
const double l_814 = double(l_810);
const double l_815 = l_814 * double(1.401298464324817e-45);
l_mut_77 = l_815;
}
const uint64 l_816 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_817 = l_809 >> uint32(31);
const uint64 l_818 = uint64(l_817);
const uint64 l_819 = l_818 << uint64(63);
const uint64 l_820 = l_816 | l_819;
const double l_821 = reinterpret_cast<double const&>(l_820);
const uint32 l_822 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_823 = l_822 ^ uint32(2147483648);
const float l_824 = reinterpret_cast<float const&>(l_823);
const uint32 l_825 = reinterpret_cast<uint32 const&>(l_824);
const uint32 l_826 = l_825 + uint32(1);
l_mut_290 = l_826;
const uint32 l_827 = l_825 & uint32(2147483647);
const bool l_828 = l_827 == uint32(0);
if (l_828) {
l_mut_290 = uint32(1);
} else {
const uint32 l_829 = l_825 & uint32(2147483648);
const bool l_830 = l_829 != uint32(0);
if (l_830) {
const uint32 l_831 = l_825 - uint32(1);
l_mut_290 = l_831;
} else {
const bool l_832 = l_825 == uint32(2139095040);
if (l_832) {
l_mut_290 = l_825;
}
}
}
const float l_833 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_834 = reinterpret_cast<uint32 const&>(l_833);
const uint32 l_835 = l_834 ^ uint32(2147483648);
const float l_836 = reinterpret_cast<float const&>(l_835);
const uint32 l_837 = reinterpret_cast<uint32 const&>(l_836);
const uint32 l_838 = l_837 & uint32(2147483647);
const float l_839 = reinterpret_cast<float const&>(l_838);
const double l_840 = double(l_839);
l_mut_77 = l_840;
const bool l_841 = l_838 < uint32(8388608);
if (l_841) {
const double l_842 = double(l_838);
const double l_843 = l_842 * double(1.401298464324817e-45);
l_mut_77 = l_843;
}
const uint64 l_844 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_845 = l_837 >> uint32(31);
const uint64 l_846 = uint64(l_845);
const uint64 l_847 = l_846 << uint64(63);
const uint64 l_848 = l_844 | l_847;
const double l_849 = reinterpret_cast<double const&>(l_848);
const double l_850 = l_785 + l_784;
const bool l_851 = l_850 <= l_799;
l_mut_350 = l_851;
const double l_852 = l_785 - l_784;
const bool l_853 = l_852 > l_799;
l_mut_347 = l_853;
const double l_854 = l_786 - l_784;
const bool l_855 = l_854 >= l_799;
l_mut_344 = l_855;
const double l_856 = l_786 + l_784;
const bool l_857 = l_856 < l_799;
l_mut_341 = l_857;
if (l_219) {
const double l_858 = l_785 + l_784;
const bool l_859 = l_858 < l_821;
l_mut_350 = l_859;
const double l_860 = l_785 - l_784;
const bool l_861 = l_860 >= l_821;
l_mut_347 = l_861;
const double l_862 = l_786 - l_784;
const bool l_863 = l_862 > l_849;
l_mut_344 = l_863;
const double l_864 = l_786 + l_784;
const bool l_865 = l_864 <= l_849;
l_mut_341 = l_865;
}
l_mut_290 = uint32(2);
const bool l_866 = l_mut_347 || l_mut_341;
if (l_866) {
l_mut_290 = uint32(1);
} else {
const bool l_867 = l_mut_350 && l_mut_344;
if (l_867) {
l_mut_290 = uint32(0);
}
}
const uint32 l_868 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_869 = l_868 & uint32(2147483647);
const bool l_870 = l_869 == uint32(0);
if (l_870) {
const double l_871 = l_785 + l_784;
const bool l_872 = l_871 < double(1.1754943508222875e-38);
const double l_873 = l_786 - l_784;
const bool l_874 = l_873 > double(-1.1754943508222875e-38);
const bool l_875 = l_872 && l_874;
const double l_876 = l_785 - l_784;
const bool l_877 = l_876 < double(1.1754943508222875e-38);
const double l_878 = l_786 + l_784;
const bool l_879 = l_878 > double(-1.1754943508222875e-38);
const bool l_880 = l_877 && l_879;
if (l_875) {
l_mut_290 = uint32(0);
} else {
const bool l_881 = l_mut_290 == uint32(1);
const bool l_882 = l_880 && l_881;
if (l_882) {
l_mut_290 = uint32(2);
}
}
}
l_mut_233 = l_mut_290;
}
} else {
const bool l_883 = l_215 == uint32(7);
if (l_883) {
const double l_884 = abs(l_mut_31);
const double l_885 = l_221 * l_884;
l_mut_77 = l_885;
const double l_886 = abs(l_mut_31);
l_mut_48 = double(1.401298464324817e-45);
const bool l_887 = l_886 >= double(1.1754943508222875e-38);
const bool l_888 = l_886 <= double(1.7976931348623157e308);
const bool l_889 = l_887 && l_888;
if (l_889) {
const uint64 l_890 = reinterpret_cast<uint64 const&>(l_886);
const uint64 l_891 = l_890 >> uint64(52);
const uint64 l_892 = l_891 - uint64(23);
const uint64 l_893 = l_892 << uint64(52);
const double l_894 = reinterpret_cast<double const&>(l_893);
l_mut_48 = l_894;
}
const double l_895 = double(0.5) * l_mut_48;
const bool l_896 = l_895 > l_mut_77;
if (l_896) {
l_mut_77 = l_895;
}
const double l_897 = l_mut_31 - l_231;
const double l_898 = abs(l_897);
l_mut_48 = double(1.401298464324817e-45);
const bool l_899 = l_898 >= double(1.1754943508222875e-38);
const bool l_900 = l_898 <= double(1.7976931348623157e308);
const bool l_901 = l_899 && l_900;
if (l_901) {
const uint64 l_902 = reinterpret_cast<uint64 const&>(l_898);
const uint64 l_903 = l_902 >> uint64(52);
const uint64 l_904 = l_903 - uint64(23);
const uint64 l_905 = l_904 << uint64(52);
const double l_906 = reinterpret_cast<double const&>(l_905);
l_mut_48 = l_906;
}
const double l_907 = l_mut_31 + l_231;
const double l_908 = abs(l_907);
l_mut_909 = double(1.401298464324817e-45);
const bool l_910 = l_908 >= double(1.1754943508222875e-38);
const bool l_911 = l_908 <= double(1.7976931348623157e308);
const bool l_912 = l_910 && l_911;
if (l_912) {
const uint64 l_913 = reinterpret_cast<uint64 const&>(l_908);
const uint64 l_914 = l_913 >> uint64(52);
const uint64 l_915 = l_914 - uint64(23);
const uint64 l_916 = l_915 << uint64(52);
const double l_917 = reinterpret_cast<double const&>(l_916);
l_mut_909 = l_917;
}
const bool l_918 = l_mut_48 == l_mut_909;
if (l_918) {
const double l_919 = l_221 * l_231;
const double l_920 = l_231 + l_919;
const double l_921 = l_mut_77 * double(1.4551915228366852e-11);
const double l_922 = l_920 + l_921;
const double l_923 = l_mut_31 - l_mut_77;
const double l_924 = l_mut_31 + l_mut_77;
const uint32 l_925 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_926 = l_925 & uint32(2147483647);
const float l_927 = reinterpret_cast<float const&>(l_926);
const double l_928 = double(l_927);
l_mut_909 = l_928;
const bool l_929 = l_926 < uint32(8388608);
if (l_929) {
const double l_930 = double(l_926);
const double l_931 = l_930 * double(1.401298464324817e-45);
l_mut_909 = l_931;
}
const uint64 l_932 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_933 = l_925 >> uint32(31);
const uint64 l_934 = uint64(l_933);
const uint64 l_935 = l_934 << uint64(63);
const uint64 l_936 = l_932 | l_935;
const double l_937 = reinterpret_cast<double const&>(l_936);
const uint32 l_938 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_939 = l_938 + uint32(1);
l_mut_290 = l_939;
const uint32 l_940 = l_938 & uint32(2147483647);
const bool l_941 = l_940 == uint32(0);
if (l_941) {
l_mut_290 = uint32(1);
} else {
const uint32 l_942 = l_938 & uint32(2147483648);
const bool l_943 = l_942 != uint32(0);
if (l_943) {
const uint32 l_944 = l_938 - uint32(1);
l_mut_290 = l_944;
} else {
const bool l_945 = l_938 == uint32(2139095040);
if (l_945) {
l_mut_290 = l_938;
}
}
}
const float l_946 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_947 = reinterpret_cast<uint32 const&>(l_946);
const uint32 l_948 = l_947 & uint32(2147483647);
const float l_949 = reinterpret_cast<float const&>(l_948);
const double l_950 = double(l_949);
l_mut_909 = l_950;
const bool l_951 = l_948 < uint32(8388608);
if (l_951) {
const double l_952 = double(l_948);
const double l_953 = l_952 * double(1.401298464324817e-45);
l_mut_909 = l_953;
}
const uint64 l_954 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_955 = l_947 >> uint32(31);
const uint64 l_956 = uint64(l_955);
const uint64 l_957 = l_956 << uint64(63);
const uint64 l_958 = l_954 | l_957;
const double l_959 = reinterpret_cast<double const&>(l_958);
const uint32 l_960 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_961 = l_960 ^ uint32(2147483648);
const float l_962 = reinterpret_cast<float const&>(l_961);
const uint32 l_963 = reinterpret_cast<uint32 const&>(l_962);
const uint32 l_964 = l_963 + uint32(1);
l_mut_290 = l_964;
const uint32 l_965 = l_963 & uint32(2147483647);
const bool l_966 = l_965 == uint32(0);
if (l_966) {
l_mut_290 = uint32(1);
} else {
const uint32 l_967 = l_963 & uint32(2147483648);
const bool l_968 = l_967 != uint32(0);
if (l_968) {
const uint32 l_969 = l_963 - uint32(1);
l_mut_290 = l_969;
} else {
const bool l_970 = l_963 == uint32(2139095040);
if (l_970) {
l_mut_290 = l_963;
}
}
}
const float l_971 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_971);
const uint32 l_973 = l_972 ^ uint32(2147483648);
const float l_974 = reinterpret_cast<float const&>(l_973);
const uint32 l_975 = reinterpret_cast<uint32 const&>(l_974);
const uint32 l_976 = l_975 & uint32(2147483647);
const float l_977 = reinterpret_cast<float const&>(l_976);
const double l_978 = double(l_977);
l_mut_909 = l_978;
const bool l_979 = l_976 < uint32(8388608);
if (l_979) {
const double l_980 = double(l_976);
const double l_981 = l_980 * double(1.401298464324817e-45);
l_mut_909 = l_981;
}
const uint64 l_982 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_983 = l_975 >> uint32(31);
const uint64 l_984 = uint64(l_983);
const uint64 l_985 = l_984 << uint64(63);
const uint64 l_986 = l_982 | l_985;
const double l_987 = reinterpret_cast<double const&>(l_986);
const double l_988 = l_923 + l_922;
const bool l_989 = l_988 <= l_937;
l_mut_350 = l_989;
const double l_990 = l_923 - l_922;
const bool l_991 = l_990 > l_937;
l_mut_347 = l_991;
const double l_992 = l_924 - l_922;
const bool l_993 = l_992 >= l_937;
l_mut_344 = l_993;
const double l_994 = l_924 + l_922;
const bool l_995 = l_994 < l_937;
l_mut_341 = l_995;
if (l_219) {
const double l_996 = l_923 + l_922;
const bool l_997 = l_996 < l_959;
l_mut_350 = l_997;
const double l_998 = l_923 - l_922;
const bool l_999 = l_998 >= l_959;
l_mut_347 = l_999;
const double l_1000 = l_924 - l_922;
const bool l_1001 = l_1000 > l_987;
l_mut_344 = l_1001;
const double l_1002 = l_924 + l_922;
const bool l_1003 = l_1002 <= l_987;
l_mut_341 = l_1003;
}
l_mut_290 = uint32(2);
const bool l_1004 = l_mut_347 || l_mut_341;
if (l_1004) {
l_mut_290 = uint32(1);
} else {
const bool l_1005 = l_mut_350 && l_mut_344;
if (l_1005) {
l_mut_290 = uint32(0);
}
}
const uint32 l_1006 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1007 = l_1006 & uint32(2147483647);
const bool l_1008 = l_1007 == uint32(0);
if (l_1008) {
const double l_1009 = l_923 + l_922;
const bool l_1010 = l_1009 < double(1.1754943508222875e-38);
const double l_1011 = l_924 - l_922;
const bool l_1012 = l_1011 > double(-1.1754943508222875e-38);
const bool l_1013 = l_1010 && l_1012;
const double l_1014 = l_923 - l_922;
const bool l_1015 = l_1014 < double(1.1754943508222875e-38);
const double l_1016 = l_924 + l_922;
const bool l_1017 = l_1016 > double(-1.1754943508222875e-38);
const bool l_1018 = l_1015 && l_1017;
if (l_1013) {
l_mut_290 = uint32(0);
} else {
const bool l_1019 = l_mut_290 == uint32(1);
const bool l_1020 = l_1018 && l_1019;
if (l_1020) {
l_mut_290 = uint32(2);
}
}
}
l_mut_233 = l_mut_290;
}
} else {
const bool l_1021 = l_215 == uint32(8);
if (l_1021) {
const bool l_1022 = l_228 >= double(0.5);
const bool l_1023 = l_228 <= double(2.0);
const bool l_1024 = l_1022 && l_1023;
if (l_1024) {
const double l_1025 = l_221 * double(1.4551915228366852e-11);
const double l_1026 = l_231 + l_1025;
const double l_1027 = l_mut_31 - l_221;
const double l_1028 = l_mut_31 + l_221;
const uint32 l_1029 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1030 = l_1029 & uint32(2147483647);
const float l_1031 = reinterpret_cast<float const&>(l_1030);
const double l_1032 = double(l_1031);
l_mut_909 = l_1032;
const bool l_1033 = l_1030 < uint32(8388608);
if (l_1033) {
const double l_1034 = double(l_1030);
const double l_1035 = l_1034 * double(1.401298464324817e-45);
l_mut_909 = l_1035;
}
const uint64 l_1036 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1037 = l_1029 >> uint32(31);
const uint64 l_1038 = uint64(l_1037);
const uint64 l_1039 = l_1038 << uint64(63);
const uint64 l_1040 = l_1036 | l_1039;
const double l_1041 = reinterpret_cast<double const&>(l_1040);
const uint32 l_1042 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1043 = l_1042 + uint32(1);
l_mut_290 = l_1043;
const uint32 l_1044 = l_1042 & uint32(2147483647);
const bool l_1045 = l_1044 == uint32(0);
if (l_1045) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1046 = l_1042 & uint32(2147483648);
const bool l_1047 = l_1046 != uint32(0);
if (l_1047) {
const uint32 l_1048 = l_1042 - uint32(1);
l_mut_290 = l_1048;
} else {
const bool l_1049 = l_1042 == uint32(2139095040);
if (l_1049) {
l_mut_290 = l_1042;
}
}
}
const float l_1050 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1051 = reinterpret_cast<uint32 const&>(l_1050);
const uint32 l_1052 = l_1051 & uint32(2147483647);
const float l_1053 = reinterpret_cast<float const&>(l_1052);
const double l_1054 = double(l_1053);
l_mut_909 = l_1054;
const bool l_1055 = l_1052 < uint32(8388608);
if (l_1055) {
const double l_1056 = double(l_1052);
const double l_1057 = l_1056 * double(1.401298464324817e-45);
l_mut_909 = l_1057;
}
const uint64 l_1058 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1059 = l_1051 >> uint32(31);
const uint64 l_1060 = uint64(l_1059);
const uint64 l_1061 = l_1060 << uint64(63);
const uint64 l_1062 = l_1058 | l_1061;
const double l_1063 = reinterpret_cast<double const&>(l_1062);
const uint32 l_1064 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1065 = l_1064 ^ uint32(2147483648);
const float l_1066 = reinterpret_cast<float const&>(l_1065);
const uint32 l_1067 = reinterpret_cast<uint32 const&>(l_1066);
const uint32 l_1068 = l_1067 + uint32(1);
l_mut_290 = l_1068;
const uint32 l_1069 = l_1067 & uint32(2147483647);
const bool l_1070 = l_1069 == uint32(0);
if (l_1070) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1071 = l_1067 & uint32(2147483648);
const bool l_1072 = l_1071 != uint32(0);
if (l_1072) {
const uint32 l_1073 = l_1067 - uint32(1);
l_mut_290 = l_1073;
} else {
const bool l_1074 = l_1067 == uint32(2139095040);
if (l_1074) {
l_mut_290 = l_1067;
}
}
}
const float l_1075 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1076 = reinterpret_cast<uint32 const&>(l_1075);
const uint32 l_1077 = l_1076 ^ uint32(2147483648);
const float l_1078 = reinterpret_cast<float const&>(l_1077);
const uint32 l_1079 = reinterpret_cast<uint32 const&>(l_1078);
const uint32 l_1080 = l_1079 & uint32(2147483647);
const float l_1081 = reinterpret_cast<float const&>(l_1080);
const double l_1082 = double(l_1081);
l_mut_909 = l_1082;
const bool l_1083 = l_1080 < uint32(8388608);
if (l_1083) {
const double l_1084 = double(l_1080);
const double l_1085 = l_1084 * double(1.401298464324817e-45);
l_mut_909 = l_1085;
}
const uint64 l_1086 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1087 = l_1079 >> uint32(31);
const uint64 l_1088 = uint64(l_1087);
const uint64 l_1089 = l_1088 << uint64(63);
const uint64 l_1090 = l_1086 | l_1089;
const double l_1091 = reinterpret_cast<double const&>(l_1090);
const double l_1092 = l_1027 + l_1026;
const bool l_1093 = l_1092 <= l_1041;
l_mut_350 = l_1093;
const double l_1094 = l_1027 - l_1026;
const bool l_1095 = l_1094 > l_1041;
l_mut_347 = l_1095;
const double l_1096 = l_1028 - l_1026;
const bool l_1097 = l_1096 >= l_1041;
l_mut_344 = l_1097;
const double l_1098 = l_1028 + l_1026;
const bool l_1099 = l_1098 < l_1041;
l_mut_341 = l_1099;
if (l_219) {
const double l_1100 = l_1027 + l_1026;
const bool l_1101 = l_1100 < l_1063;
l_mut_350 = l_1101;
const double l_1102 = l_1027 - l_1026;
const bool l_1103 = l_1102 >= l_1063;
l_mut_347 = l_1103;
const double l_1104 = l_1028 - l_1026;
const bool l_1105 = l_1104 > l_1091;
l_mut_344 = l_1105;
const double l_1106 = l_1028 + l_1026;
const bool l_1107 = l_1106 <= l_1091;
l_mut_341 = l_1107;
}
l_mut_290 = uint32(2);
const bool l_1108 = l_mut_347 || l_mut_341;
if (l_1108) {
l_mut_290 = uint32(1);
} else {
const bool l_1109 = l_mut_350 && l_mut_344;
if (l_1109) {
l_mut_290 = uint32(0);
}
}
const uint32 l_1110 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1111 = l_1110 & uint32(2147483647);
const bool l_1112 = l_1111 == uint32(0);
if (l_1112) {
const double l_1113 = l_1027 + l_1026;
const bool l_1114 = l_1113 < double(1.1754943508222875e-38);
const double l_1115 = l_1028 - l_1026;
const bool l_1116 = l_1115 > double(-1.1754943508222875e-38);
const bool l_1117 = l_1114 && l_1116;
const double l_1118 = l_1027 - l_1026;
const bool l_1119 = l_1118 < double(1.1754943508222875e-38);
const double l_1120 = l_1028 + l_1026;
const bool l_1121 = l_1120 > double(-1.1754943508222875e-38);
const bool l_1122 = l_1119 && l_1121;
if (l_1117) {
l_mut_290 = uint32(0);
} else {
const bool l_1123 = l_mut_290 == uint32(1);
const bool l_1124 = l_1122 && l_1123;
if (l_1124) {
l_mut_290 = uint32(2);
}
}
}
l_mut_233 = l_mut_290;
} else {
const double l_1125 = abs(l_mut_31);
l_mut_909 = double(1.401298464324817e-45);
const bool l_1126 = l_1125 >= double(1.1754943508222875e-38);
const bool l_1127 = l_1125 <= double(1.7976931348623157e308);
const bool l_1128 = l_1126 && l_1127;
if (l_1128) {
const uint64 l_1129 = reinterpret_cast<uint64 const&>(l_1125);
const uint64 l_1130 = l_1129 >> uint64(52);
const uint64 l_1131 = l_1130 - uint64(23);
const uint64 l_1132 = l_1131 << uint64(52);
const double l_1133 = reinterpret_cast<double const&>(l_1132);
l_mut_909 = l_1133;
}
const double l_1134 = l_224 * l_mut_909;
l_mut_290 = uint32(2);
const double l_1135 = l_mut_31 - l_231;
const double l_1136 = abs(l_1135);
l_mut_909 = double(1.401298464324817e-45);
const bool l_1137 = l_1136 >= double(1.1754943508222875e-38);
const bool l_1138 = l_1136 <= double(1.7976931348623157e308);
const bool l_1139 = l_1137 && l_1138;
if (l_1139) {
const uint64 l_1140 = reinterpret_cast<uint64 const&>(l_1136);
const uint64 l_1141 = l_1140 >> uint64(52);
const uint64 l_1142 = l_1141 - uint64(23);
const uint64 l_1143 = l_1142 << uint64(52);
const double l_1144 = reinterpret_cast<double const&>(l_1143);
l_mut_909 = l_1144;
}
const double l_1145 = l_mut_31 + l_231;
const double l_1146 = abs(l_1145);
l_mut_77 = double(1.401298464324817e-45);
const bool l_1147 = l_1146 >= double(1.1754943508222875e-38);
const bool l_1148 = l_1146 <= double(1.7976931348623157e308);
const bool l_1149 = l_1147 && l_1148;
if (l_1149) {
const uint64 l_1150 = reinterpret_cast<uint64 const&>(l_1146);
const uint64 l_1151 = l_1150 >> uint64(52);
const uint64 l_1152 = l_1151 - uint64(23);
const uint64 l_1153 = l_1152 << uint64(52);
const double l_1154 = reinterpret_cast<double const&>(l_1153);
l_mut_77 = l_1154;
}
const bool l_1155 = l_mut_909 == l_mut_77;
if (l_1155) {
const double l_1156 = l_1134 * double(1.4551915228366852e-11);
const double l_1157 = l_231 + l_1156;
const double l_1158 = l_mut_31 - l_1134;
const double l_1159 = l_mut_31 + l_1134;
const uint32 l_1160 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1161 = l_1160 & uint32(2147483647);
const float l_1162 = reinterpret_cast<float const&>(l_1161);
const double l_1163 = double(l_1162);
l_mut_909 = l_1163;
const bool l_1164 = l_1161 < uint32(8388608);
if (l_1164) {
const double l_1165 = double(l_1161);
const double l_1166 = l_1165 * double(1.401298464324817e-45);
l_mut_909 = l_1166;
}
const uint64 l_1167 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1168 = l_1160 >> uint32(31);
const uint64 l_1169 = uint64(l_1168);
const uint64 l_1170 = l_1169 << uint64(63);
const uint64 l_1171 = l_1167 | l_1170;
const double l_1172 = reinterpret_cast<double const&>(l_1171);
const uint32 l_1173 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1174 = l_1173 + uint32(1);
l_mut_249 = l_1174;
const uint32 l_1175 = l_1173 & uint32(2147483647);
const bool l_1176 = l_1175 == uint32(0);
if (l_1176) {
l_mut_249 = uint32(1);
} else {
const uint32 l_1177 = l_1173 & uint32(2147483648);
const bool l_1178 = l_1177 != uint32(0);
if (l_1178) {
const uint32 l_1179 = l_1173 - uint32(1);
l_mut_249 = l_1179;
} else {
const bool l_1180 = l_1173 == uint32(2139095040);
if (l_1180) {
l_mut_249 = l_1173;
}
}
}
const float l_1181 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_1182 = reinterpret_cast<uint32 const&>(l_1181);
const uint32 l_1183 = l_1182 & uint32(2147483647);
const float l_1184 = reinterpret_cast<float const&>(l_1183);
const double l_1185 = double(l_1184);
l_mut_909 = l_1185;
const bool l_1186 = l_1183 < uint32(8388608);
if (l_1186) {
const double l_1187 = double(l_1183);
const double l_1188 = l_1187 * double(1.401298464324817e-45);
l_mut_909 = l_1188;
}
const uint64 l_1189 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1190 = l_1182 >> uint32(31);
const uint64 l_1191 = uint64(l_1190);
const uint64 l_1192 = l_1191 << uint64(63);
const uint64 l_1193 = l_1189 | l_1192;
const double l_1194 = reinterpret_cast<double const&>(l_1193);
const uint32 l_1195 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1196 = l_1195 ^ uint32(2147483648);
const float l_1197 = reinterpret_cast<float const&>(l_1196);
const uint32 l_1198 = reinterpret_cast<uint32 const&>(l_1197);
const uint32 l_1199 = l_1198 + uint32(1);
l_mut_249 = l_1199;
const uint32 l_1200 = l_1198 & uint32(2147483647);
const bool l_1201 = l_1200 == uint32(0);
if (l_1201) {
l_mut_249 = uint32(1);
} else {
const uint32 l_1202 = l_1198 & uint32(2147483648);
const bool l_1203 = l_1202 != uint32(0);
if (l_1203) {
const uint32 l_1204 = l_1198 - uint32(1);
l_mut_249 = l_1204;
} else {
const bool l_1205 = l_1198 == uint32(2139095040);
if (l_1205) {
l_mut_249 = l_1198;
}
}
}
const float l_1206 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_1207 = reinterpret_cast<uint32 const&>(l_1206);
const uint32 l_1208 = l_1207 ^ uint32(2147483648);
const float l_1209 = reinterpret_cast<float const&>(l_1208);
const uint32 l_1210 = reinterpret_cast<uint32 const&>(l_1209);
const uint32 l_1211 = l_1210 & uint32(2147483647);
const float l_1212 = reinterpret_cast<float const&>(l_1211);
const double l_1213 = double(l_1212);
l_mut_909 = l_1213;
const bool l_1214 = l_1211 < uint32(8388608);
if (l_1214) {
const double l_1215 = double(l_1211);
const double l_1216 = l_1215 * double(1.401298464324817e-45);
l_mut_909 = l_1216;
}
const uint64 l_1217 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint32 l_1218 = l_1210 >> uint32(31);
const uint64 l_1219 = uint64(l_1218);
const uint64 l_1220 = l_1219 << uint64(63);
const uint64 l_1221 = l_1217 | l_1220;
const double l_1222 = reinterpret_cast<double const&>(l_1221);
const double l_1223 = l_1158 + l_1157;
const bool l_1224 = l_1223 <= l_1172;
l_mut_350 = l_1224;
const double l_1225 = l_1158 - l_1157;
const bool l_1226 = l_1225 > l_1172;
l_mut_347 = l_1226;
const double l_1227 = l_1159 - l_1157;
const bool l_1228 = l_1227 >= l_1172;
l_mut_344 = l_1228;
const double l_1229 = l_1159 + l_1157;
const bool l_1230 = l_1229 < l_1172;
l_mut_341 = l_1230;
if (l_219) {
const double l_1231 = l_1158 + l_1157;
const bool l_1232 = l_1231 < l_1194;
l_mut_350 = l_1232;
const double l_1233 = l_1158 - l_1157;
const bool l_1234 = l_1233 >= l_1194;
l_mut_347 = l_1234;
const double l_1235 = l_1159 - l_1157;
const bool l_1236 = l_1235 > l_1222;
l_mut_344 = l_1236;
const double l_1237 = l_1159 + l_1157;
const bool l_1238 = l_1237 <= l_1222;
l_mut_341 = l_1238;
}
l_mut_249 = uint32(2);
const bool l_1239 = l_mut_347 || l_mut_341;
if (l_1239) {
l_mut_249 = uint32(1);
} else {
const bool l_1240 = l_mut_350 && l_mut_344;
if (l_1240) {
l_mut_249 = uint32(0);
}
}
const uint32 l_1241 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1242 = l_1241 & uint32(2147483647);
const bool l_1243 = l_1242 == uint32(0);
if (l_1243) {
const double l_1244 = l_1158 + l_1157;
const bool l_1245 = l_1244 < double(1.1754943508222875e-38);
const double l_1246 = l_1159 - l_1157;
const bool l_1247 = l_1246 > double(-1.1754943508222875e-38);
const bool l_1248 = l_1245 && l_1247;
const double l_1249 = l_1158 - l_1157;
const bool l_1250 = l_1249 < double(1.1754943508222875e-38);
const double l_1251 = l_1159 + l_1157;
const bool l_1252 = l_1251 > double(-1.1754943508222875e-38);
const bool l_1253 = l_1250 && l_1252;
if (l_1248) {
l_mut_249 = uint32(0);
} else {
const bool l_1254 = l_mut_249 == uint32(1);
const bool l_1255 = l_1253 && l_1254;
if (l_1255) {
l_mut_249 = uint32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
}
} else {
const bool l_1256 = l_215 == uint32(13);
if (l_1256) {
const double l_1258 = l_228 * l_224;
const double l_1259 = l_228 * l_227;
const double l_1260 = l_228 * l_224;
const double l_1261 = l_228 * l_227;
l_arr_1257[uint32(0)] = l_1258;
l_arr_1257[uint32(1)] = l_1258;
const double l_1262 = l_arr_1257[uint32(0)];
const bool l_1263 = l_1259 < l_1262;
if (l_1263) {
l_arr_1257[uint32(0)] = l_1259;
}
const double l_1264 = l_arr_1257[uint32(0)];
const bool l_1265 = l_1260 < l_1264;
if (l_1265) {
l_arr_1257[uint32(0)] = l_1260;
}
const double l_1266 = l_arr_1257[uint32(0)];
const bool l_1267 = l_1261 < l_1266;
if (l_1267) {
l_arr_1257[uint32(0)] = l_1261;
}
const double l_1268 = l_arr_1257[uint32(1)];
const bool l_1269 = l_1259 > l_1268;
if (l_1269) {
l_arr_1257[uint32(1)] = l_1259;
}
const double l_1270 = l_arr_1257[uint32(1)];
const bool l_1271 = l_1260 > l_1270;
if (l_1271) {
l_arr_1257[uint32(1)] = l_1260;
}
const double l_1272 = l_arr_1257[uint32(1)];
const bool l_1273 = l_1261 > l_1272;
if (l_1273) {
l_arr_1257[uint32(1)] = l_1261;
}
const double l_1274 = l_arr_1257[uint32(0)];
const double l_1275 = l_1274 * double(7.1362384635298e44);
const double l_1276 = floor(l_1275);
const double l_1277 = l_1276 * double(1.401298464324817e-45);
l_mut_909 = l_1277;
const double l_1278 = abs(l_1274);
const bool l_1279 = l_1278 >= double(1.1754943508222875e-38);
if (l_1279) {
const float l_1280 = float(l_1274);
const double l_1281 = double(l_1280);
l_mut_909 = l_1281;
const bool l_1282 = l_mut_909 > l_1274;
if (l_1282) {
const uint32 l_1283 = reinterpret_cast<uint32 const&>(l_1280);
const uint32 l_1284 = l_1283 ^ uint32(2147483648);
const float l_1285 = reinterpret_cast<float const&>(l_1284);
const uint32 l_1286 = reinterpret_cast<uint32 const&>(l_1285);
const uint32 l_1287 = l_1286 + uint32(1);
l_mut_290 = l_1287;
const uint32 l_1288 = l_1286 & uint32(2147483647);
const bool l_1289 = l_1288 == uint32(0);
if (l_1289) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1290 = l_1286 & uint32(2147483648);
const bool l_1291 = l_1290 != uint32(0);
if (l_1291) {
const uint32 l_1292 = l_1286 - uint32(1);
l_mut_290 = l_1292;
} else {
const bool l_1293 = l_1286 == uint32(2139095040);
if (l_1293) {
l_mut_290 = l_1286;
}
}
}
const float l_1294 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1295 = reinterpret_cast<uint32 const&>(l_1294);
const uint32 l_1296 = l_1295 ^ uint32(2147483648);
const float l_1297 = reinterpret_cast<float const&>(l_1296);
const uint32 l_1298 = reinterpret_cast<uint32 const&>(l_1297);
const uint32 l_1299 = l_1298 & uint32(2147483647);
const float l_1300 = reinterpret_cast<float const&>(l_1299);
const double l_1301 = double(l_1300);
l_mut_77 = l_1301;
const bool l_1302 = l_1299 < uint32(8388608);
if (l_1302) {
const double l_1303 = double(l_1299);
const double l_1304 = l_1303 * double(1.401298464324817e-45);
l_mut_77 = l_1304;
}
const uint64 l_1305 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1306 = l_1298 >> uint32(31);
const uint64 l_1307 = uint64(l_1306);
const uint64 l_1308 = l_1307 << uint64(63);
const uint64 l_1309 = l_1305 | l_1308;
const double l_1310 = reinterpret_cast<double const&>(l_1309);
l_mut_909 = l_1310;
} else {
const uint32 l_1311 = reinterpret_cast<uint32 const&>(l_1280);
const uint32 l_1312 = l_1311 + uint32(1);
l_mut_290 = l_1312;
const uint32 l_1313 = l_1311 & uint32(2147483647);
const bool l_1314 = l_1313 == uint32(0);
if (l_1314) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1315 = l_1311 & uint32(2147483648);
const bool l_1316 = l_1315 != uint32(0);
if (l_1316) {
const uint32 l_1317 = l_1311 - uint32(1);
l_mut_290 = l_1317;
} else {
const bool l_1318 = l_1311 == uint32(2139095040);
if (l_1318) {
l_mut_290 = l_1311;
}
}
}
const float l_1319 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_1319);
const uint32 l_1321 = l_1320 & uint32(2147483647);
const float l_1322 = reinterpret_cast<float const&>(l_1321);
const double l_1323 = double(l_1322);
l_mut_77 = l_1323;
const bool l_1324 = l_1321 < uint32(8388608);
if (l_1324) {
const double l_1325 = double(l_1321);
const double l_1326 = l_1325 * double(1.401298464324817e-45);
l_mut_77 = l_1326;
}
const uint64 l_1327 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1328 = l_1320 >> uint32(31);
const uint64 l_1329 = uint64(l_1328);
const uint64 l_1330 = l_1329 << uint64(63);
const uint64 l_1331 = l_1327 | l_1330;
const double l_1332 = reinterpret_cast<double const&>(l_1331);
const bool l_1333 = l_1332 <= l_1274;
if (l_1333) {
const uint32 l_1334 = reinterpret_cast<uint32 const&>(l_1280);
const uint32 l_1335 = l_1334 + uint32(1);
l_mut_290 = l_1335;
const uint32 l_1336 = l_1334 & uint32(2147483647);
const bool l_1337 = l_1336 == uint32(0);
if (l_1337) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1338 = l_1334 & uint32(2147483648);
const bool l_1339 = l_1338 != uint32(0);
if (l_1339) {
const uint32 l_1340 = l_1334 - uint32(1);
l_mut_290 = l_1340;
} else {
const bool l_1341 = l_1334 == uint32(2139095040);
if (l_1341) {
l_mut_290 = l_1334;
}
}
}
const float l_1342 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1343 = reinterpret_cast<uint32 const&>(l_1342);
const uint32 l_1344 = l_1343 & uint32(2147483647);
const float l_1345 = reinterpret_cast<float const&>(l_1344);
const double l_1346 = double(l_1345);
l_mut_77 = l_1346;
const bool l_1347 = l_1344 < uint32(8388608);
if (l_1347) {
const double l_1348 = double(l_1344);
const double l_1349 = l_1348 * double(1.401298464324817e-45);
l_mut_77 = l_1349;
}
const uint64 l_1350 = reinterpret_cast<uint64 const&>(l_mut_77);
const uint32 l_1351 = l_1343 >> uint32(31);
const uint64 l_1352 = uint64(l_1351);
const uint64 l_1353 = l_1352 << uint64(63);
const uint64 l_1354 = l_1350 | l_1353;
const double l_1355 = reinterpret_cast<double const&>(l_1354);
l_mut_909 = l_1355;
}
}
}
l_mut_77 = l_mut_909;
const bool l_1356 = l_mut_909 > double(1000.0);
if (l_1356) {
const uint64 l_1357 = reinterpret_cast<uint64 const&>(l_mut_909);
const uint64 l_1358 = l_1357 | uint64(9218868437227405312);
const uint64 l_1359 = l_1358 & uint64(18442240474082181120);
const double l_1360 = reinterpret_cast<double const&>(l_1359);
l_mut_77 = l_1360;
} else {
const bool l_1361 = l_mut_909 < double(-1000.0);
if (l_1361) {
l_mut_77 = double(0.0);
} else {
const bool l_1362 = isnan(l_mut_909);
const bool l_1363 = !l_1362;
if (l_1363) {
const double l_1364 = l_mut_909 + double(0.5);
const double l_1365 = floor(l_1364);
const double l_1366 = l_mut_909 - l_1365;
const double l_1367 = l_1366 * double(0.6931471824645996);
const double l_1368 = l_1366 * double(-1.904654299957768e-9);
const double l_1369 = l_1367 + l_1368;
l_mut_909 = l_1369;
const bool l_1370 = isnan(l_1369);
if (l_1370) {
} else {
const bool l_1371 = l_1369 < double(-700.0);
if (l_1371) {
l_mut_909 = double(0.0);
} else {
const bool l_1372 = l_1369 > double(700.0);
if (l_1372) {
const uint64 l_1373 = reinterpret_cast<uint64 const&>(l_1369);
const uint64 l_1374 = l_1373 | uint64(9218868437227405312);
const uint64 l_1375 = l_1374 & uint64(18442240474082181120);
const double l_1376 = reinterpret_cast<double const&>(l_1375);
l_mut_909 = l_1376;
} else {
const double l_1377 = l_1369 * double(1.4426950408889634);
const double l_1378 = l_1377 + double(0.5);
const double l_1379 = floor(l_1378);
const double l_1380 = l_1379 * double(0.6931471824645996);
const double l_1381 = l_1367 - l_1380;
const double l_1382 = l_1381 * l_20;
const double l_1383 = l_1379 * double(-1.904654299957768e-9);
const double l_1384 = l_1368 - l_1383;
const double l_1385 = l_1382 + l_1384;
const double l_1386 = l_1385 * double(7.647163731819816e-13);
const double l_1387 = l_1386 + double(1.1470745597729725e-11);
l_mut_48 = l_1387;
const double l_1388 = l_mut_48 * l_1385;
const double l_1389 = l_1388 + double(1.6059043836821613e-10);
l_mut_48 = l_1389;
const double l_1390 = l_mut_48 * l_1385;
const double l_1391 = l_1390 + double(2.08767569878681e-9);
l_mut_48 = l_1391;
const double l_1392 = l_mut_48 * l_1385;
const double l_1393 = l_1392 + double(2.505210838544172e-8);
l_mut_48 = l_1393;
const double l_1394 = l_mut_48 * l_1385;
const double l_1395 = l_1394 + double(2.755731922398589e-7);
l_mut_48 = l_1395;
const double l_1396 = l_mut_48 * l_1385;
const double l_1397 = l_1396 + double(2.7557319223985893e-6);
l_mut_48 = l_1397;
const double l_1398 = l_mut_48 * l_1385;
const double l_1399 = l_1398 + double(2.48015873015873e-5);
l_mut_48 = l_1399;
const double l_1400 = l_mut_48 * l_1385;
const double l_1401 = l_1400 + double(0.0001984126984126984);
l_mut_48 = l_1401;
const double l_1402 = l_mut_48 * l_1385;
const double l_1403 = l_1402 + double(0.001388888888888889);
l_mut_48 = l_1403;
const double l_1404 = l_mut_48 * l_1385;
const double l_1405 = l_1404 + double(0.008333333333333333);
l_mut_48 = l_1405;
const double l_1406 = l_mut_48 * l_1385;
const double l_1407 = l_1406 + double(0.041666666666666664);
l_mut_48 = l_1407;
const double l_1408 = l_mut_48 * l_1385;
const double l_1409 = l_1408 + double(0.16666666666666666);
l_mut_48 = l_1409;
const double l_1410 = l_mut_48 * l_1385;
const double l_1411 = l_1410 + double(0.5);
l_mut_48 = l_1411;
const double l_1412 = l_1385 * l_1385;
const double l_1413 = l_1412 * l_mut_48;
const double l_1414 = l_1385 + l_1413;
const double l_1415 = double(1.0) + l_1414;
const int32 l_1416 = int32(l_1379);
const int32 l_1417 = l_1416 + int32(1023);
const uint64 l_1418 = uint64(l_1417);
const uint64 l_1419 = l_1418 << uint64(52);
const double l_1420 = reinterpret_cast<double const&>(l_1419);
const double l_1421 = l_1415 * l_1420;
l_mut_909 = l_1421;
}
}
}
const int32 l_1422 = int32(l_1365);
const int32 l_1423 = l_1422 + int32(1023);
const uint64 l_1424 = uint64(l_1423);
const uint64 l_1425 = l_1424 << uint64(52);
const double l_1426 = reinterpret_cast<double const&>(l_1425);
const double l_1427 = l_mut_909 * l_1426;
l_mut_77 = l_1427;
}
}
}
const double l_1428 = l_arr_1257[uint32(1)];
const double l_1429 = -l_1428;
const double l_1430 = l_1429 * double(7.1362384635298e44);
const double l_1431 = floor(l_1430);
const double l_1432 = l_1431 * double(1.401298464324817e-45);
l_mut_909 = l_1432;
const double l_1433 = abs(l_1429);
const bool l_1434 = l_1433 >= double(1.1754943508222875e-38);
if (l_1434) {
const float l_1435 = float(l_1429);
const double l_1436 = double(l_1435);
l_mut_909 = l_1436;
const bool l_1437 = l_mut_909 > l_1429;
if (l_1437) {
const uint32 l_1438 = reinterpret_cast<uint32 const&>(l_1435);
const uint32 l_1439 = l_1438 ^ uint32(2147483648);
const float l_1440 = reinterpret_cast<float const&>(l_1439);
const uint32 l_1441 = reinterpret_cast<uint32 const&>(l_1440);
const uint32 l_1442 = l_1441 + uint32(1);
l_mut_290 = l_1442;
const uint32 l_1443 = l_1441 & uint32(2147483647);
const bool l_1444 = l_1443 == uint32(0);
if (l_1444) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1445 = l_1441 & uint32(2147483648);
const bool l_1446 = l_1445 != uint32(0);
if (l_1446) {
const uint32 l_1447 = l_1441 - uint32(1);
l_mut_290 = l_1447;
} else {
const bool l_1448 = l_1441 == uint32(2139095040);
if (l_1448) {
l_mut_290 = l_1441;
}
}
}
const float l_1449 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1450 = reinterpret_cast<uint32 const&>(l_1449);
const uint32 l_1451 = l_1450 ^ uint32(2147483648);
const float l_1452 = reinterpret_cast<float const&>(l_1451);
const uint32 l_1453 = reinterpret_cast<uint32 const&>(l_1452);
const uint32 l_1454 = l_1453 & uint32(2147483647);
const float l_1455 = reinterpret_cast<float const&>(l_1454);
const double l_1456 = double(l_1455);
l_mut_48 = l_1456;
const bool l_1457 = l_1454 < uint32(8388608);
if (l_1457) {
const double l_1458 = double(l_1454);
const double l_1459 = l_1458 * double(1.401298464324817e-45);
l_mut_48 = l_1459;
}
const uint64 l_1460 = reinterpret_cast<uint64 const&>(l_mut_48);
const uint32 l_1461 = l_1453 >> uint32(31);
const uint64 l_1462 = uint64(l_1461);
const uint64 l_1463 = l_1462 << uint64(63);
const uint64 l_1464 = l_1460 | l_1463;
const double l_1465 = reinterpret_cast<double const&>(l_1464);
l_mut_909 = l_1465;
} else {
const uint32 l_1466 = reinterpret_cast<uint32 const&>(l_1435);
const uint32 l_1467 = l_1466 + uint32(1);
l_mut_290 = l_1467;
const uint32 l_1468 = l_1466 & uint32(2147483647);
const bool l_1469 = l_1468 == uint32(0);
if (l_1469) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1470 = l_1466 & uint32(2147483648);
const bool l_1471 = l_1470 != uint32(0);
if (l_1471) {
const uint32 l_1472 = l_1466 - uint32(1);
l_mut_290 = l_1472;
} else {
const bool l_1473 = l_1466 == uint32(2139095040);
if (l_1473) {
l_mut_290 = l_1466;
}
}
}
const float l_1474 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1475 = reinterpret_cast<uint32 const&>(l_1474);
const uint32 l_1476 = l_1475 & uint32(2147483647);
const float l_1477 = reinterpret_cast<float const&>(l_1476);
const double l_1478 = double(l_1477);
l_mut_48 = l_1478;
const bool l_1479 = l_1476 < uint32(8388608);
if (l_1479) {
const double l_1480 = double(l_1476);
const double l_1481 = l_1480 * double(1.401298464324817e-45);
l_mut_48 = l_1481;
}
const uint64 l_1482 = reinterpret_cast<uint64 const&>(l_mut_48);
const uint32 l_1483 = l_1475 >> uint32(31);
const uint64 l_1484 = uint64(l_1483);
const uint64 l_1485 = l_1484 << uint64(63);
const uint64 l_1486 = l_1482 | l_1485;
const double l_1487 = reinterpret_cast<double const&>(l_1486);
const bool l_1488 = l_1487 <= l_1429;
if (l_1488) {
const uint32 l_1489 = reinterpret_cast<uint32 const&>(l_1435);
const uint32 l_1490 = l_1489 + uint32(1);
l_mut_290 = l_1490;
const uint32 l_1491 = l_1489 & uint32(2147483647);
const bool l_1492 = l_1491 == uint32(0);
if (l_1492) {
l_mut_290 = uint32(1);
} else {
const uint32 l_1493 = l_1489 & uint32(2147483648);
const bool l_1494 = l_1493 != uint32(0);
if (l_1494) {
const uint32 l_1495 = l_1489 - uint32(1);
l_mut_290 = l_1495;
} else {
const bool l_1496 = l_1489 == uint32(2139095040);
if (l_1496) {
l_mut_290 = l_1489;
}
}
}
const float l_1497 = reinterpret_cast<float const&>(l_mut_290);
const uint32 l_1498 = reinterpret_cast<uint32 const&>(l_1497);
const uint32 l_1499 = l_1498 & uint32(2147483647);
const float l_1500 = reinterpret_cast<float const&>(l_1499);
const double l_1501 = double(l_1500);
l_mut_48 = l_1501;
const bool l_1502 = l_1499 < uint32(8388608);
if (l_1502) {
const double l_1503 = double(l_1499);
const double l_1504 = l_1503 * double(1.401298464324817e-45);
l_mut_48 = l_1504;
}
const uint64 l_1505 = reinterpret_cast<uint64 const&>(l_mut_48);
const uint32 l_1506 = l_1498 >> uint32(31);
const uint64 l_1507 = uint64(l_1506);
const uint64 l_1508 = l_1507 << uint64(63);
const uint64 l_1509 = l_1505 | l_1508;
const double l_1510 = reinterpret_cast<double const&>(l_1509);
l_mut_909 = l_1510;
}
}
}
const double l_1511 = -l_mut_909;
l_mut_909 = l_1511;
const bool l_1512 = l_1511 > double(1000.0);
if (l_1512) {
const uint64 l_1513 = reinterpret_cast<uint64 const&>(l_1511);
const uint64 l_1514 = l_1513 | uint64(9218868437227405312);
const uint64 l_1515 = l_1514 & uint64(18442240474082181120);
const double l_1516 = reinterpret_cast<double const&>(l_1515);
l_mut_909 = l_1516;
} else {
const bool l_1517 = l_1511 < double(-1000.0);
if (l_1517) {
l_mut_909 = double(0.0);
} else {
const bool l_1518 = isnan(l_1511);
const bool l_1519 = !l_1518;
if (l_1519) {
const double l_1520 = l_1511 + double(0.5);
const double l_1521 = floor(l_1520);
const double l_1522 = l_1511 - l_1521;
const double l_1523 = l_1522 * double(0.6931471824645996);
const double l_1524 = l_1522 * double(-1.904654299957768e-9);
const double l_1525 = l_1523 + l_1524;
l_mut_48 = l_1525;
const bool l_1526 = isnan(l_1525);
if (l_1526) {
} else {
const bool l_1527 = l_1525 < double(-700.0);
if (l_1527) {
l_mut_48 = double(0.0);
} else {
const bool l_1528 = l_1525 > double(700.0);
if (l_1528) {
const uint64 l_1529 = reinterpret_cast<uint64 const&>(l_1525);
const uint64 l_1530 = l_1529 | uint64(9218868437227405312);
const uint64 l_1531 = l_1530 & uint64(18442240474082181120);
const double l_1532 = reinterpret_cast<double const&>(l_1531);
l_mut_48 = l_1532;
} else {
const double l_1533 = l_1525 * double(1.4426950408889634);
const double l_1534 = l_1533 + double(0.5);
const double l_1535 = floor(l_1534);
const double l_1536 = l_1535 * double(0.6931471824645996);
const double l_1537 = l_1523 - l_1536;
const double l_1538 = l_1537 * l_20;
const double l_1539 = l_1535 * double(-1.904654299957768e-9);
const double l_1540 = l_1524 - l_1539;
const double l_1541 = l_1538 + l_1540;
const double l_1542 = l_1541 * double(7.647163731819816e-13);
const double l_1543 = l_1542 + double(1.1470745597729725e-11);
l_mut_1544 = l_1543;
const double l_1545 = l_mut_1544 * l_1541;
const double l_1546 = l_1545 + double(1.6059043836821613e-10);
l_mut_1544 = l_1546;
const double l_1547 = l_mut_1544 * l_1541;
const double l_1548 = l_1547 + double(2.08767569878681e-9);
l_mut_1544 = l_1548;
const double l_1549 = l_mut_1544 * l_1541;
const double l_1550 = l_1549 + double(2.505210838544172e-8);
l_mut_1544 = l_1550;
const double l_1551 = l_mut_1544 * l_1541;
const double l_1552 = l_1551 + double(2.755731922398589e-7);
l_mut_1544 = l_1552;
const double l_1553 = l_mut_1544 * l_1541;
const double l_1554 = l_1553 + double(2.7557319223985893e-6);
l_mut_1544 = l_1554;
const double l_1555 = l_mut_1544 * l_1541;
const double l_1556 = l_1555 + double(2.48015873015873e-5);
l_mut_1544 = l_1556;
const double l_1557 = l_mut_1544 * l_1541;
const double l_1558 = l_1557 + double(0.0001984126984126984);
l_mut_1544 = l_1558;
const double l_1559 = l_mut_1544 * l_1541;
const double l_1560 = l_1559 + double(0.001388888888888889);
l_mut_1544 = l_1560;
const double l_1561 = l_mut_1544 * l_1541;
const double l_1562 = l_1561 + double(0.008333333333333333);
l_mut_1544 = l_1562;
const double l_1563 = l_mut_1544 * l_1541;
const double l_1564 = l_1563 + double(0.041666666666666664);
l_mut_1544 = l_1564;
const double l_1565 = l_mut_1544 * l_1541;
const double l_1566 = l_1565 + double(0.16666666666666666);
l_mut_1544 = l_1566;
const double l_1567 = l_mut_1544 * l_1541;
const double l_1568 = l_1567 + double(0.5);
l_mut_1544 = l_1568;
const double l_1569 = l_1541 * l_1541;
const double l_1570 = l_1569 * l_mut_1544;
const double l_1571 = l_1541 + l_1570;
const double l_1572 = double(1.0) + l_1571;
const int32 l_1573 = int32(l_1535);
const int32 l_1574 = l_1573 + int32(1023);
const uint64 l_1575 = uint64(l_1574);
const uint64 l_1576 = l_1575 << uint64(52);
const double l_1577 = reinterpret_cast<double const&>(l_1576);
const double l_1578 = l_1572 * l_1577;
l_mut_48 = l_1578;
}
}
}
const int32 l_1579 = int32(l_1521);
const int32 l_1580 = l_1579 + int32(1023);
const uint64 l_1581 = uint64(l_1580);
const uint64 l_1582 = l_1581 << uint64(52);
const double l_1583 = reinterpret_cast<double const&>(l_1582);
const double l_1584 = l_mut_48 * l_1583;
l_mut_909 = l_1584;
}
}
}
const double l_1585 = l_mut_77 * double(1.4551915228366852e-11);
const double l_1586 = l_mut_909 * double(1.4551915228366852e-11);
l_mut_290 = uint32(2);
const double l_1587 = l_mut_77 - l_1585;
const double l_1588 = abs(l_1587);
l_mut_1544 = double(1.401298464324817e-45);
const bool l_1589 = l_1588 >= double(1.1754943508222875e-38);
const bool l_1590 = l_1588 <= double(1.7976931348623157e308);
const bool l_1591 = l_1589 && l_1590;
if (l_1591) {
const uint64 l_1592 = reinterpret_cast<uint64 const&>(l_1588);
const uint64 l_1593 = l_1592 >> uint64(52);
const uint64 l_1594 = l_1593 - uint64(23);
const uint64 l_1595 = l_1594 << uint64(52);
const double l_1596 = reinterpret_cast<double const&>(l_1595);
l_mut_1544 = l_1596;
}
const double l_1597 = l_mut_77 + l_1585;
const double l_1598 = abs(l_1597);
l_mut_48 = double(1.401298464324817e-45);
const bool l_1599 = l_1598 >= double(1.1754943508222875e-38);
const bool l_1600 = l_1598 <= double(1.7976931348623157e308);
const bool l_1601 = l_1599 && l_1600;
if (l_1601) {
const uint64 l_1602 = reinterpret_cast<uint64 const&>(l_1598);
const uint64 l_1603 = l_1602 >> uint64(52);
const uint64 l_1604 = l_1603 - uint64(23);
const uint64 l_1605 = l_1604 << uint64(52);
const double l_1606 = reinterpret_cast<double const&>(l_1605);
l_mut_48 = l_1606;
}
const bool l_1607 = l_mut_1544 == l_mut_48;
const double l_1608 = l_mut_909 - l_1586;
const double l_1609 = abs(l_1608);
l_mut_1544 = double(1.401298464324817e-45);
const bool l_1610 = l_1609 >= double(1.1754943508222875e-38);
const bool l_1611 = l_1609 <= double(1.7976931348623157e308);
const bool l_1612 = l_1610 && l_1611;
if (l_1612) {
const uint64 l_1613 = reinterpret_cast<uint64 const&>(l_1609);
const uint64 l_1614 = l_1613 >> uint64(52);
const uint64 l_1615 = l_1614 - uint64(23);
const uint64 l_1616 = l_1615 << uint64(52);
const double l_1617 = reinterpret_cast<double const&>(l_1616);
l_mut_1544 = l_1617;
}
const double l_1618 = l_mut_909 + l_1586;
const double l_1619 = abs(l_1618);
l_mut_48 = double(1.401298464324817e-45);
const bool l_1620 = l_1619 >= double(1.1754943508222875e-38);
const bool l_1621 = l_1619 <= double(1.7976931348623157e308);
const bool l_1622 = l_1620 && l_1621;
if (l_1622) {
const uint64 l_1623 = reinterpret_cast<uint64 const&>(l_1619);
const uint64 l_1624 = l_1623 >> uint64(52);
const uint64 l_1625 = l_1624 - uint64(23);
const uint64 l_1626 = l_1625 << uint64(52);
const double l_1627 = reinterpret_cast<double const&>(l_1626);
l_mut_48 = l_1627;
}
const bool l_1628 = l_mut_1544 == l_mut_48;
const bool l_1629 = l_1607 && l_1628;
if (l_1629) {
const double l_1630 = l_221 * l_mut_77;
const double l_1631 = abs(l_mut_77);
l_mut_1544 = double(1.401298464324817e-45);
const bool l_1632 = l_1631 >= double(1.1754943508222875e-38);
const bool l_1633 = l_1631 <= double(1.7976931348623157e308);
const bool l_1634 = l_1632 && l_1633;
if (l_1634) {
const uint64 l_1635 = reinterpret_cast<uint64 const&>(l_1631);
const uint64 l_1636 = l_1635 >> uint64(52);
const uint64 l_1637 = l_1636 - uint64(23);
const uint64 l_1638 = l_1637 << uint64(52);
const double l_1639 = reinterpret_cast<double const&>(l_1638);
l_mut_1544 = l_1639;
}
const double l_1640 = double(0.5) * l_mut_1544;
l_mut_1544 = l_1630;
const bool l_1641 = l_1640 > l_1630;
if (l_1641) {
l_mut_1544 = l_1640;
}
const double l_1642 = l_221 * l_mut_909;
const double l_1643 = abs(l_mut_909);
l_mut_48 = double(1.401298464324817e-45);
const bool l_1644 = l_1643 >= double(1.1754943508222875e-38);
const bool l_1645 = l_1643 <= double(1.7976931348623157e308);
const bool l_1646 = l_1644 && l_1645;
if (l_1646) {
const uint64 l_1647 = reinterpret_cast<uint64 const&>(l_1643);
const uint64 l_1648 = l_1647 >> uint64(52);
const uint64 l_1649 = l_1648 - uint64(23);
const uint64 l_1650 = l_1649 << uint64(52);
const double l_1651 = reinterpret_cast<double const&>(l_1650);
l_mut_48 = l_1651;
}
const double l_1652 = double(0.5) * l_mut_48;
l_mut_48 = l_1642;
const bool l_1653 = l_1652 > l_1642;
if (l_1653) {
l_mut_48 = l_1652;
}
const double l_1654 = l_mut_77 - l_mut_1544;
const double l_1655 = l_mut_909 + l_mut_48;
const uint32 l_1656 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1657 = l_1656 & uint32(2147483647);
const float l_1658 = reinterpret_cast<float const&>(l_1657);
const double l_1659 = double(l_1658);
l_mut_1544 = l_1659;
const bool l_1660 = l_1657 < uint32(8388608);
if (l_1660) {
const double l_1661 = double(l_1657);
const double l_1662 = l_1661 * double(1.401298464324817e-45);
l_mut_1544 = l_1662;
}
const uint64 l_1663 = reinterpret_cast<uint64 const&>(l_mut_1544);
const uint32 l_1664 = l_1656 >> uint32(31);
const uint64 l_1665 = uint64(l_1664);
const uint64 l_1666 = l_1665 << uint64(63);
const uint64 l_1667 = l_1663 | l_1666;
const double l_1668 = reinterpret_cast<double const&>(l_1667);
const uint32 l_1669 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1670 = l_1669 + uint32(1);
l_mut_249 = l_1670;
const uint32 l_1671 = l_1669 & uint32(2147483647);
const bool l_1672 = l_1671 == uint32(0);
if (l_1672) {
l_mut_249 = uint32(1);
} else {
const uint32 l_1673 = l_1669 & uint32(2147483648);
const bool l_1674 = l_1673 != uint32(0);
if (l_1674) {
const uint32 l_1675 = l_1669 - uint32(1);
l_mut_249 = l_1675;
} else {
const bool l_1676 = l_1669 == uint32(2139095040);
if (l_1676) {
l_mut_249 = l_1669;
}
}
}
const float l_1677 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_1678 = reinterpret_cast<uint32 const&>(l_1677);
const uint32 l_1679 = l_1678 & uint32(2147483647);
const float l_1680 = reinterpret_cast<float const&>(l_1679);
const double l_1681 = double(l_1680);
l_mut_1544 = l_1681;
const bool l_1682 = l_1679 < uint32(8388608);
if (l_1682) {
const double l_1683 = double(l_1679);
const double l_1684 = l_1683 * double(1.401298464324817e-45);
l_mut_1544 = l_1684;
}
const uint64 l_1685 = reinterpret_cast<uint64 const&>(l_mut_1544);
const uint32 l_1686 = l_1678 >> uint32(31);
const uint64 l_1687 = uint64(l_1686);
const uint64 l_1688 = l_1687 << uint64(63);
const uint64 l_1689 = l_1685 | l_1688;
const double l_1690 = reinterpret_cast<double const&>(l_1689);
const uint32 l_1691 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1692 = l_1691 ^ uint32(2147483648);
const float l_1693 = reinterpret_cast<float const&>(l_1692);
const uint32 l_1694 = reinterpret_cast<uint32 const&>(l_1693);
const uint32 l_1695 = l_1694 + uint32(1);
l_mut_249 = l_1695;
const uint32 l_1696 = l_1694 & uint32(2147483647);
const bool l_1697 = l_1696 == uint32(0);
if (l_1697) {
l_mut_249 = uint32(1);
} else {
const uint32 l_1698 = l_1694 & uint32(2147483648);
const bool l_1699 = l_1698 != uint32(0);
if (l_1699) {
const uint32 l_1700 = l_1694 - uint32(1);
l_mut_249 = l_1700;
} else {
const bool l_1701 = l_1694 == uint32(2139095040);
if (l_1701) {
l_mut_249 = l_1694;
}
}
}
const float l_1702 = reinterpret_cast<float const&>(l_mut_249);
const uint32 l_1703 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1704 = l_1703 ^ uint32(2147483648);
const float l_1705 = reinterpret_cast<float const&>(l_1704);
const uint32 l_1706 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1707 = l_1706 & uint32(2147483647);
const float l_1708 = reinterpret_cast<float const&>(l_1707);
const double l_1709 = double(l_1708);
l_mut_1544 = l_1709;
const bool l_1710 = l_1707 < uint32(8388608);
if (l_1710) {
const double l_1711 = double(l_1707);
const double l_1712 = l_1711 * double(1.401298464324817e-45);
l_mut_1544 = l_1712;
}
const uint64 l_1713 = reinterpret_cast<uint64 const&>(l_mut_1544);
const uint32 l_1714 = l_1706 >> uint32(31);
const uint64 l_1715 = uint64(l_1714);
const uint64 l_1716 = l_1715 << uint64(63);
const uint64 l_1717 = l_1713 | l_1716;
const double l_1718 = reinterpret_cast<double const&>(l_1717);
const double l_1719 = l_1654 + l_1585;
const bool l_1720 = l_1719 <= l_1668;
l_mut_350 = l_1720;
const double l_1721 = l_1654 - l_1585;
const bool l_1722 = l_1721 > l_1668;
l_mut_347 = l_1722;
const double l_1723 = l_1655 - l_1586;
const bool l_1724 = l_1723 >= l_1668;
l_mut_344 = l_1724;
const double l_1725 = l_1655 + l_1586;
const bool l_1726 = l_1725 < l_1668;
l_mut_341 = l_1726;
l_mut_249 = uint32(2);
const bool l_1727 = l_mut_347 || l_mut_341;
if (l_1727) {
l_mut_249 = uint32(1);
} else {
const bool l_1728 = l_mut_350 && l_mut_344;
if (l_1728) {
l_mut_249 = uint32(0);
}
}
const uint32 l_1729 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1730 = l_1729 & uint32(2147483647);
const bool l_1731 = l_1730 == uint32(0);
if (l_1731) {
const double l_1732 = l_1654 + l_1585;
const bool l_1733 = l_1732 < double(1.1754943508222875e-38);
const double l_1734 = l_1655 - l_1586;
const bool l_1735 = l_1734 > double(-1.1754943508222875e-38);
const bool l_1736 = l_1733 && l_1735;
const double l_1737 = l_1654 - l_1585;
const bool l_1738 = l_1737 < double(1.1754943508222875e-38);
const double l_1739 = l_1655 + l_1586;
const bool l_1740 = l_1739 > double(-1.1754943508222875e-38);
const bool l_1741 = l_1738 && l_1740;
if (l_1736) {
l_mut_249 = uint32(0);
} else {
const bool l_1742 = l_mut_249 == uint32(1);
const bool l_1743 = l_1741 && l_1742;
if (l_1743) {
l_mut_249 = uint32(2);
}
}
}
l_mut_290 = l_mut_249;
}
l_mut_233 = l_mut_290;
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
const uint32 l_1744 = l_arr_232[uint32(0)];
const bool l_1745 = l_1744 == uint32(0);
if (l_1745) {
l_mut_233 = uint32(2);
}
l_arr_10[l_mut_213] = l_mut_233;
const uint32 l_1746 = l_arr_10[l_mut_213];
const bool l_1747 = l_1746 == uint32(2);
if (l_1747) {
l_mut_210 = bool(false);
}
}
}
const bool l_1748 = l_mut_112 == uint32(4294967293);
if (l_1748) {
const uint32 l_1749 = l_arr_8[uint32(0)];
const uint32 l_1750 = l_1749 + uint32(1);
l_arr_8[uint32(0)] = l_1750;
} else {
if (l_mut_210) {
l_mut_1544 = l_200;
const bool l_1751 = l_mut_1544 < double(-17.0);
if (l_1751) {
l_mut_1544 = double(-17.0);
}
const bool l_1752 = l_mut_1544 > double(17.0);
if (l_1752) {
l_mut_1544 = double(17.0);
}
const double l_1753 = l_mut_1544 + double(16.0);
const double l_1754 = l_1753 + double(1.0);
const uint32 l_1755 = uint32(l_1754);
const uint32 l_1756 = uint32(2) + l_1755;
const uint32 l_1757 = l_arr_8[l_1756];
const uint32 l_1758 = l_1757 + uint32(1);
l_arr_8[l_1756] = l_1758;
const uint32 l_1759 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1760 = l_1759 & uint32(2147483647);
const float l_1761 = reinterpret_cast<float const&>(l_1760);
const double l_1762 = double(l_1761);
l_mut_1544 = l_1762;
const bool l_1763 = l_1760 < uint32(8388608);
if (l_1763) {
const double l_1764 = double(l_1760);
const double l_1765 = l_1764 * double(1.401298464324817e-45);
l_mut_1544 = l_1765;
}
const uint64 l_1766 = reinterpret_cast<uint64 const&>(l_mut_1544);
const uint32 l_1767 = l_1759 >> uint32(31);
const uint64 l_1768 = uint64(l_1767);
const uint64 l_1769 = l_1768 << uint64(63);
const uint64 l_1770 = l_1766 | l_1769;
const double l_1771 = reinterpret_cast<double const&>(l_1770);
const double l_1772 = abs(l_mut_31);
const double l_1773 = l_mut_31 * double(0.0);
const double l_1774 = l_1773 + double(7.1362384635298e44);
l_mut_1544 = l_1774;
const bool l_1775 = l_1772 >= double(2.350988701644575e-38);
if (l_1775) {
const uint32 l_1776 = l_mut_112 & uint32(2147483647);
const float l_1777 = reinterpret_cast<float const&>(l_1776);
const double l_1778 = double(l_1777);
const uint32 l_1779 = l_1776 & uint32(2139095040);
const float l_1780 = reinterpret_cast<float const&>(l_1779);
const double l_1781 = double(l_1780);
const bool l_1782 = l_1778 > l_1772;
const uint32 l_1783 = l_1776 & uint32(8388607);
const bool l_1784 = l_1783 == uint32(0);
const bool l_1785 = l_1782 && l_1784;
const double l_1786 = l_1781 * double(1.1920928955078125e-7);
const double l_1787 = double(l_1785);
const double l_1788 = double(0.5) * l_1787;
const double l_1789 = double(1.0) - l_1788;
const double l_1790 = l_1786 * l_1789;
const double l_1791 = double(1.0) / l_1790;
l_mut_1544 = l_1791;
}
const double l_1792 = l_1771 - l_mut_31;
const double l_1793 = l_1792 * l_mut_1544;
const uint32 l_1794 = uint32(2) * uint32(0);
const uint32 l_1795 = uint32(45) + l_1794;
const double l_1796 = abs(l_1793);
const double l_1797 = l_arr_9[uint32(0)];
const double l_1798 = abs(l_1797);
const bool l_1799 = l_1796 > l_1798;
l_mut_350 = l_1799;
const bool l_1800 = uint32(0) == uint32(0);
if (l_1800) {
const double l_1801 = l_arr_9[uint32(0)];
const bool l_1802 = l_1793 < l_1801;
l_mut_350 = l_1802;
} else {
const bool l_1803 = uint32(0) == uint32(1);
if (l_1803) {
const double l_1804 = l_arr_9[uint32(0)];
const bool l_1805 = l_1793 > l_1804;
l_mut_350 = l_1805;
}
}
const uint32 l_1806 = l_arr_8[l_1795];
const bool l_1807 = l_1806 == uint32(4294967295);
const bool l_1808 = l_1807 || l_mut_350;
if (l_1808) {
l_arr_8[l_1795] = l_23;
const uint32 l_1809 = l_1795 + uint32(1);
l_arr_8[l_1809] = l_181;
l_arr_9[uint32(0)] = l_1793;
}
const uint32 l_1810 = uint32(2) * uint32(1);
const uint32 l_1811 = uint32(45) + l_1810;
const double l_1812 = abs(l_1793);
const double l_1813 = l_arr_9[uint32(1)];
const double l_1814 = abs(l_1813);
const bool l_1815 = l_1812 > l_1814;
l_mut_350 = l_1815;
const bool l_1816 = uint32(1) == uint32(0);
if (l_1816) {
const double l_1817 = l_arr_9[uint32(1)];
const bool l_1818 = l_1793 < l_1817;
l_mut_350 = l_1818;
} else {
const bool l_1819 = uint32(1) == uint32(1);
if (l_1819) {
const double l_1820 = l_arr_9[uint32(1)];
const bool l_1821 = l_1793 > l_1820;
l_mut_350 = l_1821;
}
}
const uint32 l_1822 = l_arr_8[l_1811];
const bool l_1823 = l_1822 == uint32(4294967295);
const bool l_1824 = l_1823 || l_mut_350;
if (l_1824) {
l_arr_8[l_1811] = l_23;
const uint32 l_1825 = l_1811 + uint32(1);
l_arr_8[l_1825] = l_181;
l_arr_9[uint32(1)] = l_1793;
}
const bool l_1826 = l_200 != double(0.0);
if (l_1826) {

for (uint32 l_mut_1827 = uint32(0); l_mut_1827 < uint32(8); ++l_mut_1827) {
const uint32 l_1828 = l_arr_10[l_mut_1827];
const bool l_1829 = l_1828 == uint32(1);
if (l_1829) {
const uint32 l_1830 = uint32(37) + l_mut_1827;
const uint32 l_1831 = l_arr_8[l_1830];
const uint32 l_1832 = l_1831 + uint32(1);
l_arr_8[l_1830] = l_1832;
const uint32 l_1833 = uint32(2) + l_mut_1827;
const uint32 l_1834 = uint32(2) * l_1833;
const uint32 l_1835 = uint32(45) + l_1834;
const double l_1836 = abs(l_1793);
const double l_1837 = l_arr_9[l_1833];
const double l_1838 = abs(l_1837);
const bool l_1839 = l_1836 > l_1838;
l_mut_350 = l_1839;
const bool l_1840 = l_1833 == uint32(0);
if (l_1840) {
const double l_1841 = l_arr_9[l_1833];
const bool l_1842 = l_1793 < l_1841;
l_mut_350 = l_1842;
} else {
const bool l_1843 = l_1833 == uint32(1);
if (l_1843) {
const double l_1844 = l_arr_9[l_1833];
const bool l_1845 = l_1793 > l_1844;
l_mut_350 = l_1845;
}
}
const uint32 l_1846 = l_arr_8[l_1835];
const bool l_1847 = l_1846 == uint32(4294967295);
const bool l_1848 = l_1847 || l_mut_350;
if (l_1848) {
l_arr_8[l_1835] = l_23;
const uint32 l_1849 = l_1835 + uint32(1);
l_arr_8[l_1849] = l_181;
l_arr_9[l_1833] = l_1793;
}
}
}
}
} else {
const uint32 l_1850 = l_arr_8[uint32(1)];
const uint32 l_1851 = l_2 + l_1850;
const uint32 l_1852 = l_1851 * uint32(2);
const uint32 l_1944 = info.static_meta[uint32(6)];
const uint32 l_1945 = l_1944 * uint32(1);
const bool l_1946 = l_1852 < l_1945;
if (l_1946) {
buffer_6[l_1852] = l_23;
}
const uint32 l_1853 = l_1852 + uint32(1);
const uint32 l_1947 = info.static_meta[uint32(6)];
const uint32 l_1948 = l_1947 * uint32(1);
const bool l_1949 = l_1853 < l_1948;
if (l_1949) {
buffer_6[l_1853] = l_181;
}
const uint32 l_1854 = l_arr_8[uint32(1)];
const uint32 l_1855 = l_1854 + uint32(1);
l_arr_8[uint32(1)] = l_1855;
}
}
}

for (uint32 l_mut_1856 = uint32(0); l_mut_1856 < uint32(65); ++l_mut_1856) {
const uint32 l_1857 = idxGlobal * uint32(65);
const uint32 l_1858 = l_1857 + l_mut_1856;
const uint32 l_1859 = l_arr_8[l_mut_1856];
const uint32 l_1950 = info.static_meta[uint32(4)];
const uint32 l_1951 = l_1950 * uint32(1);
const bool l_1952 = l_1858 < l_1951;
if (l_1952) {
buffer_4[l_1858] = l_1859;
}
}

for (uint32 l_mut_1860 = uint32(0); l_mut_1860 < uint32(10); ++l_mut_1860) {
const uint32 l_1861 = idxGlobal * uint32(10);
const uint32 l_1862 = l_1861 + l_mut_1860;
const double l_1863 = l_arr_9[l_mut_1860];
const uint32 l_1953 = info.static_meta[uint32(5)];
const uint32 l_1954 = l_1953 * uint32(1);
const bool l_1955 = l_1862 < l_1954;
if (l_1955) {
buffer_5[l_1862] = l_1863;
}
}
}

}
