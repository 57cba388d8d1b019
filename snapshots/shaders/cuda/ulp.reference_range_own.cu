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
    uint32 static_meta[18];
};


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, const float* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, uint32* buffer_5, double* buffer_6, uint32* buffer_7, uint32* buffer_8, const __grid_constant__ info_st info
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

uint32 l_arr_1743[1];

double l_arr_3812[2];

double l_arr_4855[2];

double l_arr_5071[2];

double l_arr_5485[2];

double l_arr_5659[2];

double l_arr_6231[2];

uint32 l_arr_10[8];

bool l_mut_284;
bool l_mut_828;
bool l_mut_831;
bool l_mut_834;
bool l_mut_837;
double l_mut_1890;
double l_mut_232;
double l_mut_2905;
double l_mut_3159;
double l_mut_31;
double l_mut_3415;
double l_mut_3669;
double l_mut_404;
double l_mut_49;
double l_mut_78;
int32 l_mut_145;
uint32 l_mut_216;
uint32 l_mut_3921;
uint32 l_mut_4964;
uint32 l_mut_720;
uint32 l_mut_736;
uint32 l_mut_777;
uint64 l_mut_306;
uint64 l_mut_335;
uint64 l_mut_347;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6968 = info.static_meta[uint32(8)];
const uint32 l_6969 = l_6968 * uint32(1);
const bool l_6970 = uint32(0) < l_6969;
if (l_6970) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6954 = info.static_meta[uint32(0)];
const uint32 l_6955 = l_6954 * uint32(1);
const bool l_6956 = uint32(1) < l_6955;
const uint32 l_6957 = l_6955 - uint32(1);
const uint32 l_6958 = min(uint32(1), l_6957);
const uint32 l_6959 = buffer_0[l_6958];
const uint32 l_6960 = (l_6956) ? l_6959 : uint32(0);
const uint32 l_1 = l_6960;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6961 = info.static_meta[uint32(0)];
const uint32 l_6962 = l_6961 * uint32(1);
const bool l_6963 = uint32(2) < l_6962;
const uint32 l_6964 = l_6962 - uint32(1);
const uint32 l_6965 = min(uint32(2), l_6964);
const uint32 l_6966 = buffer_0[l_6965];
const uint32 l_6967 = (l_6963) ? l_6966 : uint32(0);
const uint32 l_3 = l_6967;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6971 = info.static_meta[uint32(0)];
const uint32 l_6972 = l_6971 * uint32(1);
const bool l_6973 = uint32(2) < l_6972;
const uint32 l_6974 = l_6972 - uint32(1);
const uint32 l_6975 = min(uint32(2), l_6974);
const uint32 l_6976 = buffer_0[l_6975];
const uint32 l_6977 = (l_6973) ? l_6976 : uint32(0);
const uint32 l_6 = l_6977;
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
const uint32 l_6978 = info.static_meta[uint32(4)];
const uint32 l_6979 = l_6978 * uint32(1);
const bool l_6980 = uint32(1024) < l_6979;
const uint32 l_6981 = l_6979 - uint32(1);
const uint32 l_6982 = min(uint32(1024), l_6981);
const uint32 l_6983 = buffer_4[l_6982];
const uint32 l_6984 = (l_6980) ? l_6983 : uint32(0);
const uint32 l_18 = l_6984;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6985 = info.static_meta[uint32(0)];
const uint32 l_6986 = l_6985 * uint32(1);
const bool l_6987 = uint32(3) < l_6986;
const uint32 l_6988 = l_6986 - uint32(1);
const uint32 l_6989 = min(uint32(3), l_6988);
const uint32 l_6990 = buffer_0[l_6989];
const uint32 l_6991 = (l_6987) ? l_6990 : uint32(0);
const uint32 l_21 = l_6991;

for (uint32 l_mut_22 = l_2; l_mut_22 < l_7; ++l_mut_22) {
const uint32 l_6992 = info.static_meta[uint32(0)];
const uint32 l_6993 = l_6992 * uint32(1);
const bool l_6994 = uint32(0) < l_6993;
const uint32 l_6995 = l_6993 - uint32(1);
const uint32 l_6996 = min(uint32(0), l_6995);
const uint32 l_6997 = buffer_0[l_6996];
const uint32 l_6998 = (l_6994) ? l_6997 : uint32(0);
const uint32 l_23 = l_6998;
const uint32 l_24 = l_23 + l_mut_22;
const float l_25 = reinterpret_cast<float const&>(l_24);
const uint32 l_6999 = info.static_meta[uint32(1)];
const uint32 l_7000 = l_6999 * uint32(1);
const bool l_7001 = l_mut_22 < l_7000;
const uint32 l_7002 = l_7000 - uint32(1);
const uint32 l_7003 = min(l_mut_22, l_7002);
const float l_7004 = buffer_1[l_7003];
const float l_7005 = (l_7001) ? l_7004 : float(0.0);
const float l_26 = l_7005;
const uint32 l_27 = reinterpret_cast<uint32 const&>(l_25);
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
const bool l_41 = l_21 == uint32(4);
if (l_41) {
const uint32 l_7006 = info.static_meta[uint32(4)];
const uint32 l_7007 = l_7006 * uint32(1);
const bool l_7008 = uint32(1024) < l_7007;
const uint32 l_7009 = l_7007 - uint32(1);
const uint32 l_7010 = min(uint32(1024), l_7009);
const uint32 l_7011 = buffer_4[l_7010];
const uint32 l_7012 = (l_7008) ? l_7011 : uint32(0);
const uint32 l_42 = l_7012;
const float l_43 = reinterpret_cast<float const&>(l_42);
const double l_44 = double(l_43);
const uint32 l_45 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_46 = l_45 & uint32(2147483647);
const float l_47 = reinterpret_cast<float const&>(l_46);
const double l_48 = double(l_47);
l_mut_49 = l_48;
const bool l_50 = l_46 < uint32(8388608);
if (l_50) {
const double l_51 = double(l_46);
const double l_52 = l_51 * double(1.401298464324817e-45);
l_mut_49 = l_52;
}
const uint64 l_53 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_54 = l_45 >> uint32(31);
const uint64 l_55 = uint64(l_54);
const uint64 l_56 = l_55 << uint64(63);
const uint64 l_57 = l_53 | l_56;
const double l_58 = reinterpret_cast<double const&>(l_57);
const double l_59 = l_58 + double(0.0);
l_mut_49 = l_59;
const bool l_60 = isnan(l_59);
if (l_60) {
} else {
const bool l_61 = l_59 < double(-700.0);
if (l_61) {
l_mut_49 = double(0.0);
} else {
const bool l_62 = l_59 > double(700.0);
if (l_62) {
const uint64 l_63 = reinterpret_cast<uint64 const&>(l_59);
const uint64 l_64 = l_63 | uint64(9218868437227405312);
const uint64 l_65 = l_64 & uint64(18442240474082181120);
const double l_66 = reinterpret_cast<double const&>(l_65);
l_mut_49 = l_66;
} else {
const double l_67 = l_59 * double(1.4426950408889634);
const double l_68 = l_67 + double(0.5);
const double l_69 = floor(l_68);
const double l_70 = l_69 * double(0.6931471824645996);
const double l_71 = l_58 - l_70;
const double l_72 = l_71 * l_44;
const double l_73 = l_69 * double(-1.904654299957768e-9);
const double l_74 = double(0.0) - l_73;
const double l_75 = l_72 + l_74;
const double l_76 = l_75 * double(7.647163731819816e-13);
const double l_77 = l_76 + double(1.1470745597729725e-11);
l_mut_78 = l_77;
const double l_79 = l_mut_78 * l_75;
const double l_80 = l_79 + double(1.6059043836821613e-10);
l_mut_78 = l_80;
const double l_81 = l_mut_78 * l_75;
const double l_82 = l_81 + double(2.08767569878681e-9);
l_mut_78 = l_82;
const double l_83 = l_mut_78 * l_75;
const double l_84 = l_83 + double(2.505210838544172e-8);
l_mut_78 = l_84;
const double l_85 = l_mut_78 * l_75;
const double l_86 = l_85 + double(2.755731922398589e-7);
l_mut_78 = l_86;
const double l_87 = l_mut_78 * l_75;
const double l_88 = l_87 + double(2.7557319223985893e-6);
l_mut_78 = l_88;
const double l_89 = l_mut_78 * l_75;
const double l_90 = l_89 + double(2.48015873015873e-5);
l_mut_78 = l_90;
const double l_91 = l_mut_78 * l_75;
const double l_92 = l_91 + double(0.0001984126984126984);
l_mut_78 = l_92;
const double l_93 = l_mut_78 * l_75;
const double l_94 = l_93 + double(0.001388888888888889);
l_mut_78 = l_94;
const double l_95 = l_mut_78 * l_75;
const double l_96 = l_95 + double(0.008333333333333333);
l_mut_78 = l_96;
const double l_97 = l_mut_78 * l_75;
const double l_98 = l_97 + double(0.041666666666666664);
l_mut_78 = l_98;
const double l_99 = l_mut_78 * l_75;
const double l_100 = l_99 + double(0.16666666666666666);
l_mut_78 = l_100;
const double l_101 = l_mut_78 * l_75;
const double l_102 = l_101 + double(0.5);
l_mut_78 = l_102;
const double l_103 = l_75 * l_75;
const double l_104 = l_103 * l_mut_78;
const double l_105 = l_75 + l_104;
const double l_106 = double(1.0) + l_105;
const int32 l_107 = int32(l_69);
const int32 l_108 = l_107 + int32(1023);
const uint64 l_109 = uint64(l_108);
const uint64 l_110 = l_109 << uint64(52);
const double l_111 = reinterpret_cast<double const&>(l_110);
const double l_112 = l_106 * l_111;
l_mut_49 = l_112;
}
}
}
l_mut_31 = l_mut_49;
} else {
const bool l_113 = l_21 == uint32(5);
if (l_113) {
const uint32 l_114 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_115 = l_114 & uint32(2147483647);
const float l_116 = reinterpret_cast<float const&>(l_115);
const double l_117 = double(l_116);
l_mut_78 = l_117;
const bool l_118 = l_115 < uint32(8388608);
if (l_118) {
const double l_119 = double(l_115);
const double l_120 = l_119 * double(1.401298464324817e-45);
l_mut_78 = l_120;
}
const uint64 l_121 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_122 = l_114 >> uint32(31);
const uint64 l_123 = uint64(l_122);
const uint64 l_124 = l_123 << uint64(63);
const uint64 l_125 = l_121 | l_124;
const double l_126 = reinterpret_cast<double const&>(l_125);
l_mut_78 = l_126;
const bool l_127 = l_126 < double(0.0);
if (l_127) {
const uint64 l_128 = reinterpret_cast<uint64 const&>(l_126);
const uint64 l_129 = l_128 | uint64(9221120237041090560);
const double l_130 = reinterpret_cast<double const&>(l_129);
l_mut_78 = l_130;
} else {
const bool l_131 = l_126 == double(0.0);
if (l_131) {
const double l_132 = abs(l_126);
const uint64 l_133 = reinterpret_cast<uint64 const&>(l_132);
const uint64 l_134 = l_133 | uint64(9218868437227405312);
const uint64 l_135 = l_134 & uint64(18442240474082181120);
const double l_136 = reinterpret_cast<double const&>(l_135);
const double l_137 = -l_136;
l_mut_78 = l_137;
} else {
const uint32 l_138 = reinterpret_cast<uint32 const&>(l_25);
const bool l_139 = l_138 < uint32(2139095040);
if (l_139) {
const uint64 l_140 = reinterpret_cast<uint64 const&>(l_126);
const uint64 l_141 = l_140 >> uint64(52);
const uint64 l_142 = l_141 & uint64(2047);
const int32 l_143 = int32(l_142);
const int32 l_144 = l_143 - int32(1023);
l_mut_145 = l_144;
const uint64 l_146 = l_140 & uint64(4503599627370495);
const uint64 l_147 = l_146 | uint64(4607182418800017408);
const double l_148 = reinterpret_cast<double const&>(l_147);
l_mut_49 = l_148;
const bool l_149 = l_mut_49 > double(1.4142135623730951);
if (l_149) {
l_mut_49 = l_mut_49 * double(0.5);
l_mut_145 = l_mut_145 + int32(1);
}
const double l_150 = l_mut_49 - double(1.0);
const double l_151 = double(2.0) + l_150;
const double l_152 = l_150 / l_151;
const double l_153 = l_152 * l_152;
const double l_154 = l_153 * double(0.04);
const double l_155 = l_154 + double(0.043478260869565216);
l_mut_49 = l_155;
const double l_156 = l_mut_49 * l_153;
const double l_157 = l_156 + double(0.047619047619047616);
l_mut_49 = l_157;
const double l_158 = l_mut_49 * l_153;
const double l_159 = l_158 + double(0.05263157894736842);
l_mut_49 = l_159;
const double l_160 = l_mut_49 * l_153;
const double l_161 = l_160 + double(0.058823529411764705);
l_mut_49 = l_161;
const double l_162 = l_mut_49 * l_153;
const double l_163 = l_162 + double(0.06666666666666667);
l_mut_49 = l_163;
const double l_164 = l_mut_49 * l_153;
const double l_165 = l_164 + double(0.07692307692307693);
l_mut_49 = l_165;
const double l_166 = l_mut_49 * l_153;
const double l_167 = l_166 + double(0.09090909090909091);
l_mut_49 = l_167;
const double l_168 = l_mut_49 * l_153;
const double l_169 = l_168 + double(0.1111111111111111);
l_mut_49 = l_169;
const double l_170 = l_mut_49 * l_153;
const double l_171 = l_170 + double(0.14285714285714285);
l_mut_49 = l_171;
const double l_172 = l_mut_49 * l_153;
const double l_173 = l_172 + double(0.2);
l_mut_49 = l_173;
const double l_174 = l_mut_49 * l_153;
const double l_175 = l_174 + double(0.3333333333333333);
l_mut_49 = l_175;
const double l_176 = double(2.0) * l_152;
const double l_177 = double(2.0) * l_152;
const double l_178 = l_177 * l_153;
const double l_179 = l_178 * l_mut_49;
const double l_180 = l_176 + l_179;
const double l_181 = double(l_mut_145);
const double l_182 = l_181 * double(0.6931471824645996);
const double l_183 = l_181 * double(-1.904654299957768e-9);
const double l_184 = l_183 + l_180;
const double l_185 = l_182 + l_184;
l_mut_78 = l_185;
}
}
}
l_mut_31 = l_mut_78;
} else {
const bool l_186 = l_21 == uint32(6);
const bool l_187 = l_21 == uint32(7);
const bool l_188 = l_186 || l_187;
const bool l_189 = l_21 == uint32(8);
const bool l_190 = l_188 || l_189;
if (l_190) {
const uint32 l_191 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_192 = l_191 & uint32(2147483647);
const double l_193 = double(l_25);
const uint64 l_194 = reinterpret_cast<uint64 const&>(l_193);
const uint64 l_195 = l_194 | uint64(9221120237041090560);
const double l_196 = reinterpret_cast<double const&>(l_195);
l_mut_78 = l_196;
const float l_197 = reinterpret_cast<float const&>(l_192);
const bool l_198 = l_197 < float(4.0);
if (l_198) {
const uint32 l_7013 = info.static_meta[uint32(4)];
const uint32 l_7014 = l_7013 * uint32(1);
const bool l_7015 = uint32(1024) < l_7014;
const uint32 l_7016 = l_7014 - uint32(1);
const uint32 l_7017 = min(uint32(1024), l_7016);
const uint32 l_7018 = buffer_4[l_7017];
const uint32 l_7019 = (l_7015) ? l_7018 : uint32(0);
const uint32 l_199 = l_7019;
const float l_200 = reinterpret_cast<float const&>(l_199);
const double l_201 = double(l_200);
const uint32 l_202 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_203 = l_202 & uint32(2147483647);
const float l_204 = reinterpret_cast<float const&>(l_203);
const double l_205 = double(l_204);
l_mut_49 = l_205;
const bool l_206 = l_203 < uint32(8388608);
if (l_206) {
const double l_207 = double(l_203);
const double l_208 = l_207 * double(1.401298464324817e-45);
l_mut_49 = l_208;
}
const uint64 l_209 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_210 = l_202 >> uint32(31);
const uint64 l_211 = uint64(l_210);
const uint64 l_212 = l_211 << uint64(63);
const uint64 l_213 = l_209 | l_212;
const double l_214 = reinterpret_cast<double const&>(l_213);
const double l_215 = abs(l_214);
l_mut_49 = l_215;
l_mut_216 = uint32(0);
const bool l_217 = l_215 >= double(0.785);
if (l_217) {
const double l_218 = l_215 * double(0.6366197723675814);
const double l_219 = l_218 + double(0.5);
const double l_220 = floor(l_219);
const double l_221 = l_220 * double(1.570796325802803);
const double l_222 = l_215 - l_221;
const double l_223 = l_222 * l_201;
const double l_224 = l_220 * double(9.920935796805404e-10);
const double l_225 = l_223 - l_224;
l_mut_49 = l_225;
const uint32 l_226 = uint32(l_220);
l_mut_216 = l_226;
}
const uint32 l_227 = reinterpret_cast<uint32 const&>(l_25);
const bool l_228 = l_227 >= uint32(2147483648);
const double l_229 = l_mut_49 * l_mut_49;
const double l_230 = l_229 * double(1.9572941063391263e-20);
const double l_231 = double(8.22063524662433e-18) - l_230;
l_mut_232 = l_231;
const double l_233 = l_mut_232 * l_229;
const double l_234 = l_233 - double(2.8114572543455206e-15);
l_mut_232 = l_234;
const double l_235 = l_mut_232 * l_229;
const double l_236 = l_235 + double(7.647163731819816e-13);
l_mut_232 = l_236;
const double l_237 = l_mut_232 * l_229;
const double l_238 = l_237 - double(1.6059043836821613e-10);
l_mut_232 = l_238;
const double l_239 = l_mut_232 * l_229;
const double l_240 = l_239 + double(2.505210838544172e-8);
l_mut_232 = l_240;
const double l_241 = l_mut_232 * l_229;
const double l_242 = l_241 - double(2.7557319223985893e-6);
l_mut_232 = l_242;
const double l_243 = l_mut_232 * l_229;
const double l_244 = l_243 + double(0.0001984126984126984);
l_mut_232 = l_244;
const double l_245 = l_mut_232 * l_229;
const double l_246 = l_245 - double(0.008333333333333333);
l_mut_232 = l_246;
const double l_247 = l_mut_232 * l_229;
const double l_248 = l_247 + double(0.16666666666666666);
l_mut_232 = l_248;
const double l_249 = double(0.5) * l_229;
const double l_250 = double(1.0) - l_249;
const double l_251 = double(0.0) * l_250;
const double l_252 = l_mut_49 * l_229;
const double l_253 = l_252 * l_mut_232;
const double l_254 = l_251 - l_253;
const double l_255 = l_mut_49 + l_254;
const double l_256 = l_mut_49 * l_mut_49;
const double l_257 = l_256 * double(4.110317623312165e-19);
const double l_258 = l_257 - double(1.5619206968586225e-16);
l_mut_232 = l_258;
const double l_259 = l_mut_232 * l_256;
const double l_260 = l_259 + double(4.779477332387385e-14);
l_mut_232 = l_260;
const double l_261 = l_mut_232 * l_256;
const double l_262 = l_261 - double(1.1470745597729725e-11);
l_mut_232 = l_262;
const double l_263 = l_mut_232 * l_256;
const double l_264 = l_263 + double(2.08767569878681e-9);
l_mut_232 = l_264;
const double l_265 = l_mut_232 * l_256;
const double l_266 = l_265 - double(2.755731922398589e-7);
l_mut_232 = l_266;
const double l_267 = l_mut_232 * l_256;
const double l_268 = l_267 + double(2.48015873015873e-5);
l_mut_232 = l_268;
const double l_269 = l_mut_232 * l_256;
const double l_270 = l_269 - double(0.001388888888888889);
l_mut_232 = l_270;
const double l_271 = l_mut_232 * l_256;
const double l_272 = l_271 + double(0.041666666666666664);
l_mut_232 = l_272;
const double l_273 = double(0.5) * l_256;
const double l_274 = double(1.0) - l_273;
const double l_275 = l_256 * l_256;
const double l_276 = l_275 * l_mut_232;
const double l_277 = double(0.0) * l_mut_49;
const double l_278 = l_276 - l_277;
const double l_279 = l_274 + l_278;
const uint32 l_280 = l_mut_216 & uint32(1);
const bool l_281 = l_280 == uint32(1);
l_mut_232 = l_255;
const uint32 l_282 = l_mut_216 & uint32(2);
const bool l_283 = l_282 != uint32(0);
l_mut_284 = l_283;
const bool l_285 = l_21 == uint32(6);
if (l_285) {
if (l_281) {
l_mut_232 = l_279;
}
} else {
const bool l_286 = l_21 == uint32(7);
if (l_286) {
l_mut_232 = l_279;
if (l_281) {
l_mut_232 = l_255;
}
const uint32 l_287 = l_mut_216 + uint32(1);
const uint32 l_288 = l_287 & uint32(2);
const bool l_289 = l_288 != uint32(0);
l_mut_284 = l_289;
} else {
const double l_290 = l_255 / l_279;
l_mut_232 = l_290;
if (l_281) {
const double l_291 = l_279 / l_255;
l_mut_232 = l_291;
}
l_mut_284 = l_281;
}
}
const bool l_292 = l_21 != uint32(7);
const bool l_293 = l_292 && l_228;
if (l_293) {
const bool l_294 = !l_mut_284;
l_mut_284 = l_294;
}
if (l_mut_284) {
const double l_295 = -l_mut_232;
l_mut_232 = l_295;
}
l_mut_78 = l_mut_232;
} else {
const bool l_296 = l_192 < uint32(2139095040);
if (l_296) {
const uint32 l_297 = l_192 & uint32(8388607);
const uint32 l_298 = l_297 | uint32(8388608);
const uint64 l_299 = uint64(l_298);
const uint32 l_300 = l_192 >> uint32(23);
const uint32 l_301 = l_300 * uint32(4);
const uint32 l_302 = l_301 + uint32(3);
const uint32 l_7020 = info.static_meta[uint32(4)];
const uint32 l_7021 = l_7020 * uint32(1);
const bool l_7022 = l_302 < l_7021;
const uint32 l_7023 = l_7021 - uint32(1);
const uint32 l_7024 = min(l_302, l_7023);
const uint32 l_7025 = buffer_4[l_7024];
const uint32 l_7026 = (l_7022) ? l_7025 : uint32(0);
const uint32 l_303 = l_7026;
const uint64 l_304 = uint64(l_303);
const uint64 l_305 = l_299 * l_304;
l_mut_306 = l_305;
const uint64 l_307 = l_mut_306 & uint64(4294967295);
const uint64 l_308 = l_mut_306 >> uint64(32);
const uint32 l_309 = l_301 + uint32(2);
const uint32 l_7027 = info.static_meta[uint32(4)];
const uint32 l_7028 = l_7027 * uint32(1);
const bool l_7029 = l_309 < l_7028;
const uint32 l_7030 = l_7028 - uint32(1);
const uint32 l_7031 = min(l_309, l_7030);
const uint32 l_7032 = buffer_4[l_7031];
const uint32 l_7033 = (l_7029) ? l_7032 : uint32(0);
const uint32 l_310 = l_7033;
const uint64 l_311 = uint64(l_310);
const uint64 l_312 = l_299 * l_311;
const uint64 l_313 = l_308 + l_312;
l_mut_306 = l_313;
const uint64 l_314 = l_mut_306 & uint64(4294967295);
const uint64 l_315 = l_mut_306 >> uint64(32);
const uint32 l_316 = l_301 + uint32(1);
const uint32 l_7034 = info.static_meta[uint32(4)];
const uint32 l_7035 = l_7034 * uint32(1);
const bool l_7036 = l_316 < l_7035;
const uint32 l_7037 = l_7035 - uint32(1);
const uint32 l_7038 = min(l_316, l_7037);
const uint32 l_7039 = buffer_4[l_7038];
const uint32 l_7040 = (l_7036) ? l_7039 : uint32(0);
const uint32 l_317 = l_7040;
const uint64 l_318 = uint64(l_317);
const uint64 l_319 = l_299 * l_318;
const uint64 l_320 = l_315 + l_319;
l_mut_306 = l_320;
const uint64 l_321 = l_mut_306 & uint64(4294967295);
const uint64 l_322 = l_mut_306 >> uint64(32);
const uint32 l_7041 = info.static_meta[uint32(4)];
const uint32 l_7042 = l_7041 * uint32(1);
const bool l_7043 = l_301 < l_7042;
const uint32 l_7044 = l_7042 - uint32(1);
const uint32 l_7045 = min(l_301, l_7044);
const uint32 l_7046 = buffer_4[l_7045];
const uint32 l_7047 = (l_7043) ? l_7046 : uint32(0);
const uint32 l_323 = l_7047;
const uint64 l_324 = uint64(l_323);
const uint64 l_325 = l_299 * l_324;
const uint64 l_326 = l_322 + l_325;
l_mut_306 = l_326;
const uint64 l_327 = l_mut_306 >> uint64(29);
const uint64 l_328 = l_327 & uint64(3);
const uint32 l_329 = uint32(l_328);
l_mut_216 = l_329;
const uint64 l_330 = l_mut_306 & uint64(536870911);
const uint64 l_331 = l_330 << uint64(32);
const uint64 l_332 = l_331 | l_321;
l_mut_306 = l_332;
const uint64 l_333 = l_314 << uint64(32);
const uint64 l_334 = l_333 | l_307;
l_mut_335 = l_334;
const bool l_336 = l_mut_306 >= uint64(1152921504606846976);
if (l_336) {
const uint32 l_337 = l_mut_216 + uint32(1);
const uint32 l_338 = l_337 & uint32(3);
l_mut_216 = l_338;
const bool l_339 = l_mut_335 != uint64(0);
const uint64 l_340 = uint64(l_339);
const uint64 l_341 = uint64(0) - l_mut_335;
l_mut_335 = l_341;
const uint64 l_342 = uint64(2305843009213693952) - l_mut_306;
const uint64 l_343 = l_342 - l_340;
l_mut_306 = l_343;
}
const uint32 l_344 = uint32(__clzll(int64(l_mut_335)));
const uint64 l_345 = uint64(l_344);
const uint64 l_346 = l_mut_335 << l_345;
l_mut_347 = l_346;
const int32 l_348 = int32(l_344);
const int32 l_349 = int32(0) - l_348;
l_mut_145 = l_349;
const bool l_350 = l_mut_306 != uint64(0);
if (l_350) {
const uint32 l_351 = uint32(__clzll(int64(l_mut_306)));
const uint64 l_352 = uint64(l_351);
const uint64 l_353 = l_mut_306 << l_352;
const uint32 l_354 = uint32(64) - l_351;
const uint64 l_355 = uint64(l_354);
const uint64 l_356 = l_mut_335 >> l_355;
const uint64 l_357 = l_353 | l_356;
l_mut_347 = l_357;
const int32 l_358 = int32(l_351);
const int32 l_359 = int32(64) - l_358;
l_mut_145 = l_359;
}
const uint64 l_360 = l_mut_347 >> uint64(32);
const uint64 l_361 = l_mut_347 & uint64(4294967295);
const uint64 l_362 = l_360 * uint64(560513588);
const uint64 l_363 = l_361 * uint64(3373259426);
const uint64 l_364 = l_361 * uint64(560513588);
const uint64 l_365 = l_364 >> uint64(32);
const uint64 l_366 = l_362 & uint64(4294967295);
const uint64 l_367 = l_365 + l_366;
const uint64 l_368 = l_363 & uint64(4294967295);
const uint64 l_369 = l_367 + l_368;
const uint64 l_370 = l_360 * uint64(3373259426);
const uint64 l_371 = l_362 >> uint64(32);
const uint64 l_372 = l_370 + l_371;
const uint64 l_373 = l_363 >> uint64(32);
const uint64 l_374 = l_372 + l_373;
const uint64 l_375 = l_369 >> uint64(32);
const uint64 l_376 = l_374 + l_375;
l_mut_347 = l_376;
const int32 l_377 = l_mut_145 - int32(124);
l_mut_145 = l_377;
const bool l_378 = l_mut_347 < uint64(9223372036854775808);
if (l_378) {
const uint64 l_379 = l_mut_347 << uint64(1);
const uint64 l_380 = l_369 >> uint64(31);
const uint64 l_381 = l_380 & uint64(1);
const uint64 l_382 = l_379 | l_381;
l_mut_347 = l_382;
l_mut_145 = l_mut_145 - int32(1);
}
const uint64 l_383 = l_mut_347 >> uint64(11);
const double l_384 = double(l_383);
const int32 l_385 = l_mut_145 + int32(11);
const int32 l_386 = l_385 + int32(1023);
const uint64 l_387 = uint64(l_386);
const uint64 l_388 = l_387 << uint64(52);
const double l_389 = reinterpret_cast<double const&>(l_388);
const double l_390 = l_384 * l_389;
l_mut_232 = l_390;
const uint64 l_391 = l_mut_347 & uint64(2047);
const double l_392 = double(l_391);
const int32 l_393 = l_mut_145 + int32(1023);
const uint64 l_394 = uint64(l_393);
const uint64 l_395 = l_394 << uint64(52);
const double l_396 = reinterpret_cast<double const&>(l_395);
const double l_397 = l_392 * l_396;
l_mut_49 = l_397;
if (l_336) {
const double l_398 = -l_mut_232;
l_mut_232 = l_398;
const double l_399 = -l_mut_49;
l_mut_49 = l_399;
}
const bool l_400 = l_191 >= uint32(2147483648);
const double l_401 = l_mut_232 * l_mut_232;
const double l_402 = l_401 * double(1.9572941063391263e-20);
const double l_403 = double(8.22063524662433e-18) - l_402;
l_mut_404 = l_403;
const double l_405 = l_mut_404 * l_401;
const double l_406 = l_405 - double(2.8114572543455206e-15);
l_mut_404 = l_406;
const double l_407 = l_mut_404 * l_401;
const double l_408 = l_407 + double(7.647163731819816e-13);
l_mut_404 = l_408;
const double l_409 = l_mut_404 * l_401;
const double l_410 = l_409 - double(1.6059043836821613e-10);
l_mut_404 = l_410;
const double l_411 = l_mut_404 * l_401;
const double l_412 = l_411 + double(2.505210838544172e-8);
l_mut_404 = l_412;
const double l_413 = l_mut_404 * l_401;
const double l_414 = l_413 - double(2.7557319223985893e-6);
l_mut_404 = l_414;
const double l_415 = l_mut_404 * l_401;
const double l_416 = l_415 + double(0.0001984126984126984);
l_mut_404 = l_416;
const double l_417 = l_mut_404 * l_401;
const double l_418 = l_417 - double(0.008333333333333333);
l_mut_404 = l_418;
const double l_419 = l_mut_404 * l_401;
const double l_420 = l_419 + double(0.16666666666666666);
l_mut_404 = l_420;
const double l_421 = double(0.5) * l_401;
const double l_422 = double(1.0) - l_421;
const double l_423 = l_mut_49 * l_422;
const double l_424 = l_mut_232 * l_401;
const double l_425 = l_424 * l_mut_404;
const double l_426 = l_423 - l_425;
const double l_427 = l_mut_232 + l_426;
const double l_428 = l_mut_232 * l_mut_232;
const double l_429 = l_428 * double(4.110317623312165e-19);
const double l_430 = l_429 - double(1.5619206968586225e-16);
l_mut_404 = l_430;
const double l_431 = l_mut_404 * l_428;
const double l_432 = l_431 + double(4.779477332387385e-14);
l_mut_404 = l_432;
const double l_433 = l_mut_404 * l_428;
const double l_434 = l_433 - double(1.1470745597729725e-11);
l_mut_404 = l_434;
const double l_435 = l_mut_404 * l_428;
const double l_436 = l_435 + double(2.08767569878681e-9);
l_mut_404 = l_436;
const double l_437 = l_mut_404 * l_428;
const double l_438 = l_437 - double(2.755731922398589e-7);
l_mut_404 = l_438;
const double l_439 = l_mut_404 * l_428;
const double l_440 = l_439 + double(2.48015873015873e-5);
l_mut_404 = l_440;
const double l_441 = l_mut_404 * l_428;
const double l_442 = l_441 - double(0.001388888888888889);
l_mut_404 = l_442;
const double l_443 = l_mut_404 * l_428;
const double l_444 = l_443 + double(0.041666666666666664);
l_mut_404 = l_444;
const double l_445 = double(0.5) * l_428;
const double l_446 = double(1.0) - l_445;
const double l_447 = l_428 * l_428;
const double l_448 = l_447 * l_mut_404;
const double l_449 = l_mut_49 * l_mut_232;
const double l_450 = l_448 - l_449;
const double l_451 = l_446 + l_450;
const uint32 l_452 = l_mut_216 & uint32(1);
const bool l_453 = l_452 == uint32(1);
l_mut_404 = l_427;
const uint32 l_454 = l_mut_216 & uint32(2);
const bool l_455 = l_454 != uint32(0);
l_mut_284 = l_455;
const bool l_456 = l_21 == uint32(6);
if (l_456) {
if (l_453) {
l_mut_404 = l_451;
}
} else {
const bool l_457 = l_21 == uint32(7);
if (l_457) {
l_mut_404 = l_451;
if (l_453) {
l_mut_404 = l_427;
}
const uint32 l_458 = l_mut_216 + uint32(1);
const uint32 l_459 = l_458 & uint32(2);
const bool l_460 = l_459 != uint32(0);
l_mut_284 = l_460;
} else {
const double l_461 = l_427 / l_451;
l_mut_404 = l_461;
if (l_453) {
const double l_462 = l_451 / l_427;
l_mut_404 = l_462;
}
l_mut_284 = l_453;
}
}
const bool l_463 = l_21 != uint32(7);
const bool l_464 = l_463 && l_400;
if (l_464) {
const bool l_465 = !l_mut_284;
l_mut_284 = l_465;
}
if (l_mut_284) {
const double l_466 = -l_mut_404;
l_mut_404 = l_466;
}
l_mut_78 = l_mut_404;
}
}
l_mut_31 = l_mut_78;
} else {
const bool l_467 = l_21 == uint32(9);
if (l_467) {
const uint32 l_7048 = info.static_meta[uint32(4)];
const uint32 l_7049 = l_7048 * uint32(1);
const bool l_7050 = uint32(1024) < l_7049;
const uint32 l_7051 = l_7049 - uint32(1);
const uint32 l_7052 = min(uint32(1024), l_7051);
const uint32 l_7053 = buffer_4[l_7052];
const uint32 l_7054 = (l_7050) ? l_7053 : uint32(0);
const uint32 l_468 = l_7054;
const float l_469 = reinterpret_cast<float const&>(l_468);
const double l_470 = double(l_469);
const uint32 l_471 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_472 = l_471 & uint32(2147483647);
const float l_473 = reinterpret_cast<float const&>(l_472);
const double l_474 = double(l_473);
l_mut_404 = l_474;
const bool l_475 = l_472 < uint32(8388608);
if (l_475) {
const double l_476 = double(l_472);
const double l_477 = l_476 * double(1.401298464324817e-45);
l_mut_404 = l_477;
}
const uint64 l_478 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_479 = l_471 >> uint32(31);
const uint64 l_480 = uint64(l_479);
const uint64 l_481 = l_480 << uint64(63);
const uint64 l_482 = l_478 | l_481;
const double l_483 = reinterpret_cast<double const&>(l_482);
const uint64 l_484 = reinterpret_cast<uint64 const&>(l_483);
const uint64 l_485 = l_484 >> uint64(52);
const uint64 l_486 = l_485 & uint64(2047);
const int32 l_487 = int32(l_486);
const int32 l_488 = l_487 - int32(1023);
l_mut_145 = l_488;
const uint64 l_489 = l_484 & uint64(4503599627370495);
const uint64 l_490 = l_489 | uint64(4607182418800017408);
const double l_491 = reinterpret_cast<double const&>(l_490);
l_mut_404 = l_491;
const bool l_492 = l_mut_404 > double(1.4142135623730951);
if (l_492) {
l_mut_404 = l_mut_404 * double(0.5);
l_mut_145 = l_mut_145 + int32(1);
}
const double l_493 = l_mut_404 - double(1.0);
const double l_494 = double(2.0) + l_493;
const double l_495 = l_493 / l_494;
const double l_496 = l_495 * l_495;
const double l_497 = l_496 * double(0.04);
const double l_498 = l_497 + double(0.043478260869565216);
l_mut_404 = l_498;
const double l_499 = l_mut_404 * l_496;
const double l_500 = l_499 + double(0.047619047619047616);
l_mut_404 = l_500;
const double l_501 = l_mut_404 * l_496;
const double l_502 = l_501 + double(0.05263157894736842);
l_mut_404 = l_502;
const double l_503 = l_mut_404 * l_496;
const double l_504 = l_503 + double(0.058823529411764705);
l_mut_404 = l_504;
const double l_505 = l_mut_404 * l_496;
const double l_506 = l_505 + double(0.06666666666666667);
l_mut_404 = l_506;
const double l_507 = l_mut_404 * l_496;
const double l_508 = l_507 + double(0.07692307692307693);
l_mut_404 = l_508;
const double l_509 = l_mut_404 * l_496;
const double l_510 = l_509 + double(0.09090909090909091);
l_mut_404 = l_510;
const double l_511 = l_mut_404 * l_496;
const double l_512 = l_511 + double(0.1111111111111111);
l_mut_404 = l_512;
const double l_513 = l_mut_404 * l_496;
const double l_514 = l_513 + double(0.14285714285714285);
l_mut_404 = l_514;
const double l_515 = l_mut_404 * l_496;
const double l_516 = l_515 + double(0.2);
l_mut_404 = l_516;
const double l_517 = l_mut_404 * l_496;
const double l_518 = l_517 + double(0.3333333333333333);
l_mut_404 = l_518;
const double l_519 = double(2.0) * l_495;
const double l_520 = double(2.0) * l_495;
const double l_521 = l_520 * l_496;
const double l_522 = l_521 * l_mut_404;
const double l_523 = l_519 + l_522;
const double l_524 = double(l_mut_145);
const double l_525 = l_524 * double(0.6931471824645996);
const double l_526 = l_524 * double(-1.904654299957768e-9);
const double l_527 = l_526 + l_523;
const uint32 l_528 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_529 = l_528 & uint32(2147483647);
const float l_530 = reinterpret_cast<float const&>(l_529);
const double l_531 = double(l_530);
l_mut_404 = l_531;
const bool l_532 = l_529 < uint32(8388608);
if (l_532) {
const double l_533 = double(l_529);
const double l_534 = l_533 * double(1.401298464324817e-45);
l_mut_404 = l_534;
}
const uint64 l_535 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_536 = l_528 >> uint32(31);
const uint64 l_537 = uint64(l_536);
const uint64 l_538 = l_537 << uint64(63);
const uint64 l_539 = l_535 | l_538;
const double l_540 = reinterpret_cast<double const&>(l_539);
const double l_541 = l_540 * l_525;
const double l_542 = l_540 * l_527;
const double l_543 = l_541 + l_542;
l_mut_404 = l_543;
const bool l_544 = isnan(l_543);
if (l_544) {
} else {
const bool l_545 = l_543 < double(-700.0);
if (l_545) {
l_mut_404 = double(0.0);
} else {
const bool l_546 = l_543 > double(700.0);
if (l_546) {
const uint64 l_547 = reinterpret_cast<uint64 const&>(l_543);
const uint64 l_548 = l_547 | uint64(9218868437227405312);
const uint64 l_549 = l_548 & uint64(18442240474082181120);
const double l_550 = reinterpret_cast<double const&>(l_549);
l_mut_404 = l_550;
} else {
const double l_551 = l_543 * double(1.4426950408889634);
const double l_552 = l_551 + double(0.5);
const double l_553 = floor(l_552);
const double l_554 = l_553 * double(0.6931471824645996);
const double l_555 = l_541 - l_554;
const double l_556 = l_555 * l_470;
const double l_557 = l_553 * double(-1.904654299957768e-9);
const double l_558 = l_542 - l_557;
const double l_559 = l_556 + l_558;
const double l_560 = l_559 * double(7.647163731819816e-13);
const double l_561 = l_560 + double(1.1470745597729725e-11);
l_mut_232 = l_561;
const double l_562 = l_mut_232 * l_559;
const double l_563 = l_562 + double(1.6059043836821613e-10);
l_mut_232 = l_563;
const double l_564 = l_mut_232 * l_559;
const double l_565 = l_564 + double(2.08767569878681e-9);
l_mut_232 = l_565;
const double l_566 = l_mut_232 * l_559;
const double l_567 = l_566 + double(2.505210838544172e-8);
l_mut_232 = l_567;
const double l_568 = l_mut_232 * l_559;
const double l_569 = l_568 + double(2.755731922398589e-7);
l_mut_232 = l_569;
const double l_570 = l_mut_232 * l_559;
const double l_571 = l_570 + double(2.7557319223985893e-6);
l_mut_232 = l_571;
const double l_572 = l_mut_232 * l_559;
const double l_573 = l_572 + double(2.48015873015873e-5);
l_mut_232 = l_573;
const double l_574 = l_mut_232 * l_559;
const double l_575 = l_574 + double(0.0001984126984126984);
l_mut_232 = l_575;
const double l_576 = l_mut_232 * l_559;
const double l_577 = l_576 + double(0.001388888888888889);
l_mut_232 = l_577;
const double l_578 = l_mut_232 * l_559;
const double l_579 = l_578 + double(0.008333333333333333);
l_mut_232 = l_579;
const double l_580 = l_mut_232 * l_559;
const double l_581 = l_580 + double(0.041666666666666664);
l_mut_232 = l_581;
const double l_582 = l_mut_232 * l_559;
const double l_583 = l_582 + double(0.16666666666666666);
l_mut_232 = l_583;
const double l_584 = l_mut_232 * l_559;
const double l_585 = l_584 + double(0.5);
l_mut_232 = l_585;
const double l_586 = l_559 * l_559;
const double l_587 = l_586 * l_mut_232;
const double l_588 = l_559 + l_587;
const double l_589 = double(1.0) + l_588;
const int32 l_590 = int32(l_553);
const int32 l_591 = l_590 + int32(1023);
const uint64 l_592 = uint64(l_591);
const uint64 l_593 = l_592 << uint64(52);
const double l_594 = reinterpret_cast<double const&>(l_593);
const double l_595 = l_589 * l_594;
l_mut_404 = l_595;
}
}
}
l_mut_31 = l_mut_404;
} else {
l_mut_404 = l_mut_31;
const bool l_596 = l_21 == uint32(1);
if (l_596) {
l_mut_232 = l_mut_31;
const double l_597 = double(1.0) / l_mut_31;
l_mut_232 = l_597;
l_mut_404 = l_mut_232;
} else {
const bool l_598 = l_21 == uint32(2);
if (l_598) {
l_mut_232 = l_mut_31;
const double l_599 = sqrt(l_mut_31);
l_mut_232 = l_599;
l_mut_404 = l_mut_232;
} else {
const bool l_600 = l_21 == uint32(3);
if (l_600) {
l_mut_232 = l_mut_31;
const double l_601 = rsqrt(l_mut_31);
l_mut_232 = l_601;
l_mut_404 = l_mut_232;
}
}
}
l_mut_31 = l_mut_404;
}
}
}
}
l_mut_216 = uint32(4294967294);
const uint32 l_602 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_603 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_604 = l_603 & uint32(2139095040);
const bool l_605 = l_604 != uint32(2139095040);
const bool l_606 = l_604 == uint32(0);
const uint32 l_607 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_608 = l_607 & uint32(8388607);
const bool l_609 = l_608 != uint32(0);
const bool l_610 = l_606 && l_609;
const double l_611 = abs(l_mut_31);
const bool l_612 = l_mut_31 < double(0.0);
const uint32 l_613 = uint32(l_612);
const uint32 l_614 = uint32(2147483648) * l_613;
if (l_610) {
} else {
const bool l_615 = isnan(l_mut_31);
if (l_615) {
const uint32 l_616 = l_602 & uint32(2147483647);
const bool l_617 = l_616 > uint32(2139095040);
if (l_617) {
l_mut_216 = uint32(4294967293);
}
} else {
const bool l_618 = l_611 >= double(3.402823669209385e38);
const bool l_619 = !l_605;
const bool l_620 = l_611 == double(0.0);
const bool l_621 = l_619 && l_620;
const bool l_622 = l_618 || l_621;
if (l_622) {
const bool l_623 = l_611 >= double(3.402823669209385e38);
const uint32 l_624 = uint32(l_623);
const uint32 l_625 = uint32(2139095040) * l_624;
const uint32 l_626 = l_625 | l_614;
const bool l_627 = l_602 == l_626;
const uint32 l_628 = l_602 | l_626;
const uint32 l_629 = l_628 & uint32(2147483647);
const bool l_630 = l_629 == uint32(0);
const bool l_631 = l_627 || l_630;
if (l_631) {
l_mut_216 = uint32(4294967293);
}
} else {
const bool l_632 = l_611 >= double(2.350988701644575e-38);
const bool l_633 = l_605 && l_632;
const bool l_634 = l_611 < double(3.4028234663852886e38);
const bool l_635 = l_633 && l_634;
if (l_635) {
const float l_636 = float(l_611);
const uint32 l_637 = reinterpret_cast<uint32 const&>(l_636);
const float l_638 = reinterpret_cast<float const&>(l_637);
const double l_639 = double(l_638);
const double l_640 = l_611 - l_639;
const uint32 l_641 = l_637 + uint32(1);
const bool l_642 = l_640 < double(0.0);
const uint32 l_643 = uint32(l_642);
const uint32 l_644 = uint32(2) * l_643;
const uint32 l_645 = l_641 - l_644;
const float l_646 = reinterpret_cast<float const&>(l_645);
const double l_647 = double(l_646);
const double l_648 = l_647 - l_639;
const double l_649 = abs(l_648);
const double l_650 = l_649 * double(0.5);
const double l_651 = abs(l_640);
const double l_652 = l_650 - l_651;
const double l_653 = l_611 * double(9.094947017729282e-13);
const bool l_654 = l_652 > l_653;
if (l_654) {
const uint32 l_655 = l_637 | l_614;
l_mut_216 = l_655;
}
} else {
const bool l_656 = l_611 < double(2.350988701644575e-38);
const bool l_657 = l_605 && l_656;
if (l_657) {
const double l_658 = l_611 * double(7.1362384635298e44);
const double l_659 = floor(l_658);
const double l_660 = l_658 - l_659;
const double l_661 = l_660 - double(0.5);
const double l_662 = abs(l_661);
const double l_663 = l_658 * double(9.094947017729282e-13);
const bool l_664 = l_662 > l_663;
if (l_664) {
const bool l_665 = l_660 > double(0.5);
const double l_666 = double(l_665);
const double l_667 = l_659 + l_666;
const uint32 l_668 = uint32(l_667);
const uint32 l_669 = l_668 | l_614;
l_mut_216 = l_669;
}
}
}
}
}
}
const uint32 l_670 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_671 = l_670 & uint32(2147483647);
const bool l_672 = l_671 > uint32(2139095040);
const uint32 l_673 = l_670 & uint32(2147483647);
const bool l_674 = l_673 == uint32(0);
const uint32 l_675 = l_670 & uint32(2147483647);
const double l_676 = double(l_675);
const uint32 l_677 = l_670 >> uint32(31);
const double l_678 = double(l_677);
const double l_679 = double(2.0) * l_678;
const double l_680 = double(1.0) - l_679;
const double l_681 = l_676 * l_680;
const uint32 l_682 = l_mut_216 & uint32(2147483647);
const double l_683 = double(l_682);
const uint32 l_684 = l_mut_216 >> uint32(31);
const double l_685 = double(l_684);
const double l_686 = double(2.0) * l_685;
const double l_687 = double(1.0) - l_686;
const double l_688 = l_683 * l_687;
const double l_689 = l_681 - l_688;
const uint32 l_690 = l_mut_216 & uint32(2139095040);
const bool l_691 = l_690 == uint32(0);
const bool l_692 = l_mut_216 < uint32(4294967293);
const bool l_693 = l_689 == double(0.0);
const bool l_694 = l_674 && l_691;
const bool l_695 = l_672 || l_694;
const bool l_696 = !l_695;
const bool l_697 = l_693 || l_696;
const bool l_698 = l_692 && l_697;
l_mut_284 = l_698;
const bool l_699 = l_689 != double(0.0);
const bool l_700 = l_mut_284 && l_699;
if (l_700) {

for (uint32 l_mut_701 = uint32(0); l_mut_701 < uint32(8); ++l_mut_701) {
const uint32 l_702 = uint32(2) * l_mut_701;
const uint32 l_7055 = info.static_meta[uint32(2)];
const uint32 l_7056 = l_7055 * uint32(1);
const bool l_7057 = l_702 < l_7056;
const uint32 l_7058 = l_7056 - uint32(1);
const uint32 l_7059 = min(l_702, l_7058);
const uint32 l_7060 = buffer_2[l_7059];
const uint32 l_7061 = (l_7057) ? l_7060 : uint32(0);
const uint32 l_703 = l_7061;
const uint32 l_704 = uint32(2) * l_mut_701;
const uint32 l_705 = l_704 + uint32(1);
const uint32 l_7062 = info.static_meta[uint32(2)];
const uint32 l_7063 = l_7062 * uint32(1);
const bool l_7064 = l_705 < l_7063;
const uint32 l_7065 = l_7063 - uint32(1);
const uint32 l_7066 = min(l_705, l_7065);
const uint32 l_7067 = buffer_2[l_7066];
const uint32 l_7068 = (l_7064) ? l_7067 : uint32(0);
const uint32 l_706 = l_7068;
const bool l_707 = l_706 != uint32(0);
const uint32 l_708 = l_mut_701 * uint32(4);
const uint32 l_7069 = info.static_meta[uint32(3)];
const uint32 l_7070 = l_7069 * uint32(1);
const bool l_7071 = l_708 < l_7070;
const uint32 l_7072 = l_7070 - uint32(1);
const uint32 l_7073 = min(l_708, l_7072);
const double l_7074 = buffer_3[l_7073];
const double l_7075 = (l_7071) ? l_7074 : double(0.0);
const double l_709 = l_7075;
const uint32 l_710 = l_mut_701 * uint32(4);
const uint32 l_711 = l_710 + uint32(1);
const uint32 l_7076 = info.static_meta[uint32(3)];
const uint32 l_7077 = l_7076 * uint32(1);
const bool l_7078 = l_711 < l_7077;
const uint32 l_7079 = l_7077 - uint32(1);
const uint32 l_7080 = min(l_711, l_7079);
const double l_7081 = buffer_3[l_7080];
const double l_7082 = (l_7078) ? l_7081 : double(0.0);
const double l_712 = l_7082;
const uint32 l_713 = l_mut_701 * uint32(4);
const uint32 l_714 = l_713 + uint32(2);
const uint32 l_7083 = info.static_meta[uint32(3)];
const uint32 l_7084 = l_7083 * uint32(1);
const bool l_7085 = l_714 < l_7084;
const uint32 l_7086 = l_7084 - uint32(1);
const uint32 l_7087 = min(l_714, l_7086);
const double l_7088 = buffer_3[l_7087];
const double l_7089 = (l_7085) ? l_7088 : double(0.0);
const double l_715 = l_7089;
const double l_716 = double(l_25);
const double l_717 = abs(l_716);
const double l_718 = abs(l_mut_31);
const double l_719 = l_718 * double(1.4551915228366852e-11);
l_mut_720 = uint32(2);
const bool l_721 = l_703 == uint32(0);
if (l_721) {
l_mut_720 = uint32(0);
} else {
const bool l_722 = l_703 == uint32(1);
if (l_722) {
l_mut_720 = uint32(1);
const double l_723 = abs(l_689);
const bool l_724 = l_723 <= l_709;
if (l_724) {
l_mut_720 = uint32(0);
}
} else {
const bool l_725 = l_703 == uint32(2);
if (l_725) {
const double l_726 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_727 = l_726 >= double(1.1754943508222875e-38);
const bool l_728 = l_726 <= double(1.7976931348623157e308);
const bool l_729 = l_727 && l_728;
if (l_729) {
const uint64 l_730 = reinterpret_cast<uint64 const&>(l_726);
const uint64 l_731 = l_730 >> uint64(52);
const uint64 l_732 = l_731 - uint64(23);
const uint64 l_733 = l_732 << uint64(52);
const double l_734 = reinterpret_cast<double const&>(l_733);
l_mut_404 = l_734;
}
const double l_735 = l_709 * l_mut_404;
l_mut_736 = uint32(2);
const double l_737 = l_mut_31 - l_719;
const double l_738 = abs(l_737);
l_mut_404 = double(1.401298464324817e-45);
const bool l_739 = l_738 >= double(1.1754943508222875e-38);
const bool l_740 = l_738 <= double(1.7976931348623157e308);
const bool l_741 = l_739 && l_740;
if (l_741) {
const uint64 l_742 = reinterpret_cast<uint64 const&>(l_738);
const uint64 l_743 = l_742 >> uint64(52);
const uint64 l_744 = l_743 - uint64(23);
const uint64 l_745 = l_744 << uint64(52);
const double l_746 = reinterpret_cast<double const&>(l_745);
l_mut_404 = l_746;
}
const double l_747 = l_mut_31 + l_719;
const double l_748 = abs(l_747);
l_mut_232 = double(1.401298464324817e-45);
const bool l_749 = l_748 >= double(1.1754943508222875e-38);
const bool l_750 = l_748 <= double(1.7976931348623157e308);
const bool l_751 = l_749 && l_750;
if (l_751) {
const uint64 l_752 = reinterpret_cast<uint64 const&>(l_748);
const uint64 l_753 = l_752 >> uint64(52);
const uint64 l_754 = l_753 - uint64(23);
const uint64 l_755 = l_754 << uint64(52);
const double l_756 = reinterpret_cast<double const&>(l_755);
l_mut_232 = l_756;
}
const bool l_757 = l_mut_404 == l_mut_232;
if (l_757) {
const double l_758 = l_735 * double(1.4551915228366852e-11);
const double l_759 = l_719 + l_758;
const double l_760 = l_mut_31 - l_735;
const double l_761 = l_mut_31 + l_735;
const uint32 l_762 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_763 = l_762 & uint32(2147483647);
const float l_764 = reinterpret_cast<float const&>(l_763);
const double l_765 = double(l_764);
l_mut_404 = l_765;
const bool l_766 = l_763 < uint32(8388608);
if (l_766) {
const double l_767 = double(l_763);
const double l_768 = l_767 * double(1.401298464324817e-45);
l_mut_404 = l_768;
}
const uint64 l_769 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_770 = l_762 >> uint32(31);
const uint64 l_771 = uint64(l_770);
const uint64 l_772 = l_771 << uint64(63);
const uint64 l_773 = l_769 | l_772;
const double l_774 = reinterpret_cast<double const&>(l_773);
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_776 = l_775 + uint32(1);
l_mut_777 = l_776;
const uint32 l_778 = l_775 & uint32(2147483647);
const bool l_779 = l_778 == uint32(0);
if (l_779) {
l_mut_777 = uint32(1);
} else {
const uint32 l_780 = l_775 & uint32(2147483648);
const bool l_781 = l_780 != uint32(0);
if (l_781) {
const uint32 l_782 = l_775 - uint32(1);
l_mut_777 = l_782;
} else {
const bool l_783 = l_775 == uint32(2139095040);
if (l_783) {
l_mut_777 = l_775;
}
}
}
const float l_784 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_785 = reinterpret_cast<uint32 const&>(l_784);
const uint32 l_786 = l_785 & uint32(2147483647);
const float l_787 = reinterpret_cast<float const&>(l_786);
const double l_788 = double(l_787);
l_mut_404 = l_788;
const bool l_789 = l_786 < uint32(8388608);
if (l_789) {
const double l_790 = double(l_786);
const double l_791 = l_790 * double(1.401298464324817e-45);
l_mut_404 = l_791;
}
const uint64 l_792 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_793 = l_785 >> uint32(31);
const uint64 l_794 = uint64(l_793);
const uint64 l_795 = l_794 << uint64(63);
const uint64 l_796 = l_792 | l_795;
const double l_797 = reinterpret_cast<double const&>(l_796);
const uint32 l_798 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_799 = l_798 ^ uint32(2147483648);
const float l_800 = reinterpret_cast<float const&>(l_799);
const uint32 l_801 = reinterpret_cast<uint32 const&>(l_800);
const uint32 l_802 = l_801 + uint32(1);
l_mut_777 = l_802;
const uint32 l_803 = l_801 & uint32(2147483647);
const bool l_804 = l_803 == uint32(0);
if (l_804) {
l_mut_777 = uint32(1);
} else {
const uint32 l_805 = l_801 & uint32(2147483648);
const bool l_806 = l_805 != uint32(0);
if (l_806) {
const uint32 l_807 = l_801 - uint32(1);
l_mut_777 = l_807;
} else {
const bool l_808 = l_801 == uint32(2139095040);
if (l_808) {
l_mut_777 = l_801;
}
}
}
const float l_809 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_810 = reinterpret_cast<uint32 const&>(l_809);
const uint32 l_811 = l_810 ^ uint32(2147483648);
const float l_812 = reinterpret_cast<float const&>(l_811);
const uint32 l_813 = reinterpret_cast<uint32 const&>(l_812);
const uint32 l_814 = l_813 & uint32(2147483647);
const float l_815 = reinterpret_cast<float const&>(l_814);
const double l_816 = double(l_815);
l_mut_404 = l_816;
const bool l_817 = l_814 < uint32(8388608);
if (l_817) {
const double l_818 = double(l_814);
const double l_819 = l_818 * double(1.401298464324817e-45);
l_mut_404 = l_819;
}
const uint64 l_820 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_821 = l_813 >> uint32(31);
const uint64 l_822 = uint64(l_821);
const uint64 l_823 = l_822 << uint64(63);
const uint64 l_824 = l_820 | l_823;
const double l_825 = reinterpret_cast<double const&>(l_824);
const double l_826 = l_760 + l_759;
const bool l_827 = l_826 <= l_774;
l_mut_828 = l_827;
const double l_829 = l_760 - l_759;
const bool l_830 = l_829 > l_774;
l_mut_831 = l_830;
const double l_832 = l_761 - l_759;
const bool l_833 = l_832 >= l_774;
l_mut_834 = l_833;
const double l_835 = l_761 + l_759;
const bool l_836 = l_835 < l_774;
l_mut_837 = l_836;
if (l_707) {
const double l_838 = l_760 + l_759;
const bool l_839 = l_838 < l_797;
l_mut_828 = l_839;
const double l_840 = l_760 - l_759;
const bool l_841 = l_840 >= l_797;
l_mut_831 = l_841;
const double l_842 = l_761 - l_759;
const bool l_843 = l_842 > l_825;
l_mut_834 = l_843;
const double l_844 = l_761 + l_759;
const bool l_845 = l_844 <= l_825;
l_mut_837 = l_845;
}
l_mut_777 = uint32(2);
const bool l_846 = l_mut_831 || l_mut_837;
if (l_846) {
l_mut_777 = uint32(1);
} else {
const bool l_847 = l_mut_828 && l_mut_834;
if (l_847) {
l_mut_777 = uint32(0);
}
}
const uint32 l_848 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_849 = l_848 & uint32(2147483647);
const bool l_850 = l_849 == uint32(0);
if (l_850) {
const double l_851 = l_760 + l_759;
const bool l_852 = l_851 < double(1.1754943508222875e-38);
const double l_853 = l_761 - l_759;
const bool l_854 = l_853 > double(-1.1754943508222875e-38);
const bool l_855 = l_852 && l_854;
const double l_856 = l_760 - l_759;
const bool l_857 = l_856 < double(1.1754943508222875e-38);
const double l_858 = l_761 + l_759;
const bool l_859 = l_858 > double(-1.1754943508222875e-38);
const bool l_860 = l_857 && l_859;
if (l_855) {
l_mut_777 = uint32(0);
} else {
const bool l_861 = l_mut_777 == uint32(1);
const bool l_862 = l_860 && l_861;
if (l_862) {
l_mut_777 = uint32(2);
}
}
}
l_mut_736 = l_mut_777;
}
l_mut_720 = l_mut_736;
} else {
const bool l_863 = l_703 == uint32(3);
if (l_863) {
l_mut_720 = uint32(0);
const bool l_864 = l_717 >= double(1.1754943508222875e-38);
const bool l_865 = l_717 <= double(8.507059173023462e37);
const bool l_866 = l_864 && l_865;
if (l_866) {
const double l_867 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_868 = l_867 >= double(1.1754943508222875e-38);
const bool l_869 = l_867 <= double(1.7976931348623157e308);
const bool l_870 = l_868 && l_869;
if (l_870) {
const uint64 l_871 = reinterpret_cast<uint64 const&>(l_867);
const uint64 l_872 = l_871 >> uint64(52);
const uint64 l_873 = l_872 - uint64(23);
const uint64 l_874 = l_873 << uint64(52);
const double l_875 = reinterpret_cast<double const&>(l_874);
l_mut_404 = l_875;
}
const double l_876 = l_709 * l_mut_404;
l_mut_777 = uint32(2);
const double l_877 = l_mut_31 - l_719;
const double l_878 = abs(l_877);
l_mut_404 = double(1.401298464324817e-45);
const bool l_879 = l_878 >= double(1.1754943508222875e-38);
const bool l_880 = l_878 <= double(1.7976931348623157e308);
const bool l_881 = l_879 && l_880;
if (l_881) {
const uint64 l_882 = reinterpret_cast<uint64 const&>(l_878);
const uint64 l_883 = l_882 >> uint64(52);
const uint64 l_884 = l_883 - uint64(23);
const uint64 l_885 = l_884 << uint64(52);
const double l_886 = reinterpret_cast<double const&>(l_885);
l_mut_404 = l_886;
}
const double l_887 = l_mut_31 + l_719;
const double l_888 = abs(l_887);
l_mut_232 = double(1.401298464324817e-45);
const bool l_889 = l_888 >= double(1.1754943508222875e-38);
const bool l_890 = l_888 <= double(1.7976931348623157e308);
const bool l_891 = l_889 && l_890;
if (l_891) {
const uint64 l_892 = reinterpret_cast<uint64 const&>(l_888);
const uint64 l_893 = l_892 >> uint64(52);
const uint64 l_894 = l_893 - uint64(23);
const uint64 l_895 = l_894 << uint64(52);
const double l_896 = reinterpret_cast<double const&>(l_895);
l_mut_232 = l_896;
}
const bool l_897 = l_mut_404 == l_mut_232;
if (l_897) {
const double l_898 = l_876 * double(1.4551915228366852e-11);
const double l_899 = l_719 + l_898;
const double l_900 = l_mut_31 - l_876;
const double l_901 = l_mut_31 + l_876;
const uint32 l_902 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_903 = l_902 & uint32(2147483647);
const float l_904 = reinterpret_cast<float const&>(l_903);
const double l_905 = double(l_904);
l_mut_404 = l_905;
const bool l_906 = l_903 < uint32(8388608);
if (l_906) {
const double l_907 = double(l_903);
const double l_908 = l_907 * double(1.401298464324817e-45);
l_mut_404 = l_908;
}
const uint64 l_909 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_910 = l_902 >> uint32(31);
const uint64 l_911 = uint64(l_910);
const uint64 l_912 = l_911 << uint64(63);
const uint64 l_913 = l_909 | l_912;
const double l_914 = reinterpret_cast<double const&>(l_913);
const uint32 l_915 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_916 = l_915 + uint32(1);
l_mut_736 = l_916;
const uint32 l_917 = l_915 & uint32(2147483647);
const bool l_918 = l_917 == uint32(0);
if (l_918) {
l_mut_736 = uint32(1);
} else {
const uint32 l_919 = l_915 & uint32(2147483648);
const bool l_920 = l_919 != uint32(0);
if (l_920) {
const uint32 l_921 = l_915 - uint32(1);
l_mut_736 = l_921;
} else {
const bool l_922 = l_915 == uint32(2139095040);
if (l_922) {
l_mut_736 = l_915;
}
}
}
const float l_923 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_924 = reinterpret_cast<uint32 const&>(l_923);
const uint32 l_925 = l_924 & uint32(2147483647);
const float l_926 = reinterpret_cast<float const&>(l_925);
const double l_927 = double(l_926);
l_mut_404 = l_927;
const bool l_928 = l_925 < uint32(8388608);
if (l_928) {
const double l_929 = double(l_925);
const double l_930 = l_929 * double(1.401298464324817e-45);
l_mut_404 = l_930;
}
const uint64 l_931 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_932 = l_924 >> uint32(31);
const uint64 l_933 = uint64(l_932);
const uint64 l_934 = l_933 << uint64(63);
const uint64 l_935 = l_931 | l_934;
const double l_936 = reinterpret_cast<double const&>(l_935);
const uint32 l_937 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_938 = l_937 ^ uint32(2147483648);
const float l_939 = reinterpret_cast<float const&>(l_938);
const uint32 l_940 = reinterpret_cast<uint32 const&>(l_939);
const uint32 l_941 = l_940 + uint32(1);
l_mut_736 = l_941;
const uint32 l_942 = l_940 & uint32(2147483647);
const bool l_943 = l_942 == uint32(0);
if (l_943) {
l_mut_736 = uint32(1);
} else {
const uint32 l_944 = l_940 & uint32(2147483648);
const bool l_945 = l_944 != uint32(0);
if (l_945) {
const uint32 l_946 = l_940 - uint32(1);
l_mut_736 = l_946;
} else {
const bool l_947 = l_940 == uint32(2139095040);
if (l_947) {
l_mut_736 = l_940;
}
}
}
const float l_948 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_949 = reinterpret_cast<uint32 const&>(l_948);
const uint32 l_950 = l_949 ^ uint32(2147483648);
const float l_951 = reinterpret_cast<float const&>(l_950);
const uint32 l_952 = reinterpret_cast<uint32 const&>(l_951);
const uint32 l_953 = l_952 & uint32(2147483647);
const float l_954 = reinterpret_cast<float const&>(l_953);
const double l_955 = double(l_954);
l_mut_404 = l_955;
const bool l_956 = l_953 < uint32(8388608);
if (l_956) {
const double l_957 = double(l_953);
const double l_958 = l_957 * double(1.401298464324817e-45);
l_mut_404 = l_958;
}
const uint64 l_959 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_960 = l_952 >> uint32(31);
const uint64 l_961 = uint64(l_960);
const uint64 l_962 = l_961 << uint64(63);
const uint64 l_963 = l_959 | l_962;
const double l_964 = reinterpret_cast<double const&>(l_963);
const double l_965 = l_900 + l_899;
const bool l_966 = l_965 <= l_914;
l_mut_837 = l_966;
const double l_967 = l_900 - l_899;
const bool l_968 = l_967 > l_914;
l_mut_834 = l_968;
const double l_969 = l_901 - l_899;
const bool l_970 = l_969 >= l_914;
l_mut_831 = l_970;
const double l_971 = l_901 + l_899;
const bool l_972 = l_971 < l_914;
l_mut_828 = l_972;
if (l_707) {
const double l_973 = l_900 + l_899;
const bool l_974 = l_973 < l_936;
l_mut_837 = l_974;
const double l_975 = l_900 - l_899;
const bool l_976 = l_975 >= l_936;
l_mut_834 = l_976;
const double l_977 = l_901 - l_899;
const bool l_978 = l_977 > l_964;
l_mut_831 = l_978;
const double l_979 = l_901 + l_899;
const bool l_980 = l_979 <= l_964;
l_mut_828 = l_980;
}
l_mut_736 = uint32(2);
const bool l_981 = l_mut_834 || l_mut_828;
if (l_981) {
l_mut_736 = uint32(1);
} else {
const bool l_982 = l_mut_837 && l_mut_831;
if (l_982) {
l_mut_736 = uint32(0);
}
}
const uint32 l_983 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_984 = l_983 & uint32(2147483647);
const bool l_985 = l_984 == uint32(0);
if (l_985) {
const double l_986 = l_900 + l_899;
const bool l_987 = l_986 < double(1.1754943508222875e-38);
const double l_988 = l_901 - l_899;
const bool l_989 = l_988 > double(-1.1754943508222875e-38);
const bool l_990 = l_987 && l_989;
const double l_991 = l_900 - l_899;
const bool l_992 = l_991 < double(1.1754943508222875e-38);
const double l_993 = l_901 + l_899;
const bool l_994 = l_993 > double(-1.1754943508222875e-38);
const bool l_995 = l_992 && l_994;
if (l_990) {
l_mut_736 = uint32(0);
} else {
const bool l_996 = l_mut_736 == uint32(1);
const bool l_997 = l_995 && l_996;
if (l_997) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
}
} else {
const bool l_998 = l_703 == uint32(4);
if (l_998) {
const double l_999 = l_712 * l_717;
const double l_1000 = l_709 + l_999;
const double l_1001 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1002 = l_1001 >= double(1.1754943508222875e-38);
const bool l_1003 = l_1001 <= double(1.7976931348623157e308);
const bool l_1004 = l_1002 && l_1003;
if (l_1004) {
const uint64 l_1005 = reinterpret_cast<uint64 const&>(l_1001);
const uint64 l_1006 = l_1005 >> uint64(52);
const uint64 l_1007 = l_1006 - uint64(23);
const uint64 l_1008 = l_1007 << uint64(52);
const double l_1009 = reinterpret_cast<double const&>(l_1008);
l_mut_404 = l_1009;
}
const double l_1010 = l_1000 * l_mut_404;
l_mut_777 = uint32(2);
const double l_1011 = l_mut_31 - l_719;
const double l_1012 = abs(l_1011);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1013 = l_1012 >= double(1.1754943508222875e-38);
const bool l_1014 = l_1012 <= double(1.7976931348623157e308);
const bool l_1015 = l_1013 && l_1014;
if (l_1015) {
const uint64 l_1016 = reinterpret_cast<uint64 const&>(l_1012);
const uint64 l_1017 = l_1016 >> uint64(52);
const uint64 l_1018 = l_1017 - uint64(23);
const uint64 l_1019 = l_1018 << uint64(52);
const double l_1020 = reinterpret_cast<double const&>(l_1019);
l_mut_404 = l_1020;
}
const double l_1021 = l_mut_31 + l_719;
const double l_1022 = abs(l_1021);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1023 = l_1022 >= double(1.1754943508222875e-38);
const bool l_1024 = l_1022 <= double(1.7976931348623157e308);
const bool l_1025 = l_1023 && l_1024;
if (l_1025) {
const uint64 l_1026 = reinterpret_cast<uint64 const&>(l_1022);
const uint64 l_1027 = l_1026 >> uint64(52);
const uint64 l_1028 = l_1027 - uint64(23);
const uint64 l_1029 = l_1028 << uint64(52);
const double l_1030 = reinterpret_cast<double const&>(l_1029);
l_mut_232 = l_1030;
}
const bool l_1031 = l_mut_404 == l_mut_232;
if (l_1031) {
const double l_1032 = l_1010 * double(1.4551915228366852e-11);
const double l_1033 = l_719 + l_1032;
const double l_1034 = l_mut_31 - l_1010;
const double l_1035 = l_mut_31 + l_1010;
const uint32 l_1036 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1037 = l_1036 & uint32(2147483647);
const float l_1038 = reinterpret_cast<float const&>(l_1037);
const double l_1039 = double(l_1038);
l_mut_404 = l_1039;
const bool l_1040 = l_1037 < uint32(8388608);
if (l_1040) {
const double l_1041 = double(l_1037);
const double l_1042 = l_1041 * double(1.401298464324817e-45);
l_mut_404 = l_1042;
}
const uint64 l_1043 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1044 = l_1036 >> uint32(31);
const uint64 l_1045 = uint64(l_1044);
const uint64 l_1046 = l_1045 << uint64(63);
const uint64 l_1047 = l_1043 | l_1046;
const double l_1048 = reinterpret_cast<double const&>(l_1047);
const uint32 l_1049 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1050 = l_1049 + uint32(1);
l_mut_736 = l_1050;
const uint32 l_1051 = l_1049 & uint32(2147483647);
const bool l_1052 = l_1051 == uint32(0);
if (l_1052) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1053 = l_1049 & uint32(2147483648);
const bool l_1054 = l_1053 != uint32(0);
if (l_1054) {
const uint32 l_1055 = l_1049 - uint32(1);
l_mut_736 = l_1055;
} else {
const bool l_1056 = l_1049 == uint32(2139095040);
if (l_1056) {
l_mut_736 = l_1049;
}
}
}
const float l_1057 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1058 = reinterpret_cast<uint32 const&>(l_1057);
const uint32 l_1059 = l_1058 & uint32(2147483647);
const float l_1060 = reinterpret_cast<float const&>(l_1059);
const double l_1061 = double(l_1060);
l_mut_404 = l_1061;
const bool l_1062 = l_1059 < uint32(8388608);
if (l_1062) {
const double l_1063 = double(l_1059);
const double l_1064 = l_1063 * double(1.401298464324817e-45);
l_mut_404 = l_1064;
}
const uint64 l_1065 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1066 = l_1058 >> uint32(31);
const uint64 l_1067 = uint64(l_1066);
const uint64 l_1068 = l_1067 << uint64(63);
const uint64 l_1069 = l_1065 | l_1068;
const double l_1070 = reinterpret_cast<double const&>(l_1069);
const uint32 l_1071 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1072 = l_1071 ^ uint32(2147483648);
const float l_1073 = reinterpret_cast<float const&>(l_1072);
const uint32 l_1074 = reinterpret_cast<uint32 const&>(l_1073);
const uint32 l_1075 = l_1074 + uint32(1);
l_mut_736 = l_1075;
const uint32 l_1076 = l_1074 & uint32(2147483647);
const bool l_1077 = l_1076 == uint32(0);
if (l_1077) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1078 = l_1074 & uint32(2147483648);
const bool l_1079 = l_1078 != uint32(0);
if (l_1079) {
const uint32 l_1080 = l_1074 - uint32(1);
l_mut_736 = l_1080;
} else {
const bool l_1081 = l_1074 == uint32(2139095040);
if (l_1081) {
l_mut_736 = l_1074;
}
}
}
const float l_1082 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1083 = reinterpret_cast<uint32 const&>(l_1082);
const uint32 l_1084 = l_1083 ^ uint32(2147483648);
const float l_1085 = reinterpret_cast<float const&>(l_1084);
const uint32 l_1086 = reinterpret_cast<uint32 const&>(l_1085);
const uint32 l_1087 = l_1086 & uint32(2147483647);
const float l_1088 = reinterpret_cast<float const&>(l_1087);
const double l_1089 = double(l_1088);
l_mut_404 = l_1089;
const bool l_1090 = l_1087 < uint32(8388608);
if (l_1090) {
const double l_1091 = double(l_1087);
const double l_1092 = l_1091 * double(1.401298464324817e-45);
l_mut_404 = l_1092;
}
const uint64 l_1093 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1094 = l_1086 >> uint32(31);
const uint64 l_1095 = uint64(l_1094);
const uint64 l_1096 = l_1095 << uint64(63);
const uint64 l_1097 = l_1093 | l_1096;
const double l_1098 = reinterpret_cast<double const&>(l_1097);
const double l_1099 = l_1034 + l_1033;
const bool l_1100 = l_1099 <= l_1048;
l_mut_837 = l_1100;
const double l_1101 = l_1034 - l_1033;
const bool l_1102 = l_1101 > l_1048;
l_mut_834 = l_1102;
const double l_1103 = l_1035 - l_1033;
const bool l_1104 = l_1103 >= l_1048;
l_mut_831 = l_1104;
const double l_1105 = l_1035 + l_1033;
const bool l_1106 = l_1105 < l_1048;
l_mut_828 = l_1106;
if (l_707) {
const double l_1107 = l_1034 + l_1033;
const bool l_1108 = l_1107 < l_1070;
l_mut_837 = l_1108;
const double l_1109 = l_1034 - l_1033;
const bool l_1110 = l_1109 >= l_1070;
l_mut_834 = l_1110;
const double l_1111 = l_1035 - l_1033;
const bool l_1112 = l_1111 > l_1098;
l_mut_831 = l_1112;
const double l_1113 = l_1035 + l_1033;
const bool l_1114 = l_1113 <= l_1098;
l_mut_828 = l_1114;
}
l_mut_736 = uint32(2);
const bool l_1115 = l_mut_834 || l_mut_828;
if (l_1115) {
l_mut_736 = uint32(1);
} else {
const bool l_1116 = l_mut_837 && l_mut_831;
if (l_1116) {
l_mut_736 = uint32(0);
}
}
const uint32 l_1117 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1118 = l_1117 & uint32(2147483647);
const bool l_1119 = l_1118 == uint32(0);
if (l_1119) {
const double l_1120 = l_1034 + l_1033;
const bool l_1121 = l_1120 < double(1.1754943508222875e-38);
const double l_1122 = l_1035 - l_1033;
const bool l_1123 = l_1122 > double(-1.1754943508222875e-38);
const bool l_1124 = l_1121 && l_1123;
const double l_1125 = l_1034 - l_1033;
const bool l_1126 = l_1125 < double(1.1754943508222875e-38);
const double l_1127 = l_1035 + l_1033;
const bool l_1128 = l_1127 > double(-1.1754943508222875e-38);
const bool l_1129 = l_1126 && l_1128;
if (l_1124) {
l_mut_736 = uint32(0);
} else {
const bool l_1130 = l_mut_736 == uint32(1);
const bool l_1131 = l_1129 && l_1130;
if (l_1131) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
const bool l_1132 = l_703 == uint32(5);
if (l_1132) {
const double l_1133 = double(2.0) * l_716;
const double l_1134 = abs(l_1133);
const double l_1135 = floor(l_1134);
const double l_1136 = double(3.0) + l_1135;
const double l_1137 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1138 = l_1137 >= double(1.1754943508222875e-38);
const bool l_1139 = l_1137 <= double(1.7976931348623157e308);
const bool l_1140 = l_1138 && l_1139;
if (l_1140) {
const uint64 l_1141 = reinterpret_cast<uint64 const&>(l_1137);
const uint64 l_1142 = l_1141 >> uint64(52);
const uint64 l_1143 = l_1142 - uint64(23);
const uint64 l_1144 = l_1143 << uint64(52);
const double l_1145 = reinterpret_cast<double const&>(l_1144);
l_mut_404 = l_1145;
}
const double l_1146 = l_1136 * l_mut_404;
l_mut_777 = uint32(2);
const double l_1147 = l_mut_31 - l_719;
const double l_1148 = abs(l_1147);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1149 = l_1148 >= double(1.1754943508222875e-38);
const bool l_1150 = l_1148 <= double(1.7976931348623157e308);
const bool l_1151 = l_1149 && l_1150;
if (l_1151) {
const uint64 l_1152 = reinterpret_cast<uint64 const&>(l_1148);
const uint64 l_1153 = l_1152 >> uint64(52);
const uint64 l_1154 = l_1153 - uint64(23);
const uint64 l_1155 = l_1154 << uint64(52);
const double l_1156 = reinterpret_cast<double const&>(l_1155);
l_mut_404 = l_1156;
}
const double l_1157 = l_mut_31 + l_719;
const double l_1158 = abs(l_1157);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1159 = l_1158 >= double(1.1754943508222875e-38);
const bool l_1160 = l_1158 <= double(1.7976931348623157e308);
const bool l_1161 = l_1159 && l_1160;
if (l_1161) {
const uint64 l_1162 = reinterpret_cast<uint64 const&>(l_1158);
const uint64 l_1163 = l_1162 >> uint64(52);
const uint64 l_1164 = l_1163 - uint64(23);
const uint64 l_1165 = l_1164 << uint64(52);
const double l_1166 = reinterpret_cast<double const&>(l_1165);
l_mut_232 = l_1166;
}
const bool l_1167 = l_mut_404 == l_mut_232;
if (l_1167) {
const double l_1168 = l_1146 * double(1.4551915228366852e-11);
const double l_1169 = l_719 + l_1168;
const double l_1170 = l_mut_31 - l_1146;
const double l_1171 = l_mut_31 + l_1146;
const uint32 l_1172 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1173 = l_1172 & uint32(2147483647);
const float l_1174 = reinterpret_cast<float const&>(l_1173);
const double l_1175 = double(l_1174);
l_mut_404 = l_1175;
const bool l_1176 = l_1173 < uint32(8388608);
if (l_1176) {
const double l_1177 = double(l_1173);
const double l_1178 = l_1177 * double(1.401298464324817e-45);
l_mut_404 = l_1178;
}
const uint64 l_1179 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1180 = l_1172 >> uint32(31);
const uint64 l_1181 = uint64(l_1180);
const uint64 l_1182 = l_1181 << uint64(63);
const uint64 l_1183 = l_1179 | l_1182;
const double l_1184 = reinterpret_cast<double const&>(l_1183);
const uint32 l_1185 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1186 = l_1185 + uint32(1);
l_mut_736 = l_1186;
const uint32 l_1187 = l_1185 & uint32(2147483647);
const bool l_1188 = l_1187 == uint32(0);
if (l_1188) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1189 = l_1185 & uint32(2147483648);
const bool l_1190 = l_1189 != uint32(0);
if (l_1190) {
const uint32 l_1191 = l_1185 - uint32(1);
l_mut_736 = l_1191;
} else {
const bool l_1192 = l_1185 == uint32(2139095040);
if (l_1192) {
l_mut_736 = l_1185;
}
}
}
const float l_1193 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1194 = reinterpret_cast<uint32 const&>(l_1193);
const uint32 l_1195 = l_1194 & uint32(2147483647);
const float l_1196 = reinterpret_cast<float const&>(l_1195);
const double l_1197 = double(l_1196);
l_mut_404 = l_1197;
const bool l_1198 = l_1195 < uint32(8388608);
if (l_1198) {
const double l_1199 = double(l_1195);
const double l_1200 = l_1199 * double(1.401298464324817e-45);
l_mut_404 = l_1200;
}
const uint64 l_1201 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1202 = l_1194 >> uint32(31);
const uint64 l_1203 = uint64(l_1202);
const uint64 l_1204 = l_1203 << uint64(63);
const uint64 l_1205 = l_1201 | l_1204;
const double l_1206 = reinterpret_cast<double const&>(l_1205);
const uint32 l_1207 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1208 = l_1207 ^ uint32(2147483648);
const float l_1209 = reinterpret_cast<float const&>(l_1208);
const uint32 l_1210 = reinterpret_cast<uint32 const&>(l_1209);
const uint32 l_1211 = l_1210 + uint32(1);
l_mut_736 = l_1211;
const uint32 l_1212 = l_1210 & uint32(2147483647);
const bool l_1213 = l_1212 == uint32(0);
if (l_1213) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1214 = l_1210 & uint32(2147483648);
const bool l_1215 = l_1214 != uint32(0);
if (l_1215) {
const uint32 l_1216 = l_1210 - uint32(1);
l_mut_736 = l_1216;
} else {
const bool l_1217 = l_1210 == uint32(2139095040);
if (l_1217) {
l_mut_736 = l_1210;
}
}
}
const float l_1218 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1219 = reinterpret_cast<uint32 const&>(l_1218);
const uint32 l_1220 = l_1219 ^ uint32(2147483648);
const float l_1221 = reinterpret_cast<float const&>(l_1220);
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_1221);
const uint32 l_1223 = l_1222 & uint32(2147483647);
const float l_1224 = reinterpret_cast<float const&>(l_1223);
const double l_1225 = double(l_1224);
l_mut_404 = l_1225;
const bool l_1226 = l_1223 < uint32(8388608);
if (l_1226) {
const double l_1227 = double(l_1223);
const double l_1228 = l_1227 * double(1.401298464324817e-45);
l_mut_404 = l_1228;
}
const uint64 l_1229 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1230 = l_1222 >> uint32(31);
const uint64 l_1231 = uint64(l_1230);
const uint64 l_1232 = l_1231 << uint64(63);
const uint64 l_1233 = l_1229 | l_1232;
const double l_1234 = reinterpret_cast<double const&>(l_1233);
const double l_1235 = l_1170 + l_1169;
const bool l_1236 = l_1235 <= l_1184;
l_mut_837 = l_1236;
const double l_1237 = l_1170 - l_1169;
const bool l_1238 = l_1237 > l_1184;
l_mut_834 = l_1238;
const double l_1239 = l_1171 - l_1169;
const bool l_1240 = l_1239 >= l_1184;
l_mut_831 = l_1240;
const double l_1241 = l_1171 + l_1169;
const bool l_1242 = l_1241 < l_1184;
l_mut_828 = l_1242;
if (l_707) {
const double l_1243 = l_1170 + l_1169;
const bool l_1244 = l_1243 < l_1206;
l_mut_837 = l_1244;
const double l_1245 = l_1170 - l_1169;
const bool l_1246 = l_1245 >= l_1206;
l_mut_834 = l_1246;
const double l_1247 = l_1171 - l_1169;
const bool l_1248 = l_1247 > l_1234;
l_mut_831 = l_1248;
const double l_1249 = l_1171 + l_1169;
const bool l_1250 = l_1249 <= l_1234;
l_mut_828 = l_1250;
}
l_mut_736 = uint32(2);
const bool l_1251 = l_mut_834 || l_mut_828;
if (l_1251) {
l_mut_736 = uint32(1);
} else {
const bool l_1252 = l_mut_837 && l_mut_831;
if (l_1252) {
l_mut_736 = uint32(0);
}
}
const uint32 l_1253 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1254 = l_1253 & uint32(2147483647);
const bool l_1255 = l_1254 == uint32(0);
if (l_1255) {
const double l_1256 = l_1170 + l_1169;
const bool l_1257 = l_1256 < double(1.1754943508222875e-38);
const double l_1258 = l_1171 - l_1169;
const bool l_1259 = l_1258 > double(-1.1754943508222875e-38);
const bool l_1260 = l_1257 && l_1259;
const double l_1261 = l_1170 - l_1169;
const bool l_1262 = l_1261 < double(1.1754943508222875e-38);
const double l_1263 = l_1171 + l_1169;
const bool l_1264 = l_1263 > double(-1.1754943508222875e-38);
const bool l_1265 = l_1262 && l_1264;
if (l_1260) {
l_mut_736 = uint32(0);
} else {
const bool l_1266 = l_mut_736 == uint32(1);
const bool l_1267 = l_1265 && l_1266;
if (l_1267) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
const bool l_1268 = l_703 == uint32(6);
if (l_1268) {
l_mut_720 = uint32(0);
const bool l_1269 = l_717 <= l_712;
if (l_1269) {
const double l_1270 = l_709 * double(1.4551915228366852e-11);
const double l_1271 = l_719 + l_1270;
const double l_1272 = l_mut_31 - l_709;
const double l_1273 = l_mut_31 + l_709;
const uint32 l_1274 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1275 = l_1274 & uint32(2147483647);
const float l_1276 = reinterpret_cast<float const&>(l_1275);
const double l_1277 = double(l_1276);
l_mut_404 = l_1277;
const bool l_1278 = l_1275 < uint32(8388608);
if (l_1278) {
const double l_1279 = double(l_1275);
const double l_1280 = l_1279 * double(1.401298464324817e-45);
l_mut_404 = l_1280;
}
const uint64 l_1281 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1282 = l_1274 >> uint32(31);
const uint64 l_1283 = uint64(l_1282);
const uint64 l_1284 = l_1283 << uint64(63);
const uint64 l_1285 = l_1281 | l_1284;
const double l_1286 = reinterpret_cast<double const&>(l_1285);
const uint32 l_1287 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1288 = l_1287 + uint32(1);
l_mut_777 = l_1288;
const uint32 l_1289 = l_1287 & uint32(2147483647);
const bool l_1290 = l_1289 == uint32(0);
if (l_1290) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1291 = l_1287 & uint32(2147483648);
const bool l_1292 = l_1291 != uint32(0);
if (l_1292) {
const uint32 l_1293 = l_1287 - uint32(1);
l_mut_777 = l_1293;
} else {
const bool l_1294 = l_1287 == uint32(2139095040);
if (l_1294) {
l_mut_777 = l_1287;
}
}
}
const float l_1295 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1296 = reinterpret_cast<uint32 const&>(l_1295);
const uint32 l_1297 = l_1296 & uint32(2147483647);
const float l_1298 = reinterpret_cast<float const&>(l_1297);
const double l_1299 = double(l_1298);
l_mut_404 = l_1299;
const bool l_1300 = l_1297 < uint32(8388608);
if (l_1300) {
const double l_1301 = double(l_1297);
const double l_1302 = l_1301 * double(1.401298464324817e-45);
l_mut_404 = l_1302;
}
const uint64 l_1303 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1304 = l_1296 >> uint32(31);
const uint64 l_1305 = uint64(l_1304);
const uint64 l_1306 = l_1305 << uint64(63);
const uint64 l_1307 = l_1303 | l_1306;
const double l_1308 = reinterpret_cast<double const&>(l_1307);
const uint32 l_1309 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1310 = l_1309 ^ uint32(2147483648);
const float l_1311 = reinterpret_cast<float const&>(l_1310);
const uint32 l_1312 = reinterpret_cast<uint32 const&>(l_1311);
const uint32 l_1313 = l_1312 + uint32(1);
l_mut_777 = l_1313;
const uint32 l_1314 = l_1312 & uint32(2147483647);
const bool l_1315 = l_1314 == uint32(0);
if (l_1315) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1316 = l_1312 & uint32(2147483648);
const bool l_1317 = l_1316 != uint32(0);
if (l_1317) {
const uint32 l_1318 = l_1312 - uint32(1);
l_mut_777 = l_1318;
} else {
const bool l_1319 = l_1312 == uint32(2139095040);
if (l_1319) {
l_mut_777 = l_1312;
}
}
}
const float l_1320 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1321 = reinterpret_cast<uint32 const&>(l_1320);
const uint32 l_1322 = l_1321 ^ uint32(2147483648);
const float l_1323 = reinterpret_cast<float const&>(l_1322);
const uint32 l_1324 = reinterpret_cast<uint32 const&>(l_1323);
const uint32 l_1325 = l_1324 & uint32(2147483647);
const float l_1326 = reinterpret_cast<float const&>(l_1325);
const double l_1327 = double(l_1326);
l_mut_404 = l_1327;
const bool l_1328 = l_1325 < uint32(8388608);
if (l_1328) {
const double l_1329 = double(l_1325);
const double l_1330 = l_1329 * double(1.401298464324817e-45);
l_mut_404 = l_1330;
}
const uint64 l_1331 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1332 = l_1324 >> uint32(31);
const uint64 l_1333 = uint64(l_1332);
const uint64 l_1334 = l_1333 << uint64(63);
const uint64 l_1335 = l_1331 | l_1334;
const double l_1336 = reinterpret_cast<double const&>(l_1335);
const double l_1337 = l_1272 + l_1271;
const bool l_1338 = l_1337 <= l_1286;
l_mut_837 = l_1338;
const double l_1339 = l_1272 - l_1271;
const bool l_1340 = l_1339 > l_1286;
l_mut_834 = l_1340;
const double l_1341 = l_1273 - l_1271;
const bool l_1342 = l_1341 >= l_1286;
l_mut_831 = l_1342;
const double l_1343 = l_1273 + l_1271;
const bool l_1344 = l_1343 < l_1286;
l_mut_828 = l_1344;
if (l_707) {
const double l_1345 = l_1272 + l_1271;
const bool l_1346 = l_1345 < l_1308;
l_mut_837 = l_1346;
const double l_1347 = l_1272 - l_1271;
const bool l_1348 = l_1347 >= l_1308;
l_mut_834 = l_1348;
const double l_1349 = l_1273 - l_1271;
const bool l_1350 = l_1349 > l_1336;
l_mut_831 = l_1350;
const double l_1351 = l_1273 + l_1271;
const bool l_1352 = l_1351 <= l_1336;
l_mut_828 = l_1352;
}
l_mut_777 = uint32(2);
const bool l_1353 = l_mut_834 || l_mut_828;
if (l_1353) {
l_mut_777 = uint32(1);
} else {
const bool l_1354 = l_mut_837 && l_mut_831;
if (l_1354) {
l_mut_777 = uint32(0);
}
}
const uint32 l_1355 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1356 = l_1355 & uint32(2147483647);
const bool l_1357 = l_1356 == uint32(0);
if (l_1357) {
const double l_1358 = l_1272 + l_1271;
const bool l_1359 = l_1358 < double(1.1754943508222875e-38);
const double l_1360 = l_1273 - l_1271;
const bool l_1361 = l_1360 > double(-1.1754943508222875e-38);
const bool l_1362 = l_1359 && l_1361;
const double l_1363 = l_1272 - l_1271;
const bool l_1364 = l_1363 < double(1.1754943508222875e-38);
const double l_1365 = l_1273 + l_1271;
const bool l_1366 = l_1365 > double(-1.1754943508222875e-38);
const bool l_1367 = l_1364 && l_1366;
if (l_1362) {
l_mut_777 = uint32(0);
} else {
const bool l_1368 = l_mut_777 == uint32(1);
const bool l_1369 = l_1367 && l_1368;
if (l_1369) {
l_mut_777 = uint32(2);
}
}
}
l_mut_720 = l_mut_777;
}
} else {
const bool l_1370 = l_703 == uint32(7);
if (l_1370) {
const double l_1371 = abs(l_mut_31);
const double l_1372 = l_709 * l_1371;
l_mut_404 = l_1372;
const double l_1373 = abs(l_mut_31);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1374 = l_1373 >= double(1.1754943508222875e-38);
const bool l_1375 = l_1373 <= double(1.7976931348623157e308);
const bool l_1376 = l_1374 && l_1375;
if (l_1376) {
const uint64 l_1377 = reinterpret_cast<uint64 const&>(l_1373);
const uint64 l_1378 = l_1377 >> uint64(52);
const uint64 l_1379 = l_1378 - uint64(23);
const uint64 l_1380 = l_1379 << uint64(52);
const double l_1381 = reinterpret_cast<double const&>(l_1380);
l_mut_232 = l_1381;
}
const double l_1382 = double(0.5) * l_mut_232;
const bool l_1383 = l_1382 > l_mut_404;
if (l_1383) {
l_mut_404 = l_1382;
}
const double l_1384 = l_mut_31 - l_719;
const double l_1385 = abs(l_1384);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1386 = l_1385 >= double(1.1754943508222875e-38);
const bool l_1387 = l_1385 <= double(1.7976931348623157e308);
const bool l_1388 = l_1386 && l_1387;
if (l_1388) {
const uint64 l_1389 = reinterpret_cast<uint64 const&>(l_1385);
const uint64 l_1390 = l_1389 >> uint64(52);
const uint64 l_1391 = l_1390 - uint64(23);
const uint64 l_1392 = l_1391 << uint64(52);
const double l_1393 = reinterpret_cast<double const&>(l_1392);
l_mut_232 = l_1393;
}
const double l_1394 = l_mut_31 + l_719;
const double l_1395 = abs(l_1394);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1396 = l_1395 >= double(1.1754943508222875e-38);
const bool l_1397 = l_1395 <= double(1.7976931348623157e308);
const bool l_1398 = l_1396 && l_1397;
if (l_1398) {
const uint64 l_1399 = reinterpret_cast<uint64 const&>(l_1395);
const uint64 l_1400 = l_1399 >> uint64(52);
const uint64 l_1401 = l_1400 - uint64(23);
const uint64 l_1402 = l_1401 << uint64(52);
const double l_1403 = reinterpret_cast<double const&>(l_1402);
l_mut_78 = l_1403;
}
const bool l_1404 = l_mut_232 == l_mut_78;
if (l_1404) {
const double l_1405 = l_709 * l_719;
const double l_1406 = l_719 + l_1405;
const double l_1407 = l_mut_404 * double(1.4551915228366852e-11);
const double l_1408 = l_1406 + l_1407;
const double l_1409 = l_mut_31 - l_mut_404;
const double l_1410 = l_mut_31 + l_mut_404;
const uint32 l_1411 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1412 = l_1411 & uint32(2147483647);
const float l_1413 = reinterpret_cast<float const&>(l_1412);
const double l_1414 = double(l_1413);
l_mut_404 = l_1414;
const bool l_1415 = l_1412 < uint32(8388608);
if (l_1415) {
const double l_1416 = double(l_1412);
const double l_1417 = l_1416 * double(1.401298464324817e-45);
l_mut_404 = l_1417;
}
const uint64 l_1418 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1419 = l_1411 >> uint32(31);
const uint64 l_1420 = uint64(l_1419);
const uint64 l_1421 = l_1420 << uint64(63);
const uint64 l_1422 = l_1418 | l_1421;
const double l_1423 = reinterpret_cast<double const&>(l_1422);
const uint32 l_1424 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1425 = l_1424 + uint32(1);
l_mut_777 = l_1425;
const uint32 l_1426 = l_1424 & uint32(2147483647);
const bool l_1427 = l_1426 == uint32(0);
if (l_1427) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1428 = l_1424 & uint32(2147483648);
const bool l_1429 = l_1428 != uint32(0);
if (l_1429) {
const uint32 l_1430 = l_1424 - uint32(1);
l_mut_777 = l_1430;
} else {
const bool l_1431 = l_1424 == uint32(2139095040);
if (l_1431) {
l_mut_777 = l_1424;
}
}
}
const float l_1432 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1433 = reinterpret_cast<uint32 const&>(l_1432);
const uint32 l_1434 = l_1433 & uint32(2147483647);
const float l_1435 = reinterpret_cast<float const&>(l_1434);
const double l_1436 = double(l_1435);
l_mut_404 = l_1436;
const bool l_1437 = l_1434 < uint32(8388608);
if (l_1437) {
const double l_1438 = double(l_1434);
const double l_1439 = l_1438 * double(1.401298464324817e-45);
l_mut_404 = l_1439;
}
const uint64 l_1440 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1441 = l_1433 >> uint32(31);
const uint64 l_1442 = uint64(l_1441);
const uint64 l_1443 = l_1442 << uint64(63);
const uint64 l_1444 = l_1440 | l_1443;
const double l_1445 = reinterpret_cast<double const&>(l_1444);
const uint32 l_1446 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1447 = l_1446 ^ uint32(2147483648);
const float l_1448 = reinterpret_cast<float const&>(l_1447);
const uint32 l_1449 = reinterpret_cast<uint32 const&>(l_1448);
const uint32 l_1450 = l_1449 + uint32(1);
l_mut_777 = l_1450;
const uint32 l_1451 = l_1449 & uint32(2147483647);
const bool l_1452 = l_1451 == uint32(0);
if (l_1452) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1453 = l_1449 & uint32(2147483648);
const bool l_1454 = l_1453 != uint32(0);
if (l_1454) {
const uint32 l_1455 = l_1449 - uint32(1);
l_mut_777 = l_1455;
} else {
const bool l_1456 = l_1449 == uint32(2139095040);
if (l_1456) {
l_mut_777 = l_1449;
}
}
}
const float l_1457 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1458 = reinterpret_cast<uint32 const&>(l_1457);
const uint32 l_1459 = l_1458 ^ uint32(2147483648);
const float l_1460 = reinterpret_cast<float const&>(l_1459);
const uint32 l_1461 = reinterpret_cast<uint32 const&>(l_1460);
const uint32 l_1462 = l_1461 & uint32(2147483647);
const float l_1463 = reinterpret_cast<float const&>(l_1462);
const double l_1464 = double(l_1463);
l_mut_404 = l_1464;
const bool l_1465 = l_1462 < uint32(8388608);
if (l_1465) {
const double l_1466 = double(l_1462);
const double l_1467 = l_1466 * double(1.401298464324817e-45);
l_mut_404 = l_1467;
}
const uint64 l_1468 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1469 = l_1461 >> uint32(31);
const uint64 l_1470 = uint64(l_1469);
const uint64 l_1471 = l_1470 << uint64(63);
const uint64 l_1472 = l_1468 | l_1471;
const double l_1473 = reinterpret_cast<double const&>(l_1472);
const double l_1474 = l_1409 + l_1408;
const bool l_1475 = l_1474 <= l_1423;
l_mut_837 = l_1475;
const double l_1476 = l_1409 - l_1408;
const bool l_1477 = l_1476 > l_1423;
l_mut_834 = l_1477;
const double l_1478 = l_1410 - l_1408;
const bool l_1479 = l_1478 >= l_1423;
l_mut_831 = l_1479;
const double l_1480 = l_1410 + l_1408;
const bool l_1481 = l_1480 < l_1423;
l_mut_828 = l_1481;
if (l_707) {
const double l_1482 = l_1409 + l_1408;
const bool l_1483 = l_1482 < l_1445;
l_mut_837 = l_1483;
const double l_1484 = l_1409 - l_1408;
const bool l_1485 = l_1484 >= l_1445;
l_mut_834 = l_1485;
const double l_1486 = l_1410 - l_1408;
const bool l_1487 = l_1486 > l_1473;
l_mut_831 = l_1487;
const double l_1488 = l_1410 + l_1408;
const bool l_1489 = l_1488 <= l_1473;
l_mut_828 = l_1489;
}
l_mut_777 = uint32(2);
const bool l_1490 = l_mut_834 || l_mut_828;
if (l_1490) {
l_mut_777 = uint32(1);
} else {
const bool l_1491 = l_mut_837 && l_mut_831;
if (l_1491) {
l_mut_777 = uint32(0);
}
}
const uint32 l_1492 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1493 = l_1492 & uint32(2147483647);
const bool l_1494 = l_1493 == uint32(0);
if (l_1494) {
const double l_1495 = l_1409 + l_1408;
const bool l_1496 = l_1495 < double(1.1754943508222875e-38);
const double l_1497 = l_1410 - l_1408;
const bool l_1498 = l_1497 > double(-1.1754943508222875e-38);
const bool l_1499 = l_1496 && l_1498;
const double l_1500 = l_1409 - l_1408;
const bool l_1501 = l_1500 < double(1.1754943508222875e-38);
const double l_1502 = l_1410 + l_1408;
const bool l_1503 = l_1502 > double(-1.1754943508222875e-38);
const bool l_1504 = l_1501 && l_1503;
if (l_1499) {
l_mut_777 = uint32(0);
} else {
const bool l_1505 = l_mut_777 == uint32(1);
const bool l_1506 = l_1504 && l_1505;
if (l_1506) {
l_mut_777 = uint32(2);
}
}
}
l_mut_720 = l_mut_777;
}
} else {
const bool l_1507 = l_703 == uint32(8);
if (l_1507) {
const bool l_1508 = l_716 >= double(0.5);
const bool l_1509 = l_716 <= double(2.0);
const bool l_1510 = l_1508 && l_1509;
if (l_1510) {
const double l_1511 = l_709 * double(1.4551915228366852e-11);
const double l_1512 = l_719 + l_1511;
const double l_1513 = l_mut_31 - l_709;
const double l_1514 = l_mut_31 + l_709;
const uint32 l_1515 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1516 = l_1515 & uint32(2147483647);
const float l_1517 = reinterpret_cast<float const&>(l_1516);
const double l_1518 = double(l_1517);
l_mut_404 = l_1518;
const bool l_1519 = l_1516 < uint32(8388608);
if (l_1519) {
const double l_1520 = double(l_1516);
const double l_1521 = l_1520 * double(1.401298464324817e-45);
l_mut_404 = l_1521;
}
const uint64 l_1522 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1523 = l_1515 >> uint32(31);
const uint64 l_1524 = uint64(l_1523);
const uint64 l_1525 = l_1524 << uint64(63);
const uint64 l_1526 = l_1522 | l_1525;
const double l_1527 = reinterpret_cast<double const&>(l_1526);
const uint32 l_1528 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1529 = l_1528 + uint32(1);
l_mut_777 = l_1529;
const uint32 l_1530 = l_1528 & uint32(2147483647);
const bool l_1531 = l_1530 == uint32(0);
if (l_1531) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1532 = l_1528 & uint32(2147483648);
const bool l_1533 = l_1532 != uint32(0);
if (l_1533) {
const uint32 l_1534 = l_1528 - uint32(1);
l_mut_777 = l_1534;
} else {
const bool l_1535 = l_1528 == uint32(2139095040);
if (l_1535) {
l_mut_777 = l_1528;
}
}
}
const float l_1536 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1537 = reinterpret_cast<uint32 const&>(l_1536);
const uint32 l_1538 = l_1537 & uint32(2147483647);
const float l_1539 = reinterpret_cast<float const&>(l_1538);
const double l_1540 = double(l_1539);
l_mut_404 = l_1540;
const bool l_1541 = l_1538 < uint32(8388608);
if (l_1541) {
const double l_1542 = double(l_1538);
const double l_1543 = l_1542 * double(1.401298464324817e-45);
l_mut_404 = l_1543;
}
const uint64 l_1544 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1545 = l_1537 >> uint32(31);
const uint64 l_1546 = uint64(l_1545);
const uint64 l_1547 = l_1546 << uint64(63);
const uint64 l_1548 = l_1544 | l_1547;
const double l_1549 = reinterpret_cast<double const&>(l_1548);
const uint32 l_1550 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1551 = l_1550 ^ uint32(2147483648);
const float l_1552 = reinterpret_cast<float const&>(l_1551);
const uint32 l_1553 = reinterpret_cast<uint32 const&>(l_1552);
const uint32 l_1554 = l_1553 + uint32(1);
l_mut_777 = l_1554;
const uint32 l_1555 = l_1553 & uint32(2147483647);
const bool l_1556 = l_1555 == uint32(0);
if (l_1556) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1557 = l_1553 & uint32(2147483648);
const bool l_1558 = l_1557 != uint32(0);
if (l_1558) {
const uint32 l_1559 = l_1553 - uint32(1);
l_mut_777 = l_1559;
} else {
const bool l_1560 = l_1553 == uint32(2139095040);
if (l_1560) {
l_mut_777 = l_1553;
}
}
}
const float l_1561 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1562 = reinterpret_cast<uint32 const&>(l_1561);
const uint32 l_1563 = l_1562 ^ uint32(2147483648);
const float l_1564 = reinterpret_cast<float const&>(l_1563);
const uint32 l_1565 = reinterpret_cast<uint32 const&>(l_1564);
const uint32 l_1566 = l_1565 & uint32(2147483647);
const float l_1567 = reinterpret_cast<float const&>(l_1566);
const double l_1568 = double(l_1567);
l_mut_404 = l_1568;
const bool l_1569 = l_1566 < uint32(8388608);
if (l_1569) {
const double l_1570 = double(l_1566);
const double l_1571 = l_1570 * double(1.401298464324817e-45);
l_mut_404 = l_1571;
}
const uint64 l_1572 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1573 = l_1565 >> uint32(31);
const uint64 l_1574 = uint64(l_1573);
const uint64 l_1575 = l_1574 << uint64(63);
const uint64 l_1576 = l_1572 | l_1575;
const double l_1577 = reinterpret_cast<double const&>(l_1576);
const double l_1578 = l_1513 + l_1512;
const bool l_1579 = l_1578 <= l_1527;
l_mut_837 = l_1579;
const double l_1580 = l_1513 - l_1512;
const bool l_1581 = l_1580 > l_1527;
l_mut_834 = l_1581;
const double l_1582 = l_1514 - l_1512;
const bool l_1583 = l_1582 >= l_1527;
l_mut_831 = l_1583;
const double l_1584 = l_1514 + l_1512;
const bool l_1585 = l_1584 < l_1527;
l_mut_828 = l_1585;
if (l_707) {
const double l_1586 = l_1513 + l_1512;
const bool l_1587 = l_1586 < l_1549;
l_mut_837 = l_1587;
const double l_1588 = l_1513 - l_1512;
const bool l_1589 = l_1588 >= l_1549;
l_mut_834 = l_1589;
const double l_1590 = l_1514 - l_1512;
const bool l_1591 = l_1590 > l_1577;
l_mut_831 = l_1591;
const double l_1592 = l_1514 + l_1512;
const bool l_1593 = l_1592 <= l_1577;
l_mut_828 = l_1593;
}
l_mut_777 = uint32(2);
const bool l_1594 = l_mut_834 || l_mut_828;
if (l_1594) {
l_mut_777 = uint32(1);
} else {
const bool l_1595 = l_mut_837 && l_mut_831;
if (l_1595) {
l_mut_777 = uint32(0);
}
}
const uint32 l_1596 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1597 = l_1596 & uint32(2147483647);
const bool l_1598 = l_1597 == uint32(0);
if (l_1598) {
const double l_1599 = l_1513 + l_1512;
const bool l_1600 = l_1599 < double(1.1754943508222875e-38);
const double l_1601 = l_1514 - l_1512;
const bool l_1602 = l_1601 > double(-1.1754943508222875e-38);
const bool l_1603 = l_1600 && l_1602;
const double l_1604 = l_1513 - l_1512;
const bool l_1605 = l_1604 < double(1.1754943508222875e-38);
const double l_1606 = l_1514 + l_1512;
const bool l_1607 = l_1606 > double(-1.1754943508222875e-38);
const bool l_1608 = l_1605 && l_1607;
if (l_1603) {
l_mut_777 = uint32(0);
} else {
const bool l_1609 = l_mut_777 == uint32(1);
const bool l_1610 = l_1608 && l_1609;
if (l_1610) {
l_mut_777 = uint32(2);
}
}
}
l_mut_720 = l_mut_777;
} else {
const double l_1611 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1612 = l_1611 >= double(1.1754943508222875e-38);
const bool l_1613 = l_1611 <= double(1.7976931348623157e308);
const bool l_1614 = l_1612 && l_1613;
if (l_1614) {
const uint64 l_1615 = reinterpret_cast<uint64 const&>(l_1611);
const uint64 l_1616 = l_1615 >> uint64(52);
const uint64 l_1617 = l_1616 - uint64(23);
const uint64 l_1618 = l_1617 << uint64(52);
const double l_1619 = reinterpret_cast<double const&>(l_1618);
l_mut_404 = l_1619;
}
const double l_1620 = l_712 * l_mut_404;
l_mut_777 = uint32(2);
const double l_1621 = l_mut_31 - l_719;
const double l_1622 = abs(l_1621);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1623 = l_1622 >= double(1.1754943508222875e-38);
const bool l_1624 = l_1622 <= double(1.7976931348623157e308);
const bool l_1625 = l_1623 && l_1624;
if (l_1625) {
const uint64 l_1626 = reinterpret_cast<uint64 const&>(l_1622);
const uint64 l_1627 = l_1626 >> uint64(52);
const uint64 l_1628 = l_1627 - uint64(23);
const uint64 l_1629 = l_1628 << uint64(52);
const double l_1630 = reinterpret_cast<double const&>(l_1629);
l_mut_404 = l_1630;
}
const double l_1631 = l_mut_31 + l_719;
const double l_1632 = abs(l_1631);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1633 = l_1632 >= double(1.1754943508222875e-38);
const bool l_1634 = l_1632 <= double(1.7976931348623157e308);
const bool l_1635 = l_1633 && l_1634;
if (l_1635) {
const uint64 l_1636 = reinterpret_cast<uint64 const&>(l_1632);
const uint64 l_1637 = l_1636 >> uint64(52);
const uint64 l_1638 = l_1637 - uint64(23);
const uint64 l_1639 = l_1638 << uint64(52);
const double l_1640 = reinterpret_cast<double const&>(l_1639);
l_mut_232 = l_1640;
}
const bool l_1641 = l_mut_404 == l_mut_232;
if (l_1641) {
const double l_1642 = l_1620 * double(1.4551915228366852e-11);
const double l_1643 = l_719 + l_1642;
const double l_1644 = l_mut_31 - l_1620;
const double l_1645 = l_mut_31 + l_1620;
const uint32 l_1646 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1647 = l_1646 & uint32(2147483647);
const float l_1648 = reinterpret_cast<float const&>(l_1647);
const double l_1649 = double(l_1648);
l_mut_404 = l_1649;
const bool l_1650 = l_1647 < uint32(8388608);
if (l_1650) {
const double l_1651 = double(l_1647);
const double l_1652 = l_1651 * double(1.401298464324817e-45);
l_mut_404 = l_1652;
}
const uint64 l_1653 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1654 = l_1646 >> uint32(31);
const uint64 l_1655 = uint64(l_1654);
const uint64 l_1656 = l_1655 << uint64(63);
const uint64 l_1657 = l_1653 | l_1656;
const double l_1658 = reinterpret_cast<double const&>(l_1657);
const uint32 l_1659 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1660 = l_1659 + uint32(1);
l_mut_736 = l_1660;
const uint32 l_1661 = l_1659 & uint32(2147483647);
const bool l_1662 = l_1661 == uint32(0);
if (l_1662) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1663 = l_1659 & uint32(2147483648);
const bool l_1664 = l_1663 != uint32(0);
if (l_1664) {
const uint32 l_1665 = l_1659 - uint32(1);
l_mut_736 = l_1665;
} else {
const bool l_1666 = l_1659 == uint32(2139095040);
if (l_1666) {
l_mut_736 = l_1659;
}
}
}
const float l_1667 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1668 = reinterpret_cast<uint32 const&>(l_1667);
const uint32 l_1669 = l_1668 & uint32(2147483647);
const float l_1670 = reinterpret_cast<float const&>(l_1669);
const double l_1671 = double(l_1670);
l_mut_404 = l_1671;
const bool l_1672 = l_1669 < uint32(8388608);
if (l_1672) {
const double l_1673 = double(l_1669);
const double l_1674 = l_1673 * double(1.401298464324817e-45);
l_mut_404 = l_1674;
}
const uint64 l_1675 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1676 = l_1668 >> uint32(31);
const uint64 l_1677 = uint64(l_1676);
const uint64 l_1678 = l_1677 << uint64(63);
const uint64 l_1679 = l_1675 | l_1678;
const double l_1680 = reinterpret_cast<double const&>(l_1679);
const uint32 l_1681 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1682 = l_1681 ^ uint32(2147483648);
const float l_1683 = reinterpret_cast<float const&>(l_1682);
const uint32 l_1684 = reinterpret_cast<uint32 const&>(l_1683);
const uint32 l_1685 = l_1684 + uint32(1);
l_mut_736 = l_1685;
const uint32 l_1686 = l_1684 & uint32(2147483647);
const bool l_1687 = l_1686 == uint32(0);
if (l_1687) {
l_mut_736 = uint32(1);
} else {
const uint32 l_1688 = l_1684 & uint32(2147483648);
const bool l_1689 = l_1688 != uint32(0);
if (l_1689) {
const uint32 l_1690 = l_1684 - uint32(1);
l_mut_736 = l_1690;
} else {
const bool l_1691 = l_1684 == uint32(2139095040);
if (l_1691) {
l_mut_736 = l_1684;
}
}
}
const float l_1692 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_1693 = reinterpret_cast<uint32 const&>(l_1692);
const uint32 l_1694 = l_1693 ^ uint32(2147483648);
const float l_1695 = reinterpret_cast<float const&>(l_1694);
const uint32 l_1696 = reinterpret_cast<uint32 const&>(l_1695);
const uint32 l_1697 = l_1696 & uint32(2147483647);
const float l_1698 = reinterpret_cast<float const&>(l_1697);
const double l_1699 = double(l_1698);
l_mut_404 = l_1699;
const bool l_1700 = l_1697 < uint32(8388608);
if (l_1700) {
const double l_1701 = double(l_1697);
const double l_1702 = l_1701 * double(1.401298464324817e-45);
l_mut_404 = l_1702;
}
const uint64 l_1703 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1704 = l_1696 >> uint32(31);
const uint64 l_1705 = uint64(l_1704);
const uint64 l_1706 = l_1705 << uint64(63);
const uint64 l_1707 = l_1703 | l_1706;
const double l_1708 = reinterpret_cast<double const&>(l_1707);
const double l_1709 = l_1644 + l_1643;
const bool l_1710 = l_1709 <= l_1658;
l_mut_837 = l_1710;
const double l_1711 = l_1644 - l_1643;
const bool l_1712 = l_1711 > l_1658;
l_mut_834 = l_1712;
const double l_1713 = l_1645 - l_1643;
const bool l_1714 = l_1713 >= l_1658;
l_mut_831 = l_1714;
const double l_1715 = l_1645 + l_1643;
const bool l_1716 = l_1715 < l_1658;
l_mut_828 = l_1716;
if (l_707) {
const double l_1717 = l_1644 + l_1643;
const bool l_1718 = l_1717 < l_1680;
l_mut_837 = l_1718;
const double l_1719 = l_1644 - l_1643;
const bool l_1720 = l_1719 >= l_1680;
l_mut_834 = l_1720;
const double l_1721 = l_1645 - l_1643;
const bool l_1722 = l_1721 > l_1708;
l_mut_831 = l_1722;
const double l_1723 = l_1645 + l_1643;
const bool l_1724 = l_1723 <= l_1708;
l_mut_828 = l_1724;
}
l_mut_736 = uint32(2);
const bool l_1725 = l_mut_834 || l_mut_828;
if (l_1725) {
l_mut_736 = uint32(1);
} else {
const bool l_1726 = l_mut_837 && l_mut_831;
if (l_1726) {
l_mut_736 = uint32(0);
}
}
const uint32 l_1727 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1728 = l_1727 & uint32(2147483647);
const bool l_1729 = l_1728 == uint32(0);
if (l_1729) {
const double l_1730 = l_1644 + l_1643;
const bool l_1731 = l_1730 < double(1.1754943508222875e-38);
const double l_1732 = l_1645 - l_1643;
const bool l_1733 = l_1732 > double(-1.1754943508222875e-38);
const bool l_1734 = l_1731 && l_1733;
const double l_1735 = l_1644 - l_1643;
const bool l_1736 = l_1735 < double(1.1754943508222875e-38);
const double l_1737 = l_1645 + l_1643;
const bool l_1738 = l_1737 > double(-1.1754943508222875e-38);
const bool l_1739 = l_1736 && l_1738;
if (l_1734) {
l_mut_736 = uint32(0);
} else {
const bool l_1740 = l_mut_736 == uint32(1);
const bool l_1741 = l_1739 && l_1740;
if (l_1741) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
}
} else {
const bool l_1742 = l_703 == uint32(9);
if (l_1742) {
l_arr_1743[uint32(0)] = uint32(1);
const double l_1744 = sqrt(l_716);
const double l_1745 = double(1.0) / l_1744;
const double l_1746 = l_1745 * double(1.4551915228366852e-11);
const double l_1747 = abs(l_1745);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1748 = l_1747 >= double(1.1754943508222875e-38);
const bool l_1749 = l_1747 <= double(1.7976931348623157e308);
const bool l_1750 = l_1748 && l_1749;
if (l_1750) {
const uint64 l_1751 = reinterpret_cast<uint64 const&>(l_1747);
const uint64 l_1752 = l_1751 >> uint64(52);
const uint64 l_1753 = l_1752 - uint64(23);
const uint64 l_1754 = l_1753 << uint64(52);
const double l_1755 = reinterpret_cast<double const&>(l_1754);
l_mut_404 = l_1755;
}
const double l_1756 = l_1745 - l_1746;
const double l_1757 = abs(l_1756);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1758 = l_1757 >= double(1.1754943508222875e-38);
const bool l_1759 = l_1757 <= double(1.7976931348623157e308);
const bool l_1760 = l_1758 && l_1759;
if (l_1760) {
const uint64 l_1761 = reinterpret_cast<uint64 const&>(l_1757);
const uint64 l_1762 = l_1761 >> uint64(52);
const uint64 l_1763 = l_1762 - uint64(23);
const uint64 l_1764 = l_1763 << uint64(52);
const double l_1765 = reinterpret_cast<double const&>(l_1764);
l_mut_232 = l_1765;
}
const double l_1766 = l_1745 + l_1746;
const double l_1767 = abs(l_1766);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1768 = l_1767 >= double(1.1754943508222875e-38);
const bool l_1769 = l_1767 <= double(1.7976931348623157e308);
const bool l_1770 = l_1768 && l_1769;
if (l_1770) {
const uint64 l_1771 = reinterpret_cast<uint64 const&>(l_1767);
const uint64 l_1772 = l_1771 >> uint64(52);
const uint64 l_1773 = l_1772 - uint64(23);
const uint64 l_1774 = l_1773 << uint64(52);
const double l_1775 = reinterpret_cast<double const&>(l_1774);
l_mut_78 = l_1775;
}
const bool l_1776 = l_mut_232 == l_mut_78;
const bool l_1777 = !l_1776;
if (l_1777) {
l_arr_1743[uint32(0)] = uint32(0);
}
const double l_1778 = l_709 * l_mut_404;
const double l_1779 = l_1745 - l_1778;
l_mut_232 = l_1779;
if (l_707) {
const double l_1780 = l_1779 - l_1746;
const double l_1781 = l_1780 * double(7.1362384635298e44);
const double l_1782 = floor(l_1781);
const double l_1783 = l_1782 * double(1.401298464324817e-45);
l_mut_78 = l_1783;
const double l_1784 = abs(l_1780);
const bool l_1785 = l_1784 >= double(1.1754943508222875e-38);
if (l_1785) {
const float l_1786 = float(l_1780);
const double l_1787 = double(l_1786);
l_mut_78 = l_1787;
const bool l_1788 = l_mut_78 > l_1780;
if (l_1788) {
const uint32 l_1789 = reinterpret_cast<uint32 const&>(l_1786);
const uint32 l_1790 = l_1789 ^ uint32(2147483648);
const float l_1791 = reinterpret_cast<float const&>(l_1790);
const uint32 l_1792 = reinterpret_cast<uint32 const&>(l_1791);
const uint32 l_1793 = l_1792 + uint32(1);
l_mut_777 = l_1793;
const uint32 l_1794 = l_1792 & uint32(2147483647);
const bool l_1795 = l_1794 == uint32(0);
if (l_1795) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1796 = l_1792 & uint32(2147483648);
const bool l_1797 = l_1796 != uint32(0);
if (l_1797) {
const uint32 l_1798 = l_1792 - uint32(1);
l_mut_777 = l_1798;
} else {
const bool l_1799 = l_1792 == uint32(2139095040);
if (l_1799) {
l_mut_777 = l_1792;
}
}
}
const float l_1800 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1801 = reinterpret_cast<uint32 const&>(l_1800);
const uint32 l_1802 = l_1801 ^ uint32(2147483648);
const float l_1803 = reinterpret_cast<float const&>(l_1802);
const uint32 l_1804 = reinterpret_cast<uint32 const&>(l_1803);
const uint32 l_1805 = l_1804 & uint32(2147483647);
const float l_1806 = reinterpret_cast<float const&>(l_1805);
const double l_1807 = double(l_1806);
l_mut_49 = l_1807;
const bool l_1808 = l_1805 < uint32(8388608);
if (l_1808) {
const double l_1809 = double(l_1805);
const double l_1810 = l_1809 * double(1.401298464324817e-45);
l_mut_49 = l_1810;
}
const uint64 l_1811 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1812 = l_1804 >> uint32(31);
const uint64 l_1813 = uint64(l_1812);
const uint64 l_1814 = l_1813 << uint64(63);
const uint64 l_1815 = l_1811 | l_1814;
const double l_1816 = reinterpret_cast<double const&>(l_1815);
l_mut_78 = l_1816;
} else {
const uint32 l_1817 = reinterpret_cast<uint32 const&>(l_1786);
const uint32 l_1818 = l_1817 + uint32(1);
l_mut_777 = l_1818;
const uint32 l_1819 = l_1817 & uint32(2147483647);
const bool l_1820 = l_1819 == uint32(0);
if (l_1820) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1821 = l_1817 & uint32(2147483648);
const bool l_1822 = l_1821 != uint32(0);
if (l_1822) {
const uint32 l_1823 = l_1817 - uint32(1);
l_mut_777 = l_1823;
} else {
const bool l_1824 = l_1817 == uint32(2139095040);
if (l_1824) {
l_mut_777 = l_1817;
}
}
}
const float l_1825 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1826 = reinterpret_cast<uint32 const&>(l_1825);
const uint32 l_1827 = l_1826 & uint32(2147483647);
const float l_1828 = reinterpret_cast<float const&>(l_1827);
const double l_1829 = double(l_1828);
l_mut_49 = l_1829;
const bool l_1830 = l_1827 < uint32(8388608);
if (l_1830) {
const double l_1831 = double(l_1827);
const double l_1832 = l_1831 * double(1.401298464324817e-45);
l_mut_49 = l_1832;
}
const uint64 l_1833 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1834 = l_1826 >> uint32(31);
const uint64 l_1835 = uint64(l_1834);
const uint64 l_1836 = l_1835 << uint64(63);
const uint64 l_1837 = l_1833 | l_1836;
const double l_1838 = reinterpret_cast<double const&>(l_1837);
const bool l_1839 = l_1838 <= l_1780;
if (l_1839) {
const uint32 l_1840 = reinterpret_cast<uint32 const&>(l_1786);
const uint32 l_1841 = l_1840 + uint32(1);
l_mut_777 = l_1841;
const uint32 l_1842 = l_1840 & uint32(2147483647);
const bool l_1843 = l_1842 == uint32(0);
if (l_1843) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1844 = l_1840 & uint32(2147483648);
const bool l_1845 = l_1844 != uint32(0);
if (l_1845) {
const uint32 l_1846 = l_1840 - uint32(1);
l_mut_777 = l_1846;
} else {
const bool l_1847 = l_1840 == uint32(2139095040);
if (l_1847) {
l_mut_777 = l_1840;
}
}
}
const float l_1848 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1849 = reinterpret_cast<uint32 const&>(l_1848);
const uint32 l_1850 = l_1849 & uint32(2147483647);
const float l_1851 = reinterpret_cast<float const&>(l_1850);
const double l_1852 = double(l_1851);
l_mut_49 = l_1852;
const bool l_1853 = l_1850 < uint32(8388608);
if (l_1853) {
const double l_1854 = double(l_1850);
const double l_1855 = l_1854 * double(1.401298464324817e-45);
l_mut_49 = l_1855;
}
const uint64 l_1856 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1857 = l_1849 >> uint32(31);
const uint64 l_1858 = uint64(l_1857);
const uint64 l_1859 = l_1858 << uint64(63);
const uint64 l_1860 = l_1856 | l_1859;
const double l_1861 = reinterpret_cast<double const&>(l_1860);
l_mut_78 = l_1861;
}
}
}
const double l_1862 = l_1779 + l_1746;
const double l_1863 = l_1862 * double(7.1362384635298e44);
const double l_1864 = floor(l_1863);
const double l_1865 = l_1864 * double(1.401298464324817e-45);
l_mut_49 = l_1865;
const double l_1866 = abs(l_1862);
const bool l_1867 = l_1866 >= double(1.1754943508222875e-38);
if (l_1867) {
const float l_1868 = float(l_1862);
const double l_1869 = double(l_1868);
l_mut_49 = l_1869;
const bool l_1870 = l_mut_49 > l_1862;
if (l_1870) {
const uint32 l_1871 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1872 = l_1871 ^ uint32(2147483648);
const float l_1873 = reinterpret_cast<float const&>(l_1872);
const uint32 l_1874 = reinterpret_cast<uint32 const&>(l_1873);
const uint32 l_1875 = l_1874 + uint32(1);
l_mut_777 = l_1875;
const uint32 l_1876 = l_1874 & uint32(2147483647);
const bool l_1877 = l_1876 == uint32(0);
if (l_1877) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1878 = l_1874 & uint32(2147483648);
const bool l_1879 = l_1878 != uint32(0);
if (l_1879) {
const uint32 l_1880 = l_1874 - uint32(1);
l_mut_777 = l_1880;
} else {
const bool l_1881 = l_1874 == uint32(2139095040);
if (l_1881) {
l_mut_777 = l_1874;
}
}
}
const float l_1882 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1883 = reinterpret_cast<uint32 const&>(l_1882);
const uint32 l_1884 = l_1883 ^ uint32(2147483648);
const float l_1885 = reinterpret_cast<float const&>(l_1884);
const uint32 l_1886 = reinterpret_cast<uint32 const&>(l_1885);
const uint32 l_1887 = l_1886 & uint32(2147483647);
const float l_1888 = reinterpret_cast<float const&>(l_1887);
const double l_1889 = double(l_1888);
l_mut_1890 = l_1889;
const bool l_1891 = l_1887 < uint32(8388608);
if (l_1891) {
const double l_1892 = double(l_1887);
const double l_1893 = l_1892 * double(1.401298464324817e-45);
l_mut_1890 = l_1893;
}
const uint64 l_1894 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_1895 = l_1886 >> uint32(31);
const uint64 l_1896 = uint64(l_1895);
const uint64 l_1897 = l_1896 << uint64(63);
const uint64 l_1898 = l_1894 | l_1897;
const double l_1899 = reinterpret_cast<double const&>(l_1898);
l_mut_49 = l_1899;
} else {
const uint32 l_1900 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1901 = l_1900 + uint32(1);
l_mut_777 = l_1901;
const uint32 l_1902 = l_1900 & uint32(2147483647);
const bool l_1903 = l_1902 == uint32(0);
if (l_1903) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1904 = l_1900 & uint32(2147483648);
const bool l_1905 = l_1904 != uint32(0);
if (l_1905) {
const uint32 l_1906 = l_1900 - uint32(1);
l_mut_777 = l_1906;
} else {
const bool l_1907 = l_1900 == uint32(2139095040);
if (l_1907) {
l_mut_777 = l_1900;
}
}
}
const float l_1908 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1909 = reinterpret_cast<uint32 const&>(l_1908);
const uint32 l_1910 = l_1909 & uint32(2147483647);
const float l_1911 = reinterpret_cast<float const&>(l_1910);
const double l_1912 = double(l_1911);
l_mut_1890 = l_1912;
const bool l_1913 = l_1910 < uint32(8388608);
if (l_1913) {
const double l_1914 = double(l_1910);
const double l_1915 = l_1914 * double(1.401298464324817e-45);
l_mut_1890 = l_1915;
}
const uint64 l_1916 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_1917 = l_1909 >> uint32(31);
const uint64 l_1918 = uint64(l_1917);
const uint64 l_1919 = l_1918 << uint64(63);
const uint64 l_1920 = l_1916 | l_1919;
const double l_1921 = reinterpret_cast<double const&>(l_1920);
const bool l_1922 = l_1921 <= l_1862;
if (l_1922) {
const uint32 l_1923 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1924 = l_1923 + uint32(1);
l_mut_777 = l_1924;
const uint32 l_1925 = l_1923 & uint32(2147483647);
const bool l_1926 = l_1925 == uint32(0);
if (l_1926) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1927 = l_1923 & uint32(2147483648);
const bool l_1928 = l_1927 != uint32(0);
if (l_1928) {
const uint32 l_1929 = l_1923 - uint32(1);
l_mut_777 = l_1929;
} else {
const bool l_1930 = l_1923 == uint32(2139095040);
if (l_1930) {
l_mut_777 = l_1923;
}
}
}
const float l_1931 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1932 = reinterpret_cast<uint32 const&>(l_1931);
const uint32 l_1933 = l_1932 & uint32(2147483647);
const float l_1934 = reinterpret_cast<float const&>(l_1933);
const double l_1935 = double(l_1934);
l_mut_1890 = l_1935;
const bool l_1936 = l_1933 < uint32(8388608);
if (l_1936) {
const double l_1937 = double(l_1933);
const double l_1938 = l_1937 * double(1.401298464324817e-45);
l_mut_1890 = l_1938;
}
const uint64 l_1939 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_1940 = l_1932 >> uint32(31);
const uint64 l_1941 = uint64(l_1940);
const uint64 l_1942 = l_1941 << uint64(63);
const uint64 l_1943 = l_1939 | l_1942;
const double l_1944 = reinterpret_cast<double const&>(l_1943);
l_mut_49 = l_1944;
}
}
}
const bool l_1945 = l_mut_78 == l_mut_49;
const bool l_1946 = !l_1945;
if (l_1946) {
l_arr_1743[uint32(0)] = uint32(0);
}
const double l_1947 = l_1779 * double(7.1362384635298e44);
const double l_1948 = floor(l_1947);
const double l_1949 = l_1948 * double(1.401298464324817e-45);
l_mut_1890 = l_1949;
const double l_1950 = abs(l_1779);
const bool l_1951 = l_1950 >= double(1.1754943508222875e-38);
if (l_1951) {
const float l_1952 = float(l_1779);
const double l_1953 = double(l_1952);
l_mut_1890 = l_1953;
const bool l_1954 = l_mut_1890 > l_1779;
if (l_1954) {
const uint32 l_1955 = reinterpret_cast<uint32 const&>(l_1952);
const uint32 l_1956 = l_1955 ^ uint32(2147483648);
const float l_1957 = reinterpret_cast<float const&>(l_1956);
const uint32 l_1958 = reinterpret_cast<uint32 const&>(l_1957);
const uint32 l_1959 = l_1958 + uint32(1);
l_mut_777 = l_1959;
const uint32 l_1960 = l_1958 & uint32(2147483647);
const bool l_1961 = l_1960 == uint32(0);
if (l_1961) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1962 = l_1958 & uint32(2147483648);
const bool l_1963 = l_1962 != uint32(0);
if (l_1963) {
const uint32 l_1964 = l_1958 - uint32(1);
l_mut_777 = l_1964;
} else {
const bool l_1965 = l_1958 == uint32(2139095040);
if (l_1965) {
l_mut_777 = l_1958;
}
}
}
const float l_1966 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1967 = reinterpret_cast<uint32 const&>(l_1966);
const uint32 l_1968 = l_1967 ^ uint32(2147483648);
const float l_1969 = reinterpret_cast<float const&>(l_1968);
const uint32 l_1970 = reinterpret_cast<uint32 const&>(l_1969);
const uint32 l_1971 = l_1970 & uint32(2147483647);
const float l_1972 = reinterpret_cast<float const&>(l_1971);
const double l_1973 = double(l_1972);
l_mut_78 = l_1973;
const bool l_1974 = l_1971 < uint32(8388608);
if (l_1974) {
const double l_1975 = double(l_1971);
const double l_1976 = l_1975 * double(1.401298464324817e-45);
l_mut_78 = l_1976;
}
const uint64 l_1977 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_1978 = l_1970 >> uint32(31);
const uint64 l_1979 = uint64(l_1978);
const uint64 l_1980 = l_1979 << uint64(63);
const uint64 l_1981 = l_1977 | l_1980;
const double l_1982 = reinterpret_cast<double const&>(l_1981);
l_mut_1890 = l_1982;
} else {
const uint32 l_1983 = reinterpret_cast<uint32 const&>(l_1952);
const uint32 l_1984 = l_1983 + uint32(1);
l_mut_777 = l_1984;
const uint32 l_1985 = l_1983 & uint32(2147483647);
const bool l_1986 = l_1985 == uint32(0);
if (l_1986) {
l_mut_777 = uint32(1);
} else {
const uint32 l_1987 = l_1983 & uint32(2147483648);
const bool l_1988 = l_1987 != uint32(0);
if (l_1988) {
const uint32 l_1989 = l_1983 - uint32(1);
l_mut_777 = l_1989;
} else {
const bool l_1990 = l_1983 == uint32(2139095040);
if (l_1990) {
l_mut_777 = l_1983;
}
}
}
const float l_1991 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_1992 = reinterpret_cast<uint32 const&>(l_1991);
const uint32 l_1993 = l_1992 & uint32(2147483647);
const float l_1994 = reinterpret_cast<float const&>(l_1993);
const double l_1995 = double(l_1994);
l_mut_78 = l_1995;
const bool l_1996 = l_1993 < uint32(8388608);
if (l_1996) {
const double l_1997 = double(l_1993);
const double l_1998 = l_1997 * double(1.401298464324817e-45);
l_mut_78 = l_1998;
}
const uint64 l_1999 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2000 = l_1992 >> uint32(31);
const uint64 l_2001 = uint64(l_2000);
const uint64 l_2002 = l_2001 << uint64(63);
const uint64 l_2003 = l_1999 | l_2002;
const double l_2004 = reinterpret_cast<double const&>(l_2003);
const bool l_2005 = l_2004 <= l_1779;
if (l_2005) {
const uint32 l_2006 = reinterpret_cast<uint32 const&>(l_1952);
const uint32 l_2007 = l_2006 + uint32(1);
l_mut_777 = l_2007;
const uint32 l_2008 = l_2006 & uint32(2147483647);
const bool l_2009 = l_2008 == uint32(0);
if (l_2009) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2010 = l_2006 & uint32(2147483648);
const bool l_2011 = l_2010 != uint32(0);
if (l_2011) {
const uint32 l_2012 = l_2006 - uint32(1);
l_mut_777 = l_2012;
} else {
const bool l_2013 = l_2006 == uint32(2139095040);
if (l_2013) {
l_mut_777 = l_2006;
}
}
}
const float l_2014 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2015 = reinterpret_cast<uint32 const&>(l_2014);
const uint32 l_2016 = l_2015 & uint32(2147483647);
const float l_2017 = reinterpret_cast<float const&>(l_2016);
const double l_2018 = double(l_2017);
l_mut_78 = l_2018;
const bool l_2019 = l_2016 < uint32(8388608);
if (l_2019) {
const double l_2020 = double(l_2016);
const double l_2021 = l_2020 * double(1.401298464324817e-45);
l_mut_78 = l_2021;
}
const uint64 l_2022 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2023 = l_2015 >> uint32(31);
const uint64 l_2024 = uint64(l_2023);
const uint64 l_2025 = l_2024 << uint64(63);
const uint64 l_2026 = l_2022 | l_2025;
const double l_2027 = reinterpret_cast<double const&>(l_2026);
l_mut_1890 = l_2027;
}
}
}
l_mut_232 = l_mut_1890;
}
const double l_2028 = l_709 * l_mut_404;
const double l_2029 = l_1745 + l_2028;
l_mut_1890 = l_2029;
if (l_707) {
const double l_2030 = l_2029 - l_1746;
const double l_2031 = l_2030 * double(7.1362384635298e44);
const double l_2032 = floor(l_2031);
const double l_2033 = l_2032 * double(1.401298464324817e-45);
l_mut_404 = l_2033;
const double l_2034 = abs(l_2030);
const bool l_2035 = l_2034 >= double(1.1754943508222875e-38);
if (l_2035) {
const float l_2036 = float(l_2030);
const double l_2037 = double(l_2036);
l_mut_404 = l_2037;
const bool l_2038 = l_mut_404 > l_2030;
if (l_2038) {
const uint32 l_2039 = reinterpret_cast<uint32 const&>(l_2036);
const uint32 l_2040 = l_2039 ^ uint32(2147483648);
const float l_2041 = reinterpret_cast<float const&>(l_2040);
const uint32 l_2042 = reinterpret_cast<uint32 const&>(l_2041);
const uint32 l_2043 = l_2042 + uint32(1);
l_mut_777 = l_2043;
const uint32 l_2044 = l_2042 & uint32(2147483647);
const bool l_2045 = l_2044 == uint32(0);
if (l_2045) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2046 = l_2042 & uint32(2147483648);
const bool l_2047 = l_2046 != uint32(0);
if (l_2047) {
const uint32 l_2048 = l_2042 - uint32(1);
l_mut_777 = l_2048;
} else {
const bool l_2049 = l_2042 == uint32(2139095040);
if (l_2049) {
l_mut_777 = l_2042;
}
}
}
const float l_2050 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2051 = reinterpret_cast<uint32 const&>(l_2050);
const uint32 l_2052 = l_2051 ^ uint32(2147483648);
const float l_2053 = reinterpret_cast<float const&>(l_2052);
const uint32 l_2054 = reinterpret_cast<uint32 const&>(l_2053);
const uint32 l_2055 = l_2054 & uint32(2147483647);
const float l_2056 = reinterpret_cast<float const&>(l_2055);
const double l_2057 = double(l_2056);
l_mut_78 = l_2057;
const bool l_2058 = l_2055 < uint32(8388608);
if (l_2058) {
const double l_2059 = double(l_2055);
const double l_2060 = l_2059 * double(1.401298464324817e-45);
l_mut_78 = l_2060;
}
const uint64 l_2061 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2062 = l_2054 >> uint32(31);
const uint64 l_2063 = uint64(l_2062);
const uint64 l_2064 = l_2063 << uint64(63);
const uint64 l_2065 = l_2061 | l_2064;
const double l_2066 = reinterpret_cast<double const&>(l_2065);
l_mut_404 = l_2066;
} else {
const uint32 l_2067 = reinterpret_cast<uint32 const&>(l_2036);
const uint32 l_2068 = l_2067 + uint32(1);
l_mut_777 = l_2068;
const uint32 l_2069 = l_2067 & uint32(2147483647);
const bool l_2070 = l_2069 == uint32(0);
if (l_2070) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2071 = l_2067 & uint32(2147483648);
const bool l_2072 = l_2071 != uint32(0);
if (l_2072) {
const uint32 l_2073 = l_2067 - uint32(1);
l_mut_777 = l_2073;
} else {
const bool l_2074 = l_2067 == uint32(2139095040);
if (l_2074) {
l_mut_777 = l_2067;
}
}
}
const float l_2075 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2076 = reinterpret_cast<uint32 const&>(l_2075);
const uint32 l_2077 = l_2076 & uint32(2147483647);
const float l_2078 = reinterpret_cast<float const&>(l_2077);
const double l_2079 = double(l_2078);
l_mut_78 = l_2079;
const bool l_2080 = l_2077 < uint32(8388608);
if (l_2080) {
const double l_2081 = double(l_2077);
const double l_2082 = l_2081 * double(1.401298464324817e-45);
l_mut_78 = l_2082;
}
const uint64 l_2083 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2084 = l_2076 >> uint32(31);
const uint64 l_2085 = uint64(l_2084);
const uint64 l_2086 = l_2085 << uint64(63);
const uint64 l_2087 = l_2083 | l_2086;
const double l_2088 = reinterpret_cast<double const&>(l_2087);
const bool l_2089 = l_2088 <= l_2030;
if (l_2089) {
const uint32 l_2090 = reinterpret_cast<uint32 const&>(l_2036);
const uint32 l_2091 = l_2090 + uint32(1);
l_mut_777 = l_2091;
const uint32 l_2092 = l_2090 & uint32(2147483647);
const bool l_2093 = l_2092 == uint32(0);
if (l_2093) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2094 = l_2090 & uint32(2147483648);
const bool l_2095 = l_2094 != uint32(0);
if (l_2095) {
const uint32 l_2096 = l_2090 - uint32(1);
l_mut_777 = l_2096;
} else {
const bool l_2097 = l_2090 == uint32(2139095040);
if (l_2097) {
l_mut_777 = l_2090;
}
}
}
const float l_2098 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2099 = reinterpret_cast<uint32 const&>(l_2098);
const uint32 l_2100 = l_2099 & uint32(2147483647);
const float l_2101 = reinterpret_cast<float const&>(l_2100);
const double l_2102 = double(l_2101);
l_mut_78 = l_2102;
const bool l_2103 = l_2100 < uint32(8388608);
if (l_2103) {
const double l_2104 = double(l_2100);
const double l_2105 = l_2104 * double(1.401298464324817e-45);
l_mut_78 = l_2105;
}
const uint64 l_2106 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2107 = l_2099 >> uint32(31);
const uint64 l_2108 = uint64(l_2107);
const uint64 l_2109 = l_2108 << uint64(63);
const uint64 l_2110 = l_2106 | l_2109;
const double l_2111 = reinterpret_cast<double const&>(l_2110);
l_mut_404 = l_2111;
}
}
}
const double l_2112 = l_2029 + l_1746;
const double l_2113 = l_2112 * double(7.1362384635298e44);
const double l_2114 = floor(l_2113);
const double l_2115 = l_2114 * double(1.401298464324817e-45);
l_mut_78 = l_2115;
const double l_2116 = abs(l_2112);
const bool l_2117 = l_2116 >= double(1.1754943508222875e-38);
if (l_2117) {
const float l_2118 = float(l_2112);
const double l_2119 = double(l_2118);
l_mut_78 = l_2119;
const bool l_2120 = l_mut_78 > l_2112;
if (l_2120) {
const uint32 l_2121 = reinterpret_cast<uint32 const&>(l_2118);
const uint32 l_2122 = l_2121 ^ uint32(2147483648);
const float l_2123 = reinterpret_cast<float const&>(l_2122);
const uint32 l_2124 = reinterpret_cast<uint32 const&>(l_2123);
const uint32 l_2125 = l_2124 + uint32(1);
l_mut_777 = l_2125;
const uint32 l_2126 = l_2124 & uint32(2147483647);
const bool l_2127 = l_2126 == uint32(0);
if (l_2127) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2128 = l_2124 & uint32(2147483648);
const bool l_2129 = l_2128 != uint32(0);
if (l_2129) {
const uint32 l_2130 = l_2124 - uint32(1);
l_mut_777 = l_2130;
} else {
const bool l_2131 = l_2124 == uint32(2139095040);
if (l_2131) {
l_mut_777 = l_2124;
}
}
}
const float l_2132 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2133 = reinterpret_cast<uint32 const&>(l_2132);
const uint32 l_2134 = l_2133 ^ uint32(2147483648);
const float l_2135 = reinterpret_cast<float const&>(l_2134);
const uint32 l_2136 = reinterpret_cast<uint32 const&>(l_2135);
const uint32 l_2137 = l_2136 & uint32(2147483647);
const float l_2138 = reinterpret_cast<float const&>(l_2137);
const double l_2139 = double(l_2138);
l_mut_49 = l_2139;
const bool l_2140 = l_2137 < uint32(8388608);
if (l_2140) {
const double l_2141 = double(l_2137);
const double l_2142 = l_2141 * double(1.401298464324817e-45);
l_mut_49 = l_2142;
}
const uint64 l_2143 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2144 = l_2136 >> uint32(31);
const uint64 l_2145 = uint64(l_2144);
const uint64 l_2146 = l_2145 << uint64(63);
const uint64 l_2147 = l_2143 | l_2146;
const double l_2148 = reinterpret_cast<double const&>(l_2147);
l_mut_78 = l_2148;
} else {
const uint32 l_2149 = reinterpret_cast<uint32 const&>(l_2118);
const uint32 l_2150 = l_2149 + uint32(1);
l_mut_777 = l_2150;
const uint32 l_2151 = l_2149 & uint32(2147483647);
const bool l_2152 = l_2151 == uint32(0);
if (l_2152) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2153 = l_2149 & uint32(2147483648);
const bool l_2154 = l_2153 != uint32(0);
if (l_2154) {
const uint32 l_2155 = l_2149 - uint32(1);
l_mut_777 = l_2155;
} else {
const bool l_2156 = l_2149 == uint32(2139095040);
if (l_2156) {
l_mut_777 = l_2149;
}
}
}
const float l_2157 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2158 = reinterpret_cast<uint32 const&>(l_2157);
const uint32 l_2159 = l_2158 & uint32(2147483647);
const float l_2160 = reinterpret_cast<float const&>(l_2159);
const double l_2161 = double(l_2160);
l_mut_49 = l_2161;
const bool l_2162 = l_2159 < uint32(8388608);
if (l_2162) {
const double l_2163 = double(l_2159);
const double l_2164 = l_2163 * double(1.401298464324817e-45);
l_mut_49 = l_2164;
}
const uint64 l_2165 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2166 = l_2158 >> uint32(31);
const uint64 l_2167 = uint64(l_2166);
const uint64 l_2168 = l_2167 << uint64(63);
const uint64 l_2169 = l_2165 | l_2168;
const double l_2170 = reinterpret_cast<double const&>(l_2169);
const bool l_2171 = l_2170 <= l_2112;
if (l_2171) {
const uint32 l_2172 = reinterpret_cast<uint32 const&>(l_2118);
const uint32 l_2173 = l_2172 + uint32(1);
l_mut_777 = l_2173;
const uint32 l_2174 = l_2172 & uint32(2147483647);
const bool l_2175 = l_2174 == uint32(0);
if (l_2175) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2176 = l_2172 & uint32(2147483648);
const bool l_2177 = l_2176 != uint32(0);
if (l_2177) {
const uint32 l_2178 = l_2172 - uint32(1);
l_mut_777 = l_2178;
} else {
const bool l_2179 = l_2172 == uint32(2139095040);
if (l_2179) {
l_mut_777 = l_2172;
}
}
}
const float l_2180 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2181 = reinterpret_cast<uint32 const&>(l_2180);
const uint32 l_2182 = l_2181 & uint32(2147483647);
const float l_2183 = reinterpret_cast<float const&>(l_2182);
const double l_2184 = double(l_2183);
l_mut_49 = l_2184;
const bool l_2185 = l_2182 < uint32(8388608);
if (l_2185) {
const double l_2186 = double(l_2182);
const double l_2187 = l_2186 * double(1.401298464324817e-45);
l_mut_49 = l_2187;
}
const uint64 l_2188 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2189 = l_2181 >> uint32(31);
const uint64 l_2190 = uint64(l_2189);
const uint64 l_2191 = l_2190 << uint64(63);
const uint64 l_2192 = l_2188 | l_2191;
const double l_2193 = reinterpret_cast<double const&>(l_2192);
l_mut_78 = l_2193;
}
}
}
const bool l_2194 = l_mut_404 == l_mut_78;
const bool l_2195 = !l_2194;
if (l_2195) {
l_arr_1743[uint32(0)] = uint32(0);
}
const double l_2196 = -l_2029;
const double l_2197 = l_2196 * double(7.1362384635298e44);
const double l_2198 = floor(l_2197);
const double l_2199 = l_2198 * double(1.401298464324817e-45);
l_mut_404 = l_2199;
const double l_2200 = abs(l_2196);
const bool l_2201 = l_2200 >= double(1.1754943508222875e-38);
if (l_2201) {
const float l_2202 = float(l_2196);
const double l_2203 = double(l_2202);
l_mut_404 = l_2203;
const bool l_2204 = l_mut_404 > l_2196;
if (l_2204) {
const uint32 l_2205 = reinterpret_cast<uint32 const&>(l_2202);
const uint32 l_2206 = l_2205 ^ uint32(2147483648);
const float l_2207 = reinterpret_cast<float const&>(l_2206);
const uint32 l_2208 = reinterpret_cast<uint32 const&>(l_2207);
const uint32 l_2209 = l_2208 + uint32(1);
l_mut_777 = l_2209;
const uint32 l_2210 = l_2208 & uint32(2147483647);
const bool l_2211 = l_2210 == uint32(0);
if (l_2211) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2212 = l_2208 & uint32(2147483648);
const bool l_2213 = l_2212 != uint32(0);
if (l_2213) {
const uint32 l_2214 = l_2208 - uint32(1);
l_mut_777 = l_2214;
} else {
const bool l_2215 = l_2208 == uint32(2139095040);
if (l_2215) {
l_mut_777 = l_2208;
}
}
}
const float l_2216 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2217 = reinterpret_cast<uint32 const&>(l_2216);
const uint32 l_2218 = l_2217 ^ uint32(2147483648);
const float l_2219 = reinterpret_cast<float const&>(l_2218);
const uint32 l_2220 = reinterpret_cast<uint32 const&>(l_2219);
const uint32 l_2221 = l_2220 & uint32(2147483647);
const float l_2222 = reinterpret_cast<float const&>(l_2221);
const double l_2223 = double(l_2222);
l_mut_78 = l_2223;
const bool l_2224 = l_2221 < uint32(8388608);
if (l_2224) {
const double l_2225 = double(l_2221);
const double l_2226 = l_2225 * double(1.401298464324817e-45);
l_mut_78 = l_2226;
}
const uint64 l_2227 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2228 = l_2220 >> uint32(31);
const uint64 l_2229 = uint64(l_2228);
const uint64 l_2230 = l_2229 << uint64(63);
const uint64 l_2231 = l_2227 | l_2230;
const double l_2232 = reinterpret_cast<double const&>(l_2231);
l_mut_404 = l_2232;
} else {
const uint32 l_2233 = reinterpret_cast<uint32 const&>(l_2202);
const uint32 l_2234 = l_2233 + uint32(1);
l_mut_777 = l_2234;
const uint32 l_2235 = l_2233 & uint32(2147483647);
const bool l_2236 = l_2235 == uint32(0);
if (l_2236) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2237 = l_2233 & uint32(2147483648);
const bool l_2238 = l_2237 != uint32(0);
if (l_2238) {
const uint32 l_2239 = l_2233 - uint32(1);
l_mut_777 = l_2239;
} else {
const bool l_2240 = l_2233 == uint32(2139095040);
if (l_2240) {
l_mut_777 = l_2233;
}
}
}
const float l_2241 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2242 = reinterpret_cast<uint32 const&>(l_2241);
const uint32 l_2243 = l_2242 & uint32(2147483647);
const float l_2244 = reinterpret_cast<float const&>(l_2243);
const double l_2245 = double(l_2244);
l_mut_78 = l_2245;
const bool l_2246 = l_2243 < uint32(8388608);
if (l_2246) {
const double l_2247 = double(l_2243);
const double l_2248 = l_2247 * double(1.401298464324817e-45);
l_mut_78 = l_2248;
}
const uint64 l_2249 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2250 = l_2242 >> uint32(31);
const uint64 l_2251 = uint64(l_2250);
const uint64 l_2252 = l_2251 << uint64(63);
const uint64 l_2253 = l_2249 | l_2252;
const double l_2254 = reinterpret_cast<double const&>(l_2253);
const bool l_2255 = l_2254 <= l_2196;
if (l_2255) {
const uint32 l_2256 = reinterpret_cast<uint32 const&>(l_2202);
const uint32 l_2257 = l_2256 + uint32(1);
l_mut_777 = l_2257;
const uint32 l_2258 = l_2256 & uint32(2147483647);
const bool l_2259 = l_2258 == uint32(0);
if (l_2259) {
l_mut_777 = uint32(1);
} else {
const uint32 l_2260 = l_2256 & uint32(2147483648);
const bool l_2261 = l_2260 != uint32(0);
if (l_2261) {
const uint32 l_2262 = l_2256 - uint32(1);
l_mut_777 = l_2262;
} else {
const bool l_2263 = l_2256 == uint32(2139095040);
if (l_2263) {
l_mut_777 = l_2256;
}
}
}
const float l_2264 = reinterpret_cast<float const&>(l_mut_777);
const uint32 l_2265 = reinterpret_cast<uint32 const&>(l_2264);
const uint32 l_2266 = l_2265 & uint32(2147483647);
const float l_2267 = reinterpret_cast<float const&>(l_2266);
const double l_2268 = double(l_2267);
l_mut_78 = l_2268;
const bool l_2269 = l_2266 < uint32(8388608);
if (l_2269) {
const double l_2270 = double(l_2266);
const double l_2271 = l_2270 * double(1.401298464324817e-45);
l_mut_78 = l_2271;
}
const uint64 l_2272 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2273 = l_2265 >> uint32(31);
const uint64 l_2274 = uint64(l_2273);
const uint64 l_2275 = l_2274 << uint64(63);
const uint64 l_2276 = l_2272 | l_2275;
const double l_2277 = reinterpret_cast<double const&>(l_2276);
l_mut_404 = l_2277;
}
}
}
const double l_2278 = -l_mut_404;
l_mut_1890 = l_2278;
}
l_mut_777 = uint32(0);
const bool l_2279 = l_mut_232 <= double(0.0);
const bool l_2280 = l_mut_1890 >= double(0.0);
const bool l_2281 = l_2279 && l_2280;
const bool l_2282 = !l_2281;
if (l_2282) {
const double l_2283 = double(1.0) / l_mut_1890;
const double l_2284 = double(1.0) / l_mut_232;
const double l_2285 = abs(l_2283);
const double l_2286 = l_2285 * double(1.4551915228366852e-11);
const double l_2287 = abs(l_2284);
const double l_2288 = l_2287 * double(1.4551915228366852e-11);
const double l_2289 = l_2283 - l_2286;
const double l_2290 = abs(l_2289);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2291 = l_2290 >= double(1.1754943508222875e-38);
const bool l_2292 = l_2290 <= double(1.7976931348623157e308);
const bool l_2293 = l_2291 && l_2292;
if (l_2293) {
const uint64 l_2294 = reinterpret_cast<uint64 const&>(l_2290);
const uint64 l_2295 = l_2294 >> uint64(52);
const uint64 l_2296 = l_2295 - uint64(23);
const uint64 l_2297 = l_2296 << uint64(52);
const double l_2298 = reinterpret_cast<double const&>(l_2297);
l_mut_1890 = l_2298;
}
const double l_2299 = l_2283 + l_2286;
const double l_2300 = abs(l_2299);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2301 = l_2300 >= double(1.1754943508222875e-38);
const bool l_2302 = l_2300 <= double(1.7976931348623157e308);
const bool l_2303 = l_2301 && l_2302;
if (l_2303) {
const uint64 l_2304 = reinterpret_cast<uint64 const&>(l_2300);
const uint64 l_2305 = l_2304 >> uint64(52);
const uint64 l_2306 = l_2305 - uint64(23);
const uint64 l_2307 = l_2306 << uint64(52);
const double l_2308 = reinterpret_cast<double const&>(l_2307);
l_mut_404 = l_2308;
}
const bool l_2309 = l_mut_1890 == l_mut_404;
const bool l_2310 = !l_2309;
const double l_2311 = l_2284 - l_2288;
const double l_2312 = abs(l_2311);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2313 = l_2312 >= double(1.1754943508222875e-38);
const bool l_2314 = l_2312 <= double(1.7976931348623157e308);
const bool l_2315 = l_2313 && l_2314;
if (l_2315) {
const uint64 l_2316 = reinterpret_cast<uint64 const&>(l_2312);
const uint64 l_2317 = l_2316 >> uint64(52);
const uint64 l_2318 = l_2317 - uint64(23);
const uint64 l_2319 = l_2318 << uint64(52);
const double l_2320 = reinterpret_cast<double const&>(l_2319);
l_mut_1890 = l_2320;
}
const double l_2321 = l_2284 + l_2288;
const double l_2322 = abs(l_2321);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2323 = l_2322 >= double(1.1754943508222875e-38);
const bool l_2324 = l_2322 <= double(1.7976931348623157e308);
const bool l_2325 = l_2323 && l_2324;
if (l_2325) {
const uint64 l_2326 = reinterpret_cast<uint64 const&>(l_2322);
const uint64 l_2327 = l_2326 >> uint64(52);
const uint64 l_2328 = l_2327 - uint64(23);
const uint64 l_2329 = l_2328 << uint64(52);
const double l_2330 = reinterpret_cast<double const&>(l_2329);
l_mut_404 = l_2330;
}
const bool l_2331 = l_mut_1890 == l_mut_404;
const bool l_2332 = !l_2331;
const bool l_2333 = l_2310 || l_2332;
if (l_2333) {
l_arr_1743[uint32(0)] = uint32(0);
}
const double l_2334 = abs(l_2283);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2335 = l_2334 >= double(1.1754943508222875e-38);
const bool l_2336 = l_2334 <= double(1.7976931348623157e308);
const bool l_2337 = l_2335 && l_2336;
if (l_2337) {
const uint64 l_2338 = reinterpret_cast<uint64 const&>(l_2334);
const uint64 l_2339 = l_2338 >> uint64(52);
const uint64 l_2340 = l_2339 - uint64(23);
const uint64 l_2341 = l_2340 << uint64(52);
const double l_2342 = reinterpret_cast<double const&>(l_2341);
l_mut_1890 = l_2342;
}
const double l_2343 = l_712 * l_mut_1890;
const double l_2344 = l_2283 - l_2343;
const double l_2345 = abs(l_2284);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2346 = l_2345 >= double(1.1754943508222875e-38);
const bool l_2347 = l_2345 <= double(1.7976931348623157e308);
const bool l_2348 = l_2346 && l_2347;
if (l_2348) {
const uint64 l_2349 = reinterpret_cast<uint64 const&>(l_2345);
const uint64 l_2350 = l_2349 >> uint64(52);
const uint64 l_2351 = l_2350 - uint64(23);
const uint64 l_2352 = l_2351 << uint64(52);
const double l_2353 = reinterpret_cast<double const&>(l_2352);
l_mut_1890 = l_2353;
}
const double l_2354 = l_712 * l_mut_1890;
const double l_2355 = l_2284 + l_2354;
const uint32 l_2356 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2357 = l_2356 & uint32(2147483647);
const float l_2358 = reinterpret_cast<float const&>(l_2357);
const double l_2359 = double(l_2358);
l_mut_1890 = l_2359;
const bool l_2360 = l_2357 < uint32(8388608);
if (l_2360) {
const double l_2361 = double(l_2357);
const double l_2362 = l_2361 * double(1.401298464324817e-45);
l_mut_1890 = l_2362;
}
const uint64 l_2363 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2364 = l_2356 >> uint32(31);
const uint64 l_2365 = uint64(l_2364);
const uint64 l_2366 = l_2365 << uint64(63);
const uint64 l_2367 = l_2363 | l_2366;
const double l_2368 = reinterpret_cast<double const&>(l_2367);
const uint32 l_2369 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2370 = l_2369 + uint32(1);
l_mut_736 = l_2370;
const uint32 l_2371 = l_2369 & uint32(2147483647);
const bool l_2372 = l_2371 == uint32(0);
if (l_2372) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2373 = l_2369 & uint32(2147483648);
const bool l_2374 = l_2373 != uint32(0);
if (l_2374) {
const uint32 l_2375 = l_2369 - uint32(1);
l_mut_736 = l_2375;
} else {
const bool l_2376 = l_2369 == uint32(2139095040);
if (l_2376) {
l_mut_736 = l_2369;
}
}
}
const float l_2377 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2378 = reinterpret_cast<uint32 const&>(l_2377);
const uint32 l_2379 = l_2378 & uint32(2147483647);
const float l_2380 = reinterpret_cast<float const&>(l_2379);
const double l_2381 = double(l_2380);
l_mut_1890 = l_2381;
const bool l_2382 = l_2379 < uint32(8388608);
if (l_2382) {
const double l_2383 = double(l_2379);
const double l_2384 = l_2383 * double(1.401298464324817e-45);
l_mut_1890 = l_2384;
}
const uint64 l_2385 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2386 = l_2378 >> uint32(31);
const uint64 l_2387 = uint64(l_2386);
const uint64 l_2388 = l_2387 << uint64(63);
const uint64 l_2389 = l_2385 | l_2388;
const double l_2390 = reinterpret_cast<double const&>(l_2389);
const uint32 l_2391 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2392 = l_2391 ^ uint32(2147483648);
const float l_2393 = reinterpret_cast<float const&>(l_2392);
const uint32 l_2394 = reinterpret_cast<uint32 const&>(l_2393);
const uint32 l_2395 = l_2394 + uint32(1);
l_mut_736 = l_2395;
const uint32 l_2396 = l_2394 & uint32(2147483647);
const bool l_2397 = l_2396 == uint32(0);
if (l_2397) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2398 = l_2394 & uint32(2147483648);
const bool l_2399 = l_2398 != uint32(0);
if (l_2399) {
const uint32 l_2400 = l_2394 - uint32(1);
l_mut_736 = l_2400;
} else {
const bool l_2401 = l_2394 == uint32(2139095040);
if (l_2401) {
l_mut_736 = l_2394;
}
}
}
const float l_2402 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2403 = reinterpret_cast<uint32 const&>(l_2402);
const uint32 l_2404 = l_2403 ^ uint32(2147483648);
const float l_2405 = reinterpret_cast<float const&>(l_2404);
const uint32 l_2406 = reinterpret_cast<uint32 const&>(l_2405);
const uint32 l_2407 = l_2406 & uint32(2147483647);
const float l_2408 = reinterpret_cast<float const&>(l_2407);
const double l_2409 = double(l_2408);
l_mut_1890 = l_2409;
const bool l_2410 = l_2407 < uint32(8388608);
if (l_2410) {
const double l_2411 = double(l_2407);
const double l_2412 = l_2411 * double(1.401298464324817e-45);
l_mut_1890 = l_2412;
}
const uint64 l_2413 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2414 = l_2406 >> uint32(31);
const uint64 l_2415 = uint64(l_2414);
const uint64 l_2416 = l_2415 << uint64(63);
const uint64 l_2417 = l_2413 | l_2416;
const double l_2418 = reinterpret_cast<double const&>(l_2417);
const double l_2419 = l_2344 + l_2286;
const bool l_2420 = l_2419 <= l_2368;
l_mut_837 = l_2420;
const double l_2421 = l_2344 - l_2286;
const bool l_2422 = l_2421 > l_2368;
l_mut_834 = l_2422;
const double l_2423 = l_2355 - l_2288;
const bool l_2424 = l_2423 >= l_2368;
l_mut_831 = l_2424;
const double l_2425 = l_2355 + l_2288;
const bool l_2426 = l_2425 < l_2368;
l_mut_828 = l_2426;
if (l_707) {
const double l_2427 = l_2344 + l_2286;
const bool l_2428 = l_2427 < l_2390;
l_mut_837 = l_2428;
const double l_2429 = l_2344 - l_2286;
const bool l_2430 = l_2429 >= l_2390;
l_mut_834 = l_2430;
const double l_2431 = l_2355 - l_2288;
const bool l_2432 = l_2431 > l_2418;
l_mut_831 = l_2432;
const double l_2433 = l_2355 + l_2288;
const bool l_2434 = l_2433 <= l_2418;
l_mut_828 = l_2434;
}
l_mut_736 = uint32(2);
const bool l_2435 = l_mut_834 || l_mut_828;
if (l_2435) {
l_mut_736 = uint32(1);
} else {
const bool l_2436 = l_mut_837 && l_mut_831;
if (l_2436) {
l_mut_736 = uint32(0);
}
}
const uint32 l_2437 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2438 = l_2437 & uint32(2147483647);
const bool l_2439 = l_2438 == uint32(0);
if (l_2439) {
const double l_2440 = l_2344 + l_2286;
const bool l_2441 = l_2440 < double(1.1754943508222875e-38);
const double l_2442 = l_2355 - l_2288;
const bool l_2443 = l_2442 > double(-1.1754943508222875e-38);
const bool l_2444 = l_2441 && l_2443;
const double l_2445 = l_2344 - l_2286;
const bool l_2446 = l_2445 < double(1.1754943508222875e-38);
const double l_2447 = l_2355 + l_2288;
const bool l_2448 = l_2447 > double(-1.1754943508222875e-38);
const bool l_2449 = l_2446 && l_2448;
if (l_2444) {
l_mut_736 = uint32(0);
} else {
const bool l_2450 = l_mut_736 == uint32(1);
const bool l_2451 = l_2449 && l_2450;
if (l_2451) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
const uint32 l_2452 = l_arr_1743[uint32(0)];
const bool l_2453 = l_2452 == uint32(0);
if (l_2453) {
l_mut_777 = uint32(2);
}
l_mut_720 = l_mut_777;
} else {
const bool l_2454 = l_703 == uint32(10);
if (l_2454) {
const double l_2455 = sqrt(l_716);
const double l_2456 = double(1.0) / l_2455;
const double l_2457 = l_2456 * double(1.4551915228366852e-11);
const double l_2458 = abs(l_2456);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2459 = l_2458 >= double(1.1754943508222875e-38);
const bool l_2460 = l_2458 <= double(1.7976931348623157e308);
const bool l_2461 = l_2459 && l_2460;
if (l_2461) {
const uint64 l_2462 = reinterpret_cast<uint64 const&>(l_2458);
const uint64 l_2463 = l_2462 >> uint64(52);
const uint64 l_2464 = l_2463 - uint64(23);
const uint64 l_2465 = l_2464 << uint64(52);
const double l_2466 = reinterpret_cast<double const&>(l_2465);
l_mut_1890 = l_2466;
}
const double l_2467 = l_709 * l_mut_1890;
const double l_2468 = l_2456 - l_2467;
const double l_2469 = l_716 * l_2468;
const double l_2470 = l_709 * l_mut_1890;
const double l_2471 = l_2456 + l_2470;
const double l_2472 = l_716 * l_2471;
l_mut_777 = uint32(2);
const double l_2473 = l_2456 - l_2457;
const double l_2474 = abs(l_2473);
l_mut_1890 = double(1.401298464324817e-45);
const bool l_2475 = l_2474 >= double(1.1754943508222875e-38);
const bool l_2476 = l_2474 <= double(1.7976931348623157e308);
const bool l_2477 = l_2475 && l_2476;
if (l_2477) {
const uint64 l_2478 = reinterpret_cast<uint64 const&>(l_2474);
const uint64 l_2479 = l_2478 >> uint64(52);
const uint64 l_2480 = l_2479 - uint64(23);
const uint64 l_2481 = l_2480 << uint64(52);
const double l_2482 = reinterpret_cast<double const&>(l_2481);
l_mut_1890 = l_2482;
}
const double l_2483 = l_2456 + l_2457;
const double l_2484 = abs(l_2483);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2485 = l_2484 >= double(1.1754943508222875e-38);
const bool l_2486 = l_2484 <= double(1.7976931348623157e308);
const bool l_2487 = l_2485 && l_2486;
if (l_2487) {
const uint64 l_2488 = reinterpret_cast<uint64 const&>(l_2484);
const uint64 l_2489 = l_2488 >> uint64(52);
const uint64 l_2490 = l_2489 - uint64(23);
const uint64 l_2491 = l_2490 << uint64(52);
const double l_2492 = reinterpret_cast<double const&>(l_2491);
l_mut_404 = l_2492;
}
const bool l_2493 = l_mut_1890 == l_mut_404;
if (l_2493) {
const double l_2494 = abs(l_2469);
const double l_2495 = l_2494 * double(1.4551915228366852e-11);
const double l_2496 = abs(l_2472);
const double l_2497 = l_2496 * double(1.4551915228366852e-11);
const uint32 l_2498 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2499 = l_2498 & uint32(2147483647);
const float l_2500 = reinterpret_cast<float const&>(l_2499);
const double l_2501 = double(l_2500);
l_mut_1890 = l_2501;
const bool l_2502 = l_2499 < uint32(8388608);
if (l_2502) {
const double l_2503 = double(l_2499);
const double l_2504 = l_2503 * double(1.401298464324817e-45);
l_mut_1890 = l_2504;
}
const uint64 l_2505 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2506 = l_2498 >> uint32(31);
const uint64 l_2507 = uint64(l_2506);
const uint64 l_2508 = l_2507 << uint64(63);
const uint64 l_2509 = l_2505 | l_2508;
const double l_2510 = reinterpret_cast<double const&>(l_2509);
const uint32 l_2511 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2512 = l_2511 + uint32(1);
l_mut_736 = l_2512;
const uint32 l_2513 = l_2511 & uint32(2147483647);
const bool l_2514 = l_2513 == uint32(0);
if (l_2514) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2515 = l_2511 & uint32(2147483648);
const bool l_2516 = l_2515 != uint32(0);
if (l_2516) {
const uint32 l_2517 = l_2511 - uint32(1);
l_mut_736 = l_2517;
} else {
const bool l_2518 = l_2511 == uint32(2139095040);
if (l_2518) {
l_mut_736 = l_2511;
}
}
}
const float l_2519 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2520 = reinterpret_cast<uint32 const&>(l_2519);
const uint32 l_2521 = l_2520 & uint32(2147483647);
const float l_2522 = reinterpret_cast<float const&>(l_2521);
const double l_2523 = double(l_2522);
l_mut_1890 = l_2523;
const bool l_2524 = l_2521 < uint32(8388608);
if (l_2524) {
const double l_2525 = double(l_2521);
const double l_2526 = l_2525 * double(1.401298464324817e-45);
l_mut_1890 = l_2526;
}
const uint64 l_2527 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2528 = l_2520 >> uint32(31);
const uint64 l_2529 = uint64(l_2528);
const uint64 l_2530 = l_2529 << uint64(63);
const uint64 l_2531 = l_2527 | l_2530;
const double l_2532 = reinterpret_cast<double const&>(l_2531);
const uint32 l_2533 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2534 = l_2533 ^ uint32(2147483648);
const float l_2535 = reinterpret_cast<float const&>(l_2534);
const uint32 l_2536 = reinterpret_cast<uint32 const&>(l_2535);
const uint32 l_2537 = l_2536 + uint32(1);
l_mut_736 = l_2537;
const uint32 l_2538 = l_2536 & uint32(2147483647);
const bool l_2539 = l_2538 == uint32(0);
if (l_2539) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2540 = l_2536 & uint32(2147483648);
const bool l_2541 = l_2540 != uint32(0);
if (l_2541) {
const uint32 l_2542 = l_2536 - uint32(1);
l_mut_736 = l_2542;
} else {
const bool l_2543 = l_2536 == uint32(2139095040);
if (l_2543) {
l_mut_736 = l_2536;
}
}
}
const float l_2544 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2545 = reinterpret_cast<uint32 const&>(l_2544);
const uint32 l_2546 = l_2545 ^ uint32(2147483648);
const float l_2547 = reinterpret_cast<float const&>(l_2546);
const uint32 l_2548 = reinterpret_cast<uint32 const&>(l_2547);
const uint32 l_2549 = l_2548 & uint32(2147483647);
const float l_2550 = reinterpret_cast<float const&>(l_2549);
const double l_2551 = double(l_2550);
l_mut_1890 = l_2551;
const bool l_2552 = l_2549 < uint32(8388608);
if (l_2552) {
const double l_2553 = double(l_2549);
const double l_2554 = l_2553 * double(1.401298464324817e-45);
l_mut_1890 = l_2554;
}
const uint64 l_2555 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2556 = l_2548 >> uint32(31);
const uint64 l_2557 = uint64(l_2556);
const uint64 l_2558 = l_2557 << uint64(63);
const uint64 l_2559 = l_2555 | l_2558;
const double l_2560 = reinterpret_cast<double const&>(l_2559);
const double l_2561 = l_2469 + l_2495;
const bool l_2562 = l_2561 <= l_2510;
l_mut_837 = l_2562;
const double l_2563 = l_2469 - l_2495;
const bool l_2564 = l_2563 > l_2510;
l_mut_834 = l_2564;
const double l_2565 = l_2472 - l_2497;
const bool l_2566 = l_2565 >= l_2510;
l_mut_831 = l_2566;
const double l_2567 = l_2472 + l_2497;
const bool l_2568 = l_2567 < l_2510;
l_mut_828 = l_2568;
const double l_2569 = l_2469 + l_2495;
const bool l_2570 = l_2569 < l_2532;
l_mut_837 = l_2570;
const double l_2571 = l_2469 - l_2495;
const bool l_2572 = l_2571 >= l_2532;
l_mut_834 = l_2572;
const double l_2573 = l_2472 - l_2497;
const bool l_2574 = l_2573 > l_2560;
l_mut_831 = l_2574;
const double l_2575 = l_2472 + l_2497;
const bool l_2576 = l_2575 <= l_2560;
l_mut_828 = l_2576;
l_mut_736 = uint32(2);
const bool l_2577 = l_mut_834 || l_mut_828;
if (l_2577) {
l_mut_736 = uint32(1);
} else {
const bool l_2578 = l_mut_837 && l_mut_831;
if (l_2578) {
l_mut_736 = uint32(0);
}
}
const uint32 l_2579 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2580 = l_2579 & uint32(2147483647);
const bool l_2581 = l_2580 == uint32(0);
if (l_2581) {
const double l_2582 = l_2469 + l_2495;
const bool l_2583 = l_2582 < double(1.1754943508222875e-38);
const double l_2584 = l_2472 - l_2497;
const bool l_2585 = l_2584 > double(-1.1754943508222875e-38);
const bool l_2586 = l_2583 && l_2585;
const double l_2587 = l_2469 - l_2495;
const bool l_2588 = l_2587 < double(1.1754943508222875e-38);
const double l_2589 = l_2472 + l_2497;
const bool l_2590 = l_2589 > double(-1.1754943508222875e-38);
const bool l_2591 = l_2588 && l_2590;
if (l_2586) {
l_mut_736 = uint32(0);
} else {
const bool l_2592 = l_mut_736 == uint32(1);
const bool l_2593 = l_2591 && l_2592;
if (l_2593) {
l_mut_736 = uint32(2);
}
}
}
l_mut_777 = l_mut_736;
}
l_mut_720 = l_mut_777;
} else {
const bool l_2594 = l_703 == uint32(11);
const bool l_2595 = l_703 == uint32(12);
const bool l_2596 = l_2594 || l_2595;
if (l_2596) {
l_mut_720 = uint32(0);
const bool l_2597 = l_717 <= l_715;
const bool l_2598 = l_703 == uint32(11);
const bool l_2599 = l_2597 && l_2598;
if (l_2599) {
const float l_2600 = float(l_716);
const uint32 l_2601 = reinterpret_cast<uint32 const&>(l_2600);
const uint32 l_2602 = l_2601 & uint32(2147483647);
const float l_2603 = reinterpret_cast<float const&>(l_2602);
const double l_2604 = double(l_2603);
l_mut_1890 = l_2604;
const bool l_2605 = l_2602 < uint32(8388608);
if (l_2605) {
const double l_2606 = double(l_2602);
const double l_2607 = l_2606 * double(1.401298464324817e-45);
l_mut_1890 = l_2607;
}
const uint64 l_2608 = reinterpret_cast<uint64 const&>(l_mut_1890);
const uint32 l_2609 = l_2601 >> uint32(31);
const uint64 l_2610 = uint64(l_2609);
const uint64 l_2611 = l_2610 << uint64(63);
const uint64 l_2612 = l_2608 | l_2611;
const double l_2613 = reinterpret_cast<double const&>(l_2612);
const double l_2614 = abs(l_2613);
l_mut_1890 = l_2614;
l_mut_777 = uint32(0);
const bool l_2615 = l_2614 >= double(0.785);
if (l_2615) {
const double l_2616 = l_2614 * double(0.6366197723675814);
const double l_2617 = l_2616 + double(0.5);
const double l_2618 = floor(l_2617);
const double l_2619 = l_2618 * double(1.570796325802803);
const double l_2620 = l_2614 - l_2619;
const double l_2621 = l_2620 * l_20;
const double l_2622 = l_2618 * double(9.920935796805404e-10);
const double l_2623 = l_2621 - l_2622;
l_mut_1890 = l_2623;
const uint32 l_2624 = uint32(l_2618);
l_mut_777 = l_2624;
}
const uint32 l_2625 = reinterpret_cast<uint32 const&>(l_2600);
const bool l_2626 = l_2625 >= uint32(2147483648);
const double l_2627 = l_mut_1890 * l_mut_1890;
const double l_2628 = l_2627 * double(1.9572941063391263e-20);
const double l_2629 = double(8.22063524662433e-18) - l_2628;
l_mut_404 = l_2629;
const double l_2630 = l_mut_404 * l_2627;
const double l_2631 = l_2630 - double(2.8114572543455206e-15);
l_mut_404 = l_2631;
const double l_2632 = l_mut_404 * l_2627;
const double l_2633 = l_2632 + double(7.647163731819816e-13);
l_mut_404 = l_2633;
const double l_2634 = l_mut_404 * l_2627;
const double l_2635 = l_2634 - double(1.6059043836821613e-10);
l_mut_404 = l_2635;
const double l_2636 = l_mut_404 * l_2627;
const double l_2637 = l_2636 + double(2.505210838544172e-8);
l_mut_404 = l_2637;
const double l_2638 = l_mut_404 * l_2627;
const double l_2639 = l_2638 - double(2.7557319223985893e-6);
l_mut_404 = l_2639;
const double l_2640 = l_mut_404 * l_2627;
const double l_2641 = l_2640 + double(0.0001984126984126984);
l_mut_404 = l_2641;
const double l_2642 = l_mut_404 * l_2627;
const double l_2643 = l_2642 - double(0.008333333333333333);
l_mut_404 = l_2643;
const double l_2644 = l_mut_404 * l_2627;
const double l_2645 = l_2644 + double(0.16666666666666666);
l_mut_404 = l_2645;
const double l_2646 = double(0.5) * l_2627;
const double l_2647 = double(1.0) - l_2646;
const double l_2648 = double(0.0) * l_2647;
const double l_2649 = l_mut_1890 * l_2627;
const double l_2650 = l_2649 * l_mut_404;
const double l_2651 = l_2648 - l_2650;
const double l_2652 = l_mut_1890 + l_2651;
const double l_2653 = l_mut_1890 * l_mut_1890;
const double l_2654 = l_2653 * double(4.110317623312165e-19);
const double l_2655 = l_2654 - double(1.5619206968586225e-16);
l_mut_404 = l_2655;
const double l_2656 = l_mut_404 * l_2653;
const double l_2657 = l_2656 + double(4.779477332387385e-14);
l_mut_404 = l_2657;
const double l_2658 = l_mut_404 * l_2653;
const double l_2659 = l_2658 - double(1.1470745597729725e-11);
l_mut_404 = l_2659;
const double l_2660 = l_mut_404 * l_2653;
const double l_2661 = l_2660 + double(2.08767569878681e-9);
l_mut_404 = l_2661;
const double l_2662 = l_mut_404 * l_2653;
const double l_2663 = l_2662 - double(2.755731922398589e-7);
l_mut_404 = l_2663;
const double l_2664 = l_mut_404 * l_2653;
const double l_2665 = l_2664 + double(2.48015873015873e-5);
l_mut_404 = l_2665;
const double l_2666 = l_mut_404 * l_2653;
const double l_2667 = l_2666 - double(0.001388888888888889);
l_mut_404 = l_2667;
const double l_2668 = l_mut_404 * l_2653;
const double l_2669 = l_2668 + double(0.041666666666666664);
l_mut_404 = l_2669;
const double l_2670 = double(0.5) * l_2653;
const double l_2671 = double(1.0) - l_2670;
const double l_2672 = l_2653 * l_2653;
const double l_2673 = l_2672 * l_mut_404;
const double l_2674 = double(0.0) * l_mut_1890;
const double l_2675 = l_2673 - l_2674;
const double l_2676 = l_2671 + l_2675;
const uint32 l_2677 = l_mut_777 & uint32(1);
const bool l_2678 = l_2677 == uint32(1);
l_mut_1890 = l_2652;
const uint32 l_2679 = l_mut_777 & uint32(2);
const bool l_2680 = l_2679 != uint32(0);
l_mut_837 = l_2680;
const bool l_2681 = uint32(6) == uint32(6);
if (l_2681) {
if (l_2678) {
l_mut_1890 = l_2676;
}
} else {
const bool l_2682 = uint32(6) == uint32(7);
if (l_2682) {
l_mut_1890 = l_2676;
if (l_2678) {
l_mut_1890 = l_2652;
}
const uint32 l_2683 = l_mut_777 + uint32(1);
const uint32 l_2684 = l_2683 & uint32(2);
const bool l_2685 = l_2684 != uint32(0);
l_mut_837 = l_2685;
} else {
const double l_2686 = l_2652 / l_2676;
l_mut_1890 = l_2686;
if (l_2678) {
const double l_2687 = l_2676 / l_2652;
l_mut_1890 = l_2687;
}
l_mut_837 = l_2678;
}
}
const bool l_2688 = uint32(6) != uint32(7);
const bool l_2689 = l_2688 && l_2626;
if (l_2689) {
const bool l_2690 = !l_mut_837;
l_mut_837 = l_2690;
}
if (l_mut_837) {
const double l_2691 = -l_mut_1890;
l_mut_1890 = l_2691;
}
const float l_2692 = float(l_716);
const uint32 l_2693 = reinterpret_cast<uint32 const&>(l_2692);
const uint32 l_2694 = l_2693 & uint32(2147483647);
const float l_2695 = reinterpret_cast<float const&>(l_2694);
const double l_2696 = double(l_2695);
l_mut_404 = l_2696;
const bool l_2697 = l_2694 < uint32(8388608);
if (l_2697) {
const double l_2698 = double(l_2694);
const double l_2699 = l_2698 * double(1.401298464324817e-45);
l_mut_404 = l_2699;
}
const uint64 l_2700 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_2701 = l_2693 >> uint32(31);
const uint64 l_2702 = uint64(l_2701);
const uint64 l_2703 = l_2702 << uint64(63);
const uint64 l_2704 = l_2700 | l_2703;
const double l_2705 = reinterpret_cast<double const&>(l_2704);
const double l_2706 = abs(l_2705);
l_mut_404 = l_2706;
l_mut_777 = uint32(0);
const bool l_2707 = l_2706 >= double(0.785);
if (l_2707) {
const double l_2708 = l_2706 * double(0.6366197723675814);
const double l_2709 = l_2708 + double(0.5);
const double l_2710 = floor(l_2709);
const double l_2711 = l_2710 * double(1.570796325802803);
const double l_2712 = l_2706 - l_2711;
const double l_2713 = l_2712 * l_20;
const double l_2714 = l_2710 * double(9.920935796805404e-10);
const double l_2715 = l_2713 - l_2714;
l_mut_404 = l_2715;
const uint32 l_2716 = uint32(l_2710);
l_mut_777 = l_2716;
}
const uint32 l_2717 = reinterpret_cast<uint32 const&>(l_2692);
const bool l_2718 = l_2717 >= uint32(2147483648);
const double l_2719 = l_mut_404 * l_mut_404;
const double l_2720 = l_2719 * double(1.9572941063391263e-20);
const double l_2721 = double(8.22063524662433e-18) - l_2720;
l_mut_232 = l_2721;
const double l_2722 = l_mut_232 * l_2719;
const double l_2723 = l_2722 - double(2.8114572543455206e-15);
l_mut_232 = l_2723;
const double l_2724 = l_mut_232 * l_2719;
const double l_2725 = l_2724 + double(7.647163731819816e-13);
l_mut_232 = l_2725;
const double l_2726 = l_mut_232 * l_2719;
const double l_2727 = l_2726 - double(1.6059043836821613e-10);
l_mut_232 = l_2727;
const double l_2728 = l_mut_232 * l_2719;
const double l_2729 = l_2728 + double(2.505210838544172e-8);
l_mut_232 = l_2729;
const double l_2730 = l_mut_232 * l_2719;
const double l_2731 = l_2730 - double(2.7557319223985893e-6);
l_mut_232 = l_2731;
const double l_2732 = l_mut_232 * l_2719;
const double l_2733 = l_2732 + double(0.0001984126984126984);
l_mut_232 = l_2733;
const double l_2734 = l_mut_232 * l_2719;
const double l_2735 = l_2734 - double(0.008333333333333333);
l_mut_232 = l_2735;
const double l_2736 = l_mut_232 * l_2719;
const double l_2737 = l_2736 + double(0.16666666666666666);
l_mut_232 = l_2737;
const double l_2738 = double(0.5) * l_2719;
const double l_2739 = double(1.0) - l_2738;
const double l_2740 = double(0.0) * l_2739;
const double l_2741 = l_mut_404 * l_2719;
const double l_2742 = l_2741 * l_mut_232;
const double l_2743 = l_2740 - l_2742;
const double l_2744 = l_mut_404 + l_2743;
const double l_2745 = l_mut_404 * l_mut_404;
const double l_2746 = l_2745 * double(4.110317623312165e-19);
const double l_2747 = l_2746 - double(1.5619206968586225e-16);
l_mut_232 = l_2747;
const double l_2748 = l_mut_232 * l_2745;
const double l_2749 = l_2748 + double(4.779477332387385e-14);
l_mut_232 = l_2749;
const double l_2750 = l_mut_232 * l_2745;
const double l_2751 = l_2750 - double(1.1470745597729725e-11);
l_mut_232 = l_2751;
const double l_2752 = l_mut_232 * l_2745;
const double l_2753 = l_2752 + double(2.08767569878681e-9);
l_mut_232 = l_2753;
const double l_2754 = l_mut_232 * l_2745;
const double l_2755 = l_2754 - double(2.755731922398589e-7);
l_mut_232 = l_2755;
const double l_2756 = l_mut_232 * l_2745;
const double l_2757 = l_2756 + double(2.48015873015873e-5);
l_mut_232 = l_2757;
const double l_2758 = l_mut_232 * l_2745;
const double l_2759 = l_2758 - double(0.001388888888888889);
l_mut_232 = l_2759;
const double l_2760 = l_mut_232 * l_2745;
const double l_2761 = l_2760 + double(0.041666666666666664);
l_mut_232 = l_2761;
const double l_2762 = double(0.5) * l_2745;
const double l_2763 = double(1.0) - l_2762;
const double l_2764 = l_2745 * l_2745;
const double l_2765 = l_2764 * l_mut_232;
const double l_2766 = double(0.0) * l_mut_404;
const double l_2767 = l_2765 - l_2766;
const double l_2768 = l_2763 + l_2767;
const uint32 l_2769 = l_mut_777 & uint32(1);
const bool l_2770 = l_2769 == uint32(1);
l_mut_404 = l_2744;
const uint32 l_2771 = l_mut_777 & uint32(2);
const bool l_2772 = l_2771 != uint32(0);
l_mut_837 = l_2772;
const bool l_2773 = uint32(7) == uint32(6);
if (l_2773) {
if (l_2770) {
l_mut_404 = l_2768;
}
} else {
const bool l_2774 = uint32(7) == uint32(7);
if (l_2774) {
l_mut_404 = l_2768;
if (l_2770) {
l_mut_404 = l_2744;
}
const uint32 l_2775 = l_mut_777 + uint32(1);
const uint32 l_2776 = l_2775 & uint32(2);
const bool l_2777 = l_2776 != uint32(0);
l_mut_837 = l_2777;
} else {
const double l_2778 = l_2744 / l_2768;
l_mut_404 = l_2778;
if (l_2770) {
const double l_2779 = l_2768 / l_2744;
l_mut_404 = l_2779;
}
l_mut_837 = l_2770;
}
}
const bool l_2780 = uint32(7) != uint32(7);
const bool l_2781 = l_2780 && l_2718;
if (l_2781) {
const bool l_2782 = !l_mut_837;
l_mut_837 = l_2782;
}
if (l_mut_837) {
const double l_2783 = -l_mut_404;
l_mut_404 = l_2783;
}
const double l_2784 = abs(l_mut_1890);
const double l_2785 = l_2784 * double(1.4551915228366852e-11);
const double l_2786 = abs(l_mut_404);
const double l_2787 = l_2786 * double(1.4551915228366852e-11);
l_mut_232 = double(1.4551915228366852e-11);
l_mut_777 = uint32(2);
if (l_707) {
const double l_2788 = l_mut_1890 - l_709;
const double l_2789 = abs(l_2788);
const double l_2790 = l_2789 * double(2.220446049250313e-16);
const double l_2791 = l_2785 + l_2790;
const double l_2792 = l_2788 + l_2791;
const double l_2793 = -l_2792;
const double l_2794 = l_2793 * double(7.1362384635298e44);
const double l_2795 = floor(l_2794);
const double l_2796 = l_2795 * double(1.401298464324817e-45);
l_mut_78 = l_2796;
const double l_2797 = abs(l_2793);
const bool l_2798 = l_2797 >= double(1.1754943508222875e-38);
if (l_2798) {
const float l_2799 = float(l_2793);
const double l_2800 = double(l_2799);
l_mut_78 = l_2800;
const bool l_2801 = l_mut_78 > l_2793;
if (l_2801) {
const uint32 l_2802 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2803 = l_2802 ^ uint32(2147483648);
const float l_2804 = reinterpret_cast<float const&>(l_2803);
const uint32 l_2805 = reinterpret_cast<uint32 const&>(l_2804);
const uint32 l_2806 = l_2805 + uint32(1);
l_mut_736 = l_2806;
const uint32 l_2807 = l_2805 & uint32(2147483647);
const bool l_2808 = l_2807 == uint32(0);
if (l_2808) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2809 = l_2805 & uint32(2147483648);
const bool l_2810 = l_2809 != uint32(0);
if (l_2810) {
const uint32 l_2811 = l_2805 - uint32(1);
l_mut_736 = l_2811;
} else {
const bool l_2812 = l_2805 == uint32(2139095040);
if (l_2812) {
l_mut_736 = l_2805;
}
}
}
const float l_2813 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2814 = reinterpret_cast<uint32 const&>(l_2813);
const uint32 l_2815 = l_2814 ^ uint32(2147483648);
const float l_2816 = reinterpret_cast<float const&>(l_2815);
const uint32 l_2817 = reinterpret_cast<uint32 const&>(l_2816);
const uint32 l_2818 = l_2817 & uint32(2147483647);
const float l_2819 = reinterpret_cast<float const&>(l_2818);
const double l_2820 = double(l_2819);
l_mut_49 = l_2820;
const bool l_2821 = l_2818 < uint32(8388608);
if (l_2821) {
const double l_2822 = double(l_2818);
const double l_2823 = l_2822 * double(1.401298464324817e-45);
l_mut_49 = l_2823;
}
const uint64 l_2824 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2825 = l_2817 >> uint32(31);
const uint64 l_2826 = uint64(l_2825);
const uint64 l_2827 = l_2826 << uint64(63);
const uint64 l_2828 = l_2824 | l_2827;
const double l_2829 = reinterpret_cast<double const&>(l_2828);
l_mut_78 = l_2829;
} else {
const uint32 l_2830 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2831 = l_2830 + uint32(1);
l_mut_736 = l_2831;
const uint32 l_2832 = l_2830 & uint32(2147483647);
const bool l_2833 = l_2832 == uint32(0);
if (l_2833) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2834 = l_2830 & uint32(2147483648);
const bool l_2835 = l_2834 != uint32(0);
if (l_2835) {
const uint32 l_2836 = l_2830 - uint32(1);
l_mut_736 = l_2836;
} else {
const bool l_2837 = l_2830 == uint32(2139095040);
if (l_2837) {
l_mut_736 = l_2830;
}
}
}
const float l_2838 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2839 = reinterpret_cast<uint32 const&>(l_2838);
const uint32 l_2840 = l_2839 & uint32(2147483647);
const float l_2841 = reinterpret_cast<float const&>(l_2840);
const double l_2842 = double(l_2841);
l_mut_49 = l_2842;
const bool l_2843 = l_2840 < uint32(8388608);
if (l_2843) {
const double l_2844 = double(l_2840);
const double l_2845 = l_2844 * double(1.401298464324817e-45);
l_mut_49 = l_2845;
}
const uint64 l_2846 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2847 = l_2839 >> uint32(31);
const uint64 l_2848 = uint64(l_2847);
const uint64 l_2849 = l_2848 << uint64(63);
const uint64 l_2850 = l_2846 | l_2849;
const double l_2851 = reinterpret_cast<double const&>(l_2850);
const bool l_2852 = l_2851 <= l_2793;
if (l_2852) {
const uint32 l_2853 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2854 = l_2853 + uint32(1);
l_mut_736 = l_2854;
const uint32 l_2855 = l_2853 & uint32(2147483647);
const bool l_2856 = l_2855 == uint32(0);
if (l_2856) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2857 = l_2853 & uint32(2147483648);
const bool l_2858 = l_2857 != uint32(0);
if (l_2858) {
const uint32 l_2859 = l_2853 - uint32(1);
l_mut_736 = l_2859;
} else {
const bool l_2860 = l_2853 == uint32(2139095040);
if (l_2860) {
l_mut_736 = l_2853;
}
}
}
const float l_2861 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2862 = reinterpret_cast<uint32 const&>(l_2861);
const uint32 l_2863 = l_2862 & uint32(2147483647);
const float l_2864 = reinterpret_cast<float const&>(l_2863);
const double l_2865 = double(l_2864);
l_mut_49 = l_2865;
const bool l_2866 = l_2863 < uint32(8388608);
if (l_2866) {
const double l_2867 = double(l_2863);
const double l_2868 = l_2867 * double(1.401298464324817e-45);
l_mut_49 = l_2868;
}
const uint64 l_2869 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2870 = l_2862 >> uint32(31);
const uint64 l_2871 = uint64(l_2870);
const uint64 l_2872 = l_2871 << uint64(63);
const uint64 l_2873 = l_2869 | l_2872;
const double l_2874 = reinterpret_cast<double const&>(l_2873);
l_mut_78 = l_2874;
}
}
}
const double l_2875 = -l_mut_78;
l_mut_78 = l_2875;
const bool l_2876 = bool(true) && bool(true);
if (l_2876) {
const double l_2877 = l_2788 + l_2791;
const double l_2878 = l_2877 * double(7.1362384635298e44);
const double l_2879 = floor(l_2878);
const double l_2880 = l_2879 * double(1.401298464324817e-45);
l_mut_49 = l_2880;
const double l_2881 = abs(l_2877);
const bool l_2882 = l_2881 >= double(1.1754943508222875e-38);
if (l_2882) {
const float l_2883 = float(l_2877);
const double l_2884 = double(l_2883);
l_mut_49 = l_2884;
const bool l_2885 = l_mut_49 > l_2877;
if (l_2885) {
const uint32 l_2886 = reinterpret_cast<uint32 const&>(l_2883);
const uint32 l_2887 = l_2886 ^ uint32(2147483648);
const float l_2888 = reinterpret_cast<float const&>(l_2887);
const uint32 l_2889 = reinterpret_cast<uint32 const&>(l_2888);
const uint32 l_2890 = l_2889 + uint32(1);
l_mut_736 = l_2890;
const uint32 l_2891 = l_2889 & uint32(2147483647);
const bool l_2892 = l_2891 == uint32(0);
if (l_2892) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2893 = l_2889 & uint32(2147483648);
const bool l_2894 = l_2893 != uint32(0);
if (l_2894) {
const uint32 l_2895 = l_2889 - uint32(1);
l_mut_736 = l_2895;
} else {
const bool l_2896 = l_2889 == uint32(2139095040);
if (l_2896) {
l_mut_736 = l_2889;
}
}
}
const float l_2897 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2898 = reinterpret_cast<uint32 const&>(l_2897);
const uint32 l_2899 = l_2898 ^ uint32(2147483648);
const float l_2900 = reinterpret_cast<float const&>(l_2899);
const uint32 l_2901 = reinterpret_cast<uint32 const&>(l_2900);
const uint32 l_2902 = l_2901 & uint32(2147483647);
const float l_2903 = reinterpret_cast<float const&>(l_2902);
const double l_2904 = double(l_2903);
l_mut_2905 = l_2904;
const bool l_2906 = l_2902 < uint32(8388608);
if (l_2906) {
const double l_2907 = double(l_2902);
const double l_2908 = l_2907 * double(1.401298464324817e-45);
l_mut_2905 = l_2908;
}
const uint64 l_2909 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_2910 = l_2901 >> uint32(31);
const uint64 l_2911 = uint64(l_2910);
const uint64 l_2912 = l_2911 << uint64(63);
const uint64 l_2913 = l_2909 | l_2912;
const double l_2914 = reinterpret_cast<double const&>(l_2913);
l_mut_49 = l_2914;
} else {
const uint32 l_2915 = reinterpret_cast<uint32 const&>(l_2883);
const uint32 l_2916 = l_2915 + uint32(1);
l_mut_736 = l_2916;
const uint32 l_2917 = l_2915 & uint32(2147483647);
const bool l_2918 = l_2917 == uint32(0);
if (l_2918) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2919 = l_2915 & uint32(2147483648);
const bool l_2920 = l_2919 != uint32(0);
if (l_2920) {
const uint32 l_2921 = l_2915 - uint32(1);
l_mut_736 = l_2921;
} else {
const bool l_2922 = l_2915 == uint32(2139095040);
if (l_2922) {
l_mut_736 = l_2915;
}
}
}
const float l_2923 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2924 = reinterpret_cast<uint32 const&>(l_2923);
const uint32 l_2925 = l_2924 & uint32(2147483647);
const float l_2926 = reinterpret_cast<float const&>(l_2925);
const double l_2927 = double(l_2926);
l_mut_2905 = l_2927;
const bool l_2928 = l_2925 < uint32(8388608);
if (l_2928) {
const double l_2929 = double(l_2925);
const double l_2930 = l_2929 * double(1.401298464324817e-45);
l_mut_2905 = l_2930;
}
const uint64 l_2931 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_2932 = l_2924 >> uint32(31);
const uint64 l_2933 = uint64(l_2932);
const uint64 l_2934 = l_2933 << uint64(63);
const uint64 l_2935 = l_2931 | l_2934;
const double l_2936 = reinterpret_cast<double const&>(l_2935);
const bool l_2937 = l_2936 <= l_2877;
if (l_2937) {
const uint32 l_2938 = reinterpret_cast<uint32 const&>(l_2883);
const uint32 l_2939 = l_2938 + uint32(1);
l_mut_736 = l_2939;
const uint32 l_2940 = l_2938 & uint32(2147483647);
const bool l_2941 = l_2940 == uint32(0);
if (l_2941) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2942 = l_2938 & uint32(2147483648);
const bool l_2943 = l_2942 != uint32(0);
if (l_2943) {
const uint32 l_2944 = l_2938 - uint32(1);
l_mut_736 = l_2944;
} else {
const bool l_2945 = l_2938 == uint32(2139095040);
if (l_2945) {
l_mut_736 = l_2938;
}
}
}
const float l_2946 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2947 = reinterpret_cast<uint32 const&>(l_2946);
const uint32 l_2948 = l_2947 & uint32(2147483647);
const float l_2949 = reinterpret_cast<float const&>(l_2948);
const double l_2950 = double(l_2949);
l_mut_2905 = l_2950;
const bool l_2951 = l_2948 < uint32(8388608);
if (l_2951) {
const double l_2952 = double(l_2948);
const double l_2953 = l_2952 * double(1.401298464324817e-45);
l_mut_2905 = l_2953;
}
const uint64 l_2954 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_2955 = l_2947 >> uint32(31);
const uint64 l_2956 = uint64(l_2955);
const uint64 l_2957 = l_2956 << uint64(63);
const uint64 l_2958 = l_2954 | l_2957;
const double l_2959 = reinterpret_cast<double const&>(l_2958);
l_mut_49 = l_2959;
}
}
}
l_mut_78 = l_mut_49;
} else {
const double l_2960 = l_2788 - l_2791;
const double l_2961 = l_2960 * double(7.1362384635298e44);
const double l_2962 = floor(l_2961);
const double l_2963 = l_2962 * double(1.401298464324817e-45);
l_mut_2905 = l_2963;
const double l_2964 = abs(l_2960);
const bool l_2965 = l_2964 >= double(1.1754943508222875e-38);
if (l_2965) {
const float l_2966 = float(l_2960);
const double l_2967 = double(l_2966);
l_mut_2905 = l_2967;
const bool l_2968 = l_mut_2905 > l_2960;
if (l_2968) {
const uint32 l_2969 = reinterpret_cast<uint32 const&>(l_2966);
const uint32 l_2970 = l_2969 ^ uint32(2147483648);
const float l_2971 = reinterpret_cast<float const&>(l_2970);
const uint32 l_2972 = reinterpret_cast<uint32 const&>(l_2971);
const uint32 l_2973 = l_2972 + uint32(1);
l_mut_736 = l_2973;
const uint32 l_2974 = l_2972 & uint32(2147483647);
const bool l_2975 = l_2974 == uint32(0);
if (l_2975) {
l_mut_736 = uint32(1);
} else {
const uint32 l_2976 = l_2972 & uint32(2147483648);
const bool l_2977 = l_2976 != uint32(0);
if (l_2977) {
const uint32 l_2978 = l_2972 - uint32(1);
l_mut_736 = l_2978;
} else {
const bool l_2979 = l_2972 == uint32(2139095040);
if (l_2979) {
l_mut_736 = l_2972;
}
}
}
const float l_2980 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_2981 = reinterpret_cast<uint32 const&>(l_2980);
const uint32 l_2982 = l_2981 ^ uint32(2147483648);
const float l_2983 = reinterpret_cast<float const&>(l_2982);
const uint32 l_2984 = reinterpret_cast<uint32 const&>(l_2983);
const uint32 l_2985 = l_2984 & uint32(2147483647);
const float l_2986 = reinterpret_cast<float const&>(l_2985);
const double l_2987 = double(l_2986);
l_mut_49 = l_2987;
const bool l_2988 = l_2985 < uint32(8388608);
if (l_2988) {
const double l_2989 = double(l_2985);
const double l_2990 = l_2989 * double(1.401298464324817e-45);
l_mut_49 = l_2990;
}
const uint64 l_2991 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2992 = l_2984 >> uint32(31);
const uint64 l_2993 = uint64(l_2992);
const uint64 l_2994 = l_2993 << uint64(63);
const uint64 l_2995 = l_2991 | l_2994;
const double l_2996 = reinterpret_cast<double const&>(l_2995);
l_mut_2905 = l_2996;
} else {
const uint32 l_2997 = reinterpret_cast<uint32 const&>(l_2966);
const uint32 l_2998 = l_2997 + uint32(1);
l_mut_736 = l_2998;
const uint32 l_2999 = l_2997 & uint32(2147483647);
const bool l_3000 = l_2999 == uint32(0);
if (l_3000) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3001 = l_2997 & uint32(2147483648);
const bool l_3002 = l_3001 != uint32(0);
if (l_3002) {
const uint32 l_3003 = l_2997 - uint32(1);
l_mut_736 = l_3003;
} else {
const bool l_3004 = l_2997 == uint32(2139095040);
if (l_3004) {
l_mut_736 = l_2997;
}
}
}
const float l_3005 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3006 = reinterpret_cast<uint32 const&>(l_3005);
const uint32 l_3007 = l_3006 & uint32(2147483647);
const float l_3008 = reinterpret_cast<float const&>(l_3007);
const double l_3009 = double(l_3008);
l_mut_49 = l_3009;
const bool l_3010 = l_3007 < uint32(8388608);
if (l_3010) {
const double l_3011 = double(l_3007);
const double l_3012 = l_3011 * double(1.401298464324817e-45);
l_mut_49 = l_3012;
}
const uint64 l_3013 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3014 = l_3006 >> uint32(31);
const uint64 l_3015 = uint64(l_3014);
const uint64 l_3016 = l_3015 << uint64(63);
const uint64 l_3017 = l_3013 | l_3016;
const double l_3018 = reinterpret_cast<double const&>(l_3017);
const bool l_3019 = l_3018 <= l_2960;
if (l_3019) {
const uint32 l_3020 = reinterpret_cast<uint32 const&>(l_2966);
const uint32 l_3021 = l_3020 + uint32(1);
l_mut_736 = l_3021;
const uint32 l_3022 = l_3020 & uint32(2147483647);
const bool l_3023 = l_3022 == uint32(0);
if (l_3023) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3024 = l_3020 & uint32(2147483648);
const bool l_3025 = l_3024 != uint32(0);
if (l_3025) {
const uint32 l_3026 = l_3020 - uint32(1);
l_mut_736 = l_3026;
} else {
const bool l_3027 = l_3020 == uint32(2139095040);
if (l_3027) {
l_mut_736 = l_3020;
}
}
}
const float l_3028 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3029 = reinterpret_cast<uint32 const&>(l_3028);
const uint32 l_3030 = l_3029 & uint32(2147483647);
const float l_3031 = reinterpret_cast<float const&>(l_3030);
const double l_3032 = double(l_3031);
l_mut_49 = l_3032;
const bool l_3033 = l_3030 < uint32(8388608);
if (l_3033) {
const double l_3034 = double(l_3030);
const double l_3035 = l_3034 * double(1.401298464324817e-45);
l_mut_49 = l_3035;
}
const uint64 l_3036 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3037 = l_3029 >> uint32(31);
const uint64 l_3038 = uint64(l_3037);
const uint64 l_3039 = l_3038 << uint64(63);
const uint64 l_3040 = l_3036 | l_3039;
const double l_3041 = reinterpret_cast<double const&>(l_3040);
l_mut_2905 = l_3041;
}
}
}
l_mut_78 = l_mut_2905;
}
const double l_3042 = l_mut_1890 + l_709;
const double l_3043 = abs(l_3042);
const double l_3044 = l_3043 * double(2.220446049250313e-16);
const double l_3045 = l_2785 + l_3044;
const double l_3046 = l_3042 + l_3045;
const double l_3047 = -l_3046;
const double l_3048 = l_3047 * double(7.1362384635298e44);
const double l_3049 = floor(l_3048);
const double l_3050 = l_3049 * double(1.401298464324817e-45);
l_mut_2905 = l_3050;
const double l_3051 = abs(l_3047);
const bool l_3052 = l_3051 >= double(1.1754943508222875e-38);
if (l_3052) {
const float l_3053 = float(l_3047);
const double l_3054 = double(l_3053);
l_mut_2905 = l_3054;
const bool l_3055 = l_mut_2905 > l_3047;
if (l_3055) {
const uint32 l_3056 = reinterpret_cast<uint32 const&>(l_3053);
const uint32 l_3057 = l_3056 ^ uint32(2147483648);
const float l_3058 = reinterpret_cast<float const&>(l_3057);
const uint32 l_3059 = reinterpret_cast<uint32 const&>(l_3058);
const uint32 l_3060 = l_3059 + uint32(1);
l_mut_736 = l_3060;
const uint32 l_3061 = l_3059 & uint32(2147483647);
const bool l_3062 = l_3061 == uint32(0);
if (l_3062) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3063 = l_3059 & uint32(2147483648);
const bool l_3064 = l_3063 != uint32(0);
if (l_3064) {
const uint32 l_3065 = l_3059 - uint32(1);
l_mut_736 = l_3065;
} else {
const bool l_3066 = l_3059 == uint32(2139095040);
if (l_3066) {
l_mut_736 = l_3059;
}
}
}
const float l_3067 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3068 = reinterpret_cast<uint32 const&>(l_3067);
const uint32 l_3069 = l_3068 ^ uint32(2147483648);
const float l_3070 = reinterpret_cast<float const&>(l_3069);
const uint32 l_3071 = reinterpret_cast<uint32 const&>(l_3070);
const uint32 l_3072 = l_3071 & uint32(2147483647);
const float l_3073 = reinterpret_cast<float const&>(l_3072);
const double l_3074 = double(l_3073);
l_mut_49 = l_3074;
const bool l_3075 = l_3072 < uint32(8388608);
if (l_3075) {
const double l_3076 = double(l_3072);
const double l_3077 = l_3076 * double(1.401298464324817e-45);
l_mut_49 = l_3077;
}
const uint64 l_3078 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3079 = l_3071 >> uint32(31);
const uint64 l_3080 = uint64(l_3079);
const uint64 l_3081 = l_3080 << uint64(63);
const uint64 l_3082 = l_3078 | l_3081;
const double l_3083 = reinterpret_cast<double const&>(l_3082);
l_mut_2905 = l_3083;
} else {
const uint32 l_3084 = reinterpret_cast<uint32 const&>(l_3053);
const uint32 l_3085 = l_3084 + uint32(1);
l_mut_736 = l_3085;
const uint32 l_3086 = l_3084 & uint32(2147483647);
const bool l_3087 = l_3086 == uint32(0);
if (l_3087) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3088 = l_3084 & uint32(2147483648);
const bool l_3089 = l_3088 != uint32(0);
if (l_3089) {
const uint32 l_3090 = l_3084 - uint32(1);
l_mut_736 = l_3090;
} else {
const bool l_3091 = l_3084 == uint32(2139095040);
if (l_3091) {
l_mut_736 = l_3084;
}
}
}
const float l_3092 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3093 = reinterpret_cast<uint32 const&>(l_3092);
const uint32 l_3094 = l_3093 & uint32(2147483647);
const float l_3095 = reinterpret_cast<float const&>(l_3094);
const double l_3096 = double(l_3095);
l_mut_49 = l_3096;
const bool l_3097 = l_3094 < uint32(8388608);
if (l_3097) {
const double l_3098 = double(l_3094);
const double l_3099 = l_3098 * double(1.401298464324817e-45);
l_mut_49 = l_3099;
}
const uint64 l_3100 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3101 = l_3093 >> uint32(31);
const uint64 l_3102 = uint64(l_3101);
const uint64 l_3103 = l_3102 << uint64(63);
const uint64 l_3104 = l_3100 | l_3103;
const double l_3105 = reinterpret_cast<double const&>(l_3104);
const bool l_3106 = l_3105 <= l_3047;
if (l_3106) {
const uint32 l_3107 = reinterpret_cast<uint32 const&>(l_3053);
const uint32 l_3108 = l_3107 + uint32(1);
l_mut_736 = l_3108;
const uint32 l_3109 = l_3107 & uint32(2147483647);
const bool l_3110 = l_3109 == uint32(0);
if (l_3110) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3111 = l_3107 & uint32(2147483648);
const bool l_3112 = l_3111 != uint32(0);
if (l_3112) {
const uint32 l_3113 = l_3107 - uint32(1);
l_mut_736 = l_3113;
} else {
const bool l_3114 = l_3107 == uint32(2139095040);
if (l_3114) {
l_mut_736 = l_3107;
}
}
}
const float l_3115 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3116 = reinterpret_cast<uint32 const&>(l_3115);
const uint32 l_3117 = l_3116 & uint32(2147483647);
const float l_3118 = reinterpret_cast<float const&>(l_3117);
const double l_3119 = double(l_3118);
l_mut_49 = l_3119;
const bool l_3120 = l_3117 < uint32(8388608);
if (l_3120) {
const double l_3121 = double(l_3117);
const double l_3122 = l_3121 * double(1.401298464324817e-45);
l_mut_49 = l_3122;
}
const uint64 l_3123 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3124 = l_3116 >> uint32(31);
const uint64 l_3125 = uint64(l_3124);
const uint64 l_3126 = l_3125 << uint64(63);
const uint64 l_3127 = l_3123 | l_3126;
const double l_3128 = reinterpret_cast<double const&>(l_3127);
l_mut_2905 = l_3128;
}
}
}
const double l_3129 = -l_mut_2905;
l_mut_2905 = l_3129;
const bool l_3130 = bool(false) && bool(true);
if (l_3130) {
const double l_3131 = l_3042 + l_3045;
const double l_3132 = l_3131 * double(7.1362384635298e44);
const double l_3133 = floor(l_3132);
const double l_3134 = l_3133 * double(1.401298464324817e-45);
l_mut_49 = l_3134;
const double l_3135 = abs(l_3131);
const bool l_3136 = l_3135 >= double(1.1754943508222875e-38);
if (l_3136) {
const float l_3137 = float(l_3131);
const double l_3138 = double(l_3137);
l_mut_49 = l_3138;
const bool l_3139 = l_mut_49 > l_3131;
if (l_3139) {
const uint32 l_3140 = reinterpret_cast<uint32 const&>(l_3137);
const uint32 l_3141 = l_3140 ^ uint32(2147483648);
const float l_3142 = reinterpret_cast<float const&>(l_3141);
const uint32 l_3143 = reinterpret_cast<uint32 const&>(l_3142);
const uint32 l_3144 = l_3143 + uint32(1);
l_mut_736 = l_3144;
const uint32 l_3145 = l_3143 & uint32(2147483647);
const bool l_3146 = l_3145 == uint32(0);
if (l_3146) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3147 = l_3143 & uint32(2147483648);
const bool l_3148 = l_3147 != uint32(0);
if (l_3148) {
const uint32 l_3149 = l_3143 - uint32(1);
l_mut_736 = l_3149;
} else {
const bool l_3150 = l_3143 == uint32(2139095040);
if (l_3150) {
l_mut_736 = l_3143;
}
}
}
const float l_3151 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3152 = reinterpret_cast<uint32 const&>(l_3151);
const uint32 l_3153 = l_3152 ^ uint32(2147483648);
const float l_3154 = reinterpret_cast<float const&>(l_3153);
const uint32 l_3155 = reinterpret_cast<uint32 const&>(l_3154);
const uint32 l_3156 = l_3155 & uint32(2147483647);
const float l_3157 = reinterpret_cast<float const&>(l_3156);
const double l_3158 = double(l_3157);
l_mut_3159 = l_3158;
const bool l_3160 = l_3156 < uint32(8388608);
if (l_3160) {
const double l_3161 = double(l_3156);
const double l_3162 = l_3161 * double(1.401298464324817e-45);
l_mut_3159 = l_3162;
}
const uint64 l_3163 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_3164 = l_3155 >> uint32(31);
const uint64 l_3165 = uint64(l_3164);
const uint64 l_3166 = l_3165 << uint64(63);
const uint64 l_3167 = l_3163 | l_3166;
const double l_3168 = reinterpret_cast<double const&>(l_3167);
l_mut_49 = l_3168;
} else {
const uint32 l_3169 = reinterpret_cast<uint32 const&>(l_3137);
const uint32 l_3170 = l_3169 + uint32(1);
l_mut_736 = l_3170;
const uint32 l_3171 = l_3169 & uint32(2147483647);
const bool l_3172 = l_3171 == uint32(0);
if (l_3172) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3173 = l_3169 & uint32(2147483648);
const bool l_3174 = l_3173 != uint32(0);
if (l_3174) {
const uint32 l_3175 = l_3169 - uint32(1);
l_mut_736 = l_3175;
} else {
const bool l_3176 = l_3169 == uint32(2139095040);
if (l_3176) {
l_mut_736 = l_3169;
}
}
}
const float l_3177 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3178 = reinterpret_cast<uint32 const&>(l_3177);
const uint32 l_3179 = l_3178 & uint32(2147483647);
const float l_3180 = reinterpret_cast<float const&>(l_3179);
const double l_3181 = double(l_3180);
l_mut_3159 = l_3181;
const bool l_3182 = l_3179 < uint32(8388608);
if (l_3182) {
const double l_3183 = double(l_3179);
const double l_3184 = l_3183 * double(1.401298464324817e-45);
l_mut_3159 = l_3184;
}
const uint64 l_3185 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_3186 = l_3178 >> uint32(31);
const uint64 l_3187 = uint64(l_3186);
const uint64 l_3188 = l_3187 << uint64(63);
const uint64 l_3189 = l_3185 | l_3188;
const double l_3190 = reinterpret_cast<double const&>(l_3189);
const bool l_3191 = l_3190 <= l_3131;
if (l_3191) {
const uint32 l_3192 = reinterpret_cast<uint32 const&>(l_3137);
const uint32 l_3193 = l_3192 + uint32(1);
l_mut_736 = l_3193;
const uint32 l_3194 = l_3192 & uint32(2147483647);
const bool l_3195 = l_3194 == uint32(0);
if (l_3195) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3196 = l_3192 & uint32(2147483648);
const bool l_3197 = l_3196 != uint32(0);
if (l_3197) {
const uint32 l_3198 = l_3192 - uint32(1);
l_mut_736 = l_3198;
} else {
const bool l_3199 = l_3192 == uint32(2139095040);
if (l_3199) {
l_mut_736 = l_3192;
}
}
}
const float l_3200 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3201 = reinterpret_cast<uint32 const&>(l_3200);
const uint32 l_3202 = l_3201 & uint32(2147483647);
const float l_3203 = reinterpret_cast<float const&>(l_3202);
const double l_3204 = double(l_3203);
l_mut_3159 = l_3204;
const bool l_3205 = l_3202 < uint32(8388608);
if (l_3205) {
const double l_3206 = double(l_3202);
const double l_3207 = l_3206 * double(1.401298464324817e-45);
l_mut_3159 = l_3207;
}
const uint64 l_3208 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_3209 = l_3201 >> uint32(31);
const uint64 l_3210 = uint64(l_3209);
const uint64 l_3211 = l_3210 << uint64(63);
const uint64 l_3212 = l_3208 | l_3211;
const double l_3213 = reinterpret_cast<double const&>(l_3212);
l_mut_49 = l_3213;
}
}
}
l_mut_2905 = l_mut_49;
} else {
const double l_3214 = l_3042 - l_3045;
const double l_3215 = -l_3214;
const double l_3216 = l_3215 * double(7.1362384635298e44);
const double l_3217 = floor(l_3216);
const double l_3218 = l_3217 * double(1.401298464324817e-45);
l_mut_3159 = l_3218;
const double l_3219 = abs(l_3215);
const bool l_3220 = l_3219 >= double(1.1754943508222875e-38);
if (l_3220) {
const float l_3221 = float(l_3215);
const double l_3222 = double(l_3221);
l_mut_3159 = l_3222;
const bool l_3223 = l_mut_3159 > l_3215;
if (l_3223) {
const uint32 l_3224 = reinterpret_cast<uint32 const&>(l_3221);
const uint32 l_3225 = l_3224 ^ uint32(2147483648);
const float l_3226 = reinterpret_cast<float const&>(l_3225);
const uint32 l_3227 = reinterpret_cast<uint32 const&>(l_3226);
const uint32 l_3228 = l_3227 + uint32(1);
l_mut_736 = l_3228;
const uint32 l_3229 = l_3227 & uint32(2147483647);
const bool l_3230 = l_3229 == uint32(0);
if (l_3230) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3231 = l_3227 & uint32(2147483648);
const bool l_3232 = l_3231 != uint32(0);
if (l_3232) {
const uint32 l_3233 = l_3227 - uint32(1);
l_mut_736 = l_3233;
} else {
const bool l_3234 = l_3227 == uint32(2139095040);
if (l_3234) {
l_mut_736 = l_3227;
}
}
}
const float l_3235 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3236 = reinterpret_cast<uint32 const&>(l_3235);
const uint32 l_3237 = l_3236 ^ uint32(2147483648);
const float l_3238 = reinterpret_cast<float const&>(l_3237);
const uint32 l_3239 = reinterpret_cast<uint32 const&>(l_3238);
const uint32 l_3240 = l_3239 & uint32(2147483647);
const float l_3241 = reinterpret_cast<float const&>(l_3240);
const double l_3242 = double(l_3241);
l_mut_49 = l_3242;
const bool l_3243 = l_3240 < uint32(8388608);
if (l_3243) {
const double l_3244 = double(l_3240);
const double l_3245 = l_3244 * double(1.401298464324817e-45);
l_mut_49 = l_3245;
}
const uint64 l_3246 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3247 = l_3239 >> uint32(31);
const uint64 l_3248 = uint64(l_3247);
const uint64 l_3249 = l_3248 << uint64(63);
const uint64 l_3250 = l_3246 | l_3249;
const double l_3251 = reinterpret_cast<double const&>(l_3250);
l_mut_3159 = l_3251;
} else {
const uint32 l_3252 = reinterpret_cast<uint32 const&>(l_3221);
const uint32 l_3253 = l_3252 + uint32(1);
l_mut_736 = l_3253;
const uint32 l_3254 = l_3252 & uint32(2147483647);
const bool l_3255 = l_3254 == uint32(0);
if (l_3255) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3256 = l_3252 & uint32(2147483648);
const bool l_3257 = l_3256 != uint32(0);
if (l_3257) {
const uint32 l_3258 = l_3252 - uint32(1);
l_mut_736 = l_3258;
} else {
const bool l_3259 = l_3252 == uint32(2139095040);
if (l_3259) {
l_mut_736 = l_3252;
}
}
}
const float l_3260 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3261 = reinterpret_cast<uint32 const&>(l_3260);
const uint32 l_3262 = l_3261 & uint32(2147483647);
const float l_3263 = reinterpret_cast<float const&>(l_3262);
const double l_3264 = double(l_3263);
l_mut_49 = l_3264;
const bool l_3265 = l_3262 < uint32(8388608);
if (l_3265) {
const double l_3266 = double(l_3262);
const double l_3267 = l_3266 * double(1.401298464324817e-45);
l_mut_49 = l_3267;
}
const uint64 l_3268 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3269 = l_3261 >> uint32(31);
const uint64 l_3270 = uint64(l_3269);
const uint64 l_3271 = l_3270 << uint64(63);
const uint64 l_3272 = l_3268 | l_3271;
const double l_3273 = reinterpret_cast<double const&>(l_3272);
const bool l_3274 = l_3273 <= l_3215;
if (l_3274) {
const uint32 l_3275 = reinterpret_cast<uint32 const&>(l_3221);
const uint32 l_3276 = l_3275 + uint32(1);
l_mut_736 = l_3276;
const uint32 l_3277 = l_3275 & uint32(2147483647);
const bool l_3278 = l_3277 == uint32(0);
if (l_3278) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3279 = l_3275 & uint32(2147483648);
const bool l_3280 = l_3279 != uint32(0);
if (l_3280) {
const uint32 l_3281 = l_3275 - uint32(1);
l_mut_736 = l_3281;
} else {
const bool l_3282 = l_3275 == uint32(2139095040);
if (l_3282) {
l_mut_736 = l_3275;
}
}
}
const float l_3283 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3284 = reinterpret_cast<uint32 const&>(l_3283);
const uint32 l_3285 = l_3284 & uint32(2147483647);
const float l_3286 = reinterpret_cast<float const&>(l_3285);
const double l_3287 = double(l_3286);
l_mut_49 = l_3287;
const bool l_3288 = l_3285 < uint32(8388608);
if (l_3288) {
const double l_3289 = double(l_3285);
const double l_3290 = l_3289 * double(1.401298464324817e-45);
l_mut_49 = l_3290;
}
const uint64 l_3291 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3292 = l_3284 >> uint32(31);
const uint64 l_3293 = uint64(l_3292);
const uint64 l_3294 = l_3293 << uint64(63);
const uint64 l_3295 = l_3291 | l_3294;
const double l_3296 = reinterpret_cast<double const&>(l_3295);
l_mut_3159 = l_3296;
}
}
}
const double l_3297 = -l_mut_3159;
l_mut_2905 = l_3297;
}
const double l_3298 = l_mut_404 - l_709;
const double l_3299 = abs(l_3298);
const double l_3300 = l_3299 * double(2.220446049250313e-16);
const double l_3301 = l_2787 + l_3300;
const double l_3302 = l_3298 + l_3301;
const double l_3303 = -l_3302;
const double l_3304 = l_3303 * double(7.1362384635298e44);
const double l_3305 = floor(l_3304);
const double l_3306 = l_3305 * double(1.401298464324817e-45);
l_mut_3159 = l_3306;
const double l_3307 = abs(l_3303);
const bool l_3308 = l_3307 >= double(1.1754943508222875e-38);
if (l_3308) {
const float l_3309 = float(l_3303);
const double l_3310 = double(l_3309);
l_mut_3159 = l_3310;
const bool l_3311 = l_mut_3159 > l_3303;
if (l_3311) {
const uint32 l_3312 = reinterpret_cast<uint32 const&>(l_3309);
const uint32 l_3313 = l_3312 ^ uint32(2147483648);
const float l_3314 = reinterpret_cast<float const&>(l_3313);
const uint32 l_3315 = reinterpret_cast<uint32 const&>(l_3314);
const uint32 l_3316 = l_3315 + uint32(1);
l_mut_736 = l_3316;
const uint32 l_3317 = l_3315 & uint32(2147483647);
const bool l_3318 = l_3317 == uint32(0);
if (l_3318) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3319 = l_3315 & uint32(2147483648);
const bool l_3320 = l_3319 != uint32(0);
if (l_3320) {
const uint32 l_3321 = l_3315 - uint32(1);
l_mut_736 = l_3321;
} else {
const bool l_3322 = l_3315 == uint32(2139095040);
if (l_3322) {
l_mut_736 = l_3315;
}
}
}
const float l_3323 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3324 = reinterpret_cast<uint32 const&>(l_3323);
const uint32 l_3325 = l_3324 ^ uint32(2147483648);
const float l_3326 = reinterpret_cast<float const&>(l_3325);
const uint32 l_3327 = reinterpret_cast<uint32 const&>(l_3326);
const uint32 l_3328 = l_3327 & uint32(2147483647);
const float l_3329 = reinterpret_cast<float const&>(l_3328);
const double l_3330 = double(l_3329);
l_mut_49 = l_3330;
const bool l_3331 = l_3328 < uint32(8388608);
if (l_3331) {
const double l_3332 = double(l_3328);
const double l_3333 = l_3332 * double(1.401298464324817e-45);
l_mut_49 = l_3333;
}
const uint64 l_3334 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3335 = l_3327 >> uint32(31);
const uint64 l_3336 = uint64(l_3335);
const uint64 l_3337 = l_3336 << uint64(63);
const uint64 l_3338 = l_3334 | l_3337;
const double l_3339 = reinterpret_cast<double const&>(l_3338);
l_mut_3159 = l_3339;
} else {
const uint32 l_3340 = reinterpret_cast<uint32 const&>(l_3309);
const uint32 l_3341 = l_3340 + uint32(1);
l_mut_736 = l_3341;
const uint32 l_3342 = l_3340 & uint32(2147483647);
const bool l_3343 = l_3342 == uint32(0);
if (l_3343) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3344 = l_3340 & uint32(2147483648);
const bool l_3345 = l_3344 != uint32(0);
if (l_3345) {
const uint32 l_3346 = l_3340 - uint32(1);
l_mut_736 = l_3346;
} else {
const bool l_3347 = l_3340 == uint32(2139095040);
if (l_3347) {
l_mut_736 = l_3340;
}
}
}
const float l_3348 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3349 = reinterpret_cast<uint32 const&>(l_3348);
const uint32 l_3350 = l_3349 & uint32(2147483647);
const float l_3351 = reinterpret_cast<float const&>(l_3350);
const double l_3352 = double(l_3351);
l_mut_49 = l_3352;
const bool l_3353 = l_3350 < uint32(8388608);
if (l_3353) {
const double l_3354 = double(l_3350);
const double l_3355 = l_3354 * double(1.401298464324817e-45);
l_mut_49 = l_3355;
}
const uint64 l_3356 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3357 = l_3349 >> uint32(31);
const uint64 l_3358 = uint64(l_3357);
const uint64 l_3359 = l_3358 << uint64(63);
const uint64 l_3360 = l_3356 | l_3359;
const double l_3361 = reinterpret_cast<double const&>(l_3360);
const bool l_3362 = l_3361 <= l_3303;
if (l_3362) {
const uint32 l_3363 = reinterpret_cast<uint32 const&>(l_3309);
const uint32 l_3364 = l_3363 + uint32(1);
l_mut_736 = l_3364;
const uint32 l_3365 = l_3363 & uint32(2147483647);
const bool l_3366 = l_3365 == uint32(0);
if (l_3366) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3367 = l_3363 & uint32(2147483648);
const bool l_3368 = l_3367 != uint32(0);
if (l_3368) {
const uint32 l_3369 = l_3363 - uint32(1);
l_mut_736 = l_3369;
} else {
const bool l_3370 = l_3363 == uint32(2139095040);
if (l_3370) {
l_mut_736 = l_3363;
}
}
}
const float l_3371 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3372 = reinterpret_cast<uint32 const&>(l_3371);
const uint32 l_3373 = l_3372 & uint32(2147483647);
const float l_3374 = reinterpret_cast<float const&>(l_3373);
const double l_3375 = double(l_3374);
l_mut_49 = l_3375;
const bool l_3376 = l_3373 < uint32(8388608);
if (l_3376) {
const double l_3377 = double(l_3373);
const double l_3378 = l_3377 * double(1.401298464324817e-45);
l_mut_49 = l_3378;
}
const uint64 l_3379 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3380 = l_3372 >> uint32(31);
const uint64 l_3381 = uint64(l_3380);
const uint64 l_3382 = l_3381 << uint64(63);
const uint64 l_3383 = l_3379 | l_3382;
const double l_3384 = reinterpret_cast<double const&>(l_3383);
l_mut_3159 = l_3384;
}
}
}
const double l_3385 = -l_mut_3159;
l_mut_3159 = l_3385;
const bool l_3386 = bool(true) && bool(true);
if (l_3386) {
const double l_3387 = l_3298 + l_3301;
const double l_3388 = l_3387 * double(7.1362384635298e44);
const double l_3389 = floor(l_3388);
const double l_3390 = l_3389 * double(1.401298464324817e-45);
l_mut_49 = l_3390;
const double l_3391 = abs(l_3387);
const bool l_3392 = l_3391 >= double(1.1754943508222875e-38);
if (l_3392) {
const float l_3393 = float(l_3387);
const double l_3394 = double(l_3393);
l_mut_49 = l_3394;
const bool l_3395 = l_mut_49 > l_3387;
if (l_3395) {
const uint32 l_3396 = reinterpret_cast<uint32 const&>(l_3393);
const uint32 l_3397 = l_3396 ^ uint32(2147483648);
const float l_3398 = reinterpret_cast<float const&>(l_3397);
const uint32 l_3399 = reinterpret_cast<uint32 const&>(l_3398);
const uint32 l_3400 = l_3399 + uint32(1);
l_mut_736 = l_3400;
const uint32 l_3401 = l_3399 & uint32(2147483647);
const bool l_3402 = l_3401 == uint32(0);
if (l_3402) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3403 = l_3399 & uint32(2147483648);
const bool l_3404 = l_3403 != uint32(0);
if (l_3404) {
const uint32 l_3405 = l_3399 - uint32(1);
l_mut_736 = l_3405;
} else {
const bool l_3406 = l_3399 == uint32(2139095040);
if (l_3406) {
l_mut_736 = l_3399;
}
}
}
const float l_3407 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3408 = reinterpret_cast<uint32 const&>(l_3407);
const uint32 l_3409 = l_3408 ^ uint32(2147483648);
const float l_3410 = reinterpret_cast<float const&>(l_3409);
const uint32 l_3411 = reinterpret_cast<uint32 const&>(l_3410);
const uint32 l_3412 = l_3411 & uint32(2147483647);
const float l_3413 = reinterpret_cast<float const&>(l_3412);
const double l_3414 = double(l_3413);
l_mut_3415 = l_3414;
const bool l_3416 = l_3412 < uint32(8388608);
if (l_3416) {
const double l_3417 = double(l_3412);
const double l_3418 = l_3417 * double(1.401298464324817e-45);
l_mut_3415 = l_3418;
}
const uint64 l_3419 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_3420 = l_3411 >> uint32(31);
const uint64 l_3421 = uint64(l_3420);
const uint64 l_3422 = l_3421 << uint64(63);
const uint64 l_3423 = l_3419 | l_3422;
const double l_3424 = reinterpret_cast<double const&>(l_3423);
l_mut_49 = l_3424;
} else {
const uint32 l_3425 = reinterpret_cast<uint32 const&>(l_3393);
const uint32 l_3426 = l_3425 + uint32(1);
l_mut_736 = l_3426;
const uint32 l_3427 = l_3425 & uint32(2147483647);
const bool l_3428 = l_3427 == uint32(0);
if (l_3428) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3429 = l_3425 & uint32(2147483648);
const bool l_3430 = l_3429 != uint32(0);
if (l_3430) {
const uint32 l_3431 = l_3425 - uint32(1);
l_mut_736 = l_3431;
} else {
const bool l_3432 = l_3425 == uint32(2139095040);
if (l_3432) {
l_mut_736 = l_3425;
}
}
}
const float l_3433 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3434 = reinterpret_cast<uint32 const&>(l_3433);
const uint32 l_3435 = l_3434 & uint32(2147483647);
const float l_3436 = reinterpret_cast<float const&>(l_3435);
const double l_3437 = double(l_3436);
l_mut_3415 = l_3437;
const bool l_3438 = l_3435 < uint32(8388608);
if (l_3438) {
const double l_3439 = double(l_3435);
const double l_3440 = l_3439 * double(1.401298464324817e-45);
l_mut_3415 = l_3440;
}
const uint64 l_3441 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_3442 = l_3434 >> uint32(31);
const uint64 l_3443 = uint64(l_3442);
const uint64 l_3444 = l_3443 << uint64(63);
const uint64 l_3445 = l_3441 | l_3444;
const double l_3446 = reinterpret_cast<double const&>(l_3445);
const bool l_3447 = l_3446 <= l_3387;
if (l_3447) {
const uint32 l_3448 = reinterpret_cast<uint32 const&>(l_3393);
const uint32 l_3449 = l_3448 + uint32(1);
l_mut_736 = l_3449;
const uint32 l_3450 = l_3448 & uint32(2147483647);
const bool l_3451 = l_3450 == uint32(0);
if (l_3451) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3452 = l_3448 & uint32(2147483648);
const bool l_3453 = l_3452 != uint32(0);
if (l_3453) {
const uint32 l_3454 = l_3448 - uint32(1);
l_mut_736 = l_3454;
} else {
const bool l_3455 = l_3448 == uint32(2139095040);
if (l_3455) {
l_mut_736 = l_3448;
}
}
}
const float l_3456 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3457 = reinterpret_cast<uint32 const&>(l_3456);
const uint32 l_3458 = l_3457 & uint32(2147483647);
const float l_3459 = reinterpret_cast<float const&>(l_3458);
const double l_3460 = double(l_3459);
l_mut_3415 = l_3460;
const bool l_3461 = l_3458 < uint32(8388608);
if (l_3461) {
const double l_3462 = double(l_3458);
const double l_3463 = l_3462 * double(1.401298464324817e-45);
l_mut_3415 = l_3463;
}
const uint64 l_3464 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_3465 = l_3457 >> uint32(31);
const uint64 l_3466 = uint64(l_3465);
const uint64 l_3467 = l_3466 << uint64(63);
const uint64 l_3468 = l_3464 | l_3467;
const double l_3469 = reinterpret_cast<double const&>(l_3468);
l_mut_49 = l_3469;
}
}
}
l_mut_3159 = l_mut_49;
} else {
const double l_3470 = l_3298 - l_3301;
const double l_3471 = l_3470 * double(7.1362384635298e44);
const double l_3472 = floor(l_3471);
const double l_3473 = l_3472 * double(1.401298464324817e-45);
l_mut_3415 = l_3473;
const double l_3474 = abs(l_3470);
const bool l_3475 = l_3474 >= double(1.1754943508222875e-38);
if (l_3475) {
const float l_3476 = float(l_3470);
const double l_3477 = double(l_3476);
l_mut_3415 = l_3477;
const bool l_3478 = l_mut_3415 > l_3470;
if (l_3478) {
const uint32 l_3479 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3480 = l_3479 ^ uint32(2147483648);
const float l_3481 = reinterpret_cast<float const&>(l_3480);
const uint32 l_3482 = reinterpret_cast<uint32 const&>(l_3481);
const uint32 l_3483 = l_3482 + uint32(1);
l_mut_736 = l_3483;
const uint32 l_3484 = l_3482 & uint32(2147483647);
const bool l_3485 = l_3484 == uint32(0);
if (l_3485) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3486 = l_3482 & uint32(2147483648);
const bool l_3487 = l_3486 != uint32(0);
if (l_3487) {
const uint32 l_3488 = l_3482 - uint32(1);
l_mut_736 = l_3488;
} else {
const bool l_3489 = l_3482 == uint32(2139095040);
if (l_3489) {
l_mut_736 = l_3482;
}
}
}
const float l_3490 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3491 = reinterpret_cast<uint32 const&>(l_3490);
const uint32 l_3492 = l_3491 ^ uint32(2147483648);
const float l_3493 = reinterpret_cast<float const&>(l_3492);
const uint32 l_3494 = reinterpret_cast<uint32 const&>(l_3493);
const uint32 l_3495 = l_3494 & uint32(2147483647);
const float l_3496 = reinterpret_cast<float const&>(l_3495);
const double l_3497 = double(l_3496);
l_mut_49 = l_3497;
const bool l_3498 = l_3495 < uint32(8388608);
if (l_3498) {
const double l_3499 = double(l_3495);
const double l_3500 = l_3499 * double(1.401298464324817e-45);
l_mut_49 = l_3500;
}
const uint64 l_3501 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3502 = l_3494 >> uint32(31);
const uint64 l_3503 = uint64(l_3502);
const uint64 l_3504 = l_3503 << uint64(63);
const uint64 l_3505 = l_3501 | l_3504;
const double l_3506 = reinterpret_cast<double const&>(l_3505);
l_mut_3415 = l_3506;
} else {
const uint32 l_3507 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3508 = l_3507 + uint32(1);
l_mut_736 = l_3508;
const uint32 l_3509 = l_3507 & uint32(2147483647);
const bool l_3510 = l_3509 == uint32(0);
if (l_3510) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3511 = l_3507 & uint32(2147483648);
const bool l_3512 = l_3511 != uint32(0);
if (l_3512) {
const uint32 l_3513 = l_3507 - uint32(1);
l_mut_736 = l_3513;
} else {
const bool l_3514 = l_3507 == uint32(2139095040);
if (l_3514) {
l_mut_736 = l_3507;
}
}
}
const float l_3515 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3516 = reinterpret_cast<uint32 const&>(l_3515);
const uint32 l_3517 = l_3516 & uint32(2147483647);
const float l_3518 = reinterpret_cast<float const&>(l_3517);
const double l_3519 = double(l_3518);
l_mut_49 = l_3519;
const bool l_3520 = l_3517 < uint32(8388608);
if (l_3520) {
const double l_3521 = double(l_3517);
const double l_3522 = l_3521 * double(1.401298464324817e-45);
l_mut_49 = l_3522;
}
const uint64 l_3523 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3524 = l_3516 >> uint32(31);
const uint64 l_3525 = uint64(l_3524);
const uint64 l_3526 = l_3525 << uint64(63);
const uint64 l_3527 = l_3523 | l_3526;
const double l_3528 = reinterpret_cast<double const&>(l_3527);
const bool l_3529 = l_3528 <= l_3470;
if (l_3529) {
const uint32 l_3530 = reinterpret_cast<uint32 const&>(l_3476);
const uint32 l_3531 = l_3530 + uint32(1);
l_mut_736 = l_3531;
const uint32 l_3532 = l_3530 & uint32(2147483647);
const bool l_3533 = l_3532 == uint32(0);
if (l_3533) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3534 = l_3530 & uint32(2147483648);
const bool l_3535 = l_3534 != uint32(0);
if (l_3535) {
const uint32 l_3536 = l_3530 - uint32(1);
l_mut_736 = l_3536;
} else {
const bool l_3537 = l_3530 == uint32(2139095040);
if (l_3537) {
l_mut_736 = l_3530;
}
}
}
const float l_3538 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3539 = reinterpret_cast<uint32 const&>(l_3538);
const uint32 l_3540 = l_3539 & uint32(2147483647);
const float l_3541 = reinterpret_cast<float const&>(l_3540);
const double l_3542 = double(l_3541);
l_mut_49 = l_3542;
const bool l_3543 = l_3540 < uint32(8388608);
if (l_3543) {
const double l_3544 = double(l_3540);
const double l_3545 = l_3544 * double(1.401298464324817e-45);
l_mut_49 = l_3545;
}
const uint64 l_3546 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3547 = l_3539 >> uint32(31);
const uint64 l_3548 = uint64(l_3547);
const uint64 l_3549 = l_3548 << uint64(63);
const uint64 l_3550 = l_3546 | l_3549;
const double l_3551 = reinterpret_cast<double const&>(l_3550);
l_mut_3415 = l_3551;
}
}
}
l_mut_3159 = l_mut_3415;
}
const double l_3552 = l_mut_404 + l_709;
const double l_3553 = abs(l_3552);
const double l_3554 = l_3553 * double(2.220446049250313e-16);
const double l_3555 = l_2787 + l_3554;
const double l_3556 = l_3552 + l_3555;
const double l_3557 = -l_3556;
const double l_3558 = l_3557 * double(7.1362384635298e44);
const double l_3559 = floor(l_3558);
const double l_3560 = l_3559 * double(1.401298464324817e-45);
l_mut_3415 = l_3560;
const double l_3561 = abs(l_3557);
const bool l_3562 = l_3561 >= double(1.1754943508222875e-38);
if (l_3562) {
const float l_3563 = float(l_3557);
const double l_3564 = double(l_3563);
l_mut_3415 = l_3564;
const bool l_3565 = l_mut_3415 > l_3557;
if (l_3565) {
const uint32 l_3566 = reinterpret_cast<uint32 const&>(l_3563);
const uint32 l_3567 = l_3566 ^ uint32(2147483648);
const float l_3568 = reinterpret_cast<float const&>(l_3567);
const uint32 l_3569 = reinterpret_cast<uint32 const&>(l_3568);
const uint32 l_3570 = l_3569 + uint32(1);
l_mut_736 = l_3570;
const uint32 l_3571 = l_3569 & uint32(2147483647);
const bool l_3572 = l_3571 == uint32(0);
if (l_3572) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3573 = l_3569 & uint32(2147483648);
const bool l_3574 = l_3573 != uint32(0);
if (l_3574) {
const uint32 l_3575 = l_3569 - uint32(1);
l_mut_736 = l_3575;
} else {
const bool l_3576 = l_3569 == uint32(2139095040);
if (l_3576) {
l_mut_736 = l_3569;
}
}
}
const float l_3577 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3578 = reinterpret_cast<uint32 const&>(l_3577);
const uint32 l_3579 = l_3578 ^ uint32(2147483648);
const float l_3580 = reinterpret_cast<float const&>(l_3579);
const uint32 l_3581 = reinterpret_cast<uint32 const&>(l_3580);
const uint32 l_3582 = l_3581 & uint32(2147483647);
const float l_3583 = reinterpret_cast<float const&>(l_3582);
const double l_3584 = double(l_3583);
l_mut_49 = l_3584;
const bool l_3585 = l_3582 < uint32(8388608);
if (l_3585) {
const double l_3586 = double(l_3582);
const double l_3587 = l_3586 * double(1.401298464324817e-45);
l_mut_49 = l_3587;
}
const uint64 l_3588 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3589 = l_3581 >> uint32(31);
const uint64 l_3590 = uint64(l_3589);
const uint64 l_3591 = l_3590 << uint64(63);
const uint64 l_3592 = l_3588 | l_3591;
const double l_3593 = reinterpret_cast<double const&>(l_3592);
l_mut_3415 = l_3593;
} else {
const uint32 l_3594 = reinterpret_cast<uint32 const&>(l_3563);
const uint32 l_3595 = l_3594 + uint32(1);
l_mut_736 = l_3595;
const uint32 l_3596 = l_3594 & uint32(2147483647);
const bool l_3597 = l_3596 == uint32(0);
if (l_3597) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3598 = l_3594 & uint32(2147483648);
const bool l_3599 = l_3598 != uint32(0);
if (l_3599) {
const uint32 l_3600 = l_3594 - uint32(1);
l_mut_736 = l_3600;
} else {
const bool l_3601 = l_3594 == uint32(2139095040);
if (l_3601) {
l_mut_736 = l_3594;
}
}
}
const float l_3602 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3603 = reinterpret_cast<uint32 const&>(l_3602);
const uint32 l_3604 = l_3603 & uint32(2147483647);
const float l_3605 = reinterpret_cast<float const&>(l_3604);
const double l_3606 = double(l_3605);
l_mut_49 = l_3606;
const bool l_3607 = l_3604 < uint32(8388608);
if (l_3607) {
const double l_3608 = double(l_3604);
const double l_3609 = l_3608 * double(1.401298464324817e-45);
l_mut_49 = l_3609;
}
const uint64 l_3610 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3611 = l_3603 >> uint32(31);
const uint64 l_3612 = uint64(l_3611);
const uint64 l_3613 = l_3612 << uint64(63);
const uint64 l_3614 = l_3610 | l_3613;
const double l_3615 = reinterpret_cast<double const&>(l_3614);
const bool l_3616 = l_3615 <= l_3557;
if (l_3616) {
const uint32 l_3617 = reinterpret_cast<uint32 const&>(l_3563);
const uint32 l_3618 = l_3617 + uint32(1);
l_mut_736 = l_3618;
const uint32 l_3619 = l_3617 & uint32(2147483647);
const bool l_3620 = l_3619 == uint32(0);
if (l_3620) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3621 = l_3617 & uint32(2147483648);
const bool l_3622 = l_3621 != uint32(0);
if (l_3622) {
const uint32 l_3623 = l_3617 - uint32(1);
l_mut_736 = l_3623;
} else {
const bool l_3624 = l_3617 == uint32(2139095040);
if (l_3624) {
l_mut_736 = l_3617;
}
}
}
const float l_3625 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3626 = reinterpret_cast<uint32 const&>(l_3625);
const uint32 l_3627 = l_3626 & uint32(2147483647);
const float l_3628 = reinterpret_cast<float const&>(l_3627);
const double l_3629 = double(l_3628);
l_mut_49 = l_3629;
const bool l_3630 = l_3627 < uint32(8388608);
if (l_3630) {
const double l_3631 = double(l_3627);
const double l_3632 = l_3631 * double(1.401298464324817e-45);
l_mut_49 = l_3632;
}
const uint64 l_3633 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3634 = l_3626 >> uint32(31);
const uint64 l_3635 = uint64(l_3634);
const uint64 l_3636 = l_3635 << uint64(63);
const uint64 l_3637 = l_3633 | l_3636;
const double l_3638 = reinterpret_cast<double const&>(l_3637);
l_mut_3415 = l_3638;
}
}
}
const double l_3639 = -l_mut_3415;
l_mut_3415 = l_3639;
const bool l_3640 = bool(false) && bool(true);
if (l_3640) {
const double l_3641 = l_3552 + l_3555;
const double l_3642 = l_3641 * double(7.1362384635298e44);
const double l_3643 = floor(l_3642);
const double l_3644 = l_3643 * double(1.401298464324817e-45);
l_mut_49 = l_3644;
const double l_3645 = abs(l_3641);
const bool l_3646 = l_3645 >= double(1.1754943508222875e-38);
if (l_3646) {
const float l_3647 = float(l_3641);
const double l_3648 = double(l_3647);
l_mut_49 = l_3648;
const bool l_3649 = l_mut_49 > l_3641;
if (l_3649) {
const uint32 l_3650 = reinterpret_cast<uint32 const&>(l_3647);
const uint32 l_3651 = l_3650 ^ uint32(2147483648);
const float l_3652 = reinterpret_cast<float const&>(l_3651);
const uint32 l_3653 = reinterpret_cast<uint32 const&>(l_3652);
const uint32 l_3654 = l_3653 + uint32(1);
l_mut_736 = l_3654;
const uint32 l_3655 = l_3653 & uint32(2147483647);
const bool l_3656 = l_3655 == uint32(0);
if (l_3656) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3657 = l_3653 & uint32(2147483648);
const bool l_3658 = l_3657 != uint32(0);
if (l_3658) {
const uint32 l_3659 = l_3653 - uint32(1);
l_mut_736 = l_3659;
} else {
const bool l_3660 = l_3653 == uint32(2139095040);
if (l_3660) {
l_mut_736 = l_3653;
}
}
}
const float l_3661 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3662 = reinterpret_cast<uint32 const&>(l_3661);
const uint32 l_3663 = l_3662 ^ uint32(2147483648);
const float l_3664 = reinterpret_cast<float const&>(l_3663);
const uint32 l_3665 = reinterpret_cast<uint32 const&>(l_3664);
const uint32 l_3666 = l_3665 & uint32(2147483647);
const float l_3667 = reinterpret_cast<float const&>(l_3666);
const double l_3668 = double(l_3667);
l_mut_3669 = l_3668;
const bool l_3670 = l_3666 < uint32(8388608);
if (l_3670) {
const double l_3671 = double(l_3666);
const double l_3672 = l_3671 * double(1.401298464324817e-45);
l_mut_3669 = l_3672;
}
const uint64 l_3673 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3674 = l_3665 >> uint32(31);
const uint64 l_3675 = uint64(l_3674);
const uint64 l_3676 = l_3675 << uint64(63);
const uint64 l_3677 = l_3673 | l_3676;
const double l_3678 = reinterpret_cast<double const&>(l_3677);
l_mut_49 = l_3678;
} else {
const uint32 l_3679 = reinterpret_cast<uint32 const&>(l_3647);
const uint32 l_3680 = l_3679 + uint32(1);
l_mut_736 = l_3680;
const uint32 l_3681 = l_3679 & uint32(2147483647);
const bool l_3682 = l_3681 == uint32(0);
if (l_3682) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3683 = l_3679 & uint32(2147483648);
const bool l_3684 = l_3683 != uint32(0);
if (l_3684) {
const uint32 l_3685 = l_3679 - uint32(1);
l_mut_736 = l_3685;
} else {
const bool l_3686 = l_3679 == uint32(2139095040);
if (l_3686) {
l_mut_736 = l_3679;
}
}
}
const float l_3687 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3688 = reinterpret_cast<uint32 const&>(l_3687);
const uint32 l_3689 = l_3688 & uint32(2147483647);
const float l_3690 = reinterpret_cast<float const&>(l_3689);
const double l_3691 = double(l_3690);
l_mut_3669 = l_3691;
const bool l_3692 = l_3689 < uint32(8388608);
if (l_3692) {
const double l_3693 = double(l_3689);
const double l_3694 = l_3693 * double(1.401298464324817e-45);
l_mut_3669 = l_3694;
}
const uint64 l_3695 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3696 = l_3688 >> uint32(31);
const uint64 l_3697 = uint64(l_3696);
const uint64 l_3698 = l_3697 << uint64(63);
const uint64 l_3699 = l_3695 | l_3698;
const double l_3700 = reinterpret_cast<double const&>(l_3699);
const bool l_3701 = l_3700 <= l_3641;
if (l_3701) {
const uint32 l_3702 = reinterpret_cast<uint32 const&>(l_3647);
const uint32 l_3703 = l_3702 + uint32(1);
l_mut_736 = l_3703;
const uint32 l_3704 = l_3702 & uint32(2147483647);
const bool l_3705 = l_3704 == uint32(0);
if (l_3705) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3706 = l_3702 & uint32(2147483648);
const bool l_3707 = l_3706 != uint32(0);
if (l_3707) {
const uint32 l_3708 = l_3702 - uint32(1);
l_mut_736 = l_3708;
} else {
const bool l_3709 = l_3702 == uint32(2139095040);
if (l_3709) {
l_mut_736 = l_3702;
}
}
}
const float l_3710 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3711 = reinterpret_cast<uint32 const&>(l_3710);
const uint32 l_3712 = l_3711 & uint32(2147483647);
const float l_3713 = reinterpret_cast<float const&>(l_3712);
const double l_3714 = double(l_3713);
l_mut_3669 = l_3714;
const bool l_3715 = l_3712 < uint32(8388608);
if (l_3715) {
const double l_3716 = double(l_3712);
const double l_3717 = l_3716 * double(1.401298464324817e-45);
l_mut_3669 = l_3717;
}
const uint64 l_3718 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3719 = l_3711 >> uint32(31);
const uint64 l_3720 = uint64(l_3719);
const uint64 l_3721 = l_3720 << uint64(63);
const uint64 l_3722 = l_3718 | l_3721;
const double l_3723 = reinterpret_cast<double const&>(l_3722);
l_mut_49 = l_3723;
}
}
}
l_mut_3415 = l_mut_49;
} else {
const double l_3724 = l_3552 - l_3555;
const double l_3725 = -l_3724;
const double l_3726 = l_3725 * double(7.1362384635298e44);
const double l_3727 = floor(l_3726);
const double l_3728 = l_3727 * double(1.401298464324817e-45);
l_mut_3669 = l_3728;
const double l_3729 = abs(l_3725);
const bool l_3730 = l_3729 >= double(1.1754943508222875e-38);
if (l_3730) {
const float l_3731 = float(l_3725);
const double l_3732 = double(l_3731);
l_mut_3669 = l_3732;
const bool l_3733 = l_mut_3669 > l_3725;
if (l_3733) {
const uint32 l_3734 = reinterpret_cast<uint32 const&>(l_3731);
const uint32 l_3735 = l_3734 ^ uint32(2147483648);
const float l_3736 = reinterpret_cast<float const&>(l_3735);
const uint32 l_3737 = reinterpret_cast<uint32 const&>(l_3736);
const uint32 l_3738 = l_3737 + uint32(1);
l_mut_736 = l_3738;
const uint32 l_3739 = l_3737 & uint32(2147483647);
const bool l_3740 = l_3739 == uint32(0);
if (l_3740) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3741 = l_3737 & uint32(2147483648);
const bool l_3742 = l_3741 != uint32(0);
if (l_3742) {
const uint32 l_3743 = l_3737 - uint32(1);
l_mut_736 = l_3743;
} else {
const bool l_3744 = l_3737 == uint32(2139095040);
if (l_3744) {
l_mut_736 = l_3737;
}
}
}
const float l_3745 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3746 = reinterpret_cast<uint32 const&>(l_3745);
const uint32 l_3747 = l_3746 ^ uint32(2147483648);
const float l_3748 = reinterpret_cast<float const&>(l_3747);
const uint32 l_3749 = reinterpret_cast<uint32 const&>(l_3748);
const uint32 l_3750 = l_3749 & uint32(2147483647);
const float l_3751 = reinterpret_cast<float const&>(l_3750);
const double l_3752 = double(l_3751);
l_mut_49 = l_3752;
const bool l_3753 = l_3750 < uint32(8388608);
if (l_3753) {
const double l_3754 = double(l_3750);
const double l_3755 = l_3754 * double(1.401298464324817e-45);
l_mut_49 = l_3755;
}
const uint64 l_3756 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3757 = l_3749 >> uint32(31);
const uint64 l_3758 = uint64(l_3757);
const uint64 l_3759 = l_3758 << uint64(63);
const uint64 l_3760 = l_3756 | l_3759;
const double l_3761 = reinterpret_cast<double const&>(l_3760);
l_mut_3669 = l_3761;
} else {
const uint32 l_3762 = reinterpret_cast<uint32 const&>(l_3731);
const uint32 l_3763 = l_3762 + uint32(1);
l_mut_736 = l_3763;
const uint32 l_3764 = l_3762 & uint32(2147483647);
const bool l_3765 = l_3764 == uint32(0);
if (l_3765) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3766 = l_3762 & uint32(2147483648);
const bool l_3767 = l_3766 != uint32(0);
if (l_3767) {
const uint32 l_3768 = l_3762 - uint32(1);
l_mut_736 = l_3768;
} else {
const bool l_3769 = l_3762 == uint32(2139095040);
if (l_3769) {
l_mut_736 = l_3762;
}
}
}
const float l_3770 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3771 = reinterpret_cast<uint32 const&>(l_3770);
const uint32 l_3772 = l_3771 & uint32(2147483647);
const float l_3773 = reinterpret_cast<float const&>(l_3772);
const double l_3774 = double(l_3773);
l_mut_49 = l_3774;
const bool l_3775 = l_3772 < uint32(8388608);
if (l_3775) {
const double l_3776 = double(l_3772);
const double l_3777 = l_3776 * double(1.401298464324817e-45);
l_mut_49 = l_3777;
}
const uint64 l_3778 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3779 = l_3771 >> uint32(31);
const uint64 l_3780 = uint64(l_3779);
const uint64 l_3781 = l_3780 << uint64(63);
const uint64 l_3782 = l_3778 | l_3781;
const double l_3783 = reinterpret_cast<double const&>(l_3782);
const bool l_3784 = l_3783 <= l_3725;
if (l_3784) {
const uint32 l_3785 = reinterpret_cast<uint32 const&>(l_3731);
const uint32 l_3786 = l_3785 + uint32(1);
l_mut_736 = l_3786;
const uint32 l_3787 = l_3785 & uint32(2147483647);
const bool l_3788 = l_3787 == uint32(0);
if (l_3788) {
l_mut_736 = uint32(1);
} else {
const uint32 l_3789 = l_3785 & uint32(2147483648);
const bool l_3790 = l_3789 != uint32(0);
if (l_3790) {
const uint32 l_3791 = l_3785 - uint32(1);
l_mut_736 = l_3791;
} else {
const bool l_3792 = l_3785 == uint32(2139095040);
if (l_3792) {
l_mut_736 = l_3785;
}
}
}
const float l_3793 = reinterpret_cast<float const&>(l_mut_736);
const uint32 l_3794 = reinterpret_cast<uint32 const&>(l_3793);
const uint32 l_3795 = l_3794 & uint32(2147483647);
const float l_3796 = reinterpret_cast<float const&>(l_3795);
const double l_3797 = double(l_3796);
l_mut_49 = l_3797;
const bool l_3798 = l_3795 < uint32(8388608);
if (l_3798) {
const double l_3799 = double(l_3795);
const double l_3800 = l_3799 * double(1.401298464324817e-45);
l_mut_49 = l_3800;
}
const uint64 l_3801 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3802 = l_3794 >> uint32(31);
const uint64 l_3803 = uint64(l_3802);
const uint64 l_3804 = l_3803 << uint64(63);
const uint64 l_3805 = l_3801 | l_3804;
const double l_3806 = reinterpret_cast<double const&>(l_3805);
l_mut_3669 = l_3806;
}
}
}
const double l_3807 = -l_mut_3669;
l_mut_3415 = l_3807;
}
l_mut_736 = uint32(0);
const bool l_3808 = l_mut_3159 <= double(0.0);
const bool l_3809 = l_mut_3415 >= double(0.0);
const bool l_3810 = l_3808 && l_3809;
const bool l_3811 = !l_3810;
if (l_3811) {
const double l_3813 = l_mut_78 / l_mut_3159;
const double l_3814 = l_mut_78 / l_mut_3415;
const double l_3815 = l_mut_2905 / l_mut_3159;
const double l_3816 = l_mut_2905 / l_mut_3415;
l_arr_3812[uint32(0)] = l_3813;
l_arr_3812[uint32(1)] = l_3813;
const double l_3817 = l_arr_3812[uint32(0)];
const bool l_3818 = l_3814 < l_3817;
if (l_3818) {
l_arr_3812[uint32(0)] = l_3814;
}
const double l_3819 = l_arr_3812[uint32(0)];
const bool l_3820 = l_3815 < l_3819;
if (l_3820) {
l_arr_3812[uint32(0)] = l_3815;
}
const double l_3821 = l_arr_3812[uint32(0)];
const bool l_3822 = l_3816 < l_3821;
if (l_3822) {
l_arr_3812[uint32(0)] = l_3816;
}
const double l_3823 = l_arr_3812[uint32(1)];
const bool l_3824 = l_3814 > l_3823;
if (l_3824) {
l_arr_3812[uint32(1)] = l_3814;
}
const double l_3825 = l_arr_3812[uint32(1)];
const bool l_3826 = l_3815 > l_3825;
if (l_3826) {
l_arr_3812[uint32(1)] = l_3815;
}
const double l_3827 = l_arr_3812[uint32(1)];
const bool l_3828 = l_3816 > l_3827;
if (l_3828) {
l_arr_3812[uint32(1)] = l_3816;
}
const double l_3829 = l_arr_3812[uint32(0)];
const double l_3830 = abs(l_3829);
const double l_3831 = l_3830 * l_mut_232;
const double l_3832 = l_arr_3812[uint32(1)];
const double l_3833 = abs(l_3832);
const double l_3834 = l_3833 * l_mut_232;
l_mut_736 = uint32(2);
const double l_3835 = l_arr_3812[uint32(0)];
const double l_3836 = l_3835 - l_3831;
const double l_3837 = abs(l_3836);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_3838 = l_3837 >= double(1.1754943508222875e-38);
const bool l_3839 = l_3837 <= double(1.7976931348623157e308);
const bool l_3840 = l_3838 && l_3839;
if (l_3840) {
const uint64 l_3841 = reinterpret_cast<uint64 const&>(l_3837);
const uint64 l_3842 = l_3841 >> uint64(52);
const uint64 l_3843 = l_3842 - uint64(23);
const uint64 l_3844 = l_3843 << uint64(52);
const double l_3845 = reinterpret_cast<double const&>(l_3844);
l_mut_3669 = l_3845;
}
const double l_3846 = l_3835 + l_3831;
const double l_3847 = abs(l_3846);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_3848 = l_3847 >= double(1.1754943508222875e-38);
const bool l_3849 = l_3847 <= double(1.7976931348623157e308);
const bool l_3850 = l_3848 && l_3849;
if (l_3850) {
const uint64 l_3851 = reinterpret_cast<uint64 const&>(l_3847);
const uint64 l_3852 = l_3851 >> uint64(52);
const uint64 l_3853 = l_3852 - uint64(23);
const uint64 l_3854 = l_3853 << uint64(52);
const double l_3855 = reinterpret_cast<double const&>(l_3854);
l_mut_3415 = l_3855;
}
const bool l_3856 = l_mut_3669 == l_mut_3415;
const double l_3857 = l_arr_3812[uint32(1)];
const double l_3858 = l_3857 - l_3834;
const double l_3859 = abs(l_3858);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_3860 = l_3859 >= double(1.1754943508222875e-38);
const bool l_3861 = l_3859 <= double(1.7976931348623157e308);
const bool l_3862 = l_3860 && l_3861;
if (l_3862) {
const uint64 l_3863 = reinterpret_cast<uint64 const&>(l_3859);
const uint64 l_3864 = l_3863 >> uint64(52);
const uint64 l_3865 = l_3864 - uint64(23);
const uint64 l_3866 = l_3865 << uint64(52);
const double l_3867 = reinterpret_cast<double const&>(l_3866);
l_mut_3669 = l_3867;
}
const double l_3868 = l_3857 + l_3834;
const double l_3869 = abs(l_3868);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_3870 = l_3869 >= double(1.1754943508222875e-38);
const bool l_3871 = l_3869 <= double(1.7976931348623157e308);
const bool l_3872 = l_3870 && l_3871;
if (l_3872) {
const uint64 l_3873 = reinterpret_cast<uint64 const&>(l_3869);
const uint64 l_3874 = l_3873 >> uint64(52);
const uint64 l_3875 = l_3874 - uint64(23);
const uint64 l_3876 = l_3875 << uint64(52);
const double l_3877 = reinterpret_cast<double const&>(l_3876);
l_mut_3415 = l_3877;
}
const bool l_3878 = l_mut_3669 == l_mut_3415;
const bool l_3879 = l_3856 && l_3878;
if (l_3879) {
const double l_3880 = l_arr_3812[uint32(0)];
const double l_3881 = l_arr_3812[uint32(0)];
const double l_3882 = abs(l_3881);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_3883 = l_3882 >= double(1.1754943508222875e-38);
const bool l_3884 = l_3882 <= double(1.7976931348623157e308);
const bool l_3885 = l_3883 && l_3884;
if (l_3885) {
const uint64 l_3886 = reinterpret_cast<uint64 const&>(l_3882);
const uint64 l_3887 = l_3886 >> uint64(52);
const uint64 l_3888 = l_3887 - uint64(23);
const uint64 l_3889 = l_3888 << uint64(52);
const double l_3890 = reinterpret_cast<double const&>(l_3889);
l_mut_3669 = l_3890;
}
const double l_3891 = l_712 * l_mut_3669;
const double l_3892 = l_3880 - l_3891;
const double l_3893 = l_arr_3812[uint32(1)];
const double l_3894 = l_arr_3812[uint32(1)];
const double l_3895 = abs(l_3894);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_3896 = l_3895 >= double(1.1754943508222875e-38);
const bool l_3897 = l_3895 <= double(1.7976931348623157e308);
const bool l_3898 = l_3896 && l_3897;
if (l_3898) {
const uint64 l_3899 = reinterpret_cast<uint64 const&>(l_3895);
const uint64 l_3900 = l_3899 >> uint64(52);
const uint64 l_3901 = l_3900 - uint64(23);
const uint64 l_3902 = l_3901 << uint64(52);
const double l_3903 = reinterpret_cast<double const&>(l_3902);
l_mut_3669 = l_3903;
}
const double l_3904 = l_712 * l_mut_3669;
const double l_3905 = l_3893 + l_3904;
const uint32 l_3906 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3907 = l_3906 & uint32(2147483647);
const float l_3908 = reinterpret_cast<float const&>(l_3907);
const double l_3909 = double(l_3908);
l_mut_3669 = l_3909;
const bool l_3910 = l_3907 < uint32(8388608);
if (l_3910) {
const double l_3911 = double(l_3907);
const double l_3912 = l_3911 * double(1.401298464324817e-45);
l_mut_3669 = l_3912;
}
const uint64 l_3913 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3914 = l_3906 >> uint32(31);
const uint64 l_3915 = uint64(l_3914);
const uint64 l_3916 = l_3915 << uint64(63);
const uint64 l_3917 = l_3913 | l_3916;
const double l_3918 = reinterpret_cast<double const&>(l_3917);
const uint32 l_3919 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3920 = l_3919 + uint32(1);
l_mut_3921 = l_3920;
const uint32 l_3922 = l_3919 & uint32(2147483647);
const bool l_3923 = l_3922 == uint32(0);
if (l_3923) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_3924 = l_3919 & uint32(2147483648);
const bool l_3925 = l_3924 != uint32(0);
if (l_3925) {
const uint32 l_3926 = l_3919 - uint32(1);
l_mut_3921 = l_3926;
} else {
const bool l_3927 = l_3919 == uint32(2139095040);
if (l_3927) {
l_mut_3921 = l_3919;
}
}
}
const float l_3928 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_3929 = reinterpret_cast<uint32 const&>(l_3928);
const uint32 l_3930 = l_3929 & uint32(2147483647);
const float l_3931 = reinterpret_cast<float const&>(l_3930);
const double l_3932 = double(l_3931);
l_mut_3669 = l_3932;
const bool l_3933 = l_3930 < uint32(8388608);
if (l_3933) {
const double l_3934 = double(l_3930);
const double l_3935 = l_3934 * double(1.401298464324817e-45);
l_mut_3669 = l_3935;
}
const uint64 l_3936 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3937 = l_3929 >> uint32(31);
const uint64 l_3938 = uint64(l_3937);
const uint64 l_3939 = l_3938 << uint64(63);
const uint64 l_3940 = l_3936 | l_3939;
const double l_3941 = reinterpret_cast<double const&>(l_3940);
const uint32 l_3942 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3943 = l_3942 ^ uint32(2147483648);
const float l_3944 = reinterpret_cast<float const&>(l_3943);
const uint32 l_3945 = reinterpret_cast<uint32 const&>(l_3944);
const uint32 l_3946 = l_3945 + uint32(1);
l_mut_3921 = l_3946;
const uint32 l_3947 = l_3945 & uint32(2147483647);
const bool l_3948 = l_3947 == uint32(0);
if (l_3948) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_3949 = l_3945 & uint32(2147483648);
const bool l_3950 = l_3949 != uint32(0);
if (l_3950) {
const uint32 l_3951 = l_3945 - uint32(1);
l_mut_3921 = l_3951;
} else {
const bool l_3952 = l_3945 == uint32(2139095040);
if (l_3952) {
l_mut_3921 = l_3945;
}
}
}
const float l_3953 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_3954 = reinterpret_cast<uint32 const&>(l_3953);
const uint32 l_3955 = l_3954 ^ uint32(2147483648);
const float l_3956 = reinterpret_cast<float const&>(l_3955);
const uint32 l_3957 = reinterpret_cast<uint32 const&>(l_3956);
const uint32 l_3958 = l_3957 & uint32(2147483647);
const float l_3959 = reinterpret_cast<float const&>(l_3958);
const double l_3960 = double(l_3959);
l_mut_3669 = l_3960;
const bool l_3961 = l_3958 < uint32(8388608);
if (l_3961) {
const double l_3962 = double(l_3958);
const double l_3963 = l_3962 * double(1.401298464324817e-45);
l_mut_3669 = l_3963;
}
const uint64 l_3964 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_3965 = l_3957 >> uint32(31);
const uint64 l_3966 = uint64(l_3965);
const uint64 l_3967 = l_3966 << uint64(63);
const uint64 l_3968 = l_3964 | l_3967;
const double l_3969 = reinterpret_cast<double const&>(l_3968);
const double l_3970 = l_3892 + l_3831;
const bool l_3971 = l_3970 <= l_3918;
l_mut_837 = l_3971;
const double l_3972 = l_3892 - l_3831;
const bool l_3973 = l_3972 > l_3918;
l_mut_834 = l_3973;
const double l_3974 = l_3905 - l_3834;
const bool l_3975 = l_3974 >= l_3918;
l_mut_831 = l_3975;
const double l_3976 = l_3905 + l_3834;
const bool l_3977 = l_3976 < l_3918;
l_mut_828 = l_3977;
const double l_3978 = l_3892 + l_3831;
const bool l_3979 = l_3978 < l_3941;
l_mut_837 = l_3979;
const double l_3980 = l_3892 - l_3831;
const bool l_3981 = l_3980 >= l_3941;
l_mut_834 = l_3981;
const double l_3982 = l_3905 - l_3834;
const bool l_3983 = l_3982 > l_3969;
l_mut_831 = l_3983;
const double l_3984 = l_3905 + l_3834;
const bool l_3985 = l_3984 <= l_3969;
l_mut_828 = l_3985;
l_mut_3921 = uint32(2);
const bool l_3986 = l_mut_834 || l_mut_828;
if (l_3986) {
l_mut_3921 = uint32(1);
} else {
const bool l_3987 = l_mut_837 && l_mut_831;
if (l_3987) {
l_mut_3921 = uint32(0);
}
}
const uint32 l_3988 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3989 = l_3988 & uint32(2147483647);
const bool l_3990 = l_3989 == uint32(0);
if (l_3990) {
const double l_3991 = l_3892 + l_3831;
const bool l_3992 = l_3991 < double(1.1754943508222875e-38);
const double l_3993 = l_3905 - l_3834;
const bool l_3994 = l_3993 > double(-1.1754943508222875e-38);
const bool l_3995 = l_3992 && l_3994;
const double l_3996 = l_3892 - l_3831;
const bool l_3997 = l_3996 < double(1.1754943508222875e-38);
const double l_3998 = l_3905 + l_3834;
const bool l_3999 = l_3998 > double(-1.1754943508222875e-38);
const bool l_4000 = l_3997 && l_3999;
if (l_3995) {
l_mut_3921 = uint32(0);
} else {
const bool l_4001 = l_mut_3921 == uint32(1);
const bool l_4002 = l_4000 && l_4001;
if (l_4002) {
l_mut_3921 = uint32(2);
}
}
}
l_mut_736 = l_mut_3921;
}
}
const double l_4003 = l_mut_1890 - l_709;
const double l_4004 = abs(l_4003);
const double l_4005 = l_4004 * double(2.220446049250313e-16);
const double l_4006 = l_2785 + l_4005;
const double l_4007 = l_4003 + l_4006;
const double l_4008 = -l_4007;
const double l_4009 = l_4008 * double(7.1362384635298e44);
const double l_4010 = floor(l_4009);
const double l_4011 = l_4010 * double(1.401298464324817e-45);
l_mut_3669 = l_4011;
const double l_4012 = abs(l_4008);
const bool l_4013 = l_4012 >= double(1.1754943508222875e-38);
if (l_4013) {
const float l_4014 = float(l_4008);
const double l_4015 = double(l_4014);
l_mut_3669 = l_4015;
const bool l_4016 = l_mut_3669 > l_4008;
if (l_4016) {
const uint32 l_4017 = reinterpret_cast<uint32 const&>(l_4014);
const uint32 l_4018 = l_4017 ^ uint32(2147483648);
const float l_4019 = reinterpret_cast<float const&>(l_4018);
const uint32 l_4020 = reinterpret_cast<uint32 const&>(l_4019);
const uint32 l_4021 = l_4020 + uint32(1);
l_mut_3921 = l_4021;
const uint32 l_4022 = l_4020 & uint32(2147483647);
const bool l_4023 = l_4022 == uint32(0);
if (l_4023) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4024 = l_4020 & uint32(2147483648);
const bool l_4025 = l_4024 != uint32(0);
if (l_4025) {
const uint32 l_4026 = l_4020 - uint32(1);
l_mut_3921 = l_4026;
} else {
const bool l_4027 = l_4020 == uint32(2139095040);
if (l_4027) {
l_mut_3921 = l_4020;
}
}
}
const float l_4028 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4029 = reinterpret_cast<uint32 const&>(l_4028);
const uint32 l_4030 = l_4029 ^ uint32(2147483648);
const float l_4031 = reinterpret_cast<float const&>(l_4030);
const uint32 l_4032 = reinterpret_cast<uint32 const&>(l_4031);
const uint32 l_4033 = l_4032 & uint32(2147483647);
const float l_4034 = reinterpret_cast<float const&>(l_4033);
const double l_4035 = double(l_4034);
l_mut_3415 = l_4035;
const bool l_4036 = l_4033 < uint32(8388608);
if (l_4036) {
const double l_4037 = double(l_4033);
const double l_4038 = l_4037 * double(1.401298464324817e-45);
l_mut_3415 = l_4038;
}
const uint64 l_4039 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_4040 = l_4032 >> uint32(31);
const uint64 l_4041 = uint64(l_4040);
const uint64 l_4042 = l_4041 << uint64(63);
const uint64 l_4043 = l_4039 | l_4042;
const double l_4044 = reinterpret_cast<double const&>(l_4043);
l_mut_3669 = l_4044;
} else {
const uint32 l_4045 = reinterpret_cast<uint32 const&>(l_4014);
const uint32 l_4046 = l_4045 + uint32(1);
l_mut_3921 = l_4046;
const uint32 l_4047 = l_4045 & uint32(2147483647);
const bool l_4048 = l_4047 == uint32(0);
if (l_4048) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4049 = l_4045 & uint32(2147483648);
const bool l_4050 = l_4049 != uint32(0);
if (l_4050) {
const uint32 l_4051 = l_4045 - uint32(1);
l_mut_3921 = l_4051;
} else {
const bool l_4052 = l_4045 == uint32(2139095040);
if (l_4052) {
l_mut_3921 = l_4045;
}
}
}
const float l_4053 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4054 = reinterpret_cast<uint32 const&>(l_4053);
const uint32 l_4055 = l_4054 & uint32(2147483647);
const float l_4056 = reinterpret_cast<float const&>(l_4055);
const double l_4057 = double(l_4056);
l_mut_3415 = l_4057;
const bool l_4058 = l_4055 < uint32(8388608);
if (l_4058) {
const double l_4059 = double(l_4055);
const double l_4060 = l_4059 * double(1.401298464324817e-45);
l_mut_3415 = l_4060;
}
const uint64 l_4061 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_4062 = l_4054 >> uint32(31);
const uint64 l_4063 = uint64(l_4062);
const uint64 l_4064 = l_4063 << uint64(63);
const uint64 l_4065 = l_4061 | l_4064;
const double l_4066 = reinterpret_cast<double const&>(l_4065);
const bool l_4067 = l_4066 <= l_4008;
if (l_4067) {
const uint32 l_4068 = reinterpret_cast<uint32 const&>(l_4014);
const uint32 l_4069 = l_4068 + uint32(1);
l_mut_3921 = l_4069;
const uint32 l_4070 = l_4068 & uint32(2147483647);
const bool l_4071 = l_4070 == uint32(0);
if (l_4071) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4072 = l_4068 & uint32(2147483648);
const bool l_4073 = l_4072 != uint32(0);
if (l_4073) {
const uint32 l_4074 = l_4068 - uint32(1);
l_mut_3921 = l_4074;
} else {
const bool l_4075 = l_4068 == uint32(2139095040);
if (l_4075) {
l_mut_3921 = l_4068;
}
}
}
const float l_4076 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4077 = reinterpret_cast<uint32 const&>(l_4076);
const uint32 l_4078 = l_4077 & uint32(2147483647);
const float l_4079 = reinterpret_cast<float const&>(l_4078);
const double l_4080 = double(l_4079);
l_mut_3415 = l_4080;
const bool l_4081 = l_4078 < uint32(8388608);
if (l_4081) {
const double l_4082 = double(l_4078);
const double l_4083 = l_4082 * double(1.401298464324817e-45);
l_mut_3415 = l_4083;
}
const uint64 l_4084 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_4085 = l_4077 >> uint32(31);
const uint64 l_4086 = uint64(l_4085);
const uint64 l_4087 = l_4086 << uint64(63);
const uint64 l_4088 = l_4084 | l_4087;
const double l_4089 = reinterpret_cast<double const&>(l_4088);
l_mut_3669 = l_4089;
}
}
}
const double l_4090 = -l_mut_3669;
l_mut_3669 = l_4090;
const bool l_4091 = bool(true) && bool(false);
if (l_4091) {
const double l_4092 = l_4003 + l_4006;
const double l_4093 = l_4092 * double(7.1362384635298e44);
const double l_4094 = floor(l_4093);
const double l_4095 = l_4094 * double(1.401298464324817e-45);
l_mut_3415 = l_4095;
const double l_4096 = abs(l_4092);
const bool l_4097 = l_4096 >= double(1.1754943508222875e-38);
if (l_4097) {
const float l_4098 = float(l_4092);
const double l_4099 = double(l_4098);
l_mut_3415 = l_4099;
const bool l_4100 = l_mut_3415 > l_4092;
if (l_4100) {
const uint32 l_4101 = reinterpret_cast<uint32 const&>(l_4098);
const uint32 l_4102 = l_4101 ^ uint32(2147483648);
const float l_4103 = reinterpret_cast<float const&>(l_4102);
const uint32 l_4104 = reinterpret_cast<uint32 const&>(l_4103);
const uint32 l_4105 = l_4104 + uint32(1);
l_mut_3921 = l_4105;
const uint32 l_4106 = l_4104 & uint32(2147483647);
const bool l_4107 = l_4106 == uint32(0);
if (l_4107) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4108 = l_4104 & uint32(2147483648);
const bool l_4109 = l_4108 != uint32(0);
if (l_4109) {
const uint32 l_4110 = l_4104 - uint32(1);
l_mut_3921 = l_4110;
} else {
const bool l_4111 = l_4104 == uint32(2139095040);
if (l_4111) {
l_mut_3921 = l_4104;
}
}
}
const float l_4112 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4113 = reinterpret_cast<uint32 const&>(l_4112);
const uint32 l_4114 = l_4113 ^ uint32(2147483648);
const float l_4115 = reinterpret_cast<float const&>(l_4114);
const uint32 l_4116 = reinterpret_cast<uint32 const&>(l_4115);
const uint32 l_4117 = l_4116 & uint32(2147483647);
const float l_4118 = reinterpret_cast<float const&>(l_4117);
const double l_4119 = double(l_4118);
l_mut_3159 = l_4119;
const bool l_4120 = l_4117 < uint32(8388608);
if (l_4120) {
const double l_4121 = double(l_4117);
const double l_4122 = l_4121 * double(1.401298464324817e-45);
l_mut_3159 = l_4122;
}
const uint64 l_4123 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4124 = l_4116 >> uint32(31);
const uint64 l_4125 = uint64(l_4124);
const uint64 l_4126 = l_4125 << uint64(63);
const uint64 l_4127 = l_4123 | l_4126;
const double l_4128 = reinterpret_cast<double const&>(l_4127);
l_mut_3415 = l_4128;
} else {
const uint32 l_4129 = reinterpret_cast<uint32 const&>(l_4098);
const uint32 l_4130 = l_4129 + uint32(1);
l_mut_3921 = l_4130;
const uint32 l_4131 = l_4129 & uint32(2147483647);
const bool l_4132 = l_4131 == uint32(0);
if (l_4132) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4133 = l_4129 & uint32(2147483648);
const bool l_4134 = l_4133 != uint32(0);
if (l_4134) {
const uint32 l_4135 = l_4129 - uint32(1);
l_mut_3921 = l_4135;
} else {
const bool l_4136 = l_4129 == uint32(2139095040);
if (l_4136) {
l_mut_3921 = l_4129;
}
}
}
const float l_4137 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4138 = reinterpret_cast<uint32 const&>(l_4137);
const uint32 l_4139 = l_4138 & uint32(2147483647);
const float l_4140 = reinterpret_cast<float const&>(l_4139);
const double l_4141 = double(l_4140);
l_mut_3159 = l_4141;
const bool l_4142 = l_4139 < uint32(8388608);
if (l_4142) {
const double l_4143 = double(l_4139);
const double l_4144 = l_4143 * double(1.401298464324817e-45);
l_mut_3159 = l_4144;
}
const uint64 l_4145 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4146 = l_4138 >> uint32(31);
const uint64 l_4147 = uint64(l_4146);
const uint64 l_4148 = l_4147 << uint64(63);
const uint64 l_4149 = l_4145 | l_4148;
const double l_4150 = reinterpret_cast<double const&>(l_4149);
const bool l_4151 = l_4150 <= l_4092;
if (l_4151) {
const uint32 l_4152 = reinterpret_cast<uint32 const&>(l_4098);
const uint32 l_4153 = l_4152 + uint32(1);
l_mut_3921 = l_4153;
const uint32 l_4154 = l_4152 & uint32(2147483647);
const bool l_4155 = l_4154 == uint32(0);
if (l_4155) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4156 = l_4152 & uint32(2147483648);
const bool l_4157 = l_4156 != uint32(0);
if (l_4157) {
const uint32 l_4158 = l_4152 - uint32(1);
l_mut_3921 = l_4158;
} else {
const bool l_4159 = l_4152 == uint32(2139095040);
if (l_4159) {
l_mut_3921 = l_4152;
}
}
}
const float l_4160 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4161 = reinterpret_cast<uint32 const&>(l_4160);
const uint32 l_4162 = l_4161 & uint32(2147483647);
const float l_4163 = reinterpret_cast<float const&>(l_4162);
const double l_4164 = double(l_4163);
l_mut_3159 = l_4164;
const bool l_4165 = l_4162 < uint32(8388608);
if (l_4165) {
const double l_4166 = double(l_4162);
const double l_4167 = l_4166 * double(1.401298464324817e-45);
l_mut_3159 = l_4167;
}
const uint64 l_4168 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4169 = l_4161 >> uint32(31);
const uint64 l_4170 = uint64(l_4169);
const uint64 l_4171 = l_4170 << uint64(63);
const uint64 l_4172 = l_4168 | l_4171;
const double l_4173 = reinterpret_cast<double const&>(l_4172);
l_mut_3415 = l_4173;
}
}
}
l_mut_3669 = l_mut_3415;
} else {
const double l_4174 = l_4003 - l_4006;
const double l_4175 = l_4174 * double(7.1362384635298e44);
const double l_4176 = floor(l_4175);
const double l_4177 = l_4176 * double(1.401298464324817e-45);
l_mut_3415 = l_4177;
const double l_4178 = abs(l_4174);
const bool l_4179 = l_4178 >= double(1.1754943508222875e-38);
if (l_4179) {
const float l_4180 = float(l_4174);
const double l_4181 = double(l_4180);
l_mut_3415 = l_4181;
const bool l_4182 = l_mut_3415 > l_4174;
if (l_4182) {
const uint32 l_4183 = reinterpret_cast<uint32 const&>(l_4180);
const uint32 l_4184 = l_4183 ^ uint32(2147483648);
const float l_4185 = reinterpret_cast<float const&>(l_4184);
const uint32 l_4186 = reinterpret_cast<uint32 const&>(l_4185);
const uint32 l_4187 = l_4186 + uint32(1);
l_mut_3921 = l_4187;
const uint32 l_4188 = l_4186 & uint32(2147483647);
const bool l_4189 = l_4188 == uint32(0);
if (l_4189) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4190 = l_4186 & uint32(2147483648);
const bool l_4191 = l_4190 != uint32(0);
if (l_4191) {
const uint32 l_4192 = l_4186 - uint32(1);
l_mut_3921 = l_4192;
} else {
const bool l_4193 = l_4186 == uint32(2139095040);
if (l_4193) {
l_mut_3921 = l_4186;
}
}
}
const float l_4194 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4195 = reinterpret_cast<uint32 const&>(l_4194);
const uint32 l_4196 = l_4195 ^ uint32(2147483648);
const float l_4197 = reinterpret_cast<float const&>(l_4196);
const uint32 l_4198 = reinterpret_cast<uint32 const&>(l_4197);
const uint32 l_4199 = l_4198 & uint32(2147483647);
const float l_4200 = reinterpret_cast<float const&>(l_4199);
const double l_4201 = double(l_4200);
l_mut_3159 = l_4201;
const bool l_4202 = l_4199 < uint32(8388608);
if (l_4202) {
const double l_4203 = double(l_4199);
const double l_4204 = l_4203 * double(1.401298464324817e-45);
l_mut_3159 = l_4204;
}
const uint64 l_4205 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4206 = l_4198 >> uint32(31);
const uint64 l_4207 = uint64(l_4206);
const uint64 l_4208 = l_4207 << uint64(63);
const uint64 l_4209 = l_4205 | l_4208;
const double l_4210 = reinterpret_cast<double const&>(l_4209);
l_mut_3415 = l_4210;
} else {
const uint32 l_4211 = reinterpret_cast<uint32 const&>(l_4180);
const uint32 l_4212 = l_4211 + uint32(1);
l_mut_3921 = l_4212;
const uint32 l_4213 = l_4211 & uint32(2147483647);
const bool l_4214 = l_4213 == uint32(0);
if (l_4214) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4215 = l_4211 & uint32(2147483648);
const bool l_4216 = l_4215 != uint32(0);
if (l_4216) {
const uint32 l_4217 = l_4211 - uint32(1);
l_mut_3921 = l_4217;
} else {
const bool l_4218 = l_4211 == uint32(2139095040);
if (l_4218) {
l_mut_3921 = l_4211;
}
}
}
const float l_4219 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4220 = reinterpret_cast<uint32 const&>(l_4219);
const uint32 l_4221 = l_4220 & uint32(2147483647);
const float l_4222 = reinterpret_cast<float const&>(l_4221);
const double l_4223 = double(l_4222);
l_mut_3159 = l_4223;
const bool l_4224 = l_4221 < uint32(8388608);
if (l_4224) {
const double l_4225 = double(l_4221);
const double l_4226 = l_4225 * double(1.401298464324817e-45);
l_mut_3159 = l_4226;
}
const uint64 l_4227 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4228 = l_4220 >> uint32(31);
const uint64 l_4229 = uint64(l_4228);
const uint64 l_4230 = l_4229 << uint64(63);
const uint64 l_4231 = l_4227 | l_4230;
const double l_4232 = reinterpret_cast<double const&>(l_4231);
const bool l_4233 = l_4232 <= l_4174;
if (l_4233) {
const uint32 l_4234 = reinterpret_cast<uint32 const&>(l_4180);
const uint32 l_4235 = l_4234 + uint32(1);
l_mut_3921 = l_4235;
const uint32 l_4236 = l_4234 & uint32(2147483647);
const bool l_4237 = l_4236 == uint32(0);
if (l_4237) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4238 = l_4234 & uint32(2147483648);
const bool l_4239 = l_4238 != uint32(0);
if (l_4239) {
const uint32 l_4240 = l_4234 - uint32(1);
l_mut_3921 = l_4240;
} else {
const bool l_4241 = l_4234 == uint32(2139095040);
if (l_4241) {
l_mut_3921 = l_4234;
}
}
}
const float l_4242 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4243 = reinterpret_cast<uint32 const&>(l_4242);
const uint32 l_4244 = l_4243 & uint32(2147483647);
const float l_4245 = reinterpret_cast<float const&>(l_4244);
const double l_4246 = double(l_4245);
l_mut_3159 = l_4246;
const bool l_4247 = l_4244 < uint32(8388608);
if (l_4247) {
const double l_4248 = double(l_4244);
const double l_4249 = l_4248 * double(1.401298464324817e-45);
l_mut_3159 = l_4249;
}
const uint64 l_4250 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4251 = l_4243 >> uint32(31);
const uint64 l_4252 = uint64(l_4251);
const uint64 l_4253 = l_4252 << uint64(63);
const uint64 l_4254 = l_4250 | l_4253;
const double l_4255 = reinterpret_cast<double const&>(l_4254);
l_mut_3415 = l_4255;
}
}
}
l_mut_3669 = l_mut_3415;
}
const double l_4256 = l_mut_1890 + l_709;
const double l_4257 = abs(l_4256);
const double l_4258 = l_4257 * double(2.220446049250313e-16);
const double l_4259 = l_2785 + l_4258;
const double l_4260 = l_4256 + l_4259;
const double l_4261 = -l_4260;
const double l_4262 = l_4261 * double(7.1362384635298e44);
const double l_4263 = floor(l_4262);
const double l_4264 = l_4263 * double(1.401298464324817e-45);
l_mut_3415 = l_4264;
const double l_4265 = abs(l_4261);
const bool l_4266 = l_4265 >= double(1.1754943508222875e-38);
if (l_4266) {
const float l_4267 = float(l_4261);
const double l_4268 = double(l_4267);
l_mut_3415 = l_4268;
const bool l_4269 = l_mut_3415 > l_4261;
if (l_4269) {
const uint32 l_4270 = reinterpret_cast<uint32 const&>(l_4267);
const uint32 l_4271 = l_4270 ^ uint32(2147483648);
const float l_4272 = reinterpret_cast<float const&>(l_4271);
const uint32 l_4273 = reinterpret_cast<uint32 const&>(l_4272);
const uint32 l_4274 = l_4273 + uint32(1);
l_mut_3921 = l_4274;
const uint32 l_4275 = l_4273 & uint32(2147483647);
const bool l_4276 = l_4275 == uint32(0);
if (l_4276) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4277 = l_4273 & uint32(2147483648);
const bool l_4278 = l_4277 != uint32(0);
if (l_4278) {
const uint32 l_4279 = l_4273 - uint32(1);
l_mut_3921 = l_4279;
} else {
const bool l_4280 = l_4273 == uint32(2139095040);
if (l_4280) {
l_mut_3921 = l_4273;
}
}
}
const float l_4281 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4282 = reinterpret_cast<uint32 const&>(l_4281);
const uint32 l_4283 = l_4282 ^ uint32(2147483648);
const float l_4284 = reinterpret_cast<float const&>(l_4283);
const uint32 l_4285 = reinterpret_cast<uint32 const&>(l_4284);
const uint32 l_4286 = l_4285 & uint32(2147483647);
const float l_4287 = reinterpret_cast<float const&>(l_4286);
const double l_4288 = double(l_4287);
l_mut_3159 = l_4288;
const bool l_4289 = l_4286 < uint32(8388608);
if (l_4289) {
const double l_4290 = double(l_4286);
const double l_4291 = l_4290 * double(1.401298464324817e-45);
l_mut_3159 = l_4291;
}
const uint64 l_4292 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4293 = l_4285 >> uint32(31);
const uint64 l_4294 = uint64(l_4293);
const uint64 l_4295 = l_4294 << uint64(63);
const uint64 l_4296 = l_4292 | l_4295;
const double l_4297 = reinterpret_cast<double const&>(l_4296);
l_mut_3415 = l_4297;
} else {
const uint32 l_4298 = reinterpret_cast<uint32 const&>(l_4267);
const uint32 l_4299 = l_4298 + uint32(1);
l_mut_3921 = l_4299;
const uint32 l_4300 = l_4298 & uint32(2147483647);
const bool l_4301 = l_4300 == uint32(0);
if (l_4301) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4302 = l_4298 & uint32(2147483648);
const bool l_4303 = l_4302 != uint32(0);
if (l_4303) {
const uint32 l_4304 = l_4298 - uint32(1);
l_mut_3921 = l_4304;
} else {
const bool l_4305 = l_4298 == uint32(2139095040);
if (l_4305) {
l_mut_3921 = l_4298;
}
}
}
const float l_4306 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4307 = reinterpret_cast<uint32 const&>(l_4306);
const uint32 l_4308 = l_4307 & uint32(2147483647);
const float l_4309 = reinterpret_cast<float const&>(l_4308);
const double l_4310 = double(l_4309);
l_mut_3159 = l_4310;
const bool l_4311 = l_4308 < uint32(8388608);
if (l_4311) {
const double l_4312 = double(l_4308);
const double l_4313 = l_4312 * double(1.401298464324817e-45);
l_mut_3159 = l_4313;
}
const uint64 l_4314 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4315 = l_4307 >> uint32(31);
const uint64 l_4316 = uint64(l_4315);
const uint64 l_4317 = l_4316 << uint64(63);
const uint64 l_4318 = l_4314 | l_4317;
const double l_4319 = reinterpret_cast<double const&>(l_4318);
const bool l_4320 = l_4319 <= l_4261;
if (l_4320) {
const uint32 l_4321 = reinterpret_cast<uint32 const&>(l_4267);
const uint32 l_4322 = l_4321 + uint32(1);
l_mut_3921 = l_4322;
const uint32 l_4323 = l_4321 & uint32(2147483647);
const bool l_4324 = l_4323 == uint32(0);
if (l_4324) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4325 = l_4321 & uint32(2147483648);
const bool l_4326 = l_4325 != uint32(0);
if (l_4326) {
const uint32 l_4327 = l_4321 - uint32(1);
l_mut_3921 = l_4327;
} else {
const bool l_4328 = l_4321 == uint32(2139095040);
if (l_4328) {
l_mut_3921 = l_4321;
}
}
}
const float l_4329 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4330 = reinterpret_cast<uint32 const&>(l_4329);
const uint32 l_4331 = l_4330 & uint32(2147483647);
const float l_4332 = reinterpret_cast<float const&>(l_4331);
const double l_4333 = double(l_4332);
l_mut_3159 = l_4333;
const bool l_4334 = l_4331 < uint32(8388608);
if (l_4334) {
const double l_4335 = double(l_4331);
const double l_4336 = l_4335 * double(1.401298464324817e-45);
l_mut_3159 = l_4336;
}
const uint64 l_4337 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_4338 = l_4330 >> uint32(31);
const uint64 l_4339 = uint64(l_4338);
const uint64 l_4340 = l_4339 << uint64(63);
const uint64 l_4341 = l_4337 | l_4340;
const double l_4342 = reinterpret_cast<double const&>(l_4341);
l_mut_3415 = l_4342;
}
}
}
const double l_4343 = -l_mut_3415;
l_mut_3415 = l_4343;
const bool l_4344 = bool(false) && bool(false);
if (l_4344) {
const double l_4345 = l_4256 + l_4259;
const double l_4346 = l_4345 * double(7.1362384635298e44);
const double l_4347 = floor(l_4346);
const double l_4348 = l_4347 * double(1.401298464324817e-45);
l_mut_3159 = l_4348;
const double l_4349 = abs(l_4345);
const bool l_4350 = l_4349 >= double(1.1754943508222875e-38);
if (l_4350) {
const float l_4351 = float(l_4345);
const double l_4352 = double(l_4351);
l_mut_3159 = l_4352;
const bool l_4353 = l_mut_3159 > l_4345;
if (l_4353) {
const uint32 l_4354 = reinterpret_cast<uint32 const&>(l_4351);
const uint32 l_4355 = l_4354 ^ uint32(2147483648);
const float l_4356 = reinterpret_cast<float const&>(l_4355);
const uint32 l_4357 = reinterpret_cast<uint32 const&>(l_4356);
const uint32 l_4358 = l_4357 + uint32(1);
l_mut_3921 = l_4358;
const uint32 l_4359 = l_4357 & uint32(2147483647);
const bool l_4360 = l_4359 == uint32(0);
if (l_4360) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4361 = l_4357 & uint32(2147483648);
const bool l_4362 = l_4361 != uint32(0);
if (l_4362) {
const uint32 l_4363 = l_4357 - uint32(1);
l_mut_3921 = l_4363;
} else {
const bool l_4364 = l_4357 == uint32(2139095040);
if (l_4364) {
l_mut_3921 = l_4357;
}
}
}
const float l_4365 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4366 = reinterpret_cast<uint32 const&>(l_4365);
const uint32 l_4367 = l_4366 ^ uint32(2147483648);
const float l_4368 = reinterpret_cast<float const&>(l_4367);
const uint32 l_4369 = reinterpret_cast<uint32 const&>(l_4368);
const uint32 l_4370 = l_4369 & uint32(2147483647);
const float l_4371 = reinterpret_cast<float const&>(l_4370);
const double l_4372 = double(l_4371);
l_mut_2905 = l_4372;
const bool l_4373 = l_4370 < uint32(8388608);
if (l_4373) {
const double l_4374 = double(l_4370);
const double l_4375 = l_4374 * double(1.401298464324817e-45);
l_mut_2905 = l_4375;
}
const uint64 l_4376 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4377 = l_4369 >> uint32(31);
const uint64 l_4378 = uint64(l_4377);
const uint64 l_4379 = l_4378 << uint64(63);
const uint64 l_4380 = l_4376 | l_4379;
const double l_4381 = reinterpret_cast<double const&>(l_4380);
l_mut_3159 = l_4381;
} else {
const uint32 l_4382 = reinterpret_cast<uint32 const&>(l_4351);
const uint32 l_4383 = l_4382 + uint32(1);
l_mut_3921 = l_4383;
const uint32 l_4384 = l_4382 & uint32(2147483647);
const bool l_4385 = l_4384 == uint32(0);
if (l_4385) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4386 = l_4382 & uint32(2147483648);
const bool l_4387 = l_4386 != uint32(0);
if (l_4387) {
const uint32 l_4388 = l_4382 - uint32(1);
l_mut_3921 = l_4388;
} else {
const bool l_4389 = l_4382 == uint32(2139095040);
if (l_4389) {
l_mut_3921 = l_4382;
}
}
}
const float l_4390 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4391 = reinterpret_cast<uint32 const&>(l_4390);
const uint32 l_4392 = l_4391 & uint32(2147483647);
const float l_4393 = reinterpret_cast<float const&>(l_4392);
const double l_4394 = double(l_4393);
l_mut_2905 = l_4394;
const bool l_4395 = l_4392 < uint32(8388608);
if (l_4395) {
const double l_4396 = double(l_4392);
const double l_4397 = l_4396 * double(1.401298464324817e-45);
l_mut_2905 = l_4397;
}
const uint64 l_4398 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4399 = l_4391 >> uint32(31);
const uint64 l_4400 = uint64(l_4399);
const uint64 l_4401 = l_4400 << uint64(63);
const uint64 l_4402 = l_4398 | l_4401;
const double l_4403 = reinterpret_cast<double const&>(l_4402);
const bool l_4404 = l_4403 <= l_4345;
if (l_4404) {
const uint32 l_4405 = reinterpret_cast<uint32 const&>(l_4351);
const uint32 l_4406 = l_4405 + uint32(1);
l_mut_3921 = l_4406;
const uint32 l_4407 = l_4405 & uint32(2147483647);
const bool l_4408 = l_4407 == uint32(0);
if (l_4408) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4409 = l_4405 & uint32(2147483648);
const bool l_4410 = l_4409 != uint32(0);
if (l_4410) {
const uint32 l_4411 = l_4405 - uint32(1);
l_mut_3921 = l_4411;
} else {
const bool l_4412 = l_4405 == uint32(2139095040);
if (l_4412) {
l_mut_3921 = l_4405;
}
}
}
const float l_4413 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4414 = reinterpret_cast<uint32 const&>(l_4413);
const uint32 l_4415 = l_4414 & uint32(2147483647);
const float l_4416 = reinterpret_cast<float const&>(l_4415);
const double l_4417 = double(l_4416);
l_mut_2905 = l_4417;
const bool l_4418 = l_4415 < uint32(8388608);
if (l_4418) {
const double l_4419 = double(l_4415);
const double l_4420 = l_4419 * double(1.401298464324817e-45);
l_mut_2905 = l_4420;
}
const uint64 l_4421 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4422 = l_4414 >> uint32(31);
const uint64 l_4423 = uint64(l_4422);
const uint64 l_4424 = l_4423 << uint64(63);
const uint64 l_4425 = l_4421 | l_4424;
const double l_4426 = reinterpret_cast<double const&>(l_4425);
l_mut_3159 = l_4426;
}
}
}
l_mut_3415 = l_mut_3159;
} else {
}
const double l_4427 = l_mut_404 - l_709;
const double l_4428 = abs(l_4427);
const double l_4429 = l_4428 * double(2.220446049250313e-16);
const double l_4430 = l_2787 + l_4429;
const double l_4431 = l_4427 + l_4430;
const double l_4432 = -l_4431;
const double l_4433 = l_4432 * double(7.1362384635298e44);
const double l_4434 = floor(l_4433);
const double l_4435 = l_4434 * double(1.401298464324817e-45);
l_mut_3159 = l_4435;
const double l_4436 = abs(l_4432);
const bool l_4437 = l_4436 >= double(1.1754943508222875e-38);
if (l_4437) {
const float l_4438 = float(l_4432);
const double l_4439 = double(l_4438);
l_mut_3159 = l_4439;
const bool l_4440 = l_mut_3159 > l_4432;
if (l_4440) {
const uint32 l_4441 = reinterpret_cast<uint32 const&>(l_4438);
const uint32 l_4442 = l_4441 ^ uint32(2147483648);
const float l_4443 = reinterpret_cast<float const&>(l_4442);
const uint32 l_4444 = reinterpret_cast<uint32 const&>(l_4443);
const uint32 l_4445 = l_4444 + uint32(1);
l_mut_3921 = l_4445;
const uint32 l_4446 = l_4444 & uint32(2147483647);
const bool l_4447 = l_4446 == uint32(0);
if (l_4447) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4448 = l_4444 & uint32(2147483648);
const bool l_4449 = l_4448 != uint32(0);
if (l_4449) {
const uint32 l_4450 = l_4444 - uint32(1);
l_mut_3921 = l_4450;
} else {
const bool l_4451 = l_4444 == uint32(2139095040);
if (l_4451) {
l_mut_3921 = l_4444;
}
}
}
const float l_4452 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4453 = reinterpret_cast<uint32 const&>(l_4452);
const uint32 l_4454 = l_4453 ^ uint32(2147483648);
const float l_4455 = reinterpret_cast<float const&>(l_4454);
const uint32 l_4456 = reinterpret_cast<uint32 const&>(l_4455);
const uint32 l_4457 = l_4456 & uint32(2147483647);
const float l_4458 = reinterpret_cast<float const&>(l_4457);
const double l_4459 = double(l_4458);
l_mut_2905 = l_4459;
const bool l_4460 = l_4457 < uint32(8388608);
if (l_4460) {
const double l_4461 = double(l_4457);
const double l_4462 = l_4461 * double(1.401298464324817e-45);
l_mut_2905 = l_4462;
}
const uint64 l_4463 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4464 = l_4456 >> uint32(31);
const uint64 l_4465 = uint64(l_4464);
const uint64 l_4466 = l_4465 << uint64(63);
const uint64 l_4467 = l_4463 | l_4466;
const double l_4468 = reinterpret_cast<double const&>(l_4467);
l_mut_3159 = l_4468;
} else {
const uint32 l_4469 = reinterpret_cast<uint32 const&>(l_4438);
const uint32 l_4470 = l_4469 + uint32(1);
l_mut_3921 = l_4470;
const uint32 l_4471 = l_4469 & uint32(2147483647);
const bool l_4472 = l_4471 == uint32(0);
if (l_4472) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4473 = l_4469 & uint32(2147483648);
const bool l_4474 = l_4473 != uint32(0);
if (l_4474) {
const uint32 l_4475 = l_4469 - uint32(1);
l_mut_3921 = l_4475;
} else {
const bool l_4476 = l_4469 == uint32(2139095040);
if (l_4476) {
l_mut_3921 = l_4469;
}
}
}
const float l_4477 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4478 = reinterpret_cast<uint32 const&>(l_4477);
const uint32 l_4479 = l_4478 & uint32(2147483647);
const float l_4480 = reinterpret_cast<float const&>(l_4479);
const double l_4481 = double(l_4480);
l_mut_2905 = l_4481;
const bool l_4482 = l_4479 < uint32(8388608);
if (l_4482) {
const double l_4483 = double(l_4479);
const double l_4484 = l_4483 * double(1.401298464324817e-45);
l_mut_2905 = l_4484;
}
const uint64 l_4485 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4486 = l_4478 >> uint32(31);
const uint64 l_4487 = uint64(l_4486);
const uint64 l_4488 = l_4487 << uint64(63);
const uint64 l_4489 = l_4485 | l_4488;
const double l_4490 = reinterpret_cast<double const&>(l_4489);
const bool l_4491 = l_4490 <= l_4432;
if (l_4491) {
const uint32 l_4492 = reinterpret_cast<uint32 const&>(l_4438);
const uint32 l_4493 = l_4492 + uint32(1);
l_mut_3921 = l_4493;
const uint32 l_4494 = l_4492 & uint32(2147483647);
const bool l_4495 = l_4494 == uint32(0);
if (l_4495) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4496 = l_4492 & uint32(2147483648);
const bool l_4497 = l_4496 != uint32(0);
if (l_4497) {
const uint32 l_4498 = l_4492 - uint32(1);
l_mut_3921 = l_4498;
} else {
const bool l_4499 = l_4492 == uint32(2139095040);
if (l_4499) {
l_mut_3921 = l_4492;
}
}
}
const float l_4500 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4501 = reinterpret_cast<uint32 const&>(l_4500);
const uint32 l_4502 = l_4501 & uint32(2147483647);
const float l_4503 = reinterpret_cast<float const&>(l_4502);
const double l_4504 = double(l_4503);
l_mut_2905 = l_4504;
const bool l_4505 = l_4502 < uint32(8388608);
if (l_4505) {
const double l_4506 = double(l_4502);
const double l_4507 = l_4506 * double(1.401298464324817e-45);
l_mut_2905 = l_4507;
}
const uint64 l_4508 = reinterpret_cast<uint64 const&>(l_mut_2905);
const uint32 l_4509 = l_4501 >> uint32(31);
const uint64 l_4510 = uint64(l_4509);
const uint64 l_4511 = l_4510 << uint64(63);
const uint64 l_4512 = l_4508 | l_4511;
const double l_4513 = reinterpret_cast<double const&>(l_4512);
l_mut_3159 = l_4513;
}
}
}
const double l_4514 = -l_mut_3159;
l_mut_3159 = l_4514;
const bool l_4515 = bool(true) && bool(false);
if (l_4515) {
const double l_4516 = l_4427 + l_4430;
const double l_4517 = l_4516 * double(7.1362384635298e44);
const double l_4518 = floor(l_4517);
const double l_4519 = l_4518 * double(1.401298464324817e-45);
l_mut_2905 = l_4519;
const double l_4520 = abs(l_4516);
const bool l_4521 = l_4520 >= double(1.1754943508222875e-38);
if (l_4521) {
const float l_4522 = float(l_4516);
const double l_4523 = double(l_4522);
l_mut_2905 = l_4523;
const bool l_4524 = l_mut_2905 > l_4516;
if (l_4524) {
const uint32 l_4525 = reinterpret_cast<uint32 const&>(l_4522);
const uint32 l_4526 = l_4525 ^ uint32(2147483648);
const float l_4527 = reinterpret_cast<float const&>(l_4526);
const uint32 l_4528 = reinterpret_cast<uint32 const&>(l_4527);
const uint32 l_4529 = l_4528 + uint32(1);
l_mut_3921 = l_4529;
const uint32 l_4530 = l_4528 & uint32(2147483647);
const bool l_4531 = l_4530 == uint32(0);
if (l_4531) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4532 = l_4528 & uint32(2147483648);
const bool l_4533 = l_4532 != uint32(0);
if (l_4533) {
const uint32 l_4534 = l_4528 - uint32(1);
l_mut_3921 = l_4534;
} else {
const bool l_4535 = l_4528 == uint32(2139095040);
if (l_4535) {
l_mut_3921 = l_4528;
}
}
}
const float l_4536 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4537 = reinterpret_cast<uint32 const&>(l_4536);
const uint32 l_4538 = l_4537 ^ uint32(2147483648);
const float l_4539 = reinterpret_cast<float const&>(l_4538);
const uint32 l_4540 = reinterpret_cast<uint32 const&>(l_4539);
const uint32 l_4541 = l_4540 & uint32(2147483647);
const float l_4542 = reinterpret_cast<float const&>(l_4541);
const double l_4543 = double(l_4542);
l_mut_78 = l_4543;
const bool l_4544 = l_4541 < uint32(8388608);
if (l_4544) {
const double l_4545 = double(l_4541);
const double l_4546 = l_4545 * double(1.401298464324817e-45);
l_mut_78 = l_4546;
}
const uint64 l_4547 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4548 = l_4540 >> uint32(31);
const uint64 l_4549 = uint64(l_4548);
const uint64 l_4550 = l_4549 << uint64(63);
const uint64 l_4551 = l_4547 | l_4550;
const double l_4552 = reinterpret_cast<double const&>(l_4551);
l_mut_2905 = l_4552;
} else {
const uint32 l_4553 = reinterpret_cast<uint32 const&>(l_4522);
const uint32 l_4554 = l_4553 + uint32(1);
l_mut_3921 = l_4554;
const uint32 l_4555 = l_4553 & uint32(2147483647);
const bool l_4556 = l_4555 == uint32(0);
if (l_4556) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4557 = l_4553 & uint32(2147483648);
const bool l_4558 = l_4557 != uint32(0);
if (l_4558) {
const uint32 l_4559 = l_4553 - uint32(1);
l_mut_3921 = l_4559;
} else {
const bool l_4560 = l_4553 == uint32(2139095040);
if (l_4560) {
l_mut_3921 = l_4553;
}
}
}
const float l_4561 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4562 = reinterpret_cast<uint32 const&>(l_4561);
const uint32 l_4563 = l_4562 & uint32(2147483647);
const float l_4564 = reinterpret_cast<float const&>(l_4563);
const double l_4565 = double(l_4564);
l_mut_78 = l_4565;
const bool l_4566 = l_4563 < uint32(8388608);
if (l_4566) {
const double l_4567 = double(l_4563);
const double l_4568 = l_4567 * double(1.401298464324817e-45);
l_mut_78 = l_4568;
}
const uint64 l_4569 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4570 = l_4562 >> uint32(31);
const uint64 l_4571 = uint64(l_4570);
const uint64 l_4572 = l_4571 << uint64(63);
const uint64 l_4573 = l_4569 | l_4572;
const double l_4574 = reinterpret_cast<double const&>(l_4573);
const bool l_4575 = l_4574 <= l_4516;
if (l_4575) {
const uint32 l_4576 = reinterpret_cast<uint32 const&>(l_4522);
const uint32 l_4577 = l_4576 + uint32(1);
l_mut_3921 = l_4577;
const uint32 l_4578 = l_4576 & uint32(2147483647);
const bool l_4579 = l_4578 == uint32(0);
if (l_4579) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4580 = l_4576 & uint32(2147483648);
const bool l_4581 = l_4580 != uint32(0);
if (l_4581) {
const uint32 l_4582 = l_4576 - uint32(1);
l_mut_3921 = l_4582;
} else {
const bool l_4583 = l_4576 == uint32(2139095040);
if (l_4583) {
l_mut_3921 = l_4576;
}
}
}
const float l_4584 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4585 = reinterpret_cast<uint32 const&>(l_4584);
const uint32 l_4586 = l_4585 & uint32(2147483647);
const float l_4587 = reinterpret_cast<float const&>(l_4586);
const double l_4588 = double(l_4587);
l_mut_78 = l_4588;
const bool l_4589 = l_4586 < uint32(8388608);
if (l_4589) {
const double l_4590 = double(l_4586);
const double l_4591 = l_4590 * double(1.401298464324817e-45);
l_mut_78 = l_4591;
}
const uint64 l_4592 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4593 = l_4585 >> uint32(31);
const uint64 l_4594 = uint64(l_4593);
const uint64 l_4595 = l_4594 << uint64(63);
const uint64 l_4596 = l_4592 | l_4595;
const double l_4597 = reinterpret_cast<double const&>(l_4596);
l_mut_2905 = l_4597;
}
}
}
l_mut_3159 = l_mut_2905;
} else {
const double l_4598 = l_4427 - l_4430;
const double l_4599 = l_4598 * double(7.1362384635298e44);
const double l_4600 = floor(l_4599);
const double l_4601 = l_4600 * double(1.401298464324817e-45);
l_mut_2905 = l_4601;
const double l_4602 = abs(l_4598);
const bool l_4603 = l_4602 >= double(1.1754943508222875e-38);
if (l_4603) {
const float l_4604 = float(l_4598);
const double l_4605 = double(l_4604);
l_mut_2905 = l_4605;
const bool l_4606 = l_mut_2905 > l_4598;
if (l_4606) {
const uint32 l_4607 = reinterpret_cast<uint32 const&>(l_4604);
const uint32 l_4608 = l_4607 ^ uint32(2147483648);
const float l_4609 = reinterpret_cast<float const&>(l_4608);
const uint32 l_4610 = reinterpret_cast<uint32 const&>(l_4609);
const uint32 l_4611 = l_4610 + uint32(1);
l_mut_3921 = l_4611;
const uint32 l_4612 = l_4610 & uint32(2147483647);
const bool l_4613 = l_4612 == uint32(0);
if (l_4613) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4614 = l_4610 & uint32(2147483648);
const bool l_4615 = l_4614 != uint32(0);
if (l_4615) {
const uint32 l_4616 = l_4610 - uint32(1);
l_mut_3921 = l_4616;
} else {
const bool l_4617 = l_4610 == uint32(2139095040);
if (l_4617) {
l_mut_3921 = l_4610;
}
}
}
const float l_4618 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4619 = reinterpret_cast<uint32 const&>(l_4618);
const uint32 l_4620 = l_4619 ^ uint32(2147483648);
const float l_4621 = reinterpret_cast<float const&>(l_4620);
const uint32 l_4622 = reinterpret_cast<uint32 const&>(l_4621);
const uint32 l_4623 = l_4622 & uint32(2147483647);
const float l_4624 = reinterpret_cast<float const&>(l_4623);
const double l_4625 = double(l_4624);
l_mut_78 = l_4625;
const bool l_4626 = l_4623 < uint32(8388608);
if (l_4626) {
const double l_4627 = double(l_4623);
const double l_4628 = l_4627 * double(1.401298464324817e-45);
l_mut_78 = l_4628;
}
const uint64 l_4629 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4630 = l_4622 >> uint32(31);
const uint64 l_4631 = uint64(l_4630);
const uint64 l_4632 = l_4631 << uint64(63);
const uint64 l_4633 = l_4629 | l_4632;
const double l_4634 = reinterpret_cast<double const&>(l_4633);
l_mut_2905 = l_4634;
} else {
const uint32 l_4635 = reinterpret_cast<uint32 const&>(l_4604);
const uint32 l_4636 = l_4635 + uint32(1);
l_mut_3921 = l_4636;
const uint32 l_4637 = l_4635 & uint32(2147483647);
const bool l_4638 = l_4637 == uint32(0);
if (l_4638) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4639 = l_4635 & uint32(2147483648);
const bool l_4640 = l_4639 != uint32(0);
if (l_4640) {
const uint32 l_4641 = l_4635 - uint32(1);
l_mut_3921 = l_4641;
} else {
const bool l_4642 = l_4635 == uint32(2139095040);
if (l_4642) {
l_mut_3921 = l_4635;
}
}
}
const float l_4643 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4644 = reinterpret_cast<uint32 const&>(l_4643);
const uint32 l_4645 = l_4644 & uint32(2147483647);
const float l_4646 = reinterpret_cast<float const&>(l_4645);
const double l_4647 = double(l_4646);
l_mut_78 = l_4647;
const bool l_4648 = l_4645 < uint32(8388608);
if (l_4648) {
const double l_4649 = double(l_4645);
const double l_4650 = l_4649 * double(1.401298464324817e-45);
l_mut_78 = l_4650;
}
const uint64 l_4651 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4652 = l_4644 >> uint32(31);
const uint64 l_4653 = uint64(l_4652);
const uint64 l_4654 = l_4653 << uint64(63);
const uint64 l_4655 = l_4651 | l_4654;
const double l_4656 = reinterpret_cast<double const&>(l_4655);
const bool l_4657 = l_4656 <= l_4598;
if (l_4657) {
const uint32 l_4658 = reinterpret_cast<uint32 const&>(l_4604);
const uint32 l_4659 = l_4658 + uint32(1);
l_mut_3921 = l_4659;
const uint32 l_4660 = l_4658 & uint32(2147483647);
const bool l_4661 = l_4660 == uint32(0);
if (l_4661) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4662 = l_4658 & uint32(2147483648);
const bool l_4663 = l_4662 != uint32(0);
if (l_4663) {
const uint32 l_4664 = l_4658 - uint32(1);
l_mut_3921 = l_4664;
} else {
const bool l_4665 = l_4658 == uint32(2139095040);
if (l_4665) {
l_mut_3921 = l_4658;
}
}
}
const float l_4666 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4667 = reinterpret_cast<uint32 const&>(l_4666);
const uint32 l_4668 = l_4667 & uint32(2147483647);
const float l_4669 = reinterpret_cast<float const&>(l_4668);
const double l_4670 = double(l_4669);
l_mut_78 = l_4670;
const bool l_4671 = l_4668 < uint32(8388608);
if (l_4671) {
const double l_4672 = double(l_4668);
const double l_4673 = l_4672 * double(1.401298464324817e-45);
l_mut_78 = l_4673;
}
const uint64 l_4674 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4675 = l_4667 >> uint32(31);
const uint64 l_4676 = uint64(l_4675);
const uint64 l_4677 = l_4676 << uint64(63);
const uint64 l_4678 = l_4674 | l_4677;
const double l_4679 = reinterpret_cast<double const&>(l_4678);
l_mut_2905 = l_4679;
}
}
}
l_mut_3159 = l_mut_2905;
}
const double l_4680 = l_mut_404 + l_709;
const double l_4681 = abs(l_4680);
const double l_4682 = l_4681 * double(2.220446049250313e-16);
const double l_4683 = l_2787 + l_4682;
const double l_4684 = l_4680 + l_4683;
const double l_4685 = -l_4684;
const double l_4686 = l_4685 * double(7.1362384635298e44);
const double l_4687 = floor(l_4686);
const double l_4688 = l_4687 * double(1.401298464324817e-45);
l_mut_2905 = l_4688;
const double l_4689 = abs(l_4685);
const bool l_4690 = l_4689 >= double(1.1754943508222875e-38);
if (l_4690) {
const float l_4691 = float(l_4685);
const double l_4692 = double(l_4691);
l_mut_2905 = l_4692;
const bool l_4693 = l_mut_2905 > l_4685;
if (l_4693) {
const uint32 l_4694 = reinterpret_cast<uint32 const&>(l_4691);
const uint32 l_4695 = l_4694 ^ uint32(2147483648);
const float l_4696 = reinterpret_cast<float const&>(l_4695);
const uint32 l_4697 = reinterpret_cast<uint32 const&>(l_4696);
const uint32 l_4698 = l_4697 + uint32(1);
l_mut_3921 = l_4698;
const uint32 l_4699 = l_4697 & uint32(2147483647);
const bool l_4700 = l_4699 == uint32(0);
if (l_4700) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4701 = l_4697 & uint32(2147483648);
const bool l_4702 = l_4701 != uint32(0);
if (l_4702) {
const uint32 l_4703 = l_4697 - uint32(1);
l_mut_3921 = l_4703;
} else {
const bool l_4704 = l_4697 == uint32(2139095040);
if (l_4704) {
l_mut_3921 = l_4697;
}
}
}
const float l_4705 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4706 = reinterpret_cast<uint32 const&>(l_4705);
const uint32 l_4707 = l_4706 ^ uint32(2147483648);
const float l_4708 = reinterpret_cast<float const&>(l_4707);
const uint32 l_4709 = reinterpret_cast<uint32 const&>(l_4708);
const uint32 l_4710 = l_4709 & uint32(2147483647);
const float l_4711 = reinterpret_cast<float const&>(l_4710);
const double l_4712 = double(l_4711);
l_mut_78 = l_4712;
const bool l_4713 = l_4710 < uint32(8388608);
if (l_4713) {
const double l_4714 = double(l_4710);
const double l_4715 = l_4714 * double(1.401298464324817e-45);
l_mut_78 = l_4715;
}
const uint64 l_4716 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4717 = l_4709 >> uint32(31);
const uint64 l_4718 = uint64(l_4717);
const uint64 l_4719 = l_4718 << uint64(63);
const uint64 l_4720 = l_4716 | l_4719;
const double l_4721 = reinterpret_cast<double const&>(l_4720);
l_mut_2905 = l_4721;
} else {
const uint32 l_4722 = reinterpret_cast<uint32 const&>(l_4691);
const uint32 l_4723 = l_4722 + uint32(1);
l_mut_3921 = l_4723;
const uint32 l_4724 = l_4722 & uint32(2147483647);
const bool l_4725 = l_4724 == uint32(0);
if (l_4725) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4726 = l_4722 & uint32(2147483648);
const bool l_4727 = l_4726 != uint32(0);
if (l_4727) {
const uint32 l_4728 = l_4722 - uint32(1);
l_mut_3921 = l_4728;
} else {
const bool l_4729 = l_4722 == uint32(2139095040);
if (l_4729) {
l_mut_3921 = l_4722;
}
}
}
const float l_4730 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4731 = reinterpret_cast<uint32 const&>(l_4730);
const uint32 l_4732 = l_4731 & uint32(2147483647);
const float l_4733 = reinterpret_cast<float const&>(l_4732);
const double l_4734 = double(l_4733);
l_mut_78 = l_4734;
const bool l_4735 = l_4732 < uint32(8388608);
if (l_4735) {
const double l_4736 = double(l_4732);
const double l_4737 = l_4736 * double(1.401298464324817e-45);
l_mut_78 = l_4737;
}
const uint64 l_4738 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4739 = l_4731 >> uint32(31);
const uint64 l_4740 = uint64(l_4739);
const uint64 l_4741 = l_4740 << uint64(63);
const uint64 l_4742 = l_4738 | l_4741;
const double l_4743 = reinterpret_cast<double const&>(l_4742);
const bool l_4744 = l_4743 <= l_4685;
if (l_4744) {
const uint32 l_4745 = reinterpret_cast<uint32 const&>(l_4691);
const uint32 l_4746 = l_4745 + uint32(1);
l_mut_3921 = l_4746;
const uint32 l_4747 = l_4745 & uint32(2147483647);
const bool l_4748 = l_4747 == uint32(0);
if (l_4748) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4749 = l_4745 & uint32(2147483648);
const bool l_4750 = l_4749 != uint32(0);
if (l_4750) {
const uint32 l_4751 = l_4745 - uint32(1);
l_mut_3921 = l_4751;
} else {
const bool l_4752 = l_4745 == uint32(2139095040);
if (l_4752) {
l_mut_3921 = l_4745;
}
}
}
const float l_4753 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4754 = reinterpret_cast<uint32 const&>(l_4753);
const uint32 l_4755 = l_4754 & uint32(2147483647);
const float l_4756 = reinterpret_cast<float const&>(l_4755);
const double l_4757 = double(l_4756);
l_mut_78 = l_4757;
const bool l_4758 = l_4755 < uint32(8388608);
if (l_4758) {
const double l_4759 = double(l_4755);
const double l_4760 = l_4759 * double(1.401298464324817e-45);
l_mut_78 = l_4760;
}
const uint64 l_4761 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4762 = l_4754 >> uint32(31);
const uint64 l_4763 = uint64(l_4762);
const uint64 l_4764 = l_4763 << uint64(63);
const uint64 l_4765 = l_4761 | l_4764;
const double l_4766 = reinterpret_cast<double const&>(l_4765);
l_mut_2905 = l_4766;
}
}
}
const double l_4767 = -l_mut_2905;
l_mut_2905 = l_4767;
const bool l_4768 = bool(false) && bool(false);
if (l_4768) {
const double l_4769 = l_4680 + l_4683;
const double l_4770 = l_4769 * double(7.1362384635298e44);
const double l_4771 = floor(l_4770);
const double l_4772 = l_4771 * double(1.401298464324817e-45);
l_mut_78 = l_4772;
const double l_4773 = abs(l_4769);
const bool l_4774 = l_4773 >= double(1.1754943508222875e-38);
if (l_4774) {
const float l_4775 = float(l_4769);
const double l_4776 = double(l_4775);
l_mut_78 = l_4776;
const bool l_4777 = l_mut_78 > l_4769;
if (l_4777) {
const uint32 l_4778 = reinterpret_cast<uint32 const&>(l_4775);
const uint32 l_4779 = l_4778 ^ uint32(2147483648);
const float l_4780 = reinterpret_cast<float const&>(l_4779);
const uint32 l_4781 = reinterpret_cast<uint32 const&>(l_4780);
const uint32 l_4782 = l_4781 + uint32(1);
l_mut_3921 = l_4782;
const uint32 l_4783 = l_4781 & uint32(2147483647);
const bool l_4784 = l_4783 == uint32(0);
if (l_4784) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4785 = l_4781 & uint32(2147483648);
const bool l_4786 = l_4785 != uint32(0);
if (l_4786) {
const uint32 l_4787 = l_4781 - uint32(1);
l_mut_3921 = l_4787;
} else {
const bool l_4788 = l_4781 == uint32(2139095040);
if (l_4788) {
l_mut_3921 = l_4781;
}
}
}
const float l_4789 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4790 = reinterpret_cast<uint32 const&>(l_4789);
const uint32 l_4791 = l_4790 ^ uint32(2147483648);
const float l_4792 = reinterpret_cast<float const&>(l_4791);
const uint32 l_4793 = reinterpret_cast<uint32 const&>(l_4792);
const uint32 l_4794 = l_4793 & uint32(2147483647);
const float l_4795 = reinterpret_cast<float const&>(l_4794);
const double l_4796 = double(l_4795);
l_mut_49 = l_4796;
const bool l_4797 = l_4794 < uint32(8388608);
if (l_4797) {
const double l_4798 = double(l_4794);
const double l_4799 = l_4798 * double(1.401298464324817e-45);
l_mut_49 = l_4799;
}
const uint64 l_4800 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4801 = l_4793 >> uint32(31);
const uint64 l_4802 = uint64(l_4801);
const uint64 l_4803 = l_4802 << uint64(63);
const uint64 l_4804 = l_4800 | l_4803;
const double l_4805 = reinterpret_cast<double const&>(l_4804);
l_mut_78 = l_4805;
} else {
const uint32 l_4806 = reinterpret_cast<uint32 const&>(l_4775);
const uint32 l_4807 = l_4806 + uint32(1);
l_mut_3921 = l_4807;
const uint32 l_4808 = l_4806 & uint32(2147483647);
const bool l_4809 = l_4808 == uint32(0);
if (l_4809) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4810 = l_4806 & uint32(2147483648);
const bool l_4811 = l_4810 != uint32(0);
if (l_4811) {
const uint32 l_4812 = l_4806 - uint32(1);
l_mut_3921 = l_4812;
} else {
const bool l_4813 = l_4806 == uint32(2139095040);
if (l_4813) {
l_mut_3921 = l_4806;
}
}
}
const float l_4814 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4815 = reinterpret_cast<uint32 const&>(l_4814);
const uint32 l_4816 = l_4815 & uint32(2147483647);
const float l_4817 = reinterpret_cast<float const&>(l_4816);
const double l_4818 = double(l_4817);
l_mut_49 = l_4818;
const bool l_4819 = l_4816 < uint32(8388608);
if (l_4819) {
const double l_4820 = double(l_4816);
const double l_4821 = l_4820 * double(1.401298464324817e-45);
l_mut_49 = l_4821;
}
const uint64 l_4822 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4823 = l_4815 >> uint32(31);
const uint64 l_4824 = uint64(l_4823);
const uint64 l_4825 = l_4824 << uint64(63);
const uint64 l_4826 = l_4822 | l_4825;
const double l_4827 = reinterpret_cast<double const&>(l_4826);
const bool l_4828 = l_4827 <= l_4769;
if (l_4828) {
const uint32 l_4829 = reinterpret_cast<uint32 const&>(l_4775);
const uint32 l_4830 = l_4829 + uint32(1);
l_mut_3921 = l_4830;
const uint32 l_4831 = l_4829 & uint32(2147483647);
const bool l_4832 = l_4831 == uint32(0);
if (l_4832) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_4833 = l_4829 & uint32(2147483648);
const bool l_4834 = l_4833 != uint32(0);
if (l_4834) {
const uint32 l_4835 = l_4829 - uint32(1);
l_mut_3921 = l_4835;
} else {
const bool l_4836 = l_4829 == uint32(2139095040);
if (l_4836) {
l_mut_3921 = l_4829;
}
}
}
const float l_4837 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_4838 = reinterpret_cast<uint32 const&>(l_4837);
const uint32 l_4839 = l_4838 & uint32(2147483647);
const float l_4840 = reinterpret_cast<float const&>(l_4839);
const double l_4841 = double(l_4840);
l_mut_49 = l_4841;
const bool l_4842 = l_4839 < uint32(8388608);
if (l_4842) {
const double l_4843 = double(l_4839);
const double l_4844 = l_4843 * double(1.401298464324817e-45);
l_mut_49 = l_4844;
}
const uint64 l_4845 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4846 = l_4838 >> uint32(31);
const uint64 l_4847 = uint64(l_4846);
const uint64 l_4848 = l_4847 << uint64(63);
const uint64 l_4849 = l_4845 | l_4848;
const double l_4850 = reinterpret_cast<double const&>(l_4849);
l_mut_78 = l_4850;
}
}
}
l_mut_2905 = l_mut_78;
} else {
}
l_mut_3921 = uint32(0);
const bool l_4851 = l_mut_3159 <= double(0.0);
const bool l_4852 = l_mut_2905 >= double(0.0);
const bool l_4853 = l_4851 && l_4852;
const bool l_4854 = !l_4853;
if (l_4854) {
const double l_4856 = l_mut_3669 / l_mut_3159;
const double l_4857 = l_mut_3669 / l_mut_2905;
const double l_4858 = l_mut_3415 / l_mut_3159;
const double l_4859 = l_mut_3415 / l_mut_2905;
l_arr_4855[uint32(0)] = l_4856;
l_arr_4855[uint32(1)] = l_4856;
const double l_4860 = l_arr_4855[uint32(0)];
const bool l_4861 = l_4857 < l_4860;
if (l_4861) {
l_arr_4855[uint32(0)] = l_4857;
}
const double l_4862 = l_arr_4855[uint32(0)];
const bool l_4863 = l_4858 < l_4862;
if (l_4863) {
l_arr_4855[uint32(0)] = l_4858;
}
const double l_4864 = l_arr_4855[uint32(0)];
const bool l_4865 = l_4859 < l_4864;
if (l_4865) {
l_arr_4855[uint32(0)] = l_4859;
}
const double l_4866 = l_arr_4855[uint32(1)];
const bool l_4867 = l_4857 > l_4866;
if (l_4867) {
l_arr_4855[uint32(1)] = l_4857;
}
const double l_4868 = l_arr_4855[uint32(1)];
const bool l_4869 = l_4858 > l_4868;
if (l_4869) {
l_arr_4855[uint32(1)] = l_4858;
}
const double l_4870 = l_arr_4855[uint32(1)];
const bool l_4871 = l_4859 > l_4870;
if (l_4871) {
l_arr_4855[uint32(1)] = l_4859;
}
const double l_4872 = l_arr_4855[uint32(0)];
const double l_4873 = abs(l_4872);
const double l_4874 = l_4873 * l_mut_232;
const double l_4875 = l_arr_4855[uint32(1)];
const double l_4876 = abs(l_4875);
const double l_4877 = l_4876 * l_mut_232;
l_mut_3921 = uint32(2);
const double l_4878 = l_arr_4855[uint32(0)];
const double l_4879 = l_4878 - l_4874;
const double l_4880 = abs(l_4879);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_4881 = l_4880 >= double(1.1754943508222875e-38);
const bool l_4882 = l_4880 <= double(1.7976931348623157e308);
const bool l_4883 = l_4881 && l_4882;
if (l_4883) {
const uint64 l_4884 = reinterpret_cast<uint64 const&>(l_4880);
const uint64 l_4885 = l_4884 >> uint64(52);
const uint64 l_4886 = l_4885 - uint64(23);
const uint64 l_4887 = l_4886 << uint64(52);
const double l_4888 = reinterpret_cast<double const&>(l_4887);
l_mut_3669 = l_4888;
}
const double l_4889 = l_4878 + l_4874;
const double l_4890 = abs(l_4889);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_4891 = l_4890 >= double(1.1754943508222875e-38);
const bool l_4892 = l_4890 <= double(1.7976931348623157e308);
const bool l_4893 = l_4891 && l_4892;
if (l_4893) {
const uint64 l_4894 = reinterpret_cast<uint64 const&>(l_4890);
const uint64 l_4895 = l_4894 >> uint64(52);
const uint64 l_4896 = l_4895 - uint64(23);
const uint64 l_4897 = l_4896 << uint64(52);
const double l_4898 = reinterpret_cast<double const&>(l_4897);
l_mut_3415 = l_4898;
}
const bool l_4899 = l_mut_3669 == l_mut_3415;
const double l_4900 = l_arr_4855[uint32(1)];
const double l_4901 = l_4900 - l_4877;
const double l_4902 = abs(l_4901);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_4903 = l_4902 >= double(1.1754943508222875e-38);
const bool l_4904 = l_4902 <= double(1.7976931348623157e308);
const bool l_4905 = l_4903 && l_4904;
if (l_4905) {
const uint64 l_4906 = reinterpret_cast<uint64 const&>(l_4902);
const uint64 l_4907 = l_4906 >> uint64(52);
const uint64 l_4908 = l_4907 - uint64(23);
const uint64 l_4909 = l_4908 << uint64(52);
const double l_4910 = reinterpret_cast<double const&>(l_4909);
l_mut_3669 = l_4910;
}
const double l_4911 = l_4900 + l_4877;
const double l_4912 = abs(l_4911);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_4913 = l_4912 >= double(1.1754943508222875e-38);
const bool l_4914 = l_4912 <= double(1.7976931348623157e308);
const bool l_4915 = l_4913 && l_4914;
if (l_4915) {
const uint64 l_4916 = reinterpret_cast<uint64 const&>(l_4912);
const uint64 l_4917 = l_4916 >> uint64(52);
const uint64 l_4918 = l_4917 - uint64(23);
const uint64 l_4919 = l_4918 << uint64(52);
const double l_4920 = reinterpret_cast<double const&>(l_4919);
l_mut_3415 = l_4920;
}
const bool l_4921 = l_mut_3669 == l_mut_3415;
const bool l_4922 = l_4899 && l_4921;
if (l_4922) {
const double l_4923 = l_arr_4855[uint32(0)];
const double l_4924 = l_arr_4855[uint32(0)];
const double l_4925 = abs(l_4924);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_4926 = l_4925 >= double(1.1754943508222875e-38);
const bool l_4927 = l_4925 <= double(1.7976931348623157e308);
const bool l_4928 = l_4926 && l_4927;
if (l_4928) {
const uint64 l_4929 = reinterpret_cast<uint64 const&>(l_4925);
const uint64 l_4930 = l_4929 >> uint64(52);
const uint64 l_4931 = l_4930 - uint64(23);
const uint64 l_4932 = l_4931 << uint64(52);
const double l_4933 = reinterpret_cast<double const&>(l_4932);
l_mut_3669 = l_4933;
}
const double l_4934 = l_712 * l_mut_3669;
const double l_4935 = l_4923 - l_4934;
const double l_4936 = l_arr_4855[uint32(1)];
const double l_4937 = l_arr_4855[uint32(1)];
const double l_4938 = abs(l_4937);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_4939 = l_4938 >= double(1.1754943508222875e-38);
const bool l_4940 = l_4938 <= double(1.7976931348623157e308);
const bool l_4941 = l_4939 && l_4940;
if (l_4941) {
const uint64 l_4942 = reinterpret_cast<uint64 const&>(l_4938);
const uint64 l_4943 = l_4942 >> uint64(52);
const uint64 l_4944 = l_4943 - uint64(23);
const uint64 l_4945 = l_4944 << uint64(52);
const double l_4946 = reinterpret_cast<double const&>(l_4945);
l_mut_3669 = l_4946;
}
const double l_4947 = l_712 * l_mut_3669;
const double l_4948 = l_4936 + l_4947;
const uint32 l_4949 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4950 = l_4949 & uint32(2147483647);
const float l_4951 = reinterpret_cast<float const&>(l_4950);
const double l_4952 = double(l_4951);
l_mut_3669 = l_4952;
const bool l_4953 = l_4950 < uint32(8388608);
if (l_4953) {
const double l_4954 = double(l_4950);
const double l_4955 = l_4954 * double(1.401298464324817e-45);
l_mut_3669 = l_4955;
}
const uint64 l_4956 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_4957 = l_4949 >> uint32(31);
const uint64 l_4958 = uint64(l_4957);
const uint64 l_4959 = l_4958 << uint64(63);
const uint64 l_4960 = l_4956 | l_4959;
const double l_4961 = reinterpret_cast<double const&>(l_4960);
const uint32 l_4962 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4963 = l_4962 + uint32(1);
l_mut_4964 = l_4963;
const uint32 l_4965 = l_4962 & uint32(2147483647);
const bool l_4966 = l_4965 == uint32(0);
if (l_4966) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_4967 = l_4962 & uint32(2147483648);
const bool l_4968 = l_4967 != uint32(0);
if (l_4968) {
const uint32 l_4969 = l_4962 - uint32(1);
l_mut_4964 = l_4969;
} else {
const bool l_4970 = l_4962 == uint32(2139095040);
if (l_4970) {
l_mut_4964 = l_4962;
}
}
}
const float l_4971 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_4972 = reinterpret_cast<uint32 const&>(l_4971);
const uint32 l_4973 = l_4972 & uint32(2147483647);
const float l_4974 = reinterpret_cast<float const&>(l_4973);
const double l_4975 = double(l_4974);
l_mut_3669 = l_4975;
const bool l_4976 = l_4973 < uint32(8388608);
if (l_4976) {
const double l_4977 = double(l_4973);
const double l_4978 = l_4977 * double(1.401298464324817e-45);
l_mut_3669 = l_4978;
}
const uint64 l_4979 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_4980 = l_4972 >> uint32(31);
const uint64 l_4981 = uint64(l_4980);
const uint64 l_4982 = l_4981 << uint64(63);
const uint64 l_4983 = l_4979 | l_4982;
const double l_4984 = reinterpret_cast<double const&>(l_4983);
const uint32 l_4985 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4986 = l_4985 ^ uint32(2147483648);
const float l_4987 = reinterpret_cast<float const&>(l_4986);
const uint32 l_4988 = reinterpret_cast<uint32 const&>(l_4987);
const uint32 l_4989 = l_4988 + uint32(1);
l_mut_4964 = l_4989;
const uint32 l_4990 = l_4988 & uint32(2147483647);
const bool l_4991 = l_4990 == uint32(0);
if (l_4991) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_4992 = l_4988 & uint32(2147483648);
const bool l_4993 = l_4992 != uint32(0);
if (l_4993) {
const uint32 l_4994 = l_4988 - uint32(1);
l_mut_4964 = l_4994;
} else {
const bool l_4995 = l_4988 == uint32(2139095040);
if (l_4995) {
l_mut_4964 = l_4988;
}
}
}
const float l_4996 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_4997 = reinterpret_cast<uint32 const&>(l_4996);
const uint32 l_4998 = l_4997 ^ uint32(2147483648);
const float l_4999 = reinterpret_cast<float const&>(l_4998);
const uint32 l_5000 = reinterpret_cast<uint32 const&>(l_4999);
const uint32 l_5001 = l_5000 & uint32(2147483647);
const float l_5002 = reinterpret_cast<float const&>(l_5001);
const double l_5003 = double(l_5002);
l_mut_3669 = l_5003;
const bool l_5004 = l_5001 < uint32(8388608);
if (l_5004) {
const double l_5005 = double(l_5001);
const double l_5006 = l_5005 * double(1.401298464324817e-45);
l_mut_3669 = l_5006;
}
const uint64 l_5007 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5008 = l_5000 >> uint32(31);
const uint64 l_5009 = uint64(l_5008);
const uint64 l_5010 = l_5009 << uint64(63);
const uint64 l_5011 = l_5007 | l_5010;
const double l_5012 = reinterpret_cast<double const&>(l_5011);
const double l_5013 = l_4935 + l_4874;
const bool l_5014 = l_5013 <= l_4961;
l_mut_837 = l_5014;
const double l_5015 = l_4935 - l_4874;
const bool l_5016 = l_5015 > l_4961;
l_mut_834 = l_5016;
const double l_5017 = l_4948 - l_4877;
const bool l_5018 = l_5017 >= l_4961;
l_mut_831 = l_5018;
const double l_5019 = l_4948 + l_4877;
const bool l_5020 = l_5019 < l_4961;
l_mut_828 = l_5020;
const double l_5021 = l_4935 + l_4874;
const bool l_5022 = l_5021 < l_4984;
l_mut_837 = l_5022;
const double l_5023 = l_4935 - l_4874;
const bool l_5024 = l_5023 >= l_4984;
l_mut_834 = l_5024;
const double l_5025 = l_4948 - l_4877;
const bool l_5026 = l_5025 > l_5012;
l_mut_831 = l_5026;
const double l_5027 = l_4948 + l_4877;
const bool l_5028 = l_5027 <= l_5012;
l_mut_828 = l_5028;
l_mut_4964 = uint32(2);
const bool l_5029 = l_mut_834 || l_mut_828;
if (l_5029) {
l_mut_4964 = uint32(1);
} else {
const bool l_5030 = l_mut_837 && l_mut_831;
if (l_5030) {
l_mut_4964 = uint32(0);
}
}
const uint32 l_5031 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5032 = l_5031 & uint32(2147483647);
const bool l_5033 = l_5032 == uint32(0);
if (l_5033) {
const double l_5034 = l_4935 + l_4874;
const bool l_5035 = l_5034 < double(1.1754943508222875e-38);
const double l_5036 = l_4948 - l_4877;
const bool l_5037 = l_5036 > double(-1.1754943508222875e-38);
const bool l_5038 = l_5035 && l_5037;
const double l_5039 = l_4935 - l_4874;
const bool l_5040 = l_5039 < double(1.1754943508222875e-38);
const double l_5041 = l_4948 + l_4877;
const bool l_5042 = l_5041 > double(-1.1754943508222875e-38);
const bool l_5043 = l_5040 && l_5042;
if (l_5038) {
l_mut_4964 = uint32(0);
} else {
const bool l_5044 = l_mut_4964 == uint32(1);
const bool l_5045 = l_5043 && l_5044;
if (l_5045) {
l_mut_4964 = uint32(2);
}
}
}
l_mut_3921 = l_mut_4964;
}
}
const bool l_5046 = l_mut_736 == uint32(0);
if (l_5046) {
l_mut_777 = uint32(0);
} else {
const bool l_5047 = l_mut_3921 == uint32(1);
if (l_5047) {
l_mut_777 = uint32(1);
}
}
} else {
const double l_5048 = l_mut_1890 - l_709;
const double l_5049 = l_mut_1890 + l_709;
const double l_5050 = l_mut_404 - l_709;
const double l_5051 = l_mut_404 + l_709;
const double l_5052 = abs(l_5050);
const bool l_5053 = l_5052 > l_2787;
const double l_5054 = abs(l_5051);
const bool l_5055 = l_5054 > l_2787;
const bool l_5056 = l_5053 && l_5055;
if (l_5056) {
const double l_5057 = l_2785 + l_2787;
const double l_5058 = abs(l_5050);
const double l_5059 = abs(l_5051);
l_mut_3669 = l_5058;
const bool l_5060 = l_5059 < l_5058;
if (l_5060) {
l_mut_3669 = l_5059;
}
const double l_5061 = l_5057 / l_mut_3669;
const double l_5062 = abs(l_5048);
const double l_5063 = abs(l_5049);
l_mut_3669 = l_5062;
const bool l_5064 = l_5063 < l_5062;
if (l_5064) {
l_mut_3669 = l_5063;
}
const double l_5065 = l_2785 / l_mut_3669;
const double l_5066 = l_5061 + l_5065;
l_mut_232 = l_mut_232 + l_5066;
l_mut_4964 = uint32(0);
const bool l_5067 = l_5050 <= double(0.0);
const bool l_5068 = l_5051 >= double(0.0);
const bool l_5069 = l_5067 && l_5068;
const bool l_5070 = !l_5069;
if (l_5070) {
const double l_5072 = l_5048 / l_5050;
const double l_5073 = l_5048 / l_5051;
const double l_5074 = l_5049 / l_5050;
const double l_5075 = l_5049 / l_5051;
l_arr_5071[uint32(0)] = l_5072;
l_arr_5071[uint32(1)] = l_5072;
const double l_5076 = l_arr_5071[uint32(0)];
const bool l_5077 = l_5073 < l_5076;
if (l_5077) {
l_arr_5071[uint32(0)] = l_5073;
}
const double l_5078 = l_arr_5071[uint32(0)];
const bool l_5079 = l_5074 < l_5078;
if (l_5079) {
l_arr_5071[uint32(0)] = l_5074;
}
const double l_5080 = l_arr_5071[uint32(0)];
const bool l_5081 = l_5075 < l_5080;
if (l_5081) {
l_arr_5071[uint32(0)] = l_5075;
}
const double l_5082 = l_arr_5071[uint32(1)];
const bool l_5083 = l_5073 > l_5082;
if (l_5083) {
l_arr_5071[uint32(1)] = l_5073;
}
const double l_5084 = l_arr_5071[uint32(1)];
const bool l_5085 = l_5074 > l_5084;
if (l_5085) {
l_arr_5071[uint32(1)] = l_5074;
}
const double l_5086 = l_arr_5071[uint32(1)];
const bool l_5087 = l_5075 > l_5086;
if (l_5087) {
l_arr_5071[uint32(1)] = l_5075;
}
const double l_5088 = l_arr_5071[uint32(0)];
const double l_5089 = abs(l_5088);
const double l_5090 = l_5089 * l_mut_232;
const double l_5091 = l_arr_5071[uint32(1)];
const double l_5092 = abs(l_5091);
const double l_5093 = l_5092 * l_mut_232;
l_mut_4964 = uint32(2);
const double l_5094 = l_arr_5071[uint32(0)];
const double l_5095 = l_5094 - l_5090;
const double l_5096 = abs(l_5095);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5097 = l_5096 >= double(1.1754943508222875e-38);
const bool l_5098 = l_5096 <= double(1.7976931348623157e308);
const bool l_5099 = l_5097 && l_5098;
if (l_5099) {
const uint64 l_5100 = reinterpret_cast<uint64 const&>(l_5096);
const uint64 l_5101 = l_5100 >> uint64(52);
const uint64 l_5102 = l_5101 - uint64(23);
const uint64 l_5103 = l_5102 << uint64(52);
const double l_5104 = reinterpret_cast<double const&>(l_5103);
l_mut_3669 = l_5104;
}
const double l_5105 = l_5094 + l_5090;
const double l_5106 = abs(l_5105);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_5107 = l_5106 >= double(1.1754943508222875e-38);
const bool l_5108 = l_5106 <= double(1.7976931348623157e308);
const bool l_5109 = l_5107 && l_5108;
if (l_5109) {
const uint64 l_5110 = reinterpret_cast<uint64 const&>(l_5106);
const uint64 l_5111 = l_5110 >> uint64(52);
const uint64 l_5112 = l_5111 - uint64(23);
const uint64 l_5113 = l_5112 << uint64(52);
const double l_5114 = reinterpret_cast<double const&>(l_5113);
l_mut_3415 = l_5114;
}
const bool l_5115 = l_mut_3669 == l_mut_3415;
const double l_5116 = l_arr_5071[uint32(1)];
const double l_5117 = l_5116 - l_5093;
const double l_5118 = abs(l_5117);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5119 = l_5118 >= double(1.1754943508222875e-38);
const bool l_5120 = l_5118 <= double(1.7976931348623157e308);
const bool l_5121 = l_5119 && l_5120;
if (l_5121) {
const uint64 l_5122 = reinterpret_cast<uint64 const&>(l_5118);
const uint64 l_5123 = l_5122 >> uint64(52);
const uint64 l_5124 = l_5123 - uint64(23);
const uint64 l_5125 = l_5124 << uint64(52);
const double l_5126 = reinterpret_cast<double const&>(l_5125);
l_mut_3669 = l_5126;
}
const double l_5127 = l_5116 + l_5093;
const double l_5128 = abs(l_5127);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_5129 = l_5128 >= double(1.1754943508222875e-38);
const bool l_5130 = l_5128 <= double(1.7976931348623157e308);
const bool l_5131 = l_5129 && l_5130;
if (l_5131) {
const uint64 l_5132 = reinterpret_cast<uint64 const&>(l_5128);
const uint64 l_5133 = l_5132 >> uint64(52);
const uint64 l_5134 = l_5133 - uint64(23);
const uint64 l_5135 = l_5134 << uint64(52);
const double l_5136 = reinterpret_cast<double const&>(l_5135);
l_mut_3415 = l_5136;
}
const bool l_5137 = l_mut_3669 == l_mut_3415;
const bool l_5138 = l_5115 && l_5137;
if (l_5138) {
const double l_5139 = l_arr_5071[uint32(0)];
const double l_5140 = l_arr_5071[uint32(0)];
const double l_5141 = abs(l_5140);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5142 = l_5141 >= double(1.1754943508222875e-38);
const bool l_5143 = l_5141 <= double(1.7976931348623157e308);
const bool l_5144 = l_5142 && l_5143;
if (l_5144) {
const uint64 l_5145 = reinterpret_cast<uint64 const&>(l_5141);
const uint64 l_5146 = l_5145 >> uint64(52);
const uint64 l_5147 = l_5146 - uint64(23);
const uint64 l_5148 = l_5147 << uint64(52);
const double l_5149 = reinterpret_cast<double const&>(l_5148);
l_mut_3669 = l_5149;
}
const double l_5150 = l_712 * l_mut_3669;
const double l_5151 = l_5139 - l_5150;
const double l_5152 = l_arr_5071[uint32(1)];
const double l_5153 = l_arr_5071[uint32(1)];
const double l_5154 = abs(l_5153);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5155 = l_5154 >= double(1.1754943508222875e-38);
const bool l_5156 = l_5154 <= double(1.7976931348623157e308);
const bool l_5157 = l_5155 && l_5156;
if (l_5157) {
const uint64 l_5158 = reinterpret_cast<uint64 const&>(l_5154);
const uint64 l_5159 = l_5158 >> uint64(52);
const uint64 l_5160 = l_5159 - uint64(23);
const uint64 l_5161 = l_5160 << uint64(52);
const double l_5162 = reinterpret_cast<double const&>(l_5161);
l_mut_3669 = l_5162;
}
const double l_5163 = l_712 * l_mut_3669;
const double l_5164 = l_5152 + l_5163;
const uint32 l_5165 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5166 = l_5165 & uint32(2147483647);
const float l_5167 = reinterpret_cast<float const&>(l_5166);
const double l_5168 = double(l_5167);
l_mut_3669 = l_5168;
const bool l_5169 = l_5166 < uint32(8388608);
if (l_5169) {
const double l_5170 = double(l_5166);
const double l_5171 = l_5170 * double(1.401298464324817e-45);
l_mut_3669 = l_5171;
}
const uint64 l_5172 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5173 = l_5165 >> uint32(31);
const uint64 l_5174 = uint64(l_5173);
const uint64 l_5175 = l_5174 << uint64(63);
const uint64 l_5176 = l_5172 | l_5175;
const double l_5177 = reinterpret_cast<double const&>(l_5176);
const uint32 l_5178 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5179 = l_5178 + uint32(1);
l_mut_3921 = l_5179;
const uint32 l_5180 = l_5178 & uint32(2147483647);
const bool l_5181 = l_5180 == uint32(0);
if (l_5181) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_5182 = l_5178 & uint32(2147483648);
const bool l_5183 = l_5182 != uint32(0);
if (l_5183) {
const uint32 l_5184 = l_5178 - uint32(1);
l_mut_3921 = l_5184;
} else {
const bool l_5185 = l_5178 == uint32(2139095040);
if (l_5185) {
l_mut_3921 = l_5178;
}
}
}
const float l_5186 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_5187 = reinterpret_cast<uint32 const&>(l_5186);
const uint32 l_5188 = l_5187 & uint32(2147483647);
const float l_5189 = reinterpret_cast<float const&>(l_5188);
const double l_5190 = double(l_5189);
l_mut_3669 = l_5190;
const bool l_5191 = l_5188 < uint32(8388608);
if (l_5191) {
const double l_5192 = double(l_5188);
const double l_5193 = l_5192 * double(1.401298464324817e-45);
l_mut_3669 = l_5193;
}
const uint64 l_5194 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5195 = l_5187 >> uint32(31);
const uint64 l_5196 = uint64(l_5195);
const uint64 l_5197 = l_5196 << uint64(63);
const uint64 l_5198 = l_5194 | l_5197;
const double l_5199 = reinterpret_cast<double const&>(l_5198);
const uint32 l_5200 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5201 = l_5200 ^ uint32(2147483648);
const float l_5202 = reinterpret_cast<float const&>(l_5201);
const uint32 l_5203 = reinterpret_cast<uint32 const&>(l_5202);
const uint32 l_5204 = l_5203 + uint32(1);
l_mut_3921 = l_5204;
const uint32 l_5205 = l_5203 & uint32(2147483647);
const bool l_5206 = l_5205 == uint32(0);
if (l_5206) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_5207 = l_5203 & uint32(2147483648);
const bool l_5208 = l_5207 != uint32(0);
if (l_5208) {
const uint32 l_5209 = l_5203 - uint32(1);
l_mut_3921 = l_5209;
} else {
const bool l_5210 = l_5203 == uint32(2139095040);
if (l_5210) {
l_mut_3921 = l_5203;
}
}
}
const float l_5211 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_5212 = reinterpret_cast<uint32 const&>(l_5211);
const uint32 l_5213 = l_5212 ^ uint32(2147483648);
const float l_5214 = reinterpret_cast<float const&>(l_5213);
const uint32 l_5215 = reinterpret_cast<uint32 const&>(l_5214);
const uint32 l_5216 = l_5215 & uint32(2147483647);
const float l_5217 = reinterpret_cast<float const&>(l_5216);
const double l_5218 = double(l_5217);
l_mut_3669 = l_5218;
const bool l_5219 = l_5216 < uint32(8388608);
if (l_5219) {
const double l_5220 = double(l_5216);
const double l_5221 = l_5220 * double(1.401298464324817e-45);
l_mut_3669 = l_5221;
}
const uint64 l_5222 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5223 = l_5215 >> uint32(31);
const uint64 l_5224 = uint64(l_5223);
const uint64 l_5225 = l_5224 << uint64(63);
const uint64 l_5226 = l_5222 | l_5225;
const double l_5227 = reinterpret_cast<double const&>(l_5226);
const double l_5228 = l_5151 + l_5090;
const bool l_5229 = l_5228 <= l_5177;
l_mut_837 = l_5229;
const double l_5230 = l_5151 - l_5090;
const bool l_5231 = l_5230 > l_5177;
l_mut_834 = l_5231;
const double l_5232 = l_5164 - l_5093;
const bool l_5233 = l_5232 >= l_5177;
l_mut_831 = l_5233;
const double l_5234 = l_5164 + l_5093;
const bool l_5235 = l_5234 < l_5177;
l_mut_828 = l_5235;
l_mut_3921 = uint32(2);
const bool l_5236 = l_mut_834 || l_mut_828;
if (l_5236) {
l_mut_3921 = uint32(1);
} else {
const bool l_5237 = l_mut_837 && l_mut_831;
if (l_5237) {
l_mut_3921 = uint32(0);
}
}
const uint32 l_5238 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5239 = l_5238 & uint32(2147483647);
const bool l_5240 = l_5239 == uint32(0);
if (l_5240) {
const double l_5241 = l_5151 + l_5090;
const bool l_5242 = l_5241 < double(1.1754943508222875e-38);
const double l_5243 = l_5164 - l_5093;
const bool l_5244 = l_5243 > double(-1.1754943508222875e-38);
const bool l_5245 = l_5242 && l_5244;
const double l_5246 = l_5151 - l_5090;
const bool l_5247 = l_5246 < double(1.1754943508222875e-38);
const double l_5248 = l_5164 + l_5093;
const bool l_5249 = l_5248 > double(-1.1754943508222875e-38);
const bool l_5250 = l_5247 && l_5249;
if (l_5245) {
l_mut_3921 = uint32(0);
} else {
const bool l_5251 = l_mut_3921 == uint32(1);
const bool l_5252 = l_5250 && l_5251;
if (l_5252) {
l_mut_3921 = uint32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
}
l_mut_777 = l_mut_4964;
}
}
l_mut_720 = l_mut_777;
} else {
const bool l_5253 = l_717 <= l_715;
if (l_5253) {
const float l_5254 = float(l_716);
const uint32 l_5255 = reinterpret_cast<uint32 const&>(l_5254);
const uint32 l_5256 = l_5255 & uint32(2147483647);
const float l_5257 = reinterpret_cast<float const&>(l_5256);
const double l_5258 = double(l_5257);
l_mut_3669 = l_5258;
const bool l_5259 = l_5256 < uint32(8388608);
if (l_5259) {
const double l_5260 = double(l_5256);
const double l_5261 = l_5260 * double(1.401298464324817e-45);
l_mut_3669 = l_5261;
}
const uint64 l_5262 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5263 = l_5255 >> uint32(31);
const uint64 l_5264 = uint64(l_5263);
const uint64 l_5265 = l_5264 << uint64(63);
const uint64 l_5266 = l_5262 | l_5265;
const double l_5267 = reinterpret_cast<double const&>(l_5266);
const double l_5268 = abs(l_5267);
l_mut_3669 = l_5268;
l_mut_4964 = uint32(0);
const bool l_5269 = l_5268 >= double(0.785);
if (l_5269) {
const double l_5270 = l_5268 * double(0.6366197723675814);
const double l_5271 = l_5270 + double(0.5);
const double l_5272 = floor(l_5271);
const double l_5273 = l_5272 * double(1.570796325802803);
const double l_5274 = l_5268 - l_5273;
const double l_5275 = l_5274 * l_20;
const double l_5276 = l_5272 * double(9.920935796805404e-10);
const double l_5277 = l_5275 - l_5276;
l_mut_3669 = l_5277;
const uint32 l_5278 = uint32(l_5272);
l_mut_4964 = l_5278;
}
const uint32 l_5279 = reinterpret_cast<uint32 const&>(l_5254);
const bool l_5280 = l_5279 >= uint32(2147483648);
const double l_5281 = l_mut_3669 * l_mut_3669;
const double l_5282 = l_5281 * double(1.9572941063391263e-20);
const double l_5283 = double(8.22063524662433e-18) - l_5282;
l_mut_3415 = l_5283;
const double l_5284 = l_mut_3415 * l_5281;
const double l_5285 = l_5284 - double(2.8114572543455206e-15);
l_mut_3415 = l_5285;
const double l_5286 = l_mut_3415 * l_5281;
const double l_5287 = l_5286 + double(7.647163731819816e-13);
l_mut_3415 = l_5287;
const double l_5288 = l_mut_3415 * l_5281;
const double l_5289 = l_5288 - double(1.6059043836821613e-10);
l_mut_3415 = l_5289;
const double l_5290 = l_mut_3415 * l_5281;
const double l_5291 = l_5290 + double(2.505210838544172e-8);
l_mut_3415 = l_5291;
const double l_5292 = l_mut_3415 * l_5281;
const double l_5293 = l_5292 - double(2.7557319223985893e-6);
l_mut_3415 = l_5293;
const double l_5294 = l_mut_3415 * l_5281;
const double l_5295 = l_5294 + double(0.0001984126984126984);
l_mut_3415 = l_5295;
const double l_5296 = l_mut_3415 * l_5281;
const double l_5297 = l_5296 - double(0.008333333333333333);
l_mut_3415 = l_5297;
const double l_5298 = l_mut_3415 * l_5281;
const double l_5299 = l_5298 + double(0.16666666666666666);
l_mut_3415 = l_5299;
const double l_5300 = double(0.5) * l_5281;
const double l_5301 = double(1.0) - l_5300;
const double l_5302 = double(0.0) * l_5301;
const double l_5303 = l_mut_3669 * l_5281;
const double l_5304 = l_5303 * l_mut_3415;
const double l_5305 = l_5302 - l_5304;
const double l_5306 = l_mut_3669 + l_5305;
const double l_5307 = l_mut_3669 * l_mut_3669;
const double l_5308 = l_5307 * double(4.110317623312165e-19);
const double l_5309 = l_5308 - double(1.5619206968586225e-16);
l_mut_3415 = l_5309;
const double l_5310 = l_mut_3415 * l_5307;
const double l_5311 = l_5310 + double(4.779477332387385e-14);
l_mut_3415 = l_5311;
const double l_5312 = l_mut_3415 * l_5307;
const double l_5313 = l_5312 - double(1.1470745597729725e-11);
l_mut_3415 = l_5313;
const double l_5314 = l_mut_3415 * l_5307;
const double l_5315 = l_5314 + double(2.08767569878681e-9);
l_mut_3415 = l_5315;
const double l_5316 = l_mut_3415 * l_5307;
const double l_5317 = l_5316 - double(2.755731922398589e-7);
l_mut_3415 = l_5317;
const double l_5318 = l_mut_3415 * l_5307;
const double l_5319 = l_5318 + double(2.48015873015873e-5);
l_mut_3415 = l_5319;
const double l_5320 = l_mut_3415 * l_5307;
const double l_5321 = l_5320 - double(0.001388888888888889);
l_mut_3415 = l_5321;
const double l_5322 = l_mut_3415 * l_5307;
const double l_5323 = l_5322 + double(0.041666666666666664);
l_mut_3415 = l_5323;
const double l_5324 = double(0.5) * l_5307;
const double l_5325 = double(1.0) - l_5324;
const double l_5326 = l_5307 * l_5307;
const double l_5327 = l_5326 * l_mut_3415;
const double l_5328 = double(0.0) * l_mut_3669;
const double l_5329 = l_5327 - l_5328;
const double l_5330 = l_5325 + l_5329;
const uint32 l_5331 = l_mut_4964 & uint32(1);
const bool l_5332 = l_5331 == uint32(1);
l_mut_3669 = l_5306;
const uint32 l_5333 = l_mut_4964 & uint32(2);
const bool l_5334 = l_5333 != uint32(0);
l_mut_837 = l_5334;
const bool l_5335 = uint32(6) == uint32(6);
if (l_5335) {
if (l_5332) {
l_mut_3669 = l_5330;
}
} else {
const bool l_5336 = uint32(6) == uint32(7);
if (l_5336) {
l_mut_3669 = l_5330;
if (l_5332) {
l_mut_3669 = l_5306;
}
const uint32 l_5337 = l_mut_4964 + uint32(1);
const uint32 l_5338 = l_5337 & uint32(2);
const bool l_5339 = l_5338 != uint32(0);
l_mut_837 = l_5339;
} else {
const double l_5340 = l_5306 / l_5330;
l_mut_3669 = l_5340;
if (l_5332) {
const double l_5341 = l_5330 / l_5306;
l_mut_3669 = l_5341;
}
l_mut_837 = l_5332;
}
}
const bool l_5342 = uint32(6) != uint32(7);
const bool l_5343 = l_5342 && l_5280;
if (l_5343) {
const bool l_5344 = !l_mut_837;
l_mut_837 = l_5344;
}
if (l_mut_837) {
const double l_5345 = -l_mut_3669;
l_mut_3669 = l_5345;
}
const float l_5346 = float(l_716);
const uint32 l_5347 = reinterpret_cast<uint32 const&>(l_5346);
const uint32 l_5348 = l_5347 & uint32(2147483647);
const float l_5349 = reinterpret_cast<float const&>(l_5348);
const double l_5350 = double(l_5349);
l_mut_3415 = l_5350;
const bool l_5351 = l_5348 < uint32(8388608);
if (l_5351) {
const double l_5352 = double(l_5348);
const double l_5353 = l_5352 * double(1.401298464324817e-45);
l_mut_3415 = l_5353;
}
const uint64 l_5354 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_5355 = l_5347 >> uint32(31);
const uint64 l_5356 = uint64(l_5355);
const uint64 l_5357 = l_5356 << uint64(63);
const uint64 l_5358 = l_5354 | l_5357;
const double l_5359 = reinterpret_cast<double const&>(l_5358);
const double l_5360 = abs(l_5359);
l_mut_3415 = l_5360;
l_mut_4964 = uint32(0);
const bool l_5361 = l_5360 >= double(0.785);
if (l_5361) {
const double l_5362 = l_5360 * double(0.6366197723675814);
const double l_5363 = l_5362 + double(0.5);
const double l_5364 = floor(l_5363);
const double l_5365 = l_5364 * double(1.570796325802803);
const double l_5366 = l_5360 - l_5365;
const double l_5367 = l_5366 * l_20;
const double l_5368 = l_5364 * double(9.920935796805404e-10);
const double l_5369 = l_5367 - l_5368;
l_mut_3415 = l_5369;
const uint32 l_5370 = uint32(l_5364);
l_mut_4964 = l_5370;
}
const uint32 l_5371 = reinterpret_cast<uint32 const&>(l_5346);
const bool l_5372 = l_5371 >= uint32(2147483648);
const double l_5373 = l_mut_3415 * l_mut_3415;
const double l_5374 = l_5373 * double(1.9572941063391263e-20);
const double l_5375 = double(8.22063524662433e-18) - l_5374;
l_mut_3159 = l_5375;
const double l_5376 = l_mut_3159 * l_5373;
const double l_5377 = l_5376 - double(2.8114572543455206e-15);
l_mut_3159 = l_5377;
const double l_5378 = l_mut_3159 * l_5373;
const double l_5379 = l_5378 + double(7.647163731819816e-13);
l_mut_3159 = l_5379;
const double l_5380 = l_mut_3159 * l_5373;
const double l_5381 = l_5380 - double(1.6059043836821613e-10);
l_mut_3159 = l_5381;
const double l_5382 = l_mut_3159 * l_5373;
const double l_5383 = l_5382 + double(2.505210838544172e-8);
l_mut_3159 = l_5383;
const double l_5384 = l_mut_3159 * l_5373;
const double l_5385 = l_5384 - double(2.7557319223985893e-6);
l_mut_3159 = l_5385;
const double l_5386 = l_mut_3159 * l_5373;
const double l_5387 = l_5386 + double(0.0001984126984126984);
l_mut_3159 = l_5387;
const double l_5388 = l_mut_3159 * l_5373;
const double l_5389 = l_5388 - double(0.008333333333333333);
l_mut_3159 = l_5389;
const double l_5390 = l_mut_3159 * l_5373;
const double l_5391 = l_5390 + double(0.16666666666666666);
l_mut_3159 = l_5391;
const double l_5392 = double(0.5) * l_5373;
const double l_5393 = double(1.0) - l_5392;
const double l_5394 = double(0.0) * l_5393;
const double l_5395 = l_mut_3415 * l_5373;
const double l_5396 = l_5395 * l_mut_3159;
const double l_5397 = l_5394 - l_5396;
const double l_5398 = l_mut_3415 + l_5397;
const double l_5399 = l_mut_3415 * l_mut_3415;
const double l_5400 = l_5399 * double(4.110317623312165e-19);
const double l_5401 = l_5400 - double(1.5619206968586225e-16);
l_mut_3159 = l_5401;
const double l_5402 = l_mut_3159 * l_5399;
const double l_5403 = l_5402 + double(4.779477332387385e-14);
l_mut_3159 = l_5403;
const double l_5404 = l_mut_3159 * l_5399;
const double l_5405 = l_5404 - double(1.1470745597729725e-11);
l_mut_3159 = l_5405;
const double l_5406 = l_mut_3159 * l_5399;
const double l_5407 = l_5406 + double(2.08767569878681e-9);
l_mut_3159 = l_5407;
const double l_5408 = l_mut_3159 * l_5399;
const double l_5409 = l_5408 - double(2.755731922398589e-7);
l_mut_3159 = l_5409;
const double l_5410 = l_mut_3159 * l_5399;
const double l_5411 = l_5410 + double(2.48015873015873e-5);
l_mut_3159 = l_5411;
const double l_5412 = l_mut_3159 * l_5399;
const double l_5413 = l_5412 - double(0.001388888888888889);
l_mut_3159 = l_5413;
const double l_5414 = l_mut_3159 * l_5399;
const double l_5415 = l_5414 + double(0.041666666666666664);
l_mut_3159 = l_5415;
const double l_5416 = double(0.5) * l_5399;
const double l_5417 = double(1.0) - l_5416;
const double l_5418 = l_5399 * l_5399;
const double l_5419 = l_5418 * l_mut_3159;
const double l_5420 = double(0.0) * l_mut_3415;
const double l_5421 = l_5419 - l_5420;
const double l_5422 = l_5417 + l_5421;
const uint32 l_5423 = l_mut_4964 & uint32(1);
const bool l_5424 = l_5423 == uint32(1);
l_mut_3415 = l_5398;
const uint32 l_5425 = l_mut_4964 & uint32(2);
const bool l_5426 = l_5425 != uint32(0);
l_mut_837 = l_5426;
const bool l_5427 = uint32(7) == uint32(6);
if (l_5427) {
if (l_5424) {
l_mut_3415 = l_5422;
}
} else {
const bool l_5428 = uint32(7) == uint32(7);
if (l_5428) {
l_mut_3415 = l_5422;
if (l_5424) {
l_mut_3415 = l_5398;
}
const uint32 l_5429 = l_mut_4964 + uint32(1);
const uint32 l_5430 = l_5429 & uint32(2);
const bool l_5431 = l_5430 != uint32(0);
l_mut_837 = l_5431;
} else {
const double l_5432 = l_5398 / l_5422;
l_mut_3415 = l_5432;
if (l_5424) {
const double l_5433 = l_5422 / l_5398;
l_mut_3415 = l_5433;
}
l_mut_837 = l_5424;
}
}
const bool l_5434 = uint32(7) != uint32(7);
const bool l_5435 = l_5434 && l_5372;
if (l_5435) {
const bool l_5436 = !l_mut_837;
l_mut_837 = l_5436;
}
if (l_mut_837) {
const double l_5437 = -l_mut_3415;
l_mut_3415 = l_5437;
}
const double l_5438 = abs(l_mut_3669);
const double l_5439 = l_5438 * double(1.4551915228366852e-11);
const double l_5440 = abs(l_mut_3415);
const double l_5441 = l_5440 * double(1.4551915228366852e-11);
const double l_5442 = l_mut_3669 - l_709;
const double l_5443 = l_mut_3669 + l_709;
const double l_5444 = l_mut_3415 - l_709;
const double l_5445 = l_mut_3415 + l_709;
l_mut_4964 = uint32(2);
const double l_5446 = abs(l_5444);
const bool l_5447 = l_5446 <= l_5441;
const double l_5448 = abs(l_5445);
const bool l_5449 = l_5448 <= l_5441;
const bool l_5450 = l_5447 || l_5449;
const bool l_5451 = !l_5450;
if (l_5451) {
l_mut_4964 = uint32(0);
const bool l_5452 = l_5444 <= double(0.0);
const bool l_5453 = l_5445 >= double(0.0);
const bool l_5454 = l_5452 && l_5453;
const bool l_5455 = !l_5454;
if (l_5455) {
const double l_5456 = abs(l_5444);
const double l_5457 = abs(l_5445);
l_mut_3669 = l_5456;
const bool l_5458 = l_5457 < l_5456;
if (l_5458) {
l_mut_3669 = l_5457;
}
const double l_5459 = l_5441 / l_mut_3669;
const double l_5460 = l_5459 + double(1.4551915228366852e-11);
const double l_5461 = double(1.0) / l_5445;
const double l_5462 = double(1.0) / l_5444;
const double l_5463 = abs(l_5461);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5464 = l_5463 >= double(1.1754943508222875e-38);
const bool l_5465 = l_5463 <= double(1.7976931348623157e308);
const bool l_5466 = l_5464 && l_5465;
if (l_5466) {
const uint64 l_5467 = reinterpret_cast<uint64 const&>(l_5463);
const uint64 l_5468 = l_5467 >> uint64(52);
const uint64 l_5469 = l_5468 - uint64(23);
const uint64 l_5470 = l_5469 << uint64(52);
const double l_5471 = reinterpret_cast<double const&>(l_5470);
l_mut_3669 = l_5471;
}
const double l_5472 = l_712 * l_mut_3669;
const double l_5473 = l_5461 - l_5472;
const double l_5474 = abs(l_5462);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5475 = l_5474 >= double(1.1754943508222875e-38);
const bool l_5476 = l_5474 <= double(1.7976931348623157e308);
const bool l_5477 = l_5475 && l_5476;
if (l_5477) {
const uint64 l_5478 = reinterpret_cast<uint64 const&>(l_5474);
const uint64 l_5479 = l_5478 >> uint64(52);
const uint64 l_5480 = l_5479 - uint64(23);
const uint64 l_5481 = l_5480 << uint64(52);
const double l_5482 = reinterpret_cast<double const&>(l_5481);
l_mut_3669 = l_5482;
}
const double l_5483 = l_712 * l_mut_3669;
const double l_5484 = l_5462 + l_5483;
const double l_5486 = l_5442 * l_5473;
const double l_5487 = l_5442 * l_5484;
const double l_5488 = l_5443 * l_5473;
const double l_5489 = l_5443 * l_5484;
l_arr_5485[uint32(0)] = l_5486;
l_arr_5485[uint32(1)] = l_5486;
const double l_5490 = l_arr_5485[uint32(0)];
const bool l_5491 = l_5487 < l_5490;
if (l_5491) {
l_arr_5485[uint32(0)] = l_5487;
}
const double l_5492 = l_arr_5485[uint32(0)];
const bool l_5493 = l_5488 < l_5492;
if (l_5493) {
l_arr_5485[uint32(0)] = l_5488;
}
const double l_5494 = l_arr_5485[uint32(0)];
const bool l_5495 = l_5489 < l_5494;
if (l_5495) {
l_arr_5485[uint32(0)] = l_5489;
}
const double l_5496 = l_arr_5485[uint32(1)];
const bool l_5497 = l_5487 > l_5496;
if (l_5497) {
l_arr_5485[uint32(1)] = l_5487;
}
const double l_5498 = l_arr_5485[uint32(1)];
const bool l_5499 = l_5488 > l_5498;
if (l_5499) {
l_arr_5485[uint32(1)] = l_5488;
}
const double l_5500 = l_arr_5485[uint32(1)];
const bool l_5501 = l_5489 > l_5500;
if (l_5501) {
l_arr_5485[uint32(1)] = l_5489;
}
const double l_5502 = abs(l_5442);
const double l_5503 = abs(l_5443);
l_mut_3669 = l_5502;
const bool l_5504 = l_5503 > l_5502;
if (l_5504) {
l_mut_3669 = l_5503;
}
const double l_5505 = abs(l_5473);
const double l_5506 = abs(l_5484);
l_mut_3415 = l_5505;
const bool l_5507 = l_5506 > l_5505;
if (l_5507) {
l_mut_3415 = l_5506;
}
const double l_5508 = l_mut_3669 * l_mut_3415;
const double l_5509 = l_5460 + double(1.4551915228366852e-11);
const double l_5510 = l_5508 * l_5509;
const double l_5511 = l_5439 * l_mut_3415;
const double l_5512 = l_5510 + l_5511;
l_mut_4964 = uint32(2);
const double l_5513 = abs(l_5461);
const double l_5514 = l_5513 * l_5460;
const double l_5515 = l_5461 - l_5514;
const double l_5516 = abs(l_5515);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5517 = l_5516 >= double(1.1754943508222875e-38);
const bool l_5518 = l_5516 <= double(1.7976931348623157e308);
const bool l_5519 = l_5517 && l_5518;
if (l_5519) {
const uint64 l_5520 = reinterpret_cast<uint64 const&>(l_5516);
const uint64 l_5521 = l_5520 >> uint64(52);
const uint64 l_5522 = l_5521 - uint64(23);
const uint64 l_5523 = l_5522 << uint64(52);
const double l_5524 = reinterpret_cast<double const&>(l_5523);
l_mut_3669 = l_5524;
}
const double l_5525 = l_5461 + l_5514;
const double l_5526 = abs(l_5525);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_5527 = l_5526 >= double(1.1754943508222875e-38);
const bool l_5528 = l_5526 <= double(1.7976931348623157e308);
const bool l_5529 = l_5527 && l_5528;
if (l_5529) {
const uint64 l_5530 = reinterpret_cast<uint64 const&>(l_5526);
const uint64 l_5531 = l_5530 >> uint64(52);
const uint64 l_5532 = l_5531 - uint64(23);
const uint64 l_5533 = l_5532 << uint64(52);
const double l_5534 = reinterpret_cast<double const&>(l_5533);
l_mut_3415 = l_5534;
}
const bool l_5535 = l_mut_3669 == l_mut_3415;
const double l_5536 = abs(l_5462);
const double l_5537 = l_5536 * l_5460;
const double l_5538 = l_5462 - l_5537;
const double l_5539 = abs(l_5538);
l_mut_3669 = double(1.401298464324817e-45);
const bool l_5540 = l_5539 >= double(1.1754943508222875e-38);
const bool l_5541 = l_5539 <= double(1.7976931348623157e308);
const bool l_5542 = l_5540 && l_5541;
if (l_5542) {
const uint64 l_5543 = reinterpret_cast<uint64 const&>(l_5539);
const uint64 l_5544 = l_5543 >> uint64(52);
const uint64 l_5545 = l_5544 - uint64(23);
const uint64 l_5546 = l_5545 << uint64(52);
const double l_5547 = reinterpret_cast<double const&>(l_5546);
l_mut_3669 = l_5547;
}
const double l_5548 = l_5462 + l_5537;
const double l_5549 = abs(l_5548);
l_mut_3415 = double(1.401298464324817e-45);
const bool l_5550 = l_5549 >= double(1.1754943508222875e-38);
const bool l_5551 = l_5549 <= double(1.7976931348623157e308);
const bool l_5552 = l_5550 && l_5551;
if (l_5552) {
const uint64 l_5553 = reinterpret_cast<uint64 const&>(l_5549);
const uint64 l_5554 = l_5553 >> uint64(52);
const uint64 l_5555 = l_5554 - uint64(23);
const uint64 l_5556 = l_5555 << uint64(52);
const double l_5557 = reinterpret_cast<double const&>(l_5556);
l_mut_3415 = l_5557;
}
const bool l_5558 = l_mut_3669 == l_mut_3415;
const bool l_5559 = l_5535 && l_5558;
if (l_5559) {
const double l_5560 = l_arr_5485[uint32(0)];
const double l_5561 = l_arr_5485[uint32(1)];
const uint32 l_5562 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5563 = l_5562 & uint32(2147483647);
const float l_5564 = reinterpret_cast<float const&>(l_5563);
const double l_5565 = double(l_5564);
l_mut_3669 = l_5565;
const bool l_5566 = l_5563 < uint32(8388608);
if (l_5566) {
const double l_5567 = double(l_5563);
const double l_5568 = l_5567 * double(1.401298464324817e-45);
l_mut_3669 = l_5568;
}
const uint64 l_5569 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5570 = l_5562 >> uint32(31);
const uint64 l_5571 = uint64(l_5570);
const uint64 l_5572 = l_5571 << uint64(63);
const uint64 l_5573 = l_5569 | l_5572;
const double l_5574 = reinterpret_cast<double const&>(l_5573);
const uint32 l_5575 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5576 = l_5575 + uint32(1);
l_mut_3921 = l_5576;
const uint32 l_5577 = l_5575 & uint32(2147483647);
const bool l_5578 = l_5577 == uint32(0);
if (l_5578) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_5579 = l_5575 & uint32(2147483648);
const bool l_5580 = l_5579 != uint32(0);
if (l_5580) {
const uint32 l_5581 = l_5575 - uint32(1);
l_mut_3921 = l_5581;
} else {
const bool l_5582 = l_5575 == uint32(2139095040);
if (l_5582) {
l_mut_3921 = l_5575;
}
}
}
const float l_5583 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_5584 = reinterpret_cast<uint32 const&>(l_5583);
const uint32 l_5585 = l_5584 & uint32(2147483647);
const float l_5586 = reinterpret_cast<float const&>(l_5585);
const double l_5587 = double(l_5586);
l_mut_3669 = l_5587;
const bool l_5588 = l_5585 < uint32(8388608);
if (l_5588) {
const double l_5589 = double(l_5585);
const double l_5590 = l_5589 * double(1.401298464324817e-45);
l_mut_3669 = l_5590;
}
const uint64 l_5591 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5592 = l_5584 >> uint32(31);
const uint64 l_5593 = uint64(l_5592);
const uint64 l_5594 = l_5593 << uint64(63);
const uint64 l_5595 = l_5591 | l_5594;
const double l_5596 = reinterpret_cast<double const&>(l_5595);
const uint32 l_5597 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5598 = l_5597 ^ uint32(2147483648);
const float l_5599 = reinterpret_cast<float const&>(l_5598);
const uint32 l_5600 = reinterpret_cast<uint32 const&>(l_5599);
const uint32 l_5601 = l_5600 + uint32(1);
l_mut_3921 = l_5601;
const uint32 l_5602 = l_5600 & uint32(2147483647);
const bool l_5603 = l_5602 == uint32(0);
if (l_5603) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_5604 = l_5600 & uint32(2147483648);
const bool l_5605 = l_5604 != uint32(0);
if (l_5605) {
const uint32 l_5606 = l_5600 - uint32(1);
l_mut_3921 = l_5606;
} else {
const bool l_5607 = l_5600 == uint32(2139095040);
if (l_5607) {
l_mut_3921 = l_5600;
}
}
}
const float l_5608 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_5609 = reinterpret_cast<uint32 const&>(l_5608);
const uint32 l_5610 = l_5609 ^ uint32(2147483648);
const float l_5611 = reinterpret_cast<float const&>(l_5610);
const uint32 l_5612 = reinterpret_cast<uint32 const&>(l_5611);
const uint32 l_5613 = l_5612 & uint32(2147483647);
const float l_5614 = reinterpret_cast<float const&>(l_5613);
const double l_5615 = double(l_5614);
l_mut_3669 = l_5615;
const bool l_5616 = l_5613 < uint32(8388608);
if (l_5616) {
const double l_5617 = double(l_5613);
const double l_5618 = l_5617 * double(1.401298464324817e-45);
l_mut_3669 = l_5618;
}
const uint64 l_5619 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_5620 = l_5612 >> uint32(31);
const uint64 l_5621 = uint64(l_5620);
const uint64 l_5622 = l_5621 << uint64(63);
const uint64 l_5623 = l_5619 | l_5622;
const double l_5624 = reinterpret_cast<double const&>(l_5623);
const double l_5625 = l_5560 + l_5512;
const bool l_5626 = l_5625 <= l_5574;
l_mut_837 = l_5626;
const double l_5627 = l_5560 - l_5512;
const bool l_5628 = l_5627 > l_5574;
l_mut_834 = l_5628;
const double l_5629 = l_5561 - l_5512;
const bool l_5630 = l_5629 >= l_5574;
l_mut_831 = l_5630;
const double l_5631 = l_5561 + l_5512;
const bool l_5632 = l_5631 < l_5574;
l_mut_828 = l_5632;
const double l_5633 = l_5560 + l_5512;
const bool l_5634 = l_5633 < l_5596;
l_mut_837 = l_5634;
const double l_5635 = l_5560 - l_5512;
const bool l_5636 = l_5635 >= l_5596;
l_mut_834 = l_5636;
const double l_5637 = l_5561 - l_5512;
const bool l_5638 = l_5637 > l_5624;
l_mut_831 = l_5638;
const double l_5639 = l_5561 + l_5512;
const bool l_5640 = l_5639 <= l_5624;
l_mut_828 = l_5640;
l_mut_3921 = uint32(2);
const bool l_5641 = l_mut_834 || l_mut_828;
if (l_5641) {
l_mut_3921 = uint32(1);
} else {
const bool l_5642 = l_mut_837 && l_mut_831;
if (l_5642) {
l_mut_3921 = uint32(0);
}
}
const uint32 l_5643 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5644 = l_5643 & uint32(2147483647);
const bool l_5645 = l_5644 == uint32(0);
if (l_5645) {
const double l_5646 = l_5560 + l_5512;
const bool l_5647 = l_5646 < double(1.1754943508222875e-38);
const double l_5648 = l_5561 - l_5512;
const bool l_5649 = l_5648 > double(-1.1754943508222875e-38);
const bool l_5650 = l_5647 && l_5649;
const double l_5651 = l_5560 - l_5512;
const bool l_5652 = l_5651 < double(1.1754943508222875e-38);
const double l_5653 = l_5561 + l_5512;
const bool l_5654 = l_5653 > double(-1.1754943508222875e-38);
const bool l_5655 = l_5652 && l_5654;
if (l_5650) {
l_mut_3921 = uint32(0);
} else {
const bool l_5656 = l_mut_3921 == uint32(1);
const bool l_5657 = l_5655 && l_5656;
if (l_5657) {
l_mut_3921 = uint32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
}
}
l_mut_720 = l_mut_4964;
}
}
} else {
const bool l_5658 = l_703 == uint32(13);
if (l_5658) {
const double l_5660 = l_716 * l_712;
const double l_5661 = l_716 * l_715;
const double l_5662 = l_716 * l_712;
const double l_5663 = l_716 * l_715;
l_arr_5659[uint32(0)] = l_5660;
l_arr_5659[uint32(1)] = l_5660;
const double l_5664 = l_arr_5659[uint32(0)];
const bool l_5665 = l_5661 < l_5664;
if (l_5665) {
l_arr_5659[uint32(0)] = l_5661;
}
const double l_5666 = l_arr_5659[uint32(0)];
const bool l_5667 = l_5662 < l_5666;
if (l_5667) {
l_arr_5659[uint32(0)] = l_5662;
}
const double l_5668 = l_arr_5659[uint32(0)];
const bool l_5669 = l_5663 < l_5668;
if (l_5669) {
l_arr_5659[uint32(0)] = l_5663;
}
const double l_5670 = l_arr_5659[uint32(1)];
const bool l_5671 = l_5661 > l_5670;
if (l_5671) {
l_arr_5659[uint32(1)] = l_5661;
}
const double l_5672 = l_arr_5659[uint32(1)];
const bool l_5673 = l_5662 > l_5672;
if (l_5673) {
l_arr_5659[uint32(1)] = l_5662;
}
const double l_5674 = l_arr_5659[uint32(1)];
const bool l_5675 = l_5663 > l_5674;
if (l_5675) {
l_arr_5659[uint32(1)] = l_5663;
}
const double l_5676 = l_arr_5659[uint32(0)];
const double l_5677 = l_5676 * double(7.1362384635298e44);
const double l_5678 = floor(l_5677);
const double l_5679 = l_5678 * double(1.401298464324817e-45);
l_mut_3669 = l_5679;
const double l_5680 = abs(l_5676);
const bool l_5681 = l_5680 >= double(1.1754943508222875e-38);
if (l_5681) {
const float l_5682 = float(l_5676);
const double l_5683 = double(l_5682);
l_mut_3669 = l_5683;
const bool l_5684 = l_mut_3669 > l_5676;
if (l_5684) {
const uint32 l_5685 = reinterpret_cast<uint32 const&>(l_5682);
const uint32 l_5686 = l_5685 ^ uint32(2147483648);
const float l_5687 = reinterpret_cast<float const&>(l_5686);
const uint32 l_5688 = reinterpret_cast<uint32 const&>(l_5687);
const uint32 l_5689 = l_5688 + uint32(1);
l_mut_4964 = l_5689;
const uint32 l_5690 = l_5688 & uint32(2147483647);
const bool l_5691 = l_5690 == uint32(0);
if (l_5691) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5692 = l_5688 & uint32(2147483648);
const bool l_5693 = l_5692 != uint32(0);
if (l_5693) {
const uint32 l_5694 = l_5688 - uint32(1);
l_mut_4964 = l_5694;
} else {
const bool l_5695 = l_5688 == uint32(2139095040);
if (l_5695) {
l_mut_4964 = l_5688;
}
}
}
const float l_5696 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5697 = reinterpret_cast<uint32 const&>(l_5696);
const uint32 l_5698 = l_5697 ^ uint32(2147483648);
const float l_5699 = reinterpret_cast<float const&>(l_5698);
const uint32 l_5700 = reinterpret_cast<uint32 const&>(l_5699);
const uint32 l_5701 = l_5700 & uint32(2147483647);
const float l_5702 = reinterpret_cast<float const&>(l_5701);
const double l_5703 = double(l_5702);
l_mut_3415 = l_5703;
const bool l_5704 = l_5701 < uint32(8388608);
if (l_5704) {
const double l_5705 = double(l_5701);
const double l_5706 = l_5705 * double(1.401298464324817e-45);
l_mut_3415 = l_5706;
}
const uint64 l_5707 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_5708 = l_5700 >> uint32(31);
const uint64 l_5709 = uint64(l_5708);
const uint64 l_5710 = l_5709 << uint64(63);
const uint64 l_5711 = l_5707 | l_5710;
const double l_5712 = reinterpret_cast<double const&>(l_5711);
l_mut_3669 = l_5712;
} else {
const uint32 l_5713 = reinterpret_cast<uint32 const&>(l_5682);
const uint32 l_5714 = l_5713 + uint32(1);
l_mut_4964 = l_5714;
const uint32 l_5715 = l_5713 & uint32(2147483647);
const bool l_5716 = l_5715 == uint32(0);
if (l_5716) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5717 = l_5713 & uint32(2147483648);
const bool l_5718 = l_5717 != uint32(0);
if (l_5718) {
const uint32 l_5719 = l_5713 - uint32(1);
l_mut_4964 = l_5719;
} else {
const bool l_5720 = l_5713 == uint32(2139095040);
if (l_5720) {
l_mut_4964 = l_5713;
}
}
}
const float l_5721 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5722 = reinterpret_cast<uint32 const&>(l_5721);
const uint32 l_5723 = l_5722 & uint32(2147483647);
const float l_5724 = reinterpret_cast<float const&>(l_5723);
const double l_5725 = double(l_5724);
l_mut_3415 = l_5725;
const bool l_5726 = l_5723 < uint32(8388608);
if (l_5726) {
const double l_5727 = double(l_5723);
const double l_5728 = l_5727 * double(1.401298464324817e-45);
l_mut_3415 = l_5728;
}
const uint64 l_5729 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_5730 = l_5722 >> uint32(31);
const uint64 l_5731 = uint64(l_5730);
const uint64 l_5732 = l_5731 << uint64(63);
const uint64 l_5733 = l_5729 | l_5732;
const double l_5734 = reinterpret_cast<double const&>(l_5733);
const bool l_5735 = l_5734 <= l_5676;
if (l_5735) {
const uint32 l_5736 = reinterpret_cast<uint32 const&>(l_5682);
const uint32 l_5737 = l_5736 + uint32(1);
l_mut_4964 = l_5737;
const uint32 l_5738 = l_5736 & uint32(2147483647);
const bool l_5739 = l_5738 == uint32(0);
if (l_5739) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5740 = l_5736 & uint32(2147483648);
const bool l_5741 = l_5740 != uint32(0);
if (l_5741) {
const uint32 l_5742 = l_5736 - uint32(1);
l_mut_4964 = l_5742;
} else {
const bool l_5743 = l_5736 == uint32(2139095040);
if (l_5743) {
l_mut_4964 = l_5736;
}
}
}
const float l_5744 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5745 = reinterpret_cast<uint32 const&>(l_5744);
const uint32 l_5746 = l_5745 & uint32(2147483647);
const float l_5747 = reinterpret_cast<float const&>(l_5746);
const double l_5748 = double(l_5747);
l_mut_3415 = l_5748;
const bool l_5749 = l_5746 < uint32(8388608);
if (l_5749) {
const double l_5750 = double(l_5746);
const double l_5751 = l_5750 * double(1.401298464324817e-45);
l_mut_3415 = l_5751;
}
const uint64 l_5752 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_5753 = l_5745 >> uint32(31);
const uint64 l_5754 = uint64(l_5753);
const uint64 l_5755 = l_5754 << uint64(63);
const uint64 l_5756 = l_5752 | l_5755;
const double l_5757 = reinterpret_cast<double const&>(l_5756);
l_mut_3669 = l_5757;
}
}
}
l_mut_3415 = l_mut_3669;
const bool l_5758 = l_mut_3669 > double(1000.0);
if (l_5758) {
const uint64 l_5759 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint64 l_5760 = l_5759 | uint64(9218868437227405312);
const uint64 l_5761 = l_5760 & uint64(18442240474082181120);
const double l_5762 = reinterpret_cast<double const&>(l_5761);
l_mut_3415 = l_5762;
} else {
const bool l_5763 = l_mut_3669 < double(-1000.0);
if (l_5763) {
l_mut_3415 = double(0.0);
} else {
const bool l_5764 = isnan(l_mut_3669);
const bool l_5765 = !l_5764;
if (l_5765) {
const double l_5766 = l_mut_3669 + double(0.5);
const double l_5767 = floor(l_5766);
const double l_5768 = l_mut_3669 - l_5767;
const double l_5769 = l_5768 * double(0.6931471824645996);
const double l_5770 = l_5768 * double(-1.904654299957768e-9);
const double l_5771 = l_5769 + l_5770;
l_mut_3669 = l_5771;
const bool l_5772 = isnan(l_5771);
if (l_5772) {
} else {
const bool l_5773 = l_5771 < double(-700.0);
if (l_5773) {
l_mut_3669 = double(0.0);
} else {
const bool l_5774 = l_5771 > double(700.0);
if (l_5774) {
const uint64 l_5775 = reinterpret_cast<uint64 const&>(l_5771);
const uint64 l_5776 = l_5775 | uint64(9218868437227405312);
const uint64 l_5777 = l_5776 & uint64(18442240474082181120);
const double l_5778 = reinterpret_cast<double const&>(l_5777);
l_mut_3669 = l_5778;
} else {
const double l_5779 = l_5771 * double(1.4426950408889634);
const double l_5780 = l_5779 + double(0.5);
const double l_5781 = floor(l_5780);
const double l_5782 = l_5781 * double(0.6931471824645996);
const double l_5783 = l_5769 - l_5782;
const double l_5784 = l_5783 * l_20;
const double l_5785 = l_5781 * double(-1.904654299957768e-9);
const double l_5786 = l_5770 - l_5785;
const double l_5787 = l_5784 + l_5786;
const double l_5788 = l_5787 * double(7.647163731819816e-13);
const double l_5789 = l_5788 + double(1.1470745597729725e-11);
l_mut_3159 = l_5789;
const double l_5790 = l_mut_3159 * l_5787;
const double l_5791 = l_5790 + double(1.6059043836821613e-10);
l_mut_3159 = l_5791;
const double l_5792 = l_mut_3159 * l_5787;
const double l_5793 = l_5792 + double(2.08767569878681e-9);
l_mut_3159 = l_5793;
const double l_5794 = l_mut_3159 * l_5787;
const double l_5795 = l_5794 + double(2.505210838544172e-8);
l_mut_3159 = l_5795;
const double l_5796 = l_mut_3159 * l_5787;
const double l_5797 = l_5796 + double(2.755731922398589e-7);
l_mut_3159 = l_5797;
const double l_5798 = l_mut_3159 * l_5787;
const double l_5799 = l_5798 + double(2.7557319223985893e-6);
l_mut_3159 = l_5799;
const double l_5800 = l_mut_3159 * l_5787;
const double l_5801 = l_5800 + double(2.48015873015873e-5);
l_mut_3159 = l_5801;
const double l_5802 = l_mut_3159 * l_5787;
const double l_5803 = l_5802 + double(0.0001984126984126984);
l_mut_3159 = l_5803;
const double l_5804 = l_mut_3159 * l_5787;
const double l_5805 = l_5804 + double(0.001388888888888889);
l_mut_3159 = l_5805;
const double l_5806 = l_mut_3159 * l_5787;
const double l_5807 = l_5806 + double(0.008333333333333333);
l_mut_3159 = l_5807;
const double l_5808 = l_mut_3159 * l_5787;
const double l_5809 = l_5808 + double(0.041666666666666664);
l_mut_3159 = l_5809;
const double l_5810 = l_mut_3159 * l_5787;
const double l_5811 = l_5810 + double(0.16666666666666666);
l_mut_3159 = l_5811;
const double l_5812 = l_mut_3159 * l_5787;
const double l_5813 = l_5812 + double(0.5);
l_mut_3159 = l_5813;
const double l_5814 = l_5787 * l_5787;
const double l_5815 = l_5814 * l_mut_3159;
const double l_5816 = l_5787 + l_5815;
const double l_5817 = double(1.0) + l_5816;
const int32 l_5818 = int32(l_5781);
const int32 l_5819 = l_5818 + int32(1023);
const uint64 l_5820 = uint64(l_5819);
const uint64 l_5821 = l_5820 << uint64(52);
const double l_5822 = reinterpret_cast<double const&>(l_5821);
const double l_5823 = l_5817 * l_5822;
l_mut_3669 = l_5823;
}
}
}
const int32 l_5824 = int32(l_5767);
const int32 l_5825 = l_5824 + int32(1023);
const uint64 l_5826 = uint64(l_5825);
const uint64 l_5827 = l_5826 << uint64(52);
const double l_5828 = reinterpret_cast<double const&>(l_5827);
const double l_5829 = l_mut_3669 * l_5828;
l_mut_3415 = l_5829;
}
}
}
const double l_5830 = l_arr_5659[uint32(1)];
const double l_5831 = -l_5830;
const double l_5832 = l_5831 * double(7.1362384635298e44);
const double l_5833 = floor(l_5832);
const double l_5834 = l_5833 * double(1.401298464324817e-45);
l_mut_3669 = l_5834;
const double l_5835 = abs(l_5831);
const bool l_5836 = l_5835 >= double(1.1754943508222875e-38);
if (l_5836) {
const float l_5837 = float(l_5831);
const double l_5838 = double(l_5837);
l_mut_3669 = l_5838;
const bool l_5839 = l_mut_3669 > l_5831;
if (l_5839) {
const uint32 l_5840 = reinterpret_cast<uint32 const&>(l_5837);
const uint32 l_5841 = l_5840 ^ uint32(2147483648);
const float l_5842 = reinterpret_cast<float const&>(l_5841);
const uint32 l_5843 = reinterpret_cast<uint32 const&>(l_5842);
const uint32 l_5844 = l_5843 + uint32(1);
l_mut_4964 = l_5844;
const uint32 l_5845 = l_5843 & uint32(2147483647);
const bool l_5846 = l_5845 == uint32(0);
if (l_5846) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5847 = l_5843 & uint32(2147483648);
const bool l_5848 = l_5847 != uint32(0);
if (l_5848) {
const uint32 l_5849 = l_5843 - uint32(1);
l_mut_4964 = l_5849;
} else {
const bool l_5850 = l_5843 == uint32(2139095040);
if (l_5850) {
l_mut_4964 = l_5843;
}
}
}
const float l_5851 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5852 = reinterpret_cast<uint32 const&>(l_5851);
const uint32 l_5853 = l_5852 ^ uint32(2147483648);
const float l_5854 = reinterpret_cast<float const&>(l_5853);
const uint32 l_5855 = reinterpret_cast<uint32 const&>(l_5854);
const uint32 l_5856 = l_5855 & uint32(2147483647);
const float l_5857 = reinterpret_cast<float const&>(l_5856);
const double l_5858 = double(l_5857);
l_mut_3159 = l_5858;
const bool l_5859 = l_5856 < uint32(8388608);
if (l_5859) {
const double l_5860 = double(l_5856);
const double l_5861 = l_5860 * double(1.401298464324817e-45);
l_mut_3159 = l_5861;
}
const uint64 l_5862 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_5863 = l_5855 >> uint32(31);
const uint64 l_5864 = uint64(l_5863);
const uint64 l_5865 = l_5864 << uint64(63);
const uint64 l_5866 = l_5862 | l_5865;
const double l_5867 = reinterpret_cast<double const&>(l_5866);
l_mut_3669 = l_5867;
} else {
const uint32 l_5868 = reinterpret_cast<uint32 const&>(l_5837);
const uint32 l_5869 = l_5868 + uint32(1);
l_mut_4964 = l_5869;
const uint32 l_5870 = l_5868 & uint32(2147483647);
const bool l_5871 = l_5870 == uint32(0);
if (l_5871) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5872 = l_5868 & uint32(2147483648);
const bool l_5873 = l_5872 != uint32(0);
if (l_5873) {
const uint32 l_5874 = l_5868 - uint32(1);
l_mut_4964 = l_5874;
} else {
const bool l_5875 = l_5868 == uint32(2139095040);
if (l_5875) {
l_mut_4964 = l_5868;
}
}
}
const float l_5876 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5877 = reinterpret_cast<uint32 const&>(l_5876);
const uint32 l_5878 = l_5877 & uint32(2147483647);
const float l_5879 = reinterpret_cast<float const&>(l_5878);
const double l_5880 = double(l_5879);
l_mut_3159 = l_5880;
const bool l_5881 = l_5878 < uint32(8388608);
if (l_5881) {
const double l_5882 = double(l_5878);
const double l_5883 = l_5882 * double(1.401298464324817e-45);
l_mut_3159 = l_5883;
}
const uint64 l_5884 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_5885 = l_5877 >> uint32(31);
const uint64 l_5886 = uint64(l_5885);
const uint64 l_5887 = l_5886 << uint64(63);
const uint64 l_5888 = l_5884 | l_5887;
const double l_5889 = reinterpret_cast<double const&>(l_5888);
const bool l_5890 = l_5889 <= l_5831;
if (l_5890) {
const uint32 l_5891 = reinterpret_cast<uint32 const&>(l_5837);
const uint32 l_5892 = l_5891 + uint32(1);
l_mut_4964 = l_5892;
const uint32 l_5893 = l_5891 & uint32(2147483647);
const bool l_5894 = l_5893 == uint32(0);
if (l_5894) {
l_mut_4964 = uint32(1);
} else {
const uint32 l_5895 = l_5891 & uint32(2147483648);
const bool l_5896 = l_5895 != uint32(0);
if (l_5896) {
const uint32 l_5897 = l_5891 - uint32(1);
l_mut_4964 = l_5897;
} else {
const bool l_5898 = l_5891 == uint32(2139095040);
if (l_5898) {
l_mut_4964 = l_5891;
}
}
}
const float l_5899 = reinterpret_cast<float const&>(l_mut_4964);
const uint32 l_5900 = reinterpret_cast<uint32 const&>(l_5899);
const uint32 l_5901 = l_5900 & uint32(2147483647);
const float l_5902 = reinterpret_cast<float const&>(l_5901);
const double l_5903 = double(l_5902);
l_mut_3159 = l_5903;
const bool l_5904 = l_5901 < uint32(8388608);
if (l_5904) {
const double l_5905 = double(l_5901);
const double l_5906 = l_5905 * double(1.401298464324817e-45);
l_mut_3159 = l_5906;
}
const uint64 l_5907 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_5908 = l_5900 >> uint32(31);
const uint64 l_5909 = uint64(l_5908);
const uint64 l_5910 = l_5909 << uint64(63);
const uint64 l_5911 = l_5907 | l_5910;
const double l_5912 = reinterpret_cast<double const&>(l_5911);
l_mut_3669 = l_5912;
}
}
}
const double l_5913 = -l_mut_3669;
l_mut_3669 = l_5913;
const bool l_5914 = l_5913 > double(1000.0);
if (l_5914) {
const uint64 l_5915 = reinterpret_cast<uint64 const&>(l_5913);
const uint64 l_5916 = l_5915 | uint64(9218868437227405312);
const uint64 l_5917 = l_5916 & uint64(18442240474082181120);
const double l_5918 = reinterpret_cast<double const&>(l_5917);
l_mut_3669 = l_5918;
} else {
const bool l_5919 = l_5913 < double(-1000.0);
if (l_5919) {
l_mut_3669 = double(0.0);
} else {
const bool l_5920 = isnan(l_5913);
const bool l_5921 = !l_5920;
if (l_5921) {
const double l_5922 = l_5913 + double(0.5);
const double l_5923 = floor(l_5922);
const double l_5924 = l_5913 - l_5923;
const double l_5925 = l_5924 * double(0.6931471824645996);
const double l_5926 = l_5924 * double(-1.904654299957768e-9);
const double l_5927 = l_5925 + l_5926;
l_mut_3159 = l_5927;
const bool l_5928 = isnan(l_5927);
if (l_5928) {
} else {
const bool l_5929 = l_5927 < double(-700.0);
if (l_5929) {
l_mut_3159 = double(0.0);
} else {
const bool l_5930 = l_5927 > double(700.0);
if (l_5930) {
const uint64 l_5931 = reinterpret_cast<uint64 const&>(l_5927);
const uint64 l_5932 = l_5931 | uint64(9218868437227405312);
const uint64 l_5933 = l_5932 & uint64(18442240474082181120);
const double l_5934 = reinterpret_cast<double const&>(l_5933);
l_mut_3159 = l_5934;
} else {
const double l_5935 = l_5927 * double(1.4426950408889634);
const double l_5936 = l_5935 + double(0.5);
const double l_5937 = floor(l_5936);
const double l_5938 = l_5937 * double(0.6931471824645996);
const double l_5939 = l_5925 - l_5938;
const double l_5940 = l_5939 * l_20;
const double l_5941 = l_5937 * double(-1.904654299957768e-9);
const double l_5942 = l_5926 - l_5941;
const double l_5943 = l_5940 + l_5942;
const double l_5944 = l_5943 * double(7.647163731819816e-13);
const double l_5945 = l_5944 + double(1.1470745597729725e-11);
l_mut_2905 = l_5945;
const double l_5946 = l_mut_2905 * l_5943;
const double l_5947 = l_5946 + double(1.6059043836821613e-10);
l_mut_2905 = l_5947;
const double l_5948 = l_mut_2905 * l_5943;
const double l_5949 = l_5948 + double(2.08767569878681e-9);
l_mut_2905 = l_5949;
const double l_5950 = l_mut_2905 * l_5943;
const double l_5951 = l_5950 + double(2.505210838544172e-8);
l_mut_2905 = l_5951;
const double l_5952 = l_mut_2905 * l_5943;
const double l_5953 = l_5952 + double(2.755731922398589e-7);
l_mut_2905 = l_5953;
const double l_5954 = l_mut_2905 * l_5943;
const double l_5955 = l_5954 + double(2.7557319223985893e-6);
l_mut_2905 = l_5955;
const double l_5956 = l_mut_2905 * l_5943;
const double l_5957 = l_5956 + double(2.48015873015873e-5);
l_mut_2905 = l_5957;
const double l_5958 = l_mut_2905 * l_5943;
const double l_5959 = l_5958 + double(0.0001984126984126984);
l_mut_2905 = l_5959;
const double l_5960 = l_mut_2905 * l_5943;
const double l_5961 = l_5960 + double(0.001388888888888889);
l_mut_2905 = l_5961;
const double l_5962 = l_mut_2905 * l_5943;
const double l_5963 = l_5962 + double(0.008333333333333333);
l_mut_2905 = l_5963;
const double l_5964 = l_mut_2905 * l_5943;
const double l_5965 = l_5964 + double(0.041666666666666664);
l_mut_2905 = l_5965;
const double l_5966 = l_mut_2905 * l_5943;
const double l_5967 = l_5966 + double(0.16666666666666666);
l_mut_2905 = l_5967;
const double l_5968 = l_mut_2905 * l_5943;
const double l_5969 = l_5968 + double(0.5);
l_mut_2905 = l_5969;
const double l_5970 = l_5943 * l_5943;
const double l_5971 = l_5970 * l_mut_2905;
const double l_5972 = l_5943 + l_5971;
const double l_5973 = double(1.0) + l_5972;
const int32 l_5974 = int32(l_5937);
const int32 l_5975 = l_5974 + int32(1023);
const uint64 l_5976 = uint64(l_5975);
const uint64 l_5977 = l_5976 << uint64(52);
const double l_5978 = reinterpret_cast<double const&>(l_5977);
const double l_5979 = l_5973 * l_5978;
l_mut_3159 = l_5979;
}
}
}
const int32 l_5980 = int32(l_5923);
const int32 l_5981 = l_5980 + int32(1023);
const uint64 l_5982 = uint64(l_5981);
const uint64 l_5983 = l_5982 << uint64(52);
const double l_5984 = reinterpret_cast<double const&>(l_5983);
const double l_5985 = l_mut_3159 * l_5984;
l_mut_3669 = l_5985;
}
}
}
const double l_5986 = l_mut_3415 * double(1.4551915228366852e-11);
const double l_5987 = l_mut_3669 * double(1.4551915228366852e-11);
l_mut_4964 = uint32(2);
const double l_5988 = l_mut_3415 - l_5986;
const double l_5989 = abs(l_5988);
l_mut_3159 = double(1.401298464324817e-45);
const bool l_5990 = l_5989 >= double(1.1754943508222875e-38);
const bool l_5991 = l_5989 <= double(1.7976931348623157e308);
const bool l_5992 = l_5990 && l_5991;
if (l_5992) {
const uint64 l_5993 = reinterpret_cast<uint64 const&>(l_5989);
const uint64 l_5994 = l_5993 >> uint64(52);
const uint64 l_5995 = l_5994 - uint64(23);
const uint64 l_5996 = l_5995 << uint64(52);
const double l_5997 = reinterpret_cast<double const&>(l_5996);
l_mut_3159 = l_5997;
}
const double l_5998 = l_mut_3415 + l_5986;
const double l_5999 = abs(l_5998);
l_mut_2905 = double(1.401298464324817e-45);
const bool l_6000 = l_5999 >= double(1.1754943508222875e-38);
const bool l_6001 = l_5999 <= double(1.7976931348623157e308);
const bool l_6002 = l_6000 && l_6001;
if (l_6002) {
const uint64 l_6003 = reinterpret_cast<uint64 const&>(l_5999);
const uint64 l_6004 = l_6003 >> uint64(52);
const uint64 l_6005 = l_6004 - uint64(23);
const uint64 l_6006 = l_6005 << uint64(52);
const double l_6007 = reinterpret_cast<double const&>(l_6006);
l_mut_2905 = l_6007;
}
const bool l_6008 = l_mut_3159 == l_mut_2905;
const double l_6009 = l_mut_3669 - l_5987;
const double l_6010 = abs(l_6009);
l_mut_3159 = double(1.401298464324817e-45);
const bool l_6011 = l_6010 >= double(1.1754943508222875e-38);
const bool l_6012 = l_6010 <= double(1.7976931348623157e308);
const bool l_6013 = l_6011 && l_6012;
if (l_6013) {
const uint64 l_6014 = reinterpret_cast<uint64 const&>(l_6010);
const uint64 l_6015 = l_6014 >> uint64(52);
const uint64 l_6016 = l_6015 - uint64(23);
const uint64 l_6017 = l_6016 << uint64(52);
const double l_6018 = reinterpret_cast<double const&>(l_6017);
l_mut_3159 = l_6018;
}
const double l_6019 = l_mut_3669 + l_5987;
const double l_6020 = abs(l_6019);
l_mut_2905 = double(1.401298464324817e-45);
const bool l_6021 = l_6020 >= double(1.1754943508222875e-38);
const bool l_6022 = l_6020 <= double(1.7976931348623157e308);
const bool l_6023 = l_6021 && l_6022;
if (l_6023) {
const uint64 l_6024 = reinterpret_cast<uint64 const&>(l_6020);
const uint64 l_6025 = l_6024 >> uint64(52);
const uint64 l_6026 = l_6025 - uint64(23);
const uint64 l_6027 = l_6026 << uint64(52);
const double l_6028 = reinterpret_cast<double const&>(l_6027);
l_mut_2905 = l_6028;
}
const bool l_6029 = l_mut_3159 == l_mut_2905;
const bool l_6030 = l_6008 && l_6029;
if (l_6030) {
const double l_6031 = l_709 * l_mut_3415;
const double l_6032 = abs(l_mut_3415);
l_mut_3159 = double(1.401298464324817e-45);
const bool l_6033 = l_6032 >= double(1.1754943508222875e-38);
const bool l_6034 = l_6032 <= double(1.7976931348623157e308);
const bool l_6035 = l_6033 && l_6034;
if (l_6035) {
const uint64 l_6036 = reinterpret_cast<uint64 const&>(l_6032);
const uint64 l_6037 = l_6036 >> uint64(52);
const uint64 l_6038 = l_6037 - uint64(23);
const uint64 l_6039 = l_6038 << uint64(52);
const double l_6040 = reinterpret_cast<double const&>(l_6039);
l_mut_3159 = l_6040;
}
const double l_6041 = double(0.5) * l_mut_3159;
l_mut_3159 = l_6031;
const bool l_6042 = l_6041 > l_6031;
if (l_6042) {
l_mut_3159 = l_6041;
}
const double l_6043 = l_709 * l_mut_3669;
const double l_6044 = abs(l_mut_3669);
l_mut_2905 = double(1.401298464324817e-45);
const bool l_6045 = l_6044 >= double(1.1754943508222875e-38);
const bool l_6046 = l_6044 <= double(1.7976931348623157e308);
const bool l_6047 = l_6045 && l_6046;
if (l_6047) {
const uint64 l_6048 = reinterpret_cast<uint64 const&>(l_6044);
const uint64 l_6049 = l_6048 >> uint64(52);
const uint64 l_6050 = l_6049 - uint64(23);
const uint64 l_6051 = l_6050 << uint64(52);
const double l_6052 = reinterpret_cast<double const&>(l_6051);
l_mut_2905 = l_6052;
}
const double l_6053 = double(0.5) * l_mut_2905;
l_mut_2905 = l_6043;
const bool l_6054 = l_6053 > l_6043;
if (l_6054) {
l_mut_2905 = l_6053;
}
const double l_6055 = l_mut_3415 - l_mut_3159;
const double l_6056 = l_mut_3669 + l_mut_2905;
const uint32 l_6057 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6058 = l_6057 & uint32(2147483647);
const float l_6059 = reinterpret_cast<float const&>(l_6058);
const double l_6060 = double(l_6059);
l_mut_3669 = l_6060;
const bool l_6061 = l_6058 < uint32(8388608);
if (l_6061) {
const double l_6062 = double(l_6058);
const double l_6063 = l_6062 * double(1.401298464324817e-45);
l_mut_3669 = l_6063;
}
const uint64 l_6064 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_6065 = l_6057 >> uint32(31);
const uint64 l_6066 = uint64(l_6065);
const uint64 l_6067 = l_6066 << uint64(63);
const uint64 l_6068 = l_6064 | l_6067;
const double l_6069 = reinterpret_cast<double const&>(l_6068);
const uint32 l_6070 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6071 = l_6070 + uint32(1);
l_mut_3921 = l_6071;
const uint32 l_6072 = l_6070 & uint32(2147483647);
const bool l_6073 = l_6072 == uint32(0);
if (l_6073) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6074 = l_6070 & uint32(2147483648);
const bool l_6075 = l_6074 != uint32(0);
if (l_6075) {
const uint32 l_6076 = l_6070 - uint32(1);
l_mut_3921 = l_6076;
} else {
const bool l_6077 = l_6070 == uint32(2139095040);
if (l_6077) {
l_mut_3921 = l_6070;
}
}
}
const float l_6078 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6079 = reinterpret_cast<uint32 const&>(l_6078);
const uint32 l_6080 = l_6079 & uint32(2147483647);
const float l_6081 = reinterpret_cast<float const&>(l_6080);
const double l_6082 = double(l_6081);
l_mut_3669 = l_6082;
const bool l_6083 = l_6080 < uint32(8388608);
if (l_6083) {
const double l_6084 = double(l_6080);
const double l_6085 = l_6084 * double(1.401298464324817e-45);
l_mut_3669 = l_6085;
}
const uint64 l_6086 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_6087 = l_6079 >> uint32(31);
const uint64 l_6088 = uint64(l_6087);
const uint64 l_6089 = l_6088 << uint64(63);
const uint64 l_6090 = l_6086 | l_6089;
const double l_6091 = reinterpret_cast<double const&>(l_6090);
const uint32 l_6092 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6093 = l_6092 ^ uint32(2147483648);
const float l_6094 = reinterpret_cast<float const&>(l_6093);
const uint32 l_6095 = reinterpret_cast<uint32 const&>(l_6094);
const uint32 l_6096 = l_6095 + uint32(1);
l_mut_3921 = l_6096;
const uint32 l_6097 = l_6095 & uint32(2147483647);
const bool l_6098 = l_6097 == uint32(0);
if (l_6098) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6099 = l_6095 & uint32(2147483648);
const bool l_6100 = l_6099 != uint32(0);
if (l_6100) {
const uint32 l_6101 = l_6095 - uint32(1);
l_mut_3921 = l_6101;
} else {
const bool l_6102 = l_6095 == uint32(2139095040);
if (l_6102) {
l_mut_3921 = l_6095;
}
}
}
const float l_6103 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6104 = reinterpret_cast<uint32 const&>(l_6103);
const uint32 l_6105 = l_6104 ^ uint32(2147483648);
const float l_6106 = reinterpret_cast<float const&>(l_6105);
const uint32 l_6107 = reinterpret_cast<uint32 const&>(l_6106);
const uint32 l_6108 = l_6107 & uint32(2147483647);
const float l_6109 = reinterpret_cast<float const&>(l_6108);
const double l_6110 = double(l_6109);
l_mut_3669 = l_6110;
const bool l_6111 = l_6108 < uint32(8388608);
if (l_6111) {
const double l_6112 = double(l_6108);
const double l_6113 = l_6112 * double(1.401298464324817e-45);
l_mut_3669 = l_6113;
}
const uint64 l_6114 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_6115 = l_6107 >> uint32(31);
const uint64 l_6116 = uint64(l_6115);
const uint64 l_6117 = l_6116 << uint64(63);
const uint64 l_6118 = l_6114 | l_6117;
const double l_6119 = reinterpret_cast<double const&>(l_6118);
const double l_6120 = l_6055 + l_5986;
const bool l_6121 = l_6120 <= l_6069;
l_mut_837 = l_6121;
const double l_6122 = l_6055 - l_5986;
const bool l_6123 = l_6122 > l_6069;
l_mut_834 = l_6123;
const double l_6124 = l_6056 - l_5987;
const bool l_6125 = l_6124 >= l_6069;
l_mut_831 = l_6125;
const double l_6126 = l_6056 + l_5987;
const bool l_6127 = l_6126 < l_6069;
l_mut_828 = l_6127;
l_mut_3921 = uint32(2);
const bool l_6128 = l_mut_834 || l_mut_828;
if (l_6128) {
l_mut_3921 = uint32(1);
} else {
const bool l_6129 = l_mut_837 && l_mut_831;
if (l_6129) {
l_mut_3921 = uint32(0);
}
}
const uint32 l_6130 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6131 = l_6130 & uint32(2147483647);
const bool l_6132 = l_6131 == uint32(0);
if (l_6132) {
const double l_6133 = l_6055 + l_5986;
const bool l_6134 = l_6133 < double(1.1754943508222875e-38);
const double l_6135 = l_6056 - l_5987;
const bool l_6136 = l_6135 > double(-1.1754943508222875e-38);
const bool l_6137 = l_6134 && l_6136;
const double l_6138 = l_6055 - l_5986;
const bool l_6139 = l_6138 < double(1.1754943508222875e-38);
const double l_6140 = l_6056 + l_5987;
const bool l_6141 = l_6140 > double(-1.1754943508222875e-38);
const bool l_6142 = l_6139 && l_6141;
if (l_6137) {
l_mut_3921 = uint32(0);
} else {
const bool l_6143 = l_mut_3921 == uint32(1);
const bool l_6144 = l_6142 && l_6143;
if (l_6144) {
l_mut_3921 = uint32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
l_mut_720 = l_mut_4964;
} else {
const bool l_6145 = l_703 == uint32(14);
if (l_6145) {
l_mut_720 = uint32(0);
const bool l_6146 = l_716 > double(0.0);
if (l_6146) {
const float l_6147 = float(l_716);
const uint32 l_6148 = reinterpret_cast<uint32 const&>(l_6147);
const uint32 l_6149 = l_6148 & uint32(2147483647);
const float l_6150 = reinterpret_cast<float const&>(l_6149);
const double l_6151 = double(l_6150);
l_mut_3669 = l_6151;
const bool l_6152 = l_6149 < uint32(8388608);
if (l_6152) {
const double l_6153 = double(l_6149);
const double l_6154 = l_6153 * double(1.401298464324817e-45);
l_mut_3669 = l_6154;
}
const uint64 l_6155 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_6156 = l_6148 >> uint32(31);
const uint64 l_6157 = uint64(l_6156);
const uint64 l_6158 = l_6157 << uint64(63);
const uint64 l_6159 = l_6155 | l_6158;
const double l_6160 = reinterpret_cast<double const&>(l_6159);
l_mut_3669 = l_6160;
const bool l_6161 = l_6160 < double(0.0);
if (l_6161) {
const uint64 l_6162 = reinterpret_cast<uint64 const&>(l_6160);
const uint64 l_6163 = l_6162 | uint64(9221120237041090560);
const double l_6164 = reinterpret_cast<double const&>(l_6163);
l_mut_3669 = l_6164;
} else {
const bool l_6165 = l_6160 == double(0.0);
if (l_6165) {
const double l_6166 = abs(l_6160);
const uint64 l_6167 = reinterpret_cast<uint64 const&>(l_6166);
const uint64 l_6168 = l_6167 | uint64(9218868437227405312);
const uint64 l_6169 = l_6168 & uint64(18442240474082181120);
const double l_6170 = reinterpret_cast<double const&>(l_6169);
const double l_6171 = -l_6170;
l_mut_3669 = l_6171;
} else {
const uint32 l_6172 = reinterpret_cast<uint32 const&>(l_6147);
const bool l_6173 = l_6172 < uint32(2139095040);
if (l_6173) {
const uint64 l_6174 = reinterpret_cast<uint64 const&>(l_6160);
const uint64 l_6175 = l_6174 >> uint64(52);
const uint64 l_6176 = l_6175 & uint64(2047);
const int32 l_6177 = int32(l_6176);
const int32 l_6178 = l_6177 - int32(1023);
l_mut_145 = l_6178;
const uint64 l_6179 = l_6174 & uint64(4503599627370495);
const uint64 l_6180 = l_6179 | uint64(4607182418800017408);
const double l_6181 = reinterpret_cast<double const&>(l_6180);
l_mut_3415 = l_6181;
const bool l_6182 = l_mut_3415 > double(1.4142135623730951);
if (l_6182) {
l_mut_3415 = l_mut_3415 * double(0.5);
l_mut_145 = l_mut_145 + int32(1);
}
const double l_6183 = l_mut_3415 - double(1.0);
const double l_6184 = double(2.0) + l_6183;
const double l_6185 = l_6183 / l_6184;
const double l_6186 = l_6185 * l_6185;
const double l_6187 = l_6186 * double(0.04);
const double l_6188 = l_6187 + double(0.043478260869565216);
l_mut_3415 = l_6188;
const double l_6189 = l_mut_3415 * l_6186;
const double l_6190 = l_6189 + double(0.047619047619047616);
l_mut_3415 = l_6190;
const double l_6191 = l_mut_3415 * l_6186;
const double l_6192 = l_6191 + double(0.05263157894736842);
l_mut_3415 = l_6192;
const double l_6193 = l_mut_3415 * l_6186;
const double l_6194 = l_6193 + double(0.058823529411764705);
l_mut_3415 = l_6194;
const double l_6195 = l_mut_3415 * l_6186;
const double l_6196 = l_6195 + double(0.06666666666666667);
l_mut_3415 = l_6196;
const double l_6197 = l_mut_3415 * l_6186;
const double l_6198 = l_6197 + double(0.07692307692307693);
l_mut_3415 = l_6198;
const double l_6199 = l_mut_3415 * l_6186;
const double l_6200 = l_6199 + double(0.09090909090909091);
l_mut_3415 = l_6200;
const double l_6201 = l_mut_3415 * l_6186;
const double l_6202 = l_6201 + double(0.1111111111111111);
l_mut_3415 = l_6202;
const double l_6203 = l_mut_3415 * l_6186;
const double l_6204 = l_6203 + double(0.14285714285714285);
l_mut_3415 = l_6204;
const double l_6205 = l_mut_3415 * l_6186;
const double l_6206 = l_6205 + double(0.2);
l_mut_3415 = l_6206;
const double l_6207 = l_mut_3415 * l_6186;
const double l_6208 = l_6207 + double(0.3333333333333333);
l_mut_3415 = l_6208;
const double l_6209 = double(2.0) * l_6185;
const double l_6210 = double(2.0) * l_6185;
const double l_6211 = l_6210 * l_6186;
const double l_6212 = l_6211 * l_mut_3415;
const double l_6213 = l_6209 + l_6212;
const double l_6214 = double(l_mut_145);
const double l_6215 = l_6214 * double(0.6931471824645996);
const double l_6216 = l_6214 * double(-1.904654299957768e-9);
const double l_6217 = l_6216 + l_6213;
const double l_6218 = l_6215 + l_6217;
l_mut_3669 = l_6218;
}
}
}
const double l_6219 = l_mut_3669 / double(0.6931471805599453);
const double l_6220 = abs(l_6219);
const double l_6221 = l_709 * l_6220;
l_mut_3669 = l_6221;
const bool l_6222 = l_716 >= double(0.5);
const bool l_6223 = l_716 <= double(2.0);
const bool l_6224 = l_6222 && l_6223;
if (l_6224) {
l_mut_3669 = l_709;
}
const double l_6225 = abs(l_6219);
const double l_6226 = l_6225 * double(1.4551915228366852e-11);
const double l_6227 = double(1.0) + l_709;
const double l_6228 = l_6226 * l_6227;
const double l_6229 = l_6219 - l_mut_3669;
const double l_6230 = l_6219 + l_mut_3669;
const double l_6232 = l_6229 * l_712;
const double l_6233 = l_6229 * l_715;
const double l_6234 = l_6230 * l_712;
const double l_6235 = l_6230 * l_715;
l_arr_6231[uint32(0)] = l_6232;
l_arr_6231[uint32(1)] = l_6232;
const double l_6236 = l_arr_6231[uint32(0)];
const bool l_6237 = l_6233 < l_6236;
if (l_6237) {
l_arr_6231[uint32(0)] = l_6233;
}
const double l_6238 = l_arr_6231[uint32(0)];
const bool l_6239 = l_6234 < l_6238;
if (l_6239) {
l_arr_6231[uint32(0)] = l_6234;
}
const double l_6240 = l_arr_6231[uint32(0)];
const bool l_6241 = l_6235 < l_6240;
if (l_6241) {
l_arr_6231[uint32(0)] = l_6235;
}
const double l_6242 = l_arr_6231[uint32(1)];
const bool l_6243 = l_6233 > l_6242;
if (l_6243) {
l_arr_6231[uint32(1)] = l_6233;
}
const double l_6244 = l_arr_6231[uint32(1)];
const bool l_6245 = l_6234 > l_6244;
if (l_6245) {
l_arr_6231[uint32(1)] = l_6234;
}
const double l_6246 = l_arr_6231[uint32(1)];
const bool l_6247 = l_6235 > l_6246;
if (l_6247) {
l_arr_6231[uint32(1)] = l_6235;
}
const double l_6248 = l_6228 * l_715;
l_mut_4964 = uint32(2);
const double l_6249 = l_arr_6231[uint32(0)];
const double l_6250 = l_6249 - l_6248;
const double l_6251 = l_6250 * double(7.1362384635298e44);
const double l_6252 = floor(l_6251);
const double l_6253 = l_6252 * double(1.401298464324817e-45);
l_mut_3669 = l_6253;
const double l_6254 = abs(l_6250);
const bool l_6255 = l_6254 >= double(1.1754943508222875e-38);
if (l_6255) {
const float l_6256 = float(l_6250);
const double l_6257 = double(l_6256);
l_mut_3669 = l_6257;
const bool l_6258 = l_mut_3669 > l_6250;
if (l_6258) {
const uint32 l_6259 = reinterpret_cast<uint32 const&>(l_6256);
const uint32 l_6260 = l_6259 ^ uint32(2147483648);
const float l_6261 = reinterpret_cast<float const&>(l_6260);
const uint32 l_6262 = reinterpret_cast<uint32 const&>(l_6261);
const uint32 l_6263 = l_6262 + uint32(1);
l_mut_3921 = l_6263;
const uint32 l_6264 = l_6262 & uint32(2147483647);
const bool l_6265 = l_6264 == uint32(0);
if (l_6265) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6266 = l_6262 & uint32(2147483648);
const bool l_6267 = l_6266 != uint32(0);
if (l_6267) {
const uint32 l_6268 = l_6262 - uint32(1);
l_mut_3921 = l_6268;
} else {
const bool l_6269 = l_6262 == uint32(2139095040);
if (l_6269) {
l_mut_3921 = l_6262;
}
}
}
const float l_6270 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6271 = reinterpret_cast<uint32 const&>(l_6270);
const uint32 l_6272 = l_6271 ^ uint32(2147483648);
const float l_6273 = reinterpret_cast<float const&>(l_6272);
const uint32 l_6274 = reinterpret_cast<uint32 const&>(l_6273);
const uint32 l_6275 = l_6274 & uint32(2147483647);
const float l_6276 = reinterpret_cast<float const&>(l_6275);
const double l_6277 = double(l_6276);
l_mut_3415 = l_6277;
const bool l_6278 = l_6275 < uint32(8388608);
if (l_6278) {
const double l_6279 = double(l_6275);
const double l_6280 = l_6279 * double(1.401298464324817e-45);
l_mut_3415 = l_6280;
}
const uint64 l_6281 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6282 = l_6274 >> uint32(31);
const uint64 l_6283 = uint64(l_6282);
const uint64 l_6284 = l_6283 << uint64(63);
const uint64 l_6285 = l_6281 | l_6284;
const double l_6286 = reinterpret_cast<double const&>(l_6285);
l_mut_3669 = l_6286;
} else {
const uint32 l_6287 = reinterpret_cast<uint32 const&>(l_6256);
const uint32 l_6288 = l_6287 + uint32(1);
l_mut_3921 = l_6288;
const uint32 l_6289 = l_6287 & uint32(2147483647);
const bool l_6290 = l_6289 == uint32(0);
if (l_6290) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6291 = l_6287 & uint32(2147483648);
const bool l_6292 = l_6291 != uint32(0);
if (l_6292) {
const uint32 l_6293 = l_6287 - uint32(1);
l_mut_3921 = l_6293;
} else {
const bool l_6294 = l_6287 == uint32(2139095040);
if (l_6294) {
l_mut_3921 = l_6287;
}
}
}
const float l_6295 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6296 = reinterpret_cast<uint32 const&>(l_6295);
const uint32 l_6297 = l_6296 & uint32(2147483647);
const float l_6298 = reinterpret_cast<float const&>(l_6297);
const double l_6299 = double(l_6298);
l_mut_3415 = l_6299;
const bool l_6300 = l_6297 < uint32(8388608);
if (l_6300) {
const double l_6301 = double(l_6297);
const double l_6302 = l_6301 * double(1.401298464324817e-45);
l_mut_3415 = l_6302;
}
const uint64 l_6303 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6304 = l_6296 >> uint32(31);
const uint64 l_6305 = uint64(l_6304);
const uint64 l_6306 = l_6305 << uint64(63);
const uint64 l_6307 = l_6303 | l_6306;
const double l_6308 = reinterpret_cast<double const&>(l_6307);
const bool l_6309 = l_6308 <= l_6250;
if (l_6309) {
const uint32 l_6310 = reinterpret_cast<uint32 const&>(l_6256);
const uint32 l_6311 = l_6310 + uint32(1);
l_mut_3921 = l_6311;
const uint32 l_6312 = l_6310 & uint32(2147483647);
const bool l_6313 = l_6312 == uint32(0);
if (l_6313) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6314 = l_6310 & uint32(2147483648);
const bool l_6315 = l_6314 != uint32(0);
if (l_6315) {
const uint32 l_6316 = l_6310 - uint32(1);
l_mut_3921 = l_6316;
} else {
const bool l_6317 = l_6310 == uint32(2139095040);
if (l_6317) {
l_mut_3921 = l_6310;
}
}
}
const float l_6318 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6319 = reinterpret_cast<uint32 const&>(l_6318);
const uint32 l_6320 = l_6319 & uint32(2147483647);
const float l_6321 = reinterpret_cast<float const&>(l_6320);
const double l_6322 = double(l_6321);
l_mut_3415 = l_6322;
const bool l_6323 = l_6320 < uint32(8388608);
if (l_6323) {
const double l_6324 = double(l_6320);
const double l_6325 = l_6324 * double(1.401298464324817e-45);
l_mut_3415 = l_6325;
}
const uint64 l_6326 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6327 = l_6319 >> uint32(31);
const uint64 l_6328 = uint64(l_6327);
const uint64 l_6329 = l_6328 << uint64(63);
const uint64 l_6330 = l_6326 | l_6329;
const double l_6331 = reinterpret_cast<double const&>(l_6330);
l_mut_3669 = l_6331;
}
}
}
const double l_6332 = l_6249 + l_6248;
const double l_6333 = l_6332 * double(7.1362384635298e44);
const double l_6334 = floor(l_6333);
const double l_6335 = l_6334 * double(1.401298464324817e-45);
l_mut_3415 = l_6335;
const double l_6336 = abs(l_6332);
const bool l_6337 = l_6336 >= double(1.1754943508222875e-38);
if (l_6337) {
const float l_6338 = float(l_6332);
const double l_6339 = double(l_6338);
l_mut_3415 = l_6339;
const bool l_6340 = l_mut_3415 > l_6332;
if (l_6340) {
const uint32 l_6341 = reinterpret_cast<uint32 const&>(l_6338);
const uint32 l_6342 = l_6341 ^ uint32(2147483648);
const float l_6343 = reinterpret_cast<float const&>(l_6342);
const uint32 l_6344 = reinterpret_cast<uint32 const&>(l_6343);
const uint32 l_6345 = l_6344 + uint32(1);
l_mut_3921 = l_6345;
const uint32 l_6346 = l_6344 & uint32(2147483647);
const bool l_6347 = l_6346 == uint32(0);
if (l_6347) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6348 = l_6344 & uint32(2147483648);
const bool l_6349 = l_6348 != uint32(0);
if (l_6349) {
const uint32 l_6350 = l_6344 - uint32(1);
l_mut_3921 = l_6350;
} else {
const bool l_6351 = l_6344 == uint32(2139095040);
if (l_6351) {
l_mut_3921 = l_6344;
}
}
}
const float l_6352 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6353 = reinterpret_cast<uint32 const&>(l_6352);
const uint32 l_6354 = l_6353 ^ uint32(2147483648);
const float l_6355 = reinterpret_cast<float const&>(l_6354);
const uint32 l_6356 = reinterpret_cast<uint32 const&>(l_6355);
const uint32 l_6357 = l_6356 & uint32(2147483647);
const float l_6358 = reinterpret_cast<float const&>(l_6357);
const double l_6359 = double(l_6358);
l_mut_3159 = l_6359;
const bool l_6360 = l_6357 < uint32(8388608);
if (l_6360) {
const double l_6361 = double(l_6357);
const double l_6362 = l_6361 * double(1.401298464324817e-45);
l_mut_3159 = l_6362;
}
const uint64 l_6363 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6364 = l_6356 >> uint32(31);
const uint64 l_6365 = uint64(l_6364);
const uint64 l_6366 = l_6365 << uint64(63);
const uint64 l_6367 = l_6363 | l_6366;
const double l_6368 = reinterpret_cast<double const&>(l_6367);
l_mut_3415 = l_6368;
} else {
const uint32 l_6369 = reinterpret_cast<uint32 const&>(l_6338);
const uint32 l_6370 = l_6369 + uint32(1);
l_mut_3921 = l_6370;
const uint32 l_6371 = l_6369 & uint32(2147483647);
const bool l_6372 = l_6371 == uint32(0);
if (l_6372) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6373 = l_6369 & uint32(2147483648);
const bool l_6374 = l_6373 != uint32(0);
if (l_6374) {
const uint32 l_6375 = l_6369 - uint32(1);
l_mut_3921 = l_6375;
} else {
const bool l_6376 = l_6369 == uint32(2139095040);
if (l_6376) {
l_mut_3921 = l_6369;
}
}
}
const float l_6377 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6378 = reinterpret_cast<uint32 const&>(l_6377);
const uint32 l_6379 = l_6378 & uint32(2147483647);
const float l_6380 = reinterpret_cast<float const&>(l_6379);
const double l_6381 = double(l_6380);
l_mut_3159 = l_6381;
const bool l_6382 = l_6379 < uint32(8388608);
if (l_6382) {
const double l_6383 = double(l_6379);
const double l_6384 = l_6383 * double(1.401298464324817e-45);
l_mut_3159 = l_6384;
}
const uint64 l_6385 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6386 = l_6378 >> uint32(31);
const uint64 l_6387 = uint64(l_6386);
const uint64 l_6388 = l_6387 << uint64(63);
const uint64 l_6389 = l_6385 | l_6388;
const double l_6390 = reinterpret_cast<double const&>(l_6389);
const bool l_6391 = l_6390 <= l_6332;
if (l_6391) {
const uint32 l_6392 = reinterpret_cast<uint32 const&>(l_6338);
const uint32 l_6393 = l_6392 + uint32(1);
l_mut_3921 = l_6393;
const uint32 l_6394 = l_6392 & uint32(2147483647);
const bool l_6395 = l_6394 == uint32(0);
if (l_6395) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6396 = l_6392 & uint32(2147483648);
const bool l_6397 = l_6396 != uint32(0);
if (l_6397) {
const uint32 l_6398 = l_6392 - uint32(1);
l_mut_3921 = l_6398;
} else {
const bool l_6399 = l_6392 == uint32(2139095040);
if (l_6399) {
l_mut_3921 = l_6392;
}
}
}
const float l_6400 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6401 = reinterpret_cast<uint32 const&>(l_6400);
const uint32 l_6402 = l_6401 & uint32(2147483647);
const float l_6403 = reinterpret_cast<float const&>(l_6402);
const double l_6404 = double(l_6403);
l_mut_3159 = l_6404;
const bool l_6405 = l_6402 < uint32(8388608);
if (l_6405) {
const double l_6406 = double(l_6402);
const double l_6407 = l_6406 * double(1.401298464324817e-45);
l_mut_3159 = l_6407;
}
const uint64 l_6408 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6409 = l_6401 >> uint32(31);
const uint64 l_6410 = uint64(l_6409);
const uint64 l_6411 = l_6410 << uint64(63);
const uint64 l_6412 = l_6408 | l_6411;
const double l_6413 = reinterpret_cast<double const&>(l_6412);
l_mut_3415 = l_6413;
}
}
}
const bool l_6414 = l_mut_3669 == l_mut_3415;
const double l_6415 = l_arr_6231[uint32(1)];
const double l_6416 = l_6415 - l_6248;
const double l_6417 = l_6416 * double(7.1362384635298e44);
const double l_6418 = floor(l_6417);
const double l_6419 = l_6418 * double(1.401298464324817e-45);
l_mut_3669 = l_6419;
const double l_6420 = abs(l_6416);
const bool l_6421 = l_6420 >= double(1.1754943508222875e-38);
if (l_6421) {
const float l_6422 = float(l_6416);
const double l_6423 = double(l_6422);
l_mut_3669 = l_6423;
const bool l_6424 = l_mut_3669 > l_6416;
if (l_6424) {
const uint32 l_6425 = reinterpret_cast<uint32 const&>(l_6422);
const uint32 l_6426 = l_6425 ^ uint32(2147483648);
const float l_6427 = reinterpret_cast<float const&>(l_6426);
const uint32 l_6428 = reinterpret_cast<uint32 const&>(l_6427);
const uint32 l_6429 = l_6428 + uint32(1);
l_mut_3921 = l_6429;
const uint32 l_6430 = l_6428 & uint32(2147483647);
const bool l_6431 = l_6430 == uint32(0);
if (l_6431) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6432 = l_6428 & uint32(2147483648);
const bool l_6433 = l_6432 != uint32(0);
if (l_6433) {
const uint32 l_6434 = l_6428 - uint32(1);
l_mut_3921 = l_6434;
} else {
const bool l_6435 = l_6428 == uint32(2139095040);
if (l_6435) {
l_mut_3921 = l_6428;
}
}
}
const float l_6436 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6437 = reinterpret_cast<uint32 const&>(l_6436);
const uint32 l_6438 = l_6437 ^ uint32(2147483648);
const float l_6439 = reinterpret_cast<float const&>(l_6438);
const uint32 l_6440 = reinterpret_cast<uint32 const&>(l_6439);
const uint32 l_6441 = l_6440 & uint32(2147483647);
const float l_6442 = reinterpret_cast<float const&>(l_6441);
const double l_6443 = double(l_6442);
l_mut_3415 = l_6443;
const bool l_6444 = l_6441 < uint32(8388608);
if (l_6444) {
const double l_6445 = double(l_6441);
const double l_6446 = l_6445 * double(1.401298464324817e-45);
l_mut_3415 = l_6446;
}
const uint64 l_6447 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6448 = l_6440 >> uint32(31);
const uint64 l_6449 = uint64(l_6448);
const uint64 l_6450 = l_6449 << uint64(63);
const uint64 l_6451 = l_6447 | l_6450;
const double l_6452 = reinterpret_cast<double const&>(l_6451);
l_mut_3669 = l_6452;
} else {
const uint32 l_6453 = reinterpret_cast<uint32 const&>(l_6422);
const uint32 l_6454 = l_6453 + uint32(1);
l_mut_3921 = l_6454;
const uint32 l_6455 = l_6453 & uint32(2147483647);
const bool l_6456 = l_6455 == uint32(0);
if (l_6456) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6457 = l_6453 & uint32(2147483648);
const bool l_6458 = l_6457 != uint32(0);
if (l_6458) {
const uint32 l_6459 = l_6453 - uint32(1);
l_mut_3921 = l_6459;
} else {
const bool l_6460 = l_6453 == uint32(2139095040);
if (l_6460) {
l_mut_3921 = l_6453;
}
}
}
const float l_6461 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6462 = reinterpret_cast<uint32 const&>(l_6461);
const uint32 l_6463 = l_6462 & uint32(2147483647);
const float l_6464 = reinterpret_cast<float const&>(l_6463);
const double l_6465 = double(l_6464);
l_mut_3415 = l_6465;
const bool l_6466 = l_6463 < uint32(8388608);
if (l_6466) {
const double l_6467 = double(l_6463);
const double l_6468 = l_6467 * double(1.401298464324817e-45);
l_mut_3415 = l_6468;
}
const uint64 l_6469 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6470 = l_6462 >> uint32(31);
const uint64 l_6471 = uint64(l_6470);
const uint64 l_6472 = l_6471 << uint64(63);
const uint64 l_6473 = l_6469 | l_6472;
const double l_6474 = reinterpret_cast<double const&>(l_6473);
const bool l_6475 = l_6474 <= l_6416;
if (l_6475) {
const uint32 l_6476 = reinterpret_cast<uint32 const&>(l_6422);
const uint32 l_6477 = l_6476 + uint32(1);
l_mut_3921 = l_6477;
const uint32 l_6478 = l_6476 & uint32(2147483647);
const bool l_6479 = l_6478 == uint32(0);
if (l_6479) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6480 = l_6476 & uint32(2147483648);
const bool l_6481 = l_6480 != uint32(0);
if (l_6481) {
const uint32 l_6482 = l_6476 - uint32(1);
l_mut_3921 = l_6482;
} else {
const bool l_6483 = l_6476 == uint32(2139095040);
if (l_6483) {
l_mut_3921 = l_6476;
}
}
}
const float l_6484 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6485 = reinterpret_cast<uint32 const&>(l_6484);
const uint32 l_6486 = l_6485 & uint32(2147483647);
const float l_6487 = reinterpret_cast<float const&>(l_6486);
const double l_6488 = double(l_6487);
l_mut_3415 = l_6488;
const bool l_6489 = l_6486 < uint32(8388608);
if (l_6489) {
const double l_6490 = double(l_6486);
const double l_6491 = l_6490 * double(1.401298464324817e-45);
l_mut_3415 = l_6491;
}
const uint64 l_6492 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6493 = l_6485 >> uint32(31);
const uint64 l_6494 = uint64(l_6493);
const uint64 l_6495 = l_6494 << uint64(63);
const uint64 l_6496 = l_6492 | l_6495;
const double l_6497 = reinterpret_cast<double const&>(l_6496);
l_mut_3669 = l_6497;
}
}
}
const double l_6498 = l_6415 + l_6248;
const double l_6499 = l_6498 * double(7.1362384635298e44);
const double l_6500 = floor(l_6499);
const double l_6501 = l_6500 * double(1.401298464324817e-45);
l_mut_3415 = l_6501;
const double l_6502 = abs(l_6498);
const bool l_6503 = l_6502 >= double(1.1754943508222875e-38);
if (l_6503) {
const float l_6504 = float(l_6498);
const double l_6505 = double(l_6504);
l_mut_3415 = l_6505;
const bool l_6506 = l_mut_3415 > l_6498;
if (l_6506) {
const uint32 l_6507 = reinterpret_cast<uint32 const&>(l_6504);
const uint32 l_6508 = l_6507 ^ uint32(2147483648);
const float l_6509 = reinterpret_cast<float const&>(l_6508);
const uint32 l_6510 = reinterpret_cast<uint32 const&>(l_6509);
const uint32 l_6511 = l_6510 + uint32(1);
l_mut_3921 = l_6511;
const uint32 l_6512 = l_6510 & uint32(2147483647);
const bool l_6513 = l_6512 == uint32(0);
if (l_6513) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6514 = l_6510 & uint32(2147483648);
const bool l_6515 = l_6514 != uint32(0);
if (l_6515) {
const uint32 l_6516 = l_6510 - uint32(1);
l_mut_3921 = l_6516;
} else {
const bool l_6517 = l_6510 == uint32(2139095040);
if (l_6517) {
l_mut_3921 = l_6510;
}
}
}
const float l_6518 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6519 = reinterpret_cast<uint32 const&>(l_6518);
const uint32 l_6520 = l_6519 ^ uint32(2147483648);
const float l_6521 = reinterpret_cast<float const&>(l_6520);
const uint32 l_6522 = reinterpret_cast<uint32 const&>(l_6521);
const uint32 l_6523 = l_6522 & uint32(2147483647);
const float l_6524 = reinterpret_cast<float const&>(l_6523);
const double l_6525 = double(l_6524);
l_mut_3159 = l_6525;
const bool l_6526 = l_6523 < uint32(8388608);
if (l_6526) {
const double l_6527 = double(l_6523);
const double l_6528 = l_6527 * double(1.401298464324817e-45);
l_mut_3159 = l_6528;
}
const uint64 l_6529 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6530 = l_6522 >> uint32(31);
const uint64 l_6531 = uint64(l_6530);
const uint64 l_6532 = l_6531 << uint64(63);
const uint64 l_6533 = l_6529 | l_6532;
const double l_6534 = reinterpret_cast<double const&>(l_6533);
l_mut_3415 = l_6534;
} else {
const uint32 l_6535 = reinterpret_cast<uint32 const&>(l_6504);
const uint32 l_6536 = l_6535 + uint32(1);
l_mut_3921 = l_6536;
const uint32 l_6537 = l_6535 & uint32(2147483647);
const bool l_6538 = l_6537 == uint32(0);
if (l_6538) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6539 = l_6535 & uint32(2147483648);
const bool l_6540 = l_6539 != uint32(0);
if (l_6540) {
const uint32 l_6541 = l_6535 - uint32(1);
l_mut_3921 = l_6541;
} else {
const bool l_6542 = l_6535 == uint32(2139095040);
if (l_6542) {
l_mut_3921 = l_6535;
}
}
}
const float l_6543 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6544 = reinterpret_cast<uint32 const&>(l_6543);
const uint32 l_6545 = l_6544 & uint32(2147483647);
const float l_6546 = reinterpret_cast<float const&>(l_6545);
const double l_6547 = double(l_6546);
l_mut_3159 = l_6547;
const bool l_6548 = l_6545 < uint32(8388608);
if (l_6548) {
const double l_6549 = double(l_6545);
const double l_6550 = l_6549 * double(1.401298464324817e-45);
l_mut_3159 = l_6550;
}
const uint64 l_6551 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6552 = l_6544 >> uint32(31);
const uint64 l_6553 = uint64(l_6552);
const uint64 l_6554 = l_6553 << uint64(63);
const uint64 l_6555 = l_6551 | l_6554;
const double l_6556 = reinterpret_cast<double const&>(l_6555);
const bool l_6557 = l_6556 <= l_6498;
if (l_6557) {
const uint32 l_6558 = reinterpret_cast<uint32 const&>(l_6504);
const uint32 l_6559 = l_6558 + uint32(1);
l_mut_3921 = l_6559;
const uint32 l_6560 = l_6558 & uint32(2147483647);
const bool l_6561 = l_6560 == uint32(0);
if (l_6561) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6562 = l_6558 & uint32(2147483648);
const bool l_6563 = l_6562 != uint32(0);
if (l_6563) {
const uint32 l_6564 = l_6558 - uint32(1);
l_mut_3921 = l_6564;
} else {
const bool l_6565 = l_6558 == uint32(2139095040);
if (l_6565) {
l_mut_3921 = l_6558;
}
}
}
const float l_6566 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6567 = reinterpret_cast<uint32 const&>(l_6566);
const uint32 l_6568 = l_6567 & uint32(2147483647);
const float l_6569 = reinterpret_cast<float const&>(l_6568);
const double l_6570 = double(l_6569);
l_mut_3159 = l_6570;
const bool l_6571 = l_6568 < uint32(8388608);
if (l_6571) {
const double l_6572 = double(l_6568);
const double l_6573 = l_6572 * double(1.401298464324817e-45);
l_mut_3159 = l_6573;
}
const uint64 l_6574 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6575 = l_6567 >> uint32(31);
const uint64 l_6576 = uint64(l_6575);
const uint64 l_6577 = l_6576 << uint64(63);
const uint64 l_6578 = l_6574 | l_6577;
const double l_6579 = reinterpret_cast<double const&>(l_6578);
l_mut_3415 = l_6579;
}
}
}
const bool l_6580 = l_mut_3669 == l_mut_3415;
const bool l_6581 = l_6414 && l_6580;
if (l_6581) {
const double l_6582 = l_arr_6231[uint32(0)];
const double l_6583 = l_6582 * double(7.1362384635298e44);
const double l_6584 = floor(l_6583);
const double l_6585 = l_6584 * double(1.401298464324817e-45);
l_mut_3669 = l_6585;
const double l_6586 = abs(l_6582);
const bool l_6587 = l_6586 >= double(1.1754943508222875e-38);
if (l_6587) {
const float l_6588 = float(l_6582);
const double l_6589 = double(l_6588);
l_mut_3669 = l_6589;
const bool l_6590 = l_mut_3669 > l_6582;
if (l_6590) {
const uint32 l_6591 = reinterpret_cast<uint32 const&>(l_6588);
const uint32 l_6592 = l_6591 ^ uint32(2147483648);
const float l_6593 = reinterpret_cast<float const&>(l_6592);
const uint32 l_6594 = reinterpret_cast<uint32 const&>(l_6593);
const uint32 l_6595 = l_6594 + uint32(1);
l_mut_3921 = l_6595;
const uint32 l_6596 = l_6594 & uint32(2147483647);
const bool l_6597 = l_6596 == uint32(0);
if (l_6597) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6598 = l_6594 & uint32(2147483648);
const bool l_6599 = l_6598 != uint32(0);
if (l_6599) {
const uint32 l_6600 = l_6594 - uint32(1);
l_mut_3921 = l_6600;
} else {
const bool l_6601 = l_6594 == uint32(2139095040);
if (l_6601) {
l_mut_3921 = l_6594;
}
}
}
const float l_6602 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6603 = reinterpret_cast<uint32 const&>(l_6602);
const uint32 l_6604 = l_6603 ^ uint32(2147483648);
const float l_6605 = reinterpret_cast<float const&>(l_6604);
const uint32 l_6606 = reinterpret_cast<uint32 const&>(l_6605);
const uint32 l_6607 = l_6606 & uint32(2147483647);
const float l_6608 = reinterpret_cast<float const&>(l_6607);
const double l_6609 = double(l_6608);
l_mut_3415 = l_6609;
const bool l_6610 = l_6607 < uint32(8388608);
if (l_6610) {
const double l_6611 = double(l_6607);
const double l_6612 = l_6611 * double(1.401298464324817e-45);
l_mut_3415 = l_6612;
}
const uint64 l_6613 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6614 = l_6606 >> uint32(31);
const uint64 l_6615 = uint64(l_6614);
const uint64 l_6616 = l_6615 << uint64(63);
const uint64 l_6617 = l_6613 | l_6616;
const double l_6618 = reinterpret_cast<double const&>(l_6617);
l_mut_3669 = l_6618;
} else {
const uint32 l_6619 = reinterpret_cast<uint32 const&>(l_6588);
const uint32 l_6620 = l_6619 + uint32(1);
l_mut_3921 = l_6620;
const uint32 l_6621 = l_6619 & uint32(2147483647);
const bool l_6622 = l_6621 == uint32(0);
if (l_6622) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6623 = l_6619 & uint32(2147483648);
const bool l_6624 = l_6623 != uint32(0);
if (l_6624) {
const uint32 l_6625 = l_6619 - uint32(1);
l_mut_3921 = l_6625;
} else {
const bool l_6626 = l_6619 == uint32(2139095040);
if (l_6626) {
l_mut_3921 = l_6619;
}
}
}
const float l_6627 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6628 = reinterpret_cast<uint32 const&>(l_6627);
const uint32 l_6629 = l_6628 & uint32(2147483647);
const float l_6630 = reinterpret_cast<float const&>(l_6629);
const double l_6631 = double(l_6630);
l_mut_3415 = l_6631;
const bool l_6632 = l_6629 < uint32(8388608);
if (l_6632) {
const double l_6633 = double(l_6629);
const double l_6634 = l_6633 * double(1.401298464324817e-45);
l_mut_3415 = l_6634;
}
const uint64 l_6635 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6636 = l_6628 >> uint32(31);
const uint64 l_6637 = uint64(l_6636);
const uint64 l_6638 = l_6637 << uint64(63);
const uint64 l_6639 = l_6635 | l_6638;
const double l_6640 = reinterpret_cast<double const&>(l_6639);
const bool l_6641 = l_6640 <= l_6582;
if (l_6641) {
const uint32 l_6642 = reinterpret_cast<uint32 const&>(l_6588);
const uint32 l_6643 = l_6642 + uint32(1);
l_mut_3921 = l_6643;
const uint32 l_6644 = l_6642 & uint32(2147483647);
const bool l_6645 = l_6644 == uint32(0);
if (l_6645) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6646 = l_6642 & uint32(2147483648);
const bool l_6647 = l_6646 != uint32(0);
if (l_6647) {
const uint32 l_6648 = l_6642 - uint32(1);
l_mut_3921 = l_6648;
} else {
const bool l_6649 = l_6642 == uint32(2139095040);
if (l_6649) {
l_mut_3921 = l_6642;
}
}
}
const float l_6650 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6651 = reinterpret_cast<uint32 const&>(l_6650);
const uint32 l_6652 = l_6651 & uint32(2147483647);
const float l_6653 = reinterpret_cast<float const&>(l_6652);
const double l_6654 = double(l_6653);
l_mut_3415 = l_6654;
const bool l_6655 = l_6652 < uint32(8388608);
if (l_6655) {
const double l_6656 = double(l_6652);
const double l_6657 = l_6656 * double(1.401298464324817e-45);
l_mut_3415 = l_6657;
}
const uint64 l_6658 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6659 = l_6651 >> uint32(31);
const uint64 l_6660 = uint64(l_6659);
const uint64 l_6661 = l_6660 << uint64(63);
const uint64 l_6662 = l_6658 | l_6661;
const double l_6663 = reinterpret_cast<double const&>(l_6662);
l_mut_3669 = l_6663;
}
}
}
const double l_6664 = l_arr_6231[uint32(1)];
const double l_6665 = -l_6664;
const double l_6666 = l_6665 * double(7.1362384635298e44);
const double l_6667 = floor(l_6666);
const double l_6668 = l_6667 * double(1.401298464324817e-45);
l_mut_3415 = l_6668;
const double l_6669 = abs(l_6665);
const bool l_6670 = l_6669 >= double(1.1754943508222875e-38);
if (l_6670) {
const float l_6671 = float(l_6665);
const double l_6672 = double(l_6671);
l_mut_3415 = l_6672;
const bool l_6673 = l_mut_3415 > l_6665;
if (l_6673) {
const uint32 l_6674 = reinterpret_cast<uint32 const&>(l_6671);
const uint32 l_6675 = l_6674 ^ uint32(2147483648);
const float l_6676 = reinterpret_cast<float const&>(l_6675);
const uint32 l_6677 = reinterpret_cast<uint32 const&>(l_6676);
const uint32 l_6678 = l_6677 + uint32(1);
l_mut_3921 = l_6678;
const uint32 l_6679 = l_6677 & uint32(2147483647);
const bool l_6680 = l_6679 == uint32(0);
if (l_6680) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6681 = l_6677 & uint32(2147483648);
const bool l_6682 = l_6681 != uint32(0);
if (l_6682) {
const uint32 l_6683 = l_6677 - uint32(1);
l_mut_3921 = l_6683;
} else {
const bool l_6684 = l_6677 == uint32(2139095040);
if (l_6684) {
l_mut_3921 = l_6677;
}
}
}
const float l_6685 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6686 = reinterpret_cast<uint32 const&>(l_6685);
const uint32 l_6687 = l_6686 ^ uint32(2147483648);
const float l_6688 = reinterpret_cast<float const&>(l_6687);
const uint32 l_6689 = reinterpret_cast<uint32 const&>(l_6688);
const uint32 l_6690 = l_6689 & uint32(2147483647);
const float l_6691 = reinterpret_cast<float const&>(l_6690);
const double l_6692 = double(l_6691);
l_mut_3159 = l_6692;
const bool l_6693 = l_6690 < uint32(8388608);
if (l_6693) {
const double l_6694 = double(l_6690);
const double l_6695 = l_6694 * double(1.401298464324817e-45);
l_mut_3159 = l_6695;
}
const uint64 l_6696 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6697 = l_6689 >> uint32(31);
const uint64 l_6698 = uint64(l_6697);
const uint64 l_6699 = l_6698 << uint64(63);
const uint64 l_6700 = l_6696 | l_6699;
const double l_6701 = reinterpret_cast<double const&>(l_6700);
l_mut_3415 = l_6701;
} else {
const uint32 l_6702 = reinterpret_cast<uint32 const&>(l_6671);
const uint32 l_6703 = l_6702 + uint32(1);
l_mut_3921 = l_6703;
const uint32 l_6704 = l_6702 & uint32(2147483647);
const bool l_6705 = l_6704 == uint32(0);
if (l_6705) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6706 = l_6702 & uint32(2147483648);
const bool l_6707 = l_6706 != uint32(0);
if (l_6707) {
const uint32 l_6708 = l_6702 - uint32(1);
l_mut_3921 = l_6708;
} else {
const bool l_6709 = l_6702 == uint32(2139095040);
if (l_6709) {
l_mut_3921 = l_6702;
}
}
}
const float l_6710 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6711 = reinterpret_cast<uint32 const&>(l_6710);
const uint32 l_6712 = l_6711 & uint32(2147483647);
const float l_6713 = reinterpret_cast<float const&>(l_6712);
const double l_6714 = double(l_6713);
l_mut_3159 = l_6714;
const bool l_6715 = l_6712 < uint32(8388608);
if (l_6715) {
const double l_6716 = double(l_6712);
const double l_6717 = l_6716 * double(1.401298464324817e-45);
l_mut_3159 = l_6717;
}
const uint64 l_6718 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6719 = l_6711 >> uint32(31);
const uint64 l_6720 = uint64(l_6719);
const uint64 l_6721 = l_6720 << uint64(63);
const uint64 l_6722 = l_6718 | l_6721;
const double l_6723 = reinterpret_cast<double const&>(l_6722);
const bool l_6724 = l_6723 <= l_6665;
if (l_6724) {
const uint32 l_6725 = reinterpret_cast<uint32 const&>(l_6671);
const uint32 l_6726 = l_6725 + uint32(1);
l_mut_3921 = l_6726;
const uint32 l_6727 = l_6725 & uint32(2147483647);
const bool l_6728 = l_6727 == uint32(0);
if (l_6728) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6729 = l_6725 & uint32(2147483648);
const bool l_6730 = l_6729 != uint32(0);
if (l_6730) {
const uint32 l_6731 = l_6725 - uint32(1);
l_mut_3921 = l_6731;
} else {
const bool l_6732 = l_6725 == uint32(2139095040);
if (l_6732) {
l_mut_3921 = l_6725;
}
}
}
const float l_6733 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6734 = reinterpret_cast<uint32 const&>(l_6733);
const uint32 l_6735 = l_6734 & uint32(2147483647);
const float l_6736 = reinterpret_cast<float const&>(l_6735);
const double l_6737 = double(l_6736);
l_mut_3159 = l_6737;
const bool l_6738 = l_6735 < uint32(8388608);
if (l_6738) {
const double l_6739 = double(l_6735);
const double l_6740 = l_6739 * double(1.401298464324817e-45);
l_mut_3159 = l_6740;
}
const uint64 l_6741 = reinterpret_cast<uint64 const&>(l_mut_3159);
const uint32 l_6742 = l_6734 >> uint32(31);
const uint64 l_6743 = uint64(l_6742);
const uint64 l_6744 = l_6743 << uint64(63);
const uint64 l_6745 = l_6741 | l_6744;
const double l_6746 = reinterpret_cast<double const&>(l_6745);
l_mut_3415 = l_6746;
}
}
}
const double l_6747 = -l_mut_3415;
const uint32 l_6748 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6749 = l_6748 & uint32(2147483647);
const float l_6750 = reinterpret_cast<float const&>(l_6749);
const double l_6751 = double(l_6750);
l_mut_3415 = l_6751;
const bool l_6752 = l_6749 < uint32(8388608);
if (l_6752) {
const double l_6753 = double(l_6749);
const double l_6754 = l_6753 * double(1.401298464324817e-45);
l_mut_3415 = l_6754;
}
const uint64 l_6755 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6756 = l_6748 >> uint32(31);
const uint64 l_6757 = uint64(l_6756);
const uint64 l_6758 = l_6757 << uint64(63);
const uint64 l_6759 = l_6755 | l_6758;
const double l_6760 = reinterpret_cast<double const&>(l_6759);
const uint32 l_6761 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6762 = l_6761 + uint32(1);
l_mut_3921 = l_6762;
const uint32 l_6763 = l_6761 & uint32(2147483647);
const bool l_6764 = l_6763 == uint32(0);
if (l_6764) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6765 = l_6761 & uint32(2147483648);
const bool l_6766 = l_6765 != uint32(0);
if (l_6766) {
const uint32 l_6767 = l_6761 - uint32(1);
l_mut_3921 = l_6767;
} else {
const bool l_6768 = l_6761 == uint32(2139095040);
if (l_6768) {
l_mut_3921 = l_6761;
}
}
}
const float l_6769 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6770 = reinterpret_cast<uint32 const&>(l_6769);
const uint32 l_6771 = l_6770 & uint32(2147483647);
const float l_6772 = reinterpret_cast<float const&>(l_6771);
const double l_6773 = double(l_6772);
l_mut_3415 = l_6773;
const bool l_6774 = l_6771 < uint32(8388608);
if (l_6774) {
const double l_6775 = double(l_6771);
const double l_6776 = l_6775 * double(1.401298464324817e-45);
l_mut_3415 = l_6776;
}
const uint64 l_6777 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6778 = l_6770 >> uint32(31);
const uint64 l_6779 = uint64(l_6778);
const uint64 l_6780 = l_6779 << uint64(63);
const uint64 l_6781 = l_6777 | l_6780;
const double l_6782 = reinterpret_cast<double const&>(l_6781);
const uint32 l_6783 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6784 = l_6783 ^ uint32(2147483648);
const float l_6785 = reinterpret_cast<float const&>(l_6784);
const uint32 l_6786 = reinterpret_cast<uint32 const&>(l_6785);
const uint32 l_6787 = l_6786 + uint32(1);
l_mut_3921 = l_6787;
const uint32 l_6788 = l_6786 & uint32(2147483647);
const bool l_6789 = l_6788 == uint32(0);
if (l_6789) {
l_mut_3921 = uint32(1);
} else {
const uint32 l_6790 = l_6786 & uint32(2147483648);
const bool l_6791 = l_6790 != uint32(0);
if (l_6791) {
const uint32 l_6792 = l_6786 - uint32(1);
l_mut_3921 = l_6792;
} else {
const bool l_6793 = l_6786 == uint32(2139095040);
if (l_6793) {
l_mut_3921 = l_6786;
}
}
}
const float l_6794 = reinterpret_cast<float const&>(l_mut_3921);
const uint32 l_6795 = reinterpret_cast<uint32 const&>(l_6794);
const uint32 l_6796 = l_6795 ^ uint32(2147483648);
const float l_6797 = reinterpret_cast<float const&>(l_6796);
const uint32 l_6798 = reinterpret_cast<uint32 const&>(l_6797);
const uint32 l_6799 = l_6798 & uint32(2147483647);
const float l_6800 = reinterpret_cast<float const&>(l_6799);
const double l_6801 = double(l_6800);
l_mut_3415 = l_6801;
const bool l_6802 = l_6799 < uint32(8388608);
if (l_6802) {
const double l_6803 = double(l_6799);
const double l_6804 = l_6803 * double(1.401298464324817e-45);
l_mut_3415 = l_6804;
}
const uint64 l_6805 = reinterpret_cast<uint64 const&>(l_mut_3415);
const uint32 l_6806 = l_6798 >> uint32(31);
const uint64 l_6807 = uint64(l_6806);
const uint64 l_6808 = l_6807 << uint64(63);
const uint64 l_6809 = l_6805 | l_6808;
const double l_6810 = reinterpret_cast<double const&>(l_6809);
const double l_6811 = l_mut_3669 + double(0.0);
const bool l_6812 = l_6811 <= l_6760;
l_mut_837 = l_6812;
const double l_6813 = l_mut_3669 - double(0.0);
const bool l_6814 = l_6813 > l_6760;
l_mut_834 = l_6814;
const double l_6815 = l_6747 - double(0.0);
const bool l_6816 = l_6815 >= l_6760;
l_mut_831 = l_6816;
const double l_6817 = l_6747 + double(0.0);
const bool l_6818 = l_6817 < l_6760;
l_mut_828 = l_6818;
l_mut_3921 = uint32(2);
const bool l_6819 = l_mut_834 || l_mut_828;
if (l_6819) {
l_mut_3921 = uint32(1);
} else {
const bool l_6820 = l_mut_837 && l_mut_831;
if (l_6820) {
l_mut_3921 = uint32(0);
}
}
const uint32 l_6821 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6822 = l_6821 & uint32(2147483647);
const bool l_6823 = l_6822 == uint32(0);
if (l_6823) {
const double l_6824 = l_mut_3669 + double(0.0);
const bool l_6825 = l_6824 < double(1.1754943508222875e-38);
const double l_6826 = l_6747 - double(0.0);
const bool l_6827 = l_6826 > double(-1.1754943508222875e-38);
const bool l_6828 = l_6825 && l_6827;
const double l_6829 = l_mut_3669 - double(0.0);
const bool l_6830 = l_6829 < double(1.1754943508222875e-38);
const double l_6831 = l_6747 + double(0.0);
const bool l_6832 = l_6831 > double(-1.1754943508222875e-38);
const bool l_6833 = l_6830 && l_6832;
if (l_6828) {
l_mut_3921 = uint32(0);
} else {
const bool l_6834 = l_mut_3921 == uint32(1);
const bool l_6835 = l_6833 && l_6834;
if (l_6835) {
l_mut_3921 = uint32(2);
}
}
}
l_mut_4964 = l_mut_3921;
}
l_mut_720 = l_mut_4964;
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
l_arr_10[l_mut_701] = l_mut_720;
const uint32 l_6836 = l_arr_10[l_mut_701];
const bool l_6837 = l_6836 == uint32(2);
if (l_6837) {
l_mut_284 = bool(false);
}
}
}
const bool l_6838 = l_mut_216 == uint32(4294967293);
if (l_6838) {
const uint32 l_6839 = l_arr_8[uint32(0)];
const uint32 l_6840 = l_6839 + uint32(1);
l_arr_8[uint32(0)] = l_6840;
} else {
if (l_mut_284) {
l_mut_3669 = l_689;
const bool l_6841 = l_mut_3669 < double(-17.0);
if (l_6841) {
l_mut_3669 = double(-17.0);
}
const bool l_6842 = l_mut_3669 > double(17.0);
if (l_6842) {
l_mut_3669 = double(17.0);
}
const double l_6843 = l_mut_3669 + double(16.0);
const double l_6844 = l_6843 + double(1.0);
const uint32 l_6845 = uint32(l_6844);
const uint32 l_6846 = uint32(2) + l_6845;
const uint32 l_6847 = l_arr_8[l_6846];
const uint32 l_6848 = l_6847 + uint32(1);
l_arr_8[l_6846] = l_6848;
const uint32 l_6849 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6850 = l_6849 & uint32(2147483647);
const float l_6851 = reinterpret_cast<float const&>(l_6850);
const double l_6852 = double(l_6851);
l_mut_3669 = l_6852;
const bool l_6853 = l_6850 < uint32(8388608);
if (l_6853) {
const double l_6854 = double(l_6850);
const double l_6855 = l_6854 * double(1.401298464324817e-45);
l_mut_3669 = l_6855;
}
const uint64 l_6856 = reinterpret_cast<uint64 const&>(l_mut_3669);
const uint32 l_6857 = l_6849 >> uint32(31);
const uint64 l_6858 = uint64(l_6857);
const uint64 l_6859 = l_6858 << uint64(63);
const uint64 l_6860 = l_6856 | l_6859;
const double l_6861 = reinterpret_cast<double const&>(l_6860);
const double l_6862 = abs(l_mut_31);
const double l_6863 = l_mut_31 * double(0.0);
const double l_6864 = l_6863 + double(7.1362384635298e44);
l_mut_3669 = l_6864;
const bool l_6865 = l_6862 >= double(2.350988701644575e-38);
if (l_6865) {
const uint32 l_6866 = l_mut_216 & uint32(2147483647);
const float l_6867 = reinterpret_cast<float const&>(l_6866);
const double l_6868 = double(l_6867);
const uint32 l_6869 = l_6866 & uint32(2139095040);
const float l_6870 = reinterpret_cast<float const&>(l_6869);
const double l_6871 = double(l_6870);
const bool l_6872 = l_6868 > l_6862;
const uint32 l_6873 = l_6866 & uint32(8388607);
const bool l_6874 = l_6873 == uint32(0);
const bool l_6875 = l_6872 && l_6874;
const double l_6876 = l_6871 * double(1.1920928955078125e-7);
const double l_6877 = double(l_6875);
const double l_6878 = double(0.5) * l_6877;
const double l_6879 = double(1.0) - l_6878;
const double l_6880 = l_6876 * l_6879;
const double l_6881 = double(1.0) / l_6880;
l_mut_3669 = l_6881;
}
const double l_6882 = l_6861 - l_mut_31;
const double l_6883 = l_6882 * l_mut_3669;
const uint32 l_6884 = uint32(2) * uint32(0);
const uint32 l_6885 = uint32(45) + l_6884;
const double l_6886 = abs(l_6883);
const double l_6887 = l_arr_9[uint32(0)];
const double l_6888 = abs(l_6887);
const bool l_6889 = l_6886 > l_6888;
l_mut_837 = l_6889;
const bool l_6890 = uint32(0) == uint32(0);
if (l_6890) {
const double l_6891 = l_arr_9[uint32(0)];
const bool l_6892 = l_6883 < l_6891;
l_mut_837 = l_6892;
} else {
const bool l_6893 = uint32(0) == uint32(1);
if (l_6893) {
const double l_6894 = l_arr_9[uint32(0)];
const bool l_6895 = l_6883 > l_6894;
l_mut_837 = l_6895;
}
}
const uint32 l_6896 = l_arr_8[l_6885];
const bool l_6897 = l_6896 == uint32(4294967295);
const bool l_6898 = l_6897 || l_mut_837;
if (l_6898) {
l_arr_8[l_6885] = l_24;
const uint32 l_6899 = l_6885 + uint32(1);
l_arr_8[l_6899] = l_670;
l_arr_9[uint32(0)] = l_6883;
}
const uint32 l_6900 = uint32(2) * uint32(1);
const uint32 l_6901 = uint32(45) + l_6900;
const double l_6902 = abs(l_6883);
const double l_6903 = l_arr_9[uint32(1)];
const double l_6904 = abs(l_6903);
const bool l_6905 = l_6902 > l_6904;
l_mut_837 = l_6905;
const bool l_6906 = uint32(1) == uint32(0);
if (l_6906) {
const double l_6907 = l_arr_9[uint32(1)];
const bool l_6908 = l_6883 < l_6907;
l_mut_837 = l_6908;
} else {
const bool l_6909 = uint32(1) == uint32(1);
if (l_6909) {
const double l_6910 = l_arr_9[uint32(1)];
const bool l_6911 = l_6883 > l_6910;
l_mut_837 = l_6911;
}
}
const uint32 l_6912 = l_arr_8[l_6901];
const bool l_6913 = l_6912 == uint32(4294967295);
const bool l_6914 = l_6913 || l_mut_837;
if (l_6914) {
l_arr_8[l_6901] = l_24;
const uint32 l_6915 = l_6901 + uint32(1);
l_arr_8[l_6915] = l_670;
l_arr_9[uint32(1)] = l_6883;
}
const bool l_6916 = l_689 != double(0.0);
if (l_6916) {

for (uint32 l_mut_6917 = uint32(0); l_mut_6917 < uint32(8); ++l_mut_6917) {
const uint32 l_6918 = l_arr_10[l_mut_6917];
const bool l_6919 = l_6918 == uint32(1);
if (l_6919) {
const uint32 l_6920 = uint32(37) + l_mut_6917;
const uint32 l_6921 = l_arr_8[l_6920];
const uint32 l_6922 = l_6921 + uint32(1);
l_arr_8[l_6920] = l_6922;
const uint32 l_6923 = uint32(2) + l_mut_6917;
const uint32 l_6924 = uint32(2) * l_6923;
const uint32 l_6925 = uint32(45) + l_6924;
const double l_6926 = abs(l_6883);
const double l_6927 = l_arr_9[l_6923];
const double l_6928 = abs(l_6927);
const bool l_6929 = l_6926 > l_6928;
l_mut_837 = l_6929;
const bool l_6930 = l_6923 == uint32(0);
if (l_6930) {
const double l_6931 = l_arr_9[l_6923];
const bool l_6932 = l_6883 < l_6931;
l_mut_837 = l_6932;
} else {
const bool l_6933 = l_6923 == uint32(1);
if (l_6933) {
const double l_6934 = l_arr_9[l_6923];
const bool l_6935 = l_6883 > l_6934;
l_mut_837 = l_6935;
}
}
const uint32 l_6936 = l_arr_8[l_6925];
const bool l_6937 = l_6936 == uint32(4294967295);
const bool l_6938 = l_6937 || l_mut_837;
if (l_6938) {
l_arr_8[l_6925] = l_24;
const uint32 l_6939 = l_6925 + uint32(1);
l_arr_8[l_6939] = l_670;
l_arr_9[l_6923] = l_6883;
}
}
}
}
} else {
const uint32 l_6940 = l_arr_8[uint32(1)];
const uint32 l_6941 = l_2 + l_6940;
const uint32 l_6942 = l_6941 * uint32(2);
const uint32 l_7090 = info.static_meta[uint32(7)];
const uint32 l_7091 = l_7090 * uint32(1);
const bool l_7092 = l_6942 < l_7091;
if (l_7092) {
buffer_7[l_6942] = l_24;
}
const uint32 l_6943 = l_6942 + uint32(1);
const uint32 l_7093 = info.static_meta[uint32(7)];
const uint32 l_7094 = l_7093 * uint32(1);
const bool l_7095 = l_6943 < l_7094;
if (l_7095) {
buffer_7[l_6943] = l_670;
}
const uint32 l_6944 = l_arr_8[uint32(1)];
const uint32 l_6945 = l_6944 + uint32(1);
l_arr_8[uint32(1)] = l_6945;
}
}
}

for (uint32 l_mut_6946 = uint32(0); l_mut_6946 < uint32(65); ++l_mut_6946) {
const uint32 l_6947 = idxGlobal * uint32(65);
const uint32 l_6948 = l_6947 + l_mut_6946;
const uint32 l_6949 = l_arr_8[l_mut_6946];
const uint32 l_7096 = info.static_meta[uint32(5)];
const uint32 l_7097 = l_7096 * uint32(1);
const bool l_7098 = l_6948 < l_7097;
if (l_7098) {
buffer_5[l_6948] = l_6949;
}
}

for (uint32 l_mut_6950 = uint32(0); l_mut_6950 < uint32(10); ++l_mut_6950) {
const uint32 l_6951 = idxGlobal * uint32(10);
const uint32 l_6952 = l_6951 + l_mut_6950;
const double l_6953 = l_arr_9[l_mut_6950];
const uint32 l_7099 = info.static_meta[uint32(6)];
const uint32 l_7100 = l_7099 * uint32(1);
const bool l_7101 = l_6952 < l_7100;
if (l_7101) {
buffer_6[l_6952] = l_6953;
}
}
}

}
