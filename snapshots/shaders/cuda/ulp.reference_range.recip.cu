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


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const double* __restrict__ buffer_2, uint32* buffer_3, double* buffer_4, uint32* buffer_5, uint32* buffer_6, const __grid_constant__ info_st info
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

uint32 l_arr_144[1];

uint32 l_arr_10[8];

bool l_mut_122;
bool l_mut_213;
bool l_mut_216;
bool l_mut_219;
bool l_mut_222;
double l_mut_152;
double l_mut_175;
double l_mut_25;
double l_mut_538;
float l_mut_22;
uint32 l_mut_145;
uint32 l_mut_162;
uint32 l_mut_192;
uint32 l_mut_27;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_822 = info.static_meta[uint32(6)];
const uint32 l_823 = l_822 * uint32(1);
const bool l_824 = uint32(0) < l_823;
if (l_824) {
buffer_6[uint32(0)] = uint32(1);
}
}
const uint32 l_808 = info.static_meta[uint32(0)];
const uint32 l_809 = l_808 * uint32(1);
const bool l_810 = uint32(1) < l_809;
const uint32 l_811 = l_809 - uint32(1);
const uint32 l_812 = min(uint32(1), l_811);
const uint32 l_813 = buffer_0[l_812];
const uint32 l_814 = (l_810) ? l_813 : uint32(0);
const uint32 l_1 = l_814;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_815 = info.static_meta[uint32(0)];
const uint32 l_816 = l_815 * uint32(1);
const bool l_817 = uint32(2) < l_816;
const uint32 l_818 = l_816 - uint32(1);
const uint32 l_819 = min(uint32(2), l_818);
const uint32 l_820 = buffer_0[l_819];
const uint32 l_821 = (l_817) ? l_820 : uint32(0);
const uint32 l_3 = l_821;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_825 = info.static_meta[uint32(0)];
const uint32 l_826 = l_825 * uint32(1);
const bool l_827 = uint32(2) < l_826;
const uint32 l_828 = l_826 - uint32(1);
const uint32 l_829 = min(uint32(2), l_828);
const uint32 l_830 = buffer_0[l_829];
const uint32 l_831 = (l_827) ? l_830 : uint32(0);
const uint32 l_6 = l_831;
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
const uint32 l_832 = info.static_meta[uint32(0)];
const uint32 l_833 = l_832 * uint32(1);
const bool l_834 = uint32(0) < l_833;
const uint32 l_835 = l_833 - uint32(1);
const uint32 l_836 = min(uint32(0), l_835);
const uint32 l_837 = buffer_0[l_836];
const uint32 l_838 = (l_834) ? l_837 : uint32(0);
const uint32 l_19 = l_838;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = float(1.0) / l_21;
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(1.0) / l_24;
l_mut_25 = l_26;
l_mut_27 = uint32(4294967294);
const uint32 l_28 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_29 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_30 = l_29 & uint32(2139095040);
const bool l_31 = l_30 != uint32(2139095040);
const bool l_32 = l_30 == uint32(0);
const uint32 l_33 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_34 = l_33 & uint32(8388607);
const bool l_35 = l_34 != uint32(0);
const bool l_36 = l_32 && l_35;
const double l_37 = abs(l_mut_25);
const bool l_38 = l_mut_25 < double(0.0);
const uint32 l_39 = uint32(l_38);
const uint32 l_40 = uint32(2147483648) * l_39;
if (l_36) {
} else {
const bool l_41 = isnan(l_mut_25);
if (l_41) {
const uint32 l_42 = l_28 & uint32(2147483647);
const bool l_43 = l_42 > uint32(2139095040);
if (l_43) {
l_mut_27 = uint32(4294967293);
}
} else {
const bool l_44 = l_37 >= double(3.402823669209385e38);
const bool l_45 = !l_31;
const bool l_46 = l_37 == double(0.0);
const bool l_47 = l_45 && l_46;
const bool l_48 = l_44 || l_47;
if (l_48) {
const bool l_49 = l_37 >= double(3.402823669209385e38);
const uint32 l_50 = uint32(l_49);
const uint32 l_51 = uint32(2139095040) * l_50;
const uint32 l_52 = l_51 | l_40;
const bool l_53 = l_28 == l_52;
const uint32 l_54 = l_28 | l_52;
const uint32 l_55 = l_54 & uint32(2147483647);
const bool l_56 = l_55 == uint32(0);
const bool l_57 = l_53 || l_56;
if (l_57) {
l_mut_27 = uint32(4294967293);
}
} else {
const bool l_58 = l_37 >= double(2.350988701644575e-38);
const bool l_59 = l_31 && l_58;
const bool l_60 = l_37 < double(3.4028234663852886e38);
const bool l_61 = l_59 && l_60;
if (l_61) {
const float l_62 = float(l_37);
const uint32 l_63 = reinterpret_cast<uint32 const&>(l_62);
const float l_64 = reinterpret_cast<float const&>(l_63);
const double l_65 = double(l_64);
const double l_66 = l_37 - l_65;
const uint32 l_67 = l_63 + uint32(1);
const bool l_68 = l_66 < double(0.0);
const uint32 l_69 = uint32(l_68);
const uint32 l_70 = uint32(2) * l_69;
const uint32 l_71 = l_67 - l_70;
const float l_72 = reinterpret_cast<float const&>(l_71);
const double l_73 = double(l_72);
const double l_74 = l_73 - l_65;
const double l_75 = abs(l_74);
const double l_76 = l_75 * double(0.5);
const double l_77 = abs(l_66);
const double l_78 = l_76 - l_77;
const double l_79 = l_37 * double(9.094947017729282e-13);
const bool l_80 = l_78 > l_79;
if (l_80) {
const uint32 l_81 = l_63 | l_40;
l_mut_27 = l_81;
}
} else {
const bool l_82 = l_37 < double(2.350988701644575e-38);
const bool l_83 = l_31 && l_82;
if (l_83) {
const double l_84 = l_37 * double(7.1362384635298e44);
const double l_85 = floor(l_84);
const double l_86 = l_84 - l_85;
const double l_87 = l_86 - double(0.5);
const double l_88 = abs(l_87);
const double l_89 = l_84 * double(9.094947017729282e-13);
const bool l_90 = l_88 > l_89;
if (l_90) {
const bool l_91 = l_86 > double(0.5);
const double l_92 = double(l_91);
const double l_93 = l_85 + l_92;
const uint32 l_94 = uint32(l_93);
const uint32 l_95 = l_94 | l_40;
l_mut_27 = l_95;
}
}
}
}
}
}
const uint32 l_96 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_97 = l_96 & uint32(2139095040);
const bool l_98 = l_97 != uint32(2139095040);
const uint32 l_99 = l_96 & uint32(2147483647);
const bool l_100 = l_99 == uint32(0);
const uint32 l_101 = l_96 & uint32(2147483647);
const double l_102 = double(l_101);
const uint32 l_103 = l_96 >> uint32(31);
const double l_104 = double(l_103);
const double l_105 = double(2.0) * l_104;
const double l_106 = double(1.0) - l_105;
const double l_107 = l_102 * l_106;
const uint32 l_108 = l_mut_27 & uint32(2147483647);
const double l_109 = double(l_108);
const uint32 l_110 = l_mut_27 >> uint32(31);
const double l_111 = double(l_110);
const double l_112 = double(2.0) * l_111;
const double l_113 = double(1.0) - l_112;
const double l_114 = l_109 * l_113;
const double l_115 = l_107 - l_114;
const bool l_116 = l_mut_27 < uint32(4294967293);
const bool l_117 = l_115 == double(0.0);
const bool l_118 = !l_100;
const bool l_119 = l_98 && l_118;
const bool l_120 = l_117 || l_119;
const bool l_121 = l_116 && l_120;
l_mut_122 = l_121;
const bool l_123 = l_115 != double(0.0);
const bool l_124 = l_mut_122 && l_123;
if (l_124) {

for (uint32 l_mut_125 = uint32(0); l_mut_125 < uint32(8); ++l_mut_125) {
const uint32 l_126 = uint32(2) * l_mut_125;
const uint32 l_839 = info.static_meta[uint32(1)];
const uint32 l_840 = l_839 * uint32(1);
const bool l_841 = l_126 < l_840;
const uint32 l_842 = l_840 - uint32(1);
const uint32 l_843 = min(l_126, l_842);
const uint32 l_844 = buffer_1[l_843];
const uint32 l_845 = (l_841) ? l_844 : uint32(0);
const uint32 l_127 = l_845;
const uint32 l_128 = uint32(2) * l_mut_125;
const uint32 l_129 = l_128 + uint32(1);
const uint32 l_846 = info.static_meta[uint32(1)];
const uint32 l_847 = l_846 * uint32(1);
const bool l_848 = l_129 < l_847;
const uint32 l_849 = l_847 - uint32(1);
const uint32 l_850 = min(l_129, l_849);
const uint32 l_851 = buffer_1[l_850];
const uint32 l_852 = (l_848) ? l_851 : uint32(0);
const uint32 l_130 = l_852;
const bool l_131 = l_130 != uint32(0);
const uint32 l_132 = l_mut_125 * uint32(4);
const uint32 l_853 = info.static_meta[uint32(2)];
const uint32 l_854 = l_853 * uint32(1);
const bool l_855 = l_132 < l_854;
const uint32 l_856 = l_854 - uint32(1);
const uint32 l_857 = min(l_132, l_856);
const double l_858 = buffer_2[l_857];
const double l_859 = (l_855) ? l_858 : double(0.0);
const double l_133 = l_859;
const uint32 l_134 = l_mut_125 * uint32(4);
const uint32 l_135 = l_134 + uint32(1);
const uint32 l_860 = info.static_meta[uint32(2)];
const uint32 l_861 = l_860 * uint32(1);
const bool l_862 = l_135 < l_861;
const uint32 l_863 = l_861 - uint32(1);
const uint32 l_864 = min(l_135, l_863);
const double l_865 = buffer_2[l_864];
const double l_866 = (l_862) ? l_865 : double(0.0);
const double l_136 = l_866;
const uint32 l_137 = l_mut_125 * uint32(4);
const uint32 l_138 = l_137 + uint32(2);
const uint32 l_867 = info.static_meta[uint32(2)];
const uint32 l_868 = l_867 * uint32(1);
const bool l_869 = l_138 < l_868;
const uint32 l_870 = l_868 - uint32(1);
const uint32 l_871 = min(l_138, l_870);
const double l_872 = buffer_2[l_871];
const double l_873 = (l_869) ? l_872 : double(0.0);
const double l_139 = l_873;
const double l_140 = double(l_21);
const double l_141 = abs(l_140);
const double l_142 = abs(l_mut_25);
const double l_143 = l_142 * double(1.4551915228366852e-11);
l_arr_144[uint32(0)] = uint32(1);
l_mut_145 = uint32(2);
const bool l_146 = l_127 == uint32(0);
if (l_146) {
l_mut_145 = uint32(0);
} else {
const bool l_147 = l_127 == uint32(1);
if (l_147) {
l_mut_145 = uint32(1);
const double l_148 = abs(l_115);
const bool l_149 = l_148 <= l_133;
if (l_149) {
l_mut_145 = uint32(0);
}
} else {
const bool l_150 = l_127 == uint32(2);
if (l_150) {
const double l_151 = abs(l_mut_25);
l_mut_152 = double(1.401298464324817e-45);
const bool l_153 = l_151 >= double(1.1754943508222875e-38);
const bool l_154 = l_151 <= double(1.7976931348623157e308);
const bool l_155 = l_153 && l_154;
if (l_155) {
const uint64 l_156 = reinterpret_cast<uint64 const&>(l_151);
const uint64 l_157 = l_156 >> uint64(52);
const uint64 l_158 = l_157 - uint64(23);
const uint64 l_159 = l_158 << uint64(52);
const double l_160 = reinterpret_cast<double const&>(l_159);
l_mut_152 = l_160;
}
const double l_161 = l_133 * l_mut_152;
l_mut_162 = uint32(2);
const double l_163 = l_mut_25 - l_143;
const double l_164 = abs(l_163);
l_mut_152 = double(1.401298464324817e-45);
const bool l_165 = l_164 >= double(1.1754943508222875e-38);
const bool l_166 = l_164 <= double(1.7976931348623157e308);
const bool l_167 = l_165 && l_166;
if (l_167) {
const uint64 l_168 = reinterpret_cast<uint64 const&>(l_164);
const uint64 l_169 = l_168 >> uint64(52);
const uint64 l_170 = l_169 - uint64(23);
const uint64 l_171 = l_170 << uint64(52);
const double l_172 = reinterpret_cast<double const&>(l_171);
l_mut_152 = l_172;
}
const double l_173 = l_mut_25 + l_143;
const double l_174 = abs(l_173);
l_mut_175 = double(1.401298464324817e-45);
const bool l_176 = l_174 >= double(1.1754943508222875e-38);
const bool l_177 = l_174 <= double(1.7976931348623157e308);
const bool l_178 = l_176 && l_177;
if (l_178) {
const uint64 l_179 = reinterpret_cast<uint64 const&>(l_174);
const uint64 l_180 = l_179 >> uint64(52);
const uint64 l_181 = l_180 - uint64(23);
const uint64 l_182 = l_181 << uint64(52);
const double l_183 = reinterpret_cast<double const&>(l_182);
l_mut_175 = l_183;
}
const bool l_184 = l_mut_152 == l_mut_175;
if (l_184) {
const double l_185 = l_161 * double(1.4551915228366852e-11);
const double l_186 = l_143 + l_185;
const double l_187 = l_mut_25 - l_161;
const double l_188 = l_mut_25 + l_161;
const double l_189 = double(l_mut_22);
const uint32 l_190 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_191 = l_190 + uint32(1);
l_mut_192 = l_191;
const uint32 l_193 = l_190 & uint32(2147483647);
const bool l_194 = l_193 == uint32(0);
if (l_194) {
l_mut_192 = uint32(1);
} else {
const uint32 l_195 = l_190 & uint32(2147483648);
const bool l_196 = l_195 != uint32(0);
if (l_196) {
const uint32 l_197 = l_190 - uint32(1);
l_mut_192 = l_197;
}
}
const float l_198 = reinterpret_cast<float const&>(l_mut_192);
const double l_199 = double(l_198);
const float l_200 = -l_mut_22;
const uint32 l_201 = reinterpret_cast<uint32 const&>(l_200);
const uint32 l_202 = l_201 + uint32(1);
l_mut_192 = l_202;
const uint32 l_203 = l_201 & uint32(2147483647);
const bool l_204 = l_203 == uint32(0);
if (l_204) {
l_mut_192 = uint32(1);
} else {
const uint32 l_205 = l_201 & uint32(2147483648);
const bool l_206 = l_205 != uint32(0);
if (l_206) {
const uint32 l_207 = l_201 - uint32(1);
l_mut_192 = l_207;
}
}
const float l_208 = reinterpret_cast<float const&>(l_mut_192);
const float l_209 = -l_208;
const double l_210 = double(l_209);
const double l_211 = l_187 + l_186;
const bool l_212 = l_211 <= l_189;
l_mut_213 = l_212;
const double l_214 = l_187 - l_186;
const bool l_215 = l_214 > l_189;
l_mut_216 = l_215;
const double l_217 = l_188 - l_186;
const bool l_218 = l_217 >= l_189;
l_mut_219 = l_218;
const double l_220 = l_188 + l_186;
const bool l_221 = l_220 < l_189;
l_mut_222 = l_221;
if (l_131) {
const double l_223 = l_187 + l_186;
const bool l_224 = l_223 < l_199;
l_mut_213 = l_224;
const double l_225 = l_187 - l_186;
const bool l_226 = l_225 >= l_199;
l_mut_216 = l_226;
const double l_227 = l_188 - l_186;
const bool l_228 = l_227 > l_210;
l_mut_219 = l_228;
const double l_229 = l_188 + l_186;
const bool l_230 = l_229 <= l_210;
l_mut_222 = l_230;
}
l_mut_192 = uint32(2);
const bool l_231 = l_mut_216 || l_mut_222;
if (l_231) {
l_mut_192 = uint32(1);
} else {
const bool l_232 = l_mut_213 && l_mut_219;
if (l_232) {
l_mut_192 = uint32(0);
}
}
l_mut_162 = l_mut_192;
}
l_mut_145 = l_mut_162;
} else {
const bool l_233 = l_127 == uint32(3);
if (l_233) {
l_mut_145 = uint32(0);
const bool l_234 = l_141 >= double(1.1754943508222875e-38);
const bool l_235 = l_141 <= double(8.507059173023462e37);
const bool l_236 = l_234 && l_235;
if (l_236) {
const double l_237 = abs(l_mut_25);
l_mut_175 = double(1.401298464324817e-45);
const bool l_238 = l_237 >= double(1.1754943508222875e-38);
const bool l_239 = l_237 <= double(1.7976931348623157e308);
const bool l_240 = l_238 && l_239;
if (l_240) {
const uint64 l_241 = reinterpret_cast<uint64 const&>(l_237);
const uint64 l_242 = l_241 >> uint64(52);
const uint64 l_243 = l_242 - uint64(23);
const uint64 l_244 = l_243 << uint64(52);
const double l_245 = reinterpret_cast<double const&>(l_244);
l_mut_175 = l_245;
}
const double l_246 = l_133 * l_mut_175;
l_mut_192 = uint32(2);
const double l_247 = l_mut_25 - l_143;
const double l_248 = abs(l_247);
l_mut_175 = double(1.401298464324817e-45);
const bool l_249 = l_248 >= double(1.1754943508222875e-38);
const bool l_250 = l_248 <= double(1.7976931348623157e308);
const bool l_251 = l_249 && l_250;
if (l_251) {
const uint64 l_252 = reinterpret_cast<uint64 const&>(l_248);
const uint64 l_253 = l_252 >> uint64(52);
const uint64 l_254 = l_253 - uint64(23);
const uint64 l_255 = l_254 << uint64(52);
const double l_256 = reinterpret_cast<double const&>(l_255);
l_mut_175 = l_256;
}
const double l_257 = l_mut_25 + l_143;
const double l_258 = abs(l_257);
l_mut_152 = double(1.401298464324817e-45);
const bool l_259 = l_258 >= double(1.1754943508222875e-38);
const bool l_260 = l_258 <= double(1.7976931348623157e308);
const bool l_261 = l_259 && l_260;
if (l_261) {
const uint64 l_262 = reinterpret_cast<uint64 const&>(l_258);
const uint64 l_263 = l_262 >> uint64(52);
const uint64 l_264 = l_263 - uint64(23);
const uint64 l_265 = l_264 << uint64(52);
const double l_266 = reinterpret_cast<double const&>(l_265);
l_mut_152 = l_266;
}
const bool l_267 = l_mut_175 == l_mut_152;
if (l_267) {
const double l_268 = l_246 * double(1.4551915228366852e-11);
const double l_269 = l_143 + l_268;
const double l_270 = l_mut_25 - l_246;
const double l_271 = l_mut_25 + l_246;
const double l_272 = double(l_mut_22);
const uint32 l_273 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_274 = l_273 + uint32(1);
l_mut_162 = l_274;
const uint32 l_275 = l_273 & uint32(2147483647);
const bool l_276 = l_275 == uint32(0);
if (l_276) {
l_mut_162 = uint32(1);
} else {
const uint32 l_277 = l_273 & uint32(2147483648);
const bool l_278 = l_277 != uint32(0);
if (l_278) {
const uint32 l_279 = l_273 - uint32(1);
l_mut_162 = l_279;
}
}
const float l_280 = reinterpret_cast<float const&>(l_mut_162);
const double l_281 = double(l_280);
const float l_282 = -l_mut_22;
const uint32 l_283 = reinterpret_cast<uint32 const&>(l_282);
const uint32 l_284 = l_283 + uint32(1);
l_mut_162 = l_284;
const uint32 l_285 = l_283 & uint32(2147483647);
const bool l_286 = l_285 == uint32(0);
if (l_286) {
l_mut_162 = uint32(1);
} else {
const uint32 l_287 = l_283 & uint32(2147483648);
const bool l_288 = l_287 != uint32(0);
if (l_288) {
const uint32 l_289 = l_283 - uint32(1);
l_mut_162 = l_289;
}
}
const float l_290 = reinterpret_cast<float const&>(l_mut_162);
const float l_291 = -l_290;
const double l_292 = double(l_291);
const double l_293 = l_270 + l_269;
const bool l_294 = l_293 <= l_272;
l_mut_222 = l_294;
const double l_295 = l_270 - l_269;
const bool l_296 = l_295 > l_272;
l_mut_219 = l_296;
const double l_297 = l_271 - l_269;
const bool l_298 = l_297 >= l_272;
l_mut_216 = l_298;
const double l_299 = l_271 + l_269;
const bool l_300 = l_299 < l_272;
l_mut_213 = l_300;
if (l_131) {
const double l_301 = l_270 + l_269;
const bool l_302 = l_301 < l_281;
l_mut_222 = l_302;
const double l_303 = l_270 - l_269;
const bool l_304 = l_303 >= l_281;
l_mut_219 = l_304;
const double l_305 = l_271 - l_269;
const bool l_306 = l_305 > l_292;
l_mut_216 = l_306;
const double l_307 = l_271 + l_269;
const bool l_308 = l_307 <= l_292;
l_mut_213 = l_308;
}
l_mut_162 = uint32(2);
const bool l_309 = l_mut_219 || l_mut_213;
if (l_309) {
l_mut_162 = uint32(1);
} else {
const bool l_310 = l_mut_222 && l_mut_216;
if (l_310) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
}
} else {
const bool l_311 = l_127 == uint32(4);
if (l_311) {
const double l_312 = l_136 * l_141;
const double l_313 = l_133 + l_312;
const double l_314 = abs(l_mut_25);
l_mut_175 = double(1.401298464324817e-45);
const bool l_315 = l_314 >= double(1.1754943508222875e-38);
const bool l_316 = l_314 <= double(1.7976931348623157e308);
const bool l_317 = l_315 && l_316;
if (l_317) {
const uint64 l_318 = reinterpret_cast<uint64 const&>(l_314);
const uint64 l_319 = l_318 >> uint64(52);
const uint64 l_320 = l_319 - uint64(23);
const uint64 l_321 = l_320 << uint64(52);
const double l_322 = reinterpret_cast<double const&>(l_321);
l_mut_175 = l_322;
}
const double l_323 = l_313 * l_mut_175;
l_mut_192 = uint32(2);
const double l_324 = l_mut_25 - l_143;
const double l_325 = abs(l_324);
l_mut_175 = double(1.401298464324817e-45);
const bool l_326 = l_325 >= double(1.1754943508222875e-38);
const bool l_327 = l_325 <= double(1.7976931348623157e308);
const bool l_328 = l_326 && l_327;
if (l_328) {
const uint64 l_329 = reinterpret_cast<uint64 const&>(l_325);
const uint64 l_330 = l_329 >> uint64(52);
const uint64 l_331 = l_330 - uint64(23);
const uint64 l_332 = l_331 << uint64(52);
const double l_333 = reinterpret_cast<double const&>(l_332);
l_mut_175 = l_333;
}
const double l_334 = l_mut_25 + l_143;
const double l_335 = abs(l_334);
l_mut_152 = double(1.401298464324817e-45);
const bool l_336 = l_335 >= double(1.1754943508222875e-38);
const bool l_337 = l_335 <= double(1.7976931348623157e308);
const bool l_338 = l_336 && l_337;
if (l_338) {
const uint64 l_339 = reinterpret_cast<uint64 const&>(l_335);
const uint64 l_340 = l_339 >> uint64(52);
const uint64 l_341 = l_340 - uint64(23);
const uint64 l_342 = l_341 << uint64(52);
const double l_343 = reinterpret_cast<double const&>(l_342);
l_mut_152 = l_343;
}
const bool l_344 = l_mut_175 == l_mut_152;
if (l_344) {
const double l_345 = l_323 * double(1.4551915228366852e-11);
const double l_346 = l_143 + l_345;
const double l_347 = l_mut_25 - l_323;
const double l_348 = l_mut_25 + l_323;
const double l_349 = double(l_mut_22);
const uint32 l_350 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_351 = l_350 + uint32(1);
l_mut_162 = l_351;
const uint32 l_352 = l_350 & uint32(2147483647);
const bool l_353 = l_352 == uint32(0);
if (l_353) {
l_mut_162 = uint32(1);
} else {
const uint32 l_354 = l_350 & uint32(2147483648);
const bool l_355 = l_354 != uint32(0);
if (l_355) {
const uint32 l_356 = l_350 - uint32(1);
l_mut_162 = l_356;
}
}
const float l_357 = reinterpret_cast<float const&>(l_mut_162);
const double l_358 = double(l_357);
const float l_359 = -l_mut_22;
const uint32 l_360 = reinterpret_cast<uint32 const&>(l_359);
const uint32 l_361 = l_360 + uint32(1);
l_mut_162 = l_361;
const uint32 l_362 = l_360 & uint32(2147483647);
const bool l_363 = l_362 == uint32(0);
if (l_363) {
l_mut_162 = uint32(1);
} else {
const uint32 l_364 = l_360 & uint32(2147483648);
const bool l_365 = l_364 != uint32(0);
if (l_365) {
const uint32 l_366 = l_360 - uint32(1);
l_mut_162 = l_366;
}
}
const float l_367 = reinterpret_cast<float const&>(l_mut_162);
const float l_368 = -l_367;
const double l_369 = double(l_368);
const double l_370 = l_347 + l_346;
const bool l_371 = l_370 <= l_349;
l_mut_222 = l_371;
const double l_372 = l_347 - l_346;
const bool l_373 = l_372 > l_349;
l_mut_219 = l_373;
const double l_374 = l_348 - l_346;
const bool l_375 = l_374 >= l_349;
l_mut_216 = l_375;
const double l_376 = l_348 + l_346;
const bool l_377 = l_376 < l_349;
l_mut_213 = l_377;
if (l_131) {
const double l_378 = l_347 + l_346;
const bool l_379 = l_378 < l_358;
l_mut_222 = l_379;
const double l_380 = l_347 - l_346;
const bool l_381 = l_380 >= l_358;
l_mut_219 = l_381;
const double l_382 = l_348 - l_346;
const bool l_383 = l_382 > l_369;
l_mut_216 = l_383;
const double l_384 = l_348 + l_346;
const bool l_385 = l_384 <= l_369;
l_mut_213 = l_385;
}
l_mut_162 = uint32(2);
const bool l_386 = l_mut_219 || l_mut_213;
if (l_386) {
l_mut_162 = uint32(1);
} else {
const bool l_387 = l_mut_222 && l_mut_216;
if (l_387) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
const bool l_388 = l_127 == uint32(5);
if (l_388) {
const double l_389 = double(2.0) * l_140;
const double l_390 = abs(l_389);
const double l_391 = floor(l_390);
const double l_392 = double(3.0) + l_391;
const double l_393 = abs(l_mut_25);
l_mut_175 = double(1.401298464324817e-45);
const bool l_394 = l_393 >= double(1.1754943508222875e-38);
const bool l_395 = l_393 <= double(1.7976931348623157e308);
const bool l_396 = l_394 && l_395;
if (l_396) {
const uint64 l_397 = reinterpret_cast<uint64 const&>(l_393);
const uint64 l_398 = l_397 >> uint64(52);
const uint64 l_399 = l_398 - uint64(23);
const uint64 l_400 = l_399 << uint64(52);
const double l_401 = reinterpret_cast<double const&>(l_400);
l_mut_175 = l_401;
}
const double l_402 = l_392 * l_mut_175;
l_mut_192 = uint32(2);
const double l_403 = l_mut_25 - l_143;
const double l_404 = abs(l_403);
l_mut_175 = double(1.401298464324817e-45);
const bool l_405 = l_404 >= double(1.1754943508222875e-38);
const bool l_406 = l_404 <= double(1.7976931348623157e308);
const bool l_407 = l_405 && l_406;
if (l_407) {
const uint64 l_408 = reinterpret_cast<uint64 const&>(l_404);
const uint64 l_409 = l_408 >> uint64(52);
const uint64 l_410 = l_409 - uint64(23);
const uint64 l_411 = l_410 << uint64(52);
const double l_412 = reinterpret_cast<double const&>(l_411);
l_mut_175 = l_412;
}
const double l_413 = l_mut_25 + l_143;
const double l_414 = abs(l_413);
l_mut_152 = double(1.401298464324817e-45);
const bool l_415 = l_414 >= double(1.1754943508222875e-38);
const bool l_416 = l_414 <= double(1.7976931348623157e308);
const bool l_417 = l_415 && l_416;
if (l_417) {
const uint64 l_418 = reinterpret_cast<uint64 const&>(l_414);
const uint64 l_419 = l_418 >> uint64(52);
const uint64 l_420 = l_419 - uint64(23);
const uint64 l_421 = l_420 << uint64(52);
const double l_422 = reinterpret_cast<double const&>(l_421);
l_mut_152 = l_422;
}
const bool l_423 = l_mut_175 == l_mut_152;
if (l_423) {
const double l_424 = l_402 * double(1.4551915228366852e-11);
const double l_425 = l_143 + l_424;
const double l_426 = l_mut_25 - l_402;
const double l_427 = l_mut_25 + l_402;
const double l_428 = double(l_mut_22);
const uint32 l_429 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_430 = l_429 + uint32(1);
l_mut_162 = l_430;
const uint32 l_431 = l_429 & uint32(2147483647);
const bool l_432 = l_431 == uint32(0);
if (l_432) {
l_mut_162 = uint32(1);
} else {
const uint32 l_433 = l_429 & uint32(2147483648);
const bool l_434 = l_433 != uint32(0);
if (l_434) {
const uint32 l_435 = l_429 - uint32(1);
l_mut_162 = l_435;
}
}
const float l_436 = reinterpret_cast<float const&>(l_mut_162);
const double l_437 = double(l_436);
const float l_438 = -l_mut_22;
const uint32 l_439 = reinterpret_cast<uint32 const&>(l_438);
const uint32 l_440 = l_439 + uint32(1);
l_mut_162 = l_440;
const uint32 l_441 = l_439 & uint32(2147483647);
const bool l_442 = l_441 == uint32(0);
if (l_442) {
l_mut_162 = uint32(1);
} else {
const uint32 l_443 = l_439 & uint32(2147483648);
const bool l_444 = l_443 != uint32(0);
if (l_444) {
const uint32 l_445 = l_439 - uint32(1);
l_mut_162 = l_445;
}
}
const float l_446 = reinterpret_cast<float const&>(l_mut_162);
const float l_447 = -l_446;
const double l_448 = double(l_447);
const double l_449 = l_426 + l_425;
const bool l_450 = l_449 <= l_428;
l_mut_222 = l_450;
const double l_451 = l_426 - l_425;
const bool l_452 = l_451 > l_428;
l_mut_219 = l_452;
const double l_453 = l_427 - l_425;
const bool l_454 = l_453 >= l_428;
l_mut_216 = l_454;
const double l_455 = l_427 + l_425;
const bool l_456 = l_455 < l_428;
l_mut_213 = l_456;
if (l_131) {
const double l_457 = l_426 + l_425;
const bool l_458 = l_457 < l_437;
l_mut_222 = l_458;
const double l_459 = l_426 - l_425;
const bool l_460 = l_459 >= l_437;
l_mut_219 = l_460;
const double l_461 = l_427 - l_425;
const bool l_462 = l_461 > l_448;
l_mut_216 = l_462;
const double l_463 = l_427 + l_425;
const bool l_464 = l_463 <= l_448;
l_mut_213 = l_464;
}
l_mut_162 = uint32(2);
const bool l_465 = l_mut_219 || l_mut_213;
if (l_465) {
l_mut_162 = uint32(1);
} else {
const bool l_466 = l_mut_222 && l_mut_216;
if (l_466) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
const bool l_467 = l_127 == uint32(6);
if (l_467) {
l_mut_145 = uint32(0);
const bool l_468 = l_141 <= l_136;
if (l_468) {
const double l_469 = l_133 * double(1.4551915228366852e-11);
const double l_470 = l_143 + l_469;
const double l_471 = l_mut_25 - l_133;
const double l_472 = l_mut_25 + l_133;
const double l_473 = double(l_mut_22);
const uint32 l_474 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_475 = l_474 + uint32(1);
l_mut_192 = l_475;
const uint32 l_476 = l_474 & uint32(2147483647);
const bool l_477 = l_476 == uint32(0);
if (l_477) {
l_mut_192 = uint32(1);
} else {
const uint32 l_478 = l_474 & uint32(2147483648);
const bool l_479 = l_478 != uint32(0);
if (l_479) {
const uint32 l_480 = l_474 - uint32(1);
l_mut_192 = l_480;
}
}
const float l_481 = reinterpret_cast<float const&>(l_mut_192);
const double l_482 = double(l_481);
const float l_483 = -l_mut_22;
const uint32 l_484 = reinterpret_cast<uint32 const&>(l_483);
const uint32 l_485 = l_484 + uint32(1);
l_mut_192 = l_485;
const uint32 l_486 = l_484 & uint32(2147483647);
const bool l_487 = l_486 == uint32(0);
if (l_487) {
l_mut_192 = uint32(1);
} else {
const uint32 l_488 = l_484 & uint32(2147483648);
const bool l_489 = l_488 != uint32(0);
if (l_489) {
const uint32 l_490 = l_484 - uint32(1);
l_mut_192 = l_490;
}
}
const float l_491 = reinterpret_cast<float const&>(l_mut_192);
const float l_492 = -l_491;
const double l_493 = double(l_492);
const double l_494 = l_471 + l_470;
const bool l_495 = l_494 <= l_473;
l_mut_222 = l_495;
const double l_496 = l_471 - l_470;
const bool l_497 = l_496 > l_473;
l_mut_219 = l_497;
const double l_498 = l_472 - l_470;
const bool l_499 = l_498 >= l_473;
l_mut_216 = l_499;
const double l_500 = l_472 + l_470;
const bool l_501 = l_500 < l_473;
l_mut_213 = l_501;
if (l_131) {
const double l_502 = l_471 + l_470;
const bool l_503 = l_502 < l_482;
l_mut_222 = l_503;
const double l_504 = l_471 - l_470;
const bool l_505 = l_504 >= l_482;
l_mut_219 = l_505;
const double l_506 = l_472 - l_470;
const bool l_507 = l_506 > l_493;
l_mut_216 = l_507;
const double l_508 = l_472 + l_470;
const bool l_509 = l_508 <= l_493;
l_mut_213 = l_509;
}
l_mut_192 = uint32(2);
const bool l_510 = l_mut_219 || l_mut_213;
if (l_510) {
l_mut_192 = uint32(1);
} else {
const bool l_511 = l_mut_222 && l_mut_216;
if (l_511) {
l_mut_192 = uint32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
const bool l_512 = l_127 == uint32(7);
if (l_512) {
const double l_513 = abs(l_mut_25);
const double l_514 = l_133 * l_513;
l_mut_175 = l_514;
const double l_515 = abs(l_mut_25);
l_mut_152 = double(1.401298464324817e-45);
const bool l_516 = l_515 >= double(1.1754943508222875e-38);
const bool l_517 = l_515 <= double(1.7976931348623157e308);
const bool l_518 = l_516 && l_517;
if (l_518) {
const uint64 l_519 = reinterpret_cast<uint64 const&>(l_515);
const uint64 l_520 = l_519 >> uint64(52);
const uint64 l_521 = l_520 - uint64(23);
const uint64 l_522 = l_521 << uint64(52);
const double l_523 = reinterpret_cast<double const&>(l_522);
l_mut_152 = l_523;
}
const double l_524 = double(0.5) * l_mut_152;
const bool l_525 = l_524 > l_mut_175;
if (l_525) {
l_mut_175 = l_524;
}
const double l_526 = l_mut_25 - l_143;
const double l_527 = abs(l_526);
l_mut_152 = double(1.401298464324817e-45);
const bool l_528 = l_527 >= double(1.1754943508222875e-38);
const bool l_529 = l_527 <= double(1.7976931348623157e308);
const bool l_530 = l_528 && l_529;
if (l_530) {
const uint64 l_531 = reinterpret_cast<uint64 const&>(l_527);
const uint64 l_532 = l_531 >> uint64(52);
const uint64 l_533 = l_532 - uint64(23);
const uint64 l_534 = l_533 << uint64(52);
const double l_535 = reinterpret_cast<double const&>(l_534);
l_mut_152 = l_535;
}
const double l_536 = l_mut_25 + l_143;
const double l_537 = abs(l_536);
l_mut_538 = double(1.401298464324817e-45);
const bool l_539 = l_537 >= double(1.1754943508222875e-38);
const bool l_540 = l_537 <= double(1.7976931348623157e308);
const bool l_541 = l_539 && l_540;
if (l_541) {
const uint64 l_542 = reinterpret_cast<uint64 const&>(l_537);
const uint64 l_543 = l_542 >> uint64(52);
const uint64 l_544 = l_543 - uint64(23);
const uint64 l_545 = l_544 << uint64(52);
const double l_546 = reinterpret_cast<double const&>(l_545);
l_mut_538 = l_546;
}
const bool l_547 = l_mut_152 == l_mut_538;
if (l_547) {
const double l_548 = l_133 * l_143;
const double l_549 = l_143 + l_548;
const double l_550 = l_mut_175 * double(1.4551915228366852e-11);
const double l_551 = l_549 + l_550;
const double l_552 = l_mut_25 - l_mut_175;
const double l_553 = l_mut_25 + l_mut_175;
const double l_554 = double(l_mut_22);
const uint32 l_555 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_556 = l_555 + uint32(1);
l_mut_192 = l_556;
const uint32 l_557 = l_555 & uint32(2147483647);
const bool l_558 = l_557 == uint32(0);
if (l_558) {
l_mut_192 = uint32(1);
} else {
const uint32 l_559 = l_555 & uint32(2147483648);
const bool l_560 = l_559 != uint32(0);
if (l_560) {
const uint32 l_561 = l_555 - uint32(1);
l_mut_192 = l_561;
}
}
const float l_562 = reinterpret_cast<float const&>(l_mut_192);
const double l_563 = double(l_562);
const float l_564 = -l_mut_22;
const uint32 l_565 = reinterpret_cast<uint32 const&>(l_564);
const uint32 l_566 = l_565 + uint32(1);
l_mut_192 = l_566;
const uint32 l_567 = l_565 & uint32(2147483647);
const bool l_568 = l_567 == uint32(0);
if (l_568) {
l_mut_192 = uint32(1);
} else {
const uint32 l_569 = l_565 & uint32(2147483648);
const bool l_570 = l_569 != uint32(0);
if (l_570) {
const uint32 l_571 = l_565 - uint32(1);
l_mut_192 = l_571;
}
}
const float l_572 = reinterpret_cast<float const&>(l_mut_192);
const float l_573 = -l_572;
const double l_574 = double(l_573);
const double l_575 = l_552 + l_551;
const bool l_576 = l_575 <= l_554;
l_mut_222 = l_576;
const double l_577 = l_552 - l_551;
const bool l_578 = l_577 > l_554;
l_mut_219 = l_578;
const double l_579 = l_553 - l_551;
const bool l_580 = l_579 >= l_554;
l_mut_216 = l_580;
const double l_581 = l_553 + l_551;
const bool l_582 = l_581 < l_554;
l_mut_213 = l_582;
if (l_131) {
const double l_583 = l_552 + l_551;
const bool l_584 = l_583 < l_563;
l_mut_222 = l_584;
const double l_585 = l_552 - l_551;
const bool l_586 = l_585 >= l_563;
l_mut_219 = l_586;
const double l_587 = l_553 - l_551;
const bool l_588 = l_587 > l_574;
l_mut_216 = l_588;
const double l_589 = l_553 + l_551;
const bool l_590 = l_589 <= l_574;
l_mut_213 = l_590;
}
l_mut_192 = uint32(2);
const bool l_591 = l_mut_219 || l_mut_213;
if (l_591) {
l_mut_192 = uint32(1);
} else {
const bool l_592 = l_mut_222 && l_mut_216;
if (l_592) {
l_mut_192 = uint32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
const bool l_593 = l_127 == uint32(8);
if (l_593) {
const bool l_594 = l_140 >= double(0.5);
const bool l_595 = l_140 <= double(2.0);
const bool l_596 = l_594 && l_595;
if (l_596) {
const double l_597 = l_133 * double(1.4551915228366852e-11);
const double l_598 = l_143 + l_597;
const double l_599 = l_mut_25 - l_133;
const double l_600 = l_mut_25 + l_133;
const double l_601 = double(l_mut_22);
const uint32 l_602 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_603 = l_602 + uint32(1);
l_mut_192 = l_603;
const uint32 l_604 = l_602 & uint32(2147483647);
const bool l_605 = l_604 == uint32(0);
if (l_605) {
l_mut_192 = uint32(1);
} else {
const uint32 l_606 = l_602 & uint32(2147483648);
const bool l_607 = l_606 != uint32(0);
if (l_607) {
const uint32 l_608 = l_602 - uint32(1);
l_mut_192 = l_608;
}
}
const float l_609 = reinterpret_cast<float const&>(l_mut_192);
const double l_610 = double(l_609);
const float l_611 = -l_mut_22;
const uint32 l_612 = reinterpret_cast<uint32 const&>(l_611);
const uint32 l_613 = l_612 + uint32(1);
l_mut_192 = l_613;
const uint32 l_614 = l_612 & uint32(2147483647);
const bool l_615 = l_614 == uint32(0);
if (l_615) {
l_mut_192 = uint32(1);
} else {
const uint32 l_616 = l_612 & uint32(2147483648);
const bool l_617 = l_616 != uint32(0);
if (l_617) {
const uint32 l_618 = l_612 - uint32(1);
l_mut_192 = l_618;
}
}
const float l_619 = reinterpret_cast<float const&>(l_mut_192);
const float l_620 = -l_619;
const double l_621 = double(l_620);
const double l_622 = l_599 + l_598;
const bool l_623 = l_622 <= l_601;
l_mut_222 = l_623;
const double l_624 = l_599 - l_598;
const bool l_625 = l_624 > l_601;
l_mut_219 = l_625;
const double l_626 = l_600 - l_598;
const bool l_627 = l_626 >= l_601;
l_mut_216 = l_627;
const double l_628 = l_600 + l_598;
const bool l_629 = l_628 < l_601;
l_mut_213 = l_629;
if (l_131) {
const double l_630 = l_599 + l_598;
const bool l_631 = l_630 < l_610;
l_mut_222 = l_631;
const double l_632 = l_599 - l_598;
const bool l_633 = l_632 >= l_610;
l_mut_219 = l_633;
const double l_634 = l_600 - l_598;
const bool l_635 = l_634 > l_621;
l_mut_216 = l_635;
const double l_636 = l_600 + l_598;
const bool l_637 = l_636 <= l_621;
l_mut_213 = l_637;
}
l_mut_192 = uint32(2);
const bool l_638 = l_mut_219 || l_mut_213;
if (l_638) {
l_mut_192 = uint32(1);
} else {
const bool l_639 = l_mut_222 && l_mut_216;
if (l_639) {
l_mut_192 = uint32(0);
}
}
l_mut_145 = l_mut_192;
} else {
const double l_640 = abs(l_mut_25);
l_mut_538 = double(1.401298464324817e-45);
const bool l_641 = l_640 >= double(1.1754943508222875e-38);
const bool l_642 = l_640 <= double(1.7976931348623157e308);
const bool l_643 = l_641 && l_642;
if (l_643) {
const uint64 l_644 = reinterpret_cast<uint64 const&>(l_640);
const uint64 l_645 = l_644 >> uint64(52);
const uint64 l_646 = l_645 - uint64(23);
const uint64 l_647 = l_646 << uint64(52);
const double l_648 = reinterpret_cast<double const&>(l_647);
l_mut_538 = l_648;
}
const double l_649 = l_136 * l_mut_538;
l_mut_192 = uint32(2);
const double l_650 = l_mut_25 - l_143;
const double l_651 = abs(l_650);
l_mut_538 = double(1.401298464324817e-45);
const bool l_652 = l_651 >= double(1.1754943508222875e-38);
const bool l_653 = l_651 <= double(1.7976931348623157e308);
const bool l_654 = l_652 && l_653;
if (l_654) {
const uint64 l_655 = reinterpret_cast<uint64 const&>(l_651);
const uint64 l_656 = l_655 >> uint64(52);
const uint64 l_657 = l_656 - uint64(23);
const uint64 l_658 = l_657 << uint64(52);
const double l_659 = reinterpret_cast<double const&>(l_658);
l_mut_538 = l_659;
}
const double l_660 = l_mut_25 + l_143;
const double l_661 = abs(l_660);
l_mut_175 = double(1.401298464324817e-45);
const bool l_662 = l_661 >= double(1.1754943508222875e-38);
const bool l_663 = l_661 <= double(1.7976931348623157e308);
const bool l_664 = l_662 && l_663;
if (l_664) {
const uint64 l_665 = reinterpret_cast<uint64 const&>(l_661);
const uint64 l_666 = l_665 >> uint64(52);
const uint64 l_667 = l_666 - uint64(23);
const uint64 l_668 = l_667 << uint64(52);
const double l_669 = reinterpret_cast<double const&>(l_668);
l_mut_175 = l_669;
}
const bool l_670 = l_mut_538 == l_mut_175;
if (l_670) {
const double l_671 = l_649 * double(1.4551915228366852e-11);
const double l_672 = l_143 + l_671;
const double l_673 = l_mut_25 - l_649;
const double l_674 = l_mut_25 + l_649;
const double l_675 = double(l_mut_22);
const uint32 l_676 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_677 = l_676 + uint32(1);
l_mut_162 = l_677;
const uint32 l_678 = l_676 & uint32(2147483647);
const bool l_679 = l_678 == uint32(0);
if (l_679) {
l_mut_162 = uint32(1);
} else {
const uint32 l_680 = l_676 & uint32(2147483648);
const bool l_681 = l_680 != uint32(0);
if (l_681) {
const uint32 l_682 = l_676 - uint32(1);
l_mut_162 = l_682;
}
}
const float l_683 = reinterpret_cast<float const&>(l_mut_162);
const double l_684 = double(l_683);
const float l_685 = -l_mut_22;
const uint32 l_686 = reinterpret_cast<uint32 const&>(l_685);
const uint32 l_687 = l_686 + uint32(1);
l_mut_162 = l_687;
const uint32 l_688 = l_686 & uint32(2147483647);
const bool l_689 = l_688 == uint32(0);
if (l_689) {
l_mut_162 = uint32(1);
} else {
const uint32 l_690 = l_686 & uint32(2147483648);
const bool l_691 = l_690 != uint32(0);
if (l_691) {
const uint32 l_692 = l_686 - uint32(1);
l_mut_162 = l_692;
}
}
const float l_693 = reinterpret_cast<float const&>(l_mut_162);
const float l_694 = -l_693;
const double l_695 = double(l_694);
const double l_696 = l_673 + l_672;
const bool l_697 = l_696 <= l_675;
l_mut_222 = l_697;
const double l_698 = l_673 - l_672;
const bool l_699 = l_698 > l_675;
l_mut_219 = l_699;
const double l_700 = l_674 - l_672;
const bool l_701 = l_700 >= l_675;
l_mut_216 = l_701;
const double l_702 = l_674 + l_672;
const bool l_703 = l_702 < l_675;
l_mut_213 = l_703;
if (l_131) {
const double l_704 = l_673 + l_672;
const bool l_705 = l_704 < l_684;
l_mut_222 = l_705;
const double l_706 = l_673 - l_672;
const bool l_707 = l_706 >= l_684;
l_mut_219 = l_707;
const double l_708 = l_674 - l_672;
const bool l_709 = l_708 > l_695;
l_mut_216 = l_709;
const double l_710 = l_674 + l_672;
const bool l_711 = l_710 <= l_695;
l_mut_213 = l_711;
}
l_mut_162 = uint32(2);
const bool l_712 = l_mut_219 || l_mut_213;
if (l_712) {
l_mut_162 = uint32(1);
} else {
const bool l_713 = l_mut_222 && l_mut_216;
if (l_713) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
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
const uint32 l_714 = l_arr_144[uint32(0)];
const bool l_715 = l_714 == uint32(0);
if (l_715) {
l_mut_145 = uint32(2);
}
l_arr_10[l_mut_125] = l_mut_145;
const uint32 l_716 = l_arr_10[l_mut_125];
const bool l_717 = l_716 == uint32(2);
if (l_717) {
l_mut_122 = bool(false);
}
}
}
const bool l_718 = l_mut_27 == uint32(4294967293);
if (l_718) {
const uint32 l_719 = l_arr_8[uint32(0)];
const uint32 l_720 = l_719 + uint32(1);
l_arr_8[uint32(0)] = l_720;
} else {
if (l_mut_122) {
l_mut_538 = l_115;
const bool l_721 = l_mut_538 < double(-17.0);
if (l_721) {
l_mut_538 = double(-17.0);
}
const bool l_722 = l_mut_538 > double(17.0);
if (l_722) {
l_mut_538 = double(17.0);
}
const double l_723 = l_mut_538 + double(16.0);
const double l_724 = l_723 + double(1.0);
const uint32 l_725 = uint32(l_724);
const uint32 l_726 = uint32(2) + l_725;
const uint32 l_727 = l_arr_8[l_726];
const uint32 l_728 = l_727 + uint32(1);
l_arr_8[l_726] = l_728;
const uint32 l_729 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_730 = l_729 & uint32(8388607);
const double l_731 = double(l_730);
const double l_732 = l_731 / double(7.1362384635298e44);
l_mut_538 = l_732;
const uint32 l_733 = l_729 & uint32(2139095040);
const bool l_734 = l_733 != uint32(0);
if (l_734) {
const uint32 l_735 = l_729 & uint32(2147483647);
const float l_736 = reinterpret_cast<float const&>(l_735);
const double l_737 = double(l_736);
l_mut_538 = l_737;
}
const uint32 l_738 = l_729 >> uint32(31);
const double l_739 = double(l_738);
const double l_740 = double(2.0) * l_739;
const double l_741 = double(1.0) - l_740;
l_mut_538 = l_mut_538 * l_741;
const double l_742 = abs(l_mut_25);
const double l_743 = l_mut_25 * double(0.0);
const double l_744 = l_743 + double(7.1362384635298e44);
l_mut_175 = l_744;
const bool l_745 = l_742 >= double(2.350988701644575e-38);
if (l_745) {
const uint32 l_746 = l_mut_27 & uint32(2147483647);
const float l_747 = reinterpret_cast<float const&>(l_746);
const double l_748 = double(l_747);
const uint32 l_749 = l_746 & uint32(2139095040);
const float l_750 = reinterpret_cast<float const&>(l_749);
const double l_751 = double(l_750);
const bool l_752 = l_748 > l_742;
const uint32 l_753 = l_746 & uint32(8388607);
const bool l_754 = l_753 == uint32(0);
const bool l_755 = l_752 && l_754;
const double l_756 = l_751 * double(1.1920928955078125e-7);
const double l_757 = double(l_755);
const double l_758 = double(0.5) * l_757;
const double l_759 = double(1.0) - l_758;
const double l_760 = l_756 * l_759;
const double l_761 = double(1.0) / l_760;
l_mut_175 = l_761;
}
const double l_762 = l_mut_538 - l_mut_25;
const double l_763 = l_762 * l_mut_175;
const uint32 l_764 = l_arr_8[uint32(45)];
const bool l_765 = l_764 == uint32(4294967295);
const double l_766 = l_arr_9[uint32(0)];
const bool l_767 = l_763 < l_766;
const bool l_768 = l_765 || l_767;
if (l_768) {
l_arr_9[uint32(0)] = l_763;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_96;
}
const uint32 l_769 = l_arr_8[uint32(47)];
const bool l_770 = l_769 == uint32(4294967295);
const double l_771 = l_arr_9[uint32(1)];
const bool l_772 = l_763 > l_771;
const bool l_773 = l_770 || l_772;
if (l_773) {
l_arr_9[uint32(1)] = l_763;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_96;
}
const bool l_774 = l_115 != double(0.0);
if (l_774) {

for (uint32 l_mut_775 = uint32(0); l_mut_775 < uint32(8); ++l_mut_775) {
const uint32 l_776 = l_arr_10[l_mut_775];
const bool l_777 = l_776 == uint32(1);
if (l_777) {
const uint32 l_778 = uint32(37) + l_mut_775;
const uint32 l_779 = l_arr_8[l_778];
const uint32 l_780 = l_779 + uint32(1);
l_arr_8[l_778] = l_780;
const uint32 l_781 = uint32(2) + l_mut_775;
const uint32 l_782 = uint32(2) * l_781;
const uint32 l_783 = uint32(45) + l_782;
const uint32 l_784 = l_arr_8[l_783];
const bool l_785 = l_784 == uint32(4294967295);
const double l_786 = abs(l_763);
const uint32 l_787 = uint32(2) + l_mut_775;
const double l_788 = l_arr_9[l_787];
const double l_789 = abs(l_788);
const bool l_790 = l_786 > l_789;
const bool l_791 = l_785 || l_790;
if (l_791) {
const uint32 l_792 = uint32(2) + l_mut_775;
l_arr_9[l_792] = l_763;
l_arr_8[l_783] = l_20;
const uint32 l_793 = l_783 + uint32(1);
l_arr_8[l_793] = l_96;
}
}
}
}
} else {
const uint32 l_794 = l_arr_8[uint32(1)];
const uint32 l_795 = l_2 + l_794;
const uint32 l_796 = l_795 * uint32(2);
const uint32 l_874 = info.static_meta[uint32(5)];
const uint32 l_875 = l_874 * uint32(1);
const bool l_876 = l_796 < l_875;
if (l_876) {
buffer_5[l_796] = l_20;
}
const uint32 l_797 = l_796 + uint32(1);
const uint32 l_877 = info.static_meta[uint32(5)];
const uint32 l_878 = l_877 * uint32(1);
const bool l_879 = l_797 < l_878;
if (l_879) {
buffer_5[l_797] = l_96;
}
const uint32 l_798 = l_arr_8[uint32(1)];
const uint32 l_799 = l_798 + uint32(1);
l_arr_8[uint32(1)] = l_799;
}
}
}

for (uint32 l_mut_800 = uint32(0); l_mut_800 < uint32(65); ++l_mut_800) {
const uint32 l_801 = idxGlobal * uint32(65);
const uint32 l_802 = l_801 + l_mut_800;
const uint32 l_803 = l_arr_8[l_mut_800];
const uint32 l_880 = info.static_meta[uint32(3)];
const uint32 l_881 = l_880 * uint32(1);
const bool l_882 = l_802 < l_881;
if (l_882) {
buffer_3[l_802] = l_803;
}
}

for (uint32 l_mut_804 = uint32(0); l_mut_804 < uint32(10); ++l_mut_804) {
const uint32 l_805 = idxGlobal * uint32(10);
const uint32 l_806 = l_805 + l_mut_804;
const double l_807 = l_arr_9[l_mut_804];
const uint32 l_883 = info.static_meta[uint32(4)];
const uint32 l_884 = l_883 * uint32(1);
const bool l_885 = l_806 < l_884;
if (l_885) {
buffer_4[l_806] = l_807;
}
}
}

}
