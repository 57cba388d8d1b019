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

uint32 l_arr_226[1];

double l_arr_1179[2];

uint32 l_arr_10[8];

bool l_mut_204;
bool l_mut_327;
bool l_mut_330;
bool l_mut_333;
bool l_mut_336;
double l_mut_1448;
double l_mut_26;
double l_mut_316;
double l_mut_35;
double l_mut_50;
float l_mut_22;
uint32 l_mut_106;
uint32 l_mut_227;
uint32 l_mut_243;
uint32 l_mut_281;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1747 = info.static_meta[uint32(7)];
const uint32 l_1748 = l_1747 * uint32(1);
const bool l_1749 = uint32(0) < l_1748;
if (l_1749) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1733 = info.static_meta[uint32(0)];
const uint32 l_1734 = l_1733 * uint32(1);
const bool l_1735 = uint32(1) < l_1734;
const uint32 l_1736 = l_1734 - uint32(1);
const uint32 l_1737 = min(uint32(1), l_1736);
const uint32 l_1738 = buffer_0[l_1737];
const uint32 l_1739 = (l_1735) ? l_1738 : uint32(0);
const uint32 l_1 = l_1739;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1740 = info.static_meta[uint32(0)];
const uint32 l_1741 = l_1740 * uint32(1);
const bool l_1742 = uint32(2) < l_1741;
const uint32 l_1743 = l_1741 - uint32(1);
const uint32 l_1744 = min(uint32(2), l_1743);
const uint32 l_1745 = buffer_0[l_1744];
const uint32 l_1746 = (l_1742) ? l_1745 : uint32(0);
const uint32 l_3 = l_1746;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1750 = info.static_meta[uint32(0)];
const uint32 l_1751 = l_1750 * uint32(1);
const bool l_1752 = uint32(2) < l_1751;
const uint32 l_1753 = l_1751 - uint32(1);
const uint32 l_1754 = min(uint32(2), l_1753);
const uint32 l_1755 = buffer_0[l_1754];
const uint32 l_1756 = (l_1752) ? l_1755 : uint32(0);
const uint32 l_6 = l_1756;
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
const uint32 l_1757 = info.static_meta[uint32(0)];
const uint32 l_1758 = l_1757 * uint32(1);
const bool l_1759 = uint32(0) < l_1758;
const uint32 l_1760 = l_1758 - uint32(1);
const uint32 l_1761 = min(uint32(0), l_1760);
const uint32 l_1762 = buffer_0[l_1761];
const uint32 l_1763 = (l_1759) ? l_1762 : uint32(0);
const uint32 l_19 = l_1763;
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
const uint32 l_1764 = info.static_meta[uint32(3)];
const uint32 l_1765 = l_1764 * uint32(1);
const bool l_1766 = uint32(1024) < l_1765;
const uint32 l_1767 = l_1765 - uint32(1);
const uint32 l_1768 = min(uint32(1024), l_1767);
const uint32 l_1769 = buffer_3[l_1768];
const uint32 l_1770 = (l_1766) ? l_1769 : uint32(0);
const uint32 l_36 = l_1770;
const float l_37 = reinterpret_cast<float const&>(l_36);
const double l_38 = double(l_37);
const uint32 l_39 = reinterpret_cast<uint32 const&>(l_21);
const double l_40 = double(l_21);
l_mut_26 = l_40;
const uint32 l_41 = l_39 & uint32(2139095040);
const bool l_42 = l_41 == uint32(0);
if (l_42) {
const uint32 l_43 = l_39 & uint32(8388607);
const double l_44 = double(l_43);
const double l_45 = l_44 * double(1.401298464324817e-45);
l_mut_26 = l_45;
const uint32 l_46 = l_39 >> uint32(31);
const bool l_47 = l_46 == uint32(1);
if (l_47) {
const double l_48 = -l_mut_26;
l_mut_26 = l_48;
}
}
const double l_49 = l_mut_26 + double(0.0);
l_mut_50 = l_49;
const bool l_51 = isnan(l_49);
if (l_51) {
} else {
const bool l_52 = l_49 < double(-700.0);
if (l_52) {
l_mut_50 = double(0.0);
} else {
const bool l_53 = l_49 > double(700.0);
if (l_53) {
const uint64 l_54 = reinterpret_cast<uint64 const&>(l_49);
const uint64 l_55 = l_54 | uint64(9218868437227405312);
const uint64 l_56 = l_55 & uint64(18442240474082181120);
const double l_57 = reinterpret_cast<double const&>(l_56);
l_mut_50 = l_57;
} else {
const double l_58 = l_49 * double(1.4426950408889634);
const double l_59 = l_58 + double(0.5);
const double l_60 = floor(l_59);
const double l_61 = l_60 * double(0.6931471824645996);
const double l_62 = l_mut_26 - l_61;
const double l_63 = l_62 * l_38;
const double l_64 = l_60 * double(-1.904654299957768e-9);
const double l_65 = double(0.0) - l_64;
const double l_66 = l_63 + l_65;
const double l_67 = l_66 * double(7.647163731819816e-13);
const double l_68 = l_67 + double(1.1470745597729725e-11);
l_mut_26 = l_68;
const double l_69 = l_mut_26 * l_66;
const double l_70 = l_69 + double(1.6059043836821613e-10);
l_mut_26 = l_70;
const double l_71 = l_mut_26 * l_66;
const double l_72 = l_71 + double(2.08767569878681e-9);
l_mut_26 = l_72;
const double l_73 = l_mut_26 * l_66;
const double l_74 = l_73 + double(2.505210838544172e-8);
l_mut_26 = l_74;
const double l_75 = l_mut_26 * l_66;
const double l_76 = l_75 + double(2.755731922398589e-7);
l_mut_26 = l_76;
const double l_77 = l_mut_26 * l_66;
const double l_78 = l_77 + double(2.7557319223985893e-6);
l_mut_26 = l_78;
const double l_79 = l_mut_26 * l_66;
const double l_80 = l_79 + double(2.48015873015873e-5);
l_mut_26 = l_80;
const double l_81 = l_mut_26 * l_66;
const double l_82 = l_81 + double(0.0001984126984126984);
l_mut_26 = l_82;
const double l_83 = l_mut_26 * l_66;
const double l_84 = l_83 + double(0.001388888888888889);
l_mut_26 = l_84;
const double l_85 = l_mut_26 * l_66;
const double l_86 = l_85 + double(0.008333333333333333);
l_mut_26 = l_86;
const double l_87 = l_mut_26 * l_66;
const double l_88 = l_87 + double(0.041666666666666664);
l_mut_26 = l_88;
const double l_89 = l_mut_26 * l_66;
const double l_90 = l_89 + double(0.16666666666666666);
l_mut_26 = l_90;
const double l_91 = l_mut_26 * l_66;
const double l_92 = l_91 + double(0.5);
l_mut_26 = l_92;
const double l_93 = l_66 * l_66;
const double l_94 = l_93 * l_mut_26;
const double l_95 = l_66 + l_94;
const double l_96 = double(1.0) + l_95;
const int32 l_97 = int32(l_60);
const int32 l_98 = l_97 + int32(1023);
const uint64 l_99 = uint64(l_98);
const uint64 l_100 = l_99 << uint64(52);
const double l_101 = reinterpret_cast<double const&>(l_100);
const double l_102 = l_96 * l_101;
l_mut_50 = l_102;
}
}
}
l_mut_35 = l_mut_50;
const uint32 l_1771 = info.static_meta[uint32(3)];
const uint32 l_1772 = l_1771 * uint32(1);
const bool l_1773 = uint32(1024) < l_1772;
const uint32 l_1774 = l_1772 - uint32(1);
const uint32 l_1775 = min(uint32(1024), l_1774);
const uint32 l_1776 = buffer_3[l_1775];
const uint32 l_1777 = (l_1773) ? l_1776 : uint32(0);
const uint32 l_103 = l_1777;
const float l_104 = reinterpret_cast<float const&>(l_103);
const double l_105 = double(l_104);
l_mut_106 = uint32(4294967294);
const uint32 l_107 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_108 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_109 = l_108 & uint32(2139095040);
const bool l_110 = l_109 != uint32(2139095040);
const bool l_111 = l_109 == uint32(0);
const uint32 l_112 = reinterpret_cast<uint32 const&>(l_21);
const uint32 l_113 = l_112 & uint32(8388607);
const bool l_114 = l_113 != uint32(0);
const bool l_115 = l_111 && l_114;
const double l_116 = abs(l_mut_35);
const bool l_117 = l_mut_35 < double(0.0);
const uint32 l_118 = uint32(l_117);
const uint32 l_119 = uint32(2147483648) * l_118;
if (l_115) {
} else {
const bool l_120 = isnan(l_mut_35);
if (l_120) {
const uint32 l_121 = l_107 & uint32(2147483647);
const bool l_122 = l_121 > uint32(2139095040);
if (l_122) {
l_mut_106 = uint32(4294967293);
}
} else {
const bool l_123 = l_116 >= double(3.402823669209385e38);
const bool l_124 = !l_110;
const bool l_125 = l_116 == double(0.0);
const bool l_126 = l_124 && l_125;
const bool l_127 = l_123 || l_126;
if (l_127) {
const bool l_128 = l_116 >= double(3.402823669209385e38);
const uint32 l_129 = uint32(l_128);
const uint32 l_130 = uint32(2139095040) * l_129;
const uint32 l_131 = l_130 | l_119;
const bool l_132 = l_107 == l_131;
const uint32 l_133 = l_107 | l_131;
const uint32 l_134 = l_133 & uint32(2147483647);
const bool l_135 = l_134 == uint32(0);
const bool l_136 = l_132 || l_135;
if (l_136) {
l_mut_106 = uint32(4294967293);
}
} else {
const bool l_137 = l_116 >= double(2.350988701644575e-38);
const bool l_138 = l_110 && l_137;
const bool l_139 = l_116 < double(3.4028234663852886e38);
const bool l_140 = l_138 && l_139;
if (l_140) {
const float l_141 = float(l_116);
const uint32 l_142 = reinterpret_cast<uint32 const&>(l_141);
const float l_143 = reinterpret_cast<float const&>(l_142);
const double l_144 = double(l_143);
const double l_145 = l_116 - l_144;
const uint32 l_146 = l_142 + uint32(1);
const bool l_147 = l_145 < double(0.0);
const uint32 l_148 = uint32(l_147);
const uint32 l_149 = uint32(2) * l_148;
const uint32 l_150 = l_146 - l_149;
const float l_151 = reinterpret_cast<float const&>(l_150);
const double l_152 = double(l_151);
const double l_153 = l_152 - l_144;
const double l_154 = abs(l_153);
const double l_155 = l_154 * double(0.5);
const double l_156 = abs(l_145);
const double l_157 = l_155 - l_156;
const double l_158 = l_116 * double(9.094947017729282e-13);
const bool l_159 = l_157 > l_158;
if (l_159) {
const uint32 l_160 = l_142 | l_119;
l_mut_106 = l_160;
}
} else {
const bool l_161 = l_116 < double(2.350988701644575e-38);
const bool l_162 = l_110 && l_161;
if (l_162) {
const double l_163 = l_116 * double(7.1362384635298e44);
const double l_164 = floor(l_163);
const double l_165 = l_163 - l_164;
const double l_166 = l_165 - double(0.5);
const double l_167 = abs(l_166);
const double l_168 = l_163 * double(9.094947017729282e-13);
const bool l_169 = l_167 > l_168;
if (l_169) {
const bool l_170 = l_165 > double(0.5);
const double l_171 = double(l_170);
const double l_172 = l_164 + l_171;
const uint32 l_173 = uint32(l_172);
const uint32 l_174 = l_173 | l_119;
l_mut_106 = l_174;
}
}
}
}
}
}
const uint32 l_175 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_176 = l_175 & uint32(2147483647);
const bool l_177 = l_176 > uint32(2139095040);
const uint32 l_178 = l_175 & uint32(2147483647);
const bool l_179 = l_178 == uint32(0);
const uint32 l_180 = l_175 & uint32(2147483647);
const double l_181 = double(l_180);
const uint32 l_182 = l_175 >> uint32(31);
const double l_183 = double(l_182);
const double l_184 = double(2.0) * l_183;
const double l_185 = double(1.0) - l_184;
const double l_186 = l_181 * l_185;
const uint32 l_187 = l_mut_106 & uint32(2147483647);
const double l_188 = double(l_187);
const uint32 l_189 = l_mut_106 >> uint32(31);
const double l_190 = double(l_189);
const double l_191 = double(2.0) * l_190;
const double l_192 = double(1.0) - l_191;
const double l_193 = l_188 * l_192;
const double l_194 = l_186 - l_193;
const uint32 l_195 = l_mut_106 & uint32(2139095040);
const bool l_196 = l_195 == uint32(0);
const bool l_197 = l_mut_106 < uint32(4294967293);
const bool l_198 = l_194 == double(0.0);
const bool l_199 = l_179 && l_196;
const bool l_200 = l_177 || l_199;
const bool l_201 = !l_200;
const bool l_202 = l_198 || l_201;
const bool l_203 = l_197 && l_202;
l_mut_204 = l_203;
const bool l_205 = l_194 != double(0.0);
const bool l_206 = l_mut_204 && l_205;
if (l_206) {

for (uint32 l_mut_207 = uint32(0); l_mut_207 < uint32(8); ++l_mut_207) {
const uint32 l_208 = uint32(2) * l_mut_207;
const uint32 l_1778 = info.static_meta[uint32(1)];
const uint32 l_1779 = l_1778 * uint32(1);
const bool l_1780 = l_208 < l_1779;
const uint32 l_1781 = l_1779 - uint32(1);
const uint32 l_1782 = min(l_208, l_1781);
const uint32 l_1783 = buffer_1[l_1782];
const uint32 l_1784 = (l_1780) ? l_1783 : uint32(0);
const uint32 l_209 = l_1784;
const uint32 l_210 = uint32(2) * l_mut_207;
const uint32 l_211 = l_210 + uint32(1);
const uint32 l_1785 = info.static_meta[uint32(1)];
const uint32 l_1786 = l_1785 * uint32(1);
const bool l_1787 = l_211 < l_1786;
const uint32 l_1788 = l_1786 - uint32(1);
const uint32 l_1789 = min(l_211, l_1788);
const uint32 l_1790 = buffer_1[l_1789];
const uint32 l_1791 = (l_1787) ? l_1790 : uint32(0);
const uint32 l_212 = l_1791;
const bool l_213 = l_212 != uint32(0);
const uint32 l_214 = l_mut_207 * uint32(4);
const uint32 l_1792 = info.static_meta[uint32(2)];
const uint32 l_1793 = l_1792 * uint32(1);
const bool l_1794 = l_214 < l_1793;
const uint32 l_1795 = l_1793 - uint32(1);
const uint32 l_1796 = min(l_214, l_1795);
const double l_1797 = buffer_2[l_1796];
const double l_1798 = (l_1794) ? l_1797 : double(0.0);
const double l_215 = l_1798;
const uint32 l_216 = l_mut_207 * uint32(4);
const uint32 l_217 = l_216 + uint32(1);
const uint32 l_1799 = info.static_meta[uint32(2)];
const uint32 l_1800 = l_1799 * uint32(1);
const bool l_1801 = l_217 < l_1800;
const uint32 l_1802 = l_1800 - uint32(1);
const uint32 l_1803 = min(l_217, l_1802);
const double l_1804 = buffer_2[l_1803];
const double l_1805 = (l_1801) ? l_1804 : double(0.0);
const double l_218 = l_1805;
const uint32 l_219 = l_mut_207 * uint32(4);
const uint32 l_220 = l_219 + uint32(2);
const uint32 l_1806 = info.static_meta[uint32(2)];
const uint32 l_1807 = l_1806 * uint32(1);
const bool l_1808 = l_220 < l_1807;
const uint32 l_1809 = l_1807 - uint32(1);
const uint32 l_1810 = min(l_220, l_1809);
const double l_1811 = buffer_2[l_1810];
const double l_1812 = (l_1808) ? l_1811 : double(0.0);
const double l_221 = l_1812;
const double l_222 = double(l_21);
const double l_223 = abs(l_222);
const double l_224 = abs(l_mut_35);
const double l_225 = l_224 * double(1.4551915228366852e-11);
l_arr_226[uint32(0)] = uint32(1);
l_mut_227 = uint32(2);
const bool l_228 = l_209 == uint32(0);
if (l_228) {
l_mut_227 = uint32(0);
} else {
const bool l_229 = l_209 == uint32(1);
if (l_229) {
l_mut_227 = uint32(1);
const double l_230 = abs(l_194);
const bool l_231 = l_230 <= l_215;
if (l_231) {
l_mut_227 = uint32(0);
}
} else {
const bool l_232 = l_209 == uint32(2);
if (l_232) {
const double l_233 = abs(l_mut_35);
l_mut_50 = double(1.401298464324817e-45);
const bool l_234 = l_233 >= double(1.1754943508222875e-38);
const bool l_235 = l_233 <= double(1.7976931348623157e308);
const bool l_236 = l_234 && l_235;
if (l_236) {
const uint64 l_237 = reinterpret_cast<uint64 const&>(l_233);
const uint64 l_238 = l_237 >> uint64(52);
const uint64 l_239 = l_238 - uint64(23);
const uint64 l_240 = l_239 << uint64(52);
const double l_241 = reinterpret_cast<double const&>(l_240);
l_mut_50 = l_241;
}
const double l_242 = l_215 * l_mut_50;
l_mut_243 = uint32(2);
const double l_244 = l_mut_35 - l_225;
const double l_245 = abs(l_244);
l_mut_50 = double(1.401298464324817e-45);
const bool l_246 = l_245 >= double(1.1754943508222875e-38);
const bool l_247 = l_245 <= double(1.7976931348623157e308);
const bool l_248 = l_246 && l_247;
if (l_248) {
const uint64 l_249 = reinterpret_cast<uint64 const&>(l_245);
const uint64 l_250 = l_249 >> uint64(52);
const uint64 l_251 = l_250 - uint64(23);
const uint64 l_252 = l_251 << uint64(52);
const double l_253 = reinterpret_cast<double const&>(l_252);
l_mut_50 = l_253;
}
const double l_254 = l_mut_35 + l_225;
const double l_255 = abs(l_254);
l_mut_26 = double(1.401298464324817e-45);
const bool l_256 = l_255 >= double(1.1754943508222875e-38);
const bool l_257 = l_255 <= double(1.7976931348623157e308);
const bool l_258 = l_256 && l_257;
if (l_258) {
const uint64 l_259 = reinterpret_cast<uint64 const&>(l_255);
const uint64 l_260 = l_259 >> uint64(52);
const uint64 l_261 = l_260 - uint64(23);
const uint64 l_262 = l_261 << uint64(52);
const double l_263 = reinterpret_cast<double const&>(l_262);
l_mut_26 = l_263;
}
const bool l_264 = l_mut_50 == l_mut_26;
if (l_264) {
const double l_265 = l_242 * double(1.4551915228366852e-11);
const double l_266 = l_225 + l_265;
const double l_267 = l_mut_35 - l_242;
const double l_268 = l_mut_35 + l_242;
const uint32 l_269 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_270 = double(l_mut_22);
l_mut_50 = l_270;
const uint32 l_271 = l_269 & uint32(2139095040);
const bool l_272 = l_271 == uint32(0);
if (l_272) {
const uint32 l_273 = l_269 & uint32(8388607);
const double l_274 = double(l_273);
const double l_275 = l_274 * double(1.401298464324817e-45);
l_mut_50 = l_275;
const uint32 l_276 = l_269 >> uint32(31);
const bool l_277 = l_276 == uint32(1);
if (l_277) {
const double l_278 = -l_mut_50;
l_mut_50 = l_278;
}
}
const uint32 l_279 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_280 = l_279 + uint32(1);
l_mut_281 = l_280;
const uint32 l_282 = l_279 & uint32(2147483647);
const bool l_283 = l_282 == uint32(0);
if (l_283) {
l_mut_281 = uint32(1);
} else {
const uint32 l_284 = l_279 & uint32(2147483648);
const bool l_285 = l_284 != uint32(0);
if (l_285) {
const uint32 l_286 = l_279 - uint32(1);
l_mut_281 = l_286;
} else {
const bool l_287 = l_279 == uint32(2139095040);
if (l_287) {
l_mut_281 = l_279;
}
}
}
const float l_288 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_289 = reinterpret_cast<uint32 const&>(l_288);
const double l_290 = double(l_288);
l_mut_26 = l_290;
const uint32 l_291 = l_289 & uint32(2139095040);
const bool l_292 = l_291 == uint32(0);
if (l_292) {
const uint32 l_293 = l_289 & uint32(8388607);
const double l_294 = double(l_293);
const double l_295 = l_294 * double(1.401298464324817e-45);
l_mut_26 = l_295;
const uint32 l_296 = l_289 >> uint32(31);
const bool l_297 = l_296 == uint32(1);
if (l_297) {
const double l_298 = -l_mut_26;
l_mut_26 = l_298;
}
}
const uint32 l_299 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_300 = l_299 ^ uint32(2147483648);
const float l_301 = reinterpret_cast<float const&>(l_300);
const uint32 l_302 = reinterpret_cast<uint32 const&>(l_301);
const uint32 l_303 = l_302 + uint32(1);
l_mut_281 = l_303;
const uint32 l_304 = l_302 & uint32(2147483647);
const bool l_305 = l_304 == uint32(0);
if (l_305) {
l_mut_281 = uint32(1);
} else {
const uint32 l_306 = l_302 & uint32(2147483648);
const bool l_307 = l_306 != uint32(0);
if (l_307) {
const uint32 l_308 = l_302 - uint32(1);
l_mut_281 = l_308;
} else {
const bool l_309 = l_302 == uint32(2139095040);
if (l_309) {
l_mut_281 = l_302;
}
}
}
const float l_310 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_311 = reinterpret_cast<uint32 const&>(l_310);
const uint32 l_312 = l_311 ^ uint32(2147483648);
const float l_313 = reinterpret_cast<float const&>(l_312);
const uint32 l_314 = reinterpret_cast<uint32 const&>(l_313);
const double l_315 = double(l_313);
l_mut_316 = l_315;
const uint32 l_317 = l_314 & uint32(2139095040);
const bool l_318 = l_317 == uint32(0);
if (l_318) {
const uint32 l_319 = l_314 & uint32(8388607);
const double l_320 = double(l_319);
const double l_321 = l_320 * double(1.401298464324817e-45);
l_mut_316 = l_321;
const uint32 l_322 = l_314 >> uint32(31);
const bool l_323 = l_322 == uint32(1);
if (l_323) {
const double l_324 = -l_mut_316;
l_mut_316 = l_324;
}
}
const double l_325 = l_267 + l_266;
const bool l_326 = l_325 <= l_mut_50;
l_mut_327 = l_326;
const double l_328 = l_267 - l_266;
const bool l_329 = l_328 > l_mut_50;
l_mut_330 = l_329;
const double l_331 = l_268 - l_266;
const bool l_332 = l_331 >= l_mut_50;
l_mut_333 = l_332;
const double l_334 = l_268 + l_266;
const bool l_335 = l_334 < l_mut_50;
l_mut_336 = l_335;
if (l_213) {
const double l_337 = l_267 + l_266;
const bool l_338 = l_337 < l_mut_26;
l_mut_327 = l_338;
const double l_339 = l_267 - l_266;
const bool l_340 = l_339 >= l_mut_26;
l_mut_330 = l_340;
const double l_341 = l_268 - l_266;
const bool l_342 = l_341 > l_mut_316;
l_mut_333 = l_342;
const double l_343 = l_268 + l_266;
const bool l_344 = l_343 <= l_mut_316;
l_mut_336 = l_344;
}
l_mut_281 = uint32(2);
const bool l_345 = l_mut_330 || l_mut_336;
if (l_345) {
l_mut_281 = uint32(1);
} else {
const bool l_346 = l_mut_327 && l_mut_333;
if (l_346) {
l_mut_281 = uint32(0);
}
}
const uint32 l_347 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_348 = l_347 & uint32(2147483647);
const bool l_349 = l_348 == uint32(0);
if (l_349) {
const double l_350 = l_267 + l_266;
const bool l_351 = l_350 < double(1.1754943508222875e-38);
const double l_352 = l_268 - l_266;
const bool l_353 = l_352 > double(-1.1754943508222875e-38);
const bool l_354 = l_351 && l_353;
const double l_355 = l_267 - l_266;
const bool l_356 = l_355 < double(1.1754943508222875e-38);
const double l_357 = l_268 + l_266;
const bool l_358 = l_357 > double(-1.1754943508222875e-38);
const bool l_359 = l_356 && l_358;
if (l_354) {
l_mut_281 = uint32(0);
} else {
const bool l_360 = l_mut_281 == uint32(1);
const bool l_361 = l_359 && l_360;
if (l_361) {
l_mut_281 = uint32(2);
}
}
}
l_mut_243 = l_mut_281;
}
l_mut_227 = l_mut_243;
} else {
const bool l_362 = l_209 == uint32(3);
if (l_362) {
l_mut_227 = uint32(0);
const bool l_363 = l_223 >= double(1.1754943508222875e-38);
const bool l_364 = l_223 <= double(8.507059173023462e37);
const bool l_365 = l_363 && l_364;
if (l_365) {
const double l_366 = abs(l_mut_35);
l_mut_316 = double(1.401298464324817e-45);
const bool l_367 = l_366 >= double(1.1754943508222875e-38);
const bool l_368 = l_366 <= double(1.7976931348623157e308);
const bool l_369 = l_367 && l_368;
if (l_369) {
const uint64 l_370 = reinterpret_cast<uint64 const&>(l_366);
const uint64 l_371 = l_370 >> uint64(52);
const uint64 l_372 = l_371 - uint64(23);
const uint64 l_373 = l_372 << uint64(52);
const double l_374 = reinterpret_cast<double const&>(l_373);
l_mut_316 = l_374;
}
const double l_375 = l_215 * l_mut_316;
l_mut_281 = uint32(2);
const double l_376 = l_mut_35 - l_225;
const double l_377 = abs(l_376);
l_mut_316 = double(1.401298464324817e-45);
const bool l_378 = l_377 >= double(1.1754943508222875e-38);
const bool l_379 = l_377 <= double(1.7976931348623157e308);
const bool l_380 = l_378 && l_379;
if (l_380) {
const uint64 l_381 = reinterpret_cast<uint64 const&>(l_377);
const uint64 l_382 = l_381 >> uint64(52);
const uint64 l_383 = l_382 - uint64(23);
const uint64 l_384 = l_383 << uint64(52);
const double l_385 = reinterpret_cast<double const&>(l_384);
l_mut_316 = l_385;
}
const double l_386 = l_mut_35 + l_225;
const double l_387 = abs(l_386);
l_mut_50 = double(1.401298464324817e-45);
const bool l_388 = l_387 >= double(1.1754943508222875e-38);
const bool l_389 = l_387 <= double(1.7976931348623157e308);
const bool l_390 = l_388 && l_389;
if (l_390) {
const uint64 l_391 = reinterpret_cast<uint64 const&>(l_387);
const uint64 l_392 = l_391 >> uint64(52);
const uint64 l_393 = l_392 - uint64(23);
const uint64 l_394 = l_393 << uint64(52);
const double l_395 = reinterpret_cast<double const&>(l_394);
l_mut_50 = l_395;
}
const bool l_396 = l_mut_316 == l_mut_50;
if (l_396) {
const double l_397 = l_375 * double(1.4551915228366852e-11);
const double l_398 = l_225 + l_397;
const double l_399 = l_mut_35 - l_375;
const double l_400 = l_mut_35 + l_375;
const uint32 l_401 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_402 = double(l_mut_22);
l_mut_316 = l_402;
const uint32 l_403 = l_401 & uint32(2139095040);
const bool l_404 = l_403 == uint32(0);
if (l_404) {
const uint32 l_405 = l_401 & uint32(8388607);
const double l_406 = double(l_405);
const double l_407 = l_406 * double(1.401298464324817e-45);
l_mut_316 = l_407;
const uint32 l_408 = l_401 >> uint32(31);
const bool l_409 = l_408 == uint32(1);
if (l_409) {
const double l_410 = -l_mut_316;
l_mut_316 = l_410;
}
}
const uint32 l_411 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_412 = l_411 + uint32(1);
l_mut_243 = l_412;
const uint32 l_413 = l_411 & uint32(2147483647);
const bool l_414 = l_413 == uint32(0);
if (l_414) {
l_mut_243 = uint32(1);
} else {
const uint32 l_415 = l_411 & uint32(2147483648);
const bool l_416 = l_415 != uint32(0);
if (l_416) {
const uint32 l_417 = l_411 - uint32(1);
l_mut_243 = l_417;
} else {
const bool l_418 = l_411 == uint32(2139095040);
if (l_418) {
l_mut_243 = l_411;
}
}
}
const float l_419 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_420 = reinterpret_cast<uint32 const&>(l_419);
const double l_421 = double(l_419);
l_mut_50 = l_421;
const uint32 l_422 = l_420 & uint32(2139095040);
const bool l_423 = l_422 == uint32(0);
if (l_423) {
const uint32 l_424 = l_420 & uint32(8388607);
const double l_425 = double(l_424);
const double l_426 = l_425 * double(1.401298464324817e-45);
l_mut_50 = l_426;
const uint32 l_427 = l_420 >> uint32(31);
const bool l_428 = l_427 == uint32(1);
if (l_428) {
const double l_429 = -l_mut_50;
l_mut_50 = l_429;
}
}
const uint32 l_430 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_431 = l_430 ^ uint32(2147483648);
const float l_432 = reinterpret_cast<float const&>(l_431);
const uint32 l_433 = reinterpret_cast<uint32 const&>(l_432);
const uint32 l_434 = l_433 + uint32(1);
l_mut_243 = l_434;
const uint32 l_435 = l_433 & uint32(2147483647);
const bool l_436 = l_435 == uint32(0);
if (l_436) {
l_mut_243 = uint32(1);
} else {
const uint32 l_437 = l_433 & uint32(2147483648);
const bool l_438 = l_437 != uint32(0);
if (l_438) {
const uint32 l_439 = l_433 - uint32(1);
l_mut_243 = l_439;
} else {
const bool l_440 = l_433 == uint32(2139095040);
if (l_440) {
l_mut_243 = l_433;
}
}
}
const float l_441 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_442 = reinterpret_cast<uint32 const&>(l_441);
const uint32 l_443 = l_442 ^ uint32(2147483648);
const float l_444 = reinterpret_cast<float const&>(l_443);
const uint32 l_445 = reinterpret_cast<uint32 const&>(l_444);
const double l_446 = double(l_444);
l_mut_26 = l_446;
const uint32 l_447 = l_445 & uint32(2139095040);
const bool l_448 = l_447 == uint32(0);
if (l_448) {
const uint32 l_449 = l_445 & uint32(8388607);
const double l_450 = double(l_449);
const double l_451 = l_450 * double(1.401298464324817e-45);
l_mut_26 = l_451;
const uint32 l_452 = l_445 >> uint32(31);
const bool l_453 = l_452 == uint32(1);
if (l_453) {
const double l_454 = -l_mut_26;
l_mut_26 = l_454;
}
}
const double l_455 = l_399 + l_398;
const bool l_456 = l_455 <= l_mut_316;
l_mut_336 = l_456;
const double l_457 = l_399 - l_398;
const bool l_458 = l_457 > l_mut_316;
l_mut_333 = l_458;
const double l_459 = l_400 - l_398;
const bool l_460 = l_459 >= l_mut_316;
l_mut_330 = l_460;
const double l_461 = l_400 + l_398;
const bool l_462 = l_461 < l_mut_316;
l_mut_327 = l_462;
if (l_213) {
const double l_463 = l_399 + l_398;
const bool l_464 = l_463 < l_mut_50;
l_mut_336 = l_464;
const double l_465 = l_399 - l_398;
const bool l_466 = l_465 >= l_mut_50;
l_mut_333 = l_466;
const double l_467 = l_400 - l_398;
const bool l_468 = l_467 > l_mut_26;
l_mut_330 = l_468;
const double l_469 = l_400 + l_398;
const bool l_470 = l_469 <= l_mut_26;
l_mut_327 = l_470;
}
l_mut_243 = uint32(2);
const bool l_471 = l_mut_333 || l_mut_327;
if (l_471) {
l_mut_243 = uint32(1);
} else {
const bool l_472 = l_mut_336 && l_mut_330;
if (l_472) {
l_mut_243 = uint32(0);
}
}
const uint32 l_473 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_474 = l_473 & uint32(2147483647);
const bool l_475 = l_474 == uint32(0);
if (l_475) {
const double l_476 = l_399 + l_398;
const bool l_477 = l_476 < double(1.1754943508222875e-38);
const double l_478 = l_400 - l_398;
const bool l_479 = l_478 > double(-1.1754943508222875e-38);
const bool l_480 = l_477 && l_479;
const double l_481 = l_399 - l_398;
const bool l_482 = l_481 < double(1.1754943508222875e-38);
const double l_483 = l_400 + l_398;
const bool l_484 = l_483 > double(-1.1754943508222875e-38);
const bool l_485 = l_482 && l_484;
if (l_480) {
l_mut_243 = uint32(0);
} else {
const bool l_486 = l_mut_243 == uint32(1);
const bool l_487 = l_485 && l_486;
if (l_487) {
l_mut_243 = uint32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
}
} else {
const bool l_488 = l_209 == uint32(4);
if (l_488) {
const double l_489 = l_218 * l_223;
const double l_490 = l_215 + l_489;
const double l_491 = abs(l_mut_35);
l_mut_316 = double(1.401298464324817e-45);
const bool l_492 = l_491 >= double(1.1754943508222875e-38);
const bool l_493 = l_491 <= double(1.7976931348623157e308);
const bool l_494 = l_492 && l_493;
if (l_494) {
const uint64 l_495 = reinterpret_cast<uint64 const&>(l_491);
const uint64 l_496 = l_495 >> uint64(52);
const uint64 l_497 = l_496 - uint64(23);
const uint64 l_498 = l_497 << uint64(52);
const double l_499 = reinterpret_cast<double const&>(l_498);
l_mut_316 = l_499;
}
const double l_500 = l_490 * l_mut_316;
l_mut_281 = uint32(2);
const double l_501 = l_mut_35 - l_225;
const double l_502 = abs(l_501);
l_mut_316 = double(1.401298464324817e-45);
const bool l_503 = l_502 >= double(1.1754943508222875e-38);
const bool l_504 = l_502 <= double(1.7976931348623157e308);
const bool l_505 = l_503 && l_504;
if (l_505) {
const uint64 l_506 = reinterpret_cast<uint64 const&>(l_502);
const uint64 l_507 = l_506 >> uint64(52);
const uint64 l_508 = l_507 - uint64(23);
const uint64 l_509 = l_508 << uint64(52);
const double l_510 = reinterpret_cast<double const&>(l_509);
l_mut_316 = l_510;
}
const double l_511 = l_mut_35 + l_225;
const double l_512 = abs(l_511);
l_mut_50 = double(1.401298464324817e-45);
const bool l_513 = l_512 >= double(1.1754943508222875e-38);
const bool l_514 = l_512 <= double(1.7976931348623157e308);
const bool l_515 = l_513 && l_514;
if (l_515) {
const uint64 l_516 = reinterpret_cast<uint64 const&>(l_512);
const uint64 l_517 = l_516 >> uint64(52);
const uint64 l_518 = l_517 - uint64(23);
const uint64 l_519 = l_518 << uint64(52);
const double l_520 = reinterpret_cast<double const&>(l_519);
l_mut_50 = l_520;
}
const bool l_521 = l_mut_316 == l_mut_50;
if (l_521) {
const double l_522 = l_500 * double(1.4551915228366852e-11);
const double l_523 = l_225 + l_522;
const double l_524 = l_mut_35 - l_500;
const double l_525 = l_mut_35 + l_500;
const uint32 l_526 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_527 = double(l_mut_22);
l_mut_316 = l_527;
const uint32 l_528 = l_526 & uint32(2139095040);
const bool l_529 = l_528 == uint32(0);
if (l_529) {
const uint32 l_530 = l_526 & uint32(8388607);
const double l_531 = double(l_530);
const double l_532 = l_531 * double(1.401298464324817e-45);
l_mut_316 = l_532;
const uint32 l_533 = l_526 >> uint32(31);
const bool l_534 = l_533 == uint32(1);
if (l_534) {
const double l_535 = -l_mut_316;
l_mut_316 = l_535;
}
}
const uint32 l_536 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_537 = l_536 + uint32(1);
l_mut_243 = l_537;
const uint32 l_538 = l_536 & uint32(2147483647);
const bool l_539 = l_538 == uint32(0);
if (l_539) {
l_mut_243 = uint32(1);
} else {
const uint32 l_540 = l_536 & uint32(2147483648);
const bool l_541 = l_540 != uint32(0);
if (l_541) {
const uint32 l_542 = l_536 - uint32(1);
l_mut_243 = l_542;
} else {
const bool l_543 = l_536 == uint32(2139095040);
if (l_543) {
l_mut_243 = l_536;
}
}
}
const float l_544 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_545 = reinterpret_cast<uint32 const&>(l_544);
const double l_546 = double(l_544);
l_mut_50 = l_546;
const uint32 l_547 = l_545 & uint32(2139095040);
const bool l_548 = l_547 == uint32(0);
if (l_548) {
const uint32 l_549 = l_545 & uint32(8388607);
const double l_550 = double(l_549);
const double l_551 = l_550 * double(1.401298464324817e-45);
l_mut_50 = l_551;
const uint32 l_552 = l_545 >> uint32(31);
const bool l_553 = l_552 == uint32(1);
if (l_553) {
const double l_554 = -l_mut_50;
l_mut_50 = l_554;
}
}
const uint32 l_555 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_556 = l_555 ^ uint32(2147483648);
const float l_557 = reinterpret_cast<float const&>(l_556);
const uint32 l_558 = reinterpret_cast<uint32 const&>(l_557);
const uint32 l_559 = l_558 + uint32(1);
l_mut_243 = l_559;
const uint32 l_560 = l_558 & uint32(2147483647);
const bool l_561 = l_560 == uint32(0);
if (l_561) {
l_mut_243 = uint32(1);
} else {
const uint32 l_562 = l_558 & uint32(2147483648);
const bool l_563 = l_562 != uint32(0);
if (l_563) {
const uint32 l_564 = l_558 - uint32(1);
l_mut_243 = l_564;
} else {
const bool l_565 = l_558 == uint32(2139095040);
if (l_565) {
l_mut_243 = l_558;
}
}
}
const float l_566 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_567 = reinterpret_cast<uint32 const&>(l_566);
const uint32 l_568 = l_567 ^ uint32(2147483648);
const float l_569 = reinterpret_cast<float const&>(l_568);
const uint32 l_570 = reinterpret_cast<uint32 const&>(l_569);
const double l_571 = double(l_569);
l_mut_26 = l_571;
const uint32 l_572 = l_570 & uint32(2139095040);
const bool l_573 = l_572 == uint32(0);
if (l_573) {
const uint32 l_574 = l_570 & uint32(8388607);
const double l_575 = double(l_574);
const double l_576 = l_575 * double(1.401298464324817e-45);
l_mut_26 = l_576;
const uint32 l_577 = l_570 >> uint32(31);
const bool l_578 = l_577 == uint32(1);
if (l_578) {
const double l_579 = -l_mut_26;
l_mut_26 = l_579;
}
}
const double l_580 = l_524 + l_523;
const bool l_581 = l_580 <= l_mut_316;
l_mut_336 = l_581;
const double l_582 = l_524 - l_523;
const bool l_583 = l_582 > l_mut_316;
l_mut_333 = l_583;
const double l_584 = l_525 - l_523;
const bool l_585 = l_584 >= l_mut_316;
l_mut_330 = l_585;
const double l_586 = l_525 + l_523;
const bool l_587 = l_586 < l_mut_316;
l_mut_327 = l_587;
if (l_213) {
const double l_588 = l_524 + l_523;
const bool l_589 = l_588 < l_mut_50;
l_mut_336 = l_589;
const double l_590 = l_524 - l_523;
const bool l_591 = l_590 >= l_mut_50;
l_mut_333 = l_591;
const double l_592 = l_525 - l_523;
const bool l_593 = l_592 > l_mut_26;
l_mut_330 = l_593;
const double l_594 = l_525 + l_523;
const bool l_595 = l_594 <= l_mut_26;
l_mut_327 = l_595;
}
l_mut_243 = uint32(2);
const bool l_596 = l_mut_333 || l_mut_327;
if (l_596) {
l_mut_243 = uint32(1);
} else {
const bool l_597 = l_mut_336 && l_mut_330;
if (l_597) {
l_mut_243 = uint32(0);
}
}
const uint32 l_598 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_599 = l_598 & uint32(2147483647);
const bool l_600 = l_599 == uint32(0);
if (l_600) {
const double l_601 = l_524 + l_523;
const bool l_602 = l_601 < double(1.1754943508222875e-38);
const double l_603 = l_525 - l_523;
const bool l_604 = l_603 > double(-1.1754943508222875e-38);
const bool l_605 = l_602 && l_604;
const double l_606 = l_524 - l_523;
const bool l_607 = l_606 < double(1.1754943508222875e-38);
const double l_608 = l_525 + l_523;
const bool l_609 = l_608 > double(-1.1754943508222875e-38);
const bool l_610 = l_607 && l_609;
if (l_605) {
l_mut_243 = uint32(0);
} else {
const bool l_611 = l_mut_243 == uint32(1);
const bool l_612 = l_610 && l_611;
if (l_612) {
l_mut_243 = uint32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
} else {
const bool l_613 = l_209 == uint32(5);
if (l_613) {
const double l_614 = double(2.0) * l_222;
const double l_615 = abs(l_614);
const double l_616 = floor(l_615);
const double l_617 = double(3.0) + l_616;
const double l_618 = abs(l_mut_35);
l_mut_316 = double(1.401298464324817e-45);
const bool l_619 = l_618 >= double(1.1754943508222875e-38);
const bool l_620 = l_618 <= double(1.7976931348623157e308);
const bool l_621 = l_619 && l_620;
if (l_621) {
const uint64 l_622 = reinterpret_cast<uint64 const&>(l_618);
const uint64 l_623 = l_622 >> uint64(52);
const uint64 l_624 = l_623 - uint64(23);
const uint64 l_625 = l_624 << uint64(52);
const double l_626 = reinterpret_cast<double const&>(l_625);
l_mut_316 = l_626;
}
const double l_627 = l_617 * l_mut_316;
l_mut_281 = uint32(2);
const double l_628 = l_mut_35 - l_225;
const double l_629 = abs(l_628);
l_mut_316 = double(1.401298464324817e-45);
const bool l_630 = l_629 >= double(1.1754943508222875e-38);
const bool l_631 = l_629 <= double(1.7976931348623157e308);
const bool l_632 = l_630 && l_631;
if (l_632) {
const uint64 l_633 = reinterpret_cast<uint64 const&>(l_629);
const uint64 l_634 = l_633 >> uint64(52);
const uint64 l_635 = l_634 - uint64(23);
const uint64 l_636 = l_635 << uint64(52);
const double l_637 = reinterpret_cast<double const&>(l_636);
l_mut_316 = l_637;
}
const double l_638 = l_mut_35 + l_225;
const double l_639 = abs(l_638);
l_mut_50 = double(1.401298464324817e-45);
const bool l_640 = l_639 >= double(1.1754943508222875e-38);
const bool l_641 = l_639 <= double(1.7976931348623157e308);
const bool l_642 = l_640 && l_641;
if (l_642) {
const uint64 l_643 = reinterpret_cast<uint64 const&>(l_639);
const uint64 l_644 = l_643 >> uint64(52);
const uint64 l_645 = l_644 - uint64(23);
const uint64 l_646 = l_645 << uint64(52);
const double l_647 = reinterpret_cast<double const&>(l_646);
l_mut_50 = l_647;
}
const bool l_648 = l_mut_316 == l_mut_50;
if (l_648) {
const double l_649 = l_627 * double(1.4551915228366852e-11);
const double l_650 = l_225 + l_649;
const double l_651 = l_mut_35 - l_627;
const double l_652 = l_mut_35 + l_627;
const uint32 l_653 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_654 = double(l_mut_22);
l_mut_316 = l_654;
const uint32 l_655 = l_653 & uint32(2139095040);
const bool l_656 = l_655 == uint32(0);
if (l_656) {
const uint32 l_657 = l_653 & uint32(8388607);
const double l_658 = double(l_657);
const double l_659 = l_658 * double(1.401298464324817e-45);
l_mut_316 = l_659;
const uint32 l_660 = l_653 >> uint32(31);
const bool l_661 = l_660 == uint32(1);
if (l_661) {
const double l_662 = -l_mut_316;
l_mut_316 = l_662;
}
}
const uint32 l_663 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_664 = l_663 + uint32(1);
l_mut_243 = l_664;
const uint32 l_665 = l_663 & uint32(2147483647);
const bool l_666 = l_665 == uint32(0);
if (l_666) {
l_mut_243 = uint32(1);
} else {
const uint32 l_667 = l_663 & uint32(2147483648);
const bool l_668 = l_667 != uint32(0);
if (l_668) {
const uint32 l_669 = l_663 - uint32(1);
l_mut_243 = l_669;
} else {
const bool l_670 = l_663 == uint32(2139095040);
if (l_670) {
l_mut_243 = l_663;
}
}
}
const float l_671 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_672 = reinterpret_cast<uint32 const&>(l_671);
const double l_673 = double(l_671);
l_mut_50 = l_673;
const uint32 l_674 = l_672 & uint32(2139095040);
const bool l_675 = l_674 == uint32(0);
if (l_675) {
const uint32 l_676 = l_672 & uint32(8388607);
const double l_677 = double(l_676);
const double l_678 = l_677 * double(1.401298464324817e-45);
l_mut_50 = l_678;
const uint32 l_679 = l_672 >> uint32(31);
const bool l_680 = l_679 == uint32(1);
if (l_680) {
const double l_681 = -l_mut_50;
l_mut_50 = l_681;
}
}
const uint32 l_682 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_683 = l_682 ^ uint32(2147483648);
const float l_684 = reinterpret_cast<float const&>(l_683);
const uint32 l_685 = reinterpret_cast<uint32 const&>(l_684);
const uint32 l_686 = l_685 + uint32(1);
l_mut_243 = l_686;
const uint32 l_687 = l_685 & uint32(2147483647);
const bool l_688 = l_687 == uint32(0);
if (l_688) {
l_mut_243 = uint32(1);
} else {
const uint32 l_689 = l_685 & uint32(2147483648);
const bool l_690 = l_689 != uint32(0);
if (l_690) {
const uint32 l_691 = l_685 - uint32(1);
l_mut_243 = l_691;
} else {
const bool l_692 = l_685 == uint32(2139095040);
if (l_692) {
l_mut_243 = l_685;
}
}
}
const float l_693 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_694 = reinterpret_cast<uint32 const&>(l_693);
const uint32 l_695 = l_694 ^ uint32(2147483648);
const float l_696 = reinterpret_cast<float const&>(l_695);
const uint32 l_697 = reinterpret_cast<uint32 const&>(l_696);
const double l_698 = double(l_696);
l_mut_26 = l_698;
const uint32 l_699 = l_697 & uint32(2139095040);
const bool l_700 = l_699 == uint32(0);
if (l_700) {
const uint32 l_701 = l_697 & uint32(8388607);
const double l_702 = double(l_701);
const double l_703 = l_702 * double(1.401298464324817e-45);
l_mut_26 = l_703;
const uint32 l_704 = l_697 >> uint32(31);
const bool l_705 = l_704 == uint32(1);
if (l_705) {
const double l_706 = -l_mut_26;
l_mut_26 = l_706;
}
}
const double l_707 = l_651 + l_650;
const bool l_708 = l_707 <= l_mut_316;
l_mut_336 = l_708;
const double l_709 = l_651 - l_650;
const bool l_710 = l_709 > l_mut_316;
l_mut_333 = l_710;
const double l_711 = l_652 - l_650;
const bool l_712 = l_711 >= l_mut_316;
l_mut_330 = l_712;
const double l_713 = l_652 + l_650;
const bool l_714 = l_713 < l_mut_316;
l_mut_327 = l_714;
if (l_213) {
const double l_715 = l_651 + l_650;
const bool l_716 = l_715 < l_mut_50;
l_mut_336 = l_716;
const double l_717 = l_651 - l_650;
const bool l_718 = l_717 >= l_mut_50;
l_mut_333 = l_718;
const double l_719 = l_652 - l_650;
const bool l_720 = l_719 > l_mut_26;
l_mut_330 = l_720;
const double l_721 = l_652 + l_650;
const bool l_722 = l_721 <= l_mut_26;
l_mut_327 = l_722;
}
l_mut_243 = uint32(2);
const bool l_723 = l_mut_333 || l_mut_327;
if (l_723) {
l_mut_243 = uint32(1);
} else {
const bool l_724 = l_mut_336 && l_mut_330;
if (l_724) {
l_mut_243 = uint32(0);
}
}
const uint32 l_725 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_726 = l_725 & uint32(2147483647);
const bool l_727 = l_726 == uint32(0);
if (l_727) {
const double l_728 = l_651 + l_650;
const bool l_729 = l_728 < double(1.1754943508222875e-38);
const double l_730 = l_652 - l_650;
const bool l_731 = l_730 > double(-1.1754943508222875e-38);
const bool l_732 = l_729 && l_731;
const double l_733 = l_651 - l_650;
const bool l_734 = l_733 < double(1.1754943508222875e-38);
const double l_735 = l_652 + l_650;
const bool l_736 = l_735 > double(-1.1754943508222875e-38);
const bool l_737 = l_734 && l_736;
if (l_732) {
l_mut_243 = uint32(0);
} else {
const bool l_738 = l_mut_243 == uint32(1);
const bool l_739 = l_737 && l_738;
if (l_739) {
l_mut_243 = uint32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
} else {
const bool l_740 = l_209 == uint32(6);
if (l_740) {
l_mut_227 = uint32(0);
const bool l_741 = l_223 <= l_218;
if (l_741) {
const double l_742 = l_215 * double(1.4551915228366852e-11);
const double l_743 = l_225 + l_742;
const double l_744 = l_mut_35 - l_215;
const double l_745 = l_mut_35 + l_215;
const uint32 l_746 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_747 = double(l_mut_22);
l_mut_316 = l_747;
const uint32 l_748 = l_746 & uint32(2139095040);
const bool l_749 = l_748 == uint32(0);
if (l_749) {
const uint32 l_750 = l_746 & uint32(8388607);
const double l_751 = double(l_750);
const double l_752 = l_751 * double(1.401298464324817e-45);
l_mut_316 = l_752;
const uint32 l_753 = l_746 >> uint32(31);
const bool l_754 = l_753 == uint32(1);
if (l_754) {
const double l_755 = -l_mut_316;
l_mut_316 = l_755;
}
}
const uint32 l_756 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_757 = l_756 + uint32(1);
l_mut_281 = l_757;
const uint32 l_758 = l_756 & uint32(2147483647);
const bool l_759 = l_758 == uint32(0);
if (l_759) {
l_mut_281 = uint32(1);
} else {
const uint32 l_760 = l_756 & uint32(2147483648);
const bool l_761 = l_760 != uint32(0);
if (l_761) {
const uint32 l_762 = l_756 - uint32(1);
l_mut_281 = l_762;
} else {
const bool l_763 = l_756 == uint32(2139095040);
if (l_763) {
l_mut_281 = l_756;
}
}
}
const float l_764 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_765 = reinterpret_cast<uint32 const&>(l_764);
const double l_766 = double(l_764);
l_mut_50 = l_766;
const uint32 l_767 = l_765 & uint32(2139095040);
const bool l_768 = l_767 == uint32(0);
if (l_768) {
const uint32 l_769 = l_765 & uint32(8388607);
const double l_770 = double(l_769);
const double l_771 = l_770 * double(1.401298464324817e-45);
l_mut_50 = l_771;
const uint32 l_772 = l_765 >> uint32(31);
const bool l_773 = l_772 == uint32(1);
if (l_773) {
const double l_774 = -l_mut_50;
l_mut_50 = l_774;
}
}
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_776 = l_775 ^ uint32(2147483648);
const float l_777 = reinterpret_cast<float const&>(l_776);
const uint32 l_778 = reinterpret_cast<uint32 const&>(l_777);
const uint32 l_779 = l_778 + uint32(1);
l_mut_281 = l_779;
const uint32 l_780 = l_778 & uint32(2147483647);
const bool l_781 = l_780 == uint32(0);
if (l_781) {
l_mut_281 = uint32(1);
} else {
const uint32 l_782 = l_778 & uint32(2147483648);
const bool l_783 = l_782 != uint32(0);
if (l_783) {
const uint32 l_784 = l_778 - uint32(1);
l_mut_281 = l_784;
} else {
const bool l_785 = l_778 == uint32(2139095040);
if (l_785) {
l_mut_281 = l_778;
}
}
}
const float l_786 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_787 = reinterpret_cast<uint32 const&>(l_786);
const uint32 l_788 = l_787 ^ uint32(2147483648);
const float l_789 = reinterpret_cast<float const&>(l_788);
const uint32 l_790 = reinterpret_cast<uint32 const&>(l_789);
const double l_791 = double(l_789);
l_mut_26 = l_791;
const uint32 l_792 = l_790 & uint32(2139095040);
const bool l_793 = l_792 == uint32(0);
if (l_793) {
const uint32 l_794 = l_790 & uint32(8388607);
const double l_795 = double(l_794);
const double l_796 = l_795 * double(1.401298464324817e-45);
l_mut_26 = l_796;
const uint32 l_797 = l_790 >> uint32(31);
const bool l_798 = l_797 == uint32(1);
if (l_798) {
const double l_799 = -l_mut_26;
l_mut_26 = l_799;
}
}
const double l_800 = l_744 + l_743;
const bool l_801 = l_800 <= l_mut_316;
l_mut_336 = l_801;
const double l_802 = l_744 - l_743;
const bool l_803 = l_802 > l_mut_316;
l_mut_333 = l_803;
const double l_804 = l_745 - l_743;
const bool l_805 = l_804 >= l_mut_316;
l_mut_330 = l_805;
const double l_806 = l_745 + l_743;
const bool l_807 = l_806 < l_mut_316;
l_mut_327 = l_807;
if (l_213) {
const double l_808 = l_744 + l_743;
const bool l_809 = l_808 < l_mut_50;
l_mut_336 = l_809;
const double l_810 = l_744 - l_743;
const bool l_811 = l_810 >= l_mut_50;
l_mut_333 = l_811;
const double l_812 = l_745 - l_743;
const bool l_813 = l_812 > l_mut_26;
l_mut_330 = l_813;
const double l_814 = l_745 + l_743;
const bool l_815 = l_814 <= l_mut_26;
l_mut_327 = l_815;
}
l_mut_281 = uint32(2);
const bool l_816 = l_mut_333 || l_mut_327;
if (l_816) {
l_mut_281 = uint32(1);
} else {
const bool l_817 = l_mut_336 && l_mut_330;
if (l_817) {
l_mut_281 = uint32(0);
}
}
const uint32 l_818 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_819 = l_818 & uint32(2147483647);
const bool l_820 = l_819 == uint32(0);
if (l_820) {
const double l_821 = l_744 + l_743;
const bool l_822 = l_821 < double(1.1754943508222875e-38);
const double l_823 = l_745 - l_743;
const bool l_824 = l_823 > double(-1.1754943508222875e-38);
const bool l_825 = l_822 && l_824;
const double l_826 = l_744 - l_743;
const bool l_827 = l_826 < double(1.1754943508222875e-38);
const double l_828 = l_745 + l_743;
const bool l_829 = l_828 > double(-1.1754943508222875e-38);
const bool l_830 = l_827 && l_829;
if (l_825) {
l_mut_281 = uint32(0);
} else {
const bool l_831 = l_mut_281 == uint32(1);
const bool l_832 = l_830 && l_831;
if (l_832) {
l_mut_281 = uint32(2);
}
}
}
l_mut_227 = l_mut_281;
}
} else {
const bool l_833 = l_209 == uint32(7);
if (l_833) {
const double l_834 = abs(l_mut_35);
const double l_835 = l_215 * l_834;
l_mut_316 = l_835;
const double l_836 = abs(l_mut_35);
l_mut_50 = double(1.401298464324817e-45);
const bool l_837 = l_836 >= double(1.1754943508222875e-38);
const bool l_838 = l_836 <= double(1.7976931348623157e308);
const bool l_839 = l_837 && l_838;
if (l_839) {
const uint64 l_840 = reinterpret_cast<uint64 const&>(l_836);
const uint64 l_841 = l_840 >> uint64(52);
const uint64 l_842 = l_841 - uint64(23);
const uint64 l_843 = l_842 << uint64(52);
const double l_844 = reinterpret_cast<double const&>(l_843);
l_mut_50 = l_844;
}
const double l_845 = double(0.5) * l_mut_50;
const bool l_846 = l_845 > l_mut_316;
if (l_846) {
l_mut_316 = l_845;
}
const double l_847 = l_mut_35 - l_225;
const double l_848 = abs(l_847);
l_mut_50 = double(1.401298464324817e-45);
const bool l_849 = l_848 >= double(1.1754943508222875e-38);
const bool l_850 = l_848 <= double(1.7976931348623157e308);
const bool l_851 = l_849 && l_850;
if (l_851) {
const uint64 l_852 = reinterpret_cast<uint64 const&>(l_848);
const uint64 l_853 = l_852 >> uint64(52);
const uint64 l_854 = l_853 - uint64(23);
const uint64 l_855 = l_854 << uint64(52);
const double l_856 = reinterpret_cast<double const&>(l_855);
l_mut_50 = l_856;
}
const double l_857 = l_mut_35 + l_225;
const double l_858 = abs(l_857);
l_mut_26 = double(1.401298464324817e-45);
const bool l_859 = l_858 >= double(1.1754943508222875e-38);
const bool l_860 = l_858 <= double(1.7976931348623157e308);
const bool l_861 = l_859 && l_860;
if (l_861) {
const uint64 l_862 = reinterpret_cast<uint64 const&>(l_858);
const uint64 l_863 = l_862 >> uint64(52);
const uint64 l_864 = l_863 - uint64(23);
const uint64 l_865 = l_864 << uint64(52);
const double l_866 = reinterpret_cast<double const&>(l_865);
l_mut_26 = l_866;
}
const bool l_867 = l_mut_50 == l_mut_26;
if (l_867) {
const double l_868 = l_215 * l_225;
const double l_869 = l_225 + l_868;
const double l_870 = l_mut_316 * double(1.4551915228366852e-11);
const double l_871 = l_869 + l_870;
const double l_872 = l_mut_35 - l_mut_316;
const double l_873 = l_mut_35 + l_mut_316;
const uint32 l_874 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_875 = double(l_mut_22);
l_mut_316 = l_875;
const uint32 l_876 = l_874 & uint32(2139095040);
const bool l_877 = l_876 == uint32(0);
if (l_877) {
const uint32 l_878 = l_874 & uint32(8388607);
const double l_879 = double(l_878);
const double l_880 = l_879 * double(1.401298464324817e-45);
l_mut_316 = l_880;
const uint32 l_881 = l_874 >> uint32(31);
const bool l_882 = l_881 == uint32(1);
if (l_882) {
const double l_883 = -l_mut_316;
l_mut_316 = l_883;
}
}
const uint32 l_884 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_885 = l_884 + uint32(1);
l_mut_281 = l_885;
const uint32 l_886 = l_884 & uint32(2147483647);
const bool l_887 = l_886 == uint32(0);
if (l_887) {
l_mut_281 = uint32(1);
} else {
const uint32 l_888 = l_884 & uint32(2147483648);
const bool l_889 = l_888 != uint32(0);
if (l_889) {
const uint32 l_890 = l_884 - uint32(1);
l_mut_281 = l_890;
} else {
const bool l_891 = l_884 == uint32(2139095040);
if (l_891) {
l_mut_281 = l_884;
}
}
}
const float l_892 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_893 = reinterpret_cast<uint32 const&>(l_892);
const double l_894 = double(l_892);
l_mut_50 = l_894;
const uint32 l_895 = l_893 & uint32(2139095040);
const bool l_896 = l_895 == uint32(0);
if (l_896) {
const uint32 l_897 = l_893 & uint32(8388607);
const double l_898 = double(l_897);
const double l_899 = l_898 * double(1.401298464324817e-45);
l_mut_50 = l_899;
const uint32 l_900 = l_893 >> uint32(31);
const bool l_901 = l_900 == uint32(1);
if (l_901) {
const double l_902 = -l_mut_50;
l_mut_50 = l_902;
}
}
const uint32 l_903 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_904 = l_903 ^ uint32(2147483648);
const float l_905 = reinterpret_cast<float const&>(l_904);
const uint32 l_906 = reinterpret_cast<uint32 const&>(l_905);
const uint32 l_907 = l_906 + uint32(1);
l_mut_281 = l_907;
const uint32 l_908 = l_906 & uint32(2147483647);
const bool l_909 = l_908 == uint32(0);
if (l_909) {
l_mut_281 = uint32(1);
} else {
const uint32 l_910 = l_906 & uint32(2147483648);
const bool l_911 = l_910 != uint32(0);
if (l_911) {
const uint32 l_912 = l_906 - uint32(1);
l_mut_281 = l_912;
} else {
const bool l_913 = l_906 == uint32(2139095040);
if (l_913) {
l_mut_281 = l_906;
}
}
}
const float l_914 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_915 = reinterpret_cast<uint32 const&>(l_914);
const uint32 l_916 = l_915 ^ uint32(2147483648);
const float l_917 = reinterpret_cast<float const&>(l_916);
const uint32 l_918 = reinterpret_cast<uint32 const&>(l_917);
const double l_919 = double(l_917);
l_mut_26 = l_919;
const uint32 l_920 = l_918 & uint32(2139095040);
const bool l_921 = l_920 == uint32(0);
if (l_921) {
const uint32 l_922 = l_918 & uint32(8388607);
const double l_923 = double(l_922);
const double l_924 = l_923 * double(1.401298464324817e-45);
l_mut_26 = l_924;
const uint32 l_925 = l_918 >> uint32(31);
const bool l_926 = l_925 == uint32(1);
if (l_926) {
const double l_927 = -l_mut_26;
l_mut_26 = l_927;
}
}
const double l_928 = l_872 + l_871;
const bool l_929 = l_928 <= l_mut_316;
l_mut_336 = l_929;
const double l_930 = l_872 - l_871;
const bool l_931 = l_930 > l_mut_316;
l_mut_333 = l_931;
const double l_932 = l_873 - l_871;
const bool l_933 = l_932 >= l_mut_316;
l_mut_330 = l_933;
const double l_934 = l_873 + l_871;
const bool l_935 = l_934 < l_mut_316;
l_mut_327 = l_935;
if (l_213) {
const double l_936 = l_872 + l_871;
const bool l_937 = l_936 < l_mut_50;
l_mut_336 = l_937;
const double l_938 = l_872 - l_871;
const bool l_939 = l_938 >= l_mut_50;
l_mut_333 = l_939;
const double l_940 = l_873 - l_871;
const bool l_941 = l_940 > l_mut_26;
l_mut_330 = l_941;
const double l_942 = l_873 + l_871;
const bool l_943 = l_942 <= l_mut_26;
l_mut_327 = l_943;
}
l_mut_281 = uint32(2);
const bool l_944 = l_mut_333 || l_mut_327;
if (l_944) {
l_mut_281 = uint32(1);
} else {
const bool l_945 = l_mut_336 && l_mut_330;
if (l_945) {
l_mut_281 = uint32(0);
}
}
const uint32 l_946 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_947 = l_946 & uint32(2147483647);
const bool l_948 = l_947 == uint32(0);
if (l_948) {
const double l_949 = l_872 + l_871;
const bool l_950 = l_949 < double(1.1754943508222875e-38);
const double l_951 = l_873 - l_871;
const bool l_952 = l_951 > double(-1.1754943508222875e-38);
const bool l_953 = l_950 && l_952;
const double l_954 = l_872 - l_871;
const bool l_955 = l_954 < double(1.1754943508222875e-38);
const double l_956 = l_873 + l_871;
const bool l_957 = l_956 > double(-1.1754943508222875e-38);
const bool l_958 = l_955 && l_957;
if (l_953) {
l_mut_281 = uint32(0);
} else {
const bool l_959 = l_mut_281 == uint32(1);
const bool l_960 = l_958 && l_959;
if (l_960) {
l_mut_281 = uint32(2);
}
}
}
l_mut_227 = l_mut_281;
}
} else {
const bool l_961 = l_209 == uint32(8);
if (l_961) {
const bool l_962 = l_222 >= double(0.5);
const bool l_963 = l_222 <= double(2.0);
const bool l_964 = l_962 && l_963;
if (l_964) {
const double l_965 = l_215 * double(1.4551915228366852e-11);
const double l_966 = l_225 + l_965;
const double l_967 = l_mut_35 - l_215;
const double l_968 = l_mut_35 + l_215;
const uint32 l_969 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_970 = double(l_mut_22);
l_mut_316 = l_970;
const uint32 l_971 = l_969 & uint32(2139095040);
const bool l_972 = l_971 == uint32(0);
if (l_972) {
const uint32 l_973 = l_969 & uint32(8388607);
const double l_974 = double(l_973);
const double l_975 = l_974 * double(1.401298464324817e-45);
l_mut_316 = l_975;
const uint32 l_976 = l_969 >> uint32(31);
const bool l_977 = l_976 == uint32(1);
if (l_977) {
const double l_978 = -l_mut_316;
l_mut_316 = l_978;
}
}
const uint32 l_979 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_980 = l_979 + uint32(1);
l_mut_281 = l_980;
const uint32 l_981 = l_979 & uint32(2147483647);
const bool l_982 = l_981 == uint32(0);
if (l_982) {
l_mut_281 = uint32(1);
} else {
const uint32 l_983 = l_979 & uint32(2147483648);
const bool l_984 = l_983 != uint32(0);
if (l_984) {
const uint32 l_985 = l_979 - uint32(1);
l_mut_281 = l_985;
} else {
const bool l_986 = l_979 == uint32(2139095040);
if (l_986) {
l_mut_281 = l_979;
}
}
}
const float l_987 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_988 = reinterpret_cast<uint32 const&>(l_987);
const double l_989 = double(l_987);
l_mut_50 = l_989;
const uint32 l_990 = l_988 & uint32(2139095040);
const bool l_991 = l_990 == uint32(0);
if (l_991) {
const uint32 l_992 = l_988 & uint32(8388607);
const double l_993 = double(l_992);
const double l_994 = l_993 * double(1.401298464324817e-45);
l_mut_50 = l_994;
const uint32 l_995 = l_988 >> uint32(31);
const bool l_996 = l_995 == uint32(1);
if (l_996) {
const double l_997 = -l_mut_50;
l_mut_50 = l_997;
}
}
const uint32 l_998 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_999 = l_998 ^ uint32(2147483648);
const float l_1000 = reinterpret_cast<float const&>(l_999);
const uint32 l_1001 = reinterpret_cast<uint32 const&>(l_1000);
const uint32 l_1002 = l_1001 + uint32(1);
l_mut_281 = l_1002;
const uint32 l_1003 = l_1001 & uint32(2147483647);
const bool l_1004 = l_1003 == uint32(0);
if (l_1004) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1005 = l_1001 & uint32(2147483648);
const bool l_1006 = l_1005 != uint32(0);
if (l_1006) {
const uint32 l_1007 = l_1001 - uint32(1);
l_mut_281 = l_1007;
} else {
const bool l_1008 = l_1001 == uint32(2139095040);
if (l_1008) {
l_mut_281 = l_1001;
}
}
}
const float l_1009 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1010 = reinterpret_cast<uint32 const&>(l_1009);
const uint32 l_1011 = l_1010 ^ uint32(2147483648);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
const uint32 l_1013 = reinterpret_cast<uint32 const&>(l_1012);
const double l_1014 = double(l_1012);
l_mut_26 = l_1014;
const uint32 l_1015 = l_1013 & uint32(2139095040);
const bool l_1016 = l_1015 == uint32(0);
if (l_1016) {
const uint32 l_1017 = l_1013 & uint32(8388607);
const double l_1018 = double(l_1017);
const double l_1019 = l_1018 * double(1.401298464324817e-45);
l_mut_26 = l_1019;
const uint32 l_1020 = l_1013 >> uint32(31);
const bool l_1021 = l_1020 == uint32(1);
if (l_1021) {
const double l_1022 = -l_mut_26;
l_mut_26 = l_1022;
}
}
const double l_1023 = l_967 + l_966;
const bool l_1024 = l_1023 <= l_mut_316;
l_mut_336 = l_1024;
const double l_1025 = l_967 - l_966;
const bool l_1026 = l_1025 > l_mut_316;
l_mut_333 = l_1026;
const double l_1027 = l_968 - l_966;
const bool l_1028 = l_1027 >= l_mut_316;
l_mut_330 = l_1028;
const double l_1029 = l_968 + l_966;
const bool l_1030 = l_1029 < l_mut_316;
l_mut_327 = l_1030;
if (l_213) {
const double l_1031 = l_967 + l_966;
const bool l_1032 = l_1031 < l_mut_50;
l_mut_336 = l_1032;
const double l_1033 = l_967 - l_966;
const bool l_1034 = l_1033 >= l_mut_50;
l_mut_333 = l_1034;
const double l_1035 = l_968 - l_966;
const bool l_1036 = l_1035 > l_mut_26;
l_mut_330 = l_1036;
const double l_1037 = l_968 + l_966;
const bool l_1038 = l_1037 <= l_mut_26;
l_mut_327 = l_1038;
}
l_mut_281 = uint32(2);
const bool l_1039 = l_mut_333 || l_mut_327;
if (l_1039) {
l_mut_281 = uint32(1);
} else {
const bool l_1040 = l_mut_336 && l_mut_330;
if (l_1040) {
l_mut_281 = uint32(0);
}
}
const uint32 l_1041 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1042 = l_1041 & uint32(2147483647);
const bool l_1043 = l_1042 == uint32(0);
if (l_1043) {
const double l_1044 = l_967 + l_966;
const bool l_1045 = l_1044 < double(1.1754943508222875e-38);
const double l_1046 = l_968 - l_966;
const bool l_1047 = l_1046 > double(-1.1754943508222875e-38);
const bool l_1048 = l_1045 && l_1047;
const double l_1049 = l_967 - l_966;
const bool l_1050 = l_1049 < double(1.1754943508222875e-38);
const double l_1051 = l_968 + l_966;
const bool l_1052 = l_1051 > double(-1.1754943508222875e-38);
const bool l_1053 = l_1050 && l_1052;
if (l_1048) {
l_mut_281 = uint32(0);
} else {
const bool l_1054 = l_mut_281 == uint32(1);
const bool l_1055 = l_1053 && l_1054;
if (l_1055) {
l_mut_281 = uint32(2);
}
}
}
l_mut_227 = l_mut_281;
} else {
const double l_1056 = abs(l_mut_35);
l_mut_316 = double(1.401298464324817e-45);
const bool l_1057 = l_1056 >= double(1.1754943508222875e-38);
const bool l_1058 = l_1056 <= double(1.7976931348623157e308);
const bool l_1059 = l_1057 && l_1058;
if (l_1059) {
const uint64 l_1060 = reinterpret_cast<uint64 const&>(l_1056);
const uint64 l_1061 = l_1060 >> uint64(52);
const uint64 l_1062 = l_1061 - uint64(23);
const uint64 l_1063 = l_1062 << uint64(52);
const double l_1064 = reinterpret_cast<double const&>(l_1063);
l_mut_316 = l_1064;
}
const double l_1065 = l_218 * l_mut_316;
l_mut_281 = uint32(2);
const double l_1066 = l_mut_35 - l_225;
const double l_1067 = abs(l_1066);
l_mut_316 = double(1.401298464324817e-45);
const bool l_1068 = l_1067 >= double(1.1754943508222875e-38);
const bool l_1069 = l_1067 <= double(1.7976931348623157e308);
const bool l_1070 = l_1068 && l_1069;
if (l_1070) {
const uint64 l_1071 = reinterpret_cast<uint64 const&>(l_1067);
const uint64 l_1072 = l_1071 >> uint64(52);
const uint64 l_1073 = l_1072 - uint64(23);
const uint64 l_1074 = l_1073 << uint64(52);
const double l_1075 = reinterpret_cast<double const&>(l_1074);
l_mut_316 = l_1075;
}
const double l_1076 = l_mut_35 + l_225;
const double l_1077 = abs(l_1076);
l_mut_50 = double(1.401298464324817e-45);
const bool l_1078 = l_1077 >= double(1.1754943508222875e-38);
const bool l_1079 = l_1077 <= double(1.7976931348623157e308);
const bool l_1080 = l_1078 && l_1079;
if (l_1080) {
const uint64 l_1081 = reinterpret_cast<uint64 const&>(l_1077);
const uint64 l_1082 = l_1081 >> uint64(52);
const uint64 l_1083 = l_1082 - uint64(23);
const uint64 l_1084 = l_1083 << uint64(52);
const double l_1085 = reinterpret_cast<double const&>(l_1084);
l_mut_50 = l_1085;
}
const bool l_1086 = l_mut_316 == l_mut_50;
if (l_1086) {
const double l_1087 = l_1065 * double(1.4551915228366852e-11);
const double l_1088 = l_225 + l_1087;
const double l_1089 = l_mut_35 - l_1065;
const double l_1090 = l_mut_35 + l_1065;
const uint32 l_1091 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1092 = double(l_mut_22);
l_mut_316 = l_1092;
const uint32 l_1093 = l_1091 & uint32(2139095040);
const bool l_1094 = l_1093 == uint32(0);
if (l_1094) {
const uint32 l_1095 = l_1091 & uint32(8388607);
const double l_1096 = double(l_1095);
const double l_1097 = l_1096 * double(1.401298464324817e-45);
l_mut_316 = l_1097;
const uint32 l_1098 = l_1091 >> uint32(31);
const bool l_1099 = l_1098 == uint32(1);
if (l_1099) {
const double l_1100 = -l_mut_316;
l_mut_316 = l_1100;
}
}
const uint32 l_1101 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1102 = l_1101 + uint32(1);
l_mut_243 = l_1102;
const uint32 l_1103 = l_1101 & uint32(2147483647);
const bool l_1104 = l_1103 == uint32(0);
if (l_1104) {
l_mut_243 = uint32(1);
} else {
const uint32 l_1105 = l_1101 & uint32(2147483648);
const bool l_1106 = l_1105 != uint32(0);
if (l_1106) {
const uint32 l_1107 = l_1101 - uint32(1);
l_mut_243 = l_1107;
} else {
const bool l_1108 = l_1101 == uint32(2139095040);
if (l_1108) {
l_mut_243 = l_1101;
}
}
}
const float l_1109 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_1110 = reinterpret_cast<uint32 const&>(l_1109);
const double l_1111 = double(l_1109);
l_mut_50 = l_1111;
const uint32 l_1112 = l_1110 & uint32(2139095040);
const bool l_1113 = l_1112 == uint32(0);
if (l_1113) {
const uint32 l_1114 = l_1110 & uint32(8388607);
const double l_1115 = double(l_1114);
const double l_1116 = l_1115 * double(1.401298464324817e-45);
l_mut_50 = l_1116;
const uint32 l_1117 = l_1110 >> uint32(31);
const bool l_1118 = l_1117 == uint32(1);
if (l_1118) {
const double l_1119 = -l_mut_50;
l_mut_50 = l_1119;
}
}
const uint32 l_1120 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1121 = l_1120 ^ uint32(2147483648);
const float l_1122 = reinterpret_cast<float const&>(l_1121);
const uint32 l_1123 = reinterpret_cast<uint32 const&>(l_1122);
const uint32 l_1124 = l_1123 + uint32(1);
l_mut_243 = l_1124;
const uint32 l_1125 = l_1123 & uint32(2147483647);
const bool l_1126 = l_1125 == uint32(0);
if (l_1126) {
l_mut_243 = uint32(1);
} else {
const uint32 l_1127 = l_1123 & uint32(2147483648);
const bool l_1128 = l_1127 != uint32(0);
if (l_1128) {
const uint32 l_1129 = l_1123 - uint32(1);
l_mut_243 = l_1129;
} else {
const bool l_1130 = l_1123 == uint32(2139095040);
if (l_1130) {
l_mut_243 = l_1123;
}
}
}
const float l_1131 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_1132 = reinterpret_cast<uint32 const&>(l_1131);
const uint32 l_1133 = l_1132 ^ uint32(2147483648);
const float l_1134 = reinterpret_cast<float const&>(l_1133);
const uint32 l_1135 = reinterpret_cast<uint32 const&>(l_1134);
const double l_1136 = double(l_1134);
l_mut_26 = l_1136;
const uint32 l_1137 = l_1135 & uint32(2139095040);
const bool l_1138 = l_1137 == uint32(0);
if (l_1138) {
const uint32 l_1139 = l_1135 & uint32(8388607);
const double l_1140 = double(l_1139);
const double l_1141 = l_1140 * double(1.401298464324817e-45);
l_mut_26 = l_1141;
const uint32 l_1142 = l_1135 >> uint32(31);
const bool l_1143 = l_1142 == uint32(1);
if (l_1143) {
const double l_1144 = -l_mut_26;
l_mut_26 = l_1144;
}
}
const double l_1145 = l_1089 + l_1088;
const bool l_1146 = l_1145 <= l_mut_316;
l_mut_336 = l_1146;
const double l_1147 = l_1089 - l_1088;
const bool l_1148 = l_1147 > l_mut_316;
l_mut_333 = l_1148;
const double l_1149 = l_1090 - l_1088;
const bool l_1150 = l_1149 >= l_mut_316;
l_mut_330 = l_1150;
const double l_1151 = l_1090 + l_1088;
const bool l_1152 = l_1151 < l_mut_316;
l_mut_327 = l_1152;
if (l_213) {
const double l_1153 = l_1089 + l_1088;
const bool l_1154 = l_1153 < l_mut_50;
l_mut_336 = l_1154;
const double l_1155 = l_1089 - l_1088;
const bool l_1156 = l_1155 >= l_mut_50;
l_mut_333 = l_1156;
const double l_1157 = l_1090 - l_1088;
const bool l_1158 = l_1157 > l_mut_26;
l_mut_330 = l_1158;
const double l_1159 = l_1090 + l_1088;
const bool l_1160 = l_1159 <= l_mut_26;
l_mut_327 = l_1160;
}
l_mut_243 = uint32(2);
const bool l_1161 = l_mut_333 || l_mut_327;
if (l_1161) {
l_mut_243 = uint32(1);
} else {
const bool l_1162 = l_mut_336 && l_mut_330;
if (l_1162) {
l_mut_243 = uint32(0);
}
}
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1164 = l_1163 & uint32(2147483647);
const bool l_1165 = l_1164 == uint32(0);
if (l_1165) {
const double l_1166 = l_1089 + l_1088;
const bool l_1167 = l_1166 < double(1.1754943508222875e-38);
const double l_1168 = l_1090 - l_1088;
const bool l_1169 = l_1168 > double(-1.1754943508222875e-38);
const bool l_1170 = l_1167 && l_1169;
const double l_1171 = l_1089 - l_1088;
const bool l_1172 = l_1171 < double(1.1754943508222875e-38);
const double l_1173 = l_1090 + l_1088;
const bool l_1174 = l_1173 > double(-1.1754943508222875e-38);
const bool l_1175 = l_1172 && l_1174;
if (l_1170) {
l_mut_243 = uint32(0);
} else {
const bool l_1176 = l_mut_243 == uint32(1);
const bool l_1177 = l_1175 && l_1176;
if (l_1177) {
l_mut_243 = uint32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
}
} else {
const bool l_1178 = l_209 == uint32(13);
if (l_1178) {
const double l_1180 = l_222 * l_218;
const double l_1181 = l_222 * l_221;
const double l_1182 = l_222 * l_218;
const double l_1183 = l_222 * l_221;
l_arr_1179[uint32(0)] = l_1180;
l_arr_1179[uint32(1)] = l_1180;
const double l_1184 = l_arr_1179[uint32(0)];
const bool l_1185 = l_1181 < l_1184;
if (l_1185) {
l_arr_1179[uint32(0)] = l_1181;
}
const double l_1186 = l_arr_1179[uint32(0)];
const bool l_1187 = l_1182 < l_1186;
if (l_1187) {
l_arr_1179[uint32(0)] = l_1182;
}
const double l_1188 = l_arr_1179[uint32(0)];
const bool l_1189 = l_1183 < l_1188;
if (l_1189) {
l_arr_1179[uint32(0)] = l_1183;
}
const double l_1190 = l_arr_1179[uint32(1)];
const bool l_1191 = l_1181 > l_1190;
if (l_1191) {
l_arr_1179[uint32(1)] = l_1181;
}
const double l_1192 = l_arr_1179[uint32(1)];
const bool l_1193 = l_1182 > l_1192;
if (l_1193) {
l_arr_1179[uint32(1)] = l_1182;
}
const double l_1194 = l_arr_1179[uint32(1)];
const bool l_1195 = l_1183 > l_1194;
if (l_1195) {
l_arr_1179[uint32(1)] = l_1183;
}
const double l_1196 = l_arr_1179[uint32(0)];
const double l_1197 = l_1196 * double(7.1362384635298e44);
const double l_1198 = floor(l_1197);
const double l_1199 = l_1198 * double(1.401298464324817e-45);
l_mut_316 = l_1199;
const double l_1200 = abs(l_1196);
const bool l_1201 = l_1200 >= double(1.1754943508222875e-38);
if (l_1201) {
const float l_1202 = float(l_1196);
const double l_1203 = double(l_1202);
l_mut_316 = l_1203;
const bool l_1204 = l_mut_316 > l_1196;
if (l_1204) {
const uint32 l_1205 = reinterpret_cast<uint32 const&>(l_1202);
const uint32 l_1206 = l_1205 ^ uint32(2147483648);
const float l_1207 = reinterpret_cast<float const&>(l_1206);
const uint32 l_1208 = reinterpret_cast<uint32 const&>(l_1207);
const uint32 l_1209 = l_1208 + uint32(1);
l_mut_281 = l_1209;
const uint32 l_1210 = l_1208 & uint32(2147483647);
const bool l_1211 = l_1210 == uint32(0);
if (l_1211) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1212 = l_1208 & uint32(2147483648);
const bool l_1213 = l_1212 != uint32(0);
if (l_1213) {
const uint32 l_1214 = l_1208 - uint32(1);
l_mut_281 = l_1214;
} else {
const bool l_1215 = l_1208 == uint32(2139095040);
if (l_1215) {
l_mut_281 = l_1208;
}
}
}
const float l_1216 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1217 = reinterpret_cast<uint32 const&>(l_1216);
const uint32 l_1218 = l_1217 ^ uint32(2147483648);
const float l_1219 = reinterpret_cast<float const&>(l_1218);
const uint32 l_1220 = reinterpret_cast<uint32 const&>(l_1219);
const double l_1221 = double(l_1219);
l_mut_50 = l_1221;
const uint32 l_1222 = l_1220 & uint32(2139095040);
const bool l_1223 = l_1222 == uint32(0);
if (l_1223) {
const uint32 l_1224 = l_1220 & uint32(8388607);
const double l_1225 = double(l_1224);
const double l_1226 = l_1225 * double(1.401298464324817e-45);
l_mut_50 = l_1226;
const uint32 l_1227 = l_1220 >> uint32(31);
const bool l_1228 = l_1227 == uint32(1);
if (l_1228) {
const double l_1229 = -l_mut_50;
l_mut_50 = l_1229;
}
}
l_mut_316 = l_mut_50;
} else {
const uint32 l_1230 = reinterpret_cast<uint32 const&>(l_1202);
const uint32 l_1231 = l_1230 + uint32(1);
l_mut_281 = l_1231;
const uint32 l_1232 = l_1230 & uint32(2147483647);
const bool l_1233 = l_1232 == uint32(0);
if (l_1233) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1234 = l_1230 & uint32(2147483648);
const bool l_1235 = l_1234 != uint32(0);
if (l_1235) {
const uint32 l_1236 = l_1230 - uint32(1);
l_mut_281 = l_1236;
} else {
const bool l_1237 = l_1230 == uint32(2139095040);
if (l_1237) {
l_mut_281 = l_1230;
}
}
}
const float l_1238 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1239 = reinterpret_cast<uint32 const&>(l_1238);
const double l_1240 = double(l_1238);
l_mut_50 = l_1240;
const uint32 l_1241 = l_1239 & uint32(2139095040);
const bool l_1242 = l_1241 == uint32(0);
if (l_1242) {
const uint32 l_1243 = l_1239 & uint32(8388607);
const double l_1244 = double(l_1243);
const double l_1245 = l_1244 * double(1.401298464324817e-45);
l_mut_50 = l_1245;
const uint32 l_1246 = l_1239 >> uint32(31);
const bool l_1247 = l_1246 == uint32(1);
if (l_1247) {
const double l_1248 = -l_mut_50;
l_mut_50 = l_1248;
}
}
const bool l_1249 = l_mut_50 <= l_1196;
if (l_1249) {
const uint32 l_1250 = reinterpret_cast<uint32 const&>(l_1202);
const uint32 l_1251 = l_1250 + uint32(1);
l_mut_281 = l_1251;
const uint32 l_1252 = l_1250 & uint32(2147483647);
const bool l_1253 = l_1252 == uint32(0);
if (l_1253) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1254 = l_1250 & uint32(2147483648);
const bool l_1255 = l_1254 != uint32(0);
if (l_1255) {
const uint32 l_1256 = l_1250 - uint32(1);
l_mut_281 = l_1256;
} else {
const bool l_1257 = l_1250 == uint32(2139095040);
if (l_1257) {
l_mut_281 = l_1250;
}
}
}
const float l_1258 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1259 = reinterpret_cast<uint32 const&>(l_1258);
const double l_1260 = double(l_1258);
l_mut_50 = l_1260;
const uint32 l_1261 = l_1259 & uint32(2139095040);
const bool l_1262 = l_1261 == uint32(0);
if (l_1262) {
const uint32 l_1263 = l_1259 & uint32(8388607);
const double l_1264 = double(l_1263);
const double l_1265 = l_1264 * double(1.401298464324817e-45);
l_mut_50 = l_1265;
const uint32 l_1266 = l_1259 >> uint32(31);
const bool l_1267 = l_1266 == uint32(1);
if (l_1267) {
const double l_1268 = -l_mut_50;
l_mut_50 = l_1268;
}
}
l_mut_316 = l_mut_50;
}
}
}
l_mut_50 = l_mut_316;
const bool l_1269 = l_mut_316 > double(1000.0);
if (l_1269) {
const uint64 l_1270 = reinterpret_cast<uint64 const&>(l_mut_316);
const uint64 l_1271 = l_1270 | uint64(9218868437227405312);
const uint64 l_1272 = l_1271 & uint64(18442240474082181120);
const double l_1273 = reinterpret_cast<double const&>(l_1272);
l_mut_50 = l_1273;
} else {
const bool l_1274 = l_mut_316 < double(-1000.0);
if (l_1274) {
l_mut_50 = double(0.0);
} else {
const bool l_1275 = isnan(l_mut_316);
const bool l_1276 = !l_1275;
if (l_1276) {
const double l_1277 = l_mut_316 + double(0.5);
const double l_1278 = floor(l_1277);
const double l_1279 = l_mut_316 - l_1278;
const double l_1280 = l_1279 * double(0.6931471824645996);
const double l_1281 = l_1279 * double(-1.904654299957768e-9);
const double l_1282 = l_1280 + l_1281;
l_mut_316 = l_1282;
const bool l_1283 = isnan(l_1282);
if (l_1283) {
} else {
const bool l_1284 = l_1282 < double(-700.0);
if (l_1284) {
l_mut_316 = double(0.0);
} else {
const bool l_1285 = l_1282 > double(700.0);
if (l_1285) {
const uint64 l_1286 = reinterpret_cast<uint64 const&>(l_1282);
const uint64 l_1287 = l_1286 | uint64(9218868437227405312);
const uint64 l_1288 = l_1287 & uint64(18442240474082181120);
const double l_1289 = reinterpret_cast<double const&>(l_1288);
l_mut_316 = l_1289;
} else {
const double l_1290 = l_1282 * double(1.4426950408889634);
const double l_1291 = l_1290 + double(0.5);
const double l_1292 = floor(l_1291);
const double l_1293 = l_1292 * double(0.6931471824645996);
const double l_1294 = l_1280 - l_1293;
const double l_1295 = l_1294 * l_105;
const double l_1296 = l_1292 * double(-1.904654299957768e-9);
const double l_1297 = l_1281 - l_1296;
const double l_1298 = l_1295 + l_1297;
const double l_1299 = l_1298 * double(7.647163731819816e-13);
const double l_1300 = l_1299 + double(1.1470745597729725e-11);
l_mut_26 = l_1300;
const double l_1301 = l_mut_26 * l_1298;
const double l_1302 = l_1301 + double(1.6059043836821613e-10);
l_mut_26 = l_1302;
const double l_1303 = l_mut_26 * l_1298;
const double l_1304 = l_1303 + double(2.08767569878681e-9);
l_mut_26 = l_1304;
const double l_1305 = l_mut_26 * l_1298;
const double l_1306 = l_1305 + double(2.505210838544172e-8);
l_mut_26 = l_1306;
const double l_1307 = l_mut_26 * l_1298;
const double l_1308 = l_1307 + double(2.755731922398589e-7);
l_mut_26 = l_1308;
const double l_1309 = l_mut_26 * l_1298;
const double l_1310 = l_1309 + double(2.7557319223985893e-6);
l_mut_26 = l_1310;
const double l_1311 = l_mut_26 * l_1298;
const double l_1312 = l_1311 + double(2.48015873015873e-5);
l_mut_26 = l_1312;
const double l_1313 = l_mut_26 * l_1298;
const double l_1314 = l_1313 + double(0.0001984126984126984);
l_mut_26 = l_1314;
const double l_1315 = l_mut_26 * l_1298;
const double l_1316 = l_1315 + double(0.001388888888888889);
l_mut_26 = l_1316;
const double l_1317 = l_mut_26 * l_1298;
const double l_1318 = l_1317 + double(0.008333333333333333);
l_mut_26 = l_1318;
const double l_1319 = l_mut_26 * l_1298;
const double l_1320 = l_1319 + double(0.041666666666666664);
l_mut_26 = l_1320;
const double l_1321 = l_mut_26 * l_1298;
const double l_1322 = l_1321 + double(0.16666666666666666);
l_mut_26 = l_1322;
const double l_1323 = l_mut_26 * l_1298;
const double l_1324 = l_1323 + double(0.5);
l_mut_26 = l_1324;
const double l_1325 = l_1298 * l_1298;
const double l_1326 = l_1325 * l_mut_26;
const double l_1327 = l_1298 + l_1326;
const double l_1328 = double(1.0) + l_1327;
const int32 l_1329 = int32(l_1292);
const int32 l_1330 = l_1329 + int32(1023);
const uint64 l_1331 = uint64(l_1330);
const uint64 l_1332 = l_1331 << uint64(52);
const double l_1333 = reinterpret_cast<double const&>(l_1332);
const double l_1334 = l_1328 * l_1333;
l_mut_316 = l_1334;
}
}
}
const int32 l_1335 = int32(l_1278);
const int32 l_1336 = l_1335 + int32(1023);
const uint64 l_1337 = uint64(l_1336);
const uint64 l_1338 = l_1337 << uint64(52);
const double l_1339 = reinterpret_cast<double const&>(l_1338);
const double l_1340 = l_mut_316 * l_1339;
l_mut_50 = l_1340;
}
}
}
const double l_1341 = l_arr_1179[uint32(1)];
const double l_1342 = -l_1341;
const double l_1343 = l_1342 * double(7.1362384635298e44);
const double l_1344 = floor(l_1343);
const double l_1345 = l_1344 * double(1.401298464324817e-45);
l_mut_316 = l_1345;
const double l_1346 = abs(l_1342);
const bool l_1347 = l_1346 >= double(1.1754943508222875e-38);
if (l_1347) {
const float l_1348 = float(l_1342);
const double l_1349 = double(l_1348);
l_mut_316 = l_1349;
const bool l_1350 = l_mut_316 > l_1342;
if (l_1350) {
const uint32 l_1351 = reinterpret_cast<uint32 const&>(l_1348);
const uint32 l_1352 = l_1351 ^ uint32(2147483648);
const float l_1353 = reinterpret_cast<float const&>(l_1352);
const uint32 l_1354 = reinterpret_cast<uint32 const&>(l_1353);
const uint32 l_1355 = l_1354 + uint32(1);
l_mut_281 = l_1355;
const uint32 l_1356 = l_1354 & uint32(2147483647);
const bool l_1357 = l_1356 == uint32(0);
if (l_1357) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1358 = l_1354 & uint32(2147483648);
const bool l_1359 = l_1358 != uint32(0);
if (l_1359) {
const uint32 l_1360 = l_1354 - uint32(1);
l_mut_281 = l_1360;
} else {
const bool l_1361 = l_1354 == uint32(2139095040);
if (l_1361) {
l_mut_281 = l_1354;
}
}
}
const float l_1362 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1363 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1364 = l_1363 ^ uint32(2147483648);
const float l_1365 = reinterpret_cast<float const&>(l_1364);
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_1365);
const double l_1367 = double(l_1365);
l_mut_26 = l_1367;
const uint32 l_1368 = l_1366 & uint32(2139095040);
const bool l_1369 = l_1368 == uint32(0);
if (l_1369) {
const uint32 l_1370 = l_1366 & uint32(8388607);
const double l_1371 = double(l_1370);
const double l_1372 = l_1371 * double(1.401298464324817e-45);
l_mut_26 = l_1372;
const uint32 l_1373 = l_1366 >> uint32(31);
const bool l_1374 = l_1373 == uint32(1);
if (l_1374) {
const double l_1375 = -l_mut_26;
l_mut_26 = l_1375;
}
}
l_mut_316 = l_mut_26;
} else {
const uint32 l_1376 = reinterpret_cast<uint32 const&>(l_1348);
const uint32 l_1377 = l_1376 + uint32(1);
l_mut_281 = l_1377;
const uint32 l_1378 = l_1376 & uint32(2147483647);
const bool l_1379 = l_1378 == uint32(0);
if (l_1379) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1380 = l_1376 & uint32(2147483648);
const bool l_1381 = l_1380 != uint32(0);
if (l_1381) {
const uint32 l_1382 = l_1376 - uint32(1);
l_mut_281 = l_1382;
} else {
const bool l_1383 = l_1376 == uint32(2139095040);
if (l_1383) {
l_mut_281 = l_1376;
}
}
}
const float l_1384 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1385 = reinterpret_cast<uint32 const&>(l_1384);
const double l_1386 = double(l_1384);
l_mut_26 = l_1386;
const uint32 l_1387 = l_1385 & uint32(2139095040);
const bool l_1388 = l_1387 == uint32(0);
if (l_1388) {
const uint32 l_1389 = l_1385 & uint32(8388607);
const double l_1390 = double(l_1389);
const double l_1391 = l_1390 * double(1.401298464324817e-45);
l_mut_26 = l_1391;
const uint32 l_1392 = l_1385 >> uint32(31);
const bool l_1393 = l_1392 == uint32(1);
if (l_1393) {
const double l_1394 = -l_mut_26;
l_mut_26 = l_1394;
}
}
const bool l_1395 = l_mut_26 <= l_1342;
if (l_1395) {
const uint32 l_1396 = reinterpret_cast<uint32 const&>(l_1348);
const uint32 l_1397 = l_1396 + uint32(1);
l_mut_281 = l_1397;
const uint32 l_1398 = l_1396 & uint32(2147483647);
const bool l_1399 = l_1398 == uint32(0);
if (l_1399) {
l_mut_281 = uint32(1);
} else {
const uint32 l_1400 = l_1396 & uint32(2147483648);
const bool l_1401 = l_1400 != uint32(0);
if (l_1401) {
const uint32 l_1402 = l_1396 - uint32(1);
l_mut_281 = l_1402;
} else {
const bool l_1403 = l_1396 == uint32(2139095040);
if (l_1403) {
l_mut_281 = l_1396;
}
}
}
const float l_1404 = reinterpret_cast<float const&>(l_mut_281);
const uint32 l_1405 = reinterpret_cast<uint32 const&>(l_1404);
const double l_1406 = double(l_1404);
l_mut_26 = l_1406;
const uint32 l_1407 = l_1405 & uint32(2139095040);
const bool l_1408 = l_1407 == uint32(0);
if (l_1408) {
const uint32 l_1409 = l_1405 & uint32(8388607);
const double l_1410 = double(l_1409);
const double l_1411 = l_1410 * double(1.401298464324817e-45);
l_mut_26 = l_1411;
const uint32 l_1412 = l_1405 >> uint32(31);
const bool l_1413 = l_1412 == uint32(1);
if (l_1413) {
const double l_1414 = -l_mut_26;
l_mut_26 = l_1414;
}
}
l_mut_316 = l_mut_26;
}
}
}
const double l_1415 = -l_mut_316;
l_mut_316 = l_1415;
const bool l_1416 = l_1415 > double(1000.0);
if (l_1416) {
const uint64 l_1417 = reinterpret_cast<uint64 const&>(l_1415);
const uint64 l_1418 = l_1417 | uint64(9218868437227405312);
const uint64 l_1419 = l_1418 & uint64(18442240474082181120);
const double l_1420 = reinterpret_cast<double const&>(l_1419);
l_mut_316 = l_1420;
} else {
const bool l_1421 = l_1415 < double(-1000.0);
if (l_1421) {
l_mut_316 = double(0.0);
} else {
const bool l_1422 = isnan(l_1415);
const bool l_1423 = !l_1422;
if (l_1423) {
const double l_1424 = l_1415 + double(0.5);
const double l_1425 = floor(l_1424);
const double l_1426 = l_1415 - l_1425;
const double l_1427 = l_1426 * double(0.6931471824645996);
const double l_1428 = l_1426 * double(-1.904654299957768e-9);
const double l_1429 = l_1427 + l_1428;
l_mut_26 = l_1429;
const bool l_1430 = isnan(l_1429);
if (l_1430) {
} else {
const bool l_1431 = l_1429 < double(-700.0);
if (l_1431) {
l_mut_26 = double(0.0);
} else {
const bool l_1432 = l_1429 > double(700.0);
if (l_1432) {
const uint64 l_1433 = reinterpret_cast<uint64 const&>(l_1429);
const uint64 l_1434 = l_1433 | uint64(9218868437227405312);
const uint64 l_1435 = l_1434 & uint64(18442240474082181120);
const double l_1436 = reinterpret_cast<double const&>(l_1435);
l_mut_26 = l_1436;
} else {
const double l_1437 = l_1429 * double(1.4426950408889634);
const double l_1438 = l_1437 + double(0.5);
const double l_1439 = floor(l_1438);
const double l_1440 = l_1439 * double(0.6931471824645996);
const double l_1441 = l_1427 - l_1440;
const double l_1442 = l_1441 * l_105;
const double l_1443 = l_1439 * double(-1.904654299957768e-9);
const double l_1444 = l_1428 - l_1443;
const double l_1445 = l_1442 + l_1444;
const double l_1446 = l_1445 * double(7.647163731819816e-13);
const double l_1447 = l_1446 + double(1.1470745597729725e-11);
l_mut_1448 = l_1447;
const double l_1449 = l_mut_1448 * l_1445;
const double l_1450 = l_1449 + double(1.6059043836821613e-10);
l_mut_1448 = l_1450;
const double l_1451 = l_mut_1448 * l_1445;
const double l_1452 = l_1451 + double(2.08767569878681e-9);
l_mut_1448 = l_1452;
const double l_1453 = l_mut_1448 * l_1445;
const double l_1454 = l_1453 + double(2.505210838544172e-8);
l_mut_1448 = l_1454;
const double l_1455 = l_mut_1448 * l_1445;
const double l_1456 = l_1455 + double(2.755731922398589e-7);
l_mut_1448 = l_1456;
const double l_1457 = l_mut_1448 * l_1445;
const double l_1458 = l_1457 + double(2.7557319223985893e-6);
l_mut_1448 = l_1458;
const double l_1459 = l_mut_1448 * l_1445;
const double l_1460 = l_1459 + double(2.48015873015873e-5);
l_mut_1448 = l_1460;
const double l_1461 = l_mut_1448 * l_1445;
const double l_1462 = l_1461 + double(0.0001984126984126984);
l_mut_1448 = l_1462;
const double l_1463 = l_mut_1448 * l_1445;
const double l_1464 = l_1463 + double(0.001388888888888889);
l_mut_1448 = l_1464;
const double l_1465 = l_mut_1448 * l_1445;
const double l_1466 = l_1465 + double(0.008333333333333333);
l_mut_1448 = l_1466;
const double l_1467 = l_mut_1448 * l_1445;
const double l_1468 = l_1467 + double(0.041666666666666664);
l_mut_1448 = l_1468;
const double l_1469 = l_mut_1448 * l_1445;
const double l_1470 = l_1469 + double(0.16666666666666666);
l_mut_1448 = l_1470;
const double l_1471 = l_mut_1448 * l_1445;
const double l_1472 = l_1471 + double(0.5);
l_mut_1448 = l_1472;
const double l_1473 = l_1445 * l_1445;
const double l_1474 = l_1473 * l_mut_1448;
const double l_1475 = l_1445 + l_1474;
const double l_1476 = double(1.0) + l_1475;
const int32 l_1477 = int32(l_1439);
const int32 l_1478 = l_1477 + int32(1023);
const uint64 l_1479 = uint64(l_1478);
const uint64 l_1480 = l_1479 << uint64(52);
const double l_1481 = reinterpret_cast<double const&>(l_1480);
const double l_1482 = l_1476 * l_1481;
l_mut_26 = l_1482;
}
}
}
const int32 l_1483 = int32(l_1425);
const int32 l_1484 = l_1483 + int32(1023);
const uint64 l_1485 = uint64(l_1484);
const uint64 l_1486 = l_1485 << uint64(52);
const double l_1487 = reinterpret_cast<double const&>(l_1486);
const double l_1488 = l_mut_26 * l_1487;
l_mut_316 = l_1488;
}
}
}
const double l_1489 = l_mut_50 * double(1.4551915228366852e-11);
const double l_1490 = l_mut_316 * double(1.4551915228366852e-11);
l_mut_281 = uint32(2);
const double l_1491 = l_mut_50 - l_1489;
const double l_1492 = abs(l_1491);
l_mut_1448 = double(1.401298464324817e-45);
const bool l_1493 = l_1492 >= double(1.1754943508222875e-38);
const bool l_1494 = l_1492 <= double(1.7976931348623157e308);
const bool l_1495 = l_1493 && l_1494;
if (l_1495) {
const uint64 l_1496 = reinterpret_cast<uint64 const&>(l_1492);
const uint64 l_1497 = l_1496 >> uint64(52);
const uint64 l_1498 = l_1497 - uint64(23);
const uint64 l_1499 = l_1498 << uint64(52);
const double l_1500 = reinterpret_cast<double const&>(l_1499);
l_mut_1448 = l_1500;
}
const double l_1501 = l_mut_50 + l_1489;
const double l_1502 = abs(l_1501);
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
const bool l_1511 = l_mut_1448 == l_mut_26;
const double l_1512 = l_mut_316 - l_1490;
const double l_1513 = abs(l_1512);
l_mut_1448 = double(1.401298464324817e-45);
const bool l_1514 = l_1513 >= double(1.1754943508222875e-38);
const bool l_1515 = l_1513 <= double(1.7976931348623157e308);
const bool l_1516 = l_1514 && l_1515;
if (l_1516) {
const uint64 l_1517 = reinterpret_cast<uint64 const&>(l_1513);
const uint64 l_1518 = l_1517 >> uint64(52);
const uint64 l_1519 = l_1518 - uint64(23);
const uint64 l_1520 = l_1519 << uint64(52);
const double l_1521 = reinterpret_cast<double const&>(l_1520);
l_mut_1448 = l_1521;
}
const double l_1522 = l_mut_316 + l_1490;
const double l_1523 = abs(l_1522);
l_mut_26 = double(1.401298464324817e-45);
const bool l_1524 = l_1523 >= double(1.1754943508222875e-38);
const bool l_1525 = l_1523 <= double(1.7976931348623157e308);
const bool l_1526 = l_1524 && l_1525;
if (l_1526) {
const uint64 l_1527 = reinterpret_cast<uint64 const&>(l_1523);
const uint64 l_1528 = l_1527 >> uint64(52);
const uint64 l_1529 = l_1528 - uint64(23);
const uint64 l_1530 = l_1529 << uint64(52);
const double l_1531 = reinterpret_cast<double const&>(l_1530);
l_mut_26 = l_1531;
}
const bool l_1532 = l_mut_1448 == l_mut_26;
const bool l_1533 = l_1511 && l_1532;
if (l_1533) {
const double l_1534 = l_215 * l_mut_50;
const double l_1535 = abs(l_mut_50);
l_mut_1448 = double(1.401298464324817e-45);
const bool l_1536 = l_1535 >= double(1.1754943508222875e-38);
const bool l_1537 = l_1535 <= double(1.7976931348623157e308);
const bool l_1538 = l_1536 && l_1537;
if (l_1538) {
const uint64 l_1539 = reinterpret_cast<uint64 const&>(l_1535);
const uint64 l_1540 = l_1539 >> uint64(52);
const uint64 l_1541 = l_1540 - uint64(23);
const uint64 l_1542 = l_1541 << uint64(52);
const double l_1543 = reinterpret_cast<double const&>(l_1542);
l_mut_1448 = l_1543;
}
const double l_1544 = double(0.5) * l_mut_1448;
l_mut_1448 = l_1534;
const bool l_1545 = l_1544 > l_1534;
if (l_1545) {
l_mut_1448 = l_1544;
}
const double l_1546 = l_215 * l_mut_316;
const double l_1547 = abs(l_mut_316);
l_mut_26 = double(1.401298464324817e-45);
const bool l_1548 = l_1547 >= double(1.1754943508222875e-38);
const bool l_1549 = l_1547 <= double(1.7976931348623157e308);
const bool l_1550 = l_1548 && l_1549;
if (l_1550) {
const uint64 l_1551 = reinterpret_cast<uint64 const&>(l_1547);
const uint64 l_1552 = l_1551 >> uint64(52);
const uint64 l_1553 = l_1552 - uint64(23);
const uint64 l_1554 = l_1553 << uint64(52);
const double l_1555 = reinterpret_cast<double const&>(l_1554);
l_mut_26 = l_1555;
}
const double l_1556 = double(0.5) * l_mut_26;
l_mut_26 = l_1546;
const bool l_1557 = l_1556 > l_1546;
if (l_1557) {
l_mut_26 = l_1556;
}
const double l_1558 = l_mut_50 - l_mut_1448;
const double l_1559 = l_mut_316 + l_mut_26;
const uint32 l_1560 = reinterpret_cast<uint32 const&>(l_mut_22);
const double l_1561 = double(l_mut_22);
l_mut_1448 = l_1561;
const uint32 l_1562 = l_1560 & uint32(2139095040);
const bool l_1563 = l_1562 == uint32(0);
if (l_1563) {
const uint32 l_1564 = l_1560 & uint32(8388607);
const double l_1565 = double(l_1564);
const double l_1566 = l_1565 * double(1.401298464324817e-45);
l_mut_1448 = l_1566;
const uint32 l_1567 = l_1560 >> uint32(31);
const bool l_1568 = l_1567 == uint32(1);
if (l_1568) {
const double l_1569 = -l_mut_1448;
l_mut_1448 = l_1569;
}
}
const uint32 l_1570 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1571 = l_1570 + uint32(1);
l_mut_243 = l_1571;
const uint32 l_1572 = l_1570 & uint32(2147483647);
const bool l_1573 = l_1572 == uint32(0);
if (l_1573) {
l_mut_243 = uint32(1);
} else {
const uint32 l_1574 = l_1570 & uint32(2147483648);
const bool l_1575 = l_1574 != uint32(0);
if (l_1575) {
const uint32 l_1576 = l_1570 - uint32(1);
l_mut_243 = l_1576;
} else {
const bool l_1577 = l_1570 == uint32(2139095040);
if (l_1577) {
l_mut_243 = l_1570;
}
}
}
const float l_1578 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_1579 = reinterpret_cast<uint32 const&>(l_1578);
const double l_1580 = double(l_1578);
l_mut_316 = l_1580;
const uint32 l_1581 = l_1579 & uint32(2139095040);
const bool l_1582 = l_1581 == uint32(0);
if (l_1582) {
const uint32 l_1583 = l_1579 & uint32(8388607);
const double l_1584 = double(l_1583);
const double l_1585 = l_1584 * double(1.401298464324817e-45);
l_mut_316 = l_1585;
const uint32 l_1586 = l_1579 >> uint32(31);
const bool l_1587 = l_1586 == uint32(1);
if (l_1587) {
const double l_1588 = -l_mut_316;
l_mut_316 = l_1588;
}
}
const uint32 l_1589 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1590 = l_1589 ^ uint32(2147483648);
const float l_1591 = reinterpret_cast<float const&>(l_1590);
const uint32 l_1592 = reinterpret_cast<uint32 const&>(l_1591);
const uint32 l_1593 = l_1592 + uint32(1);
l_mut_243 = l_1593;
const uint32 l_1594 = l_1592 & uint32(2147483647);
const bool l_1595 = l_1594 == uint32(0);
if (l_1595) {
l_mut_243 = uint32(1);
} else {
const uint32 l_1596 = l_1592 & uint32(2147483648);
const bool l_1597 = l_1596 != uint32(0);
if (l_1597) {
const uint32 l_1598 = l_1592 - uint32(1);
l_mut_243 = l_1598;
} else {
const bool l_1599 = l_1592 == uint32(2139095040);
if (l_1599) {
l_mut_243 = l_1592;
}
}
}
const float l_1600 = reinterpret_cast<float const&>(l_mut_243);
const uint32 l_1601 = reinterpret_cast<uint32 const&>(l_1600);
const uint32 l_1602 = l_1601 ^ uint32(2147483648);
const float l_1603 = reinterpret_cast<float const&>(l_1602);
const uint32 l_1604 = reinterpret_cast<uint32 const&>(l_1603);
const double l_1605 = double(l_1603);
l_mut_50 = l_1605;
const uint32 l_1606 = l_1604 & uint32(2139095040);
const bool l_1607 = l_1606 == uint32(0);
if (l_1607) {
const uint32 l_1608 = l_1604 & uint32(8388607);
const double l_1609 = double(l_1608);
const double l_1610 = l_1609 * double(1.401298464324817e-45);
l_mut_50 = l_1610;
const uint32 l_1611 = l_1604 >> uint32(31);
const bool l_1612 = l_1611 == uint32(1);
if (l_1612) {
const double l_1613 = -l_mut_50;
l_mut_50 = l_1613;
}
}
const double l_1614 = l_1558 + l_1489;
const bool l_1615 = l_1614 <= l_mut_1448;
l_mut_336 = l_1615;
const double l_1616 = l_1558 - l_1489;
const bool l_1617 = l_1616 > l_mut_1448;
l_mut_333 = l_1617;
const double l_1618 = l_1559 - l_1490;
const bool l_1619 = l_1618 >= l_mut_1448;
l_mut_330 = l_1619;
const double l_1620 = l_1559 + l_1490;
const bool l_1621 = l_1620 < l_mut_1448;
l_mut_327 = l_1621;
l_mut_243 = uint32(2);
const bool l_1622 = l_mut_333 || l_mut_327;
if (l_1622) {
l_mut_243 = uint32(1);
} else {
const bool l_1623 = l_mut_336 && l_mut_330;
if (l_1623) {
l_mut_243 = uint32(0);
}
}
const uint32 l_1624 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1625 = l_1624 & uint32(2147483647);
const bool l_1626 = l_1625 == uint32(0);
if (l_1626) {
const double l_1627 = l_1558 + l_1489;
const bool l_1628 = l_1627 < double(1.1754943508222875e-38);
const double l_1629 = l_1559 - l_1490;
const bool l_1630 = l_1629 > double(-1.1754943508222875e-38);
const bool l_1631 = l_1628 && l_1630;
const double l_1632 = l_1558 - l_1489;
const bool l_1633 = l_1632 < double(1.1754943508222875e-38);
const double l_1634 = l_1559 + l_1490;
const bool l_1635 = l_1634 > double(-1.1754943508222875e-38);
const bool l_1636 = l_1633 && l_1635;
if (l_1631) {
l_mut_243 = uint32(0);
} else {
const bool l_1637 = l_mut_243 == uint32(1);
const bool l_1638 = l_1636 && l_1637;
if (l_1638) {
l_mut_243 = uint32(2);
}
}
}
l_mut_281 = l_mut_243;
}
l_mut_227 = l_mut_281;
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
const uint32 l_1639 = l_arr_226[uint32(0)];
const bool l_1640 = l_1639 == uint32(0);
if (l_1640) {
l_mut_227 = uint32(2);
}
l_arr_10[l_mut_207] = l_mut_227;
const uint32 l_1641 = l_arr_10[l_mut_207];
const bool l_1642 = l_1641 == uint32(2);
if (l_1642) {
l_mut_204 = bool(false);
}
}
}
const bool l_1643 = l_mut_106 == uint32(4294967293);
if (l_1643) {
const uint32 l_1644 = l_arr_8[uint32(0)];
const uint32 l_1645 = l_1644 + uint32(1);
l_arr_8[uint32(0)] = l_1645;
} else {
if (l_mut_204) {
l_mut_1448 = l_194;
const bool l_1646 = l_mut_1448 < double(-17.0);
if (l_1646) {
l_mut_1448 = double(-17.0);
}
const bool l_1647 = l_mut_1448 > double(17.0);
if (l_1647) {
l_mut_1448 = double(17.0);
}
const double l_1648 = l_mut_1448 + double(16.0);
const double l_1649 = l_1648 + double(1.0);
const uint32 l_1650 = uint32(l_1649);
const uint32 l_1651 = uint32(2) + l_1650;
const uint32 l_1652 = l_arr_8[l_1651];
const uint32 l_1653 = l_1652 + uint32(1);
l_arr_8[l_1651] = l_1653;
const uint32 l_1654 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1655 = l_1654 & uint32(8388607);
const double l_1656 = double(l_1655);
const double l_1657 = l_1656 / double(7.1362384635298e44);
l_mut_1448 = l_1657;
const uint32 l_1658 = l_1654 & uint32(2139095040);
const bool l_1659 = l_1658 != uint32(0);
if (l_1659) {
const uint32 l_1660 = l_1654 & uint32(2147483647);
const float l_1661 = reinterpret_cast<float const&>(l_1660);
const double l_1662 = double(l_1661);
l_mut_1448 = l_1662;
}
const uint32 l_1663 = l_1654 >> uint32(31);
const double l_1664 = double(l_1663);
const double l_1665 = double(2.0) * l_1664;
const double l_1666 = double(1.0) - l_1665;
l_mut_1448 = l_mut_1448 * l_1666;
const double l_1667 = abs(l_mut_35);
const double l_1668 = l_mut_35 * double(0.0);
const double l_1669 = l_1668 + double(7.1362384635298e44);
l_mut_316 = l_1669;
const bool l_1670 = l_1667 >= double(2.350988701644575e-38);
if (l_1670) {
const uint32 l_1671 = l_mut_106 & uint32(2147483647);
const float l_1672 = reinterpret_cast<float const&>(l_1671);
const double l_1673 = double(l_1672);
const uint32 l_1674 = l_1671 & uint32(2139095040);
const float l_1675 = reinterpret_cast<float const&>(l_1674);
const double l_1676 = double(l_1675);
const bool l_1677 = l_1673 > l_1667;
const uint32 l_1678 = l_1671 & uint32(8388607);
const bool l_1679 = l_1678 == uint32(0);
const bool l_1680 = l_1677 && l_1679;
const double l_1681 = l_1676 * double(1.1920928955078125e-7);
const double l_1682 = double(l_1680);
const double l_1683 = double(0.5) * l_1682;
const double l_1684 = double(1.0) - l_1683;
const double l_1685 = l_1681 * l_1684;
const double l_1686 = double(1.0) / l_1685;
l_mut_316 = l_1686;
}
const double l_1687 = l_mut_1448 - l_mut_35;
const double l_1688 = l_1687 * l_mut_316;
const uint32 l_1689 = l_arr_8[uint32(45)];
const bool l_1690 = l_1689 == uint32(4294967295);
const double l_1691 = l_arr_9[uint32(0)];
const bool l_1692 = l_1688 < l_1691;
const bool l_1693 = l_1690 || l_1692;
if (l_1693) {
l_arr_9[uint32(0)] = l_1688;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_175;
}
const uint32 l_1694 = l_arr_8[uint32(47)];
const bool l_1695 = l_1694 == uint32(4294967295);
const double l_1696 = l_arr_9[uint32(1)];
const bool l_1697 = l_1688 > l_1696;
const bool l_1698 = l_1695 || l_1697;
if (l_1698) {
l_arr_9[uint32(1)] = l_1688;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_175;
}
const bool l_1699 = l_194 != double(0.0);
if (l_1699) {

for (uint32 l_mut_1700 = uint32(0); l_mut_1700 < uint32(8); ++l_mut_1700) {
const uint32 l_1701 = l_arr_10[l_mut_1700];
const bool l_1702 = l_1701 == uint32(1);
if (l_1702) {
const uint32 l_1703 = uint32(37) + l_mut_1700;
const uint32 l_1704 = l_arr_8[l_1703];
const uint32 l_1705 = l_1704 + uint32(1);
l_arr_8[l_1703] = l_1705;
const uint32 l_1706 = uint32(2) + l_mut_1700;
const uint32 l_1707 = uint32(2) * l_1706;
const uint32 l_1708 = uint32(45) + l_1707;
const uint32 l_1709 = l_arr_8[l_1708];
const bool l_1710 = l_1709 == uint32(4294967295);
const double l_1711 = abs(l_1688);
const uint32 l_1712 = uint32(2) + l_mut_1700;
const double l_1713 = l_arr_9[l_1712];
const double l_1714 = abs(l_1713);
const bool l_1715 = l_1711 > l_1714;
const bool l_1716 = l_1710 || l_1715;
if (l_1716) {
const uint32 l_1717 = uint32(2) + l_mut_1700;
l_arr_9[l_1717] = l_1688;
l_arr_8[l_1708] = l_20;
const uint32 l_1718 = l_1708 + uint32(1);
l_arr_8[l_1718] = l_175;
}
}
}
}
} else {
const uint32 l_1719 = l_arr_8[uint32(1)];
const uint32 l_1720 = l_2 + l_1719;
const uint32 l_1721 = l_1720 * uint32(2);
const uint32 l_1813 = info.static_meta[uint32(6)];
const uint32 l_1814 = l_1813 * uint32(1);
const bool l_1815 = l_1721 < l_1814;
if (l_1815) {
buffer_6[l_1721] = l_20;
}
const uint32 l_1722 = l_1721 + uint32(1);
const uint32 l_1816 = info.static_meta[uint32(6)];
const uint32 l_1817 = l_1816 * uint32(1);
const bool l_1818 = l_1722 < l_1817;
if (l_1818) {
buffer_6[l_1722] = l_175;
}
const uint32 l_1723 = l_arr_8[uint32(1)];
const uint32 l_1724 = l_1723 + uint32(1);
l_arr_8[uint32(1)] = l_1724;
}
}
}

for (uint32 l_mut_1725 = uint32(0); l_mut_1725 < uint32(65); ++l_mut_1725) {
const uint32 l_1726 = idxGlobal * uint32(65);
const uint32 l_1727 = l_1726 + l_mut_1725;
const uint32 l_1728 = l_arr_8[l_mut_1725];
const uint32 l_1819 = info.static_meta[uint32(4)];
const uint32 l_1820 = l_1819 * uint32(1);
const bool l_1821 = l_1727 < l_1820;
if (l_1821) {
buffer_4[l_1727] = l_1728;
}
}

for (uint32 l_mut_1729 = uint32(0); l_mut_1729 < uint32(10); ++l_mut_1729) {
const uint32 l_1730 = idxGlobal * uint32(10);
const uint32 l_1731 = l_1730 + l_mut_1729;
const double l_1732 = l_arr_9[l_mut_1729];
const uint32 l_1822 = info.static_meta[uint32(5)];
const uint32 l_1823 = l_1822 * uint32(1);
const bool l_1824 = l_1731 < l_1823;
if (l_1824) {
buffer_5[l_1731] = l_1732;
}
}
}

}
