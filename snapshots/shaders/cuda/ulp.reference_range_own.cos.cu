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

uint32 l_arr_390[1];

uint32 l_arr_10[8];

bool l_mut_101;
bool l_mut_457;
bool l_mut_460;
bool l_mut_463;
bool l_mut_466;
double l_mut_217;
double l_mut_25;
double l_mut_29;
double l_mut_34;
double l_mut_49;
float l_mut_22;
int32 l_mut_162;
uint32 l_mut_35;
uint32 l_mut_391;
uint32 l_mut_407;
uint32 l_mut_436;
uint64 l_mut_118;
uint64 l_mut_147;
uint64 l_mut_159;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1065 = info.static_meta[uint32(7)];
const uint32 l_1066 = l_1065 * uint32(1);
const bool l_1067 = uint32(0) < l_1066;
if (l_1067) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1051 = info.static_meta[uint32(0)];
const uint32 l_1052 = l_1051 * uint32(1);
const bool l_1053 = uint32(1) < l_1052;
const uint32 l_1054 = l_1052 - uint32(1);
const uint32 l_1055 = min(uint32(1), l_1054);
const uint32 l_1056 = buffer_0[l_1055];
const uint32 l_1057 = (l_1053) ? l_1056 : uint32(0);
const uint32 l_1 = l_1057;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1058 = info.static_meta[uint32(0)];
const uint32 l_1059 = l_1058 * uint32(1);
const bool l_1060 = uint32(2) < l_1059;
const uint32 l_1061 = l_1059 - uint32(1);
const uint32 l_1062 = min(uint32(2), l_1061);
const uint32 l_1063 = buffer_0[l_1062];
const uint32 l_1064 = (l_1060) ? l_1063 : uint32(0);
const uint32 l_3 = l_1064;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1068 = info.static_meta[uint32(0)];
const uint32 l_1069 = l_1068 * uint32(1);
const bool l_1070 = uint32(2) < l_1069;
const uint32 l_1071 = l_1069 - uint32(1);
const uint32 l_1072 = min(uint32(2), l_1071);
const uint32 l_1073 = buffer_0[l_1072];
const uint32 l_1074 = (l_1070) ? l_1073 : uint32(0);
const uint32 l_6 = l_1074;
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
const uint32 l_1075 = info.static_meta[uint32(0)];
const uint32 l_1076 = l_1075 * uint32(1);
const bool l_1077 = uint32(0) < l_1076;
const uint32 l_1078 = l_1076 - uint32(1);
const uint32 l_1079 = min(uint32(0), l_1078);
const uint32 l_1080 = buffer_0[l_1079];
const uint32 l_1081 = (l_1077) ? l_1080 : uint32(0);
const uint32 l_19 = l_1081;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = cos(l_21);
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
l_mut_49 = l_96;
if (l_98) {
l_mut_49 = l_72;
}
const uint32 l_102 = l_mut_35 + uint32(1);
const uint32 l_103 = l_102 & uint32(2);
const bool l_104 = l_103 != uint32(0);
l_mut_101 = l_104;
const bool l_105 = bool(false) && l_45;
if (l_105) {
const bool l_106 = !l_mut_101;
l_mut_101 = l_106;
}
if (l_mut_101) {
const double l_107 = -l_mut_49;
l_mut_49 = l_107;
}
l_mut_29 = l_mut_49;
} else {
const bool l_108 = l_27 < uint32(2139095040);
if (l_108) {
const uint32 l_109 = l_27 & uint32(8388607);
const uint32 l_110 = l_109 | uint32(8388608);
const uint64 l_111 = uint64(l_110);
const uint32 l_112 = l_27 >> uint32(23);
const uint32 l_113 = l_112 * uint32(4);
const uint32 l_114 = l_113 + uint32(3);
const uint32 l_1082 = info.static_meta[uint32(3)];
const uint32 l_1083 = l_1082 * uint32(1);
const bool l_1084 = l_114 < l_1083;
const uint32 l_1085 = l_1083 - uint32(1);
const uint32 l_1086 = min(l_114, l_1085);
const uint32 l_1087 = buffer_3[l_1086];
const uint32 l_1088 = (l_1084) ? l_1087 : uint32(0);
const uint32 l_115 = l_1088;
const uint64 l_116 = uint64(l_115);
const uint64 l_117 = l_111 * l_116;
l_mut_118 = l_117;
const uint64 l_119 = l_mut_118 & uint64(4294967295);
const uint64 l_120 = l_mut_118 >> uint64(32);
const uint32 l_121 = l_113 + uint32(2);
const uint32 l_1089 = info.static_meta[uint32(3)];
const uint32 l_1090 = l_1089 * uint32(1);
const bool l_1091 = l_121 < l_1090;
const uint32 l_1092 = l_1090 - uint32(1);
const uint32 l_1093 = min(l_121, l_1092);
const uint32 l_1094 = buffer_3[l_1093];
const uint32 l_1095 = (l_1091) ? l_1094 : uint32(0);
const uint32 l_122 = l_1095;
const uint64 l_123 = uint64(l_122);
const uint64 l_124 = l_111 * l_123;
const uint64 l_125 = l_120 + l_124;
l_mut_118 = l_125;
const uint64 l_126 = l_mut_118 & uint64(4294967295);
const uint64 l_127 = l_mut_118 >> uint64(32);
const uint32 l_128 = l_113 + uint32(1);
const uint32 l_1096 = info.static_meta[uint32(3)];
const uint32 l_1097 = l_1096 * uint32(1);
const bool l_1098 = l_128 < l_1097;
const uint32 l_1099 = l_1097 - uint32(1);
const uint32 l_1100 = min(l_128, l_1099);
const uint32 l_1101 = buffer_3[l_1100];
const uint32 l_1102 = (l_1098) ? l_1101 : uint32(0);
const uint32 l_129 = l_1102;
const uint64 l_130 = uint64(l_129);
const uint64 l_131 = l_111 * l_130;
const uint64 l_132 = l_127 + l_131;
l_mut_118 = l_132;
const uint64 l_133 = l_mut_118 & uint64(4294967295);
const uint64 l_134 = l_mut_118 >> uint64(32);
const uint32 l_1103 = info.static_meta[uint32(3)];
const uint32 l_1104 = l_1103 * uint32(1);
const bool l_1105 = l_113 < l_1104;
const uint32 l_1106 = l_1104 - uint32(1);
const uint32 l_1107 = min(l_113, l_1106);
const uint32 l_1108 = buffer_3[l_1107];
const uint32 l_1109 = (l_1105) ? l_1108 : uint32(0);
const uint32 l_135 = l_1109;
const uint64 l_136 = uint64(l_135);
const uint64 l_137 = l_111 * l_136;
const uint64 l_138 = l_134 + l_137;
l_mut_118 = l_138;
const uint64 l_139 = l_mut_118 >> uint64(29);
const uint64 l_140 = l_139 & uint64(3);
const uint32 l_141 = uint32(l_140);
l_mut_35 = l_141;
const uint64 l_142 = l_mut_118 & uint64(536870911);
const uint64 l_143 = l_142 << uint64(32);
const uint64 l_144 = l_143 | l_133;
l_mut_118 = l_144;
const uint64 l_145 = l_126 << uint64(32);
const uint64 l_146 = l_145 | l_119;
l_mut_147 = l_146;
const bool l_148 = l_mut_118 >= uint64(1152921504606846976);
if (l_148) {
const uint32 l_149 = l_mut_35 + uint32(1);
const uint32 l_150 = l_149 & uint32(3);
l_mut_35 = l_150;
const bool l_151 = l_mut_147 != uint64(0);
const uint64 l_152 = uint64(l_151);
const uint64 l_153 = uint64(0) - l_mut_147;
l_mut_147 = l_153;
const uint64 l_154 = uint64(2305843009213693952) - l_mut_118;
const uint64 l_155 = l_154 - l_152;
l_mut_118 = l_155;
}
const uint32 l_156 = uint32(__clzll(int64(l_mut_147)));
const uint64 l_157 = uint64(l_156);
const uint64 l_158 = l_mut_147 << l_157;
l_mut_159 = l_158;
const int32 l_160 = int32(l_156);
const int32 l_161 = int32(0) - l_160;
l_mut_162 = l_161;
const bool l_163 = l_mut_118 != uint64(0);
if (l_163) {
const uint32 l_164 = uint32(__clzll(int64(l_mut_118)));
const uint64 l_165 = uint64(l_164);
const uint64 l_166 = l_mut_118 << l_165;
const uint32 l_167 = uint32(64) - l_164;
const uint64 l_168 = uint64(l_167);
const uint64 l_169 = l_mut_147 >> l_168;
const uint64 l_170 = l_166 | l_169;
l_mut_159 = l_170;
const int32 l_171 = int32(l_164);
const int32 l_172 = int32(64) - l_171;
l_mut_162 = l_172;
}
const uint64 l_173 = l_mut_159 >> uint64(32);
const uint64 l_174 = l_mut_159 & uint64(4294967295);
const uint64 l_175 = l_173 * uint64(560513588);
const uint64 l_176 = l_174 * uint64(3373259426);
const uint64 l_177 = l_174 * uint64(560513588);
const uint64 l_178 = l_177 >> uint64(32);
const uint64 l_179 = l_175 & uint64(4294967295);
const uint64 l_180 = l_178 + l_179;
const uint64 l_181 = l_176 & uint64(4294967295);
const uint64 l_182 = l_180 + l_181;
const uint64 l_183 = l_173 * uint64(3373259426);
const uint64 l_184 = l_175 >> uint64(32);
const uint64 l_185 = l_183 + l_184;
const uint64 l_186 = l_176 >> uint64(32);
const uint64 l_187 = l_185 + l_186;
const uint64 l_188 = l_182 >> uint64(32);
const uint64 l_189 = l_187 + l_188;
l_mut_159 = l_189;
const int32 l_190 = l_mut_162 - int32(124);
l_mut_162 = l_190;
const bool l_191 = l_mut_159 < uint64(9223372036854775808);
if (l_191) {
const uint64 l_192 = l_mut_159 << uint64(1);
const uint64 l_193 = l_182 >> uint64(31);
const uint64 l_194 = l_193 & uint64(1);
const uint64 l_195 = l_192 | l_194;
l_mut_159 = l_195;
l_mut_162 = l_mut_162 - int32(1);
}
const uint64 l_196 = l_mut_159 >> uint64(11);
const double l_197 = double(l_196);
const int32 l_198 = l_mut_162 + int32(11);
const int32 l_199 = l_198 + int32(1023);
const uint64 l_200 = uint64(l_199);
const uint64 l_201 = l_200 << uint64(52);
const double l_202 = reinterpret_cast<double const&>(l_201);
const double l_203 = l_197 * l_202;
l_mut_49 = l_203;
const uint64 l_204 = l_mut_159 & uint64(2047);
const double l_205 = double(l_204);
const int32 l_206 = l_mut_162 + int32(1023);
const uint64 l_207 = uint64(l_206);
const uint64 l_208 = l_207 << uint64(52);
const double l_209 = reinterpret_cast<double const&>(l_208);
const double l_210 = l_205 * l_209;
l_mut_34 = l_210;
if (l_148) {
const double l_211 = -l_mut_49;
l_mut_49 = l_211;
const double l_212 = -l_mut_34;
l_mut_34 = l_212;
}
const bool l_213 = l_26 >= uint32(2147483648);
const double l_214 = l_mut_49 * l_mut_49;
const double l_215 = l_214 * double(1.9572941063391263e-20);
const double l_216 = double(8.22063524662433e-18) - l_215;
l_mut_217 = l_216;
const double l_218 = l_mut_217 * l_214;
const double l_219 = l_218 - double(2.8114572543455206e-15);
l_mut_217 = l_219;
const double l_220 = l_mut_217 * l_214;
const double l_221 = l_220 + double(7.647163731819816e-13);
l_mut_217 = l_221;
const double l_222 = l_mut_217 * l_214;
const double l_223 = l_222 - double(1.6059043836821613e-10);
l_mut_217 = l_223;
const double l_224 = l_mut_217 * l_214;
const double l_225 = l_224 + double(2.505210838544172e-8);
l_mut_217 = l_225;
const double l_226 = l_mut_217 * l_214;
const double l_227 = l_226 - double(2.7557319223985893e-6);
l_mut_217 = l_227;
const double l_228 = l_mut_217 * l_214;
const double l_229 = l_228 + double(0.0001984126984126984);
l_mut_217 = l_229;
const double l_230 = l_mut_217 * l_214;
const double l_231 = l_230 - double(0.008333333333333333);
l_mut_217 = l_231;
const double l_232 = l_mut_217 * l_214;
const double l_233 = l_232 + double(0.16666666666666666);
l_mut_217 = l_233;
const double l_234 = double(0.5) * l_214;
const double l_235 = double(1.0) - l_234;
const double l_236 = l_mut_34 * l_235;
const double l_237 = l_mut_49 * l_214;
const double l_238 = l_237 * l_mut_217;
const double l_239 = l_236 - l_238;
const double l_240 = l_mut_49 + l_239;
const double l_241 = l_mut_49 * l_mut_49;
const double l_242 = l_241 * double(4.110317623312165e-19);
const double l_243 = l_242 - double(1.5619206968586225e-16);
l_mut_217 = l_243;
const double l_244 = l_mut_217 * l_241;
const double l_245 = l_244 + double(4.779477332387385e-14);
l_mut_217 = l_245;
const double l_246 = l_mut_217 * l_241;
const double l_247 = l_246 - double(1.1470745597729725e-11);
l_mut_217 = l_247;
const double l_248 = l_mut_217 * l_241;
const double l_249 = l_248 + double(2.08767569878681e-9);
l_mut_217 = l_249;
const double l_250 = l_mut_217 * l_241;
const double l_251 = l_250 - double(2.755731922398589e-7);
l_mut_217 = l_251;
const double l_252 = l_mut_217 * l_241;
const double l_253 = l_252 + double(2.48015873015873e-5);
l_mut_217 = l_253;
const double l_254 = l_mut_217 * l_241;
const double l_255 = l_254 - double(0.001388888888888889);
l_mut_217 = l_255;
const double l_256 = l_mut_217 * l_241;
const double l_257 = l_256 + double(0.041666666666666664);
l_mut_217 = l_257;
const double l_258 = double(0.5) * l_241;
const double l_259 = double(1.0) - l_258;
const double l_260 = l_241 * l_241;
const double l_261 = l_260 * l_mut_217;
const double l_262 = l_mut_34 * l_mut_49;
const double l_263 = l_261 - l_262;
const double l_264 = l_259 + l_263;
const uint32 l_265 = l_mut_35 & uint32(1);
const bool l_266 = l_265 == uint32(1);
l_mut_217 = l_240;
const uint32 l_267 = l_mut_35 & uint32(2);
const bool l_268 = l_267 != uint32(0);
l_mut_101 = l_268;
l_mut_217 = l_264;
if (l_266) {
l_mut_217 = l_240;
}
const uint32 l_269 = l_mut_35 + uint32(1);
const uint32 l_270 = l_269 & uint32(2);
const bool l_271 = l_270 != uint32(0);
l_mut_101 = l_271;
const bool l_272 = bool(false) && l_213;
if (l_272) {
const bool l_273 = !l_mut_101;
l_mut_101 = l_273;
}
if (l_mut_101) {
const double l_274 = -l_mut_217;
l_mut_217 = l_274;
}
l_mut_29 = l_mut_217;
}
}
l_mut_25 = l_mut_29;
l_mut_35 = uint32(4294967294);
const uint32 l_275 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_276 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_277 = l_276 & uint32(2139095040);
const bool l_278 = l_277 != uint32(2139095040);
const bool l_279 = l_277 == uint32(0);
const uint32 l_280 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_281 = l_280 & uint32(8388607);
const bool l_282 = l_281 != uint32(0);
const bool l_283 = l_279 && l_282;
const double l_284 = abs(l_mut_25);
const bool l_285 = l_mut_25 < double(0.0);
const uint32 l_286 = uint32(l_285);
const uint32 l_287 = uint32(2147483648) * l_286;
if (l_283) {
} else {
const bool l_288 = isnan(l_mut_25);
if (l_288) {
const uint32 l_289 = l_275 & uint32(2147483647);
const bool l_290 = l_289 > uint32(2139095040);
if (l_290) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_291 = l_284 >= double(3.402823669209385e38);
const bool l_292 = !l_278;
const bool l_293 = l_284 == double(0.0);
const bool l_294 = l_292 && l_293;
const bool l_295 = l_291 || l_294;
if (l_295) {
const bool l_296 = l_284 >= double(3.402823669209385e38);
const uint32 l_297 = uint32(l_296);
const uint32 l_298 = uint32(2139095040) * l_297;
const uint32 l_299 = l_298 | l_287;
const bool l_300 = l_275 == l_299;
const uint32 l_301 = l_275 | l_299;
const uint32 l_302 = l_301 & uint32(2147483647);
const bool l_303 = l_302 == uint32(0);
const bool l_304 = l_300 || l_303;
if (l_304) {
l_mut_35 = uint32(4294967293);
}
} else {
const bool l_305 = l_284 >= double(2.350988701644575e-38);
const bool l_306 = l_278 && l_305;
const bool l_307 = l_284 < double(3.4028234663852886e38);
const bool l_308 = l_306 && l_307;
if (l_308) {
const float l_309 = float(l_284);
const uint32 l_310 = reinterpret_cast<uint32 const&>(l_309);
const float l_311 = reinterpret_cast<float const&>(l_310);
const double l_312 = double(l_311);
const double l_313 = l_284 - l_312;
const uint32 l_314 = l_310 + uint32(1);
const bool l_315 = l_313 < double(0.0);
const uint32 l_316 = uint32(l_315);
const uint32 l_317 = uint32(2) * l_316;
const uint32 l_318 = l_314 - l_317;
const float l_319 = reinterpret_cast<float const&>(l_318);
const double l_320 = double(l_319);
const double l_321 = l_320 - l_312;
const double l_322 = abs(l_321);
const double l_323 = l_322 * double(0.5);
const double l_324 = abs(l_313);
const double l_325 = l_323 - l_324;
const double l_326 = l_284 * double(9.094947017729282e-13);
const bool l_327 = l_325 > l_326;
if (l_327) {
const uint32 l_328 = l_310 | l_287;
l_mut_35 = l_328;
}
} else {
const bool l_329 = l_284 < double(2.350988701644575e-38);
const bool l_330 = l_278 && l_329;
if (l_330) {
const double l_331 = l_284 * double(7.1362384635298e44);
const double l_332 = floor(l_331);
const double l_333 = l_331 - l_332;
const double l_334 = l_333 - double(0.5);
const double l_335 = abs(l_334);
const double l_336 = l_331 * double(9.094947017729282e-13);
const bool l_337 = l_335 > l_336;
if (l_337) {
const bool l_338 = l_333 > double(0.5);
const double l_339 = double(l_338);
const double l_340 = l_332 + l_339;
const uint32 l_341 = uint32(l_340);
const uint32 l_342 = l_341 | l_287;
l_mut_35 = l_342;
}
}
}
}
}
}
const uint32 l_343 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_344 = l_343 & uint32(2139095040);
const bool l_345 = l_344 != uint32(2139095040);
const uint32 l_346 = l_343 & uint32(2147483647);
const bool l_347 = l_346 == uint32(0);
const uint32 l_348 = l_343 & uint32(2147483647);
const double l_349 = double(l_348);
const uint32 l_350 = l_343 >> uint32(31);
const double l_351 = double(l_350);
const double l_352 = double(2.0) * l_351;
const double l_353 = double(1.0) - l_352;
const double l_354 = l_349 * l_353;
const uint32 l_355 = l_mut_35 & uint32(2147483647);
const double l_356 = double(l_355);
const uint32 l_357 = l_mut_35 >> uint32(31);
const double l_358 = double(l_357);
const double l_359 = double(2.0) * l_358;
const double l_360 = double(1.0) - l_359;
const double l_361 = l_356 * l_360;
const double l_362 = l_354 - l_361;
const bool l_363 = l_mut_35 < uint32(4294967293);
const bool l_364 = l_362 == double(0.0);
const bool l_365 = !l_347;
const bool l_366 = l_345 && l_365;
const bool l_367 = l_364 || l_366;
const bool l_368 = l_363 && l_367;
l_mut_101 = l_368;
const bool l_369 = l_362 != double(0.0);
const bool l_370 = l_mut_101 && l_369;
if (l_370) {

for (uint32 l_mut_371 = uint32(0); l_mut_371 < uint32(8); ++l_mut_371) {
const uint32 l_372 = uint32(2) * l_mut_371;
const uint32 l_1110 = info.static_meta[uint32(1)];
const uint32 l_1111 = l_1110 * uint32(1);
const bool l_1112 = l_372 < l_1111;
const uint32 l_1113 = l_1111 - uint32(1);
const uint32 l_1114 = min(l_372, l_1113);
const uint32 l_1115 = buffer_1[l_1114];
const uint32 l_1116 = (l_1112) ? l_1115 : uint32(0);
const uint32 l_373 = l_1116;
const uint32 l_374 = uint32(2) * l_mut_371;
const uint32 l_375 = l_374 + uint32(1);
const uint32 l_1117 = info.static_meta[uint32(1)];
const uint32 l_1118 = l_1117 * uint32(1);
const bool l_1119 = l_375 < l_1118;
const uint32 l_1120 = l_1118 - uint32(1);
const uint32 l_1121 = min(l_375, l_1120);
const uint32 l_1122 = buffer_1[l_1121];
const uint32 l_1123 = (l_1119) ? l_1122 : uint32(0);
const uint32 l_376 = l_1123;
const bool l_377 = l_376 != uint32(0);
const uint32 l_378 = l_mut_371 * uint32(4);
const uint32 l_1124 = info.static_meta[uint32(2)];
const uint32 l_1125 = l_1124 * uint32(1);
const bool l_1126 = l_378 < l_1125;
const uint32 l_1127 = l_1125 - uint32(1);
const uint32 l_1128 = min(l_378, l_1127);
const double l_1129 = buffer_2[l_1128];
const double l_1130 = (l_1126) ? l_1129 : double(0.0);
const double l_379 = l_1130;
const uint32 l_380 = l_mut_371 * uint32(4);
const uint32 l_381 = l_380 + uint32(1);
const uint32 l_1131 = info.static_meta[uint32(2)];
const uint32 l_1132 = l_1131 * uint32(1);
const bool l_1133 = l_381 < l_1132;
const uint32 l_1134 = l_1132 - uint32(1);
const uint32 l_1135 = min(l_381, l_1134);
const double l_1136 = buffer_2[l_1135];
const double l_1137 = (l_1133) ? l_1136 : double(0.0);
const double l_382 = l_1137;
const uint32 l_383 = l_mut_371 * uint32(4);
const uint32 l_384 = l_383 + uint32(2);
const uint32 l_1138 = info.static_meta[uint32(2)];
const uint32 l_1139 = l_1138 * uint32(1);
const bool l_1140 = l_384 < l_1139;
const uint32 l_1141 = l_1139 - uint32(1);
const uint32 l_1142 = min(l_384, l_1141);
const double l_1143 = buffer_2[l_1142];
const double l_1144 = (l_1140) ? l_1143 : double(0.0);
const double l_385 = l_1144;
const double l_386 = double(l_21);
const double l_387 = abs(l_386);
const double l_388 = abs(l_mut_25);
const double l_389 = l_388 * double(1.4551915228366852e-11);
l_arr_390[uint32(0)] = uint32(1);
l_mut_391 = uint32(2);
const bool l_392 = l_373 == uint32(0);
if (l_392) {
l_mut_391 = uint32(0);
} else {
const bool l_393 = l_373 == uint32(1);
if (l_393) {
l_mut_391 = uint32(1);
const double l_394 = abs(l_362);
const bool l_395 = l_394 <= l_379;
if (l_395) {
l_mut_391 = uint32(0);
}
} else {
const bool l_396 = l_373 == uint32(2);
if (l_396) {
const double l_397 = abs(l_mut_25);
l_mut_217 = double(1.401298464324817e-45);
const bool l_398 = l_397 >= double(1.1754943508222875e-38);
const bool l_399 = l_397 <= double(1.7976931348623157e308);
const bool l_400 = l_398 && l_399;
if (l_400) {
const uint64 l_401 = reinterpret_cast<uint64 const&>(l_397);
const uint64 l_402 = l_401 >> uint64(52);
const uint64 l_403 = l_402 - uint64(23);
const uint64 l_404 = l_403 << uint64(52);
const double l_405 = reinterpret_cast<double const&>(l_404);
l_mut_217 = l_405;
}
const double l_406 = l_379 * l_mut_217;
l_mut_407 = uint32(2);
const double l_408 = l_mut_25 - l_389;
const double l_409 = abs(l_408);
l_mut_217 = double(1.401298464324817e-45);
const bool l_410 = l_409 >= double(1.1754943508222875e-38);
const bool l_411 = l_409 <= double(1.7976931348623157e308);
const bool l_412 = l_410 && l_411;
if (l_412) {
const uint64 l_413 = reinterpret_cast<uint64 const&>(l_409);
const uint64 l_414 = l_413 >> uint64(52);
const uint64 l_415 = l_414 - uint64(23);
const uint64 l_416 = l_415 << uint64(52);
const double l_417 = reinterpret_cast<double const&>(l_416);
l_mut_217 = l_417;
}
const double l_418 = l_mut_25 + l_389;
const double l_419 = abs(l_418);
l_mut_49 = double(1.401298464324817e-45);
const bool l_420 = l_419 >= double(1.1754943508222875e-38);
const bool l_421 = l_419 <= double(1.7976931348623157e308);
const bool l_422 = l_420 && l_421;
if (l_422) {
const uint64 l_423 = reinterpret_cast<uint64 const&>(l_419);
const uint64 l_424 = l_423 >> uint64(52);
const uint64 l_425 = l_424 - uint64(23);
const uint64 l_426 = l_425 << uint64(52);
const double l_427 = reinterpret_cast<double const&>(l_426);
l_mut_49 = l_427;
}
const bool l_428 = l_mut_217 == l_mut_49;
if (l_428) {
const double l_429 = l_406 * double(1.4551915228366852e-11);
const double l_430 = l_389 + l_429;
const double l_431 = l_mut_25 - l_406;
const double l_432 = l_mut_25 + l_406;
const double l_433 = double(l_mut_22);
const uint32 l_434 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_435 = l_434 + uint32(1);
l_mut_436 = l_435;
const uint32 l_437 = l_434 & uint32(2147483647);
const bool l_438 = l_437 == uint32(0);
if (l_438) {
l_mut_436 = uint32(1);
} else {
const uint32 l_439 = l_434 & uint32(2147483648);
const bool l_440 = l_439 != uint32(0);
if (l_440) {
const uint32 l_441 = l_434 - uint32(1);
l_mut_436 = l_441;
}
}
const float l_442 = reinterpret_cast<float const&>(l_mut_436);
const double l_443 = double(l_442);
const float l_444 = -l_mut_22;
const uint32 l_445 = reinterpret_cast<uint32 const&>(l_444);
const uint32 l_446 = l_445 + uint32(1);
l_mut_436 = l_446;
const uint32 l_447 = l_445 & uint32(2147483647);
const bool l_448 = l_447 == uint32(0);
if (l_448) {
l_mut_436 = uint32(1);
} else {
const uint32 l_449 = l_445 & uint32(2147483648);
const bool l_450 = l_449 != uint32(0);
if (l_450) {
const uint32 l_451 = l_445 - uint32(1);
l_mut_436 = l_451;
}
}
const float l_452 = reinterpret_cast<float const&>(l_mut_436);
const float l_453 = -l_452;
const double l_454 = double(l_453);
const double l_455 = l_431 + l_430;
const bool l_456 = l_455 <= l_433;
l_mut_457 = l_456;
const double l_458 = l_431 - l_430;
const bool l_459 = l_458 > l_433;
l_mut_460 = l_459;
const double l_461 = l_432 - l_430;
const bool l_462 = l_461 >= l_433;
l_mut_463 = l_462;
const double l_464 = l_432 + l_430;
const bool l_465 = l_464 < l_433;
l_mut_466 = l_465;
if (l_377) {
const double l_467 = l_431 + l_430;
const bool l_468 = l_467 < l_443;
l_mut_457 = l_468;
const double l_469 = l_431 - l_430;
const bool l_470 = l_469 >= l_443;
l_mut_460 = l_470;
const double l_471 = l_432 - l_430;
const bool l_472 = l_471 > l_454;
l_mut_463 = l_472;
const double l_473 = l_432 + l_430;
const bool l_474 = l_473 <= l_454;
l_mut_466 = l_474;
}
l_mut_436 = uint32(2);
const bool l_475 = l_mut_460 || l_mut_466;
if (l_475) {
l_mut_436 = uint32(1);
} else {
const bool l_476 = l_mut_457 && l_mut_463;
if (l_476) {
l_mut_436 = uint32(0);
}
}
l_mut_407 = l_mut_436;
}
l_mut_391 = l_mut_407;
} else {
const bool l_477 = l_373 == uint32(3);
if (l_477) {
l_mut_391 = uint32(0);
const bool l_478 = l_387 >= double(1.1754943508222875e-38);
const bool l_479 = l_387 <= double(8.507059173023462e37);
const bool l_480 = l_478 && l_479;
if (l_480) {
const double l_481 = abs(l_mut_25);
l_mut_217 = double(1.401298464324817e-45);
const bool l_482 = l_481 >= double(1.1754943508222875e-38);
const bool l_483 = l_481 <= double(1.7976931348623157e308);
const bool l_484 = l_482 && l_483;
if (l_484) {
const uint64 l_485 = reinterpret_cast<uint64 const&>(l_481);
const uint64 l_486 = l_485 >> uint64(52);
const uint64 l_487 = l_486 - uint64(23);
const uint64 l_488 = l_487 << uint64(52);
const double l_489 = reinterpret_cast<double const&>(l_488);
l_mut_217 = l_489;
}
const double l_490 = l_379 * l_mut_217;
l_mut_436 = uint32(2);
const double l_491 = l_mut_25 - l_389;
const double l_492 = abs(l_491);
l_mut_217 = double(1.401298464324817e-45);
const bool l_493 = l_492 >= double(1.1754943508222875e-38);
const bool l_494 = l_492 <= double(1.7976931348623157e308);
const bool l_495 = l_493 && l_494;
if (l_495) {
const uint64 l_496 = reinterpret_cast<uint64 const&>(l_492);
const uint64 l_497 = l_496 >> uint64(52);
const uint64 l_498 = l_497 - uint64(23);
const uint64 l_499 = l_498 << uint64(52);
const double l_500 = reinterpret_cast<double const&>(l_499);
l_mut_217 = l_500;
}
const double l_501 = l_mut_25 + l_389;
const double l_502 = abs(l_501);
l_mut_49 = double(1.401298464324817e-45);
const bool l_503 = l_502 >= double(1.1754943508222875e-38);
const bool l_504 = l_502 <= double(1.7976931348623157e308);
const bool l_505 = l_503 && l_504;
if (l_505) {
const uint64 l_506 = reinterpret_cast<uint64 const&>(l_502);
const uint64 l_507 = l_506 >> uint64(52);
const uint64 l_508 = l_507 - uint64(23);
const uint64 l_509 = l_508 << uint64(52);
const double l_510 = reinterpret_cast<double const&>(l_509);
l_mut_49 = l_510;
}
const bool l_511 = l_mut_217 == l_mut_49;
if (l_511) {
const double l_512 = l_490 * double(1.4551915228366852e-11);
const double l_513 = l_389 + l_512;
const double l_514 = l_mut_25 - l_490;
const double l_515 = l_mut_25 + l_490;
const double l_516 = double(l_mut_22);
const uint32 l_517 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_518 = l_517 + uint32(1);
l_mut_407 = l_518;
const uint32 l_519 = l_517 & uint32(2147483647);
const bool l_520 = l_519 == uint32(0);
if (l_520) {
l_mut_407 = uint32(1);
} else {
const uint32 l_521 = l_517 & uint32(2147483648);
const bool l_522 = l_521 != uint32(0);
if (l_522) {
const uint32 l_523 = l_517 - uint32(1);
l_mut_407 = l_523;
}
}
const float l_524 = reinterpret_cast<float const&>(l_mut_407);
const double l_525 = double(l_524);
const float l_526 = -l_mut_22;
const uint32 l_527 = reinterpret_cast<uint32 const&>(l_526);
const uint32 l_528 = l_527 + uint32(1);
l_mut_407 = l_528;
const uint32 l_529 = l_527 & uint32(2147483647);
const bool l_530 = l_529 == uint32(0);
if (l_530) {
l_mut_407 = uint32(1);
} else {
const uint32 l_531 = l_527 & uint32(2147483648);
const bool l_532 = l_531 != uint32(0);
if (l_532) {
const uint32 l_533 = l_527 - uint32(1);
l_mut_407 = l_533;
}
}
const float l_534 = reinterpret_cast<float const&>(l_mut_407);
const float l_535 = -l_534;
const double l_536 = double(l_535);
const double l_537 = l_514 + l_513;
const bool l_538 = l_537 <= l_516;
l_mut_466 = l_538;
const double l_539 = l_514 - l_513;
const bool l_540 = l_539 > l_516;
l_mut_463 = l_540;
const double l_541 = l_515 - l_513;
const bool l_542 = l_541 >= l_516;
l_mut_460 = l_542;
const double l_543 = l_515 + l_513;
const bool l_544 = l_543 < l_516;
l_mut_457 = l_544;
if (l_377) {
const double l_545 = l_514 + l_513;
const bool l_546 = l_545 < l_525;
l_mut_466 = l_546;
const double l_547 = l_514 - l_513;
const bool l_548 = l_547 >= l_525;
l_mut_463 = l_548;
const double l_549 = l_515 - l_513;
const bool l_550 = l_549 > l_536;
l_mut_460 = l_550;
const double l_551 = l_515 + l_513;
const bool l_552 = l_551 <= l_536;
l_mut_457 = l_552;
}
l_mut_407 = uint32(2);
const bool l_553 = l_mut_463 || l_mut_457;
if (l_553) {
l_mut_407 = uint32(1);
} else {
const bool l_554 = l_mut_466 && l_mut_460;
if (l_554) {
l_mut_407 = uint32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
}
} else {
const bool l_555 = l_373 == uint32(4);
if (l_555) {
const double l_556 = l_382 * l_387;
const double l_557 = l_379 + l_556;
const double l_558 = abs(l_mut_25);
l_mut_217 = double(1.401298464324817e-45);
const bool l_559 = l_558 >= double(1.1754943508222875e-38);
const bool l_560 = l_558 <= double(1.7976931348623157e308);
const bool l_561 = l_559 && l_560;
if (l_561) {
const uint64 l_562 = reinterpret_cast<uint64 const&>(l_558);
const uint64 l_563 = l_562 >> uint64(52);
const uint64 l_564 = l_563 - uint64(23);
const uint64 l_565 = l_564 << uint64(52);
const double l_566 = reinterpret_cast<double const&>(l_565);
l_mut_217 = l_566;
}
const double l_567 = l_557 * l_mut_217;
l_mut_436 = uint32(2);
const double l_568 = l_mut_25 - l_389;
const double l_569 = abs(l_568);
l_mut_217 = double(1.401298464324817e-45);
const bool l_570 = l_569 >= double(1.1754943508222875e-38);
const bool l_571 = l_569 <= double(1.7976931348623157e308);
const bool l_572 = l_570 && l_571;
if (l_572) {
const uint64 l_573 = reinterpret_cast<uint64 const&>(l_569);
const uint64 l_574 = l_573 >> uint64(52);
const uint64 l_575 = l_574 - uint64(23);
const uint64 l_576 = l_575 << uint64(52);
const double l_577 = reinterpret_cast<double const&>(l_576);
l_mut_217 = l_577;
}
const double l_578 = l_mut_25 + l_389;
const double l_579 = abs(l_578);
l_mut_49 = double(1.401298464324817e-45);
const bool l_580 = l_579 >= double(1.1754943508222875e-38);
const bool l_581 = l_579 <= double(1.7976931348623157e308);
const bool l_582 = l_580 && l_581;
if (l_582) {
const uint64 l_583 = reinterpret_cast<uint64 const&>(l_579);
const uint64 l_584 = l_583 >> uint64(52);
const uint64 l_585 = l_584 - uint64(23);
const uint64 l_586 = l_585 << uint64(52);
const double l_587 = reinterpret_cast<double const&>(l_586);
l_mut_49 = l_587;
}
const bool l_588 = l_mut_217 == l_mut_49;
if (l_588) {
const double l_589 = l_567 * double(1.4551915228366852e-11);
const double l_590 = l_389 + l_589;
const double l_591 = l_mut_25 - l_567;
const double l_592 = l_mut_25 + l_567;
const double l_593 = double(l_mut_22);
const uint32 l_594 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_595 = l_594 + uint32(1);
l_mut_407 = l_595;
const uint32 l_596 = l_594 & uint32(2147483647);
const bool l_597 = l_596 == uint32(0);
if (l_597) {
l_mut_407 = uint32(1);
} else {
const uint32 l_598 = l_594 & uint32(2147483648);
const bool l_599 = l_598 != uint32(0);
if (l_599) {
const uint32 l_600 = l_594 - uint32(1);
l_mut_407 = l_600;
}
}
const float l_601 = reinterpret_cast<float const&>(l_mut_407);
const double l_602 = double(l_601);
const float l_603 = -l_mut_22;
const uint32 l_604 = reinterpret_cast<uint32 const&>(l_603);
const uint32 l_605 = l_604 + uint32(1);
l_mut_407 = l_605;
const uint32 l_606 = l_604 & uint32(2147483647);
const bool l_607 = l_606 == uint32(0);
if (l_607) {
l_mut_407 = uint32(1);
} else {
const uint32 l_608 = l_604 & uint32(2147483648);
const bool l_609 = l_608 != uint32(0);
if (l_609) {
const uint32 l_610 = l_604 - uint32(1);
l_mut_407 = l_610;
}
}
const float l_611 = reinterpret_cast<float const&>(l_mut_407);
const float l_612 = -l_611;
const double l_613 = double(l_612);
const double l_614 = l_591 + l_590;
const bool l_615 = l_614 <= l_593;
l_mut_466 = l_615;
const double l_616 = l_591 - l_590;
const bool l_617 = l_616 > l_593;
l_mut_463 = l_617;
const double l_618 = l_592 - l_590;
const bool l_619 = l_618 >= l_593;
l_mut_460 = l_619;
const double l_620 = l_592 + l_590;
const bool l_621 = l_620 < l_593;
l_mut_457 = l_621;
if (l_377) {
const double l_622 = l_591 + l_590;
const bool l_623 = l_622 < l_602;
l_mut_466 = l_623;
const double l_624 = l_591 - l_590;
const bool l_625 = l_624 >= l_602;
l_mut_463 = l_625;
const double l_626 = l_592 - l_590;
const bool l_627 = l_626 > l_613;
l_mut_460 = l_627;
const double l_628 = l_592 + l_590;
const bool l_629 = l_628 <= l_613;
l_mut_457 = l_629;
}
l_mut_407 = uint32(2);
const bool l_630 = l_mut_463 || l_mut_457;
if (l_630) {
l_mut_407 = uint32(1);
} else {
const bool l_631 = l_mut_466 && l_mut_460;
if (l_631) {
l_mut_407 = uint32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
} else {
const bool l_632 = l_373 == uint32(5);
if (l_632) {
const double l_633 = double(2.0) * l_386;
const double l_634 = abs(l_633);
const double l_635 = floor(l_634);
const double l_636 = double(3.0) + l_635;
const double l_637 = abs(l_mut_25);
l_mut_217 = double(1.401298464324817e-45);
const bool l_638 = l_637 >= double(1.1754943508222875e-38);
const bool l_639 = l_637 <= double(1.7976931348623157e308);
const bool l_640 = l_638 && l_639;
if (l_640) {
const uint64 l_641 = reinterpret_cast<uint64 const&>(l_637);
const uint64 l_642 = l_641 >> uint64(52);
const uint64 l_643 = l_642 - uint64(23);
const uint64 l_644 = l_643 << uint64(52);
const double l_645 = reinterpret_cast<double const&>(l_644);
l_mut_217 = l_645;
}
const double l_646 = l_636 * l_mut_217;
l_mut_436 = uint32(2);
const double l_647 = l_mut_25 - l_389;
const double l_648 = abs(l_647);
l_mut_217 = double(1.401298464324817e-45);
const bool l_649 = l_648 >= double(1.1754943508222875e-38);
const bool l_650 = l_648 <= double(1.7976931348623157e308);
const bool l_651 = l_649 && l_650;
if (l_651) {
const uint64 l_652 = reinterpret_cast<uint64 const&>(l_648);
const uint64 l_653 = l_652 >> uint64(52);
const uint64 l_654 = l_653 - uint64(23);
const uint64 l_655 = l_654 << uint64(52);
const double l_656 = reinterpret_cast<double const&>(l_655);
l_mut_217 = l_656;
}
const double l_657 = l_mut_25 + l_389;
const double l_658 = abs(l_657);
l_mut_49 = double(1.401298464324817e-45);
const bool l_659 = l_658 >= double(1.1754943508222875e-38);
const bool l_660 = l_658 <= double(1.7976931348623157e308);
const bool l_661 = l_659 && l_660;
if (l_661) {
const uint64 l_662 = reinterpret_cast<uint64 const&>(l_658);
const uint64 l_663 = l_662 >> uint64(52);
const uint64 l_664 = l_663 - uint64(23);
const uint64 l_665 = l_664 << uint64(52);
const double l_666 = reinterpret_cast<double const&>(l_665);
l_mut_49 = l_666;
}
const bool l_667 = l_mut_217 == l_mut_49;
if (l_667) {
const double l_668 = l_646 * double(1.4551915228366852e-11);
const double l_669 = l_389 + l_668;
const double l_670 = l_mut_25 - l_646;
const double l_671 = l_mut_25 + l_646;
const double l_672 = double(l_mut_22);
const uint32 l_673 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_674 = l_673 + uint32(1);
l_mut_407 = l_674;
const uint32 l_675 = l_673 & uint32(2147483647);
const bool l_676 = l_675 == uint32(0);
if (l_676) {
l_mut_407 = uint32(1);
} else {
const uint32 l_677 = l_673 & uint32(2147483648);
const bool l_678 = l_677 != uint32(0);
if (l_678) {
const uint32 l_679 = l_673 - uint32(1);
l_mut_407 = l_679;
}
}
const float l_680 = reinterpret_cast<float const&>(l_mut_407);
const double l_681 = double(l_680);
const float l_682 = -l_mut_22;
const uint32 l_683 = reinterpret_cast<uint32 const&>(l_682);
const uint32 l_684 = l_683 + uint32(1);
l_mut_407 = l_684;
const uint32 l_685 = l_683 & uint32(2147483647);
const bool l_686 = l_685 == uint32(0);
if (l_686) {
l_mut_407 = uint32(1);
} else {
const uint32 l_687 = l_683 & uint32(2147483648);
const bool l_688 = l_687 != uint32(0);
if (l_688) {
const uint32 l_689 = l_683 - uint32(1);
l_mut_407 = l_689;
}
}
const float l_690 = reinterpret_cast<float const&>(l_mut_407);
const float l_691 = -l_690;
const double l_692 = double(l_691);
const double l_693 = l_670 + l_669;
const bool l_694 = l_693 <= l_672;
l_mut_466 = l_694;
const double l_695 = l_670 - l_669;
const bool l_696 = l_695 > l_672;
l_mut_463 = l_696;
const double l_697 = l_671 - l_669;
const bool l_698 = l_697 >= l_672;
l_mut_460 = l_698;
const double l_699 = l_671 + l_669;
const bool l_700 = l_699 < l_672;
l_mut_457 = l_700;
if (l_377) {
const double l_701 = l_670 + l_669;
const bool l_702 = l_701 < l_681;
l_mut_466 = l_702;
const double l_703 = l_670 - l_669;
const bool l_704 = l_703 >= l_681;
l_mut_463 = l_704;
const double l_705 = l_671 - l_669;
const bool l_706 = l_705 > l_692;
l_mut_460 = l_706;
const double l_707 = l_671 + l_669;
const bool l_708 = l_707 <= l_692;
l_mut_457 = l_708;
}
l_mut_407 = uint32(2);
const bool l_709 = l_mut_463 || l_mut_457;
if (l_709) {
l_mut_407 = uint32(1);
} else {
const bool l_710 = l_mut_466 && l_mut_460;
if (l_710) {
l_mut_407 = uint32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
} else {
const bool l_711 = l_373 == uint32(6);
if (l_711) {
l_mut_391 = uint32(0);
const bool l_712 = l_387 <= l_382;
if (l_712) {
const double l_713 = l_379 * double(1.4551915228366852e-11);
const double l_714 = l_389 + l_713;
const double l_715 = l_mut_25 - l_379;
const double l_716 = l_mut_25 + l_379;
const double l_717 = double(l_mut_22);
const uint32 l_718 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_719 = l_718 + uint32(1);
l_mut_436 = l_719;
const uint32 l_720 = l_718 & uint32(2147483647);
const bool l_721 = l_720 == uint32(0);
if (l_721) {
l_mut_436 = uint32(1);
} else {
const uint32 l_722 = l_718 & uint32(2147483648);
const bool l_723 = l_722 != uint32(0);
if (l_723) {
const uint32 l_724 = l_718 - uint32(1);
l_mut_436 = l_724;
}
}
const float l_725 = reinterpret_cast<float const&>(l_mut_436);
const double l_726 = double(l_725);
const float l_727 = -l_mut_22;
const uint32 l_728 = reinterpret_cast<uint32 const&>(l_727);
const uint32 l_729 = l_728 + uint32(1);
l_mut_436 = l_729;
const uint32 l_730 = l_728 & uint32(2147483647);
const bool l_731 = l_730 == uint32(0);
if (l_731) {
l_mut_436 = uint32(1);
} else {
const uint32 l_732 = l_728 & uint32(2147483648);
const bool l_733 = l_732 != uint32(0);
if (l_733) {
const uint32 l_734 = l_728 - uint32(1);
l_mut_436 = l_734;
}
}
const float l_735 = reinterpret_cast<float const&>(l_mut_436);
const float l_736 = -l_735;
const double l_737 = double(l_736);
const double l_738 = l_715 + l_714;
const bool l_739 = l_738 <= l_717;
l_mut_466 = l_739;
const double l_740 = l_715 - l_714;
const bool l_741 = l_740 > l_717;
l_mut_463 = l_741;
const double l_742 = l_716 - l_714;
const bool l_743 = l_742 >= l_717;
l_mut_460 = l_743;
const double l_744 = l_716 + l_714;
const bool l_745 = l_744 < l_717;
l_mut_457 = l_745;
if (l_377) {
const double l_746 = l_715 + l_714;
const bool l_747 = l_746 < l_726;
l_mut_466 = l_747;
const double l_748 = l_715 - l_714;
const bool l_749 = l_748 >= l_726;
l_mut_463 = l_749;
const double l_750 = l_716 - l_714;
const bool l_751 = l_750 > l_737;
l_mut_460 = l_751;
const double l_752 = l_716 + l_714;
const bool l_753 = l_752 <= l_737;
l_mut_457 = l_753;
}
l_mut_436 = uint32(2);
const bool l_754 = l_mut_463 || l_mut_457;
if (l_754) {
l_mut_436 = uint32(1);
} else {
const bool l_755 = l_mut_466 && l_mut_460;
if (l_755) {
l_mut_436 = uint32(0);
}
}
l_mut_391 = l_mut_436;
}
} else {
const bool l_756 = l_373 == uint32(7);
if (l_756) {
const double l_757 = abs(l_mut_25);
const double l_758 = l_379 * l_757;
l_mut_217 = l_758;
const double l_759 = abs(l_mut_25);
l_mut_49 = double(1.401298464324817e-45);
const bool l_760 = l_759 >= double(1.1754943508222875e-38);
const bool l_761 = l_759 <= double(1.7976931348623157e308);
const bool l_762 = l_760 && l_761;
if (l_762) {
const uint64 l_763 = reinterpret_cast<uint64 const&>(l_759);
const uint64 l_764 = l_763 >> uint64(52);
const uint64 l_765 = l_764 - uint64(23);
const uint64 l_766 = l_765 << uint64(52);
const double l_767 = reinterpret_cast<double const&>(l_766);
l_mut_49 = l_767;
}
const double l_768 = double(0.5) * l_mut_49;
const bool l_769 = l_768 > l_mut_217;
if (l_769) {
l_mut_217 = l_768;
}
const double l_770 = l_mut_25 - l_389;
const double l_771 = abs(l_770);
l_mut_49 = double(1.401298464324817e-45);
const bool l_772 = l_771 >= double(1.1754943508222875e-38);
const bool l_773 = l_771 <= double(1.7976931348623157e308);
const bool l_774 = l_772 && l_773;
if (l_774) {
const uint64 l_775 = reinterpret_cast<uint64 const&>(l_771);
const uint64 l_776 = l_775 >> uint64(52);
const uint64 l_777 = l_776 - uint64(23);
const uint64 l_778 = l_777 << uint64(52);
const double l_779 = reinterpret_cast<double const&>(l_778);
l_mut_49 = l_779;
}
const double l_780 = l_mut_25 + l_389;
const double l_781 = abs(l_780);
l_mut_34 = double(1.401298464324817e-45);
const bool l_782 = l_781 >= double(1.1754943508222875e-38);
const bool l_783 = l_781 <= double(1.7976931348623157e308);
const bool l_784 = l_782 && l_783;
if (l_784) {
const uint64 l_785 = reinterpret_cast<uint64 const&>(l_781);
const uint64 l_786 = l_785 >> uint64(52);
const uint64 l_787 = l_786 - uint64(23);
const uint64 l_788 = l_787 << uint64(52);
const double l_789 = reinterpret_cast<double const&>(l_788);
l_mut_34 = l_789;
}
const bool l_790 = l_mut_49 == l_mut_34;
if (l_790) {
const double l_791 = l_379 * l_389;
const double l_792 = l_389 + l_791;
const double l_793 = l_mut_217 * double(1.4551915228366852e-11);
const double l_794 = l_792 + l_793;
const double l_795 = l_mut_25 - l_mut_217;
const double l_796 = l_mut_25 + l_mut_217;
const double l_797 = double(l_mut_22);
const uint32 l_798 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_799 = l_798 + uint32(1);
l_mut_436 = l_799;
const uint32 l_800 = l_798 & uint32(2147483647);
const bool l_801 = l_800 == uint32(0);
if (l_801) {
l_mut_436 = uint32(1);
} else {
const uint32 l_802 = l_798 & uint32(2147483648);
const bool l_803 = l_802 != uint32(0);
if (l_803) {
const uint32 l_804 = l_798 - uint32(1);
l_mut_436 = l_804;
}
}
const float l_805 = reinterpret_cast<float const&>(l_mut_436);
const double l_806 = double(l_805);
const float l_807 = -l_mut_22;
const uint32 l_808 = reinterpret_cast<uint32 const&>(l_807);
const uint32 l_809 = l_808 + uint32(1);
l_mut_436 = l_809;
const uint32 l_810 = l_808 & uint32(2147483647);
const bool l_811 = l_810 == uint32(0);
if (l_811) {
l_mut_436 = uint32(1);
} else {
const uint32 l_812 = l_808 & uint32(2147483648);
const bool l_813 = l_812 != uint32(0);
if (l_813) {
const uint32 l_814 = l_808 - uint32(1);
l_mut_436 = l_814;
}
}
const float l_815 = reinterpret_cast<float const&>(l_mut_436);
const float l_816 = -l_815;
const double l_817 = double(l_816);
const double l_818 = l_795 + l_794;
const bool l_819 = l_818 <= l_797;
l_mut_466 = l_819;
const double l_820 = l_795 - l_794;
const bool l_821 = l_820 > l_797;
l_mut_463 = l_821;
const double l_822 = l_796 - l_794;
const bool l_823 = l_822 >= l_797;
l_mut_460 = l_823;
const double l_824 = l_796 + l_794;
const bool l_825 = l_824 < l_797;
l_mut_457 = l_825;
if (l_377) {
const double l_826 = l_795 + l_794;
const bool l_827 = l_826 < l_806;
l_mut_466 = l_827;
const double l_828 = l_795 - l_794;
const bool l_829 = l_828 >= l_806;
l_mut_463 = l_829;
const double l_830 = l_796 - l_794;
const bool l_831 = l_830 > l_817;
l_mut_460 = l_831;
const double l_832 = l_796 + l_794;
const bool l_833 = l_832 <= l_817;
l_mut_457 = l_833;
}
l_mut_436 = uint32(2);
const bool l_834 = l_mut_463 || l_mut_457;
if (l_834) {
l_mut_436 = uint32(1);
} else {
const bool l_835 = l_mut_466 && l_mut_460;
if (l_835) {
l_mut_436 = uint32(0);
}
}
l_mut_391 = l_mut_436;
}
} else {
const bool l_836 = l_373 == uint32(8);
if (l_836) {
const bool l_837 = l_386 >= double(0.5);
const bool l_838 = l_386 <= double(2.0);
const bool l_839 = l_837 && l_838;
if (l_839) {
const double l_840 = l_379 * double(1.4551915228366852e-11);
const double l_841 = l_389 + l_840;
const double l_842 = l_mut_25 - l_379;
const double l_843 = l_mut_25 + l_379;
const double l_844 = double(l_mut_22);
const uint32 l_845 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_846 = l_845 + uint32(1);
l_mut_436 = l_846;
const uint32 l_847 = l_845 & uint32(2147483647);
const bool l_848 = l_847 == uint32(0);
if (l_848) {
l_mut_436 = uint32(1);
} else {
const uint32 l_849 = l_845 & uint32(2147483648);
const bool l_850 = l_849 != uint32(0);
if (l_850) {
const uint32 l_851 = l_845 - uint32(1);
l_mut_436 = l_851;
}
}
const float l_852 = reinterpret_cast<float const&>(l_mut_436);
const double l_853 = double(l_852);
const float l_854 = -l_mut_22;
const uint32 l_855 = reinterpret_cast<uint32 const&>(l_854);
const uint32 l_856 = l_855 + uint32(1);
l_mut_436 = l_856;
const uint32 l_857 = l_855 & uint32(2147483647);
const bool l_858 = l_857 == uint32(0);
if (l_858) {
l_mut_436 = uint32(1);
} else {
const uint32 l_859 = l_855 & uint32(2147483648);
const bool l_860 = l_859 != uint32(0);
if (l_860) {
const uint32 l_861 = l_855 - uint32(1);
l_mut_436 = l_861;
}
}
const float l_862 = reinterpret_cast<float const&>(l_mut_436);
const float l_863 = -l_862;
const double l_864 = double(l_863);
const double l_865 = l_842 + l_841;
const bool l_866 = l_865 <= l_844;
l_mut_466 = l_866;
const double l_867 = l_842 - l_841;
const bool l_868 = l_867 > l_844;
l_mut_463 = l_868;
const double l_869 = l_843 - l_841;
const bool l_870 = l_869 >= l_844;
l_mut_460 = l_870;
const double l_871 = l_843 + l_841;
const bool l_872 = l_871 < l_844;
l_mut_457 = l_872;
if (l_377) {
const double l_873 = l_842 + l_841;
const bool l_874 = l_873 < l_853;
l_mut_466 = l_874;
const double l_875 = l_842 - l_841;
const bool l_876 = l_875 >= l_853;
l_mut_463 = l_876;
const double l_877 = l_843 - l_841;
const bool l_878 = l_877 > l_864;
l_mut_460 = l_878;
const double l_879 = l_843 + l_841;
const bool l_880 = l_879 <= l_864;
l_mut_457 = l_880;
}
l_mut_436 = uint32(2);
const bool l_881 = l_mut_463 || l_mut_457;
if (l_881) {
l_mut_436 = uint32(1);
} else {
const bool l_882 = l_mut_466 && l_mut_460;
if (l_882) {
l_mut_436 = uint32(0);
}
}
l_mut_391 = l_mut_436;
} else {
const double l_883 = abs(l_mut_25);
l_mut_217 = double(1.401298464324817e-45);
const bool l_884 = l_883 >= double(1.1754943508222875e-38);
const bool l_885 = l_883 <= double(1.7976931348623157e308);
const bool l_886 = l_884 && l_885;
if (l_886) {
const uint64 l_887 = reinterpret_cast<uint64 const&>(l_883);
const uint64 l_888 = l_887 >> uint64(52);
const uint64 l_889 = l_888 - uint64(23);
const uint64 l_890 = l_889 << uint64(52);
const double l_891 = reinterpret_cast<double const&>(l_890);
l_mut_217 = l_891;
}
const double l_892 = l_382 * l_mut_217;
l_mut_436 = uint32(2);
const double l_893 = l_mut_25 - l_389;
const double l_894 = abs(l_893);
l_mut_217 = double(1.401298464324817e-45);
const bool l_895 = l_894 >= double(1.1754943508222875e-38);
const bool l_896 = l_894 <= double(1.7976931348623157e308);
const bool l_897 = l_895 && l_896;
if (l_897) {
const uint64 l_898 = reinterpret_cast<uint64 const&>(l_894);
const uint64 l_899 = l_898 >> uint64(52);
const uint64 l_900 = l_899 - uint64(23);
const uint64 l_901 = l_900 << uint64(52);
const double l_902 = reinterpret_cast<double const&>(l_901);
l_mut_217 = l_902;
}
const double l_903 = l_mut_25 + l_389;
const double l_904 = abs(l_903);
l_mut_49 = double(1.401298464324817e-45);
const bool l_905 = l_904 >= double(1.1754943508222875e-38);
const bool l_906 = l_904 <= double(1.7976931348623157e308);
const bool l_907 = l_905 && l_906;
if (l_907) {
const uint64 l_908 = reinterpret_cast<uint64 const&>(l_904);
const uint64 l_909 = l_908 >> uint64(52);
const uint64 l_910 = l_909 - uint64(23);
const uint64 l_911 = l_910 << uint64(52);
const double l_912 = reinterpret_cast<double const&>(l_911);
l_mut_49 = l_912;
}
const bool l_913 = l_mut_217 == l_mut_49;
if (l_913) {
const double l_914 = l_892 * double(1.4551915228366852e-11);
const double l_915 = l_389 + l_914;
const double l_916 = l_mut_25 - l_892;
const double l_917 = l_mut_25 + l_892;
const double l_918 = double(l_mut_22);
const uint32 l_919 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_920 = l_919 + uint32(1);
l_mut_407 = l_920;
const uint32 l_921 = l_919 & uint32(2147483647);
const bool l_922 = l_921 == uint32(0);
if (l_922) {
l_mut_407 = uint32(1);
} else {
const uint32 l_923 = l_919 & uint32(2147483648);
const bool l_924 = l_923 != uint32(0);
if (l_924) {
const uint32 l_925 = l_919 - uint32(1);
l_mut_407 = l_925;
}
}
const float l_926 = reinterpret_cast<float const&>(l_mut_407);
const double l_927 = double(l_926);
const float l_928 = -l_mut_22;
const uint32 l_929 = reinterpret_cast<uint32 const&>(l_928);
const uint32 l_930 = l_929 + uint32(1);
l_mut_407 = l_930;
const uint32 l_931 = l_929 & uint32(2147483647);
const bool l_932 = l_931 == uint32(0);
if (l_932) {
l_mut_407 = uint32(1);
} else {
const uint32 l_933 = l_929 & uint32(2147483648);
const bool l_934 = l_933 != uint32(0);
if (l_934) {
const uint32 l_935 = l_929 - uint32(1);
l_mut_407 = l_935;
}
}
const float l_936 = reinterpret_cast<float const&>(l_mut_407);
const float l_937 = -l_936;
const double l_938 = double(l_937);
const double l_939 = l_916 + l_915;
const bool l_940 = l_939 <= l_918;
l_mut_466 = l_940;
const double l_941 = l_916 - l_915;
const bool l_942 = l_941 > l_918;
l_mut_463 = l_942;
const double l_943 = l_917 - l_915;
const bool l_944 = l_943 >= l_918;
l_mut_460 = l_944;
const double l_945 = l_917 + l_915;
const bool l_946 = l_945 < l_918;
l_mut_457 = l_946;
if (l_377) {
const double l_947 = l_916 + l_915;
const bool l_948 = l_947 < l_927;
l_mut_466 = l_948;
const double l_949 = l_916 - l_915;
const bool l_950 = l_949 >= l_927;
l_mut_463 = l_950;
const double l_951 = l_917 - l_915;
const bool l_952 = l_951 > l_938;
l_mut_460 = l_952;
const double l_953 = l_917 + l_915;
const bool l_954 = l_953 <= l_938;
l_mut_457 = l_954;
}
l_mut_407 = uint32(2);
const bool l_955 = l_mut_463 || l_mut_457;
if (l_955) {
l_mut_407 = uint32(1);
} else {
const bool l_956 = l_mut_466 && l_mut_460;
if (l_956) {
l_mut_407 = uint32(0);
}
}
l_mut_436 = l_mut_407;
}
l_mut_391 = l_mut_436;
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
const uint32 l_957 = l_arr_390[uint32(0)];
const bool l_958 = l_957 == uint32(0);
if (l_958) {
l_mut_391 = uint32(2);
}
l_arr_10[l_mut_371] = l_mut_391;
const uint32 l_959 = l_arr_10[l_mut_371];
const bool l_960 = l_959 == uint32(2);
if (l_960) {
l_mut_101 = bool(false);
}
}
}
const bool l_961 = l_mut_35 == uint32(4294967293);
if (l_961) {
const uint32 l_962 = l_arr_8[uint32(0)];
const uint32 l_963 = l_962 + uint32(1);
l_arr_8[uint32(0)] = l_963;
} else {
if (l_mut_101) {
l_mut_217 = l_362;
const bool l_964 = l_mut_217 < double(-17.0);
if (l_964) {
l_mut_217 = double(-17.0);
}
const bool l_965 = l_mut_217 > double(17.0);
if (l_965) {
l_mut_217 = double(17.0);
}
const double l_966 = l_mut_217 + double(16.0);
const double l_967 = l_966 + double(1.0);
const uint32 l_968 = uint32(l_967);
const uint32 l_969 = uint32(2) + l_968;
const uint32 l_970 = l_arr_8[l_969];
const uint32 l_971 = l_970 + uint32(1);
l_arr_8[l_969] = l_971;
const uint32 l_972 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_973 = l_972 & uint32(8388607);
const double l_974 = double(l_973);
const double l_975 = l_974 / double(7.1362384635298e44);
l_mut_217 = l_975;
const uint32 l_976 = l_972 & uint32(2139095040);
const bool l_977 = l_976 != uint32(0);
if (l_977) {
const uint32 l_978 = l_972 & uint32(2147483647);
const float l_979 = reinterpret_cast<float const&>(l_978);
const double l_980 = double(l_979);
l_mut_217 = l_980;
}
const uint32 l_981 = l_972 >> uint32(31);
const double l_982 = double(l_981);
const double l_983 = double(2.0) * l_982;
const double l_984 = double(1.0) - l_983;
l_mut_217 = l_mut_217 * l_984;
const double l_985 = abs(l_mut_25);
const double l_986 = l_mut_25 * double(0.0);
const double l_987 = l_986 + double(7.1362384635298e44);
l_mut_49 = l_987;
const bool l_988 = l_985 >= double(2.350988701644575e-38);
if (l_988) {
const uint32 l_989 = l_mut_35 & uint32(2147483647);
const float l_990 = reinterpret_cast<float const&>(l_989);
const double l_991 = double(l_990);
const uint32 l_992 = l_989 & uint32(2139095040);
const float l_993 = reinterpret_cast<float const&>(l_992);
const double l_994 = double(l_993);
const bool l_995 = l_991 > l_985;
const uint32 l_996 = l_989 & uint32(8388607);
const bool l_997 = l_996 == uint32(0);
const bool l_998 = l_995 && l_997;
const double l_999 = l_994 * double(1.1920928955078125e-7);
const double l_1000 = double(l_998);
const double l_1001 = double(0.5) * l_1000;
const double l_1002 = double(1.0) - l_1001;
const double l_1003 = l_999 * l_1002;
const double l_1004 = double(1.0) / l_1003;
l_mut_49 = l_1004;
}
const double l_1005 = l_mut_217 - l_mut_25;
const double l_1006 = l_1005 * l_mut_49;
const uint32 l_1007 = l_arr_8[uint32(45)];
const bool l_1008 = l_1007 == uint32(4294967295);
const double l_1009 = l_arr_9[uint32(0)];
const bool l_1010 = l_1006 < l_1009;
const bool l_1011 = l_1008 || l_1010;
if (l_1011) {
l_arr_9[uint32(0)] = l_1006;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_343;
}
const uint32 l_1012 = l_arr_8[uint32(47)];
const bool l_1013 = l_1012 == uint32(4294967295);
const double l_1014 = l_arr_9[uint32(1)];
const bool l_1015 = l_1006 > l_1014;
const bool l_1016 = l_1013 || l_1015;
if (l_1016) {
l_arr_9[uint32(1)] = l_1006;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_343;
}
const bool l_1017 = l_362 != double(0.0);
if (l_1017) {

for (uint32 l_mut_1018 = uint32(0); l_mut_1018 < uint32(8); ++l_mut_1018) {
const uint32 l_1019 = l_arr_10[l_mut_1018];
const bool l_1020 = l_1019 == uint32(1);
if (l_1020) {
const uint32 l_1021 = uint32(37) + l_mut_1018;
const uint32 l_1022 = l_arr_8[l_1021];
const uint32 l_1023 = l_1022 + uint32(1);
l_arr_8[l_1021] = l_1023;
const uint32 l_1024 = uint32(2) + l_mut_1018;
const uint32 l_1025 = uint32(2) * l_1024;
const uint32 l_1026 = uint32(45) + l_1025;
const uint32 l_1027 = l_arr_8[l_1026];
const bool l_1028 = l_1027 == uint32(4294967295);
const double l_1029 = abs(l_1006);
const uint32 l_1030 = uint32(2) + l_mut_1018;
const double l_1031 = l_arr_9[l_1030];
const double l_1032 = abs(l_1031);
const bool l_1033 = l_1029 > l_1032;
const bool l_1034 = l_1028 || l_1033;
if (l_1034) {
const uint32 l_1035 = uint32(2) + l_mut_1018;
l_arr_9[l_1035] = l_1006;
l_arr_8[l_1026] = l_20;
const uint32 l_1036 = l_1026 + uint32(1);
l_arr_8[l_1036] = l_343;
}
}
}
}
} else {
const uint32 l_1037 = l_arr_8[uint32(1)];
const uint32 l_1038 = l_2 + l_1037;
const uint32 l_1039 = l_1038 * uint32(2);
const uint32 l_1145 = info.static_meta[uint32(6)];
const uint32 l_1146 = l_1145 * uint32(1);
const bool l_1147 = l_1039 < l_1146;
if (l_1147) {
buffer_6[l_1039] = l_20;
}
const uint32 l_1040 = l_1039 + uint32(1);
const uint32 l_1148 = info.static_meta[uint32(6)];
const uint32 l_1149 = l_1148 * uint32(1);
const bool l_1150 = l_1040 < l_1149;
if (l_1150) {
buffer_6[l_1040] = l_343;
}
const uint32 l_1041 = l_arr_8[uint32(1)];
const uint32 l_1042 = l_1041 + uint32(1);
l_arr_8[uint32(1)] = l_1042;
}
}
}

for (uint32 l_mut_1043 = uint32(0); l_mut_1043 < uint32(65); ++l_mut_1043) {
const uint32 l_1044 = idxGlobal * uint32(65);
const uint32 l_1045 = l_1044 + l_mut_1043;
const uint32 l_1046 = l_arr_8[l_mut_1043];
const uint32 l_1151 = info.static_meta[uint32(4)];
const uint32 l_1152 = l_1151 * uint32(1);
const bool l_1153 = l_1045 < l_1152;
if (l_1153) {
buffer_4[l_1045] = l_1046;
}
}

for (uint32 l_mut_1047 = uint32(0); l_mut_1047 < uint32(10); ++l_mut_1047) {
const uint32 l_1048 = idxGlobal * uint32(10);
const uint32 l_1049 = l_1048 + l_mut_1047;
const double l_1050 = l_arr_9[l_mut_1047];
const uint32 l_1154 = info.static_meta[uint32(5)];
const uint32 l_1155 = l_1154 * uint32(1);
const bool l_1156 = l_1049 < l_1155;
if (l_1156) {
buffer_5[l_1049] = l_1050;
}
}
}

}
