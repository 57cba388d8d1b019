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
    uint32 static_meta[14];
};


extern "C" __global__ void __launch_bounds__(64)verdicts (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const double* __restrict__ buffer_2, const double* __restrict__ buffer_3, const uint32* __restrict__ buffer_4, const double* __restrict__ buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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
uint32 l_arr_27[1];

double l_arr_598[2];

bool l_mut_102;
bool l_mut_105;
bool l_mut_96;
bool l_mut_99;
double l_mut_35;
double l_mut_421;
double l_mut_58;
double l_mut_781;
uint32 l_mut_28;
uint32 l_mut_45;
uint32 l_mut_75;
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {

for (uint32 l_mut_2 = uint32(0); l_mut_2 < uint32(8); ++l_mut_2) {
const uint32 l_3 = idxGlobal * uint32(8);
const uint32 l_4 = l_3 + l_mut_2;
const uint32 l_5 = uint32(2) * l_mut_2;
const uint32 l_938 = info.static_meta[uint32(4)];
const uint32 l_939 = l_938 * uint32(1);
const bool l_940 = l_5 < l_939;
const uint32 l_941 = l_939 - uint32(1);
const uint32 l_942 = min(l_5, l_941);
const uint32 l_943 = buffer_4[l_942];
const uint32 l_944 = (l_940) ? l_943 : uint32(0);
const uint32 l_6 = l_944;
const uint32 l_7 = uint32(2) * l_mut_2;
const uint32 l_8 = l_7 + uint32(1);
const uint32 l_945 = info.static_meta[uint32(4)];
const uint32 l_946 = l_945 * uint32(1);
const bool l_947 = l_8 < l_946;
const uint32 l_948 = l_946 - uint32(1);
const uint32 l_949 = min(l_8, l_948);
const uint32 l_950 = buffer_4[l_949];
const uint32 l_951 = (l_947) ? l_950 : uint32(0);
const uint32 l_9 = l_951;
const bool l_10 = l_9 != uint32(0);
const uint32 l_952 = info.static_meta[uint32(0)];
const uint32 l_953 = l_952 * uint32(1);
const bool l_954 = idxGlobal < l_953;
const uint32 l_955 = l_953 - uint32(1);
const uint32 l_956 = min(idxGlobal, l_955);
const float l_957 = buffer_0[l_956];
const float l_958 = (l_954) ? l_957 : float(0.0);
const float l_11 = l_958;
const uint32 l_959 = info.static_meta[uint32(1)];
const uint32 l_960 = l_959 * uint32(1);
const bool l_961 = idxGlobal < l_960;
const uint32 l_962 = l_960 - uint32(1);
const uint32 l_963 = min(idxGlobal, l_962);
const float l_964 = buffer_1[l_963];
const float l_965 = (l_961) ? l_964 : float(0.0);
const float l_12 = l_965;
const uint32 l_966 = info.static_meta[uint32(2)];
const uint32 l_967 = l_966 * uint32(1);
const bool l_968 = idxGlobal < l_967;
const uint32 l_969 = l_967 - uint32(1);
const uint32 l_970 = min(idxGlobal, l_969);
const double l_971 = buffer_2[l_970];
const double l_972 = (l_968) ? l_971 : double(0.0);
const double l_13 = l_972;
const uint32 l_973 = info.static_meta[uint32(3)];
const uint32 l_974 = l_973 * uint32(1);
const bool l_975 = idxGlobal < l_974;
const uint32 l_976 = l_974 - uint32(1);
const uint32 l_977 = min(idxGlobal, l_976);
const double l_978 = buffer_3[l_977];
const double l_979 = (l_975) ? l_978 : double(0.0);
const double l_14 = l_979;
const uint32 l_15 = l_mut_2 * uint32(4);
const uint32 l_980 = info.static_meta[uint32(5)];
const uint32 l_981 = l_980 * uint32(1);
const bool l_982 = l_15 < l_981;
const uint32 l_983 = l_981 - uint32(1);
const uint32 l_984 = min(l_15, l_983);
const double l_985 = buffer_5[l_984];
const double l_986 = (l_982) ? l_985 : double(0.0);
const double l_16 = l_986;
const uint32 l_17 = l_mut_2 * uint32(4);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_987 = info.static_meta[uint32(5)];
const uint32 l_988 = l_987 * uint32(1);
const bool l_989 = l_18 < l_988;
const uint32 l_990 = l_988 - uint32(1);
const uint32 l_991 = min(l_18, l_990);
const double l_992 = buffer_5[l_991];
const double l_993 = (l_989) ? l_992 : double(0.0);
const double l_19 = l_993;
const uint32 l_20 = l_mut_2 * uint32(4);
const uint32 l_21 = l_20 + uint32(2);
const uint32 l_994 = info.static_meta[uint32(5)];
const uint32 l_995 = l_994 * uint32(1);
const bool l_996 = l_21 < l_995;
const uint32 l_997 = l_995 - uint32(1);
const uint32 l_998 = min(l_21, l_997);
const double l_999 = buffer_5[l_998];
const double l_1000 = (l_996) ? l_999 : double(0.0);
const double l_22 = l_1000;
const double l_23 = double(l_11);
const double l_24 = abs(l_23);
const double l_25 = abs(l_13);
const double l_26 = l_25 * double(1.4551915228366852e-11);
l_arr_27[uint32(0)] = uint32(1);
l_mut_28 = uint32(2);
const bool l_29 = l_6 == uint32(0);
if (l_29) {
l_mut_28 = uint32(0);
} else {
const bool l_30 = l_6 == uint32(1);
if (l_30) {
l_mut_28 = uint32(1);
const double l_31 = abs(l_14);
const bool l_32 = l_31 <= l_16;
if (l_32) {
l_mut_28 = uint32(0);
}
} else {
const bool l_33 = l_6 == uint32(2);
if (l_33) {
const double l_34 = abs(l_13);
l_mut_35 = double(1.401298464324817e-45);
const bool l_36 = l_34 >= double(1.1754943508222875e-38);
const bool l_37 = l_34 <= double(1.7976931348623157e308);
const bool l_38 = l_36 && l_37;
if (l_38) {
const uint64 l_39 = reinterpret_cast<uint64 const&>(l_34);
const uint64 l_40 = l_39 >> uint64(52);
const uint64 l_41 = l_40 - uint64(23);
const uint64 l_42 = l_41 << uint64(52);
const double l_43 = reinterpret_cast<double const&>(l_42);
l_mut_35 = l_43;
}
const double l_44 = l_16 * l_mut_35;
l_mut_45 = uint32(2);
const double l_46 = l_13 - l_26;
const double l_47 = abs(l_46);
l_mut_35 = double(1.401298464324817e-45);
const bool l_48 = l_47 >= double(1.1754943508222875e-38);
const bool l_49 = l_47 <= double(1.7976931348623157e308);
const bool l_50 = l_48 && l_49;
if (l_50) {
const uint64 l_51 = reinterpret_cast<uint64 const&>(l_47);
const uint64 l_52 = l_51 >> uint64(52);
const uint64 l_53 = l_52 - uint64(23);
const uint64 l_54 = l_53 << uint64(52);
const double l_55 = reinterpret_cast<double const&>(l_54);
l_mut_35 = l_55;
}
const double l_56 = l_13 + l_26;
const double l_57 = abs(l_56);
l_mut_58 = double(1.401298464324817e-45);
const bool l_59 = l_57 >= double(1.1754943508222875e-38);
const bool l_60 = l_57 <= double(1.7976931348623157e308);
const bool l_61 = l_59 && l_60;
if (l_61) {
const uint64 l_62 = reinterpret_cast<uint64 const&>(l_57);
const uint64 l_63 = l_62 >> uint64(52);
const uint64 l_64 = l_63 - uint64(23);
const uint64 l_65 = l_64 << uint64(52);
const double l_66 = reinterpret_cast<double const&>(l_65);
l_mut_58 = l_66;
}
const bool l_67 = l_mut_35 == l_mut_58;
if (l_67) {
const double l_68 = l_44 * double(1.4551915228366852e-11);
const double l_69 = l_26 + l_68;
const double l_70 = l_13 - l_44;
const double l_71 = l_13 + l_44;
const double l_72 = double(l_12);
const uint32 l_73 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_74 = l_73 + uint32(1);
l_mut_75 = l_74;
const uint32 l_76 = l_73 & uint32(2147483647);
const bool l_77 = l_76 == uint32(0);
if (l_77) {
l_mut_75 = uint32(1);
} else {
const uint32 l_78 = l_73 & uint32(2147483648);
const bool l_79 = l_78 != uint32(0);
if (l_79) {
const uint32 l_80 = l_73 - uint32(1);
l_mut_75 = l_80;
}
}
const float l_81 = reinterpret_cast<float const&>(l_mut_75);
const double l_82 = double(l_81);
const float l_83 = -l_12;
const uint32 l_84 = reinterpret_cast<uint32 const&>(l_83);
const uint32 l_85 = l_84 + uint32(1);
l_mut_75 = l_85;
const uint32 l_86 = l_84 & uint32(2147483647);
const bool l_87 = l_86 == uint32(0);
if (l_87) {
l_mut_75 = uint32(1);
} else {
const uint32 l_88 = l_84 & uint32(2147483648);
const bool l_89 = l_88 != uint32(0);
if (l_89) {
const uint32 l_90 = l_84 - uint32(1);
l_mut_75 = l_90;
}
}
const float l_91 = reinterpret_cast<float const&>(l_mut_75);
const float l_92 = -l_91;
const double l_93 = double(l_92);
const double l_94 = l_70 + l_69;
const bool l_95 = l_94 <= l_72;
l_mut_96 = l_95;
const double l_97 = l_70 - l_69;
const bool l_98 = l_97 > l_72;
l_mut_99 = l_98;
const double l_100 = l_71 - l_69;
const bool l_101 = l_100 >= l_72;
l_mut_102 = l_101;
const double l_103 = l_71 + l_69;
const bool l_104 = l_103 < l_72;
l_mut_105 = l_104;
if (l_10) {
const double l_106 = l_70 + l_69;
const bool l_107 = l_106 < l_82;
l_mut_96 = l_107;
const double l_108 = l_70 - l_69;
const bool l_109 = l_108 >= l_82;
l_mut_99 = l_109;
const double l_110 = l_71 - l_69;
const bool l_111 = l_110 > l_93;
l_mut_102 = l_111;
const double l_112 = l_71 + l_69;
const bool l_113 = l_112 <= l_93;
l_mut_105 = l_113;
}
l_mut_75 = uint32(2);
const bool l_114 = l_mut_99 || l_mut_105;
if (l_114) {
l_mut_75 = uint32(1);
} else {
const bool l_115 = l_mut_96 && l_mut_102;
if (l_115) {
l_mut_75 = uint32(0);
}
}
l_mut_45 = l_mut_75;
}
l_mut_28 = l_mut_45;
} else {
const bool l_116 = l_6 == uint32(3);
if (l_116) {
l_mut_28 = uint32(0);
const bool l_117 = l_24 >= double(1.1754943508222875e-38);
const bool l_118 = l_24 <= double(8.507059173023462e37);
const bool l_119 = l_117 && l_118;
if (l_119) {
const double l_120 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_121 = l_120 >= double(1.1754943508222875e-38);
const bool l_122 = l_120 <= double(1.7976931348623157e308);
const bool l_123 = l_121 && l_122;
if (l_123) {
const uint64 l_124 = reinterpret_cast<uint64 const&>(l_120);
const uint64 l_125 = l_124 >> uint64(52);
const uint64 l_126 = l_125 - uint64(23);
const uint64 l_127 = l_126 << uint64(52);
const double l_128 = reinterpret_cast<double const&>(l_127);
l_mut_58 = l_128;
}
const double l_129 = l_16 * l_mut_58;
l_mut_75 = uint32(2);
const double l_130 = l_13 - l_26;
const double l_131 = abs(l_130);
l_mut_58 = double(1.401298464324817e-45);
const bool l_132 = l_131 >= double(1.1754943508222875e-38);
const bool l_133 = l_131 <= double(1.7976931348623157e308);
const bool l_134 = l_132 && l_133;
if (l_134) {
const uint64 l_135 = reinterpret_cast<uint64 const&>(l_131);
const uint64 l_136 = l_135 >> uint64(52);
const uint64 l_137 = l_136 - uint64(23);
const uint64 l_138 = l_137 << uint64(52);
const double l_139 = reinterpret_cast<double const&>(l_138);
l_mut_58 = l_139;
}
const double l_140 = l_13 + l_26;
const double l_141 = abs(l_140);
l_mut_35 = double(1.401298464324817e-45);
const bool l_142 = l_141 >= double(1.1754943508222875e-38);
const bool l_143 = l_141 <= double(1.7976931348623157e308);
const bool l_144 = l_142 && l_143;
if (l_144) {
const uint64 l_145 = reinterpret_cast<uint64 const&>(l_141);
const uint64 l_146 = l_145 >> uint64(52);
const uint64 l_147 = l_146 - uint64(23);
const uint64 l_148 = l_147 << uint64(52);
const double l_149 = reinterpret_cast<double const&>(l_148);
l_mut_35 = l_149;
}
const bool l_150 = l_mut_58 == l_mut_35;
if (l_150) {
const double l_151 = l_129 * double(1.4551915228366852e-11);
const double l_152 = l_26 + l_151;
const double l_153 = l_13 - l_129;
const double l_154 = l_13 + l_129;
const double l_155 = double(l_12);
const uint32 l_156 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_157 = l_156 + uint32(1);
l_mut_45 = l_157;
const uint32 l_158 = l_156 & uint32(2147483647);
const bool l_159 = l_158 == uint32(0);
if (l_159) {
l_mut_45 = uint32(1);
} else {
const uint32 l_160 = l_156 & uint32(2147483648);
const bool l_161 = l_160 != uint32(0);
if (l_161) {
const uint32 l_162 = l_156 - uint32(1);
l_mut_45 = l_162;
}
}
const float l_163 = reinterpret_cast<float const&>(l_mut_45);
const double l_164 = double(l_163);
const float l_165 = -l_12;
const uint32 l_166 = reinterpret_cast<uint32 const&>(l_165);
const uint32 l_167 = l_166 + uint32(1);
l_mut_45 = l_167;
const uint32 l_168 = l_166 & uint32(2147483647);
const bool l_169 = l_168 == uint32(0);
if (l_169) {
l_mut_45 = uint32(1);
} else {
const uint32 l_170 = l_166 & uint32(2147483648);
const bool l_171 = l_170 != uint32(0);
if (l_171) {
const uint32 l_172 = l_166 - uint32(1);
l_mut_45 = l_172;
}
}
const float l_173 = reinterpret_cast<float const&>(l_mut_45);
const float l_174 = -l_173;
const double l_175 = double(l_174);
const double l_176 = l_153 + l_152;
const bool l_177 = l_176 <= l_155;
l_mut_105 = l_177;
const double l_178 = l_153 - l_152;
const bool l_179 = l_178 > l_155;
l_mut_102 = l_179;
const double l_180 = l_154 - l_152;
const bool l_181 = l_180 >= l_155;
l_mut_99 = l_181;
const double l_182 = l_154 + l_152;
const bool l_183 = l_182 < l_155;
l_mut_96 = l_183;
if (l_10) {
const double l_184 = l_153 + l_152;
const bool l_185 = l_184 < l_164;
l_mut_105 = l_185;
const double l_186 = l_153 - l_152;
const bool l_187 = l_186 >= l_164;
l_mut_102 = l_187;
const double l_188 = l_154 - l_152;
const bool l_189 = l_188 > l_175;
l_mut_99 = l_189;
const double l_190 = l_154 + l_152;
const bool l_191 = l_190 <= l_175;
l_mut_96 = l_191;
}
l_mut_45 = uint32(2);
const bool l_192 = l_mut_102 || l_mut_96;
if (l_192) {
l_mut_45 = uint32(1);
} else {
const bool l_193 = l_mut_105 && l_mut_99;
if (l_193) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_194 = l_6 == uint32(4);
if (l_194) {
const double l_195 = l_19 * l_24;
const double l_196 = l_16 + l_195;
const double l_197 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_198 = l_197 >= double(1.1754943508222875e-38);
const bool l_199 = l_197 <= double(1.7976931348623157e308);
const bool l_200 = l_198 && l_199;
if (l_200) {
const uint64 l_201 = reinterpret_cast<uint64 const&>(l_197);
const uint64 l_202 = l_201 >> uint64(52);
const uint64 l_203 = l_202 - uint64(23);
const uint64 l_204 = l_203 << uint64(52);
const double l_205 = reinterpret_cast<double const&>(l_204);
l_mut_58 = l_205;
}
const double l_206 = l_196 * l_mut_58;
l_mut_75 = uint32(2);
const double l_207 = l_13 - l_26;
const double l_208 = abs(l_207);
l_mut_58 = double(1.401298464324817e-45);
const bool l_209 = l_208 >= double(1.1754943508222875e-38);
const bool l_210 = l_208 <= double(1.7976931348623157e308);
const bool l_211 = l_209 && l_210;
if (l_211) {
const uint64 l_212 = reinterpret_cast<uint64 const&>(l_208);
const uint64 l_213 = l_212 >> uint64(52);
const uint64 l_214 = l_213 - uint64(23);
const uint64 l_215 = l_214 << uint64(52);
const double l_216 = reinterpret_cast<double const&>(l_215);
l_mut_58 = l_216;
}
const double l_217 = l_13 + l_26;
const double l_218 = abs(l_217);
l_mut_35 = double(1.401298464324817e-45);
const bool l_219 = l_218 >= double(1.1754943508222875e-38);
const bool l_220 = l_218 <= double(1.7976931348623157e308);
const bool l_221 = l_219 && l_220;
if (l_221) {
const uint64 l_222 = reinterpret_cast<uint64 const&>(l_218);
const uint64 l_223 = l_222 >> uint64(52);
const uint64 l_224 = l_223 - uint64(23);
const uint64 l_225 = l_224 << uint64(52);
const double l_226 = reinterpret_cast<double const&>(l_225);
l_mut_35 = l_226;
}
const bool l_227 = l_mut_58 == l_mut_35;
if (l_227) {
const double l_228 = l_206 * double(1.4551915228366852e-11);
const double l_229 = l_26 + l_228;
const double l_230 = l_13 - l_206;
const double l_231 = l_13 + l_206;
const double l_232 = double(l_12);
const uint32 l_233 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_234 = l_233 + uint32(1);
l_mut_45 = l_234;
const uint32 l_235 = l_233 & uint32(2147483647);
const bool l_236 = l_235 == uint32(0);
if (l_236) {
l_mut_45 = uint32(1);
} else {
const uint32 l_237 = l_233 & uint32(2147483648);
const bool l_238 = l_237 != uint32(0);
if (l_238) {
const uint32 l_239 = l_233 - uint32(1);
l_mut_45 = l_239;
}
}
const float l_240 = reinterpret_cast<float const&>(l_mut_45);
const double l_241 = double(l_240);
const float l_242 = -l_12;
const uint32 l_243 = reinterpret_cast<uint32 const&>(l_242);
const uint32 l_244 = l_243 + uint32(1);
l_mut_45 = l_244;
const uint32 l_245 = l_243 & uint32(2147483647);
const bool l_246 = l_245 == uint32(0);
if (l_246) {
l_mut_45 = uint32(1);
} else {
const uint32 l_247 = l_243 & uint32(2147483648);
const bool l_248 = l_247 != uint32(0);
if (l_248) {
const uint32 l_249 = l_243 - uint32(1);
l_mut_45 = l_249;
}
}
const float l_250 = reinterpret_cast<float const&>(l_mut_45);
const float l_251 = -l_250;
const double l_252 = double(l_251);
const double l_253 = l_230 + l_229;
const bool l_254 = l_253 <= l_232;
l_mut_105 = l_254;
const double l_255 = l_230 - l_229;
const bool l_256 = l_255 > l_232;
l_mut_102 = l_256;
const double l_257 = l_231 - l_229;
const bool l_258 = l_257 >= l_232;
l_mut_99 = l_258;
const double l_259 = l_231 + l_229;
const bool l_260 = l_259 < l_232;
l_mut_96 = l_260;
if (l_10) {
const double l_261 = l_230 + l_229;
const bool l_262 = l_261 < l_241;
l_mut_105 = l_262;
const double l_263 = l_230 - l_229;
const bool l_264 = l_263 >= l_241;
l_mut_102 = l_264;
const double l_265 = l_231 - l_229;
const bool l_266 = l_265 > l_252;
l_mut_99 = l_266;
const double l_267 = l_231 + l_229;
const bool l_268 = l_267 <= l_252;
l_mut_96 = l_268;
}
l_mut_45 = uint32(2);
const bool l_269 = l_mut_102 || l_mut_96;
if (l_269) {
l_mut_45 = uint32(1);
} else {
const bool l_270 = l_mut_105 && l_mut_99;
if (l_270) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
const bool l_271 = l_6 == uint32(5);
if (l_271) {
const double l_272 = double(2.0) * l_23;
const double l_273 = abs(l_272);
const double l_274 = floor(l_273);
const double l_275 = double(3.0) + l_274;
const double l_276 = abs(l_13);
l_mut_58 = double(1.401298464324817e-45);
const bool l_277 = l_276 >= double(1.1754943508222875e-38);
const bool l_278 = l_276 <= double(1.7976931348623157e308);
const bool l_279 = l_277 && l_278;
if (l_279) {
const uint64 l_280 = reinterpret_cast<uint64 const&>(l_276);
const uint64 l_281 = l_280 >> uint64(52);
const uint64 l_282 = l_281 - uint64(23);
const uint64 l_283 = l_282 << uint64(52);
const double l_284 = reinterpret_cast<double const&>(l_283);
l_mut_58 = l_284;
}
const double l_285 = l_275 * l_mut_58;
l_mut_75 = uint32(2);
const double l_286 = l_13 - l_26;
const double l_287 = abs(l_286);
l_mut_58 = double(1.401298464324817e-45);
const bool l_288 = l_287 >= double(1.1754943508222875e-38);
const bool l_289 = l_287 <= double(1.7976931348623157e308);
const bool l_290 = l_288 && l_289;
if (l_290) {
const uint64 l_291 = reinterpret_cast<uint64 const&>(l_287);
const uint64 l_292 = l_291 >> uint64(52);
const uint64 l_293 = l_292 - uint64(23);
const uint64 l_294 = l_293 << uint64(52);
const double l_295 = reinterpret_cast<double const&>(l_294);
l_mut_58 = l_295;
}
const double l_296 = l_13 + l_26;
const double l_297 = abs(l_296);
l_mut_35 = double(1.401298464324817e-45);
const bool l_298 = l_297 >= double(1.1754943508222875e-38);
const bool l_299 = l_297 <= double(1.7976931348623157e308);
const bool l_300 = l_298 && l_299;
if (l_300) {
const uint64 l_301 = reinterpret_cast<uint64 const&>(l_297);
const uint64 l_302 = l_301 >> uint64(52);
const uint64 l_303 = l_302 - uint64(23);
const uint64 l_304 = l_303 << uint64(52);
const double l_305 = reinterpret_cast<double const&>(l_304);
l_mut_35 = l_305;
}
const bool l_306 = l_mut_58 == l_mut_35;
if (l_306) {
const double l_307 = l_285 * double(1.4551915228366852e-11);
const double l_308 = l_26 + l_307;
const double l_309 = l_13 - l_285;
const double l_310 = l_13 + l_285;
const double l_311 = double(l_12);
const uint32 l_312 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_313 = l_312 + uint32(1);
l_mut_45 = l_313;
const uint32 l_314 = l_312 & uint32(2147483647);
const bool l_315 = l_314 == uint32(0);
if (l_315) {
l_mut_45 = uint32(1);
} else {
const uint32 l_316 = l_312 & uint32(2147483648);
const bool l_317 = l_316 != uint32(0);
if (l_317) {
const uint32 l_318 = l_312 - uint32(1);
l_mut_45 = l_318;
}
}
const float l_319 = reinterpret_cast<float const&>(l_mut_45);
const double l_320 = double(l_319);
const float l_321 = -l_12;
const uint32 l_322 = reinterpret_cast<uint32 const&>(l_321);
const uint32 l_323 = l_322 + uint32(1);
l_mut_45 = l_323;
const uint32 l_324 = l_322 & uint32(2147483647);
const bool l_325 = l_324 == uint32(0);
if (l_325) {
l_mut_45 = uint32(1);
} else {
const uint32 l_326 = l_322 & uint32(2147483648);
const bool l_327 = l_326 != uint32(0);
if (l_327) {
const uint32 l_328 = l_322 - uint32(1);
l_mut_45 = l_328;
}
}
const float l_329 = reinterpret_cast<float const&>(l_mut_45);
const float l_330 = -l_329;
const double l_331 = double(l_330);
const double l_332 = l_309 + l_308;
const bool l_333 = l_332 <= l_311;
l_mut_105 = l_333;
const double l_334 = l_309 - l_308;
const bool l_335 = l_334 > l_311;
l_mut_102 = l_335;
const double l_336 = l_310 - l_308;
const bool l_337 = l_336 >= l_311;
l_mut_99 = l_337;
const double l_338 = l_310 + l_308;
const bool l_339 = l_338 < l_311;
l_mut_96 = l_339;
if (l_10) {
const double l_340 = l_309 + l_308;
const bool l_341 = l_340 < l_320;
l_mut_105 = l_341;
const double l_342 = l_309 - l_308;
const bool l_343 = l_342 >= l_320;
l_mut_102 = l_343;
const double l_344 = l_310 - l_308;
const bool l_345 = l_344 > l_331;
l_mut_99 = l_345;
const double l_346 = l_310 + l_308;
const bool l_347 = l_346 <= l_331;
l_mut_96 = l_347;
}
l_mut_45 = uint32(2);
const bool l_348 = l_mut_102 || l_mut_96;
if (l_348) {
l_mut_45 = uint32(1);
} else {
const bool l_349 = l_mut_105 && l_mut_99;
if (l_349) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
const bool l_350 = l_6 == uint32(6);
if (l_350) {
l_mut_28 = uint32(0);
const bool l_351 = l_24 <= l_19;
if (l_351) {
const double l_352 = l_16 * double(1.4551915228366852e-11);
const double l_353 = l_26 + l_352;
const double l_354 = l_13 - l_16;
const double l_355 = l_13 + l_16;
const double l_356 = double(l_12);
const uint32 l_357 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_358 = l_357 + uint32(1);
l_mut_75 = l_358;
const uint32 l_359 = l_357 & uint32(2147483647);
const bool l_360 = l_359 == uint32(0);
if (l_360) {
l_mut_75 = uint32(1);
} else {
const uint32 l_361 = l_357 & uint32(2147483648);
const bool l_362 = l_361 != uint32(0);
if (l_362) {
const uint32 l_363 = l_357 - uint32(1);
l_mut_75 = l_363;
}
}
const float l_364 = reinterpret_cast<float const&>(l_mut_75);
const double l_365 = double(l_364);
const float l_366 = -l_12;
const uint32 l_367 = reinterpret_cast<uint32 const&>(l_366);
const uint32 l_368 = l_367 + uint32(1);
l_mut_75 = l_368;
const uint32 l_369 = l_367 & uint32(2147483647);
const bool l_370 = l_369 == uint32(0);
if (l_370) {
l_mut_75 = uint32(1);
} else {
const uint32 l_371 = l_367 & uint32(2147483648);
const bool l_372 = l_371 != uint32(0);
if (l_372) {
const uint32 l_373 = l_367 - uint32(1);
l_mut_75 = l_373;
}
}
const float l_374 = reinterpret_cast<float const&>(l_mut_75);
const float l_375 = -l_374;
const double l_376 = double(l_375);
const double l_377 = l_354 + l_353;
const bool l_378 = l_377 <= l_356;
l_mut_105 = l_378;
const double l_379 = l_354 - l_353;
const bool l_380 = l_379 > l_356;
l_mut_102 = l_380;
const double l_381 = l_355 - l_353;
const bool l_382 = l_381 >= l_356;
l_mut_99 = l_382;
const double l_383 = l_355 + l_353;
const bool l_384 = l_383 < l_356;
l_mut_96 = l_384;
if (l_10) {
const double l_385 = l_354 + l_353;
const bool l_386 = l_385 < l_365;
l_mut_105 = l_386;
const double l_387 = l_354 - l_353;
const bool l_388 = l_387 >= l_365;
l_mut_102 = l_388;
const double l_389 = l_355 - l_353;
const bool l_390 = l_389 > l_376;
l_mut_99 = l_390;
const double l_391 = l_355 + l_353;
const bool l_392 = l_391 <= l_376;
l_mut_96 = l_392;
}
l_mut_75 = uint32(2);
const bool l_393 = l_mut_102 || l_mut_96;
if (l_393) {
l_mut_75 = uint32(1);
} else {
const bool l_394 = l_mut_105 && l_mut_99;
if (l_394) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_395 = l_6 == uint32(7);
if (l_395) {
const double l_396 = abs(l_13);
const double l_397 = l_16 * l_396;
l_mut_58 = l_397;
const double l_398 = abs(l_13);
l_mut_35 = double(1.401298464324817e-45);
const bool l_399 = l_398 >= double(1.1754943508222875e-38);
const bool l_400 = l_398 <= double(1.7976931348623157e308);
const bool l_401 = l_399 && l_400;
if (l_401) {
const uint64 l_402 = reinterpret_cast<uint64 const&>(l_398);
const uint64 l_403 = l_402 >> uint64(52);
const uint64 l_404 = l_403 - uint64(23);
const uint64 l_405 = l_404 << uint64(52);
const double l_406 = reinterpret_cast<double const&>(l_405);
l_mut_35 = l_406;
}
const double l_407 = double(0.5) * l_mut_35;
const bool l_408 = l_407 > l_mut_58;
if (l_408) {
l_mut_58 = l_407;
}
const double l_409 = l_13 - l_26;
const double l_410 = abs(l_409);
l_mut_35 = double(1.401298464324817e-45);
const bool l_411 = l_410 >= double(1.1754943508222875e-38);
const bool l_412 = l_410 <= double(1.7976931348623157e308);
const bool l_413 = l_411 && l_412;
if (l_413) {
const uint64 l_414 = reinterpret_cast<uint64 const&>(l_410);
const uint64 l_415 = l_414 >> uint64(52);
const uint64 l_416 = l_415 - uint64(23);
const uint64 l_417 = l_416 << uint64(52);
const double l_418 = reinterpret_cast<double const&>(l_417);
l_mut_35 = l_418;
}
const double l_419 = l_13 + l_26;
const double l_420 = abs(l_419);
l_mut_421 = double(1.401298464324817e-45);
const bool l_422 = l_420 >= double(1.1754943508222875e-38);
const bool l_423 = l_420 <= double(1.7976931348623157e308);
const bool l_424 = l_422 && l_423;
if (l_424) {
const uint64 l_425 = reinterpret_cast<uint64 const&>(l_420);
const uint64 l_426 = l_425 >> uint64(52);
const uint64 l_427 = l_426 - uint64(23);
const uint64 l_428 = l_427 << uint64(52);
const double l_429 = reinterpret_cast<double const&>(l_428);
l_mut_421 = l_429;
}
const bool l_430 = l_mut_35 == l_mut_421;
if (l_430) {
const double l_431 = l_16 * l_26;
const double l_432 = l_26 + l_431;
const double l_433 = l_mut_58 * double(1.4551915228366852e-11);
const double l_434 = l_432 + l_433;
const double l_435 = l_13 - l_mut_58;
const double l_436 = l_13 + l_mut_58;
const double l_437 = double(l_12);
const uint32 l_438 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_439 = l_438 + uint32(1);
l_mut_75 = l_439;
const uint32 l_440 = l_438 & uint32(2147483647);
const bool l_441 = l_440 == uint32(0);
if (l_441) {
l_mut_75 = uint32(1);
} else {
const uint32 l_442 = l_438 & uint32(2147483648);
const bool l_443 = l_442 != uint32(0);
if (l_443) {
const uint32 l_444 = l_438 - uint32(1);
l_mut_75 = l_444;
}
}
const float l_445 = reinterpret_cast<float const&>(l_mut_75);
const double l_446 = double(l_445);
const float l_447 = -l_12;
const uint32 l_448 = reinterpret_cast<uint32 const&>(l_447);
const uint32 l_449 = l_448 + uint32(1);
l_mut_75 = l_449;
const uint32 l_450 = l_448 & uint32(2147483647);
const bool l_451 = l_450 == uint32(0);
if (l_451) {
l_mut_75 = uint32(1);
} else {
const uint32 l_452 = l_448 & uint32(2147483648);
const bool l_453 = l_452 != uint32(0);
if (l_453) {
const uint32 l_454 = l_448 - uint32(1);
l_mut_75 = l_454;
}
}
const float l_455 = reinterpret_cast<float const&>(l_mut_75);
const float l_456 = -l_455;
const double l_457 = double(l_456);
const double l_458 = l_435 + l_434;
const bool l_459 = l_458 <= l_437;
l_mut_105 = l_459;
const double l_460 = l_435 - l_434;
const bool l_461 = l_460 > l_437;
l_mut_102 = l_461;
const double l_462 = l_436 - l_434;
const bool l_463 = l_462 >= l_437;
l_mut_99 = l_463;
const double l_464 = l_436 + l_434;
const bool l_465 = l_464 < l_437;
l_mut_96 = l_465;
if (l_10) {
const double l_466 = l_435 + l_434;
const bool l_467 = l_466 < l_446;
l_mut_105 = l_467;
const double l_468 = l_435 - l_434;
const bool l_469 = l_468 >= l_446;
l_mut_102 = l_469;
const double l_470 = l_436 - l_434;
const bool l_471 = l_470 > l_457;
l_mut_99 = l_471;
const double l_472 = l_436 + l_434;
const bool l_473 = l_472 <= l_457;
l_mut_96 = l_473;
}
l_mut_75 = uint32(2);
const bool l_474 = l_mut_102 || l_mut_96;
if (l_474) {
l_mut_75 = uint32(1);
} else {
const bool l_475 = l_mut_105 && l_mut_99;
if (l_475) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_476 = l_6 == uint32(8);
if (l_476) {
const bool l_477 = l_23 >= double(0.5);
const bool l_478 = l_23 <= double(2.0);
const bool l_479 = l_477 && l_478;
if (l_479) {
const double l_480 = l_16 * double(1.4551915228366852e-11);
const double l_481 = l_26 + l_480;
const double l_482 = l_13 - l_16;
const double l_483 = l_13 + l_16;
const double l_484 = double(l_12);
const uint32 l_485 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_486 = l_485 + uint32(1);
l_mut_75 = l_486;
const uint32 l_487 = l_485 & uint32(2147483647);
const bool l_488 = l_487 == uint32(0);
if (l_488) {
l_mut_75 = uint32(1);
} else {
const uint32 l_489 = l_485 & uint32(2147483648);
const bool l_490 = l_489 != uint32(0);
if (l_490) {
const uint32 l_491 = l_485 - uint32(1);
l_mut_75 = l_491;
}
}
const float l_492 = reinterpret_cast<float const&>(l_mut_75);
const double l_493 = double(l_492);
const float l_494 = -l_12;
const uint32 l_495 = reinterpret_cast<uint32 const&>(l_494);
const uint32 l_496 = l_495 + uint32(1);
l_mut_75 = l_496;
const uint32 l_497 = l_495 & uint32(2147483647);
const bool l_498 = l_497 == uint32(0);
if (l_498) {
l_mut_75 = uint32(1);
} else {
const uint32 l_499 = l_495 & uint32(2147483648);
const bool l_500 = l_499 != uint32(0);
if (l_500) {
const uint32 l_501 = l_495 - uint32(1);
l_mut_75 = l_501;
}
}
const float l_502 = reinterpret_cast<float const&>(l_mut_75);
const float l_503 = -l_502;
const double l_504 = double(l_503);
const double l_505 = l_482 + l_481;
const bool l_506 = l_505 <= l_484;
l_mut_105 = l_506;
const double l_507 = l_482 - l_481;
const bool l_508 = l_507 > l_484;
l_mut_102 = l_508;
const double l_509 = l_483 - l_481;
const bool l_510 = l_509 >= l_484;
l_mut_99 = l_510;
const double l_511 = l_483 + l_481;
const bool l_512 = l_511 < l_484;
l_mut_96 = l_512;
if (l_10) {
const double l_513 = l_482 + l_481;
const bool l_514 = l_513 < l_493;
l_mut_105 = l_514;
const double l_515 = l_482 - l_481;
const bool l_516 = l_515 >= l_493;
l_mut_102 = l_516;
const double l_517 = l_483 - l_481;
const bool l_518 = l_517 > l_504;
l_mut_99 = l_518;
const double l_519 = l_483 + l_481;
const bool l_520 = l_519 <= l_504;
l_mut_96 = l_520;
}
l_mut_75 = uint32(2);
const bool l_521 = l_mut_102 || l_mut_96;
if (l_521) {
l_mut_75 = uint32(1);
} else {
const bool l_522 = l_mut_105 && l_mut_99;
if (l_522) {
l_mut_75 = uint32(0);
}
}
l_mut_28 = l_mut_75;
} else {
const double l_523 = abs(l_13);
l_mut_421 = double(1.401298464324817e-45);
const bool l_524 = l_523 >= double(1.1754943508222875e-38);
const bool l_525 = l_523 <= double(1.7976931348623157e308);
const bool l_526 = l_524 && l_525;
if (l_526) {
const uint64 l_527 = reinterpret_cast<uint64 const&>(l_523);
const uint64 l_528 = l_527 >> uint64(52);
const uint64 l_529 = l_528 - uint64(23);
const uint64 l_530 = l_529 << uint64(52);
const double l_531 = reinterpret_cast<double const&>(l_530);
l_mut_421 = l_531;
}
const double l_532 = l_19 * l_mut_421;
l_mut_75 = uint32(2);
const double l_533 = l_13 - l_26;
const double l_534 = abs(l_533);
l_mut_421 = double(1.401298464324817e-45);
const bool l_535 = l_534 >= double(1.1754943508222875e-38);
const bool l_536 = l_534 <= double(1.7976931348623157e308);
const bool l_537 = l_535 && l_536;
if (l_537) {
const uint64 l_538 = reinterpret_cast<uint64 const&>(l_534);
const uint64 l_539 = l_538 >> uint64(52);
const uint64 l_540 = l_539 - uint64(23);
const uint64 l_541 = l_540 << uint64(52);
const double l_542 = reinterpret_cast<double const&>(l_541);
l_mut_421 = l_542;
}
const double l_543 = l_13 + l_26;
const double l_544 = abs(l_543);
l_mut_58 = double(1.401298464324817e-45);
const bool l_545 = l_544 >= double(1.1754943508222875e-38);
const bool l_546 = l_544 <= double(1.7976931348623157e308);
const bool l_547 = l_545 && l_546;
if (l_547) {
const uint64 l_548 = reinterpret_cast<uint64 const&>(l_544);
const uint64 l_549 = l_548 >> uint64(52);
const uint64 l_550 = l_549 - uint64(23);
const uint64 l_551 = l_550 << uint64(52);
const double l_552 = reinterpret_cast<double const&>(l_551);
l_mut_58 = l_552;
}
const bool l_553 = l_mut_421 == l_mut_58;
if (l_553) {
const double l_554 = l_532 * double(1.4551915228366852e-11);
const double l_555 = l_26 + l_554;
const double l_556 = l_13 - l_532;
const double l_557 = l_13 + l_532;
const double l_558 = double(l_12);
const uint32 l_559 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_560 = l_559 + uint32(1);
l_mut_45 = l_560;
const uint32 l_561 = l_559 & uint32(2147483647);
const bool l_562 = l_561 == uint32(0);
if (l_562) {
l_mut_45 = uint32(1);
} else {
const uint32 l_563 = l_559 & uint32(2147483648);
const bool l_564 = l_563 != uint32(0);
if (l_564) {
const uint32 l_565 = l_559 - uint32(1);
l_mut_45 = l_565;
}
}
const float l_566 = reinterpret_cast<float const&>(l_mut_45);
const double l_567 = double(l_566);
const float l_568 = -l_12;
const uint32 l_569 = reinterpret_cast<uint32 const&>(l_568);
const uint32 l_570 = l_569 + uint32(1);
l_mut_45 = l_570;
const uint32 l_571 = l_569 & uint32(2147483647);
const bool l_572 = l_571 == uint32(0);
if (l_572) {
l_mut_45 = uint32(1);
} else {
const uint32 l_573 = l_569 & uint32(2147483648);
const bool l_574 = l_573 != uint32(0);
if (l_574) {
const uint32 l_575 = l_569 - uint32(1);
l_mut_45 = l_575;
}
}
const float l_576 = reinterpret_cast<float const&>(l_mut_45);
const float l_577 = -l_576;
const double l_578 = double(l_577);
const double l_579 = l_556 + l_555;
const bool l_580 = l_579 <= l_558;
l_mut_105 = l_580;
const double l_581 = l_556 - l_555;
const bool l_582 = l_581 > l_558;
l_mut_102 = l_582;
const double l_583 = l_557 - l_555;
const bool l_584 = l_583 >= l_558;
l_mut_99 = l_584;
const double l_585 = l_557 + l_555;
const bool l_586 = l_585 < l_558;
l_mut_96 = l_586;
if (l_10) {
const double l_587 = l_556 + l_555;
const bool l_588 = l_587 < l_567;
l_mut_105 = l_588;
const double l_589 = l_556 - l_555;
const bool l_590 = l_589 >= l_567;
l_mut_102 = l_590;
const double l_591 = l_557 - l_555;
const bool l_592 = l_591 > l_578;
l_mut_99 = l_592;
const double l_593 = l_557 + l_555;
const bool l_594 = l_593 <= l_578;
l_mut_96 = l_594;
}
l_mut_45 = uint32(2);
const bool l_595 = l_mut_102 || l_mut_96;
if (l_595) {
l_mut_45 = uint32(1);
} else {
const bool l_596 = l_mut_105 && l_mut_99;
if (l_596) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
const bool l_597 = l_6 == uint32(13);
if (l_597) {
const double l_599 = l_23 * l_19;
const double l_600 = l_23 * l_22;
const double l_601 = l_23 * l_19;
const double l_602 = l_23 * l_22;
l_arr_598[uint32(0)] = l_599;
l_arr_598[uint32(1)] = l_599;
const double l_603 = l_arr_598[uint32(0)];
const bool l_604 = l_600 < l_603;
if (l_604) {
l_arr_598[uint32(0)] = l_600;
}
const double l_605 = l_arr_598[uint32(0)];
const bool l_606 = l_601 < l_605;
if (l_606) {
l_arr_598[uint32(0)] = l_601;
}
const double l_607 = l_arr_598[uint32(0)];
const bool l_608 = l_602 < l_607;
if (l_608) {
l_arr_598[uint32(0)] = l_602;
}
const double l_609 = l_arr_598[uint32(1)];
const bool l_610 = l_600 > l_609;
if (l_610) {
l_arr_598[uint32(1)] = l_600;
}
const double l_611 = l_arr_598[uint32(1)];
const bool l_612 = l_601 > l_611;
if (l_612) {
l_arr_598[uint32(1)] = l_601;
}
const double l_613 = l_arr_598[uint32(1)];
const bool l_614 = l_602 > l_613;
if (l_614) {
l_arr_598[uint32(1)] = l_602;
}
const double l_615 = l_arr_598[uint32(0)];
const double l_616 = l_615 * double(7.1362384635298e44);
const double l_617 = floor(l_616);
const double l_618 = l_617 * double(1.401298464324817e-45);
l_mut_421 = l_618;
const double l_619 = abs(l_615);
const bool l_620 = l_619 >= double(1.1754943508222875e-38);
if (l_620) {
const float l_621 = float(l_615);
const double l_622 = double(l_621);
l_mut_421 = l_622;
const bool l_623 = l_mut_421 > l_615;
if (l_623) {
const float l_624 = -l_621;
const uint32 l_625 = reinterpret_cast<uint32 const&>(l_624);
const uint32 l_626 = l_625 + uint32(1);
l_mut_75 = l_626;
const uint32 l_627 = l_625 & uint32(2147483647);
const bool l_628 = l_627 == uint32(0);
if (l_628) {
l_mut_75 = uint32(1);
} else {
const uint32 l_629 = l_625 & uint32(2147483648);
const bool l_630 = l_629 != uint32(0);
if (l_630) {
const uint32 l_631 = l_625 - uint32(1);
l_mut_75 = l_631;
}
}
const float l_632 = reinterpret_cast<float const&>(l_mut_75);
const float l_633 = -l_632;
const double l_634 = double(l_633);
l_mut_421 = l_634;
} else {
const uint32 l_635 = reinterpret_cast<uint32 const&>(l_621);
const uint32 l_636 = l_635 + uint32(1);
l_mut_75 = l_636;
const uint32 l_637 = l_635 & uint32(2147483647);
const bool l_638 = l_637 == uint32(0);
if (l_638) {
l_mut_75 = uint32(1);
} else {
const uint32 l_639 = l_635 & uint32(2147483648);
const bool l_640 = l_639 != uint32(0);
if (l_640) {
const uint32 l_641 = l_635 - uint32(1);
l_mut_75 = l_641;
}
}
const float l_642 = reinterpret_cast<float const&>(l_mut_75);
const double l_643 = double(l_642);
const bool l_644 = l_643 <= l_615;
if (l_644) {
const uint32 l_645 = reinterpret_cast<uint32 const&>(l_621);
const uint32 l_646 = l_645 + uint32(1);
l_mut_75 = l_646;
const uint32 l_647 = l_645 & uint32(2147483647);
const bool l_648 = l_647 == uint32(0);
if (l_648) {
l_mut_75 = uint32(1);
} else {
const uint32 l_649 = l_645 & uint32(2147483648);
const bool l_650 = l_649 != uint32(0);
if (l_650) {
const uint32 l_651 = l_645 - uint32(1);
l_mut_75 = l_651;
}
}
const float l_652 = reinterpret_cast<float const&>(l_mut_75);
const double l_653 = double(l_652);
l_mut_421 = l_653;
}
}
}
l_mut_58 = l_mut_421;
const bool l_654 = l_mut_421 > double(1000.0);
if (l_654) {
const double l_655 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_35 = l_655;
const bool l_656 = l_mut_421 < double(0.0);
if (l_656) {
const double l_657 = -l_mut_35;
l_mut_35 = l_657;
}
l_mut_58 = l_mut_35;
} else {
const bool l_658 = l_mut_421 < double(-1000.0);
if (l_658) {
l_mut_58 = double(0.0);
} else {
const bool l_659 = isnan(l_mut_421);
const bool l_660 = !l_659;
if (l_660) {
const double l_661 = l_mut_421 + double(0.5);
const double l_662 = floor(l_661);
const double l_663 = l_mut_421 - l_662;
const double l_664 = l_663 * double(0.6931471824645996);
const double l_665 = l_663 * double(-1.904654299957768e-9);
const double l_666 = l_664 + l_665;
l_mut_421 = l_666;
const bool l_667 = isnan(l_666);
if (l_667) {
} else {
const bool l_668 = l_666 < double(-700.0);
if (l_668) {
l_mut_421 = double(0.0);
} else {
const bool l_669 = l_666 > double(700.0);
if (l_669) {
const double l_670 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_35 = l_670;
const bool l_671 = l_666 < double(0.0);
if (l_671) {
const double l_672 = -l_mut_35;
l_mut_35 = l_672;
}
l_mut_421 = l_mut_35;
} else {
const double l_673 = l_666 * double(1.4426950408889634);
const double l_674 = l_673 + double(0.5);
const double l_675 = floor(l_674);
const double l_676 = l_675 * double(0.6931471824645996);
const double l_677 = l_664 - l_676;
const double l_678 = l_675 * double(-1.904654299957768e-9);
const double l_679 = l_665 - l_678;
const double l_680 = l_677 + l_679;
const double l_681 = l_680 * double(7.647163731819816e-13);
const double l_682 = l_681 + double(1.1470745597729725e-11);
l_mut_35 = l_682;
const double l_683 = l_mut_35 * l_680;
const double l_684 = l_683 + double(1.6059043836821613e-10);
l_mut_35 = l_684;
const double l_685 = l_mut_35 * l_680;
const double l_686 = l_685 + double(2.08767569878681e-9);
l_mut_35 = l_686;
const double l_687 = l_mut_35 * l_680;
const double l_688 = l_687 + double(2.505210838544172e-8);
l_mut_35 = l_688;
const double l_689 = l_mut_35 * l_680;
const double l_690 = l_689 + double(2.755731922398589e-7);
l_mut_35 = l_690;
const double l_691 = l_mut_35 * l_680;
const double l_692 = l_691 + double(2.7557319223985893e-6);
l_mut_35 = l_692;
const double l_693 = l_mut_35 * l_680;
const double l_694 = l_693 + double(2.48015873015873e-5);
l_mut_35 = l_694;
const double l_695 = l_mut_35 * l_680;
const double l_696 = l_695 + double(0.0001984126984126984);
l_mut_35 = l_696;
const double l_697 = l_mut_35 * l_680;
const double l_698 = l_697 + double(0.001388888888888889);
l_mut_35 = l_698;
const double l_699 = l_mut_35 * l_680;
const double l_700 = l_699 + double(0.008333333333333333);
l_mut_35 = l_700;
const double l_701 = l_mut_35 * l_680;
const double l_702 = l_701 + double(0.041666666666666664);
l_mut_35 = l_702;
const double l_703 = l_mut_35 * l_680;
const double l_704 = l_703 + double(0.16666666666666666);
l_mut_35 = l_704;
const double l_705 = l_mut_35 * l_680;
const double l_706 = l_705 + double(0.5);
l_mut_35 = l_706;
const double l_707 = l_680 * l_680;
const double l_708 = l_707 * l_mut_35;
const double l_709 = l_680 + l_708;
const double l_710 = double(1.0) + l_709;
const int32 l_711 = int32(l_675);
const int32 l_712 = l_711 + int32(1023);
const uint64 l_713 = uint64(l_712);
const uint64 l_714 = l_713 << uint64(52);
const double l_715 = reinterpret_cast<double const&>(l_714);
const double l_716 = l_710 * l_715;
l_mut_421 = l_716;
}
}
}
const int32 l_717 = int32(l_662);
const int32 l_718 = l_717 + int32(1023);
const uint64 l_719 = uint64(l_718);
const uint64 l_720 = l_719 << uint64(52);
const double l_721 = reinterpret_cast<double const&>(l_720);
const double l_722 = l_mut_421 * l_721;
l_mut_58 = l_722;
}
}
}
const double l_723 = l_arr_598[uint32(1)];
const double l_724 = -l_723;
const double l_725 = l_724 * double(7.1362384635298e44);
const double l_726 = floor(l_725);
const double l_727 = l_726 * double(1.401298464324817e-45);
l_mut_421 = l_727;
const double l_728 = abs(l_724);
const bool l_729 = l_728 >= double(1.1754943508222875e-38);
if (l_729) {
const float l_730 = float(l_724);
const double l_731 = double(l_730);
l_mut_421 = l_731;
const bool l_732 = l_mut_421 > l_724;
if (l_732) {
const float l_733 = -l_730;
const uint32 l_734 = reinterpret_cast<uint32 const&>(l_733);
const uint32 l_735 = l_734 + uint32(1);
l_mut_75 = l_735;
const uint32 l_736 = l_734 & uint32(2147483647);
const bool l_737 = l_736 == uint32(0);
if (l_737) {
l_mut_75 = uint32(1);
} else {
const uint32 l_738 = l_734 & uint32(2147483648);
const bool l_739 = l_738 != uint32(0);
if (l_739) {
const uint32 l_740 = l_734 - uint32(1);
l_mut_75 = l_740;
}
}
const float l_741 = reinterpret_cast<float const&>(l_mut_75);
const float l_742 = -l_741;
const double l_743 = double(l_742);
l_mut_421 = l_743;
} else {
const uint32 l_744 = reinterpret_cast<uint32 const&>(l_730);
const uint32 l_745 = l_744 + uint32(1);
l_mut_75 = l_745;
const uint32 l_746 = l_744 & uint32(2147483647);
const bool l_747 = l_746 == uint32(0);
if (l_747) {
l_mut_75 = uint32(1);
} else {
const uint32 l_748 = l_744 & uint32(2147483648);
const bool l_749 = l_748 != uint32(0);
if (l_749) {
const uint32 l_750 = l_744 - uint32(1);
l_mut_75 = l_750;
}
}
const float l_751 = reinterpret_cast<float const&>(l_mut_75);
const double l_752 = double(l_751);
const bool l_753 = l_752 <= l_724;
if (l_753) {
const uint32 l_754 = reinterpret_cast<uint32 const&>(l_730);
const uint32 l_755 = l_754 + uint32(1);
l_mut_75 = l_755;
const uint32 l_756 = l_754 & uint32(2147483647);
const bool l_757 = l_756 == uint32(0);
if (l_757) {
l_mut_75 = uint32(1);
} else {
const uint32 l_758 = l_754 & uint32(2147483648);
const bool l_759 = l_758 != uint32(0);
if (l_759) {
const uint32 l_760 = l_754 - uint32(1);
l_mut_75 = l_760;
}
}
const float l_761 = reinterpret_cast<float const&>(l_mut_75);
const double l_762 = double(l_761);
l_mut_421 = l_762;
}
}
}
const double l_763 = -l_mut_421;
l_mut_421 = l_763;
const bool l_764 = l_763 > double(1000.0);
if (l_764) {
const double l_765 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_35 = l_765;
const bool l_766 = l_763 < double(0.0);
if (l_766) {
const double l_767 = -l_mut_35;
l_mut_35 = l_767;
}
l_mut_421 = l_mut_35;
} else {
const bool l_768 = l_763 < double(-1000.0);
if (l_768) {
l_mut_421 = double(0.0);
} else {
const bool l_769 = isnan(l_763);
const bool l_770 = !l_769;
if (l_770) {
const double l_771 = l_763 + double(0.5);
const double l_772 = floor(l_771);
const double l_773 = l_763 - l_772;
const double l_774 = l_773 * double(0.6931471824645996);
const double l_775 = l_773 * double(-1.904654299957768e-9);
const double l_776 = l_774 + l_775;
l_mut_35 = l_776;
const bool l_777 = isnan(l_776);
if (l_777) {
} else {
const bool l_778 = l_776 < double(-700.0);
if (l_778) {
l_mut_35 = double(0.0);
} else {
const bool l_779 = l_776 > double(700.0);
if (l_779) {
const double l_780 = reinterpret_cast<double const&>(uint64(9218868437227405312));
l_mut_781 = l_780;
const bool l_782 = l_776 < double(0.0);
if (l_782) {
const double l_783 = -l_mut_781;
l_mut_781 = l_783;
}
l_mut_35 = l_mut_781;
} else {
const double l_784 = l_776 * double(1.4426950408889634);
const double l_785 = l_784 + double(0.5);
const double l_786 = floor(l_785);
const double l_787 = l_786 * double(0.6931471824645996);
const double l_788 = l_774 - l_787;
const double l_789 = l_786 * double(-1.904654299957768e-9);
const double l_790 = l_775 - l_789;
const double l_791 = l_788 + l_790;
const double l_792 = l_791 * double(7.647163731819816e-13);
const double l_793 = l_792 + double(1.1470745597729725e-11);
l_mut_781 = l_793;
const double l_794 = l_mut_781 * l_791;
const double l_795 = l_794 + double(1.6059043836821613e-10);
l_mut_781 = l_795;
const double l_796 = l_mut_781 * l_791;
const double l_797 = l_796 + double(2.08767569878681e-9);
l_mut_781 = l_797;
const double l_798 = l_mut_781 * l_791;
const double l_799 = l_798 + double(2.505210838544172e-8);
l_mut_781 = l_799;
const double l_800 = l_mut_781 * l_791;
const double l_801 = l_800 + double(2.755731922398589e-7);
l_mut_781 = l_801;
const double l_802 = l_mut_781 * l_791;
const double l_803 = l_802 + double(2.7557319223985893e-6);
l_mut_781 = l_803;
const double l_804 = l_mut_781 * l_791;
const double l_805 = l_804 + double(2.48015873015873e-5);
l_mut_781 = l_805;
const double l_806 = l_mut_781 * l_791;
const double l_807 = l_806 + double(0.0001984126984126984);
l_mut_781 = l_807;
const double l_808 = l_mut_781 * l_791;
const double l_809 = l_808 + double(0.001388888888888889);
l_mut_781 = l_809;
const double l_810 = l_mut_781 * l_791;
const double l_811 = l_810 + double(0.008333333333333333);
l_mut_781 = l_811;
const double l_812 = l_mut_781 * l_791;
const double l_813 = l_812 + double(0.041666666666666664);
l_mut_781 = l_813;
const double l_814 = l_mut_781 * l_791;
const double l_815 = l_814 + double(0.16666666666666666);
l_mut_781 = l_815;
const double l_816 = l_mut_781 * l_791;
const double l_817 = l_816 + double(0.5);
l_mut_781 = l_817;
const double l_818 = l_791 * l_791;
const double l_819 = l_818 * l_mut_781;
const double l_820 = l_791 + l_819;
const double l_821 = double(1.0) + l_820;
const int32 l_822 = int32(l_786);
const int32 l_823 = l_822 + int32(1023);
const uint64 l_824 = uint64(l_823);
const uint64 l_825 = l_824 << uint64(52);
const double l_826 = reinterpret_cast<double const&>(l_825);
const double l_827 = l_821 * l_826;
l_mut_35 = l_827;
}
}
}
const int32 l_828 = int32(l_772);
const int32 l_829 = l_828 + int32(1023);
const uint64 l_830 = uint64(l_829);
const uint64 l_831 = l_830 << uint64(52);
const double l_832 = reinterpret_cast<double const&>(l_831);
const double l_833 = l_mut_35 * l_832;
l_mut_421 = l_833;
}
}
}
const double l_834 = l_mut_58 * double(1.4551915228366852e-11);
const double l_835 = l_mut_421 * double(1.4551915228366852e-11);
l_mut_75 = uint32(2);
const double l_836 = l_mut_58 - l_834;
const double l_837 = abs(l_836);
l_mut_781 = double(1.401298464324817e-45);
const bool l_838 = l_837 >= double(1.1754943508222875e-38);
const bool l_839 = l_837 <= double(1.7976931348623157e308);
const bool l_840 = l_838 && l_839;
if (l_840) {
const uint64 l_841 = reinterpret_cast<uint64 const&>(l_837);
const uint64 l_842 = l_841 >> uint64(52);
const uint64 l_843 = l_842 - uint64(23);
const uint64 l_844 = l_843 << uint64(52);
const double l_845 = reinterpret_cast<double const&>(l_844);
l_mut_781 = l_845;
}
const double l_846 = l_mut_58 + l_834;
const double l_847 = abs(l_846);
l_mut_35 = double(1.401298464324817e-45);
const bool l_848 = l_847 >= double(1.1754943508222875e-38);
const bool l_849 = l_847 <= double(1.7976931348623157e308);
const bool l_850 = l_848 && l_849;
if (l_850) {
const uint64 l_851 = reinterpret_cast<uint64 const&>(l_847);
const uint64 l_852 = l_851 >> uint64(52);
const uint64 l_853 = l_852 - uint64(23);
const uint64 l_854 = l_853 << uint64(52);
const double l_855 = reinterpret_cast<double const&>(l_854);
l_mut_35 = l_855;
}
const bool l_856 = l_mut_781 == l_mut_35;
const double l_857 = l_mut_421 - l_835;
const double l_858 = abs(l_857);
l_mut_781 = double(1.401298464324817e-45);
const bool l_859 = l_858 >= double(1.1754943508222875e-38);
const bool l_860 = l_858 <= double(1.7976931348623157e308);
const bool l_861 = l_859 && l_860;
if (l_861) {
const uint64 l_862 = reinterpret_cast<uint64 const&>(l_858);
const uint64 l_863 = l_862 >> uint64(52);
const uint64 l_864 = l_863 - uint64(23);
const uint64 l_865 = l_864 << uint64(52);
const double l_866 = reinterpret_cast<double const&>(l_865);
l_mut_781 = l_866;
}
const double l_867 = l_mut_421 + l_835;
const double l_868 = abs(l_867);
l_mut_35 = double(1.401298464324817e-45);
const bool l_869 = l_868 >= double(1.1754943508222875e-38);
const bool l_870 = l_868 <= double(1.7976931348623157e308);
const bool l_871 = l_869 && l_870;
if (l_871) {
const uint64 l_872 = reinterpret_cast<uint64 const&>(l_868);
const uint64 l_873 = l_872 >> uint64(52);
const uint64 l_874 = l_873 - uint64(23);
const uint64 l_875 = l_874 << uint64(52);
const double l_876 = reinterpret_cast<double const&>(l_875);
l_mut_35 = l_876;
}
const bool l_877 = l_mut_781 == l_mut_35;
const bool l_878 = l_856 && l_877;
if (l_878) {
const double l_879 = l_16 * l_mut_58;
const double l_880 = abs(l_mut_58);
l_mut_781 = double(1.401298464324817e-45);
const bool l_881 = l_880 >= double(1.1754943508222875e-38);
const bool l_882 = l_880 <= double(1.7976931348623157e308);
const bool l_883 = l_881 && l_882;
if (l_883) {
const uint64 l_884 = reinterpret_cast<uint64 const&>(l_880);
const uint64 l_885 = l_884 >> uint64(52);
const uint64 l_886 = l_885 - uint64(23);
const uint64 l_887 = l_886 << uint64(52);
const double l_888 = reinterpret_cast<double const&>(l_887);
l_mut_781 = l_888;
}
const double l_889 = double(0.5) * l_mut_781;
l_mut_781 = l_879;
const bool l_890 = l_889 > l_879;
if (l_890) {
l_mut_781 = l_889;
}
const double l_891 = l_16 * l_mut_421;
const double l_892 = abs(l_mut_421);
l_mut_35 = double(1.401298464324817e-45);
const bool l_893 = l_892 >= double(1.1754943508222875e-38);
const bool l_894 = l_892 <= double(1.7976931348623157e308);
const bool l_895 = l_893 && l_894;
if (l_895) {
const uint64 l_896 = reinterpret_cast<uint64 const&>(l_892);
const uint64 l_897 = l_896 >> uint64(52);
const uint64 l_898 = l_897 - uint64(23);
const uint64 l_899 = l_898 << uint64(52);
const double l_900 = reinterpret_cast<double const&>(l_899);
l_mut_35 = l_900;
}
const double l_901 = double(0.5) * l_mut_35;
l_mut_35 = l_891;
const bool l_902 = l_901 > l_891;
if (l_902) {
l_mut_35 = l_901;
}
const double l_903 = l_mut_58 - l_mut_781;
const double l_904 = l_mut_421 + l_mut_35;
const double l_905 = double(l_12);
const uint32 l_906 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_907 = l_906 + uint32(1);
l_mut_45 = l_907;
const uint32 l_908 = l_906 & uint32(2147483647);
const bool l_909 = l_908 == uint32(0);
if (l_909) {
l_mut_45 = uint32(1);
} else {
const uint32 l_910 = l_906 & uint32(2147483648);
const bool l_911 = l_910 != uint32(0);
if (l_911) {
const uint32 l_912 = l_906 - uint32(1);
l_mut_45 = l_912;
}
}
const float l_913 = reinterpret_cast<float const&>(l_mut_45);
const double l_914 = double(l_913);
const float l_915 = -l_12;
const uint32 l_916 = reinterpret_cast<uint32 const&>(l_915);
const uint32 l_917 = l_916 + uint32(1);
l_mut_45 = l_917;
const uint32 l_918 = l_916 & uint32(2147483647);
const bool l_919 = l_918 == uint32(0);
if (l_919) {
l_mut_45 = uint32(1);
} else {
const uint32 l_920 = l_916 & uint32(2147483648);
const bool l_921 = l_920 != uint32(0);
if (l_921) {
const uint32 l_922 = l_916 - uint32(1);
l_mut_45 = l_922;
}
}
const float l_923 = reinterpret_cast<float const&>(l_mut_45);
const float l_924 = -l_923;
const double l_925 = double(l_924);
const double l_926 = l_903 + l_834;
const bool l_927 = l_926 <= l_905;
l_mut_105 = l_927;
const double l_928 = l_903 - l_834;
const bool l_929 = l_928 > l_905;
l_mut_102 = l_929;
const double l_930 = l_904 - l_835;
const bool l_931 = l_930 >= l_905;
l_mut_99 = l_931;
const double l_932 = l_904 + l_835;
const bool l_933 = l_932 < l_905;
l_mut_96 = l_933;
l_mut_45 = uint32(2);
const bool l_934 = l_mut_102 || l_mut_96;
if (l_934) {
l_mut_45 = uint32(1);
} else {
const bool l_935 = l_mut_105 && l_mut_99;
if (l_935) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
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
const uint32 l_936 = l_arr_27[uint32(0)];
const bool l_937 = l_936 == uint32(0);
if (l_937) {
l_mut_28 = uint32(2);
}
const uint32 l_1001 = info.static_meta[uint32(6)];
const uint32 l_1002 = l_1001 * uint32(1);
const bool l_1003 = l_4 < l_1002;
if (l_1003) {
buffer_6[l_4] = l_mut_28;
}
}
}

}
