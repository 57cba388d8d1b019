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

double l_arr_1068[2];

bool l_mut_133;
bool l_mut_136;
bool l_mut_139;
bool l_mut_142;
double l_mut_122;
double l_mut_1577;
double l_mut_38;
double l_mut_61;
int32 l_mut_1015;
uint32 l_mut_31;
uint32 l_mut_48;
uint32 l_mut_87;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_1613 = info.static_meta[uint32(6)];
const uint32 l_1614 = l_1613 * uint32(1);
const bool l_1615 = uint32(1024) < l_1614;
const uint32 l_1616 = l_1614 - uint32(1);
const uint32 l_1617 = min(uint32(1024), l_1616);
const uint32 l_1618 = buffer_6[l_1617];
const uint32 l_1619 = (l_1615) ? l_1618 : uint32(0);
const uint32 l_2 = l_1619;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_1620 = info.static_meta[uint32(4)];
const uint32 l_1621 = l_1620 * uint32(1);
const bool l_1622 = l_8 < l_1621;
const uint32 l_1623 = l_1621 - uint32(1);
const uint32 l_1624 = min(l_8, l_1623);
const uint32 l_1625 = buffer_4[l_1624];
const uint32 l_1626 = (l_1622) ? l_1625 : uint32(0);
const uint32 l_9 = l_1626;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_1627 = info.static_meta[uint32(4)];
const uint32 l_1628 = l_1627 * uint32(1);
const bool l_1629 = l_11 < l_1628;
const uint32 l_1630 = l_1628 - uint32(1);
const uint32 l_1631 = min(l_11, l_1630);
const uint32 l_1632 = buffer_4[l_1631];
const uint32 l_1633 = (l_1629) ? l_1632 : uint32(0);
const uint32 l_12 = l_1633;
const bool l_13 = l_12 != uint32(0);
const uint32 l_1634 = info.static_meta[uint32(0)];
const uint32 l_1635 = l_1634 * uint32(1);
const bool l_1636 = idxGlobal < l_1635;
const uint32 l_1637 = l_1635 - uint32(1);
const uint32 l_1638 = min(idxGlobal, l_1637);
const float l_1639 = buffer_0[l_1638];
const float l_1640 = (l_1636) ? l_1639 : float(0.0);
const float l_14 = l_1640;
const uint32 l_1641 = info.static_meta[uint32(1)];
const uint32 l_1642 = l_1641 * uint32(1);
const bool l_1643 = idxGlobal < l_1642;
const uint32 l_1644 = l_1642 - uint32(1);
const uint32 l_1645 = min(idxGlobal, l_1644);
const float l_1646 = buffer_1[l_1645];
const float l_1647 = (l_1643) ? l_1646 : float(0.0);
const float l_15 = l_1647;
const uint32 l_1648 = info.static_meta[uint32(2)];
const uint32 l_1649 = l_1648 * uint32(1);
const bool l_1650 = idxGlobal < l_1649;
const uint32 l_1651 = l_1649 - uint32(1);
const uint32 l_1652 = min(idxGlobal, l_1651);
const double l_1653 = buffer_2[l_1652];
const double l_1654 = (l_1650) ? l_1653 : double(0.0);
const double l_16 = l_1654;
const uint32 l_1655 = info.static_meta[uint32(3)];
const uint32 l_1656 = l_1655 * uint32(1);
const bool l_1657 = idxGlobal < l_1656;
const uint32 l_1658 = l_1656 - uint32(1);
const uint32 l_1659 = min(idxGlobal, l_1658);
const double l_1660 = buffer_3[l_1659];
const double l_1661 = (l_1657) ? l_1660 : double(0.0);
const double l_17 = l_1661;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_1662 = info.static_meta[uint32(5)];
const uint32 l_1663 = l_1662 * uint32(1);
const bool l_1664 = l_18 < l_1663;
const uint32 l_1665 = l_1663 - uint32(1);
const uint32 l_1666 = min(l_18, l_1665);
const double l_1667 = buffer_5[l_1666];
const double l_1668 = (l_1664) ? l_1667 : double(0.0);
const double l_19 = l_1668;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_1669 = info.static_meta[uint32(5)];
const uint32 l_1670 = l_1669 * uint32(1);
const bool l_1671 = l_21 < l_1670;
const uint32 l_1672 = l_1670 - uint32(1);
const uint32 l_1673 = min(l_21, l_1672);
const double l_1674 = buffer_5[l_1673];
const double l_1675 = (l_1671) ? l_1674 : double(0.0);
const double l_22 = l_1675;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_1676 = info.static_meta[uint32(5)];
const uint32 l_1677 = l_1676 * uint32(1);
const bool l_1678 = l_24 < l_1677;
const uint32 l_1679 = l_1677 - uint32(1);
const uint32 l_1680 = min(l_24, l_1679);
const double l_1681 = buffer_5[l_1680];
const double l_1682 = (l_1678) ? l_1681 : double(0.0);
const double l_25 = l_1682;
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
const double l_76 = double(l_15);
l_mut_61 = l_76;
const uint32 l_77 = l_75 & uint32(2139095040);
const bool l_78 = l_77 == uint32(0);
if (l_78) {
const uint32 l_79 = l_75 & uint32(8388607);
const double l_80 = double(l_79);
const double l_81 = l_80 * double(1.401298464324817e-45);
l_mut_61 = l_81;
const uint32 l_82 = l_75 >> uint32(31);
const bool l_83 = l_82 == uint32(1);
if (l_83) {
const double l_84 = -l_mut_61;
l_mut_61 = l_84;
}
}
const uint32 l_85 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_86 = l_85 + uint32(1);
l_mut_87 = l_86;
const uint32 l_88 = l_85 & uint32(2147483647);
const bool l_89 = l_88 == uint32(0);
if (l_89) {
l_mut_87 = uint32(1);
} else {
const uint32 l_90 = l_85 & uint32(2147483648);
const bool l_91 = l_90 != uint32(0);
if (l_91) {
const uint32 l_92 = l_85 - uint32(1);
l_mut_87 = l_92;
} else {
const bool l_93 = l_85 == uint32(2139095040);
if (l_93) {
l_mut_87 = l_85;
}
}
}
const float l_94 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_95 = reinterpret_cast<uint32 const&>(l_94);
const double l_96 = double(l_94);
l_mut_38 = l_96;
const uint32 l_97 = l_95 & uint32(2139095040);
const bool l_98 = l_97 == uint32(0);
if (l_98) {
const uint32 l_99 = l_95 & uint32(8388607);
const double l_100 = double(l_99);
const double l_101 = l_100 * double(1.401298464324817e-45);
l_mut_38 = l_101;
const uint32 l_102 = l_95 >> uint32(31);
const bool l_103 = l_102 == uint32(1);
if (l_103) {
const double l_104 = -l_mut_38;
l_mut_38 = l_104;
}
}
const uint32 l_105 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_106 = l_105 ^ uint32(2147483648);
const float l_107 = reinterpret_cast<float const&>(l_106);
const uint32 l_108 = reinterpret_cast<uint32 const&>(l_107);
const uint32 l_109 = l_108 + uint32(1);
l_mut_87 = l_109;
const uint32 l_110 = l_108 & uint32(2147483647);
const bool l_111 = l_110 == uint32(0);
if (l_111) {
l_mut_87 = uint32(1);
} else {
const uint32 l_112 = l_108 & uint32(2147483648);
const bool l_113 = l_112 != uint32(0);
if (l_113) {
const uint32 l_114 = l_108 - uint32(1);
l_mut_87 = l_114;
} else {
const bool l_115 = l_108 == uint32(2139095040);
if (l_115) {
l_mut_87 = l_108;
}
}
}
const float l_116 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_117 = reinterpret_cast<uint32 const&>(l_116);
const uint32 l_118 = l_117 ^ uint32(2147483648);
const float l_119 = reinterpret_cast<float const&>(l_118);
const uint32 l_120 = reinterpret_cast<uint32 const&>(l_119);
const double l_121 = double(l_119);
l_mut_122 = l_121;
const uint32 l_123 = l_120 & uint32(2139095040);
const bool l_124 = l_123 == uint32(0);
if (l_124) {
const uint32 l_125 = l_120 & uint32(8388607);
const double l_126 = double(l_125);
const double l_127 = l_126 * double(1.401298464324817e-45);
l_mut_122 = l_127;
const uint32 l_128 = l_120 >> uint32(31);
const bool l_129 = l_128 == uint32(1);
if (l_129) {
const double l_130 = -l_mut_122;
l_mut_122 = l_130;
}
}
const double l_131 = l_73 + l_72;
const bool l_132 = l_131 <= l_mut_61;
l_mut_133 = l_132;
const double l_134 = l_73 - l_72;
const bool l_135 = l_134 > l_mut_61;
l_mut_136 = l_135;
const double l_137 = l_74 - l_72;
const bool l_138 = l_137 >= l_mut_61;
l_mut_139 = l_138;
const double l_140 = l_74 + l_72;
const bool l_141 = l_140 < l_mut_61;
l_mut_142 = l_141;
if (l_13) {
const double l_143 = l_73 + l_72;
const bool l_144 = l_143 < l_mut_38;
l_mut_133 = l_144;
const double l_145 = l_73 - l_72;
const bool l_146 = l_145 >= l_mut_38;
l_mut_136 = l_146;
const double l_147 = l_74 - l_72;
const bool l_148 = l_147 > l_mut_122;
l_mut_139 = l_148;
const double l_149 = l_74 + l_72;
const bool l_150 = l_149 <= l_mut_122;
l_mut_142 = l_150;
}
l_mut_87 = uint32(2);
const bool l_151 = l_mut_136 || l_mut_142;
if (l_151) {
l_mut_87 = uint32(1);
} else {
const bool l_152 = l_mut_133 && l_mut_139;
if (l_152) {
l_mut_87 = uint32(0);
}
}
const uint32 l_153 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_154 = l_153 & uint32(2147483647);
const bool l_155 = l_154 == uint32(0);
if (l_155) {
const double l_156 = l_73 + l_72;
const bool l_157 = l_156 < double(1.1754943508222875e-38);
const double l_158 = l_74 - l_72;
const bool l_159 = l_158 > double(-1.1754943508222875e-38);
const bool l_160 = l_157 && l_159;
const double l_161 = l_73 - l_72;
const bool l_162 = l_161 < double(1.1754943508222875e-38);
const double l_163 = l_74 + l_72;
const bool l_164 = l_163 > double(-1.1754943508222875e-38);
const bool l_165 = l_162 && l_164;
if (l_160) {
l_mut_87 = uint32(0);
} else {
const bool l_166 = l_mut_87 == uint32(1);
const bool l_167 = l_165 && l_166;
if (l_167) {
l_mut_87 = uint32(2);
}
}
}
l_mut_48 = l_mut_87;
}
l_mut_31 = l_mut_48;
} else {
const bool l_168 = l_9 == uint32(3);
if (l_168) {
l_mut_31 = uint32(0);
const bool l_169 = l_27 >= double(1.1754943508222875e-38);
const bool l_170 = l_27 <= double(8.507059173023462e37);
const bool l_171 = l_169 && l_170;
if (l_171) {
const double l_172 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_173 = l_172 >= double(1.1754943508222875e-38);
const bool l_174 = l_172 <= double(1.7976931348623157e308);
const bool l_175 = l_173 && l_174;
if (l_175) {
const uint64 l_176 = reinterpret_cast<uint64 const&>(l_172);
const uint64 l_177 = l_176 >> uint64(52);
const uint64 l_178 = l_177 - uint64(23);
const uint64 l_179 = l_178 << uint64(52);
const double l_180 = reinterpret_cast<double const&>(l_179);
l_mut_122 = l_180;
}
const double l_181 = l_19 * l_mut_122;
l_mut_87 = uint32(2);
const double l_182 = l_16 - l_29;
const double l_183 = abs(l_182);
l_mut_122 = double(1.401298464324817e-45);
const bool l_184 = l_183 >= double(1.1754943508222875e-38);
const bool l_185 = l_183 <= double(1.7976931348623157e308);
const bool l_186 = l_184 && l_185;
if (l_186) {
const uint64 l_187 = reinterpret_cast<uint64 const&>(l_183);
const uint64 l_188 = l_187 >> uint64(52);
const uint64 l_189 = l_188 - uint64(23);
const uint64 l_190 = l_189 << uint64(52);
const double l_191 = reinterpret_cast<double const&>(l_190);
l_mut_122 = l_191;
}
const double l_192 = l_16 + l_29;
const double l_193 = abs(l_192);
l_mut_61 = double(1.401298464324817e-45);
const bool l_194 = l_193 >= double(1.1754943508222875e-38);
const bool l_195 = l_193 <= double(1.7976931348623157e308);
const bool l_196 = l_194 && l_195;
if (l_196) {
const uint64 l_197 = reinterpret_cast<uint64 const&>(l_193);
const uint64 l_198 = l_197 >> uint64(52);
const uint64 l_199 = l_198 - uint64(23);
const uint64 l_200 = l_199 << uint64(52);
const double l_201 = reinterpret_cast<double const&>(l_200);
l_mut_61 = l_201;
}
const bool l_202 = l_mut_122 == l_mut_61;
if (l_202) {
const double l_203 = l_181 * double(1.4551915228366852e-11);
const double l_204 = l_29 + l_203;
const double l_205 = l_16 - l_181;
const double l_206 = l_16 + l_181;
const uint32 l_207 = reinterpret_cast<uint32 const&>(l_15);
const double l_208 = double(l_15);
l_mut_122 = l_208;
const uint32 l_209 = l_207 & uint32(2139095040);
const bool l_210 = l_209 == uint32(0);
if (l_210) {
const uint32 l_211 = l_207 & uint32(8388607);
const double l_212 = double(l_211);
const double l_213 = l_212 * double(1.401298464324817e-45);
l_mut_122 = l_213;
const uint32 l_214 = l_207 >> uint32(31);
const bool l_215 = l_214 == uint32(1);
if (l_215) {
const double l_216 = -l_mut_122;
l_mut_122 = l_216;
}
}
const uint32 l_217 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_218 = l_217 + uint32(1);
l_mut_48 = l_218;
const uint32 l_219 = l_217 & uint32(2147483647);
const bool l_220 = l_219 == uint32(0);
if (l_220) {
l_mut_48 = uint32(1);
} else {
const uint32 l_221 = l_217 & uint32(2147483648);
const bool l_222 = l_221 != uint32(0);
if (l_222) {
const uint32 l_223 = l_217 - uint32(1);
l_mut_48 = l_223;
} else {
const bool l_224 = l_217 == uint32(2139095040);
if (l_224) {
l_mut_48 = l_217;
}
}
}
const float l_225 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_226 = reinterpret_cast<uint32 const&>(l_225);
const double l_227 = double(l_225);
l_mut_61 = l_227;
const uint32 l_228 = l_226 & uint32(2139095040);
const bool l_229 = l_228 == uint32(0);
if (l_229) {
const uint32 l_230 = l_226 & uint32(8388607);
const double l_231 = double(l_230);
const double l_232 = l_231 * double(1.401298464324817e-45);
l_mut_61 = l_232;
const uint32 l_233 = l_226 >> uint32(31);
const bool l_234 = l_233 == uint32(1);
if (l_234) {
const double l_235 = -l_mut_61;
l_mut_61 = l_235;
}
}
const uint32 l_236 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_237 = l_236 ^ uint32(2147483648);
const float l_238 = reinterpret_cast<float const&>(l_237);
const uint32 l_239 = reinterpret_cast<uint32 const&>(l_238);
const uint32 l_240 = l_239 + uint32(1);
l_mut_48 = l_240;
const uint32 l_241 = l_239 & uint32(2147483647);
const bool l_242 = l_241 == uint32(0);
if (l_242) {
l_mut_48 = uint32(1);
} else {
const uint32 l_243 = l_239 & uint32(2147483648);
const bool l_244 = l_243 != uint32(0);
if (l_244) {
const uint32 l_245 = l_239 - uint32(1);
l_mut_48 = l_245;
} else {
const bool l_246 = l_239 == uint32(2139095040);
if (l_246) {
l_mut_48 = l_239;
}
}
}
const float l_247 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_248 = reinterpret_cast<uint32 const&>(l_247);
const uint32 l_249 = l_248 ^ uint32(2147483648);
const float l_250 = reinterpret_cast<float const&>(l_249);
const uint32 l_251 = reinterpret_cast<uint32 const&>(l_250);
const double l_252 = double(l_250);
l_mut_38 = l_252;
const uint32 l_253 = l_251 & uint32(2139095040);
const bool l_254 = l_253 == uint32(0);
if (l_254) {
const uint32 l_255 = l_251 & uint32(8388607);
const double l_256 = double(l_255);
const double l_257 = l_256 * double(1.401298464324817e-45);
l_mut_38 = l_257;
const uint32 l_258 = l_251 >> uint32(31);
const bool l_259 = l_258 == uint32(1);
if (l_259) {
const double l_260 = -l_mut_38;
l_mut_38 = l_260;
}
}
const double l_261 = l_205 + l_204;
const bool l_262 = l_261 <= l_mut_122;
l_mut_142 = l_262;
const double l_263 = l_205 - l_204;
const bool l_264 = l_263 > l_mut_122;
l_mut_139 = l_264;
const double l_265 = l_206 - l_204;
const bool l_266 = l_265 >= l_mut_122;
l_mut_136 = l_266;
const double l_267 = l_206 + l_204;
const bool l_268 = l_267 < l_mut_122;
l_mut_133 = l_268;
if (l_13) {
const double l_269 = l_205 + l_204;
const bool l_270 = l_269 < l_mut_61;
l_mut_142 = l_270;
const double l_271 = l_205 - l_204;
const bool l_272 = l_271 >= l_mut_61;
l_mut_139 = l_272;
const double l_273 = l_206 - l_204;
const bool l_274 = l_273 > l_mut_38;
l_mut_136 = l_274;
const double l_275 = l_206 + l_204;
const bool l_276 = l_275 <= l_mut_38;
l_mut_133 = l_276;
}
l_mut_48 = uint32(2);
const bool l_277 = l_mut_139 || l_mut_133;
if (l_277) {
l_mut_48 = uint32(1);
} else {
const bool l_278 = l_mut_142 && l_mut_136;
if (l_278) {
l_mut_48 = uint32(0);
}
}
const uint32 l_279 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_280 = l_279 & uint32(2147483647);
const bool l_281 = l_280 == uint32(0);
if (l_281) {
const double l_282 = l_205 + l_204;
const bool l_283 = l_282 < double(1.1754943508222875e-38);
const double l_284 = l_206 - l_204;
const bool l_285 = l_284 > double(-1.1754943508222875e-38);
const bool l_286 = l_283 && l_285;
const double l_287 = l_205 - l_204;
const bool l_288 = l_287 < double(1.1754943508222875e-38);
const double l_289 = l_206 + l_204;
const bool l_290 = l_289 > double(-1.1754943508222875e-38);
const bool l_291 = l_288 && l_290;
if (l_286) {
l_mut_48 = uint32(0);
} else {
const bool l_292 = l_mut_48 == uint32(1);
const bool l_293 = l_291 && l_292;
if (l_293) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_294 = l_9 == uint32(4);
if (l_294) {
const double l_295 = l_22 * l_27;
const double l_296 = l_19 + l_295;
const double l_297 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_298 = l_297 >= double(1.1754943508222875e-38);
const bool l_299 = l_297 <= double(1.7976931348623157e308);
const bool l_300 = l_298 && l_299;
if (l_300) {
const uint64 l_301 = reinterpret_cast<uint64 const&>(l_297);
const uint64 l_302 = l_301 >> uint64(52);
const uint64 l_303 = l_302 - uint64(23);
const uint64 l_304 = l_303 << uint64(52);
const double l_305 = reinterpret_cast<double const&>(l_304);
l_mut_122 = l_305;
}
const double l_306 = l_296 * l_mut_122;
l_mut_87 = uint32(2);
const double l_307 = l_16 - l_29;
const double l_308 = abs(l_307);
l_mut_122 = double(1.401298464324817e-45);
const bool l_309 = l_308 >= double(1.1754943508222875e-38);
const bool l_310 = l_308 <= double(1.7976931348623157e308);
const bool l_311 = l_309 && l_310;
if (l_311) {
const uint64 l_312 = reinterpret_cast<uint64 const&>(l_308);
const uint64 l_313 = l_312 >> uint64(52);
const uint64 l_314 = l_313 - uint64(23);
const uint64 l_315 = l_314 << uint64(52);
const double l_316 = reinterpret_cast<double const&>(l_315);
l_mut_122 = l_316;
}
const double l_317 = l_16 + l_29;
const double l_318 = abs(l_317);
l_mut_61 = double(1.401298464324817e-45);
const bool l_319 = l_318 >= double(1.1754943508222875e-38);
const bool l_320 = l_318 <= double(1.7976931348623157e308);
const bool l_321 = l_319 && l_320;
if (l_321) {
const uint64 l_322 = reinterpret_cast<uint64 const&>(l_318);
const uint64 l_323 = l_322 >> uint64(52);
const uint64 l_324 = l_323 - uint64(23);
const uint64 l_325 = l_324 << uint64(52);
const double l_326 = reinterpret_cast<double const&>(l_325);
l_mut_61 = l_326;
}
const bool l_327 = l_mut_122 == l_mut_61;
if (l_327) {
const double l_328 = l_306 * double(1.4551915228366852e-11);
const double l_329 = l_29 + l_328;
const double l_330 = l_16 - l_306;
const double l_331 = l_16 + l_306;
const uint32 l_332 = reinterpret_cast<uint32 const&>(l_15);
const double l_333 = double(l_15);
l_mut_122 = l_333;
const uint32 l_334 = l_332 & uint32(2139095040);
const bool l_335 = l_334 == uint32(0);
if (l_335) {
const uint32 l_336 = l_332 & uint32(8388607);
const double l_337 = double(l_336);
const double l_338 = l_337 * double(1.401298464324817e-45);
l_mut_122 = l_338;
const uint32 l_339 = l_332 >> uint32(31);
const bool l_340 = l_339 == uint32(1);
if (l_340) {
const double l_341 = -l_mut_122;
l_mut_122 = l_341;
}
}
const uint32 l_342 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_343 = l_342 + uint32(1);
l_mut_48 = l_343;
const uint32 l_344 = l_342 & uint32(2147483647);
const bool l_345 = l_344 == uint32(0);
if (l_345) {
l_mut_48 = uint32(1);
} else {
const uint32 l_346 = l_342 & uint32(2147483648);
const bool l_347 = l_346 != uint32(0);
if (l_347) {
const uint32 l_348 = l_342 - uint32(1);
l_mut_48 = l_348;
} else {
const bool l_349 = l_342 == uint32(2139095040);
if (l_349) {
l_mut_48 = l_342;
}
}
}
const float l_350 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_351 = reinterpret_cast<uint32 const&>(l_350);
const double l_352 = double(l_350);
l_mut_61 = l_352;
const uint32 l_353 = l_351 & uint32(2139095040);
const bool l_354 = l_353 == uint32(0);
if (l_354) {
const uint32 l_355 = l_351 & uint32(8388607);
const double l_356 = double(l_355);
const double l_357 = l_356 * double(1.401298464324817e-45);
l_mut_61 = l_357;
const uint32 l_358 = l_351 >> uint32(31);
const bool l_359 = l_358 == uint32(1);
if (l_359) {
const double l_360 = -l_mut_61;
l_mut_61 = l_360;
}
}
const uint32 l_361 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_362 = l_361 ^ uint32(2147483648);
const float l_363 = reinterpret_cast<float const&>(l_362);
const uint32 l_364 = reinterpret_cast<uint32 const&>(l_363);
const uint32 l_365 = l_364 + uint32(1);
l_mut_48 = l_365;
const uint32 l_366 = l_364 & uint32(2147483647);
const bool l_367 = l_366 == uint32(0);
if (l_367) {
l_mut_48 = uint32(1);
} else {
const uint32 l_368 = l_364 & uint32(2147483648);
const bool l_369 = l_368 != uint32(0);
if (l_369) {
const uint32 l_370 = l_364 - uint32(1);
l_mut_48 = l_370;
} else {
const bool l_371 = l_364 == uint32(2139095040);
if (l_371) {
l_mut_48 = l_364;
}
}
}
const float l_372 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_373 = reinterpret_cast<uint32 const&>(l_372);
const uint32 l_374 = l_373 ^ uint32(2147483648);
const float l_375 = reinterpret_cast<float const&>(l_374);
const uint32 l_376 = reinterpret_cast<uint32 const&>(l_375);
const double l_377 = double(l_375);
l_mut_38 = l_377;
const uint32 l_378 = l_376 & uint32(2139095040);
const bool l_379 = l_378 == uint32(0);
if (l_379) {
const uint32 l_380 = l_376 & uint32(8388607);
const double l_381 = double(l_380);
const double l_382 = l_381 * double(1.401298464324817e-45);
l_mut_38 = l_382;
const uint32 l_383 = l_376 >> uint32(31);
const bool l_384 = l_383 == uint32(1);
if (l_384) {
const double l_385 = -l_mut_38;
l_mut_38 = l_385;
}
}
const double l_386 = l_330 + l_329;
const bool l_387 = l_386 <= l_mut_122;
l_mut_142 = l_387;
const double l_388 = l_330 - l_329;
const bool l_389 = l_388 > l_mut_122;
l_mut_139 = l_389;
const double l_390 = l_331 - l_329;
const bool l_391 = l_390 >= l_mut_122;
l_mut_136 = l_391;
const double l_392 = l_331 + l_329;
const bool l_393 = l_392 < l_mut_122;
l_mut_133 = l_393;
if (l_13) {
const double l_394 = l_330 + l_329;
const bool l_395 = l_394 < l_mut_61;
l_mut_142 = l_395;
const double l_396 = l_330 - l_329;
const bool l_397 = l_396 >= l_mut_61;
l_mut_139 = l_397;
const double l_398 = l_331 - l_329;
const bool l_399 = l_398 > l_mut_38;
l_mut_136 = l_399;
const double l_400 = l_331 + l_329;
const bool l_401 = l_400 <= l_mut_38;
l_mut_133 = l_401;
}
l_mut_48 = uint32(2);
const bool l_402 = l_mut_139 || l_mut_133;
if (l_402) {
l_mut_48 = uint32(1);
} else {
const bool l_403 = l_mut_142 && l_mut_136;
if (l_403) {
l_mut_48 = uint32(0);
}
}
const uint32 l_404 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_405 = l_404 & uint32(2147483647);
const bool l_406 = l_405 == uint32(0);
if (l_406) {
const double l_407 = l_330 + l_329;
const bool l_408 = l_407 < double(1.1754943508222875e-38);
const double l_409 = l_331 - l_329;
const bool l_410 = l_409 > double(-1.1754943508222875e-38);
const bool l_411 = l_408 && l_410;
const double l_412 = l_330 - l_329;
const bool l_413 = l_412 < double(1.1754943508222875e-38);
const double l_414 = l_331 + l_329;
const bool l_415 = l_414 > double(-1.1754943508222875e-38);
const bool l_416 = l_413 && l_415;
if (l_411) {
l_mut_48 = uint32(0);
} else {
const bool l_417 = l_mut_48 == uint32(1);
const bool l_418 = l_416 && l_417;
if (l_418) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
const bool l_419 = l_9 == uint32(5);
if (l_419) {
const double l_420 = double(2.0) * l_26;
const double l_421 = abs(l_420);
const double l_422 = floor(l_421);
const double l_423 = double(3.0) + l_422;
const double l_424 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_425 = l_424 >= double(1.1754943508222875e-38);
const bool l_426 = l_424 <= double(1.7976931348623157e308);
const bool l_427 = l_425 && l_426;
if (l_427) {
const uint64 l_428 = reinterpret_cast<uint64 const&>(l_424);
const uint64 l_429 = l_428 >> uint64(52);
const uint64 l_430 = l_429 - uint64(23);
const uint64 l_431 = l_430 << uint64(52);
const double l_432 = reinterpret_cast<double const&>(l_431);
l_mut_122 = l_432;
}
const double l_433 = l_423 * l_mut_122;
l_mut_87 = uint32(2);
const double l_434 = l_16 - l_29;
const double l_435 = abs(l_434);
l_mut_122 = double(1.401298464324817e-45);
const bool l_436 = l_435 >= double(1.1754943508222875e-38);
const bool l_437 = l_435 <= double(1.7976931348623157e308);
const bool l_438 = l_436 && l_437;
if (l_438) {
const uint64 l_439 = reinterpret_cast<uint64 const&>(l_435);
const uint64 l_440 = l_439 >> uint64(52);
const uint64 l_441 = l_440 - uint64(23);
const uint64 l_442 = l_441 << uint64(52);
const double l_443 = reinterpret_cast<double const&>(l_442);
l_mut_122 = l_443;
}
const double l_444 = l_16 + l_29;
const double l_445 = abs(l_444);
l_mut_61 = double(1.401298464324817e-45);
const bool l_446 = l_445 >= double(1.1754943508222875e-38);
const bool l_447 = l_445 <= double(1.7976931348623157e308);
const bool l_448 = l_446 && l_447;
if (l_448) {
const uint64 l_449 = reinterpret_cast<uint64 const&>(l_445);
const uint64 l_450 = l_449 >> uint64(52);
const uint64 l_451 = l_450 - uint64(23);
const uint64 l_452 = l_451 << uint64(52);
const double l_453 = reinterpret_cast<double const&>(l_452);
l_mut_61 = l_453;
}
const bool l_454 = l_mut_122 == l_mut_61;
if (l_454) {
const double l_455 = l_433 * double(1.4551915228366852e-11);
const double l_456 = l_29 + l_455;
const double l_457 = l_16 - l_433;
const double l_458 = l_16 + l_433;
const uint32 l_459 = reinterpret_cast<uint32 const&>(l_15);
const double l_460 = double(l_15);
l_mut_122 = l_460;
const uint32 l_461 = l_459 & uint32(2139095040);
const bool l_462 = l_461 == uint32(0);
if (l_462) {
const uint32 l_463 = l_459 & uint32(8388607);
const double l_464 = double(l_463);
const double l_465 = l_464 * double(1.401298464324817e-45);
l_mut_122 = l_465;
const uint32 l_466 = l_459 >> uint32(31);
const bool l_467 = l_466 == uint32(1);
if (l_467) {
const double l_468 = -l_mut_122;
l_mut_122 = l_468;
}
}
const uint32 l_469 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_470 = l_469 + uint32(1);
l_mut_48 = l_470;
const uint32 l_471 = l_469 & uint32(2147483647);
const bool l_472 = l_471 == uint32(0);
if (l_472) {
l_mut_48 = uint32(1);
} else {
const uint32 l_473 = l_469 & uint32(2147483648);
const bool l_474 = l_473 != uint32(0);
if (l_474) {
const uint32 l_475 = l_469 - uint32(1);
l_mut_48 = l_475;
} else {
const bool l_476 = l_469 == uint32(2139095040);
if (l_476) {
l_mut_48 = l_469;
}
}
}
const float l_477 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_478 = reinterpret_cast<uint32 const&>(l_477);
const double l_479 = double(l_477);
l_mut_61 = l_479;
const uint32 l_480 = l_478 & uint32(2139095040);
const bool l_481 = l_480 == uint32(0);
if (l_481) {
const uint32 l_482 = l_478 & uint32(8388607);
const double l_483 = double(l_482);
const double l_484 = l_483 * double(1.401298464324817e-45);
l_mut_61 = l_484;
const uint32 l_485 = l_478 >> uint32(31);
const bool l_486 = l_485 == uint32(1);
if (l_486) {
const double l_487 = -l_mut_61;
l_mut_61 = l_487;
}
}
const uint32 l_488 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_489 = l_488 ^ uint32(2147483648);
const float l_490 = reinterpret_cast<float const&>(l_489);
const uint32 l_491 = reinterpret_cast<uint32 const&>(l_490);
const uint32 l_492 = l_491 + uint32(1);
l_mut_48 = l_492;
const uint32 l_493 = l_491 & uint32(2147483647);
const bool l_494 = l_493 == uint32(0);
if (l_494) {
l_mut_48 = uint32(1);
} else {
const uint32 l_495 = l_491 & uint32(2147483648);
const bool l_496 = l_495 != uint32(0);
if (l_496) {
const uint32 l_497 = l_491 - uint32(1);
l_mut_48 = l_497;
} else {
const bool l_498 = l_491 == uint32(2139095040);
if (l_498) {
l_mut_48 = l_491;
}
}
}
const float l_499 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_500 = reinterpret_cast<uint32 const&>(l_499);
const uint32 l_501 = l_500 ^ uint32(2147483648);
const float l_502 = reinterpret_cast<float const&>(l_501);
const uint32 l_503 = reinterpret_cast<uint32 const&>(l_502);
const double l_504 = double(l_502);
l_mut_38 = l_504;
const uint32 l_505 = l_503 & uint32(2139095040);
const bool l_506 = l_505 == uint32(0);
if (l_506) {
const uint32 l_507 = l_503 & uint32(8388607);
const double l_508 = double(l_507);
const double l_509 = l_508 * double(1.401298464324817e-45);
l_mut_38 = l_509;
const uint32 l_510 = l_503 >> uint32(31);
const bool l_511 = l_510 == uint32(1);
if (l_511) {
const double l_512 = -l_mut_38;
l_mut_38 = l_512;
}
}
const double l_513 = l_457 + l_456;
const bool l_514 = l_513 <= l_mut_122;
l_mut_142 = l_514;
const double l_515 = l_457 - l_456;
const bool l_516 = l_515 > l_mut_122;
l_mut_139 = l_516;
const double l_517 = l_458 - l_456;
const bool l_518 = l_517 >= l_mut_122;
l_mut_136 = l_518;
const double l_519 = l_458 + l_456;
const bool l_520 = l_519 < l_mut_122;
l_mut_133 = l_520;
if (l_13) {
const double l_521 = l_457 + l_456;
const bool l_522 = l_521 < l_mut_61;
l_mut_142 = l_522;
const double l_523 = l_457 - l_456;
const bool l_524 = l_523 >= l_mut_61;
l_mut_139 = l_524;
const double l_525 = l_458 - l_456;
const bool l_526 = l_525 > l_mut_38;
l_mut_136 = l_526;
const double l_527 = l_458 + l_456;
const bool l_528 = l_527 <= l_mut_38;
l_mut_133 = l_528;
}
l_mut_48 = uint32(2);
const bool l_529 = l_mut_139 || l_mut_133;
if (l_529) {
l_mut_48 = uint32(1);
} else {
const bool l_530 = l_mut_142 && l_mut_136;
if (l_530) {
l_mut_48 = uint32(0);
}
}
const uint32 l_531 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_532 = l_531 & uint32(2147483647);
const bool l_533 = l_532 == uint32(0);
if (l_533) {
const double l_534 = l_457 + l_456;
const bool l_535 = l_534 < double(1.1754943508222875e-38);
const double l_536 = l_458 - l_456;
const bool l_537 = l_536 > double(-1.1754943508222875e-38);
const bool l_538 = l_535 && l_537;
const double l_539 = l_457 - l_456;
const bool l_540 = l_539 < double(1.1754943508222875e-38);
const double l_541 = l_458 + l_456;
const bool l_542 = l_541 > double(-1.1754943508222875e-38);
const bool l_543 = l_540 && l_542;
if (l_538) {
l_mut_48 = uint32(0);
} else {
const bool l_544 = l_mut_48 == uint32(1);
const bool l_545 = l_543 && l_544;
if (l_545) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
} else {
const bool l_546 = l_9 == uint32(6);
if (l_546) {
l_mut_31 = uint32(0);
const bool l_547 = l_27 <= l_22;
if (l_547) {
const double l_548 = l_19 * double(1.4551915228366852e-11);
const double l_549 = l_29 + l_548;
const double l_550 = l_16 - l_19;
const double l_551 = l_16 + l_19;
const uint32 l_552 = reinterpret_cast<uint32 const&>(l_15);
const double l_553 = double(l_15);
l_mut_122 = l_553;
const uint32 l_554 = l_552 & uint32(2139095040);
const bool l_555 = l_554 == uint32(0);
if (l_555) {
const uint32 l_556 = l_552 & uint32(8388607);
const double l_557 = double(l_556);
const double l_558 = l_557 * double(1.401298464324817e-45);
l_mut_122 = l_558;
const uint32 l_559 = l_552 >> uint32(31);
const bool l_560 = l_559 == uint32(1);
if (l_560) {
const double l_561 = -l_mut_122;
l_mut_122 = l_561;
}
}
const uint32 l_562 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_563 = l_562 + uint32(1);
l_mut_87 = l_563;
const uint32 l_564 = l_562 & uint32(2147483647);
const bool l_565 = l_564 == uint32(0);
if (l_565) {
l_mut_87 = uint32(1);
} else {
const uint32 l_566 = l_562 & uint32(2147483648);
const bool l_567 = l_566 != uint32(0);
if (l_567) {
const uint32 l_568 = l_562 - uint32(1);
l_mut_87 = l_568;
} else {
const bool l_569 = l_562 == uint32(2139095040);
if (l_569) {
l_mut_87 = l_562;
}
}
}
const float l_570 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_571 = reinterpret_cast<uint32 const&>(l_570);
const double l_572 = double(l_570);
l_mut_61 = l_572;
const uint32 l_573 = l_571 & uint32(2139095040);
const bool l_574 = l_573 == uint32(0);
if (l_574) {
const uint32 l_575 = l_571 & uint32(8388607);
const double l_576 = double(l_575);
const double l_577 = l_576 * double(1.401298464324817e-45);
l_mut_61 = l_577;
const uint32 l_578 = l_571 >> uint32(31);
const bool l_579 = l_578 == uint32(1);
if (l_579) {
const double l_580 = -l_mut_61;
l_mut_61 = l_580;
}
}
const uint32 l_581 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_582 = l_581 ^ uint32(2147483648);
const float l_583 = reinterpret_cast<float const&>(l_582);
const uint32 l_584 = reinterpret_cast<uint32 const&>(l_583);
const uint32 l_585 = l_584 + uint32(1);
l_mut_87 = l_585;
const uint32 l_586 = l_584 & uint32(2147483647);
const bool l_587 = l_586 == uint32(0);
if (l_587) {
l_mut_87 = uint32(1);
} else {
const uint32 l_588 = l_584 & uint32(2147483648);
const bool l_589 = l_588 != uint32(0);
if (l_589) {
const uint32 l_590 = l_584 - uint32(1);
l_mut_87 = l_590;
} else {
const bool l_591 = l_584 == uint32(2139095040);
if (l_591) {
l_mut_87 = l_584;
}
}
}
const float l_592 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_593 = reinterpret_cast<uint32 const&>(l_592);
const uint32 l_594 = l_593 ^ uint32(2147483648);
const float l_595 = reinterpret_cast<float const&>(l_594);
const uint32 l_596 = reinterpret_cast<uint32 const&>(l_595);
const double l_597 = double(l_595);
l_mut_38 = l_597;
const uint32 l_598 = l_596 & uint32(2139095040);
const bool l_599 = l_598 == uint32(0);
if (l_599) {
const uint32 l_600 = l_596 & uint32(8388607);
const double l_601 = double(l_600);
const double l_602 = l_601 * double(1.401298464324817e-45);
l_mut_38 = l_602;
const uint32 l_603 = l_596 >> uint32(31);
const bool l_604 = l_603 == uint32(1);
if (l_604) {
const double l_605 = -l_mut_38;
l_mut_38 = l_605;
}
}
const double l_606 = l_550 + l_549;
const bool l_607 = l_606 <= l_mut_122;
l_mut_142 = l_607;
const double l_608 = l_550 - l_549;
const bool l_609 = l_608 > l_mut_122;
l_mut_139 = l_609;
const double l_610 = l_551 - l_549;
const bool l_611 = l_610 >= l_mut_122;
l_mut_136 = l_611;
const double l_612 = l_551 + l_549;
const bool l_613 = l_612 < l_mut_122;
l_mut_133 = l_613;
if (l_13) {
const double l_614 = l_550 + l_549;
const bool l_615 = l_614 < l_mut_61;
l_mut_142 = l_615;
const double l_616 = l_550 - l_549;
const bool l_617 = l_616 >= l_mut_61;
l_mut_139 = l_617;
const double l_618 = l_551 - l_549;
const bool l_619 = l_618 > l_mut_38;
l_mut_136 = l_619;
const double l_620 = l_551 + l_549;
const bool l_621 = l_620 <= l_mut_38;
l_mut_133 = l_621;
}
l_mut_87 = uint32(2);
const bool l_622 = l_mut_139 || l_mut_133;
if (l_622) {
l_mut_87 = uint32(1);
} else {
const bool l_623 = l_mut_142 && l_mut_136;
if (l_623) {
l_mut_87 = uint32(0);
}
}
const uint32 l_624 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_625 = l_624 & uint32(2147483647);
const bool l_626 = l_625 == uint32(0);
if (l_626) {
const double l_627 = l_550 + l_549;
const bool l_628 = l_627 < double(1.1754943508222875e-38);
const double l_629 = l_551 - l_549;
const bool l_630 = l_629 > double(-1.1754943508222875e-38);
const bool l_631 = l_628 && l_630;
const double l_632 = l_550 - l_549;
const bool l_633 = l_632 < double(1.1754943508222875e-38);
const double l_634 = l_551 + l_549;
const bool l_635 = l_634 > double(-1.1754943508222875e-38);
const bool l_636 = l_633 && l_635;
if (l_631) {
l_mut_87 = uint32(0);
} else {
const bool l_637 = l_mut_87 == uint32(1);
const bool l_638 = l_636 && l_637;
if (l_638) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_639 = l_9 == uint32(7);
if (l_639) {
const double l_640 = abs(l_16);
const double l_641 = l_19 * l_640;
l_mut_122 = l_641;
const double l_642 = abs(l_16);
l_mut_61 = double(1.401298464324817e-45);
const bool l_643 = l_642 >= double(1.1754943508222875e-38);
const bool l_644 = l_642 <= double(1.7976931348623157e308);
const bool l_645 = l_643 && l_644;
if (l_645) {
const uint64 l_646 = reinterpret_cast<uint64 const&>(l_642);
const uint64 l_647 = l_646 >> uint64(52);
const uint64 l_648 = l_647 - uint64(23);
const uint64 l_649 = l_648 << uint64(52);
const double l_650 = reinterpret_cast<double const&>(l_649);
l_mut_61 = l_650;
}
const double l_651 = double(0.5) * l_mut_61;
const bool l_652 = l_651 > l_mut_122;
if (l_652) {
l_mut_122 = l_651;
}
const double l_653 = l_16 - l_29;
const double l_654 = abs(l_653);
l_mut_61 = double(1.401298464324817e-45);
const bool l_655 = l_654 >= double(1.1754943508222875e-38);
const bool l_656 = l_654 <= double(1.7976931348623157e308);
const bool l_657 = l_655 && l_656;
if (l_657) {
const uint64 l_658 = reinterpret_cast<uint64 const&>(l_654);
const uint64 l_659 = l_658 >> uint64(52);
const uint64 l_660 = l_659 - uint64(23);
const uint64 l_661 = l_660 << uint64(52);
const double l_662 = reinterpret_cast<double const&>(l_661);
l_mut_61 = l_662;
}
const double l_663 = l_16 + l_29;
const double l_664 = abs(l_663);
l_mut_38 = double(1.401298464324817e-45);
const bool l_665 = l_664 >= double(1.1754943508222875e-38);
const bool l_666 = l_664 <= double(1.7976931348623157e308);
const bool l_667 = l_665 && l_666;
if (l_667) {
const uint64 l_668 = reinterpret_cast<uint64 const&>(l_664);
const uint64 l_669 = l_668 >> uint64(52);
const uint64 l_670 = l_669 - uint64(23);
const uint64 l_671 = l_670 << uint64(52);
const double l_672 = reinterpret_cast<double const&>(l_671);
l_mut_38 = l_672;
}
const bool l_673 = l_mut_61 == l_mut_38;
if (l_673) {
const double l_674 = l_19 * l_29;
const double l_675 = l_29 + l_674;
const double l_676 = l_mut_122 * double(1.4551915228366852e-11);
const double l_677 = l_675 + l_676;
const double l_678 = l_16 - l_mut_122;
const double l_679 = l_16 + l_mut_122;
const uint32 l_680 = reinterpret_cast<uint32 const&>(l_15);
const double l_681 = double(l_15);
l_mut_122 = l_681;
const uint32 l_682 = l_680 & uint32(2139095040);
const bool l_683 = l_682 == uint32(0);
if (l_683) {
const uint32 l_684 = l_680 & uint32(8388607);
const double l_685 = double(l_684);
const double l_686 = l_685 * double(1.401298464324817e-45);
l_mut_122 = l_686;
const uint32 l_687 = l_680 >> uint32(31);
const bool l_688 = l_687 == uint32(1);
if (l_688) {
const double l_689 = -l_mut_122;
l_mut_122 = l_689;
}
}
const uint32 l_690 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_691 = l_690 + uint32(1);
l_mut_87 = l_691;
const uint32 l_692 = l_690 & uint32(2147483647);
const bool l_693 = l_692 == uint32(0);
if (l_693) {
l_mut_87 = uint32(1);
} else {
const uint32 l_694 = l_690 & uint32(2147483648);
const bool l_695 = l_694 != uint32(0);
if (l_695) {
const uint32 l_696 = l_690 - uint32(1);
l_mut_87 = l_696;
} else {
const bool l_697 = l_690 == uint32(2139095040);
if (l_697) {
l_mut_87 = l_690;
}
}
}
const float l_698 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_699 = reinterpret_cast<uint32 const&>(l_698);
const double l_700 = double(l_698);
l_mut_61 = l_700;
const uint32 l_701 = l_699 & uint32(2139095040);
const bool l_702 = l_701 == uint32(0);
if (l_702) {
const uint32 l_703 = l_699 & uint32(8388607);
const double l_704 = double(l_703);
const double l_705 = l_704 * double(1.401298464324817e-45);
l_mut_61 = l_705;
const uint32 l_706 = l_699 >> uint32(31);
const bool l_707 = l_706 == uint32(1);
if (l_707) {
const double l_708 = -l_mut_61;
l_mut_61 = l_708;
}
}
const uint32 l_709 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_710 = l_709 ^ uint32(2147483648);
const float l_711 = reinterpret_cast<float const&>(l_710);
const uint32 l_712 = reinterpret_cast<uint32 const&>(l_711);
const uint32 l_713 = l_712 + uint32(1);
l_mut_87 = l_713;
const uint32 l_714 = l_712 & uint32(2147483647);
const bool l_715 = l_714 == uint32(0);
if (l_715) {
l_mut_87 = uint32(1);
} else {
const uint32 l_716 = l_712 & uint32(2147483648);
const bool l_717 = l_716 != uint32(0);
if (l_717) {
const uint32 l_718 = l_712 - uint32(1);
l_mut_87 = l_718;
} else {
const bool l_719 = l_712 == uint32(2139095040);
if (l_719) {
l_mut_87 = l_712;
}
}
}
const float l_720 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_721 = reinterpret_cast<uint32 const&>(l_720);
const uint32 l_722 = l_721 ^ uint32(2147483648);
const float l_723 = reinterpret_cast<float const&>(l_722);
const uint32 l_724 = reinterpret_cast<uint32 const&>(l_723);
const double l_725 = double(l_723);
l_mut_38 = l_725;
const uint32 l_726 = l_724 & uint32(2139095040);
const bool l_727 = l_726 == uint32(0);
if (l_727) {
const uint32 l_728 = l_724 & uint32(8388607);
const double l_729 = double(l_728);
const double l_730 = l_729 * double(1.401298464324817e-45);
l_mut_38 = l_730;
const uint32 l_731 = l_724 >> uint32(31);
const bool l_732 = l_731 == uint32(1);
if (l_732) {
const double l_733 = -l_mut_38;
l_mut_38 = l_733;
}
}
const double l_734 = l_678 + l_677;
const bool l_735 = l_734 <= l_mut_122;
l_mut_142 = l_735;
const double l_736 = l_678 - l_677;
const bool l_737 = l_736 > l_mut_122;
l_mut_139 = l_737;
const double l_738 = l_679 - l_677;
const bool l_739 = l_738 >= l_mut_122;
l_mut_136 = l_739;
const double l_740 = l_679 + l_677;
const bool l_741 = l_740 < l_mut_122;
l_mut_133 = l_741;
if (l_13) {
const double l_742 = l_678 + l_677;
const bool l_743 = l_742 < l_mut_61;
l_mut_142 = l_743;
const double l_744 = l_678 - l_677;
const bool l_745 = l_744 >= l_mut_61;
l_mut_139 = l_745;
const double l_746 = l_679 - l_677;
const bool l_747 = l_746 > l_mut_38;
l_mut_136 = l_747;
const double l_748 = l_679 + l_677;
const bool l_749 = l_748 <= l_mut_38;
l_mut_133 = l_749;
}
l_mut_87 = uint32(2);
const bool l_750 = l_mut_139 || l_mut_133;
if (l_750) {
l_mut_87 = uint32(1);
} else {
const bool l_751 = l_mut_142 && l_mut_136;
if (l_751) {
l_mut_87 = uint32(0);
}
}
const uint32 l_752 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_753 = l_752 & uint32(2147483647);
const bool l_754 = l_753 == uint32(0);
if (l_754) {
const double l_755 = l_678 + l_677;
const bool l_756 = l_755 < double(1.1754943508222875e-38);
const double l_757 = l_679 - l_677;
const bool l_758 = l_757 > double(-1.1754943508222875e-38);
const bool l_759 = l_756 && l_758;
const double l_760 = l_678 - l_677;
const bool l_761 = l_760 < double(1.1754943508222875e-38);
const double l_762 = l_679 + l_677;
const bool l_763 = l_762 > double(-1.1754943508222875e-38);
const bool l_764 = l_761 && l_763;
if (l_759) {
l_mut_87 = uint32(0);
} else {
const bool l_765 = l_mut_87 == uint32(1);
const bool l_766 = l_764 && l_765;
if (l_766) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_767 = l_9 == uint32(8);
if (l_767) {
const bool l_768 = l_26 >= double(0.5);
const bool l_769 = l_26 <= double(2.0);
const bool l_770 = l_768 && l_769;
if (l_770) {
const double l_771 = l_19 * double(1.4551915228366852e-11);
const double l_772 = l_29 + l_771;
const double l_773 = l_16 - l_19;
const double l_774 = l_16 + l_19;
const uint32 l_775 = reinterpret_cast<uint32 const&>(l_15);
const double l_776 = double(l_15);
l_mut_122 = l_776;
const uint32 l_777 = l_775 & uint32(2139095040);
const bool l_778 = l_777 == uint32(0);
if (l_778) {
const uint32 l_779 = l_775 & uint32(8388607);
const double l_780 = double(l_779);
const double l_781 = l_780 * double(1.401298464324817e-45);
l_mut_122 = l_781;
const uint32 l_782 = l_775 >> uint32(31);
const bool l_783 = l_782 == uint32(1);
if (l_783) {
const double l_784 = -l_mut_122;
l_mut_122 = l_784;
}
}
const uint32 l_785 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_786 = l_785 + uint32(1);
l_mut_87 = l_786;
const uint32 l_787 = l_785 & uint32(2147483647);
const bool l_788 = l_787 == uint32(0);
if (l_788) {
l_mut_87 = uint32(1);
} else {
const uint32 l_789 = l_785 & uint32(2147483648);
const bool l_790 = l_789 != uint32(0);
if (l_790) {
const uint32 l_791 = l_785 - uint32(1);
l_mut_87 = l_791;
} else {
const bool l_792 = l_785 == uint32(2139095040);
if (l_792) {
l_mut_87 = l_785;
}
}
}
const float l_793 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_794 = reinterpret_cast<uint32 const&>(l_793);
const double l_795 = double(l_793);
l_mut_61 = l_795;
const uint32 l_796 = l_794 & uint32(2139095040);
const bool l_797 = l_796 == uint32(0);
if (l_797) {
const uint32 l_798 = l_794 & uint32(8388607);
const double l_799 = double(l_798);
const double l_800 = l_799 * double(1.401298464324817e-45);
l_mut_61 = l_800;
const uint32 l_801 = l_794 >> uint32(31);
const bool l_802 = l_801 == uint32(1);
if (l_802) {
const double l_803 = -l_mut_61;
l_mut_61 = l_803;
}
}
const uint32 l_804 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_805 = l_804 ^ uint32(2147483648);
const float l_806 = reinterpret_cast<float const&>(l_805);
const uint32 l_807 = reinterpret_cast<uint32 const&>(l_806);
const uint32 l_808 = l_807 + uint32(1);
l_mut_87 = l_808;
const uint32 l_809 = l_807 & uint32(2147483647);
const bool l_810 = l_809 == uint32(0);
if (l_810) {
l_mut_87 = uint32(1);
} else {
const uint32 l_811 = l_807 & uint32(2147483648);
const bool l_812 = l_811 != uint32(0);
if (l_812) {
const uint32 l_813 = l_807 - uint32(1);
l_mut_87 = l_813;
} else {
const bool l_814 = l_807 == uint32(2139095040);
if (l_814) {
l_mut_87 = l_807;
}
}
}
const float l_815 = reinterpret_cast<float const&>(l_mut_87);
const uint32 l_816 = reinterpret_cast<uint32 const&>(l_815);
const uint32 l_817 = l_816 ^ uint32(2147483648);
const float l_818 = reinterpret_cast<float const&>(l_817);
const uint32 l_819 = reinterpret_cast<uint32 const&>(l_818);
const double l_820 = double(l_818);
l_mut_38 = l_820;
const uint32 l_821 = l_819 & uint32(2139095040);
const bool l_822 = l_821 == uint32(0);
if (l_822) {
const uint32 l_823 = l_819 & uint32(8388607);
const double l_824 = double(l_823);
const double l_825 = l_824 * double(1.401298464324817e-45);
l_mut_38 = l_825;
const uint32 l_826 = l_819 >> uint32(31);
const bool l_827 = l_826 == uint32(1);
if (l_827) {
const double l_828 = -l_mut_38;
l_mut_38 = l_828;
}
}
const double l_829 = l_773 + l_772;
const bool l_830 = l_829 <= l_mut_122;
l_mut_142 = l_830;
const double l_831 = l_773 - l_772;
const bool l_832 = l_831 > l_mut_122;
l_mut_139 = l_832;
const double l_833 = l_774 - l_772;
const bool l_834 = l_833 >= l_mut_122;
l_mut_136 = l_834;
const double l_835 = l_774 + l_772;
const bool l_836 = l_835 < l_mut_122;
l_mut_133 = l_836;
if (l_13) {
const double l_837 = l_773 + l_772;
const bool l_838 = l_837 < l_mut_61;
l_mut_142 = l_838;
const double l_839 = l_773 - l_772;
const bool l_840 = l_839 >= l_mut_61;
l_mut_139 = l_840;
const double l_841 = l_774 - l_772;
const bool l_842 = l_841 > l_mut_38;
l_mut_136 = l_842;
const double l_843 = l_774 + l_772;
const bool l_844 = l_843 <= l_mut_38;
l_mut_133 = l_844;
}
l_mut_87 = uint32(2);
const bool l_845 = l_mut_139 || l_mut_133;
if (l_845) {
l_mut_87 = uint32(1);
} else {
const bool l_846 = l_mut_142 && l_mut_136;
if (l_846) {
l_mut_87 = uint32(0);
}
}
const uint32 l_847 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_848 = l_847 & uint32(2147483647);
const bool l_849 = l_848 == uint32(0);
if (l_849) {
const double l_850 = l_773 + l_772;
const bool l_851 = l_850 < double(1.1754943508222875e-38);
const double l_852 = l_774 - l_772;
const bool l_853 = l_852 > double(-1.1754943508222875e-38);
const bool l_854 = l_851 && l_853;
const double l_855 = l_773 - l_772;
const bool l_856 = l_855 < double(1.1754943508222875e-38);
const double l_857 = l_774 + l_772;
const bool l_858 = l_857 > double(-1.1754943508222875e-38);
const bool l_859 = l_856 && l_858;
if (l_854) {
l_mut_87 = uint32(0);
} else {
const bool l_860 = l_mut_87 == uint32(1);
const bool l_861 = l_859 && l_860;
if (l_861) {
l_mut_87 = uint32(2);
}
}
}
l_mut_31 = l_mut_87;
} else {
const double l_862 = abs(l_16);
l_mut_122 = double(1.401298464324817e-45);
const bool l_863 = l_862 >= double(1.1754943508222875e-38);
const bool l_864 = l_862 <= double(1.7976931348623157e308);
const bool l_865 = l_863 && l_864;
if (l_865) {
const uint64 l_866 = reinterpret_cast<uint64 const&>(l_862);
const uint64 l_867 = l_866 >> uint64(52);
const uint64 l_868 = l_867 - uint64(23);
const uint64 l_869 = l_868 << uint64(52);
const double l_870 = reinterpret_cast<double const&>(l_869);
l_mut_122 = l_870;
}
const double l_871 = l_22 * l_mut_122;
l_mut_87 = uint32(2);
const double l_872 = l_16 - l_29;
const double l_873 = abs(l_872);
l_mut_122 = double(1.401298464324817e-45);
const bool l_874 = l_873 >= double(1.1754943508222875e-38);
const bool l_875 = l_873 <= double(1.7976931348623157e308);
const bool l_876 = l_874 && l_875;
if (l_876) {
const uint64 l_877 = reinterpret_cast<uint64 const&>(l_873);
const uint64 l_878 = l_877 >> uint64(52);
const uint64 l_879 = l_878 - uint64(23);
const uint64 l_880 = l_879 << uint64(52);
const double l_881 = reinterpret_cast<double const&>(l_880);
l_mut_122 = l_881;
}
const double l_882 = l_16 + l_29;
const double l_883 = abs(l_882);
l_mut_61 = double(1.401298464324817e-45);
const bool l_884 = l_883 >= double(1.1754943508222875e-38);
const bool l_885 = l_883 <= double(1.7976931348623157e308);
const bool l_886 = l_884 && l_885;
if (l_886) {
const uint64 l_887 = reinterpret_cast<uint64 const&>(l_883);
const uint64 l_888 = l_887 >> uint64(52);
const uint64 l_889 = l_888 - uint64(23);
const uint64 l_890 = l_889 << uint64(52);
const double l_891 = reinterpret_cast<double const&>(l_890);
l_mut_61 = l_891;
}
const bool l_892 = l_mut_122 == l_mut_61;
if (l_892) {
const double l_893 = l_871 * double(1.4551915228366852e-11);
const double l_894 = l_29 + l_893;
const double l_895 = l_16 - l_871;
const double l_896 = l_16 + l_871;
const uint32 l_897 = reinterpret_cast<uint32 const&>(l_15);
const double l_898 = double(l_15);
l_mut_122 = l_898;
const uint32 l_899 = l_897 & uint32(2139095040);
const bool l_900 = l_899 == uint32(0);
if (l_900) {
const uint32 l_901 = l_897 & uint32(8388607);
const double l_902 = double(l_901);
const double l_903 = l_902 * double(1.401298464324817e-45);
l_mut_122 = l_903;
const uint32 l_904 = l_897 >> uint32(31);
const bool l_905 = l_904 == uint32(1);
if (l_905) {
const double l_906 = -l_mut_122;
l_mut_122 = l_906;
}
}
const uint32 l_907 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_908 = l_907 + uint32(1);
l_mut_48 = l_908;
const uint32 l_909 = l_907 & uint32(2147483647);
const bool l_910 = l_909 == uint32(0);
if (l_910) {
l_mut_48 = uint32(1);
} else {
const uint32 l_911 = l_907 & uint32(2147483648);
const bool l_912 = l_911 != uint32(0);
if (l_912) {
const uint32 l_913 = l_907 - uint32(1);
l_mut_48 = l_913;
} else {
const bool l_914 = l_907 == uint32(2139095040);
if (l_914) {
l_mut_48 = l_907;
}
}
}
const float l_915 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_916 = reinterpret_cast<uint32 const&>(l_915);
const double l_917 = double(l_915);
l_mut_61 = l_917;
const uint32 l_918 = l_916 & uint32(2139095040);
const bool l_919 = l_918 == uint32(0);
if (l_919) {
const uint32 l_920 = l_916 & uint32(8388607);
const double l_921 = double(l_920);
const double l_922 = l_921 * double(1.401298464324817e-45);
l_mut_61 = l_922;
const uint32 l_923 = l_916 >> uint32(31);
const bool l_924 = l_923 == uint32(1);
if (l_924) {
const double l_925 = -l_mut_61;
l_mut_61 = l_925;
}
}
const uint32 l_926 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_927 = l_926 ^ uint32(2147483648);
const float l_928 = reinterpret_cast<float const&>(l_927);
const uint32 l_929 = reinterpret_cast<uint32 const&>(l_928);
const uint32 l_930 = l_929 + uint32(1);
l_mut_48 = l_930;
const uint32 l_931 = l_929 & uint32(2147483647);
const bool l_932 = l_931 == uint32(0);
if (l_932) {
l_mut_48 = uint32(1);
} else {
const uint32 l_933 = l_929 & uint32(2147483648);
const bool l_934 = l_933 != uint32(0);
if (l_934) {
const uint32 l_935 = l_929 - uint32(1);
l_mut_48 = l_935;
} else {
const bool l_936 = l_929 == uint32(2139095040);
if (l_936) {
l_mut_48 = l_929;
}
}
}
const float l_937 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_938 = reinterpret_cast<uint32 const&>(l_937);
const uint32 l_939 = l_938 ^ uint32(2147483648);
const float l_940 = reinterpret_cast<float const&>(l_939);
const uint32 l_941 = reinterpret_cast<uint32 const&>(l_940);
const double l_942 = double(l_940);
l_mut_38 = l_942;
const uint32 l_943 = l_941 & uint32(2139095040);
const bool l_944 = l_943 == uint32(0);
if (l_944) {
const uint32 l_945 = l_941 & uint32(8388607);
const double l_946 = double(l_945);
const double l_947 = l_946 * double(1.401298464324817e-45);
l_mut_38 = l_947;
const uint32 l_948 = l_941 >> uint32(31);
const bool l_949 = l_948 == uint32(1);
if (l_949) {
const double l_950 = -l_mut_38;
l_mut_38 = l_950;
}
}
const double l_951 = l_895 + l_894;
const bool l_952 = l_951 <= l_mut_122;
l_mut_142 = l_952;
const double l_953 = l_895 - l_894;
const bool l_954 = l_953 > l_mut_122;
l_mut_139 = l_954;
const double l_955 = l_896 - l_894;
const bool l_956 = l_955 >= l_mut_122;
l_mut_136 = l_956;
const double l_957 = l_896 + l_894;
const bool l_958 = l_957 < l_mut_122;
l_mut_133 = l_958;
if (l_13) {
const double l_959 = l_895 + l_894;
const bool l_960 = l_959 < l_mut_61;
l_mut_142 = l_960;
const double l_961 = l_895 - l_894;
const bool l_962 = l_961 >= l_mut_61;
l_mut_139 = l_962;
const double l_963 = l_896 - l_894;
const bool l_964 = l_963 > l_mut_38;
l_mut_136 = l_964;
const double l_965 = l_896 + l_894;
const bool l_966 = l_965 <= l_mut_38;
l_mut_133 = l_966;
}
l_mut_48 = uint32(2);
const bool l_967 = l_mut_139 || l_mut_133;
if (l_967) {
l_mut_48 = uint32(1);
} else {
const bool l_968 = l_mut_142 && l_mut_136;
if (l_968) {
l_mut_48 = uint32(0);
}
}
const uint32 l_969 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_970 = l_969 & uint32(2147483647);
const bool l_971 = l_970 == uint32(0);
if (l_971) {
const double l_972 = l_895 + l_894;
const bool l_973 = l_972 < double(1.1754943508222875e-38);
const double l_974 = l_896 - l_894;
const bool l_975 = l_974 > double(-1.1754943508222875e-38);
const bool l_976 = l_973 && l_975;
const double l_977 = l_895 - l_894;
const bool l_978 = l_977 < double(1.1754943508222875e-38);
const double l_979 = l_896 + l_894;
const bool l_980 = l_979 > double(-1.1754943508222875e-38);
const bool l_981 = l_978 && l_980;
if (l_976) {
l_mut_48 = uint32(0);
} else {
const bool l_982 = l_mut_48 == uint32(1);
const bool l_983 = l_981 && l_982;
if (l_983) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
}
} else {
const bool l_984 = l_9 == uint32(14);
if (l_984) {
l_mut_31 = uint32(0);
const bool l_985 = l_26 > double(0.0);
if (l_985) {
const float l_986 = float(l_26);
const uint32 l_987 = reinterpret_cast<uint32 const&>(l_986);
const double l_988 = double(l_986);
l_mut_122 = l_988;
const uint32 l_989 = l_987 & uint32(2139095040);
const bool l_990 = l_989 == uint32(0);
if (l_990) {
const uint32 l_991 = l_987 & uint32(8388607);
const double l_992 = double(l_991);
const double l_993 = l_992 * double(1.401298464324817e-45);
l_mut_122 = l_993;
const uint32 l_994 = l_987 >> uint32(31);
const bool l_995 = l_994 == uint32(1);
if (l_995) {
const double l_996 = -l_mut_122;
l_mut_122 = l_996;
}
}
l_mut_61 = l_mut_122;
const bool l_997 = l_mut_122 < double(0.0);
if (l_997) {
const uint64 l_998 = reinterpret_cast<uint64 const&>(l_mut_122);
const uint64 l_999 = l_998 | uint64(9221120237041090560);
const double l_1000 = reinterpret_cast<double const&>(l_999);
l_mut_61 = l_1000;
} else {
const bool l_1001 = l_mut_122 == double(0.0);
if (l_1001) {
const double l_1002 = abs(l_mut_122);
const uint64 l_1003 = reinterpret_cast<uint64 const&>(l_1002);
const uint64 l_1004 = l_1003 | uint64(9218868437227405312);
const uint64 l_1005 = l_1004 & uint64(18442240474082181120);
const double l_1006 = reinterpret_cast<double const&>(l_1005);
const double l_1007 = -l_1006;
l_mut_61 = l_1007;
} else {
const uint32 l_1008 = reinterpret_cast<uint32 const&>(l_986);
const bool l_1009 = l_1008 < uint32(2139095040);
if (l_1009) {
const uint64 l_1010 = reinterpret_cast<uint64 const&>(l_mut_122);
const uint64 l_1011 = l_1010 >> uint64(52);
const uint64 l_1012 = l_1011 & uint64(2047);
const int32 l_1013 = int32(l_1012);
const int32 l_1014 = l_1013 - int32(1023);
l_mut_1015 = l_1014;
const uint64 l_1016 = l_1010 & uint64(4503599627370495);
const uint64 l_1017 = l_1016 | uint64(4607182418800017408);
const double l_1018 = reinterpret_cast<double const&>(l_1017);
l_mut_122 = l_1018;
const bool l_1019 = l_mut_122 > double(1.4142135623730951);
if (l_1019) {
l_mut_122 = l_mut_122 * double(0.5);
l_mut_1015 = l_mut_1015 + int32(1);
}
const double l_1020 = l_mut_122 - double(1.0);
const double l_1021 = double(2.0) + l_1020;
const double l_1022 = l_1020 / l_1021;
const double l_1023 = l_1022 * l_1022;
const double l_1024 = l_1023 * double(0.04);
const double l_1025 = l_1024 + double(0.043478260869565216);
l_mut_122 = l_1025;
const double l_1026 = l_mut_122 * l_1023;
const double l_1027 = l_1026 + double(0.047619047619047616);
l_mut_122 = l_1027;
const double l_1028 = l_mut_122 * l_1023;
const double l_1029 = l_1028 + double(0.05263157894736842);
l_mut_122 = l_1029;
const double l_1030 = l_mut_122 * l_1023;
const double l_1031 = l_1030 + double(0.058823529411764705);
l_mut_122 = l_1031;
const double l_1032 = l_mut_122 * l_1023;
const double l_1033 = l_1032 + double(0.06666666666666667);
l_mut_122 = l_1033;
const double l_1034 = l_mut_122 * l_1023;
const double l_1035 = l_1034 + double(0.07692307692307693);
l_mut_122 = l_1035;
const double l_1036 = l_mut_122 * l_1023;
const double l_1037 = l_1036 + double(0.09090909090909091);
l_mut_122 = l_1037;
const double l_1038 = l_mut_122 * l_1023;
const double l_1039 = l_1038 + double(0.1111111111111111);
l_mut_122 = l_1039;
const double l_1040 = l_mut_122 * l_1023;
const double l_1041 = l_1040 + double(0.14285714285714285);
l_mut_122 = l_1041;
const double l_1042 = l_mut_122 * l_1023;
const double l_1043 = l_1042 + double(0.2);
l_mut_122 = l_1043;
const double l_1044 = l_mut_122 * l_1023;
const double l_1045 = l_1044 + double(0.3333333333333333);
l_mut_122 = l_1045;
const double l_1046 = double(2.0) * l_1022;
const double l_1047 = double(2.0) * l_1022;
const double l_1048 = l_1047 * l_1023;
const double l_1049 = l_1048 * l_mut_122;
const double l_1050 = l_1046 + l_1049;
const double l_1051 = double(l_mut_1015);
const double l_1052 = l_1051 * double(0.6931471824645996);
const double l_1053 = l_1051 * double(-1.904654299957768e-9);
const double l_1054 = l_1053 + l_1050;
const double l_1055 = l_1052 + l_1054;
l_mut_61 = l_1055;
}
}
}
const double l_1056 = l_mut_61 / double(0.6931471805599453);
const double l_1057 = abs(l_1056);
const double l_1058 = l_19 * l_1057;
l_mut_122 = l_1058;
const bool l_1059 = l_26 >= double(0.5);
const bool l_1060 = l_26 <= double(2.0);
const bool l_1061 = l_1059 && l_1060;
if (l_1061) {
l_mut_122 = l_19;
}
const double l_1062 = abs(l_1056);
const double l_1063 = l_1062 * double(1.4551915228366852e-11);
const double l_1064 = double(1.0) + l_19;
const double l_1065 = l_1063 * l_1064;
const double l_1066 = l_1056 - l_mut_122;
const double l_1067 = l_1056 + l_mut_122;
const double l_1069 = l_1066 * l_22;
const double l_1070 = l_1066 * l_25;
const double l_1071 = l_1067 * l_22;
const double l_1072 = l_1067 * l_25;
l_arr_1068[uint32(0)] = l_1069;
l_arr_1068[uint32(1)] = l_1069;
const double l_1073 = l_arr_1068[uint32(0)];
const bool l_1074 = l_1070 < l_1073;
if (l_1074) {
l_arr_1068[uint32(0)] = l_1070;
}
const double l_1075 = l_arr_1068[uint32(0)];
const bool l_1076 = l_1071 < l_1075;
if (l_1076) {
l_arr_1068[uint32(0)] = l_1071;
}
const double l_1077 = l_arr_1068[uint32(0)];
const bool l_1078 = l_1072 < l_1077;
if (l_1078) {
l_arr_1068[uint32(0)] = l_1072;
}
const double l_1079 = l_arr_1068[uint32(1)];
const bool l_1080 = l_1070 > l_1079;
if (l_1080) {
l_arr_1068[uint32(1)] = l_1070;
}
const double l_1081 = l_arr_1068[uint32(1)];
const bool l_1082 = l_1071 > l_1081;
if (l_1082) {
l_arr_1068[uint32(1)] = l_1071;
}
const double l_1083 = l_arr_1068[uint32(1)];
const bool l_1084 = l_1072 > l_1083;
if (l_1084) {
l_arr_1068[uint32(1)] = l_1072;
}
const double l_1085 = l_1065 * l_25;
l_mut_87 = uint32(2);
const double l_1086 = l_arr_1068[uint32(0)];
const double l_1087 = l_1086 - l_1085;
const double l_1088 = l_1087 * double(7.1362384635298e44);
const double l_1089 = floor(l_1088);
const double l_1090 = l_1089 * double(1.401298464324817e-45);
l_mut_122 = l_1090;
const double l_1091 = abs(l_1087);
const bool l_1092 = l_1091 >= double(1.1754943508222875e-38);
if (l_1092) {
const float l_1093 = float(l_1087);
const double l_1094 = double(l_1093);
l_mut_122 = l_1094;
const bool l_1095 = l_mut_122 > l_1087;
if (l_1095) {
const uint32 l_1096 = reinterpret_cast<uint32 const&>(l_1093);
const uint32 l_1097 = l_1096 ^ uint32(2147483648);
const float l_1098 = reinterpret_cast<float const&>(l_1097);
const uint32 l_1099 = reinterpret_cast<uint32 const&>(l_1098);
const uint32 l_1100 = l_1099 + uint32(1);
l_mut_48 = l_1100;
const uint32 l_1101 = l_1099 & uint32(2147483647);
const bool l_1102 = l_1101 == uint32(0);
if (l_1102) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1103 = l_1099 & uint32(2147483648);
const bool l_1104 = l_1103 != uint32(0);
if (l_1104) {
const uint32 l_1105 = l_1099 - uint32(1);
l_mut_48 = l_1105;
} else {
const bool l_1106 = l_1099 == uint32(2139095040);
if (l_1106) {
l_mut_48 = l_1099;
}
}
}
const float l_1107 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1108 = reinterpret_cast<uint32 const&>(l_1107);
const uint32 l_1109 = l_1108 ^ uint32(2147483648);
const float l_1110 = reinterpret_cast<float const&>(l_1109);
const uint32 l_1111 = reinterpret_cast<uint32 const&>(l_1110);
const double l_1112 = double(l_1110);
l_mut_61 = l_1112;
const uint32 l_1113 = l_1111 & uint32(2139095040);
const bool l_1114 = l_1113 == uint32(0);
if (l_1114) {
const uint32 l_1115 = l_1111 & uint32(8388607);
const double l_1116 = double(l_1115);
const double l_1117 = l_1116 * double(1.401298464324817e-45);
l_mut_61 = l_1117;
const uint32 l_1118 = l_1111 >> uint32(31);
const bool l_1119 = l_1118 == uint32(1);
if (l_1119) {
const double l_1120 = -l_mut_61;
l_mut_61 = l_1120;
}
}
l_mut_122 = l_mut_61;
} else {
const uint32 l_1121 = reinterpret_cast<uint32 const&>(l_1093);
const uint32 l_1122 = l_1121 + uint32(1);
l_mut_48 = l_1122;
const uint32 l_1123 = l_1121 & uint32(2147483647);
const bool l_1124 = l_1123 == uint32(0);
if (l_1124) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1125 = l_1121 & uint32(2147483648);
const bool l_1126 = l_1125 != uint32(0);
if (l_1126) {
const uint32 l_1127 = l_1121 - uint32(1);
l_mut_48 = l_1127;
} else {
const bool l_1128 = l_1121 == uint32(2139095040);
if (l_1128) {
l_mut_48 = l_1121;
}
}
}
const float l_1129 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1130 = reinterpret_cast<uint32 const&>(l_1129);
const double l_1131 = double(l_1129);
l_mut_61 = l_1131;
const uint32 l_1132 = l_1130 & uint32(2139095040);
const bool l_1133 = l_1132 == uint32(0);
if (l_1133) {
const uint32 l_1134 = l_1130 & uint32(8388607);
const double l_1135 = double(l_1134);
const double l_1136 = l_1135 * double(1.401298464324817e-45);
l_mut_61 = l_1136;
const uint32 l_1137 = l_1130 >> uint32(31);
const bool l_1138 = l_1137 == uint32(1);
if (l_1138) {
const double l_1139 = -l_mut_61;
l_mut_61 = l_1139;
}
}
const bool l_1140 = l_mut_61 <= l_1087;
if (l_1140) {
const uint32 l_1141 = reinterpret_cast<uint32 const&>(l_1093);
const uint32 l_1142 = l_1141 + uint32(1);
l_mut_48 = l_1142;
const uint32 l_1143 = l_1141 & uint32(2147483647);
const bool l_1144 = l_1143 == uint32(0);
if (l_1144) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1145 = l_1141 & uint32(2147483648);
const bool l_1146 = l_1145 != uint32(0);
if (l_1146) {
const uint32 l_1147 = l_1141 - uint32(1);
l_mut_48 = l_1147;
} else {
const bool l_1148 = l_1141 == uint32(2139095040);
if (l_1148) {
l_mut_48 = l_1141;
}
}
}
const float l_1149 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1150 = reinterpret_cast<uint32 const&>(l_1149);
const double l_1151 = double(l_1149);
l_mut_61 = l_1151;
const uint32 l_1152 = l_1150 & uint32(2139095040);
const bool l_1153 = l_1152 == uint32(0);
if (l_1153) {
const uint32 l_1154 = l_1150 & uint32(8388607);
const double l_1155 = double(l_1154);
const double l_1156 = l_1155 * double(1.401298464324817e-45);
l_mut_61 = l_1156;
const uint32 l_1157 = l_1150 >> uint32(31);
const bool l_1158 = l_1157 == uint32(1);
if (l_1158) {
const double l_1159 = -l_mut_61;
l_mut_61 = l_1159;
}
}
l_mut_122 = l_mut_61;
}
}
}
const double l_1160 = l_1086 + l_1085;
const double l_1161 = l_1160 * double(7.1362384635298e44);
const double l_1162 = floor(l_1161);
const double l_1163 = l_1162 * double(1.401298464324817e-45);
l_mut_61 = l_1163;
const double l_1164 = abs(l_1160);
const bool l_1165 = l_1164 >= double(1.1754943508222875e-38);
if (l_1165) {
const float l_1166 = float(l_1160);
const double l_1167 = double(l_1166);
l_mut_61 = l_1167;
const bool l_1168 = l_mut_61 > l_1160;
if (l_1168) {
const uint32 l_1169 = reinterpret_cast<uint32 const&>(l_1166);
const uint32 l_1170 = l_1169 ^ uint32(2147483648);
const float l_1171 = reinterpret_cast<float const&>(l_1170);
const uint32 l_1172 = reinterpret_cast<uint32 const&>(l_1171);
const uint32 l_1173 = l_1172 + uint32(1);
l_mut_48 = l_1173;
const uint32 l_1174 = l_1172 & uint32(2147483647);
const bool l_1175 = l_1174 == uint32(0);
if (l_1175) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1176 = l_1172 & uint32(2147483648);
const bool l_1177 = l_1176 != uint32(0);
if (l_1177) {
const uint32 l_1178 = l_1172 - uint32(1);
l_mut_48 = l_1178;
} else {
const bool l_1179 = l_1172 == uint32(2139095040);
if (l_1179) {
l_mut_48 = l_1172;
}
}
}
const float l_1180 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1181 = reinterpret_cast<uint32 const&>(l_1180);
const uint32 l_1182 = l_1181 ^ uint32(2147483648);
const float l_1183 = reinterpret_cast<float const&>(l_1182);
const uint32 l_1184 = reinterpret_cast<uint32 const&>(l_1183);
const double l_1185 = double(l_1183);
l_mut_38 = l_1185;
const uint32 l_1186 = l_1184 & uint32(2139095040);
const bool l_1187 = l_1186 == uint32(0);
if (l_1187) {
const uint32 l_1188 = l_1184 & uint32(8388607);
const double l_1189 = double(l_1188);
const double l_1190 = l_1189 * double(1.401298464324817e-45);
l_mut_38 = l_1190;
const uint32 l_1191 = l_1184 >> uint32(31);
const bool l_1192 = l_1191 == uint32(1);
if (l_1192) {
const double l_1193 = -l_mut_38;
l_mut_38 = l_1193;
}
}
l_mut_61 = l_mut_38;
} else {
const uint32 l_1194 = reinterpret_cast<uint32 const&>(l_1166);
const uint32 l_1195 = l_1194 + uint32(1);
l_mut_48 = l_1195;
const uint32 l_1196 = l_1194 & uint32(2147483647);
const bool l_1197 = l_1196 == uint32(0);
if (l_1197) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1198 = l_1194 & uint32(2147483648);
const bool l_1199 = l_1198 != uint32(0);
if (l_1199) {
const uint32 l_1200 = l_1194 - uint32(1);
l_mut_48 = l_1200;
} else {
const bool l_1201 = l_1194 == uint32(2139095040);
if (l_1201) {
l_mut_48 = l_1194;
}
}
}
const float l_1202 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1203 = reinterpret_cast<uint32 const&>(l_1202);
const double l_1204 = double(l_1202);
l_mut_38 = l_1204;
const uint32 l_1205 = l_1203 & uint32(2139095040);
const bool l_1206 = l_1205 == uint32(0);
if (l_1206) {
const uint32 l_1207 = l_1203 & uint32(8388607);
const double l_1208 = double(l_1207);
const double l_1209 = l_1208 * double(1.401298464324817e-45);
l_mut_38 = l_1209;
const uint32 l_1210 = l_1203 >> uint32(31);
const bool l_1211 = l_1210 == uint32(1);
if (l_1211) {
const double l_1212 = -l_mut_38;
l_mut_38 = l_1212;
}
}
const bool l_1213 = l_mut_38 <= l_1160;
if (l_1213) {
const uint32 l_1214 = reinterpret_cast<uint32 const&>(l_1166);
const uint32 l_1215 = l_1214 + uint32(1);
l_mut_48 = l_1215;
const uint32 l_1216 = l_1214 & uint32(2147483647);
const bool l_1217 = l_1216 == uint32(0);
if (l_1217) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1218 = l_1214 & uint32(2147483648);
const bool l_1219 = l_1218 != uint32(0);
if (l_1219) {
const uint32 l_1220 = l_1214 - uint32(1);
l_mut_48 = l_1220;
} else {
const bool l_1221 = l_1214 == uint32(2139095040);
if (l_1221) {
l_mut_48 = l_1214;
}
}
}
const float l_1222 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1223 = reinterpret_cast<uint32 const&>(l_1222);
const double l_1224 = double(l_1222);
l_mut_38 = l_1224;
const uint32 l_1225 = l_1223 & uint32(2139095040);
const bool l_1226 = l_1225 == uint32(0);
if (l_1226) {
const uint32 l_1227 = l_1223 & uint32(8388607);
const double l_1228 = double(l_1227);
const double l_1229 = l_1228 * double(1.401298464324817e-45);
l_mut_38 = l_1229;
const uint32 l_1230 = l_1223 >> uint32(31);
const bool l_1231 = l_1230 == uint32(1);
if (l_1231) {
const double l_1232 = -l_mut_38;
l_mut_38 = l_1232;
}
}
l_mut_61 = l_mut_38;
}
}
}
const bool l_1233 = l_mut_122 == l_mut_61;
const double l_1234 = l_arr_1068[uint32(1)];
const double l_1235 = l_1234 - l_1085;
const double l_1236 = l_1235 * double(7.1362384635298e44);
const double l_1237 = floor(l_1236);
const double l_1238 = l_1237 * double(1.401298464324817e-45);
l_mut_122 = l_1238;
const double l_1239 = abs(l_1235);
const bool l_1240 = l_1239 >= double(1.1754943508222875e-38);
if (l_1240) {
const float l_1241 = float(l_1235);
const double l_1242 = double(l_1241);
l_mut_122 = l_1242;
const bool l_1243 = l_mut_122 > l_1235;
if (l_1243) {
const uint32 l_1244 = reinterpret_cast<uint32 const&>(l_1241);
const uint32 l_1245 = l_1244 ^ uint32(2147483648);
const float l_1246 = reinterpret_cast<float const&>(l_1245);
const uint32 l_1247 = reinterpret_cast<uint32 const&>(l_1246);
const uint32 l_1248 = l_1247 + uint32(1);
l_mut_48 = l_1248;
const uint32 l_1249 = l_1247 & uint32(2147483647);
const bool l_1250 = l_1249 == uint32(0);
if (l_1250) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1251 = l_1247 & uint32(2147483648);
const bool l_1252 = l_1251 != uint32(0);
if (l_1252) {
const uint32 l_1253 = l_1247 - uint32(1);
l_mut_48 = l_1253;
} else {
const bool l_1254 = l_1247 == uint32(2139095040);
if (l_1254) {
l_mut_48 = l_1247;
}
}
}
const float l_1255 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1256 = reinterpret_cast<uint32 const&>(l_1255);
const uint32 l_1257 = l_1256 ^ uint32(2147483648);
const float l_1258 = reinterpret_cast<float const&>(l_1257);
const uint32 l_1259 = reinterpret_cast<uint32 const&>(l_1258);
const double l_1260 = double(l_1258);
l_mut_61 = l_1260;
const uint32 l_1261 = l_1259 & uint32(2139095040);
const bool l_1262 = l_1261 == uint32(0);
if (l_1262) {
const uint32 l_1263 = l_1259 & uint32(8388607);
const double l_1264 = double(l_1263);
const double l_1265 = l_1264 * double(1.401298464324817e-45);
l_mut_61 = l_1265;
const uint32 l_1266 = l_1259 >> uint32(31);
const bool l_1267 = l_1266 == uint32(1);
if (l_1267) {
const double l_1268 = -l_mut_61;
l_mut_61 = l_1268;
}
}
l_mut_122 = l_mut_61;
} else {
const uint32 l_1269 = reinterpret_cast<uint32 const&>(l_1241);
const uint32 l_1270 = l_1269 + uint32(1);
l_mut_48 = l_1270;
const uint32 l_1271 = l_1269 & uint32(2147483647);
const bool l_1272 = l_1271 == uint32(0);
if (l_1272) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1273 = l_1269 & uint32(2147483648);
const bool l_1274 = l_1273 != uint32(0);
if (l_1274) {
const uint32 l_1275 = l_1269 - uint32(1);
l_mut_48 = l_1275;
} else {
const bool l_1276 = l_1269 == uint32(2139095040);
if (l_1276) {
l_mut_48 = l_1269;
}
}
}
const float l_1277 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1278 = reinterpret_cast<uint32 const&>(l_1277);
const double l_1279 = double(l_1277);
l_mut_61 = l_1279;
const uint32 l_1280 = l_1278 & uint32(2139095040);
const bool l_1281 = l_1280 == uint32(0);
if (l_1281) {
const uint32 l_1282 = l_1278 & uint32(8388607);
const double l_1283 = double(l_1282);
const double l_1284 = l_1283 * double(1.401298464324817e-45);
l_mut_61 = l_1284;
const uint32 l_1285 = l_1278 >> uint32(31);
const bool l_1286 = l_1285 == uint32(1);
if (l_1286) {
const double l_1287 = -l_mut_61;
l_mut_61 = l_1287;
}
}
const bool l_1288 = l_mut_61 <= l_1235;
if (l_1288) {
const uint32 l_1289 = reinterpret_cast<uint32 const&>(l_1241);
const uint32 l_1290 = l_1289 + uint32(1);
l_mut_48 = l_1290;
const uint32 l_1291 = l_1289 & uint32(2147483647);
const bool l_1292 = l_1291 == uint32(0);
if (l_1292) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1293 = l_1289 & uint32(2147483648);
const bool l_1294 = l_1293 != uint32(0);
if (l_1294) {
const uint32 l_1295 = l_1289 - uint32(1);
l_mut_48 = l_1295;
} else {
const bool l_1296 = l_1289 == uint32(2139095040);
if (l_1296) {
l_mut_48 = l_1289;
}
}
}
const float l_1297 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1298 = reinterpret_cast<uint32 const&>(l_1297);
const double l_1299 = double(l_1297);
l_mut_61 = l_1299;
const uint32 l_1300 = l_1298 & uint32(2139095040);
const bool l_1301 = l_1300 == uint32(0);
if (l_1301) {
const uint32 l_1302 = l_1298 & uint32(8388607);
const double l_1303 = double(l_1302);
const double l_1304 = l_1303 * double(1.401298464324817e-45);
l_mut_61 = l_1304;
const uint32 l_1305 = l_1298 >> uint32(31);
const bool l_1306 = l_1305 == uint32(1);
if (l_1306) {
const double l_1307 = -l_mut_61;
l_mut_61 = l_1307;
}
}
l_mut_122 = l_mut_61;
}
}
}
const double l_1308 = l_1234 + l_1085;
const double l_1309 = l_1308 * double(7.1362384635298e44);
const double l_1310 = floor(l_1309);
const double l_1311 = l_1310 * double(1.401298464324817e-45);
l_mut_61 = l_1311;
const double l_1312 = abs(l_1308);
const bool l_1313 = l_1312 >= double(1.1754943508222875e-38);
if (l_1313) {
const float l_1314 = float(l_1308);
const double l_1315 = double(l_1314);
l_mut_61 = l_1315;
const bool l_1316 = l_mut_61 > l_1308;
if (l_1316) {
const uint32 l_1317 = reinterpret_cast<uint32 const&>(l_1314);
const uint32 l_1318 = l_1317 ^ uint32(2147483648);
const float l_1319 = reinterpret_cast<float const&>(l_1318);
const uint32 l_1320 = reinterpret_cast<uint32 const&>(l_1319);
const uint32 l_1321 = l_1320 + uint32(1);
l_mut_48 = l_1321;
const uint32 l_1322 = l_1320 & uint32(2147483647);
const bool l_1323 = l_1322 == uint32(0);
if (l_1323) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1324 = l_1320 & uint32(2147483648);
const bool l_1325 = l_1324 != uint32(0);
if (l_1325) {
const uint32 l_1326 = l_1320 - uint32(1);
l_mut_48 = l_1326;
} else {
const bool l_1327 = l_1320 == uint32(2139095040);
if (l_1327) {
l_mut_48 = l_1320;
}
}
}
const float l_1328 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_1328);
const uint32 l_1330 = l_1329 ^ uint32(2147483648);
const float l_1331 = reinterpret_cast<float const&>(l_1330);
const uint32 l_1332 = reinterpret_cast<uint32 const&>(l_1331);
const double l_1333 = double(l_1331);
l_mut_38 = l_1333;
const uint32 l_1334 = l_1332 & uint32(2139095040);
const bool l_1335 = l_1334 == uint32(0);
if (l_1335) {
const uint32 l_1336 = l_1332 & uint32(8388607);
const double l_1337 = double(l_1336);
const double l_1338 = l_1337 * double(1.401298464324817e-45);
l_mut_38 = l_1338;
const uint32 l_1339 = l_1332 >> uint32(31);
const bool l_1340 = l_1339 == uint32(1);
if (l_1340) {
const double l_1341 = -l_mut_38;
l_mut_38 = l_1341;
}
}
l_mut_61 = l_mut_38;
} else {
const uint32 l_1342 = reinterpret_cast<uint32 const&>(l_1314);
const uint32 l_1343 = l_1342 + uint32(1);
l_mut_48 = l_1343;
const uint32 l_1344 = l_1342 & uint32(2147483647);
const bool l_1345 = l_1344 == uint32(0);
if (l_1345) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1346 = l_1342 & uint32(2147483648);
const bool l_1347 = l_1346 != uint32(0);
if (l_1347) {
const uint32 l_1348 = l_1342 - uint32(1);
l_mut_48 = l_1348;
} else {
const bool l_1349 = l_1342 == uint32(2139095040);
if (l_1349) {
l_mut_48 = l_1342;
}
}
}
const float l_1350 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1351 = reinterpret_cast<uint32 const&>(l_1350);
const double l_1352 = double(l_1350);
l_mut_38 = l_1352;
const uint32 l_1353 = l_1351 & uint32(2139095040);
const bool l_1354 = l_1353 == uint32(0);
if (l_1354) {
const uint32 l_1355 = l_1351 & uint32(8388607);
const double l_1356 = double(l_1355);
const double l_1357 = l_1356 * double(1.401298464324817e-45);
l_mut_38 = l_1357;
const uint32 l_1358 = l_1351 >> uint32(31);
const bool l_1359 = l_1358 == uint32(1);
if (l_1359) {
const double l_1360 = -l_mut_38;
l_mut_38 = l_1360;
}
}
const bool l_1361 = l_mut_38 <= l_1308;
if (l_1361) {
const uint32 l_1362 = reinterpret_cast<uint32 const&>(l_1314);
const uint32 l_1363 = l_1362 + uint32(1);
l_mut_48 = l_1363;
const uint32 l_1364 = l_1362 & uint32(2147483647);
const bool l_1365 = l_1364 == uint32(0);
if (l_1365) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1366 = l_1362 & uint32(2147483648);
const bool l_1367 = l_1366 != uint32(0);
if (l_1367) {
const uint32 l_1368 = l_1362 - uint32(1);
l_mut_48 = l_1368;
} else {
const bool l_1369 = l_1362 == uint32(2139095040);
if (l_1369) {
l_mut_48 = l_1362;
}
}
}
const float l_1370 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1370);
const double l_1372 = double(l_1370);
l_mut_38 = l_1372;
const uint32 l_1373 = l_1371 & uint32(2139095040);
const bool l_1374 = l_1373 == uint32(0);
if (l_1374) {
const uint32 l_1375 = l_1371 & uint32(8388607);
const double l_1376 = double(l_1375);
const double l_1377 = l_1376 * double(1.401298464324817e-45);
l_mut_38 = l_1377;
const uint32 l_1378 = l_1371 >> uint32(31);
const bool l_1379 = l_1378 == uint32(1);
if (l_1379) {
const double l_1380 = -l_mut_38;
l_mut_38 = l_1380;
}
}
l_mut_61 = l_mut_38;
}
}
}
const bool l_1381 = l_mut_122 == l_mut_61;
const bool l_1382 = l_1233 && l_1381;
if (l_1382) {
const double l_1383 = l_arr_1068[uint32(0)];
const double l_1384 = l_1383 * double(7.1362384635298e44);
const double l_1385 = floor(l_1384);
const double l_1386 = l_1385 * double(1.401298464324817e-45);
l_mut_122 = l_1386;
const double l_1387 = abs(l_1383);
const bool l_1388 = l_1387 >= double(1.1754943508222875e-38);
if (l_1388) {
const float l_1389 = float(l_1383);
const double l_1390 = double(l_1389);
l_mut_122 = l_1390;
const bool l_1391 = l_mut_122 > l_1383;
if (l_1391) {
const uint32 l_1392 = reinterpret_cast<uint32 const&>(l_1389);
const uint32 l_1393 = l_1392 ^ uint32(2147483648);
const float l_1394 = reinterpret_cast<float const&>(l_1393);
const uint32 l_1395 = reinterpret_cast<uint32 const&>(l_1394);
const uint32 l_1396 = l_1395 + uint32(1);
l_mut_48 = l_1396;
const uint32 l_1397 = l_1395 & uint32(2147483647);
const bool l_1398 = l_1397 == uint32(0);
if (l_1398) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1399 = l_1395 & uint32(2147483648);
const bool l_1400 = l_1399 != uint32(0);
if (l_1400) {
const uint32 l_1401 = l_1395 - uint32(1);
l_mut_48 = l_1401;
} else {
const bool l_1402 = l_1395 == uint32(2139095040);
if (l_1402) {
l_mut_48 = l_1395;
}
}
}
const float l_1403 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1404 = reinterpret_cast<uint32 const&>(l_1403);
const uint32 l_1405 = l_1404 ^ uint32(2147483648);
const float l_1406 = reinterpret_cast<float const&>(l_1405);
const uint32 l_1407 = reinterpret_cast<uint32 const&>(l_1406);
const double l_1408 = double(l_1406);
l_mut_61 = l_1408;
const uint32 l_1409 = l_1407 & uint32(2139095040);
const bool l_1410 = l_1409 == uint32(0);
if (l_1410) {
const uint32 l_1411 = l_1407 & uint32(8388607);
const double l_1412 = double(l_1411);
const double l_1413 = l_1412 * double(1.401298464324817e-45);
l_mut_61 = l_1413;
const uint32 l_1414 = l_1407 >> uint32(31);
const bool l_1415 = l_1414 == uint32(1);
if (l_1415) {
const double l_1416 = -l_mut_61;
l_mut_61 = l_1416;
}
}
l_mut_122 = l_mut_61;
} else {
const uint32 l_1417 = reinterpret_cast<uint32 const&>(l_1389);
const uint32 l_1418 = l_1417 + uint32(1);
l_mut_48 = l_1418;
const uint32 l_1419 = l_1417 & uint32(2147483647);
const bool l_1420 = l_1419 == uint32(0);
if (l_1420) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1421 = l_1417 & uint32(2147483648);
const bool l_1422 = l_1421 != uint32(0);
if (l_1422) {
const uint32 l_1423 = l_1417 - uint32(1);
l_mut_48 = l_1423;
} else {
const bool l_1424 = l_1417 == uint32(2139095040);
if (l_1424) {
l_mut_48 = l_1417;
}
}
}
const float l_1425 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1426 = reinterpret_cast<uint32 const&>(l_1425);
const double l_1427 = double(l_1425);
l_mut_61 = l_1427;
const uint32 l_1428 = l_1426 & uint32(2139095040);
const bool l_1429 = l_1428 == uint32(0);
if (l_1429) {
const uint32 l_1430 = l_1426 & uint32(8388607);
const double l_1431 = double(l_1430);
const double l_1432 = l_1431 * double(1.401298464324817e-45);
l_mut_61 = l_1432;
const uint32 l_1433 = l_1426 >> uint32(31);
const bool l_1434 = l_1433 == uint32(1);
if (l_1434) {
const double l_1435 = -l_mut_61;
l_mut_61 = l_1435;
}
}
const bool l_1436 = l_mut_61 <= l_1383;
if (l_1436) {
const uint32 l_1437 = reinterpret_cast<uint32 const&>(l_1389);
const uint32 l_1438 = l_1437 + uint32(1);
l_mut_48 = l_1438;
const uint32 l_1439 = l_1437 & uint32(2147483647);
const bool l_1440 = l_1439 == uint32(0);
if (l_1440) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1441 = l_1437 & uint32(2147483648);
const bool l_1442 = l_1441 != uint32(0);
if (l_1442) {
const uint32 l_1443 = l_1437 - uint32(1);
l_mut_48 = l_1443;
} else {
const bool l_1444 = l_1437 == uint32(2139095040);
if (l_1444) {
l_mut_48 = l_1437;
}
}
}
const float l_1445 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1446 = reinterpret_cast<uint32 const&>(l_1445);
const double l_1447 = double(l_1445);
l_mut_61 = l_1447;
const uint32 l_1448 = l_1446 & uint32(2139095040);
const bool l_1449 = l_1448 == uint32(0);
if (l_1449) {
const uint32 l_1450 = l_1446 & uint32(8388607);
const double l_1451 = double(l_1450);
const double l_1452 = l_1451 * double(1.401298464324817e-45);
l_mut_61 = l_1452;
const uint32 l_1453 = l_1446 >> uint32(31);
const bool l_1454 = l_1453 == uint32(1);
if (l_1454) {
const double l_1455 = -l_mut_61;
l_mut_61 = l_1455;
}
}
l_mut_122 = l_mut_61;
}
}
}
const double l_1456 = l_arr_1068[uint32(1)];
const double l_1457 = -l_1456;
const double l_1458 = l_1457 * double(7.1362384635298e44);
const double l_1459 = floor(l_1458);
const double l_1460 = l_1459 * double(1.401298464324817e-45);
l_mut_61 = l_1460;
const double l_1461 = abs(l_1457);
const bool l_1462 = l_1461 >= double(1.1754943508222875e-38);
if (l_1462) {
const float l_1463 = float(l_1457);
const double l_1464 = double(l_1463);
l_mut_61 = l_1464;
const bool l_1465 = l_mut_61 > l_1457;
if (l_1465) {
const uint32 l_1466 = reinterpret_cast<uint32 const&>(l_1463);
const uint32 l_1467 = l_1466 ^ uint32(2147483648);
const float l_1468 = reinterpret_cast<float const&>(l_1467);
const uint32 l_1469 = reinterpret_cast<uint32 const&>(l_1468);
const uint32 l_1470 = l_1469 + uint32(1);
l_mut_48 = l_1470;
const uint32 l_1471 = l_1469 & uint32(2147483647);
const bool l_1472 = l_1471 == uint32(0);
if (l_1472) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1473 = l_1469 & uint32(2147483648);
const bool l_1474 = l_1473 != uint32(0);
if (l_1474) {
const uint32 l_1475 = l_1469 - uint32(1);
l_mut_48 = l_1475;
} else {
const bool l_1476 = l_1469 == uint32(2139095040);
if (l_1476) {
l_mut_48 = l_1469;
}
}
}
const float l_1477 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1478 = reinterpret_cast<uint32 const&>(l_1477);
const uint32 l_1479 = l_1478 ^ uint32(2147483648);
const float l_1480 = reinterpret_cast<float const&>(l_1479);
const uint32 l_1481 = reinterpret_cast<uint32 const&>(l_1480);
const double l_1482 = double(l_1480);
l_mut_38 = l_1482;
const uint32 l_1483 = l_1481 & uint32(2139095040);
const bool l_1484 = l_1483 == uint32(0);
if (l_1484) {
const uint32 l_1485 = l_1481 & uint32(8388607);
const double l_1486 = double(l_1485);
const double l_1487 = l_1486 * double(1.401298464324817e-45);
l_mut_38 = l_1487;
const uint32 l_1488 = l_1481 >> uint32(31);
const bool l_1489 = l_1488 == uint32(1);
if (l_1489) {
const double l_1490 = -l_mut_38;
l_mut_38 = l_1490;
}
}
l_mut_61 = l_mut_38;
} else {
const uint32 l_1491 = reinterpret_cast<uint32 const&>(l_1463);
const uint32 l_1492 = l_1491 + uint32(1);
l_mut_48 = l_1492;
const uint32 l_1493 = l_1491 & uint32(2147483647);
const bool l_1494 = l_1493 == uint32(0);
if (l_1494) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1495 = l_1491 & uint32(2147483648);
const bool l_1496 = l_1495 != uint32(0);
if (l_1496) {
const uint32 l_1497 = l_1491 - uint32(1);
l_mut_48 = l_1497;
} else {
const bool l_1498 = l_1491 == uint32(2139095040);
if (l_1498) {
l_mut_48 = l_1491;
}
}
}
const float l_1499 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1500 = reinterpret_cast<uint32 const&>(l_1499);
const double l_1501 = double(l_1499);
l_mut_38 = l_1501;
const uint32 l_1502 = l_1500 & uint32(2139095040);
const bool l_1503 = l_1502 == uint32(0);
if (l_1503) {
const uint32 l_1504 = l_1500 & uint32(8388607);
const double l_1505 = double(l_1504);
const double l_1506 = l_1505 * double(1.401298464324817e-45);
l_mut_38 = l_1506;
const uint32 l_1507 = l_1500 >> uint32(31);
const bool l_1508 = l_1507 == uint32(1);
if (l_1508) {
const double l_1509 = -l_mut_38;
l_mut_38 = l_1509;
}
}
const bool l_1510 = l_mut_38 <= l_1457;
if (l_1510) {
const uint32 l_1511 = reinterpret_cast<uint32 const&>(l_1463);
const uint32 l_1512 = l_1511 + uint32(1);
l_mut_48 = l_1512;
const uint32 l_1513 = l_1511 & uint32(2147483647);
const bool l_1514 = l_1513 == uint32(0);
if (l_1514) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1515 = l_1511 & uint32(2147483648);
const bool l_1516 = l_1515 != uint32(0);
if (l_1516) {
const uint32 l_1517 = l_1511 - uint32(1);
l_mut_48 = l_1517;
} else {
const bool l_1518 = l_1511 == uint32(2139095040);
if (l_1518) {
l_mut_48 = l_1511;
}
}
}
const float l_1519 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1520 = reinterpret_cast<uint32 const&>(l_1519);
const double l_1521 = double(l_1519);
l_mut_38 = l_1521;
const uint32 l_1522 = l_1520 & uint32(2139095040);
const bool l_1523 = l_1522 == uint32(0);
if (l_1523) {
const uint32 l_1524 = l_1520 & uint32(8388607);
const double l_1525 = double(l_1524);
const double l_1526 = l_1525 * double(1.401298464324817e-45);
l_mut_38 = l_1526;
const uint32 l_1527 = l_1520 >> uint32(31);
const bool l_1528 = l_1527 == uint32(1);
if (l_1528) {
const double l_1529 = -l_mut_38;
l_mut_38 = l_1529;
}
}
l_mut_61 = l_mut_38;
}
}
}
const double l_1530 = -l_mut_61;
const uint32 l_1531 = reinterpret_cast<uint32 const&>(l_15);
const double l_1532 = double(l_15);
l_mut_61 = l_1532;
const uint32 l_1533 = l_1531 & uint32(2139095040);
const bool l_1534 = l_1533 == uint32(0);
if (l_1534) {
const uint32 l_1535 = l_1531 & uint32(8388607);
const double l_1536 = double(l_1535);
const double l_1537 = l_1536 * double(1.401298464324817e-45);
l_mut_61 = l_1537;
const uint32 l_1538 = l_1531 >> uint32(31);
const bool l_1539 = l_1538 == uint32(1);
if (l_1539) {
const double l_1540 = -l_mut_61;
l_mut_61 = l_1540;
}
}
const uint32 l_1541 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1542 = l_1541 + uint32(1);
l_mut_48 = l_1542;
const uint32 l_1543 = l_1541 & uint32(2147483647);
const bool l_1544 = l_1543 == uint32(0);
if (l_1544) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1545 = l_1541 & uint32(2147483648);
const bool l_1546 = l_1545 != uint32(0);
if (l_1546) {
const uint32 l_1547 = l_1541 - uint32(1);
l_mut_48 = l_1547;
} else {
const bool l_1548 = l_1541 == uint32(2139095040);
if (l_1548) {
l_mut_48 = l_1541;
}
}
}
const float l_1549 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1550 = reinterpret_cast<uint32 const&>(l_1549);
const double l_1551 = double(l_1549);
l_mut_38 = l_1551;
const uint32 l_1552 = l_1550 & uint32(2139095040);
const bool l_1553 = l_1552 == uint32(0);
if (l_1553) {
const uint32 l_1554 = l_1550 & uint32(8388607);
const double l_1555 = double(l_1554);
const double l_1556 = l_1555 * double(1.401298464324817e-45);
l_mut_38 = l_1556;
const uint32 l_1557 = l_1550 >> uint32(31);
const bool l_1558 = l_1557 == uint32(1);
if (l_1558) {
const double l_1559 = -l_mut_38;
l_mut_38 = l_1559;
}
}
const uint32 l_1560 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1561 = l_1560 ^ uint32(2147483648);
const float l_1562 = reinterpret_cast<float const&>(l_1561);
const uint32 l_1563 = reinterpret_cast<uint32 const&>(l_1562);
const uint32 l_1564 = l_1563 + uint32(1);
l_mut_48 = l_1564;
const uint32 l_1565 = l_1563 & uint32(2147483647);
const bool l_1566 = l_1565 == uint32(0);
if (l_1566) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1567 = l_1563 & uint32(2147483648);
const bool l_1568 = l_1567 != uint32(0);
if (l_1568) {
const uint32 l_1569 = l_1563 - uint32(1);
l_mut_48 = l_1569;
} else {
const bool l_1570 = l_1563 == uint32(2139095040);
if (l_1570) {
l_mut_48 = l_1563;
}
}
}
const float l_1571 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1572 = reinterpret_cast<uint32 const&>(l_1571);
const uint32 l_1573 = l_1572 ^ uint32(2147483648);
const float l_1574 = reinterpret_cast<float const&>(l_1573);
const uint32 l_1575 = reinterpret_cast<uint32 const&>(l_1574);
const double l_1576 = double(l_1574);
l_mut_1577 = l_1576;
const uint32 l_1578 = l_1575 & uint32(2139095040);
const bool l_1579 = l_1578 == uint32(0);
if (l_1579) {
const uint32 l_1580 = l_1575 & uint32(8388607);
const double l_1581 = double(l_1580);
const double l_1582 = l_1581 * double(1.401298464324817e-45);
l_mut_1577 = l_1582;
const uint32 l_1583 = l_1575 >> uint32(31);
const bool l_1584 = l_1583 == uint32(1);
if (l_1584) {
const double l_1585 = -l_mut_1577;
l_mut_1577 = l_1585;
}
}
const double l_1586 = l_mut_122 + double(0.0);
const bool l_1587 = l_1586 <= l_mut_61;
l_mut_142 = l_1587;
const double l_1588 = l_mut_122 - double(0.0);
const bool l_1589 = l_1588 > l_mut_61;
l_mut_139 = l_1589;
const double l_1590 = l_1530 - double(0.0);
const bool l_1591 = l_1590 >= l_mut_61;
l_mut_136 = l_1591;
const double l_1592 = l_1530 + double(0.0);
const bool l_1593 = l_1592 < l_mut_61;
l_mut_133 = l_1593;
l_mut_48 = uint32(2);
const bool l_1594 = l_mut_139 || l_mut_133;
if (l_1594) {
l_mut_48 = uint32(1);
} else {
const bool l_1595 = l_mut_142 && l_mut_136;
if (l_1595) {
l_mut_48 = uint32(0);
}
}
const uint32 l_1596 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_1597 = l_1596 & uint32(2147483647);
const bool l_1598 = l_1597 == uint32(0);
if (l_1598) {
const double l_1599 = l_mut_122 + double(0.0);
const bool l_1600 = l_1599 < double(1.1754943508222875e-38);
const double l_1601 = l_1530 - double(0.0);
const bool l_1602 = l_1601 > double(-1.1754943508222875e-38);
const bool l_1603 = l_1600 && l_1602;
const double l_1604 = l_mut_122 - double(0.0);
const bool l_1605 = l_1604 < double(1.1754943508222875e-38);
const double l_1606 = l_1530 + double(0.0);
const bool l_1607 = l_1606 > double(-1.1754943508222875e-38);
const bool l_1608 = l_1605 && l_1607;
if (l_1603) {
l_mut_48 = uint32(0);
} else {
const bool l_1609 = l_mut_48 == uint32(1);
const bool l_1610 = l_1608 && l_1609;
if (l_1610) {
l_mut_48 = uint32(2);
}
}
}
l_mut_87 = l_mut_48;
}
l_mut_31 = l_mut_87;
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
const uint32 l_1611 = l_arr_30[uint32(0)];
const bool l_1612 = l_1611 == uint32(0);
if (l_1612) {
l_mut_31 = uint32(2);
}
const uint32 l_1683 = info.static_meta[uint32(7)];
const uint32 l_1684 = l_1683 * uint32(1);
const bool l_1685 = l_7 < l_1684;
if (l_1685) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
