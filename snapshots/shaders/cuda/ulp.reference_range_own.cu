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

uint32 l_arr_730[1];

uint32 l_arr_1754[1];

double l_arr_3823[2];

double l_arr_4866[2];

double l_arr_5082[2];

double l_arr_5496[2];

double l_arr_5670[2];

double l_arr_6242[2];

uint32 l_arr_10[8];

bool l_mut_284;
bool l_mut_839;
bool l_mut_842;
bool l_mut_845;
bool l_mut_848;
double l_mut_1901;
double l_mut_232;
double l_mut_2916;
double l_mut_3170;
double l_mut_31;
double l_mut_3426;
double l_mut_3680;
double l_mut_404;
double l_mut_49;
double l_mut_78;
int32 l_mut_145;
uint32 l_mut_216;
uint32 l_mut_3932;
uint32 l_mut_4975;
uint32 l_mut_731;
uint32 l_mut_747;
uint32 l_mut_788;
uint64 l_mut_306;
uint64 l_mut_335;
uint64 l_mut_347;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_6981 = info.static_meta[uint32(8)];
const uint32 l_6982 = l_6981 * uint32(1);
const bool l_6983 = uint32(0) < l_6982;
if (l_6983) {
buffer_8[uint32(0)] = uint32(1);
}
}
const uint32 l_6967 = info.static_meta[uint32(0)];
const uint32 l_6968 = l_6967 * uint32(1);
const bool l_6969 = uint32(1) < l_6968;
const uint32 l_6970 = l_6968 - uint32(1);
const uint32 l_6971 = min(uint32(1), l_6970);
const uint32 l_6972 = buffer_0[l_6971];
const uint32 l_6973 = (l_6969) ? l_6972 : uint32(0);
const uint32 l_1 = l_6973;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_6974 = info.static_meta[uint32(0)];
const uint32 l_6975 = l_6974 * uint32(1);
const bool l_6976 = uint32(2) < l_6975;
const uint32 l_6977 = l_6975 - uint32(1);
const uint32 l_6978 = min(uint32(2), l_6977);
const uint32 l_6979 = buffer_0[l_6978];
const uint32 l_6980 = (l_6976) ? l_6979 : uint32(0);
const uint32 l_3 = l_6980;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_6984 = info.static_meta[uint32(0)];
const uint32 l_6985 = l_6984 * uint32(1);
const bool l_6986 = uint32(2) < l_6985;
const uint32 l_6987 = l_6985 - uint32(1);
const uint32 l_6988 = min(uint32(2), l_6987);
const uint32 l_6989 = buffer_0[l_6988];
const uint32 l_6990 = (l_6986) ? l_6989 : uint32(0);
const uint32 l_6 = l_6990;
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
const uint32 l_6991 = info.static_meta[uint32(4)];
const uint32 l_6992 = l_6991 * uint32(1);
const bool l_6993 = uint32(1024) < l_6992;
const uint32 l_6994 = l_6992 - uint32(1);
const uint32 l_6995 = min(uint32(1024), l_6994);
const uint32 l_6996 = buffer_4[l_6995];
const uint32 l_6997 = (l_6993) ? l_6996 : uint32(0);
const uint32 l_18 = l_6997;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);
const uint32 l_6998 = info.static_meta[uint32(0)];
const uint32 l_6999 = l_6998 * uint32(1);
const bool l_7000 = uint32(3) < l_6999;
const uint32 l_7001 = l_6999 - uint32(1);
const uint32 l_7002 = min(uint32(3), l_7001);
const uint32 l_7003 = buffer_0[l_7002];
const uint32 l_7004 = (l_7000) ? l_7003 : uint32(0);
const uint32 l_21 = l_7004;

for (uint32 l_mut_22 = l_2; l_mut_22 < l_7; ++l_mut_22) {
const uint32 l_7005 = info.static_meta[uint32(0)];
const uint32 l_7006 = l_7005 * uint32(1);
const bool l_7007 = uint32(0) < l_7006;
const uint32 l_7008 = l_7006 - uint32(1);
const uint32 l_7009 = min(uint32(0), l_7008);
const uint32 l_7010 = buffer_0[l_7009];
const uint32 l_7011 = (l_7007) ? l_7010 : uint32(0);
const uint32 l_23 = l_7011;
const uint32 l_24 = l_23 + l_mut_22;
const float l_25 = reinterpret_cast<float const&>(l_24);
const uint32 l_7012 = info.static_meta[uint32(1)];
const uint32 l_7013 = l_7012 * uint32(1);
const bool l_7014 = l_mut_22 < l_7013;
const uint32 l_7015 = l_7013 - uint32(1);
const uint32 l_7016 = min(l_mut_22, l_7015);
const float l_7017 = buffer_1[l_7016];
const float l_7018 = (l_7014) ? l_7017 : float(0.0);
const float l_26 = l_7018;
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
const uint32 l_7019 = info.static_meta[uint32(4)];
const uint32 l_7020 = l_7019 * uint32(1);
const bool l_7021 = uint32(1024) < l_7020;
const uint32 l_7022 = l_7020 - uint32(1);
const uint32 l_7023 = min(uint32(1024), l_7022);
const uint32 l_7024 = buffer_4[l_7023];
const uint32 l_7025 = (l_7021) ? l_7024 : uint32(0);
const uint32 l_42 = l_7025;
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
const uint32 l_7026 = info.static_meta[uint32(4)];
const uint32 l_7027 = l_7026 * uint32(1);
const bool l_7028 = uint32(1024) < l_7027;
const uint32 l_7029 = l_7027 - uint32(1);
const uint32 l_7030 = min(uint32(1024), l_7029);
const uint32 l_7031 = buffer_4[l_7030];
const uint32 l_7032 = (l_7028) ? l_7031 : uint32(0);
const uint32 l_199 = l_7032;
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
const uint32 l_7033 = info.static_meta[uint32(4)];
const uint32 l_7034 = l_7033 * uint32(1);
const bool l_7035 = l_302 < l_7034;
const uint32 l_7036 = l_7034 - uint32(1);
const uint32 l_7037 = min(l_302, l_7036);
const uint32 l_7038 = buffer_4[l_7037];
const uint32 l_7039 = (l_7035) ? l_7038 : uint32(0);
const uint32 l_303 = l_7039;
const uint64 l_304 = uint64(l_303);
const uint64 l_305 = l_299 * l_304;
l_mut_306 = l_305;
const uint64 l_307 = l_mut_306 & uint64(4294967295);
const uint64 l_308 = l_mut_306 >> uint64(32);
const uint32 l_309 = l_301 + uint32(2);
const uint32 l_7040 = info.static_meta[uint32(4)];
const uint32 l_7041 = l_7040 * uint32(1);
const bool l_7042 = l_309 < l_7041;
const uint32 l_7043 = l_7041 - uint32(1);
const uint32 l_7044 = min(l_309, l_7043);
const uint32 l_7045 = buffer_4[l_7044];
const uint32 l_7046 = (l_7042) ? l_7045 : uint32(0);
const uint32 l_310 = l_7046;
const uint64 l_311 = uint64(l_310);
const uint64 l_312 = l_299 * l_311;
const uint64 l_313 = l_308 + l_312;
l_mut_306 = l_313;
const uint64 l_314 = l_mut_306 & uint64(4294967295);
const uint64 l_315 = l_mut_306 >> uint64(32);
const uint32 l_316 = l_301 + uint32(1);
const uint32 l_7047 = info.static_meta[uint32(4)];
const uint32 l_7048 = l_7047 * uint32(1);
const bool l_7049 = l_316 < l_7048;
const uint32 l_7050 = l_7048 - uint32(1);
const uint32 l_7051 = min(l_316, l_7050);
const uint32 l_7052 = buffer_4[l_7051];
const uint32 l_7053 = (l_7049) ? l_7052 : uint32(0);
const uint32 l_317 = l_7053;
const uint64 l_318 = uint64(l_317);
const uint64 l_319 = l_299 * l_318;
const uint64 l_320 = l_315 + l_319;
l_mut_306 = l_320;
const uint64 l_321 = l_mut_306 & uint64(4294967295);
const uint64 l_322 = l_mut_306 >> uint64(32);
const uint32 l_7054 = info.static_meta[uint32(4)];
const uint32 l_7055 = l_7054 * uint32(1);
const bool l_7056 = l_301 < l_7055;
const uint32 l_7057 = l_7055 - uint32(1);
const uint32 l_7058 = min(l_301, l_7057);
const uint32 l_7059 = buffer_4[l_7058];
const uint32 l_7060 = (l_7056) ? l_7059 : uint32(0);
const uint32 l_323 = l_7060;
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
const uint32 l_7061 = info.static_meta[uint32(4)];
const uint32 l_7062 = l_7061 * uint32(1);
const bool l_7063 = uint32(1024) < l_7062;
const uint32 l_7064 = l_7062 - uint32(1);
const uint32 l_7065 = min(uint32(1024), l_7064);
const uint32 l_7066 = buffer_4[l_7065];
const uint32 l_7067 = (l_7063) ? l_7066 : uint32(0);
const uint32 l_468 = l_7067;
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
const uint32 l_7068 = info.static_meta[uint32(2)];
const uint32 l_7069 = l_7068 * uint32(1);
const bool l_7070 = l_712 < l_7069;
const uint32 l_7071 = l_7069 - uint32(1);
const uint32 l_7072 = min(l_712, l_7071);
const uint32 l_7073 = buffer_2[l_7072];
const uint32 l_7074 = (l_7070) ? l_7073 : uint32(0);
const uint32 l_713 = l_7074;
const uint32 l_714 = uint32(2) * l_mut_711;
const uint32 l_715 = l_714 + uint32(1);
const uint32 l_7075 = info.static_meta[uint32(2)];
const uint32 l_7076 = l_7075 * uint32(1);
const bool l_7077 = l_715 < l_7076;
const uint32 l_7078 = l_7076 - uint32(1);
const uint32 l_7079 = min(l_715, l_7078);
const uint32 l_7080 = buffer_2[l_7079];
const uint32 l_7081 = (l_7077) ? l_7080 : uint32(0);
const uint32 l_716 = l_7081;
const bool l_717 = l_716 != uint32(0);
const uint32 l_718 = l_mut_711 * uint32(4);
const uint32 l_7082 = info.static_meta[uint32(3)];
const uint32 l_7083 = l_7082 * uint32(1);
const bool l_7084 = l_718 < l_7083;
const uint32 l_7085 = l_7083 - uint32(1);
const uint32 l_7086 = min(l_718, l_7085);
const double l_7087 = buffer_3[l_7086];
const double l_7088 = (l_7084) ? l_7087 : double(0.0);
const double l_719 = l_7088;
const uint32 l_720 = l_mut_711 * uint32(4);
const uint32 l_721 = l_720 + uint32(1);
const uint32 l_7089 = info.static_meta[uint32(3)];
const uint32 l_7090 = l_7089 * uint32(1);
const bool l_7091 = l_721 < l_7090;
const uint32 l_7092 = l_7090 - uint32(1);
const uint32 l_7093 = min(l_721, l_7092);
const double l_7094 = buffer_3[l_7093];
const double l_7095 = (l_7091) ? l_7094 : double(0.0);
const double l_722 = l_7095;
const uint32 l_723 = l_mut_711 * uint32(4);
const uint32 l_724 = l_723 + uint32(2);
const uint32 l_7096 = info.static_meta[uint32(3)];
const uint32 l_7097 = l_7096 * uint32(1);
const bool l_7098 = l_724 < l_7097;
const uint32 l_7099 = l_7097 - uint32(1);
const uint32 l_7100 = min(l_724, l_7099);
const double l_7101 = buffer_3[l_7100];
const double l_7102 = (l_7098) ? l_7101 : double(0.0);
const double l_725 = l_7102;
const double l_726 = double(l_25);
const double l_727 = abs(l_726);
const double l_728 = abs(l_mut_31);
const double l_729 = l_728 * double(1.4551915228366852e-11);
l_arr_730[uint32(0)] = uint32(1);
l_mut_731 = uint32(2);
const bool l_732 = l_713 == uint32(0);
if (l_732) {
l_mut_731 = uint32(0);
} else {
const bool l_733 = l_713 == uint32(1);
if (l_733) {
l_mut_731 = uint32(1);
const double l_734 = abs(l_699);
const bool l_735 = l_734 <= l_719;
if (l_735) {
l_mut_731 = uint32(0);
}
} else {
const bool l_736 = l_713 == uint32(2);
if (l_736) {
const double l_737 = abs(l_mut_31);
l_mut_404 = double(1.401298464324817e-45);
const bool l_738 = l_737 >= double(1.1754943508222875e-38);
const bool l_739 = l_737 <= double(1.7976931348623157e308);
const bool l_740 = l_738 && l_739;
if (l_740) {
const uint64 l_741 = reinterpret_cast<uint64 const&>(l_737);
const uint64 l_742 = l_741 >> uint64(52);
const uint64 l_743 = l_742 - uint64(23);
const uint64 l_744 = l_743 << uint64(52);
const double l_745 = reinterpret_cast<double const&>(l_744);
l_mut_404 = l_745;
}
const double l_746 = l_719 * l_mut_404;
l_mut_747 = uint32(2);
const double l_748 = l_mut_31 - l_729;
const double l_749 = abs(l_748);
l_mut_404 = double(1.401298464324817e-45);
const bool l_750 = l_749 >= double(1.1754943508222875e-38);
const bool l_751 = l_749 <= double(1.7976931348623157e308);
const bool l_752 = l_750 && l_751;
if (l_752) {
const uint64 l_753 = reinterpret_cast<uint64 const&>(l_749);
const uint64 l_754 = l_753 >> uint64(52);
const uint64 l_755 = l_754 - uint64(23);
const uint64 l_756 = l_755 << uint64(52);
const double l_757 = reinterpret_cast<double const&>(l_756);
l_mut_404 = l_757;
}
const double l_758 = l_mut_31 + l_729;
const double l_759 = abs(l_758);
l_mut_232 = double(1.401298464324817e-45);
const bool l_760 = l_759 >= double(1.1754943508222875e-38);
const bool l_761 = l_759 <= double(1.7976931348623157e308);
const bool l_762 = l_760 && l_761;
if (l_762) {
const uint64 l_763 = reinterpret_cast<uint64 const&>(l_759);
const uint64 l_764 = l_763 >> uint64(52);
const uint64 l_765 = l_764 - uint64(23);
const uint64 l_766 = l_765 << uint64(52);
const double l_767 = reinterpret_cast<double const&>(l_766);
l_mut_232 = l_767;
}
const bool l_768 = l_mut_404 == l_mut_232;
if (l_768) {
const double l_769 = l_746 * double(1.4551915228366852e-11);
const double l_770 = l_729 + l_769;
const double l_771 = l_mut_31 - l_746;
const double l_772 = l_mut_31 + l_746;
const uint32 l_773 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_774 = l_773 & uint32(2147483647);
const float l_775 = reinterpret_cast<float const&>(l_774);
const double l_776 = double(l_775);
l_mut_404 = l_776;
const bool l_777 = l_774 < uint32(8388608);
if (l_777) {
const double l_778 = double(l_774);
const double l_779 = l_778 * double(1.401298464324817e-45);
l_mut_404 = l_779;
}
const uint64 l_780 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_781 = l_773 >> uint32(31);
const uint64 l_782 = uint64(l_781);
const uint64 l_783 = l_782 << uint64(63);
const uint64 l_784 = l_780 | l_783;
const double l_785 = reinterpret_cast<double const&>(l_784);
const uint32 l_786 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_787 = l_786 + uint32(1);
l_mut_788 = l_787;
const uint32 l_789 = l_786 & uint32(2147483647);
const bool l_790 = l_789 == uint32(0);
if (l_790) {
l_mut_788 = uint32(1);
} else {
const uint32 l_791 = l_786 & uint32(2147483648);
const bool l_792 = l_791 != uint32(0);
if (l_792) {
const uint32 l_793 = l_786 - uint32(1);
l_mut_788 = l_793;
} else {
const bool l_794 = l_786 == uint32(2139095040);
if (l_794) {
l_mut_788 = l_786;
}
}
}
const float l_795 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_796 = reinterpret_cast<uint32 const&>(l_795);
const uint32 l_797 = l_796 & uint32(2147483647);
const float l_798 = reinterpret_cast<float const&>(l_797);
const double l_799 = double(l_798);
l_mut_404 = l_799;
const bool l_800 = l_797 < uint32(8388608);
if (l_800) {
const double l_801 = double(l_797);
const double l_802 = l_801 * double(1.401298464324817e-45);
l_mut_404 = l_802;
}
const uint64 l_803 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_804 = l_796 >> uint32(31);
const uint64 l_805 = uint64(l_804);
const uint64 l_806 = l_805 << uint64(63);
const uint64 l_807 = l_803 | l_806;
const double l_808 = reinterpret_cast<double const&>(l_807);
const uint32 l_809 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_810 = l_809 ^ uint32(2147483648);
const float l_811 = reinterpret_cast<float const&>(l_810);
const uint32 l_812 = reinterpret_cast<uint32 const&>(l_811);
const uint32 l_813 = l_812 + uint32(1);
l_mut_788 = l_813;
const uint32 l_814 = l_812 & uint32(2147483647);
const bool l_815 = l_814 == uint32(0);
if (l_815) {
l_mut_788 = uint32(1);
} else {
const uint32 l_816 = l_812 & uint32(2147483648);
const bool l_817 = l_816 != uint32(0);
if (l_817) {
const uint32 l_818 = l_812 - uint32(1);
l_mut_788 = l_818;
} else {
const bool l_819 = l_812 == uint32(2139095040);
if (l_819) {
l_mut_788 = l_812;
}
}
}
const float l_820 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_821 = reinterpret_cast<uint32 const&>(l_820);
const uint32 l_822 = l_821 ^ uint32(2147483648);
const float l_823 = reinterpret_cast<float const&>(l_822);
const uint32 l_824 = reinterpret_cast<uint32 const&>(l_823);
const uint32 l_825 = l_824 & uint32(2147483647);
const float l_826 = reinterpret_cast<float const&>(l_825);
const double l_827 = double(l_826);
l_mut_404 = l_827;
const bool l_828 = l_825 < uint32(8388608);
if (l_828) {
const double l_829 = double(l_825);
const double l_830 = l_829 * double(1.401298464324817e-45);
l_mut_404 = l_830;
}
const uint64 l_831 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_832 = l_824 >> uint32(31);
const uint64 l_833 = uint64(l_832);
const uint64 l_834 = l_833 << uint64(63);
const uint64 l_835 = l_831 | l_834;
const double l_836 = reinterpret_cast<double const&>(l_835);
const double l_837 = l_771 + l_770;
const bool l_838 = l_837 <= l_785;
l_mut_839 = l_838;
const double l_840 = l_771 - l_770;
const bool l_841 = l_840 > l_785;
l_mut_842 = l_841;
const double l_843 = l_772 - l_770;
const bool l_844 = l_843 >= l_785;
l_mut_845 = l_844;
const double l_846 = l_772 + l_770;
const bool l_847 = l_846 < l_785;
l_mut_848 = l_847;
if (l_717) {
const double l_849 = l_771 + l_770;
const bool l_850 = l_849 < l_808;
l_mut_839 = l_850;
const double l_851 = l_771 - l_770;
const bool l_852 = l_851 >= l_808;
l_mut_842 = l_852;
const double l_853 = l_772 - l_770;
const bool l_854 = l_853 > l_836;
l_mut_845 = l_854;
const double l_855 = l_772 + l_770;
const bool l_856 = l_855 <= l_836;
l_mut_848 = l_856;
}
l_mut_788 = uint32(2);
const bool l_857 = l_mut_842 || l_mut_848;
if (l_857) {
l_mut_788 = uint32(1);
} else {
const bool l_858 = l_mut_839 && l_mut_845;
if (l_858) {
l_mut_788 = uint32(0);
}
}
const uint32 l_859 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_860 = l_859 & uint32(2147483647);
const bool l_861 = l_860 == uint32(0);
if (l_861) {
const double l_862 = l_771 + l_770;
const bool l_863 = l_862 < double(1.1754943508222875e-38);
const double l_864 = l_772 - l_770;
const bool l_865 = l_864 > double(-1.1754943508222875e-38);
const bool l_866 = l_863 && l_865;
const double l_867 = l_771 - l_770;
const bool l_868 = l_867 < double(1.1754943508222875e-38);
const double l_869 = l_772 + l_770;
const bool l_870 = l_869 > double(-1.1754943508222875e-38);
const bool l_871 = l_868 && l_870;
if (l_866) {
l_mut_788 = uint32(0);
} else {
const bool l_872 = l_mut_788 == uint32(1);
const bool l_873 = l_871 && l_872;
if (l_873) {
l_mut_788 = uint32(2);
}
}
}
l_mut_747 = l_mut_788;
}
l_mut_731 = l_mut_747;
} else {
const bool l_874 = l_713 == uint32(3);
if (l_874) {
l_mut_731 = uint32(0);
const bool l_875 = l_727 >= double(1.1754943508222875e-38);
const bool l_876 = l_727 <= double(8.507059173023462e37);
const bool l_877 = l_875 && l_876;
if (l_877) {
const double l_878 = abs(l_mut_31);
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
const double l_887 = l_719 * l_mut_404;
l_mut_788 = uint32(2);
const double l_888 = l_mut_31 - l_729;
const double l_889 = abs(l_888);
l_mut_404 = double(1.401298464324817e-45);
const bool l_890 = l_889 >= double(1.1754943508222875e-38);
const bool l_891 = l_889 <= double(1.7976931348623157e308);
const bool l_892 = l_890 && l_891;
if (l_892) {
const uint64 l_893 = reinterpret_cast<uint64 const&>(l_889);
const uint64 l_894 = l_893 >> uint64(52);
const uint64 l_895 = l_894 - uint64(23);
const uint64 l_896 = l_895 << uint64(52);
const double l_897 = reinterpret_cast<double const&>(l_896);
l_mut_404 = l_897;
}
const double l_898 = l_mut_31 + l_729;
const double l_899 = abs(l_898);
l_mut_232 = double(1.401298464324817e-45);
const bool l_900 = l_899 >= double(1.1754943508222875e-38);
const bool l_901 = l_899 <= double(1.7976931348623157e308);
const bool l_902 = l_900 && l_901;
if (l_902) {
const uint64 l_903 = reinterpret_cast<uint64 const&>(l_899);
const uint64 l_904 = l_903 >> uint64(52);
const uint64 l_905 = l_904 - uint64(23);
const uint64 l_906 = l_905 << uint64(52);
const double l_907 = reinterpret_cast<double const&>(l_906);
l_mut_232 = l_907;
}
const bool l_908 = l_mut_404 == l_mut_232;
if (l_908) {
const double l_909 = l_887 * double(1.4551915228366852e-11);
const double l_910 = l_729 + l_909;
const double l_911 = l_mut_31 - l_887;
const double l_912 = l_mut_31 + l_887;
const uint32 l_913 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_914 = l_913 & uint32(2147483647);
const float l_915 = reinterpret_cast<float const&>(l_914);
const double l_916 = double(l_915);
l_mut_404 = l_916;
const bool l_917 = l_914 < uint32(8388608);
if (l_917) {
const double l_918 = double(l_914);
const double l_919 = l_918 * double(1.401298464324817e-45);
l_mut_404 = l_919;
}
const uint64 l_920 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_921 = l_913 >> uint32(31);
const uint64 l_922 = uint64(l_921);
const uint64 l_923 = l_922 << uint64(63);
const uint64 l_924 = l_920 | l_923;
const double l_925 = reinterpret_cast<double const&>(l_924);
const uint32 l_926 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_927 = l_926 + uint32(1);
l_mut_747 = l_927;
const uint32 l_928 = l_926 & uint32(2147483647);
const bool l_929 = l_928 == uint32(0);
if (l_929) {
l_mut_747 = uint32(1);
} else {
const uint32 l_930 = l_926 & uint32(2147483648);
const bool l_931 = l_930 != uint32(0);
if (l_931) {
const uint32 l_932 = l_926 - uint32(1);
l_mut_747 = l_932;
} else {
const bool l_933 = l_926 == uint32(2139095040);
if (l_933) {
l_mut_747 = l_926;
}
}
}
const float l_934 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_935 = reinterpret_cast<uint32 const&>(l_934);
const uint32 l_936 = l_935 & uint32(2147483647);
const float l_937 = reinterpret_cast<float const&>(l_936);
const double l_938 = double(l_937);
l_mut_404 = l_938;
const bool l_939 = l_936 < uint32(8388608);
if (l_939) {
const double l_940 = double(l_936);
const double l_941 = l_940 * double(1.401298464324817e-45);
l_mut_404 = l_941;
}
const uint64 l_942 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_943 = l_935 >> uint32(31);
const uint64 l_944 = uint64(l_943);
const uint64 l_945 = l_944 << uint64(63);
const uint64 l_946 = l_942 | l_945;
const double l_947 = reinterpret_cast<double const&>(l_946);
const uint32 l_948 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_949 = l_948 ^ uint32(2147483648);
const float l_950 = reinterpret_cast<float const&>(l_949);
const uint32 l_951 = reinterpret_cast<uint32 const&>(l_950);
const uint32 l_952 = l_951 + uint32(1);
l_mut_747 = l_952;
const uint32 l_953 = l_951 & uint32(2147483647);
const bool l_954 = l_953 == uint32(0);
if (l_954) {
l_mut_747 = uint32(1);
} else {
const uint32 l_955 = l_951 & uint32(2147483648);
const bool l_956 = l_955 != uint32(0);
if (l_956) {
const uint32 l_957 = l_951 - uint32(1);
l_mut_747 = l_957;
} else {
const bool l_958 = l_951 == uint32(2139095040);
if (l_958) {
l_mut_747 = l_951;
}
}
}
const float l_959 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_960 = reinterpret_cast<uint32 const&>(l_959);
const uint32 l_961 = l_960 ^ uint32(2147483648);
const float l_962 = reinterpret_cast<float const&>(l_961);
const uint32 l_963 = reinterpret_cast<uint32 const&>(l_962);
const uint32 l_964 = l_963 & uint32(2147483647);
const float l_965 = reinterpret_cast<float const&>(l_964);
const double l_966 = double(l_965);
l_mut_404 = l_966;
const bool l_967 = l_964 < uint32(8388608);
if (l_967) {
const double l_968 = double(l_964);
const double l_969 = l_968 * double(1.401298464324817e-45);
l_mut_404 = l_969;
}
const uint64 l_970 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_971 = l_963 >> uint32(31);
const uint64 l_972 = uint64(l_971);
const uint64 l_973 = l_972 << uint64(63);
const uint64 l_974 = l_970 | l_973;
const double l_975 = reinterpret_cast<double const&>(l_974);
const double l_976 = l_911 + l_910;
const bool l_977 = l_976 <= l_925;
l_mut_848 = l_977;
const double l_978 = l_911 - l_910;
const bool l_979 = l_978 > l_925;
l_mut_845 = l_979;
const double l_980 = l_912 - l_910;
const bool l_981 = l_980 >= l_925;
l_mut_842 = l_981;
const double l_982 = l_912 + l_910;
const bool l_983 = l_982 < l_925;
l_mut_839 = l_983;
if (l_717) {
const double l_984 = l_911 + l_910;
const bool l_985 = l_984 < l_947;
l_mut_848 = l_985;
const double l_986 = l_911 - l_910;
const bool l_987 = l_986 >= l_947;
l_mut_845 = l_987;
const double l_988 = l_912 - l_910;
const bool l_989 = l_988 > l_975;
l_mut_842 = l_989;
const double l_990 = l_912 + l_910;
const bool l_991 = l_990 <= l_975;
l_mut_839 = l_991;
}
l_mut_747 = uint32(2);
const bool l_992 = l_mut_845 || l_mut_839;
if (l_992) {
l_mut_747 = uint32(1);
} else {
const bool l_993 = l_mut_848 && l_mut_842;
if (l_993) {
l_mut_747 = uint32(0);
}
}
const uint32 l_994 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_995 = l_994 & uint32(2147483647);
const bool l_996 = l_995 == uint32(0);
if (l_996) {
const double l_997 = l_911 + l_910;
const bool l_998 = l_997 < double(1.1754943508222875e-38);
const double l_999 = l_912 - l_910;
const bool l_1000 = l_999 > double(-1.1754943508222875e-38);
const bool l_1001 = l_998 && l_1000;
const double l_1002 = l_911 - l_910;
const bool l_1003 = l_1002 < double(1.1754943508222875e-38);
const double l_1004 = l_912 + l_910;
const bool l_1005 = l_1004 > double(-1.1754943508222875e-38);
const bool l_1006 = l_1003 && l_1005;
if (l_1001) {
l_mut_747 = uint32(0);
} else {
const bool l_1007 = l_mut_747 == uint32(1);
const bool l_1008 = l_1006 && l_1007;
if (l_1008) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
}
} else {
const bool l_1009 = l_713 == uint32(4);
if (l_1009) {
const double l_1010 = l_722 * l_727;
const double l_1011 = l_719 + l_1010;
const double l_1012 = abs(l_mut_31);
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
const double l_1021 = l_1011 * l_mut_404;
l_mut_788 = uint32(2);
const double l_1022 = l_mut_31 - l_729;
const double l_1023 = abs(l_1022);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1024 = l_1023 >= double(1.1754943508222875e-38);
const bool l_1025 = l_1023 <= double(1.7976931348623157e308);
const bool l_1026 = l_1024 && l_1025;
if (l_1026) {
const uint64 l_1027 = reinterpret_cast<uint64 const&>(l_1023);
const uint64 l_1028 = l_1027 >> uint64(52);
const uint64 l_1029 = l_1028 - uint64(23);
const uint64 l_1030 = l_1029 << uint64(52);
const double l_1031 = reinterpret_cast<double const&>(l_1030);
l_mut_404 = l_1031;
}
const double l_1032 = l_mut_31 + l_729;
const double l_1033 = abs(l_1032);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1034 = l_1033 >= double(1.1754943508222875e-38);
const bool l_1035 = l_1033 <= double(1.7976931348623157e308);
const bool l_1036 = l_1034 && l_1035;
if (l_1036) {
const uint64 l_1037 = reinterpret_cast<uint64 const&>(l_1033);
const uint64 l_1038 = l_1037 >> uint64(52);
const uint64 l_1039 = l_1038 - uint64(23);
const uint64 l_1040 = l_1039 << uint64(52);
const double l_1041 = reinterpret_cast<double const&>(l_1040);
l_mut_232 = l_1041;
}
const bool l_1042 = l_mut_404 == l_mut_232;
if (l_1042) {
const double l_1043 = l_1021 * double(1.4551915228366852e-11);
const double l_1044 = l_729 + l_1043;
const double l_1045 = l_mut_31 - l_1021;
const double l_1046 = l_mut_31 + l_1021;
const uint32 l_1047 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1048 = l_1047 & uint32(2147483647);
const float l_1049 = reinterpret_cast<float const&>(l_1048);
const double l_1050 = double(l_1049);
l_mut_404 = l_1050;
const bool l_1051 = l_1048 < uint32(8388608);
if (l_1051) {
const double l_1052 = double(l_1048);
const double l_1053 = l_1052 * double(1.401298464324817e-45);
l_mut_404 = l_1053;
}
const uint64 l_1054 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1055 = l_1047 >> uint32(31);
const uint64 l_1056 = uint64(l_1055);
const uint64 l_1057 = l_1056 << uint64(63);
const uint64 l_1058 = l_1054 | l_1057;
const double l_1059 = reinterpret_cast<double const&>(l_1058);
const uint32 l_1060 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1061 = l_1060 + uint32(1);
l_mut_747 = l_1061;
const uint32 l_1062 = l_1060 & uint32(2147483647);
const bool l_1063 = l_1062 == uint32(0);
if (l_1063) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1064 = l_1060 & uint32(2147483648);
const bool l_1065 = l_1064 != uint32(0);
if (l_1065) {
const uint32 l_1066 = l_1060 - uint32(1);
l_mut_747 = l_1066;
} else {
const bool l_1067 = l_1060 == uint32(2139095040);
if (l_1067) {
l_mut_747 = l_1060;
}
}
}
const float l_1068 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1069 = reinterpret_cast<uint32 const&>(l_1068);
const uint32 l_1070 = l_1069 & uint32(2147483647);
const float l_1071 = reinterpret_cast<float const&>(l_1070);
const double l_1072 = double(l_1071);
l_mut_404 = l_1072;
const bool l_1073 = l_1070 < uint32(8388608);
if (l_1073) {
const double l_1074 = double(l_1070);
const double l_1075 = l_1074 * double(1.401298464324817e-45);
l_mut_404 = l_1075;
}
const uint64 l_1076 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1077 = l_1069 >> uint32(31);
const uint64 l_1078 = uint64(l_1077);
const uint64 l_1079 = l_1078 << uint64(63);
const uint64 l_1080 = l_1076 | l_1079;
const double l_1081 = reinterpret_cast<double const&>(l_1080);
const uint32 l_1082 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1083 = l_1082 ^ uint32(2147483648);
const float l_1084 = reinterpret_cast<float const&>(l_1083);
const uint32 l_1085 = reinterpret_cast<uint32 const&>(l_1084);
const uint32 l_1086 = l_1085 + uint32(1);
l_mut_747 = l_1086;
const uint32 l_1087 = l_1085 & uint32(2147483647);
const bool l_1088 = l_1087 == uint32(0);
if (l_1088) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1089 = l_1085 & uint32(2147483648);
const bool l_1090 = l_1089 != uint32(0);
if (l_1090) {
const uint32 l_1091 = l_1085 - uint32(1);
l_mut_747 = l_1091;
} else {
const bool l_1092 = l_1085 == uint32(2139095040);
if (l_1092) {
l_mut_747 = l_1085;
}
}
}
const float l_1093 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1094 = reinterpret_cast<uint32 const&>(l_1093);
const uint32 l_1095 = l_1094 ^ uint32(2147483648);
const float l_1096 = reinterpret_cast<float const&>(l_1095);
const uint32 l_1097 = reinterpret_cast<uint32 const&>(l_1096);
const uint32 l_1098 = l_1097 & uint32(2147483647);
const float l_1099 = reinterpret_cast<float const&>(l_1098);
const double l_1100 = double(l_1099);
l_mut_404 = l_1100;
const bool l_1101 = l_1098 < uint32(8388608);
if (l_1101) {
const double l_1102 = double(l_1098);
const double l_1103 = l_1102 * double(1.401298464324817e-45);
l_mut_404 = l_1103;
}
const uint64 l_1104 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1105 = l_1097 >> uint32(31);
const uint64 l_1106 = uint64(l_1105);
const uint64 l_1107 = l_1106 << uint64(63);
const uint64 l_1108 = l_1104 | l_1107;
const double l_1109 = reinterpret_cast<double const&>(l_1108);
const double l_1110 = l_1045 + l_1044;
const bool l_1111 = l_1110 <= l_1059;
l_mut_848 = l_1111;
const double l_1112 = l_1045 - l_1044;
const bool l_1113 = l_1112 > l_1059;
l_mut_845 = l_1113;
const double l_1114 = l_1046 - l_1044;
const bool l_1115 = l_1114 >= l_1059;
l_mut_842 = l_1115;
const double l_1116 = l_1046 + l_1044;
const bool l_1117 = l_1116 < l_1059;
l_mut_839 = l_1117;
if (l_717) {
const double l_1118 = l_1045 + l_1044;
const bool l_1119 = l_1118 < l_1081;
l_mut_848 = l_1119;
const double l_1120 = l_1045 - l_1044;
const bool l_1121 = l_1120 >= l_1081;
l_mut_845 = l_1121;
const double l_1122 = l_1046 - l_1044;
const bool l_1123 = l_1122 > l_1109;
l_mut_842 = l_1123;
const double l_1124 = l_1046 + l_1044;
const bool l_1125 = l_1124 <= l_1109;
l_mut_839 = l_1125;
}
l_mut_747 = uint32(2);
const bool l_1126 = l_mut_845 || l_mut_839;
if (l_1126) {
l_mut_747 = uint32(1);
} else {
const bool l_1127 = l_mut_848 && l_mut_842;
if (l_1127) {
l_mut_747 = uint32(0);
}
}
const uint32 l_1128 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1129 = l_1128 & uint32(2147483647);
const bool l_1130 = l_1129 == uint32(0);
if (l_1130) {
const double l_1131 = l_1045 + l_1044;
const bool l_1132 = l_1131 < double(1.1754943508222875e-38);
const double l_1133 = l_1046 - l_1044;
const bool l_1134 = l_1133 > double(-1.1754943508222875e-38);
const bool l_1135 = l_1132 && l_1134;
const double l_1136 = l_1045 - l_1044;
const bool l_1137 = l_1136 < double(1.1754943508222875e-38);
const double l_1138 = l_1046 + l_1044;
const bool l_1139 = l_1138 > double(-1.1754943508222875e-38);
const bool l_1140 = l_1137 && l_1139;
if (l_1135) {
l_mut_747 = uint32(0);
} else {
const bool l_1141 = l_mut_747 == uint32(1);
const bool l_1142 = l_1140 && l_1141;
if (l_1142) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
const bool l_1143 = l_713 == uint32(5);
if (l_1143) {
const double l_1144 = double(2.0) * l_726;
const double l_1145 = abs(l_1144);
const double l_1146 = floor(l_1145);
const double l_1147 = double(3.0) + l_1146;
const double l_1148 = abs(l_mut_31);
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
const double l_1157 = l_1147 * l_mut_404;
l_mut_788 = uint32(2);
const double l_1158 = l_mut_31 - l_729;
const double l_1159 = abs(l_1158);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1160 = l_1159 >= double(1.1754943508222875e-38);
const bool l_1161 = l_1159 <= double(1.7976931348623157e308);
const bool l_1162 = l_1160 && l_1161;
if (l_1162) {
const uint64 l_1163 = reinterpret_cast<uint64 const&>(l_1159);
const uint64 l_1164 = l_1163 >> uint64(52);
const uint64 l_1165 = l_1164 - uint64(23);
const uint64 l_1166 = l_1165 << uint64(52);
const double l_1167 = reinterpret_cast<double const&>(l_1166);
l_mut_404 = l_1167;
}
const double l_1168 = l_mut_31 + l_729;
const double l_1169 = abs(l_1168);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1170 = l_1169 >= double(1.1754943508222875e-38);
const bool l_1171 = l_1169 <= double(1.7976931348623157e308);
const bool l_1172 = l_1170 && l_1171;
if (l_1172) {
const uint64 l_1173 = reinterpret_cast<uint64 const&>(l_1169);
const uint64 l_1174 = l_1173 >> uint64(52);
const uint64 l_1175 = l_1174 - uint64(23);
const uint64 l_1176 = l_1175 << uint64(52);
const double l_1177 = reinterpret_cast<double const&>(l_1176);
l_mut_232 = l_1177;
}
const bool l_1178 = l_mut_404 == l_mut_232;
if (l_1178) {
const double l_1179 = l_1157 * double(1.4551915228366852e-11);
const double l_1180 = l_729 + l_1179;
const double l_1181 = l_mut_31 - l_1157;
const double l_1182 = l_mut_31 + l_1157;
const uint32 l_1183 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1184 = l_1183 & uint32(2147483647);
const float l_1185 = reinterpret_cast<float const&>(l_1184);
const double l_1186 = double(l_1185);
l_mut_404 = l_1186;
const bool l_1187 = l_1184 < uint32(8388608);
if (l_1187) {
const double l_1188 = double(l_1184);
const double l_1189 = l_1188 * double(1.401298464324817e-45);
l_mut_404 = l_1189;
}
const uint64 l_1190 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1191 = l_1183 >> uint32(31);
const uint64 l_1192 = uint64(l_1191);
const uint64 l_1193 = l_1192 << uint64(63);
const uint64 l_1194 = l_1190 | l_1193;
const double l_1195 = reinterpret_cast<double const&>(l_1194);
const uint32 l_1196 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1197 = l_1196 + uint32(1);
l_mut_747 = l_1197;
const uint32 l_1198 = l_1196 & uint32(2147483647);
const bool l_1199 = l_1198 == uint32(0);
if (l_1199) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1200 = l_1196 & uint32(2147483648);
const bool l_1201 = l_1200 != uint32(0);
if (l_1201) {
const uint32 l_1202 = l_1196 - uint32(1);
l_mut_747 = l_1202;
} else {
const bool l_1203 = l_1196 == uint32(2139095040);
if (l_1203) {
l_mut_747 = l_1196;
}
}
}
const float l_1204 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1205 = reinterpret_cast<uint32 const&>(l_1204);
const uint32 l_1206 = l_1205 & uint32(2147483647);
const float l_1207 = reinterpret_cast<float const&>(l_1206);
const double l_1208 = double(l_1207);
l_mut_404 = l_1208;
const bool l_1209 = l_1206 < uint32(8388608);
if (l_1209) {
const double l_1210 = double(l_1206);
const double l_1211 = l_1210 * double(1.401298464324817e-45);
l_mut_404 = l_1211;
}
const uint64 l_1212 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1213 = l_1205 >> uint32(31);
const uint64 l_1214 = uint64(l_1213);
const uint64 l_1215 = l_1214 << uint64(63);
const uint64 l_1216 = l_1212 | l_1215;
const double l_1217 = reinterpret_cast<double const&>(l_1216);
const uint32 l_1218 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1219 = l_1218 ^ uint32(2147483648);
const float l_1220 = reinterpret_cast<float const&>(l_1219);
const uint32 l_1221 = reinterpret_cast<uint32 const&>(l_1220);
const uint32 l_1222 = l_1221 + uint32(1);
l_mut_747 = l_1222;
const uint32 l_1223 = l_1221 & uint32(2147483647);
const bool l_1224 = l_1223 == uint32(0);
if (l_1224) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1225 = l_1221 & uint32(2147483648);
const bool l_1226 = l_1225 != uint32(0);
if (l_1226) {
const uint32 l_1227 = l_1221 - uint32(1);
l_mut_747 = l_1227;
} else {
const bool l_1228 = l_1221 == uint32(2139095040);
if (l_1228) {
l_mut_747 = l_1221;
}
}
}
const float l_1229 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1230 = reinterpret_cast<uint32 const&>(l_1229);
const uint32 l_1231 = l_1230 ^ uint32(2147483648);
const float l_1232 = reinterpret_cast<float const&>(l_1231);
const uint32 l_1233 = reinterpret_cast<uint32 const&>(l_1232);
const uint32 l_1234 = l_1233 & uint32(2147483647);
const float l_1235 = reinterpret_cast<float const&>(l_1234);
const double l_1236 = double(l_1235);
l_mut_404 = l_1236;
const bool l_1237 = l_1234 < uint32(8388608);
if (l_1237) {
const double l_1238 = double(l_1234);
const double l_1239 = l_1238 * double(1.401298464324817e-45);
l_mut_404 = l_1239;
}
const uint64 l_1240 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1241 = l_1233 >> uint32(31);
const uint64 l_1242 = uint64(l_1241);
const uint64 l_1243 = l_1242 << uint64(63);
const uint64 l_1244 = l_1240 | l_1243;
const double l_1245 = reinterpret_cast<double const&>(l_1244);
const double l_1246 = l_1181 + l_1180;
const bool l_1247 = l_1246 <= l_1195;
l_mut_848 = l_1247;
const double l_1248 = l_1181 - l_1180;
const bool l_1249 = l_1248 > l_1195;
l_mut_845 = l_1249;
const double l_1250 = l_1182 - l_1180;
const bool l_1251 = l_1250 >= l_1195;
l_mut_842 = l_1251;
const double l_1252 = l_1182 + l_1180;
const bool l_1253 = l_1252 < l_1195;
l_mut_839 = l_1253;
if (l_717) {
const double l_1254 = l_1181 + l_1180;
const bool l_1255 = l_1254 < l_1217;
l_mut_848 = l_1255;
const double l_1256 = l_1181 - l_1180;
const bool l_1257 = l_1256 >= l_1217;
l_mut_845 = l_1257;
const double l_1258 = l_1182 - l_1180;
const bool l_1259 = l_1258 > l_1245;
l_mut_842 = l_1259;
const double l_1260 = l_1182 + l_1180;
const bool l_1261 = l_1260 <= l_1245;
l_mut_839 = l_1261;
}
l_mut_747 = uint32(2);
const bool l_1262 = l_mut_845 || l_mut_839;
if (l_1262) {
l_mut_747 = uint32(1);
} else {
const bool l_1263 = l_mut_848 && l_mut_842;
if (l_1263) {
l_mut_747 = uint32(0);
}
}
const uint32 l_1264 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1265 = l_1264 & uint32(2147483647);
const bool l_1266 = l_1265 == uint32(0);
if (l_1266) {
const double l_1267 = l_1181 + l_1180;
const bool l_1268 = l_1267 < double(1.1754943508222875e-38);
const double l_1269 = l_1182 - l_1180;
const bool l_1270 = l_1269 > double(-1.1754943508222875e-38);
const bool l_1271 = l_1268 && l_1270;
const double l_1272 = l_1181 - l_1180;
const bool l_1273 = l_1272 < double(1.1754943508222875e-38);
const double l_1274 = l_1182 + l_1180;
const bool l_1275 = l_1274 > double(-1.1754943508222875e-38);
const bool l_1276 = l_1273 && l_1275;
if (l_1271) {
l_mut_747 = uint32(0);
} else {
const bool l_1277 = l_mut_747 == uint32(1);
const bool l_1278 = l_1276 && l_1277;
if (l_1278) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
const bool l_1279 = l_713 == uint32(6);
if (l_1279) {
l_mut_731 = uint32(0);
const bool l_1280 = l_727 <= l_722;
if (l_1280) {
const double l_1281 = l_719 * double(1.4551915228366852e-11);
const double l_1282 = l_729 + l_1281;
const double l_1283 = l_mut_31 - l_719;
const double l_1284 = l_mut_31 + l_719;
const uint32 l_1285 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1286 = l_1285 & uint32(2147483647);
const float l_1287 = reinterpret_cast<float const&>(l_1286);
const double l_1288 = double(l_1287);
l_mut_404 = l_1288;
const bool l_1289 = l_1286 < uint32(8388608);
if (l_1289) {
const double l_1290 = double(l_1286);
const double l_1291 = l_1290 * double(1.401298464324817e-45);
l_mut_404 = l_1291;
}
const uint64 l_1292 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1293 = l_1285 >> uint32(31);
const uint64 l_1294 = uint64(l_1293);
const uint64 l_1295 = l_1294 << uint64(63);
const uint64 l_1296 = l_1292 | l_1295;
const double l_1297 = reinterpret_cast<double const&>(l_1296);
const uint32 l_1298 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1299 = l_1298 + uint32(1);
l_mut_788 = l_1299;
const uint32 l_1300 = l_1298 & uint32(2147483647);
const bool l_1301 = l_1300 == uint32(0);
if (l_1301) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1302 = l_1298 & uint32(2147483648);
const bool l_1303 = l_1302 != uint32(0);
if (l_1303) {
const uint32 l_1304 = l_1298 - uint32(1);
l_mut_788 = l_1304;
} else {
const bool l_1305 = l_1298 == uint32(2139095040);
if (l_1305) {
l_mut_788 = l_1298;
}
}
}
const float l_1306 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1307 = reinterpret_cast<uint32 const&>(l_1306);
const uint32 l_1308 = l_1307 & uint32(2147483647);
const float l_1309 = reinterpret_cast<float const&>(l_1308);
const double l_1310 = double(l_1309);
l_mut_404 = l_1310;
const bool l_1311 = l_1308 < uint32(8388608);
if (l_1311) {
const double l_1312 = double(l_1308);
const double l_1313 = l_1312 * double(1.401298464324817e-45);
l_mut_404 = l_1313;
}
const uint64 l_1314 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1315 = l_1307 >> uint32(31);
const uint64 l_1316 = uint64(l_1315);
const uint64 l_1317 = l_1316 << uint64(63);
const uint64 l_1318 = l_1314 | l_1317;
const double l_1319 = reinterpret_cast<double const&>(l_1318);
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1321 = l_1320 ^ uint32(2147483648);
const float l_1322 = reinterpret_cast<float const&>(l_1321);
const uint32 l_1323 = reinterpret_cast<uint32 const&>(l_1322);
const uint32 l_1324 = l_1323 + uint32(1);
l_mut_788 = l_1324;
const uint32 l_1325 = l_1323 & uint32(2147483647);
const bool l_1326 = l_1325 == uint32(0);
if (l_1326) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1327 = l_1323 & uint32(2147483648);
const bool l_1328 = l_1327 != uint32(0);
if (l_1328) {
const uint32 l_1329 = l_1323 - uint32(1);
l_mut_788 = l_1329;
} else {
const bool l_1330 = l_1323 == uint32(2139095040);
if (l_1330) {
l_mut_788 = l_1323;
}
}
}
const float l_1331 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1332 = reinterpret_cast<uint32 const&>(l_1331);
const uint32 l_1333 = l_1332 ^ uint32(2147483648);
const float l_1334 = reinterpret_cast<float const&>(l_1333);
const uint32 l_1335 = reinterpret_cast<uint32 const&>(l_1334);
const uint32 l_1336 = l_1335 & uint32(2147483647);
const float l_1337 = reinterpret_cast<float const&>(l_1336);
const double l_1338 = double(l_1337);
l_mut_404 = l_1338;
const bool l_1339 = l_1336 < uint32(8388608);
if (l_1339) {
const double l_1340 = double(l_1336);
const double l_1341 = l_1340 * double(1.401298464324817e-45);
l_mut_404 = l_1341;
}
const uint64 l_1342 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1343 = l_1335 >> uint32(31);
const uint64 l_1344 = uint64(l_1343);
const uint64 l_1345 = l_1344 << uint64(63);
const uint64 l_1346 = l_1342 | l_1345;
const double l_1347 = reinterpret_cast<double const&>(l_1346);
const double l_1348 = l_1283 + l_1282;
const bool l_1349 = l_1348 <= l_1297;
l_mut_848 = l_1349;
const double l_1350 = l_1283 - l_1282;
const bool l_1351 = l_1350 > l_1297;
l_mut_845 = l_1351;
const double l_1352 = l_1284 - l_1282;
const bool l_1353 = l_1352 >= l_1297;
l_mut_842 = l_1353;
const double l_1354 = l_1284 + l_1282;
const bool l_1355 = l_1354 < l_1297;
l_mut_839 = l_1355;
if (l_717) {
const double l_1356 = l_1283 + l_1282;
const bool l_1357 = l_1356 < l_1319;
l_mut_848 = l_1357;
const double l_1358 = l_1283 - l_1282;
const bool l_1359 = l_1358 >= l_1319;
l_mut_845 = l_1359;
const double l_1360 = l_1284 - l_1282;
const bool l_1361 = l_1360 > l_1347;
l_mut_842 = l_1361;
const double l_1362 = l_1284 + l_1282;
const bool l_1363 = l_1362 <= l_1347;
l_mut_839 = l_1363;
}
l_mut_788 = uint32(2);
const bool l_1364 = l_mut_845 || l_mut_839;
if (l_1364) {
l_mut_788 = uint32(1);
} else {
const bool l_1365 = l_mut_848 && l_mut_842;
if (l_1365) {
l_mut_788 = uint32(0);
}
}
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1367 = l_1366 & uint32(2147483647);
const bool l_1368 = l_1367 == uint32(0);
if (l_1368) {
const double l_1369 = l_1283 + l_1282;
const bool l_1370 = l_1369 < double(1.1754943508222875e-38);
const double l_1371 = l_1284 - l_1282;
const bool l_1372 = l_1371 > double(-1.1754943508222875e-38);
const bool l_1373 = l_1370 && l_1372;
const double l_1374 = l_1283 - l_1282;
const bool l_1375 = l_1374 < double(1.1754943508222875e-38);
const double l_1376 = l_1284 + l_1282;
const bool l_1377 = l_1376 > double(-1.1754943508222875e-38);
const bool l_1378 = l_1375 && l_1377;
if (l_1373) {
l_mut_788 = uint32(0);
} else {
const bool l_1379 = l_mut_788 == uint32(1);
const bool l_1380 = l_1378 && l_1379;
if (l_1380) {
l_mut_788 = uint32(2);
}
}
}
l_mut_731 = l_mut_788;
}
} else {
const bool l_1381 = l_713 == uint32(7);
if (l_1381) {
const double l_1382 = abs(l_mut_31);
const double l_1383 = l_719 * l_1382;
l_mut_404 = l_1383;
const double l_1384 = abs(l_mut_31);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1385 = l_1384 >= double(1.1754943508222875e-38);
const bool l_1386 = l_1384 <= double(1.7976931348623157e308);
const bool l_1387 = l_1385 && l_1386;
if (l_1387) {
const uint64 l_1388 = reinterpret_cast<uint64 const&>(l_1384);
const uint64 l_1389 = l_1388 >> uint64(52);
const uint64 l_1390 = l_1389 - uint64(23);
const uint64 l_1391 = l_1390 << uint64(52);
const double l_1392 = reinterpret_cast<double const&>(l_1391);
l_mut_232 = l_1392;
}
const double l_1393 = double(0.5) * l_mut_232;
const bool l_1394 = l_1393 > l_mut_404;
if (l_1394) {
l_mut_404 = l_1393;
}
const double l_1395 = l_mut_31 - l_729;
const double l_1396 = abs(l_1395);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1397 = l_1396 >= double(1.1754943508222875e-38);
const bool l_1398 = l_1396 <= double(1.7976931348623157e308);
const bool l_1399 = l_1397 && l_1398;
if (l_1399) {
const uint64 l_1400 = reinterpret_cast<uint64 const&>(l_1396);
const uint64 l_1401 = l_1400 >> uint64(52);
const uint64 l_1402 = l_1401 - uint64(23);
const uint64 l_1403 = l_1402 << uint64(52);
const double l_1404 = reinterpret_cast<double const&>(l_1403);
l_mut_232 = l_1404;
}
const double l_1405 = l_mut_31 + l_729;
const double l_1406 = abs(l_1405);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1407 = l_1406 >= double(1.1754943508222875e-38);
const bool l_1408 = l_1406 <= double(1.7976931348623157e308);
const bool l_1409 = l_1407 && l_1408;
if (l_1409) {
const uint64 l_1410 = reinterpret_cast<uint64 const&>(l_1406);
const uint64 l_1411 = l_1410 >> uint64(52);
const uint64 l_1412 = l_1411 - uint64(23);
const uint64 l_1413 = l_1412 << uint64(52);
const double l_1414 = reinterpret_cast<double const&>(l_1413);
l_mut_78 = l_1414;
}
const bool l_1415 = l_mut_232 == l_mut_78;
if (l_1415) {
const double l_1416 = l_719 * l_729;
const double l_1417 = l_729 + l_1416;
const double l_1418 = l_mut_404 * double(1.4551915228366852e-11);
const double l_1419 = l_1417 + l_1418;
const double l_1420 = l_mut_31 - l_mut_404;
const double l_1421 = l_mut_31 + l_mut_404;
const uint32 l_1422 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1423 = l_1422 & uint32(2147483647);
const float l_1424 = reinterpret_cast<float const&>(l_1423);
const double l_1425 = double(l_1424);
l_mut_404 = l_1425;
const bool l_1426 = l_1423 < uint32(8388608);
if (l_1426) {
const double l_1427 = double(l_1423);
const double l_1428 = l_1427 * double(1.401298464324817e-45);
l_mut_404 = l_1428;
}
const uint64 l_1429 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1430 = l_1422 >> uint32(31);
const uint64 l_1431 = uint64(l_1430);
const uint64 l_1432 = l_1431 << uint64(63);
const uint64 l_1433 = l_1429 | l_1432;
const double l_1434 = reinterpret_cast<double const&>(l_1433);
const uint32 l_1435 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1436 = l_1435 + uint32(1);
l_mut_788 = l_1436;
const uint32 l_1437 = l_1435 & uint32(2147483647);
const bool l_1438 = l_1437 == uint32(0);
if (l_1438) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1439 = l_1435 & uint32(2147483648);
const bool l_1440 = l_1439 != uint32(0);
if (l_1440) {
const uint32 l_1441 = l_1435 - uint32(1);
l_mut_788 = l_1441;
} else {
const bool l_1442 = l_1435 == uint32(2139095040);
if (l_1442) {
l_mut_788 = l_1435;
}
}
}
const float l_1443 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1444 = reinterpret_cast<uint32 const&>(l_1443);
const uint32 l_1445 = l_1444 & uint32(2147483647);
const float l_1446 = reinterpret_cast<float const&>(l_1445);
const double l_1447 = double(l_1446);
l_mut_404 = l_1447;
const bool l_1448 = l_1445 < uint32(8388608);
if (l_1448) {
const double l_1449 = double(l_1445);
const double l_1450 = l_1449 * double(1.401298464324817e-45);
l_mut_404 = l_1450;
}
const uint64 l_1451 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1452 = l_1444 >> uint32(31);
const uint64 l_1453 = uint64(l_1452);
const uint64 l_1454 = l_1453 << uint64(63);
const uint64 l_1455 = l_1451 | l_1454;
const double l_1456 = reinterpret_cast<double const&>(l_1455);
const uint32 l_1457 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1458 = l_1457 ^ uint32(2147483648);
const float l_1459 = reinterpret_cast<float const&>(l_1458);
const uint32 l_1460 = reinterpret_cast<uint32 const&>(l_1459);
const uint32 l_1461 = l_1460 + uint32(1);
l_mut_788 = l_1461;
const uint32 l_1462 = l_1460 & uint32(2147483647);
const bool l_1463 = l_1462 == uint32(0);
if (l_1463) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1464 = l_1460 & uint32(2147483648);
const bool l_1465 = l_1464 != uint32(0);
if (l_1465) {
const uint32 l_1466 = l_1460 - uint32(1);
l_mut_788 = l_1466;
} else {
const bool l_1467 = l_1460 == uint32(2139095040);
if (l_1467) {
l_mut_788 = l_1460;
}
}
}
const float l_1468 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1469 = reinterpret_cast<uint32 const&>(l_1468);
const uint32 l_1470 = l_1469 ^ uint32(2147483648);
const float l_1471 = reinterpret_cast<float const&>(l_1470);
const uint32 l_1472 = reinterpret_cast<uint32 const&>(l_1471);
const uint32 l_1473 = l_1472 & uint32(2147483647);
const float l_1474 = reinterpret_cast<float const&>(l_1473);
const double l_1475 = double(l_1474);
l_mut_404 = l_1475;
const bool l_1476 = l_1473 < uint32(8388608);
if (l_1476) {
const double l_1477 = double(l_1473);
const double l_1478 = l_1477 * double(1.401298464324817e-45);
l_mut_404 = l_1478;
}
const uint64 l_1479 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1480 = l_1472 >> uint32(31);
const uint64 l_1481 = uint64(l_1480);
const uint64 l_1482 = l_1481 << uint64(63);
const uint64 l_1483 = l_1479 | l_1482;
const double l_1484 = reinterpret_cast<double const&>(l_1483);
const double l_1485 = l_1420 + l_1419;
const bool l_1486 = l_1485 <= l_1434;
l_mut_848 = l_1486;
const double l_1487 = l_1420 - l_1419;
const bool l_1488 = l_1487 > l_1434;
l_mut_845 = l_1488;
const double l_1489 = l_1421 - l_1419;
const bool l_1490 = l_1489 >= l_1434;
l_mut_842 = l_1490;
const double l_1491 = l_1421 + l_1419;
const bool l_1492 = l_1491 < l_1434;
l_mut_839 = l_1492;
if (l_717) {
const double l_1493 = l_1420 + l_1419;
const bool l_1494 = l_1493 < l_1456;
l_mut_848 = l_1494;
const double l_1495 = l_1420 - l_1419;
const bool l_1496 = l_1495 >= l_1456;
l_mut_845 = l_1496;
const double l_1497 = l_1421 - l_1419;
const bool l_1498 = l_1497 > l_1484;
l_mut_842 = l_1498;
const double l_1499 = l_1421 + l_1419;
const bool l_1500 = l_1499 <= l_1484;
l_mut_839 = l_1500;
}
l_mut_788 = uint32(2);
const bool l_1501 = l_mut_845 || l_mut_839;
if (l_1501) {
l_mut_788 = uint32(1);
} else {
const bool l_1502 = l_mut_848 && l_mut_842;
if (l_1502) {
l_mut_788 = uint32(0);
}
}
const uint32 l_1503 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1504 = l_1503 & uint32(2147483647);
const bool l_1505 = l_1504 == uint32(0);
if (l_1505) {
const double l_1506 = l_1420 + l_1419;
const bool l_1507 = l_1506 < double(1.1754943508222875e-38);
const double l_1508 = l_1421 - l_1419;
const bool l_1509 = l_1508 > double(-1.1754943508222875e-38);
const bool l_1510 = l_1507 && l_1509;
const double l_1511 = l_1420 - l_1419;
const bool l_1512 = l_1511 < double(1.1754943508222875e-38);
const double l_1513 = l_1421 + l_1419;
const bool l_1514 = l_1513 > double(-1.1754943508222875e-38);
const bool l_1515 = l_1512 && l_1514;
if (l_1510) {
l_mut_788 = uint32(0);
} else {
const bool l_1516 = l_mut_788 == uint32(1);
const bool l_1517 = l_1515 && l_1516;
if (l_1517) {
l_mut_788 = uint32(2);
}
}
}
l_mut_731 = l_mut_788;
}
} else {
const bool l_1518 = l_713 == uint32(8);
if (l_1518) {
const bool l_1519 = l_726 >= double(0.5);
const bool l_1520 = l_726 <= double(2.0);
const bool l_1521 = l_1519 && l_1520;
if (l_1521) {
const double l_1522 = l_719 * double(1.4551915228366852e-11);
const double l_1523 = l_729 + l_1522;
const double l_1524 = l_mut_31 - l_719;
const double l_1525 = l_mut_31 + l_719;
const uint32 l_1526 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1527 = l_1526 & uint32(2147483647);
const float l_1528 = reinterpret_cast<float const&>(l_1527);
const double l_1529 = double(l_1528);
l_mut_404 = l_1529;
const bool l_1530 = l_1527 < uint32(8388608);
if (l_1530) {
const double l_1531 = double(l_1527);
const double l_1532 = l_1531 * double(1.401298464324817e-45);
l_mut_404 = l_1532;
}
const uint64 l_1533 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1534 = l_1526 >> uint32(31);
const uint64 l_1535 = uint64(l_1534);
const uint64 l_1536 = l_1535 << uint64(63);
const uint64 l_1537 = l_1533 | l_1536;
const double l_1538 = reinterpret_cast<double const&>(l_1537);
const uint32 l_1539 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1540 = l_1539 + uint32(1);
l_mut_788 = l_1540;
const uint32 l_1541 = l_1539 & uint32(2147483647);
const bool l_1542 = l_1541 == uint32(0);
if (l_1542) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1543 = l_1539 & uint32(2147483648);
const bool l_1544 = l_1543 != uint32(0);
if (l_1544) {
const uint32 l_1545 = l_1539 - uint32(1);
l_mut_788 = l_1545;
} else {
const bool l_1546 = l_1539 == uint32(2139095040);
if (l_1546) {
l_mut_788 = l_1539;
}
}
}
const float l_1547 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1548 = reinterpret_cast<uint32 const&>(l_1547);
const uint32 l_1549 = l_1548 & uint32(2147483647);
const float l_1550 = reinterpret_cast<float const&>(l_1549);
const double l_1551 = double(l_1550);
l_mut_404 = l_1551;
const bool l_1552 = l_1549 < uint32(8388608);
if (l_1552) {
const double l_1553 = double(l_1549);
const double l_1554 = l_1553 * double(1.401298464324817e-45);
l_mut_404 = l_1554;
}
const uint64 l_1555 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1556 = l_1548 >> uint32(31);
const uint64 l_1557 = uint64(l_1556);
const uint64 l_1558 = l_1557 << uint64(63);
const uint64 l_1559 = l_1555 | l_1558;
const double l_1560 = reinterpret_cast<double const&>(l_1559);
const uint32 l_1561 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1562 = l_1561 ^ uint32(2147483648);
const float l_1563 = reinterpret_cast<float const&>(l_1562);
const uint32 l_1564 = reinterpret_cast<uint32 const&>(l_1563);
const uint32 l_1565 = l_1564 + uint32(1);
l_mut_788 = l_1565;
const uint32 l_1566 = l_1564 & uint32(2147483647);
const bool l_1567 = l_1566 == uint32(0);
if (l_1567) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1568 = l_1564 & uint32(2147483648);
const bool l_1569 = l_1568 != uint32(0);
if (l_1569) {
const uint32 l_1570 = l_1564 - uint32(1);
l_mut_788 = l_1570;
} else {
const bool l_1571 = l_1564 == uint32(2139095040);
if (l_1571) {
l_mut_788 = l_1564;
}
}
}
const float l_1572 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1573 = reinterpret_cast<uint32 const&>(l_1572);
const uint32 l_1574 = l_1573 ^ uint32(2147483648);
const float l_1575 = reinterpret_cast<float const&>(l_1574);
const uint32 l_1576 = reinterpret_cast<uint32 const&>(l_1575);
const uint32 l_1577 = l_1576 & uint32(2147483647);
const float l_1578 = reinterpret_cast<float const&>(l_1577);
const double l_1579 = double(l_1578);
l_mut_404 = l_1579;
const bool l_1580 = l_1577 < uint32(8388608);
if (l_1580) {
const double l_1581 = double(l_1577);
const double l_1582 = l_1581 * double(1.401298464324817e-45);
l_mut_404 = l_1582;
}
const uint64 l_1583 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1584 = l_1576 >> uint32(31);
const uint64 l_1585 = uint64(l_1584);
const uint64 l_1586 = l_1585 << uint64(63);
const uint64 l_1587 = l_1583 | l_1586;
const double l_1588 = reinterpret_cast<double const&>(l_1587);
const double l_1589 = l_1524 + l_1523;
const bool l_1590 = l_1589 <= l_1538;
l_mut_848 = l_1590;
const double l_1591 = l_1524 - l_1523;
const bool l_1592 = l_1591 > l_1538;
l_mut_845 = l_1592;
const double l_1593 = l_1525 - l_1523;
const bool l_1594 = l_1593 >= l_1538;
l_mut_842 = l_1594;
const double l_1595 = l_1525 + l_1523;
const bool l_1596 = l_1595 < l_1538;
l_mut_839 = l_1596;
if (l_717) {
const double l_1597 = l_1524 + l_1523;
const bool l_1598 = l_1597 < l_1560;
l_mut_848 = l_1598;
const double l_1599 = l_1524 - l_1523;
const bool l_1600 = l_1599 >= l_1560;
l_mut_845 = l_1600;
const double l_1601 = l_1525 - l_1523;
const bool l_1602 = l_1601 > l_1588;
l_mut_842 = l_1602;
const double l_1603 = l_1525 + l_1523;
const bool l_1604 = l_1603 <= l_1588;
l_mut_839 = l_1604;
}
l_mut_788 = uint32(2);
const bool l_1605 = l_mut_845 || l_mut_839;
if (l_1605) {
l_mut_788 = uint32(1);
} else {
const bool l_1606 = l_mut_848 && l_mut_842;
if (l_1606) {
l_mut_788 = uint32(0);
}
}
const uint32 l_1607 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1608 = l_1607 & uint32(2147483647);
const bool l_1609 = l_1608 == uint32(0);
if (l_1609) {
const double l_1610 = l_1524 + l_1523;
const bool l_1611 = l_1610 < double(1.1754943508222875e-38);
const double l_1612 = l_1525 - l_1523;
const bool l_1613 = l_1612 > double(-1.1754943508222875e-38);
const bool l_1614 = l_1611 && l_1613;
const double l_1615 = l_1524 - l_1523;
const bool l_1616 = l_1615 < double(1.1754943508222875e-38);
const double l_1617 = l_1525 + l_1523;
const bool l_1618 = l_1617 > double(-1.1754943508222875e-38);
const bool l_1619 = l_1616 && l_1618;
if (l_1614) {
l_mut_788 = uint32(0);
} else {
const bool l_1620 = l_mut_788 == uint32(1);
const bool l_1621 = l_1619 && l_1620;
if (l_1621) {
l_mut_788 = uint32(2);
}
}
}
l_mut_731 = l_mut_788;
} else {
const double l_1622 = abs(l_mut_31);
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
const double l_1631 = l_722 * l_mut_404;
l_mut_788 = uint32(2);
const double l_1632 = l_mut_31 - l_729;
const double l_1633 = abs(l_1632);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1634 = l_1633 >= double(1.1754943508222875e-38);
const bool l_1635 = l_1633 <= double(1.7976931348623157e308);
const bool l_1636 = l_1634 && l_1635;
if (l_1636) {
const uint64 l_1637 = reinterpret_cast<uint64 const&>(l_1633);
const uint64 l_1638 = l_1637 >> uint64(52);
const uint64 l_1639 = l_1638 - uint64(23);
const uint64 l_1640 = l_1639 << uint64(52);
const double l_1641 = reinterpret_cast<double const&>(l_1640);
l_mut_404 = l_1641;
}
const double l_1642 = l_mut_31 + l_729;
const double l_1643 = abs(l_1642);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1644 = l_1643 >= double(1.1754943508222875e-38);
const bool l_1645 = l_1643 <= double(1.7976931348623157e308);
const bool l_1646 = l_1644 && l_1645;
if (l_1646) {
const uint64 l_1647 = reinterpret_cast<uint64 const&>(l_1643);
const uint64 l_1648 = l_1647 >> uint64(52);
const uint64 l_1649 = l_1648 - uint64(23);
const uint64 l_1650 = l_1649 << uint64(52);
const double l_1651 = reinterpret_cast<double const&>(l_1650);
l_mut_232 = l_1651;
}
const bool l_1652 = l_mut_404 == l_mut_232;
if (l_1652) {
const double l_1653 = l_1631 * double(1.4551915228366852e-11);
const double l_1654 = l_729 + l_1653;
const double l_1655 = l_mut_31 - l_1631;
const double l_1656 = l_mut_31 + l_1631;
const uint32 l_1657 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1658 = l_1657 & uint32(2147483647);
const float l_1659 = reinterpret_cast<float const&>(l_1658);
const double l_1660 = double(l_1659);
l_mut_404 = l_1660;
const bool l_1661 = l_1658 < uint32(8388608);
if (l_1661) {
const double l_1662 = double(l_1658);
const double l_1663 = l_1662 * double(1.401298464324817e-45);
l_mut_404 = l_1663;
}
const uint64 l_1664 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1665 = l_1657 >> uint32(31);
const uint64 l_1666 = uint64(l_1665);
const uint64 l_1667 = l_1666 << uint64(63);
const uint64 l_1668 = l_1664 | l_1667;
const double l_1669 = reinterpret_cast<double const&>(l_1668);
const uint32 l_1670 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1671 = l_1670 + uint32(1);
l_mut_747 = l_1671;
const uint32 l_1672 = l_1670 & uint32(2147483647);
const bool l_1673 = l_1672 == uint32(0);
if (l_1673) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1674 = l_1670 & uint32(2147483648);
const bool l_1675 = l_1674 != uint32(0);
if (l_1675) {
const uint32 l_1676 = l_1670 - uint32(1);
l_mut_747 = l_1676;
} else {
const bool l_1677 = l_1670 == uint32(2139095040);
if (l_1677) {
l_mut_747 = l_1670;
}
}
}
const float l_1678 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1679 = reinterpret_cast<uint32 const&>(l_1678);
const uint32 l_1680 = l_1679 & uint32(2147483647);
const float l_1681 = reinterpret_cast<float const&>(l_1680);
const double l_1682 = double(l_1681);
l_mut_404 = l_1682;
const bool l_1683 = l_1680 < uint32(8388608);
if (l_1683) {
const double l_1684 = double(l_1680);
const double l_1685 = l_1684 * double(1.401298464324817e-45);
l_mut_404 = l_1685;
}
const uint64 l_1686 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1687 = l_1679 >> uint32(31);
const uint64 l_1688 = uint64(l_1687);
const uint64 l_1689 = l_1688 << uint64(63);
const uint64 l_1690 = l_1686 | l_1689;
const double l_1691 = reinterpret_cast<double const&>(l_1690);
const uint32 l_1692 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1693 = l_1692 ^ uint32(2147483648);
const float l_1694 = reinterpret_cast<float const&>(l_1693);
const uint32 l_1695 = reinterpret_cast<uint32 const&>(l_1694);
const uint32 l_1696 = l_1695 + uint32(1);
l_mut_747 = l_1696;
const uint32 l_1697 = l_1695 & uint32(2147483647);
const bool l_1698 = l_1697 == uint32(0);
if (l_1698) {
l_mut_747 = uint32(1);
} else {
const uint32 l_1699 = l_1695 & uint32(2147483648);
const bool l_1700 = l_1699 != uint32(0);
if (l_1700) {
const uint32 l_1701 = l_1695 - uint32(1);
l_mut_747 = l_1701;
} else {
const bool l_1702 = l_1695 == uint32(2139095040);
if (l_1702) {
l_mut_747 = l_1695;
}
}
}
const float l_1703 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_1704 = reinterpret_cast<uint32 const&>(l_1703);
const uint32 l_1705 = l_1704 ^ uint32(2147483648);
const float l_1706 = reinterpret_cast<float const&>(l_1705);
const uint32 l_1707 = reinterpret_cast<uint32 const&>(l_1706);
const uint32 l_1708 = l_1707 & uint32(2147483647);
const float l_1709 = reinterpret_cast<float const&>(l_1708);
const double l_1710 = double(l_1709);
l_mut_404 = l_1710;
const bool l_1711 = l_1708 < uint32(8388608);
if (l_1711) {
const double l_1712 = double(l_1708);
const double l_1713 = l_1712 * double(1.401298464324817e-45);
l_mut_404 = l_1713;
}
const uint64 l_1714 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_1715 = l_1707 >> uint32(31);
const uint64 l_1716 = uint64(l_1715);
const uint64 l_1717 = l_1716 << uint64(63);
const uint64 l_1718 = l_1714 | l_1717;
const double l_1719 = reinterpret_cast<double const&>(l_1718);
const double l_1720 = l_1655 + l_1654;
const bool l_1721 = l_1720 <= l_1669;
l_mut_848 = l_1721;
const double l_1722 = l_1655 - l_1654;
const bool l_1723 = l_1722 > l_1669;
l_mut_845 = l_1723;
const double l_1724 = l_1656 - l_1654;
const bool l_1725 = l_1724 >= l_1669;
l_mut_842 = l_1725;
const double l_1726 = l_1656 + l_1654;
const bool l_1727 = l_1726 < l_1669;
l_mut_839 = l_1727;
if (l_717) {
const double l_1728 = l_1655 + l_1654;
const bool l_1729 = l_1728 < l_1691;
l_mut_848 = l_1729;
const double l_1730 = l_1655 - l_1654;
const bool l_1731 = l_1730 >= l_1691;
l_mut_845 = l_1731;
const double l_1732 = l_1656 - l_1654;
const bool l_1733 = l_1732 > l_1719;
l_mut_842 = l_1733;
const double l_1734 = l_1656 + l_1654;
const bool l_1735 = l_1734 <= l_1719;
l_mut_839 = l_1735;
}
l_mut_747 = uint32(2);
const bool l_1736 = l_mut_845 || l_mut_839;
if (l_1736) {
l_mut_747 = uint32(1);
} else {
const bool l_1737 = l_mut_848 && l_mut_842;
if (l_1737) {
l_mut_747 = uint32(0);
}
}
const uint32 l_1738 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_1739 = l_1738 & uint32(2147483647);
const bool l_1740 = l_1739 == uint32(0);
if (l_1740) {
const double l_1741 = l_1655 + l_1654;
const bool l_1742 = l_1741 < double(1.1754943508222875e-38);
const double l_1743 = l_1656 - l_1654;
const bool l_1744 = l_1743 > double(-1.1754943508222875e-38);
const bool l_1745 = l_1742 && l_1744;
const double l_1746 = l_1655 - l_1654;
const bool l_1747 = l_1746 < double(1.1754943508222875e-38);
const double l_1748 = l_1656 + l_1654;
const bool l_1749 = l_1748 > double(-1.1754943508222875e-38);
const bool l_1750 = l_1747 && l_1749;
if (l_1745) {
l_mut_747 = uint32(0);
} else {
const bool l_1751 = l_mut_747 == uint32(1);
const bool l_1752 = l_1750 && l_1751;
if (l_1752) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
}
} else {
const bool l_1753 = l_713 == uint32(9);
if (l_1753) {
l_arr_1754[uint32(0)] = uint32(1);
const double l_1755 = sqrt(l_726);
const double l_1756 = double(1.0) / l_1755;
const double l_1757 = l_1756 * double(1.4551915228366852e-11);
const double l_1758 = abs(l_1756);
l_mut_404 = double(1.401298464324817e-45);
const bool l_1759 = l_1758 >= double(1.1754943508222875e-38);
const bool l_1760 = l_1758 <= double(1.7976931348623157e308);
const bool l_1761 = l_1759 && l_1760;
if (l_1761) {
const uint64 l_1762 = reinterpret_cast<uint64 const&>(l_1758);
const uint64 l_1763 = l_1762 >> uint64(52);
const uint64 l_1764 = l_1763 - uint64(23);
const uint64 l_1765 = l_1764 << uint64(52);
const double l_1766 = reinterpret_cast<double const&>(l_1765);
l_mut_404 = l_1766;
}
const double l_1767 = l_1756 - l_1757;
const double l_1768 = abs(l_1767);
l_mut_232 = double(1.401298464324817e-45);
const bool l_1769 = l_1768 >= double(1.1754943508222875e-38);
const bool l_1770 = l_1768 <= double(1.7976931348623157e308);
const bool l_1771 = l_1769 && l_1770;
if (l_1771) {
const uint64 l_1772 = reinterpret_cast<uint64 const&>(l_1768);
const uint64 l_1773 = l_1772 >> uint64(52);
const uint64 l_1774 = l_1773 - uint64(23);
const uint64 l_1775 = l_1774 << uint64(52);
const double l_1776 = reinterpret_cast<double const&>(l_1775);
l_mut_232 = l_1776;
}
const double l_1777 = l_1756 + l_1757;
const double l_1778 = abs(l_1777);
l_mut_78 = double(1.401298464324817e-45);
const bool l_1779 = l_1778 >= double(1.1754943508222875e-38);
const bool l_1780 = l_1778 <= double(1.7976931348623157e308);
const bool l_1781 = l_1779 && l_1780;
if (l_1781) {
const uint64 l_1782 = reinterpret_cast<uint64 const&>(l_1778);
const uint64 l_1783 = l_1782 >> uint64(52);
const uint64 l_1784 = l_1783 - uint64(23);
const uint64 l_1785 = l_1784 << uint64(52);
const double l_1786 = reinterpret_cast<double const&>(l_1785);
l_mut_78 = l_1786;
}
const bool l_1787 = l_mut_232 == l_mut_78;
const bool l_1788 = !l_1787;
if (l_1788) {
l_arr_1754[uint32(0)] = uint32(0);
}
const double l_1789 = l_719 * l_mut_404;
const double l_1790 = l_1756 - l_1789;
l_mut_232 = l_1790;
if (l_717) {
const double l_1791 = l_1790 - l_1757;
const double l_1792 = l_1791 * double(7.1362384635298e44);
const double l_1793 = floor(l_1792);
const double l_1794 = l_1793 * double(1.401298464324817e-45);
l_mut_78 = l_1794;
const double l_1795 = abs(l_1791);
const bool l_1796 = l_1795 >= double(1.1754943508222875e-38);
if (l_1796) {
const float l_1797 = float(l_1791);
const double l_1798 = double(l_1797);
l_mut_78 = l_1798;
const bool l_1799 = l_mut_78 > l_1791;
if (l_1799) {
const uint32 l_1800 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1801 = l_1800 ^ uint32(2147483648);
const float l_1802 = reinterpret_cast<float const&>(l_1801);
const uint32 l_1803 = reinterpret_cast<uint32 const&>(l_1802);
const uint32 l_1804 = l_1803 + uint32(1);
l_mut_788 = l_1804;
const uint32 l_1805 = l_1803 & uint32(2147483647);
const bool l_1806 = l_1805 == uint32(0);
if (l_1806) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1807 = l_1803 & uint32(2147483648);
const bool l_1808 = l_1807 != uint32(0);
if (l_1808) {
const uint32 l_1809 = l_1803 - uint32(1);
l_mut_788 = l_1809;
} else {
const bool l_1810 = l_1803 == uint32(2139095040);
if (l_1810) {
l_mut_788 = l_1803;
}
}
}
const float l_1811 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1812 = reinterpret_cast<uint32 const&>(l_1811);
const uint32 l_1813 = l_1812 ^ uint32(2147483648);
const float l_1814 = reinterpret_cast<float const&>(l_1813);
const uint32 l_1815 = reinterpret_cast<uint32 const&>(l_1814);
const uint32 l_1816 = l_1815 & uint32(2147483647);
const float l_1817 = reinterpret_cast<float const&>(l_1816);
const double l_1818 = double(l_1817);
l_mut_49 = l_1818;
const bool l_1819 = l_1816 < uint32(8388608);
if (l_1819) {
const double l_1820 = double(l_1816);
const double l_1821 = l_1820 * double(1.401298464324817e-45);
l_mut_49 = l_1821;
}
const uint64 l_1822 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1823 = l_1815 >> uint32(31);
const uint64 l_1824 = uint64(l_1823);
const uint64 l_1825 = l_1824 << uint64(63);
const uint64 l_1826 = l_1822 | l_1825;
const double l_1827 = reinterpret_cast<double const&>(l_1826);
l_mut_78 = l_1827;
} else {
const uint32 l_1828 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1829 = l_1828 + uint32(1);
l_mut_788 = l_1829;
const uint32 l_1830 = l_1828 & uint32(2147483647);
const bool l_1831 = l_1830 == uint32(0);
if (l_1831) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1832 = l_1828 & uint32(2147483648);
const bool l_1833 = l_1832 != uint32(0);
if (l_1833) {
const uint32 l_1834 = l_1828 - uint32(1);
l_mut_788 = l_1834;
} else {
const bool l_1835 = l_1828 == uint32(2139095040);
if (l_1835) {
l_mut_788 = l_1828;
}
}
}
const float l_1836 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1837 = reinterpret_cast<uint32 const&>(l_1836);
const uint32 l_1838 = l_1837 & uint32(2147483647);
const float l_1839 = reinterpret_cast<float const&>(l_1838);
const double l_1840 = double(l_1839);
l_mut_49 = l_1840;
const bool l_1841 = l_1838 < uint32(8388608);
if (l_1841) {
const double l_1842 = double(l_1838);
const double l_1843 = l_1842 * double(1.401298464324817e-45);
l_mut_49 = l_1843;
}
const uint64 l_1844 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1845 = l_1837 >> uint32(31);
const uint64 l_1846 = uint64(l_1845);
const uint64 l_1847 = l_1846 << uint64(63);
const uint64 l_1848 = l_1844 | l_1847;
const double l_1849 = reinterpret_cast<double const&>(l_1848);
const bool l_1850 = l_1849 <= l_1791;
if (l_1850) {
const uint32 l_1851 = reinterpret_cast<uint32 const&>(l_1797);
const uint32 l_1852 = l_1851 + uint32(1);
l_mut_788 = l_1852;
const uint32 l_1853 = l_1851 & uint32(2147483647);
const bool l_1854 = l_1853 == uint32(0);
if (l_1854) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1855 = l_1851 & uint32(2147483648);
const bool l_1856 = l_1855 != uint32(0);
if (l_1856) {
const uint32 l_1857 = l_1851 - uint32(1);
l_mut_788 = l_1857;
} else {
const bool l_1858 = l_1851 == uint32(2139095040);
if (l_1858) {
l_mut_788 = l_1851;
}
}
}
const float l_1859 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1860 = reinterpret_cast<uint32 const&>(l_1859);
const uint32 l_1861 = l_1860 & uint32(2147483647);
const float l_1862 = reinterpret_cast<float const&>(l_1861);
const double l_1863 = double(l_1862);
l_mut_49 = l_1863;
const bool l_1864 = l_1861 < uint32(8388608);
if (l_1864) {
const double l_1865 = double(l_1861);
const double l_1866 = l_1865 * double(1.401298464324817e-45);
l_mut_49 = l_1866;
}
const uint64 l_1867 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_1868 = l_1860 >> uint32(31);
const uint64 l_1869 = uint64(l_1868);
const uint64 l_1870 = l_1869 << uint64(63);
const uint64 l_1871 = l_1867 | l_1870;
const double l_1872 = reinterpret_cast<double const&>(l_1871);
l_mut_78 = l_1872;
}
}
}
const double l_1873 = l_1790 + l_1757;
const double l_1874 = l_1873 * double(7.1362384635298e44);
const double l_1875 = floor(l_1874);
const double l_1876 = l_1875 * double(1.401298464324817e-45);
l_mut_49 = l_1876;
const double l_1877 = abs(l_1873);
const bool l_1878 = l_1877 >= double(1.1754943508222875e-38);
if (l_1878) {
const float l_1879 = float(l_1873);
const double l_1880 = double(l_1879);
l_mut_49 = l_1880;
const bool l_1881 = l_mut_49 > l_1873;
if (l_1881) {
const uint32 l_1882 = reinterpret_cast<uint32 const&>(l_1879);
const uint32 l_1883 = l_1882 ^ uint32(2147483648);
const float l_1884 = reinterpret_cast<float const&>(l_1883);
const uint32 l_1885 = reinterpret_cast<uint32 const&>(l_1884);
const uint32 l_1886 = l_1885 + uint32(1);
l_mut_788 = l_1886;
const uint32 l_1887 = l_1885 & uint32(2147483647);
const bool l_1888 = l_1887 == uint32(0);
if (l_1888) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1889 = l_1885 & uint32(2147483648);
const bool l_1890 = l_1889 != uint32(0);
if (l_1890) {
const uint32 l_1891 = l_1885 - uint32(1);
l_mut_788 = l_1891;
} else {
const bool l_1892 = l_1885 == uint32(2139095040);
if (l_1892) {
l_mut_788 = l_1885;
}
}
}
const float l_1893 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1894 = reinterpret_cast<uint32 const&>(l_1893);
const uint32 l_1895 = l_1894 ^ uint32(2147483648);
const float l_1896 = reinterpret_cast<float const&>(l_1895);
const uint32 l_1897 = reinterpret_cast<uint32 const&>(l_1896);
const uint32 l_1898 = l_1897 & uint32(2147483647);
const float l_1899 = reinterpret_cast<float const&>(l_1898);
const double l_1900 = double(l_1899);
l_mut_1901 = l_1900;
const bool l_1902 = l_1898 < uint32(8388608);
if (l_1902) {
const double l_1903 = double(l_1898);
const double l_1904 = l_1903 * double(1.401298464324817e-45);
l_mut_1901 = l_1904;
}
const uint64 l_1905 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_1906 = l_1897 >> uint32(31);
const uint64 l_1907 = uint64(l_1906);
const uint64 l_1908 = l_1907 << uint64(63);
const uint64 l_1909 = l_1905 | l_1908;
const double l_1910 = reinterpret_cast<double const&>(l_1909);
l_mut_49 = l_1910;
} else {
const uint32 l_1911 = reinterpret_cast<uint32 const&>(l_1879);
const uint32 l_1912 = l_1911 + uint32(1);
l_mut_788 = l_1912;
const uint32 l_1913 = l_1911 & uint32(2147483647);
const bool l_1914 = l_1913 == uint32(0);
if (l_1914) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1915 = l_1911 & uint32(2147483648);
const bool l_1916 = l_1915 != uint32(0);
if (l_1916) {
const uint32 l_1917 = l_1911 - uint32(1);
l_mut_788 = l_1917;
} else {
const bool l_1918 = l_1911 == uint32(2139095040);
if (l_1918) {
l_mut_788 = l_1911;
}
}
}
const float l_1919 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1920 = reinterpret_cast<uint32 const&>(l_1919);
const uint32 l_1921 = l_1920 & uint32(2147483647);
const float l_1922 = reinterpret_cast<float const&>(l_1921);
const double l_1923 = double(l_1922);
l_mut_1901 = l_1923;
const bool l_1924 = l_1921 < uint32(8388608);
if (l_1924) {
const double l_1925 = double(l_1921);
const double l_1926 = l_1925 * double(1.401298464324817e-45);
l_mut_1901 = l_1926;
}
const uint64 l_1927 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_1928 = l_1920 >> uint32(31);
const uint64 l_1929 = uint64(l_1928);
const uint64 l_1930 = l_1929 << uint64(63);
const uint64 l_1931 = l_1927 | l_1930;
const double l_1932 = reinterpret_cast<double const&>(l_1931);
const bool l_1933 = l_1932 <= l_1873;
if (l_1933) {
const uint32 l_1934 = reinterpret_cast<uint32 const&>(l_1879);
const uint32 l_1935 = l_1934 + uint32(1);
l_mut_788 = l_1935;
const uint32 l_1936 = l_1934 & uint32(2147483647);
const bool l_1937 = l_1936 == uint32(0);
if (l_1937) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1938 = l_1934 & uint32(2147483648);
const bool l_1939 = l_1938 != uint32(0);
if (l_1939) {
const uint32 l_1940 = l_1934 - uint32(1);
l_mut_788 = l_1940;
} else {
const bool l_1941 = l_1934 == uint32(2139095040);
if (l_1941) {
l_mut_788 = l_1934;
}
}
}
const float l_1942 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1943 = reinterpret_cast<uint32 const&>(l_1942);
const uint32 l_1944 = l_1943 & uint32(2147483647);
const float l_1945 = reinterpret_cast<float const&>(l_1944);
const double l_1946 = double(l_1945);
l_mut_1901 = l_1946;
const bool l_1947 = l_1944 < uint32(8388608);
if (l_1947) {
const double l_1948 = double(l_1944);
const double l_1949 = l_1948 * double(1.401298464324817e-45);
l_mut_1901 = l_1949;
}
const uint64 l_1950 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_1951 = l_1943 >> uint32(31);
const uint64 l_1952 = uint64(l_1951);
const uint64 l_1953 = l_1952 << uint64(63);
const uint64 l_1954 = l_1950 | l_1953;
const double l_1955 = reinterpret_cast<double const&>(l_1954);
l_mut_49 = l_1955;
}
}
}
const bool l_1956 = l_mut_78 == l_mut_49;
const bool l_1957 = !l_1956;
if (l_1957) {
l_arr_1754[uint32(0)] = uint32(0);
}
const double l_1958 = l_1790 * double(7.1362384635298e44);
const double l_1959 = floor(l_1958);
const double l_1960 = l_1959 * double(1.401298464324817e-45);
l_mut_1901 = l_1960;
const double l_1961 = abs(l_1790);
const bool l_1962 = l_1961 >= double(1.1754943508222875e-38);
if (l_1962) {
const float l_1963 = float(l_1790);
const double l_1964 = double(l_1963);
l_mut_1901 = l_1964;
const bool l_1965 = l_mut_1901 > l_1790;
if (l_1965) {
const uint32 l_1966 = reinterpret_cast<uint32 const&>(l_1963);
const uint32 l_1967 = l_1966 ^ uint32(2147483648);
const float l_1968 = reinterpret_cast<float const&>(l_1967);
const uint32 l_1969 = reinterpret_cast<uint32 const&>(l_1968);
const uint32 l_1970 = l_1969 + uint32(1);
l_mut_788 = l_1970;
const uint32 l_1971 = l_1969 & uint32(2147483647);
const bool l_1972 = l_1971 == uint32(0);
if (l_1972) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1973 = l_1969 & uint32(2147483648);
const bool l_1974 = l_1973 != uint32(0);
if (l_1974) {
const uint32 l_1975 = l_1969 - uint32(1);
l_mut_788 = l_1975;
} else {
const bool l_1976 = l_1969 == uint32(2139095040);
if (l_1976) {
l_mut_788 = l_1969;
}
}
}
const float l_1977 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_1978 = reinterpret_cast<uint32 const&>(l_1977);
const uint32 l_1979 = l_1978 ^ uint32(2147483648);
const float l_1980 = reinterpret_cast<float const&>(l_1979);
const uint32 l_1981 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_1982 = l_1981 & uint32(2147483647);
const float l_1983 = reinterpret_cast<float const&>(l_1982);
const double l_1984 = double(l_1983);
l_mut_78 = l_1984;
const bool l_1985 = l_1982 < uint32(8388608);
if (l_1985) {
const double l_1986 = double(l_1982);
const double l_1987 = l_1986 * double(1.401298464324817e-45);
l_mut_78 = l_1987;
}
const uint64 l_1988 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_1989 = l_1981 >> uint32(31);
const uint64 l_1990 = uint64(l_1989);
const uint64 l_1991 = l_1990 << uint64(63);
const uint64 l_1992 = l_1988 | l_1991;
const double l_1993 = reinterpret_cast<double const&>(l_1992);
l_mut_1901 = l_1993;
} else {
const uint32 l_1994 = reinterpret_cast<uint32 const&>(l_1963);
const uint32 l_1995 = l_1994 + uint32(1);
l_mut_788 = l_1995;
const uint32 l_1996 = l_1994 & uint32(2147483647);
const bool l_1997 = l_1996 == uint32(0);
if (l_1997) {
l_mut_788 = uint32(1);
} else {
const uint32 l_1998 = l_1994 & uint32(2147483648);
const bool l_1999 = l_1998 != uint32(0);
if (l_1999) {
const uint32 l_2000 = l_1994 - uint32(1);
l_mut_788 = l_2000;
} else {
const bool l_2001 = l_1994 == uint32(2139095040);
if (l_2001) {
l_mut_788 = l_1994;
}
}
}
const float l_2002 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2003 = reinterpret_cast<uint32 const&>(l_2002);
const uint32 l_2004 = l_2003 & uint32(2147483647);
const float l_2005 = reinterpret_cast<float const&>(l_2004);
const double l_2006 = double(l_2005);
l_mut_78 = l_2006;
const bool l_2007 = l_2004 < uint32(8388608);
if (l_2007) {
const double l_2008 = double(l_2004);
const double l_2009 = l_2008 * double(1.401298464324817e-45);
l_mut_78 = l_2009;
}
const uint64 l_2010 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2011 = l_2003 >> uint32(31);
const uint64 l_2012 = uint64(l_2011);
const uint64 l_2013 = l_2012 << uint64(63);
const uint64 l_2014 = l_2010 | l_2013;
const double l_2015 = reinterpret_cast<double const&>(l_2014);
const bool l_2016 = l_2015 <= l_1790;
if (l_2016) {
const uint32 l_2017 = reinterpret_cast<uint32 const&>(l_1963);
const uint32 l_2018 = l_2017 + uint32(1);
l_mut_788 = l_2018;
const uint32 l_2019 = l_2017 & uint32(2147483647);
const bool l_2020 = l_2019 == uint32(0);
if (l_2020) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2021 = l_2017 & uint32(2147483648);
const bool l_2022 = l_2021 != uint32(0);
if (l_2022) {
const uint32 l_2023 = l_2017 - uint32(1);
l_mut_788 = l_2023;
} else {
const bool l_2024 = l_2017 == uint32(2139095040);
if (l_2024) {
l_mut_788 = l_2017;
}
}
}
const float l_2025 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2026 = reinterpret_cast<uint32 const&>(l_2025);
const uint32 l_2027 = l_2026 & uint32(2147483647);
const float l_2028 = reinterpret_cast<float const&>(l_2027);
const double l_2029 = double(l_2028);
l_mut_78 = l_2029;
const bool l_2030 = l_2027 < uint32(8388608);
if (l_2030) {
const double l_2031 = double(l_2027);
const double l_2032 = l_2031 * double(1.401298464324817e-45);
l_mut_78 = l_2032;
}
const uint64 l_2033 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2034 = l_2026 >> uint32(31);
const uint64 l_2035 = uint64(l_2034);
const uint64 l_2036 = l_2035 << uint64(63);
const uint64 l_2037 = l_2033 | l_2036;
const double l_2038 = reinterpret_cast<double const&>(l_2037);
l_mut_1901 = l_2038;
}
}
}
l_mut_232 = l_mut_1901;
}
const double l_2039 = l_719 * l_mut_404;
const double l_2040 = l_1756 + l_2039;
l_mut_1901 = l_2040;
if (l_717) {
const double l_2041 = l_2040 - l_1757;
const double l_2042 = l_2041 * double(7.1362384635298e44);
const double l_2043 = floor(l_2042);
const double l_2044 = l_2043 * double(1.401298464324817e-45);
l_mut_404 = l_2044;
const double l_2045 = abs(l_2041);
const bool l_2046 = l_2045 >= double(1.1754943508222875e-38);
if (l_2046) {
const float l_2047 = float(l_2041);
const double l_2048 = double(l_2047);
l_mut_404 = l_2048;
const bool l_2049 = l_mut_404 > l_2041;
if (l_2049) {
const uint32 l_2050 = reinterpret_cast<uint32 const&>(l_2047);
const uint32 l_2051 = l_2050 ^ uint32(2147483648);
const float l_2052 = reinterpret_cast<float const&>(l_2051);
const uint32 l_2053 = reinterpret_cast<uint32 const&>(l_2052);
const uint32 l_2054 = l_2053 + uint32(1);
l_mut_788 = l_2054;
const uint32 l_2055 = l_2053 & uint32(2147483647);
const bool l_2056 = l_2055 == uint32(0);
if (l_2056) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2057 = l_2053 & uint32(2147483648);
const bool l_2058 = l_2057 != uint32(0);
if (l_2058) {
const uint32 l_2059 = l_2053 - uint32(1);
l_mut_788 = l_2059;
} else {
const bool l_2060 = l_2053 == uint32(2139095040);
if (l_2060) {
l_mut_788 = l_2053;
}
}
}
const float l_2061 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2062 = reinterpret_cast<uint32 const&>(l_2061);
const uint32 l_2063 = l_2062 ^ uint32(2147483648);
const float l_2064 = reinterpret_cast<float const&>(l_2063);
const uint32 l_2065 = reinterpret_cast<uint32 const&>(l_2064);
const uint32 l_2066 = l_2065 & uint32(2147483647);
const float l_2067 = reinterpret_cast<float const&>(l_2066);
const double l_2068 = double(l_2067);
l_mut_78 = l_2068;
const bool l_2069 = l_2066 < uint32(8388608);
if (l_2069) {
const double l_2070 = double(l_2066);
const double l_2071 = l_2070 * double(1.401298464324817e-45);
l_mut_78 = l_2071;
}
const uint64 l_2072 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2073 = l_2065 >> uint32(31);
const uint64 l_2074 = uint64(l_2073);
const uint64 l_2075 = l_2074 << uint64(63);
const uint64 l_2076 = l_2072 | l_2075;
const double l_2077 = reinterpret_cast<double const&>(l_2076);
l_mut_404 = l_2077;
} else {
const uint32 l_2078 = reinterpret_cast<uint32 const&>(l_2047);
const uint32 l_2079 = l_2078 + uint32(1);
l_mut_788 = l_2079;
const uint32 l_2080 = l_2078 & uint32(2147483647);
const bool l_2081 = l_2080 == uint32(0);
if (l_2081) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2082 = l_2078 & uint32(2147483648);
const bool l_2083 = l_2082 != uint32(0);
if (l_2083) {
const uint32 l_2084 = l_2078 - uint32(1);
l_mut_788 = l_2084;
} else {
const bool l_2085 = l_2078 == uint32(2139095040);
if (l_2085) {
l_mut_788 = l_2078;
}
}
}
const float l_2086 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2087 = reinterpret_cast<uint32 const&>(l_2086);
const uint32 l_2088 = l_2087 & uint32(2147483647);
const float l_2089 = reinterpret_cast<float const&>(l_2088);
const double l_2090 = double(l_2089);
l_mut_78 = l_2090;
const bool l_2091 = l_2088 < uint32(8388608);
if (l_2091) {
const double l_2092 = double(l_2088);
const double l_2093 = l_2092 * double(1.401298464324817e-45);
l_mut_78 = l_2093;
}
const uint64 l_2094 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2095 = l_2087 >> uint32(31);
const uint64 l_2096 = uint64(l_2095);
const uint64 l_2097 = l_2096 << uint64(63);
const uint64 l_2098 = l_2094 | l_2097;
const double l_2099 = reinterpret_cast<double const&>(l_2098);
const bool l_2100 = l_2099 <= l_2041;
if (l_2100) {
const uint32 l_2101 = reinterpret_cast<uint32 const&>(l_2047);
const uint32 l_2102 = l_2101 + uint32(1);
l_mut_788 = l_2102;
const uint32 l_2103 = l_2101 & uint32(2147483647);
const bool l_2104 = l_2103 == uint32(0);
if (l_2104) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2105 = l_2101 & uint32(2147483648);
const bool l_2106 = l_2105 != uint32(0);
if (l_2106) {
const uint32 l_2107 = l_2101 - uint32(1);
l_mut_788 = l_2107;
} else {
const bool l_2108 = l_2101 == uint32(2139095040);
if (l_2108) {
l_mut_788 = l_2101;
}
}
}
const float l_2109 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2110 = reinterpret_cast<uint32 const&>(l_2109);
const uint32 l_2111 = l_2110 & uint32(2147483647);
const float l_2112 = reinterpret_cast<float const&>(l_2111);
const double l_2113 = double(l_2112);
l_mut_78 = l_2113;
const bool l_2114 = l_2111 < uint32(8388608);
if (l_2114) {
const double l_2115 = double(l_2111);
const double l_2116 = l_2115 * double(1.401298464324817e-45);
l_mut_78 = l_2116;
}
const uint64 l_2117 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2118 = l_2110 >> uint32(31);
const uint64 l_2119 = uint64(l_2118);
const uint64 l_2120 = l_2119 << uint64(63);
const uint64 l_2121 = l_2117 | l_2120;
const double l_2122 = reinterpret_cast<double const&>(l_2121);
l_mut_404 = l_2122;
}
}
}
const double l_2123 = l_2040 + l_1757;
const double l_2124 = l_2123 * double(7.1362384635298e44);
const double l_2125 = floor(l_2124);
const double l_2126 = l_2125 * double(1.401298464324817e-45);
l_mut_78 = l_2126;
const double l_2127 = abs(l_2123);
const bool l_2128 = l_2127 >= double(1.1754943508222875e-38);
if (l_2128) {
const float l_2129 = float(l_2123);
const double l_2130 = double(l_2129);
l_mut_78 = l_2130;
const bool l_2131 = l_mut_78 > l_2123;
if (l_2131) {
const uint32 l_2132 = reinterpret_cast<uint32 const&>(l_2129);
const uint32 l_2133 = l_2132 ^ uint32(2147483648);
const float l_2134 = reinterpret_cast<float const&>(l_2133);
const uint32 l_2135 = reinterpret_cast<uint32 const&>(l_2134);
const uint32 l_2136 = l_2135 + uint32(1);
l_mut_788 = l_2136;
const uint32 l_2137 = l_2135 & uint32(2147483647);
const bool l_2138 = l_2137 == uint32(0);
if (l_2138) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2139 = l_2135 & uint32(2147483648);
const bool l_2140 = l_2139 != uint32(0);
if (l_2140) {
const uint32 l_2141 = l_2135 - uint32(1);
l_mut_788 = l_2141;
} else {
const bool l_2142 = l_2135 == uint32(2139095040);
if (l_2142) {
l_mut_788 = l_2135;
}
}
}
const float l_2143 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2144 = reinterpret_cast<uint32 const&>(l_2143);
const uint32 l_2145 = l_2144 ^ uint32(2147483648);
const float l_2146 = reinterpret_cast<float const&>(l_2145);
const uint32 l_2147 = reinterpret_cast<uint32 const&>(l_2146);
const uint32 l_2148 = l_2147 & uint32(2147483647);
const float l_2149 = reinterpret_cast<float const&>(l_2148);
const double l_2150 = double(l_2149);
l_mut_49 = l_2150;
const bool l_2151 = l_2148 < uint32(8388608);
if (l_2151) {
const double l_2152 = double(l_2148);
const double l_2153 = l_2152 * double(1.401298464324817e-45);
l_mut_49 = l_2153;
}
const uint64 l_2154 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2155 = l_2147 >> uint32(31);
const uint64 l_2156 = uint64(l_2155);
const uint64 l_2157 = l_2156 << uint64(63);
const uint64 l_2158 = l_2154 | l_2157;
const double l_2159 = reinterpret_cast<double const&>(l_2158);
l_mut_78 = l_2159;
} else {
const uint32 l_2160 = reinterpret_cast<uint32 const&>(l_2129);
const uint32 l_2161 = l_2160 + uint32(1);
l_mut_788 = l_2161;
const uint32 l_2162 = l_2160 & uint32(2147483647);
const bool l_2163 = l_2162 == uint32(0);
if (l_2163) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2164 = l_2160 & uint32(2147483648);
const bool l_2165 = l_2164 != uint32(0);
if (l_2165) {
const uint32 l_2166 = l_2160 - uint32(1);
l_mut_788 = l_2166;
} else {
const bool l_2167 = l_2160 == uint32(2139095040);
if (l_2167) {
l_mut_788 = l_2160;
}
}
}
const float l_2168 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2169 = reinterpret_cast<uint32 const&>(l_2168);
const uint32 l_2170 = l_2169 & uint32(2147483647);
const float l_2171 = reinterpret_cast<float const&>(l_2170);
const double l_2172 = double(l_2171);
l_mut_49 = l_2172;
const bool l_2173 = l_2170 < uint32(8388608);
if (l_2173) {
const double l_2174 = double(l_2170);
const double l_2175 = l_2174 * double(1.401298464324817e-45);
l_mut_49 = l_2175;
}
const uint64 l_2176 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2177 = l_2169 >> uint32(31);
const uint64 l_2178 = uint64(l_2177);
const uint64 l_2179 = l_2178 << uint64(63);
const uint64 l_2180 = l_2176 | l_2179;
const double l_2181 = reinterpret_cast<double const&>(l_2180);
const bool l_2182 = l_2181 <= l_2123;
if (l_2182) {
const uint32 l_2183 = reinterpret_cast<uint32 const&>(l_2129);
const uint32 l_2184 = l_2183 + uint32(1);
l_mut_788 = l_2184;
const uint32 l_2185 = l_2183 & uint32(2147483647);
const bool l_2186 = l_2185 == uint32(0);
if (l_2186) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2187 = l_2183 & uint32(2147483648);
const bool l_2188 = l_2187 != uint32(0);
if (l_2188) {
const uint32 l_2189 = l_2183 - uint32(1);
l_mut_788 = l_2189;
} else {
const bool l_2190 = l_2183 == uint32(2139095040);
if (l_2190) {
l_mut_788 = l_2183;
}
}
}
const float l_2191 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2192 = reinterpret_cast<uint32 const&>(l_2191);
const uint32 l_2193 = l_2192 & uint32(2147483647);
const float l_2194 = reinterpret_cast<float const&>(l_2193);
const double l_2195 = double(l_2194);
l_mut_49 = l_2195;
const bool l_2196 = l_2193 < uint32(8388608);
if (l_2196) {
const double l_2197 = double(l_2193);
const double l_2198 = l_2197 * double(1.401298464324817e-45);
l_mut_49 = l_2198;
}
const uint64 l_2199 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2200 = l_2192 >> uint32(31);
const uint64 l_2201 = uint64(l_2200);
const uint64 l_2202 = l_2201 << uint64(63);
const uint64 l_2203 = l_2199 | l_2202;
const double l_2204 = reinterpret_cast<double const&>(l_2203);
l_mut_78 = l_2204;
}
}
}
const bool l_2205 = l_mut_404 == l_mut_78;
const bool l_2206 = !l_2205;
if (l_2206) {
l_arr_1754[uint32(0)] = uint32(0);
}
const double l_2207 = -l_2040;
const double l_2208 = l_2207 * double(7.1362384635298e44);
const double l_2209 = floor(l_2208);
const double l_2210 = l_2209 * double(1.401298464324817e-45);
l_mut_404 = l_2210;
const double l_2211 = abs(l_2207);
const bool l_2212 = l_2211 >= double(1.1754943508222875e-38);
if (l_2212) {
const float l_2213 = float(l_2207);
const double l_2214 = double(l_2213);
l_mut_404 = l_2214;
const bool l_2215 = l_mut_404 > l_2207;
if (l_2215) {
const uint32 l_2216 = reinterpret_cast<uint32 const&>(l_2213);
const uint32 l_2217 = l_2216 ^ uint32(2147483648);
const float l_2218 = reinterpret_cast<float const&>(l_2217);
const uint32 l_2219 = reinterpret_cast<uint32 const&>(l_2218);
const uint32 l_2220 = l_2219 + uint32(1);
l_mut_788 = l_2220;
const uint32 l_2221 = l_2219 & uint32(2147483647);
const bool l_2222 = l_2221 == uint32(0);
if (l_2222) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2223 = l_2219 & uint32(2147483648);
const bool l_2224 = l_2223 != uint32(0);
if (l_2224) {
const uint32 l_2225 = l_2219 - uint32(1);
l_mut_788 = l_2225;
} else {
const bool l_2226 = l_2219 == uint32(2139095040);
if (l_2226) {
l_mut_788 = l_2219;
}
}
}
const float l_2227 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2228 = reinterpret_cast<uint32 const&>(l_2227);
const uint32 l_2229 = l_2228 ^ uint32(2147483648);
const float l_2230 = reinterpret_cast<float const&>(l_2229);
const uint32 l_2231 = reinterpret_cast<uint32 const&>(l_2230);
const uint32 l_2232 = l_2231 & uint32(2147483647);
const float l_2233 = reinterpret_cast<float const&>(l_2232);
const double l_2234 = double(l_2233);
l_mut_78 = l_2234;
const bool l_2235 = l_2232 < uint32(8388608);
if (l_2235) {
const double l_2236 = double(l_2232);
const double l_2237 = l_2236 * double(1.401298464324817e-45);
l_mut_78 = l_2237;
}
const uint64 l_2238 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2239 = l_2231 >> uint32(31);
const uint64 l_2240 = uint64(l_2239);
const uint64 l_2241 = l_2240 << uint64(63);
const uint64 l_2242 = l_2238 | l_2241;
const double l_2243 = reinterpret_cast<double const&>(l_2242);
l_mut_404 = l_2243;
} else {
const uint32 l_2244 = reinterpret_cast<uint32 const&>(l_2213);
const uint32 l_2245 = l_2244 + uint32(1);
l_mut_788 = l_2245;
const uint32 l_2246 = l_2244 & uint32(2147483647);
const bool l_2247 = l_2246 == uint32(0);
if (l_2247) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2248 = l_2244 & uint32(2147483648);
const bool l_2249 = l_2248 != uint32(0);
if (l_2249) {
const uint32 l_2250 = l_2244 - uint32(1);
l_mut_788 = l_2250;
} else {
const bool l_2251 = l_2244 == uint32(2139095040);
if (l_2251) {
l_mut_788 = l_2244;
}
}
}
const float l_2252 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2253 = reinterpret_cast<uint32 const&>(l_2252);
const uint32 l_2254 = l_2253 & uint32(2147483647);
const float l_2255 = reinterpret_cast<float const&>(l_2254);
const double l_2256 = double(l_2255);
l_mut_78 = l_2256;
const bool l_2257 = l_2254 < uint32(8388608);
if (l_2257) {
const double l_2258 = double(l_2254);
const double l_2259 = l_2258 * double(1.401298464324817e-45);
l_mut_78 = l_2259;
}
const uint64 l_2260 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2261 = l_2253 >> uint32(31);
const uint64 l_2262 = uint64(l_2261);
const uint64 l_2263 = l_2262 << uint64(63);
const uint64 l_2264 = l_2260 | l_2263;
const double l_2265 = reinterpret_cast<double const&>(l_2264);
const bool l_2266 = l_2265 <= l_2207;
if (l_2266) {
const uint32 l_2267 = reinterpret_cast<uint32 const&>(l_2213);
const uint32 l_2268 = l_2267 + uint32(1);
l_mut_788 = l_2268;
const uint32 l_2269 = l_2267 & uint32(2147483647);
const bool l_2270 = l_2269 == uint32(0);
if (l_2270) {
l_mut_788 = uint32(1);
} else {
const uint32 l_2271 = l_2267 & uint32(2147483648);
const bool l_2272 = l_2271 != uint32(0);
if (l_2272) {
const uint32 l_2273 = l_2267 - uint32(1);
l_mut_788 = l_2273;
} else {
const bool l_2274 = l_2267 == uint32(2139095040);
if (l_2274) {
l_mut_788 = l_2267;
}
}
}
const float l_2275 = reinterpret_cast<float const&>(l_mut_788);
const uint32 l_2276 = reinterpret_cast<uint32 const&>(l_2275);
const uint32 l_2277 = l_2276 & uint32(2147483647);
const float l_2278 = reinterpret_cast<float const&>(l_2277);
const double l_2279 = double(l_2278);
l_mut_78 = l_2279;
const bool l_2280 = l_2277 < uint32(8388608);
if (l_2280) {
const double l_2281 = double(l_2277);
const double l_2282 = l_2281 * double(1.401298464324817e-45);
l_mut_78 = l_2282;
}
const uint64 l_2283 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_2284 = l_2276 >> uint32(31);
const uint64 l_2285 = uint64(l_2284);
const uint64 l_2286 = l_2285 << uint64(63);
const uint64 l_2287 = l_2283 | l_2286;
const double l_2288 = reinterpret_cast<double const&>(l_2287);
l_mut_404 = l_2288;
}
}
}
const double l_2289 = -l_mut_404;
l_mut_1901 = l_2289;
}
l_mut_788 = uint32(0);
const bool l_2290 = l_mut_232 <= double(0.0);
const bool l_2291 = l_mut_1901 >= double(0.0);
const bool l_2292 = l_2290 && l_2291;
const bool l_2293 = !l_2292;
if (l_2293) {
const double l_2294 = double(1.0) / l_mut_1901;
const double l_2295 = double(1.0) / l_mut_232;
const double l_2296 = abs(l_2294);
const double l_2297 = l_2296 * double(1.4551915228366852e-11);
const double l_2298 = abs(l_2295);
const double l_2299 = l_2298 * double(1.4551915228366852e-11);
const double l_2300 = l_2294 - l_2297;
const double l_2301 = abs(l_2300);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2302 = l_2301 >= double(1.1754943508222875e-38);
const bool l_2303 = l_2301 <= double(1.7976931348623157e308);
const bool l_2304 = l_2302 && l_2303;
if (l_2304) {
const uint64 l_2305 = reinterpret_cast<uint64 const&>(l_2301);
const uint64 l_2306 = l_2305 >> uint64(52);
const uint64 l_2307 = l_2306 - uint64(23);
const uint64 l_2308 = l_2307 << uint64(52);
const double l_2309 = reinterpret_cast<double const&>(l_2308);
l_mut_1901 = l_2309;
}
const double l_2310 = l_2294 + l_2297;
const double l_2311 = abs(l_2310);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2312 = l_2311 >= double(1.1754943508222875e-38);
const bool l_2313 = l_2311 <= double(1.7976931348623157e308);
const bool l_2314 = l_2312 && l_2313;
if (l_2314) {
const uint64 l_2315 = reinterpret_cast<uint64 const&>(l_2311);
const uint64 l_2316 = l_2315 >> uint64(52);
const uint64 l_2317 = l_2316 - uint64(23);
const uint64 l_2318 = l_2317 << uint64(52);
const double l_2319 = reinterpret_cast<double const&>(l_2318);
l_mut_404 = l_2319;
}
const bool l_2320 = l_mut_1901 == l_mut_404;
const bool l_2321 = !l_2320;
const double l_2322 = l_2295 - l_2299;
const double l_2323 = abs(l_2322);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2324 = l_2323 >= double(1.1754943508222875e-38);
const bool l_2325 = l_2323 <= double(1.7976931348623157e308);
const bool l_2326 = l_2324 && l_2325;
if (l_2326) {
const uint64 l_2327 = reinterpret_cast<uint64 const&>(l_2323);
const uint64 l_2328 = l_2327 >> uint64(52);
const uint64 l_2329 = l_2328 - uint64(23);
const uint64 l_2330 = l_2329 << uint64(52);
const double l_2331 = reinterpret_cast<double const&>(l_2330);
l_mut_1901 = l_2331;
}
const double l_2332 = l_2295 + l_2299;
const double l_2333 = abs(l_2332);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2334 = l_2333 >= double(1.1754943508222875e-38);
const bool l_2335 = l_2333 <= double(1.7976931348623157e308);
const bool l_2336 = l_2334 && l_2335;
if (l_2336) {
const uint64 l_2337 = reinterpret_cast<uint64 const&>(l_2333);
const uint64 l_2338 = l_2337 >> uint64(52);
const uint64 l_2339 = l_2338 - uint64(23);
const uint64 l_2340 = l_2339 << uint64(52);
const double l_2341 = reinterpret_cast<double const&>(l_2340);
l_mut_404 = l_2341;
}
const bool l_2342 = l_mut_1901 == l_mut_404;
const bool l_2343 = !l_2342;
const bool l_2344 = l_2321 || l_2343;
if (l_2344) {
l_arr_1754[uint32(0)] = uint32(0);
}
const double l_2345 = abs(l_2294);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2346 = l_2345 >= double(1.1754943508222875e-38);
const bool l_2347 = l_2345 <= double(1.7976931348623157e308);
const bool l_2348 = l_2346 && l_2347;
if (l_2348) {
const uint64 l_2349 = reinterpret_cast<uint64 const&>(l_2345);
const uint64 l_2350 = l_2349 >> uint64(52);
const uint64 l_2351 = l_2350 - uint64(23);
const uint64 l_2352 = l_2351 << uint64(52);
const double l_2353 = reinterpret_cast<double const&>(l_2352);
l_mut_1901 = l_2353;
}
const double l_2354 = l_722 * l_mut_1901;
const double l_2355 = l_2294 - l_2354;
const double l_2356 = abs(l_2295);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2357 = l_2356 >= double(1.1754943508222875e-38);
const bool l_2358 = l_2356 <= double(1.7976931348623157e308);
const bool l_2359 = l_2357 && l_2358;
if (l_2359) {
const uint64 l_2360 = reinterpret_cast<uint64 const&>(l_2356);
const uint64 l_2361 = l_2360 >> uint64(52);
const uint64 l_2362 = l_2361 - uint64(23);
const uint64 l_2363 = l_2362 << uint64(52);
const double l_2364 = reinterpret_cast<double const&>(l_2363);
l_mut_1901 = l_2364;
}
const double l_2365 = l_722 * l_mut_1901;
const double l_2366 = l_2295 + l_2365;
const uint32 l_2367 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2368 = l_2367 & uint32(2147483647);
const float l_2369 = reinterpret_cast<float const&>(l_2368);
const double l_2370 = double(l_2369);
l_mut_1901 = l_2370;
const bool l_2371 = l_2368 < uint32(8388608);
if (l_2371) {
const double l_2372 = double(l_2368);
const double l_2373 = l_2372 * double(1.401298464324817e-45);
l_mut_1901 = l_2373;
}
const uint64 l_2374 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2375 = l_2367 >> uint32(31);
const uint64 l_2376 = uint64(l_2375);
const uint64 l_2377 = l_2376 << uint64(63);
const uint64 l_2378 = l_2374 | l_2377;
const double l_2379 = reinterpret_cast<double const&>(l_2378);
const uint32 l_2380 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2381 = l_2380 + uint32(1);
l_mut_747 = l_2381;
const uint32 l_2382 = l_2380 & uint32(2147483647);
const bool l_2383 = l_2382 == uint32(0);
if (l_2383) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2384 = l_2380 & uint32(2147483648);
const bool l_2385 = l_2384 != uint32(0);
if (l_2385) {
const uint32 l_2386 = l_2380 - uint32(1);
l_mut_747 = l_2386;
} else {
const bool l_2387 = l_2380 == uint32(2139095040);
if (l_2387) {
l_mut_747 = l_2380;
}
}
}
const float l_2388 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2389 = reinterpret_cast<uint32 const&>(l_2388);
const uint32 l_2390 = l_2389 & uint32(2147483647);
const float l_2391 = reinterpret_cast<float const&>(l_2390);
const double l_2392 = double(l_2391);
l_mut_1901 = l_2392;
const bool l_2393 = l_2390 < uint32(8388608);
if (l_2393) {
const double l_2394 = double(l_2390);
const double l_2395 = l_2394 * double(1.401298464324817e-45);
l_mut_1901 = l_2395;
}
const uint64 l_2396 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2397 = l_2389 >> uint32(31);
const uint64 l_2398 = uint64(l_2397);
const uint64 l_2399 = l_2398 << uint64(63);
const uint64 l_2400 = l_2396 | l_2399;
const double l_2401 = reinterpret_cast<double const&>(l_2400);
const uint32 l_2402 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2403 = l_2402 ^ uint32(2147483648);
const float l_2404 = reinterpret_cast<float const&>(l_2403);
const uint32 l_2405 = reinterpret_cast<uint32 const&>(l_2404);
const uint32 l_2406 = l_2405 + uint32(1);
l_mut_747 = l_2406;
const uint32 l_2407 = l_2405 & uint32(2147483647);
const bool l_2408 = l_2407 == uint32(0);
if (l_2408) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2409 = l_2405 & uint32(2147483648);
const bool l_2410 = l_2409 != uint32(0);
if (l_2410) {
const uint32 l_2411 = l_2405 - uint32(1);
l_mut_747 = l_2411;
} else {
const bool l_2412 = l_2405 == uint32(2139095040);
if (l_2412) {
l_mut_747 = l_2405;
}
}
}
const float l_2413 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2414 = reinterpret_cast<uint32 const&>(l_2413);
const uint32 l_2415 = l_2414 ^ uint32(2147483648);
const float l_2416 = reinterpret_cast<float const&>(l_2415);
const uint32 l_2417 = reinterpret_cast<uint32 const&>(l_2416);
const uint32 l_2418 = l_2417 & uint32(2147483647);
const float l_2419 = reinterpret_cast<float const&>(l_2418);
const double l_2420 = double(l_2419);
l_mut_1901 = l_2420;
const bool l_2421 = l_2418 < uint32(8388608);
if (l_2421) {
const double l_2422 = double(l_2418);
const double l_2423 = l_2422 * double(1.401298464324817e-45);
l_mut_1901 = l_2423;
}
const uint64 l_2424 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2425 = l_2417 >> uint32(31);
const uint64 l_2426 = uint64(l_2425);
const uint64 l_2427 = l_2426 << uint64(63);
const uint64 l_2428 = l_2424 | l_2427;
const double l_2429 = reinterpret_cast<double const&>(l_2428);
const double l_2430 = l_2355 + l_2297;
const bool l_2431 = l_2430 <= l_2379;
l_mut_848 = l_2431;
const double l_2432 = l_2355 - l_2297;
const bool l_2433 = l_2432 > l_2379;
l_mut_845 = l_2433;
const double l_2434 = l_2366 - l_2299;
const bool l_2435 = l_2434 >= l_2379;
l_mut_842 = l_2435;
const double l_2436 = l_2366 + l_2299;
const bool l_2437 = l_2436 < l_2379;
l_mut_839 = l_2437;
if (l_717) {
const double l_2438 = l_2355 + l_2297;
const bool l_2439 = l_2438 < l_2401;
l_mut_848 = l_2439;
const double l_2440 = l_2355 - l_2297;
const bool l_2441 = l_2440 >= l_2401;
l_mut_845 = l_2441;
const double l_2442 = l_2366 - l_2299;
const bool l_2443 = l_2442 > l_2429;
l_mut_842 = l_2443;
const double l_2444 = l_2366 + l_2299;
const bool l_2445 = l_2444 <= l_2429;
l_mut_839 = l_2445;
}
l_mut_747 = uint32(2);
const bool l_2446 = l_mut_845 || l_mut_839;
if (l_2446) {
l_mut_747 = uint32(1);
} else {
const bool l_2447 = l_mut_848 && l_mut_842;
if (l_2447) {
l_mut_747 = uint32(0);
}
}
const uint32 l_2448 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2449 = l_2448 & uint32(2147483647);
const bool l_2450 = l_2449 == uint32(0);
if (l_2450) {
const double l_2451 = l_2355 + l_2297;
const bool l_2452 = l_2451 < double(1.1754943508222875e-38);
const double l_2453 = l_2366 - l_2299;
const bool l_2454 = l_2453 > double(-1.1754943508222875e-38);
const bool l_2455 = l_2452 && l_2454;
const double l_2456 = l_2355 - l_2297;
const bool l_2457 = l_2456 < double(1.1754943508222875e-38);
const double l_2458 = l_2366 + l_2299;
const bool l_2459 = l_2458 > double(-1.1754943508222875e-38);
const bool l_2460 = l_2457 && l_2459;
if (l_2455) {
l_mut_747 = uint32(0);
} else {
const bool l_2461 = l_mut_747 == uint32(1);
const bool l_2462 = l_2460 && l_2461;
if (l_2462) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
const uint32 l_2463 = l_arr_1754[uint32(0)];
const bool l_2464 = l_2463 == uint32(0);
if (l_2464) {
l_mut_788 = uint32(2);
}
l_mut_731 = l_mut_788;
} else {
const bool l_2465 = l_713 == uint32(10);
if (l_2465) {
const double l_2466 = sqrt(l_726);
const double l_2467 = double(1.0) / l_2466;
const double l_2468 = l_2467 * double(1.4551915228366852e-11);
const double l_2469 = abs(l_2467);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2470 = l_2469 >= double(1.1754943508222875e-38);
const bool l_2471 = l_2469 <= double(1.7976931348623157e308);
const bool l_2472 = l_2470 && l_2471;
if (l_2472) {
const uint64 l_2473 = reinterpret_cast<uint64 const&>(l_2469);
const uint64 l_2474 = l_2473 >> uint64(52);
const uint64 l_2475 = l_2474 - uint64(23);
const uint64 l_2476 = l_2475 << uint64(52);
const double l_2477 = reinterpret_cast<double const&>(l_2476);
l_mut_1901 = l_2477;
}
const double l_2478 = l_719 * l_mut_1901;
const double l_2479 = l_2467 - l_2478;
const double l_2480 = l_726 * l_2479;
const double l_2481 = l_719 * l_mut_1901;
const double l_2482 = l_2467 + l_2481;
const double l_2483 = l_726 * l_2482;
l_mut_788 = uint32(2);
const double l_2484 = l_2467 - l_2468;
const double l_2485 = abs(l_2484);
l_mut_1901 = double(1.401298464324817e-45);
const bool l_2486 = l_2485 >= double(1.1754943508222875e-38);
const bool l_2487 = l_2485 <= double(1.7976931348623157e308);
const bool l_2488 = l_2486 && l_2487;
if (l_2488) {
const uint64 l_2489 = reinterpret_cast<uint64 const&>(l_2485);
const uint64 l_2490 = l_2489 >> uint64(52);
const uint64 l_2491 = l_2490 - uint64(23);
const uint64 l_2492 = l_2491 << uint64(52);
const double l_2493 = reinterpret_cast<double const&>(l_2492);
l_mut_1901 = l_2493;
}
const double l_2494 = l_2467 + l_2468;
const double l_2495 = abs(l_2494);
l_mut_404 = double(1.401298464324817e-45);
const bool l_2496 = l_2495 >= double(1.1754943508222875e-38);
const bool l_2497 = l_2495 <= double(1.7976931348623157e308);
const bool l_2498 = l_2496 && l_2497;
if (l_2498) {
const uint64 l_2499 = reinterpret_cast<uint64 const&>(l_2495);
const uint64 l_2500 = l_2499 >> uint64(52);
const uint64 l_2501 = l_2500 - uint64(23);
const uint64 l_2502 = l_2501 << uint64(52);
const double l_2503 = reinterpret_cast<double const&>(l_2502);
l_mut_404 = l_2503;
}
const bool l_2504 = l_mut_1901 == l_mut_404;
if (l_2504) {
const double l_2505 = abs(l_2480);
const double l_2506 = l_2505 * double(1.4551915228366852e-11);
const double l_2507 = abs(l_2483);
const double l_2508 = l_2507 * double(1.4551915228366852e-11);
const uint32 l_2509 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2510 = l_2509 & uint32(2147483647);
const float l_2511 = reinterpret_cast<float const&>(l_2510);
const double l_2512 = double(l_2511);
l_mut_1901 = l_2512;
const bool l_2513 = l_2510 < uint32(8388608);
if (l_2513) {
const double l_2514 = double(l_2510);
const double l_2515 = l_2514 * double(1.401298464324817e-45);
l_mut_1901 = l_2515;
}
const uint64 l_2516 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2517 = l_2509 >> uint32(31);
const uint64 l_2518 = uint64(l_2517);
const uint64 l_2519 = l_2518 << uint64(63);
const uint64 l_2520 = l_2516 | l_2519;
const double l_2521 = reinterpret_cast<double const&>(l_2520);
const uint32 l_2522 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2523 = l_2522 + uint32(1);
l_mut_747 = l_2523;
const uint32 l_2524 = l_2522 & uint32(2147483647);
const bool l_2525 = l_2524 == uint32(0);
if (l_2525) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2526 = l_2522 & uint32(2147483648);
const bool l_2527 = l_2526 != uint32(0);
if (l_2527) {
const uint32 l_2528 = l_2522 - uint32(1);
l_mut_747 = l_2528;
} else {
const bool l_2529 = l_2522 == uint32(2139095040);
if (l_2529) {
l_mut_747 = l_2522;
}
}
}
const float l_2530 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2531 = reinterpret_cast<uint32 const&>(l_2530);
const uint32 l_2532 = l_2531 & uint32(2147483647);
const float l_2533 = reinterpret_cast<float const&>(l_2532);
const double l_2534 = double(l_2533);
l_mut_1901 = l_2534;
const bool l_2535 = l_2532 < uint32(8388608);
if (l_2535) {
const double l_2536 = double(l_2532);
const double l_2537 = l_2536 * double(1.401298464324817e-45);
l_mut_1901 = l_2537;
}
const uint64 l_2538 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2539 = l_2531 >> uint32(31);
const uint64 l_2540 = uint64(l_2539);
const uint64 l_2541 = l_2540 << uint64(63);
const uint64 l_2542 = l_2538 | l_2541;
const double l_2543 = reinterpret_cast<double const&>(l_2542);
const uint32 l_2544 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2545 = l_2544 ^ uint32(2147483648);
const float l_2546 = reinterpret_cast<float const&>(l_2545);
const uint32 l_2547 = reinterpret_cast<uint32 const&>(l_2546);
const uint32 l_2548 = l_2547 + uint32(1);
l_mut_747 = l_2548;
const uint32 l_2549 = l_2547 & uint32(2147483647);
const bool l_2550 = l_2549 == uint32(0);
if (l_2550) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2551 = l_2547 & uint32(2147483648);
const bool l_2552 = l_2551 != uint32(0);
if (l_2552) {
const uint32 l_2553 = l_2547 - uint32(1);
l_mut_747 = l_2553;
} else {
const bool l_2554 = l_2547 == uint32(2139095040);
if (l_2554) {
l_mut_747 = l_2547;
}
}
}
const float l_2555 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2556 = reinterpret_cast<uint32 const&>(l_2555);
const uint32 l_2557 = l_2556 ^ uint32(2147483648);
const float l_2558 = reinterpret_cast<float const&>(l_2557);
const uint32 l_2559 = reinterpret_cast<uint32 const&>(l_2558);
const uint32 l_2560 = l_2559 & uint32(2147483647);
const float l_2561 = reinterpret_cast<float const&>(l_2560);
const double l_2562 = double(l_2561);
l_mut_1901 = l_2562;
const bool l_2563 = l_2560 < uint32(8388608);
if (l_2563) {
const double l_2564 = double(l_2560);
const double l_2565 = l_2564 * double(1.401298464324817e-45);
l_mut_1901 = l_2565;
}
const uint64 l_2566 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2567 = l_2559 >> uint32(31);
const uint64 l_2568 = uint64(l_2567);
const uint64 l_2569 = l_2568 << uint64(63);
const uint64 l_2570 = l_2566 | l_2569;
const double l_2571 = reinterpret_cast<double const&>(l_2570);
const double l_2572 = l_2480 + l_2506;
const bool l_2573 = l_2572 <= l_2521;
l_mut_848 = l_2573;
const double l_2574 = l_2480 - l_2506;
const bool l_2575 = l_2574 > l_2521;
l_mut_845 = l_2575;
const double l_2576 = l_2483 - l_2508;
const bool l_2577 = l_2576 >= l_2521;
l_mut_842 = l_2577;
const double l_2578 = l_2483 + l_2508;
const bool l_2579 = l_2578 < l_2521;
l_mut_839 = l_2579;
const double l_2580 = l_2480 + l_2506;
const bool l_2581 = l_2580 < l_2543;
l_mut_848 = l_2581;
const double l_2582 = l_2480 - l_2506;
const bool l_2583 = l_2582 >= l_2543;
l_mut_845 = l_2583;
const double l_2584 = l_2483 - l_2508;
const bool l_2585 = l_2584 > l_2571;
l_mut_842 = l_2585;
const double l_2586 = l_2483 + l_2508;
const bool l_2587 = l_2586 <= l_2571;
l_mut_839 = l_2587;
l_mut_747 = uint32(2);
const bool l_2588 = l_mut_845 || l_mut_839;
if (l_2588) {
l_mut_747 = uint32(1);
} else {
const bool l_2589 = l_mut_848 && l_mut_842;
if (l_2589) {
l_mut_747 = uint32(0);
}
}
const uint32 l_2590 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_2591 = l_2590 & uint32(2147483647);
const bool l_2592 = l_2591 == uint32(0);
if (l_2592) {
const double l_2593 = l_2480 + l_2506;
const bool l_2594 = l_2593 < double(1.1754943508222875e-38);
const double l_2595 = l_2483 - l_2508;
const bool l_2596 = l_2595 > double(-1.1754943508222875e-38);
const bool l_2597 = l_2594 && l_2596;
const double l_2598 = l_2480 - l_2506;
const bool l_2599 = l_2598 < double(1.1754943508222875e-38);
const double l_2600 = l_2483 + l_2508;
const bool l_2601 = l_2600 > double(-1.1754943508222875e-38);
const bool l_2602 = l_2599 && l_2601;
if (l_2597) {
l_mut_747 = uint32(0);
} else {
const bool l_2603 = l_mut_747 == uint32(1);
const bool l_2604 = l_2602 && l_2603;
if (l_2604) {
l_mut_747 = uint32(2);
}
}
}
l_mut_788 = l_mut_747;
}
l_mut_731 = l_mut_788;
} else {
const bool l_2605 = l_713 == uint32(11);
const bool l_2606 = l_713 == uint32(12);
const bool l_2607 = l_2605 || l_2606;
if (l_2607) {
l_mut_731 = uint32(0);
const bool l_2608 = l_727 <= l_725;
const bool l_2609 = l_713 == uint32(11);
const bool l_2610 = l_2608 && l_2609;
if (l_2610) {
const float l_2611 = float(l_726);
const uint32 l_2612 = reinterpret_cast<uint32 const&>(l_2611);
const uint32 l_2613 = l_2612 & uint32(2147483647);
const float l_2614 = reinterpret_cast<float const&>(l_2613);
const double l_2615 = double(l_2614);
l_mut_1901 = l_2615;
const bool l_2616 = l_2613 < uint32(8388608);
if (l_2616) {
const double l_2617 = double(l_2613);
const double l_2618 = l_2617 * double(1.401298464324817e-45);
l_mut_1901 = l_2618;
}
const uint64 l_2619 = reinterpret_cast<uint64 const&>(l_mut_1901);
const uint32 l_2620 = l_2612 >> uint32(31);
const uint64 l_2621 = uint64(l_2620);
const uint64 l_2622 = l_2621 << uint64(63);
const uint64 l_2623 = l_2619 | l_2622;
const double l_2624 = reinterpret_cast<double const&>(l_2623);
const double l_2625 = abs(l_2624);
l_mut_1901 = l_2625;
l_mut_788 = uint32(0);
const bool l_2626 = l_2625 >= double(0.785);
if (l_2626) {
const double l_2627 = l_2625 * double(0.6366197723675814);
const double l_2628 = l_2627 + double(0.5);
const double l_2629 = floor(l_2628);
const double l_2630 = l_2629 * double(1.570796325802803);
const double l_2631 = l_2625 - l_2630;
const double l_2632 = l_2631 * l_20;
const double l_2633 = l_2629 * double(9.920935796805404e-10);
const double l_2634 = l_2632 - l_2633;
l_mut_1901 = l_2634;
const uint32 l_2635 = uint32(l_2629);
l_mut_788 = l_2635;
}
const uint32 l_2636 = reinterpret_cast<uint32 const&>(l_2611);
const bool l_2637 = l_2636 >= uint32(2147483648);
const double l_2638 = l_mut_1901 * l_mut_1901;
const double l_2639 = l_2638 * double(1.9572941063391263e-20);
const double l_2640 = double(8.22063524662433e-18) - l_2639;
l_mut_404 = l_2640;
const double l_2641 = l_mut_404 * l_2638;
const double l_2642 = l_2641 - double(2.8114572543455206e-15);
l_mut_404 = l_2642;
const double l_2643 = l_mut_404 * l_2638;
const double l_2644 = l_2643 + double(7.647163731819816e-13);
l_mut_404 = l_2644;
const double l_2645 = l_mut_404 * l_2638;
const double l_2646 = l_2645 - double(1.6059043836821613e-10);
l_mut_404 = l_2646;
const double l_2647 = l_mut_404 * l_2638;
const double l_2648 = l_2647 + double(2.505210838544172e-8);
l_mut_404 = l_2648;
const double l_2649 = l_mut_404 * l_2638;
const double l_2650 = l_2649 - double(2.7557319223985893e-6);
l_mut_404 = l_2650;
const double l_2651 = l_mut_404 * l_2638;
const double l_2652 = l_2651 + double(0.0001984126984126984);
l_mut_404 = l_2652;
const double l_2653 = l_mut_404 * l_2638;
const double l_2654 = l_2653 - double(0.008333333333333333);
l_mut_404 = l_2654;
const double l_2655 = l_mut_404 * l_2638;
const double l_2656 = l_2655 + double(0.16666666666666666);
l_mut_404 = l_2656;
const double l_2657 = double(0.5) * l_2638;
const double l_2658 = double(1.0) - l_2657;
const double l_2659 = double(0.0) * l_2658;
const double l_2660 = l_mut_1901 * l_2638;
const double l_2661 = l_2660 * l_mut_404;
const double l_2662 = l_2659 - l_2661;
const double l_2663 = l_mut_1901 + l_2662;
const double l_2664 = l_mut_1901 * l_mut_1901;
const double l_2665 = l_2664 * double(4.110317623312165e-19);
const double l_2666 = l_2665 - double(1.5619206968586225e-16);
l_mut_404 = l_2666;
const double l_2667 = l_mut_404 * l_2664;
const double l_2668 = l_2667 + double(4.779477332387385e-14);
l_mut_404 = l_2668;
const double l_2669 = l_mut_404 * l_2664;
const double l_2670 = l_2669 - double(1.1470745597729725e-11);
l_mut_404 = l_2670;
const double l_2671 = l_mut_404 * l_2664;
const double l_2672 = l_2671 + double(2.08767569878681e-9);
l_mut_404 = l_2672;
const double l_2673 = l_mut_404 * l_2664;
const double l_2674 = l_2673 - double(2.755731922398589e-7);
l_mut_404 = l_2674;
const double l_2675 = l_mut_404 * l_2664;
const double l_2676 = l_2675 + double(2.48015873015873e-5);
l_mut_404 = l_2676;
const double l_2677 = l_mut_404 * l_2664;
const double l_2678 = l_2677 - double(0.001388888888888889);
l_mut_404 = l_2678;
const double l_2679 = l_mut_404 * l_2664;
const double l_2680 = l_2679 + double(0.041666666666666664);
l_mut_404 = l_2680;
const double l_2681 = double(0.5) * l_2664;
const double l_2682 = double(1.0) - l_2681;
const double l_2683 = l_2664 * l_2664;
const double l_2684 = l_2683 * l_mut_404;
const double l_2685 = double(0.0) * l_mut_1901;
const double l_2686 = l_2684 - l_2685;
const double l_2687 = l_2682 + l_2686;
const uint32 l_2688 = l_mut_788 & uint32(1);
const bool l_2689 = l_2688 == uint32(1);
l_mut_1901 = l_2663;
const uint32 l_2690 = l_mut_788 & uint32(2);
const bool l_2691 = l_2690 != uint32(0);
l_mut_848 = l_2691;
const bool l_2692 = uint32(6) == uint32(6);
if (l_2692) {
if (l_2689) {
l_mut_1901 = l_2687;
}
} else {
const bool l_2693 = uint32(6) == uint32(7);
if (l_2693) {
l_mut_1901 = l_2687;
if (l_2689) {
l_mut_1901 = l_2663;
}
const uint32 l_2694 = l_mut_788 + uint32(1);
const uint32 l_2695 = l_2694 & uint32(2);
const bool l_2696 = l_2695 != uint32(0);
l_mut_848 = l_2696;
} else {
const double l_2697 = l_2663 / l_2687;
l_mut_1901 = l_2697;
if (l_2689) {
const double l_2698 = l_2687 / l_2663;
l_mut_1901 = l_2698;
}
l_mut_848 = l_2689;
}
}
const bool l_2699 = uint32(6) != uint32(7);
const bool l_2700 = l_2699 && l_2637;
if (l_2700) {
const bool l_2701 = !l_mut_848;
l_mut_848 = l_2701;
}
if (l_mut_848) {
const double l_2702 = -l_mut_1901;
l_mut_1901 = l_2702;
}
const float l_2703 = float(l_726);
const uint32 l_2704 = reinterpret_cast<uint32 const&>(l_2703);
const uint32 l_2705 = l_2704 & uint32(2147483647);
const float l_2706 = reinterpret_cast<float const&>(l_2705);
const double l_2707 = double(l_2706);
l_mut_404 = l_2707;
const bool l_2708 = l_2705 < uint32(8388608);
if (l_2708) {
const double l_2709 = double(l_2705);
const double l_2710 = l_2709 * double(1.401298464324817e-45);
l_mut_404 = l_2710;
}
const uint64 l_2711 = reinterpret_cast<uint64 const&>(l_mut_404);
const uint32 l_2712 = l_2704 >> uint32(31);
const uint64 l_2713 = uint64(l_2712);
const uint64 l_2714 = l_2713 << uint64(63);
const uint64 l_2715 = l_2711 | l_2714;
const double l_2716 = reinterpret_cast<double const&>(l_2715);
const double l_2717 = abs(l_2716);
l_mut_404 = l_2717;
l_mut_788 = uint32(0);
const bool l_2718 = l_2717 >= double(0.785);
if (l_2718) {
const double l_2719 = l_2717 * double(0.6366197723675814);
const double l_2720 = l_2719 + double(0.5);
const double l_2721 = floor(l_2720);
const double l_2722 = l_2721 * double(1.570796325802803);
const double l_2723 = l_2717 - l_2722;
const double l_2724 = l_2723 * l_20;
const double l_2725 = l_2721 * double(9.920935796805404e-10);
const double l_2726 = l_2724 - l_2725;
l_mut_404 = l_2726;
const uint32 l_2727 = uint32(l_2721);
l_mut_788 = l_2727;
}
const uint32 l_2728 = reinterpret_cast<uint32 const&>(l_2703);
const bool l_2729 = l_2728 >= uint32(2147483648);
const double l_2730 = l_mut_404 * l_mut_404;
const double l_2731 = l_2730 * double(1.9572941063391263e-20);
const double l_2732 = double(8.22063524662433e-18) - l_2731;
l_mut_232 = l_2732;
const double l_2733 = l_mut_232 * l_2730;
const double l_2734 = l_2733 - double(2.8114572543455206e-15);
l_mut_232 = l_2734;
const double l_2735 = l_mut_232 * l_2730;
const double l_2736 = l_2735 + double(7.647163731819816e-13);
l_mut_232 = l_2736;
const double l_2737 = l_mut_232 * l_2730;
const double l_2738 = l_2737 - double(1.6059043836821613e-10);
l_mut_232 = l_2738;
const double l_2739 = l_mut_232 * l_2730;
const double l_2740 = l_2739 + double(2.505210838544172e-8);
l_mut_232 = l_2740;
const double l_2741 = l_mut_232 * l_2730;
const double l_2742 = l_2741 - double(2.7557319223985893e-6);
l_mut_232 = l_2742;
const double l_2743 = l_mut_232 * l_2730;
const double l_2744 = l_2743 + double(0.0001984126984126984);
l_mut_232 = l_2744;
const double l_2745 = l_mut_232 * l_2730;
const double l_2746 = l_2745 - double(0.008333333333333333);
l_mut_232 = l_2746;
const double l_2747 = l_mut_232 * l_2730;
const double l_2748 = l_2747 + double(0.16666666666666666);
l_mut_232 = l_2748;
const double l_2749 = double(0.5) * l_2730;
const double l_2750 = double(1.0) - l_2749;
const double l_2751 = double(0.0) * l_2750;
const double l_2752 = l_mut_404 * l_2730;
const double l_2753 = l_2752 * l_mut_232;
const double l_2754 = l_2751 - l_2753;
const double l_2755 = l_mut_404 + l_2754;
const double l_2756 = l_mut_404 * l_mut_404;
const double l_2757 = l_2756 * double(4.110317623312165e-19);
const double l_2758 = l_2757 - double(1.5619206968586225e-16);
l_mut_232 = l_2758;
const double l_2759 = l_mut_232 * l_2756;
const double l_2760 = l_2759 + double(4.779477332387385e-14);
l_mut_232 = l_2760;
const double l_2761 = l_mut_232 * l_2756;
const double l_2762 = l_2761 - double(1.1470745597729725e-11);
l_mut_232 = l_2762;
const double l_2763 = l_mut_232 * l_2756;
const double l_2764 = l_2763 + double(2.08767569878681e-9);
l_mut_232 = l_2764;
const double l_2765 = l_mut_232 * l_2756;
const double l_2766 = l_2765 - double(2.755731922398589e-7);
l_mut_232 = l_2766;
const double l_2767 = l_mut_232 * l_2756;
const double l_2768 = l_2767 + double(2.48015873015873e-5);
l_mut_232 = l_2768;
const double l_2769 = l_mut_232 * l_2756;
const double l_2770 = l_2769 - double(0.001388888888888889);
l_mut_232 = l_2770;
const double l_2771 = l_mut_232 * l_2756;
const double l_2772 = l_2771 + double(0.041666666666666664);
l_mut_232 = l_2772;
const double l_2773 = double(0.5) * l_2756;
const double l_2774 = double(1.0) - l_2773;
const double l_2775 = l_2756 * l_2756;
const double l_2776 = l_2775 * l_mut_232;
const double l_2777 = double(0.0) * l_mut_404;
const double l_2778 = l_2776 - l_2777;
const double l_2779 = l_2774 + l_2778;
const uint32 l_2780 = l_mut_788 & uint32(1);
const bool l_2781 = l_2780 == uint32(1);
l_mut_404 = l_2755;
const uint32 l_2782 = l_mut_788 & uint32(2);
const bool l_2783 = l_2782 != uint32(0);
l_mut_848 = l_2783;
const bool l_2784 = uint32(7) == uint32(6);
if (l_2784) {
if (l_2781) {
l_mut_404 = l_2779;
}
} else {
const bool l_2785 = uint32(7) == uint32(7);
if (l_2785) {
l_mut_404 = l_2779;
if (l_2781) {
l_mut_404 = l_2755;
}
const uint32 l_2786 = l_mut_788 + uint32(1);
const uint32 l_2787 = l_2786 & uint32(2);
const bool l_2788 = l_2787 != uint32(0);
l_mut_848 = l_2788;
} else {
const double l_2789 = l_2755 / l_2779;
l_mut_404 = l_2789;
if (l_2781) {
const double l_2790 = l_2779 / l_2755;
l_mut_404 = l_2790;
}
l_mut_848 = l_2781;
}
}
const bool l_2791 = uint32(7) != uint32(7);
const bool l_2792 = l_2791 && l_2729;
if (l_2792) {
const bool l_2793 = !l_mut_848;
l_mut_848 = l_2793;
}
if (l_mut_848) {
const double l_2794 = -l_mut_404;
l_mut_404 = l_2794;
}
const double l_2795 = abs(l_mut_1901);
const double l_2796 = l_2795 * double(1.4551915228366852e-11);
const double l_2797 = abs(l_mut_404);
const double l_2798 = l_2797 * double(1.4551915228366852e-11);
l_mut_232 = double(1.4551915228366852e-11);
l_mut_788 = uint32(2);
if (l_717) {
const double l_2799 = l_mut_1901 - l_719;
const double l_2800 = abs(l_2799);
const double l_2801 = l_2800 * double(2.220446049250313e-16);
const double l_2802 = l_2796 + l_2801;
const double l_2803 = l_2799 + l_2802;
const double l_2804 = -l_2803;
const double l_2805 = l_2804 * double(7.1362384635298e44);
const double l_2806 = floor(l_2805);
const double l_2807 = l_2806 * double(1.401298464324817e-45);
l_mut_78 = l_2807;
const double l_2808 = abs(l_2804);
const bool l_2809 = l_2808 >= double(1.1754943508222875e-38);
if (l_2809) {
const float l_2810 = float(l_2804);
const double l_2811 = double(l_2810);
l_mut_78 = l_2811;
const bool l_2812 = l_mut_78 > l_2804;
if (l_2812) {
const uint32 l_2813 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2814 = l_2813 ^ uint32(2147483648);
const float l_2815 = reinterpret_cast<float const&>(l_2814);
const uint32 l_2816 = reinterpret_cast<uint32 const&>(l_2815);
const uint32 l_2817 = l_2816 + uint32(1);
l_mut_747 = l_2817;
const uint32 l_2818 = l_2816 & uint32(2147483647);
const bool l_2819 = l_2818 == uint32(0);
if (l_2819) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2820 = l_2816 & uint32(2147483648);
const bool l_2821 = l_2820 != uint32(0);
if (l_2821) {
const uint32 l_2822 = l_2816 - uint32(1);
l_mut_747 = l_2822;
} else {
const bool l_2823 = l_2816 == uint32(2139095040);
if (l_2823) {
l_mut_747 = l_2816;
}
}
}
const float l_2824 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2825 = reinterpret_cast<uint32 const&>(l_2824);
const uint32 l_2826 = l_2825 ^ uint32(2147483648);
const float l_2827 = reinterpret_cast<float const&>(l_2826);
const uint32 l_2828 = reinterpret_cast<uint32 const&>(l_2827);
const uint32 l_2829 = l_2828 & uint32(2147483647);
const float l_2830 = reinterpret_cast<float const&>(l_2829);
const double l_2831 = double(l_2830);
l_mut_49 = l_2831;
const bool l_2832 = l_2829 < uint32(8388608);
if (l_2832) {
const double l_2833 = double(l_2829);
const double l_2834 = l_2833 * double(1.401298464324817e-45);
l_mut_49 = l_2834;
}
const uint64 l_2835 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2836 = l_2828 >> uint32(31);
const uint64 l_2837 = uint64(l_2836);
const uint64 l_2838 = l_2837 << uint64(63);
const uint64 l_2839 = l_2835 | l_2838;
const double l_2840 = reinterpret_cast<double const&>(l_2839);
l_mut_78 = l_2840;
} else {
const uint32 l_2841 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2842 = l_2841 + uint32(1);
l_mut_747 = l_2842;
const uint32 l_2843 = l_2841 & uint32(2147483647);
const bool l_2844 = l_2843 == uint32(0);
if (l_2844) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2845 = l_2841 & uint32(2147483648);
const bool l_2846 = l_2845 != uint32(0);
if (l_2846) {
const uint32 l_2847 = l_2841 - uint32(1);
l_mut_747 = l_2847;
} else {
const bool l_2848 = l_2841 == uint32(2139095040);
if (l_2848) {
l_mut_747 = l_2841;
}
}
}
const float l_2849 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2850 = reinterpret_cast<uint32 const&>(l_2849);
const uint32 l_2851 = l_2850 & uint32(2147483647);
const float l_2852 = reinterpret_cast<float const&>(l_2851);
const double l_2853 = double(l_2852);
l_mut_49 = l_2853;
const bool l_2854 = l_2851 < uint32(8388608);
if (l_2854) {
const double l_2855 = double(l_2851);
const double l_2856 = l_2855 * double(1.401298464324817e-45);
l_mut_49 = l_2856;
}
const uint64 l_2857 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2858 = l_2850 >> uint32(31);
const uint64 l_2859 = uint64(l_2858);
const uint64 l_2860 = l_2859 << uint64(63);
const uint64 l_2861 = l_2857 | l_2860;
const double l_2862 = reinterpret_cast<double const&>(l_2861);
const bool l_2863 = l_2862 <= l_2804;
if (l_2863) {
const uint32 l_2864 = reinterpret_cast<uint32 const&>(l_2810);
const uint32 l_2865 = l_2864 + uint32(1);
l_mut_747 = l_2865;
const uint32 l_2866 = l_2864 & uint32(2147483647);
const bool l_2867 = l_2866 == uint32(0);
if (l_2867) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2868 = l_2864 & uint32(2147483648);
const bool l_2869 = l_2868 != uint32(0);
if (l_2869) {
const uint32 l_2870 = l_2864 - uint32(1);
l_mut_747 = l_2870;
} else {
const bool l_2871 = l_2864 == uint32(2139095040);
if (l_2871) {
l_mut_747 = l_2864;
}
}
}
const float l_2872 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2873 = reinterpret_cast<uint32 const&>(l_2872);
const uint32 l_2874 = l_2873 & uint32(2147483647);
const float l_2875 = reinterpret_cast<float const&>(l_2874);
const double l_2876 = double(l_2875);
l_mut_49 = l_2876;
const bool l_2877 = l_2874 < uint32(8388608);
if (l_2877) {
const double l_2878 = double(l_2874);
const double l_2879 = l_2878 * double(1.401298464324817e-45);
l_mut_49 = l_2879;
}
const uint64 l_2880 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_2881 = l_2873 >> uint32(31);
const uint64 l_2882 = uint64(l_2881);
const uint64 l_2883 = l_2882 << uint64(63);
const uint64 l_2884 = l_2880 | l_2883;
const double l_2885 = reinterpret_cast<double const&>(l_2884);
l_mut_78 = l_2885;
}
}
}
const double l_2886 = -l_mut_78;
l_mut_78 = l_2886;
const bool l_2887 = bool(true) && bool(true);
if (l_2887) {
const double l_2888 = l_2799 + l_2802;
const double l_2889 = l_2888 * double(7.1362384635298e44);
const double l_2890 = floor(l_2889);
const double l_2891 = l_2890 * double(1.401298464324817e-45);
l_mut_49 = l_2891;
const double l_2892 = abs(l_2888);
const bool l_2893 = l_2892 >= double(1.1754943508222875e-38);
if (l_2893) {
const float l_2894 = float(l_2888);
const double l_2895 = double(l_2894);
l_mut_49 = l_2895;
const bool l_2896 = l_mut_49 > l_2888;
if (l_2896) {
const uint32 l_2897 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2898 = l_2897 ^ uint32(2147483648);
const float l_2899 = reinterpret_cast<float const&>(l_2898);
const uint32 l_2900 = reinterpret_cast<uint32 const&>(l_2899);
const uint32 l_2901 = l_2900 + uint32(1);
l_mut_747 = l_2901;
const uint32 l_2902 = l_2900 & uint32(2147483647);
const bool l_2903 = l_2902 == uint32(0);
if (l_2903) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2904 = l_2900 & uint32(2147483648);
const bool l_2905 = l_2904 != uint32(0);
if (l_2905) {
const uint32 l_2906 = l_2900 - uint32(1);
l_mut_747 = l_2906;
} else {
const bool l_2907 = l_2900 == uint32(2139095040);
if (l_2907) {
l_mut_747 = l_2900;
}
}
}
const float l_2908 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2909 = reinterpret_cast<uint32 const&>(l_2908);
const uint32 l_2910 = l_2909 ^ uint32(2147483648);
const float l_2911 = reinterpret_cast<float const&>(l_2910);
const uint32 l_2912 = reinterpret_cast<uint32 const&>(l_2911);
const uint32 l_2913 = l_2912 & uint32(2147483647);
const float l_2914 = reinterpret_cast<float const&>(l_2913);
const double l_2915 = double(l_2914);
l_mut_2916 = l_2915;
const bool l_2917 = l_2913 < uint32(8388608);
if (l_2917) {
const double l_2918 = double(l_2913);
const double l_2919 = l_2918 * double(1.401298464324817e-45);
l_mut_2916 = l_2919;
}
const uint64 l_2920 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_2921 = l_2912 >> uint32(31);
const uint64 l_2922 = uint64(l_2921);
const uint64 l_2923 = l_2922 << uint64(63);
const uint64 l_2924 = l_2920 | l_2923;
const double l_2925 = reinterpret_cast<double const&>(l_2924);
l_mut_49 = l_2925;
} else {
const uint32 l_2926 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2927 = l_2926 + uint32(1);
l_mut_747 = l_2927;
const uint32 l_2928 = l_2926 & uint32(2147483647);
const bool l_2929 = l_2928 == uint32(0);
if (l_2929) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2930 = l_2926 & uint32(2147483648);
const bool l_2931 = l_2930 != uint32(0);
if (l_2931) {
const uint32 l_2932 = l_2926 - uint32(1);
l_mut_747 = l_2932;
} else {
const bool l_2933 = l_2926 == uint32(2139095040);
if (l_2933) {
l_mut_747 = l_2926;
}
}
}
const float l_2934 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2935 = reinterpret_cast<uint32 const&>(l_2934);
const uint32 l_2936 = l_2935 & uint32(2147483647);
const float l_2937 = reinterpret_cast<float const&>(l_2936);
const double l_2938 = double(l_2937);
l_mut_2916 = l_2938;
const bool l_2939 = l_2936 < uint32(8388608);
if (l_2939) {
const double l_2940 = double(l_2936);
const double l_2941 = l_2940 * double(1.401298464324817e-45);
l_mut_2916 = l_2941;
}
const uint64 l_2942 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_2943 = l_2935 >> uint32(31);
const uint64 l_2944 = uint64(l_2943);
const uint64 l_2945 = l_2944 << uint64(63);
const uint64 l_2946 = l_2942 | l_2945;
const double l_2947 = reinterpret_cast<double const&>(l_2946);
const bool l_2948 = l_2947 <= l_2888;
if (l_2948) {
const uint32 l_2949 = reinterpret_cast<uint32 const&>(l_2894);
const uint32 l_2950 = l_2949 + uint32(1);
l_mut_747 = l_2950;
const uint32 l_2951 = l_2949 & uint32(2147483647);
const bool l_2952 = l_2951 == uint32(0);
if (l_2952) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2953 = l_2949 & uint32(2147483648);
const bool l_2954 = l_2953 != uint32(0);
if (l_2954) {
const uint32 l_2955 = l_2949 - uint32(1);
l_mut_747 = l_2955;
} else {
const bool l_2956 = l_2949 == uint32(2139095040);
if (l_2956) {
l_mut_747 = l_2949;
}
}
}
const float l_2957 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2958 = reinterpret_cast<uint32 const&>(l_2957);
const uint32 l_2959 = l_2958 & uint32(2147483647);
const float l_2960 = reinterpret_cast<float const&>(l_2959);
const double l_2961 = double(l_2960);
l_mut_2916 = l_2961;
const bool l_2962 = l_2959 < uint32(8388608);
if (l_2962) {
const double l_2963 = double(l_2959);
const double l_2964 = l_2963 * double(1.401298464324817e-45);
l_mut_2916 = l_2964;
}
const uint64 l_2965 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_2966 = l_2958 >> uint32(31);
const uint64 l_2967 = uint64(l_2966);
const uint64 l_2968 = l_2967 << uint64(63);
const uint64 l_2969 = l_2965 | l_2968;
const double l_2970 = reinterpret_cast<double const&>(l_2969);
l_mut_49 = l_2970;
}
}
}
l_mut_78 = l_mut_49;
} else {
const double l_2971 = l_2799 - l_2802;
const double l_2972 = l_2971 * double(7.1362384635298e44);
const double l_2973 = floor(l_2972);
const double l_2974 = l_2973 * double(1.401298464324817e-45);
l_mut_2916 = l_2974;
const double l_2975 = abs(l_2971);
const bool l_2976 = l_2975 >= double(1.1754943508222875e-38);
if (l_2976) {
const float l_2977 = float(l_2971);
const double l_2978 = double(l_2977);
l_mut_2916 = l_2978;
const bool l_2979 = l_mut_2916 > l_2971;
if (l_2979) {
const uint32 l_2980 = reinterpret_cast<uint32 const&>(l_2977);
const uint32 l_2981 = l_2980 ^ uint32(2147483648);
const float l_2982 = reinterpret_cast<float const&>(l_2981);
const uint32 l_2983 = reinterpret_cast<uint32 const&>(l_2982);
const uint32 l_2984 = l_2983 + uint32(1);
l_mut_747 = l_2984;
const uint32 l_2985 = l_2983 & uint32(2147483647);
const bool l_2986 = l_2985 == uint32(0);
if (l_2986) {
l_mut_747 = uint32(1);
} else {
const uint32 l_2987 = l_2983 & uint32(2147483648);
const bool l_2988 = l_2987 != uint32(0);
if (l_2988) {
const uint32 l_2989 = l_2983 - uint32(1);
l_mut_747 = l_2989;
} else {
const bool l_2990 = l_2983 == uint32(2139095040);
if (l_2990) {
l_mut_747 = l_2983;
}
}
}
const float l_2991 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_2992 = reinterpret_cast<uint32 const&>(l_2991);
const uint32 l_2993 = l_2992 ^ uint32(2147483648);
const float l_2994 = reinterpret_cast<float const&>(l_2993);
const uint32 l_2995 = reinterpret_cast<uint32 const&>(l_2994);
const uint32 l_2996 = l_2995 & uint32(2147483647);
const float l_2997 = reinterpret_cast<float const&>(l_2996);
const double l_2998 = double(l_2997);
l_mut_49 = l_2998;
const bool l_2999 = l_2996 < uint32(8388608);
if (l_2999) {
const double l_3000 = double(l_2996);
const double l_3001 = l_3000 * double(1.401298464324817e-45);
l_mut_49 = l_3001;
}
const uint64 l_3002 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3003 = l_2995 >> uint32(31);
const uint64 l_3004 = uint64(l_3003);
const uint64 l_3005 = l_3004 << uint64(63);
const uint64 l_3006 = l_3002 | l_3005;
const double l_3007 = reinterpret_cast<double const&>(l_3006);
l_mut_2916 = l_3007;
} else {
const uint32 l_3008 = reinterpret_cast<uint32 const&>(l_2977);
const uint32 l_3009 = l_3008 + uint32(1);
l_mut_747 = l_3009;
const uint32 l_3010 = l_3008 & uint32(2147483647);
const bool l_3011 = l_3010 == uint32(0);
if (l_3011) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3012 = l_3008 & uint32(2147483648);
const bool l_3013 = l_3012 != uint32(0);
if (l_3013) {
const uint32 l_3014 = l_3008 - uint32(1);
l_mut_747 = l_3014;
} else {
const bool l_3015 = l_3008 == uint32(2139095040);
if (l_3015) {
l_mut_747 = l_3008;
}
}
}
const float l_3016 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3017 = reinterpret_cast<uint32 const&>(l_3016);
const uint32 l_3018 = l_3017 & uint32(2147483647);
const float l_3019 = reinterpret_cast<float const&>(l_3018);
const double l_3020 = double(l_3019);
l_mut_49 = l_3020;
const bool l_3021 = l_3018 < uint32(8388608);
if (l_3021) {
const double l_3022 = double(l_3018);
const double l_3023 = l_3022 * double(1.401298464324817e-45);
l_mut_49 = l_3023;
}
const uint64 l_3024 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3025 = l_3017 >> uint32(31);
const uint64 l_3026 = uint64(l_3025);
const uint64 l_3027 = l_3026 << uint64(63);
const uint64 l_3028 = l_3024 | l_3027;
const double l_3029 = reinterpret_cast<double const&>(l_3028);
const bool l_3030 = l_3029 <= l_2971;
if (l_3030) {
const uint32 l_3031 = reinterpret_cast<uint32 const&>(l_2977);
const uint32 l_3032 = l_3031 + uint32(1);
l_mut_747 = l_3032;
const uint32 l_3033 = l_3031 & uint32(2147483647);
const bool l_3034 = l_3033 == uint32(0);
if (l_3034) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3035 = l_3031 & uint32(2147483648);
const bool l_3036 = l_3035 != uint32(0);
if (l_3036) {
const uint32 l_3037 = l_3031 - uint32(1);
l_mut_747 = l_3037;
} else {
const bool l_3038 = l_3031 == uint32(2139095040);
if (l_3038) {
l_mut_747 = l_3031;
}
}
}
const float l_3039 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3040 = reinterpret_cast<uint32 const&>(l_3039);
const uint32 l_3041 = l_3040 & uint32(2147483647);
const float l_3042 = reinterpret_cast<float const&>(l_3041);
const double l_3043 = double(l_3042);
l_mut_49 = l_3043;
const bool l_3044 = l_3041 < uint32(8388608);
if (l_3044) {
const double l_3045 = double(l_3041);
const double l_3046 = l_3045 * double(1.401298464324817e-45);
l_mut_49 = l_3046;
}
const uint64 l_3047 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3048 = l_3040 >> uint32(31);
const uint64 l_3049 = uint64(l_3048);
const uint64 l_3050 = l_3049 << uint64(63);
const uint64 l_3051 = l_3047 | l_3050;
const double l_3052 = reinterpret_cast<double const&>(l_3051);
l_mut_2916 = l_3052;
}
}
}
l_mut_78 = l_mut_2916;
}
const double l_3053 = l_mut_1901 + l_719;
const double l_3054 = abs(l_3053);
const double l_3055 = l_3054 * double(2.220446049250313e-16);
const double l_3056 = l_2796 + l_3055;
const double l_3057 = l_3053 + l_3056;
const double l_3058 = -l_3057;
const double l_3059 = l_3058 * double(7.1362384635298e44);
const double l_3060 = floor(l_3059);
const double l_3061 = l_3060 * double(1.401298464324817e-45);
l_mut_2916 = l_3061;
const double l_3062 = abs(l_3058);
const bool l_3063 = l_3062 >= double(1.1754943508222875e-38);
if (l_3063) {
const float l_3064 = float(l_3058);
const double l_3065 = double(l_3064);
l_mut_2916 = l_3065;
const bool l_3066 = l_mut_2916 > l_3058;
if (l_3066) {
const uint32 l_3067 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3068 = l_3067 ^ uint32(2147483648);
const float l_3069 = reinterpret_cast<float const&>(l_3068);
const uint32 l_3070 = reinterpret_cast<uint32 const&>(l_3069);
const uint32 l_3071 = l_3070 + uint32(1);
l_mut_747 = l_3071;
const uint32 l_3072 = l_3070 & uint32(2147483647);
const bool l_3073 = l_3072 == uint32(0);
if (l_3073) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3074 = l_3070 & uint32(2147483648);
const bool l_3075 = l_3074 != uint32(0);
if (l_3075) {
const uint32 l_3076 = l_3070 - uint32(1);
l_mut_747 = l_3076;
} else {
const bool l_3077 = l_3070 == uint32(2139095040);
if (l_3077) {
l_mut_747 = l_3070;
}
}
}
const float l_3078 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3079 = reinterpret_cast<uint32 const&>(l_3078);
const uint32 l_3080 = l_3079 ^ uint32(2147483648);
const float l_3081 = reinterpret_cast<float const&>(l_3080);
const uint32 l_3082 = reinterpret_cast<uint32 const&>(l_3081);
const uint32 l_3083 = l_3082 & uint32(2147483647);
const float l_3084 = reinterpret_cast<float const&>(l_3083);
const double l_3085 = double(l_3084);
l_mut_49 = l_3085;
const bool l_3086 = l_3083 < uint32(8388608);
if (l_3086) {
const double l_3087 = double(l_3083);
const double l_3088 = l_3087 * double(1.401298464324817e-45);
l_mut_49 = l_3088;
}
const uint64 l_3089 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3090 = l_3082 >> uint32(31);
const uint64 l_3091 = uint64(l_3090);
const uint64 l_3092 = l_3091 << uint64(63);
const uint64 l_3093 = l_3089 | l_3092;
const double l_3094 = reinterpret_cast<double const&>(l_3093);
l_mut_2916 = l_3094;
} else {
const uint32 l_3095 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3096 = l_3095 + uint32(1);
l_mut_747 = l_3096;
const uint32 l_3097 = l_3095 & uint32(2147483647);
const bool l_3098 = l_3097 == uint32(0);
if (l_3098) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3099 = l_3095 & uint32(2147483648);
const bool l_3100 = l_3099 != uint32(0);
if (l_3100) {
const uint32 l_3101 = l_3095 - uint32(1);
l_mut_747 = l_3101;
} else {
const bool l_3102 = l_3095 == uint32(2139095040);
if (l_3102) {
l_mut_747 = l_3095;
}
}
}
const float l_3103 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3104 = reinterpret_cast<uint32 const&>(l_3103);
const uint32 l_3105 = l_3104 & uint32(2147483647);
const float l_3106 = reinterpret_cast<float const&>(l_3105);
const double l_3107 = double(l_3106);
l_mut_49 = l_3107;
const bool l_3108 = l_3105 < uint32(8388608);
if (l_3108) {
const double l_3109 = double(l_3105);
const double l_3110 = l_3109 * double(1.401298464324817e-45);
l_mut_49 = l_3110;
}
const uint64 l_3111 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3112 = l_3104 >> uint32(31);
const uint64 l_3113 = uint64(l_3112);
const uint64 l_3114 = l_3113 << uint64(63);
const uint64 l_3115 = l_3111 | l_3114;
const double l_3116 = reinterpret_cast<double const&>(l_3115);
const bool l_3117 = l_3116 <= l_3058;
if (l_3117) {
const uint32 l_3118 = reinterpret_cast<uint32 const&>(l_3064);
const uint32 l_3119 = l_3118 + uint32(1);
l_mut_747 = l_3119;
const uint32 l_3120 = l_3118 & uint32(2147483647);
const bool l_3121 = l_3120 == uint32(0);
if (l_3121) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3122 = l_3118 & uint32(2147483648);
const bool l_3123 = l_3122 != uint32(0);
if (l_3123) {
const uint32 l_3124 = l_3118 - uint32(1);
l_mut_747 = l_3124;
} else {
const bool l_3125 = l_3118 == uint32(2139095040);
if (l_3125) {
l_mut_747 = l_3118;
}
}
}
const float l_3126 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3127 = reinterpret_cast<uint32 const&>(l_3126);
const uint32 l_3128 = l_3127 & uint32(2147483647);
const float l_3129 = reinterpret_cast<float const&>(l_3128);
const double l_3130 = double(l_3129);
l_mut_49 = l_3130;
const bool l_3131 = l_3128 < uint32(8388608);
if (l_3131) {
const double l_3132 = double(l_3128);
const double l_3133 = l_3132 * double(1.401298464324817e-45);
l_mut_49 = l_3133;
}
const uint64 l_3134 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3135 = l_3127 >> uint32(31);
const uint64 l_3136 = uint64(l_3135);
const uint64 l_3137 = l_3136 << uint64(63);
const uint64 l_3138 = l_3134 | l_3137;
const double l_3139 = reinterpret_cast<double const&>(l_3138);
l_mut_2916 = l_3139;
}
}
}
const double l_3140 = -l_mut_2916;
l_mut_2916 = l_3140;
const bool l_3141 = bool(false) && bool(true);
if (l_3141) {
const double l_3142 = l_3053 + l_3056;
const double l_3143 = l_3142 * double(7.1362384635298e44);
const double l_3144 = floor(l_3143);
const double l_3145 = l_3144 * double(1.401298464324817e-45);
l_mut_49 = l_3145;
const double l_3146 = abs(l_3142);
const bool l_3147 = l_3146 >= double(1.1754943508222875e-38);
if (l_3147) {
const float l_3148 = float(l_3142);
const double l_3149 = double(l_3148);
l_mut_49 = l_3149;
const bool l_3150 = l_mut_49 > l_3142;
if (l_3150) {
const uint32 l_3151 = reinterpret_cast<uint32 const&>(l_3148);
const uint32 l_3152 = l_3151 ^ uint32(2147483648);
const float l_3153 = reinterpret_cast<float const&>(l_3152);
const uint32 l_3154 = reinterpret_cast<uint32 const&>(l_3153);
const uint32 l_3155 = l_3154 + uint32(1);
l_mut_747 = l_3155;
const uint32 l_3156 = l_3154 & uint32(2147483647);
const bool l_3157 = l_3156 == uint32(0);
if (l_3157) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3158 = l_3154 & uint32(2147483648);
const bool l_3159 = l_3158 != uint32(0);
if (l_3159) {
const uint32 l_3160 = l_3154 - uint32(1);
l_mut_747 = l_3160;
} else {
const bool l_3161 = l_3154 == uint32(2139095040);
if (l_3161) {
l_mut_747 = l_3154;
}
}
}
const float l_3162 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3163 = reinterpret_cast<uint32 const&>(l_3162);
const uint32 l_3164 = l_3163 ^ uint32(2147483648);
const float l_3165 = reinterpret_cast<float const&>(l_3164);
const uint32 l_3166 = reinterpret_cast<uint32 const&>(l_3165);
const uint32 l_3167 = l_3166 & uint32(2147483647);
const float l_3168 = reinterpret_cast<float const&>(l_3167);
const double l_3169 = double(l_3168);
l_mut_3170 = l_3169;
const bool l_3171 = l_3167 < uint32(8388608);
if (l_3171) {
const double l_3172 = double(l_3167);
const double l_3173 = l_3172 * double(1.401298464324817e-45);
l_mut_3170 = l_3173;
}
const uint64 l_3174 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_3175 = l_3166 >> uint32(31);
const uint64 l_3176 = uint64(l_3175);
const uint64 l_3177 = l_3176 << uint64(63);
const uint64 l_3178 = l_3174 | l_3177;
const double l_3179 = reinterpret_cast<double const&>(l_3178);
l_mut_49 = l_3179;
} else {
const uint32 l_3180 = reinterpret_cast<uint32 const&>(l_3148);
const uint32 l_3181 = l_3180 + uint32(1);
l_mut_747 = l_3181;
const uint32 l_3182 = l_3180 & uint32(2147483647);
const bool l_3183 = l_3182 == uint32(0);
if (l_3183) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3184 = l_3180 & uint32(2147483648);
const bool l_3185 = l_3184 != uint32(0);
if (l_3185) {
const uint32 l_3186 = l_3180 - uint32(1);
l_mut_747 = l_3186;
} else {
const bool l_3187 = l_3180 == uint32(2139095040);
if (l_3187) {
l_mut_747 = l_3180;
}
}
}
const float l_3188 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3189 = reinterpret_cast<uint32 const&>(l_3188);
const uint32 l_3190 = l_3189 & uint32(2147483647);
const float l_3191 = reinterpret_cast<float const&>(l_3190);
const double l_3192 = double(l_3191);
l_mut_3170 = l_3192;
const bool l_3193 = l_3190 < uint32(8388608);
if (l_3193) {
const double l_3194 = double(l_3190);
const double l_3195 = l_3194 * double(1.401298464324817e-45);
l_mut_3170 = l_3195;
}
const uint64 l_3196 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_3197 = l_3189 >> uint32(31);
const uint64 l_3198 = uint64(l_3197);
const uint64 l_3199 = l_3198 << uint64(63);
const uint64 l_3200 = l_3196 | l_3199;
const double l_3201 = reinterpret_cast<double const&>(l_3200);
const bool l_3202 = l_3201 <= l_3142;
if (l_3202) {
const uint32 l_3203 = reinterpret_cast<uint32 const&>(l_3148);
const uint32 l_3204 = l_3203 + uint32(1);
l_mut_747 = l_3204;
const uint32 l_3205 = l_3203 & uint32(2147483647);
const bool l_3206 = l_3205 == uint32(0);
if (l_3206) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3207 = l_3203 & uint32(2147483648);
const bool l_3208 = l_3207 != uint32(0);
if (l_3208) {
const uint32 l_3209 = l_3203 - uint32(1);
l_mut_747 = l_3209;
} else {
const bool l_3210 = l_3203 == uint32(2139095040);
if (l_3210) {
l_mut_747 = l_3203;
}
}
}
const float l_3211 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3212 = reinterpret_cast<uint32 const&>(l_3211);
const uint32 l_3213 = l_3212 & uint32(2147483647);
const float l_3214 = reinterpret_cast<float const&>(l_3213);
const double l_3215 = double(l_3214);
l_mut_3170 = l_3215;
const bool l_3216 = l_3213 < uint32(8388608);
if (l_3216) {
const double l_3217 = double(l_3213);
const double l_3218 = l_3217 * double(1.401298464324817e-45);
l_mut_3170 = l_3218;
}
const uint64 l_3219 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_3220 = l_3212 >> uint32(31);
const uint64 l_3221 = uint64(l_3220);
const uint64 l_3222 = l_3221 << uint64(63);
const uint64 l_3223 = l_3219 | l_3222;
const double l_3224 = reinterpret_cast<double const&>(l_3223);
l_mut_49 = l_3224;
}
}
}
l_mut_2916 = l_mut_49;
} else {
const double l_3225 = l_3053 - l_3056;
const double l_3226 = -l_3225;
const double l_3227 = l_3226 * double(7.1362384635298e44);
const double l_3228 = floor(l_3227);
const double l_3229 = l_3228 * double(1.401298464324817e-45);
l_mut_3170 = l_3229;
const double l_3230 = abs(l_3226);
const bool l_3231 = l_3230 >= double(1.1754943508222875e-38);
if (l_3231) {
const float l_3232 = float(l_3226);
const double l_3233 = double(l_3232);
l_mut_3170 = l_3233;
const bool l_3234 = l_mut_3170 > l_3226;
if (l_3234) {
const uint32 l_3235 = reinterpret_cast<uint32 const&>(l_3232);
const uint32 l_3236 = l_3235 ^ uint32(2147483648);
const float l_3237 = reinterpret_cast<float const&>(l_3236);
const uint32 l_3238 = reinterpret_cast<uint32 const&>(l_3237);
const uint32 l_3239 = l_3238 + uint32(1);
l_mut_747 = l_3239;
const uint32 l_3240 = l_3238 & uint32(2147483647);
const bool l_3241 = l_3240 == uint32(0);
if (l_3241) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3242 = l_3238 & uint32(2147483648);
const bool l_3243 = l_3242 != uint32(0);
if (l_3243) {
const uint32 l_3244 = l_3238 - uint32(1);
l_mut_747 = l_3244;
} else {
const bool l_3245 = l_3238 == uint32(2139095040);
if (l_3245) {
l_mut_747 = l_3238;
}
}
}
const float l_3246 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3247 = reinterpret_cast<uint32 const&>(l_3246);
const uint32 l_3248 = l_3247 ^ uint32(2147483648);
const float l_3249 = reinterpret_cast<float const&>(l_3248);
const uint32 l_3250 = reinterpret_cast<uint32 const&>(l_3249);
const uint32 l_3251 = l_3250 & uint32(2147483647);
const float l_3252 = reinterpret_cast<float const&>(l_3251);
const double l_3253 = double(l_3252);
l_mut_49 = l_3253;
const bool l_3254 = l_3251 < uint32(8388608);
if (l_3254) {
const double l_3255 = double(l_3251);
const double l_3256 = l_3255 * double(1.401298464324817e-45);
l_mut_49 = l_3256;
}
const uint64 l_3257 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3258 = l_3250 >> uint32(31);
const uint64 l_3259 = uint64(l_3258);
const uint64 l_3260 = l_3259 << uint64(63);
const uint64 l_3261 = l_3257 | l_3260;
const double l_3262 = reinterpret_cast<double const&>(l_3261);
l_mut_3170 = l_3262;
} else {
const uint32 l_3263 = reinterpret_cast<uint32 const&>(l_3232);
const uint32 l_3264 = l_3263 + uint32(1);
l_mut_747 = l_3264;
const uint32 l_3265 = l_3263 & uint32(2147483647);
const bool l_3266 = l_3265 == uint32(0);
if (l_3266) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3267 = l_3263 & uint32(2147483648);
const bool l_3268 = l_3267 != uint32(0);
if (l_3268) {
const uint32 l_3269 = l_3263 - uint32(1);
l_mut_747 = l_3269;
} else {
const bool l_3270 = l_3263 == uint32(2139095040);
if (l_3270) {
l_mut_747 = l_3263;
}
}
}
const float l_3271 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3272 = reinterpret_cast<uint32 const&>(l_3271);
const uint32 l_3273 = l_3272 & uint32(2147483647);
const float l_3274 = reinterpret_cast<float const&>(l_3273);
const double l_3275 = double(l_3274);
l_mut_49 = l_3275;
const bool l_3276 = l_3273 < uint32(8388608);
if (l_3276) {
const double l_3277 = double(l_3273);
const double l_3278 = l_3277 * double(1.401298464324817e-45);
l_mut_49 = l_3278;
}
const uint64 l_3279 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3280 = l_3272 >> uint32(31);
const uint64 l_3281 = uint64(l_3280);
const uint64 l_3282 = l_3281 << uint64(63);
const uint64 l_3283 = l_3279 | l_3282;
const double l_3284 = reinterpret_cast<double const&>(l_3283);
const bool l_3285 = l_3284 <= l_3226;
if (l_3285) {
const uint32 l_3286 = reinterpret_cast<uint32 const&>(l_3232);
const uint32 l_3287 = l_3286 + uint32(1);
l_mut_747 = l_3287;
const uint32 l_3288 = l_3286 & uint32(2147483647);
const bool l_3289 = l_3288 == uint32(0);
if (l_3289) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3290 = l_3286 & uint32(2147483648);
const bool l_3291 = l_3290 != uint32(0);
if (l_3291) {
const uint32 l_3292 = l_3286 - uint32(1);
l_mut_747 = l_3292;
} else {
const bool l_3293 = l_3286 == uint32(2139095040);
if (l_3293) {
l_mut_747 = l_3286;
}
}
}
const float l_3294 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3295 = reinterpret_cast<uint32 const&>(l_3294);
const uint32 l_3296 = l_3295 & uint32(2147483647);
const float l_3297 = reinterpret_cast<float const&>(l_3296);
const double l_3298 = double(l_3297);
l_mut_49 = l_3298;
const bool l_3299 = l_3296 < uint32(8388608);
if (l_3299) {
const double l_3300 = double(l_3296);
const double l_3301 = l_3300 * double(1.401298464324817e-45);
l_mut_49 = l_3301;
}
const uint64 l_3302 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3303 = l_3295 >> uint32(31);
const uint64 l_3304 = uint64(l_3303);
const uint64 l_3305 = l_3304 << uint64(63);
const uint64 l_3306 = l_3302 | l_3305;
const double l_3307 = reinterpret_cast<double const&>(l_3306);
l_mut_3170 = l_3307;
}
}
}
const double l_3308 = -l_mut_3170;
l_mut_2916 = l_3308;
}
const double l_3309 = l_mut_404 - l_719;
const double l_3310 = abs(l_3309);
const double l_3311 = l_3310 * double(2.220446049250313e-16);
const double l_3312 = l_2798 + l_3311;
const double l_3313 = l_3309 + l_3312;
const double l_3314 = -l_3313;
const double l_3315 = l_3314 * double(7.1362384635298e44);
const double l_3316 = floor(l_3315);
const double l_3317 = l_3316 * double(1.401298464324817e-45);
l_mut_3170 = l_3317;
const double l_3318 = abs(l_3314);
const bool l_3319 = l_3318 >= double(1.1754943508222875e-38);
if (l_3319) {
const float l_3320 = float(l_3314);
const double l_3321 = double(l_3320);
l_mut_3170 = l_3321;
const bool l_3322 = l_mut_3170 > l_3314;
if (l_3322) {
const uint32 l_3323 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3324 = l_3323 ^ uint32(2147483648);
const float l_3325 = reinterpret_cast<float const&>(l_3324);
const uint32 l_3326 = reinterpret_cast<uint32 const&>(l_3325);
const uint32 l_3327 = l_3326 + uint32(1);
l_mut_747 = l_3327;
const uint32 l_3328 = l_3326 & uint32(2147483647);
const bool l_3329 = l_3328 == uint32(0);
if (l_3329) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3330 = l_3326 & uint32(2147483648);
const bool l_3331 = l_3330 != uint32(0);
if (l_3331) {
const uint32 l_3332 = l_3326 - uint32(1);
l_mut_747 = l_3332;
} else {
const bool l_3333 = l_3326 == uint32(2139095040);
if (l_3333) {
l_mut_747 = l_3326;
}
}
}
const float l_3334 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3335 = reinterpret_cast<uint32 const&>(l_3334);
const uint32 l_3336 = l_3335 ^ uint32(2147483648);
const float l_3337 = reinterpret_cast<float const&>(l_3336);
const uint32 l_3338 = reinterpret_cast<uint32 const&>(l_3337);
const uint32 l_3339 = l_3338 & uint32(2147483647);
const float l_3340 = reinterpret_cast<float const&>(l_3339);
const double l_3341 = double(l_3340);
l_mut_49 = l_3341;
const bool l_3342 = l_3339 < uint32(8388608);
if (l_3342) {
const double l_3343 = double(l_3339);
const double l_3344 = l_3343 * double(1.401298464324817e-45);
l_mut_49 = l_3344;
}
const uint64 l_3345 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3346 = l_3338 >> uint32(31);
const uint64 l_3347 = uint64(l_3346);
const uint64 l_3348 = l_3347 << uint64(63);
const uint64 l_3349 = l_3345 | l_3348;
const double l_3350 = reinterpret_cast<double const&>(l_3349);
l_mut_3170 = l_3350;
} else {
const uint32 l_3351 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3352 = l_3351 + uint32(1);
l_mut_747 = l_3352;
const uint32 l_3353 = l_3351 & uint32(2147483647);
const bool l_3354 = l_3353 == uint32(0);
if (l_3354) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3355 = l_3351 & uint32(2147483648);
const bool l_3356 = l_3355 != uint32(0);
if (l_3356) {
const uint32 l_3357 = l_3351 - uint32(1);
l_mut_747 = l_3357;
} else {
const bool l_3358 = l_3351 == uint32(2139095040);
if (l_3358) {
l_mut_747 = l_3351;
}
}
}
const float l_3359 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3360 = reinterpret_cast<uint32 const&>(l_3359);
const uint32 l_3361 = l_3360 & uint32(2147483647);
const float l_3362 = reinterpret_cast<float const&>(l_3361);
const double l_3363 = double(l_3362);
l_mut_49 = l_3363;
const bool l_3364 = l_3361 < uint32(8388608);
if (l_3364) {
const double l_3365 = double(l_3361);
const double l_3366 = l_3365 * double(1.401298464324817e-45);
l_mut_49 = l_3366;
}
const uint64 l_3367 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3368 = l_3360 >> uint32(31);
const uint64 l_3369 = uint64(l_3368);
const uint64 l_3370 = l_3369 << uint64(63);
const uint64 l_3371 = l_3367 | l_3370;
const double l_3372 = reinterpret_cast<double const&>(l_3371);
const bool l_3373 = l_3372 <= l_3314;
if (l_3373) {
const uint32 l_3374 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3375 = l_3374 + uint32(1);
l_mut_747 = l_3375;
const uint32 l_3376 = l_3374 & uint32(2147483647);
const bool l_3377 = l_3376 == uint32(0);
if (l_3377) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3378 = l_3374 & uint32(2147483648);
const bool l_3379 = l_3378 != uint32(0);
if (l_3379) {
const uint32 l_3380 = l_3374 - uint32(1);
l_mut_747 = l_3380;
} else {
const bool l_3381 = l_3374 == uint32(2139095040);
if (l_3381) {
l_mut_747 = l_3374;
}
}
}
const float l_3382 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3383 = reinterpret_cast<uint32 const&>(l_3382);
const uint32 l_3384 = l_3383 & uint32(2147483647);
const float l_3385 = reinterpret_cast<float const&>(l_3384);
const double l_3386 = double(l_3385);
l_mut_49 = l_3386;
const bool l_3387 = l_3384 < uint32(8388608);
if (l_3387) {
const double l_3388 = double(l_3384);
const double l_3389 = l_3388 * double(1.401298464324817e-45);
l_mut_49 = l_3389;
}
const uint64 l_3390 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3391 = l_3383 >> uint32(31);
const uint64 l_3392 = uint64(l_3391);
const uint64 l_3393 = l_3392 << uint64(63);
const uint64 l_3394 = l_3390 | l_3393;
const double l_3395 = reinterpret_cast<double const&>(l_3394);
l_mut_3170 = l_3395;
}
}
}
const double l_3396 = -l_mut_3170;
l_mut_3170 = l_3396;
const bool l_3397 = bool(true) && bool(true);
if (l_3397) {
const double l_3398 = l_3309 + l_3312;
const double l_3399 = l_3398 * double(7.1362384635298e44);
const double l_3400 = floor(l_3399);
const double l_3401 = l_3400 * double(1.401298464324817e-45);
l_mut_49 = l_3401;
const double l_3402 = abs(l_3398);
const bool l_3403 = l_3402 >= double(1.1754943508222875e-38);
if (l_3403) {
const float l_3404 = float(l_3398);
const double l_3405 = double(l_3404);
l_mut_49 = l_3405;
const bool l_3406 = l_mut_49 > l_3398;
if (l_3406) {
const uint32 l_3407 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3408 = l_3407 ^ uint32(2147483648);
const float l_3409 = reinterpret_cast<float const&>(l_3408);
const uint32 l_3410 = reinterpret_cast<uint32 const&>(l_3409);
const uint32 l_3411 = l_3410 + uint32(1);
l_mut_747 = l_3411;
const uint32 l_3412 = l_3410 & uint32(2147483647);
const bool l_3413 = l_3412 == uint32(0);
if (l_3413) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3414 = l_3410 & uint32(2147483648);
const bool l_3415 = l_3414 != uint32(0);
if (l_3415) {
const uint32 l_3416 = l_3410 - uint32(1);
l_mut_747 = l_3416;
} else {
const bool l_3417 = l_3410 == uint32(2139095040);
if (l_3417) {
l_mut_747 = l_3410;
}
}
}
const float l_3418 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3419 = reinterpret_cast<uint32 const&>(l_3418);
const uint32 l_3420 = l_3419 ^ uint32(2147483648);
const float l_3421 = reinterpret_cast<float const&>(l_3420);
const uint32 l_3422 = reinterpret_cast<uint32 const&>(l_3421);
const uint32 l_3423 = l_3422 & uint32(2147483647);
const float l_3424 = reinterpret_cast<float const&>(l_3423);
const double l_3425 = double(l_3424);
l_mut_3426 = l_3425;
const bool l_3427 = l_3423 < uint32(8388608);
if (l_3427) {
const double l_3428 = double(l_3423);
const double l_3429 = l_3428 * double(1.401298464324817e-45);
l_mut_3426 = l_3429;
}
const uint64 l_3430 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_3431 = l_3422 >> uint32(31);
const uint64 l_3432 = uint64(l_3431);
const uint64 l_3433 = l_3432 << uint64(63);
const uint64 l_3434 = l_3430 | l_3433;
const double l_3435 = reinterpret_cast<double const&>(l_3434);
l_mut_49 = l_3435;
} else {
const uint32 l_3436 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3437 = l_3436 + uint32(1);
l_mut_747 = l_3437;
const uint32 l_3438 = l_3436 & uint32(2147483647);
const bool l_3439 = l_3438 == uint32(0);
if (l_3439) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3440 = l_3436 & uint32(2147483648);
const bool l_3441 = l_3440 != uint32(0);
if (l_3441) {
const uint32 l_3442 = l_3436 - uint32(1);
l_mut_747 = l_3442;
} else {
const bool l_3443 = l_3436 == uint32(2139095040);
if (l_3443) {
l_mut_747 = l_3436;
}
}
}
const float l_3444 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3445 = reinterpret_cast<uint32 const&>(l_3444);
const uint32 l_3446 = l_3445 & uint32(2147483647);
const float l_3447 = reinterpret_cast<float const&>(l_3446);
const double l_3448 = double(l_3447);
l_mut_3426 = l_3448;
const bool l_3449 = l_3446 < uint32(8388608);
if (l_3449) {
const double l_3450 = double(l_3446);
const double l_3451 = l_3450 * double(1.401298464324817e-45);
l_mut_3426 = l_3451;
}
const uint64 l_3452 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_3453 = l_3445 >> uint32(31);
const uint64 l_3454 = uint64(l_3453);
const uint64 l_3455 = l_3454 << uint64(63);
const uint64 l_3456 = l_3452 | l_3455;
const double l_3457 = reinterpret_cast<double const&>(l_3456);
const bool l_3458 = l_3457 <= l_3398;
if (l_3458) {
const uint32 l_3459 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3460 = l_3459 + uint32(1);
l_mut_747 = l_3460;
const uint32 l_3461 = l_3459 & uint32(2147483647);
const bool l_3462 = l_3461 == uint32(0);
if (l_3462) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3463 = l_3459 & uint32(2147483648);
const bool l_3464 = l_3463 != uint32(0);
if (l_3464) {
const uint32 l_3465 = l_3459 - uint32(1);
l_mut_747 = l_3465;
} else {
const bool l_3466 = l_3459 == uint32(2139095040);
if (l_3466) {
l_mut_747 = l_3459;
}
}
}
const float l_3467 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3468 = reinterpret_cast<uint32 const&>(l_3467);
const uint32 l_3469 = l_3468 & uint32(2147483647);
const float l_3470 = reinterpret_cast<float const&>(l_3469);
const double l_3471 = double(l_3470);
l_mut_3426 = l_3471;
const bool l_3472 = l_3469 < uint32(8388608);
if (l_3472) {
const double l_3473 = double(l_3469);
const double l_3474 = l_3473 * double(1.401298464324817e-45);
l_mut_3426 = l_3474;
}
const uint64 l_3475 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_3476 = l_3468 >> uint32(31);
const uint64 l_3477 = uint64(l_3476);
const uint64 l_3478 = l_3477 << uint64(63);
const uint64 l_3479 = l_3475 | l_3478;
const double l_3480 = reinterpret_cast<double const&>(l_3479);
l_mut_49 = l_3480;
}
}
}
l_mut_3170 = l_mut_49;
} else {
const double l_3481 = l_3309 - l_3312;
const double l_3482 = l_3481 * double(7.1362384635298e44);
const double l_3483 = floor(l_3482);
const double l_3484 = l_3483 * double(1.401298464324817e-45);
l_mut_3426 = l_3484;
const double l_3485 = abs(l_3481);
const bool l_3486 = l_3485 >= double(1.1754943508222875e-38);
if (l_3486) {
const float l_3487 = float(l_3481);
const double l_3488 = double(l_3487);
l_mut_3426 = l_3488;
const bool l_3489 = l_mut_3426 > l_3481;
if (l_3489) {
const uint32 l_3490 = reinterpret_cast<uint32 const&>(l_3487);
const uint32 l_3491 = l_3490 ^ uint32(2147483648);
const float l_3492 = reinterpret_cast<float const&>(l_3491);
const uint32 l_3493 = reinterpret_cast<uint32 const&>(l_3492);
const uint32 l_3494 = l_3493 + uint32(1);
l_mut_747 = l_3494;
const uint32 l_3495 = l_3493 & uint32(2147483647);
const bool l_3496 = l_3495 == uint32(0);
if (l_3496) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3497 = l_3493 & uint32(2147483648);
const bool l_3498 = l_3497 != uint32(0);
if (l_3498) {
const uint32 l_3499 = l_3493 - uint32(1);
l_mut_747 = l_3499;
} else {
const bool l_3500 = l_3493 == uint32(2139095040);
if (l_3500) {
l_mut_747 = l_3493;
}
}
}
const float l_3501 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3502 = reinterpret_cast<uint32 const&>(l_3501);
const uint32 l_3503 = l_3502 ^ uint32(2147483648);
const float l_3504 = reinterpret_cast<float const&>(l_3503);
const uint32 l_3505 = reinterpret_cast<uint32 const&>(l_3504);
const uint32 l_3506 = l_3505 & uint32(2147483647);
const float l_3507 = reinterpret_cast<float const&>(l_3506);
const double l_3508 = double(l_3507);
l_mut_49 = l_3508;
const bool l_3509 = l_3506 < uint32(8388608);
if (l_3509) {
const double l_3510 = double(l_3506);
const double l_3511 = l_3510 * double(1.401298464324817e-45);
l_mut_49 = l_3511;
}
const uint64 l_3512 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3513 = l_3505 >> uint32(31);
const uint64 l_3514 = uint64(l_3513);
const uint64 l_3515 = l_3514 << uint64(63);
const uint64 l_3516 = l_3512 | l_3515;
const double l_3517 = reinterpret_cast<double const&>(l_3516);
l_mut_3426 = l_3517;
} else {
const uint32 l_3518 = reinterpret_cast<uint32 const&>(l_3487);
const uint32 l_3519 = l_3518 + uint32(1);
l_mut_747 = l_3519;
const uint32 l_3520 = l_3518 & uint32(2147483647);
const bool l_3521 = l_3520 == uint32(0);
if (l_3521) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3522 = l_3518 & uint32(2147483648);
const bool l_3523 = l_3522 != uint32(0);
if (l_3523) {
const uint32 l_3524 = l_3518 - uint32(1);
l_mut_747 = l_3524;
} else {
const bool l_3525 = l_3518 == uint32(2139095040);
if (l_3525) {
l_mut_747 = l_3518;
}
}
}
const float l_3526 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3527 = reinterpret_cast<uint32 const&>(l_3526);
const uint32 l_3528 = l_3527 & uint32(2147483647);
const float l_3529 = reinterpret_cast<float const&>(l_3528);
const double l_3530 = double(l_3529);
l_mut_49 = l_3530;
const bool l_3531 = l_3528 < uint32(8388608);
if (l_3531) {
const double l_3532 = double(l_3528);
const double l_3533 = l_3532 * double(1.401298464324817e-45);
l_mut_49 = l_3533;
}
const uint64 l_3534 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3535 = l_3527 >> uint32(31);
const uint64 l_3536 = uint64(l_3535);
const uint64 l_3537 = l_3536 << uint64(63);
const uint64 l_3538 = l_3534 | l_3537;
const double l_3539 = reinterpret_cast<double const&>(l_3538);
const bool l_3540 = l_3539 <= l_3481;
if (l_3540) {
const uint32 l_3541 = reinterpret_cast<uint32 const&>(l_3487);
const uint32 l_3542 = l_3541 + uint32(1);
l_mut_747 = l_3542;
const uint32 l_3543 = l_3541 & uint32(2147483647);
const bool l_3544 = l_3543 == uint32(0);
if (l_3544) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3545 = l_3541 & uint32(2147483648);
const bool l_3546 = l_3545 != uint32(0);
if (l_3546) {
const uint32 l_3547 = l_3541 - uint32(1);
l_mut_747 = l_3547;
} else {
const bool l_3548 = l_3541 == uint32(2139095040);
if (l_3548) {
l_mut_747 = l_3541;
}
}
}
const float l_3549 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3550 = reinterpret_cast<uint32 const&>(l_3549);
const uint32 l_3551 = l_3550 & uint32(2147483647);
const float l_3552 = reinterpret_cast<float const&>(l_3551);
const double l_3553 = double(l_3552);
l_mut_49 = l_3553;
const bool l_3554 = l_3551 < uint32(8388608);
if (l_3554) {
const double l_3555 = double(l_3551);
const double l_3556 = l_3555 * double(1.401298464324817e-45);
l_mut_49 = l_3556;
}
const uint64 l_3557 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3558 = l_3550 >> uint32(31);
const uint64 l_3559 = uint64(l_3558);
const uint64 l_3560 = l_3559 << uint64(63);
const uint64 l_3561 = l_3557 | l_3560;
const double l_3562 = reinterpret_cast<double const&>(l_3561);
l_mut_3426 = l_3562;
}
}
}
l_mut_3170 = l_mut_3426;
}
const double l_3563 = l_mut_404 + l_719;
const double l_3564 = abs(l_3563);
const double l_3565 = l_3564 * double(2.220446049250313e-16);
const double l_3566 = l_2798 + l_3565;
const double l_3567 = l_3563 + l_3566;
const double l_3568 = -l_3567;
const double l_3569 = l_3568 * double(7.1362384635298e44);
const double l_3570 = floor(l_3569);
const double l_3571 = l_3570 * double(1.401298464324817e-45);
l_mut_3426 = l_3571;
const double l_3572 = abs(l_3568);
const bool l_3573 = l_3572 >= double(1.1754943508222875e-38);
if (l_3573) {
const float l_3574 = float(l_3568);
const double l_3575 = double(l_3574);
l_mut_3426 = l_3575;
const bool l_3576 = l_mut_3426 > l_3568;
if (l_3576) {
const uint32 l_3577 = reinterpret_cast<uint32 const&>(l_3574);
const uint32 l_3578 = l_3577 ^ uint32(2147483648);
const float l_3579 = reinterpret_cast<float const&>(l_3578);
const uint32 l_3580 = reinterpret_cast<uint32 const&>(l_3579);
const uint32 l_3581 = l_3580 + uint32(1);
l_mut_747 = l_3581;
const uint32 l_3582 = l_3580 & uint32(2147483647);
const bool l_3583 = l_3582 == uint32(0);
if (l_3583) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3584 = l_3580 & uint32(2147483648);
const bool l_3585 = l_3584 != uint32(0);
if (l_3585) {
const uint32 l_3586 = l_3580 - uint32(1);
l_mut_747 = l_3586;
} else {
const bool l_3587 = l_3580 == uint32(2139095040);
if (l_3587) {
l_mut_747 = l_3580;
}
}
}
const float l_3588 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3589 = reinterpret_cast<uint32 const&>(l_3588);
const uint32 l_3590 = l_3589 ^ uint32(2147483648);
const float l_3591 = reinterpret_cast<float const&>(l_3590);
const uint32 l_3592 = reinterpret_cast<uint32 const&>(l_3591);
const uint32 l_3593 = l_3592 & uint32(2147483647);
const float l_3594 = reinterpret_cast<float const&>(l_3593);
const double l_3595 = double(l_3594);
l_mut_49 = l_3595;
const bool l_3596 = l_3593 < uint32(8388608);
if (l_3596) {
const double l_3597 = double(l_3593);
const double l_3598 = l_3597 * double(1.401298464324817e-45);
l_mut_49 = l_3598;
}
const uint64 l_3599 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3600 = l_3592 >> uint32(31);
const uint64 l_3601 = uint64(l_3600);
const uint64 l_3602 = l_3601 << uint64(63);
const uint64 l_3603 = l_3599 | l_3602;
const double l_3604 = reinterpret_cast<double const&>(l_3603);
l_mut_3426 = l_3604;
} else {
const uint32 l_3605 = reinterpret_cast<uint32 const&>(l_3574);
const uint32 l_3606 = l_3605 + uint32(1);
l_mut_747 = l_3606;
const uint32 l_3607 = l_3605 & uint32(2147483647);
const bool l_3608 = l_3607 == uint32(0);
if (l_3608) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3609 = l_3605 & uint32(2147483648);
const bool l_3610 = l_3609 != uint32(0);
if (l_3610) {
const uint32 l_3611 = l_3605 - uint32(1);
l_mut_747 = l_3611;
} else {
const bool l_3612 = l_3605 == uint32(2139095040);
if (l_3612) {
l_mut_747 = l_3605;
}
}
}
const float l_3613 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3614 = reinterpret_cast<uint32 const&>(l_3613);
const uint32 l_3615 = l_3614 & uint32(2147483647);
const float l_3616 = reinterpret_cast<float const&>(l_3615);
const double l_3617 = double(l_3616);
l_mut_49 = l_3617;
const bool l_3618 = l_3615 < uint32(8388608);
if (l_3618) {
const double l_3619 = double(l_3615);
const double l_3620 = l_3619 * double(1.401298464324817e-45);
l_mut_49 = l_3620;
}
const uint64 l_3621 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3622 = l_3614 >> uint32(31);
const uint64 l_3623 = uint64(l_3622);
const uint64 l_3624 = l_3623 << uint64(63);
const uint64 l_3625 = l_3621 | l_3624;
const double l_3626 = reinterpret_cast<double const&>(l_3625);
const bool l_3627 = l_3626 <= l_3568;
if (l_3627) {
const uint32 l_3628 = reinterpret_cast<uint32 const&>(l_3574);
const uint32 l_3629 = l_3628 + uint32(1);
l_mut_747 = l_3629;
const uint32 l_3630 = l_3628 & uint32(2147483647);
const bool l_3631 = l_3630 == uint32(0);
if (l_3631) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3632 = l_3628 & uint32(2147483648);
const bool l_3633 = l_3632 != uint32(0);
if (l_3633) {
const uint32 l_3634 = l_3628 - uint32(1);
l_mut_747 = l_3634;
} else {
const bool l_3635 = l_3628 == uint32(2139095040);
if (l_3635) {
l_mut_747 = l_3628;
}
}
}
const float l_3636 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3637 = reinterpret_cast<uint32 const&>(l_3636);
const uint32 l_3638 = l_3637 & uint32(2147483647);
const float l_3639 = reinterpret_cast<float const&>(l_3638);
const double l_3640 = double(l_3639);
l_mut_49 = l_3640;
const bool l_3641 = l_3638 < uint32(8388608);
if (l_3641) {
const double l_3642 = double(l_3638);
const double l_3643 = l_3642 * double(1.401298464324817e-45);
l_mut_49 = l_3643;
}
const uint64 l_3644 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3645 = l_3637 >> uint32(31);
const uint64 l_3646 = uint64(l_3645);
const uint64 l_3647 = l_3646 << uint64(63);
const uint64 l_3648 = l_3644 | l_3647;
const double l_3649 = reinterpret_cast<double const&>(l_3648);
l_mut_3426 = l_3649;
}
}
}
const double l_3650 = -l_mut_3426;
l_mut_3426 = l_3650;
const bool l_3651 = bool(false) && bool(true);
if (l_3651) {
const double l_3652 = l_3563 + l_3566;
const double l_3653 = l_3652 * double(7.1362384635298e44);
const double l_3654 = floor(l_3653);
const double l_3655 = l_3654 * double(1.401298464324817e-45);
l_mut_49 = l_3655;
const double l_3656 = abs(l_3652);
const bool l_3657 = l_3656 >= double(1.1754943508222875e-38);
if (l_3657) {
const float l_3658 = float(l_3652);
const double l_3659 = double(l_3658);
l_mut_49 = l_3659;
const bool l_3660 = l_mut_49 > l_3652;
if (l_3660) {
const uint32 l_3661 = reinterpret_cast<uint32 const&>(l_3658);
const uint32 l_3662 = l_3661 ^ uint32(2147483648);
const float l_3663 = reinterpret_cast<float const&>(l_3662);
const uint32 l_3664 = reinterpret_cast<uint32 const&>(l_3663);
const uint32 l_3665 = l_3664 + uint32(1);
l_mut_747 = l_3665;
const uint32 l_3666 = l_3664 & uint32(2147483647);
const bool l_3667 = l_3666 == uint32(0);
if (l_3667) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3668 = l_3664 & uint32(2147483648);
const bool l_3669 = l_3668 != uint32(0);
if (l_3669) {
const uint32 l_3670 = l_3664 - uint32(1);
l_mut_747 = l_3670;
} else {
const bool l_3671 = l_3664 == uint32(2139095040);
if (l_3671) {
l_mut_747 = l_3664;
}
}
}
const float l_3672 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3673 = reinterpret_cast<uint32 const&>(l_3672);
const uint32 l_3674 = l_3673 ^ uint32(2147483648);
const float l_3675 = reinterpret_cast<float const&>(l_3674);
const uint32 l_3676 = reinterpret_cast<uint32 const&>(l_3675);
const uint32 l_3677 = l_3676 & uint32(2147483647);
const float l_3678 = reinterpret_cast<float const&>(l_3677);
const double l_3679 = double(l_3678);
l_mut_3680 = l_3679;
const bool l_3681 = l_3677 < uint32(8388608);
if (l_3681) {
const double l_3682 = double(l_3677);
const double l_3683 = l_3682 * double(1.401298464324817e-45);
l_mut_3680 = l_3683;
}
const uint64 l_3684 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3685 = l_3676 >> uint32(31);
const uint64 l_3686 = uint64(l_3685);
const uint64 l_3687 = l_3686 << uint64(63);
const uint64 l_3688 = l_3684 | l_3687;
const double l_3689 = reinterpret_cast<double const&>(l_3688);
l_mut_49 = l_3689;
} else {
const uint32 l_3690 = reinterpret_cast<uint32 const&>(l_3658);
const uint32 l_3691 = l_3690 + uint32(1);
l_mut_747 = l_3691;
const uint32 l_3692 = l_3690 & uint32(2147483647);
const bool l_3693 = l_3692 == uint32(0);
if (l_3693) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3694 = l_3690 & uint32(2147483648);
const bool l_3695 = l_3694 != uint32(0);
if (l_3695) {
const uint32 l_3696 = l_3690 - uint32(1);
l_mut_747 = l_3696;
} else {
const bool l_3697 = l_3690 == uint32(2139095040);
if (l_3697) {
l_mut_747 = l_3690;
}
}
}
const float l_3698 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3699 = reinterpret_cast<uint32 const&>(l_3698);
const uint32 l_3700 = l_3699 & uint32(2147483647);
const float l_3701 = reinterpret_cast<float const&>(l_3700);
const double l_3702 = double(l_3701);
l_mut_3680 = l_3702;
const bool l_3703 = l_3700 < uint32(8388608);
if (l_3703) {
const double l_3704 = double(l_3700);
const double l_3705 = l_3704 * double(1.401298464324817e-45);
l_mut_3680 = l_3705;
}
const uint64 l_3706 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3707 = l_3699 >> uint32(31);
const uint64 l_3708 = uint64(l_3707);
const uint64 l_3709 = l_3708 << uint64(63);
const uint64 l_3710 = l_3706 | l_3709;
const double l_3711 = reinterpret_cast<double const&>(l_3710);
const bool l_3712 = l_3711 <= l_3652;
if (l_3712) {
const uint32 l_3713 = reinterpret_cast<uint32 const&>(l_3658);
const uint32 l_3714 = l_3713 + uint32(1);
l_mut_747 = l_3714;
const uint32 l_3715 = l_3713 & uint32(2147483647);
const bool l_3716 = l_3715 == uint32(0);
if (l_3716) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3717 = l_3713 & uint32(2147483648);
const bool l_3718 = l_3717 != uint32(0);
if (l_3718) {
const uint32 l_3719 = l_3713 - uint32(1);
l_mut_747 = l_3719;
} else {
const bool l_3720 = l_3713 == uint32(2139095040);
if (l_3720) {
l_mut_747 = l_3713;
}
}
}
const float l_3721 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3722 = reinterpret_cast<uint32 const&>(l_3721);
const uint32 l_3723 = l_3722 & uint32(2147483647);
const float l_3724 = reinterpret_cast<float const&>(l_3723);
const double l_3725 = double(l_3724);
l_mut_3680 = l_3725;
const bool l_3726 = l_3723 < uint32(8388608);
if (l_3726) {
const double l_3727 = double(l_3723);
const double l_3728 = l_3727 * double(1.401298464324817e-45);
l_mut_3680 = l_3728;
}
const uint64 l_3729 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3730 = l_3722 >> uint32(31);
const uint64 l_3731 = uint64(l_3730);
const uint64 l_3732 = l_3731 << uint64(63);
const uint64 l_3733 = l_3729 | l_3732;
const double l_3734 = reinterpret_cast<double const&>(l_3733);
l_mut_49 = l_3734;
}
}
}
l_mut_3426 = l_mut_49;
} else {
const double l_3735 = l_3563 - l_3566;
const double l_3736 = -l_3735;
const double l_3737 = l_3736 * double(7.1362384635298e44);
const double l_3738 = floor(l_3737);
const double l_3739 = l_3738 * double(1.401298464324817e-45);
l_mut_3680 = l_3739;
const double l_3740 = abs(l_3736);
const bool l_3741 = l_3740 >= double(1.1754943508222875e-38);
if (l_3741) {
const float l_3742 = float(l_3736);
const double l_3743 = double(l_3742);
l_mut_3680 = l_3743;
const bool l_3744 = l_mut_3680 > l_3736;
if (l_3744) {
const uint32 l_3745 = reinterpret_cast<uint32 const&>(l_3742);
const uint32 l_3746 = l_3745 ^ uint32(2147483648);
const float l_3747 = reinterpret_cast<float const&>(l_3746);
const uint32 l_3748 = reinterpret_cast<uint32 const&>(l_3747);
const uint32 l_3749 = l_3748 + uint32(1);
l_mut_747 = l_3749;
const uint32 l_3750 = l_3748 & uint32(2147483647);
const bool l_3751 = l_3750 == uint32(0);
if (l_3751) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3752 = l_3748 & uint32(2147483648);
const bool l_3753 = l_3752 != uint32(0);
if (l_3753) {
const uint32 l_3754 = l_3748 - uint32(1);
l_mut_747 = l_3754;
} else {
const bool l_3755 = l_3748 == uint32(2139095040);
if (l_3755) {
l_mut_747 = l_3748;
}
}
}
const float l_3756 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3757 = reinterpret_cast<uint32 const&>(l_3756);
const uint32 l_3758 = l_3757 ^ uint32(2147483648);
const float l_3759 = reinterpret_cast<float const&>(l_3758);
const uint32 l_3760 = reinterpret_cast<uint32 const&>(l_3759);
const uint32 l_3761 = l_3760 & uint32(2147483647);
const float l_3762 = reinterpret_cast<float const&>(l_3761);
const double l_3763 = double(l_3762);
l_mut_49 = l_3763;
const bool l_3764 = l_3761 < uint32(8388608);
if (l_3764) {
const double l_3765 = double(l_3761);
const double l_3766 = l_3765 * double(1.401298464324817e-45);
l_mut_49 = l_3766;
}
const uint64 l_3767 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3768 = l_3760 >> uint32(31);
const uint64 l_3769 = uint64(l_3768);
const uint64 l_3770 = l_3769 << uint64(63);
const uint64 l_3771 = l_3767 | l_3770;
const double l_3772 = reinterpret_cast<double const&>(l_3771);
l_mut_3680 = l_3772;
} else {
const uint32 l_3773 = reinterpret_cast<uint32 const&>(l_3742);
const uint32 l_3774 = l_3773 + uint32(1);
l_mut_747 = l_3774;
const uint32 l_3775 = l_3773 & uint32(2147483647);
const bool l_3776 = l_3775 == uint32(0);
if (l_3776) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3777 = l_3773 & uint32(2147483648);
const bool l_3778 = l_3777 != uint32(0);
if (l_3778) {
const uint32 l_3779 = l_3773 - uint32(1);
l_mut_747 = l_3779;
} else {
const bool l_3780 = l_3773 == uint32(2139095040);
if (l_3780) {
l_mut_747 = l_3773;
}
}
}
const float l_3781 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3782 = reinterpret_cast<uint32 const&>(l_3781);
const uint32 l_3783 = l_3782 & uint32(2147483647);
const float l_3784 = reinterpret_cast<float const&>(l_3783);
const double l_3785 = double(l_3784);
l_mut_49 = l_3785;
const bool l_3786 = l_3783 < uint32(8388608);
if (l_3786) {
const double l_3787 = double(l_3783);
const double l_3788 = l_3787 * double(1.401298464324817e-45);
l_mut_49 = l_3788;
}
const uint64 l_3789 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3790 = l_3782 >> uint32(31);
const uint64 l_3791 = uint64(l_3790);
const uint64 l_3792 = l_3791 << uint64(63);
const uint64 l_3793 = l_3789 | l_3792;
const double l_3794 = reinterpret_cast<double const&>(l_3793);
const bool l_3795 = l_3794 <= l_3736;
if (l_3795) {
const uint32 l_3796 = reinterpret_cast<uint32 const&>(l_3742);
const uint32 l_3797 = l_3796 + uint32(1);
l_mut_747 = l_3797;
const uint32 l_3798 = l_3796 & uint32(2147483647);
const bool l_3799 = l_3798 == uint32(0);
if (l_3799) {
l_mut_747 = uint32(1);
} else {
const uint32 l_3800 = l_3796 & uint32(2147483648);
const bool l_3801 = l_3800 != uint32(0);
if (l_3801) {
const uint32 l_3802 = l_3796 - uint32(1);
l_mut_747 = l_3802;
} else {
const bool l_3803 = l_3796 == uint32(2139095040);
if (l_3803) {
l_mut_747 = l_3796;
}
}
}
const float l_3804 = reinterpret_cast<float const&>(l_mut_747);
const uint32 l_3805 = reinterpret_cast<uint32 const&>(l_3804);
const uint32 l_3806 = l_3805 & uint32(2147483647);
const float l_3807 = reinterpret_cast<float const&>(l_3806);
const double l_3808 = double(l_3807);
l_mut_49 = l_3808;
const bool l_3809 = l_3806 < uint32(8388608);
if (l_3809) {
const double l_3810 = double(l_3806);
const double l_3811 = l_3810 * double(1.401298464324817e-45);
l_mut_49 = l_3811;
}
const uint64 l_3812 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_3813 = l_3805 >> uint32(31);
const uint64 l_3814 = uint64(l_3813);
const uint64 l_3815 = l_3814 << uint64(63);
const uint64 l_3816 = l_3812 | l_3815;
const double l_3817 = reinterpret_cast<double const&>(l_3816);
l_mut_3680 = l_3817;
}
}
}
const double l_3818 = -l_mut_3680;
l_mut_3426 = l_3818;
}
l_mut_747 = uint32(0);
const bool l_3819 = l_mut_3170 <= double(0.0);
const bool l_3820 = l_mut_3426 >= double(0.0);
const bool l_3821 = l_3819 && l_3820;
const bool l_3822 = !l_3821;
if (l_3822) {
const double l_3824 = l_mut_78 / l_mut_3170;
const double l_3825 = l_mut_78 / l_mut_3426;
const double l_3826 = l_mut_2916 / l_mut_3170;
const double l_3827 = l_mut_2916 / l_mut_3426;
l_arr_3823[uint32(0)] = l_3824;
l_arr_3823[uint32(1)] = l_3824;
const double l_3828 = l_arr_3823[uint32(0)];
const bool l_3829 = l_3825 < l_3828;
if (l_3829) {
l_arr_3823[uint32(0)] = l_3825;
}
const double l_3830 = l_arr_3823[uint32(0)];
const bool l_3831 = l_3826 < l_3830;
if (l_3831) {
l_arr_3823[uint32(0)] = l_3826;
}
const double l_3832 = l_arr_3823[uint32(0)];
const bool l_3833 = l_3827 < l_3832;
if (l_3833) {
l_arr_3823[uint32(0)] = l_3827;
}
const double l_3834 = l_arr_3823[uint32(1)];
const bool l_3835 = l_3825 > l_3834;
if (l_3835) {
l_arr_3823[uint32(1)] = l_3825;
}
const double l_3836 = l_arr_3823[uint32(1)];
const bool l_3837 = l_3826 > l_3836;
if (l_3837) {
l_arr_3823[uint32(1)] = l_3826;
}
const double l_3838 = l_arr_3823[uint32(1)];
const bool l_3839 = l_3827 > l_3838;
if (l_3839) {
l_arr_3823[uint32(1)] = l_3827;
}
const double l_3840 = l_arr_3823[uint32(0)];
const double l_3841 = abs(l_3840);
const double l_3842 = l_3841 * l_mut_232;
const double l_3843 = l_arr_3823[uint32(1)];
const double l_3844 = abs(l_3843);
const double l_3845 = l_3844 * l_mut_232;
l_mut_747 = uint32(2);
const double l_3846 = l_arr_3823[uint32(0)];
const double l_3847 = l_3846 - l_3842;
const double l_3848 = abs(l_3847);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_3849 = l_3848 >= double(1.1754943508222875e-38);
const bool l_3850 = l_3848 <= double(1.7976931348623157e308);
const bool l_3851 = l_3849 && l_3850;
if (l_3851) {
const uint64 l_3852 = reinterpret_cast<uint64 const&>(l_3848);
const uint64 l_3853 = l_3852 >> uint64(52);
const uint64 l_3854 = l_3853 - uint64(23);
const uint64 l_3855 = l_3854 << uint64(52);
const double l_3856 = reinterpret_cast<double const&>(l_3855);
l_mut_3680 = l_3856;
}
const double l_3857 = l_3846 + l_3842;
const double l_3858 = abs(l_3857);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_3859 = l_3858 >= double(1.1754943508222875e-38);
const bool l_3860 = l_3858 <= double(1.7976931348623157e308);
const bool l_3861 = l_3859 && l_3860;
if (l_3861) {
const uint64 l_3862 = reinterpret_cast<uint64 const&>(l_3858);
const uint64 l_3863 = l_3862 >> uint64(52);
const uint64 l_3864 = l_3863 - uint64(23);
const uint64 l_3865 = l_3864 << uint64(52);
const double l_3866 = reinterpret_cast<double const&>(l_3865);
l_mut_3426 = l_3866;
}
const bool l_3867 = l_mut_3680 == l_mut_3426;
const double l_3868 = l_arr_3823[uint32(1)];
const double l_3869 = l_3868 - l_3845;
const double l_3870 = abs(l_3869);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_3871 = l_3870 >= double(1.1754943508222875e-38);
const bool l_3872 = l_3870 <= double(1.7976931348623157e308);
const bool l_3873 = l_3871 && l_3872;
if (l_3873) {
const uint64 l_3874 = reinterpret_cast<uint64 const&>(l_3870);
const uint64 l_3875 = l_3874 >> uint64(52);
const uint64 l_3876 = l_3875 - uint64(23);
const uint64 l_3877 = l_3876 << uint64(52);
const double l_3878 = reinterpret_cast<double const&>(l_3877);
l_mut_3680 = l_3878;
}
const double l_3879 = l_3868 + l_3845;
const double l_3880 = abs(l_3879);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_3881 = l_3880 >= double(1.1754943508222875e-38);
const bool l_3882 = l_3880 <= double(1.7976931348623157e308);
const bool l_3883 = l_3881 && l_3882;
if (l_3883) {
const uint64 l_3884 = reinterpret_cast<uint64 const&>(l_3880);
const uint64 l_3885 = l_3884 >> uint64(52);
const uint64 l_3886 = l_3885 - uint64(23);
const uint64 l_3887 = l_3886 << uint64(52);
const double l_3888 = reinterpret_cast<double const&>(l_3887);
l_mut_3426 = l_3888;
}
const bool l_3889 = l_mut_3680 == l_mut_3426;
const bool l_3890 = l_3867 && l_3889;
if (l_3890) {
const double l_3891 = l_arr_3823[uint32(0)];
const double l_3892 = l_arr_3823[uint32(0)];
const double l_3893 = abs(l_3892);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_3894 = l_3893 >= double(1.1754943508222875e-38);
const bool l_3895 = l_3893 <= double(1.7976931348623157e308);
const bool l_3896 = l_3894 && l_3895;
if (l_3896) {
const uint64 l_3897 = reinterpret_cast<uint64 const&>(l_3893);
const uint64 l_3898 = l_3897 >> uint64(52);
const uint64 l_3899 = l_3898 - uint64(23);
const uint64 l_3900 = l_3899 << uint64(52);
const double l_3901 = reinterpret_cast<double const&>(l_3900);
l_mut_3680 = l_3901;
}
const double l_3902 = l_722 * l_mut_3680;
const double l_3903 = l_3891 - l_3902;
const double l_3904 = l_arr_3823[uint32(1)];
const double l_3905 = l_arr_3823[uint32(1)];
const double l_3906 = abs(l_3905);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_3907 = l_3906 >= double(1.1754943508222875e-38);
const bool l_3908 = l_3906 <= double(1.7976931348623157e308);
const bool l_3909 = l_3907 && l_3908;
if (l_3909) {
const uint64 l_3910 = reinterpret_cast<uint64 const&>(l_3906);
const uint64 l_3911 = l_3910 >> uint64(52);
const uint64 l_3912 = l_3911 - uint64(23);
const uint64 l_3913 = l_3912 << uint64(52);
const double l_3914 = reinterpret_cast<double const&>(l_3913);
l_mut_3680 = l_3914;
}
const double l_3915 = l_722 * l_mut_3680;
const double l_3916 = l_3904 + l_3915;
const uint32 l_3917 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3918 = l_3917 & uint32(2147483647);
const float l_3919 = reinterpret_cast<float const&>(l_3918);
const double l_3920 = double(l_3919);
l_mut_3680 = l_3920;
const bool l_3921 = l_3918 < uint32(8388608);
if (l_3921) {
const double l_3922 = double(l_3918);
const double l_3923 = l_3922 * double(1.401298464324817e-45);
l_mut_3680 = l_3923;
}
const uint64 l_3924 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3925 = l_3917 >> uint32(31);
const uint64 l_3926 = uint64(l_3925);
const uint64 l_3927 = l_3926 << uint64(63);
const uint64 l_3928 = l_3924 | l_3927;
const double l_3929 = reinterpret_cast<double const&>(l_3928);
const uint32 l_3930 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3931 = l_3930 + uint32(1);
l_mut_3932 = l_3931;
const uint32 l_3933 = l_3930 & uint32(2147483647);
const bool l_3934 = l_3933 == uint32(0);
if (l_3934) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_3935 = l_3930 & uint32(2147483648);
const bool l_3936 = l_3935 != uint32(0);
if (l_3936) {
const uint32 l_3937 = l_3930 - uint32(1);
l_mut_3932 = l_3937;
} else {
const bool l_3938 = l_3930 == uint32(2139095040);
if (l_3938) {
l_mut_3932 = l_3930;
}
}
}
const float l_3939 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_3940 = reinterpret_cast<uint32 const&>(l_3939);
const uint32 l_3941 = l_3940 & uint32(2147483647);
const float l_3942 = reinterpret_cast<float const&>(l_3941);
const double l_3943 = double(l_3942);
l_mut_3680 = l_3943;
const bool l_3944 = l_3941 < uint32(8388608);
if (l_3944) {
const double l_3945 = double(l_3941);
const double l_3946 = l_3945 * double(1.401298464324817e-45);
l_mut_3680 = l_3946;
}
const uint64 l_3947 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3948 = l_3940 >> uint32(31);
const uint64 l_3949 = uint64(l_3948);
const uint64 l_3950 = l_3949 << uint64(63);
const uint64 l_3951 = l_3947 | l_3950;
const double l_3952 = reinterpret_cast<double const&>(l_3951);
const uint32 l_3953 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_3954 = l_3953 ^ uint32(2147483648);
const float l_3955 = reinterpret_cast<float const&>(l_3954);
const uint32 l_3956 = reinterpret_cast<uint32 const&>(l_3955);
const uint32 l_3957 = l_3956 + uint32(1);
l_mut_3932 = l_3957;
const uint32 l_3958 = l_3956 & uint32(2147483647);
const bool l_3959 = l_3958 == uint32(0);
if (l_3959) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_3960 = l_3956 & uint32(2147483648);
const bool l_3961 = l_3960 != uint32(0);
if (l_3961) {
const uint32 l_3962 = l_3956 - uint32(1);
l_mut_3932 = l_3962;
} else {
const bool l_3963 = l_3956 == uint32(2139095040);
if (l_3963) {
l_mut_3932 = l_3956;
}
}
}
const float l_3964 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_3965 = reinterpret_cast<uint32 const&>(l_3964);
const uint32 l_3966 = l_3965 ^ uint32(2147483648);
const float l_3967 = reinterpret_cast<float const&>(l_3966);
const uint32 l_3968 = reinterpret_cast<uint32 const&>(l_3967);
const uint32 l_3969 = l_3968 & uint32(2147483647);
const float l_3970 = reinterpret_cast<float const&>(l_3969);
const double l_3971 = double(l_3970);
l_mut_3680 = l_3971;
const bool l_3972 = l_3969 < uint32(8388608);
if (l_3972) {
const double l_3973 = double(l_3969);
const double l_3974 = l_3973 * double(1.401298464324817e-45);
l_mut_3680 = l_3974;
}
const uint64 l_3975 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_3976 = l_3968 >> uint32(31);
const uint64 l_3977 = uint64(l_3976);
const uint64 l_3978 = l_3977 << uint64(63);
const uint64 l_3979 = l_3975 | l_3978;
const double l_3980 = reinterpret_cast<double const&>(l_3979);
const double l_3981 = l_3903 + l_3842;
const bool l_3982 = l_3981 <= l_3929;
l_mut_848 = l_3982;
const double l_3983 = l_3903 - l_3842;
const bool l_3984 = l_3983 > l_3929;
l_mut_845 = l_3984;
const double l_3985 = l_3916 - l_3845;
const bool l_3986 = l_3985 >= l_3929;
l_mut_842 = l_3986;
const double l_3987 = l_3916 + l_3845;
const bool l_3988 = l_3987 < l_3929;
l_mut_839 = l_3988;
const double l_3989 = l_3903 + l_3842;
const bool l_3990 = l_3989 < l_3952;
l_mut_848 = l_3990;
const double l_3991 = l_3903 - l_3842;
const bool l_3992 = l_3991 >= l_3952;
l_mut_845 = l_3992;
const double l_3993 = l_3916 - l_3845;
const bool l_3994 = l_3993 > l_3980;
l_mut_842 = l_3994;
const double l_3995 = l_3916 + l_3845;
const bool l_3996 = l_3995 <= l_3980;
l_mut_839 = l_3996;
l_mut_3932 = uint32(2);
const bool l_3997 = l_mut_845 || l_mut_839;
if (l_3997) {
l_mut_3932 = uint32(1);
} else {
const bool l_3998 = l_mut_848 && l_mut_842;
if (l_3998) {
l_mut_3932 = uint32(0);
}
}
const uint32 l_3999 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4000 = l_3999 & uint32(2147483647);
const bool l_4001 = l_4000 == uint32(0);
if (l_4001) {
const double l_4002 = l_3903 + l_3842;
const bool l_4003 = l_4002 < double(1.1754943508222875e-38);
const double l_4004 = l_3916 - l_3845;
const bool l_4005 = l_4004 > double(-1.1754943508222875e-38);
const bool l_4006 = l_4003 && l_4005;
const double l_4007 = l_3903 - l_3842;
const bool l_4008 = l_4007 < double(1.1754943508222875e-38);
const double l_4009 = l_3916 + l_3845;
const bool l_4010 = l_4009 > double(-1.1754943508222875e-38);
const bool l_4011 = l_4008 && l_4010;
if (l_4006) {
l_mut_3932 = uint32(0);
} else {
const bool l_4012 = l_mut_3932 == uint32(1);
const bool l_4013 = l_4011 && l_4012;
if (l_4013) {
l_mut_3932 = uint32(2);
}
}
}
l_mut_747 = l_mut_3932;
}
}
const double l_4014 = l_mut_1901 - l_719;
const double l_4015 = abs(l_4014);
const double l_4016 = l_4015 * double(2.220446049250313e-16);
const double l_4017 = l_2796 + l_4016;
const double l_4018 = l_4014 + l_4017;
const double l_4019 = -l_4018;
const double l_4020 = l_4019 * double(7.1362384635298e44);
const double l_4021 = floor(l_4020);
const double l_4022 = l_4021 * double(1.401298464324817e-45);
l_mut_3680 = l_4022;
const double l_4023 = abs(l_4019);
const bool l_4024 = l_4023 >= double(1.1754943508222875e-38);
if (l_4024) {
const float l_4025 = float(l_4019);
const double l_4026 = double(l_4025);
l_mut_3680 = l_4026;
const bool l_4027 = l_mut_3680 > l_4019;
if (l_4027) {
const uint32 l_4028 = reinterpret_cast<uint32 const&>(l_4025);
const uint32 l_4029 = l_4028 ^ uint32(2147483648);
const float l_4030 = reinterpret_cast<float const&>(l_4029);
const uint32 l_4031 = reinterpret_cast<uint32 const&>(l_4030);
const uint32 l_4032 = l_4031 + uint32(1);
l_mut_3932 = l_4032;
const uint32 l_4033 = l_4031 & uint32(2147483647);
const bool l_4034 = l_4033 == uint32(0);
if (l_4034) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4035 = l_4031 & uint32(2147483648);
const bool l_4036 = l_4035 != uint32(0);
if (l_4036) {
const uint32 l_4037 = l_4031 - uint32(1);
l_mut_3932 = l_4037;
} else {
const bool l_4038 = l_4031 == uint32(2139095040);
if (l_4038) {
l_mut_3932 = l_4031;
}
}
}
const float l_4039 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4040 = reinterpret_cast<uint32 const&>(l_4039);
const uint32 l_4041 = l_4040 ^ uint32(2147483648);
const float l_4042 = reinterpret_cast<float const&>(l_4041);
const uint32 l_4043 = reinterpret_cast<uint32 const&>(l_4042);
const uint32 l_4044 = l_4043 & uint32(2147483647);
const float l_4045 = reinterpret_cast<float const&>(l_4044);
const double l_4046 = double(l_4045);
l_mut_3426 = l_4046;
const bool l_4047 = l_4044 < uint32(8388608);
if (l_4047) {
const double l_4048 = double(l_4044);
const double l_4049 = l_4048 * double(1.401298464324817e-45);
l_mut_3426 = l_4049;
}
const uint64 l_4050 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_4051 = l_4043 >> uint32(31);
const uint64 l_4052 = uint64(l_4051);
const uint64 l_4053 = l_4052 << uint64(63);
const uint64 l_4054 = l_4050 | l_4053;
const double l_4055 = reinterpret_cast<double const&>(l_4054);
l_mut_3680 = l_4055;
} else {
const uint32 l_4056 = reinterpret_cast<uint32 const&>(l_4025);
const uint32 l_4057 = l_4056 + uint32(1);
l_mut_3932 = l_4057;
const uint32 l_4058 = l_4056 & uint32(2147483647);
const bool l_4059 = l_4058 == uint32(0);
if (l_4059) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4060 = l_4056 & uint32(2147483648);
const bool l_4061 = l_4060 != uint32(0);
if (l_4061) {
const uint32 l_4062 = l_4056 - uint32(1);
l_mut_3932 = l_4062;
} else {
const bool l_4063 = l_4056 == uint32(2139095040);
if (l_4063) {
l_mut_3932 = l_4056;
}
}
}
const float l_4064 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4065 = reinterpret_cast<uint32 const&>(l_4064);
const uint32 l_4066 = l_4065 & uint32(2147483647);
const float l_4067 = reinterpret_cast<float const&>(l_4066);
const double l_4068 = double(l_4067);
l_mut_3426 = l_4068;
const bool l_4069 = l_4066 < uint32(8388608);
if (l_4069) {
const double l_4070 = double(l_4066);
const double l_4071 = l_4070 * double(1.401298464324817e-45);
l_mut_3426 = l_4071;
}
const uint64 l_4072 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_4073 = l_4065 >> uint32(31);
const uint64 l_4074 = uint64(l_4073);
const uint64 l_4075 = l_4074 << uint64(63);
const uint64 l_4076 = l_4072 | l_4075;
const double l_4077 = reinterpret_cast<double const&>(l_4076);
const bool l_4078 = l_4077 <= l_4019;
if (l_4078) {
const uint32 l_4079 = reinterpret_cast<uint32 const&>(l_4025);
const uint32 l_4080 = l_4079 + uint32(1);
l_mut_3932 = l_4080;
const uint32 l_4081 = l_4079 & uint32(2147483647);
const bool l_4082 = l_4081 == uint32(0);
if (l_4082) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4083 = l_4079 & uint32(2147483648);
const bool l_4084 = l_4083 != uint32(0);
if (l_4084) {
const uint32 l_4085 = l_4079 - uint32(1);
l_mut_3932 = l_4085;
} else {
const bool l_4086 = l_4079 == uint32(2139095040);
if (l_4086) {
l_mut_3932 = l_4079;
}
}
}
const float l_4087 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4088 = reinterpret_cast<uint32 const&>(l_4087);
const uint32 l_4089 = l_4088 & uint32(2147483647);
const float l_4090 = reinterpret_cast<float const&>(l_4089);
const double l_4091 = double(l_4090);
l_mut_3426 = l_4091;
const bool l_4092 = l_4089 < uint32(8388608);
if (l_4092) {
const double l_4093 = double(l_4089);
const double l_4094 = l_4093 * double(1.401298464324817e-45);
l_mut_3426 = l_4094;
}
const uint64 l_4095 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_4096 = l_4088 >> uint32(31);
const uint64 l_4097 = uint64(l_4096);
const uint64 l_4098 = l_4097 << uint64(63);
const uint64 l_4099 = l_4095 | l_4098;
const double l_4100 = reinterpret_cast<double const&>(l_4099);
l_mut_3680 = l_4100;
}
}
}
const double l_4101 = -l_mut_3680;
l_mut_3680 = l_4101;
const bool l_4102 = bool(true) && bool(false);
if (l_4102) {
const double l_4103 = l_4014 + l_4017;
const double l_4104 = l_4103 * double(7.1362384635298e44);
const double l_4105 = floor(l_4104);
const double l_4106 = l_4105 * double(1.401298464324817e-45);
l_mut_3426 = l_4106;
const double l_4107 = abs(l_4103);
const bool l_4108 = l_4107 >= double(1.1754943508222875e-38);
if (l_4108) {
const float l_4109 = float(l_4103);
const double l_4110 = double(l_4109);
l_mut_3426 = l_4110;
const bool l_4111 = l_mut_3426 > l_4103;
if (l_4111) {
const uint32 l_4112 = reinterpret_cast<uint32 const&>(l_4109);
const uint32 l_4113 = l_4112 ^ uint32(2147483648);
const float l_4114 = reinterpret_cast<float const&>(l_4113);
const uint32 l_4115 = reinterpret_cast<uint32 const&>(l_4114);
const uint32 l_4116 = l_4115 + uint32(1);
l_mut_3932 = l_4116;
const uint32 l_4117 = l_4115 & uint32(2147483647);
const bool l_4118 = l_4117 == uint32(0);
if (l_4118) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4119 = l_4115 & uint32(2147483648);
const bool l_4120 = l_4119 != uint32(0);
if (l_4120) {
const uint32 l_4121 = l_4115 - uint32(1);
l_mut_3932 = l_4121;
} else {
const bool l_4122 = l_4115 == uint32(2139095040);
if (l_4122) {
l_mut_3932 = l_4115;
}
}
}
const float l_4123 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4124 = reinterpret_cast<uint32 const&>(l_4123);
const uint32 l_4125 = l_4124 ^ uint32(2147483648);
const float l_4126 = reinterpret_cast<float const&>(l_4125);
const uint32 l_4127 = reinterpret_cast<uint32 const&>(l_4126);
const uint32 l_4128 = l_4127 & uint32(2147483647);
const float l_4129 = reinterpret_cast<float const&>(l_4128);
const double l_4130 = double(l_4129);
l_mut_3170 = l_4130;
const bool l_4131 = l_4128 < uint32(8388608);
if (l_4131) {
const double l_4132 = double(l_4128);
const double l_4133 = l_4132 * double(1.401298464324817e-45);
l_mut_3170 = l_4133;
}
const uint64 l_4134 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4135 = l_4127 >> uint32(31);
const uint64 l_4136 = uint64(l_4135);
const uint64 l_4137 = l_4136 << uint64(63);
const uint64 l_4138 = l_4134 | l_4137;
const double l_4139 = reinterpret_cast<double const&>(l_4138);
l_mut_3426 = l_4139;
} else {
const uint32 l_4140 = reinterpret_cast<uint32 const&>(l_4109);
const uint32 l_4141 = l_4140 + uint32(1);
l_mut_3932 = l_4141;
const uint32 l_4142 = l_4140 & uint32(2147483647);
const bool l_4143 = l_4142 == uint32(0);
if (l_4143) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4144 = l_4140 & uint32(2147483648);
const bool l_4145 = l_4144 != uint32(0);
if (l_4145) {
const uint32 l_4146 = l_4140 - uint32(1);
l_mut_3932 = l_4146;
} else {
const bool l_4147 = l_4140 == uint32(2139095040);
if (l_4147) {
l_mut_3932 = l_4140;
}
}
}
const float l_4148 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4149 = reinterpret_cast<uint32 const&>(l_4148);
const uint32 l_4150 = l_4149 & uint32(2147483647);
const float l_4151 = reinterpret_cast<float const&>(l_4150);
const double l_4152 = double(l_4151);
l_mut_3170 = l_4152;
const bool l_4153 = l_4150 < uint32(8388608);
if (l_4153) {
const double l_4154 = double(l_4150);
const double l_4155 = l_4154 * double(1.401298464324817e-45);
l_mut_3170 = l_4155;
}
const uint64 l_4156 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4157 = l_4149 >> uint32(31);
const uint64 l_4158 = uint64(l_4157);
const uint64 l_4159 = l_4158 << uint64(63);
const uint64 l_4160 = l_4156 | l_4159;
const double l_4161 = reinterpret_cast<double const&>(l_4160);
const bool l_4162 = l_4161 <= l_4103;
if (l_4162) {
const uint32 l_4163 = reinterpret_cast<uint32 const&>(l_4109);
const uint32 l_4164 = l_4163 + uint32(1);
l_mut_3932 = l_4164;
const uint32 l_4165 = l_4163 & uint32(2147483647);
const bool l_4166 = l_4165 == uint32(0);
if (l_4166) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4167 = l_4163 & uint32(2147483648);
const bool l_4168 = l_4167 != uint32(0);
if (l_4168) {
const uint32 l_4169 = l_4163 - uint32(1);
l_mut_3932 = l_4169;
} else {
const bool l_4170 = l_4163 == uint32(2139095040);
if (l_4170) {
l_mut_3932 = l_4163;
}
}
}
const float l_4171 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4172 = reinterpret_cast<uint32 const&>(l_4171);
const uint32 l_4173 = l_4172 & uint32(2147483647);
const float l_4174 = reinterpret_cast<float const&>(l_4173);
const double l_4175 = double(l_4174);
l_mut_3170 = l_4175;
const bool l_4176 = l_4173 < uint32(8388608);
if (l_4176) {
const double l_4177 = double(l_4173);
const double l_4178 = l_4177 * double(1.401298464324817e-45);
l_mut_3170 = l_4178;
}
const uint64 l_4179 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4180 = l_4172 >> uint32(31);
const uint64 l_4181 = uint64(l_4180);
const uint64 l_4182 = l_4181 << uint64(63);
const uint64 l_4183 = l_4179 | l_4182;
const double l_4184 = reinterpret_cast<double const&>(l_4183);
l_mut_3426 = l_4184;
}
}
}
l_mut_3680 = l_mut_3426;
} else {
const double l_4185 = l_4014 - l_4017;
const double l_4186 = l_4185 * double(7.1362384635298e44);
const double l_4187 = floor(l_4186);
const double l_4188 = l_4187 * double(1.401298464324817e-45);
l_mut_3426 = l_4188;
const double l_4189 = abs(l_4185);
const bool l_4190 = l_4189 >= double(1.1754943508222875e-38);
if (l_4190) {
const float l_4191 = float(l_4185);
const double l_4192 = double(l_4191);
l_mut_3426 = l_4192;
const bool l_4193 = l_mut_3426 > l_4185;
if (l_4193) {
const uint32 l_4194 = reinterpret_cast<uint32 const&>(l_4191);
const uint32 l_4195 = l_4194 ^ uint32(2147483648);
const float l_4196 = reinterpret_cast<float const&>(l_4195);
const uint32 l_4197 = reinterpret_cast<uint32 const&>(l_4196);
const uint32 l_4198 = l_4197 + uint32(1);
l_mut_3932 = l_4198;
const uint32 l_4199 = l_4197 & uint32(2147483647);
const bool l_4200 = l_4199 == uint32(0);
if (l_4200) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4201 = l_4197 & uint32(2147483648);
const bool l_4202 = l_4201 != uint32(0);
if (l_4202) {
const uint32 l_4203 = l_4197 - uint32(1);
l_mut_3932 = l_4203;
} else {
const bool l_4204 = l_4197 == uint32(2139095040);
if (l_4204) {
l_mut_3932 = l_4197;
}
}
}
const float l_4205 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4206 = reinterpret_cast<uint32 const&>(l_4205);
const uint32 l_4207 = l_4206 ^ uint32(2147483648);
const float l_4208 = reinterpret_cast<float const&>(l_4207);
const uint32 l_4209 = reinterpret_cast<uint32 const&>(l_4208);
const uint32 l_4210 = l_4209 & uint32(2147483647);
const float l_4211 = reinterpret_cast<float const&>(l_4210);
const double l_4212 = double(l_4211);
l_mut_3170 = l_4212;
const bool l_4213 = l_4210 < uint32(8388608);
if (l_4213) {
const double l_4214 = double(l_4210);
const double l_4215 = l_4214 * double(1.401298464324817e-45);
l_mut_3170 = l_4215;
}
const uint64 l_4216 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4217 = l_4209 >> uint32(31);
const uint64 l_4218 = uint64(l_4217);
const uint64 l_4219 = l_4218 << uint64(63);
const uint64 l_4220 = l_4216 | l_4219;
const double l_4221 = reinterpret_cast<double const&>(l_4220);
l_mut_3426 = l_4221;
} else {
const uint32 l_4222 = reinterpret_cast<uint32 const&>(l_4191);
const uint32 l_4223 = l_4222 + uint32(1);
l_mut_3932 = l_4223;
const uint32 l_4224 = l_4222 & uint32(2147483647);
const bool l_4225 = l_4224 == uint32(0);
if (l_4225) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4226 = l_4222 & uint32(2147483648);
const bool l_4227 = l_4226 != uint32(0);
if (l_4227) {
const uint32 l_4228 = l_4222 - uint32(1);
l_mut_3932 = l_4228;
} else {
const bool l_4229 = l_4222 == uint32(2139095040);
if (l_4229) {
l_mut_3932 = l_4222;
}
}
}
const float l_4230 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4231 = reinterpret_cast<uint32 const&>(l_4230);
const uint32 l_4232 = l_4231 & uint32(2147483647);
const float l_4233 = reinterpret_cast<float const&>(l_4232);
const double l_4234 = double(l_4233);
l_mut_3170 = l_4234;
const bool l_4235 = l_4232 < uint32(8388608);
if (l_4235) {
const double l_4236 = double(l_4232);
const double l_4237 = l_4236 * double(1.401298464324817e-45);
l_mut_3170 = l_4237;
}
const uint64 l_4238 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4239 = l_4231 >> uint32(31);
const uint64 l_4240 = uint64(l_4239);
const uint64 l_4241 = l_4240 << uint64(63);
const uint64 l_4242 = l_4238 | l_4241;
const double l_4243 = reinterpret_cast<double const&>(l_4242);
const bool l_4244 = l_4243 <= l_4185;
if (l_4244) {
const uint32 l_4245 = reinterpret_cast<uint32 const&>(l_4191);
const uint32 l_4246 = l_4245 + uint32(1);
l_mut_3932 = l_4246;
const uint32 l_4247 = l_4245 & uint32(2147483647);
const bool l_4248 = l_4247 == uint32(0);
if (l_4248) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4249 = l_4245 & uint32(2147483648);
const bool l_4250 = l_4249 != uint32(0);
if (l_4250) {
const uint32 l_4251 = l_4245 - uint32(1);
l_mut_3932 = l_4251;
} else {
const bool l_4252 = l_4245 == uint32(2139095040);
if (l_4252) {
l_mut_3932 = l_4245;
}
}
}
const float l_4253 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4254 = reinterpret_cast<uint32 const&>(l_4253);
const uint32 l_4255 = l_4254 & uint32(2147483647);
const float l_4256 = reinterpret_cast<float const&>(l_4255);
const double l_4257 = double(l_4256);
l_mut_3170 = l_4257;
const bool l_4258 = l_4255 < uint32(8388608);
if (l_4258) {
const double l_4259 = double(l_4255);
const double l_4260 = l_4259 * double(1.401298464324817e-45);
l_mut_3170 = l_4260;
}
const uint64 l_4261 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4262 = l_4254 >> uint32(31);
const uint64 l_4263 = uint64(l_4262);
const uint64 l_4264 = l_4263 << uint64(63);
const uint64 l_4265 = l_4261 | l_4264;
const double l_4266 = reinterpret_cast<double const&>(l_4265);
l_mut_3426 = l_4266;
}
}
}
l_mut_3680 = l_mut_3426;
}
const double l_4267 = l_mut_1901 + l_719;
const double l_4268 = abs(l_4267);
const double l_4269 = l_4268 * double(2.220446049250313e-16);
const double l_4270 = l_2796 + l_4269;
const double l_4271 = l_4267 + l_4270;
const double l_4272 = -l_4271;
const double l_4273 = l_4272 * double(7.1362384635298e44);
const double l_4274 = floor(l_4273);
const double l_4275 = l_4274 * double(1.401298464324817e-45);
l_mut_3426 = l_4275;
const double l_4276 = abs(l_4272);
const bool l_4277 = l_4276 >= double(1.1754943508222875e-38);
if (l_4277) {
const float l_4278 = float(l_4272);
const double l_4279 = double(l_4278);
l_mut_3426 = l_4279;
const bool l_4280 = l_mut_3426 > l_4272;
if (l_4280) {
const uint32 l_4281 = reinterpret_cast<uint32 const&>(l_4278);
const uint32 l_4282 = l_4281 ^ uint32(2147483648);
const float l_4283 = reinterpret_cast<float const&>(l_4282);
const uint32 l_4284 = reinterpret_cast<uint32 const&>(l_4283);
const uint32 l_4285 = l_4284 + uint32(1);
l_mut_3932 = l_4285;
const uint32 l_4286 = l_4284 & uint32(2147483647);
const bool l_4287 = l_4286 == uint32(0);
if (l_4287) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4288 = l_4284 & uint32(2147483648);
const bool l_4289 = l_4288 != uint32(0);
if (l_4289) {
const uint32 l_4290 = l_4284 - uint32(1);
l_mut_3932 = l_4290;
} else {
const bool l_4291 = l_4284 == uint32(2139095040);
if (l_4291) {
l_mut_3932 = l_4284;
}
}
}
const float l_4292 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4293 = reinterpret_cast<uint32 const&>(l_4292);
const uint32 l_4294 = l_4293 ^ uint32(2147483648);
const float l_4295 = reinterpret_cast<float const&>(l_4294);
const uint32 l_4296 = reinterpret_cast<uint32 const&>(l_4295);
const uint32 l_4297 = l_4296 & uint32(2147483647);
const float l_4298 = reinterpret_cast<float const&>(l_4297);
const double l_4299 = double(l_4298);
l_mut_3170 = l_4299;
const bool l_4300 = l_4297 < uint32(8388608);
if (l_4300) {
const double l_4301 = double(l_4297);
const double l_4302 = l_4301 * double(1.401298464324817e-45);
l_mut_3170 = l_4302;
}
const uint64 l_4303 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4304 = l_4296 >> uint32(31);
const uint64 l_4305 = uint64(l_4304);
const uint64 l_4306 = l_4305 << uint64(63);
const uint64 l_4307 = l_4303 | l_4306;
const double l_4308 = reinterpret_cast<double const&>(l_4307);
l_mut_3426 = l_4308;
} else {
const uint32 l_4309 = reinterpret_cast<uint32 const&>(l_4278);
const uint32 l_4310 = l_4309 + uint32(1);
l_mut_3932 = l_4310;
const uint32 l_4311 = l_4309 & uint32(2147483647);
const bool l_4312 = l_4311 == uint32(0);
if (l_4312) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4313 = l_4309 & uint32(2147483648);
const bool l_4314 = l_4313 != uint32(0);
if (l_4314) {
const uint32 l_4315 = l_4309 - uint32(1);
l_mut_3932 = l_4315;
} else {
const bool l_4316 = l_4309 == uint32(2139095040);
if (l_4316) {
l_mut_3932 = l_4309;
}
}
}
const float l_4317 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4318 = reinterpret_cast<uint32 const&>(l_4317);
const uint32 l_4319 = l_4318 & uint32(2147483647);
const float l_4320 = reinterpret_cast<float const&>(l_4319);
const double l_4321 = double(l_4320);
l_mut_3170 = l_4321;
const bool l_4322 = l_4319 < uint32(8388608);
if (l_4322) {
const double l_4323 = double(l_4319);
const double l_4324 = l_4323 * double(1.401298464324817e-45);
l_mut_3170 = l_4324;
}
const uint64 l_4325 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4326 = l_4318 >> uint32(31);
const uint64 l_4327 = uint64(l_4326);
const uint64 l_4328 = l_4327 << uint64(63);
const uint64 l_4329 = l_4325 | l_4328;
const double l_4330 = reinterpret_cast<double const&>(l_4329);
const bool l_4331 = l_4330 <= l_4272;
if (l_4331) {
const uint32 l_4332 = reinterpret_cast<uint32 const&>(l_4278);
const uint32 l_4333 = l_4332 + uint32(1);
l_mut_3932 = l_4333;
const uint32 l_4334 = l_4332 & uint32(2147483647);
const bool l_4335 = l_4334 == uint32(0);
if (l_4335) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4336 = l_4332 & uint32(2147483648);
const bool l_4337 = l_4336 != uint32(0);
if (l_4337) {
const uint32 l_4338 = l_4332 - uint32(1);
l_mut_3932 = l_4338;
} else {
const bool l_4339 = l_4332 == uint32(2139095040);
if (l_4339) {
l_mut_3932 = l_4332;
}
}
}
const float l_4340 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4341 = reinterpret_cast<uint32 const&>(l_4340);
const uint32 l_4342 = l_4341 & uint32(2147483647);
const float l_4343 = reinterpret_cast<float const&>(l_4342);
const double l_4344 = double(l_4343);
l_mut_3170 = l_4344;
const bool l_4345 = l_4342 < uint32(8388608);
if (l_4345) {
const double l_4346 = double(l_4342);
const double l_4347 = l_4346 * double(1.401298464324817e-45);
l_mut_3170 = l_4347;
}
const uint64 l_4348 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_4349 = l_4341 >> uint32(31);
const uint64 l_4350 = uint64(l_4349);
const uint64 l_4351 = l_4350 << uint64(63);
const uint64 l_4352 = l_4348 | l_4351;
const double l_4353 = reinterpret_cast<double const&>(l_4352);
l_mut_3426 = l_4353;
}
}
}
const double l_4354 = -l_mut_3426;
l_mut_3426 = l_4354;
const bool l_4355 = bool(false) && bool(false);
if (l_4355) {
const double l_4356 = l_4267 + l_4270;
const double l_4357 = l_4356 * double(7.1362384635298e44);
const double l_4358 = floor(l_4357);
const double l_4359 = l_4358 * double(1.401298464324817e-45);
l_mut_3170 = l_4359;
const double l_4360 = abs(l_4356);
const bool l_4361 = l_4360 >= double(1.1754943508222875e-38);
if (l_4361) {
const float l_4362 = float(l_4356);
const double l_4363 = double(l_4362);
l_mut_3170 = l_4363;
const bool l_4364 = l_mut_3170 > l_4356;
if (l_4364) {
const uint32 l_4365 = reinterpret_cast<uint32 const&>(l_4362);
const uint32 l_4366 = l_4365 ^ uint32(2147483648);
const float l_4367 = reinterpret_cast<float const&>(l_4366);
const uint32 l_4368 = reinterpret_cast<uint32 const&>(l_4367);
const uint32 l_4369 = l_4368 + uint32(1);
l_mut_3932 = l_4369;
const uint32 l_4370 = l_4368 & uint32(2147483647);
const bool l_4371 = l_4370 == uint32(0);
if (l_4371) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4372 = l_4368 & uint32(2147483648);
const bool l_4373 = l_4372 != uint32(0);
if (l_4373) {
const uint32 l_4374 = l_4368 - uint32(1);
l_mut_3932 = l_4374;
} else {
const bool l_4375 = l_4368 == uint32(2139095040);
if (l_4375) {
l_mut_3932 = l_4368;
}
}
}
const float l_4376 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4377 = reinterpret_cast<uint32 const&>(l_4376);
const uint32 l_4378 = l_4377 ^ uint32(2147483648);
const float l_4379 = reinterpret_cast<float const&>(l_4378);
const uint32 l_4380 = reinterpret_cast<uint32 const&>(l_4379);
const uint32 l_4381 = l_4380 & uint32(2147483647);
const float l_4382 = reinterpret_cast<float const&>(l_4381);
const double l_4383 = double(l_4382);
l_mut_2916 = l_4383;
const bool l_4384 = l_4381 < uint32(8388608);
if (l_4384) {
const double l_4385 = double(l_4381);
const double l_4386 = l_4385 * double(1.401298464324817e-45);
l_mut_2916 = l_4386;
}
const uint64 l_4387 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4388 = l_4380 >> uint32(31);
const uint64 l_4389 = uint64(l_4388);
const uint64 l_4390 = l_4389 << uint64(63);
const uint64 l_4391 = l_4387 | l_4390;
const double l_4392 = reinterpret_cast<double const&>(l_4391);
l_mut_3170 = l_4392;
} else {
const uint32 l_4393 = reinterpret_cast<uint32 const&>(l_4362);
const uint32 l_4394 = l_4393 + uint32(1);
l_mut_3932 = l_4394;
const uint32 l_4395 = l_4393 & uint32(2147483647);
const bool l_4396 = l_4395 == uint32(0);
if (l_4396) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4397 = l_4393 & uint32(2147483648);
const bool l_4398 = l_4397 != uint32(0);
if (l_4398) {
const uint32 l_4399 = l_4393 - uint32(1);
l_mut_3932 = l_4399;
} else {
const bool l_4400 = l_4393 == uint32(2139095040);
if (l_4400) {
l_mut_3932 = l_4393;
}
}
}
const float l_4401 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4402 = reinterpret_cast<uint32 const&>(l_4401);
const uint32 l_4403 = l_4402 & uint32(2147483647);
const float l_4404 = reinterpret_cast<float const&>(l_4403);
const double l_4405 = double(l_4404);
l_mut_2916 = l_4405;
const bool l_4406 = l_4403 < uint32(8388608);
if (l_4406) {
const double l_4407 = double(l_4403);
const double l_4408 = l_4407 * double(1.401298464324817e-45);
l_mut_2916 = l_4408;
}
const uint64 l_4409 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4410 = l_4402 >> uint32(31);
const uint64 l_4411 = uint64(l_4410);
const uint64 l_4412 = l_4411 << uint64(63);
const uint64 l_4413 = l_4409 | l_4412;
const double l_4414 = reinterpret_cast<double const&>(l_4413);
const bool l_4415 = l_4414 <= l_4356;
if (l_4415) {
const uint32 l_4416 = reinterpret_cast<uint32 const&>(l_4362);
const uint32 l_4417 = l_4416 + uint32(1);
l_mut_3932 = l_4417;
const uint32 l_4418 = l_4416 & uint32(2147483647);
const bool l_4419 = l_4418 == uint32(0);
if (l_4419) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4420 = l_4416 & uint32(2147483648);
const bool l_4421 = l_4420 != uint32(0);
if (l_4421) {
const uint32 l_4422 = l_4416 - uint32(1);
l_mut_3932 = l_4422;
} else {
const bool l_4423 = l_4416 == uint32(2139095040);
if (l_4423) {
l_mut_3932 = l_4416;
}
}
}
const float l_4424 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4425 = reinterpret_cast<uint32 const&>(l_4424);
const uint32 l_4426 = l_4425 & uint32(2147483647);
const float l_4427 = reinterpret_cast<float const&>(l_4426);
const double l_4428 = double(l_4427);
l_mut_2916 = l_4428;
const bool l_4429 = l_4426 < uint32(8388608);
if (l_4429) {
const double l_4430 = double(l_4426);
const double l_4431 = l_4430 * double(1.401298464324817e-45);
l_mut_2916 = l_4431;
}
const uint64 l_4432 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4433 = l_4425 >> uint32(31);
const uint64 l_4434 = uint64(l_4433);
const uint64 l_4435 = l_4434 << uint64(63);
const uint64 l_4436 = l_4432 | l_4435;
const double l_4437 = reinterpret_cast<double const&>(l_4436);
l_mut_3170 = l_4437;
}
}
}
l_mut_3426 = l_mut_3170;
} else {
}
const double l_4438 = l_mut_404 - l_719;
const double l_4439 = abs(l_4438);
const double l_4440 = l_4439 * double(2.220446049250313e-16);
const double l_4441 = l_2798 + l_4440;
const double l_4442 = l_4438 + l_4441;
const double l_4443 = -l_4442;
const double l_4444 = l_4443 * double(7.1362384635298e44);
const double l_4445 = floor(l_4444);
const double l_4446 = l_4445 * double(1.401298464324817e-45);
l_mut_3170 = l_4446;
const double l_4447 = abs(l_4443);
const bool l_4448 = l_4447 >= double(1.1754943508222875e-38);
if (l_4448) {
const float l_4449 = float(l_4443);
const double l_4450 = double(l_4449);
l_mut_3170 = l_4450;
const bool l_4451 = l_mut_3170 > l_4443;
if (l_4451) {
const uint32 l_4452 = reinterpret_cast<uint32 const&>(l_4449);
const uint32 l_4453 = l_4452 ^ uint32(2147483648);
const float l_4454 = reinterpret_cast<float const&>(l_4453);
const uint32 l_4455 = reinterpret_cast<uint32 const&>(l_4454);
const uint32 l_4456 = l_4455 + uint32(1);
l_mut_3932 = l_4456;
const uint32 l_4457 = l_4455 & uint32(2147483647);
const bool l_4458 = l_4457 == uint32(0);
if (l_4458) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4459 = l_4455 & uint32(2147483648);
const bool l_4460 = l_4459 != uint32(0);
if (l_4460) {
const uint32 l_4461 = l_4455 - uint32(1);
l_mut_3932 = l_4461;
} else {
const bool l_4462 = l_4455 == uint32(2139095040);
if (l_4462) {
l_mut_3932 = l_4455;
}
}
}
const float l_4463 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4464 = reinterpret_cast<uint32 const&>(l_4463);
const uint32 l_4465 = l_4464 ^ uint32(2147483648);
const float l_4466 = reinterpret_cast<float const&>(l_4465);
const uint32 l_4467 = reinterpret_cast<uint32 const&>(l_4466);
const uint32 l_4468 = l_4467 & uint32(2147483647);
const float l_4469 = reinterpret_cast<float const&>(l_4468);
const double l_4470 = double(l_4469);
l_mut_2916 = l_4470;
const bool l_4471 = l_4468 < uint32(8388608);
if (l_4471) {
const double l_4472 = double(l_4468);
const double l_4473 = l_4472 * double(1.401298464324817e-45);
l_mut_2916 = l_4473;
}
const uint64 l_4474 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4475 = l_4467 >> uint32(31);
const uint64 l_4476 = uint64(l_4475);
const uint64 l_4477 = l_4476 << uint64(63);
const uint64 l_4478 = l_4474 | l_4477;
const double l_4479 = reinterpret_cast<double const&>(l_4478);
l_mut_3170 = l_4479;
} else {
const uint32 l_4480 = reinterpret_cast<uint32 const&>(l_4449);
const uint32 l_4481 = l_4480 + uint32(1);
l_mut_3932 = l_4481;
const uint32 l_4482 = l_4480 & uint32(2147483647);
const bool l_4483 = l_4482 == uint32(0);
if (l_4483) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4484 = l_4480 & uint32(2147483648);
const bool l_4485 = l_4484 != uint32(0);
if (l_4485) {
const uint32 l_4486 = l_4480 - uint32(1);
l_mut_3932 = l_4486;
} else {
const bool l_4487 = l_4480 == uint32(2139095040);
if (l_4487) {
l_mut_3932 = l_4480;
}
}
}
const float l_4488 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4489 = reinterpret_cast<uint32 const&>(l_4488);
const uint32 l_4490 = l_4489 & uint32(2147483647);
const float l_4491 = reinterpret_cast<float const&>(l_4490);
const double l_4492 = double(l_4491);
l_mut_2916 = l_4492;
const bool l_4493 = l_4490 < uint32(8388608);
if (l_4493) {
const double l_4494 = double(l_4490);
const double l_4495 = l_4494 * double(1.401298464324817e-45);
l_mut_2916 = l_4495;
}
const uint64 l_4496 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4497 = l_4489 >> uint32(31);
const uint64 l_4498 = uint64(l_4497);
const uint64 l_4499 = l_4498 << uint64(63);
const uint64 l_4500 = l_4496 | l_4499;
const double l_4501 = reinterpret_cast<double const&>(l_4500);
const bool l_4502 = l_4501 <= l_4443;
if (l_4502) {
const uint32 l_4503 = reinterpret_cast<uint32 const&>(l_4449);
const uint32 l_4504 = l_4503 + uint32(1);
l_mut_3932 = l_4504;
const uint32 l_4505 = l_4503 & uint32(2147483647);
const bool l_4506 = l_4505 == uint32(0);
if (l_4506) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4507 = l_4503 & uint32(2147483648);
const bool l_4508 = l_4507 != uint32(0);
if (l_4508) {
const uint32 l_4509 = l_4503 - uint32(1);
l_mut_3932 = l_4509;
} else {
const bool l_4510 = l_4503 == uint32(2139095040);
if (l_4510) {
l_mut_3932 = l_4503;
}
}
}
const float l_4511 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4512 = reinterpret_cast<uint32 const&>(l_4511);
const uint32 l_4513 = l_4512 & uint32(2147483647);
const float l_4514 = reinterpret_cast<float const&>(l_4513);
const double l_4515 = double(l_4514);
l_mut_2916 = l_4515;
const bool l_4516 = l_4513 < uint32(8388608);
if (l_4516) {
const double l_4517 = double(l_4513);
const double l_4518 = l_4517 * double(1.401298464324817e-45);
l_mut_2916 = l_4518;
}
const uint64 l_4519 = reinterpret_cast<uint64 const&>(l_mut_2916);
const uint32 l_4520 = l_4512 >> uint32(31);
const uint64 l_4521 = uint64(l_4520);
const uint64 l_4522 = l_4521 << uint64(63);
const uint64 l_4523 = l_4519 | l_4522;
const double l_4524 = reinterpret_cast<double const&>(l_4523);
l_mut_3170 = l_4524;
}
}
}
const double l_4525 = -l_mut_3170;
l_mut_3170 = l_4525;
const bool l_4526 = bool(true) && bool(false);
if (l_4526) {
const double l_4527 = l_4438 + l_4441;
const double l_4528 = l_4527 * double(7.1362384635298e44);
const double l_4529 = floor(l_4528);
const double l_4530 = l_4529 * double(1.401298464324817e-45);
l_mut_2916 = l_4530;
const double l_4531 = abs(l_4527);
const bool l_4532 = l_4531 >= double(1.1754943508222875e-38);
if (l_4532) {
const float l_4533 = float(l_4527);
const double l_4534 = double(l_4533);
l_mut_2916 = l_4534;
const bool l_4535 = l_mut_2916 > l_4527;
if (l_4535) {
const uint32 l_4536 = reinterpret_cast<uint32 const&>(l_4533);
const uint32 l_4537 = l_4536 ^ uint32(2147483648);
const float l_4538 = reinterpret_cast<float const&>(l_4537);
const uint32 l_4539 = reinterpret_cast<uint32 const&>(l_4538);
const uint32 l_4540 = l_4539 + uint32(1);
l_mut_3932 = l_4540;
const uint32 l_4541 = l_4539 & uint32(2147483647);
const bool l_4542 = l_4541 == uint32(0);
if (l_4542) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4543 = l_4539 & uint32(2147483648);
const bool l_4544 = l_4543 != uint32(0);
if (l_4544) {
const uint32 l_4545 = l_4539 - uint32(1);
l_mut_3932 = l_4545;
} else {
const bool l_4546 = l_4539 == uint32(2139095040);
if (l_4546) {
l_mut_3932 = l_4539;
}
}
}
const float l_4547 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4548 = reinterpret_cast<uint32 const&>(l_4547);
const uint32 l_4549 = l_4548 ^ uint32(2147483648);
const float l_4550 = reinterpret_cast<float const&>(l_4549);
const uint32 l_4551 = reinterpret_cast<uint32 const&>(l_4550);
const uint32 l_4552 = l_4551 & uint32(2147483647);
const float l_4553 = reinterpret_cast<float const&>(l_4552);
const double l_4554 = double(l_4553);
l_mut_78 = l_4554;
const bool l_4555 = l_4552 < uint32(8388608);
if (l_4555) {
const double l_4556 = double(l_4552);
const double l_4557 = l_4556 * double(1.401298464324817e-45);
l_mut_78 = l_4557;
}
const uint64 l_4558 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4559 = l_4551 >> uint32(31);
const uint64 l_4560 = uint64(l_4559);
const uint64 l_4561 = l_4560 << uint64(63);
const uint64 l_4562 = l_4558 | l_4561;
const double l_4563 = reinterpret_cast<double const&>(l_4562);
l_mut_2916 = l_4563;
} else {
const uint32 l_4564 = reinterpret_cast<uint32 const&>(l_4533);
const uint32 l_4565 = l_4564 + uint32(1);
l_mut_3932 = l_4565;
const uint32 l_4566 = l_4564 & uint32(2147483647);
const bool l_4567 = l_4566 == uint32(0);
if (l_4567) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4568 = l_4564 & uint32(2147483648);
const bool l_4569 = l_4568 != uint32(0);
if (l_4569) {
const uint32 l_4570 = l_4564 - uint32(1);
l_mut_3932 = l_4570;
} else {
const bool l_4571 = l_4564 == uint32(2139095040);
if (l_4571) {
l_mut_3932 = l_4564;
}
}
}
const float l_4572 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4573 = reinterpret_cast<uint32 const&>(l_4572);
const uint32 l_4574 = l_4573 & uint32(2147483647);
const float l_4575 = reinterpret_cast<float const&>(l_4574);
const double l_4576 = double(l_4575);
l_mut_78 = l_4576;
const bool l_4577 = l_4574 < uint32(8388608);
if (l_4577) {
const double l_4578 = double(l_4574);
const double l_4579 = l_4578 * double(1.401298464324817e-45);
l_mut_78 = l_4579;
}
const uint64 l_4580 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4581 = l_4573 >> uint32(31);
const uint64 l_4582 = uint64(l_4581);
const uint64 l_4583 = l_4582 << uint64(63);
const uint64 l_4584 = l_4580 | l_4583;
const double l_4585 = reinterpret_cast<double const&>(l_4584);
const bool l_4586 = l_4585 <= l_4527;
if (l_4586) {
const uint32 l_4587 = reinterpret_cast<uint32 const&>(l_4533);
const uint32 l_4588 = l_4587 + uint32(1);
l_mut_3932 = l_4588;
const uint32 l_4589 = l_4587 & uint32(2147483647);
const bool l_4590 = l_4589 == uint32(0);
if (l_4590) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4591 = l_4587 & uint32(2147483648);
const bool l_4592 = l_4591 != uint32(0);
if (l_4592) {
const uint32 l_4593 = l_4587 - uint32(1);
l_mut_3932 = l_4593;
} else {
const bool l_4594 = l_4587 == uint32(2139095040);
if (l_4594) {
l_mut_3932 = l_4587;
}
}
}
const float l_4595 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4596 = reinterpret_cast<uint32 const&>(l_4595);
const uint32 l_4597 = l_4596 & uint32(2147483647);
const float l_4598 = reinterpret_cast<float const&>(l_4597);
const double l_4599 = double(l_4598);
l_mut_78 = l_4599;
const bool l_4600 = l_4597 < uint32(8388608);
if (l_4600) {
const double l_4601 = double(l_4597);
const double l_4602 = l_4601 * double(1.401298464324817e-45);
l_mut_78 = l_4602;
}
const uint64 l_4603 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4604 = l_4596 >> uint32(31);
const uint64 l_4605 = uint64(l_4604);
const uint64 l_4606 = l_4605 << uint64(63);
const uint64 l_4607 = l_4603 | l_4606;
const double l_4608 = reinterpret_cast<double const&>(l_4607);
l_mut_2916 = l_4608;
}
}
}
l_mut_3170 = l_mut_2916;
} else {
const double l_4609 = l_4438 - l_4441;
const double l_4610 = l_4609 * double(7.1362384635298e44);
const double l_4611 = floor(l_4610);
const double l_4612 = l_4611 * double(1.401298464324817e-45);
l_mut_2916 = l_4612;
const double l_4613 = abs(l_4609);
const bool l_4614 = l_4613 >= double(1.1754943508222875e-38);
if (l_4614) {
const float l_4615 = float(l_4609);
const double l_4616 = double(l_4615);
l_mut_2916 = l_4616;
const bool l_4617 = l_mut_2916 > l_4609;
if (l_4617) {
const uint32 l_4618 = reinterpret_cast<uint32 const&>(l_4615);
const uint32 l_4619 = l_4618 ^ uint32(2147483648);
const float l_4620 = reinterpret_cast<float const&>(l_4619);
const uint32 l_4621 = reinterpret_cast<uint32 const&>(l_4620);
const uint32 l_4622 = l_4621 + uint32(1);
l_mut_3932 = l_4622;
const uint32 l_4623 = l_4621 & uint32(2147483647);
const bool l_4624 = l_4623 == uint32(0);
if (l_4624) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4625 = l_4621 & uint32(2147483648);
const bool l_4626 = l_4625 != uint32(0);
if (l_4626) {
const uint32 l_4627 = l_4621 - uint32(1);
l_mut_3932 = l_4627;
} else {
const bool l_4628 = l_4621 == uint32(2139095040);
if (l_4628) {
l_mut_3932 = l_4621;
}
}
}
const float l_4629 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4630 = reinterpret_cast<uint32 const&>(l_4629);
const uint32 l_4631 = l_4630 ^ uint32(2147483648);
const float l_4632 = reinterpret_cast<float const&>(l_4631);
const uint32 l_4633 = reinterpret_cast<uint32 const&>(l_4632);
const uint32 l_4634 = l_4633 & uint32(2147483647);
const float l_4635 = reinterpret_cast<float const&>(l_4634);
const double l_4636 = double(l_4635);
l_mut_78 = l_4636;
const bool l_4637 = l_4634 < uint32(8388608);
if (l_4637) {
const double l_4638 = double(l_4634);
const double l_4639 = l_4638 * double(1.401298464324817e-45);
l_mut_78 = l_4639;
}
const uint64 l_4640 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4641 = l_4633 >> uint32(31);
const uint64 l_4642 = uint64(l_4641);
const uint64 l_4643 = l_4642 << uint64(63);
const uint64 l_4644 = l_4640 | l_4643;
const double l_4645 = reinterpret_cast<double const&>(l_4644);
l_mut_2916 = l_4645;
} else {
const uint32 l_4646 = reinterpret_cast<uint32 const&>(l_4615);
const uint32 l_4647 = l_4646 + uint32(1);
l_mut_3932 = l_4647;
const uint32 l_4648 = l_4646 & uint32(2147483647);
const bool l_4649 = l_4648 == uint32(0);
if (l_4649) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4650 = l_4646 & uint32(2147483648);
const bool l_4651 = l_4650 != uint32(0);
if (l_4651) {
const uint32 l_4652 = l_4646 - uint32(1);
l_mut_3932 = l_4652;
} else {
const bool l_4653 = l_4646 == uint32(2139095040);
if (l_4653) {
l_mut_3932 = l_4646;
}
}
}
const float l_4654 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4655 = reinterpret_cast<uint32 const&>(l_4654);
const uint32 l_4656 = l_4655 & uint32(2147483647);
const float l_4657 = reinterpret_cast<float const&>(l_4656);
const double l_4658 = double(l_4657);
l_mut_78 = l_4658;
const bool l_4659 = l_4656 < uint32(8388608);
if (l_4659) {
const double l_4660 = double(l_4656);
const double l_4661 = l_4660 * double(1.401298464324817e-45);
l_mut_78 = l_4661;
}
const uint64 l_4662 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4663 = l_4655 >> uint32(31);
const uint64 l_4664 = uint64(l_4663);
const uint64 l_4665 = l_4664 << uint64(63);
const uint64 l_4666 = l_4662 | l_4665;
const double l_4667 = reinterpret_cast<double const&>(l_4666);
const bool l_4668 = l_4667 <= l_4609;
if (l_4668) {
const uint32 l_4669 = reinterpret_cast<uint32 const&>(l_4615);
const uint32 l_4670 = l_4669 + uint32(1);
l_mut_3932 = l_4670;
const uint32 l_4671 = l_4669 & uint32(2147483647);
const bool l_4672 = l_4671 == uint32(0);
if (l_4672) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4673 = l_4669 & uint32(2147483648);
const bool l_4674 = l_4673 != uint32(0);
if (l_4674) {
const uint32 l_4675 = l_4669 - uint32(1);
l_mut_3932 = l_4675;
} else {
const bool l_4676 = l_4669 == uint32(2139095040);
if (l_4676) {
l_mut_3932 = l_4669;
}
}
}
const float l_4677 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4678 = reinterpret_cast<uint32 const&>(l_4677);
const uint32 l_4679 = l_4678 & uint32(2147483647);
const float l_4680 = reinterpret_cast<float const&>(l_4679);
const double l_4681 = double(l_4680);
l_mut_78 = l_4681;
const bool l_4682 = l_4679 < uint32(8388608);
if (l_4682) {
const double l_4683 = double(l_4679);
const double l_4684 = l_4683 * double(1.401298464324817e-45);
l_mut_78 = l_4684;
}
const uint64 l_4685 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4686 = l_4678 >> uint32(31);
const uint64 l_4687 = uint64(l_4686);
const uint64 l_4688 = l_4687 << uint64(63);
const uint64 l_4689 = l_4685 | l_4688;
const double l_4690 = reinterpret_cast<double const&>(l_4689);
l_mut_2916 = l_4690;
}
}
}
l_mut_3170 = l_mut_2916;
}
const double l_4691 = l_mut_404 + l_719;
const double l_4692 = abs(l_4691);
const double l_4693 = l_4692 * double(2.220446049250313e-16);
const double l_4694 = l_2798 + l_4693;
const double l_4695 = l_4691 + l_4694;
const double l_4696 = -l_4695;
const double l_4697 = l_4696 * double(7.1362384635298e44);
const double l_4698 = floor(l_4697);
const double l_4699 = l_4698 * double(1.401298464324817e-45);
l_mut_2916 = l_4699;
const double l_4700 = abs(l_4696);
const bool l_4701 = l_4700 >= double(1.1754943508222875e-38);
if (l_4701) {
const float l_4702 = float(l_4696);
const double l_4703 = double(l_4702);
l_mut_2916 = l_4703;
const bool l_4704 = l_mut_2916 > l_4696;
if (l_4704) {
const uint32 l_4705 = reinterpret_cast<uint32 const&>(l_4702);
const uint32 l_4706 = l_4705 ^ uint32(2147483648);
const float l_4707 = reinterpret_cast<float const&>(l_4706);
const uint32 l_4708 = reinterpret_cast<uint32 const&>(l_4707);
const uint32 l_4709 = l_4708 + uint32(1);
l_mut_3932 = l_4709;
const uint32 l_4710 = l_4708 & uint32(2147483647);
const bool l_4711 = l_4710 == uint32(0);
if (l_4711) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4712 = l_4708 & uint32(2147483648);
const bool l_4713 = l_4712 != uint32(0);
if (l_4713) {
const uint32 l_4714 = l_4708 - uint32(1);
l_mut_3932 = l_4714;
} else {
const bool l_4715 = l_4708 == uint32(2139095040);
if (l_4715) {
l_mut_3932 = l_4708;
}
}
}
const float l_4716 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4717 = reinterpret_cast<uint32 const&>(l_4716);
const uint32 l_4718 = l_4717 ^ uint32(2147483648);
const float l_4719 = reinterpret_cast<float const&>(l_4718);
const uint32 l_4720 = reinterpret_cast<uint32 const&>(l_4719);
const uint32 l_4721 = l_4720 & uint32(2147483647);
const float l_4722 = reinterpret_cast<float const&>(l_4721);
const double l_4723 = double(l_4722);
l_mut_78 = l_4723;
const bool l_4724 = l_4721 < uint32(8388608);
if (l_4724) {
const double l_4725 = double(l_4721);
const double l_4726 = l_4725 * double(1.401298464324817e-45);
l_mut_78 = l_4726;
}
const uint64 l_4727 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4728 = l_4720 >> uint32(31);
const uint64 l_4729 = uint64(l_4728);
const uint64 l_4730 = l_4729 << uint64(63);
const uint64 l_4731 = l_4727 | l_4730;
const double l_4732 = reinterpret_cast<double const&>(l_4731);
l_mut_2916 = l_4732;
} else {
const uint32 l_4733 = reinterpret_cast<uint32 const&>(l_4702);
const uint32 l_4734 = l_4733 + uint32(1);
l_mut_3932 = l_4734;
const uint32 l_4735 = l_4733 & uint32(2147483647);
const bool l_4736 = l_4735 == uint32(0);
if (l_4736) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4737 = l_4733 & uint32(2147483648);
const bool l_4738 = l_4737 != uint32(0);
if (l_4738) {
const uint32 l_4739 = l_4733 - uint32(1);
l_mut_3932 = l_4739;
} else {
const bool l_4740 = l_4733 == uint32(2139095040);
if (l_4740) {
l_mut_3932 = l_4733;
}
}
}
const float l_4741 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4742 = reinterpret_cast<uint32 const&>(l_4741);
const uint32 l_4743 = l_4742 & uint32(2147483647);
const float l_4744 = reinterpret_cast<float const&>(l_4743);
const double l_4745 = double(l_4744);
l_mut_78 = l_4745;
const bool l_4746 = l_4743 < uint32(8388608);
if (l_4746) {
const double l_4747 = double(l_4743);
const double l_4748 = l_4747 * double(1.401298464324817e-45);
l_mut_78 = l_4748;
}
const uint64 l_4749 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4750 = l_4742 >> uint32(31);
const uint64 l_4751 = uint64(l_4750);
const uint64 l_4752 = l_4751 << uint64(63);
const uint64 l_4753 = l_4749 | l_4752;
const double l_4754 = reinterpret_cast<double const&>(l_4753);
const bool l_4755 = l_4754 <= l_4696;
if (l_4755) {
const uint32 l_4756 = reinterpret_cast<uint32 const&>(l_4702);
const uint32 l_4757 = l_4756 + uint32(1);
l_mut_3932 = l_4757;
const uint32 l_4758 = l_4756 & uint32(2147483647);
const bool l_4759 = l_4758 == uint32(0);
if (l_4759) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4760 = l_4756 & uint32(2147483648);
const bool l_4761 = l_4760 != uint32(0);
if (l_4761) {
const uint32 l_4762 = l_4756 - uint32(1);
l_mut_3932 = l_4762;
} else {
const bool l_4763 = l_4756 == uint32(2139095040);
if (l_4763) {
l_mut_3932 = l_4756;
}
}
}
const float l_4764 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4765 = reinterpret_cast<uint32 const&>(l_4764);
const uint32 l_4766 = l_4765 & uint32(2147483647);
const float l_4767 = reinterpret_cast<float const&>(l_4766);
const double l_4768 = double(l_4767);
l_mut_78 = l_4768;
const bool l_4769 = l_4766 < uint32(8388608);
if (l_4769) {
const double l_4770 = double(l_4766);
const double l_4771 = l_4770 * double(1.401298464324817e-45);
l_mut_78 = l_4771;
}
const uint64 l_4772 = reinterpret_cast<uint64 const&>(l_mut_78);
const uint32 l_4773 = l_4765 >> uint32(31);
const uint64 l_4774 = uint64(l_4773);
const uint64 l_4775 = l_4774 << uint64(63);
const uint64 l_4776 = l_4772 | l_4775;
const double l_4777 = reinterpret_cast<double const&>(l_4776);
l_mut_2916 = l_4777;
}
}
}
const double l_4778 = -l_mut_2916;
l_mut_2916 = l_4778;
const bool l_4779 = bool(false) && bool(false);
if (l_4779) {
const double l_4780 = l_4691 + l_4694;
const double l_4781 = l_4780 * double(7.1362384635298e44);
const double l_4782 = floor(l_4781);
const double l_4783 = l_4782 * double(1.401298464324817e-45);
l_mut_78 = l_4783;
const double l_4784 = abs(l_4780);
const bool l_4785 = l_4784 >= double(1.1754943508222875e-38);
if (l_4785) {
const float l_4786 = float(l_4780);
const double l_4787 = double(l_4786);
l_mut_78 = l_4787;
const bool l_4788 = l_mut_78 > l_4780;
if (l_4788) {
const uint32 l_4789 = reinterpret_cast<uint32 const&>(l_4786);
const uint32 l_4790 = l_4789 ^ uint32(2147483648);
const float l_4791 = reinterpret_cast<float const&>(l_4790);
const uint32 l_4792 = reinterpret_cast<uint32 const&>(l_4791);
const uint32 l_4793 = l_4792 + uint32(1);
l_mut_3932 = l_4793;
const uint32 l_4794 = l_4792 & uint32(2147483647);
const bool l_4795 = l_4794 == uint32(0);
if (l_4795) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4796 = l_4792 & uint32(2147483648);
const bool l_4797 = l_4796 != uint32(0);
if (l_4797) {
const uint32 l_4798 = l_4792 - uint32(1);
l_mut_3932 = l_4798;
} else {
const bool l_4799 = l_4792 == uint32(2139095040);
if (l_4799) {
l_mut_3932 = l_4792;
}
}
}
const float l_4800 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4801 = reinterpret_cast<uint32 const&>(l_4800);
const uint32 l_4802 = l_4801 ^ uint32(2147483648);
const float l_4803 = reinterpret_cast<float const&>(l_4802);
const uint32 l_4804 = reinterpret_cast<uint32 const&>(l_4803);
const uint32 l_4805 = l_4804 & uint32(2147483647);
const float l_4806 = reinterpret_cast<float const&>(l_4805);
const double l_4807 = double(l_4806);
l_mut_49 = l_4807;
const bool l_4808 = l_4805 < uint32(8388608);
if (l_4808) {
const double l_4809 = double(l_4805);
const double l_4810 = l_4809 * double(1.401298464324817e-45);
l_mut_49 = l_4810;
}
const uint64 l_4811 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4812 = l_4804 >> uint32(31);
const uint64 l_4813 = uint64(l_4812);
const uint64 l_4814 = l_4813 << uint64(63);
const uint64 l_4815 = l_4811 | l_4814;
const double l_4816 = reinterpret_cast<double const&>(l_4815);
l_mut_78 = l_4816;
} else {
const uint32 l_4817 = reinterpret_cast<uint32 const&>(l_4786);
const uint32 l_4818 = l_4817 + uint32(1);
l_mut_3932 = l_4818;
const uint32 l_4819 = l_4817 & uint32(2147483647);
const bool l_4820 = l_4819 == uint32(0);
if (l_4820) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4821 = l_4817 & uint32(2147483648);
const bool l_4822 = l_4821 != uint32(0);
if (l_4822) {
const uint32 l_4823 = l_4817 - uint32(1);
l_mut_3932 = l_4823;
} else {
const bool l_4824 = l_4817 == uint32(2139095040);
if (l_4824) {
l_mut_3932 = l_4817;
}
}
}
const float l_4825 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4826 = reinterpret_cast<uint32 const&>(l_4825);
const uint32 l_4827 = l_4826 & uint32(2147483647);
const float l_4828 = reinterpret_cast<float const&>(l_4827);
const double l_4829 = double(l_4828);
l_mut_49 = l_4829;
const bool l_4830 = l_4827 < uint32(8388608);
if (l_4830) {
const double l_4831 = double(l_4827);
const double l_4832 = l_4831 * double(1.401298464324817e-45);
l_mut_49 = l_4832;
}
const uint64 l_4833 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4834 = l_4826 >> uint32(31);
const uint64 l_4835 = uint64(l_4834);
const uint64 l_4836 = l_4835 << uint64(63);
const uint64 l_4837 = l_4833 | l_4836;
const double l_4838 = reinterpret_cast<double const&>(l_4837);
const bool l_4839 = l_4838 <= l_4780;
if (l_4839) {
const uint32 l_4840 = reinterpret_cast<uint32 const&>(l_4786);
const uint32 l_4841 = l_4840 + uint32(1);
l_mut_3932 = l_4841;
const uint32 l_4842 = l_4840 & uint32(2147483647);
const bool l_4843 = l_4842 == uint32(0);
if (l_4843) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_4844 = l_4840 & uint32(2147483648);
const bool l_4845 = l_4844 != uint32(0);
if (l_4845) {
const uint32 l_4846 = l_4840 - uint32(1);
l_mut_3932 = l_4846;
} else {
const bool l_4847 = l_4840 == uint32(2139095040);
if (l_4847) {
l_mut_3932 = l_4840;
}
}
}
const float l_4848 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_4849 = reinterpret_cast<uint32 const&>(l_4848);
const uint32 l_4850 = l_4849 & uint32(2147483647);
const float l_4851 = reinterpret_cast<float const&>(l_4850);
const double l_4852 = double(l_4851);
l_mut_49 = l_4852;
const bool l_4853 = l_4850 < uint32(8388608);
if (l_4853) {
const double l_4854 = double(l_4850);
const double l_4855 = l_4854 * double(1.401298464324817e-45);
l_mut_49 = l_4855;
}
const uint64 l_4856 = reinterpret_cast<uint64 const&>(l_mut_49);
const uint32 l_4857 = l_4849 >> uint32(31);
const uint64 l_4858 = uint64(l_4857);
const uint64 l_4859 = l_4858 << uint64(63);
const uint64 l_4860 = l_4856 | l_4859;
const double l_4861 = reinterpret_cast<double const&>(l_4860);
l_mut_78 = l_4861;
}
}
}
l_mut_2916 = l_mut_78;
} else {
}
l_mut_3932 = uint32(0);
const bool l_4862 = l_mut_3170 <= double(0.0);
const bool l_4863 = l_mut_2916 >= double(0.0);
const bool l_4864 = l_4862 && l_4863;
const bool l_4865 = !l_4864;
if (l_4865) {
const double l_4867 = l_mut_3680 / l_mut_3170;
const double l_4868 = l_mut_3680 / l_mut_2916;
const double l_4869 = l_mut_3426 / l_mut_3170;
const double l_4870 = l_mut_3426 / l_mut_2916;
l_arr_4866[uint32(0)] = l_4867;
l_arr_4866[uint32(1)] = l_4867;
const double l_4871 = l_arr_4866[uint32(0)];
const bool l_4872 = l_4868 < l_4871;
if (l_4872) {
l_arr_4866[uint32(0)] = l_4868;
}
const double l_4873 = l_arr_4866[uint32(0)];
const bool l_4874 = l_4869 < l_4873;
if (l_4874) {
l_arr_4866[uint32(0)] = l_4869;
}
const double l_4875 = l_arr_4866[uint32(0)];
const bool l_4876 = l_4870 < l_4875;
if (l_4876) {
l_arr_4866[uint32(0)] = l_4870;
}
const double l_4877 = l_arr_4866[uint32(1)];
const bool l_4878 = l_4868 > l_4877;
if (l_4878) {
l_arr_4866[uint32(1)] = l_4868;
}
const double l_4879 = l_arr_4866[uint32(1)];
const bool l_4880 = l_4869 > l_4879;
if (l_4880) {
l_arr_4866[uint32(1)] = l_4869;
}
const double l_4881 = l_arr_4866[uint32(1)];
const bool l_4882 = l_4870 > l_4881;
if (l_4882) {
l_arr_4866[uint32(1)] = l_4870;
}
const double l_4883 = l_arr_4866[uint32(0)];
const double l_4884 = abs(l_4883);
const double l_4885 = l_4884 * l_mut_232;
const double l_4886 = l_arr_4866[uint32(1)];
const double l_4887 = abs(l_4886);
const double l_4888 = l_4887 * l_mut_232;
l_mut_3932 = uint32(2);
const double l_4889 = l_arr_4866[uint32(0)];
const double l_4890 = l_4889 - l_4885;
const double l_4891 = abs(l_4890);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_4892 = l_4891 >= double(1.1754943508222875e-38);
const bool l_4893 = l_4891 <= double(1.7976931348623157e308);
const bool l_4894 = l_4892 && l_4893;
if (l_4894) {
const uint64 l_4895 = reinterpret_cast<uint64 const&>(l_4891);
const uint64 l_4896 = l_4895 >> uint64(52);
const uint64 l_4897 = l_4896 - uint64(23);
const uint64 l_4898 = l_4897 << uint64(52);
const double l_4899 = reinterpret_cast<double const&>(l_4898);
l_mut_3680 = l_4899;
}
const double l_4900 = l_4889 + l_4885;
const double l_4901 = abs(l_4900);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_4902 = l_4901 >= double(1.1754943508222875e-38);
const bool l_4903 = l_4901 <= double(1.7976931348623157e308);
const bool l_4904 = l_4902 && l_4903;
if (l_4904) {
const uint64 l_4905 = reinterpret_cast<uint64 const&>(l_4901);
const uint64 l_4906 = l_4905 >> uint64(52);
const uint64 l_4907 = l_4906 - uint64(23);
const uint64 l_4908 = l_4907 << uint64(52);
const double l_4909 = reinterpret_cast<double const&>(l_4908);
l_mut_3426 = l_4909;
}
const bool l_4910 = l_mut_3680 == l_mut_3426;
const double l_4911 = l_arr_4866[uint32(1)];
const double l_4912 = l_4911 - l_4888;
const double l_4913 = abs(l_4912);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_4914 = l_4913 >= double(1.1754943508222875e-38);
const bool l_4915 = l_4913 <= double(1.7976931348623157e308);
const bool l_4916 = l_4914 && l_4915;
if (l_4916) {
const uint64 l_4917 = reinterpret_cast<uint64 const&>(l_4913);
const uint64 l_4918 = l_4917 >> uint64(52);
const uint64 l_4919 = l_4918 - uint64(23);
const uint64 l_4920 = l_4919 << uint64(52);
const double l_4921 = reinterpret_cast<double const&>(l_4920);
l_mut_3680 = l_4921;
}
const double l_4922 = l_4911 + l_4888;
const double l_4923 = abs(l_4922);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_4924 = l_4923 >= double(1.1754943508222875e-38);
const bool l_4925 = l_4923 <= double(1.7976931348623157e308);
const bool l_4926 = l_4924 && l_4925;
if (l_4926) {
const uint64 l_4927 = reinterpret_cast<uint64 const&>(l_4923);
const uint64 l_4928 = l_4927 >> uint64(52);
const uint64 l_4929 = l_4928 - uint64(23);
const uint64 l_4930 = l_4929 << uint64(52);
const double l_4931 = reinterpret_cast<double const&>(l_4930);
l_mut_3426 = l_4931;
}
const bool l_4932 = l_mut_3680 == l_mut_3426;
const bool l_4933 = l_4910 && l_4932;
if (l_4933) {
const double l_4934 = l_arr_4866[uint32(0)];
const double l_4935 = l_arr_4866[uint32(0)];
const double l_4936 = abs(l_4935);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_4937 = l_4936 >= double(1.1754943508222875e-38);
const bool l_4938 = l_4936 <= double(1.7976931348623157e308);
const bool l_4939 = l_4937 && l_4938;
if (l_4939) {
const uint64 l_4940 = reinterpret_cast<uint64 const&>(l_4936);
const uint64 l_4941 = l_4940 >> uint64(52);
const uint64 l_4942 = l_4941 - uint64(23);
const uint64 l_4943 = l_4942 << uint64(52);
const double l_4944 = reinterpret_cast<double const&>(l_4943);
l_mut_3680 = l_4944;
}
const double l_4945 = l_722 * l_mut_3680;
const double l_4946 = l_4934 - l_4945;
const double l_4947 = l_arr_4866[uint32(1)];
const double l_4948 = l_arr_4866[uint32(1)];
const double l_4949 = abs(l_4948);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_4950 = l_4949 >= double(1.1754943508222875e-38);
const bool l_4951 = l_4949 <= double(1.7976931348623157e308);
const bool l_4952 = l_4950 && l_4951;
if (l_4952) {
const uint64 l_4953 = reinterpret_cast<uint64 const&>(l_4949);
const uint64 l_4954 = l_4953 >> uint64(52);
const uint64 l_4955 = l_4954 - uint64(23);
const uint64 l_4956 = l_4955 << uint64(52);
const double l_4957 = reinterpret_cast<double const&>(l_4956);
l_mut_3680 = l_4957;
}
const double l_4958 = l_722 * l_mut_3680;
const double l_4959 = l_4947 + l_4958;
const uint32 l_4960 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4961 = l_4960 & uint32(2147483647);
const float l_4962 = reinterpret_cast<float const&>(l_4961);
const double l_4963 = double(l_4962);
l_mut_3680 = l_4963;
const bool l_4964 = l_4961 < uint32(8388608);
if (l_4964) {
const double l_4965 = double(l_4961);
const double l_4966 = l_4965 * double(1.401298464324817e-45);
l_mut_3680 = l_4966;
}
const uint64 l_4967 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_4968 = l_4960 >> uint32(31);
const uint64 l_4969 = uint64(l_4968);
const uint64 l_4970 = l_4969 << uint64(63);
const uint64 l_4971 = l_4967 | l_4970;
const double l_4972 = reinterpret_cast<double const&>(l_4971);
const uint32 l_4973 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4974 = l_4973 + uint32(1);
l_mut_4975 = l_4974;
const uint32 l_4976 = l_4973 & uint32(2147483647);
const bool l_4977 = l_4976 == uint32(0);
if (l_4977) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_4978 = l_4973 & uint32(2147483648);
const bool l_4979 = l_4978 != uint32(0);
if (l_4979) {
const uint32 l_4980 = l_4973 - uint32(1);
l_mut_4975 = l_4980;
} else {
const bool l_4981 = l_4973 == uint32(2139095040);
if (l_4981) {
l_mut_4975 = l_4973;
}
}
}
const float l_4982 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_4983 = reinterpret_cast<uint32 const&>(l_4982);
const uint32 l_4984 = l_4983 & uint32(2147483647);
const float l_4985 = reinterpret_cast<float const&>(l_4984);
const double l_4986 = double(l_4985);
l_mut_3680 = l_4986;
const bool l_4987 = l_4984 < uint32(8388608);
if (l_4987) {
const double l_4988 = double(l_4984);
const double l_4989 = l_4988 * double(1.401298464324817e-45);
l_mut_3680 = l_4989;
}
const uint64 l_4990 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_4991 = l_4983 >> uint32(31);
const uint64 l_4992 = uint64(l_4991);
const uint64 l_4993 = l_4992 << uint64(63);
const uint64 l_4994 = l_4990 | l_4993;
const double l_4995 = reinterpret_cast<double const&>(l_4994);
const uint32 l_4996 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_4997 = l_4996 ^ uint32(2147483648);
const float l_4998 = reinterpret_cast<float const&>(l_4997);
const uint32 l_4999 = reinterpret_cast<uint32 const&>(l_4998);
const uint32 l_5000 = l_4999 + uint32(1);
l_mut_4975 = l_5000;
const uint32 l_5001 = l_4999 & uint32(2147483647);
const bool l_5002 = l_5001 == uint32(0);
if (l_5002) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5003 = l_4999 & uint32(2147483648);
const bool l_5004 = l_5003 != uint32(0);
if (l_5004) {
const uint32 l_5005 = l_4999 - uint32(1);
l_mut_4975 = l_5005;
} else {
const bool l_5006 = l_4999 == uint32(2139095040);
if (l_5006) {
l_mut_4975 = l_4999;
}
}
}
const float l_5007 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5008 = reinterpret_cast<uint32 const&>(l_5007);
const uint32 l_5009 = l_5008 ^ uint32(2147483648);
const float l_5010 = reinterpret_cast<float const&>(l_5009);
const uint32 l_5011 = reinterpret_cast<uint32 const&>(l_5010);
const uint32 l_5012 = l_5011 & uint32(2147483647);
const float l_5013 = reinterpret_cast<float const&>(l_5012);
const double l_5014 = double(l_5013);
l_mut_3680 = l_5014;
const bool l_5015 = l_5012 < uint32(8388608);
if (l_5015) {
const double l_5016 = double(l_5012);
const double l_5017 = l_5016 * double(1.401298464324817e-45);
l_mut_3680 = l_5017;
}
const uint64 l_5018 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5019 = l_5011 >> uint32(31);
const uint64 l_5020 = uint64(l_5019);
const uint64 l_5021 = l_5020 << uint64(63);
const uint64 l_5022 = l_5018 | l_5021;
const double l_5023 = reinterpret_cast<double const&>(l_5022);
const double l_5024 = l_4946 + l_4885;
const bool l_5025 = l_5024 <= l_4972;
l_mut_848 = l_5025;
const double l_5026 = l_4946 - l_4885;
const bool l_5027 = l_5026 > l_4972;
l_mut_845 = l_5027;
const double l_5028 = l_4959 - l_4888;
const bool l_5029 = l_5028 >= l_4972;
l_mut_842 = l_5029;
const double l_5030 = l_4959 + l_4888;
const bool l_5031 = l_5030 < l_4972;
l_mut_839 = l_5031;
const double l_5032 = l_4946 + l_4885;
const bool l_5033 = l_5032 < l_4995;
l_mut_848 = l_5033;
const double l_5034 = l_4946 - l_4885;
const bool l_5035 = l_5034 >= l_4995;
l_mut_845 = l_5035;
const double l_5036 = l_4959 - l_4888;
const bool l_5037 = l_5036 > l_5023;
l_mut_842 = l_5037;
const double l_5038 = l_4959 + l_4888;
const bool l_5039 = l_5038 <= l_5023;
l_mut_839 = l_5039;
l_mut_4975 = uint32(2);
const bool l_5040 = l_mut_845 || l_mut_839;
if (l_5040) {
l_mut_4975 = uint32(1);
} else {
const bool l_5041 = l_mut_848 && l_mut_842;
if (l_5041) {
l_mut_4975 = uint32(0);
}
}
const uint32 l_5042 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5043 = l_5042 & uint32(2147483647);
const bool l_5044 = l_5043 == uint32(0);
if (l_5044) {
const double l_5045 = l_4946 + l_4885;
const bool l_5046 = l_5045 < double(1.1754943508222875e-38);
const double l_5047 = l_4959 - l_4888;
const bool l_5048 = l_5047 > double(-1.1754943508222875e-38);
const bool l_5049 = l_5046 && l_5048;
const double l_5050 = l_4946 - l_4885;
const bool l_5051 = l_5050 < double(1.1754943508222875e-38);
const double l_5052 = l_4959 + l_4888;
const bool l_5053 = l_5052 > double(-1.1754943508222875e-38);
const bool l_5054 = l_5051 && l_5053;
if (l_5049) {
l_mut_4975 = uint32(0);
} else {
const bool l_5055 = l_mut_4975 == uint32(1);
const bool l_5056 = l_5054 && l_5055;
if (l_5056) {
l_mut_4975 = uint32(2);
}
}
}
l_mut_3932 = l_mut_4975;
}
}
const bool l_5057 = l_mut_747 == uint32(0);
if (l_5057) {
l_mut_788 = uint32(0);
} else {
const bool l_5058 = l_mut_3932 == uint32(1);
if (l_5058) {
l_mut_788 = uint32(1);
}
}
} else {
const double l_5059 = l_mut_1901 - l_719;
const double l_5060 = l_mut_1901 + l_719;
const double l_5061 = l_mut_404 - l_719;
const double l_5062 = l_mut_404 + l_719;
const double l_5063 = abs(l_5061);
const bool l_5064 = l_5063 > l_2798;
const double l_5065 = abs(l_5062);
const bool l_5066 = l_5065 > l_2798;
const bool l_5067 = l_5064 && l_5066;
if (l_5067) {
const double l_5068 = l_2796 + l_2798;
const double l_5069 = abs(l_5061);
const double l_5070 = abs(l_5062);
l_mut_3680 = l_5069;
const bool l_5071 = l_5070 < l_5069;
if (l_5071) {
l_mut_3680 = l_5070;
}
const double l_5072 = l_5068 / l_mut_3680;
const double l_5073 = abs(l_5059);
const double l_5074 = abs(l_5060);
l_mut_3680 = l_5073;
const bool l_5075 = l_5074 < l_5073;
if (l_5075) {
l_mut_3680 = l_5074;
}
const double l_5076 = l_2796 / l_mut_3680;
const double l_5077 = l_5072 + l_5076;
l_mut_232 = l_mut_232 + l_5077;
l_mut_4975 = uint32(0);
const bool l_5078 = l_5061 <= double(0.0);
const bool l_5079 = l_5062 >= double(0.0);
const bool l_5080 = l_5078 && l_5079;
const bool l_5081 = !l_5080;
if (l_5081) {
const double l_5083 = l_5059 / l_5061;
const double l_5084 = l_5059 / l_5062;
const double l_5085 = l_5060 / l_5061;
const double l_5086 = l_5060 / l_5062;
l_arr_5082[uint32(0)] = l_5083;
l_arr_5082[uint32(1)] = l_5083;
const double l_5087 = l_arr_5082[uint32(0)];
const bool l_5088 = l_5084 < l_5087;
if (l_5088) {
l_arr_5082[uint32(0)] = l_5084;
}
const double l_5089 = l_arr_5082[uint32(0)];
const bool l_5090 = l_5085 < l_5089;
if (l_5090) {
l_arr_5082[uint32(0)] = l_5085;
}
const double l_5091 = l_arr_5082[uint32(0)];
const bool l_5092 = l_5086 < l_5091;
if (l_5092) {
l_arr_5082[uint32(0)] = l_5086;
}
const double l_5093 = l_arr_5082[uint32(1)];
const bool l_5094 = l_5084 > l_5093;
if (l_5094) {
l_arr_5082[uint32(1)] = l_5084;
}
const double l_5095 = l_arr_5082[uint32(1)];
const bool l_5096 = l_5085 > l_5095;
if (l_5096) {
l_arr_5082[uint32(1)] = l_5085;
}
const double l_5097 = l_arr_5082[uint32(1)];
const bool l_5098 = l_5086 > l_5097;
if (l_5098) {
l_arr_5082[uint32(1)] = l_5086;
}
const double l_5099 = l_arr_5082[uint32(0)];
const double l_5100 = abs(l_5099);
const double l_5101 = l_5100 * l_mut_232;
const double l_5102 = l_arr_5082[uint32(1)];
const double l_5103 = abs(l_5102);
const double l_5104 = l_5103 * l_mut_232;
l_mut_4975 = uint32(2);
const double l_5105 = l_arr_5082[uint32(0)];
const double l_5106 = l_5105 - l_5101;
const double l_5107 = abs(l_5106);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5108 = l_5107 >= double(1.1754943508222875e-38);
const bool l_5109 = l_5107 <= double(1.7976931348623157e308);
const bool l_5110 = l_5108 && l_5109;
if (l_5110) {
const uint64 l_5111 = reinterpret_cast<uint64 const&>(l_5107);
const uint64 l_5112 = l_5111 >> uint64(52);
const uint64 l_5113 = l_5112 - uint64(23);
const uint64 l_5114 = l_5113 << uint64(52);
const double l_5115 = reinterpret_cast<double const&>(l_5114);
l_mut_3680 = l_5115;
}
const double l_5116 = l_5105 + l_5101;
const double l_5117 = abs(l_5116);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_5118 = l_5117 >= double(1.1754943508222875e-38);
const bool l_5119 = l_5117 <= double(1.7976931348623157e308);
const bool l_5120 = l_5118 && l_5119;
if (l_5120) {
const uint64 l_5121 = reinterpret_cast<uint64 const&>(l_5117);
const uint64 l_5122 = l_5121 >> uint64(52);
const uint64 l_5123 = l_5122 - uint64(23);
const uint64 l_5124 = l_5123 << uint64(52);
const double l_5125 = reinterpret_cast<double const&>(l_5124);
l_mut_3426 = l_5125;
}
const bool l_5126 = l_mut_3680 == l_mut_3426;
const double l_5127 = l_arr_5082[uint32(1)];
const double l_5128 = l_5127 - l_5104;
const double l_5129 = abs(l_5128);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5130 = l_5129 >= double(1.1754943508222875e-38);
const bool l_5131 = l_5129 <= double(1.7976931348623157e308);
const bool l_5132 = l_5130 && l_5131;
if (l_5132) {
const uint64 l_5133 = reinterpret_cast<uint64 const&>(l_5129);
const uint64 l_5134 = l_5133 >> uint64(52);
const uint64 l_5135 = l_5134 - uint64(23);
const uint64 l_5136 = l_5135 << uint64(52);
const double l_5137 = reinterpret_cast<double const&>(l_5136);
l_mut_3680 = l_5137;
}
const double l_5138 = l_5127 + l_5104;
const double l_5139 = abs(l_5138);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_5140 = l_5139 >= double(1.1754943508222875e-38);
const bool l_5141 = l_5139 <= double(1.7976931348623157e308);
const bool l_5142 = l_5140 && l_5141;
if (l_5142) {
const uint64 l_5143 = reinterpret_cast<uint64 const&>(l_5139);
const uint64 l_5144 = l_5143 >> uint64(52);
const uint64 l_5145 = l_5144 - uint64(23);
const uint64 l_5146 = l_5145 << uint64(52);
const double l_5147 = reinterpret_cast<double const&>(l_5146);
l_mut_3426 = l_5147;
}
const bool l_5148 = l_mut_3680 == l_mut_3426;
const bool l_5149 = l_5126 && l_5148;
if (l_5149) {
const double l_5150 = l_arr_5082[uint32(0)];
const double l_5151 = l_arr_5082[uint32(0)];
const double l_5152 = abs(l_5151);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5153 = l_5152 >= double(1.1754943508222875e-38);
const bool l_5154 = l_5152 <= double(1.7976931348623157e308);
const bool l_5155 = l_5153 && l_5154;
if (l_5155) {
const uint64 l_5156 = reinterpret_cast<uint64 const&>(l_5152);
const uint64 l_5157 = l_5156 >> uint64(52);
const uint64 l_5158 = l_5157 - uint64(23);
const uint64 l_5159 = l_5158 << uint64(52);
const double l_5160 = reinterpret_cast<double const&>(l_5159);
l_mut_3680 = l_5160;
}
const double l_5161 = l_722 * l_mut_3680;
const double l_5162 = l_5150 - l_5161;
const double l_5163 = l_arr_5082[uint32(1)];
const double l_5164 = l_arr_5082[uint32(1)];
const double l_5165 = abs(l_5164);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5166 = l_5165 >= double(1.1754943508222875e-38);
const bool l_5167 = l_5165 <= double(1.7976931348623157e308);
const bool l_5168 = l_5166 && l_5167;
if (l_5168) {
const uint64 l_5169 = reinterpret_cast<uint64 const&>(l_5165);
const uint64 l_5170 = l_5169 >> uint64(52);
const uint64 l_5171 = l_5170 - uint64(23);
const uint64 l_5172 = l_5171 << uint64(52);
const double l_5173 = reinterpret_cast<double const&>(l_5172);
l_mut_3680 = l_5173;
}
const double l_5174 = l_722 * l_mut_3680;
const double l_5175 = l_5163 + l_5174;
const uint32 l_5176 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5177 = l_5176 & uint32(2147483647);
const float l_5178 = reinterpret_cast<float const&>(l_5177);
const double l_5179 = double(l_5178);
l_mut_3680 = l_5179;
const bool l_5180 = l_5177 < uint32(8388608);
if (l_5180) {
const double l_5181 = double(l_5177);
const double l_5182 = l_5181 * double(1.401298464324817e-45);
l_mut_3680 = l_5182;
}
const uint64 l_5183 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5184 = l_5176 >> uint32(31);
const uint64 l_5185 = uint64(l_5184);
const uint64 l_5186 = l_5185 << uint64(63);
const uint64 l_5187 = l_5183 | l_5186;
const double l_5188 = reinterpret_cast<double const&>(l_5187);
const uint32 l_5189 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5190 = l_5189 + uint32(1);
l_mut_3932 = l_5190;
const uint32 l_5191 = l_5189 & uint32(2147483647);
const bool l_5192 = l_5191 == uint32(0);
if (l_5192) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_5193 = l_5189 & uint32(2147483648);
const bool l_5194 = l_5193 != uint32(0);
if (l_5194) {
const uint32 l_5195 = l_5189 - uint32(1);
l_mut_3932 = l_5195;
} else {
const bool l_5196 = l_5189 == uint32(2139095040);
if (l_5196) {
l_mut_3932 = l_5189;
}
}
}
const float l_5197 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_5198 = reinterpret_cast<uint32 const&>(l_5197);
const uint32 l_5199 = l_5198 & uint32(2147483647);
const float l_5200 = reinterpret_cast<float const&>(l_5199);
const double l_5201 = double(l_5200);
l_mut_3680 = l_5201;
const bool l_5202 = l_5199 < uint32(8388608);
if (l_5202) {
const double l_5203 = double(l_5199);
const double l_5204 = l_5203 * double(1.401298464324817e-45);
l_mut_3680 = l_5204;
}
const uint64 l_5205 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5206 = l_5198 >> uint32(31);
const uint64 l_5207 = uint64(l_5206);
const uint64 l_5208 = l_5207 << uint64(63);
const uint64 l_5209 = l_5205 | l_5208;
const double l_5210 = reinterpret_cast<double const&>(l_5209);
const uint32 l_5211 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5212 = l_5211 ^ uint32(2147483648);
const float l_5213 = reinterpret_cast<float const&>(l_5212);
const uint32 l_5214 = reinterpret_cast<uint32 const&>(l_5213);
const uint32 l_5215 = l_5214 + uint32(1);
l_mut_3932 = l_5215;
const uint32 l_5216 = l_5214 & uint32(2147483647);
const bool l_5217 = l_5216 == uint32(0);
if (l_5217) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_5218 = l_5214 & uint32(2147483648);
const bool l_5219 = l_5218 != uint32(0);
if (l_5219) {
const uint32 l_5220 = l_5214 - uint32(1);
l_mut_3932 = l_5220;
} else {
const bool l_5221 = l_5214 == uint32(2139095040);
if (l_5221) {
l_mut_3932 = l_5214;
}
}
}
const float l_5222 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_5223 = reinterpret_cast<uint32 const&>(l_5222);
const uint32 l_5224 = l_5223 ^ uint32(2147483648);
const float l_5225 = reinterpret_cast<float const&>(l_5224);
const uint32 l_5226 = reinterpret_cast<uint32 const&>(l_5225);
const uint32 l_5227 = l_5226 & uint32(2147483647);
const float l_5228 = reinterpret_cast<float const&>(l_5227);
const double l_5229 = double(l_5228);
l_mut_3680 = l_5229;
const bool l_5230 = l_5227 < uint32(8388608);
if (l_5230) {
const double l_5231 = double(l_5227);
const double l_5232 = l_5231 * double(1.401298464324817e-45);
l_mut_3680 = l_5232;
}
const uint64 l_5233 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5234 = l_5226 >> uint32(31);
const uint64 l_5235 = uint64(l_5234);
const uint64 l_5236 = l_5235 << uint64(63);
const uint64 l_5237 = l_5233 | l_5236;
const double l_5238 = reinterpret_cast<double const&>(l_5237);
const double l_5239 = l_5162 + l_5101;
const bool l_5240 = l_5239 <= l_5188;
l_mut_848 = l_5240;
const double l_5241 = l_5162 - l_5101;
const bool l_5242 = l_5241 > l_5188;
l_mut_845 = l_5242;
const double l_5243 = l_5175 - l_5104;
const bool l_5244 = l_5243 >= l_5188;
l_mut_842 = l_5244;
const double l_5245 = l_5175 + l_5104;
const bool l_5246 = l_5245 < l_5188;
l_mut_839 = l_5246;
l_mut_3932 = uint32(2);
const bool l_5247 = l_mut_845 || l_mut_839;
if (l_5247) {
l_mut_3932 = uint32(1);
} else {
const bool l_5248 = l_mut_848 && l_mut_842;
if (l_5248) {
l_mut_3932 = uint32(0);
}
}
const uint32 l_5249 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5250 = l_5249 & uint32(2147483647);
const bool l_5251 = l_5250 == uint32(0);
if (l_5251) {
const double l_5252 = l_5162 + l_5101;
const bool l_5253 = l_5252 < double(1.1754943508222875e-38);
const double l_5254 = l_5175 - l_5104;
const bool l_5255 = l_5254 > double(-1.1754943508222875e-38);
const bool l_5256 = l_5253 && l_5255;
const double l_5257 = l_5162 - l_5101;
const bool l_5258 = l_5257 < double(1.1754943508222875e-38);
const double l_5259 = l_5175 + l_5104;
const bool l_5260 = l_5259 > double(-1.1754943508222875e-38);
const bool l_5261 = l_5258 && l_5260;
if (l_5256) {
l_mut_3932 = uint32(0);
} else {
const bool l_5262 = l_mut_3932 == uint32(1);
const bool l_5263 = l_5261 && l_5262;
if (l_5263) {
l_mut_3932 = uint32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
}
l_mut_788 = l_mut_4975;
}
}
l_mut_731 = l_mut_788;
} else {
const bool l_5264 = l_727 <= l_725;
if (l_5264) {
const float l_5265 = float(l_726);
const uint32 l_5266 = reinterpret_cast<uint32 const&>(l_5265);
const uint32 l_5267 = l_5266 & uint32(2147483647);
const float l_5268 = reinterpret_cast<float const&>(l_5267);
const double l_5269 = double(l_5268);
l_mut_3680 = l_5269;
const bool l_5270 = l_5267 < uint32(8388608);
if (l_5270) {
const double l_5271 = double(l_5267);
const double l_5272 = l_5271 * double(1.401298464324817e-45);
l_mut_3680 = l_5272;
}
const uint64 l_5273 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5274 = l_5266 >> uint32(31);
const uint64 l_5275 = uint64(l_5274);
const uint64 l_5276 = l_5275 << uint64(63);
const uint64 l_5277 = l_5273 | l_5276;
const double l_5278 = reinterpret_cast<double const&>(l_5277);
const double l_5279 = abs(l_5278);
l_mut_3680 = l_5279;
l_mut_4975 = uint32(0);
const bool l_5280 = l_5279 >= double(0.785);
if (l_5280) {
const double l_5281 = l_5279 * double(0.6366197723675814);
const double l_5282 = l_5281 + double(0.5);
const double l_5283 = floor(l_5282);
const double l_5284 = l_5283 * double(1.570796325802803);
const double l_5285 = l_5279 - l_5284;
const double l_5286 = l_5285 * l_20;
const double l_5287 = l_5283 * double(9.920935796805404e-10);
const double l_5288 = l_5286 - l_5287;
l_mut_3680 = l_5288;
const uint32 l_5289 = uint32(l_5283);
l_mut_4975 = l_5289;
}
const uint32 l_5290 = reinterpret_cast<uint32 const&>(l_5265);
const bool l_5291 = l_5290 >= uint32(2147483648);
const double l_5292 = l_mut_3680 * l_mut_3680;
const double l_5293 = l_5292 * double(1.9572941063391263e-20);
const double l_5294 = double(8.22063524662433e-18) - l_5293;
l_mut_3426 = l_5294;
const double l_5295 = l_mut_3426 * l_5292;
const double l_5296 = l_5295 - double(2.8114572543455206e-15);
l_mut_3426 = l_5296;
const double l_5297 = l_mut_3426 * l_5292;
const double l_5298 = l_5297 + double(7.647163731819816e-13);
l_mut_3426 = l_5298;
const double l_5299 = l_mut_3426 * l_5292;
const double l_5300 = l_5299 - double(1.6059043836821613e-10);
l_mut_3426 = l_5300;
const double l_5301 = l_mut_3426 * l_5292;
const double l_5302 = l_5301 + double(2.505210838544172e-8);
l_mut_3426 = l_5302;
const double l_5303 = l_mut_3426 * l_5292;
const double l_5304 = l_5303 - double(2.7557319223985893e-6);
l_mut_3426 = l_5304;
const double l_5305 = l_mut_3426 * l_5292;
const double l_5306 = l_5305 + double(0.0001984126984126984);
l_mut_3426 = l_5306;
const double l_5307 = l_mut_3426 * l_5292;
const double l_5308 = l_5307 - double(0.008333333333333333);
l_mut_3426 = l_5308;
const double l_5309 = l_mut_3426 * l_5292;
const double l_5310 = l_5309 + double(0.16666666666666666);
l_mut_3426 = l_5310;
const double l_5311 = double(0.5) * l_5292;
const double l_5312 = double(1.0) - l_5311;
const double l_5313 = double(0.0) * l_5312;
const double l_5314 = l_mut_3680 * l_5292;
const double l_5315 = l_5314 * l_mut_3426;
const double l_5316 = l_5313 - l_5315;
const double l_5317 = l_mut_3680 + l_5316;
const double l_5318 = l_mut_3680 * l_mut_3680;
const double l_5319 = l_5318 * double(4.110317623312165e-19);
const double l_5320 = l_5319 - double(1.5619206968586225e-16);
l_mut_3426 = l_5320;
const double l_5321 = l_mut_3426 * l_5318;
const double l_5322 = l_5321 + double(4.779477332387385e-14);
l_mut_3426 = l_5322;
const double l_5323 = l_mut_3426 * l_5318;
const double l_5324 = l_5323 - double(1.1470745597729725e-11);
l_mut_3426 = l_5324;
const double l_5325 = l_mut_3426 * l_5318;
const double l_5326 = l_5325 + double(2.08767569878681e-9);
l_mut_3426 = l_5326;
const double l_5327 = l_mut_3426 * l_5318;
const double l_5328 = l_5327 - double(2.755731922398589e-7);
l_mut_3426 = l_5328;
const double l_5329 = l_mut_3426 * l_5318;
const double l_5330 = l_5329 + double(2.48015873015873e-5);
l_mut_3426 = l_5330;
const double l_5331 = l_mut_3426 * l_5318;
const double l_5332 = l_5331 - double(0.001388888888888889);
l_mut_3426 = l_5332;
const double l_5333 = l_mut_3426 * l_5318;
const double l_5334 = l_5333 + double(0.041666666666666664);
l_mut_3426 = l_5334;
const double l_5335 = double(0.5) * l_5318;
const double l_5336 = double(1.0) - l_5335;
const double l_5337 = l_5318 * l_5318;
const double l_5338 = l_5337 * l_mut_3426;
const double l_5339 = double(0.0) * l_mut_3680;
const double l_5340 = l_5338 - l_5339;
const double l_5341 = l_5336 + l_5340;
const uint32 l_5342 = l_mut_4975 & uint32(1);
const bool l_5343 = l_5342 == uint32(1);
l_mut_3680 = l_5317;
const uint32 l_5344 = l_mut_4975 & uint32(2);
const bool l_5345 = l_5344 != uint32(0);
l_mut_848 = l_5345;
const bool l_5346 = uint32(6) == uint32(6);
if (l_5346) {
if (l_5343) {
l_mut_3680 = l_5341;
}
} else {
const bool l_5347 = uint32(6) == uint32(7);
if (l_5347) {
l_mut_3680 = l_5341;
if (l_5343) {
l_mut_3680 = l_5317;
}
const uint32 l_5348 = l_mut_4975 + uint32(1);
const uint32 l_5349 = l_5348 & uint32(2);
const bool l_5350 = l_5349 != uint32(0);
l_mut_848 = l_5350;
} else {
const double l_5351 = l_5317 / l_5341;
l_mut_3680 = l_5351;
if (l_5343) {
const double l_5352 = l_5341 / l_5317;
l_mut_3680 = l_5352;
}
l_mut_848 = l_5343;
}
}
const bool l_5353 = uint32(6) != uint32(7);
const bool l_5354 = l_5353 && l_5291;
if (l_5354) {
const bool l_5355 = !l_mut_848;
l_mut_848 = l_5355;
}
if (l_mut_848) {
const double l_5356 = -l_mut_3680;
l_mut_3680 = l_5356;
}
const float l_5357 = float(l_726);
const uint32 l_5358 = reinterpret_cast<uint32 const&>(l_5357);
const uint32 l_5359 = l_5358 & uint32(2147483647);
const float l_5360 = reinterpret_cast<float const&>(l_5359);
const double l_5361 = double(l_5360);
l_mut_3426 = l_5361;
const bool l_5362 = l_5359 < uint32(8388608);
if (l_5362) {
const double l_5363 = double(l_5359);
const double l_5364 = l_5363 * double(1.401298464324817e-45);
l_mut_3426 = l_5364;
}
const uint64 l_5365 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_5366 = l_5358 >> uint32(31);
const uint64 l_5367 = uint64(l_5366);
const uint64 l_5368 = l_5367 << uint64(63);
const uint64 l_5369 = l_5365 | l_5368;
const double l_5370 = reinterpret_cast<double const&>(l_5369);
const double l_5371 = abs(l_5370);
l_mut_3426 = l_5371;
l_mut_4975 = uint32(0);
const bool l_5372 = l_5371 >= double(0.785);
if (l_5372) {
const double l_5373 = l_5371 * double(0.6366197723675814);
const double l_5374 = l_5373 + double(0.5);
const double l_5375 = floor(l_5374);
const double l_5376 = l_5375 * double(1.570796325802803);
const double l_5377 = l_5371 - l_5376;
const double l_5378 = l_5377 * l_20;
const double l_5379 = l_5375 * double(9.920935796805404e-10);
const double l_5380 = l_5378 - l_5379;
l_mut_3426 = l_5380;
const uint32 l_5381 = uint32(l_5375);
l_mut_4975 = l_5381;
}
const uint32 l_5382 = reinterpret_cast<uint32 const&>(l_5357);
const bool l_5383 = l_5382 >= uint32(2147483648);
const double l_5384 = l_mut_3426 * l_mut_3426;
const double l_5385 = l_5384 * double(1.9572941063391263e-20);
const double l_5386 = double(8.22063524662433e-18) - l_5385;
l_mut_3170 = l_5386;
const double l_5387 = l_mut_3170 * l_5384;
const double l_5388 = l_5387 - double(2.8114572543455206e-15);
l_mut_3170 = l_5388;
const double l_5389 = l_mut_3170 * l_5384;
const double l_5390 = l_5389 + double(7.647163731819816e-13);
l_mut_3170 = l_5390;
const double l_5391 = l_mut_3170 * l_5384;
const double l_5392 = l_5391 - double(1.6059043836821613e-10);
l_mut_3170 = l_5392;
const double l_5393 = l_mut_3170 * l_5384;
const double l_5394 = l_5393 + double(2.505210838544172e-8);
l_mut_3170 = l_5394;
const double l_5395 = l_mut_3170 * l_5384;
const double l_5396 = l_5395 - double(2.7557319223985893e-6);
l_mut_3170 = l_5396;
const double l_5397 = l_mut_3170 * l_5384;
const double l_5398 = l_5397 + double(0.0001984126984126984);
l_mut_3170 = l_5398;
const double l_5399 = l_mut_3170 * l_5384;
const double l_5400 = l_5399 - double(0.008333333333333333);
l_mut_3170 = l_5400;
const double l_5401 = l_mut_3170 * l_5384;
const double l_5402 = l_5401 + double(0.16666666666666666);
l_mut_3170 = l_5402;
const double l_5403 = double(0.5) * l_5384;
const double l_5404 = double(1.0) - l_5403;
const double l_5405 = double(0.0) * l_5404;
const double l_5406 = l_mut_3426 * l_5384;
const double l_5407 = l_5406 * l_mut_3170;
const double l_5408 = l_5405 - l_5407;
const double l_5409 = l_mut_3426 + l_5408;
const double l_5410 = l_mut_3426 * l_mut_3426;
const double l_5411 = l_5410 * double(4.110317623312165e-19);
const double l_5412 = l_5411 - double(1.5619206968586225e-16);
l_mut_3170 = l_5412;
const double l_5413 = l_mut_3170 * l_5410;
const double l_5414 = l_5413 + double(4.779477332387385e-14);
l_mut_3170 = l_5414;
const double l_5415 = l_mut_3170 * l_5410;
const double l_5416 = l_5415 - double(1.1470745597729725e-11);
l_mut_3170 = l_5416;
const double l_5417 = l_mut_3170 * l_5410;
const double l_5418 = l_5417 + double(2.08767569878681e-9);
l_mut_3170 = l_5418;
const double l_5419 = l_mut_3170 * l_5410;
const double l_5420 = l_5419 - double(2.755731922398589e-7);
l_mut_3170 = l_5420;
const double l_5421 = l_mut_3170 * l_5410;
const double l_5422 = l_5421 + double(2.48015873015873e-5);
l_mut_3170 = l_5422;
const double l_5423 = l_mut_3170 * l_5410;
const double l_5424 = l_5423 - double(0.001388888888888889);
l_mut_3170 = l_5424;
const double l_5425 = l_mut_3170 * l_5410;
const double l_5426 = l_5425 + double(0.041666666666666664);
l_mut_3170 = l_5426;
const double l_5427 = double(0.5) * l_5410;
const double l_5428 = double(1.0) - l_5427;
const double l_5429 = l_5410 * l_5410;
const double l_5430 = l_5429 * l_mut_3170;
const double l_5431 = double(0.0) * l_mut_3426;
const double l_5432 = l_5430 - l_5431;
const double l_5433 = l_5428 + l_5432;
const uint32 l_5434 = l_mut_4975 & uint32(1);
const bool l_5435 = l_5434 == uint32(1);
l_mut_3426 = l_5409;
const uint32 l_5436 = l_mut_4975 & uint32(2);
const bool l_5437 = l_5436 != uint32(0);
l_mut_848 = l_5437;
const bool l_5438 = uint32(7) == uint32(6);
if (l_5438) {
if (l_5435) {
l_mut_3426 = l_5433;
}
} else {
const bool l_5439 = uint32(7) == uint32(7);
if (l_5439) {
l_mut_3426 = l_5433;
if (l_5435) {
l_mut_3426 = l_5409;
}
const uint32 l_5440 = l_mut_4975 + uint32(1);
const uint32 l_5441 = l_5440 & uint32(2);
const bool l_5442 = l_5441 != uint32(0);
l_mut_848 = l_5442;
} else {
const double l_5443 = l_5409 / l_5433;
l_mut_3426 = l_5443;
if (l_5435) {
const double l_5444 = l_5433 / l_5409;
l_mut_3426 = l_5444;
}
l_mut_848 = l_5435;
}
}
const bool l_5445 = uint32(7) != uint32(7);
const bool l_5446 = l_5445 && l_5383;
if (l_5446) {
const bool l_5447 = !l_mut_848;
l_mut_848 = l_5447;
}
if (l_mut_848) {
const double l_5448 = -l_mut_3426;
l_mut_3426 = l_5448;
}
const double l_5449 = abs(l_mut_3680);
const double l_5450 = l_5449 * double(1.4551915228366852e-11);
const double l_5451 = abs(l_mut_3426);
const double l_5452 = l_5451 * double(1.4551915228366852e-11);
const double l_5453 = l_mut_3680 - l_719;
const double l_5454 = l_mut_3680 + l_719;
const double l_5455 = l_mut_3426 - l_719;
const double l_5456 = l_mut_3426 + l_719;
l_mut_4975 = uint32(2);
const double l_5457 = abs(l_5455);
const bool l_5458 = l_5457 <= l_5452;
const double l_5459 = abs(l_5456);
const bool l_5460 = l_5459 <= l_5452;
const bool l_5461 = l_5458 || l_5460;
const bool l_5462 = !l_5461;
if (l_5462) {
l_mut_4975 = uint32(0);
const bool l_5463 = l_5455 <= double(0.0);
const bool l_5464 = l_5456 >= double(0.0);
const bool l_5465 = l_5463 && l_5464;
const bool l_5466 = !l_5465;
if (l_5466) {
const double l_5467 = abs(l_5455);
const double l_5468 = abs(l_5456);
l_mut_3680 = l_5467;
const bool l_5469 = l_5468 < l_5467;
if (l_5469) {
l_mut_3680 = l_5468;
}
const double l_5470 = l_5452 / l_mut_3680;
const double l_5471 = l_5470 + double(1.4551915228366852e-11);
const double l_5472 = double(1.0) / l_5456;
const double l_5473 = double(1.0) / l_5455;
const double l_5474 = abs(l_5472);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5475 = l_5474 >= double(1.1754943508222875e-38);
const bool l_5476 = l_5474 <= double(1.7976931348623157e308);
const bool l_5477 = l_5475 && l_5476;
if (l_5477) {
const uint64 l_5478 = reinterpret_cast<uint64 const&>(l_5474);
const uint64 l_5479 = l_5478 >> uint64(52);
const uint64 l_5480 = l_5479 - uint64(23);
const uint64 l_5481 = l_5480 << uint64(52);
const double l_5482 = reinterpret_cast<double const&>(l_5481);
l_mut_3680 = l_5482;
}
const double l_5483 = l_722 * l_mut_3680;
const double l_5484 = l_5472 - l_5483;
const double l_5485 = abs(l_5473);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5486 = l_5485 >= double(1.1754943508222875e-38);
const bool l_5487 = l_5485 <= double(1.7976931348623157e308);
const bool l_5488 = l_5486 && l_5487;
if (l_5488) {
const uint64 l_5489 = reinterpret_cast<uint64 const&>(l_5485);
const uint64 l_5490 = l_5489 >> uint64(52);
const uint64 l_5491 = l_5490 - uint64(23);
const uint64 l_5492 = l_5491 << uint64(52);
const double l_5493 = reinterpret_cast<double const&>(l_5492);
l_mut_3680 = l_5493;
}
const double l_5494 = l_722 * l_mut_3680;
const double l_5495 = l_5473 + l_5494;
const double l_5497 = l_5453 * l_5484;
const double l_5498 = l_5453 * l_5495;
const double l_5499 = l_5454 * l_5484;
const double l_5500 = l_5454 * l_5495;
l_arr_5496[uint32(0)] = l_5497;
l_arr_5496[uint32(1)] = l_5497;
const double l_5501 = l_arr_5496[uint32(0)];
const bool l_5502 = l_5498 < l_5501;
if (l_5502) {
l_arr_5496[uint32(0)] = l_5498;
}
const double l_5503 = l_arr_5496[uint32(0)];
const bool l_5504 = l_5499 < l_5503;
if (l_5504) {
l_arr_5496[uint32(0)] = l_5499;
}
const double l_5505 = l_arr_5496[uint32(0)];
const bool l_5506 = l_5500 < l_5505;
if (l_5506) {
l_arr_5496[uint32(0)] = l_5500;
}
const double l_5507 = l_arr_5496[uint32(1)];
const bool l_5508 = l_5498 > l_5507;
if (l_5508) {
l_arr_5496[uint32(1)] = l_5498;
}
const double l_5509 = l_arr_5496[uint32(1)];
const bool l_5510 = l_5499 > l_5509;
if (l_5510) {
l_arr_5496[uint32(1)] = l_5499;
}
const double l_5511 = l_arr_5496[uint32(1)];
const bool l_5512 = l_5500 > l_5511;
if (l_5512) {
l_arr_5496[uint32(1)] = l_5500;
}
const double l_5513 = abs(l_5453);
const double l_5514 = abs(l_5454);
l_mut_3680 = l_5513;
const bool l_5515 = l_5514 > l_5513;
if (l_5515) {
l_mut_3680 = l_5514;
}
const double l_5516 = abs(l_5484);
const double l_5517 = abs(l_5495);
l_mut_3426 = l_5516;
const bool l_5518 = l_5517 > l_5516;
if (l_5518) {
l_mut_3426 = l_5517;
}
const double l_5519 = l_mut_3680 * l_mut_3426;
const double l_5520 = l_5471 + double(1.4551915228366852e-11);
const double l_5521 = l_5519 * l_5520;
const double l_5522 = l_5450 * l_mut_3426;
const double l_5523 = l_5521 + l_5522;
l_mut_4975 = uint32(2);
const double l_5524 = abs(l_5472);
const double l_5525 = l_5524 * l_5471;
const double l_5526 = l_5472 - l_5525;
const double l_5527 = abs(l_5526);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5528 = l_5527 >= double(1.1754943508222875e-38);
const bool l_5529 = l_5527 <= double(1.7976931348623157e308);
const bool l_5530 = l_5528 && l_5529;
if (l_5530) {
const uint64 l_5531 = reinterpret_cast<uint64 const&>(l_5527);
const uint64 l_5532 = l_5531 >> uint64(52);
const uint64 l_5533 = l_5532 - uint64(23);
const uint64 l_5534 = l_5533 << uint64(52);
const double l_5535 = reinterpret_cast<double const&>(l_5534);
l_mut_3680 = l_5535;
}
const double l_5536 = l_5472 + l_5525;
const double l_5537 = abs(l_5536);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_5538 = l_5537 >= double(1.1754943508222875e-38);
const bool l_5539 = l_5537 <= double(1.7976931348623157e308);
const bool l_5540 = l_5538 && l_5539;
if (l_5540) {
const uint64 l_5541 = reinterpret_cast<uint64 const&>(l_5537);
const uint64 l_5542 = l_5541 >> uint64(52);
const uint64 l_5543 = l_5542 - uint64(23);
const uint64 l_5544 = l_5543 << uint64(52);
const double l_5545 = reinterpret_cast<double const&>(l_5544);
l_mut_3426 = l_5545;
}
const bool l_5546 = l_mut_3680 == l_mut_3426;
const double l_5547 = abs(l_5473);
const double l_5548 = l_5547 * l_5471;
const double l_5549 = l_5473 - l_5548;
const double l_5550 = abs(l_5549);
l_mut_3680 = double(1.401298464324817e-45);
const bool l_5551 = l_5550 >= double(1.1754943508222875e-38);
const bool l_5552 = l_5550 <= double(1.7976931348623157e308);
const bool l_5553 = l_5551 && l_5552;
if (l_5553) {
const uint64 l_5554 = reinterpret_cast<uint64 const&>(l_5550);
const uint64 l_5555 = l_5554 >> uint64(52);
const uint64 l_5556 = l_5555 - uint64(23);
const uint64 l_5557 = l_5556 << uint64(52);
const double l_5558 = reinterpret_cast<double const&>(l_5557);
l_mut_3680 = l_5558;
}
const double l_5559 = l_5473 + l_5548;
const double l_5560 = abs(l_5559);
l_mut_3426 = double(1.401298464324817e-45);
const bool l_5561 = l_5560 >= double(1.1754943508222875e-38);
const bool l_5562 = l_5560 <= double(1.7976931348623157e308);
const bool l_5563 = l_5561 && l_5562;
if (l_5563) {
const uint64 l_5564 = reinterpret_cast<uint64 const&>(l_5560);
const uint64 l_5565 = l_5564 >> uint64(52);
const uint64 l_5566 = l_5565 - uint64(23);
const uint64 l_5567 = l_5566 << uint64(52);
const double l_5568 = reinterpret_cast<double const&>(l_5567);
l_mut_3426 = l_5568;
}
const bool l_5569 = l_mut_3680 == l_mut_3426;
const bool l_5570 = l_5546 && l_5569;
if (l_5570) {
const double l_5571 = l_arr_5496[uint32(0)];
const double l_5572 = l_arr_5496[uint32(1)];
const uint32 l_5573 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5574 = l_5573 & uint32(2147483647);
const float l_5575 = reinterpret_cast<float const&>(l_5574);
const double l_5576 = double(l_5575);
l_mut_3680 = l_5576;
const bool l_5577 = l_5574 < uint32(8388608);
if (l_5577) {
const double l_5578 = double(l_5574);
const double l_5579 = l_5578 * double(1.401298464324817e-45);
l_mut_3680 = l_5579;
}
const uint64 l_5580 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5581 = l_5573 >> uint32(31);
const uint64 l_5582 = uint64(l_5581);
const uint64 l_5583 = l_5582 << uint64(63);
const uint64 l_5584 = l_5580 | l_5583;
const double l_5585 = reinterpret_cast<double const&>(l_5584);
const uint32 l_5586 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5587 = l_5586 + uint32(1);
l_mut_3932 = l_5587;
const uint32 l_5588 = l_5586 & uint32(2147483647);
const bool l_5589 = l_5588 == uint32(0);
if (l_5589) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_5590 = l_5586 & uint32(2147483648);
const bool l_5591 = l_5590 != uint32(0);
if (l_5591) {
const uint32 l_5592 = l_5586 - uint32(1);
l_mut_3932 = l_5592;
} else {
const bool l_5593 = l_5586 == uint32(2139095040);
if (l_5593) {
l_mut_3932 = l_5586;
}
}
}
const float l_5594 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_5595 = reinterpret_cast<uint32 const&>(l_5594);
const uint32 l_5596 = l_5595 & uint32(2147483647);
const float l_5597 = reinterpret_cast<float const&>(l_5596);
const double l_5598 = double(l_5597);
l_mut_3680 = l_5598;
const bool l_5599 = l_5596 < uint32(8388608);
if (l_5599) {
const double l_5600 = double(l_5596);
const double l_5601 = l_5600 * double(1.401298464324817e-45);
l_mut_3680 = l_5601;
}
const uint64 l_5602 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5603 = l_5595 >> uint32(31);
const uint64 l_5604 = uint64(l_5603);
const uint64 l_5605 = l_5604 << uint64(63);
const uint64 l_5606 = l_5602 | l_5605;
const double l_5607 = reinterpret_cast<double const&>(l_5606);
const uint32 l_5608 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5609 = l_5608 ^ uint32(2147483648);
const float l_5610 = reinterpret_cast<float const&>(l_5609);
const uint32 l_5611 = reinterpret_cast<uint32 const&>(l_5610);
const uint32 l_5612 = l_5611 + uint32(1);
l_mut_3932 = l_5612;
const uint32 l_5613 = l_5611 & uint32(2147483647);
const bool l_5614 = l_5613 == uint32(0);
if (l_5614) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_5615 = l_5611 & uint32(2147483648);
const bool l_5616 = l_5615 != uint32(0);
if (l_5616) {
const uint32 l_5617 = l_5611 - uint32(1);
l_mut_3932 = l_5617;
} else {
const bool l_5618 = l_5611 == uint32(2139095040);
if (l_5618) {
l_mut_3932 = l_5611;
}
}
}
const float l_5619 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_5620 = reinterpret_cast<uint32 const&>(l_5619);
const uint32 l_5621 = l_5620 ^ uint32(2147483648);
const float l_5622 = reinterpret_cast<float const&>(l_5621);
const uint32 l_5623 = reinterpret_cast<uint32 const&>(l_5622);
const uint32 l_5624 = l_5623 & uint32(2147483647);
const float l_5625 = reinterpret_cast<float const&>(l_5624);
const double l_5626 = double(l_5625);
l_mut_3680 = l_5626;
const bool l_5627 = l_5624 < uint32(8388608);
if (l_5627) {
const double l_5628 = double(l_5624);
const double l_5629 = l_5628 * double(1.401298464324817e-45);
l_mut_3680 = l_5629;
}
const uint64 l_5630 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_5631 = l_5623 >> uint32(31);
const uint64 l_5632 = uint64(l_5631);
const uint64 l_5633 = l_5632 << uint64(63);
const uint64 l_5634 = l_5630 | l_5633;
const double l_5635 = reinterpret_cast<double const&>(l_5634);
const double l_5636 = l_5571 + l_5523;
const bool l_5637 = l_5636 <= l_5585;
l_mut_848 = l_5637;
const double l_5638 = l_5571 - l_5523;
const bool l_5639 = l_5638 > l_5585;
l_mut_845 = l_5639;
const double l_5640 = l_5572 - l_5523;
const bool l_5641 = l_5640 >= l_5585;
l_mut_842 = l_5641;
const double l_5642 = l_5572 + l_5523;
const bool l_5643 = l_5642 < l_5585;
l_mut_839 = l_5643;
const double l_5644 = l_5571 + l_5523;
const bool l_5645 = l_5644 < l_5607;
l_mut_848 = l_5645;
const double l_5646 = l_5571 - l_5523;
const bool l_5647 = l_5646 >= l_5607;
l_mut_845 = l_5647;
const double l_5648 = l_5572 - l_5523;
const bool l_5649 = l_5648 > l_5635;
l_mut_842 = l_5649;
const double l_5650 = l_5572 + l_5523;
const bool l_5651 = l_5650 <= l_5635;
l_mut_839 = l_5651;
l_mut_3932 = uint32(2);
const bool l_5652 = l_mut_845 || l_mut_839;
if (l_5652) {
l_mut_3932 = uint32(1);
} else {
const bool l_5653 = l_mut_848 && l_mut_842;
if (l_5653) {
l_mut_3932 = uint32(0);
}
}
const uint32 l_5654 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_5655 = l_5654 & uint32(2147483647);
const bool l_5656 = l_5655 == uint32(0);
if (l_5656) {
const double l_5657 = l_5571 + l_5523;
const bool l_5658 = l_5657 < double(1.1754943508222875e-38);
const double l_5659 = l_5572 - l_5523;
const bool l_5660 = l_5659 > double(-1.1754943508222875e-38);
const bool l_5661 = l_5658 && l_5660;
const double l_5662 = l_5571 - l_5523;
const bool l_5663 = l_5662 < double(1.1754943508222875e-38);
const double l_5664 = l_5572 + l_5523;
const bool l_5665 = l_5664 > double(-1.1754943508222875e-38);
const bool l_5666 = l_5663 && l_5665;
if (l_5661) {
l_mut_3932 = uint32(0);
} else {
const bool l_5667 = l_mut_3932 == uint32(1);
const bool l_5668 = l_5666 && l_5667;
if (l_5668) {
l_mut_3932 = uint32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
}
}
l_mut_731 = l_mut_4975;
}
}
} else {
const bool l_5669 = l_713 == uint32(13);
if (l_5669) {
const double l_5671 = l_726 * l_722;
const double l_5672 = l_726 * l_725;
const double l_5673 = l_726 * l_722;
const double l_5674 = l_726 * l_725;
l_arr_5670[uint32(0)] = l_5671;
l_arr_5670[uint32(1)] = l_5671;
const double l_5675 = l_arr_5670[uint32(0)];
const bool l_5676 = l_5672 < l_5675;
if (l_5676) {
l_arr_5670[uint32(0)] = l_5672;
}
const double l_5677 = l_arr_5670[uint32(0)];
const bool l_5678 = l_5673 < l_5677;
if (l_5678) {
l_arr_5670[uint32(0)] = l_5673;
}
const double l_5679 = l_arr_5670[uint32(0)];
const bool l_5680 = l_5674 < l_5679;
if (l_5680) {
l_arr_5670[uint32(0)] = l_5674;
}
const double l_5681 = l_arr_5670[uint32(1)];
const bool l_5682 = l_5672 > l_5681;
if (l_5682) {
l_arr_5670[uint32(1)] = l_5672;
}
const double l_5683 = l_arr_5670[uint32(1)];
const bool l_5684 = l_5673 > l_5683;
if (l_5684) {
l_arr_5670[uint32(1)] = l_5673;
}
const double l_5685 = l_arr_5670[uint32(1)];
const bool l_5686 = l_5674 > l_5685;
if (l_5686) {
l_arr_5670[uint32(1)] = l_5674;
}
const double l_5687 = l_arr_5670[uint32(0)];
const double l_5688 = l_5687 * double(7.1362384635298e44);
const double l_5689 = floor(l_5688);
const double l_5690 = l_5689 * double(1.401298464324817e-45);
l_mut_3680 = l_5690;
const double l_5691 = abs(l_5687);
const bool l_5692 = l_5691 >= double(1.1754943508222875e-38);
if (l_5692) {
const float l_5693 = float(l_5687);
const double l_5694 = double(l_5693);
l_mut_3680 = l_5694;
const bool l_5695 = l_mut_3680 > l_5687;
if (l_5695) {
const uint32 l_5696 = reinterpret_cast<uint32 const&>(l_5693);
const uint32 l_5697 = l_5696 ^ uint32(2147483648);
const float l_5698 = reinterpret_cast<float const&>(l_5697);
const uint32 l_5699 = reinterpret_cast<uint32 const&>(l_5698);
const uint32 l_5700 = l_5699 + uint32(1);
l_mut_4975 = l_5700;
const uint32 l_5701 = l_5699 & uint32(2147483647);
const bool l_5702 = l_5701 == uint32(0);
if (l_5702) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5703 = l_5699 & uint32(2147483648);
const bool l_5704 = l_5703 != uint32(0);
if (l_5704) {
const uint32 l_5705 = l_5699 - uint32(1);
l_mut_4975 = l_5705;
} else {
const bool l_5706 = l_5699 == uint32(2139095040);
if (l_5706) {
l_mut_4975 = l_5699;
}
}
}
const float l_5707 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5708 = reinterpret_cast<uint32 const&>(l_5707);
const uint32 l_5709 = l_5708 ^ uint32(2147483648);
const float l_5710 = reinterpret_cast<float const&>(l_5709);
const uint32 l_5711 = reinterpret_cast<uint32 const&>(l_5710);
const uint32 l_5712 = l_5711 & uint32(2147483647);
const float l_5713 = reinterpret_cast<float const&>(l_5712);
const double l_5714 = double(l_5713);
l_mut_3426 = l_5714;
const bool l_5715 = l_5712 < uint32(8388608);
if (l_5715) {
const double l_5716 = double(l_5712);
const double l_5717 = l_5716 * double(1.401298464324817e-45);
l_mut_3426 = l_5717;
}
const uint64 l_5718 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_5719 = l_5711 >> uint32(31);
const uint64 l_5720 = uint64(l_5719);
const uint64 l_5721 = l_5720 << uint64(63);
const uint64 l_5722 = l_5718 | l_5721;
const double l_5723 = reinterpret_cast<double const&>(l_5722);
l_mut_3680 = l_5723;
} else {
const uint32 l_5724 = reinterpret_cast<uint32 const&>(l_5693);
const uint32 l_5725 = l_5724 + uint32(1);
l_mut_4975 = l_5725;
const uint32 l_5726 = l_5724 & uint32(2147483647);
const bool l_5727 = l_5726 == uint32(0);
if (l_5727) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5728 = l_5724 & uint32(2147483648);
const bool l_5729 = l_5728 != uint32(0);
if (l_5729) {
const uint32 l_5730 = l_5724 - uint32(1);
l_mut_4975 = l_5730;
} else {
const bool l_5731 = l_5724 == uint32(2139095040);
if (l_5731) {
l_mut_4975 = l_5724;
}
}
}
const float l_5732 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5733 = reinterpret_cast<uint32 const&>(l_5732);
const uint32 l_5734 = l_5733 & uint32(2147483647);
const float l_5735 = reinterpret_cast<float const&>(l_5734);
const double l_5736 = double(l_5735);
l_mut_3426 = l_5736;
const bool l_5737 = l_5734 < uint32(8388608);
if (l_5737) {
const double l_5738 = double(l_5734);
const double l_5739 = l_5738 * double(1.401298464324817e-45);
l_mut_3426 = l_5739;
}
const uint64 l_5740 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_5741 = l_5733 >> uint32(31);
const uint64 l_5742 = uint64(l_5741);
const uint64 l_5743 = l_5742 << uint64(63);
const uint64 l_5744 = l_5740 | l_5743;
const double l_5745 = reinterpret_cast<double const&>(l_5744);
const bool l_5746 = l_5745 <= l_5687;
if (l_5746) {
const uint32 l_5747 = reinterpret_cast<uint32 const&>(l_5693);
const uint32 l_5748 = l_5747 + uint32(1);
l_mut_4975 = l_5748;
const uint32 l_5749 = l_5747 & uint32(2147483647);
const bool l_5750 = l_5749 == uint32(0);
if (l_5750) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5751 = l_5747 & uint32(2147483648);
const bool l_5752 = l_5751 != uint32(0);
if (l_5752) {
const uint32 l_5753 = l_5747 - uint32(1);
l_mut_4975 = l_5753;
} else {
const bool l_5754 = l_5747 == uint32(2139095040);
if (l_5754) {
l_mut_4975 = l_5747;
}
}
}
const float l_5755 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5756 = reinterpret_cast<uint32 const&>(l_5755);
const uint32 l_5757 = l_5756 & uint32(2147483647);
const float l_5758 = reinterpret_cast<float const&>(l_5757);
const double l_5759 = double(l_5758);
l_mut_3426 = l_5759;
const bool l_5760 = l_5757 < uint32(8388608);
if (l_5760) {
const double l_5761 = double(l_5757);
const double l_5762 = l_5761 * double(1.401298464324817e-45);
l_mut_3426 = l_5762;
}
const uint64 l_5763 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_5764 = l_5756 >> uint32(31);
const uint64 l_5765 = uint64(l_5764);
const uint64 l_5766 = l_5765 << uint64(63);
const uint64 l_5767 = l_5763 | l_5766;
const double l_5768 = reinterpret_cast<double const&>(l_5767);
l_mut_3680 = l_5768;
}
}
}
l_mut_3426 = l_mut_3680;
const bool l_5769 = l_mut_3680 > double(1000.0);
if (l_5769) {
const uint64 l_5770 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint64 l_5771 = l_5770 | uint64(9218868437227405312);
const uint64 l_5772 = l_5771 & uint64(18442240474082181120);
const double l_5773 = reinterpret_cast<double const&>(l_5772);
l_mut_3426 = l_5773;
} else {
const bool l_5774 = l_mut_3680 < double(-1000.0);
if (l_5774) {
l_mut_3426 = double(0.0);
} else {
const bool l_5775 = isnan(l_mut_3680);
const bool l_5776 = !l_5775;
if (l_5776) {
const double l_5777 = l_mut_3680 + double(0.5);
const double l_5778 = floor(l_5777);
const double l_5779 = l_mut_3680 - l_5778;
const double l_5780 = l_5779 * double(0.6931471824645996);
const double l_5781 = l_5779 * double(-1.904654299957768e-9);
const double l_5782 = l_5780 + l_5781;
l_mut_3680 = l_5782;
const bool l_5783 = isnan(l_5782);
if (l_5783) {
} else {
const bool l_5784 = l_5782 < double(-700.0);
if (l_5784) {
l_mut_3680 = double(0.0);
} else {
const bool l_5785 = l_5782 > double(700.0);
if (l_5785) {
const uint64 l_5786 = reinterpret_cast<uint64 const&>(l_5782);
const uint64 l_5787 = l_5786 | uint64(9218868437227405312);
const uint64 l_5788 = l_5787 & uint64(18442240474082181120);
const double l_5789 = reinterpret_cast<double const&>(l_5788);
l_mut_3680 = l_5789;
} else {
const double l_5790 = l_5782 * double(1.4426950408889634);
const double l_5791 = l_5790 + double(0.5);
const double l_5792 = floor(l_5791);
const double l_5793 = l_5792 * double(0.6931471824645996);
const double l_5794 = l_5780 - l_5793;
const double l_5795 = l_5794 * l_20;
const double l_5796 = l_5792 * double(-1.904654299957768e-9);
const double l_5797 = l_5781 - l_5796;
const double l_5798 = l_5795 + l_5797;
const double l_5799 = l_5798 * double(7.647163731819816e-13);
const double l_5800 = l_5799 + double(1.1470745597729725e-11);
l_mut_3170 = l_5800;
const double l_5801 = l_mut_3170 * l_5798;
const double l_5802 = l_5801 + double(1.6059043836821613e-10);
l_mut_3170 = l_5802;
const double l_5803 = l_mut_3170 * l_5798;
const double l_5804 = l_5803 + double(2.08767569878681e-9);
l_mut_3170 = l_5804;
const double l_5805 = l_mut_3170 * l_5798;
const double l_5806 = l_5805 + double(2.505210838544172e-8);
l_mut_3170 = l_5806;
const double l_5807 = l_mut_3170 * l_5798;
const double l_5808 = l_5807 + double(2.755731922398589e-7);
l_mut_3170 = l_5808;
const double l_5809 = l_mut_3170 * l_5798;
const double l_5810 = l_5809 + double(2.7557319223985893e-6);
l_mut_3170 = l_5810;
const double l_5811 = l_mut_3170 * l_5798;
const double l_5812 = l_5811 + double(2.48015873015873e-5);
l_mut_3170 = l_5812;
const double l_5813 = l_mut_3170 * l_5798;
const double l_5814 = l_5813 + double(0.0001984126984126984);
l_mut_3170 = l_5814;
const double l_5815 = l_mut_3170 * l_5798;
const double l_5816 = l_5815 + double(0.001388888888888889);
l_mut_3170 = l_5816;
const double l_5817 = l_mut_3170 * l_5798;
const double l_5818 = l_5817 + double(0.008333333333333333);
l_mut_3170 = l_5818;
const double l_5819 = l_mut_3170 * l_5798;
const double l_5820 = l_5819 + double(0.041666666666666664);
l_mut_3170 = l_5820;
const double l_5821 = l_mut_3170 * l_5798;
const double l_5822 = l_5821 + double(0.16666666666666666);
l_mut_3170 = l_5822;
const double l_5823 = l_mut_3170 * l_5798;
const double l_5824 = l_5823 + double(0.5);
l_mut_3170 = l_5824;
const double l_5825 = l_5798 * l_5798;
const double l_5826 = l_5825 * l_mut_3170;
const double l_5827 = l_5798 + l_5826;
const double l_5828 = double(1.0) + l_5827;
const int32 l_5829 = int32(l_5792);
const int32 l_5830 = l_5829 + int32(1023);
const uint64 l_5831 = uint64(l_5830);
const uint64 l_5832 = l_5831 << uint64(52);
const double l_5833 = reinterpret_cast<double const&>(l_5832);
const double l_5834 = l_5828 * l_5833;
l_mut_3680 = l_5834;
}
}
}
const int32 l_5835 = int32(l_5778);
const int32 l_5836 = l_5835 + int32(1023);
const uint64 l_5837 = uint64(l_5836);
const uint64 l_5838 = l_5837 << uint64(52);
const double l_5839 = reinterpret_cast<double const&>(l_5838);
const double l_5840 = l_mut_3680 * l_5839;
l_mut_3426 = l_5840;
}
}
}
const double l_5841 = l_arr_5670[uint32(1)];
const double l_5842 = -l_5841;
const double l_5843 = l_5842 * double(7.1362384635298e44);
const double l_5844 = floor(l_5843);
const double l_5845 = l_5844 * double(1.401298464324817e-45);
l_mut_3680 = l_5845;
const double l_5846 = abs(l_5842);
const bool l_5847 = l_5846 >= double(1.1754943508222875e-38);
if (l_5847) {
const float l_5848 = float(l_5842);
const double l_5849 = double(l_5848);
l_mut_3680 = l_5849;
const bool l_5850 = l_mut_3680 > l_5842;
if (l_5850) {
const uint32 l_5851 = reinterpret_cast<uint32 const&>(l_5848);
const uint32 l_5852 = l_5851 ^ uint32(2147483648);
const float l_5853 = reinterpret_cast<float const&>(l_5852);
const uint32 l_5854 = reinterpret_cast<uint32 const&>(l_5853);
const uint32 l_5855 = l_5854 + uint32(1);
l_mut_4975 = l_5855;
const uint32 l_5856 = l_5854 & uint32(2147483647);
const bool l_5857 = l_5856 == uint32(0);
if (l_5857) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5858 = l_5854 & uint32(2147483648);
const bool l_5859 = l_5858 != uint32(0);
if (l_5859) {
const uint32 l_5860 = l_5854 - uint32(1);
l_mut_4975 = l_5860;
} else {
const bool l_5861 = l_5854 == uint32(2139095040);
if (l_5861) {
l_mut_4975 = l_5854;
}
}
}
const float l_5862 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5863 = reinterpret_cast<uint32 const&>(l_5862);
const uint32 l_5864 = l_5863 ^ uint32(2147483648);
const float l_5865 = reinterpret_cast<float const&>(l_5864);
const uint32 l_5866 = reinterpret_cast<uint32 const&>(l_5865);
const uint32 l_5867 = l_5866 & uint32(2147483647);
const float l_5868 = reinterpret_cast<float const&>(l_5867);
const double l_5869 = double(l_5868);
l_mut_3170 = l_5869;
const bool l_5870 = l_5867 < uint32(8388608);
if (l_5870) {
const double l_5871 = double(l_5867);
const double l_5872 = l_5871 * double(1.401298464324817e-45);
l_mut_3170 = l_5872;
}
const uint64 l_5873 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_5874 = l_5866 >> uint32(31);
const uint64 l_5875 = uint64(l_5874);
const uint64 l_5876 = l_5875 << uint64(63);
const uint64 l_5877 = l_5873 | l_5876;
const double l_5878 = reinterpret_cast<double const&>(l_5877);
l_mut_3680 = l_5878;
} else {
const uint32 l_5879 = reinterpret_cast<uint32 const&>(l_5848);
const uint32 l_5880 = l_5879 + uint32(1);
l_mut_4975 = l_5880;
const uint32 l_5881 = l_5879 & uint32(2147483647);
const bool l_5882 = l_5881 == uint32(0);
if (l_5882) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5883 = l_5879 & uint32(2147483648);
const bool l_5884 = l_5883 != uint32(0);
if (l_5884) {
const uint32 l_5885 = l_5879 - uint32(1);
l_mut_4975 = l_5885;
} else {
const bool l_5886 = l_5879 == uint32(2139095040);
if (l_5886) {
l_mut_4975 = l_5879;
}
}
}
const float l_5887 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5888 = reinterpret_cast<uint32 const&>(l_5887);
const uint32 l_5889 = l_5888 & uint32(2147483647);
const float l_5890 = reinterpret_cast<float const&>(l_5889);
const double l_5891 = double(l_5890);
l_mut_3170 = l_5891;
const bool l_5892 = l_5889 < uint32(8388608);
if (l_5892) {
const double l_5893 = double(l_5889);
const double l_5894 = l_5893 * double(1.401298464324817e-45);
l_mut_3170 = l_5894;
}
const uint64 l_5895 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_5896 = l_5888 >> uint32(31);
const uint64 l_5897 = uint64(l_5896);
const uint64 l_5898 = l_5897 << uint64(63);
const uint64 l_5899 = l_5895 | l_5898;
const double l_5900 = reinterpret_cast<double const&>(l_5899);
const bool l_5901 = l_5900 <= l_5842;
if (l_5901) {
const uint32 l_5902 = reinterpret_cast<uint32 const&>(l_5848);
const uint32 l_5903 = l_5902 + uint32(1);
l_mut_4975 = l_5903;
const uint32 l_5904 = l_5902 & uint32(2147483647);
const bool l_5905 = l_5904 == uint32(0);
if (l_5905) {
l_mut_4975 = uint32(1);
} else {
const uint32 l_5906 = l_5902 & uint32(2147483648);
const bool l_5907 = l_5906 != uint32(0);
if (l_5907) {
const uint32 l_5908 = l_5902 - uint32(1);
l_mut_4975 = l_5908;
} else {
const bool l_5909 = l_5902 == uint32(2139095040);
if (l_5909) {
l_mut_4975 = l_5902;
}
}
}
const float l_5910 = reinterpret_cast<float const&>(l_mut_4975);
const uint32 l_5911 = reinterpret_cast<uint32 const&>(l_5910);
const uint32 l_5912 = l_5911 & uint32(2147483647);
const float l_5913 = reinterpret_cast<float const&>(l_5912);
const double l_5914 = double(l_5913);
l_mut_3170 = l_5914;
const bool l_5915 = l_5912 < uint32(8388608);
if (l_5915) {
const double l_5916 = double(l_5912);
const double l_5917 = l_5916 * double(1.401298464324817e-45);
l_mut_3170 = l_5917;
}
const uint64 l_5918 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_5919 = l_5911 >> uint32(31);
const uint64 l_5920 = uint64(l_5919);
const uint64 l_5921 = l_5920 << uint64(63);
const uint64 l_5922 = l_5918 | l_5921;
const double l_5923 = reinterpret_cast<double const&>(l_5922);
l_mut_3680 = l_5923;
}
}
}
const double l_5924 = -l_mut_3680;
l_mut_3680 = l_5924;
const bool l_5925 = l_5924 > double(1000.0);
if (l_5925) {
const uint64 l_5926 = reinterpret_cast<uint64 const&>(l_5924);
const uint64 l_5927 = l_5926 | uint64(9218868437227405312);
const uint64 l_5928 = l_5927 & uint64(18442240474082181120);
const double l_5929 = reinterpret_cast<double const&>(l_5928);
l_mut_3680 = l_5929;
} else {
const bool l_5930 = l_5924 < double(-1000.0);
if (l_5930) {
l_mut_3680 = double(0.0);
} else {
const bool l_5931 = isnan(l_5924);
const bool l_5932 = !l_5931;
if (l_5932) {
const double l_5933 = l_5924 + double(0.5);
const double l_5934 = floor(l_5933);
const double l_5935 = l_5924 - l_5934;
const double l_5936 = l_5935 * double(0.6931471824645996);
const double l_5937 = l_5935 * double(-1.904654299957768e-9);
const double l_5938 = l_5936 + l_5937;
l_mut_3170 = l_5938;
const bool l_5939 = isnan(l_5938);
if (l_5939) {
} else {
const bool l_5940 = l_5938 < double(-700.0);
if (l_5940) {
l_mut_3170 = double(0.0);
} else {
const bool l_5941 = l_5938 > double(700.0);
if (l_5941) {
const uint64 l_5942 = reinterpret_cast<uint64 const&>(l_5938);
const uint64 l_5943 = l_5942 | uint64(9218868437227405312);
const uint64 l_5944 = l_5943 & uint64(18442240474082181120);
const double l_5945 = reinterpret_cast<double const&>(l_5944);
l_mut_3170 = l_5945;
} else {
const double l_5946 = l_5938 * double(1.4426950408889634);
const double l_5947 = l_5946 + double(0.5);
const double l_5948 = floor(l_5947);
const double l_5949 = l_5948 * double(0.6931471824645996);
const double l_5950 = l_5936 - l_5949;
const double l_5951 = l_5950 * l_20;
const double l_5952 = l_5948 * double(-1.904654299957768e-9);
const double l_5953 = l_5937 - l_5952;
const double l_5954 = l_5951 + l_5953;
const double l_5955 = l_5954 * double(7.647163731819816e-13);
const double l_5956 = l_5955 + double(1.1470745597729725e-11);
l_mut_2916 = l_5956;
const double l_5957 = l_mut_2916 * l_5954;
const double l_5958 = l_5957 + double(1.6059043836821613e-10);
l_mut_2916 = l_5958;
const double l_5959 = l_mut_2916 * l_5954;
const double l_5960 = l_5959 + double(2.08767569878681e-9);
l_mut_2916 = l_5960;
const double l_5961 = l_mut_2916 * l_5954;
const double l_5962 = l_5961 + double(2.505210838544172e-8);
l_mut_2916 = l_5962;
const double l_5963 = l_mut_2916 * l_5954;
const double l_5964 = l_5963 + double(2.755731922398589e-7);
l_mut_2916 = l_5964;
const double l_5965 = l_mut_2916 * l_5954;
const double l_5966 = l_5965 + double(2.7557319223985893e-6);
l_mut_2916 = l_5966;
const double l_5967 = l_mut_2916 * l_5954;
const double l_5968 = l_5967 + double(2.48015873015873e-5);
l_mut_2916 = l_5968;
const double l_5969 = l_mut_2916 * l_5954;
const double l_5970 = l_5969 + double(0.0001984126984126984);
l_mut_2916 = l_5970;
const double l_5971 = l_mut_2916 * l_5954;
const double l_5972 = l_5971 + double(0.001388888888888889);
l_mut_2916 = l_5972;
const double l_5973 = l_mut_2916 * l_5954;
const double l_5974 = l_5973 + double(0.008333333333333333);
l_mut_2916 = l_5974;
const double l_5975 = l_mut_2916 * l_5954;
const double l_5976 = l_5975 + double(0.041666666666666664);
l_mut_2916 = l_5976;
const double l_5977 = l_mut_2916 * l_5954;
const double l_5978 = l_5977 + double(0.16666666666666666);
l_mut_2916 = l_5978;
const double l_5979 = l_mut_2916 * l_5954;
const double l_5980 = l_5979 + double(0.5);
l_mut_2916 = l_5980;
const double l_5981 = l_5954 * l_5954;
const double l_5982 = l_5981 * l_mut_2916;
const double l_5983 = l_5954 + l_5982;
const double l_5984 = double(1.0) + l_5983;
const int32 l_5985 = int32(l_5948);
const int32 l_5986 = l_5985 + int32(1023);
const uint64 l_5987 = uint64(l_5986);
const uint64 l_5988 = l_5987 << uint64(52);
const double l_5989 = reinterpret_cast<double const&>(l_5988);
const double l_5990 = l_5984 * l_5989;
l_mut_3170 = l_5990;
}
}
}
const int32 l_5991 = int32(l_5934);
const int32 l_5992 = l_5991 + int32(1023);
const uint64 l_5993 = uint64(l_5992);
const uint64 l_5994 = l_5993 << uint64(52);
const double l_5995 = reinterpret_cast<double const&>(l_5994);
const double l_5996 = l_mut_3170 * l_5995;
l_mut_3680 = l_5996;
}
}
}
const double l_5997 = l_mut_3426 * double(1.4551915228366852e-11);
const double l_5998 = l_mut_3680 * double(1.4551915228366852e-11);
l_mut_4975 = uint32(2);
const double l_5999 = l_mut_3426 - l_5997;
const double l_6000 = abs(l_5999);
l_mut_3170 = double(1.401298464324817e-45);
const bool l_6001 = l_6000 >= double(1.1754943508222875e-38);
const bool l_6002 = l_6000 <= double(1.7976931348623157e308);
const bool l_6003 = l_6001 && l_6002;
if (l_6003) {
const uint64 l_6004 = reinterpret_cast<uint64 const&>(l_6000);
const uint64 l_6005 = l_6004 >> uint64(52);
const uint64 l_6006 = l_6005 - uint64(23);
const uint64 l_6007 = l_6006 << uint64(52);
const double l_6008 = reinterpret_cast<double const&>(l_6007);
l_mut_3170 = l_6008;
}
const double l_6009 = l_mut_3426 + l_5997;
const double l_6010 = abs(l_6009);
l_mut_2916 = double(1.401298464324817e-45);
const bool l_6011 = l_6010 >= double(1.1754943508222875e-38);
const bool l_6012 = l_6010 <= double(1.7976931348623157e308);
const bool l_6013 = l_6011 && l_6012;
if (l_6013) {
const uint64 l_6014 = reinterpret_cast<uint64 const&>(l_6010);
const uint64 l_6015 = l_6014 >> uint64(52);
const uint64 l_6016 = l_6015 - uint64(23);
const uint64 l_6017 = l_6016 << uint64(52);
const double l_6018 = reinterpret_cast<double const&>(l_6017);
l_mut_2916 = l_6018;
}
const bool l_6019 = l_mut_3170 == l_mut_2916;
const double l_6020 = l_mut_3680 - l_5998;
const double l_6021 = abs(l_6020);
l_mut_3170 = double(1.401298464324817e-45);
const bool l_6022 = l_6021 >= double(1.1754943508222875e-38);
const bool l_6023 = l_6021 <= double(1.7976931348623157e308);
const bool l_6024 = l_6022 && l_6023;
if (l_6024) {
const uint64 l_6025 = reinterpret_cast<uint64 const&>(l_6021);
const uint64 l_6026 = l_6025 >> uint64(52);
const uint64 l_6027 = l_6026 - uint64(23);
const uint64 l_6028 = l_6027 << uint64(52);
const double l_6029 = reinterpret_cast<double const&>(l_6028);
l_mut_3170 = l_6029;
}
const double l_6030 = l_mut_3680 + l_5998;
const double l_6031 = abs(l_6030);
l_mut_2916 = double(1.401298464324817e-45);
const bool l_6032 = l_6031 >= double(1.1754943508222875e-38);
const bool l_6033 = l_6031 <= double(1.7976931348623157e308);
const bool l_6034 = l_6032 && l_6033;
if (l_6034) {
const uint64 l_6035 = reinterpret_cast<uint64 const&>(l_6031);
const uint64 l_6036 = l_6035 >> uint64(52);
const uint64 l_6037 = l_6036 - uint64(23);
const uint64 l_6038 = l_6037 << uint64(52);
const double l_6039 = reinterpret_cast<double const&>(l_6038);
l_mut_2916 = l_6039;
}
const bool l_6040 = l_mut_3170 == l_mut_2916;
const bool l_6041 = l_6019 && l_6040;
if (l_6041) {
const double l_6042 = l_719 * l_mut_3426;
const double l_6043 = abs(l_mut_3426);
l_mut_3170 = double(1.401298464324817e-45);
const bool l_6044 = l_6043 >= double(1.1754943508222875e-38);
const bool l_6045 = l_6043 <= double(1.7976931348623157e308);
const bool l_6046 = l_6044 && l_6045;
if (l_6046) {
const uint64 l_6047 = reinterpret_cast<uint64 const&>(l_6043);
const uint64 l_6048 = l_6047 >> uint64(52);
const uint64 l_6049 = l_6048 - uint64(23);
const uint64 l_6050 = l_6049 << uint64(52);
const double l_6051 = reinterpret_cast<double const&>(l_6050);
l_mut_3170 = l_6051;
}
const double l_6052 = double(0.5) * l_mut_3170;
l_mut_3170 = l_6042;
const bool l_6053 = l_6052 > l_6042;
if (l_6053) {
l_mut_3170 = l_6052;
}
const double l_6054 = l_719 * l_mut_3680;
const double l_6055 = abs(l_mut_3680);
l_mut_2916 = double(1.401298464324817e-45);
const bool l_6056 = l_6055 >= double(1.1754943508222875e-38);
const bool l_6057 = l_6055 <= double(1.7976931348623157e308);
const bool l_6058 = l_6056 && l_6057;
if (l_6058) {
const uint64 l_6059 = reinterpret_cast<uint64 const&>(l_6055);
const uint64 l_6060 = l_6059 >> uint64(52);
const uint64 l_6061 = l_6060 - uint64(23);
const uint64 l_6062 = l_6061 << uint64(52);
const double l_6063 = reinterpret_cast<double const&>(l_6062);
l_mut_2916 = l_6063;
}
const double l_6064 = double(0.5) * l_mut_2916;
l_mut_2916 = l_6054;
const bool l_6065 = l_6064 > l_6054;
if (l_6065) {
l_mut_2916 = l_6064;
}
const double l_6066 = l_mut_3426 - l_mut_3170;
const double l_6067 = l_mut_3680 + l_mut_2916;
const uint32 l_6068 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6069 = l_6068 & uint32(2147483647);
const float l_6070 = reinterpret_cast<float const&>(l_6069);
const double l_6071 = double(l_6070);
l_mut_3680 = l_6071;
const bool l_6072 = l_6069 < uint32(8388608);
if (l_6072) {
const double l_6073 = double(l_6069);
const double l_6074 = l_6073 * double(1.401298464324817e-45);
l_mut_3680 = l_6074;
}
const uint64 l_6075 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_6076 = l_6068 >> uint32(31);
const uint64 l_6077 = uint64(l_6076);
const uint64 l_6078 = l_6077 << uint64(63);
const uint64 l_6079 = l_6075 | l_6078;
const double l_6080 = reinterpret_cast<double const&>(l_6079);
const uint32 l_6081 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6082 = l_6081 + uint32(1);
l_mut_3932 = l_6082;
const uint32 l_6083 = l_6081 & uint32(2147483647);
const bool l_6084 = l_6083 == uint32(0);
if (l_6084) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6085 = l_6081 & uint32(2147483648);
const bool l_6086 = l_6085 != uint32(0);
if (l_6086) {
const uint32 l_6087 = l_6081 - uint32(1);
l_mut_3932 = l_6087;
} else {
const bool l_6088 = l_6081 == uint32(2139095040);
if (l_6088) {
l_mut_3932 = l_6081;
}
}
}
const float l_6089 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6090 = reinterpret_cast<uint32 const&>(l_6089);
const uint32 l_6091 = l_6090 & uint32(2147483647);
const float l_6092 = reinterpret_cast<float const&>(l_6091);
const double l_6093 = double(l_6092);
l_mut_3680 = l_6093;
const bool l_6094 = l_6091 < uint32(8388608);
if (l_6094) {
const double l_6095 = double(l_6091);
const double l_6096 = l_6095 * double(1.401298464324817e-45);
l_mut_3680 = l_6096;
}
const uint64 l_6097 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_6098 = l_6090 >> uint32(31);
const uint64 l_6099 = uint64(l_6098);
const uint64 l_6100 = l_6099 << uint64(63);
const uint64 l_6101 = l_6097 | l_6100;
const double l_6102 = reinterpret_cast<double const&>(l_6101);
const uint32 l_6103 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6104 = l_6103 ^ uint32(2147483648);
const float l_6105 = reinterpret_cast<float const&>(l_6104);
const uint32 l_6106 = reinterpret_cast<uint32 const&>(l_6105);
const uint32 l_6107 = l_6106 + uint32(1);
l_mut_3932 = l_6107;
const uint32 l_6108 = l_6106 & uint32(2147483647);
const bool l_6109 = l_6108 == uint32(0);
if (l_6109) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6110 = l_6106 & uint32(2147483648);
const bool l_6111 = l_6110 != uint32(0);
if (l_6111) {
const uint32 l_6112 = l_6106 - uint32(1);
l_mut_3932 = l_6112;
} else {
const bool l_6113 = l_6106 == uint32(2139095040);
if (l_6113) {
l_mut_3932 = l_6106;
}
}
}
const float l_6114 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6115 = reinterpret_cast<uint32 const&>(l_6114);
const uint32 l_6116 = l_6115 ^ uint32(2147483648);
const float l_6117 = reinterpret_cast<float const&>(l_6116);
const uint32 l_6118 = reinterpret_cast<uint32 const&>(l_6117);
const uint32 l_6119 = l_6118 & uint32(2147483647);
const float l_6120 = reinterpret_cast<float const&>(l_6119);
const double l_6121 = double(l_6120);
l_mut_3680 = l_6121;
const bool l_6122 = l_6119 < uint32(8388608);
if (l_6122) {
const double l_6123 = double(l_6119);
const double l_6124 = l_6123 * double(1.401298464324817e-45);
l_mut_3680 = l_6124;
}
const uint64 l_6125 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_6126 = l_6118 >> uint32(31);
const uint64 l_6127 = uint64(l_6126);
const uint64 l_6128 = l_6127 << uint64(63);
const uint64 l_6129 = l_6125 | l_6128;
const double l_6130 = reinterpret_cast<double const&>(l_6129);
const double l_6131 = l_6066 + l_5997;
const bool l_6132 = l_6131 <= l_6080;
l_mut_848 = l_6132;
const double l_6133 = l_6066 - l_5997;
const bool l_6134 = l_6133 > l_6080;
l_mut_845 = l_6134;
const double l_6135 = l_6067 - l_5998;
const bool l_6136 = l_6135 >= l_6080;
l_mut_842 = l_6136;
const double l_6137 = l_6067 + l_5998;
const bool l_6138 = l_6137 < l_6080;
l_mut_839 = l_6138;
l_mut_3932 = uint32(2);
const bool l_6139 = l_mut_845 || l_mut_839;
if (l_6139) {
l_mut_3932 = uint32(1);
} else {
const bool l_6140 = l_mut_848 && l_mut_842;
if (l_6140) {
l_mut_3932 = uint32(0);
}
}
const uint32 l_6141 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6142 = l_6141 & uint32(2147483647);
const bool l_6143 = l_6142 == uint32(0);
if (l_6143) {
const double l_6144 = l_6066 + l_5997;
const bool l_6145 = l_6144 < double(1.1754943508222875e-38);
const double l_6146 = l_6067 - l_5998;
const bool l_6147 = l_6146 > double(-1.1754943508222875e-38);
const bool l_6148 = l_6145 && l_6147;
const double l_6149 = l_6066 - l_5997;
const bool l_6150 = l_6149 < double(1.1754943508222875e-38);
const double l_6151 = l_6067 + l_5998;
const bool l_6152 = l_6151 > double(-1.1754943508222875e-38);
const bool l_6153 = l_6150 && l_6152;
if (l_6148) {
l_mut_3932 = uint32(0);
} else {
const bool l_6154 = l_mut_3932 == uint32(1);
const bool l_6155 = l_6153 && l_6154;
if (l_6155) {
l_mut_3932 = uint32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
l_mut_731 = l_mut_4975;
} else {
const bool l_6156 = l_713 == uint32(14);
if (l_6156) {
l_mut_731 = uint32(0);
const bool l_6157 = l_726 > double(0.0);
if (l_6157) {
const float l_6158 = float(l_726);
const uint32 l_6159 = reinterpret_cast<uint32 const&>(l_6158);
const uint32 l_6160 = l_6159 & uint32(2147483647);
const float l_6161 = reinterpret_cast<float const&>(l_6160);
const double l_6162 = double(l_6161);
l_mut_3680 = l_6162;
const bool l_6163 = l_6160 < uint32(8388608);
if (l_6163) {
const double l_6164 = double(l_6160);
const double l_6165 = l_6164 * double(1.401298464324817e-45);
l_mut_3680 = l_6165;
}
const uint64 l_6166 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_6167 = l_6159 >> uint32(31);
const uint64 l_6168 = uint64(l_6167);
const uint64 l_6169 = l_6168 << uint64(63);
const uint64 l_6170 = l_6166 | l_6169;
const double l_6171 = reinterpret_cast<double const&>(l_6170);
l_mut_3680 = l_6171;
const bool l_6172 = l_6171 < double(0.0);
if (l_6172) {
const uint64 l_6173 = reinterpret_cast<uint64 const&>(l_6171);
const uint64 l_6174 = l_6173 | uint64(9221120237041090560);
const double l_6175 = reinterpret_cast<double const&>(l_6174);
l_mut_3680 = l_6175;
} else {
const bool l_6176 = l_6171 == double(0.0);
if (l_6176) {
const double l_6177 = abs(l_6171);
const uint64 l_6178 = reinterpret_cast<uint64 const&>(l_6177);
const uint64 l_6179 = l_6178 | uint64(9218868437227405312);
const uint64 l_6180 = l_6179 & uint64(18442240474082181120);
const double l_6181 = reinterpret_cast<double const&>(l_6180);
const double l_6182 = -l_6181;
l_mut_3680 = l_6182;
} else {
const uint32 l_6183 = reinterpret_cast<uint32 const&>(l_6158);
const bool l_6184 = l_6183 < uint32(2139095040);
if (l_6184) {
const uint64 l_6185 = reinterpret_cast<uint64 const&>(l_6171);
const uint64 l_6186 = l_6185 >> uint64(52);
const uint64 l_6187 = l_6186 & uint64(2047);
const int32 l_6188 = int32(l_6187);
const int32 l_6189 = l_6188 - int32(1023);
l_mut_145 = l_6189;
const uint64 l_6190 = l_6185 & uint64(4503599627370495);
const uint64 l_6191 = l_6190 | uint64(4607182418800017408);
const double l_6192 = reinterpret_cast<double const&>(l_6191);
l_mut_3426 = l_6192;
const bool l_6193 = l_mut_3426 > double(1.4142135623730951);
if (l_6193) {
l_mut_3426 = l_mut_3426 * double(0.5);
l_mut_145 = l_mut_145 + int32(1);
}
const double l_6194 = l_mut_3426 - double(1.0);
const double l_6195 = double(2.0) + l_6194;
const double l_6196 = l_6194 / l_6195;
const double l_6197 = l_6196 * l_6196;
const double l_6198 = l_6197 * double(0.04);
const double l_6199 = l_6198 + double(0.043478260869565216);
l_mut_3426 = l_6199;
const double l_6200 = l_mut_3426 * l_6197;
const double l_6201 = l_6200 + double(0.047619047619047616);
l_mut_3426 = l_6201;
const double l_6202 = l_mut_3426 * l_6197;
const double l_6203 = l_6202 + double(0.05263157894736842);
l_mut_3426 = l_6203;
const double l_6204 = l_mut_3426 * l_6197;
const double l_6205 = l_6204 + double(0.058823529411764705);
l_mut_3426 = l_6205;
const double l_6206 = l_mut_3426 * l_6197;
const double l_6207 = l_6206 + double(0.06666666666666667);
l_mut_3426 = l_6207;
const double l_6208 = l_mut_3426 * l_6197;
const double l_6209 = l_6208 + double(0.07692307692307693);
l_mut_3426 = l_6209;
const double l_6210 = l_mut_3426 * l_6197;
const double l_6211 = l_6210 + double(0.09090909090909091);
l_mut_3426 = l_6211;
const double l_6212 = l_mut_3426 * l_6197;
const double l_6213 = l_6212 + double(0.1111111111111111);
l_mut_3426 = l_6213;
const double l_6214 = l_mut_3426 * l_6197;
const double l_6215 = l_6214 + double(0.14285714285714285);
l_mut_3426 = l_6215;
const double l_6216 = l_mut_3426 * l_6197;
const double l_6217 = l_6216 + double(0.2);
l_mut_3426 = l_6217;
const double l_6218 = l_mut_3426 * l_6197;
const double l_6219 = l_6218 + double(0.3333333333333333);
l_mut_3426 = l_6219;
const double l_6220 = double(2.0) * l_6196;
const double l_6221 = double(2.0) * l_6196;
const double l_6222 = l_6221 * l_6197;
const double l_6223 = l_6222 * l_mut_3426;
const double l_6224 = l_6220 + l_6223;
const double l_6225 = double(l_mut_145);
const double l_6226 = l_6225 * double(0.6931471824645996);
const double l_6227 = l_6225 * double(-1.904654299957768e-9);
const double l_6228 = l_6227 + l_6224;
const double l_6229 = l_6226 + l_6228;
l_mut_3680 = l_6229;
}
}
}
const double l_6230 = l_mut_3680 / double(0.6931471805599453);
const double l_6231 = abs(l_6230);
const double l_6232 = l_719 * l_6231;
l_mut_3680 = l_6232;
const bool l_6233 = l_726 >= double(0.5);
const bool l_6234 = l_726 <= double(2.0);
const bool l_6235 = l_6233 && l_6234;
if (l_6235) {
l_mut_3680 = l_719;
}
const double l_6236 = abs(l_6230);
const double l_6237 = l_6236 * double(1.4551915228366852e-11);
const double l_6238 = double(1.0) + l_719;
const double l_6239 = l_6237 * l_6238;
const double l_6240 = l_6230 - l_mut_3680;
const double l_6241 = l_6230 + l_mut_3680;
const double l_6243 = l_6240 * l_722;
const double l_6244 = l_6240 * l_725;
const double l_6245 = l_6241 * l_722;
const double l_6246 = l_6241 * l_725;
l_arr_6242[uint32(0)] = l_6243;
l_arr_6242[uint32(1)] = l_6243;
const double l_6247 = l_arr_6242[uint32(0)];
const bool l_6248 = l_6244 < l_6247;
if (l_6248) {
l_arr_6242[uint32(0)] = l_6244;
}
const double l_6249 = l_arr_6242[uint32(0)];
const bool l_6250 = l_6245 < l_6249;
if (l_6250) {
l_arr_6242[uint32(0)] = l_6245;
}
const double l_6251 = l_arr_6242[uint32(0)];
const bool l_6252 = l_6246 < l_6251;
if (l_6252) {
l_arr_6242[uint32(0)] = l_6246;
}
const double l_6253 = l_arr_6242[uint32(1)];
const bool l_6254 = l_6244 > l_6253;
if (l_6254) {
l_arr_6242[uint32(1)] = l_6244;
}
const double l_6255 = l_arr_6242[uint32(1)];
const bool l_6256 = l_6245 > l_6255;
if (l_6256) {
l_arr_6242[uint32(1)] = l_6245;
}
const double l_6257 = l_arr_6242[uint32(1)];
const bool l_6258 = l_6246 > l_6257;
if (l_6258) {
l_arr_6242[uint32(1)] = l_6246;
}
const double l_6259 = l_6239 * l_725;
l_mut_4975 = uint32(2);
const double l_6260 = l_arr_6242[uint32(0)];
const double l_6261 = l_6260 - l_6259;
const double l_6262 = l_6261 * double(7.1362384635298e44);
const double l_6263 = floor(l_6262);
const double l_6264 = l_6263 * double(1.401298464324817e-45);
l_mut_3680 = l_6264;
const double l_6265 = abs(l_6261);
const bool l_6266 = l_6265 >= double(1.1754943508222875e-38);
if (l_6266) {
const float l_6267 = float(l_6261);
const double l_6268 = double(l_6267);
l_mut_3680 = l_6268;
const bool l_6269 = l_mut_3680 > l_6261;
if (l_6269) {
const uint32 l_6270 = reinterpret_cast<uint32 const&>(l_6267);
const uint32 l_6271 = l_6270 ^ uint32(2147483648);
const float l_6272 = reinterpret_cast<float const&>(l_6271);
const uint32 l_6273 = reinterpret_cast<uint32 const&>(l_6272);
const uint32 l_6274 = l_6273 + uint32(1);
l_mut_3932 = l_6274;
const uint32 l_6275 = l_6273 & uint32(2147483647);
const bool l_6276 = l_6275 == uint32(0);
if (l_6276) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6277 = l_6273 & uint32(2147483648);
const bool l_6278 = l_6277 != uint32(0);
if (l_6278) {
const uint32 l_6279 = l_6273 - uint32(1);
l_mut_3932 = l_6279;
} else {
const bool l_6280 = l_6273 == uint32(2139095040);
if (l_6280) {
l_mut_3932 = l_6273;
}
}
}
const float l_6281 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6282 = reinterpret_cast<uint32 const&>(l_6281);
const uint32 l_6283 = l_6282 ^ uint32(2147483648);
const float l_6284 = reinterpret_cast<float const&>(l_6283);
const uint32 l_6285 = reinterpret_cast<uint32 const&>(l_6284);
const uint32 l_6286 = l_6285 & uint32(2147483647);
const float l_6287 = reinterpret_cast<float const&>(l_6286);
const double l_6288 = double(l_6287);
l_mut_3426 = l_6288;
const bool l_6289 = l_6286 < uint32(8388608);
if (l_6289) {
const double l_6290 = double(l_6286);
const double l_6291 = l_6290 * double(1.401298464324817e-45);
l_mut_3426 = l_6291;
}
const uint64 l_6292 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6293 = l_6285 >> uint32(31);
const uint64 l_6294 = uint64(l_6293);
const uint64 l_6295 = l_6294 << uint64(63);
const uint64 l_6296 = l_6292 | l_6295;
const double l_6297 = reinterpret_cast<double const&>(l_6296);
l_mut_3680 = l_6297;
} else {
const uint32 l_6298 = reinterpret_cast<uint32 const&>(l_6267);
const uint32 l_6299 = l_6298 + uint32(1);
l_mut_3932 = l_6299;
const uint32 l_6300 = l_6298 & uint32(2147483647);
const bool l_6301 = l_6300 == uint32(0);
if (l_6301) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6302 = l_6298 & uint32(2147483648);
const bool l_6303 = l_6302 != uint32(0);
if (l_6303) {
const uint32 l_6304 = l_6298 - uint32(1);
l_mut_3932 = l_6304;
} else {
const bool l_6305 = l_6298 == uint32(2139095040);
if (l_6305) {
l_mut_3932 = l_6298;
}
}
}
const float l_6306 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6307 = reinterpret_cast<uint32 const&>(l_6306);
const uint32 l_6308 = l_6307 & uint32(2147483647);
const float l_6309 = reinterpret_cast<float const&>(l_6308);
const double l_6310 = double(l_6309);
l_mut_3426 = l_6310;
const bool l_6311 = l_6308 < uint32(8388608);
if (l_6311) {
const double l_6312 = double(l_6308);
const double l_6313 = l_6312 * double(1.401298464324817e-45);
l_mut_3426 = l_6313;
}
const uint64 l_6314 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6315 = l_6307 >> uint32(31);
const uint64 l_6316 = uint64(l_6315);
const uint64 l_6317 = l_6316 << uint64(63);
const uint64 l_6318 = l_6314 | l_6317;
const double l_6319 = reinterpret_cast<double const&>(l_6318);
const bool l_6320 = l_6319 <= l_6261;
if (l_6320) {
const uint32 l_6321 = reinterpret_cast<uint32 const&>(l_6267);
const uint32 l_6322 = l_6321 + uint32(1);
l_mut_3932 = l_6322;
const uint32 l_6323 = l_6321 & uint32(2147483647);
const bool l_6324 = l_6323 == uint32(0);
if (l_6324) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6325 = l_6321 & uint32(2147483648);
const bool l_6326 = l_6325 != uint32(0);
if (l_6326) {
const uint32 l_6327 = l_6321 - uint32(1);
l_mut_3932 = l_6327;
} else {
const bool l_6328 = l_6321 == uint32(2139095040);
if (l_6328) {
l_mut_3932 = l_6321;
}
}
}
const float l_6329 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6330 = reinterpret_cast<uint32 const&>(l_6329);
const uint32 l_6331 = l_6330 & uint32(2147483647);
const float l_6332 = reinterpret_cast<float const&>(l_6331);
const double l_6333 = double(l_6332);
l_mut_3426 = l_6333;
const bool l_6334 = l_6331 < uint32(8388608);
if (l_6334) {
const double l_6335 = double(l_6331);
const double l_6336 = l_6335 * double(1.401298464324817e-45);
l_mut_3426 = l_6336;
}
const uint64 l_6337 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6338 = l_6330 >> uint32(31);
const uint64 l_6339 = uint64(l_6338);
const uint64 l_6340 = l_6339 << uint64(63);
const uint64 l_6341 = l_6337 | l_6340;
const double l_6342 = reinterpret_cast<double const&>(l_6341);
l_mut_3680 = l_6342;
}
}
}
const double l_6343 = l_6260 + l_6259;
const double l_6344 = l_6343 * double(7.1362384635298e44);
const double l_6345 = floor(l_6344);
const double l_6346 = l_6345 * double(1.401298464324817e-45);
l_mut_3426 = l_6346;
const double l_6347 = abs(l_6343);
const bool l_6348 = l_6347 >= double(1.1754943508222875e-38);
if (l_6348) {
const float l_6349 = float(l_6343);
const double l_6350 = double(l_6349);
l_mut_3426 = l_6350;
const bool l_6351 = l_mut_3426 > l_6343;
if (l_6351) {
const uint32 l_6352 = reinterpret_cast<uint32 const&>(l_6349);
const uint32 l_6353 = l_6352 ^ uint32(2147483648);
const float l_6354 = reinterpret_cast<float const&>(l_6353);
const uint32 l_6355 = reinterpret_cast<uint32 const&>(l_6354);
const uint32 l_6356 = l_6355 + uint32(1);
l_mut_3932 = l_6356;
const uint32 l_6357 = l_6355 & uint32(2147483647);
const bool l_6358 = l_6357 == uint32(0);
if (l_6358) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6359 = l_6355 & uint32(2147483648);
const bool l_6360 = l_6359 != uint32(0);
if (l_6360) {
const uint32 l_6361 = l_6355 - uint32(1);
l_mut_3932 = l_6361;
} else {
const bool l_6362 = l_6355 == uint32(2139095040);
if (l_6362) {
l_mut_3932 = l_6355;
}
}
}
const float l_6363 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6364 = reinterpret_cast<uint32 const&>(l_6363);
const uint32 l_6365 = l_6364 ^ uint32(2147483648);
const float l_6366 = reinterpret_cast<float const&>(l_6365);
const uint32 l_6367 = reinterpret_cast<uint32 const&>(l_6366);
const uint32 l_6368 = l_6367 & uint32(2147483647);
const float l_6369 = reinterpret_cast<float const&>(l_6368);
const double l_6370 = double(l_6369);
l_mut_3170 = l_6370;
const bool l_6371 = l_6368 < uint32(8388608);
if (l_6371) {
const double l_6372 = double(l_6368);
const double l_6373 = l_6372 * double(1.401298464324817e-45);
l_mut_3170 = l_6373;
}
const uint64 l_6374 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6375 = l_6367 >> uint32(31);
const uint64 l_6376 = uint64(l_6375);
const uint64 l_6377 = l_6376 << uint64(63);
const uint64 l_6378 = l_6374 | l_6377;
const double l_6379 = reinterpret_cast<double const&>(l_6378);
l_mut_3426 = l_6379;
} else {
const uint32 l_6380 = reinterpret_cast<uint32 const&>(l_6349);
const uint32 l_6381 = l_6380 + uint32(1);
l_mut_3932 = l_6381;
const uint32 l_6382 = l_6380 & uint32(2147483647);
const bool l_6383 = l_6382 == uint32(0);
if (l_6383) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6384 = l_6380 & uint32(2147483648);
const bool l_6385 = l_6384 != uint32(0);
if (l_6385) {
const uint32 l_6386 = l_6380 - uint32(1);
l_mut_3932 = l_6386;
} else {
const bool l_6387 = l_6380 == uint32(2139095040);
if (l_6387) {
l_mut_3932 = l_6380;
}
}
}
const float l_6388 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6389 = reinterpret_cast<uint32 const&>(l_6388);
const uint32 l_6390 = l_6389 & uint32(2147483647);
const float l_6391 = reinterpret_cast<float const&>(l_6390);
const double l_6392 = double(l_6391);
l_mut_3170 = l_6392;
const bool l_6393 = l_6390 < uint32(8388608);
if (l_6393) {
const double l_6394 = double(l_6390);
const double l_6395 = l_6394 * double(1.401298464324817e-45);
l_mut_3170 = l_6395;
}
const uint64 l_6396 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6397 = l_6389 >> uint32(31);
const uint64 l_6398 = uint64(l_6397);
const uint64 l_6399 = l_6398 << uint64(63);
const uint64 l_6400 = l_6396 | l_6399;
const double l_6401 = reinterpret_cast<double const&>(l_6400);
const bool l_6402 = l_6401 <= l_6343;
if (l_6402) {
const uint32 l_6403 = reinterpret_cast<uint32 const&>(l_6349);
const uint32 l_6404 = l_6403 + uint32(1);
l_mut_3932 = l_6404;
const uint32 l_6405 = l_6403 & uint32(2147483647);
const bool l_6406 = l_6405 == uint32(0);
if (l_6406) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6407 = l_6403 & uint32(2147483648);
const bool l_6408 = l_6407 != uint32(0);
if (l_6408) {
const uint32 l_6409 = l_6403 - uint32(1);
l_mut_3932 = l_6409;
} else {
const bool l_6410 = l_6403 == uint32(2139095040);
if (l_6410) {
l_mut_3932 = l_6403;
}
}
}
const float l_6411 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6412 = reinterpret_cast<uint32 const&>(l_6411);
const uint32 l_6413 = l_6412 & uint32(2147483647);
const float l_6414 = reinterpret_cast<float const&>(l_6413);
const double l_6415 = double(l_6414);
l_mut_3170 = l_6415;
const bool l_6416 = l_6413 < uint32(8388608);
if (l_6416) {
const double l_6417 = double(l_6413);
const double l_6418 = l_6417 * double(1.401298464324817e-45);
l_mut_3170 = l_6418;
}
const uint64 l_6419 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6420 = l_6412 >> uint32(31);
const uint64 l_6421 = uint64(l_6420);
const uint64 l_6422 = l_6421 << uint64(63);
const uint64 l_6423 = l_6419 | l_6422;
const double l_6424 = reinterpret_cast<double const&>(l_6423);
l_mut_3426 = l_6424;
}
}
}
const bool l_6425 = l_mut_3680 == l_mut_3426;
const double l_6426 = l_arr_6242[uint32(1)];
const double l_6427 = l_6426 - l_6259;
const double l_6428 = l_6427 * double(7.1362384635298e44);
const double l_6429 = floor(l_6428);
const double l_6430 = l_6429 * double(1.401298464324817e-45);
l_mut_3680 = l_6430;
const double l_6431 = abs(l_6427);
const bool l_6432 = l_6431 >= double(1.1754943508222875e-38);
if (l_6432) {
const float l_6433 = float(l_6427);
const double l_6434 = double(l_6433);
l_mut_3680 = l_6434;
const bool l_6435 = l_mut_3680 > l_6427;
if (l_6435) {
const uint32 l_6436 = reinterpret_cast<uint32 const&>(l_6433);
const uint32 l_6437 = l_6436 ^ uint32(2147483648);
const float l_6438 = reinterpret_cast<float const&>(l_6437);
const uint32 l_6439 = reinterpret_cast<uint32 const&>(l_6438);
const uint32 l_6440 = l_6439 + uint32(1);
l_mut_3932 = l_6440;
const uint32 l_6441 = l_6439 & uint32(2147483647);
const bool l_6442 = l_6441 == uint32(0);
if (l_6442) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6443 = l_6439 & uint32(2147483648);
const bool l_6444 = l_6443 != uint32(0);
if (l_6444) {
const uint32 l_6445 = l_6439 - uint32(1);
l_mut_3932 = l_6445;
} else {
const bool l_6446 = l_6439 == uint32(2139095040);
if (l_6446) {
l_mut_3932 = l_6439;
}
}
}
const float l_6447 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6448 = reinterpret_cast<uint32 const&>(l_6447);
const uint32 l_6449 = l_6448 ^ uint32(2147483648);
const float l_6450 = reinterpret_cast<float const&>(l_6449);
const uint32 l_6451 = reinterpret_cast<uint32 const&>(l_6450);
const uint32 l_6452 = l_6451 & uint32(2147483647);
const float l_6453 = reinterpret_cast<float const&>(l_6452);
const double l_6454 = double(l_6453);
l_mut_3426 = l_6454;
const bool l_6455 = l_6452 < uint32(8388608);
if (l_6455) {
const double l_6456 = double(l_6452);
const double l_6457 = l_6456 * double(1.401298464324817e-45);
l_mut_3426 = l_6457;
}
const uint64 l_6458 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6459 = l_6451 >> uint32(31);
const uint64 l_6460 = uint64(l_6459);
const uint64 l_6461 = l_6460 << uint64(63);
const uint64 l_6462 = l_6458 | l_6461;
const double l_6463 = reinterpret_cast<double const&>(l_6462);
l_mut_3680 = l_6463;
} else {
const uint32 l_6464 = reinterpret_cast<uint32 const&>(l_6433);
const uint32 l_6465 = l_6464 + uint32(1);
l_mut_3932 = l_6465;
const uint32 l_6466 = l_6464 & uint32(2147483647);
const bool l_6467 = l_6466 == uint32(0);
if (l_6467) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6468 = l_6464 & uint32(2147483648);
const bool l_6469 = l_6468 != uint32(0);
if (l_6469) {
const uint32 l_6470 = l_6464 - uint32(1);
l_mut_3932 = l_6470;
} else {
const bool l_6471 = l_6464 == uint32(2139095040);
if (l_6471) {
l_mut_3932 = l_6464;
}
}
}
const float l_6472 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6473 = reinterpret_cast<uint32 const&>(l_6472);
const uint32 l_6474 = l_6473 & uint32(2147483647);
const float l_6475 = reinterpret_cast<float const&>(l_6474);
const double l_6476 = double(l_6475);
l_mut_3426 = l_6476;
const bool l_6477 = l_6474 < uint32(8388608);
if (l_6477) {
const double l_6478 = double(l_6474);
const double l_6479 = l_6478 * double(1.401298464324817e-45);
l_mut_3426 = l_6479;
}
const uint64 l_6480 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6481 = l_6473 >> uint32(31);
const uint64 l_6482 = uint64(l_6481);
const uint64 l_6483 = l_6482 << uint64(63);
const uint64 l_6484 = l_6480 | l_6483;
const double l_6485 = reinterpret_cast<double const&>(l_6484);
const bool l_6486 = l_6485 <= l_6427;
if (l_6486) {
const uint32 l_6487 = reinterpret_cast<uint32 const&>(l_6433);
const uint32 l_6488 = l_6487 + uint32(1);
l_mut_3932 = l_6488;
const uint32 l_6489 = l_6487 & uint32(2147483647);
const bool l_6490 = l_6489 == uint32(0);
if (l_6490) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6491 = l_6487 & uint32(2147483648);
const bool l_6492 = l_6491 != uint32(0);
if (l_6492) {
const uint32 l_6493 = l_6487 - uint32(1);
l_mut_3932 = l_6493;
} else {
const bool l_6494 = l_6487 == uint32(2139095040);
if (l_6494) {
l_mut_3932 = l_6487;
}
}
}
const float l_6495 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6496 = reinterpret_cast<uint32 const&>(l_6495);
const uint32 l_6497 = l_6496 & uint32(2147483647);
const float l_6498 = reinterpret_cast<float const&>(l_6497);
const double l_6499 = double(l_6498);
l_mut_3426 = l_6499;
const bool l_6500 = l_6497 < uint32(8388608);
if (l_6500) {
const double l_6501 = double(l_6497);
const double l_6502 = l_6501 * double(1.401298464324817e-45);
l_mut_3426 = l_6502;
}
const uint64 l_6503 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6504 = l_6496 >> uint32(31);
const uint64 l_6505 = uint64(l_6504);
const uint64 l_6506 = l_6505 << uint64(63);
const uint64 l_6507 = l_6503 | l_6506;
const double l_6508 = reinterpret_cast<double const&>(l_6507);
l_mut_3680 = l_6508;
}
}
}
const double l_6509 = l_6426 + l_6259;
const double l_6510 = l_6509 * double(7.1362384635298e44);
const double l_6511 = floor(l_6510);
const double l_6512 = l_6511 * double(1.401298464324817e-45);
l_mut_3426 = l_6512;
const double l_6513 = abs(l_6509);
const bool l_6514 = l_6513 >= double(1.1754943508222875e-38);
if (l_6514) {
const float l_6515 = float(l_6509);
const double l_6516 = double(l_6515);
l_mut_3426 = l_6516;
const bool l_6517 = l_mut_3426 > l_6509;
if (l_6517) {
const uint32 l_6518 = reinterpret_cast<uint32 const&>(l_6515);
const uint32 l_6519 = l_6518 ^ uint32(2147483648);
const float l_6520 = reinterpret_cast<float const&>(l_6519);
const uint32 l_6521 = reinterpret_cast<uint32 const&>(l_6520);
const uint32 l_6522 = l_6521 + uint32(1);
l_mut_3932 = l_6522;
const uint32 l_6523 = l_6521 & uint32(2147483647);
const bool l_6524 = l_6523 == uint32(0);
if (l_6524) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6525 = l_6521 & uint32(2147483648);
const bool l_6526 = l_6525 != uint32(0);
if (l_6526) {
const uint32 l_6527 = l_6521 - uint32(1);
l_mut_3932 = l_6527;
} else {
const bool l_6528 = l_6521 == uint32(2139095040);
if (l_6528) {
l_mut_3932 = l_6521;
}
}
}
const float l_6529 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6530 = reinterpret_cast<uint32 const&>(l_6529);
const uint32 l_6531 = l_6530 ^ uint32(2147483648);
const float l_6532 = reinterpret_cast<float const&>(l_6531);
const uint32 l_6533 = reinterpret_cast<uint32 const&>(l_6532);
const uint32 l_6534 = l_6533 & uint32(2147483647);
const float l_6535 = reinterpret_cast<float const&>(l_6534);
const double l_6536 = double(l_6535);
l_mut_3170 = l_6536;
const bool l_6537 = l_6534 < uint32(8388608);
if (l_6537) {
const double l_6538 = double(l_6534);
const double l_6539 = l_6538 * double(1.401298464324817e-45);
l_mut_3170 = l_6539;
}
const uint64 l_6540 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6541 = l_6533 >> uint32(31);
const uint64 l_6542 = uint64(l_6541);
const uint64 l_6543 = l_6542 << uint64(63);
const uint64 l_6544 = l_6540 | l_6543;
const double l_6545 = reinterpret_cast<double const&>(l_6544);
l_mut_3426 = l_6545;
} else {
const uint32 l_6546 = reinterpret_cast<uint32 const&>(l_6515);
const uint32 l_6547 = l_6546 + uint32(1);
l_mut_3932 = l_6547;
const uint32 l_6548 = l_6546 & uint32(2147483647);
const bool l_6549 = l_6548 == uint32(0);
if (l_6549) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6550 = l_6546 & uint32(2147483648);
const bool l_6551 = l_6550 != uint32(0);
if (l_6551) {
const uint32 l_6552 = l_6546 - uint32(1);
l_mut_3932 = l_6552;
} else {
const bool l_6553 = l_6546 == uint32(2139095040);
if (l_6553) {
l_mut_3932 = l_6546;
}
}
}
const float l_6554 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6555 = reinterpret_cast<uint32 const&>(l_6554);
const uint32 l_6556 = l_6555 & uint32(2147483647);
const float l_6557 = reinterpret_cast<float const&>(l_6556);
const double l_6558 = double(l_6557);
l_mut_3170 = l_6558;
const bool l_6559 = l_6556 < uint32(8388608);
if (l_6559) {
const double l_6560 = double(l_6556);
const double l_6561 = l_6560 * double(1.401298464324817e-45);
l_mut_3170 = l_6561;
}
const uint64 l_6562 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6563 = l_6555 >> uint32(31);
const uint64 l_6564 = uint64(l_6563);
const uint64 l_6565 = l_6564 << uint64(63);
const uint64 l_6566 = l_6562 | l_6565;
const double l_6567 = reinterpret_cast<double const&>(l_6566);
const bool l_6568 = l_6567 <= l_6509;
if (l_6568) {
const uint32 l_6569 = reinterpret_cast<uint32 const&>(l_6515);
const uint32 l_6570 = l_6569 + uint32(1);
l_mut_3932 = l_6570;
const uint32 l_6571 = l_6569 & uint32(2147483647);
const bool l_6572 = l_6571 == uint32(0);
if (l_6572) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6573 = l_6569 & uint32(2147483648);
const bool l_6574 = l_6573 != uint32(0);
if (l_6574) {
const uint32 l_6575 = l_6569 - uint32(1);
l_mut_3932 = l_6575;
} else {
const bool l_6576 = l_6569 == uint32(2139095040);
if (l_6576) {
l_mut_3932 = l_6569;
}
}
}
const float l_6577 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6578 = reinterpret_cast<uint32 const&>(l_6577);
const uint32 l_6579 = l_6578 & uint32(2147483647);
const float l_6580 = reinterpret_cast<float const&>(l_6579);
const double l_6581 = double(l_6580);
l_mut_3170 = l_6581;
const bool l_6582 = l_6579 < uint32(8388608);
if (l_6582) {
const double l_6583 = double(l_6579);
const double l_6584 = l_6583 * double(1.401298464324817e-45);
l_mut_3170 = l_6584;
}
const uint64 l_6585 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6586 = l_6578 >> uint32(31);
const uint64 l_6587 = uint64(l_6586);
const uint64 l_6588 = l_6587 << uint64(63);
const uint64 l_6589 = l_6585 | l_6588;
const double l_6590 = reinterpret_cast<double const&>(l_6589);
l_mut_3426 = l_6590;
}
}
}
const bool l_6591 = l_mut_3680 == l_mut_3426;
const bool l_6592 = l_6425 && l_6591;
if (l_6592) {
const double l_6593 = l_arr_6242[uint32(0)];
const double l_6594 = l_6593 * double(7.1362384635298e44);
const double l_6595 = floor(l_6594);
const double l_6596 = l_6595 * double(1.401298464324817e-45);
l_mut_3680 = l_6596;
const double l_6597 = abs(l_6593);
const bool l_6598 = l_6597 >= double(1.1754943508222875e-38);
if (l_6598) {
const float l_6599 = float(l_6593);
const double l_6600 = double(l_6599);
l_mut_3680 = l_6600;
const bool l_6601 = l_mut_3680 > l_6593;
if (l_6601) {
const uint32 l_6602 = reinterpret_cast<uint32 const&>(l_6599);
const uint32 l_6603 = l_6602 ^ uint32(2147483648);
const float l_6604 = reinterpret_cast<float const&>(l_6603);
const uint32 l_6605 = reinterpret_cast<uint32 const&>(l_6604);
const uint32 l_6606 = l_6605 + uint32(1);
l_mut_3932 = l_6606;
const uint32 l_6607 = l_6605 & uint32(2147483647);
const bool l_6608 = l_6607 == uint32(0);
if (l_6608) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6609 = l_6605 & uint32(2147483648);
const bool l_6610 = l_6609 != uint32(0);
if (l_6610) {
const uint32 l_6611 = l_6605 - uint32(1);
l_mut_3932 = l_6611;
} else {
const bool l_6612 = l_6605 == uint32(2139095040);
if (l_6612) {
l_mut_3932 = l_6605;
}
}
}
const float l_6613 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6614 = reinterpret_cast<uint32 const&>(l_6613);
const uint32 l_6615 = l_6614 ^ uint32(2147483648);
const float l_6616 = reinterpret_cast<float const&>(l_6615);
const uint32 l_6617 = reinterpret_cast<uint32 const&>(l_6616);
const uint32 l_6618 = l_6617 & uint32(2147483647);
const float l_6619 = reinterpret_cast<float const&>(l_6618);
const double l_6620 = double(l_6619);
l_mut_3426 = l_6620;
const bool l_6621 = l_6618 < uint32(8388608);
if (l_6621) {
const double l_6622 = double(l_6618);
const double l_6623 = l_6622 * double(1.401298464324817e-45);
l_mut_3426 = l_6623;
}
const uint64 l_6624 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6625 = l_6617 >> uint32(31);
const uint64 l_6626 = uint64(l_6625);
const uint64 l_6627 = l_6626 << uint64(63);
const uint64 l_6628 = l_6624 | l_6627;
const double l_6629 = reinterpret_cast<double const&>(l_6628);
l_mut_3680 = l_6629;
} else {
const uint32 l_6630 = reinterpret_cast<uint32 const&>(l_6599);
const uint32 l_6631 = l_6630 + uint32(1);
l_mut_3932 = l_6631;
const uint32 l_6632 = l_6630 & uint32(2147483647);
const bool l_6633 = l_6632 == uint32(0);
if (l_6633) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6634 = l_6630 & uint32(2147483648);
const bool l_6635 = l_6634 != uint32(0);
if (l_6635) {
const uint32 l_6636 = l_6630 - uint32(1);
l_mut_3932 = l_6636;
} else {
const bool l_6637 = l_6630 == uint32(2139095040);
if (l_6637) {
l_mut_3932 = l_6630;
}
}
}
const float l_6638 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6639 = reinterpret_cast<uint32 const&>(l_6638);
const uint32 l_6640 = l_6639 & uint32(2147483647);
const float l_6641 = reinterpret_cast<float const&>(l_6640);
const double l_6642 = double(l_6641);
l_mut_3426 = l_6642;
const bool l_6643 = l_6640 < uint32(8388608);
if (l_6643) {
const double l_6644 = double(l_6640);
const double l_6645 = l_6644 * double(1.401298464324817e-45);
l_mut_3426 = l_6645;
}
const uint64 l_6646 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6647 = l_6639 >> uint32(31);
const uint64 l_6648 = uint64(l_6647);
const uint64 l_6649 = l_6648 << uint64(63);
const uint64 l_6650 = l_6646 | l_6649;
const double l_6651 = reinterpret_cast<double const&>(l_6650);
const bool l_6652 = l_6651 <= l_6593;
if (l_6652) {
const uint32 l_6653 = reinterpret_cast<uint32 const&>(l_6599);
const uint32 l_6654 = l_6653 + uint32(1);
l_mut_3932 = l_6654;
const uint32 l_6655 = l_6653 & uint32(2147483647);
const bool l_6656 = l_6655 == uint32(0);
if (l_6656) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6657 = l_6653 & uint32(2147483648);
const bool l_6658 = l_6657 != uint32(0);
if (l_6658) {
const uint32 l_6659 = l_6653 - uint32(1);
l_mut_3932 = l_6659;
} else {
const bool l_6660 = l_6653 == uint32(2139095040);
if (l_6660) {
l_mut_3932 = l_6653;
}
}
}
const float l_6661 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6662 = reinterpret_cast<uint32 const&>(l_6661);
const uint32 l_6663 = l_6662 & uint32(2147483647);
const float l_6664 = reinterpret_cast<float const&>(l_6663);
const double l_6665 = double(l_6664);
l_mut_3426 = l_6665;
const bool l_6666 = l_6663 < uint32(8388608);
if (l_6666) {
const double l_6667 = double(l_6663);
const double l_6668 = l_6667 * double(1.401298464324817e-45);
l_mut_3426 = l_6668;
}
const uint64 l_6669 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6670 = l_6662 >> uint32(31);
const uint64 l_6671 = uint64(l_6670);
const uint64 l_6672 = l_6671 << uint64(63);
const uint64 l_6673 = l_6669 | l_6672;
const double l_6674 = reinterpret_cast<double const&>(l_6673);
l_mut_3680 = l_6674;
}
}
}
const double l_6675 = l_arr_6242[uint32(1)];
const double l_6676 = -l_6675;
const double l_6677 = l_6676 * double(7.1362384635298e44);
const double l_6678 = floor(l_6677);
const double l_6679 = l_6678 * double(1.401298464324817e-45);
l_mut_3426 = l_6679;
const double l_6680 = abs(l_6676);
const bool l_6681 = l_6680 >= double(1.1754943508222875e-38);
if (l_6681) {
const float l_6682 = float(l_6676);
const double l_6683 = double(l_6682);
l_mut_3426 = l_6683;
const bool l_6684 = l_mut_3426 > l_6676;
if (l_6684) {
const uint32 l_6685 = reinterpret_cast<uint32 const&>(l_6682);
const uint32 l_6686 = l_6685 ^ uint32(2147483648);
const float l_6687 = reinterpret_cast<float const&>(l_6686);
const uint32 l_6688 = reinterpret_cast<uint32 const&>(l_6687);
const uint32 l_6689 = l_6688 + uint32(1);
l_mut_3932 = l_6689;
const uint32 l_6690 = l_6688 & uint32(2147483647);
const bool l_6691 = l_6690 == uint32(0);
if (l_6691) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6692 = l_6688 & uint32(2147483648);
const bool l_6693 = l_6692 != uint32(0);
if (l_6693) {
const uint32 l_6694 = l_6688 - uint32(1);
l_mut_3932 = l_6694;
} else {
const bool l_6695 = l_6688 == uint32(2139095040);
if (l_6695) {
l_mut_3932 = l_6688;
}
}
}
const float l_6696 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6697 = reinterpret_cast<uint32 const&>(l_6696);
const uint32 l_6698 = l_6697 ^ uint32(2147483648);
const float l_6699 = reinterpret_cast<float const&>(l_6698);
const uint32 l_6700 = reinterpret_cast<uint32 const&>(l_6699);
const uint32 l_6701 = l_6700 & uint32(2147483647);
const float l_6702 = reinterpret_cast<float const&>(l_6701);
const double l_6703 = double(l_6702);
l_mut_3170 = l_6703;
const bool l_6704 = l_6701 < uint32(8388608);
if (l_6704) {
const double l_6705 = double(l_6701);
const double l_6706 = l_6705 * double(1.401298464324817e-45);
l_mut_3170 = l_6706;
}
const uint64 l_6707 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6708 = l_6700 >> uint32(31);
const uint64 l_6709 = uint64(l_6708);
const uint64 l_6710 = l_6709 << uint64(63);
const uint64 l_6711 = l_6707 | l_6710;
const double l_6712 = reinterpret_cast<double const&>(l_6711);
l_mut_3426 = l_6712;
} else {
const uint32 l_6713 = reinterpret_cast<uint32 const&>(l_6682);
const uint32 l_6714 = l_6713 + uint32(1);
l_mut_3932 = l_6714;
const uint32 l_6715 = l_6713 & uint32(2147483647);
const bool l_6716 = l_6715 == uint32(0);
if (l_6716) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6717 = l_6713 & uint32(2147483648);
const bool l_6718 = l_6717 != uint32(0);
if (l_6718) {
const uint32 l_6719 = l_6713 - uint32(1);
l_mut_3932 = l_6719;
} else {
const bool l_6720 = l_6713 == uint32(2139095040);
if (l_6720) {
l_mut_3932 = l_6713;
}
}
}
const float l_6721 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6722 = reinterpret_cast<uint32 const&>(l_6721);
const uint32 l_6723 = l_6722 & uint32(2147483647);
const float l_6724 = reinterpret_cast<float const&>(l_6723);
const double l_6725 = double(l_6724);
l_mut_3170 = l_6725;
const bool l_6726 = l_6723 < uint32(8388608);
if (l_6726) {
const double l_6727 = double(l_6723);
const double l_6728 = l_6727 * double(1.401298464324817e-45);
l_mut_3170 = l_6728;
}
const uint64 l_6729 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6730 = l_6722 >> uint32(31);
const uint64 l_6731 = uint64(l_6730);
const uint64 l_6732 = l_6731 << uint64(63);
const uint64 l_6733 = l_6729 | l_6732;
const double l_6734 = reinterpret_cast<double const&>(l_6733);
const bool l_6735 = l_6734 <= l_6676;
if (l_6735) {
const uint32 l_6736 = reinterpret_cast<uint32 const&>(l_6682);
const uint32 l_6737 = l_6736 + uint32(1);
l_mut_3932 = l_6737;
const uint32 l_6738 = l_6736 & uint32(2147483647);
const bool l_6739 = l_6738 == uint32(0);
if (l_6739) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6740 = l_6736 & uint32(2147483648);
const bool l_6741 = l_6740 != uint32(0);
if (l_6741) {
const uint32 l_6742 = l_6736 - uint32(1);
l_mut_3932 = l_6742;
} else {
const bool l_6743 = l_6736 == uint32(2139095040);
if (l_6743) {
l_mut_3932 = l_6736;
}
}
}
const float l_6744 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6745 = reinterpret_cast<uint32 const&>(l_6744);
const uint32 l_6746 = l_6745 & uint32(2147483647);
const float l_6747 = reinterpret_cast<float const&>(l_6746);
const double l_6748 = double(l_6747);
l_mut_3170 = l_6748;
const bool l_6749 = l_6746 < uint32(8388608);
if (l_6749) {
const double l_6750 = double(l_6746);
const double l_6751 = l_6750 * double(1.401298464324817e-45);
l_mut_3170 = l_6751;
}
const uint64 l_6752 = reinterpret_cast<uint64 const&>(l_mut_3170);
const uint32 l_6753 = l_6745 >> uint32(31);
const uint64 l_6754 = uint64(l_6753);
const uint64 l_6755 = l_6754 << uint64(63);
const uint64 l_6756 = l_6752 | l_6755;
const double l_6757 = reinterpret_cast<double const&>(l_6756);
l_mut_3426 = l_6757;
}
}
}
const double l_6758 = -l_mut_3426;
const uint32 l_6759 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6760 = l_6759 & uint32(2147483647);
const float l_6761 = reinterpret_cast<float const&>(l_6760);
const double l_6762 = double(l_6761);
l_mut_3426 = l_6762;
const bool l_6763 = l_6760 < uint32(8388608);
if (l_6763) {
const double l_6764 = double(l_6760);
const double l_6765 = l_6764 * double(1.401298464324817e-45);
l_mut_3426 = l_6765;
}
const uint64 l_6766 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6767 = l_6759 >> uint32(31);
const uint64 l_6768 = uint64(l_6767);
const uint64 l_6769 = l_6768 << uint64(63);
const uint64 l_6770 = l_6766 | l_6769;
const double l_6771 = reinterpret_cast<double const&>(l_6770);
const uint32 l_6772 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6773 = l_6772 + uint32(1);
l_mut_3932 = l_6773;
const uint32 l_6774 = l_6772 & uint32(2147483647);
const bool l_6775 = l_6774 == uint32(0);
if (l_6775) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6776 = l_6772 & uint32(2147483648);
const bool l_6777 = l_6776 != uint32(0);
if (l_6777) {
const uint32 l_6778 = l_6772 - uint32(1);
l_mut_3932 = l_6778;
} else {
const bool l_6779 = l_6772 == uint32(2139095040);
if (l_6779) {
l_mut_3932 = l_6772;
}
}
}
const float l_6780 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6781 = reinterpret_cast<uint32 const&>(l_6780);
const uint32 l_6782 = l_6781 & uint32(2147483647);
const float l_6783 = reinterpret_cast<float const&>(l_6782);
const double l_6784 = double(l_6783);
l_mut_3426 = l_6784;
const bool l_6785 = l_6782 < uint32(8388608);
if (l_6785) {
const double l_6786 = double(l_6782);
const double l_6787 = l_6786 * double(1.401298464324817e-45);
l_mut_3426 = l_6787;
}
const uint64 l_6788 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6789 = l_6781 >> uint32(31);
const uint64 l_6790 = uint64(l_6789);
const uint64 l_6791 = l_6790 << uint64(63);
const uint64 l_6792 = l_6788 | l_6791;
const double l_6793 = reinterpret_cast<double const&>(l_6792);
const uint32 l_6794 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6795 = l_6794 ^ uint32(2147483648);
const float l_6796 = reinterpret_cast<float const&>(l_6795);
const uint32 l_6797 = reinterpret_cast<uint32 const&>(l_6796);
const uint32 l_6798 = l_6797 + uint32(1);
l_mut_3932 = l_6798;
const uint32 l_6799 = l_6797 & uint32(2147483647);
const bool l_6800 = l_6799 == uint32(0);
if (l_6800) {
l_mut_3932 = uint32(1);
} else {
const uint32 l_6801 = l_6797 & uint32(2147483648);
const bool l_6802 = l_6801 != uint32(0);
if (l_6802) {
const uint32 l_6803 = l_6797 - uint32(1);
l_mut_3932 = l_6803;
} else {
const bool l_6804 = l_6797 == uint32(2139095040);
if (l_6804) {
l_mut_3932 = l_6797;
}
}
}
const float l_6805 = reinterpret_cast<float const&>(l_mut_3932);
const uint32 l_6806 = reinterpret_cast<uint32 const&>(l_6805);
const uint32 l_6807 = l_6806 ^ uint32(2147483648);
const float l_6808 = reinterpret_cast<float const&>(l_6807);
const uint32 l_6809 = reinterpret_cast<uint32 const&>(l_6808);
const uint32 l_6810 = l_6809 & uint32(2147483647);
const float l_6811 = reinterpret_cast<float const&>(l_6810);
const double l_6812 = double(l_6811);
l_mut_3426 = l_6812;
const bool l_6813 = l_6810 < uint32(8388608);
if (l_6813) {
const double l_6814 = double(l_6810);
const double l_6815 = l_6814 * double(1.401298464324817e-45);
l_mut_3426 = l_6815;
}
const uint64 l_6816 = reinterpret_cast<uint64 const&>(l_mut_3426);
const uint32 l_6817 = l_6809 >> uint32(31);
const uint64 l_6818 = uint64(l_6817);
const uint64 l_6819 = l_6818 << uint64(63);
const uint64 l_6820 = l_6816 | l_6819;
const double l_6821 = reinterpret_cast<double const&>(l_6820);
const double l_6822 = l_mut_3680 + double(0.0);
const bool l_6823 = l_6822 <= l_6771;
l_mut_848 = l_6823;
const double l_6824 = l_mut_3680 - double(0.0);
const bool l_6825 = l_6824 > l_6771;
l_mut_845 = l_6825;
const double l_6826 = l_6758 - double(0.0);
const bool l_6827 = l_6826 >= l_6771;
l_mut_842 = l_6827;
const double l_6828 = l_6758 + double(0.0);
const bool l_6829 = l_6828 < l_6771;
l_mut_839 = l_6829;
l_mut_3932 = uint32(2);
const bool l_6830 = l_mut_845 || l_mut_839;
if (l_6830) {
l_mut_3932 = uint32(1);
} else {
const bool l_6831 = l_mut_848 && l_mut_842;
if (l_6831) {
l_mut_3932 = uint32(0);
}
}
const uint32 l_6832 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6833 = l_6832 & uint32(2147483647);
const bool l_6834 = l_6833 == uint32(0);
if (l_6834) {
const double l_6835 = l_mut_3680 + double(0.0);
const bool l_6836 = l_6835 < double(1.1754943508222875e-38);
const double l_6837 = l_6758 - double(0.0);
const bool l_6838 = l_6837 > double(-1.1754943508222875e-38);
const bool l_6839 = l_6836 && l_6838;
const double l_6840 = l_mut_3680 - double(0.0);
const bool l_6841 = l_6840 < double(1.1754943508222875e-38);
const double l_6842 = l_6758 + double(0.0);
const bool l_6843 = l_6842 > double(-1.1754943508222875e-38);
const bool l_6844 = l_6841 && l_6843;
if (l_6839) {
l_mut_3932 = uint32(0);
} else {
const bool l_6845 = l_mut_3932 == uint32(1);
const bool l_6846 = l_6844 && l_6845;
if (l_6846) {
l_mut_3932 = uint32(2);
}
}
}
l_mut_4975 = l_mut_3932;
}
l_mut_731 = l_mut_4975;
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
const uint32 l_6847 = l_arr_730[uint32(0)];
const bool l_6848 = l_6847 == uint32(0);
if (l_6848) {
l_mut_731 = uint32(2);
}
l_arr_10[l_mut_711] = l_mut_731;
const uint32 l_6849 = l_arr_10[l_mut_711];
const bool l_6850 = l_6849 == uint32(2);
if (l_6850) {
l_mut_284 = bool(false);
}
}
}
const bool l_6851 = l_mut_216 == uint32(4294967293);
if (l_6851) {
const uint32 l_6852 = l_arr_8[uint32(0)];
const uint32 l_6853 = l_6852 + uint32(1);
l_arr_8[uint32(0)] = l_6853;
} else {
if (l_mut_284) {
l_mut_3680 = l_699;
const bool l_6854 = l_mut_3680 < double(-17.0);
if (l_6854) {
l_mut_3680 = double(-17.0);
}
const bool l_6855 = l_mut_3680 > double(17.0);
if (l_6855) {
l_mut_3680 = double(17.0);
}
const double l_6856 = l_mut_3680 + double(16.0);
const double l_6857 = l_6856 + double(1.0);
const uint32 l_6858 = uint32(l_6857);
const uint32 l_6859 = uint32(2) + l_6858;
const uint32 l_6860 = l_arr_8[l_6859];
const uint32 l_6861 = l_6860 + uint32(1);
l_arr_8[l_6859] = l_6861;
const uint32 l_6862 = reinterpret_cast<uint32 const&>(l_26);
const uint32 l_6863 = l_6862 & uint32(2147483647);
const float l_6864 = reinterpret_cast<float const&>(l_6863);
const double l_6865 = double(l_6864);
l_mut_3680 = l_6865;
const bool l_6866 = l_6863 < uint32(8388608);
if (l_6866) {
const double l_6867 = double(l_6863);
const double l_6868 = l_6867 * double(1.401298464324817e-45);
l_mut_3680 = l_6868;
}
const uint64 l_6869 = reinterpret_cast<uint64 const&>(l_mut_3680);
const uint32 l_6870 = l_6862 >> uint32(31);
const uint64 l_6871 = uint64(l_6870);
const uint64 l_6872 = l_6871 << uint64(63);
const uint64 l_6873 = l_6869 | l_6872;
const double l_6874 = reinterpret_cast<double const&>(l_6873);
const double l_6875 = abs(l_mut_31);
const double l_6876 = l_mut_31 * double(0.0);
const double l_6877 = l_6876 + double(7.1362384635298e44);
l_mut_3680 = l_6877;
const bool l_6878 = l_6875 >= double(2.350988701644575e-38);
if (l_6878) {
const uint32 l_6879 = l_mut_216 & uint32(2147483647);
const float l_6880 = reinterpret_cast<float const&>(l_6879);
const double l_6881 = double(l_6880);
const uint32 l_6882 = l_6879 & uint32(2139095040);
const float l_6883 = reinterpret_cast<float const&>(l_6882);
const double l_6884 = double(l_6883);
const bool l_6885 = l_6881 > l_6875;
const uint32 l_6886 = l_6879 & uint32(8388607);
const bool l_6887 = l_6886 == uint32(0);
const bool l_6888 = l_6885 && l_6887;
const double l_6889 = l_6884 * double(1.1920928955078125e-7);
const double l_6890 = double(l_6888);
const double l_6891 = double(0.5) * l_6890;
const double l_6892 = double(1.0) - l_6891;
const double l_6893 = l_6889 * l_6892;
const double l_6894 = double(1.0) / l_6893;
l_mut_3680 = l_6894;
}
const double l_6895 = l_6874 - l_mut_31;
const double l_6896 = l_6895 * l_mut_3680;
const uint32 l_6897 = uint32(2) * uint32(0);
const uint32 l_6898 = uint32(45) + l_6897;
const double l_6899 = abs(l_6896);
const double l_6900 = l_arr_9[uint32(0)];
const double l_6901 = abs(l_6900);
const bool l_6902 = l_6899 > l_6901;
l_mut_848 = l_6902;
const bool l_6903 = uint32(0) == uint32(0);
if (l_6903) {
const double l_6904 = l_arr_9[uint32(0)];
const bool l_6905 = l_6896 < l_6904;
l_mut_848 = l_6905;
} else {
const bool l_6906 = uint32(0) == uint32(1);
if (l_6906) {
const double l_6907 = l_arr_9[uint32(0)];
const bool l_6908 = l_6896 > l_6907;
l_mut_848 = l_6908;
}
}
const uint32 l_6909 = l_arr_8[l_6898];
const bool l_6910 = l_6909 == uint32(4294967295);
const bool l_6911 = l_6910 || l_mut_848;
if (l_6911) {
l_arr_8[l_6898] = l_24;
const uint32 l_6912 = l_6898 + uint32(1);
l_arr_8[l_6912] = l_680;
l_arr_9[uint32(0)] = l_6896;
}
const uint32 l_6913 = uint32(2) * uint32(1);
const uint32 l_6914 = uint32(45) + l_6913;
const double l_6915 = abs(l_6896);
const double l_6916 = l_arr_9[uint32(1)];
const double l_6917 = abs(l_6916);
const bool l_6918 = l_6915 > l_6917;
l_mut_848 = l_6918;
const bool l_6919 = uint32(1) == uint32(0);
if (l_6919) {
const double l_6920 = l_arr_9[uint32(1)];
const bool l_6921 = l_6896 < l_6920;
l_mut_848 = l_6921;
} else {
const bool l_6922 = uint32(1) == uint32(1);
if (l_6922) {
const double l_6923 = l_arr_9[uint32(1)];
const bool l_6924 = l_6896 > l_6923;
l_mut_848 = l_6924;
}
}
const uint32 l_6925 = l_arr_8[l_6914];
const bool l_6926 = l_6925 == uint32(4294967295);
const bool l_6927 = l_6926 || l_mut_848;
if (l_6927) {
l_arr_8[l_6914] = l_24;
const uint32 l_6928 = l_6914 + uint32(1);
l_arr_8[l_6928] = l_680;
l_arr_9[uint32(1)] = l_6896;
}
const bool l_6929 = l_699 != double(0.0);
if (l_6929) {

for (uint32 l_mut_6930 = uint32(0); l_mut_6930 < uint32(8); ++l_mut_6930) {
const uint32 l_6931 = l_arr_10[l_mut_6930];
const bool l_6932 = l_6931 == uint32(1);
if (l_6932) {
const uint32 l_6933 = uint32(37) + l_mut_6930;
const uint32 l_6934 = l_arr_8[l_6933];
const uint32 l_6935 = l_6934 + uint32(1);
l_arr_8[l_6933] = l_6935;
const uint32 l_6936 = uint32(2) + l_mut_6930;
const uint32 l_6937 = uint32(2) * l_6936;
const uint32 l_6938 = uint32(45) + l_6937;
const double l_6939 = abs(l_6896);
const double l_6940 = l_arr_9[l_6936];
const double l_6941 = abs(l_6940);
const bool l_6942 = l_6939 > l_6941;
l_mut_848 = l_6942;
const bool l_6943 = l_6936 == uint32(0);
if (l_6943) {
const double l_6944 = l_arr_9[l_6936];
const bool l_6945 = l_6896 < l_6944;
l_mut_848 = l_6945;
} else {
const bool l_6946 = l_6936 == uint32(1);
if (l_6946) {
const double l_6947 = l_arr_9[l_6936];
const bool l_6948 = l_6896 > l_6947;
l_mut_848 = l_6948;
}
}
const uint32 l_6949 = l_arr_8[l_6938];
const bool l_6950 = l_6949 == uint32(4294967295);
const bool l_6951 = l_6950 || l_mut_848;
if (l_6951) {
l_arr_8[l_6938] = l_24;
const uint32 l_6952 = l_6938 + uint32(1);
l_arr_8[l_6952] = l_680;
l_arr_9[l_6936] = l_6896;
}
}
}
}
} else {
const uint32 l_6953 = l_arr_8[uint32(1)];
const uint32 l_6954 = l_2 + l_6953;
const uint32 l_6955 = l_6954 * uint32(2);
const uint32 l_7103 = info.static_meta[uint32(7)];
const uint32 l_7104 = l_7103 * uint32(1);
const bool l_7105 = l_6955 < l_7104;
if (l_7105) {
buffer_7[l_6955] = l_24;
}
const uint32 l_6956 = l_6955 + uint32(1);
const uint32 l_7106 = info.static_meta[uint32(7)];
const uint32 l_7107 = l_7106 * uint32(1);
const bool l_7108 = l_6956 < l_7107;
if (l_7108) {
buffer_7[l_6956] = l_680;
}
const uint32 l_6957 = l_arr_8[uint32(1)];
const uint32 l_6958 = l_6957 + uint32(1);
l_arr_8[uint32(1)] = l_6958;
}
}
}

for (uint32 l_mut_6959 = uint32(0); l_mut_6959 < uint32(65); ++l_mut_6959) {
const uint32 l_6960 = idxGlobal * uint32(65);
const uint32 l_6961 = l_6960 + l_mut_6959;
const uint32 l_6962 = l_arr_8[l_mut_6959];
const uint32 l_7109 = info.static_meta[uint32(5)];
const uint32 l_7110 = l_7109 * uint32(1);
const bool l_7111 = l_6961 < l_7110;
if (l_7111) {
buffer_5[l_6961] = l_6962;
}
}

for (uint32 l_mut_6963 = uint32(0); l_mut_6963 < uint32(10); ++l_mut_6963) {
const uint32 l_6964 = idxGlobal * uint32(10);
const uint32 l_6965 = l_6964 + l_mut_6963;
const double l_6966 = l_arr_9[l_mut_6963];
const uint32 l_7112 = info.static_meta[uint32(6)];
const uint32 l_7113 = l_7112 * uint32(1);
const bool l_7114 = l_6965 < l_7113;
if (l_7114) {
buffer_6[l_6965] = l_6966;
}
}
}

}
