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

double l_arr_717[2];

uint32 l_arr_10[8];

bool l_mut_125;
bool l_mut_215;
bool l_mut_218;
bool l_mut_221;
bool l_mut_224;
double l_mut_177;
double l_mut_25;
double l_mut_28;
double l_mut_540;
double l_mut_900;
float l_mut_22;
uint32 l_mut_148;
uint32 l_mut_164;
uint32 l_mut_194;
uint32 l_mut_30;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1163 = info.static_meta[uint32(7)];
const uint32 l_1164 = l_1163 * uint32(1);
const bool l_1165 = uint32(0) < l_1164;
if (l_1165) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1149 = info.static_meta[uint32(0)];
const uint32 l_1150 = l_1149 * uint32(1);
const bool l_1151 = uint32(1) < l_1150;
const uint32 l_1152 = l_1150 - uint32(1);
const uint32 l_1153 = min(uint32(1), l_1152);
const uint32 l_1154 = buffer_0[l_1153];
const uint32 l_1155 = (l_1151) ? l_1154 : uint32(0);
const uint32 l_1 = l_1155;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1156 = info.static_meta[uint32(0)];
const uint32 l_1157 = l_1156 * uint32(1);
const bool l_1158 = uint32(2) < l_1157;
const uint32 l_1159 = l_1157 - uint32(1);
const uint32 l_1160 = min(uint32(2), l_1159);
const uint32 l_1161 = buffer_0[l_1160];
const uint32 l_1162 = (l_1158) ? l_1161 : uint32(0);
const uint32 l_3 = l_1162;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1166 = info.static_meta[uint32(0)];
const uint32 l_1167 = l_1166 * uint32(1);
const bool l_1168 = uint32(2) < l_1167;
const uint32 l_1169 = l_1167 - uint32(1);
const uint32 l_1170 = min(uint32(2), l_1169);
const uint32 l_1171 = buffer_0[l_1170];
const uint32 l_1172 = (l_1168) ? l_1171 : uint32(0);
const uint32 l_6 = l_1172;
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
const uint32 l_1173 = info.static_meta[uint32(0)];
const uint32 l_1174 = l_1173 * uint32(1);
const bool l_1175 = uint32(0) < l_1174;
const uint32 l_1176 = l_1174 - uint32(1);
const uint32 l_1177 = min(uint32(0), l_1176);
const uint32 l_1178 = buffer_0[l_1177];
const uint32 l_1179 = (l_1175) ? l_1178 : uint32(0);
const uint32 l_19 = l_1179;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = exp(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(l_21);
const double l_27 = double(l_21);
l_mut_28 = l_mut_25;
const double l_29 = exp(l_mut_25);
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
const uint32 l_1180 = info.static_meta[uint32(1)];
const uint32 l_1181 = l_1180 * uint32(1);
const bool l_1182 = l_129 < l_1181;
const uint32 l_1183 = l_1181 - uint32(1);
const uint32 l_1184 = min(l_129, l_1183);
const uint32 l_1185 = buffer_1[l_1184];
const uint32 l_1186 = (l_1182) ? l_1185 : uint32(0);
const uint32 l_130 = l_1186;
const uint32 l_131 = uint32(2) * l_mut_128;
const uint32 l_132 = l_131 + uint32(1);
const uint32 l_1187 = info.static_meta[uint32(1)];
const uint32 l_1188 = l_1187 * uint32(1);
const bool l_1189 = l_132 < l_1188;
const uint32 l_1190 = l_1188 - uint32(1);
const uint32 l_1191 = min(l_132, l_1190);
const uint32 l_1192 = buffer_1[l_1191];
const uint32 l_1193 = (l_1189) ? l_1192 : uint32(0);
const uint32 l_133 = l_1193;
const bool l_134 = l_133 != uint32(0);
const uint32 l_135 = l_mut_128 * uint32(4);
const uint32 l_1194 = info.static_meta[uint32(2)];
const uint32 l_1195 = l_1194 * uint32(1);
const bool l_1196 = l_135 < l_1195;
const uint32 l_1197 = l_1195 - uint32(1);
const uint32 l_1198 = min(l_135, l_1197);
const double l_1199 = buffer_2[l_1198];
const double l_1200 = (l_1196) ? l_1199 : double(0.0);
const double l_136 = l_1200;
const uint32 l_137 = l_mut_128 * uint32(4);
const uint32 l_138 = l_137 + uint32(1);
const uint32 l_1201 = info.static_meta[uint32(2)];
const uint32 l_1202 = l_1201 * uint32(1);
const bool l_1203 = l_138 < l_1202;
const uint32 l_1204 = l_1202 - uint32(1);
const uint32 l_1205 = min(l_138, l_1204);
const double l_1206 = buffer_2[l_1205];
const double l_1207 = (l_1203) ? l_1206 : double(0.0);
const double l_139 = l_1207;
const uint32 l_140 = l_mut_128 * uint32(4);
const uint32 l_141 = l_140 + uint32(2);
const uint32 l_1208 = info.static_meta[uint32(2)];
const uint32 l_1209 = l_1208 * uint32(1);
const bool l_1210 = l_141 < l_1209;
const uint32 l_1211 = l_1209 - uint32(1);
const uint32 l_1212 = min(l_141, l_1211);
const double l_1213 = buffer_2[l_1212];
const double l_1214 = (l_1210) ? l_1213 : double(0.0);
const double l_142 = l_1214;
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
const bool l_716 = l_130 == uint32(13);
if (l_716) {
const double l_718 = l_143 * l_139;
const double l_719 = l_143 * l_142;
const double l_720 = l_143 * l_139;
const double l_721 = l_143 * l_142;
l_arr_717[uint32(0)] = l_718;
l_arr_717[uint32(1)] = l_718;
const double l_722 = l_arr_717[uint32(0)];
const bool l_723 = l_719 < l_722;
if (l_723) {
l_arr_717[uint32(0)] = l_719;
}
const double l_724 = l_arr_717[uint32(0)];
const bool l_725 = l_720 < l_724;
if (l_725) {
l_arr_717[uint32(0)] = l_720;
}
const double l_726 = l_arr_717[uint32(0)];
const bool l_727 = l_721 < l_726;
if (l_727) {
l_arr_717[uint32(0)] = l_721;
}
const double l_728 = l_arr_717[uint32(1)];
const bool l_729 = l_719 > l_728;
if (l_729) {
l_arr_717[uint32(1)] = l_719;
}
const double l_730 = l_arr_717[uint32(1)];
const bool l_731 = l_720 > l_730;
if (l_731) {
l_arr_717[uint32(1)] = l_720;
}
const double l_732 = l_arr_717[uint32(1)];
const bool l_733 = l_721 > l_732;
if (l_733) {
l_arr_717[uint32(1)] = l_721;
}
const double l_734 = l_arr_717[uint32(0)];
const double l_735 = l_734 * double(7.1362384635298e44);
const double l_736 = floor(l_735);
const double l_737 = l_736 * double(1.401298464324817e-45);
l_mut_540 = l_737;
const double l_738 = abs(l_734);
const bool l_739 = l_738 >= double(1.1754943508222875e-38);
if (l_739) {
const float l_740 = float(l_734);
const double l_741 = double(l_740);
l_mut_540 = l_741;
const bool l_742 = l_mut_540 > l_734;
if (l_742) {
const float l_743 = -l_740;
const uint32 l_744 = reinterpret_cast<uint32 const&>(l_743);
const uint32 l_745 = l_744 + uint32(1);
l_mut_194 = l_745;
const uint32 l_746 = l_744 & uint32(2147483647);
const bool l_747 = l_746 == uint32(0);
if (l_747) {
l_mut_194 = uint32(1);
} else {
const uint32 l_748 = l_744 & uint32(2147483648);
const bool l_749 = l_748 != uint32(0);
if (l_749) {
const uint32 l_750 = l_744 - uint32(1);
l_mut_194 = l_750;
}
}
const float l_751 = reinterpret_cast<float const&>(l_mut_194);
const float l_752 = -l_751;
const double l_753 = double(l_752);
l_mut_540 = l_753;
} else {
const uint32 l_754 = reinterpret_cast<uint32 const&>(l_740);
const uint32 l_755 = l_754 + uint32(1);
l_mut_194 = l_755;
const uint32 l_756 = l_754 & uint32(2147483647);
const bool l_757 = l_756 == uint32(0);
if (l_757) {
l_mut_194 = uint32(1);
} else {
const uint32 l_758 = l_754 & uint32(2147483648);
const bool l_759 = l_758 != uint32(0);
if (l_759) {
const uint32 l_760 = l_754 - uint32(1);
l_mut_194 = l_760;
}
}
const float l_761 = reinterpret_cast<float const&>(l_mut_194);
const double l_762 = double(l_761);
const bool l_763 = l_762 <= l_734;
if (l_763) {
const uint32 l_764 = reinterpret_cast<uint32 const&>(l_740);
const uint32 l_765 = l_764 + uint32(1);
l_mut_194 = l_765;
const uint32 l_766 = l_764 & uint32(2147483647);
const bool l_767 = l_766 == uint32(0);
if (l_767) {
l_mut_194 = uint32(1);
} else {
const uint32 l_768 = l_764 & uint32(2147483648);
const bool l_769 = l_768 != uint32(0);
if (l_769) {
const uint32 l_770 = l_764 - uint32(1);
l_mut_194 = l_770;
}
}
const float l_771 = reinterpret_cast<float const&>(l_mut_194);
const double l_772 = double(l_771);
l_mut_540 = l_772;
}
}
}
l_mut_177 = l_mut_540;
const bool l_773 = l_mut_540 > double(1000.0);
if (l_773) {
const double l_774 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_774;
const bool l_775 = l_mut_540 < double(0.0);
if (l_775) {
const double l_776 = -l_mut_28;
l_mut_28 = l_776;
}
l_mut_177 = l_mut_28;
} else {
const bool l_777 = l_mut_540 < double(-1000.0);
if (l_777) {
l_mut_177 = double(0.0);
} else {
const bool l_778 = isnan(l_mut_540);
const bool l_779 = !l_778;
if (l_779) {
const double l_780 = l_mut_540 + double(0.5);
const double l_781 = floor(l_780);
const double l_782 = l_mut_540 - l_781;
const double l_783 = l_782 * double(0.6931471824645996);
const double l_784 = l_782 * double(-1.904654299957768e-9);
const double l_785 = l_783 + l_784;
l_mut_540 = l_785;
const bool l_786 = isnan(l_785);
if (l_786) {
} else {
const bool l_787 = l_785 < double(-700.0);
if (l_787) {
l_mut_540 = double(0.0);
} else {
const bool l_788 = l_785 > double(700.0);
if (l_788) {
const double l_789 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_789;
const bool l_790 = l_785 < double(0.0);
if (l_790) {
const double l_791 = -l_mut_28;
l_mut_28 = l_791;
}
l_mut_540 = l_mut_28;
} else {
const double l_792 = l_785 * double(1.4426950408889634);
const double l_793 = l_792 + double(0.5);
const double l_794 = floor(l_793);
const double l_795 = l_794 * double(0.6931471824645996);
const double l_796 = l_783 - l_795;
const double l_797 = l_794 * double(-1.904654299957768e-9);
const double l_798 = l_784 - l_797;
const double l_799 = l_796 + l_798;
const double l_800 = l_799 * double(7.647163731819816e-13);
const double l_801 = l_800 + double(1.1470745597729725e-11);
l_mut_28 = l_801;
const double l_802 = l_mut_28 * l_799;
const double l_803 = l_802 + double(1.6059043836821613e-10);
l_mut_28 = l_803;
const double l_804 = l_mut_28 * l_799;
const double l_805 = l_804 + double(2.08767569878681e-9);
l_mut_28 = l_805;
const double l_806 = l_mut_28 * l_799;
const double l_807 = l_806 + double(2.505210838544172e-8);
l_mut_28 = l_807;
const double l_808 = l_mut_28 * l_799;
const double l_809 = l_808 + double(2.755731922398589e-7);
l_mut_28 = l_809;
const double l_810 = l_mut_28 * l_799;
const double l_811 = l_810 + double(2.7557319223985893e-6);
l_mut_28 = l_811;
const double l_812 = l_mut_28 * l_799;
const double l_813 = l_812 + double(2.48015873015873e-5);
l_mut_28 = l_813;
const double l_814 = l_mut_28 * l_799;
const double l_815 = l_814 + double(0.0001984126984126984);
l_mut_28 = l_815;
const double l_816 = l_mut_28 * l_799;
const double l_817 = l_816 + double(0.001388888888888889);
l_mut_28 = l_817;
const double l_818 = l_mut_28 * l_799;
const double l_819 = l_818 + double(0.008333333333333333);
l_mut_28 = l_819;
const double l_820 = l_mut_28 * l_799;
const double l_821 = l_820 + double(0.041666666666666664);
l_mut_28 = l_821;
const double l_822 = l_mut_28 * l_799;
const double l_823 = l_822 + double(0.16666666666666666);
l_mut_28 = l_823;
const double l_824 = l_mut_28 * l_799;
const double l_825 = l_824 + double(0.5);
l_mut_28 = l_825;
const double l_826 = l_799 * l_799;
const double l_827 = l_826 * l_mut_28;
const double l_828 = l_799 + l_827;
const double l_829 = double(1.0) + l_828;
const int32 l_830 = int32(l_794);
const int32 l_831 = l_830 + int32(1023);
const uint64 l_832 = uint64(l_831);
const uint64 l_833 = l_832 << uint64(52);
const double l_834 = reinterpret_cast<double const&>(l_833);
const double l_835 = l_829 * l_834;
l_mut_540 = l_835;
}
}
}
const int32 l_836 = int32(l_781);
const int32 l_837 = l_836 + int32(1023);
const uint64 l_838 = uint64(l_837);
const uint64 l_839 = l_838 << uint64(52);
const double l_840 = reinterpret_cast<double const&>(l_839);
const double l_841 = l_mut_540 * l_840;
l_mut_177 = l_841;
}
}
}
const double l_842 = l_arr_717[uint32(1)];
const double l_843 = -l_842;
const double l_844 = l_843 * double(7.1362384635298e44);
const double l_845 = floor(l_844);
const double l_846 = l_845 * double(1.401298464324817e-45);
l_mut_540 = l_846;
const double l_847 = abs(l_843);
const bool l_848 = l_847 >= double(1.1754943508222875e-38);
if (l_848) {
const float l_849 = float(l_843);
const double l_850 = double(l_849);
l_mut_540 = l_850;
const bool l_851 = l_mut_540 > l_843;
if (l_851) {
const float l_852 = -l_849;
const uint32 l_853 = reinterpret_cast<uint32 const&>(l_852);
const uint32 l_854 = l_853 + uint32(1);
l_mut_194 = l_854;
const uint32 l_855 = l_853 & uint32(2147483647);
const bool l_856 = l_855 == uint32(0);
if (l_856) {
l_mut_194 = uint32(1);
} else {
const uint32 l_857 = l_853 & uint32(2147483648);
const bool l_858 = l_857 != uint32(0);
if (l_858) {
const uint32 l_859 = l_853 - uint32(1);
l_mut_194 = l_859;
}
}
const float l_860 = reinterpret_cast<float const&>(l_mut_194);
const float l_861 = -l_860;
const double l_862 = double(l_861);
l_mut_540 = l_862;
} else {
const uint32 l_863 = reinterpret_cast<uint32 const&>(l_849);
const uint32 l_864 = l_863 + uint32(1);
l_mut_194 = l_864;
const uint32 l_865 = l_863 & uint32(2147483647);
const bool l_866 = l_865 == uint32(0);
if (l_866) {
l_mut_194 = uint32(1);
} else {
const uint32 l_867 = l_863 & uint32(2147483648);
const bool l_868 = l_867 != uint32(0);
if (l_868) {
const uint32 l_869 = l_863 - uint32(1);
l_mut_194 = l_869;
}
}
const float l_870 = reinterpret_cast<float const&>(l_mut_194);
const double l_871 = double(l_870);
const bool l_872 = l_871 <= l_843;
if (l_872) {
const uint32 l_873 = reinterpret_cast<uint32 const&>(l_849);
const uint32 l_874 = l_873 + uint32(1);
l_mut_194 = l_874;
const uint32 l_875 = l_873 & uint32(2147483647);
const bool l_876 = l_875 == uint32(0);
if (l_876) {
l_mut_194 = uint32(1);
} else {
const uint32 l_877 = l_873 & uint32(2147483648);
const bool l_878 = l_877 != uint32(0);
if (l_878) {
const uint32 l_879 = l_873 - uint32(1);
l_mut_194 = l_879;
}
}
const float l_880 = reinterpret_cast<float const&>(l_mut_194);
const double l_881 = double(l_880);
l_mut_540 = l_881;
}
}
}
const double l_882 = -l_mut_540;
l_mut_540 = l_882;
const bool l_883 = l_882 > double(1000.0);
if (l_883) {
const double l_884 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_28 = l_884;
const bool l_885 = l_882 < double(0.0);
if (l_885) {
const double l_886 = -l_mut_28;
l_mut_28 = l_886;
}
l_mut_540 = l_mut_28;
} else {
const bool l_887 = l_882 < double(-1000.0);
if (l_887) {
l_mut_540 = double(0.0);
} else {
const bool l_888 = isnan(l_882);
const bool l_889 = !l_888;
if (l_889) {
const double l_890 = l_882 + double(0.5);
const double l_891 = floor(l_890);
const double l_892 = l_882 - l_891;
const double l_893 = l_892 * double(0.6931471824645996);
const double l_894 = l_892 * double(-1.904654299957768e-9);
const double l_895 = l_893 + l_894;
l_mut_28 = l_895;
const bool l_896 = isnan(l_895);
if (l_896) {
} else {
const bool l_897 = l_895 < double(-700.0);
if (l_897) {
l_mut_28 = double(0.0);
} else {
const bool l_898 = l_895 > double(700.0);
if (l_898) {
const double l_899 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_900 = l_899;
const bool l_901 = l_895 < double(0.0);
if (l_901) {
const double l_902 = -l_mut_900;
l_mut_900 = l_902;
}
l_mut_28 = l_mut_900;
} else {
const double l_903 = l_895 * double(1.4426950408889634);
const double l_904 = l_903 + double(0.5);
const double l_905 = floor(l_904);
const double l_906 = l_905 * double(0.6931471824645996);
const double l_907 = l_893 - l_906;
const double l_908 = l_905 * double(-1.904654299957768e-9);
const double l_909 = l_894 - l_908;
const double l_910 = l_907 + l_909;
const double l_911 = l_910 * double(7.647163731819816e-13);
const double l_912 = l_911 + double(1.1470745597729725e-11);
l_mut_900 = l_912;
const double l_913 = l_mut_900 * l_910;
const double l_914 = l_913 + double(1.6059043836821613e-10);
l_mut_900 = l_914;
const double l_915 = l_mut_900 * l_910;
const double l_916 = l_915 + double(2.08767569878681e-9);
l_mut_900 = l_916;
const double l_917 = l_mut_900 * l_910;
const double l_918 = l_917 + double(2.505210838544172e-8);
l_mut_900 = l_918;
const double l_919 = l_mut_900 * l_910;
const double l_920 = l_919 + double(2.755731922398589e-7);
l_mut_900 = l_920;
const double l_921 = l_mut_900 * l_910;
const double l_922 = l_921 + double(2.7557319223985893e-6);
l_mut_900 = l_922;
const double l_923 = l_mut_900 * l_910;
const double l_924 = l_923 + double(2.48015873015873e-5);
l_mut_900 = l_924;
const double l_925 = l_mut_900 * l_910;
const double l_926 = l_925 + double(0.0001984126984126984);
l_mut_900 = l_926;
const double l_927 = l_mut_900 * l_910;
const double l_928 = l_927 + double(0.001388888888888889);
l_mut_900 = l_928;
const double l_929 = l_mut_900 * l_910;
const double l_930 = l_929 + double(0.008333333333333333);
l_mut_900 = l_930;
const double l_931 = l_mut_900 * l_910;
const double l_932 = l_931 + double(0.041666666666666664);
l_mut_900 = l_932;
const double l_933 = l_mut_900 * l_910;
const double l_934 = l_933 + double(0.16666666666666666);
l_mut_900 = l_934;
const double l_935 = l_mut_900 * l_910;
const double l_936 = l_935 + double(0.5);
l_mut_900 = l_936;
const double l_937 = l_910 * l_910;
const double l_938 = l_937 * l_mut_900;
const double l_939 = l_910 + l_938;
const double l_940 = double(1.0) + l_939;
const int32 l_941 = int32(l_905);
const int32 l_942 = l_941 + int32(1023);
const uint64 l_943 = uint64(l_942);
const uint64 l_944 = l_943 << uint64(52);
const double l_945 = reinterpret_cast<double const&>(l_944);
const double l_946 = l_940 * l_945;
l_mut_28 = l_946;
}
}
}
const int32 l_947 = int32(l_891);
const int32 l_948 = l_947 + int32(1023);
const uint64 l_949 = uint64(l_948);
const uint64 l_950 = l_949 << uint64(52);
const double l_951 = reinterpret_cast<double const&>(l_950);
const double l_952 = l_mut_28 * l_951;
l_mut_540 = l_952;
}
}
}
const double l_953 = l_mut_177 * double(1.4551915228366852e-11);
const double l_954 = l_mut_540 * double(1.4551915228366852e-11);
l_mut_194 = uint32(2);
const double l_955 = l_mut_177 - l_953;
const double l_956 = abs(l_955);
l_mut_900 = double(1.401298464324817e-45);
const bool l_957 = l_956 >= double(1.1754943508222875e-38);
const bool l_958 = l_956 <= double(1.7976931348623157e308);
const bool l_959 = l_957 && l_958;
if (l_959) {
const uint64 l_960 = reinterpret_cast<uint64 const&>(l_956);
const uint64 l_961 = l_960 >> uint64(52);
const uint64 l_962 = l_961 - uint64(23);
const uint64 l_963 = l_962 << uint64(52);
const double l_964 = reinterpret_cast<double const&>(l_963);
l_mut_900 = l_964;
}
const double l_965 = l_mut_177 + l_953;
const double l_966 = abs(l_965);
l_mut_28 = double(1.401298464324817e-45);
const bool l_967 = l_966 >= double(1.1754943508222875e-38);
const bool l_968 = l_966 <= double(1.7976931348623157e308);
const bool l_969 = l_967 && l_968;
if (l_969) {
const uint64 l_970 = reinterpret_cast<uint64 const&>(l_966);
const uint64 l_971 = l_970 >> uint64(52);
const uint64 l_972 = l_971 - uint64(23);
const uint64 l_973 = l_972 << uint64(52);
const double l_974 = reinterpret_cast<double const&>(l_973);
l_mut_28 = l_974;
}
const bool l_975 = l_mut_900 == l_mut_28;
const double l_976 = l_mut_540 - l_954;
const double l_977 = abs(l_976);
l_mut_900 = double(1.401298464324817e-45);
const bool l_978 = l_977 >= double(1.1754943508222875e-38);
const bool l_979 = l_977 <= double(1.7976931348623157e308);
const bool l_980 = l_978 && l_979;
if (l_980) {
const uint64 l_981 = reinterpret_cast<uint64 const&>(l_977);
const uint64 l_982 = l_981 >> uint64(52);
const uint64 l_983 = l_982 - uint64(23);
const uint64 l_984 = l_983 << uint64(52);
const double l_985 = reinterpret_cast<double const&>(l_984);
l_mut_900 = l_985;
}
const double l_986 = l_mut_540 + l_954;
const double l_987 = abs(l_986);
l_mut_28 = double(1.401298464324817e-45);
const bool l_988 = l_987 >= double(1.1754943508222875e-38);
const bool l_989 = l_987 <= double(1.7976931348623157e308);
const bool l_990 = l_988 && l_989;
if (l_990) {
const uint64 l_991 = reinterpret_cast<uint64 const&>(l_987);
const uint64 l_992 = l_991 >> uint64(52);
const uint64 l_993 = l_992 - uint64(23);
const uint64 l_994 = l_993 << uint64(52);
const double l_995 = reinterpret_cast<double const&>(l_994);
l_mut_28 = l_995;
}
const bool l_996 = l_mut_900 == l_mut_28;
const bool l_997 = l_975 && l_996;
if (l_997) {
const double l_998 = l_136 * l_mut_177;
const double l_999 = abs(l_mut_177);
l_mut_900 = double(1.401298464324817e-45);
const bool l_1000 = l_999 >= double(1.1754943508222875e-38);
const bool l_1001 = l_999 <= double(1.7976931348623157e308);
const bool l_1002 = l_1000 && l_1001;
if (l_1002) {
const uint64 l_1003 = reinterpret_cast<uint64 const&>(l_999);
const uint64 l_1004 = l_1003 >> uint64(52);
const uint64 l_1005 = l_1004 - uint64(23);
const uint64 l_1006 = l_1005 << uint64(52);
const double l_1007 = reinterpret_cast<double const&>(l_1006);
l_mut_900 = l_1007;
}
const double l_1008 = double(0.5) * l_mut_900;
l_mut_900 = l_998;
const bool l_1009 = l_1008 > l_998;
if (l_1009) {
l_mut_900 = l_1008;
}
const double l_1010 = l_136 * l_mut_540;
const double l_1011 = abs(l_mut_540);
l_mut_28 = double(1.401298464324817e-45);
const bool l_1012 = l_1011 >= double(1.1754943508222875e-38);
const bool l_1013 = l_1011 <= double(1.7976931348623157e308);
const bool l_1014 = l_1012 && l_1013;
if (l_1014) {
const uint64 l_1015 = reinterpret_cast<uint64 const&>(l_1011);
const uint64 l_1016 = l_1015 >> uint64(52);
const uint64 l_1017 = l_1016 - uint64(23);
const uint64 l_1018 = l_1017 << uint64(52);
const double l_1019 = reinterpret_cast<double const&>(l_1018);
l_mut_28 = l_1019;
}
const double l_1020 = double(0.5) * l_mut_28;
l_mut_28 = l_1010;
const bool l_1021 = l_1020 > l_1010;
if (l_1021) {
l_mut_28 = l_1020;
}
const double l_1022 = l_mut_177 - l_mut_900;
const double l_1023 = l_mut_540 + l_mut_28;
const double l_1024 = double(l_mut_22);
const uint32 l_1025 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1026 = l_1025 + uint32(1);
l_mut_164 = l_1026;
const uint32 l_1027 = l_1025 & uint32(2147483647);
const bool l_1028 = l_1027 == uint32(0);
if (l_1028) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1029 = l_1025 & uint32(2147483648);
const bool l_1030 = l_1029 != uint32(0);
if (l_1030) {
const uint32 l_1031 = l_1025 - uint32(1);
l_mut_164 = l_1031;
}
}
const float l_1032 = reinterpret_cast<float const&>(l_mut_164);
const double l_1033 = double(l_1032);
const float l_1034 = -l_mut_22;
const uint32 l_1035 = reinterpret_cast<uint32 const&>(l_1034);
const uint32 l_1036 = l_1035 + uint32(1);
l_mut_164 = l_1036;
const uint32 l_1037 = l_1035 & uint32(2147483647);
const bool l_1038 = l_1037 == uint32(0);
if (l_1038) {
l_mut_164 = uint32(1);
} else {
const uint32 l_1039 = l_1035 & uint32(2147483648);
const bool l_1040 = l_1039 != uint32(0);
if (l_1040) {
const uint32 l_1041 = l_1035 - uint32(1);
l_mut_164 = l_1041;
}
}
const float l_1042 = reinterpret_cast<float const&>(l_mut_164);
const float l_1043 = -l_1042;
const double l_1044 = double(l_1043);
const double l_1045 = l_1022 + l_953;
const bool l_1046 = l_1045 <= l_1024;
l_mut_224 = l_1046;
const double l_1047 = l_1022 - l_953;
const bool l_1048 = l_1047 > l_1024;
l_mut_221 = l_1048;
const double l_1049 = l_1023 - l_954;
const bool l_1050 = l_1049 >= l_1024;
l_mut_218 = l_1050;
const double l_1051 = l_1023 + l_954;
const bool l_1052 = l_1051 < l_1024;
l_mut_215 = l_1052;
l_mut_164 = uint32(2);
const bool l_1053 = l_mut_221 || l_mut_215;
if (l_1053) {
l_mut_164 = uint32(1);
} else {
const bool l_1054 = l_mut_224 && l_mut_218;
if (l_1054) {
l_mut_164 = uint32(0);
}
}
l_mut_194 = l_mut_164;
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
const uint32 l_1055 = l_arr_147[uint32(0)];
const bool l_1056 = l_1055 == uint32(0);
if (l_1056) {
l_mut_148 = uint32(2);
}
l_arr_10[l_mut_128] = l_mut_148;
const uint32 l_1057 = l_arr_10[l_mut_128];
const bool l_1058 = l_1057 == uint32(2);
if (l_1058) {
l_mut_125 = bool(false);
}
}
}
const bool l_1059 = l_mut_30 == uint32(4294967293);
if (l_1059) {
const uint32 l_1060 = l_arr_8[uint32(0)];
const uint32 l_1061 = l_1060 + uint32(1);
l_arr_8[uint32(0)] = l_1061;
} else {
if (l_mut_125) {
l_mut_900 = l_118;
const bool l_1062 = l_mut_900 < double(-17.0);
if (l_1062) {
l_mut_900 = double(-17.0);
}
const bool l_1063 = l_mut_900 > double(17.0);
if (l_1063) {
l_mut_900 = double(17.0);
}
const double l_1064 = l_mut_900 + double(16.0);
const double l_1065 = l_1064 + double(1.0);
const uint32 l_1066 = uint32(l_1065);
const uint32 l_1067 = uint32(2) + l_1066;
const uint32 l_1068 = l_arr_8[l_1067];
const uint32 l_1069 = l_1068 + uint32(1);
l_arr_8[l_1067] = l_1069;
const uint32 l_1070 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1071 = l_1070 & uint32(8388607);
const double l_1072 = double(l_1071);
const double l_1073 = l_1072 / double(7.1362384635298e44);
l_mut_900 = l_1073;
const uint32 l_1074 = l_1070 & uint32(2139095040);
const bool l_1075 = l_1074 != uint32(0);
if (l_1075) {
const uint32 l_1076 = l_1070 & uint32(2147483647);
const float l_1077 = reinterpret_cast<float const&>(l_1076);
const double l_1078 = double(l_1077);
l_mut_900 = l_1078;
}
const uint32 l_1079 = l_1070 >> uint32(31);
const double l_1080 = double(l_1079);
const double l_1081 = double(2.0) * l_1080;
const double l_1082 = double(1.0) - l_1081;
l_mut_900 = l_mut_900 * l_1082;
const double l_1083 = abs(l_mut_25);
const double l_1084 = l_mut_25 * double(0.0);
const double l_1085 = l_1084 + double(7.1362384635298e44);
l_mut_540 = l_1085;
const bool l_1086 = l_1083 >= double(2.350988701644575e-38);
if (l_1086) {
const uint32 l_1087 = l_mut_30 & uint32(2147483647);
const float l_1088 = reinterpret_cast<float const&>(l_1087);
const double l_1089 = double(l_1088);
const uint32 l_1090 = l_1087 & uint32(2139095040);
const float l_1091 = reinterpret_cast<float const&>(l_1090);
const double l_1092 = double(l_1091);
const bool l_1093 = l_1089 > l_1083;
const uint32 l_1094 = l_1087 & uint32(8388607);
const bool l_1095 = l_1094 == uint32(0);
const bool l_1096 = l_1093 && l_1095;
const double l_1097 = l_1092 * double(1.1920928955078125e-7);
const double l_1098 = double(l_1096);
const double l_1099 = double(0.5) * l_1098;
const double l_1100 = double(1.0) - l_1099;
const double l_1101 = l_1097 * l_1100;
const double l_1102 = double(1.0) / l_1101;
l_mut_540 = l_1102;
}
const double l_1103 = l_mut_900 - l_mut_25;
const double l_1104 = l_1103 * l_mut_540;
const uint32 l_1105 = l_arr_8[uint32(45)];
const bool l_1106 = l_1105 == uint32(4294967295);
const double l_1107 = l_arr_9[uint32(0)];
const bool l_1108 = l_1104 < l_1107;
const bool l_1109 = l_1106 || l_1108;
if (l_1109) {
l_arr_9[uint32(0)] = l_1104;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_99;
}
const uint32 l_1110 = l_arr_8[uint32(47)];
const bool l_1111 = l_1110 == uint32(4294967295);
const double l_1112 = l_arr_9[uint32(1)];
const bool l_1113 = l_1104 > l_1112;
const bool l_1114 = l_1111 || l_1113;
if (l_1114) {
l_arr_9[uint32(1)] = l_1104;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_99;
}
const bool l_1115 = l_118 != double(0.0);
if (l_1115) {

for (uint32 l_mut_1116 = uint32(0); l_mut_1116 < uint32(8); ++l_mut_1116) {
const uint32 l_1117 = l_arr_10[l_mut_1116];
const bool l_1118 = l_1117 == uint32(1);
if (l_1118) {
const uint32 l_1119 = uint32(37) + l_mut_1116;
const uint32 l_1120 = l_arr_8[l_1119];
const uint32 l_1121 = l_1120 + uint32(1);
l_arr_8[l_1119] = l_1121;
const uint32 l_1122 = uint32(2) + l_mut_1116;
const uint32 l_1123 = uint32(2) * l_1122;
const uint32 l_1124 = uint32(45) + l_1123;
const uint32 l_1125 = l_arr_8[l_1124];
const bool l_1126 = l_1125 == uint32(4294967295);
const double l_1127 = abs(l_1104);
const uint32 l_1128 = uint32(2) + l_mut_1116;
const double l_1129 = l_arr_9[l_1128];
const double l_1130 = abs(l_1129);
const bool l_1131 = l_1127 > l_1130;
const bool l_1132 = l_1126 || l_1131;
if (l_1132) {
const uint32 l_1133 = uint32(2) + l_mut_1116;
l_arr_9[l_1133] = l_1104;
l_arr_8[l_1124] = l_20;
const uint32 l_1134 = l_1124 + uint32(1);
l_arr_8[l_1134] = l_99;
}
}
}
}
} else {
const uint32 l_1135 = l_arr_8[uint32(1)];
const uint32 l_1136 = l_2 + l_1135;
const uint32 l_1137 = l_1136 * uint32(2);
const uint32 l_1215 = info.static_meta[uint32(6)];
const uint32 l_1216 = l_1215 * uint32(1);
const bool l_1217 = l_1137 < l_1216;
if (l_1217) {
buffer_6[l_1137] = l_20;
}
const uint32 l_1138 = l_1137 + uint32(1);
const uint32 l_1218 = info.static_meta[uint32(6)];
const uint32 l_1219 = l_1218 * uint32(1);
const bool l_1220 = l_1138 < l_1219;
if (l_1220) {
buffer_6[l_1138] = l_99;
}
const uint32 l_1139 = l_arr_8[uint32(1)];
const uint32 l_1140 = l_1139 + uint32(1);
l_arr_8[uint32(1)] = l_1140;
}
}
}

for (uint32 l_mut_1141 = uint32(0); l_mut_1141 < uint32(65); ++l_mut_1141) {
const uint32 l_1142 = idxGlobal * uint32(65);
const uint32 l_1143 = l_1142 + l_mut_1141;
const uint32 l_1144 = l_arr_8[l_mut_1141];
const uint32 l_1221 = info.static_meta[uint32(4)];
const uint32 l_1222 = l_1221 * uint32(1);
const bool l_1223 = l_1143 < l_1222;
if (l_1223) {
buffer_4[l_1143] = l_1144;
}
}

for (uint32 l_mut_1145 = uint32(0); l_mut_1145 < uint32(10); ++l_mut_1145) {
const uint32 l_1146 = idxGlobal * uint32(10);
const uint32 l_1147 = l_1146 + l_mut_1145;
const double l_1148 = l_arr_9[l_mut_1145];
const uint32 l_1224 = info.static_meta[uint32(5)];
const uint32 l_1225 = l_1224 * uint32(1);
const bool l_1226 = l_1147 < l_1225;
if (l_1226) {
buffer_5[l_1147] = l_1148;
}
}
}

}
