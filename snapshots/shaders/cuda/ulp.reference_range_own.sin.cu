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

uint32 l_arr_422[1];

uint32 l_arr_10[8];

bool l_mut_136;
bool l_mut_531;
bool l_mut_534;
bool l_mut_537;
bool l_mut_540;
double l_mut_249;
double l_mut_31;
double l_mut_47;
double l_mut_57;
double l_mut_84;
float l_mut_25;
int32 l_mut_194;
uint32 l_mut_423;
uint32 l_mut_439;
uint32 l_mut_480;
uint32 l_mut_68;
uint64 l_mut_150;
uint64 l_mut_179;
uint64 l_mut_191;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_1579 = info.static_meta[uint32(7)];
const uint32 l_1580 = l_1579 * uint32(1);
const bool l_1581 = uint32(0) < l_1580;
if (l_1581) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_1565 = info.static_meta[uint32(0)];
const uint32 l_1566 = l_1565 * uint32(1);
const bool l_1567 = uint32(1) < l_1566;
const uint32 l_1568 = l_1566 - uint32(1);
const uint32 l_1569 = min(uint32(1), l_1568);
const uint32 l_1570 = buffer_0[l_1569];
const uint32 l_1571 = (l_1567) ? l_1570 : uint32(0);
const uint32 l_1 = l_1571;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_1572 = info.static_meta[uint32(0)];
const uint32 l_1573 = l_1572 * uint32(1);
const bool l_1574 = uint32(2) < l_1573;
const uint32 l_1575 = l_1573 - uint32(1);
const uint32 l_1576 = min(uint32(2), l_1575);
const uint32 l_1577 = buffer_0[l_1576];
const uint32 l_1578 = (l_1574) ? l_1577 : uint32(0);
const uint32 l_3 = l_1578;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_1582 = info.static_meta[uint32(0)];
const uint32 l_1583 = l_1582 * uint32(1);
const bool l_1584 = uint32(2) < l_1583;
const uint32 l_1585 = l_1583 - uint32(1);
const uint32 l_1586 = min(uint32(2), l_1585);
const uint32 l_1587 = buffer_0[l_1586];
const uint32 l_1588 = (l_1584) ? l_1587 : uint32(0);
const uint32 l_6 = l_1588;
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
const uint32 l_1589 = info.static_meta[uint32(3)];
const uint32 l_1590 = l_1589 * uint32(1);
const bool l_1591 = uint32(1024) < l_1590;
const uint32 l_1592 = l_1590 - uint32(1);
const uint32 l_1593 = min(uint32(1024), l_1592);
const uint32 l_1594 = buffer_3[l_1593];
const uint32 l_1595 = (l_1591) ? l_1594 : uint32(0);
const uint32 l_18 = l_1595;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_1596 = info.static_meta[uint32(0)];
const uint32 l_1597 = l_1596 * uint32(1);
const bool l_1598 = uint32(0) < l_1597;
const uint32 l_1599 = l_1597 - uint32(1);
const uint32 l_1600 = min(uint32(0), l_1599);
const uint32 l_1601 = buffer_0[l_1600];
const uint32 l_1602 = (l_1598) ? l_1601 : uint32(0);
const uint32 l_22 = l_1602;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = sin(l_24);
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
const uint32 l_1603 = info.static_meta[uint32(3)];
const uint32 l_1604 = l_1603 * uint32(1);
const bool l_1605 = uint32(1024) < l_1604;
const uint32 l_1606 = l_1604 - uint32(1);
const uint32 l_1607 = min(uint32(1024), l_1606);
const uint32 l_1608 = buffer_3[l_1607];
const uint32 l_1609 = (l_1605) ? l_1608 : uint32(0);
const uint32 l_50 = l_1609;
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
if (l_133) {
l_mut_84 = l_131;
}
const bool l_137 = bool(true) && l_80;
if (l_137) {
const bool l_138 = !l_mut_136;
l_mut_136 = l_138;
}
if (l_mut_136) {
const double l_139 = -l_mut_84;
l_mut_84 = l_139;
}
l_mut_47 = l_mut_84;
} else {
const bool l_140 = l_42 < uint32(2139095040);
if (l_140) {
const uint32 l_141 = l_42 & uint32(8388607);
const uint32 l_142 = l_141 | uint32(8388608);
const uint64 l_143 = uint64(l_142);
const uint32 l_144 = l_42 >> uint32(23);
const uint32 l_145 = l_144 * uint32(4);
const uint32 l_146 = l_145 + uint32(3);
const uint32 l_1610 = info.static_meta[uint32(3)];
const uint32 l_1611 = l_1610 * uint32(1);
const bool l_1612 = l_146 < l_1611;
const uint32 l_1613 = l_1611 - uint32(1);
const uint32 l_1614 = min(l_146, l_1613);
const uint32 l_1615 = buffer_3[l_1614];
const uint32 l_1616 = (l_1612) ? l_1615 : uint32(0);
const uint32 l_147 = l_1616;
const uint64 l_148 = uint64(l_147);
const uint64 l_149 = l_143 * l_148;
l_mut_150 = l_149;
const uint64 l_151 = l_mut_150 & uint64(4294967295);
const uint64 l_152 = l_mut_150 >> uint64(32);
const uint32 l_153 = l_145 + uint32(2);
const uint32 l_1617 = info.static_meta[uint32(3)];
const uint32 l_1618 = l_1617 * uint32(1);
const bool l_1619 = l_153 < l_1618;
const uint32 l_1620 = l_1618 - uint32(1);
const uint32 l_1621 = min(l_153, l_1620);
const uint32 l_1622 = buffer_3[l_1621];
const uint32 l_1623 = (l_1619) ? l_1622 : uint32(0);
const uint32 l_154 = l_1623;
const uint64 l_155 = uint64(l_154);
const uint64 l_156 = l_143 * l_155;
const uint64 l_157 = l_152 + l_156;
l_mut_150 = l_157;
const uint64 l_158 = l_mut_150 & uint64(4294967295);
const uint64 l_159 = l_mut_150 >> uint64(32);
const uint32 l_160 = l_145 + uint32(1);
const uint32 l_1624 = info.static_meta[uint32(3)];
const uint32 l_1625 = l_1624 * uint32(1);
const bool l_1626 = l_160 < l_1625;
const uint32 l_1627 = l_1625 - uint32(1);
const uint32 l_1628 = min(l_160, l_1627);
const uint32 l_1629 = buffer_3[l_1628];
const uint32 l_1630 = (l_1626) ? l_1629 : uint32(0);
const uint32 l_161 = l_1630;
const uint64 l_162 = uint64(l_161);
const uint64 l_163 = l_143 * l_162;
const uint64 l_164 = l_159 + l_163;
l_mut_150 = l_164;
const uint64 l_165 = l_mut_150 & uint64(4294967295);
const uint64 l_166 = l_mut_150 >> uint64(32);
const uint32 l_1631 = info.static_meta[uint32(3)];
const uint32 l_1632 = l_1631 * uint32(1);
const bool l_1633 = l_145 < l_1632;
const uint32 l_1634 = l_1632 - uint32(1);
const uint32 l_1635 = min(l_145, l_1634);
const uint32 l_1636 = buffer_3[l_1635];
const uint32 l_1637 = (l_1633) ? l_1636 : uint32(0);
const uint32 l_167 = l_1637;
const uint64 l_168 = uint64(l_167);
const uint64 l_169 = l_143 * l_168;
const uint64 l_170 = l_166 + l_169;
l_mut_150 = l_170;
const uint64 l_171 = l_mut_150 >> uint64(29);
const uint64 l_172 = l_171 & uint64(3);
const uint32 l_173 = uint32(l_172);
l_mut_68 = l_173;
const uint64 l_174 = l_mut_150 & uint64(536870911);
const uint64 l_175 = l_174 << uint64(32);
const uint64 l_176 = l_175 | l_165;
l_mut_150 = l_176;
const uint64 l_177 = l_158 << uint64(32);
const uint64 l_178 = l_177 | l_151;
l_mut_179 = l_178;
const bool l_180 = l_mut_150 >= uint64(1152921504606846976);
if (l_180) {
const uint32 l_181 = l_mut_68 + uint32(1);
const uint32 l_182 = l_181 & uint32(3);
l_mut_68 = l_182;
const bool l_183 = l_mut_179 != uint64(0);
const uint64 l_184 = uint64(l_183);
const uint64 l_185 = uint64(0) - l_mut_179;
l_mut_179 = l_185;
const uint64 l_186 = uint64(2305843009213693952) - l_mut_150;
const uint64 l_187 = l_186 - l_184;
l_mut_150 = l_187;
}
const uint32 l_188 = uint32(__clzll(int64(l_mut_179)));
const uint64 l_189 = uint64(l_188);
const uint64 l_190 = l_mut_179 << l_189;
l_mut_191 = l_190;
const int32 l_192 = int32(l_188);
const int32 l_193 = int32(0) - l_192;
l_mut_194 = l_193;
const bool l_195 = l_mut_150 != uint64(0);
if (l_195) {
const uint32 l_196 = uint32(__clzll(int64(l_mut_150)));
const uint64 l_197 = uint64(l_196);
const uint64 l_198 = l_mut_150 << l_197;
const uint32 l_199 = uint32(64) - l_196;
const uint64 l_200 = uint64(l_199);
const uint64 l_201 = l_mut_179 >> l_200;
const uint64 l_202 = l_198 | l_201;
l_mut_191 = l_202;
const int32 l_203 = int32(l_196);
const int32 l_204 = int32(64) - l_203;
l_mut_194 = l_204;
}
const uint64 l_205 = l_mut_191 >> uint64(32);
const uint64 l_206 = l_mut_191 & uint64(4294967295);
const uint64 l_207 = l_205 * uint64(560513588);
const uint64 l_208 = l_206 * uint64(3373259426);
const uint64 l_209 = l_206 * uint64(560513588);
const uint64 l_210 = l_209 >> uint64(32);
const uint64 l_211 = l_207 & uint64(4294967295);
const uint64 l_212 = l_210 + l_211;
const uint64 l_213 = l_208 & uint64(4294967295);
const uint64 l_214 = l_212 + l_213;
const uint64 l_215 = l_205 * uint64(3373259426);
const uint64 l_216 = l_207 >> uint64(32);
const uint64 l_217 = l_215 + l_216;
const uint64 l_218 = l_208 >> uint64(32);
const uint64 l_219 = l_217 + l_218;
const uint64 l_220 = l_214 >> uint64(32);
const uint64 l_221 = l_219 + l_220;
l_mut_191 = l_221;
const int32 l_222 = l_mut_194 - int32(124);
l_mut_194 = l_222;
const bool l_223 = l_mut_191 < uint64(9223372036854775808);
if (l_223) {
const uint64 l_224 = l_mut_191 << uint64(1);
const uint64 l_225 = l_214 >> uint64(31);
const uint64 l_226 = l_225 & uint64(1);
const uint64 l_227 = l_224 | l_226;
l_mut_191 = l_227;
l_mut_194 = l_mut_194 - int32(1);
}
const uint64 l_228 = l_mut_191 >> uint64(11);
const double l_229 = double(l_228);
const int32 l_230 = l_mut_194 + int32(11);
const int32 l_231 = l_230 + int32(1023);
const uint64 l_232 = uint64(l_231);
const uint64 l_233 = l_232 << uint64(52);
const double l_234 = reinterpret_cast<double const&>(l_233);
const double l_235 = l_229 * l_234;
l_mut_84 = l_235;
const uint64 l_236 = l_mut_191 & uint64(2047);
const double l_237 = double(l_236);
const int32 l_238 = l_mut_194 + int32(1023);
const uint64 l_239 = uint64(l_238);
const uint64 l_240 = l_239 << uint64(52);
const double l_241 = reinterpret_cast<double const&>(l_240);
const double l_242 = l_237 * l_241;
l_mut_57 = l_242;
if (l_180) {
const double l_243 = -l_mut_84;
l_mut_84 = l_243;
const double l_244 = -l_mut_57;
l_mut_57 = l_244;
}
const bool l_245 = l_41 >= uint32(2147483648);
const double l_246 = l_mut_84 * l_mut_84;
const double l_247 = l_246 * double(1.9572941063391263e-20);
const double l_248 = double(8.22063524662433e-18) - l_247;
l_mut_249 = l_248;
const double l_250 = l_mut_249 * l_246;
const double l_251 = l_250 - double(2.8114572543455206e-15);
l_mut_249 = l_251;
const double l_252 = l_mut_249 * l_246;
const double l_253 = l_252 + double(7.647163731819816e-13);
l_mut_249 = l_253;
const double l_254 = l_mut_249 * l_246;
const double l_255 = l_254 - double(1.6059043836821613e-10);
l_mut_249 = l_255;
const double l_256 = l_mut_249 * l_246;
const double l_257 = l_256 + double(2.505210838544172e-8);
l_mut_249 = l_257;
const double l_258 = l_mut_249 * l_246;
const double l_259 = l_258 - double(2.7557319223985893e-6);
l_mut_249 = l_259;
const double l_260 = l_mut_249 * l_246;
const double l_261 = l_260 + double(0.0001984126984126984);
l_mut_249 = l_261;
const double l_262 = l_mut_249 * l_246;
const double l_263 = l_262 - double(0.008333333333333333);
l_mut_249 = l_263;
const double l_264 = l_mut_249 * l_246;
const double l_265 = l_264 + double(0.16666666666666666);
l_mut_249 = l_265;
const double l_266 = double(0.5) * l_246;
const double l_267 = double(1.0) - l_266;
const double l_268 = l_mut_57 * l_267;
const double l_269 = l_mut_84 * l_246;
const double l_270 = l_269 * l_mut_249;
const double l_271 = l_268 - l_270;
const double l_272 = l_mut_84 + l_271;
const double l_273 = l_mut_84 * l_mut_84;
const double l_274 = l_273 * double(4.110317623312165e-19);
const double l_275 = l_274 - double(1.5619206968586225e-16);
l_mut_249 = l_275;
const double l_276 = l_mut_249 * l_273;
const double l_277 = l_276 + double(4.779477332387385e-14);
l_mut_249 = l_277;
const double l_278 = l_mut_249 * l_273;
const double l_279 = l_278 - double(1.1470745597729725e-11);
l_mut_249 = l_279;
const double l_280 = l_mut_249 * l_273;
const double l_281 = l_280 + double(2.08767569878681e-9);
l_mut_249 = l_281;
const double l_282 = l_mut_249 * l_273;
const double l_283 = l_282 - double(2.755731922398589e-7);
l_mut_249 = l_283;
const double l_284 = l_mut_249 * l_273;
const double l_285 = l_284 + double(2.48015873015873e-5);
l_mut_249 = l_285;
const double l_286 = l_mut_249 * l_273;
const double l_287 = l_286 - double(0.001388888888888889);
l_mut_249 = l_287;
const double l_288 = l_mut_249 * l_273;
const double l_289 = l_288 + double(0.041666666666666664);
l_mut_249 = l_289;
const double l_290 = double(0.5) * l_273;
const double l_291 = double(1.0) - l_290;
const double l_292 = l_273 * l_273;
const double l_293 = l_292 * l_mut_249;
const double l_294 = l_mut_57 * l_mut_84;
const double l_295 = l_293 - l_294;
const double l_296 = l_291 + l_295;
const uint32 l_297 = l_mut_68 & uint32(1);
const bool l_298 = l_297 == uint32(1);
l_mut_249 = l_272;
const uint32 l_299 = l_mut_68 & uint32(2);
const bool l_300 = l_299 != uint32(0);
l_mut_136 = l_300;
if (l_298) {
l_mut_249 = l_296;
}
const bool l_301 = bool(true) && l_245;
if (l_301) {
const bool l_302 = !l_mut_136;
l_mut_136 = l_302;
}
if (l_mut_136) {
const double l_303 = -l_mut_249;
l_mut_249 = l_303;
}
l_mut_47 = l_mut_249;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = uint32(4294967294);
const uint32 l_304 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_305 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_306 = l_305 & uint32(2139095040);
const bool l_307 = l_306 != uint32(2139095040);
const bool l_308 = l_306 == uint32(0);
const uint32 l_309 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_310 = l_309 & uint32(8388607);
const bool l_311 = l_310 != uint32(0);
const bool l_312 = l_308 && l_311;
const double l_313 = abs(l_mut_31);
const bool l_314 = l_mut_31 < double(0.0);
const uint32 l_315 = uint32(l_314);
const uint32 l_316 = uint32(2147483648) * l_315;
if (l_312) {
} else {
const bool l_317 = isnan(l_mut_31);
if (l_317) {
const uint32 l_318 = l_304 & uint32(2147483647);
const bool l_319 = l_318 > uint32(2139095040);
if (l_319) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_320 = l_313 >= double(3.402823669209385e38);
const bool l_321 = !l_307;
const bool l_322 = l_313 == double(0.0);
const bool l_323 = l_321 && l_322;
const bool l_324 = l_320 || l_323;
if (l_324) {
const bool l_325 = l_313 >= double(3.402823669209385e38);
const uint32 l_326 = uint32(l_325);
const uint32 l_327 = uint32(2139095040) * l_326;
const uint32 l_328 = l_327 | l_316;
const bool l_329 = l_304 == l_328;
const uint32 l_330 = l_304 | l_328;
const uint32 l_331 = l_330 & uint32(2147483647);
const bool l_332 = l_331 == uint32(0);
const bool l_333 = l_329 || l_332;
if (l_333) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_334 = l_313 >= double(2.350988701644575e-38);
const bool l_335 = l_307 && l_334;
const bool l_336 = l_313 < double(3.4028234663852886e38);
const bool l_337 = l_335 && l_336;
if (l_337) {
const float l_338 = float(l_313);
const uint32 l_339 = reinterpret_cast<uint32 const&>(l_338);
const float l_340 = reinterpret_cast<float const&>(l_339);
const double l_341 = double(l_340);
const double l_342 = l_313 - l_341;
const uint32 l_343 = l_339 + uint32(1);
const bool l_344 = l_342 < double(0.0);
const uint32 l_345 = uint32(l_344);
const uint32 l_346 = uint32(2) * l_345;
const uint32 l_347 = l_343 - l_346;
const float l_348 = reinterpret_cast<float const&>(l_347);
const double l_349 = double(l_348);
const double l_350 = l_349 - l_341;
const double l_351 = abs(l_350);
const double l_352 = l_351 * double(0.5);
const double l_353 = abs(l_342);
const double l_354 = l_352 - l_353;
const double l_355 = l_313 * double(9.094947017729282e-13);
const bool l_356 = l_354 > l_355;
if (l_356) {
const uint32 l_357 = l_339 | l_316;
l_mut_68 = l_357;
}
} else {
const bool l_358 = l_313 < double(2.350988701644575e-38);
const bool l_359 = l_307 && l_358;
if (l_359) {
const double l_360 = l_313 * double(7.1362384635298e44);
const double l_361 = floor(l_360);
const double l_362 = l_360 - l_361;
const double l_363 = l_362 - double(0.5);
const double l_364 = abs(l_363);
const double l_365 = l_360 * double(9.094947017729282e-13);
const bool l_366 = l_364 > l_365;
if (l_366) {
const bool l_367 = l_362 > double(0.5);
const double l_368 = double(l_367);
const double l_369 = l_361 + l_368;
const uint32 l_370 = uint32(l_369);
const uint32 l_371 = l_370 | l_316;
l_mut_68 = l_371;
}
}
}
}
}
}
const uint32 l_372 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_373 = l_372 & uint32(2147483647);
const bool l_374 = l_373 > uint32(2139095040);
const uint32 l_375 = l_372 & uint32(2147483647);
const bool l_376 = l_375 == uint32(0);
const uint32 l_377 = l_372 & uint32(2147483647);
const double l_378 = double(l_377);
const uint32 l_379 = l_372 >> uint32(31);
const double l_380 = double(l_379);
const double l_381 = double(2.0) * l_380;
const double l_382 = double(1.0) - l_381;
const double l_383 = l_378 * l_382;
const uint32 l_384 = l_mut_68 & uint32(2147483647);
const double l_385 = double(l_384);
const uint32 l_386 = l_mut_68 >> uint32(31);
const double l_387 = double(l_386);
const double l_388 = double(2.0) * l_387;
const double l_389 = double(1.0) - l_388;
const double l_390 = l_385 * l_389;
const double l_391 = l_383 - l_390;
const uint32 l_392 = l_mut_68 & uint32(2139095040);
const bool l_393 = l_392 == uint32(0);
const bool l_394 = l_mut_68 < uint32(4294967293);
const bool l_395 = l_391 == double(0.0);
const bool l_396 = l_376 && l_393;
const bool l_397 = l_374 || l_396;
const bool l_398 = !l_397;
const bool l_399 = l_395 || l_398;
const bool l_400 = l_394 && l_399;
l_mut_136 = l_400;
const bool l_401 = l_391 != double(0.0);
const bool l_402 = l_mut_136 && l_401;
if (l_402) {

for (uint32 l_mut_403 = uint32(0); l_mut_403 < uint32(8); ++l_mut_403) {
const uint32 l_404 = uint32(2) * l_mut_403;
const uint32 l_1638 = info.static_meta[uint32(1)];
const uint32 l_1639 = l_1638 * uint32(1);
const bool l_1640 = l_404 < l_1639;
const uint32 l_1641 = l_1639 - uint32(1);
const uint32 l_1642 = min(l_404, l_1641);
const uint32 l_1643 = buffer_1[l_1642];
const uint32 l_1644 = (l_1640) ? l_1643 : uint32(0);
const uint32 l_405 = l_1644;
const uint32 l_406 = uint32(2) * l_mut_403;
const uint32 l_407 = l_406 + uint32(1);
const uint32 l_1645 = info.static_meta[uint32(1)];
const uint32 l_1646 = l_1645 * uint32(1);
const bool l_1647 = l_407 < l_1646;
const uint32 l_1648 = l_1646 - uint32(1);
const uint32 l_1649 = min(l_407, l_1648);
const uint32 l_1650 = buffer_1[l_1649];
const uint32 l_1651 = (l_1647) ? l_1650 : uint32(0);
const uint32 l_408 = l_1651;
const bool l_409 = l_408 != uint32(0);
const uint32 l_410 = l_mut_403 * uint32(4);
const uint32 l_1652 = info.static_meta[uint32(2)];
const uint32 l_1653 = l_1652 * uint32(1);
const bool l_1654 = l_410 < l_1653;
const uint32 l_1655 = l_1653 - uint32(1);
const uint32 l_1656 = min(l_410, l_1655);
const double l_1657 = buffer_2[l_1656];
const double l_1658 = (l_1654) ? l_1657 : double(0.0);
const double l_411 = l_1658;
const uint32 l_412 = l_mut_403 * uint32(4);
const uint32 l_413 = l_412 + uint32(1);
const uint32 l_1659 = info.static_meta[uint32(2)];
const uint32 l_1660 = l_1659 * uint32(1);
const bool l_1661 = l_413 < l_1660;
const uint32 l_1662 = l_1660 - uint32(1);
const uint32 l_1663 = min(l_413, l_1662);
const double l_1664 = buffer_2[l_1663];
const double l_1665 = (l_1661) ? l_1664 : double(0.0);
const double l_414 = l_1665;
const uint32 l_415 = l_mut_403 * uint32(4);
const uint32 l_416 = l_415 + uint32(2);
const uint32 l_1666 = info.static_meta[uint32(2)];
const uint32 l_1667 = l_1666 * uint32(1);
const bool l_1668 = l_416 < l_1667;
const uint32 l_1669 = l_1667 - uint32(1);
const uint32 l_1670 = min(l_416, l_1669);
const double l_1671 = buffer_2[l_1670];
const double l_1672 = (l_1668) ? l_1671 : double(0.0);
const double l_417 = l_1672;
const double l_418 = double(l_24);
const double l_419 = abs(l_418);
const double l_420 = abs(l_mut_31);
const double l_421 = l_420 * double(1.4551915228366852e-11);
l_arr_422[uint32(0)] = uint32(1);
l_mut_423 = uint32(2);
const bool l_424 = l_405 == uint32(0);
if (l_424) {
l_mut_423 = uint32(0);
} else {
const bool l_425 = l_405 == uint32(1);
if (l_425) {
l_mut_423 = uint32(1);
const double l_426 = abs(l_391);
const bool l_427 = l_426 <= l_411;
if (l_427) {
l_mut_423 = uint32(0);
}
} else {
const bool l_428 = l_405 == uint32(2);
if (l_428) {
const double l_429 = abs(l_mut_31);
l_mut_249 = double(1.401298464324817e-45);
const bool l_430 = l_429 >= double(1.1754943508222875e-38);
const bool l_431 = l_429 <= double(1.7976931348623157e308);
const bool l_432 = l_430 && l_431;
if (l_432) {
const uint64 l_433 = reinterpret_cast<uint64 const&>(l_429);
const uint64 l_434 = l_433 >> uint64(52);
const uint64 l_435 = l_434 - uint64(23);
const uint64 l_436 = l_435 << uint64(52);
const double l_437 = reinterpret_cast<double const&>(l_436);
l_mut_249 = l_437;
}
const double l_438 = l_411 * l_mut_249;
l_mut_439 = uint32(2);
const double l_440 = l_mut_31 - l_421;
const double l_441 = abs(l_440);
l_mut_249 = double(1.401298464324817e-45);
const bool l_442 = l_441 >= double(1.1754943508222875e-38);
const bool l_443 = l_441 <= double(1.7976931348623157e308);
const bool l_444 = l_442 && l_443;
if (l_444) {
const uint64 l_445 = reinterpret_cast<uint64 const&>(l_441);
const uint64 l_446 = l_445 >> uint64(52);
const uint64 l_447 = l_446 - uint64(23);
const uint64 l_448 = l_447 << uint64(52);
const double l_449 = reinterpret_cast<double const&>(l_448);
l_mut_249 = l_449;
}
const double l_450 = l_mut_31 + l_421;
const double l_451 = abs(l_450);
l_mut_84 = double(1.401298464324817e-45);
const bool l_452 = l_451 >= double(1.1754943508222875e-38);
const bool l_453 = l_451 <= double(1.7976931348623157e308);
const bool l_454 = l_452 && l_453;
if (l_454) {
const uint64 l_455 = reinterpret_cast<uint64 const&>(l_451);
const uint64 l_456 = l_455 >> uint64(52);
const uint64 l_457 = l_456 - uint64(23);
const uint64 l_458 = l_457 << uint64(52);
const double l_459 = reinterpret_cast<double const&>(l_458);
l_mut_84 = l_459;
}
const bool l_460 = l_mut_249 == l_mut_84;
if (l_460) {
const double l_461 = l_438 * double(1.4551915228366852e-11);
const double l_462 = l_421 + l_461;
const double l_463 = l_mut_31 - l_438;
const double l_464 = l_mut_31 + l_438;
const uint32 l_465 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_466 = l_465 & uint32(2147483647);
const float l_467 = reinterpret_cast<float const&>(l_466);
const double l_468 = double(l_467);
l_mut_249 = l_468;
const bool l_469 = l_466 < uint32(8388608);
if (l_469) {
const double l_470 = double(l_466);
const double l_471 = l_470 * double(1.401298464324817e-45);
l_mut_249 = l_471;
}
const uint64 l_472 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_473 = l_465 >> uint32(31);
const uint64 l_474 = uint64(l_473);
const uint64 l_475 = l_474 << uint64(63);
const uint64 l_476 = l_472 | l_475;
const double l_477 = reinterpret_cast<double const&>(l_476);
const uint32 l_478 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_479 = l_478 + uint32(1);
l_mut_480 = l_479;
const uint32 l_481 = l_478 & uint32(2147483647);
const bool l_482 = l_481 == uint32(0);
if (l_482) {
l_mut_480 = uint32(1);
} else {
const uint32 l_483 = l_478 & uint32(2147483648);
const bool l_484 = l_483 != uint32(0);
if (l_484) {
const uint32 l_485 = l_478 - uint32(1);
l_mut_480 = l_485;
} else {
const bool l_486 = l_478 == uint32(2139095040);
if (l_486) {
l_mut_480 = l_478;
}
}
}
const float l_487 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_488 = reinterpret_cast<uint32 const&>(l_487);
const uint32 l_489 = l_488 & uint32(2147483647);
const float l_490 = reinterpret_cast<float const&>(l_489);
const double l_491 = double(l_490);
l_mut_249 = l_491;
const bool l_492 = l_489 < uint32(8388608);
if (l_492) {
const double l_493 = double(l_489);
const double l_494 = l_493 * double(1.401298464324817e-45);
l_mut_249 = l_494;
}
const uint64 l_495 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_496 = l_488 >> uint32(31);
const uint64 l_497 = uint64(l_496);
const uint64 l_498 = l_497 << uint64(63);
const uint64 l_499 = l_495 | l_498;
const double l_500 = reinterpret_cast<double const&>(l_499);
const uint32 l_501 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_502 = l_501 ^ uint32(2147483648);
const float l_503 = reinterpret_cast<float const&>(l_502);
const uint32 l_504 = reinterpret_cast<uint32 const&>(l_503);
const uint32 l_505 = l_504 + uint32(1);
l_mut_480 = l_505;
const uint32 l_506 = l_504 & uint32(2147483647);
const bool l_507 = l_506 == uint32(0);
if (l_507) {
l_mut_480 = uint32(1);
} else {
const uint32 l_508 = l_504 & uint32(2147483648);
const bool l_509 = l_508 != uint32(0);
if (l_509) {
const uint32 l_510 = l_504 - uint32(1);
l_mut_480 = l_510;
} else {
const bool l_511 = l_504 == uint32(2139095040);
if (l_511) {
l_mut_480 = l_504;
}
}
}
const float l_512 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_513 = reinterpret_cast<uint32 const&>(l_512);
const uint32 l_514 = l_513 ^ uint32(2147483648);
const float l_515 = reinterpret_cast<float const&>(l_514);
const uint32 l_516 = reinterpret_cast<uint32 const&>(l_515);
const uint32 l_517 = l_516 & uint32(2147483647);
const float l_518 = reinterpret_cast<float const&>(l_517);
const double l_519 = double(l_518);
l_mut_249 = l_519;
const bool l_520 = l_517 < uint32(8388608);
if (l_520) {
const double l_521 = double(l_517);
const double l_522 = l_521 * double(1.401298464324817e-45);
l_mut_249 = l_522;
}
const uint64 l_523 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_524 = l_516 >> uint32(31);
const uint64 l_525 = uint64(l_524);
const uint64 l_526 = l_525 << uint64(63);
const uint64 l_527 = l_523 | l_526;
const double l_528 = reinterpret_cast<double const&>(l_527);
const double l_529 = l_463 + l_462;
const bool l_530 = l_529 <= l_477;
l_mut_531 = l_530;
const double l_532 = l_463 - l_462;
const bool l_533 = l_532 > l_477;
l_mut_534 = l_533;
const double l_535 = l_464 - l_462;
const bool l_536 = l_535 >= l_477;
l_mut_537 = l_536;
const double l_538 = l_464 + l_462;
const bool l_539 = l_538 < l_477;
l_mut_540 = l_539;
if (l_409) {
const double l_541 = l_463 + l_462;
const bool l_542 = l_541 < l_500;
l_mut_531 = l_542;
const double l_543 = l_463 - l_462;
const bool l_544 = l_543 >= l_500;
l_mut_534 = l_544;
const double l_545 = l_464 - l_462;
const bool l_546 = l_545 > l_528;
l_mut_537 = l_546;
const double l_547 = l_464 + l_462;
const bool l_548 = l_547 <= l_528;
l_mut_540 = l_548;
}
l_mut_480 = uint32(2);
const bool l_549 = l_mut_534 || l_mut_540;
if (l_549) {
l_mut_480 = uint32(1);
} else {
const bool l_550 = l_mut_531 && l_mut_537;
if (l_550) {
l_mut_480 = uint32(0);
}
}
const uint32 l_551 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_552 = l_551 & uint32(2147483647);
const bool l_553 = l_552 == uint32(0);
if (l_553) {
const double l_554 = l_463 + l_462;
const bool l_555 = l_554 < double(1.1754943508222875e-38);
const double l_556 = l_464 - l_462;
const bool l_557 = l_556 > double(-1.1754943508222875e-38);
const bool l_558 = l_555 && l_557;
const double l_559 = l_463 - l_462;
const bool l_560 = l_559 < double(1.1754943508222875e-38);
const double l_561 = l_464 + l_462;
const bool l_562 = l_561 > double(-1.1754943508222875e-38);
const bool l_563 = l_560 && l_562;
if (l_558) {
l_mut_480 = uint32(0);
} else {
const bool l_564 = l_mut_480 == uint32(1);
const bool l_565 = l_563 && l_564;
if (l_565) {
l_mut_480 = uint32(2);
}
}
}
l_mut_439 = l_mut_480;
}
l_mut_423 = l_mut_439;
} else {
const bool l_566 = l_405 == uint32(3);
if (l_566) {
l_mut_423 = uint32(0);
const bool l_567 = l_419 >= double(1.1754943508222875e-38);
const bool l_568 = l_419 <= double(8.507059173023462e37);
const bool l_569 = l_567 && l_568;
if (l_569) {
const double l_570 = abs(l_mut_31);
l_mut_249 = double(1.401298464324817e-45);
const bool l_571 = l_570 >= double(1.1754943508222875e-38);
const bool l_572 = l_570 <= double(1.7976931348623157e308);
const bool l_573 = l_571 && l_572;
if (l_573) {
const uint64 l_574 = reinterpret_cast<uint64 const&>(l_570);
const uint64 l_575 = l_574 >> uint64(52);
const uint64 l_576 = l_575 - uint64(23);
const uint64 l_577 = l_576 << uint64(52);
const double l_578 = reinterpret_cast<double const&>(l_577);
l_mut_249 = l_578;
}
const double l_579 = l_411 * l_mut_249;
l_mut_480 = uint32(2);
const double l_580 = l_mut_31 - l_421;
const double l_581 = abs(l_580);
l_mut_249 = double(1.401298464324817e-45);
const bool l_582 = l_581 >= double(1.1754943508222875e-38);
const bool l_583 = l_581 <= double(1.7976931348623157e308);
const bool l_584 = l_582 && l_583;
if (l_584) {
const uint64 l_585 = reinterpret_cast<uint64 const&>(l_581);
const uint64 l_586 = l_585 >> uint64(52);
const uint64 l_587 = l_586 - uint64(23);
const uint64 l_588 = l_587 << uint64(52);
const double l_589 = reinterpret_cast<double const&>(l_588);
l_mut_249 = l_589;
}
const double l_590 = l_mut_31 + l_421;
const double l_591 = abs(l_590);
l_mut_84 = double(1.401298464324817e-45);
const bool l_592 = l_591 >= double(1.1754943508222875e-38);
const bool l_593 = l_591 <= double(1.7976931348623157e308);
const bool l_594 = l_592 && l_593;
if (l_594) {
const uint64 l_595 = reinterpret_cast<uint64 const&>(l_591);
const uint64 l_596 = l_595 >> uint64(52);
const uint64 l_597 = l_596 - uint64(23);
const uint64 l_598 = l_597 << uint64(52);
const double l_599 = reinterpret_cast<double const&>(l_598);
l_mut_84 = l_599;
}
const bool l_600 = l_mut_249 == l_mut_84;
if (l_600) {
const double l_601 = l_579 * double(1.4551915228366852e-11);
const double l_602 = l_421 + l_601;
const double l_603 = l_mut_31 - l_579;
const double l_604 = l_mut_31 + l_579;
const uint32 l_605 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_606 = l_605 & uint32(2147483647);
const float l_607 = reinterpret_cast<float const&>(l_606);
const double l_608 = double(l_607);
l_mut_249 = l_608;
const bool l_609 = l_606 < uint32(8388608);
if (l_609) {
const double l_610 = double(l_606);
const double l_611 = l_610 * double(1.401298464324817e-45);
l_mut_249 = l_611;
}
const uint64 l_612 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_613 = l_605 >> uint32(31);
const uint64 l_614 = uint64(l_613);
const uint64 l_615 = l_614 << uint64(63);
const uint64 l_616 = l_612 | l_615;
const double l_617 = reinterpret_cast<double const&>(l_616);
const uint32 l_618 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_619 = l_618 + uint32(1);
l_mut_439 = l_619;
const uint32 l_620 = l_618 & uint32(2147483647);
const bool l_621 = l_620 == uint32(0);
if (l_621) {
l_mut_439 = uint32(1);
} else {
const uint32 l_622 = l_618 & uint32(2147483648);
const bool l_623 = l_622 != uint32(0);
if (l_623) {
const uint32 l_624 = l_618 - uint32(1);
l_mut_439 = l_624;
} else {
const bool l_625 = l_618 == uint32(2139095040);
if (l_625) {
l_mut_439 = l_618;
}
}
}
const float l_626 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_627 = reinterpret_cast<uint32 const&>(l_626);
const uint32 l_628 = l_627 & uint32(2147483647);
const float l_629 = reinterpret_cast<float const&>(l_628);
const double l_630 = double(l_629);
l_mut_249 = l_630;
const bool l_631 = l_628 < uint32(8388608);
if (l_631) {
const double l_632 = double(l_628);
const double l_633 = l_632 * double(1.401298464324817e-45);
l_mut_249 = l_633;
}
const uint64 l_634 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_635 = l_627 >> uint32(31);
const uint64 l_636 = uint64(l_635);
const uint64 l_637 = l_636 << uint64(63);
const uint64 l_638 = l_634 | l_637;
const double l_639 = reinterpret_cast<double const&>(l_638);
const uint32 l_640 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_641 = l_640 ^ uint32(2147483648);
const float l_642 = reinterpret_cast<float const&>(l_641);
const uint32 l_643 = reinterpret_cast<uint32 const&>(l_642);
const uint32 l_644 = l_643 + uint32(1);
l_mut_439 = l_644;
const uint32 l_645 = l_643 & uint32(2147483647);
const bool l_646 = l_645 == uint32(0);
if (l_646) {
l_mut_439 = uint32(1);
} else {
const uint32 l_647 = l_643 & uint32(2147483648);
const bool l_648 = l_647 != uint32(0);
if (l_648) {
const uint32 l_649 = l_643 - uint32(1);
l_mut_439 = l_649;
} else {
const bool l_650 = l_643 == uint32(2139095040);
if (l_650) {
l_mut_439 = l_643;
}
}
}
const float l_651 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_652 = reinterpret_cast<uint32 const&>(l_651);
const uint32 l_653 = l_652 ^ uint32(2147483648);
const float l_654 = reinterpret_cast<float const&>(l_653);
const uint32 l_655 = reinterpret_cast<uint32 const&>(l_654);
const uint32 l_656 = l_655 & uint32(2147483647);
const float l_657 = reinterpret_cast<float const&>(l_656);
const double l_658 = double(l_657);
l_mut_249 = l_658;
const bool l_659 = l_656 < uint32(8388608);
if (l_659) {
const double l_660 = double(l_656);
const double l_661 = l_660 * double(1.401298464324817e-45);
l_mut_249 = l_661;
}
const uint64 l_662 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_663 = l_655 >> uint32(31);
const uint64 l_664 = uint64(l_663);
const uint64 l_665 = l_664 << uint64(63);
const uint64 l_666 = l_662 | l_665;
const double l_667 = reinterpret_cast<double const&>(l_666);
const double l_668 = l_603 + l_602;
const bool l_669 = l_668 <= l_617;
l_mut_540 = l_669;
const double l_670 = l_603 - l_602;
const bool l_671 = l_670 > l_617;
l_mut_537 = l_671;
const double l_672 = l_604 - l_602;
const bool l_673 = l_672 >= l_617;
l_mut_534 = l_673;
const double l_674 = l_604 + l_602;
const bool l_675 = l_674 < l_617;
l_mut_531 = l_675;
if (l_409) {
const double l_676 = l_603 + l_602;
const bool l_677 = l_676 < l_639;
l_mut_540 = l_677;
const double l_678 = l_603 - l_602;
const bool l_679 = l_678 >= l_639;
l_mut_537 = l_679;
const double l_680 = l_604 - l_602;
const bool l_681 = l_680 > l_667;
l_mut_534 = l_681;
const double l_682 = l_604 + l_602;
const bool l_683 = l_682 <= l_667;
l_mut_531 = l_683;
}
l_mut_439 = uint32(2);
const bool l_684 = l_mut_537 || l_mut_531;
if (l_684) {
l_mut_439 = uint32(1);
} else {
const bool l_685 = l_mut_540 && l_mut_534;
if (l_685) {
l_mut_439 = uint32(0);
}
}
const uint32 l_686 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_687 = l_686 & uint32(2147483647);
const bool l_688 = l_687 == uint32(0);
if (l_688) {
const double l_689 = l_603 + l_602;
const bool l_690 = l_689 < double(1.1754943508222875e-38);
const double l_691 = l_604 - l_602;
const bool l_692 = l_691 > double(-1.1754943508222875e-38);
const bool l_693 = l_690 && l_692;
const double l_694 = l_603 - l_602;
const bool l_695 = l_694 < double(1.1754943508222875e-38);
const double l_696 = l_604 + l_602;
const bool l_697 = l_696 > double(-1.1754943508222875e-38);
const bool l_698 = l_695 && l_697;
if (l_693) {
l_mut_439 = uint32(0);
} else {
const bool l_699 = l_mut_439 == uint32(1);
const bool l_700 = l_698 && l_699;
if (l_700) {
l_mut_439 = uint32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
}
} else {
const bool l_701 = l_405 == uint32(4);
if (l_701) {
const double l_702 = l_414 * l_419;
const double l_703 = l_411 + l_702;
const double l_704 = abs(l_mut_31);
l_mut_249 = double(1.401298464324817e-45);
const bool l_705 = l_704 >= double(1.1754943508222875e-38);
const bool l_706 = l_704 <= double(1.7976931348623157e308);
const bool l_707 = l_705 && l_706;
if (l_707) {
const uint64 l_708 = reinterpret_cast<uint64 const&>(l_704);
const uint64 l_709 = l_708 >> uint64(52);
const uint64 l_710 = l_709 - uint64(23);
const uint64 l_711 = l_710 << uint64(52);
const double l_712 = reinterpret_cast<double const&>(l_711);
l_mut_249 = l_712;
}
const double l_713 = l_703 * l_mut_249;
l_mut_480 = uint32(2);
const double l_714 = l_mut_31 - l_421;
const double l_715 = abs(l_714);
l_mut_249 = double(1.401298464324817e-45);
const bool l_716 = l_715 >= double(1.1754943508222875e-38);
const bool l_717 = l_715 <= double(1.7976931348623157e308);
const bool l_718 = l_716 && l_717;
if (l_718) {
const uint64 l_719 = reinterpret_cast<uint64 const&>(l_715);
const uint64 l_720 = l_719 >> uint64(52);
const uint64 l_721 = l_720 - uint64(23);
const uint64 l_722 = l_721 << uint64(52);
const double l_723 = reinterpret_cast<double const&>(l_722);
l_mut_249 = l_723;
}
const double l_724 = l_mut_31 + l_421;
const double l_725 = abs(l_724);
l_mut_84 = double(1.401298464324817e-45);
const bool l_726 = l_725 >= double(1.1754943508222875e-38);
const bool l_727 = l_725 <= double(1.7976931348623157e308);
const bool l_728 = l_726 && l_727;
if (l_728) {
const uint64 l_729 = reinterpret_cast<uint64 const&>(l_725);
const uint64 l_730 = l_729 >> uint64(52);
const uint64 l_731 = l_730 - uint64(23);
const uint64 l_732 = l_731 << uint64(52);
const double l_733 = reinterpret_cast<double const&>(l_732);
l_mut_84 = l_733;
}
const bool l_734 = l_mut_249 == l_mut_84;
if (l_734) {
const double l_735 = l_713 * double(1.4551915228366852e-11);
const double l_736 = l_421 + l_735;
const double l_737 = l_mut_31 - l_713;
const double l_738 = l_mut_31 + l_713;
const uint32 l_739 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_740 = l_739 & uint32(2147483647);
const float l_741 = reinterpret_cast<float const&>(l_740);
const double l_742 = double(l_741);
l_mut_249 = l_742;
const bool l_743 = l_740 < uint32(8388608);
if (l_743) {
const double l_744 = double(l_740);
const double l_745 = l_744 * double(1.401298464324817e-45);
l_mut_249 = l_745;
}
const uint64 l_746 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_747 = l_739 >> uint32(31);
const uint64 l_748 = uint64(l_747);
const uint64 l_749 = l_748 << uint64(63);
const uint64 l_750 = l_746 | l_749;
const double l_751 = reinterpret_cast<double const&>(l_750);
const uint32 l_752 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_753 = l_752 + uint32(1);
l_mut_439 = l_753;
const uint32 l_754 = l_752 & uint32(2147483647);
const bool l_755 = l_754 == uint32(0);
if (l_755) {
l_mut_439 = uint32(1);
} else {
const uint32 l_756 = l_752 & uint32(2147483648);
const bool l_757 = l_756 != uint32(0);
if (l_757) {
const uint32 l_758 = l_752 - uint32(1);
l_mut_439 = l_758;
} else {
const bool l_759 = l_752 == uint32(2139095040);
if (l_759) {
l_mut_439 = l_752;
}
}
}
const float l_760 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_761 = reinterpret_cast<uint32 const&>(l_760);
const uint32 l_762 = l_761 & uint32(2147483647);
const float l_763 = reinterpret_cast<float const&>(l_762);
const double l_764 = double(l_763);
l_mut_249 = l_764;
const bool l_765 = l_762 < uint32(8388608);
if (l_765) {
const double l_766 = double(l_762);
const double l_767 = l_766 * double(1.401298464324817e-45);
l_mut_249 = l_767;
}
const uint64 l_768 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_769 = l_761 >> uint32(31);
const uint64 l_770 = uint64(l_769);
const uint64 l_771 = l_770 << uint64(63);
const uint64 l_772 = l_768 | l_771;
const double l_773 = reinterpret_cast<double const&>(l_772);
const uint32 l_774 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_775 = l_774 ^ uint32(2147483648);
const float l_776 = reinterpret_cast<float const&>(l_775);
const uint32 l_777 = reinterpret_cast<uint32 const&>(l_776);
const uint32 l_778 = l_777 + uint32(1);
l_mut_439 = l_778;
const uint32 l_779 = l_777 & uint32(2147483647);
const bool l_780 = l_779 == uint32(0);
if (l_780) {
l_mut_439 = uint32(1);
} else {
const uint32 l_781 = l_777 & uint32(2147483648);
const bool l_782 = l_781 != uint32(0);
if (l_782) {
const uint32 l_783 = l_777 - uint32(1);
l_mut_439 = l_783;
} else {
const bool l_784 = l_777 == uint32(2139095040);
if (l_784) {
l_mut_439 = l_777;
}
}
}
const float l_785 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_786 = reinterpret_cast<uint32 const&>(l_785);
const uint32 l_787 = l_786 ^ uint32(2147483648);
const float l_788 = reinterpret_cast<float const&>(l_787);
const uint32 l_789 = reinterpret_cast<uint32 const&>(l_788);
const uint32 l_790 = l_789 & uint32(2147483647);
const float l_791 = reinterpret_cast<float const&>(l_790);
const double l_792 = double(l_791);
l_mut_249 = l_792;
const bool l_793 = l_790 < uint32(8388608);
if (l_793) {
const double l_794 = double(l_790);
const double l_795 = l_794 * double(1.401298464324817e-45);
l_mut_249 = l_795;
}
const uint64 l_796 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_797 = l_789 >> uint32(31);
const uint64 l_798 = uint64(l_797);
const uint64 l_799 = l_798 << uint64(63);
const uint64 l_800 = l_796 | l_799;
const double l_801 = reinterpret_cast<double const&>(l_800);
const double l_802 = l_737 + l_736;
const bool l_803 = l_802 <= l_751;
l_mut_540 = l_803;
const double l_804 = l_737 - l_736;
const bool l_805 = l_804 > l_751;
l_mut_537 = l_805;
const double l_806 = l_738 - l_736;
const bool l_807 = l_806 >= l_751;
l_mut_534 = l_807;
const double l_808 = l_738 + l_736;
const bool l_809 = l_808 < l_751;
l_mut_531 = l_809;
if (l_409) {
const double l_810 = l_737 + l_736;
const bool l_811 = l_810 < l_773;
l_mut_540 = l_811;
const double l_812 = l_737 - l_736;
const bool l_813 = l_812 >= l_773;
l_mut_537 = l_813;
const double l_814 = l_738 - l_736;
const bool l_815 = l_814 > l_801;
l_mut_534 = l_815;
const double l_816 = l_738 + l_736;
const bool l_817 = l_816 <= l_801;
l_mut_531 = l_817;
}
l_mut_439 = uint32(2);
const bool l_818 = l_mut_537 || l_mut_531;
if (l_818) {
l_mut_439 = uint32(1);
} else {
const bool l_819 = l_mut_540 && l_mut_534;
if (l_819) {
l_mut_439 = uint32(0);
}
}
const uint32 l_820 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_821 = l_820 & uint32(2147483647);
const bool l_822 = l_821 == uint32(0);
if (l_822) {
const double l_823 = l_737 + l_736;
const bool l_824 = l_823 < double(1.1754943508222875e-38);
const double l_825 = l_738 - l_736;
const bool l_826 = l_825 > double(-1.1754943508222875e-38);
const bool l_827 = l_824 && l_826;
const double l_828 = l_737 - l_736;
const bool l_829 = l_828 < double(1.1754943508222875e-38);
const double l_830 = l_738 + l_736;
const bool l_831 = l_830 > double(-1.1754943508222875e-38);
const bool l_832 = l_829 && l_831;
if (l_827) {
l_mut_439 = uint32(0);
} else {
const bool l_833 = l_mut_439 == uint32(1);
const bool l_834 = l_832 && l_833;
if (l_834) {
l_mut_439 = uint32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
} else {
const bool l_835 = l_405 == uint32(5);
if (l_835) {
const double l_836 = double(2.0) * l_418;
const double l_837 = abs(l_836);
const double l_838 = floor(l_837);
const double l_839 = double(3.0) + l_838;
const double l_840 = abs(l_mut_31);
l_mut_249 = double(1.401298464324817e-45);
const bool l_841 = l_840 >= double(1.1754943508222875e-38);
const bool l_842 = l_840 <= double(1.7976931348623157e308);
const bool l_843 = l_841 && l_842;
if (l_843) {
const uint64 l_844 = reinterpret_cast<uint64 const&>(l_840);
const uint64 l_845 = l_844 >> uint64(52);
const uint64 l_846 = l_845 - uint64(23);
const uint64 l_847 = l_846 << uint64(52);
const double l_848 = reinterpret_cast<double const&>(l_847);
l_mut_249 = l_848;
}
const double l_849 = l_839 * l_mut_249;
l_mut_480 = uint32(2);
const double l_850 = l_mut_31 - l_421;
const double l_851 = abs(l_850);
l_mut_249 = double(1.401298464324817e-45);
const bool l_852 = l_851 >= double(1.1754943508222875e-38);
const bool l_853 = l_851 <= double(1.7976931348623157e308);
const bool l_854 = l_852 && l_853;
if (l_854) {
const uint64 l_855 = reinterpret_cast<uint64 const&>(l_851);
const uint64 l_856 = l_855 >> uint64(52);
const uint64 l_857 = l_856 - uint64(23);
const uint64 l_858 = l_857 << uint64(52);
const double l_859 = reinterpret_cast<double const&>(l_858);
l_mut_249 = l_859;
}
const double l_860 = l_mut_31 + l_421;
const double l_861 = abs(l_860);
l_mut_84 = double(1.401298464324817e-45);
const bool l_862 = l_861 >= double(1.1754943508222875e-38);
const bool l_863 = l_861 <= double(1.7976931348623157e308);
const bool l_864 = l_862 && l_863;
if (l_864) {
const uint64 l_865 = reinterpret_cast<uint64 const&>(l_861);
const uint64 l_866 = l_865 >> uint64(52);
const uint64 l_867 = l_866 - uint64(23);
const uint64 l_868 = l_867 << uint64(52);
const double l_869 = reinterpret_cast<double const&>(l_868);
l_mut_84 = l_869;
}
const bool l_870 = l_mut_249 == l_mut_84;
if (l_870) {
const double l_871 = l_849 * double(1.4551915228366852e-11);
const double l_872 = l_421 + l_871;
const double l_873 = l_mut_31 - l_849;
const double l_874 = l_mut_31 + l_849;
const uint32 l_875 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_876 = l_875 & uint32(2147483647);
const float l_877 = reinterpret_cast<float const&>(l_876);
const double l_878 = double(l_877);
l_mut_249 = l_878;
const bool l_879 = l_876 < uint32(8388608);
if (l_879) {
const double l_880 = double(l_876);
const double l_881 = l_880 * double(1.401298464324817e-45);
l_mut_249 = l_881;
}
const uint64 l_882 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_883 = l_875 >> uint32(31);
const uint64 l_884 = uint64(l_883);
const uint64 l_885 = l_884 << uint64(63);
const uint64 l_886 = l_882 | l_885;
const double l_887 = reinterpret_cast<double const&>(l_886);
const uint32 l_888 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_889 = l_888 + uint32(1);
l_mut_439 = l_889;
const uint32 l_890 = l_888 & uint32(2147483647);
const bool l_891 = l_890 == uint32(0);
if (l_891) {
l_mut_439 = uint32(1);
} else {
const uint32 l_892 = l_888 & uint32(2147483648);
const bool l_893 = l_892 != uint32(0);
if (l_893) {
const uint32 l_894 = l_888 - uint32(1);
l_mut_439 = l_894;
} else {
const bool l_895 = l_888 == uint32(2139095040);
if (l_895) {
l_mut_439 = l_888;
}
}
}
const float l_896 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_897 = reinterpret_cast<uint32 const&>(l_896);
const uint32 l_898 = l_897 & uint32(2147483647);
const float l_899 = reinterpret_cast<float const&>(l_898);
const double l_900 = double(l_899);
l_mut_249 = l_900;
const bool l_901 = l_898 < uint32(8388608);
if (l_901) {
const double l_902 = double(l_898);
const double l_903 = l_902 * double(1.401298464324817e-45);
l_mut_249 = l_903;
}
const uint64 l_904 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_905 = l_897 >> uint32(31);
const uint64 l_906 = uint64(l_905);
const uint64 l_907 = l_906 << uint64(63);
const uint64 l_908 = l_904 | l_907;
const double l_909 = reinterpret_cast<double const&>(l_908);
const uint32 l_910 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_911 = l_910 ^ uint32(2147483648);
const float l_912 = reinterpret_cast<float const&>(l_911);
const uint32 l_913 = reinterpret_cast<uint32 const&>(l_912);
const uint32 l_914 = l_913 + uint32(1);
l_mut_439 = l_914;
const uint32 l_915 = l_913 & uint32(2147483647);
const bool l_916 = l_915 == uint32(0);
if (l_916) {
l_mut_439 = uint32(1);
} else {
const uint32 l_917 = l_913 & uint32(2147483648);
const bool l_918 = l_917 != uint32(0);
if (l_918) {
const uint32 l_919 = l_913 - uint32(1);
l_mut_439 = l_919;
} else {
const bool l_920 = l_913 == uint32(2139095040);
if (l_920) {
l_mut_439 = l_913;
}
}
}
const float l_921 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_922 = reinterpret_cast<uint32 const&>(l_921);
const uint32 l_923 = l_922 ^ uint32(2147483648);
const float l_924 = reinterpret_cast<float const&>(l_923);
const uint32 l_925 = reinterpret_cast<uint32 const&>(l_924);
const uint32 l_926 = l_925 & uint32(2147483647);
const float l_927 = reinterpret_cast<float const&>(l_926);
const double l_928 = double(l_927);
l_mut_249 = l_928;
const bool l_929 = l_926 < uint32(8388608);
if (l_929) {
const double l_930 = double(l_926);
const double l_931 = l_930 * double(1.401298464324817e-45);
l_mut_249 = l_931;
}
const uint64 l_932 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_933 = l_925 >> uint32(31);
const uint64 l_934 = uint64(l_933);
const uint64 l_935 = l_934 << uint64(63);
const uint64 l_936 = l_932 | l_935;
const double l_937 = reinterpret_cast<double const&>(l_936);
const double l_938 = l_873 + l_872;
const bool l_939 = l_938 <= l_887;
l_mut_540 = l_939;
const double l_940 = l_873 - l_872;
const bool l_941 = l_940 > l_887;
l_mut_537 = l_941;
const double l_942 = l_874 - l_872;
const bool l_943 = l_942 >= l_887;
l_mut_534 = l_943;
const double l_944 = l_874 + l_872;
const bool l_945 = l_944 < l_887;
l_mut_531 = l_945;
if (l_409) {
const double l_946 = l_873 + l_872;
const bool l_947 = l_946 < l_909;
l_mut_540 = l_947;
const double l_948 = l_873 - l_872;
const bool l_949 = l_948 >= l_909;
l_mut_537 = l_949;
const double l_950 = l_874 - l_872;
const bool l_951 = l_950 > l_937;
l_mut_534 = l_951;
const double l_952 = l_874 + l_872;
const bool l_953 = l_952 <= l_937;
l_mut_531 = l_953;
}
l_mut_439 = uint32(2);
const bool l_954 = l_mut_537 || l_mut_531;
if (l_954) {
l_mut_439 = uint32(1);
} else {
const bool l_955 = l_mut_540 && l_mut_534;
if (l_955) {
l_mut_439 = uint32(0);
}
}
const uint32 l_956 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_957 = l_956 & uint32(2147483647);
const bool l_958 = l_957 == uint32(0);
if (l_958) {
const double l_959 = l_873 + l_872;
const bool l_960 = l_959 < double(1.1754943508222875e-38);
const double l_961 = l_874 - l_872;
const bool l_962 = l_961 > double(-1.1754943508222875e-38);
const bool l_963 = l_960 && l_962;
const double l_964 = l_873 - l_872;
const bool l_965 = l_964 < double(1.1754943508222875e-38);
const double l_966 = l_874 + l_872;
const bool l_967 = l_966 > double(-1.1754943508222875e-38);
const bool l_968 = l_965 && l_967;
if (l_963) {
l_mut_439 = uint32(0);
} else {
const bool l_969 = l_mut_439 == uint32(1);
const bool l_970 = l_968 && l_969;
if (l_970) {
l_mut_439 = uint32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
} else {
const bool l_971 = l_405 == uint32(6);
if (l_971) {
l_mut_423 = uint32(0);
const bool l_972 = l_419 <= l_414;
if (l_972) {
const double l_973 = l_411 * double(1.4551915228366852e-11);
const double l_974 = l_421 + l_973;
const double l_975 = l_mut_31 - l_411;
const double l_976 = l_mut_31 + l_411;
const uint32 l_977 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_978 = l_977 & uint32(2147483647);
const float l_979 = reinterpret_cast<float const&>(l_978);
const double l_980 = double(l_979);
l_mut_249 = l_980;
const bool l_981 = l_978 < uint32(8388608);
if (l_981) {
const double l_982 = double(l_978);
const double l_983 = l_982 * double(1.401298464324817e-45);
l_mut_249 = l_983;
}
const uint64 l_984 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_985 = l_977 >> uint32(31);
const uint64 l_986 = uint64(l_985);
const uint64 l_987 = l_986 << uint64(63);
const uint64 l_988 = l_984 | l_987;
const double l_989 = reinterpret_cast<double const&>(l_988);
const uint32 l_990 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_991 = l_990 + uint32(1);
l_mut_480 = l_991;
const uint32 l_992 = l_990 & uint32(2147483647);
const bool l_993 = l_992 == uint32(0);
if (l_993) {
l_mut_480 = uint32(1);
} else {
const uint32 l_994 = l_990 & uint32(2147483648);
const bool l_995 = l_994 != uint32(0);
if (l_995) {
const uint32 l_996 = l_990 - uint32(1);
l_mut_480 = l_996;
} else {
const bool l_997 = l_990 == uint32(2139095040);
if (l_997) {
l_mut_480 = l_990;
}
}
}
const float l_998 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_999 = reinterpret_cast<uint32 const&>(l_998);
const uint32 l_1000 = l_999 & uint32(2147483647);
const float l_1001 = reinterpret_cast<float const&>(l_1000);
const double l_1002 = double(l_1001);
l_mut_249 = l_1002;
const bool l_1003 = l_1000 < uint32(8388608);
if (l_1003) {
const double l_1004 = double(l_1000);
const double l_1005 = l_1004 * double(1.401298464324817e-45);
l_mut_249 = l_1005;
}
const uint64 l_1006 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1007 = l_999 >> uint32(31);
const uint64 l_1008 = uint64(l_1007);
const uint64 l_1009 = l_1008 << uint64(63);
const uint64 l_1010 = l_1006 | l_1009;
const double l_1011 = reinterpret_cast<double const&>(l_1010);
const uint32 l_1012 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1013 = l_1012 ^ uint32(2147483648);
const float l_1014 = reinterpret_cast<float const&>(l_1013);
const uint32 l_1015 = reinterpret_cast<uint32 const&>(l_1014);
const uint32 l_1016 = l_1015 + uint32(1);
l_mut_480 = l_1016;
const uint32 l_1017 = l_1015 & uint32(2147483647);
const bool l_1018 = l_1017 == uint32(0);
if (l_1018) {
l_mut_480 = uint32(1);
} else {
const uint32 l_1019 = l_1015 & uint32(2147483648);
const bool l_1020 = l_1019 != uint32(0);
if (l_1020) {
const uint32 l_1021 = l_1015 - uint32(1);
l_mut_480 = l_1021;
} else {
const bool l_1022 = l_1015 == uint32(2139095040);
if (l_1022) {
l_mut_480 = l_1015;
}
}
}
const float l_1023 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_1024 = reinterpret_cast<uint32 const&>(l_1023);
const uint32 l_1025 = l_1024 ^ uint32(2147483648);
const float l_1026 = reinterpret_cast<float const&>(l_1025);
const uint32 l_1027 = reinterpret_cast<uint32 const&>(l_1026);
const uint32 l_1028 = l_1027 & uint32(2147483647);
const float l_1029 = reinterpret_cast<float const&>(l_1028);
const double l_1030 = double(l_1029);
l_mut_249 = l_1030;
const bool l_1031 = l_1028 < uint32(8388608);
if (l_1031) {
const double l_1032 = double(l_1028);
const double l_1033 = l_1032 * double(1.401298464324817e-45);
l_mut_249 = l_1033;
}
const uint64 l_1034 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1035 = l_1027 >> uint32(31);
const uint64 l_1036 = uint64(l_1035);
const uint64 l_1037 = l_1036 << uint64(63);
const uint64 l_1038 = l_1034 | l_1037;
const double l_1039 = reinterpret_cast<double const&>(l_1038);
const double l_1040 = l_975 + l_974;
const bool l_1041 = l_1040 <= l_989;
l_mut_540 = l_1041;
const double l_1042 = l_975 - l_974;
const bool l_1043 = l_1042 > l_989;
l_mut_537 = l_1043;
const double l_1044 = l_976 - l_974;
const bool l_1045 = l_1044 >= l_989;
l_mut_534 = l_1045;
const double l_1046 = l_976 + l_974;
const bool l_1047 = l_1046 < l_989;
l_mut_531 = l_1047;
if (l_409) {
const double l_1048 = l_975 + l_974;
const bool l_1049 = l_1048 < l_1011;
l_mut_540 = l_1049;
const double l_1050 = l_975 - l_974;
const bool l_1051 = l_1050 >= l_1011;
l_mut_537 = l_1051;
const double l_1052 = l_976 - l_974;
const bool l_1053 = l_1052 > l_1039;
l_mut_534 = l_1053;
const double l_1054 = l_976 + l_974;
const bool l_1055 = l_1054 <= l_1039;
l_mut_531 = l_1055;
}
l_mut_480 = uint32(2);
const bool l_1056 = l_mut_537 || l_mut_531;
if (l_1056) {
l_mut_480 = uint32(1);
} else {
const bool l_1057 = l_mut_540 && l_mut_534;
if (l_1057) {
l_mut_480 = uint32(0);
}
}
const uint32 l_1058 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1059 = l_1058 & uint32(2147483647);
const bool l_1060 = l_1059 == uint32(0);
if (l_1060) {
const double l_1061 = l_975 + l_974;
const bool l_1062 = l_1061 < double(1.1754943508222875e-38);
const double l_1063 = l_976 - l_974;
const bool l_1064 = l_1063 > double(-1.1754943508222875e-38);
const bool l_1065 = l_1062 && l_1064;
const double l_1066 = l_975 - l_974;
const bool l_1067 = l_1066 < double(1.1754943508222875e-38);
const double l_1068 = l_976 + l_974;
const bool l_1069 = l_1068 > double(-1.1754943508222875e-38);
const bool l_1070 = l_1067 && l_1069;
if (l_1065) {
l_mut_480 = uint32(0);
} else {
const bool l_1071 = l_mut_480 == uint32(1);
const bool l_1072 = l_1070 && l_1071;
if (l_1072) {
l_mut_480 = uint32(2);
}
}
}
l_mut_423 = l_mut_480;
}
} else {
const bool l_1073 = l_405 == uint32(7);
if (l_1073) {
const double l_1074 = abs(l_mut_31);
const double l_1075 = l_411 * l_1074;
l_mut_249 = l_1075;
const double l_1076 = abs(l_mut_31);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1077 = l_1076 >= double(1.1754943508222875e-38);
const bool l_1078 = l_1076 <= double(1.7976931348623157e308);
const bool l_1079 = l_1077 && l_1078;
if (l_1079) {
const uint64 l_1080 = reinterpret_cast<uint64 const&>(l_1076);
const uint64 l_1081 = l_1080 >> uint64(52);
const uint64 l_1082 = l_1081 - uint64(23);
const uint64 l_1083 = l_1082 << uint64(52);
const double l_1084 = reinterpret_cast<double const&>(l_1083);
l_mut_84 = l_1084;
}
const double l_1085 = double(0.5) * l_mut_84;
const bool l_1086 = l_1085 > l_mut_249;
if (l_1086) {
l_mut_249 = l_1085;
}
const double l_1087 = l_mut_31 - l_421;
const double l_1088 = abs(l_1087);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1089 = l_1088 >= double(1.1754943508222875e-38);
const bool l_1090 = l_1088 <= double(1.7976931348623157e308);
const bool l_1091 = l_1089 && l_1090;
if (l_1091) {
const uint64 l_1092 = reinterpret_cast<uint64 const&>(l_1088);
const uint64 l_1093 = l_1092 >> uint64(52);
const uint64 l_1094 = l_1093 - uint64(23);
const uint64 l_1095 = l_1094 << uint64(52);
const double l_1096 = reinterpret_cast<double const&>(l_1095);
l_mut_84 = l_1096;
}
const double l_1097 = l_mut_31 + l_421;
const double l_1098 = abs(l_1097);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1099 = l_1098 >= double(1.1754943508222875e-38);
const bool l_1100 = l_1098 <= double(1.7976931348623157e308);
const bool l_1101 = l_1099 && l_1100;
if (l_1101) {
const uint64 l_1102 = reinterpret_cast<uint64 const&>(l_1098);
const uint64 l_1103 = l_1102 >> uint64(52);
const uint64 l_1104 = l_1103 - uint64(23);
const uint64 l_1105 = l_1104 << uint64(52);
const double l_1106 = reinterpret_cast<double const&>(l_1105);
l_mut_57 = l_1106;
}
const bool l_1107 = l_mut_84 == l_mut_57;
if (l_1107) {
const double l_1108 = l_411 * l_421;
const double l_1109 = l_421 + l_1108;
const double l_1110 = l_mut_249 * double(1.4551915228366852e-11);
const double l_1111 = l_1109 + l_1110;
const double l_1112 = l_mut_31 - l_mut_249;
const double l_1113 = l_mut_31 + l_mut_249;
const uint32 l_1114 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1115 = l_1114 & uint32(2147483647);
const float l_1116 = reinterpret_cast<float const&>(l_1115);
const double l_1117 = double(l_1116);
l_mut_249 = l_1117;
const bool l_1118 = l_1115 < uint32(8388608);
if (l_1118) {
const double l_1119 = double(l_1115);
const double l_1120 = l_1119 * double(1.401298464324817e-45);
l_mut_249 = l_1120;
}
const uint64 l_1121 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1122 = l_1114 >> uint32(31);
const uint64 l_1123 = uint64(l_1122);
const uint64 l_1124 = l_1123 << uint64(63);
const uint64 l_1125 = l_1121 | l_1124;
const double l_1126 = reinterpret_cast<double const&>(l_1125);
const uint32 l_1127 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1128 = l_1127 + uint32(1);
l_mut_480 = l_1128;
const uint32 l_1129 = l_1127 & uint32(2147483647);
const bool l_1130 = l_1129 == uint32(0);
if (l_1130) {
l_mut_480 = uint32(1);
} else {
const uint32 l_1131 = l_1127 & uint32(2147483648);
const bool l_1132 = l_1131 != uint32(0);
if (l_1132) {
const uint32 l_1133 = l_1127 - uint32(1);
l_mut_480 = l_1133;
} else {
const bool l_1134 = l_1127 == uint32(2139095040);
if (l_1134) {
l_mut_480 = l_1127;
}
}
}
const float l_1135 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_1136 = reinterpret_cast<uint32 const&>(l_1135);
const uint32 l_1137 = l_1136 & uint32(2147483647);
const float l_1138 = reinterpret_cast<float const&>(l_1137);
const double l_1139 = double(l_1138);
l_mut_249 = l_1139;
const bool l_1140 = l_1137 < uint32(8388608);
if (l_1140) {
const double l_1141 = double(l_1137);
const double l_1142 = l_1141 * double(1.401298464324817e-45);
l_mut_249 = l_1142;
}
const uint64 l_1143 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1144 = l_1136 >> uint32(31);
const uint64 l_1145 = uint64(l_1144);
const uint64 l_1146 = l_1145 << uint64(63);
const uint64 l_1147 = l_1143 | l_1146;
const double l_1148 = reinterpret_cast<double const&>(l_1147);
const uint32 l_1149 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1150 = l_1149 ^ uint32(2147483648);
const float l_1151 = reinterpret_cast<float const&>(l_1150);
const uint32 l_1152 = reinterpret_cast<uint32 const&>(l_1151);
const uint32 l_1153 = l_1152 + uint32(1);
l_mut_480 = l_1153;
const uint32 l_1154 = l_1152 & uint32(2147483647);
const bool l_1155 = l_1154 == uint32(0);
if (l_1155) {
l_mut_480 = uint32(1);
} else {
const uint32 l_1156 = l_1152 & uint32(2147483648);
const bool l_1157 = l_1156 != uint32(0);
if (l_1157) {
const uint32 l_1158 = l_1152 - uint32(1);
l_mut_480 = l_1158;
} else {
const bool l_1159 = l_1152 == uint32(2139095040);
if (l_1159) {
l_mut_480 = l_1152;
}
}
}
const float l_1160 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_1161 = reinterpret_cast<uint32 const&>(l_1160);
const uint32 l_1162 = l_1161 ^ uint32(2147483648);
const float l_1163 = reinterpret_cast<float const&>(l_1162);
const uint32 l_1164 = reinterpret_cast<uint32 const&>(l_1163);
const uint32 l_1165 = l_1164 & uint32(2147483647);
const float l_1166 = reinterpret_cast<float const&>(l_1165);
const double l_1167 = double(l_1166);
l_mut_249 = l_1167;
const bool l_1168 = l_1165 < uint32(8388608);
if (l_1168) {
const double l_1169 = double(l_1165);
const double l_1170 = l_1169 * double(1.401298464324817e-45);
l_mut_249 = l_1170;
}
const uint64 l_1171 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1172 = l_1164 >> uint32(31);
const uint64 l_1173 = uint64(l_1172);
const uint64 l_1174 = l_1173 << uint64(63);
const uint64 l_1175 = l_1171 | l_1174;
const double l_1176 = reinterpret_cast<double const&>(l_1175);
const double l_1177 = l_1112 + l_1111;
const bool l_1178 = l_1177 <= l_1126;
l_mut_540 = l_1178;
const double l_1179 = l_1112 - l_1111;
const bool l_1180 = l_1179 > l_1126;
l_mut_537 = l_1180;
const double l_1181 = l_1113 - l_1111;
const bool l_1182 = l_1181 >= l_1126;
l_mut_534 = l_1182;
const double l_1183 = l_1113 + l_1111;
const bool l_1184 = l_1183 < l_1126;
l_mut_531 = l_1184;
if (l_409) {
const double l_1185 = l_1112 + l_1111;
const bool l_1186 = l_1185 < l_1148;
l_mut_540 = l_1186;
const double l_1187 = l_1112 - l_1111;
const bool l_1188 = l_1187 >= l_1148;
l_mut_537 = l_1188;
const double l_1189 = l_1113 - l_1111;
const bool l_1190 = l_1189 > l_1176;
l_mut_534 = l_1190;
const double l_1191 = l_1113 + l_1111;
const bool l_1192 = l_1191 <= l_1176;
l_mut_531 = l_1192;
}
l_mut_480 = uint32(2);
const bool l_1193 = l_mut_537 || l_mut_531;
if (l_1193) {
l_mut_480 = uint32(1);
} else {
const bool l_1194 = l_mut_540 && l_mut_534;
if (l_1194) {
l_mut_480 = uint32(0);
}
}
const uint32 l_1195 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1196 = l_1195 & uint32(2147483647);
const bool l_1197 = l_1196 == uint32(0);
if (l_1197) {
const double l_1198 = l_1112 + l_1111;
const bool l_1199 = l_1198 < double(1.1754943508222875e-38);
const double l_1200 = l_1113 - l_1111;
const bool l_1201 = l_1200 > double(-1.1754943508222875e-38);
const bool l_1202 = l_1199 && l_1201;
const double l_1203 = l_1112 - l_1111;
const bool l_1204 = l_1203 < double(1.1754943508222875e-38);
const double l_1205 = l_1113 + l_1111;
const bool l_1206 = l_1205 > double(-1.1754943508222875e-38);
const bool l_1207 = l_1204 && l_1206;
if (l_1202) {
l_mut_480 = uint32(0);
} else {
const bool l_1208 = l_mut_480 == uint32(1);
const bool l_1209 = l_1207 && l_1208;
if (l_1209) {
l_mut_480 = uint32(2);
}
}
}
l_mut_423 = l_mut_480;
}
} else {
const bool l_1210 = l_405 == uint32(8);
if (l_1210) {
const bool l_1211 = l_418 >= double(0.5);
const bool l_1212 = l_418 <= double(2.0);
const bool l_1213 = l_1211 && l_1212;
if (l_1213) {
const double l_1214 = l_411 * double(1.4551915228366852e-11);
const double l_1215 = l_421 + l_1214;
const double l_1216 = l_mut_31 - l_411;
const double l_1217 = l_mut_31 + l_411;
const uint32 l_1218 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1219 = l_1218 & uint32(2147483647);
const float l_1220 = reinterpret_cast<float const&>(l_1219);
const double l_1221 = double(l_1220);
l_mut_249 = l_1221;
const bool l_1222 = l_1219 < uint32(8388608);
if (l_1222) {
const double l_1223 = double(l_1219);
const double l_1224 = l_1223 * double(1.401298464324817e-45);
l_mut_249 = l_1224;
}
const uint64 l_1225 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1226 = l_1218 >> uint32(31);
const uint64 l_1227 = uint64(l_1226);
const uint64 l_1228 = l_1227 << uint64(63);
const uint64 l_1229 = l_1225 | l_1228;
const double l_1230 = reinterpret_cast<double const&>(l_1229);
const uint32 l_1231 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1232 = l_1231 + uint32(1);
l_mut_480 = l_1232;
const uint32 l_1233 = l_1231 & uint32(2147483647);
const bool l_1234 = l_1233 == uint32(0);
if (l_1234) {
l_mut_480 = uint32(1);
} else {
const uint32 l_1235 = l_1231 & uint32(2147483648);
const bool l_1236 = l_1235 != uint32(0);
if (l_1236) {
const uint32 l_1237 = l_1231 - uint32(1);
l_mut_480 = l_1237;
} else {
const bool l_1238 = l_1231 == uint32(2139095040);
if (l_1238) {
l_mut_480 = l_1231;
}
}
}
const float l_1239 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_1240 = reinterpret_cast<uint32 const&>(l_1239);
const uint32 l_1241 = l_1240 & uint32(2147483647);
const float l_1242 = reinterpret_cast<float const&>(l_1241);
const double l_1243 = double(l_1242);
l_mut_249 = l_1243;
const bool l_1244 = l_1241 < uint32(8388608);
if (l_1244) {
const double l_1245 = double(l_1241);
const double l_1246 = l_1245 * double(1.401298464324817e-45);
l_mut_249 = l_1246;
}
const uint64 l_1247 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1248 = l_1240 >> uint32(31);
const uint64 l_1249 = uint64(l_1248);
const uint64 l_1250 = l_1249 << uint64(63);
const uint64 l_1251 = l_1247 | l_1250;
const double l_1252 = reinterpret_cast<double const&>(l_1251);
const uint32 l_1253 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1254 = l_1253 ^ uint32(2147483648);
const float l_1255 = reinterpret_cast<float const&>(l_1254);
const uint32 l_1256 = reinterpret_cast<uint32 const&>(l_1255);
const uint32 l_1257 = l_1256 + uint32(1);
l_mut_480 = l_1257;
const uint32 l_1258 = l_1256 & uint32(2147483647);
const bool l_1259 = l_1258 == uint32(0);
if (l_1259) {
l_mut_480 = uint32(1);
} else {
const uint32 l_1260 = l_1256 & uint32(2147483648);
const bool l_1261 = l_1260 != uint32(0);
if (l_1261) {
const uint32 l_1262 = l_1256 - uint32(1);
l_mut_480 = l_1262;
} else {
const bool l_1263 = l_1256 == uint32(2139095040);
if (l_1263) {
l_mut_480 = l_1256;
}
}
}
const float l_1264 = reinterpret_cast<float const&>(l_mut_480);
const uint32 l_1265 = reinterpret_cast<uint32 const&>(l_1264);
const uint32 l_1266 = l_1265 ^ uint32(2147483648);
const float l_1267 = reinterpret_cast<float const&>(l_1266);
const uint32 l_1268 = reinterpret_cast<uint32 const&>(l_1267);
const uint32 l_1269 = l_1268 & uint32(2147483647);
const float l_1270 = reinterpret_cast<float const&>(l_1269);
const double l_1271 = double(l_1270);
l_mut_249 = l_1271;
const bool l_1272 = l_1269 < uint32(8388608);
if (l_1272) {
const double l_1273 = double(l_1269);
const double l_1274 = l_1273 * double(1.401298464324817e-45);
l_mut_249 = l_1274;
}
const uint64 l_1275 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1276 = l_1268 >> uint32(31);
const uint64 l_1277 = uint64(l_1276);
const uint64 l_1278 = l_1277 << uint64(63);
const uint64 l_1279 = l_1275 | l_1278;
const double l_1280 = reinterpret_cast<double const&>(l_1279);
const double l_1281 = l_1216 + l_1215;
const bool l_1282 = l_1281 <= l_1230;
l_mut_540 = l_1282;
const double l_1283 = l_1216 - l_1215;
const bool l_1284 = l_1283 > l_1230;
l_mut_537 = l_1284;
const double l_1285 = l_1217 - l_1215;
const bool l_1286 = l_1285 >= l_1230;
l_mut_534 = l_1286;
const double l_1287 = l_1217 + l_1215;
const bool l_1288 = l_1287 < l_1230;
l_mut_531 = l_1288;
if (l_409) {
const double l_1289 = l_1216 + l_1215;
const bool l_1290 = l_1289 < l_1252;
l_mut_540 = l_1290;
const double l_1291 = l_1216 - l_1215;
const bool l_1292 = l_1291 >= l_1252;
l_mut_537 = l_1292;
const double l_1293 = l_1217 - l_1215;
const bool l_1294 = l_1293 > l_1280;
l_mut_534 = l_1294;
const double l_1295 = l_1217 + l_1215;
const bool l_1296 = l_1295 <= l_1280;
l_mut_531 = l_1296;
}
l_mut_480 = uint32(2);
const bool l_1297 = l_mut_537 || l_mut_531;
if (l_1297) {
l_mut_480 = uint32(1);
} else {
const bool l_1298 = l_mut_540 && l_mut_534;
if (l_1298) {
l_mut_480 = uint32(0);
}
}
const uint32 l_1299 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1300 = l_1299 & uint32(2147483647);
const bool l_1301 = l_1300 == uint32(0);
if (l_1301) {
const double l_1302 = l_1216 + l_1215;
const bool l_1303 = l_1302 < double(1.1754943508222875e-38);
const double l_1304 = l_1217 - l_1215;
const bool l_1305 = l_1304 > double(-1.1754943508222875e-38);
const bool l_1306 = l_1303 && l_1305;
const double l_1307 = l_1216 - l_1215;
const bool l_1308 = l_1307 < double(1.1754943508222875e-38);
const double l_1309 = l_1217 + l_1215;
const bool l_1310 = l_1309 > double(-1.1754943508222875e-38);
const bool l_1311 = l_1308 && l_1310;
if (l_1306) {
l_mut_480 = uint32(0);
} else {
const bool l_1312 = l_mut_480 == uint32(1);
const bool l_1313 = l_1311 && l_1312;
if (l_1313) {
l_mut_480 = uint32(2);
}
}
}
l_mut_423 = l_mut_480;
} else {
const double l_1314 = abs(l_mut_31);
l_mut_249 = double(1.401298464324817e-45);
const bool l_1315 = l_1314 >= double(1.1754943508222875e-38);
const bool l_1316 = l_1314 <= double(1.7976931348623157e308);
const bool l_1317 = l_1315 && l_1316;
if (l_1317) {
const uint64 l_1318 = reinterpret_cast<uint64 const&>(l_1314);
const uint64 l_1319 = l_1318 >> uint64(52);
const uint64 l_1320 = l_1319 - uint64(23);
const uint64 l_1321 = l_1320 << uint64(52);
const double l_1322 = reinterpret_cast<double const&>(l_1321);
l_mut_249 = l_1322;
}
const double l_1323 = l_414 * l_mut_249;
l_mut_480 = uint32(2);
const double l_1324 = l_mut_31 - l_421;
const double l_1325 = abs(l_1324);
l_mut_249 = double(1.401298464324817e-45);
const bool l_1326 = l_1325 >= double(1.1754943508222875e-38);
const bool l_1327 = l_1325 <= double(1.7976931348623157e308);
const bool l_1328 = l_1326 && l_1327;
if (l_1328) {
const uint64 l_1329 = reinterpret_cast<uint64 const&>(l_1325);
const uint64 l_1330 = l_1329 >> uint64(52);
const uint64 l_1331 = l_1330 - uint64(23);
const uint64 l_1332 = l_1331 << uint64(52);
const double l_1333 = reinterpret_cast<double const&>(l_1332);
l_mut_249 = l_1333;
}
const double l_1334 = l_mut_31 + l_421;
const double l_1335 = abs(l_1334);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1336 = l_1335 >= double(1.1754943508222875e-38);
const bool l_1337 = l_1335 <= double(1.7976931348623157e308);
const bool l_1338 = l_1336 && l_1337;
if (l_1338) {
const uint64 l_1339 = reinterpret_cast<uint64 const&>(l_1335);
const uint64 l_1340 = l_1339 >> uint64(52);
const uint64 l_1341 = l_1340 - uint64(23);
const uint64 l_1342 = l_1341 << uint64(52);
const double l_1343 = reinterpret_cast<double const&>(l_1342);
l_mut_84 = l_1343;
}
const bool l_1344 = l_mut_249 == l_mut_84;
if (l_1344) {
const double l_1345 = l_1323 * double(1.4551915228366852e-11);
const double l_1346 = l_421 + l_1345;
const double l_1347 = l_mut_31 - l_1323;
const double l_1348 = l_mut_31 + l_1323;
const uint32 l_1349 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1350 = l_1349 & uint32(2147483647);
const float l_1351 = reinterpret_cast<float const&>(l_1350);
const double l_1352 = double(l_1351);
l_mut_249 = l_1352;
const bool l_1353 = l_1350 < uint32(8388608);
if (l_1353) {
const double l_1354 = double(l_1350);
const double l_1355 = l_1354 * double(1.401298464324817e-45);
l_mut_249 = l_1355;
}
const uint64 l_1356 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1357 = l_1349 >> uint32(31);
const uint64 l_1358 = uint64(l_1357);
const uint64 l_1359 = l_1358 << uint64(63);
const uint64 l_1360 = l_1356 | l_1359;
const double l_1361 = reinterpret_cast<double const&>(l_1360);
const uint32 l_1362 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1363 = l_1362 + uint32(1);
l_mut_439 = l_1363;
const uint32 l_1364 = l_1362 & uint32(2147483647);
const bool l_1365 = l_1364 == uint32(0);
if (l_1365) {
l_mut_439 = uint32(1);
} else {
const uint32 l_1366 = l_1362 & uint32(2147483648);
const bool l_1367 = l_1366 != uint32(0);
if (l_1367) {
const uint32 l_1368 = l_1362 - uint32(1);
l_mut_439 = l_1368;
} else {
const bool l_1369 = l_1362 == uint32(2139095040);
if (l_1369) {
l_mut_439 = l_1362;
}
}
}
const float l_1370 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1370);
const uint32 l_1372 = l_1371 & uint32(2147483647);
const float l_1373 = reinterpret_cast<float const&>(l_1372);
const double l_1374 = double(l_1373);
l_mut_249 = l_1374;
const bool l_1375 = l_1372 < uint32(8388608);
if (l_1375) {
const double l_1376 = double(l_1372);
const double l_1377 = l_1376 * double(1.401298464324817e-45);
l_mut_249 = l_1377;
}
const uint64 l_1378 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1379 = l_1371 >> uint32(31);
const uint64 l_1380 = uint64(l_1379);
const uint64 l_1381 = l_1380 << uint64(63);
const uint64 l_1382 = l_1378 | l_1381;
const double l_1383 = reinterpret_cast<double const&>(l_1382);
const uint32 l_1384 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1385 = l_1384 ^ uint32(2147483648);
const float l_1386 = reinterpret_cast<float const&>(l_1385);
const uint32 l_1387 = reinterpret_cast<uint32 const&>(l_1386);
const uint32 l_1388 = l_1387 + uint32(1);
l_mut_439 = l_1388;
const uint32 l_1389 = l_1387 & uint32(2147483647);
const bool l_1390 = l_1389 == uint32(0);
if (l_1390) {
l_mut_439 = uint32(1);
} else {
const uint32 l_1391 = l_1387 & uint32(2147483648);
const bool l_1392 = l_1391 != uint32(0);
if (l_1392) {
const uint32 l_1393 = l_1387 - uint32(1);
l_mut_439 = l_1393;
} else {
const bool l_1394 = l_1387 == uint32(2139095040);
if (l_1394) {
l_mut_439 = l_1387;
}
}
}
const float l_1395 = reinterpret_cast<float const&>(l_mut_439);
const uint32 l_1396 = reinterpret_cast<uint32 const&>(l_1395);
const uint32 l_1397 = l_1396 ^ uint32(2147483648);
const float l_1398 = reinterpret_cast<float const&>(l_1397);
const uint32 l_1399 = reinterpret_cast<uint32 const&>(l_1398);
const uint32 l_1400 = l_1399 & uint32(2147483647);
const float l_1401 = reinterpret_cast<float const&>(l_1400);
const double l_1402 = double(l_1401);
l_mut_249 = l_1402;
const bool l_1403 = l_1400 < uint32(8388608);
if (l_1403) {
const double l_1404 = double(l_1400);
const double l_1405 = l_1404 * double(1.401298464324817e-45);
l_mut_249 = l_1405;
}
const uint64 l_1406 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1407 = l_1399 >> uint32(31);
const uint64 l_1408 = uint64(l_1407);
const uint64 l_1409 = l_1408 << uint64(63);
const uint64 l_1410 = l_1406 | l_1409;
const double l_1411 = reinterpret_cast<double const&>(l_1410);
const double l_1412 = l_1347 + l_1346;
const bool l_1413 = l_1412 <= l_1361;
l_mut_540 = l_1413;
const double l_1414 = l_1347 - l_1346;
const bool l_1415 = l_1414 > l_1361;
l_mut_537 = l_1415;
const double l_1416 = l_1348 - l_1346;
const bool l_1417 = l_1416 >= l_1361;
l_mut_534 = l_1417;
const double l_1418 = l_1348 + l_1346;
const bool l_1419 = l_1418 < l_1361;
l_mut_531 = l_1419;
if (l_409) {
const double l_1420 = l_1347 + l_1346;
const bool l_1421 = l_1420 < l_1383;
l_mut_540 = l_1421;
const double l_1422 = l_1347 - l_1346;
const bool l_1423 = l_1422 >= l_1383;
l_mut_537 = l_1423;
const double l_1424 = l_1348 - l_1346;
const bool l_1425 = l_1424 > l_1411;
l_mut_534 = l_1425;
const double l_1426 = l_1348 + l_1346;
const bool l_1427 = l_1426 <= l_1411;
l_mut_531 = l_1427;
}
l_mut_439 = uint32(2);
const bool l_1428 = l_mut_537 || l_mut_531;
if (l_1428) {
l_mut_439 = uint32(1);
} else {
const bool l_1429 = l_mut_540 && l_mut_534;
if (l_1429) {
l_mut_439 = uint32(0);
}
}
const uint32 l_1430 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1431 = l_1430 & uint32(2147483647);
const bool l_1432 = l_1431 == uint32(0);
if (l_1432) {
const double l_1433 = l_1347 + l_1346;
const bool l_1434 = l_1433 < double(1.1754943508222875e-38);
const double l_1435 = l_1348 - l_1346;
const bool l_1436 = l_1435 > double(-1.1754943508222875e-38);
const bool l_1437 = l_1434 && l_1436;
const double l_1438 = l_1347 - l_1346;
const bool l_1439 = l_1438 < double(1.1754943508222875e-38);
const double l_1440 = l_1348 + l_1346;
const bool l_1441 = l_1440 > double(-1.1754943508222875e-38);
const bool l_1442 = l_1439 && l_1441;
if (l_1437) {
l_mut_439 = uint32(0);
} else {
const bool l_1443 = l_mut_439 == uint32(1);
const bool l_1444 = l_1442 && l_1443;
if (l_1444) {
l_mut_439 = uint32(2);
}
}
}
l_mut_480 = l_mut_439;
}
l_mut_423 = l_mut_480;
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
const uint32 l_1445 = l_arr_422[uint32(0)];
const bool l_1446 = l_1445 == uint32(0);
if (l_1446) {
l_mut_423 = uint32(2);
}
l_arr_10[l_mut_403] = l_mut_423;
const uint32 l_1447 = l_arr_10[l_mut_403];
const bool l_1448 = l_1447 == uint32(2);
if (l_1448) {
l_mut_136 = bool(false);
}
}
}
const bool l_1449 = l_mut_68 == uint32(4294967293);
if (l_1449) {
const uint32 l_1450 = l_arr_8[uint32(0)];
const uint32 l_1451 = l_1450 + uint32(1);
l_arr_8[uint32(0)] = l_1451;
} else {
if (l_mut_136) {
l_mut_249 = l_391;
const bool l_1452 = l_mut_249 < double(-17.0);
if (l_1452) {
l_mut_249 = double(-17.0);
}
const bool l_1453 = l_mut_249 > double(17.0);
if (l_1453) {
l_mut_249 = double(17.0);
}
const double l_1454 = l_mut_249 + double(16.0);
const double l_1455 = l_1454 + double(1.0);
const uint32 l_1456 = uint32(l_1455);
const uint32 l_1457 = uint32(2) + l_1456;
const uint32 l_1458 = l_arr_8[l_1457];
const uint32 l_1459 = l_1458 + uint32(1);
l_arr_8[l_1457] = l_1459;
const uint32 l_1460 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1461 = l_1460 & uint32(2147483647);
const float l_1462 = reinterpret_cast<float const&>(l_1461);
const double l_1463 = double(l_1462);
l_mut_249 = l_1463;
const bool l_1464 = l_1461 < uint32(8388608);
if (l_1464) {
const double l_1465 = double(l_1461);
const double l_1466 = l_1465 * double(1.401298464324817e-45);
l_mut_249 = l_1466;
}
const uint64 l_1467 = reinterpret_cast<uint64 const&>(l_mut_249);
const uint32 l_1468 = l_1460 >> uint32(31);
const uint64 l_1469 = uint64(l_1468);
const uint64 l_1470 = l_1469 << uint64(63);
const uint64 l_1471 = l_1467 | l_1470;
const double l_1472 = reinterpret_cast<double const&>(l_1471);
const double l_1473 = abs(l_mut_31);
const double l_1474 = l_mut_31 * double(0.0);
const double l_1475 = l_1474 + double(7.1362384635298e44);
l_mut_249 = l_1475;
const bool l_1476 = l_1473 >= double(2.350988701644575e-38);
if (l_1476) {
const uint32 l_1477 = l_mut_68 & uint32(2147483647);
const float l_1478 = reinterpret_cast<float const&>(l_1477);
const double l_1479 = double(l_1478);
const uint32 l_1480 = l_1477 & uint32(2139095040);
const float l_1481 = reinterpret_cast<float const&>(l_1480);
const double l_1482 = double(l_1481);
const bool l_1483 = l_1479 > l_1473;
const uint32 l_1484 = l_1477 & uint32(8388607);
const bool l_1485 = l_1484 == uint32(0);
const bool l_1486 = l_1483 && l_1485;
const double l_1487 = l_1482 * double(1.1920928955078125e-7);
const double l_1488 = double(l_1486);
const double l_1489 = double(0.5) * l_1488;
const double l_1490 = double(1.0) - l_1489;
const double l_1491 = l_1487 * l_1490;
const double l_1492 = double(1.0) / l_1491;
l_mut_249 = l_1492;
}
const double l_1493 = l_1472 - l_mut_31;
const double l_1494 = l_1493 * l_mut_249;
const uint32 l_1495 = uint32(2) * uint32(0);
const uint32 l_1496 = uint32(45) + l_1495;
const double l_1497 = abs(l_1494);
const double l_1498 = l_arr_9[uint32(0)];
const double l_1499 = abs(l_1498);
const bool l_1500 = l_1497 > l_1499;
l_mut_540 = l_1500;
const bool l_1501 = uint32(0) == uint32(0);
if (l_1501) {
const double l_1502 = l_arr_9[uint32(0)];
const bool l_1503 = l_1494 < l_1502;
l_mut_540 = l_1503;
} else {
const bool l_1504 = uint32(0) == uint32(1);
if (l_1504) {
const double l_1505 = l_arr_9[uint32(0)];
const bool l_1506 = l_1494 > l_1505;
l_mut_540 = l_1506;
}
}
const uint32 l_1507 = l_arr_8[l_1496];
const bool l_1508 = l_1507 == uint32(4294967295);
const bool l_1509 = l_1508 || l_mut_540;
if (l_1509) {
l_arr_8[l_1496] = l_23;
const uint32 l_1510 = l_1496 + uint32(1);
l_arr_8[l_1510] = l_372;
l_arr_9[uint32(0)] = l_1494;
}
const uint32 l_1511 = uint32(2) * uint32(1);
const uint32 l_1512 = uint32(45) + l_1511;
const double l_1513 = abs(l_1494);
const double l_1514 = l_arr_9[uint32(1)];
const double l_1515 = abs(l_1514);
const bool l_1516 = l_1513 > l_1515;
l_mut_540 = l_1516;
const bool l_1517 = uint32(1) == uint32(0);
if (l_1517) {
const double l_1518 = l_arr_9[uint32(1)];
const bool l_1519 = l_1494 < l_1518;
l_mut_540 = l_1519;
} else {
const bool l_1520 = uint32(1) == uint32(1);
if (l_1520) {
const double l_1521 = l_arr_9[uint32(1)];
const bool l_1522 = l_1494 > l_1521;
l_mut_540 = l_1522;
}
}
const uint32 l_1523 = l_arr_8[l_1512];
const bool l_1524 = l_1523 == uint32(4294967295);
const bool l_1525 = l_1524 || l_mut_540;
if (l_1525) {
l_arr_8[l_1512] = l_23;
const uint32 l_1526 = l_1512 + uint32(1);
l_arr_8[l_1526] = l_372;
l_arr_9[uint32(1)] = l_1494;
}
const bool l_1527 = l_391 != double(0.0);
if (l_1527) {

for (uint32 l_mut_1528 = uint32(0); l_mut_1528 < uint32(8); ++l_mut_1528) {
const uint32 l_1529 = l_arr_10[l_mut_1528];
const bool l_1530 = l_1529 == uint32(1);
if (l_1530) {
const uint32 l_1531 = uint32(37) + l_mut_1528;
const uint32 l_1532 = l_arr_8[l_1531];
const uint32 l_1533 = l_1532 + uint32(1);
l_arr_8[l_1531] = l_1533;
const uint32 l_1534 = uint32(2) + l_mut_1528;
const uint32 l_1535 = uint32(2) * l_1534;
const uint32 l_1536 = uint32(45) + l_1535;
const double l_1537 = abs(l_1494);
const double l_1538 = l_arr_9[l_1534];
const double l_1539 = abs(l_1538);
const bool l_1540 = l_1537 > l_1539;
l_mut_540 = l_1540;
const bool l_1541 = l_1534 == uint32(0);
if (l_1541) {
const double l_1542 = l_arr_9[l_1534];
const bool l_1543 = l_1494 < l_1542;
l_mut_540 = l_1543;
} else {
const bool l_1544 = l_1534 == uint32(1);
if (l_1544) {
const double l_1545 = l_arr_9[l_1534];
const bool l_1546 = l_1494 > l_1545;
l_mut_540 = l_1546;
}
}
const uint32 l_1547 = l_arr_8[l_1536];
const bool l_1548 = l_1547 == uint32(4294967295);
const bool l_1549 = l_1548 || l_mut_540;
if (l_1549) {
l_arr_8[l_1536] = l_23;
const uint32 l_1550 = l_1536 + uint32(1);
l_arr_8[l_1550] = l_372;
l_arr_9[l_1534] = l_1494;
}
}
}
}
} else {
const uint32 l_1551 = l_arr_8[uint32(1)];
const uint32 l_1552 = l_2 + l_1551;
const uint32 l_1553 = l_1552 * uint32(2);
const uint32 l_1673 = info.static_meta[uint32(6)];
const uint32 l_1674 = l_1673 * uint32(1);
const bool l_1675 = l_1553 < l_1674;
if (l_1675) {
buffer_6[l_1553] = l_23;
}
const uint32 l_1554 = l_1553 + uint32(1);
const uint32 l_1676 = info.static_meta[uint32(6)];
const uint32 l_1677 = l_1676 * uint32(1);
const bool l_1678 = l_1554 < l_1677;
if (l_1678) {
buffer_6[l_1554] = l_372;
}
const uint32 l_1555 = l_arr_8[uint32(1)];
const uint32 l_1556 = l_1555 + uint32(1);
l_arr_8[uint32(1)] = l_1556;
}
}
}

for (uint32 l_mut_1557 = uint32(0); l_mut_1557 < uint32(65); ++l_mut_1557) {
const uint32 l_1558 = idxGlobal * uint32(65);
const uint32 l_1559 = l_1558 + l_mut_1557;
const uint32 l_1560 = l_arr_8[l_mut_1557];
const uint32 l_1679 = info.static_meta[uint32(4)];
const uint32 l_1680 = l_1679 * uint32(1);
const bool l_1681 = l_1559 < l_1680;
if (l_1681) {
buffer_4[l_1559] = l_1560;
}
}

for (uint32 l_mut_1561 = uint32(0); l_mut_1561 < uint32(10); ++l_mut_1561) {
const uint32 l_1562 = idxGlobal * uint32(10);
const uint32 l_1563 = l_1562 + l_mut_1561;
const double l_1564 = l_arr_9[l_mut_1561];
const uint32 l_1682 = info.static_meta[uint32(5)];
const uint32 l_1683 = l_1682 * uint32(1);
const bool l_1684 = l_1563 < l_1683;
if (l_1684) {
buffer_5[l_1563] = l_1564;
}
}
}

}
