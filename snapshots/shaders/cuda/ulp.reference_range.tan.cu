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

uint32 l_arr_720[1];

double l_arr_1221[2];

double l_arr_1421[2];

uint32 l_arr_10[8];

bool l_mut_122;
bool l_mut_213;
bool l_mut_216;
bool l_mut_219;
bool l_mut_222;
double l_mut_1012;
double l_mut_1132;
double l_mut_152;
double l_mut_175;
double l_mut_25;
double l_mut_538;
double l_mut_890;
float l_mut_22;
uint32 l_mut_145;
uint32 l_mut_162;
uint32 l_mut_192;
uint32 l_mut_27;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1645 = info.static_meta[uint32(6)];
const uint32 l_1646 = l_1645 * uint32(1);
const bool l_1647 = uint32(0) < l_1646;
if (l_1647) {
buffer_6[uint32(0)] = uint32(1);
}
}
const uint32 l_1631 = info.static_meta[uint32(0)];
const uint32 l_1632 = l_1631 * uint32(1);
const bool l_1633 = uint32(1) < l_1632;
const uint32 l_1634 = l_1632 - uint32(1);
const uint32 l_1635 = min(uint32(1), l_1634);
const uint32 l_1636 = buffer_0[l_1635];
const uint32 l_1637 = (l_1633) ? l_1636 : uint32(0);
const uint32 l_1 = l_1637;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1638 = info.static_meta[uint32(0)];
const uint32 l_1639 = l_1638 * uint32(1);
const bool l_1640 = uint32(2) < l_1639;
const uint32 l_1641 = l_1639 - uint32(1);
const uint32 l_1642 = min(uint32(2), l_1641);
const uint32 l_1643 = buffer_0[l_1642];
const uint32 l_1644 = (l_1640) ? l_1643 : uint32(0);
const uint32 l_3 = l_1644;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1648 = info.static_meta[uint32(0)];
const uint32 l_1649 = l_1648 * uint32(1);
const bool l_1650 = uint32(2) < l_1649;
const uint32 l_1651 = l_1649 - uint32(1);
const uint32 l_1652 = min(uint32(2), l_1651);
const uint32 l_1653 = buffer_0[l_1652];
const uint32 l_1654 = (l_1650) ? l_1653 : uint32(0);
const uint32 l_6 = l_1654;
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
const uint32 l_1655 = info.static_meta[uint32(0)];
const uint32 l_1656 = l_1655 * uint32(1);
const bool l_1657 = uint32(0) < l_1656;
const uint32 l_1658 = l_1656 - uint32(1);
const uint32 l_1659 = min(uint32(0), l_1658);
const uint32 l_1660 = buffer_0[l_1659];
const uint32 l_1661 = (l_1657) ? l_1660 : uint32(0);
const uint32 l_19 = l_1661;
const uint32 l_20 = l_19 + l_mut_18;
const float l_21 = reinterpret_cast<float const&>(l_20);
l_mut_22 = l_21;
const float l_23 = tan(l_21);
l_mut_22 = l_23;
const double l_24 = double(l_21);
l_mut_25 = l_24;
const double l_26 = tan(l_24);
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
const uint32 l_1662 = info.static_meta[uint32(1)];
const uint32 l_1663 = l_1662 * uint32(1);
const bool l_1664 = l_126 < l_1663;
const uint32 l_1665 = l_1663 - uint32(1);
const uint32 l_1666 = min(l_126, l_1665);
const uint32 l_1667 = buffer_1[l_1666];
const uint32 l_1668 = (l_1664) ? l_1667 : uint32(0);
const uint32 l_127 = l_1668;
const uint32 l_128 = uint32(2) * l_mut_125;
const uint32 l_129 = l_128 + uint32(1);
const uint32 l_1669 = info.static_meta[uint32(1)];
const uint32 l_1670 = l_1669 * uint32(1);
const bool l_1671 = l_129 < l_1670;
const uint32 l_1672 = l_1670 - uint32(1);
const uint32 l_1673 = min(l_129, l_1672);
const uint32 l_1674 = buffer_1[l_1673];
const uint32 l_1675 = (l_1671) ? l_1674 : uint32(0);
const uint32 l_130 = l_1675;
const bool l_131 = l_130 != uint32(0);
const uint32 l_132 = l_mut_125 * uint32(4);
const uint32 l_1676 = info.static_meta[uint32(2)];
const uint32 l_1677 = l_1676 * uint32(1);
const bool l_1678 = l_132 < l_1677;
const uint32 l_1679 = l_1677 - uint32(1);
const uint32 l_1680 = min(l_132, l_1679);
const double l_1681 = buffer_2[l_1680];
const double l_1682 = (l_1678) ? l_1681 : double(0.0);
const double l_133 = l_1682;
const uint32 l_134 = l_mut_125 * uint32(4);
const uint32 l_135 = l_134 + uint32(1);
const uint32 l_1683 = info.static_meta[uint32(2)];
const uint32 l_1684 = l_1683 * uint32(1);
const bool l_1685 = l_135 < l_1684;
const uint32 l_1686 = l_1684 - uint32(1);
const uint32 l_1687 = min(l_135, l_1686);
const double l_1688 = buffer_2[l_1687];
const double l_1689 = (l_1685) ? l_1688 : double(0.0);
const double l_136 = l_1689;
const uint32 l_137 = l_mut_125 * uint32(4);
const uint32 l_138 = l_137 + uint32(2);
const uint32 l_1690 = info.static_meta[uint32(2)];
const uint32 l_1691 = l_1690 * uint32(1);
const bool l_1692 = l_138 < l_1691;
const uint32 l_1693 = l_1691 - uint32(1);
const uint32 l_1694 = min(l_138, l_1693);
const double l_1695 = buffer_2[l_1694];
const double l_1696 = (l_1692) ? l_1695 : double(0.0);
const double l_139 = l_1696;
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
const bool l_714 = l_127 == uint32(11);
const bool l_715 = l_127 == uint32(12);
const bool l_716 = l_714 || l_715;
if (l_716) {
l_mut_145 = uint32(0);
}
const bool l_717 = l_141 <= l_139;
const bool l_718 = l_127 == uint32(11);
const bool l_719 = l_717 && l_718;
if (l_719) {
l_arr_720[uint32(0)] = uint32(1);
const double l_721 = sin(l_140);
const double l_722 = cos(l_140);
const double l_723 = abs(l_721);
const double l_724 = l_723 * double(1.4551915228366852e-11);
const double l_725 = abs(l_722);
const double l_726 = l_725 * double(1.4551915228366852e-11);
const double l_727 = l_721 - l_133;
l_mut_538 = l_727;
if (l_131) {
const double l_728 = l_727 - l_724;
const double l_729 = l_728 * double(7.1362384635298e44);
const double l_730 = floor(l_729);
const double l_731 = l_730 * double(1.401298464324817e-45);
l_mut_175 = l_731;
const double l_732 = abs(l_728);
const bool l_733 = l_732 >= double(1.1754943508222875e-38);
if (l_733) {
const float l_734 = float(l_728);
const double l_735 = double(l_734);
l_mut_175 = l_735;
const bool l_736 = l_mut_175 > l_728;
if (l_736) {
const float l_737 = -l_734;
const uint32 l_738 = reinterpret_cast<uint32 const&>(l_737);
const uint32 l_739 = l_738 + uint32(1);
l_mut_192 = l_739;
const uint32 l_740 = l_738 & uint32(2147483647);
const bool l_741 = l_740 == uint32(0);
if (l_741) {
l_mut_192 = uint32(1);
} else {
const uint32 l_742 = l_738 & uint32(2147483648);
const bool l_743 = l_742 != uint32(0);
if (l_743) {
const uint32 l_744 = l_738 - uint32(1);
l_mut_192 = l_744;
}
}
const float l_745 = reinterpret_cast<float const&>(l_mut_192);
const float l_746 = -l_745;
const double l_747 = double(l_746);
l_mut_175 = l_747;
} else {
const uint32 l_748 = reinterpret_cast<uint32 const&>(l_734);
const uint32 l_749 = l_748 + uint32(1);
l_mut_192 = l_749;
const uint32 l_750 = l_748 & uint32(2147483647);
const bool l_751 = l_750 == uint32(0);
if (l_751) {
l_mut_192 = uint32(1);
} else {
const uint32 l_752 = l_748 & uint32(2147483648);
const bool l_753 = l_752 != uint32(0);
if (l_753) {
const uint32 l_754 = l_748 - uint32(1);
l_mut_192 = l_754;
}
}
const float l_755 = reinterpret_cast<float const&>(l_mut_192);
const double l_756 = double(l_755);
const bool l_757 = l_756 <= l_728;
if (l_757) {
const uint32 l_758 = reinterpret_cast<uint32 const&>(l_734);
const uint32 l_759 = l_758 + uint32(1);
l_mut_192 = l_759;
const uint32 l_760 = l_758 & uint32(2147483647);
const bool l_761 = l_760 == uint32(0);
if (l_761) {
l_mut_192 = uint32(1);
} else {
const uint32 l_762 = l_758 & uint32(2147483648);
const bool l_763 = l_762 != uint32(0);
if (l_763) {
const uint32 l_764 = l_758 - uint32(1);
l_mut_192 = l_764;
}
}
const float l_765 = reinterpret_cast<float const&>(l_mut_192);
const double l_766 = double(l_765);
l_mut_175 = l_766;
}
}
}
const double l_767 = l_727 + l_724;
const double l_768 = l_767 * double(7.1362384635298e44);
const double l_769 = floor(l_768);
const double l_770 = l_769 * double(1.401298464324817e-45);
l_mut_152 = l_770;
const double l_771 = abs(l_767);
const bool l_772 = l_771 >= double(1.1754943508222875e-38);
if (l_772) {
const float l_773 = float(l_767);
const double l_774 = double(l_773);
l_mut_152 = l_774;
const bool l_775 = l_mut_152 > l_767;
if (l_775) {
const float l_776 = -l_773;
const uint32 l_777 = reinterpret_cast<uint32 const&>(l_776);
const uint32 l_778 = l_777 + uint32(1);
l_mut_192 = l_778;
const uint32 l_779 = l_777 & uint32(2147483647);
const bool l_780 = l_779 == uint32(0);
if (l_780) {
l_mut_192 = uint32(1);
} else {
const uint32 l_781 = l_777 & uint32(2147483648);
const bool l_782 = l_781 != uint32(0);
if (l_782) {
const uint32 l_783 = l_777 - uint32(1);
l_mut_192 = l_783;
}
}
const float l_784 = reinterpret_cast<float const&>(l_mut_192);
const float l_785 = -l_784;
const double l_786 = double(l_785);
l_mut_152 = l_786;
} else {
const uint32 l_787 = reinterpret_cast<uint32 const&>(l_773);
const uint32 l_788 = l_787 + uint32(1);
l_mut_192 = l_788;
const uint32 l_789 = l_787 & uint32(2147483647);
const bool l_790 = l_789 == uint32(0);
if (l_790) {
l_mut_192 = uint32(1);
} else {
const uint32 l_791 = l_787 & uint32(2147483648);
const bool l_792 = l_791 != uint32(0);
if (l_792) {
const uint32 l_793 = l_787 - uint32(1);
l_mut_192 = l_793;
}
}
const float l_794 = reinterpret_cast<float const&>(l_mut_192);
const double l_795 = double(l_794);
const bool l_796 = l_795 <= l_767;
if (l_796) {
const uint32 l_797 = reinterpret_cast<uint32 const&>(l_773);
const uint32 l_798 = l_797 + uint32(1);
l_mut_192 = l_798;
const uint32 l_799 = l_797 & uint32(2147483647);
const bool l_800 = l_799 == uint32(0);
if (l_800) {
l_mut_192 = uint32(1);
} else {
const uint32 l_801 = l_797 & uint32(2147483648);
const bool l_802 = l_801 != uint32(0);
if (l_802) {
const uint32 l_803 = l_797 - uint32(1);
l_mut_192 = l_803;
}
}
const float l_804 = reinterpret_cast<float const&>(l_mut_192);
const double l_805 = double(l_804);
l_mut_152 = l_805;
}
}
}
const bool l_806 = l_mut_175 == l_mut_152;
const bool l_807 = !l_806;
if (l_807) {
l_arr_720[uint32(0)] = uint32(0);
}
const double l_808 = l_727 * double(7.1362384635298e44);
const double l_809 = floor(l_808);
const double l_810 = l_809 * double(1.401298464324817e-45);
l_mut_175 = l_810;
const double l_811 = abs(l_727);
const bool l_812 = l_811 >= double(1.1754943508222875e-38);
if (l_812) {
const float l_813 = float(l_727);
const double l_814 = double(l_813);
l_mut_175 = l_814;
const bool l_815 = l_mut_175 > l_727;
if (l_815) {
const float l_816 = -l_813;
const uint32 l_817 = reinterpret_cast<uint32 const&>(l_816);
const uint32 l_818 = l_817 + uint32(1);
l_mut_192 = l_818;
const uint32 l_819 = l_817 & uint32(2147483647);
const bool l_820 = l_819 == uint32(0);
if (l_820) {
l_mut_192 = uint32(1);
} else {
const uint32 l_821 = l_817 & uint32(2147483648);
const bool l_822 = l_821 != uint32(0);
if (l_822) {
const uint32 l_823 = l_817 - uint32(1);
l_mut_192 = l_823;
}
}
const float l_824 = reinterpret_cast<float const&>(l_mut_192);
const float l_825 = -l_824;
const double l_826 = double(l_825);
l_mut_175 = l_826;
} else {
const uint32 l_827 = reinterpret_cast<uint32 const&>(l_813);
const uint32 l_828 = l_827 + uint32(1);
l_mut_192 = l_828;
const uint32 l_829 = l_827 & uint32(2147483647);
const bool l_830 = l_829 == uint32(0);
if (l_830) {
l_mut_192 = uint32(1);
} else {
const uint32 l_831 = l_827 & uint32(2147483648);
const bool l_832 = l_831 != uint32(0);
if (l_832) {
const uint32 l_833 = l_827 - uint32(1);
l_mut_192 = l_833;
}
}
const float l_834 = reinterpret_cast<float const&>(l_mut_192);
const double l_835 = double(l_834);
const bool l_836 = l_835 <= l_727;
if (l_836) {
const uint32 l_837 = reinterpret_cast<uint32 const&>(l_813);
const uint32 l_838 = l_837 + uint32(1);
l_mut_192 = l_838;
const uint32 l_839 = l_837 & uint32(2147483647);
const bool l_840 = l_839 == uint32(0);
if (l_840) {
l_mut_192 = uint32(1);
} else {
const uint32 l_841 = l_837 & uint32(2147483648);
const bool l_842 = l_841 != uint32(0);
if (l_842) {
const uint32 l_843 = l_837 - uint32(1);
l_mut_192 = l_843;
}
}
const float l_844 = reinterpret_cast<float const&>(l_mut_192);
const double l_845 = double(l_844);
l_mut_175 = l_845;
}
}
}
l_mut_538 = l_mut_175;
}
const double l_846 = l_721 + l_133;
l_mut_175 = l_846;
if (l_131) {
const double l_847 = l_846 - l_724;
const double l_848 = l_847 * double(7.1362384635298e44);
const double l_849 = floor(l_848);
const double l_850 = l_849 * double(1.401298464324817e-45);
l_mut_152 = l_850;
const double l_851 = abs(l_847);
const bool l_852 = l_851 >= double(1.1754943508222875e-38);
if (l_852) {
const float l_853 = float(l_847);
const double l_854 = double(l_853);
l_mut_152 = l_854;
const bool l_855 = l_mut_152 > l_847;
if (l_855) {
const float l_856 = -l_853;
const uint32 l_857 = reinterpret_cast<uint32 const&>(l_856);
const uint32 l_858 = l_857 + uint32(1);
l_mut_192 = l_858;
const uint32 l_859 = l_857 & uint32(2147483647);
const bool l_860 = l_859 == uint32(0);
if (l_860) {
l_mut_192 = uint32(1);
} else {
const uint32 l_861 = l_857 & uint32(2147483648);
const bool l_862 = l_861 != uint32(0);
if (l_862) {
const uint32 l_863 = l_857 - uint32(1);
l_mut_192 = l_863;
}
}
const float l_864 = reinterpret_cast<float const&>(l_mut_192);
const float l_865 = -l_864;
const double l_866 = double(l_865);
l_mut_152 = l_866;
} else {
const uint32 l_867 = reinterpret_cast<uint32 const&>(l_853);
const uint32 l_868 = l_867 + uint32(1);
l_mut_192 = l_868;
const uint32 l_869 = l_867 & uint32(2147483647);
const bool l_870 = l_869 == uint32(0);
if (l_870) {
l_mut_192 = uint32(1);
} else {
const uint32 l_871 = l_867 & uint32(2147483648);
const bool l_872 = l_871 != uint32(0);
if (l_872) {
const uint32 l_873 = l_867 - uint32(1);
l_mut_192 = l_873;
}
}
const float l_874 = reinterpret_cast<float const&>(l_mut_192);
const double l_875 = double(l_874);
const bool l_876 = l_875 <= l_847;
if (l_876) {
const uint32 l_877 = reinterpret_cast<uint32 const&>(l_853);
const uint32 l_878 = l_877 + uint32(1);
l_mut_192 = l_878;
const uint32 l_879 = l_877 & uint32(2147483647);
const bool l_880 = l_879 == uint32(0);
if (l_880) {
l_mut_192 = uint32(1);
} else {
const uint32 l_881 = l_877 & uint32(2147483648);
const bool l_882 = l_881 != uint32(0);
if (l_882) {
const uint32 l_883 = l_877 - uint32(1);
l_mut_192 = l_883;
}
}
const float l_884 = reinterpret_cast<float const&>(l_mut_192);
const double l_885 = double(l_884);
l_mut_152 = l_885;
}
}
}
const double l_886 = l_846 + l_724;
const double l_887 = l_886 * double(7.1362384635298e44);
const double l_888 = floor(l_887);
const double l_889 = l_888 * double(1.401298464324817e-45);
l_mut_890 = l_889;
const double l_891 = abs(l_886);
const bool l_892 = l_891 >= double(1.1754943508222875e-38);
if (l_892) {
const float l_893 = float(l_886);
const double l_894 = double(l_893);
l_mut_890 = l_894;
const bool l_895 = l_mut_890 > l_886;
if (l_895) {
const float l_896 = -l_893;
const uint32 l_897 = reinterpret_cast<uint32 const&>(l_896);
const uint32 l_898 = l_897 + uint32(1);
l_mut_192 = l_898;
const uint32 l_899 = l_897 & uint32(2147483647);
const bool l_900 = l_899 == uint32(0);
if (l_900) {
l_mut_192 = uint32(1);
} else {
const uint32 l_901 = l_897 & uint32(2147483648);
const bool l_902 = l_901 != uint32(0);
if (l_902) {
const uint32 l_903 = l_897 - uint32(1);
l_mut_192 = l_903;
}
}
const float l_904 = reinterpret_cast<float const&>(l_mut_192);
const float l_905 = -l_904;
const double l_906 = double(l_905);
l_mut_890 = l_906;
} else {
const uint32 l_907 = reinterpret_cast<uint32 const&>(l_893);
const uint32 l_908 = l_907 + uint32(1);
l_mut_192 = l_908;
const uint32 l_909 = l_907 & uint32(2147483647);
const bool l_910 = l_909 == uint32(0);
if (l_910) {
l_mut_192 = uint32(1);
} else {
const uint32 l_911 = l_907 & uint32(2147483648);
const bool l_912 = l_911 != uint32(0);
if (l_912) {
const uint32 l_913 = l_907 - uint32(1);
l_mut_192 = l_913;
}
}
const float l_914 = reinterpret_cast<float const&>(l_mut_192);
const double l_915 = double(l_914);
const bool l_916 = l_915 <= l_886;
if (l_916) {
const uint32 l_917 = reinterpret_cast<uint32 const&>(l_893);
const uint32 l_918 = l_917 + uint32(1);
l_mut_192 = l_918;
const uint32 l_919 = l_917 & uint32(2147483647);
const bool l_920 = l_919 == uint32(0);
if (l_920) {
l_mut_192 = uint32(1);
} else {
const uint32 l_921 = l_917 & uint32(2147483648);
const bool l_922 = l_921 != uint32(0);
if (l_922) {
const uint32 l_923 = l_917 - uint32(1);
l_mut_192 = l_923;
}
}
const float l_924 = reinterpret_cast<float const&>(l_mut_192);
const double l_925 = double(l_924);
l_mut_890 = l_925;
}
}
}
const bool l_926 = l_mut_152 == l_mut_890;
const bool l_927 = !l_926;
if (l_927) {
l_arr_720[uint32(0)] = uint32(0);
}
const double l_928 = -l_846;
const double l_929 = l_928 * double(7.1362384635298e44);
const double l_930 = floor(l_929);
const double l_931 = l_930 * double(1.401298464324817e-45);
l_mut_890 = l_931;
const double l_932 = abs(l_928);
const bool l_933 = l_932 >= double(1.1754943508222875e-38);
if (l_933) {
const float l_934 = float(l_928);
const double l_935 = double(l_934);
l_mut_890 = l_935;
const bool l_936 = l_mut_890 > l_928;
if (l_936) {
const float l_937 = -l_934;
const uint32 l_938 = reinterpret_cast<uint32 const&>(l_937);
const uint32 l_939 = l_938 + uint32(1);
l_mut_192 = l_939;
const uint32 l_940 = l_938 & uint32(2147483647);
const bool l_941 = l_940 == uint32(0);
if (l_941) {
l_mut_192 = uint32(1);
} else {
const uint32 l_942 = l_938 & uint32(2147483648);
const bool l_943 = l_942 != uint32(0);
if (l_943) {
const uint32 l_944 = l_938 - uint32(1);
l_mut_192 = l_944;
}
}
const float l_945 = reinterpret_cast<float const&>(l_mut_192);
const float l_946 = -l_945;
const double l_947 = double(l_946);
l_mut_890 = l_947;
} else {
const uint32 l_948 = reinterpret_cast<uint32 const&>(l_934);
const uint32 l_949 = l_948 + uint32(1);
l_mut_192 = l_949;
const uint32 l_950 = l_948 & uint32(2147483647);
const bool l_951 = l_950 == uint32(0);
if (l_951) {
l_mut_192 = uint32(1);
} else {
const uint32 l_952 = l_948 & uint32(2147483648);
const bool l_953 = l_952 != uint32(0);
if (l_953) {
const uint32 l_954 = l_948 - uint32(1);
l_mut_192 = l_954;
}
}
const float l_955 = reinterpret_cast<float const&>(l_mut_192);
const double l_956 = double(l_955);
const bool l_957 = l_956 <= l_928;
if (l_957) {
const uint32 l_958 = reinterpret_cast<uint32 const&>(l_934);
const uint32 l_959 = l_958 + uint32(1);
l_mut_192 = l_959;
const uint32 l_960 = l_958 & uint32(2147483647);
const bool l_961 = l_960 == uint32(0);
if (l_961) {
l_mut_192 = uint32(1);
} else {
const uint32 l_962 = l_958 & uint32(2147483648);
const bool l_963 = l_962 != uint32(0);
if (l_963) {
const uint32 l_964 = l_958 - uint32(1);
l_mut_192 = l_964;
}
}
const float l_965 = reinterpret_cast<float const&>(l_mut_192);
const double l_966 = double(l_965);
l_mut_890 = l_966;
}
}
}
const double l_967 = -l_mut_890;
l_mut_175 = l_967;
}
const double l_968 = l_722 - l_133;
l_mut_890 = l_968;
if (l_131) {
const double l_969 = l_968 - l_726;
const double l_970 = l_969 * double(7.1362384635298e44);
const double l_971 = floor(l_970);
const double l_972 = l_971 * double(1.401298464324817e-45);
l_mut_152 = l_972;
const double l_973 = abs(l_969);
const bool l_974 = l_973 >= double(1.1754943508222875e-38);
if (l_974) {
const float l_975 = float(l_969);
const double l_976 = double(l_975);
l_mut_152 = l_976;
const bool l_977 = l_mut_152 > l_969;
if (l_977) {
const float l_978 = -l_975;
const uint32 l_979 = reinterpret_cast<uint32 const&>(l_978);
const uint32 l_980 = l_979 + uint32(1);
l_mut_192 = l_980;
const uint32 l_981 = l_979 & uint32(2147483647);
const bool l_982 = l_981 == uint32(0);
if (l_982) {
l_mut_192 = uint32(1);
} else {
const uint32 l_983 = l_979 & uint32(2147483648);
const bool l_984 = l_983 != uint32(0);
if (l_984) {
const uint32 l_985 = l_979 - uint32(1);
l_mut_192 = l_985;
}
}
const float l_986 = reinterpret_cast<float const&>(l_mut_192);
const float l_987 = -l_986;
const double l_988 = double(l_987);
l_mut_152 = l_988;
} else {
const uint32 l_989 = reinterpret_cast<uint32 const&>(l_975);
const uint32 l_990 = l_989 + uint32(1);
l_mut_192 = l_990;
const uint32 l_991 = l_989 & uint32(2147483647);
const bool l_992 = l_991 == uint32(0);
if (l_992) {
l_mut_192 = uint32(1);
} else {
const uint32 l_993 = l_989 & uint32(2147483648);
const bool l_994 = l_993 != uint32(0);
if (l_994) {
const uint32 l_995 = l_989 - uint32(1);
l_mut_192 = l_995;
}
}
const float l_996 = reinterpret_cast<float const&>(l_mut_192);
const double l_997 = double(l_996);
const bool l_998 = l_997 <= l_969;
if (l_998) {
const uint32 l_999 = reinterpret_cast<uint32 const&>(l_975);
const uint32 l_1000 = l_999 + uint32(1);
l_mut_192 = l_1000;
const uint32 l_1001 = l_999 & uint32(2147483647);
const bool l_1002 = l_1001 == uint32(0);
if (l_1002) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1003 = l_999 & uint32(2147483648);
const bool l_1004 = l_1003 != uint32(0);
if (l_1004) {
const uint32 l_1005 = l_999 - uint32(1);
l_mut_192 = l_1005;
}
}
const float l_1006 = reinterpret_cast<float const&>(l_mut_192);
const double l_1007 = double(l_1006);
l_mut_152 = l_1007;
}
}
}
const double l_1008 = l_968 + l_726;
const double l_1009 = l_1008 * double(7.1362384635298e44);
const double l_1010 = floor(l_1009);
const double l_1011 = l_1010 * double(1.401298464324817e-45);
l_mut_1012 = l_1011;
const double l_1013 = abs(l_1008);
const bool l_1014 = l_1013 >= double(1.1754943508222875e-38);
if (l_1014) {
const float l_1015 = float(l_1008);
const double l_1016 = double(l_1015);
l_mut_1012 = l_1016;
const bool l_1017 = l_mut_1012 > l_1008;
if (l_1017) {
const float l_1018 = -l_1015;
const uint32 l_1019 = reinterpret_cast<uint32 const&>(l_1018);
const uint32 l_1020 = l_1019 + uint32(1);
l_mut_192 = l_1020;
const uint32 l_1021 = l_1019 & uint32(2147483647);
const bool l_1022 = l_1021 == uint32(0);
if (l_1022) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1023 = l_1019 & uint32(2147483648);
const bool l_1024 = l_1023 != uint32(0);
if (l_1024) {
const uint32 l_1025 = l_1019 - uint32(1);
l_mut_192 = l_1025;
}
}
const float l_1026 = reinterpret_cast<float const&>(l_mut_192);
const float l_1027 = -l_1026;
const double l_1028 = double(l_1027);
l_mut_1012 = l_1028;
} else {
const uint32 l_1029 = reinterpret_cast<uint32 const&>(l_1015);
const uint32 l_1030 = l_1029 + uint32(1);
l_mut_192 = l_1030;
const uint32 l_1031 = l_1029 & uint32(2147483647);
const bool l_1032 = l_1031 == uint32(0);
if (l_1032) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1033 = l_1029 & uint32(2147483648);
const bool l_1034 = l_1033 != uint32(0);
if (l_1034) {
const uint32 l_1035 = l_1029 - uint32(1);
l_mut_192 = l_1035;
}
}
const float l_1036 = reinterpret_cast<float const&>(l_mut_192);
const double l_1037 = double(l_1036);
const bool l_1038 = l_1037 <= l_1008;
if (l_1038) {
const uint32 l_1039 = reinterpret_cast<uint32 const&>(l_1015);
const uint32 l_1040 = l_1039 + uint32(1);
l_mut_192 = l_1040;
const uint32 l_1041 = l_1039 & uint32(2147483647);
const bool l_1042 = l_1041 == uint32(0);
if (l_1042) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1043 = l_1039 & uint32(2147483648);
const bool l_1044 = l_1043 != uint32(0);
if (l_1044) {
const uint32 l_1045 = l_1039 - uint32(1);
l_mut_192 = l_1045;
}
}
const float l_1046 = reinterpret_cast<float const&>(l_mut_192);
const double l_1047 = double(l_1046);
l_mut_1012 = l_1047;
}
}
}
const bool l_1048 = l_mut_152 == l_mut_1012;
const bool l_1049 = !l_1048;
if (l_1049) {
l_arr_720[uint32(0)] = uint32(0);
}
const double l_1050 = l_968 * double(7.1362384635298e44);
const double l_1051 = floor(l_1050);
const double l_1052 = l_1051 * double(1.401298464324817e-45);
l_mut_1012 = l_1052;
const double l_1053 = abs(l_968);
const bool l_1054 = l_1053 >= double(1.1754943508222875e-38);
if (l_1054) {
const float l_1055 = float(l_968);
const double l_1056 = double(l_1055);
l_mut_1012 = l_1056;
const bool l_1057 = l_mut_1012 > l_968;
if (l_1057) {
const float l_1058 = -l_1055;
const uint32 l_1059 = reinterpret_cast<uint32 const&>(l_1058);
const uint32 l_1060 = l_1059 + uint32(1);
l_mut_192 = l_1060;
const uint32 l_1061 = l_1059 & uint32(2147483647);
const bool l_1062 = l_1061 == uint32(0);
if (l_1062) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1063 = l_1059 & uint32(2147483648);
const bool l_1064 = l_1063 != uint32(0);
if (l_1064) {
const uint32 l_1065 = l_1059 - uint32(1);
l_mut_192 = l_1065;
}
}
const float l_1066 = reinterpret_cast<float const&>(l_mut_192);
const float l_1067 = -l_1066;
const double l_1068 = double(l_1067);
l_mut_1012 = l_1068;
} else {
const uint32 l_1069 = reinterpret_cast<uint32 const&>(l_1055);
const uint32 l_1070 = l_1069 + uint32(1);
l_mut_192 = l_1070;
const uint32 l_1071 = l_1069 & uint32(2147483647);
const bool l_1072 = l_1071 == uint32(0);
if (l_1072) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1073 = l_1069 & uint32(2147483648);
const bool l_1074 = l_1073 != uint32(0);
if (l_1074) {
const uint32 l_1075 = l_1069 - uint32(1);
l_mut_192 = l_1075;
}
}
const float l_1076 = reinterpret_cast<float const&>(l_mut_192);
const double l_1077 = double(l_1076);
const bool l_1078 = l_1077 <= l_968;
if (l_1078) {
const uint32 l_1079 = reinterpret_cast<uint32 const&>(l_1055);
const uint32 l_1080 = l_1079 + uint32(1);
l_mut_192 = l_1080;
const uint32 l_1081 = l_1079 & uint32(2147483647);
const bool l_1082 = l_1081 == uint32(0);
if (l_1082) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1083 = l_1079 & uint32(2147483648);
const bool l_1084 = l_1083 != uint32(0);
if (l_1084) {
const uint32 l_1085 = l_1079 - uint32(1);
l_mut_192 = l_1085;
}
}
const float l_1086 = reinterpret_cast<float const&>(l_mut_192);
const double l_1087 = double(l_1086);
l_mut_1012 = l_1087;
}
}
}
l_mut_890 = l_mut_1012;
}
const double l_1088 = l_722 + l_133;
l_mut_1012 = l_1088;
if (l_131) {
const double l_1089 = l_1088 - l_726;
const double l_1090 = l_1089 * double(7.1362384635298e44);
const double l_1091 = floor(l_1090);
const double l_1092 = l_1091 * double(1.401298464324817e-45);
l_mut_152 = l_1092;
const double l_1093 = abs(l_1089);
const bool l_1094 = l_1093 >= double(1.1754943508222875e-38);
if (l_1094) {
const float l_1095 = float(l_1089);
const double l_1096 = double(l_1095);
l_mut_152 = l_1096;
const bool l_1097 = l_mut_152 > l_1089;
if (l_1097) {
const float l_1098 = -l_1095;
const uint32 l_1099 = reinterpret_cast<uint32 const&>(l_1098);
const uint32 l_1100 = l_1099 + uint32(1);
l_mut_192 = l_1100;
const uint32 l_1101 = l_1099 & uint32(2147483647);
const bool l_1102 = l_1101 == uint32(0);
if (l_1102) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1103 = l_1099 & uint32(2147483648);
const bool l_1104 = l_1103 != uint32(0);
if (l_1104) {
const uint32 l_1105 = l_1099 - uint32(1);
l_mut_192 = l_1105;
}
}
const float l_1106 = reinterpret_cast<float const&>(l_mut_192);
const float l_1107 = -l_1106;
const double l_1108 = double(l_1107);
l_mut_152 = l_1108;
} else {
const uint32 l_1109 = reinterpret_cast<uint32 const&>(l_1095);
const uint32 l_1110 = l_1109 + uint32(1);
l_mut_192 = l_1110;
const uint32 l_1111 = l_1109 & uint32(2147483647);
const bool l_1112 = l_1111 == uint32(0);
if (l_1112) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1113 = l_1109 & uint32(2147483648);
const bool l_1114 = l_1113 != uint32(0);
if (l_1114) {
const uint32 l_1115 = l_1109 - uint32(1);
l_mut_192 = l_1115;
}
}
const float l_1116 = reinterpret_cast<float const&>(l_mut_192);
const double l_1117 = double(l_1116);
const bool l_1118 = l_1117 <= l_1089;
if (l_1118) {
const uint32 l_1119 = reinterpret_cast<uint32 const&>(l_1095);
const uint32 l_1120 = l_1119 + uint32(1);
l_mut_192 = l_1120;
const uint32 l_1121 = l_1119 & uint32(2147483647);
const bool l_1122 = l_1121 == uint32(0);
if (l_1122) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1123 = l_1119 & uint32(2147483648);
const bool l_1124 = l_1123 != uint32(0);
if (l_1124) {
const uint32 l_1125 = l_1119 - uint32(1);
l_mut_192 = l_1125;
}
}
const float l_1126 = reinterpret_cast<float const&>(l_mut_192);
const double l_1127 = double(l_1126);
l_mut_152 = l_1127;
}
}
}
const double l_1128 = l_1088 + l_726;
const double l_1129 = l_1128 * double(7.1362384635298e44);
const double l_1130 = floor(l_1129);
const double l_1131 = l_1130 * double(1.401298464324817e-45);
l_mut_1132 = l_1131;
const double l_1133 = abs(l_1128);
const bool l_1134 = l_1133 >= double(1.1754943508222875e-38);
if (l_1134) {
const float l_1135 = float(l_1128);
const double l_1136 = double(l_1135);
l_mut_1132 = l_1136;
const bool l_1137 = l_mut_1132 > l_1128;
if (l_1137) {
const float l_1138 = -l_1135;
const uint32 l_1139 = reinterpret_cast<uint32 const&>(l_1138);
const uint32 l_1140 = l_1139 + uint32(1);
l_mut_192 = l_1140;
const uint32 l_1141 = l_1139 & uint32(2147483647);
const bool l_1142 = l_1141 == uint32(0);
if (l_1142) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1143 = l_1139 & uint32(2147483648);
const bool l_1144 = l_1143 != uint32(0);
if (l_1144) {
const uint32 l_1145 = l_1139 - uint32(1);
l_mut_192 = l_1145;
}
}
const float l_1146 = reinterpret_cast<float const&>(l_mut_192);
const float l_1147 = -l_1146;
const double l_1148 = double(l_1147);
l_mut_1132 = l_1148;
} else {
const uint32 l_1149 = reinterpret_cast<uint32 const&>(l_1135);
const uint32 l_1150 = l_1149 + uint32(1);
l_mut_192 = l_1150;
const uint32 l_1151 = l_1149 & uint32(2147483647);
const bool l_1152 = l_1151 == uint32(0);
if (l_1152) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1153 = l_1149 & uint32(2147483648);
const bool l_1154 = l_1153 != uint32(0);
if (l_1154) {
const uint32 l_1155 = l_1149 - uint32(1);
l_mut_192 = l_1155;
}
}
const float l_1156 = reinterpret_cast<float const&>(l_mut_192);
const double l_1157 = double(l_1156);
const bool l_1158 = l_1157 <= l_1128;
if (l_1158) {
const uint32 l_1159 = reinterpret_cast<uint32 const&>(l_1135);
const uint32 l_1160 = l_1159 + uint32(1);
l_mut_192 = l_1160;
const uint32 l_1161 = l_1159 & uint32(2147483647);
const bool l_1162 = l_1161 == uint32(0);
if (l_1162) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1163 = l_1159 & uint32(2147483648);
const bool l_1164 = l_1163 != uint32(0);
if (l_1164) {
const uint32 l_1165 = l_1159 - uint32(1);
l_mut_192 = l_1165;
}
}
const float l_1166 = reinterpret_cast<float const&>(l_mut_192);
const double l_1167 = double(l_1166);
l_mut_1132 = l_1167;
}
}
}
const bool l_1168 = l_mut_152 == l_mut_1132;
const bool l_1169 = !l_1168;
if (l_1169) {
l_arr_720[uint32(0)] = uint32(0);
}
const double l_1170 = -l_1088;
const double l_1171 = l_1170 * double(7.1362384635298e44);
const double l_1172 = floor(l_1171);
const double l_1173 = l_1172 * double(1.401298464324817e-45);
l_mut_1132 = l_1173;
const double l_1174 = abs(l_1170);
const bool l_1175 = l_1174 >= double(1.1754943508222875e-38);
if (l_1175) {
const float l_1176 = float(l_1170);
const double l_1177 = double(l_1176);
l_mut_1132 = l_1177;
const bool l_1178 = l_mut_1132 > l_1170;
if (l_1178) {
const float l_1179 = -l_1176;
const uint32 l_1180 = reinterpret_cast<uint32 const&>(l_1179);
const uint32 l_1181 = l_1180 + uint32(1);
l_mut_192 = l_1181;
const uint32 l_1182 = l_1180 & uint32(2147483647);
const bool l_1183 = l_1182 == uint32(0);
if (l_1183) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1184 = l_1180 & uint32(2147483648);
const bool l_1185 = l_1184 != uint32(0);
if (l_1185) {
const uint32 l_1186 = l_1180 - uint32(1);
l_mut_192 = l_1186;
}
}
const float l_1187 = reinterpret_cast<float const&>(l_mut_192);
const float l_1188 = -l_1187;
const double l_1189 = double(l_1188);
l_mut_1132 = l_1189;
} else {
const uint32 l_1190 = reinterpret_cast<uint32 const&>(l_1176);
const uint32 l_1191 = l_1190 + uint32(1);
l_mut_192 = l_1191;
const uint32 l_1192 = l_1190 & uint32(2147483647);
const bool l_1193 = l_1192 == uint32(0);
if (l_1193) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1194 = l_1190 & uint32(2147483648);
const bool l_1195 = l_1194 != uint32(0);
if (l_1195) {
const uint32 l_1196 = l_1190 - uint32(1);
l_mut_192 = l_1196;
}
}
const float l_1197 = reinterpret_cast<float const&>(l_mut_192);
const double l_1198 = double(l_1197);
const bool l_1199 = l_1198 <= l_1170;
if (l_1199) {
const uint32 l_1200 = reinterpret_cast<uint32 const&>(l_1176);
const uint32 l_1201 = l_1200 + uint32(1);
l_mut_192 = l_1201;
const uint32 l_1202 = l_1200 & uint32(2147483647);
const bool l_1203 = l_1202 == uint32(0);
if (l_1203) {
l_mut_192 = uint32(1);
} else {
const uint32 l_1204 = l_1200 & uint32(2147483648);
const bool l_1205 = l_1204 != uint32(0);
if (l_1205) {
const uint32 l_1206 = l_1200 - uint32(1);
l_mut_192 = l_1206;
}
}
const float l_1207 = reinterpret_cast<float const&>(l_mut_192);
const double l_1208 = double(l_1207);
l_mut_1132 = l_1208;
}
}
}
const double l_1209 = -l_mut_1132;
l_mut_1012 = l_1209;
}
l_mut_192 = uint32(0);
const bool l_1210 = !l_131;
const double l_1211 = abs(l_mut_890);
const bool l_1212 = l_1211 <= l_726;
const double l_1213 = abs(l_mut_1012);
const bool l_1214 = l_1213 <= l_726;
const bool l_1215 = l_1212 || l_1214;
const bool l_1216 = l_1210 && l_1215;
if (l_1216) {
l_arr_720[uint32(0)] = uint32(0);
}
const bool l_1217 = l_mut_890 <= double(0.0);
const bool l_1218 = l_mut_1012 >= double(0.0);
const bool l_1219 = l_1217 && l_1218;
const bool l_1220 = !l_1219;
if (l_1220) {
const double l_1222 = l_mut_538 / l_mut_890;
const double l_1223 = l_mut_538 / l_mut_1012;
const double l_1224 = l_mut_175 / l_mut_890;
const double l_1225 = l_mut_175 / l_mut_1012;
l_arr_1221[uint32(0)] = l_1222;
l_arr_1221[uint32(1)] = l_1222;
const double l_1226 = l_arr_1221[uint32(0)];
const bool l_1227 = l_1223 < l_1226;
if (l_1227) {
l_arr_1221[uint32(0)] = l_1223;
}
const double l_1228 = l_arr_1221[uint32(0)];
const bool l_1229 = l_1224 < l_1228;
if (l_1229) {
l_arr_1221[uint32(0)] = l_1224;
}
const double l_1230 = l_arr_1221[uint32(0)];
const bool l_1231 = l_1225 < l_1230;
if (l_1231) {
l_arr_1221[uint32(0)] = l_1225;
}
const double l_1232 = l_arr_1221[uint32(1)];
const bool l_1233 = l_1223 > l_1232;
if (l_1233) {
l_arr_1221[uint32(1)] = l_1223;
}
const double l_1234 = l_arr_1221[uint32(1)];
const bool l_1235 = l_1224 > l_1234;
if (l_1235) {
l_arr_1221[uint32(1)] = l_1224;
}
const double l_1236 = l_arr_1221[uint32(1)];
const bool l_1237 = l_1225 > l_1236;
if (l_1237) {
l_arr_1221[uint32(1)] = l_1225;
}
l_mut_1132 = double(1.4551915228366852e-11);
const bool l_1238 = !l_131;
if (l_1238) {
const double l_1239 = l_724 + l_726;
const double l_1240 = abs(l_mut_890);
const double l_1241 = abs(l_mut_1012);
l_mut_1012 = l_1240;
const bool l_1242 = l_1241 < l_1240;
if (l_1242) {
l_mut_1012 = l_1241;
}
const double l_1243 = l_1239 / l_mut_1012;
const double l_1244 = abs(l_mut_538);
const double l_1245 = abs(l_mut_175);
l_mut_1012 = l_1244;
const bool l_1246 = l_1245 < l_1244;
if (l_1246) {
l_mut_1012 = l_1245;
}
const double l_1247 = l_724 / l_mut_1012;
const double l_1248 = l_1243 + l_1247;
l_mut_1132 = l_mut_1132 + l_1248;
}
const double l_1249 = l_arr_1221[uint32(0)];
const double l_1250 = abs(l_1249);
const double l_1251 = l_1250 * l_mut_1132;
const double l_1252 = l_arr_1221[uint32(1)];
const double l_1253 = abs(l_1252);
const double l_1254 = l_1253 * l_mut_1132;
const double l_1255 = l_arr_1221[uint32(0)];
const double l_1256 = l_1255 - l_1251;
const double l_1257 = abs(l_1256);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1258 = l_1257 >= double(1.1754943508222875e-38);
const bool l_1259 = l_1257 <= double(1.7976931348623157e308);
const bool l_1260 = l_1258 && l_1259;
if (l_1260) {
const uint64 l_1261 = reinterpret_cast<uint64 const&>(l_1257);
const uint64 l_1262 = l_1261 >> uint64(52);
const uint64 l_1263 = l_1262 - uint64(23);
const uint64 l_1264 = l_1263 << uint64(52);
const double l_1265 = reinterpret_cast<double const&>(l_1264);
l_mut_1132 = l_1265;
}
const double l_1266 = l_1255 + l_1251;
const double l_1267 = abs(l_1266);
l_mut_1012 = double(1.401298464324817e-45);
const bool l_1268 = l_1267 >= double(1.1754943508222875e-38);
const bool l_1269 = l_1267 <= double(1.7976931348623157e308);
const bool l_1270 = l_1268 && l_1269;
if (l_1270) {
const uint64 l_1271 = reinterpret_cast<uint64 const&>(l_1267);
const uint64 l_1272 = l_1271 >> uint64(52);
const uint64 l_1273 = l_1272 - uint64(23);
const uint64 l_1274 = l_1273 << uint64(52);
const double l_1275 = reinterpret_cast<double const&>(l_1274);
l_mut_1012 = l_1275;
}
const bool l_1276 = l_mut_1132 == l_mut_1012;
const bool l_1277 = !l_1276;
const double l_1278 = l_arr_1221[uint32(1)];
const double l_1279 = l_1278 - l_1254;
const double l_1280 = abs(l_1279);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1281 = l_1280 >= double(1.1754943508222875e-38);
const bool l_1282 = l_1280 <= double(1.7976931348623157e308);
const bool l_1283 = l_1281 && l_1282;
if (l_1283) {
const uint64 l_1284 = reinterpret_cast<uint64 const&>(l_1280);
const uint64 l_1285 = l_1284 >> uint64(52);
const uint64 l_1286 = l_1285 - uint64(23);
const uint64 l_1287 = l_1286 << uint64(52);
const double l_1288 = reinterpret_cast<double const&>(l_1287);
l_mut_1132 = l_1288;
}
const double l_1289 = l_1278 + l_1254;
const double l_1290 = abs(l_1289);
l_mut_1012 = double(1.401298464324817e-45);
const bool l_1291 = l_1290 >= double(1.1754943508222875e-38);
const bool l_1292 = l_1290 <= double(1.7976931348623157e308);
const bool l_1293 = l_1291 && l_1292;
if (l_1293) {
const uint64 l_1294 = reinterpret_cast<uint64 const&>(l_1290);
const uint64 l_1295 = l_1294 >> uint64(52);
const uint64 l_1296 = l_1295 - uint64(23);
const uint64 l_1297 = l_1296 << uint64(52);
const double l_1298 = reinterpret_cast<double const&>(l_1297);
l_mut_1012 = l_1298;
}
const bool l_1299 = l_mut_1132 == l_mut_1012;
const bool l_1300 = !l_1299;
const bool l_1301 = l_1277 || l_1300;
if (l_1301) {
l_arr_720[uint32(0)] = uint32(0);
}
const double l_1302 = l_arr_1221[uint32(0)];
const double l_1303 = l_arr_1221[uint32(0)];
const double l_1304 = abs(l_1303);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1305 = l_1304 >= double(1.1754943508222875e-38);
const bool l_1306 = l_1304 <= double(1.7976931348623157e308);
const bool l_1307 = l_1305 && l_1306;
if (l_1307) {
const uint64 l_1308 = reinterpret_cast<uint64 const&>(l_1304);
const uint64 l_1309 = l_1308 >> uint64(52);
const uint64 l_1310 = l_1309 - uint64(23);
const uint64 l_1311 = l_1310 << uint64(52);
const double l_1312 = reinterpret_cast<double const&>(l_1311);
l_mut_1132 = l_1312;
}
const double l_1313 = l_136 * l_mut_1132;
const double l_1314 = l_1302 - l_1313;
const double l_1315 = l_arr_1221[uint32(1)];
const double l_1316 = l_arr_1221[uint32(1)];
const double l_1317 = abs(l_1316);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1318 = l_1317 >= double(1.1754943508222875e-38);
const bool l_1319 = l_1317 <= double(1.7976931348623157e308);
const bool l_1320 = l_1318 && l_1319;
if (l_1320) {
const uint64 l_1321 = reinterpret_cast<uint64 const&>(l_1317);
const uint64 l_1322 = l_1321 >> uint64(52);
const uint64 l_1323 = l_1322 - uint64(23);
const uint64 l_1324 = l_1323 << uint64(52);
const double l_1325 = reinterpret_cast<double const&>(l_1324);
l_mut_1132 = l_1325;
}
const double l_1326 = l_136 * l_mut_1132;
const double l_1327 = l_1315 + l_1326;
const double l_1328 = double(l_mut_22);
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1330 = l_1329 + uint32(1);
l_mut_162 = l_1330;
const uint32 l_1331 = l_1329 & uint32(2147483647);
const bool l_1332 = l_1331 == uint32(0);
if (l_1332) {
l_mut_162 = uint32(1);
} else {
const uint32 l_1333 = l_1329 & uint32(2147483648);
const bool l_1334 = l_1333 != uint32(0);
if (l_1334) {
const uint32 l_1335 = l_1329 - uint32(1);
l_mut_162 = l_1335;
}
}
const float l_1336 = reinterpret_cast<float const&>(l_mut_162);
const double l_1337 = double(l_1336);
const float l_1338 = -l_mut_22;
const uint32 l_1339 = reinterpret_cast<uint32 const&>(l_1338);
const uint32 l_1340 = l_1339 + uint32(1);
l_mut_162 = l_1340;
const uint32 l_1341 = l_1339 & uint32(2147483647);
const bool l_1342 = l_1341 == uint32(0);
if (l_1342) {
l_mut_162 = uint32(1);
} else {
const uint32 l_1343 = l_1339 & uint32(2147483648);
const bool l_1344 = l_1343 != uint32(0);
if (l_1344) {
const uint32 l_1345 = l_1339 - uint32(1);
l_mut_162 = l_1345;
}
}
const float l_1346 = reinterpret_cast<float const&>(l_mut_162);
const float l_1347 = -l_1346;
const double l_1348 = double(l_1347);
const double l_1349 = l_1314 + l_1251;
const bool l_1350 = l_1349 <= l_1328;
l_mut_222 = l_1350;
const double l_1351 = l_1314 - l_1251;
const bool l_1352 = l_1351 > l_1328;
l_mut_219 = l_1352;
const double l_1353 = l_1327 - l_1254;
const bool l_1354 = l_1353 >= l_1328;
l_mut_216 = l_1354;
const double l_1355 = l_1327 + l_1254;
const bool l_1356 = l_1355 < l_1328;
l_mut_213 = l_1356;
if (l_131) {
const double l_1357 = l_1314 + l_1251;
const bool l_1358 = l_1357 < l_1337;
l_mut_222 = l_1358;
const double l_1359 = l_1314 - l_1251;
const bool l_1360 = l_1359 >= l_1337;
l_mut_219 = l_1360;
const double l_1361 = l_1327 - l_1254;
const bool l_1362 = l_1361 > l_1348;
l_mut_216 = l_1362;
const double l_1363 = l_1327 + l_1254;
const bool l_1364 = l_1363 <= l_1348;
l_mut_213 = l_1364;
}
l_mut_162 = uint32(2);
const bool l_1365 = l_mut_219 || l_mut_213;
if (l_1365) {
l_mut_162 = uint32(1);
} else {
const bool l_1366 = l_mut_222 && l_mut_216;
if (l_1366) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
const uint32 l_1367 = l_arr_720[uint32(0)];
const bool l_1368 = l_1367 == uint32(0);
if (l_1368) {
l_mut_192 = uint32(2);
}
l_mut_145 = l_mut_192;
} else {
const bool l_1369 = l_141 <= l_139;
const bool l_1370 = l_127 == uint32(12);
const bool l_1371 = l_1369 && l_1370;
if (l_1371) {
const double l_1372 = sin(l_140);
const double l_1373 = cos(l_140);
const double l_1374 = abs(l_1372);
const double l_1375 = l_1374 * double(1.4551915228366852e-11);
const double l_1376 = abs(l_1373);
const double l_1377 = l_1376 * double(1.4551915228366852e-11);
const double l_1378 = l_1372 - l_133;
const double l_1379 = l_1372 + l_133;
const double l_1380 = l_1373 - l_133;
const double l_1381 = l_1373 + l_133;
l_mut_192 = uint32(2);
const double l_1382 = abs(l_1380);
const bool l_1383 = l_1382 <= l_1377;
const double l_1384 = abs(l_1381);
const bool l_1385 = l_1384 <= l_1377;
const bool l_1386 = l_1383 || l_1385;
const bool l_1387 = !l_1386;
if (l_1387) {
l_mut_192 = uint32(0);
const bool l_1388 = l_1380 <= double(0.0);
const bool l_1389 = l_1381 >= double(0.0);
const bool l_1390 = l_1388 && l_1389;
const bool l_1391 = !l_1390;
if (l_1391) {
const double l_1392 = abs(l_1380);
const double l_1393 = abs(l_1381);
l_mut_1132 = l_1392;
const bool l_1394 = l_1393 < l_1392;
if (l_1394) {
l_mut_1132 = l_1393;
}
const double l_1395 = l_1377 / l_mut_1132;
const double l_1396 = l_1395 + double(1.4551915228366852e-11);
const double l_1397 = double(1.0) / l_1381;
const double l_1398 = double(1.0) / l_1380;
const double l_1399 = abs(l_1397);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1400 = l_1399 >= double(1.1754943508222875e-38);
const bool l_1401 = l_1399 <= double(1.7976931348623157e308);
const bool l_1402 = l_1400 && l_1401;
if (l_1402) {
const uint64 l_1403 = reinterpret_cast<uint64 const&>(l_1399);
const uint64 l_1404 = l_1403 >> uint64(52);
const uint64 l_1405 = l_1404 - uint64(23);
const uint64 l_1406 = l_1405 << uint64(52);
const double l_1407 = reinterpret_cast<double const&>(l_1406);
l_mut_1132 = l_1407;
}
const double l_1408 = l_136 * l_mut_1132;
const double l_1409 = l_1397 - l_1408;
const double l_1410 = abs(l_1398);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1411 = l_1410 >= double(1.1754943508222875e-38);
const bool l_1412 = l_1410 <= double(1.7976931348623157e308);
const bool l_1413 = l_1411 && l_1412;
if (l_1413) {
const uint64 l_1414 = reinterpret_cast<uint64 const&>(l_1410);
const uint64 l_1415 = l_1414 >> uint64(52);
const uint64 l_1416 = l_1415 - uint64(23);
const uint64 l_1417 = l_1416 << uint64(52);
const double l_1418 = reinterpret_cast<double const&>(l_1417);
l_mut_1132 = l_1418;
}
const double l_1419 = l_136 * l_mut_1132;
const double l_1420 = l_1398 + l_1419;
const double l_1422 = l_1378 * l_1409;
const double l_1423 = l_1378 * l_1420;
const double l_1424 = l_1379 * l_1409;
const double l_1425 = l_1379 * l_1420;
l_arr_1421[uint32(0)] = l_1422;
l_arr_1421[uint32(1)] = l_1422;
const double l_1426 = l_arr_1421[uint32(0)];
const bool l_1427 = l_1423 < l_1426;
if (l_1427) {
l_arr_1421[uint32(0)] = l_1423;
}
const double l_1428 = l_arr_1421[uint32(0)];
const bool l_1429 = l_1424 < l_1428;
if (l_1429) {
l_arr_1421[uint32(0)] = l_1424;
}
const double l_1430 = l_arr_1421[uint32(0)];
const bool l_1431 = l_1425 < l_1430;
if (l_1431) {
l_arr_1421[uint32(0)] = l_1425;
}
const double l_1432 = l_arr_1421[uint32(1)];
const bool l_1433 = l_1423 > l_1432;
if (l_1433) {
l_arr_1421[uint32(1)] = l_1423;
}
const double l_1434 = l_arr_1421[uint32(1)];
const bool l_1435 = l_1424 > l_1434;
if (l_1435) {
l_arr_1421[uint32(1)] = l_1424;
}
const double l_1436 = l_arr_1421[uint32(1)];
const bool l_1437 = l_1425 > l_1436;
if (l_1437) {
l_arr_1421[uint32(1)] = l_1425;
}
const double l_1438 = abs(l_1378);
const double l_1439 = abs(l_1379);
l_mut_1132 = l_1438;
const bool l_1440 = l_1439 > l_1438;
if (l_1440) {
l_mut_1132 = l_1439;
}
const double l_1441 = abs(l_1409);
const double l_1442 = abs(l_1420);
l_mut_1012 = l_1441;
const bool l_1443 = l_1442 > l_1441;
if (l_1443) {
l_mut_1012 = l_1442;
}
const double l_1444 = l_mut_1132 * l_mut_1012;
const double l_1445 = l_1396 + double(1.4551915228366852e-11);
const double l_1446 = l_1444 * l_1445;
const double l_1447 = l_1375 * l_mut_1012;
const double l_1448 = l_1446 + l_1447;
l_mut_192 = uint32(2);
const double l_1449 = abs(l_1397);
const double l_1450 = l_1449 * l_1396;
const double l_1451 = l_1397 - l_1450;
const double l_1452 = abs(l_1451);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1453 = l_1452 >= double(1.1754943508222875e-38);
const bool l_1454 = l_1452 <= double(1.7976931348623157e308);
const bool l_1455 = l_1453 && l_1454;
if (l_1455) {
const uint64 l_1456 = reinterpret_cast<uint64 const&>(l_1452);
const uint64 l_1457 = l_1456 >> uint64(52);
const uint64 l_1458 = l_1457 - uint64(23);
const uint64 l_1459 = l_1458 << uint64(52);
const double l_1460 = reinterpret_cast<double const&>(l_1459);
l_mut_1132 = l_1460;
}
const double l_1461 = l_1397 + l_1450;
const double l_1462 = abs(l_1461);
l_mut_1012 = double(1.401298464324817e-45);
const bool l_1463 = l_1462 >= double(1.1754943508222875e-38);
const bool l_1464 = l_1462 <= double(1.7976931348623157e308);
const bool l_1465 = l_1463 && l_1464;
if (l_1465) {
const uint64 l_1466 = reinterpret_cast<uint64 const&>(l_1462);
const uint64 l_1467 = l_1466 >> uint64(52);
const uint64 l_1468 = l_1467 - uint64(23);
const uint64 l_1469 = l_1468 << uint64(52);
const double l_1470 = reinterpret_cast<double const&>(l_1469);
l_mut_1012 = l_1470;
}
const bool l_1471 = l_mut_1132 == l_mut_1012;
const double l_1472 = abs(l_1398);
const double l_1473 = l_1472 * l_1396;
const double l_1474 = l_1398 - l_1473;
const double l_1475 = abs(l_1474);
l_mut_1132 = double(1.401298464324817e-45);
const bool l_1476 = l_1475 >= double(1.1754943508222875e-38);
const bool l_1477 = l_1475 <= double(1.7976931348623157e308);
const bool l_1478 = l_1476 && l_1477;
if (l_1478) {
const uint64 l_1479 = reinterpret_cast<uint64 const&>(l_1475);
const uint64 l_1480 = l_1479 >> uint64(52);
const uint64 l_1481 = l_1480 - uint64(23);
const uint64 l_1482 = l_1481 << uint64(52);
const double l_1483 = reinterpret_cast<double const&>(l_1482);
l_mut_1132 = l_1483;
}
const double l_1484 = l_1398 + l_1473;
const double l_1485 = abs(l_1484);
l_mut_1012 = double(1.401298464324817e-45);
const bool l_1486 = l_1485 >= double(1.1754943508222875e-38);
const bool l_1487 = l_1485 <= double(1.7976931348623157e308);
const bool l_1488 = l_1486 && l_1487;
if (l_1488) {
const uint64 l_1489 = reinterpret_cast<uint64 const&>(l_1485);
const uint64 l_1490 = l_1489 >> uint64(52);
const uint64 l_1491 = l_1490 - uint64(23);
const uint64 l_1492 = l_1491 << uint64(52);
const double l_1493 = reinterpret_cast<double const&>(l_1492);
l_mut_1012 = l_1493;
}
const bool l_1494 = l_mut_1132 == l_mut_1012;
const bool l_1495 = l_1471 && l_1494;
if (l_1495) {
const double l_1496 = l_arr_1421[uint32(0)];
const double l_1497 = l_arr_1421[uint32(1)];
const double l_1498 = double(l_mut_22);
const uint32 l_1499 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1500 = l_1499 + uint32(1);
l_mut_162 = l_1500;
const uint32 l_1501 = l_1499 & uint32(2147483647);
const bool l_1502 = l_1501 == uint32(0);
if (l_1502) {
l_mut_162 = uint32(1);
} else {
const uint32 l_1503 = l_1499 & uint32(2147483648);
const bool l_1504 = l_1503 != uint32(0);
if (l_1504) {
const uint32 l_1505 = l_1499 - uint32(1);
l_mut_162 = l_1505;
}
}
const float l_1506 = reinterpret_cast<float const&>(l_mut_162);
const double l_1507 = double(l_1506);
const float l_1508 = -l_mut_22;
const uint32 l_1509 = reinterpret_cast<uint32 const&>(l_1508);
const uint32 l_1510 = l_1509 + uint32(1);
l_mut_162 = l_1510;
const uint32 l_1511 = l_1509 & uint32(2147483647);
const bool l_1512 = l_1511 == uint32(0);
if (l_1512) {
l_mut_162 = uint32(1);
} else {
const uint32 l_1513 = l_1509 & uint32(2147483648);
const bool l_1514 = l_1513 != uint32(0);
if (l_1514) {
const uint32 l_1515 = l_1509 - uint32(1);
l_mut_162 = l_1515;
}
}
const float l_1516 = reinterpret_cast<float const&>(l_mut_162);
const float l_1517 = -l_1516;
const double l_1518 = double(l_1517);
const double l_1519 = l_1496 + l_1448;
const bool l_1520 = l_1519 <= l_1498;
l_mut_222 = l_1520;
const double l_1521 = l_1496 - l_1448;
const bool l_1522 = l_1521 > l_1498;
l_mut_219 = l_1522;
const double l_1523 = l_1497 - l_1448;
const bool l_1524 = l_1523 >= l_1498;
l_mut_216 = l_1524;
const double l_1525 = l_1497 + l_1448;
const bool l_1526 = l_1525 < l_1498;
l_mut_213 = l_1526;
const double l_1527 = l_1496 + l_1448;
const bool l_1528 = l_1527 < l_1507;
l_mut_222 = l_1528;
const double l_1529 = l_1496 - l_1448;
const bool l_1530 = l_1529 >= l_1507;
l_mut_219 = l_1530;
const double l_1531 = l_1497 - l_1448;
const bool l_1532 = l_1531 > l_1518;
l_mut_216 = l_1532;
const double l_1533 = l_1497 + l_1448;
const bool l_1534 = l_1533 <= l_1518;
l_mut_213 = l_1534;
l_mut_162 = uint32(2);
const bool l_1535 = l_mut_219 || l_mut_213;
if (l_1535) {
l_mut_162 = uint32(1);
} else {
const bool l_1536 = l_mut_222 && l_mut_216;
if (l_1536) {
l_mut_162 = uint32(0);
}
}
l_mut_192 = l_mut_162;
}
}
}
l_mut_145 = l_mut_192;
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
const uint32 l_1537 = l_arr_144[uint32(0)];
const bool l_1538 = l_1537 == uint32(0);
if (l_1538) {
l_mut_145 = uint32(2);
}
l_arr_10[l_mut_125] = l_mut_145;
const uint32 l_1539 = l_arr_10[l_mut_125];
const bool l_1540 = l_1539 == uint32(2);
if (l_1540) {
l_mut_122 = bool(false);
}
}
}
const bool l_1541 = l_mut_27 == uint32(4294967293);
if (l_1541) {
const uint32 l_1542 = l_arr_8[uint32(0)];
const uint32 l_1543 = l_1542 + uint32(1);
l_arr_8[uint32(0)] = l_1543;
} else {
if (l_mut_122) {
l_mut_1132 = l_115;
const bool l_1544 = l_mut_1132 < double(-17.0);
if (l_1544) {
l_mut_1132 = double(-17.0);
}
const bool l_1545 = l_mut_1132 > double(17.0);
if (l_1545) {
l_mut_1132 = double(17.0);
}
const double l_1546 = l_mut_1132 + double(16.0);
const double l_1547 = l_1546 + double(1.0);
const uint32 l_1548 = uint32(l_1547);
const uint32 l_1549 = uint32(2) + l_1548;
const uint32 l_1550 = l_arr_8[l_1549];
const uint32 l_1551 = l_1550 + uint32(1);
l_arr_8[l_1549] = l_1551;
const uint32 l_1552 = reinterpret_cast<uint32 const&>(l_mut_22);
const uint32 l_1553 = l_1552 & uint32(8388607);
const double l_1554 = double(l_1553);
const double l_1555 = l_1554 / double(7.1362384635298e44);
l_mut_1132 = l_1555;
const uint32 l_1556 = l_1552 & uint32(2139095040);
const bool l_1557 = l_1556 != uint32(0);
if (l_1557) {
const uint32 l_1558 = l_1552 & uint32(2147483647);
const float l_1559 = reinterpret_cast<float const&>(l_1558);
const double l_1560 = double(l_1559);
l_mut_1132 = l_1560;
}
const uint32 l_1561 = l_1552 >> uint32(31);
const double l_1562 = double(l_1561);
const double l_1563 = double(2.0) * l_1562;
const double l_1564 = double(1.0) - l_1563;
l_mut_1132 = l_mut_1132 * l_1564;
const double l_1565 = abs(l_mut_25);
const double l_1566 = l_mut_25 * double(0.0);
const double l_1567 = l_1566 + double(7.1362384635298e44);
l_mut_1012 = l_1567;
const bool l_1568 = l_1565 >= double(2.350988701644575e-38);
if (l_1568) {
const uint32 l_1569 = l_mut_27 & uint32(2147483647);
const float l_1570 = reinterpret_cast<float const&>(l_1569);
const double l_1571 = double(l_1570);
const uint32 l_1572 = l_1569 & uint32(2139095040);
const float l_1573 = reinterpret_cast<float const&>(l_1572);
const double l_1574 = double(l_1573);
const bool l_1575 = l_1571 > l_1565;
const uint32 l_1576 = l_1569 & uint32(8388607);
const bool l_1577 = l_1576 == uint32(0);
const bool l_1578 = l_1575 && l_1577;
const double l_1579 = l_1574 * double(1.1920928955078125e-7);
const double l_1580 = double(l_1578);
const double l_1581 = double(0.5) * l_1580;
const double l_1582 = double(1.0) - l_1581;
const double l_1583 = l_1579 * l_1582;
const double l_1584 = double(1.0) / l_1583;
l_mut_1012 = l_1584;
}
const double l_1585 = l_mut_1132 - l_mut_25;
const double l_1586 = l_1585 * l_mut_1012;
const uint32 l_1587 = l_arr_8[uint32(45)];
const bool l_1588 = l_1587 == uint32(4294967295);
const double l_1589 = l_arr_9[uint32(0)];
const bool l_1590 = l_1586 < l_1589;
const bool l_1591 = l_1588 || l_1590;
if (l_1591) {
l_arr_9[uint32(0)] = l_1586;
l_arr_8[uint32(45)] = l_20;
l_arr_8[uint32(46)] = l_96;
}
const uint32 l_1592 = l_arr_8[uint32(47)];
const bool l_1593 = l_1592 == uint32(4294967295);
const double l_1594 = l_arr_9[uint32(1)];
const bool l_1595 = l_1586 > l_1594;
const bool l_1596 = l_1593 || l_1595;
if (l_1596) {
l_arr_9[uint32(1)] = l_1586;
l_arr_8[uint32(47)] = l_20;
l_arr_8[uint32(48)] = l_96;
}
const bool l_1597 = l_115 != double(0.0);
if (l_1597) {

for (uint32 l_mut_1598 = uint32(0); l_mut_1598 < uint32(8); ++l_mut_1598) {
const uint32 l_1599 = l_arr_10[l_mut_1598];
const bool l_1600 = l_1599 == uint32(1);
if (l_1600) {
const uint32 l_1601 = uint32(37) + l_mut_1598;
const uint32 l_1602 = l_arr_8[l_1601];
const uint32 l_1603 = l_1602 + uint32(1);
l_arr_8[l_1601] = l_1603;
const uint32 l_1604 = uint32(2) + l_mut_1598;
const uint32 l_1605 = uint32(2) * l_1604;
const uint32 l_1606 = uint32(45) + l_1605;
const uint32 l_1607 = l_arr_8[l_1606];
const bool l_1608 = l_1607 == uint32(4294967295);
const double l_1609 = abs(l_1586);
const uint32 l_1610 = uint32(2) + l_mut_1598;
const double l_1611 = l_arr_9[l_1610];
const double l_1612 = abs(l_1611);
const bool l_1613 = l_1609 > l_1612;
const bool l_1614 = l_1608 || l_1613;
if (l_1614) {
const uint32 l_1615 = uint32(2) + l_mut_1598;
l_arr_9[l_1615] = l_1586;
l_arr_8[l_1606] = l_20;
const uint32 l_1616 = l_1606 + uint32(1);
l_arr_8[l_1616] = l_96;
}
}
}
}
} else {
const uint32 l_1617 = l_arr_8[uint32(1)];
const uint32 l_1618 = l_2 + l_1617;
const uint32 l_1619 = l_1618 * uint32(2);
const uint32 l_1697 = info.static_meta[uint32(5)];
const uint32 l_1698 = l_1697 * uint32(1);
const bool l_1699 = l_1619 < l_1698;
if (l_1699) {
buffer_5[l_1619] = l_20;
}
const uint32 l_1620 = l_1619 + uint32(1);
const uint32 l_1700 = info.static_meta[uint32(5)];
const uint32 l_1701 = l_1700 * uint32(1);
const bool l_1702 = l_1620 < l_1701;
if (l_1702) {
buffer_5[l_1620] = l_96;
}
const uint32 l_1621 = l_arr_8[uint32(1)];
const uint32 l_1622 = l_1621 + uint32(1);
l_arr_8[uint32(1)] = l_1622;
}
}
}

for (uint32 l_mut_1623 = uint32(0); l_mut_1623 < uint32(65); ++l_mut_1623) {
const uint32 l_1624 = idxGlobal * uint32(65);
const uint32 l_1625 = l_1624 + l_mut_1623;
const uint32 l_1626 = l_arr_8[l_mut_1623];
const uint32 l_1703 = info.static_meta[uint32(3)];
const uint32 l_1704 = l_1703 * uint32(1);
const bool l_1705 = l_1625 < l_1704;
if (l_1705) {
buffer_3[l_1625] = l_1626;
}
}

for (uint32 l_mut_1627 = uint32(0); l_mut_1627 < uint32(10); ++l_mut_1627) {
const uint32 l_1628 = idxGlobal * uint32(10);
const uint32 l_1629 = l_1628 + l_mut_1627;
const double l_1630 = l_arr_9[l_mut_1627];
const uint32 l_1706 = info.static_meta[uint32(4)];
const uint32 l_1707 = l_1706 * uint32(1);
const bool l_1708 = l_1629 < l_1707;
if (l_1708) {
buffer_4[l_1629] = l_1630;
}
}
}

}
