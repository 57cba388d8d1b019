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

uint32 l_arr_1753[1];

double l_arr_3822[2];

double l_arr_4865[2];

double l_arr_5081[2];

double l_arr_5495[2];

double l_arr_5669[2];

double l_arr_6241[2];

uint32 l_arr_10[8];

bool l_mut_284;
bool l_mut_838;
bool l_mut_841;
bool l_mut_844;
bool l_mut_847;
double l_mut_1900;
double l_mut_232;
double l_mut_2915;
double l_mut_3169;
double l_mut_31;
double l_mut_3425;
double l_mut_3679;
double l_mut_404;
double l_mut_49;
double l_mut_78;
int32 l_mut_145;
uint32 l_mut_216;
uint32 l_mut_3931;
uint32 l_mut_4974;
uint32 l_mut_730;
uint32 l_mut_746;
uint32 l_mut_787;
uint64 l_mut_306;
uint64 l_mut_335;
uint64 l_mut_347;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6978 = info.static_meta[uint32(8)];
const uint32 l_6979 = l_6978 * uint32(1);
const bool l_6980 = uint32(0) < l_6979;
if (l_6980) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6964 = info.static_meta[uint32(0)];
const uint32 l_6965 = l_6964 * uint32(1);
const bool l_6966 = uint32(1) < l_6965;
const uint32 l_6967 = l_6965 - uint32(1);
const uint32 l_6968 = min(uint32(1), l_6967);
const uint32 l_6969 = buffer_0[l_6968];
const uint32 l_6970 = (l_6966) ? l_6969 : uint32(0);
const uint32 l_1 = l_6970;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6971 = info.static_meta[uint32(0)];
const uint32 l_6972 = l_6971 * uint32(1);
const bool l_6973 = uint32(2) < l_6972;
const uint32 l_6974 = l_6972 - uint32(1);
const uint32 l_6975 = min(uint32(2), l_6974);
const uint32 l_6976 = buffer_0[l_6975];
const uint32 l_6977 = (l_6973) ? l_6976 : uint32(0);
const uint32 l_3 = l_6977;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6981 = info.static_meta[uint32(0)];
const uint32 l_6982 = l_6981 * uint32(1);
const bool l_6983 = uint32(2) < l_6982;
const uint32 l_6984 = l_6982 - uint32(1);
const uint32 l_6985 = min(uint32(2), l_6984);
const uint32 l_6986 = buffer_0[l_6985];
const uint32 l_6987 = (l_6983) ? l_6986 : uint32(0);
const uint32 l_6 = l_6987;
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
const uint32 l_6988 = info.static_meta[uint32(4)];
const uint32 l_6989 = l_6988 * uint32(1);
const bool l_6990 = uint32(1024) < l_6989;
const uint32 l_6991 = l_6989 - uint32(1);
const uint32 l_6992 = min(uint32(1024), l_6991);
const uint32 l_6993 = buffer_4[l_6992];
const uint32 l_6994 = (l_6990) ? l_6993 : uint32(0);
const uint32 l_18 = l_6994;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6995 = info.static_meta[uint32(0)];
const uint32 l_6996 = l_6995 * uint32(1);
const bool l_6997 = uint32(3) < l_6996;
const uint32 l_6998 = l_6996 - uint32(1);
const uint32 l_6999 = min(uint32(3), l_6998);
const uint32 l_7000 = buffer_0[l_6999];
const uint32 l_7001 = (l_6997) ? l_7000 : uint32(0);
const uint32 l_21 = l_7001;

for (uint32 l_mut_22 = l_2; l_mut_22 < l_7; ++l_mut_22) {
const uint32 l_7002 = info.static_meta[uint32(0)];
const uint32 l_7003 = l_7002 * uint32(1);
const bool l_7004 = uint32(0) < l_7003;
const uint32 l_7005 = l_7003 - uint32(1);
const uint32 l_7006 = min(uint32(0), l_7005);
const uint32 l_7007 = buffer_0[l_7006];
const uint32 l_7008 = (l_7004) ? l_7007 : uint32(0);
const uint32 l_23 = l_7008;
const uint32 l_24 = l_23 + l_mut_22;
const float l_25 = reinterpret_cast<float const&>(l_24);
const uint32 l_7009 = info.static_meta[uint32(1)];
const uint32 l_7010 = l_7009 * uint32(1);
const bool l_7011 = l_mut_22 < l_7010;
const uint32 l_7012 = l_7010 - uint32(1);
const uint32 l_7013 = min(l_mut_22, l_7012);
const float l_7014 = buffer_1[l_7013];
const float l_7015 = (l_7011) ? l_7014 : float(0.0);
const float l_26 = l_7015;
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
const uint32 l_7016 = info.static_meta[uint32(4)];
const uint32 l_7017 = l_7016 * uint32(1);
const bool l_7018 = uint32(1024) < l_7017;
const uint32 l_7019 = l_7017 - uint32(1);
const uint32 l_7020 = min(uint32(1024), l_7019);
const uint32 l_7021 = buffer_4[l_7020];
const uint32 l_7022 = (l_7018) ? l_7021 : uint32(0);
const uint32 l_42 = l_7022;
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
const uint32 l_7023 = info.static_meta[uint32(4)];
const uint32 l_7024 = l_7023 * uint32(1);
const bool l_7025 = uint32(1024) < l_7024;
const uint32 l_7026 = l_7024 - uint32(1);
const uint32 l_7027 = min(uint32(1024), l_7026);
const uint32 l_7028 = buffer_4[l_7027];
const uint32 l_7029 = (l_7025) ? l_7028 : uint32(0);
const uint32 l_199 = l_7029;
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
const uint32 l_7030 = info.static_meta[uint32(4)];
const uint32 l_7031 = l_7030 * uint32(1);
const bool l_7032 = l_302 < l_7031;
const uint32 l_7033 = l_7031 - uint32(1);
const uint32 l_7034 = min(l_302, l_7033);
const uint32 l_7035 = buffer_4[l_7034];
const uint32 l_7036 = (l_7032) ? l_7035 : uint32(0);
const uint32 l_303 = l_7036;
const uint64 l_304 = uint64(l_303);
const uint64 l_305 = l_299 * l_304;
l_mut_306 = l_305;
const uint64 l_307 = l_mut_306 & uint64(4294967295);
const uint64 l_308 = l_mut_306 >> uint64(32);
const uint32 l_309 = l_301 + uint32(2);
const uint32 l_7037 = info.static_meta[uint32(4)];
const uint32 l_7038 = l_7037 * uint32(1);
const bool l_7039 = l_309 < l_7038;
const uint32 l_7040 = l_7038 - uint32(1);
const uint32 l_7041 = min(l_309, l_7040);
const uint32 l_7042 = buffer_4[l_7041];
const uint32 l_7043 = (l_7039) ? l_7042 : uint32(0);
const uint32 l_310 = l_7043;
const uint64 l_311 = uint64(l_310);
const uint64 l_312 = l_299 * l_311;
const uint64 l_313 = l_308 + l_312;
l_mut_306 = l_313;
const uint64 l_314 = l_mut_306 & uint64(4294967295);
const uint64 l_315 = l_mut_306 >> uint64(32);
const uint32 l_316 = l_301 + uint32(1);
const uint32 l_7044 = info.static_meta[uint32(4)];
const uint32 l_7045 = l_7044 * uint32(1);
const bool l_7046 = l_316 < l_7045;
const uint32 l_7047 = l_7045 - uint32(1);
const uint32 l_7048 = min(l_316, l_7047);
const uint32 l_7049 = buffer_4[l_7048];
const uint32 l_7050 = (l_7046) ? l_7049 : uint32(0);
const uint32 l_317 = l_7050;
const uint64 l_318 = uint64(l_317);
const uint64 l_319 = l_299 * l_318;
const uint64 l_320 = l_315 + l_319;
l_mut_306 = l_320;
const uint64 l_321 = l_mut_306 & uint64(4294967295);
const uint64 l_322 = l_mut_306 >> uint64(32);
const uint32 l_7051 = info.static_meta[uint32(4)];
const uint32 l_7052 = l_7051 * uint32(1);
const bool l_7053 = l_301 < l_7052;
const uint32 l_7054 = l_7052 - uint32(1);
const uint32 l_7055 = min(l_301, l_7054);
const uint32 l_7056 = buffer_4[l_7055];
const uint32 l_7057 = (l_7053) ? l_7056 : uint32(0);
const uint32 l_323 = l_7057;
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
const uint32 l_7058 = info.static_meta[uint32(4)];
const uint32 l_7059 = l_7058 * uint32(1);
const bool l_7060 = uint32(1024) < l_7059;
const uint32 l_7061 = l_7059 - uint32(1);
const uint32 l_7062 = min(uint32(1024), l_7061);
const uint32 l_7063 = buffer_4[l_7062];
const uint32 l_7064 = (l_7060) ? l_7063 : uint32(0);
const uint32 l_468 = l_7064;
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
} else {
const bool l_602 = l_21 == uint32(4);
if (l_602) {
l_mut_232 = l_mut_31;
const double l_603 = exp(l_mut_31);
l_mut_232 = l_603;
l_mut_404 = l_mut_232;
} else {
const bool l_604 = l_21 == uint32(5);
if (l_604) {
l_mut_232 = l_mut_31;
const double l_605 = log(l_mut_31);
l_mut_232 = l_605;
l_mut_404 = l_mut_232;
} else {
const bool l_606 = l_21 == uint32(6);
if (l_606) {
l_mut_232 = l_mut_31;
const double l_607 = sin(l_mut_31);
l_mut_232 = l_607;
l_mut_404 = l_mut_232;
} else {
const bool l_608 = l_21 == uint32(7);
if (l_608) {
l_mut_232 = l_mut_31;
const double l_609 = cos(l_mut_31);
l_mut_232 = l_609;
l_mut_404 = l_mut_232;
} else {
const bool l_610 = l_21 == uint32(8);
if (l_610) {
l_mut_232 = l_mut_31;
const double l_611 = tan(l_mut_31);
l_mut_232 = l_611;
l_mut_404 = l_mut_232;
}
}
}
}
}
}
}
}
l_mut_31 = l_mut_404;
}
}
}
}
l_mut_216 = uint32(4294967294);
const uint32 l_612 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_613 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_614 = l_613 & uint32(2139095040);
const bool l_615 = l_614 != uint32(2139095040);
const bool l_616 = l_614 == uint32(0);
const uint32 l_617 = reinterpret_cast<uint32 const&>(l_25);
const uint32 l_618 = l_617 & uint32(8388607);
const bool l_619 = l_618 != uint32(0);
const bool l_620 = l_616 && l_619;
const double l_621 = abs(l_mut_31);
const bool l_622 = l_mut_31 < double(0.0);
const uint32 l_623 = uint32(l_622);
const uint32 l_624 = uint32(2147483648) * l_623;
if (l_620) {
} else {
const bool l_625 = isnan(l_mut_31);
if (l_625) {
const uint32 l_626 = l_612 & uint32(2147483647);
const bool l_627 = l_626 > uint32(2139095040);
if (l_627) {
l_mut_216 = uint32(4294967293);
}
} else {
const bool l_628 = l_621 >= double(3.402823669209385e38);
const bool l_629 = !l_615;
const bool l_630 = l_621 == double(0.0);
const bool l_631 = l_629 && l_630;
const bool l_632 = l_628 || l_631;
if (l_632) {
const bool l_633 = l_621 >= double(3.402823669209385e38);
const uint32 l_634 = uint32(l_633);
const uint32 l_635 = uint32(2139095040) * l_634;
const uint32 l_636 = l_635 | l_624;
const bool l_637 = l_612 == l_636;
const uint32 l_638 = l_612 | l_636;
const uint32 l_639 = l_638 & uint32(2147483647);
const bool l_640 = l_639 == uint32(0);
const bool l_641 = l_637 || l_640;
if (l_641) {
l_mut_216 = uint32(4294967293);
}
} else {
const bool l_642 = l_621 >= double(2.350988701644575e-38);
const bool l_643 = l_615 && l_642;
const bool l_644 = l_621 < double(3.4028234663852886e38);
const bool l_645 = l_643 && l_644;
if (l_645) {
const float l_646 = float(l_621);
const uint32 l_647 = reinterpret_cast<uint32 const&>(l_646);
const float l_648 = reinterpret_cast<float const&>(l_647);
const double l_649 = double(l_648);
const double l_650 = l_621 - l_649;
const uint32 l_651 = l_647 + uint32(1);
const bool l_652 = l_650 < double(0.0);
const uint32 l_653 = uint32(l_652);
const uint32 l_654 = uint32(2) * l_653;
const uint32 l_655 = l_651 - l_654;
const float l_656 = reinterpret_cast<float const&>(l_655);
const double l_657 = double(l_656);
const double l_658 = l_657 - l_649;
const double l_659 = abs(l_658);
const double l_660 = l_659 * double(0.5);
const double l_661 = abs(l_650);
const double l_662 = l_660 - l_661;
const double l_663 = l_621 * double(9.094947017729282e-13);
const bool l_664 = l_662 > l_663;
if (l_664) {
const uint32 l_665 = l_647 | l_624;
l_mut_216 = l_665;
}
} else {
const bool l_666 = l_621 < double(2.350988701644575e-38);
const bool l_667 = l_615 && l_666;
if (l_667) {
const double l_668 = l_621 * double(7.1362384635298e44);
const double l_669 = floor(l_668);
const double l_670 = l_668 - l_669;
const double l_671 = l_670 - double(0.5);
const double l_672 = abs(l_671);
const double l_673 = l_668 * double(9.094947017729282e-13);
const bool l_674 = l_672 > l_673;
if (l_674) {
const bool l_675 = l_670 > double(0.5);
const double l_676 = double(l_675);
const double l_677 = l_669 + l_676;
const uint32 l_678 = uint32(l_677);
const uint32 l_679 = l_678 | l_624;
l_mut_216 = l_679;
}
}
}
}
}
}
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_681 = l_680 & uint32(2147483647);
const bool l_682 = l_681 > uint32(2139095040);
const uint32 l_683 = l_680 & uint32(2147483647);
const bool l_684 = l_683 == uint32(0);
const uint32 l_685 = l_680 & uint32(2147483647);
const double l_686 = double(l_685);
const uint32 l_687 = l_680 >> uint32(31);
const double l_688 = double(l_687);
const double l_689 = double(2.0) * l_688;
const double l_690 = double(1.0) - l_689;
const double l_691 = l_686 * l_690;
const uint32 l_692 = l_mut_216 & uint32(2147483647);
const double l_693 = double(l_692);
const uint32 l_694 = l_mut_216 >> uint32(31);
const double l_695 = double(l_694);
const double l_696 = double(2.0) * l_695;
const double l_697 = double(1.0) - l_696;
const double l_698 = l_693 * l_697;
const double l_699 = l_691 - l_698;
const uint32 l_700 = l_mut_216 & uint32(2139095040);
const bool l_701 = l_700 == uint32(0);
const bool l_702 = l_mut_216 < uint32(4294967293);
const bool l_703 = l_699 == double(0.0);
const bool l_704 = l_684 && l_701;
const bool l_705 = l_682 || l_704;
const bool l_706 = !l_705;
const bool l_707 = l_703 || l_706;
const bool l_708 = l_702 && l_707;
l_mut_284 = l_708;
const bool l_709 = l_699 != double(0.0);
const bool l_710 = l_mut_284 && l_709;
if (l_710) {

for (uint32 l_mut_711 = uint32(0); l_mut_711 < uint32(8); ++l_mut_711) {
const uint32 l_712 = uint32(2) * l_mut_711;
const uint32 l_7065 = info.static_meta[uint32(2)];
const uint32 l_7066 = l_7065 * uint32(1);
const bool l_7067 = l_712 < l_7066;
const uint32 l_7068 = l_7066 - uint32(1);
const uint32 l_7069 = min(l_712, l_7068);
const uint32 l_7070 = buffer_2[l_7069];
const uint32 l_7071 = (l_7067) ? l_7070 : uint32(0);
const uint32 l_713 = l_7071;
const uint32 l_714 = uint32(2) * l_mut_711;
const uint32 l_715 = l_714 + uint32(1);
const uint32 l_7072 = info.static_meta[uint32(2)];
const uint32 l_7073 = l_7072 * uint32(1);
const bool l_7074 = l_715 < l_7073;
const uint32 l_7075 = l_7073 - uint32(1);
const uint32 l_7076 = min(l_715, l_7075);
const uint32 l_7077 = buffer_2[l_7076];
const uint32 l_7078 = (l_7074) ? l_7077 : uint32(0);
const uint32 l_716 = l_7078;
const bool l_717 = l_716 != uint32(0);
const uint32 l_718 = l_mut_711 * uint32(4);
const uint32 l_7079 = info.static_meta[uint32(3)];
const uint32 l_7080 = l_7079 * uint32(1);
const bool l_7081 = l_718 < l_7080;
const uint32 l_7082 = l_7080 - uint32(1);
const uint32 l_7083 = min(l_718, l_7082);
const double l_7084 = buffer_3[l_7083];
const double l_7085 = (l_7081) ? l_7084 : double(0.0);
const double l_719 = l_7085;
const uint32 l_720 = l_mut_711 * uint32(4);
const uint32 l_721 = l_720 + uint32(1);
const uint32 l_7086 = info.static_meta[uint32(3)];
const uint32 l_7087 = l_7086 * uint32(1);
const bool l_7088 = l_721 < l_7087;
const uint32 l_7089 = l_7087 - uint32(1);
const uint32 l_7090 = min(l_721, l_7089);
const double l_7091 = buffer_3[l_7090];
const double l_7092 = (l_7088) ? l_7091 : double(0.0);
const double l_722 = l_7092;
const uint32 l_723 = l_mut_711 * uint32(4);
const uint32 l_724 = l_723 + uint32(2);
const uint32 l_7093 = info.static_meta[uint32(3)];
const uint32 l_7094 = l_7093 * uint32(1);
const bool l_7095 = l_724 < l_7094;
const uint32 l_7096 = l_7094 - uint32(1);
const uint32 l_7097 = min(l_724, l_7096);
const double l_7098 = buffer_3[l_7097];
const double l_7099 = (l_7095) ? l_7098 : double(0.0);
const double l_725 = l_7099;
const double l_726 = double(l_25);
const double l_727 = abs(l_726);
const double l_728 = abs(l_mut_31);
const double l_729 = l_728 * double(1.4551915228366852e-11);
l_mut_730 = uint32(2);
const bool l_731 = l_713 == uint32(0);
if (l_731) {
l_mut_730 = uint32(0);
} else {
const bool l_732 = l_713 == uint32(1);
if (l_732) {
l_mut_730 = uint32(1);
const double l_733 = abs(l_699);
const bool l_734 = l_733 <= l_719;
if (l_734) {
l_mut_730 = uint32(0);
}
} else {
const bool l_735 = l_713 == uint32(2);
if (l_735) {
const double l_736 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_737 = l_736 >= double(1.1754943508222875e-38);
const bool l_738 = l_736 <= double(1.7976931348623157e308);
const bool l_739 = l_737 && l_738;
if (l_739) {
const uint64 l_740 = reinterpret_cast<uint64 const&>(l_736);
const uint64 l_741 = l_740 >> uint64(52);
const uint64 l_742 = l_741 - uint64(23);
const uint64 l_743 = l_742 << uint64(52);
const double l_744 = reinterpret_cast<double const&>(l_743);
l_mut_404 = l_744;
}
const double l_745 = l_719 * l_mut_404;
l_mut_746 = uint32(2);
const double l_747 = l_mut_31 - l_729;
const double l_748 = abs(l_747);
l_mut_404 = double(1.401298464324817e-45);
const bool l_749 = l_748 >= double(1.1754943508222875e-38);
const bool l_750 = l_748 <= double(1.7976931348623157e308);
const bool l_751 = l_749 && l_750;
if (l_751) {
const uint64 l_752 = reinterpret_cast<uint64 const&>(l_748);
const uint64 l_753 = l_752 >> uint64(52);
const uint64 l_754 = l_753 - uint64(23);
const uint64 l_755 = l_754 << uint64(52);
const double l_756 = reinterpret_cast<double const&>(l_755);
l_mut_404 = l_756;
}
const double l_757 = l_mut_31 + l_729;
const double l_758 = abs(l_757);
l_mut_232 = double(1.401298464324817e-45);
const bool l_759 = l_758 >= double(1.1754943508222875e-38);
const bool l_760 = l_758 <= double(1.7976931348623157e308);
const bool l_761 = l_759 && l_760;
if (l_761) {
const uint64 l_762 = reinterpret_cast<uint64 const&>(l_758);
const uint64 l_763 = l_762 >> uint64(52);
const uint64 l_764 = l_763 - uint64(23);
const uint64 l_765 = l_764 << uint64(52);
const double l_766 = reinterpret_cast<double const&>(l_765);
l_mut_232 = l_766;
}
const bool l_767 = l_mut_404 == l_mut_232;
if (l_767) {
const double l_768 = l_745 * double(1.4551915228366852e-11);
const double l_769 = l_729 + l_768;
const double l_770 = l_mut_31 - l_745;
const double l_771 = l_mut_31 + l_745;
const uint32 l_772 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_773 = l_772 & uint32(2147483647);
const float l_774 = reinterpret_cast<float const&>(l_773);
const double l_775 = double(l_774);
l_mut_404 = l_775;
const bool l_776 = l_773 < uint32(8388608);
if (l_776) {
const double l_777 = double(l_773);
const double l_778 = l_777 * double(1.401298464324817e-45);
l_mut_404 = l_778;
}
const uint64 l_779 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_780 = l_772 >> uint32(31);
const uint64 l_781 = uint64(l_780);
const uint64 l_782 = l_781 << uint64(63);
const uint64 l_783 = l_779 | l_782;
const double l_784 = reinterpret_cast<double const&>(l_783);
const uint32 l_785 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_786 = l_785 + uint32(1);
l_mut_787 = l_786;
const uint32 l_788 = l_785 & uint32(2147483647);
const bool l_789 = l_788 == uint32(0);
if (l_789) {
l_mut_787 = uint32(1);
} else {
const uint32 l_790 = l_785 & uint32(2147483648);
const bool l_791 = l_790 != uint32(0);
if (l_791) {
const uint32 l_792 = l_785 - uint32(1);
l_mut_787 = l_792;
} else {
const bool l_793 = l_785 == uint32(2139095040);
if (l_793) {
l_mut_787 = l_785;
}
}
}
const float l_794 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_795 = reinterpret_cast<uint32 const&>(l_794);
const uint32 l_796 = l_795 & uint32(2147483647);
const float l_797 = reinterpret_cast<float const&>(l_796);
const double l_798 = double(l_797);
l_mut_404 = l_798;
const bool l_799 = l_796 < uint32(8388608);
if (l_799) {
const double l_800 = double(l_796);
const double l_801 = l_800 * double(1.401298464324817e-45);
l_mut_404 = l_801;
}
const uint64 l_802 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_803 = l_795 >> uint32(31);
const uint64 l_804 = uint64(l_803);
const uint64 l_805 = l_804 << uint64(63);
const uint64 l_806 = l_802 | l_805;
const double l_807 = reinterpret_cast<double const&>(l_806);
const uint32 l_808 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_809 = l_808 ^ uint32(2147483648);
const float l_810 = reinterpret_cast<float const&>(l_809);
const uint32 l_811 = reinterpret_cast<uint32 const&>(l_810);
const uint32 l_812 = l_811 + uint32(1);
l_mut_787 = l_812;
const uint32 l_813 = l_811 & uint32(2147483647);
const bool l_814 = l_813 == uint32(0);
if (l_814) {
l_mut_787 = uint32(1);
} else {
const uint32 l_815 = l_811 & uint32(2147483648);
const bool l_816 = l_815 != uint32(0);
if (l_816) {
const uint32 l_817 = l_811 - uint32(1);
l_mut_787 = l_817;
} else {
const bool l_818 = l_811 == uint32(2139095040);
if (l_818) {
l_mut_787 = l_811;
}
}
}
const float l_819 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_820 = reinterpret_cast<uint32 const&>(l_819);
const uint32 l_821 = l_820 ^ uint32(2147483648);
const float l_822 = reinterpret_cast<float const&>(l_821);
const uint32 l_823 = reinterpret_cast<uint32 const&>(l_822);
const uint32 l_824 = l_823 & uint32(2147483647);
const float l_825 = reinterpret_cast<float const&>(l_824);
const double l_826 = double(l_825);
l_mut_404 = l_826;
const bool l_827 = l_824 < uint32(8388608);
if (l_827) {
const double l_828 = double(l_824);
const double l_829 = l_828 * double(1.401298464324817e-45);
l_mut_404 = l_829;
}
const uint64 l_830 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_831 = l_823 >> uint32(31);
const uint64 l_832 = uint64(l_831);
const uint64 l_833 = l_832 << uint64(63);
const uint64 l_834 = l_830 | l_833;
const double l_835 = reinterpret_cast<double const&>(l_834);
const double l_836 = l_770 + l_769;
const bool l_837 = l_836 <= l_784;
l_mut_838 = l_837;
const double l_839 = l_770 - l_769;
const bool l_840 = l_839 > l_784;
l_mut_841 = l_840;
const double l_842 = l_771 - l_769;
const bool l_843 = l_842 >= l_784;
l_mut_844 = l_843;
const double l_845 = l_771 + l_769;
const bool l_846 = l_845 < l_784;
l_mut_847 = l_846;
if (l_717) {
const double l_848 = l_770 + l_769;
const bool l_849 = l_848 < l_807;
l_mut_838 = l_849;
const double l_850 = l_770 - l_769;
const bool l_851 = l_850 >= l_807;
l_mut_841 = l_851;
const double l_852 = l_771 - l_769;
const bool l_853 = l_852 > l_835;
l_mut_844 = l_853;
const double l_854 = l_771 + l_769;
const bool l_855 = l_854 <= l_835;
l_mut_847 = l_855;
}
l_mut_787 = uint32(2);
const bool l_856 = l_mut_841 || l_mut_847;
if (l_856) {
l_mut_787 = uint32(1);
} else {
const bool l_857 = l_mut_838 && l_mut_844;
if (l_857) {
l_mut_787 = uint32(0);
}
}
const uint32 l_858 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_859 = l_858 & uint32(2147483647);
const bool l_860 = l_859 == uint32(0);
if (l_860) {
const double l_861 = l_770 + l_769;
const bool l_862 = l_861 < double(1.1754943508222875e-38);
const double l_863 = l_771 - l_769;
const bool l_864 = l_863 > double(-1.1754943508222875e-38);
const bool l_865 = l_862 && l_864;
const double l_866 = l_770 - l_769;
const bool l_867 = l_866 < double(1.1754943508222875e-38);
const double l_868 = l_771 + l_769;
const bool l_869 = l_868 > double(-1.1754943508222875e-38);
const bool l_870 = l_867 && l_869;
if (l_865) {
l_mut_787 = uint32(0);
} else {
const bool l_871 = l_mut_787 == uint32(1);
const bool l_872 = l_870 && l_871;
if (l_872) {
l_mut_787 = uint32(2);
}
}
}
l_mut_746 = l_mut_787;
}
l_mut_730 = l_mut_746;
} else {
const bool l_873 = l_713 == uint32(3);
if (l_873) {
l_mut_730 = uint32(0);
const bool l_874 = l_727 >= double(1.1754943508222875e-38);
const bool l_875 = l_727 <= double(8.507059173023462e37);
const bool l_876 = l_874 && l_875;
if (l_876) {
const double l_877 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_878 = l_877 >= double(1.1754943508222875e-38);
const bool l_879 = l_877 <= double(1.7976931348623157e308);
const bool l_880 = l_878 && l_879;
if (l_880) {
const uint64 l_881 = reinterpret_cast<uint64 const&>(l_877);
const uint64 l_882 = l_881 >> uint64(52);
const uint64 l_883 = l_882 - uint64(23);
const uint64 l_884 = l_883 << uint64(52);
const double l_885 = reinterpret_cast<double const&>(l_884);
l_mut_404 = l_885;
}
const double l_886 = l_719 * l_mut_404;
l_mut_787 = uint32(2);
const double l_887 = l_mut_31 - l_729;
const double l_888 = abs(l_887);
l_mut_404 = double(1.401298464324817e-45);
const bool l_889 = l_888 >= double(1.1754943508222875e-38);
const bool l_890 = l_888 <= double(1.7976931348623157e308);
const bool l_891 = l_889 && l_890;
if (l_891) {
const uint64 l_892 = reinterpret_cast<uint64 const&>(l_888);
const uint64 l_893 = l_892 >> uint64(52);
const uint64 l_894 = l_893 - uint64(23);
const uint64 l_895 = l_894 << uint64(52);
const double l_896 = reinterpret_cast<double const&>(l_895);
l_mut_404 = l_896;
}
const double l_897 = l_mut_31 + l_729;
const double l_898 = abs(l_897);
l_mut_232 = double(1.401298464324817e-45);
const bool l_899 = l_898 >= double(1.1754943508222875e-38);
const bool l_900 = l_898 <= double(1.7976931348623157e308);
const bool l_901 = l_899 && l_900;
if (l_901) {
const uint64 l_902 = reinterpret_cast<uint64 const&>(l_898);
const uint64 l_903 = l_902 >> uint64(52);
const uint64 l_904 = l_903 - uint64(23);
const uint64 l_905 = l_904 << uint64(52);
const double l_906 = reinterpret_cast<double const&>(l_905);
l_mut_232 = l_906;
}
const bool l_907 = l_mut_404 == l_mut_232;
if (l_907) {
const double l_908 = l_886 * double(1.4551915228366852e-11);
const double l_909 = l_729 + l_908;
const double l_910 = l_mut_31 - l_886;
const double l_911 = l_mut_31 + l_886;
const uint32 l_912 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_913 = l_912 & uint32(2147483647);
const float l_914 = reinterpret_cast<float const&>(l_913);
const double l_915 = double(l_914);
l_mut_404 = l_915;
const bool l_916 = l_913 < uint32(8388608);
if (l_916) {
const double l_917 = double(l_913);
const double l_918 = l_917 * double(1.401298464324817e-45);
l_mut_404 = l_918;
}
const uint64 l_919 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_920 = l_912 >> uint32(31);
const uint64 l_921 = uint64(l_920);
const uint64 l_922 = l_921 << uint64(63);
const uint64 l_923 = l_919 | l_922;
const double l_924 = reinterpret_cast<double const&>(l_923);
const uint32 l_925 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_926 = l_925 + uint32(1);
l_mut_746 = l_926;
const uint32 l_927 = l_925 & uint32(2147483647);
const bool l_928 = l_927 == uint32(0);
if (l_928) {
l_mut_746 = uint32(1);
} else {
const uint32 l_929 = l_925 & uint32(2147483648);
const bool l_930 = l_929 != uint32(0);
if (l_930) {
const uint32 l_931 = l_925 - uint32(1);
l_mut_746 = l_931;
} else {
const bool l_932 = l_925 == uint32(2139095040);
if (l_932) {
l_mut_746 = l_925;
}
}
}
const float l_933 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_934 = reinterpret_cast<uint32 const&>(l_933);
const uint32 l_935 = l_934 & uint32(2147483647);
const float l_936 = reinterpret_cast<float const&>(l_935);
const double l_937 = double(l_936);
l_mut_404 = l_937;
const bool l_938 = l_935 < uint32(8388608);
if (l_938) {
const double l_939 = double(l_935);
const double l_940 = l_939 * double(1.401298464324817e-45);
l_mut_404 = l_940;
}
const uint64 l_941 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_942 = l_934 >> uint32(31);
const uint64 l_943 = uint64(l_942);
const uint64 l_944 = l_943 << uint64(63);
const uint64 l_945 = l_941 | l_944;
const double l_946 = reinterpret_cast<double const&>(l_945);
const uint32 l_947 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_948 = l_947 ^ uint32(2147483648);
const float l_949 = reinterpret_cast<float const&>(l_948);
const uint32 l_950 = reinterpret_cast<uint32 const&>(l_949);
const uint32 l_951 = l_950 + uint32(1);
l_mut_746 = l_951;
const uint32 l_952 = l_950 & uint32(2147483647);
const bool l_953 = l_952 == uint32(0);
if (l_953) {
l_mut_746 = uint32(1);
} else {
const uint32 l_954 = l_950 & uint32(2147483648);
const bool l_955 = l_954 != uint32(0);
if (l_955) {
const uint32 l_956 = l_950 - uint32(1);
l_mut_746 = l_956;
} else {
const bool l_957 = l_950 == uint32(2139095040);
if (l_957) {
l_mut_746 = l_950;
}
}
}
const float l_958 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_959 = reinterpret_cast<uint32 const&>(l_958);
const uint32 l_960 = l_959 ^ uint32(2147483648);
const float l_961 = reinterpret_cast<float const&>(l_960);
const uint32 l_962 = reinterpret_cast<uint32 const&>(l_961);
const uint32 l_963 = l_962 & uint32(2147483647);
const float l_964 = reinterpret_cast<float const&>(l_963);
const double l_965 = double(l_964);
l_mut_404 = l_965;
const bool l_966 = l_963 < uint32(8388608);
if (l_966) {
const double l_967 = double(l_963);
const double l_968 = l_967 * double(1.401298464324817e-45);
l_mut_404 = l_968;
}
const uint64 l_969 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_970 = l_962 >> uint32(31);
const uint64 l_971 = uint64(l_970);
const uint64 l_972 = l_971 << uint64(63);
const uint64 l_973 = l_969 | l_972;
const double l_974 = reinterpret_cast<double const&>(l_973);
const double l_975 = l_910 + l_909;
const bool l_976 = l_975 <= l_924;
l_mut_847 = l_976;
const double l_977 = l_910 - l_909;
const bool l_978 = l_977 > l_924;
l_mut_844 = l_978;
const double l_979 = l_911 - l_909;
const bool l_980 = l_979 >= l_924;
l_mut_841 = l_980;
const double l_981 = l_911 + l_909;
const bool l_982 = l_981 < l_924;
l_mut_838 = l_982;
if (l_717) {
const double l_983 = l_910 + l_909;
const bool l_984 = l_983 < l_946;
l_mut_847 = l_984;
const double l_985 = l_910 - l_909;
const bool l_986 = l_985 >= l_946;
l_mut_844 = l_986;
const double l_987 = l_911 - l_909;
const bool l_988 = l_987 > l_974;
l_mut_841 = l_988;
const double l_989 = l_911 + l_909;
const bool l_990 = l_989 <= l_974;
l_mut_838 = l_990;
}
l_mut_746 = uint32(2);
const bool l_991 = l_mut_844 || l_mut_838;
if (l_991) {
l_mut_746 = uint32(1);
} else {
const bool l_992 = l_mut_847 && l_mut_841;
if (l_992) {
l_mut_746 = uint32(0);
}
}
const uint32 l_993 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_994 = l_993 & uint32(2147483647);
const bool l_995 = l_994 == uint32(0);
if (l_995) {
const double l_996 = l_910 + l_909;
const bool l_997 = l_996 < double(1.1754943508222875e-38);
const double l_998 = l_911 - l_909;
const bool l_999 = l_998 > double(-1.1754943508222875e-38);
const bool l_1000 = l_997 && l_999;
const double l_1001 = l_910 - l_909;
const bool l_1002 = l_1001 < double(1.1754943508222875e-38);
const double l_1003 = l_911 + l_909;
const bool l_1004 = l_1003 > double(-1.1754943508222875e-38);
const bool l_1005 = l_1002 && l_1004;
if (l_1000) {
l_mut_746 = uint32(0);
} else {
const bool l_1006 = l_mut_746 == uint32(1);
const bool l_1007 = l_1005 && l_1006;
if (l_1007) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
}
} else {
const bool l_1008 = l_713 == uint32(4);
if (l_1008) {
const double l_1009 = l_722 * l_727;
const double l_1010 = l_719 + l_1009;
const double l_1011 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1012 = l_1011 >= double(1.1754943508222875e-38);
const bool l_1013 = l_1011 <= double(1.7976931348623157e308);
const bool l_1014 = l_1012 && l_1013;
if (l_1014) {
const uint64 l_1015 = reinterpret_cast<uint64 const&>(l_1011);
const uint64 l_1016 = l_1015 >> uint64(52);
const uint64 l_1017 = l_1016 - uint64(23);
const uint64 l_1018 = l_1017 << uint64(52);
const double l_1019 = reinterpret_cast<double const&>(l_1018);
l_mut_404 = l_1019;
}
const double l_1020 = l_1010 * l_mut_404;
l_mut_787 = uint32(2);
const double l_1021 = l_mut_31 - l_729;
const double l_1022 = abs(l_1021);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1023 = l_1022 >= double(1.1754943508222875e-38);
const bool l_1024 = l_1022 <= double(1.7976931348623157e308);
const bool l_1025 = l_1023 && l_1024;
if (l_1025) {
const uint64 l_1026 = reinterpret_cast<uint64 const&>(l_1022);
const uint64 l_1027 = l_1026 >> uint64(52);
const uint64 l_1028 = l_1027 - uint64(23);
const uint64 l_1029 = l_1028 << uint64(52);
const double l_1030 = reinterpret_cast<double const&>(l_1029);
l_mut_404 = l_1030;
}
const double l_1031 = l_mut_31 + l_729;
const double l_1032 = abs(l_1031);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1033 = l_1032 >= double(1.1754943508222875e-38);
const bool l_1034 = l_1032 <= double(1.7976931348623157e308);
const bool l_1035 = l_1033 && l_1034;
if (l_1035) {
const uint64 l_1036 = reinterpret_cast<uint64 const&>(l_1032);
const uint64 l_1037 = l_1036 >> uint64(52);
const uint64 l_1038 = l_1037 - uint64(23);
const uint64 l_1039 = l_1038 << uint64(52);
const double l_1040 = reinterpret_cast<double const&>(l_1039);
l_mut_232 = l_1040;
}
const bool l_1041 = l_mut_404 == l_mut_232;
if (l_1041) {
const double l_1042 = l_1020 * double(1.4551915228366852e-11);
const double l_1043 = l_729 + l_1042;
const double l_1044 = l_mut_31 - l_1020;
const double l_1045 = l_mut_31 + l_1020;
const uint32 l_1046 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1047 = l_1046 & uint32(2147483647);
const float l_1048 = reinterpret_cast<float const&>(l_1047);
const double l_1049 = double(l_1048);
l_mut_404 = l_1049;
const bool l_1050 = l_1047 < uint32(8388608);
if (l_1050) {
const double l_1051 = double(l_1047);
const double l_1052 = l_1051 * double(1.401298464324817e-45);
l_mut_404 = l_1052;
}
const uint64 l_1053 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1054 = l_1046 >> uint32(31);
const uint64 l_1055 = uint64(l_1054);
const uint64 l_1056 = l_1055 << uint64(63);
const uint64 l_1057 = l_1053 | l_1056;
const double l_1058 = reinterpret_cast<double const&>(l_1057);
const uint32 l_1059 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1060 = l_1059 + uint32(1);
l_mut_746 = l_1060;
const uint32 l_1061 = l_1059 & uint32(2147483647);
const bool l_1062 = l_1061 == uint32(0);
if (l_1062) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1063 = l_1059 & uint32(2147483648);
const bool l_1064 = l_1063 != uint32(0);
if (l_1064) {
const uint32 l_1065 = l_1059 - uint32(1);
l_mut_746 = l_1065;
} else {
const bool l_1066 = l_1059 == uint32(2139095040);
if (l_1066) {
l_mut_746 = l_1059;
}
}
}
const float l_1067 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1068 = reinterpret_cast<uint32 const&>(l_1067);
const uint32 l_1069 = l_1068 & uint32(2147483647);
const float l_1070 = reinterpret_cast<float const&>(l_1069);
const double l_1071 = double(l_1070);
l_mut_404 = l_1071;
const bool l_1072 = l_1069 < uint32(8388608);
if (l_1072) {
const double l_1073 = double(l_1069);
const double l_1074 = l_1073 * double(1.401298464324817e-45);
l_mut_404 = l_1074;
}
const uint64 l_1075 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1076 = l_1068 >> uint32(31);
const uint64 l_1077 = uint64(l_1076);
const uint64 l_1078 = l_1077 << uint64(63);
const uint64 l_1079 = l_1075 | l_1078;
const double l_1080 = reinterpret_cast<double const&>(l_1079);
const uint32 l_1081 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1082 = l_1081 ^ uint32(2147483648);
const float l_1083 = reinterpret_cast<float const&>(l_1082);
const uint32 l_1084 = reinterpret_cast<uint32 const&>(l_1083);
const uint32 l_1085 = l_1084 + uint32(1);
l_mut_746 = l_1085;
const uint32 l_1086 = l_1084 & uint32(2147483647);
const bool l_1087 = l_1086 == uint32(0);
if (l_1087) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1088 = l_1084 & uint32(2147483648);
const bool l_1089 = l_1088 != uint32(0);
if (l_1089) {
const uint32 l_1090 = l_1084 - uint32(1);
l_mut_746 = l_1090;
} else {
const bool l_1091 = l_1084 == uint32(2139095040);
if (l_1091) {
l_mut_746 = l_1084;
}
}
}
const float l_1092 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1093 = reinterpret_cast<uint32 const&>(l_1092);
const uint32 l_1094 = l_1093 ^ uint32(2147483648);
const float l_1095 = reinterpret_cast<float const&>(l_1094);
const uint32 l_1096 = reinterpret_cast<uint32 const&>(l_1095);
const uint32 l_1097 = l_1096 & uint32(2147483647);
const float l_1098 = reinterpret_cast<float const&>(l_1097);
const double l_1099 = double(l_1098);
l_mut_404 = l_1099;
const bool l_1100 = l_1097 < uint32(8388608);
if (l_1100) {
const double l_1101 = double(l_1097);
const double l_1102 = l_1101 * double(1.401298464324817e-45);
l_mut_404 = l_1102;
}
const uint64 l_1103 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1104 = l_1096 >> uint32(31);
const uint64 l_1105 = uint64(l_1104);
const uint64 l_1106 = l_1105 << uint64(63);
const uint64 l_1107 = l_1103 | l_1106;
const double l_1108 = reinterpret_cast<double const&>(l_1107);
const double l_1109 = l_1044 + l_1043;
const bool l_1110 = l_1109 <= l_1058;
l_mut_847 = l_1110;
const double l_1111 = l_1044 - l_1043;
const bool l_1112 = l_1111 > l_1058;
l_mut_844 = l_1112;
const double l_1113 = l_1045 - l_1043;
const bool l_1114 = l_1113 >= l_1058;
l_mut_841 = l_1114;
const double l_1115 = l_1045 + l_1043;
const bool l_1116 = l_1115 < l_1058;
l_mut_838 = l_1116;
if (l_717) {
const double l_1117 = l_1044 + l_1043;
const bool l_1118 = l_1117 < l_1080;
l_mut_847 = l_1118;
const double l_1119 = l_1044 - l_1043;
const bool l_1120 = l_1119 >= l_1080;
l_mut_844 = l_1120;
const double l_1121 = l_1045 - l_1043;
const bool l_1122 = l_1121 > l_1108;
l_mut_841 = l_1122;
const double l_1123 = l_1045 + l_1043;
const bool l_1124 = l_1123 <= l_1108;
l_mut_838 = l_1124;
}
l_mut_746 = uint32(2);
const bool l_1125 = l_mut_844 || l_mut_838;
if (l_1125) {
l_mut_746 = uint32(1);
} else {
const bool l_1126 = l_mut_847 && l_mut_841;
if (l_1126) {
l_mut_746 = uint32(0);
}
}
const uint32 l_1127 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1128 = l_1127 & uint32(2147483647);
const bool l_1129 = l_1128 == uint32(0);
if (l_1129) {
const double l_1130 = l_1044 + l_1043;
const bool l_1131 = l_1130 < double(1.1754943508222875e-38);
const double l_1132 = l_1045 - l_1043;
const bool l_1133 = l_1132 > double(-1.1754943508222875e-38);
const bool l_1134 = l_1131 && l_1133;
const double l_1135 = l_1044 - l_1043;
const bool l_1136 = l_1135 < double(1.1754943508222875e-38);
const double l_1137 = l_1045 + l_1043;
const bool l_1138 = l_1137 > double(-1.1754943508222875e-38);
const bool l_1139 = l_1136 && l_1138;
if (l_1134) {
l_mut_746 = uint32(0);
} else {
const bool l_1140 = l_mut_746 == uint32(1);
const bool l_1141 = l_1139 && l_1140;
if (l_1141) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
const bool l_1142 = l_713 == uint32(5);
if (l_1142) {
const double l_1143 = double(2.0) * l_726;
const double l_1144 = abs(l_1143);
const double l_1145 = floor(l_1144);
const double l_1146 = double(3.0) + l_1145;
const double l_1147 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1148 = l_1147 >= double(1.1754943508222875e-38);
const bool l_1149 = l_1147 <= double(1.7976931348623157e308);
const bool l_1150 = l_1148 && l_1149;
if (l_1150) {
const uint64 l_1151 = reinterpret_cast<uint64 const&>(l_1147);
const uint64 l_1152 = l_1151 >> uint64(52);
const uint64 l_1153 = l_1152 - uint64(23);
const uint64 l_1154 = l_1153 << uint64(52);
const double l_1155 = reinterpret_cast<double const&>(l_1154);
l_mut_404 = l_1155;
}
const double l_1156 = l_1146 * l_mut_404;
l_mut_787 = uint32(2);
const double l_1157 = l_mut_31 - l_729;
const double l_1158 = abs(l_1157);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1159 = l_1158 >= double(1.1754943508222875e-38);
const bool l_1160 = l_1158 <= double(1.7976931348623157e308);
const bool l_1161 = l_1159 && l_1160;
if (l_1161) {
const uint64 l_1162 = reinterpret_cast<uint64 const&>(l_1158);
const uint64 l_1163 = l_1162 >> uint64(52);
const uint64 l_1164 = l_1163 - uint64(23);
const uint64 l_1165 = l_1164 << uint64(52);
const double l_1166 = reinterpret_cast<double const&>(l_1165);
l_mut_404 = l_1166;
}
const double l_1167 = l_mut_31 + l_729;
const double l_1168 = abs(l_1167);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1169 = l_1168 >= double(1.1754943508222875e-38);
const bool l_1170 = l_1168 <= double(1.7976931348623157e308);
const bool l_1171 = l_1169 && l_1170;
if (l_1171) {
const uint64 l_1172 = reinterpret_cast<uint64 const&>(l_1168);
const uint64 l_1173 = l_1172 >> uint64(52);
const uint64 l_1174 = l_1173 - uint64(23);
const uint64 l_1175 = l_1174 << uint64(52);
const double l_1176 = reinterpret_cast<double const&>(l_1175);
l_mut_232 = l_1176;
}
const bool l_1177 = l_mut_404 == l_mut_232;
if (l_1177) {
const double l_1178 = l_1156 * double(1.4551915228366852e-11);
const double l_1179 = l_729 + l_1178;
const double l_1180 = l_mut_31 - l_1156;
const double l_1181 = l_mut_31 + l_1156;
const uint32 l_1182 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1183 = l_1182 & uint32(2147483647);
const float l_1184 = reinterpret_cast<float const&>(l_1183);
const double l_1185 = double(l_1184);
l_mut_404 = l_1185;
const bool l_1186 = l_1183 < uint32(8388608);
if (l_1186) {
const double l_1187 = double(l_1183);
const double l_1188 = l_1187 * double(1.401298464324817e-45);
l_mut_404 = l_1188;
}
const uint64 l_1189 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1190 = l_1182 >> uint32(31);
const uint64 l_1191 = uint64(l_1190);
const uint64 l_1192 = l_1191 << uint64(63);
const uint64 l_1193 = l_1189 | l_1192;
const double l_1194 = reinterpret_cast<double const&>(l_1193);
const uint32 l_1195 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1196 = l_1195 + uint32(1);
l_mut_746 = l_1196;
const uint32 l_1197 = l_1195 & uint32(2147483647);
const bool l_1198 = l_1197 == uint32(0);
if (l_1198) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1199 = l_1195 & uint32(2147483648);
const bool l_1200 = l_1199 != uint32(0);
if (l_1200) {
const uint32 l_1201 = l_1195 - uint32(1);
l_mut_746 = l_1201;
} else {
const bool l_1202 = l_1195 == uint32(2139095040);
if (l_1202) {
l_mut_746 = l_1195;
}
}
}
const float l_1203 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1204 = reinterpret_cast<uint32 const&>(l_1203);
const uint32 l_1205 = l_1204 & uint32(2147483647);
const float l_1206 = reinterpret_cast<float const&>(l_1205);
const double l_1207 = double(l_1206);
l_mut_404 = l_1207;
const bool l_1208 = l_1205 < uint32(8388608);
if (l_1208) {
const double l_1209 = double(l_1205);
const double l_1210 = l_1209 * double(1.401298464324817e-45);
l_mut_404 = l_1210;
}
const uint64 l_1211 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1212 = l_1204 >> uint32(31);
const uint64 l_1213 = uint64(l_1212);
const uint64 l_1214 = l_1213 << uint64(63);
const uint64 l_1215 = l_1211 | l_1214;
const double l_1216 = reinterpret_cast<double const&>(l_1215);
const uint32 l_1217 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1218 = l_1217 ^ uint32(2147483648);
const float l_1219 = reinterpret_cast<float const&>(l_1218);
const uint32 l_1220 = reinterpret_cast<uint32 const&>(l_1219);
const uint32 l_1221 = l_1220 + uint32(1);
l_mut_746 = l_1221;
const uint32 l_1222 = l_1220 & uint32(2147483647);
const bool l_1223 = l_1222 == uint32(0);
if (l_1223) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1224 = l_1220 & uint32(2147483648);
const bool l_1225 = l_1224 != uint32(0);
if (l_1225) {
const uint32 l_1226 = l_1220 - uint32(1);
l_mut_746 = l_1226;
} else {
const bool l_1227 = l_1220 == uint32(2139095040);
if (l_1227) {
l_mut_746 = l_1220;
}
}
}
const float l_1228 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1229 = reinterpret_cast<uint32 const&>(l_1228);
const uint32 l_1230 = l_1229 ^ uint32(2147483648);
const float l_1231 = reinterpret_cast<float const&>(l_1230);
const uint32 l_1232 = reinterpret_cast<uint32 const&>(l_1231);
const uint32 l_1233 = l_1232 & uint32(2147483647);
const float l_1234 = reinterpret_cast<float const&>(l_1233);
const double l_1235 = double(l_1234);
l_mut_404 = l_1235;
const bool l_1236 = l_1233 < uint32(8388608);
if (l_1236) {
const double l_1237 = double(l_1233);
const double l_1238 = l_1237 * double(1.401298464324817e-45);
l_mut_404 = l_1238;
}
const uint64 l_1239 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1240 = l_1232 >> uint32(31);
const uint64 l_1241 = uint64(l_1240);
const uint64 l_1242 = l_1241 << uint64(63);
const uint64 l_1243 = l_1239 | l_1242;
const double l_1244 = reinterpret_cast<double const&>(l_1243);
const double l_1245 = l_1180 + l_1179;
const bool l_1246 = l_1245 <= l_1194;
l_mut_847 = l_1246;
const double l_1247 = l_1180 - l_1179;
const bool l_1248 = l_1247 > l_1194;
l_mut_844 = l_1248;
const double l_1249 = l_1181 - l_1179;
const bool l_1250 = l_1249 >= l_1194;
l_mut_841 = l_1250;
const double l_1251 = l_1181 + l_1179;
const bool l_1252 = l_1251 < l_1194;
l_mut_838 = l_1252;
if (l_717) {
const double l_1253 = l_1180 + l_1179;
const bool l_1254 = l_1253 < l_1216;
l_mut_847 = l_1254;
const double l_1255 = l_1180 - l_1179;
const bool l_1256 = l_1255 >= l_1216;
l_mut_844 = l_1256;
const double l_1257 = l_1181 - l_1179;
const bool l_1258 = l_1257 > l_1244;
l_mut_841 = l_1258;
const double l_1259 = l_1181 + l_1179;
const bool l_1260 = l_1259 <= l_1244;
l_mut_838 = l_1260;
}
l_mut_746 = uint32(2);
const bool l_1261 = l_mut_844 || l_mut_838;
if (l_1261) {
l_mut_746 = uint32(1);
} else {
const bool l_1262 = l_mut_847 && l_mut_841;
if (l_1262) {
l_mut_746 = uint32(0);
}
}
const uint32 l_1263 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1264 = l_1263 & uint32(2147483647);
const bool l_1265 = l_1264 == uint32(0);
if (l_1265) {
const double l_1266 = l_1180 + l_1179;
const bool l_1267 = l_1266 < double(1.1754943508222875e-38);
const double l_1268 = l_1181 - l_1179;
const bool l_1269 = l_1268 > double(-1.1754943508222875e-38);
const bool l_1270 = l_1267 && l_1269;
const double l_1271 = l_1180 - l_1179;
const bool l_1272 = l_1271 < double(1.1754943508222875e-38);
const double l_1273 = l_1181 + l_1179;
const bool l_1274 = l_1273 > double(-1.1754943508222875e-38);
const bool l_1275 = l_1272 && l_1274;
if (l_1270) {
l_mut_746 = uint32(0);
} else {
const bool l_1276 = l_mut_746 == uint32(1);
const bool l_1277 = l_1275 && l_1276;
if (l_1277) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
const bool l_1278 = l_713 == uint32(6);
if (l_1278) {
l_mut_730 = uint32(0);
const bool l_1279 = l_727 <= l_722;
if (l_1279) {
const double l_1280 = l_719 * double(1.4551915228366852e-11);
const double l_1281 = l_729 + l_1280;
const double l_1282 = l_mut_31 - l_719;
const double l_1283 = l_mut_31 + l_719;
const uint32 l_1284 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1285 = l_1284 & uint32(2147483647);
const float l_1286 = reinterpret_cast<float const&>(l_1285);
const double l_1287 = double(l_1286);
l_mut_404 = l_1287;
const bool l_1288 = l_1285 < uint32(8388608);
if (l_1288) {
const double l_1289 = double(l_1285);
const double l_1290 = l_1289 * double(1.401298464324817e-45);
l_mut_404 = l_1290;
}
const uint64 l_1291 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1292 = l_1284 >> uint32(31);
const uint64 l_1293 = uint64(l_1292);
const uint64 l_1294 = l_1293 << uint64(63);
const uint64 l_1295 = l_1291 | l_1294;
const double l_1296 = reinterpret_cast<double const&>(l_1295);
const uint32 l_1297 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1298 = l_1297 + uint32(1);
l_mut_787 = l_1298;
const uint32 l_1299 = l_1297 & uint32(2147483647);
const bool l_1300 = l_1299 == uint32(0);
if (l_1300) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1301 = l_1297 & uint32(2147483648);
const bool l_1302 = l_1301 != uint32(0);
if (l_1302) {
const uint32 l_1303 = l_1297 - uint32(1);
l_mut_787 = l_1303;
} else {
const bool l_1304 = l_1297 == uint32(2139095040);
if (l_1304) {
l_mut_787 = l_1297;
}
}
}
const float l_1305 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1306 = reinterpret_cast<uint32 const&>(l_1305);
const uint32 l_1307 = l_1306 & uint32(2147483647);
const float l_1308 = reinterpret_cast<float const&>(l_1307);
const double l_1309 = double(l_1308);
l_mut_404 = l_1309;
const bool l_1310 = l_1307 < uint32(8388608);
if (l_1310) {
const double l_1311 = double(l_1307);
const double l_1312 = l_1311 * double(1.401298464324817e-45);
l_mut_404 = l_1312;
}
const uint64 l_1313 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1314 = l_1306 >> uint32(31);
const uint64 l_1315 = uint64(l_1314);
const uint64 l_1316 = l_1315 << uint64(63);
const uint64 l_1317 = l_1313 | l_1316;
const double l_1318 = reinterpret_cast<double const&>(l_1317);
const uint32 l_1319 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1320 = l_1319 ^ uint32(2147483648);
const float l_1321 = reinterpret_cast<float const&>(l_1320);
const uint32 l_1322 = reinterpret_cast<uint32 const&>(l_1321);
const uint32 l_1323 = l_1322 + uint32(1);
l_mut_787 = l_1323;
const uint32 l_1324 = l_1322 & uint32(2147483647);
const bool l_1325 = l_1324 == uint32(0);
if (l_1325) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1326 = l_1322 & uint32(2147483648);
const bool l_1327 = l_1326 != uint32(0);
if (l_1327) {
const uint32 l_1328 = l_1322 - uint32(1);
l_mut_787 = l_1328;
} else {
const bool l_1329 = l_1322 == uint32(2139095040);
if (l_1329) {
l_mut_787 = l_1322;
}
}
}
const float l_1330 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1331 = reinterpret_cast<uint32 const&>(l_1330);
const uint32 l_1332 = l_1331 ^ uint32(2147483648);
const float l_1333 = reinterpret_cast<float const&>(l_1332);
const uint32 l_1334 = reinterpret_cast<uint32 const&>(l_1333);
const uint32 l_1335 = l_1334 & uint32(2147483647);
const float l_1336 = reinterpret_cast<float const&>(l_1335);
const double l_1337 = double(l_1336);
l_mut_404 = l_1337;
const bool l_1338 = l_1335 < uint32(8388608);
if (l_1338) {
const double l_1339 = double(l_1335);
const double l_1340 = l_1339 * double(1.401298464324817e-45);
l_mut_404 = l_1340;
}
const uint64 l_1341 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1342 = l_1334 >> uint32(31);
const uint64 l_1343 = uint64(l_1342);
const uint64 l_1344 = l_1343 << uint64(63);
const uint64 l_1345 = l_1341 | l_1344;
const double l_1346 = reinterpret_cast<double const&>(l_1345);
const double l_1347 = l_1282 + l_1281;
const bool l_1348 = l_1347 <= l_1296;
l_mut_847 = l_1348;
const double l_1349 = l_1282 - l_1281;
const bool l_1350 = l_1349 > l_1296;
l_mut_844 = l_1350;
const double l_1351 = l_1283 - l_1281;
const bool l_1352 = l_1351 >= l_1296;
l_mut_841 = l_1352;
const double l_1353 = l_1283 + l_1281;
const bool l_1354 = l_1353 < l_1296;
l_mut_838 = l_1354;
if (l_717) {
const double l_1355 = l_1282 + l_1281;
const bool l_1356 = l_1355 < l_1318;
l_mut_847 = l_1356;
const double l_1357 = l_1282 - l_1281;
const bool l_1358 = l_1357 >= l_1318;
l_mut_844 = l_1358;
const double l_1359 = l_1283 - l_1281;
const bool l_1360 = l_1359 > l_1346;
l_mut_841 = l_1360;
const double l_1361 = l_1283 + l_1281;
const bool l_1362 = l_1361 <= l_1346;
l_mut_838 = l_1362;
}
l_mut_787 = uint32(2);
const bool l_1363 = l_mut_844 || l_mut_838;
if (l_1363) {
l_mut_787 = uint32(1);
} else {
const bool l_1364 = l_mut_847 && l_mut_841;
if (l_1364) {
l_mut_787 = uint32(0);
}
}
const uint32 l_1365 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1366 = l_1365 & uint32(2147483647);
const bool l_1367 = l_1366 == uint32(0);
if (l_1367) {
const double l_1368 = l_1282 + l_1281;
const bool l_1369 = l_1368 < double(1.1754943508222875e-38);
const double l_1370 = l_1283 - l_1281;
const bool l_1371 = l_1370 > double(-1.1754943508222875e-38);
const bool l_1372 = l_1369 && l_1371;
const double l_1373 = l_1282 - l_1281;
const bool l_1374 = l_1373 < double(1.1754943508222875e-38);
const double l_1375 = l_1283 + l_1281;
const bool l_1376 = l_1375 > double(-1.1754943508222875e-38);
const bool l_1377 = l_1374 && l_1376;
if (l_1372) {
l_mut_787 = uint32(0);
} else {
const bool l_1378 = l_mut_787 == uint32(1);
const bool l_1379 = l_1377 && l_1378;
if (l_1379) {
l_mut_787 = uint32(2);
}
}
}
l_mut_730 = l_mut_787;
}
} else {
const bool l_1380 = l_713 == uint32(7);
if (l_1380) {
const double l_1381 = abs(l_mut_31);
const double l_1382 = l_719 * l_1381;
l_mut_404 = l_1382;
const double l_1383 = abs(l_mut_31);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1384 = l_1383 >= double(1.1754943508222875e-38);
const bool l_1385 = l_1383 <= double(1.7976931348623157e308);
const bool l_1386 = l_1384 && l_1385;
if (l_1386) {
const uint64 l_1387 = reinterpret_cast<uint64 const&>(l_1383);
const uint64 l_1388 = l_1387 >> uint64(52);
const uint64 l_1389 = l_1388 - uint64(23);
const uint64 l_1390 = l_1389 << uint64(52);
const double l_1391 = reinterpret_cast<double const&>(l_1390);
l_mut_232 = l_1391;
}
const double l_1392 = double(0.5) * l_mut_232;
const bool l_1393 = l_1392 > l_mut_404;
if (l_1393) {
l_mut_404 = l_1392;
}
const double l_1394 = l_mut_31 - l_729;
const double l_1395 = abs(l_1394);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1396 = l_1395 >= double(1.1754943508222875e-38);
const bool l_1397 = l_1395 <= double(1.7976931348623157e308);
const bool l_1398 = l_1396 && l_1397;
if (l_1398) {
const uint64 l_1399 = reinterpret_cast<uint64 const&>(l_1395);
const uint64 l_1400 = l_1399 >> uint64(52);
const uint64 l_1401 = l_1400 - uint64(23);
const uint64 l_1402 = l_1401 << uint64(52);
const double l_1403 = reinterpret_cast<double const&>(l_1402);
l_mut_232 = l_1403;
}
const double l_1404 = l_mut_31 + l_729;
const double l_1405 = abs(l_1404);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1406 = l_1405 >= double(1.1754943508222875e-38);
const bool l_1407 = l_1405 <= double(1.7976931348623157e308);
const bool l_1408 = l_1406 && l_1407;
if (l_1408) {
const uint64 l_1409 = reinterpret_cast<uint64 const&>(l_1405);
const uint64 l_1410 = l_1409 >> uint64(52);
const uint64 l_1411 = l_1410 - uint64(23);
const uint64 l_1412 = l_1411 << uint64(52);
const double l_1413 = reinterpret_cast<double const&>(l_1412);
l_mut_78 = l_1413;
}
const bool l_1414 = l_mut_232 == l_mut_78;
if (l_1414) {
const double l_1415 = l_719 * l_729;
const double l_1416 = l_729 + l_1415;
const double l_1417 = l_mut_404 * double(1.4551915228366852e-11);
const double l_1418 = l_1416 + l_1417;
const double l_1419 = l_mut_31 - l_mut_404;
const double l_1420 = l_mut_31 + l_mut_404;
const uint32 l_1421 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1422 = l_1421 & uint32(2147483647);
const float l_1423 = reinterpret_cast<float const&>(l_1422);
const double l_1424 = double(l_1423);
l_mut_404 = l_1424;
const bool l_1425 = l_1422 < uint32(8388608);
if (l_1425) {
const double l_1426 = double(l_1422);
const double l_1427 = l_1426 * double(1.401298464324817e-45);
l_mut_404 = l_1427;
}
const uint64 l_1428 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1429 = l_1421 >> uint32(31);
const uint64 l_1430 = uint64(l_1429);
const uint64 l_1431 = l_1430 << uint64(63);
const uint64 l_1432 = l_1428 | l_1431;
const double l_1433 = reinterpret_cast<double const&>(l_1432);
const uint32 l_1434 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1435 = l_1434 + uint32(1);
l_mut_787 = l_1435;
const uint32 l_1436 = l_1434 & uint32(2147483647);
const bool l_1437 = l_1436 == uint32(0);
if (l_1437) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1438 = l_1434 & uint32(2147483648);
const bool l_1439 = l_1438 != uint32(0);
if (l_1439) {
const uint32 l_1440 = l_1434 - uint32(1);
l_mut_787 = l_1440;
} else {
const bool l_1441 = l_1434 == uint32(2139095040);
if (l_1441) {
l_mut_787 = l_1434;
}
}
}
const float l_1442 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1443 = reinterpret_cast<uint32 const&>(l_1442);
const uint32 l_1444 = l_1443 & uint32(2147483647);
const float l_1445 = reinterpret_cast<float const&>(l_1444);
const double l_1446 = double(l_1445);
l_mut_404 = l_1446;
const bool l_1447 = l_1444 < uint32(8388608);
if (l_1447) {
const double l_1448 = double(l_1444);
const double l_1449 = l_1448 * double(1.401298464324817e-45);
l_mut_404 = l_1449;
}
const uint64 l_1450 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1451 = l_1443 >> uint32(31);
const uint64 l_1452 = uint64(l_1451);
const uint64 l_1453 = l_1452 << uint64(63);
const uint64 l_1454 = l_1450 | l_1453;
const double l_1455 = reinterpret_cast<double const&>(l_1454);
const uint32 l_1456 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1457 = l_1456 ^ uint32(2147483648);
const float l_1458 = reinterpret_cast<float const&>(l_1457);
const uint32 l_1459 = reinterpret_cast<uint32 const&>(l_1458);
const uint32 l_1460 = l_1459 + uint32(1);
l_mut_787 = l_1460;
const uint32 l_1461 = l_1459 & uint32(2147483647);
const bool l_1462 = l_1461 == uint32(0);
if (l_1462) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1463 = l_1459 & uint32(2147483648);
const bool l_1464 = l_1463 != uint32(0);
if (l_1464) {
const uint32 l_1465 = l_1459 - uint32(1);
l_mut_787 = l_1465;
} else {
const bool l_1466 = l_1459 == uint32(2139095040);
if (l_1466) {
l_mut_787 = l_1459;
}
}
}
const float l_1467 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1468 = reinterpret_cast<uint32 const&>(l_1467);
const uint32 l_1469 = l_1468 ^ uint32(2147483648);
const float l_1470 = reinterpret_cast<float const&>(l_1469);
const uint32 l_1471 = reinterpret_cast<uint32 const&>(l_1470);
const uint32 l_1472 = l_1471 & uint32(2147483647);
const float l_1473 = reinterpret_cast<float const&>(l_1472);
const double l_1474 = double(l_1473);
l_mut_404 = l_1474;
const bool l_1475 = l_1472 < uint32(8388608);
if (l_1475) {
const double l_1476 = double(l_1472);
const double l_1477 = l_1476 * double(1.401298464324817e-45);
l_mut_404 = l_1477;
}
const uint64 l_1478 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1479 = l_1471 >> uint32(31);
const uint64 l_1480 = uint64(l_1479);
const uint64 l_1481 = l_1480 << uint64(63);
const uint64 l_1482 = l_1478 | l_1481;
const double l_1483 = reinterpret_cast<double const&>(l_1482);
const double l_1484 = l_1419 + l_1418;
const bool l_1485 = l_1484 <= l_1433;
l_mut_847 = l_1485;
const double l_1486 = l_1419 - l_1418;
const bool l_1487 = l_1486 > l_1433;
l_mut_844 = l_1487;
const double l_1488 = l_1420 - l_1418;
const bool l_1489 = l_1488 >= l_1433;
l_mut_841 = l_1489;
const double l_1490 = l_1420 + l_1418;
const bool l_1491 = l_1490 < l_1433;
l_mut_838 = l_1491;
if (l_717) {
const double l_1492 = l_1419 + l_1418;
const bool l_1493 = l_1492 < l_1455;
l_mut_847 = l_1493;
const double l_1494 = l_1419 - l_1418;
const bool l_1495 = l_1494 >= l_1455;
l_mut_844 = l_1495;
const double l_1496 = l_1420 - l_1418;
const bool l_1497 = l_1496 > l_1483;
l_mut_841 = l_1497;
const double l_1498 = l_1420 + l_1418;
const bool l_1499 = l_1498 <= l_1483;
l_mut_838 = l_1499;
}
l_mut_787 = uint32(2);
const bool l_1500 = l_mut_844 || l_mut_838;
if (l_1500) {
l_mut_787 = uint32(1);
} else {
const bool l_1501 = l_mut_847 && l_mut_841;
if (l_1501) {
l_mut_787 = uint32(0);
}
}
const uint32 l_1502 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1503 = l_1502 & uint32(2147483647);
const bool l_1504 = l_1503 == uint32(0);
if (l_1504) {
const double l_1505 = l_1419 + l_1418;
const bool l_1506 = l_1505 < double(1.1754943508222875e-38);
const double l_1507 = l_1420 - l_1418;
const bool l_1508 = l_1507 > double(-1.1754943508222875e-38);
const bool l_1509 = l_1506 && l_1508;
const double l_1510 = l_1419 - l_1418;
const bool l_1511 = l_1510 < double(1.1754943508222875e-38);
const double l_1512 = l_1420 + l_1418;
const bool l_1513 = l_1512 > double(-1.1754943508222875e-38);
const bool l_1514 = l_1511 && l_1513;
if (l_1509) {
l_mut_787 = uint32(0);
} else {
const bool l_1515 = l_mut_787 == uint32(1);
const bool l_1516 = l_1514 && l_1515;
if (l_1516) {
l_mut_787 = uint32(2);
}
}
}
l_mut_730 = l_mut_787;
}
} else {
const bool l_1517 = l_713 == uint32(8);
if (l_1517) {
const bool l_1518 = l_726 >= double(0.5);
const bool l_1519 = l_726 <= double(2.0);
const bool l_1520 = l_1518 && l_1519;
if (l_1520) {
const double l_1521 = l_719 * double(1.4551915228366852e-11);
const double l_1522 = l_729 + l_1521;
const double l_1523 = l_mut_31 - l_719;
const double l_1524 = l_mut_31 + l_719;
const uint32 l_1525 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1526 = l_1525 & uint32(2147483647);
const float l_1527 = reinterpret_cast<float const&>(l_1526);
const double l_1528 = double(l_1527);
l_mut_404 = l_1528;
const bool l_1529 = l_1526 < uint32(8388608);
if (l_1529) {
const double l_1530 = double(l_1526);
const double l_1531 = l_1530 * double(1.401298464324817e-45);
l_mut_404 = l_1531;
}
const uint64 l_1532 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1533 = l_1525 >> uint32(31);
const uint64 l_1534 = uint64(l_1533);
const uint64 l_1535 = l_1534 << uint64(63);
const uint64 l_1536 = l_1532 | l_1535;
const double l_1537 = reinterpret_cast<double const&>(l_1536);
const uint32 l_1538 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1539 = l_1538 + uint32(1);
l_mut_787 = l_1539;
const uint32 l_1540 = l_1538 & uint32(2147483647);
const bool l_1541 = l_1540 == uint32(0);
if (l_1541) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1542 = l_1538 & uint32(2147483648);
const bool l_1543 = l_1542 != uint32(0);
if (l_1543) {
const uint32 l_1544 = l_1538 - uint32(1);
l_mut_787 = l_1544;
} else {
const bool l_1545 = l_1538 == uint32(2139095040);
if (l_1545) {
l_mut_787 = l_1538;
}
}
}
const float l_1546 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1546);
const uint32 l_1548 = l_1547 & uint32(2147483647);
const float l_1549 = reinterpret_cast<float const&>(l_1548);
const double l_1550 = double(l_1549);
l_mut_404 = l_1550;
const bool l_1551 = l_1548 < uint32(8388608);
if (l_1551) {
const double l_1552 = double(l_1548);
const double l_1553 = l_1552 * double(1.401298464324817e-45);
l_mut_404 = l_1553;
}
const uint64 l_1554 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1555 = l_1547 >> uint32(31);
const uint64 l_1556 = uint64(l_1555);
const uint64 l_1557 = l_1556 << uint64(63);
const uint64 l_1558 = l_1554 | l_1557;
const double l_1559 = reinterpret_cast<double const&>(l_1558);
const uint32 l_1560 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1561 = l_1560 ^ uint32(2147483648);
const float l_1562 = reinterpret_cast<float const&>(l_1561);
const uint32 l_1563 = reinterpret_cast<uint32 const&>(l_1562);
const uint32 l_1564 = l_1563 + uint32(1);
l_mut_787 = l_1564;
const uint32 l_1565 = l_1563 & uint32(2147483647);
const bool l_1566 = l_1565 == uint32(0);
if (l_1566) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1567 = l_1563 & uint32(2147483648);
const bool l_1568 = l_1567 != uint32(0);
if (l_1568) {
const uint32 l_1569 = l_1563 - uint32(1);
l_mut_787 = l_1569;
} else {
const bool l_1570 = l_1563 == uint32(2139095040);
if (l_1570) {
l_mut_787 = l_1563;
}
}
}
const float l_1571 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1572 = reinterpret_cast<uint32 const&>(l_1571);
const uint32 l_1573 = l_1572 ^ uint32(2147483648);
const float l_1574 = reinterpret_cast<float const&>(l_1573);
const uint32 l_1575 = reinterpret_cast<uint32 const&>(l_1574);
const uint32 l_1576 = l_1575 & uint32(2147483647);
const float l_1577 = reinterpret_cast<float const&>(l_1576);
const double l_1578 = double(l_1577);
l_mut_404 = l_1578;
const bool l_1579 = l_1576 < uint32(8388608);
if (l_1579) {
const double l_1580 = double(l_1576);
const double l_1581 = l_1580 * double(1.401298464324817e-45);
l_mut_404 = l_1581;
}
const uint64 l_1582 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1583 = l_1575 >> uint32(31);
const uint64 l_1584 = uint64(l_1583);
const uint64 l_1585 = l_1584 << uint64(63);
const uint64 l_1586 = l_1582 | l_1585;
const double l_1587 = reinterpret_cast<double const&>(l_1586);
const double l_1588 = l_1523 + l_1522;
const bool l_1589 = l_1588 <= l_1537;
l_mut_847 = l_1589;
const double l_1590 = l_1523 - l_1522;
const bool l_1591 = l_1590 > l_1537;
l_mut_844 = l_1591;
const double l_1592 = l_1524 - l_1522;
const bool l_1593 = l_1592 >= l_1537;
l_mut_841 = l_1593;
const double l_1594 = l_1524 + l_1522;
const bool l_1595 = l_1594 < l_1537;
l_mut_838 = l_1595;
if (l_717) {
const double l_1596 = l_1523 + l_1522;
const bool l_1597 = l_1596 < l_1559;
l_mut_847 = l_1597;
const double l_1598 = l_1523 - l_1522;
const bool l_1599 = l_1598 >= l_1559;
l_mut_844 = l_1599;
const double l_1600 = l_1524 - l_1522;
const bool l_1601 = l_1600 > l_1587;
l_mut_841 = l_1601;
const double l_1602 = l_1524 + l_1522;
const bool l_1603 = l_1602 <= l_1587;
l_mut_838 = l_1603;
}
l_mut_787 = uint32(2);
const bool l_1604 = l_mut_844 || l_mut_838;
if (l_1604) {
l_mut_787 = uint32(1);
} else {
const bool l_1605 = l_mut_847 && l_mut_841;
if (l_1605) {
l_mut_787 = uint32(0);
}
}
const uint32 l_1606 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1607 = l_1606 & uint32(2147483647);
const bool l_1608 = l_1607 == uint32(0);
if (l_1608) {
const double l_1609 = l_1523 + l_1522;
const bool l_1610 = l_1609 < double(1.1754943508222875e-38);
const double l_1611 = l_1524 - l_1522;
const bool l_1612 = l_1611 > double(-1.1754943508222875e-38);
const bool l_1613 = l_1610 && l_1612;
const double l_1614 = l_1523 - l_1522;
const bool l_1615 = l_1614 < double(1.1754943508222875e-38);
const double l_1616 = l_1524 + l_1522;
const bool l_1617 = l_1616 > double(-1.1754943508222875e-38);
const bool l_1618 = l_1615 && l_1617;
if (l_1613) {
l_mut_787 = uint32(0);
} else {
const bool l_1619 = l_mut_787 == uint32(1);
const bool l_1620 = l_1618 && l_1619;
if (l_1620) {
l_mut_787 = uint32(2);
}
}
}
l_mut_730 = l_mut_787;
} else {
const double l_1621 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1622 = l_1621 >= double(1.1754943508222875e-38);
const bool l_1623 = l_1621 <= double(1.7976931348623157e308);
const bool l_1624 = l_1622 && l_1623;
if (l_1624) {
const uint64 l_1625 = reinterpret_cast<uint64 const&>(l_1621);
const uint64 l_1626 = l_1625 >> uint64(52);
const uint64 l_1627 = l_1626 - uint64(23);
const uint64 l_1628 = l_1627 << uint64(52);
const double l_1629 = reinterpret_cast<double const&>(l_1628);
l_mut_404 = l_1629;
}
const double l_1630 = l_722 * l_mut_404;
l_mut_787 = uint32(2);
const double l_1631 = l_mut_31 - l_729;
const double l_1632 = abs(l_1631);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1633 = l_1632 >= double(1.1754943508222875e-38);
const bool l_1634 = l_1632 <= double(1.7976931348623157e308);
const bool l_1635 = l_1633 && l_1634;
if (l_1635) {
const uint64 l_1636 = reinterpret_cast<uint64 const&>(l_1632);
const uint64 l_1637 = l_1636 >> uint64(52);
const uint64 l_1638 = l_1637 - uint64(23);
const uint64 l_1639 = l_1638 << uint64(52);
const double l_1640 = reinterpret_cast<double const&>(l_1639);
l_mut_404 = l_1640;
}
const double l_1641 = l_mut_31 + l_729;
const double l_1642 = abs(l_1641);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1643 = l_1642 >= double(1.1754943508222875e-38);
const bool l_1644 = l_1642 <= double(1.7976931348623157e308);
const bool l_1645 = l_1643 && l_1644;
if (l_1645) {
const uint64 l_1646 = reinterpret_cast<uint64 const&>(l_1642);
const uint64 l_1647 = l_1646 >> uint64(52);
const uint64 l_1648 = l_1647 - uint64(23);
const uint64 l_1649 = l_1648 << uint64(52);
const double l_1650 = reinterpret_cast<double const&>(l_1649);
l_mut_232 = l_1650;
}
const bool l_1651 = l_mut_404 == l_mut_232;
if (l_1651) {
const double l_1652 = l_1630 * double(1.4551915228366852e-11);
const double l_1653 = l_729 + l_1652;
const double l_1654 = l_mut_31 - l_1630;
const double l_1655 = l_mut_31 + l_1630;
const uint32 l_1656 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1657 = l_1656 & uint32(2147483647);
const float l_1658 = reinterpret_cast<float const&>(l_1657);
const double l_1659 = double(l_1658);
l_mut_404 = l_1659;
const bool l_1660 = l_1657 < uint32(8388608);
if (l_1660) {
const double l_1661 = double(l_1657);
const double l_1662 = l_1661 * double(1.401298464324817e-45);
l_mut_404 = l_1662;
}
const uint64 l_1663 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1664 = l_1656 >> uint32(31);
const uint64 l_1665 = uint64(l_1664);
const uint64 l_1666 = l_1665 << uint64(63);
const uint64 l_1667 = l_1663 | l_1666;
const double l_1668 = reinterpret_cast<double const&>(l_1667);
const uint32 l_1669 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1670 = l_1669 + uint32(1);
l_mut_746 = l_1670;
const uint32 l_1671 = l_1669 & uint32(2147483647);
const bool l_1672 = l_1671 == uint32(0);
if (l_1672) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1673 = l_1669 & uint32(2147483648);
const bool l_1674 = l_1673 != uint32(0);
if (l_1674) {
const uint32 l_1675 = l_1669 - uint32(1);
l_mut_746 = l_1675;
} else {
const bool l_1676 = l_1669 == uint32(2139095040);
if (l_1676) {
l_mut_746 = l_1669;
}
}
}
const float l_1677 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1678 = reinterpret_cast<uint32 const&>(l_1677);
const uint32 l_1679 = l_1678 & uint32(2147483647);
const float l_1680 = reinterpret_cast<float const&>(l_1679);
const double l_1681 = double(l_1680);
l_mut_404 = l_1681;
const bool l_1682 = l_1679 < uint32(8388608);
if (l_1682) {
const double l_1683 = double(l_1679);
const double l_1684 = l_1683 * double(1.401298464324817e-45);
l_mut_404 = l_1684;
}
const uint64 l_1685 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1686 = l_1678 >> uint32(31);
const uint64 l_1687 = uint64(l_1686);
const uint64 l_1688 = l_1687 << uint64(63);
const uint64 l_1689 = l_1685 | l_1688;
const double l_1690 = reinterpret_cast<double const&>(l_1689);
const uint32 l_1691 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1692 = l_1691 ^ uint32(2147483648);
const float l_1693 = reinterpret_cast<float const&>(l_1692);
const uint32 l_1694 = reinterpret_cast<uint32 const&>(l_1693);
const uint32 l_1695 = l_1694 + uint32(1);
l_mut_746 = l_1695;
const uint32 l_1696 = l_1694 & uint32(2147483647);
const bool l_1697 = l_1696 == uint32(0);
if (l_1697) {
l_mut_746 = uint32(1);
} else {
const uint32 l_1698 = l_1694 & uint32(2147483648);
const bool l_1699 = l_1698 != uint32(0);
if (l_1699) {
const uint32 l_1700 = l_1694 - uint32(1);
l_mut_746 = l_1700;
} else {
const bool l_1701 = l_1694 == uint32(2139095040);
if (l_1701) {
l_mut_746 = l_1694;
}
}
}
const float l_1702 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_1703 = reinterpret_cast<uint32 const&>(l_1702);
const uint32 l_1704 = l_1703 ^ uint32(2147483648);
const float l_1705 = reinterpret_cast<float const&>(l_1704);
const uint32 l_1706 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1707 = l_1706 & uint32(2147483647);
const float l_1708 = reinterpret_cast<float const&>(l_1707);
const double l_1709 = double(l_1708);
l_mut_404 = l_1709;
const bool l_1710 = l_1707 < uint32(8388608);
if (l_1710) {
const double l_1711 = double(l_1707);
const double l_1712 = l_1711 * double(1.401298464324817e-45);
l_mut_404 = l_1712;
}
const uint64 l_1713 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1714 = l_1706 >> uint32(31);
const uint64 l_1715 = uint64(l_1714);
const uint64 l_1716 = l_1715 << uint64(63);
const uint64 l_1717 = l_1713 | l_1716;
const double l_1718 = reinterpret_cast<double const&>(l_1717);
const double l_1719 = l_1654 + l_1653;
const bool l_1720 = l_1719 <= l_1668;
l_mut_847 = l_1720;
const double l_1721 = l_1654 - l_1653;
const bool l_1722 = l_1721 > l_1668;
l_mut_844 = l_1722;
const double l_1723 = l_1655 - l_1653;
const bool l_1724 = l_1723 >= l_1668;
l_mut_841 = l_1724;
const double l_1725 = l_1655 + l_1653;
const bool l_1726 = l_1725 < l_1668;
l_mut_838 = l_1726;
if (l_717) {
const double l_1727 = l_1654 + l_1653;
const bool l_1728 = l_1727 < l_1690;
l_mut_847 = l_1728;
const double l_1729 = l_1654 - l_1653;
const bool l_1730 = l_1729 >= l_1690;
l_mut_844 = l_1730;
const double l_1731 = l_1655 - l_1653;
const bool l_1732 = l_1731 > l_1718;
l_mut_841 = l_1732;
const double l_1733 = l_1655 + l_1653;
const bool l_1734 = l_1733 <= l_1718;
l_mut_838 = l_1734;
}
l_mut_746 = uint32(2);
const bool l_1735 = l_mut_844 || l_mut_838;
if (l_1735) {
l_mut_746 = uint32(1);
} else {
const bool l_1736 = l_mut_847 && l_mut_841;
if (l_1736) {
l_mut_746 = uint32(0);
}
}
const uint32 l_1737 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1738 = l_1737 & uint32(2147483647);
const bool l_1739 = l_1738 == uint32(0);
if (l_1739) {
const double l_1740 = l_1654 + l_1653;
const bool l_1741 = l_1740 < double(1.1754943508222875e-38);
const double l_1742 = l_1655 - l_1653;
const bool l_1743 = l_1742 > double(-1.1754943508222875e-38);
const bool l_1744 = l_1741 && l_1743;
const double l_1745 = l_1654 - l_1653;
const bool l_1746 = l_1745 < double(1.1754943508222875e-38);
const double l_1747 = l_1655 + l_1653;
const bool l_1748 = l_1747 > double(-1.1754943508222875e-38);
const bool l_1749 = l_1746 && l_1748;
if (l_1744) {
l_mut_746 = uint32(0);
} else {
const bool l_1750 = l_mut_746 == uint32(1);
const bool l_1751 = l_1749 && l_1750;
if (l_1751) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
}
} else {
const bool l_1752 = l_713 == uint32(9);
if (l_1752) {
l_arr_1753[uint32(0)] = uint32(1);
const double l_1754 = sqrt(l_726);
const double l_1755 = double(1.0) / l_1754;
const double l_1756 = l_1755 * double(1.4551915228366852e-11);
const double l_1757 = abs(l_1755);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1758 = l_1757 >= double(1.1754943508222875e-38);
const bool l_1759 = l_1757 <= double(1.7976931348623157e308);
const bool l_1760 = l_1758 && l_1759;
if (l_1760) {
const uint64 l_1761 = reinterpret_cast<uint64 const&>(l_1757);
const uint64 l_1762 = l_1761 >> uint64(52);
const uint64 l_1763 = l_1762 - uint64(23);
const uint64 l_1764 = l_1763 << uint64(52);
const double l_1765 = reinterpret_cast<double const&>(l_1764);
l_mut_404 = l_1765;
}
const double l_1766 = l_1755 - l_1756;
const double l_1767 = abs(l_1766);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1768 = l_1767 >= double(1.1754943508222875e-38);
const bool l_1769 = l_1767 <= double(1.7976931348623157e308);
const bool l_1770 = l_1768 && l_1769;
if (l_1770) {
const uint64 l_1771 = reinterpret_cast<uint64 const&>(l_1767);
const uint64 l_1772 = l_1771 >> uint64(52);
const uint64 l_1773 = l_1772 - uint64(23);
const uint64 l_1774 = l_1773 << uint64(52);
const double l_1775 = reinterpret_cast<double const&>(l_1774);
l_mut_232 = l_1775;
}
const double l_1776 = l_1755 + l_1756;
const double l_1777 = abs(l_1776);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1778 = l_1777 >= double(1.1754943508222875e-38);
const bool l_1779 = l_1777 <= double(1.7976931348623157e308);
const bool l_1780 = l_1778 && l_1779;
if (l_1780) {
const uint64 l_1781 = reinterpret_cast<uint64 const&>(l_1777);
const uint64 l_1782 = l_1781 >> uint64(52);
const uint64 l_1783 = l_1782 - uint64(23);
const uint64 l_1784 = l_1783 << uint64(52);
const double l_1785 = reinterpret_cast<double const&>(l_1784);
l_mut_78 = l_1785;
}
const bool l_1786 = l_mut_232 == l_mut_78;
const bool l_1787 = !l_1786;
if (l_1787) {
l_arr_1753[uint32(0)] = uint32(0);
}
const double l_1788 = l_719 * l_mut_404;
const double l_1789 = l_1755 - l_1788;
l_mut_232 = l_1789;
if (l_717) {
const double l_1790 = l_1789 - l_1756;
const double l_1791 = l_1790 * double(7.1362384635298e44);
const double l_1792 = floor(l_1791);
const double l_1793 = l_1792 * double(1.401298464324817e-45);
l_mut_78 = l_1793;
const double l_1794 = abs(l_1790);
const bool l_1795 = l_1794 >= double(1.1754943508222875e-38);
if (l_1795) {
const float l_1796 = float(l_1790);
const double l_1797 = double(l_1796);
l_mut_78 = l_1797;
const bool l_1798 = l_mut_78 > l_1790;
if (l_1798) {
const uint32 l_1799 = reinterpret_cast<uint32 const&>(l_1796);
const uint32 l_1800 = l_1799 ^ uint32(2147483648);
const float l_1801 = reinterpret_cast<float const&>(l_1800);
const uint32 l_1802 = reinterpret_cast<uint32 const&>(l_1801);
const uint32 l_1803 = l_1802 + uint32(1);
l_mut_787 = l_1803;
const uint32 l_1804 = l_1802 & uint32(2147483647);
const bool l_1805 = l_1804 == uint32(0);
if (l_1805) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1806 = l_1802 & uint32(2147483648);
const bool l_1807 = l_1806 != uint32(0);
if (l_1807) {
const uint32 l_1808 = l_1802 - uint32(1);
l_mut_787 = l_1808;
} else {
const bool l_1809 = l_1802 == uint32(2139095040);
if (l_1809) {
l_mut_787 = l_1802;
}
}
}
const float l_1810 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1811 = reinterpret_cast<uint32 const&>(l_1810);
const uint32 l_1812 = l_1811 ^ uint32(2147483648);
const float l_1813 = reinterpret_cast<float const&>(l_1812);
const uint32 l_1814 = reinterpret_cast<uint32 const&>(l_1813);
const uint32 l_1815 = l_1814 & uint32(2147483647);
const float l_1816 = reinterpret_cast<float const&>(l_1815);
const double l_1817 = double(l_1816);
l_mut_49 = l_1817;
const bool l_1818 = l_1815 < uint32(8388608);
if (l_1818) {
const double l_1819 = double(l_1815);
const double l_1820 = l_1819 * double(1.401298464324817e-45);
l_mut_49 = l_1820;
}
const uint64 l_1821 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1822 = l_1814 >> uint32(31);
const uint64 l_1823 = uint64(l_1822);
const uint64 l_1824 = l_1823 << uint64(63);
const uint64 l_1825 = l_1821 | l_1824;
const double l_1826 = reinterpret_cast<double const&>(l_1825);
l_mut_78 = l_1826;
} else {
const uint32 l_1827 = reinterpret_cast<uint32 const&>(l_1796);
const uint32 l_1828 = l_1827 + uint32(1);
l_mut_787 = l_1828;
const uint32 l_1829 = l_1827 & uint32(2147483647);
const bool l_1830 = l_1829 == uint32(0);
if (l_1830) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1831 = l_1827 & uint32(2147483648);
const bool l_1832 = l_1831 != uint32(0);
if (l_1832) {
const uint32 l_1833 = l_1827 - uint32(1);
l_mut_787 = l_1833;
} else {
const bool l_1834 = l_1827 == uint32(2139095040);
if (l_1834) {
l_mut_787 = l_1827;
}
}
}
const float l_1835 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_1835);
const uint32 l_1837 = l_1836 & uint32(2147483647);
const float l_1838 = reinterpret_cast<float const&>(l_1837);
const double l_1839 = double(l_1838);
l_mut_49 = l_1839;
const bool l_1840 = l_1837 < uint32(8388608);
if (l_1840) {
const double l_1841 = double(l_1837);
const double l_1842 = l_1841 * double(1.401298464324817e-45);
l_mut_49 = l_1842;
}
const uint64 l_1843 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1844 = l_1836 >> uint32(31);
const uint64 l_1845 = uint64(l_1844);
const uint64 l_1846 = l_1845 << uint64(63);
const uint64 l_1847 = l_1843 | l_1846;
const double l_1848 = reinterpret_cast<double const&>(l_1847);
const bool l_1849 = l_1848 <= l_1790;
if (l_1849) {
const uint32 l_1850 = reinterpret_cast<uint32 const&>(l_1796);
const uint32 l_1851 = l_1850 + uint32(1);
l_mut_787 = l_1851;
const uint32 l_1852 = l_1850 & uint32(2147483647);
const bool l_1853 = l_1852 == uint32(0);
if (l_1853) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1854 = l_1850 & uint32(2147483648);
const bool l_1855 = l_1854 != uint32(0);
if (l_1855) {
const uint32 l_1856 = l_1850 - uint32(1);
l_mut_787 = l_1856;
} else {
const bool l_1857 = l_1850 == uint32(2139095040);
if (l_1857) {
l_mut_787 = l_1850;
}
}
}
const float l_1858 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1859 = reinterpret_cast<uint32 const&>(l_1858);
const uint32 l_1860 = l_1859 & uint32(2147483647);
const float l_1861 = reinterpret_cast<float const&>(l_1860);
const double l_1862 = double(l_1861);
l_mut_49 = l_1862;
const bool l_1863 = l_1860 < uint32(8388608);
if (l_1863) {
const double l_1864 = double(l_1860);
const double l_1865 = l_1864 * double(1.401298464324817e-45);
l_mut_49 = l_1865;
}
const uint64 l_1866 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1867 = l_1859 >> uint32(31);
const uint64 l_1868 = uint64(l_1867);
const uint64 l_1869 = l_1868 << uint64(63);
const uint64 l_1870 = l_1866 | l_1869;
const double l_1871 = reinterpret_cast<double const&>(l_1870);
l_mut_78 = l_1871;
}
}
}
const double l_1872 = l_1789 + l_1756;
const double l_1873 = l_1872 * double(7.1362384635298e44);
const double l_1874 = floor(l_1873);
const double l_1875 = l_1874 * double(1.401298464324817e-45);
l_mut_49 = l_1875;
const double l_1876 = abs(l_1872);
const bool l_1877 = l_1876 >= double(1.1754943508222875e-38);
if (l_1877) {
const float l_1878 = float(l_1872);
const double l_1879 = double(l_1878);
l_mut_49 = l_1879;
const bool l_1880 = l_mut_49 > l_1872;
if (l_1880) {
const uint32 l_1881 = reinterpret_cast<uint32 const&>(l_1878);
const uint32 l_1882 = l_1881 ^ uint32(2147483648);
const float l_1883 = reinterpret_cast<float const&>(l_1882);
const uint32 l_1884 = reinterpret_cast<uint32 const&>(l_1883);
const uint32 l_1885 = l_1884 + uint32(1);
l_mut_787 = l_1885;
const uint32 l_1886 = l_1884 & uint32(2147483647);
const bool l_1887 = l_1886 == uint32(0);
if (l_1887) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1888 = l_1884 & uint32(2147483648);
const bool l_1889 = l_1888 != uint32(0);
if (l_1889) {
const uint32 l_1890 = l_1884 - uint32(1);
l_mut_787 = l_1890;
} else {
const bool l_1891 = l_1884 == uint32(2139095040);
if (l_1891) {
l_mut_787 = l_1884;
}
}
}
const float l_1892 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1893 = reinterpret_cast<uint32 const&>(l_1892);
const uint32 l_1894 = l_1893 ^ uint32(2147483648);
const float l_1895 = reinterpret_cast<float const&>(l_1894);
const uint32 l_1896 = reinterpret_cast<uint32 const&>(l_1895);
const uint32 l_1897 = l_1896 & uint32(2147483647);
const float l_1898 = reinterpret_cast<float const&>(l_1897);
const double l_1899 = double(l_1898);
l_mut_1900 = l_1899;
const bool l_1901 = l_1897 < uint32(8388608);
if (l_1901) {
const double l_1902 = double(l_1897);
const double l_1903 = l_1902 * double(1.401298464324817e-45);
l_mut_1900 = l_1903;
}
const uint64 l_1904 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_1905 = l_1896 >> uint32(31);
const uint64 l_1906 = uint64(l_1905);
const uint64 l_1907 = l_1906 << uint64(63);
const uint64 l_1908 = l_1904 | l_1907;
const double l_1909 = reinterpret_cast<double const&>(l_1908);
l_mut_49 = l_1909;
} else {
const uint32 l_1910 = reinterpret_cast<uint32 const&>(l_1878);
const uint32 l_1911 = l_1910 + uint32(1);
l_mut_787 = l_1911;
const uint32 l_1912 = l_1910 & uint32(2147483647);
const bool l_1913 = l_1912 == uint32(0);
if (l_1913) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1914 = l_1910 & uint32(2147483648);
const bool l_1915 = l_1914 != uint32(0);
if (l_1915) {
const uint32 l_1916 = l_1910 - uint32(1);
l_mut_787 = l_1916;
} else {
const bool l_1917 = l_1910 == uint32(2139095040);
if (l_1917) {
l_mut_787 = l_1910;
}
}
}
const float l_1918 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1919 = reinterpret_cast<uint32 const&>(l_1918);
const uint32 l_1920 = l_1919 & uint32(2147483647);
const float l_1921 = reinterpret_cast<float const&>(l_1920);
const double l_1922 = double(l_1921);
l_mut_1900 = l_1922;
const bool l_1923 = l_1920 < uint32(8388608);
if (l_1923) {
const double l_1924 = double(l_1920);
const double l_1925 = l_1924 * double(1.401298464324817e-45);
l_mut_1900 = l_1925;
}
const uint64 l_1926 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_1927 = l_1919 >> uint32(31);
const uint64 l_1928 = uint64(l_1927);
const uint64 l_1929 = l_1928 << uint64(63);
const uint64 l_1930 = l_1926 | l_1929;
const double l_1931 = reinterpret_cast<double const&>(l_1930);
const bool l_1932 = l_1931 <= l_1872;
if (l_1932) {
const uint32 l_1933 = reinterpret_cast<uint32 const&>(l_1878);
const uint32 l_1934 = l_1933 + uint32(1);
l_mut_787 = l_1934;
const uint32 l_1935 = l_1933 & uint32(2147483647);
const bool l_1936 = l_1935 == uint32(0);
if (l_1936) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1937 = l_1933 & uint32(2147483648);
const bool l_1938 = l_1937 != uint32(0);
if (l_1938) {
const uint32 l_1939 = l_1933 - uint32(1);
l_mut_787 = l_1939;
} else {
const bool l_1940 = l_1933 == uint32(2139095040);
if (l_1940) {
l_mut_787 = l_1933;
}
}
}
const float l_1941 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1942 = reinterpret_cast<uint32 const&>(l_1941);
const uint32 l_1943 = l_1942 & uint32(2147483647);
const float l_1944 = reinterpret_cast<float const&>(l_1943);
const double l_1945 = double(l_1944);
l_mut_1900 = l_1945;
const bool l_1946 = l_1943 < uint32(8388608);
if (l_1946) {
const double l_1947 = double(l_1943);
const double l_1948 = l_1947 * double(1.401298464324817e-45);
l_mut_1900 = l_1948;
}
const uint64 l_1949 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_1950 = l_1942 >> uint32(31);
const uint64 l_1951 = uint64(l_1950);
const uint64 l_1952 = l_1951 << uint64(63);
const uint64 l_1953 = l_1949 | l_1952;
const double l_1954 = reinterpret_cast<double const&>(l_1953);
l_mut_49 = l_1954;
}
}
}
const bool l_1955 = l_mut_78 == l_mut_49;
const bool l_1956 = !l_1955;
if (l_1956) {
l_arr_1753[uint32(0)] = uint32(0);
}
const double l_1957 = l_1789 * double(7.1362384635298e44);
const double l_1958 = floor(l_1957);
const double l_1959 = l_1958 * double(1.401298464324817e-45);
l_mut_1900 = l_1959;
const double l_1960 = abs(l_1789);
const bool l_1961 = l_1960 >= double(1.1754943508222875e-38);
if (l_1961) {
const float l_1962 = float(l_1789);
const double l_1963 = double(l_1962);
l_mut_1900 = l_1963;
const bool l_1964 = l_mut_1900 > l_1789;
if (l_1964) {
const uint32 l_1965 = reinterpret_cast<uint32 const&>(l_1962);
const uint32 l_1966 = l_1965 ^ uint32(2147483648);
const float l_1967 = reinterpret_cast<float const&>(l_1966);
const uint32 l_1968 = reinterpret_cast<uint32 const&>(l_1967);
const uint32 l_1969 = l_1968 + uint32(1);
l_mut_787 = l_1969;
const uint32 l_1970 = l_1968 & uint32(2147483647);
const bool l_1971 = l_1970 == uint32(0);
if (l_1971) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1972 = l_1968 & uint32(2147483648);
const bool l_1973 = l_1972 != uint32(0);
if (l_1973) {
const uint32 l_1974 = l_1968 - uint32(1);
l_mut_787 = l_1974;
} else {
const bool l_1975 = l_1968 == uint32(2139095040);
if (l_1975) {
l_mut_787 = l_1968;
}
}
}
const float l_1976 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_1977 = reinterpret_cast<uint32 const&>(l_1976);
const uint32 l_1978 = l_1977 ^ uint32(2147483648);
const float l_1979 = reinterpret_cast<float const&>(l_1978);
const uint32 l_1980 = reinterpret_cast<uint32 const&>(l_1979);
const uint32 l_1981 = l_1980 & uint32(2147483647);
const float l_1982 = reinterpret_cast<float const&>(l_1981);
const double l_1983 = double(l_1982);
l_mut_78 = l_1983;
const bool l_1984 = l_1981 < uint32(8388608);
if (l_1984) {
const double l_1985 = double(l_1981);
const double l_1986 = l_1985 * double(1.401298464324817e-45);
l_mut_78 = l_1986;
}
const uint64 l_1987 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_1988 = l_1980 >> uint32(31);
const uint64 l_1989 = uint64(l_1988);
const uint64 l_1990 = l_1989 << uint64(63);
const uint64 l_1991 = l_1987 | l_1990;
const double l_1992 = reinterpret_cast<double const&>(l_1991);
l_mut_1900 = l_1992;
} else {
const uint32 l_1993 = reinterpret_cast<uint32 const&>(l_1962);
const uint32 l_1994 = l_1993 + uint32(1);
l_mut_787 = l_1994;
const uint32 l_1995 = l_1993 & uint32(2147483647);
const bool l_1996 = l_1995 == uint32(0);
if (l_1996) {
l_mut_787 = uint32(1);
} else {
const uint32 l_1997 = l_1993 & uint32(2147483648);
const bool l_1998 = l_1997 != uint32(0);
if (l_1998) {
const uint32 l_1999 = l_1993 - uint32(1);
l_mut_787 = l_1999;
} else {
const bool l_2000 = l_1993 == uint32(2139095040);
if (l_2000) {
l_mut_787 = l_1993;
}
}
}
const float l_2001 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2002 = reinterpret_cast<uint32 const&>(l_2001);
const uint32 l_2003 = l_2002 & uint32(2147483647);
const float l_2004 = reinterpret_cast<float const&>(l_2003);
const double l_2005 = double(l_2004);
l_mut_78 = l_2005;
const bool l_2006 = l_2003 < uint32(8388608);
if (l_2006) {
const double l_2007 = double(l_2003);
const double l_2008 = l_2007 * double(1.401298464324817e-45);
l_mut_78 = l_2008;
}
const uint64 l_2009 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2010 = l_2002 >> uint32(31);
const uint64 l_2011 = uint64(l_2010);
const uint64 l_2012 = l_2011 << uint64(63);
const uint64 l_2013 = l_2009 | l_2012;
const double l_2014 = reinterpret_cast<double const&>(l_2013);
const bool l_2015 = l_2014 <= l_1789;
if (l_2015) {
const uint32 l_2016 = reinterpret_cast<uint32 const&>(l_1962);
const uint32 l_2017 = l_2016 + uint32(1);
l_mut_787 = l_2017;
const uint32 l_2018 = l_2016 & uint32(2147483647);
const bool l_2019 = l_2018 == uint32(0);
if (l_2019) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2020 = l_2016 & uint32(2147483648);
const bool l_2021 = l_2020 != uint32(0);
if (l_2021) {
const uint32 l_2022 = l_2016 - uint32(1);
l_mut_787 = l_2022;
} else {
const bool l_2023 = l_2016 == uint32(2139095040);
if (l_2023) {
l_mut_787 = l_2016;
}
}
}
const float l_2024 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2025 = reinterpret_cast<uint32 const&>(l_2024);
const uint32 l_2026 = l_2025 & uint32(2147483647);
const float l_2027 = reinterpret_cast<float const&>(l_2026);
const double l_2028 = double(l_2027);
l_mut_78 = l_2028;
const bool l_2029 = l_2026 < uint32(8388608);
if (l_2029) {
const double l_2030 = double(l_2026);
const double l_2031 = l_2030 * double(1.401298464324817e-45);
l_mut_78 = l_2031;
}
const uint64 l_2032 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2033 = l_2025 >> uint32(31);
const uint64 l_2034 = uint64(l_2033);
const uint64 l_2035 = l_2034 << uint64(63);
const uint64 l_2036 = l_2032 | l_2035;
const double l_2037 = reinterpret_cast<double const&>(l_2036);
l_mut_1900 = l_2037;
}
}
}
l_mut_232 = l_mut_1900;
}
const double l_2038 = l_719 * l_mut_404;
const double l_2039 = l_1755 + l_2038;
l_mut_1900 = l_2039;
if (l_717) {
const double l_2040 = l_2039 - l_1756;
const double l_2041 = l_2040 * double(7.1362384635298e44);
const double l_2042 = floor(l_2041);
const double l_2043 = l_2042 * double(1.401298464324817e-45);
l_mut_404 = l_2043;
const double l_2044 = abs(l_2040);
const bool l_2045 = l_2044 >= double(1.1754943508222875e-38);
if (l_2045) {
const float l_2046 = float(l_2040);
const double l_2047 = double(l_2046);
l_mut_404 = l_2047;
const bool l_2048 = l_mut_404 > l_2040;
if (l_2048) {
const uint32 l_2049 = reinterpret_cast<uint32 const&>(l_2046);
const uint32 l_2050 = l_2049 ^ uint32(2147483648);
const float l_2051 = reinterpret_cast<float const&>(l_2050);
const uint32 l_2052 = reinterpret_cast<uint32 const&>(l_2051);
const uint32 l_2053 = l_2052 + uint32(1);
l_mut_787 = l_2053;
const uint32 l_2054 = l_2052 & uint32(2147483647);
const bool l_2055 = l_2054 == uint32(0);
if (l_2055) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2056 = l_2052 & uint32(2147483648);
const bool l_2057 = l_2056 != uint32(0);
if (l_2057) {
const uint32 l_2058 = l_2052 - uint32(1);
l_mut_787 = l_2058;
} else {
const bool l_2059 = l_2052 == uint32(2139095040);
if (l_2059) {
l_mut_787 = l_2052;
}
}
}
const float l_2060 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2061 = reinterpret_cast<uint32 const&>(l_2060);
const uint32 l_2062 = l_2061 ^ uint32(2147483648);
const float l_2063 = reinterpret_cast<float const&>(l_2062);
const uint32 l_2064 = reinterpret_cast<uint32 const&>(l_2063);
const uint32 l_2065 = l_2064 & uint32(2147483647);
const float l_2066 = reinterpret_cast<float const&>(l_2065);
const double l_2067 = double(l_2066);
l_mut_78 = l_2067;
const bool l_2068 = l_2065 < uint32(8388608);
if (l_2068) {
const double l_2069 = double(l_2065);
const double l_2070 = l_2069 * double(1.401298464324817e-45);
l_mut_78 = l_2070;
}
const uint64 l_2071 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2072 = l_2064 >> uint32(31);
const uint64 l_2073 = uint64(l_2072);
const uint64 l_2074 = l_2073 << uint64(63);
const uint64 l_2075 = l_2071 | l_2074;
const double l_2076 = reinterpret_cast<double const&>(l_2075);
l_mut_404 = l_2076;
} else {
const uint32 l_2077 = reinterpret_cast<uint32 const&>(l_2046);
const uint32 l_2078 = l_2077 + uint32(1);
l_mut_787 = l_2078;
const uint32 l_2079 = l_2077 & uint32(2147483647);
const bool l_2080 = l_2079 == uint32(0);
if (l_2080) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2081 = l_2077 & uint32(2147483648);
const bool l_2082 = l_2081 != uint32(0);
if (l_2082) {
const uint32 l_2083 = l_2077 - uint32(1);
l_mut_787 = l_2083;
} else {
const bool l_2084 = l_2077 == uint32(2139095040);
if (l_2084) {
l_mut_787 = l_2077;
}
}
}
const float l_2085 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2086 = reinterpret_cast<uint32 const&>(l_2085);
const uint32 l_2087 = l_2086 & uint32(2147483647);
const float l_2088 = reinterpret_cast<float const&>(l_2087);
const double l_2089 = double(l_2088);
l_mut_78 = l_2089;
const bool l_2090 = l_2087 < uint32(8388608);
if (l_2090) {
const double l_2091 = double(l_2087);
const double l_2092 = l_2091 * double(1.401298464324817e-45);
l_mut_78 = l_2092;
}
const uint64 l_2093 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2094 = l_2086 >> uint32(31);
const uint64 l_2095 = uint64(l_2094);
const uint64 l_2096 = l_2095 << uint64(63);
const uint64 l_2097 = l_2093 | l_2096;
const double l_2098 = reinterpret_cast<double const&>(l_2097);
const bool l_2099 = l_2098 <= l_2040;
if (l_2099) {
const uint32 l_2100 = reinterpret_cast<uint32 const&>(l_2046);
const uint32 l_2101 = l_2100 + uint32(1);
l_mut_787 = l_2101;
const uint32 l_2102 = l_2100 & uint32(2147483647);
const bool l_2103 = l_2102 == uint32(0);
if (l_2103) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2104 = l_2100 & uint32(2147483648);
const bool l_2105 = l_2104 != uint32(0);
if (l_2105) {
const uint32 l_2106 = l_2100 - uint32(1);
l_mut_787 = l_2106;
} else {
const bool l_2107 = l_2100 == uint32(2139095040);
if (l_2107) {
l_mut_787 = l_2100;
}
}
}
const float l_2108 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2109 = reinterpret_cast<uint32 const&>(l_2108);
const uint32 l_2110 = l_2109 & uint32(2147483647);
const float l_2111 = reinterpret_cast<float const&>(l_2110);
const double l_2112 = double(l_2111);
l_mut_78 = l_2112;
const bool l_2113 = l_2110 < uint32(8388608);
if (l_2113) {
const double l_2114 = double(l_2110);
const double l_2115 = l_2114 * double(1.401298464324817e-45);
l_mut_78 = l_2115;
}
const uint64 l_2116 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2117 = l_2109 >> uint32(31);
const uint64 l_2118 = uint64(l_2117);
const uint64 l_2119 = l_2118 << uint64(63);
const uint64 l_2120 = l_2116 | l_2119;
const double l_2121 = reinterpret_cast<double const&>(l_2120);
l_mut_404 = l_2121;
}
}
}
const double l_2122 = l_2039 + l_1756;
const double l_2123 = l_2122 * double(7.1362384635298e44);
const double l_2124 = floor(l_2123);
const double l_2125 = l_2124 * double(1.401298464324817e-45);
l_mut_78 = l_2125;
const double l_2126 = abs(l_2122);
const bool l_2127 = l_2126 >= double(1.1754943508222875e-38);
if (l_2127) {
const float l_2128 = float(l_2122);
const double l_2129 = double(l_2128);
l_mut_78 = l_2129;
const bool l_2130 = l_mut_78 > l_2122;
if (l_2130) {
const uint32 l_2131 = reinterpret_cast<uint32 const&>(l_2128);
const uint32 l_2132 = l_2131 ^ uint32(2147483648);
const float l_2133 = reinterpret_cast<float const&>(l_2132);
const uint32 l_2134 = reinterpret_cast<uint32 const&>(l_2133);
const uint32 l_2135 = l_2134 + uint32(1);
l_mut_787 = l_2135;
const uint32 l_2136 = l_2134 & uint32(2147483647);
const bool l_2137 = l_2136 == uint32(0);
if (l_2137) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2138 = l_2134 & uint32(2147483648);
const bool l_2139 = l_2138 != uint32(0);
if (l_2139) {
const uint32 l_2140 = l_2134 - uint32(1);
l_mut_787 = l_2140;
} else {
const bool l_2141 = l_2134 == uint32(2139095040);
if (l_2141) {
l_mut_787 = l_2134;
}
}
}
const float l_2142 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2143 = reinterpret_cast<uint32 const&>(l_2142);
const uint32 l_2144 = l_2143 ^ uint32(2147483648);
const float l_2145 = reinterpret_cast<float const&>(l_2144);
const uint32 l_2146 = reinterpret_cast<uint32 const&>(l_2145);
const uint32 l_2147 = l_2146 & uint32(2147483647);
const float l_2148 = reinterpret_cast<float const&>(l_2147);
const double l_2149 = double(l_2148);
l_mut_49 = l_2149;
const bool l_2150 = l_2147 < uint32(8388608);
if (l_2150) {
const double l_2151 = double(l_2147);
const double l_2152 = l_2151 * double(1.401298464324817e-45);
l_mut_49 = l_2152;
}
const uint64 l_2153 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2154 = l_2146 >> uint32(31);
const uint64 l_2155 = uint64(l_2154);
const uint64 l_2156 = l_2155 << uint64(63);
const uint64 l_2157 = l_2153 | l_2156;
const double l_2158 = reinterpret_cast<double const&>(l_2157);
l_mut_78 = l_2158;
} else {
const uint32 l_2159 = reinterpret_cast<uint32 const&>(l_2128);
const uint32 l_2160 = l_2159 + uint32(1);
l_mut_787 = l_2160;
const uint32 l_2161 = l_2159 & uint32(2147483647);
const bool l_2162 = l_2161 == uint32(0);
if (l_2162) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2163 = l_2159 & uint32(2147483648);
const bool l_2164 = l_2163 != uint32(0);
if (l_2164) {
const uint32 l_2165 = l_2159 - uint32(1);
l_mut_787 = l_2165;
} else {
const bool l_2166 = l_2159 == uint32(2139095040);
if (l_2166) {
l_mut_787 = l_2159;
}
}
}
const float l_2167 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2168 = reinterpret_cast<uint32 const&>(l_2167);
const uint32 l_2169 = l_2168 & uint32(2147483647);
const float l_2170 = reinterpret_cast<float const&>(l_2169);
const double l_2171 = double(l_2170);
l_mut_49 = l_2171;
const bool l_2172 = l_2169 < uint32(8388608);
if (l_2172) {
const double l_2173 = double(l_2169);
const double l_2174 = l_2173 * double(1.401298464324817e-45);
l_mut_49 = l_2174;
}
const uint64 l_2175 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2176 = l_2168 >> uint32(31);
const uint64 l_2177 = uint64(l_2176);
const uint64 l_2178 = l_2177 << uint64(63);
const uint64 l_2179 = l_2175 | l_2178;
const double l_2180 = reinterpret_cast<double const&>(l_2179);
const bool l_2181 = l_2180 <= l_2122;
if (l_2181) {
const uint32 l_2182 = reinterpret_cast<uint32 const&>(l_2128);
const uint32 l_2183 = l_2182 + uint32(1);
l_mut_787 = l_2183;
const uint32 l_2184 = l_2182 & uint32(2147483647);
const bool l_2185 = l_2184 == uint32(0);
if (l_2185) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2186 = l_2182 & uint32(2147483648);
const bool l_2187 = l_2186 != uint32(0);
if (l_2187) {
const uint32 l_2188 = l_2182 - uint32(1);
l_mut_787 = l_2188;
} else {
const bool l_2189 = l_2182 == uint32(2139095040);
if (l_2189) {
l_mut_787 = l_2182;
}
}
}
const float l_2190 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2191 = reinterpret_cast<uint32 const&>(l_2190);
const uint32 l_2192 = l_2191 & uint32(2147483647);
const float l_2193 = reinterpret_cast<float const&>(l_2192);
const double l_2194 = double(l_2193);
l_mut_49 = l_2194;
const bool l_2195 = l_2192 < uint32(8388608);
if (l_2195) {
const double l_2196 = double(l_2192);
const double l_2197 = l_2196 * double(1.401298464324817e-45);
l_mut_49 = l_2197;
}
const uint64 l_2198 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2199 = l_2191 >> uint32(31);
const uint64 l_2200 = uint64(l_2199);
const uint64 l_2201 = l_2200 << uint64(63);
const uint64 l_2202 = l_2198 | l_2201;
const double l_2203 = reinterpret_cast<double const&>(l_2202);
l_mut_78 = l_2203;
}
}
}
const bool l_2204 = l_mut_404 == l_mut_78;
const bool l_2205 = !l_2204;
if (l_2205) {
l_arr_1753[uint32(0)] = uint32(0);
}
const double l_2206 = -l_2039;
const double l_2207 = l_2206 * double(7.1362384635298e44);
const double l_2208 = floor(l_2207);
const double l_2209 = l_2208 * double(1.401298464324817e-45);
l_mut_404 = l_2209;
const double l_2210 = abs(l_2206);
const bool l_2211 = l_2210 >= double(1.1754943508222875e-38);
if (l_2211) {
const float l_2212 = float(l_2206);
const double l_2213 = double(l_2212);
l_mut_404 = l_2213;
const bool l_2214 = l_mut_404 > l_2206;
if (l_2214) {
const uint32 l_2215 = reinterpret_cast<uint32 const&>(l_2212);
const uint32 l_2216 = l_2215 ^ uint32(2147483648);
const float l_2217 = reinterpret_cast<float const&>(l_2216);
const uint32 l_2218 = reinterpret_cast<uint32 const&>(l_2217);
const uint32 l_2219 = l_2218 + uint32(1);
l_mut_787 = l_2219;
const uint32 l_2220 = l_2218 & uint32(2147483647);
const bool l_2221 = l_2220 == uint32(0);
if (l_2221) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2222 = l_2218 & uint32(2147483648);
const bool l_2223 = l_2222 != uint32(0);
if (l_2223) {
const uint32 l_2224 = l_2218 - uint32(1);
l_mut_787 = l_2224;
} else {
const bool l_2225 = l_2218 == uint32(2139095040);
if (l_2225) {
l_mut_787 = l_2218;
}
}
}
const float l_2226 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2227 = reinterpret_cast<uint32 const&>(l_2226);
const uint32 l_2228 = l_2227 ^ uint32(2147483648);
const float l_2229 = reinterpret_cast<float const&>(l_2228);
const uint32 l_2230 = reinterpret_cast<uint32 const&>(l_2229);
const uint32 l_2231 = l_2230 & uint32(2147483647);
const float l_2232 = reinterpret_cast<float const&>(l_2231);
const double l_2233 = double(l_2232);
l_mut_78 = l_2233;
const bool l_2234 = l_2231 < uint32(8388608);
if (l_2234) {
const double l_2235 = double(l_2231);
const double l_2236 = l_2235 * double(1.401298464324817e-45);
l_mut_78 = l_2236;
}
const uint64 l_2237 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2238 = l_2230 >> uint32(31);
const uint64 l_2239 = uint64(l_2238);
const uint64 l_2240 = l_2239 << uint64(63);
const uint64 l_2241 = l_2237 | l_2240;
const double l_2242 = reinterpret_cast<double const&>(l_2241);
l_mut_404 = l_2242;
} else {
const uint32 l_2243 = reinterpret_cast<uint32 const&>(l_2212);
const uint32 l_2244 = l_2243 + uint32(1);
l_mut_787 = l_2244;
const uint32 l_2245 = l_2243 & uint32(2147483647);
const bool l_2246 = l_2245 == uint32(0);
if (l_2246) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2247 = l_2243 & uint32(2147483648);
const bool l_2248 = l_2247 != uint32(0);
if (l_2248) {
const uint32 l_2249 = l_2243 - uint32(1);
l_mut_787 = l_2249;
} else {
const bool l_2250 = l_2243 == uint32(2139095040);
if (l_2250) {
l_mut_787 = l_2243;
}
}
}
const float l_2251 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2252 = reinterpret_cast<uint32 const&>(l_2251);
const uint32 l_2253 = l_2252 & uint32(2147483647);
const float l_2254 = reinterpret_cast<float const&>(l_2253);
const double l_2255 = double(l_2254);
l_mut_78 = l_2255;
const bool l_2256 = l_2253 < uint32(8388608);
if (l_2256) {
const double l_2257 = double(l_2253);
const double l_2258 = l_2257 * double(1.401298464324817e-45);
l_mut_78 = l_2258;
}
const uint64 l_2259 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2260 = l_2252 >> uint32(31);
const uint64 l_2261 = uint64(l_2260);
const uint64 l_2262 = l_2261 << uint64(63);
const uint64 l_2263 = l_2259 | l_2262;
const double l_2264 = reinterpret_cast<double const&>(l_2263);
const bool l_2265 = l_2264 <= l_2206;
if (l_2265) {
const uint32 l_2266 = reinterpret_cast<uint32 const&>(l_2212);
const uint32 l_2267 = l_2266 + uint32(1);
l_mut_787 = l_2267;
const uint32 l_2268 = l_2266 & uint32(2147483647);
const bool l_2269 = l_2268 == uint32(0);
if (l_2269) {
l_mut_787 = uint32(1);
} else {
const uint32 l_2270 = l_2266 & uint32(2147483648);
const bool l_2271 = l_2270 != uint32(0);
if (l_2271) {
const uint32 l_2272 = l_2266 - uint32(1);
l_mut_787 = l_2272;
} else {
const bool l_2273 = l_2266 == uint32(2139095040);
if (l_2273) {
l_mut_787 = l_2266;
}
}
}
const float l_2274 = reinterpret_cast<float const&>(l_mut_787);
const uint32 l_2275 = reinterpret_cast<uint32 const&>(l_2274);
const uint32 l_2276 = l_2275 & uint32(2147483647);
const float l_2277 = reinterpret_cast<float const&>(l_2276);
const double l_2278 = double(l_2277);
l_mut_78 = l_2278;
const bool l_2279 = l_2276 < uint32(8388608);
if (l_2279) {
const double l_2280 = double(l_2276);
const double l_2281 = l_2280 * double(1.401298464324817e-45);
l_mut_78 = l_2281;
}
const uint64 l_2282 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2283 = l_2275 >> uint32(31);
const uint64 l_2284 = uint64(l_2283);
const uint64 l_2285 = l_2284 << uint64(63);
const uint64 l_2286 = l_2282 | l_2285;
const double l_2287 = reinterpret_cast<double const&>(l_2286);
l_mut_404 = l_2287;
}
}
}
const double l_2288 = -l_mut_404;
l_mut_1900 = l_2288;
}
l_mut_787 = uint32(0);
const bool l_2289 = l_mut_232 <= double(0.0);
const bool l_2290 = l_mut_1900 >= double(0.0);
const bool l_2291 = l_2289 && l_2290;
const bool l_2292 = !l_2291;
if (l_2292) {
const double l_2293 = double(1.0) / l_mut_1900;
const double l_2294 = double(1.0) / l_mut_232;
const double l_2295 = abs(l_2293);
const double l_2296 = l_2295 * double(1.4551915228366852e-11);
const double l_2297 = abs(l_2294);
const double l_2298 = l_2297 * double(1.4551915228366852e-11);
const double l_2299 = l_2293 - l_2296;
const double l_2300 = abs(l_2299);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2301 = l_2300 >= double(1.1754943508222875e-38);
const bool l_2302 = l_2300 <= double(1.7976931348623157e308);
const bool l_2303 = l_2301 && l_2302;
if (l_2303) {
const uint64 l_2304 = reinterpret_cast<uint64 const&>(l_2300);
const uint64 l_2305 = l_2304 >> uint64(52);
const uint64 l_2306 = l_2305 - uint64(23);
const uint64 l_2307 = l_2306 << uint64(52);
const double l_2308 = reinterpret_cast<double const&>(l_2307);
l_mut_1900 = l_2308;
}
const double l_2309 = l_2293 + l_2296;
const double l_2310 = abs(l_2309);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2311 = l_2310 >= double(1.1754943508222875e-38);
const bool l_2312 = l_2310 <= double(1.7976931348623157e308);
const bool l_2313 = l_2311 && l_2312;
if (l_2313) {
const uint64 l_2314 = reinterpret_cast<uint64 const&>(l_2310);
const uint64 l_2315 = l_2314 >> uint64(52);
const uint64 l_2316 = l_2315 - uint64(23);
const uint64 l_2317 = l_2316 << uint64(52);
const double l_2318 = reinterpret_cast<double const&>(l_2317);
l_mut_404 = l_2318;
}
const bool l_2319 = l_mut_1900 == l_mut_404;
const bool l_2320 = !l_2319;
const double l_2321 = l_2294 - l_2298;
const double l_2322 = abs(l_2321);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2323 = l_2322 >= double(1.1754943508222875e-38);
const bool l_2324 = l_2322 <= double(1.7976931348623157e308);
const bool l_2325 = l_2323 && l_2324;
if (l_2325) {
const uint64 l_2326 = reinterpret_cast<uint64 const&>(l_2322);
const uint64 l_2327 = l_2326 >> uint64(52);
const uint64 l_2328 = l_2327 - uint64(23);
const uint64 l_2329 = l_2328 << uint64(52);
const double l_2330 = reinterpret_cast<double const&>(l_2329);
l_mut_1900 = l_2330;
}
const double l_2331 = l_2294 + l_2298;
const double l_2332 = abs(l_2331);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2333 = l_2332 >= double(1.1754943508222875e-38);
const bool l_2334 = l_2332 <= double(1.7976931348623157e308);
const bool l_2335 = l_2333 && l_2334;
if (l_2335) {
const uint64 l_2336 = reinterpret_cast<uint64 const&>(l_2332);
const uint64 l_2337 = l_2336 >> uint64(52);
const uint64 l_2338 = l_2337 - uint64(23);
const uint64 l_2339 = l_2338 << uint64(52);
const double l_2340 = reinterpret_cast<double const&>(l_2339);
l_mut_404 = l_2340;
}
const bool l_2341 = l_mut_1900 == l_mut_404;
const bool l_2342 = !l_2341;
const bool l_2343 = l_2320 || l_2342;
if (l_2343) {
l_arr_1753[uint32(0)] = uint32(0);
}
const double l_2344 = abs(l_2293);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2345 = l_2344 >= double(1.1754943508222875e-38);
const bool l_2346 = l_2344 <= double(1.7976931348623157e308);
const bool l_2347 = l_2345 && l_2346;
if (l_2347) {
const uint64 l_2348 = reinterpret_cast<uint64 const&>(l_2344);
const uint64 l_2349 = l_2348 >> uint64(52);
const uint64 l_2350 = l_2349 - uint64(23);
const uint64 l_2351 = l_2350 << uint64(52);
const double l_2352 = reinterpret_cast<double const&>(l_2351);
l_mut_1900 = l_2352;
}
const double l_2353 = l_722 * l_mut_1900;
const double l_2354 = l_2293 - l_2353;
const double l_2355 = abs(l_2294);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2356 = l_2355 >= double(1.1754943508222875e-38);
const bool l_2357 = l_2355 <= double(1.7976931348623157e308);
const bool l_2358 = l_2356 && l_2357;
if (l_2358) {
const uint64 l_2359 = reinterpret_cast<uint64 const&>(l_2355);
const uint64 l_2360 = l_2359 >> uint64(52);
const uint64 l_2361 = l_2360 - uint64(23);
const uint64 l_2362 = l_2361 << uint64(52);
const double l_2363 = reinterpret_cast<double const&>(l_2362);
l_mut_1900 = l_2363;
}
const double l_2364 = l_722 * l_mut_1900;
const double l_2365 = l_2294 + l_2364;
const uint32 l_2366 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2367 = l_2366 & uint32(2147483647);
const float l_2368 = reinterpret_cast<float const&>(l_2367);
const double l_2369 = double(l_2368);
l_mut_1900 = l_2369;
const bool l_2370 = l_2367 < uint32(8388608);
if (l_2370) {
const double l_2371 = double(l_2367);
const double l_2372 = l_2371 * double(1.401298464324817e-45);
l_mut_1900 = l_2372;
}
const uint64 l_2373 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2374 = l_2366 >> uint32(31);
const uint64 l_2375 = uint64(l_2374);
const uint64 l_2376 = l_2375 << uint64(63);
const uint64 l_2377 = l_2373 | l_2376;
const double l_2378 = reinterpret_cast<double const&>(l_2377);
const uint32 l_2379 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2380 = l_2379 + uint32(1);
l_mut_746 = l_2380;
const uint32 l_2381 = l_2379 & uint32(2147483647);
const bool l_2382 = l_2381 == uint32(0);
if (l_2382) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2383 = l_2379 & uint32(2147483648);
const bool l_2384 = l_2383 != uint32(0);
if (l_2384) {
const uint32 l_2385 = l_2379 - uint32(1);
l_mut_746 = l_2385;
} else {
const bool l_2386 = l_2379 == uint32(2139095040);
if (l_2386) {
l_mut_746 = l_2379;
}
}
}
const float l_2387 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2388 = reinterpret_cast<uint32 const&>(l_2387);
const uint32 l_2389 = l_2388 & uint32(2147483647);
const float l_2390 = reinterpret_cast<float const&>(l_2389);
const double l_2391 = double(l_2390);
l_mut_1900 = l_2391;
const bool l_2392 = l_2389 < uint32(8388608);
if (l_2392) {
const double l_2393 = double(l_2389);
const double l_2394 = l_2393 * double(1.401298464324817e-45);
l_mut_1900 = l_2394;
}
const uint64 l_2395 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2396 = l_2388 >> uint32(31);
const uint64 l_2397 = uint64(l_2396);
const uint64 l_2398 = l_2397 << uint64(63);
const uint64 l_2399 = l_2395 | l_2398;
const double l_2400 = reinterpret_cast<double const&>(l_2399);
const uint32 l_2401 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2402 = l_2401 ^ uint32(2147483648);
const float l_2403 = reinterpret_cast<float const&>(l_2402);
const uint32 l_2404 = reinterpret_cast<uint32 const&>(l_2403);
const uint32 l_2405 = l_2404 + uint32(1);
l_mut_746 = l_2405;
const uint32 l_2406 = l_2404 & uint32(2147483647);
const bool l_2407 = l_2406 == uint32(0);
if (l_2407) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2408 = l_2404 & uint32(2147483648);
const bool l_2409 = l_2408 != uint32(0);
if (l_2409) {
const uint32 l_2410 = l_2404 - uint32(1);
l_mut_746 = l_2410;
} else {
const bool l_2411 = l_2404 == uint32(2139095040);
if (l_2411) {
l_mut_746 = l_2404;
}
}
}
const float l_2412 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2413 = reinterpret_cast<uint32 const&>(l_2412);
const uint32 l_2414 = l_2413 ^ uint32(2147483648);
const float l_2415 = reinterpret_cast<float const&>(l_2414);
const uint32 l_2416 = reinterpret_cast<uint32 const&>(l_2415);
const uint32 l_2417 = l_2416 & uint32(2147483647);
const float l_2418 = reinterpret_cast<float const&>(l_2417);
const double l_2419 = double(l_2418);
l_mut_1900 = l_2419;
const bool l_2420 = l_2417 < uint32(8388608);
if (l_2420) {
const double l_2421 = double(l_2417);
const double l_2422 = l_2421 * double(1.401298464324817e-45);
l_mut_1900 = l_2422;
}
const uint64 l_2423 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2424 = l_2416 >> uint32(31);
const uint64 l_2425 = uint64(l_2424);
const uint64 l_2426 = l_2425 << uint64(63);
const uint64 l_2427 = l_2423 | l_2426;
const double l_2428 = reinterpret_cast<double const&>(l_2427);
const double l_2429 = l_2354 + l_2296;
const bool l_2430 = l_2429 <= l_2378;
l_mut_847 = l_2430;
const double l_2431 = l_2354 - l_2296;
const bool l_2432 = l_2431 > l_2378;
l_mut_844 = l_2432;
const double l_2433 = l_2365 - l_2298;
const bool l_2434 = l_2433 >= l_2378;
l_mut_841 = l_2434;
const double l_2435 = l_2365 + l_2298;
const bool l_2436 = l_2435 < l_2378;
l_mut_838 = l_2436;
if (l_717) {
const double l_2437 = l_2354 + l_2296;
const bool l_2438 = l_2437 < l_2400;
l_mut_847 = l_2438;
const double l_2439 = l_2354 - l_2296;
const bool l_2440 = l_2439 >= l_2400;
l_mut_844 = l_2440;
const double l_2441 = l_2365 - l_2298;
const bool l_2442 = l_2441 > l_2428;
l_mut_841 = l_2442;
const double l_2443 = l_2365 + l_2298;
const bool l_2444 = l_2443 <= l_2428;
l_mut_838 = l_2444;
}
l_mut_746 = uint32(2);
const bool l_2445 = l_mut_844 || l_mut_838;
if (l_2445) {
l_mut_746 = uint32(1);
} else {
const bool l_2446 = l_mut_847 && l_mut_841;
if (l_2446) {
l_mut_746 = uint32(0);
}
}
const uint32 l_2447 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2448 = l_2447 & uint32(2147483647);
const bool l_2449 = l_2448 == uint32(0);
if (l_2449) {
const double l_2450 = l_2354 + l_2296;
const bool l_2451 = l_2450 < double(1.1754943508222875e-38);
const double l_2452 = l_2365 - l_2298;
const bool l_2453 = l_2452 > double(-1.1754943508222875e-38);
const bool l_2454 = l_2451 && l_2453;
const double l_2455 = l_2354 - l_2296;
const bool l_2456 = l_2455 < double(1.1754943508222875e-38);
const double l_2457 = l_2365 + l_2298;
const bool l_2458 = l_2457 > double(-1.1754943508222875e-38);
const bool l_2459 = l_2456 && l_2458;
if (l_2454) {
l_mut_746 = uint32(0);
} else {
const bool l_2460 = l_mut_746 == uint32(1);
const bool l_2461 = l_2459 && l_2460;
if (l_2461) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
const uint32 l_2462 = l_arr_1753[uint32(0)];
const bool l_2463 = l_2462 == uint32(0);
if (l_2463) {
l_mut_787 = uint32(2);
}
l_mut_730 = l_mut_787;
} else {
const bool l_2464 = l_713 == uint32(10);
if (l_2464) {
const double l_2465 = sqrt(l_726);
const double l_2466 = double(1.0) / l_2465;
const double l_2467 = l_2466 * double(1.4551915228366852e-11);
const double l_2468 = abs(l_2466);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2469 = l_2468 >= double(1.1754943508222875e-38);
const bool l_2470 = l_2468 <= double(1.7976931348623157e308);
const bool l_2471 = l_2469 && l_2470;
if (l_2471) {
const uint64 l_2472 = reinterpret_cast<uint64 const&>(l_2468);
const uint64 l_2473 = l_2472 >> uint64(52);
const uint64 l_2474 = l_2473 - uint64(23);
const uint64 l_2475 = l_2474 << uint64(52);
const double l_2476 = reinterpret_cast<double const&>(l_2475);
l_mut_1900 = l_2476;
}
const double l_2477 = l_719 * l_mut_1900;
const double l_2478 = l_2466 - l_2477;
const double l_2479 = l_726 * l_2478;
const double l_2480 = l_719 * l_mut_1900;
const double l_2481 = l_2466 + l_2480;
const double l_2482 = l_726 * l_2481;
l_mut_787 = uint32(2);
const double l_2483 = l_2466 - l_2467;
const double l_2484 = abs(l_2483);
l_mut_1900 = double(1.401298464324817e-45);
const bool l_2485 = l_2484 >= double(1.1754943508222875e-38);
const bool l_2486 = l_2484 <= double(1.7976931348623157e308);
const bool l_2487 = l_2485 && l_2486;
if (l_2487) {
const uint64 l_2488 = reinterpret_cast<uint64 const&>(l_2484);
const uint64 l_2489 = l_2488 >> uint64(52);
const uint64 l_2490 = l_2489 - uint64(23);
const uint64 l_2491 = l_2490 << uint64(52);
const double l_2492 = reinterpret_cast<double const&>(l_2491);
l_mut_1900 = l_2492;
}
const double l_2493 = l_2466 + l_2467;
const double l_2494 = abs(l_2493);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2495 = l_2494 >= double(1.1754943508222875e-38);
const bool l_2496 = l_2494 <= double(1.7976931348623157e308);
const bool l_2497 = l_2495 && l_2496;
if (l_2497) {
const uint64 l_2498 = reinterpret_cast<uint64 const&>(l_2494);
const uint64 l_2499 = l_2498 >> uint64(52);
const uint64 l_2500 = l_2499 - uint64(23);
const uint64 l_2501 = l_2500 << uint64(52);
const double l_2502 = reinterpret_cast<double const&>(l_2501);
l_mut_404 = l_2502;
}
const bool l_2503 = l_mut_1900 == l_mut_404;
if (l_2503) {
const double l_2504 = abs(l_2479);
const double l_2505 = l_2504 * double(1.4551915228366852e-11);
const double l_2506 = abs(l_2482);
const double l_2507 = l_2506 * double(1.4551915228366852e-11);
const uint32 l_2508 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2509 = l_2508 & uint32(2147483647);
const float l_2510 = reinterpret_cast<float const&>(l_2509);
const double l_2511 = double(l_2510);
l_mut_1900 = l_2511;
const bool l_2512 = l_2509 < uint32(8388608);
if (l_2512) {
const double l_2513 = double(l_2509);
const double l_2514 = l_2513 * double(1.401298464324817e-45);
l_mut_1900 = l_2514;
}
const uint64 l_2515 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2516 = l_2508 >> uint32(31);
const uint64 l_2517 = uint64(l_2516);
const uint64 l_2518 = l_2517 << uint64(63);
const uint64 l_2519 = l_2515 | l_2518;
const double l_2520 = reinterpret_cast<double const&>(l_2519);
const uint32 l_2521 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2522 = l_2521 + uint32(1);
l_mut_746 = l_2522;
const uint32 l_2523 = l_2521 & uint32(2147483647);
const bool l_2524 = l_2523 == uint32(0);
if (l_2524) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2525 = l_2521 & uint32(2147483648);
const bool l_2526 = l_2525 != uint32(0);
if (l_2526) {
const uint32 l_2527 = l_2521 - uint32(1);
l_mut_746 = l_2527;
} else {
const bool l_2528 = l_2521 == uint32(2139095040);
if (l_2528) {
l_mut_746 = l_2521;
}
}
}
const float l_2529 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2530 = reinterpret_cast<uint32 const&>(l_2529);
const uint32 l_2531 = l_2530 & uint32(2147483647);
const float l_2532 = reinterpret_cast<float const&>(l_2531);
const double l_2533 = double(l_2532);
l_mut_1900 = l_2533;
const bool l_2534 = l_2531 < uint32(8388608);
if (l_2534) {
const double l_2535 = double(l_2531);
const double l_2536 = l_2535 * double(1.401298464324817e-45);
l_mut_1900 = l_2536;
}
const uint64 l_2537 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2538 = l_2530 >> uint32(31);
const uint64 l_2539 = uint64(l_2538);
const uint64 l_2540 = l_2539 << uint64(63);
const uint64 l_2541 = l_2537 | l_2540;
const double l_2542 = reinterpret_cast<double const&>(l_2541);
const uint32 l_2543 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2544 = l_2543 ^ uint32(2147483648);
const float l_2545 = reinterpret_cast<float const&>(l_2544);
const uint32 l_2546 = reinterpret_cast<uint32 const&>(l_2545);
const uint32 l_2547 = l_2546 + uint32(1);
l_mut_746 = l_2547;
const uint32 l_2548 = l_2546 & uint32(2147483647);
const bool l_2549 = l_2548 == uint32(0);
if (l_2549) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2550 = l_2546 & uint32(2147483648);
const bool l_2551 = l_2550 != uint32(0);
if (l_2551) {
const uint32 l_2552 = l_2546 - uint32(1);
l_mut_746 = l_2552;
} else {
const bool l_2553 = l_2546 == uint32(2139095040);
if (l_2553) {
l_mut_746 = l_2546;
}
}
}
const float l_2554 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2555 = reinterpret_cast<uint32 const&>(l_2554);
const uint32 l_2556 = l_2555 ^ uint32(2147483648);
const float l_2557 = reinterpret_cast<float const&>(l_2556);
const uint32 l_2558 = reinterpret_cast<uint32 const&>(l_2557);
const uint32 l_2559 = l_2558 & uint32(2147483647);
const float l_2560 = reinterpret_cast<float const&>(l_2559);
const double l_2561 = double(l_2560);
l_mut_1900 = l_2561;
const bool l_2562 = l_2559 < uint32(8388608);
if (l_2562) {
const double l_2563 = double(l_2559);
const double l_2564 = l_2563 * double(1.401298464324817e-45);
l_mut_1900 = l_2564;
}
const uint64 l_2565 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2566 = l_2558 >> uint32(31);
const uint64 l_2567 = uint64(l_2566);
const uint64 l_2568 = l_2567 << uint64(63);
const uint64 l_2569 = l_2565 | l_2568;
const double l_2570 = reinterpret_cast<double const&>(l_2569);
const double l_2571 = l_2479 + l_2505;
const bool l_2572 = l_2571 <= l_2520;
l_mut_847 = l_2572;
const double l_2573 = l_2479 - l_2505;
const bool l_2574 = l_2573 > l_2520;
l_mut_844 = l_2574;
const double l_2575 = l_2482 - l_2507;
const bool l_2576 = l_2575 >= l_2520;
l_mut_841 = l_2576;
const double l_2577 = l_2482 + l_2507;
const bool l_2578 = l_2577 < l_2520;
l_mut_838 = l_2578;
const double l_2579 = l_2479 + l_2505;
const bool l_2580 = l_2579 < l_2542;
l_mut_847 = l_2580;
const double l_2581 = l_2479 - l_2505;
const bool l_2582 = l_2581 >= l_2542;
l_mut_844 = l_2582;
const double l_2583 = l_2482 - l_2507;
const bool l_2584 = l_2583 > l_2570;
l_mut_841 = l_2584;
const double l_2585 = l_2482 + l_2507;
const bool l_2586 = l_2585 <= l_2570;
l_mut_838 = l_2586;
l_mut_746 = uint32(2);
const bool l_2587 = l_mut_844 || l_mut_838;
if (l_2587) {
l_mut_746 = uint32(1);
} else {
const bool l_2588 = l_mut_847 && l_mut_841;
if (l_2588) {
l_mut_746 = uint32(0);
}
}
const uint32 l_2589 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2590 = l_2589 & uint32(2147483647);
const bool l_2591 = l_2590 == uint32(0);
if (l_2591) {
const double l_2592 = l_2479 + l_2505;
const bool l_2593 = l_2592 < double(1.1754943508222875e-38);
const double l_2594 = l_2482 - l_2507;
const bool l_2595 = l_2594 > double(-1.1754943508222875e-38);
const bool l_2596 = l_2593 && l_2595;
const double l_2597 = l_2479 - l_2505;
const bool l_2598 = l_2597 < double(1.1754943508222875e-38);
const double l_2599 = l_2482 + l_2507;
const bool l_2600 = l_2599 > double(-1.1754943508222875e-38);
const bool l_2601 = l_2598 && l_2600;
if (l_2596) {
l_mut_746 = uint32(0);
} else {
const bool l_2602 = l_mut_746 == uint32(1);
const bool l_2603 = l_2601 && l_2602;
if (l_2603) {
l_mut_746 = uint32(2);
}
}
}
l_mut_787 = l_mut_746;
}
l_mut_730 = l_mut_787;
} else {
const bool l_2604 = l_713 == uint32(11);
const bool l_2605 = l_713 == uint32(12);
const bool l_2606 = l_2604 || l_2605;
if (l_2606) {
l_mut_730 = uint32(0);
const bool l_2607 = l_727 <= l_725;
const bool l_2608 = l_713 == uint32(11);
const bool l_2609 = l_2607 && l_2608;
if (l_2609) {
const float l_2610 = float(l_726);
const uint32 l_2611 = reinterpret_cast<uint32 const&>(l_2610);
const uint32 l_2612 = l_2611 & uint32(2147483647);
const float l_2613 = reinterpret_cast<float const&>(l_2612);
const double l_2614 = double(l_2613);
l_mut_1900 = l_2614;
const bool l_2615 = l_2612 < uint32(8388608);
if (l_2615) {
const double l_2616 = double(l_2612);
const double l_2617 = l_2616 * double(1.401298464324817e-45);
l_mut_1900 = l_2617;
}
const uint64 l_2618 = reinterpret_cast<uint64 const&>(l_mut_1900);
const uint32 l_2619 = l_2611 >> uint32(31);
const uint64 l_2620 = uint64(l_2619);
const uint64 l_2621 = l_2620 << uint64(63);
const uint64 l_2622 = l_2618 | l_2621;
const double l_2623 = reinterpret_cast<double const&>(l_2622);
const double l_2624 = abs(l_2623);
l_mut_1900 = l_2624;
l_mut_787 = uint32(0);
const bool l_2625 = l_2624 >= double(0.785);
if (l_2625) {
const double l_2626 = l_2624 * double(0.6366197723675814);
const double l_2627 = l_2626 + double(0.5);
const double l_2628 = floor(l_2627);
const double l_2629 = l_2628 * double(1.570796325802803);
const double l_2630 = l_2624 - l_2629;
const double l_2631 = l_2630 * l_20;
const double l_2632 = l_2628 * double(9.920935796805404e-10);
const double l_2633 = l_2631 - l_2632;
l_mut_1900 = l_2633;
const uint32 l_2634 = uint32(l_2628);
l_mut_787 = l_2634;
}
const uint32 l_2635 = reinterpret_cast<uint32 const&>(l_2610);
const bool l_2636 = l_2635 >= uint32(2147483648);
const double l_2637 = l_mut_1900 * l_mut_1900;
const double l_2638 = l_2637 * double(1.9572941063391263e-20);
const double l_2639 = double(8.22063524662433e-18) - l_2638;
l_mut_404 = l_2639;
const double l_2640 = l_mut_404 * l_2637;
const double l_2641 = l_2640 - double(2.8114572543455206e-15);
l_mut_404 = l_2641;
const double l_2642 = l_mut_404 * l_2637;
const double l_2643 = l_2642 + double(7.647163731819816e-13);
l_mut_404 = l_2643;
const double l_2644 = l_mut_404 * l_2637;
const double l_2645 = l_2644 - double(1.6059043836821613e-10);
l_mut_404 = l_2645;
const double l_2646 = l_mut_404 * l_2637;
const double l_2647 = l_2646 + double(2.505210838544172e-8);
l_mut_404 = l_2647;
const double l_2648 = l_mut_404 * l_2637;
const double l_2649 = l_2648 - double(2.7557319223985893e-6);
l_mut_404 = l_2649;
const double l_2650 = l_mut_404 * l_2637;
const double l_2651 = l_2650 + double(0.0001984126984126984);
l_mut_404 = l_2651;
const double l_2652 = l_mut_404 * l_2637;
const double l_2653 = l_2652 - double(0.008333333333333333);
l_mut_404 = l_2653;
const double l_2654 = l_mut_404 * l_2637;
const double l_2655 = l_2654 + double(0.16666666666666666);
l_mut_404 = l_2655;
const double l_2656 = double(0.5) * l_2637;
const double l_2657 = double(1.0) - l_2656;
const double l_2658 = double(0.0) * l_2657;
const double l_2659 = l_mut_1900 * l_2637;
const double l_2660 = l_2659 * l_mut_404;
const double l_2661 = l_2658 - l_2660;
const double l_2662 = l_mut_1900 + l_2661;
const double l_2663 = l_mut_1900 * l_mut_1900;
const double l_2664 = l_2663 * double(4.110317623312165e-19);
const double l_2665 = l_2664 - double(1.5619206968586225e-16);
l_mut_404 = l_2665;
const double l_2666 = l_mut_404 * l_2663;
const double l_2667 = l_2666 + double(4.779477332387385e-14);
l_mut_404 = l_2667;
const double l_2668 = l_mut_404 * l_2663;
const double l_2669 = l_2668 - double(1.1470745597729725e-11);
l_mut_404 = l_2669;
const double l_2670 = l_mut_404 * l_2663;
const double l_2671 = l_2670 + double(2.08767569878681e-9);
l_mut_404 = l_2671;
const double l_2672 = l_mut_404 * l_2663;
const double l_2673 = l_2672 - double(2.755731922398589e-7);
l_mut_404 = l_2673;
const double l_2674 = l_mut_404 * l_2663;
const double l_2675 = l_2674 + double(2.48015873015873e-5);
l_mut_404 = l_2675;
const double l_2676 = l_mut_404 * l_2663;
const double l_2677 = l_2676 - double(0.001388888888888889);
l_mut_404 = l_2677;
const double l_2678 = l_mut_404 * l_2663;
const double l_2679 = l_2678 + double(0.041666666666666664);
l_mut_404 = l_2679;
const double l_2680 = double(0.5) * l_2663;
const double l_2681 = double(1.0) - l_2680;
const double l_2682 = l_2663 * l_2663;
const double l_2683 = l_2682 * l_mut_404;
const double l_2684 = double(0.0) * l_mut_1900;
const double l_2685 = l_2683 - l_2684;
const double l_2686 = l_2681 + l_2685;
const uint32 l_2687 = l_mut_787 & uint32(1);
const bool l_2688 = l_2687 == uint32(1);
l_mut_1900 = l_2662;
const uint32 l_2689 = l_mut_787 & uint32(2);
const bool l_2690 = l_2689 != uint32(0);
l_mut_847 = l_2690;
const bool l_2691 = uint32(6) == uint32(6);
if (l_2691) {
if (l_2688) {
l_mut_1900 = l_2686;
}
} else {
const bool l_2692 = uint32(6) == uint32(7);
if (l_2692) {
l_mut_1900 = l_2686;
if (l_2688) {
l_mut_1900 = l_2662;
}
const uint32 l_2693 = l_mut_787 + uint32(1);
const uint32 l_2694 = l_2693 & uint32(2);
const bool l_2695 = l_2694 != uint32(0);
l_mut_847 = l_2695;
} else {
const double l_2696 = l_2662 / l_2686;
l_mut_1900 = l_2696;
if (l_2688) {
const double l_2697 = l_2686 / l_2662;
l_mut_1900 = l_2697;
}
l_mut_847 = l_2688;
}
}
const bool l_2698 = uint32(6) != uint32(7);
const bool l_2699 = l_2698 && l_2636;
if (l_2699) {
const bool l_2700 = !l_mut_847;
l_mut_847 = l_2700;
}
if (l_mut_847) {
const double l_2701 = -l_mut_1900;
l_mut_1900 = l_2701;
}
const float l_2702 = float(l_726);
const uint32 l_2703 = reinterpret_cast<uint32 const&>(l_2702);
const uint32 l_2704 = l_2703 & uint32(2147483647);
const float l_2705 = reinterpret_cast<float const&>(l_2704);
const double l_2706 = double(l_2705);
l_mut_404 = l_2706;
const bool l_2707 = l_2704 < uint32(8388608);
if (l_2707) {
const double l_2708 = double(l_2704);
const double l_2709 = l_2708 * double(1.401298464324817e-45);
l_mut_404 = l_2709;
}
const uint64 l_2710 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_2711 = l_2703 >> uint32(31);
const uint64 l_2712 = uint64(l_2711);
const uint64 l_2713 = l_2712 << uint64(63);
const uint64 l_2714 = l_2710 | l_2713;
const double l_2715 = reinterpret_cast<double const&>(l_2714);
const double l_2716 = abs(l_2715);
l_mut_404 = l_2716;
l_mut_787 = uint32(0);
const bool l_2717 = l_2716 >= double(0.785);
if (l_2717) {
const double l_2718 = l_2716 * double(0.6366197723675814);
const double l_2719 = l_2718 + double(0.5);
const double l_2720 = floor(l_2719);
const double l_2721 = l_2720 * double(1.570796325802803);
const double l_2722 = l_2716 - l_2721;
const double l_2723 = l_2722 * l_20;
const double l_2724 = l_2720 * double(9.920935796805404e-10);
const double l_2725 = l_2723 - l_2724;
l_mut_404 = l_2725;
const uint32 l_2726 = uint32(l_2720);
l_mut_787 = l_2726;
}
const uint32 l_2727 = reinterpret_cast<uint32 const&>(l_2702);
const bool l_2728 = l_2727 >= uint32(2147483648);
const double l_2729 = l_mut_404 * l_mut_404;
const double l_2730 = l_2729 * double(1.9572941063391263e-20);
const double l_2731 = double(8.22063524662433e-18) - l_2730;
l_mut_232 = l_2731;
const double l_2732 = l_mut_232 * l_2729;
const double l_2733 = l_2732 - double(2.8114572543455206e-15);
l_mut_232 = l_2733;
const double l_2734 = l_mut_232 * l_2729;
const double l_2735 = l_2734 + double(7.647163731819816e-13);
l_mut_232 = l_2735;
const double l_2736 = l_mut_232 * l_2729;
const double l_2737 = l_2736 - double(1.6059043836821613e-10);
l_mut_232 = l_2737;
const double l_2738 = l_mut_232 * l_2729;
const double l_2739 = l_2738 + double(2.505210838544172e-8);
l_mut_232 = l_2739;
const double l_2740 = l_mut_232 * l_2729;
const double l_2741 = l_2740 - double(2.7557319223985893e-6);
l_mut_232 = l_2741;
const double l_2742 = l_mut_232 * l_2729;
const double l_2743 = l_2742 + double(0.0001984126984126984);
l_mut_232 = l_2743;
const double l_2744 = l_mut_232 * l_2729;
const double l_2745 = l_2744 - double(0.008333333333333333);
l_mut_232 = l_2745;
const double l_2746 = l_mut_232 * l_2729;
const double l_2747 = l_2746 + double(0.16666666666666666);
l_mut_232 = l_2747;
const double l_2748 = double(0.5) * l_2729;
const double l_2749 = double(1.0) - l_2748;
const double l_2750 = double(0.0) * l_2749;
const double l_2751 = l_mut_404 * l_2729;
const double l_2752 = l_2751 * l_mut_232;
const double l_2753 = l_2750 - l_2752;
const double l_2754 = l_mut_404 + l_2753;
const double l_2755 = l_mut_404 * l_mut_404;
const double l_2756 = l_2755 * double(4.110317623312165e-19);
const double l_2757 = l_2756 - double(1.5619206968586225e-16);
l_mut_232 = l_2757;
const double l_2758 = l_mut_232 * l_2755;
const double l_2759 = l_2758 + double(4.779477332387385e-14);
l_mut_232 = l_2759;
const double l_2760 = l_mut_232 * l_2755;
const double l_2761 = l_2760 - double(1.1470745597729725e-11);
l_mut_232 = l_2761;
const double l_2762 = l_mut_232 * l_2755;
const double l_2763 = l_2762 + double(2.08767569878681e-9);
l_mut_232 = l_2763;
const double l_2764 = l_mut_232 * l_2755;
const double l_2765 = l_2764 - double(2.755731922398589e-7);
l_mut_232 = l_2765;
const double l_2766 = l_mut_232 * l_2755;
const double l_2767 = l_2766 + double(2.48015873015873e-5);
l_mut_232 = l_2767;
const double l_2768 = l_mut_232 * l_2755;
const double l_2769 = l_2768 - double(0.001388888888888889);
l_mut_232 = l_2769;
const double l_2770 = l_mut_232 * l_2755;
const double l_2771 = l_2770 + double(0.041666666666666664);
l_mut_232 = l_2771;
const double l_2772 = double(0.5) * l_2755;
const double l_2773 = double(1.0) - l_2772;
const double l_2774 = l_2755 * l_2755;
const double l_2775 = l_2774 * l_mut_232;
const double l_2776 = double(0.0) * l_mut_404;
const double l_2777 = l_2775 - l_2776;
const double l_2778 = l_2773 + l_2777;
const uint32 l_2779 = l_mut_787 & uint32(1);
const bool l_2780 = l_2779 == uint32(1);
l_mut_404 = l_2754;
const uint32 l_2781 = l_mut_787 & uint32(2);
const bool l_2782 = l_2781 != uint32(0);
l_mut_847 = l_2782;
const bool l_2783 = uint32(7) == uint32(6);
if (l_2783) {
if (l_2780) {
l_mut_404 = l_2778;
}
} else {
const bool l_2784 = uint32(7) == uint32(7);
if (l_2784) {
l_mut_404 = l_2778;
if (l_2780) {
l_mut_404 = l_2754;
}
const uint32 l_2785 = l_mut_787 + uint32(1);
const uint32 l_2786 = l_2785 & uint32(2);
const bool l_2787 = l_2786 != uint32(0);
l_mut_847 = l_2787;
} else {
const double l_2788 = l_2754 / l_2778;
l_mut_404 = l_2788;
if (l_2780) {
const double l_2789 = l_2778 / l_2754;
l_mut_404 = l_2789;
}
l_mut_847 = l_2780;
}
}
const bool l_2790 = uint32(7) != uint32(7);
const bool l_2791 = l_2790 && l_2728;
if (l_2791) {
const bool l_2792 = !l_mut_847;
l_mut_847 = l_2792;
}
if (l_mut_847) {
const double l_2793 = -l_mut_404;
l_mut_404 = l_2793;
}
const double l_2794 = abs(l_mut_1900);
const double l_2795 = l_2794 * double(1.4551915228366852e-11);
const double l_2796 = abs(l_mut_404);
const double l_2797 = l_2796 * double(1.4551915228366852e-11);
l_mut_232 = double(1.4551915228366852e-11);
l_mut_787 = uint32(2);
if (l_717) {
const double l_2798 = l_mut_1900 - l_719;
const double l_2799 = abs(l_2798);
const double l_2800 = l_2799 * double(2.220446049250313e-16);
const double l_2801 = l_2795 + l_2800;
const double l_2802 = l_2798 + l_2801;
const double l_2803 = -l_2802;
const double l_2804 = l_2803 * double(7.1362384635298e44);
const double l_2805 = floor(l_2804);
const double l_2806 = l_2805 * double(1.401298464324817e-45);
l_mut_78 = l_2806;
const double l_2807 = abs(l_2803);
const bool l_2808 = l_2807 >= double(1.1754943508222875e-38);
if (l_2808) {
const float l_2809 = float(l_2803);
const double l_2810 = double(l_2809);
l_mut_78 = l_2810;
const bool l_2811 = l_mut_78 > l_2803;
if (l_2811) {
const uint32 l_2812 = reinterpret_cast<uint32 const&>(l_2809);
const uint32 l_2813 = l_2812 ^ uint32(2147483648);
const float l_2814 = reinterpret_cast<float const&>(l_2813);
const uint32 l_2815 = reinterpret_cast<uint32 const&>(l_2814);
const uint32 l_2816 = l_2815 + uint32(1);
l_mut_746 = l_2816;
const uint32 l_2817 = l_2815 & uint32(2147483647);
const bool l_2818 = l_2817 == uint32(0);
if (l_2818) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2819 = l_2815 & uint32(2147483648);
const bool l_2820 = l_2819 != uint32(0);
if (l_2820) {
const uint32 l_2821 = l_2815 - uint32(1);
l_mut_746 = l_2821;
} else {
const bool l_2822 = l_2815 == uint32(2139095040);
if (l_2822) {
l_mut_746 = l_2815;
}
}
}
const float l_2823 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2824 = reinterpret_cast<uint32 const&>(l_2823);
const uint32 l_2825 = l_2824 ^ uint32(2147483648);
const float l_2826 = reinterpret_cast<float const&>(l_2825);
const uint32 l_2827 = reinterpret_cast<uint32 const&>(l_2826);
const uint32 l_2828 = l_2827 & uint32(2147483647);
const float l_2829 = reinterpret_cast<float const&>(l_2828);
const double l_2830 = double(l_2829);
l_mut_49 = l_2830;
const bool l_2831 = l_2828 < uint32(8388608);
if (l_2831) {
const double l_2832 = double(l_2828);
const double l_2833 = l_2832 * double(1.401298464324817e-45);
l_mut_49 = l_2833;
}
const uint64 l_2834 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2835 = l_2827 >> uint32(31);
const uint64 l_2836 = uint64(l_2835);
const uint64 l_2837 = l_2836 << uint64(63);
const uint64 l_2838 = l_2834 | l_2837;
const double l_2839 = reinterpret_cast<double const&>(l_2838);
l_mut_78 = l_2839;
} else {
const uint32 l_2840 = reinterpret_cast<uint32 const&>(l_2809);
const uint32 l_2841 = l_2840 + uint32(1);
l_mut_746 = l_2841;
const uint32 l_2842 = l_2840 & uint32(2147483647);
const bool l_2843 = l_2842 == uint32(0);
if (l_2843) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2844 = l_2840 & uint32(2147483648);
const bool l_2845 = l_2844 != uint32(0);
if (l_2845) {
const uint32 l_2846 = l_2840 - uint32(1);
l_mut_746 = l_2846;
} else {
const bool l_2847 = l_2840 == uint32(2139095040);
if (l_2847) {
l_mut_746 = l_2840;
}
}
}
const float l_2848 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2849 = reinterpret_cast<uint32 const&>(l_2848);
const uint32 l_2850 = l_2849 & uint32(2147483647);
const float l_2851 = reinterpret_cast<float const&>(l_2850);
const double l_2852 = double(l_2851);
l_mut_49 = l_2852;
const bool l_2853 = l_2850 < uint32(8388608);
if (l_2853) {
const double l_2854 = double(l_2850);
const double l_2855 = l_2854 * double(1.401298464324817e-45);
l_mut_49 = l_2855;
}
const uint64 l_2856 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2857 = l_2849 >> uint32(31);
const uint64 l_2858 = uint64(l_2857);
const uint64 l_2859 = l_2858 << uint64(63);
const uint64 l_2860 = l_2856 | l_2859;
const double l_2861 = reinterpret_cast<double const&>(l_2860);
const bool l_2862 = l_2861 <= l_2803;
if (l_2862) {
const uint32 l_2863 = reinterpret_cast<uint32 const&>(l_2809);
const uint32 l_2864 = l_2863 + uint32(1);
l_mut_746 = l_2864;
const uint32 l_2865 = l_2863 & uint32(2147483647);
const bool l_2866 = l_2865 == uint32(0);
if (l_2866) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2867 = l_2863 & uint32(2147483648);
const bool l_2868 = l_2867 != uint32(0);
if (l_2868) {
const uint32 l_2869 = l_2863 - uint32(1);
l_mut_746 = l_2869;
} else {
const bool l_2870 = l_2863 == uint32(2139095040);
if (l_2870) {
l_mut_746 = l_2863;
}
}
}
const float l_2871 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2872 = reinterpret_cast<uint32 const&>(l_2871);
const uint32 l_2873 = l_2872 & uint32(2147483647);
const float l_2874 = reinterpret_cast<float const&>(l_2873);
const double l_2875 = double(l_2874);
l_mut_49 = l_2875;
const bool l_2876 = l_2873 < uint32(8388608);
if (l_2876) {
const double l_2877 = double(l_2873);
const double l_2878 = l_2877 * double(1.401298464324817e-45);
l_mut_49 = l_2878;
}
const uint64 l_2879 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2880 = l_2872 >> uint32(31);
const uint64 l_2881 = uint64(l_2880);
const uint64 l_2882 = l_2881 << uint64(63);
const uint64 l_2883 = l_2879 | l_2882;
const double l_2884 = reinterpret_cast<double const&>(l_2883);
l_mut_78 = l_2884;
}
}
}
const double l_2885 = -l_mut_78;
l_mut_78 = l_2885;
const bool l_2886 = bool(true) && bool(true);
if (l_2886) {
const double l_2887 = l_2798 + l_2801;
const double l_2888 = l_2887 * double(7.1362384635298e44);
const double l_2889 = floor(l_2888);
const double l_2890 = l_2889 * double(1.401298464324817e-45);
l_mut_49 = l_2890;
const double l_2891 = abs(l_2887);
const bool l_2892 = l_2891 >= double(1.1754943508222875e-38);
if (l_2892) {
const float l_2893 = float(l_2887);
const double l_2894 = double(l_2893);
l_mut_49 = l_2894;
const bool l_2895 = l_mut_49 > l_2887;
if (l_2895) {
const uint32 l_2896 = reinterpret_cast<uint32 const&>(l_2893);
const uint32 l_2897 = l_2896 ^ uint32(2147483648);
const float l_2898 = reinterpret_cast<float const&>(l_2897);
const uint32 l_2899 = reinterpret_cast<uint32 const&>(l_2898);
const uint32 l_2900 = l_2899 + uint32(1);
l_mut_746 = l_2900;
const uint32 l_2901 = l_2899 & uint32(2147483647);
const bool l_2902 = l_2901 == uint32(0);
if (l_2902) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2903 = l_2899 & uint32(2147483648);
const bool l_2904 = l_2903 != uint32(0);
if (l_2904) {
const uint32 l_2905 = l_2899 - uint32(1);
l_mut_746 = l_2905;
} else {
const bool l_2906 = l_2899 == uint32(2139095040);
if (l_2906) {
l_mut_746 = l_2899;
}
}
}
const float l_2907 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2908 = reinterpret_cast<uint32 const&>(l_2907);
const uint32 l_2909 = l_2908 ^ uint32(2147483648);
const float l_2910 = reinterpret_cast<float const&>(l_2909);
const uint32 l_2911 = reinterpret_cast<uint32 const&>(l_2910);
const uint32 l_2912 = l_2911 & uint32(2147483647);
const float l_2913 = reinterpret_cast<float const&>(l_2912);
const double l_2914 = double(l_2913);
l_mut_2915 = l_2914;
const bool l_2916 = l_2912 < uint32(8388608);
if (l_2916) {
const double l_2917 = double(l_2912);
const double l_2918 = l_2917 * double(1.401298464324817e-45);
l_mut_2915 = l_2918;
}
const uint64 l_2919 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_2920 = l_2911 >> uint32(31);
const uint64 l_2921 = uint64(l_2920);
const uint64 l_2922 = l_2921 << uint64(63);
const uint64 l_2923 = l_2919 | l_2922;
const double l_2924 = reinterpret_cast<double const&>(l_2923);
l_mut_49 = l_2924;
} else {
const uint32 l_2925 = reinterpret_cast<uint32 const&>(l_2893);
const uint32 l_2926 = l_2925 + uint32(1);
l_mut_746 = l_2926;
const uint32 l_2927 = l_2925 & uint32(2147483647);
const bool l_2928 = l_2927 == uint32(0);
if (l_2928) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2929 = l_2925 & uint32(2147483648);
const bool l_2930 = l_2929 != uint32(0);
if (l_2930) {
const uint32 l_2931 = l_2925 - uint32(1);
l_mut_746 = l_2931;
} else {
const bool l_2932 = l_2925 == uint32(2139095040);
if (l_2932) {
l_mut_746 = l_2925;
}
}
}
const float l_2933 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2934 = reinterpret_cast<uint32 const&>(l_2933);
const uint32 l_2935 = l_2934 & uint32(2147483647);
const float l_2936 = reinterpret_cast<float const&>(l_2935);
const double l_2937 = double(l_2936);
l_mut_2915 = l_2937;
const bool l_2938 = l_2935 < uint32(8388608);
if (l_2938) {
const double l_2939 = double(l_2935);
const double l_2940 = l_2939 * double(1.401298464324817e-45);
l_mut_2915 = l_2940;
}
const uint64 l_2941 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_2942 = l_2934 >> uint32(31);
const uint64 l_2943 = uint64(l_2942);
const uint64 l_2944 = l_2943 << uint64(63);
const uint64 l_2945 = l_2941 | l_2944;
const double l_2946 = reinterpret_cast<double const&>(l_2945);
const bool l_2947 = l_2946 <= l_2887;
if (l_2947) {
const uint32 l_2948 = reinterpret_cast<uint32 const&>(l_2893);
const uint32 l_2949 = l_2948 + uint32(1);
l_mut_746 = l_2949;
const uint32 l_2950 = l_2948 & uint32(2147483647);
const bool l_2951 = l_2950 == uint32(0);
if (l_2951) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2952 = l_2948 & uint32(2147483648);
const bool l_2953 = l_2952 != uint32(0);
if (l_2953) {
const uint32 l_2954 = l_2948 - uint32(1);
l_mut_746 = l_2954;
} else {
const bool l_2955 = l_2948 == uint32(2139095040);
if (l_2955) {
l_mut_746 = l_2948;
}
}
}
const float l_2956 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2957 = reinterpret_cast<uint32 const&>(l_2956);
const uint32 l_2958 = l_2957 & uint32(2147483647);
const float l_2959 = reinterpret_cast<float const&>(l_2958);
const double l_2960 = double(l_2959);
l_mut_2915 = l_2960;
const bool l_2961 = l_2958 < uint32(8388608);
if (l_2961) {
const double l_2962 = double(l_2958);
const double l_2963 = l_2962 * double(1.401298464324817e-45);
l_mut_2915 = l_2963;
}
const uint64 l_2964 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_2965 = l_2957 >> uint32(31);
const uint64 l_2966 = uint64(l_2965);
const uint64 l_2967 = l_2966 << uint64(63);
const uint64 l_2968 = l_2964 | l_2967;
const double l_2969 = reinterpret_cast<double const&>(l_2968);
l_mut_49 = l_2969;
}
}
}
l_mut_78 = l_mut_49;
} else {
const double l_2970 = l_2798 - l_2801;
const double l_2971 = l_2970 * double(7.1362384635298e44);
const double l_2972 = floor(l_2971);
const double l_2973 = l_2972 * double(1.401298464324817e-45);
l_mut_2915 = l_2973;
const double l_2974 = abs(l_2970);
const bool l_2975 = l_2974 >= double(1.1754943508222875e-38);
if (l_2975) {
const float l_2976 = float(l_2970);
const double l_2977 = double(l_2976);
l_mut_2915 = l_2977;
const bool l_2978 = l_mut_2915 > l_2970;
if (l_2978) {
const uint32 l_2979 = reinterpret_cast<uint32 const&>(l_2976);
const uint32 l_2980 = l_2979 ^ uint32(2147483648);
const float l_2981 = reinterpret_cast<float const&>(l_2980);
const uint32 l_2982 = reinterpret_cast<uint32 const&>(l_2981);
const uint32 l_2983 = l_2982 + uint32(1);
l_mut_746 = l_2983;
const uint32 l_2984 = l_2982 & uint32(2147483647);
const bool l_2985 = l_2984 == uint32(0);
if (l_2985) {
l_mut_746 = uint32(1);
} else {
const uint32 l_2986 = l_2982 & uint32(2147483648);
const bool l_2987 = l_2986 != uint32(0);
if (l_2987) {
const uint32 l_2988 = l_2982 - uint32(1);
l_mut_746 = l_2988;
} else {
const bool l_2989 = l_2982 == uint32(2139095040);
if (l_2989) {
l_mut_746 = l_2982;
}
}
}
const float l_2990 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_2991 = reinterpret_cast<uint32 const&>(l_2990);
const uint32 l_2992 = l_2991 ^ uint32(2147483648);
const float l_2993 = reinterpret_cast<float const&>(l_2992);
const uint32 l_2994 = reinterpret_cast<uint32 const&>(l_2993);
const uint32 l_2995 = l_2994 & uint32(2147483647);
const float l_2996 = reinterpret_cast<float const&>(l_2995);
const double l_2997 = double(l_2996);
l_mut_49 = l_2997;
const bool l_2998 = l_2995 < uint32(8388608);
if (l_2998) {
const double l_2999 = double(l_2995);
const double l_3000 = l_2999 * double(1.401298464324817e-45);
l_mut_49 = l_3000;
}
const uint64 l_3001 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3002 = l_2994 >> uint32(31);
const uint64 l_3003 = uint64(l_3002);
const uint64 l_3004 = l_3003 << uint64(63);
const uint64 l_3005 = l_3001 | l_3004;
const double l_3006 = reinterpret_cast<double const&>(l_3005);
l_mut_2915 = l_3006;
} else {
const uint32 l_3007 = reinterpret_cast<uint32 const&>(l_2976);
const uint32 l_3008 = l_3007 + uint32(1);
l_mut_746 = l_3008;
const uint32 l_3009 = l_3007 & uint32(2147483647);
const bool l_3010 = l_3009 == uint32(0);
if (l_3010) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3011 = l_3007 & uint32(2147483648);
const bool l_3012 = l_3011 != uint32(0);
if (l_3012) {
const uint32 l_3013 = l_3007 - uint32(1);
l_mut_746 = l_3013;
} else {
const bool l_3014 = l_3007 == uint32(2139095040);
if (l_3014) {
l_mut_746 = l_3007;
}
}
}
const float l_3015 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3016 = reinterpret_cast<uint32 const&>(l_3015);
const uint32 l_3017 = l_3016 & uint32(2147483647);
const float l_3018 = reinterpret_cast<float const&>(l_3017);
const double l_3019 = double(l_3018);
l_mut_49 = l_3019;
const bool l_3020 = l_3017 < uint32(8388608);
if (l_3020) {
const double l_3021 = double(l_3017);
const double l_3022 = l_3021 * double(1.401298464324817e-45);
l_mut_49 = l_3022;
}
const uint64 l_3023 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3024 = l_3016 >> uint32(31);
const uint64 l_3025 = uint64(l_3024);
const uint64 l_3026 = l_3025 << uint64(63);
const uint64 l_3027 = l_3023 | l_3026;
const double l_3028 = reinterpret_cast<double const&>(l_3027);
const bool l_3029 = l_3028 <= l_2970;
if (l_3029) {
const uint32 l_3030 = reinterpret_cast<uint32 const&>(l_2976);
const uint32 l_3031 = l_3030 + uint32(1);
l_mut_746 = l_3031;
const uint32 l_3032 = l_3030 & uint32(2147483647);
const bool l_3033 = l_3032 == uint32(0);
if (l_3033) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3034 = l_3030 & uint32(2147483648);
const bool l_3035 = l_3034 != uint32(0);
if (l_3035) {
const uint32 l_3036 = l_3030 - uint32(1);
l_mut_746 = l_3036;
} else {
const bool l_3037 = l_3030 == uint32(2139095040);
if (l_3037) {
l_mut_746 = l_3030;
}
}
}
const float l_3038 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3039 = reinterpret_cast<uint32 const&>(l_3038);
const uint32 l_3040 = l_3039 & uint32(2147483647);
const float l_3041 = reinterpret_cast<float const&>(l_3040);
const double l_3042 = double(l_3041);
l_mut_49 = l_3042;
const bool l_3043 = l_3040 < uint32(8388608);
if (l_3043) {
const double l_3044 = double(l_3040);
const double l_3045 = l_3044 * double(1.401298464324817e-45);
l_mut_49 = l_3045;
}
const uint64 l_3046 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3047 = l_3039 >> uint32(31);
const uint64 l_3048 = uint64(l_3047);
const uint64 l_3049 = l_3048 << uint64(63);
const uint64 l_3050 = l_3046 | l_3049;
const double l_3051 = reinterpret_cast<double const&>(l_3050);
l_mut_2915 = l_3051;
}
}
}
l_mut_78 = l_mut_2915;
}
const double l_3052 = l_mut_1900 + l_719;
const double l_3053 = abs(l_3052);
const double l_3054 = l_3053 * double(2.220446049250313e-16);
const double l_3055 = l_2795 + l_3054;
const double l_3056 = l_3052 + l_3055;
const double l_3057 = -l_3056;
const double l_3058 = l_3057 * double(7.1362384635298e44);
const double l_3059 = floor(l_3058);
const double l_3060 = l_3059 * double(1.401298464324817e-45);
l_mut_2915 = l_3060;
const double l_3061 = abs(l_3057);
const bool l_3062 = l_3061 >= double(1.1754943508222875e-38);
if (l_3062) {
const float l_3063 = float(l_3057);
const double l_3064 = double(l_3063);
l_mut_2915 = l_3064;
const bool l_3065 = l_mut_2915 > l_3057;
if (l_3065) {
const uint32 l_3066 = reinterpret_cast<uint32 const&>(l_3063);
const uint32 l_3067 = l_3066 ^ uint32(2147483648);
const float l_3068 = reinterpret_cast<float const&>(l_3067);
const uint32 l_3069 = reinterpret_cast<uint32 const&>(l_3068);
const uint32 l_3070 = l_3069 + uint32(1);
l_mut_746 = l_3070;
const uint32 l_3071 = l_3069 & uint32(2147483647);
const bool l_3072 = l_3071 == uint32(0);
if (l_3072) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3073 = l_3069 & uint32(2147483648);
const bool l_3074 = l_3073 != uint32(0);
if (l_3074) {
const uint32 l_3075 = l_3069 - uint32(1);
l_mut_746 = l_3075;
} else {
const bool l_3076 = l_3069 == uint32(2139095040);
if (l_3076) {
l_mut_746 = l_3069;
}
}
}
const float l_3077 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3078 = reinterpret_cast<uint32 const&>(l_3077);
const uint32 l_3079 = l_3078 ^ uint32(2147483648);
const float l_3080 = reinterpret_cast<float const&>(l_3079);
const uint32 l_3081 = reinterpret_cast<uint32 const&>(l_3080);
const uint32 l_3082 = l_3081 & uint32(2147483647);
const float l_3083 = reinterpret_cast<float const&>(l_3082);
const double l_3084 = double(l_3083);
l_mut_49 = l_3084;
const bool l_3085 = l_3082 < uint32(8388608);
if (l_3085) {
const double l_3086 = double(l_3082);
const double l_3087 = l_3086 * double(1.401298464324817e-45);
l_mut_49 = l_3087;
}
const uint64 l_3088 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3089 = l_3081 >> uint32(31);
const uint64 l_3090 = uint64(l_3089);
const uint64 l_3091 = l_3090 << uint64(63);
const uint64 l_3092 = l_3088 | l_3091;
const double l_3093 = reinterpret_cast<double const&>(l_3092);
l_mut_2915 = l_3093;
} else {
const uint32 l_3094 = reinterpret_cast<uint32 const&>(l_3063);
const uint32 l_3095 = l_3094 + uint32(1);
l_mut_746 = l_3095;
const uint32 l_3096 = l_3094 & uint32(2147483647);
const bool l_3097 = l_3096 == uint32(0);
if (l_3097) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3098 = l_3094 & uint32(2147483648);
const bool l_3099 = l_3098 != uint32(0);
if (l_3099) {
const uint32 l_3100 = l_3094 - uint32(1);
l_mut_746 = l_3100;
} else {
const bool l_3101 = l_3094 == uint32(2139095040);
if (l_3101) {
l_mut_746 = l_3094;
}
}
}
const float l_3102 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3103 = reinterpret_cast<uint32 const&>(l_3102);
const uint32 l_3104 = l_3103 & uint32(2147483647);
const float l_3105 = reinterpret_cast<float const&>(l_3104);
const double l_3106 = double(l_3105);
l_mut_49 = l_3106;
const bool l_3107 = l_3104 < uint32(8388608);
if (l_3107) {
const double l_3108 = double(l_3104);
const double l_3109 = l_3108 * double(1.401298464324817e-45);
l_mut_49 = l_3109;
}
const uint64 l_3110 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3111 = l_3103 >> uint32(31);
const uint64 l_3112 = uint64(l_3111);
const uint64 l_3113 = l_3112 << uint64(63);
const uint64 l_3114 = l_3110 | l_3113;
const double l_3115 = reinterpret_cast<double const&>(l_3114);
const bool l_3116 = l_3115 <= l_3057;
if (l_3116) {
const uint32 l_3117 = reinterpret_cast<uint32 const&>(l_3063);
const uint32 l_3118 = l_3117 + uint32(1);
l_mut_746 = l_3118;
const uint32 l_3119 = l_3117 & uint32(2147483647);
const bool l_3120 = l_3119 == uint32(0);
if (l_3120) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3121 = l_3117 & uint32(2147483648);
const bool l_3122 = l_3121 != uint32(0);
if (l_3122) {
const uint32 l_3123 = l_3117 - uint32(1);
l_mut_746 = l_3123;
} else {
const bool l_3124 = l_3117 == uint32(2139095040);
if (l_3124) {
l_mut_746 = l_3117;
}
}
}
const float l_3125 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3126 = reinterpret_cast<uint32 const&>(l_3125);
const uint32 l_3127 = l_3126 & uint32(2147483647);
const float l_3128 = reinterpret_cast<float const&>(l_3127);
const double l_3129 = double(l_3128);
l_mut_49 = l_3129;
const bool l_3130 = l_3127 < uint32(8388608);
if (l_3130) {
const double l_3131 = double(l_3127);
const double l_3132 = l_3131 * double(1.401298464324817e-45);
l_mut_49 = l_3132;
}
const uint64 l_3133 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3134 = l_3126 >> uint32(31);
const uint64 l_3135 = uint64(l_3134);
const uint64 l_3136 = l_3135 << uint64(63);
const uint64 l_3137 = l_3133 | l_3136;
const double l_3138 = reinterpret_cast<double const&>(l_3137);
l_mut_2915 = l_3138;
}
}
}
const double l_3139 = -l_mut_2915;
l_mut_2915 = l_3139;
const bool l_3140 = bool(false) && bool(true);
if (l_3140) {
const double l_3141 = l_3052 + l_3055;
const double l_3142 = l_3141 * double(7.1362384635298e44);
const double l_3143 = floor(l_3142);
const double l_3144 = l_3143 * double(1.401298464324817e-45);
l_mut_49 = l_3144;
const double l_3145 = abs(l_3141);
const bool l_3146 = l_3145 >= double(1.1754943508222875e-38);
if (l_3146) {
const float l_3147 = float(l_3141);
const double l_3148 = double(l_3147);
l_mut_49 = l_3148;
const bool l_3149 = l_mut_49 > l_3141;
if (l_3149) {
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3147);
const uint32 l_3151 = l_3150 ^ uint32(2147483648);
const float l_3152 = reinterpret_cast<float const&>(l_3151);
const uint32 l_3153 = reinterpret_cast<uint32 const&>(l_3152);
const uint32 l_3154 = l_3153 + uint32(1);
l_mut_746 = l_3154;
const uint32 l_3155 = l_3153 & uint32(2147483647);
const bool l_3156 = l_3155 == uint32(0);
if (l_3156) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3157 = l_3153 & uint32(2147483648);
const bool l_3158 = l_3157 != uint32(0);
if (l_3158) {
const uint32 l_3159 = l_3153 - uint32(1);
l_mut_746 = l_3159;
} else {
const bool l_3160 = l_3153 == uint32(2139095040);
if (l_3160) {
l_mut_746 = l_3153;
}
}
}
const float l_3161 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3162 = reinterpret_cast<uint32 const&>(l_3161);
const uint32 l_3163 = l_3162 ^ uint32(2147483648);
const float l_3164 = reinterpret_cast<float const&>(l_3163);
const uint32 l_3165 = reinterpret_cast<uint32 const&>(l_3164);
const uint32 l_3166 = l_3165 & uint32(2147483647);
const float l_3167 = reinterpret_cast<float const&>(l_3166);
const double l_3168 = double(l_3167);
l_mut_3169 = l_3168;
const bool l_3170 = l_3166 < uint32(8388608);
if (l_3170) {
const double l_3171 = double(l_3166);
const double l_3172 = l_3171 * double(1.401298464324817e-45);
l_mut_3169 = l_3172;
}
const uint64 l_3173 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_3174 = l_3165 >> uint32(31);
const uint64 l_3175 = uint64(l_3174);
const uint64 l_3176 = l_3175 << uint64(63);
const uint64 l_3177 = l_3173 | l_3176;
const double l_3178 = reinterpret_cast<double const&>(l_3177);
l_mut_49 = l_3178;
} else {
const uint32 l_3179 = reinterpret_cast<uint32 const&>(l_3147);
const uint32 l_3180 = l_3179 + uint32(1);
l_mut_746 = l_3180;
const uint32 l_3181 = l_3179 & uint32(2147483647);
const bool l_3182 = l_3181 == uint32(0);
if (l_3182) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3183 = l_3179 & uint32(2147483648);
const bool l_3184 = l_3183 != uint32(0);
if (l_3184) {
const uint32 l_3185 = l_3179 - uint32(1);
l_mut_746 = l_3185;
} else {
const bool l_3186 = l_3179 == uint32(2139095040);
if (l_3186) {
l_mut_746 = l_3179;
}
}
}
const float l_3187 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3188 = reinterpret_cast<uint32 const&>(l_3187);
const uint32 l_3189 = l_3188 & uint32(2147483647);
const float l_3190 = reinterpret_cast<float const&>(l_3189);
const double l_3191 = double(l_3190);
l_mut_3169 = l_3191;
const bool l_3192 = l_3189 < uint32(8388608);
if (l_3192) {
const double l_3193 = double(l_3189);
const double l_3194 = l_3193 * double(1.401298464324817e-45);
l_mut_3169 = l_3194;
}
const uint64 l_3195 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_3196 = l_3188 >> uint32(31);
const uint64 l_3197 = uint64(l_3196);
const uint64 l_3198 = l_3197 << uint64(63);
const uint64 l_3199 = l_3195 | l_3198;
const double l_3200 = reinterpret_cast<double const&>(l_3199);
const bool l_3201 = l_3200 <= l_3141;
if (l_3201) {
const uint32 l_3202 = reinterpret_cast<uint32 const&>(l_3147);
const uint32 l_3203 = l_3202 + uint32(1);
l_mut_746 = l_3203;
const uint32 l_3204 = l_3202 & uint32(2147483647);
const bool l_3205 = l_3204 == uint32(0);
if (l_3205) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3206 = l_3202 & uint32(2147483648);
const bool l_3207 = l_3206 != uint32(0);
if (l_3207) {
const uint32 l_3208 = l_3202 - uint32(1);
l_mut_746 = l_3208;
} else {
const bool l_3209 = l_3202 == uint32(2139095040);
if (l_3209) {
l_mut_746 = l_3202;
}
}
}
const float l_3210 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3211 = reinterpret_cast<uint32 const&>(l_3210);
const uint32 l_3212 = l_3211 & uint32(2147483647);
const float l_3213 = reinterpret_cast<float const&>(l_3212);
const double l_3214 = double(l_3213);
l_mut_3169 = l_3214;
const bool l_3215 = l_3212 < uint32(8388608);
if (l_3215) {
const double l_3216 = double(l_3212);
const double l_3217 = l_3216 * double(1.401298464324817e-45);
l_mut_3169 = l_3217;
}
const uint64 l_3218 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_3219 = l_3211 >> uint32(31);
const uint64 l_3220 = uint64(l_3219);
const uint64 l_3221 = l_3220 << uint64(63);
const uint64 l_3222 = l_3218 | l_3221;
const double l_3223 = reinterpret_cast<double const&>(l_3222);
l_mut_49 = l_3223;
}
}
}
l_mut_2915 = l_mut_49;
} else {
const double l_3224 = l_3052 - l_3055;
const double l_3225 = -l_3224;
const double l_3226 = l_3225 * double(7.1362384635298e44);
const double l_3227 = floor(l_3226);
const double l_3228 = l_3227 * double(1.401298464324817e-45);
l_mut_3169 = l_3228;
const double l_3229 = abs(l_3225);
const bool l_3230 = l_3229 >= double(1.1754943508222875e-38);
if (l_3230) {
const float l_3231 = float(l_3225);
const double l_3232 = double(l_3231);
l_mut_3169 = l_3232;
const bool l_3233 = l_mut_3169 > l_3225;
if (l_3233) {
const uint32 l_3234 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3235 = l_3234 ^ uint32(2147483648);
const float l_3236 = reinterpret_cast<float const&>(l_3235);
const uint32 l_3237 = reinterpret_cast<uint32 const&>(l_3236);
const uint32 l_3238 = l_3237 + uint32(1);
l_mut_746 = l_3238;
const uint32 l_3239 = l_3237 & uint32(2147483647);
const bool l_3240 = l_3239 == uint32(0);
if (l_3240) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3241 = l_3237 & uint32(2147483648);
const bool l_3242 = l_3241 != uint32(0);
if (l_3242) {
const uint32 l_3243 = l_3237 - uint32(1);
l_mut_746 = l_3243;
} else {
const bool l_3244 = l_3237 == uint32(2139095040);
if (l_3244) {
l_mut_746 = l_3237;
}
}
}
const float l_3245 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3246 = reinterpret_cast<uint32 const&>(l_3245);
const uint32 l_3247 = l_3246 ^ uint32(2147483648);
const float l_3248 = reinterpret_cast<float const&>(l_3247);
const uint32 l_3249 = reinterpret_cast<uint32 const&>(l_3248);
const uint32 l_3250 = l_3249 & uint32(2147483647);
const float l_3251 = reinterpret_cast<float const&>(l_3250);
const double l_3252 = double(l_3251);
l_mut_49 = l_3252;
const bool l_3253 = l_3250 < uint32(8388608);
if (l_3253) {
const double l_3254 = double(l_3250);
const double l_3255 = l_3254 * double(1.401298464324817e-45);
l_mut_49 = l_3255;
}
const uint64 l_3256 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3257 = l_3249 >> uint32(31);
const uint64 l_3258 = uint64(l_3257);
const uint64 l_3259 = l_3258 << uint64(63);
const uint64 l_3260 = l_3256 | l_3259;
const double l_3261 = reinterpret_cast<double const&>(l_3260);
l_mut_3169 = l_3261;
} else {
const uint32 l_3262 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3263 = l_3262 + uint32(1);
l_mut_746 = l_3263;
const uint32 l_3264 = l_3262 & uint32(2147483647);
const bool l_3265 = l_3264 == uint32(0);
if (l_3265) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3266 = l_3262 & uint32(2147483648);
const bool l_3267 = l_3266 != uint32(0);
if (l_3267) {
const uint32 l_3268 = l_3262 - uint32(1);
l_mut_746 = l_3268;
} else {
const bool l_3269 = l_3262 == uint32(2139095040);
if (l_3269) {
l_mut_746 = l_3262;
}
}
}
const float l_3270 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3271 = reinterpret_cast<uint32 const&>(l_3270);
const uint32 l_3272 = l_3271 & uint32(2147483647);
const float l_3273 = reinterpret_cast<float const&>(l_3272);
const double l_3274 = double(l_3273);
l_mut_49 = l_3274;
const bool l_3275 = l_3272 < uint32(8388608);
if (l_3275) {
const double l_3276 = double(l_3272);
const double l_3277 = l_3276 * double(1.401298464324817e-45);
l_mut_49 = l_3277;
}
const uint64 l_3278 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3279 = l_3271 >> uint32(31);
const uint64 l_3280 = uint64(l_3279);
const uint64 l_3281 = l_3280 << uint64(63);
const uint64 l_3282 = l_3278 | l_3281;
const double l_3283 = reinterpret_cast<double const&>(l_3282);
const bool l_3284 = l_3283 <= l_3225;
if (l_3284) {
const uint32 l_3285 = reinterpret_cast<uint32 const&>(l_3231);
const uint32 l_3286 = l_3285 + uint32(1);
l_mut_746 = l_3286;
const uint32 l_3287 = l_3285 & uint32(2147483647);
const bool l_3288 = l_3287 == uint32(0);
if (l_3288) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3289 = l_3285 & uint32(2147483648);
const bool l_3290 = l_3289 != uint32(0);
if (l_3290) {
const uint32 l_3291 = l_3285 - uint32(1);
l_mut_746 = l_3291;
} else {
const bool l_3292 = l_3285 == uint32(2139095040);
if (l_3292) {
l_mut_746 = l_3285;
}
}
}
const float l_3293 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3294 = reinterpret_cast<uint32 const&>(l_3293);
const uint32 l_3295 = l_3294 & uint32(2147483647);
const float l_3296 = reinterpret_cast<float const&>(l_3295);
const double l_3297 = double(l_3296);
l_mut_49 = l_3297;
const bool l_3298 = l_3295 < uint32(8388608);
if (l_3298) {
const double l_3299 = double(l_3295);
const double l_3300 = l_3299 * double(1.401298464324817e-45);
l_mut_49 = l_3300;
}
const uint64 l_3301 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3302 = l_3294 >> uint32(31);
const uint64 l_3303 = uint64(l_3302);
const uint64 l_3304 = l_3303 << uint64(63);
const uint64 l_3305 = l_3301 | l_3304;
const double l_3306 = reinterpret_cast<double const&>(l_3305);
l_mut_3169 = l_3306;
}
}
}
const double l_3307 = -l_mut_3169;
l_mut_2915 = l_3307;
}
const double l_3308 = l_mut_404 - l_719;
const double l_3309 = abs(l_3308);
const double l_3310 = l_3309 * double(2.220446049250313e-16);
const double l_3311 = l_2797 + l_3310;
const double l_3312 = l_3308 + l_3311;
const double l_3313 = -l_3312;
const double l_3314 = l_3313 * double(7.1362384635298e44);
const double l_3315 = floor(l_3314);
const double l_3316 = l_3315 * double(1.401298464324817e-45);
l_mut_3169 = l_3316;
const double l_3317 = abs(l_3313);
const bool l_3318 = l_3317 >= double(1.1754943508222875e-38);
if (l_3318) {
const float l_3319 = float(l_3313);
const double l_3320 = double(l_3319);
l_mut_3169 = l_3320;
const bool l_3321 = l_mut_3169 > l_3313;
if (l_3321) {
const uint32 l_3322 = reinterpret_cast<uint32 const&>(l_3319);
const uint32 l_3323 = l_3322 ^ uint32(2147483648);
const float l_3324 = reinterpret_cast<float const&>(l_3323);
const uint32 l_3325 = reinterpret_cast<uint32 const&>(l_3324);
const uint32 l_3326 = l_3325 + uint32(1);
l_mut_746 = l_3326;
const uint32 l_3327 = l_3325 & uint32(2147483647);
const bool l_3328 = l_3327 == uint32(0);
if (l_3328) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3329 = l_3325 & uint32(2147483648);
const bool l_3330 = l_3329 != uint32(0);
if (l_3330) {
const uint32 l_3331 = l_3325 - uint32(1);
l_mut_746 = l_3331;
} else {
const bool l_3332 = l_3325 == uint32(2139095040);
if (l_3332) {
l_mut_746 = l_3325;
}
}
}
const float l_3333 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3334 = reinterpret_cast<uint32 const&>(l_3333);
const uint32 l_3335 = l_3334 ^ uint32(2147483648);
const float l_3336 = reinterpret_cast<float const&>(l_3335);
const uint32 l_3337 = reinterpret_cast<uint32 const&>(l_3336);
const uint32 l_3338 = l_3337 & uint32(2147483647);
const float l_3339 = reinterpret_cast<float const&>(l_3338);
const double l_3340 = double(l_3339);
l_mut_49 = l_3340;
const bool l_3341 = l_3338 < uint32(8388608);
if (l_3341) {
const double l_3342 = double(l_3338);
const double l_3343 = l_3342 * double(1.401298464324817e-45);
l_mut_49 = l_3343;
}
const uint64 l_3344 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3345 = l_3337 >> uint32(31);
const uint64 l_3346 = uint64(l_3345);
const uint64 l_3347 = l_3346 << uint64(63);
const uint64 l_3348 = l_3344 | l_3347;
const double l_3349 = reinterpret_cast<double const&>(l_3348);
l_mut_3169 = l_3349;
} else {
const uint32 l_3350 = reinterpret_cast<uint32 const&>(l_3319);
const uint32 l_3351 = l_3350 + uint32(1);
l_mut_746 = l_3351;
const uint32 l_3352 = l_3350 & uint32(2147483647);
const bool l_3353 = l_3352 == uint32(0);
if (l_3353) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3354 = l_3350 & uint32(2147483648);
const bool l_3355 = l_3354 != uint32(0);
if (l_3355) {
const uint32 l_3356 = l_3350 - uint32(1);
l_mut_746 = l_3356;
} else {
const bool l_3357 = l_3350 == uint32(2139095040);
if (l_3357) {
l_mut_746 = l_3350;
}
}
}
const float l_3358 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3359 = reinterpret_cast<uint32 const&>(l_3358);
const uint32 l_3360 = l_3359 & uint32(2147483647);
const float l_3361 = reinterpret_cast<float const&>(l_3360);
const double l_3362 = double(l_3361);
l_mut_49 = l_3362;
const bool l_3363 = l_3360 < uint32(8388608);
if (l_3363) {
const double l_3364 = double(l_3360);
const double l_3365 = l_3364 * double(1.401298464324817e-45);
l_mut_49 = l_3365;
}
const uint64 l_3366 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3367 = l_3359 >> uint32(31);
const uint64 l_3368 = uint64(l_3367);
const uint64 l_3369 = l_3368 << uint64(63);
const uint64 l_3370 = l_3366 | l_3369;
const double l_3371 = reinterpret_cast<double const&>(l_3370);
const bool l_3372 = l_3371 <= l_3313;
if (l_3372) {
const uint32 l_3373 = reinterpret_cast<uint32 const&>(l_3319);
const uint32 l_3374 = l_3373 + uint32(1);
l_mut_746 = l_3374;
const uint32 l_3375 = l_3373 & uint32(2147483647);
const bool l_3376 = l_3375 == uint32(0);
if (l_3376) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3377 = l_3373 & uint32(2147483648);
const bool l_3378 = l_3377 != uint32(0);
if (l_3378) {
const uint32 l_3379 = l_3373 - uint32(1);
l_mut_746 = l_3379;
} else {
const bool l_3380 = l_3373 == uint32(2139095040);
if (l_3380) {
l_mut_746 = l_3373;
}
}
}
const float l_3381 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3382 = reinterpret_cast<uint32 const&>(l_3381);
const uint32 l_3383 = l_3382 & uint32(2147483647);
const float l_3384 = reinterpret_cast<float const&>(l_3383);
const double l_3385 = double(l_3384);
l_mut_49 = l_3385;
const bool l_3386 = l_3383 < uint32(8388608);
if (l_3386) {
const double l_3387 = double(l_3383);
const double l_3388 = l_3387 * double(1.401298464324817e-45);
l_mut_49 = l_3388;
}
const uint64 l_3389 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3390 = l_3382 >> uint32(31);
const uint64 l_3391 = uint64(l_3390);
const uint64 l_3392 = l_3391 << uint64(63);
const uint64 l_3393 = l_3389 | l_3392;
const double l_3394 = reinterpret_cast<double const&>(l_3393);
l_mut_3169 = l_3394;
}
}
}
const double l_3395 = -l_mut_3169;
l_mut_3169 = l_3395;
const bool l_3396 = bool(true) && bool(true);
if (l_3396) {
const double l_3397 = l_3308 + l_3311;
const double l_3398 = l_3397 * double(7.1362384635298e44);
const double l_3399 = floor(l_3398);
const double l_3400 = l_3399 * double(1.401298464324817e-45);
l_mut_49 = l_3400;
const double l_3401 = abs(l_3397);
const bool l_3402 = l_3401 >= double(1.1754943508222875e-38);
if (l_3402) {
const float l_3403 = float(l_3397);
const double l_3404 = double(l_3403);
l_mut_49 = l_3404;
const bool l_3405 = l_mut_49 > l_3397;
if (l_3405) {
const uint32 l_3406 = reinterpret_cast<uint32 const&>(l_3403);
const uint32 l_3407 = l_3406 ^ uint32(2147483648);
const float l_3408 = reinterpret_cast<float const&>(l_3407);
const uint32 l_3409 = reinterpret_cast<uint32 const&>(l_3408);
const uint32 l_3410 = l_3409 + uint32(1);
l_mut_746 = l_3410;
const uint32 l_3411 = l_3409 & uint32(2147483647);
const bool l_3412 = l_3411 == uint32(0);
if (l_3412) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3413 = l_3409 & uint32(2147483648);
const bool l_3414 = l_3413 != uint32(0);
if (l_3414) {
const uint32 l_3415 = l_3409 - uint32(1);
l_mut_746 = l_3415;
} else {
const bool l_3416 = l_3409 == uint32(2139095040);
if (l_3416) {
l_mut_746 = l_3409;
}
}
}
const float l_3417 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3418 = reinterpret_cast<uint32 const&>(l_3417);
const uint32 l_3419 = l_3418 ^ uint32(2147483648);
const float l_3420 = reinterpret_cast<float const&>(l_3419);
const uint32 l_3421 = reinterpret_cast<uint32 const&>(l_3420);
const uint32 l_3422 = l_3421 & uint32(2147483647);
const float l_3423 = reinterpret_cast<float const&>(l_3422);
const double l_3424 = double(l_3423);
l_mut_3425 = l_3424;
const bool l_3426 = l_3422 < uint32(8388608);
if (l_3426) {
const double l_3427 = double(l_3422);
const double l_3428 = l_3427 * double(1.401298464324817e-45);
l_mut_3425 = l_3428;
}
const uint64 l_3429 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_3430 = l_3421 >> uint32(31);
const uint64 l_3431 = uint64(l_3430);
const uint64 l_3432 = l_3431 << uint64(63);
const uint64 l_3433 = l_3429 | l_3432;
const double l_3434 = reinterpret_cast<double const&>(l_3433);
l_mut_49 = l_3434;
} else {
const uint32 l_3435 = reinterpret_cast<uint32 const&>(l_3403);
const uint32 l_3436 = l_3435 + uint32(1);
l_mut_746 = l_3436;
const uint32 l_3437 = l_3435 & uint32(2147483647);
const bool l_3438 = l_3437 == uint32(0);
if (l_3438) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3439 = l_3435 & uint32(2147483648);
const bool l_3440 = l_3439 != uint32(0);
if (l_3440) {
const uint32 l_3441 = l_3435 - uint32(1);
l_mut_746 = l_3441;
} else {
const bool l_3442 = l_3435 == uint32(2139095040);
if (l_3442) {
l_mut_746 = l_3435;
}
}
}
const float l_3443 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3444 = reinterpret_cast<uint32 const&>(l_3443);
const uint32 l_3445 = l_3444 & uint32(2147483647);
const float l_3446 = reinterpret_cast<float const&>(l_3445);
const double l_3447 = double(l_3446);
l_mut_3425 = l_3447;
const bool l_3448 = l_3445 < uint32(8388608);
if (l_3448) {
const double l_3449 = double(l_3445);
const double l_3450 = l_3449 * double(1.401298464324817e-45);
l_mut_3425 = l_3450;
}
const uint64 l_3451 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_3452 = l_3444 >> uint32(31);
const uint64 l_3453 = uint64(l_3452);
const uint64 l_3454 = l_3453 << uint64(63);
const uint64 l_3455 = l_3451 | l_3454;
const double l_3456 = reinterpret_cast<double const&>(l_3455);
const bool l_3457 = l_3456 <= l_3397;
if (l_3457) {
const uint32 l_3458 = reinterpret_cast<uint32 const&>(l_3403);
const uint32 l_3459 = l_3458 + uint32(1);
l_mut_746 = l_3459;
const uint32 l_3460 = l_3458 & uint32(2147483647);
const bool l_3461 = l_3460 == uint32(0);
if (l_3461) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3462 = l_3458 & uint32(2147483648);
const bool l_3463 = l_3462 != uint32(0);
if (l_3463) {
const uint32 l_3464 = l_3458 - uint32(1);
l_mut_746 = l_3464;
} else {
const bool l_3465 = l_3458 == uint32(2139095040);
if (l_3465) {
l_mut_746 = l_3458;
}
}
}
const float l_3466 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3467 = reinterpret_cast<uint32 const&>(l_3466);
const uint32 l_3468 = l_3467 & uint32(2147483647);
const float l_3469 = reinterpret_cast<float const&>(l_3468);
const double l_3470 = double(l_3469);
l_mut_3425 = l_3470;
const bool l_3471 = l_3468 < uint32(8388608);
if (l_3471) {
const double l_3472 = double(l_3468);
const double l_3473 = l_3472 * double(1.401298464324817e-45);
l_mut_3425 = l_3473;
}
const uint64 l_3474 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_3475 = l_3467 >> uint32(31);
const uint64 l_3476 = uint64(l_3475);
const uint64 l_3477 = l_3476 << uint64(63);
const uint64 l_3478 = l_3474 | l_3477;
const double l_3479 = reinterpret_cast<double const&>(l_3478);
l_mut_49 = l_3479;
}
}
}
l_mut_3169 = l_mut_49;
} else {
const double l_3480 = l_3308 - l_3311;
const double l_3481 = l_3480 * double(7.1362384635298e44);
const double l_3482 = floor(l_3481);
const double l_3483 = l_3482 * double(1.401298464324817e-45);
l_mut_3425 = l_3483;
const double l_3484 = abs(l_3480);
const bool l_3485 = l_3484 >= double(1.1754943508222875e-38);
if (l_3485) {
const float l_3486 = float(l_3480);
const double l_3487 = double(l_3486);
l_mut_3425 = l_3487;
const bool l_3488 = l_mut_3425 > l_3480;
if (l_3488) {
const uint32 l_3489 = reinterpret_cast<uint32 const&>(l_3486);
const uint32 l_3490 = l_3489 ^ uint32(2147483648);
const float l_3491 = reinterpret_cast<float const&>(l_3490);
const uint32 l_3492 = reinterpret_cast<uint32 const&>(l_3491);
const uint32 l_3493 = l_3492 + uint32(1);
l_mut_746 = l_3493;
const uint32 l_3494 = l_3492 & uint32(2147483647);
const bool l_3495 = l_3494 == uint32(0);
if (l_3495) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3496 = l_3492 & uint32(2147483648);
const bool l_3497 = l_3496 != uint32(0);
if (l_3497) {
const uint32 l_3498 = l_3492 - uint32(1);
l_mut_746 = l_3498;
} else {
const bool l_3499 = l_3492 == uint32(2139095040);
if (l_3499) {
l_mut_746 = l_3492;
}
}
}
const float l_3500 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3501 = reinterpret_cast<uint32 const&>(l_3500);
const uint32 l_3502 = l_3501 ^ uint32(2147483648);
const float l_3503 = reinterpret_cast<float const&>(l_3502);
const uint32 l_3504 = reinterpret_cast<uint32 const&>(l_3503);
const uint32 l_3505 = l_3504 & uint32(2147483647);
const float l_3506 = reinterpret_cast<float const&>(l_3505);
const double l_3507 = double(l_3506);
l_mut_49 = l_3507;
const bool l_3508 = l_3505 < uint32(8388608);
if (l_3508) {
const double l_3509 = double(l_3505);
const double l_3510 = l_3509 * double(1.401298464324817e-45);
l_mut_49 = l_3510;
}
const uint64 l_3511 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3512 = l_3504 >> uint32(31);
const uint64 l_3513 = uint64(l_3512);
const uint64 l_3514 = l_3513 << uint64(63);
const uint64 l_3515 = l_3511 | l_3514;
const double l_3516 = reinterpret_cast<double const&>(l_3515);
l_mut_3425 = l_3516;
} else {
const uint32 l_3517 = reinterpret_cast<uint32 const&>(l_3486);
const uint32 l_3518 = l_3517 + uint32(1);
l_mut_746 = l_3518;
const uint32 l_3519 = l_3517 & uint32(2147483647);
const bool l_3520 = l_3519 == uint32(0);
if (l_3520) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3521 = l_3517 & uint32(2147483648);
const bool l_3522 = l_3521 != uint32(0);
if (l_3522) {
const uint32 l_3523 = l_3517 - uint32(1);
l_mut_746 = l_3523;
} else {
const bool l_3524 = l_3517 == uint32(2139095040);
if (l_3524) {
l_mut_746 = l_3517;
}
}
}
const float l_3525 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3526 = reinterpret_cast<uint32 const&>(l_3525);
const uint32 l_3527 = l_3526 & uint32(2147483647);
const float l_3528 = reinterpret_cast<float const&>(l_3527);
const double l_3529 = double(l_3528);
l_mut_49 = l_3529;
const bool l_3530 = l_3527 < uint32(8388608);
if (l_3530) {
const double l_3531 = double(l_3527);
const double l_3532 = l_3531 * double(1.401298464324817e-45);
l_mut_49 = l_3532;
}
const uint64 l_3533 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3534 = l_3526 >> uint32(31);
const uint64 l_3535 = uint64(l_3534);
const uint64 l_3536 = l_3535 << uint64(63);
const uint64 l_3537 = l_3533 | l_3536;
const double l_3538 = reinterpret_cast<double const&>(l_3537);
const bool l_3539 = l_3538 <= l_3480;
if (l_3539) {
const uint32 l_3540 = reinterpret_cast<uint32 const&>(l_3486);
const uint32 l_3541 = l_3540 + uint32(1);
l_mut_746 = l_3541;
const uint32 l_3542 = l_3540 & uint32(2147483647);
const bool l_3543 = l_3542 == uint32(0);
if (l_3543) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3544 = l_3540 & uint32(2147483648);
const bool l_3545 = l_3544 != uint32(0);
if (l_3545) {
const uint32 l_3546 = l_3540 - uint32(1);
l_mut_746 = l_3546;
} else {
const bool l_3547 = l_3540 == uint32(2139095040);
if (l_3547) {
l_mut_746 = l_3540;
}
}
}
const float l_3548 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3549 = reinterpret_cast<uint32 const&>(l_3548);
const uint32 l_3550 = l_3549 & uint32(2147483647);
const float l_3551 = reinterpret_cast<float const&>(l_3550);
const double l_3552 = double(l_3551);
l_mut_49 = l_3552;
const bool l_3553 = l_3550 < uint32(8388608);
if (l_3553) {
const double l_3554 = double(l_3550);
const double l_3555 = l_3554 * double(1.401298464324817e-45);
l_mut_49 = l_3555;
}
const uint64 l_3556 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3557 = l_3549 >> uint32(31);
const uint64 l_3558 = uint64(l_3557);
const uint64 l_3559 = l_3558 << uint64(63);
const uint64 l_3560 = l_3556 | l_3559;
const double l_3561 = reinterpret_cast<double const&>(l_3560);
l_mut_3425 = l_3561;
}
}
}
l_mut_3169 = l_mut_3425;
}
const double l_3562 = l_mut_404 + l_719;
const double l_3563 = abs(l_3562);
const double l_3564 = l_3563 * double(2.220446049250313e-16);
const double l_3565 = l_2797 + l_3564;
const double l_3566 = l_3562 + l_3565;
const double l_3567 = -l_3566;
const double l_3568 = l_3567 * double(7.1362384635298e44);
const double l_3569 = floor(l_3568);
const double l_3570 = l_3569 * double(1.401298464324817e-45);
l_mut_3425 = l_3570;
const double l_3571 = abs(l_3567);
const bool l_3572 = l_3571 >= double(1.1754943508222875e-38);
if (l_3572) {
const float l_3573 = float(l_3567);
const double l_3574 = double(l_3573);
l_mut_3425 = l_3574;
const bool l_3575 = l_mut_3425 > l_3567;
if (l_3575) {
const uint32 l_3576 = reinterpret_cast<uint32 const&>(l_3573);
const uint32 l_3577 = l_3576 ^ uint32(2147483648);
const float l_3578 = reinterpret_cast<float const&>(l_3577);
const uint32 l_3579 = reinterpret_cast<uint32 const&>(l_3578);
const uint32 l_3580 = l_3579 + uint32(1);
l_mut_746 = l_3580;
const uint32 l_3581 = l_3579 & uint32(2147483647);
const bool l_3582 = l_3581 == uint32(0);
if (l_3582) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3583 = l_3579 & uint32(2147483648);
const bool l_3584 = l_3583 != uint32(0);
if (l_3584) {
const uint32 l_3585 = l_3579 - uint32(1);
l_mut_746 = l_3585;
} else {
const bool l_3586 = l_3579 == uint32(2139095040);
if (l_3586) {
l_mut_746 = l_3579;
}
}
}
const float l_3587 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3588 = reinterpret_cast<uint32 const&>(l_3587);
const uint32 l_3589 = l_3588 ^ uint32(2147483648);
const float l_3590 = reinterpret_cast<float const&>(l_3589);
const uint32 l_3591 = reinterpret_cast<uint32 const&>(l_3590);
const uint32 l_3592 = l_3591 & uint32(2147483647);
const float l_3593 = reinterpret_cast<float const&>(l_3592);
const double l_3594 = double(l_3593);
l_mut_49 = l_3594;
const bool l_3595 = l_3592 < uint32(8388608);
if (l_3595) {
const double l_3596 = double(l_3592);
const double l_3597 = l_3596 * double(1.401298464324817e-45);
l_mut_49 = l_3597;
}
const uint64 l_3598 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3599 = l_3591 >> uint32(31);
const uint64 l_3600 = uint64(l_3599);
const uint64 l_3601 = l_3600 << uint64(63);
const uint64 l_3602 = l_3598 | l_3601;
const double l_3603 = reinterpret_cast<double const&>(l_3602);
l_mut_3425 = l_3603;
} else {
const uint32 l_3604 = reinterpret_cast<uint32 const&>(l_3573);
const uint32 l_3605 = l_3604 + uint32(1);
l_mut_746 = l_3605;
const uint32 l_3606 = l_3604 & uint32(2147483647);
const bool l_3607 = l_3606 == uint32(0);
if (l_3607) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3608 = l_3604 & uint32(2147483648);
const bool l_3609 = l_3608 != uint32(0);
if (l_3609) {
const uint32 l_3610 = l_3604 - uint32(1);
l_mut_746 = l_3610;
} else {
const bool l_3611 = l_3604 == uint32(2139095040);
if (l_3611) {
l_mut_746 = l_3604;
}
}
}
const float l_3612 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3613 = reinterpret_cast<uint32 const&>(l_3612);
const uint32 l_3614 = l_3613 & uint32(2147483647);
const float l_3615 = reinterpret_cast<float const&>(l_3614);
const double l_3616 = double(l_3615);
l_mut_49 = l_3616;
const bool l_3617 = l_3614 < uint32(8388608);
if (l_3617) {
const double l_3618 = double(l_3614);
const double l_3619 = l_3618 * double(1.401298464324817e-45);
l_mut_49 = l_3619;
}
const uint64 l_3620 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3621 = l_3613 >> uint32(31);
const uint64 l_3622 = uint64(l_3621);
const uint64 l_3623 = l_3622 << uint64(63);
const uint64 l_3624 = l_3620 | l_3623;
const double l_3625 = reinterpret_cast<double const&>(l_3624);
const bool l_3626 = l_3625 <= l_3567;
if (l_3626) {
const uint32 l_3627 = reinterpret_cast<uint32 const&>(l_3573);
const uint32 l_3628 = l_3627 + uint32(1);
l_mut_746 = l_3628;
const uint32 l_3629 = l_3627 & uint32(2147483647);
const bool l_3630 = l_3629 == uint32(0);
if (l_3630) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3631 = l_3627 & uint32(2147483648);
const bool l_3632 = l_3631 != uint32(0);
if (l_3632) {
const uint32 l_3633 = l_3627 - uint32(1);
l_mut_746 = l_3633;
} else {
const bool l_3634 = l_3627 == uint32(2139095040);
if (l_3634) {
l_mut_746 = l_3627;
}
}
}
const float l_3635 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3636 = reinterpret_cast<uint32 const&>(l_3635);
const uint32 l_3637 = l_3636 & uint32(2147483647);
const float l_3638 = reinterpret_cast<float const&>(l_3637);
const double l_3639 = double(l_3638);
l_mut_49 = l_3639;
const bool l_3640 = l_3637 < uint32(8388608);
if (l_3640) {
const double l_3641 = double(l_3637);
const double l_3642 = l_3641 * double(1.401298464324817e-45);
l_mut_49 = l_3642;
}
const uint64 l_3643 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3644 = l_3636 >> uint32(31);
const uint64 l_3645 = uint64(l_3644);
const uint64 l_3646 = l_3645 << uint64(63);
const uint64 l_3647 = l_3643 | l_3646;
const double l_3648 = reinterpret_cast<double const&>(l_3647);
l_mut_3425 = l_3648;
}
}
}
const double l_3649 = -l_mut_3425;
l_mut_3425 = l_3649;
const bool l_3650 = bool(false) && bool(true);
if (l_3650) {
const double l_3651 = l_3562 + l_3565;
const double l_3652 = l_3651 * double(7.1362384635298e44);
const double l_3653 = floor(l_3652);
const double l_3654 = l_3653 * double(1.401298464324817e-45);
l_mut_49 = l_3654;
const double l_3655 = abs(l_3651);
const bool l_3656 = l_3655 >= double(1.1754943508222875e-38);
if (l_3656) {
const float l_3657 = float(l_3651);
const double l_3658 = double(l_3657);
l_mut_49 = l_3658;
const bool l_3659 = l_mut_49 > l_3651;
if (l_3659) {
const uint32 l_3660 = reinterpret_cast<uint32 const&>(l_3657);
const uint32 l_3661 = l_3660 ^ uint32(2147483648);
const float l_3662 = reinterpret_cast<float const&>(l_3661);
const uint32 l_3663 = reinterpret_cast<uint32 const&>(l_3662);
const uint32 l_3664 = l_3663 + uint32(1);
l_mut_746 = l_3664;
const uint32 l_3665 = l_3663 & uint32(2147483647);
const bool l_3666 = l_3665 == uint32(0);
if (l_3666) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3667 = l_3663 & uint32(2147483648);
const bool l_3668 = l_3667 != uint32(0);
if (l_3668) {
const uint32 l_3669 = l_3663 - uint32(1);
l_mut_746 = l_3669;
} else {
const bool l_3670 = l_3663 == uint32(2139095040);
if (l_3670) {
l_mut_746 = l_3663;
}
}
}
const float l_3671 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3672 = reinterpret_cast<uint32 const&>(l_3671);
const uint32 l_3673 = l_3672 ^ uint32(2147483648);
const float l_3674 = reinterpret_cast<float const&>(l_3673);
const uint32 l_3675 = reinterpret_cast<uint32 const&>(l_3674);
const uint32 l_3676 = l_3675 & uint32(2147483647);
const float l_3677 = reinterpret_cast<float const&>(l_3676);
const double l_3678 = double(l_3677);
l_mut_3679 = l_3678;
const bool l_3680 = l_3676 < uint32(8388608);
if (l_3680) {
const double l_3681 = double(l_3676);
const double l_3682 = l_3681 * double(1.401298464324817e-45);
l_mut_3679 = l_3682;
}
const uint64 l_3683 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3684 = l_3675 >> uint32(31);
const uint64 l_3685 = uint64(l_3684);
const uint64 l_3686 = l_3685 << uint64(63);
const uint64 l_3687 = l_3683 | l_3686;
const double l_3688 = reinterpret_cast<double const&>(l_3687);
l_mut_49 = l_3688;
} else {
const uint32 l_3689 = reinterpret_cast<uint32 const&>(l_3657);
const uint32 l_3690 = l_3689 + uint32(1);
l_mut_746 = l_3690;
const uint32 l_3691 = l_3689 & uint32(2147483647);
const bool l_3692 = l_3691 == uint32(0);
if (l_3692) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3693 = l_3689 & uint32(2147483648);
const bool l_3694 = l_3693 != uint32(0);
if (l_3694) {
const uint32 l_3695 = l_3689 - uint32(1);
l_mut_746 = l_3695;
} else {
const bool l_3696 = l_3689 == uint32(2139095040);
if (l_3696) {
l_mut_746 = l_3689;
}
}
}
const float l_3697 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3698 = reinterpret_cast<uint32 const&>(l_3697);
const uint32 l_3699 = l_3698 & uint32(2147483647);
const float l_3700 = reinterpret_cast<float const&>(l_3699);
const double l_3701 = double(l_3700);
l_mut_3679 = l_3701;
const bool l_3702 = l_3699 < uint32(8388608);
if (l_3702) {
const double l_3703 = double(l_3699);
const double l_3704 = l_3703 * double(1.401298464324817e-45);
l_mut_3679 = l_3704;
}
const uint64 l_3705 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3706 = l_3698 >> uint32(31);
const uint64 l_3707 = uint64(l_3706);
const uint64 l_3708 = l_3707 << uint64(63);
const uint64 l_3709 = l_3705 | l_3708;
const double l_3710 = reinterpret_cast<double const&>(l_3709);
const bool l_3711 = l_3710 <= l_3651;
if (l_3711) {
const uint32 l_3712 = reinterpret_cast<uint32 const&>(l_3657);
const uint32 l_3713 = l_3712 + uint32(1);
l_mut_746 = l_3713;
const uint32 l_3714 = l_3712 & uint32(2147483647);
const bool l_3715 = l_3714 == uint32(0);
if (l_3715) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3716 = l_3712 & uint32(2147483648);
const bool l_3717 = l_3716 != uint32(0);
if (l_3717) {
const uint32 l_3718 = l_3712 - uint32(1);
l_mut_746 = l_3718;
} else {
const bool l_3719 = l_3712 == uint32(2139095040);
if (l_3719) {
l_mut_746 = l_3712;
}
}
}
const float l_3720 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3721 = reinterpret_cast<uint32 const&>(l_3720);
const uint32 l_3722 = l_3721 & uint32(2147483647);
const float l_3723 = reinterpret_cast<float const&>(l_3722);
const double l_3724 = double(l_3723);
l_mut_3679 = l_3724;
const bool l_3725 = l_3722 < uint32(8388608);
if (l_3725) {
const double l_3726 = double(l_3722);
const double l_3727 = l_3726 * double(1.401298464324817e-45);
l_mut_3679 = l_3727;
}
const uint64 l_3728 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3729 = l_3721 >> uint32(31);
const uint64 l_3730 = uint64(l_3729);
const uint64 l_3731 = l_3730 << uint64(63);
const uint64 l_3732 = l_3728 | l_3731;
const double l_3733 = reinterpret_cast<double const&>(l_3732);
l_mut_49 = l_3733;
}
}
}
l_mut_3425 = l_mut_49;
} else {
const double l_3734 = l_3562 - l_3565;
const double l_3735 = -l_3734;
const double l_3736 = l_3735 * double(7.1362384635298e44);
const double l_3737 = floor(l_3736);
const double l_3738 = l_3737 * double(1.401298464324817e-45);
l_mut_3679 = l_3738;
const double l_3739 = abs(l_3735);
const bool l_3740 = l_3739 >= double(1.1754943508222875e-38);
if (l_3740) {
const float l_3741 = float(l_3735);
const double l_3742 = double(l_3741);
l_mut_3679 = l_3742;
const bool l_3743 = l_mut_3679 > l_3735;
if (l_3743) {
const uint32 l_3744 = reinterpret_cast<uint32 const&>(l_3741);
const uint32 l_3745 = l_3744 ^ uint32(2147483648);
const float l_3746 = reinterpret_cast<float const&>(l_3745);
const uint32 l_3747 = reinterpret_cast<uint32 const&>(l_3746);
const uint32 l_3748 = l_3747 + uint32(1);
l_mut_746 = l_3748;
const uint32 l_3749 = l_3747 & uint32(2147483647);
const bool l_3750 = l_3749 == uint32(0);
if (l_3750) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3751 = l_3747 & uint32(2147483648);
const bool l_3752 = l_3751 != uint32(0);
if (l_3752) {
const uint32 l_3753 = l_3747 - uint32(1);
l_mut_746 = l_3753;
} else {
const bool l_3754 = l_3747 == uint32(2139095040);
if (l_3754) {
l_mut_746 = l_3747;
}
}
}
const float l_3755 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3756 = reinterpret_cast<uint32 const&>(l_3755);
const uint32 l_3757 = l_3756 ^ uint32(2147483648);
const float l_3758 = reinterpret_cast<float const&>(l_3757);
const uint32 l_3759 = reinterpret_cast<uint32 const&>(l_3758);
const uint32 l_3760 = l_3759 & uint32(2147483647);
const float l_3761 = reinterpret_cast<float const&>(l_3760);
const double l_3762 = double(l_3761);
l_mut_49 = l_3762;
const bool l_3763 = l_3760 < uint32(8388608);
if (l_3763) {
const double l_3764 = double(l_3760);
const double l_3765 = l_3764 * double(1.401298464324817e-45);
l_mut_49 = l_3765;
}
const uint64 l_3766 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3767 = l_3759 >> uint32(31);
const uint64 l_3768 = uint64(l_3767);
const uint64 l_3769 = l_3768 << uint64(63);
const uint64 l_3770 = l_3766 | l_3769;
const double l_3771 = reinterpret_cast<double const&>(l_3770);
l_mut_3679 = l_3771;
} else {
const uint32 l_3772 = reinterpret_cast<uint32 const&>(l_3741);
const uint32 l_3773 = l_3772 + uint32(1);
l_mut_746 = l_3773;
const uint32 l_3774 = l_3772 & uint32(2147483647);
const bool l_3775 = l_3774 == uint32(0);
if (l_3775) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3776 = l_3772 & uint32(2147483648);
const bool l_3777 = l_3776 != uint32(0);
if (l_3777) {
const uint32 l_3778 = l_3772 - uint32(1);
l_mut_746 = l_3778;
} else {
const bool l_3779 = l_3772 == uint32(2139095040);
if (l_3779) {
l_mut_746 = l_3772;
}
}
}
const float l_3780 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3781 = reinterpret_cast<uint32 const&>(l_3780);
const uint32 l_3782 = l_3781 & uint32(2147483647);
const float l_3783 = reinterpret_cast<float const&>(l_3782);
const double l_3784 = double(l_3783);
l_mut_49 = l_3784;
const bool l_3785 = l_3782 < uint32(8388608);
if (l_3785) {
const double l_3786 = double(l_3782);
const double l_3787 = l_3786 * double(1.401298464324817e-45);
l_mut_49 = l_3787;
}
const uint64 l_3788 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3789 = l_3781 >> uint32(31);
const uint64 l_3790 = uint64(l_3789);
const uint64 l_3791 = l_3790 << uint64(63);
const uint64 l_3792 = l_3788 | l_3791;
const double l_3793 = reinterpret_cast<double const&>(l_3792);
const bool l_3794 = l_3793 <= l_3735;
if (l_3794) {
const uint32 l_3795 = reinterpret_cast<uint32 const&>(l_3741);
const uint32 l_3796 = l_3795 + uint32(1);
l_mut_746 = l_3796;
const uint32 l_3797 = l_3795 & uint32(2147483647);
const bool l_3798 = l_3797 == uint32(0);
if (l_3798) {
l_mut_746 = uint32(1);
} else {
const uint32 l_3799 = l_3795 & uint32(2147483648);
const bool l_3800 = l_3799 != uint32(0);
if (l_3800) {
const uint32 l_3801 = l_3795 - uint32(1);
l_mut_746 = l_3801;
} else {
const bool l_3802 = l_3795 == uint32(2139095040);
if (l_3802) {
l_mut_746 = l_3795;
}
}
}
const float l_3803 = reinterpret_cast<float const&>(l_mut_746);
const uint32 l_3804 = reinterpret_cast<uint32 const&>(l_3803);
const uint32 l_3805 = l_3804 & uint32(2147483647);
const float l_3806 = reinterpret_cast<float const&>(l_3805);
const double l_3807 = double(l_3806);
l_mut_49 = l_3807;
const bool l_3808 = l_3805 < uint32(8388608);
if (l_3808) {
const double l_3809 = double(l_3805);
const double l_3810 = l_3809 * double(1.401298464324817e-45);
l_mut_49 = l_3810;
}
const uint64 l_3811 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3812 = l_3804 >> uint32(31);
const uint64 l_3813 = uint64(l_3812);
const uint64 l_3814 = l_3813 << uint64(63);
const uint64 l_3815 = l_3811 | l_3814;
const double l_3816 = reinterpret_cast<double const&>(l_3815);
l_mut_3679 = l_3816;
}
}
}
const double l_3817 = -l_mut_3679;
l_mut_3425 = l_3817;
}
l_mut_746 = uint32(0);
const bool l_3818 = l_mut_3169 <= double(0.0);
const bool l_3819 = l_mut_3425 >= double(0.0);
const bool l_3820 = l_3818 && l_3819;
const bool l_3821 = !l_3820;
if (l_3821) {
const double l_3823 = l_mut_78 / l_mut_3169;
const double l_3824 = l_mut_78 / l_mut_3425;
const double l_3825 = l_mut_2915 / l_mut_3169;
const double l_3826 = l_mut_2915 / l_mut_3425;
l_arr_3822[uint32(0)] = l_3823;
l_arr_3822[uint32(1)] = l_3823;
const double l_3827 = l_arr_3822[uint32(0)];
const bool l_3828 = l_3824 < l_3827;
if (l_3828) {
l_arr_3822[uint32(0)] = l_3824;
}
const double l_3829 = l_arr_3822[uint32(0)];
const bool l_3830 = l_3825 < l_3829;
if (l_3830) {
l_arr_3822[uint32(0)] = l_3825;
}
const double l_3831 = l_arr_3822[uint32(0)];
const bool l_3832 = l_3826 < l_3831;
if (l_3832) {
l_arr_3822[uint32(0)] = l_3826;
}
const double l_3833 = l_arr_3822[uint32(1)];
const bool l_3834 = l_3824 > l_3833;
if (l_3834) {
l_arr_3822[uint32(1)] = l_3824;
}
const double l_3835 = l_arr_3822[uint32(1)];
const bool l_3836 = l_3825 > l_3835;
if (l_3836) {
l_arr_3822[uint32(1)] = l_3825;
}
const double l_3837 = l_arr_3822[uint32(1)];
const bool l_3838 = l_3826 > l_3837;
if (l_3838) {
l_arr_3822[uint32(1)] = l_3826;
}
const double l_3839 = l_arr_3822[uint32(0)];
const double l_3840 = abs(l_3839);
const double l_3841 = l_3840 * l_mut_232;
const double l_3842 = l_arr_3822[uint32(1)];
const double l_3843 = abs(l_3842);
const double l_3844 = l_3843 * l_mut_232;
l_mut_746 = uint32(2);
const double l_3845 = l_arr_3822[uint32(0)];
const double l_3846 = l_3845 - l_3841;
const double l_3847 = abs(l_3846);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_3848 = l_3847 >= double(1.1754943508222875e-38);
const bool l_3849 = l_3847 <= double(1.7976931348623157e308);
const bool l_3850 = l_3848 && l_3849;
if (l_3850) {
const uint64 l_3851 = reinterpret_cast<uint64 const&>(l_3847);
const uint64 l_3852 = l_3851 >> uint64(52);
const uint64 l_3853 = l_3852 - uint64(23);
const uint64 l_3854 = l_3853 << uint64(52);
const double l_3855 = reinterpret_cast<double const&>(l_3854);
l_mut_3679 = l_3855;
}
const double l_3856 = l_3845 + l_3841;
const double l_3857 = abs(l_3856);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_3858 = l_3857 >= double(1.1754943508222875e-38);
const bool l_3859 = l_3857 <= double(1.7976931348623157e308);
const bool l_3860 = l_3858 && l_3859;
if (l_3860) {
const uint64 l_3861 = reinterpret_cast<uint64 const&>(l_3857);
const uint64 l_3862 = l_3861 >> uint64(52);
const uint64 l_3863 = l_3862 - uint64(23);
const uint64 l_3864 = l_3863 << uint64(52);
const double l_3865 = reinterpret_cast<double const&>(l_3864);
l_mut_3425 = l_3865;
}
const bool l_3866 = l_mut_3679 == l_mut_3425;
const double l_3867 = l_arr_3822[uint32(1)];
const double l_3868 = l_3867 - l_3844;
const double l_3869 = abs(l_3868);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_3870 = l_3869 >= double(1.1754943508222875e-38);
const bool l_3871 = l_3869 <= double(1.7976931348623157e308);
const bool l_3872 = l_3870 && l_3871;
if (l_3872) {
const uint64 l_3873 = reinterpret_cast<uint64 const&>(l_3869);
const uint64 l_3874 = l_3873 >> uint64(52);
const uint64 l_3875 = l_3874 - uint64(23);
const uint64 l_3876 = l_3875 << uint64(52);
const double l_3877 = reinterpret_cast<double const&>(l_3876);
l_mut_3679 = l_3877;
}
const double l_3878 = l_3867 + l_3844;
const double l_3879 = abs(l_3878);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_3880 = l_3879 >= double(1.1754943508222875e-38);
const bool l_3881 = l_3879 <= double(1.7976931348623157e308);
const bool l_3882 = l_3880 && l_3881;
if (l_3882) {
const uint64 l_3883 = reinterpret_cast<uint64 const&>(l_3879);
const uint64 l_3884 = l_3883 >> uint64(52);
const uint64 l_3885 = l_3884 - uint64(23);
const uint64 l_3886 = l_3885 << uint64(52);
const double l_3887 = reinterpret_cast<double const&>(l_3886);
l_mut_3425 = l_3887;
}
const bool l_3888 = l_mut_3679 == l_mut_3425;
const bool l_3889 = l_3866 && l_3888;
if (l_3889) {
const double l_3890 = l_arr_3822[uint32(0)];
const double l_3891 = l_arr_3822[uint32(0)];
const double l_3892 = abs(l_3891);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_3893 = l_3892 >= double(1.1754943508222875e-38);
const bool l_3894 = l_3892 <= double(1.7976931348623157e308);
const bool l_3895 = l_3893 && l_3894;
if (l_3895) {
const uint64 l_3896 = reinterpret_cast<uint64 const&>(l_3892);
const uint64 l_3897 = l_3896 >> uint64(52);
const uint64 l_3898 = l_3897 - uint64(23);
const uint64 l_3899 = l_3898 << uint64(52);
const double l_3900 = reinterpret_cast<double const&>(l_3899);
l_mut_3679 = l_3900;
}
const double l_3901 = l_722 * l_mut_3679;
const double l_3902 = l_3890 - l_3901;
const double l_3903 = l_arr_3822[uint32(1)];
const double l_3904 = l_arr_3822[uint32(1)];
const double l_3905 = abs(l_3904);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_3906 = l_3905 >= double(1.1754943508222875e-38);
const bool l_3907 = l_3905 <= double(1.7976931348623157e308);
const bool l_3908 = l_3906 && l_3907;
if (l_3908) {
const uint64 l_3909 = reinterpret_cast<uint64 const&>(l_3905);
const uint64 l_3910 = l_3909 >> uint64(52);
const uint64 l_3911 = l_3910 - uint64(23);
const uint64 l_3912 = l_3911 << uint64(52);
const double l_3913 = reinterpret_cast<double const&>(l_3912);
l_mut_3679 = l_3913;
}
const double l_3914 = l_722 * l_mut_3679;
const double l_3915 = l_3903 + l_3914;
const uint32 l_3916 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3917 = l_3916 & uint32(2147483647);
const float l_3918 = reinterpret_cast<float const&>(l_3917);
const double l_3919 = double(l_3918);
l_mut_3679 = l_3919;
const bool l_3920 = l_3917 < uint32(8388608);
if (l_3920) {
const double l_3921 = double(l_3917);
const double l_3922 = l_3921 * double(1.401298464324817e-45);
l_mut_3679 = l_3922;
}
const uint64 l_3923 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3924 = l_3916 >> uint32(31);
const uint64 l_3925 = uint64(l_3924);
const uint64 l_3926 = l_3925 << uint64(63);
const uint64 l_3927 = l_3923 | l_3926;
const double l_3928 = reinterpret_cast<double const&>(l_3927);
const uint32 l_3929 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3930 = l_3929 + uint32(1);
l_mut_3931 = l_3930;
const uint32 l_3932 = l_3929 & uint32(2147483647);
const bool l_3933 = l_3932 == uint32(0);
if (l_3933) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_3934 = l_3929 & uint32(2147483648);
const bool l_3935 = l_3934 != uint32(0);
if (l_3935) {
const uint32 l_3936 = l_3929 - uint32(1);
l_mut_3931 = l_3936;
} else {
const bool l_3937 = l_3929 == uint32(2139095040);
if (l_3937) {
l_mut_3931 = l_3929;
}
}
}
const float l_3938 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_3939 = reinterpret_cast<uint32 const&>(l_3938);
const uint32 l_3940 = l_3939 & uint32(2147483647);
const float l_3941 = reinterpret_cast<float const&>(l_3940);
const double l_3942 = double(l_3941);
l_mut_3679 = l_3942;
const bool l_3943 = l_3940 < uint32(8388608);
if (l_3943) {
const double l_3944 = double(l_3940);
const double l_3945 = l_3944 * double(1.401298464324817e-45);
l_mut_3679 = l_3945;
}
const uint64 l_3946 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3947 = l_3939 >> uint32(31);
const uint64 l_3948 = uint64(l_3947);
const uint64 l_3949 = l_3948 << uint64(63);
const uint64 l_3950 = l_3946 | l_3949;
const double l_3951 = reinterpret_cast<double const&>(l_3950);
const uint32 l_3952 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3953 = l_3952 ^ uint32(2147483648);
const float l_3954 = reinterpret_cast<float const&>(l_3953);
const uint32 l_3955 = reinterpret_cast<uint32 const&>(l_3954);
const uint32 l_3956 = l_3955 + uint32(1);
l_mut_3931 = l_3956;
const uint32 l_3957 = l_3955 & uint32(2147483647);
const bool l_3958 = l_3957 == uint32(0);
if (l_3958) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_3959 = l_3955 & uint32(2147483648);
const bool l_3960 = l_3959 != uint32(0);
if (l_3960) {
const uint32 l_3961 = l_3955 - uint32(1);
l_mut_3931 = l_3961;
} else {
const bool l_3962 = l_3955 == uint32(2139095040);
if (l_3962) {
l_mut_3931 = l_3955;
}
}
}
const float l_3963 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_3964 = reinterpret_cast<uint32 const&>(l_3963);
const uint32 l_3965 = l_3964 ^ uint32(2147483648);
const float l_3966 = reinterpret_cast<float const&>(l_3965);
const uint32 l_3967 = reinterpret_cast<uint32 const&>(l_3966);
const uint32 l_3968 = l_3967 & uint32(2147483647);
const float l_3969 = reinterpret_cast<float const&>(l_3968);
const double l_3970 = double(l_3969);
l_mut_3679 = l_3970;
const bool l_3971 = l_3968 < uint32(8388608);
if (l_3971) {
const double l_3972 = double(l_3968);
const double l_3973 = l_3972 * double(1.401298464324817e-45);
l_mut_3679 = l_3973;
}
const uint64 l_3974 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_3975 = l_3967 >> uint32(31);
const uint64 l_3976 = uint64(l_3975);
const uint64 l_3977 = l_3976 << uint64(63);
const uint64 l_3978 = l_3974 | l_3977;
const double l_3979 = reinterpret_cast<double const&>(l_3978);
const double l_3980 = l_3902 + l_3841;
const bool l_3981 = l_3980 <= l_3928;
l_mut_847 = l_3981;
const double l_3982 = l_3902 - l_3841;
const bool l_3983 = l_3982 > l_3928;
l_mut_844 = l_3983;
const double l_3984 = l_3915 - l_3844;
const bool l_3985 = l_3984 >= l_3928;
l_mut_841 = l_3985;
const double l_3986 = l_3915 + l_3844;
const bool l_3987 = l_3986 < l_3928;
l_mut_838 = l_3987;
const double l_3988 = l_3902 + l_3841;
const bool l_3989 = l_3988 < l_3951;
l_mut_847 = l_3989;
const double l_3990 = l_3902 - l_3841;
const bool l_3991 = l_3990 >= l_3951;
l_mut_844 = l_3991;
const double l_3992 = l_3915 - l_3844;
const bool l_3993 = l_3992 > l_3979;
l_mut_841 = l_3993;
const double l_3994 = l_3915 + l_3844;
const bool l_3995 = l_3994 <= l_3979;
l_mut_838 = l_3995;
l_mut_3931 = uint32(2);
const bool l_3996 = l_mut_844 || l_mut_838;
if (l_3996) {
l_mut_3931 = uint32(1);
} else {
const bool l_3997 = l_mut_847 && l_mut_841;
if (l_3997) {
l_mut_3931 = uint32(0);
}
}
const uint32 l_3998 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3999 = l_3998 & uint32(2147483647);
const bool l_4000 = l_3999 == uint32(0);
if (l_4000) {
const double l_4001 = l_3902 + l_3841;
const bool l_4002 = l_4001 < double(1.1754943508222875e-38);
const double l_4003 = l_3915 - l_3844;
const bool l_4004 = l_4003 > double(-1.1754943508222875e-38);
const bool l_4005 = l_4002 && l_4004;
const double l_4006 = l_3902 - l_3841;
const bool l_4007 = l_4006 < double(1.1754943508222875e-38);
const double l_4008 = l_3915 + l_3844;
const bool l_4009 = l_4008 > double(-1.1754943508222875e-38);
const bool l_4010 = l_4007 && l_4009;
if (l_4005) {
l_mut_3931 = uint32(0);
} else {
const bool l_4011 = l_mut_3931 == uint32(1);
const bool l_4012 = l_4010 && l_4011;
if (l_4012) {
l_mut_3931 = uint32(2);
}
}
}
l_mut_746 = l_mut_3931;
}
}
const double l_4013 = l_mut_1900 - l_719;
const double l_4014 = abs(l_4013);
const double l_4015 = l_4014 * double(2.220446049250313e-16);
const double l_4016 = l_2795 + l_4015;
const double l_4017 = l_4013 + l_4016;
const double l_4018 = -l_4017;
const double l_4019 = l_4018 * double(7.1362384635298e44);
const double l_4020 = floor(l_4019);
const double l_4021 = l_4020 * double(1.401298464324817e-45);
l_mut_3679 = l_4021;
const double l_4022 = abs(l_4018);
const bool l_4023 = l_4022 >= double(1.1754943508222875e-38);
if (l_4023) {
const float l_4024 = float(l_4018);
const double l_4025 = double(l_4024);
l_mut_3679 = l_4025;
const bool l_4026 = l_mut_3679 > l_4018;
if (l_4026) {
const uint32 l_4027 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4028 = l_4027 ^ uint32(2147483648);
const float l_4029 = reinterpret_cast<float const&>(l_4028);
const uint32 l_4030 = reinterpret_cast<uint32 const&>(l_4029);
const uint32 l_4031 = l_4030 + uint32(1);
l_mut_3931 = l_4031;
const uint32 l_4032 = l_4030 & uint32(2147483647);
const bool l_4033 = l_4032 == uint32(0);
if (l_4033) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4034 = l_4030 & uint32(2147483648);
const bool l_4035 = l_4034 != uint32(0);
if (l_4035) {
const uint32 l_4036 = l_4030 - uint32(1);
l_mut_3931 = l_4036;
} else {
const bool l_4037 = l_4030 == uint32(2139095040);
if (l_4037) {
l_mut_3931 = l_4030;
}
}
}
const float l_4038 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4039 = reinterpret_cast<uint32 const&>(l_4038);
const uint32 l_4040 = l_4039 ^ uint32(2147483648);
const float l_4041 = reinterpret_cast<float const&>(l_4040);
const uint32 l_4042 = reinterpret_cast<uint32 const&>(l_4041);
const uint32 l_4043 = l_4042 & uint32(2147483647);
const float l_4044 = reinterpret_cast<float const&>(l_4043);
const double l_4045 = double(l_4044);
l_mut_3425 = l_4045;
const bool l_4046 = l_4043 < uint32(8388608);
if (l_4046) {
const double l_4047 = double(l_4043);
const double l_4048 = l_4047 * double(1.401298464324817e-45);
l_mut_3425 = l_4048;
}
const uint64 l_4049 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_4050 = l_4042 >> uint32(31);
const uint64 l_4051 = uint64(l_4050);
const uint64 l_4052 = l_4051 << uint64(63);
const uint64 l_4053 = l_4049 | l_4052;
const double l_4054 = reinterpret_cast<double const&>(l_4053);
l_mut_3679 = l_4054;
} else {
const uint32 l_4055 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4056 = l_4055 + uint32(1);
l_mut_3931 = l_4056;
const uint32 l_4057 = l_4055 & uint32(2147483647);
const bool l_4058 = l_4057 == uint32(0);
if (l_4058) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4059 = l_4055 & uint32(2147483648);
const bool l_4060 = l_4059 != uint32(0);
if (l_4060) {
const uint32 l_4061 = l_4055 - uint32(1);
l_mut_3931 = l_4061;
} else {
const bool l_4062 = l_4055 == uint32(2139095040);
if (l_4062) {
l_mut_3931 = l_4055;
}
}
}
const float l_4063 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4064 = reinterpret_cast<uint32 const&>(l_4063);
const uint32 l_4065 = l_4064 & uint32(2147483647);
const float l_4066 = reinterpret_cast<float const&>(l_4065);
const double l_4067 = double(l_4066);
l_mut_3425 = l_4067;
const bool l_4068 = l_4065 < uint32(8388608);
if (l_4068) {
const double l_4069 = double(l_4065);
const double l_4070 = l_4069 * double(1.401298464324817e-45);
l_mut_3425 = l_4070;
}
const uint64 l_4071 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_4072 = l_4064 >> uint32(31);
const uint64 l_4073 = uint64(l_4072);
const uint64 l_4074 = l_4073 << uint64(63);
const uint64 l_4075 = l_4071 | l_4074;
const double l_4076 = reinterpret_cast<double const&>(l_4075);
const bool l_4077 = l_4076 <= l_4018;
if (l_4077) {
const uint32 l_4078 = reinterpret_cast<uint32 const&>(l_4024);
const uint32 l_4079 = l_4078 + uint32(1);
l_mut_3931 = l_4079;
const uint32 l_4080 = l_4078 & uint32(2147483647);
const bool l_4081 = l_4080 == uint32(0);
if (l_4081) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4082 = l_4078 & uint32(2147483648);
const bool l_4083 = l_4082 != uint32(0);
if (l_4083) {
const uint32 l_4084 = l_4078 - uint32(1);
l_mut_3931 = l_4084;
} else {
const bool l_4085 = l_4078 == uint32(2139095040);
if (l_4085) {
l_mut_3931 = l_4078;
}
}
}
const float l_4086 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4087 = reinterpret_cast<uint32 const&>(l_4086);
const uint32 l_4088 = l_4087 & uint32(2147483647);
const float l_4089 = reinterpret_cast<float const&>(l_4088);
const double l_4090 = double(l_4089);
l_mut_3425 = l_4090;
const bool l_4091 = l_4088 < uint32(8388608);
if (l_4091) {
const double l_4092 = double(l_4088);
const double l_4093 = l_4092 * double(1.401298464324817e-45);
l_mut_3425 = l_4093;
}
const uint64 l_4094 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_4095 = l_4087 >> uint32(31);
const uint64 l_4096 = uint64(l_4095);
const uint64 l_4097 = l_4096 << uint64(63);
const uint64 l_4098 = l_4094 | l_4097;
const double l_4099 = reinterpret_cast<double const&>(l_4098);
l_mut_3679 = l_4099;
}
}
}
const double l_4100 = -l_mut_3679;
l_mut_3679 = l_4100;
const bool l_4101 = bool(true) && bool(false);
if (l_4101) {
const double l_4102 = l_4013 + l_4016;
const double l_4103 = l_4102 * double(7.1362384635298e44);
const double l_4104 = floor(l_4103);
const double l_4105 = l_4104 * double(1.401298464324817e-45);
l_mut_3425 = l_4105;
const double l_4106 = abs(l_4102);
const bool l_4107 = l_4106 >= double(1.1754943508222875e-38);
if (l_4107) {
const float l_4108 = float(l_4102);
const double l_4109 = double(l_4108);
l_mut_3425 = l_4109;
const bool l_4110 = l_mut_3425 > l_4102;
if (l_4110) {
const uint32 l_4111 = reinterpret_cast<uint32 const&>(l_4108);
const uint32 l_4112 = l_4111 ^ uint32(2147483648);
const float l_4113 = reinterpret_cast<float const&>(l_4112);
const uint32 l_4114 = reinterpret_cast<uint32 const&>(l_4113);
const uint32 l_4115 = l_4114 + uint32(1);
l_mut_3931 = l_4115;
const uint32 l_4116 = l_4114 & uint32(2147483647);
const bool l_4117 = l_4116 == uint32(0);
if (l_4117) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4118 = l_4114 & uint32(2147483648);
const bool l_4119 = l_4118 != uint32(0);
if (l_4119) {
const uint32 l_4120 = l_4114 - uint32(1);
l_mut_3931 = l_4120;
} else {
const bool l_4121 = l_4114 == uint32(2139095040);
if (l_4121) {
l_mut_3931 = l_4114;
}
}
}
const float l_4122 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4123 = reinterpret_cast<uint32 const&>(l_4122);
const uint32 l_4124 = l_4123 ^ uint32(2147483648);
const float l_4125 = reinterpret_cast<float const&>(l_4124);
const uint32 l_4126 = reinterpret_cast<uint32 const&>(l_4125);
const uint32 l_4127 = l_4126 & uint32(2147483647);
const float l_4128 = reinterpret_cast<float const&>(l_4127);
const double l_4129 = double(l_4128);
l_mut_3169 = l_4129;
const bool l_4130 = l_4127 < uint32(8388608);
if (l_4130) {
const double l_4131 = double(l_4127);
const double l_4132 = l_4131 * double(1.401298464324817e-45);
l_mut_3169 = l_4132;
}
const uint64 l_4133 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4134 = l_4126 >> uint32(31);
const uint64 l_4135 = uint64(l_4134);
const uint64 l_4136 = l_4135 << uint64(63);
const uint64 l_4137 = l_4133 | l_4136;
const double l_4138 = reinterpret_cast<double const&>(l_4137);
l_mut_3425 = l_4138;
} else {
const uint32 l_4139 = reinterpret_cast<uint32 const&>(l_4108);
const uint32 l_4140 = l_4139 + uint32(1);
l_mut_3931 = l_4140;
const uint32 l_4141 = l_4139 & uint32(2147483647);
const bool l_4142 = l_4141 == uint32(0);
if (l_4142) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4143 = l_4139 & uint32(2147483648);
const bool l_4144 = l_4143 != uint32(0);
if (l_4144) {
const uint32 l_4145 = l_4139 - uint32(1);
l_mut_3931 = l_4145;
} else {
const bool l_4146 = l_4139 == uint32(2139095040);
if (l_4146) {
l_mut_3931 = l_4139;
}
}
}
const float l_4147 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4148 = reinterpret_cast<uint32 const&>(l_4147);
const uint32 l_4149 = l_4148 & uint32(2147483647);
const float l_4150 = reinterpret_cast<float const&>(l_4149);
const double l_4151 = double(l_4150);
l_mut_3169 = l_4151;
const bool l_4152 = l_4149 < uint32(8388608);
if (l_4152) {
const double l_4153 = double(l_4149);
const double l_4154 = l_4153 * double(1.401298464324817e-45);
l_mut_3169 = l_4154;
}
const uint64 l_4155 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4156 = l_4148 >> uint32(31);
const uint64 l_4157 = uint64(l_4156);
const uint64 l_4158 = l_4157 << uint64(63);
const uint64 l_4159 = l_4155 | l_4158;
const double l_4160 = reinterpret_cast<double const&>(l_4159);
const bool l_4161 = l_4160 <= l_4102;
if (l_4161) {
const uint32 l_4162 = reinterpret_cast<uint32 const&>(l_4108);
const uint32 l_4163 = l_4162 + uint32(1);
l_mut_3931 = l_4163;
const uint32 l_4164 = l_4162 & uint32(2147483647);
const bool l_4165 = l_4164 == uint32(0);
if (l_4165) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4166 = l_4162 & uint32(2147483648);
const bool l_4167 = l_4166 != uint32(0);
if (l_4167) {
const uint32 l_4168 = l_4162 - uint32(1);
l_mut_3931 = l_4168;
} else {
const bool l_4169 = l_4162 == uint32(2139095040);
if (l_4169) {
l_mut_3931 = l_4162;
}
}
}
const float l_4170 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4171 = reinterpret_cast<uint32 const&>(l_4170);
const uint32 l_4172 = l_4171 & uint32(2147483647);
const float l_4173 = reinterpret_cast<float const&>(l_4172);
const double l_4174 = double(l_4173);
l_mut_3169 = l_4174;
const bool l_4175 = l_4172 < uint32(8388608);
if (l_4175) {
const double l_4176 = double(l_4172);
const double l_4177 = l_4176 * double(1.401298464324817e-45);
l_mut_3169 = l_4177;
}
const uint64 l_4178 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4179 = l_4171 >> uint32(31);
const uint64 l_4180 = uint64(l_4179);
const uint64 l_4181 = l_4180 << uint64(63);
const uint64 l_4182 = l_4178 | l_4181;
const double l_4183 = reinterpret_cast<double const&>(l_4182);
l_mut_3425 = l_4183;
}
}
}
l_mut_3679 = l_mut_3425;
} else {
const double l_4184 = l_4013 - l_4016;
const double l_4185 = l_4184 * double(7.1362384635298e44);
const double l_4186 = floor(l_4185);
const double l_4187 = l_4186 * double(1.401298464324817e-45);
l_mut_3425 = l_4187;
const double l_4188 = abs(l_4184);
const bool l_4189 = l_4188 >= double(1.1754943508222875e-38);
if (l_4189) {
const float l_4190 = float(l_4184);
const double l_4191 = double(l_4190);
l_mut_3425 = l_4191;
const bool l_4192 = l_mut_3425 > l_4184;
if (l_4192) {
const uint32 l_4193 = reinterpret_cast<uint32 const&>(l_4190);
const uint32 l_4194 = l_4193 ^ uint32(2147483648);
const float l_4195 = reinterpret_cast<float const&>(l_4194);
const uint32 l_4196 = reinterpret_cast<uint32 const&>(l_4195);
const uint32 l_4197 = l_4196 + uint32(1);
l_mut_3931 = l_4197;
const uint32 l_4198 = l_4196 & uint32(2147483647);
const bool l_4199 = l_4198 == uint32(0);
if (l_4199) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4200 = l_4196 & uint32(2147483648);
const bool l_4201 = l_4200 != uint32(0);
if (l_4201) {
const uint32 l_4202 = l_4196 - uint32(1);
l_mut_3931 = l_4202;
} else {
const bool l_4203 = l_4196 == uint32(2139095040);
if (l_4203) {
l_mut_3931 = l_4196;
}
}
}
const float l_4204 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4205 = reinterpret_cast<uint32 const&>(l_4204);
const uint32 l_4206 = l_4205 ^ uint32(2147483648);
const float l_4207 = reinterpret_cast<float const&>(l_4206);
const uint32 l_4208 = reinterpret_cast<uint32 const&>(l_4207);
const uint32 l_4209 = l_4208 & uint32(2147483647);
const float l_4210 = reinterpret_cast<float const&>(l_4209);
const double l_4211 = double(l_4210);
l_mut_3169 = l_4211;
const bool l_4212 = l_4209 < uint32(8388608);
if (l_4212) {
const double l_4213 = double(l_4209);
const double l_4214 = l_4213 * double(1.401298464324817e-45);
l_mut_3169 = l_4214;
}
const uint64 l_4215 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4216 = l_4208 >> uint32(31);
const uint64 l_4217 = uint64(l_4216);
const uint64 l_4218 = l_4217 << uint64(63);
const uint64 l_4219 = l_4215 | l_4218;
const double l_4220 = reinterpret_cast<double const&>(l_4219);
l_mut_3425 = l_4220;
} else {
const uint32 l_4221 = reinterpret_cast<uint32 const&>(l_4190);
const uint32 l_4222 = l_4221 + uint32(1);
l_mut_3931 = l_4222;
const uint32 l_4223 = l_4221 & uint32(2147483647);
const bool l_4224 = l_4223 == uint32(0);
if (l_4224) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4225 = l_4221 & uint32(2147483648);
const bool l_4226 = l_4225 != uint32(0);
if (l_4226) {
const uint32 l_4227 = l_4221 - uint32(1);
l_mut_3931 = l_4227;
} else {
const bool l_4228 = l_4221 == uint32(2139095040);
if (l_4228) {
l_mut_3931 = l_4221;
}
}
}
const float l_4229 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4230 = reinterpret_cast<uint32 const&>(l_4229);
const uint32 l_4231 = l_4230 & uint32(2147483647);
const float l_4232 = reinterpret_cast<float const&>(l_4231);
const double l_4233 = double(l_4232);
l_mut_3169 = l_4233;
const bool l_4234 = l_4231 < uint32(8388608);
if (l_4234) {
const double l_4235 = double(l_4231);
const double l_4236 = l_4235 * double(1.401298464324817e-45);
l_mut_3169 = l_4236;
}
const uint64 l_4237 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4238 = l_4230 >> uint32(31);
const uint64 l_4239 = uint64(l_4238);
const uint64 l_4240 = l_4239 << uint64(63);
const uint64 l_4241 = l_4237 | l_4240;
const double l_4242 = reinterpret_cast<double const&>(l_4241);
const bool l_4243 = l_4242 <= l_4184;
if (l_4243) {
const uint32 l_4244 = reinterpret_cast<uint32 const&>(l_4190);
const uint32 l_4245 = l_4244 + uint32(1);
l_mut_3931 = l_4245;
const uint32 l_4246 = l_4244 & uint32(2147483647);
const bool l_4247 = l_4246 == uint32(0);
if (l_4247) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4248 = l_4244 & uint32(2147483648);
const bool l_4249 = l_4248 != uint32(0);
if (l_4249) {
const uint32 l_4250 = l_4244 - uint32(1);
l_mut_3931 = l_4250;
} else {
const bool l_4251 = l_4244 == uint32(2139095040);
if (l_4251) {
l_mut_3931 = l_4244;
}
}
}
const float l_4252 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4253 = reinterpret_cast<uint32 const&>(l_4252);
const uint32 l_4254 = l_4253 & uint32(2147483647);
const float l_4255 = reinterpret_cast<float const&>(l_4254);
const double l_4256 = double(l_4255);
l_mut_3169 = l_4256;
const bool l_4257 = l_4254 < uint32(8388608);
if (l_4257) {
const double l_4258 = double(l_4254);
const double l_4259 = l_4258 * double(1.401298464324817e-45);
l_mut_3169 = l_4259;
}
const uint64 l_4260 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4261 = l_4253 >> uint32(31);
const uint64 l_4262 = uint64(l_4261);
const uint64 l_4263 = l_4262 << uint64(63);
const uint64 l_4264 = l_4260 | l_4263;
const double l_4265 = reinterpret_cast<double const&>(l_4264);
l_mut_3425 = l_4265;
}
}
}
l_mut_3679 = l_mut_3425;
}
const double l_4266 = l_mut_1900 + l_719;
const double l_4267 = abs(l_4266);
const double l_4268 = l_4267 * double(2.220446049250313e-16);
const double l_4269 = l_2795 + l_4268;
const double l_4270 = l_4266 + l_4269;
const double l_4271 = -l_4270;
const double l_4272 = l_4271 * double(7.1362384635298e44);
const double l_4273 = floor(l_4272);
const double l_4274 = l_4273 * double(1.401298464324817e-45);
l_mut_3425 = l_4274;
const double l_4275 = abs(l_4271);
const bool l_4276 = l_4275 >= double(1.1754943508222875e-38);
if (l_4276) {
const float l_4277 = float(l_4271);
const double l_4278 = double(l_4277);
l_mut_3425 = l_4278;
const bool l_4279 = l_mut_3425 > l_4271;
if (l_4279) {
const uint32 l_4280 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4281 = l_4280 ^ uint32(2147483648);
const float l_4282 = reinterpret_cast<float const&>(l_4281);
const uint32 l_4283 = reinterpret_cast<uint32 const&>(l_4282);
const uint32 l_4284 = l_4283 + uint32(1);
l_mut_3931 = l_4284;
const uint32 l_4285 = l_4283 & uint32(2147483647);
const bool l_4286 = l_4285 == uint32(0);
if (l_4286) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4287 = l_4283 & uint32(2147483648);
const bool l_4288 = l_4287 != uint32(0);
if (l_4288) {
const uint32 l_4289 = l_4283 - uint32(1);
l_mut_3931 = l_4289;
} else {
const bool l_4290 = l_4283 == uint32(2139095040);
if (l_4290) {
l_mut_3931 = l_4283;
}
}
}
const float l_4291 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4292 = reinterpret_cast<uint32 const&>(l_4291);
const uint32 l_4293 = l_4292 ^ uint32(2147483648);
const float l_4294 = reinterpret_cast<float const&>(l_4293);
const uint32 l_4295 = reinterpret_cast<uint32 const&>(l_4294);
const uint32 l_4296 = l_4295 & uint32(2147483647);
const float l_4297 = reinterpret_cast<float const&>(l_4296);
const double l_4298 = double(l_4297);
l_mut_3169 = l_4298;
const bool l_4299 = l_4296 < uint32(8388608);
if (l_4299) {
const double l_4300 = double(l_4296);
const double l_4301 = l_4300 * double(1.401298464324817e-45);
l_mut_3169 = l_4301;
}
const uint64 l_4302 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4303 = l_4295 >> uint32(31);
const uint64 l_4304 = uint64(l_4303);
const uint64 l_4305 = l_4304 << uint64(63);
const uint64 l_4306 = l_4302 | l_4305;
const double l_4307 = reinterpret_cast<double const&>(l_4306);
l_mut_3425 = l_4307;
} else {
const uint32 l_4308 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4309 = l_4308 + uint32(1);
l_mut_3931 = l_4309;
const uint32 l_4310 = l_4308 & uint32(2147483647);
const bool l_4311 = l_4310 == uint32(0);
if (l_4311) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4312 = l_4308 & uint32(2147483648);
const bool l_4313 = l_4312 != uint32(0);
if (l_4313) {
const uint32 l_4314 = l_4308 - uint32(1);
l_mut_3931 = l_4314;
} else {
const bool l_4315 = l_4308 == uint32(2139095040);
if (l_4315) {
l_mut_3931 = l_4308;
}
}
}
const float l_4316 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4317 = reinterpret_cast<uint32 const&>(l_4316);
const uint32 l_4318 = l_4317 & uint32(2147483647);
const float l_4319 = reinterpret_cast<float const&>(l_4318);
const double l_4320 = double(l_4319);
l_mut_3169 = l_4320;
const bool l_4321 = l_4318 < uint32(8388608);
if (l_4321) {
const double l_4322 = double(l_4318);
const double l_4323 = l_4322 * double(1.401298464324817e-45);
l_mut_3169 = l_4323;
}
const uint64 l_4324 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4325 = l_4317 >> uint32(31);
const uint64 l_4326 = uint64(l_4325);
const uint64 l_4327 = l_4326 << uint64(63);
const uint64 l_4328 = l_4324 | l_4327;
const double l_4329 = reinterpret_cast<double const&>(l_4328);
const bool l_4330 = l_4329 <= l_4271;
if (l_4330) {
const uint32 l_4331 = reinterpret_cast<uint32 const&>(l_4277);
const uint32 l_4332 = l_4331 + uint32(1);
l_mut_3931 = l_4332;
const uint32 l_4333 = l_4331 & uint32(2147483647);
const bool l_4334 = l_4333 == uint32(0);
if (l_4334) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4335 = l_4331 & uint32(2147483648);
const bool l_4336 = l_4335 != uint32(0);
if (l_4336) {
const uint32 l_4337 = l_4331 - uint32(1);
l_mut_3931 = l_4337;
} else {
const bool l_4338 = l_4331 == uint32(2139095040);
if (l_4338) {
l_mut_3931 = l_4331;
}
}
}
const float l_4339 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4340 = reinterpret_cast<uint32 const&>(l_4339);
const uint32 l_4341 = l_4340 & uint32(2147483647);
const float l_4342 = reinterpret_cast<float const&>(l_4341);
const double l_4343 = double(l_4342);
l_mut_3169 = l_4343;
const bool l_4344 = l_4341 < uint32(8388608);
if (l_4344) {
const double l_4345 = double(l_4341);
const double l_4346 = l_4345 * double(1.401298464324817e-45);
l_mut_3169 = l_4346;
}
const uint64 l_4347 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_4348 = l_4340 >> uint32(31);
const uint64 l_4349 = uint64(l_4348);
const uint64 l_4350 = l_4349 << uint64(63);
const uint64 l_4351 = l_4347 | l_4350;
const double l_4352 = reinterpret_cast<double const&>(l_4351);
l_mut_3425 = l_4352;
}
}
}
const double l_4353 = -l_mut_3425;
l_mut_3425 = l_4353;
const bool l_4354 = bool(false) && bool(false);
if (l_4354) {
const double l_4355 = l_4266 + l_4269;
const double l_4356 = l_4355 * double(7.1362384635298e44);
const double l_4357 = floor(l_4356);
const double l_4358 = l_4357 * double(1.401298464324817e-45);
l_mut_3169 = l_4358;
const double l_4359 = abs(l_4355);
const bool l_4360 = l_4359 >= double(1.1754943508222875e-38);
if (l_4360) {
const float l_4361 = float(l_4355);
const double l_4362 = double(l_4361);
l_mut_3169 = l_4362;
const bool l_4363 = l_mut_3169 > l_4355;
if (l_4363) {
const uint32 l_4364 = reinterpret_cast<uint32 const&>(l_4361);
const uint32 l_4365 = l_4364 ^ uint32(2147483648);
const float l_4366 = reinterpret_cast<float const&>(l_4365);
const uint32 l_4367 = reinterpret_cast<uint32 const&>(l_4366);
const uint32 l_4368 = l_4367 + uint32(1);
l_mut_3931 = l_4368;
const uint32 l_4369 = l_4367 & uint32(2147483647);
const bool l_4370 = l_4369 == uint32(0);
if (l_4370) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4371 = l_4367 & uint32(2147483648);
const bool l_4372 = l_4371 != uint32(0);
if (l_4372) {
const uint32 l_4373 = l_4367 - uint32(1);
l_mut_3931 = l_4373;
} else {
const bool l_4374 = l_4367 == uint32(2139095040);
if (l_4374) {
l_mut_3931 = l_4367;
}
}
}
const float l_4375 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4376 = reinterpret_cast<uint32 const&>(l_4375);
const uint32 l_4377 = l_4376 ^ uint32(2147483648);
const float l_4378 = reinterpret_cast<float const&>(l_4377);
const uint32 l_4379 = reinterpret_cast<uint32 const&>(l_4378);
const uint32 l_4380 = l_4379 & uint32(2147483647);
const float l_4381 = reinterpret_cast<float const&>(l_4380);
const double l_4382 = double(l_4381);
l_mut_2915 = l_4382;
const bool l_4383 = l_4380 < uint32(8388608);
if (l_4383) {
const double l_4384 = double(l_4380);
const double l_4385 = l_4384 * double(1.401298464324817e-45);
l_mut_2915 = l_4385;
}
const uint64 l_4386 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4387 = l_4379 >> uint32(31);
const uint64 l_4388 = uint64(l_4387);
const uint64 l_4389 = l_4388 << uint64(63);
const uint64 l_4390 = l_4386 | l_4389;
const double l_4391 = reinterpret_cast<double const&>(l_4390);
l_mut_3169 = l_4391;
} else {
const uint32 l_4392 = reinterpret_cast<uint32 const&>(l_4361);
const uint32 l_4393 = l_4392 + uint32(1);
l_mut_3931 = l_4393;
const uint32 l_4394 = l_4392 & uint32(2147483647);
const bool l_4395 = l_4394 == uint32(0);
if (l_4395) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4396 = l_4392 & uint32(2147483648);
const bool l_4397 = l_4396 != uint32(0);
if (l_4397) {
const uint32 l_4398 = l_4392 - uint32(1);
l_mut_3931 = l_4398;
} else {
const bool l_4399 = l_4392 == uint32(2139095040);
if (l_4399) {
l_mut_3931 = l_4392;
}
}
}
const float l_4400 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4401 = reinterpret_cast<uint32 const&>(l_4400);
const uint32 l_4402 = l_4401 & uint32(2147483647);
const float l_4403 = reinterpret_cast<float const&>(l_4402);
const double l_4404 = double(l_4403);
l_mut_2915 = l_4404;
const bool l_4405 = l_4402 < uint32(8388608);
if (l_4405) {
const double l_4406 = double(l_4402);
const double l_4407 = l_4406 * double(1.401298464324817e-45);
l_mut_2915 = l_4407;
}
const uint64 l_4408 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4409 = l_4401 >> uint32(31);
const uint64 l_4410 = uint64(l_4409);
const uint64 l_4411 = l_4410 << uint64(63);
const uint64 l_4412 = l_4408 | l_4411;
const double l_4413 = reinterpret_cast<double const&>(l_4412);
const bool l_4414 = l_4413 <= l_4355;
if (l_4414) {
const uint32 l_4415 = reinterpret_cast<uint32 const&>(l_4361);
const uint32 l_4416 = l_4415 + uint32(1);
l_mut_3931 = l_4416;
const uint32 l_4417 = l_4415 & uint32(2147483647);
const bool l_4418 = l_4417 == uint32(0);
if (l_4418) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4419 = l_4415 & uint32(2147483648);
const bool l_4420 = l_4419 != uint32(0);
if (l_4420) {
const uint32 l_4421 = l_4415 - uint32(1);
l_mut_3931 = l_4421;
} else {
const bool l_4422 = l_4415 == uint32(2139095040);
if (l_4422) {
l_mut_3931 = l_4415;
}
}
}
const float l_4423 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4424 = reinterpret_cast<uint32 const&>(l_4423);
const uint32 l_4425 = l_4424 & uint32(2147483647);
const float l_4426 = reinterpret_cast<float const&>(l_4425);
const double l_4427 = double(l_4426);
l_mut_2915 = l_4427;
const bool l_4428 = l_4425 < uint32(8388608);
if (l_4428) {
const double l_4429 = double(l_4425);
const double l_4430 = l_4429 * double(1.401298464324817e-45);
l_mut_2915 = l_4430;
}
const uint64 l_4431 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4432 = l_4424 >> uint32(31);
const uint64 l_4433 = uint64(l_4432);
const uint64 l_4434 = l_4433 << uint64(63);
const uint64 l_4435 = l_4431 | l_4434;
const double l_4436 = reinterpret_cast<double const&>(l_4435);
l_mut_3169 = l_4436;
}
}
}
l_mut_3425 = l_mut_3169;
} else {
}
const double l_4437 = l_mut_404 - l_719;
const double l_4438 = abs(l_4437);
const double l_4439 = l_4438 * double(2.220446049250313e-16);
const double l_4440 = l_2797 + l_4439;
const double l_4441 = l_4437 + l_4440;
const double l_4442 = -l_4441;
const double l_4443 = l_4442 * double(7.1362384635298e44);
const double l_4444 = floor(l_4443);
const double l_4445 = l_4444 * double(1.401298464324817e-45);
l_mut_3169 = l_4445;
const double l_4446 = abs(l_4442);
const bool l_4447 = l_4446 >= double(1.1754943508222875e-38);
if (l_4447) {
const float l_4448 = float(l_4442);
const double l_4449 = double(l_4448);
l_mut_3169 = l_4449;
const bool l_4450 = l_mut_3169 > l_4442;
if (l_4450) {
const uint32 l_4451 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4452 = l_4451 ^ uint32(2147483648);
const float l_4453 = reinterpret_cast<float const&>(l_4452);
const uint32 l_4454 = reinterpret_cast<uint32 const&>(l_4453);
const uint32 l_4455 = l_4454 + uint32(1);
l_mut_3931 = l_4455;
const uint32 l_4456 = l_4454 & uint32(2147483647);
const bool l_4457 = l_4456 == uint32(0);
if (l_4457) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4458 = l_4454 & uint32(2147483648);
const bool l_4459 = l_4458 != uint32(0);
if (l_4459) {
const uint32 l_4460 = l_4454 - uint32(1);
l_mut_3931 = l_4460;
} else {
const bool l_4461 = l_4454 == uint32(2139095040);
if (l_4461) {
l_mut_3931 = l_4454;
}
}
}
const float l_4462 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4463 = reinterpret_cast<uint32 const&>(l_4462);
const uint32 l_4464 = l_4463 ^ uint32(2147483648);
const float l_4465 = reinterpret_cast<float const&>(l_4464);
const uint32 l_4466 = reinterpret_cast<uint32 const&>(l_4465);
const uint32 l_4467 = l_4466 & uint32(2147483647);
const float l_4468 = reinterpret_cast<float const&>(l_4467);
const double l_4469 = double(l_4468);
l_mut_2915 = l_4469;
const bool l_4470 = l_4467 < uint32(8388608);
if (l_4470) {
const double l_4471 = double(l_4467);
const double l_4472 = l_4471 * double(1.401298464324817e-45);
l_mut_2915 = l_4472;
}
const uint64 l_4473 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4474 = l_4466 >> uint32(31);
const uint64 l_4475 = uint64(l_4474);
const uint64 l_4476 = l_4475 << uint64(63);
const uint64 l_4477 = l_4473 | l_4476;
const double l_4478 = reinterpret_cast<double const&>(l_4477);
l_mut_3169 = l_4478;
} else {
const uint32 l_4479 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4480 = l_4479 + uint32(1);
l_mut_3931 = l_4480;
const uint32 l_4481 = l_4479 & uint32(2147483647);
const bool l_4482 = l_4481 == uint32(0);
if (l_4482) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4483 = l_4479 & uint32(2147483648);
const bool l_4484 = l_4483 != uint32(0);
if (l_4484) {
const uint32 l_4485 = l_4479 - uint32(1);
l_mut_3931 = l_4485;
} else {
const bool l_4486 = l_4479 == uint32(2139095040);
if (l_4486) {
l_mut_3931 = l_4479;
}
}
}
const float l_4487 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4488 = reinterpret_cast<uint32 const&>(l_4487);
const uint32 l_4489 = l_4488 & uint32(2147483647);
const float l_4490 = reinterpret_cast<float const&>(l_4489);
const double l_4491 = double(l_4490);
l_mut_2915 = l_4491;
const bool l_4492 = l_4489 < uint32(8388608);
if (l_4492) {
const double l_4493 = double(l_4489);
const double l_4494 = l_4493 * double(1.401298464324817e-45);
l_mut_2915 = l_4494;
}
const uint64 l_4495 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4496 = l_4488 >> uint32(31);
const uint64 l_4497 = uint64(l_4496);
const uint64 l_4498 = l_4497 << uint64(63);
const uint64 l_4499 = l_4495 | l_4498;
const double l_4500 = reinterpret_cast<double const&>(l_4499);
const bool l_4501 = l_4500 <= l_4442;
if (l_4501) {
const uint32 l_4502 = reinterpret_cast<uint32 const&>(l_4448);
const uint32 l_4503 = l_4502 + uint32(1);
l_mut_3931 = l_4503;
const uint32 l_4504 = l_4502 & uint32(2147483647);
const bool l_4505 = l_4504 == uint32(0);
if (l_4505) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4506 = l_4502 & uint32(2147483648);
const bool l_4507 = l_4506 != uint32(0);
if (l_4507) {
const uint32 l_4508 = l_4502 - uint32(1);
l_mut_3931 = l_4508;
} else {
const bool l_4509 = l_4502 == uint32(2139095040);
if (l_4509) {
l_mut_3931 = l_4502;
}
}
}
const float l_4510 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4511 = reinterpret_cast<uint32 const&>(l_4510);
const uint32 l_4512 = l_4511 & uint32(2147483647);
const float l_4513 = reinterpret_cast<float const&>(l_4512);
const double l_4514 = double(l_4513);
l_mut_2915 = l_4514;
const bool l_4515 = l_4512 < uint32(8388608);
if (l_4515) {
const double l_4516 = double(l_4512);
const double l_4517 = l_4516 * double(1.401298464324817e-45);
l_mut_2915 = l_4517;
}
const uint64 l_4518 = reinterpret_cast<uint64 const&>(l_mut_2915);
const uint32 l_4519 = l_4511 >> uint32(31);
const uint64 l_4520 = uint64(l_4519);
const uint64 l_4521 = l_4520 << uint64(63);
const uint64 l_4522 = l_4518 | l_4521;
const double l_4523 = reinterpret_cast<double const&>(l_4522);
l_mut_3169 = l_4523;
}
}
}
const double l_4524 = -l_mut_3169;
l_mut_3169 = l_4524;
const bool l_4525 = bool(true) && bool(false);
if (l_4525) {
const double l_4526 = l_4437 + l_4440;
const double l_4527 = l_4526 * double(7.1362384635298e44);
const double l_4528 = floor(l_4527);
const double l_4529 = l_4528 * double(1.401298464324817e-45);
l_mut_2915 = l_4529;
const double l_4530 = abs(l_4526);
const bool l_4531 = l_4530 >= double(1.1754943508222875e-38);
if (l_4531) {
const float l_4532 = float(l_4526);
const double l_4533 = double(l_4532);
l_mut_2915 = l_4533;
const bool l_4534 = l_mut_2915 > l_4526;
if (l_4534) {
const uint32 l_4535 = reinterpret_cast<uint32 const&>(l_4532);
const uint32 l_4536 = l_4535 ^ uint32(2147483648);
const float l_4537 = reinterpret_cast<float const&>(l_4536);
const uint32 l_4538 = reinterpret_cast<uint32 const&>(l_4537);
const uint32 l_4539 = l_4538 + uint32(1);
l_mut_3931 = l_4539;
const uint32 l_4540 = l_4538 & uint32(2147483647);
const bool l_4541 = l_4540 == uint32(0);
if (l_4541) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4542 = l_4538 & uint32(2147483648);
const bool l_4543 = l_4542 != uint32(0);
if (l_4543) {
const uint32 l_4544 = l_4538 - uint32(1);
l_mut_3931 = l_4544;
} else {
const bool l_4545 = l_4538 == uint32(2139095040);
if (l_4545) {
l_mut_3931 = l_4538;
}
}
}
const float l_4546 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4547 = reinterpret_cast<uint32 const&>(l_4546);
const uint32 l_4548 = l_4547 ^ uint32(2147483648);
const float l_4549 = reinterpret_cast<float const&>(l_4548);
const uint32 l_4550 = reinterpret_cast<uint32 const&>(l_4549);
const uint32 l_4551 = l_4550 & uint32(2147483647);
const float l_4552 = reinterpret_cast<float const&>(l_4551);
const double l_4553 = double(l_4552);
l_mut_78 = l_4553;
const bool l_4554 = l_4551 < uint32(8388608);
if (l_4554) {
const double l_4555 = double(l_4551);
const double l_4556 = l_4555 * double(1.401298464324817e-45);
l_mut_78 = l_4556;
}
const uint64 l_4557 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4558 = l_4550 >> uint32(31);
const uint64 l_4559 = uint64(l_4558);
const uint64 l_4560 = l_4559 << uint64(63);
const uint64 l_4561 = l_4557 | l_4560;
const double l_4562 = reinterpret_cast<double const&>(l_4561);
l_mut_2915 = l_4562;
} else {
const uint32 l_4563 = reinterpret_cast<uint32 const&>(l_4532);
const uint32 l_4564 = l_4563 + uint32(1);
l_mut_3931 = l_4564;
const uint32 l_4565 = l_4563 & uint32(2147483647);
const bool l_4566 = l_4565 == uint32(0);
if (l_4566) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4567 = l_4563 & uint32(2147483648);
const bool l_4568 = l_4567 != uint32(0);
if (l_4568) {
const uint32 l_4569 = l_4563 - uint32(1);
l_mut_3931 = l_4569;
} else {
const bool l_4570 = l_4563 == uint32(2139095040);
if (l_4570) {
l_mut_3931 = l_4563;
}
}
}
const float l_4571 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4572 = reinterpret_cast<uint32 const&>(l_4571);
const uint32 l_4573 = l_4572 & uint32(2147483647);
const float l_4574 = reinterpret_cast<float const&>(l_4573);
const double l_4575 = double(l_4574);
l_mut_78 = l_4575;
const bool l_4576 = l_4573 < uint32(8388608);
if (l_4576) {
const double l_4577 = double(l_4573);
const double l_4578 = l_4577 * double(1.401298464324817e-45);
l_mut_78 = l_4578;
}
const uint64 l_4579 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4580 = l_4572 >> uint32(31);
const uint64 l_4581 = uint64(l_4580);
const uint64 l_4582 = l_4581 << uint64(63);
const uint64 l_4583 = l_4579 | l_4582;
const double l_4584 = reinterpret_cast<double const&>(l_4583);
const bool l_4585 = l_4584 <= l_4526;
if (l_4585) {
const uint32 l_4586 = reinterpret_cast<uint32 const&>(l_4532);
const uint32 l_4587 = l_4586 + uint32(1);
l_mut_3931 = l_4587;
const uint32 l_4588 = l_4586 & uint32(2147483647);
const bool l_4589 = l_4588 == uint32(0);
if (l_4589) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4590 = l_4586 & uint32(2147483648);
const bool l_4591 = l_4590 != uint32(0);
if (l_4591) {
const uint32 l_4592 = l_4586 - uint32(1);
l_mut_3931 = l_4592;
} else {
const bool l_4593 = l_4586 == uint32(2139095040);
if (l_4593) {
l_mut_3931 = l_4586;
}
}
}
const float l_4594 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4595 = reinterpret_cast<uint32 const&>(l_4594);
const uint32 l_4596 = l_4595 & uint32(2147483647);
const float l_4597 = reinterpret_cast<float const&>(l_4596);
const double l_4598 = double(l_4597);
l_mut_78 = l_4598;
const bool l_4599 = l_4596 < uint32(8388608);
if (l_4599) {
const double l_4600 = double(l_4596);
const double l_4601 = l_4600 * double(1.401298464324817e-45);
l_mut_78 = l_4601;
}
const uint64 l_4602 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4603 = l_4595 >> uint32(31);
const uint64 l_4604 = uint64(l_4603);
const uint64 l_4605 = l_4604 << uint64(63);
const uint64 l_4606 = l_4602 | l_4605;
const double l_4607 = reinterpret_cast<double const&>(l_4606);
l_mut_2915 = l_4607;
}
}
}
l_mut_3169 = l_mut_2915;
} else {
const double l_4608 = l_4437 - l_4440;
const double l_4609 = l_4608 * double(7.1362384635298e44);
const double l_4610 = floor(l_4609);
const double l_4611 = l_4610 * double(1.401298464324817e-45);
l_mut_2915 = l_4611;
const double l_4612 = abs(l_4608);
const bool l_4613 = l_4612 >= double(1.1754943508222875e-38);
if (l_4613) {
const float l_4614 = float(l_4608);
const double l_4615 = double(l_4614);
l_mut_2915 = l_4615;
const bool l_4616 = l_mut_2915 > l_4608;
if (l_4616) {
const uint32 l_4617 = reinterpret_cast<uint32 const&>(l_4614);
const uint32 l_4618 = l_4617 ^ uint32(2147483648);
const float l_4619 = reinterpret_cast<float const&>(l_4618);
const uint32 l_4620 = reinterpret_cast<uint32 const&>(l_4619);
const uint32 l_4621 = l_4620 + uint32(1);
l_mut_3931 = l_4621;
const uint32 l_4622 = l_4620 & uint32(2147483647);
const bool l_4623 = l_4622 == uint32(0);
if (l_4623) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4624 = l_4620 & uint32(2147483648);
const bool l_4625 = l_4624 != uint32(0);
if (l_4625) {
const uint32 l_4626 = l_4620 - uint32(1);
l_mut_3931 = l_4626;
} else {
const bool l_4627 = l_4620 == uint32(2139095040);
if (l_4627) {
l_mut_3931 = l_4620;
}
}
}
const float l_4628 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4629 = reinterpret_cast<uint32 const&>(l_4628);
const uint32 l_4630 = l_4629 ^ uint32(2147483648);
const float l_4631 = reinterpret_cast<float const&>(l_4630);
const uint32 l_4632 = reinterpret_cast<uint32 const&>(l_4631);
const uint32 l_4633 = l_4632 & uint32(2147483647);
const float l_4634 = reinterpret_cast<float const&>(l_4633);
const double l_4635 = double(l_4634);
l_mut_78 = l_4635;
const bool l_4636 = l_4633 < uint32(8388608);
if (l_4636) {
const double l_4637 = double(l_4633);
const double l_4638 = l_4637 * double(1.401298464324817e-45);
l_mut_78 = l_4638;
}
const uint64 l_4639 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4640 = l_4632 >> uint32(31);
const uint64 l_4641 = uint64(l_4640);
const uint64 l_4642 = l_4641 << uint64(63);
const uint64 l_4643 = l_4639 | l_4642;
const double l_4644 = reinterpret_cast<double const&>(l_4643);
l_mut_2915 = l_4644;
} else {
const uint32 l_4645 = reinterpret_cast<uint32 const&>(l_4614);
const uint32 l_4646 = l_4645 + uint32(1);
l_mut_3931 = l_4646;
const uint32 l_4647 = l_4645 & uint32(2147483647);
const bool l_4648 = l_4647 == uint32(0);
if (l_4648) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4649 = l_4645 & uint32(2147483648);
const bool l_4650 = l_4649 != uint32(0);
if (l_4650) {
const uint32 l_4651 = l_4645 - uint32(1);
l_mut_3931 = l_4651;
} else {
const bool l_4652 = l_4645 == uint32(2139095040);
if (l_4652) {
l_mut_3931 = l_4645;
}
}
}
const float l_4653 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4654 = reinterpret_cast<uint32 const&>(l_4653);
const uint32 l_4655 = l_4654 & uint32(2147483647);
const float l_4656 = reinterpret_cast<float const&>(l_4655);
const double l_4657 = double(l_4656);
l_mut_78 = l_4657;
const bool l_4658 = l_4655 < uint32(8388608);
if (l_4658) {
const double l_4659 = double(l_4655);
const double l_4660 = l_4659 * double(1.401298464324817e-45);
l_mut_78 = l_4660;
}
const uint64 l_4661 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4662 = l_4654 >> uint32(31);
const uint64 l_4663 = uint64(l_4662);
const uint64 l_4664 = l_4663 << uint64(63);
const uint64 l_4665 = l_4661 | l_4664;
const double l_4666 = reinterpret_cast<double const&>(l_4665);
const bool l_4667 = l_4666 <= l_4608;
if (l_4667) {
const uint32 l_4668 = reinterpret_cast<uint32 const&>(l_4614);
const uint32 l_4669 = l_4668 + uint32(1);
l_mut_3931 = l_4669;
const uint32 l_4670 = l_4668 & uint32(2147483647);
const bool l_4671 = l_4670 == uint32(0);
if (l_4671) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4672 = l_4668 & uint32(2147483648);
const bool l_4673 = l_4672 != uint32(0);
if (l_4673) {
const uint32 l_4674 = l_4668 - uint32(1);
l_mut_3931 = l_4674;
} else {
const bool l_4675 = l_4668 == uint32(2139095040);
if (l_4675) {
l_mut_3931 = l_4668;
}
}
}
const float l_4676 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4677 = reinterpret_cast<uint32 const&>(l_4676);
const uint32 l_4678 = l_4677 & uint32(2147483647);
const float l_4679 = reinterpret_cast<float const&>(l_4678);
const double l_4680 = double(l_4679);
l_mut_78 = l_4680;
const bool l_4681 = l_4678 < uint32(8388608);
if (l_4681) {
const double l_4682 = double(l_4678);
const double l_4683 = l_4682 * double(1.401298464324817e-45);
l_mut_78 = l_4683;
}
const uint64 l_4684 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4685 = l_4677 >> uint32(31);
const uint64 l_4686 = uint64(l_4685);
const uint64 l_4687 = l_4686 << uint64(63);
const uint64 l_4688 = l_4684 | l_4687;
const double l_4689 = reinterpret_cast<double const&>(l_4688);
l_mut_2915 = l_4689;
}
}
}
l_mut_3169 = l_mut_2915;
}
const double l_4690 = l_mut_404 + l_719;
const double l_4691 = abs(l_4690);
const double l_4692 = l_4691 * double(2.220446049250313e-16);
const double l_4693 = l_2797 + l_4692;
const double l_4694 = l_4690 + l_4693;
const double l_4695 = -l_4694;
const double l_4696 = l_4695 * double(7.1362384635298e44);
const double l_4697 = floor(l_4696);
const double l_4698 = l_4697 * double(1.401298464324817e-45);
l_mut_2915 = l_4698;
const double l_4699 = abs(l_4695);
const bool l_4700 = l_4699 >= double(1.1754943508222875e-38);
if (l_4700) {
const float l_4701 = float(l_4695);
const double l_4702 = double(l_4701);
l_mut_2915 = l_4702;
const bool l_4703 = l_mut_2915 > l_4695;
if (l_4703) {
const uint32 l_4704 = reinterpret_cast<uint32 const&>(l_4701);
const uint32 l_4705 = l_4704 ^ uint32(2147483648);
const float l_4706 = reinterpret_cast<float const&>(l_4705);
const uint32 l_4707 = reinterpret_cast<uint32 const&>(l_4706);
const uint32 l_4708 = l_4707 + uint32(1);
l_mut_3931 = l_4708;
const uint32 l_4709 = l_4707 & uint32(2147483647);
const bool l_4710 = l_4709 == uint32(0);
if (l_4710) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4711 = l_4707 & uint32(2147483648);
const bool l_4712 = l_4711 != uint32(0);
if (l_4712) {
const uint32 l_4713 = l_4707 - uint32(1);
l_mut_3931 = l_4713;
} else {
const bool l_4714 = l_4707 == uint32(2139095040);
if (l_4714) {
l_mut_3931 = l_4707;
}
}
}
const float l_4715 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4716 = reinterpret_cast<uint32 const&>(l_4715);
const uint32 l_4717 = l_4716 ^ uint32(2147483648);
const float l_4718 = reinterpret_cast<float const&>(l_4717);
const uint32 l_4719 = reinterpret_cast<uint32 const&>(l_4718);
const uint32 l_4720 = l_4719 & uint32(2147483647);
const float l_4721 = reinterpret_cast<float const&>(l_4720);
const double l_4722 = double(l_4721);
l_mut_78 = l_4722;
const bool l_4723 = l_4720 < uint32(8388608);
if (l_4723) {
const double l_4724 = double(l_4720);
const double l_4725 = l_4724 * double(1.401298464324817e-45);
l_mut_78 = l_4725;
}
const uint64 l_4726 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4727 = l_4719 >> uint32(31);
const uint64 l_4728 = uint64(l_4727);
const uint64 l_4729 = l_4728 << uint64(63);
const uint64 l_4730 = l_4726 | l_4729;
const double l_4731 = reinterpret_cast<double const&>(l_4730);
l_mut_2915 = l_4731;
} else {
const uint32 l_4732 = reinterpret_cast<uint32 const&>(l_4701);
const uint32 l_4733 = l_4732 + uint32(1);
l_mut_3931 = l_4733;
const uint32 l_4734 = l_4732 & uint32(2147483647);
const bool l_4735 = l_4734 == uint32(0);
if (l_4735) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4736 = l_4732 & uint32(2147483648);
const bool l_4737 = l_4736 != uint32(0);
if (l_4737) {
const uint32 l_4738 = l_4732 - uint32(1);
l_mut_3931 = l_4738;
} else {
const bool l_4739 = l_4732 == uint32(2139095040);
if (l_4739) {
l_mut_3931 = l_4732;
}
}
}
const float l_4740 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4741 = reinterpret_cast<uint32 const&>(l_4740);
const uint32 l_4742 = l_4741 & uint32(2147483647);
const float l_4743 = reinterpret_cast<float const&>(l_4742);
const double l_4744 = double(l_4743);
l_mut_78 = l_4744;
const bool l_4745 = l_4742 < uint32(8388608);
if (l_4745) {
const double l_4746 = double(l_4742);
const double l_4747 = l_4746 * double(1.401298464324817e-45);
l_mut_78 = l_4747;
}
const uint64 l_4748 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4749 = l_4741 >> uint32(31);
const uint64 l_4750 = uint64(l_4749);
const uint64 l_4751 = l_4750 << uint64(63);
const uint64 l_4752 = l_4748 | l_4751;
const double l_4753 = reinterpret_cast<double const&>(l_4752);
const bool l_4754 = l_4753 <= l_4695;
if (l_4754) {
const uint32 l_4755 = reinterpret_cast<uint32 const&>(l_4701);
const uint32 l_4756 = l_4755 + uint32(1);
l_mut_3931 = l_4756;
const uint32 l_4757 = l_4755 & uint32(2147483647);
const bool l_4758 = l_4757 == uint32(0);
if (l_4758) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4759 = l_4755 & uint32(2147483648);
const bool l_4760 = l_4759 != uint32(0);
if (l_4760) {
const uint32 l_4761 = l_4755 - uint32(1);
l_mut_3931 = l_4761;
} else {
const bool l_4762 = l_4755 == uint32(2139095040);
if (l_4762) {
l_mut_3931 = l_4755;
}
}
}
const float l_4763 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4764 = reinterpret_cast<uint32 const&>(l_4763);
const uint32 l_4765 = l_4764 & uint32(2147483647);
const float l_4766 = reinterpret_cast<float const&>(l_4765);
const double l_4767 = double(l_4766);
l_mut_78 = l_4767;
const bool l_4768 = l_4765 < uint32(8388608);
if (l_4768) {
const double l_4769 = double(l_4765);
const double l_4770 = l_4769 * double(1.401298464324817e-45);
l_mut_78 = l_4770;
}
const uint64 l_4771 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4772 = l_4764 >> uint32(31);
const uint64 l_4773 = uint64(l_4772);
const uint64 l_4774 = l_4773 << uint64(63);
const uint64 l_4775 = l_4771 | l_4774;
const double l_4776 = reinterpret_cast<double const&>(l_4775);
l_mut_2915 = l_4776;
}
}
}
const double l_4777 = -l_mut_2915;
l_mut_2915 = l_4777;
const bool l_4778 = bool(false) && bool(false);
if (l_4778) {
const double l_4779 = l_4690 + l_4693;
const double l_4780 = l_4779 * double(7.1362384635298e44);
const double l_4781 = floor(l_4780);
const double l_4782 = l_4781 * double(1.401298464324817e-45);
l_mut_78 = l_4782;
const double l_4783 = abs(l_4779);
const bool l_4784 = l_4783 >= double(1.1754943508222875e-38);
if (l_4784) {
const float l_4785 = float(l_4779);
const double l_4786 = double(l_4785);
l_mut_78 = l_4786;
const bool l_4787 = l_mut_78 > l_4779;
if (l_4787) {
const uint32 l_4788 = reinterpret_cast<uint32 const&>(l_4785);
const uint32 l_4789 = l_4788 ^ uint32(2147483648);
const float l_4790 = reinterpret_cast<float const&>(l_4789);
const uint32 l_4791 = reinterpret_cast<uint32 const&>(l_4790);
const uint32 l_4792 = l_4791 + uint32(1);
l_mut_3931 = l_4792;
const uint32 l_4793 = l_4791 & uint32(2147483647);
const bool l_4794 = l_4793 == uint32(0);
if (l_4794) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4795 = l_4791 & uint32(2147483648);
const bool l_4796 = l_4795 != uint32(0);
if (l_4796) {
const uint32 l_4797 = l_4791 - uint32(1);
l_mut_3931 = l_4797;
} else {
const bool l_4798 = l_4791 == uint32(2139095040);
if (l_4798) {
l_mut_3931 = l_4791;
}
}
}
const float l_4799 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4800 = reinterpret_cast<uint32 const&>(l_4799);
const uint32 l_4801 = l_4800 ^ uint32(2147483648);
const float l_4802 = reinterpret_cast<float const&>(l_4801);
const uint32 l_4803 = reinterpret_cast<uint32 const&>(l_4802);
const uint32 l_4804 = l_4803 & uint32(2147483647);
const float l_4805 = reinterpret_cast<float const&>(l_4804);
const double l_4806 = double(l_4805);
l_mut_49 = l_4806;
const bool l_4807 = l_4804 < uint32(8388608);
if (l_4807) {
const double l_4808 = double(l_4804);
const double l_4809 = l_4808 * double(1.401298464324817e-45);
l_mut_49 = l_4809;
}
const uint64 l_4810 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4811 = l_4803 >> uint32(31);
const uint64 l_4812 = uint64(l_4811);
const uint64 l_4813 = l_4812 << uint64(63);
const uint64 l_4814 = l_4810 | l_4813;
const double l_4815 = reinterpret_cast<double const&>(l_4814);
l_mut_78 = l_4815;
} else {
const uint32 l_4816 = reinterpret_cast<uint32 const&>(l_4785);
const uint32 l_4817 = l_4816 + uint32(1);
l_mut_3931 = l_4817;
const uint32 l_4818 = l_4816 & uint32(2147483647);
const bool l_4819 = l_4818 == uint32(0);
if (l_4819) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4820 = l_4816 & uint32(2147483648);
const bool l_4821 = l_4820 != uint32(0);
if (l_4821) {
const uint32 l_4822 = l_4816 - uint32(1);
l_mut_3931 = l_4822;
} else {
const bool l_4823 = l_4816 == uint32(2139095040);
if (l_4823) {
l_mut_3931 = l_4816;
}
}
}
const float l_4824 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4825 = reinterpret_cast<uint32 const&>(l_4824);
const uint32 l_4826 = l_4825 & uint32(2147483647);
const float l_4827 = reinterpret_cast<float const&>(l_4826);
const double l_4828 = double(l_4827);
l_mut_49 = l_4828;
const bool l_4829 = l_4826 < uint32(8388608);
if (l_4829) {
const double l_4830 = double(l_4826);
const double l_4831 = l_4830 * double(1.401298464324817e-45);
l_mut_49 = l_4831;
}
const uint64 l_4832 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4833 = l_4825 >> uint32(31);
const uint64 l_4834 = uint64(l_4833);
const uint64 l_4835 = l_4834 << uint64(63);
const uint64 l_4836 = l_4832 | l_4835;
const double l_4837 = reinterpret_cast<double const&>(l_4836);
const bool l_4838 = l_4837 <= l_4779;
if (l_4838) {
const uint32 l_4839 = reinterpret_cast<uint32 const&>(l_4785);
const uint32 l_4840 = l_4839 + uint32(1);
l_mut_3931 = l_4840;
const uint32 l_4841 = l_4839 & uint32(2147483647);
const bool l_4842 = l_4841 == uint32(0);
if (l_4842) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_4843 = l_4839 & uint32(2147483648);
const bool l_4844 = l_4843 != uint32(0);
if (l_4844) {
const uint32 l_4845 = l_4839 - uint32(1);
l_mut_3931 = l_4845;
} else {
const bool l_4846 = l_4839 == uint32(2139095040);
if (l_4846) {
l_mut_3931 = l_4839;
}
}
}
const float l_4847 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_4848 = reinterpret_cast<uint32 const&>(l_4847);
const uint32 l_4849 = l_4848 & uint32(2147483647);
const float l_4850 = reinterpret_cast<float const&>(l_4849);
const double l_4851 = double(l_4850);
l_mut_49 = l_4851;
const bool l_4852 = l_4849 < uint32(8388608);
if (l_4852) {
const double l_4853 = double(l_4849);
const double l_4854 = l_4853 * double(1.401298464324817e-45);
l_mut_49 = l_4854;
}
const uint64 l_4855 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4856 = l_4848 >> uint32(31);
const uint64 l_4857 = uint64(l_4856);
const uint64 l_4858 = l_4857 << uint64(63);
const uint64 l_4859 = l_4855 | l_4858;
const double l_4860 = reinterpret_cast<double const&>(l_4859);
l_mut_78 = l_4860;
}
}
}
l_mut_2915 = l_mut_78;
} else {
}
l_mut_3931 = uint32(0);
const bool l_4861 = l_mut_3169 <= double(0.0);
const bool l_4862 = l_mut_2915 >= double(0.0);
const bool l_4863 = l_4861 && l_4862;
const bool l_4864 = !l_4863;
if (l_4864) {
const double l_4866 = l_mut_3679 / l_mut_3169;
const double l_4867 = l_mut_3679 / l_mut_2915;
const double l_4868 = l_mut_3425 / l_mut_3169;
const double l_4869 = l_mut_3425 / l_mut_2915;
l_arr_4865[uint32(0)] = l_4866;
l_arr_4865[uint32(1)] = l_4866;
const double l_4870 = l_arr_4865[uint32(0)];
const bool l_4871 = l_4867 < l_4870;
if (l_4871) {
l_arr_4865[uint32(0)] = l_4867;
}
const double l_4872 = l_arr_4865[uint32(0)];
const bool l_4873 = l_4868 < l_4872;
if (l_4873) {
l_arr_4865[uint32(0)] = l_4868;
}
const double l_4874 = l_arr_4865[uint32(0)];
const bool l_4875 = l_4869 < l_4874;
if (l_4875) {
l_arr_4865[uint32(0)] = l_4869;
}
const double l_4876 = l_arr_4865[uint32(1)];
const bool l_4877 = l_4867 > l_4876;
if (l_4877) {
l_arr_4865[uint32(1)] = l_4867;
}
const double l_4878 = l_arr_4865[uint32(1)];
const bool l_4879 = l_4868 > l_4878;
if (l_4879) {
l_arr_4865[uint32(1)] = l_4868;
}
const double l_4880 = l_arr_4865[uint32(1)];
const bool l_4881 = l_4869 > l_4880;
if (l_4881) {
l_arr_4865[uint32(1)] = l_4869;
}
const double l_4882 = l_arr_4865[uint32(0)];
const double l_4883 = abs(l_4882);
const double l_4884 = l_4883 * l_mut_232;
const double l_4885 = l_arr_4865[uint32(1)];
const double l_4886 = abs(l_4885);
const double l_4887 = l_4886 * l_mut_232;
l_mut_3931 = uint32(2);
const double l_4888 = l_arr_4865[uint32(0)];
const double l_4889 = l_4888 - l_4884;
const double l_4890 = abs(l_4889);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_4891 = l_4890 >= double(1.1754943508222875e-38);
const bool l_4892 = l_4890 <= double(1.7976931348623157e308);
const bool l_4893 = l_4891 && l_4892;
if (l_4893) {
const uint64 l_4894 = reinterpret_cast<uint64 const&>(l_4890);
const uint64 l_4895 = l_4894 >> uint64(52);
const uint64 l_4896 = l_4895 - uint64(23);
const uint64 l_4897 = l_4896 << uint64(52);
const double l_4898 = reinterpret_cast<double const&>(l_4897);
l_mut_3679 = l_4898;
}
const double l_4899 = l_4888 + l_4884;
const double l_4900 = abs(l_4899);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_4901 = l_4900 >= double(1.1754943508222875e-38);
const bool l_4902 = l_4900 <= double(1.7976931348623157e308);
const bool l_4903 = l_4901 && l_4902;
if (l_4903) {
const uint64 l_4904 = reinterpret_cast<uint64 const&>(l_4900);
const uint64 l_4905 = l_4904 >> uint64(52);
const uint64 l_4906 = l_4905 - uint64(23);
const uint64 l_4907 = l_4906 << uint64(52);
const double l_4908 = reinterpret_cast<double const&>(l_4907);
l_mut_3425 = l_4908;
}
const bool l_4909 = l_mut_3679 == l_mut_3425;
const double l_4910 = l_arr_4865[uint32(1)];
const double l_4911 = l_4910 - l_4887;
const double l_4912 = abs(l_4911);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_4913 = l_4912 >= double(1.1754943508222875e-38);
const bool l_4914 = l_4912 <= double(1.7976931348623157e308);
const bool l_4915 = l_4913 && l_4914;
if (l_4915) {
const uint64 l_4916 = reinterpret_cast<uint64 const&>(l_4912);
const uint64 l_4917 = l_4916 >> uint64(52);
const uint64 l_4918 = l_4917 - uint64(23);
const uint64 l_4919 = l_4918 << uint64(52);
const double l_4920 = reinterpret_cast<double const&>(l_4919);
l_mut_3679 = l_4920;
}
const double l_4921 = l_4910 + l_4887;
const double l_4922 = abs(l_4921);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_4923 = l_4922 >= double(1.1754943508222875e-38);
const bool l_4924 = l_4922 <= double(1.7976931348623157e308);
const bool l_4925 = l_4923 && l_4924;
if (l_4925) {
const uint64 l_4926 = reinterpret_cast<uint64 const&>(l_4922);
const uint64 l_4927 = l_4926 >> uint64(52);
const uint64 l_4928 = l_4927 - uint64(23);
const uint64 l_4929 = l_4928 << uint64(52);
const double l_4930 = reinterpret_cast<double const&>(l_4929);
l_mut_3425 = l_4930;
}
const bool l_4931 = l_mut_3679 == l_mut_3425;
const bool l_4932 = l_4909 && l_4931;
if (l_4932) {
const double l_4933 = l_arr_4865[uint32(0)];
const double l_4934 = l_arr_4865[uint32(0)];
const double l_4935 = abs(l_4934);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_4936 = l_4935 >= double(1.1754943508222875e-38);
const bool l_4937 = l_4935 <= double(1.7976931348623157e308);
const bool l_4938 = l_4936 && l_4937;
if (l_4938) {
const uint64 l_4939 = reinterpret_cast<uint64 const&>(l_4935);
const uint64 l_4940 = l_4939 >> uint64(52);
const uint64 l_4941 = l_4940 - uint64(23);
const uint64 l_4942 = l_4941 << uint64(52);
const double l_4943 = reinterpret_cast<double const&>(l_4942);
l_mut_3679 = l_4943;
}
const double l_4944 = l_722 * l_mut_3679;
const double l_4945 = l_4933 - l_4944;
const double l_4946 = l_arr_4865[uint32(1)];
const double l_4947 = l_arr_4865[uint32(1)];
const double l_4948 = abs(l_4947);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_4949 = l_4948 >= double(1.1754943508222875e-38);
const bool l_4950 = l_4948 <= double(1.7976931348623157e308);
const bool l_4951 = l_4949 && l_4950;
if (l_4951) {
const uint64 l_4952 = reinterpret_cast<uint64 const&>(l_4948);
const uint64 l_4953 = l_4952 >> uint64(52);
const uint64 l_4954 = l_4953 - uint64(23);
const uint64 l_4955 = l_4954 << uint64(52);
const double l_4956 = reinterpret_cast<double const&>(l_4955);
l_mut_3679 = l_4956;
}
const double l_4957 = l_722 * l_mut_3679;
const double l_4958 = l_4946 + l_4957;
const uint32 l_4959 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4960 = l_4959 & uint32(2147483647);
const float l_4961 = reinterpret_cast<float const&>(l_4960);
const double l_4962 = double(l_4961);
l_mut_3679 = l_4962;
const bool l_4963 = l_4960 < uint32(8388608);
if (l_4963) {
const double l_4964 = double(l_4960);
const double l_4965 = l_4964 * double(1.401298464324817e-45);
l_mut_3679 = l_4965;
}
const uint64 l_4966 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_4967 = l_4959 >> uint32(31);
const uint64 l_4968 = uint64(l_4967);
const uint64 l_4969 = l_4968 << uint64(63);
const uint64 l_4970 = l_4966 | l_4969;
const double l_4971 = reinterpret_cast<double const&>(l_4970);
const uint32 l_4972 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4973 = l_4972 + uint32(1);
l_mut_4974 = l_4973;
const uint32 l_4975 = l_4972 & uint32(2147483647);
const bool l_4976 = l_4975 == uint32(0);
if (l_4976) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_4977 = l_4972 & uint32(2147483648);
const bool l_4978 = l_4977 != uint32(0);
if (l_4978) {
const uint32 l_4979 = l_4972 - uint32(1);
l_mut_4974 = l_4979;
} else {
const bool l_4980 = l_4972 == uint32(2139095040);
if (l_4980) {
l_mut_4974 = l_4972;
}
}
}
const float l_4981 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_4982 = reinterpret_cast<uint32 const&>(l_4981);
const uint32 l_4983 = l_4982 & uint32(2147483647);
const float l_4984 = reinterpret_cast<float const&>(l_4983);
const double l_4985 = double(l_4984);
l_mut_3679 = l_4985;
const bool l_4986 = l_4983 < uint32(8388608);
if (l_4986) {
const double l_4987 = double(l_4983);
const double l_4988 = l_4987 * double(1.401298464324817e-45);
l_mut_3679 = l_4988;
}
const uint64 l_4989 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_4990 = l_4982 >> uint32(31);
const uint64 l_4991 = uint64(l_4990);
const uint64 l_4992 = l_4991 << uint64(63);
const uint64 l_4993 = l_4989 | l_4992;
const double l_4994 = reinterpret_cast<double const&>(l_4993);
const uint32 l_4995 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4996 = l_4995 ^ uint32(2147483648);
const float l_4997 = reinterpret_cast<float const&>(l_4996);
const uint32 l_4998 = reinterpret_cast<uint32 const&>(l_4997);
const uint32 l_4999 = l_4998 + uint32(1);
l_mut_4974 = l_4999;
const uint32 l_5000 = l_4998 & uint32(2147483647);
const bool l_5001 = l_5000 == uint32(0);
if (l_5001) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5002 = l_4998 & uint32(2147483648);
const bool l_5003 = l_5002 != uint32(0);
if (l_5003) {
const uint32 l_5004 = l_4998 - uint32(1);
l_mut_4974 = l_5004;
} else {
const bool l_5005 = l_4998 == uint32(2139095040);
if (l_5005) {
l_mut_4974 = l_4998;
}
}
}
const float l_5006 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5007 = reinterpret_cast<uint32 const&>(l_5006);
const uint32 l_5008 = l_5007 ^ uint32(2147483648);
const float l_5009 = reinterpret_cast<float const&>(l_5008);
const uint32 l_5010 = reinterpret_cast<uint32 const&>(l_5009);
const uint32 l_5011 = l_5010 & uint32(2147483647);
const float l_5012 = reinterpret_cast<float const&>(l_5011);
const double l_5013 = double(l_5012);
l_mut_3679 = l_5013;
const bool l_5014 = l_5011 < uint32(8388608);
if (l_5014) {
const double l_5015 = double(l_5011);
const double l_5016 = l_5015 * double(1.401298464324817e-45);
l_mut_3679 = l_5016;
}
const uint64 l_5017 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5018 = l_5010 >> uint32(31);
const uint64 l_5019 = uint64(l_5018);
const uint64 l_5020 = l_5019 << uint64(63);
const uint64 l_5021 = l_5017 | l_5020;
const double l_5022 = reinterpret_cast<double const&>(l_5021);
const double l_5023 = l_4945 + l_4884;
const bool l_5024 = l_5023 <= l_4971;
l_mut_847 = l_5024;
const double l_5025 = l_4945 - l_4884;
const bool l_5026 = l_5025 > l_4971;
l_mut_844 = l_5026;
const double l_5027 = l_4958 - l_4887;
const bool l_5028 = l_5027 >= l_4971;
l_mut_841 = l_5028;
const double l_5029 = l_4958 + l_4887;
const bool l_5030 = l_5029 < l_4971;
l_mut_838 = l_5030;
const double l_5031 = l_4945 + l_4884;
const bool l_5032 = l_5031 < l_4994;
l_mut_847 = l_5032;
const double l_5033 = l_4945 - l_4884;
const bool l_5034 = l_5033 >= l_4994;
l_mut_844 = l_5034;
const double l_5035 = l_4958 - l_4887;
const bool l_5036 = l_5035 > l_5022;
l_mut_841 = l_5036;
const double l_5037 = l_4958 + l_4887;
const bool l_5038 = l_5037 <= l_5022;
l_mut_838 = l_5038;
l_mut_4974 = uint32(2);
const bool l_5039 = l_mut_844 || l_mut_838;
if (l_5039) {
l_mut_4974 = uint32(1);
} else {
const bool l_5040 = l_mut_847 && l_mut_841;
if (l_5040) {
l_mut_4974 = uint32(0);
}
}
const uint32 l_5041 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5042 = l_5041 & uint32(2147483647);
const bool l_5043 = l_5042 == uint32(0);
if (l_5043) {
const double l_5044 = l_4945 + l_4884;
const bool l_5045 = l_5044 < double(1.1754943508222875e-38);
const double l_5046 = l_4958 - l_4887;
const bool l_5047 = l_5046 > double(-1.1754943508222875e-38);
const bool l_5048 = l_5045 && l_5047;
const double l_5049 = l_4945 - l_4884;
const bool l_5050 = l_5049 < double(1.1754943508222875e-38);
const double l_5051 = l_4958 + l_4887;
const bool l_5052 = l_5051 > double(-1.1754943508222875e-38);
const bool l_5053 = l_5050 && l_5052;
if (l_5048) {
l_mut_4974 = uint32(0);
} else {
const bool l_5054 = l_mut_4974 == uint32(1);
const bool l_5055 = l_5053 && l_5054;
if (l_5055) {
l_mut_4974 = uint32(2);
}
}
}
l_mut_3931 = l_mut_4974;
}
}
const bool l_5056 = l_mut_746 == uint32(0);
if (l_5056) {
l_mut_787 = uint32(0);
} else {
const bool l_5057 = l_mut_3931 == uint32(1);
if (l_5057) {
l_mut_787 = uint32(1);
}
}
} else {
const double l_5058 = l_mut_1900 - l_719;
const double l_5059 = l_mut_1900 + l_719;
const double l_5060 = l_mut_404 - l_719;
const double l_5061 = l_mut_404 + l_719;
const double l_5062 = abs(l_5060);
const bool l_5063 = l_5062 > l_2797;
const double l_5064 = abs(l_5061);
const bool l_5065 = l_5064 > l_2797;
const bool l_5066 = l_5063 && l_5065;
if (l_5066) {
const double l_5067 = l_2795 + l_2797;
const double l_5068 = abs(l_5060);
const double l_5069 = abs(l_5061);
l_mut_3679 = l_5068;
const bool l_5070 = l_5069 < l_5068;
if (l_5070) {
l_mut_3679 = l_5069;
}
const double l_5071 = l_5067 / l_mut_3679;
const double l_5072 = abs(l_5058);
const double l_5073 = abs(l_5059);
l_mut_3679 = l_5072;
const bool l_5074 = l_5073 < l_5072;
if (l_5074) {
l_mut_3679 = l_5073;
}
const double l_5075 = l_2795 / l_mut_3679;
const double l_5076 = l_5071 + l_5075;
l_mut_232 = l_mut_232 + l_5076;
l_mut_4974 = uint32(0);
const bool l_5077 = l_5060 <= double(0.0);
const bool l_5078 = l_5061 >= double(0.0);
const bool l_5079 = l_5077 && l_5078;
const bool l_5080 = !l_5079;
if (l_5080) {
const double l_5082 = l_5058 / l_5060;
const double l_5083 = l_5058 / l_5061;
const double l_5084 = l_5059 / l_5060;
const double l_5085 = l_5059 / l_5061;
l_arr_5081[uint32(0)] = l_5082;
l_arr_5081[uint32(1)] = l_5082;
const double l_5086 = l_arr_5081[uint32(0)];
const bool l_5087 = l_5083 < l_5086;
if (l_5087) {
l_arr_5081[uint32(0)] = l_5083;
}
const double l_5088 = l_arr_5081[uint32(0)];
const bool l_5089 = l_5084 < l_5088;
if (l_5089) {
l_arr_5081[uint32(0)] = l_5084;
}
const double l_5090 = l_arr_5081[uint32(0)];
const bool l_5091 = l_5085 < l_5090;
if (l_5091) {
l_arr_5081[uint32(0)] = l_5085;
}
const double l_5092 = l_arr_5081[uint32(1)];
const bool l_5093 = l_5083 > l_5092;
if (l_5093) {
l_arr_5081[uint32(1)] = l_5083;
}
const double l_5094 = l_arr_5081[uint32(1)];
const bool l_5095 = l_5084 > l_5094;
if (l_5095) {
l_arr_5081[uint32(1)] = l_5084;
}
const double l_5096 = l_arr_5081[uint32(1)];
const bool l_5097 = l_5085 > l_5096;
if (l_5097) {
l_arr_5081[uint32(1)] = l_5085;
}
const double l_5098 = l_arr_5081[uint32(0)];
const double l_5099 = abs(l_5098);
const double l_5100 = l_5099 * l_mut_232;
const double l_5101 = l_arr_5081[uint32(1)];
const double l_5102 = abs(l_5101);
const double l_5103 = l_5102 * l_mut_232;
l_mut_4974 = uint32(2);
const double l_5104 = l_arr_5081[uint32(0)];
const double l_5105 = l_5104 - l_5100;
const double l_5106 = abs(l_5105);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5107 = l_5106 >= double(1.1754943508222875e-38);
const bool l_5108 = l_5106 <= double(1.7976931348623157e308);
const bool l_5109 = l_5107 && l_5108;
if (l_5109) {
const uint64 l_5110 = reinterpret_cast<uint64 const&>(l_5106);
const uint64 l_5111 = l_5110 >> uint64(52);
const uint64 l_5112 = l_5111 - uint64(23);
const uint64 l_5113 = l_5112 << uint64(52);
const double l_5114 = reinterpret_cast<double const&>(l_5113);
l_mut_3679 = l_5114;
}
const double l_5115 = l_5104 + l_5100;
const double l_5116 = abs(l_5115);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_5117 = l_5116 >= double(1.1754943508222875e-38);
const bool l_5118 = l_5116 <= double(1.7976931348623157e308);
const bool l_5119 = l_5117 && l_5118;
if (l_5119) {
const uint64 l_5120 = reinterpret_cast<uint64 const&>(l_5116);
const uint64 l_5121 = l_5120 >> uint64(52);
const uint64 l_5122 = l_5121 - uint64(23);
const uint64 l_5123 = l_5122 << uint64(52);
const double l_5124 = reinterpret_cast<double const&>(l_5123);
l_mut_3425 = l_5124;
}
const bool l_5125 = l_mut_3679 == l_mut_3425;
const double l_5126 = l_arr_5081[uint32(1)];
const double l_5127 = l_5126 - l_5103;
const double l_5128 = abs(l_5127);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5129 = l_5128 >= double(1.1754943508222875e-38);
const bool l_5130 = l_5128 <= double(1.7976931348623157e308);
const bool l_5131 = l_5129 && l_5130;
if (l_5131) {
const uint64 l_5132 = reinterpret_cast<uint64 const&>(l_5128);
const uint64 l_5133 = l_5132 >> uint64(52);
const uint64 l_5134 = l_5133 - uint64(23);
const uint64 l_5135 = l_5134 << uint64(52);
const double l_5136 = reinterpret_cast<double const&>(l_5135);
l_mut_3679 = l_5136;
}
const double l_5137 = l_5126 + l_5103;
const double l_5138 = abs(l_5137);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_5139 = l_5138 >= double(1.1754943508222875e-38);
const bool l_5140 = l_5138 <= double(1.7976931348623157e308);
const bool l_5141 = l_5139 && l_5140;
if (l_5141) {
const uint64 l_5142 = reinterpret_cast<uint64 const&>(l_5138);
const uint64 l_5143 = l_5142 >> uint64(52);
const uint64 l_5144 = l_5143 - uint64(23);
const uint64 l_5145 = l_5144 << uint64(52);
const double l_5146 = reinterpret_cast<double const&>(l_5145);
l_mut_3425 = l_5146;
}
const bool l_5147 = l_mut_3679 == l_mut_3425;
const bool l_5148 = l_5125 && l_5147;
if (l_5148) {
const double l_5149 = l_arr_5081[uint32(0)];
const double l_5150 = l_arr_5081[uint32(0)];
const double l_5151 = abs(l_5150);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5152 = l_5151 >= double(1.1754943508222875e-38);
const bool l_5153 = l_5151 <= double(1.7976931348623157e308);
const bool l_5154 = l_5152 && l_5153;
if (l_5154) {
const uint64 l_5155 = reinterpret_cast<uint64 const&>(l_5151);
const uint64 l_5156 = l_5155 >> uint64(52);
const uint64 l_5157 = l_5156 - uint64(23);
const uint64 l_5158 = l_5157 << uint64(52);
const double l_5159 = reinterpret_cast<double const&>(l_5158);
l_mut_3679 = l_5159;
}
const double l_5160 = l_722 * l_mut_3679;
const double l_5161 = l_5149 - l_5160;
const double l_5162 = l_arr_5081[uint32(1)];
const double l_5163 = l_arr_5081[uint32(1)];
const double l_5164 = abs(l_5163);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5165 = l_5164 >= double(1.1754943508222875e-38);
const bool l_5166 = l_5164 <= double(1.7976931348623157e308);
const bool l_5167 = l_5165 && l_5166;
if (l_5167) {
const uint64 l_5168 = reinterpret_cast<uint64 const&>(l_5164);
const uint64 l_5169 = l_5168 >> uint64(52);
const uint64 l_5170 = l_5169 - uint64(23);
const uint64 l_5171 = l_5170 << uint64(52);
const double l_5172 = reinterpret_cast<double const&>(l_5171);
l_mut_3679 = l_5172;
}
const double l_5173 = l_722 * l_mut_3679;
const double l_5174 = l_5162 + l_5173;
const uint32 l_5175 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5176 = l_5175 & uint32(2147483647);
const float l_5177 = reinterpret_cast<float const&>(l_5176);
const double l_5178 = double(l_5177);
l_mut_3679 = l_5178;
const bool l_5179 = l_5176 < uint32(8388608);
if (l_5179) {
const double l_5180 = double(l_5176);
const double l_5181 = l_5180 * double(1.401298464324817e-45);
l_mut_3679 = l_5181;
}
const uint64 l_5182 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5183 = l_5175 >> uint32(31);
const uint64 l_5184 = uint64(l_5183);
const uint64 l_5185 = l_5184 << uint64(63);
const uint64 l_5186 = l_5182 | l_5185;
const double l_5187 = reinterpret_cast<double const&>(l_5186);
const uint32 l_5188 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5189 = l_5188 + uint32(1);
l_mut_3931 = l_5189;
const uint32 l_5190 = l_5188 & uint32(2147483647);
const bool l_5191 = l_5190 == uint32(0);
if (l_5191) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_5192 = l_5188 & uint32(2147483648);
const bool l_5193 = l_5192 != uint32(0);
if (l_5193) {
const uint32 l_5194 = l_5188 - uint32(1);
l_mut_3931 = l_5194;
} else {
const bool l_5195 = l_5188 == uint32(2139095040);
if (l_5195) {
l_mut_3931 = l_5188;
}
}
}
const float l_5196 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_5197 = reinterpret_cast<uint32 const&>(l_5196);
const uint32 l_5198 = l_5197 & uint32(2147483647);
const float l_5199 = reinterpret_cast<float const&>(l_5198);
const double l_5200 = double(l_5199);
l_mut_3679 = l_5200;
const bool l_5201 = l_5198 < uint32(8388608);
if (l_5201) {
const double l_5202 = double(l_5198);
const double l_5203 = l_5202 * double(1.401298464324817e-45);
l_mut_3679 = l_5203;
}
const uint64 l_5204 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5205 = l_5197 >> uint32(31);
const uint64 l_5206 = uint64(l_5205);
const uint64 l_5207 = l_5206 << uint64(63);
const uint64 l_5208 = l_5204 | l_5207;
const double l_5209 = reinterpret_cast<double const&>(l_5208);
const uint32 l_5210 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5211 = l_5210 ^ uint32(2147483648);
const float l_5212 = reinterpret_cast<float const&>(l_5211);
const uint32 l_5213 = reinterpret_cast<uint32 const&>(l_5212);
const uint32 l_5214 = l_5213 + uint32(1);
l_mut_3931 = l_5214;
const uint32 l_5215 = l_5213 & uint32(2147483647);
const bool l_5216 = l_5215 == uint32(0);
if (l_5216) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_5217 = l_5213 & uint32(2147483648);
const bool l_5218 = l_5217 != uint32(0);
if (l_5218) {
const uint32 l_5219 = l_5213 - uint32(1);
l_mut_3931 = l_5219;
} else {
const bool l_5220 = l_5213 == uint32(2139095040);
if (l_5220) {
l_mut_3931 = l_5213;
}
}
}
const float l_5221 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_5222 = reinterpret_cast<uint32 const&>(l_5221);
const uint32 l_5223 = l_5222 ^ uint32(2147483648);
const float l_5224 = reinterpret_cast<float const&>(l_5223);
const uint32 l_5225 = reinterpret_cast<uint32 const&>(l_5224);
const uint32 l_5226 = l_5225 & uint32(2147483647);
const float l_5227 = reinterpret_cast<float const&>(l_5226);
const double l_5228 = double(l_5227);
l_mut_3679 = l_5228;
const bool l_5229 = l_5226 < uint32(8388608);
if (l_5229) {
const double l_5230 = double(l_5226);
const double l_5231 = l_5230 * double(1.401298464324817e-45);
l_mut_3679 = l_5231;
}
const uint64 l_5232 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5233 = l_5225 >> uint32(31);
const uint64 l_5234 = uint64(l_5233);
const uint64 l_5235 = l_5234 << uint64(63);
const uint64 l_5236 = l_5232 | l_5235;
const double l_5237 = reinterpret_cast<double const&>(l_5236);
const double l_5238 = l_5161 + l_5100;
const bool l_5239 = l_5238 <= l_5187;
l_mut_847 = l_5239;
const double l_5240 = l_5161 - l_5100;
const bool l_5241 = l_5240 > l_5187;
l_mut_844 = l_5241;
const double l_5242 = l_5174 - l_5103;
const bool l_5243 = l_5242 >= l_5187;
l_mut_841 = l_5243;
const double l_5244 = l_5174 + l_5103;
const bool l_5245 = l_5244 < l_5187;
l_mut_838 = l_5245;
l_mut_3931 = uint32(2);
const bool l_5246 = l_mut_844 || l_mut_838;
if (l_5246) {
l_mut_3931 = uint32(1);
} else {
const bool l_5247 = l_mut_847 && l_mut_841;
if (l_5247) {
l_mut_3931 = uint32(0);
}
}
const uint32 l_5248 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5249 = l_5248 & uint32(2147483647);
const bool l_5250 = l_5249 == uint32(0);
if (l_5250) {
const double l_5251 = l_5161 + l_5100;
const bool l_5252 = l_5251 < double(1.1754943508222875e-38);
const double l_5253 = l_5174 - l_5103;
const bool l_5254 = l_5253 > double(-1.1754943508222875e-38);
const bool l_5255 = l_5252 && l_5254;
const double l_5256 = l_5161 - l_5100;
const bool l_5257 = l_5256 < double(1.1754943508222875e-38);
const double l_5258 = l_5174 + l_5103;
const bool l_5259 = l_5258 > double(-1.1754943508222875e-38);
const bool l_5260 = l_5257 && l_5259;
if (l_5255) {
l_mut_3931 = uint32(0);
} else {
const bool l_5261 = l_mut_3931 == uint32(1);
const bool l_5262 = l_5260 && l_5261;
if (l_5262) {
l_mut_3931 = uint32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
}
l_mut_787 = l_mut_4974;
}
}
l_mut_730 = l_mut_787;
} else {
const bool l_5263 = l_727 <= l_725;
if (l_5263) {
const float l_5264 = float(l_726);
const uint32 l_5265 = reinterpret_cast<uint32 const&>(l_5264);
const uint32 l_5266 = l_5265 & uint32(2147483647);
const float l_5267 = reinterpret_cast<float const&>(l_5266);
const double l_5268 = double(l_5267);
l_mut_3679 = l_5268;
const bool l_5269 = l_5266 < uint32(8388608);
if (l_5269) {
const double l_5270 = double(l_5266);
const double l_5271 = l_5270 * double(1.401298464324817e-45);
l_mut_3679 = l_5271;
}
const uint64 l_5272 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5273 = l_5265 >> uint32(31);
const uint64 l_5274 = uint64(l_5273);
const uint64 l_5275 = l_5274 << uint64(63);
const uint64 l_5276 = l_5272 | l_5275;
const double l_5277 = reinterpret_cast<double const&>(l_5276);
const double l_5278 = abs(l_5277);
l_mut_3679 = l_5278;
l_mut_4974 = uint32(0);
const bool l_5279 = l_5278 >= double(0.785);
if (l_5279) {
const double l_5280 = l_5278 * double(0.6366197723675814);
const double l_5281 = l_5280 + double(0.5);
const double l_5282 = floor(l_5281);
const double l_5283 = l_5282 * double(1.570796325802803);
const double l_5284 = l_5278 - l_5283;
const double l_5285 = l_5284 * l_20;
const double l_5286 = l_5282 * double(9.920935796805404e-10);
const double l_5287 = l_5285 - l_5286;
l_mut_3679 = l_5287;
const uint32 l_5288 = uint32(l_5282);
l_mut_4974 = l_5288;
}
const uint32 l_5289 = reinterpret_cast<uint32 const&>(l_5264);
const bool l_5290 = l_5289 >= uint32(2147483648);
const double l_5291 = l_mut_3679 * l_mut_3679;
const double l_5292 = l_5291 * double(1.9572941063391263e-20);
const double l_5293 = double(8.22063524662433e-18) - l_5292;
l_mut_3425 = l_5293;
const double l_5294 = l_mut_3425 * l_5291;
const double l_5295 = l_5294 - double(2.8114572543455206e-15);
l_mut_3425 = l_5295;
const double l_5296 = l_mut_3425 * l_5291;
const double l_5297 = l_5296 + double(7.647163731819816e-13);
l_mut_3425 = l_5297;
const double l_5298 = l_mut_3425 * l_5291;
const double l_5299 = l_5298 - double(1.6059043836821613e-10);
l_mut_3425 = l_5299;
const double l_5300 = l_mut_3425 * l_5291;
const double l_5301 = l_5300 + double(2.505210838544172e-8);
l_mut_3425 = l_5301;
const double l_5302 = l_mut_3425 * l_5291;
const double l_5303 = l_5302 - double(2.7557319223985893e-6);
l_mut_3425 = l_5303;
const double l_5304 = l_mut_3425 * l_5291;
const double l_5305 = l_5304 + double(0.0001984126984126984);
l_mut_3425 = l_5305;
const double l_5306 = l_mut_3425 * l_5291;
const double l_5307 = l_5306 - double(0.008333333333333333);
l_mut_3425 = l_5307;
const double l_5308 = l_mut_3425 * l_5291;
const double l_5309 = l_5308 + double(0.16666666666666666);
l_mut_3425 = l_5309;
const double l_5310 = double(0.5) * l_5291;
const double l_5311 = double(1.0) - l_5310;
const double l_5312 = double(0.0) * l_5311;
const double l_5313 = l_mut_3679 * l_5291;
const double l_5314 = l_5313 * l_mut_3425;
const double l_5315 = l_5312 - l_5314;
const double l_5316 = l_mut_3679 + l_5315;
const double l_5317 = l_mut_3679 * l_mut_3679;
const double l_5318 = l_5317 * double(4.110317623312165e-19);
const double l_5319 = l_5318 - double(1.5619206968586225e-16);
l_mut_3425 = l_5319;
const double l_5320 = l_mut_3425 * l_5317;
const double l_5321 = l_5320 + double(4.779477332387385e-14);
l_mut_3425 = l_5321;
const double l_5322 = l_mut_3425 * l_5317;
const double l_5323 = l_5322 - double(1.1470745597729725e-11);
l_mut_3425 = l_5323;
const double l_5324 = l_mut_3425 * l_5317;
const double l_5325 = l_5324 + double(2.08767569878681e-9);
l_mut_3425 = l_5325;
const double l_5326 = l_mut_3425 * l_5317;
const double l_5327 = l_5326 - double(2.755731922398589e-7);
l_mut_3425 = l_5327;
const double l_5328 = l_mut_3425 * l_5317;
const double l_5329 = l_5328 + double(2.48015873015873e-5);
l_mut_3425 = l_5329;
const double l_5330 = l_mut_3425 * l_5317;
const double l_5331 = l_5330 - double(0.001388888888888889);
l_mut_3425 = l_5331;
const double l_5332 = l_mut_3425 * l_5317;
const double l_5333 = l_5332 + double(0.041666666666666664);
l_mut_3425 = l_5333;
const double l_5334 = double(0.5) * l_5317;
const double l_5335 = double(1.0) - l_5334;
const double l_5336 = l_5317 * l_5317;
const double l_5337 = l_5336 * l_mut_3425;
const double l_5338 = double(0.0) * l_mut_3679;
const double l_5339 = l_5337 - l_5338;
const double l_5340 = l_5335 + l_5339;
const uint32 l_5341 = l_mut_4974 & uint32(1);
const bool l_5342 = l_5341 == uint32(1);
l_mut_3679 = l_5316;
const uint32 l_5343 = l_mut_4974 & uint32(2);
const bool l_5344 = l_5343 != uint32(0);
l_mut_847 = l_5344;
const bool l_5345 = uint32(6) == uint32(6);
if (l_5345) {
if (l_5342) {
l_mut_3679 = l_5340;
}
} else {
const bool l_5346 = uint32(6) == uint32(7);
if (l_5346) {
l_mut_3679 = l_5340;
if (l_5342) {
l_mut_3679 = l_5316;
}
const uint32 l_5347 = l_mut_4974 + uint32(1);
const uint32 l_5348 = l_5347 & uint32(2);
const bool l_5349 = l_5348 != uint32(0);
l_mut_847 = l_5349;
} else {
const double l_5350 = l_5316 / l_5340;
l_mut_3679 = l_5350;
if (l_5342) {
const double l_5351 = l_5340 / l_5316;
l_mut_3679 = l_5351;
}
l_mut_847 = l_5342;
}
}
const bool l_5352 = uint32(6) != uint32(7);
const bool l_5353 = l_5352 && l_5290;
if (l_5353) {
const bool l_5354 = !l_mut_847;
l_mut_847 = l_5354;
}
if (l_mut_847) {
const double l_5355 = -l_mut_3679;
l_mut_3679 = l_5355;
}
const float l_5356 = float(l_726);
const uint32 l_5357 = reinterpret_cast<uint32 const&>(l_5356);
const uint32 l_5358 = l_5357 & uint32(2147483647);
const float l_5359 = reinterpret_cast<float const&>(l_5358);
const double l_5360 = double(l_5359);
l_mut_3425 = l_5360;
const bool l_5361 = l_5358 < uint32(8388608);
if (l_5361) {
const double l_5362 = double(l_5358);
const double l_5363 = l_5362 * double(1.401298464324817e-45);
l_mut_3425 = l_5363;
}
const uint64 l_5364 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_5365 = l_5357 >> uint32(31);
const uint64 l_5366 = uint64(l_5365);
const uint64 l_5367 = l_5366 << uint64(63);
const uint64 l_5368 = l_5364 | l_5367;
const double l_5369 = reinterpret_cast<double const&>(l_5368);
const double l_5370 = abs(l_5369);
l_mut_3425 = l_5370;
l_mut_4974 = uint32(0);
const bool l_5371 = l_5370 >= double(0.785);
if (l_5371) {
const double l_5372 = l_5370 * double(0.6366197723675814);
const double l_5373 = l_5372 + double(0.5);
const double l_5374 = floor(l_5373);
const double l_5375 = l_5374 * double(1.570796325802803);
const double l_5376 = l_5370 - l_5375;
const double l_5377 = l_5376 * l_20;
const double l_5378 = l_5374 * double(9.920935796805404e-10);
const double l_5379 = l_5377 - l_5378;
l_mut_3425 = l_5379;
const uint32 l_5380 = uint32(l_5374);
l_mut_4974 = l_5380;
}
const uint32 l_5381 = reinterpret_cast<uint32 const&>(l_5356);
const bool l_5382 = l_5381 >= uint32(2147483648);
const double l_5383 = l_mut_3425 * l_mut_3425;
const double l_5384 = l_5383 * double(1.9572941063391263e-20);
const double l_5385 = double(8.22063524662433e-18) - l_5384;
l_mut_3169 = l_5385;
const double l_5386 = l_mut_3169 * l_5383;
const double l_5387 = l_5386 - double(2.8114572543455206e-15);
l_mut_3169 = l_5387;
const double l_5388 = l_mut_3169 * l_5383;
const double l_5389 = l_5388 + double(7.647163731819816e-13);
l_mut_3169 = l_5389;
const double l_5390 = l_mut_3169 * l_5383;
const double l_5391 = l_5390 - double(1.6059043836821613e-10);
l_mut_3169 = l_5391;
const double l_5392 = l_mut_3169 * l_5383;
const double l_5393 = l_5392 + double(2.505210838544172e-8);
l_mut_3169 = l_5393;
const double l_5394 = l_mut_3169 * l_5383;
const double l_5395 = l_5394 - double(2.7557319223985893e-6);
l_mut_3169 = l_5395;
const double l_5396 = l_mut_3169 * l_5383;
const double l_5397 = l_5396 + double(0.0001984126984126984);
l_mut_3169 = l_5397;
const double l_5398 = l_mut_3169 * l_5383;
const double l_5399 = l_5398 - double(0.008333333333333333);
l_mut_3169 = l_5399;
const double l_5400 = l_mut_3169 * l_5383;
const double l_5401 = l_5400 + double(0.16666666666666666);
l_mut_3169 = l_5401;
const double l_5402 = double(0.5) * l_5383;
const double l_5403 = double(1.0) - l_5402;
const double l_5404 = double(0.0) * l_5403;
const double l_5405 = l_mut_3425 * l_5383;
const double l_5406 = l_5405 * l_mut_3169;
const double l_5407 = l_5404 - l_5406;
const double l_5408 = l_mut_3425 + l_5407;
const double l_5409 = l_mut_3425 * l_mut_3425;
const double l_5410 = l_5409 * double(4.110317623312165e-19);
const double l_5411 = l_5410 - double(1.5619206968586225e-16);
l_mut_3169 = l_5411;
const double l_5412 = l_mut_3169 * l_5409;
const double l_5413 = l_5412 + double(4.779477332387385e-14);
l_mut_3169 = l_5413;
const double l_5414 = l_mut_3169 * l_5409;
const double l_5415 = l_5414 - double(1.1470745597729725e-11);
l_mut_3169 = l_5415;
const double l_5416 = l_mut_3169 * l_5409;
const double l_5417 = l_5416 + double(2.08767569878681e-9);
l_mut_3169 = l_5417;
const double l_5418 = l_mut_3169 * l_5409;
const double l_5419 = l_5418 - double(2.755731922398589e-7);
l_mut_3169 = l_5419;
const double l_5420 = l_mut_3169 * l_5409;
const double l_5421 = l_5420 + double(2.48015873015873e-5);
l_mut_3169 = l_5421;
const double l_5422 = l_mut_3169 * l_5409;
const double l_5423 = l_5422 - double(0.001388888888888889);
l_mut_3169 = l_5423;
const double l_5424 = l_mut_3169 * l_5409;
const double l_5425 = l_5424 + double(0.041666666666666664);
l_mut_3169 = l_5425;
const double l_5426 = double(0.5) * l_5409;
const double l_5427 = double(1.0) - l_5426;
const double l_5428 = l_5409 * l_5409;
const double l_5429 = l_5428 * l_mut_3169;
const double l_5430 = double(0.0) * l_mut_3425;
const double l_5431 = l_5429 - l_5430;
const double l_5432 = l_5427 + l_5431;
const uint32 l_5433 = l_mut_4974 & uint32(1);
const bool l_5434 = l_5433 == uint32(1);
l_mut_3425 = l_5408;
const uint32 l_5435 = l_mut_4974 & uint32(2);
const bool l_5436 = l_5435 != uint32(0);
l_mut_847 = l_5436;
const bool l_5437 = uint32(7) == uint32(6);
if (l_5437) {
if (l_5434) {
l_mut_3425 = l_5432;
}
} else {
const bool l_5438 = uint32(7) == uint32(7);
if (l_5438) {
l_mut_3425 = l_5432;
if (l_5434) {
l_mut_3425 = l_5408;
}
const uint32 l_5439 = l_mut_4974 + uint32(1);
const uint32 l_5440 = l_5439 & uint32(2);
const bool l_5441 = l_5440 != uint32(0);
l_mut_847 = l_5441;
} else {
const double l_5442 = l_5408 / l_5432;
l_mut_3425 = l_5442;
if (l_5434) {
const double l_5443 = l_5432 / l_5408;
l_mut_3425 = l_5443;
}
l_mut_847 = l_5434;
}
}
const bool l_5444 = uint32(7) != uint32(7);
const bool l_5445 = l_5444 && l_5382;
if (l_5445) {
const bool l_5446 = !l_mut_847;
l_mut_847 = l_5446;
}
if (l_mut_847) {
const double l_5447 = -l_mut_3425;
l_mut_3425 = l_5447;
}
const double l_5448 = abs(l_mut_3679);
const double l_5449 = l_5448 * double(1.4551915228366852e-11);
const double l_5450 = abs(l_mut_3425);
const double l_5451 = l_5450 * double(1.4551915228366852e-11);
const double l_5452 = l_mut_3679 - l_719;
const double l_5453 = l_mut_3679 + l_719;
const double l_5454 = l_mut_3425 - l_719;
const double l_5455 = l_mut_3425 + l_719;
l_mut_4974 = uint32(2);
const double l_5456 = abs(l_5454);
const bool l_5457 = l_5456 <= l_5451;
const double l_5458 = abs(l_5455);
const bool l_5459 = l_5458 <= l_5451;
const bool l_5460 = l_5457 || l_5459;
const bool l_5461 = !l_5460;
if (l_5461) {
l_mut_4974 = uint32(0);
const bool l_5462 = l_5454 <= double(0.0);
const bool l_5463 = l_5455 >= double(0.0);
const bool l_5464 = l_5462 && l_5463;
const bool l_5465 = !l_5464;
if (l_5465) {
const double l_5466 = abs(l_5454);
const double l_5467 = abs(l_5455);
l_mut_3679 = l_5466;
const bool l_5468 = l_5467 < l_5466;
if (l_5468) {
l_mut_3679 = l_5467;
}
const double l_5469 = l_5451 / l_mut_3679;
const double l_5470 = l_5469 + double(1.4551915228366852e-11);
const double l_5471 = double(1.0) / l_5455;
const double l_5472 = double(1.0) / l_5454;
const double l_5473 = abs(l_5471);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5474 = l_5473 >= double(1.1754943508222875e-38);
const bool l_5475 = l_5473 <= double(1.7976931348623157e308);
const bool l_5476 = l_5474 && l_5475;
if (l_5476) {
const uint64 l_5477 = reinterpret_cast<uint64 const&>(l_5473);
const uint64 l_5478 = l_5477 >> uint64(52);
const uint64 l_5479 = l_5478 - uint64(23);
const uint64 l_5480 = l_5479 << uint64(52);
const double l_5481 = reinterpret_cast<double const&>(l_5480);
l_mut_3679 = l_5481;
}
const double l_5482 = l_722 * l_mut_3679;
const double l_5483 = l_5471 - l_5482;
const double l_5484 = abs(l_5472);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5485 = l_5484 >= double(1.1754943508222875e-38);
const bool l_5486 = l_5484 <= double(1.7976931348623157e308);
const bool l_5487 = l_5485 && l_5486;
if (l_5487) {
const uint64 l_5488 = reinterpret_cast<uint64 const&>(l_5484);
const uint64 l_5489 = l_5488 >> uint64(52);
const uint64 l_5490 = l_5489 - uint64(23);
const uint64 l_5491 = l_5490 << uint64(52);
const double l_5492 = reinterpret_cast<double const&>(l_5491);
l_mut_3679 = l_5492;
}
const double l_5493 = l_722 * l_mut_3679;
const double l_5494 = l_5472 + l_5493;
const double l_5496 = l_5452 * l_5483;
const double l_5497 = l_5452 * l_5494;
const double l_5498 = l_5453 * l_5483;
const double l_5499 = l_5453 * l_5494;
l_arr_5495[uint32(0)] = l_5496;
l_arr_5495[uint32(1)] = l_5496;
const double l_5500 = l_arr_5495[uint32(0)];
const bool l_5501 = l_5497 < l_5500;
if (l_5501) {
l_arr_5495[uint32(0)] = l_5497;
}
const double l_5502 = l_arr_5495[uint32(0)];
const bool l_5503 = l_5498 < l_5502;
if (l_5503) {
l_arr_5495[uint32(0)] = l_5498;
}
const double l_5504 = l_arr_5495[uint32(0)];
const bool l_5505 = l_5499 < l_5504;
if (l_5505) {
l_arr_5495[uint32(0)] = l_5499;
}
const double l_5506 = l_arr_5495[uint32(1)];
const bool l_5507 = l_5497 > l_5506;
if (l_5507) {
l_arr_5495[uint32(1)] = l_5497;
}
const double l_5508 = l_arr_5495[uint32(1)];
const bool l_5509 = l_5498 > l_5508;
if (l_5509) {
l_arr_5495[uint32(1)] = l_5498;
}
const double l_5510 = l_arr_5495[uint32(1)];
const bool l_5511 = l_5499 > l_5510;
if (l_5511) {
l_arr_5495[uint32(1)] = l_5499;
}
const double l_5512 = abs(l_5452);
const double l_5513 = abs(l_5453);
l_mut_3679 = l_5512;
const bool l_5514 = l_5513 > l_5512;
if (l_5514) {
l_mut_3679 = l_5513;
}
const double l_5515 = abs(l_5483);
const double l_5516 = abs(l_5494);
l_mut_3425 = l_5515;
const bool l_5517 = l_5516 > l_5515;
if (l_5517) {
l_mut_3425 = l_5516;
}
const double l_5518 = l_mut_3679 * l_mut_3425;
const double l_5519 = l_5470 + double(1.4551915228366852e-11);
const double l_5520 = l_5518 * l_5519;
const double l_5521 = l_5449 * l_mut_3425;
const double l_5522 = l_5520 + l_5521;
l_mut_4974 = uint32(2);
const double l_5523 = abs(l_5471);
const double l_5524 = l_5523 * l_5470;
const double l_5525 = l_5471 - l_5524;
const double l_5526 = abs(l_5525);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5527 = l_5526 >= double(1.1754943508222875e-38);
const bool l_5528 = l_5526 <= double(1.7976931348623157e308);
const bool l_5529 = l_5527 && l_5528;
if (l_5529) {
const uint64 l_5530 = reinterpret_cast<uint64 const&>(l_5526);
const uint64 l_5531 = l_5530 >> uint64(52);
const uint64 l_5532 = l_5531 - uint64(23);
const uint64 l_5533 = l_5532 << uint64(52);
const double l_5534 = reinterpret_cast<double const&>(l_5533);
l_mut_3679 = l_5534;
}
const double l_5535 = l_5471 + l_5524;
const double l_5536 = abs(l_5535);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_5537 = l_5536 >= double(1.1754943508222875e-38);
const bool l_5538 = l_5536 <= double(1.7976931348623157e308);
const bool l_5539 = l_5537 && l_5538;
if (l_5539) {
const uint64 l_5540 = reinterpret_cast<uint64 const&>(l_5536);
const uint64 l_5541 = l_5540 >> uint64(52);
const uint64 l_5542 = l_5541 - uint64(23);
const uint64 l_5543 = l_5542 << uint64(52);
const double l_5544 = reinterpret_cast<double const&>(l_5543);
l_mut_3425 = l_5544;
}
const bool l_5545 = l_mut_3679 == l_mut_3425;
const double l_5546 = abs(l_5472);
const double l_5547 = l_5546 * l_5470;
const double l_5548 = l_5472 - l_5547;
const double l_5549 = abs(l_5548);
l_mut_3679 = double(1.401298464324817e-45);
const bool l_5550 = l_5549 >= double(1.1754943508222875e-38);
const bool l_5551 = l_5549 <= double(1.7976931348623157e308);
const bool l_5552 = l_5550 && l_5551;
if (l_5552) {
const uint64 l_5553 = reinterpret_cast<uint64 const&>(l_5549);
const uint64 l_5554 = l_5553 >> uint64(52);
const uint64 l_5555 = l_5554 - uint64(23);
const uint64 l_5556 = l_5555 << uint64(52);
const double l_5557 = reinterpret_cast<double const&>(l_5556);
l_mut_3679 = l_5557;
}
const double l_5558 = l_5472 + l_5547;
const double l_5559 = abs(l_5558);
l_mut_3425 = double(1.401298464324817e-45);
const bool l_5560 = l_5559 >= double(1.1754943508222875e-38);
const bool l_5561 = l_5559 <= double(1.7976931348623157e308);
const bool l_5562 = l_5560 && l_5561;
if (l_5562) {
const uint64 l_5563 = reinterpret_cast<uint64 const&>(l_5559);
const uint64 l_5564 = l_5563 >> uint64(52);
const uint64 l_5565 = l_5564 - uint64(23);
const uint64 l_5566 = l_5565 << uint64(52);
const double l_5567 = reinterpret_cast<double const&>(l_5566);
l_mut_3425 = l_5567;
}
const bool l_5568 = l_mut_3679 == l_mut_3425;
const bool l_5569 = l_5545 && l_5568;
if (l_5569) {
const double l_5570 = l_arr_5495[uint32(0)];
const double l_5571 = l_arr_5495[uint32(1)];
const uint32 l_5572 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5573 = l_5572 & uint32(2147483647);
const float l_5574 = reinterpret_cast<float const&>(l_5573);
const double l_5575 = double(l_5574);
l_mut_3679 = l_5575;
const bool l_5576 = l_5573 < uint32(8388608);
if (l_5576) {
const double l_5577 = double(l_5573);
const double l_5578 = l_5577 * double(1.401298464324817e-45);
l_mut_3679 = l_5578;
}
const uint64 l_5579 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5580 = l_5572 >> uint32(31);
const uint64 l_5581 = uint64(l_5580);
const uint64 l_5582 = l_5581 << uint64(63);
const uint64 l_5583 = l_5579 | l_5582;
const double l_5584 = reinterpret_cast<double const&>(l_5583);
const uint32 l_5585 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5586 = l_5585 + uint32(1);
l_mut_3931 = l_5586;
const uint32 l_5587 = l_5585 & uint32(2147483647);
const bool l_5588 = l_5587 == uint32(0);
if (l_5588) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_5589 = l_5585 & uint32(2147483648);
const bool l_5590 = l_5589 != uint32(0);
if (l_5590) {
const uint32 l_5591 = l_5585 - uint32(1);
l_mut_3931 = l_5591;
} else {
const bool l_5592 = l_5585 == uint32(2139095040);
if (l_5592) {
l_mut_3931 = l_5585;
}
}
}
const float l_5593 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_5594 = reinterpret_cast<uint32 const&>(l_5593);
const uint32 l_5595 = l_5594 & uint32(2147483647);
const float l_5596 = reinterpret_cast<float const&>(l_5595);
const double l_5597 = double(l_5596);
l_mut_3679 = l_5597;
const bool l_5598 = l_5595 < uint32(8388608);
if (l_5598) {
const double l_5599 = double(l_5595);
const double l_5600 = l_5599 * double(1.401298464324817e-45);
l_mut_3679 = l_5600;
}
const uint64 l_5601 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5602 = l_5594 >> uint32(31);
const uint64 l_5603 = uint64(l_5602);
const uint64 l_5604 = l_5603 << uint64(63);
const uint64 l_5605 = l_5601 | l_5604;
const double l_5606 = reinterpret_cast<double const&>(l_5605);
const uint32 l_5607 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5608 = l_5607 ^ uint32(2147483648);
const float l_5609 = reinterpret_cast<float const&>(l_5608);
const uint32 l_5610 = reinterpret_cast<uint32 const&>(l_5609);
const uint32 l_5611 = l_5610 + uint32(1);
l_mut_3931 = l_5611;
const uint32 l_5612 = l_5610 & uint32(2147483647);
const bool l_5613 = l_5612 == uint32(0);
if (l_5613) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_5614 = l_5610 & uint32(2147483648);
const bool l_5615 = l_5614 != uint32(0);
if (l_5615) {
const uint32 l_5616 = l_5610 - uint32(1);
l_mut_3931 = l_5616;
} else {
const bool l_5617 = l_5610 == uint32(2139095040);
if (l_5617) {
l_mut_3931 = l_5610;
}
}
}
const float l_5618 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_5619 = reinterpret_cast<uint32 const&>(l_5618);
const uint32 l_5620 = l_5619 ^ uint32(2147483648);
const float l_5621 = reinterpret_cast<float const&>(l_5620);
const uint32 l_5622 = reinterpret_cast<uint32 const&>(l_5621);
const uint32 l_5623 = l_5622 & uint32(2147483647);
const float l_5624 = reinterpret_cast<float const&>(l_5623);
const double l_5625 = double(l_5624);
l_mut_3679 = l_5625;
const bool l_5626 = l_5623 < uint32(8388608);
if (l_5626) {
const double l_5627 = double(l_5623);
const double l_5628 = l_5627 * double(1.401298464324817e-45);
l_mut_3679 = l_5628;
}
const uint64 l_5629 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_5630 = l_5622 >> uint32(31);
const uint64 l_5631 = uint64(l_5630);
const uint64 l_5632 = l_5631 << uint64(63);
const uint64 l_5633 = l_5629 | l_5632;
const double l_5634 = reinterpret_cast<double const&>(l_5633);
const double l_5635 = l_5570 + l_5522;
const bool l_5636 = l_5635 <= l_5584;
l_mut_847 = l_5636;
const double l_5637 = l_5570 - l_5522;
const bool l_5638 = l_5637 > l_5584;
l_mut_844 = l_5638;
const double l_5639 = l_5571 - l_5522;
const bool l_5640 = l_5639 >= l_5584;
l_mut_841 = l_5640;
const double l_5641 = l_5571 + l_5522;
const bool l_5642 = l_5641 < l_5584;
l_mut_838 = l_5642;
const double l_5643 = l_5570 + l_5522;
const bool l_5644 = l_5643 < l_5606;
l_mut_847 = l_5644;
const double l_5645 = l_5570 - l_5522;
const bool l_5646 = l_5645 >= l_5606;
l_mut_844 = l_5646;
const double l_5647 = l_5571 - l_5522;
const bool l_5648 = l_5647 > l_5634;
l_mut_841 = l_5648;
const double l_5649 = l_5571 + l_5522;
const bool l_5650 = l_5649 <= l_5634;
l_mut_838 = l_5650;
l_mut_3931 = uint32(2);
const bool l_5651 = l_mut_844 || l_mut_838;
if (l_5651) {
l_mut_3931 = uint32(1);
} else {
const bool l_5652 = l_mut_847 && l_mut_841;
if (l_5652) {
l_mut_3931 = uint32(0);
}
}
const uint32 l_5653 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5654 = l_5653 & uint32(2147483647);
const bool l_5655 = l_5654 == uint32(0);
if (l_5655) {
const double l_5656 = l_5570 + l_5522;
const bool l_5657 = l_5656 < double(1.1754943508222875e-38);
const double l_5658 = l_5571 - l_5522;
const bool l_5659 = l_5658 > double(-1.1754943508222875e-38);
const bool l_5660 = l_5657 && l_5659;
const double l_5661 = l_5570 - l_5522;
const bool l_5662 = l_5661 < double(1.1754943508222875e-38);
const double l_5663 = l_5571 + l_5522;
const bool l_5664 = l_5663 > double(-1.1754943508222875e-38);
const bool l_5665 = l_5662 && l_5664;
if (l_5660) {
l_mut_3931 = uint32(0);
} else {
const bool l_5666 = l_mut_3931 == uint32(1);
const bool l_5667 = l_5665 && l_5666;
if (l_5667) {
l_mut_3931 = uint32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
}
}
l_mut_730 = l_mut_4974;
}
}
} else {
const bool l_5668 = l_713 == uint32(13);
if (l_5668) {
const double l_5670 = l_726 * l_722;
const double l_5671 = l_726 * l_725;
const double l_5672 = l_726 * l_722;
const double l_5673 = l_726 * l_725;
l_arr_5669[uint32(0)] = l_5670;
l_arr_5669[uint32(1)] = l_5670;
const double l_5674 = l_arr_5669[uint32(0)];
const bool l_5675 = l_5671 < l_5674;
if (l_5675) {
l_arr_5669[uint32(0)] = l_5671;
}
const double l_5676 = l_arr_5669[uint32(0)];
const bool l_5677 = l_5672 < l_5676;
if (l_5677) {
l_arr_5669[uint32(0)] = l_5672;
}
const double l_5678 = l_arr_5669[uint32(0)];
const bool l_5679 = l_5673 < l_5678;
if (l_5679) {
l_arr_5669[uint32(0)] = l_5673;
}
const double l_5680 = l_arr_5669[uint32(1)];
const bool l_5681 = l_5671 > l_5680;
if (l_5681) {
l_arr_5669[uint32(1)] = l_5671;
}
const double l_5682 = l_arr_5669[uint32(1)];
const bool l_5683 = l_5672 > l_5682;
if (l_5683) {
l_arr_5669[uint32(1)] = l_5672;
}
const double l_5684 = l_arr_5669[uint32(1)];
const bool l_5685 = l_5673 > l_5684;
if (l_5685) {
l_arr_5669[uint32(1)] = l_5673;
}
const double l_5686 = l_arr_5669[uint32(0)];
const double l_5687 = l_5686 * double(7.1362384635298e44);
const double l_5688 = floor(l_5687);
const double l_5689 = l_5688 * double(1.401298464324817e-45);
l_mut_3679 = l_5689;
const double l_5690 = abs(l_5686);
const bool l_5691 = l_5690 >= double(1.1754943508222875e-38);
if (l_5691) {
const float l_5692 = float(l_5686);
const double l_5693 = double(l_5692);
l_mut_3679 = l_5693;
const bool l_5694 = l_mut_3679 > l_5686;
if (l_5694) {
const uint32 l_5695 = reinterpret_cast<uint32 const&>(l_5692);
const uint32 l_5696 = l_5695 ^ uint32(2147483648);
const float l_5697 = reinterpret_cast<float const&>(l_5696);
const uint32 l_5698 = reinterpret_cast<uint32 const&>(l_5697);
const uint32 l_5699 = l_5698 + uint32(1);
l_mut_4974 = l_5699;
const uint32 l_5700 = l_5698 & uint32(2147483647);
const bool l_5701 = l_5700 == uint32(0);
if (l_5701) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5702 = l_5698 & uint32(2147483648);
const bool l_5703 = l_5702 != uint32(0);
if (l_5703) {
const uint32 l_5704 = l_5698 - uint32(1);
l_mut_4974 = l_5704;
} else {
const bool l_5705 = l_5698 == uint32(2139095040);
if (l_5705) {
l_mut_4974 = l_5698;
}
}
}
const float l_5706 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5707 = reinterpret_cast<uint32 const&>(l_5706);
const uint32 l_5708 = l_5707 ^ uint32(2147483648);
const float l_5709 = reinterpret_cast<float const&>(l_5708);
const uint32 l_5710 = reinterpret_cast<uint32 const&>(l_5709);
const uint32 l_5711 = l_5710 & uint32(2147483647);
const float l_5712 = reinterpret_cast<float const&>(l_5711);
const double l_5713 = double(l_5712);
l_mut_3425 = l_5713;
const bool l_5714 = l_5711 < uint32(8388608);
if (l_5714) {
const double l_5715 = double(l_5711);
const double l_5716 = l_5715 * double(1.401298464324817e-45);
l_mut_3425 = l_5716;
}
const uint64 l_5717 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_5718 = l_5710 >> uint32(31);
const uint64 l_5719 = uint64(l_5718);
const uint64 l_5720 = l_5719 << uint64(63);
const uint64 l_5721 = l_5717 | l_5720;
const double l_5722 = reinterpret_cast<double const&>(l_5721);
l_mut_3679 = l_5722;
} else {
const uint32 l_5723 = reinterpret_cast<uint32 const&>(l_5692);
const uint32 l_5724 = l_5723 + uint32(1);
l_mut_4974 = l_5724;
const uint32 l_5725 = l_5723 & uint32(2147483647);
const bool l_5726 = l_5725 == uint32(0);
if (l_5726) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5727 = l_5723 & uint32(2147483648);
const bool l_5728 = l_5727 != uint32(0);
if (l_5728) {
const uint32 l_5729 = l_5723 - uint32(1);
l_mut_4974 = l_5729;
} else {
const bool l_5730 = l_5723 == uint32(2139095040);
if (l_5730) {
l_mut_4974 = l_5723;
}
}
}
const float l_5731 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5732 = reinterpret_cast<uint32 const&>(l_5731);
const uint32 l_5733 = l_5732 & uint32(2147483647);
const float l_5734 = reinterpret_cast<float const&>(l_5733);
const double l_5735 = double(l_5734);
l_mut_3425 = l_5735;
const bool l_5736 = l_5733 < uint32(8388608);
if (l_5736) {
const double l_5737 = double(l_5733);
const double l_5738 = l_5737 * double(1.401298464324817e-45);
l_mut_3425 = l_5738;
}
const uint64 l_5739 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_5740 = l_5732 >> uint32(31);
const uint64 l_5741 = uint64(l_5740);
const uint64 l_5742 = l_5741 << uint64(63);
const uint64 l_5743 = l_5739 | l_5742;
const double l_5744 = reinterpret_cast<double const&>(l_5743);
const bool l_5745 = l_5744 <= l_5686;
if (l_5745) {
const uint32 l_5746 = reinterpret_cast<uint32 const&>(l_5692);
const uint32 l_5747 = l_5746 + uint32(1);
l_mut_4974 = l_5747;
const uint32 l_5748 = l_5746 & uint32(2147483647);
const bool l_5749 = l_5748 == uint32(0);
if (l_5749) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5750 = l_5746 & uint32(2147483648);
const bool l_5751 = l_5750 != uint32(0);
if (l_5751) {
const uint32 l_5752 = l_5746 - uint32(1);
l_mut_4974 = l_5752;
} else {
const bool l_5753 = l_5746 == uint32(2139095040);
if (l_5753) {
l_mut_4974 = l_5746;
}
}
}
const float l_5754 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5755 = reinterpret_cast<uint32 const&>(l_5754);
const uint32 l_5756 = l_5755 & uint32(2147483647);
const float l_5757 = reinterpret_cast<float const&>(l_5756);
const double l_5758 = double(l_5757);
l_mut_3425 = l_5758;
const bool l_5759 = l_5756 < uint32(8388608);
if (l_5759) {
const double l_5760 = double(l_5756);
const double l_5761 = l_5760 * double(1.401298464324817e-45);
l_mut_3425 = l_5761;
}
const uint64 l_5762 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_5763 = l_5755 >> uint32(31);
const uint64 l_5764 = uint64(l_5763);
const uint64 l_5765 = l_5764 << uint64(63);
const uint64 l_5766 = l_5762 | l_5765;
const double l_5767 = reinterpret_cast<double const&>(l_5766);
l_mut_3679 = l_5767;
}
}
}
l_mut_3425 = l_mut_3679;
const bool l_5768 = l_mut_3679 > double(1000.0);
if (l_5768) {
const uint64 l_5769 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint64 l_5770 = l_5769 | uint64(9218868437227405312);
const uint64 l_5771 = l_5770 & uint64(18442240474082181120);
const double l_5772 = reinterpret_cast<double const&>(l_5771);
l_mut_3425 = l_5772;
} else {
const bool l_5773 = l_mut_3679 < double(-1000.0);
if (l_5773) {
l_mut_3425 = double(0.0);
} else {
const bool l_5774 = isnan(l_mut_3679);
const bool l_5775 = !l_5774;
if (l_5775) {
const double l_5776 = l_mut_3679 + double(0.5);
const double l_5777 = floor(l_5776);
const double l_5778 = l_mut_3679 - l_5777;
const double l_5779 = l_5778 * double(0.6931471824645996);
const double l_5780 = l_5778 * double(-1.904654299957768e-9);
const double l_5781 = l_5779 + l_5780;
l_mut_3679 = l_5781;
const bool l_5782 = isnan(l_5781);
if (l_5782) {
} else {
const bool l_5783 = l_5781 < double(-700.0);
if (l_5783) {
l_mut_3679 = double(0.0);
} else {
const bool l_5784 = l_5781 > double(700.0);
if (l_5784) {
const uint64 l_5785 = reinterpret_cast<uint64 const&>(l_5781);
const uint64 l_5786 = l_5785 | uint64(9218868437227405312);
const uint64 l_5787 = l_5786 & uint64(18442240474082181120);
const double l_5788 = reinterpret_cast<double const&>(l_5787);
l_mut_3679 = l_5788;
} else {
const double l_5789 = l_5781 * double(1.4426950408889634);
const double l_5790 = l_5789 + double(0.5);
const double l_5791 = floor(l_5790);
const double l_5792 = l_5791 * double(0.6931471824645996);
const double l_5793 = l_5779 - l_5792;
const double l_5794 = l_5793 * l_20;
const double l_5795 = l_5791 * double(-1.904654299957768e-9);
const double l_5796 = l_5780 - l_5795;
const double l_5797 = l_5794 + l_5796;
const double l_5798 = l_5797 * double(7.647163731819816e-13);
const double l_5799 = l_5798 + double(1.1470745597729725e-11);
l_mut_3169 = l_5799;
const double l_5800 = l_mut_3169 * l_5797;
const double l_5801 = l_5800 + double(1.6059043836821613e-10);
l_mut_3169 = l_5801;
const double l_5802 = l_mut_3169 * l_5797;
const double l_5803 = l_5802 + double(2.08767569878681e-9);
l_mut_3169 = l_5803;
const double l_5804 = l_mut_3169 * l_5797;
const double l_5805 = l_5804 + double(2.505210838544172e-8);
l_mut_3169 = l_5805;
const double l_5806 = l_mut_3169 * l_5797;
const double l_5807 = l_5806 + double(2.755731922398589e-7);
l_mut_3169 = l_5807;
const double l_5808 = l_mut_3169 * l_5797;
const double l_5809 = l_5808 + double(2.7557319223985893e-6);
l_mut_3169 = l_5809;
const double l_5810 = l_mut_3169 * l_5797;
const double l_5811 = l_5810 + double(2.48015873015873e-5);
l_mut_3169 = l_5811;
const double l_5812 = l_mut_3169 * l_5797;
const double l_5813 = l_5812 + double(0.0001984126984126984);
l_mut_3169 = l_5813;
const double l_5814 = l_mut_3169 * l_5797;
const double l_5815 = l_5814 + double(0.001388888888888889);
l_mut_3169 = l_5815;
const double l_5816 = l_mut_3169 * l_5797;
const double l_5817 = l_5816 + double(0.008333333333333333);
l_mut_3169 = l_5817;
const double l_5818 = l_mut_3169 * l_5797;
const double l_5819 = l_5818 + double(0.041666666666666664);
l_mut_3169 = l_5819;
const double l_5820 = l_mut_3169 * l_5797;
const double l_5821 = l_5820 + double(0.16666666666666666);
l_mut_3169 = l_5821;
const double l_5822 = l_mut_3169 * l_5797;
const double l_5823 = l_5822 + double(0.5);
l_mut_3169 = l_5823;
const double l_5824 = l_5797 * l_5797;
const double l_5825 = l_5824 * l_mut_3169;
const double l_5826 = l_5797 + l_5825;
const double l_5827 = double(1.0) + l_5826;
const int32 l_5828 = int32(l_5791);
const int32 l_5829 = l_5828 + int32(1023);
const uint64 l_5830 = uint64(l_5829);
const uint64 l_5831 = l_5830 << uint64(52);
const double l_5832 = reinterpret_cast<double const&>(l_5831);
const double l_5833 = l_5827 * l_5832;
l_mut_3679 = l_5833;
}
}
}
const int32 l_5834 = int32(l_5777);
const int32 l_5835 = l_5834 + int32(1023);
const uint64 l_5836 = uint64(l_5835);
const uint64 l_5837 = l_5836 << uint64(52);
const double l_5838 = reinterpret_cast<double const&>(l_5837);
const double l_5839 = l_mut_3679 * l_5838;
l_mut_3425 = l_5839;
}
}
}
const double l_5840 = l_arr_5669[uint32(1)];
const double l_5841 = -l_5840;
const double l_5842 = l_5841 * double(7.1362384635298e44);
const double l_5843 = floor(l_5842);
const double l_5844 = l_5843 * double(1.401298464324817e-45);
l_mut_3679 = l_5844;
const double l_5845 = abs(l_5841);
const bool l_5846 = l_5845 >= double(1.1754943508222875e-38);
if (l_5846) {
const float l_5847 = float(l_5841);
const double l_5848 = double(l_5847);
l_mut_3679 = l_5848;
const bool l_5849 = l_mut_3679 > l_5841;
if (l_5849) {
const uint32 l_5850 = reinterpret_cast<uint32 const&>(l_5847);
const uint32 l_5851 = l_5850 ^ uint32(2147483648);
const float l_5852 = reinterpret_cast<float const&>(l_5851);
const uint32 l_5853 = reinterpret_cast<uint32 const&>(l_5852);
const uint32 l_5854 = l_5853 + uint32(1);
l_mut_4974 = l_5854;
const uint32 l_5855 = l_5853 & uint32(2147483647);
const bool l_5856 = l_5855 == uint32(0);
if (l_5856) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5857 = l_5853 & uint32(2147483648);
const bool l_5858 = l_5857 != uint32(0);
if (l_5858) {
const uint32 l_5859 = l_5853 - uint32(1);
l_mut_4974 = l_5859;
} else {
const bool l_5860 = l_5853 == uint32(2139095040);
if (l_5860) {
l_mut_4974 = l_5853;
}
}
}
const float l_5861 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5862 = reinterpret_cast<uint32 const&>(l_5861);
const uint32 l_5863 = l_5862 ^ uint32(2147483648);
const float l_5864 = reinterpret_cast<float const&>(l_5863);
const uint32 l_5865 = reinterpret_cast<uint32 const&>(l_5864);
const uint32 l_5866 = l_5865 & uint32(2147483647);
const float l_5867 = reinterpret_cast<float const&>(l_5866);
const double l_5868 = double(l_5867);
l_mut_3169 = l_5868;
const bool l_5869 = l_5866 < uint32(8388608);
if (l_5869) {
const double l_5870 = double(l_5866);
const double l_5871 = l_5870 * double(1.401298464324817e-45);
l_mut_3169 = l_5871;
}
const uint64 l_5872 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_5873 = l_5865 >> uint32(31);
const uint64 l_5874 = uint64(l_5873);
const uint64 l_5875 = l_5874 << uint64(63);
const uint64 l_5876 = l_5872 | l_5875;
const double l_5877 = reinterpret_cast<double const&>(l_5876);
l_mut_3679 = l_5877;
} else {
const uint32 l_5878 = reinterpret_cast<uint32 const&>(l_5847);
const uint32 l_5879 = l_5878 + uint32(1);
l_mut_4974 = l_5879;
const uint32 l_5880 = l_5878 & uint32(2147483647);
const bool l_5881 = l_5880 == uint32(0);
if (l_5881) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5882 = l_5878 & uint32(2147483648);
const bool l_5883 = l_5882 != uint32(0);
if (l_5883) {
const uint32 l_5884 = l_5878 - uint32(1);
l_mut_4974 = l_5884;
} else {
const bool l_5885 = l_5878 == uint32(2139095040);
if (l_5885) {
l_mut_4974 = l_5878;
}
}
}
const float l_5886 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5887 = reinterpret_cast<uint32 const&>(l_5886);
const uint32 l_5888 = l_5887 & uint32(2147483647);
const float l_5889 = reinterpret_cast<float const&>(l_5888);
const double l_5890 = double(l_5889);
l_mut_3169 = l_5890;
const bool l_5891 = l_5888 < uint32(8388608);
if (l_5891) {
const double l_5892 = double(l_5888);
const double l_5893 = l_5892 * double(1.401298464324817e-45);
l_mut_3169 = l_5893;
}
const uint64 l_5894 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_5895 = l_5887 >> uint32(31);
const uint64 l_5896 = uint64(l_5895);
const uint64 l_5897 = l_5896 << uint64(63);
const uint64 l_5898 = l_5894 | l_5897;
const double l_5899 = reinterpret_cast<double const&>(l_5898);
const bool l_5900 = l_5899 <= l_5841;
if (l_5900) {
const uint32 l_5901 = reinterpret_cast<uint32 const&>(l_5847);
const uint32 l_5902 = l_5901 + uint32(1);
l_mut_4974 = l_5902;
const uint32 l_5903 = l_5901 & uint32(2147483647);
const bool l_5904 = l_5903 == uint32(0);
if (l_5904) {
l_mut_4974 = uint32(1);
} else {
const uint32 l_5905 = l_5901 & uint32(2147483648);
const bool l_5906 = l_5905 != uint32(0);
if (l_5906) {
const uint32 l_5907 = l_5901 - uint32(1);
l_mut_4974 = l_5907;
} else {
const bool l_5908 = l_5901 == uint32(2139095040);
if (l_5908) {
l_mut_4974 = l_5901;
}
}
}
const float l_5909 = reinterpret_cast<float const&>(l_mut_4974);
const uint32 l_5910 = reinterpret_cast<uint32 const&>(l_5909);
const uint32 l_5911 = l_5910 & uint32(2147483647);
const float l_5912 = reinterpret_cast<float const&>(l_5911);
const double l_5913 = double(l_5912);
l_mut_3169 = l_5913;
const bool l_5914 = l_5911 < uint32(8388608);
if (l_5914) {
const double l_5915 = double(l_5911);
const double l_5916 = l_5915 * double(1.401298464324817e-45);
l_mut_3169 = l_5916;
}
const uint64 l_5917 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_5918 = l_5910 >> uint32(31);
const uint64 l_5919 = uint64(l_5918);
const uint64 l_5920 = l_5919 << uint64(63);
const uint64 l_5921 = l_5917 | l_5920;
const double l_5922 = reinterpret_cast<double const&>(l_5921);
l_mut_3679 = l_5922;
}
}
}
const double l_5923 = -l_mut_3679;
l_mut_3679 = l_5923;
const bool l_5924 = l_5923 > double(1000.0);
if (l_5924) {
const uint64 l_5925 = reinterpret_cast<uint64 const&>(l_5923);
const uint64 l_5926 = l_5925 | uint64(9218868437227405312);
const uint64 l_5927 = l_5926 & uint64(18442240474082181120);
const double l_5928 = reinterpret_cast<double const&>(l_5927);
l_mut_3679 = l_5928;
} else {
const bool l_5929 = l_5923 < double(-1000.0);
if (l_5929) {
l_mut_3679 = double(0.0);
} else {
const bool l_5930 = isnan(l_5923);
const bool l_5931 = !l_5930;
if (l_5931) {
const double l_5932 = l_5923 + double(0.5);
const double l_5933 = floor(l_5932);
const double l_5934 = l_5923 - l_5933;
const double l_5935 = l_5934 * double(0.6931471824645996);
const double l_5936 = l_5934 * double(-1.904654299957768e-9);
const double l_5937 = l_5935 + l_5936;
l_mut_3169 = l_5937;
const bool l_5938 = isnan(l_5937);
if (l_5938) {
} else {
const bool l_5939 = l_5937 < double(-700.0);
if (l_5939) {
l_mut_3169 = double(0.0);
} else {
const bool l_5940 = l_5937 > double(700.0);
if (l_5940) {
const uint64 l_5941 = reinterpret_cast<uint64 const&>(l_5937);
const uint64 l_5942 = l_5941 | uint64(9218868437227405312);
const uint64 l_5943 = l_5942 & uint64(18442240474082181120);
const double l_5944 = reinterpret_cast<double const&>(l_5943);
l_mut_3169 = l_5944;
} else {
const double l_5945 = l_5937 * double(1.4426950408889634);
const double l_5946 = l_5945 + double(0.5);
const double l_5947 = floor(l_5946);
const double l_5948 = l_5947 * double(0.6931471824645996);
const double l_5949 = l_5935 - l_5948;
const double l_5950 = l_5949 * l_20;
const double l_5951 = l_5947 * double(-1.904654299957768e-9);
const double l_5952 = l_5936 - l_5951;
const double l_5953 = l_5950 + l_5952;
const double l_5954 = l_5953 * double(7.647163731819816e-13);
const double l_5955 = l_5954 + double(1.1470745597729725e-11);
l_mut_2915 = l_5955;
const double l_5956 = l_mut_2915 * l_5953;
const double l_5957 = l_5956 + double(1.6059043836821613e-10);
l_mut_2915 = l_5957;
const double l_5958 = l_mut_2915 * l_5953;
const double l_5959 = l_5958 + double(2.08767569878681e-9);
l_mut_2915 = l_5959;
const double l_5960 = l_mut_2915 * l_5953;
const double l_5961 = l_5960 + double(2.505210838544172e-8);
l_mut_2915 = l_5961;
const double l_5962 = l_mut_2915 * l_5953;
const double l_5963 = l_5962 + double(2.755731922398589e-7);
l_mut_2915 = l_5963;
const double l_5964 = l_mut_2915 * l_5953;
const double l_5965 = l_5964 + double(2.7557319223985893e-6);
l_mut_2915 = l_5965;
const double l_5966 = l_mut_2915 * l_5953;
const double l_5967 = l_5966 + double(2.48015873015873e-5);
l_mut_2915 = l_5967;
const double l_5968 = l_mut_2915 * l_5953;
const double l_5969 = l_5968 + double(0.0001984126984126984);
l_mut_2915 = l_5969;
const double l_5970 = l_mut_2915 * l_5953;
const double l_5971 = l_5970 + double(0.001388888888888889);
l_mut_2915 = l_5971;
const double l_5972 = l_mut_2915 * l_5953;
const double l_5973 = l_5972 + double(0.008333333333333333);
l_mut_2915 = l_5973;
const double l_5974 = l_mut_2915 * l_5953;
const double l_5975 = l_5974 + double(0.041666666666666664);
l_mut_2915 = l_5975;
const double l_5976 = l_mut_2915 * l_5953;
const double l_5977 = l_5976 + double(0.16666666666666666);
l_mut_2915 = l_5977;
const double l_5978 = l_mut_2915 * l_5953;
const double l_5979 = l_5978 + double(0.5);
l_mut_2915 = l_5979;
const double l_5980 = l_5953 * l_5953;
const double l_5981 = l_5980 * l_mut_2915;
const double l_5982 = l_5953 + l_5981;
const double l_5983 = double(1.0) + l_5982;
const int32 l_5984 = int32(l_5947);
const int32 l_5985 = l_5984 + int32(1023);
const uint64 l_5986 = uint64(l_5985);
const uint64 l_5987 = l_5986 << uint64(52);
const double l_5988 = reinterpret_cast<double const&>(l_5987);
const double l_5989 = l_5983 * l_5988;
l_mut_3169 = l_5989;
}
}
}
const int32 l_5990 = int32(l_5933);
const int32 l_5991 = l_5990 + int32(1023);
const uint64 l_5992 = uint64(l_5991);
const uint64 l_5993 = l_5992 << uint64(52);
const double l_5994 = reinterpret_cast<double const&>(l_5993);
const double l_5995 = l_mut_3169 * l_5994;
l_mut_3679 = l_5995;
}
}
}
const double l_5996 = l_mut_3425 * double(1.4551915228366852e-11);
const double l_5997 = l_mut_3679 * double(1.4551915228366852e-11);
l_mut_4974 = uint32(2);
const double l_5998 = l_mut_3425 - l_5996;
const double l_5999 = abs(l_5998);
l_mut_3169 = double(1.401298464324817e-45);
const bool l_6000 = l_5999 >= double(1.1754943508222875e-38);
const bool l_6001 = l_5999 <= double(1.7976931348623157e308);
const bool l_6002 = l_6000 && l_6001;
if (l_6002) {
const uint64 l_6003 = reinterpret_cast<uint64 const&>(l_5999);
const uint64 l_6004 = l_6003 >> uint64(52);
const uint64 l_6005 = l_6004 - uint64(23);
const uint64 l_6006 = l_6005 << uint64(52);
const double l_6007 = reinterpret_cast<double const&>(l_6006);
l_mut_3169 = l_6007;
}
const double l_6008 = l_mut_3425 + l_5996;
const double l_6009 = abs(l_6008);
l_mut_2915 = double(1.401298464324817e-45);
const bool l_6010 = l_6009 >= double(1.1754943508222875e-38);
const bool l_6011 = l_6009 <= double(1.7976931348623157e308);
const bool l_6012 = l_6010 && l_6011;
if (l_6012) {
const uint64 l_6013 = reinterpret_cast<uint64 const&>(l_6009);
const uint64 l_6014 = l_6013 >> uint64(52);
const uint64 l_6015 = l_6014 - uint64(23);
const uint64 l_6016 = l_6015 << uint64(52);
const double l_6017 = reinterpret_cast<double const&>(l_6016);
l_mut_2915 = l_6017;
}
const bool l_6018 = l_mut_3169 == l_mut_2915;
const double l_6019 = l_mut_3679 - l_5997;
const double l_6020 = abs(l_6019);
l_mut_3169 = double(1.401298464324817e-45);
const bool l_6021 = l_6020 >= double(1.1754943508222875e-38);
const bool l_6022 = l_6020 <= double(1.7976931348623157e308);
const bool l_6023 = l_6021 && l_6022;
if (l_6023) {
const uint64 l_6024 = reinterpret_cast<uint64 const&>(l_6020);
const uint64 l_6025 = l_6024 >> uint64(52);
const uint64 l_6026 = l_6025 - uint64(23);
const uint64 l_6027 = l_6026 << uint64(52);
const double l_6028 = reinterpret_cast<double const&>(l_6027);
l_mut_3169 = l_6028;
}
const double l_6029 = l_mut_3679 + l_5997;
const double l_6030 = abs(l_6029);
l_mut_2915 = double(1.401298464324817e-45);
const bool l_6031 = l_6030 >= double(1.1754943508222875e-38);
const bool l_6032 = l_6030 <= double(1.7976931348623157e308);
const bool l_6033 = l_6031 && l_6032;
if (l_6033) {
const uint64 l_6034 = reinterpret_cast<uint64 const&>(l_6030);
const uint64 l_6035 = l_6034 >> uint64(52);
const uint64 l_6036 = l_6035 - uint64(23);
const uint64 l_6037 = l_6036 << uint64(52);
const double l_6038 = reinterpret_cast<double const&>(l_6037);
l_mut_2915 = l_6038;
}
const bool l_6039 = l_mut_3169 == l_mut_2915;
const bool l_6040 = l_6018 && l_6039;
if (l_6040) {
const double l_6041 = l_719 * l_mut_3425;
const double l_6042 = abs(l_mut_3425);
l_mut_3169 = double(1.401298464324817e-45);
const bool l_6043 = l_6042 >= double(1.1754943508222875e-38);
const bool l_6044 = l_6042 <= double(1.7976931348623157e308);
const bool l_6045 = l_6043 && l_6044;
if (l_6045) {
const uint64 l_6046 = reinterpret_cast<uint64 const&>(l_6042);
const uint64 l_6047 = l_6046 >> uint64(52);
const uint64 l_6048 = l_6047 - uint64(23);
const uint64 l_6049 = l_6048 << uint64(52);
const double l_6050 = reinterpret_cast<double const&>(l_6049);
l_mut_3169 = l_6050;
}
const double l_6051 = double(0.5) * l_mut_3169;
l_mut_3169 = l_6041;
const bool l_6052 = l_6051 > l_6041;
if (l_6052) {
l_mut_3169 = l_6051;
}
const double l_6053 = l_719 * l_mut_3679;
const double l_6054 = abs(l_mut_3679);
l_mut_2915 = double(1.401298464324817e-45);
const bool l_6055 = l_6054 >= double(1.1754943508222875e-38);
const bool l_6056 = l_6054 <= double(1.7976931348623157e308);
const bool l_6057 = l_6055 && l_6056;
if (l_6057) {
const uint64 l_6058 = reinterpret_cast<uint64 const&>(l_6054);
const uint64 l_6059 = l_6058 >> uint64(52);
const uint64 l_6060 = l_6059 - uint64(23);
const uint64 l_6061 = l_6060 << uint64(52);
const double l_6062 = reinterpret_cast<double const&>(l_6061);
l_mut_2915 = l_6062;
}
const double l_6063 = double(0.5) * l_mut_2915;
l_mut_2915 = l_6053;
const bool l_6064 = l_6063 > l_6053;
if (l_6064) {
l_mut_2915 = l_6063;
}
const double l_6065 = l_mut_3425 - l_mut_3169;
const double l_6066 = l_mut_3679 + l_mut_2915;
const uint32 l_6067 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6068 = l_6067 & uint32(2147483647);
const float l_6069 = reinterpret_cast<float const&>(l_6068);
const double l_6070 = double(l_6069);
l_mut_3679 = l_6070;
const bool l_6071 = l_6068 < uint32(8388608);
if (l_6071) {
const double l_6072 = double(l_6068);
const double l_6073 = l_6072 * double(1.401298464324817e-45);
l_mut_3679 = l_6073;
}
const uint64 l_6074 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_6075 = l_6067 >> uint32(31);
const uint64 l_6076 = uint64(l_6075);
const uint64 l_6077 = l_6076 << uint64(63);
const uint64 l_6078 = l_6074 | l_6077;
const double l_6079 = reinterpret_cast<double const&>(l_6078);
const uint32 l_6080 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6081 = l_6080 + uint32(1);
l_mut_3931 = l_6081;
const uint32 l_6082 = l_6080 & uint32(2147483647);
const bool l_6083 = l_6082 == uint32(0);
if (l_6083) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6084 = l_6080 & uint32(2147483648);
const bool l_6085 = l_6084 != uint32(0);
if (l_6085) {
const uint32 l_6086 = l_6080 - uint32(1);
l_mut_3931 = l_6086;
} else {
const bool l_6087 = l_6080 == uint32(2139095040);
if (l_6087) {
l_mut_3931 = l_6080;
}
}
}
const float l_6088 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6089 = reinterpret_cast<uint32 const&>(l_6088);
const uint32 l_6090 = l_6089 & uint32(2147483647);
const float l_6091 = reinterpret_cast<float const&>(l_6090);
const double l_6092 = double(l_6091);
l_mut_3679 = l_6092;
const bool l_6093 = l_6090 < uint32(8388608);
if (l_6093) {
const double l_6094 = double(l_6090);
const double l_6095 = l_6094 * double(1.401298464324817e-45);
l_mut_3679 = l_6095;
}
const uint64 l_6096 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_6097 = l_6089 >> uint32(31);
const uint64 l_6098 = uint64(l_6097);
const uint64 l_6099 = l_6098 << uint64(63);
const uint64 l_6100 = l_6096 | l_6099;
const double l_6101 = reinterpret_cast<double const&>(l_6100);
const uint32 l_6102 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6103 = l_6102 ^ uint32(2147483648);
const float l_6104 = reinterpret_cast<float const&>(l_6103);
const uint32 l_6105 = reinterpret_cast<uint32 const&>(l_6104);
const uint32 l_6106 = l_6105 + uint32(1);
l_mut_3931 = l_6106;
const uint32 l_6107 = l_6105 & uint32(2147483647);
const bool l_6108 = l_6107 == uint32(0);
if (l_6108) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6109 = l_6105 & uint32(2147483648);
const bool l_6110 = l_6109 != uint32(0);
if (l_6110) {
const uint32 l_6111 = l_6105 - uint32(1);
l_mut_3931 = l_6111;
} else {
const bool l_6112 = l_6105 == uint32(2139095040);
if (l_6112) {
l_mut_3931 = l_6105;
}
}
}
const float l_6113 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6114 = reinterpret_cast<uint32 const&>(l_6113);
const uint32 l_6115 = l_6114 ^ uint32(2147483648);
const float l_6116 = reinterpret_cast<float const&>(l_6115);
const uint32 l_6117 = reinterpret_cast<uint32 const&>(l_6116);
const uint32 l_6118 = l_6117 & uint32(2147483647);
const float l_6119 = reinterpret_cast<float const&>(l_6118);
const double l_6120 = double(l_6119);
l_mut_3679 = l_6120;
const bool l_6121 = l_6118 < uint32(8388608);
if (l_6121) {
const double l_6122 = double(l_6118);
const double l_6123 = l_6122 * double(1.401298464324817e-45);
l_mut_3679 = l_6123;
}
const uint64 l_6124 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_6125 = l_6117 >> uint32(31);
const uint64 l_6126 = uint64(l_6125);
const uint64 l_6127 = l_6126 << uint64(63);
const uint64 l_6128 = l_6124 | l_6127;
const double l_6129 = reinterpret_cast<double const&>(l_6128);
const double l_6130 = l_6065 + l_5996;
const bool l_6131 = l_6130 <= l_6079;
l_mut_847 = l_6131;
const double l_6132 = l_6065 - l_5996;
const bool l_6133 = l_6132 > l_6079;
l_mut_844 = l_6133;
const double l_6134 = l_6066 - l_5997;
const bool l_6135 = l_6134 >= l_6079;
l_mut_841 = l_6135;
const double l_6136 = l_6066 + l_5997;
const bool l_6137 = l_6136 < l_6079;
l_mut_838 = l_6137;
l_mut_3931 = uint32(2);
const bool l_6138 = l_mut_844 || l_mut_838;
if (l_6138) {
l_mut_3931 = uint32(1);
} else {
const bool l_6139 = l_mut_847 && l_mut_841;
if (l_6139) {
l_mut_3931 = uint32(0);
}
}
const uint32 l_6140 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6141 = l_6140 & uint32(2147483647);
const bool l_6142 = l_6141 == uint32(0);
if (l_6142) {
const double l_6143 = l_6065 + l_5996;
const bool l_6144 = l_6143 < double(1.1754943508222875e-38);
const double l_6145 = l_6066 - l_5997;
const bool l_6146 = l_6145 > double(-1.1754943508222875e-38);
const bool l_6147 = l_6144 && l_6146;
const double l_6148 = l_6065 - l_5996;
const bool l_6149 = l_6148 < double(1.1754943508222875e-38);
const double l_6150 = l_6066 + l_5997;
const bool l_6151 = l_6150 > double(-1.1754943508222875e-38);
const bool l_6152 = l_6149 && l_6151;
if (l_6147) {
l_mut_3931 = uint32(0);
} else {
const bool l_6153 = l_mut_3931 == uint32(1);
const bool l_6154 = l_6152 && l_6153;
if (l_6154) {
l_mut_3931 = uint32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
l_mut_730 = l_mut_4974;
} else {
const bool l_6155 = l_713 == uint32(14);
if (l_6155) {
l_mut_730 = uint32(0);
const bool l_6156 = l_726 > double(0.0);
if (l_6156) {
const float l_6157 = float(l_726);
const uint32 l_6158 = reinterpret_cast<uint32 const&>(l_6157);
const uint32 l_6159 = l_6158 & uint32(2147483647);
const float l_6160 = reinterpret_cast<float const&>(l_6159);
const double l_6161 = double(l_6160);
l_mut_3679 = l_6161;
const bool l_6162 = l_6159 < uint32(8388608);
if (l_6162) {
const double l_6163 = double(l_6159);
const double l_6164 = l_6163 * double(1.401298464324817e-45);
l_mut_3679 = l_6164;
}
const uint64 l_6165 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_6166 = l_6158 >> uint32(31);
const uint64 l_6167 = uint64(l_6166);
const uint64 l_6168 = l_6167 << uint64(63);
const uint64 l_6169 = l_6165 | l_6168;
const double l_6170 = reinterpret_cast<double const&>(l_6169);
l_mut_3679 = l_6170;
const bool l_6171 = l_6170 < double(0.0);
if (l_6171) {
const uint64 l_6172 = reinterpret_cast<uint64 const&>(l_6170);
const uint64 l_6173 = l_6172 | uint64(9221120237041090560);
const double l_6174 = reinterpret_cast<double const&>(l_6173);
l_mut_3679 = l_6174;
} else {
const bool l_6175 = l_6170 == double(0.0);
if (l_6175) {
const double l_6176 = abs(l_6170);
const uint64 l_6177 = reinterpret_cast<uint64 const&>(l_6176);
const uint64 l_6178 = l_6177 | uint64(9218868437227405312);
const uint64 l_6179 = l_6178 & uint64(18442240474082181120);
const double l_6180 = reinterpret_cast<double const&>(l_6179);
const double l_6181 = -l_6180;
l_mut_3679 = l_6181;
} else {
const uint32 l_6182 = reinterpret_cast<uint32 const&>(l_6157);
const bool l_6183 = l_6182 < uint32(2139095040);
if (l_6183) {
const uint64 l_6184 = reinterpret_cast<uint64 const&>(l_6170);
const uint64 l_6185 = l_6184 >> uint64(52);
const uint64 l_6186 = l_6185 & uint64(2047);
const int32 l_6187 = int32(l_6186);
const int32 l_6188 = l_6187 - int32(1023);
l_mut_145 = l_6188;
const uint64 l_6189 = l_6184 & uint64(4503599627370495);
const uint64 l_6190 = l_6189 | uint64(4607182418800017408);
const double l_6191 = reinterpret_cast<double const&>(l_6190);
l_mut_3425 = l_6191;
const bool l_6192 = l_mut_3425 > double(1.4142135623730951);
if (l_6192) {
l_mut_3425 = l_mut_3425 * double(0.5);
l_mut_145 = l_mut_145 + int32(1);
}
const double l_6193 = l_mut_3425 - double(1.0);
const double l_6194 = double(2.0) + l_6193;
const double l_6195 = l_6193 / l_6194;
const double l_6196 = l_6195 * l_6195;
const double l_6197 = l_6196 * double(0.04);
const double l_6198 = l_6197 + double(0.043478260869565216);
l_mut_3425 = l_6198;
const double l_6199 = l_mut_3425 * l_6196;
const double l_6200 = l_6199 + double(0.047619047619047616);
l_mut_3425 = l_6200;
const double l_6201 = l_mut_3425 * l_6196;
const double l_6202 = l_6201 + double(0.05263157894736842);
l_mut_3425 = l_6202;
const double l_6203 = l_mut_3425 * l_6196;
const double l_6204 = l_6203 + double(0.058823529411764705);
l_mut_3425 = l_6204;
const double l_6205 = l_mut_3425 * l_6196;
const double l_6206 = l_6205 + double(0.06666666666666667);
l_mut_3425 = l_6206;
const double l_6207 = l_mut_3425 * l_6196;
const double l_6208 = l_6207 + double(0.07692307692307693);
l_mut_3425 = l_6208;
const double l_6209 = l_mut_3425 * l_6196;
const double l_6210 = l_6209 + double(0.09090909090909091);
l_mut_3425 = l_6210;
const double l_6211 = l_mut_3425 * l_6196;
const double l_6212 = l_6211 + double(0.1111111111111111);
l_mut_3425 = l_6212;
const double l_6213 = l_mut_3425 * l_6196;
const double l_6214 = l_6213 + double(0.14285714285714285);
l_mut_3425 = l_6214;
const double l_6215 = l_mut_3425 * l_6196;
const double l_6216 = l_6215 + double(0.2);
l_mut_3425 = l_6216;
const double l_6217 = l_mut_3425 * l_6196;
const double l_6218 = l_6217 + double(0.3333333333333333);
l_mut_3425 = l_6218;
const double l_6219 = double(2.0) * l_6195;
const double l_6220 = double(2.0) * l_6195;
const double l_6221 = l_6220 * l_6196;
const double l_6222 = l_6221 * l_mut_3425;
const double l_6223 = l_6219 + l_6222;
const double l_6224 = double(l_mut_145);
const double l_6225 = l_6224 * double(0.6931471824645996);
const double l_6226 = l_6224 * double(-1.904654299957768e-9);
const double l_6227 = l_6226 + l_6223;
const double l_6228 = l_6225 + l_6227;
l_mut_3679 = l_6228;
}
}
}
const double l_6229 = l_mut_3679 / double(0.6931471805599453);
const double l_6230 = abs(l_6229);
const double l_6231 = l_719 * l_6230;
l_mut_3679 = l_6231;
const bool l_6232 = l_726 >= double(0.5);
const bool l_6233 = l_726 <= double(2.0);
const bool l_6234 = l_6232 && l_6233;
if (l_6234) {
l_mut_3679 = l_719;
}
const double l_6235 = abs(l_6229);
const double l_6236 = l_6235 * double(1.4551915228366852e-11);
const double l_6237 = double(1.0) + l_719;
const double l_6238 = l_6236 * l_6237;
const double l_6239 = l_6229 - l_mut_3679;
const double l_6240 = l_6229 + l_mut_3679;
const double l_6242 = l_6239 * l_722;
const double l_6243 = l_6239 * l_725;
const double l_6244 = l_6240 * l_722;
const double l_6245 = l_6240 * l_725;
l_arr_6241[uint32(0)] = l_6242;
l_arr_6241[uint32(1)] = l_6242;
const double l_6246 = l_arr_6241[uint32(0)];
const bool l_6247 = l_6243 < l_6246;
if (l_6247) {
l_arr_6241[uint32(0)] = l_6243;
}
const double l_6248 = l_arr_6241[uint32(0)];
const bool l_6249 = l_6244 < l_6248;
if (l_6249) {
l_arr_6241[uint32(0)] = l_6244;
}
const double l_6250 = l_arr_6241[uint32(0)];
const bool l_6251 = l_6245 < l_6250;
if (l_6251) {
l_arr_6241[uint32(0)] = l_6245;
}
const double l_6252 = l_arr_6241[uint32(1)];
const bool l_6253 = l_6243 > l_6252;
if (l_6253) {
l_arr_6241[uint32(1)] = l_6243;
}
const double l_6254 = l_arr_6241[uint32(1)];
const bool l_6255 = l_6244 > l_6254;
if (l_6255) {
l_arr_6241[uint32(1)] = l_6244;
}
const double l_6256 = l_arr_6241[uint32(1)];
const bool l_6257 = l_6245 > l_6256;
if (l_6257) {
l_arr_6241[uint32(1)] = l_6245;
}
const double l_6258 = l_6238 * l_725;
l_mut_4974 = uint32(2);
const double l_6259 = l_arr_6241[uint32(0)];
const double l_6260 = l_6259 - l_6258;
const double l_6261 = l_6260 * double(7.1362384635298e44);
const double l_6262 = floor(l_6261);
const double l_6263 = l_6262 * double(1.401298464324817e-45);
l_mut_3679 = l_6263;
const double l_6264 = abs(l_6260);
const bool l_6265 = l_6264 >= double(1.1754943508222875e-38);
if (l_6265) {
const float l_6266 = float(l_6260);
const double l_6267 = double(l_6266);
l_mut_3679 = l_6267;
const bool l_6268 = l_mut_3679 > l_6260;
if (l_6268) {
const uint32 l_6269 = reinterpret_cast<uint32 const&>(l_6266);
const uint32 l_6270 = l_6269 ^ uint32(2147483648);
const float l_6271 = reinterpret_cast<float const&>(l_6270);
const uint32 l_6272 = reinterpret_cast<uint32 const&>(l_6271);
const uint32 l_6273 = l_6272 + uint32(1);
l_mut_3931 = l_6273;
const uint32 l_6274 = l_6272 & uint32(2147483647);
const bool l_6275 = l_6274 == uint32(0);
if (l_6275) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6276 = l_6272 & uint32(2147483648);
const bool l_6277 = l_6276 != uint32(0);
if (l_6277) {
const uint32 l_6278 = l_6272 - uint32(1);
l_mut_3931 = l_6278;
} else {
const bool l_6279 = l_6272 == uint32(2139095040);
if (l_6279) {
l_mut_3931 = l_6272;
}
}
}
const float l_6280 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6281 = reinterpret_cast<uint32 const&>(l_6280);
const uint32 l_6282 = l_6281 ^ uint32(2147483648);
const float l_6283 = reinterpret_cast<float const&>(l_6282);
const uint32 l_6284 = reinterpret_cast<uint32 const&>(l_6283);
const uint32 l_6285 = l_6284 & uint32(2147483647);
const float l_6286 = reinterpret_cast<float const&>(l_6285);
const double l_6287 = double(l_6286);
l_mut_3425 = l_6287;
const bool l_6288 = l_6285 < uint32(8388608);
if (l_6288) {
const double l_6289 = double(l_6285);
const double l_6290 = l_6289 * double(1.401298464324817e-45);
l_mut_3425 = l_6290;
}
const uint64 l_6291 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6292 = l_6284 >> uint32(31);
const uint64 l_6293 = uint64(l_6292);
const uint64 l_6294 = l_6293 << uint64(63);
const uint64 l_6295 = l_6291 | l_6294;
const double l_6296 = reinterpret_cast<double const&>(l_6295);
l_mut_3679 = l_6296;
} else {
const uint32 l_6297 = reinterpret_cast<uint32 const&>(l_6266);
const uint32 l_6298 = l_6297 + uint32(1);
l_mut_3931 = l_6298;
const uint32 l_6299 = l_6297 & uint32(2147483647);
const bool l_6300 = l_6299 == uint32(0);
if (l_6300) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6301 = l_6297 & uint32(2147483648);
const bool l_6302 = l_6301 != uint32(0);
if (l_6302) {
const uint32 l_6303 = l_6297 - uint32(1);
l_mut_3931 = l_6303;
} else {
const bool l_6304 = l_6297 == uint32(2139095040);
if (l_6304) {
l_mut_3931 = l_6297;
}
}
}
const float l_6305 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6306 = reinterpret_cast<uint32 const&>(l_6305);
const uint32 l_6307 = l_6306 & uint32(2147483647);
const float l_6308 = reinterpret_cast<float const&>(l_6307);
const double l_6309 = double(l_6308);
l_mut_3425 = l_6309;
const bool l_6310 = l_6307 < uint32(8388608);
if (l_6310) {
const double l_6311 = double(l_6307);
const double l_6312 = l_6311 * double(1.401298464324817e-45);
l_mut_3425 = l_6312;
}
const uint64 l_6313 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6314 = l_6306 >> uint32(31);
const uint64 l_6315 = uint64(l_6314);
const uint64 l_6316 = l_6315 << uint64(63);
const uint64 l_6317 = l_6313 | l_6316;
const double l_6318 = reinterpret_cast<double const&>(l_6317);
const bool l_6319 = l_6318 <= l_6260;
if (l_6319) {
const uint32 l_6320 = reinterpret_cast<uint32 const&>(l_6266);
const uint32 l_6321 = l_6320 + uint32(1);
l_mut_3931 = l_6321;
const uint32 l_6322 = l_6320 & uint32(2147483647);
const bool l_6323 = l_6322 == uint32(0);
if (l_6323) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6324 = l_6320 & uint32(2147483648);
const bool l_6325 = l_6324 != uint32(0);
if (l_6325) {
const uint32 l_6326 = l_6320 - uint32(1);
l_mut_3931 = l_6326;
} else {
const bool l_6327 = l_6320 == uint32(2139095040);
if (l_6327) {
l_mut_3931 = l_6320;
}
}
}
const float l_6328 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6329 = reinterpret_cast<uint32 const&>(l_6328);
const uint32 l_6330 = l_6329 & uint32(2147483647);
const float l_6331 = reinterpret_cast<float const&>(l_6330);
const double l_6332 = double(l_6331);
l_mut_3425 = l_6332;
const bool l_6333 = l_6330 < uint32(8388608);
if (l_6333) {
const double l_6334 = double(l_6330);
const double l_6335 = l_6334 * double(1.401298464324817e-45);
l_mut_3425 = l_6335;
}
const uint64 l_6336 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6337 = l_6329 >> uint32(31);
const uint64 l_6338 = uint64(l_6337);
const uint64 l_6339 = l_6338 << uint64(63);
const uint64 l_6340 = l_6336 | l_6339;
const double l_6341 = reinterpret_cast<double const&>(l_6340);
l_mut_3679 = l_6341;
}
}
}
const double l_6342 = l_6259 + l_6258;
const double l_6343 = l_6342 * double(7.1362384635298e44);
const double l_6344 = floor(l_6343);
const double l_6345 = l_6344 * double(1.401298464324817e-45);
l_mut_3425 = l_6345;
const double l_6346 = abs(l_6342);
const bool l_6347 = l_6346 >= double(1.1754943508222875e-38);
if (l_6347) {
const float l_6348 = float(l_6342);
const double l_6349 = double(l_6348);
l_mut_3425 = l_6349;
const bool l_6350 = l_mut_3425 > l_6342;
if (l_6350) {
const uint32 l_6351 = reinterpret_cast<uint32 const&>(l_6348);
const uint32 l_6352 = l_6351 ^ uint32(2147483648);
const float l_6353 = reinterpret_cast<float const&>(l_6352);
const uint32 l_6354 = reinterpret_cast<uint32 const&>(l_6353);
const uint32 l_6355 = l_6354 + uint32(1);
l_mut_3931 = l_6355;
const uint32 l_6356 = l_6354 & uint32(2147483647);
const bool l_6357 = l_6356 == uint32(0);
if (l_6357) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6358 = l_6354 & uint32(2147483648);
const bool l_6359 = l_6358 != uint32(0);
if (l_6359) {
const uint32 l_6360 = l_6354 - uint32(1);
l_mut_3931 = l_6360;
} else {
const bool l_6361 = l_6354 == uint32(2139095040);
if (l_6361) {
l_mut_3931 = l_6354;
}
}
}
const float l_6362 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6363 = reinterpret_cast<uint32 const&>(l_6362);
const uint32 l_6364 = l_6363 ^ uint32(2147483648);
const float l_6365 = reinterpret_cast<float const&>(l_6364);
const uint32 l_6366 = reinterpret_cast<uint32 const&>(l_6365);
const uint32 l_6367 = l_6366 & uint32(2147483647);
const float l_6368 = reinterpret_cast<float const&>(l_6367);
const double l_6369 = double(l_6368);
l_mut_3169 = l_6369;
const bool l_6370 = l_6367 < uint32(8388608);
if (l_6370) {
const double l_6371 = double(l_6367);
const double l_6372 = l_6371 * double(1.401298464324817e-45);
l_mut_3169 = l_6372;
}
const uint64 l_6373 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6374 = l_6366 >> uint32(31);
const uint64 l_6375 = uint64(l_6374);
const uint64 l_6376 = l_6375 << uint64(63);
const uint64 l_6377 = l_6373 | l_6376;
const double l_6378 = reinterpret_cast<double const&>(l_6377);
l_mut_3425 = l_6378;
} else {
const uint32 l_6379 = reinterpret_cast<uint32 const&>(l_6348);
const uint32 l_6380 = l_6379 + uint32(1);
l_mut_3931 = l_6380;
const uint32 l_6381 = l_6379 & uint32(2147483647);
const bool l_6382 = l_6381 == uint32(0);
if (l_6382) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6383 = l_6379 & uint32(2147483648);
const bool l_6384 = l_6383 != uint32(0);
if (l_6384) {
const uint32 l_6385 = l_6379 - uint32(1);
l_mut_3931 = l_6385;
} else {
const bool l_6386 = l_6379 == uint32(2139095040);
if (l_6386) {
l_mut_3931 = l_6379;
}
}
}
const float l_6387 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6388 = reinterpret_cast<uint32 const&>(l_6387);
const uint32 l_6389 = l_6388 & uint32(2147483647);
const float l_6390 = reinterpret_cast<float const&>(l_6389);
const double l_6391 = double(l_6390);
l_mut_3169 = l_6391;
const bool l_6392 = l_6389 < uint32(8388608);
if (l_6392) {
const double l_6393 = double(l_6389);
const double l_6394 = l_6393 * double(1.401298464324817e-45);
l_mut_3169 = l_6394;
}
const uint64 l_6395 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6396 = l_6388 >> uint32(31);
const uint64 l_6397 = uint64(l_6396);
const uint64 l_6398 = l_6397 << uint64(63);
const uint64 l_6399 = l_6395 | l_6398;
const double l_6400 = reinterpret_cast<double const&>(l_6399);
const bool l_6401 = l_6400 <= l_6342;
if (l_6401) {
const uint32 l_6402 = reinterpret_cast<uint32 const&>(l_6348);
const uint32 l_6403 = l_6402 + uint32(1);
l_mut_3931 = l_6403;
const uint32 l_6404 = l_6402 & uint32(2147483647);
const bool l_6405 = l_6404 == uint32(0);
if (l_6405) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6406 = l_6402 & uint32(2147483648);
const bool l_6407 = l_6406 != uint32(0);
if (l_6407) {
const uint32 l_6408 = l_6402 - uint32(1);
l_mut_3931 = l_6408;
} else {
const bool l_6409 = l_6402 == uint32(2139095040);
if (l_6409) {
l_mut_3931 = l_6402;
}
}
}
const float l_6410 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6411 = reinterpret_cast<uint32 const&>(l_6410);
const uint32 l_6412 = l_6411 & uint32(2147483647);
const float l_6413 = reinterpret_cast<float const&>(l_6412);
const double l_6414 = double(l_6413);
l_mut_3169 = l_6414;
const bool l_6415 = l_6412 < uint32(8388608);
if (l_6415) {
const double l_6416 = double(l_6412);
const double l_6417 = l_6416 * double(1.401298464324817e-45);
l_mut_3169 = l_6417;
}
const uint64 l_6418 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6419 = l_6411 >> uint32(31);
const uint64 l_6420 = uint64(l_6419);
const uint64 l_6421 = l_6420 << uint64(63);
const uint64 l_6422 = l_6418 | l_6421;
const double l_6423 = reinterpret_cast<double const&>(l_6422);
l_mut_3425 = l_6423;
}
}
}
const bool l_6424 = l_mut_3679 == l_mut_3425;
const double l_6425 = l_arr_6241[uint32(1)];
const double l_6426 = l_6425 - l_6258;
const double l_6427 = l_6426 * double(7.1362384635298e44);
const double l_6428 = floor(l_6427);
const double l_6429 = l_6428 * double(1.401298464324817e-45);
l_mut_3679 = l_6429;
const double l_6430 = abs(l_6426);
const bool l_6431 = l_6430 >= double(1.1754943508222875e-38);
if (l_6431) {
const float l_6432 = float(l_6426);
const double l_6433 = double(l_6432);
l_mut_3679 = l_6433;
const bool l_6434 = l_mut_3679 > l_6426;
if (l_6434) {
const uint32 l_6435 = reinterpret_cast<uint32 const&>(l_6432);
const uint32 l_6436 = l_6435 ^ uint32(2147483648);
const float l_6437 = reinterpret_cast<float const&>(l_6436);
const uint32 l_6438 = reinterpret_cast<uint32 const&>(l_6437);
const uint32 l_6439 = l_6438 + uint32(1);
l_mut_3931 = l_6439;
const uint32 l_6440 = l_6438 & uint32(2147483647);
const bool l_6441 = l_6440 == uint32(0);
if (l_6441) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6442 = l_6438 & uint32(2147483648);
const bool l_6443 = l_6442 != uint32(0);
if (l_6443) {
const uint32 l_6444 = l_6438 - uint32(1);
l_mut_3931 = l_6444;
} else {
const bool l_6445 = l_6438 == uint32(2139095040);
if (l_6445) {
l_mut_3931 = l_6438;
}
}
}
const float l_6446 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6447 = reinterpret_cast<uint32 const&>(l_6446);
const uint32 l_6448 = l_6447 ^ uint32(2147483648);
const float l_6449 = reinterpret_cast<float const&>(l_6448);
const uint32 l_6450 = reinterpret_cast<uint32 const&>(l_6449);
const uint32 l_6451 = l_6450 & uint32(2147483647);
const float l_6452 = reinterpret_cast<float const&>(l_6451);
const double l_6453 = double(l_6452);
l_mut_3425 = l_6453;
const bool l_6454 = l_6451 < uint32(8388608);
if (l_6454) {
const double l_6455 = double(l_6451);
const double l_6456 = l_6455 * double(1.401298464324817e-45);
l_mut_3425 = l_6456;
}
const uint64 l_6457 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6458 = l_6450 >> uint32(31);
const uint64 l_6459 = uint64(l_6458);
const uint64 l_6460 = l_6459 << uint64(63);
const uint64 l_6461 = l_6457 | l_6460;
const double l_6462 = reinterpret_cast<double const&>(l_6461);
l_mut_3679 = l_6462;
} else {
const uint32 l_6463 = reinterpret_cast<uint32 const&>(l_6432);
const uint32 l_6464 = l_6463 + uint32(1);
l_mut_3931 = l_6464;
const uint32 l_6465 = l_6463 & uint32(2147483647);
const bool l_6466 = l_6465 == uint32(0);
if (l_6466) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6467 = l_6463 & uint32(2147483648);
const bool l_6468 = l_6467 != uint32(0);
if (l_6468) {
const uint32 l_6469 = l_6463 - uint32(1);
l_mut_3931 = l_6469;
} else {
const bool l_6470 = l_6463 == uint32(2139095040);
if (l_6470) {
l_mut_3931 = l_6463;
}
}
}
const float l_6471 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6472 = reinterpret_cast<uint32 const&>(l_6471);
const uint32 l_6473 = l_6472 & uint32(2147483647);
const float l_6474 = reinterpret_cast<float const&>(l_6473);
const double l_6475 = double(l_6474);
l_mut_3425 = l_6475;
const bool l_6476 = l_6473 < uint32(8388608);
if (l_6476) {
const double l_6477 = double(l_6473);
const double l_6478 = l_6477 * double(1.401298464324817e-45);
l_mut_3425 = l_6478;
}
const uint64 l_6479 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6480 = l_6472 >> uint32(31);
const uint64 l_6481 = uint64(l_6480);
const uint64 l_6482 = l_6481 << uint64(63);
const uint64 l_6483 = l_6479 | l_6482;
const double l_6484 = reinterpret_cast<double const&>(l_6483);
const bool l_6485 = l_6484 <= l_6426;
if (l_6485) {
const uint32 l_6486 = reinterpret_cast<uint32 const&>(l_6432);
const uint32 l_6487 = l_6486 + uint32(1);
l_mut_3931 = l_6487;
const uint32 l_6488 = l_6486 & uint32(2147483647);
const bool l_6489 = l_6488 == uint32(0);
if (l_6489) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6490 = l_6486 & uint32(2147483648);
const bool l_6491 = l_6490 != uint32(0);
if (l_6491) {
const uint32 l_6492 = l_6486 - uint32(1);
l_mut_3931 = l_6492;
} else {
const bool l_6493 = l_6486 == uint32(2139095040);
if (l_6493) {
l_mut_3931 = l_6486;
}
}
}
const float l_6494 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6495 = reinterpret_cast<uint32 const&>(l_6494);
const uint32 l_6496 = l_6495 & uint32(2147483647);
const float l_6497 = reinterpret_cast<float const&>(l_6496);
const double l_6498 = double(l_6497);
l_mut_3425 = l_6498;
const bool l_6499 = l_6496 < uint32(8388608);
if (l_6499) {
const double l_6500 = double(l_6496);
const double l_6501 = l_6500 * double(1.401298464324817e-45);
l_mut_3425 = l_6501;
}
const uint64 l_6502 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6503 = l_6495 >> uint32(31);
const uint64 l_6504 = uint64(l_6503);
const uint64 l_6505 = l_6504 << uint64(63);
const uint64 l_6506 = l_6502 | l_6505;
const double l_6507 = reinterpret_cast<double const&>(l_6506);
l_mut_3679 = l_6507;
}
}
}
const double l_6508 = l_6425 + l_6258;
const double l_6509 = l_6508 * double(7.1362384635298e44);
const double l_6510 = floor(l_6509);
const double l_6511 = l_6510 * double(1.401298464324817e-45);
l_mut_3425 = l_6511;
const double l_6512 = abs(l_6508);
const bool l_6513 = l_6512 >= double(1.1754943508222875e-38);
if (l_6513) {
const float l_6514 = float(l_6508);
const double l_6515 = double(l_6514);
l_mut_3425 = l_6515;
const bool l_6516 = l_mut_3425 > l_6508;
if (l_6516) {
const uint32 l_6517 = reinterpret_cast<uint32 const&>(l_6514);
const uint32 l_6518 = l_6517 ^ uint32(2147483648);
const float l_6519 = reinterpret_cast<float const&>(l_6518);
const uint32 l_6520 = reinterpret_cast<uint32 const&>(l_6519);
const uint32 l_6521 = l_6520 + uint32(1);
l_mut_3931 = l_6521;
const uint32 l_6522 = l_6520 & uint32(2147483647);
const bool l_6523 = l_6522 == uint32(0);
if (l_6523) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6524 = l_6520 & uint32(2147483648);
const bool l_6525 = l_6524 != uint32(0);
if (l_6525) {
const uint32 l_6526 = l_6520 - uint32(1);
l_mut_3931 = l_6526;
} else {
const bool l_6527 = l_6520 == uint32(2139095040);
if (l_6527) {
l_mut_3931 = l_6520;
}
}
}
const float l_6528 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6529 = reinterpret_cast<uint32 const&>(l_6528);
const uint32 l_6530 = l_6529 ^ uint32(2147483648);
const float l_6531 = reinterpret_cast<float const&>(l_6530);
const uint32 l_6532 = reinterpret_cast<uint32 const&>(l_6531);
const uint32 l_6533 = l_6532 & uint32(2147483647);
const float l_6534 = reinterpret_cast<float const&>(l_6533);
const double l_6535 = double(l_6534);
l_mut_3169 = l_6535;
const bool l_6536 = l_6533 < uint32(8388608);
if (l_6536) {
const double l_6537 = double(l_6533);
const double l_6538 = l_6537 * double(1.401298464324817e-45);
l_mut_3169 = l_6538;
}
const uint64 l_6539 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6540 = l_6532 >> uint32(31);
const uint64 l_6541 = uint64(l_6540);
const uint64 l_6542 = l_6541 << uint64(63);
const uint64 l_6543 = l_6539 | l_6542;
const double l_6544 = reinterpret_cast<double const&>(l_6543);
l_mut_3425 = l_6544;
} else {
const uint32 l_6545 = reinterpret_cast<uint32 const&>(l_6514);
const uint32 l_6546 = l_6545 + uint32(1);
l_mut_3931 = l_6546;
const uint32 l_6547 = l_6545 & uint32(2147483647);
const bool l_6548 = l_6547 == uint32(0);
if (l_6548) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6549 = l_6545 & uint32(2147483648);
const bool l_6550 = l_6549 != uint32(0);
if (l_6550) {
const uint32 l_6551 = l_6545 - uint32(1);
l_mut_3931 = l_6551;
} else {
const bool l_6552 = l_6545 == uint32(2139095040);
if (l_6552) {
l_mut_3931 = l_6545;
}
}
}
const float l_6553 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6554 = reinterpret_cast<uint32 const&>(l_6553);
const uint32 l_6555 = l_6554 & uint32(2147483647);
const float l_6556 = reinterpret_cast<float const&>(l_6555);
const double l_6557 = double(l_6556);
l_mut_3169 = l_6557;
const bool l_6558 = l_6555 < uint32(8388608);
if (l_6558) {
const double l_6559 = double(l_6555);
const double l_6560 = l_6559 * double(1.401298464324817e-45);
l_mut_3169 = l_6560;
}
const uint64 l_6561 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6562 = l_6554 >> uint32(31);
const uint64 l_6563 = uint64(l_6562);
const uint64 l_6564 = l_6563 << uint64(63);
const uint64 l_6565 = l_6561 | l_6564;
const double l_6566 = reinterpret_cast<double const&>(l_6565);
const bool l_6567 = l_6566 <= l_6508;
if (l_6567) {
const uint32 l_6568 = reinterpret_cast<uint32 const&>(l_6514);
const uint32 l_6569 = l_6568 + uint32(1);
l_mut_3931 = l_6569;
const uint32 l_6570 = l_6568 & uint32(2147483647);
const bool l_6571 = l_6570 == uint32(0);
if (l_6571) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6572 = l_6568 & uint32(2147483648);
const bool l_6573 = l_6572 != uint32(0);
if (l_6573) {
const uint32 l_6574 = l_6568 - uint32(1);
l_mut_3931 = l_6574;
} else {
const bool l_6575 = l_6568 == uint32(2139095040);
if (l_6575) {
l_mut_3931 = l_6568;
}
}
}
const float l_6576 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6577 = reinterpret_cast<uint32 const&>(l_6576);
const uint32 l_6578 = l_6577 & uint32(2147483647);
const float l_6579 = reinterpret_cast<float const&>(l_6578);
const double l_6580 = double(l_6579);
l_mut_3169 = l_6580;
const bool l_6581 = l_6578 < uint32(8388608);
if (l_6581) {
const double l_6582 = double(l_6578);
const double l_6583 = l_6582 * double(1.401298464324817e-45);
l_mut_3169 = l_6583;
}
const uint64 l_6584 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6585 = l_6577 >> uint32(31);
const uint64 l_6586 = uint64(l_6585);
const uint64 l_6587 = l_6586 << uint64(63);
const uint64 l_6588 = l_6584 | l_6587;
const double l_6589 = reinterpret_cast<double const&>(l_6588);
l_mut_3425 = l_6589;
}
}
}
const bool l_6590 = l_mut_3679 == l_mut_3425;
const bool l_6591 = l_6424 && l_6590;
if (l_6591) {
const double l_6592 = l_arr_6241[uint32(0)];
const double l_6593 = l_6592 * double(7.1362384635298e44);
const double l_6594 = floor(l_6593);
const double l_6595 = l_6594 * double(1.401298464324817e-45);
l_mut_3679 = l_6595;
const double l_6596 = abs(l_6592);
const bool l_6597 = l_6596 >= double(1.1754943508222875e-38);
if (l_6597) {
const float l_6598 = float(l_6592);
const double l_6599 = double(l_6598);
l_mut_3679 = l_6599;
const bool l_6600 = l_mut_3679 > l_6592;
if (l_6600) {
const uint32 l_6601 = reinterpret_cast<uint32 const&>(l_6598);
const uint32 l_6602 = l_6601 ^ uint32(2147483648);
const float l_6603 = reinterpret_cast<float const&>(l_6602);
const uint32 l_6604 = reinterpret_cast<uint32 const&>(l_6603);
const uint32 l_6605 = l_6604 + uint32(1);
l_mut_3931 = l_6605;
const uint32 l_6606 = l_6604 & uint32(2147483647);
const bool l_6607 = l_6606 == uint32(0);
if (l_6607) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6608 = l_6604 & uint32(2147483648);
const bool l_6609 = l_6608 != uint32(0);
if (l_6609) {
const uint32 l_6610 = l_6604 - uint32(1);
l_mut_3931 = l_6610;
} else {
const bool l_6611 = l_6604 == uint32(2139095040);
if (l_6611) {
l_mut_3931 = l_6604;
}
}
}
const float l_6612 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6613 = reinterpret_cast<uint32 const&>(l_6612);
const uint32 l_6614 = l_6613 ^ uint32(2147483648);
const float l_6615 = reinterpret_cast<float const&>(l_6614);
const uint32 l_6616 = reinterpret_cast<uint32 const&>(l_6615);
const uint32 l_6617 = l_6616 & uint32(2147483647);
const float l_6618 = reinterpret_cast<float const&>(l_6617);
const double l_6619 = double(l_6618);
l_mut_3425 = l_6619;
const bool l_6620 = l_6617 < uint32(8388608);
if (l_6620) {
const double l_6621 = double(l_6617);
const double l_6622 = l_6621 * double(1.401298464324817e-45);
l_mut_3425 = l_6622;
}
const uint64 l_6623 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6624 = l_6616 >> uint32(31);
const uint64 l_6625 = uint64(l_6624);
const uint64 l_6626 = l_6625 << uint64(63);
const uint64 l_6627 = l_6623 | l_6626;
const double l_6628 = reinterpret_cast<double const&>(l_6627);
l_mut_3679 = l_6628;
} else {
const uint32 l_6629 = reinterpret_cast<uint32 const&>(l_6598);
const uint32 l_6630 = l_6629 + uint32(1);
l_mut_3931 = l_6630;
const uint32 l_6631 = l_6629 & uint32(2147483647);
const bool l_6632 = l_6631 == uint32(0);
if (l_6632) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6633 = l_6629 & uint32(2147483648);
const bool l_6634 = l_6633 != uint32(0);
if (l_6634) {
const uint32 l_6635 = l_6629 - uint32(1);
l_mut_3931 = l_6635;
} else {
const bool l_6636 = l_6629 == uint32(2139095040);
if (l_6636) {
l_mut_3931 = l_6629;
}
}
}
const float l_6637 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6638 = reinterpret_cast<uint32 const&>(l_6637);
const uint32 l_6639 = l_6638 & uint32(2147483647);
const float l_6640 = reinterpret_cast<float const&>(l_6639);
const double l_6641 = double(l_6640);
l_mut_3425 = l_6641;
const bool l_6642 = l_6639 < uint32(8388608);
if (l_6642) {
const double l_6643 = double(l_6639);
const double l_6644 = l_6643 * double(1.401298464324817e-45);
l_mut_3425 = l_6644;
}
const uint64 l_6645 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6646 = l_6638 >> uint32(31);
const uint64 l_6647 = uint64(l_6646);
const uint64 l_6648 = l_6647 << uint64(63);
const uint64 l_6649 = l_6645 | l_6648;
const double l_6650 = reinterpret_cast<double const&>(l_6649);
const bool l_6651 = l_6650 <= l_6592;
if (l_6651) {
const uint32 l_6652 = reinterpret_cast<uint32 const&>(l_6598);
const uint32 l_6653 = l_6652 + uint32(1);
l_mut_3931 = l_6653;
const uint32 l_6654 = l_6652 & uint32(2147483647);
const bool l_6655 = l_6654 == uint32(0);
if (l_6655) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6656 = l_6652 & uint32(2147483648);
const bool l_6657 = l_6656 != uint32(0);
if (l_6657) {
const uint32 l_6658 = l_6652 - uint32(1);
l_mut_3931 = l_6658;
} else {
const bool l_6659 = l_6652 == uint32(2139095040);
if (l_6659) {
l_mut_3931 = l_6652;
}
}
}
const float l_6660 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6661 = reinterpret_cast<uint32 const&>(l_6660);
const uint32 l_6662 = l_6661 & uint32(2147483647);
const float l_6663 = reinterpret_cast<float const&>(l_6662);
const double l_6664 = double(l_6663);
l_mut_3425 = l_6664;
const bool l_6665 = l_6662 < uint32(8388608);
if (l_6665) {
const double l_6666 = double(l_6662);
const double l_6667 = l_6666 * double(1.401298464324817e-45);
l_mut_3425 = l_6667;
}
const uint64 l_6668 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6669 = l_6661 >> uint32(31);
const uint64 l_6670 = uint64(l_6669);
const uint64 l_6671 = l_6670 << uint64(63);
const uint64 l_6672 = l_6668 | l_6671;
const double l_6673 = reinterpret_cast<double const&>(l_6672);
l_mut_3679 = l_6673;
}
}
}
const double l_6674 = l_arr_6241[uint32(1)];
const double l_6675 = -l_6674;
const double l_6676 = l_6675 * double(7.1362384635298e44);
const double l_6677 = floor(l_6676);
const double l_6678 = l_6677 * double(1.401298464324817e-45);
l_mut_3425 = l_6678;
const double l_6679 = abs(l_6675);
const bool l_6680 = l_6679 >= double(1.1754943508222875e-38);
if (l_6680) {
const float l_6681 = float(l_6675);
const double l_6682 = double(l_6681);
l_mut_3425 = l_6682;
const bool l_6683 = l_mut_3425 > l_6675;
if (l_6683) {
const uint32 l_6684 = reinterpret_cast<uint32 const&>(l_6681);
const uint32 l_6685 = l_6684 ^ uint32(2147483648);
const float l_6686 = reinterpret_cast<float const&>(l_6685);
const uint32 l_6687 = reinterpret_cast<uint32 const&>(l_6686);
const uint32 l_6688 = l_6687 + uint32(1);
l_mut_3931 = l_6688;
const uint32 l_6689 = l_6687 & uint32(2147483647);
const bool l_6690 = l_6689 == uint32(0);
if (l_6690) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6691 = l_6687 & uint32(2147483648);
const bool l_6692 = l_6691 != uint32(0);
if (l_6692) {
const uint32 l_6693 = l_6687 - uint32(1);
l_mut_3931 = l_6693;
} else {
const bool l_6694 = l_6687 == uint32(2139095040);
if (l_6694) {
l_mut_3931 = l_6687;
}
}
}
const float l_6695 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6696 = reinterpret_cast<uint32 const&>(l_6695);
const uint32 l_6697 = l_6696 ^ uint32(2147483648);
const float l_6698 = reinterpret_cast<float const&>(l_6697);
const uint32 l_6699 = reinterpret_cast<uint32 const&>(l_6698);
const uint32 l_6700 = l_6699 & uint32(2147483647);
const float l_6701 = reinterpret_cast<float const&>(l_6700);
const double l_6702 = double(l_6701);
l_mut_3169 = l_6702;
const bool l_6703 = l_6700 < uint32(8388608);
if (l_6703) {
const double l_6704 = double(l_6700);
const double l_6705 = l_6704 * double(1.401298464324817e-45);
l_mut_3169 = l_6705;
}
const uint64 l_6706 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6707 = l_6699 >> uint32(31);
const uint64 l_6708 = uint64(l_6707);
const uint64 l_6709 = l_6708 << uint64(63);
const uint64 l_6710 = l_6706 | l_6709;
const double l_6711 = reinterpret_cast<double const&>(l_6710);
l_mut_3425 = l_6711;
} else {
const uint32 l_6712 = reinterpret_cast<uint32 const&>(l_6681);
const uint32 l_6713 = l_6712 + uint32(1);
l_mut_3931 = l_6713;
const uint32 l_6714 = l_6712 & uint32(2147483647);
const bool l_6715 = l_6714 == uint32(0);
if (l_6715) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6716 = l_6712 & uint32(2147483648);
const bool l_6717 = l_6716 != uint32(0);
if (l_6717) {
const uint32 l_6718 = l_6712 - uint32(1);
l_mut_3931 = l_6718;
} else {
const bool l_6719 = l_6712 == uint32(2139095040);
if (l_6719) {
l_mut_3931 = l_6712;
}
}
}
const float l_6720 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6721 = reinterpret_cast<uint32 const&>(l_6720);
const uint32 l_6722 = l_6721 & uint32(2147483647);
const float l_6723 = reinterpret_cast<float const&>(l_6722);
const double l_6724 = double(l_6723);
l_mut_3169 = l_6724;
const bool l_6725 = l_6722 < uint32(8388608);
if (l_6725) {
const double l_6726 = double(l_6722);
const double l_6727 = l_6726 * double(1.401298464324817e-45);
l_mut_3169 = l_6727;
}
const uint64 l_6728 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6729 = l_6721 >> uint32(31);
const uint64 l_6730 = uint64(l_6729);
const uint64 l_6731 = l_6730 << uint64(63);
const uint64 l_6732 = l_6728 | l_6731;
const double l_6733 = reinterpret_cast<double const&>(l_6732);
const bool l_6734 = l_6733 <= l_6675;
if (l_6734) {
const uint32 l_6735 = reinterpret_cast<uint32 const&>(l_6681);
const uint32 l_6736 = l_6735 + uint32(1);
l_mut_3931 = l_6736;
const uint32 l_6737 = l_6735 & uint32(2147483647);
const bool l_6738 = l_6737 == uint32(0);
if (l_6738) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6739 = l_6735 & uint32(2147483648);
const bool l_6740 = l_6739 != uint32(0);
if (l_6740) {
const uint32 l_6741 = l_6735 - uint32(1);
l_mut_3931 = l_6741;
} else {
const bool l_6742 = l_6735 == uint32(2139095040);
if (l_6742) {
l_mut_3931 = l_6735;
}
}
}
const float l_6743 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6744 = reinterpret_cast<uint32 const&>(l_6743);
const uint32 l_6745 = l_6744 & uint32(2147483647);
const float l_6746 = reinterpret_cast<float const&>(l_6745);
const double l_6747 = double(l_6746);
l_mut_3169 = l_6747;
const bool l_6748 = l_6745 < uint32(8388608);
if (l_6748) {
const double l_6749 = double(l_6745);
const double l_6750 = l_6749 * double(1.401298464324817e-45);
l_mut_3169 = l_6750;
}
const uint64 l_6751 = reinterpret_cast<uint64 const&>(l_mut_3169);
const uint32 l_6752 = l_6744 >> uint32(31);
const uint64 l_6753 = uint64(l_6752);
const uint64 l_6754 = l_6753 << uint64(63);
const uint64 l_6755 = l_6751 | l_6754;
const double l_6756 = reinterpret_cast<double const&>(l_6755);
l_mut_3425 = l_6756;
}
}
}
const double l_6757 = -l_mut_3425;
const uint32 l_6758 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6759 = l_6758 & uint32(2147483647);
const float l_6760 = reinterpret_cast<float const&>(l_6759);
const double l_6761 = double(l_6760);
l_mut_3425 = l_6761;
const bool l_6762 = l_6759 < uint32(8388608);
if (l_6762) {
const double l_6763 = double(l_6759);
const double l_6764 = l_6763 * double(1.401298464324817e-45);
l_mut_3425 = l_6764;
}
const uint64 l_6765 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6766 = l_6758 >> uint32(31);
const uint64 l_6767 = uint64(l_6766);
const uint64 l_6768 = l_6767 << uint64(63);
const uint64 l_6769 = l_6765 | l_6768;
const double l_6770 = reinterpret_cast<double const&>(l_6769);
const uint32 l_6771 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6772 = l_6771 + uint32(1);
l_mut_3931 = l_6772;
const uint32 l_6773 = l_6771 & uint32(2147483647);
const bool l_6774 = l_6773 == uint32(0);
if (l_6774) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6775 = l_6771 & uint32(2147483648);
const bool l_6776 = l_6775 != uint32(0);
if (l_6776) {
const uint32 l_6777 = l_6771 - uint32(1);
l_mut_3931 = l_6777;
} else {
const bool l_6778 = l_6771 == uint32(2139095040);
if (l_6778) {
l_mut_3931 = l_6771;
}
}
}
const float l_6779 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6780 = reinterpret_cast<uint32 const&>(l_6779);
const uint32 l_6781 = l_6780 & uint32(2147483647);
const float l_6782 = reinterpret_cast<float const&>(l_6781);
const double l_6783 = double(l_6782);
l_mut_3425 = l_6783;
const bool l_6784 = l_6781 < uint32(8388608);
if (l_6784) {
const double l_6785 = double(l_6781);
const double l_6786 = l_6785 * double(1.401298464324817e-45);
l_mut_3425 = l_6786;
}
const uint64 l_6787 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6788 = l_6780 >> uint32(31);
const uint64 l_6789 = uint64(l_6788);
const uint64 l_6790 = l_6789 << uint64(63);
const uint64 l_6791 = l_6787 | l_6790;
const double l_6792 = reinterpret_cast<double const&>(l_6791);
const uint32 l_6793 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6794 = l_6793 ^ uint32(2147483648);
const float l_6795 = reinterpret_cast<float const&>(l_6794);
const uint32 l_6796 = reinterpret_cast<uint32 const&>(l_6795);
const uint32 l_6797 = l_6796 + uint32(1);
l_mut_3931 = l_6797;
const uint32 l_6798 = l_6796 & uint32(2147483647);
const bool l_6799 = l_6798 == uint32(0);
if (l_6799) {
l_mut_3931 = uint32(1);
} else {
const uint32 l_6800 = l_6796 & uint32(2147483648);
const bool l_6801 = l_6800 != uint32(0);
if (l_6801) {
const uint32 l_6802 = l_6796 - uint32(1);
l_mut_3931 = l_6802;
} else {
const bool l_6803 = l_6796 == uint32(2139095040);
if (l_6803) {
l_mut_3931 = l_6796;
}
}
}
const float l_6804 = reinterpret_cast<float const&>(l_mut_3931);
const uint32 l_6805 = reinterpret_cast<uint32 const&>(l_6804);
const uint32 l_6806 = l_6805 ^ uint32(2147483648);
const float l_6807 = reinterpret_cast<float const&>(l_6806);
const uint32 l_6808 = reinterpret_cast<uint32 const&>(l_6807);
const uint32 l_6809 = l_6808 & uint32(2147483647);
const float l_6810 = reinterpret_cast<float const&>(l_6809);
const double l_6811 = double(l_6810);
l_mut_3425 = l_6811;
const bool l_6812 = l_6809 < uint32(8388608);
if (l_6812) {
const double l_6813 = double(l_6809);
const double l_6814 = l_6813 * double(1.401298464324817e-45);
l_mut_3425 = l_6814;
}
const uint64 l_6815 = reinterpret_cast<uint64 const&>(l_mut_3425);
const uint32 l_6816 = l_6808 >> uint32(31);
const uint64 l_6817 = uint64(l_6816);
const uint64 l_6818 = l_6817 << uint64(63);
const uint64 l_6819 = l_6815 | l_6818;
const double l_6820 = reinterpret_cast<double const&>(l_6819);
const double l_6821 = l_mut_3679 + double(0.0);
const bool l_6822 = l_6821 <= l_6770;
l_mut_847 = l_6822;
const double l_6823 = l_mut_3679 - double(0.0);
const bool l_6824 = l_6823 > l_6770;
l_mut_844 = l_6824;
const double l_6825 = l_6757 - double(0.0);
const bool l_6826 = l_6825 >= l_6770;
l_mut_841 = l_6826;
const double l_6827 = l_6757 + double(0.0);
const bool l_6828 = l_6827 < l_6770;
l_mut_838 = l_6828;
l_mut_3931 = uint32(2);
const bool l_6829 = l_mut_844 || l_mut_838;
if (l_6829) {
l_mut_3931 = uint32(1);
} else {
const bool l_6830 = l_mut_847 && l_mut_841;
if (l_6830) {
l_mut_3931 = uint32(0);
}
}
const uint32 l_6831 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6832 = l_6831 & uint32(2147483647);
const bool l_6833 = l_6832 == uint32(0);
if (l_6833) {
const double l_6834 = l_mut_3679 + double(0.0);
const bool l_6835 = l_6834 < double(1.1754943508222875e-38);
const double l_6836 = l_6757 - double(0.0);
const bool l_6837 = l_6836 > double(-1.1754943508222875e-38);
const bool l_6838 = l_6835 && l_6837;
const double l_6839 = l_mut_3679 - double(0.0);
const bool l_6840 = l_6839 < double(1.1754943508222875e-38);
const double l_6841 = l_6757 + double(0.0);
const bool l_6842 = l_6841 > double(-1.1754943508222875e-38);
const bool l_6843 = l_6840 && l_6842;
if (l_6838) {
l_mut_3931 = uint32(0);
} else {
const bool l_6844 = l_mut_3931 == uint32(1);
const bool l_6845 = l_6843 && l_6844;
if (l_6845) {
l_mut_3931 = uint32(2);
}
}
}
l_mut_4974 = l_mut_3931;
}
l_mut_730 = l_mut_4974;
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
l_arr_10[l_mut_711] = l_mut_730;
const uint32 l_6846 = l_arr_10[l_mut_711];
const bool l_6847 = l_6846 == uint32(2);
if (l_6847) {
l_mut_284 = bool(false);
}
}
}
const bool l_6848 = l_mut_216 == uint32(4294967293);
if (l_6848) {
const uint32 l_6849 = l_arr_8[uint32(0)];
const uint32 l_6850 = l_6849 + uint32(1);
l_arr_8[uint32(0)] = l_6850;
} else {
if (l_mut_284) {
l_mut_3679 = l_699;
const bool l_6851 = l_mut_3679 < double(-17.0);
if (l_6851) {
l_mut_3679 = double(-17.0);
}
const bool l_6852 = l_mut_3679 > double(17.0);
if (l_6852) {
l_mut_3679 = double(17.0);
}
const double l_6853 = l_mut_3679 + double(16.0);
const double l_6854 = l_6853 + double(1.0);
const uint32 l_6855 = uint32(l_6854);
const uint32 l_6856 = uint32(2) + l_6855;
const uint32 l_6857 = l_arr_8[l_6856];
const uint32 l_6858 = l_6857 + uint32(1);
l_arr_8[l_6856] = l_6858;
const uint32 l_6859 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6860 = l_6859 & uint32(2147483647);
const float l_6861 = reinterpret_cast<float const&>(l_6860);
const double l_6862 = double(l_6861);
l_mut_3679 = l_6862;
const bool l_6863 = l_6860 < uint32(8388608);
if (l_6863) {
const double l_6864 = double(l_6860);
const double l_6865 = l_6864 * double(1.401298464324817e-45);
l_mut_3679 = l_6865;
}
const uint64 l_6866 = reinterpret_cast<uint64 const&>(l_mut_3679);
const uint32 l_6867 = l_6859 >> uint32(31);
const uint64 l_6868 = uint64(l_6867);
const uint64 l_6869 = l_6868 << uint64(63);
const uint64 l_6870 = l_6866 | l_6869;
const double l_6871 = reinterpret_cast<double const&>(l_6870);
const double l_6872 = abs(l_mut_31);
const double l_6873 = l_mut_31 * double(0.0);
const double l_6874 = l_6873 + double(7.1362384635298e44);
l_mut_3679 = l_6874;
const bool l_6875 = l_6872 >= double(2.350988701644575e-38);
if (l_6875) {
const uint32 l_6876 = l_mut_216 & uint32(2147483647);
const float l_6877 = reinterpret_cast<float const&>(l_6876);
const double l_6878 = double(l_6877);
const uint32 l_6879 = l_6876 & uint32(2139095040);
const float l_6880 = reinterpret_cast<float const&>(l_6879);
const double l_6881 = double(l_6880);
const bool l_6882 = l_6878 > l_6872;
const uint32 l_6883 = l_6876 & uint32(8388607);
const bool l_6884 = l_6883 == uint32(0);
const bool l_6885 = l_6882 && l_6884;
const double l_6886 = l_6881 * double(1.1920928955078125e-7);
const double l_6887 = double(l_6885);
const double l_6888 = double(0.5) * l_6887;
const double l_6889 = double(1.0) - l_6888;
const double l_6890 = l_6886 * l_6889;
const double l_6891 = double(1.0) / l_6890;
l_mut_3679 = l_6891;
}
const double l_6892 = l_6871 - l_mut_31;
const double l_6893 = l_6892 * l_mut_3679;
const uint32 l_6894 = uint32(2) * uint32(0);
const uint32 l_6895 = uint32(45) + l_6894;
const double l_6896 = abs(l_6893);
const double l_6897 = l_arr_9[uint32(0)];
const double l_6898 = abs(l_6897);
const bool l_6899 = l_6896 > l_6898;
l_mut_847 = l_6899;
const bool l_6900 = uint32(0) == uint32(0);
if (l_6900) {
const double l_6901 = l_arr_9[uint32(0)];
const bool l_6902 = l_6893 < l_6901;
l_mut_847 = l_6902;
} else {
const bool l_6903 = uint32(0) == uint32(1);
if (l_6903) {
const double l_6904 = l_arr_9[uint32(0)];
const bool l_6905 = l_6893 > l_6904;
l_mut_847 = l_6905;
}
}
const uint32 l_6906 = l_arr_8[l_6895];
const bool l_6907 = l_6906 == uint32(4294967295);
const bool l_6908 = l_6907 || l_mut_847;
if (l_6908) {
l_arr_8[l_6895] = l_24;
const uint32 l_6909 = l_6895 + uint32(1);
l_arr_8[l_6909] = l_680;
l_arr_9[uint32(0)] = l_6893;
}
const uint32 l_6910 = uint32(2) * uint32(1);
const uint32 l_6911 = uint32(45) + l_6910;
const double l_6912 = abs(l_6893);
const double l_6913 = l_arr_9[uint32(1)];
const double l_6914 = abs(l_6913);
const bool l_6915 = l_6912 > l_6914;
l_mut_847 = l_6915;
const bool l_6916 = uint32(1) == uint32(0);
if (l_6916) {
const double l_6917 = l_arr_9[uint32(1)];
const bool l_6918 = l_6893 < l_6917;
l_mut_847 = l_6918;
} else {
const bool l_6919 = uint32(1) == uint32(1);
if (l_6919) {
const double l_6920 = l_arr_9[uint32(1)];
const bool l_6921 = l_6893 > l_6920;
l_mut_847 = l_6921;
}
}
const uint32 l_6922 = l_arr_8[l_6911];
const bool l_6923 = l_6922 == uint32(4294967295);
const bool l_6924 = l_6923 || l_mut_847;
if (l_6924) {
l_arr_8[l_6911] = l_24;
const uint32 l_6925 = l_6911 + uint32(1);
l_arr_8[l_6925] = l_680;
l_arr_9[uint32(1)] = l_6893;
}
const bool l_6926 = l_699 != double(0.0);
if (l_6926) {

for (uint32 l_mut_6927 = uint32(0); l_mut_6927 < uint32(8); ++l_mut_6927) {
const uint32 l_6928 = l_arr_10[l_mut_6927];
const bool l_6929 = l_6928 == uint32(1);
if (l_6929) {
const uint32 l_6930 = uint32(37) + l_mut_6927;
const uint32 l_6931 = l_arr_8[l_6930];
const uint32 l_6932 = l_6931 + uint32(1);
l_arr_8[l_6930] = l_6932;
const uint32 l_6933 = uint32(2) + l_mut_6927;
const uint32 l_6934 = uint32(2) * l_6933;
const uint32 l_6935 = uint32(45) + l_6934;
const double l_6936 = abs(l_6893);
const double l_6937 = l_arr_9[l_6933];
const double l_6938 = abs(l_6937);
const bool l_6939 = l_6936 > l_6938;
l_mut_847 = l_6939;
const bool l_6940 = l_6933 == uint32(0);
if (l_6940) {
const double l_6941 = l_arr_9[l_6933];
const bool l_6942 = l_6893 < l_6941;
l_mut_847 = l_6942;
} else {
const bool l_6943 = l_6933 == uint32(1);
if (l_6943) {
const double l_6944 = l_arr_9[l_6933];
const bool l_6945 = l_6893 > l_6944;
l_mut_847 = l_6945;
}
}
const uint32 l_6946 = l_arr_8[l_6935];
const bool l_6947 = l_6946 == uint32(4294967295);
const bool l_6948 = l_6947 || l_mut_847;
if (l_6948) {
l_arr_8[l_6935] = l_24;
const uint32 l_6949 = l_6935 + uint32(1);
l_arr_8[l_6949] = l_680;
l_arr_9[l_6933] = l_6893;
}
}
}
}
} else {
const uint32 l_6950 = l_arr_8[uint32(1)];
const uint32 l_6951 = l_2 + l_6950;
const uint32 l_6952 = l_6951 * uint32(2);
const uint32 l_7100 = info.static_meta[uint32(7)];
const uint32 l_7101 = l_7100 * uint32(1);
const bool l_7102 = l_6952 < l_7101;
if (l_7102) {
buffer_7[l_6952] = l_24;
}
const uint32 l_6953 = l_6952 + uint32(1);
const uint32 l_7103 = info.static_meta[uint32(7)];
const uint32 l_7104 = l_7103 * uint32(1);
const bool l_7105 = l_6953 < l_7104;
if (l_7105) {
buffer_7[l_6953] = l_680;
}
const uint32 l_6954 = l_arr_8[uint32(1)];
const uint32 l_6955 = l_6954 + uint32(1);
l_arr_8[uint32(1)] = l_6955;
}
}
}

for (uint32 l_mut_6956 = uint32(0); l_mut_6956 < uint32(65); ++l_mut_6956) {
const uint32 l_6957 = idxGlobal * uint32(65);
const uint32 l_6958 = l_6957 + l_mut_6956;
const uint32 l_6959 = l_arr_8[l_mut_6956];
const uint32 l_7106 = info.static_meta[uint32(5)];
const uint32 l_7107 = l_7106 * uint32(1);
const bool l_7108 = l_6958 < l_7107;
if (l_7108) {
buffer_5[l_6958] = l_6959;
}
}

for (uint32 l_mut_6960 = uint32(0); l_mut_6960 < uint32(10); ++l_mut_6960) {
const uint32 l_6961 = idxGlobal * uint32(10);
const uint32 l_6962 = l_6961 + l_mut_6960;
const double l_6963 = l_arr_9[l_mut_6960];
const uint32 l_7109 = info.static_meta[uint32(6)];
const uint32 l_7110 = l_7109 * uint32(1);
const bool l_7111 = l_6962 < l_7110;
if (l_7111) {
buffer_6[l_6962] = l_6963;
}
}
}

}
