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

uint32 l_arr_428[1];

uint32 l_arr_10[8];

bool l_mut_136;
bool l_mut_537;
bool l_mut_540;
bool l_mut_543;
bool l_mut_546;
double l_mut_252;
double l_mut_31;
double l_mut_47;
double l_mut_57;
double l_mut_84;
float l_mut_25;
int32 l_mut_197;
uint32 l_mut_429;
uint32 l_mut_445;
uint32 l_mut_486;
uint32 l_mut_68;
uint64 l_mut_153;
uint64 l_mut_182;
uint64 l_mut_194;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1585 = info.static_meta[uint32(7)];
const uint32 l_1586 = l_1585 * uint32(1);
const bool l_1587 = uint32(0) < l_1586;
if (l_1587) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1571 = info.static_meta[uint32(0)];
const uint32 l_1572 = l_1571 * uint32(1);
const bool l_1573 = uint32(1) < l_1572;
const uint32 l_1574 = l_1572 - uint32(1);
const uint32 l_1575 = min(uint32(1), l_1574);
const uint32 l_1576 = buffer_0[l_1575];
const uint32 l_1577 = (l_1573) ? l_1576 : uint32(0);
const uint32 l_1 = l_1577;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1578 = info.static_meta[uint32(0)];
const uint32 l_1579 = l_1578 * uint32(1);
const bool l_1580 = uint32(2) < l_1579;
const uint32 l_1581 = l_1579 - uint32(1);
const uint32 l_1582 = min(uint32(2), l_1581);
const uint32 l_1583 = buffer_0[l_1582];
const uint32 l_1584 = (l_1580) ? l_1583 : uint32(0);
const uint32 l_3 = l_1584;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1588 = info.static_meta[uint32(0)];
const uint32 l_1589 = l_1588 * uint32(1);
const bool l_1590 = uint32(2) < l_1589;
const uint32 l_1591 = l_1589 - uint32(1);
const uint32 l_1592 = min(uint32(2), l_1591);
const uint32 l_1593 = buffer_0[l_1592];
const uint32 l_1594 = (l_1590) ? l_1593 : uint32(0);
const uint32 l_6 = l_1594;
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
const uint32 l_1595 = info.static_meta[uint32(3)];
const uint32 l_1596 = l_1595 * uint32(1);
const bool l_1597 = uint32(1024) < l_1596;
const uint32 l_1598 = l_1596 - uint32(1);
const uint32 l_1599 = min(uint32(1024), l_1598);
const uint32 l_1600 = buffer_3[l_1599];
const uint32 l_1601 = (l_1597) ? l_1600 : uint32(0);
const uint32 l_18 = l_1601;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_1602 = info.static_meta[uint32(0)];
const uint32 l_1603 = l_1602 * uint32(1);
const bool l_1604 = uint32(0) < l_1603;
const uint32 l_1605 = l_1603 - uint32(1);
const uint32 l_1606 = min(uint32(0), l_1605);
const uint32 l_1607 = buffer_0[l_1606];
const uint32 l_1608 = (l_1604) ? l_1607 : uint32(0);
const uint32 l_22 = l_1608;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = cos(l_24);
l_mut_25 = l_26;
const uint32 l_27 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_28 = l_27 & uint32(2147483647);
const float l_29 = reinterpret_cast<float const&>(l_28);
const double l_30 = double(l_29);
l_mut_31 = l_30;
const bool l_32 = l_28 < uint32(8388608);
if (l_32) {
const double l_33 = double(l_28);
const double l_34 = l_33 * double(1.401298464324817e-45);
l_mut_31 = l_34;
}
const uint64 l_35 = reinterpret_cast<uint64 const&>(l_mut_31);
const uint32 l_36 = l_27 >> uint32(31);
const uint64 l_37 = uint64(l_36);
const uint64 l_38 = l_37 << uint64(63);
const uint64 l_39 = l_35 | l_38;
const double l_40 = reinterpret_cast<double const&>(l_39);
l_mut_31 = l_40;
const uint32 l_41 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_42 = l_41 & uint32(2147483647);
const double l_43 = double(l_24);
const uint64 l_44 = reinterpret_cast<uint64 const&>(l_43);
const uint64 l_45 = l_44 | uint64(9221120237041090560);
const double l_46 = reinterpret_cast<double const&>(l_45);
l_mut_47 = l_46;
const float l_48 = reinterpret_cast<float const&>(l_42);
const bool l_49 = l_48 < float(4.0);
if (l_49) {
const uint32 l_1609 = info.static_meta[uint32(3)];
const uint32 l_1610 = l_1609 * uint32(1);
const bool l_1611 = uint32(1024) < l_1610;
const uint32 l_1612 = l_1610 - uint32(1);
const uint32 l_1613 = min(uint32(1024), l_1612);
const uint32 l_1614 = buffer_3[l_1613];
const uint32 l_1615 = (l_1611) ? l_1614 : uint32(0);
const uint32 l_50 = l_1615;
const float l_51 = reinterpret_cast<float const&>(l_50);
const double l_52 = double(l_51);
const uint32 l_53 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_54 = l_53 & uint32(2147483647);
const float l_55 = reinterpret_cast<float const&>(l_54);
const double l_56 = double(l_55);
l_mut_57 = l_56;
const bool l_58 = l_54 < uint32(8388608);
if (l_58) {
const double l_59 = double(l_54);
const double l_60 = l_59 * double(1.401298464324817e-45);
l_mut_57 = l_60;
}
const uint64 l_61 = reinterpret_cast<uint64 const&>(l_mut_57);
const uint32 l_62 = l_53 >> uint32(31);
const uint64 l_63 = uint64(l_62);
const uint64 l_64 = l_63 << uint64(63);
const uint64 l_65 = l_61 | l_64;
const double l_66 = reinterpret_cast<double const&>(l_65);
const double l_67 = abs(l_66);
l_mut_57 = l_67;
l_mut_68 = uint32(0);
const bool l_69 = l_67 >= double(0.785);
if (l_69) {
const double l_70 = l_67 * double(0.6366197723675814);
const double l_71 = l_70 + double(0.5);
const double l_72 = floor(l_71);
const double l_73 = l_72 * double(1.570796325802803);
const double l_74 = l_67 - l_73;
const double l_75 = l_74 * l_52;
const double l_76 = l_72 * double(9.920935796805404e-10);
const double l_77 = l_75 - l_76;
l_mut_57 = l_77;
const uint32 l_78 = uint32(l_72);
l_mut_68 = l_78;
}
const uint32 l_79 = reinterpret_cast<uint32 const&>(l_24);
const bool l_80 = l_79 >= uint32(2147483648);
const double l_81 = l_mut_57 * l_mut_57;
const double l_82 = l_81 * double(1.9572941063391263e-20);
const double l_83 = double(8.22063524662433e-18) - l_82;
l_mut_84 = l_83;
const double l_85 = l_mut_84 * l_81;
const double l_86 = l_85 - double(2.8114572543455206e-15);
l_mut_84 = l_86;
const double l_87 = l_mut_84 * l_81;
const double l_88 = l_87 + double(7.647163731819816e-13);
l_mut_84 = l_88;
const double l_89 = l_mut_84 * l_81;
const double l_90 = l_89 - double(1.6059043836821613e-10);
l_mut_84 = l_90;
const double l_91 = l_mut_84 * l_81;
const double l_92 = l_91 + double(2.505210838544172e-8);
l_mut_84 = l_92;
const double l_93 = l_mut_84 * l_81;
const double l_94 = l_93 - double(2.7557319223985893e-6);
l_mut_84 = l_94;
const double l_95 = l_mut_84 * l_81;
const double l_96 = l_95 + double(0.0001984126984126984);
l_mut_84 = l_96;
const double l_97 = l_mut_84 * l_81;
const double l_98 = l_97 - double(0.008333333333333333);
l_mut_84 = l_98;
const double l_99 = l_mut_84 * l_81;
const double l_100 = l_99 + double(0.16666666666666666);
l_mut_84 = l_100;
const double l_101 = double(0.5) * l_81;
const double l_102 = double(1.0) - l_101;
const double l_103 = double(0.0) * l_102;
const double l_104 = l_mut_57 * l_81;
const double l_105 = l_104 * l_mut_84;
const double l_106 = l_103 - l_105;
const double l_107 = l_mut_57 + l_106;
const double l_108 = l_mut_57 * l_mut_57;
const double l_109 = l_108 * double(4.110317623312165e-19);
const double l_110 = l_109 - double(1.5619206968586225e-16);
l_mut_84 = l_110;
const double l_111 = l_mut_84 * l_108;
const double l_112 = l_111 + double(4.779477332387385e-14);
l_mut_84 = l_112;
const double l_113 = l_mut_84 * l_108;
const double l_114 = l_113 - double(1.1470745597729725e-11);
l_mut_84 = l_114;
const double l_115 = l_mut_84 * l_108;
const double l_116 = l_115 + double(2.08767569878681e-9);
l_mut_84 = l_116;
const double l_117 = l_mut_84 * l_108;
const double l_118 = l_117 - double(2.755731922398589e-7);
l_mut_84 = l_118;
const double l_119 = l_mut_84 * l_108;
const double l_120 = l_119 + double(2.48015873015873e-5);
l_mut_84 = l_120;
const double l_121 = l_mut_84 * l_108;
const double l_122 = l_121 - double(0.001388888888888889);
l_mut_84 = l_122;
const double l_123 = l_mut_84 * l_108;
const double l_124 = l_123 + double(0.041666666666666664);
l_mut_84 = l_124;
const double l_125 = double(0.5) * l_108;
const double l_126 = double(1.0) - l_125;
const double l_127 = l_108 * l_108;
const double l_128 = l_127 * l_mut_84;
const double l_129 = double(0.0) * l_mut_57;
const double l_130 = l_128 - l_129;
const double l_131 = l_126 + l_130;
const uint32 l_132 = l_mut_68 & uint32(1);
const bool l_133 = l_132 == uint32(1);
l_mut_84 = l_107;
const uint32 l_134 = l_mut_68 & uint32(2);
const bool l_135 = l_134 != uint32(0);
l_mut_136 = l_135;
l_mut_84 = l_131;
if (l_133) {
l_mut_84 = l_107;
}
const uint32 l_137 = l_mut_68 + uint32(1);
const uint32 l_138 = l_137 & uint32(2);
const bool l_139 = l_138 != uint32(0);
l_mut_136 = l_139;
const bool l_140 = bool(false) && l_80;
if (l_140) {
const bool l_141 = !l_mut_136;
l_mut_136 = l_141;
}
if (l_mut_136) {
const double l_142 = -l_mut_84;
l_mut_84 = l_142;
}
l_mut_47 = l_mut_84;
} else {
const bool l_143 = l_42 < uint32(2139095040);
if (l_143) {
const uint32 l_144 = l_42 & uint32(8388607);
const uint32 l_145 = l_144 | uint32(8388608);
const uint64 l_146 = uint64(l_145);
const uint32 l_147 = l_42 >> uint32(23);
const uint32 l_148 = l_147 * uint32(4);
const uint32 l_149 = l_148 + uint32(3);
const uint32 l_1616 = info.static_meta[uint32(3)];
const uint32 l_1617 = l_1616 * uint32(1);
const bool l_1618 = l_149 < l_1617;
const uint32 l_1619 = l_1617 - uint32(1);
const uint32 l_1620 = min(l_149, l_1619);
const uint32 l_1621 = buffer_3[l_1620];
const uint32 l_1622 = (l_1618) ? l_1621 : uint32(0);
const uint32 l_150 = l_1622;
const uint64 l_151 = uint64(l_150);
const uint64 l_152 = l_146 * l_151;
l_mut_153 = l_152;
const uint64 l_154 = l_mut_153 & uint64(4294967295);
const uint64 l_155 = l_mut_153 >> uint64(32);
const uint32 l_156 = l_148 + uint32(2);
const uint32 l_1623 = info.static_meta[uint32(3)];
const uint32 l_1624 = l_1623 * uint32(1);
const bool l_1625 = l_156 < l_1624;
const uint32 l_1626 = l_1624 - uint32(1);
const uint32 l_1627 = min(l_156, l_1626);
const uint32 l_1628 = buffer_3[l_1627];
const uint32 l_1629 = (l_1625) ? l_1628 : uint32(0);
const uint32 l_157 = l_1629;
const uint64 l_158 = uint64(l_157);
const uint64 l_159 = l_146 * l_158;
const uint64 l_160 = l_155 + l_159;
l_mut_153 = l_160;
const uint64 l_161 = l_mut_153 & uint64(4294967295);
const uint64 l_162 = l_mut_153 >> uint64(32);
const uint32 l_163 = l_148 + uint32(1);
const uint32 l_1630 = info.static_meta[uint32(3)];
const uint32 l_1631 = l_1630 * uint32(1);
const bool l_1632 = l_163 < l_1631;
const uint32 l_1633 = l_1631 - uint32(1);
const uint32 l_1634 = min(l_163, l_1633);
const uint32 l_1635 = buffer_3[l_1634];
const uint32 l_1636 = (l_1632) ? l_1635 : uint32(0);
const uint32 l_164 = l_1636;
const uint64 l_165 = uint64(l_164);
const uint64 l_166 = l_146 * l_165;
const uint64 l_167 = l_162 + l_166;
l_mut_153 = l_167;
const uint64 l_168 = l_mut_153 & uint64(4294967295);
const uint64 l_169 = l_mut_153 >> uint64(32);
const uint32 l_1637 = info.static_meta[uint32(3)];
const uint32 l_1638 = l_1637 * uint32(1);
const bool l_1639 = l_148 < l_1638;
const uint32 l_1640 = l_1638 - uint32(1);
const uint32 l_1641 = min(l_148, l_1640);
const uint32 l_1642 = buffer_3[l_1641];
const uint32 l_1643 = (l_1639) ? l_1642 : uint32(0);
const uint32 l_170 = l_1643;
const uint64 l_171 = uint64(l_170);
const uint64 l_172 = l_146 * l_171;
const uint64 l_173 = l_169 + l_172;
l_mut_153 = l_173;
const uint64 l_174 = l_mut_153 >> uint64(29);
const uint64 l_175 = l_174 & uint64(3);
const uint32 l_176 = uint32(l_175);
l_mut_68 = l_176;
const uint64 l_177 = l_mut_153 & uint64(536870911);
const uint64 l_178 = l_177 << uint64(32);
const uint64 l_179 = l_178 | l_168;
l_mut_153 = l_179;
const uint64 l_180 = l_161 << uint64(32);
const uint64 l_181 = l_180 | l_154;
l_mut_182 = l_181;
const bool l_183 = l_mut_153 >= uint64(1152921504606846976);
if (l_183) {
const uint32 l_184 = l_mut_68 + uint32(1);
const uint32 l_185 = l_184 & uint32(3);
l_mut_68 = l_185;
const bool l_186 = l_mut_182 != uint64(0);
const uint64 l_187 = uint64(l_186);
const uint64 l_188 = uint64(0) - l_mut_182;
l_mut_182 = l_188;
const uint64 l_189 = uint64(2305843009213693952) - l_mut_153;
const uint64 l_190 = l_189 - l_187;
l_mut_153 = l_190;
}
const uint32 l_191 = uint32(__clzll(int64(l_mut_182)));
const uint64 l_192 = uint64(l_191);
const uint64 l_193 = l_mut_182 << l_192;
l_mut_194 = l_193;
const int32 l_195 = int32(l_191);
const int32 l_196 = int32(0) - l_195;
l_mut_197 = l_196;
const bool l_198 = l_mut_153 != uint64(0);
if (l_198) {
const uint32 l_199 = uint32(__clzll(int64(l_mut_153)));
const uint64 l_200 = uint64(l_199);
const uint64 l_201 = l_mut_153 << l_200;
const uint32 l_202 = uint32(64) - l_199;
const uint64 l_203 = uint64(l_202);
const uint64 l_204 = l_mut_182 >> l_203;
const uint64 l_205 = l_201 | l_204;
l_mut_194 = l_205;
const int32 l_206 = int32(l_199);
const int32 l_207 = int32(64) - l_206;
l_mut_197 = l_207;
}
const uint64 l_208 = l_mut_194 >> uint64(32);
const uint64 l_209 = l_mut_194 & uint64(4294967295);
const uint64 l_210 = l_208 * uint64(560513588);
const uint64 l_211 = l_209 * uint64(3373259426);
const uint64 l_212 = l_209 * uint64(560513588);
const uint64 l_213 = l_212 >> uint64(32);
const uint64 l_214 = l_210 & uint64(4294967295);
const uint64 l_215 = l_213 + l_214;
const uint64 l_216 = l_211 & uint64(4294967295);
const uint64 l_217 = l_215 + l_216;
const uint64 l_218 = l_208 * uint64(3373259426);
const uint64 l_219 = l_210 >> uint64(32);
const uint64 l_220 = l_218 + l_219;
const uint64 l_221 = l_211 >> uint64(32);
const uint64 l_222 = l_220 + l_221;
const uint64 l_223 = l_217 >> uint64(32);
const uint64 l_224 = l_222 + l_223;
l_mut_194 = l_224;
const int32 l_225 = l_mut_197 - int32(124);
l_mut_197 = l_225;
const bool l_226 = l_mut_194 < uint64(9223372036854775808);
if (l_226) {
const uint64 l_227 = l_mut_194 << uint64(1);
const uint64 l_228 = l_217 >> uint64(31);
const uint64 l_229 = l_228 & uint64(1);
const uint64 l_230 = l_227 | l_229;
l_mut_194 = l_230;
l_mut_197 = l_mut_197 - int32(1);
}
const uint64 l_231 = l_mut_194 >> uint64(11);
const double l_232 = double(l_231);
const int32 l_233 = l_mut_197 + int32(11);
const int32 l_234 = l_233 + int32(1023);
const uint64 l_235 = uint64(l_234);
const uint64 l_236 = l_235 << uint64(52);
const double l_237 = reinterpret_cast<double const&>(l_236);
const double l_238 = l_232 * l_237;
l_mut_84 = l_238;
const uint64 l_239 = l_mut_194 & uint64(2047);
const double l_240 = double(l_239);
const int32 l_241 = l_mut_197 + int32(1023);
const uint64 l_242 = uint64(l_241);
const uint64 l_243 = l_242 << uint64(52);
const double l_244 = reinterpret_cast<double const&>(l_243);
const double l_245 = l_240 * l_244;
l_mut_57 = l_245;
if (l_183) {
const double l_246 = -l_mut_84;
l_mut_84 = l_246;
const double l_247 = -l_mut_57;
l_mut_57 = l_247;
}
const bool l_248 = l_41 >= uint32(2147483648);
const double l_249 = l_mut_84 * l_mut_84;
const double l_250 = l_249 * double(1.9572941063391263e-20);
const double l_251 = double(8.22063524662433e-18) - l_250;
l_mut_252 = l_251;
const double l_253 = l_mut_252 * l_249;
const double l_254 = l_253 - double(2.8114572543455206e-15);
l_mut_252 = l_254;
const double l_255 = l_mut_252 * l_249;
const double l_256 = l_255 + double(7.647163731819816e-13);
l_mut_252 = l_256;
const double l_257 = l_mut_252 * l_249;
const double l_258 = l_257 - double(1.6059043836821613e-10);
l_mut_252 = l_258;
const double l_259 = l_mut_252 * l_249;
const double l_260 = l_259 + double(2.505210838544172e-8);
l_mut_252 = l_260;
const double l_261 = l_mut_252 * l_249;
const double l_262 = l_261 - double(2.7557319223985893e-6);
l_mut_252 = l_262;
const double l_263 = l_mut_252 * l_249;
const double l_264 = l_263 + double(0.0001984126984126984);
l_mut_252 = l_264;
const double l_265 = l_mut_252 * l_249;
const double l_266 = l_265 - double(0.008333333333333333);
l_mut_252 = l_266;
const double l_267 = l_mut_252 * l_249;
const double l_268 = l_267 + double(0.16666666666666666);
l_mut_252 = l_268;
const double l_269 = double(0.5) * l_249;
const double l_270 = double(1.0) - l_269;
const double l_271 = l_mut_57 * l_270;
const double l_272 = l_mut_84 * l_249;
const double l_273 = l_272 * l_mut_252;
const double l_274 = l_271 - l_273;
const double l_275 = l_mut_84 + l_274;
const double l_276 = l_mut_84 * l_mut_84;
const double l_277 = l_276 * double(4.110317623312165e-19);
const double l_278 = l_277 - double(1.5619206968586225e-16);
l_mut_252 = l_278;
const double l_279 = l_mut_252 * l_276;
const double l_280 = l_279 + double(4.779477332387385e-14);
l_mut_252 = l_280;
const double l_281 = l_mut_252 * l_276;
const double l_282 = l_281 - double(1.1470745597729725e-11);
l_mut_252 = l_282;
const double l_283 = l_mut_252 * l_276;
const double l_284 = l_283 + double(2.08767569878681e-9);
l_mut_252 = l_284;
const double l_285 = l_mut_252 * l_276;
const double l_286 = l_285 - double(2.755731922398589e-7);
l_mut_252 = l_286;
const double l_287 = l_mut_252 * l_276;
const double l_288 = l_287 + double(2.48015873015873e-5);
l_mut_252 = l_288;
const double l_289 = l_mut_252 * l_276;
const double l_290 = l_289 - double(0.001388888888888889);
l_mut_252 = l_290;
const double l_291 = l_mut_252 * l_276;
const double l_292 = l_291 + double(0.041666666666666664);
l_mut_252 = l_292;
const double l_293 = double(0.5) * l_276;
const double l_294 = double(1.0) - l_293;
const double l_295 = l_276 * l_276;
const double l_296 = l_295 * l_mut_252;
const double l_297 = l_mut_57 * l_mut_84;
const double l_298 = l_296 - l_297;
const double l_299 = l_294 + l_298;
const uint32 l_300 = l_mut_68 & uint32(1);
const bool l_301 = l_300 == uint32(1);
l_mut_252 = l_275;
const uint32 l_302 = l_mut_68 & uint32(2);
const bool l_303 = l_302 != uint32(0);
l_mut_136 = l_303;
l_mut_252 = l_299;
if (l_301) {
l_mut_252 = l_275;
}
const uint32 l_304 = l_mut_68 + uint32(1);
const uint32 l_305 = l_304 & uint32(2);
const bool l_306 = l_305 != uint32(0);
l_mut_136 = l_306;
const bool l_307 = bool(false) && l_248;
if (l_307) {
const bool l_308 = !l_mut_136;
l_mut_136 = l_308;
}
if (l_mut_136) {
const double l_309 = -l_mut_252;
l_mut_252 = l_309;
}
l_mut_47 = l_mut_252;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = uint32(4294967294);
const uint32 l_310 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_311 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_312 = l_311 & uint32(2139095040);
const bool l_313 = l_312 != uint32(2139095040);
const bool l_314 = l_312 == uint32(0);
const uint32 l_315 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_316 = l_315 & uint32(8388607);
const bool l_317 = l_316 != uint32(0);
const bool l_318 = l_314 && l_317;
const double l_319 = abs(l_mut_31);
const bool l_320 = l_mut_31 < double(0.0);
const uint32 l_321 = uint32(l_320);
const uint32 l_322 = uint32(2147483648) * l_321;
if (l_318) {
} else {
const bool l_323 = isnan(l_mut_31);
if (l_323) {
const uint32 l_324 = l_310 & uint32(2147483647);
const bool l_325 = l_324 > uint32(2139095040);
if (l_325) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_326 = l_319 >= double(3.402823669209385e38);
const bool l_327 = !l_313;
const bool l_328 = l_319 == double(0.0);
const bool l_329 = l_327 && l_328;
const bool l_330 = l_326 || l_329;
if (l_330) {
const bool l_331 = l_319 >= double(3.402823669209385e38);
const uint32 l_332 = uint32(l_331);
const uint32 l_333 = uint32(2139095040) * l_332;
const uint32 l_334 = l_333 | l_322;
const bool l_335 = l_310 == l_334;
const uint32 l_336 = l_310 | l_334;
const uint32 l_337 = l_336 & uint32(2147483647);
const bool l_338 = l_337 == uint32(0);
const bool l_339 = l_335 || l_338;
if (l_339) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_340 = l_319 >= double(2.350988701644575e-38);
const bool l_341 = l_313 && l_340;
const bool l_342 = l_319 < double(3.4028234663852886e38);
const bool l_343 = l_341 && l_342;
if (l_343) {
const float l_344 = float(l_319);
const uint32 l_345 = reinterpret_cast<uint32 const&>(l_344);
const float l_346 = reinterpret_cast<float const&>(l_345);
const double l_347 = double(l_346);
const double l_348 = l_319 - l_347;
const uint32 l_349 = l_345 + uint32(1);
const bool l_350 = l_348 < double(0.0);
const uint32 l_351 = uint32(l_350);
const uint32 l_352 = uint32(2) * l_351;
const uint32 l_353 = l_349 - l_352;
const float l_354 = reinterpret_cast<float const&>(l_353);
const double l_355 = double(l_354);
const double l_356 = l_355 - l_347;
const double l_357 = abs(l_356);
const double l_358 = l_357 * double(0.5);
const double l_359 = abs(l_348);
const double l_360 = l_358 - l_359;
const double l_361 = l_319 * double(9.094947017729282e-13);
const bool l_362 = l_360 > l_361;
if (l_362) {
const uint32 l_363 = l_345 | l_322;
l_mut_68 = l_363;
}
} else {
const bool l_364 = l_319 < double(2.350988701644575e-38);
const bool l_365 = l_313 && l_364;
if (l_365) {
const double l_366 = l_319 * double(7.1362384635298e44);
const double l_367 = floor(l_366);
const double l_368 = l_366 - l_367;
const double l_369 = l_368 - double(0.5);
const double l_370 = abs(l_369);
const double l_371 = l_366 * double(9.094947017729282e-13);
const bool l_372 = l_370 > l_371;
if (l_372) {
const bool l_373 = l_368 > double(0.5);
const double l_374 = double(l_373);
const double l_375 = l_367 + l_374;
const uint32 l_376 = uint32(l_375);
const uint32 l_377 = l_376 | l_322;
l_mut_68 = l_377;
}
}
}
}
}
}
const uint32 l_378 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_379 = l_378 & uint32(2147483647);
const bool l_380 = l_379 > uint32(2139095040);
const uint32 l_381 = l_378 & uint32(2147483647);
const bool l_382 = l_381 == uint32(0);
const uint32 l_383 = l_378 & uint32(2147483647);
const double l_384 = double(l_383);
const uint32 l_385 = l_378 >> uint32(31);
const double l_386 = double(l_385);
const double l_387 = double(2.0) * l_386;
const double l_388 = double(1.0) - l_387;
const double l_389 = l_384 * l_388;
const uint32 l_390 = l_mut_68 & uint32(2147483647);
const double l_391 = double(l_390);
const uint32 l_392 = l_mut_68 >> uint32(31);
const double l_393 = double(l_392);
const double l_394 = double(2.0) * l_393;
const double l_395 = double(1.0) - l_394;
const double l_396 = l_391 * l_395;
const double l_397 = l_389 - l_396;
const uint32 l_398 = l_mut_68 & uint32(2139095040);
const bool l_399 = l_398 == uint32(0);
const bool l_400 = l_mut_68 < uint32(4294967293);
const bool l_401 = l_397 == double(0.0);
const bool l_402 = l_382 && l_399;
const bool l_403 = l_380 || l_402;
const bool l_404 = !l_403;
const bool l_405 = l_401 || l_404;
const bool l_406 = l_400 && l_405;
l_mut_136 = l_406;
const bool l_407 = l_397 != double(0.0);
const bool l_408 = l_mut_136 && l_407;
if (l_408) {

for (uint32 l_mut_409 = uint32(0); l_mut_409 < uint32(8); ++l_mut_409) {
const uint32 l_410 = uint32(2) * l_mut_409;
const uint32 l_1644 = info.static_meta[uint32(1)];
const uint32 l_1645 = l_1644 * uint32(1);
const bool l_1646 = l_410 < l_1645;
const uint32 l_1647 = l_1645 - uint32(1);
const uint32 l_1648 = min(l_410, l_1647);
const uint32 l_1649 = buffer_1[l_1648];
const uint32 l_1650 = (l_1646) ? l_1649 : uint32(0);
const uint32 l_411 = l_1650;
const uint32 l_412 = uint32(2) * l_mut_409;
const uint32 l_413 = l_412 + uint32(1);
const uint32 l_1651 = info.static_meta[uint32(1)];
const uint32 l_1652 = l_1651 * uint32(1);
const bool l_1653 = l_413 < l_1652;
const uint32 l_1654 = l_1652 - uint32(1);
const uint32 l_1655 = min(l_413, l_1654);
const uint32 l_1656 = buffer_1[l_1655];
const uint32 l_1657 = (l_1653) ? l_1656 : uint32(0);
const uint32 l_414 = l_1657;
const bool l_415 = l_414 != uint32(0);
const uint32 l_416 = l_mut_409 * uint32(4);
const uint32 l_1658 = info.static_meta[uint32(2)];
const uint32 l_1659 = l_1658 * uint32(1);
const bool l_1660 = l_416 < l_1659;
const uint32 l_1661 = l_1659 - uint32(1);
const uint32 l_1662 = min(l_416, l_1661);
const double l_1663 = buffer_2[l_1662];
const double l_1664 = (l_1660) ? l_1663 : double(0.0);
const double l_417 = l_1664;
const uint32 l_418 = l_mut_409 * uint32(4);
const uint32 l_419 = l_418 + uint32(1);
const uint32 l_1665 = info.static_meta[uint32(2)];
const uint32 l_1666 = l_1665 * uint32(1);
const bool l_1667 = l_419 < l_1666;
const uint32 l_1668 = l_1666 - uint32(1);
const uint32 l_1669 = min(l_419, l_1668);
const double l_1670 = buffer_2[l_1669];
const double l_1671 = (l_1667) ? l_1670 : double(0.0);
const double l_420 = l_1671;
const uint32 l_421 = l_mut_409 * uint32(4);
const uint32 l_422 = l_421 + uint32(2);
const uint32 l_1672 = info.static_meta[uint32(2)];
const uint32 l_1673 = l_1672 * uint32(1);
const bool l_1674 = l_422 < l_1673;
const uint32 l_1675 = l_1673 - uint32(1);
const uint32 l_1676 = min(l_422, l_1675);
const double l_1677 = buffer_2[l_1676];
const double l_1678 = (l_1674) ? l_1677 : double(0.0);
const double l_423 = l_1678;
const double l_424 = double(l_24);
const double l_425 = abs(l_424);
const double l_426 = abs(l_mut_31);
const double l_427 = l_426 * double(1.4551915228366852e-11);
l_arr_428[uint32(0)] = uint32(1);
l_mut_429 = uint32(2);
const bool l_430 = l_411 == uint32(0);
if (l_430) {
l_mut_429 = uint32(0);
} else {
const bool l_431 = l_411 == uint32(1);
if (l_431) {
l_mut_429 = uint32(1);
const double l_432 = abs(l_397);
const bool l_433 = l_432 <= l_417;
if (l_433) {
l_mut_429 = uint32(0);
}
} else {
const bool l_434 = l_411 == uint32(2);
if (l_434) {
const double l_435 = abs(l_mut_31);
l_mut_252 = double(1.401298464324817e-45);
const bool l_436 = l_435 >= double(1.1754943508222875e-38);
const bool l_437 = l_435 <= double(1.7976931348623157e308);
const bool l_438 = l_436 && l_437;
if (l_438) {
const uint64 l_439 = reinterpret_cast<uint64 const&>(l_435);
const uint64 l_440 = l_439 >> uint64(52);
const uint64 l_441 = l_440 - uint64(23);
const uint64 l_442 = l_441 << uint64(52);
const double l_443 = reinterpret_cast<double const&>(l_442);
l_mut_252 = l_443;
}
const double l_444 = l_417 * l_mut_252;
l_mut_445 = uint32(2);
const double l_446 = l_mut_31 - l_427;
const double l_447 = abs(l_446);
l_mut_252 = double(1.401298464324817e-45);
const bool l_448 = l_447 >= double(1.1754943508222875e-38);
const bool l_449 = l_447 <= double(1.7976931348623157e308);
const bool l_450 = l_448 && l_449;
if (l_450) {
const uint64 l_451 = reinterpret_cast<uint64 const&>(l_447);
const uint64 l_452 = l_451 >> uint64(52);
const uint64 l_453 = l_452 - uint64(23);
const uint64 l_454 = l_453 << uint64(52);
const double l_455 = reinterpret_cast<double const&>(l_454);
l_mut_252 = l_455;
}
const double l_456 = l_mut_31 + l_427;
const double l_457 = abs(l_456);
l_mut_84 = double(1.401298464324817e-45);
const bool l_458 = l_457 >= double(1.1754943508222875e-38);
const bool l_459 = l_457 <= double(1.7976931348623157e308);
const bool l_460 = l_458 && l_459;
if (l_460) {
const uint64 l_461 = reinterpret_cast<uint64 const&>(l_457);
const uint64 l_462 = l_461 >> uint64(52);
const uint64 l_463 = l_462 - uint64(23);
const uint64 l_464 = l_463 << uint64(52);
const double l_465 = reinterpret_cast<double const&>(l_464);
l_mut_84 = l_465;
}
const bool l_466 = l_mut_252 == l_mut_84;
if (l_466) {
const double l_467 = l_444 * double(1.4551915228366852e-11);
const double l_468 = l_427 + l_467;
const double l_469 = l_mut_31 - l_444;
const double l_470 = l_mut_31 + l_444;
const uint32 l_471 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_472 = l_471 & uint32(2147483647);
const float l_473 = reinterpret_cast<float const&>(l_472);
const double l_474 = double(l_473);
l_mut_252 = l_474;
const bool l_475 = l_472 < uint32(8388608);
if (l_475) {
const double l_476 = double(l_472);
const double l_477 = l_476 * double(1.401298464324817e-45);
l_mut_252 = l_477;
}
const uint64 l_478 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_479 = l_471 >> uint32(31);
const uint64 l_480 = uint64(l_479);
const uint64 l_481 = l_480 << uint64(63);
const uint64 l_482 = l_478 | l_481;
const double l_483 = reinterpret_cast<double const&>(l_482);
const uint32 l_484 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_485 = l_484 + uint32(1);
l_mut_486 = l_485;
const uint32 l_487 = l_484 & uint32(2147483647);
const bool l_488 = l_487 == uint32(0);
if (l_488) {
l_mut_486 = uint32(1);
} else {
const uint32 l_489 = l_484 & uint32(2147483648);
const bool l_490 = l_489 != uint32(0);
if (l_490) {
const uint32 l_491 = l_484 - uint32(1);
l_mut_486 = l_491;
} else {
const bool l_492 = l_484 == uint32(2139095040);
if (l_492) {
l_mut_486 = l_484;
}
}
}
const float l_493 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_494 = reinterpret_cast<uint32 const&>(l_493);
const uint32 l_495 = l_494 & uint32(2147483647);
const float l_496 = reinterpret_cast<float const&>(l_495);
const double l_497 = double(l_496);
l_mut_252 = l_497;
const bool l_498 = l_495 < uint32(8388608);
if (l_498) {
const double l_499 = double(l_495);
const double l_500 = l_499 * double(1.401298464324817e-45);
l_mut_252 = l_500;
}
const uint64 l_501 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_502 = l_494 >> uint32(31);
const uint64 l_503 = uint64(l_502);
const uint64 l_504 = l_503 << uint64(63);
const uint64 l_505 = l_501 | l_504;
const double l_506 = reinterpret_cast<double const&>(l_505);
const uint32 l_507 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_508 = l_507 ^ uint32(2147483648);
const float l_509 = reinterpret_cast<float const&>(l_508);
const uint32 l_510 = reinterpret_cast<uint32 const&>(l_509);
const uint32 l_511 = l_510 + uint32(1);
l_mut_486 = l_511;
const uint32 l_512 = l_510 & uint32(2147483647);
const bool l_513 = l_512 == uint32(0);
if (l_513) {
l_mut_486 = uint32(1);
} else {
const uint32 l_514 = l_510 & uint32(2147483648);
const bool l_515 = l_514 != uint32(0);
if (l_515) {
const uint32 l_516 = l_510 - uint32(1);
l_mut_486 = l_516;
} else {
const bool l_517 = l_510 == uint32(2139095040);
if (l_517) {
l_mut_486 = l_510;
}
}
}
const float l_518 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_519 = reinterpret_cast<uint32 const&>(l_518);
const uint32 l_520 = l_519 ^ uint32(2147483648);
const float l_521 = reinterpret_cast<float const&>(l_520);
const uint32 l_522 = reinterpret_cast<uint32 const&>(l_521);
const uint32 l_523 = l_522 & uint32(2147483647);
const float l_524 = reinterpret_cast<float const&>(l_523);
const double l_525 = double(l_524);
l_mut_252 = l_525;
const bool l_526 = l_523 < uint32(8388608);
if (l_526) {
const double l_527 = double(l_523);
const double l_528 = l_527 * double(1.401298464324817e-45);
l_mut_252 = l_528;
}
const uint64 l_529 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_530 = l_522 >> uint32(31);
const uint64 l_531 = uint64(l_530);
const uint64 l_532 = l_531 << uint64(63);
const uint64 l_533 = l_529 | l_532;
const double l_534 = reinterpret_cast<double const&>(l_533);
const double l_535 = l_469 + l_468;
const bool l_536 = l_535 <= l_483;
l_mut_537 = l_536;
const double l_538 = l_469 - l_468;
const bool l_539 = l_538 > l_483;
l_mut_540 = l_539;
const double l_541 = l_470 - l_468;
const bool l_542 = l_541 >= l_483;
l_mut_543 = l_542;
const double l_544 = l_470 + l_468;
const bool l_545 = l_544 < l_483;
l_mut_546 = l_545;
if (l_415) {
const double l_547 = l_469 + l_468;
const bool l_548 = l_547 < l_506;
l_mut_537 = l_548;
const double l_549 = l_469 - l_468;
const bool l_550 = l_549 >= l_506;
l_mut_540 = l_550;
const double l_551 = l_470 - l_468;
const bool l_552 = l_551 > l_534;
l_mut_543 = l_552;
const double l_553 = l_470 + l_468;
const bool l_554 = l_553 <= l_534;
l_mut_546 = l_554;
}
l_mut_486 = uint32(2);
const bool l_555 = l_mut_540 || l_mut_546;
if (l_555) {
l_mut_486 = uint32(1);
} else {
const bool l_556 = l_mut_537 && l_mut_543;
if (l_556) {
l_mut_486 = uint32(0);
}
}
const uint32 l_557 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_558 = l_557 & uint32(2147483647);
const bool l_559 = l_558 == uint32(0);
if (l_559) {
const double l_560 = l_469 + l_468;
const bool l_561 = l_560 < double(1.1754943508222875e-38);
const double l_562 = l_470 - l_468;
const bool l_563 = l_562 > double(-1.1754943508222875e-38);
const bool l_564 = l_561 && l_563;
const double l_565 = l_469 - l_468;
const bool l_566 = l_565 < double(1.1754943508222875e-38);
const double l_567 = l_470 + l_468;
const bool l_568 = l_567 > double(-1.1754943508222875e-38);
const bool l_569 = l_566 && l_568;
if (l_564) {
l_mut_486 = uint32(0);
} else {
const bool l_570 = l_mut_486 == uint32(1);
const bool l_571 = l_569 && l_570;
if (l_571) {
l_mut_486 = uint32(2);
}
}
}
l_mut_445 = l_mut_486;
}
l_mut_429 = l_mut_445;
} else {
const bool l_572 = l_411 == uint32(3);
if (l_572) {
l_mut_429 = uint32(0);
const bool l_573 = l_425 >= double(1.1754943508222875e-38);
const bool l_574 = l_425 <= double(8.507059173023462e37);
const bool l_575 = l_573 && l_574;
if (l_575) {
const double l_576 = abs(l_mut_31);
l_mut_252 = double(1.401298464324817e-45);
const bool l_577 = l_576 >= double(1.1754943508222875e-38);
const bool l_578 = l_576 <= double(1.7976931348623157e308);
const bool l_579 = l_577 && l_578;
if (l_579) {
const uint64 l_580 = reinterpret_cast<uint64 const&>(l_576);
const uint64 l_581 = l_580 >> uint64(52);
const uint64 l_582 = l_581 - uint64(23);
const uint64 l_583 = l_582 << uint64(52);
const double l_584 = reinterpret_cast<double const&>(l_583);
l_mut_252 = l_584;
}
const double l_585 = l_417 * l_mut_252;
l_mut_486 = uint32(2);
const double l_586 = l_mut_31 - l_427;
const double l_587 = abs(l_586);
l_mut_252 = double(1.401298464324817e-45);
const bool l_588 = l_587 >= double(1.1754943508222875e-38);
const bool l_589 = l_587 <= double(1.7976931348623157e308);
const bool l_590 = l_588 && l_589;
if (l_590) {
const uint64 l_591 = reinterpret_cast<uint64 const&>(l_587);
const uint64 l_592 = l_591 >> uint64(52);
const uint64 l_593 = l_592 - uint64(23);
const uint64 l_594 = l_593 << uint64(52);
const double l_595 = reinterpret_cast<double const&>(l_594);
l_mut_252 = l_595;
}
const double l_596 = l_mut_31 + l_427;
const double l_597 = abs(l_596);
l_mut_84 = double(1.401298464324817e-45);
const bool l_598 = l_597 >= double(1.1754943508222875e-38);
const bool l_599 = l_597 <= double(1.7976931348623157e308);
const bool l_600 = l_598 && l_599;
if (l_600) {
const uint64 l_601 = reinterpret_cast<uint64 const&>(l_597);
const uint64 l_602 = l_601 >> uint64(52);
const uint64 l_603 = l_602 - uint64(23);
const uint64 l_604 = l_603 << uint64(52);
const double l_605 = reinterpret_cast<double const&>(l_604);
l_mut_84 = l_605;
}
const bool l_606 = l_mut_252 == l_mut_84;
if (l_606) {
const double l_607 = l_585 * double(1.4551915228366852e-11);
const double l_608 = l_427 + l_607;
const double l_609 = l_mut_31 - l_585;
const double l_610 = l_mut_31 + l_585;
const uint32 l_611 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_612 = l_611 & uint32(2147483647);
const float l_613 = reinterpret_cast<float const&>(l_612);
const double l_614 = double(l_613);
l_mut_252 = l_614;
const bool l_615 = l_612 < uint32(8388608);
if (l_615) {
const double l_616 = double(l_612);
const double l_617 = l_616 * double(1.401298464324817e-45);
l_mut_252 = l_617;
}
const uint64 l_618 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_619 = l_611 >> uint32(31);
const uint64 l_620 = uint64(l_619);
const uint64 l_621 = l_620 << uint64(63);
const uint64 l_622 = l_618 | l_621;
const double l_623 = reinterpret_cast<double const&>(l_622);
const uint32 l_624 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_625 = l_624 + uint32(1);
l_mut_445 = l_625;
const uint32 l_626 = l_624 & uint32(2147483647);
const bool l_627 = l_626 == uint32(0);
if (l_627) {
l_mut_445 = uint32(1);
} else {
const uint32 l_628 = l_624 & uint32(2147483648);
const bool l_629 = l_628 != uint32(0);
if (l_629) {
const uint32 l_630 = l_624 - uint32(1);
l_mut_445 = l_630;
} else {
const bool l_631 = l_624 == uint32(2139095040);
if (l_631) {
l_mut_445 = l_624;
}
}
}
const float l_632 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_633 = reinterpret_cast<uint32 const&>(l_632);
const uint32 l_634 = l_633 & uint32(2147483647);
const float l_635 = reinterpret_cast<float const&>(l_634);
const double l_636 = double(l_635);
l_mut_252 = l_636;
const bool l_637 = l_634 < uint32(8388608);
if (l_637) {
const double l_638 = double(l_634);
const double l_639 = l_638 * double(1.401298464324817e-45);
l_mut_252 = l_639;
}
const uint64 l_640 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_641 = l_633 >> uint32(31);
const uint64 l_642 = uint64(l_641);
const uint64 l_643 = l_642 << uint64(63);
const uint64 l_644 = l_640 | l_643;
const double l_645 = reinterpret_cast<double const&>(l_644);
const uint32 l_646 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_647 = l_646 ^ uint32(2147483648);
const float l_648 = reinterpret_cast<float const&>(l_647);
const uint32 l_649 = reinterpret_cast<uint32 const&>(l_648);
const uint32 l_650 = l_649 + uint32(1);
l_mut_445 = l_650;
const uint32 l_651 = l_649 & uint32(2147483647);
const bool l_652 = l_651 == uint32(0);
if (l_652) {
l_mut_445 = uint32(1);
} else {
const uint32 l_653 = l_649 & uint32(2147483648);
const bool l_654 = l_653 != uint32(0);
if (l_654) {
const uint32 l_655 = l_649 - uint32(1);
l_mut_445 = l_655;
} else {
const bool l_656 = l_649 == uint32(2139095040);
if (l_656) {
l_mut_445 = l_649;
}
}
}
const float l_657 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_658 = reinterpret_cast<uint32 const&>(l_657);
const uint32 l_659 = l_658 ^ uint32(2147483648);
const float l_660 = reinterpret_cast<float const&>(l_659);
const uint32 l_661 = reinterpret_cast<uint32 const&>(l_660);
const uint32 l_662 = l_661 & uint32(2147483647);
const float l_663 = reinterpret_cast<float const&>(l_662);
const double l_664 = double(l_663);
l_mut_252 = l_664;
const bool l_665 = l_662 < uint32(8388608);
if (l_665) {
const double l_666 = double(l_662);
const double l_667 = l_666 * double(1.401298464324817e-45);
l_mut_252 = l_667;
}
const uint64 l_668 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_669 = l_661 >> uint32(31);
const uint64 l_670 = uint64(l_669);
const uint64 l_671 = l_670 << uint64(63);
const uint64 l_672 = l_668 | l_671;
const double l_673 = reinterpret_cast<double const&>(l_672);
const double l_674 = l_609 + l_608;
const bool l_675 = l_674 <= l_623;
l_mut_546 = l_675;
const double l_676 = l_609 - l_608;
const bool l_677 = l_676 > l_623;
l_mut_543 = l_677;
const double l_678 = l_610 - l_608;
const bool l_679 = l_678 >= l_623;
l_mut_540 = l_679;
const double l_680 = l_610 + l_608;
const bool l_681 = l_680 < l_623;
l_mut_537 = l_681;
if (l_415) {
const double l_682 = l_609 + l_608;
const bool l_683 = l_682 < l_645;
l_mut_546 = l_683;
const double l_684 = l_609 - l_608;
const bool l_685 = l_684 >= l_645;
l_mut_543 = l_685;
const double l_686 = l_610 - l_608;
const bool l_687 = l_686 > l_673;
l_mut_540 = l_687;
const double l_688 = l_610 + l_608;
const bool l_689 = l_688 <= l_673;
l_mut_537 = l_689;
}
l_mut_445 = uint32(2);
const bool l_690 = l_mut_543 || l_mut_537;
if (l_690) {
l_mut_445 = uint32(1);
} else {
const bool l_691 = l_mut_546 && l_mut_540;
if (l_691) {
l_mut_445 = uint32(0);
}
}
const uint32 l_692 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_693 = l_692 & uint32(2147483647);
const bool l_694 = l_693 == uint32(0);
if (l_694) {
const double l_695 = l_609 + l_608;
const bool l_696 = l_695 < double(1.1754943508222875e-38);
const double l_697 = l_610 - l_608;
const bool l_698 = l_697 > double(-1.1754943508222875e-38);
const bool l_699 = l_696 && l_698;
const double l_700 = l_609 - l_608;
const bool l_701 = l_700 < double(1.1754943508222875e-38);
const double l_702 = l_610 + l_608;
const bool l_703 = l_702 > double(-1.1754943508222875e-38);
const bool l_704 = l_701 && l_703;
if (l_699) {
l_mut_445 = uint32(0);
} else {
const bool l_705 = l_mut_445 == uint32(1);
const bool l_706 = l_704 && l_705;
if (l_706) {
l_mut_445 = uint32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
}
} else {
const bool l_707 = l_411 == uint32(4);
if (l_707) {
const double l_708 = l_420 * l_425;
const double l_709 = l_417 + l_708;
const double l_710 = abs(l_mut_31);
l_mut_252 = double(1.401298464324817e-45);
const bool l_711 = l_710 >= double(1.1754943508222875e-38);
const bool l_712 = l_710 <= double(1.7976931348623157e308);
const bool l_713 = l_711 && l_712;
if (l_713) {
const uint64 l_714 = reinterpret_cast<uint64 const&>(l_710);
const uint64 l_715 = l_714 >> uint64(52);
const uint64 l_716 = l_715 - uint64(23);
const uint64 l_717 = l_716 << uint64(52);
const double l_718 = reinterpret_cast<double const&>(l_717);
l_mut_252 = l_718;
}
const double l_719 = l_709 * l_mut_252;
l_mut_486 = uint32(2);
const double l_720 = l_mut_31 - l_427;
const double l_721 = abs(l_720);
l_mut_252 = double(1.401298464324817e-45);
const bool l_722 = l_721 >= double(1.1754943508222875e-38);
const bool l_723 = l_721 <= double(1.7976931348623157e308);
const bool l_724 = l_722 && l_723;
if (l_724) {
const uint64 l_725 = reinterpret_cast<uint64 const&>(l_721);
const uint64 l_726 = l_725 >> uint64(52);
const uint64 l_727 = l_726 - uint64(23);
const uint64 l_728 = l_727 << uint64(52);
const double l_729 = reinterpret_cast<double const&>(l_728);
l_mut_252 = l_729;
}
const double l_730 = l_mut_31 + l_427;
const double l_731 = abs(l_730);
l_mut_84 = double(1.401298464324817e-45);
const bool l_732 = l_731 >= double(1.1754943508222875e-38);
const bool l_733 = l_731 <= double(1.7976931348623157e308);
const bool l_734 = l_732 && l_733;
if (l_734) {
const uint64 l_735 = reinterpret_cast<uint64 const&>(l_731);
const uint64 l_736 = l_735 >> uint64(52);
const uint64 l_737 = l_736 - uint64(23);
const uint64 l_738 = l_737 << uint64(52);
const double l_739 = reinterpret_cast<double const&>(l_738);
l_mut_84 = l_739;
}
const bool l_740 = l_mut_252 == l_mut_84;
if (l_740) {
const double l_741 = l_719 * double(1.4551915228366852e-11);
const double l_742 = l_427 + l_741;
const double l_743 = l_mut_31 - l_719;
const double l_744 = l_mut_31 + l_719;
const uint32 l_745 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_746 = l_745 & uint32(2147483647);
const float l_747 = reinterpret_cast<float const&>(l_746);
const double l_748 = double(l_747);
l_mut_252 = l_748;
const bool l_749 = l_746 < uint32(8388608);
if (l_749) {
const double l_750 = double(l_746);
const double l_751 = l_750 * double(1.401298464324817e-45);
l_mut_252 = l_751;
}
const uint64 l_752 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_753 = l_745 >> uint32(31);
const uint64 l_754 = uint64(l_753);
const uint64 l_755 = l_754 << uint64(63);
const uint64 l_756 = l_752 | l_755;
const double l_757 = reinterpret_cast<double const&>(l_756);
const uint32 l_758 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_759 = l_758 + uint32(1);
l_mut_445 = l_759;
const uint32 l_760 = l_758 & uint32(2147483647);
const bool l_761 = l_760 == uint32(0);
if (l_761) {
l_mut_445 = uint32(1);
} else {
const uint32 l_762 = l_758 & uint32(2147483648);
const bool l_763 = l_762 != uint32(0);
if (l_763) {
const uint32 l_764 = l_758 - uint32(1);
l_mut_445 = l_764;
} else {
const bool l_765 = l_758 == uint32(2139095040);
if (l_765) {
l_mut_445 = l_758;
}
}
}
const float l_766 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_767 = reinterpret_cast<uint32 const&>(l_766);
const uint32 l_768 = l_767 & uint32(2147483647);
const float l_769 = reinterpret_cast<float const&>(l_768);
const double l_770 = double(l_769);
l_mut_252 = l_770;
const bool l_771 = l_768 < uint32(8388608);
if (l_771) {
const double l_772 = double(l_768);
const double l_773 = l_772 * double(1.401298464324817e-45);
l_mut_252 = l_773;
}
const uint64 l_774 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_775 = l_767 >> uint32(31);
const uint64 l_776 = uint64(l_775);
const uint64 l_777 = l_776 << uint64(63);
const uint64 l_778 = l_774 | l_777;
const double l_779 = reinterpret_cast<double const&>(l_778);
const uint32 l_780 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_781 = l_780 ^ uint32(2147483648);
const float l_782 = reinterpret_cast<float const&>(l_781);
const uint32 l_783 = reinterpret_cast<uint32 const&>(l_782);
const uint32 l_784 = l_783 + uint32(1);
l_mut_445 = l_784;
const uint32 l_785 = l_783 & uint32(2147483647);
const bool l_786 = l_785 == uint32(0);
if (l_786) {
l_mut_445 = uint32(1);
} else {
const uint32 l_787 = l_783 & uint32(2147483648);
const bool l_788 = l_787 != uint32(0);
if (l_788) {
const uint32 l_789 = l_783 - uint32(1);
l_mut_445 = l_789;
} else {
const bool l_790 = l_783 == uint32(2139095040);
if (l_790) {
l_mut_445 = l_783;
}
}
}
const float l_791 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_792 = reinterpret_cast<uint32 const&>(l_791);
const uint32 l_793 = l_792 ^ uint32(2147483648);
const float l_794 = reinterpret_cast<float const&>(l_793);
const uint32 l_795 = reinterpret_cast<uint32 const&>(l_794);
const uint32 l_796 = l_795 & uint32(2147483647);
const float l_797 = reinterpret_cast<float const&>(l_796);
const double l_798 = double(l_797);
l_mut_252 = l_798;
const bool l_799 = l_796 < uint32(8388608);
if (l_799) {
const double l_800 = double(l_796);
const double l_801 = l_800 * double(1.401298464324817e-45);
l_mut_252 = l_801;
}
const uint64 l_802 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_803 = l_795 >> uint32(31);
const uint64 l_804 = uint64(l_803);
const uint64 l_805 = l_804 << uint64(63);
const uint64 l_806 = l_802 | l_805;
const double l_807 = reinterpret_cast<double const&>(l_806);
const double l_808 = l_743 + l_742;
const bool l_809 = l_808 <= l_757;
l_mut_546 = l_809;
const double l_810 = l_743 - l_742;
const bool l_811 = l_810 > l_757;
l_mut_543 = l_811;
const double l_812 = l_744 - l_742;
const bool l_813 = l_812 >= l_757;
l_mut_540 = l_813;
const double l_814 = l_744 + l_742;
const bool l_815 = l_814 < l_757;
l_mut_537 = l_815;
if (l_415) {
const double l_816 = l_743 + l_742;
const bool l_817 = l_816 < l_779;
l_mut_546 = l_817;
const double l_818 = l_743 - l_742;
const bool l_819 = l_818 >= l_779;
l_mut_543 = l_819;
const double l_820 = l_744 - l_742;
const bool l_821 = l_820 > l_807;
l_mut_540 = l_821;
const double l_822 = l_744 + l_742;
const bool l_823 = l_822 <= l_807;
l_mut_537 = l_823;
}
l_mut_445 = uint32(2);
const bool l_824 = l_mut_543 || l_mut_537;
if (l_824) {
l_mut_445 = uint32(1);
} else {
const bool l_825 = l_mut_546 && l_mut_540;
if (l_825) {
l_mut_445 = uint32(0);
}
}
const uint32 l_826 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_827 = l_826 & uint32(2147483647);
const bool l_828 = l_827 == uint32(0);
if (l_828) {
const double l_829 = l_743 + l_742;
const bool l_830 = l_829 < double(1.1754943508222875e-38);
const double l_831 = l_744 - l_742;
const bool l_832 = l_831 > double(-1.1754943508222875e-38);
const bool l_833 = l_830 && l_832;
const double l_834 = l_743 - l_742;
const bool l_835 = l_834 < double(1.1754943508222875e-38);
const double l_836 = l_744 + l_742;
const bool l_837 = l_836 > double(-1.1754943508222875e-38);
const bool l_838 = l_835 && l_837;
if (l_833) {
l_mut_445 = uint32(0);
} else {
const bool l_839 = l_mut_445 == uint32(1);
const bool l_840 = l_838 && l_839;
if (l_840) {
l_mut_445 = uint32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
} else {
const bool l_841 = l_411 == uint32(5);
if (l_841) {
const double l_842 = double(2.0) * l_424;
const double l_843 = abs(l_842);
const double l_844 = floor(l_843);
const double l_845 = double(3.0) + l_844;
const double l_846 = abs(l_mut_31);
l_mut_252 = double(1.401298464324817e-45);
const bool l_847 = l_846 >= double(1.1754943508222875e-38);
const bool l_848 = l_846 <= double(1.7976931348623157e308);
const bool l_849 = l_847 && l_848;
if (l_849) {
const uint64 l_850 = reinterpret_cast<uint64 const&>(l_846);
const uint64 l_851 = l_850 >> uint64(52);
const uint64 l_852 = l_851 - uint64(23);
const uint64 l_853 = l_852 << uint64(52);
const double l_854 = reinterpret_cast<double const&>(l_853);
l_mut_252 = l_854;
}
const double l_855 = l_845 * l_mut_252;
l_mut_486 = uint32(2);
const double l_856 = l_mut_31 - l_427;
const double l_857 = abs(l_856);
l_mut_252 = double(1.401298464324817e-45);
const bool l_858 = l_857 >= double(1.1754943508222875e-38);
const bool l_859 = l_857 <= double(1.7976931348623157e308);
const bool l_860 = l_858 && l_859;
if (l_860) {
const uint64 l_861 = reinterpret_cast<uint64 const&>(l_857);
const uint64 l_862 = l_861 >> uint64(52);
const uint64 l_863 = l_862 - uint64(23);
const uint64 l_864 = l_863 << uint64(52);
const double l_865 = reinterpret_cast<double const&>(l_864);
l_mut_252 = l_865;
}
const double l_866 = l_mut_31 + l_427;
const double l_867 = abs(l_866);
l_mut_84 = double(1.401298464324817e-45);
const bool l_868 = l_867 >= double(1.1754943508222875e-38);
const bool l_869 = l_867 <= double(1.7976931348623157e308);
const bool l_870 = l_868 && l_869;
if (l_870) {
const uint64 l_871 = reinterpret_cast<uint64 const&>(l_867);
const uint64 l_872 = l_871 >> uint64(52);
const uint64 l_873 = l_872 - uint64(23);
const uint64 l_874 = l_873 << uint64(52);
const double l_875 = reinterpret_cast<double const&>(l_874);
l_mut_84 = l_875;
}
const bool l_876 = l_mut_252 == l_mut_84;
if (l_876) {
const double l_877 = l_855 * double(1.4551915228366852e-11);
const double l_878 = l_427 + l_877;
const double l_879 = l_mut_31 - l_855;
const double l_880 = l_mut_31 + l_855;
const uint32 l_881 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_882 = l_881 & uint32(2147483647);
const float l_883 = reinterpret_cast<float const&>(l_882);
const double l_884 = double(l_883);
l_mut_252 = l_884;
const bool l_885 = l_882 < uint32(8388608);
if (l_885) {
const double l_886 = double(l_882);
const double l_887 = l_886 * double(1.401298464324817e-45);
l_mut_252 = l_887;
}
const uint64 l_888 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_889 = l_881 >> uint32(31);
const uint64 l_890 = uint64(l_889);
const uint64 l_891 = l_890 << uint64(63);
const uint64 l_892 = l_888 | l_891;
const double l_893 = reinterpret_cast<double const&>(l_892);
const uint32 l_894 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_895 = l_894 + uint32(1);
l_mut_445 = l_895;
const uint32 l_896 = l_894 & uint32(2147483647);
const bool l_897 = l_896 == uint32(0);
if (l_897) {
l_mut_445 = uint32(1);
} else {
const uint32 l_898 = l_894 & uint32(2147483648);
const bool l_899 = l_898 != uint32(0);
if (l_899) {
const uint32 l_900 = l_894 - uint32(1);
l_mut_445 = l_900;
} else {
const bool l_901 = l_894 == uint32(2139095040);
if (l_901) {
l_mut_445 = l_894;
}
}
}
const float l_902 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_903 = reinterpret_cast<uint32 const&>(l_902);
const uint32 l_904 = l_903 & uint32(2147483647);
const float l_905 = reinterpret_cast<float const&>(l_904);
const double l_906 = double(l_905);
l_mut_252 = l_906;
const bool l_907 = l_904 < uint32(8388608);
if (l_907) {
const double l_908 = double(l_904);
const double l_909 = l_908 * double(1.401298464324817e-45);
l_mut_252 = l_909;
}
const uint64 l_910 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_911 = l_903 >> uint32(31);
const uint64 l_912 = uint64(l_911);
const uint64 l_913 = l_912 << uint64(63);
const uint64 l_914 = l_910 | l_913;
const double l_915 = reinterpret_cast<double const&>(l_914);
const uint32 l_916 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_917 = l_916 ^ uint32(2147483648);
const float l_918 = reinterpret_cast<float const&>(l_917);
const uint32 l_919 = reinterpret_cast<uint32 const&>(l_918);
const uint32 l_920 = l_919 + uint32(1);
l_mut_445 = l_920;
const uint32 l_921 = l_919 & uint32(2147483647);
const bool l_922 = l_921 == uint32(0);
if (l_922) {
l_mut_445 = uint32(1);
} else {
const uint32 l_923 = l_919 & uint32(2147483648);
const bool l_924 = l_923 != uint32(0);
if (l_924) {
const uint32 l_925 = l_919 - uint32(1);
l_mut_445 = l_925;
} else {
const bool l_926 = l_919 == uint32(2139095040);
if (l_926) {
l_mut_445 = l_919;
}
}
}
const float l_927 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_928 = reinterpret_cast<uint32 const&>(l_927);
const uint32 l_929 = l_928 ^ uint32(2147483648);
const float l_930 = reinterpret_cast<float const&>(l_929);
const uint32 l_931 = reinterpret_cast<uint32 const&>(l_930);
const uint32 l_932 = l_931 & uint32(2147483647);
const float l_933 = reinterpret_cast<float const&>(l_932);
const double l_934 = double(l_933);
l_mut_252 = l_934;
const bool l_935 = l_932 < uint32(8388608);
if (l_935) {
const double l_936 = double(l_932);
const double l_937 = l_936 * double(1.401298464324817e-45);
l_mut_252 = l_937;
}
const uint64 l_938 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_939 = l_931 >> uint32(31);
const uint64 l_940 = uint64(l_939);
const uint64 l_941 = l_940 << uint64(63);
const uint64 l_942 = l_938 | l_941;
const double l_943 = reinterpret_cast<double const&>(l_942);
const double l_944 = l_879 + l_878;
const bool l_945 = l_944 <= l_893;
l_mut_546 = l_945;
const double l_946 = l_879 - l_878;
const bool l_947 = l_946 > l_893;
l_mut_543 = l_947;
const double l_948 = l_880 - l_878;
const bool l_949 = l_948 >= l_893;
l_mut_540 = l_949;
const double l_950 = l_880 + l_878;
const bool l_951 = l_950 < l_893;
l_mut_537 = l_951;
if (l_415) {
const double l_952 = l_879 + l_878;
const bool l_953 = l_952 < l_915;
l_mut_546 = l_953;
const double l_954 = l_879 - l_878;
const bool l_955 = l_954 >= l_915;
l_mut_543 = l_955;
const double l_956 = l_880 - l_878;
const bool l_957 = l_956 > l_943;
l_mut_540 = l_957;
const double l_958 = l_880 + l_878;
const bool l_959 = l_958 <= l_943;
l_mut_537 = l_959;
}
l_mut_445 = uint32(2);
const bool l_960 = l_mut_543 || l_mut_537;
if (l_960) {
l_mut_445 = uint32(1);
} else {
const bool l_961 = l_mut_546 && l_mut_540;
if (l_961) {
l_mut_445 = uint32(0);
}
}
const uint32 l_962 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_963 = l_962 & uint32(2147483647);
const bool l_964 = l_963 == uint32(0);
if (l_964) {
const double l_965 = l_879 + l_878;
const bool l_966 = l_965 < double(1.1754943508222875e-38);
const double l_967 = l_880 - l_878;
const bool l_968 = l_967 > double(-1.1754943508222875e-38);
const bool l_969 = l_966 && l_968;
const double l_970 = l_879 - l_878;
const bool l_971 = l_970 < double(1.1754943508222875e-38);
const double l_972 = l_880 + l_878;
const bool l_973 = l_972 > double(-1.1754943508222875e-38);
const bool l_974 = l_971 && l_973;
if (l_969) {
l_mut_445 = uint32(0);
} else {
const bool l_975 = l_mut_445 == uint32(1);
const bool l_976 = l_974 && l_975;
if (l_976) {
l_mut_445 = uint32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
} else {
const bool l_977 = l_411 == uint32(6);
if (l_977) {
l_mut_429 = uint32(0);
const bool l_978 = l_425 <= l_420;
if (l_978) {
const double l_979 = l_417 * double(1.4551915228366852e-11);
const double l_980 = l_427 + l_979;
const double l_981 = l_mut_31 - l_417;
const double l_982 = l_mut_31 + l_417;
const uint32 l_983 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_984 = l_983 & uint32(2147483647);
const float l_985 = reinterpret_cast<float const&>(l_984);
const double l_986 = double(l_985);
l_mut_252 = l_986;
const bool l_987 = l_984 < uint32(8388608);
if (l_987) {
const double l_988 = double(l_984);
const double l_989 = l_988 * double(1.401298464324817e-45);
l_mut_252 = l_989;
}
const uint64 l_990 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_991 = l_983 >> uint32(31);
const uint64 l_992 = uint64(l_991);
const uint64 l_993 = l_992 << uint64(63);
const uint64 l_994 = l_990 | l_993;
const double l_995 = reinterpret_cast<double const&>(l_994);
const uint32 l_996 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_997 = l_996 + uint32(1);
l_mut_486 = l_997;
const uint32 l_998 = l_996 & uint32(2147483647);
const bool l_999 = l_998 == uint32(0);
if (l_999) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1000 = l_996 & uint32(2147483648);
const bool l_1001 = l_1000 != uint32(0);
if (l_1001) {
const uint32 l_1002 = l_996 - uint32(1);
l_mut_486 = l_1002;
} else {
const bool l_1003 = l_996 == uint32(2139095040);
if (l_1003) {
l_mut_486 = l_996;
}
}
}
const float l_1004 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1005 = reinterpret_cast<uint32 const&>(l_1004);
const uint32 l_1006 = l_1005 & uint32(2147483647);
const float l_1007 = reinterpret_cast<float const&>(l_1006);
const double l_1008 = double(l_1007);
l_mut_252 = l_1008;
const bool l_1009 = l_1006 < uint32(8388608);
if (l_1009) {
const double l_1010 = double(l_1006);
const double l_1011 = l_1010 * double(1.401298464324817e-45);
l_mut_252 = l_1011;
}
const uint64 l_1012 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1013 = l_1005 >> uint32(31);
const uint64 l_1014 = uint64(l_1013);
const uint64 l_1015 = l_1014 << uint64(63);
const uint64 l_1016 = l_1012 | l_1015;
const double l_1017 = reinterpret_cast<double const&>(l_1016);
const uint32 l_1018 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1019 = l_1018 ^ uint32(2147483648);
const float l_1020 = reinterpret_cast<float const&>(l_1019);
const uint32 l_1021 = reinterpret_cast<uint32 const&>(l_1020);
const uint32 l_1022 = l_1021 + uint32(1);
l_mut_486 = l_1022;
const uint32 l_1023 = l_1021 & uint32(2147483647);
const bool l_1024 = l_1023 == uint32(0);
if (l_1024) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1025 = l_1021 & uint32(2147483648);
const bool l_1026 = l_1025 != uint32(0);
if (l_1026) {
const uint32 l_1027 = l_1021 - uint32(1);
l_mut_486 = l_1027;
} else {
const bool l_1028 = l_1021 == uint32(2139095040);
if (l_1028) {
l_mut_486 = l_1021;
}
}
}
const float l_1029 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1030 = reinterpret_cast<uint32 const&>(l_1029);
const uint32 l_1031 = l_1030 ^ uint32(2147483648);
const float l_1032 = reinterpret_cast<float const&>(l_1031);
const uint32 l_1033 = reinterpret_cast<uint32 const&>(l_1032);
const uint32 l_1034 = l_1033 & uint32(2147483647);
const float l_1035 = reinterpret_cast<float const&>(l_1034);
const double l_1036 = double(l_1035);
l_mut_252 = l_1036;
const bool l_1037 = l_1034 < uint32(8388608);
if (l_1037) {
const double l_1038 = double(l_1034);
const double l_1039 = l_1038 * double(1.401298464324817e-45);
l_mut_252 = l_1039;
}
const uint64 l_1040 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1041 = l_1033 >> uint32(31);
const uint64 l_1042 = uint64(l_1041);
const uint64 l_1043 = l_1042 << uint64(63);
const uint64 l_1044 = l_1040 | l_1043;
const double l_1045 = reinterpret_cast<double const&>(l_1044);
const double l_1046 = l_981 + l_980;
const bool l_1047 = l_1046 <= l_995;
l_mut_546 = l_1047;
const double l_1048 = l_981 - l_980;
const bool l_1049 = l_1048 > l_995;
l_mut_543 = l_1049;
const double l_1050 = l_982 - l_980;
const bool l_1051 = l_1050 >= l_995;
l_mut_540 = l_1051;
const double l_1052 = l_982 + l_980;
const bool l_1053 = l_1052 < l_995;
l_mut_537 = l_1053;
if (l_415) {
const double l_1054 = l_981 + l_980;
const bool l_1055 = l_1054 < l_1017;
l_mut_546 = l_1055;
const double l_1056 = l_981 - l_980;
const bool l_1057 = l_1056 >= l_1017;
l_mut_543 = l_1057;
const double l_1058 = l_982 - l_980;
const bool l_1059 = l_1058 > l_1045;
l_mut_540 = l_1059;
const double l_1060 = l_982 + l_980;
const bool l_1061 = l_1060 <= l_1045;
l_mut_537 = l_1061;
}
l_mut_486 = uint32(2);
const bool l_1062 = l_mut_543 || l_mut_537;
if (l_1062) {
l_mut_486 = uint32(1);
} else {
const bool l_1063 = l_mut_546 && l_mut_540;
if (l_1063) {
l_mut_486 = uint32(0);
}
}
const uint32 l_1064 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1065 = l_1064 & uint32(2147483647);
const bool l_1066 = l_1065 == uint32(0);
if (l_1066) {
const double l_1067 = l_981 + l_980;
const bool l_1068 = l_1067 < double(1.1754943508222875e-38);
const double l_1069 = l_982 - l_980;
const bool l_1070 = l_1069 > double(-1.1754943508222875e-38);
const bool l_1071 = l_1068 && l_1070;
const double l_1072 = l_981 - l_980;
const bool l_1073 = l_1072 < double(1.1754943508222875e-38);
const double l_1074 = l_982 + l_980;
const bool l_1075 = l_1074 > double(-1.1754943508222875e-38);
const bool l_1076 = l_1073 && l_1075;
if (l_1071) {
l_mut_486 = uint32(0);
} else {
const bool l_1077 = l_mut_486 == uint32(1);
const bool l_1078 = l_1076 && l_1077;
if (l_1078) {
l_mut_486 = uint32(2);
}
}
}
l_mut_429 = l_mut_486;
}
} else {
const bool l_1079 = l_411 == uint32(7);
if (l_1079) {
const double l_1080 = abs(l_mut_31);
const double l_1081 = l_417 * l_1080;
l_mut_252 = l_1081;
const double l_1082 = abs(l_mut_31);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1083 = l_1082 >= double(1.1754943508222875e-38);
const bool l_1084 = l_1082 <= double(1.7976931348623157e308);
const bool l_1085 = l_1083 && l_1084;
if (l_1085) {
const uint64 l_1086 = reinterpret_cast<uint64 const&>(l_1082);
const uint64 l_1087 = l_1086 >> uint64(52);
const uint64 l_1088 = l_1087 - uint64(23);
const uint64 l_1089 = l_1088 << uint64(52);
const double l_1090 = reinterpret_cast<double const&>(l_1089);
l_mut_84 = l_1090;
}
const double l_1091 = double(0.5) * l_mut_84;
const bool l_1092 = l_1091 > l_mut_252;
if (l_1092) {
l_mut_252 = l_1091;
}
const double l_1093 = l_mut_31 - l_427;
const double l_1094 = abs(l_1093);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1095 = l_1094 >= double(1.1754943508222875e-38);
const bool l_1096 = l_1094 <= double(1.7976931348623157e308);
const bool l_1097 = l_1095 && l_1096;
if (l_1097) {
const uint64 l_1098 = reinterpret_cast<uint64 const&>(l_1094);
const uint64 l_1099 = l_1098 >> uint64(52);
const uint64 l_1100 = l_1099 - uint64(23);
const uint64 l_1101 = l_1100 << uint64(52);
const double l_1102 = reinterpret_cast<double const&>(l_1101);
l_mut_84 = l_1102;
}
const double l_1103 = l_mut_31 + l_427;
const double l_1104 = abs(l_1103);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1105 = l_1104 >= double(1.1754943508222875e-38);
const bool l_1106 = l_1104 <= double(1.7976931348623157e308);
const bool l_1107 = l_1105 && l_1106;
if (l_1107) {
const uint64 l_1108 = reinterpret_cast<uint64 const&>(l_1104);
const uint64 l_1109 = l_1108 >> uint64(52);
const uint64 l_1110 = l_1109 - uint64(23);
const uint64 l_1111 = l_1110 << uint64(52);
const double l_1112 = reinterpret_cast<double const&>(l_1111);
l_mut_57 = l_1112;
}
const bool l_1113 = l_mut_84 == l_mut_57;
if (l_1113) {
const double l_1114 = l_417 * l_427;
const double l_1115 = l_427 + l_1114;
const double l_1116 = l_mut_252 * double(1.4551915228366852e-11);
const double l_1117 = l_1115 + l_1116;
const double l_1118 = l_mut_31 - l_mut_252;
const double l_1119 = l_mut_31 + l_mut_252;
const uint32 l_1120 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1121 = l_1120 & uint32(2147483647);
const float l_1122 = reinterpret_cast<float const&>(l_1121);
const double l_1123 = double(l_1122);
l_mut_252 = l_1123;
const bool l_1124 = l_1121 < uint32(8388608);
if (l_1124) {
const double l_1125 = double(l_1121);
const double l_1126 = l_1125 * double(1.401298464324817e-45);
l_mut_252 = l_1126;
}
const uint64 l_1127 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1128 = l_1120 >> uint32(31);
const uint64 l_1129 = uint64(l_1128);
const uint64 l_1130 = l_1129 << uint64(63);
const uint64 l_1131 = l_1127 | l_1130;
const double l_1132 = reinterpret_cast<double const&>(l_1131);
const uint32 l_1133 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1134 = l_1133 + uint32(1);
l_mut_486 = l_1134;
const uint32 l_1135 = l_1133 & uint32(2147483647);
const bool l_1136 = l_1135 == uint32(0);
if (l_1136) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1137 = l_1133 & uint32(2147483648);
const bool l_1138 = l_1137 != uint32(0);
if (l_1138) {
const uint32 l_1139 = l_1133 - uint32(1);
l_mut_486 = l_1139;
} else {
const bool l_1140 = l_1133 == uint32(2139095040);
if (l_1140) {
l_mut_486 = l_1133;
}
}
}
const float l_1141 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1142 = reinterpret_cast<uint32 const&>(l_1141);
const uint32 l_1143 = l_1142 & uint32(2147483647);
const float l_1144 = reinterpret_cast<float const&>(l_1143);
const double l_1145 = double(l_1144);
l_mut_252 = l_1145;
const bool l_1146 = l_1143 < uint32(8388608);
if (l_1146) {
const double l_1147 = double(l_1143);
const double l_1148 = l_1147 * double(1.401298464324817e-45);
l_mut_252 = l_1148;
}
const uint64 l_1149 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1150 = l_1142 >> uint32(31);
const uint64 l_1151 = uint64(l_1150);
const uint64 l_1152 = l_1151 << uint64(63);
const uint64 l_1153 = l_1149 | l_1152;
const double l_1154 = reinterpret_cast<double const&>(l_1153);
const uint32 l_1155 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1156 = l_1155 ^ uint32(2147483648);
const float l_1157 = reinterpret_cast<float const&>(l_1156);
const uint32 l_1158 = reinterpret_cast<uint32 const&>(l_1157);
const uint32 l_1159 = l_1158 + uint32(1);
l_mut_486 = l_1159;
const uint32 l_1160 = l_1158 & uint32(2147483647);
const bool l_1161 = l_1160 == uint32(0);
if (l_1161) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1162 = l_1158 & uint32(2147483648);
const bool l_1163 = l_1162 != uint32(0);
if (l_1163) {
const uint32 l_1164 = l_1158 - uint32(1);
l_mut_486 = l_1164;
} else {
const bool l_1165 = l_1158 == uint32(2139095040);
if (l_1165) {
l_mut_486 = l_1158;
}
}
}
const float l_1166 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1167 = reinterpret_cast<uint32 const&>(l_1166);
const uint32 l_1168 = l_1167 ^ uint32(2147483648);
const float l_1169 = reinterpret_cast<float const&>(l_1168);
const uint32 l_1170 = reinterpret_cast<uint32 const&>(l_1169);
const uint32 l_1171 = l_1170 & uint32(2147483647);
const float l_1172 = reinterpret_cast<float const&>(l_1171);
const double l_1173 = double(l_1172);
l_mut_252 = l_1173;
const bool l_1174 = l_1171 < uint32(8388608);
if (l_1174) {
const double l_1175 = double(l_1171);
const double l_1176 = l_1175 * double(1.401298464324817e-45);
l_mut_252 = l_1176;
}
const uint64 l_1177 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1178 = l_1170 >> uint32(31);
const uint64 l_1179 = uint64(l_1178);
const uint64 l_1180 = l_1179 << uint64(63);
const uint64 l_1181 = l_1177 | l_1180;
const double l_1182 = reinterpret_cast<double const&>(l_1181);
const double l_1183 = l_1118 + l_1117;
const bool l_1184 = l_1183 <= l_1132;
l_mut_546 = l_1184;
const double l_1185 = l_1118 - l_1117;
const bool l_1186 = l_1185 > l_1132;
l_mut_543 = l_1186;
const double l_1187 = l_1119 - l_1117;
const bool l_1188 = l_1187 >= l_1132;
l_mut_540 = l_1188;
const double l_1189 = l_1119 + l_1117;
const bool l_1190 = l_1189 < l_1132;
l_mut_537 = l_1190;
if (l_415) {
const double l_1191 = l_1118 + l_1117;
const bool l_1192 = l_1191 < l_1154;
l_mut_546 = l_1192;
const double l_1193 = l_1118 - l_1117;
const bool l_1194 = l_1193 >= l_1154;
l_mut_543 = l_1194;
const double l_1195 = l_1119 - l_1117;
const bool l_1196 = l_1195 > l_1182;
l_mut_540 = l_1196;
const double l_1197 = l_1119 + l_1117;
const bool l_1198 = l_1197 <= l_1182;
l_mut_537 = l_1198;
}
l_mut_486 = uint32(2);
const bool l_1199 = l_mut_543 || l_mut_537;
if (l_1199) {
l_mut_486 = uint32(1);
} else {
const bool l_1200 = l_mut_546 && l_mut_540;
if (l_1200) {
l_mut_486 = uint32(0);
}
}
const uint32 l_1201 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1202 = l_1201 & uint32(2147483647);
const bool l_1203 = l_1202 == uint32(0);
if (l_1203) {
const double l_1204 = l_1118 + l_1117;
const bool l_1205 = l_1204 < double(1.1754943508222875e-38);
const double l_1206 = l_1119 - l_1117;
const bool l_1207 = l_1206 > double(-1.1754943508222875e-38);
const bool l_1208 = l_1205 && l_1207;
const double l_1209 = l_1118 - l_1117;
const bool l_1210 = l_1209 < double(1.1754943508222875e-38);
const double l_1211 = l_1119 + l_1117;
const bool l_1212 = l_1211 > double(-1.1754943508222875e-38);
const bool l_1213 = l_1210 && l_1212;
if (l_1208) {
l_mut_486 = uint32(0);
} else {
const bool l_1214 = l_mut_486 == uint32(1);
const bool l_1215 = l_1213 && l_1214;
if (l_1215) {
l_mut_486 = uint32(2);
}
}
}
l_mut_429 = l_mut_486;
}
} else {
const bool l_1216 = l_411 == uint32(8);
if (l_1216) {
const bool l_1217 = l_424 >= double(0.5);
const bool l_1218 = l_424 <= double(2.0);
const bool l_1219 = l_1217 && l_1218;
if (l_1219) {
const double l_1220 = l_417 * double(1.4551915228366852e-11);
const double l_1221 = l_427 + l_1220;
const double l_1222 = l_mut_31 - l_417;
const double l_1223 = l_mut_31 + l_417;
const uint32 l_1224 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1225 = l_1224 & uint32(2147483647);
const float l_1226 = reinterpret_cast<float const&>(l_1225);
const double l_1227 = double(l_1226);
l_mut_252 = l_1227;
const bool l_1228 = l_1225 < uint32(8388608);
if (l_1228) {
const double l_1229 = double(l_1225);
const double l_1230 = l_1229 * double(1.401298464324817e-45);
l_mut_252 = l_1230;
}
const uint64 l_1231 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1232 = l_1224 >> uint32(31);
const uint64 l_1233 = uint64(l_1232);
const uint64 l_1234 = l_1233 << uint64(63);
const uint64 l_1235 = l_1231 | l_1234;
const double l_1236 = reinterpret_cast<double const&>(l_1235);
const uint32 l_1237 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1238 = l_1237 + uint32(1);
l_mut_486 = l_1238;
const uint32 l_1239 = l_1237 & uint32(2147483647);
const bool l_1240 = l_1239 == uint32(0);
if (l_1240) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1241 = l_1237 & uint32(2147483648);
const bool l_1242 = l_1241 != uint32(0);
if (l_1242) {
const uint32 l_1243 = l_1237 - uint32(1);
l_mut_486 = l_1243;
} else {
const bool l_1244 = l_1237 == uint32(2139095040);
if (l_1244) {
l_mut_486 = l_1237;
}
}
}
const float l_1245 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1246 = reinterpret_cast<uint32 const&>(l_1245);
const uint32 l_1247 = l_1246 & uint32(2147483647);
const float l_1248 = reinterpret_cast<float const&>(l_1247);
const double l_1249 = double(l_1248);
l_mut_252 = l_1249;
const bool l_1250 = l_1247 < uint32(8388608);
if (l_1250) {
const double l_1251 = double(l_1247);
const double l_1252 = l_1251 * double(1.401298464324817e-45);
l_mut_252 = l_1252;
}
const uint64 l_1253 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1254 = l_1246 >> uint32(31);
const uint64 l_1255 = uint64(l_1254);
const uint64 l_1256 = l_1255 << uint64(63);
const uint64 l_1257 = l_1253 | l_1256;
const double l_1258 = reinterpret_cast<double const&>(l_1257);
const uint32 l_1259 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1260 = l_1259 ^ uint32(2147483648);
const float l_1261 = reinterpret_cast<float const&>(l_1260);
const uint32 l_1262 = reinterpret_cast<uint32 const&>(l_1261);
const uint32 l_1263 = l_1262 + uint32(1);
l_mut_486 = l_1263;
const uint32 l_1264 = l_1262 & uint32(2147483647);
const bool l_1265 = l_1264 == uint32(0);
if (l_1265) {
l_mut_486 = uint32(1);
} else {
const uint32 l_1266 = l_1262 & uint32(2147483648);
const bool l_1267 = l_1266 != uint32(0);
if (l_1267) {
const uint32 l_1268 = l_1262 - uint32(1);
l_mut_486 = l_1268;
} else {
const bool l_1269 = l_1262 == uint32(2139095040);
if (l_1269) {
l_mut_486 = l_1262;
}
}
}
const float l_1270 = reinterpret_cast<float const&>(l_mut_486);
const uint32 l_1271 = reinterpret_cast<uint32 const&>(l_1270);
const uint32 l_1272 = l_1271 ^ uint32(2147483648);
const float l_1273 = reinterpret_cast<float const&>(l_1272);
const uint32 l_1274 = reinterpret_cast<uint32 const&>(l_1273);
const uint32 l_1275 = l_1274 & uint32(2147483647);
const float l_1276 = reinterpret_cast<float const&>(l_1275);
const double l_1277 = double(l_1276);
l_mut_252 = l_1277;
const bool l_1278 = l_1275 < uint32(8388608);
if (l_1278) {
const double l_1279 = double(l_1275);
const double l_1280 = l_1279 * double(1.401298464324817e-45);
l_mut_252 = l_1280;
}
const uint64 l_1281 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1282 = l_1274 >> uint32(31);
const uint64 l_1283 = uint64(l_1282);
const uint64 l_1284 = l_1283 << uint64(63);
const uint64 l_1285 = l_1281 | l_1284;
const double l_1286 = reinterpret_cast<double const&>(l_1285);
const double l_1287 = l_1222 + l_1221;
const bool l_1288 = l_1287 <= l_1236;
l_mut_546 = l_1288;
const double l_1289 = l_1222 - l_1221;
const bool l_1290 = l_1289 > l_1236;
l_mut_543 = l_1290;
const double l_1291 = l_1223 - l_1221;
const bool l_1292 = l_1291 >= l_1236;
l_mut_540 = l_1292;
const double l_1293 = l_1223 + l_1221;
const bool l_1294 = l_1293 < l_1236;
l_mut_537 = l_1294;
if (l_415) {
const double l_1295 = l_1222 + l_1221;
const bool l_1296 = l_1295 < l_1258;
l_mut_546 = l_1296;
const double l_1297 = l_1222 - l_1221;
const bool l_1298 = l_1297 >= l_1258;
l_mut_543 = l_1298;
const double l_1299 = l_1223 - l_1221;
const bool l_1300 = l_1299 > l_1286;
l_mut_540 = l_1300;
const double l_1301 = l_1223 + l_1221;
const bool l_1302 = l_1301 <= l_1286;
l_mut_537 = l_1302;
}
l_mut_486 = uint32(2);
const bool l_1303 = l_mut_543 || l_mut_537;
if (l_1303) {
l_mut_486 = uint32(1);
} else {
const bool l_1304 = l_mut_546 && l_mut_540;
if (l_1304) {
l_mut_486 = uint32(0);
}
}
const uint32 l_1305 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1306 = l_1305 & uint32(2147483647);
const bool l_1307 = l_1306 == uint32(0);
if (l_1307) {
const double l_1308 = l_1222 + l_1221;
const bool l_1309 = l_1308 < double(1.1754943508222875e-38);
const double l_1310 = l_1223 - l_1221;
const bool l_1311 = l_1310 > double(-1.1754943508222875e-38);
const bool l_1312 = l_1309 && l_1311;
const double l_1313 = l_1222 - l_1221;
const bool l_1314 = l_1313 < double(1.1754943508222875e-38);
const double l_1315 = l_1223 + l_1221;
const bool l_1316 = l_1315 > double(-1.1754943508222875e-38);
const bool l_1317 = l_1314 && l_1316;
if (l_1312) {
l_mut_486 = uint32(0);
} else {
const bool l_1318 = l_mut_486 == uint32(1);
const bool l_1319 = l_1317 && l_1318;
if (l_1319) {
l_mut_486 = uint32(2);
}
}
}
l_mut_429 = l_mut_486;
} else {
const double l_1320 = abs(l_mut_31);
l_mut_252 = double(1.401298464324817e-45);
const bool l_1321 = l_1320 >= double(1.1754943508222875e-38);
const bool l_1322 = l_1320 <= double(1.7976931348623157e308);
const bool l_1323 = l_1321 && l_1322;
if (l_1323) {
const uint64 l_1324 = reinterpret_cast<uint64 const&>(l_1320);
const uint64 l_1325 = l_1324 >> uint64(52);
const uint64 l_1326 = l_1325 - uint64(23);
const uint64 l_1327 = l_1326 << uint64(52);
const double l_1328 = reinterpret_cast<double const&>(l_1327);
l_mut_252 = l_1328;
}
const double l_1329 = l_420 * l_mut_252;
l_mut_486 = uint32(2);
const double l_1330 = l_mut_31 - l_427;
const double l_1331 = abs(l_1330);
l_mut_252 = double(1.401298464324817e-45);
const bool l_1332 = l_1331 >= double(1.1754943508222875e-38);
const bool l_1333 = l_1331 <= double(1.7976931348623157e308);
const bool l_1334 = l_1332 && l_1333;
if (l_1334) {
const uint64 l_1335 = reinterpret_cast<uint64 const&>(l_1331);
const uint64 l_1336 = l_1335 >> uint64(52);
const uint64 l_1337 = l_1336 - uint64(23);
const uint64 l_1338 = l_1337 << uint64(52);
const double l_1339 = reinterpret_cast<double const&>(l_1338);
l_mut_252 = l_1339;
}
const double l_1340 = l_mut_31 + l_427;
const double l_1341 = abs(l_1340);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1342 = l_1341 >= double(1.1754943508222875e-38);
const bool l_1343 = l_1341 <= double(1.7976931348623157e308);
const bool l_1344 = l_1342 && l_1343;
if (l_1344) {
const uint64 l_1345 = reinterpret_cast<uint64 const&>(l_1341);
const uint64 l_1346 = l_1345 >> uint64(52);
const uint64 l_1347 = l_1346 - uint64(23);
const uint64 l_1348 = l_1347 << uint64(52);
const double l_1349 = reinterpret_cast<double const&>(l_1348);
l_mut_84 = l_1349;
}
const bool l_1350 = l_mut_252 == l_mut_84;
if (l_1350) {
const double l_1351 = l_1329 * double(1.4551915228366852e-11);
const double l_1352 = l_427 + l_1351;
const double l_1353 = l_mut_31 - l_1329;
const double l_1354 = l_mut_31 + l_1329;
const uint32 l_1355 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1356 = l_1355 & uint32(2147483647);
const float l_1357 = reinterpret_cast<float const&>(l_1356);
const double l_1358 = double(l_1357);
l_mut_252 = l_1358;
const bool l_1359 = l_1356 < uint32(8388608);
if (l_1359) {
const double l_1360 = double(l_1356);
const double l_1361 = l_1360 * double(1.401298464324817e-45);
l_mut_252 = l_1361;
}
const uint64 l_1362 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1363 = l_1355 >> uint32(31);
const uint64 l_1364 = uint64(l_1363);
const uint64 l_1365 = l_1364 << uint64(63);
const uint64 l_1366 = l_1362 | l_1365;
const double l_1367 = reinterpret_cast<double const&>(l_1366);
const uint32 l_1368 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1369 = l_1368 + uint32(1);
l_mut_445 = l_1369;
const uint32 l_1370 = l_1368 & uint32(2147483647);
const bool l_1371 = l_1370 == uint32(0);
if (l_1371) {
l_mut_445 = uint32(1);
} else {
const uint32 l_1372 = l_1368 & uint32(2147483648);
const bool l_1373 = l_1372 != uint32(0);
if (l_1373) {
const uint32 l_1374 = l_1368 - uint32(1);
l_mut_445 = l_1374;
} else {
const bool l_1375 = l_1368 == uint32(2139095040);
if (l_1375) {
l_mut_445 = l_1368;
}
}
}
const float l_1376 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_1377 = reinterpret_cast<uint32 const&>(l_1376);
const uint32 l_1378 = l_1377 & uint32(2147483647);
const float l_1379 = reinterpret_cast<float const&>(l_1378);
const double l_1380 = double(l_1379);
l_mut_252 = l_1380;
const bool l_1381 = l_1378 < uint32(8388608);
if (l_1381) {
const double l_1382 = double(l_1378);
const double l_1383 = l_1382 * double(1.401298464324817e-45);
l_mut_252 = l_1383;
}
const uint64 l_1384 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1385 = l_1377 >> uint32(31);
const uint64 l_1386 = uint64(l_1385);
const uint64 l_1387 = l_1386 << uint64(63);
const uint64 l_1388 = l_1384 | l_1387;
const double l_1389 = reinterpret_cast<double const&>(l_1388);
const uint32 l_1390 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1391 = l_1390 ^ uint32(2147483648);
const float l_1392 = reinterpret_cast<float const&>(l_1391);
const uint32 l_1393 = reinterpret_cast<uint32 const&>(l_1392);
const uint32 l_1394 = l_1393 + uint32(1);
l_mut_445 = l_1394;
const uint32 l_1395 = l_1393 & uint32(2147483647);
const bool l_1396 = l_1395 == uint32(0);
if (l_1396) {
l_mut_445 = uint32(1);
} else {
const uint32 l_1397 = l_1393 & uint32(2147483648);
const bool l_1398 = l_1397 != uint32(0);
if (l_1398) {
const uint32 l_1399 = l_1393 - uint32(1);
l_mut_445 = l_1399;
} else {
const bool l_1400 = l_1393 == uint32(2139095040);
if (l_1400) {
l_mut_445 = l_1393;
}
}
}
const float l_1401 = reinterpret_cast<float const&>(l_mut_445);
const uint32 l_1402 = reinterpret_cast<uint32 const&>(l_1401);
const uint32 l_1403 = l_1402 ^ uint32(2147483648);
const float l_1404 = reinterpret_cast<float const&>(l_1403);
const uint32 l_1405 = reinterpret_cast<uint32 const&>(l_1404);
const uint32 l_1406 = l_1405 & uint32(2147483647);
const float l_1407 = reinterpret_cast<float const&>(l_1406);
const double l_1408 = double(l_1407);
l_mut_252 = l_1408;
const bool l_1409 = l_1406 < uint32(8388608);
if (l_1409) {
const double l_1410 = double(l_1406);
const double l_1411 = l_1410 * double(1.401298464324817e-45);
l_mut_252 = l_1411;
}
const uint64 l_1412 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1413 = l_1405 >> uint32(31);
const uint64 l_1414 = uint64(l_1413);
const uint64 l_1415 = l_1414 << uint64(63);
const uint64 l_1416 = l_1412 | l_1415;
const double l_1417 = reinterpret_cast<double const&>(l_1416);
const double l_1418 = l_1353 + l_1352;
const bool l_1419 = l_1418 <= l_1367;
l_mut_546 = l_1419;
const double l_1420 = l_1353 - l_1352;
const bool l_1421 = l_1420 > l_1367;
l_mut_543 = l_1421;
const double l_1422 = l_1354 - l_1352;
const bool l_1423 = l_1422 >= l_1367;
l_mut_540 = l_1423;
const double l_1424 = l_1354 + l_1352;
const bool l_1425 = l_1424 < l_1367;
l_mut_537 = l_1425;
if (l_415) {
const double l_1426 = l_1353 + l_1352;
const bool l_1427 = l_1426 < l_1389;
l_mut_546 = l_1427;
const double l_1428 = l_1353 - l_1352;
const bool l_1429 = l_1428 >= l_1389;
l_mut_543 = l_1429;
const double l_1430 = l_1354 - l_1352;
const bool l_1431 = l_1430 > l_1417;
l_mut_540 = l_1431;
const double l_1432 = l_1354 + l_1352;
const bool l_1433 = l_1432 <= l_1417;
l_mut_537 = l_1433;
}
l_mut_445 = uint32(2);
const bool l_1434 = l_mut_543 || l_mut_537;
if (l_1434) {
l_mut_445 = uint32(1);
} else {
const bool l_1435 = l_mut_546 && l_mut_540;
if (l_1435) {
l_mut_445 = uint32(0);
}
}
const uint32 l_1436 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1437 = l_1436 & uint32(2147483647);
const bool l_1438 = l_1437 == uint32(0);
if (l_1438) {
const double l_1439 = l_1353 + l_1352;
const bool l_1440 = l_1439 < double(1.1754943508222875e-38);
const double l_1441 = l_1354 - l_1352;
const bool l_1442 = l_1441 > double(-1.1754943508222875e-38);
const bool l_1443 = l_1440 && l_1442;
const double l_1444 = l_1353 - l_1352;
const bool l_1445 = l_1444 < double(1.1754943508222875e-38);
const double l_1446 = l_1354 + l_1352;
const bool l_1447 = l_1446 > double(-1.1754943508222875e-38);
const bool l_1448 = l_1445 && l_1447;
if (l_1443) {
l_mut_445 = uint32(0);
} else {
const bool l_1449 = l_mut_445 == uint32(1);
const bool l_1450 = l_1448 && l_1449;
if (l_1450) {
l_mut_445 = uint32(2);
}
}
}
l_mut_486 = l_mut_445;
}
l_mut_429 = l_mut_486;
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
const uint32 l_1451 = l_arr_428[uint32(0)];
const bool l_1452 = l_1451 == uint32(0);
if (l_1452) {
l_mut_429 = uint32(2);
}
l_arr_10[l_mut_409] = l_mut_429;
const uint32 l_1453 = l_arr_10[l_mut_409];
const bool l_1454 = l_1453 == uint32(2);
if (l_1454) {
l_mut_136 = bool(false);
}
}
}
const bool l_1455 = l_mut_68 == uint32(4294967293);
if (l_1455) {
const uint32 l_1456 = l_arr_8[uint32(0)];
const uint32 l_1457 = l_1456 + uint32(1);
l_arr_8[uint32(0)] = l_1457;
} else {
if (l_mut_136) {
l_mut_252 = l_397;
const bool l_1458 = l_mut_252 < double(-17.0);
if (l_1458) {
l_mut_252 = double(-17.0);
}
const bool l_1459 = l_mut_252 > double(17.0);
if (l_1459) {
l_mut_252 = double(17.0);
}
const double l_1460 = l_mut_252 + double(16.0);
const double l_1461 = l_1460 + double(1.0);
const uint32 l_1462 = uint32(l_1461);
const uint32 l_1463 = uint32(2) + l_1462;
const uint32 l_1464 = l_arr_8[l_1463];
const uint32 l_1465 = l_1464 + uint32(1);
l_arr_8[l_1463] = l_1465;
const uint32 l_1466 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1467 = l_1466 & uint32(2147483647);
const float l_1468 = reinterpret_cast<float const&>(l_1467);
const double l_1469 = double(l_1468);
l_mut_252 = l_1469;
const bool l_1470 = l_1467 < uint32(8388608);
if (l_1470) {
const double l_1471 = double(l_1467);
const double l_1472 = l_1471 * double(1.401298464324817e-45);
l_mut_252 = l_1472;
}
const uint64 l_1473 = reinterpret_cast<uint64 const&>(l_mut_252);
const uint32 l_1474 = l_1466 >> uint32(31);
const uint64 l_1475 = uint64(l_1474);
const uint64 l_1476 = l_1475 << uint64(63);
const uint64 l_1477 = l_1473 | l_1476;
const double l_1478 = reinterpret_cast<double const&>(l_1477);
const double l_1479 = abs(l_mut_31);
const double l_1480 = l_mut_31 * double(0.0);
const double l_1481 = l_1480 + double(7.1362384635298e44);
l_mut_252 = l_1481;
const bool l_1482 = l_1479 >= double(2.350988701644575e-38);
if (l_1482) {
const uint32 l_1483 = l_mut_68 & uint32(2147483647);
const float l_1484 = reinterpret_cast<float const&>(l_1483);
const double l_1485 = double(l_1484);
const uint32 l_1486 = l_1483 & uint32(2139095040);
const float l_1487 = reinterpret_cast<float const&>(l_1486);
const double l_1488 = double(l_1487);
const bool l_1489 = l_1485 > l_1479;
const uint32 l_1490 = l_1483 & uint32(8388607);
const bool l_1491 = l_1490 == uint32(0);
const bool l_1492 = l_1489 && l_1491;
const double l_1493 = l_1488 * double(1.1920928955078125e-7);
const double l_1494 = double(l_1492);
const double l_1495 = double(0.5) * l_1494;
const double l_1496 = double(1.0) - l_1495;
const double l_1497 = l_1493 * l_1496;
const double l_1498 = double(1.0) / l_1497;
l_mut_252 = l_1498;
}
const double l_1499 = l_1478 - l_mut_31;
const double l_1500 = l_1499 * l_mut_252;
const uint32 l_1501 = uint32(2) * uint32(0);
const uint32 l_1502 = uint32(45) + l_1501;
const double l_1503 = abs(l_1500);
const double l_1504 = l_arr_9[uint32(0)];
const double l_1505 = abs(l_1504);
const bool l_1506 = l_1503 > l_1505;
l_mut_546 = l_1506;
const bool l_1507 = uint32(0) == uint32(0);
if (l_1507) {
const double l_1508 = l_arr_9[uint32(0)];
const bool l_1509 = l_1500 < l_1508;
l_mut_546 = l_1509;
} else {
const bool l_1510 = uint32(0) == uint32(1);
if (l_1510) {
const double l_1511 = l_arr_9[uint32(0)];
const bool l_1512 = l_1500 > l_1511;
l_mut_546 = l_1512;
}
}
const uint32 l_1513 = l_arr_8[l_1502];
const bool l_1514 = l_1513 == uint32(4294967295);
const bool l_1515 = l_1514 || l_mut_546;
if (l_1515) {
l_arr_8[l_1502] = l_23;
const uint32 l_1516 = l_1502 + uint32(1);
l_arr_8[l_1516] = l_378;
l_arr_9[uint32(0)] = l_1500;
}
const uint32 l_1517 = uint32(2) * uint32(1);
const uint32 l_1518 = uint32(45) + l_1517;
const double l_1519 = abs(l_1500);
const double l_1520 = l_arr_9[uint32(1)];
const double l_1521 = abs(l_1520);
const bool l_1522 = l_1519 > l_1521;
l_mut_546 = l_1522;
const bool l_1523 = uint32(1) == uint32(0);
if (l_1523) {
const double l_1524 = l_arr_9[uint32(1)];
const bool l_1525 = l_1500 < l_1524;
l_mut_546 = l_1525;
} else {
const bool l_1526 = uint32(1) == uint32(1);
if (l_1526) {
const double l_1527 = l_arr_9[uint32(1)];
const bool l_1528 = l_1500 > l_1527;
l_mut_546 = l_1528;
}
}
const uint32 l_1529 = l_arr_8[l_1518];
const bool l_1530 = l_1529 == uint32(4294967295);
const bool l_1531 = l_1530 || l_mut_546;
if (l_1531) {
l_arr_8[l_1518] = l_23;
const uint32 l_1532 = l_1518 + uint32(1);
l_arr_8[l_1532] = l_378;
l_arr_9[uint32(1)] = l_1500;
}
const bool l_1533 = l_397 != double(0.0);
if (l_1533) {

for (uint32 l_mut_1534 = uint32(0); l_mut_1534 < uint32(8); ++l_mut_1534) {
const uint32 l_1535 = l_arr_10[l_mut_1534];
const bool l_1536 = l_1535 == uint32(1);
if (l_1536) {
const uint32 l_1537 = uint32(37) + l_mut_1534;
const uint32 l_1538 = l_arr_8[l_1537];
const uint32 l_1539 = l_1538 + uint32(1);
l_arr_8[l_1537] = l_1539;
const uint32 l_1540 = uint32(2) + l_mut_1534;
const uint32 l_1541 = uint32(2) * l_1540;
const uint32 l_1542 = uint32(45) + l_1541;
const double l_1543 = abs(l_1500);
const double l_1544 = l_arr_9[l_1540];
const double l_1545 = abs(l_1544);
const bool l_1546 = l_1543 > l_1545;
l_mut_546 = l_1546;
const bool l_1547 = l_1540 == uint32(0);
if (l_1547) {
const double l_1548 = l_arr_9[l_1540];
const bool l_1549 = l_1500 < l_1548;
l_mut_546 = l_1549;
} else {
const bool l_1550 = l_1540 == uint32(1);
if (l_1550) {
const double l_1551 = l_arr_9[l_1540];
const bool l_1552 = l_1500 > l_1551;
l_mut_546 = l_1552;
}
}
const uint32 l_1553 = l_arr_8[l_1542];
const bool l_1554 = l_1553 == uint32(4294967295);
const bool l_1555 = l_1554 || l_mut_546;
if (l_1555) {
l_arr_8[l_1542] = l_23;
const uint32 l_1556 = l_1542 + uint32(1);
l_arr_8[l_1556] = l_378;
l_arr_9[l_1540] = l_1500;
}
}
}
}
} else {
const uint32 l_1557 = l_arr_8[uint32(1)];
const uint32 l_1558 = l_2 + l_1557;
const uint32 l_1559 = l_1558 * uint32(2);
const uint32 l_1679 = info.static_meta[uint32(6)];
const uint32 l_1680 = l_1679 * uint32(1);
const bool l_1681 = l_1559 < l_1680;
if (l_1681) {
buffer_6[l_1559] = l_23;
}
const uint32 l_1560 = l_1559 + uint32(1);
const uint32 l_1682 = info.static_meta[uint32(6)];
const uint32 l_1683 = l_1682 * uint32(1);
const bool l_1684 = l_1560 < l_1683;
if (l_1684) {
buffer_6[l_1560] = l_378;
}
const uint32 l_1561 = l_arr_8[uint32(1)];
const uint32 l_1562 = l_1561 + uint32(1);
l_arr_8[uint32(1)] = l_1562;
}
}
}

for (uint32 l_mut_1563 = uint32(0); l_mut_1563 < uint32(65); ++l_mut_1563) {
const uint32 l_1564 = idxGlobal * uint32(65);
const uint32 l_1565 = l_1564 + l_mut_1563;
const uint32 l_1566 = l_arr_8[l_mut_1563];
const uint32 l_1685 = info.static_meta[uint32(4)];
const uint32 l_1686 = l_1685 * uint32(1);
const bool l_1687 = l_1565 < l_1686;
if (l_1687) {
buffer_4[l_1565] = l_1566;
}
}

for (uint32 l_mut_1567 = uint32(0); l_mut_1567 < uint32(10); ++l_mut_1567) {
const uint32 l_1568 = idxGlobal * uint32(10);
const uint32 l_1569 = l_1568 + l_mut_1567;
const double l_1570 = l_arr_9[l_mut_1567];
const uint32 l_1688 = info.static_meta[uint32(5)];
const uint32 l_1689 = l_1688 * uint32(1);
const bool l_1690 = l_1569 < l_1689;
if (l_1690) {
buffer_5[l_1569] = l_1570;
}
}
}

}
