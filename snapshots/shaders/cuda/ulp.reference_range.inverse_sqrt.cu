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
float l_mut_22;
uint32 l_mut_148;
uint32 l_mut_164;
uint32 l_mut_194;
uint32 l_mut_30;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_824 = info.static_meta[uint32(7)];
const uint32 l_825 = l_824 * uint32(1);
const bool l_826 = uint32(0) < l_825;
if (l_826) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_810 = info.static_meta[uint32(0)];
const uint32 l_811 = l_810 * uint32(1);
const bool l_812 = uint32(1) < l_811;
const uint32 l_813 = l_811 - uint32(1);
const uint32 l_814 = min(uint32(1), l_813);
const uint32 l_815 = buffer_0[l_814];
const uint32 l_816 = (l_812) ? l_815 : uint32(0);
const uint32 l_1 = l_816;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_817 = info.static_meta[uint32(0)];
const uint32 l_818 = l_817 * uint32(1);
const bool l_819 = uint32(2) < l_818;
const uint32 l_820 = l_818 - uint32(1);
const uint32 l_821 = min(uint32(2), l_820);
const uint32 l_822 = buffer_0[l_821];
const uint32 l_823 = (l_819) ? l_822 : uint32(0);
const uint32 l_3 = l_823;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_827 = info.static_meta[uint32(0)];
const uint32 l_828 = l_827 * uint32(1);
const bool l_829 = uint32(2) < l_828;
const uint32 l_830 = l_828 - uint32(1);
const uint32 l_831 = min(uint32(2), l_830);
const uint32 l_832 = buffer_0[l_831];
const uint32 l_833 = (l_829) ? l_832 : uint32(0);
const uint32 l_6 = l_833;
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
const uint32 l_834 = info.static_meta[uint32(0)];
const uint32 l_835 = l_834 * uint32(1);
const bool l_836 = uint32(0) < l_835;
const uint32 l_837 = l_835 - uint32(1);
const uint32 l_838 = min(uint32(0), l_837);
const uint32 l_839 = buffer_0[l_838];
const uint32 l_840 = (l_836) ? l_839 : uint32(0);
const uint32 l_19 = l_840;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = rsqrt(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = double(l_21);
const double l_27 = double(l_21);
l_mut_28 = l_mut_25;
const double l_29 = rsqrt(l_mut_25);
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
const uint32 l_841 = info.static_meta[uint32(1)];
const uint32 l_842 = l_841 * uint32(1);
const bool l_843 = l_129 < l_842;
const uint32 l_844 = l_842 - uint32(1);
const uint32 l_845 = min(l_129, l_844);
const uint32 l_846 = buffer_1[l_845];
const uint32 l_847 = (l_843) ? l_846 : uint32(0);
const uint32 l_130 = l_847;
const uint32 l_131 = uint32(2) * l_mut_128;
const uint32 l_132 = l_131 + uint32(1);
const uint32 l_848 = info.static_meta[uint32(1)];
const uint32 l_849 = l_848 * uint32(1);
const bool l_850 = l_132 < l_849;
const uint32 l_851 = l_849 - uint32(1);
const uint32 l_852 = min(l_132, l_851);
const uint32 l_853 = buffer_1[l_852];
const uint32 l_854 = (l_850) ? l_853 : uint32(0);
const uint32 l_133 = l_854;
const bool l_134 = l_133 != uint32(0);
const uint32 l_135 = l_mut_128 * uint32(4);
const uint32 l_855 = info.static_meta[uint32(2)];
const uint32 l_856 = l_855 * uint32(1);
const bool l_857 = l_135 < l_856;
const uint32 l_858 = l_856 - uint32(1);
const uint32 l_859 = min(l_135, l_858);
const double l_860 = buffer_2[l_859];
const double l_861 = (l_857) ? l_860 : double(0.0);
const double l_136 = l_861;
const uint32 l_137 = l_mut_128 * uint32(4);
const uint32 l_138 = l_137 + uint32(1);
const uint32 l_862 = info.static_meta[uint32(2)];
const uint32 l_863 = l_862 * uint32(1);
const bool l_864 = l_138 < l_863;
const uint32 l_865 = l_863 - uint32(1);
const uint32 l_866 = min(l_138, l_865);
const double l_867 = buffer_2[l_866];
const double l_868 = (l_864) ? l_867 : double(0.0);
const double l_139 = l_868;
const uint32 l_140 = l_mut_128 * uint32(4);
const uint32 l_141 = l_140 + uint32(2);
const uint32 l_869 = info.static_meta[uint32(2)];
const uint32 l_870 = l_869 * uint32(1);
const bool l_871 = l_141 < l_870;
const uint32 l_872 = l_870 - uint32(1);
const uint32 l_873 = min(l_141, l_872);
const double l_874 = buffer_2[l_873];
const double l_875 = (l_871) ? l_874 : double(0.0);
const double l_142 = l_875;
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
}
}
}
}
}
}
}
}
}
const uint32 l_716 = l_arr_147[uint32(0)];
const bool l_717 = l_716 == uint32(0);
if (l_717) {
l_mut_148 = uint32(2);
}
l_arr_10[l_mut_128] = l_mut_148;
const uint32 l_718 = l_arr_10[l_mut_128];
const bool l_719 = l_718 == uint32(2);
if (l_719) {
l_mut_125 = bool(false);
}
}
}
const bool l_720 = l_mut_30 == uint32(4294967293);
if (l_720) {
const uint32 l_721 = l_arr_8[uint32(0)];
const uint32 l_722 = l_721 + uint32(1);
l_arr_8[uint32(0)] = l_722;
} else {
if (l_mut_125) {
l_mut_540 = l_118;
const bool l_723 = l_mut_540 < double(-17.0);
if (l_723) {
l_mut_540 = double(-17.0);
}
const bool l_724 = l_mut_540 > double(17.0);
if (l_724) {
l_mut_540 = double(17.0);
}
const double l_725 = l_mut_540 + double(16.0);
const double l_726 = l_725 + double(1.0);
const uint32 l_727 = uint32(l_726);
const uint32 l_728 = uint32(2) + l_727;
const uint32 l_729 = l_arr_8[l_728];
const uint32 l_730 = l_729 + uint32(1);
l_arr_8[l_728] = l_730;
const uint32 l_731 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_732 = l_731 & uint32(8388607);
const double l_733 = double(l_732);
const double l_734 = l_733 / double(7.1362384635298e44);
l_mut_540 = l_734;
const uint32 l_735 = l_731 & uint32(2139095040);
const bool l_736 = l_735 != uint32(0);
if (l_736) {
const uint32 l_737 = l_731 & uint32(2147483647);
const float l_738 = reinterpret_cast<float const&>(l_737);
const double l_739 = double(l_738);
l_mut_540 = l_739;
}
const uint32 l_740 = l_731 >> uint32(31);
const double l_741 = double(l_740);
const double l_742 = double(2.0) * l_741;
const double l_743 = double(1.0) - l_742;
l_mut_540 = l_mut_540 * l_743;
const double l_744 = abs(l_mut_25);
const double l_745 = l_mut_25 * double(0.0);
const double l_746 = l_745 + double(7.1362384635298e44);
l_mut_177 = l_746;
const bool l_747 = l_744 >= double(2.350988701644575e-38);
if (l_747) {
const uint32 l_748 = l_mut_30 & uint32(2147483647);
const float l_749 = reinterpret_cast<float const&>(l_748);
const double l_750 = double(l_749);
const uint32 l_751 = l_748 & uint32(2139095040);
const float l_752 = reinterpret_cast<float const&>(l_751);
const double l_753 = double(l_752);
const bool l_754 = l_750 > l_744;
const uint32 l_755 = l_748 & uint32(8388607);
const bool l_756 = l_755 == uint32(0);
const bool l_757 = l_754 && l_756;
const double l_758 = l_753 * double(1.1920928955078125e-7);
const double l_759 = double(l_757);
const double l_760 = double(0.5) * l_759;
const double l_761 = double(1.0) - l_760;
const double l_762 = l_758 * l_761;
const double l_763 = double(1.0) / l_762;
l_mut_177 = l_763;
}
const double l_764 = l_mut_540 - l_mut_25;
const double l_765 = l_764 * l_mut_177;
const uint32 l_766 = l_arr_8[uint32(45)];
const bool l_767 = l_766 == uint32(4294967295);
const double l_768 = l_arr_9[uint32(0)];
const bool l_769 = l_765 < l_768;
const bool l_770 = l_767 || l_769;
if (l_770) {
l_arr_9[uint32(0)] = l_765;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_99;
}
const uint32 l_771 = l_arr_8[uint32(47)];
const bool l_772 = l_771 == uint32(4294967295);
const double l_773 = l_arr_9[uint32(1)];
const bool l_774 = l_765 > l_773;
const bool l_775 = l_772 || l_774;
if (l_775) {
l_arr_9[uint32(1)] = l_765;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_99;
}
const bool l_776 = l_118 != double(0.0);
if (l_776) {

for (uint32 l_mut_777 = uint32(0); l_mut_777 < uint32(8); ++l_mut_777) {
const uint32 l_778 = l_arr_10[l_mut_777];
const bool l_779 = l_778 == uint32(1);
if (l_779) {
const uint32 l_780 = uint32(37) + l_mut_777;
const uint32 l_781 = l_arr_8[l_780];
const uint32 l_782 = l_781 + uint32(1);
l_arr_8[l_780] = l_782;
const uint32 l_783 = uint32(2) + l_mut_777;
const uint32 l_784 = uint32(2) * l_783;
const uint32 l_785 = uint32(45) + l_784;
const uint32 l_786 = l_arr_8[l_785];
const bool l_787 = l_786 == uint32(4294967295);
const double l_788 = abs(l_765);
const uint32 l_789 = uint32(2) + l_mut_777;
const double l_790 = l_arr_9[l_789];
const double l_791 = abs(l_790);
const bool l_792 = l_788 > l_791;
const bool l_793 = l_787 || l_792;
if (l_793) {
const uint32 l_794 = uint32(2) + l_mut_777;
l_arr_9[l_794] = l_765;
l_arr_8[l_785] = l_20;
const uint32 l_795 = l_785 + uint32(1);
l_arr_8[l_795] = l_99;
}
}
}
}
} else {
const uint32 l_796 = l_arr_8[uint32(1)];
const uint32 l_797 = l_2 + l_796;
const uint32 l_798 = l_797 * uint32(2);
const uint32 l_876 = info.static_meta[uint32(6)];
const uint32 l_877 = l_876 * uint32(1);
const bool l_878 = l_798 < l_877;
if (l_878) {
buffer_6[l_798] = l_20;
}
const uint32 l_799 = l_798 + uint32(1);
const uint32 l_879 = info.static_meta[uint32(6)];
const uint32 l_880 = l_879 * uint32(1);
const bool l_881 = l_799 < l_880;
if (l_881) {
buffer_6[l_799] = l_99;
}
const uint32 l_800 = l_arr_8[uint32(1)];
const uint32 l_801 = l_800 + uint32(1);
l_arr_8[uint32(1)] = l_801;
}
}
}

for (uint32 l_mut_802 = uint32(0); l_mut_802 < uint32(65); ++l_mut_802) {
const uint32 l_803 = idxGlobal * uint32(65);
const uint32 l_804 = l_803 + l_mut_802;
const uint32 l_805 = l_arr_8[l_mut_802];
const uint32 l_882 = info.static_meta[uint32(4)];
const uint32 l_883 = l_882 * uint32(1);
const bool l_884 = l_804 < l_883;
if (l_884) {
buffer_4[l_804] = l_805;
}
}

for (uint32 l_mut_806 = uint32(0); l_mut_806 < uint32(10); ++l_mut_806) {
const uint32 l_807 = idxGlobal * uint32(10);
const uint32 l_808 = l_807 + l_mut_806;
const double l_809 = l_arr_9[l_mut_806];
const uint32 l_885 = info.static_meta[uint32(5)];
const uint32 l_886 = l_885 * uint32(1);
const bool l_887 = l_808 < l_886;
if (l_887) {
buffer_5[l_808] = l_809;
}
}
}

}
