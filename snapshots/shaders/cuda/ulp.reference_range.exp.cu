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

uint32 l_arr_182[1];

double l_arr_1134[2];

uint32 l_arr_10[8];

bool l_mut_160;
bool l_mut_282;
bool l_mut_285;
bool l_mut_288;
bool l_mut_291;
double l_mut_1403;
double l_mut_26;
double l_mut_35;
double l_mut_48;
double l_mut_57;
float l_mut_22;
uint32 l_mut_183;
uint32 l_mut_199;
uint32 l_mut_237;
uint32 l_mut_62;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1702 = info.static_meta[uint32(7)];
const uint32 l_1703 = l_1702 * uint32(1);
const bool l_1704 = uint32(0) < l_1703;
if (l_1704) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1688 = info.static_meta[uint32(0)];
const uint32 l_1689 = l_1688 * uint32(1);
const bool l_1690 = uint32(1) < l_1689;
const uint32 l_1691 = l_1689 - uint32(1);
const uint32 l_1692 = min(uint32(1), l_1691);
const uint32 l_1693 = buffer_0[l_1692];
const uint32 l_1694 = (l_1690) ? l_1693 : uint32(0);
const uint32 l_1 = l_1694;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1695 = info.static_meta[uint32(0)];
const uint32 l_1696 = l_1695 * uint32(1);
const bool l_1697 = uint32(2) < l_1696;
const uint32 l_1698 = l_1696 - uint32(1);
const uint32 l_1699 = min(uint32(2), l_1698);
const uint32 l_1700 = buffer_0[l_1699];
const uint32 l_1701 = (l_1697) ? l_1700 : uint32(0);
const uint32 l_3 = l_1701;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1705 = info.static_meta[uint32(0)];
const uint32 l_1706 = l_1705 * uint32(1);
const bool l_1707 = uint32(2) < l_1706;
const uint32 l_1708 = l_1706 - uint32(1);
const uint32 l_1709 = min(uint32(2), l_1708);
const uint32 l_1710 = buffer_0[l_1709];
const uint32 l_1711 = (l_1707) ? l_1710 : uint32(0);
const uint32 l_6 = l_1711;
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
const uint32 l_1712 = info.static_meta[uint32(0)];
const uint32 l_1713 = l_1712 * uint32(1);
const bool l_1714 = uint32(0) < l_1713;
const uint32 l_1715 = l_1713 - uint32(1);
const uint32 l_1716 = min(uint32(0), l_1715);
const uint32 l_1717 = buffer_0[l_1716];
const uint32 l_1718 = (l_1714) ? l_1717 : uint32(0);
const uint32 l_19 = l_1718;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = exp(l_21);
l_mut_22 = l_23;
const uint32 l_24 = reinterpret_cast<uint32 const&>(l_21);
const double l_25 = double(l_21);
l_mut_26 = l_25;
const uint32 l_27 = l_24 & uint32(2139095040);
const bool l_28 = l_27 == uint32(0);
if (l_28) {
const uint32 l_29 = l_24 & uint32(8388607);
const double l_30 = double(l_29);
const double l_31 = l_30 * double(1.401298464324817e-45);
l_mut_26 = l_31;
const uint32 l_32 = l_24 >> uint32(31);
const bool l_33 = l_32 == uint32(1);
if (l_33) {
const double l_34 = -l_mut_26;
l_mut_26 = l_34;
}
}
l_mut_35 = l_mut_26;
const uint32 l_36 = reinterpret_cast<uint32 const&>(l_21);
const double l_37 = double(l_21);
l_mut_26 = l_37;
const uint32 l_38 = l_36 & uint32(2139095040);
const bool l_39 = l_38 == uint32(0);
if (l_39) {
const uint32 l_40 = l_36 & uint32(8388607);
const double l_41 = double(l_40);
const double l_42 = l_41 * double(1.401298464324817e-45);
l_mut_26 = l_42;
const uint32 l_43 = l_36 >> uint32(31);
const bool l_44 = l_43 == uint32(1);
if (l_44) {
const double l_45 = -l_mut_26;
l_mut_26 = l_45;
}
}
const uint32 l_46 = reinterpret_cast<uint32 const&>(l_21);
const double l_47 = double(l_21);
l_mut_48 = l_47;
const uint32 l_49 = l_46 & uint32(2139095040);
const bool l_50 = l_49 == uint32(0);
if (l_50) {
const uint32 l_51 = l_46 & uint32(8388607);
const double l_52 = double(l_51);
const double l_53 = l_52 * double(1.401298464324817e-45);
l_mut_48 = l_53;
const uint32 l_54 = l_46 >> uint32(31);
const bool l_55 = l_54 == uint32(1);
if (l_55) {
const double l_56 = -l_mut_48;
l_mut_48 = l_56;
}
}
l_mut_57 = l_mut_35;
const double l_58 = exp(l_mut_35);
l_mut_57 = l_58;
l_mut_35 = l_mut_57;
const uint32 l_1719 = info.static_meta[uint32(3)];
const uint32 l_1720 = l_1719 * uint32(1);
const bool l_1721 = uint32(1024) < l_1720;
const uint32 l_1722 = l_1720 - uint32(1);
const uint32 l_1723 = min(uint32(1024), l_1722);
const uint32 l_1724 = buffer_3[l_1723];
const uint32 l_1725 = (l_1721) ? l_1724 : uint32(0);
const uint32 l_59 = l_1725;
const float l_60 = reinterpret_cast<float const&>(l_59);
const double l_61 = double(l_60);
l_mut_62 = uint32(4294967294);
const uint32 l_63 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_64 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_65 = l_64 & uint32(2139095040);
const bool l_66 = l_65 != uint32(2139095040);
const bool l_67 = l_65 == uint32(0);
const uint32 l_68 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_69 = l_68 & uint32(8388607);
const bool l_70 = l_69 != uint32(0);
const bool l_71 = l_67 && l_70;
const double l_72 = abs(l_mut_35);
const bool l_73 = l_mut_35 < double(0.0);
const uint32 l_74 = uint32(l_73);
const uint32 l_75 = uint32(2147483648) * l_74;
if (l_71) {
} else {
const bool l_76 = isnan(l_mut_35);
if (l_76) {
const uint32 l_77 = l_63 & uint32(2147483647);
const bool l_78 = l_77 > uint32(2139095040);
if (l_78) {
l_mut_62 = uint32(4294967293);
}
} else {
const bool l_79 = l_72 >= double(3.402823669209385e38);
const bool l_80 = !l_66;
const bool l_81 = l_72 == double(0.0);
const bool l_82 = l_80 && l_81;
const bool l_83 = l_79 || l_82;
if (l_83) {
const bool l_84 = l_72 >= double(3.402823669209385e38);
const uint32 l_85 = uint32(l_84);
const uint32 l_86 = uint32(2139095040) * l_85;
const uint32 l_87 = l_86 | l_75;
const bool l_88 = l_63 == l_87;
const uint32 l_89 = l_63 | l_87;
const uint32 l_90 = l_89 & uint32(2147483647);
const bool l_91 = l_90 == uint32(0);
const bool l_92 = l_88 || l_91;
if (l_92) {
l_mut_62 = uint32(4294967293);
}
} else {
const bool l_93 = l_72 >= double(2.350988701644575e-38);
const bool l_94 = l_66 && l_93;
const bool l_95 = l_72 < double(3.4028234663852886e38);
const bool l_96 = l_94 && l_95;
if (l_96) {
const float l_97 = float(l_72);
const uint32 l_98 = reinterpret_cast<uint32 const&>(l_97);
const float l_99 = reinterpret_cast<float const&>(l_98);
const double l_100 = double(l_99);
const double l_101 = l_72 - l_100;
const uint32 l_102 = l_98 + uint32(1);
const bool l_103 = l_101 < double(0.0);
const uint32 l_104 = uint32(l_103);
const uint32 l_105 = uint32(2) * l_104;
const uint32 l_106 = l_102 - l_105;
const float l_107 = reinterpret_cast<float const&>(l_106);
const double l_108 = double(l_107);
const double l_109 = l_108 - l_100;
const double l_110 = abs(l_109);
const double l_111 = l_110 * double(0.5);
const double l_112 = abs(l_101);
const double l_113 = l_111 - l_112;
const double l_114 = l_72 * double(9.094947017729282e-13);
const bool l_115 = l_113 > l_114;
if (l_115) {
const uint32 l_116 = l_98 | l_75;
l_mut_62 = l_116;
}
} else {
const bool l_117 = l_72 < double(2.350988701644575e-38);
const bool l_118 = l_66 && l_117;
if (l_118) {
const double l_119 = l_72 * double(7.1362384635298e44);
const double l_120 = floor(l_119);
const double l_121 = l_119 - l_120;
const double l_122 = l_121 - double(0.5);
const double l_123 = abs(l_122);
const double l_124 = l_119 * double(9.094947017729282e-13);
const bool l_125 = l_123 > l_124;
if (l_125) {
const bool l_126 = l_121 > double(0.5);
const double l_127 = double(l_126);
const double l_128 = l_120 + l_127;
const uint32 l_129 = uint32(l_128);
const uint32 l_130 = l_129 | l_75;
l_mut_62 = l_130;
}
}
}
}
}
}
const uint32 l_131 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_132 = l_131 & uint32(2147483647);
const bool l_133 = l_132 > uint32(2139095040);
const uint32 l_134 = l_131 & uint32(2147483647);
const bool l_135 = l_134 == uint32(0);
const uint32 l_136 = l_131 & uint32(2147483647);
const double l_137 = double(l_136);
const uint32 l_138 = l_131 >> uint32(31);
const double l_139 = double(l_138);
const double l_140 = double(2.0) * l_139;
const double l_141 = double(1.0) - l_140;
const double l_142 = l_137 * l_141;
const uint32 l_143 = l_mut_62 & uint32(2147483647);
const double l_144 = double(l_143);
const uint32 l_145 = l_mut_62 >> uint32(31);
const double l_146 = double(l_145);
const double l_147 = double(2.0) * l_146;
const double l_148 = double(1.0) - l_147;
const double l_149 = l_144 * l_148;
const double l_150 = l_142 - l_149;
const uint32 l_151 = l_mut_62 & uint32(2139095040);
const bool l_152 = l_151 == uint32(0);
const bool l_153 = l_mut_62 < uint32(4294967293);
const bool l_154 = l_150 == double(0.0);
const bool l_155 = l_135 && l_152;
const bool l_156 = l_133 || l_155;
const bool l_157 = !l_156;
const bool l_158 = l_154 || l_157;
const bool l_159 = l_153 && l_158;
l_mut_160 = l_159;
const bool l_161 = l_150 != double(0.0);
const bool l_162 = l_mut_160 && l_161;
if (l_162) {

for (uint32 l_mut_163 = uint32(0); l_mut_163 < uint32(8); ++l_mut_163) {
const uint32 l_164 = uint32(2) * l_mut_163;
const uint32 l_1726 = info.static_meta[uint32(1)];
const uint32 l_1727 = l_1726 * uint32(1);
const bool l_1728 = l_164 < l_1727;
const uint32 l_1729 = l_1727 - uint32(1);
const uint32 l_1730 = min(l_164, l_1729);
const uint32 l_1731 = buffer_1[l_1730];
const uint32 l_1732 = (l_1728) ? l_1731 : uint32(0);
const uint32 l_165 = l_1732;
const uint32 l_166 = uint32(2) * l_mut_163;
const uint32 l_167 = l_166 + uint32(1);
const uint32 l_1733 = info.static_meta[uint32(1)];
const uint32 l_1734 = l_1733 * uint32(1);
const bool l_1735 = l_167 < l_1734;
const uint32 l_1736 = l_1734 - uint32(1);
const uint32 l_1737 = min(l_167, l_1736);
const uint32 l_1738 = buffer_1[l_1737];
const uint32 l_1739 = (l_1735) ? l_1738 : uint32(0);
const uint32 l_168 = l_1739;
const bool l_169 = l_168 != uint32(0);
const uint32 l_170 = l_mut_163 * uint32(4);
const uint32 l_1740 = info.static_meta[uint32(2)];
const uint32 l_1741 = l_1740 * uint32(1);
const bool l_1742 = l_170 < l_1741;
const uint32 l_1743 = l_1741 - uint32(1);
const uint32 l_1744 = min(l_170, l_1743);
const double l_1745 = buffer_2[l_1744];
const double l_1746 = (l_1742) ? l_1745 : double(0.0);
const double l_171 = l_1746;
const uint32 l_172 = l_mut_163 * uint32(4);
const uint32 l_173 = l_172 + uint32(1);
const uint32 l_1747 = info.static_meta[uint32(2)];
const uint32 l_1748 = l_1747 * uint32(1);
const bool l_1749 = l_173 < l_1748;
const uint32 l_1750 = l_1748 - uint32(1);
const uint32 l_1751 = min(l_173, l_1750);
const double l_1752 = buffer_2[l_1751];
const double l_1753 = (l_1749) ? l_1752 : double(0.0);
const double l_174 = l_1753;
const uint32 l_175 = l_mut_163 * uint32(4);
const uint32 l_176 = l_175 + uint32(2);
const uint32 l_1754 = info.static_meta[uint32(2)];
const uint32 l_1755 = l_1754 * uint32(1);
const bool l_1756 = l_176 < l_1755;
const uint32 l_1757 = l_1755 - uint32(1);
const uint32 l_1758 = min(l_176, l_1757);
const double l_1759 = buffer_2[l_1758];
const double l_1760 = (l_1756) ? l_1759 : double(0.0);
const double l_177 = l_1760;
const double l_178 = double(l_21);
const double l_179 = abs(l_178);
const double l_180 = abs(l_mut_35);
const double l_181 = l_180 * double(1.4551915228366852e-11);
l_arr_182[uint32(0)] = uint32(1);
l_mut_183 = uint32(2);
const bool l_184 = l_165 == uint32(0);
if (l_184) {
l_mut_183 = uint32(0);
} else {
const bool l_185 = l_165 == uint32(1);
if (l_185) {
l_mut_183 = uint32(1);
const double l_186 = abs(l_150);
const bool l_187 = l_186 <= l_171;
if (l_187) {
l_mut_183 = uint32(0);
}
} else {
const bool l_188 = l_165 == uint32(2);
if (l_188) {
const double l_189 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_190 = l_189 >= double(1.1754943508222875e-38);
const bool l_191 = l_189 <= double(1.7976931348623157e308);
const bool l_192 = l_190 && l_191;
if (l_192) {
const uint64 l_193 = reinterpret_cast<uint64 const&>(l_189);
const uint64 l_194 = l_193 >> uint64(52);
const uint64 l_195 = l_194 - uint64(23);
const uint64 l_196 = l_195 << uint64(52);
const double l_197 = reinterpret_cast<double const&>(l_196);
l_mut_57 = l_197;
}
const double l_198 = l_171 * l_mut_57;
l_mut_199 = uint32(2);
const double l_200 = l_mut_35 - l_181;
const double l_201 = abs(l_200);
l_mut_57 = double(1.401298464324817e-45);
const bool l_202 = l_201 >= double(1.1754943508222875e-38);
const bool l_203 = l_201 <= double(1.7976931348623157e308);
const bool l_204 = l_202 && l_203;
if (l_204) {
const uint64 l_205 = reinterpret_cast<uint64 const&>(l_201);
const uint64 l_206 = l_205 >> uint64(52);
const uint64 l_207 = l_206 - uint64(23);
const uint64 l_208 = l_207 << uint64(52);
const double l_209 = reinterpret_cast<double const&>(l_208);
l_mut_57 = l_209;
}
const double l_210 = l_mut_35 + l_181;
const double l_211 = abs(l_210);
l_mut_48 = double(1.401298464324817e-45);
const bool l_212 = l_211 >= double(1.1754943508222875e-38);
const bool l_213 = l_211 <= double(1.7976931348623157e308);
const bool l_214 = l_212 && l_213;
if (l_214) {
const uint64 l_215 = reinterpret_cast<uint64 const&>(l_211);
const uint64 l_216 = l_215 >> uint64(52);
const uint64 l_217 = l_216 - uint64(23);
const uint64 l_218 = l_217 << uint64(52);
const double l_219 = reinterpret_cast<double const&>(l_218);
l_mut_48 = l_219;
}
const bool l_220 = l_mut_57 == l_mut_48;
if (l_220) {
const double l_221 = l_198 * double(1.4551915228366852e-11);
const double l_222 = l_181 + l_221;
const double l_223 = l_mut_35 - l_198;
const double l_224 = l_mut_35 + l_198;
const uint32 l_225 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_226 = double(l_mut_22);
l_mut_57 = l_226;
const uint32 l_227 = l_225 & uint32(2139095040);
const bool l_228 = l_227 == uint32(0);
if (l_228) {
const uint32 l_229 = l_225 & uint32(8388607);
const double l_230 = double(l_229);
const double l_231 = l_230 * double(1.401298464324817e-45);
l_mut_57 = l_231;
const uint32 l_232 = l_225 >> uint32(31);
const bool l_233 = l_232 == uint32(1);
if (l_233) {
const double l_234 = -l_mut_57;
l_mut_57 = l_234;
}
}
const uint32 l_235 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_236 = l_235 + uint32(1);
l_mut_237 = l_236;
const uint32 l_238 = l_235 & uint32(2147483647);
const bool l_239 = l_238 == uint32(0);
if (l_239) {
l_mut_237 = uint32(1);
} else {
const uint32 l_240 = l_235 & uint32(2147483648);
const bool l_241 = l_240 != uint32(0);
if (l_241) {
const uint32 l_242 = l_235 - uint32(1);
l_mut_237 = l_242;
} else {
const bool l_243 = l_235 == uint32(2139095040);
if (l_243) {
l_mut_237 = l_235;
}
}
}
const float l_244 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_245 = reinterpret_cast<uint32 const&>(l_244);
const double l_246 = double(l_244);
l_mut_48 = l_246;
const uint32 l_247 = l_245 & uint32(2139095040);
const bool l_248 = l_247 == uint32(0);
if (l_248) {
const uint32 l_249 = l_245 & uint32(8388607);
const double l_250 = double(l_249);
const double l_251 = l_250 * double(1.401298464324817e-45);
l_mut_48 = l_251;
const uint32 l_252 = l_245 >> uint32(31);
const bool l_253 = l_252 == uint32(1);
if (l_253) {
const double l_254 = -l_mut_48;
l_mut_48 = l_254;
}
}
const uint32 l_255 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_256 = l_255 ^ uint32(2147483648);
const float l_257 = reinterpret_cast<float const&>(l_256);
const uint32 l_258 = reinterpret_cast<uint32 const&>(l_257);
const uint32 l_259 = l_258 + uint32(1);
l_mut_237 = l_259;
const uint32 l_260 = l_258 & uint32(2147483647);
const bool l_261 = l_260 == uint32(0);
if (l_261) {
l_mut_237 = uint32(1);
} else {
const uint32 l_262 = l_258 & uint32(2147483648);
const bool l_263 = l_262 != uint32(0);
if (l_263) {
const uint32 l_264 = l_258 - uint32(1);
l_mut_237 = l_264;
} else {
const bool l_265 = l_258 == uint32(2139095040);
if (l_265) {
l_mut_237 = l_258;
}
}
}
const float l_266 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_267 = reinterpret_cast<uint32 const&>(l_266);
const uint32 l_268 = l_267 ^ uint32(2147483648);
const float l_269 = reinterpret_cast<float const&>(l_268);
const uint32 l_270 = reinterpret_cast<uint32 const&>(l_269);
const double l_271 = double(l_269);
l_mut_26 = l_271;
const uint32 l_272 = l_270 & uint32(2139095040);
const bool l_273 = l_272 == uint32(0);
if (l_273) {
const uint32 l_274 = l_270 & uint32(8388607);
const double l_275 = double(l_274);
const double l_276 = l_275 * double(1.401298464324817e-45);
l_mut_26 = l_276;
const uint32 l_277 = l_270 >> uint32(31);
const bool l_278 = l_277 == uint32(1);
if (l_278) {
const double l_279 = -l_mut_26;
l_mut_26 = l_279;
}
}
const double l_280 = l_223 + l_222;
const bool l_281 = l_280 <= l_mut_57;
l_mut_282 = l_281;
const double l_283 = l_223 - l_222;
const bool l_284 = l_283 > l_mut_57;
l_mut_285 = l_284;
const double l_286 = l_224 - l_222;
const bool l_287 = l_286 >= l_mut_57;
l_mut_288 = l_287;
const double l_289 = l_224 + l_222;
const bool l_290 = l_289 < l_mut_57;
l_mut_291 = l_290;
if (l_169) {
const double l_292 = l_223 + l_222;
const bool l_293 = l_292 < l_mut_48;
l_mut_282 = l_293;
const double l_294 = l_223 - l_222;
const bool l_295 = l_294 >= l_mut_48;
l_mut_285 = l_295;
const double l_296 = l_224 - l_222;
const bool l_297 = l_296 > l_mut_26;
l_mut_288 = l_297;
const double l_298 = l_224 + l_222;
const bool l_299 = l_298 <= l_mut_26;
l_mut_291 = l_299;
}
l_mut_237 = uint32(2);
const bool l_300 = l_mut_285 || l_mut_291;
if (l_300) {
l_mut_237 = uint32(1);
} else {
const bool l_301 = l_mut_282 && l_mut_288;
if (l_301) {
l_mut_237 = uint32(0);
}
}
const uint32 l_302 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_303 = l_302 & uint32(2147483647);
const bool l_304 = l_303 == uint32(0);
if (l_304) {
const double l_305 = l_223 + l_222;
const bool l_306 = l_305 < double(1.1754943508222875e-38);
const double l_307 = l_224 - l_222;
const bool l_308 = l_307 > double(-1.1754943508222875e-38);
const bool l_309 = l_306 && l_308;
const double l_310 = l_223 - l_222;
const bool l_311 = l_310 < double(1.1754943508222875e-38);
const double l_312 = l_224 + l_222;
const bool l_313 = l_312 > double(-1.1754943508222875e-38);
const bool l_314 = l_311 && l_313;
if (l_309) {
l_mut_237 = uint32(0);
} else {
const bool l_315 = l_mut_237 == uint32(1);
const bool l_316 = l_314 && l_315;
if (l_316) {
l_mut_237 = uint32(2);
}
}
}
l_mut_199 = l_mut_237;
}
l_mut_183 = l_mut_199;
} else {
const bool l_317 = l_165 == uint32(3);
if (l_317) {
l_mut_183 = uint32(0);
const bool l_318 = l_179 >= double(1.1754943508222875e-38);
const bool l_319 = l_179 <= double(8.507059173023462e37);
const bool l_320 = l_318 && l_319;
if (l_320) {
const double l_321 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_322 = l_321 >= double(1.1754943508222875e-38);
const bool l_323 = l_321 <= double(1.7976931348623157e308);
const bool l_324 = l_322 && l_323;
if (l_324) {
const uint64 l_325 = reinterpret_cast<uint64 const&>(l_321);
const uint64 l_326 = l_325 >> uint64(52);
const uint64 l_327 = l_326 - uint64(23);
const uint64 l_328 = l_327 << uint64(52);
const double l_329 = reinterpret_cast<double const&>(l_328);
l_mut_57 = l_329;
}
const double l_330 = l_171 * l_mut_57;
l_mut_237 = uint32(2);
const double l_331 = l_mut_35 - l_181;
const double l_332 = abs(l_331);
l_mut_57 = double(1.401298464324817e-45);
const bool l_333 = l_332 >= double(1.1754943508222875e-38);
const bool l_334 = l_332 <= double(1.7976931348623157e308);
const bool l_335 = l_333 && l_334;
if (l_335) {
const uint64 l_336 = reinterpret_cast<uint64 const&>(l_332);
const uint64 l_337 = l_336 >> uint64(52);
const uint64 l_338 = l_337 - uint64(23);
const uint64 l_339 = l_338 << uint64(52);
const double l_340 = reinterpret_cast<double const&>(l_339);
l_mut_57 = l_340;
}
const double l_341 = l_mut_35 + l_181;
const double l_342 = abs(l_341);
l_mut_48 = double(1.401298464324817e-45);
const bool l_343 = l_342 >= double(1.1754943508222875e-38);
const bool l_344 = l_342 <= double(1.7976931348623157e308);
const bool l_345 = l_343 && l_344;
if (l_345) {
const uint64 l_346 = reinterpret_cast<uint64 const&>(l_342);
const uint64 l_347 = l_346 >> uint64(52);
const uint64 l_348 = l_347 - uint64(23);
const uint64 l_349 = l_348 << uint64(52);
const double l_350 = reinterpret_cast<double const&>(l_349);
l_mut_48 = l_350;
}
const bool l_351 = l_mut_57 == l_mut_48;
if (l_351) {
const double l_352 = l_330 * double(1.4551915228366852e-11);
const double l_353 = l_181 + l_352;
const double l_354 = l_mut_35 - l_330;
const double l_355 = l_mut_35 + l_330;
const uint32 l_356 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_357 = double(l_mut_22);
l_mut_57 = l_357;
const uint32 l_358 = l_356 & uint32(2139095040);
const bool l_359 = l_358 == uint32(0);
if (l_359) {
const uint32 l_360 = l_356 & uint32(8388607);
const double l_361 = double(l_360);
const double l_362 = l_361 * double(1.401298464324817e-45);
l_mut_57 = l_362;
const uint32 l_363 = l_356 >> uint32(31);
const bool l_364 = l_363 == uint32(1);
if (l_364) {
const double l_365 = -l_mut_57;
l_mut_57 = l_365;
}
}
const uint32 l_366 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_367 = l_366 + uint32(1);
l_mut_199 = l_367;
const uint32 l_368 = l_366 & uint32(2147483647);
const bool l_369 = l_368 == uint32(0);
if (l_369) {
l_mut_199 = uint32(1);
} else {
const uint32 l_370 = l_366 & uint32(2147483648);
const bool l_371 = l_370 != uint32(0);
if (l_371) {
const uint32 l_372 = l_366 - uint32(1);
l_mut_199 = l_372;
} else {
const bool l_373 = l_366 == uint32(2139095040);
if (l_373) {
l_mut_199 = l_366;
}
}
}
const float l_374 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_375 = reinterpret_cast<uint32 const&>(l_374);
const double l_376 = double(l_374);
l_mut_48 = l_376;
const uint32 l_377 = l_375 & uint32(2139095040);
const bool l_378 = l_377 == uint32(0);
if (l_378) {
const uint32 l_379 = l_375 & uint32(8388607);
const double l_380 = double(l_379);
const double l_381 = l_380 * double(1.401298464324817e-45);
l_mut_48 = l_381;
const uint32 l_382 = l_375 >> uint32(31);
const bool l_383 = l_382 == uint32(1);
if (l_383) {
const double l_384 = -l_mut_48;
l_mut_48 = l_384;
}
}
const uint32 l_385 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_386 = l_385 ^ uint32(2147483648);
const float l_387 = reinterpret_cast<float const&>(l_386);
const uint32 l_388 = reinterpret_cast<uint32 const&>(l_387);
const uint32 l_389 = l_388 + uint32(1);
l_mut_199 = l_389;
const uint32 l_390 = l_388 & uint32(2147483647);
const bool l_391 = l_390 == uint32(0);
if (l_391) {
l_mut_199 = uint32(1);
} else {
const uint32 l_392 = l_388 & uint32(2147483648);
const bool l_393 = l_392 != uint32(0);
if (l_393) {
const uint32 l_394 = l_388 - uint32(1);
l_mut_199 = l_394;
} else {
const bool l_395 = l_388 == uint32(2139095040);
if (l_395) {
l_mut_199 = l_388;
}
}
}
const float l_396 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_397 = reinterpret_cast<uint32 const&>(l_396);
const uint32 l_398 = l_397 ^ uint32(2147483648);
const float l_399 = reinterpret_cast<float const&>(l_398);
const uint32 l_400 = reinterpret_cast<uint32 const&>(l_399);
const double l_401 = double(l_399);
l_mut_26 = l_401;
const uint32 l_402 = l_400 & uint32(2139095040);
const bool l_403 = l_402 == uint32(0);
if (l_403) {
const uint32 l_404 = l_400 & uint32(8388607);
const double l_405 = double(l_404);
const double l_406 = l_405 * double(1.401298464324817e-45);
l_mut_26 = l_406;
const uint32 l_407 = l_400 >> uint32(31);
const bool l_408 = l_407 == uint32(1);
if (l_408) {
const double l_409 = -l_mut_26;
l_mut_26 = l_409;
}
}
const double l_410 = l_354 + l_353;
const bool l_411 = l_410 <= l_mut_57;
l_mut_291 = l_411;
const double l_412 = l_354 - l_353;
const bool l_413 = l_412 > l_mut_57;
l_mut_288 = l_413;
const double l_414 = l_355 - l_353;
const bool l_415 = l_414 >= l_mut_57;
l_mut_285 = l_415;
const double l_416 = l_355 + l_353;
const bool l_417 = l_416 < l_mut_57;
l_mut_282 = l_417;
if (l_169) {
const double l_418 = l_354 + l_353;
const bool l_419 = l_418 < l_mut_48;
l_mut_291 = l_419;
const double l_420 = l_354 - l_353;
const bool l_421 = l_420 >= l_mut_48;
l_mut_288 = l_421;
const double l_422 = l_355 - l_353;
const bool l_423 = l_422 > l_mut_26;
l_mut_285 = l_423;
const double l_424 = l_355 + l_353;
const bool l_425 = l_424 <= l_mut_26;
l_mut_282 = l_425;
}
l_mut_199 = uint32(2);
const bool l_426 = l_mut_288 || l_mut_282;
if (l_426) {
l_mut_199 = uint32(1);
} else {
const bool l_427 = l_mut_291 && l_mut_285;
if (l_427) {
l_mut_199 = uint32(0);
}
}
const uint32 l_428 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_429 = l_428 & uint32(2147483647);
const bool l_430 = l_429 == uint32(0);
if (l_430) {
const double l_431 = l_354 + l_353;
const bool l_432 = l_431 < double(1.1754943508222875e-38);
const double l_433 = l_355 - l_353;
const bool l_434 = l_433 > double(-1.1754943508222875e-38);
const bool l_435 = l_432 && l_434;
const double l_436 = l_354 - l_353;
const bool l_437 = l_436 < double(1.1754943508222875e-38);
const double l_438 = l_355 + l_353;
const bool l_439 = l_438 > double(-1.1754943508222875e-38);
const bool l_440 = l_437 && l_439;
if (l_435) {
l_mut_199 = uint32(0);
} else {
const bool l_441 = l_mut_199 == uint32(1);
const bool l_442 = l_440 && l_441;
if (l_442) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_443 = l_165 == uint32(4);
if (l_443) {
const double l_444 = l_174 * l_179;
const double l_445 = l_171 + l_444;
const double l_446 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_447 = l_446 >= double(1.1754943508222875e-38);
const bool l_448 = l_446 <= double(1.7976931348623157e308);
const bool l_449 = l_447 && l_448;
if (l_449) {
const uint64 l_450 = reinterpret_cast<uint64 const&>(l_446);
const uint64 l_451 = l_450 >> uint64(52);
const uint64 l_452 = l_451 - uint64(23);
const uint64 l_453 = l_452 << uint64(52);
const double l_454 = reinterpret_cast<double const&>(l_453);
l_mut_57 = l_454;
}
const double l_455 = l_445 * l_mut_57;
l_mut_237 = uint32(2);
const double l_456 = l_mut_35 - l_181;
const double l_457 = abs(l_456);
l_mut_57 = double(1.401298464324817e-45);
const bool l_458 = l_457 >= double(1.1754943508222875e-38);
const bool l_459 = l_457 <= double(1.7976931348623157e308);
const bool l_460 = l_458 && l_459;
if (l_460) {
const uint64 l_461 = reinterpret_cast<uint64 const&>(l_457);
const uint64 l_462 = l_461 >> uint64(52);
const uint64 l_463 = l_462 - uint64(23);
const uint64 l_464 = l_463 << uint64(52);
const double l_465 = reinterpret_cast<double const&>(l_464);
l_mut_57 = l_465;
}
const double l_466 = l_mut_35 + l_181;
const double l_467 = abs(l_466);
l_mut_48 = double(1.401298464324817e-45);
const bool l_468 = l_467 >= double(1.1754943508222875e-38);
const bool l_469 = l_467 <= double(1.7976931348623157e308);
const bool l_470 = l_468 && l_469;
if (l_470) {
const uint64 l_471 = reinterpret_cast<uint64 const&>(l_467);
const uint64 l_472 = l_471 >> uint64(52);
const uint64 l_473 = l_472 - uint64(23);
const uint64 l_474 = l_473 << uint64(52);
const double l_475 = reinterpret_cast<double const&>(l_474);
l_mut_48 = l_475;
}
const bool l_476 = l_mut_57 == l_mut_48;
if (l_476) {
const double l_477 = l_455 * double(1.4551915228366852e-11);
const double l_478 = l_181 + l_477;
const double l_479 = l_mut_35 - l_455;
const double l_480 = l_mut_35 + l_455;
const uint32 l_481 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_482 = double(l_mut_22);
l_mut_57 = l_482;
const uint32 l_483 = l_481 & uint32(2139095040);
const bool l_484 = l_483 == uint32(0);
if (l_484) {
const uint32 l_485 = l_481 & uint32(8388607);
const double l_486 = double(l_485);
const double l_487 = l_486 * double(1.401298464324817e-45);
l_mut_57 = l_487;
const uint32 l_488 = l_481 >> uint32(31);
const bool l_489 = l_488 == uint32(1);
if (l_489) {
const double l_490 = -l_mut_57;
l_mut_57 = l_490;
}
}
const uint32 l_491 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_492 = l_491 + uint32(1);
l_mut_199 = l_492;
const uint32 l_493 = l_491 & uint32(2147483647);
const bool l_494 = l_493 == uint32(0);
if (l_494) {
l_mut_199 = uint32(1);
} else {
const uint32 l_495 = l_491 & uint32(2147483648);
const bool l_496 = l_495 != uint32(0);
if (l_496) {
const uint32 l_497 = l_491 - uint32(1);
l_mut_199 = l_497;
} else {
const bool l_498 = l_491 == uint32(2139095040);
if (l_498) {
l_mut_199 = l_491;
}
}
}
const float l_499 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_500 = reinterpret_cast<uint32 const&>(l_499);
const double l_501 = double(l_499);
l_mut_48 = l_501;
const uint32 l_502 = l_500 & uint32(2139095040);
const bool l_503 = l_502 == uint32(0);
if (l_503) {
const uint32 l_504 = l_500 & uint32(8388607);
const double l_505 = double(l_504);
const double l_506 = l_505 * double(1.401298464324817e-45);
l_mut_48 = l_506;
const uint32 l_507 = l_500 >> uint32(31);
const bool l_508 = l_507 == uint32(1);
if (l_508) {
const double l_509 = -l_mut_48;
l_mut_48 = l_509;
}
}
const uint32 l_510 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_511 = l_510 ^ uint32(2147483648);
const float l_512 = reinterpret_cast<float const&>(l_511);
const uint32 l_513 = reinterpret_cast<uint32 const&>(l_512);
const uint32 l_514 = l_513 + uint32(1);
l_mut_199 = l_514;
const uint32 l_515 = l_513 & uint32(2147483647);
const bool l_516 = l_515 == uint32(0);
if (l_516) {
l_mut_199 = uint32(1);
} else {
const uint32 l_517 = l_513 & uint32(2147483648);
const bool l_518 = l_517 != uint32(0);
if (l_518) {
const uint32 l_519 = l_513 - uint32(1);
l_mut_199 = l_519;
} else {
const bool l_520 = l_513 == uint32(2139095040);
if (l_520) {
l_mut_199 = l_513;
}
}
}
const float l_521 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_522 = reinterpret_cast<uint32 const&>(l_521);
const uint32 l_523 = l_522 ^ uint32(2147483648);
const float l_524 = reinterpret_cast<float const&>(l_523);
const uint32 l_525 = reinterpret_cast<uint32 const&>(l_524);
const double l_526 = double(l_524);
l_mut_26 = l_526;
const uint32 l_527 = l_525 & uint32(2139095040);
const bool l_528 = l_527 == uint32(0);
if (l_528) {
const uint32 l_529 = l_525 & uint32(8388607);
const double l_530 = double(l_529);
const double l_531 = l_530 * double(1.401298464324817e-45);
l_mut_26 = l_531;
const uint32 l_532 = l_525 >> uint32(31);
const bool l_533 = l_532 == uint32(1);
if (l_533) {
const double l_534 = -l_mut_26;
l_mut_26 = l_534;
}
}
const double l_535 = l_479 + l_478;
const bool l_536 = l_535 <= l_mut_57;
l_mut_291 = l_536;
const double l_537 = l_479 - l_478;
const bool l_538 = l_537 > l_mut_57;
l_mut_288 = l_538;
const double l_539 = l_480 - l_478;
const bool l_540 = l_539 >= l_mut_57;
l_mut_285 = l_540;
const double l_541 = l_480 + l_478;
const bool l_542 = l_541 < l_mut_57;
l_mut_282 = l_542;
if (l_169) {
const double l_543 = l_479 + l_478;
const bool l_544 = l_543 < l_mut_48;
l_mut_291 = l_544;
const double l_545 = l_479 - l_478;
const bool l_546 = l_545 >= l_mut_48;
l_mut_288 = l_546;
const double l_547 = l_480 - l_478;
const bool l_548 = l_547 > l_mut_26;
l_mut_285 = l_548;
const double l_549 = l_480 + l_478;
const bool l_550 = l_549 <= l_mut_26;
l_mut_282 = l_550;
}
l_mut_199 = uint32(2);
const bool l_551 = l_mut_288 || l_mut_282;
if (l_551) {
l_mut_199 = uint32(1);
} else {
const bool l_552 = l_mut_291 && l_mut_285;
if (l_552) {
l_mut_199 = uint32(0);
}
}
const uint32 l_553 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_554 = l_553 & uint32(2147483647);
const bool l_555 = l_554 == uint32(0);
if (l_555) {
const double l_556 = l_479 + l_478;
const bool l_557 = l_556 < double(1.1754943508222875e-38);
const double l_558 = l_480 - l_478;
const bool l_559 = l_558 > double(-1.1754943508222875e-38);
const bool l_560 = l_557 && l_559;
const double l_561 = l_479 - l_478;
const bool l_562 = l_561 < double(1.1754943508222875e-38);
const double l_563 = l_480 + l_478;
const bool l_564 = l_563 > double(-1.1754943508222875e-38);
const bool l_565 = l_562 && l_564;
if (l_560) {
l_mut_199 = uint32(0);
} else {
const bool l_566 = l_mut_199 == uint32(1);
const bool l_567 = l_565 && l_566;
if (l_567) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
const bool l_568 = l_165 == uint32(5);
if (l_568) {
const double l_569 = double(2.0) * l_178;
const double l_570 = abs(l_569);
const double l_571 = floor(l_570);
const double l_572 = double(3.0) + l_571;
const double l_573 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_574 = l_573 >= double(1.1754943508222875e-38);
const bool l_575 = l_573 <= double(1.7976931348623157e308);
const bool l_576 = l_574 && l_575;
if (l_576) {
const uint64 l_577 = reinterpret_cast<uint64 const&>(l_573);
const uint64 l_578 = l_577 >> uint64(52);
const uint64 l_579 = l_578 - uint64(23);
const uint64 l_580 = l_579 << uint64(52);
const double l_581 = reinterpret_cast<double const&>(l_580);
l_mut_57 = l_581;
}
const double l_582 = l_572 * l_mut_57;
l_mut_237 = uint32(2);
const double l_583 = l_mut_35 - l_181;
const double l_584 = abs(l_583);
l_mut_57 = double(1.401298464324817e-45);
const bool l_585 = l_584 >= double(1.1754943508222875e-38);
const bool l_586 = l_584 <= double(1.7976931348623157e308);
const bool l_587 = l_585 && l_586;
if (l_587) {
const uint64 l_588 = reinterpret_cast<uint64 const&>(l_584);
const uint64 l_589 = l_588 >> uint64(52);
const uint64 l_590 = l_589 - uint64(23);
const uint64 l_591 = l_590 << uint64(52);
const double l_592 = reinterpret_cast<double const&>(l_591);
l_mut_57 = l_592;
}
const double l_593 = l_mut_35 + l_181;
const double l_594 = abs(l_593);
l_mut_48 = double(1.401298464324817e-45);
const bool l_595 = l_594 >= double(1.1754943508222875e-38);
const bool l_596 = l_594 <= double(1.7976931348623157e308);
const bool l_597 = l_595 && l_596;
if (l_597) {
const uint64 l_598 = reinterpret_cast<uint64 const&>(l_594);
const uint64 l_599 = l_598 >> uint64(52);
const uint64 l_600 = l_599 - uint64(23);
const uint64 l_601 = l_600 << uint64(52);
const double l_602 = reinterpret_cast<double const&>(l_601);
l_mut_48 = l_602;
}
const bool l_603 = l_mut_57 == l_mut_48;
if (l_603) {
const double l_604 = l_582 * double(1.4551915228366852e-11);
const double l_605 = l_181 + l_604;
const double l_606 = l_mut_35 - l_582;
const double l_607 = l_mut_35 + l_582;
const uint32 l_608 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_609 = double(l_mut_22);
l_mut_57 = l_609;
const uint32 l_610 = l_608 & uint32(2139095040);
const bool l_611 = l_610 == uint32(0);
if (l_611) {
const uint32 l_612 = l_608 & uint32(8388607);
const double l_613 = double(l_612);
const double l_614 = l_613 * double(1.401298464324817e-45);
l_mut_57 = l_614;
const uint32 l_615 = l_608 >> uint32(31);
const bool l_616 = l_615 == uint32(1);
if (l_616) {
const double l_617 = -l_mut_57;
l_mut_57 = l_617;
}
}
const uint32 l_618 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_619 = l_618 + uint32(1);
l_mut_199 = l_619;
const uint32 l_620 = l_618 & uint32(2147483647);
const bool l_621 = l_620 == uint32(0);
if (l_621) {
l_mut_199 = uint32(1);
} else {
const uint32 l_622 = l_618 & uint32(2147483648);
const bool l_623 = l_622 != uint32(0);
if (l_623) {
const uint32 l_624 = l_618 - uint32(1);
l_mut_199 = l_624;
} else {
const bool l_625 = l_618 == uint32(2139095040);
if (l_625) {
l_mut_199 = l_618;
}
}
}
const float l_626 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_627 = reinterpret_cast<uint32 const&>(l_626);
const double l_628 = double(l_626);
l_mut_48 = l_628;
const uint32 l_629 = l_627 & uint32(2139095040);
const bool l_630 = l_629 == uint32(0);
if (l_630) {
const uint32 l_631 = l_627 & uint32(8388607);
const double l_632 = double(l_631);
const double l_633 = l_632 * double(1.401298464324817e-45);
l_mut_48 = l_633;
const uint32 l_634 = l_627 >> uint32(31);
const bool l_635 = l_634 == uint32(1);
if (l_635) {
const double l_636 = -l_mut_48;
l_mut_48 = l_636;
}
}
const uint32 l_637 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_638 = l_637 ^ uint32(2147483648);
const float l_639 = reinterpret_cast<float const&>(l_638);
const uint32 l_640 = reinterpret_cast<uint32 const&>(l_639);
const uint32 l_641 = l_640 + uint32(1);
l_mut_199 = l_641;
const uint32 l_642 = l_640 & uint32(2147483647);
const bool l_643 = l_642 == uint32(0);
if (l_643) {
l_mut_199 = uint32(1);
} else {
const uint32 l_644 = l_640 & uint32(2147483648);
const bool l_645 = l_644 != uint32(0);
if (l_645) {
const uint32 l_646 = l_640 - uint32(1);
l_mut_199 = l_646;
} else {
const bool l_647 = l_640 == uint32(2139095040);
if (l_647) {
l_mut_199 = l_640;
}
}
}
const float l_648 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_649 = reinterpret_cast<uint32 const&>(l_648);
const uint32 l_650 = l_649 ^ uint32(2147483648);
const float l_651 = reinterpret_cast<float const&>(l_650);
const uint32 l_652 = reinterpret_cast<uint32 const&>(l_651);
const double l_653 = double(l_651);
l_mut_26 = l_653;
const uint32 l_654 = l_652 & uint32(2139095040);
const bool l_655 = l_654 == uint32(0);
if (l_655) {
const uint32 l_656 = l_652 & uint32(8388607);
const double l_657 = double(l_656);
const double l_658 = l_657 * double(1.401298464324817e-45);
l_mut_26 = l_658;
const uint32 l_659 = l_652 >> uint32(31);
const bool l_660 = l_659 == uint32(1);
if (l_660) {
const double l_661 = -l_mut_26;
l_mut_26 = l_661;
}
}
const double l_662 = l_606 + l_605;
const bool l_663 = l_662 <= l_mut_57;
l_mut_291 = l_663;
const double l_664 = l_606 - l_605;
const bool l_665 = l_664 > l_mut_57;
l_mut_288 = l_665;
const double l_666 = l_607 - l_605;
const bool l_667 = l_666 >= l_mut_57;
l_mut_285 = l_667;
const double l_668 = l_607 + l_605;
const bool l_669 = l_668 < l_mut_57;
l_mut_282 = l_669;
if (l_169) {
const double l_670 = l_606 + l_605;
const bool l_671 = l_670 < l_mut_48;
l_mut_291 = l_671;
const double l_672 = l_606 - l_605;
const bool l_673 = l_672 >= l_mut_48;
l_mut_288 = l_673;
const double l_674 = l_607 - l_605;
const bool l_675 = l_674 > l_mut_26;
l_mut_285 = l_675;
const double l_676 = l_607 + l_605;
const bool l_677 = l_676 <= l_mut_26;
l_mut_282 = l_677;
}
l_mut_199 = uint32(2);
const bool l_678 = l_mut_288 || l_mut_282;
if (l_678) {
l_mut_199 = uint32(1);
} else {
const bool l_679 = l_mut_291 && l_mut_285;
if (l_679) {
l_mut_199 = uint32(0);
}
}
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_681 = l_680 & uint32(2147483647);
const bool l_682 = l_681 == uint32(0);
if (l_682) {
const double l_683 = l_606 + l_605;
const bool l_684 = l_683 < double(1.1754943508222875e-38);
const double l_685 = l_607 - l_605;
const bool l_686 = l_685 > double(-1.1754943508222875e-38);
const bool l_687 = l_684 && l_686;
const double l_688 = l_606 - l_605;
const bool l_689 = l_688 < double(1.1754943508222875e-38);
const double l_690 = l_607 + l_605;
const bool l_691 = l_690 > double(-1.1754943508222875e-38);
const bool l_692 = l_689 && l_691;
if (l_687) {
l_mut_199 = uint32(0);
} else {
const bool l_693 = l_mut_199 == uint32(1);
const bool l_694 = l_692 && l_693;
if (l_694) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
} else {
const bool l_695 = l_165 == uint32(6);
if (l_695) {
l_mut_183 = uint32(0);
const bool l_696 = l_179 <= l_174;
if (l_696) {
const double l_697 = l_171 * double(1.4551915228366852e-11);
const double l_698 = l_181 + l_697;
const double l_699 = l_mut_35 - l_171;
const double l_700 = l_mut_35 + l_171;
const uint32 l_701 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_702 = double(l_mut_22);
l_mut_57 = l_702;
const uint32 l_703 = l_701 & uint32(2139095040);
const bool l_704 = l_703 == uint32(0);
if (l_704) {
const uint32 l_705 = l_701 & uint32(8388607);
const double l_706 = double(l_705);
const double l_707 = l_706 * double(1.401298464324817e-45);
l_mut_57 = l_707;
const uint32 l_708 = l_701 >> uint32(31);
const bool l_709 = l_708 == uint32(1);
if (l_709) {
const double l_710 = -l_mut_57;
l_mut_57 = l_710;
}
}
const uint32 l_711 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_712 = l_711 + uint32(1);
l_mut_237 = l_712;
const uint32 l_713 = l_711 & uint32(2147483647);
const bool l_714 = l_713 == uint32(0);
if (l_714) {
l_mut_237 = uint32(1);
} else {
const uint32 l_715 = l_711 & uint32(2147483648);
const bool l_716 = l_715 != uint32(0);
if (l_716) {
const uint32 l_717 = l_711 - uint32(1);
l_mut_237 = l_717;
} else {
const bool l_718 = l_711 == uint32(2139095040);
if (l_718) {
l_mut_237 = l_711;
}
}
}
const float l_719 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_720 = reinterpret_cast<uint32 const&>(l_719);
const double l_721 = double(l_719);
l_mut_48 = l_721;
const uint32 l_722 = l_720 & uint32(2139095040);
const bool l_723 = l_722 == uint32(0);
if (l_723) {
const uint32 l_724 = l_720 & uint32(8388607);
const double l_725 = double(l_724);
const double l_726 = l_725 * double(1.401298464324817e-45);
l_mut_48 = l_726;
const uint32 l_727 = l_720 >> uint32(31);
const bool l_728 = l_727 == uint32(1);
if (l_728) {
const double l_729 = -l_mut_48;
l_mut_48 = l_729;
}
}
const uint32 l_730 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_731 = l_730 ^ uint32(2147483648);
const float l_732 = reinterpret_cast<float const&>(l_731);
const uint32 l_733 = reinterpret_cast<uint32 const&>(l_732);
const uint32 l_734 = l_733 + uint32(1);
l_mut_237 = l_734;
const uint32 l_735 = l_733 & uint32(2147483647);
const bool l_736 = l_735 == uint32(0);
if (l_736) {
l_mut_237 = uint32(1);
} else {
const uint32 l_737 = l_733 & uint32(2147483648);
const bool l_738 = l_737 != uint32(0);
if (l_738) {
const uint32 l_739 = l_733 - uint32(1);
l_mut_237 = l_739;
} else {
const bool l_740 = l_733 == uint32(2139095040);
if (l_740) {
l_mut_237 = l_733;
}
}
}
const float l_741 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_742 = reinterpret_cast<uint32 const&>(l_741);
const uint32 l_743 = l_742 ^ uint32(2147483648);
const float l_744 = reinterpret_cast<float const&>(l_743);
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_744);
const double l_746 = double(l_744);
l_mut_26 = l_746;
const uint32 l_747 = l_745 & uint32(2139095040);
const bool l_748 = l_747 == uint32(0);
if (l_748) {
const uint32 l_749 = l_745 & uint32(8388607);
const double l_750 = double(l_749);
const double l_751 = l_750 * double(1.401298464324817e-45);
l_mut_26 = l_751;
const uint32 l_752 = l_745 >> uint32(31);
const bool l_753 = l_752 == uint32(1);
if (l_753) {
const double l_754 = -l_mut_26;
l_mut_26 = l_754;
}
}
const double l_755 = l_699 + l_698;
const bool l_756 = l_755 <= l_mut_57;
l_mut_291 = l_756;
const double l_757 = l_699 - l_698;
const bool l_758 = l_757 > l_mut_57;
l_mut_288 = l_758;
const double l_759 = l_700 - l_698;
const bool l_760 = l_759 >= l_mut_57;
l_mut_285 = l_760;
const double l_761 = l_700 + l_698;
const bool l_762 = l_761 < l_mut_57;
l_mut_282 = l_762;
if (l_169) {
const double l_763 = l_699 + l_698;
const bool l_764 = l_763 < l_mut_48;
l_mut_291 = l_764;
const double l_765 = l_699 - l_698;
const bool l_766 = l_765 >= l_mut_48;
l_mut_288 = l_766;
const double l_767 = l_700 - l_698;
const bool l_768 = l_767 > l_mut_26;
l_mut_285 = l_768;
const double l_769 = l_700 + l_698;
const bool l_770 = l_769 <= l_mut_26;
l_mut_282 = l_770;
}
l_mut_237 = uint32(2);
const bool l_771 = l_mut_288 || l_mut_282;
if (l_771) {
l_mut_237 = uint32(1);
} else {
const bool l_772 = l_mut_291 && l_mut_285;
if (l_772) {
l_mut_237 = uint32(0);
}
}
const uint32 l_773 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_774 = l_773 & uint32(2147483647);
const bool l_775 = l_774 == uint32(0);
if (l_775) {
const double l_776 = l_699 + l_698;
const bool l_777 = l_776 < double(1.1754943508222875e-38);
const double l_778 = l_700 - l_698;
const bool l_779 = l_778 > double(-1.1754943508222875e-38);
const bool l_780 = l_777 && l_779;
const double l_781 = l_699 - l_698;
const bool l_782 = l_781 < double(1.1754943508222875e-38);
const double l_783 = l_700 + l_698;
const bool l_784 = l_783 > double(-1.1754943508222875e-38);
const bool l_785 = l_782 && l_784;
if (l_780) {
l_mut_237 = uint32(0);
} else {
const bool l_786 = l_mut_237 == uint32(1);
const bool l_787 = l_785 && l_786;
if (l_787) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_788 = l_165 == uint32(7);
if (l_788) {
const double l_789 = abs(l_mut_35);
const double l_790 = l_171 * l_789;
l_mut_57 = l_790;
const double l_791 = abs(l_mut_35);
l_mut_48 = double(1.401298464324817e-45);
const bool l_792 = l_791 >= double(1.1754943508222875e-38);
const bool l_793 = l_791 <= double(1.7976931348623157e308);
const bool l_794 = l_792 && l_793;
if (l_794) {
const uint64 l_795 = reinterpret_cast<uint64 const&>(l_791);
const uint64 l_796 = l_795 >> uint64(52);
const uint64 l_797 = l_796 - uint64(23);
const uint64 l_798 = l_797 << uint64(52);
const double l_799 = reinterpret_cast<double const&>(l_798);
l_mut_48 = l_799;
}
const double l_800 = double(0.5) * l_mut_48;
const bool l_801 = l_800 > l_mut_57;
if (l_801) {
l_mut_57 = l_800;
}
const double l_802 = l_mut_35 - l_181;
const double l_803 = abs(l_802);
l_mut_48 = double(1.401298464324817e-45);
const bool l_804 = l_803 >= double(1.1754943508222875e-38);
const bool l_805 = l_803 <= double(1.7976931348623157e308);
const bool l_806 = l_804 && l_805;
if (l_806) {
const uint64 l_807 = reinterpret_cast<uint64 const&>(l_803);
const uint64 l_808 = l_807 >> uint64(52);
const uint64 l_809 = l_808 - uint64(23);
const uint64 l_810 = l_809 << uint64(52);
const double l_811 = reinterpret_cast<double const&>(l_810);
l_mut_48 = l_811;
}
const double l_812 = l_mut_35 + l_181;
const double l_813 = abs(l_812);
l_mut_26 = double(1.401298464324817e-45);
const bool l_814 = l_813 >= double(1.1754943508222875e-38);
const bool l_815 = l_813 <= double(1.7976931348623157e308);
const bool l_816 = l_814 && l_815;
if (l_816) {
const uint64 l_817 = reinterpret_cast<uint64 const&>(l_813);
const uint64 l_818 = l_817 >> uint64(52);
const uint64 l_819 = l_818 - uint64(23);
const uint64 l_820 = l_819 << uint64(52);
const double l_821 = reinterpret_cast<double const&>(l_820);
l_mut_26 = l_821;
}
const bool l_822 = l_mut_48 == l_mut_26;
if (l_822) {
const double l_823 = l_171 * l_181;
const double l_824 = l_181 + l_823;
const double l_825 = l_mut_57 * double(1.4551915228366852e-11);
const double l_826 = l_824 + l_825;
const double l_827 = l_mut_35 - l_mut_57;
const double l_828 = l_mut_35 + l_mut_57;
const uint32 l_829 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_830 = double(l_mut_22);
l_mut_57 = l_830;
const uint32 l_831 = l_829 & uint32(2139095040);
const bool l_832 = l_831 == uint32(0);
if (l_832) {
const uint32 l_833 = l_829 & uint32(8388607);
const double l_834 = double(l_833);
const double l_835 = l_834 * double(1.401298464324817e-45);
l_mut_57 = l_835;
const uint32 l_836 = l_829 >> uint32(31);
const bool l_837 = l_836 == uint32(1);
if (l_837) {
const double l_838 = -l_mut_57;
l_mut_57 = l_838;
}
}
const uint32 l_839 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_840 = l_839 + uint32(1);
l_mut_237 = l_840;
const uint32 l_841 = l_839 & uint32(2147483647);
const bool l_842 = l_841 == uint32(0);
if (l_842) {
l_mut_237 = uint32(1);
} else {
const uint32 l_843 = l_839 & uint32(2147483648);
const bool l_844 = l_843 != uint32(0);
if (l_844) {
const uint32 l_845 = l_839 - uint32(1);
l_mut_237 = l_845;
} else {
const bool l_846 = l_839 == uint32(2139095040);
if (l_846) {
l_mut_237 = l_839;
}
}
}
const float l_847 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_848 = reinterpret_cast<uint32 const&>(l_847);
const double l_849 = double(l_847);
l_mut_48 = l_849;
const uint32 l_850 = l_848 & uint32(2139095040);
const bool l_851 = l_850 == uint32(0);
if (l_851) {
const uint32 l_852 = l_848 & uint32(8388607);
const double l_853 = double(l_852);
const double l_854 = l_853 * double(1.401298464324817e-45);
l_mut_48 = l_854;
const uint32 l_855 = l_848 >> uint32(31);
const bool l_856 = l_855 == uint32(1);
if (l_856) {
const double l_857 = -l_mut_48;
l_mut_48 = l_857;
}
}
const uint32 l_858 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_859 = l_858 ^ uint32(2147483648);
const float l_860 = reinterpret_cast<float const&>(l_859);
const uint32 l_861 = reinterpret_cast<uint32 const&>(l_860);
const uint32 l_862 = l_861 + uint32(1);
l_mut_237 = l_862;
const uint32 l_863 = l_861 & uint32(2147483647);
const bool l_864 = l_863 == uint32(0);
if (l_864) {
l_mut_237 = uint32(1);
} else {
const uint32 l_865 = l_861 & uint32(2147483648);
const bool l_866 = l_865 != uint32(0);
if (l_866) {
const uint32 l_867 = l_861 - uint32(1);
l_mut_237 = l_867;
} else {
const bool l_868 = l_861 == uint32(2139095040);
if (l_868) {
l_mut_237 = l_861;
}
}
}
const float l_869 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_870 = reinterpret_cast<uint32 const&>(l_869);
const uint32 l_871 = l_870 ^ uint32(2147483648);
const float l_872 = reinterpret_cast<float const&>(l_871);
const uint32 l_873 = reinterpret_cast<uint32 const&>(l_872);
const double l_874 = double(l_872);
l_mut_26 = l_874;
const uint32 l_875 = l_873 & uint32(2139095040);
const bool l_876 = l_875 == uint32(0);
if (l_876) {
const uint32 l_877 = l_873 & uint32(8388607);
const double l_878 = double(l_877);
const double l_879 = l_878 * double(1.401298464324817e-45);
l_mut_26 = l_879;
const uint32 l_880 = l_873 >> uint32(31);
const bool l_881 = l_880 == uint32(1);
if (l_881) {
const double l_882 = -l_mut_26;
l_mut_26 = l_882;
}
}
const double l_883 = l_827 + l_826;
const bool l_884 = l_883 <= l_mut_57;
l_mut_291 = l_884;
const double l_885 = l_827 - l_826;
const bool l_886 = l_885 > l_mut_57;
l_mut_288 = l_886;
const double l_887 = l_828 - l_826;
const bool l_888 = l_887 >= l_mut_57;
l_mut_285 = l_888;
const double l_889 = l_828 + l_826;
const bool l_890 = l_889 < l_mut_57;
l_mut_282 = l_890;
if (l_169) {
const double l_891 = l_827 + l_826;
const bool l_892 = l_891 < l_mut_48;
l_mut_291 = l_892;
const double l_893 = l_827 - l_826;
const bool l_894 = l_893 >= l_mut_48;
l_mut_288 = l_894;
const double l_895 = l_828 - l_826;
const bool l_896 = l_895 > l_mut_26;
l_mut_285 = l_896;
const double l_897 = l_828 + l_826;
const bool l_898 = l_897 <= l_mut_26;
l_mut_282 = l_898;
}
l_mut_237 = uint32(2);
const bool l_899 = l_mut_288 || l_mut_282;
if (l_899) {
l_mut_237 = uint32(1);
} else {
const bool l_900 = l_mut_291 && l_mut_285;
if (l_900) {
l_mut_237 = uint32(0);
}
}
const uint32 l_901 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_902 = l_901 & uint32(2147483647);
const bool l_903 = l_902 == uint32(0);
if (l_903) {
const double l_904 = l_827 + l_826;
const bool l_905 = l_904 < double(1.1754943508222875e-38);
const double l_906 = l_828 - l_826;
const bool l_907 = l_906 > double(-1.1754943508222875e-38);
const bool l_908 = l_905 && l_907;
const double l_909 = l_827 - l_826;
const bool l_910 = l_909 < double(1.1754943508222875e-38);
const double l_911 = l_828 + l_826;
const bool l_912 = l_911 > double(-1.1754943508222875e-38);
const bool l_913 = l_910 && l_912;
if (l_908) {
l_mut_237 = uint32(0);
} else {
const bool l_914 = l_mut_237 == uint32(1);
const bool l_915 = l_913 && l_914;
if (l_915) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_916 = l_165 == uint32(8);
if (l_916) {
const bool l_917 = l_178 >= double(0.5);
const bool l_918 = l_178 <= double(2.0);
const bool l_919 = l_917 && l_918;
if (l_919) {
const double l_920 = l_171 * double(1.4551915228366852e-11);
const double l_921 = l_181 + l_920;
const double l_922 = l_mut_35 - l_171;
const double l_923 = l_mut_35 + l_171;
const uint32 l_924 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_925 = double(l_mut_22);
l_mut_57 = l_925;
const uint32 l_926 = l_924 & uint32(2139095040);
const bool l_927 = l_926 == uint32(0);
if (l_927) {
const uint32 l_928 = l_924 & uint32(8388607);
const double l_929 = double(l_928);
const double l_930 = l_929 * double(1.401298464324817e-45);
l_mut_57 = l_930;
const uint32 l_931 = l_924 >> uint32(31);
const bool l_932 = l_931 == uint32(1);
if (l_932) {
const double l_933 = -l_mut_57;
l_mut_57 = l_933;
}
}
const uint32 l_934 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_935 = l_934 + uint32(1);
l_mut_237 = l_935;
const uint32 l_936 = l_934 & uint32(2147483647);
const bool l_937 = l_936 == uint32(0);
if (l_937) {
l_mut_237 = uint32(1);
} else {
const uint32 l_938 = l_934 & uint32(2147483648);
const bool l_939 = l_938 != uint32(0);
if (l_939) {
const uint32 l_940 = l_934 - uint32(1);
l_mut_237 = l_940;
} else {
const bool l_941 = l_934 == uint32(2139095040);
if (l_941) {
l_mut_237 = l_934;
}
}
}
const float l_942 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_943 = reinterpret_cast<uint32 const&>(l_942);
const double l_944 = double(l_942);
l_mut_48 = l_944;
const uint32 l_945 = l_943 & uint32(2139095040);
const bool l_946 = l_945 == uint32(0);
if (l_946) {
const uint32 l_947 = l_943 & uint32(8388607);
const double l_948 = double(l_947);
const double l_949 = l_948 * double(1.401298464324817e-45);
l_mut_48 = l_949;
const uint32 l_950 = l_943 >> uint32(31);
const bool l_951 = l_950 == uint32(1);
if (l_951) {
const double l_952 = -l_mut_48;
l_mut_48 = l_952;
}
}
const uint32 l_953 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_954 = l_953 ^ uint32(2147483648);
const float l_955 = reinterpret_cast<float const&>(l_954);
const uint32 l_956 = reinterpret_cast<uint32 const&>(l_955);
const uint32 l_957 = l_956 + uint32(1);
l_mut_237 = l_957;
const uint32 l_958 = l_956 & uint32(2147483647);
const bool l_959 = l_958 == uint32(0);
if (l_959) {
l_mut_237 = uint32(1);
} else {
const uint32 l_960 = l_956 & uint32(2147483648);
const bool l_961 = l_960 != uint32(0);
if (l_961) {
const uint32 l_962 = l_956 - uint32(1);
l_mut_237 = l_962;
} else {
const bool l_963 = l_956 == uint32(2139095040);
if (l_963) {
l_mut_237 = l_956;
}
}
}
const float l_964 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_965 = reinterpret_cast<uint32 const&>(l_964);
const uint32 l_966 = l_965 ^ uint32(2147483648);
const float l_967 = reinterpret_cast<float const&>(l_966);
const uint32 l_968 = reinterpret_cast<uint32 const&>(l_967);
const double l_969 = double(l_967);
l_mut_26 = l_969;
const uint32 l_970 = l_968 & uint32(2139095040);
const bool l_971 = l_970 == uint32(0);
if (l_971) {
const uint32 l_972 = l_968 & uint32(8388607);
const double l_973 = double(l_972);
const double l_974 = l_973 * double(1.401298464324817e-45);
l_mut_26 = l_974;
const uint32 l_975 = l_968 >> uint32(31);
const bool l_976 = l_975 == uint32(1);
if (l_976) {
const double l_977 = -l_mut_26;
l_mut_26 = l_977;
}
}
const double l_978 = l_922 + l_921;
const bool l_979 = l_978 <= l_mut_57;
l_mut_291 = l_979;
const double l_980 = l_922 - l_921;
const bool l_981 = l_980 > l_mut_57;
l_mut_288 = l_981;
const double l_982 = l_923 - l_921;
const bool l_983 = l_982 >= l_mut_57;
l_mut_285 = l_983;
const double l_984 = l_923 + l_921;
const bool l_985 = l_984 < l_mut_57;
l_mut_282 = l_985;
if (l_169) {
const double l_986 = l_922 + l_921;
const bool l_987 = l_986 < l_mut_48;
l_mut_291 = l_987;
const double l_988 = l_922 - l_921;
const bool l_989 = l_988 >= l_mut_48;
l_mut_288 = l_989;
const double l_990 = l_923 - l_921;
const bool l_991 = l_990 > l_mut_26;
l_mut_285 = l_991;
const double l_992 = l_923 + l_921;
const bool l_993 = l_992 <= l_mut_26;
l_mut_282 = l_993;
}
l_mut_237 = uint32(2);
const bool l_994 = l_mut_288 || l_mut_282;
if (l_994) {
l_mut_237 = uint32(1);
} else {
const bool l_995 = l_mut_291 && l_mut_285;
if (l_995) {
l_mut_237 = uint32(0);
}
}
const uint32 l_996 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_997 = l_996 & uint32(2147483647);
const bool l_998 = l_997 == uint32(0);
if (l_998) {
const double l_999 = l_922 + l_921;
const bool l_1000 = l_999 < double(1.1754943508222875e-38);
const double l_1001 = l_923 - l_921;
const bool l_1002 = l_1001 > double(-1.1754943508222875e-38);
const bool l_1003 = l_1000 && l_1002;
const double l_1004 = l_922 - l_921;
const bool l_1005 = l_1004 < double(1.1754943508222875e-38);
const double l_1006 = l_923 + l_921;
const bool l_1007 = l_1006 > double(-1.1754943508222875e-38);
const bool l_1008 = l_1005 && l_1007;
if (l_1003) {
l_mut_237 = uint32(0);
} else {
const bool l_1009 = l_mut_237 == uint32(1);
const bool l_1010 = l_1008 && l_1009;
if (l_1010) {
l_mut_237 = uint32(2);
}
}
}
l_mut_183 = l_mut_237;
} else {
const double l_1011 = abs(l_mut_35);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1012 = l_1011 >= double(1.1754943508222875e-38);
const bool l_1013 = l_1011 <= double(1.7976931348623157e308);
const bool l_1014 = l_1012 && l_1013;
if (l_1014) {
const uint64 l_1015 = reinterpret_cast<uint64 const&>(l_1011);
const uint64 l_1016 = l_1015 >> uint64(52);
const uint64 l_1017 = l_1016 - uint64(23);
const uint64 l_1018 = l_1017 << uint64(52);
const double l_1019 = reinterpret_cast<double const&>(l_1018);
l_mut_57 = l_1019;
}
const double l_1020 = l_174 * l_mut_57;
l_mut_237 = uint32(2);
const double l_1021 = l_mut_35 - l_181;
const double l_1022 = abs(l_1021);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1023 = l_1022 >= double(1.1754943508222875e-38);
const bool l_1024 = l_1022 <= double(1.7976931348623157e308);
const bool l_1025 = l_1023 && l_1024;
if (l_1025) {
const uint64 l_1026 = reinterpret_cast<uint64 const&>(l_1022);
const uint64 l_1027 = l_1026 >> uint64(52);
const uint64 l_1028 = l_1027 - uint64(23);
const uint64 l_1029 = l_1028 << uint64(52);
const double l_1030 = reinterpret_cast<double const&>(l_1029);
l_mut_57 = l_1030;
}
const double l_1031 = l_mut_35 + l_181;
const double l_1032 = abs(l_1031);
l_mut_48 = double(1.401298464324817e-45);
const bool l_1033 = l_1032 >= double(1.1754943508222875e-38);
const bool l_1034 = l_1032 <= double(1.7976931348623157e308);
const bool l_1035 = l_1033 && l_1034;
if (l_1035) {
const uint64 l_1036 = reinterpret_cast<uint64 const&>(l_1032);
const uint64 l_1037 = l_1036 >> uint64(52);
const uint64 l_1038 = l_1037 - uint64(23);
const uint64 l_1039 = l_1038 << uint64(52);
const double l_1040 = reinterpret_cast<double const&>(l_1039);
l_mut_48 = l_1040;
}
const bool l_1041 = l_mut_57 == l_mut_48;
if (l_1041) {
const double l_1042 = l_1020 * double(1.4551915228366852e-11);
const double l_1043 = l_181 + l_1042;
const double l_1044 = l_mut_35 - l_1020;
const double l_1045 = l_mut_35 + l_1020;
const uint32 l_1046 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1047 = double(l_mut_22);
l_mut_57 = l_1047;
const uint32 l_1048 = l_1046 & uint32(2139095040);
const bool l_1049 = l_1048 == uint32(0);
if (l_1049) {
const uint32 l_1050 = l_1046 & uint32(8388607);
const double l_1051 = double(l_1050);
const double l_1052 = l_1051 * double(1.401298464324817e-45);
l_mut_57 = l_1052;
const uint32 l_1053 = l_1046 >> uint32(31);
const bool l_1054 = l_1053 == uint32(1);
if (l_1054) {
const double l_1055 = -l_mut_57;
l_mut_57 = l_1055;
}
}
const uint32 l_1056 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1057 = l_1056 + uint32(1);
l_mut_199 = l_1057;
const uint32 l_1058 = l_1056 & uint32(2147483647);
const bool l_1059 = l_1058 == uint32(0);
if (l_1059) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1060 = l_1056 & uint32(2147483648);
const bool l_1061 = l_1060 != uint32(0);
if (l_1061) {
const uint32 l_1062 = l_1056 - uint32(1);
l_mut_199 = l_1062;
} else {
const bool l_1063 = l_1056 == uint32(2139095040);
if (l_1063) {
l_mut_199 = l_1056;
}
}
}
const float l_1064 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1065 = reinterpret_cast<uint32 const&>(l_1064);
const double l_1066 = double(l_1064);
l_mut_48 = l_1066;
const uint32 l_1067 = l_1065 & uint32(2139095040);
const bool l_1068 = l_1067 == uint32(0);
if (l_1068) {
const uint32 l_1069 = l_1065 & uint32(8388607);
const double l_1070 = double(l_1069);
const double l_1071 = l_1070 * double(1.401298464324817e-45);
l_mut_48 = l_1071;
const uint32 l_1072 = l_1065 >> uint32(31);
const bool l_1073 = l_1072 == uint32(1);
if (l_1073) {
const double l_1074 = -l_mut_48;
l_mut_48 = l_1074;
}
}
const uint32 l_1075 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1076 = l_1075 ^ uint32(2147483648);
const float l_1077 = reinterpret_cast<float const&>(l_1076);
const uint32 l_1078 = reinterpret_cast<uint32 const&>(l_1077);
const uint32 l_1079 = l_1078 + uint32(1);
l_mut_199 = l_1079;
const uint32 l_1080 = l_1078 & uint32(2147483647);
const bool l_1081 = l_1080 == uint32(0);
if (l_1081) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1082 = l_1078 & uint32(2147483648);
const bool l_1083 = l_1082 != uint32(0);
if (l_1083) {
const uint32 l_1084 = l_1078 - uint32(1);
l_mut_199 = l_1084;
} else {
const bool l_1085 = l_1078 == uint32(2139095040);
if (l_1085) {
l_mut_199 = l_1078;
}
}
}
const float l_1086 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1087 = reinterpret_cast<uint32 const&>(l_1086);
const uint32 l_1088 = l_1087 ^ uint32(2147483648);
const float l_1089 = reinterpret_cast<float const&>(l_1088);
const uint32 l_1090 = reinterpret_cast<uint32 const&>(l_1089);
const double l_1091 = double(l_1089);
l_mut_26 = l_1091;
const uint32 l_1092 = l_1090 & uint32(2139095040);
const bool l_1093 = l_1092 == uint32(0);
if (l_1093) {
const uint32 l_1094 = l_1090 & uint32(8388607);
const double l_1095 = double(l_1094);
const double l_1096 = l_1095 * double(1.401298464324817e-45);
l_mut_26 = l_1096;
const uint32 l_1097 = l_1090 >> uint32(31);
const bool l_1098 = l_1097 == uint32(1);
if (l_1098) {
const double l_1099 = -l_mut_26;
l_mut_26 = l_1099;
}
}
const double l_1100 = l_1044 + l_1043;
const bool l_1101 = l_1100 <= l_mut_57;
l_mut_291 = l_1101;
const double l_1102 = l_1044 - l_1043;
const bool l_1103 = l_1102 > l_mut_57;
l_mut_288 = l_1103;
const double l_1104 = l_1045 - l_1043;
const bool l_1105 = l_1104 >= l_mut_57;
l_mut_285 = l_1105;
const double l_1106 = l_1045 + l_1043;
const bool l_1107 = l_1106 < l_mut_57;
l_mut_282 = l_1107;
if (l_169) {
const double l_1108 = l_1044 + l_1043;
const bool l_1109 = l_1108 < l_mut_48;
l_mut_291 = l_1109;
const double l_1110 = l_1044 - l_1043;
const bool l_1111 = l_1110 >= l_mut_48;
l_mut_288 = l_1111;
const double l_1112 = l_1045 - l_1043;
const bool l_1113 = l_1112 > l_mut_26;
l_mut_285 = l_1113;
const double l_1114 = l_1045 + l_1043;
const bool l_1115 = l_1114 <= l_mut_26;
l_mut_282 = l_1115;
}
l_mut_199 = uint32(2);
const bool l_1116 = l_mut_288 || l_mut_282;
if (l_1116) {
l_mut_199 = uint32(1);
} else {
const bool l_1117 = l_mut_291 && l_mut_285;
if (l_1117) {
l_mut_199 = uint32(0);
}
}
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1119 = l_1118 & uint32(2147483647);
const bool l_1120 = l_1119 == uint32(0);
if (l_1120) {
const double l_1121 = l_1044 + l_1043;
const bool l_1122 = l_1121 < double(1.1754943508222875e-38);
const double l_1123 = l_1045 - l_1043;
const bool l_1124 = l_1123 > double(-1.1754943508222875e-38);
const bool l_1125 = l_1122 && l_1124;
const double l_1126 = l_1044 - l_1043;
const bool l_1127 = l_1126 < double(1.1754943508222875e-38);
const double l_1128 = l_1045 + l_1043;
const bool l_1129 = l_1128 > double(-1.1754943508222875e-38);
const bool l_1130 = l_1127 && l_1129;
if (l_1125) {
l_mut_199 = uint32(0);
} else {
const bool l_1131 = l_mut_199 == uint32(1);
const bool l_1132 = l_1130 && l_1131;
if (l_1132) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
}
} else {
const bool l_1133 = l_165 == uint32(13);
if (l_1133) {
const double l_1135 = l_178 * l_174;
const double l_1136 = l_178 * l_177;
const double l_1137 = l_178 * l_174;
const double l_1138 = l_178 * l_177;
l_arr_1134[uint32(0)] = l_1135;
l_arr_1134[uint32(1)] = l_1135;
const double l_1139 = l_arr_1134[uint32(0)];
const bool l_1140 = l_1136 < l_1139;
if (l_1140) {
l_arr_1134[uint32(0)] = l_1136;
}
const double l_1141 = l_arr_1134[uint32(0)];
const bool l_1142 = l_1137 < l_1141;
if (l_1142) {
l_arr_1134[uint32(0)] = l_1137;
}
const double l_1143 = l_arr_1134[uint32(0)];
const bool l_1144 = l_1138 < l_1143;
if (l_1144) {
l_arr_1134[uint32(0)] = l_1138;
}
const double l_1145 = l_arr_1134[uint32(1)];
const bool l_1146 = l_1136 > l_1145;
if (l_1146) {
l_arr_1134[uint32(1)] = l_1136;
}
const double l_1147 = l_arr_1134[uint32(1)];
const bool l_1148 = l_1137 > l_1147;
if (l_1148) {
l_arr_1134[uint32(1)] = l_1137;
}
const double l_1149 = l_arr_1134[uint32(1)];
const bool l_1150 = l_1138 > l_1149;
if (l_1150) {
l_arr_1134[uint32(1)] = l_1138;
}
const double l_1151 = l_arr_1134[uint32(0)];
const double l_1152 = l_1151 * double(7.1362384635298e44);
const double l_1153 = floor(l_1152);
const double l_1154 = l_1153 * double(1.401298464324817e-45);
l_mut_57 = l_1154;
const double l_1155 = abs(l_1151);
const bool l_1156 = l_1155 >= double(1.1754943508222875e-38);
if (l_1156) {
const float l_1157 = float(l_1151);
const double l_1158 = double(l_1157);
l_mut_57 = l_1158;
const bool l_1159 = l_mut_57 > l_1151;
if (l_1159) {
const uint32 l_1160 = reinterpret_cast<uint32 const&>(l_1157);
const uint32 l_1161 = l_1160 ^ uint32(2147483648);
const float l_1162 = reinterpret_cast<float const&>(l_1161);
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_1162);
const uint32 l_1164 = l_1163 + uint32(1);
l_mut_237 = l_1164;
const uint32 l_1165 = l_1163 & uint32(2147483647);
const bool l_1166 = l_1165 == uint32(0);
if (l_1166) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1167 = l_1163 & uint32(2147483648);
const bool l_1168 = l_1167 != uint32(0);
if (l_1168) {
const uint32 l_1169 = l_1163 - uint32(1);
l_mut_237 = l_1169;
} else {
const bool l_1170 = l_1163 == uint32(2139095040);
if (l_1170) {
l_mut_237 = l_1163;
}
}
}
const float l_1171 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1172 = reinterpret_cast<uint32 const&>(l_1171);
const uint32 l_1173 = l_1172 ^ uint32(2147483648);
const float l_1174 = reinterpret_cast<float const&>(l_1173);
const uint32 l_1175 = reinterpret_cast<uint32 const&>(l_1174);
const double l_1176 = double(l_1174);
l_mut_48 = l_1176;
const uint32 l_1177 = l_1175 & uint32(2139095040);
const bool l_1178 = l_1177 == uint32(0);
if (l_1178) {
const uint32 l_1179 = l_1175 & uint32(8388607);
const double l_1180 = double(l_1179);
const double l_1181 = l_1180 * double(1.401298464324817e-45);
l_mut_48 = l_1181;
const uint32 l_1182 = l_1175 >> uint32(31);
const bool l_1183 = l_1182 == uint32(1);
if (l_1183) {
const double l_1184 = -l_mut_48;
l_mut_48 = l_1184;
}
}
l_mut_57 = l_mut_48;
} else {
const uint32 l_1185 = reinterpret_cast<uint32 const&>(l_1157);
const uint32 l_1186 = l_1185 + uint32(1);
l_mut_237 = l_1186;
const uint32 l_1187 = l_1185 & uint32(2147483647);
const bool l_1188 = l_1187 == uint32(0);
if (l_1188) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1189 = l_1185 & uint32(2147483648);
const bool l_1190 = l_1189 != uint32(0);
if (l_1190) {
const uint32 l_1191 = l_1185 - uint32(1);
l_mut_237 = l_1191;
} else {
const bool l_1192 = l_1185 == uint32(2139095040);
if (l_1192) {
l_mut_237 = l_1185;
}
}
}
const float l_1193 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1194 = reinterpret_cast<uint32 const&>(l_1193);
const double l_1195 = double(l_1193);
l_mut_48 = l_1195;
const uint32 l_1196 = l_1194 & uint32(2139095040);
const bool l_1197 = l_1196 == uint32(0);
if (l_1197) {
const uint32 l_1198 = l_1194 & uint32(8388607);
const double l_1199 = double(l_1198);
const double l_1200 = l_1199 * double(1.401298464324817e-45);
l_mut_48 = l_1200;
const uint32 l_1201 = l_1194 >> uint32(31);
const bool l_1202 = l_1201 == uint32(1);
if (l_1202) {
const double l_1203 = -l_mut_48;
l_mut_48 = l_1203;
}
}
const bool l_1204 = l_mut_48 <= l_1151;
if (l_1204) {
const uint32 l_1205 = reinterpret_cast<uint32 const&>(l_1157);
const uint32 l_1206 = l_1205 + uint32(1);
l_mut_237 = l_1206;
const uint32 l_1207 = l_1205 & uint32(2147483647);
const bool l_1208 = l_1207 == uint32(0);
if (l_1208) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1209 = l_1205 & uint32(2147483648);
const bool l_1210 = l_1209 != uint32(0);
if (l_1210) {
const uint32 l_1211 = l_1205 - uint32(1);
l_mut_237 = l_1211;
} else {
const bool l_1212 = l_1205 == uint32(2139095040);
if (l_1212) {
l_mut_237 = l_1205;
}
}
}
const float l_1213 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1214 = reinterpret_cast<uint32 const&>(l_1213);
const double l_1215 = double(l_1213);
l_mut_48 = l_1215;
const uint32 l_1216 = l_1214 & uint32(2139095040);
const bool l_1217 = l_1216 == uint32(0);
if (l_1217) {
const uint32 l_1218 = l_1214 & uint32(8388607);
const double l_1219 = double(l_1218);
const double l_1220 = l_1219 * double(1.401298464324817e-45);
l_mut_48 = l_1220;
const uint32 l_1221 = l_1214 >> uint32(31);
const bool l_1222 = l_1221 == uint32(1);
if (l_1222) {
const double l_1223 = -l_mut_48;
l_mut_48 = l_1223;
}
}
l_mut_57 = l_mut_48;
}
}
}
l_mut_48 = l_mut_57;
const bool l_1224 = l_mut_57 > double(1000.0);
if (l_1224) {
const uint64 l_1225 = reinterpret_cast<uint64 const&>(l_mut_57);
const uint64 l_1226 = l_1225 | uint64(9218868437227405312);
const uint64 l_1227 = l_1226 & uint64(18442240474082181120);
const double l_1228 = reinterpret_cast<double const&>(l_1227);
l_mut_48 = l_1228;
} else {
const bool l_1229 = l_mut_57 < double(-1000.0);
if (l_1229) {
l_mut_48 = double(0.0);
} else {
const bool l_1230 = isnan(l_mut_57);
const bool l_1231 = !l_1230;
if (l_1231) {
const double l_1232 = l_mut_57 + double(0.5);
const double l_1233 = floor(l_1232);
const double l_1234 = l_mut_57 - l_1233;
const double l_1235 = l_1234 * double(0.6931471824645996);
const double l_1236 = l_1234 * double(-1.904654299957768e-9);
const double l_1237 = l_1235 + l_1236;
l_mut_57 = l_1237;
const bool l_1238 = isnan(l_1237);
if (l_1238) {
} else {
const bool l_1239 = l_1237 < double(-700.0);
if (l_1239) {
l_mut_57 = double(0.0);
} else {
const bool l_1240 = l_1237 > double(700.0);
if (l_1240) {
const uint64 l_1241 = reinterpret_cast<uint64 const&>(l_1237);
const uint64 l_1242 = l_1241 | uint64(9218868437227405312);
const uint64 l_1243 = l_1242 & uint64(18442240474082181120);
const double l_1244 = reinterpret_cast<double const&>(l_1243);
l_mut_57 = l_1244;
} else {
const double l_1245 = l_1237 * double(1.4426950408889634);
const double l_1246 = l_1245 + double(0.5);
const double l_1247 = floor(l_1246);
const double l_1248 = l_1247 * double(0.6931471824645996);
const double l_1249 = l_1235 - l_1248;
const double l_1250 = l_1249 * l_61;
const double l_1251 = l_1247 * double(-1.904654299957768e-9);
const double l_1252 = l_1236 - l_1251;
const double l_1253 = l_1250 + l_1252;
const double l_1254 = l_1253 * double(7.647163731819816e-13);
const double l_1255 = l_1254 + double(1.1470745597729725e-11);
l_mut_26 = l_1255;
const double l_1256 = l_mut_26 * l_1253;
const double l_1257 = l_1256 + double(1.6059043836821613e-10);
l_mut_26 = l_1257;
const double l_1258 = l_mut_26 * l_1253;
const double l_1259 = l_1258 + double(2.08767569878681e-9);
l_mut_26 = l_1259;
const double l_1260 = l_mut_26 * l_1253;
const double l_1261 = l_1260 + double(2.505210838544172e-8);
l_mut_26 = l_1261;
const double l_1262 = l_mut_26 * l_1253;
const double l_1263 = l_1262 + double(2.755731922398589e-7);
l_mut_26 = l_1263;
const double l_1264 = l_mut_26 * l_1253;
const double l_1265 = l_1264 + double(2.7557319223985893e-6);
l_mut_26 = l_1265;
const double l_1266 = l_mut_26 * l_1253;
const double l_1267 = l_1266 + double(2.48015873015873e-5);
l_mut_26 = l_1267;
const double l_1268 = l_mut_26 * l_1253;
const double l_1269 = l_1268 + double(0.0001984126984126984);
l_mut_26 = l_1269;
const double l_1270 = l_mut_26 * l_1253;
const double l_1271 = l_1270 + double(0.001388888888888889);
l_mut_26 = l_1271;
const double l_1272 = l_mut_26 * l_1253;
const double l_1273 = l_1272 + double(0.008333333333333333);
l_mut_26 = l_1273;
const double l_1274 = l_mut_26 * l_1253;
const double l_1275 = l_1274 + double(0.041666666666666664);
l_mut_26 = l_1275;
const double l_1276 = l_mut_26 * l_1253;
const double l_1277 = l_1276 + double(0.16666666666666666);
l_mut_26 = l_1277;
const double l_1278 = l_mut_26 * l_1253;
const double l_1279 = l_1278 + double(0.5);
l_mut_26 = l_1279;
const double l_1280 = l_1253 * l_1253;
const double l_1281 = l_1280 * l_mut_26;
const double l_1282 = l_1253 + l_1281;
const double l_1283 = double(1.0) + l_1282;
const int32 l_1284 = int32(l_1247);
const int32 l_1285 = l_1284 + int32(1023);
const uint64 l_1286 = uint64(l_1285);
const uint64 l_1287 = l_1286 << uint64(52);
const double l_1288 = reinterpret_cast<double const&>(l_1287);
const double l_1289 = l_1283 * l_1288;
l_mut_57 = l_1289;
}
}
}
const int32 l_1290 = int32(l_1233);
const int32 l_1291 = l_1290 + int32(1023);
const uint64 l_1292 = uint64(l_1291);
const uint64 l_1293 = l_1292 << uint64(52);
const double l_1294 = reinterpret_cast<double const&>(l_1293);
const double l_1295 = l_mut_57 * l_1294;
l_mut_48 = l_1295;
}
}
}
const double l_1296 = l_arr_1134[uint32(1)];
const double l_1297 = -l_1296;
const double l_1298 = l_1297 * double(7.1362384635298e44);
const double l_1299 = floor(l_1298);
const double l_1300 = l_1299 * double(1.401298464324817e-45);
l_mut_57 = l_1300;
const double l_1301 = abs(l_1297);
const bool l_1302 = l_1301 >= double(1.1754943508222875e-38);
if (l_1302) {
const float l_1303 = float(l_1297);
const double l_1304 = double(l_1303);
l_mut_57 = l_1304;
const bool l_1305 = l_mut_57 > l_1297;
if (l_1305) {
const uint32 l_1306 = reinterpret_cast<uint32 const&>(l_1303);
const uint32 l_1307 = l_1306 ^ uint32(2147483648);
const float l_1308 = reinterpret_cast<float const&>(l_1307);
const uint32 l_1309 = reinterpret_cast<uint32 const&>(l_1308);
const uint32 l_1310 = l_1309 + uint32(1);
l_mut_237 = l_1310;
const uint32 l_1311 = l_1309 & uint32(2147483647);
const bool l_1312 = l_1311 == uint32(0);
if (l_1312) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1313 = l_1309 & uint32(2147483648);
const bool l_1314 = l_1313 != uint32(0);
if (l_1314) {
const uint32 l_1315 = l_1309 - uint32(1);
l_mut_237 = l_1315;
} else {
const bool l_1316 = l_1309 == uint32(2139095040);
if (l_1316) {
l_mut_237 = l_1309;
}
}
}
const float l_1317 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1318 = reinterpret_cast<uint32 const&>(l_1317);
const uint32 l_1319 = l_1318 ^ uint32(2147483648);
const float l_1320 = reinterpret_cast<float const&>(l_1319);
const uint32 l_1321 = reinterpret_cast<uint32 const&>(l_1320);
const double l_1322 = double(l_1320);
l_mut_26 = l_1322;
const uint32 l_1323 = l_1321 & uint32(2139095040);
const bool l_1324 = l_1323 == uint32(0);
if (l_1324) {
const uint32 l_1325 = l_1321 & uint32(8388607);
const double l_1326 = double(l_1325);
const double l_1327 = l_1326 * double(1.401298464324817e-45);
l_mut_26 = l_1327;
const uint32 l_1328 = l_1321 >> uint32(31);
const bool l_1329 = l_1328 == uint32(1);
if (l_1329) {
const double l_1330 = -l_mut_26;
l_mut_26 = l_1330;
}
}
l_mut_57 = l_mut_26;
} else {
const uint32 l_1331 = reinterpret_cast<uint32 const&>(l_1303);
const uint32 l_1332 = l_1331 + uint32(1);
l_mut_237 = l_1332;
const uint32 l_1333 = l_1331 & uint32(2147483647);
const bool l_1334 = l_1333 == uint32(0);
if (l_1334) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1335 = l_1331 & uint32(2147483648);
const bool l_1336 = l_1335 != uint32(0);
if (l_1336) {
const uint32 l_1337 = l_1331 - uint32(1);
l_mut_237 = l_1337;
} else {
const bool l_1338 = l_1331 == uint32(2139095040);
if (l_1338) {
l_mut_237 = l_1331;
}
}
}
const float l_1339 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1340 = reinterpret_cast<uint32 const&>(l_1339);
const double l_1341 = double(l_1339);
l_mut_26 = l_1341;
const uint32 l_1342 = l_1340 & uint32(2139095040);
const bool l_1343 = l_1342 == uint32(0);
if (l_1343) {
const uint32 l_1344 = l_1340 & uint32(8388607);
const double l_1345 = double(l_1344);
const double l_1346 = l_1345 * double(1.401298464324817e-45);
l_mut_26 = l_1346;
const uint32 l_1347 = l_1340 >> uint32(31);
const bool l_1348 = l_1347 == uint32(1);
if (l_1348) {
const double l_1349 = -l_mut_26;
l_mut_26 = l_1349;
}
}
const bool l_1350 = l_mut_26 <= l_1297;
if (l_1350) {
const uint32 l_1351 = reinterpret_cast<uint32 const&>(l_1303);
const uint32 l_1352 = l_1351 + uint32(1);
l_mut_237 = l_1352;
const uint32 l_1353 = l_1351 & uint32(2147483647);
const bool l_1354 = l_1353 == uint32(0);
if (l_1354) {
l_mut_237 = uint32(1);
} else {
const uint32 l_1355 = l_1351 & uint32(2147483648);
const bool l_1356 = l_1355 != uint32(0);
if (l_1356) {
const uint32 l_1357 = l_1351 - uint32(1);
l_mut_237 = l_1357;
} else {
const bool l_1358 = l_1351 == uint32(2139095040);
if (l_1358) {
l_mut_237 = l_1351;
}
}
}
const float l_1359 = reinterpret_cast<float const&>(l_mut_237);
const uint32 l_1360 = reinterpret_cast<uint32 const&>(l_1359);
const double l_1361 = double(l_1359);
l_mut_26 = l_1361;
const uint32 l_1362 = l_1360 & uint32(2139095040);
const bool l_1363 = l_1362 == uint32(0);
if (l_1363) {
const uint32 l_1364 = l_1360 & uint32(8388607);
const double l_1365 = double(l_1364);
const double l_1366 = l_1365 * double(1.401298464324817e-45);
l_mut_26 = l_1366;
const uint32 l_1367 = l_1360 >> uint32(31);
const bool l_1368 = l_1367 == uint32(1);
if (l_1368) {
const double l_1369 = -l_mut_26;
l_mut_26 = l_1369;
}
}
l_mut_57 = l_mut_26;
}
}
}
const double l_1370 = -l_mut_57;
l_mut_57 = l_1370;
const bool l_1371 = l_1370 > double(1000.0);
if (l_1371) {
const uint64 l_1372 = reinterpret_cast<uint64 const&>(l_1370);
const uint64 l_1373 = l_1372 | uint64(9218868437227405312);
const uint64 l_1374 = l_1373 & uint64(18442240474082181120);
const double l_1375 = reinterpret_cast<double const&>(l_1374);
l_mut_57 = l_1375;
} else {
const bool l_1376 = l_1370 < double(-1000.0);
if (l_1376) {
l_mut_57 = double(0.0);
} else {
const bool l_1377 = isnan(l_1370);
const bool l_1378 = !l_1377;
if (l_1378) {
const double l_1379 = l_1370 + double(0.5);
const double l_1380 = floor(l_1379);
const double l_1381 = l_1370 - l_1380;
const double l_1382 = l_1381 * double(0.6931471824645996);
const double l_1383 = l_1381 * double(-1.904654299957768e-9);
const double l_1384 = l_1382 + l_1383;
l_mut_26 = l_1384;
const bool l_1385 = isnan(l_1384);
if (l_1385) {
} else {
const bool l_1386 = l_1384 < double(-700.0);
if (l_1386) {
l_mut_26 = double(0.0);
} else {
const bool l_1387 = l_1384 > double(700.0);
if (l_1387) {
const uint64 l_1388 = reinterpret_cast<uint64 const&>(l_1384);
const uint64 l_1389 = l_1388 | uint64(9218868437227405312);
const uint64 l_1390 = l_1389 & uint64(18442240474082181120);
const double l_1391 = reinterpret_cast<double const&>(l_1390);
l_mut_26 = l_1391;
} else {
const double l_1392 = l_1384 * double(1.4426950408889634);
const double l_1393 = l_1392 + double(0.5);
const double l_1394 = floor(l_1393);
const double l_1395 = l_1394 * double(0.6931471824645996);
const double l_1396 = l_1382 - l_1395;
const double l_1397 = l_1396 * l_61;
const double l_1398 = l_1394 * double(-1.904654299957768e-9);
const double l_1399 = l_1383 - l_1398;
const double l_1400 = l_1397 + l_1399;
const double l_1401 = l_1400 * double(7.647163731819816e-13);
const double l_1402 = l_1401 + double(1.1470745597729725e-11);
l_mut_1403 = l_1402;
const double l_1404 = l_mut_1403 * l_1400;
const double l_1405 = l_1404 + double(1.6059043836821613e-10);
l_mut_1403 = l_1405;
const double l_1406 = l_mut_1403 * l_1400;
const double l_1407 = l_1406 + double(2.08767569878681e-9);
l_mut_1403 = l_1407;
const double l_1408 = l_mut_1403 * l_1400;
const double l_1409 = l_1408 + double(2.505210838544172e-8);
l_mut_1403 = l_1409;
const double l_1410 = l_mut_1403 * l_1400;
const double l_1411 = l_1410 + double(2.755731922398589e-7);
l_mut_1403 = l_1411;
const double l_1412 = l_mut_1403 * l_1400;
const double l_1413 = l_1412 + double(2.7557319223985893e-6);
l_mut_1403 = l_1413;
const double l_1414 = l_mut_1403 * l_1400;
const double l_1415 = l_1414 + double(2.48015873015873e-5);
l_mut_1403 = l_1415;
const double l_1416 = l_mut_1403 * l_1400;
const double l_1417 = l_1416 + double(0.0001984126984126984);
l_mut_1403 = l_1417;
const double l_1418 = l_mut_1403 * l_1400;
const double l_1419 = l_1418 + double(0.001388888888888889);
l_mut_1403 = l_1419;
const double l_1420 = l_mut_1403 * l_1400;
const double l_1421 = l_1420 + double(0.008333333333333333);
l_mut_1403 = l_1421;
const double l_1422 = l_mut_1403 * l_1400;
const double l_1423 = l_1422 + double(0.041666666666666664);
l_mut_1403 = l_1423;
const double l_1424 = l_mut_1403 * l_1400;
const double l_1425 = l_1424 + double(0.16666666666666666);
l_mut_1403 = l_1425;
const double l_1426 = l_mut_1403 * l_1400;
const double l_1427 = l_1426 + double(0.5);
l_mut_1403 = l_1427;
const double l_1428 = l_1400 * l_1400;
const double l_1429 = l_1428 * l_mut_1403;
const double l_1430 = l_1400 + l_1429;
const double l_1431 = double(1.0) + l_1430;
const int32 l_1432 = int32(l_1394);
const int32 l_1433 = l_1432 + int32(1023);
const uint64 l_1434 = uint64(l_1433);
const uint64 l_1435 = l_1434 << uint64(52);
const double l_1436 = reinterpret_cast<double const&>(l_1435);
const double l_1437 = l_1431 * l_1436;
l_mut_26 = l_1437;
}
}
}
const int32 l_1438 = int32(l_1380);
const int32 l_1439 = l_1438 + int32(1023);
const uint64 l_1440 = uint64(l_1439);
const uint64 l_1441 = l_1440 << uint64(52);
const double l_1442 = reinterpret_cast<double const&>(l_1441);
const double l_1443 = l_mut_26 * l_1442;
l_mut_57 = l_1443;
}
}
}
const double l_1444 = l_mut_48 * double(1.4551915228366852e-11);
const double l_1445 = l_mut_57 * double(1.4551915228366852e-11);
l_mut_237 = uint32(2);
const double l_1446 = l_mut_48 - l_1444;
const double l_1447 = abs(l_1446);
l_mut_1403 = double(1.401298464324817e-45);
const bool l_1448 = l_1447 >= double(1.1754943508222875e-38);
const bool l_1449 = l_1447 <= double(1.7976931348623157e308);
const bool l_1450 = l_1448 && l_1449;
if (l_1450) {
const uint64 l_1451 = reinterpret_cast<uint64 const&>(l_1447);
const uint64 l_1452 = l_1451 >> uint64(52);
const uint64 l_1453 = l_1452 - uint64(23);
const uint64 l_1454 = l_1453 << uint64(52);
const double l_1455 = reinterpret_cast<double const&>(l_1454);
l_mut_1403 = l_1455;
}
const double l_1456 = l_mut_48 + l_1444;
const double l_1457 = abs(l_1456);
l_mut_26 = double(1.401298464324817e-45);
const bool l_1458 = l_1457 >= double(1.1754943508222875e-38);
const bool l_1459 = l_1457 <= double(1.7976931348623157e308);
const bool l_1460 = l_1458 && l_1459;
if (l_1460) {
const uint64 l_1461 = reinterpret_cast<uint64 const&>(l_1457);
const uint64 l_1462 = l_1461 >> uint64(52);
const uint64 l_1463 = l_1462 - uint64(23);
const uint64 l_1464 = l_1463 << uint64(52);
const double l_1465 = reinterpret_cast<double const&>(l_1464);
l_mut_26 = l_1465;
}
const bool l_1466 = l_mut_1403 == l_mut_26;
const double l_1467 = l_mut_57 - l_1445;
const double l_1468 = abs(l_1467);
l_mut_1403 = double(1.401298464324817e-45);
const bool l_1469 = l_1468 >= double(1.1754943508222875e-38);
const bool l_1470 = l_1468 <= double(1.7976931348623157e308);
const bool l_1471 = l_1469 && l_1470;
if (l_1471) {
const uint64 l_1472 = reinterpret_cast<uint64 const&>(l_1468);
const uint64 l_1473 = l_1472 >> uint64(52);
const uint64 l_1474 = l_1473 - uint64(23);
const uint64 l_1475 = l_1474 << uint64(52);
const double l_1476 = reinterpret_cast<double const&>(l_1475);
l_mut_1403 = l_1476;
}
const double l_1477 = l_mut_57 + l_1445;
const double l_1478 = abs(l_1477);
l_mut_26 = double(1.401298464324817e-45);
const bool l_1479 = l_1478 >= double(1.1754943508222875e-38);
const bool l_1480 = l_1478 <= double(1.7976931348623157e308);
const bool l_1481 = l_1479 && l_1480;
if (l_1481) {
const uint64 l_1482 = reinterpret_cast<uint64 const&>(l_1478);
const uint64 l_1483 = l_1482 >> uint64(52);
const uint64 l_1484 = l_1483 - uint64(23);
const uint64 l_1485 = l_1484 << uint64(52);
const double l_1486 = reinterpret_cast<double const&>(l_1485);
l_mut_26 = l_1486;
}
const bool l_1487 = l_mut_1403 == l_mut_26;
const bool l_1488 = l_1466 && l_1487;
if (l_1488) {
const double l_1489 = l_171 * l_mut_48;
const double l_1490 = abs(l_mut_48);
l_mut_1403 = double(1.401298464324817e-45);
const bool l_1491 = l_1490 >= double(1.1754943508222875e-38);
const bool l_1492 = l_1490 <= double(1.7976931348623157e308);
const bool l_1493 = l_1491 && l_1492;
if (l_1493) {
const uint64 l_1494 = reinterpret_cast<uint64 const&>(l_1490);
const uint64 l_1495 = l_1494 >> uint64(52);
const uint64 l_1496 = l_1495 - uint64(23);
const uint64 l_1497 = l_1496 << uint64(52);
const double l_1498 = reinterpret_cast<double const&>(l_1497);
l_mut_1403 = l_1498;
}
const double l_1499 = double(0.5) * l_mut_1403;
l_mut_1403 = l_1489;
const bool l_1500 = l_1499 > l_1489;
if (l_1500) {
l_mut_1403 = l_1499;
}
const double l_1501 = l_171 * l_mut_57;
const double l_1502 = abs(l_mut_57);
l_mut_26 = double(1.401298464324817e-45);
const bool l_1503 = l_1502 >= double(1.1754943508222875e-38);
const bool l_1504 = l_1502 <= double(1.7976931348623157e308);
const bool l_1505 = l_1503 && l_1504;
if (l_1505) {
const uint64 l_1506 = reinterpret_cast<uint64 const&>(l_1502);
const uint64 l_1507 = l_1506 >> uint64(52);
const uint64 l_1508 = l_1507 - uint64(23);
const uint64 l_1509 = l_1508 << uint64(52);
const double l_1510 = reinterpret_cast<double const&>(l_1509);
l_mut_26 = l_1510;
}
const double l_1511 = double(0.5) * l_mut_26;
l_mut_26 = l_1501;
const bool l_1512 = l_1511 > l_1501;
if (l_1512) {
l_mut_26 = l_1511;
}
const double l_1513 = l_mut_48 - l_mut_1403;
const double l_1514 = l_mut_57 + l_mut_26;
const uint32 l_1515 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1516 = double(l_mut_22);
l_mut_1403 = l_1516;
const uint32 l_1517 = l_1515 & uint32(2139095040);
const bool l_1518 = l_1517 == uint32(0);
if (l_1518) {
const uint32 l_1519 = l_1515 & uint32(8388607);
const double l_1520 = double(l_1519);
const double l_1521 = l_1520 * double(1.401298464324817e-45);
l_mut_1403 = l_1521;
const uint32 l_1522 = l_1515 >> uint32(31);
const bool l_1523 = l_1522 == uint32(1);
if (l_1523) {
const double l_1524 = -l_mut_1403;
l_mut_1403 = l_1524;
}
}
const uint32 l_1525 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1526 = l_1525 + uint32(1);
l_mut_199 = l_1526;
const uint32 l_1527 = l_1525 & uint32(2147483647);
const bool l_1528 = l_1527 == uint32(0);
if (l_1528) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1529 = l_1525 & uint32(2147483648);
const bool l_1530 = l_1529 != uint32(0);
if (l_1530) {
const uint32 l_1531 = l_1525 - uint32(1);
l_mut_199 = l_1531;
} else {
const bool l_1532 = l_1525 == uint32(2139095040);
if (l_1532) {
l_mut_199 = l_1525;
}
}
}
const float l_1533 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1534 = reinterpret_cast<uint32 const&>(l_1533);
const double l_1535 = double(l_1533);
l_mut_57 = l_1535;
const uint32 l_1536 = l_1534 & uint32(2139095040);
const bool l_1537 = l_1536 == uint32(0);
if (l_1537) {
const uint32 l_1538 = l_1534 & uint32(8388607);
const double l_1539 = double(l_1538);
const double l_1540 = l_1539 * double(1.401298464324817e-45);
l_mut_57 = l_1540;
const uint32 l_1541 = l_1534 >> uint32(31);
const bool l_1542 = l_1541 == uint32(1);
if (l_1542) {
const double l_1543 = -l_mut_57;
l_mut_57 = l_1543;
}
}
const uint32 l_1544 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1545 = l_1544 ^ uint32(2147483648);
const float l_1546 = reinterpret_cast<float const&>(l_1545);
const uint32 l_1547 = reinterpret_cast<uint32 const&>(l_1546);
const uint32 l_1548 = l_1547 + uint32(1);
l_mut_199 = l_1548;
const uint32 l_1549 = l_1547 & uint32(2147483647);
const bool l_1550 = l_1549 == uint32(0);
if (l_1550) {
l_mut_199 = uint32(1);
} else {
const uint32 l_1551 = l_1547 & uint32(2147483648);
const bool l_1552 = l_1551 != uint32(0);
if (l_1552) {
const uint32 l_1553 = l_1547 - uint32(1);
l_mut_199 = l_1553;
} else {
const bool l_1554 = l_1547 == uint32(2139095040);
if (l_1554) {
l_mut_199 = l_1547;
}
}
}
const float l_1555 = reinterpret_cast<float const&>(l_mut_199);
const uint32 l_1556 = reinterpret_cast<uint32 const&>(l_1555);
const uint32 l_1557 = l_1556 ^ uint32(2147483648);
const float l_1558 = reinterpret_cast<float const&>(l_1557);
const uint32 l_1559 = reinterpret_cast<uint32 const&>(l_1558);
const double l_1560 = double(l_1558);
l_mut_48 = l_1560;
const uint32 l_1561 = l_1559 & uint32(2139095040);
const bool l_1562 = l_1561 == uint32(0);
if (l_1562) {
const uint32 l_1563 = l_1559 & uint32(8388607);
const double l_1564 = double(l_1563);
const double l_1565 = l_1564 * double(1.401298464324817e-45);
l_mut_48 = l_1565;
const uint32 l_1566 = l_1559 >> uint32(31);
const bool l_1567 = l_1566 == uint32(1);
if (l_1567) {
const double l_1568 = -l_mut_48;
l_mut_48 = l_1568;
}
}
const double l_1569 = l_1513 + l_1444;
const bool l_1570 = l_1569 <= l_mut_1403;
l_mut_291 = l_1570;
const double l_1571 = l_1513 - l_1444;
const bool l_1572 = l_1571 > l_mut_1403;
l_mut_288 = l_1572;
const double l_1573 = l_1514 - l_1445;
const bool l_1574 = l_1573 >= l_mut_1403;
l_mut_285 = l_1574;
const double l_1575 = l_1514 + l_1445;
const bool l_1576 = l_1575 < l_mut_1403;
l_mut_282 = l_1576;
l_mut_199 = uint32(2);
const bool l_1577 = l_mut_288 || l_mut_282;
if (l_1577) {
l_mut_199 = uint32(1);
} else {
const bool l_1578 = l_mut_291 && l_mut_285;
if (l_1578) {
l_mut_199 = uint32(0);
}
}
const uint32 l_1579 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1580 = l_1579 & uint32(2147483647);
const bool l_1581 = l_1580 == uint32(0);
if (l_1581) {
const double l_1582 = l_1513 + l_1444;
const bool l_1583 = l_1582 < double(1.1754943508222875e-38);
const double l_1584 = l_1514 - l_1445;
const bool l_1585 = l_1584 > double(-1.1754943508222875e-38);
const bool l_1586 = l_1583 && l_1585;
const double l_1587 = l_1513 - l_1444;
const bool l_1588 = l_1587 < double(1.1754943508222875e-38);
const double l_1589 = l_1514 + l_1445;
const bool l_1590 = l_1589 > double(-1.1754943508222875e-38);
const bool l_1591 = l_1588 && l_1590;
if (l_1586) {
l_mut_199 = uint32(0);
} else {
const bool l_1592 = l_mut_199 == uint32(1);
const bool l_1593 = l_1591 && l_1592;
if (l_1593) {
l_mut_199 = uint32(2);
}
}
}
l_mut_237 = l_mut_199;
}
l_mut_183 = l_mut_237;
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
const uint32 l_1594 = l_arr_182[uint32(0)];
const bool l_1595 = l_1594 == uint32(0);
if (l_1595) {
l_mut_183 = uint32(2);
}
l_arr_10[l_mut_163] = l_mut_183;
const uint32 l_1596 = l_arr_10[l_mut_163];
const bool l_1597 = l_1596 == uint32(2);
if (l_1597) {
l_mut_160 = bool(false);
}
}
}
const bool l_1598 = l_mut_62 == uint32(4294967293);
if (l_1598) {
const uint32 l_1599 = l_arr_8[uint32(0)];
const uint32 l_1600 = l_1599 + uint32(1);
l_arr_8[uint32(0)] = l_1600;
} else {
if (l_mut_160) {
l_mut_1403 = l_150;
const bool l_1601 = l_mut_1403 < double(-17.0);
if (l_1601) {
l_mut_1403 = double(-17.0);
}
const bool l_1602 = l_mut_1403 > double(17.0);
if (l_1602) {
l_mut_1403 = double(17.0);
}
const double l_1603 = l_mut_1403 + double(16.0);
const double l_1604 = l_1603 + double(1.0);
const uint32 l_1605 = uint32(l_1604);
const uint32 l_1606 = uint32(2) + l_1605;
const uint32 l_1607 = l_arr_8[l_1606];
const uint32 l_1608 = l_1607 + uint32(1);
l_arr_8[l_1606] = l_1608;
const uint32 l_1609 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1610 = l_1609 & uint32(8388607);
const double l_1611 = double(l_1610);
const double l_1612 = l_1611 / double(7.1362384635298e44);
l_mut_1403 = l_1612;
const uint32 l_1613 = l_1609 & uint32(2139095040);
const bool l_1614 = l_1613 != uint32(0);
if (l_1614) {
const uint32 l_1615 = l_1609 & uint32(2147483647);
const float l_1616 = reinterpret_cast<float const&>(l_1615);
const double l_1617 = double(l_1616);
l_mut_1403 = l_1617;
}
const uint32 l_1618 = l_1609 >> uint32(31);
const double l_1619 = double(l_1618);
const double l_1620 = double(2.0) * l_1619;
const double l_1621 = double(1.0) - l_1620;
l_mut_1403 = l_mut_1403 * l_1621;
const double l_1622 = abs(l_mut_35);
const double l_1623 = l_mut_35 * double(0.0);
const double l_1624 = l_1623 + double(7.1362384635298e44);
l_mut_57 = l_1624;
const bool l_1625 = l_1622 >= double(2.350988701644575e-38);
if (l_1625) {
const uint32 l_1626 = l_mut_62 & uint32(2147483647);
const float l_1627 = reinterpret_cast<float const&>(l_1626);
const double l_1628 = double(l_1627);
const uint32 l_1629 = l_1626 & uint32(2139095040);
const float l_1630 = reinterpret_cast<float const&>(l_1629);
const double l_1631 = double(l_1630);
const bool l_1632 = l_1628 > l_1622;
const uint32 l_1633 = l_1626 & uint32(8388607);
const bool l_1634 = l_1633 == uint32(0);
const bool l_1635 = l_1632 && l_1634;
const double l_1636 = l_1631 * double(1.1920928955078125e-7);
const double l_1637 = double(l_1635);
const double l_1638 = double(0.5) * l_1637;
const double l_1639 = double(1.0) - l_1638;
const double l_1640 = l_1636 * l_1639;
const double l_1641 = double(1.0) / l_1640;
l_mut_57 = l_1641;
}
const double l_1642 = l_mut_1403 - l_mut_35;
const double l_1643 = l_1642 * l_mut_57;
const uint32 l_1644 = l_arr_8[uint32(45)];
const bool l_1645 = l_1644 == uint32(4294967295);
const double l_1646 = l_arr_9[uint32(0)];
const bool l_1647 = l_1643 < l_1646;
const bool l_1648 = l_1645 || l_1647;
if (l_1648) {
l_arr_9[uint32(0)] = l_1643;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_131;
}
const uint32 l_1649 = l_arr_8[uint32(47)];
const bool l_1650 = l_1649 == uint32(4294967295);
const double l_1651 = l_arr_9[uint32(1)];
const bool l_1652 = l_1643 > l_1651;
const bool l_1653 = l_1650 || l_1652;
if (l_1653) {
l_arr_9[uint32(1)] = l_1643;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_131;
}
const bool l_1654 = l_150 != double(0.0);
if (l_1654) {

for (uint32 l_mut_1655 = uint32(0); l_mut_1655 < uint32(8); ++l_mut_1655) {
const uint32 l_1656 = l_arr_10[l_mut_1655];
const bool l_1657 = l_1656 == uint32(1);
if (l_1657) {
const uint32 l_1658 = uint32(37) + l_mut_1655;
const uint32 l_1659 = l_arr_8[l_1658];
const uint32 l_1660 = l_1659 + uint32(1);
l_arr_8[l_1658] = l_1660;
const uint32 l_1661 = uint32(2) + l_mut_1655;
const uint32 l_1662 = uint32(2) * l_1661;
const uint32 l_1663 = uint32(45) + l_1662;
const uint32 l_1664 = l_arr_8[l_1663];
const bool l_1665 = l_1664 == uint32(4294967295);
const double l_1666 = abs(l_1643);
const uint32 l_1667 = uint32(2) + l_mut_1655;
const double l_1668 = l_arr_9[l_1667];
const double l_1669 = abs(l_1668);
const bool l_1670 = l_1666 > l_1669;
const bool l_1671 = l_1665 || l_1670;
if (l_1671) {
const uint32 l_1672 = uint32(2) + l_mut_1655;
l_arr_9[l_1672] = l_1643;
l_arr_8[l_1663] = l_20;
const uint32 l_1673 = l_1663 + uint32(1);
l_arr_8[l_1673] = l_131;
}
}
}
}
} else {
const uint32 l_1674 = l_arr_8[uint32(1)];
const uint32 l_1675 = l_2 + l_1674;
const uint32 l_1676 = l_1675 * uint32(2);
const uint32 l_1761 = info.static_meta[uint32(6)];
const uint32 l_1762 = l_1761 * uint32(1);
const bool l_1763 = l_1676 < l_1762;
if (l_1763) {
buffer_6[l_1676] = l_20;
}
const uint32 l_1677 = l_1676 + uint32(1);
const uint32 l_1764 = info.static_meta[uint32(6)];
const uint32 l_1765 = l_1764 * uint32(1);
const bool l_1766 = l_1677 < l_1765;
if (l_1766) {
buffer_6[l_1677] = l_131;
}
const uint32 l_1678 = l_arr_8[uint32(1)];
const uint32 l_1679 = l_1678 + uint32(1);
l_arr_8[uint32(1)] = l_1679;
}
}
}

for (uint32 l_mut_1680 = uint32(0); l_mut_1680 < uint32(65); ++l_mut_1680) {
const uint32 l_1681 = idxGlobal * uint32(65);
const uint32 l_1682 = l_1681 + l_mut_1680;
const uint32 l_1683 = l_arr_8[l_mut_1680];
const uint32 l_1767 = info.static_meta[uint32(4)];
const uint32 l_1768 = l_1767 * uint32(1);
const bool l_1769 = l_1682 < l_1768;
if (l_1769) {
buffer_4[l_1682] = l_1683;
}
}

for (uint32 l_mut_1684 = uint32(0); l_mut_1684 < uint32(10); ++l_mut_1684) {
const uint32 l_1685 = idxGlobal * uint32(10);
const uint32 l_1686 = l_1685 + l_mut_1684;
const double l_1687 = l_arr_9[l_mut_1684];
const uint32 l_1770 = info.static_meta[uint32(5)];
const uint32 l_1771 = l_1770 * uint32(1);
const bool l_1772 = l_1686 < l_1771;
if (l_1772) {
buffer_5[l_1686] = l_1687;
}
}
}

}
