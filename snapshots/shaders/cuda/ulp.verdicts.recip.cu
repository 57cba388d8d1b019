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


extern "C" __global__ void __launch_bounds__(64)verdicts (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const double* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, const double* __restrict__ buffer_5, const uint32* __restrict__ buffer_6, uint32* buffer_7, const __grid_constant__ info_st info
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
uint32 l_arr_30[1];

bool l_mut_141;
bool l_mut_144;
bool l_mut_147;
bool l_mut_150;
double l_mut_38;
double l_mut_61;
double l_mut_709;
uint32 l_mut_31;
uint32 l_mut_48;
uint32 l_mut_90;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_1058 = info.static_meta[uint32(6)];
const uint32 l_1059 = l_1058 * uint32(1);
const bool l_1060 = uint32(1024) < l_1059;
const uint32 l_1061 = l_1059 - uint32(1);
const uint32 l_1062 = min(uint32(1024), l_1061);
const uint32 l_1063 = buffer_6[l_1062];
const uint32 l_1064 = (l_1060) ? l_1063 : uint32(0);
const uint32 l_2 = l_1064;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_1065 = info.static_meta[uint32(4)];
const uint32 l_1066 = l_1065 * uint32(1);
const bool l_1067 = l_8 < l_1066;
const uint32 l_1068 = l_1066 - uint32(1);
const uint32 l_1069 = min(l_8, l_1068);
const uint32 l_1070 = buffer_4[l_1069];
const uint32 l_1071 = (l_1067) ? l_1070 : uint32(0);
const uint32 l_9 = l_1071;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1072 = info.static_meta[uint32(4)];
const uint32 l_1073 = l_1072 * uint32(1);
const bool l_1074 = l_11 < l_1073;
const uint32 l_1075 = l_1073 - uint32(1);
const uint32 l_1076 = min(l_11, l_1075);
const uint32 l_1077 = buffer_4[l_1076];
const uint32 l_1078 = (l_1074) ? l_1077 : uint32(0);
const uint32 l_12 = l_1078;
const bool l_13 = l_12 != uint32(0);
const uint32 l_1079 = info.static_meta[uint32(0)];
const uint32 l_1080 = l_1079 * uint32(1);
const bool l_1081 = idxGlobal < l_1080;
const uint32 l_1082 = l_1080 - uint32(1);
const uint32 l_1083 = min(idxGlobal, l_1082);
const float l_1084 = buffer_0[l_1083];
const float l_1085 = (l_1081) ? l_1084 : float(0.0);
const float l_14 = l_1085;
const uint32 l_1086 = info.static_meta[uint32(1)];
const uint32 l_1087 = l_1086 * uint32(1);
const bool l_1088 = idxGlobal < l_1087;
const uint32 l_1089 = l_1087 - uint32(1);
const uint32 l_1090 = min(idxGlobal, l_1089);
const float l_1091 = buffer_1[l_1090];
const float l_1092 = (l_1088) ? l_1091 : float(0.0);
const float l_15 = l_1092;
const uint32 l_1093 = info.static_meta[uint32(2)];
const uint32 l_1094 = l_1093 * uint32(1);
const bool l_1095 = idxGlobal < l_1094;
const uint32 l_1096 = l_1094 - uint32(1);
const uint32 l_1097 = min(idxGlobal, l_1096);
const double l_1098 = buffer_2[l_1097];
const double l_1099 = (l_1095) ? l_1098 : double(0.0);
const double l_16 = l_1099;
const uint32 l_1100 = info.static_meta[uint32(3)];
const uint32 l_1101 = l_1100 * uint32(1);
const bool l_1102 = idxGlobal < l_1101;
const uint32 l_1103 = l_1101 - uint32(1);
const uint32 l_1104 = min(idxGlobal, l_1103);
const double l_1105 = buffer_3[l_1104];
const double l_1106 = (l_1102) ? l_1105 : double(0.0);
const double l_17 = l_1106;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_1107 = info.static_meta[uint32(5)];
const uint32 l_1108 = l_1107 * uint32(1);
const bool l_1109 = l_18 < l_1108;
const uint32 l_1110 = l_1108 - uint32(1);
const uint32 l_1111 = min(l_18, l_1110);
const double l_1112 = buffer_5[l_1111];
const double l_1113 = (l_1109) ? l_1112 : double(0.0);
const double l_19 = l_1113;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1114 = info.static_meta[uint32(5)];
const uint32 l_1115 = l_1114 * uint32(1);
const bool l_1116 = l_21 < l_1115;
const uint32 l_1117 = l_1115 - uint32(1);
const uint32 l_1118 = min(l_21, l_1117);
const double l_1119 = buffer_5[l_1118];
const double l_1120 = (l_1116) ? l_1119 : double(0.0);
const double l_22 = l_1120;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_1121 = info.static_meta[uint32(5)];
const uint32 l_1122 = l_1121 * uint32(1);
const bool l_1123 = l_24 < l_1122;
const uint32 l_1124 = l_1122 - uint32(1);
const uint32 l_1125 = min(l_24, l_1124);
const double l_1126 = buffer_5[l_1125];
const double l_1127 = (l_1123) ? l_1126 : double(0.0);
const double l_25 = l_1127;
const double l_26 = double(l_14);
const double l_27 = abs(l_26);
const double l_28 = abs(l_16);
const double l_29 = l_28 * double(1.4551915228366852e-11);
l_arr_30[uint32(0)] = uint32(1);
l_mut_31 = uint32(2);
const bool l_32 = l_9 == uint32(0);
if (l_32) {
l_mut_31 = uint32(0);
} else {
const bool l_33 = l_9 == uint32(1);
if (l_33) {
l_mut_31 = uint32(1);
const double l_34 = abs(l_17);
const bool l_35 = l_34 <= l_19;
if (l_35) {
l_mut_31 = uint32(0);
}
} else {
const bool l_36 = l_9 == uint32(2);
if (l_36) {
const double l_37 = abs(l_16);
l_mut_38 = double(1.401298464324817e-45);
const bool l_39 = l_37 >= double(1.1754943508222875e-38);
const bool l_40 = l_37 <= double(1.7976931348623157e308);
const bool l_41 = l_39 && l_40;
if (l_41) {
const uint64 l_42 = reinterpret_cast<uint64 const&>(l_37);
const uint64 l_43 = l_42 >> uint64(52);
const uint64 l_44 = l_43 - uint64(23);
const uint64 l_45 = l_44 << uint64(52);
const double l_46 = reinterpret_cast<double const&>(l_45);
l_mut_38 = l_46;
}
const double l_47 = l_19 * l_mut_38;
l_mut_48 = uint32(2);
const double l_49 = l_16 - l_29;
const double l_50 = abs(l_49);
l_mut_38 = double(1.401298464324817e-45);
const bool l_51 = l_50 >= double(1.1754943508222875e-38);
const bool l_52 = l_50 <= double(1.7976931348623157e308);
const bool l_53 = l_51 && l_52;
if (l_53) {
const uint64 l_54 = reinterpret_cast<uint64 const&>(l_50);
const uint64 l_55 = l_54 >> uint64(52);
const uint64 l_56 = l_55 - uint64(23);
const uint64 l_57 = l_56 << uint64(52);
const double l_58 = reinterpret_cast<double const&>(l_57);
l_mut_38 = l_58;
}
const double l_59 = l_16 + l_29;
const double l_60 = abs(l_59);
l_mut_61 = double(1.401298464324817e-45);
const bool l_62 = l_60 >= double(1.1754943508222875e-38);
const bool l_63 = l_60 <= double(1.7976931348623157e308);
const bool l_64 = l_62 && l_63;
if (l_64) {
const uint64 l_65 = reinterpret_cast<uint64 const&>(l_60);
const uint64 l_66 = l_65 >> uint64(52);
const uint64 l_67 = l_66 - uint64(23);
const uint64 l_68 = l_67 << uint64(52);
const double l_69 = reinterpret_cast<double const&>(l_68);
l_mut_61 = l_69;
}
const bool l_70 = l_mut_38 == l_mut_61;
if (l_70) {
const double l_71 = l_47 * double(1.4551915228366852e-11);
const double l_72 = l_29 + l_71;
const double l_73 = l_16 - l_47;
const double l_74 = l_16 + l_47;
const uint32 l_75 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_76 = l_75 & uint32(2147483647);
const float l_77 = reinterpret_cast<float const&>(l_76);
const double l_78 = double(l_77);
l_mut_61 = l_78;
const bool l_79 = l_76 < uint32(8388608);
if (l_79) {
const double l_80 = double(l_76);
const double l_81 = l_80 * double(1.401298464324817e-45);
l_mut_61 = l_81;
}
const uint64 l_82 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_83 = l_75 >> uint32(31);
const uint64 l_84 = uint64(l_83);
const uint64 l_85 = l_84 << uint64(63);
const uint64 l_86 = l_82 | l_85;
const double l_87 = reinterpret_cast<double const&>(l_86);
const uint32 l_88 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_89 = l_88 + uint32(1);
l_mut_90 = l_89;
const uint32 l_91 = l_88 & uint32(2147483647);
const bool l_92 = l_91 == uint32(0);
if (l_92) {
l_mut_90 = uint32(1);
} else {
const uint32 l_93 = l_88 & uint32(2147483648);
const bool l_94 = l_93 != uint32(0);
if (l_94) {
const uint32 l_95 = l_88 - uint32(1);
l_mut_90 = l_95;
} else {
const bool l_96 = l_88 == uint32(2139095040);
if (l_96) {
l_mut_90 = l_88;
}
}
}
const float l_97 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_98 = reinterpret_cast<uint32 const&>(l_97);
const uint32 l_99 = l_98 & uint32(2147483647);
const float l_100 = reinterpret_cast<float const&>(l_99);
const double l_101 = double(l_100);
l_mut_61 = l_101;
const bool l_102 = l_99 < uint32(8388608);
if (l_102) {
const double l_103 = double(l_99);
const double l_104 = l_103 * double(1.401298464324817e-45);
l_mut_61 = l_104;
}
const uint64 l_105 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_106 = l_98 >> uint32(31);
const uint64 l_107 = uint64(l_106);
const uint64 l_108 = l_107 << uint64(63);
const uint64 l_109 = l_105 | l_108;
const double l_110 = reinterpret_cast<double const&>(l_109);
const uint32 l_111 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_112 = l_111 ^ uint32(2147483648);
const float l_113 = reinterpret_cast<float const&>(l_112);
const uint32 l_114 = reinterpret_cast<uint32 const&>(l_113);
const uint32 l_115 = l_114 + uint32(1);
l_mut_90 = l_115;
const uint32 l_116 = l_114 & uint32(2147483647);
const bool l_117 = l_116 == uint32(0);
if (l_117) {
l_mut_90 = uint32(1);
} else {
const uint32 l_118 = l_114 & uint32(2147483648);
const bool l_119 = l_118 != uint32(0);
if (l_119) {
const uint32 l_120 = l_114 - uint32(1);
l_mut_90 = l_120;
} else {
const bool l_121 = l_114 == uint32(2139095040);
if (l_121) {
l_mut_90 = l_114;
}
}
}
const float l_122 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_123 = reinterpret_cast<uint32 const&>(l_122);
const uint32 l_124 = l_123 ^ uint32(2147483648);
const float l_125 = reinterpret_cast<float const&>(l_124);
const uint32 l_126 = reinterpret_cast<uint32 const&>(l_125);
const uint32 l_127 = l_126 & uint32(2147483647);
const float l_128 = reinterpret_cast<float const&>(l_127);
const double l_129 = double(l_128);
l_mut_61 = l_129;
const bool l_130 = l_127 < uint32(8388608);
if (l_130) {
const double l_131 = double(l_127);
const double l_132 = l_131 * double(1.401298464324817e-45);
l_mut_61 = l_132;
}
const uint64 l_133 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_134 = l_126 >> uint32(31);
const uint64 l_135 = uint64(l_134);
const uint64 l_136 = l_135 << uint64(63);
const uint64 l_137 = l_133 | l_136;
const double l_138 = reinterpret_cast<double const&>(l_137);
const double l_139 = l_73 + l_72;
const bool l_140 = l_139 <= l_87;
l_mut_141 = l_140;
const double l_142 = l_73 - l_72;
const bool l_143 = l_142 > l_87;
l_mut_144 = l_143;
const double l_145 = l_74 - l_72;
const bool l_146 = l_145 >= l_87;
l_mut_147 = l_146;
const double l_148 = l_74 + l_72;
const bool l_149 = l_148 < l_87;
l_mut_150 = l_149;
if (l_13) {
const double l_151 = l_73 + l_72;
const bool l_152 = l_151 < l_110;
l_mut_141 = l_152;
const double l_153 = l_73 - l_72;
const bool l_154 = l_153 >= l_110;
l_mut_144 = l_154;
const double l_155 = l_74 - l_72;
const bool l_156 = l_155 > l_138;
l_mut_147 = l_156;
const double l_157 = l_74 + l_72;
const bool l_158 = l_157 <= l_138;
l_mut_150 = l_158;
}
l_mut_90 = uint32(2);
const bool l_159 = l_mut_144 || l_mut_150;
if (l_159) {
l_mut_90 = uint32(1);
} else {
const bool l_160 = l_mut_141 && l_mut_147;
if (l_160) {
l_mut_90 = uint32(0);
}
}
const uint32 l_161 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_162 = l_161 & uint32(2147483647);
const bool l_163 = l_162 == uint32(0);
if (l_163) {
const double l_164 = l_73 + l_72;
const bool l_165 = l_164 < double(1.1754943508222875e-38);
const double l_166 = l_74 - l_72;
const bool l_167 = l_166 > double(-1.1754943508222875e-38);
const bool l_168 = l_165 && l_167;
const double l_169 = l_73 - l_72;
const bool l_170 = l_169 < double(1.1754943508222875e-38);
const double l_171 = l_74 + l_72;
const bool l_172 = l_171 > double(-1.1754943508222875e-38);
const bool l_173 = l_170 && l_172;
if (l_168) {
l_mut_90 = uint32(0);
} else {
const bool l_174 = l_mut_90 == uint32(1);
const bool l_175 = l_173 && l_174;
if (l_175) {
l_mut_90 = uint32(2);
}
}
}
l_mut_48 = l_mut_90;
}
l_mut_31 = l_mut_48;
} else {
const bool l_176 = l_9 == uint32(3);
if (l_176) {
l_mut_31 = uint32(0);
const bool l_177 = l_27 >= double(1.1754943508222875e-38);
const bool l_178 = l_27 <= double(8.507059173023462e37);
const bool l_179 = l_177 && l_178;
if (l_179) {
const double l_180 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_181 = l_180 >= double(1.1754943508222875e-38);
const bool l_182 = l_180 <= double(1.7976931348623157e308);
const bool l_183 = l_181 && l_182;
if (l_183) {
const uint64 l_184 = reinterpret_cast<uint64 const&>(l_180);
const uint64 l_185 = l_184 >> uint64(52);
const uint64 l_186 = l_185 - uint64(23);
const uint64 l_187 = l_186 << uint64(52);
const double l_188 = reinterpret_cast<double const&>(l_187);
l_mut_61 = l_188;
}
const double l_189 = l_19 * l_mut_61;
l_mut_90 = uint32(2);
const double l_190 = l_16 - l_29;
const double l_191 = abs(l_190);
l_mut_61 = double(1.401298464324817e-45);
const bool l_192 = l_191 >= double(1.1754943508222875e-38);
const bool l_193 = l_191 <= double(1.7976931348623157e308);
const bool l_194 = l_192 && l_193;
if (l_194) {
const uint64 l_195 = reinterpret_cast<uint64 const&>(l_191);
const uint64 l_196 = l_195 >> uint64(52);
const uint64 l_197 = l_196 - uint64(23);
const uint64 l_198 = l_197 << uint64(52);
const double l_199 = reinterpret_cast<double const&>(l_198);
l_mut_61 = l_199;
}
const double l_200 = l_16 + l_29;
const double l_201 = abs(l_200);
l_mut_38 = double(1.401298464324817e-45);
const bool l_202 = l_201 >= double(1.1754943508222875e-38);
const bool l_203 = l_201 <= double(1.7976931348623157e308);
const bool l_204 = l_202 && l_203;
if (l_204) {
const uint64 l_205 = reinterpret_cast<uint64 const&>(l_201);
const uint64 l_206 = l_205 >> uint64(52);
const uint64 l_207 = l_206 - uint64(23);
const uint64 l_208 = l_207 << uint64(52);
const double l_209 = reinterpret_cast<double const&>(l_208);
l_mut_38 = l_209;
}
const bool l_210 = l_mut_61 == l_mut_38;
if (l_210) {
const double l_211 = l_189 * double(1.4551915228366852e-11);
const double l_212 = l_29 + l_211;
const double l_213 = l_16 - l_189;
const double l_214 = l_16 + l_189;
const uint32 l_215 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_216 = l_215 & uint32(2147483647);
const float l_217 = reinterpret_cast<float const&>(l_216);
const double l_218 = double(l_217);
l_mut_61 = l_218;
const bool l_219 = l_216 < uint32(8388608);
if (l_219) {
const double l_220 = double(l_216);
const double l_221 = l_220 * double(1.401298464324817e-45);
l_mut_61 = l_221;
}
const uint64 l_222 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_223 = l_215 >> uint32(31);
const uint64 l_224 = uint64(l_223);
const uint64 l_225 = l_224 << uint64(63);
const uint64 l_226 = l_222 | l_225;
const double l_227 = reinterpret_cast<double const&>(l_226);
const uint32 l_228 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_229 = l_228 + uint32(1);
l_mut_48 = l_229;
const uint32 l_230 = l_228 & uint32(2147483647);
const bool l_231 = l_230 == uint32(0);
if (l_231) {
l_mut_48 = uint32(1);
} else {
const uint32 l_232 = l_228 & uint32(2147483648);
const bool l_233 = l_232 != uint32(0);
if (l_233) {
const uint32 l_234 = l_228 - uint32(1);
l_mut_48 = l_234;
} else {
const bool l_235 = l_228 == uint32(2139095040);
if (l_235) {
l_mut_48 = l_228;
}
}
}
const float l_236 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_237 = reinterpret_cast<uint32 const&>(l_236);
const uint32 l_238 = l_237 & uint32(2147483647);
const float l_239 = reinterpret_cast<float const&>(l_238);
const double l_240 = double(l_239);
l_mut_61 = l_240;
const bool l_241 = l_238 < uint32(8388608);
if (l_241) {
const double l_242 = double(l_238);
const double l_243 = l_242 * double(1.401298464324817e-45);
l_mut_61 = l_243;
}
const uint64 l_244 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_245 = l_237 >> uint32(31);
const uint64 l_246 = uint64(l_245);
const uint64 l_247 = l_246 << uint64(63);
const uint64 l_248 = l_244 | l_247;
const double l_249 = reinterpret_cast<double const&>(l_248);
const uint32 l_250 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_251 = l_250 ^ uint32(2147483648);
const float l_252 = reinterpret_cast<float const&>(l_251);
const uint32 l_253 = reinterpret_cast<uint32 const&>(l_252);
const uint32 l_254 = l_253 + uint32(1);
l_mut_48 = l_254;
const uint32 l_255 = l_253 & uint32(2147483647);
const bool l_256 = l_255 == uint32(0);
if (l_256) {
l_mut_48 = uint32(1);
} else {
const uint32 l_257 = l_253 & uint32(2147483648);
const bool l_258 = l_257 != uint32(0);
if (l_258) {
const uint32 l_259 = l_253 - uint32(1);
l_mut_48 = l_259;
} else {
const bool l_260 = l_253 == uint32(2139095040);
if (l_260) {
l_mut_48 = l_253;
}
}
}
const float l_261 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_262 = reinterpret_cast<uint32 const&>(l_261);
const uint32 l_263 = l_262 ^ uint32(2147483648);
const float l_264 = reinterpret_cast<float const&>(l_263);
const uint32 l_265 = reinterpret_cast<uint32 const&>(l_264);
const uint32 l_266 = l_265 & uint32(2147483647);
const float l_267 = reinterpret_cast<float const&>(l_266);
const double l_268 = double(l_267);
l_mut_61 = l_268;
const bool l_269 = l_266 < uint32(8388608);
if (l_269) {
const double l_270 = double(l_266);
const double l_271 = l_270 * double(1.401298464324817e-45);
l_mut_61 = l_271;
}
const uint64 l_272 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_273 = l_265 >> uint32(31);
const uint64 l_274 = uint64(l_273);
const uint64 l_275 = l_274 << uint64(63);
const uint64 l_276 = l_272 | l_275;
const double l_277 = reinterpret_cast<double const&>(l_276);
const double l_278 = l_213 + l_212;
const bool l_279 = l_278 <= l_227;
l_mut_150 = l_279;
const double l_280 = l_213 - l_212;
const bool l_281 = l_280 > l_227;
l_mut_147 = l_281;
const double l_282 = l_214 - l_212;
const bool l_283 = l_282 >= l_227;
l_mut_144 = l_283;
const double l_284 = l_214 + l_212;
const bool l_285 = l_284 < l_227;
l_mut_141 = l_285;
if (l_13) {
const double l_286 = l_213 + l_212;
const bool l_287 = l_286 < l_249;
l_mut_150 = l_287;
const double l_288 = l_213 - l_212;
const bool l_289 = l_288 >= l_249;
l_mut_147 = l_289;
const double l_290 = l_214 - l_212;
const bool l_291 = l_290 > l_277;
l_mut_144 = l_291;
const double l_292 = l_214 + l_212;
const bool l_293 = l_292 <= l_277;
l_mut_141 = l_293;
}
l_mut_48 = uint32(2);
const bool l_294 = l_mut_147 || l_mut_141;
if (l_294) {
l_mut_48 = uint32(1);
} else {
const bool l_295 = l_mut_150 && l_mut_144;
if (l_295) {
l_mut_48 = uint32(0);
}
}
const uint32 l_296 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_297 = l_296 & uint32(2147483647);
const bool l_298 = l_297 == uint32(0);
if (l_298) {
const double l_299 = l_213 + l_212;
const bool l_300 = l_299 < double(1.1754943508222875e-38);
const double l_301 = l_214 - l_212;
const bool l_302 = l_301 > double(-1.1754943508222875e-38);
const bool l_303 = l_300 && l_302;
const double l_304 = l_213 - l_212;
const bool l_305 = l_304 < double(1.1754943508222875e-38);
const double l_306 = l_214 + l_212;
const bool l_307 = l_306 > double(-1.1754943508222875e-38);
const bool l_308 = l_305 && l_307;
if (l_303) {
l_mut_48 = uint32(0);
} else {
const bool l_309 = l_mut_48 == uint32(1);
const bool l_310 = l_308 && l_309;
if (l_310) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_311 = l_9 == uint32(4);
if (l_311) {
const double l_312 = l_22 * l_27;
const double l_313 = l_19 + l_312;
const double l_314 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_315 = l_314 >= double(1.1754943508222875e-38);
const bool l_316 = l_314 <= double(1.7976931348623157e308);
const bool l_317 = l_315 && l_316;
if (l_317) {
const uint64 l_318 = reinterpret_cast<uint64 const&>(l_314);
const uint64 l_319 = l_318 >> uint64(52);
const uint64 l_320 = l_319 - uint64(23);
const uint64 l_321 = l_320 << uint64(52);
const double l_322 = reinterpret_cast<double const&>(l_321);
l_mut_61 = l_322;
}
const double l_323 = l_313 * l_mut_61;
l_mut_90 = uint32(2);
const double l_324 = l_16 - l_29;
const double l_325 = abs(l_324);
l_mut_61 = double(1.401298464324817e-45);
const bool l_326 = l_325 >= double(1.1754943508222875e-38);
const bool l_327 = l_325 <= double(1.7976931348623157e308);
const bool l_328 = l_326 && l_327;
if (l_328) {
const uint64 l_329 = reinterpret_cast<uint64 const&>(l_325);
const uint64 l_330 = l_329 >> uint64(52);
const uint64 l_331 = l_330 - uint64(23);
const uint64 l_332 = l_331 << uint64(52);
const double l_333 = reinterpret_cast<double const&>(l_332);
l_mut_61 = l_333;
}
const double l_334 = l_16 + l_29;
const double l_335 = abs(l_334);
l_mut_38 = double(1.401298464324817e-45);
const bool l_336 = l_335 >= double(1.1754943508222875e-38);
const bool l_337 = l_335 <= double(1.7976931348623157e308);
const bool l_338 = l_336 && l_337;
if (l_338) {
const uint64 l_339 = reinterpret_cast<uint64 const&>(l_335);
const uint64 l_340 = l_339 >> uint64(52);
const uint64 l_341 = l_340 - uint64(23);
const uint64 l_342 = l_341 << uint64(52);
const double l_343 = reinterpret_cast<double const&>(l_342);
l_mut_38 = l_343;
}
const bool l_344 = l_mut_61 == l_mut_38;
if (l_344) {
const double l_345 = l_323 * double(1.4551915228366852e-11);
const double l_346 = l_29 + l_345;
const double l_347 = l_16 - l_323;
const double l_348 = l_16 + l_323;
const uint32 l_349 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_350 = l_349 & uint32(2147483647);
const float l_351 = reinterpret_cast<float const&>(l_350);
const double l_352 = double(l_351);
l_mut_61 = l_352;
const bool l_353 = l_350 < uint32(8388608);
if (l_353) {
const double l_354 = double(l_350);
const double l_355 = l_354 * double(1.401298464324817e-45);
l_mut_61 = l_355;
}
const uint64 l_356 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_357 = l_349 >> uint32(31);
const uint64 l_358 = uint64(l_357);
const uint64 l_359 = l_358 << uint64(63);
const uint64 l_360 = l_356 | l_359;
const double l_361 = reinterpret_cast<double const&>(l_360);
const uint32 l_362 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_363 = l_362 + uint32(1);
l_mut_48 = l_363;
const uint32 l_364 = l_362 & uint32(2147483647);
const bool l_365 = l_364 == uint32(0);
if (l_365) {
l_mut_48 = uint32(1);
} else {
const uint32 l_366 = l_362 & uint32(2147483648);
const bool l_367 = l_366 != uint32(0);
if (l_367) {
const uint32 l_368 = l_362 - uint32(1);
l_mut_48 = l_368;
} else {
const bool l_369 = l_362 == uint32(2139095040);
if (l_369) {
l_mut_48 = l_362;
}
}
}
const float l_370 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_371 = reinterpret_cast<uint32 const&>(l_370);
const uint32 l_372 = l_371 & uint32(2147483647);
const float l_373 = reinterpret_cast<float const&>(l_372);
const double l_374 = double(l_373);
l_mut_61 = l_374;
const bool l_375 = l_372 < uint32(8388608);
if (l_375) {
const double l_376 = double(l_372);
const double l_377 = l_376 * double(1.401298464324817e-45);
l_mut_61 = l_377;
}
const uint64 l_378 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_379 = l_371 >> uint32(31);
const uint64 l_380 = uint64(l_379);
const uint64 l_381 = l_380 << uint64(63);
const uint64 l_382 = l_378 | l_381;
const double l_383 = reinterpret_cast<double const&>(l_382);
const uint32 l_384 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_385 = l_384 ^ uint32(2147483648);
const float l_386 = reinterpret_cast<float const&>(l_385);
const uint32 l_387 = reinterpret_cast<uint32 const&>(l_386);
const uint32 l_388 = l_387 + uint32(1);
l_mut_48 = l_388;
const uint32 l_389 = l_387 & uint32(2147483647);
const bool l_390 = l_389 == uint32(0);
if (l_390) {
l_mut_48 = uint32(1);
} else {
const uint32 l_391 = l_387 & uint32(2147483648);
const bool l_392 = l_391 != uint32(0);
if (l_392) {
const uint32 l_393 = l_387 - uint32(1);
l_mut_48 = l_393;
} else {
const bool l_394 = l_387 == uint32(2139095040);
if (l_394) {
l_mut_48 = l_387;
}
}
}
const float l_395 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_396 = reinterpret_cast<uint32 const&>(l_395);
const uint32 l_397 = l_396 ^ uint32(2147483648);
const float l_398 = reinterpret_cast<float const&>(l_397);
const uint32 l_399 = reinterpret_cast<uint32 const&>(l_398);
const uint32 l_400 = l_399 & uint32(2147483647);
const float l_401 = reinterpret_cast<float const&>(l_400);
const double l_402 = double(l_401);
l_mut_61 = l_402;
const bool l_403 = l_400 < uint32(8388608);
if (l_403) {
const double l_404 = double(l_400);
const double l_405 = l_404 * double(1.401298464324817e-45);
l_mut_61 = l_405;
}
const uint64 l_406 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_407 = l_399 >> uint32(31);
const uint64 l_408 = uint64(l_407);
const uint64 l_409 = l_408 << uint64(63);
const uint64 l_410 = l_406 | l_409;
const double l_411 = reinterpret_cast<double const&>(l_410);
const double l_412 = l_347 + l_346;
const bool l_413 = l_412 <= l_361;
l_mut_150 = l_413;
const double l_414 = l_347 - l_346;
const bool l_415 = l_414 > l_361;
l_mut_147 = l_415;
const double l_416 = l_348 - l_346;
const bool l_417 = l_416 >= l_361;
l_mut_144 = l_417;
const double l_418 = l_348 + l_346;
const bool l_419 = l_418 < l_361;
l_mut_141 = l_419;
if (l_13) {
const double l_420 = l_347 + l_346;
const bool l_421 = l_420 < l_383;
l_mut_150 = l_421;
const double l_422 = l_347 - l_346;
const bool l_423 = l_422 >= l_383;
l_mut_147 = l_423;
const double l_424 = l_348 - l_346;
const bool l_425 = l_424 > l_411;
l_mut_144 = l_425;
const double l_426 = l_348 + l_346;
const bool l_427 = l_426 <= l_411;
l_mut_141 = l_427;
}
l_mut_48 = uint32(2);
const bool l_428 = l_mut_147 || l_mut_141;
if (l_428) {
l_mut_48 = uint32(1);
} else {
const bool l_429 = l_mut_150 && l_mut_144;
if (l_429) {
l_mut_48 = uint32(0);
}
}
const uint32 l_430 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_431 = l_430 & uint32(2147483647);
const bool l_432 = l_431 == uint32(0);
if (l_432) {
const double l_433 = l_347 + l_346;
const bool l_434 = l_433 < double(1.1754943508222875e-38);
const double l_435 = l_348 - l_346;
const bool l_436 = l_435 > double(-1.1754943508222875e-38);
const bool l_437 = l_434 && l_436;
const double l_438 = l_347 - l_346;
const bool l_439 = l_438 < double(1.1754943508222875e-38);
const double l_440 = l_348 + l_346;
const bool l_441 = l_440 > double(-1.1754943508222875e-38);
const bool l_442 = l_439 && l_441;
if (l_437) {
l_mut_48 = uint32(0);
} else {
const bool l_443 = l_mut_48 == uint32(1);
const bool l_444 = l_442 && l_443;
if (l_444) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
const bool l_445 = l_9 == uint32(5);
if (l_445) {
const double l_446 = double(2.0) * l_26;
const double l_447 = abs(l_446);
const double l_448 = floor(l_447);
const double l_449 = double(3.0) + l_448;
const double l_450 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_451 = l_450 >= double(1.1754943508222875e-38);
const bool l_452 = l_450 <= double(1.7976931348623157e308);
const bool l_453 = l_451 && l_452;
if (l_453) {
const uint64 l_454 = reinterpret_cast<uint64 const&>(l_450);
const uint64 l_455 = l_454 >> uint64(52);
const uint64 l_456 = l_455 - uint64(23);
const uint64 l_457 = l_456 << uint64(52);
const double l_458 = reinterpret_cast<double const&>(l_457);
l_mut_61 = l_458;
}
const double l_459 = l_449 * l_mut_61;
l_mut_90 = uint32(2);
const double l_460 = l_16 - l_29;
const double l_461 = abs(l_460);
l_mut_61 = double(1.401298464324817e-45);
const bool l_462 = l_461 >= double(1.1754943508222875e-38);
const bool l_463 = l_461 <= double(1.7976931348623157e308);
const bool l_464 = l_462 && l_463;
if (l_464) {
const uint64 l_465 = reinterpret_cast<uint64 const&>(l_461);
const uint64 l_466 = l_465 >> uint64(52);
const uint64 l_467 = l_466 - uint64(23);
const uint64 l_468 = l_467 << uint64(52);
const double l_469 = reinterpret_cast<double const&>(l_468);
l_mut_61 = l_469;
}
const double l_470 = l_16 + l_29;
const double l_471 = abs(l_470);
l_mut_38 = double(1.401298464324817e-45);
const bool l_472 = l_471 >= double(1.1754943508222875e-38);
const bool l_473 = l_471 <= double(1.7976931348623157e308);
const bool l_474 = l_472 && l_473;
if (l_474) {
const uint64 l_475 = reinterpret_cast<uint64 const&>(l_471);
const uint64 l_476 = l_475 >> uint64(52);
const uint64 l_477 = l_476 - uint64(23);
const uint64 l_478 = l_477 << uint64(52);
const double l_479 = reinterpret_cast<double const&>(l_478);
l_mut_38 = l_479;
}
const bool l_480 = l_mut_61 == l_mut_38;
if (l_480) {
const double l_481 = l_459 * double(1.4551915228366852e-11);
const double l_482 = l_29 + l_481;
const double l_483 = l_16 - l_459;
const double l_484 = l_16 + l_459;
const uint32 l_485 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_486 = l_485 & uint32(2147483647);
const float l_487 = reinterpret_cast<float const&>(l_486);
const double l_488 = double(l_487);
l_mut_61 = l_488;
const bool l_489 = l_486 < uint32(8388608);
if (l_489) {
const double l_490 = double(l_486);
const double l_491 = l_490 * double(1.401298464324817e-45);
l_mut_61 = l_491;
}
const uint64 l_492 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_493 = l_485 >> uint32(31);
const uint64 l_494 = uint64(l_493);
const uint64 l_495 = l_494 << uint64(63);
const uint64 l_496 = l_492 | l_495;
const double l_497 = reinterpret_cast<double const&>(l_496);
const uint32 l_498 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_499 = l_498 + uint32(1);
l_mut_48 = l_499;
const uint32 l_500 = l_498 & uint32(2147483647);
const bool l_501 = l_500 == uint32(0);
if (l_501) {
l_mut_48 = uint32(1);
} else {
const uint32 l_502 = l_498 & uint32(2147483648);
const bool l_503 = l_502 != uint32(0);
if (l_503) {
const uint32 l_504 = l_498 - uint32(1);
l_mut_48 = l_504;
} else {
const bool l_505 = l_498 == uint32(2139095040);
if (l_505) {
l_mut_48 = l_498;
}
}
}
const float l_506 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_507 = reinterpret_cast<uint32 const&>(l_506);
const uint32 l_508 = l_507 & uint32(2147483647);
const float l_509 = reinterpret_cast<float const&>(l_508);
const double l_510 = double(l_509);
l_mut_61 = l_510;
const bool l_511 = l_508 < uint32(8388608);
if (l_511) {
const double l_512 = double(l_508);
const double l_513 = l_512 * double(1.401298464324817e-45);
l_mut_61 = l_513;
}
const uint64 l_514 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_515 = l_507 >> uint32(31);
const uint64 l_516 = uint64(l_515);
const uint64 l_517 = l_516 << uint64(63);
const uint64 l_518 = l_514 | l_517;
const double l_519 = reinterpret_cast<double const&>(l_518);
const uint32 l_520 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_521 = l_520 ^ uint32(2147483648);
const float l_522 = reinterpret_cast<float const&>(l_521);
const uint32 l_523 = reinterpret_cast<uint32 const&>(l_522);
const uint32 l_524 = l_523 + uint32(1);
l_mut_48 = l_524;
const uint32 l_525 = l_523 & uint32(2147483647);
const bool l_526 = l_525 == uint32(0);
if (l_526) {
l_mut_48 = uint32(1);
} else {
const uint32 l_527 = l_523 & uint32(2147483648);
const bool l_528 = l_527 != uint32(0);
if (l_528) {
const uint32 l_529 = l_523 - uint32(1);
l_mut_48 = l_529;
} else {
const bool l_530 = l_523 == uint32(2139095040);
if (l_530) {
l_mut_48 = l_523;
}
}
}
const float l_531 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_532 = reinterpret_cast<uint32 const&>(l_531);
const uint32 l_533 = l_532 ^ uint32(2147483648);
const float l_534 = reinterpret_cast<float const&>(l_533);
const uint32 l_535 = reinterpret_cast<uint32 const&>(l_534);
const uint32 l_536 = l_535 & uint32(2147483647);
const float l_537 = reinterpret_cast<float const&>(l_536);
const double l_538 = double(l_537);
l_mut_61 = l_538;
const bool l_539 = l_536 < uint32(8388608);
if (l_539) {
const double l_540 = double(l_536);
const double l_541 = l_540 * double(1.401298464324817e-45);
l_mut_61 = l_541;
}
const uint64 l_542 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_543 = l_535 >> uint32(31);
const uint64 l_544 = uint64(l_543);
const uint64 l_545 = l_544 << uint64(63);
const uint64 l_546 = l_542 | l_545;
const double l_547 = reinterpret_cast<double const&>(l_546);
const double l_548 = l_483 + l_482;
const bool l_549 = l_548 <= l_497;
l_mut_150 = l_549;
const double l_550 = l_483 - l_482;
const bool l_551 = l_550 > l_497;
l_mut_147 = l_551;
const double l_552 = l_484 - l_482;
const bool l_553 = l_552 >= l_497;
l_mut_144 = l_553;
const double l_554 = l_484 + l_482;
const bool l_555 = l_554 < l_497;
l_mut_141 = l_555;
if (l_13) {
const double l_556 = l_483 + l_482;
const bool l_557 = l_556 < l_519;
l_mut_150 = l_557;
const double l_558 = l_483 - l_482;
const bool l_559 = l_558 >= l_519;
l_mut_147 = l_559;
const double l_560 = l_484 - l_482;
const bool l_561 = l_560 > l_547;
l_mut_144 = l_561;
const double l_562 = l_484 + l_482;
const bool l_563 = l_562 <= l_547;
l_mut_141 = l_563;
}
l_mut_48 = uint32(2);
const bool l_564 = l_mut_147 || l_mut_141;
if (l_564) {
l_mut_48 = uint32(1);
} else {
const bool l_565 = l_mut_150 && l_mut_144;
if (l_565) {
l_mut_48 = uint32(0);
}
}
const uint32 l_566 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_567 = l_566 & uint32(2147483647);
const bool l_568 = l_567 == uint32(0);
if (l_568) {
const double l_569 = l_483 + l_482;
const bool l_570 = l_569 < double(1.1754943508222875e-38);
const double l_571 = l_484 - l_482;
const bool l_572 = l_571 > double(-1.1754943508222875e-38);
const bool l_573 = l_570 && l_572;
const double l_574 = l_483 - l_482;
const bool l_575 = l_574 < double(1.1754943508222875e-38);
const double l_576 = l_484 + l_482;
const bool l_577 = l_576 > double(-1.1754943508222875e-38);
const bool l_578 = l_575 && l_577;
if (l_573) {
l_mut_48 = uint32(0);
} else {
const bool l_579 = l_mut_48 == uint32(1);
const bool l_580 = l_578 && l_579;
if (l_580) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
} else {
const bool l_581 = l_9 == uint32(6);
if (l_581) {
l_mut_31 = uint32(0);
const bool l_582 = l_27 <= l_22;
if (l_582) {
const double l_583 = l_19 * double(1.4551915228366852e-11);
const double l_584 = l_29 + l_583;
const double l_585 = l_16 - l_19;
const double l_586 = l_16 + l_19;
const uint32 l_587 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_588 = l_587 & uint32(2147483647);
const float l_589 = reinterpret_cast<float const&>(l_588);
const double l_590 = double(l_589);
l_mut_61 = l_590;
const bool l_591 = l_588 < uint32(8388608);
if (l_591) {
const double l_592 = double(l_588);
const double l_593 = l_592 * double(1.401298464324817e-45);
l_mut_61 = l_593;
}
const uint64 l_594 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_595 = l_587 >> uint32(31);
const uint64 l_596 = uint64(l_595);
const uint64 l_597 = l_596 << uint64(63);
const uint64 l_598 = l_594 | l_597;
const double l_599 = reinterpret_cast<double const&>(l_598);
const uint32 l_600 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_601 = l_600 + uint32(1);
l_mut_90 = l_601;
const uint32 l_602 = l_600 & uint32(2147483647);
const bool l_603 = l_602 == uint32(0);
if (l_603) {
l_mut_90 = uint32(1);
} else {
const uint32 l_604 = l_600 & uint32(2147483648);
const bool l_605 = l_604 != uint32(0);
if (l_605) {
const uint32 l_606 = l_600 - uint32(1);
l_mut_90 = l_606;
} else {
const bool l_607 = l_600 == uint32(2139095040);
if (l_607) {
l_mut_90 = l_600;
}
}
}
const float l_608 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_609 = reinterpret_cast<uint32 const&>(l_608);
const uint32 l_610 = l_609 & uint32(2147483647);
const float l_611 = reinterpret_cast<float const&>(l_610);
const double l_612 = double(l_611);
l_mut_61 = l_612;
const bool l_613 = l_610 < uint32(8388608);
if (l_613) {
const double l_614 = double(l_610);
const double l_615 = l_614 * double(1.401298464324817e-45);
l_mut_61 = l_615;
}
const uint64 l_616 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_617 = l_609 >> uint32(31);
const uint64 l_618 = uint64(l_617);
const uint64 l_619 = l_618 << uint64(63);
const uint64 l_620 = l_616 | l_619;
const double l_621 = reinterpret_cast<double const&>(l_620);
const uint32 l_622 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_623 = l_622 ^ uint32(2147483648);
const float l_624 = reinterpret_cast<float const&>(l_623);
const uint32 l_625 = reinterpret_cast<uint32 const&>(l_624);
const uint32 l_626 = l_625 + uint32(1);
l_mut_90 = l_626;
const uint32 l_627 = l_625 & uint32(2147483647);
const bool l_628 = l_627 == uint32(0);
if (l_628) {
l_mut_90 = uint32(1);
} else {
const uint32 l_629 = l_625 & uint32(2147483648);
const bool l_630 = l_629 != uint32(0);
if (l_630) {
const uint32 l_631 = l_625 - uint32(1);
l_mut_90 = l_631;
} else {
const bool l_632 = l_625 == uint32(2139095040);
if (l_632) {
l_mut_90 = l_625;
}
}
}
const float l_633 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_634 = reinterpret_cast<uint32 const&>(l_633);
const uint32 l_635 = l_634 ^ uint32(2147483648);
const float l_636 = reinterpret_cast<float const&>(l_635);
const uint32 l_637 = reinterpret_cast<uint32 const&>(l_636);
const uint32 l_638 = l_637 & uint32(2147483647);
const float l_639 = reinterpret_cast<float const&>(l_638);
const double l_640 = double(l_639);
l_mut_61 = l_640;
const bool l_641 = l_638 < uint32(8388608);
if (l_641) {
const double l_642 = double(l_638);
const double l_643 = l_642 * double(1.401298464324817e-45);
l_mut_61 = l_643;
}
const uint64 l_644 = reinterpret_cast<uint64 const&>(l_mut_61);
const uint32 l_645 = l_637 >> uint32(31);
const uint64 l_646 = uint64(l_645);
const uint64 l_647 = l_646 << uint64(63);
const uint64 l_648 = l_644 | l_647;
const double l_649 = reinterpret_cast<double const&>(l_648);
const double l_650 = l_585 + l_584;
const bool l_651 = l_650 <= l_599;
l_mut_150 = l_651;
const double l_652 = l_585 - l_584;
const bool l_653 = l_652 > l_599;
l_mut_147 = l_653;
const double l_654 = l_586 - l_584;
const bool l_655 = l_654 >= l_599;
l_mut_144 = l_655;
const double l_656 = l_586 + l_584;
const bool l_657 = l_656 < l_599;
l_mut_141 = l_657;
if (l_13) {
const double l_658 = l_585 + l_584;
const bool l_659 = l_658 < l_621;
l_mut_150 = l_659;
const double l_660 = l_585 - l_584;
const bool l_661 = l_660 >= l_621;
l_mut_147 = l_661;
const double l_662 = l_586 - l_584;
const bool l_663 = l_662 > l_649;
l_mut_144 = l_663;
const double l_664 = l_586 + l_584;
const bool l_665 = l_664 <= l_649;
l_mut_141 = l_665;
}
l_mut_90 = uint32(2);
const bool l_666 = l_mut_147 || l_mut_141;
if (l_666) {
l_mut_90 = uint32(1);
} else {
const bool l_667 = l_mut_150 && l_mut_144;
if (l_667) {
l_mut_90 = uint32(0);
}
}
const uint32 l_668 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_669 = l_668 & uint32(2147483647);
const bool l_670 = l_669 == uint32(0);
if (l_670) {
const double l_671 = l_585 + l_584;
const bool l_672 = l_671 < double(1.1754943508222875e-38);
const double l_673 = l_586 - l_584;
const bool l_674 = l_673 > double(-1.1754943508222875e-38);
const bool l_675 = l_672 && l_674;
const double l_676 = l_585 - l_584;
const bool l_677 = l_676 < double(1.1754943508222875e-38);
const double l_678 = l_586 + l_584;
const bool l_679 = l_678 > double(-1.1754943508222875e-38);
const bool l_680 = l_677 && l_679;
if (l_675) {
l_mut_90 = uint32(0);
} else {
const bool l_681 = l_mut_90 == uint32(1);
const bool l_682 = l_680 && l_681;
if (l_682) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_683 = l_9 == uint32(7);
if (l_683) {
const double l_684 = abs(l_16);
const double l_685 = l_19 * l_684;
l_mut_61 = l_685;
const double l_686 = abs(l_16);
l_mut_38 = double(1.401298464324817e-45);
const bool l_687 = l_686 >= double(1.1754943508222875e-38);
const bool l_688 = l_686 <= double(1.7976931348623157e308);
const bool l_689 = l_687 && l_688;
if (l_689) {
const uint64 l_690 = reinterpret_cast<uint64 const&>(l_686);
const uint64 l_691 = l_690 >> uint64(52);
const uint64 l_692 = l_691 - uint64(23);
const uint64 l_693 = l_692 << uint64(52);
const double l_694 = reinterpret_cast<double const&>(l_693);
l_mut_38 = l_694;
}
const double l_695 = double(0.5) * l_mut_38;
const bool l_696 = l_695 > l_mut_61;
if (l_696) {
l_mut_61 = l_695;
}
const double l_697 = l_16 - l_29;
const double l_698 = abs(l_697);
l_mut_38 = double(1.401298464324817e-45);
const bool l_699 = l_698 >= double(1.1754943508222875e-38);
const bool l_700 = l_698 <= double(1.7976931348623157e308);
const bool l_701 = l_699 && l_700;
if (l_701) {
const uint64 l_702 = reinterpret_cast<uint64 const&>(l_698);
const uint64 l_703 = l_702 >> uint64(52);
const uint64 l_704 = l_703 - uint64(23);
const uint64 l_705 = l_704 << uint64(52);
const double l_706 = reinterpret_cast<double const&>(l_705);
l_mut_38 = l_706;
}
const double l_707 = l_16 + l_29;
const double l_708 = abs(l_707);
l_mut_709 = double(1.401298464324817e-45);
const bool l_710 = l_708 >= double(1.1754943508222875e-38);
const bool l_711 = l_708 <= double(1.7976931348623157e308);
const bool l_712 = l_710 && l_711;
if (l_712) {
const uint64 l_713 = reinterpret_cast<uint64 const&>(l_708);
const uint64 l_714 = l_713 >> uint64(52);
const uint64 l_715 = l_714 - uint64(23);
const uint64 l_716 = l_715 << uint64(52);
const double l_717 = reinterpret_cast<double const&>(l_716);
l_mut_709 = l_717;
}
const bool l_718 = l_mut_38 == l_mut_709;
if (l_718) {
const double l_719 = l_19 * l_29;
const double l_720 = l_29 + l_719;
const double l_721 = l_mut_61 * double(1.4551915228366852e-11);
const double l_722 = l_720 + l_721;
const double l_723 = l_16 - l_mut_61;
const double l_724 = l_16 + l_mut_61;
const uint32 l_725 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_726 = l_725 & uint32(2147483647);
const float l_727 = reinterpret_cast<float const&>(l_726);
const double l_728 = double(l_727);
l_mut_709 = l_728;
const bool l_729 = l_726 < uint32(8388608);
if (l_729) {
const double l_730 = double(l_726);
const double l_731 = l_730 * double(1.401298464324817e-45);
l_mut_709 = l_731;
}
const uint64 l_732 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_733 = l_725 >> uint32(31);
const uint64 l_734 = uint64(l_733);
const uint64 l_735 = l_734 << uint64(63);
const uint64 l_736 = l_732 | l_735;
const double l_737 = reinterpret_cast<double const&>(l_736);
const uint32 l_738 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_739 = l_738 + uint32(1);
l_mut_90 = l_739;
const uint32 l_740 = l_738 & uint32(2147483647);
const bool l_741 = l_740 == uint32(0);
if (l_741) {
l_mut_90 = uint32(1);
} else {
const uint32 l_742 = l_738 & uint32(2147483648);
const bool l_743 = l_742 != uint32(0);
if (l_743) {
const uint32 l_744 = l_738 - uint32(1);
l_mut_90 = l_744;
} else {
const bool l_745 = l_738 == uint32(2139095040);
if (l_745) {
l_mut_90 = l_738;
}
}
}
const float l_746 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_747 = reinterpret_cast<uint32 const&>(l_746);
const uint32 l_748 = l_747 & uint32(2147483647);
const float l_749 = reinterpret_cast<float const&>(l_748);
const double l_750 = double(l_749);
l_mut_709 = l_750;
const bool l_751 = l_748 < uint32(8388608);
if (l_751) {
const double l_752 = double(l_748);
const double l_753 = l_752 * double(1.401298464324817e-45);
l_mut_709 = l_753;
}
const uint64 l_754 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_755 = l_747 >> uint32(31);
const uint64 l_756 = uint64(l_755);
const uint64 l_757 = l_756 << uint64(63);
const uint64 l_758 = l_754 | l_757;
const double l_759 = reinterpret_cast<double const&>(l_758);
const uint32 l_760 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_761 = l_760 ^ uint32(2147483648);
const float l_762 = reinterpret_cast<float const&>(l_761);
const uint32 l_763 = reinterpret_cast<uint32 const&>(l_762);
const uint32 l_764 = l_763 + uint32(1);
l_mut_90 = l_764;
const uint32 l_765 = l_763 & uint32(2147483647);
const bool l_766 = l_765 == uint32(0);
if (l_766) {
l_mut_90 = uint32(1);
} else {
const uint32 l_767 = l_763 & uint32(2147483648);
const bool l_768 = l_767 != uint32(0);
if (l_768) {
const uint32 l_769 = l_763 - uint32(1);
l_mut_90 = l_769;
} else {
const bool l_770 = l_763 == uint32(2139095040);
if (l_770) {
l_mut_90 = l_763;
}
}
}
const float l_771 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_772 = reinterpret_cast<uint32 const&>(l_771);
const uint32 l_773 = l_772 ^ uint32(2147483648);
const float l_774 = reinterpret_cast<float const&>(l_773);
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_774);
const uint32 l_776 = l_775 & uint32(2147483647);
const float l_777 = reinterpret_cast<float const&>(l_776);
const double l_778 = double(l_777);
l_mut_709 = l_778;
const bool l_779 = l_776 < uint32(8388608);
if (l_779) {
const double l_780 = double(l_776);
const double l_781 = l_780 * double(1.401298464324817e-45);
l_mut_709 = l_781;
}
const uint64 l_782 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_783 = l_775 >> uint32(31);
const uint64 l_784 = uint64(l_783);
const uint64 l_785 = l_784 << uint64(63);
const uint64 l_786 = l_782 | l_785;
const double l_787 = reinterpret_cast<double const&>(l_786);
const double l_788 = l_723 + l_722;
const bool l_789 = l_788 <= l_737;
l_mut_150 = l_789;
const double l_790 = l_723 - l_722;
const bool l_791 = l_790 > l_737;
l_mut_147 = l_791;
const double l_792 = l_724 - l_722;
const bool l_793 = l_792 >= l_737;
l_mut_144 = l_793;
const double l_794 = l_724 + l_722;
const bool l_795 = l_794 < l_737;
l_mut_141 = l_795;
if (l_13) {
const double l_796 = l_723 + l_722;
const bool l_797 = l_796 < l_759;
l_mut_150 = l_797;
const double l_798 = l_723 - l_722;
const bool l_799 = l_798 >= l_759;
l_mut_147 = l_799;
const double l_800 = l_724 - l_722;
const bool l_801 = l_800 > l_787;
l_mut_144 = l_801;
const double l_802 = l_724 + l_722;
const bool l_803 = l_802 <= l_787;
l_mut_141 = l_803;
}
l_mut_90 = uint32(2);
const bool l_804 = l_mut_147 || l_mut_141;
if (l_804) {
l_mut_90 = uint32(1);
} else {
const bool l_805 = l_mut_150 && l_mut_144;
if (l_805) {
l_mut_90 = uint32(0);
}
}
const uint32 l_806 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_807 = l_806 & uint32(2147483647);
const bool l_808 = l_807 == uint32(0);
if (l_808) {
const double l_809 = l_723 + l_722;
const bool l_810 = l_809 < double(1.1754943508222875e-38);
const double l_811 = l_724 - l_722;
const bool l_812 = l_811 > double(-1.1754943508222875e-38);
const bool l_813 = l_810 && l_812;
const double l_814 = l_723 - l_722;
const bool l_815 = l_814 < double(1.1754943508222875e-38);
const double l_816 = l_724 + l_722;
const bool l_817 = l_816 > double(-1.1754943508222875e-38);
const bool l_818 = l_815 && l_817;
if (l_813) {
l_mut_90 = uint32(0);
} else {
const bool l_819 = l_mut_90 == uint32(1);
const bool l_820 = l_818 && l_819;
if (l_820) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
}
} else {
const bool l_821 = l_9 == uint32(8);
if (l_821) {
const bool l_822 = l_26 >= double(0.5);
const bool l_823 = l_26 <= double(2.0);
const bool l_824 = l_822 && l_823;
if (l_824) {
const double l_825 = l_19 * double(1.4551915228366852e-11);
const double l_826 = l_29 + l_825;
const double l_827 = l_16 - l_19;
const double l_828 = l_16 + l_19;
const uint32 l_829 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_830 = l_829 & uint32(2147483647);
const float l_831 = reinterpret_cast<float const&>(l_830);
const double l_832 = double(l_831);
l_mut_709 = l_832;
const bool l_833 = l_830 < uint32(8388608);
if (l_833) {
const double l_834 = double(l_830);
const double l_835 = l_834 * double(1.401298464324817e-45);
l_mut_709 = l_835;
}
const uint64 l_836 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_837 = l_829 >> uint32(31);
const uint64 l_838 = uint64(l_837);
const uint64 l_839 = l_838 << uint64(63);
const uint64 l_840 = l_836 | l_839;
const double l_841 = reinterpret_cast<double const&>(l_840);
const uint32 l_842 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_843 = l_842 + uint32(1);
l_mut_90 = l_843;
const uint32 l_844 = l_842 & uint32(2147483647);
const bool l_845 = l_844 == uint32(0);
if (l_845) {
l_mut_90 = uint32(1);
} else {
const uint32 l_846 = l_842 & uint32(2147483648);
const bool l_847 = l_846 != uint32(0);
if (l_847) {
const uint32 l_848 = l_842 - uint32(1);
l_mut_90 = l_848;
} else {
const bool l_849 = l_842 == uint32(2139095040);
if (l_849) {
l_mut_90 = l_842;
}
}
}
const float l_850 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_851 = reinterpret_cast<uint32 const&>(l_850);
const uint32 l_852 = l_851 & uint32(2147483647);
const float l_853 = reinterpret_cast<float const&>(l_852);
const double l_854 = double(l_853);
l_mut_709 = l_854;
const bool l_855 = l_852 < uint32(8388608);
if (l_855) {
const double l_856 = double(l_852);
const double l_857 = l_856 * double(1.401298464324817e-45);
l_mut_709 = l_857;
}
const uint64 l_858 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_859 = l_851 >> uint32(31);
const uint64 l_860 = uint64(l_859);
const uint64 l_861 = l_860 << uint64(63);
const uint64 l_862 = l_858 | l_861;
const double l_863 = reinterpret_cast<double const&>(l_862);
const uint32 l_864 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_865 = l_864 ^ uint32(2147483648);
const float l_866 = reinterpret_cast<float const&>(l_865);
const uint32 l_867 = reinterpret_cast<uint32 const&>(l_866);
const uint32 l_868 = l_867 + uint32(1);
l_mut_90 = l_868;
const uint32 l_869 = l_867 & uint32(2147483647);
const bool l_870 = l_869 == uint32(0);
if (l_870) {
l_mut_90 = uint32(1);
} else {
const uint32 l_871 = l_867 & uint32(2147483648);
const bool l_872 = l_871 != uint32(0);
if (l_872) {
const uint32 l_873 = l_867 - uint32(1);
l_mut_90 = l_873;
} else {
const bool l_874 = l_867 == uint32(2139095040);
if (l_874) {
l_mut_90 = l_867;
}
}
}
const float l_875 = reinterpret_cast<float const&>(l_mut_90);
const uint32 l_876 = reinterpret_cast<uint32 const&>(l_875);
const uint32 l_877 = l_876 ^ uint32(2147483648);
const float l_878 = reinterpret_cast<float const&>(l_877);
const uint32 l_879 = reinterpret_cast<uint32 const&>(l_878);
const uint32 l_880 = l_879 & uint32(2147483647);
const float l_881 = reinterpret_cast<float const&>(l_880);
const double l_882 = double(l_881);
l_mut_709 = l_882;
const bool l_883 = l_880 < uint32(8388608);
if (l_883) {
const double l_884 = double(l_880);
const double l_885 = l_884 * double(1.401298464324817e-45);
l_mut_709 = l_885;
}
const uint64 l_886 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_887 = l_879 >> uint32(31);
const uint64 l_888 = uint64(l_887);
const uint64 l_889 = l_888 << uint64(63);
const uint64 l_890 = l_886 | l_889;
const double l_891 = reinterpret_cast<double const&>(l_890);
const double l_892 = l_827 + l_826;
const bool l_893 = l_892 <= l_841;
l_mut_150 = l_893;
const double l_894 = l_827 - l_826;
const bool l_895 = l_894 > l_841;
l_mut_147 = l_895;
const double l_896 = l_828 - l_826;
const bool l_897 = l_896 >= l_841;
l_mut_144 = l_897;
const double l_898 = l_828 + l_826;
const bool l_899 = l_898 < l_841;
l_mut_141 = l_899;
if (l_13) {
const double l_900 = l_827 + l_826;
const bool l_901 = l_900 < l_863;
l_mut_150 = l_901;
const double l_902 = l_827 - l_826;
const bool l_903 = l_902 >= l_863;
l_mut_147 = l_903;
const double l_904 = l_828 - l_826;
const bool l_905 = l_904 > l_891;
l_mut_144 = l_905;
const double l_906 = l_828 + l_826;
const bool l_907 = l_906 <= l_891;
l_mut_141 = l_907;
}
l_mut_90 = uint32(2);
const bool l_908 = l_mut_147 || l_mut_141;
if (l_908) {
l_mut_90 = uint32(1);
} else {
const bool l_909 = l_mut_150 && l_mut_144;
if (l_909) {
l_mut_90 = uint32(0);
}
}
const uint32 l_910 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_911 = l_910 & uint32(2147483647);
const bool l_912 = l_911 == uint32(0);
if (l_912) {
const double l_913 = l_827 + l_826;
const bool l_914 = l_913 < double(1.1754943508222875e-38);
const double l_915 = l_828 - l_826;
const bool l_916 = l_915 > double(-1.1754943508222875e-38);
const bool l_917 = l_914 && l_916;
const double l_918 = l_827 - l_826;
const bool l_919 = l_918 < double(1.1754943508222875e-38);
const double l_920 = l_828 + l_826;
const bool l_921 = l_920 > double(-1.1754943508222875e-38);
const bool l_922 = l_919 && l_921;
if (l_917) {
l_mut_90 = uint32(0);
} else {
const bool l_923 = l_mut_90 == uint32(1);
const bool l_924 = l_922 && l_923;
if (l_924) {
l_mut_90 = uint32(2);
}
}
}
l_mut_31 = l_mut_90;
} else {
const double l_925 = abs(l_16);
l_mut_709 = double(1.401298464324817e-45);
const bool l_926 = l_925 >= double(1.1754943508222875e-38);
const bool l_927 = l_925 <= double(1.7976931348623157e308);
const bool l_928 = l_926 && l_927;
if (l_928) {
const uint64 l_929 = reinterpret_cast<uint64 const&>(l_925);
const uint64 l_930 = l_929 >> uint64(52);
const uint64 l_931 = l_930 - uint64(23);
const uint64 l_932 = l_931 << uint64(52);
const double l_933 = reinterpret_cast<double const&>(l_932);
l_mut_709 = l_933;
}
const double l_934 = l_22 * l_mut_709;
l_mut_90 = uint32(2);
const double l_935 = l_16 - l_29;
const double l_936 = abs(l_935);
l_mut_709 = double(1.401298464324817e-45);
const bool l_937 = l_936 >= double(1.1754943508222875e-38);
const bool l_938 = l_936 <= double(1.7976931348623157e308);
const bool l_939 = l_937 && l_938;
if (l_939) {
const uint64 l_940 = reinterpret_cast<uint64 const&>(l_936);
const uint64 l_941 = l_940 >> uint64(52);
const uint64 l_942 = l_941 - uint64(23);
const uint64 l_943 = l_942 << uint64(52);
const double l_944 = reinterpret_cast<double const&>(l_943);
l_mut_709 = l_944;
}
const double l_945 = l_16 + l_29;
const double l_946 = abs(l_945);
l_mut_61 = double(1.401298464324817e-45);
const bool l_947 = l_946 >= double(1.1754943508222875e-38);
const bool l_948 = l_946 <= double(1.7976931348623157e308);
const bool l_949 = l_947 && l_948;
if (l_949) {
const uint64 l_950 = reinterpret_cast<uint64 const&>(l_946);
const uint64 l_951 = l_950 >> uint64(52);
const uint64 l_952 = l_951 - uint64(23);
const uint64 l_953 = l_952 << uint64(52);
const double l_954 = reinterpret_cast<double const&>(l_953);
l_mut_61 = l_954;
}
const bool l_955 = l_mut_709 == l_mut_61;
if (l_955) {
const double l_956 = l_934 * double(1.4551915228366852e-11);
const double l_957 = l_29 + l_956;
const double l_958 = l_16 - l_934;
const double l_959 = l_16 + l_934;
const uint32 l_960 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_961 = l_960 & uint32(2147483647);
const float l_962 = reinterpret_cast<float const&>(l_961);
const double l_963 = double(l_962);
l_mut_709 = l_963;
const bool l_964 = l_961 < uint32(8388608);
if (l_964) {
const double l_965 = double(l_961);
const double l_966 = l_965 * double(1.401298464324817e-45);
l_mut_709 = l_966;
}
const uint64 l_967 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_968 = l_960 >> uint32(31);
const uint64 l_969 = uint64(l_968);
const uint64 l_970 = l_969 << uint64(63);
const uint64 l_971 = l_967 | l_970;
const double l_972 = reinterpret_cast<double const&>(l_971);
const uint32 l_973 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_974 = l_973 + uint32(1);
l_mut_48 = l_974;
const uint32 l_975 = l_973 & uint32(2147483647);
const bool l_976 = l_975 == uint32(0);
if (l_976) {
l_mut_48 = uint32(1);
} else {
const uint32 l_977 = l_973 & uint32(2147483648);
const bool l_978 = l_977 != uint32(0);
if (l_978) {
const uint32 l_979 = l_973 - uint32(1);
l_mut_48 = l_979;
} else {
const bool l_980 = l_973 == uint32(2139095040);
if (l_980) {
l_mut_48 = l_973;
}
}
}
const float l_981 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_982 = reinterpret_cast<uint32 const&>(l_981);
const uint32 l_983 = l_982 & uint32(2147483647);
const float l_984 = reinterpret_cast<float const&>(l_983);
const double l_985 = double(l_984);
l_mut_709 = l_985;
const bool l_986 = l_983 < uint32(8388608);
if (l_986) {
const double l_987 = double(l_983);
const double l_988 = l_987 * double(1.401298464324817e-45);
l_mut_709 = l_988;
}
const uint64 l_989 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_990 = l_982 >> uint32(31);
const uint64 l_991 = uint64(l_990);
const uint64 l_992 = l_991 << uint64(63);
const uint64 l_993 = l_989 | l_992;
const double l_994 = reinterpret_cast<double const&>(l_993);
const uint32 l_995 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_996 = l_995 ^ uint32(2147483648);
const float l_997 = reinterpret_cast<float const&>(l_996);
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_997);
const uint32 l_999 = l_998 + uint32(1);
l_mut_48 = l_999;
const uint32 l_1000 = l_998 & uint32(2147483647);
const bool l_1001 = l_1000 == uint32(0);
if (l_1001) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1002 = l_998 & uint32(2147483648);
const bool l_1003 = l_1002 != uint32(0);
if (l_1003) {
const uint32 l_1004 = l_998 - uint32(1);
l_mut_48 = l_1004;
} else {
const bool l_1005 = l_998 == uint32(2139095040);
if (l_1005) {
l_mut_48 = l_998;
}
}
}
const float l_1006 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1007 = reinterpret_cast<uint32 const&>(l_1006);
const uint32 l_1008 = l_1007 ^ uint32(2147483648);
const float l_1009 = reinterpret_cast<float const&>(l_1008);
const uint32 l_1010 = reinterpret_cast<uint32 const&>(l_1009);
const uint32 l_1011 = l_1010 & uint32(2147483647);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
const double l_1013 = double(l_1012);
l_mut_709 = l_1013;
const bool l_1014 = l_1011 < uint32(8388608);
if (l_1014) {
const double l_1015 = double(l_1011);
const double l_1016 = l_1015 * double(1.401298464324817e-45);
l_mut_709 = l_1016;
}
const uint64 l_1017 = reinterpret_cast<uint64 const&>(l_mut_709);
const uint32 l_1018 = l_1010 >> uint32(31);
const uint64 l_1019 = uint64(l_1018);
const uint64 l_1020 = l_1019 << uint64(63);
const uint64 l_1021 = l_1017 | l_1020;
const double l_1022 = reinterpret_cast<double const&>(l_1021);
const double l_1023 = l_958 + l_957;
const bool l_1024 = l_1023 <= l_972;
l_mut_150 = l_1024;
const double l_1025 = l_958 - l_957;
const bool l_1026 = l_1025 > l_972;
l_mut_147 = l_1026;
const double l_1027 = l_959 - l_957;
const bool l_1028 = l_1027 >= l_972;
l_mut_144 = l_1028;
const double l_1029 = l_959 + l_957;
const bool l_1030 = l_1029 < l_972;
l_mut_141 = l_1030;
if (l_13) {
const double l_1031 = l_958 + l_957;
const bool l_1032 = l_1031 < l_994;
l_mut_150 = l_1032;
const double l_1033 = l_958 - l_957;
const bool l_1034 = l_1033 >= l_994;
l_mut_147 = l_1034;
const double l_1035 = l_959 - l_957;
const bool l_1036 = l_1035 > l_1022;
l_mut_144 = l_1036;
const double l_1037 = l_959 + l_957;
const bool l_1038 = l_1037 <= l_1022;
l_mut_141 = l_1038;
}
l_mut_48 = uint32(2);
const bool l_1039 = l_mut_147 || l_mut_141;
if (l_1039) {
l_mut_48 = uint32(1);
} else {
const bool l_1040 = l_mut_150 && l_mut_144;
if (l_1040) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1041 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1042 = l_1041 & uint32(2147483647);
const bool l_1043 = l_1042 == uint32(0);
if (l_1043) {
const double l_1044 = l_958 + l_957;
const bool l_1045 = l_1044 < double(1.1754943508222875e-38);
const double l_1046 = l_959 - l_957;
const bool l_1047 = l_1046 > double(-1.1754943508222875e-38);
const bool l_1048 = l_1045 && l_1047;
const double l_1049 = l_958 - l_957;
const bool l_1050 = l_1049 < double(1.1754943508222875e-38);
const double l_1051 = l_959 + l_957;
const bool l_1052 = l_1051 > double(-1.1754943508222875e-38);
const bool l_1053 = l_1050 && l_1052;
if (l_1048) {
l_mut_48 = uint32(0);
} else {
const bool l_1054 = l_mut_48 == uint32(1);
const bool l_1055 = l_1053 && l_1054;
if (l_1055) {
l_mut_48 = uint32(2);
}
}
}
l_mut_90 = l_mut_48;
}
l_mut_31 = l_mut_90;
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
const uint32 l_1056 = l_arr_30[uint32(0)];
const bool l_1057 = l_1056 == uint32(0);
if (l_1057) {
l_mut_31 = uint32(2);
}
const uint32 l_1128 = info.static_meta[uint32(7)];
const uint32 l_1129 = l_1128 * uint32(1);
const bool l_1130 = l_7 < l_1129;
if (l_1130) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
