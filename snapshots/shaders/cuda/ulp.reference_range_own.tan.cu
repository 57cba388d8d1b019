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

uint32 l_arr_388[1];

uint32 l_arr_961[1];

double l_arr_1602[2];

double l_arr_1943[2];

uint32 l_arr_10[8];

bool l_mut_101;
bool l_mut_455;
bool l_mut_458;
bool l_mut_461;
bool l_mut_464;
double l_mut_1153;
double l_mut_1394;
double l_mut_216;
double l_mut_25;
double l_mut_29;
double l_mut_34;
double l_mut_49;
float l_mut_22;
int32 l_mut_161;
uint32 l_mut_35;
uint32 l_mut_389;
uint32 l_mut_405;
uint32 l_mut_434;
uint64 l_mut_117;
uint64 l_mut_146;
uint64 l_mut_158;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_2167 = info.static_meta[uint32(7)];
const uint32 l_2168 = l_2167 * uint32(1);
const bool l_2169 = uint32(0) < l_2168;
if (l_2169) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_2153 = info.static_meta[uint32(0)];
const uint32 l_2154 = l_2153 * uint32(1);
const bool l_2155 = uint32(1) < l_2154;
const uint32 l_2156 = l_2154 - uint32(1);
const uint32 l_2157 = min(uint32(1), l_2156);
const uint32 l_2158 = buffer_0[l_2157];
const uint32 l_2159 = (l_2155) ? l_2158 : uint32(0);
const uint32 l_1 = l_2159;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_2160 = info.static_meta[uint32(0)];
const uint32 l_2161 = l_2160 * uint32(1);
const bool l_2162 = uint32(2) < l_2161;
const uint32 l_2163 = l_2161 - uint32(1);
const uint32 l_2164 = min(uint32(2), l_2163);
const uint32 l_2165 = buffer_0[l_2164];
const uint32 l_2166 = (l_2162) ? l_2165 : uint32(0);
const uint32 l_3 = l_2166;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_2170 = info.static_meta[uint32(0)];
const uint32 l_2171 = l_2170 * uint32(1);
const bool l_2172 = uint32(2) < l_2171;
const uint32 l_2173 = l_2171 - uint32(1);
const uint32 l_2174 = min(uint32(2), l_2173);
const uint32 l_2175 = buffer_0[l_2174];
const uint32 l_2176 = (l_2172) ? l_2175 : uint32(0);
const uint32 l_6 = l_2176;
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
const uint32 l_2177 = info.static_meta[uint32(0)];
const uint32 l_2178 = l_2177 * uint32(1);
const bool l_2179 = uint32(0) < l_2178;
const uint32 l_2180 = l_2178 - uint32(1);
const uint32 l_2181 = min(uint32(0), l_2180);
const uint32 l_2182 = buffer_0[l_2181];
const uint32 l_2183 = (l_2179) ? l_2182 : uint32(0);
const uint32 l_19 = l_2183;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = tan(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const uint32 l_26 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_27 = l_26 & uint32(2147483647);
const double l_28 = reinterpret_cast<double const&>(uint64(9221120237041090560));
l_mut_29 = l_28;
const float l_30 = reinterpret_cast<float const&>(l_27);
const bool l_31 = l_30 < float(4.0);
if (l_31) {
const double l_32 = double(l_21);
const double l_33 = abs(l_32);
l_mut_34 = l_33;
l_mut_35 = uint32(0);
const bool l_36 = l_33 >= double(0.785);
if (l_36) {
const double l_37 = l_33 * double(0.6366197723675814);
const double l_38 = l_37 + double(0.5);
const double l_39 = floor(l_38);
const double l_40 = l_39 * double(1.570796325802803);
const double l_41 = l_33 - l_40;
const double l_42 = l_39 * double(9.920935796805404e-10);
const double l_43 = l_41 - l_42;
l_mut_34 = l_43;
const uint32 l_44 = uint32(l_39);
l_mut_35 = l_44;
}
const bool l_45 = l_21 < float(0.0);
const double l_46 = l_mut_34 * l_mut_34;
const double l_47 = l_46 * double(1.9572941063391263e-20);
const double l_48 = double(8.22063524662433e-18) - l_47;
l_mut_49 = l_48;
const double l_50 = l_mut_49 * l_46;
const double l_51 = l_50 - double(2.8114572543455206e-15);
l_mut_49 = l_51;
const double l_52 = l_mut_49 * l_46;
const double l_53 = l_52 + double(7.647163731819816e-13);
l_mut_49 = l_53;
const double l_54 = l_mut_49 * l_46;
const double l_55 = l_54 - double(1.6059043836821613e-10);
l_mut_49 = l_55;
const double l_56 = l_mut_49 * l_46;
const double l_57 = l_56 + double(2.505210838544172e-8);
l_mut_49 = l_57;
const double l_58 = l_mut_49 * l_46;
const double l_59 = l_58 - double(2.7557319223985893e-6);
l_mut_49 = l_59;
const double l_60 = l_mut_49 * l_46;
const double l_61 = l_60 + double(0.0001984126984126984);
l_mut_49 = l_61;
const double l_62 = l_mut_49 * l_46;
const double l_63 = l_62 - double(0.008333333333333333);
l_mut_49 = l_63;
const double l_64 = l_mut_49 * l_46;
const double l_65 = l_64 + double(0.16666666666666666);
l_mut_49 = l_65;
const double l_66 = double(0.5) * l_46;
const double l_67 = double(1.0) - l_66;
const double l_68 = double(0.0) * l_67;
const double l_69 = l_mut_34 * l_46;
const double l_70 = l_69 * l_mut_49;
const double l_71 = l_68 - l_70;
const double l_72 = l_mut_34 + l_71;
const double l_73 = l_mut_34 * l_mut_34;
const double l_74 = l_73 * double(4.110317623312165e-19);
const double l_75 = l_74 - double(1.5619206968586225e-16);
l_mut_49 = l_75;
const double l_76 = l_mut_49 * l_73;
const double l_77 = l_76 + double(4.779477332387385e-14);
l_mut_49 = l_77;
const double l_78 = l_mut_49 * l_73;
const double l_79 = l_78 - double(1.1470745597729725e-11);
l_mut_49 = l_79;
const double l_80 = l_mut_49 * l_73;
const double l_81 = l_80 + double(2.08767569878681e-9);
l_mut_49 = l_81;
const double l_82 = l_mut_49 * l_73;
const double l_83 = l_82 - double(2.755731922398589e-7);
l_mut_49 = l_83;
const double l_84 = l_mut_49 * l_73;
const double l_85 = l_84 + double(2.48015873015873e-5);
l_mut_49 = l_85;
const double l_86 = l_mut_49 * l_73;
const double l_87 = l_86 - double(0.001388888888888889);
l_mut_49 = l_87;
const double l_88 = l_mut_49 * l_73;
const double l_89 = l_88 + double(0.041666666666666664);
l_mut_49 = l_89;
const double l_90 = double(0.5) * l_73;
const double l_91 = double(1.0) - l_90;
const double l_92 = l_73 * l_73;
const double l_93 = l_92 * l_mut_49;
const double l_94 = double(0.0) * l_mut_34;
const double l_95 = l_93 - l_94;
const double l_96 = l_91 + l_95;
const uint32 l_97 = l_mut_35 & uint32(1);
const bool l_98 = l_97 == uint32(1);
l_mut_49 = l_72;
const uint32 l_99 = l_mut_35 & uint32(2);
const bool l_100 = l_99 != uint32(0);
l_mut_101 = l_100;
const double l_102 = l_72 / l_96;
l_mut_49 = l_102;
if (l_98) {
const double l_103 = l_96 / l_72;
l_mut_49 = l_103;
}
l_mut_101 = l_98;
const bool l_104 = bool(true) && l_45;
if (l_104) {
const bool l_105 = !l_mut_101;
l_mut_101 = l_105;
}
if (l_mut_101) {
const double l_106 = -l_mut_49;
l_mut_49 = l_106;
}
l_mut_29 = l_mut_49;
} else {
const bool l_107 = l_27 < uint32(2139095040);
if (l_107) {
const uint32 l_108 = l_27 & uint32(8388607);
const uint32 l_109 = l_108 | uint32(8388608);
const uint64 l_110 = uint64(l_109);
const uint32 l_111 = l_27 >> uint32(23);
const uint32 l_112 = l_111 * uint32(4);
const uint32 l_113 = l_112 + uint32(3);
const uint32 l_2184 = info.static_meta[uint32(3)];
const uint32 l_2185 = l_2184 * uint32(1);
const bool l_2186 = l_113 < l_2185;
const uint32 l_2187 = l_2185 - uint32(1);
const uint32 l_2188 = min(l_113, l_2187);
const uint32 l_2189 = buffer_3[l_2188];
const uint32 l_2190 = (l_2186) ? l_2189 : uint32(0);
const uint32 l_114 = l_2190;
const uint64 l_115 = uint64(l_114);
const uint64 l_116 = l_110 * l_115;
l_mut_117 = l_116;
const uint64 l_118 = l_mut_117 & uint64(4294967295);
const uint64 l_119 = l_mut_117 >> uint64(32);
const uint32 l_120 = l_112 + uint32(2);
const uint32 l_2191 = info.static_meta[uint32(3)];
const uint32 l_2192 = l_2191 * uint32(1);
const bool l_2193 = l_120 < l_2192;
const uint32 l_2194 = l_2192 - uint32(1);
const uint32 l_2195 = min(l_120, l_2194);
const uint32 l_2196 = buffer_3[l_2195];
const uint32 l_2197 = (l_2193) ? l_2196 : uint32(0);
const uint32 l_121 = l_2197;
const uint64 l_122 = uint64(l_121);
const uint64 l_123 = l_110 * l_122;
const uint64 l_124 = l_119 + l_123;
l_mut_117 = l_124;
const uint64 l_125 = l_mut_117 & uint64(4294967295);
const uint64 l_126 = l_mut_117 >> uint64(32);
const uint32 l_127 = l_112 + uint32(1);
const uint32 l_2198 = info.static_meta[uint32(3)];
const uint32 l_2199 = l_2198 * uint32(1);
const bool l_2200 = l_127 < l_2199;
const uint32 l_2201 = l_2199 - uint32(1);
const uint32 l_2202 = min(l_127, l_2201);
const uint32 l_2203 = buffer_3[l_2202];
const uint32 l_2204 = (l_2200) ? l_2203 : uint32(0);
const uint32 l_128 = l_2204;
const uint64 l_129 = uint64(l_128);
const uint64 l_130 = l_110 * l_129;
const uint64 l_131 = l_126 + l_130;
l_mut_117 = l_131;
const uint64 l_132 = l_mut_117 & uint64(4294967295);
const uint64 l_133 = l_mut_117 >> uint64(32);
const uint32 l_2205 = info.static_meta[uint32(3)];
const uint32 l_2206 = l_2205 * uint32(1);
const bool l_2207 = l_112 < l_2206;
const uint32 l_2208 = l_2206 - uint32(1);
const uint32 l_2209 = min(l_112, l_2208);
const uint32 l_2210 = buffer_3[l_2209];
const uint32 l_2211 = (l_2207) ? l_2210 : uint32(0);
const uint32 l_134 = l_2211;
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_110 * l_135;
const uint64 l_137 = l_133 + l_136;
l_mut_117 = l_137;
const uint64 l_138 = l_mut_117 >> uint64(29);
const uint64 l_139 = l_138 & uint64(3);
const uint32 l_140 = uint32(l_139);
l_mut_35 = l_140;
const uint64 l_141 = l_mut_117 & uint64(536870911);
const uint64 l_142 = l_141 << uint64(32);
const uint64 l_143 = l_142 | l_132;
l_mut_117 = l_143;
const uint64 l_144 = l_125 << uint64(32);
const uint64 l_145 = l_144 | l_118;
l_mut_146 = l_145;
const bool l_147 = l_mut_117 >= uint64(1152921504606846976);
if (l_147) {
const uint32 l_148 = l_mut_35 + uint32(1);
const uint32 l_149 = l_148 & uint32(3);
l_mut_35 = l_149;
const bool l_150 = l_mut_146 != uint64(0);
const uint64 l_151 = uint64(l_150);
const uint64 l_152 = uint64(0) - l_mut_146;
l_mut_146 = l_152;
const uint64 l_153 = uint64(2305843009213693952) - l_mut_117;
const uint64 l_154 = l_153 - l_151;
l_mut_117 = l_154;
}
const uint32 l_155 = uint32(__clzll(int64(l_mut_146)));
const uint64 l_156 = uint64(l_155);
const uint64 l_157 = l_mut_146 << l_156;
l_mut_158 = l_157;
const int32 l_159 = int32(l_155);
const int32 l_160 = int32(0) - l_159;
l_mut_161 = l_160;
const bool l_162 = l_mut_117 != uint64(0);
if (l_162) {
const uint32 l_163 = uint32(__clzll(int64(l_mut_117)));
const uint64 l_164 = uint64(l_163);
const uint64 l_165 = l_mut_117 << l_164;
const uint32 l_166 = uint32(64) - l_163;
const uint64 l_167 = uint64(l_166);
const uint64 l_168 = l_mut_146 >> l_167;
const uint64 l_169 = l_165 | l_168;
l_mut_158 = l_169;
const int32 l_170 = int32(l_163);
const int32 l_171 = int32(64) - l_170;
l_mut_161 = l_171;
}
const uint64 l_172 = l_mut_158 >> uint64(32);
const uint64 l_173 = l_mut_158 & uint64(4294967295);
const uint64 l_174 = l_172 * uint64(560513588);
const uint64 l_175 = l_173 * uint64(3373259426);
const uint64 l_176 = l_173 * uint64(560513588);
const uint64 l_177 = l_176 >> uint64(32);
const uint64 l_178 = l_174 & uint64(4294967295);
const uint64 l_179 = l_177 + l_178;
const uint64 l_180 = l_175 & uint64(4294967295);
const uint64 l_181 = l_179 + l_180;
const uint64 l_182 = l_172 * uint64(3373259426);
const uint64 l_183 = l_174 >> uint64(32);
const uint64 l_184 = l_182 + l_183;
const uint64 l_185 = l_175 >> uint64(32);
const uint64 l_186 = l_184 + l_185;
const uint64 l_187 = l_181 >> uint64(32);
const uint64 l_188 = l_186 + l_187;
l_mut_158 = l_188;
const int32 l_189 = l_mut_161 - int32(124);
l_mut_161 = l_189;
const bool l_190 = l_mut_158 < uint64(9223372036854775808);
if (l_190) {
const uint64 l_191 = l_mut_158 << uint64(1);
const uint64 l_192 = l_181 >> uint64(31);
const uint64 l_193 = l_192 & uint64(1);
const uint64 l_194 = l_191 | l_193;
l_mut_158 = l_194;
l_mut_161 = l_mut_161 - int32(1);
}
const uint64 l_195 = l_mut_158 >> uint64(11);
const double l_196 = double(l_195);
const int32 l_197 = l_mut_161 + int32(11);
const int32 l_198 = l_197 + int32(1023);
const uint64 l_199 = uint64(l_198);
const uint64 l_200 = l_199 << uint64(52);
const double l_201 = reinterpret_cast<double const&>(l_200);
const double l_202 = l_196 * l_201;
l_mut_49 = l_202;
const uint64 l_203 = l_mut_158 & uint64(2047);
const double l_204 = double(l_203);
const int32 l_205 = l_mut_161 + int32(1023);
const uint64 l_206 = uint64(l_205);
const uint64 l_207 = l_206 << uint64(52);
const double l_208 = reinterpret_cast<double const&>(l_207);
const double l_209 = l_204 * l_208;
l_mut_34 = l_209;
if (l_147) {
const double l_210 = -l_mut_49;
l_mut_49 = l_210;
const double l_211 = -l_mut_34;
l_mut_34 = l_211;
}
const bool l_212 = l_26 >= uint32(2147483648);
const double l_213 = l_mut_49 * l_mut_49;
const double l_214 = l_213 * double(1.9572941063391263e-20);
const double l_215 = double(8.22063524662433e-18) - l_214;
l_mut_216 = l_215;
const double l_217 = l_mut_216 * l_213;
const double l_218 = l_217 - double(2.8114572543455206e-15);
l_mut_216 = l_218;
const double l_219 = l_mut_216 * l_213;
const double l_220 = l_219 + double(7.647163731819816e-13);
l_mut_216 = l_220;
const double l_221 = l_mut_216 * l_213;
const double l_222 = l_221 - double(1.6059043836821613e-10);
l_mut_216 = l_222;
const double l_223 = l_mut_216 * l_213;
const double l_224 = l_223 + double(2.505210838544172e-8);
l_mut_216 = l_224;
const double l_225 = l_mut_216 * l_213;
const double l_226 = l_225 - double(2.7557319223985893e-6);
l_mut_216 = l_226;
const double l_227 = l_mut_216 * l_213;
const double l_228 = l_227 + double(0.0001984126984126984);
l_mut_216 = l_228;
const double l_229 = l_mut_216 * l_213;
const double l_230 = l_229 - double(0.008333333333333333);
l_mut_216 = l_230;
const double l_231 = l_mut_216 * l_213;
const double l_232 = l_231 + double(0.16666666666666666);
l_mut_216 = l_232;
const double l_233 = double(0.5) * l_213;
const double l_234 = double(1.0) - l_233;
const double l_235 = l_mut_34 * l_234;
const double l_236 = l_mut_49 * l_213;
const double l_237 = l_236 * l_mut_216;
const double l_238 = l_235 - l_237;
const double l_239 = l_mut_49 + l_238;
const double l_240 = l_mut_49 * l_mut_49;
const double l_241 = l_240 * double(4.110317623312165e-19);
const double l_242 = l_241 - double(1.5619206968586225e-16);
l_mut_216 = l_242;
const double l_243 = l_mut_216 * l_240;
const double l_244 = l_243 + double(4.779477332387385e-14);
l_mut_216 = l_244;
const double l_245 = l_mut_216 * l_240;
const double l_246 = l_245 - double(1.1470745597729725e-11);
l_mut_216 = l_246;
const double l_247 = l_mut_216 * l_240;
const double l_248 = l_247 + double(2.08767569878681e-9);
l_mut_216 = l_248;
const double l_249 = l_mut_216 * l_240;
const double l_250 = l_249 - double(2.755731922398589e-7);
l_mut_216 = l_250;
const double l_251 = l_mut_216 * l_240;
const double l_252 = l_251 + double(2.48015873015873e-5);
l_mut_216 = l_252;
const double l_253 = l_mut_216 * l_240;
const double l_254 = l_253 - double(0.001388888888888889);
l_mut_216 = l_254;
const double l_255 = l_mut_216 * l_240;
const double l_256 = l_255 + double(0.041666666666666664);
l_mut_216 = l_256;
const double l_257 = double(0.5) * l_240;
const double l_258 = double(1.0) - l_257;
const double l_259 = l_240 * l_240;
const double l_260 = l_259 * l_mut_216;
const double l_261 = l_mut_34 * l_mut_49;
const double l_262 = l_260 - l_261;
const double l_263 = l_258 + l_262;
const uint32 l_264 = l_mut_35 & uint32(1);
const bool l_265 = l_264 == uint32(1);
l_mut_216 = l_239;
const uint32 l_266 = l_mut_35 & uint32(2);
const bool l_267 = l_266 != uint32(0);
l_mut_101 = l_267;
const double l_268 = l_239 / l_263;
l_mut_216 = l_268;
if (l_265) {
const double l_269 = l_263 / l_239;
l_mut_216 = l_269;
}
l_mut_101 = l_265;
const bool l_270 = bool(true) && l_212;
if (l_270) {
const bool l_271 = !l_mut_101;
l_mut_101 = l_271;
}
if (l_mut_101) {
const double l_272 = -l_mut_216;
l_mut_216 = l_272;
}
l_mut_29 = l_mut_216;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = uint32(4294967294);
const uint32 l_273 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_274 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_275 = l_274 & uint32(2139095040);
const bool l_276 = l_275 != uint32(2139095040);
const bool l_277 = l_275 == uint32(0);
const uint32 l_278 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_279 = l_278 & uint32(8388607);
const bool l_280 = l_279 != uint32(0);
const bool l_281 = l_277 && l_280;
const double l_282 = abs(l_mut_25);
const bool l_283 = l_mut_25 < double(0.0);
const uint32 l_284 = uint32(l_283);
const uint32 l_285 = uint32(2147483648) * l_284;
if (l_281) {
} else {
const bool l_286 = isnan(l_mut_25);
if (l_286) {
const uint32 l_287 = l_273 & uint32(2147483647);
const bool l_288 = l_287 > uint32(2139095040);
if (l_288) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_289 = l_282 >= double(3.402823669209385e38);
const bool l_290 = !l_276;
const bool l_291 = l_282 == double(0.0);
const bool l_292 = l_290 && l_291;
const bool l_293 = l_289 || l_292;
if (l_293) {
const bool l_294 = l_282 >= double(3.402823669209385e38);
const uint32 l_295 = uint32(l_294);
const uint32 l_296 = uint32(2139095040) * l_295;
const uint32 l_297 = l_296 | l_285;
const bool l_298 = l_273 == l_297;
const uint32 l_299 = l_273 | l_297;
const uint32 l_300 = l_299 & uint32(2147483647);
const bool l_301 = l_300 == uint32(0);
const bool l_302 = l_298 || l_301;
if (l_302) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_303 = l_282 >= double(2.350988701644575e-38);
const bool l_304 = l_276 && l_303;
const bool l_305 = l_282 < double(3.4028234663852886e38);
const bool l_306 = l_304 && l_305;
if (l_306) {
const float l_307 = float(l_282);
const uint32 l_308 = reinterpret_cast<uint32 const&>(l_307);
const float l_309 = reinterpret_cast<float const&>(l_308);
const double l_310 = double(l_309);
const double l_311 = l_282 - l_310;
const uint32 l_312 = l_308 + uint32(1);
const bool l_313 = l_311 < double(0.0);
const uint32 l_314 = uint32(l_313);
const uint32 l_315 = uint32(2) * l_314;
const uint32 l_316 = l_312 - l_315;
const float l_317 = reinterpret_cast<float const&>(l_316);
const double l_318 = double(l_317);
const double l_319 = l_318 - l_310;
const double l_320 = abs(l_319);
const double l_321 = l_320 * double(0.5);
const double l_322 = abs(l_311);
const double l_323 = l_321 - l_322;
const double l_324 = l_282 * double(9.094947017729282e-13);
const bool l_325 = l_323 > l_324;
if (l_325) {
const uint32 l_326 = l_308 | l_285;
l_mut_35 = l_326;
}
} else {
const bool l_327 = l_282 < double(2.350988701644575e-38);
const bool l_328 = l_276 && l_327;
if (l_328) {
const double l_329 = l_282 * double(7.1362384635298e44);
const double l_330 = floor(l_329);
const double l_331 = l_329 - l_330;
const double l_332 = l_331 - double(0.5);
const double l_333 = abs(l_332);
const double l_334 = l_329 * double(9.094947017729282e-13);
const bool l_335 = l_333 > l_334;
if (l_335) {
const bool l_336 = l_331 > double(0.5);
const double l_337 = double(l_336);
const double l_338 = l_330 + l_337;
const uint32 l_339 = uint32(l_338);
const uint32 l_340 = l_339 | l_285;
l_mut_35 = l_340;
}
}
}
}
}
}
const uint32 l_341 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_342 = l_341 & uint32(2139095040);
const bool l_343 = l_342 != uint32(2139095040);
const uint32 l_344 = l_341 & uint32(2147483647);
const bool l_345 = l_344 == uint32(0);
const uint32 l_346 = l_341 & uint32(2147483647);
const double l_347 = double(l_346);
const uint32 l_348 = l_341 >> uint32(31);
const double l_349 = double(l_348);
const double l_350 = double(2.0) * l_349;
const double l_351 = double(1.0) - l_350;
const double l_352 = l_347 * l_351;
const uint32 l_353 = l_mut_35 & uint32(2147483647);
const double l_354 = double(l_353);
const uint32 l_355 = l_mut_35 >> uint32(31);
const double l_356 = double(l_355);
const double l_357 = double(2.0) * l_356;
const double l_358 = double(1.0) - l_357;
const double l_359 = l_354 * l_358;
const double l_360 = l_352 - l_359;
const bool l_361 = l_mut_35 < uint32(4294967293);
const bool l_362 = l_360 == double(0.0);
const bool l_363 = !l_345;
const bool l_364 = l_343 && l_363;
const bool l_365 = l_362 || l_364;
const bool l_366 = l_361 && l_365;
l_mut_101 = l_366;
const bool l_367 = l_360 != double(0.0);
const bool l_368 = l_mut_101 && l_367;
if (l_368) {

for (uint32 l_mut_369 = uint32(0); l_mut_369 < uint32(8); ++l_mut_369) {
const uint32 l_370 = uint32(2) * l_mut_369;
const uint32 l_2212 = info.static_meta[uint32(1)];
const uint32 l_2213 = l_2212 * uint32(1);
const bool l_2214 = l_370 < l_2213;
const uint32 l_2215 = l_2213 - uint32(1);
const uint32 l_2216 = min(l_370, l_2215);
const uint32 l_2217 = buffer_1[l_2216];
const uint32 l_2218 = (l_2214) ? l_2217 : uint32(0);
const uint32 l_371 = l_2218;
const uint32 l_372 = uint32(2) * l_mut_369;
const uint32 l_373 = l_372 + uint32(1);
const uint32 l_2219 = info.static_meta[uint32(1)];
const uint32 l_2220 = l_2219 * uint32(1);
const bool l_2221 = l_373 < l_2220;
const uint32 l_2222 = l_2220 - uint32(1);
const uint32 l_2223 = min(l_373, l_2222);
const uint32 l_2224 = buffer_1[l_2223];
const uint32 l_2225 = (l_2221) ? l_2224 : uint32(0);
const uint32 l_374 = l_2225;
const bool l_375 = l_374 != uint32(0);
const uint32 l_376 = l_mut_369 * uint32(4);
const uint32 l_2226 = info.static_meta[uint32(2)];
const uint32 l_2227 = l_2226 * uint32(1);
const bool l_2228 = l_376 < l_2227;
const uint32 l_2229 = l_2227 - uint32(1);
const uint32 l_2230 = min(l_376, l_2229);
const double l_2231 = buffer_2[l_2230];
const double l_2232 = (l_2228) ? l_2231 : double(0.0);
const double l_377 = l_2232;
const uint32 l_378 = l_mut_369 * uint32(4);
const uint32 l_379 = l_378 + uint32(1);
const uint32 l_2233 = info.static_meta[uint32(2)];
const uint32 l_2234 = l_2233 * uint32(1);
const bool l_2235 = l_379 < l_2234;
const uint32 l_2236 = l_2234 - uint32(1);
const uint32 l_2237 = min(l_379, l_2236);
const double l_2238 = buffer_2[l_2237];
const double l_2239 = (l_2235) ? l_2238 : double(0.0);
const double l_380 = l_2239;
const uint32 l_381 = l_mut_369 * uint32(4);
const uint32 l_382 = l_381 + uint32(2);
const uint32 l_2240 = info.static_meta[uint32(2)];
const uint32 l_2241 = l_2240 * uint32(1);
const bool l_2242 = l_382 < l_2241;
const uint32 l_2243 = l_2241 - uint32(1);
const uint32 l_2244 = min(l_382, l_2243);
const double l_2245 = buffer_2[l_2244];
const double l_2246 = (l_2242) ? l_2245 : double(0.0);
const double l_383 = l_2246;
const double l_384 = double(l_21);
const double l_385 = abs(l_384);
const double l_386 = abs(l_mut_25);
const double l_387 = l_386 * double(1.4551915228366852e-11);
l_arr_388[uint32(0)] = uint32(1);
l_mut_389 = uint32(2);
const bool l_390 = l_371 == uint32(0);
if (l_390) {
l_mut_389 = uint32(0);
} else {
const bool l_391 = l_371 == uint32(1);
if (l_391) {
l_mut_389 = uint32(1);
const double l_392 = abs(l_360);
const bool l_393 = l_392 <= l_377;
if (l_393) {
l_mut_389 = uint32(0);
}
} else {
const bool l_394 = l_371 == uint32(2);
if (l_394) {
const double l_395 = abs(l_mut_25);
l_mut_216 = double(1.401298464324817e-45);
const bool l_396 = l_395 >= double(1.1754943508222875e-38);
const bool l_397 = l_395 <= double(1.7976931348623157e308);
const bool l_398 = l_396 && l_397;
if (l_398) {
const uint64 l_399 = reinterpret_cast<uint64 const&>(l_395);
const uint64 l_400 = l_399 >> uint64(52);
const uint64 l_401 = l_400 - uint64(23);
const uint64 l_402 = l_401 << uint64(52);
const double l_403 = reinterpret_cast<double const&>(l_402);
l_mut_216 = l_403;
}
const double l_404 = l_377 * l_mut_216;
l_mut_405 = uint32(2);
const double l_406 = l_mut_25 - l_387;
const double l_407 = abs(l_406);
l_mut_216 = double(1.401298464324817e-45);
const bool l_408 = l_407 >= double(1.1754943508222875e-38);
const bool l_409 = l_407 <= double(1.7976931348623157e308);
const bool l_410 = l_408 && l_409;
if (l_410) {
const uint64 l_411 = reinterpret_cast<uint64 const&>(l_407);
const uint64 l_412 = l_411 >> uint64(52);
const uint64 l_413 = l_412 - uint64(23);
const uint64 l_414 = l_413 << uint64(52);
const double l_415 = reinterpret_cast<double const&>(l_414);
l_mut_216 = l_415;
}
const double l_416 = l_mut_25 + l_387;
const double l_417 = abs(l_416);
l_mut_49 = double(1.401298464324817e-45);
const bool l_418 = l_417 >= double(1.1754943508222875e-38);
const bool l_419 = l_417 <= double(1.7976931348623157e308);
const bool l_420 = l_418 && l_419;
if (l_420) {
const uint64 l_421 = reinterpret_cast<uint64 const&>(l_417);
const uint64 l_422 = l_421 >> uint64(52);
const uint64 l_423 = l_422 - uint64(23);
const uint64 l_424 = l_423 << uint64(52);
const double l_425 = reinterpret_cast<double const&>(l_424);
l_mut_49 = l_425;
}
const bool l_426 = l_mut_216 == l_mut_49;
if (l_426) {
const double l_427 = l_404 * double(1.4551915228366852e-11);
const double l_428 = l_387 + l_427;
const double l_429 = l_mut_25 - l_404;
const double l_430 = l_mut_25 + l_404;
const double l_431 = double(l_mut_22);
const uint32 l_432 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_433 = l_432 + uint32(1);
l_mut_434 = l_433;
const uint32 l_435 = l_432 & uint32(2147483647);
const bool l_436 = l_435 == uint32(0);
if (l_436) {
l_mut_434 = uint32(1);
} else {
const uint32 l_437 = l_432 & uint32(2147483648);
const bool l_438 = l_437 != uint32(0);
if (l_438) {
const uint32 l_439 = l_432 - uint32(1);
l_mut_434 = l_439;
}
}
const float l_440 = reinterpret_cast<float const&>(l_mut_434);
const double l_441 = double(l_440);
const float l_442 = -l_mut_22;
const uint32 l_443 = reinterpret_cast<uint32 const&>(l_442);
const uint32 l_444 = l_443 + uint32(1);
l_mut_434 = l_444;
const uint32 l_445 = l_443 & uint32(2147483647);
const bool l_446 = l_445 == uint32(0);
if (l_446) {
l_mut_434 = uint32(1);
} else {
const uint32 l_447 = l_443 & uint32(2147483648);
const bool l_448 = l_447 != uint32(0);
if (l_448) {
const uint32 l_449 = l_443 - uint32(1);
l_mut_434 = l_449;
}
}
const float l_450 = reinterpret_cast<float const&>(l_mut_434);
const float l_451 = -l_450;
const double l_452 = double(l_451);
const double l_453 = l_429 + l_428;
const bool l_454 = l_453 <= l_431;
l_mut_455 = l_454;
const double l_456 = l_429 - l_428;
const bool l_457 = l_456 > l_431;
l_mut_458 = l_457;
const double l_459 = l_430 - l_428;
const bool l_460 = l_459 >= l_431;
l_mut_461 = l_460;
const double l_462 = l_430 + l_428;
const bool l_463 = l_462 < l_431;
l_mut_464 = l_463;
if (l_375) {
const double l_465 = l_429 + l_428;
const bool l_466 = l_465 < l_441;
l_mut_455 = l_466;
const double l_467 = l_429 - l_428;
const bool l_468 = l_467 >= l_441;
l_mut_458 = l_468;
const double l_469 = l_430 - l_428;
const bool l_470 = l_469 > l_452;
l_mut_461 = l_470;
const double l_471 = l_430 + l_428;
const bool l_472 = l_471 <= l_452;
l_mut_464 = l_472;
}
l_mut_434 = uint32(2);
const bool l_473 = l_mut_458 || l_mut_464;
if (l_473) {
l_mut_434 = uint32(1);
} else {
const bool l_474 = l_mut_455 && l_mut_461;
if (l_474) {
l_mut_434 = uint32(0);
}
}
l_mut_405 = l_mut_434;
}
l_mut_389 = l_mut_405;
} else {
const bool l_475 = l_371 == uint32(3);
if (l_475) {
l_mut_389 = uint32(0);
const bool l_476 = l_385 >= double(1.1754943508222875e-38);
const bool l_477 = l_385 <= double(8.507059173023462e37);
const bool l_478 = l_476 && l_477;
if (l_478) {
const double l_479 = abs(l_mut_25);
l_mut_216 = double(1.401298464324817e-45);
const bool l_480 = l_479 >= double(1.1754943508222875e-38);
const bool l_481 = l_479 <= double(1.7976931348623157e308);
const bool l_482 = l_480 && l_481;
if (l_482) {
const uint64 l_483 = reinterpret_cast<uint64 const&>(l_479);
const uint64 l_484 = l_483 >> uint64(52);
const uint64 l_485 = l_484 - uint64(23);
const uint64 l_486 = l_485 << uint64(52);
const double l_487 = reinterpret_cast<double const&>(l_486);
l_mut_216 = l_487;
}
const double l_488 = l_377 * l_mut_216;
l_mut_434 = uint32(2);
const double l_489 = l_mut_25 - l_387;
const double l_490 = abs(l_489);
l_mut_216 = double(1.401298464324817e-45);
const bool l_491 = l_490 >= double(1.1754943508222875e-38);
const bool l_492 = l_490 <= double(1.7976931348623157e308);
const bool l_493 = l_491 && l_492;
if (l_493) {
const uint64 l_494 = reinterpret_cast<uint64 const&>(l_490);
const uint64 l_495 = l_494 >> uint64(52);
const uint64 l_496 = l_495 - uint64(23);
const uint64 l_497 = l_496 << uint64(52);
const double l_498 = reinterpret_cast<double const&>(l_497);
l_mut_216 = l_498;
}
const double l_499 = l_mut_25 + l_387;
const double l_500 = abs(l_499);
l_mut_49 = double(1.401298464324817e-45);
const bool l_501 = l_500 >= double(1.1754943508222875e-38);
const bool l_502 = l_500 <= double(1.7976931348623157e308);
const bool l_503 = l_501 && l_502;
if (l_503) {
const uint64 l_504 = reinterpret_cast<uint64 const&>(l_500);
const uint64 l_505 = l_504 >> uint64(52);
const uint64 l_506 = l_505 - uint64(23);
const uint64 l_507 = l_506 << uint64(52);
const double l_508 = reinterpret_cast<double const&>(l_507);
l_mut_49 = l_508;
}
const bool l_509 = l_mut_216 == l_mut_49;
if (l_509) {
const double l_510 = l_488 * double(1.4551915228366852e-11);
const double l_511 = l_387 + l_510;
const double l_512 = l_mut_25 - l_488;
const double l_513 = l_mut_25 + l_488;
const double l_514 = double(l_mut_22);
const uint32 l_515 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_516 = l_515 + uint32(1);
l_mut_405 = l_516;
const uint32 l_517 = l_515 & uint32(2147483647);
const bool l_518 = l_517 == uint32(0);
if (l_518) {
l_mut_405 = uint32(1);
} else {
const uint32 l_519 = l_515 & uint32(2147483648);
const bool l_520 = l_519 != uint32(0);
if (l_520) {
const uint32 l_521 = l_515 - uint32(1);
l_mut_405 = l_521;
}
}
const float l_522 = reinterpret_cast<float const&>(l_mut_405);
const double l_523 = double(l_522);
const float l_524 = -l_mut_22;
const uint32 l_525 = reinterpret_cast<uint32 const&>(l_524);
const uint32 l_526 = l_525 + uint32(1);
l_mut_405 = l_526;
const uint32 l_527 = l_525 & uint32(2147483647);
const bool l_528 = l_527 == uint32(0);
if (l_528) {
l_mut_405 = uint32(1);
} else {
const uint32 l_529 = l_525 & uint32(2147483648);
const bool l_530 = l_529 != uint32(0);
if (l_530) {
const uint32 l_531 = l_525 - uint32(1);
l_mut_405 = l_531;
}
}
const float l_532 = reinterpret_cast<float const&>(l_mut_405);
const float l_533 = -l_532;
const double l_534 = double(l_533);
const double l_535 = l_512 + l_511;
const bool l_536 = l_535 <= l_514;
l_mut_464 = l_536;
const double l_537 = l_512 - l_511;
const bool l_538 = l_537 > l_514;
l_mut_461 = l_538;
const double l_539 = l_513 - l_511;
const bool l_540 = l_539 >= l_514;
l_mut_458 = l_540;
const double l_541 = l_513 + l_511;
const bool l_542 = l_541 < l_514;
l_mut_455 = l_542;
if (l_375) {
const double l_543 = l_512 + l_511;
const bool l_544 = l_543 < l_523;
l_mut_464 = l_544;
const double l_545 = l_512 - l_511;
const bool l_546 = l_545 >= l_523;
l_mut_461 = l_546;
const double l_547 = l_513 - l_511;
const bool l_548 = l_547 > l_534;
l_mut_458 = l_548;
const double l_549 = l_513 + l_511;
const bool l_550 = l_549 <= l_534;
l_mut_455 = l_550;
}
l_mut_405 = uint32(2);
const bool l_551 = l_mut_461 || l_mut_455;
if (l_551) {
l_mut_405 = uint32(1);
} else {
const bool l_552 = l_mut_464 && l_mut_458;
if (l_552) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
}
} else {
const bool l_553 = l_371 == uint32(4);
if (l_553) {
const double l_554 = l_380 * l_385;
const double l_555 = l_377 + l_554;
const double l_556 = abs(l_mut_25);
l_mut_216 = double(1.401298464324817e-45);
const bool l_557 = l_556 >= double(1.1754943508222875e-38);
const bool l_558 = l_556 <= double(1.7976931348623157e308);
const bool l_559 = l_557 && l_558;
if (l_559) {
const uint64 l_560 = reinterpret_cast<uint64 const&>(l_556);
const uint64 l_561 = l_560 >> uint64(52);
const uint64 l_562 = l_561 - uint64(23);
const uint64 l_563 = l_562 << uint64(52);
const double l_564 = reinterpret_cast<double const&>(l_563);
l_mut_216 = l_564;
}
const double l_565 = l_555 * l_mut_216;
l_mut_434 = uint32(2);
const double l_566 = l_mut_25 - l_387;
const double l_567 = abs(l_566);
l_mut_216 = double(1.401298464324817e-45);
const bool l_568 = l_567 >= double(1.1754943508222875e-38);
const bool l_569 = l_567 <= double(1.7976931348623157e308);
const bool l_570 = l_568 && l_569;
if (l_570) {
const uint64 l_571 = reinterpret_cast<uint64 const&>(l_567);
const uint64 l_572 = l_571 >> uint64(52);
const uint64 l_573 = l_572 - uint64(23);
const uint64 l_574 = l_573 << uint64(52);
const double l_575 = reinterpret_cast<double const&>(l_574);
l_mut_216 = l_575;
}
const double l_576 = l_mut_25 + l_387;
const double l_577 = abs(l_576);
l_mut_49 = double(1.401298464324817e-45);
const bool l_578 = l_577 >= double(1.1754943508222875e-38);
const bool l_579 = l_577 <= double(1.7976931348623157e308);
const bool l_580 = l_578 && l_579;
if (l_580) {
const uint64 l_581 = reinterpret_cast<uint64 const&>(l_577);
const uint64 l_582 = l_581 >> uint64(52);
const uint64 l_583 = l_582 - uint64(23);
const uint64 l_584 = l_583 << uint64(52);
const double l_585 = reinterpret_cast<double const&>(l_584);
l_mut_49 = l_585;
}
const bool l_586 = l_mut_216 == l_mut_49;
if (l_586) {
const double l_587 = l_565 * double(1.4551915228366852e-11);
const double l_588 = l_387 + l_587;
const double l_589 = l_mut_25 - l_565;
const double l_590 = l_mut_25 + l_565;
const double l_591 = double(l_mut_22);
const uint32 l_592 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_593 = l_592 + uint32(1);
l_mut_405 = l_593;
const uint32 l_594 = l_592 & uint32(2147483647);
const bool l_595 = l_594 == uint32(0);
if (l_595) {
l_mut_405 = uint32(1);
} else {
const uint32 l_596 = l_592 & uint32(2147483648);
const bool l_597 = l_596 != uint32(0);
if (l_597) {
const uint32 l_598 = l_592 - uint32(1);
l_mut_405 = l_598;
}
}
const float l_599 = reinterpret_cast<float const&>(l_mut_405);
const double l_600 = double(l_599);
const float l_601 = -l_mut_22;
const uint32 l_602 = reinterpret_cast<uint32 const&>(l_601);
const uint32 l_603 = l_602 + uint32(1);
l_mut_405 = l_603;
const uint32 l_604 = l_602 & uint32(2147483647);
const bool l_605 = l_604 == uint32(0);
if (l_605) {
l_mut_405 = uint32(1);
} else {
const uint32 l_606 = l_602 & uint32(2147483648);
const bool l_607 = l_606 != uint32(0);
if (l_607) {
const uint32 l_608 = l_602 - uint32(1);
l_mut_405 = l_608;
}
}
const float l_609 = reinterpret_cast<float const&>(l_mut_405);
const float l_610 = -l_609;
const double l_611 = double(l_610);
const double l_612 = l_589 + l_588;
const bool l_613 = l_612 <= l_591;
l_mut_464 = l_613;
const double l_614 = l_589 - l_588;
const bool l_615 = l_614 > l_591;
l_mut_461 = l_615;
const double l_616 = l_590 - l_588;
const bool l_617 = l_616 >= l_591;
l_mut_458 = l_617;
const double l_618 = l_590 + l_588;
const bool l_619 = l_618 < l_591;
l_mut_455 = l_619;
if (l_375) {
const double l_620 = l_589 + l_588;
const bool l_621 = l_620 < l_600;
l_mut_464 = l_621;
const double l_622 = l_589 - l_588;
const bool l_623 = l_622 >= l_600;
l_mut_461 = l_623;
const double l_624 = l_590 - l_588;
const bool l_625 = l_624 > l_611;
l_mut_458 = l_625;
const double l_626 = l_590 + l_588;
const bool l_627 = l_626 <= l_611;
l_mut_455 = l_627;
}
l_mut_405 = uint32(2);
const bool l_628 = l_mut_461 || l_mut_455;
if (l_628) {
l_mut_405 = uint32(1);
} else {
const bool l_629 = l_mut_464 && l_mut_458;
if (l_629) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
} else {
const bool l_630 = l_371 == uint32(5);
if (l_630) {
const double l_631 = double(2.0) * l_384;
const double l_632 = abs(l_631);
const double l_633 = floor(l_632);
const double l_634 = double(3.0) + l_633;
const double l_635 = abs(l_mut_25);
l_mut_216 = double(1.401298464324817e-45);
const bool l_636 = l_635 >= double(1.1754943508222875e-38);
const bool l_637 = l_635 <= double(1.7976931348623157e308);
const bool l_638 = l_636 && l_637;
if (l_638) {
const uint64 l_639 = reinterpret_cast<uint64 const&>(l_635);
const uint64 l_640 = l_639 >> uint64(52);
const uint64 l_641 = l_640 - uint64(23);
const uint64 l_642 = l_641 << uint64(52);
const double l_643 = reinterpret_cast<double const&>(l_642);
l_mut_216 = l_643;
}
const double l_644 = l_634 * l_mut_216;
l_mut_434 = uint32(2);
const double l_645 = l_mut_25 - l_387;
const double l_646 = abs(l_645);
l_mut_216 = double(1.401298464324817e-45);
const bool l_647 = l_646 >= double(1.1754943508222875e-38);
const bool l_648 = l_646 <= double(1.7976931348623157e308);
const bool l_649 = l_647 && l_648;
if (l_649) {
const uint64 l_650 = reinterpret_cast<uint64 const&>(l_646);
const uint64 l_651 = l_650 >> uint64(52);
const uint64 l_652 = l_651 - uint64(23);
const uint64 l_653 = l_652 << uint64(52);
const double l_654 = reinterpret_cast<double const&>(l_653);
l_mut_216 = l_654;
}
const double l_655 = l_mut_25 + l_387;
const double l_656 = abs(l_655);
l_mut_49 = double(1.401298464324817e-45);
const bool l_657 = l_656 >= double(1.1754943508222875e-38);
const bool l_658 = l_656 <= double(1.7976931348623157e308);
const bool l_659 = l_657 && l_658;
if (l_659) {
const uint64 l_660 = reinterpret_cast<uint64 const&>(l_656);
const uint64 l_661 = l_660 >> uint64(52);
const uint64 l_662 = l_661 - uint64(23);
const uint64 l_663 = l_662 << uint64(52);
const double l_664 = reinterpret_cast<double const&>(l_663);
l_mut_49 = l_664;
}
const bool l_665 = l_mut_216 == l_mut_49;
if (l_665) {
const double l_666 = l_644 * double(1.4551915228366852e-11);
const double l_667 = l_387 + l_666;
const double l_668 = l_mut_25 - l_644;
const double l_669 = l_mut_25 + l_644;
const double l_670 = double(l_mut_22);
const uint32 l_671 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_672 = l_671 + uint32(1);
l_mut_405 = l_672;
const uint32 l_673 = l_671 & uint32(2147483647);
const bool l_674 = l_673 == uint32(0);
if (l_674) {
l_mut_405 = uint32(1);
} else {
const uint32 l_675 = l_671 & uint32(2147483648);
const bool l_676 = l_675 != uint32(0);
if (l_676) {
const uint32 l_677 = l_671 - uint32(1);
l_mut_405 = l_677;
}
}
const float l_678 = reinterpret_cast<float const&>(l_mut_405);
const double l_679 = double(l_678);
const float l_680 = -l_mut_22;
const uint32 l_681 = reinterpret_cast<uint32 const&>(l_680);
const uint32 l_682 = l_681 + uint32(1);
l_mut_405 = l_682;
const uint32 l_683 = l_681 & uint32(2147483647);
const bool l_684 = l_683 == uint32(0);
if (l_684) {
l_mut_405 = uint32(1);
} else {
const uint32 l_685 = l_681 & uint32(2147483648);
const bool l_686 = l_685 != uint32(0);
if (l_686) {
const uint32 l_687 = l_681 - uint32(1);
l_mut_405 = l_687;
}
}
const float l_688 = reinterpret_cast<float const&>(l_mut_405);
const float l_689 = -l_688;
const double l_690 = double(l_689);
const double l_691 = l_668 + l_667;
const bool l_692 = l_691 <= l_670;
l_mut_464 = l_692;
const double l_693 = l_668 - l_667;
const bool l_694 = l_693 > l_670;
l_mut_461 = l_694;
const double l_695 = l_669 - l_667;
const bool l_696 = l_695 >= l_670;
l_mut_458 = l_696;
const double l_697 = l_669 + l_667;
const bool l_698 = l_697 < l_670;
l_mut_455 = l_698;
if (l_375) {
const double l_699 = l_668 + l_667;
const bool l_700 = l_699 < l_679;
l_mut_464 = l_700;
const double l_701 = l_668 - l_667;
const bool l_702 = l_701 >= l_679;
l_mut_461 = l_702;
const double l_703 = l_669 - l_667;
const bool l_704 = l_703 > l_690;
l_mut_458 = l_704;
const double l_705 = l_669 + l_667;
const bool l_706 = l_705 <= l_690;
l_mut_455 = l_706;
}
l_mut_405 = uint32(2);
const bool l_707 = l_mut_461 || l_mut_455;
if (l_707) {
l_mut_405 = uint32(1);
} else {
const bool l_708 = l_mut_464 && l_mut_458;
if (l_708) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
} else {
const bool l_709 = l_371 == uint32(6);
if (l_709) {
l_mut_389 = uint32(0);
const bool l_710 = l_385 <= l_380;
if (l_710) {
const double l_711 = l_377 * double(1.4551915228366852e-11);
const double l_712 = l_387 + l_711;
const double l_713 = l_mut_25 - l_377;
const double l_714 = l_mut_25 + l_377;
const double l_715 = double(l_mut_22);
const uint32 l_716 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_717 = l_716 + uint32(1);
l_mut_434 = l_717;
const uint32 l_718 = l_716 & uint32(2147483647);
const bool l_719 = l_718 == uint32(0);
if (l_719) {
l_mut_434 = uint32(1);
} else {
const uint32 l_720 = l_716 & uint32(2147483648);
const bool l_721 = l_720 != uint32(0);
if (l_721) {
const uint32 l_722 = l_716 - uint32(1);
l_mut_434 = l_722;
}
}
const float l_723 = reinterpret_cast<float const&>(l_mut_434);
const double l_724 = double(l_723);
const float l_725 = -l_mut_22;
const uint32 l_726 = reinterpret_cast<uint32 const&>(l_725);
const uint32 l_727 = l_726 + uint32(1);
l_mut_434 = l_727;
const uint32 l_728 = l_726 & uint32(2147483647);
const bool l_729 = l_728 == uint32(0);
if (l_729) {
l_mut_434 = uint32(1);
} else {
const uint32 l_730 = l_726 & uint32(2147483648);
const bool l_731 = l_730 != uint32(0);
if (l_731) {
const uint32 l_732 = l_726 - uint32(1);
l_mut_434 = l_732;
}
}
const float l_733 = reinterpret_cast<float const&>(l_mut_434);
const float l_734 = -l_733;
const double l_735 = double(l_734);
const double l_736 = l_713 + l_712;
const bool l_737 = l_736 <= l_715;
l_mut_464 = l_737;
const double l_738 = l_713 - l_712;
const bool l_739 = l_738 > l_715;
l_mut_461 = l_739;
const double l_740 = l_714 - l_712;
const bool l_741 = l_740 >= l_715;
l_mut_458 = l_741;
const double l_742 = l_714 + l_712;
const bool l_743 = l_742 < l_715;
l_mut_455 = l_743;
if (l_375) {
const double l_744 = l_713 + l_712;
const bool l_745 = l_744 < l_724;
l_mut_464 = l_745;
const double l_746 = l_713 - l_712;
const bool l_747 = l_746 >= l_724;
l_mut_461 = l_747;
const double l_748 = l_714 - l_712;
const bool l_749 = l_748 > l_735;
l_mut_458 = l_749;
const double l_750 = l_714 + l_712;
const bool l_751 = l_750 <= l_735;
l_mut_455 = l_751;
}
l_mut_434 = uint32(2);
const bool l_752 = l_mut_461 || l_mut_455;
if (l_752) {
l_mut_434 = uint32(1);
} else {
const bool l_753 = l_mut_464 && l_mut_458;
if (l_753) {
l_mut_434 = uint32(0);
}
}
l_mut_389 = l_mut_434;
}
} else {
const bool l_754 = l_371 == uint32(7);
if (l_754) {
const double l_755 = abs(l_mut_25);
const double l_756 = l_377 * l_755;
l_mut_216 = l_756;
const double l_757 = abs(l_mut_25);
l_mut_49 = double(1.401298464324817e-45);
const bool l_758 = l_757 >= double(1.1754943508222875e-38);
const bool l_759 = l_757 <= double(1.7976931348623157e308);
const bool l_760 = l_758 && l_759;
if (l_760) {
const uint64 l_761 = reinterpret_cast<uint64 const&>(l_757);
const uint64 l_762 = l_761 >> uint64(52);
const uint64 l_763 = l_762 - uint64(23);
const uint64 l_764 = l_763 << uint64(52);
const double l_765 = reinterpret_cast<double const&>(l_764);
l_mut_49 = l_765;
}
const double l_766 = double(0.5) * l_mut_49;
const bool l_767 = l_766 > l_mut_216;
if (l_767) {
l_mut_216 = l_766;
}
const double l_768 = l_mut_25 - l_387;
const double l_769 = abs(l_768);
l_mut_49 = double(1.401298464324817e-45);
const bool l_770 = l_769 >= double(1.1754943508222875e-38);
const bool l_771 = l_769 <= double(1.7976931348623157e308);
const bool l_772 = l_770 && l_771;
if (l_772) {
const uint64 l_773 = reinterpret_cast<uint64 const&>(l_769);
const uint64 l_774 = l_773 >> uint64(52);
const uint64 l_775 = l_774 - uint64(23);
const uint64 l_776 = l_775 << uint64(52);
const double l_777 = reinterpret_cast<double const&>(l_776);
l_mut_49 = l_777;
}
const double l_778 = l_mut_25 + l_387;
const double l_779 = abs(l_778);
l_mut_34 = double(1.401298464324817e-45);
const bool l_780 = l_779 >= double(1.1754943508222875e-38);
const bool l_781 = l_779 <= double(1.7976931348623157e308);
const bool l_782 = l_780 && l_781;
if (l_782) {
const uint64 l_783 = reinterpret_cast<uint64 const&>(l_779);
const uint64 l_784 = l_783 >> uint64(52);
const uint64 l_785 = l_784 - uint64(23);
const uint64 l_786 = l_785 << uint64(52);
const double l_787 = reinterpret_cast<double const&>(l_786);
l_mut_34 = l_787;
}
const bool l_788 = l_mut_49 == l_mut_34;
if (l_788) {
const double l_789 = l_377 * l_387;
const double l_790 = l_387 + l_789;
const double l_791 = l_mut_216 * double(1.4551915228366852e-11);
const double l_792 = l_790 + l_791;
const double l_793 = l_mut_25 - l_mut_216;
const double l_794 = l_mut_25 + l_mut_216;
const double l_795 = double(l_mut_22);
const uint32 l_796 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_797 = l_796 + uint32(1);
l_mut_434 = l_797;
const uint32 l_798 = l_796 & uint32(2147483647);
const bool l_799 = l_798 == uint32(0);
if (l_799) {
l_mut_434 = uint32(1);
} else {
const uint32 l_800 = l_796 & uint32(2147483648);
const bool l_801 = l_800 != uint32(0);
if (l_801) {
const uint32 l_802 = l_796 - uint32(1);
l_mut_434 = l_802;
}
}
const float l_803 = reinterpret_cast<float const&>(l_mut_434);
const double l_804 = double(l_803);
const float l_805 = -l_mut_22;
const uint32 l_806 = reinterpret_cast<uint32 const&>(l_805);
const uint32 l_807 = l_806 + uint32(1);
l_mut_434 = l_807;
const uint32 l_808 = l_806 & uint32(2147483647);
const bool l_809 = l_808 == uint32(0);
if (l_809) {
l_mut_434 = uint32(1);
} else {
const uint32 l_810 = l_806 & uint32(2147483648);
const bool l_811 = l_810 != uint32(0);
if (l_811) {
const uint32 l_812 = l_806 - uint32(1);
l_mut_434 = l_812;
}
}
const float l_813 = reinterpret_cast<float const&>(l_mut_434);
const float l_814 = -l_813;
const double l_815 = double(l_814);
const double l_816 = l_793 + l_792;
const bool l_817 = l_816 <= l_795;
l_mut_464 = l_817;
const double l_818 = l_793 - l_792;
const bool l_819 = l_818 > l_795;
l_mut_461 = l_819;
const double l_820 = l_794 - l_792;
const bool l_821 = l_820 >= l_795;
l_mut_458 = l_821;
const double l_822 = l_794 + l_792;
const bool l_823 = l_822 < l_795;
l_mut_455 = l_823;
if (l_375) {
const double l_824 = l_793 + l_792;
const bool l_825 = l_824 < l_804;
l_mut_464 = l_825;
const double l_826 = l_793 - l_792;
const bool l_827 = l_826 >= l_804;
l_mut_461 = l_827;
const double l_828 = l_794 - l_792;
const bool l_829 = l_828 > l_815;
l_mut_458 = l_829;
const double l_830 = l_794 + l_792;
const bool l_831 = l_830 <= l_815;
l_mut_455 = l_831;
}
l_mut_434 = uint32(2);
const bool l_832 = l_mut_461 || l_mut_455;
if (l_832) {
l_mut_434 = uint32(1);
} else {
const bool l_833 = l_mut_464 && l_mut_458;
if (l_833) {
l_mut_434 = uint32(0);
}
}
l_mut_389 = l_mut_434;
}
} else {
const bool l_834 = l_371 == uint32(8);
if (l_834) {
const bool l_835 = l_384 >= double(0.5);
const bool l_836 = l_384 <= double(2.0);
const bool l_837 = l_835 && l_836;
if (l_837) {
const double l_838 = l_377 * double(1.4551915228366852e-11);
const double l_839 = l_387 + l_838;
const double l_840 = l_mut_25 - l_377;
const double l_841 = l_mut_25 + l_377;
const double l_842 = double(l_mut_22);
const uint32 l_843 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_844 = l_843 + uint32(1);
l_mut_434 = l_844;
const uint32 l_845 = l_843 & uint32(2147483647);
const bool l_846 = l_845 == uint32(0);
if (l_846) {
l_mut_434 = uint32(1);
} else {
const uint32 l_847 = l_843 & uint32(2147483648);
const bool l_848 = l_847 != uint32(0);
if (l_848) {
const uint32 l_849 = l_843 - uint32(1);
l_mut_434 = l_849;
}
}
const float l_850 = reinterpret_cast<float const&>(l_mut_434);
const double l_851 = double(l_850);
const float l_852 = -l_mut_22;
const uint32 l_853 = reinterpret_cast<uint32 const&>(l_852);
const uint32 l_854 = l_853 + uint32(1);
l_mut_434 = l_854;
const uint32 l_855 = l_853 & uint32(2147483647);
const bool l_856 = l_855 == uint32(0);
if (l_856) {
l_mut_434 = uint32(1);
} else {
const uint32 l_857 = l_853 & uint32(2147483648);
const bool l_858 = l_857 != uint32(0);
if (l_858) {
const uint32 l_859 = l_853 - uint32(1);
l_mut_434 = l_859;
}
}
const float l_860 = reinterpret_cast<float const&>(l_mut_434);
const float l_861 = -l_860;
const double l_862 = double(l_861);
const double l_863 = l_840 + l_839;
const bool l_864 = l_863 <= l_842;
l_mut_464 = l_864;
const double l_865 = l_840 - l_839;
const bool l_866 = l_865 > l_842;
l_mut_461 = l_866;
const double l_867 = l_841 - l_839;
const bool l_868 = l_867 >= l_842;
l_mut_458 = l_868;
const double l_869 = l_841 + l_839;
const bool l_870 = l_869 < l_842;
l_mut_455 = l_870;
if (l_375) {
const double l_871 = l_840 + l_839;
const bool l_872 = l_871 < l_851;
l_mut_464 = l_872;
const double l_873 = l_840 - l_839;
const bool l_874 = l_873 >= l_851;
l_mut_461 = l_874;
const double l_875 = l_841 - l_839;
const bool l_876 = l_875 > l_862;
l_mut_458 = l_876;
const double l_877 = l_841 + l_839;
const bool l_878 = l_877 <= l_862;
l_mut_455 = l_878;
}
l_mut_434 = uint32(2);
const bool l_879 = l_mut_461 || l_mut_455;
if (l_879) {
l_mut_434 = uint32(1);
} else {
const bool l_880 = l_mut_464 && l_mut_458;
if (l_880) {
l_mut_434 = uint32(0);
}
}
l_mut_389 = l_mut_434;
} else {
const double l_881 = abs(l_mut_25);
l_mut_216 = double(1.401298464324817e-45);
const bool l_882 = l_881 >= double(1.1754943508222875e-38);
const bool l_883 = l_881 <= double(1.7976931348623157e308);
const bool l_884 = l_882 && l_883;
if (l_884) {
const uint64 l_885 = reinterpret_cast<uint64 const&>(l_881);
const uint64 l_886 = l_885 >> uint64(52);
const uint64 l_887 = l_886 - uint64(23);
const uint64 l_888 = l_887 << uint64(52);
const double l_889 = reinterpret_cast<double const&>(l_888);
l_mut_216 = l_889;
}
const double l_890 = l_380 * l_mut_216;
l_mut_434 = uint32(2);
const double l_891 = l_mut_25 - l_387;
const double l_892 = abs(l_891);
l_mut_216 = double(1.401298464324817e-45);
const bool l_893 = l_892 >= double(1.1754943508222875e-38);
const bool l_894 = l_892 <= double(1.7976931348623157e308);
const bool l_895 = l_893 && l_894;
if (l_895) {
const uint64 l_896 = reinterpret_cast<uint64 const&>(l_892);
const uint64 l_897 = l_896 >> uint64(52);
const uint64 l_898 = l_897 - uint64(23);
const uint64 l_899 = l_898 << uint64(52);
const double l_900 = reinterpret_cast<double const&>(l_899);
l_mut_216 = l_900;
}
const double l_901 = l_mut_25 + l_387;
const double l_902 = abs(l_901);
l_mut_49 = double(1.401298464324817e-45);
const bool l_903 = l_902 >= double(1.1754943508222875e-38);
const bool l_904 = l_902 <= double(1.7976931348623157e308);
const bool l_905 = l_903 && l_904;
if (l_905) {
const uint64 l_906 = reinterpret_cast<uint64 const&>(l_902);
const uint64 l_907 = l_906 >> uint64(52);
const uint64 l_908 = l_907 - uint64(23);
const uint64 l_909 = l_908 << uint64(52);
const double l_910 = reinterpret_cast<double const&>(l_909);
l_mut_49 = l_910;
}
const bool l_911 = l_mut_216 == l_mut_49;
if (l_911) {
const double l_912 = l_890 * double(1.4551915228366852e-11);
const double l_913 = l_387 + l_912;
const double l_914 = l_mut_25 - l_890;
const double l_915 = l_mut_25 + l_890;
const double l_916 = double(l_mut_22);
const uint32 l_917 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_918 = l_917 + uint32(1);
l_mut_405 = l_918;
const uint32 l_919 = l_917 & uint32(2147483647);
const bool l_920 = l_919 == uint32(0);
if (l_920) {
l_mut_405 = uint32(1);
} else {
const uint32 l_921 = l_917 & uint32(2147483648);
const bool l_922 = l_921 != uint32(0);
if (l_922) {
const uint32 l_923 = l_917 - uint32(1);
l_mut_405 = l_923;
}
}
const float l_924 = reinterpret_cast<float const&>(l_mut_405);
const double l_925 = double(l_924);
const float l_926 = -l_mut_22;
const uint32 l_927 = reinterpret_cast<uint32 const&>(l_926);
const uint32 l_928 = l_927 + uint32(1);
l_mut_405 = l_928;
const uint32 l_929 = l_927 & uint32(2147483647);
const bool l_930 = l_929 == uint32(0);
if (l_930) {
l_mut_405 = uint32(1);
} else {
const uint32 l_931 = l_927 & uint32(2147483648);
const bool l_932 = l_931 != uint32(0);
if (l_932) {
const uint32 l_933 = l_927 - uint32(1);
l_mut_405 = l_933;
}
}
const float l_934 = reinterpret_cast<float const&>(l_mut_405);
const float l_935 = -l_934;
const double l_936 = double(l_935);
const double l_937 = l_914 + l_913;
const bool l_938 = l_937 <= l_916;
l_mut_464 = l_938;
const double l_939 = l_914 - l_913;
const bool l_940 = l_939 > l_916;
l_mut_461 = l_940;
const double l_941 = l_915 - l_913;
const bool l_942 = l_941 >= l_916;
l_mut_458 = l_942;
const double l_943 = l_915 + l_913;
const bool l_944 = l_943 < l_916;
l_mut_455 = l_944;
if (l_375) {
const double l_945 = l_914 + l_913;
const bool l_946 = l_945 < l_925;
l_mut_464 = l_946;
const double l_947 = l_914 - l_913;
const bool l_948 = l_947 >= l_925;
l_mut_461 = l_948;
const double l_949 = l_915 - l_913;
const bool l_950 = l_949 > l_936;
l_mut_458 = l_950;
const double l_951 = l_915 + l_913;
const bool l_952 = l_951 <= l_936;
l_mut_455 = l_952;
}
l_mut_405 = uint32(2);
const bool l_953 = l_mut_461 || l_mut_455;
if (l_953) {
l_mut_405 = uint32(1);
} else {
const bool l_954 = l_mut_464 && l_mut_458;
if (l_954) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
l_mut_389 = l_mut_434;
}
} else {
const bool l_955 = l_371 == uint32(11);
const bool l_956 = l_371 == uint32(12);
const bool l_957 = l_955 || l_956;
if (l_957) {
l_mut_389 = uint32(0);
}
const bool l_958 = l_385 <= l_383;
const bool l_959 = l_371 == uint32(11);
const bool l_960 = l_958 && l_959;
if (l_960) {
l_arr_961[uint32(0)] = uint32(1);
const float l_962 = float(l_384);
const double l_963 = double(l_962);
const double l_964 = abs(l_963);
l_mut_216 = l_964;
l_mut_434 = uint32(0);
const bool l_965 = l_964 >= double(0.785);
if (l_965) {
const double l_966 = l_964 * double(0.6366197723675814);
const double l_967 = l_966 + double(0.5);
const double l_968 = floor(l_967);
const double l_969 = l_968 * double(1.570796325802803);
const double l_970 = l_964 - l_969;
const double l_971 = l_968 * double(9.920935796805404e-10);
const double l_972 = l_970 - l_971;
l_mut_216 = l_972;
const uint32 l_973 = uint32(l_968);
l_mut_434 = l_973;
}
const bool l_974 = l_962 < float(0.0);
const double l_975 = l_mut_216 * l_mut_216;
const double l_976 = l_975 * double(1.9572941063391263e-20);
const double l_977 = double(8.22063524662433e-18) - l_976;
l_mut_49 = l_977;
const double l_978 = l_mut_49 * l_975;
const double l_979 = l_978 - double(2.8114572543455206e-15);
l_mut_49 = l_979;
const double l_980 = l_mut_49 * l_975;
const double l_981 = l_980 + double(7.647163731819816e-13);
l_mut_49 = l_981;
const double l_982 = l_mut_49 * l_975;
const double l_983 = l_982 - double(1.6059043836821613e-10);
l_mut_49 = l_983;
const double l_984 = l_mut_49 * l_975;
const double l_985 = l_984 + double(2.505210838544172e-8);
l_mut_49 = l_985;
const double l_986 = l_mut_49 * l_975;
const double l_987 = l_986 - double(2.7557319223985893e-6);
l_mut_49 = l_987;
const double l_988 = l_mut_49 * l_975;
const double l_989 = l_988 + double(0.0001984126984126984);
l_mut_49 = l_989;
const double l_990 = l_mut_49 * l_975;
const double l_991 = l_990 - double(0.008333333333333333);
l_mut_49 = l_991;
const double l_992 = l_mut_49 * l_975;
const double l_993 = l_992 + double(0.16666666666666666);
l_mut_49 = l_993;
const double l_994 = double(0.5) * l_975;
const double l_995 = double(1.0) - l_994;
const double l_996 = double(0.0) * l_995;
const double l_997 = l_mut_216 * l_975;
const double l_998 = l_997 * l_mut_49;
const double l_999 = l_996 - l_998;
const double l_1000 = l_mut_216 + l_999;
const double l_1001 = l_mut_216 * l_mut_216;
const double l_1002 = l_1001 * double(4.110317623312165e-19);
const double l_1003 = l_1002 - double(1.5619206968586225e-16);
l_mut_49 = l_1003;
const double l_1004 = l_mut_49 * l_1001;
const double l_1005 = l_1004 + double(4.779477332387385e-14);
l_mut_49 = l_1005;
const double l_1006 = l_mut_49 * l_1001;
const double l_1007 = l_1006 - double(1.1470745597729725e-11);
l_mut_49 = l_1007;
const double l_1008 = l_mut_49 * l_1001;
const double l_1009 = l_1008 + double(2.08767569878681e-9);
l_mut_49 = l_1009;
const double l_1010 = l_mut_49 * l_1001;
const double l_1011 = l_1010 - double(2.755731922398589e-7);
l_mut_49 = l_1011;
const double l_1012 = l_mut_49 * l_1001;
const double l_1013 = l_1012 + double(2.48015873015873e-5);
l_mut_49 = l_1013;
const double l_1014 = l_mut_49 * l_1001;
const double l_1015 = l_1014 - double(0.001388888888888889);
l_mut_49 = l_1015;
const double l_1016 = l_mut_49 * l_1001;
const double l_1017 = l_1016 + double(0.041666666666666664);
l_mut_49 = l_1017;
const double l_1018 = double(0.5) * l_1001;
const double l_1019 = double(1.0) - l_1018;
const double l_1020 = l_1001 * l_1001;
const double l_1021 = l_1020 * l_mut_49;
const double l_1022 = double(0.0) * l_mut_216;
const double l_1023 = l_1021 - l_1022;
const double l_1024 = l_1019 + l_1023;
const uint32 l_1025 = l_mut_434 & uint32(1);
const bool l_1026 = l_1025 == uint32(1);
l_mut_216 = l_1000;
const uint32 l_1027 = l_mut_434 & uint32(2);
const bool l_1028 = l_1027 != uint32(0);
l_mut_464 = l_1028;
if (l_1026) {
l_mut_216 = l_1024;
}
const bool l_1029 = bool(true) && l_974;
if (l_1029) {
const bool l_1030 = !l_mut_464;
l_mut_464 = l_1030;
}
if (l_mut_464) {
const double l_1031 = -l_mut_216;
l_mut_216 = l_1031;
}
const float l_1032 = float(l_384);
const double l_1033 = double(l_1032);
const double l_1034 = abs(l_1033);
l_mut_49 = l_1034;
l_mut_434 = uint32(0);
const bool l_1035 = l_1034 >= double(0.785);
if (l_1035) {
const double l_1036 = l_1034 * double(0.6366197723675814);
const double l_1037 = l_1036 + double(0.5);
const double l_1038 = floor(l_1037);
const double l_1039 = l_1038 * double(1.570796325802803);
const double l_1040 = l_1034 - l_1039;
const double l_1041 = l_1038 * double(9.920935796805404e-10);
const double l_1042 = l_1040 - l_1041;
l_mut_49 = l_1042;
const uint32 l_1043 = uint32(l_1038);
l_mut_434 = l_1043;
}
const bool l_1044 = l_1032 < float(0.0);
const double l_1045 = l_mut_49 * l_mut_49;
const double l_1046 = l_1045 * double(1.9572941063391263e-20);
const double l_1047 = double(8.22063524662433e-18) - l_1046;
l_mut_34 = l_1047;
const double l_1048 = l_mut_34 * l_1045;
const double l_1049 = l_1048 - double(2.8114572543455206e-15);
l_mut_34 = l_1049;
const double l_1050 = l_mut_34 * l_1045;
const double l_1051 = l_1050 + double(7.647163731819816e-13);
l_mut_34 = l_1051;
const double l_1052 = l_mut_34 * l_1045;
const double l_1053 = l_1052 - double(1.6059043836821613e-10);
l_mut_34 = l_1053;
const double l_1054 = l_mut_34 * l_1045;
const double l_1055 = l_1054 + double(2.505210838544172e-8);
l_mut_34 = l_1055;
const double l_1056 = l_mut_34 * l_1045;
const double l_1057 = l_1056 - double(2.7557319223985893e-6);
l_mut_34 = l_1057;
const double l_1058 = l_mut_34 * l_1045;
const double l_1059 = l_1058 + double(0.0001984126984126984);
l_mut_34 = l_1059;
const double l_1060 = l_mut_34 * l_1045;
const double l_1061 = l_1060 - double(0.008333333333333333);
l_mut_34 = l_1061;
const double l_1062 = l_mut_34 * l_1045;
const double l_1063 = l_1062 + double(0.16666666666666666);
l_mut_34 = l_1063;
const double l_1064 = double(0.5) * l_1045;
const double l_1065 = double(1.0) - l_1064;
const double l_1066 = double(0.0) * l_1065;
const double l_1067 = l_mut_49 * l_1045;
const double l_1068 = l_1067 * l_mut_34;
const double l_1069 = l_1066 - l_1068;
const double l_1070 = l_mut_49 + l_1069;
const double l_1071 = l_mut_49 * l_mut_49;
const double l_1072 = l_1071 * double(4.110317623312165e-19);
const double l_1073 = l_1072 - double(1.5619206968586225e-16);
l_mut_34 = l_1073;
const double l_1074 = l_mut_34 * l_1071;
const double l_1075 = l_1074 + double(4.779477332387385e-14);
l_mut_34 = l_1075;
const double l_1076 = l_mut_34 * l_1071;
const double l_1077 = l_1076 - double(1.1470745597729725e-11);
l_mut_34 = l_1077;
const double l_1078 = l_mut_34 * l_1071;
const double l_1079 = l_1078 + double(2.08767569878681e-9);
l_mut_34 = l_1079;
const double l_1080 = l_mut_34 * l_1071;
const double l_1081 = l_1080 - double(2.755731922398589e-7);
l_mut_34 = l_1081;
const double l_1082 = l_mut_34 * l_1071;
const double l_1083 = l_1082 + double(2.48015873015873e-5);
l_mut_34 = l_1083;
const double l_1084 = l_mut_34 * l_1071;
const double l_1085 = l_1084 - double(0.001388888888888889);
l_mut_34 = l_1085;
const double l_1086 = l_mut_34 * l_1071;
const double l_1087 = l_1086 + double(0.041666666666666664);
l_mut_34 = l_1087;
const double l_1088 = double(0.5) * l_1071;
const double l_1089 = double(1.0) - l_1088;
const double l_1090 = l_1071 * l_1071;
const double l_1091 = l_1090 * l_mut_34;
const double l_1092 = double(0.0) * l_mut_49;
const double l_1093 = l_1091 - l_1092;
const double l_1094 = l_1089 + l_1093;
const uint32 l_1095 = l_mut_434 & uint32(1);
const bool l_1096 = l_1095 == uint32(1);
l_mut_49 = l_1070;
const uint32 l_1097 = l_mut_434 & uint32(2);
const bool l_1098 = l_1097 != uint32(0);
l_mut_464 = l_1098;
l_mut_49 = l_1094;
if (l_1096) {
l_mut_49 = l_1070;
}
const uint32 l_1099 = l_mut_434 + uint32(1);
const uint32 l_1100 = l_1099 & uint32(2);
const bool l_1101 = l_1100 != uint32(0);
l_mut_464 = l_1101;
const bool l_1102 = bool(false) && l_1044;
if (l_1102) {
const bool l_1103 = !l_mut_464;
l_mut_464 = l_1103;
}
if (l_mut_464) {
const double l_1104 = -l_mut_49;
l_mut_49 = l_1104;
}
const double l_1105 = abs(l_mut_216);
const double l_1106 = l_1105 * double(1.4551915228366852e-11);
const double l_1107 = abs(l_mut_49);
const double l_1108 = l_1107 * double(1.4551915228366852e-11);
const double l_1109 = l_mut_216 - l_377;
l_mut_34 = l_1109;
if (l_375) {
const double l_1110 = l_1109 - l_1106;
const double l_1111 = l_1110 * double(7.1362384635298e44);
const double l_1112 = floor(l_1111);
const double l_1113 = l_1112 * double(1.401298464324817e-45);
l_mut_29 = l_1113;
const double l_1114 = abs(l_1110);
const bool l_1115 = l_1114 >= double(1.1754943508222875e-38);
if (l_1115) {
const float l_1116 = float(l_1110);
const double l_1117 = double(l_1116);
l_mut_29 = l_1117;
const bool l_1118 = l_mut_29 > l_1110;
if (l_1118) {
const float l_1119 = -l_1116;
const uint32 l_1120 = reinterpret_cast<uint32 const&>(l_1119);
const uint32 l_1121 = l_1120 + uint32(1);
l_mut_434 = l_1121;
const uint32 l_1122 = l_1120 & uint32(2147483647);
const bool l_1123 = l_1122 == uint32(0);
if (l_1123) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1124 = l_1120 & uint32(2147483648);
const bool l_1125 = l_1124 != uint32(0);
if (l_1125) {
const uint32 l_1126 = l_1120 - uint32(1);
l_mut_434 = l_1126;
}
}
const float l_1127 = reinterpret_cast<float const&>(l_mut_434);
const float l_1128 = -l_1127;
const double l_1129 = double(l_1128);
l_mut_29 = l_1129;
} else {
const uint32 l_1130 = reinterpret_cast<uint32 const&>(l_1116);
const uint32 l_1131 = l_1130 + uint32(1);
l_mut_434 = l_1131;
const uint32 l_1132 = l_1130 & uint32(2147483647);
const bool l_1133 = l_1132 == uint32(0);
if (l_1133) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1134 = l_1130 & uint32(2147483648);
const bool l_1135 = l_1134 != uint32(0);
if (l_1135) {
const uint32 l_1136 = l_1130 - uint32(1);
l_mut_434 = l_1136;
}
}
const float l_1137 = reinterpret_cast<float const&>(l_mut_434);
const double l_1138 = double(l_1137);
const bool l_1139 = l_1138 <= l_1110;
if (l_1139) {
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_1116);
const uint32 l_1141 = l_1140 + uint32(1);
l_mut_434 = l_1141;
const uint32 l_1142 = l_1140 & uint32(2147483647);
const bool l_1143 = l_1142 == uint32(0);
if (l_1143) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1144 = l_1140 & uint32(2147483648);
const bool l_1145 = l_1144 != uint32(0);
if (l_1145) {
const uint32 l_1146 = l_1140 - uint32(1);
l_mut_434 = l_1146;
}
}
const float l_1147 = reinterpret_cast<float const&>(l_mut_434);
const double l_1148 = double(l_1147);
l_mut_29 = l_1148;
}
}
}
const double l_1149 = l_1109 + l_1106;
const double l_1150 = l_1149 * double(7.1362384635298e44);
const double l_1151 = floor(l_1150);
const double l_1152 = l_1151 * double(1.401298464324817e-45);
l_mut_1153 = l_1152;
const double l_1154 = abs(l_1149);
const bool l_1155 = l_1154 >= double(1.1754943508222875e-38);
if (l_1155) {
const float l_1156 = float(l_1149);
const double l_1157 = double(l_1156);
l_mut_1153 = l_1157;
const bool l_1158 = l_mut_1153 > l_1149;
if (l_1158) {
const float l_1159 = -l_1156;
const uint32 l_1160 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1161 = l_1160 + uint32(1);
l_mut_434 = l_1161;
const uint32 l_1162 = l_1160 & uint32(2147483647);
const bool l_1163 = l_1162 == uint32(0);
if (l_1163) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1164 = l_1160 & uint32(2147483648);
const bool l_1165 = l_1164 != uint32(0);
if (l_1165) {
const uint32 l_1166 = l_1160 - uint32(1);
l_mut_434 = l_1166;
}
}
const float l_1167 = reinterpret_cast<float const&>(l_mut_434);
const float l_1168 = -l_1167;
const double l_1169 = double(l_1168);
l_mut_1153 = l_1169;
} else {
const uint32 l_1170 = reinterpret_cast<uint32 const&>(l_1156);
const uint32 l_1171 = l_1170 + uint32(1);
l_mut_434 = l_1171;
const uint32 l_1172 = l_1170 & uint32(2147483647);
const bool l_1173 = l_1172 == uint32(0);
if (l_1173) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1174 = l_1170 & uint32(2147483648);
const bool l_1175 = l_1174 != uint32(0);
if (l_1175) {
const uint32 l_1176 = l_1170 - uint32(1);
l_mut_434 = l_1176;
}
}
const float l_1177 = reinterpret_cast<float const&>(l_mut_434);
const double l_1178 = double(l_1177);
const bool l_1179 = l_1178 <= l_1149;
if (l_1179) {
const uint32 l_1180 = reinterpret_cast<uint32 const&>(l_1156);
const uint32 l_1181 = l_1180 + uint32(1);
l_mut_434 = l_1181;
const uint32 l_1182 = l_1180 & uint32(2147483647);
const bool l_1183 = l_1182 == uint32(0);
if (l_1183) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1184 = l_1180 & uint32(2147483648);
const bool l_1185 = l_1184 != uint32(0);
if (l_1185) {
const uint32 l_1186 = l_1180 - uint32(1);
l_mut_434 = l_1186;
}
}
const float l_1187 = reinterpret_cast<float const&>(l_mut_434);
const double l_1188 = double(l_1187);
l_mut_1153 = l_1188;
}
}
}
const bool l_1189 = l_mut_29 == l_mut_1153;
const bool l_1190 = !l_1189;
if (l_1190) {
l_arr_961[uint32(0)] = uint32(0);
}
const double l_1191 = l_1109 * double(7.1362384635298e44);
const double l_1192 = floor(l_1191);
const double l_1193 = l_1192 * double(1.401298464324817e-45);
l_mut_1153 = l_1193;
const double l_1194 = abs(l_1109);
const bool l_1195 = l_1194 >= double(1.1754943508222875e-38);
if (l_1195) {
const float l_1196 = float(l_1109);
const double l_1197 = double(l_1196);
l_mut_1153 = l_1197;
const bool l_1198 = l_mut_1153 > l_1109;
if (l_1198) {
const float l_1199 = -l_1196;
const uint32 l_1200 = reinterpret_cast<uint32 const&>(l_1199);
const uint32 l_1201 = l_1200 + uint32(1);
l_mut_434 = l_1201;
const uint32 l_1202 = l_1200 & uint32(2147483647);
const bool l_1203 = l_1202 == uint32(0);
if (l_1203) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1204 = l_1200 & uint32(2147483648);
const bool l_1205 = l_1204 != uint32(0);
if (l_1205) {
const uint32 l_1206 = l_1200 - uint32(1);
l_mut_434 = l_1206;
}
}
const float l_1207 = reinterpret_cast<float const&>(l_mut_434);
const float l_1208 = -l_1207;
const double l_1209 = double(l_1208);
l_mut_1153 = l_1209;
} else {
const uint32 l_1210 = reinterpret_cast<uint32 const&>(l_1196);
const uint32 l_1211 = l_1210 + uint32(1);
l_mut_434 = l_1211;
const uint32 l_1212 = l_1210 & uint32(2147483647);
const bool l_1213 = l_1212 == uint32(0);
if (l_1213) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1214 = l_1210 & uint32(2147483648);
const bool l_1215 = l_1214 != uint32(0);
if (l_1215) {
const uint32 l_1216 = l_1210 - uint32(1);
l_mut_434 = l_1216;
}
}
const float l_1217 = reinterpret_cast<float const&>(l_mut_434);
const double l_1218 = double(l_1217);
const bool l_1219 = l_1218 <= l_1109;
if (l_1219) {
const uint32 l_1220 = reinterpret_cast<uint32 const&>(l_1196);
const uint32 l_1221 = l_1220 + uint32(1);
l_mut_434 = l_1221;
const uint32 l_1222 = l_1220 & uint32(2147483647);
const bool l_1223 = l_1222 == uint32(0);
if (l_1223) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1224 = l_1220 & uint32(2147483648);
const bool l_1225 = l_1224 != uint32(0);
if (l_1225) {
const uint32 l_1226 = l_1220 - uint32(1);
l_mut_434 = l_1226;
}
}
const float l_1227 = reinterpret_cast<float const&>(l_mut_434);
const double l_1228 = double(l_1227);
l_mut_1153 = l_1228;
}
}
}
l_mut_34 = l_mut_1153;
}
const double l_1229 = l_mut_216 + l_377;
l_mut_1153 = l_1229;
if (l_375) {
const double l_1230 = l_1229 - l_1106;
const double l_1231 = l_1230 * double(7.1362384635298e44);
const double l_1232 = floor(l_1231);
const double l_1233 = l_1232 * double(1.401298464324817e-45);
l_mut_216 = l_1233;
const double l_1234 = abs(l_1230);
const bool l_1235 = l_1234 >= double(1.1754943508222875e-38);
if (l_1235) {
const float l_1236 = float(l_1230);
const double l_1237 = double(l_1236);
l_mut_216 = l_1237;
const bool l_1238 = l_mut_216 > l_1230;
if (l_1238) {
const float l_1239 = -l_1236;
const uint32 l_1240 = reinterpret_cast<uint32 const&>(l_1239);
const uint32 l_1241 = l_1240 + uint32(1);
l_mut_434 = l_1241;
const uint32 l_1242 = l_1240 & uint32(2147483647);
const bool l_1243 = l_1242 == uint32(0);
if (l_1243) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1244 = l_1240 & uint32(2147483648);
const bool l_1245 = l_1244 != uint32(0);
if (l_1245) {
const uint32 l_1246 = l_1240 - uint32(1);
l_mut_434 = l_1246;
}
}
const float l_1247 = reinterpret_cast<float const&>(l_mut_434);
const float l_1248 = -l_1247;
const double l_1249 = double(l_1248);
l_mut_216 = l_1249;
} else {
const uint32 l_1250 = reinterpret_cast<uint32 const&>(l_1236);
const uint32 l_1251 = l_1250 + uint32(1);
l_mut_434 = l_1251;
const uint32 l_1252 = l_1250 & uint32(2147483647);
const bool l_1253 = l_1252 == uint32(0);
if (l_1253) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1254 = l_1250 & uint32(2147483648);
const bool l_1255 = l_1254 != uint32(0);
if (l_1255) {
const uint32 l_1256 = l_1250 - uint32(1);
l_mut_434 = l_1256;
}
}
const float l_1257 = reinterpret_cast<float const&>(l_mut_434);
const double l_1258 = double(l_1257);
const bool l_1259 = l_1258 <= l_1230;
if (l_1259) {
const uint32 l_1260 = reinterpret_cast<uint32 const&>(l_1236);
const uint32 l_1261 = l_1260 + uint32(1);
l_mut_434 = l_1261;
const uint32 l_1262 = l_1260 & uint32(2147483647);
const bool l_1263 = l_1262 == uint32(0);
if (l_1263) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1264 = l_1260 & uint32(2147483648);
const bool l_1265 = l_1264 != uint32(0);
if (l_1265) {
const uint32 l_1266 = l_1260 - uint32(1);
l_mut_434 = l_1266;
}
}
const float l_1267 = reinterpret_cast<float const&>(l_mut_434);
const double l_1268 = double(l_1267);
l_mut_216 = l_1268;
}
}
}
const double l_1269 = l_1229 + l_1106;
const double l_1270 = l_1269 * double(7.1362384635298e44);
const double l_1271 = floor(l_1270);
const double l_1272 = l_1271 * double(1.401298464324817e-45);
l_mut_29 = l_1272;
const double l_1273 = abs(l_1269);
const bool l_1274 = l_1273 >= double(1.1754943508222875e-38);
if (l_1274) {
const float l_1275 = float(l_1269);
const double l_1276 = double(l_1275);
l_mut_29 = l_1276;
const bool l_1277 = l_mut_29 > l_1269;
if (l_1277) {
const float l_1278 = -l_1275;
const uint32 l_1279 = reinterpret_cast<uint32 const&>(l_1278);
const uint32 l_1280 = l_1279 + uint32(1);
l_mut_434 = l_1280;
const uint32 l_1281 = l_1279 & uint32(2147483647);
const bool l_1282 = l_1281 == uint32(0);
if (l_1282) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1283 = l_1279 & uint32(2147483648);
const bool l_1284 = l_1283 != uint32(0);
if (l_1284) {
const uint32 l_1285 = l_1279 - uint32(1);
l_mut_434 = l_1285;
}
}
const float l_1286 = reinterpret_cast<float const&>(l_mut_434);
const float l_1287 = -l_1286;
const double l_1288 = double(l_1287);
l_mut_29 = l_1288;
} else {
const uint32 l_1289 = reinterpret_cast<uint32 const&>(l_1275);
const uint32 l_1290 = l_1289 + uint32(1);
l_mut_434 = l_1290;
const uint32 l_1291 = l_1289 & uint32(2147483647);
const bool l_1292 = l_1291 == uint32(0);
if (l_1292) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1293 = l_1289 & uint32(2147483648);
const bool l_1294 = l_1293 != uint32(0);
if (l_1294) {
const uint32 l_1295 = l_1289 - uint32(1);
l_mut_434 = l_1295;
}
}
const float l_1296 = reinterpret_cast<float const&>(l_mut_434);
const double l_1297 = double(l_1296);
const bool l_1298 = l_1297 <= l_1269;
if (l_1298) {
const uint32 l_1299 = reinterpret_cast<uint32 const&>(l_1275);
const uint32 l_1300 = l_1299 + uint32(1);
l_mut_434 = l_1300;
const uint32 l_1301 = l_1299 & uint32(2147483647);
const bool l_1302 = l_1301 == uint32(0);
if (l_1302) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1303 = l_1299 & uint32(2147483648);
const bool l_1304 = l_1303 != uint32(0);
if (l_1304) {
const uint32 l_1305 = l_1299 - uint32(1);
l_mut_434 = l_1305;
}
}
const float l_1306 = reinterpret_cast<float const&>(l_mut_434);
const double l_1307 = double(l_1306);
l_mut_29 = l_1307;
}
}
}
const bool l_1308 = l_mut_216 == l_mut_29;
const bool l_1309 = !l_1308;
if (l_1309) {
l_arr_961[uint32(0)] = uint32(0);
}
const double l_1310 = -l_1229;
const double l_1311 = l_1310 * double(7.1362384635298e44);
const double l_1312 = floor(l_1311);
const double l_1313 = l_1312 * double(1.401298464324817e-45);
l_mut_216 = l_1313;
const double l_1314 = abs(l_1310);
const bool l_1315 = l_1314 >= double(1.1754943508222875e-38);
if (l_1315) {
const float l_1316 = float(l_1310);
const double l_1317 = double(l_1316);
l_mut_216 = l_1317;
const bool l_1318 = l_mut_216 > l_1310;
if (l_1318) {
const float l_1319 = -l_1316;
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_1319);
const uint32 l_1321 = l_1320 + uint32(1);
l_mut_434 = l_1321;
const uint32 l_1322 = l_1320 & uint32(2147483647);
const bool l_1323 = l_1322 == uint32(0);
if (l_1323) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1324 = l_1320 & uint32(2147483648);
const bool l_1325 = l_1324 != uint32(0);
if (l_1325) {
const uint32 l_1326 = l_1320 - uint32(1);
l_mut_434 = l_1326;
}
}
const float l_1327 = reinterpret_cast<float const&>(l_mut_434);
const float l_1328 = -l_1327;
const double l_1329 = double(l_1328);
l_mut_216 = l_1329;
} else {
const uint32 l_1330 = reinterpret_cast<uint32 const&>(l_1316);
const uint32 l_1331 = l_1330 + uint32(1);
l_mut_434 = l_1331;
const uint32 l_1332 = l_1330 & uint32(2147483647);
const bool l_1333 = l_1332 == uint32(0);
if (l_1333) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1334 = l_1330 & uint32(2147483648);
const bool l_1335 = l_1334 != uint32(0);
if (l_1335) {
const uint32 l_1336 = l_1330 - uint32(1);
l_mut_434 = l_1336;
}
}
const float l_1337 = reinterpret_cast<float const&>(l_mut_434);
const double l_1338 = double(l_1337);
const bool l_1339 = l_1338 <= l_1310;
if (l_1339) {
const uint32 l_1340 = reinterpret_cast<uint32 const&>(l_1316);
const uint32 l_1341 = l_1340 + uint32(1);
l_mut_434 = l_1341;
const uint32 l_1342 = l_1340 & uint32(2147483647);
const bool l_1343 = l_1342 == uint32(0);
if (l_1343) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1344 = l_1340 & uint32(2147483648);
const bool l_1345 = l_1344 != uint32(0);
if (l_1345) {
const uint32 l_1346 = l_1340 - uint32(1);
l_mut_434 = l_1346;
}
}
const float l_1347 = reinterpret_cast<float const&>(l_mut_434);
const double l_1348 = double(l_1347);
l_mut_216 = l_1348;
}
}
}
const double l_1349 = -l_mut_216;
l_mut_1153 = l_1349;
}
const double l_1350 = l_mut_49 - l_377;
l_mut_216 = l_1350;
if (l_375) {
const double l_1351 = l_1350 - l_1108;
const double l_1352 = l_1351 * double(7.1362384635298e44);
const double l_1353 = floor(l_1352);
const double l_1354 = l_1353 * double(1.401298464324817e-45);
l_mut_29 = l_1354;
const double l_1355 = abs(l_1351);
const bool l_1356 = l_1355 >= double(1.1754943508222875e-38);
if (l_1356) {
const float l_1357 = float(l_1351);
const double l_1358 = double(l_1357);
l_mut_29 = l_1358;
const bool l_1359 = l_mut_29 > l_1351;
if (l_1359) {
const float l_1360 = -l_1357;
const uint32 l_1361 = reinterpret_cast<uint32 const&>(l_1360);
const uint32 l_1362 = l_1361 + uint32(1);
l_mut_434 = l_1362;
const uint32 l_1363 = l_1361 & uint32(2147483647);
const bool l_1364 = l_1363 == uint32(0);
if (l_1364) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1365 = l_1361 & uint32(2147483648);
const bool l_1366 = l_1365 != uint32(0);
if (l_1366) {
const uint32 l_1367 = l_1361 - uint32(1);
l_mut_434 = l_1367;
}
}
const float l_1368 = reinterpret_cast<float const&>(l_mut_434);
const float l_1369 = -l_1368;
const double l_1370 = double(l_1369);
l_mut_29 = l_1370;
} else {
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1357);
const uint32 l_1372 = l_1371 + uint32(1);
l_mut_434 = l_1372;
const uint32 l_1373 = l_1371 & uint32(2147483647);
const bool l_1374 = l_1373 == uint32(0);
if (l_1374) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1375 = l_1371 & uint32(2147483648);
const bool l_1376 = l_1375 != uint32(0);
if (l_1376) {
const uint32 l_1377 = l_1371 - uint32(1);
l_mut_434 = l_1377;
}
}
const float l_1378 = reinterpret_cast<float const&>(l_mut_434);
const double l_1379 = double(l_1378);
const bool l_1380 = l_1379 <= l_1351;
if (l_1380) {
const uint32 l_1381 = reinterpret_cast<uint32 const&>(l_1357);
const uint32 l_1382 = l_1381 + uint32(1);
l_mut_434 = l_1382;
const uint32 l_1383 = l_1381 & uint32(2147483647);
const bool l_1384 = l_1383 == uint32(0);
if (l_1384) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1385 = l_1381 & uint32(2147483648);
const bool l_1386 = l_1385 != uint32(0);
if (l_1386) {
const uint32 l_1387 = l_1381 - uint32(1);
l_mut_434 = l_1387;
}
}
const float l_1388 = reinterpret_cast<float const&>(l_mut_434);
const double l_1389 = double(l_1388);
l_mut_29 = l_1389;
}
}
}
const double l_1390 = l_1350 + l_1108;
const double l_1391 = l_1390 * double(7.1362384635298e44);
const double l_1392 = floor(l_1391);
const double l_1393 = l_1392 * double(1.401298464324817e-45);
l_mut_1394 = l_1393;
const double l_1395 = abs(l_1390);
const bool l_1396 = l_1395 >= double(1.1754943508222875e-38);
if (l_1396) {
const float l_1397 = float(l_1390);
const double l_1398 = double(l_1397);
l_mut_1394 = l_1398;
const bool l_1399 = l_mut_1394 > l_1390;
if (l_1399) {
const float l_1400 = -l_1397;
const uint32 l_1401 = reinterpret_cast<uint32 const&>(l_1400);
const uint32 l_1402 = l_1401 + uint32(1);
l_mut_434 = l_1402;
const uint32 l_1403 = l_1401 & uint32(2147483647);
const bool l_1404 = l_1403 == uint32(0);
if (l_1404) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1405 = l_1401 & uint32(2147483648);
const bool l_1406 = l_1405 != uint32(0);
if (l_1406) {
const uint32 l_1407 = l_1401 - uint32(1);
l_mut_434 = l_1407;
}
}
const float l_1408 = reinterpret_cast<float const&>(l_mut_434);
const float l_1409 = -l_1408;
const double l_1410 = double(l_1409);
l_mut_1394 = l_1410;
} else {
const uint32 l_1411 = reinterpret_cast<uint32 const&>(l_1397);
const uint32 l_1412 = l_1411 + uint32(1);
l_mut_434 = l_1412;
const uint32 l_1413 = l_1411 & uint32(2147483647);
const bool l_1414 = l_1413 == uint32(0);
if (l_1414) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1415 = l_1411 & uint32(2147483648);
const bool l_1416 = l_1415 != uint32(0);
if (l_1416) {
const uint32 l_1417 = l_1411 - uint32(1);
l_mut_434 = l_1417;
}
}
const float l_1418 = reinterpret_cast<float const&>(l_mut_434);
const double l_1419 = double(l_1418);
const bool l_1420 = l_1419 <= l_1390;
if (l_1420) {
const uint32 l_1421 = reinterpret_cast<uint32 const&>(l_1397);
const uint32 l_1422 = l_1421 + uint32(1);
l_mut_434 = l_1422;
const uint32 l_1423 = l_1421 & uint32(2147483647);
const bool l_1424 = l_1423 == uint32(0);
if (l_1424) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1425 = l_1421 & uint32(2147483648);
const bool l_1426 = l_1425 != uint32(0);
if (l_1426) {
const uint32 l_1427 = l_1421 - uint32(1);
l_mut_434 = l_1427;
}
}
const float l_1428 = reinterpret_cast<float const&>(l_mut_434);
const double l_1429 = double(l_1428);
l_mut_1394 = l_1429;
}
}
}
const bool l_1430 = l_mut_29 == l_mut_1394;
const bool l_1431 = !l_1430;
if (l_1431) {
l_arr_961[uint32(0)] = uint32(0);
}
const double l_1432 = l_1350 * double(7.1362384635298e44);
const double l_1433 = floor(l_1432);
const double l_1434 = l_1433 * double(1.401298464324817e-45);
l_mut_1394 = l_1434;
const double l_1435 = abs(l_1350);
const bool l_1436 = l_1435 >= double(1.1754943508222875e-38);
if (l_1436) {
const float l_1437 = float(l_1350);
const double l_1438 = double(l_1437);
l_mut_1394 = l_1438;
const bool l_1439 = l_mut_1394 > l_1350;
if (l_1439) {
const float l_1440 = -l_1437;
const uint32 l_1441 = reinterpret_cast<uint32 const&>(l_1440);
const uint32 l_1442 = l_1441 + uint32(1);
l_mut_434 = l_1442;
const uint32 l_1443 = l_1441 & uint32(2147483647);
const bool l_1444 = l_1443 == uint32(0);
if (l_1444) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1445 = l_1441 & uint32(2147483648);
const bool l_1446 = l_1445 != uint32(0);
if (l_1446) {
const uint32 l_1447 = l_1441 - uint32(1);
l_mut_434 = l_1447;
}
}
const float l_1448 = reinterpret_cast<float const&>(l_mut_434);
const float l_1449 = -l_1448;
const double l_1450 = double(l_1449);
l_mut_1394 = l_1450;
} else {
const uint32 l_1451 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1452 = l_1451 + uint32(1);
l_mut_434 = l_1452;
const uint32 l_1453 = l_1451 & uint32(2147483647);
const bool l_1454 = l_1453 == uint32(0);
if (l_1454) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1455 = l_1451 & uint32(2147483648);
const bool l_1456 = l_1455 != uint32(0);
if (l_1456) {
const uint32 l_1457 = l_1451 - uint32(1);
l_mut_434 = l_1457;
}
}
const float l_1458 = reinterpret_cast<float const&>(l_mut_434);
const double l_1459 = double(l_1458);
const bool l_1460 = l_1459 <= l_1350;
if (l_1460) {
const uint32 l_1461 = reinterpret_cast<uint32 const&>(l_1437);
const uint32 l_1462 = l_1461 + uint32(1);
l_mut_434 = l_1462;
const uint32 l_1463 = l_1461 & uint32(2147483647);
const bool l_1464 = l_1463 == uint32(0);
if (l_1464) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1465 = l_1461 & uint32(2147483648);
const bool l_1466 = l_1465 != uint32(0);
if (l_1466) {
const uint32 l_1467 = l_1461 - uint32(1);
l_mut_434 = l_1467;
}
}
const float l_1468 = reinterpret_cast<float const&>(l_mut_434);
const double l_1469 = double(l_1468);
l_mut_1394 = l_1469;
}
}
}
l_mut_216 = l_mut_1394;
}
const double l_1470 = l_mut_49 + l_377;
l_mut_1394 = l_1470;
if (l_375) {
const double l_1471 = l_1470 - l_1108;
const double l_1472 = l_1471 * double(7.1362384635298e44);
const double l_1473 = floor(l_1472);
const double l_1474 = l_1473 * double(1.401298464324817e-45);
l_mut_49 = l_1474;
const double l_1475 = abs(l_1471);
const bool l_1476 = l_1475 >= double(1.1754943508222875e-38);
if (l_1476) {
const float l_1477 = float(l_1471);
const double l_1478 = double(l_1477);
l_mut_49 = l_1478;
const bool l_1479 = l_mut_49 > l_1471;
if (l_1479) {
const float l_1480 = -l_1477;
const uint32 l_1481 = reinterpret_cast<uint32 const&>(l_1480);
const uint32 l_1482 = l_1481 + uint32(1);
l_mut_434 = l_1482;
const uint32 l_1483 = l_1481 & uint32(2147483647);
const bool l_1484 = l_1483 == uint32(0);
if (l_1484) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1485 = l_1481 & uint32(2147483648);
const bool l_1486 = l_1485 != uint32(0);
if (l_1486) {
const uint32 l_1487 = l_1481 - uint32(1);
l_mut_434 = l_1487;
}
}
const float l_1488 = reinterpret_cast<float const&>(l_mut_434);
const float l_1489 = -l_1488;
const double l_1490 = double(l_1489);
l_mut_49 = l_1490;
} else {
const uint32 l_1491 = reinterpret_cast<uint32 const&>(l_1477);
const uint32 l_1492 = l_1491 + uint32(1);
l_mut_434 = l_1492;
const uint32 l_1493 = l_1491 & uint32(2147483647);
const bool l_1494 = l_1493 == uint32(0);
if (l_1494) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1495 = l_1491 & uint32(2147483648);
const bool l_1496 = l_1495 != uint32(0);
if (l_1496) {
const uint32 l_1497 = l_1491 - uint32(1);
l_mut_434 = l_1497;
}
}
const float l_1498 = reinterpret_cast<float const&>(l_mut_434);
const double l_1499 = double(l_1498);
const bool l_1500 = l_1499 <= l_1471;
if (l_1500) {
const uint32 l_1501 = reinterpret_cast<uint32 const&>(l_1477);
const uint32 l_1502 = l_1501 + uint32(1);
l_mut_434 = l_1502;
const uint32 l_1503 = l_1501 & uint32(2147483647);
const bool l_1504 = l_1503 == uint32(0);
if (l_1504) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1505 = l_1501 & uint32(2147483648);
const bool l_1506 = l_1505 != uint32(0);
if (l_1506) {
const uint32 l_1507 = l_1501 - uint32(1);
l_mut_434 = l_1507;
}
}
const float l_1508 = reinterpret_cast<float const&>(l_mut_434);
const double l_1509 = double(l_1508);
l_mut_49 = l_1509;
}
}
}
const double l_1510 = l_1470 + l_1108;
const double l_1511 = l_1510 * double(7.1362384635298e44);
const double l_1512 = floor(l_1511);
const double l_1513 = l_1512 * double(1.401298464324817e-45);
l_mut_29 = l_1513;
const double l_1514 = abs(l_1510);
const bool l_1515 = l_1514 >= double(1.1754943508222875e-38);
if (l_1515) {
const float l_1516 = float(l_1510);
const double l_1517 = double(l_1516);
l_mut_29 = l_1517;
const bool l_1518 = l_mut_29 > l_1510;
if (l_1518) {
const float l_1519 = -l_1516;
const uint32 l_1520 = reinterpret_cast<uint32 const&>(l_1519);
const uint32 l_1521 = l_1520 + uint32(1);
l_mut_434 = l_1521;
const uint32 l_1522 = l_1520 & uint32(2147483647);
const bool l_1523 = l_1522 == uint32(0);
if (l_1523) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1524 = l_1520 & uint32(2147483648);
const bool l_1525 = l_1524 != uint32(0);
if (l_1525) {
const uint32 l_1526 = l_1520 - uint32(1);
l_mut_434 = l_1526;
}
}
const float l_1527 = reinterpret_cast<float const&>(l_mut_434);
const float l_1528 = -l_1527;
const double l_1529 = double(l_1528);
l_mut_29 = l_1529;
} else {
const uint32 l_1530 = reinterpret_cast<uint32 const&>(l_1516);
const uint32 l_1531 = l_1530 + uint32(1);
l_mut_434 = l_1531;
const uint32 l_1532 = l_1530 & uint32(2147483647);
const bool l_1533 = l_1532 == uint32(0);
if (l_1533) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1534 = l_1530 & uint32(2147483648);
const bool l_1535 = l_1534 != uint32(0);
if (l_1535) {
const uint32 l_1536 = l_1530 - uint32(1);
l_mut_434 = l_1536;
}
}
const float l_1537 = reinterpret_cast<float const&>(l_mut_434);
const double l_1538 = double(l_1537);
const bool l_1539 = l_1538 <= l_1510;
if (l_1539) {
const uint32 l_1540 = reinterpret_cast<uint32 const&>(l_1516);
const uint32 l_1541 = l_1540 + uint32(1);
l_mut_434 = l_1541;
const uint32 l_1542 = l_1540 & uint32(2147483647);
const bool l_1543 = l_1542 == uint32(0);
if (l_1543) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1544 = l_1540 & uint32(2147483648);
const bool l_1545 = l_1544 != uint32(0);
if (l_1545) {
const uint32 l_1546 = l_1540 - uint32(1);
l_mut_434 = l_1546;
}
}
const float l_1547 = reinterpret_cast<float const&>(l_mut_434);
const double l_1548 = double(l_1547);
l_mut_29 = l_1548;
}
}
}
const bool l_1549 = l_mut_49 == l_mut_29;
const bool l_1550 = !l_1549;
if (l_1550) {
l_arr_961[uint32(0)] = uint32(0);
}
const double l_1551 = -l_1470;
const double l_1552 = l_1551 * double(7.1362384635298e44);
const double l_1553 = floor(l_1552);
const double l_1554 = l_1553 * double(1.401298464324817e-45);
l_mut_49 = l_1554;
const double l_1555 = abs(l_1551);
const bool l_1556 = l_1555 >= double(1.1754943508222875e-38);
if (l_1556) {
const float l_1557 = float(l_1551);
const double l_1558 = double(l_1557);
l_mut_49 = l_1558;
const bool l_1559 = l_mut_49 > l_1551;
if (l_1559) {
const float l_1560 = -l_1557;
const uint32 l_1561 = reinterpret_cast<uint32 const&>(l_1560);
const uint32 l_1562 = l_1561 + uint32(1);
l_mut_434 = l_1562;
const uint32 l_1563 = l_1561 & uint32(2147483647);
const bool l_1564 = l_1563 == uint32(0);
if (l_1564) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1565 = l_1561 & uint32(2147483648);
const bool l_1566 = l_1565 != uint32(0);
if (l_1566) {
const uint32 l_1567 = l_1561 - uint32(1);
l_mut_434 = l_1567;
}
}
const float l_1568 = reinterpret_cast<float const&>(l_mut_434);
const float l_1569 = -l_1568;
const double l_1570 = double(l_1569);
l_mut_49 = l_1570;
} else {
const uint32 l_1571 = reinterpret_cast<uint32 const&>(l_1557);
const uint32 l_1572 = l_1571 + uint32(1);
l_mut_434 = l_1572;
const uint32 l_1573 = l_1571 & uint32(2147483647);
const bool l_1574 = l_1573 == uint32(0);
if (l_1574) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1575 = l_1571 & uint32(2147483648);
const bool l_1576 = l_1575 != uint32(0);
if (l_1576) {
const uint32 l_1577 = l_1571 - uint32(1);
l_mut_434 = l_1577;
}
}
const float l_1578 = reinterpret_cast<float const&>(l_mut_434);
const double l_1579 = double(l_1578);
const bool l_1580 = l_1579 <= l_1551;
if (l_1580) {
const uint32 l_1581 = reinterpret_cast<uint32 const&>(l_1557);
const uint32 l_1582 = l_1581 + uint32(1);
l_mut_434 = l_1582;
const uint32 l_1583 = l_1581 & uint32(2147483647);
const bool l_1584 = l_1583 == uint32(0);
if (l_1584) {
l_mut_434 = uint32(1);
} else {
const uint32 l_1585 = l_1581 & uint32(2147483648);
const bool l_1586 = l_1585 != uint32(0);
if (l_1586) {
const uint32 l_1587 = l_1581 - uint32(1);
l_mut_434 = l_1587;
}
}
const float l_1588 = reinterpret_cast<float const&>(l_mut_434);
const double l_1589 = double(l_1588);
l_mut_49 = l_1589;
}
}
}
const double l_1590 = -l_mut_49;
l_mut_1394 = l_1590;
}
l_mut_434 = uint32(0);
const bool l_1591 = !l_375;
const double l_1592 = abs(l_mut_216);
const bool l_1593 = l_1592 <= l_1108;
const double l_1594 = abs(l_mut_1394);
const bool l_1595 = l_1594 <= l_1108;
const bool l_1596 = l_1593 || l_1595;
const bool l_1597 = l_1591 && l_1596;
if (l_1597) {
l_arr_961[uint32(0)] = uint32(0);
}
const bool l_1598 = l_mut_216 <= double(0.0);
const bool l_1599 = l_mut_1394 >= double(0.0);
const bool l_1600 = l_1598 && l_1599;
const bool l_1601 = !l_1600;
if (l_1601) {
const double l_1603 = l_mut_34 / l_mut_216;
const double l_1604 = l_mut_34 / l_mut_1394;
const double l_1605 = l_mut_1153 / l_mut_216;
const double l_1606 = l_mut_1153 / l_mut_1394;
l_arr_1602[uint32(0)] = l_1603;
l_arr_1602[uint32(1)] = l_1603;
const double l_1607 = l_arr_1602[uint32(0)];
const bool l_1608 = l_1604 < l_1607;
if (l_1608) {
l_arr_1602[uint32(0)] = l_1604;
}
const double l_1609 = l_arr_1602[uint32(0)];
const bool l_1610 = l_1605 < l_1609;
if (l_1610) {
l_arr_1602[uint32(0)] = l_1605;
}
const double l_1611 = l_arr_1602[uint32(0)];
const bool l_1612 = l_1606 < l_1611;
if (l_1612) {
l_arr_1602[uint32(0)] = l_1606;
}
const double l_1613 = l_arr_1602[uint32(1)];
const bool l_1614 = l_1604 > l_1613;
if (l_1614) {
l_arr_1602[uint32(1)] = l_1604;
}
const double l_1615 = l_arr_1602[uint32(1)];
const bool l_1616 = l_1605 > l_1615;
if (l_1616) {
l_arr_1602[uint32(1)] = l_1605;
}
const double l_1617 = l_arr_1602[uint32(1)];
const bool l_1618 = l_1606 > l_1617;
if (l_1618) {
l_arr_1602[uint32(1)] = l_1606;
}
l_mut_49 = double(1.4551915228366852e-11);
const bool l_1619 = !l_375;
if (l_1619) {
const double l_1620 = l_1106 + l_1108;
const double l_1621 = abs(l_mut_216);
const double l_1622 = abs(l_mut_1394);
l_mut_1394 = l_1621;
const bool l_1623 = l_1622 < l_1621;
if (l_1623) {
l_mut_1394 = l_1622;
}
const double l_1624 = l_1620 / l_mut_1394;
const double l_1625 = abs(l_mut_34);
const double l_1626 = abs(l_mut_1153);
l_mut_1394 = l_1625;
const bool l_1627 = l_1626 < l_1625;
if (l_1627) {
l_mut_1394 = l_1626;
}
const double l_1628 = l_1106 / l_mut_1394;
const double l_1629 = l_1624 + l_1628;
l_mut_49 = l_mut_49 + l_1629;
}
const double l_1630 = l_arr_1602[uint32(0)];
const double l_1631 = abs(l_1630);
const double l_1632 = l_1631 * l_mut_49;
const double l_1633 = l_arr_1602[uint32(1)];
const double l_1634 = abs(l_1633);
const double l_1635 = l_1634 * l_mut_49;
const double l_1636 = l_arr_1602[uint32(0)];
const double l_1637 = l_1636 - l_1632;
const double l_1638 = abs(l_1637);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1639 = l_1638 >= double(1.1754943508222875e-38);
const bool l_1640 = l_1638 <= double(1.7976931348623157e308);
const bool l_1641 = l_1639 && l_1640;
if (l_1641) {
const uint64 l_1642 = reinterpret_cast<uint64 const&>(l_1638);
const uint64 l_1643 = l_1642 >> uint64(52);
const uint64 l_1644 = l_1643 - uint64(23);
const uint64 l_1645 = l_1644 << uint64(52);
const double l_1646 = reinterpret_cast<double const&>(l_1645);
l_mut_1394 = l_1646;
}
const double l_1647 = l_1636 + l_1632;
const double l_1648 = abs(l_1647);
l_mut_1153 = double(1.401298464324817e-45);
const bool l_1649 = l_1648 >= double(1.1754943508222875e-38);
const bool l_1650 = l_1648 <= double(1.7976931348623157e308);
const bool l_1651 = l_1649 && l_1650;
if (l_1651) {
const uint64 l_1652 = reinterpret_cast<uint64 const&>(l_1648);
const uint64 l_1653 = l_1652 >> uint64(52);
const uint64 l_1654 = l_1653 - uint64(23);
const uint64 l_1655 = l_1654 << uint64(52);
const double l_1656 = reinterpret_cast<double const&>(l_1655);
l_mut_1153 = l_1656;
}
const bool l_1657 = l_mut_1394 == l_mut_1153;
const bool l_1658 = !l_1657;
const double l_1659 = l_arr_1602[uint32(1)];
const double l_1660 = l_1659 - l_1635;
const double l_1661 = abs(l_1660);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1662 = l_1661 >= double(1.1754943508222875e-38);
const bool l_1663 = l_1661 <= double(1.7976931348623157e308);
const bool l_1664 = l_1662 && l_1663;
if (l_1664) {
const uint64 l_1665 = reinterpret_cast<uint64 const&>(l_1661);
const uint64 l_1666 = l_1665 >> uint64(52);
const uint64 l_1667 = l_1666 - uint64(23);
const uint64 l_1668 = l_1667 << uint64(52);
const double l_1669 = reinterpret_cast<double const&>(l_1668);
l_mut_1394 = l_1669;
}
const double l_1670 = l_1659 + l_1635;
const double l_1671 = abs(l_1670);
l_mut_1153 = double(1.401298464324817e-45);
const bool l_1672 = l_1671 >= double(1.1754943508222875e-38);
const bool l_1673 = l_1671 <= double(1.7976931348623157e308);
const bool l_1674 = l_1672 && l_1673;
if (l_1674) {
const uint64 l_1675 = reinterpret_cast<uint64 const&>(l_1671);
const uint64 l_1676 = l_1675 >> uint64(52);
const uint64 l_1677 = l_1676 - uint64(23);
const uint64 l_1678 = l_1677 << uint64(52);
const double l_1679 = reinterpret_cast<double const&>(l_1678);
l_mut_1153 = l_1679;
}
const bool l_1680 = l_mut_1394 == l_mut_1153;
const bool l_1681 = !l_1680;
const bool l_1682 = l_1658 || l_1681;
if (l_1682) {
l_arr_961[uint32(0)] = uint32(0);
}
const double l_1683 = l_arr_1602[uint32(0)];
const double l_1684 = l_arr_1602[uint32(0)];
const double l_1685 = abs(l_1684);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1686 = l_1685 >= double(1.1754943508222875e-38);
const bool l_1687 = l_1685 <= double(1.7976931348623157e308);
const bool l_1688 = l_1686 && l_1687;
if (l_1688) {
const uint64 l_1689 = reinterpret_cast<uint64 const&>(l_1685);
const uint64 l_1690 = l_1689 >> uint64(52);
const uint64 l_1691 = l_1690 - uint64(23);
const uint64 l_1692 = l_1691 << uint64(52);
const double l_1693 = reinterpret_cast<double const&>(l_1692);
l_mut_1394 = l_1693;
}
const double l_1694 = l_380 * l_mut_1394;
const double l_1695 = l_1683 - l_1694;
const double l_1696 = l_arr_1602[uint32(1)];
const double l_1697 = l_arr_1602[uint32(1)];
const double l_1698 = abs(l_1697);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1699 = l_1698 >= double(1.1754943508222875e-38);
const bool l_1700 = l_1698 <= double(1.7976931348623157e308);
const bool l_1701 = l_1699 && l_1700;
if (l_1701) {
const uint64 l_1702 = reinterpret_cast<uint64 const&>(l_1698);
const uint64 l_1703 = l_1702 >> uint64(52);
const uint64 l_1704 = l_1703 - uint64(23);
const uint64 l_1705 = l_1704 << uint64(52);
const double l_1706 = reinterpret_cast<double const&>(l_1705);
l_mut_1394 = l_1706;
}
const double l_1707 = l_380 * l_mut_1394;
const double l_1708 = l_1696 + l_1707;
const double l_1709 = double(l_mut_22);
const uint32 l_1710 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1711 = l_1710 + uint32(1);
l_mut_405 = l_1711;
const uint32 l_1712 = l_1710 & uint32(2147483647);
const bool l_1713 = l_1712 == uint32(0);
if (l_1713) {
l_mut_405 = uint32(1);
} else {
const uint32 l_1714 = l_1710 & uint32(2147483648);
const bool l_1715 = l_1714 != uint32(0);
if (l_1715) {
const uint32 l_1716 = l_1710 - uint32(1);
l_mut_405 = l_1716;
}
}
const float l_1717 = reinterpret_cast<float const&>(l_mut_405);
const double l_1718 = double(l_1717);
const float l_1719 = -l_mut_22;
const uint32 l_1720 = reinterpret_cast<uint32 const&>(l_1719);
const uint32 l_1721 = l_1720 + uint32(1);
l_mut_405 = l_1721;
const uint32 l_1722 = l_1720 & uint32(2147483647);
const bool l_1723 = l_1722 == uint32(0);
if (l_1723) {
l_mut_405 = uint32(1);
} else {
const uint32 l_1724 = l_1720 & uint32(2147483648);
const bool l_1725 = l_1724 != uint32(0);
if (l_1725) {
const uint32 l_1726 = l_1720 - uint32(1);
l_mut_405 = l_1726;
}
}
const float l_1727 = reinterpret_cast<float const&>(l_mut_405);
const float l_1728 = -l_1727;
const double l_1729 = double(l_1728);
const double l_1730 = l_1695 + l_1632;
const bool l_1731 = l_1730 <= l_1709;
l_mut_464 = l_1731;
const double l_1732 = l_1695 - l_1632;
const bool l_1733 = l_1732 > l_1709;
l_mut_461 = l_1733;
const double l_1734 = l_1708 - l_1635;
const bool l_1735 = l_1734 >= l_1709;
l_mut_458 = l_1735;
const double l_1736 = l_1708 + l_1635;
const bool l_1737 = l_1736 < l_1709;
l_mut_455 = l_1737;
if (l_375) {
const double l_1738 = l_1695 + l_1632;
const bool l_1739 = l_1738 < l_1718;
l_mut_464 = l_1739;
const double l_1740 = l_1695 - l_1632;
const bool l_1741 = l_1740 >= l_1718;
l_mut_461 = l_1741;
const double l_1742 = l_1708 - l_1635;
const bool l_1743 = l_1742 > l_1729;
l_mut_458 = l_1743;
const double l_1744 = l_1708 + l_1635;
const bool l_1745 = l_1744 <= l_1729;
l_mut_455 = l_1745;
}
l_mut_405 = uint32(2);
const bool l_1746 = l_mut_461 || l_mut_455;
if (l_1746) {
l_mut_405 = uint32(1);
} else {
const bool l_1747 = l_mut_464 && l_mut_458;
if (l_1747) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
const uint32 l_1748 = l_arr_961[uint32(0)];
const bool l_1749 = l_1748 == uint32(0);
if (l_1749) {
l_mut_434 = uint32(2);
}
l_mut_389 = l_mut_434;
} else {
const bool l_1750 = l_385 <= l_383;
const bool l_1751 = l_371 == uint32(12);
const bool l_1752 = l_1750 && l_1751;
if (l_1752) {
const float l_1753 = float(l_384);
const double l_1754 = double(l_1753);
const double l_1755 = abs(l_1754);
l_mut_1394 = l_1755;
l_mut_434 = uint32(0);
const bool l_1756 = l_1755 >= double(0.785);
if (l_1756) {
const double l_1757 = l_1755 * double(0.6366197723675814);
const double l_1758 = l_1757 + double(0.5);
const double l_1759 = floor(l_1758);
const double l_1760 = l_1759 * double(1.570796325802803);
const double l_1761 = l_1755 - l_1760;
const double l_1762 = l_1759 * double(9.920935796805404e-10);
const double l_1763 = l_1761 - l_1762;
l_mut_1394 = l_1763;
const uint32 l_1764 = uint32(l_1759);
l_mut_434 = l_1764;
}
const bool l_1765 = l_1753 < float(0.0);
const double l_1766 = l_mut_1394 * l_mut_1394;
const double l_1767 = l_1766 * double(1.9572941063391263e-20);
const double l_1768 = double(8.22063524662433e-18) - l_1767;
l_mut_1153 = l_1768;
const double l_1769 = l_mut_1153 * l_1766;
const double l_1770 = l_1769 - double(2.8114572543455206e-15);
l_mut_1153 = l_1770;
const double l_1771 = l_mut_1153 * l_1766;
const double l_1772 = l_1771 + double(7.647163731819816e-13);
l_mut_1153 = l_1772;
const double l_1773 = l_mut_1153 * l_1766;
const double l_1774 = l_1773 - double(1.6059043836821613e-10);
l_mut_1153 = l_1774;
const double l_1775 = l_mut_1153 * l_1766;
const double l_1776 = l_1775 + double(2.505210838544172e-8);
l_mut_1153 = l_1776;
const double l_1777 = l_mut_1153 * l_1766;
const double l_1778 = l_1777 - double(2.7557319223985893e-6);
l_mut_1153 = l_1778;
const double l_1779 = l_mut_1153 * l_1766;
const double l_1780 = l_1779 + double(0.0001984126984126984);
l_mut_1153 = l_1780;
const double l_1781 = l_mut_1153 * l_1766;
const double l_1782 = l_1781 - double(0.008333333333333333);
l_mut_1153 = l_1782;
const double l_1783 = l_mut_1153 * l_1766;
const double l_1784 = l_1783 + double(0.16666666666666666);
l_mut_1153 = l_1784;
const double l_1785 = double(0.5) * l_1766;
const double l_1786 = double(1.0) - l_1785;
const double l_1787 = double(0.0) * l_1786;
const double l_1788 = l_mut_1394 * l_1766;
const double l_1789 = l_1788 * l_mut_1153;
const double l_1790 = l_1787 - l_1789;
const double l_1791 = l_mut_1394 + l_1790;
const double l_1792 = l_mut_1394 * l_mut_1394;
const double l_1793 = l_1792 * double(4.110317623312165e-19);
const double l_1794 = l_1793 - double(1.5619206968586225e-16);
l_mut_1153 = l_1794;
const double l_1795 = l_mut_1153 * l_1792;
const double l_1796 = l_1795 + double(4.779477332387385e-14);
l_mut_1153 = l_1796;
const double l_1797 = l_mut_1153 * l_1792;
const double l_1798 = l_1797 - double(1.1470745597729725e-11);
l_mut_1153 = l_1798;
const double l_1799 = l_mut_1153 * l_1792;
const double l_1800 = l_1799 + double(2.08767569878681e-9);
l_mut_1153 = l_1800;
const double l_1801 = l_mut_1153 * l_1792;
const double l_1802 = l_1801 - double(2.755731922398589e-7);
l_mut_1153 = l_1802;
const double l_1803 = l_mut_1153 * l_1792;
const double l_1804 = l_1803 + double(2.48015873015873e-5);
l_mut_1153 = l_1804;
const double l_1805 = l_mut_1153 * l_1792;
const double l_1806 = l_1805 - double(0.001388888888888889);
l_mut_1153 = l_1806;
const double l_1807 = l_mut_1153 * l_1792;
const double l_1808 = l_1807 + double(0.041666666666666664);
l_mut_1153 = l_1808;
const double l_1809 = double(0.5) * l_1792;
const double l_1810 = double(1.0) - l_1809;
const double l_1811 = l_1792 * l_1792;
const double l_1812 = l_1811 * l_mut_1153;
const double l_1813 = double(0.0) * l_mut_1394;
const double l_1814 = l_1812 - l_1813;
const double l_1815 = l_1810 + l_1814;
const uint32 l_1816 = l_mut_434 & uint32(1);
const bool l_1817 = l_1816 == uint32(1);
l_mut_1394 = l_1791;
const uint32 l_1818 = l_mut_434 & uint32(2);
const bool l_1819 = l_1818 != uint32(0);
l_mut_464 = l_1819;
if (l_1817) {
l_mut_1394 = l_1815;
}
const bool l_1820 = bool(true) && l_1765;
if (l_1820) {
const bool l_1821 = !l_mut_464;
l_mut_464 = l_1821;
}
if (l_mut_464) {
const double l_1822 = -l_mut_1394;
l_mut_1394 = l_1822;
}
const float l_1823 = float(l_384);
const double l_1824 = double(l_1823);
const double l_1825 = abs(l_1824);
l_mut_1153 = l_1825;
l_mut_434 = uint32(0);
const bool l_1826 = l_1825 >= double(0.785);
if (l_1826) {
const double l_1827 = l_1825 * double(0.6366197723675814);
const double l_1828 = l_1827 + double(0.5);
const double l_1829 = floor(l_1828);
const double l_1830 = l_1829 * double(1.570796325802803);
const double l_1831 = l_1825 - l_1830;
const double l_1832 = l_1829 * double(9.920935796805404e-10);
const double l_1833 = l_1831 - l_1832;
l_mut_1153 = l_1833;
const uint32 l_1834 = uint32(l_1829);
l_mut_434 = l_1834;
}
const bool l_1835 = l_1823 < float(0.0);
const double l_1836 = l_mut_1153 * l_mut_1153;
const double l_1837 = l_1836 * double(1.9572941063391263e-20);
const double l_1838 = double(8.22063524662433e-18) - l_1837;
l_mut_216 = l_1838;
const double l_1839 = l_mut_216 * l_1836;
const double l_1840 = l_1839 - double(2.8114572543455206e-15);
l_mut_216 = l_1840;
const double l_1841 = l_mut_216 * l_1836;
const double l_1842 = l_1841 + double(7.647163731819816e-13);
l_mut_216 = l_1842;
const double l_1843 = l_mut_216 * l_1836;
const double l_1844 = l_1843 - double(1.6059043836821613e-10);
l_mut_216 = l_1844;
const double l_1845 = l_mut_216 * l_1836;
const double l_1846 = l_1845 + double(2.505210838544172e-8);
l_mut_216 = l_1846;
const double l_1847 = l_mut_216 * l_1836;
const double l_1848 = l_1847 - double(2.7557319223985893e-6);
l_mut_216 = l_1848;
const double l_1849 = l_mut_216 * l_1836;
const double l_1850 = l_1849 + double(0.0001984126984126984);
l_mut_216 = l_1850;
const double l_1851 = l_mut_216 * l_1836;
const double l_1852 = l_1851 - double(0.008333333333333333);
l_mut_216 = l_1852;
const double l_1853 = l_mut_216 * l_1836;
const double l_1854 = l_1853 + double(0.16666666666666666);
l_mut_216 = l_1854;
const double l_1855 = double(0.5) * l_1836;
const double l_1856 = double(1.0) - l_1855;
const double l_1857 = double(0.0) * l_1856;
const double l_1858 = l_mut_1153 * l_1836;
const double l_1859 = l_1858 * l_mut_216;
const double l_1860 = l_1857 - l_1859;
const double l_1861 = l_mut_1153 + l_1860;
const double l_1862 = l_mut_1153 * l_mut_1153;
const double l_1863 = l_1862 * double(4.110317623312165e-19);
const double l_1864 = l_1863 - double(1.5619206968586225e-16);
l_mut_216 = l_1864;
const double l_1865 = l_mut_216 * l_1862;
const double l_1866 = l_1865 + double(4.779477332387385e-14);
l_mut_216 = l_1866;
const double l_1867 = l_mut_216 * l_1862;
const double l_1868 = l_1867 - double(1.1470745597729725e-11);
l_mut_216 = l_1868;
const double l_1869 = l_mut_216 * l_1862;
const double l_1870 = l_1869 + double(2.08767569878681e-9);
l_mut_216 = l_1870;
const double l_1871 = l_mut_216 * l_1862;
const double l_1872 = l_1871 - double(2.755731922398589e-7);
l_mut_216 = l_1872;
const double l_1873 = l_mut_216 * l_1862;
const double l_1874 = l_1873 + double(2.48015873015873e-5);
l_mut_216 = l_1874;
const double l_1875 = l_mut_216 * l_1862;
const double l_1876 = l_1875 - double(0.001388888888888889);
l_mut_216 = l_1876;
const double l_1877 = l_mut_216 * l_1862;
const double l_1878 = l_1877 + double(0.041666666666666664);
l_mut_216 = l_1878;
const double l_1879 = double(0.5) * l_1862;
const double l_1880 = double(1.0) - l_1879;
const double l_1881 = l_1862 * l_1862;
const double l_1882 = l_1881 * l_mut_216;
const double l_1883 = double(0.0) * l_mut_1153;
const double l_1884 = l_1882 - l_1883;
const double l_1885 = l_1880 + l_1884;
const uint32 l_1886 = l_mut_434 & uint32(1);
const bool l_1887 = l_1886 == uint32(1);
l_mut_1153 = l_1861;
const uint32 l_1888 = l_mut_434 & uint32(2);
const bool l_1889 = l_1888 != uint32(0);
l_mut_464 = l_1889;
l_mut_1153 = l_1885;
if (l_1887) {
l_mut_1153 = l_1861;
}
const uint32 l_1890 = l_mut_434 + uint32(1);
const uint32 l_1891 = l_1890 & uint32(2);
const bool l_1892 = l_1891 != uint32(0);
l_mut_464 = l_1892;
const bool l_1893 = bool(false) && l_1835;
if (l_1893) {
const bool l_1894 = !l_mut_464;
l_mut_464 = l_1894;
}
if (l_mut_464) {
const double l_1895 = -l_mut_1153;
l_mut_1153 = l_1895;
}
const double l_1896 = abs(l_mut_1394);
const double l_1897 = l_1896 * double(1.4551915228366852e-11);
const double l_1898 = abs(l_mut_1153);
const double l_1899 = l_1898 * double(1.4551915228366852e-11);
const double l_1900 = l_mut_1394 - l_377;
const double l_1901 = l_mut_1394 + l_377;
const double l_1902 = l_mut_1153 - l_377;
const double l_1903 = l_mut_1153 + l_377;
l_mut_434 = uint32(2);
const double l_1904 = abs(l_1902);
const bool l_1905 = l_1904 <= l_1899;
const double l_1906 = abs(l_1903);
const bool l_1907 = l_1906 <= l_1899;
const bool l_1908 = l_1905 || l_1907;
const bool l_1909 = !l_1908;
if (l_1909) {
l_mut_434 = uint32(0);
const bool l_1910 = l_1902 <= double(0.0);
const bool l_1911 = l_1903 >= double(0.0);
const bool l_1912 = l_1910 && l_1911;
const bool l_1913 = !l_1912;
if (l_1913) {
const double l_1914 = abs(l_1902);
const double l_1915 = abs(l_1903);
l_mut_1394 = l_1914;
const bool l_1916 = l_1915 < l_1914;
if (l_1916) {
l_mut_1394 = l_1915;
}
const double l_1917 = l_1899 / l_mut_1394;
const double l_1918 = l_1917 + double(1.4551915228366852e-11);
const double l_1919 = double(1.0) / l_1903;
const double l_1920 = double(1.0) / l_1902;
const double l_1921 = abs(l_1919);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1922 = l_1921 >= double(1.1754943508222875e-38);
const bool l_1923 = l_1921 <= double(1.7976931348623157e308);
const bool l_1924 = l_1922 && l_1923;
if (l_1924) {
const uint64 l_1925 = reinterpret_cast<uint64 const&>(l_1921);
const uint64 l_1926 = l_1925 >> uint64(52);
const uint64 l_1927 = l_1926 - uint64(23);
const uint64 l_1928 = l_1927 << uint64(52);
const double l_1929 = reinterpret_cast<double const&>(l_1928);
l_mut_1394 = l_1929;
}
const double l_1930 = l_380 * l_mut_1394;
const double l_1931 = l_1919 - l_1930;
const double l_1932 = abs(l_1920);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1933 = l_1932 >= double(1.1754943508222875e-38);
const bool l_1934 = l_1932 <= double(1.7976931348623157e308);
const bool l_1935 = l_1933 && l_1934;
if (l_1935) {
const uint64 l_1936 = reinterpret_cast<uint64 const&>(l_1932);
const uint64 l_1937 = l_1936 >> uint64(52);
const uint64 l_1938 = l_1937 - uint64(23);
const uint64 l_1939 = l_1938 << uint64(52);
const double l_1940 = reinterpret_cast<double const&>(l_1939);
l_mut_1394 = l_1940;
}
const double l_1941 = l_380 * l_mut_1394;
const double l_1942 = l_1920 + l_1941;
const double l_1944 = l_1900 * l_1931;
const double l_1945 = l_1900 * l_1942;
const double l_1946 = l_1901 * l_1931;
const double l_1947 = l_1901 * l_1942;
l_arr_1943[uint32(0)] = l_1944;
l_arr_1943[uint32(1)] = l_1944;
const double l_1948 = l_arr_1943[uint32(0)];
const bool l_1949 = l_1945 < l_1948;
if (l_1949) {
l_arr_1943[uint32(0)] = l_1945;
}
const double l_1950 = l_arr_1943[uint32(0)];
const bool l_1951 = l_1946 < l_1950;
if (l_1951) {
l_arr_1943[uint32(0)] = l_1946;
}
const double l_1952 = l_arr_1943[uint32(0)];
const bool l_1953 = l_1947 < l_1952;
if (l_1953) {
l_arr_1943[uint32(0)] = l_1947;
}
const double l_1954 = l_arr_1943[uint32(1)];
const bool l_1955 = l_1945 > l_1954;
if (l_1955) {
l_arr_1943[uint32(1)] = l_1945;
}
const double l_1956 = l_arr_1943[uint32(1)];
const bool l_1957 = l_1946 > l_1956;
if (l_1957) {
l_arr_1943[uint32(1)] = l_1946;
}
const double l_1958 = l_arr_1943[uint32(1)];
const bool l_1959 = l_1947 > l_1958;
if (l_1959) {
l_arr_1943[uint32(1)] = l_1947;
}
const double l_1960 = abs(l_1900);
const double l_1961 = abs(l_1901);
l_mut_1394 = l_1960;
const bool l_1962 = l_1961 > l_1960;
if (l_1962) {
l_mut_1394 = l_1961;
}
const double l_1963 = abs(l_1931);
const double l_1964 = abs(l_1942);
l_mut_1153 = l_1963;
const bool l_1965 = l_1964 > l_1963;
if (l_1965) {
l_mut_1153 = l_1964;
}
const double l_1966 = l_mut_1394 * l_mut_1153;
const double l_1967 = l_1918 + double(1.4551915228366852e-11);
const double l_1968 = l_1966 * l_1967;
const double l_1969 = l_1897 * l_mut_1153;
const double l_1970 = l_1968 + l_1969;
l_mut_434 = uint32(2);
const double l_1971 = abs(l_1919);
const double l_1972 = l_1971 * l_1918;
const double l_1973 = l_1919 - l_1972;
const double l_1974 = abs(l_1973);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1975 = l_1974 >= double(1.1754943508222875e-38);
const bool l_1976 = l_1974 <= double(1.7976931348623157e308);
const bool l_1977 = l_1975 && l_1976;
if (l_1977) {
const uint64 l_1978 = reinterpret_cast<uint64 const&>(l_1974);
const uint64 l_1979 = l_1978 >> uint64(52);
const uint64 l_1980 = l_1979 - uint64(23);
const uint64 l_1981 = l_1980 << uint64(52);
const double l_1982 = reinterpret_cast<double const&>(l_1981);
l_mut_1394 = l_1982;
}
const double l_1983 = l_1919 + l_1972;
const double l_1984 = abs(l_1983);
l_mut_1153 = double(1.401298464324817e-45);
const bool l_1985 = l_1984 >= double(1.1754943508222875e-38);
const bool l_1986 = l_1984 <= double(1.7976931348623157e308);
const bool l_1987 = l_1985 && l_1986;
if (l_1987) {
const uint64 l_1988 = reinterpret_cast<uint64 const&>(l_1984);
const uint64 l_1989 = l_1988 >> uint64(52);
const uint64 l_1990 = l_1989 - uint64(23);
const uint64 l_1991 = l_1990 << uint64(52);
const double l_1992 = reinterpret_cast<double const&>(l_1991);
l_mut_1153 = l_1992;
}
const bool l_1993 = l_mut_1394 == l_mut_1153;
const double l_1994 = abs(l_1920);
const double l_1995 = l_1994 * l_1918;
const double l_1996 = l_1920 - l_1995;
const double l_1997 = abs(l_1996);
l_mut_1394 = double(1.401298464324817e-45);
const bool l_1998 = l_1997 >= double(1.1754943508222875e-38);
const bool l_1999 = l_1997 <= double(1.7976931348623157e308);
const bool l_2000 = l_1998 && l_1999;
if (l_2000) {
const uint64 l_2001 = reinterpret_cast<uint64 const&>(l_1997);
const uint64 l_2002 = l_2001 >> uint64(52);
const uint64 l_2003 = l_2002 - uint64(23);
const uint64 l_2004 = l_2003 << uint64(52);
const double l_2005 = reinterpret_cast<double const&>(l_2004);
l_mut_1394 = l_2005;
}
const double l_2006 = l_1920 + l_1995;
const double l_2007 = abs(l_2006);
l_mut_1153 = double(1.401298464324817e-45);
const bool l_2008 = l_2007 >= double(1.1754943508222875e-38);
const bool l_2009 = l_2007 <= double(1.7976931348623157e308);
const bool l_2010 = l_2008 && l_2009;
if (l_2010) {
const uint64 l_2011 = reinterpret_cast<uint64 const&>(l_2007);
const uint64 l_2012 = l_2011 >> uint64(52);
const uint64 l_2013 = l_2012 - uint64(23);
const uint64 l_2014 = l_2013 << uint64(52);
const double l_2015 = reinterpret_cast<double const&>(l_2014);
l_mut_1153 = l_2015;
}
const bool l_2016 = l_mut_1394 == l_mut_1153;
const bool l_2017 = l_1993 && l_2016;
if (l_2017) {
const double l_2018 = l_arr_1943[uint32(0)];
const double l_2019 = l_arr_1943[uint32(1)];
const double l_2020 = double(l_mut_22);
const uint32 l_2021 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2022 = l_2021 + uint32(1);
l_mut_405 = l_2022;
const uint32 l_2023 = l_2021 & uint32(2147483647);
const bool l_2024 = l_2023 == uint32(0);
if (l_2024) {
l_mut_405 = uint32(1);
} else {
const uint32 l_2025 = l_2021 & uint32(2147483648);
const bool l_2026 = l_2025 != uint32(0);
if (l_2026) {
const uint32 l_2027 = l_2021 - uint32(1);
l_mut_405 = l_2027;
}
}
const float l_2028 = reinterpret_cast<float const&>(l_mut_405);
const double l_2029 = double(l_2028);
const float l_2030 = -l_mut_22;
const uint32 l_2031 = reinterpret_cast<uint32 const&>(l_2030);
const uint32 l_2032 = l_2031 + uint32(1);
l_mut_405 = l_2032;
const uint32 l_2033 = l_2031 & uint32(2147483647);
const bool l_2034 = l_2033 == uint32(0);
if (l_2034) {
l_mut_405 = uint32(1);
} else {
const uint32 l_2035 = l_2031 & uint32(2147483648);
const bool l_2036 = l_2035 != uint32(0);
if (l_2036) {
const uint32 l_2037 = l_2031 - uint32(1);
l_mut_405 = l_2037;
}
}
const float l_2038 = reinterpret_cast<float const&>(l_mut_405);
const float l_2039 = -l_2038;
const double l_2040 = double(l_2039);
const double l_2041 = l_2018 + l_1970;
const bool l_2042 = l_2041 <= l_2020;
l_mut_464 = l_2042;
const double l_2043 = l_2018 - l_1970;
const bool l_2044 = l_2043 > l_2020;
l_mut_461 = l_2044;
const double l_2045 = l_2019 - l_1970;
const bool l_2046 = l_2045 >= l_2020;
l_mut_458 = l_2046;
const double l_2047 = l_2019 + l_1970;
const bool l_2048 = l_2047 < l_2020;
l_mut_455 = l_2048;
const double l_2049 = l_2018 + l_1970;
const bool l_2050 = l_2049 < l_2029;
l_mut_464 = l_2050;
const double l_2051 = l_2018 - l_1970;
const bool l_2052 = l_2051 >= l_2029;
l_mut_461 = l_2052;
const double l_2053 = l_2019 - l_1970;
const bool l_2054 = l_2053 > l_2040;
l_mut_458 = l_2054;
const double l_2055 = l_2019 + l_1970;
const bool l_2056 = l_2055 <= l_2040;
l_mut_455 = l_2056;
l_mut_405 = uint32(2);
const bool l_2057 = l_mut_461 || l_mut_455;
if (l_2057) {
l_mut_405 = uint32(1);
} else {
const bool l_2058 = l_mut_464 && l_mut_458;
if (l_2058) {
l_mut_405 = uint32(0);
}
}
l_mut_434 = l_mut_405;
}
}
}
l_mut_389 = l_mut_434;
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
const uint32 l_2059 = l_arr_388[uint32(0)];
const bool l_2060 = l_2059 == uint32(0);
if (l_2060) {
l_mut_389 = uint32(2);
}
l_arr_10[l_mut_369] = l_mut_389;
const uint32 l_2061 = l_arr_10[l_mut_369];
const bool l_2062 = l_2061 == uint32(2);
if (l_2062) {
l_mut_101 = bool(false);
}
}
}
const bool l_2063 = l_mut_35 == uint32(4294967293);
if (l_2063) {
const uint32 l_2064 = l_arr_8[uint32(0)];
const uint32 l_2065 = l_2064 + uint32(1);
l_arr_8[uint32(0)] = l_2065;
} else {
if (l_mut_101) {
l_mut_1394 = l_360;
const bool l_2066 = l_mut_1394 < double(-17.0);
if (l_2066) {
l_mut_1394 = double(-17.0);
}
const bool l_2067 = l_mut_1394 > double(17.0);
if (l_2067) {
l_mut_1394 = double(17.0);
}
const double l_2068 = l_mut_1394 + double(16.0);
const double l_2069 = l_2068 + double(1.0);
const uint32 l_2070 = uint32(l_2069);
const uint32 l_2071 = uint32(2) + l_2070;
const uint32 l_2072 = l_arr_8[l_2071];
const uint32 l_2073 = l_2072 + uint32(1);
l_arr_8[l_2071] = l_2073;
const uint32 l_2074 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_2075 = l_2074 & uint32(8388607);
const double l_2076 = double(l_2075);
const double l_2077 = l_2076 / double(7.1362384635298e44);
l_mut_1394 = l_2077;
const uint32 l_2078 = l_2074 & uint32(2139095040);
const bool l_2079 = l_2078 != uint32(0);
if (l_2079) {
const uint32 l_2080 = l_2074 & uint32(2147483647);
const float l_2081 = reinterpret_cast<float const&>(l_2080);
const double l_2082 = double(l_2081);
l_mut_1394 = l_2082;
}
const uint32 l_2083 = l_2074 >> uint32(31);
const double l_2084 = double(l_2083);
const double l_2085 = double(2.0) * l_2084;
const double l_2086 = double(1.0) - l_2085;
l_mut_1394 = l_mut_1394 * l_2086;
const double l_2087 = abs(l_mut_25);
const double l_2088 = l_mut_25 * double(0.0);
const double l_2089 = l_2088 + double(7.1362384635298e44);
l_mut_1153 = l_2089;
const bool l_2090 = l_2087 >= double(2.350988701644575e-38);
if (l_2090) {
const uint32 l_2091 = l_mut_35 & uint32(2147483647);
const float l_2092 = reinterpret_cast<float const&>(l_2091);
const double l_2093 = double(l_2092);
const uint32 l_2094 = l_2091 & uint32(2139095040);
const float l_2095 = reinterpret_cast<float const&>(l_2094);
const double l_2096 = double(l_2095);
const bool l_2097 = l_2093 > l_2087;
const uint32 l_2098 = l_2091 & uint32(8388607);
const bool l_2099 = l_2098 == uint32(0);
const bool l_2100 = l_2097 && l_2099;
const double l_2101 = l_2096 * double(1.1920928955078125e-7);
const double l_2102 = double(l_2100);
const double l_2103 = double(0.5) * l_2102;
const double l_2104 = double(1.0) - l_2103;
const double l_2105 = l_2101 * l_2104;
const double l_2106 = double(1.0) / l_2105;
l_mut_1153 = l_2106;
}
const double l_2107 = l_mut_1394 - l_mut_25;
const double l_2108 = l_2107 * l_mut_1153;
const uint32 l_2109 = l_arr_8[uint32(45)];
const bool l_2110 = l_2109 == uint32(4294967295);
const double l_2111 = l_arr_9[uint32(0)];
const bool l_2112 = l_2108 < l_2111;
const bool l_2113 = l_2110 || l_2112;
if (l_2113) {
l_arr_9[uint32(0)] = l_2108;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_341;
}
const uint32 l_2114 = l_arr_8[uint32(47)];
const bool l_2115 = l_2114 == uint32(4294967295);
const double l_2116 = l_arr_9[uint32(1)];
const bool l_2117 = l_2108 > l_2116;
const bool l_2118 = l_2115 || l_2117;
if (l_2118) {
l_arr_9[uint32(1)] = l_2108;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_341;
}
const bool l_2119 = l_360 != double(0.0);
if (l_2119) {

for (uint32 l_mut_2120 = uint32(0); l_mut_2120 < uint32(8); ++l_mut_2120) {
const uint32 l_2121 = l_arr_10[l_mut_2120];
const bool l_2122 = l_2121 == uint32(1);
if (l_2122) {
const uint32 l_2123 = uint32(37) + l_mut_2120;
const uint32 l_2124 = l_arr_8[l_2123];
const uint32 l_2125 = l_2124 + uint32(1);
l_arr_8[l_2123] = l_2125;
const uint32 l_2126 = uint32(2) + l_mut_2120;
const uint32 l_2127 = uint32(2) * l_2126;
const uint32 l_2128 = uint32(45) + l_2127;
const uint32 l_2129 = l_arr_8[l_2128];
const bool l_2130 = l_2129 == uint32(4294967295);
const double l_2131 = abs(l_2108);
const uint32 l_2132 = uint32(2) + l_mut_2120;
const double l_2133 = l_arr_9[l_2132];
const double l_2134 = abs(l_2133);
const bool l_2135 = l_2131 > l_2134;
const bool l_2136 = l_2130 || l_2135;
if (l_2136) {
const uint32 l_2137 = uint32(2) + l_mut_2120;
l_arr_9[l_2137] = l_2108;
l_arr_8[l_2128] = l_20;
const uint32 l_2138 = l_2128 + uint32(1);
l_arr_8[l_2138] = l_341;
}
}
}
}
} else {
const uint32 l_2139 = l_arr_8[uint32(1)];
const uint32 l_2140 = l_2 + l_2139;
const uint32 l_2141 = l_2140 * uint32(2);
const uint32 l_2247 = info.static_meta[uint32(6)];
const uint32 l_2248 = l_2247 * uint32(1);
const bool l_2249 = l_2141 < l_2248;
if (l_2249) {
buffer_6[l_2141] = l_20;
}
const uint32 l_2142 = l_2141 + uint32(1);
const uint32 l_2250 = info.static_meta[uint32(6)];
const uint32 l_2251 = l_2250 * uint32(1);
const bool l_2252 = l_2142 < l_2251;
if (l_2252) {
buffer_6[l_2142] = l_341;
}
const uint32 l_2143 = l_arr_8[uint32(1)];
const uint32 l_2144 = l_2143 + uint32(1);
l_arr_8[uint32(1)] = l_2144;
}
}
}

for (uint32 l_mut_2145 = uint32(0); l_mut_2145 < uint32(65); ++l_mut_2145) {
const uint32 l_2146 = idxGlobal * uint32(65);
const uint32 l_2147 = l_2146 + l_mut_2145;
const uint32 l_2148 = l_arr_8[l_mut_2145];
const uint32 l_2253 = info.static_meta[uint32(4)];
const uint32 l_2254 = l_2253 * uint32(1);
const bool l_2255 = l_2147 < l_2254;
if (l_2255) {
buffer_4[l_2147] = l_2148;
}
}

for (uint32 l_mut_2149 = uint32(0); l_mut_2149 < uint32(10); ++l_mut_2149) {
const uint32 l_2150 = idxGlobal * uint32(10);
const uint32 l_2151 = l_2150 + l_mut_2149;
const double l_2152 = l_arr_9[l_mut_2149];
const uint32 l_2256 = info.static_meta[uint32(5)];
const uint32 l_2257 = l_2256 * uint32(1);
const bool l_2258 = l_2151 < l_2257;
if (l_2258) {
buffer_5[l_2151] = l_2152;
}
}
}

}
