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

uint32 l_arr_603[1];

double l_arr_1245[2];

double l_arr_1586[2];

bool l_mut_102;
bool l_mut_105;
bool l_mut_96;
bool l_mut_99;
double l_mut_1037;
double l_mut_35;
double l_mut_421;
double l_mut_58;
double l_mut_756;
double l_mut_796;
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
const uint32 l_1704 = info.static_meta[uint32(4)];
const uint32 l_1705 = l_1704 * uint32(1);
const bool l_1706 = l_5 < l_1705;
const uint32 l_1707 = l_1705 - uint32(1);
const uint32 l_1708 = min(l_5, l_1707);
const uint32 l_1709 = buffer_4[l_1708];
const uint32 l_1710 = (l_1706) ? l_1709 : uint32(0);
const uint32 l_6 = l_1710;
const uint32 l_7 = uint32(2) * l_mut_2;
const uint32 l_8 = l_7 + uint32(1);
const uint32 l_1711 = info.static_meta[uint32(4)];
const uint32 l_1712 = l_1711 * uint32(1);
const bool l_1713 = l_8 < l_1712;
const uint32 l_1714 = l_1712 - uint32(1);
const uint32 l_1715 = min(l_8, l_1714);
const uint32 l_1716 = buffer_4[l_1715];
const uint32 l_1717 = (l_1713) ? l_1716 : uint32(0);
const uint32 l_9 = l_1717;
const bool l_10 = l_9 != uint32(0);
const uint32 l_1718 = info.static_meta[uint32(0)];
const uint32 l_1719 = l_1718 * uint32(1);
const bool l_1720 = idxGlobal < l_1719;
const uint32 l_1721 = l_1719 - uint32(1);
const uint32 l_1722 = min(idxGlobal, l_1721);
const float l_1723 = buffer_0[l_1722];
const float l_1724 = (l_1720) ? l_1723 : float(0.0);
const float l_11 = l_1724;
const uint32 l_1725 = info.static_meta[uint32(1)];
const uint32 l_1726 = l_1725 * uint32(1);
const bool l_1727 = idxGlobal < l_1726;
const uint32 l_1728 = l_1726 - uint32(1);
const uint32 l_1729 = min(idxGlobal, l_1728);
const float l_1730 = buffer_1[l_1729];
const float l_1731 = (l_1727) ? l_1730 : float(0.0);
const float l_12 = l_1731;
const uint32 l_1732 = info.static_meta[uint32(2)];
const uint32 l_1733 = l_1732 * uint32(1);
const bool l_1734 = idxGlobal < l_1733;
const uint32 l_1735 = l_1733 - uint32(1);
const uint32 l_1736 = min(idxGlobal, l_1735);
const double l_1737 = buffer_2[l_1736];
const double l_1738 = (l_1734) ? l_1737 : double(0.0);
const double l_13 = l_1738;
const uint32 l_1739 = info.static_meta[uint32(3)];
const uint32 l_1740 = l_1739 * uint32(1);
const bool l_1741 = idxGlobal < l_1740;
const uint32 l_1742 = l_1740 - uint32(1);
const uint32 l_1743 = min(idxGlobal, l_1742);
const double l_1744 = buffer_3[l_1743];
const double l_1745 = (l_1741) ? l_1744 : double(0.0);
const double l_14 = l_1745;
const uint32 l_15 = l_mut_2 * uint32(4);
const uint32 l_1746 = info.static_meta[uint32(5)];
const uint32 l_1747 = l_1746 * uint32(1);
const bool l_1748 = l_15 < l_1747;
const uint32 l_1749 = l_1747 - uint32(1);
const uint32 l_1750 = min(l_15, l_1749);
const double l_1751 = buffer_5[l_1750];
const double l_1752 = (l_1748) ? l_1751 : double(0.0);
const double l_16 = l_1752;
const uint32 l_17 = l_mut_2 * uint32(4);
const uint32 l_18 = l_17 + uint32(1);
const uint32 l_1753 = info.static_meta[uint32(5)];
const uint32 l_1754 = l_1753 * uint32(1);
const bool l_1755 = l_18 < l_1754;
const uint32 l_1756 = l_1754 - uint32(1);
const uint32 l_1757 = min(l_18, l_1756);
const double l_1758 = buffer_5[l_1757];
const double l_1759 = (l_1755) ? l_1758 : double(0.0);
const double l_19 = l_1759;
const uint32 l_20 = l_mut_2 * uint32(4);
const uint32 l_21 = l_20 + uint32(2);
const uint32 l_1760 = info.static_meta[uint32(5)];
const uint32 l_1761 = l_1760 * uint32(1);
const bool l_1762 = l_21 < l_1761;
const uint32 l_1763 = l_1761 - uint32(1);
const uint32 l_1764 = min(l_21, l_1763);
const double l_1765 = buffer_5[l_1764];
const double l_1766 = (l_1762) ? l_1765 : double(0.0);
const double l_22 = l_1766;
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
const bool l_597 = l_6 == uint32(11);
const bool l_598 = l_6 == uint32(12);
const bool l_599 = l_597 || l_598;
if (l_599) {
l_mut_28 = uint32(0);
}
const bool l_600 = l_24 <= l_22;
const bool l_601 = l_6 == uint32(11);
const bool l_602 = l_600 && l_601;
if (l_602) {
l_arr_603[uint32(0)] = uint32(1);
const float l_604 = float(l_23);
const double l_605 = double(l_604);
const double l_606 = abs(l_605);
l_mut_421 = l_606;
l_mut_75 = uint32(0);
const bool l_607 = l_606 >= double(0.785);
if (l_607) {
const double l_608 = l_606 * double(0.6366197723675814);
const double l_609 = l_608 + double(0.5);
const double l_610 = floor(l_609);
const double l_611 = l_610 * double(1.570796325802803);
const double l_612 = l_606 - l_611;
const double l_613 = l_610 * double(9.920935796805404e-10);
const double l_614 = l_612 - l_613;
l_mut_421 = l_614;
const uint32 l_615 = uint32(l_610);
l_mut_75 = l_615;
}
const bool l_616 = l_604 < float(0.0);
const double l_617 = l_mut_421 * l_mut_421;
const double l_618 = l_617 * double(1.9572941063391263e-20);
const double l_619 = double(8.22063524662433e-18) - l_618;
l_mut_58 = l_619;
const double l_620 = l_mut_58 * l_617;
const double l_621 = l_620 - double(2.8114572543455206e-15);
l_mut_58 = l_621;
const double l_622 = l_mut_58 * l_617;
const double l_623 = l_622 + double(7.647163731819816e-13);
l_mut_58 = l_623;
const double l_624 = l_mut_58 * l_617;
const double l_625 = l_624 - double(1.6059043836821613e-10);
l_mut_58 = l_625;
const double l_626 = l_mut_58 * l_617;
const double l_627 = l_626 + double(2.505210838544172e-8);
l_mut_58 = l_627;
const double l_628 = l_mut_58 * l_617;
const double l_629 = l_628 - double(2.7557319223985893e-6);
l_mut_58 = l_629;
const double l_630 = l_mut_58 * l_617;
const double l_631 = l_630 + double(0.0001984126984126984);
l_mut_58 = l_631;
const double l_632 = l_mut_58 * l_617;
const double l_633 = l_632 - double(0.008333333333333333);
l_mut_58 = l_633;
const double l_634 = l_mut_58 * l_617;
const double l_635 = l_634 + double(0.16666666666666666);
l_mut_58 = l_635;
const double l_636 = double(0.5) * l_617;
const double l_637 = double(1.0) - l_636;
const double l_638 = double(0.0) * l_637;
const double l_639 = l_mut_421 * l_617;
const double l_640 = l_639 * l_mut_58;
const double l_641 = l_638 - l_640;
const double l_642 = l_mut_421 + l_641;
const double l_643 = l_mut_421 * l_mut_421;
const double l_644 = l_643 * double(4.110317623312165e-19);
const double l_645 = l_644 - double(1.5619206968586225e-16);
l_mut_58 = l_645;
const double l_646 = l_mut_58 * l_643;
const double l_647 = l_646 + double(4.779477332387385e-14);
l_mut_58 = l_647;
const double l_648 = l_mut_58 * l_643;
const double l_649 = l_648 - double(1.1470745597729725e-11);
l_mut_58 = l_649;
const double l_650 = l_mut_58 * l_643;
const double l_651 = l_650 + double(2.08767569878681e-9);
l_mut_58 = l_651;
const double l_652 = l_mut_58 * l_643;
const double l_653 = l_652 - double(2.755731922398589e-7);
l_mut_58 = l_653;
const double l_654 = l_mut_58 * l_643;
const double l_655 = l_654 + double(2.48015873015873e-5);
l_mut_58 = l_655;
const double l_656 = l_mut_58 * l_643;
const double l_657 = l_656 - double(0.001388888888888889);
l_mut_58 = l_657;
const double l_658 = l_mut_58 * l_643;
const double l_659 = l_658 + double(0.041666666666666664);
l_mut_58 = l_659;
const double l_660 = double(0.5) * l_643;
const double l_661 = double(1.0) - l_660;
const double l_662 = l_643 * l_643;
const double l_663 = l_662 * l_mut_58;
const double l_664 = double(0.0) * l_mut_421;
const double l_665 = l_663 - l_664;
const double l_666 = l_661 + l_665;
const uint32 l_667 = l_mut_75 & uint32(1);
const bool l_668 = l_667 == uint32(1);
l_mut_421 = l_642;
const uint32 l_669 = l_mut_75 & uint32(2);
const bool l_670 = l_669 != uint32(0);
l_mut_105 = l_670;
if (l_668) {
l_mut_421 = l_666;
}
const bool l_671 = bool(true) && l_616;
if (l_671) {
const bool l_672 = !l_mut_105;
l_mut_105 = l_672;
}
if (l_mut_105) {
const double l_673 = -l_mut_421;
l_mut_421 = l_673;
}
const float l_674 = float(l_23);
const double l_675 = double(l_674);
const double l_676 = abs(l_675);
l_mut_58 = l_676;
l_mut_75 = uint32(0);
const bool l_677 = l_676 >= double(0.785);
if (l_677) {
const double l_678 = l_676 * double(0.6366197723675814);
const double l_679 = l_678 + double(0.5);
const double l_680 = floor(l_679);
const double l_681 = l_680 * double(1.570796325802803);
const double l_682 = l_676 - l_681;
const double l_683 = l_680 * double(9.920935796805404e-10);
const double l_684 = l_682 - l_683;
l_mut_58 = l_684;
const uint32 l_685 = uint32(l_680);
l_mut_75 = l_685;
}
const bool l_686 = l_674 < float(0.0);
const double l_687 = l_mut_58 * l_mut_58;
const double l_688 = l_687 * double(1.9572941063391263e-20);
const double l_689 = double(8.22063524662433e-18) - l_688;
l_mut_35 = l_689;
const double l_690 = l_mut_35 * l_687;
const double l_691 = l_690 - double(2.8114572543455206e-15);
l_mut_35 = l_691;
const double l_692 = l_mut_35 * l_687;
const double l_693 = l_692 + double(7.647163731819816e-13);
l_mut_35 = l_693;
const double l_694 = l_mut_35 * l_687;
const double l_695 = l_694 - double(1.6059043836821613e-10);
l_mut_35 = l_695;
const double l_696 = l_mut_35 * l_687;
const double l_697 = l_696 + double(2.505210838544172e-8);
l_mut_35 = l_697;
const double l_698 = l_mut_35 * l_687;
const double l_699 = l_698 - double(2.7557319223985893e-6);
l_mut_35 = l_699;
const double l_700 = l_mut_35 * l_687;
const double l_701 = l_700 + double(0.0001984126984126984);
l_mut_35 = l_701;
const double l_702 = l_mut_35 * l_687;
const double l_703 = l_702 - double(0.008333333333333333);
l_mut_35 = l_703;
const double l_704 = l_mut_35 * l_687;
const double l_705 = l_704 + double(0.16666666666666666);
l_mut_35 = l_705;
const double l_706 = double(0.5) * l_687;
const double l_707 = double(1.0) - l_706;
const double l_708 = double(0.0) * l_707;
const double l_709 = l_mut_58 * l_687;
const double l_710 = l_709 * l_mut_35;
const double l_711 = l_708 - l_710;
const double l_712 = l_mut_58 + l_711;
const double l_713 = l_mut_58 * l_mut_58;
const double l_714 = l_713 * double(4.110317623312165e-19);
const double l_715 = l_714 - double(1.5619206968586225e-16);
l_mut_35 = l_715;
const double l_716 = l_mut_35 * l_713;
const double l_717 = l_716 + double(4.779477332387385e-14);
l_mut_35 = l_717;
const double l_718 = l_mut_35 * l_713;
const double l_719 = l_718 - double(1.1470745597729725e-11);
l_mut_35 = l_719;
const double l_720 = l_mut_35 * l_713;
const double l_721 = l_720 + double(2.08767569878681e-9);
l_mut_35 = l_721;
const double l_722 = l_mut_35 * l_713;
const double l_723 = l_722 - double(2.755731922398589e-7);
l_mut_35 = l_723;
const double l_724 = l_mut_35 * l_713;
const double l_725 = l_724 + double(2.48015873015873e-5);
l_mut_35 = l_725;
const double l_726 = l_mut_35 * l_713;
const double l_727 = l_726 - double(0.001388888888888889);
l_mut_35 = l_727;
const double l_728 = l_mut_35 * l_713;
const double l_729 = l_728 + double(0.041666666666666664);
l_mut_35 = l_729;
const double l_730 = double(0.5) * l_713;
const double l_731 = double(1.0) - l_730;
const double l_732 = l_713 * l_713;
const double l_733 = l_732 * l_mut_35;
const double l_734 = double(0.0) * l_mut_58;
const double l_735 = l_733 - l_734;
const double l_736 = l_731 + l_735;
const uint32 l_737 = l_mut_75 & uint32(1);
const bool l_738 = l_737 == uint32(1);
l_mut_58 = l_712;
const uint32 l_739 = l_mut_75 & uint32(2);
const bool l_740 = l_739 != uint32(0);
l_mut_105 = l_740;
l_mut_58 = l_736;
if (l_738) {
l_mut_58 = l_712;
}
const uint32 l_741 = l_mut_75 + uint32(1);
const uint32 l_742 = l_741 & uint32(2);
const bool l_743 = l_742 != uint32(0);
l_mut_105 = l_743;
const bool l_744 = bool(false) && l_686;
if (l_744) {
const bool l_745 = !l_mut_105;
l_mut_105 = l_745;
}
if (l_mut_105) {
const double l_746 = -l_mut_58;
l_mut_58 = l_746;
}
const double l_747 = abs(l_mut_421);
const double l_748 = l_747 * double(1.4551915228366852e-11);
const double l_749 = abs(l_mut_58);
const double l_750 = l_749 * double(1.4551915228366852e-11);
const double l_751 = l_mut_421 - l_16;
l_mut_35 = l_751;
if (l_10) {
const double l_752 = l_751 - l_748;
const double l_753 = l_752 * double(7.1362384635298e44);
const double l_754 = floor(l_753);
const double l_755 = l_754 * double(1.401298464324817e-45);
l_mut_756 = l_755;
const double l_757 = abs(l_752);
const bool l_758 = l_757 >= double(1.1754943508222875e-38);
if (l_758) {
const float l_759 = float(l_752);
const double l_760 = double(l_759);
l_mut_756 = l_760;
const bool l_761 = l_mut_756 > l_752;
if (l_761) {
const float l_762 = -l_759;
const uint32 l_763 = reinterpret_cast<uint32 const&>(l_762);
const uint32 l_764 = l_763 + uint32(1);
l_mut_75 = l_764;
const uint32 l_765 = l_763 & uint32(2147483647);
const bool l_766 = l_765 == uint32(0);
if (l_766) {
l_mut_75 = uint32(1);
} else {
const uint32 l_767 = l_763 & uint32(2147483648);
const bool l_768 = l_767 != uint32(0);
if (l_768) {
const uint32 l_769 = l_763 - uint32(1);
l_mut_75 = l_769;
}
}
const float l_770 = reinterpret_cast<float const&>(l_mut_75);
const float l_771 = -l_770;
const double l_772 = double(l_771);
l_mut_756 = l_772;
} else {
const uint32 l_773 = reinterpret_cast<uint32 const&>(l_759);
const uint32 l_774 = l_773 + uint32(1);
l_mut_75 = l_774;
const uint32 l_775 = l_773 & uint32(2147483647);
const bool l_776 = l_775 == uint32(0);
if (l_776) {
l_mut_75 = uint32(1);
} else {
const uint32 l_777 = l_773 & uint32(2147483648);
const bool l_778 = l_777 != uint32(0);
if (l_778) {
const uint32 l_779 = l_773 - uint32(1);
l_mut_75 = l_779;
}
}
const float l_780 = reinterpret_cast<float const&>(l_mut_75);
const double l_781 = double(l_780);
const bool l_782 = l_781 <= l_752;
if (l_782) {
const uint32 l_783 = reinterpret_cast<uint32 const&>(l_759);
const uint32 l_784 = l_783 + uint32(1);
l_mut_75 = l_784;
const uint32 l_785 = l_783 & uint32(2147483647);
const bool l_786 = l_785 == uint32(0);
if (l_786) {
l_mut_75 = uint32(1);
} else {
const uint32 l_787 = l_783 & uint32(2147483648);
const bool l_788 = l_787 != uint32(0);
if (l_788) {
const uint32 l_789 = l_783 - uint32(1);
l_mut_75 = l_789;
}
}
const float l_790 = reinterpret_cast<float const&>(l_mut_75);
const double l_791 = double(l_790);
l_mut_756 = l_791;
}
}
}
const double l_792 = l_751 + l_748;
const double l_793 = l_792 * double(7.1362384635298e44);
const double l_794 = floor(l_793);
const double l_795 = l_794 * double(1.401298464324817e-45);
l_mut_796 = l_795;
const double l_797 = abs(l_792);
const bool l_798 = l_797 >= double(1.1754943508222875e-38);
if (l_798) {
const float l_799 = float(l_792);
const double l_800 = double(l_799);
l_mut_796 = l_800;
const bool l_801 = l_mut_796 > l_792;
if (l_801) {
const float l_802 = -l_799;
const uint32 l_803 = reinterpret_cast<uint32 const&>(l_802);
const uint32 l_804 = l_803 + uint32(1);
l_mut_75 = l_804;
const uint32 l_805 = l_803 & uint32(2147483647);
const bool l_806 = l_805 == uint32(0);
if (l_806) {
l_mut_75 = uint32(1);
} else {
const uint32 l_807 = l_803 & uint32(2147483648);
const bool l_808 = l_807 != uint32(0);
if (l_808) {
const uint32 l_809 = l_803 - uint32(1);
l_mut_75 = l_809;
}
}
const float l_810 = reinterpret_cast<float const&>(l_mut_75);
const float l_811 = -l_810;
const double l_812 = double(l_811);
l_mut_796 = l_812;
} else {
const uint32 l_813 = reinterpret_cast<uint32 const&>(l_799);
const uint32 l_814 = l_813 + uint32(1);
l_mut_75 = l_814;
const uint32 l_815 = l_813 & uint32(2147483647);
const bool l_816 = l_815 == uint32(0);
if (l_816) {
l_mut_75 = uint32(1);
} else {
const uint32 l_817 = l_813 & uint32(2147483648);
const bool l_818 = l_817 != uint32(0);
if (l_818) {
const uint32 l_819 = l_813 - uint32(1);
l_mut_75 = l_819;
}
}
const float l_820 = reinterpret_cast<float const&>(l_mut_75);
const double l_821 = double(l_820);
const bool l_822 = l_821 <= l_792;
if (l_822) {
const uint32 l_823 = reinterpret_cast<uint32 const&>(l_799);
const uint32 l_824 = l_823 + uint32(1);
l_mut_75 = l_824;
const uint32 l_825 = l_823 & uint32(2147483647);
const bool l_826 = l_825 == uint32(0);
if (l_826) {
l_mut_75 = uint32(1);
} else {
const uint32 l_827 = l_823 & uint32(2147483648);
const bool l_828 = l_827 != uint32(0);
if (l_828) {
const uint32 l_829 = l_823 - uint32(1);
l_mut_75 = l_829;
}
}
const float l_830 = reinterpret_cast<float const&>(l_mut_75);
const double l_831 = double(l_830);
l_mut_796 = l_831;
}
}
}
const bool l_832 = l_mut_756 == l_mut_796;
const bool l_833 = !l_832;
if (l_833) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_834 = l_751 * double(7.1362384635298e44);
const double l_835 = floor(l_834);
const double l_836 = l_835 * double(1.401298464324817e-45);
l_mut_796 = l_836;
const double l_837 = abs(l_751);
const bool l_838 = l_837 >= double(1.1754943508222875e-38);
if (l_838) {
const float l_839 = float(l_751);
const double l_840 = double(l_839);
l_mut_796 = l_840;
const bool l_841 = l_mut_796 > l_751;
if (l_841) {
const float l_842 = -l_839;
const uint32 l_843 = reinterpret_cast<uint32 const&>(l_842);
const uint32 l_844 = l_843 + uint32(1);
l_mut_75 = l_844;
const uint32 l_845 = l_843 & uint32(2147483647);
const bool l_846 = l_845 == uint32(0);
if (l_846) {
l_mut_75 = uint32(1);
} else {
const uint32 l_847 = l_843 & uint32(2147483648);
const bool l_848 = l_847 != uint32(0);
if (l_848) {
const uint32 l_849 = l_843 - uint32(1);
l_mut_75 = l_849;
}
}
const float l_850 = reinterpret_cast<float const&>(l_mut_75);
const float l_851 = -l_850;
const double l_852 = double(l_851);
l_mut_796 = l_852;
} else {
const uint32 l_853 = reinterpret_cast<uint32 const&>(l_839);
const uint32 l_854 = l_853 + uint32(1);
l_mut_75 = l_854;
const uint32 l_855 = l_853 & uint32(2147483647);
const bool l_856 = l_855 == uint32(0);
if (l_856) {
l_mut_75 = uint32(1);
} else {
const uint32 l_857 = l_853 & uint32(2147483648);
const bool l_858 = l_857 != uint32(0);
if (l_858) {
const uint32 l_859 = l_853 - uint32(1);
l_mut_75 = l_859;
}
}
const float l_860 = reinterpret_cast<float const&>(l_mut_75);
const double l_861 = double(l_860);
const bool l_862 = l_861 <= l_751;
if (l_862) {
const uint32 l_863 = reinterpret_cast<uint32 const&>(l_839);
const uint32 l_864 = l_863 + uint32(1);
l_mut_75 = l_864;
const uint32 l_865 = l_863 & uint32(2147483647);
const bool l_866 = l_865 == uint32(0);
if (l_866) {
l_mut_75 = uint32(1);
} else {
const uint32 l_867 = l_863 & uint32(2147483648);
const bool l_868 = l_867 != uint32(0);
if (l_868) {
const uint32 l_869 = l_863 - uint32(1);
l_mut_75 = l_869;
}
}
const float l_870 = reinterpret_cast<float const&>(l_mut_75);
const double l_871 = double(l_870);
l_mut_796 = l_871;
}
}
}
l_mut_35 = l_mut_796;
}
const double l_872 = l_mut_421 + l_16;
l_mut_796 = l_872;
if (l_10) {
const double l_873 = l_872 - l_748;
const double l_874 = l_873 * double(7.1362384635298e44);
const double l_875 = floor(l_874);
const double l_876 = l_875 * double(1.401298464324817e-45);
l_mut_756 = l_876;
const double l_877 = abs(l_873);
const bool l_878 = l_877 >= double(1.1754943508222875e-38);
if (l_878) {
const float l_879 = float(l_873);
const double l_880 = double(l_879);
l_mut_756 = l_880;
const bool l_881 = l_mut_756 > l_873;
if (l_881) {
const float l_882 = -l_879;
const uint32 l_883 = reinterpret_cast<uint32 const&>(l_882);
const uint32 l_884 = l_883 + uint32(1);
l_mut_75 = l_884;
const uint32 l_885 = l_883 & uint32(2147483647);
const bool l_886 = l_885 == uint32(0);
if (l_886) {
l_mut_75 = uint32(1);
} else {
const uint32 l_887 = l_883 & uint32(2147483648);
const bool l_888 = l_887 != uint32(0);
if (l_888) {
const uint32 l_889 = l_883 - uint32(1);
l_mut_75 = l_889;
}
}
const float l_890 = reinterpret_cast<float const&>(l_mut_75);
const float l_891 = -l_890;
const double l_892 = double(l_891);
l_mut_756 = l_892;
} else {
const uint32 l_893 = reinterpret_cast<uint32 const&>(l_879);
const uint32 l_894 = l_893 + uint32(1);
l_mut_75 = l_894;
const uint32 l_895 = l_893 & uint32(2147483647);
const bool l_896 = l_895 == uint32(0);
if (l_896) {
l_mut_75 = uint32(1);
} else {
const uint32 l_897 = l_893 & uint32(2147483648);
const bool l_898 = l_897 != uint32(0);
if (l_898) {
const uint32 l_899 = l_893 - uint32(1);
l_mut_75 = l_899;
}
}
const float l_900 = reinterpret_cast<float const&>(l_mut_75);
const double l_901 = double(l_900);
const bool l_902 = l_901 <= l_873;
if (l_902) {
const uint32 l_903 = reinterpret_cast<uint32 const&>(l_879);
const uint32 l_904 = l_903 + uint32(1);
l_mut_75 = l_904;
const uint32 l_905 = l_903 & uint32(2147483647);
const bool l_906 = l_905 == uint32(0);
if (l_906) {
l_mut_75 = uint32(1);
} else {
const uint32 l_907 = l_903 & uint32(2147483648);
const bool l_908 = l_907 != uint32(0);
if (l_908) {
const uint32 l_909 = l_903 - uint32(1);
l_mut_75 = l_909;
}
}
const float l_910 = reinterpret_cast<float const&>(l_mut_75);
const double l_911 = double(l_910);
l_mut_756 = l_911;
}
}
}
const double l_912 = l_872 + l_748;
const double l_913 = l_912 * double(7.1362384635298e44);
const double l_914 = floor(l_913);
const double l_915 = l_914 * double(1.401298464324817e-45);
l_mut_421 = l_915;
const double l_916 = abs(l_912);
const bool l_917 = l_916 >= double(1.1754943508222875e-38);
if (l_917) {
const float l_918 = float(l_912);
const double l_919 = double(l_918);
l_mut_421 = l_919;
const bool l_920 = l_mut_421 > l_912;
if (l_920) {
const float l_921 = -l_918;
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_921);
const uint32 l_923 = l_922 + uint32(1);
l_mut_75 = l_923;
const uint32 l_924 = l_922 & uint32(2147483647);
const bool l_925 = l_924 == uint32(0);
if (l_925) {
l_mut_75 = uint32(1);
} else {
const uint32 l_926 = l_922 & uint32(2147483648);
const bool l_927 = l_926 != uint32(0);
if (l_927) {
const uint32 l_928 = l_922 - uint32(1);
l_mut_75 = l_928;
}
}
const float l_929 = reinterpret_cast<float const&>(l_mut_75);
const float l_930 = -l_929;
const double l_931 = double(l_930);
l_mut_421 = l_931;
} else {
const uint32 l_932 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_933 = l_932 + uint32(1);
l_mut_75 = l_933;
const uint32 l_934 = l_932 & uint32(2147483647);
const bool l_935 = l_934 == uint32(0);
if (l_935) {
l_mut_75 = uint32(1);
} else {
const uint32 l_936 = l_932 & uint32(2147483648);
const bool l_937 = l_936 != uint32(0);
if (l_937) {
const uint32 l_938 = l_932 - uint32(1);
l_mut_75 = l_938;
}
}
const float l_939 = reinterpret_cast<float const&>(l_mut_75);
const double l_940 = double(l_939);
const bool l_941 = l_940 <= l_912;
if (l_941) {
const uint32 l_942 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_943 = l_942 + uint32(1);
l_mut_75 = l_943;
const uint32 l_944 = l_942 & uint32(2147483647);
const bool l_945 = l_944 == uint32(0);
if (l_945) {
l_mut_75 = uint32(1);
} else {
const uint32 l_946 = l_942 & uint32(2147483648);
const bool l_947 = l_946 != uint32(0);
if (l_947) {
const uint32 l_948 = l_942 - uint32(1);
l_mut_75 = l_948;
}
}
const float l_949 = reinterpret_cast<float const&>(l_mut_75);
const double l_950 = double(l_949);
l_mut_421 = l_950;
}
}
}
const bool l_951 = l_mut_756 == l_mut_421;
const bool l_952 = !l_951;
if (l_952) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_953 = -l_872;
const double l_954 = l_953 * double(7.1362384635298e44);
const double l_955 = floor(l_954);
const double l_956 = l_955 * double(1.401298464324817e-45);
l_mut_756 = l_956;
const double l_957 = abs(l_953);
const bool l_958 = l_957 >= double(1.1754943508222875e-38);
if (l_958) {
const float l_959 = float(l_953);
const double l_960 = double(l_959);
l_mut_756 = l_960;
const bool l_961 = l_mut_756 > l_953;
if (l_961) {
const float l_962 = -l_959;
const uint32 l_963 = reinterpret_cast<uint32 const&>(l_962);
const uint32 l_964 = l_963 + uint32(1);
l_mut_75 = l_964;
const uint32 l_965 = l_963 & uint32(2147483647);
const bool l_966 = l_965 == uint32(0);
if (l_966) {
l_mut_75 = uint32(1);
} else {
const uint32 l_967 = l_963 & uint32(2147483648);
const bool l_968 = l_967 != uint32(0);
if (l_968) {
const uint32 l_969 = l_963 - uint32(1);
l_mut_75 = l_969;
}
}
const float l_970 = reinterpret_cast<float const&>(l_mut_75);
const float l_971 = -l_970;
const double l_972 = double(l_971);
l_mut_756 = l_972;
} else {
const uint32 l_973 = reinterpret_cast<uint32 const&>(l_959);
const uint32 l_974 = l_973 + uint32(1);
l_mut_75 = l_974;
const uint32 l_975 = l_973 & uint32(2147483647);
const bool l_976 = l_975 == uint32(0);
if (l_976) {
l_mut_75 = uint32(1);
} else {
const uint32 l_977 = l_973 & uint32(2147483648);
const bool l_978 = l_977 != uint32(0);
if (l_978) {
const uint32 l_979 = l_973 - uint32(1);
l_mut_75 = l_979;
}
}
const float l_980 = reinterpret_cast<float const&>(l_mut_75);
const double l_981 = double(l_980);
const bool l_982 = l_981 <= l_953;
if (l_982) {
const uint32 l_983 = reinterpret_cast<uint32 const&>(l_959);
const uint32 l_984 = l_983 + uint32(1);
l_mut_75 = l_984;
const uint32 l_985 = l_983 & uint32(2147483647);
const bool l_986 = l_985 == uint32(0);
if (l_986) {
l_mut_75 = uint32(1);
} else {
const uint32 l_987 = l_983 & uint32(2147483648);
const bool l_988 = l_987 != uint32(0);
if (l_988) {
const uint32 l_989 = l_983 - uint32(1);
l_mut_75 = l_989;
}
}
const float l_990 = reinterpret_cast<float const&>(l_mut_75);
const double l_991 = double(l_990);
l_mut_756 = l_991;
}
}
}
const double l_992 = -l_mut_756;
l_mut_796 = l_992;
}
const double l_993 = l_mut_58 - l_16;
l_mut_756 = l_993;
if (l_10) {
const double l_994 = l_993 - l_750;
const double l_995 = l_994 * double(7.1362384635298e44);
const double l_996 = floor(l_995);
const double l_997 = l_996 * double(1.401298464324817e-45);
l_mut_421 = l_997;
const double l_998 = abs(l_994);
const bool l_999 = l_998 >= double(1.1754943508222875e-38);
if (l_999) {
const float l_1000 = float(l_994);
const double l_1001 = double(l_1000);
l_mut_421 = l_1001;
const bool l_1002 = l_mut_421 > l_994;
if (l_1002) {
const float l_1003 = -l_1000;
const uint32 l_1004 = reinterpret_cast<uint32 const&>(l_1003);
const uint32 l_1005 = l_1004 + uint32(1);
l_mut_75 = l_1005;
const uint32 l_1006 = l_1004 & uint32(2147483647);
const bool l_1007 = l_1006 == uint32(0);
if (l_1007) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1008 = l_1004 & uint32(2147483648);
const bool l_1009 = l_1008 != uint32(0);
if (l_1009) {
const uint32 l_1010 = l_1004 - uint32(1);
l_mut_75 = l_1010;
}
}
const float l_1011 = reinterpret_cast<float const&>(l_mut_75);
const float l_1012 = -l_1011;
const double l_1013 = double(l_1012);
l_mut_421 = l_1013;
} else {
const uint32 l_1014 = reinterpret_cast<uint32 const&>(l_1000);
const uint32 l_1015 = l_1014 + uint32(1);
l_mut_75 = l_1015;
const uint32 l_1016 = l_1014 & uint32(2147483647);
const bool l_1017 = l_1016 == uint32(0);
if (l_1017) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1018 = l_1014 & uint32(2147483648);
const bool l_1019 = l_1018 != uint32(0);
if (l_1019) {
const uint32 l_1020 = l_1014 - uint32(1);
l_mut_75 = l_1020;
}
}
const float l_1021 = reinterpret_cast<float const&>(l_mut_75);
const double l_1022 = double(l_1021);
const bool l_1023 = l_1022 <= l_994;
if (l_1023) {
const uint32 l_1024 = reinterpret_cast<uint32 const&>(l_1000);
const uint32 l_1025 = l_1024 + uint32(1);
l_mut_75 = l_1025;
const uint32 l_1026 = l_1024 & uint32(2147483647);
const bool l_1027 = l_1026 == uint32(0);
if (l_1027) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1028 = l_1024 & uint32(2147483648);
const bool l_1029 = l_1028 != uint32(0);
if (l_1029) {
const uint32 l_1030 = l_1024 - uint32(1);
l_mut_75 = l_1030;
}
}
const float l_1031 = reinterpret_cast<float const&>(l_mut_75);
const double l_1032 = double(l_1031);
l_mut_421 = l_1032;
}
}
}
const double l_1033 = l_993 + l_750;
const double l_1034 = l_1033 * double(7.1362384635298e44);
const double l_1035 = floor(l_1034);
const double l_1036 = l_1035 * double(1.401298464324817e-45);
l_mut_1037 = l_1036;
const double l_1038 = abs(l_1033);
const bool l_1039 = l_1038 >= double(1.1754943508222875e-38);
if (l_1039) {
const float l_1040 = float(l_1033);
const double l_1041 = double(l_1040);
l_mut_1037 = l_1041;
const bool l_1042 = l_mut_1037 > l_1033;
if (l_1042) {
const float l_1043 = -l_1040;
const uint32 l_1044 = reinterpret_cast<uint32 const&>(l_1043);
const uint32 l_1045 = l_1044 + uint32(1);
l_mut_75 = l_1045;
const uint32 l_1046 = l_1044 & uint32(2147483647);
const bool l_1047 = l_1046 == uint32(0);
if (l_1047) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1048 = l_1044 & uint32(2147483648);
const bool l_1049 = l_1048 != uint32(0);
if (l_1049) {
const uint32 l_1050 = l_1044 - uint32(1);
l_mut_75 = l_1050;
}
}
const float l_1051 = reinterpret_cast<float const&>(l_mut_75);
const float l_1052 = -l_1051;
const double l_1053 = double(l_1052);
l_mut_1037 = l_1053;
} else {
const uint32 l_1054 = reinterpret_cast<uint32 const&>(l_1040);
const uint32 l_1055 = l_1054 + uint32(1);
l_mut_75 = l_1055;
const uint32 l_1056 = l_1054 & uint32(2147483647);
const bool l_1057 = l_1056 == uint32(0);
if (l_1057) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1058 = l_1054 & uint32(2147483648);
const bool l_1059 = l_1058 != uint32(0);
if (l_1059) {
const uint32 l_1060 = l_1054 - uint32(1);
l_mut_75 = l_1060;
}
}
const float l_1061 = reinterpret_cast<float const&>(l_mut_75);
const double l_1062 = double(l_1061);
const bool l_1063 = l_1062 <= l_1033;
if (l_1063) {
const uint32 l_1064 = reinterpret_cast<uint32 const&>(l_1040);
const uint32 l_1065 = l_1064 + uint32(1);
l_mut_75 = l_1065;
const uint32 l_1066 = l_1064 & uint32(2147483647);
const bool l_1067 = l_1066 == uint32(0);
if (l_1067) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1068 = l_1064 & uint32(2147483648);
const bool l_1069 = l_1068 != uint32(0);
if (l_1069) {
const uint32 l_1070 = l_1064 - uint32(1);
l_mut_75 = l_1070;
}
}
const float l_1071 = reinterpret_cast<float const&>(l_mut_75);
const double l_1072 = double(l_1071);
l_mut_1037 = l_1072;
}
}
}
const bool l_1073 = l_mut_421 == l_mut_1037;
const bool l_1074 = !l_1073;
if (l_1074) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_1075 = l_993 * double(7.1362384635298e44);
const double l_1076 = floor(l_1075);
const double l_1077 = l_1076 * double(1.401298464324817e-45);
l_mut_1037 = l_1077;
const double l_1078 = abs(l_993);
const bool l_1079 = l_1078 >= double(1.1754943508222875e-38);
if (l_1079) {
const float l_1080 = float(l_993);
const double l_1081 = double(l_1080);
l_mut_1037 = l_1081;
const bool l_1082 = l_mut_1037 > l_993;
if (l_1082) {
const float l_1083 = -l_1080;
const uint32 l_1084 = reinterpret_cast<uint32 const&>(l_1083);
const uint32 l_1085 = l_1084 + uint32(1);
l_mut_75 = l_1085;
const uint32 l_1086 = l_1084 & uint32(2147483647);
const bool l_1087 = l_1086 == uint32(0);
if (l_1087) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1088 = l_1084 & uint32(2147483648);
const bool l_1089 = l_1088 != uint32(0);
if (l_1089) {
const uint32 l_1090 = l_1084 - uint32(1);
l_mut_75 = l_1090;
}
}
const float l_1091 = reinterpret_cast<float const&>(l_mut_75);
const float l_1092 = -l_1091;
const double l_1093 = double(l_1092);
l_mut_1037 = l_1093;
} else {
const uint32 l_1094 = reinterpret_cast<uint32 const&>(l_1080);
const uint32 l_1095 = l_1094 + uint32(1);
l_mut_75 = l_1095;
const uint32 l_1096 = l_1094 & uint32(2147483647);
const bool l_1097 = l_1096 == uint32(0);
if (l_1097) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1098 = l_1094 & uint32(2147483648);
const bool l_1099 = l_1098 != uint32(0);
if (l_1099) {
const uint32 l_1100 = l_1094 - uint32(1);
l_mut_75 = l_1100;
}
}
const float l_1101 = reinterpret_cast<float const&>(l_mut_75);
const double l_1102 = double(l_1101);
const bool l_1103 = l_1102 <= l_993;
if (l_1103) {
const uint32 l_1104 = reinterpret_cast<uint32 const&>(l_1080);
const uint32 l_1105 = l_1104 + uint32(1);
l_mut_75 = l_1105;
const uint32 l_1106 = l_1104 & uint32(2147483647);
const bool l_1107 = l_1106 == uint32(0);
if (l_1107) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1108 = l_1104 & uint32(2147483648);
const bool l_1109 = l_1108 != uint32(0);
if (l_1109) {
const uint32 l_1110 = l_1104 - uint32(1);
l_mut_75 = l_1110;
}
}
const float l_1111 = reinterpret_cast<float const&>(l_mut_75);
const double l_1112 = double(l_1111);
l_mut_1037 = l_1112;
}
}
}
l_mut_756 = l_mut_1037;
}
const double l_1113 = l_mut_58 + l_16;
l_mut_1037 = l_1113;
if (l_10) {
const double l_1114 = l_1113 - l_750;
const double l_1115 = l_1114 * double(7.1362384635298e44);
const double l_1116 = floor(l_1115);
const double l_1117 = l_1116 * double(1.401298464324817e-45);
l_mut_421 = l_1117;
const double l_1118 = abs(l_1114);
const bool l_1119 = l_1118 >= double(1.1754943508222875e-38);
if (l_1119) {
const float l_1120 = float(l_1114);
const double l_1121 = double(l_1120);
l_mut_421 = l_1121;
const bool l_1122 = l_mut_421 > l_1114;
if (l_1122) {
const float l_1123 = -l_1120;
const uint32 l_1124 = reinterpret_cast<uint32 const&>(l_1123);
const uint32 l_1125 = l_1124 + uint32(1);
l_mut_75 = l_1125;
const uint32 l_1126 = l_1124 & uint32(2147483647);
const bool l_1127 = l_1126 == uint32(0);
if (l_1127) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1128 = l_1124 & uint32(2147483648);
const bool l_1129 = l_1128 != uint32(0);
if (l_1129) {
const uint32 l_1130 = l_1124 - uint32(1);
l_mut_75 = l_1130;
}
}
const float l_1131 = reinterpret_cast<float const&>(l_mut_75);
const float l_1132 = -l_1131;
const double l_1133 = double(l_1132);
l_mut_421 = l_1133;
} else {
const uint32 l_1134 = reinterpret_cast<uint32 const&>(l_1120);
const uint32 l_1135 = l_1134 + uint32(1);
l_mut_75 = l_1135;
const uint32 l_1136 = l_1134 & uint32(2147483647);
const bool l_1137 = l_1136 == uint32(0);
if (l_1137) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1138 = l_1134 & uint32(2147483648);
const bool l_1139 = l_1138 != uint32(0);
if (l_1139) {
const uint32 l_1140 = l_1134 - uint32(1);
l_mut_75 = l_1140;
}
}
const float l_1141 = reinterpret_cast<float const&>(l_mut_75);
const double l_1142 = double(l_1141);
const bool l_1143 = l_1142 <= l_1114;
if (l_1143) {
const uint32 l_1144 = reinterpret_cast<uint32 const&>(l_1120);
const uint32 l_1145 = l_1144 + uint32(1);
l_mut_75 = l_1145;
const uint32 l_1146 = l_1144 & uint32(2147483647);
const bool l_1147 = l_1146 == uint32(0);
if (l_1147) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1148 = l_1144 & uint32(2147483648);
const bool l_1149 = l_1148 != uint32(0);
if (l_1149) {
const uint32 l_1150 = l_1144 - uint32(1);
l_mut_75 = l_1150;
}
}
const float l_1151 = reinterpret_cast<float const&>(l_mut_75);
const double l_1152 = double(l_1151);
l_mut_421 = l_1152;
}
}
}
const double l_1153 = l_1113 + l_750;
const double l_1154 = l_1153 * double(7.1362384635298e44);
const double l_1155 = floor(l_1154);
const double l_1156 = l_1155 * double(1.401298464324817e-45);
l_mut_58 = l_1156;
const double l_1157 = abs(l_1153);
const bool l_1158 = l_1157 >= double(1.1754943508222875e-38);
if (l_1158) {
const float l_1159 = float(l_1153);
const double l_1160 = double(l_1159);
l_mut_58 = l_1160;
const bool l_1161 = l_mut_58 > l_1153;
if (l_1161) {
const float l_1162 = -l_1159;
const uint32 l_1163 = reinterpret_cast<uint32 const&>(l_1162);
const uint32 l_1164 = l_1163 + uint32(1);
l_mut_75 = l_1164;
const uint32 l_1165 = l_1163 & uint32(2147483647);
const bool l_1166 = l_1165 == uint32(0);
if (l_1166) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1167 = l_1163 & uint32(2147483648);
const bool l_1168 = l_1167 != uint32(0);
if (l_1168) {
const uint32 l_1169 = l_1163 - uint32(1);
l_mut_75 = l_1169;
}
}
const float l_1170 = reinterpret_cast<float const&>(l_mut_75);
const float l_1171 = -l_1170;
const double l_1172 = double(l_1171);
l_mut_58 = l_1172;
} else {
const uint32 l_1173 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1174 = l_1173 + uint32(1);
l_mut_75 = l_1174;
const uint32 l_1175 = l_1173 & uint32(2147483647);
const bool l_1176 = l_1175 == uint32(0);
if (l_1176) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1177 = l_1173 & uint32(2147483648);
const bool l_1178 = l_1177 != uint32(0);
if (l_1178) {
const uint32 l_1179 = l_1173 - uint32(1);
l_mut_75 = l_1179;
}
}
const float l_1180 = reinterpret_cast<float const&>(l_mut_75);
const double l_1181 = double(l_1180);
const bool l_1182 = l_1181 <= l_1153;
if (l_1182) {
const uint32 l_1183 = reinterpret_cast<uint32 const&>(l_1159);
const uint32 l_1184 = l_1183 + uint32(1);
l_mut_75 = l_1184;
const uint32 l_1185 = l_1183 & uint32(2147483647);
const bool l_1186 = l_1185 == uint32(0);
if (l_1186) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1187 = l_1183 & uint32(2147483648);
const bool l_1188 = l_1187 != uint32(0);
if (l_1188) {
const uint32 l_1189 = l_1183 - uint32(1);
l_mut_75 = l_1189;
}
}
const float l_1190 = reinterpret_cast<float const&>(l_mut_75);
const double l_1191 = double(l_1190);
l_mut_58 = l_1191;
}
}
}
const bool l_1192 = l_mut_421 == l_mut_58;
const bool l_1193 = !l_1192;
if (l_1193) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_1194 = -l_1113;
const double l_1195 = l_1194 * double(7.1362384635298e44);
const double l_1196 = floor(l_1195);
const double l_1197 = l_1196 * double(1.401298464324817e-45);
l_mut_421 = l_1197;
const double l_1198 = abs(l_1194);
const bool l_1199 = l_1198 >= double(1.1754943508222875e-38);
if (l_1199) {
const float l_1200 = float(l_1194);
const double l_1201 = double(l_1200);
l_mut_421 = l_1201;
const bool l_1202 = l_mut_421 > l_1194;
if (l_1202) {
const float l_1203 = -l_1200;
const uint32 l_1204 = reinterpret_cast<uint32 const&>(l_1203);
const uint32 l_1205 = l_1204 + uint32(1);
l_mut_75 = l_1205;
const uint32 l_1206 = l_1204 & uint32(2147483647);
const bool l_1207 = l_1206 == uint32(0);
if (l_1207) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1208 = l_1204 & uint32(2147483648);
const bool l_1209 = l_1208 != uint32(0);
if (l_1209) {
const uint32 l_1210 = l_1204 - uint32(1);
l_mut_75 = l_1210;
}
}
const float l_1211 = reinterpret_cast<float const&>(l_mut_75);
const float l_1212 = -l_1211;
const double l_1213 = double(l_1212);
l_mut_421 = l_1213;
} else {
const uint32 l_1214 = reinterpret_cast<uint32 const&>(l_1200);
const uint32 l_1215 = l_1214 + uint32(1);
l_mut_75 = l_1215;
const uint32 l_1216 = l_1214 & uint32(2147483647);
const bool l_1217 = l_1216 == uint32(0);
if (l_1217) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1218 = l_1214 & uint32(2147483648);
const bool l_1219 = l_1218 != uint32(0);
if (l_1219) {
const uint32 l_1220 = l_1214 - uint32(1);
l_mut_75 = l_1220;
}
}
const float l_1221 = reinterpret_cast<float const&>(l_mut_75);
const double l_1222 = double(l_1221);
const bool l_1223 = l_1222 <= l_1194;
if (l_1223) {
const uint32 l_1224 = reinterpret_cast<uint32 const&>(l_1200);
const uint32 l_1225 = l_1224 + uint32(1);
l_mut_75 = l_1225;
const uint32 l_1226 = l_1224 & uint32(2147483647);
const bool l_1227 = l_1226 == uint32(0);
if (l_1227) {
l_mut_75 = uint32(1);
} else {
const uint32 l_1228 = l_1224 & uint32(2147483648);
const bool l_1229 = l_1228 != uint32(0);
if (l_1229) {
const uint32 l_1230 = l_1224 - uint32(1);
l_mut_75 = l_1230;
}
}
const float l_1231 = reinterpret_cast<float const&>(l_mut_75);
const double l_1232 = double(l_1231);
l_mut_421 = l_1232;
}
}
}
const double l_1233 = -l_mut_421;
l_mut_1037 = l_1233;
}
l_mut_75 = uint32(0);
const bool l_1234 = !l_10;
const double l_1235 = abs(l_mut_756);
const bool l_1236 = l_1235 <= l_750;
const double l_1237 = abs(l_mut_1037);
const bool l_1238 = l_1237 <= l_750;
const bool l_1239 = l_1236 || l_1238;
const bool l_1240 = l_1234 && l_1239;
if (l_1240) {
l_arr_603[uint32(0)] = uint32(0);
}
const bool l_1241 = l_mut_756 <= double(0.0);
const bool l_1242 = l_mut_1037 >= double(0.0);
const bool l_1243 = l_1241 && l_1242;
const bool l_1244 = !l_1243;
if (l_1244) {
const double l_1246 = l_mut_35 / l_mut_756;
const double l_1247 = l_mut_35 / l_mut_1037;
const double l_1248 = l_mut_796 / l_mut_756;
const double l_1249 = l_mut_796 / l_mut_1037;
l_arr_1245[uint32(0)] = l_1246;
l_arr_1245[uint32(1)] = l_1246;
const double l_1250 = l_arr_1245[uint32(0)];
const bool l_1251 = l_1247 < l_1250;
if (l_1251) {
l_arr_1245[uint32(0)] = l_1247;
}
const double l_1252 = l_arr_1245[uint32(0)];
const bool l_1253 = l_1248 < l_1252;
if (l_1253) {
l_arr_1245[uint32(0)] = l_1248;
}
const double l_1254 = l_arr_1245[uint32(0)];
const bool l_1255 = l_1249 < l_1254;
if (l_1255) {
l_arr_1245[uint32(0)] = l_1249;
}
const double l_1256 = l_arr_1245[uint32(1)];
const bool l_1257 = l_1247 > l_1256;
if (l_1257) {
l_arr_1245[uint32(1)] = l_1247;
}
const double l_1258 = l_arr_1245[uint32(1)];
const bool l_1259 = l_1248 > l_1258;
if (l_1259) {
l_arr_1245[uint32(1)] = l_1248;
}
const double l_1260 = l_arr_1245[uint32(1)];
const bool l_1261 = l_1249 > l_1260;
if (l_1261) {
l_arr_1245[uint32(1)] = l_1249;
}
l_mut_421 = double(1.4551915228366852e-11);
const bool l_1262 = !l_10;
if (l_1262) {
const double l_1263 = l_748 + l_750;
const double l_1264 = abs(l_mut_756);
const double l_1265 = abs(l_mut_1037);
l_mut_1037 = l_1264;
const bool l_1266 = l_1265 < l_1264;
if (l_1266) {
l_mut_1037 = l_1265;
}
const double l_1267 = l_1263 / l_mut_1037;
const double l_1268 = abs(l_mut_35);
const double l_1269 = abs(l_mut_796);
l_mut_1037 = l_1268;
const bool l_1270 = l_1269 < l_1268;
if (l_1270) {
l_mut_1037 = l_1269;
}
const double l_1271 = l_748 / l_mut_1037;
const double l_1272 = l_1267 + l_1271;
l_mut_421 = l_mut_421 + l_1272;
}
const double l_1273 = l_arr_1245[uint32(0)];
const double l_1274 = abs(l_1273);
const double l_1275 = l_1274 * l_mut_421;
const double l_1276 = l_arr_1245[uint32(1)];
const double l_1277 = abs(l_1276);
const double l_1278 = l_1277 * l_mut_421;
const double l_1279 = l_arr_1245[uint32(0)];
const double l_1280 = l_1279 - l_1275;
const double l_1281 = abs(l_1280);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1282 = l_1281 >= double(1.1754943508222875e-38);
const bool l_1283 = l_1281 <= double(1.7976931348623157e308);
const bool l_1284 = l_1282 && l_1283;
if (l_1284) {
const uint64 l_1285 = reinterpret_cast<uint64 const&>(l_1281);
const uint64 l_1286 = l_1285 >> uint64(52);
const uint64 l_1287 = l_1286 - uint64(23);
const uint64 l_1288 = l_1287 << uint64(52);
const double l_1289 = reinterpret_cast<double const&>(l_1288);
l_mut_1037 = l_1289;
}
const double l_1290 = l_1279 + l_1275;
const double l_1291 = abs(l_1290);
l_mut_796 = double(1.401298464324817e-45);
const bool l_1292 = l_1291 >= double(1.1754943508222875e-38);
const bool l_1293 = l_1291 <= double(1.7976931348623157e308);
const bool l_1294 = l_1292 && l_1293;
if (l_1294) {
const uint64 l_1295 = reinterpret_cast<uint64 const&>(l_1291);
const uint64 l_1296 = l_1295 >> uint64(52);
const uint64 l_1297 = l_1296 - uint64(23);
const uint64 l_1298 = l_1297 << uint64(52);
const double l_1299 = reinterpret_cast<double const&>(l_1298);
l_mut_796 = l_1299;
}
const bool l_1300 = l_mut_1037 == l_mut_796;
const bool l_1301 = !l_1300;
const double l_1302 = l_arr_1245[uint32(1)];
const double l_1303 = l_1302 - l_1278;
const double l_1304 = abs(l_1303);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1305 = l_1304 >= double(1.1754943508222875e-38);
const bool l_1306 = l_1304 <= double(1.7976931348623157e308);
const bool l_1307 = l_1305 && l_1306;
if (l_1307) {
const uint64 l_1308 = reinterpret_cast<uint64 const&>(l_1304);
const uint64 l_1309 = l_1308 >> uint64(52);
const uint64 l_1310 = l_1309 - uint64(23);
const uint64 l_1311 = l_1310 << uint64(52);
const double l_1312 = reinterpret_cast<double const&>(l_1311);
l_mut_1037 = l_1312;
}
const double l_1313 = l_1302 + l_1278;
const double l_1314 = abs(l_1313);
l_mut_796 = double(1.401298464324817e-45);
const bool l_1315 = l_1314 >= double(1.1754943508222875e-38);
const bool l_1316 = l_1314 <= double(1.7976931348623157e308);
const bool l_1317 = l_1315 && l_1316;
if (l_1317) {
const uint64 l_1318 = reinterpret_cast<uint64 const&>(l_1314);
const uint64 l_1319 = l_1318 >> uint64(52);
const uint64 l_1320 = l_1319 - uint64(23);
const uint64 l_1321 = l_1320 << uint64(52);
const double l_1322 = reinterpret_cast<double const&>(l_1321);
l_mut_796 = l_1322;
}
const bool l_1323 = l_mut_1037 == l_mut_796;
const bool l_1324 = !l_1323;
const bool l_1325 = l_1301 || l_1324;
if (l_1325) {
l_arr_603[uint32(0)] = uint32(0);
}
const double l_1326 = l_arr_1245[uint32(0)];
const double l_1327 = l_arr_1245[uint32(0)];
const double l_1328 = abs(l_1327);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1329 = l_1328 >= double(1.1754943508222875e-38);
const bool l_1330 = l_1328 <= double(1.7976931348623157e308);
const bool l_1331 = l_1329 && l_1330;
if (l_1331) {
const uint64 l_1332 = reinterpret_cast<uint64 const&>(l_1328);
const uint64 l_1333 = l_1332 >> uint64(52);
const uint64 l_1334 = l_1333 - uint64(23);
const uint64 l_1335 = l_1334 << uint64(52);
const double l_1336 = reinterpret_cast<double const&>(l_1335);
l_mut_1037 = l_1336;
}
const double l_1337 = l_19 * l_mut_1037;
const double l_1338 = l_1326 - l_1337;
const double l_1339 = l_arr_1245[uint32(1)];
const double l_1340 = l_arr_1245[uint32(1)];
const double l_1341 = abs(l_1340);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1342 = l_1341 >= double(1.1754943508222875e-38);
const bool l_1343 = l_1341 <= double(1.7976931348623157e308);
const bool l_1344 = l_1342 && l_1343;
if (l_1344) {
const uint64 l_1345 = reinterpret_cast<uint64 const&>(l_1341);
const uint64 l_1346 = l_1345 >> uint64(52);
const uint64 l_1347 = l_1346 - uint64(23);
const uint64 l_1348 = l_1347 << uint64(52);
const double l_1349 = reinterpret_cast<double const&>(l_1348);
l_mut_1037 = l_1349;
}
const double l_1350 = l_19 * l_mut_1037;
const double l_1351 = l_1339 + l_1350;
const double l_1352 = double(l_12);
const uint32 l_1353 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_1354 = l_1353 + uint32(1);
l_mut_45 = l_1354;
const uint32 l_1355 = l_1353 & uint32(2147483647);
const bool l_1356 = l_1355 == uint32(0);
if (l_1356) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1357 = l_1353 & uint32(2147483648);
const bool l_1358 = l_1357 != uint32(0);
if (l_1358) {
const uint32 l_1359 = l_1353 - uint32(1);
l_mut_45 = l_1359;
}
}
const float l_1360 = reinterpret_cast<float const&>(l_mut_45);
const double l_1361 = double(l_1360);
const float l_1362 = -l_12;
const uint32 l_1363 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1364 = l_1363 + uint32(1);
l_mut_45 = l_1364;
const uint32 l_1365 = l_1363 & uint32(2147483647);
const bool l_1366 = l_1365 == uint32(0);
if (l_1366) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1367 = l_1363 & uint32(2147483648);
const bool l_1368 = l_1367 != uint32(0);
if (l_1368) {
const uint32 l_1369 = l_1363 - uint32(1);
l_mut_45 = l_1369;
}
}
const float l_1370 = reinterpret_cast<float const&>(l_mut_45);
const float l_1371 = -l_1370;
const double l_1372 = double(l_1371);
const double l_1373 = l_1338 + l_1275;
const bool l_1374 = l_1373 <= l_1352;
l_mut_105 = l_1374;
const double l_1375 = l_1338 - l_1275;
const bool l_1376 = l_1375 > l_1352;
l_mut_102 = l_1376;
const double l_1377 = l_1351 - l_1278;
const bool l_1378 = l_1377 >= l_1352;
l_mut_99 = l_1378;
const double l_1379 = l_1351 + l_1278;
const bool l_1380 = l_1379 < l_1352;
l_mut_96 = l_1380;
if (l_10) {
const double l_1381 = l_1338 + l_1275;
const bool l_1382 = l_1381 < l_1361;
l_mut_105 = l_1382;
const double l_1383 = l_1338 - l_1275;
const bool l_1384 = l_1383 >= l_1361;
l_mut_102 = l_1384;
const double l_1385 = l_1351 - l_1278;
const bool l_1386 = l_1385 > l_1372;
l_mut_99 = l_1386;
const double l_1387 = l_1351 + l_1278;
const bool l_1388 = l_1387 <= l_1372;
l_mut_96 = l_1388;
}
l_mut_45 = uint32(2);
const bool l_1389 = l_mut_102 || l_mut_96;
if (l_1389) {
l_mut_45 = uint32(1);
} else {
const bool l_1390 = l_mut_105 && l_mut_99;
if (l_1390) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
const uint32 l_1391 = l_arr_603[uint32(0)];
const bool l_1392 = l_1391 == uint32(0);
if (l_1392) {
l_mut_75 = uint32(2);
}
l_mut_28 = l_mut_75;
} else {
const bool l_1393 = l_24 <= l_22;
const bool l_1394 = l_6 == uint32(12);
const bool l_1395 = l_1393 && l_1394;
if (l_1395) {
const float l_1396 = float(l_23);
const double l_1397 = double(l_1396);
const double l_1398 = abs(l_1397);
l_mut_1037 = l_1398;
l_mut_75 = uint32(0);
const bool l_1399 = l_1398 >= double(0.785);
if (l_1399) {
const double l_1400 = l_1398 * double(0.6366197723675814);
const double l_1401 = l_1400 + double(0.5);
const double l_1402 = floor(l_1401);
const double l_1403 = l_1402 * double(1.570796325802803);
const double l_1404 = l_1398 - l_1403;
const double l_1405 = l_1402 * double(9.920935796805404e-10);
const double l_1406 = l_1404 - l_1405;
l_mut_1037 = l_1406;
const uint32 l_1407 = uint32(l_1402);
l_mut_75 = l_1407;
}
const bool l_1408 = l_1396 < float(0.0);
const double l_1409 = l_mut_1037 * l_mut_1037;
const double l_1410 = l_1409 * double(1.9572941063391263e-20);
const double l_1411 = double(8.22063524662433e-18) - l_1410;
l_mut_796 = l_1411;
const double l_1412 = l_mut_796 * l_1409;
const double l_1413 = l_1412 - double(2.8114572543455206e-15);
l_mut_796 = l_1413;
const double l_1414 = l_mut_796 * l_1409;
const double l_1415 = l_1414 + double(7.647163731819816e-13);
l_mut_796 = l_1415;
const double l_1416 = l_mut_796 * l_1409;
const double l_1417 = l_1416 - double(1.6059043836821613e-10);
l_mut_796 = l_1417;
const double l_1418 = l_mut_796 * l_1409;
const double l_1419 = l_1418 + double(2.505210838544172e-8);
l_mut_796 = l_1419;
const double l_1420 = l_mut_796 * l_1409;
const double l_1421 = l_1420 - double(2.7557319223985893e-6);
l_mut_796 = l_1421;
const double l_1422 = l_mut_796 * l_1409;
const double l_1423 = l_1422 + double(0.0001984126984126984);
l_mut_796 = l_1423;
const double l_1424 = l_mut_796 * l_1409;
const double l_1425 = l_1424 - double(0.008333333333333333);
l_mut_796 = l_1425;
const double l_1426 = l_mut_796 * l_1409;
const double l_1427 = l_1426 + double(0.16666666666666666);
l_mut_796 = l_1427;
const double l_1428 = double(0.5) * l_1409;
const double l_1429 = double(1.0) - l_1428;
const double l_1430 = double(0.0) * l_1429;
const double l_1431 = l_mut_1037 * l_1409;
const double l_1432 = l_1431 * l_mut_796;
const double l_1433 = l_1430 - l_1432;
const double l_1434 = l_mut_1037 + l_1433;
const double l_1435 = l_mut_1037 * l_mut_1037;
const double l_1436 = l_1435 * double(4.110317623312165e-19);
const double l_1437 = l_1436 - double(1.5619206968586225e-16);
l_mut_796 = l_1437;
const double l_1438 = l_mut_796 * l_1435;
const double l_1439 = l_1438 + double(4.779477332387385e-14);
l_mut_796 = l_1439;
const double l_1440 = l_mut_796 * l_1435;
const double l_1441 = l_1440 - double(1.1470745597729725e-11);
l_mut_796 = l_1441;
const double l_1442 = l_mut_796 * l_1435;
const double l_1443 = l_1442 + double(2.08767569878681e-9);
l_mut_796 = l_1443;
const double l_1444 = l_mut_796 * l_1435;
const double l_1445 = l_1444 - double(2.755731922398589e-7);
l_mut_796 = l_1445;
const double l_1446 = l_mut_796 * l_1435;
const double l_1447 = l_1446 + double(2.48015873015873e-5);
l_mut_796 = l_1447;
const double l_1448 = l_mut_796 * l_1435;
const double l_1449 = l_1448 - double(0.001388888888888889);
l_mut_796 = l_1449;
const double l_1450 = l_mut_796 * l_1435;
const double l_1451 = l_1450 + double(0.041666666666666664);
l_mut_796 = l_1451;
const double l_1452 = double(0.5) * l_1435;
const double l_1453 = double(1.0) - l_1452;
const double l_1454 = l_1435 * l_1435;
const double l_1455 = l_1454 * l_mut_796;
const double l_1456 = double(0.0) * l_mut_1037;
const double l_1457 = l_1455 - l_1456;
const double l_1458 = l_1453 + l_1457;
const uint32 l_1459 = l_mut_75 & uint32(1);
const bool l_1460 = l_1459 == uint32(1);
l_mut_1037 = l_1434;
const uint32 l_1461 = l_mut_75 & uint32(2);
const bool l_1462 = l_1461 != uint32(0);
l_mut_105 = l_1462;
if (l_1460) {
l_mut_1037 = l_1458;
}
const bool l_1463 = bool(true) && l_1408;
if (l_1463) {
const bool l_1464 = !l_mut_105;
l_mut_105 = l_1464;
}
if (l_mut_105) {
const double l_1465 = -l_mut_1037;
l_mut_1037 = l_1465;
}
const float l_1466 = float(l_23);
const double l_1467 = double(l_1466);
const double l_1468 = abs(l_1467);
l_mut_796 = l_1468;
l_mut_75 = uint32(0);
const bool l_1469 = l_1468 >= double(0.785);
if (l_1469) {
const double l_1470 = l_1468 * double(0.6366197723675814);
const double l_1471 = l_1470 + double(0.5);
const double l_1472 = floor(l_1471);
const double l_1473 = l_1472 * double(1.570796325802803);
const double l_1474 = l_1468 - l_1473;
const double l_1475 = l_1472 * double(9.920935796805404e-10);
const double l_1476 = l_1474 - l_1475;
l_mut_796 = l_1476;
const uint32 l_1477 = uint32(l_1472);
l_mut_75 = l_1477;
}
const bool l_1478 = l_1466 < float(0.0);
const double l_1479 = l_mut_796 * l_mut_796;
const double l_1480 = l_1479 * double(1.9572941063391263e-20);
const double l_1481 = double(8.22063524662433e-18) - l_1480;
l_mut_756 = l_1481;
const double l_1482 = l_mut_756 * l_1479;
const double l_1483 = l_1482 - double(2.8114572543455206e-15);
l_mut_756 = l_1483;
const double l_1484 = l_mut_756 * l_1479;
const double l_1485 = l_1484 + double(7.647163731819816e-13);
l_mut_756 = l_1485;
const double l_1486 = l_mut_756 * l_1479;
const double l_1487 = l_1486 - double(1.6059043836821613e-10);
l_mut_756 = l_1487;
const double l_1488 = l_mut_756 * l_1479;
const double l_1489 = l_1488 + double(2.505210838544172e-8);
l_mut_756 = l_1489;
const double l_1490 = l_mut_756 * l_1479;
const double l_1491 = l_1490 - double(2.7557319223985893e-6);
l_mut_756 = l_1491;
const double l_1492 = l_mut_756 * l_1479;
const double l_1493 = l_1492 + double(0.0001984126984126984);
l_mut_756 = l_1493;
const double l_1494 = l_mut_756 * l_1479;
const double l_1495 = l_1494 - double(0.008333333333333333);
l_mut_756 = l_1495;
const double l_1496 = l_mut_756 * l_1479;
const double l_1497 = l_1496 + double(0.16666666666666666);
l_mut_756 = l_1497;
const double l_1498 = double(0.5) * l_1479;
const double l_1499 = double(1.0) - l_1498;
const double l_1500 = double(0.0) * l_1499;
const double l_1501 = l_mut_796 * l_1479;
const double l_1502 = l_1501 * l_mut_756;
const double l_1503 = l_1500 - l_1502;
const double l_1504 = l_mut_796 + l_1503;
const double l_1505 = l_mut_796 * l_mut_796;
const double l_1506 = l_1505 * double(4.110317623312165e-19);
const double l_1507 = l_1506 - double(1.5619206968586225e-16);
l_mut_756 = l_1507;
const double l_1508 = l_mut_756 * l_1505;
const double l_1509 = l_1508 + double(4.779477332387385e-14);
l_mut_756 = l_1509;
const double l_1510 = l_mut_756 * l_1505;
const double l_1511 = l_1510 - double(1.1470745597729725e-11);
l_mut_756 = l_1511;
const double l_1512 = l_mut_756 * l_1505;
const double l_1513 = l_1512 + double(2.08767569878681e-9);
l_mut_756 = l_1513;
const double l_1514 = l_mut_756 * l_1505;
const double l_1515 = l_1514 - double(2.755731922398589e-7);
l_mut_756 = l_1515;
const double l_1516 = l_mut_756 * l_1505;
const double l_1517 = l_1516 + double(2.48015873015873e-5);
l_mut_756 = l_1517;
const double l_1518 = l_mut_756 * l_1505;
const double l_1519 = l_1518 - double(0.001388888888888889);
l_mut_756 = l_1519;
const double l_1520 = l_mut_756 * l_1505;
const double l_1521 = l_1520 + double(0.041666666666666664);
l_mut_756 = l_1521;
const double l_1522 = double(0.5) * l_1505;
const double l_1523 = double(1.0) - l_1522;
const double l_1524 = l_1505 * l_1505;
const double l_1525 = l_1524 * l_mut_756;
const double l_1526 = double(0.0) * l_mut_796;
const double l_1527 = l_1525 - l_1526;
const double l_1528 = l_1523 + l_1527;
const uint32 l_1529 = l_mut_75 & uint32(1);
const bool l_1530 = l_1529 == uint32(1);
l_mut_796 = l_1504;
const uint32 l_1531 = l_mut_75 & uint32(2);
const bool l_1532 = l_1531 != uint32(0);
l_mut_105 = l_1532;
l_mut_796 = l_1528;
if (l_1530) {
l_mut_796 = l_1504;
}
const uint32 l_1533 = l_mut_75 + uint32(1);
const uint32 l_1534 = l_1533 & uint32(2);
const bool l_1535 = l_1534 != uint32(0);
l_mut_105 = l_1535;
const bool l_1536 = bool(false) && l_1478;
if (l_1536) {
const bool l_1537 = !l_mut_105;
l_mut_105 = l_1537;
}
if (l_mut_105) {
const double l_1538 = -l_mut_796;
l_mut_796 = l_1538;
}
const double l_1539 = abs(l_mut_1037);
const double l_1540 = l_1539 * double(1.4551915228366852e-11);
const double l_1541 = abs(l_mut_796);
const double l_1542 = l_1541 * double(1.4551915228366852e-11);
const double l_1543 = l_mut_1037 - l_16;
const double l_1544 = l_mut_1037 + l_16;
const double l_1545 = l_mut_796 - l_16;
const double l_1546 = l_mut_796 + l_16;
l_mut_75 = uint32(2);
const double l_1547 = abs(l_1545);
const bool l_1548 = l_1547 <= l_1542;
const double l_1549 = abs(l_1546);
const bool l_1550 = l_1549 <= l_1542;
const bool l_1551 = l_1548 || l_1550;
const bool l_1552 = !l_1551;
if (l_1552) {
l_mut_75 = uint32(0);
const bool l_1553 = l_1545 <= double(0.0);
const bool l_1554 = l_1546 >= double(0.0);
const bool l_1555 = l_1553 && l_1554;
const bool l_1556 = !l_1555;
if (l_1556) {
const double l_1557 = abs(l_1545);
const double l_1558 = abs(l_1546);
l_mut_1037 = l_1557;
const bool l_1559 = l_1558 < l_1557;
if (l_1559) {
l_mut_1037 = l_1558;
}
const double l_1560 = l_1542 / l_mut_1037;
const double l_1561 = l_1560 + double(1.4551915228366852e-11);
const double l_1562 = double(1.0) / l_1546;
const double l_1563 = double(1.0) / l_1545;
const double l_1564 = abs(l_1562);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1565 = l_1564 >= double(1.1754943508222875e-38);
const bool l_1566 = l_1564 <= double(1.7976931348623157e308);
const bool l_1567 = l_1565 && l_1566;
if (l_1567) {
const uint64 l_1568 = reinterpret_cast<uint64 const&>(l_1564);
const uint64 l_1569 = l_1568 >> uint64(52);
const uint64 l_1570 = l_1569 - uint64(23);
const uint64 l_1571 = l_1570 << uint64(52);
const double l_1572 = reinterpret_cast<double const&>(l_1571);
l_mut_1037 = l_1572;
}
const double l_1573 = l_19 * l_mut_1037;
const double l_1574 = l_1562 - l_1573;
const double l_1575 = abs(l_1563);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1576 = l_1575 >= double(1.1754943508222875e-38);
const bool l_1577 = l_1575 <= double(1.7976931348623157e308);
const bool l_1578 = l_1576 && l_1577;
if (l_1578) {
const uint64 l_1579 = reinterpret_cast<uint64 const&>(l_1575);
const uint64 l_1580 = l_1579 >> uint64(52);
const uint64 l_1581 = l_1580 - uint64(23);
const uint64 l_1582 = l_1581 << uint64(52);
const double l_1583 = reinterpret_cast<double const&>(l_1582);
l_mut_1037 = l_1583;
}
const double l_1584 = l_19 * l_mut_1037;
const double l_1585 = l_1563 + l_1584;
const double l_1587 = l_1543 * l_1574;
const double l_1588 = l_1543 * l_1585;
const double l_1589 = l_1544 * l_1574;
const double l_1590 = l_1544 * l_1585;
l_arr_1586[uint32(0)] = l_1587;
l_arr_1586[uint32(1)] = l_1587;
const double l_1591 = l_arr_1586[uint32(0)];
const bool l_1592 = l_1588 < l_1591;
if (l_1592) {
l_arr_1586[uint32(0)] = l_1588;
}
const double l_1593 = l_arr_1586[uint32(0)];
const bool l_1594 = l_1589 < l_1593;
if (l_1594) {
l_arr_1586[uint32(0)] = l_1589;
}
const double l_1595 = l_arr_1586[uint32(0)];
const bool l_1596 = l_1590 < l_1595;
if (l_1596) {
l_arr_1586[uint32(0)] = l_1590;
}
const double l_1597 = l_arr_1586[uint32(1)];
const bool l_1598 = l_1588 > l_1597;
if (l_1598) {
l_arr_1586[uint32(1)] = l_1588;
}
const double l_1599 = l_arr_1586[uint32(1)];
const bool l_1600 = l_1589 > l_1599;
if (l_1600) {
l_arr_1586[uint32(1)] = l_1589;
}
const double l_1601 = l_arr_1586[uint32(1)];
const bool l_1602 = l_1590 > l_1601;
if (l_1602) {
l_arr_1586[uint32(1)] = l_1590;
}
const double l_1603 = abs(l_1543);
const double l_1604 = abs(l_1544);
l_mut_1037 = l_1603;
const bool l_1605 = l_1604 > l_1603;
if (l_1605) {
l_mut_1037 = l_1604;
}
const double l_1606 = abs(l_1574);
const double l_1607 = abs(l_1585);
l_mut_796 = l_1606;
const bool l_1608 = l_1607 > l_1606;
if (l_1608) {
l_mut_796 = l_1607;
}
const double l_1609 = l_mut_1037 * l_mut_796;
const double l_1610 = l_1561 + double(1.4551915228366852e-11);
const double l_1611 = l_1609 * l_1610;
const double l_1612 = l_1540 * l_mut_796;
const double l_1613 = l_1611 + l_1612;
l_mut_75 = uint32(2);
const double l_1614 = abs(l_1562);
const double l_1615 = l_1614 * l_1561;
const double l_1616 = l_1562 - l_1615;
const double l_1617 = abs(l_1616);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1618 = l_1617 >= double(1.1754943508222875e-38);
const bool l_1619 = l_1617 <= double(1.7976931348623157e308);
const bool l_1620 = l_1618 && l_1619;
if (l_1620) {
const uint64 l_1621 = reinterpret_cast<uint64 const&>(l_1617);
const uint64 l_1622 = l_1621 >> uint64(52);
const uint64 l_1623 = l_1622 - uint64(23);
const uint64 l_1624 = l_1623 << uint64(52);
const double l_1625 = reinterpret_cast<double const&>(l_1624);
l_mut_1037 = l_1625;
}
const double l_1626 = l_1562 + l_1615;
const double l_1627 = abs(l_1626);
l_mut_796 = double(1.401298464324817e-45);
const bool l_1628 = l_1627 >= double(1.1754943508222875e-38);
const bool l_1629 = l_1627 <= double(1.7976931348623157e308);
const bool l_1630 = l_1628 && l_1629;
if (l_1630) {
const uint64 l_1631 = reinterpret_cast<uint64 const&>(l_1627);
const uint64 l_1632 = l_1631 >> uint64(52);
const uint64 l_1633 = l_1632 - uint64(23);
const uint64 l_1634 = l_1633 << uint64(52);
const double l_1635 = reinterpret_cast<double const&>(l_1634);
l_mut_796 = l_1635;
}
const bool l_1636 = l_mut_1037 == l_mut_796;
const double l_1637 = abs(l_1563);
const double l_1638 = l_1637 * l_1561;
const double l_1639 = l_1563 - l_1638;
const double l_1640 = abs(l_1639);
l_mut_1037 = double(1.401298464324817e-45);
const bool l_1641 = l_1640 >= double(1.1754943508222875e-38);
const bool l_1642 = l_1640 <= double(1.7976931348623157e308);
const bool l_1643 = l_1641 && l_1642;
if (l_1643) {
const uint64 l_1644 = reinterpret_cast<uint64 const&>(l_1640);
const uint64 l_1645 = l_1644 >> uint64(52);
const uint64 l_1646 = l_1645 - uint64(23);
const uint64 l_1647 = l_1646 << uint64(52);
const double l_1648 = reinterpret_cast<double const&>(l_1647);
l_mut_1037 = l_1648;
}
const double l_1649 = l_1563 + l_1638;
const double l_1650 = abs(l_1649);
l_mut_796 = double(1.401298464324817e-45);
const bool l_1651 = l_1650 >= double(1.1754943508222875e-38);
const bool l_1652 = l_1650 <= double(1.7976931348623157e308);
const bool l_1653 = l_1651 && l_1652;
if (l_1653) {
const uint64 l_1654 = reinterpret_cast<uint64 const&>(l_1650);
const uint64 l_1655 = l_1654 >> uint64(52);
const uint64 l_1656 = l_1655 - uint64(23);
const uint64 l_1657 = l_1656 << uint64(52);
const double l_1658 = reinterpret_cast<double const&>(l_1657);
l_mut_796 = l_1658;
}
const bool l_1659 = l_mut_1037 == l_mut_796;
const bool l_1660 = l_1636 && l_1659;
if (l_1660) {
const double l_1661 = l_arr_1586[uint32(0)];
const double l_1662 = l_arr_1586[uint32(1)];
const double l_1663 = double(l_12);
const uint32 l_1664 = reinterpret_cast<uint32 const&>(l_12);
const uint32 l_1665 = l_1664 + uint32(1);
l_mut_45 = l_1665;
const uint32 l_1666 = l_1664 & uint32(2147483647);
const bool l_1667 = l_1666 == uint32(0);
if (l_1667) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1668 = l_1664 & uint32(2147483648);
const bool l_1669 = l_1668 != uint32(0);
if (l_1669) {
const uint32 l_1670 = l_1664 - uint32(1);
l_mut_45 = l_1670;
}
}
const float l_1671 = reinterpret_cast<float const&>(l_mut_45);
const double l_1672 = double(l_1671);
const float l_1673 = -l_12;
const uint32 l_1674 = reinterpret_cast<uint32 const&>(l_1673);
const uint32 l_1675 = l_1674 + uint32(1);
l_mut_45 = l_1675;
const uint32 l_1676 = l_1674 & uint32(2147483647);
const bool l_1677 = l_1676 == uint32(0);
if (l_1677) {
l_mut_45 = uint32(1);
} else {
const uint32 l_1678 = l_1674 & uint32(2147483648);
const bool l_1679 = l_1678 != uint32(0);
if (l_1679) {
const uint32 l_1680 = l_1674 - uint32(1);
l_mut_45 = l_1680;
}
}
const float l_1681 = reinterpret_cast<float const&>(l_mut_45);
const float l_1682 = -l_1681;
const double l_1683 = double(l_1682);
const double l_1684 = l_1661 + l_1613;
const bool l_1685 = l_1684 <= l_1663;
l_mut_105 = l_1685;
const double l_1686 = l_1661 - l_1613;
const bool l_1687 = l_1686 > l_1663;
l_mut_102 = l_1687;
const double l_1688 = l_1662 - l_1613;
const bool l_1689 = l_1688 >= l_1663;
l_mut_99 = l_1689;
const double l_1690 = l_1662 + l_1613;
const bool l_1691 = l_1690 < l_1663;
l_mut_96 = l_1691;
const double l_1692 = l_1661 + l_1613;
const bool l_1693 = l_1692 < l_1672;
l_mut_105 = l_1693;
const double l_1694 = l_1661 - l_1613;
const bool l_1695 = l_1694 >= l_1672;
l_mut_102 = l_1695;
const double l_1696 = l_1662 - l_1613;
const bool l_1697 = l_1696 > l_1683;
l_mut_99 = l_1697;
const double l_1698 = l_1662 + l_1613;
const bool l_1699 = l_1698 <= l_1683;
l_mut_96 = l_1699;
l_mut_45 = uint32(2);
const bool l_1700 = l_mut_102 || l_mut_96;
if (l_1700) {
l_mut_45 = uint32(1);
} else {
const bool l_1701 = l_mut_105 && l_mut_99;
if (l_1701) {
l_mut_45 = uint32(0);
}
}
l_mut_75 = l_mut_45;
}
}
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
}
const uint32 l_1702 = l_arr_27[uint32(0)];
const bool l_1703 = l_1702 == uint32(0);
if (l_1703) {
l_mut_28 = uint32(2);
}
const uint32 l_1767 = info.static_meta[uint32(6)];
const uint32 l_1768 = l_1767 * uint32(1);
const bool l_1769 = l_4 < l_1768;
if (l_1769) {
buffer_6[l_4] = l_mut_28;
}
}
}

}
