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

uint32 l_arr_384[1];

uint32 l_arr_10[8];

bool l_mut_101;
bool l_mut_451;
bool l_mut_454;
bool l_mut_457;
bool l_mut_460;
double l_mut_214;
double l_mut_25;
double l_mut_29;
double l_mut_34;
double l_mut_49;
float l_mut_22;
int32 l_mut_159;
uint32 l_mut_35;
uint32 l_mut_385;
uint32 l_mut_401;
uint32 l_mut_430;
uint64 l_mut_115;
uint64 l_mut_144;
uint64 l_mut_156;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1059 = info.static_meta[uint32(7)];
const uint32 l_1060 = l_1059 * uint32(1);
const bool l_1061 = uint32(0) < l_1060;
if (l_1061) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1045 = info.static_meta[uint32(0)];
const uint32 l_1046 = l_1045 * uint32(1);
const bool l_1047 = uint32(1) < l_1046;
const uint32 l_1048 = l_1046 - uint32(1);
const uint32 l_1049 = min(uint32(1), l_1048);
const uint32 l_1050 = buffer_0[l_1049];
const uint32 l_1051 = (l_1047) ? l_1050 : uint32(0);
const uint32 l_1 = l_1051;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1052 = info.static_meta[uint32(0)];
const uint32 l_1053 = l_1052 * uint32(1);
const bool l_1054 = uint32(2) < l_1053;
const uint32 l_1055 = l_1053 - uint32(1);
const uint32 l_1056 = min(uint32(2), l_1055);
const uint32 l_1057 = buffer_0[l_1056];
const uint32 l_1058 = (l_1054) ? l_1057 : uint32(0);
const uint32 l_3 = l_1058;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1062 = info.static_meta[uint32(0)];
const uint32 l_1063 = l_1062 * uint32(1);
const bool l_1064 = uint32(2) < l_1063;
const uint32 l_1065 = l_1063 - uint32(1);
const uint32 l_1066 = min(uint32(2), l_1065);
const uint32 l_1067 = buffer_0[l_1066];
const uint32 l_1068 = (l_1064) ? l_1067 : uint32(0);
const uint32 l_6 = l_1068;
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
const uint32 l_1069 = info.static_meta[uint32(0)];
const uint32 l_1070 = l_1069 * uint32(1);
const bool l_1071 = uint32(0) < l_1070;
const uint32 l_1072 = l_1070 - uint32(1);
const uint32 l_1073 = min(uint32(0), l_1072);
const uint32 l_1074 = buffer_0[l_1073];
const uint32 l_1075 = (l_1071) ? l_1074 : uint32(0);
const uint32 l_19 = l_1075;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = sin(l_21);
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
if (l_98) {
l_mut_49 = l_96;
}
const bool l_102 = bool(true) && l_45;
if (l_102) {
const bool l_103 = !l_mut_101;
l_mut_101 = l_103;
}
if (l_mut_101) {
const double l_104 = -l_mut_49;
l_mut_49 = l_104;
}
l_mut_29 = l_mut_49;
} else {
const bool l_105 = l_27 < uint32(2139095040);
if (l_105) {
const uint32 l_106 = l_27 & uint32(8388607);
const uint32 l_107 = l_106 | uint32(8388608);
const uint64 l_108 = uint64(l_107);
const uint32 l_109 = l_27 >> uint32(23);
const uint32 l_110 = l_109 * uint32(4);
const uint32 l_111 = l_110 + uint32(3);
const uint32 l_1076 = info.static_meta[uint32(3)];
const uint32 l_1077 = l_1076 * uint32(1);
const bool l_1078 = l_111 < l_1077;
const uint32 l_1079 = l_1077 - uint32(1);
const uint32 l_1080 = min(l_111, l_1079);
const uint32 l_1081 = buffer_3[l_1080];
const uint32 l_1082 = (l_1078) ? l_1081 : uint32(0);
const uint32 l_112 = l_1082;
const uint64 l_113 = uint64(l_112);
const uint64 l_114 = l_108 * l_113;
l_mut_115 = l_114;
const uint64 l_116 = l_mut_115 & uint64(4294967295);
const uint64 l_117 = l_mut_115 >> uint64(32);
const uint32 l_118 = l_110 + uint32(2);
const uint32 l_1083 = info.static_meta[uint32(3)];
const uint32 l_1084 = l_1083 * uint32(1);
const bool l_1085 = l_118 < l_1084;
const uint32 l_1086 = l_1084 - uint32(1);
const uint32 l_1087 = min(l_118, l_1086);
const uint32 l_1088 = buffer_3[l_1087];
const uint32 l_1089 = (l_1085) ? l_1088 : uint32(0);
const uint32 l_119 = l_1089;
const uint64 l_120 = uint64(l_119);
const uint64 l_121 = l_108 * l_120;
const uint64 l_122 = l_117 + l_121;
l_mut_115 = l_122;
const uint64 l_123 = l_mut_115 & uint64(4294967295);
const uint64 l_124 = l_mut_115 >> uint64(32);
const uint32 l_125 = l_110 + uint32(1);
const uint32 l_1090 = info.static_meta[uint32(3)];
const uint32 l_1091 = l_1090 * uint32(1);
const bool l_1092 = l_125 < l_1091;
const uint32 l_1093 = l_1091 - uint32(1);
const uint32 l_1094 = min(l_125, l_1093);
const uint32 l_1095 = buffer_3[l_1094];
const uint32 l_1096 = (l_1092) ? l_1095 : uint32(0);
const uint32 l_126 = l_1096;
const uint64 l_127 = uint64(l_126);
const uint64 l_128 = l_108 * l_127;
const uint64 l_129 = l_124 + l_128;
l_mut_115 = l_129;
const uint64 l_130 = l_mut_115 & uint64(4294967295);
const uint64 l_131 = l_mut_115 >> uint64(32);
const uint32 l_1097 = info.static_meta[uint32(3)];
const uint32 l_1098 = l_1097 * uint32(1);
const bool l_1099 = l_110 < l_1098;
const uint32 l_1100 = l_1098 - uint32(1);
const uint32 l_1101 = min(l_110, l_1100);
const uint32 l_1102 = buffer_3[l_1101];
const uint32 l_1103 = (l_1099) ? l_1102 : uint32(0);
const uint32 l_132 = l_1103;
const uint64 l_133 = uint64(l_132);
const uint64 l_134 = l_108 * l_133;
const uint64 l_135 = l_131 + l_134;
l_mut_115 = l_135;
const uint64 l_136 = l_mut_115 >> uint64(29);
const uint64 l_137 = l_136 & uint64(3);
const uint32 l_138 = uint32(l_137);
l_mut_35 = l_138;
const uint64 l_139 = l_mut_115 & uint64(536870911);
const uint64 l_140 = l_139 << uint64(32);
const uint64 l_141 = l_140 | l_130;
l_mut_115 = l_141;
const uint64 l_142 = l_123 << uint64(32);
const uint64 l_143 = l_142 | l_116;
l_mut_144 = l_143;
const bool l_145 = l_mut_115 >= uint64(1152921504606846976);
if (l_145) {
const uint32 l_146 = l_mut_35 + uint32(1);
const uint32 l_147 = l_146 & uint32(3);
l_mut_35 = l_147;
const bool l_148 = l_mut_144 != uint64(0);
const uint64 l_149 = uint64(l_148);
const uint64 l_150 = uint64(0) - l_mut_144;
l_mut_144 = l_150;
const uint64 l_151 = uint64(2305843009213693952) - l_mut_115;
const uint64 l_152 = l_151 - l_149;
l_mut_115 = l_152;
}
const uint32 l_153 = uint32(__clzll(int64(l_mut_144)));
const uint64 l_154 = uint64(l_153);
const uint64 l_155 = l_mut_144 << l_154;
l_mut_156 = l_155;
const int32 l_157 = int32(l_153);
const int32 l_158 = int32(0) - l_157;
l_mut_159 = l_158;
const bool l_160 = l_mut_115 != uint64(0);
if (l_160) {
const uint32 l_161 = uint32(__clzll(int64(l_mut_115)));
const uint64 l_162 = uint64(l_161);
const uint64 l_163 = l_mut_115 << l_162;
const uint32 l_164 = uint32(64) - l_161;
const uint64 l_165 = uint64(l_164);
const uint64 l_166 = l_mut_144 >> l_165;
const uint64 l_167 = l_163 | l_166;
l_mut_156 = l_167;
const int32 l_168 = int32(l_161);
const int32 l_169 = int32(64) - l_168;
l_mut_159 = l_169;
}
const uint64 l_170 = l_mut_156 >> uint64(32);
const uint64 l_171 = l_mut_156 & uint64(4294967295);
const uint64 l_172 = l_170 * uint64(560513588);
const uint64 l_173 = l_171 * uint64(3373259426);
const uint64 l_174 = l_171 * uint64(560513588);
const uint64 l_175 = l_174 >> uint64(32);
const uint64 l_176 = l_172 & uint64(4294967295);
const uint64 l_177 = l_175 + l_176;
const uint64 l_178 = l_173 & uint64(4294967295);
const uint64 l_179 = l_177 + l_178;
const uint64 l_180 = l_170 * uint64(3373259426);
const uint64 l_181 = l_172 >> uint64(32);
const uint64 l_182 = l_180 + l_181;
const uint64 l_183 = l_173 >> uint64(32);
const uint64 l_184 = l_182 + l_183;
const uint64 l_185 = l_179 >> uint64(32);
const uint64 l_186 = l_184 + l_185;
l_mut_156 = l_186;
const int32 l_187 = l_mut_159 - int32(124);
l_mut_159 = l_187;
const bool l_188 = l_mut_156 < uint64(9223372036854775808);
if (l_188) {
const uint64 l_189 = l_mut_156 << uint64(1);
const uint64 l_190 = l_179 >> uint64(31);
const uint64 l_191 = l_190 & uint64(1);
const uint64 l_192 = l_189 | l_191;
l_mut_156 = l_192;
l_mut_159 = l_mut_159 - int32(1);
}
const uint64 l_193 = l_mut_156 >> uint64(11);
const double l_194 = double(l_193);
const int32 l_195 = l_mut_159 + int32(11);
const int32 l_196 = l_195 + int32(1023);
const uint64 l_197 = uint64(l_196);
const uint64 l_198 = l_197 << uint64(52);
const double l_199 = reinterpret_cast<double const&>(l_198);
const double l_200 = l_194 * l_199;
l_mut_49 = l_200;
const uint64 l_201 = l_mut_156 & uint64(2047);
const double l_202 = double(l_201);
const int32 l_203 = l_mut_159 + int32(1023);
const uint64 l_204 = uint64(l_203);
const uint64 l_205 = l_204 << uint64(52);
const double l_206 = reinterpret_cast<double const&>(l_205);
const double l_207 = l_202 * l_206;
l_mut_34 = l_207;
if (l_145) {
const double l_208 = -l_mut_49;
l_mut_49 = l_208;
const double l_209 = -l_mut_34;
l_mut_34 = l_209;
}
const bool l_210 = l_26 >= uint32(2147483648);
const double l_211 = l_mut_49 * l_mut_49;
const double l_212 = l_211 * double(1.9572941063391263e-20);
const double l_213 = double(8.22063524662433e-18) - l_212;
l_mut_214 = l_213;
const double l_215 = l_mut_214 * l_211;
const double l_216 = l_215 - double(2.8114572543455206e-15);
l_mut_214 = l_216;
const double l_217 = l_mut_214 * l_211;
const double l_218 = l_217 + double(7.647163731819816e-13);
l_mut_214 = l_218;
const double l_219 = l_mut_214 * l_211;
const double l_220 = l_219 - double(1.6059043836821613e-10);
l_mut_214 = l_220;
const double l_221 = l_mut_214 * l_211;
const double l_222 = l_221 + double(2.505210838544172e-8);
l_mut_214 = l_222;
const double l_223 = l_mut_214 * l_211;
const double l_224 = l_223 - double(2.7557319223985893e-6);
l_mut_214 = l_224;
const double l_225 = l_mut_214 * l_211;
const double l_226 = l_225 + double(0.0001984126984126984);
l_mut_214 = l_226;
const double l_227 = l_mut_214 * l_211;
const double l_228 = l_227 - double(0.008333333333333333);
l_mut_214 = l_228;
const double l_229 = l_mut_214 * l_211;
const double l_230 = l_229 + double(0.16666666666666666);
l_mut_214 = l_230;
const double l_231 = double(0.5) * l_211;
const double l_232 = double(1.0) - l_231;
const double l_233 = l_mut_34 * l_232;
const double l_234 = l_mut_49 * l_211;
const double l_235 = l_234 * l_mut_214;
const double l_236 = l_233 - l_235;
const double l_237 = l_mut_49 + l_236;
const double l_238 = l_mut_49 * l_mut_49;
const double l_239 = l_238 * double(4.110317623312165e-19);
const double l_240 = l_239 - double(1.5619206968586225e-16);
l_mut_214 = l_240;
const double l_241 = l_mut_214 * l_238;
const double l_242 = l_241 + double(4.779477332387385e-14);
l_mut_214 = l_242;
const double l_243 = l_mut_214 * l_238;
const double l_244 = l_243 - double(1.1470745597729725e-11);
l_mut_214 = l_244;
const double l_245 = l_mut_214 * l_238;
const double l_246 = l_245 + double(2.08767569878681e-9);
l_mut_214 = l_246;
const double l_247 = l_mut_214 * l_238;
const double l_248 = l_247 - double(2.755731922398589e-7);
l_mut_214 = l_248;
const double l_249 = l_mut_214 * l_238;
const double l_250 = l_249 + double(2.48015873015873e-5);
l_mut_214 = l_250;
const double l_251 = l_mut_214 * l_238;
const double l_252 = l_251 - double(0.001388888888888889);
l_mut_214 = l_252;
const double l_253 = l_mut_214 * l_238;
const double l_254 = l_253 + double(0.041666666666666664);
l_mut_214 = l_254;
const double l_255 = double(0.5) * l_238;
const double l_256 = double(1.0) - l_255;
const double l_257 = l_238 * l_238;
const double l_258 = l_257 * l_mut_214;
const double l_259 = l_mut_34 * l_mut_49;
const double l_260 = l_258 - l_259;
const double l_261 = l_256 + l_260;
const uint32 l_262 = l_mut_35 & uint32(1);
const bool l_263 = l_262 == uint32(1);
l_mut_214 = l_237;
const uint32 l_264 = l_mut_35 & uint32(2);
const bool l_265 = l_264 != uint32(0);
l_mut_101 = l_265;
if (l_263) {
l_mut_214 = l_261;
}
const bool l_266 = bool(true) && l_210;
if (l_266) {
const bool l_267 = !l_mut_101;
l_mut_101 = l_267;
}
if (l_mut_101) {
const double l_268 = -l_mut_214;
l_mut_214 = l_268;
}
l_mut_29 = l_mut_214;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = uint32(4294967294);
const uint32 l_269 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_270 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_271 = l_270 & uint32(2139095040);
const bool l_272 = l_271 != uint32(2139095040);
const bool l_273 = l_271 == uint32(0);
const uint32 l_274 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_275 = l_274 & uint32(8388607);
const bool l_276 = l_275 != uint32(0);
const bool l_277 = l_273 && l_276;
const double l_278 = abs(l_mut_25);
const bool l_279 = l_mut_25 < double(0.0);
const uint32 l_280 = uint32(l_279);
const uint32 l_281 = uint32(2147483648) * l_280;
if (l_277) {
} else {
const bool l_282 = isnan(l_mut_25);
if (l_282) {
const uint32 l_283 = l_269 & uint32(2147483647);
const bool l_284 = l_283 > uint32(2139095040);
if (l_284) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_285 = l_278 >= double(3.402823669209385e38);
const bool l_286 = !l_272;
const bool l_287 = l_278 == double(0.0);
const bool l_288 = l_286 && l_287;
const bool l_289 = l_285 || l_288;
if (l_289) {
const bool l_290 = l_278 >= double(3.402823669209385e38);
const uint32 l_291 = uint32(l_290);
const uint32 l_292 = uint32(2139095040) * l_291;
const uint32 l_293 = l_292 | l_281;
const bool l_294 = l_269 == l_293;
const uint32 l_295 = l_269 | l_293;
const uint32 l_296 = l_295 & uint32(2147483647);
const bool l_297 = l_296 == uint32(0);
const bool l_298 = l_294 || l_297;
if (l_298) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_299 = l_278 >= double(2.350988701644575e-38);
const bool l_300 = l_272 && l_299;
const bool l_301 = l_278 < double(3.4028234663852886e38);
const bool l_302 = l_300 && l_301;
if (l_302) {
const float l_303 = float(l_278);
const uint32 l_304 = reinterpret_cast<uint32 const&>(l_303);
const float l_305 = reinterpret_cast<float const&>(l_304);
const double l_306 = double(l_305);
const double l_307 = l_278 - l_306;
const uint32 l_308 = l_304 + uint32(1);
const bool l_309 = l_307 < double(0.0);
const uint32 l_310 = uint32(l_309);
const uint32 l_311 = uint32(2) * l_310;
const uint32 l_312 = l_308 - l_311;
const float l_313 = reinterpret_cast<float const&>(l_312);
const double l_314 = double(l_313);
const double l_315 = l_314 - l_306;
const double l_316 = abs(l_315);
const double l_317 = l_316 * double(0.5);
const double l_318 = abs(l_307);
const double l_319 = l_317 - l_318;
const double l_320 = l_278 * double(9.094947017729282e-13);
const bool l_321 = l_319 > l_320;
if (l_321) {
const uint32 l_322 = l_304 | l_281;
l_mut_35 = l_322;
}
} else {
const bool l_323 = l_278 < double(2.350988701644575e-38);
const bool l_324 = l_272 && l_323;
if (l_324) {
const double l_325 = l_278 * double(7.1362384635298e44);
const double l_326 = floor(l_325);
const double l_327 = l_325 - l_326;
const double l_328 = l_327 - double(0.5);
const double l_329 = abs(l_328);
const double l_330 = l_325 * double(9.094947017729282e-13);
const bool l_331 = l_329 > l_330;
if (l_331) {
const bool l_332 = l_327 > double(0.5);
const double l_333 = double(l_332);
const double l_334 = l_326 + l_333;
const uint32 l_335 = uint32(l_334);
const uint32 l_336 = l_335 | l_281;
l_mut_35 = l_336;
}
}
}
}
}
}
const uint32 l_337 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_338 = l_337 & uint32(2139095040);
const bool l_339 = l_338 != uint32(2139095040);
const uint32 l_340 = l_337 & uint32(2147483647);
const bool l_341 = l_340 == uint32(0);
const uint32 l_342 = l_337 & uint32(2147483647);
const double l_343 = double(l_342);
const uint32 l_344 = l_337 >> uint32(31);
const double l_345 = double(l_344);
const double l_346 = double(2.0) * l_345;
const double l_347 = double(1.0) - l_346;
const double l_348 = l_343 * l_347;
const uint32 l_349 = l_mut_35 & uint32(2147483647);
const double l_350 = double(l_349);
const uint32 l_351 = l_mut_35 >> uint32(31);
const double l_352 = double(l_351);
const double l_353 = double(2.0) * l_352;
const double l_354 = double(1.0) - l_353;
const double l_355 = l_350 * l_354;
const double l_356 = l_348 - l_355;
const bool l_357 = l_mut_35 < uint32(4294967293);
const bool l_358 = l_356 == double(0.0);
const bool l_359 = !l_341;
const bool l_360 = l_339 && l_359;
const bool l_361 = l_358 || l_360;
const bool l_362 = l_357 && l_361;
l_mut_101 = l_362;
const bool l_363 = l_356 != double(0.0);
const bool l_364 = l_mut_101 && l_363;
if (l_364) {

for (uint32 l_mut_365 = uint32(0); l_mut_365 < uint32(8); ++l_mut_365) {
const uint32 l_366 = uint32(2) * l_mut_365;
const uint32 l_1104 = info.static_meta[uint32(1)];
const uint32 l_1105 = l_1104 * uint32(1);
const bool l_1106 = l_366 < l_1105;
const uint32 l_1107 = l_1105 - uint32(1);
const uint32 l_1108 = min(l_366, l_1107);
const uint32 l_1109 = buffer_1[l_1108];
const uint32 l_1110 = (l_1106) ? l_1109 : uint32(0);
const uint32 l_367 = l_1110;
const uint32 l_368 = uint32(2) * l_mut_365;
const uint32 l_369 = l_368 + uint32(1);
const uint32 l_1111 = info.static_meta[uint32(1)];
const uint32 l_1112 = l_1111 * uint32(1);
const bool l_1113 = l_369 < l_1112;
const uint32 l_1114 = l_1112 - uint32(1);
const uint32 l_1115 = min(l_369, l_1114);
const uint32 l_1116 = buffer_1[l_1115];
const uint32 l_1117 = (l_1113) ? l_1116 : uint32(0);
const uint32 l_370 = l_1117;
const bool l_371 = l_370 != uint32(0);
const uint32 l_372 = l_mut_365 * uint32(4);
const uint32 l_1118 = info.static_meta[uint32(2)];
const uint32 l_1119 = l_1118 * uint32(1);
const bool l_1120 = l_372 < l_1119;
const uint32 l_1121 = l_1119 - uint32(1);
const uint32 l_1122 = min(l_372, l_1121);
const double l_1123 = buffer_2[l_1122];
const double l_1124 = (l_1120) ? l_1123 : double(0.0);
const double l_373 = l_1124;
const uint32 l_374 = l_mut_365 * uint32(4);
const uint32 l_375 = l_374 + uint32(1);
const uint32 l_1125 = info.static_meta[uint32(2)];
const uint32 l_1126 = l_1125 * uint32(1);
const bool l_1127 = l_375 < l_1126;
const uint32 l_1128 = l_1126 - uint32(1);
const uint32 l_1129 = min(l_375, l_1128);
const double l_1130 = buffer_2[l_1129];
const double l_1131 = (l_1127) ? l_1130 : double(0.0);
const double l_376 = l_1131;
const uint32 l_377 = l_mut_365 * uint32(4);
const uint32 l_378 = l_377 + uint32(2);
const uint32 l_1132 = info.static_meta[uint32(2)];
const uint32 l_1133 = l_1132 * uint32(1);
const bool l_1134 = l_378 < l_1133;
const uint32 l_1135 = l_1133 - uint32(1);
const uint32 l_1136 = min(l_378, l_1135);
const double l_1137 = buffer_2[l_1136];
const double l_1138 = (l_1134) ? l_1137 : double(0.0);
const double l_379 = l_1138;
const double l_380 = double(l_21);
const double l_381 = abs(l_380);
const double l_382 = abs(l_mut_25);
const double l_383 = l_382 * double(1.4551915228366852e-11);
l_arr_384[uint32(0)] = uint32(1);
l_mut_385 = uint32(2);
const bool l_386 = l_367 == uint32(0);
if (l_386) {
l_mut_385 = uint32(0);
} else {
const bool l_387 = l_367 == uint32(1);
if (l_387) {
l_mut_385 = uint32(1);
const double l_388 = abs(l_356);
const bool l_389 = l_388 <= l_373;
if (l_389) {
l_mut_385 = uint32(0);
}
} else {
const bool l_390 = l_367 == uint32(2);
if (l_390) {
const double l_391 = abs(l_mut_25);
l_mut_214 = double(1.401298464324817e-45);
const bool l_392 = l_391 >= double(1.1754943508222875e-38);
const bool l_393 = l_391 <= double(1.7976931348623157e308);
const bool l_394 = l_392 && l_393;
if (l_394) {
const uint64 l_395 = reinterpret_cast<uint64 const&>(l_391);
const uint64 l_396 = l_395 >> uint64(52);
const uint64 l_397 = l_396 - uint64(23);
const uint64 l_398 = l_397 << uint64(52);
const double l_399 = reinterpret_cast<double const&>(l_398);
l_mut_214 = l_399;
}
const double l_400 = l_373 * l_mut_214;
l_mut_401 = uint32(2);
const double l_402 = l_mut_25 - l_383;
const double l_403 = abs(l_402);
l_mut_214 = double(1.401298464324817e-45);
const bool l_404 = l_403 >= double(1.1754943508222875e-38);
const bool l_405 = l_403 <= double(1.7976931348623157e308);
const bool l_406 = l_404 && l_405;
if (l_406) {
const uint64 l_407 = reinterpret_cast<uint64 const&>(l_403);
const uint64 l_408 = l_407 >> uint64(52);
const uint64 l_409 = l_408 - uint64(23);
const uint64 l_410 = l_409 << uint64(52);
const double l_411 = reinterpret_cast<double const&>(l_410);
l_mut_214 = l_411;
}
const double l_412 = l_mut_25 + l_383;
const double l_413 = abs(l_412);
l_mut_49 = double(1.401298464324817e-45);
const bool l_414 = l_413 >= double(1.1754943508222875e-38);
const bool l_415 = l_413 <= double(1.7976931348623157e308);
const bool l_416 = l_414 && l_415;
if (l_416) {
const uint64 l_417 = reinterpret_cast<uint64 const&>(l_413);
const uint64 l_418 = l_417 >> uint64(52);
const uint64 l_419 = l_418 - uint64(23);
const uint64 l_420 = l_419 << uint64(52);
const double l_421 = reinterpret_cast<double const&>(l_420);
l_mut_49 = l_421;
}
const bool l_422 = l_mut_214 == l_mut_49;
if (l_422) {
const double l_423 = l_400 * double(1.4551915228366852e-11);
const double l_424 = l_383 + l_423;
const double l_425 = l_mut_25 - l_400;
const double l_426 = l_mut_25 + l_400;
const double l_427 = double(l_mut_22);
const uint32 l_428 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_429 = l_428 + uint32(1);
l_mut_430 = l_429;
const uint32 l_431 = l_428 & uint32(2147483647);
const bool l_432 = l_431 == uint32(0);
if (l_432) {
l_mut_430 = uint32(1);
} else {
const uint32 l_433 = l_428 & uint32(2147483648);
const bool l_434 = l_433 != uint32(0);
if (l_434) {
const uint32 l_435 = l_428 - uint32(1);
l_mut_430 = l_435;
}
}
const float l_436 = reinterpret_cast<float const&>(l_mut_430);
const double l_437 = double(l_436);
const float l_438 = -l_mut_22;
const uint32 l_439 = reinterpret_cast<uint32 const&>(l_438);
const uint32 l_440 = l_439 + uint32(1);
l_mut_430 = l_440;
const uint32 l_441 = l_439 & uint32(2147483647);
const bool l_442 = l_441 == uint32(0);
if (l_442) {
l_mut_430 = uint32(1);
} else {
const uint32 l_443 = l_439 & uint32(2147483648);
const bool l_444 = l_443 != uint32(0);
if (l_444) {
const uint32 l_445 = l_439 - uint32(1);
l_mut_430 = l_445;
}
}
const float l_446 = reinterpret_cast<float const&>(l_mut_430);
const float l_447 = -l_446;
const double l_448 = double(l_447);
const double l_449 = l_425 + l_424;
const bool l_450 = l_449 <= l_427;
l_mut_451 = l_450;
const double l_452 = l_425 - l_424;
const bool l_453 = l_452 > l_427;
l_mut_454 = l_453;
const double l_455 = l_426 - l_424;
const bool l_456 = l_455 >= l_427;
l_mut_457 = l_456;
const double l_458 = l_426 + l_424;
const bool l_459 = l_458 < l_427;
l_mut_460 = l_459;
if (l_371) {
const double l_461 = l_425 + l_424;
const bool l_462 = l_461 < l_437;
l_mut_451 = l_462;
const double l_463 = l_425 - l_424;
const bool l_464 = l_463 >= l_437;
l_mut_454 = l_464;
const double l_465 = l_426 - l_424;
const bool l_466 = l_465 > l_448;
l_mut_457 = l_466;
const double l_467 = l_426 + l_424;
const bool l_468 = l_467 <= l_448;
l_mut_460 = l_468;
}
l_mut_430 = uint32(2);
const bool l_469 = l_mut_454 || l_mut_460;
if (l_469) {
l_mut_430 = uint32(1);
} else {
const bool l_470 = l_mut_451 && l_mut_457;
if (l_470) {
l_mut_430 = uint32(0);
}
}
l_mut_401 = l_mut_430;
}
l_mut_385 = l_mut_401;
} else {
const bool l_471 = l_367 == uint32(3);
if (l_471) {
l_mut_385 = uint32(0);
const bool l_472 = l_381 >= double(1.1754943508222875e-38);
const bool l_473 = l_381 <= double(8.507059173023462e37);
const bool l_474 = l_472 && l_473;
if (l_474) {
const double l_475 = abs(l_mut_25);
l_mut_214 = double(1.401298464324817e-45);
const bool l_476 = l_475 >= double(1.1754943508222875e-38);
const bool l_477 = l_475 <= double(1.7976931348623157e308);
const bool l_478 = l_476 && l_477;
if (l_478) {
const uint64 l_479 = reinterpret_cast<uint64 const&>(l_475);
const uint64 l_480 = l_479 >> uint64(52);
const uint64 l_481 = l_480 - uint64(23);
const uint64 l_482 = l_481 << uint64(52);
const double l_483 = reinterpret_cast<double const&>(l_482);
l_mut_214 = l_483;
}
const double l_484 = l_373 * l_mut_214;
l_mut_430 = uint32(2);
const double l_485 = l_mut_25 - l_383;
const double l_486 = abs(l_485);
l_mut_214 = double(1.401298464324817e-45);
const bool l_487 = l_486 >= double(1.1754943508222875e-38);
const bool l_488 = l_486 <= double(1.7976931348623157e308);
const bool l_489 = l_487 && l_488;
if (l_489) {
const uint64 l_490 = reinterpret_cast<uint64 const&>(l_486);
const uint64 l_491 = l_490 >> uint64(52);
const uint64 l_492 = l_491 - uint64(23);
const uint64 l_493 = l_492 << uint64(52);
const double l_494 = reinterpret_cast<double const&>(l_493);
l_mut_214 = l_494;
}
const double l_495 = l_mut_25 + l_383;
const double l_496 = abs(l_495);
l_mut_49 = double(1.401298464324817e-45);
const bool l_497 = l_496 >= double(1.1754943508222875e-38);
const bool l_498 = l_496 <= double(1.7976931348623157e308);
const bool l_499 = l_497 && l_498;
if (l_499) {
const uint64 l_500 = reinterpret_cast<uint64 const&>(l_496);
const uint64 l_501 = l_500 >> uint64(52);
const uint64 l_502 = l_501 - uint64(23);
const uint64 l_503 = l_502 << uint64(52);
const double l_504 = reinterpret_cast<double const&>(l_503);
l_mut_49 = l_504;
}
const bool l_505 = l_mut_214 == l_mut_49;
if (l_505) {
const double l_506 = l_484 * double(1.4551915228366852e-11);
const double l_507 = l_383 + l_506;
const double l_508 = l_mut_25 - l_484;
const double l_509 = l_mut_25 + l_484;
const double l_510 = double(l_mut_22);
const uint32 l_511 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_512 = l_511 + uint32(1);
l_mut_401 = l_512;
const uint32 l_513 = l_511 & uint32(2147483647);
const bool l_514 = l_513 == uint32(0);
if (l_514) {
l_mut_401 = uint32(1);
} else {
const uint32 l_515 = l_511 & uint32(2147483648);
const bool l_516 = l_515 != uint32(0);
if (l_516) {
const uint32 l_517 = l_511 - uint32(1);
l_mut_401 = l_517;
}
}
const float l_518 = reinterpret_cast<float const&>(l_mut_401);
const double l_519 = double(l_518);
const float l_520 = -l_mut_22;
const uint32 l_521 = reinterpret_cast<uint32 const&>(l_520);
const uint32 l_522 = l_521 + uint32(1);
l_mut_401 = l_522;
const uint32 l_523 = l_521 & uint32(2147483647);
const bool l_524 = l_523 == uint32(0);
if (l_524) {
l_mut_401 = uint32(1);
} else {
const uint32 l_525 = l_521 & uint32(2147483648);
const bool l_526 = l_525 != uint32(0);
if (l_526) {
const uint32 l_527 = l_521 - uint32(1);
l_mut_401 = l_527;
}
}
const float l_528 = reinterpret_cast<float const&>(l_mut_401);
const float l_529 = -l_528;
const double l_530 = double(l_529);
const double l_531 = l_508 + l_507;
const bool l_532 = l_531 <= l_510;
l_mut_460 = l_532;
const double l_533 = l_508 - l_507;
const bool l_534 = l_533 > l_510;
l_mut_457 = l_534;
const double l_535 = l_509 - l_507;
const bool l_536 = l_535 >= l_510;
l_mut_454 = l_536;
const double l_537 = l_509 + l_507;
const bool l_538 = l_537 < l_510;
l_mut_451 = l_538;
if (l_371) {
const double l_539 = l_508 + l_507;
const bool l_540 = l_539 < l_519;
l_mut_460 = l_540;
const double l_541 = l_508 - l_507;
const bool l_542 = l_541 >= l_519;
l_mut_457 = l_542;
const double l_543 = l_509 - l_507;
const bool l_544 = l_543 > l_530;
l_mut_454 = l_544;
const double l_545 = l_509 + l_507;
const bool l_546 = l_545 <= l_530;
l_mut_451 = l_546;
}
l_mut_401 = uint32(2);
const bool l_547 = l_mut_457 || l_mut_451;
if (l_547) {
l_mut_401 = uint32(1);
} else {
const bool l_548 = l_mut_460 && l_mut_454;
if (l_548) {
l_mut_401 = uint32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
}
} else {
const bool l_549 = l_367 == uint32(4);
if (l_549) {
const double l_550 = l_376 * l_381;
const double l_551 = l_373 + l_550;
const double l_552 = abs(l_mut_25);
l_mut_214 = double(1.401298464324817e-45);
const bool l_553 = l_552 >= double(1.1754943508222875e-38);
const bool l_554 = l_552 <= double(1.7976931348623157e308);
const bool l_555 = l_553 && l_554;
if (l_555) {
const uint64 l_556 = reinterpret_cast<uint64 const&>(l_552);
const uint64 l_557 = l_556 >> uint64(52);
const uint64 l_558 = l_557 - uint64(23);
const uint64 l_559 = l_558 << uint64(52);
const double l_560 = reinterpret_cast<double const&>(l_559);
l_mut_214 = l_560;
}
const double l_561 = l_551 * l_mut_214;
l_mut_430 = uint32(2);
const double l_562 = l_mut_25 - l_383;
const double l_563 = abs(l_562);
l_mut_214 = double(1.401298464324817e-45);
const bool l_564 = l_563 >= double(1.1754943508222875e-38);
const bool l_565 = l_563 <= double(1.7976931348623157e308);
const bool l_566 = l_564 && l_565;
if (l_566) {
const uint64 l_567 = reinterpret_cast<uint64 const&>(l_563);
const uint64 l_568 = l_567 >> uint64(52);
const uint64 l_569 = l_568 - uint64(23);
const uint64 l_570 = l_569 << uint64(52);
const double l_571 = reinterpret_cast<double const&>(l_570);
l_mut_214 = l_571;
}
const double l_572 = l_mut_25 + l_383;
const double l_573 = abs(l_572);
l_mut_49 = double(1.401298464324817e-45);
const bool l_574 = l_573 >= double(1.1754943508222875e-38);
const bool l_575 = l_573 <= double(1.7976931348623157e308);
const bool l_576 = l_574 && l_575;
if (l_576) {
const uint64 l_577 = reinterpret_cast<uint64 const&>(l_573);
const uint64 l_578 = l_577 >> uint64(52);
const uint64 l_579 = l_578 - uint64(23);
const uint64 l_580 = l_579 << uint64(52);
const double l_581 = reinterpret_cast<double const&>(l_580);
l_mut_49 = l_581;
}
const bool l_582 = l_mut_214 == l_mut_49;
if (l_582) {
const double l_583 = l_561 * double(1.4551915228366852e-11);
const double l_584 = l_383 + l_583;
const double l_585 = l_mut_25 - l_561;
const double l_586 = l_mut_25 + l_561;
const double l_587 = double(l_mut_22);
const uint32 l_588 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_589 = l_588 + uint32(1);
l_mut_401 = l_589;
const uint32 l_590 = l_588 & uint32(2147483647);
const bool l_591 = l_590 == uint32(0);
if (l_591) {
l_mut_401 = uint32(1);
} else {
const uint32 l_592 = l_588 & uint32(2147483648);
const bool l_593 = l_592 != uint32(0);
if (l_593) {
const uint32 l_594 = l_588 - uint32(1);
l_mut_401 = l_594;
}
}
const float l_595 = reinterpret_cast<float const&>(l_mut_401);
const double l_596 = double(l_595);
const float l_597 = -l_mut_22;
const uint32 l_598 = reinterpret_cast<uint32 const&>(l_597);
const uint32 l_599 = l_598 + uint32(1);
l_mut_401 = l_599;
const uint32 l_600 = l_598 & uint32(2147483647);
const bool l_601 = l_600 == uint32(0);
if (l_601) {
l_mut_401 = uint32(1);
} else {
const uint32 l_602 = l_598 & uint32(2147483648);
const bool l_603 = l_602 != uint32(0);
if (l_603) {
const uint32 l_604 = l_598 - uint32(1);
l_mut_401 = l_604;
}
}
const float l_605 = reinterpret_cast<float const&>(l_mut_401);
const float l_606 = -l_605;
const double l_607 = double(l_606);
const double l_608 = l_585 + l_584;
const bool l_609 = l_608 <= l_587;
l_mut_460 = l_609;
const double l_610 = l_585 - l_584;
const bool l_611 = l_610 > l_587;
l_mut_457 = l_611;
const double l_612 = l_586 - l_584;
const bool l_613 = l_612 >= l_587;
l_mut_454 = l_613;
const double l_614 = l_586 + l_584;
const bool l_615 = l_614 < l_587;
l_mut_451 = l_615;
if (l_371) {
const double l_616 = l_585 + l_584;
const bool l_617 = l_616 < l_596;
l_mut_460 = l_617;
const double l_618 = l_585 - l_584;
const bool l_619 = l_618 >= l_596;
l_mut_457 = l_619;
const double l_620 = l_586 - l_584;
const bool l_621 = l_620 > l_607;
l_mut_454 = l_621;
const double l_622 = l_586 + l_584;
const bool l_623 = l_622 <= l_607;
l_mut_451 = l_623;
}
l_mut_401 = uint32(2);
const bool l_624 = l_mut_457 || l_mut_451;
if (l_624) {
l_mut_401 = uint32(1);
} else {
const bool l_625 = l_mut_460 && l_mut_454;
if (l_625) {
l_mut_401 = uint32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
} else {
const bool l_626 = l_367 == uint32(5);
if (l_626) {
const double l_627 = double(2.0) * l_380;
const double l_628 = abs(l_627);
const double l_629 = floor(l_628);
const double l_630 = double(3.0) + l_629;
const double l_631 = abs(l_mut_25);
l_mut_214 = double(1.401298464324817e-45);
const bool l_632 = l_631 >= double(1.1754943508222875e-38);
const bool l_633 = l_631 <= double(1.7976931348623157e308);
const bool l_634 = l_632 && l_633;
if (l_634) {
const uint64 l_635 = reinterpret_cast<uint64 const&>(l_631);
const uint64 l_636 = l_635 >> uint64(52);
const uint64 l_637 = l_636 - uint64(23);
const uint64 l_638 = l_637 << uint64(52);
const double l_639 = reinterpret_cast<double const&>(l_638);
l_mut_214 = l_639;
}
const double l_640 = l_630 * l_mut_214;
l_mut_430 = uint32(2);
const double l_641 = l_mut_25 - l_383;
const double l_642 = abs(l_641);
l_mut_214 = double(1.401298464324817e-45);
const bool l_643 = l_642 >= double(1.1754943508222875e-38);
const bool l_644 = l_642 <= double(1.7976931348623157e308);
const bool l_645 = l_643 && l_644;
if (l_645) {
const uint64 l_646 = reinterpret_cast<uint64 const&>(l_642);
const uint64 l_647 = l_646 >> uint64(52);
const uint64 l_648 = l_647 - uint64(23);
const uint64 l_649 = l_648 << uint64(52);
const double l_650 = reinterpret_cast<double const&>(l_649);
l_mut_214 = l_650;
}
const double l_651 = l_mut_25 + l_383;
const double l_652 = abs(l_651);
l_mut_49 = double(1.401298464324817e-45);
const bool l_653 = l_652 >= double(1.1754943508222875e-38);
const bool l_654 = l_652 <= double(1.7976931348623157e308);
const bool l_655 = l_653 && l_654;
if (l_655) {
const uint64 l_656 = reinterpret_cast<uint64 const&>(l_652);
const uint64 l_657 = l_656 >> uint64(52);
const uint64 l_658 = l_657 - uint64(23);
const uint64 l_659 = l_658 << uint64(52);
const double l_660 = reinterpret_cast<double const&>(l_659);
l_mut_49 = l_660;
}
const bool l_661 = l_mut_214 == l_mut_49;
if (l_661) {
const double l_662 = l_640 * double(1.4551915228366852e-11);
const double l_663 = l_383 + l_662;
const double l_664 = l_mut_25 - l_640;
const double l_665 = l_mut_25 + l_640;
const double l_666 = double(l_mut_22);
const uint32 l_667 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_668 = l_667 + uint32(1);
l_mut_401 = l_668;
const uint32 l_669 = l_667 & uint32(2147483647);
const bool l_670 = l_669 == uint32(0);
if (l_670) {
l_mut_401 = uint32(1);
} else {
const uint32 l_671 = l_667 & uint32(2147483648);
const bool l_672 = l_671 != uint32(0);
if (l_672) {
const uint32 l_673 = l_667 - uint32(1);
l_mut_401 = l_673;
}
}
const float l_674 = reinterpret_cast<float const&>(l_mut_401);
const double l_675 = double(l_674);
const float l_676 = -l_mut_22;
const uint32 l_677 = reinterpret_cast<uint32 const&>(l_676);
const uint32 l_678 = l_677 + uint32(1);
l_mut_401 = l_678;
const uint32 l_679 = l_677 & uint32(2147483647);
const bool l_680 = l_679 == uint32(0);
if (l_680) {
l_mut_401 = uint32(1);
} else {
const uint32 l_681 = l_677 & uint32(2147483648);
const bool l_682 = l_681 != uint32(0);
if (l_682) {
const uint32 l_683 = l_677 - uint32(1);
l_mut_401 = l_683;
}
}
const float l_684 = reinterpret_cast<float const&>(l_mut_401);
const float l_685 = -l_684;
const double l_686 = double(l_685);
const double l_687 = l_664 + l_663;
const bool l_688 = l_687 <= l_666;
l_mut_460 = l_688;
const double l_689 = l_664 - l_663;
const bool l_690 = l_689 > l_666;
l_mut_457 = l_690;
const double l_691 = l_665 - l_663;
const bool l_692 = l_691 >= l_666;
l_mut_454 = l_692;
const double l_693 = l_665 + l_663;
const bool l_694 = l_693 < l_666;
l_mut_451 = l_694;
if (l_371) {
const double l_695 = l_664 + l_663;
const bool l_696 = l_695 < l_675;
l_mut_460 = l_696;
const double l_697 = l_664 - l_663;
const bool l_698 = l_697 >= l_675;
l_mut_457 = l_698;
const double l_699 = l_665 - l_663;
const bool l_700 = l_699 > l_686;
l_mut_454 = l_700;
const double l_701 = l_665 + l_663;
const bool l_702 = l_701 <= l_686;
l_mut_451 = l_702;
}
l_mut_401 = uint32(2);
const bool l_703 = l_mut_457 || l_mut_451;
if (l_703) {
l_mut_401 = uint32(1);
} else {
const bool l_704 = l_mut_460 && l_mut_454;
if (l_704) {
l_mut_401 = uint32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
} else {
const bool l_705 = l_367 == uint32(6);
if (l_705) {
l_mut_385 = uint32(0);
const bool l_706 = l_381 <= l_376;
if (l_706) {
const double l_707 = l_373 * double(1.4551915228366852e-11);
const double l_708 = l_383 + l_707;
const double l_709 = l_mut_25 - l_373;
const double l_710 = l_mut_25 + l_373;
const double l_711 = double(l_mut_22);
const uint32 l_712 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_713 = l_712 + uint32(1);
l_mut_430 = l_713;
const uint32 l_714 = l_712 & uint32(2147483647);
const bool l_715 = l_714 == uint32(0);
if (l_715) {
l_mut_430 = uint32(1);
} else {
const uint32 l_716 = l_712 & uint32(2147483648);
const bool l_717 = l_716 != uint32(0);
if (l_717) {
const uint32 l_718 = l_712 - uint32(1);
l_mut_430 = l_718;
}
}
const float l_719 = reinterpret_cast<float const&>(l_mut_430);
const double l_720 = double(l_719);
const float l_721 = -l_mut_22;
const uint32 l_722 = reinterpret_cast<uint32 const&>(l_721);
const uint32 l_723 = l_722 + uint32(1);
l_mut_430 = l_723;
const uint32 l_724 = l_722 & uint32(2147483647);
const bool l_725 = l_724 == uint32(0);
if (l_725) {
l_mut_430 = uint32(1);
} else {
const uint32 l_726 = l_722 & uint32(2147483648);
const bool l_727 = l_726 != uint32(0);
if (l_727) {
const uint32 l_728 = l_722 - uint32(1);
l_mut_430 = l_728;
}
}
const float l_729 = reinterpret_cast<float const&>(l_mut_430);
const float l_730 = -l_729;
const double l_731 = double(l_730);
const double l_732 = l_709 + l_708;
const bool l_733 = l_732 <= l_711;
l_mut_460 = l_733;
const double l_734 = l_709 - l_708;
const bool l_735 = l_734 > l_711;
l_mut_457 = l_735;
const double l_736 = l_710 - l_708;
const bool l_737 = l_736 >= l_711;
l_mut_454 = l_737;
const double l_738 = l_710 + l_708;
const bool l_739 = l_738 < l_711;
l_mut_451 = l_739;
if (l_371) {
const double l_740 = l_709 + l_708;
const bool l_741 = l_740 < l_720;
l_mut_460 = l_741;
const double l_742 = l_709 - l_708;
const bool l_743 = l_742 >= l_720;
l_mut_457 = l_743;
const double l_744 = l_710 - l_708;
const bool l_745 = l_744 > l_731;
l_mut_454 = l_745;
const double l_746 = l_710 + l_708;
const bool l_747 = l_746 <= l_731;
l_mut_451 = l_747;
}
l_mut_430 = uint32(2);
const bool l_748 = l_mut_457 || l_mut_451;
if (l_748) {
l_mut_430 = uint32(1);
} else {
const bool l_749 = l_mut_460 && l_mut_454;
if (l_749) {
l_mut_430 = uint32(0);
}
}
l_mut_385 = l_mut_430;
}
} else {
const bool l_750 = l_367 == uint32(7);
if (l_750) {
const double l_751 = abs(l_mut_25);
const double l_752 = l_373 * l_751;
l_mut_214 = l_752;
const double l_753 = abs(l_mut_25);
l_mut_49 = double(1.401298464324817e-45);
const bool l_754 = l_753 >= double(1.1754943508222875e-38);
const bool l_755 = l_753 <= double(1.7976931348623157e308);
const bool l_756 = l_754 && l_755;
if (l_756) {
const uint64 l_757 = reinterpret_cast<uint64 const&>(l_753);
const uint64 l_758 = l_757 >> uint64(52);
const uint64 l_759 = l_758 - uint64(23);
const uint64 l_760 = l_759 << uint64(52);
const double l_761 = reinterpret_cast<double const&>(l_760);
l_mut_49 = l_761;
}
const double l_762 = double(0.5) * l_mut_49;
const bool l_763 = l_762 > l_mut_214;
if (l_763) {
l_mut_214 = l_762;
}
const double l_764 = l_mut_25 - l_383;
const double l_765 = abs(l_764);
l_mut_49 = double(1.401298464324817e-45);
const bool l_766 = l_765 >= double(1.1754943508222875e-38);
const bool l_767 = l_765 <= double(1.7976931348623157e308);
const bool l_768 = l_766 && l_767;
if (l_768) {
const uint64 l_769 = reinterpret_cast<uint64 const&>(l_765);
const uint64 l_770 = l_769 >> uint64(52);
const uint64 l_771 = l_770 - uint64(23);
const uint64 l_772 = l_771 << uint64(52);
const double l_773 = reinterpret_cast<double const&>(l_772);
l_mut_49 = l_773;
}
const double l_774 = l_mut_25 + l_383;
const double l_775 = abs(l_774);
l_mut_34 = double(1.401298464324817e-45);
const bool l_776 = l_775 >= double(1.1754943508222875e-38);
const bool l_777 = l_775 <= double(1.7976931348623157e308);
const bool l_778 = l_776 && l_777;
if (l_778) {
const uint64 l_779 = reinterpret_cast<uint64 const&>(l_775);
const uint64 l_780 = l_779 >> uint64(52);
const uint64 l_781 = l_780 - uint64(23);
const uint64 l_782 = l_781 << uint64(52);
const double l_783 = reinterpret_cast<double const&>(l_782);
l_mut_34 = l_783;
}
const bool l_784 = l_mut_49 == l_mut_34;
if (l_784) {
const double l_785 = l_373 * l_383;
const double l_786 = l_383 + l_785;
const double l_787 = l_mut_214 * double(1.4551915228366852e-11);
const double l_788 = l_786 + l_787;
const double l_789 = l_mut_25 - l_mut_214;
const double l_790 = l_mut_25 + l_mut_214;
const double l_791 = double(l_mut_22);
const uint32 l_792 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_793 = l_792 + uint32(1);
l_mut_430 = l_793;
const uint32 l_794 = l_792 & uint32(2147483647);
const bool l_795 = l_794 == uint32(0);
if (l_795) {
l_mut_430 = uint32(1);
} else {
const uint32 l_796 = l_792 & uint32(2147483648);
const bool l_797 = l_796 != uint32(0);
if (l_797) {
const uint32 l_798 = l_792 - uint32(1);
l_mut_430 = l_798;
}
}
const float l_799 = reinterpret_cast<float const&>(l_mut_430);
const double l_800 = double(l_799);
const float l_801 = -l_mut_22;
const uint32 l_802 = reinterpret_cast<uint32 const&>(l_801);
const uint32 l_803 = l_802 + uint32(1);
l_mut_430 = l_803;
const uint32 l_804 = l_802 & uint32(2147483647);
const bool l_805 = l_804 == uint32(0);
if (l_805) {
l_mut_430 = uint32(1);
} else {
const uint32 l_806 = l_802 & uint32(2147483648);
const bool l_807 = l_806 != uint32(0);
if (l_807) {
const uint32 l_808 = l_802 - uint32(1);
l_mut_430 = l_808;
}
}
const float l_809 = reinterpret_cast<float const&>(l_mut_430);
const float l_810 = -l_809;
const double l_811 = double(l_810);
const double l_812 = l_789 + l_788;
const bool l_813 = l_812 <= l_791;
l_mut_460 = l_813;
const double l_814 = l_789 - l_788;
const bool l_815 = l_814 > l_791;
l_mut_457 = l_815;
const double l_816 = l_790 - l_788;
const bool l_817 = l_816 >= l_791;
l_mut_454 = l_817;
const double l_818 = l_790 + l_788;
const bool l_819 = l_818 < l_791;
l_mut_451 = l_819;
if (l_371) {
const double l_820 = l_789 + l_788;
const bool l_821 = l_820 < l_800;
l_mut_460 = l_821;
const double l_822 = l_789 - l_788;
const bool l_823 = l_822 >= l_800;
l_mut_457 = l_823;
const double l_824 = l_790 - l_788;
const bool l_825 = l_824 > l_811;
l_mut_454 = l_825;
const double l_826 = l_790 + l_788;
const bool l_827 = l_826 <= l_811;
l_mut_451 = l_827;
}
l_mut_430 = uint32(2);
const bool l_828 = l_mut_457 || l_mut_451;
if (l_828) {
l_mut_430 = uint32(1);
} else {
const bool l_829 = l_mut_460 && l_mut_454;
if (l_829) {
l_mut_430 = uint32(0);
}
}
l_mut_385 = l_mut_430;
}
} else {
const bool l_830 = l_367 == uint32(8);
if (l_830) {
const bool l_831 = l_380 >= double(0.5);
const bool l_832 = l_380 <= double(2.0);
const bool l_833 = l_831 && l_832;
if (l_833) {
const double l_834 = l_373 * double(1.4551915228366852e-11);
const double l_835 = l_383 + l_834;
const double l_836 = l_mut_25 - l_373;
const double l_837 = l_mut_25 + l_373;
const double l_838 = double(l_mut_22);
const uint32 l_839 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_840 = l_839 + uint32(1);
l_mut_430 = l_840;
const uint32 l_841 = l_839 & uint32(2147483647);
const bool l_842 = l_841 == uint32(0);
if (l_842) {
l_mut_430 = uint32(1);
} else {
const uint32 l_843 = l_839 & uint32(2147483648);
const bool l_844 = l_843 != uint32(0);
if (l_844) {
const uint32 l_845 = l_839 - uint32(1);
l_mut_430 = l_845;
}
}
const float l_846 = reinterpret_cast<float const&>(l_mut_430);
const double l_847 = double(l_846);
const float l_848 = -l_mut_22;
const uint32 l_849 = reinterpret_cast<uint32 const&>(l_848);
const uint32 l_850 = l_849 + uint32(1);
l_mut_430 = l_850;
const uint32 l_851 = l_849 & uint32(2147483647);
const bool l_852 = l_851 == uint32(0);
if (l_852) {
l_mut_430 = uint32(1);
} else {
const uint32 l_853 = l_849 & uint32(2147483648);
const bool l_854 = l_853 != uint32(0);
if (l_854) {
const uint32 l_855 = l_849 - uint32(1);
l_mut_430 = l_855;
}
}
const float l_856 = reinterpret_cast<float const&>(l_mut_430);
const float l_857 = -l_856;
const double l_858 = double(l_857);
const double l_859 = l_836 + l_835;
const bool l_860 = l_859 <= l_838;
l_mut_460 = l_860;
const double l_861 = l_836 - l_835;
const bool l_862 = l_861 > l_838;
l_mut_457 = l_862;
const double l_863 = l_837 - l_835;
const bool l_864 = l_863 >= l_838;
l_mut_454 = l_864;
const double l_865 = l_837 + l_835;
const bool l_866 = l_865 < l_838;
l_mut_451 = l_866;
if (l_371) {
const double l_867 = l_836 + l_835;
const bool l_868 = l_867 < l_847;
l_mut_460 = l_868;
const double l_869 = l_836 - l_835;
const bool l_870 = l_869 >= l_847;
l_mut_457 = l_870;
const double l_871 = l_837 - l_835;
const bool l_872 = l_871 > l_858;
l_mut_454 = l_872;
const double l_873 = l_837 + l_835;
const bool l_874 = l_873 <= l_858;
l_mut_451 = l_874;
}
l_mut_430 = uint32(2);
const bool l_875 = l_mut_457 || l_mut_451;
if (l_875) {
l_mut_430 = uint32(1);
} else {
const bool l_876 = l_mut_460 && l_mut_454;
if (l_876) {
l_mut_430 = uint32(0);
}
}
l_mut_385 = l_mut_430;
} else {
const double l_877 = abs(l_mut_25);
l_mut_214 = double(1.401298464324817e-45);
const bool l_878 = l_877 >= double(1.1754943508222875e-38);
const bool l_879 = l_877 <= double(1.7976931348623157e308);
const bool l_880 = l_878 && l_879;
if (l_880) {
const uint64 l_881 = reinterpret_cast<uint64 const&>(l_877);
const uint64 l_882 = l_881 >> uint64(52);
const uint64 l_883 = l_882 - uint64(23);
const uint64 l_884 = l_883 << uint64(52);
const double l_885 = reinterpret_cast<double const&>(l_884);
l_mut_214 = l_885;
}
const double l_886 = l_376 * l_mut_214;
l_mut_430 = uint32(2);
const double l_887 = l_mut_25 - l_383;
const double l_888 = abs(l_887);
l_mut_214 = double(1.401298464324817e-45);
const bool l_889 = l_888 >= double(1.1754943508222875e-38);
const bool l_890 = l_888 <= double(1.7976931348623157e308);
const bool l_891 = l_889 && l_890;
if (l_891) {
const uint64 l_892 = reinterpret_cast<uint64 const&>(l_888);
const uint64 l_893 = l_892 >> uint64(52);
const uint64 l_894 = l_893 - uint64(23);
const uint64 l_895 = l_894 << uint64(52);
const double l_896 = reinterpret_cast<double const&>(l_895);
l_mut_214 = l_896;
}
const double l_897 = l_mut_25 + l_383;
const double l_898 = abs(l_897);
l_mut_49 = double(1.401298464324817e-45);
const bool l_899 = l_898 >= double(1.1754943508222875e-38);
const bool l_900 = l_898 <= double(1.7976931348623157e308);
const bool l_901 = l_899 && l_900;
if (l_901) {
const uint64 l_902 = reinterpret_cast<uint64 const&>(l_898);
const uint64 l_903 = l_902 >> uint64(52);
const uint64 l_904 = l_903 - uint64(23);
const uint64 l_905 = l_904 << uint64(52);
const double l_906 = reinterpret_cast<double const&>(l_905);
l_mut_49 = l_906;
}
const bool l_907 = l_mut_214 == l_mut_49;
if (l_907) {
const double l_908 = l_886 * double(1.4551915228366852e-11);
const double l_909 = l_383 + l_908;
const double l_910 = l_mut_25 - l_886;
const double l_911 = l_mut_25 + l_886;
const double l_912 = double(l_mut_22);
const uint32 l_913 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_914 = l_913 + uint32(1);
l_mut_401 = l_914;
const uint32 l_915 = l_913 & uint32(2147483647);
const bool l_916 = l_915 == uint32(0);
if (l_916) {
l_mut_401 = uint32(1);
} else {
const uint32 l_917 = l_913 & uint32(2147483648);
const bool l_918 = l_917 != uint32(0);
if (l_918) {
const uint32 l_919 = l_913 - uint32(1);
l_mut_401 = l_919;
}
}
const float l_920 = reinterpret_cast<float const&>(l_mut_401);
const double l_921 = double(l_920);
const float l_922 = -l_mut_22;
const uint32 l_923 = reinterpret_cast<uint32 const&>(l_922);
const uint32 l_924 = l_923 + uint32(1);
l_mut_401 = l_924;
const uint32 l_925 = l_923 & uint32(2147483647);
const bool l_926 = l_925 == uint32(0);
if (l_926) {
l_mut_401 = uint32(1);
} else {
const uint32 l_927 = l_923 & uint32(2147483648);
const bool l_928 = l_927 != uint32(0);
if (l_928) {
const uint32 l_929 = l_923 - uint32(1);
l_mut_401 = l_929;
}
}
const float l_930 = reinterpret_cast<float const&>(l_mut_401);
const float l_931 = -l_930;
const double l_932 = double(l_931);
const double l_933 = l_910 + l_909;
const bool l_934 = l_933 <= l_912;
l_mut_460 = l_934;
const double l_935 = l_910 - l_909;
const bool l_936 = l_935 > l_912;
l_mut_457 = l_936;
const double l_937 = l_911 - l_909;
const bool l_938 = l_937 >= l_912;
l_mut_454 = l_938;
const double l_939 = l_911 + l_909;
const bool l_940 = l_939 < l_912;
l_mut_451 = l_940;
if (l_371) {
const double l_941 = l_910 + l_909;
const bool l_942 = l_941 < l_921;
l_mut_460 = l_942;
const double l_943 = l_910 - l_909;
const bool l_944 = l_943 >= l_921;
l_mut_457 = l_944;
const double l_945 = l_911 - l_909;
const bool l_946 = l_945 > l_932;
l_mut_454 = l_946;
const double l_947 = l_911 + l_909;
const bool l_948 = l_947 <= l_932;
l_mut_451 = l_948;
}
l_mut_401 = uint32(2);
const bool l_949 = l_mut_457 || l_mut_451;
if (l_949) {
l_mut_401 = uint32(1);
} else {
const bool l_950 = l_mut_460 && l_mut_454;
if (l_950) {
l_mut_401 = uint32(0);
}
}
l_mut_430 = l_mut_401;
}
l_mut_385 = l_mut_430;
}
} else {
}
}
}
}
}
}
}
}
}
const uint32 l_951 = l_arr_384[uint32(0)];
const bool l_952 = l_951 == uint32(0);
if (l_952) {
l_mut_385 = uint32(2);
}
l_arr_10[l_mut_365] = l_mut_385;
const uint32 l_953 = l_arr_10[l_mut_365];
const bool l_954 = l_953 == uint32(2);
if (l_954) {
l_mut_101 = bool(false);
}
}
}
const bool l_955 = l_mut_35 == uint32(4294967293);
if (l_955) {
const uint32 l_956 = l_arr_8[uint32(0)];
const uint32 l_957 = l_956 + uint32(1);
l_arr_8[uint32(0)] = l_957;
} else {
if (l_mut_101) {
l_mut_214 = l_356;
const bool l_958 = l_mut_214 < double(-17.0);
if (l_958) {
l_mut_214 = double(-17.0);
}
const bool l_959 = l_mut_214 > double(17.0);
if (l_959) {
l_mut_214 = double(17.0);
}
const double l_960 = l_mut_214 + double(16.0);
const double l_961 = l_960 + double(1.0);
const uint32 l_962 = uint32(l_961);
const uint32 l_963 = uint32(2) + l_962;
const uint32 l_964 = l_arr_8[l_963];
const uint32 l_965 = l_964 + uint32(1);
l_arr_8[l_963] = l_965;
const uint32 l_966 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_967 = l_966 & uint32(8388607);
const double l_968 = double(l_967);
const double l_969 = l_968 / double(7.1362384635298e44);
l_mut_214 = l_969;
const uint32 l_970 = l_966 & uint32(2139095040);
const bool l_971 = l_970 != uint32(0);
if (l_971) {
const uint32 l_972 = l_966 & uint32(2147483647);
const float l_973 = reinterpret_cast<float const&>(l_972);
const double l_974 = double(l_973);
l_mut_214 = l_974;
}
const uint32 l_975 = l_966 >> uint32(31);
const double l_976 = double(l_975);
const double l_977 = double(2.0) * l_976;
const double l_978 = double(1.0) - l_977;
l_mut_214 = l_mut_214 * l_978;
const double l_979 = abs(l_mut_25);
const double l_980 = l_mut_25 * double(0.0);
const double l_981 = l_980 + double(7.1362384635298e44);
l_mut_49 = l_981;
const bool l_982 = l_979 >= double(2.350988701644575e-38);
if (l_982) {
const uint32 l_983 = l_mut_35 & uint32(2147483647);
const float l_984 = reinterpret_cast<float const&>(l_983);
const double l_985 = double(l_984);
const uint32 l_986 = l_983 & uint32(2139095040);
const float l_987 = reinterpret_cast<float const&>(l_986);
const double l_988 = double(l_987);
const bool l_989 = l_985 > l_979;
const uint32 l_990 = l_983 & uint32(8388607);
const bool l_991 = l_990 == uint32(0);
const bool l_992 = l_989 && l_991;
const double l_993 = l_988 * double(1.1920928955078125e-7);
const double l_994 = double(l_992);
const double l_995 = double(0.5) * l_994;
const double l_996 = double(1.0) - l_995;
const double l_997 = l_993 * l_996;
const double l_998 = double(1.0) / l_997;
l_mut_49 = l_998;
}
const double l_999 = l_mut_214 - l_mut_25;
const double l_1000 = l_999 * l_mut_49;
const uint32 l_1001 = l_arr_8[uint32(45)];
const bool l_1002 = l_1001 == uint32(4294967295);
const double l_1003 = l_arr_9[uint32(0)];
const bool l_1004 = l_1000 < l_1003;
const bool l_1005 = l_1002 || l_1004;
if (l_1005) {
l_arr_9[uint32(0)] = l_1000;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_337;
}
const uint32 l_1006 = l_arr_8[uint32(47)];
const bool l_1007 = l_1006 == uint32(4294967295);
const double l_1008 = l_arr_9[uint32(1)];
const bool l_1009 = l_1000 > l_1008;
const bool l_1010 = l_1007 || l_1009;
if (l_1010) {
l_arr_9[uint32(1)] = l_1000;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_337;
}
const bool l_1011 = l_356 != double(0.0);
if (l_1011) {

for (uint32 l_mut_1012 = uint32(0); l_mut_1012 < uint32(8); ++l_mut_1012) {
const uint32 l_1013 = l_arr_10[l_mut_1012];
const bool l_1014 = l_1013 == uint32(1);
if (l_1014) {
const uint32 l_1015 = uint32(37) + l_mut_1012;
const uint32 l_1016 = l_arr_8[l_1015];
const uint32 l_1017 = l_1016 + uint32(1);
l_arr_8[l_1015] = l_1017;
const uint32 l_1018 = uint32(2) + l_mut_1012;
const uint32 l_1019 = uint32(2) * l_1018;
const uint32 l_1020 = uint32(45) + l_1019;
const uint32 l_1021 = l_arr_8[l_1020];
const bool l_1022 = l_1021 == uint32(4294967295);
const double l_1023 = abs(l_1000);
const uint32 l_1024 = uint32(2) + l_mut_1012;
const double l_1025 = l_arr_9[l_1024];
const double l_1026 = abs(l_1025);
const bool l_1027 = l_1023 > l_1026;
const bool l_1028 = l_1022 || l_1027;
if (l_1028) {
const uint32 l_1029 = uint32(2) + l_mut_1012;
l_arr_9[l_1029] = l_1000;
l_arr_8[l_1020] = l_20;
const uint32 l_1030 = l_1020 + uint32(1);
l_arr_8[l_1030] = l_337;
}
}
}
}
} else {
const uint32 l_1031 = l_arr_8[uint32(1)];
const uint32 l_1032 = l_2 + l_1031;
const uint32 l_1033 = l_1032 * uint32(2);
const uint32 l_1139 = info.static_meta[uint32(6)];
const uint32 l_1140 = l_1139 * uint32(1);
const bool l_1141 = l_1033 < l_1140;
if (l_1141) {
buffer_6[l_1033] = l_20;
}
const uint32 l_1034 = l_1033 + uint32(1);
const uint32 l_1142 = info.static_meta[uint32(6)];
const uint32 l_1143 = l_1142 * uint32(1);
const bool l_1144 = l_1034 < l_1143;
if (l_1144) {
buffer_6[l_1034] = l_337;
}
const uint32 l_1035 = l_arr_8[uint32(1)];
const uint32 l_1036 = l_1035 + uint32(1);
l_arr_8[uint32(1)] = l_1036;
}
}
}

for (uint32 l_mut_1037 = uint32(0); l_mut_1037 < uint32(65); ++l_mut_1037) {
const uint32 l_1038 = idxGlobal * uint32(65);
const uint32 l_1039 = l_1038 + l_mut_1037;
const uint32 l_1040 = l_arr_8[l_mut_1037];
const uint32 l_1145 = info.static_meta[uint32(4)];
const uint32 l_1146 = l_1145 * uint32(1);
const bool l_1147 = l_1039 < l_1146;
if (l_1147) {
buffer_4[l_1039] = l_1040;
}
}

for (uint32 l_mut_1041 = uint32(0); l_mut_1041 < uint32(10); ++l_mut_1041) {
const uint32 l_1042 = idxGlobal * uint32(10);
const uint32 l_1043 = l_1042 + l_mut_1041;
const double l_1044 = l_arr_9[l_mut_1041];
const uint32 l_1148 = info.static_meta[uint32(5)];
const uint32 l_1149 = l_1148 * uint32(1);
const bool l_1150 = l_1043 < l_1149;
if (l_1150) {
buffer_5[l_1043] = l_1044;
}
}
}

}
