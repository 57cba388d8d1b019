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
    uint32 static_meta[18];
};


extern "C" __global__ void __launch_bounds__(64)verdicts (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, const double* __restrict__ buffer_3, const double* __restrict__ buffer_4, const uint32* __restrict__ buffer_5, const double* __restrict__ buffer_6, const uint32* __restrict__ buffer_7, uint32* buffer_8, const __grid_constant__ info_st info
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
uint32 l_arr_1063[1];

double l_arr_3133[2];

double l_arr_4176[2];

double l_arr_4392[2];

double l_arr_4806[2];

double l_arr_4980[2];

double l_arr_5553[2];

double l_arr_6789[2];

double l_arr_8018[2];

double l_arr_8829[2];

bool l_mut_145;
bool l_mut_148;
bool l_mut_151;
bool l_mut_154;
bool l_mut_7259;
double l_mut_1128;
double l_mut_1211;
double l_mut_2226;
double l_mut_2480;
double l_mut_2736;
double l_mut_2990;
double l_mut_42;
double l_mut_65;
double l_mut_715;
int32 l_mut_5500;
uint32 l_mut_3242;
uint32 l_mut_35;
uint32 l_mut_4285;
uint32 l_mut_52;
uint32 l_mut_8432;
uint32 l_mut_94;
const uint32 l_0 = info.static_meta[uint32(9)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_9665 = info.static_meta[uint32(7)];
const uint32 l_9666 = l_9665 * uint32(1);
const bool l_9667 = uint32(1024) < l_9666;
const uint32 l_9668 = l_9666 - uint32(1);
const uint32 l_9669 = min(uint32(1024), l_9668);
const uint32 l_9670 = buffer_7[l_9669];
const uint32 l_9671 = (l_9667) ? l_9670 : uint32(0);
const uint32 l_2 = l_9671;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_9672 = info.static_meta[uint32(5)];
const uint32 l_9673 = l_9672 * uint32(1);
const bool l_9674 = l_8 < l_9673;
const uint32 l_9675 = l_9673 - uint32(1);
const uint32 l_9676 = min(l_8, l_9675);
const uint32 l_9677 = buffer_5[l_9676];
const uint32 l_9678 = (l_9674) ? l_9677 : uint32(0);
const uint32 l_9 = l_9678;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_9679 = info.static_meta[uint32(5)];
const uint32 l_9680 = l_9679 * uint32(1);
const bool l_9681 = l_11 < l_9680;
const uint32 l_9682 = l_9680 - uint32(1);
const uint32 l_9683 = min(l_11, l_9682);
const uint32 l_9684 = buffer_5[l_9683];
const uint32 l_9685 = (l_9681) ? l_9684 : uint32(0);
const uint32 l_12 = l_9685;
const bool l_13 = l_12 != uint32(0);
const uint32 l_9686 = info.static_meta[uint32(0)];
const uint32 l_9687 = l_9686 * uint32(1);
const bool l_9688 = idxGlobal < l_9687;
const uint32 l_9689 = l_9687 - uint32(1);
const uint32 l_9690 = min(idxGlobal, l_9689);
const float l_9691 = buffer_0[l_9690];
const float l_9692 = (l_9688) ? l_9691 : float(0.0);
const float l_14 = l_9692;
const uint32 l_9693 = info.static_meta[uint32(1)];
const uint32 l_9694 = l_9693 * uint32(1);
const bool l_9695 = idxGlobal < l_9694;
const uint32 l_9696 = l_9694 - uint32(1);
const uint32 l_9697 = min(idxGlobal, l_9696);
const float l_9698 = buffer_1[l_9697];
const float l_9699 = (l_9695) ? l_9698 : float(0.0);
const float l_15 = l_9699;
const uint32 l_9700 = info.static_meta[uint32(2)];
const uint32 l_9701 = l_9700 * uint32(1);
const bool l_9702 = idxGlobal < l_9701;
const uint32 l_9703 = l_9701 - uint32(1);
const uint32 l_9704 = min(idxGlobal, l_9703);
const float l_9705 = buffer_2[l_9704];
const float l_9706 = (l_9702) ? l_9705 : float(0.0);
const float l_16 = l_9706;
const uint32 l_9707 = info.static_meta[uint32(3)];
const uint32 l_9708 = l_9707 * uint32(1);
const bool l_9709 = idxGlobal < l_9708;
const uint32 l_9710 = l_9708 - uint32(1);
const uint32 l_9711 = min(idxGlobal, l_9710);
const double l_9712 = buffer_3[l_9711];
const double l_9713 = (l_9709) ? l_9712 : double(0.0);
const double l_17 = l_9713;
const uint32 l_9714 = info.static_meta[uint32(4)];
const uint32 l_9715 = l_9714 * uint32(1);
const bool l_9716 = idxGlobal < l_9715;
const uint32 l_9717 = l_9715 - uint32(1);
const uint32 l_9718 = min(idxGlobal, l_9717);
const double l_9719 = buffer_4[l_9718];
const double l_9720 = (l_9716) ? l_9719 : double(0.0);
const double l_18 = l_9720;
const uint32 l_19 = l_mut_5 * uint32(4);
const uint32 l_9721 = info.static_meta[uint32(6)];
const uint32 l_9722 = l_9721 * uint32(1);
const bool l_9723 = l_19 < l_9722;
const uint32 l_9724 = l_9722 - uint32(1);
const uint32 l_9725 = min(l_19, l_9724);
const double l_9726 = buffer_6[l_9725];
const double l_9727 = (l_9723) ? l_9726 : double(0.0);
const double l_20 = l_9727;
const uint32 l_21 = l_mut_5 * uint32(4);
const uint32 l_22 = l_21 + uint32(1);
const uint32 l_9728 = info.static_meta[uint32(6)];
const uint32 l_9729 = l_9728 * uint32(1);
const bool l_9730 = l_22 < l_9729;
const uint32 l_9731 = l_9729 - uint32(1);
const uint32 l_9732 = min(l_22, l_9731);
const double l_9733 = buffer_6[l_9732];
const double l_9734 = (l_9730) ? l_9733 : double(0.0);
const double l_23 = l_9734;
const uint32 l_24 = l_mut_5 * uint32(4);
const uint32 l_25 = l_24 + uint32(2);
const uint32 l_9735 = info.static_meta[uint32(6)];
const uint32 l_9736 = l_9735 * uint32(1);
const bool l_9737 = l_25 < l_9736;
const uint32 l_9738 = l_9736 - uint32(1);
const uint32 l_9739 = min(l_25, l_9738);
const double l_9740 = buffer_6[l_9739];
const double l_9741 = (l_9737) ? l_9740 : double(0.0);
const double l_26 = l_9741;
const uint32 l_27 = l_mut_5 * uint32(4);
const uint32 l_28 = l_27 + uint32(3);
const uint32 l_9742 = info.static_meta[uint32(6)];
const uint32 l_9743 = l_9742 * uint32(1);
const bool l_9744 = l_28 < l_9743;
const uint32 l_9745 = l_9743 - uint32(1);
const uint32 l_9746 = min(l_28, l_9745);
const double l_9747 = buffer_6[l_9746];
const double l_9748 = (l_9744) ? l_9747 : double(0.0);
const double l_29 = l_9748;
const double l_30 = double(l_15);
const double l_31 = double(l_14);
const double l_32 = abs(l_31);
const double l_33 = abs(l_17);
const double l_34 = l_33 * double(1.4551915228366852e-11);
l_mut_35 = uint32(2);
const bool l_36 = l_9 == uint32(0);
if (l_36) {
l_mut_35 = uint32(0);
} else {
const bool l_37 = l_9 == uint32(1);
if (l_37) {
l_mut_35 = uint32(1);
const double l_38 = abs(l_18);
const bool l_39 = l_38 <= l_20;
if (l_39) {
l_mut_35 = uint32(0);
}
} else {
const bool l_40 = l_9 == uint32(2);
if (l_40) {
const double l_41 = abs(l_17);
l_mut_42 = double(1.401298464324817e-45);
const bool l_43 = l_41 >= double(1.1754943508222875e-38);
const bool l_44 = l_41 <= double(1.7976931348623157e308);
const bool l_45 = l_43 && l_44;
if (l_45) {
const uint64 l_46 = reinterpret_cast<uint64 const&>(l_41);
const uint64 l_47 = l_46 >> uint64(52);
const uint64 l_48 = l_47 - uint64(23);
const uint64 l_49 = l_48 << uint64(52);
const double l_50 = reinterpret_cast<double const&>(l_49);
l_mut_42 = l_50;
}
const double l_51 = l_20 * l_mut_42;
l_mut_52 = uint32(2);
const double l_53 = l_17 - l_34;
const double l_54 = abs(l_53);
l_mut_42 = double(1.401298464324817e-45);
const bool l_55 = l_54 >= double(1.1754943508222875e-38);
const bool l_56 = l_54 <= double(1.7976931348623157e308);
const bool l_57 = l_55 && l_56;
if (l_57) {
const uint64 l_58 = reinterpret_cast<uint64 const&>(l_54);
const uint64 l_59 = l_58 >> uint64(52);
const uint64 l_60 = l_59 - uint64(23);
const uint64 l_61 = l_60 << uint64(52);
const double l_62 = reinterpret_cast<double const&>(l_61);
l_mut_42 = l_62;
}
const double l_63 = l_17 + l_34;
const double l_64 = abs(l_63);
l_mut_65 = double(1.401298464324817e-45);
const bool l_66 = l_64 >= double(1.1754943508222875e-38);
const bool l_67 = l_64 <= double(1.7976931348623157e308);
const bool l_68 = l_66 && l_67;
if (l_68) {
const uint64 l_69 = reinterpret_cast<uint64 const&>(l_64);
const uint64 l_70 = l_69 >> uint64(52);
const uint64 l_71 = l_70 - uint64(23);
const uint64 l_72 = l_71 << uint64(52);
const double l_73 = reinterpret_cast<double const&>(l_72);
l_mut_65 = l_73;
}
const bool l_74 = l_mut_42 == l_mut_65;
if (l_74) {
const double l_75 = l_51 * double(1.4551915228366852e-11);
const double l_76 = l_34 + l_75;
const double l_77 = l_17 - l_51;
const double l_78 = l_17 + l_51;
const uint32 l_79 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_80 = l_79 & uint32(2147483647);
const float l_81 = reinterpret_cast<float const&>(l_80);
const double l_82 = double(l_81);
l_mut_65 = l_82;
const bool l_83 = l_80 < uint32(8388608);
if (l_83) {
const double l_84 = double(l_80);
const double l_85 = l_84 * double(1.401298464324817e-45);
l_mut_65 = l_85;
}
const uint64 l_86 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_87 = l_79 >> uint32(31);
const uint64 l_88 = uint64(l_87);
const uint64 l_89 = l_88 << uint64(63);
const uint64 l_90 = l_86 | l_89;
const double l_91 = reinterpret_cast<double const&>(l_90);
const uint32 l_92 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_93 = l_92 + uint32(1);
l_mut_94 = l_93;
const uint32 l_95 = l_92 & uint32(2147483647);
const bool l_96 = l_95 == uint32(0);
if (l_96) {
l_mut_94 = uint32(1);
} else {
const uint32 l_97 = l_92 & uint32(2147483648);
const bool l_98 = l_97 != uint32(0);
if (l_98) {
const uint32 l_99 = l_92 - uint32(1);
l_mut_94 = l_99;
} else {
const bool l_100 = l_92 == uint32(2139095040);
if (l_100) {
l_mut_94 = l_92;
}
}
}
const float l_101 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_102 = reinterpret_cast<uint32 const&>(l_101);
const uint32 l_103 = l_102 & uint32(2147483647);
const float l_104 = reinterpret_cast<float const&>(l_103);
const double l_105 = double(l_104);
l_mut_65 = l_105;
const bool l_106 = l_103 < uint32(8388608);
if (l_106) {
const double l_107 = double(l_103);
const double l_108 = l_107 * double(1.401298464324817e-45);
l_mut_65 = l_108;
}
const uint64 l_109 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_110 = l_102 >> uint32(31);
const uint64 l_111 = uint64(l_110);
const uint64 l_112 = l_111 << uint64(63);
const uint64 l_113 = l_109 | l_112;
const double l_114 = reinterpret_cast<double const&>(l_113);
const uint32 l_115 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_116 = l_115 ^ uint32(2147483648);
const float l_117 = reinterpret_cast<float const&>(l_116);
const uint32 l_118 = reinterpret_cast<uint32 const&>(l_117);
const uint32 l_119 = l_118 + uint32(1);
l_mut_94 = l_119;
const uint32 l_120 = l_118 & uint32(2147483647);
const bool l_121 = l_120 == uint32(0);
if (l_121) {
l_mut_94 = uint32(1);
} else {
const uint32 l_122 = l_118 & uint32(2147483648);
const bool l_123 = l_122 != uint32(0);
if (l_123) {
const uint32 l_124 = l_118 - uint32(1);
l_mut_94 = l_124;
} else {
const bool l_125 = l_118 == uint32(2139095040);
if (l_125) {
l_mut_94 = l_118;
}
}
}
const float l_126 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_127 = reinterpret_cast<uint32 const&>(l_126);
const uint32 l_128 = l_127 ^ uint32(2147483648);
const float l_129 = reinterpret_cast<float const&>(l_128);
const uint32 l_130 = reinterpret_cast<uint32 const&>(l_129);
const uint32 l_131 = l_130 & uint32(2147483647);
const float l_132 = reinterpret_cast<float const&>(l_131);
const double l_133 = double(l_132);
l_mut_65 = l_133;
const bool l_134 = l_131 < uint32(8388608);
if (l_134) {
const double l_135 = double(l_131);
const double l_136 = l_135 * double(1.401298464324817e-45);
l_mut_65 = l_136;
}
const uint64 l_137 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_138 = l_130 >> uint32(31);
const uint64 l_139 = uint64(l_138);
const uint64 l_140 = l_139 << uint64(63);
const uint64 l_141 = l_137 | l_140;
const double l_142 = reinterpret_cast<double const&>(l_141);
const double l_143 = l_77 + l_76;
const bool l_144 = l_143 <= l_91;
l_mut_145 = l_144;
const double l_146 = l_77 - l_76;
const bool l_147 = l_146 > l_91;
l_mut_148 = l_147;
const double l_149 = l_78 - l_76;
const bool l_150 = l_149 >= l_91;
l_mut_151 = l_150;
const double l_152 = l_78 + l_76;
const bool l_153 = l_152 < l_91;
l_mut_154 = l_153;
if (l_13) {
const double l_155 = l_77 + l_76;
const bool l_156 = l_155 < l_114;
l_mut_145 = l_156;
const double l_157 = l_77 - l_76;
const bool l_158 = l_157 >= l_114;
l_mut_148 = l_158;
const double l_159 = l_78 - l_76;
const bool l_160 = l_159 > l_142;
l_mut_151 = l_160;
const double l_161 = l_78 + l_76;
const bool l_162 = l_161 <= l_142;
l_mut_154 = l_162;
}
l_mut_94 = uint32(2);
const bool l_163 = l_mut_148 || l_mut_154;
if (l_163) {
l_mut_94 = uint32(1);
} else {
const bool l_164 = l_mut_145 && l_mut_151;
if (l_164) {
l_mut_94 = uint32(0);
}
}
const uint32 l_165 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_166 = l_165 & uint32(2147483647);
const bool l_167 = l_166 == uint32(0);
if (l_167) {
const double l_168 = l_77 + l_76;
const bool l_169 = l_168 < double(1.1754943508222875e-38);
const double l_170 = l_78 - l_76;
const bool l_171 = l_170 > double(-1.1754943508222875e-38);
const bool l_172 = l_169 && l_171;
const double l_173 = l_77 - l_76;
const bool l_174 = l_173 < double(1.1754943508222875e-38);
const double l_175 = l_78 + l_76;
const bool l_176 = l_175 > double(-1.1754943508222875e-38);
const bool l_177 = l_174 && l_176;
if (l_172) {
l_mut_94 = uint32(0);
} else {
const bool l_178 = l_mut_94 == uint32(1);
const bool l_179 = l_177 && l_178;
if (l_179) {
l_mut_94 = uint32(2);
}
}
}
l_mut_52 = l_mut_94;
}
l_mut_35 = l_mut_52;
} else {
const bool l_180 = l_9 == uint32(3);
if (l_180) {
l_mut_65 = l_32;
const bool l_181 = l_23 == double(1.0);
if (l_181) {
const double l_182 = abs(l_30);
l_mut_65 = l_182;
}
l_mut_35 = uint32(0);
const bool l_183 = l_mut_65 >= double(1.1754943508222875e-38);
const bool l_184 = l_mut_65 <= double(8.507059173023462e37);
const bool l_185 = l_183 && l_184;
if (l_185) {
const double l_186 = abs(l_17);
l_mut_65 = double(1.401298464324817e-45);
const bool l_187 = l_186 >= double(1.1754943508222875e-38);
const bool l_188 = l_186 <= double(1.7976931348623157e308);
const bool l_189 = l_187 && l_188;
if (l_189) {
const uint64 l_190 = reinterpret_cast<uint64 const&>(l_186);
const uint64 l_191 = l_190 >> uint64(52);
const uint64 l_192 = l_191 - uint64(23);
const uint64 l_193 = l_192 << uint64(52);
const double l_194 = reinterpret_cast<double const&>(l_193);
l_mut_65 = l_194;
}
const double l_195 = l_20 * l_mut_65;
l_mut_94 = uint32(2);
const double l_196 = l_17 - l_34;
const double l_197 = abs(l_196);
l_mut_65 = double(1.401298464324817e-45);
const bool l_198 = l_197 >= double(1.1754943508222875e-38);
const bool l_199 = l_197 <= double(1.7976931348623157e308);
const bool l_200 = l_198 && l_199;
if (l_200) {
const uint64 l_201 = reinterpret_cast<uint64 const&>(l_197);
const uint64 l_202 = l_201 >> uint64(52);
const uint64 l_203 = l_202 - uint64(23);
const uint64 l_204 = l_203 << uint64(52);
const double l_205 = reinterpret_cast<double const&>(l_204);
l_mut_65 = l_205;
}
const double l_206 = l_17 + l_34;
const double l_207 = abs(l_206);
l_mut_42 = double(1.401298464324817e-45);
const bool l_208 = l_207 >= double(1.1754943508222875e-38);
const bool l_209 = l_207 <= double(1.7976931348623157e308);
const bool l_210 = l_208 && l_209;
if (l_210) {
const uint64 l_211 = reinterpret_cast<uint64 const&>(l_207);
const uint64 l_212 = l_211 >> uint64(52);
const uint64 l_213 = l_212 - uint64(23);
const uint64 l_214 = l_213 << uint64(52);
const double l_215 = reinterpret_cast<double const&>(l_214);
l_mut_42 = l_215;
}
const bool l_216 = l_mut_65 == l_mut_42;
if (l_216) {
const double l_217 = l_195 * double(1.4551915228366852e-11);
const double l_218 = l_34 + l_217;
const double l_219 = l_17 - l_195;
const double l_220 = l_17 + l_195;
const uint32 l_221 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_222 = l_221 & uint32(2147483647);
const float l_223 = reinterpret_cast<float const&>(l_222);
const double l_224 = double(l_223);
l_mut_65 = l_224;
const bool l_225 = l_222 < uint32(8388608);
if (l_225) {
const double l_226 = double(l_222);
const double l_227 = l_226 * double(1.401298464324817e-45);
l_mut_65 = l_227;
}
const uint64 l_228 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_229 = l_221 >> uint32(31);
const uint64 l_230 = uint64(l_229);
const uint64 l_231 = l_230 << uint64(63);
const uint64 l_232 = l_228 | l_231;
const double l_233 = reinterpret_cast<double const&>(l_232);
const uint32 l_234 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_235 = l_234 + uint32(1);
l_mut_52 = l_235;
const uint32 l_236 = l_234 & uint32(2147483647);
const bool l_237 = l_236 == uint32(0);
if (l_237) {
l_mut_52 = uint32(1);
} else {
const uint32 l_238 = l_234 & uint32(2147483648);
const bool l_239 = l_238 != uint32(0);
if (l_239) {
const uint32 l_240 = l_234 - uint32(1);
l_mut_52 = l_240;
} else {
const bool l_241 = l_234 == uint32(2139095040);
if (l_241) {
l_mut_52 = l_234;
}
}
}
const float l_242 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_243 = reinterpret_cast<uint32 const&>(l_242);
const uint32 l_244 = l_243 & uint32(2147483647);
const float l_245 = reinterpret_cast<float const&>(l_244);
const double l_246 = double(l_245);
l_mut_65 = l_246;
const bool l_247 = l_244 < uint32(8388608);
if (l_247) {
const double l_248 = double(l_244);
const double l_249 = l_248 * double(1.401298464324817e-45);
l_mut_65 = l_249;
}
const uint64 l_250 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_251 = l_243 >> uint32(31);
const uint64 l_252 = uint64(l_251);
const uint64 l_253 = l_252 << uint64(63);
const uint64 l_254 = l_250 | l_253;
const double l_255 = reinterpret_cast<double const&>(l_254);
const uint32 l_256 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_257 = l_256 ^ uint32(2147483648);
const float l_258 = reinterpret_cast<float const&>(l_257);
const uint32 l_259 = reinterpret_cast<uint32 const&>(l_258);
const uint32 l_260 = l_259 + uint32(1);
l_mut_52 = l_260;
const uint32 l_261 = l_259 & uint32(2147483647);
const bool l_262 = l_261 == uint32(0);
if (l_262) {
l_mut_52 = uint32(1);
} else {
const uint32 l_263 = l_259 & uint32(2147483648);
const bool l_264 = l_263 != uint32(0);
if (l_264) {
const uint32 l_265 = l_259 - uint32(1);
l_mut_52 = l_265;
} else {
const bool l_266 = l_259 == uint32(2139095040);
if (l_266) {
l_mut_52 = l_259;
}
}
}
const float l_267 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_268 = reinterpret_cast<uint32 const&>(l_267);
const uint32 l_269 = l_268 ^ uint32(2147483648);
const float l_270 = reinterpret_cast<float const&>(l_269);
const uint32 l_271 = reinterpret_cast<uint32 const&>(l_270);
const uint32 l_272 = l_271 & uint32(2147483647);
const float l_273 = reinterpret_cast<float const&>(l_272);
const double l_274 = double(l_273);
l_mut_65 = l_274;
const bool l_275 = l_272 < uint32(8388608);
if (l_275) {
const double l_276 = double(l_272);
const double l_277 = l_276 * double(1.401298464324817e-45);
l_mut_65 = l_277;
}
const uint64 l_278 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_279 = l_271 >> uint32(31);
const uint64 l_280 = uint64(l_279);
const uint64 l_281 = l_280 << uint64(63);
const uint64 l_282 = l_278 | l_281;
const double l_283 = reinterpret_cast<double const&>(l_282);
const double l_284 = l_219 + l_218;
const bool l_285 = l_284 <= l_233;
l_mut_154 = l_285;
const double l_286 = l_219 - l_218;
const bool l_287 = l_286 > l_233;
l_mut_151 = l_287;
const double l_288 = l_220 - l_218;
const bool l_289 = l_288 >= l_233;
l_mut_148 = l_289;
const double l_290 = l_220 + l_218;
const bool l_291 = l_290 < l_233;
l_mut_145 = l_291;
if (l_13) {
const double l_292 = l_219 + l_218;
const bool l_293 = l_292 < l_255;
l_mut_154 = l_293;
const double l_294 = l_219 - l_218;
const bool l_295 = l_294 >= l_255;
l_mut_151 = l_295;
const double l_296 = l_220 - l_218;
const bool l_297 = l_296 > l_283;
l_mut_148 = l_297;
const double l_298 = l_220 + l_218;
const bool l_299 = l_298 <= l_283;
l_mut_145 = l_299;
}
l_mut_52 = uint32(2);
const bool l_300 = l_mut_151 || l_mut_145;
if (l_300) {
l_mut_52 = uint32(1);
} else {
const bool l_301 = l_mut_154 && l_mut_148;
if (l_301) {
l_mut_52 = uint32(0);
}
}
const uint32 l_302 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_303 = l_302 & uint32(2147483647);
const bool l_304 = l_303 == uint32(0);
if (l_304) {
const double l_305 = l_219 + l_218;
const bool l_306 = l_305 < double(1.1754943508222875e-38);
const double l_307 = l_220 - l_218;
const bool l_308 = l_307 > double(-1.1754943508222875e-38);
const bool l_309 = l_306 && l_308;
const double l_310 = l_219 - l_218;
const bool l_311 = l_310 < double(1.1754943508222875e-38);
const double l_312 = l_220 + l_218;
const bool l_313 = l_312 > double(-1.1754943508222875e-38);
const bool l_314 = l_311 && l_313;
if (l_309) {
l_mut_52 = uint32(0);
} else {
const bool l_315 = l_mut_52 == uint32(1);
const bool l_316 = l_314 && l_315;
if (l_316) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
}
} else {
const bool l_317 = l_9 == uint32(4);
if (l_317) {
const double l_318 = l_23 * l_32;
const double l_319 = l_20 + l_318;
const double l_320 = abs(l_17);
l_mut_65 = double(1.401298464324817e-45);
const bool l_321 = l_320 >= double(1.1754943508222875e-38);
const bool l_322 = l_320 <= double(1.7976931348623157e308);
const bool l_323 = l_321 && l_322;
if (l_323) {
const uint64 l_324 = reinterpret_cast<uint64 const&>(l_320);
const uint64 l_325 = l_324 >> uint64(52);
const uint64 l_326 = l_325 - uint64(23);
const uint64 l_327 = l_326 << uint64(52);
const double l_328 = reinterpret_cast<double const&>(l_327);
l_mut_65 = l_328;
}
const double l_329 = l_319 * l_mut_65;
l_mut_94 = uint32(2);
const double l_330 = l_17 - l_34;
const double l_331 = abs(l_330);
l_mut_65 = double(1.401298464324817e-45);
const bool l_332 = l_331 >= double(1.1754943508222875e-38);
const bool l_333 = l_331 <= double(1.7976931348623157e308);
const bool l_334 = l_332 && l_333;
if (l_334) {
const uint64 l_335 = reinterpret_cast<uint64 const&>(l_331);
const uint64 l_336 = l_335 >> uint64(52);
const uint64 l_337 = l_336 - uint64(23);
const uint64 l_338 = l_337 << uint64(52);
const double l_339 = reinterpret_cast<double const&>(l_338);
l_mut_65 = l_339;
}
const double l_340 = l_17 + l_34;
const double l_341 = abs(l_340);
l_mut_42 = double(1.401298464324817e-45);
const bool l_342 = l_341 >= double(1.1754943508222875e-38);
const bool l_343 = l_341 <= double(1.7976931348623157e308);
const bool l_344 = l_342 && l_343;
if (l_344) {
const uint64 l_345 = reinterpret_cast<uint64 const&>(l_341);
const uint64 l_346 = l_345 >> uint64(52);
const uint64 l_347 = l_346 - uint64(23);
const uint64 l_348 = l_347 << uint64(52);
const double l_349 = reinterpret_cast<double const&>(l_348);
l_mut_42 = l_349;
}
const bool l_350 = l_mut_65 == l_mut_42;
if (l_350) {
const double l_351 = l_329 * double(1.4551915228366852e-11);
const double l_352 = l_34 + l_351;
const double l_353 = l_17 - l_329;
const double l_354 = l_17 + l_329;
const uint32 l_355 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_356 = l_355 & uint32(2147483647);
const float l_357 = reinterpret_cast<float const&>(l_356);
const double l_358 = double(l_357);
l_mut_65 = l_358;
const bool l_359 = l_356 < uint32(8388608);
if (l_359) {
const double l_360 = double(l_356);
const double l_361 = l_360 * double(1.401298464324817e-45);
l_mut_65 = l_361;
}
const uint64 l_362 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_363 = l_355 >> uint32(31);
const uint64 l_364 = uint64(l_363);
const uint64 l_365 = l_364 << uint64(63);
const uint64 l_366 = l_362 | l_365;
const double l_367 = reinterpret_cast<double const&>(l_366);
const uint32 l_368 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_369 = l_368 + uint32(1);
l_mut_52 = l_369;
const uint32 l_370 = l_368 & uint32(2147483647);
const bool l_371 = l_370 == uint32(0);
if (l_371) {
l_mut_52 = uint32(1);
} else {
const uint32 l_372 = l_368 & uint32(2147483648);
const bool l_373 = l_372 != uint32(0);
if (l_373) {
const uint32 l_374 = l_368 - uint32(1);
l_mut_52 = l_374;
} else {
const bool l_375 = l_368 == uint32(2139095040);
if (l_375) {
l_mut_52 = l_368;
}
}
}
const float l_376 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_377 = reinterpret_cast<uint32 const&>(l_376);
const uint32 l_378 = l_377 & uint32(2147483647);
const float l_379 = reinterpret_cast<float const&>(l_378);
const double l_380 = double(l_379);
l_mut_65 = l_380;
const bool l_381 = l_378 < uint32(8388608);
if (l_381) {
const double l_382 = double(l_378);
const double l_383 = l_382 * double(1.401298464324817e-45);
l_mut_65 = l_383;
}
const uint64 l_384 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_385 = l_377 >> uint32(31);
const uint64 l_386 = uint64(l_385);
const uint64 l_387 = l_386 << uint64(63);
const uint64 l_388 = l_384 | l_387;
const double l_389 = reinterpret_cast<double const&>(l_388);
const uint32 l_390 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_391 = l_390 ^ uint32(2147483648);
const float l_392 = reinterpret_cast<float const&>(l_391);
const uint32 l_393 = reinterpret_cast<uint32 const&>(l_392);
const uint32 l_394 = l_393 + uint32(1);
l_mut_52 = l_394;
const uint32 l_395 = l_393 & uint32(2147483647);
const bool l_396 = l_395 == uint32(0);
if (l_396) {
l_mut_52 = uint32(1);
} else {
const uint32 l_397 = l_393 & uint32(2147483648);
const bool l_398 = l_397 != uint32(0);
if (l_398) {
const uint32 l_399 = l_393 - uint32(1);
l_mut_52 = l_399;
} else {
const bool l_400 = l_393 == uint32(2139095040);
if (l_400) {
l_mut_52 = l_393;
}
}
}
const float l_401 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_402 = reinterpret_cast<uint32 const&>(l_401);
const uint32 l_403 = l_402 ^ uint32(2147483648);
const float l_404 = reinterpret_cast<float const&>(l_403);
const uint32 l_405 = reinterpret_cast<uint32 const&>(l_404);
const uint32 l_406 = l_405 & uint32(2147483647);
const float l_407 = reinterpret_cast<float const&>(l_406);
const double l_408 = double(l_407);
l_mut_65 = l_408;
const bool l_409 = l_406 < uint32(8388608);
if (l_409) {
const double l_410 = double(l_406);
const double l_411 = l_410 * double(1.401298464324817e-45);
l_mut_65 = l_411;
}
const uint64 l_412 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_413 = l_405 >> uint32(31);
const uint64 l_414 = uint64(l_413);
const uint64 l_415 = l_414 << uint64(63);
const uint64 l_416 = l_412 | l_415;
const double l_417 = reinterpret_cast<double const&>(l_416);
const double l_418 = l_353 + l_352;
const bool l_419 = l_418 <= l_367;
l_mut_154 = l_419;
const double l_420 = l_353 - l_352;
const bool l_421 = l_420 > l_367;
l_mut_151 = l_421;
const double l_422 = l_354 - l_352;
const bool l_423 = l_422 >= l_367;
l_mut_148 = l_423;
const double l_424 = l_354 + l_352;
const bool l_425 = l_424 < l_367;
l_mut_145 = l_425;
if (l_13) {
const double l_426 = l_353 + l_352;
const bool l_427 = l_426 < l_389;
l_mut_154 = l_427;
const double l_428 = l_353 - l_352;
const bool l_429 = l_428 >= l_389;
l_mut_151 = l_429;
const double l_430 = l_354 - l_352;
const bool l_431 = l_430 > l_417;
l_mut_148 = l_431;
const double l_432 = l_354 + l_352;
const bool l_433 = l_432 <= l_417;
l_mut_145 = l_433;
}
l_mut_52 = uint32(2);
const bool l_434 = l_mut_151 || l_mut_145;
if (l_434) {
l_mut_52 = uint32(1);
} else {
const bool l_435 = l_mut_154 && l_mut_148;
if (l_435) {
l_mut_52 = uint32(0);
}
}
const uint32 l_436 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_437 = l_436 & uint32(2147483647);
const bool l_438 = l_437 == uint32(0);
if (l_438) {
const double l_439 = l_353 + l_352;
const bool l_440 = l_439 < double(1.1754943508222875e-38);
const double l_441 = l_354 - l_352;
const bool l_442 = l_441 > double(-1.1754943508222875e-38);
const bool l_443 = l_440 && l_442;
const double l_444 = l_353 - l_352;
const bool l_445 = l_444 < double(1.1754943508222875e-38);
const double l_446 = l_354 + l_352;
const bool l_447 = l_446 > double(-1.1754943508222875e-38);
const bool l_448 = l_445 && l_447;
if (l_443) {
l_mut_52 = uint32(0);
} else {
const bool l_449 = l_mut_52 == uint32(1);
const bool l_450 = l_448 && l_449;
if (l_450) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
const bool l_451 = l_9 == uint32(5);
if (l_451) {
const double l_452 = double(2.0) * l_31;
const double l_453 = abs(l_452);
const double l_454 = floor(l_453);
const double l_455 = double(3.0) + l_454;
const double l_456 = abs(l_17);
l_mut_65 = double(1.401298464324817e-45);
const bool l_457 = l_456 >= double(1.1754943508222875e-38);
const bool l_458 = l_456 <= double(1.7976931348623157e308);
const bool l_459 = l_457 && l_458;
if (l_459) {
const uint64 l_460 = reinterpret_cast<uint64 const&>(l_456);
const uint64 l_461 = l_460 >> uint64(52);
const uint64 l_462 = l_461 - uint64(23);
const uint64 l_463 = l_462 << uint64(52);
const double l_464 = reinterpret_cast<double const&>(l_463);
l_mut_65 = l_464;
}
const double l_465 = l_455 * l_mut_65;
l_mut_94 = uint32(2);
const double l_466 = l_17 - l_34;
const double l_467 = abs(l_466);
l_mut_65 = double(1.401298464324817e-45);
const bool l_468 = l_467 >= double(1.1754943508222875e-38);
const bool l_469 = l_467 <= double(1.7976931348623157e308);
const bool l_470 = l_468 && l_469;
if (l_470) {
const uint64 l_471 = reinterpret_cast<uint64 const&>(l_467);
const uint64 l_472 = l_471 >> uint64(52);
const uint64 l_473 = l_472 - uint64(23);
const uint64 l_474 = l_473 << uint64(52);
const double l_475 = reinterpret_cast<double const&>(l_474);
l_mut_65 = l_475;
}
const double l_476 = l_17 + l_34;
const double l_477 = abs(l_476);
l_mut_42 = double(1.401298464324817e-45);
const bool l_478 = l_477 >= double(1.1754943508222875e-38);
const bool l_479 = l_477 <= double(1.7976931348623157e308);
const bool l_480 = l_478 && l_479;
if (l_480) {
const uint64 l_481 = reinterpret_cast<uint64 const&>(l_477);
const uint64 l_482 = l_481 >> uint64(52);
const uint64 l_483 = l_482 - uint64(23);
const uint64 l_484 = l_483 << uint64(52);
const double l_485 = reinterpret_cast<double const&>(l_484);
l_mut_42 = l_485;
}
const bool l_486 = l_mut_65 == l_mut_42;
if (l_486) {
const double l_487 = l_465 * double(1.4551915228366852e-11);
const double l_488 = l_34 + l_487;
const double l_489 = l_17 - l_465;
const double l_490 = l_17 + l_465;
const uint32 l_491 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_492 = l_491 & uint32(2147483647);
const float l_493 = reinterpret_cast<float const&>(l_492);
const double l_494 = double(l_493);
l_mut_65 = l_494;
const bool l_495 = l_492 < uint32(8388608);
if (l_495) {
const double l_496 = double(l_492);
const double l_497 = l_496 * double(1.401298464324817e-45);
l_mut_65 = l_497;
}
const uint64 l_498 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_499 = l_491 >> uint32(31);
const uint64 l_500 = uint64(l_499);
const uint64 l_501 = l_500 << uint64(63);
const uint64 l_502 = l_498 | l_501;
const double l_503 = reinterpret_cast<double const&>(l_502);
const uint32 l_504 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_505 = l_504 + uint32(1);
l_mut_52 = l_505;
const uint32 l_506 = l_504 & uint32(2147483647);
const bool l_507 = l_506 == uint32(0);
if (l_507) {
l_mut_52 = uint32(1);
} else {
const uint32 l_508 = l_504 & uint32(2147483648);
const bool l_509 = l_508 != uint32(0);
if (l_509) {
const uint32 l_510 = l_504 - uint32(1);
l_mut_52 = l_510;
} else {
const bool l_511 = l_504 == uint32(2139095040);
if (l_511) {
l_mut_52 = l_504;
}
}
}
const float l_512 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_513 = reinterpret_cast<uint32 const&>(l_512);
const uint32 l_514 = l_513 & uint32(2147483647);
const float l_515 = reinterpret_cast<float const&>(l_514);
const double l_516 = double(l_515);
l_mut_65 = l_516;
const bool l_517 = l_514 < uint32(8388608);
if (l_517) {
const double l_518 = double(l_514);
const double l_519 = l_518 * double(1.401298464324817e-45);
l_mut_65 = l_519;
}
const uint64 l_520 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_521 = l_513 >> uint32(31);
const uint64 l_522 = uint64(l_521);
const uint64 l_523 = l_522 << uint64(63);
const uint64 l_524 = l_520 | l_523;
const double l_525 = reinterpret_cast<double const&>(l_524);
const uint32 l_526 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_527 = l_526 ^ uint32(2147483648);
const float l_528 = reinterpret_cast<float const&>(l_527);
const uint32 l_529 = reinterpret_cast<uint32 const&>(l_528);
const uint32 l_530 = l_529 + uint32(1);
l_mut_52 = l_530;
const uint32 l_531 = l_529 & uint32(2147483647);
const bool l_532 = l_531 == uint32(0);
if (l_532) {
l_mut_52 = uint32(1);
} else {
const uint32 l_533 = l_529 & uint32(2147483648);
const bool l_534 = l_533 != uint32(0);
if (l_534) {
const uint32 l_535 = l_529 - uint32(1);
l_mut_52 = l_535;
} else {
const bool l_536 = l_529 == uint32(2139095040);
if (l_536) {
l_mut_52 = l_529;
}
}
}
const float l_537 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_538 = reinterpret_cast<uint32 const&>(l_537);
const uint32 l_539 = l_538 ^ uint32(2147483648);
const float l_540 = reinterpret_cast<float const&>(l_539);
const uint32 l_541 = reinterpret_cast<uint32 const&>(l_540);
const uint32 l_542 = l_541 & uint32(2147483647);
const float l_543 = reinterpret_cast<float const&>(l_542);
const double l_544 = double(l_543);
l_mut_65 = l_544;
const bool l_545 = l_542 < uint32(8388608);
if (l_545) {
const double l_546 = double(l_542);
const double l_547 = l_546 * double(1.401298464324817e-45);
l_mut_65 = l_547;
}
const uint64 l_548 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_549 = l_541 >> uint32(31);
const uint64 l_550 = uint64(l_549);
const uint64 l_551 = l_550 << uint64(63);
const uint64 l_552 = l_548 | l_551;
const double l_553 = reinterpret_cast<double const&>(l_552);
const double l_554 = l_489 + l_488;
const bool l_555 = l_554 <= l_503;
l_mut_154 = l_555;
const double l_556 = l_489 - l_488;
const bool l_557 = l_556 > l_503;
l_mut_151 = l_557;
const double l_558 = l_490 - l_488;
const bool l_559 = l_558 >= l_503;
l_mut_148 = l_559;
const double l_560 = l_490 + l_488;
const bool l_561 = l_560 < l_503;
l_mut_145 = l_561;
if (l_13) {
const double l_562 = l_489 + l_488;
const bool l_563 = l_562 < l_525;
l_mut_154 = l_563;
const double l_564 = l_489 - l_488;
const bool l_565 = l_564 >= l_525;
l_mut_151 = l_565;
const double l_566 = l_490 - l_488;
const bool l_567 = l_566 > l_553;
l_mut_148 = l_567;
const double l_568 = l_490 + l_488;
const bool l_569 = l_568 <= l_553;
l_mut_145 = l_569;
}
l_mut_52 = uint32(2);
const bool l_570 = l_mut_151 || l_mut_145;
if (l_570) {
l_mut_52 = uint32(1);
} else {
const bool l_571 = l_mut_154 && l_mut_148;
if (l_571) {
l_mut_52 = uint32(0);
}
}
const uint32 l_572 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_573 = l_572 & uint32(2147483647);
const bool l_574 = l_573 == uint32(0);
if (l_574) {
const double l_575 = l_489 + l_488;
const bool l_576 = l_575 < double(1.1754943508222875e-38);
const double l_577 = l_490 - l_488;
const bool l_578 = l_577 > double(-1.1754943508222875e-38);
const bool l_579 = l_576 && l_578;
const double l_580 = l_489 - l_488;
const bool l_581 = l_580 < double(1.1754943508222875e-38);
const double l_582 = l_490 + l_488;
const bool l_583 = l_582 > double(-1.1754943508222875e-38);
const bool l_584 = l_581 && l_583;
if (l_579) {
l_mut_52 = uint32(0);
} else {
const bool l_585 = l_mut_52 == uint32(1);
const bool l_586 = l_584 && l_585;
if (l_586) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
const bool l_587 = l_9 == uint32(6);
if (l_587) {
l_mut_35 = uint32(0);
const bool l_588 = l_32 <= l_23;
if (l_588) {
const double l_589 = l_20 * double(1.4551915228366852e-11);
const double l_590 = l_34 + l_589;
const double l_591 = l_17 - l_20;
const double l_592 = l_17 + l_20;
const uint32 l_593 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_594 = l_593 & uint32(2147483647);
const float l_595 = reinterpret_cast<float const&>(l_594);
const double l_596 = double(l_595);
l_mut_65 = l_596;
const bool l_597 = l_594 < uint32(8388608);
if (l_597) {
const double l_598 = double(l_594);
const double l_599 = l_598 * double(1.401298464324817e-45);
l_mut_65 = l_599;
}
const uint64 l_600 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_601 = l_593 >> uint32(31);
const uint64 l_602 = uint64(l_601);
const uint64 l_603 = l_602 << uint64(63);
const uint64 l_604 = l_600 | l_603;
const double l_605 = reinterpret_cast<double const&>(l_604);
const uint32 l_606 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_607 = l_606 + uint32(1);
l_mut_94 = l_607;
const uint32 l_608 = l_606 & uint32(2147483647);
const bool l_609 = l_608 == uint32(0);
if (l_609) {
l_mut_94 = uint32(1);
} else {
const uint32 l_610 = l_606 & uint32(2147483648);
const bool l_611 = l_610 != uint32(0);
if (l_611) {
const uint32 l_612 = l_606 - uint32(1);
l_mut_94 = l_612;
} else {
const bool l_613 = l_606 == uint32(2139095040);
if (l_613) {
l_mut_94 = l_606;
}
}
}
const float l_614 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_615 = reinterpret_cast<uint32 const&>(l_614);
const uint32 l_616 = l_615 & uint32(2147483647);
const float l_617 = reinterpret_cast<float const&>(l_616);
const double l_618 = double(l_617);
l_mut_65 = l_618;
const bool l_619 = l_616 < uint32(8388608);
if (l_619) {
const double l_620 = double(l_616);
const double l_621 = l_620 * double(1.401298464324817e-45);
l_mut_65 = l_621;
}
const uint64 l_622 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_623 = l_615 >> uint32(31);
const uint64 l_624 = uint64(l_623);
const uint64 l_625 = l_624 << uint64(63);
const uint64 l_626 = l_622 | l_625;
const double l_627 = reinterpret_cast<double const&>(l_626);
const uint32 l_628 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_629 = l_628 ^ uint32(2147483648);
const float l_630 = reinterpret_cast<float const&>(l_629);
const uint32 l_631 = reinterpret_cast<uint32 const&>(l_630);
const uint32 l_632 = l_631 + uint32(1);
l_mut_94 = l_632;
const uint32 l_633 = l_631 & uint32(2147483647);
const bool l_634 = l_633 == uint32(0);
if (l_634) {
l_mut_94 = uint32(1);
} else {
const uint32 l_635 = l_631 & uint32(2147483648);
const bool l_636 = l_635 != uint32(0);
if (l_636) {
const uint32 l_637 = l_631 - uint32(1);
l_mut_94 = l_637;
} else {
const bool l_638 = l_631 == uint32(2139095040);
if (l_638) {
l_mut_94 = l_631;
}
}
}
const float l_639 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_640 = reinterpret_cast<uint32 const&>(l_639);
const uint32 l_641 = l_640 ^ uint32(2147483648);
const float l_642 = reinterpret_cast<float const&>(l_641);
const uint32 l_643 = reinterpret_cast<uint32 const&>(l_642);
const uint32 l_644 = l_643 & uint32(2147483647);
const float l_645 = reinterpret_cast<float const&>(l_644);
const double l_646 = double(l_645);
l_mut_65 = l_646;
const bool l_647 = l_644 < uint32(8388608);
if (l_647) {
const double l_648 = double(l_644);
const double l_649 = l_648 * double(1.401298464324817e-45);
l_mut_65 = l_649;
}
const uint64 l_650 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_651 = l_643 >> uint32(31);
const uint64 l_652 = uint64(l_651);
const uint64 l_653 = l_652 << uint64(63);
const uint64 l_654 = l_650 | l_653;
const double l_655 = reinterpret_cast<double const&>(l_654);
const double l_656 = l_591 + l_590;
const bool l_657 = l_656 <= l_605;
l_mut_154 = l_657;
const double l_658 = l_591 - l_590;
const bool l_659 = l_658 > l_605;
l_mut_151 = l_659;
const double l_660 = l_592 - l_590;
const bool l_661 = l_660 >= l_605;
l_mut_148 = l_661;
const double l_662 = l_592 + l_590;
const bool l_663 = l_662 < l_605;
l_mut_145 = l_663;
if (l_13) {
const double l_664 = l_591 + l_590;
const bool l_665 = l_664 < l_627;
l_mut_154 = l_665;
const double l_666 = l_591 - l_590;
const bool l_667 = l_666 >= l_627;
l_mut_151 = l_667;
const double l_668 = l_592 - l_590;
const bool l_669 = l_668 > l_655;
l_mut_148 = l_669;
const double l_670 = l_592 + l_590;
const bool l_671 = l_670 <= l_655;
l_mut_145 = l_671;
}
l_mut_94 = uint32(2);
const bool l_672 = l_mut_151 || l_mut_145;
if (l_672) {
l_mut_94 = uint32(1);
} else {
const bool l_673 = l_mut_154 && l_mut_148;
if (l_673) {
l_mut_94 = uint32(0);
}
}
const uint32 l_674 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_675 = l_674 & uint32(2147483647);
const bool l_676 = l_675 == uint32(0);
if (l_676) {
const double l_677 = l_591 + l_590;
const bool l_678 = l_677 < double(1.1754943508222875e-38);
const double l_679 = l_592 - l_590;
const bool l_680 = l_679 > double(-1.1754943508222875e-38);
const bool l_681 = l_678 && l_680;
const double l_682 = l_591 - l_590;
const bool l_683 = l_682 < double(1.1754943508222875e-38);
const double l_684 = l_592 + l_590;
const bool l_685 = l_684 > double(-1.1754943508222875e-38);
const bool l_686 = l_683 && l_685;
if (l_681) {
l_mut_94 = uint32(0);
} else {
const bool l_687 = l_mut_94 == uint32(1);
const bool l_688 = l_686 && l_687;
if (l_688) {
l_mut_94 = uint32(2);
}
}
}
l_mut_35 = l_mut_94;
}
} else {
const bool l_689 = l_9 == uint32(7);
if (l_689) {
const double l_690 = abs(l_17);
const double l_691 = l_20 * l_690;
l_mut_65 = l_691;
const double l_692 = abs(l_17);
l_mut_42 = double(1.401298464324817e-45);
const bool l_693 = l_692 >= double(1.1754943508222875e-38);
const bool l_694 = l_692 <= double(1.7976931348623157e308);
const bool l_695 = l_693 && l_694;
if (l_695) {
const uint64 l_696 = reinterpret_cast<uint64 const&>(l_692);
const uint64 l_697 = l_696 >> uint64(52);
const uint64 l_698 = l_697 - uint64(23);
const uint64 l_699 = l_698 << uint64(52);
const double l_700 = reinterpret_cast<double const&>(l_699);
l_mut_42 = l_700;
}
const double l_701 = double(0.5) * l_mut_42;
const bool l_702 = l_701 > l_mut_65;
if (l_702) {
l_mut_65 = l_701;
}
const double l_703 = l_17 - l_34;
const double l_704 = abs(l_703);
l_mut_42 = double(1.401298464324817e-45);
const bool l_705 = l_704 >= double(1.1754943508222875e-38);
const bool l_706 = l_704 <= double(1.7976931348623157e308);
const bool l_707 = l_705 && l_706;
if (l_707) {
const uint64 l_708 = reinterpret_cast<uint64 const&>(l_704);
const uint64 l_709 = l_708 >> uint64(52);
const uint64 l_710 = l_709 - uint64(23);
const uint64 l_711 = l_710 << uint64(52);
const double l_712 = reinterpret_cast<double const&>(l_711);
l_mut_42 = l_712;
}
const double l_713 = l_17 + l_34;
const double l_714 = abs(l_713);
l_mut_715 = double(1.401298464324817e-45);
const bool l_716 = l_714 >= double(1.1754943508222875e-38);
const bool l_717 = l_714 <= double(1.7976931348623157e308);
const bool l_718 = l_716 && l_717;
if (l_718) {
const uint64 l_719 = reinterpret_cast<uint64 const&>(l_714);
const uint64 l_720 = l_719 >> uint64(52);
const uint64 l_721 = l_720 - uint64(23);
const uint64 l_722 = l_721 << uint64(52);
const double l_723 = reinterpret_cast<double const&>(l_722);
l_mut_715 = l_723;
}
const bool l_724 = l_mut_42 == l_mut_715;
if (l_724) {
const double l_725 = l_20 * l_34;
const double l_726 = l_34 + l_725;
const double l_727 = l_mut_65 * double(1.4551915228366852e-11);
const double l_728 = l_726 + l_727;
const double l_729 = l_17 - l_mut_65;
const double l_730 = l_17 + l_mut_65;
const uint32 l_731 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_732 = l_731 & uint32(2147483647);
const float l_733 = reinterpret_cast<float const&>(l_732);
const double l_734 = double(l_733);
l_mut_715 = l_734;
const bool l_735 = l_732 < uint32(8388608);
if (l_735) {
const double l_736 = double(l_732);
const double l_737 = l_736 * double(1.401298464324817e-45);
l_mut_715 = l_737;
}
const uint64 l_738 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_739 = l_731 >> uint32(31);
const uint64 l_740 = uint64(l_739);
const uint64 l_741 = l_740 << uint64(63);
const uint64 l_742 = l_738 | l_741;
const double l_743 = reinterpret_cast<double const&>(l_742);
const uint32 l_744 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_745 = l_744 + uint32(1);
l_mut_94 = l_745;
const uint32 l_746 = l_744 & uint32(2147483647);
const bool l_747 = l_746 == uint32(0);
if (l_747) {
l_mut_94 = uint32(1);
} else {
const uint32 l_748 = l_744 & uint32(2147483648);
const bool l_749 = l_748 != uint32(0);
if (l_749) {
const uint32 l_750 = l_744 - uint32(1);
l_mut_94 = l_750;
} else {
const bool l_751 = l_744 == uint32(2139095040);
if (l_751) {
l_mut_94 = l_744;
}
}
}
const float l_752 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_753 = reinterpret_cast<uint32 const&>(l_752);
const uint32 l_754 = l_753 & uint32(2147483647);
const float l_755 = reinterpret_cast<float const&>(l_754);
const double l_756 = double(l_755);
l_mut_715 = l_756;
const bool l_757 = l_754 < uint32(8388608);
if (l_757) {
const double l_758 = double(l_754);
const double l_759 = l_758 * double(1.401298464324817e-45);
l_mut_715 = l_759;
}
const uint64 l_760 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_761 = l_753 >> uint32(31);
const uint64 l_762 = uint64(l_761);
const uint64 l_763 = l_762 << uint64(63);
const uint64 l_764 = l_760 | l_763;
const double l_765 = reinterpret_cast<double const&>(l_764);
const uint32 l_766 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_767 = l_766 ^ uint32(2147483648);
const float l_768 = reinterpret_cast<float const&>(l_767);
const uint32 l_769 = reinterpret_cast<uint32 const&>(l_768);
const uint32 l_770 = l_769 + uint32(1);
l_mut_94 = l_770;
const uint32 l_771 = l_769 & uint32(2147483647);
const bool l_772 = l_771 == uint32(0);
if (l_772) {
l_mut_94 = uint32(1);
} else {
const uint32 l_773 = l_769 & uint32(2147483648);
const bool l_774 = l_773 != uint32(0);
if (l_774) {
const uint32 l_775 = l_769 - uint32(1);
l_mut_94 = l_775;
} else {
const bool l_776 = l_769 == uint32(2139095040);
if (l_776) {
l_mut_94 = l_769;
}
}
}
const float l_777 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_778 = reinterpret_cast<uint32 const&>(l_777);
const uint32 l_779 = l_778 ^ uint32(2147483648);
const float l_780 = reinterpret_cast<float const&>(l_779);
const uint32 l_781 = reinterpret_cast<uint32 const&>(l_780);
const uint32 l_782 = l_781 & uint32(2147483647);
const float l_783 = reinterpret_cast<float const&>(l_782);
const double l_784 = double(l_783);
l_mut_715 = l_784;
const bool l_785 = l_782 < uint32(8388608);
if (l_785) {
const double l_786 = double(l_782);
const double l_787 = l_786 * double(1.401298464324817e-45);
l_mut_715 = l_787;
}
const uint64 l_788 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_789 = l_781 >> uint32(31);
const uint64 l_790 = uint64(l_789);
const uint64 l_791 = l_790 << uint64(63);
const uint64 l_792 = l_788 | l_791;
const double l_793 = reinterpret_cast<double const&>(l_792);
const double l_794 = l_729 + l_728;
const bool l_795 = l_794 <= l_743;
l_mut_154 = l_795;
const double l_796 = l_729 - l_728;
const bool l_797 = l_796 > l_743;
l_mut_151 = l_797;
const double l_798 = l_730 - l_728;
const bool l_799 = l_798 >= l_743;
l_mut_148 = l_799;
const double l_800 = l_730 + l_728;
const bool l_801 = l_800 < l_743;
l_mut_145 = l_801;
if (l_13) {
const double l_802 = l_729 + l_728;
const bool l_803 = l_802 < l_765;
l_mut_154 = l_803;
const double l_804 = l_729 - l_728;
const bool l_805 = l_804 >= l_765;
l_mut_151 = l_805;
const double l_806 = l_730 - l_728;
const bool l_807 = l_806 > l_793;
l_mut_148 = l_807;
const double l_808 = l_730 + l_728;
const bool l_809 = l_808 <= l_793;
l_mut_145 = l_809;
}
l_mut_94 = uint32(2);
const bool l_810 = l_mut_151 || l_mut_145;
if (l_810) {
l_mut_94 = uint32(1);
} else {
const bool l_811 = l_mut_154 && l_mut_148;
if (l_811) {
l_mut_94 = uint32(0);
}
}
const uint32 l_812 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_813 = l_812 & uint32(2147483647);
const bool l_814 = l_813 == uint32(0);
if (l_814) {
const double l_815 = l_729 + l_728;
const bool l_816 = l_815 < double(1.1754943508222875e-38);
const double l_817 = l_730 - l_728;
const bool l_818 = l_817 > double(-1.1754943508222875e-38);
const bool l_819 = l_816 && l_818;
const double l_820 = l_729 - l_728;
const bool l_821 = l_820 < double(1.1754943508222875e-38);
const double l_822 = l_730 + l_728;
const bool l_823 = l_822 > double(-1.1754943508222875e-38);
const bool l_824 = l_821 && l_823;
if (l_819) {
l_mut_94 = uint32(0);
} else {
const bool l_825 = l_mut_94 == uint32(1);
const bool l_826 = l_824 && l_825;
if (l_826) {
l_mut_94 = uint32(2);
}
}
}
l_mut_35 = l_mut_94;
}
} else {
const bool l_827 = l_9 == uint32(8);
if (l_827) {
const bool l_828 = l_31 >= double(0.5);
const bool l_829 = l_31 <= double(2.0);
const bool l_830 = l_828 && l_829;
if (l_830) {
const double l_831 = l_20 * double(1.4551915228366852e-11);
const double l_832 = l_34 + l_831;
const double l_833 = l_17 - l_20;
const double l_834 = l_17 + l_20;
const uint32 l_835 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_836 = l_835 & uint32(2147483647);
const float l_837 = reinterpret_cast<float const&>(l_836);
const double l_838 = double(l_837);
l_mut_715 = l_838;
const bool l_839 = l_836 < uint32(8388608);
if (l_839) {
const double l_840 = double(l_836);
const double l_841 = l_840 * double(1.401298464324817e-45);
l_mut_715 = l_841;
}
const uint64 l_842 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_843 = l_835 >> uint32(31);
const uint64 l_844 = uint64(l_843);
const uint64 l_845 = l_844 << uint64(63);
const uint64 l_846 = l_842 | l_845;
const double l_847 = reinterpret_cast<double const&>(l_846);
const uint32 l_848 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_849 = l_848 + uint32(1);
l_mut_94 = l_849;
const uint32 l_850 = l_848 & uint32(2147483647);
const bool l_851 = l_850 == uint32(0);
if (l_851) {
l_mut_94 = uint32(1);
} else {
const uint32 l_852 = l_848 & uint32(2147483648);
const bool l_853 = l_852 != uint32(0);
if (l_853) {
const uint32 l_854 = l_848 - uint32(1);
l_mut_94 = l_854;
} else {
const bool l_855 = l_848 == uint32(2139095040);
if (l_855) {
l_mut_94 = l_848;
}
}
}
const float l_856 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_857 = reinterpret_cast<uint32 const&>(l_856);
const uint32 l_858 = l_857 & uint32(2147483647);
const float l_859 = reinterpret_cast<float const&>(l_858);
const double l_860 = double(l_859);
l_mut_715 = l_860;
const bool l_861 = l_858 < uint32(8388608);
if (l_861) {
const double l_862 = double(l_858);
const double l_863 = l_862 * double(1.401298464324817e-45);
l_mut_715 = l_863;
}
const uint64 l_864 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_865 = l_857 >> uint32(31);
const uint64 l_866 = uint64(l_865);
const uint64 l_867 = l_866 << uint64(63);
const uint64 l_868 = l_864 | l_867;
const double l_869 = reinterpret_cast<double const&>(l_868);
const uint32 l_870 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_871 = l_870 ^ uint32(2147483648);
const float l_872 = reinterpret_cast<float const&>(l_871);
const uint32 l_873 = reinterpret_cast<uint32 const&>(l_872);
const uint32 l_874 = l_873 + uint32(1);
l_mut_94 = l_874;
const uint32 l_875 = l_873 & uint32(2147483647);
const bool l_876 = l_875 == uint32(0);
if (l_876) {
l_mut_94 = uint32(1);
} else {
const uint32 l_877 = l_873 & uint32(2147483648);
const bool l_878 = l_877 != uint32(0);
if (l_878) {
const uint32 l_879 = l_873 - uint32(1);
l_mut_94 = l_879;
} else {
const bool l_880 = l_873 == uint32(2139095040);
if (l_880) {
l_mut_94 = l_873;
}
}
}
const float l_881 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_882 = reinterpret_cast<uint32 const&>(l_881);
const uint32 l_883 = l_882 ^ uint32(2147483648);
const float l_884 = reinterpret_cast<float const&>(l_883);
const uint32 l_885 = reinterpret_cast<uint32 const&>(l_884);
const uint32 l_886 = l_885 & uint32(2147483647);
const float l_887 = reinterpret_cast<float const&>(l_886);
const double l_888 = double(l_887);
l_mut_715 = l_888;
const bool l_889 = l_886 < uint32(8388608);
if (l_889) {
const double l_890 = double(l_886);
const double l_891 = l_890 * double(1.401298464324817e-45);
l_mut_715 = l_891;
}
const uint64 l_892 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_893 = l_885 >> uint32(31);
const uint64 l_894 = uint64(l_893);
const uint64 l_895 = l_894 << uint64(63);
const uint64 l_896 = l_892 | l_895;
const double l_897 = reinterpret_cast<double const&>(l_896);
const double l_898 = l_833 + l_832;
const bool l_899 = l_898 <= l_847;
l_mut_154 = l_899;
const double l_900 = l_833 - l_832;
const bool l_901 = l_900 > l_847;
l_mut_151 = l_901;
const double l_902 = l_834 - l_832;
const bool l_903 = l_902 >= l_847;
l_mut_148 = l_903;
const double l_904 = l_834 + l_832;
const bool l_905 = l_904 < l_847;
l_mut_145 = l_905;
if (l_13) {
const double l_906 = l_833 + l_832;
const bool l_907 = l_906 < l_869;
l_mut_154 = l_907;
const double l_908 = l_833 - l_832;
const bool l_909 = l_908 >= l_869;
l_mut_151 = l_909;
const double l_910 = l_834 - l_832;
const bool l_911 = l_910 > l_897;
l_mut_148 = l_911;
const double l_912 = l_834 + l_832;
const bool l_913 = l_912 <= l_897;
l_mut_145 = l_913;
}
l_mut_94 = uint32(2);
const bool l_914 = l_mut_151 || l_mut_145;
if (l_914) {
l_mut_94 = uint32(1);
} else {
const bool l_915 = l_mut_154 && l_mut_148;
if (l_915) {
l_mut_94 = uint32(0);
}
}
const uint32 l_916 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_917 = l_916 & uint32(2147483647);
const bool l_918 = l_917 == uint32(0);
if (l_918) {
const double l_919 = l_833 + l_832;
const bool l_920 = l_919 < double(1.1754943508222875e-38);
const double l_921 = l_834 - l_832;
const bool l_922 = l_921 > double(-1.1754943508222875e-38);
const bool l_923 = l_920 && l_922;
const double l_924 = l_833 - l_832;
const bool l_925 = l_924 < double(1.1754943508222875e-38);
const double l_926 = l_834 + l_832;
const bool l_927 = l_926 > double(-1.1754943508222875e-38);
const bool l_928 = l_925 && l_927;
if (l_923) {
l_mut_94 = uint32(0);
} else {
const bool l_929 = l_mut_94 == uint32(1);
const bool l_930 = l_928 && l_929;
if (l_930) {
l_mut_94 = uint32(2);
}
}
}
l_mut_35 = l_mut_94;
} else {
const double l_931 = abs(l_17);
l_mut_715 = double(1.401298464324817e-45);
const bool l_932 = l_931 >= double(1.1754943508222875e-38);
const bool l_933 = l_931 <= double(1.7976931348623157e308);
const bool l_934 = l_932 && l_933;
if (l_934) {
const uint64 l_935 = reinterpret_cast<uint64 const&>(l_931);
const uint64 l_936 = l_935 >> uint64(52);
const uint64 l_937 = l_936 - uint64(23);
const uint64 l_938 = l_937 << uint64(52);
const double l_939 = reinterpret_cast<double const&>(l_938);
l_mut_715 = l_939;
}
const double l_940 = l_23 * l_mut_715;
l_mut_94 = uint32(2);
const double l_941 = l_17 - l_34;
const double l_942 = abs(l_941);
l_mut_715 = double(1.401298464324817e-45);
const bool l_943 = l_942 >= double(1.1754943508222875e-38);
const bool l_944 = l_942 <= double(1.7976931348623157e308);
const bool l_945 = l_943 && l_944;
if (l_945) {
const uint64 l_946 = reinterpret_cast<uint64 const&>(l_942);
const uint64 l_947 = l_946 >> uint64(52);
const uint64 l_948 = l_947 - uint64(23);
const uint64 l_949 = l_948 << uint64(52);
const double l_950 = reinterpret_cast<double const&>(l_949);
l_mut_715 = l_950;
}
const double l_951 = l_17 + l_34;
const double l_952 = abs(l_951);
l_mut_65 = double(1.401298464324817e-45);
const bool l_953 = l_952 >= double(1.1754943508222875e-38);
const bool l_954 = l_952 <= double(1.7976931348623157e308);
const bool l_955 = l_953 && l_954;
if (l_955) {
const uint64 l_956 = reinterpret_cast<uint64 const&>(l_952);
const uint64 l_957 = l_956 >> uint64(52);
const uint64 l_958 = l_957 - uint64(23);
const uint64 l_959 = l_958 << uint64(52);
const double l_960 = reinterpret_cast<double const&>(l_959);
l_mut_65 = l_960;
}
const bool l_961 = l_mut_715 == l_mut_65;
if (l_961) {
const double l_962 = l_940 * double(1.4551915228366852e-11);
const double l_963 = l_34 + l_962;
const double l_964 = l_17 - l_940;
const double l_965 = l_17 + l_940;
const uint32 l_966 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_967 = l_966 & uint32(2147483647);
const float l_968 = reinterpret_cast<float const&>(l_967);
const double l_969 = double(l_968);
l_mut_715 = l_969;
const bool l_970 = l_967 < uint32(8388608);
if (l_970) {
const double l_971 = double(l_967);
const double l_972 = l_971 * double(1.401298464324817e-45);
l_mut_715 = l_972;
}
const uint64 l_973 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_974 = l_966 >> uint32(31);
const uint64 l_975 = uint64(l_974);
const uint64 l_976 = l_975 << uint64(63);
const uint64 l_977 = l_973 | l_976;
const double l_978 = reinterpret_cast<double const&>(l_977);
const uint32 l_979 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_980 = l_979 + uint32(1);
l_mut_52 = l_980;
const uint32 l_981 = l_979 & uint32(2147483647);
const bool l_982 = l_981 == uint32(0);
if (l_982) {
l_mut_52 = uint32(1);
} else {
const uint32 l_983 = l_979 & uint32(2147483648);
const bool l_984 = l_983 != uint32(0);
if (l_984) {
const uint32 l_985 = l_979 - uint32(1);
l_mut_52 = l_985;
} else {
const bool l_986 = l_979 == uint32(2139095040);
if (l_986) {
l_mut_52 = l_979;
}
}
}
const float l_987 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_988 = reinterpret_cast<uint32 const&>(l_987);
const uint32 l_989 = l_988 & uint32(2147483647);
const float l_990 = reinterpret_cast<float const&>(l_989);
const double l_991 = double(l_990);
l_mut_715 = l_991;
const bool l_992 = l_989 < uint32(8388608);
if (l_992) {
const double l_993 = double(l_989);
const double l_994 = l_993 * double(1.401298464324817e-45);
l_mut_715 = l_994;
}
const uint64 l_995 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_996 = l_988 >> uint32(31);
const uint64 l_997 = uint64(l_996);
const uint64 l_998 = l_997 << uint64(63);
const uint64 l_999 = l_995 | l_998;
const double l_1000 = reinterpret_cast<double const&>(l_999);
const uint32 l_1001 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1002 = l_1001 ^ uint32(2147483648);
const float l_1003 = reinterpret_cast<float const&>(l_1002);
const uint32 l_1004 = reinterpret_cast<uint32 const&>(l_1003);
const uint32 l_1005 = l_1004 + uint32(1);
l_mut_52 = l_1005;
const uint32 l_1006 = l_1004 & uint32(2147483647);
const bool l_1007 = l_1006 == uint32(0);
if (l_1007) {
l_mut_52 = uint32(1);
} else {
const uint32 l_1008 = l_1004 & uint32(2147483648);
const bool l_1009 = l_1008 != uint32(0);
if (l_1009) {
const uint32 l_1010 = l_1004 - uint32(1);
l_mut_52 = l_1010;
} else {
const bool l_1011 = l_1004 == uint32(2139095040);
if (l_1011) {
l_mut_52 = l_1004;
}
}
}
const float l_1012 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_1013 = reinterpret_cast<uint32 const&>(l_1012);
const uint32 l_1014 = l_1013 ^ uint32(2147483648);
const float l_1015 = reinterpret_cast<float const&>(l_1014);
const uint32 l_1016 = reinterpret_cast<uint32 const&>(l_1015);
const uint32 l_1017 = l_1016 & uint32(2147483647);
const float l_1018 = reinterpret_cast<float const&>(l_1017);
const double l_1019 = double(l_1018);
l_mut_715 = l_1019;
const bool l_1020 = l_1017 < uint32(8388608);
if (l_1020) {
const double l_1021 = double(l_1017);
const double l_1022 = l_1021 * double(1.401298464324817e-45);
l_mut_715 = l_1022;
}
const uint64 l_1023 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1024 = l_1016 >> uint32(31);
const uint64 l_1025 = uint64(l_1024);
const uint64 l_1026 = l_1025 << uint64(63);
const uint64 l_1027 = l_1023 | l_1026;
const double l_1028 = reinterpret_cast<double const&>(l_1027);
const double l_1029 = l_964 + l_963;
const bool l_1030 = l_1029 <= l_978;
l_mut_154 = l_1030;
const double l_1031 = l_964 - l_963;
const bool l_1032 = l_1031 > l_978;
l_mut_151 = l_1032;
const double l_1033 = l_965 - l_963;
const bool l_1034 = l_1033 >= l_978;
l_mut_148 = l_1034;
const double l_1035 = l_965 + l_963;
const bool l_1036 = l_1035 < l_978;
l_mut_145 = l_1036;
if (l_13) {
const double l_1037 = l_964 + l_963;
const bool l_1038 = l_1037 < l_1000;
l_mut_154 = l_1038;
const double l_1039 = l_964 - l_963;
const bool l_1040 = l_1039 >= l_1000;
l_mut_151 = l_1040;
const double l_1041 = l_965 - l_963;
const bool l_1042 = l_1041 > l_1028;
l_mut_148 = l_1042;
const double l_1043 = l_965 + l_963;
const bool l_1044 = l_1043 <= l_1028;
l_mut_145 = l_1044;
}
l_mut_52 = uint32(2);
const bool l_1045 = l_mut_151 || l_mut_145;
if (l_1045) {
l_mut_52 = uint32(1);
} else {
const bool l_1046 = l_mut_154 && l_mut_148;
if (l_1046) {
l_mut_52 = uint32(0);
}
}
const uint32 l_1047 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1048 = l_1047 & uint32(2147483647);
const bool l_1049 = l_1048 == uint32(0);
if (l_1049) {
const double l_1050 = l_964 + l_963;
const bool l_1051 = l_1050 < double(1.1754943508222875e-38);
const double l_1052 = l_965 - l_963;
const bool l_1053 = l_1052 > double(-1.1754943508222875e-38);
const bool l_1054 = l_1051 && l_1053;
const double l_1055 = l_964 - l_963;
const bool l_1056 = l_1055 < double(1.1754943508222875e-38);
const double l_1057 = l_965 + l_963;
const bool l_1058 = l_1057 > double(-1.1754943508222875e-38);
const bool l_1059 = l_1056 && l_1058;
if (l_1054) {
l_mut_52 = uint32(0);
} else {
const bool l_1060 = l_mut_52 == uint32(1);
const bool l_1061 = l_1059 && l_1060;
if (l_1061) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
}
} else {
const bool l_1062 = l_9 == uint32(9);
if (l_1062) {
l_arr_1063[uint32(0)] = uint32(1);
const double l_1064 = sqrt(l_31);
const double l_1065 = double(1.0) / l_1064;
const double l_1066 = l_1065 * double(1.4551915228366852e-11);
const double l_1067 = abs(l_1065);
l_mut_715 = double(1.401298464324817e-45);
const bool l_1068 = l_1067 >= double(1.1754943508222875e-38);
const bool l_1069 = l_1067 <= double(1.7976931348623157e308);
const bool l_1070 = l_1068 && l_1069;
if (l_1070) {
const uint64 l_1071 = reinterpret_cast<uint64 const&>(l_1067);
const uint64 l_1072 = l_1071 >> uint64(52);
const uint64 l_1073 = l_1072 - uint64(23);
const uint64 l_1074 = l_1073 << uint64(52);
const double l_1075 = reinterpret_cast<double const&>(l_1074);
l_mut_715 = l_1075;
}
const double l_1076 = l_1065 - l_1066;
const double l_1077 = abs(l_1076);
l_mut_65 = double(1.401298464324817e-45);
const bool l_1078 = l_1077 >= double(1.1754943508222875e-38);
const bool l_1079 = l_1077 <= double(1.7976931348623157e308);
const bool l_1080 = l_1078 && l_1079;
if (l_1080) {
const uint64 l_1081 = reinterpret_cast<uint64 const&>(l_1077);
const uint64 l_1082 = l_1081 >> uint64(52);
const uint64 l_1083 = l_1082 - uint64(23);
const uint64 l_1084 = l_1083 << uint64(52);
const double l_1085 = reinterpret_cast<double const&>(l_1084);
l_mut_65 = l_1085;
}
const double l_1086 = l_1065 + l_1066;
const double l_1087 = abs(l_1086);
l_mut_42 = double(1.401298464324817e-45);
const bool l_1088 = l_1087 >= double(1.1754943508222875e-38);
const bool l_1089 = l_1087 <= double(1.7976931348623157e308);
const bool l_1090 = l_1088 && l_1089;
if (l_1090) {
const uint64 l_1091 = reinterpret_cast<uint64 const&>(l_1087);
const uint64 l_1092 = l_1091 >> uint64(52);
const uint64 l_1093 = l_1092 - uint64(23);
const uint64 l_1094 = l_1093 << uint64(52);
const double l_1095 = reinterpret_cast<double const&>(l_1094);
l_mut_42 = l_1095;
}
const bool l_1096 = l_mut_65 == l_mut_42;
const bool l_1097 = !l_1096;
if (l_1097) {
l_arr_1063[uint32(0)] = uint32(0);
}
const double l_1098 = l_20 * l_mut_715;
const double l_1099 = l_1065 - l_1098;
l_mut_65 = l_1099;
if (l_13) {
const double l_1100 = l_1099 - l_1066;
const double l_1101 = l_1100 * double(7.1362384635298e44);
const double l_1102 = floor(l_1101);
const double l_1103 = l_1102 * double(1.401298464324817e-45);
l_mut_42 = l_1103;
const double l_1104 = abs(l_1100);
const bool l_1105 = l_1104 >= double(1.1754943508222875e-38);
if (l_1105) {
const float l_1106 = float(l_1100);
const double l_1107 = double(l_1106);
l_mut_42 = l_1107;
const bool l_1108 = l_mut_42 > l_1100;
if (l_1108) {
const uint32 l_1109 = reinterpret_cast<uint32 const&>(l_1106);
const uint32 l_1110 = l_1109 ^ uint32(2147483648);
const float l_1111 = reinterpret_cast<float const&>(l_1110);
const uint32 l_1112 = reinterpret_cast<uint32 const&>(l_1111);
const uint32 l_1113 = l_1112 + uint32(1);
l_mut_94 = l_1113;
const uint32 l_1114 = l_1112 & uint32(2147483647);
const bool l_1115 = l_1114 == uint32(0);
if (l_1115) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1116 = l_1112 & uint32(2147483648);
const bool l_1117 = l_1116 != uint32(0);
if (l_1117) {
const uint32 l_1118 = l_1112 - uint32(1);
l_mut_94 = l_1118;
} else {
const bool l_1119 = l_1112 == uint32(2139095040);
if (l_1119) {
l_mut_94 = l_1112;
}
}
}
const float l_1120 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1121 = reinterpret_cast<uint32 const&>(l_1120);
const uint32 l_1122 = l_1121 ^ uint32(2147483648);
const float l_1123 = reinterpret_cast<float const&>(l_1122);
const uint32 l_1124 = reinterpret_cast<uint32 const&>(l_1123);
const uint32 l_1125 = l_1124 & uint32(2147483647);
const float l_1126 = reinterpret_cast<float const&>(l_1125);
const double l_1127 = double(l_1126);
l_mut_1128 = l_1127;
const bool l_1129 = l_1125 < uint32(8388608);
if (l_1129) {
const double l_1130 = double(l_1125);
const double l_1131 = l_1130 * double(1.401298464324817e-45);
l_mut_1128 = l_1131;
}
const uint64 l_1132 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1133 = l_1124 >> uint32(31);
const uint64 l_1134 = uint64(l_1133);
const uint64 l_1135 = l_1134 << uint64(63);
const uint64 l_1136 = l_1132 | l_1135;
const double l_1137 = reinterpret_cast<double const&>(l_1136);
l_mut_42 = l_1137;
} else {
const uint32 l_1138 = reinterpret_cast<uint32 const&>(l_1106);
const uint32 l_1139 = l_1138 + uint32(1);
l_mut_94 = l_1139;
const uint32 l_1140 = l_1138 & uint32(2147483647);
const bool l_1141 = l_1140 == uint32(0);
if (l_1141) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1142 = l_1138 & uint32(2147483648);
const bool l_1143 = l_1142 != uint32(0);
if (l_1143) {
const uint32 l_1144 = l_1138 - uint32(1);
l_mut_94 = l_1144;
} else {
const bool l_1145 = l_1138 == uint32(2139095040);
if (l_1145) {
l_mut_94 = l_1138;
}
}
}
const float l_1146 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1147 = reinterpret_cast<uint32 const&>(l_1146);
const uint32 l_1148 = l_1147 & uint32(2147483647);
const float l_1149 = reinterpret_cast<float const&>(l_1148);
const double l_1150 = double(l_1149);
l_mut_1128 = l_1150;
const bool l_1151 = l_1148 < uint32(8388608);
if (l_1151) {
const double l_1152 = double(l_1148);
const double l_1153 = l_1152 * double(1.401298464324817e-45);
l_mut_1128 = l_1153;
}
const uint64 l_1154 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1155 = l_1147 >> uint32(31);
const uint64 l_1156 = uint64(l_1155);
const uint64 l_1157 = l_1156 << uint64(63);
const uint64 l_1158 = l_1154 | l_1157;
const double l_1159 = reinterpret_cast<double const&>(l_1158);
const bool l_1160 = l_1159 <= l_1100;
if (l_1160) {
const uint32 l_1161 = reinterpret_cast<uint32 const&>(l_1106);
const uint32 l_1162 = l_1161 + uint32(1);
l_mut_94 = l_1162;
const uint32 l_1163 = l_1161 & uint32(2147483647);
const bool l_1164 = l_1163 == uint32(0);
if (l_1164) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1165 = l_1161 & uint32(2147483648);
const bool l_1166 = l_1165 != uint32(0);
if (l_1166) {
const uint32 l_1167 = l_1161 - uint32(1);
l_mut_94 = l_1167;
} else {
const bool l_1168 = l_1161 == uint32(2139095040);
if (l_1168) {
l_mut_94 = l_1161;
}
}
}
const float l_1169 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1170 = reinterpret_cast<uint32 const&>(l_1169);
const uint32 l_1171 = l_1170 & uint32(2147483647);
const float l_1172 = reinterpret_cast<float const&>(l_1171);
const double l_1173 = double(l_1172);
l_mut_1128 = l_1173;
const bool l_1174 = l_1171 < uint32(8388608);
if (l_1174) {
const double l_1175 = double(l_1171);
const double l_1176 = l_1175 * double(1.401298464324817e-45);
l_mut_1128 = l_1176;
}
const uint64 l_1177 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1178 = l_1170 >> uint32(31);
const uint64 l_1179 = uint64(l_1178);
const uint64 l_1180 = l_1179 << uint64(63);
const uint64 l_1181 = l_1177 | l_1180;
const double l_1182 = reinterpret_cast<double const&>(l_1181);
l_mut_42 = l_1182;
}
}
}
const double l_1183 = l_1099 + l_1066;
const double l_1184 = l_1183 * double(7.1362384635298e44);
const double l_1185 = floor(l_1184);
const double l_1186 = l_1185 * double(1.401298464324817e-45);
l_mut_1128 = l_1186;
const double l_1187 = abs(l_1183);
const bool l_1188 = l_1187 >= double(1.1754943508222875e-38);
if (l_1188) {
const float l_1189 = float(l_1183);
const double l_1190 = double(l_1189);
l_mut_1128 = l_1190;
const bool l_1191 = l_mut_1128 > l_1183;
if (l_1191) {
const uint32 l_1192 = reinterpret_cast<uint32 const&>(l_1189);
const uint32 l_1193 = l_1192 ^ uint32(2147483648);
const float l_1194 = reinterpret_cast<float const&>(l_1193);
const uint32 l_1195 = reinterpret_cast<uint32 const&>(l_1194);
const uint32 l_1196 = l_1195 + uint32(1);
l_mut_94 = l_1196;
const uint32 l_1197 = l_1195 & uint32(2147483647);
const bool l_1198 = l_1197 == uint32(0);
if (l_1198) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1199 = l_1195 & uint32(2147483648);
const bool l_1200 = l_1199 != uint32(0);
if (l_1200) {
const uint32 l_1201 = l_1195 - uint32(1);
l_mut_94 = l_1201;
} else {
const bool l_1202 = l_1195 == uint32(2139095040);
if (l_1202) {
l_mut_94 = l_1195;
}
}
}
const float l_1203 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1204 = reinterpret_cast<uint32 const&>(l_1203);
const uint32 l_1205 = l_1204 ^ uint32(2147483648);
const float l_1206 = reinterpret_cast<float const&>(l_1205);
const uint32 l_1207 = reinterpret_cast<uint32 const&>(l_1206);
const uint32 l_1208 = l_1207 & uint32(2147483647);
const float l_1209 = reinterpret_cast<float const&>(l_1208);
const double l_1210 = double(l_1209);
l_mut_1211 = l_1210;
const bool l_1212 = l_1208 < uint32(8388608);
if (l_1212) {
const double l_1213 = double(l_1208);
const double l_1214 = l_1213 * double(1.401298464324817e-45);
l_mut_1211 = l_1214;
}
const uint64 l_1215 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1216 = l_1207 >> uint32(31);
const uint64 l_1217 = uint64(l_1216);
const uint64 l_1218 = l_1217 << uint64(63);
const uint64 l_1219 = l_1215 | l_1218;
const double l_1220 = reinterpret_cast<double const&>(l_1219);
l_mut_1128 = l_1220;
} else {
const uint32 l_1221 = reinterpret_cast<uint32 const&>(l_1189);
const uint32 l_1222 = l_1221 + uint32(1);
l_mut_94 = l_1222;
const uint32 l_1223 = l_1221 & uint32(2147483647);
const bool l_1224 = l_1223 == uint32(0);
if (l_1224) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1225 = l_1221 & uint32(2147483648);
const bool l_1226 = l_1225 != uint32(0);
if (l_1226) {
const uint32 l_1227 = l_1221 - uint32(1);
l_mut_94 = l_1227;
} else {
const bool l_1228 = l_1221 == uint32(2139095040);
if (l_1228) {
l_mut_94 = l_1221;
}
}
}
const float l_1229 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1230 = reinterpret_cast<uint32 const&>(l_1229);
const uint32 l_1231 = l_1230 & uint32(2147483647);
const float l_1232 = reinterpret_cast<float const&>(l_1231);
const double l_1233 = double(l_1232);
l_mut_1211 = l_1233;
const bool l_1234 = l_1231 < uint32(8388608);
if (l_1234) {
const double l_1235 = double(l_1231);
const double l_1236 = l_1235 * double(1.401298464324817e-45);
l_mut_1211 = l_1236;
}
const uint64 l_1237 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1238 = l_1230 >> uint32(31);
const uint64 l_1239 = uint64(l_1238);
const uint64 l_1240 = l_1239 << uint64(63);
const uint64 l_1241 = l_1237 | l_1240;
const double l_1242 = reinterpret_cast<double const&>(l_1241);
const bool l_1243 = l_1242 <= l_1183;
if (l_1243) {
const uint32 l_1244 = reinterpret_cast<uint32 const&>(l_1189);
const uint32 l_1245 = l_1244 + uint32(1);
l_mut_94 = l_1245;
const uint32 l_1246 = l_1244 & uint32(2147483647);
const bool l_1247 = l_1246 == uint32(0);
if (l_1247) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1248 = l_1244 & uint32(2147483648);
const bool l_1249 = l_1248 != uint32(0);
if (l_1249) {
const uint32 l_1250 = l_1244 - uint32(1);
l_mut_94 = l_1250;
} else {
const bool l_1251 = l_1244 == uint32(2139095040);
if (l_1251) {
l_mut_94 = l_1244;
}
}
}
const float l_1252 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1253 = reinterpret_cast<uint32 const&>(l_1252);
const uint32 l_1254 = l_1253 & uint32(2147483647);
const float l_1255 = reinterpret_cast<float const&>(l_1254);
const double l_1256 = double(l_1255);
l_mut_1211 = l_1256;
const bool l_1257 = l_1254 < uint32(8388608);
if (l_1257) {
const double l_1258 = double(l_1254);
const double l_1259 = l_1258 * double(1.401298464324817e-45);
l_mut_1211 = l_1259;
}
const uint64 l_1260 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1261 = l_1253 >> uint32(31);
const uint64 l_1262 = uint64(l_1261);
const uint64 l_1263 = l_1262 << uint64(63);
const uint64 l_1264 = l_1260 | l_1263;
const double l_1265 = reinterpret_cast<double const&>(l_1264);
l_mut_1128 = l_1265;
}
}
}
const bool l_1266 = l_mut_42 == l_mut_1128;
const bool l_1267 = !l_1266;
if (l_1267) {
l_arr_1063[uint32(0)] = uint32(0);
}
const double l_1268 = l_1099 * double(7.1362384635298e44);
const double l_1269 = floor(l_1268);
const double l_1270 = l_1269 * double(1.401298464324817e-45);
l_mut_1211 = l_1270;
const double l_1271 = abs(l_1099);
const bool l_1272 = l_1271 >= double(1.1754943508222875e-38);
if (l_1272) {
const float l_1273 = float(l_1099);
const double l_1274 = double(l_1273);
l_mut_1211 = l_1274;
const bool l_1275 = l_mut_1211 > l_1099;
if (l_1275) {
const uint32 l_1276 = reinterpret_cast<uint32 const&>(l_1273);
const uint32 l_1277 = l_1276 ^ uint32(2147483648);
const float l_1278 = reinterpret_cast<float const&>(l_1277);
const uint32 l_1279 = reinterpret_cast<uint32 const&>(l_1278);
const uint32 l_1280 = l_1279 + uint32(1);
l_mut_94 = l_1280;
const uint32 l_1281 = l_1279 & uint32(2147483647);
const bool l_1282 = l_1281 == uint32(0);
if (l_1282) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1283 = l_1279 & uint32(2147483648);
const bool l_1284 = l_1283 != uint32(0);
if (l_1284) {
const uint32 l_1285 = l_1279 - uint32(1);
l_mut_94 = l_1285;
} else {
const bool l_1286 = l_1279 == uint32(2139095040);
if (l_1286) {
l_mut_94 = l_1279;
}
}
}
const float l_1287 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1288 = reinterpret_cast<uint32 const&>(l_1287);
const uint32 l_1289 = l_1288 ^ uint32(2147483648);
const float l_1290 = reinterpret_cast<float const&>(l_1289);
const uint32 l_1291 = reinterpret_cast<uint32 const&>(l_1290);
const uint32 l_1292 = l_1291 & uint32(2147483647);
const float l_1293 = reinterpret_cast<float const&>(l_1292);
const double l_1294 = double(l_1293);
l_mut_1128 = l_1294;
const bool l_1295 = l_1292 < uint32(8388608);
if (l_1295) {
const double l_1296 = double(l_1292);
const double l_1297 = l_1296 * double(1.401298464324817e-45);
l_mut_1128 = l_1297;
}
const uint64 l_1298 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1299 = l_1291 >> uint32(31);
const uint64 l_1300 = uint64(l_1299);
const uint64 l_1301 = l_1300 << uint64(63);
const uint64 l_1302 = l_1298 | l_1301;
const double l_1303 = reinterpret_cast<double const&>(l_1302);
l_mut_1211 = l_1303;
} else {
const uint32 l_1304 = reinterpret_cast<uint32 const&>(l_1273);
const uint32 l_1305 = l_1304 + uint32(1);
l_mut_94 = l_1305;
const uint32 l_1306 = l_1304 & uint32(2147483647);
const bool l_1307 = l_1306 == uint32(0);
if (l_1307) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1308 = l_1304 & uint32(2147483648);
const bool l_1309 = l_1308 != uint32(0);
if (l_1309) {
const uint32 l_1310 = l_1304 - uint32(1);
l_mut_94 = l_1310;
} else {
const bool l_1311 = l_1304 == uint32(2139095040);
if (l_1311) {
l_mut_94 = l_1304;
}
}
}
const float l_1312 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1313 = reinterpret_cast<uint32 const&>(l_1312);
const uint32 l_1314 = l_1313 & uint32(2147483647);
const float l_1315 = reinterpret_cast<float const&>(l_1314);
const double l_1316 = double(l_1315);
l_mut_1128 = l_1316;
const bool l_1317 = l_1314 < uint32(8388608);
if (l_1317) {
const double l_1318 = double(l_1314);
const double l_1319 = l_1318 * double(1.401298464324817e-45);
l_mut_1128 = l_1319;
}
const uint64 l_1320 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1321 = l_1313 >> uint32(31);
const uint64 l_1322 = uint64(l_1321);
const uint64 l_1323 = l_1322 << uint64(63);
const uint64 l_1324 = l_1320 | l_1323;
const double l_1325 = reinterpret_cast<double const&>(l_1324);
const bool l_1326 = l_1325 <= l_1099;
if (l_1326) {
const uint32 l_1327 = reinterpret_cast<uint32 const&>(l_1273);
const uint32 l_1328 = l_1327 + uint32(1);
l_mut_94 = l_1328;
const uint32 l_1329 = l_1327 & uint32(2147483647);
const bool l_1330 = l_1329 == uint32(0);
if (l_1330) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1331 = l_1327 & uint32(2147483648);
const bool l_1332 = l_1331 != uint32(0);
if (l_1332) {
const uint32 l_1333 = l_1327 - uint32(1);
l_mut_94 = l_1333;
} else {
const bool l_1334 = l_1327 == uint32(2139095040);
if (l_1334) {
l_mut_94 = l_1327;
}
}
}
const float l_1335 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1336 = reinterpret_cast<uint32 const&>(l_1335);
const uint32 l_1337 = l_1336 & uint32(2147483647);
const float l_1338 = reinterpret_cast<float const&>(l_1337);
const double l_1339 = double(l_1338);
l_mut_1128 = l_1339;
const bool l_1340 = l_1337 < uint32(8388608);
if (l_1340) {
const double l_1341 = double(l_1337);
const double l_1342 = l_1341 * double(1.401298464324817e-45);
l_mut_1128 = l_1342;
}
const uint64 l_1343 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_1344 = l_1336 >> uint32(31);
const uint64 l_1345 = uint64(l_1344);
const uint64 l_1346 = l_1345 << uint64(63);
const uint64 l_1347 = l_1343 | l_1346;
const double l_1348 = reinterpret_cast<double const&>(l_1347);
l_mut_1211 = l_1348;
}
}
}
l_mut_65 = l_mut_1211;
}
const double l_1349 = l_20 * l_mut_715;
const double l_1350 = l_1065 + l_1349;
l_mut_1211 = l_1350;
if (l_13) {
const double l_1351 = l_1350 - l_1066;
const double l_1352 = l_1351 * double(7.1362384635298e44);
const double l_1353 = floor(l_1352);
const double l_1354 = l_1353 * double(1.401298464324817e-45);
l_mut_1128 = l_1354;
const double l_1355 = abs(l_1351);
const bool l_1356 = l_1355 >= double(1.1754943508222875e-38);
if (l_1356) {
const float l_1357 = float(l_1351);
const double l_1358 = double(l_1357);
l_mut_1128 = l_1358;
const bool l_1359 = l_mut_1128 > l_1351;
if (l_1359) {
const uint32 l_1360 = reinterpret_cast<uint32 const&>(l_1357);
const uint32 l_1361 = l_1360 ^ uint32(2147483648);
const float l_1362 = reinterpret_cast<float const&>(l_1361);
const uint32 l_1363 = reinterpret_cast<uint32 const&>(l_1362);
const uint32 l_1364 = l_1363 + uint32(1);
l_mut_94 = l_1364;
const uint32 l_1365 = l_1363 & uint32(2147483647);
const bool l_1366 = l_1365 == uint32(0);
if (l_1366) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1367 = l_1363 & uint32(2147483648);
const bool l_1368 = l_1367 != uint32(0);
if (l_1368) {
const uint32 l_1369 = l_1363 - uint32(1);
l_mut_94 = l_1369;
} else {
const bool l_1370 = l_1363 == uint32(2139095040);
if (l_1370) {
l_mut_94 = l_1363;
}
}
}
const float l_1371 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1372 = reinterpret_cast<uint32 const&>(l_1371);
const uint32 l_1373 = l_1372 ^ uint32(2147483648);
const float l_1374 = reinterpret_cast<float const&>(l_1373);
const uint32 l_1375 = reinterpret_cast<uint32 const&>(l_1374);
const uint32 l_1376 = l_1375 & uint32(2147483647);
const float l_1377 = reinterpret_cast<float const&>(l_1376);
const double l_1378 = double(l_1377);
l_mut_715 = l_1378;
const bool l_1379 = l_1376 < uint32(8388608);
if (l_1379) {
const double l_1380 = double(l_1376);
const double l_1381 = l_1380 * double(1.401298464324817e-45);
l_mut_715 = l_1381;
}
const uint64 l_1382 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1383 = l_1375 >> uint32(31);
const uint64 l_1384 = uint64(l_1383);
const uint64 l_1385 = l_1384 << uint64(63);
const uint64 l_1386 = l_1382 | l_1385;
const double l_1387 = reinterpret_cast<double const&>(l_1386);
l_mut_1128 = l_1387;
} else {
const uint32 l_1388 = reinterpret_cast<uint32 const&>(l_1357);
const uint32 l_1389 = l_1388 + uint32(1);
l_mut_94 = l_1389;
const uint32 l_1390 = l_1388 & uint32(2147483647);
const bool l_1391 = l_1390 == uint32(0);
if (l_1391) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1392 = l_1388 & uint32(2147483648);
const bool l_1393 = l_1392 != uint32(0);
if (l_1393) {
const uint32 l_1394 = l_1388 - uint32(1);
l_mut_94 = l_1394;
} else {
const bool l_1395 = l_1388 == uint32(2139095040);
if (l_1395) {
l_mut_94 = l_1388;
}
}
}
const float l_1396 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1397 = reinterpret_cast<uint32 const&>(l_1396);
const uint32 l_1398 = l_1397 & uint32(2147483647);
const float l_1399 = reinterpret_cast<float const&>(l_1398);
const double l_1400 = double(l_1399);
l_mut_715 = l_1400;
const bool l_1401 = l_1398 < uint32(8388608);
if (l_1401) {
const double l_1402 = double(l_1398);
const double l_1403 = l_1402 * double(1.401298464324817e-45);
l_mut_715 = l_1403;
}
const uint64 l_1404 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1405 = l_1397 >> uint32(31);
const uint64 l_1406 = uint64(l_1405);
const uint64 l_1407 = l_1406 << uint64(63);
const uint64 l_1408 = l_1404 | l_1407;
const double l_1409 = reinterpret_cast<double const&>(l_1408);
const bool l_1410 = l_1409 <= l_1351;
if (l_1410) {
const uint32 l_1411 = reinterpret_cast<uint32 const&>(l_1357);
const uint32 l_1412 = l_1411 + uint32(1);
l_mut_94 = l_1412;
const uint32 l_1413 = l_1411 & uint32(2147483647);
const bool l_1414 = l_1413 == uint32(0);
if (l_1414) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1415 = l_1411 & uint32(2147483648);
const bool l_1416 = l_1415 != uint32(0);
if (l_1416) {
const uint32 l_1417 = l_1411 - uint32(1);
l_mut_94 = l_1417;
} else {
const bool l_1418 = l_1411 == uint32(2139095040);
if (l_1418) {
l_mut_94 = l_1411;
}
}
}
const float l_1419 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1420 = reinterpret_cast<uint32 const&>(l_1419);
const uint32 l_1421 = l_1420 & uint32(2147483647);
const float l_1422 = reinterpret_cast<float const&>(l_1421);
const double l_1423 = double(l_1422);
l_mut_715 = l_1423;
const bool l_1424 = l_1421 < uint32(8388608);
if (l_1424) {
const double l_1425 = double(l_1421);
const double l_1426 = l_1425 * double(1.401298464324817e-45);
l_mut_715 = l_1426;
}
const uint64 l_1427 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1428 = l_1420 >> uint32(31);
const uint64 l_1429 = uint64(l_1428);
const uint64 l_1430 = l_1429 << uint64(63);
const uint64 l_1431 = l_1427 | l_1430;
const double l_1432 = reinterpret_cast<double const&>(l_1431);
l_mut_1128 = l_1432;
}
}
}
const double l_1433 = l_1350 + l_1066;
const double l_1434 = l_1433 * double(7.1362384635298e44);
const double l_1435 = floor(l_1434);
const double l_1436 = l_1435 * double(1.401298464324817e-45);
l_mut_715 = l_1436;
const double l_1437 = abs(l_1433);
const bool l_1438 = l_1437 >= double(1.1754943508222875e-38);
if (l_1438) {
const float l_1439 = float(l_1433);
const double l_1440 = double(l_1439);
l_mut_715 = l_1440;
const bool l_1441 = l_mut_715 > l_1433;
if (l_1441) {
const uint32 l_1442 = reinterpret_cast<uint32 const&>(l_1439);
const uint32 l_1443 = l_1442 ^ uint32(2147483648);
const float l_1444 = reinterpret_cast<float const&>(l_1443);
const uint32 l_1445 = reinterpret_cast<uint32 const&>(l_1444);
const uint32 l_1446 = l_1445 + uint32(1);
l_mut_94 = l_1446;
const uint32 l_1447 = l_1445 & uint32(2147483647);
const bool l_1448 = l_1447 == uint32(0);
if (l_1448) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1449 = l_1445 & uint32(2147483648);
const bool l_1450 = l_1449 != uint32(0);
if (l_1450) {
const uint32 l_1451 = l_1445 - uint32(1);
l_mut_94 = l_1451;
} else {
const bool l_1452 = l_1445 == uint32(2139095040);
if (l_1452) {
l_mut_94 = l_1445;
}
}
}
const float l_1453 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1454 = reinterpret_cast<uint32 const&>(l_1453);
const uint32 l_1455 = l_1454 ^ uint32(2147483648);
const float l_1456 = reinterpret_cast<float const&>(l_1455);
const uint32 l_1457 = reinterpret_cast<uint32 const&>(l_1456);
const uint32 l_1458 = l_1457 & uint32(2147483647);
const float l_1459 = reinterpret_cast<float const&>(l_1458);
const double l_1460 = double(l_1459);
l_mut_42 = l_1460;
const bool l_1461 = l_1458 < uint32(8388608);
if (l_1461) {
const double l_1462 = double(l_1458);
const double l_1463 = l_1462 * double(1.401298464324817e-45);
l_mut_42 = l_1463;
}
const uint64 l_1464 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_1465 = l_1457 >> uint32(31);
const uint64 l_1466 = uint64(l_1465);
const uint64 l_1467 = l_1466 << uint64(63);
const uint64 l_1468 = l_1464 | l_1467;
const double l_1469 = reinterpret_cast<double const&>(l_1468);
l_mut_715 = l_1469;
} else {
const uint32 l_1470 = reinterpret_cast<uint32 const&>(l_1439);
const uint32 l_1471 = l_1470 + uint32(1);
l_mut_94 = l_1471;
const uint32 l_1472 = l_1470 & uint32(2147483647);
const bool l_1473 = l_1472 == uint32(0);
if (l_1473) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1474 = l_1470 & uint32(2147483648);
const bool l_1475 = l_1474 != uint32(0);
if (l_1475) {
const uint32 l_1476 = l_1470 - uint32(1);
l_mut_94 = l_1476;
} else {
const bool l_1477 = l_1470 == uint32(2139095040);
if (l_1477) {
l_mut_94 = l_1470;
}
}
}
const float l_1478 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1479 = reinterpret_cast<uint32 const&>(l_1478);
const uint32 l_1480 = l_1479 & uint32(2147483647);
const float l_1481 = reinterpret_cast<float const&>(l_1480);
const double l_1482 = double(l_1481);
l_mut_42 = l_1482;
const bool l_1483 = l_1480 < uint32(8388608);
if (l_1483) {
const double l_1484 = double(l_1480);
const double l_1485 = l_1484 * double(1.401298464324817e-45);
l_mut_42 = l_1485;
}
const uint64 l_1486 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_1487 = l_1479 >> uint32(31);
const uint64 l_1488 = uint64(l_1487);
const uint64 l_1489 = l_1488 << uint64(63);
const uint64 l_1490 = l_1486 | l_1489;
const double l_1491 = reinterpret_cast<double const&>(l_1490);
const bool l_1492 = l_1491 <= l_1433;
if (l_1492) {
const uint32 l_1493 = reinterpret_cast<uint32 const&>(l_1439);
const uint32 l_1494 = l_1493 + uint32(1);
l_mut_94 = l_1494;
const uint32 l_1495 = l_1493 & uint32(2147483647);
const bool l_1496 = l_1495 == uint32(0);
if (l_1496) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1497 = l_1493 & uint32(2147483648);
const bool l_1498 = l_1497 != uint32(0);
if (l_1498) {
const uint32 l_1499 = l_1493 - uint32(1);
l_mut_94 = l_1499;
} else {
const bool l_1500 = l_1493 == uint32(2139095040);
if (l_1500) {
l_mut_94 = l_1493;
}
}
}
const float l_1501 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1502 = reinterpret_cast<uint32 const&>(l_1501);
const uint32 l_1503 = l_1502 & uint32(2147483647);
const float l_1504 = reinterpret_cast<float const&>(l_1503);
const double l_1505 = double(l_1504);
l_mut_42 = l_1505;
const bool l_1506 = l_1503 < uint32(8388608);
if (l_1506) {
const double l_1507 = double(l_1503);
const double l_1508 = l_1507 * double(1.401298464324817e-45);
l_mut_42 = l_1508;
}
const uint64 l_1509 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_1510 = l_1502 >> uint32(31);
const uint64 l_1511 = uint64(l_1510);
const uint64 l_1512 = l_1511 << uint64(63);
const uint64 l_1513 = l_1509 | l_1512;
const double l_1514 = reinterpret_cast<double const&>(l_1513);
l_mut_715 = l_1514;
}
}
}
const bool l_1515 = l_mut_1128 == l_mut_715;
const bool l_1516 = !l_1515;
if (l_1516) {
l_arr_1063[uint32(0)] = uint32(0);
}
const double l_1517 = -l_1350;
const double l_1518 = l_1517 * double(7.1362384635298e44);
const double l_1519 = floor(l_1518);
const double l_1520 = l_1519 * double(1.401298464324817e-45);
l_mut_1128 = l_1520;
const double l_1521 = abs(l_1517);
const bool l_1522 = l_1521 >= double(1.1754943508222875e-38);
if (l_1522) {
const float l_1523 = float(l_1517);
const double l_1524 = double(l_1523);
l_mut_1128 = l_1524;
const bool l_1525 = l_mut_1128 > l_1517;
if (l_1525) {
const uint32 l_1526 = reinterpret_cast<uint32 const&>(l_1523);
const uint32 l_1527 = l_1526 ^ uint32(2147483648);
const float l_1528 = reinterpret_cast<float const&>(l_1527);
const uint32 l_1529 = reinterpret_cast<uint32 const&>(l_1528);
const uint32 l_1530 = l_1529 + uint32(1);
l_mut_94 = l_1530;
const uint32 l_1531 = l_1529 & uint32(2147483647);
const bool l_1532 = l_1531 == uint32(0);
if (l_1532) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1533 = l_1529 & uint32(2147483648);
const bool l_1534 = l_1533 != uint32(0);
if (l_1534) {
const uint32 l_1535 = l_1529 - uint32(1);
l_mut_94 = l_1535;
} else {
const bool l_1536 = l_1529 == uint32(2139095040);
if (l_1536) {
l_mut_94 = l_1529;
}
}
}
const float l_1537 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1538 = reinterpret_cast<uint32 const&>(l_1537);
const uint32 l_1539 = l_1538 ^ uint32(2147483648);
const float l_1540 = reinterpret_cast<float const&>(l_1539);
const uint32 l_1541 = reinterpret_cast<uint32 const&>(l_1540);
const uint32 l_1542 = l_1541 & uint32(2147483647);
const float l_1543 = reinterpret_cast<float const&>(l_1542);
const double l_1544 = double(l_1543);
l_mut_715 = l_1544;
const bool l_1545 = l_1542 < uint32(8388608);
if (l_1545) {
const double l_1546 = double(l_1542);
const double l_1547 = l_1546 * double(1.401298464324817e-45);
l_mut_715 = l_1547;
}
const uint64 l_1548 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1549 = l_1541 >> uint32(31);
const uint64 l_1550 = uint64(l_1549);
const uint64 l_1551 = l_1550 << uint64(63);
const uint64 l_1552 = l_1548 | l_1551;
const double l_1553 = reinterpret_cast<double const&>(l_1552);
l_mut_1128 = l_1553;
} else {
const uint32 l_1554 = reinterpret_cast<uint32 const&>(l_1523);
const uint32 l_1555 = l_1554 + uint32(1);
l_mut_94 = l_1555;
const uint32 l_1556 = l_1554 & uint32(2147483647);
const bool l_1557 = l_1556 == uint32(0);
if (l_1557) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1558 = l_1554 & uint32(2147483648);
const bool l_1559 = l_1558 != uint32(0);
if (l_1559) {
const uint32 l_1560 = l_1554 - uint32(1);
l_mut_94 = l_1560;
} else {
const bool l_1561 = l_1554 == uint32(2139095040);
if (l_1561) {
l_mut_94 = l_1554;
}
}
}
const float l_1562 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1563 = reinterpret_cast<uint32 const&>(l_1562);
const uint32 l_1564 = l_1563 & uint32(2147483647);
const float l_1565 = reinterpret_cast<float const&>(l_1564);
const double l_1566 = double(l_1565);
l_mut_715 = l_1566;
const bool l_1567 = l_1564 < uint32(8388608);
if (l_1567) {
const double l_1568 = double(l_1564);
const double l_1569 = l_1568 * double(1.401298464324817e-45);
l_mut_715 = l_1569;
}
const uint64 l_1570 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1571 = l_1563 >> uint32(31);
const uint64 l_1572 = uint64(l_1571);
const uint64 l_1573 = l_1572 << uint64(63);
const uint64 l_1574 = l_1570 | l_1573;
const double l_1575 = reinterpret_cast<double const&>(l_1574);
const bool l_1576 = l_1575 <= l_1517;
if (l_1576) {
const uint32 l_1577 = reinterpret_cast<uint32 const&>(l_1523);
const uint32 l_1578 = l_1577 + uint32(1);
l_mut_94 = l_1578;
const uint32 l_1579 = l_1577 & uint32(2147483647);
const bool l_1580 = l_1579 == uint32(0);
if (l_1580) {
l_mut_94 = uint32(1);
} else {
const uint32 l_1581 = l_1577 & uint32(2147483648);
const bool l_1582 = l_1581 != uint32(0);
if (l_1582) {
const uint32 l_1583 = l_1577 - uint32(1);
l_mut_94 = l_1583;
} else {
const bool l_1584 = l_1577 == uint32(2139095040);
if (l_1584) {
l_mut_94 = l_1577;
}
}
}
const float l_1585 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_1586 = reinterpret_cast<uint32 const&>(l_1585);
const uint32 l_1587 = l_1586 & uint32(2147483647);
const float l_1588 = reinterpret_cast<float const&>(l_1587);
const double l_1589 = double(l_1588);
l_mut_715 = l_1589;
const bool l_1590 = l_1587 < uint32(8388608);
if (l_1590) {
const double l_1591 = double(l_1587);
const double l_1592 = l_1591 * double(1.401298464324817e-45);
l_mut_715 = l_1592;
}
const uint64 l_1593 = reinterpret_cast<uint64 const&>(l_mut_715);
const uint32 l_1594 = l_1586 >> uint32(31);
const uint64 l_1595 = uint64(l_1594);
const uint64 l_1596 = l_1595 << uint64(63);
const uint64 l_1597 = l_1593 | l_1596;
const double l_1598 = reinterpret_cast<double const&>(l_1597);
l_mut_1128 = l_1598;
}
}
}
const double l_1599 = -l_mut_1128;
l_mut_1211 = l_1599;
}
l_mut_94 = uint32(0);
const bool l_1600 = l_mut_65 <= double(0.0);
const bool l_1601 = l_mut_1211 >= double(0.0);
const bool l_1602 = l_1600 && l_1601;
const bool l_1603 = !l_1602;
if (l_1603) {
const double l_1604 = double(1.0) / l_mut_1211;
const double l_1605 = double(1.0) / l_mut_65;
const double l_1606 = abs(l_1604);
const double l_1607 = l_1606 * double(1.4551915228366852e-11);
const double l_1608 = abs(l_1605);
const double l_1609 = l_1608 * double(1.4551915228366852e-11);
const double l_1610 = l_1604 - l_1607;
const double l_1611 = abs(l_1610);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1612 = l_1611 >= double(1.1754943508222875e-38);
const bool l_1613 = l_1611 <= double(1.7976931348623157e308);
const bool l_1614 = l_1612 && l_1613;
if (l_1614) {
const uint64 l_1615 = reinterpret_cast<uint64 const&>(l_1611);
const uint64 l_1616 = l_1615 >> uint64(52);
const uint64 l_1617 = l_1616 - uint64(23);
const uint64 l_1618 = l_1617 << uint64(52);
const double l_1619 = reinterpret_cast<double const&>(l_1618);
l_mut_1211 = l_1619;
}
const double l_1620 = l_1604 + l_1607;
const double l_1621 = abs(l_1620);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_1622 = l_1621 >= double(1.1754943508222875e-38);
const bool l_1623 = l_1621 <= double(1.7976931348623157e308);
const bool l_1624 = l_1622 && l_1623;
if (l_1624) {
const uint64 l_1625 = reinterpret_cast<uint64 const&>(l_1621);
const uint64 l_1626 = l_1625 >> uint64(52);
const uint64 l_1627 = l_1626 - uint64(23);
const uint64 l_1628 = l_1627 << uint64(52);
const double l_1629 = reinterpret_cast<double const&>(l_1628);
l_mut_1128 = l_1629;
}
const bool l_1630 = l_mut_1211 == l_mut_1128;
const bool l_1631 = !l_1630;
const double l_1632 = l_1605 - l_1609;
const double l_1633 = abs(l_1632);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1634 = l_1633 >= double(1.1754943508222875e-38);
const bool l_1635 = l_1633 <= double(1.7976931348623157e308);
const bool l_1636 = l_1634 && l_1635;
if (l_1636) {
const uint64 l_1637 = reinterpret_cast<uint64 const&>(l_1633);
const uint64 l_1638 = l_1637 >> uint64(52);
const uint64 l_1639 = l_1638 - uint64(23);
const uint64 l_1640 = l_1639 << uint64(52);
const double l_1641 = reinterpret_cast<double const&>(l_1640);
l_mut_1211 = l_1641;
}
const double l_1642 = l_1605 + l_1609;
const double l_1643 = abs(l_1642);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_1644 = l_1643 >= double(1.1754943508222875e-38);
const bool l_1645 = l_1643 <= double(1.7976931348623157e308);
const bool l_1646 = l_1644 && l_1645;
if (l_1646) {
const uint64 l_1647 = reinterpret_cast<uint64 const&>(l_1643);
const uint64 l_1648 = l_1647 >> uint64(52);
const uint64 l_1649 = l_1648 - uint64(23);
const uint64 l_1650 = l_1649 << uint64(52);
const double l_1651 = reinterpret_cast<double const&>(l_1650);
l_mut_1128 = l_1651;
}
const bool l_1652 = l_mut_1211 == l_mut_1128;
const bool l_1653 = !l_1652;
const bool l_1654 = l_1631 || l_1653;
if (l_1654) {
l_arr_1063[uint32(0)] = uint32(0);
}
const double l_1655 = abs(l_1604);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1656 = l_1655 >= double(1.1754943508222875e-38);
const bool l_1657 = l_1655 <= double(1.7976931348623157e308);
const bool l_1658 = l_1656 && l_1657;
if (l_1658) {
const uint64 l_1659 = reinterpret_cast<uint64 const&>(l_1655);
const uint64 l_1660 = l_1659 >> uint64(52);
const uint64 l_1661 = l_1660 - uint64(23);
const uint64 l_1662 = l_1661 << uint64(52);
const double l_1663 = reinterpret_cast<double const&>(l_1662);
l_mut_1211 = l_1663;
}
const double l_1664 = l_23 * l_mut_1211;
const double l_1665 = l_1604 - l_1664;
const double l_1666 = abs(l_1605);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1667 = l_1666 >= double(1.1754943508222875e-38);
const bool l_1668 = l_1666 <= double(1.7976931348623157e308);
const bool l_1669 = l_1667 && l_1668;
if (l_1669) {
const uint64 l_1670 = reinterpret_cast<uint64 const&>(l_1666);
const uint64 l_1671 = l_1670 >> uint64(52);
const uint64 l_1672 = l_1671 - uint64(23);
const uint64 l_1673 = l_1672 << uint64(52);
const double l_1674 = reinterpret_cast<double const&>(l_1673);
l_mut_1211 = l_1674;
}
const double l_1675 = l_23 * l_mut_1211;
const double l_1676 = l_1605 + l_1675;
const uint32 l_1677 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1678 = l_1677 & uint32(2147483647);
const float l_1679 = reinterpret_cast<float const&>(l_1678);
const double l_1680 = double(l_1679);
l_mut_1211 = l_1680;
const bool l_1681 = l_1678 < uint32(8388608);
if (l_1681) {
const double l_1682 = double(l_1678);
const double l_1683 = l_1682 * double(1.401298464324817e-45);
l_mut_1211 = l_1683;
}
const uint64 l_1684 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1685 = l_1677 >> uint32(31);
const uint64 l_1686 = uint64(l_1685);
const uint64 l_1687 = l_1686 << uint64(63);
const uint64 l_1688 = l_1684 | l_1687;
const double l_1689 = reinterpret_cast<double const&>(l_1688);
const uint32 l_1690 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1691 = l_1690 + uint32(1);
l_mut_52 = l_1691;
const uint32 l_1692 = l_1690 & uint32(2147483647);
const bool l_1693 = l_1692 == uint32(0);
if (l_1693) {
l_mut_52 = uint32(1);
} else {
const uint32 l_1694 = l_1690 & uint32(2147483648);
const bool l_1695 = l_1694 != uint32(0);
if (l_1695) {
const uint32 l_1696 = l_1690 - uint32(1);
l_mut_52 = l_1696;
} else {
const bool l_1697 = l_1690 == uint32(2139095040);
if (l_1697) {
l_mut_52 = l_1690;
}
}
}
const float l_1698 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_1699 = reinterpret_cast<uint32 const&>(l_1698);
const uint32 l_1700 = l_1699 & uint32(2147483647);
const float l_1701 = reinterpret_cast<float const&>(l_1700);
const double l_1702 = double(l_1701);
l_mut_1211 = l_1702;
const bool l_1703 = l_1700 < uint32(8388608);
if (l_1703) {
const double l_1704 = double(l_1700);
const double l_1705 = l_1704 * double(1.401298464324817e-45);
l_mut_1211 = l_1705;
}
const uint64 l_1706 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1707 = l_1699 >> uint32(31);
const uint64 l_1708 = uint64(l_1707);
const uint64 l_1709 = l_1708 << uint64(63);
const uint64 l_1710 = l_1706 | l_1709;
const double l_1711 = reinterpret_cast<double const&>(l_1710);
const uint32 l_1712 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1713 = l_1712 ^ uint32(2147483648);
const float l_1714 = reinterpret_cast<float const&>(l_1713);
const uint32 l_1715 = reinterpret_cast<uint32 const&>(l_1714);
const uint32 l_1716 = l_1715 + uint32(1);
l_mut_52 = l_1716;
const uint32 l_1717 = l_1715 & uint32(2147483647);
const bool l_1718 = l_1717 == uint32(0);
if (l_1718) {
l_mut_52 = uint32(1);
} else {
const uint32 l_1719 = l_1715 & uint32(2147483648);
const bool l_1720 = l_1719 != uint32(0);
if (l_1720) {
const uint32 l_1721 = l_1715 - uint32(1);
l_mut_52 = l_1721;
} else {
const bool l_1722 = l_1715 == uint32(2139095040);
if (l_1722) {
l_mut_52 = l_1715;
}
}
}
const float l_1723 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_1724 = reinterpret_cast<uint32 const&>(l_1723);
const uint32 l_1725 = l_1724 ^ uint32(2147483648);
const float l_1726 = reinterpret_cast<float const&>(l_1725);
const uint32 l_1727 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1728 = l_1727 & uint32(2147483647);
const float l_1729 = reinterpret_cast<float const&>(l_1728);
const double l_1730 = double(l_1729);
l_mut_1211 = l_1730;
const bool l_1731 = l_1728 < uint32(8388608);
if (l_1731) {
const double l_1732 = double(l_1728);
const double l_1733 = l_1732 * double(1.401298464324817e-45);
l_mut_1211 = l_1733;
}
const uint64 l_1734 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1735 = l_1727 >> uint32(31);
const uint64 l_1736 = uint64(l_1735);
const uint64 l_1737 = l_1736 << uint64(63);
const uint64 l_1738 = l_1734 | l_1737;
const double l_1739 = reinterpret_cast<double const&>(l_1738);
const double l_1740 = l_1665 + l_1607;
const bool l_1741 = l_1740 <= l_1689;
l_mut_154 = l_1741;
const double l_1742 = l_1665 - l_1607;
const bool l_1743 = l_1742 > l_1689;
l_mut_151 = l_1743;
const double l_1744 = l_1676 - l_1609;
const bool l_1745 = l_1744 >= l_1689;
l_mut_148 = l_1745;
const double l_1746 = l_1676 + l_1609;
const bool l_1747 = l_1746 < l_1689;
l_mut_145 = l_1747;
if (l_13) {
const double l_1748 = l_1665 + l_1607;
const bool l_1749 = l_1748 < l_1711;
l_mut_154 = l_1749;
const double l_1750 = l_1665 - l_1607;
const bool l_1751 = l_1750 >= l_1711;
l_mut_151 = l_1751;
const double l_1752 = l_1676 - l_1609;
const bool l_1753 = l_1752 > l_1739;
l_mut_148 = l_1753;
const double l_1754 = l_1676 + l_1609;
const bool l_1755 = l_1754 <= l_1739;
l_mut_145 = l_1755;
}
l_mut_52 = uint32(2);
const bool l_1756 = l_mut_151 || l_mut_145;
if (l_1756) {
l_mut_52 = uint32(1);
} else {
const bool l_1757 = l_mut_154 && l_mut_148;
if (l_1757) {
l_mut_52 = uint32(0);
}
}
const uint32 l_1758 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1759 = l_1758 & uint32(2147483647);
const bool l_1760 = l_1759 == uint32(0);
if (l_1760) {
const double l_1761 = l_1665 + l_1607;
const bool l_1762 = l_1761 < double(1.1754943508222875e-38);
const double l_1763 = l_1676 - l_1609;
const bool l_1764 = l_1763 > double(-1.1754943508222875e-38);
const bool l_1765 = l_1762 && l_1764;
const double l_1766 = l_1665 - l_1607;
const bool l_1767 = l_1766 < double(1.1754943508222875e-38);
const double l_1768 = l_1676 + l_1609;
const bool l_1769 = l_1768 > double(-1.1754943508222875e-38);
const bool l_1770 = l_1767 && l_1769;
if (l_1765) {
l_mut_52 = uint32(0);
} else {
const bool l_1771 = l_mut_52 == uint32(1);
const bool l_1772 = l_1770 && l_1771;
if (l_1772) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
const uint32 l_1773 = l_arr_1063[uint32(0)];
const bool l_1774 = l_1773 == uint32(0);
if (l_1774) {
l_mut_94 = uint32(2);
}
l_mut_35 = l_mut_94;
} else {
const bool l_1775 = l_9 == uint32(10);
if (l_1775) {
const double l_1776 = sqrt(l_31);
const double l_1777 = double(1.0) / l_1776;
const double l_1778 = l_1777 * double(1.4551915228366852e-11);
const double l_1779 = abs(l_1777);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1780 = l_1779 >= double(1.1754943508222875e-38);
const bool l_1781 = l_1779 <= double(1.7976931348623157e308);
const bool l_1782 = l_1780 && l_1781;
if (l_1782) {
const uint64 l_1783 = reinterpret_cast<uint64 const&>(l_1779);
const uint64 l_1784 = l_1783 >> uint64(52);
const uint64 l_1785 = l_1784 - uint64(23);
const uint64 l_1786 = l_1785 << uint64(52);
const double l_1787 = reinterpret_cast<double const&>(l_1786);
l_mut_1211 = l_1787;
}
const double l_1788 = l_20 * l_mut_1211;
const double l_1789 = l_1777 - l_1788;
const double l_1790 = l_31 * l_1789;
const double l_1791 = l_20 * l_mut_1211;
const double l_1792 = l_1777 + l_1791;
const double l_1793 = l_31 * l_1792;
l_mut_94 = uint32(2);
const double l_1794 = l_1777 - l_1778;
const double l_1795 = abs(l_1794);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_1796 = l_1795 >= double(1.1754943508222875e-38);
const bool l_1797 = l_1795 <= double(1.7976931348623157e308);
const bool l_1798 = l_1796 && l_1797;
if (l_1798) {
const uint64 l_1799 = reinterpret_cast<uint64 const&>(l_1795);
const uint64 l_1800 = l_1799 >> uint64(52);
const uint64 l_1801 = l_1800 - uint64(23);
const uint64 l_1802 = l_1801 << uint64(52);
const double l_1803 = reinterpret_cast<double const&>(l_1802);
l_mut_1211 = l_1803;
}
const double l_1804 = l_1777 + l_1778;
const double l_1805 = abs(l_1804);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_1806 = l_1805 >= double(1.1754943508222875e-38);
const bool l_1807 = l_1805 <= double(1.7976931348623157e308);
const bool l_1808 = l_1806 && l_1807;
if (l_1808) {
const uint64 l_1809 = reinterpret_cast<uint64 const&>(l_1805);
const uint64 l_1810 = l_1809 >> uint64(52);
const uint64 l_1811 = l_1810 - uint64(23);
const uint64 l_1812 = l_1811 << uint64(52);
const double l_1813 = reinterpret_cast<double const&>(l_1812);
l_mut_1128 = l_1813;
}
const bool l_1814 = l_mut_1211 == l_mut_1128;
if (l_1814) {
const double l_1815 = abs(l_1790);
const double l_1816 = l_1815 * double(1.4551915228366852e-11);
const double l_1817 = abs(l_1793);
const double l_1818 = l_1817 * double(1.4551915228366852e-11);
const uint32 l_1819 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1820 = l_1819 & uint32(2147483647);
const float l_1821 = reinterpret_cast<float const&>(l_1820);
const double l_1822 = double(l_1821);
l_mut_1211 = l_1822;
const bool l_1823 = l_1820 < uint32(8388608);
if (l_1823) {
const double l_1824 = double(l_1820);
const double l_1825 = l_1824 * double(1.401298464324817e-45);
l_mut_1211 = l_1825;
}
const uint64 l_1826 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1827 = l_1819 >> uint32(31);
const uint64 l_1828 = uint64(l_1827);
const uint64 l_1829 = l_1828 << uint64(63);
const uint64 l_1830 = l_1826 | l_1829;
const double l_1831 = reinterpret_cast<double const&>(l_1830);
const uint32 l_1832 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1833 = l_1832 + uint32(1);
l_mut_52 = l_1833;
const uint32 l_1834 = l_1832 & uint32(2147483647);
const bool l_1835 = l_1834 == uint32(0);
if (l_1835) {
l_mut_52 = uint32(1);
} else {
const uint32 l_1836 = l_1832 & uint32(2147483648);
const bool l_1837 = l_1836 != uint32(0);
if (l_1837) {
const uint32 l_1838 = l_1832 - uint32(1);
l_mut_52 = l_1838;
} else {
const bool l_1839 = l_1832 == uint32(2139095040);
if (l_1839) {
l_mut_52 = l_1832;
}
}
}
const float l_1840 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_1841 = reinterpret_cast<uint32 const&>(l_1840);
const uint32 l_1842 = l_1841 & uint32(2147483647);
const float l_1843 = reinterpret_cast<float const&>(l_1842);
const double l_1844 = double(l_1843);
l_mut_1211 = l_1844;
const bool l_1845 = l_1842 < uint32(8388608);
if (l_1845) {
const double l_1846 = double(l_1842);
const double l_1847 = l_1846 * double(1.401298464324817e-45);
l_mut_1211 = l_1847;
}
const uint64 l_1848 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1849 = l_1841 >> uint32(31);
const uint64 l_1850 = uint64(l_1849);
const uint64 l_1851 = l_1850 << uint64(63);
const uint64 l_1852 = l_1848 | l_1851;
const double l_1853 = reinterpret_cast<double const&>(l_1852);
const uint32 l_1854 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1855 = l_1854 ^ uint32(2147483648);
const float l_1856 = reinterpret_cast<float const&>(l_1855);
const uint32 l_1857 = reinterpret_cast<uint32 const&>(l_1856);
const uint32 l_1858 = l_1857 + uint32(1);
l_mut_52 = l_1858;
const uint32 l_1859 = l_1857 & uint32(2147483647);
const bool l_1860 = l_1859 == uint32(0);
if (l_1860) {
l_mut_52 = uint32(1);
} else {
const uint32 l_1861 = l_1857 & uint32(2147483648);
const bool l_1862 = l_1861 != uint32(0);
if (l_1862) {
const uint32 l_1863 = l_1857 - uint32(1);
l_mut_52 = l_1863;
} else {
const bool l_1864 = l_1857 == uint32(2139095040);
if (l_1864) {
l_mut_52 = l_1857;
}
}
}
const float l_1865 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_1866 = reinterpret_cast<uint32 const&>(l_1865);
const uint32 l_1867 = l_1866 ^ uint32(2147483648);
const float l_1868 = reinterpret_cast<float const&>(l_1867);
const uint32 l_1869 = reinterpret_cast<uint32 const&>(l_1868);
const uint32 l_1870 = l_1869 & uint32(2147483647);
const float l_1871 = reinterpret_cast<float const&>(l_1870);
const double l_1872 = double(l_1871);
l_mut_1211 = l_1872;
const bool l_1873 = l_1870 < uint32(8388608);
if (l_1873) {
const double l_1874 = double(l_1870);
const double l_1875 = l_1874 * double(1.401298464324817e-45);
l_mut_1211 = l_1875;
}
const uint64 l_1876 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1877 = l_1869 >> uint32(31);
const uint64 l_1878 = uint64(l_1877);
const uint64 l_1879 = l_1878 << uint64(63);
const uint64 l_1880 = l_1876 | l_1879;
const double l_1881 = reinterpret_cast<double const&>(l_1880);
const double l_1882 = l_1790 + l_1816;
const bool l_1883 = l_1882 <= l_1831;
l_mut_154 = l_1883;
const double l_1884 = l_1790 - l_1816;
const bool l_1885 = l_1884 > l_1831;
l_mut_151 = l_1885;
const double l_1886 = l_1793 - l_1818;
const bool l_1887 = l_1886 >= l_1831;
l_mut_148 = l_1887;
const double l_1888 = l_1793 + l_1818;
const bool l_1889 = l_1888 < l_1831;
l_mut_145 = l_1889;
const double l_1890 = l_1790 + l_1816;
const bool l_1891 = l_1890 < l_1853;
l_mut_154 = l_1891;
const double l_1892 = l_1790 - l_1816;
const bool l_1893 = l_1892 >= l_1853;
l_mut_151 = l_1893;
const double l_1894 = l_1793 - l_1818;
const bool l_1895 = l_1894 > l_1881;
l_mut_148 = l_1895;
const double l_1896 = l_1793 + l_1818;
const bool l_1897 = l_1896 <= l_1881;
l_mut_145 = l_1897;
l_mut_52 = uint32(2);
const bool l_1898 = l_mut_151 || l_mut_145;
if (l_1898) {
l_mut_52 = uint32(1);
} else {
const bool l_1899 = l_mut_154 && l_mut_148;
if (l_1899) {
l_mut_52 = uint32(0);
}
}
const uint32 l_1900 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_1901 = l_1900 & uint32(2147483647);
const bool l_1902 = l_1901 == uint32(0);
if (l_1902) {
const double l_1903 = l_1790 + l_1816;
const bool l_1904 = l_1903 < double(1.1754943508222875e-38);
const double l_1905 = l_1793 - l_1818;
const bool l_1906 = l_1905 > double(-1.1754943508222875e-38);
const bool l_1907 = l_1904 && l_1906;
const double l_1908 = l_1790 - l_1816;
const bool l_1909 = l_1908 < double(1.1754943508222875e-38);
const double l_1910 = l_1793 + l_1818;
const bool l_1911 = l_1910 > double(-1.1754943508222875e-38);
const bool l_1912 = l_1909 && l_1911;
if (l_1907) {
l_mut_52 = uint32(0);
} else {
const bool l_1913 = l_mut_52 == uint32(1);
const bool l_1914 = l_1912 && l_1913;
if (l_1914) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_35 = l_mut_94;
} else {
const bool l_1915 = l_9 == uint32(11);
const bool l_1916 = l_9 == uint32(12);
const bool l_1917 = l_1915 || l_1916;
if (l_1917) {
l_mut_35 = uint32(0);
const bool l_1918 = l_32 <= l_26;
const bool l_1919 = l_9 == uint32(11);
const bool l_1920 = l_1918 && l_1919;
if (l_1920) {
const float l_1921 = float(l_31);
const uint32 l_1922 = reinterpret_cast<uint32 const&>(l_1921);
const uint32 l_1923 = l_1922 & uint32(2147483647);
const float l_1924 = reinterpret_cast<float const&>(l_1923);
const double l_1925 = double(l_1924);
l_mut_1211 = l_1925;
const bool l_1926 = l_1923 < uint32(8388608);
if (l_1926) {
const double l_1927 = double(l_1923);
const double l_1928 = l_1927 * double(1.401298464324817e-45);
l_mut_1211 = l_1928;
}
const uint64 l_1929 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_1930 = l_1922 >> uint32(31);
const uint64 l_1931 = uint64(l_1930);
const uint64 l_1932 = l_1931 << uint64(63);
const uint64 l_1933 = l_1929 | l_1932;
const double l_1934 = reinterpret_cast<double const&>(l_1933);
const double l_1935 = abs(l_1934);
l_mut_1211 = l_1935;
l_mut_94 = uint32(0);
const bool l_1936 = l_1935 >= double(0.785);
if (l_1936) {
const double l_1937 = l_1935 * double(0.6366197723675814);
const double l_1938 = l_1937 + double(0.5);
const double l_1939 = floor(l_1938);
const double l_1940 = l_1939 * double(1.570796325802803);
const double l_1941 = l_1935 - l_1940;
const double l_1942 = l_1941 * l_4;
const double l_1943 = l_1939 * double(9.920935796805404e-10);
const double l_1944 = l_1942 - l_1943;
l_mut_1211 = l_1944;
const uint32 l_1945 = uint32(l_1939);
l_mut_94 = l_1945;
}
const uint32 l_1946 = reinterpret_cast<uint32 const&>(l_1921);
const bool l_1947 = l_1946 >= uint32(2147483648);
const double l_1948 = l_mut_1211 * l_mut_1211;
const double l_1949 = l_1948 * double(1.9572941063391263e-20);
const double l_1950 = double(8.22063524662433e-18) - l_1949;
l_mut_1128 = l_1950;
const double l_1951 = l_mut_1128 * l_1948;
const double l_1952 = l_1951 - double(2.8114572543455206e-15);
l_mut_1128 = l_1952;
const double l_1953 = l_mut_1128 * l_1948;
const double l_1954 = l_1953 + double(7.647163731819816e-13);
l_mut_1128 = l_1954;
const double l_1955 = l_mut_1128 * l_1948;
const double l_1956 = l_1955 - double(1.6059043836821613e-10);
l_mut_1128 = l_1956;
const double l_1957 = l_mut_1128 * l_1948;
const double l_1958 = l_1957 + double(2.505210838544172e-8);
l_mut_1128 = l_1958;
const double l_1959 = l_mut_1128 * l_1948;
const double l_1960 = l_1959 - double(2.7557319223985893e-6);
l_mut_1128 = l_1960;
const double l_1961 = l_mut_1128 * l_1948;
const double l_1962 = l_1961 + double(0.0001984126984126984);
l_mut_1128 = l_1962;
const double l_1963 = l_mut_1128 * l_1948;
const double l_1964 = l_1963 - double(0.008333333333333333);
l_mut_1128 = l_1964;
const double l_1965 = l_mut_1128 * l_1948;
const double l_1966 = l_1965 + double(0.16666666666666666);
l_mut_1128 = l_1966;
const double l_1967 = double(0.5) * l_1948;
const double l_1968 = double(1.0) - l_1967;
const double l_1969 = double(0.0) * l_1968;
const double l_1970 = l_mut_1211 * l_1948;
const double l_1971 = l_1970 * l_mut_1128;
const double l_1972 = l_1969 - l_1971;
const double l_1973 = l_mut_1211 + l_1972;
const double l_1974 = l_mut_1211 * l_mut_1211;
const double l_1975 = l_1974 * double(4.110317623312165e-19);
const double l_1976 = l_1975 - double(1.5619206968586225e-16);
l_mut_1128 = l_1976;
const double l_1977 = l_mut_1128 * l_1974;
const double l_1978 = l_1977 + double(4.779477332387385e-14);
l_mut_1128 = l_1978;
const double l_1979 = l_mut_1128 * l_1974;
const double l_1980 = l_1979 - double(1.1470745597729725e-11);
l_mut_1128 = l_1980;
const double l_1981 = l_mut_1128 * l_1974;
const double l_1982 = l_1981 + double(2.08767569878681e-9);
l_mut_1128 = l_1982;
const double l_1983 = l_mut_1128 * l_1974;
const double l_1984 = l_1983 - double(2.755731922398589e-7);
l_mut_1128 = l_1984;
const double l_1985 = l_mut_1128 * l_1974;
const double l_1986 = l_1985 + double(2.48015873015873e-5);
l_mut_1128 = l_1986;
const double l_1987 = l_mut_1128 * l_1974;
const double l_1988 = l_1987 - double(0.001388888888888889);
l_mut_1128 = l_1988;
const double l_1989 = l_mut_1128 * l_1974;
const double l_1990 = l_1989 + double(0.041666666666666664);
l_mut_1128 = l_1990;
const double l_1991 = double(0.5) * l_1974;
const double l_1992 = double(1.0) - l_1991;
const double l_1993 = l_1974 * l_1974;
const double l_1994 = l_1993 * l_mut_1128;
const double l_1995 = double(0.0) * l_mut_1211;
const double l_1996 = l_1994 - l_1995;
const double l_1997 = l_1992 + l_1996;
const uint32 l_1998 = l_mut_94 & uint32(1);
const bool l_1999 = l_1998 == uint32(1);
l_mut_1211 = l_1973;
const uint32 l_2000 = l_mut_94 & uint32(2);
const bool l_2001 = l_2000 != uint32(0);
l_mut_154 = l_2001;
const bool l_2002 = uint32(6) == uint32(6);
if (l_2002) {
if (l_1999) {
l_mut_1211 = l_1997;
}
} else {
const bool l_2003 = uint32(6) == uint32(7);
if (l_2003) {
l_mut_1211 = l_1997;
if (l_1999) {
l_mut_1211 = l_1973;
}
const uint32 l_2004 = l_mut_94 + uint32(1);
const uint32 l_2005 = l_2004 & uint32(2);
const bool l_2006 = l_2005 != uint32(0);
l_mut_154 = l_2006;
} else {
const double l_2007 = l_1973 / l_1997;
l_mut_1211 = l_2007;
if (l_1999) {
const double l_2008 = l_1997 / l_1973;
l_mut_1211 = l_2008;
}
l_mut_154 = l_1999;
}
}
const bool l_2009 = uint32(6) != uint32(7);
const bool l_2010 = l_2009 && l_1947;
if (l_2010) {
const bool l_2011 = !l_mut_154;
l_mut_154 = l_2011;
}
if (l_mut_154) {
const double l_2012 = -l_mut_1211;
l_mut_1211 = l_2012;
}
const float l_2013 = float(l_31);
const uint32 l_2014 = reinterpret_cast<uint32 const&>(l_2013);
const uint32 l_2015 = l_2014 & uint32(2147483647);
const float l_2016 = reinterpret_cast<float const&>(l_2015);
const double l_2017 = double(l_2016);
l_mut_1128 = l_2017;
const bool l_2018 = l_2015 < uint32(8388608);
if (l_2018) {
const double l_2019 = double(l_2015);
const double l_2020 = l_2019 * double(1.401298464324817e-45);
l_mut_1128 = l_2020;
}
const uint64 l_2021 = reinterpret_cast<uint64 const&>(l_mut_1128);
const uint32 l_2022 = l_2014 >> uint32(31);
const uint64 l_2023 = uint64(l_2022);
const uint64 l_2024 = l_2023 << uint64(63);
const uint64 l_2025 = l_2021 | l_2024;
const double l_2026 = reinterpret_cast<double const&>(l_2025);
const double l_2027 = abs(l_2026);
l_mut_1128 = l_2027;
l_mut_94 = uint32(0);
const bool l_2028 = l_2027 >= double(0.785);
if (l_2028) {
const double l_2029 = l_2027 * double(0.6366197723675814);
const double l_2030 = l_2029 + double(0.5);
const double l_2031 = floor(l_2030);
const double l_2032 = l_2031 * double(1.570796325802803);
const double l_2033 = l_2027 - l_2032;
const double l_2034 = l_2033 * l_4;
const double l_2035 = l_2031 * double(9.920935796805404e-10);
const double l_2036 = l_2034 - l_2035;
l_mut_1128 = l_2036;
const uint32 l_2037 = uint32(l_2031);
l_mut_94 = l_2037;
}
const uint32 l_2038 = reinterpret_cast<uint32 const&>(l_2013);
const bool l_2039 = l_2038 >= uint32(2147483648);
const double l_2040 = l_mut_1128 * l_mut_1128;
const double l_2041 = l_2040 * double(1.9572941063391263e-20);
const double l_2042 = double(8.22063524662433e-18) - l_2041;
l_mut_715 = l_2042;
const double l_2043 = l_mut_715 * l_2040;
const double l_2044 = l_2043 - double(2.8114572543455206e-15);
l_mut_715 = l_2044;
const double l_2045 = l_mut_715 * l_2040;
const double l_2046 = l_2045 + double(7.647163731819816e-13);
l_mut_715 = l_2046;
const double l_2047 = l_mut_715 * l_2040;
const double l_2048 = l_2047 - double(1.6059043836821613e-10);
l_mut_715 = l_2048;
const double l_2049 = l_mut_715 * l_2040;
const double l_2050 = l_2049 + double(2.505210838544172e-8);
l_mut_715 = l_2050;
const double l_2051 = l_mut_715 * l_2040;
const double l_2052 = l_2051 - double(2.7557319223985893e-6);
l_mut_715 = l_2052;
const double l_2053 = l_mut_715 * l_2040;
const double l_2054 = l_2053 + double(0.0001984126984126984);
l_mut_715 = l_2054;
const double l_2055 = l_mut_715 * l_2040;
const double l_2056 = l_2055 - double(0.008333333333333333);
l_mut_715 = l_2056;
const double l_2057 = l_mut_715 * l_2040;
const double l_2058 = l_2057 + double(0.16666666666666666);
l_mut_715 = l_2058;
const double l_2059 = double(0.5) * l_2040;
const double l_2060 = double(1.0) - l_2059;
const double l_2061 = double(0.0) * l_2060;
const double l_2062 = l_mut_1128 * l_2040;
const double l_2063 = l_2062 * l_mut_715;
const double l_2064 = l_2061 - l_2063;
const double l_2065 = l_mut_1128 + l_2064;
const double l_2066 = l_mut_1128 * l_mut_1128;
const double l_2067 = l_2066 * double(4.110317623312165e-19);
const double l_2068 = l_2067 - double(1.5619206968586225e-16);
l_mut_715 = l_2068;
const double l_2069 = l_mut_715 * l_2066;
const double l_2070 = l_2069 + double(4.779477332387385e-14);
l_mut_715 = l_2070;
const double l_2071 = l_mut_715 * l_2066;
const double l_2072 = l_2071 - double(1.1470745597729725e-11);
l_mut_715 = l_2072;
const double l_2073 = l_mut_715 * l_2066;
const double l_2074 = l_2073 + double(2.08767569878681e-9);
l_mut_715 = l_2074;
const double l_2075 = l_mut_715 * l_2066;
const double l_2076 = l_2075 - double(2.755731922398589e-7);
l_mut_715 = l_2076;
const double l_2077 = l_mut_715 * l_2066;
const double l_2078 = l_2077 + double(2.48015873015873e-5);
l_mut_715 = l_2078;
const double l_2079 = l_mut_715 * l_2066;
const double l_2080 = l_2079 - double(0.001388888888888889);
l_mut_715 = l_2080;
const double l_2081 = l_mut_715 * l_2066;
const double l_2082 = l_2081 + double(0.041666666666666664);
l_mut_715 = l_2082;
const double l_2083 = double(0.5) * l_2066;
const double l_2084 = double(1.0) - l_2083;
const double l_2085 = l_2066 * l_2066;
const double l_2086 = l_2085 * l_mut_715;
const double l_2087 = double(0.0) * l_mut_1128;
const double l_2088 = l_2086 - l_2087;
const double l_2089 = l_2084 + l_2088;
const uint32 l_2090 = l_mut_94 & uint32(1);
const bool l_2091 = l_2090 == uint32(1);
l_mut_1128 = l_2065;
const uint32 l_2092 = l_mut_94 & uint32(2);
const bool l_2093 = l_2092 != uint32(0);
l_mut_154 = l_2093;
const bool l_2094 = uint32(7) == uint32(6);
if (l_2094) {
if (l_2091) {
l_mut_1128 = l_2089;
}
} else {
const bool l_2095 = uint32(7) == uint32(7);
if (l_2095) {
l_mut_1128 = l_2089;
if (l_2091) {
l_mut_1128 = l_2065;
}
const uint32 l_2096 = l_mut_94 + uint32(1);
const uint32 l_2097 = l_2096 & uint32(2);
const bool l_2098 = l_2097 != uint32(0);
l_mut_154 = l_2098;
} else {
const double l_2099 = l_2065 / l_2089;
l_mut_1128 = l_2099;
if (l_2091) {
const double l_2100 = l_2089 / l_2065;
l_mut_1128 = l_2100;
}
l_mut_154 = l_2091;
}
}
const bool l_2101 = uint32(7) != uint32(7);
const bool l_2102 = l_2101 && l_2039;
if (l_2102) {
const bool l_2103 = !l_mut_154;
l_mut_154 = l_2103;
}
if (l_mut_154) {
const double l_2104 = -l_mut_1128;
l_mut_1128 = l_2104;
}
const double l_2105 = abs(l_mut_1211);
const double l_2106 = l_2105 * double(1.4551915228366852e-11);
const double l_2107 = abs(l_mut_1128);
const double l_2108 = l_2107 * double(1.4551915228366852e-11);
l_mut_715 = double(1.4551915228366852e-11);
l_mut_94 = uint32(2);
if (l_13) {
const double l_2109 = l_mut_1211 - l_20;
const double l_2110 = abs(l_2109);
const double l_2111 = l_2110 * double(2.220446049250313e-16);
const double l_2112 = l_2106 + l_2111;
const double l_2113 = l_2109 + l_2112;
const double l_2114 = -l_2113;
const double l_2115 = l_2114 * double(7.1362384635298e44);
const double l_2116 = floor(l_2115);
const double l_2117 = l_2116 * double(1.401298464324817e-45);
l_mut_65 = l_2117;
const double l_2118 = abs(l_2114);
const bool l_2119 = l_2118 >= double(1.1754943508222875e-38);
if (l_2119) {
const float l_2120 = float(l_2114);
const double l_2121 = double(l_2120);
l_mut_65 = l_2121;
const bool l_2122 = l_mut_65 > l_2114;
if (l_2122) {
const uint32 l_2123 = reinterpret_cast<uint32 const&>(l_2120);
const uint32 l_2124 = l_2123 ^ uint32(2147483648);
const float l_2125 = reinterpret_cast<float const&>(l_2124);
const uint32 l_2126 = reinterpret_cast<uint32 const&>(l_2125);
const uint32 l_2127 = l_2126 + uint32(1);
l_mut_52 = l_2127;
const uint32 l_2128 = l_2126 & uint32(2147483647);
const bool l_2129 = l_2128 == uint32(0);
if (l_2129) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2130 = l_2126 & uint32(2147483648);
const bool l_2131 = l_2130 != uint32(0);
if (l_2131) {
const uint32 l_2132 = l_2126 - uint32(1);
l_mut_52 = l_2132;
} else {
const bool l_2133 = l_2126 == uint32(2139095040);
if (l_2133) {
l_mut_52 = l_2126;
}
}
}
const float l_2134 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2135 = reinterpret_cast<uint32 const&>(l_2134);
const uint32 l_2136 = l_2135 ^ uint32(2147483648);
const float l_2137 = reinterpret_cast<float const&>(l_2136);
const uint32 l_2138 = reinterpret_cast<uint32 const&>(l_2137);
const uint32 l_2139 = l_2138 & uint32(2147483647);
const float l_2140 = reinterpret_cast<float const&>(l_2139);
const double l_2141 = double(l_2140);
l_mut_42 = l_2141;
const bool l_2142 = l_2139 < uint32(8388608);
if (l_2142) {
const double l_2143 = double(l_2139);
const double l_2144 = l_2143 * double(1.401298464324817e-45);
l_mut_42 = l_2144;
}
const uint64 l_2145 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2146 = l_2138 >> uint32(31);
const uint64 l_2147 = uint64(l_2146);
const uint64 l_2148 = l_2147 << uint64(63);
const uint64 l_2149 = l_2145 | l_2148;
const double l_2150 = reinterpret_cast<double const&>(l_2149);
l_mut_65 = l_2150;
} else {
const uint32 l_2151 = reinterpret_cast<uint32 const&>(l_2120);
const uint32 l_2152 = l_2151 + uint32(1);
l_mut_52 = l_2152;
const uint32 l_2153 = l_2151 & uint32(2147483647);
const bool l_2154 = l_2153 == uint32(0);
if (l_2154) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2155 = l_2151 & uint32(2147483648);
const bool l_2156 = l_2155 != uint32(0);
if (l_2156) {
const uint32 l_2157 = l_2151 - uint32(1);
l_mut_52 = l_2157;
} else {
const bool l_2158 = l_2151 == uint32(2139095040);
if (l_2158) {
l_mut_52 = l_2151;
}
}
}
const float l_2159 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2160 = reinterpret_cast<uint32 const&>(l_2159);
const uint32 l_2161 = l_2160 & uint32(2147483647);
const float l_2162 = reinterpret_cast<float const&>(l_2161);
const double l_2163 = double(l_2162);
l_mut_42 = l_2163;
const bool l_2164 = l_2161 < uint32(8388608);
if (l_2164) {
const double l_2165 = double(l_2161);
const double l_2166 = l_2165 * double(1.401298464324817e-45);
l_mut_42 = l_2166;
}
const uint64 l_2167 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2168 = l_2160 >> uint32(31);
const uint64 l_2169 = uint64(l_2168);
const uint64 l_2170 = l_2169 << uint64(63);
const uint64 l_2171 = l_2167 | l_2170;
const double l_2172 = reinterpret_cast<double const&>(l_2171);
const bool l_2173 = l_2172 <= l_2114;
if (l_2173) {
const uint32 l_2174 = reinterpret_cast<uint32 const&>(l_2120);
const uint32 l_2175 = l_2174 + uint32(1);
l_mut_52 = l_2175;
const uint32 l_2176 = l_2174 & uint32(2147483647);
const bool l_2177 = l_2176 == uint32(0);
if (l_2177) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2178 = l_2174 & uint32(2147483648);
const bool l_2179 = l_2178 != uint32(0);
if (l_2179) {
const uint32 l_2180 = l_2174 - uint32(1);
l_mut_52 = l_2180;
} else {
const bool l_2181 = l_2174 == uint32(2139095040);
if (l_2181) {
l_mut_52 = l_2174;
}
}
}
const float l_2182 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2183 = reinterpret_cast<uint32 const&>(l_2182);
const uint32 l_2184 = l_2183 & uint32(2147483647);
const float l_2185 = reinterpret_cast<float const&>(l_2184);
const double l_2186 = double(l_2185);
l_mut_42 = l_2186;
const bool l_2187 = l_2184 < uint32(8388608);
if (l_2187) {
const double l_2188 = double(l_2184);
const double l_2189 = l_2188 * double(1.401298464324817e-45);
l_mut_42 = l_2189;
}
const uint64 l_2190 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2191 = l_2183 >> uint32(31);
const uint64 l_2192 = uint64(l_2191);
const uint64 l_2193 = l_2192 << uint64(63);
const uint64 l_2194 = l_2190 | l_2193;
const double l_2195 = reinterpret_cast<double const&>(l_2194);
l_mut_65 = l_2195;
}
}
}
const double l_2196 = -l_mut_65;
l_mut_65 = l_2196;
const bool l_2197 = bool(true) && bool(true);
if (l_2197) {
const double l_2198 = l_2109 + l_2112;
const double l_2199 = l_2198 * double(7.1362384635298e44);
const double l_2200 = floor(l_2199);
const double l_2201 = l_2200 * double(1.401298464324817e-45);
l_mut_42 = l_2201;
const double l_2202 = abs(l_2198);
const bool l_2203 = l_2202 >= double(1.1754943508222875e-38);
if (l_2203) {
const float l_2204 = float(l_2198);
const double l_2205 = double(l_2204);
l_mut_42 = l_2205;
const bool l_2206 = l_mut_42 > l_2198;
if (l_2206) {
const uint32 l_2207 = reinterpret_cast<uint32 const&>(l_2204);
const uint32 l_2208 = l_2207 ^ uint32(2147483648);
const float l_2209 = reinterpret_cast<float const&>(l_2208);
const uint32 l_2210 = reinterpret_cast<uint32 const&>(l_2209);
const uint32 l_2211 = l_2210 + uint32(1);
l_mut_52 = l_2211;
const uint32 l_2212 = l_2210 & uint32(2147483647);
const bool l_2213 = l_2212 == uint32(0);
if (l_2213) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2214 = l_2210 & uint32(2147483648);
const bool l_2215 = l_2214 != uint32(0);
if (l_2215) {
const uint32 l_2216 = l_2210 - uint32(1);
l_mut_52 = l_2216;
} else {
const bool l_2217 = l_2210 == uint32(2139095040);
if (l_2217) {
l_mut_52 = l_2210;
}
}
}
const float l_2218 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2219 = reinterpret_cast<uint32 const&>(l_2218);
const uint32 l_2220 = l_2219 ^ uint32(2147483648);
const float l_2221 = reinterpret_cast<float const&>(l_2220);
const uint32 l_2222 = reinterpret_cast<uint32 const&>(l_2221);
const uint32 l_2223 = l_2222 & uint32(2147483647);
const float l_2224 = reinterpret_cast<float const&>(l_2223);
const double l_2225 = double(l_2224);
l_mut_2226 = l_2225;
const bool l_2227 = l_2223 < uint32(8388608);
if (l_2227) {
const double l_2228 = double(l_2223);
const double l_2229 = l_2228 * double(1.401298464324817e-45);
l_mut_2226 = l_2229;
}
const uint64 l_2230 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_2231 = l_2222 >> uint32(31);
const uint64 l_2232 = uint64(l_2231);
const uint64 l_2233 = l_2232 << uint64(63);
const uint64 l_2234 = l_2230 | l_2233;
const double l_2235 = reinterpret_cast<double const&>(l_2234);
l_mut_42 = l_2235;
} else {
const uint32 l_2236 = reinterpret_cast<uint32 const&>(l_2204);
const uint32 l_2237 = l_2236 + uint32(1);
l_mut_52 = l_2237;
const uint32 l_2238 = l_2236 & uint32(2147483647);
const bool l_2239 = l_2238 == uint32(0);
if (l_2239) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2240 = l_2236 & uint32(2147483648);
const bool l_2241 = l_2240 != uint32(0);
if (l_2241) {
const uint32 l_2242 = l_2236 - uint32(1);
l_mut_52 = l_2242;
} else {
const bool l_2243 = l_2236 == uint32(2139095040);
if (l_2243) {
l_mut_52 = l_2236;
}
}
}
const float l_2244 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2245 = reinterpret_cast<uint32 const&>(l_2244);
const uint32 l_2246 = l_2245 & uint32(2147483647);
const float l_2247 = reinterpret_cast<float const&>(l_2246);
const double l_2248 = double(l_2247);
l_mut_2226 = l_2248;
const bool l_2249 = l_2246 < uint32(8388608);
if (l_2249) {
const double l_2250 = double(l_2246);
const double l_2251 = l_2250 * double(1.401298464324817e-45);
l_mut_2226 = l_2251;
}
const uint64 l_2252 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_2253 = l_2245 >> uint32(31);
const uint64 l_2254 = uint64(l_2253);
const uint64 l_2255 = l_2254 << uint64(63);
const uint64 l_2256 = l_2252 | l_2255;
const double l_2257 = reinterpret_cast<double const&>(l_2256);
const bool l_2258 = l_2257 <= l_2198;
if (l_2258) {
const uint32 l_2259 = reinterpret_cast<uint32 const&>(l_2204);
const uint32 l_2260 = l_2259 + uint32(1);
l_mut_52 = l_2260;
const uint32 l_2261 = l_2259 & uint32(2147483647);
const bool l_2262 = l_2261 == uint32(0);
if (l_2262) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2263 = l_2259 & uint32(2147483648);
const bool l_2264 = l_2263 != uint32(0);
if (l_2264) {
const uint32 l_2265 = l_2259 - uint32(1);
l_mut_52 = l_2265;
} else {
const bool l_2266 = l_2259 == uint32(2139095040);
if (l_2266) {
l_mut_52 = l_2259;
}
}
}
const float l_2267 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2268 = reinterpret_cast<uint32 const&>(l_2267);
const uint32 l_2269 = l_2268 & uint32(2147483647);
const float l_2270 = reinterpret_cast<float const&>(l_2269);
const double l_2271 = double(l_2270);
l_mut_2226 = l_2271;
const bool l_2272 = l_2269 < uint32(8388608);
if (l_2272) {
const double l_2273 = double(l_2269);
const double l_2274 = l_2273 * double(1.401298464324817e-45);
l_mut_2226 = l_2274;
}
const uint64 l_2275 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_2276 = l_2268 >> uint32(31);
const uint64 l_2277 = uint64(l_2276);
const uint64 l_2278 = l_2277 << uint64(63);
const uint64 l_2279 = l_2275 | l_2278;
const double l_2280 = reinterpret_cast<double const&>(l_2279);
l_mut_42 = l_2280;
}
}
}
l_mut_65 = l_mut_42;
} else {
const double l_2281 = l_2109 - l_2112;
const double l_2282 = l_2281 * double(7.1362384635298e44);
const double l_2283 = floor(l_2282);
const double l_2284 = l_2283 * double(1.401298464324817e-45);
l_mut_2226 = l_2284;
const double l_2285 = abs(l_2281);
const bool l_2286 = l_2285 >= double(1.1754943508222875e-38);
if (l_2286) {
const float l_2287 = float(l_2281);
const double l_2288 = double(l_2287);
l_mut_2226 = l_2288;
const bool l_2289 = l_mut_2226 > l_2281;
if (l_2289) {
const uint32 l_2290 = reinterpret_cast<uint32 const&>(l_2287);
const uint32 l_2291 = l_2290 ^ uint32(2147483648);
const float l_2292 = reinterpret_cast<float const&>(l_2291);
const uint32 l_2293 = reinterpret_cast<uint32 const&>(l_2292);
const uint32 l_2294 = l_2293 + uint32(1);
l_mut_52 = l_2294;
const uint32 l_2295 = l_2293 & uint32(2147483647);
const bool l_2296 = l_2295 == uint32(0);
if (l_2296) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2297 = l_2293 & uint32(2147483648);
const bool l_2298 = l_2297 != uint32(0);
if (l_2298) {
const uint32 l_2299 = l_2293 - uint32(1);
l_mut_52 = l_2299;
} else {
const bool l_2300 = l_2293 == uint32(2139095040);
if (l_2300) {
l_mut_52 = l_2293;
}
}
}
const float l_2301 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2302 = reinterpret_cast<uint32 const&>(l_2301);
const uint32 l_2303 = l_2302 ^ uint32(2147483648);
const float l_2304 = reinterpret_cast<float const&>(l_2303);
const uint32 l_2305 = reinterpret_cast<uint32 const&>(l_2304);
const uint32 l_2306 = l_2305 & uint32(2147483647);
const float l_2307 = reinterpret_cast<float const&>(l_2306);
const double l_2308 = double(l_2307);
l_mut_42 = l_2308;
const bool l_2309 = l_2306 < uint32(8388608);
if (l_2309) {
const double l_2310 = double(l_2306);
const double l_2311 = l_2310 * double(1.401298464324817e-45);
l_mut_42 = l_2311;
}
const uint64 l_2312 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2313 = l_2305 >> uint32(31);
const uint64 l_2314 = uint64(l_2313);
const uint64 l_2315 = l_2314 << uint64(63);
const uint64 l_2316 = l_2312 | l_2315;
const double l_2317 = reinterpret_cast<double const&>(l_2316);
l_mut_2226 = l_2317;
} else {
const uint32 l_2318 = reinterpret_cast<uint32 const&>(l_2287);
const uint32 l_2319 = l_2318 + uint32(1);
l_mut_52 = l_2319;
const uint32 l_2320 = l_2318 & uint32(2147483647);
const bool l_2321 = l_2320 == uint32(0);
if (l_2321) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2322 = l_2318 & uint32(2147483648);
const bool l_2323 = l_2322 != uint32(0);
if (l_2323) {
const uint32 l_2324 = l_2318 - uint32(1);
l_mut_52 = l_2324;
} else {
const bool l_2325 = l_2318 == uint32(2139095040);
if (l_2325) {
l_mut_52 = l_2318;
}
}
}
const float l_2326 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2327 = reinterpret_cast<uint32 const&>(l_2326);
const uint32 l_2328 = l_2327 & uint32(2147483647);
const float l_2329 = reinterpret_cast<float const&>(l_2328);
const double l_2330 = double(l_2329);
l_mut_42 = l_2330;
const bool l_2331 = l_2328 < uint32(8388608);
if (l_2331) {
const double l_2332 = double(l_2328);
const double l_2333 = l_2332 * double(1.401298464324817e-45);
l_mut_42 = l_2333;
}
const uint64 l_2334 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2335 = l_2327 >> uint32(31);
const uint64 l_2336 = uint64(l_2335);
const uint64 l_2337 = l_2336 << uint64(63);
const uint64 l_2338 = l_2334 | l_2337;
const double l_2339 = reinterpret_cast<double const&>(l_2338);
const bool l_2340 = l_2339 <= l_2281;
if (l_2340) {
const uint32 l_2341 = reinterpret_cast<uint32 const&>(l_2287);
const uint32 l_2342 = l_2341 + uint32(1);
l_mut_52 = l_2342;
const uint32 l_2343 = l_2341 & uint32(2147483647);
const bool l_2344 = l_2343 == uint32(0);
if (l_2344) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2345 = l_2341 & uint32(2147483648);
const bool l_2346 = l_2345 != uint32(0);
if (l_2346) {
const uint32 l_2347 = l_2341 - uint32(1);
l_mut_52 = l_2347;
} else {
const bool l_2348 = l_2341 == uint32(2139095040);
if (l_2348) {
l_mut_52 = l_2341;
}
}
}
const float l_2349 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2350 = reinterpret_cast<uint32 const&>(l_2349);
const uint32 l_2351 = l_2350 & uint32(2147483647);
const float l_2352 = reinterpret_cast<float const&>(l_2351);
const double l_2353 = double(l_2352);
l_mut_42 = l_2353;
const bool l_2354 = l_2351 < uint32(8388608);
if (l_2354) {
const double l_2355 = double(l_2351);
const double l_2356 = l_2355 * double(1.401298464324817e-45);
l_mut_42 = l_2356;
}
const uint64 l_2357 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2358 = l_2350 >> uint32(31);
const uint64 l_2359 = uint64(l_2358);
const uint64 l_2360 = l_2359 << uint64(63);
const uint64 l_2361 = l_2357 | l_2360;
const double l_2362 = reinterpret_cast<double const&>(l_2361);
l_mut_2226 = l_2362;
}
}
}
l_mut_65 = l_mut_2226;
}
const double l_2363 = l_mut_1211 + l_20;
const double l_2364 = abs(l_2363);
const double l_2365 = l_2364 * double(2.220446049250313e-16);
const double l_2366 = l_2106 + l_2365;
const double l_2367 = l_2363 + l_2366;
const double l_2368 = -l_2367;
const double l_2369 = l_2368 * double(7.1362384635298e44);
const double l_2370 = floor(l_2369);
const double l_2371 = l_2370 * double(1.401298464324817e-45);
l_mut_2226 = l_2371;
const double l_2372 = abs(l_2368);
const bool l_2373 = l_2372 >= double(1.1754943508222875e-38);
if (l_2373) {
const float l_2374 = float(l_2368);
const double l_2375 = double(l_2374);
l_mut_2226 = l_2375;
const bool l_2376 = l_mut_2226 > l_2368;
if (l_2376) {
const uint32 l_2377 = reinterpret_cast<uint32 const&>(l_2374);
const uint32 l_2378 = l_2377 ^ uint32(2147483648);
const float l_2379 = reinterpret_cast<float const&>(l_2378);
const uint32 l_2380 = reinterpret_cast<uint32 const&>(l_2379);
const uint32 l_2381 = l_2380 + uint32(1);
l_mut_52 = l_2381;
const uint32 l_2382 = l_2380 & uint32(2147483647);
const bool l_2383 = l_2382 == uint32(0);
if (l_2383) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2384 = l_2380 & uint32(2147483648);
const bool l_2385 = l_2384 != uint32(0);
if (l_2385) {
const uint32 l_2386 = l_2380 - uint32(1);
l_mut_52 = l_2386;
} else {
const bool l_2387 = l_2380 == uint32(2139095040);
if (l_2387) {
l_mut_52 = l_2380;
}
}
}
const float l_2388 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2389 = reinterpret_cast<uint32 const&>(l_2388);
const uint32 l_2390 = l_2389 ^ uint32(2147483648);
const float l_2391 = reinterpret_cast<float const&>(l_2390);
const uint32 l_2392 = reinterpret_cast<uint32 const&>(l_2391);
const uint32 l_2393 = l_2392 & uint32(2147483647);
const float l_2394 = reinterpret_cast<float const&>(l_2393);
const double l_2395 = double(l_2394);
l_mut_42 = l_2395;
const bool l_2396 = l_2393 < uint32(8388608);
if (l_2396) {
const double l_2397 = double(l_2393);
const double l_2398 = l_2397 * double(1.401298464324817e-45);
l_mut_42 = l_2398;
}
const uint64 l_2399 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2400 = l_2392 >> uint32(31);
const uint64 l_2401 = uint64(l_2400);
const uint64 l_2402 = l_2401 << uint64(63);
const uint64 l_2403 = l_2399 | l_2402;
const double l_2404 = reinterpret_cast<double const&>(l_2403);
l_mut_2226 = l_2404;
} else {
const uint32 l_2405 = reinterpret_cast<uint32 const&>(l_2374);
const uint32 l_2406 = l_2405 + uint32(1);
l_mut_52 = l_2406;
const uint32 l_2407 = l_2405 & uint32(2147483647);
const bool l_2408 = l_2407 == uint32(0);
if (l_2408) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2409 = l_2405 & uint32(2147483648);
const bool l_2410 = l_2409 != uint32(0);
if (l_2410) {
const uint32 l_2411 = l_2405 - uint32(1);
l_mut_52 = l_2411;
} else {
const bool l_2412 = l_2405 == uint32(2139095040);
if (l_2412) {
l_mut_52 = l_2405;
}
}
}
const float l_2413 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2414 = reinterpret_cast<uint32 const&>(l_2413);
const uint32 l_2415 = l_2414 & uint32(2147483647);
const float l_2416 = reinterpret_cast<float const&>(l_2415);
const double l_2417 = double(l_2416);
l_mut_42 = l_2417;
const bool l_2418 = l_2415 < uint32(8388608);
if (l_2418) {
const double l_2419 = double(l_2415);
const double l_2420 = l_2419 * double(1.401298464324817e-45);
l_mut_42 = l_2420;
}
const uint64 l_2421 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2422 = l_2414 >> uint32(31);
const uint64 l_2423 = uint64(l_2422);
const uint64 l_2424 = l_2423 << uint64(63);
const uint64 l_2425 = l_2421 | l_2424;
const double l_2426 = reinterpret_cast<double const&>(l_2425);
const bool l_2427 = l_2426 <= l_2368;
if (l_2427) {
const uint32 l_2428 = reinterpret_cast<uint32 const&>(l_2374);
const uint32 l_2429 = l_2428 + uint32(1);
l_mut_52 = l_2429;
const uint32 l_2430 = l_2428 & uint32(2147483647);
const bool l_2431 = l_2430 == uint32(0);
if (l_2431) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2432 = l_2428 & uint32(2147483648);
const bool l_2433 = l_2432 != uint32(0);
if (l_2433) {
const uint32 l_2434 = l_2428 - uint32(1);
l_mut_52 = l_2434;
} else {
const bool l_2435 = l_2428 == uint32(2139095040);
if (l_2435) {
l_mut_52 = l_2428;
}
}
}
const float l_2436 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2437 = reinterpret_cast<uint32 const&>(l_2436);
const uint32 l_2438 = l_2437 & uint32(2147483647);
const float l_2439 = reinterpret_cast<float const&>(l_2438);
const double l_2440 = double(l_2439);
l_mut_42 = l_2440;
const bool l_2441 = l_2438 < uint32(8388608);
if (l_2441) {
const double l_2442 = double(l_2438);
const double l_2443 = l_2442 * double(1.401298464324817e-45);
l_mut_42 = l_2443;
}
const uint64 l_2444 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2445 = l_2437 >> uint32(31);
const uint64 l_2446 = uint64(l_2445);
const uint64 l_2447 = l_2446 << uint64(63);
const uint64 l_2448 = l_2444 | l_2447;
const double l_2449 = reinterpret_cast<double const&>(l_2448);
l_mut_2226 = l_2449;
}
}
}
const double l_2450 = -l_mut_2226;
l_mut_2226 = l_2450;
const bool l_2451 = bool(false) && bool(true);
if (l_2451) {
const double l_2452 = l_2363 + l_2366;
const double l_2453 = l_2452 * double(7.1362384635298e44);
const double l_2454 = floor(l_2453);
const double l_2455 = l_2454 * double(1.401298464324817e-45);
l_mut_42 = l_2455;
const double l_2456 = abs(l_2452);
const bool l_2457 = l_2456 >= double(1.1754943508222875e-38);
if (l_2457) {
const float l_2458 = float(l_2452);
const double l_2459 = double(l_2458);
l_mut_42 = l_2459;
const bool l_2460 = l_mut_42 > l_2452;
if (l_2460) {
const uint32 l_2461 = reinterpret_cast<uint32 const&>(l_2458);
const uint32 l_2462 = l_2461 ^ uint32(2147483648);
const float l_2463 = reinterpret_cast<float const&>(l_2462);
const uint32 l_2464 = reinterpret_cast<uint32 const&>(l_2463);
const uint32 l_2465 = l_2464 + uint32(1);
l_mut_52 = l_2465;
const uint32 l_2466 = l_2464 & uint32(2147483647);
const bool l_2467 = l_2466 == uint32(0);
if (l_2467) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2468 = l_2464 & uint32(2147483648);
const bool l_2469 = l_2468 != uint32(0);
if (l_2469) {
const uint32 l_2470 = l_2464 - uint32(1);
l_mut_52 = l_2470;
} else {
const bool l_2471 = l_2464 == uint32(2139095040);
if (l_2471) {
l_mut_52 = l_2464;
}
}
}
const float l_2472 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2473 = reinterpret_cast<uint32 const&>(l_2472);
const uint32 l_2474 = l_2473 ^ uint32(2147483648);
const float l_2475 = reinterpret_cast<float const&>(l_2474);
const uint32 l_2476 = reinterpret_cast<uint32 const&>(l_2475);
const uint32 l_2477 = l_2476 & uint32(2147483647);
const float l_2478 = reinterpret_cast<float const&>(l_2477);
const double l_2479 = double(l_2478);
l_mut_2480 = l_2479;
const bool l_2481 = l_2477 < uint32(8388608);
if (l_2481) {
const double l_2482 = double(l_2477);
const double l_2483 = l_2482 * double(1.401298464324817e-45);
l_mut_2480 = l_2483;
}
const uint64 l_2484 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_2485 = l_2476 >> uint32(31);
const uint64 l_2486 = uint64(l_2485);
const uint64 l_2487 = l_2486 << uint64(63);
const uint64 l_2488 = l_2484 | l_2487;
const double l_2489 = reinterpret_cast<double const&>(l_2488);
l_mut_42 = l_2489;
} else {
const uint32 l_2490 = reinterpret_cast<uint32 const&>(l_2458);
const uint32 l_2491 = l_2490 + uint32(1);
l_mut_52 = l_2491;
const uint32 l_2492 = l_2490 & uint32(2147483647);
const bool l_2493 = l_2492 == uint32(0);
if (l_2493) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2494 = l_2490 & uint32(2147483648);
const bool l_2495 = l_2494 != uint32(0);
if (l_2495) {
const uint32 l_2496 = l_2490 - uint32(1);
l_mut_52 = l_2496;
} else {
const bool l_2497 = l_2490 == uint32(2139095040);
if (l_2497) {
l_mut_52 = l_2490;
}
}
}
const float l_2498 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2499 = reinterpret_cast<uint32 const&>(l_2498);
const uint32 l_2500 = l_2499 & uint32(2147483647);
const float l_2501 = reinterpret_cast<float const&>(l_2500);
const double l_2502 = double(l_2501);
l_mut_2480 = l_2502;
const bool l_2503 = l_2500 < uint32(8388608);
if (l_2503) {
const double l_2504 = double(l_2500);
const double l_2505 = l_2504 * double(1.401298464324817e-45);
l_mut_2480 = l_2505;
}
const uint64 l_2506 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_2507 = l_2499 >> uint32(31);
const uint64 l_2508 = uint64(l_2507);
const uint64 l_2509 = l_2508 << uint64(63);
const uint64 l_2510 = l_2506 | l_2509;
const double l_2511 = reinterpret_cast<double const&>(l_2510);
const bool l_2512 = l_2511 <= l_2452;
if (l_2512) {
const uint32 l_2513 = reinterpret_cast<uint32 const&>(l_2458);
const uint32 l_2514 = l_2513 + uint32(1);
l_mut_52 = l_2514;
const uint32 l_2515 = l_2513 & uint32(2147483647);
const bool l_2516 = l_2515 == uint32(0);
if (l_2516) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2517 = l_2513 & uint32(2147483648);
const bool l_2518 = l_2517 != uint32(0);
if (l_2518) {
const uint32 l_2519 = l_2513 - uint32(1);
l_mut_52 = l_2519;
} else {
const bool l_2520 = l_2513 == uint32(2139095040);
if (l_2520) {
l_mut_52 = l_2513;
}
}
}
const float l_2521 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2522 = reinterpret_cast<uint32 const&>(l_2521);
const uint32 l_2523 = l_2522 & uint32(2147483647);
const float l_2524 = reinterpret_cast<float const&>(l_2523);
const double l_2525 = double(l_2524);
l_mut_2480 = l_2525;
const bool l_2526 = l_2523 < uint32(8388608);
if (l_2526) {
const double l_2527 = double(l_2523);
const double l_2528 = l_2527 * double(1.401298464324817e-45);
l_mut_2480 = l_2528;
}
const uint64 l_2529 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_2530 = l_2522 >> uint32(31);
const uint64 l_2531 = uint64(l_2530);
const uint64 l_2532 = l_2531 << uint64(63);
const uint64 l_2533 = l_2529 | l_2532;
const double l_2534 = reinterpret_cast<double const&>(l_2533);
l_mut_42 = l_2534;
}
}
}
l_mut_2226 = l_mut_42;
} else {
const double l_2535 = l_2363 - l_2366;
const double l_2536 = -l_2535;
const double l_2537 = l_2536 * double(7.1362384635298e44);
const double l_2538 = floor(l_2537);
const double l_2539 = l_2538 * double(1.401298464324817e-45);
l_mut_2480 = l_2539;
const double l_2540 = abs(l_2536);
const bool l_2541 = l_2540 >= double(1.1754943508222875e-38);
if (l_2541) {
const float l_2542 = float(l_2536);
const double l_2543 = double(l_2542);
l_mut_2480 = l_2543;
const bool l_2544 = l_mut_2480 > l_2536;
if (l_2544) {
const uint32 l_2545 = reinterpret_cast<uint32 const&>(l_2542);
const uint32 l_2546 = l_2545 ^ uint32(2147483648);
const float l_2547 = reinterpret_cast<float const&>(l_2546);
const uint32 l_2548 = reinterpret_cast<uint32 const&>(l_2547);
const uint32 l_2549 = l_2548 + uint32(1);
l_mut_52 = l_2549;
const uint32 l_2550 = l_2548 & uint32(2147483647);
const bool l_2551 = l_2550 == uint32(0);
if (l_2551) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2552 = l_2548 & uint32(2147483648);
const bool l_2553 = l_2552 != uint32(0);
if (l_2553) {
const uint32 l_2554 = l_2548 - uint32(1);
l_mut_52 = l_2554;
} else {
const bool l_2555 = l_2548 == uint32(2139095040);
if (l_2555) {
l_mut_52 = l_2548;
}
}
}
const float l_2556 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2557 = reinterpret_cast<uint32 const&>(l_2556);
const uint32 l_2558 = l_2557 ^ uint32(2147483648);
const float l_2559 = reinterpret_cast<float const&>(l_2558);
const uint32 l_2560 = reinterpret_cast<uint32 const&>(l_2559);
const uint32 l_2561 = l_2560 & uint32(2147483647);
const float l_2562 = reinterpret_cast<float const&>(l_2561);
const double l_2563 = double(l_2562);
l_mut_42 = l_2563;
const bool l_2564 = l_2561 < uint32(8388608);
if (l_2564) {
const double l_2565 = double(l_2561);
const double l_2566 = l_2565 * double(1.401298464324817e-45);
l_mut_42 = l_2566;
}
const uint64 l_2567 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2568 = l_2560 >> uint32(31);
const uint64 l_2569 = uint64(l_2568);
const uint64 l_2570 = l_2569 << uint64(63);
const uint64 l_2571 = l_2567 | l_2570;
const double l_2572 = reinterpret_cast<double const&>(l_2571);
l_mut_2480 = l_2572;
} else {
const uint32 l_2573 = reinterpret_cast<uint32 const&>(l_2542);
const uint32 l_2574 = l_2573 + uint32(1);
l_mut_52 = l_2574;
const uint32 l_2575 = l_2573 & uint32(2147483647);
const bool l_2576 = l_2575 == uint32(0);
if (l_2576) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2577 = l_2573 & uint32(2147483648);
const bool l_2578 = l_2577 != uint32(0);
if (l_2578) {
const uint32 l_2579 = l_2573 - uint32(1);
l_mut_52 = l_2579;
} else {
const bool l_2580 = l_2573 == uint32(2139095040);
if (l_2580) {
l_mut_52 = l_2573;
}
}
}
const float l_2581 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2582 = reinterpret_cast<uint32 const&>(l_2581);
const uint32 l_2583 = l_2582 & uint32(2147483647);
const float l_2584 = reinterpret_cast<float const&>(l_2583);
const double l_2585 = double(l_2584);
l_mut_42 = l_2585;
const bool l_2586 = l_2583 < uint32(8388608);
if (l_2586) {
const double l_2587 = double(l_2583);
const double l_2588 = l_2587 * double(1.401298464324817e-45);
l_mut_42 = l_2588;
}
const uint64 l_2589 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2590 = l_2582 >> uint32(31);
const uint64 l_2591 = uint64(l_2590);
const uint64 l_2592 = l_2591 << uint64(63);
const uint64 l_2593 = l_2589 | l_2592;
const double l_2594 = reinterpret_cast<double const&>(l_2593);
const bool l_2595 = l_2594 <= l_2536;
if (l_2595) {
const uint32 l_2596 = reinterpret_cast<uint32 const&>(l_2542);
const uint32 l_2597 = l_2596 + uint32(1);
l_mut_52 = l_2597;
const uint32 l_2598 = l_2596 & uint32(2147483647);
const bool l_2599 = l_2598 == uint32(0);
if (l_2599) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2600 = l_2596 & uint32(2147483648);
const bool l_2601 = l_2600 != uint32(0);
if (l_2601) {
const uint32 l_2602 = l_2596 - uint32(1);
l_mut_52 = l_2602;
} else {
const bool l_2603 = l_2596 == uint32(2139095040);
if (l_2603) {
l_mut_52 = l_2596;
}
}
}
const float l_2604 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2605 = reinterpret_cast<uint32 const&>(l_2604);
const uint32 l_2606 = l_2605 & uint32(2147483647);
const float l_2607 = reinterpret_cast<float const&>(l_2606);
const double l_2608 = double(l_2607);
l_mut_42 = l_2608;
const bool l_2609 = l_2606 < uint32(8388608);
if (l_2609) {
const double l_2610 = double(l_2606);
const double l_2611 = l_2610 * double(1.401298464324817e-45);
l_mut_42 = l_2611;
}
const uint64 l_2612 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2613 = l_2605 >> uint32(31);
const uint64 l_2614 = uint64(l_2613);
const uint64 l_2615 = l_2614 << uint64(63);
const uint64 l_2616 = l_2612 | l_2615;
const double l_2617 = reinterpret_cast<double const&>(l_2616);
l_mut_2480 = l_2617;
}
}
}
const double l_2618 = -l_mut_2480;
l_mut_2226 = l_2618;
}
const double l_2619 = l_mut_1128 - l_20;
const double l_2620 = abs(l_2619);
const double l_2621 = l_2620 * double(2.220446049250313e-16);
const double l_2622 = l_2108 + l_2621;
const double l_2623 = l_2619 + l_2622;
const double l_2624 = -l_2623;
const double l_2625 = l_2624 * double(7.1362384635298e44);
const double l_2626 = floor(l_2625);
const double l_2627 = l_2626 * double(1.401298464324817e-45);
l_mut_2480 = l_2627;
const double l_2628 = abs(l_2624);
const bool l_2629 = l_2628 >= double(1.1754943508222875e-38);
if (l_2629) {
const float l_2630 = float(l_2624);
const double l_2631 = double(l_2630);
l_mut_2480 = l_2631;
const bool l_2632 = l_mut_2480 > l_2624;
if (l_2632) {
const uint32 l_2633 = reinterpret_cast<uint32 const&>(l_2630);
const uint32 l_2634 = l_2633 ^ uint32(2147483648);
const float l_2635 = reinterpret_cast<float const&>(l_2634);
const uint32 l_2636 = reinterpret_cast<uint32 const&>(l_2635);
const uint32 l_2637 = l_2636 + uint32(1);
l_mut_52 = l_2637;
const uint32 l_2638 = l_2636 & uint32(2147483647);
const bool l_2639 = l_2638 == uint32(0);
if (l_2639) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2640 = l_2636 & uint32(2147483648);
const bool l_2641 = l_2640 != uint32(0);
if (l_2641) {
const uint32 l_2642 = l_2636 - uint32(1);
l_mut_52 = l_2642;
} else {
const bool l_2643 = l_2636 == uint32(2139095040);
if (l_2643) {
l_mut_52 = l_2636;
}
}
}
const float l_2644 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2645 = reinterpret_cast<uint32 const&>(l_2644);
const uint32 l_2646 = l_2645 ^ uint32(2147483648);
const float l_2647 = reinterpret_cast<float const&>(l_2646);
const uint32 l_2648 = reinterpret_cast<uint32 const&>(l_2647);
const uint32 l_2649 = l_2648 & uint32(2147483647);
const float l_2650 = reinterpret_cast<float const&>(l_2649);
const double l_2651 = double(l_2650);
l_mut_42 = l_2651;
const bool l_2652 = l_2649 < uint32(8388608);
if (l_2652) {
const double l_2653 = double(l_2649);
const double l_2654 = l_2653 * double(1.401298464324817e-45);
l_mut_42 = l_2654;
}
const uint64 l_2655 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2656 = l_2648 >> uint32(31);
const uint64 l_2657 = uint64(l_2656);
const uint64 l_2658 = l_2657 << uint64(63);
const uint64 l_2659 = l_2655 | l_2658;
const double l_2660 = reinterpret_cast<double const&>(l_2659);
l_mut_2480 = l_2660;
} else {
const uint32 l_2661 = reinterpret_cast<uint32 const&>(l_2630);
const uint32 l_2662 = l_2661 + uint32(1);
l_mut_52 = l_2662;
const uint32 l_2663 = l_2661 & uint32(2147483647);
const bool l_2664 = l_2663 == uint32(0);
if (l_2664) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2665 = l_2661 & uint32(2147483648);
const bool l_2666 = l_2665 != uint32(0);
if (l_2666) {
const uint32 l_2667 = l_2661 - uint32(1);
l_mut_52 = l_2667;
} else {
const bool l_2668 = l_2661 == uint32(2139095040);
if (l_2668) {
l_mut_52 = l_2661;
}
}
}
const float l_2669 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2670 = reinterpret_cast<uint32 const&>(l_2669);
const uint32 l_2671 = l_2670 & uint32(2147483647);
const float l_2672 = reinterpret_cast<float const&>(l_2671);
const double l_2673 = double(l_2672);
l_mut_42 = l_2673;
const bool l_2674 = l_2671 < uint32(8388608);
if (l_2674) {
const double l_2675 = double(l_2671);
const double l_2676 = l_2675 * double(1.401298464324817e-45);
l_mut_42 = l_2676;
}
const uint64 l_2677 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2678 = l_2670 >> uint32(31);
const uint64 l_2679 = uint64(l_2678);
const uint64 l_2680 = l_2679 << uint64(63);
const uint64 l_2681 = l_2677 | l_2680;
const double l_2682 = reinterpret_cast<double const&>(l_2681);
const bool l_2683 = l_2682 <= l_2624;
if (l_2683) {
const uint32 l_2684 = reinterpret_cast<uint32 const&>(l_2630);
const uint32 l_2685 = l_2684 + uint32(1);
l_mut_52 = l_2685;
const uint32 l_2686 = l_2684 & uint32(2147483647);
const bool l_2687 = l_2686 == uint32(0);
if (l_2687) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2688 = l_2684 & uint32(2147483648);
const bool l_2689 = l_2688 != uint32(0);
if (l_2689) {
const uint32 l_2690 = l_2684 - uint32(1);
l_mut_52 = l_2690;
} else {
const bool l_2691 = l_2684 == uint32(2139095040);
if (l_2691) {
l_mut_52 = l_2684;
}
}
}
const float l_2692 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2693 = reinterpret_cast<uint32 const&>(l_2692);
const uint32 l_2694 = l_2693 & uint32(2147483647);
const float l_2695 = reinterpret_cast<float const&>(l_2694);
const double l_2696 = double(l_2695);
l_mut_42 = l_2696;
const bool l_2697 = l_2694 < uint32(8388608);
if (l_2697) {
const double l_2698 = double(l_2694);
const double l_2699 = l_2698 * double(1.401298464324817e-45);
l_mut_42 = l_2699;
}
const uint64 l_2700 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2701 = l_2693 >> uint32(31);
const uint64 l_2702 = uint64(l_2701);
const uint64 l_2703 = l_2702 << uint64(63);
const uint64 l_2704 = l_2700 | l_2703;
const double l_2705 = reinterpret_cast<double const&>(l_2704);
l_mut_2480 = l_2705;
}
}
}
const double l_2706 = -l_mut_2480;
l_mut_2480 = l_2706;
const bool l_2707 = bool(true) && bool(true);
if (l_2707) {
const double l_2708 = l_2619 + l_2622;
const double l_2709 = l_2708 * double(7.1362384635298e44);
const double l_2710 = floor(l_2709);
const double l_2711 = l_2710 * double(1.401298464324817e-45);
l_mut_42 = l_2711;
const double l_2712 = abs(l_2708);
const bool l_2713 = l_2712 >= double(1.1754943508222875e-38);
if (l_2713) {
const float l_2714 = float(l_2708);
const double l_2715 = double(l_2714);
l_mut_42 = l_2715;
const bool l_2716 = l_mut_42 > l_2708;
if (l_2716) {
const uint32 l_2717 = reinterpret_cast<uint32 const&>(l_2714);
const uint32 l_2718 = l_2717 ^ uint32(2147483648);
const float l_2719 = reinterpret_cast<float const&>(l_2718);
const uint32 l_2720 = reinterpret_cast<uint32 const&>(l_2719);
const uint32 l_2721 = l_2720 + uint32(1);
l_mut_52 = l_2721;
const uint32 l_2722 = l_2720 & uint32(2147483647);
const bool l_2723 = l_2722 == uint32(0);
if (l_2723) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2724 = l_2720 & uint32(2147483648);
const bool l_2725 = l_2724 != uint32(0);
if (l_2725) {
const uint32 l_2726 = l_2720 - uint32(1);
l_mut_52 = l_2726;
} else {
const bool l_2727 = l_2720 == uint32(2139095040);
if (l_2727) {
l_mut_52 = l_2720;
}
}
}
const float l_2728 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2729 = reinterpret_cast<uint32 const&>(l_2728);
const uint32 l_2730 = l_2729 ^ uint32(2147483648);
const float l_2731 = reinterpret_cast<float const&>(l_2730);
const uint32 l_2732 = reinterpret_cast<uint32 const&>(l_2731);
const uint32 l_2733 = l_2732 & uint32(2147483647);
const float l_2734 = reinterpret_cast<float const&>(l_2733);
const double l_2735 = double(l_2734);
l_mut_2736 = l_2735;
const bool l_2737 = l_2733 < uint32(8388608);
if (l_2737) {
const double l_2738 = double(l_2733);
const double l_2739 = l_2738 * double(1.401298464324817e-45);
l_mut_2736 = l_2739;
}
const uint64 l_2740 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_2741 = l_2732 >> uint32(31);
const uint64 l_2742 = uint64(l_2741);
const uint64 l_2743 = l_2742 << uint64(63);
const uint64 l_2744 = l_2740 | l_2743;
const double l_2745 = reinterpret_cast<double const&>(l_2744);
l_mut_42 = l_2745;
} else {
const uint32 l_2746 = reinterpret_cast<uint32 const&>(l_2714);
const uint32 l_2747 = l_2746 + uint32(1);
l_mut_52 = l_2747;
const uint32 l_2748 = l_2746 & uint32(2147483647);
const bool l_2749 = l_2748 == uint32(0);
if (l_2749) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2750 = l_2746 & uint32(2147483648);
const bool l_2751 = l_2750 != uint32(0);
if (l_2751) {
const uint32 l_2752 = l_2746 - uint32(1);
l_mut_52 = l_2752;
} else {
const bool l_2753 = l_2746 == uint32(2139095040);
if (l_2753) {
l_mut_52 = l_2746;
}
}
}
const float l_2754 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2755 = reinterpret_cast<uint32 const&>(l_2754);
const uint32 l_2756 = l_2755 & uint32(2147483647);
const float l_2757 = reinterpret_cast<float const&>(l_2756);
const double l_2758 = double(l_2757);
l_mut_2736 = l_2758;
const bool l_2759 = l_2756 < uint32(8388608);
if (l_2759) {
const double l_2760 = double(l_2756);
const double l_2761 = l_2760 * double(1.401298464324817e-45);
l_mut_2736 = l_2761;
}
const uint64 l_2762 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_2763 = l_2755 >> uint32(31);
const uint64 l_2764 = uint64(l_2763);
const uint64 l_2765 = l_2764 << uint64(63);
const uint64 l_2766 = l_2762 | l_2765;
const double l_2767 = reinterpret_cast<double const&>(l_2766);
const bool l_2768 = l_2767 <= l_2708;
if (l_2768) {
const uint32 l_2769 = reinterpret_cast<uint32 const&>(l_2714);
const uint32 l_2770 = l_2769 + uint32(1);
l_mut_52 = l_2770;
const uint32 l_2771 = l_2769 & uint32(2147483647);
const bool l_2772 = l_2771 == uint32(0);
if (l_2772) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2773 = l_2769 & uint32(2147483648);
const bool l_2774 = l_2773 != uint32(0);
if (l_2774) {
const uint32 l_2775 = l_2769 - uint32(1);
l_mut_52 = l_2775;
} else {
const bool l_2776 = l_2769 == uint32(2139095040);
if (l_2776) {
l_mut_52 = l_2769;
}
}
}
const float l_2777 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2778 = reinterpret_cast<uint32 const&>(l_2777);
const uint32 l_2779 = l_2778 & uint32(2147483647);
const float l_2780 = reinterpret_cast<float const&>(l_2779);
const double l_2781 = double(l_2780);
l_mut_2736 = l_2781;
const bool l_2782 = l_2779 < uint32(8388608);
if (l_2782) {
const double l_2783 = double(l_2779);
const double l_2784 = l_2783 * double(1.401298464324817e-45);
l_mut_2736 = l_2784;
}
const uint64 l_2785 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_2786 = l_2778 >> uint32(31);
const uint64 l_2787 = uint64(l_2786);
const uint64 l_2788 = l_2787 << uint64(63);
const uint64 l_2789 = l_2785 | l_2788;
const double l_2790 = reinterpret_cast<double const&>(l_2789);
l_mut_42 = l_2790;
}
}
}
l_mut_2480 = l_mut_42;
} else {
const double l_2791 = l_2619 - l_2622;
const double l_2792 = l_2791 * double(7.1362384635298e44);
const double l_2793 = floor(l_2792);
const double l_2794 = l_2793 * double(1.401298464324817e-45);
l_mut_2736 = l_2794;
const double l_2795 = abs(l_2791);
const bool l_2796 = l_2795 >= double(1.1754943508222875e-38);
if (l_2796) {
const float l_2797 = float(l_2791);
const double l_2798 = double(l_2797);
l_mut_2736 = l_2798;
const bool l_2799 = l_mut_2736 > l_2791;
if (l_2799) {
const uint32 l_2800 = reinterpret_cast<uint32 const&>(l_2797);
const uint32 l_2801 = l_2800 ^ uint32(2147483648);
const float l_2802 = reinterpret_cast<float const&>(l_2801);
const uint32 l_2803 = reinterpret_cast<uint32 const&>(l_2802);
const uint32 l_2804 = l_2803 + uint32(1);
l_mut_52 = l_2804;
const uint32 l_2805 = l_2803 & uint32(2147483647);
const bool l_2806 = l_2805 == uint32(0);
if (l_2806) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2807 = l_2803 & uint32(2147483648);
const bool l_2808 = l_2807 != uint32(0);
if (l_2808) {
const uint32 l_2809 = l_2803 - uint32(1);
l_mut_52 = l_2809;
} else {
const bool l_2810 = l_2803 == uint32(2139095040);
if (l_2810) {
l_mut_52 = l_2803;
}
}
}
const float l_2811 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2812 = reinterpret_cast<uint32 const&>(l_2811);
const uint32 l_2813 = l_2812 ^ uint32(2147483648);
const float l_2814 = reinterpret_cast<float const&>(l_2813);
const uint32 l_2815 = reinterpret_cast<uint32 const&>(l_2814);
const uint32 l_2816 = l_2815 & uint32(2147483647);
const float l_2817 = reinterpret_cast<float const&>(l_2816);
const double l_2818 = double(l_2817);
l_mut_42 = l_2818;
const bool l_2819 = l_2816 < uint32(8388608);
if (l_2819) {
const double l_2820 = double(l_2816);
const double l_2821 = l_2820 * double(1.401298464324817e-45);
l_mut_42 = l_2821;
}
const uint64 l_2822 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2823 = l_2815 >> uint32(31);
const uint64 l_2824 = uint64(l_2823);
const uint64 l_2825 = l_2824 << uint64(63);
const uint64 l_2826 = l_2822 | l_2825;
const double l_2827 = reinterpret_cast<double const&>(l_2826);
l_mut_2736 = l_2827;
} else {
const uint32 l_2828 = reinterpret_cast<uint32 const&>(l_2797);
const uint32 l_2829 = l_2828 + uint32(1);
l_mut_52 = l_2829;
const uint32 l_2830 = l_2828 & uint32(2147483647);
const bool l_2831 = l_2830 == uint32(0);
if (l_2831) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2832 = l_2828 & uint32(2147483648);
const bool l_2833 = l_2832 != uint32(0);
if (l_2833) {
const uint32 l_2834 = l_2828 - uint32(1);
l_mut_52 = l_2834;
} else {
const bool l_2835 = l_2828 == uint32(2139095040);
if (l_2835) {
l_mut_52 = l_2828;
}
}
}
const float l_2836 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2837 = reinterpret_cast<uint32 const&>(l_2836);
const uint32 l_2838 = l_2837 & uint32(2147483647);
const float l_2839 = reinterpret_cast<float const&>(l_2838);
const double l_2840 = double(l_2839);
l_mut_42 = l_2840;
const bool l_2841 = l_2838 < uint32(8388608);
if (l_2841) {
const double l_2842 = double(l_2838);
const double l_2843 = l_2842 * double(1.401298464324817e-45);
l_mut_42 = l_2843;
}
const uint64 l_2844 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2845 = l_2837 >> uint32(31);
const uint64 l_2846 = uint64(l_2845);
const uint64 l_2847 = l_2846 << uint64(63);
const uint64 l_2848 = l_2844 | l_2847;
const double l_2849 = reinterpret_cast<double const&>(l_2848);
const bool l_2850 = l_2849 <= l_2791;
if (l_2850) {
const uint32 l_2851 = reinterpret_cast<uint32 const&>(l_2797);
const uint32 l_2852 = l_2851 + uint32(1);
l_mut_52 = l_2852;
const uint32 l_2853 = l_2851 & uint32(2147483647);
const bool l_2854 = l_2853 == uint32(0);
if (l_2854) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2855 = l_2851 & uint32(2147483648);
const bool l_2856 = l_2855 != uint32(0);
if (l_2856) {
const uint32 l_2857 = l_2851 - uint32(1);
l_mut_52 = l_2857;
} else {
const bool l_2858 = l_2851 == uint32(2139095040);
if (l_2858) {
l_mut_52 = l_2851;
}
}
}
const float l_2859 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2860 = reinterpret_cast<uint32 const&>(l_2859);
const uint32 l_2861 = l_2860 & uint32(2147483647);
const float l_2862 = reinterpret_cast<float const&>(l_2861);
const double l_2863 = double(l_2862);
l_mut_42 = l_2863;
const bool l_2864 = l_2861 < uint32(8388608);
if (l_2864) {
const double l_2865 = double(l_2861);
const double l_2866 = l_2865 * double(1.401298464324817e-45);
l_mut_42 = l_2866;
}
const uint64 l_2867 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2868 = l_2860 >> uint32(31);
const uint64 l_2869 = uint64(l_2868);
const uint64 l_2870 = l_2869 << uint64(63);
const uint64 l_2871 = l_2867 | l_2870;
const double l_2872 = reinterpret_cast<double const&>(l_2871);
l_mut_2736 = l_2872;
}
}
}
l_mut_2480 = l_mut_2736;
}
const double l_2873 = l_mut_1128 + l_20;
const double l_2874 = abs(l_2873);
const double l_2875 = l_2874 * double(2.220446049250313e-16);
const double l_2876 = l_2108 + l_2875;
const double l_2877 = l_2873 + l_2876;
const double l_2878 = -l_2877;
const double l_2879 = l_2878 * double(7.1362384635298e44);
const double l_2880 = floor(l_2879);
const double l_2881 = l_2880 * double(1.401298464324817e-45);
l_mut_2736 = l_2881;
const double l_2882 = abs(l_2878);
const bool l_2883 = l_2882 >= double(1.1754943508222875e-38);
if (l_2883) {
const float l_2884 = float(l_2878);
const double l_2885 = double(l_2884);
l_mut_2736 = l_2885;
const bool l_2886 = l_mut_2736 > l_2878;
if (l_2886) {
const uint32 l_2887 = reinterpret_cast<uint32 const&>(l_2884);
const uint32 l_2888 = l_2887 ^ uint32(2147483648);
const float l_2889 = reinterpret_cast<float const&>(l_2888);
const uint32 l_2890 = reinterpret_cast<uint32 const&>(l_2889);
const uint32 l_2891 = l_2890 + uint32(1);
l_mut_52 = l_2891;
const uint32 l_2892 = l_2890 & uint32(2147483647);
const bool l_2893 = l_2892 == uint32(0);
if (l_2893) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2894 = l_2890 & uint32(2147483648);
const bool l_2895 = l_2894 != uint32(0);
if (l_2895) {
const uint32 l_2896 = l_2890 - uint32(1);
l_mut_52 = l_2896;
} else {
const bool l_2897 = l_2890 == uint32(2139095040);
if (l_2897) {
l_mut_52 = l_2890;
}
}
}
const float l_2898 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2899 = reinterpret_cast<uint32 const&>(l_2898);
const uint32 l_2900 = l_2899 ^ uint32(2147483648);
const float l_2901 = reinterpret_cast<float const&>(l_2900);
const uint32 l_2902 = reinterpret_cast<uint32 const&>(l_2901);
const uint32 l_2903 = l_2902 & uint32(2147483647);
const float l_2904 = reinterpret_cast<float const&>(l_2903);
const double l_2905 = double(l_2904);
l_mut_42 = l_2905;
const bool l_2906 = l_2903 < uint32(8388608);
if (l_2906) {
const double l_2907 = double(l_2903);
const double l_2908 = l_2907 * double(1.401298464324817e-45);
l_mut_42 = l_2908;
}
const uint64 l_2909 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2910 = l_2902 >> uint32(31);
const uint64 l_2911 = uint64(l_2910);
const uint64 l_2912 = l_2911 << uint64(63);
const uint64 l_2913 = l_2909 | l_2912;
const double l_2914 = reinterpret_cast<double const&>(l_2913);
l_mut_2736 = l_2914;
} else {
const uint32 l_2915 = reinterpret_cast<uint32 const&>(l_2884);
const uint32 l_2916 = l_2915 + uint32(1);
l_mut_52 = l_2916;
const uint32 l_2917 = l_2915 & uint32(2147483647);
const bool l_2918 = l_2917 == uint32(0);
if (l_2918) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2919 = l_2915 & uint32(2147483648);
const bool l_2920 = l_2919 != uint32(0);
if (l_2920) {
const uint32 l_2921 = l_2915 - uint32(1);
l_mut_52 = l_2921;
} else {
const bool l_2922 = l_2915 == uint32(2139095040);
if (l_2922) {
l_mut_52 = l_2915;
}
}
}
const float l_2923 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2924 = reinterpret_cast<uint32 const&>(l_2923);
const uint32 l_2925 = l_2924 & uint32(2147483647);
const float l_2926 = reinterpret_cast<float const&>(l_2925);
const double l_2927 = double(l_2926);
l_mut_42 = l_2927;
const bool l_2928 = l_2925 < uint32(8388608);
if (l_2928) {
const double l_2929 = double(l_2925);
const double l_2930 = l_2929 * double(1.401298464324817e-45);
l_mut_42 = l_2930;
}
const uint64 l_2931 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2932 = l_2924 >> uint32(31);
const uint64 l_2933 = uint64(l_2932);
const uint64 l_2934 = l_2933 << uint64(63);
const uint64 l_2935 = l_2931 | l_2934;
const double l_2936 = reinterpret_cast<double const&>(l_2935);
const bool l_2937 = l_2936 <= l_2878;
if (l_2937) {
const uint32 l_2938 = reinterpret_cast<uint32 const&>(l_2884);
const uint32 l_2939 = l_2938 + uint32(1);
l_mut_52 = l_2939;
const uint32 l_2940 = l_2938 & uint32(2147483647);
const bool l_2941 = l_2940 == uint32(0);
if (l_2941) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2942 = l_2938 & uint32(2147483648);
const bool l_2943 = l_2942 != uint32(0);
if (l_2943) {
const uint32 l_2944 = l_2938 - uint32(1);
l_mut_52 = l_2944;
} else {
const bool l_2945 = l_2938 == uint32(2139095040);
if (l_2945) {
l_mut_52 = l_2938;
}
}
}
const float l_2946 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2947 = reinterpret_cast<uint32 const&>(l_2946);
const uint32 l_2948 = l_2947 & uint32(2147483647);
const float l_2949 = reinterpret_cast<float const&>(l_2948);
const double l_2950 = double(l_2949);
l_mut_42 = l_2950;
const bool l_2951 = l_2948 < uint32(8388608);
if (l_2951) {
const double l_2952 = double(l_2948);
const double l_2953 = l_2952 * double(1.401298464324817e-45);
l_mut_42 = l_2953;
}
const uint64 l_2954 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_2955 = l_2947 >> uint32(31);
const uint64 l_2956 = uint64(l_2955);
const uint64 l_2957 = l_2956 << uint64(63);
const uint64 l_2958 = l_2954 | l_2957;
const double l_2959 = reinterpret_cast<double const&>(l_2958);
l_mut_2736 = l_2959;
}
}
}
const double l_2960 = -l_mut_2736;
l_mut_2736 = l_2960;
const bool l_2961 = bool(false) && bool(true);
if (l_2961) {
const double l_2962 = l_2873 + l_2876;
const double l_2963 = l_2962 * double(7.1362384635298e44);
const double l_2964 = floor(l_2963);
const double l_2965 = l_2964 * double(1.401298464324817e-45);
l_mut_42 = l_2965;
const double l_2966 = abs(l_2962);
const bool l_2967 = l_2966 >= double(1.1754943508222875e-38);
if (l_2967) {
const float l_2968 = float(l_2962);
const double l_2969 = double(l_2968);
l_mut_42 = l_2969;
const bool l_2970 = l_mut_42 > l_2962;
if (l_2970) {
const uint32 l_2971 = reinterpret_cast<uint32 const&>(l_2968);
const uint32 l_2972 = l_2971 ^ uint32(2147483648);
const float l_2973 = reinterpret_cast<float const&>(l_2972);
const uint32 l_2974 = reinterpret_cast<uint32 const&>(l_2973);
const uint32 l_2975 = l_2974 + uint32(1);
l_mut_52 = l_2975;
const uint32 l_2976 = l_2974 & uint32(2147483647);
const bool l_2977 = l_2976 == uint32(0);
if (l_2977) {
l_mut_52 = uint32(1);
} else {
const uint32 l_2978 = l_2974 & uint32(2147483648);
const bool l_2979 = l_2978 != uint32(0);
if (l_2979) {
const uint32 l_2980 = l_2974 - uint32(1);
l_mut_52 = l_2980;
} else {
const bool l_2981 = l_2974 == uint32(2139095040);
if (l_2981) {
l_mut_52 = l_2974;
}
}
}
const float l_2982 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_2983 = reinterpret_cast<uint32 const&>(l_2982);
const uint32 l_2984 = l_2983 ^ uint32(2147483648);
const float l_2985 = reinterpret_cast<float const&>(l_2984);
const uint32 l_2986 = reinterpret_cast<uint32 const&>(l_2985);
const uint32 l_2987 = l_2986 & uint32(2147483647);
const float l_2988 = reinterpret_cast<float const&>(l_2987);
const double l_2989 = double(l_2988);
l_mut_2990 = l_2989;
const bool l_2991 = l_2987 < uint32(8388608);
if (l_2991) {
const double l_2992 = double(l_2987);
const double l_2993 = l_2992 * double(1.401298464324817e-45);
l_mut_2990 = l_2993;
}
const uint64 l_2994 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_2995 = l_2986 >> uint32(31);
const uint64 l_2996 = uint64(l_2995);
const uint64 l_2997 = l_2996 << uint64(63);
const uint64 l_2998 = l_2994 | l_2997;
const double l_2999 = reinterpret_cast<double const&>(l_2998);
l_mut_42 = l_2999;
} else {
const uint32 l_3000 = reinterpret_cast<uint32 const&>(l_2968);
const uint32 l_3001 = l_3000 + uint32(1);
l_mut_52 = l_3001;
const uint32 l_3002 = l_3000 & uint32(2147483647);
const bool l_3003 = l_3002 == uint32(0);
if (l_3003) {
l_mut_52 = uint32(1);
} else {
const uint32 l_3004 = l_3000 & uint32(2147483648);
const bool l_3005 = l_3004 != uint32(0);
if (l_3005) {
const uint32 l_3006 = l_3000 - uint32(1);
l_mut_52 = l_3006;
} else {
const bool l_3007 = l_3000 == uint32(2139095040);
if (l_3007) {
l_mut_52 = l_3000;
}
}
}
const float l_3008 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_3009 = reinterpret_cast<uint32 const&>(l_3008);
const uint32 l_3010 = l_3009 & uint32(2147483647);
const float l_3011 = reinterpret_cast<float const&>(l_3010);
const double l_3012 = double(l_3011);
l_mut_2990 = l_3012;
const bool l_3013 = l_3010 < uint32(8388608);
if (l_3013) {
const double l_3014 = double(l_3010);
const double l_3015 = l_3014 * double(1.401298464324817e-45);
l_mut_2990 = l_3015;
}
const uint64 l_3016 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_3017 = l_3009 >> uint32(31);
const uint64 l_3018 = uint64(l_3017);
const uint64 l_3019 = l_3018 << uint64(63);
const uint64 l_3020 = l_3016 | l_3019;
const double l_3021 = reinterpret_cast<double const&>(l_3020);
const bool l_3022 = l_3021 <= l_2962;
if (l_3022) {
const uint32 l_3023 = reinterpret_cast<uint32 const&>(l_2968);
const uint32 l_3024 = l_3023 + uint32(1);
l_mut_52 = l_3024;
const uint32 l_3025 = l_3023 & uint32(2147483647);
const bool l_3026 = l_3025 == uint32(0);
if (l_3026) {
l_mut_52 = uint32(1);
} else {
const uint32 l_3027 = l_3023 & uint32(2147483648);
const bool l_3028 = l_3027 != uint32(0);
if (l_3028) {
const uint32 l_3029 = l_3023 - uint32(1);
l_mut_52 = l_3029;
} else {
const bool l_3030 = l_3023 == uint32(2139095040);
if (l_3030) {
l_mut_52 = l_3023;
}
}
}
const float l_3031 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_3032 = reinterpret_cast<uint32 const&>(l_3031);
const uint32 l_3033 = l_3032 & uint32(2147483647);
const float l_3034 = reinterpret_cast<float const&>(l_3033);
const double l_3035 = double(l_3034);
l_mut_2990 = l_3035;
const bool l_3036 = l_3033 < uint32(8388608);
if (l_3036) {
const double l_3037 = double(l_3033);
const double l_3038 = l_3037 * double(1.401298464324817e-45);
l_mut_2990 = l_3038;
}
const uint64 l_3039 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_3040 = l_3032 >> uint32(31);
const uint64 l_3041 = uint64(l_3040);
const uint64 l_3042 = l_3041 << uint64(63);
const uint64 l_3043 = l_3039 | l_3042;
const double l_3044 = reinterpret_cast<double const&>(l_3043);
l_mut_42 = l_3044;
}
}
}
l_mut_2736 = l_mut_42;
} else {
const double l_3045 = l_2873 - l_2876;
const double l_3046 = -l_3045;
const double l_3047 = l_3046 * double(7.1362384635298e44);
const double l_3048 = floor(l_3047);
const double l_3049 = l_3048 * double(1.401298464324817e-45);
l_mut_2990 = l_3049;
const double l_3050 = abs(l_3046);
const bool l_3051 = l_3050 >= double(1.1754943508222875e-38);
if (l_3051) {
const float l_3052 = float(l_3046);
const double l_3053 = double(l_3052);
l_mut_2990 = l_3053;
const bool l_3054 = l_mut_2990 > l_3046;
if (l_3054) {
const uint32 l_3055 = reinterpret_cast<uint32 const&>(l_3052);
const uint32 l_3056 = l_3055 ^ uint32(2147483648);
const float l_3057 = reinterpret_cast<float const&>(l_3056);
const uint32 l_3058 = reinterpret_cast<uint32 const&>(l_3057);
const uint32 l_3059 = l_3058 + uint32(1);
l_mut_52 = l_3059;
const uint32 l_3060 = l_3058 & uint32(2147483647);
const bool l_3061 = l_3060 == uint32(0);
if (l_3061) {
l_mut_52 = uint32(1);
} else {
const uint32 l_3062 = l_3058 & uint32(2147483648);
const bool l_3063 = l_3062 != uint32(0);
if (l_3063) {
const uint32 l_3064 = l_3058 - uint32(1);
l_mut_52 = l_3064;
} else {
const bool l_3065 = l_3058 == uint32(2139095040);
if (l_3065) {
l_mut_52 = l_3058;
}
}
}
const float l_3066 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_3067 = reinterpret_cast<uint32 const&>(l_3066);
const uint32 l_3068 = l_3067 ^ uint32(2147483648);
const float l_3069 = reinterpret_cast<float const&>(l_3068);
const uint32 l_3070 = reinterpret_cast<uint32 const&>(l_3069);
const uint32 l_3071 = l_3070 & uint32(2147483647);
const float l_3072 = reinterpret_cast<float const&>(l_3071);
const double l_3073 = double(l_3072);
l_mut_42 = l_3073;
const bool l_3074 = l_3071 < uint32(8388608);
if (l_3074) {
const double l_3075 = double(l_3071);
const double l_3076 = l_3075 * double(1.401298464324817e-45);
l_mut_42 = l_3076;
}
const uint64 l_3077 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_3078 = l_3070 >> uint32(31);
const uint64 l_3079 = uint64(l_3078);
const uint64 l_3080 = l_3079 << uint64(63);
const uint64 l_3081 = l_3077 | l_3080;
const double l_3082 = reinterpret_cast<double const&>(l_3081);
l_mut_2990 = l_3082;
} else {
const uint32 l_3083 = reinterpret_cast<uint32 const&>(l_3052);
const uint32 l_3084 = l_3083 + uint32(1);
l_mut_52 = l_3084;
const uint32 l_3085 = l_3083 & uint32(2147483647);
const bool l_3086 = l_3085 == uint32(0);
if (l_3086) {
l_mut_52 = uint32(1);
} else {
const uint32 l_3087 = l_3083 & uint32(2147483648);
const bool l_3088 = l_3087 != uint32(0);
if (l_3088) {
const uint32 l_3089 = l_3083 - uint32(1);
l_mut_52 = l_3089;
} else {
const bool l_3090 = l_3083 == uint32(2139095040);
if (l_3090) {
l_mut_52 = l_3083;
}
}
}
const float l_3091 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_3092 = reinterpret_cast<uint32 const&>(l_3091);
const uint32 l_3093 = l_3092 & uint32(2147483647);
const float l_3094 = reinterpret_cast<float const&>(l_3093);
const double l_3095 = double(l_3094);
l_mut_42 = l_3095;
const bool l_3096 = l_3093 < uint32(8388608);
if (l_3096) {
const double l_3097 = double(l_3093);
const double l_3098 = l_3097 * double(1.401298464324817e-45);
l_mut_42 = l_3098;
}
const uint64 l_3099 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_3100 = l_3092 >> uint32(31);
const uint64 l_3101 = uint64(l_3100);
const uint64 l_3102 = l_3101 << uint64(63);
const uint64 l_3103 = l_3099 | l_3102;
const double l_3104 = reinterpret_cast<double const&>(l_3103);
const bool l_3105 = l_3104 <= l_3046;
if (l_3105) {
const uint32 l_3106 = reinterpret_cast<uint32 const&>(l_3052);
const uint32 l_3107 = l_3106 + uint32(1);
l_mut_52 = l_3107;
const uint32 l_3108 = l_3106 & uint32(2147483647);
const bool l_3109 = l_3108 == uint32(0);
if (l_3109) {
l_mut_52 = uint32(1);
} else {
const uint32 l_3110 = l_3106 & uint32(2147483648);
const bool l_3111 = l_3110 != uint32(0);
if (l_3111) {
const uint32 l_3112 = l_3106 - uint32(1);
l_mut_52 = l_3112;
} else {
const bool l_3113 = l_3106 == uint32(2139095040);
if (l_3113) {
l_mut_52 = l_3106;
}
}
}
const float l_3114 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_3115 = reinterpret_cast<uint32 const&>(l_3114);
const uint32 l_3116 = l_3115 & uint32(2147483647);
const float l_3117 = reinterpret_cast<float const&>(l_3116);
const double l_3118 = double(l_3117);
l_mut_42 = l_3118;
const bool l_3119 = l_3116 < uint32(8388608);
if (l_3119) {
const double l_3120 = double(l_3116);
const double l_3121 = l_3120 * double(1.401298464324817e-45);
l_mut_42 = l_3121;
}
const uint64 l_3122 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_3123 = l_3115 >> uint32(31);
const uint64 l_3124 = uint64(l_3123);
const uint64 l_3125 = l_3124 << uint64(63);
const uint64 l_3126 = l_3122 | l_3125;
const double l_3127 = reinterpret_cast<double const&>(l_3126);
l_mut_2990 = l_3127;
}
}
}
const double l_3128 = -l_mut_2990;
l_mut_2736 = l_3128;
}
l_mut_52 = uint32(0);
const bool l_3129 = l_mut_2480 <= double(0.0);
const bool l_3130 = l_mut_2736 >= double(0.0);
const bool l_3131 = l_3129 && l_3130;
const bool l_3132 = !l_3131;
if (l_3132) {
const double l_3134 = l_mut_65 / l_mut_2480;
const double l_3135 = l_mut_65 / l_mut_2736;
const double l_3136 = l_mut_2226 / l_mut_2480;
const double l_3137 = l_mut_2226 / l_mut_2736;
l_arr_3133[uint32(0)] = l_3134;
l_arr_3133[uint32(1)] = l_3134;
const double l_3138 = l_arr_3133[uint32(0)];
const bool l_3139 = l_3135 < l_3138;
if (l_3139) {
l_arr_3133[uint32(0)] = l_3135;
}
const double l_3140 = l_arr_3133[uint32(0)];
const bool l_3141 = l_3136 < l_3140;
if (l_3141) {
l_arr_3133[uint32(0)] = l_3136;
}
const double l_3142 = l_arr_3133[uint32(0)];
const bool l_3143 = l_3137 < l_3142;
if (l_3143) {
l_arr_3133[uint32(0)] = l_3137;
}
const double l_3144 = l_arr_3133[uint32(1)];
const bool l_3145 = l_3135 > l_3144;
if (l_3145) {
l_arr_3133[uint32(1)] = l_3135;
}
const double l_3146 = l_arr_3133[uint32(1)];
const bool l_3147 = l_3136 > l_3146;
if (l_3147) {
l_arr_3133[uint32(1)] = l_3136;
}
const double l_3148 = l_arr_3133[uint32(1)];
const bool l_3149 = l_3137 > l_3148;
if (l_3149) {
l_arr_3133[uint32(1)] = l_3137;
}
const double l_3150 = l_arr_3133[uint32(0)];
const double l_3151 = abs(l_3150);
const double l_3152 = l_3151 * l_mut_715;
const double l_3153 = l_arr_3133[uint32(1)];
const double l_3154 = abs(l_3153);
const double l_3155 = l_3154 * l_mut_715;
l_mut_52 = uint32(2);
const double l_3156 = l_arr_3133[uint32(0)];
const double l_3157 = l_3156 - l_3152;
const double l_3158 = abs(l_3157);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_3159 = l_3158 >= double(1.1754943508222875e-38);
const bool l_3160 = l_3158 <= double(1.7976931348623157e308);
const bool l_3161 = l_3159 && l_3160;
if (l_3161) {
const uint64 l_3162 = reinterpret_cast<uint64 const&>(l_3158);
const uint64 l_3163 = l_3162 >> uint64(52);
const uint64 l_3164 = l_3163 - uint64(23);
const uint64 l_3165 = l_3164 << uint64(52);
const double l_3166 = reinterpret_cast<double const&>(l_3165);
l_mut_2990 = l_3166;
}
const double l_3167 = l_3156 + l_3152;
const double l_3168 = abs(l_3167);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_3169 = l_3168 >= double(1.1754943508222875e-38);
const bool l_3170 = l_3168 <= double(1.7976931348623157e308);
const bool l_3171 = l_3169 && l_3170;
if (l_3171) {
const uint64 l_3172 = reinterpret_cast<uint64 const&>(l_3168);
const uint64 l_3173 = l_3172 >> uint64(52);
const uint64 l_3174 = l_3173 - uint64(23);
const uint64 l_3175 = l_3174 << uint64(52);
const double l_3176 = reinterpret_cast<double const&>(l_3175);
l_mut_2736 = l_3176;
}
const bool l_3177 = l_mut_2990 == l_mut_2736;
const double l_3178 = l_arr_3133[uint32(1)];
const double l_3179 = l_3178 - l_3155;
const double l_3180 = abs(l_3179);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_3181 = l_3180 >= double(1.1754943508222875e-38);
const bool l_3182 = l_3180 <= double(1.7976931348623157e308);
const bool l_3183 = l_3181 && l_3182;
if (l_3183) {
const uint64 l_3184 = reinterpret_cast<uint64 const&>(l_3180);
const uint64 l_3185 = l_3184 >> uint64(52);
const uint64 l_3186 = l_3185 - uint64(23);
const uint64 l_3187 = l_3186 << uint64(52);
const double l_3188 = reinterpret_cast<double const&>(l_3187);
l_mut_2990 = l_3188;
}
const double l_3189 = l_3178 + l_3155;
const double l_3190 = abs(l_3189);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_3191 = l_3190 >= double(1.1754943508222875e-38);
const bool l_3192 = l_3190 <= double(1.7976931348623157e308);
const bool l_3193 = l_3191 && l_3192;
if (l_3193) {
const uint64 l_3194 = reinterpret_cast<uint64 const&>(l_3190);
const uint64 l_3195 = l_3194 >> uint64(52);
const uint64 l_3196 = l_3195 - uint64(23);
const uint64 l_3197 = l_3196 << uint64(52);
const double l_3198 = reinterpret_cast<double const&>(l_3197);
l_mut_2736 = l_3198;
}
const bool l_3199 = l_mut_2990 == l_mut_2736;
const bool l_3200 = l_3177 && l_3199;
if (l_3200) {
const double l_3201 = l_arr_3133[uint32(0)];
const double l_3202 = l_arr_3133[uint32(0)];
const double l_3203 = abs(l_3202);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_3204 = l_3203 >= double(1.1754943508222875e-38);
const bool l_3205 = l_3203 <= double(1.7976931348623157e308);
const bool l_3206 = l_3204 && l_3205;
if (l_3206) {
const uint64 l_3207 = reinterpret_cast<uint64 const&>(l_3203);
const uint64 l_3208 = l_3207 >> uint64(52);
const uint64 l_3209 = l_3208 - uint64(23);
const uint64 l_3210 = l_3209 << uint64(52);
const double l_3211 = reinterpret_cast<double const&>(l_3210);
l_mut_2990 = l_3211;
}
const double l_3212 = l_23 * l_mut_2990;
const double l_3213 = l_3201 - l_3212;
const double l_3214 = l_arr_3133[uint32(1)];
const double l_3215 = l_arr_3133[uint32(1)];
const double l_3216 = abs(l_3215);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_3217 = l_3216 >= double(1.1754943508222875e-38);
const bool l_3218 = l_3216 <= double(1.7976931348623157e308);
const bool l_3219 = l_3217 && l_3218;
if (l_3219) {
const uint64 l_3220 = reinterpret_cast<uint64 const&>(l_3216);
const uint64 l_3221 = l_3220 >> uint64(52);
const uint64 l_3222 = l_3221 - uint64(23);
const uint64 l_3223 = l_3222 << uint64(52);
const double l_3224 = reinterpret_cast<double const&>(l_3223);
l_mut_2990 = l_3224;
}
const double l_3225 = l_23 * l_mut_2990;
const double l_3226 = l_3214 + l_3225;
const uint32 l_3227 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_3228 = l_3227 & uint32(2147483647);
const float l_3229 = reinterpret_cast<float const&>(l_3228);
const double l_3230 = double(l_3229);
l_mut_2990 = l_3230;
const bool l_3231 = l_3228 < uint32(8388608);
if (l_3231) {
const double l_3232 = double(l_3228);
const double l_3233 = l_3232 * double(1.401298464324817e-45);
l_mut_2990 = l_3233;
}
const uint64 l_3234 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_3235 = l_3227 >> uint32(31);
const uint64 l_3236 = uint64(l_3235);
const uint64 l_3237 = l_3236 << uint64(63);
const uint64 l_3238 = l_3234 | l_3237;
const double l_3239 = reinterpret_cast<double const&>(l_3238);
const uint32 l_3240 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_3241 = l_3240 + uint32(1);
l_mut_3242 = l_3241;
const uint32 l_3243 = l_3240 & uint32(2147483647);
const bool l_3244 = l_3243 == uint32(0);
if (l_3244) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3245 = l_3240 & uint32(2147483648);
const bool l_3246 = l_3245 != uint32(0);
if (l_3246) {
const uint32 l_3247 = l_3240 - uint32(1);
l_mut_3242 = l_3247;
} else {
const bool l_3248 = l_3240 == uint32(2139095040);
if (l_3248) {
l_mut_3242 = l_3240;
}
}
}
const float l_3249 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3250 = reinterpret_cast<uint32 const&>(l_3249);
const uint32 l_3251 = l_3250 & uint32(2147483647);
const float l_3252 = reinterpret_cast<float const&>(l_3251);
const double l_3253 = double(l_3252);
l_mut_2990 = l_3253;
const bool l_3254 = l_3251 < uint32(8388608);
if (l_3254) {
const double l_3255 = double(l_3251);
const double l_3256 = l_3255 * double(1.401298464324817e-45);
l_mut_2990 = l_3256;
}
const uint64 l_3257 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_3258 = l_3250 >> uint32(31);
const uint64 l_3259 = uint64(l_3258);
const uint64 l_3260 = l_3259 << uint64(63);
const uint64 l_3261 = l_3257 | l_3260;
const double l_3262 = reinterpret_cast<double const&>(l_3261);
const uint32 l_3263 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_3264 = l_3263 ^ uint32(2147483648);
const float l_3265 = reinterpret_cast<float const&>(l_3264);
const uint32 l_3266 = reinterpret_cast<uint32 const&>(l_3265);
const uint32 l_3267 = l_3266 + uint32(1);
l_mut_3242 = l_3267;
const uint32 l_3268 = l_3266 & uint32(2147483647);
const bool l_3269 = l_3268 == uint32(0);
if (l_3269) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3270 = l_3266 & uint32(2147483648);
const bool l_3271 = l_3270 != uint32(0);
if (l_3271) {
const uint32 l_3272 = l_3266 - uint32(1);
l_mut_3242 = l_3272;
} else {
const bool l_3273 = l_3266 == uint32(2139095040);
if (l_3273) {
l_mut_3242 = l_3266;
}
}
}
const float l_3274 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3275 = reinterpret_cast<uint32 const&>(l_3274);
const uint32 l_3276 = l_3275 ^ uint32(2147483648);
const float l_3277 = reinterpret_cast<float const&>(l_3276);
const uint32 l_3278 = reinterpret_cast<uint32 const&>(l_3277);
const uint32 l_3279 = l_3278 & uint32(2147483647);
const float l_3280 = reinterpret_cast<float const&>(l_3279);
const double l_3281 = double(l_3280);
l_mut_2990 = l_3281;
const bool l_3282 = l_3279 < uint32(8388608);
if (l_3282) {
const double l_3283 = double(l_3279);
const double l_3284 = l_3283 * double(1.401298464324817e-45);
l_mut_2990 = l_3284;
}
const uint64 l_3285 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_3286 = l_3278 >> uint32(31);
const uint64 l_3287 = uint64(l_3286);
const uint64 l_3288 = l_3287 << uint64(63);
const uint64 l_3289 = l_3285 | l_3288;
const double l_3290 = reinterpret_cast<double const&>(l_3289);
const double l_3291 = l_3213 + l_3152;
const bool l_3292 = l_3291 <= l_3239;
l_mut_154 = l_3292;
const double l_3293 = l_3213 - l_3152;
const bool l_3294 = l_3293 > l_3239;
l_mut_151 = l_3294;
const double l_3295 = l_3226 - l_3155;
const bool l_3296 = l_3295 >= l_3239;
l_mut_148 = l_3296;
const double l_3297 = l_3226 + l_3155;
const bool l_3298 = l_3297 < l_3239;
l_mut_145 = l_3298;
const double l_3299 = l_3213 + l_3152;
const bool l_3300 = l_3299 < l_3262;
l_mut_154 = l_3300;
const double l_3301 = l_3213 - l_3152;
const bool l_3302 = l_3301 >= l_3262;
l_mut_151 = l_3302;
const double l_3303 = l_3226 - l_3155;
const bool l_3304 = l_3303 > l_3290;
l_mut_148 = l_3304;
const double l_3305 = l_3226 + l_3155;
const bool l_3306 = l_3305 <= l_3290;
l_mut_145 = l_3306;
l_mut_3242 = uint32(2);
const bool l_3307 = l_mut_151 || l_mut_145;
if (l_3307) {
l_mut_3242 = uint32(1);
} else {
const bool l_3308 = l_mut_154 && l_mut_148;
if (l_3308) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_3309 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_3310 = l_3309 & uint32(2147483647);
const bool l_3311 = l_3310 == uint32(0);
if (l_3311) {
const double l_3312 = l_3213 + l_3152;
const bool l_3313 = l_3312 < double(1.1754943508222875e-38);
const double l_3314 = l_3226 - l_3155;
const bool l_3315 = l_3314 > double(-1.1754943508222875e-38);
const bool l_3316 = l_3313 && l_3315;
const double l_3317 = l_3213 - l_3152;
const bool l_3318 = l_3317 < double(1.1754943508222875e-38);
const double l_3319 = l_3226 + l_3155;
const bool l_3320 = l_3319 > double(-1.1754943508222875e-38);
const bool l_3321 = l_3318 && l_3320;
if (l_3316) {
l_mut_3242 = uint32(0);
} else {
const bool l_3322 = l_mut_3242 == uint32(1);
const bool l_3323 = l_3321 && l_3322;
if (l_3323) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_52 = l_mut_3242;
}
}
const double l_3324 = l_mut_1211 - l_20;
const double l_3325 = abs(l_3324);
const double l_3326 = l_3325 * double(2.220446049250313e-16);
const double l_3327 = l_2106 + l_3326;
const double l_3328 = l_3324 + l_3327;
const double l_3329 = -l_3328;
const double l_3330 = l_3329 * double(7.1362384635298e44);
const double l_3331 = floor(l_3330);
const double l_3332 = l_3331 * double(1.401298464324817e-45);
l_mut_2990 = l_3332;
const double l_3333 = abs(l_3329);
const bool l_3334 = l_3333 >= double(1.1754943508222875e-38);
if (l_3334) {
const float l_3335 = float(l_3329);
const double l_3336 = double(l_3335);
l_mut_2990 = l_3336;
const bool l_3337 = l_mut_2990 > l_3329;
if (l_3337) {
const uint32 l_3338 = reinterpret_cast<uint32 const&>(l_3335);
const uint32 l_3339 = l_3338 ^ uint32(2147483648);
const float l_3340 = reinterpret_cast<float const&>(l_3339);
const uint32 l_3341 = reinterpret_cast<uint32 const&>(l_3340);
const uint32 l_3342 = l_3341 + uint32(1);
l_mut_3242 = l_3342;
const uint32 l_3343 = l_3341 & uint32(2147483647);
const bool l_3344 = l_3343 == uint32(0);
if (l_3344) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3345 = l_3341 & uint32(2147483648);
const bool l_3346 = l_3345 != uint32(0);
if (l_3346) {
const uint32 l_3347 = l_3341 - uint32(1);
l_mut_3242 = l_3347;
} else {
const bool l_3348 = l_3341 == uint32(2139095040);
if (l_3348) {
l_mut_3242 = l_3341;
}
}
}
const float l_3349 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3350 = reinterpret_cast<uint32 const&>(l_3349);
const uint32 l_3351 = l_3350 ^ uint32(2147483648);
const float l_3352 = reinterpret_cast<float const&>(l_3351);
const uint32 l_3353 = reinterpret_cast<uint32 const&>(l_3352);
const uint32 l_3354 = l_3353 & uint32(2147483647);
const float l_3355 = reinterpret_cast<float const&>(l_3354);
const double l_3356 = double(l_3355);
l_mut_2736 = l_3356;
const bool l_3357 = l_3354 < uint32(8388608);
if (l_3357) {
const double l_3358 = double(l_3354);
const double l_3359 = l_3358 * double(1.401298464324817e-45);
l_mut_2736 = l_3359;
}
const uint64 l_3360 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_3361 = l_3353 >> uint32(31);
const uint64 l_3362 = uint64(l_3361);
const uint64 l_3363 = l_3362 << uint64(63);
const uint64 l_3364 = l_3360 | l_3363;
const double l_3365 = reinterpret_cast<double const&>(l_3364);
l_mut_2990 = l_3365;
} else {
const uint32 l_3366 = reinterpret_cast<uint32 const&>(l_3335);
const uint32 l_3367 = l_3366 + uint32(1);
l_mut_3242 = l_3367;
const uint32 l_3368 = l_3366 & uint32(2147483647);
const bool l_3369 = l_3368 == uint32(0);
if (l_3369) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3370 = l_3366 & uint32(2147483648);
const bool l_3371 = l_3370 != uint32(0);
if (l_3371) {
const uint32 l_3372 = l_3366 - uint32(1);
l_mut_3242 = l_3372;
} else {
const bool l_3373 = l_3366 == uint32(2139095040);
if (l_3373) {
l_mut_3242 = l_3366;
}
}
}
const float l_3374 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3375 = reinterpret_cast<uint32 const&>(l_3374);
const uint32 l_3376 = l_3375 & uint32(2147483647);
const float l_3377 = reinterpret_cast<float const&>(l_3376);
const double l_3378 = double(l_3377);
l_mut_2736 = l_3378;
const bool l_3379 = l_3376 < uint32(8388608);
if (l_3379) {
const double l_3380 = double(l_3376);
const double l_3381 = l_3380 * double(1.401298464324817e-45);
l_mut_2736 = l_3381;
}
const uint64 l_3382 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_3383 = l_3375 >> uint32(31);
const uint64 l_3384 = uint64(l_3383);
const uint64 l_3385 = l_3384 << uint64(63);
const uint64 l_3386 = l_3382 | l_3385;
const double l_3387 = reinterpret_cast<double const&>(l_3386);
const bool l_3388 = l_3387 <= l_3329;
if (l_3388) {
const uint32 l_3389 = reinterpret_cast<uint32 const&>(l_3335);
const uint32 l_3390 = l_3389 + uint32(1);
l_mut_3242 = l_3390;
const uint32 l_3391 = l_3389 & uint32(2147483647);
const bool l_3392 = l_3391 == uint32(0);
if (l_3392) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3393 = l_3389 & uint32(2147483648);
const bool l_3394 = l_3393 != uint32(0);
if (l_3394) {
const uint32 l_3395 = l_3389 - uint32(1);
l_mut_3242 = l_3395;
} else {
const bool l_3396 = l_3389 == uint32(2139095040);
if (l_3396) {
l_mut_3242 = l_3389;
}
}
}
const float l_3397 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3398 = reinterpret_cast<uint32 const&>(l_3397);
const uint32 l_3399 = l_3398 & uint32(2147483647);
const float l_3400 = reinterpret_cast<float const&>(l_3399);
const double l_3401 = double(l_3400);
l_mut_2736 = l_3401;
const bool l_3402 = l_3399 < uint32(8388608);
if (l_3402) {
const double l_3403 = double(l_3399);
const double l_3404 = l_3403 * double(1.401298464324817e-45);
l_mut_2736 = l_3404;
}
const uint64 l_3405 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_3406 = l_3398 >> uint32(31);
const uint64 l_3407 = uint64(l_3406);
const uint64 l_3408 = l_3407 << uint64(63);
const uint64 l_3409 = l_3405 | l_3408;
const double l_3410 = reinterpret_cast<double const&>(l_3409);
l_mut_2990 = l_3410;
}
}
}
const double l_3411 = -l_mut_2990;
l_mut_2990 = l_3411;
const bool l_3412 = bool(true) && bool(false);
if (l_3412) {
const double l_3413 = l_3324 + l_3327;
const double l_3414 = l_3413 * double(7.1362384635298e44);
const double l_3415 = floor(l_3414);
const double l_3416 = l_3415 * double(1.401298464324817e-45);
l_mut_2736 = l_3416;
const double l_3417 = abs(l_3413);
const bool l_3418 = l_3417 >= double(1.1754943508222875e-38);
if (l_3418) {
const float l_3419 = float(l_3413);
const double l_3420 = double(l_3419);
l_mut_2736 = l_3420;
const bool l_3421 = l_mut_2736 > l_3413;
if (l_3421) {
const uint32 l_3422 = reinterpret_cast<uint32 const&>(l_3419);
const uint32 l_3423 = l_3422 ^ uint32(2147483648);
const float l_3424 = reinterpret_cast<float const&>(l_3423);
const uint32 l_3425 = reinterpret_cast<uint32 const&>(l_3424);
const uint32 l_3426 = l_3425 + uint32(1);
l_mut_3242 = l_3426;
const uint32 l_3427 = l_3425 & uint32(2147483647);
const bool l_3428 = l_3427 == uint32(0);
if (l_3428) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3429 = l_3425 & uint32(2147483648);
const bool l_3430 = l_3429 != uint32(0);
if (l_3430) {
const uint32 l_3431 = l_3425 - uint32(1);
l_mut_3242 = l_3431;
} else {
const bool l_3432 = l_3425 == uint32(2139095040);
if (l_3432) {
l_mut_3242 = l_3425;
}
}
}
const float l_3433 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3434 = reinterpret_cast<uint32 const&>(l_3433);
const uint32 l_3435 = l_3434 ^ uint32(2147483648);
const float l_3436 = reinterpret_cast<float const&>(l_3435);
const uint32 l_3437 = reinterpret_cast<uint32 const&>(l_3436);
const uint32 l_3438 = l_3437 & uint32(2147483647);
const float l_3439 = reinterpret_cast<float const&>(l_3438);
const double l_3440 = double(l_3439);
l_mut_2480 = l_3440;
const bool l_3441 = l_3438 < uint32(8388608);
if (l_3441) {
const double l_3442 = double(l_3438);
const double l_3443 = l_3442 * double(1.401298464324817e-45);
l_mut_2480 = l_3443;
}
const uint64 l_3444 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3445 = l_3437 >> uint32(31);
const uint64 l_3446 = uint64(l_3445);
const uint64 l_3447 = l_3446 << uint64(63);
const uint64 l_3448 = l_3444 | l_3447;
const double l_3449 = reinterpret_cast<double const&>(l_3448);
l_mut_2736 = l_3449;
} else {
const uint32 l_3450 = reinterpret_cast<uint32 const&>(l_3419);
const uint32 l_3451 = l_3450 + uint32(1);
l_mut_3242 = l_3451;
const uint32 l_3452 = l_3450 & uint32(2147483647);
const bool l_3453 = l_3452 == uint32(0);
if (l_3453) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3454 = l_3450 & uint32(2147483648);
const bool l_3455 = l_3454 != uint32(0);
if (l_3455) {
const uint32 l_3456 = l_3450 - uint32(1);
l_mut_3242 = l_3456;
} else {
const bool l_3457 = l_3450 == uint32(2139095040);
if (l_3457) {
l_mut_3242 = l_3450;
}
}
}
const float l_3458 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3459 = reinterpret_cast<uint32 const&>(l_3458);
const uint32 l_3460 = l_3459 & uint32(2147483647);
const float l_3461 = reinterpret_cast<float const&>(l_3460);
const double l_3462 = double(l_3461);
l_mut_2480 = l_3462;
const bool l_3463 = l_3460 < uint32(8388608);
if (l_3463) {
const double l_3464 = double(l_3460);
const double l_3465 = l_3464 * double(1.401298464324817e-45);
l_mut_2480 = l_3465;
}
const uint64 l_3466 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3467 = l_3459 >> uint32(31);
const uint64 l_3468 = uint64(l_3467);
const uint64 l_3469 = l_3468 << uint64(63);
const uint64 l_3470 = l_3466 | l_3469;
const double l_3471 = reinterpret_cast<double const&>(l_3470);
const bool l_3472 = l_3471 <= l_3413;
if (l_3472) {
const uint32 l_3473 = reinterpret_cast<uint32 const&>(l_3419);
const uint32 l_3474 = l_3473 + uint32(1);
l_mut_3242 = l_3474;
const uint32 l_3475 = l_3473 & uint32(2147483647);
const bool l_3476 = l_3475 == uint32(0);
if (l_3476) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3477 = l_3473 & uint32(2147483648);
const bool l_3478 = l_3477 != uint32(0);
if (l_3478) {
const uint32 l_3479 = l_3473 - uint32(1);
l_mut_3242 = l_3479;
} else {
const bool l_3480 = l_3473 == uint32(2139095040);
if (l_3480) {
l_mut_3242 = l_3473;
}
}
}
const float l_3481 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3482 = reinterpret_cast<uint32 const&>(l_3481);
const uint32 l_3483 = l_3482 & uint32(2147483647);
const float l_3484 = reinterpret_cast<float const&>(l_3483);
const double l_3485 = double(l_3484);
l_mut_2480 = l_3485;
const bool l_3486 = l_3483 < uint32(8388608);
if (l_3486) {
const double l_3487 = double(l_3483);
const double l_3488 = l_3487 * double(1.401298464324817e-45);
l_mut_2480 = l_3488;
}
const uint64 l_3489 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3490 = l_3482 >> uint32(31);
const uint64 l_3491 = uint64(l_3490);
const uint64 l_3492 = l_3491 << uint64(63);
const uint64 l_3493 = l_3489 | l_3492;
const double l_3494 = reinterpret_cast<double const&>(l_3493);
l_mut_2736 = l_3494;
}
}
}
l_mut_2990 = l_mut_2736;
} else {
const double l_3495 = l_3324 - l_3327;
const double l_3496 = l_3495 * double(7.1362384635298e44);
const double l_3497 = floor(l_3496);
const double l_3498 = l_3497 * double(1.401298464324817e-45);
l_mut_2736 = l_3498;
const double l_3499 = abs(l_3495);
const bool l_3500 = l_3499 >= double(1.1754943508222875e-38);
if (l_3500) {
const float l_3501 = float(l_3495);
const double l_3502 = double(l_3501);
l_mut_2736 = l_3502;
const bool l_3503 = l_mut_2736 > l_3495;
if (l_3503) {
const uint32 l_3504 = reinterpret_cast<uint32 const&>(l_3501);
const uint32 l_3505 = l_3504 ^ uint32(2147483648);
const float l_3506 = reinterpret_cast<float const&>(l_3505);
const uint32 l_3507 = reinterpret_cast<uint32 const&>(l_3506);
const uint32 l_3508 = l_3507 + uint32(1);
l_mut_3242 = l_3508;
const uint32 l_3509 = l_3507 & uint32(2147483647);
const bool l_3510 = l_3509 == uint32(0);
if (l_3510) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3511 = l_3507 & uint32(2147483648);
const bool l_3512 = l_3511 != uint32(0);
if (l_3512) {
const uint32 l_3513 = l_3507 - uint32(1);
l_mut_3242 = l_3513;
} else {
const bool l_3514 = l_3507 == uint32(2139095040);
if (l_3514) {
l_mut_3242 = l_3507;
}
}
}
const float l_3515 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3516 = reinterpret_cast<uint32 const&>(l_3515);
const uint32 l_3517 = l_3516 ^ uint32(2147483648);
const float l_3518 = reinterpret_cast<float const&>(l_3517);
const uint32 l_3519 = reinterpret_cast<uint32 const&>(l_3518);
const uint32 l_3520 = l_3519 & uint32(2147483647);
const float l_3521 = reinterpret_cast<float const&>(l_3520);
const double l_3522 = double(l_3521);
l_mut_2480 = l_3522;
const bool l_3523 = l_3520 < uint32(8388608);
if (l_3523) {
const double l_3524 = double(l_3520);
const double l_3525 = l_3524 * double(1.401298464324817e-45);
l_mut_2480 = l_3525;
}
const uint64 l_3526 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3527 = l_3519 >> uint32(31);
const uint64 l_3528 = uint64(l_3527);
const uint64 l_3529 = l_3528 << uint64(63);
const uint64 l_3530 = l_3526 | l_3529;
const double l_3531 = reinterpret_cast<double const&>(l_3530);
l_mut_2736 = l_3531;
} else {
const uint32 l_3532 = reinterpret_cast<uint32 const&>(l_3501);
const uint32 l_3533 = l_3532 + uint32(1);
l_mut_3242 = l_3533;
const uint32 l_3534 = l_3532 & uint32(2147483647);
const bool l_3535 = l_3534 == uint32(0);
if (l_3535) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3536 = l_3532 & uint32(2147483648);
const bool l_3537 = l_3536 != uint32(0);
if (l_3537) {
const uint32 l_3538 = l_3532 - uint32(1);
l_mut_3242 = l_3538;
} else {
const bool l_3539 = l_3532 == uint32(2139095040);
if (l_3539) {
l_mut_3242 = l_3532;
}
}
}
const float l_3540 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3541 = reinterpret_cast<uint32 const&>(l_3540);
const uint32 l_3542 = l_3541 & uint32(2147483647);
const float l_3543 = reinterpret_cast<float const&>(l_3542);
const double l_3544 = double(l_3543);
l_mut_2480 = l_3544;
const bool l_3545 = l_3542 < uint32(8388608);
if (l_3545) {
const double l_3546 = double(l_3542);
const double l_3547 = l_3546 * double(1.401298464324817e-45);
l_mut_2480 = l_3547;
}
const uint64 l_3548 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3549 = l_3541 >> uint32(31);
const uint64 l_3550 = uint64(l_3549);
const uint64 l_3551 = l_3550 << uint64(63);
const uint64 l_3552 = l_3548 | l_3551;
const double l_3553 = reinterpret_cast<double const&>(l_3552);
const bool l_3554 = l_3553 <= l_3495;
if (l_3554) {
const uint32 l_3555 = reinterpret_cast<uint32 const&>(l_3501);
const uint32 l_3556 = l_3555 + uint32(1);
l_mut_3242 = l_3556;
const uint32 l_3557 = l_3555 & uint32(2147483647);
const bool l_3558 = l_3557 == uint32(0);
if (l_3558) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3559 = l_3555 & uint32(2147483648);
const bool l_3560 = l_3559 != uint32(0);
if (l_3560) {
const uint32 l_3561 = l_3555 - uint32(1);
l_mut_3242 = l_3561;
} else {
const bool l_3562 = l_3555 == uint32(2139095040);
if (l_3562) {
l_mut_3242 = l_3555;
}
}
}
const float l_3563 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3564 = reinterpret_cast<uint32 const&>(l_3563);
const uint32 l_3565 = l_3564 & uint32(2147483647);
const float l_3566 = reinterpret_cast<float const&>(l_3565);
const double l_3567 = double(l_3566);
l_mut_2480 = l_3567;
const bool l_3568 = l_3565 < uint32(8388608);
if (l_3568) {
const double l_3569 = double(l_3565);
const double l_3570 = l_3569 * double(1.401298464324817e-45);
l_mut_2480 = l_3570;
}
const uint64 l_3571 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3572 = l_3564 >> uint32(31);
const uint64 l_3573 = uint64(l_3572);
const uint64 l_3574 = l_3573 << uint64(63);
const uint64 l_3575 = l_3571 | l_3574;
const double l_3576 = reinterpret_cast<double const&>(l_3575);
l_mut_2736 = l_3576;
}
}
}
l_mut_2990 = l_mut_2736;
}
const double l_3577 = l_mut_1211 + l_20;
const double l_3578 = abs(l_3577);
const double l_3579 = l_3578 * double(2.220446049250313e-16);
const double l_3580 = l_2106 + l_3579;
const double l_3581 = l_3577 + l_3580;
const double l_3582 = -l_3581;
const double l_3583 = l_3582 * double(7.1362384635298e44);
const double l_3584 = floor(l_3583);
const double l_3585 = l_3584 * double(1.401298464324817e-45);
l_mut_2736 = l_3585;
const double l_3586 = abs(l_3582);
const bool l_3587 = l_3586 >= double(1.1754943508222875e-38);
if (l_3587) {
const float l_3588 = float(l_3582);
const double l_3589 = double(l_3588);
l_mut_2736 = l_3589;
const bool l_3590 = l_mut_2736 > l_3582;
if (l_3590) {
const uint32 l_3591 = reinterpret_cast<uint32 const&>(l_3588);
const uint32 l_3592 = l_3591 ^ uint32(2147483648);
const float l_3593 = reinterpret_cast<float const&>(l_3592);
const uint32 l_3594 = reinterpret_cast<uint32 const&>(l_3593);
const uint32 l_3595 = l_3594 + uint32(1);
l_mut_3242 = l_3595;
const uint32 l_3596 = l_3594 & uint32(2147483647);
const bool l_3597 = l_3596 == uint32(0);
if (l_3597) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3598 = l_3594 & uint32(2147483648);
const bool l_3599 = l_3598 != uint32(0);
if (l_3599) {
const uint32 l_3600 = l_3594 - uint32(1);
l_mut_3242 = l_3600;
} else {
const bool l_3601 = l_3594 == uint32(2139095040);
if (l_3601) {
l_mut_3242 = l_3594;
}
}
}
const float l_3602 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3603 = reinterpret_cast<uint32 const&>(l_3602);
const uint32 l_3604 = l_3603 ^ uint32(2147483648);
const float l_3605 = reinterpret_cast<float const&>(l_3604);
const uint32 l_3606 = reinterpret_cast<uint32 const&>(l_3605);
const uint32 l_3607 = l_3606 & uint32(2147483647);
const float l_3608 = reinterpret_cast<float const&>(l_3607);
const double l_3609 = double(l_3608);
l_mut_2480 = l_3609;
const bool l_3610 = l_3607 < uint32(8388608);
if (l_3610) {
const double l_3611 = double(l_3607);
const double l_3612 = l_3611 * double(1.401298464324817e-45);
l_mut_2480 = l_3612;
}
const uint64 l_3613 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3614 = l_3606 >> uint32(31);
const uint64 l_3615 = uint64(l_3614);
const uint64 l_3616 = l_3615 << uint64(63);
const uint64 l_3617 = l_3613 | l_3616;
const double l_3618 = reinterpret_cast<double const&>(l_3617);
l_mut_2736 = l_3618;
} else {
const uint32 l_3619 = reinterpret_cast<uint32 const&>(l_3588);
const uint32 l_3620 = l_3619 + uint32(1);
l_mut_3242 = l_3620;
const uint32 l_3621 = l_3619 & uint32(2147483647);
const bool l_3622 = l_3621 == uint32(0);
if (l_3622) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3623 = l_3619 & uint32(2147483648);
const bool l_3624 = l_3623 != uint32(0);
if (l_3624) {
const uint32 l_3625 = l_3619 - uint32(1);
l_mut_3242 = l_3625;
} else {
const bool l_3626 = l_3619 == uint32(2139095040);
if (l_3626) {
l_mut_3242 = l_3619;
}
}
}
const float l_3627 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3628 = reinterpret_cast<uint32 const&>(l_3627);
const uint32 l_3629 = l_3628 & uint32(2147483647);
const float l_3630 = reinterpret_cast<float const&>(l_3629);
const double l_3631 = double(l_3630);
l_mut_2480 = l_3631;
const bool l_3632 = l_3629 < uint32(8388608);
if (l_3632) {
const double l_3633 = double(l_3629);
const double l_3634 = l_3633 * double(1.401298464324817e-45);
l_mut_2480 = l_3634;
}
const uint64 l_3635 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3636 = l_3628 >> uint32(31);
const uint64 l_3637 = uint64(l_3636);
const uint64 l_3638 = l_3637 << uint64(63);
const uint64 l_3639 = l_3635 | l_3638;
const double l_3640 = reinterpret_cast<double const&>(l_3639);
const bool l_3641 = l_3640 <= l_3582;
if (l_3641) {
const uint32 l_3642 = reinterpret_cast<uint32 const&>(l_3588);
const uint32 l_3643 = l_3642 + uint32(1);
l_mut_3242 = l_3643;
const uint32 l_3644 = l_3642 & uint32(2147483647);
const bool l_3645 = l_3644 == uint32(0);
if (l_3645) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3646 = l_3642 & uint32(2147483648);
const bool l_3647 = l_3646 != uint32(0);
if (l_3647) {
const uint32 l_3648 = l_3642 - uint32(1);
l_mut_3242 = l_3648;
} else {
const bool l_3649 = l_3642 == uint32(2139095040);
if (l_3649) {
l_mut_3242 = l_3642;
}
}
}
const float l_3650 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3651 = reinterpret_cast<uint32 const&>(l_3650);
const uint32 l_3652 = l_3651 & uint32(2147483647);
const float l_3653 = reinterpret_cast<float const&>(l_3652);
const double l_3654 = double(l_3653);
l_mut_2480 = l_3654;
const bool l_3655 = l_3652 < uint32(8388608);
if (l_3655) {
const double l_3656 = double(l_3652);
const double l_3657 = l_3656 * double(1.401298464324817e-45);
l_mut_2480 = l_3657;
}
const uint64 l_3658 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_3659 = l_3651 >> uint32(31);
const uint64 l_3660 = uint64(l_3659);
const uint64 l_3661 = l_3660 << uint64(63);
const uint64 l_3662 = l_3658 | l_3661;
const double l_3663 = reinterpret_cast<double const&>(l_3662);
l_mut_2736 = l_3663;
}
}
}
const double l_3664 = -l_mut_2736;
l_mut_2736 = l_3664;
const bool l_3665 = bool(false) && bool(false);
if (l_3665) {
const double l_3666 = l_3577 + l_3580;
const double l_3667 = l_3666 * double(7.1362384635298e44);
const double l_3668 = floor(l_3667);
const double l_3669 = l_3668 * double(1.401298464324817e-45);
l_mut_2480 = l_3669;
const double l_3670 = abs(l_3666);
const bool l_3671 = l_3670 >= double(1.1754943508222875e-38);
if (l_3671) {
const float l_3672 = float(l_3666);
const double l_3673 = double(l_3672);
l_mut_2480 = l_3673;
const bool l_3674 = l_mut_2480 > l_3666;
if (l_3674) {
const uint32 l_3675 = reinterpret_cast<uint32 const&>(l_3672);
const uint32 l_3676 = l_3675 ^ uint32(2147483648);
const float l_3677 = reinterpret_cast<float const&>(l_3676);
const uint32 l_3678 = reinterpret_cast<uint32 const&>(l_3677);
const uint32 l_3679 = l_3678 + uint32(1);
l_mut_3242 = l_3679;
const uint32 l_3680 = l_3678 & uint32(2147483647);
const bool l_3681 = l_3680 == uint32(0);
if (l_3681) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3682 = l_3678 & uint32(2147483648);
const bool l_3683 = l_3682 != uint32(0);
if (l_3683) {
const uint32 l_3684 = l_3678 - uint32(1);
l_mut_3242 = l_3684;
} else {
const bool l_3685 = l_3678 == uint32(2139095040);
if (l_3685) {
l_mut_3242 = l_3678;
}
}
}
const float l_3686 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3687 = reinterpret_cast<uint32 const&>(l_3686);
const uint32 l_3688 = l_3687 ^ uint32(2147483648);
const float l_3689 = reinterpret_cast<float const&>(l_3688);
const uint32 l_3690 = reinterpret_cast<uint32 const&>(l_3689);
const uint32 l_3691 = l_3690 & uint32(2147483647);
const float l_3692 = reinterpret_cast<float const&>(l_3691);
const double l_3693 = double(l_3692);
l_mut_2226 = l_3693;
const bool l_3694 = l_3691 < uint32(8388608);
if (l_3694) {
const double l_3695 = double(l_3691);
const double l_3696 = l_3695 * double(1.401298464324817e-45);
l_mut_2226 = l_3696;
}
const uint64 l_3697 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3698 = l_3690 >> uint32(31);
const uint64 l_3699 = uint64(l_3698);
const uint64 l_3700 = l_3699 << uint64(63);
const uint64 l_3701 = l_3697 | l_3700;
const double l_3702 = reinterpret_cast<double const&>(l_3701);
l_mut_2480 = l_3702;
} else {
const uint32 l_3703 = reinterpret_cast<uint32 const&>(l_3672);
const uint32 l_3704 = l_3703 + uint32(1);
l_mut_3242 = l_3704;
const uint32 l_3705 = l_3703 & uint32(2147483647);
const bool l_3706 = l_3705 == uint32(0);
if (l_3706) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3707 = l_3703 & uint32(2147483648);
const bool l_3708 = l_3707 != uint32(0);
if (l_3708) {
const uint32 l_3709 = l_3703 - uint32(1);
l_mut_3242 = l_3709;
} else {
const bool l_3710 = l_3703 == uint32(2139095040);
if (l_3710) {
l_mut_3242 = l_3703;
}
}
}
const float l_3711 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3712 = reinterpret_cast<uint32 const&>(l_3711);
const uint32 l_3713 = l_3712 & uint32(2147483647);
const float l_3714 = reinterpret_cast<float const&>(l_3713);
const double l_3715 = double(l_3714);
l_mut_2226 = l_3715;
const bool l_3716 = l_3713 < uint32(8388608);
if (l_3716) {
const double l_3717 = double(l_3713);
const double l_3718 = l_3717 * double(1.401298464324817e-45);
l_mut_2226 = l_3718;
}
const uint64 l_3719 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3720 = l_3712 >> uint32(31);
const uint64 l_3721 = uint64(l_3720);
const uint64 l_3722 = l_3721 << uint64(63);
const uint64 l_3723 = l_3719 | l_3722;
const double l_3724 = reinterpret_cast<double const&>(l_3723);
const bool l_3725 = l_3724 <= l_3666;
if (l_3725) {
const uint32 l_3726 = reinterpret_cast<uint32 const&>(l_3672);
const uint32 l_3727 = l_3726 + uint32(1);
l_mut_3242 = l_3727;
const uint32 l_3728 = l_3726 & uint32(2147483647);
const bool l_3729 = l_3728 == uint32(0);
if (l_3729) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3730 = l_3726 & uint32(2147483648);
const bool l_3731 = l_3730 != uint32(0);
if (l_3731) {
const uint32 l_3732 = l_3726 - uint32(1);
l_mut_3242 = l_3732;
} else {
const bool l_3733 = l_3726 == uint32(2139095040);
if (l_3733) {
l_mut_3242 = l_3726;
}
}
}
const float l_3734 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3735 = reinterpret_cast<uint32 const&>(l_3734);
const uint32 l_3736 = l_3735 & uint32(2147483647);
const float l_3737 = reinterpret_cast<float const&>(l_3736);
const double l_3738 = double(l_3737);
l_mut_2226 = l_3738;
const bool l_3739 = l_3736 < uint32(8388608);
if (l_3739) {
const double l_3740 = double(l_3736);
const double l_3741 = l_3740 * double(1.401298464324817e-45);
l_mut_2226 = l_3741;
}
const uint64 l_3742 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3743 = l_3735 >> uint32(31);
const uint64 l_3744 = uint64(l_3743);
const uint64 l_3745 = l_3744 << uint64(63);
const uint64 l_3746 = l_3742 | l_3745;
const double l_3747 = reinterpret_cast<double const&>(l_3746);
l_mut_2480 = l_3747;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
}
const double l_3748 = l_mut_1128 - l_20;
const double l_3749 = abs(l_3748);
const double l_3750 = l_3749 * double(2.220446049250313e-16);
const double l_3751 = l_2108 + l_3750;
const double l_3752 = l_3748 + l_3751;
const double l_3753 = -l_3752;
const double l_3754 = l_3753 * double(7.1362384635298e44);
const double l_3755 = floor(l_3754);
const double l_3756 = l_3755 * double(1.401298464324817e-45);
l_mut_2480 = l_3756;
const double l_3757 = abs(l_3753);
const bool l_3758 = l_3757 >= double(1.1754943508222875e-38);
if (l_3758) {
const float l_3759 = float(l_3753);
const double l_3760 = double(l_3759);
l_mut_2480 = l_3760;
const bool l_3761 = l_mut_2480 > l_3753;
if (l_3761) {
const uint32 l_3762 = reinterpret_cast<uint32 const&>(l_3759);
const uint32 l_3763 = l_3762 ^ uint32(2147483648);
const float l_3764 = reinterpret_cast<float const&>(l_3763);
const uint32 l_3765 = reinterpret_cast<uint32 const&>(l_3764);
const uint32 l_3766 = l_3765 + uint32(1);
l_mut_3242 = l_3766;
const uint32 l_3767 = l_3765 & uint32(2147483647);
const bool l_3768 = l_3767 == uint32(0);
if (l_3768) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3769 = l_3765 & uint32(2147483648);
const bool l_3770 = l_3769 != uint32(0);
if (l_3770) {
const uint32 l_3771 = l_3765 - uint32(1);
l_mut_3242 = l_3771;
} else {
const bool l_3772 = l_3765 == uint32(2139095040);
if (l_3772) {
l_mut_3242 = l_3765;
}
}
}
const float l_3773 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3774 = reinterpret_cast<uint32 const&>(l_3773);
const uint32 l_3775 = l_3774 ^ uint32(2147483648);
const float l_3776 = reinterpret_cast<float const&>(l_3775);
const uint32 l_3777 = reinterpret_cast<uint32 const&>(l_3776);
const uint32 l_3778 = l_3777 & uint32(2147483647);
const float l_3779 = reinterpret_cast<float const&>(l_3778);
const double l_3780 = double(l_3779);
l_mut_2226 = l_3780;
const bool l_3781 = l_3778 < uint32(8388608);
if (l_3781) {
const double l_3782 = double(l_3778);
const double l_3783 = l_3782 * double(1.401298464324817e-45);
l_mut_2226 = l_3783;
}
const uint64 l_3784 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3785 = l_3777 >> uint32(31);
const uint64 l_3786 = uint64(l_3785);
const uint64 l_3787 = l_3786 << uint64(63);
const uint64 l_3788 = l_3784 | l_3787;
const double l_3789 = reinterpret_cast<double const&>(l_3788);
l_mut_2480 = l_3789;
} else {
const uint32 l_3790 = reinterpret_cast<uint32 const&>(l_3759);
const uint32 l_3791 = l_3790 + uint32(1);
l_mut_3242 = l_3791;
const uint32 l_3792 = l_3790 & uint32(2147483647);
const bool l_3793 = l_3792 == uint32(0);
if (l_3793) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3794 = l_3790 & uint32(2147483648);
const bool l_3795 = l_3794 != uint32(0);
if (l_3795) {
const uint32 l_3796 = l_3790 - uint32(1);
l_mut_3242 = l_3796;
} else {
const bool l_3797 = l_3790 == uint32(2139095040);
if (l_3797) {
l_mut_3242 = l_3790;
}
}
}
const float l_3798 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3799 = reinterpret_cast<uint32 const&>(l_3798);
const uint32 l_3800 = l_3799 & uint32(2147483647);
const float l_3801 = reinterpret_cast<float const&>(l_3800);
const double l_3802 = double(l_3801);
l_mut_2226 = l_3802;
const bool l_3803 = l_3800 < uint32(8388608);
if (l_3803) {
const double l_3804 = double(l_3800);
const double l_3805 = l_3804 * double(1.401298464324817e-45);
l_mut_2226 = l_3805;
}
const uint64 l_3806 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3807 = l_3799 >> uint32(31);
const uint64 l_3808 = uint64(l_3807);
const uint64 l_3809 = l_3808 << uint64(63);
const uint64 l_3810 = l_3806 | l_3809;
const double l_3811 = reinterpret_cast<double const&>(l_3810);
const bool l_3812 = l_3811 <= l_3753;
if (l_3812) {
const uint32 l_3813 = reinterpret_cast<uint32 const&>(l_3759);
const uint32 l_3814 = l_3813 + uint32(1);
l_mut_3242 = l_3814;
const uint32 l_3815 = l_3813 & uint32(2147483647);
const bool l_3816 = l_3815 == uint32(0);
if (l_3816) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3817 = l_3813 & uint32(2147483648);
const bool l_3818 = l_3817 != uint32(0);
if (l_3818) {
const uint32 l_3819 = l_3813 - uint32(1);
l_mut_3242 = l_3819;
} else {
const bool l_3820 = l_3813 == uint32(2139095040);
if (l_3820) {
l_mut_3242 = l_3813;
}
}
}
const float l_3821 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3822 = reinterpret_cast<uint32 const&>(l_3821);
const uint32 l_3823 = l_3822 & uint32(2147483647);
const float l_3824 = reinterpret_cast<float const&>(l_3823);
const double l_3825 = double(l_3824);
l_mut_2226 = l_3825;
const bool l_3826 = l_3823 < uint32(8388608);
if (l_3826) {
const double l_3827 = double(l_3823);
const double l_3828 = l_3827 * double(1.401298464324817e-45);
l_mut_2226 = l_3828;
}
const uint64 l_3829 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_3830 = l_3822 >> uint32(31);
const uint64 l_3831 = uint64(l_3830);
const uint64 l_3832 = l_3831 << uint64(63);
const uint64 l_3833 = l_3829 | l_3832;
const double l_3834 = reinterpret_cast<double const&>(l_3833);
l_mut_2480 = l_3834;
}
}
}
const double l_3835 = -l_mut_2480;
l_mut_2480 = l_3835;
const bool l_3836 = bool(true) && bool(false);
if (l_3836) {
const double l_3837 = l_3748 + l_3751;
const double l_3838 = l_3837 * double(7.1362384635298e44);
const double l_3839 = floor(l_3838);
const double l_3840 = l_3839 * double(1.401298464324817e-45);
l_mut_2226 = l_3840;
const double l_3841 = abs(l_3837);
const bool l_3842 = l_3841 >= double(1.1754943508222875e-38);
if (l_3842) {
const float l_3843 = float(l_3837);
const double l_3844 = double(l_3843);
l_mut_2226 = l_3844;
const bool l_3845 = l_mut_2226 > l_3837;
if (l_3845) {
const uint32 l_3846 = reinterpret_cast<uint32 const&>(l_3843);
const uint32 l_3847 = l_3846 ^ uint32(2147483648);
const float l_3848 = reinterpret_cast<float const&>(l_3847);
const uint32 l_3849 = reinterpret_cast<uint32 const&>(l_3848);
const uint32 l_3850 = l_3849 + uint32(1);
l_mut_3242 = l_3850;
const uint32 l_3851 = l_3849 & uint32(2147483647);
const bool l_3852 = l_3851 == uint32(0);
if (l_3852) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3853 = l_3849 & uint32(2147483648);
const bool l_3854 = l_3853 != uint32(0);
if (l_3854) {
const uint32 l_3855 = l_3849 - uint32(1);
l_mut_3242 = l_3855;
} else {
const bool l_3856 = l_3849 == uint32(2139095040);
if (l_3856) {
l_mut_3242 = l_3849;
}
}
}
const float l_3857 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3858 = reinterpret_cast<uint32 const&>(l_3857);
const uint32 l_3859 = l_3858 ^ uint32(2147483648);
const float l_3860 = reinterpret_cast<float const&>(l_3859);
const uint32 l_3861 = reinterpret_cast<uint32 const&>(l_3860);
const uint32 l_3862 = l_3861 & uint32(2147483647);
const float l_3863 = reinterpret_cast<float const&>(l_3862);
const double l_3864 = double(l_3863);
l_mut_65 = l_3864;
const bool l_3865 = l_3862 < uint32(8388608);
if (l_3865) {
const double l_3866 = double(l_3862);
const double l_3867 = l_3866 * double(1.401298464324817e-45);
l_mut_65 = l_3867;
}
const uint64 l_3868 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3869 = l_3861 >> uint32(31);
const uint64 l_3870 = uint64(l_3869);
const uint64 l_3871 = l_3870 << uint64(63);
const uint64 l_3872 = l_3868 | l_3871;
const double l_3873 = reinterpret_cast<double const&>(l_3872);
l_mut_2226 = l_3873;
} else {
const uint32 l_3874 = reinterpret_cast<uint32 const&>(l_3843);
const uint32 l_3875 = l_3874 + uint32(1);
l_mut_3242 = l_3875;
const uint32 l_3876 = l_3874 & uint32(2147483647);
const bool l_3877 = l_3876 == uint32(0);
if (l_3877) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3878 = l_3874 & uint32(2147483648);
const bool l_3879 = l_3878 != uint32(0);
if (l_3879) {
const uint32 l_3880 = l_3874 - uint32(1);
l_mut_3242 = l_3880;
} else {
const bool l_3881 = l_3874 == uint32(2139095040);
if (l_3881) {
l_mut_3242 = l_3874;
}
}
}
const float l_3882 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3883 = reinterpret_cast<uint32 const&>(l_3882);
const uint32 l_3884 = l_3883 & uint32(2147483647);
const float l_3885 = reinterpret_cast<float const&>(l_3884);
const double l_3886 = double(l_3885);
l_mut_65 = l_3886;
const bool l_3887 = l_3884 < uint32(8388608);
if (l_3887) {
const double l_3888 = double(l_3884);
const double l_3889 = l_3888 * double(1.401298464324817e-45);
l_mut_65 = l_3889;
}
const uint64 l_3890 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3891 = l_3883 >> uint32(31);
const uint64 l_3892 = uint64(l_3891);
const uint64 l_3893 = l_3892 << uint64(63);
const uint64 l_3894 = l_3890 | l_3893;
const double l_3895 = reinterpret_cast<double const&>(l_3894);
const bool l_3896 = l_3895 <= l_3837;
if (l_3896) {
const uint32 l_3897 = reinterpret_cast<uint32 const&>(l_3843);
const uint32 l_3898 = l_3897 + uint32(1);
l_mut_3242 = l_3898;
const uint32 l_3899 = l_3897 & uint32(2147483647);
const bool l_3900 = l_3899 == uint32(0);
if (l_3900) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3901 = l_3897 & uint32(2147483648);
const bool l_3902 = l_3901 != uint32(0);
if (l_3902) {
const uint32 l_3903 = l_3897 - uint32(1);
l_mut_3242 = l_3903;
} else {
const bool l_3904 = l_3897 == uint32(2139095040);
if (l_3904) {
l_mut_3242 = l_3897;
}
}
}
const float l_3905 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3906 = reinterpret_cast<uint32 const&>(l_3905);
const uint32 l_3907 = l_3906 & uint32(2147483647);
const float l_3908 = reinterpret_cast<float const&>(l_3907);
const double l_3909 = double(l_3908);
l_mut_65 = l_3909;
const bool l_3910 = l_3907 < uint32(8388608);
if (l_3910) {
const double l_3911 = double(l_3907);
const double l_3912 = l_3911 * double(1.401298464324817e-45);
l_mut_65 = l_3912;
}
const uint64 l_3913 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3914 = l_3906 >> uint32(31);
const uint64 l_3915 = uint64(l_3914);
const uint64 l_3916 = l_3915 << uint64(63);
const uint64 l_3917 = l_3913 | l_3916;
const double l_3918 = reinterpret_cast<double const&>(l_3917);
l_mut_2226 = l_3918;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
const double l_3919 = l_3748 - l_3751;
const double l_3920 = l_3919 * double(7.1362384635298e44);
const double l_3921 = floor(l_3920);
const double l_3922 = l_3921 * double(1.401298464324817e-45);
l_mut_2226 = l_3922;
const double l_3923 = abs(l_3919);
const bool l_3924 = l_3923 >= double(1.1754943508222875e-38);
if (l_3924) {
const float l_3925 = float(l_3919);
const double l_3926 = double(l_3925);
l_mut_2226 = l_3926;
const bool l_3927 = l_mut_2226 > l_3919;
if (l_3927) {
const uint32 l_3928 = reinterpret_cast<uint32 const&>(l_3925);
const uint32 l_3929 = l_3928 ^ uint32(2147483648);
const float l_3930 = reinterpret_cast<float const&>(l_3929);
const uint32 l_3931 = reinterpret_cast<uint32 const&>(l_3930);
const uint32 l_3932 = l_3931 + uint32(1);
l_mut_3242 = l_3932;
const uint32 l_3933 = l_3931 & uint32(2147483647);
const bool l_3934 = l_3933 == uint32(0);
if (l_3934) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3935 = l_3931 & uint32(2147483648);
const bool l_3936 = l_3935 != uint32(0);
if (l_3936) {
const uint32 l_3937 = l_3931 - uint32(1);
l_mut_3242 = l_3937;
} else {
const bool l_3938 = l_3931 == uint32(2139095040);
if (l_3938) {
l_mut_3242 = l_3931;
}
}
}
const float l_3939 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3940 = reinterpret_cast<uint32 const&>(l_3939);
const uint32 l_3941 = l_3940 ^ uint32(2147483648);
const float l_3942 = reinterpret_cast<float const&>(l_3941);
const uint32 l_3943 = reinterpret_cast<uint32 const&>(l_3942);
const uint32 l_3944 = l_3943 & uint32(2147483647);
const float l_3945 = reinterpret_cast<float const&>(l_3944);
const double l_3946 = double(l_3945);
l_mut_65 = l_3946;
const bool l_3947 = l_3944 < uint32(8388608);
if (l_3947) {
const double l_3948 = double(l_3944);
const double l_3949 = l_3948 * double(1.401298464324817e-45);
l_mut_65 = l_3949;
}
const uint64 l_3950 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3951 = l_3943 >> uint32(31);
const uint64 l_3952 = uint64(l_3951);
const uint64 l_3953 = l_3952 << uint64(63);
const uint64 l_3954 = l_3950 | l_3953;
const double l_3955 = reinterpret_cast<double const&>(l_3954);
l_mut_2226 = l_3955;
} else {
const uint32 l_3956 = reinterpret_cast<uint32 const&>(l_3925);
const uint32 l_3957 = l_3956 + uint32(1);
l_mut_3242 = l_3957;
const uint32 l_3958 = l_3956 & uint32(2147483647);
const bool l_3959 = l_3958 == uint32(0);
if (l_3959) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3960 = l_3956 & uint32(2147483648);
const bool l_3961 = l_3960 != uint32(0);
if (l_3961) {
const uint32 l_3962 = l_3956 - uint32(1);
l_mut_3242 = l_3962;
} else {
const bool l_3963 = l_3956 == uint32(2139095040);
if (l_3963) {
l_mut_3242 = l_3956;
}
}
}
const float l_3964 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3965 = reinterpret_cast<uint32 const&>(l_3964);
const uint32 l_3966 = l_3965 & uint32(2147483647);
const float l_3967 = reinterpret_cast<float const&>(l_3966);
const double l_3968 = double(l_3967);
l_mut_65 = l_3968;
const bool l_3969 = l_3966 < uint32(8388608);
if (l_3969) {
const double l_3970 = double(l_3966);
const double l_3971 = l_3970 * double(1.401298464324817e-45);
l_mut_65 = l_3971;
}
const uint64 l_3972 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3973 = l_3965 >> uint32(31);
const uint64 l_3974 = uint64(l_3973);
const uint64 l_3975 = l_3974 << uint64(63);
const uint64 l_3976 = l_3972 | l_3975;
const double l_3977 = reinterpret_cast<double const&>(l_3976);
const bool l_3978 = l_3977 <= l_3919;
if (l_3978) {
const uint32 l_3979 = reinterpret_cast<uint32 const&>(l_3925);
const uint32 l_3980 = l_3979 + uint32(1);
l_mut_3242 = l_3980;
const uint32 l_3981 = l_3979 & uint32(2147483647);
const bool l_3982 = l_3981 == uint32(0);
if (l_3982) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_3983 = l_3979 & uint32(2147483648);
const bool l_3984 = l_3983 != uint32(0);
if (l_3984) {
const uint32 l_3985 = l_3979 - uint32(1);
l_mut_3242 = l_3985;
} else {
const bool l_3986 = l_3979 == uint32(2139095040);
if (l_3986) {
l_mut_3242 = l_3979;
}
}
}
const float l_3987 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_3988 = reinterpret_cast<uint32 const&>(l_3987);
const uint32 l_3989 = l_3988 & uint32(2147483647);
const float l_3990 = reinterpret_cast<float const&>(l_3989);
const double l_3991 = double(l_3990);
l_mut_65 = l_3991;
const bool l_3992 = l_3989 < uint32(8388608);
if (l_3992) {
const double l_3993 = double(l_3989);
const double l_3994 = l_3993 * double(1.401298464324817e-45);
l_mut_65 = l_3994;
}
const uint64 l_3995 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_3996 = l_3988 >> uint32(31);
const uint64 l_3997 = uint64(l_3996);
const uint64 l_3998 = l_3997 << uint64(63);
const uint64 l_3999 = l_3995 | l_3998;
const double l_4000 = reinterpret_cast<double const&>(l_3999);
l_mut_2226 = l_4000;
}
}
}
l_mut_2480 = l_mut_2226;
}
const double l_4001 = l_mut_1128 + l_20;
const double l_4002 = abs(l_4001);
const double l_4003 = l_4002 * double(2.220446049250313e-16);
const double l_4004 = l_2108 + l_4003;
const double l_4005 = l_4001 + l_4004;
const double l_4006 = -l_4005;
const double l_4007 = l_4006 * double(7.1362384635298e44);
const double l_4008 = floor(l_4007);
const double l_4009 = l_4008 * double(1.401298464324817e-45);
l_mut_2226 = l_4009;
const double l_4010 = abs(l_4006);
const bool l_4011 = l_4010 >= double(1.1754943508222875e-38);
if (l_4011) {
const float l_4012 = float(l_4006);
const double l_4013 = double(l_4012);
l_mut_2226 = l_4013;
const bool l_4014 = l_mut_2226 > l_4006;
if (l_4014) {
const uint32 l_4015 = reinterpret_cast<uint32 const&>(l_4012);
const uint32 l_4016 = l_4015 ^ uint32(2147483648);
const float l_4017 = reinterpret_cast<float const&>(l_4016);
const uint32 l_4018 = reinterpret_cast<uint32 const&>(l_4017);
const uint32 l_4019 = l_4018 + uint32(1);
l_mut_3242 = l_4019;
const uint32 l_4020 = l_4018 & uint32(2147483647);
const bool l_4021 = l_4020 == uint32(0);
if (l_4021) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4022 = l_4018 & uint32(2147483648);
const bool l_4023 = l_4022 != uint32(0);
if (l_4023) {
const uint32 l_4024 = l_4018 - uint32(1);
l_mut_3242 = l_4024;
} else {
const bool l_4025 = l_4018 == uint32(2139095040);
if (l_4025) {
l_mut_3242 = l_4018;
}
}
}
const float l_4026 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4027 = reinterpret_cast<uint32 const&>(l_4026);
const uint32 l_4028 = l_4027 ^ uint32(2147483648);
const float l_4029 = reinterpret_cast<float const&>(l_4028);
const uint32 l_4030 = reinterpret_cast<uint32 const&>(l_4029);
const uint32 l_4031 = l_4030 & uint32(2147483647);
const float l_4032 = reinterpret_cast<float const&>(l_4031);
const double l_4033 = double(l_4032);
l_mut_65 = l_4033;
const bool l_4034 = l_4031 < uint32(8388608);
if (l_4034) {
const double l_4035 = double(l_4031);
const double l_4036 = l_4035 * double(1.401298464324817e-45);
l_mut_65 = l_4036;
}
const uint64 l_4037 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_4038 = l_4030 >> uint32(31);
const uint64 l_4039 = uint64(l_4038);
const uint64 l_4040 = l_4039 << uint64(63);
const uint64 l_4041 = l_4037 | l_4040;
const double l_4042 = reinterpret_cast<double const&>(l_4041);
l_mut_2226 = l_4042;
} else {
const uint32 l_4043 = reinterpret_cast<uint32 const&>(l_4012);
const uint32 l_4044 = l_4043 + uint32(1);
l_mut_3242 = l_4044;
const uint32 l_4045 = l_4043 & uint32(2147483647);
const bool l_4046 = l_4045 == uint32(0);
if (l_4046) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4047 = l_4043 & uint32(2147483648);
const bool l_4048 = l_4047 != uint32(0);
if (l_4048) {
const uint32 l_4049 = l_4043 - uint32(1);
l_mut_3242 = l_4049;
} else {
const bool l_4050 = l_4043 == uint32(2139095040);
if (l_4050) {
l_mut_3242 = l_4043;
}
}
}
const float l_4051 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4052 = reinterpret_cast<uint32 const&>(l_4051);
const uint32 l_4053 = l_4052 & uint32(2147483647);
const float l_4054 = reinterpret_cast<float const&>(l_4053);
const double l_4055 = double(l_4054);
l_mut_65 = l_4055;
const bool l_4056 = l_4053 < uint32(8388608);
if (l_4056) {
const double l_4057 = double(l_4053);
const double l_4058 = l_4057 * double(1.401298464324817e-45);
l_mut_65 = l_4058;
}
const uint64 l_4059 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_4060 = l_4052 >> uint32(31);
const uint64 l_4061 = uint64(l_4060);
const uint64 l_4062 = l_4061 << uint64(63);
const uint64 l_4063 = l_4059 | l_4062;
const double l_4064 = reinterpret_cast<double const&>(l_4063);
const bool l_4065 = l_4064 <= l_4006;
if (l_4065) {
const uint32 l_4066 = reinterpret_cast<uint32 const&>(l_4012);
const uint32 l_4067 = l_4066 + uint32(1);
l_mut_3242 = l_4067;
const uint32 l_4068 = l_4066 & uint32(2147483647);
const bool l_4069 = l_4068 == uint32(0);
if (l_4069) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4070 = l_4066 & uint32(2147483648);
const bool l_4071 = l_4070 != uint32(0);
if (l_4071) {
const uint32 l_4072 = l_4066 - uint32(1);
l_mut_3242 = l_4072;
} else {
const bool l_4073 = l_4066 == uint32(2139095040);
if (l_4073) {
l_mut_3242 = l_4066;
}
}
}
const float l_4074 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4075 = reinterpret_cast<uint32 const&>(l_4074);
const uint32 l_4076 = l_4075 & uint32(2147483647);
const float l_4077 = reinterpret_cast<float const&>(l_4076);
const double l_4078 = double(l_4077);
l_mut_65 = l_4078;
const bool l_4079 = l_4076 < uint32(8388608);
if (l_4079) {
const double l_4080 = double(l_4076);
const double l_4081 = l_4080 * double(1.401298464324817e-45);
l_mut_65 = l_4081;
}
const uint64 l_4082 = reinterpret_cast<uint64 const&>(l_mut_65);
const uint32 l_4083 = l_4075 >> uint32(31);
const uint64 l_4084 = uint64(l_4083);
const uint64 l_4085 = l_4084 << uint64(63);
const uint64 l_4086 = l_4082 | l_4085;
const double l_4087 = reinterpret_cast<double const&>(l_4086);
l_mut_2226 = l_4087;
}
}
}
const double l_4088 = -l_mut_2226;
l_mut_2226 = l_4088;
const bool l_4089 = bool(false) && bool(false);
if (l_4089) {
const double l_4090 = l_4001 + l_4004;
const double l_4091 = l_4090 * double(7.1362384635298e44);
const double l_4092 = floor(l_4091);
const double l_4093 = l_4092 * double(1.401298464324817e-45);
l_mut_65 = l_4093;
const double l_4094 = abs(l_4090);
const bool l_4095 = l_4094 >= double(1.1754943508222875e-38);
if (l_4095) {
const float l_4096 = float(l_4090);
const double l_4097 = double(l_4096);
l_mut_65 = l_4097;
const bool l_4098 = l_mut_65 > l_4090;
if (l_4098) {
const uint32 l_4099 = reinterpret_cast<uint32 const&>(l_4096);
const uint32 l_4100 = l_4099 ^ uint32(2147483648);
const float l_4101 = reinterpret_cast<float const&>(l_4100);
const uint32 l_4102 = reinterpret_cast<uint32 const&>(l_4101);
const uint32 l_4103 = l_4102 + uint32(1);
l_mut_3242 = l_4103;
const uint32 l_4104 = l_4102 & uint32(2147483647);
const bool l_4105 = l_4104 == uint32(0);
if (l_4105) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4106 = l_4102 & uint32(2147483648);
const bool l_4107 = l_4106 != uint32(0);
if (l_4107) {
const uint32 l_4108 = l_4102 - uint32(1);
l_mut_3242 = l_4108;
} else {
const bool l_4109 = l_4102 == uint32(2139095040);
if (l_4109) {
l_mut_3242 = l_4102;
}
}
}
const float l_4110 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4111 = reinterpret_cast<uint32 const&>(l_4110);
const uint32 l_4112 = l_4111 ^ uint32(2147483648);
const float l_4113 = reinterpret_cast<float const&>(l_4112);
const uint32 l_4114 = reinterpret_cast<uint32 const&>(l_4113);
const uint32 l_4115 = l_4114 & uint32(2147483647);
const float l_4116 = reinterpret_cast<float const&>(l_4115);
const double l_4117 = double(l_4116);
l_mut_42 = l_4117;
const bool l_4118 = l_4115 < uint32(8388608);
if (l_4118) {
const double l_4119 = double(l_4115);
const double l_4120 = l_4119 * double(1.401298464324817e-45);
l_mut_42 = l_4120;
}
const uint64 l_4121 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_4122 = l_4114 >> uint32(31);
const uint64 l_4123 = uint64(l_4122);
const uint64 l_4124 = l_4123 << uint64(63);
const uint64 l_4125 = l_4121 | l_4124;
const double l_4126 = reinterpret_cast<double const&>(l_4125);
l_mut_65 = l_4126;
} else {
const uint32 l_4127 = reinterpret_cast<uint32 const&>(l_4096);
const uint32 l_4128 = l_4127 + uint32(1);
l_mut_3242 = l_4128;
const uint32 l_4129 = l_4127 & uint32(2147483647);
const bool l_4130 = l_4129 == uint32(0);
if (l_4130) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4131 = l_4127 & uint32(2147483648);
const bool l_4132 = l_4131 != uint32(0);
if (l_4132) {
const uint32 l_4133 = l_4127 - uint32(1);
l_mut_3242 = l_4133;
} else {
const bool l_4134 = l_4127 == uint32(2139095040);
if (l_4134) {
l_mut_3242 = l_4127;
}
}
}
const float l_4135 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4136 = reinterpret_cast<uint32 const&>(l_4135);
const uint32 l_4137 = l_4136 & uint32(2147483647);
const float l_4138 = reinterpret_cast<float const&>(l_4137);
const double l_4139 = double(l_4138);
l_mut_42 = l_4139;
const bool l_4140 = l_4137 < uint32(8388608);
if (l_4140) {
const double l_4141 = double(l_4137);
const double l_4142 = l_4141 * double(1.401298464324817e-45);
l_mut_42 = l_4142;
}
const uint64 l_4143 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_4144 = l_4136 >> uint32(31);
const uint64 l_4145 = uint64(l_4144);
const uint64 l_4146 = l_4145 << uint64(63);
const uint64 l_4147 = l_4143 | l_4146;
const double l_4148 = reinterpret_cast<double const&>(l_4147);
const bool l_4149 = l_4148 <= l_4090;
if (l_4149) {
const uint32 l_4150 = reinterpret_cast<uint32 const&>(l_4096);
const uint32 l_4151 = l_4150 + uint32(1);
l_mut_3242 = l_4151;
const uint32 l_4152 = l_4150 & uint32(2147483647);
const bool l_4153 = l_4152 == uint32(0);
if (l_4153) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4154 = l_4150 & uint32(2147483648);
const bool l_4155 = l_4154 != uint32(0);
if (l_4155) {
const uint32 l_4156 = l_4150 - uint32(1);
l_mut_3242 = l_4156;
} else {
const bool l_4157 = l_4150 == uint32(2139095040);
if (l_4157) {
l_mut_3242 = l_4150;
}
}
}
const float l_4158 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4159 = reinterpret_cast<uint32 const&>(l_4158);
const uint32 l_4160 = l_4159 & uint32(2147483647);
const float l_4161 = reinterpret_cast<float const&>(l_4160);
const double l_4162 = double(l_4161);
l_mut_42 = l_4162;
const bool l_4163 = l_4160 < uint32(8388608);
if (l_4163) {
const double l_4164 = double(l_4160);
const double l_4165 = l_4164 * double(1.401298464324817e-45);
l_mut_42 = l_4165;
}
const uint64 l_4166 = reinterpret_cast<uint64 const&>(l_mut_42);
const uint32 l_4167 = l_4159 >> uint32(31);
const uint64 l_4168 = uint64(l_4167);
const uint64 l_4169 = l_4168 << uint64(63);
const uint64 l_4170 = l_4166 | l_4169;
const double l_4171 = reinterpret_cast<double const&>(l_4170);
l_mut_65 = l_4171;
}
}
}
l_mut_2226 = l_mut_65;
} else {
}
l_mut_3242 = uint32(0);
const bool l_4172 = l_mut_2480 <= double(0.0);
const bool l_4173 = l_mut_2226 >= double(0.0);
const bool l_4174 = l_4172 && l_4173;
const bool l_4175 = !l_4174;
if (l_4175) {
const double l_4177 = l_mut_2990 / l_mut_2480;
const double l_4178 = l_mut_2990 / l_mut_2226;
const double l_4179 = l_mut_2736 / l_mut_2480;
const double l_4180 = l_mut_2736 / l_mut_2226;
l_arr_4176[uint32(0)] = l_4177;
l_arr_4176[uint32(1)] = l_4177;
const double l_4181 = l_arr_4176[uint32(0)];
const bool l_4182 = l_4178 < l_4181;
if (l_4182) {
l_arr_4176[uint32(0)] = l_4178;
}
const double l_4183 = l_arr_4176[uint32(0)];
const bool l_4184 = l_4179 < l_4183;
if (l_4184) {
l_arr_4176[uint32(0)] = l_4179;
}
const double l_4185 = l_arr_4176[uint32(0)];
const bool l_4186 = l_4180 < l_4185;
if (l_4186) {
l_arr_4176[uint32(0)] = l_4180;
}
const double l_4187 = l_arr_4176[uint32(1)];
const bool l_4188 = l_4178 > l_4187;
if (l_4188) {
l_arr_4176[uint32(1)] = l_4178;
}
const double l_4189 = l_arr_4176[uint32(1)];
const bool l_4190 = l_4179 > l_4189;
if (l_4190) {
l_arr_4176[uint32(1)] = l_4179;
}
const double l_4191 = l_arr_4176[uint32(1)];
const bool l_4192 = l_4180 > l_4191;
if (l_4192) {
l_arr_4176[uint32(1)] = l_4180;
}
const double l_4193 = l_arr_4176[uint32(0)];
const double l_4194 = abs(l_4193);
const double l_4195 = l_4194 * l_mut_715;
const double l_4196 = l_arr_4176[uint32(1)];
const double l_4197 = abs(l_4196);
const double l_4198 = l_4197 * l_mut_715;
l_mut_3242 = uint32(2);
const double l_4199 = l_arr_4176[uint32(0)];
const double l_4200 = l_4199 - l_4195;
const double l_4201 = abs(l_4200);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4202 = l_4201 >= double(1.1754943508222875e-38);
const bool l_4203 = l_4201 <= double(1.7976931348623157e308);
const bool l_4204 = l_4202 && l_4203;
if (l_4204) {
const uint64 l_4205 = reinterpret_cast<uint64 const&>(l_4201);
const uint64 l_4206 = l_4205 >> uint64(52);
const uint64 l_4207 = l_4206 - uint64(23);
const uint64 l_4208 = l_4207 << uint64(52);
const double l_4209 = reinterpret_cast<double const&>(l_4208);
l_mut_2990 = l_4209;
}
const double l_4210 = l_4199 + l_4195;
const double l_4211 = abs(l_4210);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4212 = l_4211 >= double(1.1754943508222875e-38);
const bool l_4213 = l_4211 <= double(1.7976931348623157e308);
const bool l_4214 = l_4212 && l_4213;
if (l_4214) {
const uint64 l_4215 = reinterpret_cast<uint64 const&>(l_4211);
const uint64 l_4216 = l_4215 >> uint64(52);
const uint64 l_4217 = l_4216 - uint64(23);
const uint64 l_4218 = l_4217 << uint64(52);
const double l_4219 = reinterpret_cast<double const&>(l_4218);
l_mut_2736 = l_4219;
}
const bool l_4220 = l_mut_2990 == l_mut_2736;
const double l_4221 = l_arr_4176[uint32(1)];
const double l_4222 = l_4221 - l_4198;
const double l_4223 = abs(l_4222);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4224 = l_4223 >= double(1.1754943508222875e-38);
const bool l_4225 = l_4223 <= double(1.7976931348623157e308);
const bool l_4226 = l_4224 && l_4225;
if (l_4226) {
const uint64 l_4227 = reinterpret_cast<uint64 const&>(l_4223);
const uint64 l_4228 = l_4227 >> uint64(52);
const uint64 l_4229 = l_4228 - uint64(23);
const uint64 l_4230 = l_4229 << uint64(52);
const double l_4231 = reinterpret_cast<double const&>(l_4230);
l_mut_2990 = l_4231;
}
const double l_4232 = l_4221 + l_4198;
const double l_4233 = abs(l_4232);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4234 = l_4233 >= double(1.1754943508222875e-38);
const bool l_4235 = l_4233 <= double(1.7976931348623157e308);
const bool l_4236 = l_4234 && l_4235;
if (l_4236) {
const uint64 l_4237 = reinterpret_cast<uint64 const&>(l_4233);
const uint64 l_4238 = l_4237 >> uint64(52);
const uint64 l_4239 = l_4238 - uint64(23);
const uint64 l_4240 = l_4239 << uint64(52);
const double l_4241 = reinterpret_cast<double const&>(l_4240);
l_mut_2736 = l_4241;
}
const bool l_4242 = l_mut_2990 == l_mut_2736;
const bool l_4243 = l_4220 && l_4242;
if (l_4243) {
const double l_4244 = l_arr_4176[uint32(0)];
const double l_4245 = l_arr_4176[uint32(0)];
const double l_4246 = abs(l_4245);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4247 = l_4246 >= double(1.1754943508222875e-38);
const bool l_4248 = l_4246 <= double(1.7976931348623157e308);
const bool l_4249 = l_4247 && l_4248;
if (l_4249) {
const uint64 l_4250 = reinterpret_cast<uint64 const&>(l_4246);
const uint64 l_4251 = l_4250 >> uint64(52);
const uint64 l_4252 = l_4251 - uint64(23);
const uint64 l_4253 = l_4252 << uint64(52);
const double l_4254 = reinterpret_cast<double const&>(l_4253);
l_mut_2990 = l_4254;
}
const double l_4255 = l_23 * l_mut_2990;
const double l_4256 = l_4244 - l_4255;
const double l_4257 = l_arr_4176[uint32(1)];
const double l_4258 = l_arr_4176[uint32(1)];
const double l_4259 = abs(l_4258);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4260 = l_4259 >= double(1.1754943508222875e-38);
const bool l_4261 = l_4259 <= double(1.7976931348623157e308);
const bool l_4262 = l_4260 && l_4261;
if (l_4262) {
const uint64 l_4263 = reinterpret_cast<uint64 const&>(l_4259);
const uint64 l_4264 = l_4263 >> uint64(52);
const uint64 l_4265 = l_4264 - uint64(23);
const uint64 l_4266 = l_4265 << uint64(52);
const double l_4267 = reinterpret_cast<double const&>(l_4266);
l_mut_2990 = l_4267;
}
const double l_4268 = l_23 * l_mut_2990;
const double l_4269 = l_4257 + l_4268;
const uint32 l_4270 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4271 = l_4270 & uint32(2147483647);
const float l_4272 = reinterpret_cast<float const&>(l_4271);
const double l_4273 = double(l_4272);
l_mut_2990 = l_4273;
const bool l_4274 = l_4271 < uint32(8388608);
if (l_4274) {
const double l_4275 = double(l_4271);
const double l_4276 = l_4275 * double(1.401298464324817e-45);
l_mut_2990 = l_4276;
}
const uint64 l_4277 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4278 = l_4270 >> uint32(31);
const uint64 l_4279 = uint64(l_4278);
const uint64 l_4280 = l_4279 << uint64(63);
const uint64 l_4281 = l_4277 | l_4280;
const double l_4282 = reinterpret_cast<double const&>(l_4281);
const uint32 l_4283 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4284 = l_4283 + uint32(1);
l_mut_4285 = l_4284;
const uint32 l_4286 = l_4283 & uint32(2147483647);
const bool l_4287 = l_4286 == uint32(0);
if (l_4287) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_4288 = l_4283 & uint32(2147483648);
const bool l_4289 = l_4288 != uint32(0);
if (l_4289) {
const uint32 l_4290 = l_4283 - uint32(1);
l_mut_4285 = l_4290;
} else {
const bool l_4291 = l_4283 == uint32(2139095040);
if (l_4291) {
l_mut_4285 = l_4283;
}
}
}
const float l_4292 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_4293 = reinterpret_cast<uint32 const&>(l_4292);
const uint32 l_4294 = l_4293 & uint32(2147483647);
const float l_4295 = reinterpret_cast<float const&>(l_4294);
const double l_4296 = double(l_4295);
l_mut_2990 = l_4296;
const bool l_4297 = l_4294 < uint32(8388608);
if (l_4297) {
const double l_4298 = double(l_4294);
const double l_4299 = l_4298 * double(1.401298464324817e-45);
l_mut_2990 = l_4299;
}
const uint64 l_4300 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4301 = l_4293 >> uint32(31);
const uint64 l_4302 = uint64(l_4301);
const uint64 l_4303 = l_4302 << uint64(63);
const uint64 l_4304 = l_4300 | l_4303;
const double l_4305 = reinterpret_cast<double const&>(l_4304);
const uint32 l_4306 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4307 = l_4306 ^ uint32(2147483648);
const float l_4308 = reinterpret_cast<float const&>(l_4307);
const uint32 l_4309 = reinterpret_cast<uint32 const&>(l_4308);
const uint32 l_4310 = l_4309 + uint32(1);
l_mut_4285 = l_4310;
const uint32 l_4311 = l_4309 & uint32(2147483647);
const bool l_4312 = l_4311 == uint32(0);
if (l_4312) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_4313 = l_4309 & uint32(2147483648);
const bool l_4314 = l_4313 != uint32(0);
if (l_4314) {
const uint32 l_4315 = l_4309 - uint32(1);
l_mut_4285 = l_4315;
} else {
const bool l_4316 = l_4309 == uint32(2139095040);
if (l_4316) {
l_mut_4285 = l_4309;
}
}
}
const float l_4317 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_4318 = reinterpret_cast<uint32 const&>(l_4317);
const uint32 l_4319 = l_4318 ^ uint32(2147483648);
const float l_4320 = reinterpret_cast<float const&>(l_4319);
const uint32 l_4321 = reinterpret_cast<uint32 const&>(l_4320);
const uint32 l_4322 = l_4321 & uint32(2147483647);
const float l_4323 = reinterpret_cast<float const&>(l_4322);
const double l_4324 = double(l_4323);
l_mut_2990 = l_4324;
const bool l_4325 = l_4322 < uint32(8388608);
if (l_4325) {
const double l_4326 = double(l_4322);
const double l_4327 = l_4326 * double(1.401298464324817e-45);
l_mut_2990 = l_4327;
}
const uint64 l_4328 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4329 = l_4321 >> uint32(31);
const uint64 l_4330 = uint64(l_4329);
const uint64 l_4331 = l_4330 << uint64(63);
const uint64 l_4332 = l_4328 | l_4331;
const double l_4333 = reinterpret_cast<double const&>(l_4332);
const double l_4334 = l_4256 + l_4195;
const bool l_4335 = l_4334 <= l_4282;
l_mut_154 = l_4335;
const double l_4336 = l_4256 - l_4195;
const bool l_4337 = l_4336 > l_4282;
l_mut_151 = l_4337;
const double l_4338 = l_4269 - l_4198;
const bool l_4339 = l_4338 >= l_4282;
l_mut_148 = l_4339;
const double l_4340 = l_4269 + l_4198;
const bool l_4341 = l_4340 < l_4282;
l_mut_145 = l_4341;
const double l_4342 = l_4256 + l_4195;
const bool l_4343 = l_4342 < l_4305;
l_mut_154 = l_4343;
const double l_4344 = l_4256 - l_4195;
const bool l_4345 = l_4344 >= l_4305;
l_mut_151 = l_4345;
const double l_4346 = l_4269 - l_4198;
const bool l_4347 = l_4346 > l_4333;
l_mut_148 = l_4347;
const double l_4348 = l_4269 + l_4198;
const bool l_4349 = l_4348 <= l_4333;
l_mut_145 = l_4349;
l_mut_4285 = uint32(2);
const bool l_4350 = l_mut_151 || l_mut_145;
if (l_4350) {
l_mut_4285 = uint32(1);
} else {
const bool l_4351 = l_mut_154 && l_mut_148;
if (l_4351) {
l_mut_4285 = uint32(0);
}
}
const uint32 l_4352 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4353 = l_4352 & uint32(2147483647);
const bool l_4354 = l_4353 == uint32(0);
if (l_4354) {
const double l_4355 = l_4256 + l_4195;
const bool l_4356 = l_4355 < double(1.1754943508222875e-38);
const double l_4357 = l_4269 - l_4198;
const bool l_4358 = l_4357 > double(-1.1754943508222875e-38);
const bool l_4359 = l_4356 && l_4358;
const double l_4360 = l_4256 - l_4195;
const bool l_4361 = l_4360 < double(1.1754943508222875e-38);
const double l_4362 = l_4269 + l_4198;
const bool l_4363 = l_4362 > double(-1.1754943508222875e-38);
const bool l_4364 = l_4361 && l_4363;
if (l_4359) {
l_mut_4285 = uint32(0);
} else {
const bool l_4365 = l_mut_4285 == uint32(1);
const bool l_4366 = l_4364 && l_4365;
if (l_4366) {
l_mut_4285 = uint32(2);
}
}
}
l_mut_3242 = l_mut_4285;
}
}
l_mut_4285 = uint32(2);
const bool l_4367 = l_mut_52 == uint32(0);
if (l_4367) {
l_mut_4285 = uint32(0);
} else {
const bool l_4368 = l_mut_3242 == uint32(1);
if (l_4368) {
l_mut_4285 = uint32(1);
}
}
l_mut_94 = l_mut_4285;
} else {
const double l_4369 = l_mut_1211 - l_20;
const double l_4370 = l_mut_1211 + l_20;
const double l_4371 = l_mut_1128 - l_20;
const double l_4372 = l_mut_1128 + l_20;
const double l_4373 = abs(l_4371);
const bool l_4374 = l_4373 > l_2108;
const double l_4375 = abs(l_4372);
const bool l_4376 = l_4375 > l_2108;
const bool l_4377 = l_4374 && l_4376;
if (l_4377) {
const double l_4378 = l_2106 + l_2108;
const double l_4379 = abs(l_4371);
const double l_4380 = abs(l_4372);
l_mut_2990 = l_4379;
const bool l_4381 = l_4380 < l_4379;
if (l_4381) {
l_mut_2990 = l_4380;
}
const double l_4382 = l_4378 / l_mut_2990;
const double l_4383 = abs(l_4369);
const double l_4384 = abs(l_4370);
l_mut_2990 = l_4383;
const bool l_4385 = l_4384 < l_4383;
if (l_4385) {
l_mut_2990 = l_4384;
}
const double l_4386 = l_2106 / l_mut_2990;
const double l_4387 = l_4382 + l_4386;
l_mut_715 = l_mut_715 + l_4387;
l_mut_4285 = uint32(0);
const bool l_4388 = l_4371 <= double(0.0);
const bool l_4389 = l_4372 >= double(0.0);
const bool l_4390 = l_4388 && l_4389;
const bool l_4391 = !l_4390;
if (l_4391) {
const double l_4393 = l_4369 / l_4371;
const double l_4394 = l_4369 / l_4372;
const double l_4395 = l_4370 / l_4371;
const double l_4396 = l_4370 / l_4372;
l_arr_4392[uint32(0)] = l_4393;
l_arr_4392[uint32(1)] = l_4393;
const double l_4397 = l_arr_4392[uint32(0)];
const bool l_4398 = l_4394 < l_4397;
if (l_4398) {
l_arr_4392[uint32(0)] = l_4394;
}
const double l_4399 = l_arr_4392[uint32(0)];
const bool l_4400 = l_4395 < l_4399;
if (l_4400) {
l_arr_4392[uint32(0)] = l_4395;
}
const double l_4401 = l_arr_4392[uint32(0)];
const bool l_4402 = l_4396 < l_4401;
if (l_4402) {
l_arr_4392[uint32(0)] = l_4396;
}
const double l_4403 = l_arr_4392[uint32(1)];
const bool l_4404 = l_4394 > l_4403;
if (l_4404) {
l_arr_4392[uint32(1)] = l_4394;
}
const double l_4405 = l_arr_4392[uint32(1)];
const bool l_4406 = l_4395 > l_4405;
if (l_4406) {
l_arr_4392[uint32(1)] = l_4395;
}
const double l_4407 = l_arr_4392[uint32(1)];
const bool l_4408 = l_4396 > l_4407;
if (l_4408) {
l_arr_4392[uint32(1)] = l_4396;
}
const double l_4409 = l_arr_4392[uint32(0)];
const double l_4410 = abs(l_4409);
const double l_4411 = l_4410 * l_mut_715;
const double l_4412 = l_arr_4392[uint32(1)];
const double l_4413 = abs(l_4412);
const double l_4414 = l_4413 * l_mut_715;
l_mut_4285 = uint32(2);
const double l_4415 = l_arr_4392[uint32(0)];
const double l_4416 = l_4415 - l_4411;
const double l_4417 = abs(l_4416);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4418 = l_4417 >= double(1.1754943508222875e-38);
const bool l_4419 = l_4417 <= double(1.7976931348623157e308);
const bool l_4420 = l_4418 && l_4419;
if (l_4420) {
const uint64 l_4421 = reinterpret_cast<uint64 const&>(l_4417);
const uint64 l_4422 = l_4421 >> uint64(52);
const uint64 l_4423 = l_4422 - uint64(23);
const uint64 l_4424 = l_4423 << uint64(52);
const double l_4425 = reinterpret_cast<double const&>(l_4424);
l_mut_2990 = l_4425;
}
const double l_4426 = l_4415 + l_4411;
const double l_4427 = abs(l_4426);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4428 = l_4427 >= double(1.1754943508222875e-38);
const bool l_4429 = l_4427 <= double(1.7976931348623157e308);
const bool l_4430 = l_4428 && l_4429;
if (l_4430) {
const uint64 l_4431 = reinterpret_cast<uint64 const&>(l_4427);
const uint64 l_4432 = l_4431 >> uint64(52);
const uint64 l_4433 = l_4432 - uint64(23);
const uint64 l_4434 = l_4433 << uint64(52);
const double l_4435 = reinterpret_cast<double const&>(l_4434);
l_mut_2736 = l_4435;
}
const bool l_4436 = l_mut_2990 == l_mut_2736;
const double l_4437 = l_arr_4392[uint32(1)];
const double l_4438 = l_4437 - l_4414;
const double l_4439 = abs(l_4438);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4440 = l_4439 >= double(1.1754943508222875e-38);
const bool l_4441 = l_4439 <= double(1.7976931348623157e308);
const bool l_4442 = l_4440 && l_4441;
if (l_4442) {
const uint64 l_4443 = reinterpret_cast<uint64 const&>(l_4439);
const uint64 l_4444 = l_4443 >> uint64(52);
const uint64 l_4445 = l_4444 - uint64(23);
const uint64 l_4446 = l_4445 << uint64(52);
const double l_4447 = reinterpret_cast<double const&>(l_4446);
l_mut_2990 = l_4447;
}
const double l_4448 = l_4437 + l_4414;
const double l_4449 = abs(l_4448);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4450 = l_4449 >= double(1.1754943508222875e-38);
const bool l_4451 = l_4449 <= double(1.7976931348623157e308);
const bool l_4452 = l_4450 && l_4451;
if (l_4452) {
const uint64 l_4453 = reinterpret_cast<uint64 const&>(l_4449);
const uint64 l_4454 = l_4453 >> uint64(52);
const uint64 l_4455 = l_4454 - uint64(23);
const uint64 l_4456 = l_4455 << uint64(52);
const double l_4457 = reinterpret_cast<double const&>(l_4456);
l_mut_2736 = l_4457;
}
const bool l_4458 = l_mut_2990 == l_mut_2736;
const bool l_4459 = l_4436 && l_4458;
if (l_4459) {
const double l_4460 = l_arr_4392[uint32(0)];
const double l_4461 = l_arr_4392[uint32(0)];
const double l_4462 = abs(l_4461);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4463 = l_4462 >= double(1.1754943508222875e-38);
const bool l_4464 = l_4462 <= double(1.7976931348623157e308);
const bool l_4465 = l_4463 && l_4464;
if (l_4465) {
const uint64 l_4466 = reinterpret_cast<uint64 const&>(l_4462);
const uint64 l_4467 = l_4466 >> uint64(52);
const uint64 l_4468 = l_4467 - uint64(23);
const uint64 l_4469 = l_4468 << uint64(52);
const double l_4470 = reinterpret_cast<double const&>(l_4469);
l_mut_2990 = l_4470;
}
const double l_4471 = l_23 * l_mut_2990;
const double l_4472 = l_4460 - l_4471;
const double l_4473 = l_arr_4392[uint32(1)];
const double l_4474 = l_arr_4392[uint32(1)];
const double l_4475 = abs(l_4474);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4476 = l_4475 >= double(1.1754943508222875e-38);
const bool l_4477 = l_4475 <= double(1.7976931348623157e308);
const bool l_4478 = l_4476 && l_4477;
if (l_4478) {
const uint64 l_4479 = reinterpret_cast<uint64 const&>(l_4475);
const uint64 l_4480 = l_4479 >> uint64(52);
const uint64 l_4481 = l_4480 - uint64(23);
const uint64 l_4482 = l_4481 << uint64(52);
const double l_4483 = reinterpret_cast<double const&>(l_4482);
l_mut_2990 = l_4483;
}
const double l_4484 = l_23 * l_mut_2990;
const double l_4485 = l_4473 + l_4484;
const uint32 l_4486 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4487 = l_4486 & uint32(2147483647);
const float l_4488 = reinterpret_cast<float const&>(l_4487);
const double l_4489 = double(l_4488);
l_mut_2990 = l_4489;
const bool l_4490 = l_4487 < uint32(8388608);
if (l_4490) {
const double l_4491 = double(l_4487);
const double l_4492 = l_4491 * double(1.401298464324817e-45);
l_mut_2990 = l_4492;
}
const uint64 l_4493 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4494 = l_4486 >> uint32(31);
const uint64 l_4495 = uint64(l_4494);
const uint64 l_4496 = l_4495 << uint64(63);
const uint64 l_4497 = l_4493 | l_4496;
const double l_4498 = reinterpret_cast<double const&>(l_4497);
const uint32 l_4499 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4500 = l_4499 + uint32(1);
l_mut_3242 = l_4500;
const uint32 l_4501 = l_4499 & uint32(2147483647);
const bool l_4502 = l_4501 == uint32(0);
if (l_4502) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4503 = l_4499 & uint32(2147483648);
const bool l_4504 = l_4503 != uint32(0);
if (l_4504) {
const uint32 l_4505 = l_4499 - uint32(1);
l_mut_3242 = l_4505;
} else {
const bool l_4506 = l_4499 == uint32(2139095040);
if (l_4506) {
l_mut_3242 = l_4499;
}
}
}
const float l_4507 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4508 = reinterpret_cast<uint32 const&>(l_4507);
const uint32 l_4509 = l_4508 & uint32(2147483647);
const float l_4510 = reinterpret_cast<float const&>(l_4509);
const double l_4511 = double(l_4510);
l_mut_2990 = l_4511;
const bool l_4512 = l_4509 < uint32(8388608);
if (l_4512) {
const double l_4513 = double(l_4509);
const double l_4514 = l_4513 * double(1.401298464324817e-45);
l_mut_2990 = l_4514;
}
const uint64 l_4515 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4516 = l_4508 >> uint32(31);
const uint64 l_4517 = uint64(l_4516);
const uint64 l_4518 = l_4517 << uint64(63);
const uint64 l_4519 = l_4515 | l_4518;
const double l_4520 = reinterpret_cast<double const&>(l_4519);
const uint32 l_4521 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4522 = l_4521 ^ uint32(2147483648);
const float l_4523 = reinterpret_cast<float const&>(l_4522);
const uint32 l_4524 = reinterpret_cast<uint32 const&>(l_4523);
const uint32 l_4525 = l_4524 + uint32(1);
l_mut_3242 = l_4525;
const uint32 l_4526 = l_4524 & uint32(2147483647);
const bool l_4527 = l_4526 == uint32(0);
if (l_4527) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4528 = l_4524 & uint32(2147483648);
const bool l_4529 = l_4528 != uint32(0);
if (l_4529) {
const uint32 l_4530 = l_4524 - uint32(1);
l_mut_3242 = l_4530;
} else {
const bool l_4531 = l_4524 == uint32(2139095040);
if (l_4531) {
l_mut_3242 = l_4524;
}
}
}
const float l_4532 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4533 = reinterpret_cast<uint32 const&>(l_4532);
const uint32 l_4534 = l_4533 ^ uint32(2147483648);
const float l_4535 = reinterpret_cast<float const&>(l_4534);
const uint32 l_4536 = reinterpret_cast<uint32 const&>(l_4535);
const uint32 l_4537 = l_4536 & uint32(2147483647);
const float l_4538 = reinterpret_cast<float const&>(l_4537);
const double l_4539 = double(l_4538);
l_mut_2990 = l_4539;
const bool l_4540 = l_4537 < uint32(8388608);
if (l_4540) {
const double l_4541 = double(l_4537);
const double l_4542 = l_4541 * double(1.401298464324817e-45);
l_mut_2990 = l_4542;
}
const uint64 l_4543 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4544 = l_4536 >> uint32(31);
const uint64 l_4545 = uint64(l_4544);
const uint64 l_4546 = l_4545 << uint64(63);
const uint64 l_4547 = l_4543 | l_4546;
const double l_4548 = reinterpret_cast<double const&>(l_4547);
const double l_4549 = l_4472 + l_4411;
const bool l_4550 = l_4549 <= l_4498;
l_mut_154 = l_4550;
const double l_4551 = l_4472 - l_4411;
const bool l_4552 = l_4551 > l_4498;
l_mut_151 = l_4552;
const double l_4553 = l_4485 - l_4414;
const bool l_4554 = l_4553 >= l_4498;
l_mut_148 = l_4554;
const double l_4555 = l_4485 + l_4414;
const bool l_4556 = l_4555 < l_4498;
l_mut_145 = l_4556;
l_mut_3242 = uint32(2);
const bool l_4557 = l_mut_151 || l_mut_145;
if (l_4557) {
l_mut_3242 = uint32(1);
} else {
const bool l_4558 = l_mut_154 && l_mut_148;
if (l_4558) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_4559 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4560 = l_4559 & uint32(2147483647);
const bool l_4561 = l_4560 == uint32(0);
if (l_4561) {
const double l_4562 = l_4472 + l_4411;
const bool l_4563 = l_4562 < double(1.1754943508222875e-38);
const double l_4564 = l_4485 - l_4414;
const bool l_4565 = l_4564 > double(-1.1754943508222875e-38);
const bool l_4566 = l_4563 && l_4565;
const double l_4567 = l_4472 - l_4411;
const bool l_4568 = l_4567 < double(1.1754943508222875e-38);
const double l_4569 = l_4485 + l_4414;
const bool l_4570 = l_4569 > double(-1.1754943508222875e-38);
const bool l_4571 = l_4568 && l_4570;
if (l_4566) {
l_mut_3242 = uint32(0);
} else {
const bool l_4572 = l_mut_3242 == uint32(1);
const bool l_4573 = l_4571 && l_4572;
if (l_4573) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
}
l_mut_94 = l_mut_4285;
}
}
l_mut_35 = l_mut_94;
} else {
const bool l_4574 = l_32 <= l_26;
if (l_4574) {
const float l_4575 = float(l_31);
const uint32 l_4576 = reinterpret_cast<uint32 const&>(l_4575);
const uint32 l_4577 = l_4576 & uint32(2147483647);
const float l_4578 = reinterpret_cast<float const&>(l_4577);
const double l_4579 = double(l_4578);
l_mut_2990 = l_4579;
const bool l_4580 = l_4577 < uint32(8388608);
if (l_4580) {
const double l_4581 = double(l_4577);
const double l_4582 = l_4581 * double(1.401298464324817e-45);
l_mut_2990 = l_4582;
}
const uint64 l_4583 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4584 = l_4576 >> uint32(31);
const uint64 l_4585 = uint64(l_4584);
const uint64 l_4586 = l_4585 << uint64(63);
const uint64 l_4587 = l_4583 | l_4586;
const double l_4588 = reinterpret_cast<double const&>(l_4587);
const double l_4589 = abs(l_4588);
l_mut_2990 = l_4589;
l_mut_4285 = uint32(0);
const bool l_4590 = l_4589 >= double(0.785);
if (l_4590) {
const double l_4591 = l_4589 * double(0.6366197723675814);
const double l_4592 = l_4591 + double(0.5);
const double l_4593 = floor(l_4592);
const double l_4594 = l_4593 * double(1.570796325802803);
const double l_4595 = l_4589 - l_4594;
const double l_4596 = l_4595 * l_4;
const double l_4597 = l_4593 * double(9.920935796805404e-10);
const double l_4598 = l_4596 - l_4597;
l_mut_2990 = l_4598;
const uint32 l_4599 = uint32(l_4593);
l_mut_4285 = l_4599;
}
const uint32 l_4600 = reinterpret_cast<uint32 const&>(l_4575);
const bool l_4601 = l_4600 >= uint32(2147483648);
const double l_4602 = l_mut_2990 * l_mut_2990;
const double l_4603 = l_4602 * double(1.9572941063391263e-20);
const double l_4604 = double(8.22063524662433e-18) - l_4603;
l_mut_2736 = l_4604;
const double l_4605 = l_mut_2736 * l_4602;
const double l_4606 = l_4605 - double(2.8114572543455206e-15);
l_mut_2736 = l_4606;
const double l_4607 = l_mut_2736 * l_4602;
const double l_4608 = l_4607 + double(7.647163731819816e-13);
l_mut_2736 = l_4608;
const double l_4609 = l_mut_2736 * l_4602;
const double l_4610 = l_4609 - double(1.6059043836821613e-10);
l_mut_2736 = l_4610;
const double l_4611 = l_mut_2736 * l_4602;
const double l_4612 = l_4611 + double(2.505210838544172e-8);
l_mut_2736 = l_4612;
const double l_4613 = l_mut_2736 * l_4602;
const double l_4614 = l_4613 - double(2.7557319223985893e-6);
l_mut_2736 = l_4614;
const double l_4615 = l_mut_2736 * l_4602;
const double l_4616 = l_4615 + double(0.0001984126984126984);
l_mut_2736 = l_4616;
const double l_4617 = l_mut_2736 * l_4602;
const double l_4618 = l_4617 - double(0.008333333333333333);
l_mut_2736 = l_4618;
const double l_4619 = l_mut_2736 * l_4602;
const double l_4620 = l_4619 + double(0.16666666666666666);
l_mut_2736 = l_4620;
const double l_4621 = double(0.5) * l_4602;
const double l_4622 = double(1.0) - l_4621;
const double l_4623 = double(0.0) * l_4622;
const double l_4624 = l_mut_2990 * l_4602;
const double l_4625 = l_4624 * l_mut_2736;
const double l_4626 = l_4623 - l_4625;
const double l_4627 = l_mut_2990 + l_4626;
const double l_4628 = l_mut_2990 * l_mut_2990;
const double l_4629 = l_4628 * double(4.110317623312165e-19);
const double l_4630 = l_4629 - double(1.5619206968586225e-16);
l_mut_2736 = l_4630;
const double l_4631 = l_mut_2736 * l_4628;
const double l_4632 = l_4631 + double(4.779477332387385e-14);
l_mut_2736 = l_4632;
const double l_4633 = l_mut_2736 * l_4628;
const double l_4634 = l_4633 - double(1.1470745597729725e-11);
l_mut_2736 = l_4634;
const double l_4635 = l_mut_2736 * l_4628;
const double l_4636 = l_4635 + double(2.08767569878681e-9);
l_mut_2736 = l_4636;
const double l_4637 = l_mut_2736 * l_4628;
const double l_4638 = l_4637 - double(2.755731922398589e-7);
l_mut_2736 = l_4638;
const double l_4639 = l_mut_2736 * l_4628;
const double l_4640 = l_4639 + double(2.48015873015873e-5);
l_mut_2736 = l_4640;
const double l_4641 = l_mut_2736 * l_4628;
const double l_4642 = l_4641 - double(0.001388888888888889);
l_mut_2736 = l_4642;
const double l_4643 = l_mut_2736 * l_4628;
const double l_4644 = l_4643 + double(0.041666666666666664);
l_mut_2736 = l_4644;
const double l_4645 = double(0.5) * l_4628;
const double l_4646 = double(1.0) - l_4645;
const double l_4647 = l_4628 * l_4628;
const double l_4648 = l_4647 * l_mut_2736;
const double l_4649 = double(0.0) * l_mut_2990;
const double l_4650 = l_4648 - l_4649;
const double l_4651 = l_4646 + l_4650;
const uint32 l_4652 = l_mut_4285 & uint32(1);
const bool l_4653 = l_4652 == uint32(1);
l_mut_2990 = l_4627;
const uint32 l_4654 = l_mut_4285 & uint32(2);
const bool l_4655 = l_4654 != uint32(0);
l_mut_154 = l_4655;
const bool l_4656 = uint32(6) == uint32(6);
if (l_4656) {
if (l_4653) {
l_mut_2990 = l_4651;
}
} else {
const bool l_4657 = uint32(6) == uint32(7);
if (l_4657) {
l_mut_2990 = l_4651;
if (l_4653) {
l_mut_2990 = l_4627;
}
const uint32 l_4658 = l_mut_4285 + uint32(1);
const uint32 l_4659 = l_4658 & uint32(2);
const bool l_4660 = l_4659 != uint32(0);
l_mut_154 = l_4660;
} else {
const double l_4661 = l_4627 / l_4651;
l_mut_2990 = l_4661;
if (l_4653) {
const double l_4662 = l_4651 / l_4627;
l_mut_2990 = l_4662;
}
l_mut_154 = l_4653;
}
}
const bool l_4663 = uint32(6) != uint32(7);
const bool l_4664 = l_4663 && l_4601;
if (l_4664) {
const bool l_4665 = !l_mut_154;
l_mut_154 = l_4665;
}
if (l_mut_154) {
const double l_4666 = -l_mut_2990;
l_mut_2990 = l_4666;
}
const float l_4667 = float(l_31);
const uint32 l_4668 = reinterpret_cast<uint32 const&>(l_4667);
const uint32 l_4669 = l_4668 & uint32(2147483647);
const float l_4670 = reinterpret_cast<float const&>(l_4669);
const double l_4671 = double(l_4670);
l_mut_2736 = l_4671;
const bool l_4672 = l_4669 < uint32(8388608);
if (l_4672) {
const double l_4673 = double(l_4669);
const double l_4674 = l_4673 * double(1.401298464324817e-45);
l_mut_2736 = l_4674;
}
const uint64 l_4675 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_4676 = l_4668 >> uint32(31);
const uint64 l_4677 = uint64(l_4676);
const uint64 l_4678 = l_4677 << uint64(63);
const uint64 l_4679 = l_4675 | l_4678;
const double l_4680 = reinterpret_cast<double const&>(l_4679);
const double l_4681 = abs(l_4680);
l_mut_2736 = l_4681;
l_mut_4285 = uint32(0);
const bool l_4682 = l_4681 >= double(0.785);
if (l_4682) {
const double l_4683 = l_4681 * double(0.6366197723675814);
const double l_4684 = l_4683 + double(0.5);
const double l_4685 = floor(l_4684);
const double l_4686 = l_4685 * double(1.570796325802803);
const double l_4687 = l_4681 - l_4686;
const double l_4688 = l_4687 * l_4;
const double l_4689 = l_4685 * double(9.920935796805404e-10);
const double l_4690 = l_4688 - l_4689;
l_mut_2736 = l_4690;
const uint32 l_4691 = uint32(l_4685);
l_mut_4285 = l_4691;
}
const uint32 l_4692 = reinterpret_cast<uint32 const&>(l_4667);
const bool l_4693 = l_4692 >= uint32(2147483648);
const double l_4694 = l_mut_2736 * l_mut_2736;
const double l_4695 = l_4694 * double(1.9572941063391263e-20);
const double l_4696 = double(8.22063524662433e-18) - l_4695;
l_mut_2480 = l_4696;
const double l_4697 = l_mut_2480 * l_4694;
const double l_4698 = l_4697 - double(2.8114572543455206e-15);
l_mut_2480 = l_4698;
const double l_4699 = l_mut_2480 * l_4694;
const double l_4700 = l_4699 + double(7.647163731819816e-13);
l_mut_2480 = l_4700;
const double l_4701 = l_mut_2480 * l_4694;
const double l_4702 = l_4701 - double(1.6059043836821613e-10);
l_mut_2480 = l_4702;
const double l_4703 = l_mut_2480 * l_4694;
const double l_4704 = l_4703 + double(2.505210838544172e-8);
l_mut_2480 = l_4704;
const double l_4705 = l_mut_2480 * l_4694;
const double l_4706 = l_4705 - double(2.7557319223985893e-6);
l_mut_2480 = l_4706;
const double l_4707 = l_mut_2480 * l_4694;
const double l_4708 = l_4707 + double(0.0001984126984126984);
l_mut_2480 = l_4708;
const double l_4709 = l_mut_2480 * l_4694;
const double l_4710 = l_4709 - double(0.008333333333333333);
l_mut_2480 = l_4710;
const double l_4711 = l_mut_2480 * l_4694;
const double l_4712 = l_4711 + double(0.16666666666666666);
l_mut_2480 = l_4712;
const double l_4713 = double(0.5) * l_4694;
const double l_4714 = double(1.0) - l_4713;
const double l_4715 = double(0.0) * l_4714;
const double l_4716 = l_mut_2736 * l_4694;
const double l_4717 = l_4716 * l_mut_2480;
const double l_4718 = l_4715 - l_4717;
const double l_4719 = l_mut_2736 + l_4718;
const double l_4720 = l_mut_2736 * l_mut_2736;
const double l_4721 = l_4720 * double(4.110317623312165e-19);
const double l_4722 = l_4721 - double(1.5619206968586225e-16);
l_mut_2480 = l_4722;
const double l_4723 = l_mut_2480 * l_4720;
const double l_4724 = l_4723 + double(4.779477332387385e-14);
l_mut_2480 = l_4724;
const double l_4725 = l_mut_2480 * l_4720;
const double l_4726 = l_4725 - double(1.1470745597729725e-11);
l_mut_2480 = l_4726;
const double l_4727 = l_mut_2480 * l_4720;
const double l_4728 = l_4727 + double(2.08767569878681e-9);
l_mut_2480 = l_4728;
const double l_4729 = l_mut_2480 * l_4720;
const double l_4730 = l_4729 - double(2.755731922398589e-7);
l_mut_2480 = l_4730;
const double l_4731 = l_mut_2480 * l_4720;
const double l_4732 = l_4731 + double(2.48015873015873e-5);
l_mut_2480 = l_4732;
const double l_4733 = l_mut_2480 * l_4720;
const double l_4734 = l_4733 - double(0.001388888888888889);
l_mut_2480 = l_4734;
const double l_4735 = l_mut_2480 * l_4720;
const double l_4736 = l_4735 + double(0.041666666666666664);
l_mut_2480 = l_4736;
const double l_4737 = double(0.5) * l_4720;
const double l_4738 = double(1.0) - l_4737;
const double l_4739 = l_4720 * l_4720;
const double l_4740 = l_4739 * l_mut_2480;
const double l_4741 = double(0.0) * l_mut_2736;
const double l_4742 = l_4740 - l_4741;
const double l_4743 = l_4738 + l_4742;
const uint32 l_4744 = l_mut_4285 & uint32(1);
const bool l_4745 = l_4744 == uint32(1);
l_mut_2736 = l_4719;
const uint32 l_4746 = l_mut_4285 & uint32(2);
const bool l_4747 = l_4746 != uint32(0);
l_mut_154 = l_4747;
const bool l_4748 = uint32(7) == uint32(6);
if (l_4748) {
if (l_4745) {
l_mut_2736 = l_4743;
}
} else {
const bool l_4749 = uint32(7) == uint32(7);
if (l_4749) {
l_mut_2736 = l_4743;
if (l_4745) {
l_mut_2736 = l_4719;
}
const uint32 l_4750 = l_mut_4285 + uint32(1);
const uint32 l_4751 = l_4750 & uint32(2);
const bool l_4752 = l_4751 != uint32(0);
l_mut_154 = l_4752;
} else {
const double l_4753 = l_4719 / l_4743;
l_mut_2736 = l_4753;
if (l_4745) {
const double l_4754 = l_4743 / l_4719;
l_mut_2736 = l_4754;
}
l_mut_154 = l_4745;
}
}
const bool l_4755 = uint32(7) != uint32(7);
const bool l_4756 = l_4755 && l_4693;
if (l_4756) {
const bool l_4757 = !l_mut_154;
l_mut_154 = l_4757;
}
if (l_mut_154) {
const double l_4758 = -l_mut_2736;
l_mut_2736 = l_4758;
}
const double l_4759 = abs(l_mut_2990);
const double l_4760 = l_4759 * double(1.4551915228366852e-11);
const double l_4761 = abs(l_mut_2736);
const double l_4762 = l_4761 * double(1.4551915228366852e-11);
const double l_4763 = l_mut_2990 - l_20;
const double l_4764 = l_mut_2990 + l_20;
const double l_4765 = l_mut_2736 - l_20;
const double l_4766 = l_mut_2736 + l_20;
l_mut_4285 = uint32(2);
const double l_4767 = abs(l_4765);
const bool l_4768 = l_4767 <= l_4762;
const double l_4769 = abs(l_4766);
const bool l_4770 = l_4769 <= l_4762;
const bool l_4771 = l_4768 || l_4770;
const bool l_4772 = !l_4771;
if (l_4772) {
l_mut_4285 = uint32(0);
const bool l_4773 = l_4765 <= double(0.0);
const bool l_4774 = l_4766 >= double(0.0);
const bool l_4775 = l_4773 && l_4774;
const bool l_4776 = !l_4775;
if (l_4776) {
const double l_4777 = abs(l_4765);
const double l_4778 = abs(l_4766);
l_mut_2990 = l_4777;
const bool l_4779 = l_4778 < l_4777;
if (l_4779) {
l_mut_2990 = l_4778;
}
const double l_4780 = l_4762 / l_mut_2990;
const double l_4781 = l_4780 + double(1.4551915228366852e-11);
const double l_4782 = double(1.0) / l_4766;
const double l_4783 = double(1.0) / l_4765;
const double l_4784 = abs(l_4782);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4785 = l_4784 >= double(1.1754943508222875e-38);
const bool l_4786 = l_4784 <= double(1.7976931348623157e308);
const bool l_4787 = l_4785 && l_4786;
if (l_4787) {
const uint64 l_4788 = reinterpret_cast<uint64 const&>(l_4784);
const uint64 l_4789 = l_4788 >> uint64(52);
const uint64 l_4790 = l_4789 - uint64(23);
const uint64 l_4791 = l_4790 << uint64(52);
const double l_4792 = reinterpret_cast<double const&>(l_4791);
l_mut_2990 = l_4792;
}
const double l_4793 = l_23 * l_mut_2990;
const double l_4794 = l_4782 - l_4793;
const double l_4795 = abs(l_4783);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4796 = l_4795 >= double(1.1754943508222875e-38);
const bool l_4797 = l_4795 <= double(1.7976931348623157e308);
const bool l_4798 = l_4796 && l_4797;
if (l_4798) {
const uint64 l_4799 = reinterpret_cast<uint64 const&>(l_4795);
const uint64 l_4800 = l_4799 >> uint64(52);
const uint64 l_4801 = l_4800 - uint64(23);
const uint64 l_4802 = l_4801 << uint64(52);
const double l_4803 = reinterpret_cast<double const&>(l_4802);
l_mut_2990 = l_4803;
}
const double l_4804 = l_23 * l_mut_2990;
const double l_4805 = l_4783 + l_4804;
const double l_4807 = l_4763 * l_4794;
const double l_4808 = l_4763 * l_4805;
const double l_4809 = l_4764 * l_4794;
const double l_4810 = l_4764 * l_4805;
l_arr_4806[uint32(0)] = l_4807;
l_arr_4806[uint32(1)] = l_4807;
const double l_4811 = l_arr_4806[uint32(0)];
const bool l_4812 = l_4808 < l_4811;
if (l_4812) {
l_arr_4806[uint32(0)] = l_4808;
}
const double l_4813 = l_arr_4806[uint32(0)];
const bool l_4814 = l_4809 < l_4813;
if (l_4814) {
l_arr_4806[uint32(0)] = l_4809;
}
const double l_4815 = l_arr_4806[uint32(0)];
const bool l_4816 = l_4810 < l_4815;
if (l_4816) {
l_arr_4806[uint32(0)] = l_4810;
}
const double l_4817 = l_arr_4806[uint32(1)];
const bool l_4818 = l_4808 > l_4817;
if (l_4818) {
l_arr_4806[uint32(1)] = l_4808;
}
const double l_4819 = l_arr_4806[uint32(1)];
const bool l_4820 = l_4809 > l_4819;
if (l_4820) {
l_arr_4806[uint32(1)] = l_4809;
}
const double l_4821 = l_arr_4806[uint32(1)];
const bool l_4822 = l_4810 > l_4821;
if (l_4822) {
l_arr_4806[uint32(1)] = l_4810;
}
const double l_4823 = abs(l_4763);
const double l_4824 = abs(l_4764);
l_mut_2990 = l_4823;
const bool l_4825 = l_4824 > l_4823;
if (l_4825) {
l_mut_2990 = l_4824;
}
const double l_4826 = abs(l_4794);
const double l_4827 = abs(l_4805);
l_mut_2736 = l_4826;
const bool l_4828 = l_4827 > l_4826;
if (l_4828) {
l_mut_2736 = l_4827;
}
const double l_4829 = l_mut_2990 * l_mut_2736;
const double l_4830 = l_4781 + double(1.4551915228366852e-11);
const double l_4831 = l_4829 * l_4830;
const double l_4832 = l_4760 * l_mut_2736;
const double l_4833 = l_4831 + l_4832;
l_mut_4285 = uint32(2);
const double l_4834 = abs(l_4782);
const double l_4835 = l_4834 * l_4781;
const double l_4836 = l_4782 - l_4835;
const double l_4837 = abs(l_4836);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4838 = l_4837 >= double(1.1754943508222875e-38);
const bool l_4839 = l_4837 <= double(1.7976931348623157e308);
const bool l_4840 = l_4838 && l_4839;
if (l_4840) {
const uint64 l_4841 = reinterpret_cast<uint64 const&>(l_4837);
const uint64 l_4842 = l_4841 >> uint64(52);
const uint64 l_4843 = l_4842 - uint64(23);
const uint64 l_4844 = l_4843 << uint64(52);
const double l_4845 = reinterpret_cast<double const&>(l_4844);
l_mut_2990 = l_4845;
}
const double l_4846 = l_4782 + l_4835;
const double l_4847 = abs(l_4846);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4848 = l_4847 >= double(1.1754943508222875e-38);
const bool l_4849 = l_4847 <= double(1.7976931348623157e308);
const bool l_4850 = l_4848 && l_4849;
if (l_4850) {
const uint64 l_4851 = reinterpret_cast<uint64 const&>(l_4847);
const uint64 l_4852 = l_4851 >> uint64(52);
const uint64 l_4853 = l_4852 - uint64(23);
const uint64 l_4854 = l_4853 << uint64(52);
const double l_4855 = reinterpret_cast<double const&>(l_4854);
l_mut_2736 = l_4855;
}
const bool l_4856 = l_mut_2990 == l_mut_2736;
const double l_4857 = abs(l_4783);
const double l_4858 = l_4857 * l_4781;
const double l_4859 = l_4783 - l_4858;
const double l_4860 = abs(l_4859);
l_mut_2990 = double(1.401298464324817e-45);
const bool l_4861 = l_4860 >= double(1.1754943508222875e-38);
const bool l_4862 = l_4860 <= double(1.7976931348623157e308);
const bool l_4863 = l_4861 && l_4862;
if (l_4863) {
const uint64 l_4864 = reinterpret_cast<uint64 const&>(l_4860);
const uint64 l_4865 = l_4864 >> uint64(52);
const uint64 l_4866 = l_4865 - uint64(23);
const uint64 l_4867 = l_4866 << uint64(52);
const double l_4868 = reinterpret_cast<double const&>(l_4867);
l_mut_2990 = l_4868;
}
const double l_4869 = l_4783 + l_4858;
const double l_4870 = abs(l_4869);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_4871 = l_4870 >= double(1.1754943508222875e-38);
const bool l_4872 = l_4870 <= double(1.7976931348623157e308);
const bool l_4873 = l_4871 && l_4872;
if (l_4873) {
const uint64 l_4874 = reinterpret_cast<uint64 const&>(l_4870);
const uint64 l_4875 = l_4874 >> uint64(52);
const uint64 l_4876 = l_4875 - uint64(23);
const uint64 l_4877 = l_4876 << uint64(52);
const double l_4878 = reinterpret_cast<double const&>(l_4877);
l_mut_2736 = l_4878;
}
const bool l_4879 = l_mut_2990 == l_mut_2736;
const bool l_4880 = l_4856 && l_4879;
if (l_4880) {
const double l_4881 = l_arr_4806[uint32(0)];
const double l_4882 = l_arr_4806[uint32(1)];
const uint32 l_4883 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4884 = l_4883 & uint32(2147483647);
const float l_4885 = reinterpret_cast<float const&>(l_4884);
const double l_4886 = double(l_4885);
l_mut_2990 = l_4886;
const bool l_4887 = l_4884 < uint32(8388608);
if (l_4887) {
const double l_4888 = double(l_4884);
const double l_4889 = l_4888 * double(1.401298464324817e-45);
l_mut_2990 = l_4889;
}
const uint64 l_4890 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4891 = l_4883 >> uint32(31);
const uint64 l_4892 = uint64(l_4891);
const uint64 l_4893 = l_4892 << uint64(63);
const uint64 l_4894 = l_4890 | l_4893;
const double l_4895 = reinterpret_cast<double const&>(l_4894);
const uint32 l_4896 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4897 = l_4896 + uint32(1);
l_mut_3242 = l_4897;
const uint32 l_4898 = l_4896 & uint32(2147483647);
const bool l_4899 = l_4898 == uint32(0);
if (l_4899) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4900 = l_4896 & uint32(2147483648);
const bool l_4901 = l_4900 != uint32(0);
if (l_4901) {
const uint32 l_4902 = l_4896 - uint32(1);
l_mut_3242 = l_4902;
} else {
const bool l_4903 = l_4896 == uint32(2139095040);
if (l_4903) {
l_mut_3242 = l_4896;
}
}
}
const float l_4904 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4905 = reinterpret_cast<uint32 const&>(l_4904);
const uint32 l_4906 = l_4905 & uint32(2147483647);
const float l_4907 = reinterpret_cast<float const&>(l_4906);
const double l_4908 = double(l_4907);
l_mut_2990 = l_4908;
const bool l_4909 = l_4906 < uint32(8388608);
if (l_4909) {
const double l_4910 = double(l_4906);
const double l_4911 = l_4910 * double(1.401298464324817e-45);
l_mut_2990 = l_4911;
}
const uint64 l_4912 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4913 = l_4905 >> uint32(31);
const uint64 l_4914 = uint64(l_4913);
const uint64 l_4915 = l_4914 << uint64(63);
const uint64 l_4916 = l_4912 | l_4915;
const double l_4917 = reinterpret_cast<double const&>(l_4916);
const uint32 l_4918 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4919 = l_4918 ^ uint32(2147483648);
const float l_4920 = reinterpret_cast<float const&>(l_4919);
const uint32 l_4921 = reinterpret_cast<uint32 const&>(l_4920);
const uint32 l_4922 = l_4921 + uint32(1);
l_mut_3242 = l_4922;
const uint32 l_4923 = l_4921 & uint32(2147483647);
const bool l_4924 = l_4923 == uint32(0);
if (l_4924) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_4925 = l_4921 & uint32(2147483648);
const bool l_4926 = l_4925 != uint32(0);
if (l_4926) {
const uint32 l_4927 = l_4921 - uint32(1);
l_mut_3242 = l_4927;
} else {
const bool l_4928 = l_4921 == uint32(2139095040);
if (l_4928) {
l_mut_3242 = l_4921;
}
}
}
const float l_4929 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_4930 = reinterpret_cast<uint32 const&>(l_4929);
const uint32 l_4931 = l_4930 ^ uint32(2147483648);
const float l_4932 = reinterpret_cast<float const&>(l_4931);
const uint32 l_4933 = reinterpret_cast<uint32 const&>(l_4932);
const uint32 l_4934 = l_4933 & uint32(2147483647);
const float l_4935 = reinterpret_cast<float const&>(l_4934);
const double l_4936 = double(l_4935);
l_mut_2990 = l_4936;
const bool l_4937 = l_4934 < uint32(8388608);
if (l_4937) {
const double l_4938 = double(l_4934);
const double l_4939 = l_4938 * double(1.401298464324817e-45);
l_mut_2990 = l_4939;
}
const uint64 l_4940 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_4941 = l_4933 >> uint32(31);
const uint64 l_4942 = uint64(l_4941);
const uint64 l_4943 = l_4942 << uint64(63);
const uint64 l_4944 = l_4940 | l_4943;
const double l_4945 = reinterpret_cast<double const&>(l_4944);
const double l_4946 = l_4881 + l_4833;
const bool l_4947 = l_4946 <= l_4895;
l_mut_154 = l_4947;
const double l_4948 = l_4881 - l_4833;
const bool l_4949 = l_4948 > l_4895;
l_mut_151 = l_4949;
const double l_4950 = l_4882 - l_4833;
const bool l_4951 = l_4950 >= l_4895;
l_mut_148 = l_4951;
const double l_4952 = l_4882 + l_4833;
const bool l_4953 = l_4952 < l_4895;
l_mut_145 = l_4953;
const double l_4954 = l_4881 + l_4833;
const bool l_4955 = l_4954 < l_4917;
l_mut_154 = l_4955;
const double l_4956 = l_4881 - l_4833;
const bool l_4957 = l_4956 >= l_4917;
l_mut_151 = l_4957;
const double l_4958 = l_4882 - l_4833;
const bool l_4959 = l_4958 > l_4945;
l_mut_148 = l_4959;
const double l_4960 = l_4882 + l_4833;
const bool l_4961 = l_4960 <= l_4945;
l_mut_145 = l_4961;
l_mut_3242 = uint32(2);
const bool l_4962 = l_mut_151 || l_mut_145;
if (l_4962) {
l_mut_3242 = uint32(1);
} else {
const bool l_4963 = l_mut_154 && l_mut_148;
if (l_4963) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_4964 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_4965 = l_4964 & uint32(2147483647);
const bool l_4966 = l_4965 == uint32(0);
if (l_4966) {
const double l_4967 = l_4881 + l_4833;
const bool l_4968 = l_4967 < double(1.1754943508222875e-38);
const double l_4969 = l_4882 - l_4833;
const bool l_4970 = l_4969 > double(-1.1754943508222875e-38);
const bool l_4971 = l_4968 && l_4970;
const double l_4972 = l_4881 - l_4833;
const bool l_4973 = l_4972 < double(1.1754943508222875e-38);
const double l_4974 = l_4882 + l_4833;
const bool l_4975 = l_4974 > double(-1.1754943508222875e-38);
const bool l_4976 = l_4973 && l_4975;
if (l_4971) {
l_mut_3242 = uint32(0);
} else {
const bool l_4977 = l_mut_3242 == uint32(1);
const bool l_4978 = l_4976 && l_4977;
if (l_4978) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
}
}
l_mut_35 = l_mut_4285;
}
}
} else {
const bool l_4979 = l_9 == uint32(13);
if (l_4979) {
const double l_4981 = l_31 * l_23;
const double l_4982 = l_31 * l_26;
const double l_4983 = l_31 * l_23;
const double l_4984 = l_31 * l_26;
l_arr_4980[uint32(0)] = l_4981;
l_arr_4980[uint32(1)] = l_4981;
const double l_4985 = l_arr_4980[uint32(0)];
const bool l_4986 = l_4982 < l_4985;
if (l_4986) {
l_arr_4980[uint32(0)] = l_4982;
}
const double l_4987 = l_arr_4980[uint32(0)];
const bool l_4988 = l_4983 < l_4987;
if (l_4988) {
l_arr_4980[uint32(0)] = l_4983;
}
const double l_4989 = l_arr_4980[uint32(0)];
const bool l_4990 = l_4984 < l_4989;
if (l_4990) {
l_arr_4980[uint32(0)] = l_4984;
}
const double l_4991 = l_arr_4980[uint32(1)];
const bool l_4992 = l_4982 > l_4991;
if (l_4992) {
l_arr_4980[uint32(1)] = l_4982;
}
const double l_4993 = l_arr_4980[uint32(1)];
const bool l_4994 = l_4983 > l_4993;
if (l_4994) {
l_arr_4980[uint32(1)] = l_4983;
}
const double l_4995 = l_arr_4980[uint32(1)];
const bool l_4996 = l_4984 > l_4995;
if (l_4996) {
l_arr_4980[uint32(1)] = l_4984;
}
const double l_4997 = l_arr_4980[uint32(0)];
const double l_4998 = l_4997 * double(7.1362384635298e44);
const double l_4999 = floor(l_4998);
const double l_5000 = l_4999 * double(1.401298464324817e-45);
l_mut_2990 = l_5000;
const double l_5001 = abs(l_4997);
const bool l_5002 = l_5001 >= double(1.1754943508222875e-38);
if (l_5002) {
const float l_5003 = float(l_4997);
const double l_5004 = double(l_5003);
l_mut_2990 = l_5004;
const bool l_5005 = l_mut_2990 > l_4997;
if (l_5005) {
const uint32 l_5006 = reinterpret_cast<uint32 const&>(l_5003);
const uint32 l_5007 = l_5006 ^ uint32(2147483648);
const float l_5008 = reinterpret_cast<float const&>(l_5007);
const uint32 l_5009 = reinterpret_cast<uint32 const&>(l_5008);
const uint32 l_5010 = l_5009 + uint32(1);
l_mut_4285 = l_5010;
const uint32 l_5011 = l_5009 & uint32(2147483647);
const bool l_5012 = l_5011 == uint32(0);
if (l_5012) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5013 = l_5009 & uint32(2147483648);
const bool l_5014 = l_5013 != uint32(0);
if (l_5014) {
const uint32 l_5015 = l_5009 - uint32(1);
l_mut_4285 = l_5015;
} else {
const bool l_5016 = l_5009 == uint32(2139095040);
if (l_5016) {
l_mut_4285 = l_5009;
}
}
}
const float l_5017 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5018 = reinterpret_cast<uint32 const&>(l_5017);
const uint32 l_5019 = l_5018 ^ uint32(2147483648);
const float l_5020 = reinterpret_cast<float const&>(l_5019);
const uint32 l_5021 = reinterpret_cast<uint32 const&>(l_5020);
const uint32 l_5022 = l_5021 & uint32(2147483647);
const float l_5023 = reinterpret_cast<float const&>(l_5022);
const double l_5024 = double(l_5023);
l_mut_2736 = l_5024;
const bool l_5025 = l_5022 < uint32(8388608);
if (l_5025) {
const double l_5026 = double(l_5022);
const double l_5027 = l_5026 * double(1.401298464324817e-45);
l_mut_2736 = l_5027;
}
const uint64 l_5028 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5029 = l_5021 >> uint32(31);
const uint64 l_5030 = uint64(l_5029);
const uint64 l_5031 = l_5030 << uint64(63);
const uint64 l_5032 = l_5028 | l_5031;
const double l_5033 = reinterpret_cast<double const&>(l_5032);
l_mut_2990 = l_5033;
} else {
const uint32 l_5034 = reinterpret_cast<uint32 const&>(l_5003);
const uint32 l_5035 = l_5034 + uint32(1);
l_mut_4285 = l_5035;
const uint32 l_5036 = l_5034 & uint32(2147483647);
const bool l_5037 = l_5036 == uint32(0);
if (l_5037) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5038 = l_5034 & uint32(2147483648);
const bool l_5039 = l_5038 != uint32(0);
if (l_5039) {
const uint32 l_5040 = l_5034 - uint32(1);
l_mut_4285 = l_5040;
} else {
const bool l_5041 = l_5034 == uint32(2139095040);
if (l_5041) {
l_mut_4285 = l_5034;
}
}
}
const float l_5042 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5043 = reinterpret_cast<uint32 const&>(l_5042);
const uint32 l_5044 = l_5043 & uint32(2147483647);
const float l_5045 = reinterpret_cast<float const&>(l_5044);
const double l_5046 = double(l_5045);
l_mut_2736 = l_5046;
const bool l_5047 = l_5044 < uint32(8388608);
if (l_5047) {
const double l_5048 = double(l_5044);
const double l_5049 = l_5048 * double(1.401298464324817e-45);
l_mut_2736 = l_5049;
}
const uint64 l_5050 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5051 = l_5043 >> uint32(31);
const uint64 l_5052 = uint64(l_5051);
const uint64 l_5053 = l_5052 << uint64(63);
const uint64 l_5054 = l_5050 | l_5053;
const double l_5055 = reinterpret_cast<double const&>(l_5054);
const bool l_5056 = l_5055 <= l_4997;
if (l_5056) {
const uint32 l_5057 = reinterpret_cast<uint32 const&>(l_5003);
const uint32 l_5058 = l_5057 + uint32(1);
l_mut_4285 = l_5058;
const uint32 l_5059 = l_5057 & uint32(2147483647);
const bool l_5060 = l_5059 == uint32(0);
if (l_5060) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5061 = l_5057 & uint32(2147483648);
const bool l_5062 = l_5061 != uint32(0);
if (l_5062) {
const uint32 l_5063 = l_5057 - uint32(1);
l_mut_4285 = l_5063;
} else {
const bool l_5064 = l_5057 == uint32(2139095040);
if (l_5064) {
l_mut_4285 = l_5057;
}
}
}
const float l_5065 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5066 = reinterpret_cast<uint32 const&>(l_5065);
const uint32 l_5067 = l_5066 & uint32(2147483647);
const float l_5068 = reinterpret_cast<float const&>(l_5067);
const double l_5069 = double(l_5068);
l_mut_2736 = l_5069;
const bool l_5070 = l_5067 < uint32(8388608);
if (l_5070) {
const double l_5071 = double(l_5067);
const double l_5072 = l_5071 * double(1.401298464324817e-45);
l_mut_2736 = l_5072;
}
const uint64 l_5073 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5074 = l_5066 >> uint32(31);
const uint64 l_5075 = uint64(l_5074);
const uint64 l_5076 = l_5075 << uint64(63);
const uint64 l_5077 = l_5073 | l_5076;
const double l_5078 = reinterpret_cast<double const&>(l_5077);
l_mut_2990 = l_5078;
}
}
}
const double l_5079 = l_arr_4980[uint32(1)];
const double l_5080 = -l_5079;
const double l_5081 = l_5080 * double(7.1362384635298e44);
const double l_5082 = floor(l_5081);
const double l_5083 = l_5082 * double(1.401298464324817e-45);
l_mut_2736 = l_5083;
const double l_5084 = abs(l_5080);
const bool l_5085 = l_5084 >= double(1.1754943508222875e-38);
if (l_5085) {
const float l_5086 = float(l_5080);
const double l_5087 = double(l_5086);
l_mut_2736 = l_5087;
const bool l_5088 = l_mut_2736 > l_5080;
if (l_5088) {
const uint32 l_5089 = reinterpret_cast<uint32 const&>(l_5086);
const uint32 l_5090 = l_5089 ^ uint32(2147483648);
const float l_5091 = reinterpret_cast<float const&>(l_5090);
const uint32 l_5092 = reinterpret_cast<uint32 const&>(l_5091);
const uint32 l_5093 = l_5092 + uint32(1);
l_mut_4285 = l_5093;
const uint32 l_5094 = l_5092 & uint32(2147483647);
const bool l_5095 = l_5094 == uint32(0);
if (l_5095) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5096 = l_5092 & uint32(2147483648);
const bool l_5097 = l_5096 != uint32(0);
if (l_5097) {
const uint32 l_5098 = l_5092 - uint32(1);
l_mut_4285 = l_5098;
} else {
const bool l_5099 = l_5092 == uint32(2139095040);
if (l_5099) {
l_mut_4285 = l_5092;
}
}
}
const float l_5100 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5101 = reinterpret_cast<uint32 const&>(l_5100);
const uint32 l_5102 = l_5101 ^ uint32(2147483648);
const float l_5103 = reinterpret_cast<float const&>(l_5102);
const uint32 l_5104 = reinterpret_cast<uint32 const&>(l_5103);
const uint32 l_5105 = l_5104 & uint32(2147483647);
const float l_5106 = reinterpret_cast<float const&>(l_5105);
const double l_5107 = double(l_5106);
l_mut_2480 = l_5107;
const bool l_5108 = l_5105 < uint32(8388608);
if (l_5108) {
const double l_5109 = double(l_5105);
const double l_5110 = l_5109 * double(1.401298464324817e-45);
l_mut_2480 = l_5110;
}
const uint64 l_5111 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5112 = l_5104 >> uint32(31);
const uint64 l_5113 = uint64(l_5112);
const uint64 l_5114 = l_5113 << uint64(63);
const uint64 l_5115 = l_5111 | l_5114;
const double l_5116 = reinterpret_cast<double const&>(l_5115);
l_mut_2736 = l_5116;
} else {
const uint32 l_5117 = reinterpret_cast<uint32 const&>(l_5086);
const uint32 l_5118 = l_5117 + uint32(1);
l_mut_4285 = l_5118;
const uint32 l_5119 = l_5117 & uint32(2147483647);
const bool l_5120 = l_5119 == uint32(0);
if (l_5120) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5121 = l_5117 & uint32(2147483648);
const bool l_5122 = l_5121 != uint32(0);
if (l_5122) {
const uint32 l_5123 = l_5117 - uint32(1);
l_mut_4285 = l_5123;
} else {
const bool l_5124 = l_5117 == uint32(2139095040);
if (l_5124) {
l_mut_4285 = l_5117;
}
}
}
const float l_5125 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5126 = reinterpret_cast<uint32 const&>(l_5125);
const uint32 l_5127 = l_5126 & uint32(2147483647);
const float l_5128 = reinterpret_cast<float const&>(l_5127);
const double l_5129 = double(l_5128);
l_mut_2480 = l_5129;
const bool l_5130 = l_5127 < uint32(8388608);
if (l_5130) {
const double l_5131 = double(l_5127);
const double l_5132 = l_5131 * double(1.401298464324817e-45);
l_mut_2480 = l_5132;
}
const uint64 l_5133 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5134 = l_5126 >> uint32(31);
const uint64 l_5135 = uint64(l_5134);
const uint64 l_5136 = l_5135 << uint64(63);
const uint64 l_5137 = l_5133 | l_5136;
const double l_5138 = reinterpret_cast<double const&>(l_5137);
const bool l_5139 = l_5138 <= l_5080;
if (l_5139) {
const uint32 l_5140 = reinterpret_cast<uint32 const&>(l_5086);
const uint32 l_5141 = l_5140 + uint32(1);
l_mut_4285 = l_5141;
const uint32 l_5142 = l_5140 & uint32(2147483647);
const bool l_5143 = l_5142 == uint32(0);
if (l_5143) {
l_mut_4285 = uint32(1);
} else {
const uint32 l_5144 = l_5140 & uint32(2147483648);
const bool l_5145 = l_5144 != uint32(0);
if (l_5145) {
const uint32 l_5146 = l_5140 - uint32(1);
l_mut_4285 = l_5146;
} else {
const bool l_5147 = l_5140 == uint32(2139095040);
if (l_5147) {
l_mut_4285 = l_5140;
}
}
}
const float l_5148 = reinterpret_cast<float const&>(l_mut_4285);
const uint32 l_5149 = reinterpret_cast<uint32 const&>(l_5148);
const uint32 l_5150 = l_5149 & uint32(2147483647);
const float l_5151 = reinterpret_cast<float const&>(l_5150);
const double l_5152 = double(l_5151);
l_mut_2480 = l_5152;
const bool l_5153 = l_5150 < uint32(8388608);
if (l_5153) {
const double l_5154 = double(l_5150);
const double l_5155 = l_5154 * double(1.401298464324817e-45);
l_mut_2480 = l_5155;
}
const uint64 l_5156 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5157 = l_5149 >> uint32(31);
const uint64 l_5158 = uint64(l_5157);
const uint64 l_5159 = l_5158 << uint64(63);
const uint64 l_5160 = l_5156 | l_5159;
const double l_5161 = reinterpret_cast<double const&>(l_5160);
l_mut_2736 = l_5161;
}
}
}
const double l_5162 = -l_mut_2736;
l_mut_2736 = l_mut_2990;
const bool l_5163 = l_mut_2990 > double(1000.0);
if (l_5163) {
const uint64 l_5164 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint64 l_5165 = l_5164 | uint64(9218868437227405312);
const uint64 l_5166 = l_5165 & uint64(18442240474082181120);
const double l_5167 = reinterpret_cast<double const&>(l_5166);
l_mut_2736 = l_5167;
} else {
const bool l_5168 = l_mut_2990 < double(-1000.0);
if (l_5168) {
l_mut_2736 = double(0.0);
} else {
const bool l_5169 = isnan(l_mut_2990);
const bool l_5170 = !l_5169;
if (l_5170) {
const double l_5171 = l_mut_2990 + double(0.5);
const double l_5172 = floor(l_5171);
const double l_5173 = l_mut_2990 - l_5172;
const double l_5174 = l_5173 * double(0.6931471824645996);
const double l_5175 = l_5173 * double(-1.904654299957768e-9);
const double l_5176 = l_5174 + l_5175;
l_mut_2990 = l_5176;
const bool l_5177 = isnan(l_5176);
if (l_5177) {
} else {
const bool l_5178 = l_5176 < double(-700.0);
if (l_5178) {
l_mut_2990 = double(0.0);
} else {
const bool l_5179 = l_5176 > double(700.0);
if (l_5179) {
const uint64 l_5180 = reinterpret_cast<uint64 const&>(l_5176);
const uint64 l_5181 = l_5180 | uint64(9218868437227405312);
const uint64 l_5182 = l_5181 & uint64(18442240474082181120);
const double l_5183 = reinterpret_cast<double const&>(l_5182);
l_mut_2990 = l_5183;
} else {
const double l_5184 = l_5176 * double(1.4426950408889634);
const double l_5185 = l_5184 + double(0.5);
const double l_5186 = floor(l_5185);
const double l_5187 = l_5186 * double(0.6931471824645996);
const double l_5188 = l_5174 - l_5187;
const double l_5189 = l_5188 * l_4;
const double l_5190 = l_5186 * double(-1.904654299957768e-9);
const double l_5191 = l_5175 - l_5190;
const double l_5192 = l_5189 + l_5191;
const double l_5193 = l_5192 * double(7.647163731819816e-13);
const double l_5194 = l_5193 + double(1.1470745597729725e-11);
l_mut_2480 = l_5194;
const double l_5195 = l_mut_2480 * l_5192;
const double l_5196 = l_5195 + double(1.6059043836821613e-10);
l_mut_2480 = l_5196;
const double l_5197 = l_mut_2480 * l_5192;
const double l_5198 = l_5197 + double(2.08767569878681e-9);
l_mut_2480 = l_5198;
const double l_5199 = l_mut_2480 * l_5192;
const double l_5200 = l_5199 + double(2.505210838544172e-8);
l_mut_2480 = l_5200;
const double l_5201 = l_mut_2480 * l_5192;
const double l_5202 = l_5201 + double(2.755731922398589e-7);
l_mut_2480 = l_5202;
const double l_5203 = l_mut_2480 * l_5192;
const double l_5204 = l_5203 + double(2.7557319223985893e-6);
l_mut_2480 = l_5204;
const double l_5205 = l_mut_2480 * l_5192;
const double l_5206 = l_5205 + double(2.48015873015873e-5);
l_mut_2480 = l_5206;
const double l_5207 = l_mut_2480 * l_5192;
const double l_5208 = l_5207 + double(0.0001984126984126984);
l_mut_2480 = l_5208;
const double l_5209 = l_mut_2480 * l_5192;
const double l_5210 = l_5209 + double(0.001388888888888889);
l_mut_2480 = l_5210;
const double l_5211 = l_mut_2480 * l_5192;
const double l_5212 = l_5211 + double(0.008333333333333333);
l_mut_2480 = l_5212;
const double l_5213 = l_mut_2480 * l_5192;
const double l_5214 = l_5213 + double(0.041666666666666664);
l_mut_2480 = l_5214;
const double l_5215 = l_mut_2480 * l_5192;
const double l_5216 = l_5215 + double(0.16666666666666666);
l_mut_2480 = l_5216;
const double l_5217 = l_mut_2480 * l_5192;
const double l_5218 = l_5217 + double(0.5);
l_mut_2480 = l_5218;
const double l_5219 = l_5192 * l_5192;
const double l_5220 = l_5219 * l_mut_2480;
const double l_5221 = l_5192 + l_5220;
const double l_5222 = double(1.0) + l_5221;
const int32 l_5223 = int32(l_5186);
const int32 l_5224 = l_5223 + int32(1023);
const uint64 l_5225 = uint64(l_5224);
const uint64 l_5226 = l_5225 << uint64(52);
const double l_5227 = reinterpret_cast<double const&>(l_5226);
const double l_5228 = l_5222 * l_5227;
l_mut_2990 = l_5228;
}
}
}
const int32 l_5229 = int32(l_5172);
const int32 l_5230 = l_5229 + int32(1023);
const uint64 l_5231 = uint64(l_5230);
const uint64 l_5232 = l_5231 << uint64(52);
const double l_5233 = reinterpret_cast<double const&>(l_5232);
const double l_5234 = l_mut_2990 * l_5233;
l_mut_2736 = l_5234;
}
}
}
l_mut_2990 = l_5162;
const bool l_5235 = l_5162 > double(1000.0);
if (l_5235) {
const uint64 l_5236 = reinterpret_cast<uint64 const&>(l_5162);
const uint64 l_5237 = l_5236 | uint64(9218868437227405312);
const uint64 l_5238 = l_5237 & uint64(18442240474082181120);
const double l_5239 = reinterpret_cast<double const&>(l_5238);
l_mut_2990 = l_5239;
} else {
const bool l_5240 = l_5162 < double(-1000.0);
if (l_5240) {
l_mut_2990 = double(0.0);
} else {
const bool l_5241 = isnan(l_5162);
const bool l_5242 = !l_5241;
if (l_5242) {
const double l_5243 = l_5162 + double(0.5);
const double l_5244 = floor(l_5243);
const double l_5245 = l_5162 - l_5244;
const double l_5246 = l_5245 * double(0.6931471824645996);
const double l_5247 = l_5245 * double(-1.904654299957768e-9);
const double l_5248 = l_5246 + l_5247;
l_mut_2480 = l_5248;
const bool l_5249 = isnan(l_5248);
if (l_5249) {
} else {
const bool l_5250 = l_5248 < double(-700.0);
if (l_5250) {
l_mut_2480 = double(0.0);
} else {
const bool l_5251 = l_5248 > double(700.0);
if (l_5251) {
const uint64 l_5252 = reinterpret_cast<uint64 const&>(l_5248);
const uint64 l_5253 = l_5252 | uint64(9218868437227405312);
const uint64 l_5254 = l_5253 & uint64(18442240474082181120);
const double l_5255 = reinterpret_cast<double const&>(l_5254);
l_mut_2480 = l_5255;
} else {
const double l_5256 = l_5248 * double(1.4426950408889634);
const double l_5257 = l_5256 + double(0.5);
const double l_5258 = floor(l_5257);
const double l_5259 = l_5258 * double(0.6931471824645996);
const double l_5260 = l_5246 - l_5259;
const double l_5261 = l_5260 * l_4;
const double l_5262 = l_5258 * double(-1.904654299957768e-9);
const double l_5263 = l_5247 - l_5262;
const double l_5264 = l_5261 + l_5263;
const double l_5265 = l_5264 * double(7.647163731819816e-13);
const double l_5266 = l_5265 + double(1.1470745597729725e-11);
l_mut_2226 = l_5266;
const double l_5267 = l_mut_2226 * l_5264;
const double l_5268 = l_5267 + double(1.6059043836821613e-10);
l_mut_2226 = l_5268;
const double l_5269 = l_mut_2226 * l_5264;
const double l_5270 = l_5269 + double(2.08767569878681e-9);
l_mut_2226 = l_5270;
const double l_5271 = l_mut_2226 * l_5264;
const double l_5272 = l_5271 + double(2.505210838544172e-8);
l_mut_2226 = l_5272;
const double l_5273 = l_mut_2226 * l_5264;
const double l_5274 = l_5273 + double(2.755731922398589e-7);
l_mut_2226 = l_5274;
const double l_5275 = l_mut_2226 * l_5264;
const double l_5276 = l_5275 + double(2.7557319223985893e-6);
l_mut_2226 = l_5276;
const double l_5277 = l_mut_2226 * l_5264;
const double l_5278 = l_5277 + double(2.48015873015873e-5);
l_mut_2226 = l_5278;
const double l_5279 = l_mut_2226 * l_5264;
const double l_5280 = l_5279 + double(0.0001984126984126984);
l_mut_2226 = l_5280;
const double l_5281 = l_mut_2226 * l_5264;
const double l_5282 = l_5281 + double(0.001388888888888889);
l_mut_2226 = l_5282;
const double l_5283 = l_mut_2226 * l_5264;
const double l_5284 = l_5283 + double(0.008333333333333333);
l_mut_2226 = l_5284;
const double l_5285 = l_mut_2226 * l_5264;
const double l_5286 = l_5285 + double(0.041666666666666664);
l_mut_2226 = l_5286;
const double l_5287 = l_mut_2226 * l_5264;
const double l_5288 = l_5287 + double(0.16666666666666666);
l_mut_2226 = l_5288;
const double l_5289 = l_mut_2226 * l_5264;
const double l_5290 = l_5289 + double(0.5);
l_mut_2226 = l_5290;
const double l_5291 = l_5264 * l_5264;
const double l_5292 = l_5291 * l_mut_2226;
const double l_5293 = l_5264 + l_5292;
const double l_5294 = double(1.0) + l_5293;
const int32 l_5295 = int32(l_5258);
const int32 l_5296 = l_5295 + int32(1023);
const uint64 l_5297 = uint64(l_5296);
const uint64 l_5298 = l_5297 << uint64(52);
const double l_5299 = reinterpret_cast<double const&>(l_5298);
const double l_5300 = l_5294 * l_5299;
l_mut_2480 = l_5300;
}
}
}
const int32 l_5301 = int32(l_5244);
const int32 l_5302 = l_5301 + int32(1023);
const uint64 l_5303 = uint64(l_5302);
const uint64 l_5304 = l_5303 << uint64(52);
const double l_5305 = reinterpret_cast<double const&>(l_5304);
const double l_5306 = l_mut_2480 * l_5305;
l_mut_2990 = l_5306;
}
}
}
const double l_5307 = l_mut_2736 * double(1.4551915228366852e-11);
const double l_5308 = l_mut_2990 * double(1.4551915228366852e-11);
l_mut_4285 = uint32(2);
const double l_5309 = l_mut_2736 - l_5307;
const double l_5310 = abs(l_5309);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_5311 = l_5310 >= double(1.1754943508222875e-38);
const bool l_5312 = l_5310 <= double(1.7976931348623157e308);
const bool l_5313 = l_5311 && l_5312;
if (l_5313) {
const uint64 l_5314 = reinterpret_cast<uint64 const&>(l_5310);
const uint64 l_5315 = l_5314 >> uint64(52);
const uint64 l_5316 = l_5315 - uint64(23);
const uint64 l_5317 = l_5316 << uint64(52);
const double l_5318 = reinterpret_cast<double const&>(l_5317);
l_mut_2480 = l_5318;
}
const double l_5319 = l_mut_2736 + l_5307;
const double l_5320 = abs(l_5319);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_5321 = l_5320 >= double(1.1754943508222875e-38);
const bool l_5322 = l_5320 <= double(1.7976931348623157e308);
const bool l_5323 = l_5321 && l_5322;
if (l_5323) {
const uint64 l_5324 = reinterpret_cast<uint64 const&>(l_5320);
const uint64 l_5325 = l_5324 >> uint64(52);
const uint64 l_5326 = l_5325 - uint64(23);
const uint64 l_5327 = l_5326 << uint64(52);
const double l_5328 = reinterpret_cast<double const&>(l_5327);
l_mut_2226 = l_5328;
}
const bool l_5329 = l_mut_2480 == l_mut_2226;
const double l_5330 = l_mut_2990 - l_5308;
const double l_5331 = abs(l_5330);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_5332 = l_5331 >= double(1.1754943508222875e-38);
const bool l_5333 = l_5331 <= double(1.7976931348623157e308);
const bool l_5334 = l_5332 && l_5333;
if (l_5334) {
const uint64 l_5335 = reinterpret_cast<uint64 const&>(l_5331);
const uint64 l_5336 = l_5335 >> uint64(52);
const uint64 l_5337 = l_5336 - uint64(23);
const uint64 l_5338 = l_5337 << uint64(52);
const double l_5339 = reinterpret_cast<double const&>(l_5338);
l_mut_2480 = l_5339;
}
const double l_5340 = l_mut_2990 + l_5308;
const double l_5341 = abs(l_5340);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_5342 = l_5341 >= double(1.1754943508222875e-38);
const bool l_5343 = l_5341 <= double(1.7976931348623157e308);
const bool l_5344 = l_5342 && l_5343;
if (l_5344) {
const uint64 l_5345 = reinterpret_cast<uint64 const&>(l_5341);
const uint64 l_5346 = l_5345 >> uint64(52);
const uint64 l_5347 = l_5346 - uint64(23);
const uint64 l_5348 = l_5347 << uint64(52);
const double l_5349 = reinterpret_cast<double const&>(l_5348);
l_mut_2226 = l_5349;
}
const bool l_5350 = l_mut_2480 == l_mut_2226;
const bool l_5351 = l_5329 && l_5350;
if (l_5351) {
const double l_5352 = l_20 * l_mut_2736;
const double l_5353 = abs(l_mut_2736);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_5354 = l_5353 >= double(1.1754943508222875e-38);
const bool l_5355 = l_5353 <= double(1.7976931348623157e308);
const bool l_5356 = l_5354 && l_5355;
if (l_5356) {
const uint64 l_5357 = reinterpret_cast<uint64 const&>(l_5353);
const uint64 l_5358 = l_5357 >> uint64(52);
const uint64 l_5359 = l_5358 - uint64(23);
const uint64 l_5360 = l_5359 << uint64(52);
const double l_5361 = reinterpret_cast<double const&>(l_5360);
l_mut_2480 = l_5361;
}
const double l_5362 = double(0.5) * l_mut_2480;
l_mut_2480 = l_5352;
const bool l_5363 = l_5362 > l_5352;
if (l_5363) {
l_mut_2480 = l_5362;
}
const double l_5364 = l_20 * l_mut_2990;
const double l_5365 = abs(l_mut_2990);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_5366 = l_5365 >= double(1.1754943508222875e-38);
const bool l_5367 = l_5365 <= double(1.7976931348623157e308);
const bool l_5368 = l_5366 && l_5367;
if (l_5368) {
const uint64 l_5369 = reinterpret_cast<uint64 const&>(l_5365);
const uint64 l_5370 = l_5369 >> uint64(52);
const uint64 l_5371 = l_5370 - uint64(23);
const uint64 l_5372 = l_5371 << uint64(52);
const double l_5373 = reinterpret_cast<double const&>(l_5372);
l_mut_2226 = l_5373;
}
const double l_5374 = double(0.5) * l_mut_2226;
l_mut_2226 = l_5364;
const bool l_5375 = l_5374 > l_5364;
if (l_5375) {
l_mut_2226 = l_5374;
}
const double l_5376 = l_mut_2736 - l_mut_2480;
const double l_5377 = l_mut_2990 + l_mut_2226;
const uint32 l_5378 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_5379 = l_5378 & uint32(2147483647);
const float l_5380 = reinterpret_cast<float const&>(l_5379);
const double l_5381 = double(l_5380);
l_mut_2990 = l_5381;
const bool l_5382 = l_5379 < uint32(8388608);
if (l_5382) {
const double l_5383 = double(l_5379);
const double l_5384 = l_5383 * double(1.401298464324817e-45);
l_mut_2990 = l_5384;
}
const uint64 l_5385 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_5386 = l_5378 >> uint32(31);
const uint64 l_5387 = uint64(l_5386);
const uint64 l_5388 = l_5387 << uint64(63);
const uint64 l_5389 = l_5385 | l_5388;
const double l_5390 = reinterpret_cast<double const&>(l_5389);
const uint32 l_5391 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_5392 = l_5391 + uint32(1);
l_mut_3242 = l_5392;
const uint32 l_5393 = l_5391 & uint32(2147483647);
const bool l_5394 = l_5393 == uint32(0);
if (l_5394) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5395 = l_5391 & uint32(2147483648);
const bool l_5396 = l_5395 != uint32(0);
if (l_5396) {
const uint32 l_5397 = l_5391 - uint32(1);
l_mut_3242 = l_5397;
} else {
const bool l_5398 = l_5391 == uint32(2139095040);
if (l_5398) {
l_mut_3242 = l_5391;
}
}
}
const float l_5399 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5400 = reinterpret_cast<uint32 const&>(l_5399);
const uint32 l_5401 = l_5400 & uint32(2147483647);
const float l_5402 = reinterpret_cast<float const&>(l_5401);
const double l_5403 = double(l_5402);
l_mut_2990 = l_5403;
const bool l_5404 = l_5401 < uint32(8388608);
if (l_5404) {
const double l_5405 = double(l_5401);
const double l_5406 = l_5405 * double(1.401298464324817e-45);
l_mut_2990 = l_5406;
}
const uint64 l_5407 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_5408 = l_5400 >> uint32(31);
const uint64 l_5409 = uint64(l_5408);
const uint64 l_5410 = l_5409 << uint64(63);
const uint64 l_5411 = l_5407 | l_5410;
const double l_5412 = reinterpret_cast<double const&>(l_5411);
const uint32 l_5413 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_5414 = l_5413 ^ uint32(2147483648);
const float l_5415 = reinterpret_cast<float const&>(l_5414);
const uint32 l_5416 = reinterpret_cast<uint32 const&>(l_5415);
const uint32 l_5417 = l_5416 + uint32(1);
l_mut_3242 = l_5417;
const uint32 l_5418 = l_5416 & uint32(2147483647);
const bool l_5419 = l_5418 == uint32(0);
if (l_5419) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5420 = l_5416 & uint32(2147483648);
const bool l_5421 = l_5420 != uint32(0);
if (l_5421) {
const uint32 l_5422 = l_5416 - uint32(1);
l_mut_3242 = l_5422;
} else {
const bool l_5423 = l_5416 == uint32(2139095040);
if (l_5423) {
l_mut_3242 = l_5416;
}
}
}
const float l_5424 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5425 = reinterpret_cast<uint32 const&>(l_5424);
const uint32 l_5426 = l_5425 ^ uint32(2147483648);
const float l_5427 = reinterpret_cast<float const&>(l_5426);
const uint32 l_5428 = reinterpret_cast<uint32 const&>(l_5427);
const uint32 l_5429 = l_5428 & uint32(2147483647);
const float l_5430 = reinterpret_cast<float const&>(l_5429);
const double l_5431 = double(l_5430);
l_mut_2990 = l_5431;
const bool l_5432 = l_5429 < uint32(8388608);
if (l_5432) {
const double l_5433 = double(l_5429);
const double l_5434 = l_5433 * double(1.401298464324817e-45);
l_mut_2990 = l_5434;
}
const uint64 l_5435 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_5436 = l_5428 >> uint32(31);
const uint64 l_5437 = uint64(l_5436);
const uint64 l_5438 = l_5437 << uint64(63);
const uint64 l_5439 = l_5435 | l_5438;
const double l_5440 = reinterpret_cast<double const&>(l_5439);
const double l_5441 = l_5376 + l_5307;
const bool l_5442 = l_5441 <= l_5390;
l_mut_154 = l_5442;
const double l_5443 = l_5376 - l_5307;
const bool l_5444 = l_5443 > l_5390;
l_mut_151 = l_5444;
const double l_5445 = l_5377 - l_5308;
const bool l_5446 = l_5445 >= l_5390;
l_mut_148 = l_5446;
const double l_5447 = l_5377 + l_5308;
const bool l_5448 = l_5447 < l_5390;
l_mut_145 = l_5448;
l_mut_3242 = uint32(2);
const bool l_5449 = l_mut_151 || l_mut_145;
if (l_5449) {
l_mut_3242 = uint32(1);
} else {
const bool l_5450 = l_mut_154 && l_mut_148;
if (l_5450) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_5451 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_5452 = l_5451 & uint32(2147483647);
const bool l_5453 = l_5452 == uint32(0);
if (l_5453) {
const double l_5454 = l_5376 + l_5307;
const bool l_5455 = l_5454 < double(1.1754943508222875e-38);
const double l_5456 = l_5377 - l_5308;
const bool l_5457 = l_5456 > double(-1.1754943508222875e-38);
const bool l_5458 = l_5455 && l_5457;
const double l_5459 = l_5376 - l_5307;
const bool l_5460 = l_5459 < double(1.1754943508222875e-38);
const double l_5461 = l_5377 + l_5308;
const bool l_5462 = l_5461 > double(-1.1754943508222875e-38);
const bool l_5463 = l_5460 && l_5462;
if (l_5458) {
l_mut_3242 = uint32(0);
} else {
const bool l_5464 = l_mut_3242 == uint32(1);
const bool l_5465 = l_5463 && l_5464;
if (l_5465) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
l_mut_35 = l_mut_4285;
} else {
const bool l_5466 = l_9 == uint32(14);
if (l_5466) {
l_mut_35 = uint32(0);
const bool l_5467 = l_31 > double(0.0);
if (l_5467) {
const float l_5468 = float(l_31);
const uint32 l_5469 = reinterpret_cast<uint32 const&>(l_5468);
const uint32 l_5470 = l_5469 & uint32(2147483647);
const float l_5471 = reinterpret_cast<float const&>(l_5470);
const double l_5472 = double(l_5471);
l_mut_2990 = l_5472;
const bool l_5473 = l_5470 < uint32(8388608);
if (l_5473) {
const double l_5474 = double(l_5470);
const double l_5475 = l_5474 * double(1.401298464324817e-45);
l_mut_2990 = l_5475;
}
const uint64 l_5476 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_5477 = l_5469 >> uint32(31);
const uint64 l_5478 = uint64(l_5477);
const uint64 l_5479 = l_5478 << uint64(63);
const uint64 l_5480 = l_5476 | l_5479;
const double l_5481 = reinterpret_cast<double const&>(l_5480);
l_mut_2990 = l_5481;
const bool l_5482 = l_5481 < double(0.0);
if (l_5482) {
const uint64 l_5483 = reinterpret_cast<uint64 const&>(l_5481);
const uint64 l_5484 = l_5483 | uint64(9221120237041090560);
const double l_5485 = reinterpret_cast<double const&>(l_5484);
l_mut_2990 = l_5485;
} else {
const bool l_5486 = l_5481 == double(0.0);
if (l_5486) {
const double l_5487 = abs(l_5481);
const uint64 l_5488 = reinterpret_cast<uint64 const&>(l_5487);
const uint64 l_5489 = l_5488 | uint64(9218868437227405312);
const uint64 l_5490 = l_5489 & uint64(18442240474082181120);
const double l_5491 = reinterpret_cast<double const&>(l_5490);
const double l_5492 = -l_5491;
l_mut_2990 = l_5492;
} else {
const uint32 l_5493 = reinterpret_cast<uint32 const&>(l_5468);
const bool l_5494 = l_5493 < uint32(2139095040);
if (l_5494) {
const uint64 l_5495 = reinterpret_cast<uint64 const&>(l_5481);
const uint64 l_5496 = l_5495 >> uint64(52);
const uint64 l_5497 = l_5496 & uint64(2047);
const int32 l_5498 = int32(l_5497);
const int32 l_5499 = l_5498 - int32(1023);
l_mut_5500 = l_5499;
const uint64 l_5501 = l_5495 & uint64(4503599627370495);
const uint64 l_5502 = l_5501 | uint64(4607182418800017408);
const double l_5503 = reinterpret_cast<double const&>(l_5502);
l_mut_2736 = l_5503;
const bool l_5504 = l_mut_2736 > double(1.4142135623730951);
if (l_5504) {
l_mut_2736 = l_mut_2736 * double(0.5);
l_mut_5500 = l_mut_5500 + int32(1);
}
const double l_5505 = l_mut_2736 - double(1.0);
const double l_5506 = double(2.0) + l_5505;
const double l_5507 = l_5505 / l_5506;
const double l_5508 = l_5507 * l_5507;
const double l_5509 = l_5508 * double(0.04);
const double l_5510 = l_5509 + double(0.043478260869565216);
l_mut_2736 = l_5510;
const double l_5511 = l_mut_2736 * l_5508;
const double l_5512 = l_5511 + double(0.047619047619047616);
l_mut_2736 = l_5512;
const double l_5513 = l_mut_2736 * l_5508;
const double l_5514 = l_5513 + double(0.05263157894736842);
l_mut_2736 = l_5514;
const double l_5515 = l_mut_2736 * l_5508;
const double l_5516 = l_5515 + double(0.058823529411764705);
l_mut_2736 = l_5516;
const double l_5517 = l_mut_2736 * l_5508;
const double l_5518 = l_5517 + double(0.06666666666666667);
l_mut_2736 = l_5518;
const double l_5519 = l_mut_2736 * l_5508;
const double l_5520 = l_5519 + double(0.07692307692307693);
l_mut_2736 = l_5520;
const double l_5521 = l_mut_2736 * l_5508;
const double l_5522 = l_5521 + double(0.09090909090909091);
l_mut_2736 = l_5522;
const double l_5523 = l_mut_2736 * l_5508;
const double l_5524 = l_5523 + double(0.1111111111111111);
l_mut_2736 = l_5524;
const double l_5525 = l_mut_2736 * l_5508;
const double l_5526 = l_5525 + double(0.14285714285714285);
l_mut_2736 = l_5526;
const double l_5527 = l_mut_2736 * l_5508;
const double l_5528 = l_5527 + double(0.2);
l_mut_2736 = l_5528;
const double l_5529 = l_mut_2736 * l_5508;
const double l_5530 = l_5529 + double(0.3333333333333333);
l_mut_2736 = l_5530;
const double l_5531 = double(2.0) * l_5507;
const double l_5532 = double(2.0) * l_5507;
const double l_5533 = l_5532 * l_5508;
const double l_5534 = l_5533 * l_mut_2736;
const double l_5535 = l_5531 + l_5534;
const double l_5536 = double(l_mut_5500);
const double l_5537 = l_5536 * double(0.6931471824645996);
const double l_5538 = l_5536 * double(-1.904654299957768e-9);
const double l_5539 = l_5538 + l_5535;
const double l_5540 = l_5537 + l_5539;
l_mut_2990 = l_5540;
}
}
}
const double l_5541 = l_mut_2990 / double(0.6931471805599453);
const double l_5542 = abs(l_5541);
const double l_5543 = l_20 * l_5542;
l_mut_2990 = l_5543;
const bool l_5544 = l_31 >= double(0.5);
const bool l_5545 = l_31 <= double(2.0);
const bool l_5546 = l_5544 && l_5545;
if (l_5546) {
l_mut_2990 = l_20;
}
const double l_5547 = abs(l_5541);
const double l_5548 = l_5547 * double(1.4551915228366852e-11);
const double l_5549 = double(1.0) + l_20;
const double l_5550 = l_5548 * l_5549;
const double l_5551 = l_5541 - l_mut_2990;
const double l_5552 = l_5541 + l_mut_2990;
const double l_5554 = l_5551 * l_23;
const double l_5555 = l_5551 * l_26;
const double l_5556 = l_5552 * l_23;
const double l_5557 = l_5552 * l_26;
l_arr_5553[uint32(0)] = l_5554;
l_arr_5553[uint32(1)] = l_5554;
const double l_5558 = l_arr_5553[uint32(0)];
const bool l_5559 = l_5555 < l_5558;
if (l_5559) {
l_arr_5553[uint32(0)] = l_5555;
}
const double l_5560 = l_arr_5553[uint32(0)];
const bool l_5561 = l_5556 < l_5560;
if (l_5561) {
l_arr_5553[uint32(0)] = l_5556;
}
const double l_5562 = l_arr_5553[uint32(0)];
const bool l_5563 = l_5557 < l_5562;
if (l_5563) {
l_arr_5553[uint32(0)] = l_5557;
}
const double l_5564 = l_arr_5553[uint32(1)];
const bool l_5565 = l_5555 > l_5564;
if (l_5565) {
l_arr_5553[uint32(1)] = l_5555;
}
const double l_5566 = l_arr_5553[uint32(1)];
const bool l_5567 = l_5556 > l_5566;
if (l_5567) {
l_arr_5553[uint32(1)] = l_5556;
}
const double l_5568 = l_arr_5553[uint32(1)];
const bool l_5569 = l_5557 > l_5568;
if (l_5569) {
l_arr_5553[uint32(1)] = l_5557;
}
const double l_5570 = l_5550 * l_26;
l_mut_4285 = uint32(2);
const double l_5571 = l_arr_5553[uint32(0)];
const double l_5572 = l_5571 - l_5570;
const double l_5573 = l_5572 * double(7.1362384635298e44);
const double l_5574 = floor(l_5573);
const double l_5575 = l_5574 * double(1.401298464324817e-45);
l_mut_2990 = l_5575;
const double l_5576 = abs(l_5572);
const bool l_5577 = l_5576 >= double(1.1754943508222875e-38);
if (l_5577) {
const float l_5578 = float(l_5572);
const double l_5579 = double(l_5578);
l_mut_2990 = l_5579;
const bool l_5580 = l_mut_2990 > l_5572;
if (l_5580) {
const uint32 l_5581 = reinterpret_cast<uint32 const&>(l_5578);
const uint32 l_5582 = l_5581 ^ uint32(2147483648);
const float l_5583 = reinterpret_cast<float const&>(l_5582);
const uint32 l_5584 = reinterpret_cast<uint32 const&>(l_5583);
const uint32 l_5585 = l_5584 + uint32(1);
l_mut_3242 = l_5585;
const uint32 l_5586 = l_5584 & uint32(2147483647);
const bool l_5587 = l_5586 == uint32(0);
if (l_5587) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5588 = l_5584 & uint32(2147483648);
const bool l_5589 = l_5588 != uint32(0);
if (l_5589) {
const uint32 l_5590 = l_5584 - uint32(1);
l_mut_3242 = l_5590;
} else {
const bool l_5591 = l_5584 == uint32(2139095040);
if (l_5591) {
l_mut_3242 = l_5584;
}
}
}
const float l_5592 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5593 = reinterpret_cast<uint32 const&>(l_5592);
const uint32 l_5594 = l_5593 ^ uint32(2147483648);
const float l_5595 = reinterpret_cast<float const&>(l_5594);
const uint32 l_5596 = reinterpret_cast<uint32 const&>(l_5595);
const uint32 l_5597 = l_5596 & uint32(2147483647);
const float l_5598 = reinterpret_cast<float const&>(l_5597);
const double l_5599 = double(l_5598);
l_mut_2736 = l_5599;
const bool l_5600 = l_5597 < uint32(8388608);
if (l_5600) {
const double l_5601 = double(l_5597);
const double l_5602 = l_5601 * double(1.401298464324817e-45);
l_mut_2736 = l_5602;
}
const uint64 l_5603 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5604 = l_5596 >> uint32(31);
const uint64 l_5605 = uint64(l_5604);
const uint64 l_5606 = l_5605 << uint64(63);
const uint64 l_5607 = l_5603 | l_5606;
const double l_5608 = reinterpret_cast<double const&>(l_5607);
l_mut_2990 = l_5608;
} else {
const uint32 l_5609 = reinterpret_cast<uint32 const&>(l_5578);
const uint32 l_5610 = l_5609 + uint32(1);
l_mut_3242 = l_5610;
const uint32 l_5611 = l_5609 & uint32(2147483647);
const bool l_5612 = l_5611 == uint32(0);
if (l_5612) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5613 = l_5609 & uint32(2147483648);
const bool l_5614 = l_5613 != uint32(0);
if (l_5614) {
const uint32 l_5615 = l_5609 - uint32(1);
l_mut_3242 = l_5615;
} else {
const bool l_5616 = l_5609 == uint32(2139095040);
if (l_5616) {
l_mut_3242 = l_5609;
}
}
}
const float l_5617 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5618 = reinterpret_cast<uint32 const&>(l_5617);
const uint32 l_5619 = l_5618 & uint32(2147483647);
const float l_5620 = reinterpret_cast<float const&>(l_5619);
const double l_5621 = double(l_5620);
l_mut_2736 = l_5621;
const bool l_5622 = l_5619 < uint32(8388608);
if (l_5622) {
const double l_5623 = double(l_5619);
const double l_5624 = l_5623 * double(1.401298464324817e-45);
l_mut_2736 = l_5624;
}
const uint64 l_5625 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5626 = l_5618 >> uint32(31);
const uint64 l_5627 = uint64(l_5626);
const uint64 l_5628 = l_5627 << uint64(63);
const uint64 l_5629 = l_5625 | l_5628;
const double l_5630 = reinterpret_cast<double const&>(l_5629);
const bool l_5631 = l_5630 <= l_5572;
if (l_5631) {
const uint32 l_5632 = reinterpret_cast<uint32 const&>(l_5578);
const uint32 l_5633 = l_5632 + uint32(1);
l_mut_3242 = l_5633;
const uint32 l_5634 = l_5632 & uint32(2147483647);
const bool l_5635 = l_5634 == uint32(0);
if (l_5635) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5636 = l_5632 & uint32(2147483648);
const bool l_5637 = l_5636 != uint32(0);
if (l_5637) {
const uint32 l_5638 = l_5632 - uint32(1);
l_mut_3242 = l_5638;
} else {
const bool l_5639 = l_5632 == uint32(2139095040);
if (l_5639) {
l_mut_3242 = l_5632;
}
}
}
const float l_5640 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5641 = reinterpret_cast<uint32 const&>(l_5640);
const uint32 l_5642 = l_5641 & uint32(2147483647);
const float l_5643 = reinterpret_cast<float const&>(l_5642);
const double l_5644 = double(l_5643);
l_mut_2736 = l_5644;
const bool l_5645 = l_5642 < uint32(8388608);
if (l_5645) {
const double l_5646 = double(l_5642);
const double l_5647 = l_5646 * double(1.401298464324817e-45);
l_mut_2736 = l_5647;
}
const uint64 l_5648 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5649 = l_5641 >> uint32(31);
const uint64 l_5650 = uint64(l_5649);
const uint64 l_5651 = l_5650 << uint64(63);
const uint64 l_5652 = l_5648 | l_5651;
const double l_5653 = reinterpret_cast<double const&>(l_5652);
l_mut_2990 = l_5653;
}
}
}
const double l_5654 = l_5571 + l_5570;
const double l_5655 = l_5654 * double(7.1362384635298e44);
const double l_5656 = floor(l_5655);
const double l_5657 = l_5656 * double(1.401298464324817e-45);
l_mut_2736 = l_5657;
const double l_5658 = abs(l_5654);
const bool l_5659 = l_5658 >= double(1.1754943508222875e-38);
if (l_5659) {
const float l_5660 = float(l_5654);
const double l_5661 = double(l_5660);
l_mut_2736 = l_5661;
const bool l_5662 = l_mut_2736 > l_5654;
if (l_5662) {
const uint32 l_5663 = reinterpret_cast<uint32 const&>(l_5660);
const uint32 l_5664 = l_5663 ^ uint32(2147483648);
const float l_5665 = reinterpret_cast<float const&>(l_5664);
const uint32 l_5666 = reinterpret_cast<uint32 const&>(l_5665);
const uint32 l_5667 = l_5666 + uint32(1);
l_mut_3242 = l_5667;
const uint32 l_5668 = l_5666 & uint32(2147483647);
const bool l_5669 = l_5668 == uint32(0);
if (l_5669) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5670 = l_5666 & uint32(2147483648);
const bool l_5671 = l_5670 != uint32(0);
if (l_5671) {
const uint32 l_5672 = l_5666 - uint32(1);
l_mut_3242 = l_5672;
} else {
const bool l_5673 = l_5666 == uint32(2139095040);
if (l_5673) {
l_mut_3242 = l_5666;
}
}
}
const float l_5674 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5675 = reinterpret_cast<uint32 const&>(l_5674);
const uint32 l_5676 = l_5675 ^ uint32(2147483648);
const float l_5677 = reinterpret_cast<float const&>(l_5676);
const uint32 l_5678 = reinterpret_cast<uint32 const&>(l_5677);
const uint32 l_5679 = l_5678 & uint32(2147483647);
const float l_5680 = reinterpret_cast<float const&>(l_5679);
const double l_5681 = double(l_5680);
l_mut_2480 = l_5681;
const bool l_5682 = l_5679 < uint32(8388608);
if (l_5682) {
const double l_5683 = double(l_5679);
const double l_5684 = l_5683 * double(1.401298464324817e-45);
l_mut_2480 = l_5684;
}
const uint64 l_5685 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5686 = l_5678 >> uint32(31);
const uint64 l_5687 = uint64(l_5686);
const uint64 l_5688 = l_5687 << uint64(63);
const uint64 l_5689 = l_5685 | l_5688;
const double l_5690 = reinterpret_cast<double const&>(l_5689);
l_mut_2736 = l_5690;
} else {
const uint32 l_5691 = reinterpret_cast<uint32 const&>(l_5660);
const uint32 l_5692 = l_5691 + uint32(1);
l_mut_3242 = l_5692;
const uint32 l_5693 = l_5691 & uint32(2147483647);
const bool l_5694 = l_5693 == uint32(0);
if (l_5694) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5695 = l_5691 & uint32(2147483648);
const bool l_5696 = l_5695 != uint32(0);
if (l_5696) {
const uint32 l_5697 = l_5691 - uint32(1);
l_mut_3242 = l_5697;
} else {
const bool l_5698 = l_5691 == uint32(2139095040);
if (l_5698) {
l_mut_3242 = l_5691;
}
}
}
const float l_5699 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5700 = reinterpret_cast<uint32 const&>(l_5699);
const uint32 l_5701 = l_5700 & uint32(2147483647);
const float l_5702 = reinterpret_cast<float const&>(l_5701);
const double l_5703 = double(l_5702);
l_mut_2480 = l_5703;
const bool l_5704 = l_5701 < uint32(8388608);
if (l_5704) {
const double l_5705 = double(l_5701);
const double l_5706 = l_5705 * double(1.401298464324817e-45);
l_mut_2480 = l_5706;
}
const uint64 l_5707 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5708 = l_5700 >> uint32(31);
const uint64 l_5709 = uint64(l_5708);
const uint64 l_5710 = l_5709 << uint64(63);
const uint64 l_5711 = l_5707 | l_5710;
const double l_5712 = reinterpret_cast<double const&>(l_5711);
const bool l_5713 = l_5712 <= l_5654;
if (l_5713) {
const uint32 l_5714 = reinterpret_cast<uint32 const&>(l_5660);
const uint32 l_5715 = l_5714 + uint32(1);
l_mut_3242 = l_5715;
const uint32 l_5716 = l_5714 & uint32(2147483647);
const bool l_5717 = l_5716 == uint32(0);
if (l_5717) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5718 = l_5714 & uint32(2147483648);
const bool l_5719 = l_5718 != uint32(0);
if (l_5719) {
const uint32 l_5720 = l_5714 - uint32(1);
l_mut_3242 = l_5720;
} else {
const bool l_5721 = l_5714 == uint32(2139095040);
if (l_5721) {
l_mut_3242 = l_5714;
}
}
}
const float l_5722 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5723 = reinterpret_cast<uint32 const&>(l_5722);
const uint32 l_5724 = l_5723 & uint32(2147483647);
const float l_5725 = reinterpret_cast<float const&>(l_5724);
const double l_5726 = double(l_5725);
l_mut_2480 = l_5726;
const bool l_5727 = l_5724 < uint32(8388608);
if (l_5727) {
const double l_5728 = double(l_5724);
const double l_5729 = l_5728 * double(1.401298464324817e-45);
l_mut_2480 = l_5729;
}
const uint64 l_5730 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5731 = l_5723 >> uint32(31);
const uint64 l_5732 = uint64(l_5731);
const uint64 l_5733 = l_5732 << uint64(63);
const uint64 l_5734 = l_5730 | l_5733;
const double l_5735 = reinterpret_cast<double const&>(l_5734);
l_mut_2736 = l_5735;
}
}
}
const bool l_5736 = l_mut_2990 == l_mut_2736;
const double l_5737 = l_arr_5553[uint32(1)];
const double l_5738 = l_5737 - l_5570;
const double l_5739 = l_5738 * double(7.1362384635298e44);
const double l_5740 = floor(l_5739);
const double l_5741 = l_5740 * double(1.401298464324817e-45);
l_mut_2990 = l_5741;
const double l_5742 = abs(l_5738);
const bool l_5743 = l_5742 >= double(1.1754943508222875e-38);
if (l_5743) {
const float l_5744 = float(l_5738);
const double l_5745 = double(l_5744);
l_mut_2990 = l_5745;
const bool l_5746 = l_mut_2990 > l_5738;
if (l_5746) {
const uint32 l_5747 = reinterpret_cast<uint32 const&>(l_5744);
const uint32 l_5748 = l_5747 ^ uint32(2147483648);
const float l_5749 = reinterpret_cast<float const&>(l_5748);
const uint32 l_5750 = reinterpret_cast<uint32 const&>(l_5749);
const uint32 l_5751 = l_5750 + uint32(1);
l_mut_3242 = l_5751;
const uint32 l_5752 = l_5750 & uint32(2147483647);
const bool l_5753 = l_5752 == uint32(0);
if (l_5753) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5754 = l_5750 & uint32(2147483648);
const bool l_5755 = l_5754 != uint32(0);
if (l_5755) {
const uint32 l_5756 = l_5750 - uint32(1);
l_mut_3242 = l_5756;
} else {
const bool l_5757 = l_5750 == uint32(2139095040);
if (l_5757) {
l_mut_3242 = l_5750;
}
}
}
const float l_5758 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5759 = reinterpret_cast<uint32 const&>(l_5758);
const uint32 l_5760 = l_5759 ^ uint32(2147483648);
const float l_5761 = reinterpret_cast<float const&>(l_5760);
const uint32 l_5762 = reinterpret_cast<uint32 const&>(l_5761);
const uint32 l_5763 = l_5762 & uint32(2147483647);
const float l_5764 = reinterpret_cast<float const&>(l_5763);
const double l_5765 = double(l_5764);
l_mut_2736 = l_5765;
const bool l_5766 = l_5763 < uint32(8388608);
if (l_5766) {
const double l_5767 = double(l_5763);
const double l_5768 = l_5767 * double(1.401298464324817e-45);
l_mut_2736 = l_5768;
}
const uint64 l_5769 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5770 = l_5762 >> uint32(31);
const uint64 l_5771 = uint64(l_5770);
const uint64 l_5772 = l_5771 << uint64(63);
const uint64 l_5773 = l_5769 | l_5772;
const double l_5774 = reinterpret_cast<double const&>(l_5773);
l_mut_2990 = l_5774;
} else {
const uint32 l_5775 = reinterpret_cast<uint32 const&>(l_5744);
const uint32 l_5776 = l_5775 + uint32(1);
l_mut_3242 = l_5776;
const uint32 l_5777 = l_5775 & uint32(2147483647);
const bool l_5778 = l_5777 == uint32(0);
if (l_5778) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5779 = l_5775 & uint32(2147483648);
const bool l_5780 = l_5779 != uint32(0);
if (l_5780) {
const uint32 l_5781 = l_5775 - uint32(1);
l_mut_3242 = l_5781;
} else {
const bool l_5782 = l_5775 == uint32(2139095040);
if (l_5782) {
l_mut_3242 = l_5775;
}
}
}
const float l_5783 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5784 = reinterpret_cast<uint32 const&>(l_5783);
const uint32 l_5785 = l_5784 & uint32(2147483647);
const float l_5786 = reinterpret_cast<float const&>(l_5785);
const double l_5787 = double(l_5786);
l_mut_2736 = l_5787;
const bool l_5788 = l_5785 < uint32(8388608);
if (l_5788) {
const double l_5789 = double(l_5785);
const double l_5790 = l_5789 * double(1.401298464324817e-45);
l_mut_2736 = l_5790;
}
const uint64 l_5791 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5792 = l_5784 >> uint32(31);
const uint64 l_5793 = uint64(l_5792);
const uint64 l_5794 = l_5793 << uint64(63);
const uint64 l_5795 = l_5791 | l_5794;
const double l_5796 = reinterpret_cast<double const&>(l_5795);
const bool l_5797 = l_5796 <= l_5738;
if (l_5797) {
const uint32 l_5798 = reinterpret_cast<uint32 const&>(l_5744);
const uint32 l_5799 = l_5798 + uint32(1);
l_mut_3242 = l_5799;
const uint32 l_5800 = l_5798 & uint32(2147483647);
const bool l_5801 = l_5800 == uint32(0);
if (l_5801) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5802 = l_5798 & uint32(2147483648);
const bool l_5803 = l_5802 != uint32(0);
if (l_5803) {
const uint32 l_5804 = l_5798 - uint32(1);
l_mut_3242 = l_5804;
} else {
const bool l_5805 = l_5798 == uint32(2139095040);
if (l_5805) {
l_mut_3242 = l_5798;
}
}
}
const float l_5806 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5807 = reinterpret_cast<uint32 const&>(l_5806);
const uint32 l_5808 = l_5807 & uint32(2147483647);
const float l_5809 = reinterpret_cast<float const&>(l_5808);
const double l_5810 = double(l_5809);
l_mut_2736 = l_5810;
const bool l_5811 = l_5808 < uint32(8388608);
if (l_5811) {
const double l_5812 = double(l_5808);
const double l_5813 = l_5812 * double(1.401298464324817e-45);
l_mut_2736 = l_5813;
}
const uint64 l_5814 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5815 = l_5807 >> uint32(31);
const uint64 l_5816 = uint64(l_5815);
const uint64 l_5817 = l_5816 << uint64(63);
const uint64 l_5818 = l_5814 | l_5817;
const double l_5819 = reinterpret_cast<double const&>(l_5818);
l_mut_2990 = l_5819;
}
}
}
const double l_5820 = l_5737 + l_5570;
const double l_5821 = l_5820 * double(7.1362384635298e44);
const double l_5822 = floor(l_5821);
const double l_5823 = l_5822 * double(1.401298464324817e-45);
l_mut_2736 = l_5823;
const double l_5824 = abs(l_5820);
const bool l_5825 = l_5824 >= double(1.1754943508222875e-38);
if (l_5825) {
const float l_5826 = float(l_5820);
const double l_5827 = double(l_5826);
l_mut_2736 = l_5827;
const bool l_5828 = l_mut_2736 > l_5820;
if (l_5828) {
const uint32 l_5829 = reinterpret_cast<uint32 const&>(l_5826);
const uint32 l_5830 = l_5829 ^ uint32(2147483648);
const float l_5831 = reinterpret_cast<float const&>(l_5830);
const uint32 l_5832 = reinterpret_cast<uint32 const&>(l_5831);
const uint32 l_5833 = l_5832 + uint32(1);
l_mut_3242 = l_5833;
const uint32 l_5834 = l_5832 & uint32(2147483647);
const bool l_5835 = l_5834 == uint32(0);
if (l_5835) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5836 = l_5832 & uint32(2147483648);
const bool l_5837 = l_5836 != uint32(0);
if (l_5837) {
const uint32 l_5838 = l_5832 - uint32(1);
l_mut_3242 = l_5838;
} else {
const bool l_5839 = l_5832 == uint32(2139095040);
if (l_5839) {
l_mut_3242 = l_5832;
}
}
}
const float l_5840 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5841 = reinterpret_cast<uint32 const&>(l_5840);
const uint32 l_5842 = l_5841 ^ uint32(2147483648);
const float l_5843 = reinterpret_cast<float const&>(l_5842);
const uint32 l_5844 = reinterpret_cast<uint32 const&>(l_5843);
const uint32 l_5845 = l_5844 & uint32(2147483647);
const float l_5846 = reinterpret_cast<float const&>(l_5845);
const double l_5847 = double(l_5846);
l_mut_2480 = l_5847;
const bool l_5848 = l_5845 < uint32(8388608);
if (l_5848) {
const double l_5849 = double(l_5845);
const double l_5850 = l_5849 * double(1.401298464324817e-45);
l_mut_2480 = l_5850;
}
const uint64 l_5851 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5852 = l_5844 >> uint32(31);
const uint64 l_5853 = uint64(l_5852);
const uint64 l_5854 = l_5853 << uint64(63);
const uint64 l_5855 = l_5851 | l_5854;
const double l_5856 = reinterpret_cast<double const&>(l_5855);
l_mut_2736 = l_5856;
} else {
const uint32 l_5857 = reinterpret_cast<uint32 const&>(l_5826);
const uint32 l_5858 = l_5857 + uint32(1);
l_mut_3242 = l_5858;
const uint32 l_5859 = l_5857 & uint32(2147483647);
const bool l_5860 = l_5859 == uint32(0);
if (l_5860) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5861 = l_5857 & uint32(2147483648);
const bool l_5862 = l_5861 != uint32(0);
if (l_5862) {
const uint32 l_5863 = l_5857 - uint32(1);
l_mut_3242 = l_5863;
} else {
const bool l_5864 = l_5857 == uint32(2139095040);
if (l_5864) {
l_mut_3242 = l_5857;
}
}
}
const float l_5865 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5866 = reinterpret_cast<uint32 const&>(l_5865);
const uint32 l_5867 = l_5866 & uint32(2147483647);
const float l_5868 = reinterpret_cast<float const&>(l_5867);
const double l_5869 = double(l_5868);
l_mut_2480 = l_5869;
const bool l_5870 = l_5867 < uint32(8388608);
if (l_5870) {
const double l_5871 = double(l_5867);
const double l_5872 = l_5871 * double(1.401298464324817e-45);
l_mut_2480 = l_5872;
}
const uint64 l_5873 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5874 = l_5866 >> uint32(31);
const uint64 l_5875 = uint64(l_5874);
const uint64 l_5876 = l_5875 << uint64(63);
const uint64 l_5877 = l_5873 | l_5876;
const double l_5878 = reinterpret_cast<double const&>(l_5877);
const bool l_5879 = l_5878 <= l_5820;
if (l_5879) {
const uint32 l_5880 = reinterpret_cast<uint32 const&>(l_5826);
const uint32 l_5881 = l_5880 + uint32(1);
l_mut_3242 = l_5881;
const uint32 l_5882 = l_5880 & uint32(2147483647);
const bool l_5883 = l_5882 == uint32(0);
if (l_5883) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5884 = l_5880 & uint32(2147483648);
const bool l_5885 = l_5884 != uint32(0);
if (l_5885) {
const uint32 l_5886 = l_5880 - uint32(1);
l_mut_3242 = l_5886;
} else {
const bool l_5887 = l_5880 == uint32(2139095040);
if (l_5887) {
l_mut_3242 = l_5880;
}
}
}
const float l_5888 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5889 = reinterpret_cast<uint32 const&>(l_5888);
const uint32 l_5890 = l_5889 & uint32(2147483647);
const float l_5891 = reinterpret_cast<float const&>(l_5890);
const double l_5892 = double(l_5891);
l_mut_2480 = l_5892;
const bool l_5893 = l_5890 < uint32(8388608);
if (l_5893) {
const double l_5894 = double(l_5890);
const double l_5895 = l_5894 * double(1.401298464324817e-45);
l_mut_2480 = l_5895;
}
const uint64 l_5896 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_5897 = l_5889 >> uint32(31);
const uint64 l_5898 = uint64(l_5897);
const uint64 l_5899 = l_5898 << uint64(63);
const uint64 l_5900 = l_5896 | l_5899;
const double l_5901 = reinterpret_cast<double const&>(l_5900);
l_mut_2736 = l_5901;
}
}
}
const bool l_5902 = l_mut_2990 == l_mut_2736;
const bool l_5903 = l_5736 && l_5902;
if (l_5903) {
const double l_5904 = l_arr_5553[uint32(0)];
const double l_5905 = l_5904 * double(7.1362384635298e44);
const double l_5906 = floor(l_5905);
const double l_5907 = l_5906 * double(1.401298464324817e-45);
l_mut_2990 = l_5907;
const double l_5908 = abs(l_5904);
const bool l_5909 = l_5908 >= double(1.1754943508222875e-38);
if (l_5909) {
const float l_5910 = float(l_5904);
const double l_5911 = double(l_5910);
l_mut_2990 = l_5911;
const bool l_5912 = l_mut_2990 > l_5904;
if (l_5912) {
const uint32 l_5913 = reinterpret_cast<uint32 const&>(l_5910);
const uint32 l_5914 = l_5913 ^ uint32(2147483648);
const float l_5915 = reinterpret_cast<float const&>(l_5914);
const uint32 l_5916 = reinterpret_cast<uint32 const&>(l_5915);
const uint32 l_5917 = l_5916 + uint32(1);
l_mut_3242 = l_5917;
const uint32 l_5918 = l_5916 & uint32(2147483647);
const bool l_5919 = l_5918 == uint32(0);
if (l_5919) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5920 = l_5916 & uint32(2147483648);
const bool l_5921 = l_5920 != uint32(0);
if (l_5921) {
const uint32 l_5922 = l_5916 - uint32(1);
l_mut_3242 = l_5922;
} else {
const bool l_5923 = l_5916 == uint32(2139095040);
if (l_5923) {
l_mut_3242 = l_5916;
}
}
}
const float l_5924 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5925 = reinterpret_cast<uint32 const&>(l_5924);
const uint32 l_5926 = l_5925 ^ uint32(2147483648);
const float l_5927 = reinterpret_cast<float const&>(l_5926);
const uint32 l_5928 = reinterpret_cast<uint32 const&>(l_5927);
const uint32 l_5929 = l_5928 & uint32(2147483647);
const float l_5930 = reinterpret_cast<float const&>(l_5929);
const double l_5931 = double(l_5930);
l_mut_2736 = l_5931;
const bool l_5932 = l_5929 < uint32(8388608);
if (l_5932) {
const double l_5933 = double(l_5929);
const double l_5934 = l_5933 * double(1.401298464324817e-45);
l_mut_2736 = l_5934;
}
const uint64 l_5935 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5936 = l_5928 >> uint32(31);
const uint64 l_5937 = uint64(l_5936);
const uint64 l_5938 = l_5937 << uint64(63);
const uint64 l_5939 = l_5935 | l_5938;
const double l_5940 = reinterpret_cast<double const&>(l_5939);
l_mut_2990 = l_5940;
} else {
const uint32 l_5941 = reinterpret_cast<uint32 const&>(l_5910);
const uint32 l_5942 = l_5941 + uint32(1);
l_mut_3242 = l_5942;
const uint32 l_5943 = l_5941 & uint32(2147483647);
const bool l_5944 = l_5943 == uint32(0);
if (l_5944) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5945 = l_5941 & uint32(2147483648);
const bool l_5946 = l_5945 != uint32(0);
if (l_5946) {
const uint32 l_5947 = l_5941 - uint32(1);
l_mut_3242 = l_5947;
} else {
const bool l_5948 = l_5941 == uint32(2139095040);
if (l_5948) {
l_mut_3242 = l_5941;
}
}
}
const float l_5949 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5950 = reinterpret_cast<uint32 const&>(l_5949);
const uint32 l_5951 = l_5950 & uint32(2147483647);
const float l_5952 = reinterpret_cast<float const&>(l_5951);
const double l_5953 = double(l_5952);
l_mut_2736 = l_5953;
const bool l_5954 = l_5951 < uint32(8388608);
if (l_5954) {
const double l_5955 = double(l_5951);
const double l_5956 = l_5955 * double(1.401298464324817e-45);
l_mut_2736 = l_5956;
}
const uint64 l_5957 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5958 = l_5950 >> uint32(31);
const uint64 l_5959 = uint64(l_5958);
const uint64 l_5960 = l_5959 << uint64(63);
const uint64 l_5961 = l_5957 | l_5960;
const double l_5962 = reinterpret_cast<double const&>(l_5961);
const bool l_5963 = l_5962 <= l_5904;
if (l_5963) {
const uint32 l_5964 = reinterpret_cast<uint32 const&>(l_5910);
const uint32 l_5965 = l_5964 + uint32(1);
l_mut_3242 = l_5965;
const uint32 l_5966 = l_5964 & uint32(2147483647);
const bool l_5967 = l_5966 == uint32(0);
if (l_5967) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_5968 = l_5964 & uint32(2147483648);
const bool l_5969 = l_5968 != uint32(0);
if (l_5969) {
const uint32 l_5970 = l_5964 - uint32(1);
l_mut_3242 = l_5970;
} else {
const bool l_5971 = l_5964 == uint32(2139095040);
if (l_5971) {
l_mut_3242 = l_5964;
}
}
}
const float l_5972 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_5973 = reinterpret_cast<uint32 const&>(l_5972);
const uint32 l_5974 = l_5973 & uint32(2147483647);
const float l_5975 = reinterpret_cast<float const&>(l_5974);
const double l_5976 = double(l_5975);
l_mut_2736 = l_5976;
const bool l_5977 = l_5974 < uint32(8388608);
if (l_5977) {
const double l_5978 = double(l_5974);
const double l_5979 = l_5978 * double(1.401298464324817e-45);
l_mut_2736 = l_5979;
}
const uint64 l_5980 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_5981 = l_5973 >> uint32(31);
const uint64 l_5982 = uint64(l_5981);
const uint64 l_5983 = l_5982 << uint64(63);
const uint64 l_5984 = l_5980 | l_5983;
const double l_5985 = reinterpret_cast<double const&>(l_5984);
l_mut_2990 = l_5985;
}
}
}
const double l_5986 = l_arr_5553[uint32(1)];
const double l_5987 = -l_5986;
const double l_5988 = l_5987 * double(7.1362384635298e44);
const double l_5989 = floor(l_5988);
const double l_5990 = l_5989 * double(1.401298464324817e-45);
l_mut_2736 = l_5990;
const double l_5991 = abs(l_5987);
const bool l_5992 = l_5991 >= double(1.1754943508222875e-38);
if (l_5992) {
const float l_5993 = float(l_5987);
const double l_5994 = double(l_5993);
l_mut_2736 = l_5994;
const bool l_5995 = l_mut_2736 > l_5987;
if (l_5995) {
const uint32 l_5996 = reinterpret_cast<uint32 const&>(l_5993);
const uint32 l_5997 = l_5996 ^ uint32(2147483648);
const float l_5998 = reinterpret_cast<float const&>(l_5997);
const uint32 l_5999 = reinterpret_cast<uint32 const&>(l_5998);
const uint32 l_6000 = l_5999 + uint32(1);
l_mut_3242 = l_6000;
const uint32 l_6001 = l_5999 & uint32(2147483647);
const bool l_6002 = l_6001 == uint32(0);
if (l_6002) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6003 = l_5999 & uint32(2147483648);
const bool l_6004 = l_6003 != uint32(0);
if (l_6004) {
const uint32 l_6005 = l_5999 - uint32(1);
l_mut_3242 = l_6005;
} else {
const bool l_6006 = l_5999 == uint32(2139095040);
if (l_6006) {
l_mut_3242 = l_5999;
}
}
}
const float l_6007 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6008 = reinterpret_cast<uint32 const&>(l_6007);
const uint32 l_6009 = l_6008 ^ uint32(2147483648);
const float l_6010 = reinterpret_cast<float const&>(l_6009);
const uint32 l_6011 = reinterpret_cast<uint32 const&>(l_6010);
const uint32 l_6012 = l_6011 & uint32(2147483647);
const float l_6013 = reinterpret_cast<float const&>(l_6012);
const double l_6014 = double(l_6013);
l_mut_2480 = l_6014;
const bool l_6015 = l_6012 < uint32(8388608);
if (l_6015) {
const double l_6016 = double(l_6012);
const double l_6017 = l_6016 * double(1.401298464324817e-45);
l_mut_2480 = l_6017;
}
const uint64 l_6018 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6019 = l_6011 >> uint32(31);
const uint64 l_6020 = uint64(l_6019);
const uint64 l_6021 = l_6020 << uint64(63);
const uint64 l_6022 = l_6018 | l_6021;
const double l_6023 = reinterpret_cast<double const&>(l_6022);
l_mut_2736 = l_6023;
} else {
const uint32 l_6024 = reinterpret_cast<uint32 const&>(l_5993);
const uint32 l_6025 = l_6024 + uint32(1);
l_mut_3242 = l_6025;
const uint32 l_6026 = l_6024 & uint32(2147483647);
const bool l_6027 = l_6026 == uint32(0);
if (l_6027) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6028 = l_6024 & uint32(2147483648);
const bool l_6029 = l_6028 != uint32(0);
if (l_6029) {
const uint32 l_6030 = l_6024 - uint32(1);
l_mut_3242 = l_6030;
} else {
const bool l_6031 = l_6024 == uint32(2139095040);
if (l_6031) {
l_mut_3242 = l_6024;
}
}
}
const float l_6032 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6033 = reinterpret_cast<uint32 const&>(l_6032);
const uint32 l_6034 = l_6033 & uint32(2147483647);
const float l_6035 = reinterpret_cast<float const&>(l_6034);
const double l_6036 = double(l_6035);
l_mut_2480 = l_6036;
const bool l_6037 = l_6034 < uint32(8388608);
if (l_6037) {
const double l_6038 = double(l_6034);
const double l_6039 = l_6038 * double(1.401298464324817e-45);
l_mut_2480 = l_6039;
}
const uint64 l_6040 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6041 = l_6033 >> uint32(31);
const uint64 l_6042 = uint64(l_6041);
const uint64 l_6043 = l_6042 << uint64(63);
const uint64 l_6044 = l_6040 | l_6043;
const double l_6045 = reinterpret_cast<double const&>(l_6044);
const bool l_6046 = l_6045 <= l_5987;
if (l_6046) {
const uint32 l_6047 = reinterpret_cast<uint32 const&>(l_5993);
const uint32 l_6048 = l_6047 + uint32(1);
l_mut_3242 = l_6048;
const uint32 l_6049 = l_6047 & uint32(2147483647);
const bool l_6050 = l_6049 == uint32(0);
if (l_6050) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6051 = l_6047 & uint32(2147483648);
const bool l_6052 = l_6051 != uint32(0);
if (l_6052) {
const uint32 l_6053 = l_6047 - uint32(1);
l_mut_3242 = l_6053;
} else {
const bool l_6054 = l_6047 == uint32(2139095040);
if (l_6054) {
l_mut_3242 = l_6047;
}
}
}
const float l_6055 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6056 = reinterpret_cast<uint32 const&>(l_6055);
const uint32 l_6057 = l_6056 & uint32(2147483647);
const float l_6058 = reinterpret_cast<float const&>(l_6057);
const double l_6059 = double(l_6058);
l_mut_2480 = l_6059;
const bool l_6060 = l_6057 < uint32(8388608);
if (l_6060) {
const double l_6061 = double(l_6057);
const double l_6062 = l_6061 * double(1.401298464324817e-45);
l_mut_2480 = l_6062;
}
const uint64 l_6063 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6064 = l_6056 >> uint32(31);
const uint64 l_6065 = uint64(l_6064);
const uint64 l_6066 = l_6065 << uint64(63);
const uint64 l_6067 = l_6063 | l_6066;
const double l_6068 = reinterpret_cast<double const&>(l_6067);
l_mut_2736 = l_6068;
}
}
}
const double l_6069 = -l_mut_2736;
const uint32 l_6070 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_6071 = l_6070 & uint32(2147483647);
const float l_6072 = reinterpret_cast<float const&>(l_6071);
const double l_6073 = double(l_6072);
l_mut_2736 = l_6073;
const bool l_6074 = l_6071 < uint32(8388608);
if (l_6074) {
const double l_6075 = double(l_6071);
const double l_6076 = l_6075 * double(1.401298464324817e-45);
l_mut_2736 = l_6076;
}
const uint64 l_6077 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_6078 = l_6070 >> uint32(31);
const uint64 l_6079 = uint64(l_6078);
const uint64 l_6080 = l_6079 << uint64(63);
const uint64 l_6081 = l_6077 | l_6080;
const double l_6082 = reinterpret_cast<double const&>(l_6081);
const uint32 l_6083 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_6084 = l_6083 + uint32(1);
l_mut_3242 = l_6084;
const uint32 l_6085 = l_6083 & uint32(2147483647);
const bool l_6086 = l_6085 == uint32(0);
if (l_6086) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6087 = l_6083 & uint32(2147483648);
const bool l_6088 = l_6087 != uint32(0);
if (l_6088) {
const uint32 l_6089 = l_6083 - uint32(1);
l_mut_3242 = l_6089;
} else {
const bool l_6090 = l_6083 == uint32(2139095040);
if (l_6090) {
l_mut_3242 = l_6083;
}
}
}
const float l_6091 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6092 = reinterpret_cast<uint32 const&>(l_6091);
const uint32 l_6093 = l_6092 & uint32(2147483647);
const float l_6094 = reinterpret_cast<float const&>(l_6093);
const double l_6095 = double(l_6094);
l_mut_2736 = l_6095;
const bool l_6096 = l_6093 < uint32(8388608);
if (l_6096) {
const double l_6097 = double(l_6093);
const double l_6098 = l_6097 * double(1.401298464324817e-45);
l_mut_2736 = l_6098;
}
const uint64 l_6099 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_6100 = l_6092 >> uint32(31);
const uint64 l_6101 = uint64(l_6100);
const uint64 l_6102 = l_6101 << uint64(63);
const uint64 l_6103 = l_6099 | l_6102;
const double l_6104 = reinterpret_cast<double const&>(l_6103);
const uint32 l_6105 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_6106 = l_6105 ^ uint32(2147483648);
const float l_6107 = reinterpret_cast<float const&>(l_6106);
const uint32 l_6108 = reinterpret_cast<uint32 const&>(l_6107);
const uint32 l_6109 = l_6108 + uint32(1);
l_mut_3242 = l_6109;
const uint32 l_6110 = l_6108 & uint32(2147483647);
const bool l_6111 = l_6110 == uint32(0);
if (l_6111) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6112 = l_6108 & uint32(2147483648);
const bool l_6113 = l_6112 != uint32(0);
if (l_6113) {
const uint32 l_6114 = l_6108 - uint32(1);
l_mut_3242 = l_6114;
} else {
const bool l_6115 = l_6108 == uint32(2139095040);
if (l_6115) {
l_mut_3242 = l_6108;
}
}
}
const float l_6116 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6117 = reinterpret_cast<uint32 const&>(l_6116);
const uint32 l_6118 = l_6117 ^ uint32(2147483648);
const float l_6119 = reinterpret_cast<float const&>(l_6118);
const uint32 l_6120 = reinterpret_cast<uint32 const&>(l_6119);
const uint32 l_6121 = l_6120 & uint32(2147483647);
const float l_6122 = reinterpret_cast<float const&>(l_6121);
const double l_6123 = double(l_6122);
l_mut_2736 = l_6123;
const bool l_6124 = l_6121 < uint32(8388608);
if (l_6124) {
const double l_6125 = double(l_6121);
const double l_6126 = l_6125 * double(1.401298464324817e-45);
l_mut_2736 = l_6126;
}
const uint64 l_6127 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_6128 = l_6120 >> uint32(31);
const uint64 l_6129 = uint64(l_6128);
const uint64 l_6130 = l_6129 << uint64(63);
const uint64 l_6131 = l_6127 | l_6130;
const double l_6132 = reinterpret_cast<double const&>(l_6131);
const double l_6133 = l_mut_2990 + double(0.0);
const bool l_6134 = l_6133 <= l_6082;
l_mut_154 = l_6134;
const double l_6135 = l_mut_2990 - double(0.0);
const bool l_6136 = l_6135 > l_6082;
l_mut_151 = l_6136;
const double l_6137 = l_6069 - double(0.0);
const bool l_6138 = l_6137 >= l_6082;
l_mut_148 = l_6138;
const double l_6139 = l_6069 + double(0.0);
const bool l_6140 = l_6139 < l_6082;
l_mut_145 = l_6140;
l_mut_3242 = uint32(2);
const bool l_6141 = l_mut_151 || l_mut_145;
if (l_6141) {
l_mut_3242 = uint32(1);
} else {
const bool l_6142 = l_mut_154 && l_mut_148;
if (l_6142) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_6143 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_6144 = l_6143 & uint32(2147483647);
const bool l_6145 = l_6144 == uint32(0);
if (l_6145) {
const double l_6146 = l_mut_2990 + double(0.0);
const bool l_6147 = l_6146 < double(1.1754943508222875e-38);
const double l_6148 = l_6069 - double(0.0);
const bool l_6149 = l_6148 > double(-1.1754943508222875e-38);
const bool l_6150 = l_6147 && l_6149;
const double l_6151 = l_mut_2990 - double(0.0);
const bool l_6152 = l_6151 < double(1.1754943508222875e-38);
const double l_6153 = l_6069 + double(0.0);
const bool l_6154 = l_6153 > double(-1.1754943508222875e-38);
const bool l_6155 = l_6152 && l_6154;
if (l_6150) {
l_mut_3242 = uint32(0);
} else {
const bool l_6156 = l_mut_3242 == uint32(1);
const bool l_6157 = l_6155 && l_6156;
if (l_6157) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_4285 = l_mut_3242;
}
l_mut_35 = l_mut_4285;
}
} else {
const bool l_6158 = l_9 == uint32(16);
const bool l_6159 = l_9 == uint32(17);
const bool l_6160 = l_6158 || l_6159;
if (l_6160) {
l_mut_35 = uint32(0);
const bool l_6161 = l_31 > double(0.0);
if (l_6161) {
const bool l_6162 = l_29 == double(1.0);
const float l_6163 = float(l_31);
const uint32 l_6164 = reinterpret_cast<uint32 const&>(l_6163);
const uint32 l_6165 = l_6164 & uint32(2147483647);
const float l_6166 = reinterpret_cast<float const&>(l_6165);
const double l_6167 = double(l_6166);
l_mut_2990 = l_6167;
const bool l_6168 = l_6165 < uint32(8388608);
if (l_6168) {
const double l_6169 = double(l_6165);
const double l_6170 = l_6169 * double(1.401298464324817e-45);
l_mut_2990 = l_6170;
}
const uint64 l_6171 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_6172 = l_6164 >> uint32(31);
const uint64 l_6173 = uint64(l_6172);
const uint64 l_6174 = l_6173 << uint64(63);
const uint64 l_6175 = l_6171 | l_6174;
const double l_6176 = reinterpret_cast<double const&>(l_6175);
l_mut_2990 = l_6176;
const bool l_6177 = l_6176 < double(0.0);
if (l_6177) {
const uint64 l_6178 = reinterpret_cast<uint64 const&>(l_6176);
const uint64 l_6179 = l_6178 | uint64(9221120237041090560);
const double l_6180 = reinterpret_cast<double const&>(l_6179);
l_mut_2990 = l_6180;
} else {
const bool l_6181 = l_6176 == double(0.0);
if (l_6181) {
const double l_6182 = abs(l_6176);
const uint64 l_6183 = reinterpret_cast<uint64 const&>(l_6182);
const uint64 l_6184 = l_6183 | uint64(9218868437227405312);
const uint64 l_6185 = l_6184 & uint64(18442240474082181120);
const double l_6186 = reinterpret_cast<double const&>(l_6185);
const double l_6187 = -l_6186;
l_mut_2990 = l_6187;
} else {
const uint32 l_6188 = reinterpret_cast<uint32 const&>(l_6163);
const bool l_6189 = l_6188 < uint32(2139095040);
if (l_6189) {
const uint64 l_6190 = reinterpret_cast<uint64 const&>(l_6176);
const uint64 l_6191 = l_6190 >> uint64(52);
const uint64 l_6192 = l_6191 & uint64(2047);
const int32 l_6193 = int32(l_6192);
const int32 l_6194 = l_6193 - int32(1023);
l_mut_5500 = l_6194;
const uint64 l_6195 = l_6190 & uint64(4503599627370495);
const uint64 l_6196 = l_6195 | uint64(4607182418800017408);
const double l_6197 = reinterpret_cast<double const&>(l_6196);
l_mut_2736 = l_6197;
const bool l_6198 = l_mut_2736 > double(1.4142135623730951);
if (l_6198) {
l_mut_2736 = l_mut_2736 * double(0.5);
l_mut_5500 = l_mut_5500 + int32(1);
}
const double l_6199 = l_mut_2736 - double(1.0);
const double l_6200 = double(2.0) + l_6199;
const double l_6201 = l_6199 / l_6200;
const double l_6202 = l_6201 * l_6201;
const double l_6203 = l_6202 * double(0.04);
const double l_6204 = l_6203 + double(0.043478260869565216);
l_mut_2736 = l_6204;
const double l_6205 = l_mut_2736 * l_6202;
const double l_6206 = l_6205 + double(0.047619047619047616);
l_mut_2736 = l_6206;
const double l_6207 = l_mut_2736 * l_6202;
const double l_6208 = l_6207 + double(0.05263157894736842);
l_mut_2736 = l_6208;
const double l_6209 = l_mut_2736 * l_6202;
const double l_6210 = l_6209 + double(0.058823529411764705);
l_mut_2736 = l_6210;
const double l_6211 = l_mut_2736 * l_6202;
const double l_6212 = l_6211 + double(0.06666666666666667);
l_mut_2736 = l_6212;
const double l_6213 = l_mut_2736 * l_6202;
const double l_6214 = l_6213 + double(0.07692307692307693);
l_mut_2736 = l_6214;
const double l_6215 = l_mut_2736 * l_6202;
const double l_6216 = l_6215 + double(0.09090909090909091);
l_mut_2736 = l_6216;
const double l_6217 = l_mut_2736 * l_6202;
const double l_6218 = l_6217 + double(0.1111111111111111);
l_mut_2736 = l_6218;
const double l_6219 = l_mut_2736 * l_6202;
const double l_6220 = l_6219 + double(0.14285714285714285);
l_mut_2736 = l_6220;
const double l_6221 = l_mut_2736 * l_6202;
const double l_6222 = l_6221 + double(0.2);
l_mut_2736 = l_6222;
const double l_6223 = l_mut_2736 * l_6202;
const double l_6224 = l_6223 + double(0.3333333333333333);
l_mut_2736 = l_6224;
const double l_6225 = double(2.0) * l_6201;
const double l_6226 = double(2.0) * l_6201;
const double l_6227 = l_6226 * l_6202;
const double l_6228 = l_6227 * l_mut_2736;
const double l_6229 = l_6225 + l_6228;
const double l_6230 = double(l_mut_5500);
const double l_6231 = l_6230 * double(0.6931471824645996);
const double l_6232 = l_6230 * double(-1.904654299957768e-9);
const double l_6233 = l_6232 + l_6229;
const double l_6234 = l_6231 + l_6233;
l_mut_2990 = l_6234;
}
}
}
const double l_6235 = l_mut_2990 / double(0.6931471805599453);
const double l_6236 = abs(l_6235);
const double l_6237 = l_6236 * double(1.4551915228366852e-11);
const bool l_6238 = l_31 >= double(0.5);
const bool l_6239 = l_31 <= double(2.0);
const bool l_6240 = l_6238 && l_6239;
l_mut_2990 = l_20;
l_mut_154 = bool(true);
const bool l_6241 = l_9 == uint32(17);
if (l_6241) {
const bool l_6242 = !l_6240;
if (l_6242) {
const double l_6243 = abs(l_6235);
const double l_6244 = l_20 * l_6243;
l_mut_2990 = l_6244;
}
} else {
const bool l_6245 = !l_6240;
if (l_6245) {
const double l_6246 = abs(l_6235);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_6247 = l_6246 >= double(1.1754943508222875e-38);
const bool l_6248 = l_6246 <= double(1.7976931348623157e308);
const bool l_6249 = l_6247 && l_6248;
if (l_6249) {
const uint64 l_6250 = reinterpret_cast<uint64 const&>(l_6246);
const uint64 l_6251 = l_6250 >> uint64(52);
const uint64 l_6252 = l_6251 - uint64(23);
const uint64 l_6253 = l_6252 << uint64(52);
const double l_6254 = reinterpret_cast<double const&>(l_6253);
l_mut_2736 = l_6254;
}
const double l_6255 = l_23 * l_mut_2736;
l_mut_2990 = l_6255;
const double l_6256 = l_6235 - l_6237;
const double l_6257 = abs(l_6256);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_6258 = l_6257 >= double(1.1754943508222875e-38);
const bool l_6259 = l_6257 <= double(1.7976931348623157e308);
const bool l_6260 = l_6258 && l_6259;
if (l_6260) {
const uint64 l_6261 = reinterpret_cast<uint64 const&>(l_6257);
const uint64 l_6262 = l_6261 >> uint64(52);
const uint64 l_6263 = l_6262 - uint64(23);
const uint64 l_6264 = l_6263 << uint64(52);
const double l_6265 = reinterpret_cast<double const&>(l_6264);
l_mut_2736 = l_6265;
}
const double l_6266 = l_6235 + l_6237;
const double l_6267 = abs(l_6266);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_6268 = l_6267 >= double(1.1754943508222875e-38);
const bool l_6269 = l_6267 <= double(1.7976931348623157e308);
const bool l_6270 = l_6268 && l_6269;
if (l_6270) {
const uint64 l_6271 = reinterpret_cast<uint64 const&>(l_6267);
const uint64 l_6272 = l_6271 >> uint64(52);
const uint64 l_6273 = l_6272 - uint64(23);
const uint64 l_6274 = l_6273 << uint64(52);
const double l_6275 = reinterpret_cast<double const&>(l_6274);
l_mut_2480 = l_6275;
}
const bool l_6276 = l_mut_2736 == l_mut_2480;
l_mut_154 = l_6276;
}
}
const double l_6277 = l_mut_2990 * double(1.4551915228366852e-11);
const double l_6278 = l_6237 + l_6277;
l_mut_4285 = uint32(2);
if (l_mut_154) {
const bool l_6279 = l_9 == uint32(17);
const bool l_6280 = l_6279 || l_13;
if (l_6280) {
const double l_6281 = l_6235 - l_mut_2990;
const double l_6282 = l_6235 + l_mut_2990;
const double l_6283 = abs(l_6281);
const double l_6284 = l_6283 * double(2.220446049250313e-16);
const double l_6285 = l_6278 + l_6284;
const double l_6286 = l_6281 + l_6285;
const double l_6287 = -l_6286;
const double l_6288 = l_6287 * double(7.1362384635298e44);
const double l_6289 = floor(l_6288);
const double l_6290 = l_6289 * double(1.401298464324817e-45);
l_mut_2736 = l_6290;
const double l_6291 = abs(l_6287);
const bool l_6292 = l_6291 >= double(1.1754943508222875e-38);
if (l_6292) {
const float l_6293 = float(l_6287);
const double l_6294 = double(l_6293);
l_mut_2736 = l_6294;
const bool l_6295 = l_mut_2736 > l_6287;
if (l_6295) {
const uint32 l_6296 = reinterpret_cast<uint32 const&>(l_6293);
const uint32 l_6297 = l_6296 ^ uint32(2147483648);
const float l_6298 = reinterpret_cast<float const&>(l_6297);
const uint32 l_6299 = reinterpret_cast<uint32 const&>(l_6298);
const uint32 l_6300 = l_6299 + uint32(1);
l_mut_3242 = l_6300;
const uint32 l_6301 = l_6299 & uint32(2147483647);
const bool l_6302 = l_6301 == uint32(0);
if (l_6302) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6303 = l_6299 & uint32(2147483648);
const bool l_6304 = l_6303 != uint32(0);
if (l_6304) {
const uint32 l_6305 = l_6299 - uint32(1);
l_mut_3242 = l_6305;
} else {
const bool l_6306 = l_6299 == uint32(2139095040);
if (l_6306) {
l_mut_3242 = l_6299;
}
}
}
const float l_6307 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6308 = reinterpret_cast<uint32 const&>(l_6307);
const uint32 l_6309 = l_6308 ^ uint32(2147483648);
const float l_6310 = reinterpret_cast<float const&>(l_6309);
const uint32 l_6311 = reinterpret_cast<uint32 const&>(l_6310);
const uint32 l_6312 = l_6311 & uint32(2147483647);
const float l_6313 = reinterpret_cast<float const&>(l_6312);
const double l_6314 = double(l_6313);
l_mut_2480 = l_6314;
const bool l_6315 = l_6312 < uint32(8388608);
if (l_6315) {
const double l_6316 = double(l_6312);
const double l_6317 = l_6316 * double(1.401298464324817e-45);
l_mut_2480 = l_6317;
}
const uint64 l_6318 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6319 = l_6311 >> uint32(31);
const uint64 l_6320 = uint64(l_6319);
const uint64 l_6321 = l_6320 << uint64(63);
const uint64 l_6322 = l_6318 | l_6321;
const double l_6323 = reinterpret_cast<double const&>(l_6322);
l_mut_2736 = l_6323;
} else {
const uint32 l_6324 = reinterpret_cast<uint32 const&>(l_6293);
const uint32 l_6325 = l_6324 + uint32(1);
l_mut_3242 = l_6325;
const uint32 l_6326 = l_6324 & uint32(2147483647);
const bool l_6327 = l_6326 == uint32(0);
if (l_6327) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6328 = l_6324 & uint32(2147483648);
const bool l_6329 = l_6328 != uint32(0);
if (l_6329) {
const uint32 l_6330 = l_6324 - uint32(1);
l_mut_3242 = l_6330;
} else {
const bool l_6331 = l_6324 == uint32(2139095040);
if (l_6331) {
l_mut_3242 = l_6324;
}
}
}
const float l_6332 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6333 = reinterpret_cast<uint32 const&>(l_6332);
const uint32 l_6334 = l_6333 & uint32(2147483647);
const float l_6335 = reinterpret_cast<float const&>(l_6334);
const double l_6336 = double(l_6335);
l_mut_2480 = l_6336;
const bool l_6337 = l_6334 < uint32(8388608);
if (l_6337) {
const double l_6338 = double(l_6334);
const double l_6339 = l_6338 * double(1.401298464324817e-45);
l_mut_2480 = l_6339;
}
const uint64 l_6340 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6341 = l_6333 >> uint32(31);
const uint64 l_6342 = uint64(l_6341);
const uint64 l_6343 = l_6342 << uint64(63);
const uint64 l_6344 = l_6340 | l_6343;
const double l_6345 = reinterpret_cast<double const&>(l_6344);
const bool l_6346 = l_6345 <= l_6287;
if (l_6346) {
const uint32 l_6347 = reinterpret_cast<uint32 const&>(l_6293);
const uint32 l_6348 = l_6347 + uint32(1);
l_mut_3242 = l_6348;
const uint32 l_6349 = l_6347 & uint32(2147483647);
const bool l_6350 = l_6349 == uint32(0);
if (l_6350) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6351 = l_6347 & uint32(2147483648);
const bool l_6352 = l_6351 != uint32(0);
if (l_6352) {
const uint32 l_6353 = l_6347 - uint32(1);
l_mut_3242 = l_6353;
} else {
const bool l_6354 = l_6347 == uint32(2139095040);
if (l_6354) {
l_mut_3242 = l_6347;
}
}
}
const float l_6355 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6356 = reinterpret_cast<uint32 const&>(l_6355);
const uint32 l_6357 = l_6356 & uint32(2147483647);
const float l_6358 = reinterpret_cast<float const&>(l_6357);
const double l_6359 = double(l_6358);
l_mut_2480 = l_6359;
const bool l_6360 = l_6357 < uint32(8388608);
if (l_6360) {
const double l_6361 = double(l_6357);
const double l_6362 = l_6361 * double(1.401298464324817e-45);
l_mut_2480 = l_6362;
}
const uint64 l_6363 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6364 = l_6356 >> uint32(31);
const uint64 l_6365 = uint64(l_6364);
const uint64 l_6366 = l_6365 << uint64(63);
const uint64 l_6367 = l_6363 | l_6366;
const double l_6368 = reinterpret_cast<double const&>(l_6367);
l_mut_2736 = l_6368;
}
}
}
const double l_6369 = -l_mut_2736;
l_mut_2736 = l_6369;
const bool l_6370 = bool(true) && bool(true);
if (l_6370) {
const double l_6371 = l_6281 + l_6285;
const double l_6372 = l_6371 * double(7.1362384635298e44);
const double l_6373 = floor(l_6372);
const double l_6374 = l_6373 * double(1.401298464324817e-45);
l_mut_2480 = l_6374;
const double l_6375 = abs(l_6371);
const bool l_6376 = l_6375 >= double(1.1754943508222875e-38);
if (l_6376) {
const float l_6377 = float(l_6371);
const double l_6378 = double(l_6377);
l_mut_2480 = l_6378;
const bool l_6379 = l_mut_2480 > l_6371;
if (l_6379) {
const uint32 l_6380 = reinterpret_cast<uint32 const&>(l_6377);
const uint32 l_6381 = l_6380 ^ uint32(2147483648);
const float l_6382 = reinterpret_cast<float const&>(l_6381);
const uint32 l_6383 = reinterpret_cast<uint32 const&>(l_6382);
const uint32 l_6384 = l_6383 + uint32(1);
l_mut_3242 = l_6384;
const uint32 l_6385 = l_6383 & uint32(2147483647);
const bool l_6386 = l_6385 == uint32(0);
if (l_6386) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6387 = l_6383 & uint32(2147483648);
const bool l_6388 = l_6387 != uint32(0);
if (l_6388) {
const uint32 l_6389 = l_6383 - uint32(1);
l_mut_3242 = l_6389;
} else {
const bool l_6390 = l_6383 == uint32(2139095040);
if (l_6390) {
l_mut_3242 = l_6383;
}
}
}
const float l_6391 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6392 = reinterpret_cast<uint32 const&>(l_6391);
const uint32 l_6393 = l_6392 ^ uint32(2147483648);
const float l_6394 = reinterpret_cast<float const&>(l_6393);
const uint32 l_6395 = reinterpret_cast<uint32 const&>(l_6394);
const uint32 l_6396 = l_6395 & uint32(2147483647);
const float l_6397 = reinterpret_cast<float const&>(l_6396);
const double l_6398 = double(l_6397);
l_mut_2226 = l_6398;
const bool l_6399 = l_6396 < uint32(8388608);
if (l_6399) {
const double l_6400 = double(l_6396);
const double l_6401 = l_6400 * double(1.401298464324817e-45);
l_mut_2226 = l_6401;
}
const uint64 l_6402 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6403 = l_6395 >> uint32(31);
const uint64 l_6404 = uint64(l_6403);
const uint64 l_6405 = l_6404 << uint64(63);
const uint64 l_6406 = l_6402 | l_6405;
const double l_6407 = reinterpret_cast<double const&>(l_6406);
l_mut_2480 = l_6407;
} else {
const uint32 l_6408 = reinterpret_cast<uint32 const&>(l_6377);
const uint32 l_6409 = l_6408 + uint32(1);
l_mut_3242 = l_6409;
const uint32 l_6410 = l_6408 & uint32(2147483647);
const bool l_6411 = l_6410 == uint32(0);
if (l_6411) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6412 = l_6408 & uint32(2147483648);
const bool l_6413 = l_6412 != uint32(0);
if (l_6413) {
const uint32 l_6414 = l_6408 - uint32(1);
l_mut_3242 = l_6414;
} else {
const bool l_6415 = l_6408 == uint32(2139095040);
if (l_6415) {
l_mut_3242 = l_6408;
}
}
}
const float l_6416 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6417 = reinterpret_cast<uint32 const&>(l_6416);
const uint32 l_6418 = l_6417 & uint32(2147483647);
const float l_6419 = reinterpret_cast<float const&>(l_6418);
const double l_6420 = double(l_6419);
l_mut_2226 = l_6420;
const bool l_6421 = l_6418 < uint32(8388608);
if (l_6421) {
const double l_6422 = double(l_6418);
const double l_6423 = l_6422 * double(1.401298464324817e-45);
l_mut_2226 = l_6423;
}
const uint64 l_6424 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6425 = l_6417 >> uint32(31);
const uint64 l_6426 = uint64(l_6425);
const uint64 l_6427 = l_6426 << uint64(63);
const uint64 l_6428 = l_6424 | l_6427;
const double l_6429 = reinterpret_cast<double const&>(l_6428);
const bool l_6430 = l_6429 <= l_6371;
if (l_6430) {
const uint32 l_6431 = reinterpret_cast<uint32 const&>(l_6377);
const uint32 l_6432 = l_6431 + uint32(1);
l_mut_3242 = l_6432;
const uint32 l_6433 = l_6431 & uint32(2147483647);
const bool l_6434 = l_6433 == uint32(0);
if (l_6434) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6435 = l_6431 & uint32(2147483648);
const bool l_6436 = l_6435 != uint32(0);
if (l_6436) {
const uint32 l_6437 = l_6431 - uint32(1);
l_mut_3242 = l_6437;
} else {
const bool l_6438 = l_6431 == uint32(2139095040);
if (l_6438) {
l_mut_3242 = l_6431;
}
}
}
const float l_6439 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6440 = reinterpret_cast<uint32 const&>(l_6439);
const uint32 l_6441 = l_6440 & uint32(2147483647);
const float l_6442 = reinterpret_cast<float const&>(l_6441);
const double l_6443 = double(l_6442);
l_mut_2226 = l_6443;
const bool l_6444 = l_6441 < uint32(8388608);
if (l_6444) {
const double l_6445 = double(l_6441);
const double l_6446 = l_6445 * double(1.401298464324817e-45);
l_mut_2226 = l_6446;
}
const uint64 l_6447 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6448 = l_6440 >> uint32(31);
const uint64 l_6449 = uint64(l_6448);
const uint64 l_6450 = l_6449 << uint64(63);
const uint64 l_6451 = l_6447 | l_6450;
const double l_6452 = reinterpret_cast<double const&>(l_6451);
l_mut_2480 = l_6452;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
const double l_6453 = l_6281 - l_6285;
const double l_6454 = l_6453 * double(7.1362384635298e44);
const double l_6455 = floor(l_6454);
const double l_6456 = l_6455 * double(1.401298464324817e-45);
l_mut_2480 = l_6456;
const double l_6457 = abs(l_6453);
const bool l_6458 = l_6457 >= double(1.1754943508222875e-38);
if (l_6458) {
const float l_6459 = float(l_6453);
const double l_6460 = double(l_6459);
l_mut_2480 = l_6460;
const bool l_6461 = l_mut_2480 > l_6453;
if (l_6461) {
const uint32 l_6462 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6463 = l_6462 ^ uint32(2147483648);
const float l_6464 = reinterpret_cast<float const&>(l_6463);
const uint32 l_6465 = reinterpret_cast<uint32 const&>(l_6464);
const uint32 l_6466 = l_6465 + uint32(1);
l_mut_3242 = l_6466;
const uint32 l_6467 = l_6465 & uint32(2147483647);
const bool l_6468 = l_6467 == uint32(0);
if (l_6468) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6469 = l_6465 & uint32(2147483648);
const bool l_6470 = l_6469 != uint32(0);
if (l_6470) {
const uint32 l_6471 = l_6465 - uint32(1);
l_mut_3242 = l_6471;
} else {
const bool l_6472 = l_6465 == uint32(2139095040);
if (l_6472) {
l_mut_3242 = l_6465;
}
}
}
const float l_6473 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6474 = reinterpret_cast<uint32 const&>(l_6473);
const uint32 l_6475 = l_6474 ^ uint32(2147483648);
const float l_6476 = reinterpret_cast<float const&>(l_6475);
const uint32 l_6477 = reinterpret_cast<uint32 const&>(l_6476);
const uint32 l_6478 = l_6477 & uint32(2147483647);
const float l_6479 = reinterpret_cast<float const&>(l_6478);
const double l_6480 = double(l_6479);
l_mut_2226 = l_6480;
const bool l_6481 = l_6478 < uint32(8388608);
if (l_6481) {
const double l_6482 = double(l_6478);
const double l_6483 = l_6482 * double(1.401298464324817e-45);
l_mut_2226 = l_6483;
}
const uint64 l_6484 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6485 = l_6477 >> uint32(31);
const uint64 l_6486 = uint64(l_6485);
const uint64 l_6487 = l_6486 << uint64(63);
const uint64 l_6488 = l_6484 | l_6487;
const double l_6489 = reinterpret_cast<double const&>(l_6488);
l_mut_2480 = l_6489;
} else {
const uint32 l_6490 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6491 = l_6490 + uint32(1);
l_mut_3242 = l_6491;
const uint32 l_6492 = l_6490 & uint32(2147483647);
const bool l_6493 = l_6492 == uint32(0);
if (l_6493) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6494 = l_6490 & uint32(2147483648);
const bool l_6495 = l_6494 != uint32(0);
if (l_6495) {
const uint32 l_6496 = l_6490 - uint32(1);
l_mut_3242 = l_6496;
} else {
const bool l_6497 = l_6490 == uint32(2139095040);
if (l_6497) {
l_mut_3242 = l_6490;
}
}
}
const float l_6498 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6499 = reinterpret_cast<uint32 const&>(l_6498);
const uint32 l_6500 = l_6499 & uint32(2147483647);
const float l_6501 = reinterpret_cast<float const&>(l_6500);
const double l_6502 = double(l_6501);
l_mut_2226 = l_6502;
const bool l_6503 = l_6500 < uint32(8388608);
if (l_6503) {
const double l_6504 = double(l_6500);
const double l_6505 = l_6504 * double(1.401298464324817e-45);
l_mut_2226 = l_6505;
}
const uint64 l_6506 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6507 = l_6499 >> uint32(31);
const uint64 l_6508 = uint64(l_6507);
const uint64 l_6509 = l_6508 << uint64(63);
const uint64 l_6510 = l_6506 | l_6509;
const double l_6511 = reinterpret_cast<double const&>(l_6510);
const bool l_6512 = l_6511 <= l_6453;
if (l_6512) {
const uint32 l_6513 = reinterpret_cast<uint32 const&>(l_6459);
const uint32 l_6514 = l_6513 + uint32(1);
l_mut_3242 = l_6514;
const uint32 l_6515 = l_6513 & uint32(2147483647);
const bool l_6516 = l_6515 == uint32(0);
if (l_6516) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6517 = l_6513 & uint32(2147483648);
const bool l_6518 = l_6517 != uint32(0);
if (l_6518) {
const uint32 l_6519 = l_6513 - uint32(1);
l_mut_3242 = l_6519;
} else {
const bool l_6520 = l_6513 == uint32(2139095040);
if (l_6520) {
l_mut_3242 = l_6513;
}
}
}
const float l_6521 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6522 = reinterpret_cast<uint32 const&>(l_6521);
const uint32 l_6523 = l_6522 & uint32(2147483647);
const float l_6524 = reinterpret_cast<float const&>(l_6523);
const double l_6525 = double(l_6524);
l_mut_2226 = l_6525;
const bool l_6526 = l_6523 < uint32(8388608);
if (l_6526) {
const double l_6527 = double(l_6523);
const double l_6528 = l_6527 * double(1.401298464324817e-45);
l_mut_2226 = l_6528;
}
const uint64 l_6529 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6530 = l_6522 >> uint32(31);
const uint64 l_6531 = uint64(l_6530);
const uint64 l_6532 = l_6531 << uint64(63);
const uint64 l_6533 = l_6529 | l_6532;
const double l_6534 = reinterpret_cast<double const&>(l_6533);
l_mut_2480 = l_6534;
}
}
}
l_mut_2736 = l_mut_2480;
}
const double l_6535 = abs(l_6282);
const double l_6536 = l_6535 * double(2.220446049250313e-16);
const double l_6537 = l_6278 + l_6536;
const double l_6538 = l_6282 + l_6537;
const double l_6539 = -l_6538;
const double l_6540 = l_6539 * double(7.1362384635298e44);
const double l_6541 = floor(l_6540);
const double l_6542 = l_6541 * double(1.401298464324817e-45);
l_mut_2480 = l_6542;
const double l_6543 = abs(l_6539);
const bool l_6544 = l_6543 >= double(1.1754943508222875e-38);
if (l_6544) {
const float l_6545 = float(l_6539);
const double l_6546 = double(l_6545);
l_mut_2480 = l_6546;
const bool l_6547 = l_mut_2480 > l_6539;
if (l_6547) {
const uint32 l_6548 = reinterpret_cast<uint32 const&>(l_6545);
const uint32 l_6549 = l_6548 ^ uint32(2147483648);
const float l_6550 = reinterpret_cast<float const&>(l_6549);
const uint32 l_6551 = reinterpret_cast<uint32 const&>(l_6550);
const uint32 l_6552 = l_6551 + uint32(1);
l_mut_3242 = l_6552;
const uint32 l_6553 = l_6551 & uint32(2147483647);
const bool l_6554 = l_6553 == uint32(0);
if (l_6554) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6555 = l_6551 & uint32(2147483648);
const bool l_6556 = l_6555 != uint32(0);
if (l_6556) {
const uint32 l_6557 = l_6551 - uint32(1);
l_mut_3242 = l_6557;
} else {
const bool l_6558 = l_6551 == uint32(2139095040);
if (l_6558) {
l_mut_3242 = l_6551;
}
}
}
const float l_6559 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6560 = reinterpret_cast<uint32 const&>(l_6559);
const uint32 l_6561 = l_6560 ^ uint32(2147483648);
const float l_6562 = reinterpret_cast<float const&>(l_6561);
const uint32 l_6563 = reinterpret_cast<uint32 const&>(l_6562);
const uint32 l_6564 = l_6563 & uint32(2147483647);
const float l_6565 = reinterpret_cast<float const&>(l_6564);
const double l_6566 = double(l_6565);
l_mut_2226 = l_6566;
const bool l_6567 = l_6564 < uint32(8388608);
if (l_6567) {
const double l_6568 = double(l_6564);
const double l_6569 = l_6568 * double(1.401298464324817e-45);
l_mut_2226 = l_6569;
}
const uint64 l_6570 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6571 = l_6563 >> uint32(31);
const uint64 l_6572 = uint64(l_6571);
const uint64 l_6573 = l_6572 << uint64(63);
const uint64 l_6574 = l_6570 | l_6573;
const double l_6575 = reinterpret_cast<double const&>(l_6574);
l_mut_2480 = l_6575;
} else {
const uint32 l_6576 = reinterpret_cast<uint32 const&>(l_6545);
const uint32 l_6577 = l_6576 + uint32(1);
l_mut_3242 = l_6577;
const uint32 l_6578 = l_6576 & uint32(2147483647);
const bool l_6579 = l_6578 == uint32(0);
if (l_6579) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6580 = l_6576 & uint32(2147483648);
const bool l_6581 = l_6580 != uint32(0);
if (l_6581) {
const uint32 l_6582 = l_6576 - uint32(1);
l_mut_3242 = l_6582;
} else {
const bool l_6583 = l_6576 == uint32(2139095040);
if (l_6583) {
l_mut_3242 = l_6576;
}
}
}
const float l_6584 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6585 = reinterpret_cast<uint32 const&>(l_6584);
const uint32 l_6586 = l_6585 & uint32(2147483647);
const float l_6587 = reinterpret_cast<float const&>(l_6586);
const double l_6588 = double(l_6587);
l_mut_2226 = l_6588;
const bool l_6589 = l_6586 < uint32(8388608);
if (l_6589) {
const double l_6590 = double(l_6586);
const double l_6591 = l_6590 * double(1.401298464324817e-45);
l_mut_2226 = l_6591;
}
const uint64 l_6592 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6593 = l_6585 >> uint32(31);
const uint64 l_6594 = uint64(l_6593);
const uint64 l_6595 = l_6594 << uint64(63);
const uint64 l_6596 = l_6592 | l_6595;
const double l_6597 = reinterpret_cast<double const&>(l_6596);
const bool l_6598 = l_6597 <= l_6539;
if (l_6598) {
const uint32 l_6599 = reinterpret_cast<uint32 const&>(l_6545);
const uint32 l_6600 = l_6599 + uint32(1);
l_mut_3242 = l_6600;
const uint32 l_6601 = l_6599 & uint32(2147483647);
const bool l_6602 = l_6601 == uint32(0);
if (l_6602) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6603 = l_6599 & uint32(2147483648);
const bool l_6604 = l_6603 != uint32(0);
if (l_6604) {
const uint32 l_6605 = l_6599 - uint32(1);
l_mut_3242 = l_6605;
} else {
const bool l_6606 = l_6599 == uint32(2139095040);
if (l_6606) {
l_mut_3242 = l_6599;
}
}
}
const float l_6607 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6608 = reinterpret_cast<uint32 const&>(l_6607);
const uint32 l_6609 = l_6608 & uint32(2147483647);
const float l_6610 = reinterpret_cast<float const&>(l_6609);
const double l_6611 = double(l_6610);
l_mut_2226 = l_6611;
const bool l_6612 = l_6609 < uint32(8388608);
if (l_6612) {
const double l_6613 = double(l_6609);
const double l_6614 = l_6613 * double(1.401298464324817e-45);
l_mut_2226 = l_6614;
}
const uint64 l_6615 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6616 = l_6608 >> uint32(31);
const uint64 l_6617 = uint64(l_6616);
const uint64 l_6618 = l_6617 << uint64(63);
const uint64 l_6619 = l_6615 | l_6618;
const double l_6620 = reinterpret_cast<double const&>(l_6619);
l_mut_2480 = l_6620;
}
}
}
const double l_6621 = -l_mut_2480;
l_mut_2480 = l_6621;
const bool l_6622 = bool(false) && bool(true);
if (l_6622) {
const double l_6623 = l_6282 + l_6537;
const double l_6624 = l_6623 * double(7.1362384635298e44);
const double l_6625 = floor(l_6624);
const double l_6626 = l_6625 * double(1.401298464324817e-45);
l_mut_2226 = l_6626;
const double l_6627 = abs(l_6623);
const bool l_6628 = l_6627 >= double(1.1754943508222875e-38);
if (l_6628) {
const float l_6629 = float(l_6623);
const double l_6630 = double(l_6629);
l_mut_2226 = l_6630;
const bool l_6631 = l_mut_2226 > l_6623;
if (l_6631) {
const uint32 l_6632 = reinterpret_cast<uint32 const&>(l_6629);
const uint32 l_6633 = l_6632 ^ uint32(2147483648);
const float l_6634 = reinterpret_cast<float const&>(l_6633);
const uint32 l_6635 = reinterpret_cast<uint32 const&>(l_6634);
const uint32 l_6636 = l_6635 + uint32(1);
l_mut_3242 = l_6636;
const uint32 l_6637 = l_6635 & uint32(2147483647);
const bool l_6638 = l_6637 == uint32(0);
if (l_6638) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6639 = l_6635 & uint32(2147483648);
const bool l_6640 = l_6639 != uint32(0);
if (l_6640) {
const uint32 l_6641 = l_6635 - uint32(1);
l_mut_3242 = l_6641;
} else {
const bool l_6642 = l_6635 == uint32(2139095040);
if (l_6642) {
l_mut_3242 = l_6635;
}
}
}
const float l_6643 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6644 = reinterpret_cast<uint32 const&>(l_6643);
const uint32 l_6645 = l_6644 ^ uint32(2147483648);
const float l_6646 = reinterpret_cast<float const&>(l_6645);
const uint32 l_6647 = reinterpret_cast<uint32 const&>(l_6646);
const uint32 l_6648 = l_6647 & uint32(2147483647);
const float l_6649 = reinterpret_cast<float const&>(l_6648);
const double l_6650 = double(l_6649);
l_mut_1211 = l_6650;
const bool l_6651 = l_6648 < uint32(8388608);
if (l_6651) {
const double l_6652 = double(l_6648);
const double l_6653 = l_6652 * double(1.401298464324817e-45);
l_mut_1211 = l_6653;
}
const uint64 l_6654 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6655 = l_6647 >> uint32(31);
const uint64 l_6656 = uint64(l_6655);
const uint64 l_6657 = l_6656 << uint64(63);
const uint64 l_6658 = l_6654 | l_6657;
const double l_6659 = reinterpret_cast<double const&>(l_6658);
l_mut_2226 = l_6659;
} else {
const uint32 l_6660 = reinterpret_cast<uint32 const&>(l_6629);
const uint32 l_6661 = l_6660 + uint32(1);
l_mut_3242 = l_6661;
const uint32 l_6662 = l_6660 & uint32(2147483647);
const bool l_6663 = l_6662 == uint32(0);
if (l_6663) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6664 = l_6660 & uint32(2147483648);
const bool l_6665 = l_6664 != uint32(0);
if (l_6665) {
const uint32 l_6666 = l_6660 - uint32(1);
l_mut_3242 = l_6666;
} else {
const bool l_6667 = l_6660 == uint32(2139095040);
if (l_6667) {
l_mut_3242 = l_6660;
}
}
}
const float l_6668 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6669 = reinterpret_cast<uint32 const&>(l_6668);
const uint32 l_6670 = l_6669 & uint32(2147483647);
const float l_6671 = reinterpret_cast<float const&>(l_6670);
const double l_6672 = double(l_6671);
l_mut_1211 = l_6672;
const bool l_6673 = l_6670 < uint32(8388608);
if (l_6673) {
const double l_6674 = double(l_6670);
const double l_6675 = l_6674 * double(1.401298464324817e-45);
l_mut_1211 = l_6675;
}
const uint64 l_6676 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6677 = l_6669 >> uint32(31);
const uint64 l_6678 = uint64(l_6677);
const uint64 l_6679 = l_6678 << uint64(63);
const uint64 l_6680 = l_6676 | l_6679;
const double l_6681 = reinterpret_cast<double const&>(l_6680);
const bool l_6682 = l_6681 <= l_6623;
if (l_6682) {
const uint32 l_6683 = reinterpret_cast<uint32 const&>(l_6629);
const uint32 l_6684 = l_6683 + uint32(1);
l_mut_3242 = l_6684;
const uint32 l_6685 = l_6683 & uint32(2147483647);
const bool l_6686 = l_6685 == uint32(0);
if (l_6686) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6687 = l_6683 & uint32(2147483648);
const bool l_6688 = l_6687 != uint32(0);
if (l_6688) {
const uint32 l_6689 = l_6683 - uint32(1);
l_mut_3242 = l_6689;
} else {
const bool l_6690 = l_6683 == uint32(2139095040);
if (l_6690) {
l_mut_3242 = l_6683;
}
}
}
const float l_6691 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6692 = reinterpret_cast<uint32 const&>(l_6691);
const uint32 l_6693 = l_6692 & uint32(2147483647);
const float l_6694 = reinterpret_cast<float const&>(l_6693);
const double l_6695 = double(l_6694);
l_mut_1211 = l_6695;
const bool l_6696 = l_6693 < uint32(8388608);
if (l_6696) {
const double l_6697 = double(l_6693);
const double l_6698 = l_6697 * double(1.401298464324817e-45);
l_mut_1211 = l_6698;
}
const uint64 l_6699 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6700 = l_6692 >> uint32(31);
const uint64 l_6701 = uint64(l_6700);
const uint64 l_6702 = l_6701 << uint64(63);
const uint64 l_6703 = l_6699 | l_6702;
const double l_6704 = reinterpret_cast<double const&>(l_6703);
l_mut_2226 = l_6704;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
const double l_6705 = l_6282 - l_6537;
const double l_6706 = -l_6705;
const double l_6707 = l_6706 * double(7.1362384635298e44);
const double l_6708 = floor(l_6707);
const double l_6709 = l_6708 * double(1.401298464324817e-45);
l_mut_2226 = l_6709;
const double l_6710 = abs(l_6706);
const bool l_6711 = l_6710 >= double(1.1754943508222875e-38);
if (l_6711) {
const float l_6712 = float(l_6706);
const double l_6713 = double(l_6712);
l_mut_2226 = l_6713;
const bool l_6714 = l_mut_2226 > l_6706;
if (l_6714) {
const uint32 l_6715 = reinterpret_cast<uint32 const&>(l_6712);
const uint32 l_6716 = l_6715 ^ uint32(2147483648);
const float l_6717 = reinterpret_cast<float const&>(l_6716);
const uint32 l_6718 = reinterpret_cast<uint32 const&>(l_6717);
const uint32 l_6719 = l_6718 + uint32(1);
l_mut_3242 = l_6719;
const uint32 l_6720 = l_6718 & uint32(2147483647);
const bool l_6721 = l_6720 == uint32(0);
if (l_6721) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6722 = l_6718 & uint32(2147483648);
const bool l_6723 = l_6722 != uint32(0);
if (l_6723) {
const uint32 l_6724 = l_6718 - uint32(1);
l_mut_3242 = l_6724;
} else {
const bool l_6725 = l_6718 == uint32(2139095040);
if (l_6725) {
l_mut_3242 = l_6718;
}
}
}
const float l_6726 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6727 = reinterpret_cast<uint32 const&>(l_6726);
const uint32 l_6728 = l_6727 ^ uint32(2147483648);
const float l_6729 = reinterpret_cast<float const&>(l_6728);
const uint32 l_6730 = reinterpret_cast<uint32 const&>(l_6729);
const uint32 l_6731 = l_6730 & uint32(2147483647);
const float l_6732 = reinterpret_cast<float const&>(l_6731);
const double l_6733 = double(l_6732);
l_mut_1211 = l_6733;
const bool l_6734 = l_6731 < uint32(8388608);
if (l_6734) {
const double l_6735 = double(l_6731);
const double l_6736 = l_6735 * double(1.401298464324817e-45);
l_mut_1211 = l_6736;
}
const uint64 l_6737 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6738 = l_6730 >> uint32(31);
const uint64 l_6739 = uint64(l_6738);
const uint64 l_6740 = l_6739 << uint64(63);
const uint64 l_6741 = l_6737 | l_6740;
const double l_6742 = reinterpret_cast<double const&>(l_6741);
l_mut_2226 = l_6742;
} else {
const uint32 l_6743 = reinterpret_cast<uint32 const&>(l_6712);
const uint32 l_6744 = l_6743 + uint32(1);
l_mut_3242 = l_6744;
const uint32 l_6745 = l_6743 & uint32(2147483647);
const bool l_6746 = l_6745 == uint32(0);
if (l_6746) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6747 = l_6743 & uint32(2147483648);
const bool l_6748 = l_6747 != uint32(0);
if (l_6748) {
const uint32 l_6749 = l_6743 - uint32(1);
l_mut_3242 = l_6749;
} else {
const bool l_6750 = l_6743 == uint32(2139095040);
if (l_6750) {
l_mut_3242 = l_6743;
}
}
}
const float l_6751 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6752 = reinterpret_cast<uint32 const&>(l_6751);
const uint32 l_6753 = l_6752 & uint32(2147483647);
const float l_6754 = reinterpret_cast<float const&>(l_6753);
const double l_6755 = double(l_6754);
l_mut_1211 = l_6755;
const bool l_6756 = l_6753 < uint32(8388608);
if (l_6756) {
const double l_6757 = double(l_6753);
const double l_6758 = l_6757 * double(1.401298464324817e-45);
l_mut_1211 = l_6758;
}
const uint64 l_6759 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6760 = l_6752 >> uint32(31);
const uint64 l_6761 = uint64(l_6760);
const uint64 l_6762 = l_6761 << uint64(63);
const uint64 l_6763 = l_6759 | l_6762;
const double l_6764 = reinterpret_cast<double const&>(l_6763);
const bool l_6765 = l_6764 <= l_6706;
if (l_6765) {
const uint32 l_6766 = reinterpret_cast<uint32 const&>(l_6712);
const uint32 l_6767 = l_6766 + uint32(1);
l_mut_3242 = l_6767;
const uint32 l_6768 = l_6766 & uint32(2147483647);
const bool l_6769 = l_6768 == uint32(0);
if (l_6769) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6770 = l_6766 & uint32(2147483648);
const bool l_6771 = l_6770 != uint32(0);
if (l_6771) {
const uint32 l_6772 = l_6766 - uint32(1);
l_mut_3242 = l_6772;
} else {
const bool l_6773 = l_6766 == uint32(2139095040);
if (l_6773) {
l_mut_3242 = l_6766;
}
}
}
const float l_6774 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6775 = reinterpret_cast<uint32 const&>(l_6774);
const uint32 l_6776 = l_6775 & uint32(2147483647);
const float l_6777 = reinterpret_cast<float const&>(l_6776);
const double l_6778 = double(l_6777);
l_mut_1211 = l_6778;
const bool l_6779 = l_6776 < uint32(8388608);
if (l_6779) {
const double l_6780 = double(l_6776);
const double l_6781 = l_6780 * double(1.401298464324817e-45);
l_mut_1211 = l_6781;
}
const uint64 l_6782 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_6783 = l_6775 >> uint32(31);
const uint64 l_6784 = uint64(l_6783);
const uint64 l_6785 = l_6784 << uint64(63);
const uint64 l_6786 = l_6782 | l_6785;
const double l_6787 = reinterpret_cast<double const&>(l_6786);
l_mut_2226 = l_6787;
}
}
}
const double l_6788 = -l_mut_2226;
l_mut_2480 = l_6788;
}
const double l_6790 = l_mut_2736 * l_30;
const double l_6791 = l_mut_2480 * l_30;
const double l_6792 = l_mut_2736 * l_30;
const double l_6793 = l_mut_2480 * l_30;
l_arr_6789[uint32(0)] = l_6790;
l_arr_6789[uint32(1)] = l_6790;
const double l_6794 = l_arr_6789[uint32(0)];
const bool l_6795 = l_6791 < l_6794;
if (l_6795) {
l_arr_6789[uint32(0)] = l_6791;
}
const double l_6796 = l_arr_6789[uint32(0)];
const bool l_6797 = l_6792 < l_6796;
if (l_6797) {
l_arr_6789[uint32(0)] = l_6792;
}
const double l_6798 = l_arr_6789[uint32(0)];
const bool l_6799 = l_6793 < l_6798;
if (l_6799) {
l_arr_6789[uint32(0)] = l_6793;
}
const double l_6800 = l_arr_6789[uint32(1)];
const bool l_6801 = l_6791 > l_6800;
if (l_6801) {
l_arr_6789[uint32(1)] = l_6791;
}
const double l_6802 = l_arr_6789[uint32(1)];
const bool l_6803 = l_6792 > l_6802;
if (l_6803) {
l_arr_6789[uint32(1)] = l_6792;
}
const double l_6804 = l_arr_6789[uint32(1)];
const bool l_6805 = l_6793 > l_6804;
if (l_6805) {
l_arr_6789[uint32(1)] = l_6793;
}
const double l_6806 = l_arr_6789[uint32(0)];
const double l_6807 = l_6806 * double(7.1362384635298e44);
const double l_6808 = floor(l_6807);
const double l_6809 = l_6808 * double(1.401298464324817e-45);
l_mut_2736 = l_6809;
const double l_6810 = abs(l_6806);
const bool l_6811 = l_6810 >= double(1.1754943508222875e-38);
if (l_6811) {
const float l_6812 = float(l_6806);
const double l_6813 = double(l_6812);
l_mut_2736 = l_6813;
const bool l_6814 = l_mut_2736 > l_6806;
if (l_6814) {
const uint32 l_6815 = reinterpret_cast<uint32 const&>(l_6812);
const uint32 l_6816 = l_6815 ^ uint32(2147483648);
const float l_6817 = reinterpret_cast<float const&>(l_6816);
const uint32 l_6818 = reinterpret_cast<uint32 const&>(l_6817);
const uint32 l_6819 = l_6818 + uint32(1);
l_mut_3242 = l_6819;
const uint32 l_6820 = l_6818 & uint32(2147483647);
const bool l_6821 = l_6820 == uint32(0);
if (l_6821) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6822 = l_6818 & uint32(2147483648);
const bool l_6823 = l_6822 != uint32(0);
if (l_6823) {
const uint32 l_6824 = l_6818 - uint32(1);
l_mut_3242 = l_6824;
} else {
const bool l_6825 = l_6818 == uint32(2139095040);
if (l_6825) {
l_mut_3242 = l_6818;
}
}
}
const float l_6826 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6827 = reinterpret_cast<uint32 const&>(l_6826);
const uint32 l_6828 = l_6827 ^ uint32(2147483648);
const float l_6829 = reinterpret_cast<float const&>(l_6828);
const uint32 l_6830 = reinterpret_cast<uint32 const&>(l_6829);
const uint32 l_6831 = l_6830 & uint32(2147483647);
const float l_6832 = reinterpret_cast<float const&>(l_6831);
const double l_6833 = double(l_6832);
l_mut_2480 = l_6833;
const bool l_6834 = l_6831 < uint32(8388608);
if (l_6834) {
const double l_6835 = double(l_6831);
const double l_6836 = l_6835 * double(1.401298464324817e-45);
l_mut_2480 = l_6836;
}
const uint64 l_6837 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6838 = l_6830 >> uint32(31);
const uint64 l_6839 = uint64(l_6838);
const uint64 l_6840 = l_6839 << uint64(63);
const uint64 l_6841 = l_6837 | l_6840;
const double l_6842 = reinterpret_cast<double const&>(l_6841);
l_mut_2736 = l_6842;
} else {
const uint32 l_6843 = reinterpret_cast<uint32 const&>(l_6812);
const uint32 l_6844 = l_6843 + uint32(1);
l_mut_3242 = l_6844;
const uint32 l_6845 = l_6843 & uint32(2147483647);
const bool l_6846 = l_6845 == uint32(0);
if (l_6846) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6847 = l_6843 & uint32(2147483648);
const bool l_6848 = l_6847 != uint32(0);
if (l_6848) {
const uint32 l_6849 = l_6843 - uint32(1);
l_mut_3242 = l_6849;
} else {
const bool l_6850 = l_6843 == uint32(2139095040);
if (l_6850) {
l_mut_3242 = l_6843;
}
}
}
const float l_6851 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6852 = reinterpret_cast<uint32 const&>(l_6851);
const uint32 l_6853 = l_6852 & uint32(2147483647);
const float l_6854 = reinterpret_cast<float const&>(l_6853);
const double l_6855 = double(l_6854);
l_mut_2480 = l_6855;
const bool l_6856 = l_6853 < uint32(8388608);
if (l_6856) {
const double l_6857 = double(l_6853);
const double l_6858 = l_6857 * double(1.401298464324817e-45);
l_mut_2480 = l_6858;
}
const uint64 l_6859 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6860 = l_6852 >> uint32(31);
const uint64 l_6861 = uint64(l_6860);
const uint64 l_6862 = l_6861 << uint64(63);
const uint64 l_6863 = l_6859 | l_6862;
const double l_6864 = reinterpret_cast<double const&>(l_6863);
const bool l_6865 = l_6864 <= l_6806;
if (l_6865) {
const uint32 l_6866 = reinterpret_cast<uint32 const&>(l_6812);
const uint32 l_6867 = l_6866 + uint32(1);
l_mut_3242 = l_6867;
const uint32 l_6868 = l_6866 & uint32(2147483647);
const bool l_6869 = l_6868 == uint32(0);
if (l_6869) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6870 = l_6866 & uint32(2147483648);
const bool l_6871 = l_6870 != uint32(0);
if (l_6871) {
const uint32 l_6872 = l_6866 - uint32(1);
l_mut_3242 = l_6872;
} else {
const bool l_6873 = l_6866 == uint32(2139095040);
if (l_6873) {
l_mut_3242 = l_6866;
}
}
}
const float l_6874 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6875 = reinterpret_cast<uint32 const&>(l_6874);
const uint32 l_6876 = l_6875 & uint32(2147483647);
const float l_6877 = reinterpret_cast<float const&>(l_6876);
const double l_6878 = double(l_6877);
l_mut_2480 = l_6878;
const bool l_6879 = l_6876 < uint32(8388608);
if (l_6879) {
const double l_6880 = double(l_6876);
const double l_6881 = l_6880 * double(1.401298464324817e-45);
l_mut_2480 = l_6881;
}
const uint64 l_6882 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_6883 = l_6875 >> uint32(31);
const uint64 l_6884 = uint64(l_6883);
const uint64 l_6885 = l_6884 << uint64(63);
const uint64 l_6886 = l_6882 | l_6885;
const double l_6887 = reinterpret_cast<double const&>(l_6886);
l_mut_2736 = l_6887;
}
}
}
const double l_6888 = l_arr_6789[uint32(1)];
const double l_6889 = -l_6888;
const double l_6890 = l_6889 * double(7.1362384635298e44);
const double l_6891 = floor(l_6890);
const double l_6892 = l_6891 * double(1.401298464324817e-45);
l_mut_2480 = l_6892;
const double l_6893 = abs(l_6889);
const bool l_6894 = l_6893 >= double(1.1754943508222875e-38);
if (l_6894) {
const float l_6895 = float(l_6889);
const double l_6896 = double(l_6895);
l_mut_2480 = l_6896;
const bool l_6897 = l_mut_2480 > l_6889;
if (l_6897) {
const uint32 l_6898 = reinterpret_cast<uint32 const&>(l_6895);
const uint32 l_6899 = l_6898 ^ uint32(2147483648);
const float l_6900 = reinterpret_cast<float const&>(l_6899);
const uint32 l_6901 = reinterpret_cast<uint32 const&>(l_6900);
const uint32 l_6902 = l_6901 + uint32(1);
l_mut_3242 = l_6902;
const uint32 l_6903 = l_6901 & uint32(2147483647);
const bool l_6904 = l_6903 == uint32(0);
if (l_6904) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6905 = l_6901 & uint32(2147483648);
const bool l_6906 = l_6905 != uint32(0);
if (l_6906) {
const uint32 l_6907 = l_6901 - uint32(1);
l_mut_3242 = l_6907;
} else {
const bool l_6908 = l_6901 == uint32(2139095040);
if (l_6908) {
l_mut_3242 = l_6901;
}
}
}
const float l_6909 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6910 = reinterpret_cast<uint32 const&>(l_6909);
const uint32 l_6911 = l_6910 ^ uint32(2147483648);
const float l_6912 = reinterpret_cast<float const&>(l_6911);
const uint32 l_6913 = reinterpret_cast<uint32 const&>(l_6912);
const uint32 l_6914 = l_6913 & uint32(2147483647);
const float l_6915 = reinterpret_cast<float const&>(l_6914);
const double l_6916 = double(l_6915);
l_mut_2226 = l_6916;
const bool l_6917 = l_6914 < uint32(8388608);
if (l_6917) {
const double l_6918 = double(l_6914);
const double l_6919 = l_6918 * double(1.401298464324817e-45);
l_mut_2226 = l_6919;
}
const uint64 l_6920 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6921 = l_6913 >> uint32(31);
const uint64 l_6922 = uint64(l_6921);
const uint64 l_6923 = l_6922 << uint64(63);
const uint64 l_6924 = l_6920 | l_6923;
const double l_6925 = reinterpret_cast<double const&>(l_6924);
l_mut_2480 = l_6925;
} else {
const uint32 l_6926 = reinterpret_cast<uint32 const&>(l_6895);
const uint32 l_6927 = l_6926 + uint32(1);
l_mut_3242 = l_6927;
const uint32 l_6928 = l_6926 & uint32(2147483647);
const bool l_6929 = l_6928 == uint32(0);
if (l_6929) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6930 = l_6926 & uint32(2147483648);
const bool l_6931 = l_6930 != uint32(0);
if (l_6931) {
const uint32 l_6932 = l_6926 - uint32(1);
l_mut_3242 = l_6932;
} else {
const bool l_6933 = l_6926 == uint32(2139095040);
if (l_6933) {
l_mut_3242 = l_6926;
}
}
}
const float l_6934 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6935 = reinterpret_cast<uint32 const&>(l_6934);
const uint32 l_6936 = l_6935 & uint32(2147483647);
const float l_6937 = reinterpret_cast<float const&>(l_6936);
const double l_6938 = double(l_6937);
l_mut_2226 = l_6938;
const bool l_6939 = l_6936 < uint32(8388608);
if (l_6939) {
const double l_6940 = double(l_6936);
const double l_6941 = l_6940 * double(1.401298464324817e-45);
l_mut_2226 = l_6941;
}
const uint64 l_6942 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6943 = l_6935 >> uint32(31);
const uint64 l_6944 = uint64(l_6943);
const uint64 l_6945 = l_6944 << uint64(63);
const uint64 l_6946 = l_6942 | l_6945;
const double l_6947 = reinterpret_cast<double const&>(l_6946);
const bool l_6948 = l_6947 <= l_6889;
if (l_6948) {
const uint32 l_6949 = reinterpret_cast<uint32 const&>(l_6895);
const uint32 l_6950 = l_6949 + uint32(1);
l_mut_3242 = l_6950;
const uint32 l_6951 = l_6949 & uint32(2147483647);
const bool l_6952 = l_6951 == uint32(0);
if (l_6952) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_6953 = l_6949 & uint32(2147483648);
const bool l_6954 = l_6953 != uint32(0);
if (l_6954) {
const uint32 l_6955 = l_6949 - uint32(1);
l_mut_3242 = l_6955;
} else {
const bool l_6956 = l_6949 == uint32(2139095040);
if (l_6956) {
l_mut_3242 = l_6949;
}
}
}
const float l_6957 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_6958 = reinterpret_cast<uint32 const&>(l_6957);
const uint32 l_6959 = l_6958 & uint32(2147483647);
const float l_6960 = reinterpret_cast<float const&>(l_6959);
const double l_6961 = double(l_6960);
l_mut_2226 = l_6961;
const bool l_6962 = l_6959 < uint32(8388608);
if (l_6962) {
const double l_6963 = double(l_6959);
const double l_6964 = l_6963 * double(1.401298464324817e-45);
l_mut_2226 = l_6964;
}
const uint64 l_6965 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_6966 = l_6958 >> uint32(31);
const uint64 l_6967 = uint64(l_6966);
const uint64 l_6968 = l_6967 << uint64(63);
const uint64 l_6969 = l_6965 | l_6968;
const double l_6970 = reinterpret_cast<double const&>(l_6969);
l_mut_2480 = l_6970;
}
}
}
const double l_6971 = -l_mut_2480;
l_mut_3242 = uint32(2);
const bool l_6972 = l_9 == uint32(17);
if (l_6972) {
l_mut_2480 = l_mut_2736;
const bool l_6973 = l_mut_2736 > double(1000.0);
if (l_6973) {
const uint64 l_6974 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint64 l_6975 = l_6974 | uint64(9218868437227405312);
const uint64 l_6976 = l_6975 & uint64(18442240474082181120);
const double l_6977 = reinterpret_cast<double const&>(l_6976);
l_mut_2480 = l_6977;
} else {
const bool l_6978 = l_mut_2736 < double(-1000.0);
if (l_6978) {
l_mut_2480 = double(0.0);
} else {
const bool l_6979 = isnan(l_mut_2736);
const bool l_6980 = !l_6979;
if (l_6980) {
const double l_6981 = l_mut_2736 + double(0.5);
const double l_6982 = floor(l_6981);
const double l_6983 = l_mut_2736 - l_6982;
const double l_6984 = l_6983 * double(0.6931471824645996);
const double l_6985 = l_6983 * double(-1.904654299957768e-9);
const double l_6986 = l_6984 + l_6985;
l_mut_2226 = l_6986;
const bool l_6987 = isnan(l_6986);
if (l_6987) {
} else {
const bool l_6988 = l_6986 < double(-700.0);
if (l_6988) {
l_mut_2226 = double(0.0);
} else {
const bool l_6989 = l_6986 > double(700.0);
if (l_6989) {
const uint64 l_6990 = reinterpret_cast<uint64 const&>(l_6986);
const uint64 l_6991 = l_6990 | uint64(9218868437227405312);
const uint64 l_6992 = l_6991 & uint64(18442240474082181120);
const double l_6993 = reinterpret_cast<double const&>(l_6992);
l_mut_2226 = l_6993;
} else {
const double l_6994 = l_6986 * double(1.4426950408889634);
const double l_6995 = l_6994 + double(0.5);
const double l_6996 = floor(l_6995);
const double l_6997 = l_6996 * double(0.6931471824645996);
const double l_6998 = l_6984 - l_6997;
const double l_6999 = l_6998 * l_4;
const double l_7000 = l_6996 * double(-1.904654299957768e-9);
const double l_7001 = l_6985 - l_7000;
const double l_7002 = l_6999 + l_7001;
const double l_7003 = l_7002 * double(7.647163731819816e-13);
const double l_7004 = l_7003 + double(1.1470745597729725e-11);
l_mut_1211 = l_7004;
const double l_7005 = l_mut_1211 * l_7002;
const double l_7006 = l_7005 + double(1.6059043836821613e-10);
l_mut_1211 = l_7006;
const double l_7007 = l_mut_1211 * l_7002;
const double l_7008 = l_7007 + double(2.08767569878681e-9);
l_mut_1211 = l_7008;
const double l_7009 = l_mut_1211 * l_7002;
const double l_7010 = l_7009 + double(2.505210838544172e-8);
l_mut_1211 = l_7010;
const double l_7011 = l_mut_1211 * l_7002;
const double l_7012 = l_7011 + double(2.755731922398589e-7);
l_mut_1211 = l_7012;
const double l_7013 = l_mut_1211 * l_7002;
const double l_7014 = l_7013 + double(2.7557319223985893e-6);
l_mut_1211 = l_7014;
const double l_7015 = l_mut_1211 * l_7002;
const double l_7016 = l_7015 + double(2.48015873015873e-5);
l_mut_1211 = l_7016;
const double l_7017 = l_mut_1211 * l_7002;
const double l_7018 = l_7017 + double(0.0001984126984126984);
l_mut_1211 = l_7018;
const double l_7019 = l_mut_1211 * l_7002;
const double l_7020 = l_7019 + double(0.001388888888888889);
l_mut_1211 = l_7020;
const double l_7021 = l_mut_1211 * l_7002;
const double l_7022 = l_7021 + double(0.008333333333333333);
l_mut_1211 = l_7022;
const double l_7023 = l_mut_1211 * l_7002;
const double l_7024 = l_7023 + double(0.041666666666666664);
l_mut_1211 = l_7024;
const double l_7025 = l_mut_1211 * l_7002;
const double l_7026 = l_7025 + double(0.16666666666666666);
l_mut_1211 = l_7026;
const double l_7027 = l_mut_1211 * l_7002;
const double l_7028 = l_7027 + double(0.5);
l_mut_1211 = l_7028;
const double l_7029 = l_7002 * l_7002;
const double l_7030 = l_7029 * l_mut_1211;
const double l_7031 = l_7002 + l_7030;
const double l_7032 = double(1.0) + l_7031;
const int32 l_7033 = int32(l_6996);
const int32 l_7034 = l_7033 + int32(1023);
const uint64 l_7035 = uint64(l_7034);
const uint64 l_7036 = l_7035 << uint64(52);
const double l_7037 = reinterpret_cast<double const&>(l_7036);
const double l_7038 = l_7032 * l_7037;
l_mut_2226 = l_7038;
}
}
}
const int32 l_7039 = int32(l_6982);
const int32 l_7040 = l_7039 + int32(1023);
const uint64 l_7041 = uint64(l_7040);
const uint64 l_7042 = l_7041 << uint64(52);
const double l_7043 = reinterpret_cast<double const&>(l_7042);
const double l_7044 = l_mut_2226 * l_7043;
l_mut_2480 = l_7044;
}
}
}
l_mut_2226 = l_6971;
const bool l_7045 = l_6971 > double(1000.0);
if (l_7045) {
const uint64 l_7046 = reinterpret_cast<uint64 const&>(l_6971);
const uint64 l_7047 = l_7046 | uint64(9218868437227405312);
const uint64 l_7048 = l_7047 & uint64(18442240474082181120);
const double l_7049 = reinterpret_cast<double const&>(l_7048);
l_mut_2226 = l_7049;
} else {
const bool l_7050 = l_6971 < double(-1000.0);
if (l_7050) {
l_mut_2226 = double(0.0);
} else {
const bool l_7051 = isnan(l_6971);
const bool l_7052 = !l_7051;
if (l_7052) {
const double l_7053 = l_6971 + double(0.5);
const double l_7054 = floor(l_7053);
const double l_7055 = l_6971 - l_7054;
const double l_7056 = l_7055 * double(0.6931471824645996);
const double l_7057 = l_7055 * double(-1.904654299957768e-9);
const double l_7058 = l_7056 + l_7057;
l_mut_1211 = l_7058;
const bool l_7059 = isnan(l_7058);
if (l_7059) {
} else {
const bool l_7060 = l_7058 < double(-700.0);
if (l_7060) {
l_mut_1211 = double(0.0);
} else {
const bool l_7061 = l_7058 > double(700.0);
if (l_7061) {
const uint64 l_7062 = reinterpret_cast<uint64 const&>(l_7058);
const uint64 l_7063 = l_7062 | uint64(9218868437227405312);
const uint64 l_7064 = l_7063 & uint64(18442240474082181120);
const double l_7065 = reinterpret_cast<double const&>(l_7064);
l_mut_1211 = l_7065;
} else {
const double l_7066 = l_7058 * double(1.4426950408889634);
const double l_7067 = l_7066 + double(0.5);
const double l_7068 = floor(l_7067);
const double l_7069 = l_7068 * double(0.6931471824645996);
const double l_7070 = l_7056 - l_7069;
const double l_7071 = l_7070 * l_4;
const double l_7072 = l_7068 * double(-1.904654299957768e-9);
const double l_7073 = l_7057 - l_7072;
const double l_7074 = l_7071 + l_7073;
const double l_7075 = l_7074 * double(7.647163731819816e-13);
const double l_7076 = l_7075 + double(1.1470745597729725e-11);
l_mut_1128 = l_7076;
const double l_7077 = l_mut_1128 * l_7074;
const double l_7078 = l_7077 + double(1.6059043836821613e-10);
l_mut_1128 = l_7078;
const double l_7079 = l_mut_1128 * l_7074;
const double l_7080 = l_7079 + double(2.08767569878681e-9);
l_mut_1128 = l_7080;
const double l_7081 = l_mut_1128 * l_7074;
const double l_7082 = l_7081 + double(2.505210838544172e-8);
l_mut_1128 = l_7082;
const double l_7083 = l_mut_1128 * l_7074;
const double l_7084 = l_7083 + double(2.755731922398589e-7);
l_mut_1128 = l_7084;
const double l_7085 = l_mut_1128 * l_7074;
const double l_7086 = l_7085 + double(2.7557319223985893e-6);
l_mut_1128 = l_7086;
const double l_7087 = l_mut_1128 * l_7074;
const double l_7088 = l_7087 + double(2.48015873015873e-5);
l_mut_1128 = l_7088;
const double l_7089 = l_mut_1128 * l_7074;
const double l_7090 = l_7089 + double(0.0001984126984126984);
l_mut_1128 = l_7090;
const double l_7091 = l_mut_1128 * l_7074;
const double l_7092 = l_7091 + double(0.001388888888888889);
l_mut_1128 = l_7092;
const double l_7093 = l_mut_1128 * l_7074;
const double l_7094 = l_7093 + double(0.008333333333333333);
l_mut_1128 = l_7094;
const double l_7095 = l_mut_1128 * l_7074;
const double l_7096 = l_7095 + double(0.041666666666666664);
l_mut_1128 = l_7096;
const double l_7097 = l_mut_1128 * l_7074;
const double l_7098 = l_7097 + double(0.16666666666666666);
l_mut_1128 = l_7098;
const double l_7099 = l_mut_1128 * l_7074;
const double l_7100 = l_7099 + double(0.5);
l_mut_1128 = l_7100;
const double l_7101 = l_7074 * l_7074;
const double l_7102 = l_7101 * l_mut_1128;
const double l_7103 = l_7074 + l_7102;
const double l_7104 = double(1.0) + l_7103;
const int32 l_7105 = int32(l_7068);
const int32 l_7106 = l_7105 + int32(1023);
const uint64 l_7107 = uint64(l_7106);
const uint64 l_7108 = l_7107 << uint64(52);
const double l_7109 = reinterpret_cast<double const&>(l_7108);
const double l_7110 = l_7104 * l_7109;
l_mut_1211 = l_7110;
}
}
}
const int32 l_7111 = int32(l_7054);
const int32 l_7112 = l_7111 + int32(1023);
const uint64 l_7113 = uint64(l_7112);
const uint64 l_7114 = l_7113 << uint64(52);
const double l_7115 = reinterpret_cast<double const&>(l_7114);
const double l_7116 = l_mut_1211 * l_7115;
l_mut_2226 = l_7116;
}
}
}
const double l_7117 = l_mut_2480 * double(1.4551915228366852e-11);
const double l_7118 = l_mut_2226 * double(1.4551915228366852e-11);
l_mut_94 = uint32(2);
const double l_7119 = l_mut_2480 - l_7117;
const double l_7120 = abs(l_7119);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7121 = l_7120 >= double(1.1754943508222875e-38);
const bool l_7122 = l_7120 <= double(1.7976931348623157e308);
const bool l_7123 = l_7121 && l_7122;
if (l_7123) {
const uint64 l_7124 = reinterpret_cast<uint64 const&>(l_7120);
const uint64 l_7125 = l_7124 >> uint64(52);
const uint64 l_7126 = l_7125 - uint64(23);
const uint64 l_7127 = l_7126 << uint64(52);
const double l_7128 = reinterpret_cast<double const&>(l_7127);
l_mut_1211 = l_7128;
}
const double l_7129 = l_mut_2480 + l_7117;
const double l_7130 = abs(l_7129);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_7131 = l_7130 >= double(1.1754943508222875e-38);
const bool l_7132 = l_7130 <= double(1.7976931348623157e308);
const bool l_7133 = l_7131 && l_7132;
if (l_7133) {
const uint64 l_7134 = reinterpret_cast<uint64 const&>(l_7130);
const uint64 l_7135 = l_7134 >> uint64(52);
const uint64 l_7136 = l_7135 - uint64(23);
const uint64 l_7137 = l_7136 << uint64(52);
const double l_7138 = reinterpret_cast<double const&>(l_7137);
l_mut_1128 = l_7138;
}
const bool l_7139 = l_mut_1211 == l_mut_1128;
const double l_7140 = l_mut_2226 - l_7118;
const double l_7141 = abs(l_7140);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7142 = l_7141 >= double(1.1754943508222875e-38);
const bool l_7143 = l_7141 <= double(1.7976931348623157e308);
const bool l_7144 = l_7142 && l_7143;
if (l_7144) {
const uint64 l_7145 = reinterpret_cast<uint64 const&>(l_7141);
const uint64 l_7146 = l_7145 >> uint64(52);
const uint64 l_7147 = l_7146 - uint64(23);
const uint64 l_7148 = l_7147 << uint64(52);
const double l_7149 = reinterpret_cast<double const&>(l_7148);
l_mut_1211 = l_7149;
}
const double l_7150 = l_mut_2226 + l_7118;
const double l_7151 = abs(l_7150);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_7152 = l_7151 >= double(1.1754943508222875e-38);
const bool l_7153 = l_7151 <= double(1.7976931348623157e308);
const bool l_7154 = l_7152 && l_7153;
if (l_7154) {
const uint64 l_7155 = reinterpret_cast<uint64 const&>(l_7151);
const uint64 l_7156 = l_7155 >> uint64(52);
const uint64 l_7157 = l_7156 - uint64(23);
const uint64 l_7158 = l_7157 << uint64(52);
const double l_7159 = reinterpret_cast<double const&>(l_7158);
l_mut_1128 = l_7159;
}
const bool l_7160 = l_mut_1211 == l_mut_1128;
const bool l_7161 = l_7139 && l_7160;
if (l_7161) {
const double l_7162 = l_20 * l_mut_2480;
const double l_7163 = abs(l_mut_2480);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7164 = l_7163 >= double(1.1754943508222875e-38);
const bool l_7165 = l_7163 <= double(1.7976931348623157e308);
const bool l_7166 = l_7164 && l_7165;
if (l_7166) {
const uint64 l_7167 = reinterpret_cast<uint64 const&>(l_7163);
const uint64 l_7168 = l_7167 >> uint64(52);
const uint64 l_7169 = l_7168 - uint64(23);
const uint64 l_7170 = l_7169 << uint64(52);
const double l_7171 = reinterpret_cast<double const&>(l_7170);
l_mut_1211 = l_7171;
}
const double l_7172 = double(0.5) * l_mut_1211;
l_mut_1211 = l_7162;
const bool l_7173 = l_7172 > l_7162;
if (l_7173) {
l_mut_1211 = l_7172;
}
const double l_7174 = l_20 * l_mut_2226;
const double l_7175 = abs(l_mut_2226);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_7176 = l_7175 >= double(1.1754943508222875e-38);
const bool l_7177 = l_7175 <= double(1.7976931348623157e308);
const bool l_7178 = l_7176 && l_7177;
if (l_7178) {
const uint64 l_7179 = reinterpret_cast<uint64 const&>(l_7175);
const uint64 l_7180 = l_7179 >> uint64(52);
const uint64 l_7181 = l_7180 - uint64(23);
const uint64 l_7182 = l_7181 << uint64(52);
const double l_7183 = reinterpret_cast<double const&>(l_7182);
l_mut_1128 = l_7183;
}
const double l_7184 = double(0.5) * l_mut_1128;
l_mut_1128 = l_7174;
const bool l_7185 = l_7184 > l_7174;
if (l_7185) {
l_mut_1128 = l_7184;
}
const double l_7186 = l_mut_2480 - l_mut_1211;
const double l_7187 = l_mut_2226 + l_mut_1128;
const uint32 l_7188 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7189 = l_7188 & uint32(2147483647);
const float l_7190 = reinterpret_cast<float const&>(l_7189);
const double l_7191 = double(l_7190);
l_mut_2480 = l_7191;
const bool l_7192 = l_7189 < uint32(8388608);
if (l_7192) {
const double l_7193 = double(l_7189);
const double l_7194 = l_7193 * double(1.401298464324817e-45);
l_mut_2480 = l_7194;
}
const uint64 l_7195 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7196 = l_7188 >> uint32(31);
const uint64 l_7197 = uint64(l_7196);
const uint64 l_7198 = l_7197 << uint64(63);
const uint64 l_7199 = l_7195 | l_7198;
const double l_7200 = reinterpret_cast<double const&>(l_7199);
const uint32 l_7201 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7202 = l_7201 + uint32(1);
l_mut_52 = l_7202;
const uint32 l_7203 = l_7201 & uint32(2147483647);
const bool l_7204 = l_7203 == uint32(0);
if (l_7204) {
l_mut_52 = uint32(1);
} else {
const uint32 l_7205 = l_7201 & uint32(2147483648);
const bool l_7206 = l_7205 != uint32(0);
if (l_7206) {
const uint32 l_7207 = l_7201 - uint32(1);
l_mut_52 = l_7207;
} else {
const bool l_7208 = l_7201 == uint32(2139095040);
if (l_7208) {
l_mut_52 = l_7201;
}
}
}
const float l_7209 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_7210 = reinterpret_cast<uint32 const&>(l_7209);
const uint32 l_7211 = l_7210 & uint32(2147483647);
const float l_7212 = reinterpret_cast<float const&>(l_7211);
const double l_7213 = double(l_7212);
l_mut_2480 = l_7213;
const bool l_7214 = l_7211 < uint32(8388608);
if (l_7214) {
const double l_7215 = double(l_7211);
const double l_7216 = l_7215 * double(1.401298464324817e-45);
l_mut_2480 = l_7216;
}
const uint64 l_7217 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7218 = l_7210 >> uint32(31);
const uint64 l_7219 = uint64(l_7218);
const uint64 l_7220 = l_7219 << uint64(63);
const uint64 l_7221 = l_7217 | l_7220;
const double l_7222 = reinterpret_cast<double const&>(l_7221);
const uint32 l_7223 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7224 = l_7223 ^ uint32(2147483648);
const float l_7225 = reinterpret_cast<float const&>(l_7224);
const uint32 l_7226 = reinterpret_cast<uint32 const&>(l_7225);
const uint32 l_7227 = l_7226 + uint32(1);
l_mut_52 = l_7227;
const uint32 l_7228 = l_7226 & uint32(2147483647);
const bool l_7229 = l_7228 == uint32(0);
if (l_7229) {
l_mut_52 = uint32(1);
} else {
const uint32 l_7230 = l_7226 & uint32(2147483648);
const bool l_7231 = l_7230 != uint32(0);
if (l_7231) {
const uint32 l_7232 = l_7226 - uint32(1);
l_mut_52 = l_7232;
} else {
const bool l_7233 = l_7226 == uint32(2139095040);
if (l_7233) {
l_mut_52 = l_7226;
}
}
}
const float l_7234 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_7235 = reinterpret_cast<uint32 const&>(l_7234);
const uint32 l_7236 = l_7235 ^ uint32(2147483648);
const float l_7237 = reinterpret_cast<float const&>(l_7236);
const uint32 l_7238 = reinterpret_cast<uint32 const&>(l_7237);
const uint32 l_7239 = l_7238 & uint32(2147483647);
const float l_7240 = reinterpret_cast<float const&>(l_7239);
const double l_7241 = double(l_7240);
l_mut_2480 = l_7241;
const bool l_7242 = l_7239 < uint32(8388608);
if (l_7242) {
const double l_7243 = double(l_7239);
const double l_7244 = l_7243 * double(1.401298464324817e-45);
l_mut_2480 = l_7244;
}
const uint64 l_7245 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7246 = l_7238 >> uint32(31);
const uint64 l_7247 = uint64(l_7246);
const uint64 l_7248 = l_7247 << uint64(63);
const uint64 l_7249 = l_7245 | l_7248;
const double l_7250 = reinterpret_cast<double const&>(l_7249);
const double l_7251 = l_7186 + l_7117;
const bool l_7252 = l_7251 <= l_7200;
l_mut_151 = l_7252;
const double l_7253 = l_7186 - l_7117;
const bool l_7254 = l_7253 > l_7200;
l_mut_148 = l_7254;
const double l_7255 = l_7187 - l_7118;
const bool l_7256 = l_7255 >= l_7200;
l_mut_145 = l_7256;
const double l_7257 = l_7187 + l_7118;
const bool l_7258 = l_7257 < l_7200;
l_mut_7259 = l_7258;
l_mut_52 = uint32(2);
const bool l_7260 = l_mut_148 || l_mut_7259;
if (l_7260) {
l_mut_52 = uint32(1);
} else {
const bool l_7261 = l_mut_151 && l_mut_145;
if (l_7261) {
l_mut_52 = uint32(0);
}
}
const uint32 l_7262 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7263 = l_7262 & uint32(2147483647);
const bool l_7264 = l_7263 == uint32(0);
if (l_7264) {
const double l_7265 = l_7186 + l_7117;
const bool l_7266 = l_7265 < double(1.1754943508222875e-38);
const double l_7267 = l_7187 - l_7118;
const bool l_7268 = l_7267 > double(-1.1754943508222875e-38);
const bool l_7269 = l_7266 && l_7268;
const double l_7270 = l_7186 - l_7117;
const bool l_7271 = l_7270 < double(1.1754943508222875e-38);
const double l_7272 = l_7187 + l_7118;
const bool l_7273 = l_7272 > double(-1.1754943508222875e-38);
const bool l_7274 = l_7271 && l_7273;
if (l_7269) {
l_mut_52 = uint32(0);
} else {
const bool l_7275 = l_mut_52 == uint32(1);
const bool l_7276 = l_7274 && l_7275;
if (l_7276) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
l_mut_3242 = l_mut_94;
}
const bool l_7277 = l_9 == uint32(16);
if (l_7277) {
const double l_7278 = abs(l_mut_2736);
const double l_7279 = abs(l_6971);
l_mut_2480 = l_7278;
const bool l_7280 = l_7279 > l_7278;
if (l_7280) {
l_mut_2480 = l_7279;
}
const double l_7281 = double(2.0) * l_mut_2480;
const double l_7282 = l_26 + l_7281;
l_mut_2226 = l_7282;
if (l_6162) {
const double l_7283 = double(2.0) * l_mut_2480;
const double l_7284 = floor(l_7283);
const double l_7285 = l_26 + l_7284;
l_mut_2226 = l_7285;
}
l_mut_94 = uint32(2);
const bool l_7286 = l_mut_2480 <= double(300.0);
if (l_7286) {
l_mut_2480 = l_mut_2736;
const bool l_7287 = l_mut_2736 > double(1000.0);
if (l_7287) {
const uint64 l_7288 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint64 l_7289 = l_7288 | uint64(9218868437227405312);
const uint64 l_7290 = l_7289 & uint64(18442240474082181120);
const double l_7291 = reinterpret_cast<double const&>(l_7290);
l_mut_2480 = l_7291;
} else {
const bool l_7292 = l_mut_2736 < double(-1000.0);
if (l_7292) {
l_mut_2480 = double(0.0);
} else {
const bool l_7293 = isnan(l_mut_2736);
const bool l_7294 = !l_7293;
if (l_7294) {
const double l_7295 = l_mut_2736 + double(0.5);
const double l_7296 = floor(l_7295);
const double l_7297 = l_mut_2736 - l_7296;
const double l_7298 = l_7297 * double(0.6931471824645996);
const double l_7299 = l_7297 * double(-1.904654299957768e-9);
const double l_7300 = l_7298 + l_7299;
l_mut_2736 = l_7300;
const bool l_7301 = isnan(l_7300);
if (l_7301) {
} else {
const bool l_7302 = l_7300 < double(-700.0);
if (l_7302) {
l_mut_2736 = double(0.0);
} else {
const bool l_7303 = l_7300 > double(700.0);
if (l_7303) {
const uint64 l_7304 = reinterpret_cast<uint64 const&>(l_7300);
const uint64 l_7305 = l_7304 | uint64(9218868437227405312);
const uint64 l_7306 = l_7305 & uint64(18442240474082181120);
const double l_7307 = reinterpret_cast<double const&>(l_7306);
l_mut_2736 = l_7307;
} else {
const double l_7308 = l_7300 * double(1.4426950408889634);
const double l_7309 = l_7308 + double(0.5);
const double l_7310 = floor(l_7309);
const double l_7311 = l_7310 * double(0.6931471824645996);
const double l_7312 = l_7298 - l_7311;
const double l_7313 = l_7312 * l_4;
const double l_7314 = l_7310 * double(-1.904654299957768e-9);
const double l_7315 = l_7299 - l_7314;
const double l_7316 = l_7313 + l_7315;
const double l_7317 = l_7316 * double(7.647163731819816e-13);
const double l_7318 = l_7317 + double(1.1470745597729725e-11);
l_mut_1211 = l_7318;
const double l_7319 = l_mut_1211 * l_7316;
const double l_7320 = l_7319 + double(1.6059043836821613e-10);
l_mut_1211 = l_7320;
const double l_7321 = l_mut_1211 * l_7316;
const double l_7322 = l_7321 + double(2.08767569878681e-9);
l_mut_1211 = l_7322;
const double l_7323 = l_mut_1211 * l_7316;
const double l_7324 = l_7323 + double(2.505210838544172e-8);
l_mut_1211 = l_7324;
const double l_7325 = l_mut_1211 * l_7316;
const double l_7326 = l_7325 + double(2.755731922398589e-7);
l_mut_1211 = l_7326;
const double l_7327 = l_mut_1211 * l_7316;
const double l_7328 = l_7327 + double(2.7557319223985893e-6);
l_mut_1211 = l_7328;
const double l_7329 = l_mut_1211 * l_7316;
const double l_7330 = l_7329 + double(2.48015873015873e-5);
l_mut_1211 = l_7330;
const double l_7331 = l_mut_1211 * l_7316;
const double l_7332 = l_7331 + double(0.0001984126984126984);
l_mut_1211 = l_7332;
const double l_7333 = l_mut_1211 * l_7316;
const double l_7334 = l_7333 + double(0.001388888888888889);
l_mut_1211 = l_7334;
const double l_7335 = l_mut_1211 * l_7316;
const double l_7336 = l_7335 + double(0.008333333333333333);
l_mut_1211 = l_7336;
const double l_7337 = l_mut_1211 * l_7316;
const double l_7338 = l_7337 + double(0.041666666666666664);
l_mut_1211 = l_7338;
const double l_7339 = l_mut_1211 * l_7316;
const double l_7340 = l_7339 + double(0.16666666666666666);
l_mut_1211 = l_7340;
const double l_7341 = l_mut_1211 * l_7316;
const double l_7342 = l_7341 + double(0.5);
l_mut_1211 = l_7342;
const double l_7343 = l_7316 * l_7316;
const double l_7344 = l_7343 * l_mut_1211;
const double l_7345 = l_7316 + l_7344;
const double l_7346 = double(1.0) + l_7345;
const int32 l_7347 = int32(l_7310);
const int32 l_7348 = l_7347 + int32(1023);
const uint64 l_7349 = uint64(l_7348);
const uint64 l_7350 = l_7349 << uint64(52);
const double l_7351 = reinterpret_cast<double const&>(l_7350);
const double l_7352 = l_7346 * l_7351;
l_mut_2736 = l_7352;
}
}
}
const int32 l_7353 = int32(l_7296);
const int32 l_7354 = l_7353 + int32(1023);
const uint64 l_7355 = uint64(l_7354);
const uint64 l_7356 = l_7355 << uint64(52);
const double l_7357 = reinterpret_cast<double const&>(l_7356);
const double l_7358 = l_mut_2736 * l_7357;
l_mut_2480 = l_7358;
}
}
}
l_mut_2736 = l_6971;
const bool l_7359 = l_6971 > double(1000.0);
if (l_7359) {
const uint64 l_7360 = reinterpret_cast<uint64 const&>(l_6971);
const uint64 l_7361 = l_7360 | uint64(9218868437227405312);
const uint64 l_7362 = l_7361 & uint64(18442240474082181120);
const double l_7363 = reinterpret_cast<double const&>(l_7362);
l_mut_2736 = l_7363;
} else {
const bool l_7364 = l_6971 < double(-1000.0);
if (l_7364) {
l_mut_2736 = double(0.0);
} else {
const bool l_7365 = isnan(l_6971);
const bool l_7366 = !l_7365;
if (l_7366) {
const double l_7367 = l_6971 + double(0.5);
const double l_7368 = floor(l_7367);
const double l_7369 = l_6971 - l_7368;
const double l_7370 = l_7369 * double(0.6931471824645996);
const double l_7371 = l_7369 * double(-1.904654299957768e-9);
const double l_7372 = l_7370 + l_7371;
l_mut_1211 = l_7372;
const bool l_7373 = isnan(l_7372);
if (l_7373) {
} else {
const bool l_7374 = l_7372 < double(-700.0);
if (l_7374) {
l_mut_1211 = double(0.0);
} else {
const bool l_7375 = l_7372 > double(700.0);
if (l_7375) {
const uint64 l_7376 = reinterpret_cast<uint64 const&>(l_7372);
const uint64 l_7377 = l_7376 | uint64(9218868437227405312);
const uint64 l_7378 = l_7377 & uint64(18442240474082181120);
const double l_7379 = reinterpret_cast<double const&>(l_7378);
l_mut_1211 = l_7379;
} else {
const double l_7380 = l_7372 * double(1.4426950408889634);
const double l_7381 = l_7380 + double(0.5);
const double l_7382 = floor(l_7381);
const double l_7383 = l_7382 * double(0.6931471824645996);
const double l_7384 = l_7370 - l_7383;
const double l_7385 = l_7384 * l_4;
const double l_7386 = l_7382 * double(-1.904654299957768e-9);
const double l_7387 = l_7371 - l_7386;
const double l_7388 = l_7385 + l_7387;
const double l_7389 = l_7388 * double(7.647163731819816e-13);
const double l_7390 = l_7389 + double(1.1470745597729725e-11);
l_mut_1128 = l_7390;
const double l_7391 = l_mut_1128 * l_7388;
const double l_7392 = l_7391 + double(1.6059043836821613e-10);
l_mut_1128 = l_7392;
const double l_7393 = l_mut_1128 * l_7388;
const double l_7394 = l_7393 + double(2.08767569878681e-9);
l_mut_1128 = l_7394;
const double l_7395 = l_mut_1128 * l_7388;
const double l_7396 = l_7395 + double(2.505210838544172e-8);
l_mut_1128 = l_7396;
const double l_7397 = l_mut_1128 * l_7388;
const double l_7398 = l_7397 + double(2.755731922398589e-7);
l_mut_1128 = l_7398;
const double l_7399 = l_mut_1128 * l_7388;
const double l_7400 = l_7399 + double(2.7557319223985893e-6);
l_mut_1128 = l_7400;
const double l_7401 = l_mut_1128 * l_7388;
const double l_7402 = l_7401 + double(2.48015873015873e-5);
l_mut_1128 = l_7402;
const double l_7403 = l_mut_1128 * l_7388;
const double l_7404 = l_7403 + double(0.0001984126984126984);
l_mut_1128 = l_7404;
const double l_7405 = l_mut_1128 * l_7388;
const double l_7406 = l_7405 + double(0.001388888888888889);
l_mut_1128 = l_7406;
const double l_7407 = l_mut_1128 * l_7388;
const double l_7408 = l_7407 + double(0.008333333333333333);
l_mut_1128 = l_7408;
const double l_7409 = l_mut_1128 * l_7388;
const double l_7410 = l_7409 + double(0.041666666666666664);
l_mut_1128 = l_7410;
const double l_7411 = l_mut_1128 * l_7388;
const double l_7412 = l_7411 + double(0.16666666666666666);
l_mut_1128 = l_7412;
const double l_7413 = l_mut_1128 * l_7388;
const double l_7414 = l_7413 + double(0.5);
l_mut_1128 = l_7414;
const double l_7415 = l_7388 * l_7388;
const double l_7416 = l_7415 * l_mut_1128;
const double l_7417 = l_7388 + l_7416;
const double l_7418 = double(1.0) + l_7417;
const int32 l_7419 = int32(l_7382);
const int32 l_7420 = l_7419 + int32(1023);
const uint64 l_7421 = uint64(l_7420);
const uint64 l_7422 = l_7421 << uint64(52);
const double l_7423 = reinterpret_cast<double const&>(l_7422);
const double l_7424 = l_7418 * l_7423;
l_mut_1211 = l_7424;
}
}
}
const int32 l_7425 = int32(l_7368);
const int32 l_7426 = l_7425 + int32(1023);
const uint64 l_7427 = uint64(l_7426);
const uint64 l_7428 = l_7427 << uint64(52);
const double l_7429 = reinterpret_cast<double const&>(l_7428);
const double l_7430 = l_mut_1211 * l_7429;
l_mut_2736 = l_7430;
}
}
}
const double l_7431 = l_mut_2480 * double(1.4551915228366852e-11);
const double l_7432 = l_mut_2736 * double(1.4551915228366852e-11);
const double l_7433 = l_mut_2480 - l_7431;
const double l_7434 = abs(l_7433);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7435 = l_7434 >= double(1.1754943508222875e-38);
const bool l_7436 = l_7434 <= double(1.7976931348623157e308);
const bool l_7437 = l_7435 && l_7436;
if (l_7437) {
const uint64 l_7438 = reinterpret_cast<uint64 const&>(l_7434);
const uint64 l_7439 = l_7438 >> uint64(52);
const uint64 l_7440 = l_7439 - uint64(23);
const uint64 l_7441 = l_7440 << uint64(52);
const double l_7442 = reinterpret_cast<double const&>(l_7441);
l_mut_1211 = l_7442;
}
const double l_7443 = l_mut_2480 + l_7431;
const double l_7444 = abs(l_7443);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_7445 = l_7444 >= double(1.1754943508222875e-38);
const bool l_7446 = l_7444 <= double(1.7976931348623157e308);
const bool l_7447 = l_7445 && l_7446;
if (l_7447) {
const uint64 l_7448 = reinterpret_cast<uint64 const&>(l_7444);
const uint64 l_7449 = l_7448 >> uint64(52);
const uint64 l_7450 = l_7449 - uint64(23);
const uint64 l_7451 = l_7450 << uint64(52);
const double l_7452 = reinterpret_cast<double const&>(l_7451);
l_mut_1128 = l_7452;
}
const bool l_7453 = l_mut_1211 == l_mut_1128;
const double l_7454 = l_mut_2736 - l_7432;
const double l_7455 = abs(l_7454);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7456 = l_7455 >= double(1.1754943508222875e-38);
const bool l_7457 = l_7455 <= double(1.7976931348623157e308);
const bool l_7458 = l_7456 && l_7457;
if (l_7458) {
const uint64 l_7459 = reinterpret_cast<uint64 const&>(l_7455);
const uint64 l_7460 = l_7459 >> uint64(52);
const uint64 l_7461 = l_7460 - uint64(23);
const uint64 l_7462 = l_7461 << uint64(52);
const double l_7463 = reinterpret_cast<double const&>(l_7462);
l_mut_1211 = l_7463;
}
const double l_7464 = l_mut_2736 + l_7432;
const double l_7465 = abs(l_7464);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_7466 = l_7465 >= double(1.1754943508222875e-38);
const bool l_7467 = l_7465 <= double(1.7976931348623157e308);
const bool l_7468 = l_7466 && l_7467;
if (l_7468) {
const uint64 l_7469 = reinterpret_cast<uint64 const&>(l_7465);
const uint64 l_7470 = l_7469 >> uint64(52);
const uint64 l_7471 = l_7470 - uint64(23);
const uint64 l_7472 = l_7471 << uint64(52);
const double l_7473 = reinterpret_cast<double const&>(l_7472);
l_mut_1128 = l_7473;
}
const bool l_7474 = l_mut_1211 == l_mut_1128;
const bool l_7475 = l_7453 && l_7474;
if (l_7475) {
const double l_7476 = abs(l_mut_2480);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_7477 = l_7476 >= double(1.1754943508222875e-38);
const bool l_7478 = l_7476 <= double(1.7976931348623157e308);
const bool l_7479 = l_7477 && l_7478;
if (l_7479) {
const uint64 l_7480 = reinterpret_cast<uint64 const&>(l_7476);
const uint64 l_7481 = l_7480 >> uint64(52);
const uint64 l_7482 = l_7481 - uint64(23);
const uint64 l_7483 = l_7482 << uint64(52);
const double l_7484 = reinterpret_cast<double const&>(l_7483);
l_mut_1211 = l_7484;
}
const double l_7485 = l_mut_2226 * l_mut_1211;
const double l_7486 = l_mut_2480 - l_7485;
const double l_7487 = abs(l_mut_2736);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_7488 = l_7487 >= double(1.1754943508222875e-38);
const bool l_7489 = l_7487 <= double(1.7976931348623157e308);
const bool l_7490 = l_7488 && l_7489;
if (l_7490) {
const uint64 l_7491 = reinterpret_cast<uint64 const&>(l_7487);
const uint64 l_7492 = l_7491 >> uint64(52);
const uint64 l_7493 = l_7492 - uint64(23);
const uint64 l_7494 = l_7493 << uint64(52);
const double l_7495 = reinterpret_cast<double const&>(l_7494);
l_mut_2480 = l_7495;
}
const double l_7496 = l_mut_2226 * l_mut_2480;
const double l_7497 = l_mut_2736 + l_7496;
const uint32 l_7498 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7499 = l_7498 & uint32(2147483647);
const float l_7500 = reinterpret_cast<float const&>(l_7499);
const double l_7501 = double(l_7500);
l_mut_2736 = l_7501;
const bool l_7502 = l_7499 < uint32(8388608);
if (l_7502) {
const double l_7503 = double(l_7499);
const double l_7504 = l_7503 * double(1.401298464324817e-45);
l_mut_2736 = l_7504;
}
const uint64 l_7505 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_7506 = l_7498 >> uint32(31);
const uint64 l_7507 = uint64(l_7506);
const uint64 l_7508 = l_7507 << uint64(63);
const uint64 l_7509 = l_7505 | l_7508;
const double l_7510 = reinterpret_cast<double const&>(l_7509);
const uint32 l_7511 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7512 = l_7511 + uint32(1);
l_mut_52 = l_7512;
const uint32 l_7513 = l_7511 & uint32(2147483647);
const bool l_7514 = l_7513 == uint32(0);
if (l_7514) {
l_mut_52 = uint32(1);
} else {
const uint32 l_7515 = l_7511 & uint32(2147483648);
const bool l_7516 = l_7515 != uint32(0);
if (l_7516) {
const uint32 l_7517 = l_7511 - uint32(1);
l_mut_52 = l_7517;
} else {
const bool l_7518 = l_7511 == uint32(2139095040);
if (l_7518) {
l_mut_52 = l_7511;
}
}
}
const float l_7519 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_7520 = reinterpret_cast<uint32 const&>(l_7519);
const uint32 l_7521 = l_7520 & uint32(2147483647);
const float l_7522 = reinterpret_cast<float const&>(l_7521);
const double l_7523 = double(l_7522);
l_mut_2736 = l_7523;
const bool l_7524 = l_7521 < uint32(8388608);
if (l_7524) {
const double l_7525 = double(l_7521);
const double l_7526 = l_7525 * double(1.401298464324817e-45);
l_mut_2736 = l_7526;
}
const uint64 l_7527 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_7528 = l_7520 >> uint32(31);
const uint64 l_7529 = uint64(l_7528);
const uint64 l_7530 = l_7529 << uint64(63);
const uint64 l_7531 = l_7527 | l_7530;
const double l_7532 = reinterpret_cast<double const&>(l_7531);
const uint32 l_7533 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7534 = l_7533 ^ uint32(2147483648);
const float l_7535 = reinterpret_cast<float const&>(l_7534);
const uint32 l_7536 = reinterpret_cast<uint32 const&>(l_7535);
const uint32 l_7537 = l_7536 + uint32(1);
l_mut_52 = l_7537;
const uint32 l_7538 = l_7536 & uint32(2147483647);
const bool l_7539 = l_7538 == uint32(0);
if (l_7539) {
l_mut_52 = uint32(1);
} else {
const uint32 l_7540 = l_7536 & uint32(2147483648);
const bool l_7541 = l_7540 != uint32(0);
if (l_7541) {
const uint32 l_7542 = l_7536 - uint32(1);
l_mut_52 = l_7542;
} else {
const bool l_7543 = l_7536 == uint32(2139095040);
if (l_7543) {
l_mut_52 = l_7536;
}
}
}
const float l_7544 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_7545 = reinterpret_cast<uint32 const&>(l_7544);
const uint32 l_7546 = l_7545 ^ uint32(2147483648);
const float l_7547 = reinterpret_cast<float const&>(l_7546);
const uint32 l_7548 = reinterpret_cast<uint32 const&>(l_7547);
const uint32 l_7549 = l_7548 & uint32(2147483647);
const float l_7550 = reinterpret_cast<float const&>(l_7549);
const double l_7551 = double(l_7550);
l_mut_2736 = l_7551;
const bool l_7552 = l_7549 < uint32(8388608);
if (l_7552) {
const double l_7553 = double(l_7549);
const double l_7554 = l_7553 * double(1.401298464324817e-45);
l_mut_2736 = l_7554;
}
const uint64 l_7555 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_7556 = l_7548 >> uint32(31);
const uint64 l_7557 = uint64(l_7556);
const uint64 l_7558 = l_7557 << uint64(63);
const uint64 l_7559 = l_7555 | l_7558;
const double l_7560 = reinterpret_cast<double const&>(l_7559);
const double l_7561 = l_7486 + l_7431;
const bool l_7562 = l_7561 <= l_7510;
l_mut_7259 = l_7562;
const double l_7563 = l_7486 - l_7431;
const bool l_7564 = l_7563 > l_7510;
l_mut_151 = l_7564;
const double l_7565 = l_7497 - l_7432;
const bool l_7566 = l_7565 >= l_7510;
l_mut_148 = l_7566;
const double l_7567 = l_7497 + l_7432;
const bool l_7568 = l_7567 < l_7510;
l_mut_145 = l_7568;
if (l_13) {
const double l_7569 = l_7486 + l_7431;
const bool l_7570 = l_7569 < l_7532;
l_mut_7259 = l_7570;
const double l_7571 = l_7486 - l_7431;
const bool l_7572 = l_7571 >= l_7532;
l_mut_151 = l_7572;
const double l_7573 = l_7497 - l_7432;
const bool l_7574 = l_7573 > l_7560;
l_mut_148 = l_7574;
const double l_7575 = l_7497 + l_7432;
const bool l_7576 = l_7575 <= l_7560;
l_mut_145 = l_7576;
}
l_mut_52 = uint32(2);
const bool l_7577 = l_mut_151 || l_mut_145;
if (l_7577) {
l_mut_52 = uint32(1);
} else {
const bool l_7578 = l_mut_7259 && l_mut_148;
if (l_7578) {
l_mut_52 = uint32(0);
}
}
const uint32 l_7579 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_7580 = l_7579 & uint32(2147483647);
const bool l_7581 = l_7580 == uint32(0);
if (l_7581) {
const double l_7582 = l_7486 + l_7431;
const bool l_7583 = l_7582 < double(1.1754943508222875e-38);
const double l_7584 = l_7497 - l_7432;
const bool l_7585 = l_7584 > double(-1.1754943508222875e-38);
const bool l_7586 = l_7583 && l_7585;
const double l_7587 = l_7486 - l_7431;
const bool l_7588 = l_7587 < double(1.1754943508222875e-38);
const double l_7589 = l_7497 + l_7432;
const bool l_7590 = l_7589 > double(-1.1754943508222875e-38);
const bool l_7591 = l_7588 && l_7590;
if (l_7586) {
l_mut_52 = uint32(0);
} else {
const bool l_7592 = l_mut_52 == uint32(1);
const bool l_7593 = l_7591 && l_7592;
if (l_7593) {
l_mut_52 = uint32(2);
}
}
}
l_mut_94 = l_mut_52;
}
}
l_mut_3242 = l_mut_94;
}
const double l_7594 = l_6235 - l_mut_2990;
const double l_7595 = l_6235 + l_mut_2990;
const double l_7596 = abs(l_7594);
const double l_7597 = l_7596 * double(2.220446049250313e-16);
const double l_7598 = l_6278 + l_7597;
const double l_7599 = l_7594 + l_7598;
const double l_7600 = -l_7599;
const double l_7601 = l_7600 * double(7.1362384635298e44);
const double l_7602 = floor(l_7601);
const double l_7603 = l_7602 * double(1.401298464324817e-45);
l_mut_2736 = l_7603;
const double l_7604 = abs(l_7600);
const bool l_7605 = l_7604 >= double(1.1754943508222875e-38);
if (l_7605) {
const float l_7606 = float(l_7600);
const double l_7607 = double(l_7606);
l_mut_2736 = l_7607;
const bool l_7608 = l_mut_2736 > l_7600;
if (l_7608) {
const uint32 l_7609 = reinterpret_cast<uint32 const&>(l_7606);
const uint32 l_7610 = l_7609 ^ uint32(2147483648);
const float l_7611 = reinterpret_cast<float const&>(l_7610);
const uint32 l_7612 = reinterpret_cast<uint32 const&>(l_7611);
const uint32 l_7613 = l_7612 + uint32(1);
l_mut_94 = l_7613;
const uint32 l_7614 = l_7612 & uint32(2147483647);
const bool l_7615 = l_7614 == uint32(0);
if (l_7615) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7616 = l_7612 & uint32(2147483648);
const bool l_7617 = l_7616 != uint32(0);
if (l_7617) {
const uint32 l_7618 = l_7612 - uint32(1);
l_mut_94 = l_7618;
} else {
const bool l_7619 = l_7612 == uint32(2139095040);
if (l_7619) {
l_mut_94 = l_7612;
}
}
}
const float l_7620 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7621 = reinterpret_cast<uint32 const&>(l_7620);
const uint32 l_7622 = l_7621 ^ uint32(2147483648);
const float l_7623 = reinterpret_cast<float const&>(l_7622);
const uint32 l_7624 = reinterpret_cast<uint32 const&>(l_7623);
const uint32 l_7625 = l_7624 & uint32(2147483647);
const float l_7626 = reinterpret_cast<float const&>(l_7625);
const double l_7627 = double(l_7626);
l_mut_2480 = l_7627;
const bool l_7628 = l_7625 < uint32(8388608);
if (l_7628) {
const double l_7629 = double(l_7625);
const double l_7630 = l_7629 * double(1.401298464324817e-45);
l_mut_2480 = l_7630;
}
const uint64 l_7631 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7632 = l_7624 >> uint32(31);
const uint64 l_7633 = uint64(l_7632);
const uint64 l_7634 = l_7633 << uint64(63);
const uint64 l_7635 = l_7631 | l_7634;
const double l_7636 = reinterpret_cast<double const&>(l_7635);
l_mut_2736 = l_7636;
} else {
const uint32 l_7637 = reinterpret_cast<uint32 const&>(l_7606);
const uint32 l_7638 = l_7637 + uint32(1);
l_mut_94 = l_7638;
const uint32 l_7639 = l_7637 & uint32(2147483647);
const bool l_7640 = l_7639 == uint32(0);
if (l_7640) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7641 = l_7637 & uint32(2147483648);
const bool l_7642 = l_7641 != uint32(0);
if (l_7642) {
const uint32 l_7643 = l_7637 - uint32(1);
l_mut_94 = l_7643;
} else {
const bool l_7644 = l_7637 == uint32(2139095040);
if (l_7644) {
l_mut_94 = l_7637;
}
}
}
const float l_7645 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7646 = reinterpret_cast<uint32 const&>(l_7645);
const uint32 l_7647 = l_7646 & uint32(2147483647);
const float l_7648 = reinterpret_cast<float const&>(l_7647);
const double l_7649 = double(l_7648);
l_mut_2480 = l_7649;
const bool l_7650 = l_7647 < uint32(8388608);
if (l_7650) {
const double l_7651 = double(l_7647);
const double l_7652 = l_7651 * double(1.401298464324817e-45);
l_mut_2480 = l_7652;
}
const uint64 l_7653 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7654 = l_7646 >> uint32(31);
const uint64 l_7655 = uint64(l_7654);
const uint64 l_7656 = l_7655 << uint64(63);
const uint64 l_7657 = l_7653 | l_7656;
const double l_7658 = reinterpret_cast<double const&>(l_7657);
const bool l_7659 = l_7658 <= l_7600;
if (l_7659) {
const uint32 l_7660 = reinterpret_cast<uint32 const&>(l_7606);
const uint32 l_7661 = l_7660 + uint32(1);
l_mut_94 = l_7661;
const uint32 l_7662 = l_7660 & uint32(2147483647);
const bool l_7663 = l_7662 == uint32(0);
if (l_7663) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7664 = l_7660 & uint32(2147483648);
const bool l_7665 = l_7664 != uint32(0);
if (l_7665) {
const uint32 l_7666 = l_7660 - uint32(1);
l_mut_94 = l_7666;
} else {
const bool l_7667 = l_7660 == uint32(2139095040);
if (l_7667) {
l_mut_94 = l_7660;
}
}
}
const float l_7668 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7669 = reinterpret_cast<uint32 const&>(l_7668);
const uint32 l_7670 = l_7669 & uint32(2147483647);
const float l_7671 = reinterpret_cast<float const&>(l_7670);
const double l_7672 = double(l_7671);
l_mut_2480 = l_7672;
const bool l_7673 = l_7670 < uint32(8388608);
if (l_7673) {
const double l_7674 = double(l_7670);
const double l_7675 = l_7674 * double(1.401298464324817e-45);
l_mut_2480 = l_7675;
}
const uint64 l_7676 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_7677 = l_7669 >> uint32(31);
const uint64 l_7678 = uint64(l_7677);
const uint64 l_7679 = l_7678 << uint64(63);
const uint64 l_7680 = l_7676 | l_7679;
const double l_7681 = reinterpret_cast<double const&>(l_7680);
l_mut_2736 = l_7681;
}
}
}
const double l_7682 = -l_mut_2736;
l_mut_2736 = l_7682;
const bool l_7683 = bool(true) && bool(false);
if (l_7683) {
const double l_7684 = l_7594 + l_7598;
const double l_7685 = l_7684 * double(7.1362384635298e44);
const double l_7686 = floor(l_7685);
const double l_7687 = l_7686 * double(1.401298464324817e-45);
l_mut_2480 = l_7687;
const double l_7688 = abs(l_7684);
const bool l_7689 = l_7688 >= double(1.1754943508222875e-38);
if (l_7689) {
const float l_7690 = float(l_7684);
const double l_7691 = double(l_7690);
l_mut_2480 = l_7691;
const bool l_7692 = l_mut_2480 > l_7684;
if (l_7692) {
const uint32 l_7693 = reinterpret_cast<uint32 const&>(l_7690);
const uint32 l_7694 = l_7693 ^ uint32(2147483648);
const float l_7695 = reinterpret_cast<float const&>(l_7694);
const uint32 l_7696 = reinterpret_cast<uint32 const&>(l_7695);
const uint32 l_7697 = l_7696 + uint32(1);
l_mut_94 = l_7697;
const uint32 l_7698 = l_7696 & uint32(2147483647);
const bool l_7699 = l_7698 == uint32(0);
if (l_7699) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7700 = l_7696 & uint32(2147483648);
const bool l_7701 = l_7700 != uint32(0);
if (l_7701) {
const uint32 l_7702 = l_7696 - uint32(1);
l_mut_94 = l_7702;
} else {
const bool l_7703 = l_7696 == uint32(2139095040);
if (l_7703) {
l_mut_94 = l_7696;
}
}
}
const float l_7704 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7705 = reinterpret_cast<uint32 const&>(l_7704);
const uint32 l_7706 = l_7705 ^ uint32(2147483648);
const float l_7707 = reinterpret_cast<float const&>(l_7706);
const uint32 l_7708 = reinterpret_cast<uint32 const&>(l_7707);
const uint32 l_7709 = l_7708 & uint32(2147483647);
const float l_7710 = reinterpret_cast<float const&>(l_7709);
const double l_7711 = double(l_7710);
l_mut_2226 = l_7711;
const bool l_7712 = l_7709 < uint32(8388608);
if (l_7712) {
const double l_7713 = double(l_7709);
const double l_7714 = l_7713 * double(1.401298464324817e-45);
l_mut_2226 = l_7714;
}
const uint64 l_7715 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7716 = l_7708 >> uint32(31);
const uint64 l_7717 = uint64(l_7716);
const uint64 l_7718 = l_7717 << uint64(63);
const uint64 l_7719 = l_7715 | l_7718;
const double l_7720 = reinterpret_cast<double const&>(l_7719);
l_mut_2480 = l_7720;
} else {
const uint32 l_7721 = reinterpret_cast<uint32 const&>(l_7690);
const uint32 l_7722 = l_7721 + uint32(1);
l_mut_94 = l_7722;
const uint32 l_7723 = l_7721 & uint32(2147483647);
const bool l_7724 = l_7723 == uint32(0);
if (l_7724) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7725 = l_7721 & uint32(2147483648);
const bool l_7726 = l_7725 != uint32(0);
if (l_7726) {
const uint32 l_7727 = l_7721 - uint32(1);
l_mut_94 = l_7727;
} else {
const bool l_7728 = l_7721 == uint32(2139095040);
if (l_7728) {
l_mut_94 = l_7721;
}
}
}
const float l_7729 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7730 = reinterpret_cast<uint32 const&>(l_7729);
const uint32 l_7731 = l_7730 & uint32(2147483647);
const float l_7732 = reinterpret_cast<float const&>(l_7731);
const double l_7733 = double(l_7732);
l_mut_2226 = l_7733;
const bool l_7734 = l_7731 < uint32(8388608);
if (l_7734) {
const double l_7735 = double(l_7731);
const double l_7736 = l_7735 * double(1.401298464324817e-45);
l_mut_2226 = l_7736;
}
const uint64 l_7737 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7738 = l_7730 >> uint32(31);
const uint64 l_7739 = uint64(l_7738);
const uint64 l_7740 = l_7739 << uint64(63);
const uint64 l_7741 = l_7737 | l_7740;
const double l_7742 = reinterpret_cast<double const&>(l_7741);
const bool l_7743 = l_7742 <= l_7684;
if (l_7743) {
const uint32 l_7744 = reinterpret_cast<uint32 const&>(l_7690);
const uint32 l_7745 = l_7744 + uint32(1);
l_mut_94 = l_7745;
const uint32 l_7746 = l_7744 & uint32(2147483647);
const bool l_7747 = l_7746 == uint32(0);
if (l_7747) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7748 = l_7744 & uint32(2147483648);
const bool l_7749 = l_7748 != uint32(0);
if (l_7749) {
const uint32 l_7750 = l_7744 - uint32(1);
l_mut_94 = l_7750;
} else {
const bool l_7751 = l_7744 == uint32(2139095040);
if (l_7751) {
l_mut_94 = l_7744;
}
}
}
const float l_7752 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7753 = reinterpret_cast<uint32 const&>(l_7752);
const uint32 l_7754 = l_7753 & uint32(2147483647);
const float l_7755 = reinterpret_cast<float const&>(l_7754);
const double l_7756 = double(l_7755);
l_mut_2226 = l_7756;
const bool l_7757 = l_7754 < uint32(8388608);
if (l_7757) {
const double l_7758 = double(l_7754);
const double l_7759 = l_7758 * double(1.401298464324817e-45);
l_mut_2226 = l_7759;
}
const uint64 l_7760 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7761 = l_7753 >> uint32(31);
const uint64 l_7762 = uint64(l_7761);
const uint64 l_7763 = l_7762 << uint64(63);
const uint64 l_7764 = l_7760 | l_7763;
const double l_7765 = reinterpret_cast<double const&>(l_7764);
l_mut_2480 = l_7765;
}
}
}
l_mut_2736 = l_mut_2480;
} else {
const double l_7766 = l_7594 - l_7598;
const double l_7767 = l_7766 * double(7.1362384635298e44);
const double l_7768 = floor(l_7767);
const double l_7769 = l_7768 * double(1.401298464324817e-45);
l_mut_2480 = l_7769;
const double l_7770 = abs(l_7766);
const bool l_7771 = l_7770 >= double(1.1754943508222875e-38);
if (l_7771) {
const float l_7772 = float(l_7766);
const double l_7773 = double(l_7772);
l_mut_2480 = l_7773;
const bool l_7774 = l_mut_2480 > l_7766;
if (l_7774) {
const uint32 l_7775 = reinterpret_cast<uint32 const&>(l_7772);
const uint32 l_7776 = l_7775 ^ uint32(2147483648);
const float l_7777 = reinterpret_cast<float const&>(l_7776);
const uint32 l_7778 = reinterpret_cast<uint32 const&>(l_7777);
const uint32 l_7779 = l_7778 + uint32(1);
l_mut_94 = l_7779;
const uint32 l_7780 = l_7778 & uint32(2147483647);
const bool l_7781 = l_7780 == uint32(0);
if (l_7781) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7782 = l_7778 & uint32(2147483648);
const bool l_7783 = l_7782 != uint32(0);
if (l_7783) {
const uint32 l_7784 = l_7778 - uint32(1);
l_mut_94 = l_7784;
} else {
const bool l_7785 = l_7778 == uint32(2139095040);
if (l_7785) {
l_mut_94 = l_7778;
}
}
}
const float l_7786 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7787 = reinterpret_cast<uint32 const&>(l_7786);
const uint32 l_7788 = l_7787 ^ uint32(2147483648);
const float l_7789 = reinterpret_cast<float const&>(l_7788);
const uint32 l_7790 = reinterpret_cast<uint32 const&>(l_7789);
const uint32 l_7791 = l_7790 & uint32(2147483647);
const float l_7792 = reinterpret_cast<float const&>(l_7791);
const double l_7793 = double(l_7792);
l_mut_2226 = l_7793;
const bool l_7794 = l_7791 < uint32(8388608);
if (l_7794) {
const double l_7795 = double(l_7791);
const double l_7796 = l_7795 * double(1.401298464324817e-45);
l_mut_2226 = l_7796;
}
const uint64 l_7797 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7798 = l_7790 >> uint32(31);
const uint64 l_7799 = uint64(l_7798);
const uint64 l_7800 = l_7799 << uint64(63);
const uint64 l_7801 = l_7797 | l_7800;
const double l_7802 = reinterpret_cast<double const&>(l_7801);
l_mut_2480 = l_7802;
} else {
const uint32 l_7803 = reinterpret_cast<uint32 const&>(l_7772);
const uint32 l_7804 = l_7803 + uint32(1);
l_mut_94 = l_7804;
const uint32 l_7805 = l_7803 & uint32(2147483647);
const bool l_7806 = l_7805 == uint32(0);
if (l_7806) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7807 = l_7803 & uint32(2147483648);
const bool l_7808 = l_7807 != uint32(0);
if (l_7808) {
const uint32 l_7809 = l_7803 - uint32(1);
l_mut_94 = l_7809;
} else {
const bool l_7810 = l_7803 == uint32(2139095040);
if (l_7810) {
l_mut_94 = l_7803;
}
}
}
const float l_7811 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7812 = reinterpret_cast<uint32 const&>(l_7811);
const uint32 l_7813 = l_7812 & uint32(2147483647);
const float l_7814 = reinterpret_cast<float const&>(l_7813);
const double l_7815 = double(l_7814);
l_mut_2226 = l_7815;
const bool l_7816 = l_7813 < uint32(8388608);
if (l_7816) {
const double l_7817 = double(l_7813);
const double l_7818 = l_7817 * double(1.401298464324817e-45);
l_mut_2226 = l_7818;
}
const uint64 l_7819 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7820 = l_7812 >> uint32(31);
const uint64 l_7821 = uint64(l_7820);
const uint64 l_7822 = l_7821 << uint64(63);
const uint64 l_7823 = l_7819 | l_7822;
const double l_7824 = reinterpret_cast<double const&>(l_7823);
const bool l_7825 = l_7824 <= l_7766;
if (l_7825) {
const uint32 l_7826 = reinterpret_cast<uint32 const&>(l_7772);
const uint32 l_7827 = l_7826 + uint32(1);
l_mut_94 = l_7827;
const uint32 l_7828 = l_7826 & uint32(2147483647);
const bool l_7829 = l_7828 == uint32(0);
if (l_7829) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7830 = l_7826 & uint32(2147483648);
const bool l_7831 = l_7830 != uint32(0);
if (l_7831) {
const uint32 l_7832 = l_7826 - uint32(1);
l_mut_94 = l_7832;
} else {
const bool l_7833 = l_7826 == uint32(2139095040);
if (l_7833) {
l_mut_94 = l_7826;
}
}
}
const float l_7834 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7835 = reinterpret_cast<uint32 const&>(l_7834);
const uint32 l_7836 = l_7835 & uint32(2147483647);
const float l_7837 = reinterpret_cast<float const&>(l_7836);
const double l_7838 = double(l_7837);
l_mut_2226 = l_7838;
const bool l_7839 = l_7836 < uint32(8388608);
if (l_7839) {
const double l_7840 = double(l_7836);
const double l_7841 = l_7840 * double(1.401298464324817e-45);
l_mut_2226 = l_7841;
}
const uint64 l_7842 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7843 = l_7835 >> uint32(31);
const uint64 l_7844 = uint64(l_7843);
const uint64 l_7845 = l_7844 << uint64(63);
const uint64 l_7846 = l_7842 | l_7845;
const double l_7847 = reinterpret_cast<double const&>(l_7846);
l_mut_2480 = l_7847;
}
}
}
l_mut_2736 = l_mut_2480;
}
const double l_7848 = abs(l_7595);
const double l_7849 = l_7848 * double(2.220446049250313e-16);
const double l_7850 = l_6278 + l_7849;
const double l_7851 = l_7595 + l_7850;
const double l_7852 = -l_7851;
const double l_7853 = l_7852 * double(7.1362384635298e44);
const double l_7854 = floor(l_7853);
const double l_7855 = l_7854 * double(1.401298464324817e-45);
l_mut_2480 = l_7855;
const double l_7856 = abs(l_7852);
const bool l_7857 = l_7856 >= double(1.1754943508222875e-38);
if (l_7857) {
const float l_7858 = float(l_7852);
const double l_7859 = double(l_7858);
l_mut_2480 = l_7859;
const bool l_7860 = l_mut_2480 > l_7852;
if (l_7860) {
const uint32 l_7861 = reinterpret_cast<uint32 const&>(l_7858);
const uint32 l_7862 = l_7861 ^ uint32(2147483648);
const float l_7863 = reinterpret_cast<float const&>(l_7862);
const uint32 l_7864 = reinterpret_cast<uint32 const&>(l_7863);
const uint32 l_7865 = l_7864 + uint32(1);
l_mut_94 = l_7865;
const uint32 l_7866 = l_7864 & uint32(2147483647);
const bool l_7867 = l_7866 == uint32(0);
if (l_7867) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7868 = l_7864 & uint32(2147483648);
const bool l_7869 = l_7868 != uint32(0);
if (l_7869) {
const uint32 l_7870 = l_7864 - uint32(1);
l_mut_94 = l_7870;
} else {
const bool l_7871 = l_7864 == uint32(2139095040);
if (l_7871) {
l_mut_94 = l_7864;
}
}
}
const float l_7872 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7873 = reinterpret_cast<uint32 const&>(l_7872);
const uint32 l_7874 = l_7873 ^ uint32(2147483648);
const float l_7875 = reinterpret_cast<float const&>(l_7874);
const uint32 l_7876 = reinterpret_cast<uint32 const&>(l_7875);
const uint32 l_7877 = l_7876 & uint32(2147483647);
const float l_7878 = reinterpret_cast<float const&>(l_7877);
const double l_7879 = double(l_7878);
l_mut_2226 = l_7879;
const bool l_7880 = l_7877 < uint32(8388608);
if (l_7880) {
const double l_7881 = double(l_7877);
const double l_7882 = l_7881 * double(1.401298464324817e-45);
l_mut_2226 = l_7882;
}
const uint64 l_7883 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7884 = l_7876 >> uint32(31);
const uint64 l_7885 = uint64(l_7884);
const uint64 l_7886 = l_7885 << uint64(63);
const uint64 l_7887 = l_7883 | l_7886;
const double l_7888 = reinterpret_cast<double const&>(l_7887);
l_mut_2480 = l_7888;
} else {
const uint32 l_7889 = reinterpret_cast<uint32 const&>(l_7858);
const uint32 l_7890 = l_7889 + uint32(1);
l_mut_94 = l_7890;
const uint32 l_7891 = l_7889 & uint32(2147483647);
const bool l_7892 = l_7891 == uint32(0);
if (l_7892) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7893 = l_7889 & uint32(2147483648);
const bool l_7894 = l_7893 != uint32(0);
if (l_7894) {
const uint32 l_7895 = l_7889 - uint32(1);
l_mut_94 = l_7895;
} else {
const bool l_7896 = l_7889 == uint32(2139095040);
if (l_7896) {
l_mut_94 = l_7889;
}
}
}
const float l_7897 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7898 = reinterpret_cast<uint32 const&>(l_7897);
const uint32 l_7899 = l_7898 & uint32(2147483647);
const float l_7900 = reinterpret_cast<float const&>(l_7899);
const double l_7901 = double(l_7900);
l_mut_2226 = l_7901;
const bool l_7902 = l_7899 < uint32(8388608);
if (l_7902) {
const double l_7903 = double(l_7899);
const double l_7904 = l_7903 * double(1.401298464324817e-45);
l_mut_2226 = l_7904;
}
const uint64 l_7905 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7906 = l_7898 >> uint32(31);
const uint64 l_7907 = uint64(l_7906);
const uint64 l_7908 = l_7907 << uint64(63);
const uint64 l_7909 = l_7905 | l_7908;
const double l_7910 = reinterpret_cast<double const&>(l_7909);
const bool l_7911 = l_7910 <= l_7852;
if (l_7911) {
const uint32 l_7912 = reinterpret_cast<uint32 const&>(l_7858);
const uint32 l_7913 = l_7912 + uint32(1);
l_mut_94 = l_7913;
const uint32 l_7914 = l_7912 & uint32(2147483647);
const bool l_7915 = l_7914 == uint32(0);
if (l_7915) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7916 = l_7912 & uint32(2147483648);
const bool l_7917 = l_7916 != uint32(0);
if (l_7917) {
const uint32 l_7918 = l_7912 - uint32(1);
l_mut_94 = l_7918;
} else {
const bool l_7919 = l_7912 == uint32(2139095040);
if (l_7919) {
l_mut_94 = l_7912;
}
}
}
const float l_7920 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7921 = reinterpret_cast<uint32 const&>(l_7920);
const uint32 l_7922 = l_7921 & uint32(2147483647);
const float l_7923 = reinterpret_cast<float const&>(l_7922);
const double l_7924 = double(l_7923);
l_mut_2226 = l_7924;
const bool l_7925 = l_7922 < uint32(8388608);
if (l_7925) {
const double l_7926 = double(l_7922);
const double l_7927 = l_7926 * double(1.401298464324817e-45);
l_mut_2226 = l_7927;
}
const uint64 l_7928 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_7929 = l_7921 >> uint32(31);
const uint64 l_7930 = uint64(l_7929);
const uint64 l_7931 = l_7930 << uint64(63);
const uint64 l_7932 = l_7928 | l_7931;
const double l_7933 = reinterpret_cast<double const&>(l_7932);
l_mut_2480 = l_7933;
}
}
}
const double l_7934 = -l_mut_2480;
l_mut_2480 = l_7934;
const bool l_7935 = bool(false) && bool(false);
if (l_7935) {
const double l_7936 = l_7595 + l_7850;
const double l_7937 = l_7936 * double(7.1362384635298e44);
const double l_7938 = floor(l_7937);
const double l_7939 = l_7938 * double(1.401298464324817e-45);
l_mut_2226 = l_7939;
const double l_7940 = abs(l_7936);
const bool l_7941 = l_7940 >= double(1.1754943508222875e-38);
if (l_7941) {
const float l_7942 = float(l_7936);
const double l_7943 = double(l_7942);
l_mut_2226 = l_7943;
const bool l_7944 = l_mut_2226 > l_7936;
if (l_7944) {
const uint32 l_7945 = reinterpret_cast<uint32 const&>(l_7942);
const uint32 l_7946 = l_7945 ^ uint32(2147483648);
const float l_7947 = reinterpret_cast<float const&>(l_7946);
const uint32 l_7948 = reinterpret_cast<uint32 const&>(l_7947);
const uint32 l_7949 = l_7948 + uint32(1);
l_mut_94 = l_7949;
const uint32 l_7950 = l_7948 & uint32(2147483647);
const bool l_7951 = l_7950 == uint32(0);
if (l_7951) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7952 = l_7948 & uint32(2147483648);
const bool l_7953 = l_7952 != uint32(0);
if (l_7953) {
const uint32 l_7954 = l_7948 - uint32(1);
l_mut_94 = l_7954;
} else {
const bool l_7955 = l_7948 == uint32(2139095040);
if (l_7955) {
l_mut_94 = l_7948;
}
}
}
const float l_7956 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7957 = reinterpret_cast<uint32 const&>(l_7956);
const uint32 l_7958 = l_7957 ^ uint32(2147483648);
const float l_7959 = reinterpret_cast<float const&>(l_7958);
const uint32 l_7960 = reinterpret_cast<uint32 const&>(l_7959);
const uint32 l_7961 = l_7960 & uint32(2147483647);
const float l_7962 = reinterpret_cast<float const&>(l_7961);
const double l_7963 = double(l_7962);
l_mut_1211 = l_7963;
const bool l_7964 = l_7961 < uint32(8388608);
if (l_7964) {
const double l_7965 = double(l_7961);
const double l_7966 = l_7965 * double(1.401298464324817e-45);
l_mut_1211 = l_7966;
}
const uint64 l_7967 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_7968 = l_7960 >> uint32(31);
const uint64 l_7969 = uint64(l_7968);
const uint64 l_7970 = l_7969 << uint64(63);
const uint64 l_7971 = l_7967 | l_7970;
const double l_7972 = reinterpret_cast<double const&>(l_7971);
l_mut_2226 = l_7972;
} else {
const uint32 l_7973 = reinterpret_cast<uint32 const&>(l_7942);
const uint32 l_7974 = l_7973 + uint32(1);
l_mut_94 = l_7974;
const uint32 l_7975 = l_7973 & uint32(2147483647);
const bool l_7976 = l_7975 == uint32(0);
if (l_7976) {
l_mut_94 = uint32(1);
} else {
const uint32 l_7977 = l_7973 & uint32(2147483648);
const bool l_7978 = l_7977 != uint32(0);
if (l_7978) {
const uint32 l_7979 = l_7973 - uint32(1);
l_mut_94 = l_7979;
} else {
const bool l_7980 = l_7973 == uint32(2139095040);
if (l_7980) {
l_mut_94 = l_7973;
}
}
}
const float l_7981 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_7982 = reinterpret_cast<uint32 const&>(l_7981);
const uint32 l_7983 = l_7982 & uint32(2147483647);
const float l_7984 = reinterpret_cast<float const&>(l_7983);
const double l_7985 = double(l_7984);
l_mut_1211 = l_7985;
const bool l_7986 = l_7983 < uint32(8388608);
if (l_7986) {
const double l_7987 = double(l_7983);
const double l_7988 = l_7987 * double(1.401298464324817e-45);
l_mut_1211 = l_7988;
}
const uint64 l_7989 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_7990 = l_7982 >> uint32(31);
const uint64 l_7991 = uint64(l_7990);
const uint64 l_7992 = l_7991 << uint64(63);
const uint64 l_7993 = l_7989 | l_7992;
const double l_7994 = reinterpret_cast<double const&>(l_7993);
const bool l_7995 = l_7994 <= l_7936;
if (l_7995) {
const uint32 l_7996 = reinterpret_cast<uint32 const&>(l_7942);
const uint32 l_7997 = l_7996 + uint32(1);
l_mut_94 = l_7997;
const uint32 l_7998 = l_7996 & uint32(2147483647);
const bool l_7999 = l_7998 == uint32(0);
if (l_7999) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8000 = l_7996 & uint32(2147483648);
const bool l_8001 = l_8000 != uint32(0);
if (l_8001) {
const uint32 l_8002 = l_7996 - uint32(1);
l_mut_94 = l_8002;
} else {
const bool l_8003 = l_7996 == uint32(2139095040);
if (l_8003) {
l_mut_94 = l_7996;
}
}
}
const float l_8004 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8005 = reinterpret_cast<uint32 const&>(l_8004);
const uint32 l_8006 = l_8005 & uint32(2147483647);
const float l_8007 = reinterpret_cast<float const&>(l_8006);
const double l_8008 = double(l_8007);
l_mut_1211 = l_8008;
const bool l_8009 = l_8006 < uint32(8388608);
if (l_8009) {
const double l_8010 = double(l_8006);
const double l_8011 = l_8010 * double(1.401298464324817e-45);
l_mut_1211 = l_8011;
}
const uint64 l_8012 = reinterpret_cast<uint64 const&>(l_mut_1211);
const uint32 l_8013 = l_8005 >> uint32(31);
const uint64 l_8014 = uint64(l_8013);
const uint64 l_8015 = l_8014 << uint64(63);
const uint64 l_8016 = l_8012 | l_8015;
const double l_8017 = reinterpret_cast<double const&>(l_8016);
l_mut_2226 = l_8017;
}
}
}
l_mut_2480 = l_mut_2226;
} else {
}
const double l_8019 = l_mut_2736 * l_30;
const double l_8020 = l_mut_2480 * l_30;
const double l_8021 = l_mut_2736 * l_30;
const double l_8022 = l_mut_2480 * l_30;
l_arr_8018[uint32(0)] = l_8019;
l_arr_8018[uint32(1)] = l_8019;
const double l_8023 = l_arr_8018[uint32(0)];
const bool l_8024 = l_8020 < l_8023;
if (l_8024) {
l_arr_8018[uint32(0)] = l_8020;
}
const double l_8025 = l_arr_8018[uint32(0)];
const bool l_8026 = l_8021 < l_8025;
if (l_8026) {
l_arr_8018[uint32(0)] = l_8021;
}
const double l_8027 = l_arr_8018[uint32(0)];
const bool l_8028 = l_8022 < l_8027;
if (l_8028) {
l_arr_8018[uint32(0)] = l_8022;
}
const double l_8029 = l_arr_8018[uint32(1)];
const bool l_8030 = l_8020 > l_8029;
if (l_8030) {
l_arr_8018[uint32(1)] = l_8020;
}
const double l_8031 = l_arr_8018[uint32(1)];
const bool l_8032 = l_8021 > l_8031;
if (l_8032) {
l_arr_8018[uint32(1)] = l_8021;
}
const double l_8033 = l_arr_8018[uint32(1)];
const bool l_8034 = l_8022 > l_8033;
if (l_8034) {
l_arr_8018[uint32(1)] = l_8022;
}
const double l_8035 = l_arr_8018[uint32(0)];
const double l_8036 = l_8035 * double(7.1362384635298e44);
const double l_8037 = floor(l_8036);
const double l_8038 = l_8037 * double(1.401298464324817e-45);
l_mut_2736 = l_8038;
const double l_8039 = abs(l_8035);
const bool l_8040 = l_8039 >= double(1.1754943508222875e-38);
if (l_8040) {
const float l_8041 = float(l_8035);
const double l_8042 = double(l_8041);
l_mut_2736 = l_8042;
const bool l_8043 = l_mut_2736 > l_8035;
if (l_8043) {
const uint32 l_8044 = reinterpret_cast<uint32 const&>(l_8041);
const uint32 l_8045 = l_8044 ^ uint32(2147483648);
const float l_8046 = reinterpret_cast<float const&>(l_8045);
const uint32 l_8047 = reinterpret_cast<uint32 const&>(l_8046);
const uint32 l_8048 = l_8047 + uint32(1);
l_mut_94 = l_8048;
const uint32 l_8049 = l_8047 & uint32(2147483647);
const bool l_8050 = l_8049 == uint32(0);
if (l_8050) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8051 = l_8047 & uint32(2147483648);
const bool l_8052 = l_8051 != uint32(0);
if (l_8052) {
const uint32 l_8053 = l_8047 - uint32(1);
l_mut_94 = l_8053;
} else {
const bool l_8054 = l_8047 == uint32(2139095040);
if (l_8054) {
l_mut_94 = l_8047;
}
}
}
const float l_8055 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8056 = reinterpret_cast<uint32 const&>(l_8055);
const uint32 l_8057 = l_8056 ^ uint32(2147483648);
const float l_8058 = reinterpret_cast<float const&>(l_8057);
const uint32 l_8059 = reinterpret_cast<uint32 const&>(l_8058);
const uint32 l_8060 = l_8059 & uint32(2147483647);
const float l_8061 = reinterpret_cast<float const&>(l_8060);
const double l_8062 = double(l_8061);
l_mut_2480 = l_8062;
const bool l_8063 = l_8060 < uint32(8388608);
if (l_8063) {
const double l_8064 = double(l_8060);
const double l_8065 = l_8064 * double(1.401298464324817e-45);
l_mut_2480 = l_8065;
}
const uint64 l_8066 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8067 = l_8059 >> uint32(31);
const uint64 l_8068 = uint64(l_8067);
const uint64 l_8069 = l_8068 << uint64(63);
const uint64 l_8070 = l_8066 | l_8069;
const double l_8071 = reinterpret_cast<double const&>(l_8070);
l_mut_2736 = l_8071;
} else {
const uint32 l_8072 = reinterpret_cast<uint32 const&>(l_8041);
const uint32 l_8073 = l_8072 + uint32(1);
l_mut_94 = l_8073;
const uint32 l_8074 = l_8072 & uint32(2147483647);
const bool l_8075 = l_8074 == uint32(0);
if (l_8075) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8076 = l_8072 & uint32(2147483648);
const bool l_8077 = l_8076 != uint32(0);
if (l_8077) {
const uint32 l_8078 = l_8072 - uint32(1);
l_mut_94 = l_8078;
} else {
const bool l_8079 = l_8072 == uint32(2139095040);
if (l_8079) {
l_mut_94 = l_8072;
}
}
}
const float l_8080 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8081 = reinterpret_cast<uint32 const&>(l_8080);
const uint32 l_8082 = l_8081 & uint32(2147483647);
const float l_8083 = reinterpret_cast<float const&>(l_8082);
const double l_8084 = double(l_8083);
l_mut_2480 = l_8084;
const bool l_8085 = l_8082 < uint32(8388608);
if (l_8085) {
const double l_8086 = double(l_8082);
const double l_8087 = l_8086 * double(1.401298464324817e-45);
l_mut_2480 = l_8087;
}
const uint64 l_8088 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8089 = l_8081 >> uint32(31);
const uint64 l_8090 = uint64(l_8089);
const uint64 l_8091 = l_8090 << uint64(63);
const uint64 l_8092 = l_8088 | l_8091;
const double l_8093 = reinterpret_cast<double const&>(l_8092);
const bool l_8094 = l_8093 <= l_8035;
if (l_8094) {
const uint32 l_8095 = reinterpret_cast<uint32 const&>(l_8041);
const uint32 l_8096 = l_8095 + uint32(1);
l_mut_94 = l_8096;
const uint32 l_8097 = l_8095 & uint32(2147483647);
const bool l_8098 = l_8097 == uint32(0);
if (l_8098) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8099 = l_8095 & uint32(2147483648);
const bool l_8100 = l_8099 != uint32(0);
if (l_8100) {
const uint32 l_8101 = l_8095 - uint32(1);
l_mut_94 = l_8101;
} else {
const bool l_8102 = l_8095 == uint32(2139095040);
if (l_8102) {
l_mut_94 = l_8095;
}
}
}
const float l_8103 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8104 = reinterpret_cast<uint32 const&>(l_8103);
const uint32 l_8105 = l_8104 & uint32(2147483647);
const float l_8106 = reinterpret_cast<float const&>(l_8105);
const double l_8107 = double(l_8106);
l_mut_2480 = l_8107;
const bool l_8108 = l_8105 < uint32(8388608);
if (l_8108) {
const double l_8109 = double(l_8105);
const double l_8110 = l_8109 * double(1.401298464324817e-45);
l_mut_2480 = l_8110;
}
const uint64 l_8111 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8112 = l_8104 >> uint32(31);
const uint64 l_8113 = uint64(l_8112);
const uint64 l_8114 = l_8113 << uint64(63);
const uint64 l_8115 = l_8111 | l_8114;
const double l_8116 = reinterpret_cast<double const&>(l_8115);
l_mut_2736 = l_8116;
}
}
}
const double l_8117 = l_arr_8018[uint32(1)];
const double l_8118 = -l_8117;
const double l_8119 = l_8118 * double(7.1362384635298e44);
const double l_8120 = floor(l_8119);
const double l_8121 = l_8120 * double(1.401298464324817e-45);
l_mut_2480 = l_8121;
const double l_8122 = abs(l_8118);
const bool l_8123 = l_8122 >= double(1.1754943508222875e-38);
if (l_8123) {
const float l_8124 = float(l_8118);
const double l_8125 = double(l_8124);
l_mut_2480 = l_8125;
const bool l_8126 = l_mut_2480 > l_8118;
if (l_8126) {
const uint32 l_8127 = reinterpret_cast<uint32 const&>(l_8124);
const uint32 l_8128 = l_8127 ^ uint32(2147483648);
const float l_8129 = reinterpret_cast<float const&>(l_8128);
const uint32 l_8130 = reinterpret_cast<uint32 const&>(l_8129);
const uint32 l_8131 = l_8130 + uint32(1);
l_mut_94 = l_8131;
const uint32 l_8132 = l_8130 & uint32(2147483647);
const bool l_8133 = l_8132 == uint32(0);
if (l_8133) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8134 = l_8130 & uint32(2147483648);
const bool l_8135 = l_8134 != uint32(0);
if (l_8135) {
const uint32 l_8136 = l_8130 - uint32(1);
l_mut_94 = l_8136;
} else {
const bool l_8137 = l_8130 == uint32(2139095040);
if (l_8137) {
l_mut_94 = l_8130;
}
}
}
const float l_8138 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8139 = reinterpret_cast<uint32 const&>(l_8138);
const uint32 l_8140 = l_8139 ^ uint32(2147483648);
const float l_8141 = reinterpret_cast<float const&>(l_8140);
const uint32 l_8142 = reinterpret_cast<uint32 const&>(l_8141);
const uint32 l_8143 = l_8142 & uint32(2147483647);
const float l_8144 = reinterpret_cast<float const&>(l_8143);
const double l_8145 = double(l_8144);
l_mut_2226 = l_8145;
const bool l_8146 = l_8143 < uint32(8388608);
if (l_8146) {
const double l_8147 = double(l_8143);
const double l_8148 = l_8147 * double(1.401298464324817e-45);
l_mut_2226 = l_8148;
}
const uint64 l_8149 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_8150 = l_8142 >> uint32(31);
const uint64 l_8151 = uint64(l_8150);
const uint64 l_8152 = l_8151 << uint64(63);
const uint64 l_8153 = l_8149 | l_8152;
const double l_8154 = reinterpret_cast<double const&>(l_8153);
l_mut_2480 = l_8154;
} else {
const uint32 l_8155 = reinterpret_cast<uint32 const&>(l_8124);
const uint32 l_8156 = l_8155 + uint32(1);
l_mut_94 = l_8156;
const uint32 l_8157 = l_8155 & uint32(2147483647);
const bool l_8158 = l_8157 == uint32(0);
if (l_8158) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8159 = l_8155 & uint32(2147483648);
const bool l_8160 = l_8159 != uint32(0);
if (l_8160) {
const uint32 l_8161 = l_8155 - uint32(1);
l_mut_94 = l_8161;
} else {
const bool l_8162 = l_8155 == uint32(2139095040);
if (l_8162) {
l_mut_94 = l_8155;
}
}
}
const float l_8163 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8164 = reinterpret_cast<uint32 const&>(l_8163);
const uint32 l_8165 = l_8164 & uint32(2147483647);
const float l_8166 = reinterpret_cast<float const&>(l_8165);
const double l_8167 = double(l_8166);
l_mut_2226 = l_8167;
const bool l_8168 = l_8165 < uint32(8388608);
if (l_8168) {
const double l_8169 = double(l_8165);
const double l_8170 = l_8169 * double(1.401298464324817e-45);
l_mut_2226 = l_8170;
}
const uint64 l_8171 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_8172 = l_8164 >> uint32(31);
const uint64 l_8173 = uint64(l_8172);
const uint64 l_8174 = l_8173 << uint64(63);
const uint64 l_8175 = l_8171 | l_8174;
const double l_8176 = reinterpret_cast<double const&>(l_8175);
const bool l_8177 = l_8176 <= l_8118;
if (l_8177) {
const uint32 l_8178 = reinterpret_cast<uint32 const&>(l_8124);
const uint32 l_8179 = l_8178 + uint32(1);
l_mut_94 = l_8179;
const uint32 l_8180 = l_8178 & uint32(2147483647);
const bool l_8181 = l_8180 == uint32(0);
if (l_8181) {
l_mut_94 = uint32(1);
} else {
const uint32 l_8182 = l_8178 & uint32(2147483648);
const bool l_8183 = l_8182 != uint32(0);
if (l_8183) {
const uint32 l_8184 = l_8178 - uint32(1);
l_mut_94 = l_8184;
} else {
const bool l_8185 = l_8178 == uint32(2139095040);
if (l_8185) {
l_mut_94 = l_8178;
}
}
}
const float l_8186 = reinterpret_cast<float const&>(l_mut_94);
const uint32 l_8187 = reinterpret_cast<uint32 const&>(l_8186);
const uint32 l_8188 = l_8187 & uint32(2147483647);
const float l_8189 = reinterpret_cast<float const&>(l_8188);
const double l_8190 = double(l_8189);
l_mut_2226 = l_8190;
const bool l_8191 = l_8188 < uint32(8388608);
if (l_8191) {
const double l_8192 = double(l_8188);
const double l_8193 = l_8192 * double(1.401298464324817e-45);
l_mut_2226 = l_8193;
}
const uint64 l_8194 = reinterpret_cast<uint64 const&>(l_mut_2226);
const uint32 l_8195 = l_8187 >> uint32(31);
const uint64 l_8196 = uint64(l_8195);
const uint64 l_8197 = l_8196 << uint64(63);
const uint64 l_8198 = l_8194 | l_8197;
const double l_8199 = reinterpret_cast<double const&>(l_8198);
l_mut_2480 = l_8199;
}
}
}
const double l_8200 = -l_mut_2480;
l_mut_94 = uint32(2);
const bool l_8201 = l_9 == uint32(17);
if (l_8201) {
l_mut_2480 = l_mut_2736;
const bool l_8202 = l_mut_2736 > double(1000.0);
if (l_8202) {
const uint64 l_8203 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint64 l_8204 = l_8203 | uint64(9218868437227405312);
const uint64 l_8205 = l_8204 & uint64(18442240474082181120);
const double l_8206 = reinterpret_cast<double const&>(l_8205);
l_mut_2480 = l_8206;
} else {
const bool l_8207 = l_mut_2736 < double(-1000.0);
if (l_8207) {
l_mut_2480 = double(0.0);
} else {
const bool l_8208 = isnan(l_mut_2736);
const bool l_8209 = !l_8208;
if (l_8209) {
const double l_8210 = l_mut_2736 + double(0.5);
const double l_8211 = floor(l_8210);
const double l_8212 = l_mut_2736 - l_8211;
const double l_8213 = l_8212 * double(0.6931471824645996);
const double l_8214 = l_8212 * double(-1.904654299957768e-9);
const double l_8215 = l_8213 + l_8214;
l_mut_2226 = l_8215;
const bool l_8216 = isnan(l_8215);
if (l_8216) {
} else {
const bool l_8217 = l_8215 < double(-700.0);
if (l_8217) {
l_mut_2226 = double(0.0);
} else {
const bool l_8218 = l_8215 > double(700.0);
if (l_8218) {
const uint64 l_8219 = reinterpret_cast<uint64 const&>(l_8215);
const uint64 l_8220 = l_8219 | uint64(9218868437227405312);
const uint64 l_8221 = l_8220 & uint64(18442240474082181120);
const double l_8222 = reinterpret_cast<double const&>(l_8221);
l_mut_2226 = l_8222;
} else {
const double l_8223 = l_8215 * double(1.4426950408889634);
const double l_8224 = l_8223 + double(0.5);
const double l_8225 = floor(l_8224);
const double l_8226 = l_8225 * double(0.6931471824645996);
const double l_8227 = l_8213 - l_8226;
const double l_8228 = l_8227 * l_4;
const double l_8229 = l_8225 * double(-1.904654299957768e-9);
const double l_8230 = l_8214 - l_8229;
const double l_8231 = l_8228 + l_8230;
const double l_8232 = l_8231 * double(7.647163731819816e-13);
const double l_8233 = l_8232 + double(1.1470745597729725e-11);
l_mut_1211 = l_8233;
const double l_8234 = l_mut_1211 * l_8231;
const double l_8235 = l_8234 + double(1.6059043836821613e-10);
l_mut_1211 = l_8235;
const double l_8236 = l_mut_1211 * l_8231;
const double l_8237 = l_8236 + double(2.08767569878681e-9);
l_mut_1211 = l_8237;
const double l_8238 = l_mut_1211 * l_8231;
const double l_8239 = l_8238 + double(2.505210838544172e-8);
l_mut_1211 = l_8239;
const double l_8240 = l_mut_1211 * l_8231;
const double l_8241 = l_8240 + double(2.755731922398589e-7);
l_mut_1211 = l_8241;
const double l_8242 = l_mut_1211 * l_8231;
const double l_8243 = l_8242 + double(2.7557319223985893e-6);
l_mut_1211 = l_8243;
const double l_8244 = l_mut_1211 * l_8231;
const double l_8245 = l_8244 + double(2.48015873015873e-5);
l_mut_1211 = l_8245;
const double l_8246 = l_mut_1211 * l_8231;
const double l_8247 = l_8246 + double(0.0001984126984126984);
l_mut_1211 = l_8247;
const double l_8248 = l_mut_1211 * l_8231;
const double l_8249 = l_8248 + double(0.001388888888888889);
l_mut_1211 = l_8249;
const double l_8250 = l_mut_1211 * l_8231;
const double l_8251 = l_8250 + double(0.008333333333333333);
l_mut_1211 = l_8251;
const double l_8252 = l_mut_1211 * l_8231;
const double l_8253 = l_8252 + double(0.041666666666666664);
l_mut_1211 = l_8253;
const double l_8254 = l_mut_1211 * l_8231;
const double l_8255 = l_8254 + double(0.16666666666666666);
l_mut_1211 = l_8255;
const double l_8256 = l_mut_1211 * l_8231;
const double l_8257 = l_8256 + double(0.5);
l_mut_1211 = l_8257;
const double l_8258 = l_8231 * l_8231;
const double l_8259 = l_8258 * l_mut_1211;
const double l_8260 = l_8231 + l_8259;
const double l_8261 = double(1.0) + l_8260;
const int32 l_8262 = int32(l_8225);
const int32 l_8263 = l_8262 + int32(1023);
const uint64 l_8264 = uint64(l_8263);
const uint64 l_8265 = l_8264 << uint64(52);
const double l_8266 = reinterpret_cast<double const&>(l_8265);
const double l_8267 = l_8261 * l_8266;
l_mut_2226 = l_8267;
}
}
}
const int32 l_8268 = int32(l_8211);
const int32 l_8269 = l_8268 + int32(1023);
const uint64 l_8270 = uint64(l_8269);
const uint64 l_8271 = l_8270 << uint64(52);
const double l_8272 = reinterpret_cast<double const&>(l_8271);
const double l_8273 = l_mut_2226 * l_8272;
l_mut_2480 = l_8273;
}
}
}
l_mut_2226 = l_8200;
const bool l_8274 = l_8200 > double(1000.0);
if (l_8274) {
const uint64 l_8275 = reinterpret_cast<uint64 const&>(l_8200);
const uint64 l_8276 = l_8275 | uint64(9218868437227405312);
const uint64 l_8277 = l_8276 & uint64(18442240474082181120);
const double l_8278 = reinterpret_cast<double const&>(l_8277);
l_mut_2226 = l_8278;
} else {
const bool l_8279 = l_8200 < double(-1000.0);
if (l_8279) {
l_mut_2226 = double(0.0);
} else {
const bool l_8280 = isnan(l_8200);
const bool l_8281 = !l_8280;
if (l_8281) {
const double l_8282 = l_8200 + double(0.5);
const double l_8283 = floor(l_8282);
const double l_8284 = l_8200 - l_8283;
const double l_8285 = l_8284 * double(0.6931471824645996);
const double l_8286 = l_8284 * double(-1.904654299957768e-9);
const double l_8287 = l_8285 + l_8286;
l_mut_1211 = l_8287;
const bool l_8288 = isnan(l_8287);
if (l_8288) {
} else {
const bool l_8289 = l_8287 < double(-700.0);
if (l_8289) {
l_mut_1211 = double(0.0);
} else {
const bool l_8290 = l_8287 > double(700.0);
if (l_8290) {
const uint64 l_8291 = reinterpret_cast<uint64 const&>(l_8287);
const uint64 l_8292 = l_8291 | uint64(9218868437227405312);
const uint64 l_8293 = l_8292 & uint64(18442240474082181120);
const double l_8294 = reinterpret_cast<double const&>(l_8293);
l_mut_1211 = l_8294;
} else {
const double l_8295 = l_8287 * double(1.4426950408889634);
const double l_8296 = l_8295 + double(0.5);
const double l_8297 = floor(l_8296);
const double l_8298 = l_8297 * double(0.6931471824645996);
const double l_8299 = l_8285 - l_8298;
const double l_8300 = l_8299 * l_4;
const double l_8301 = l_8297 * double(-1.904654299957768e-9);
const double l_8302 = l_8286 - l_8301;
const double l_8303 = l_8300 + l_8302;
const double l_8304 = l_8303 * double(7.647163731819816e-13);
const double l_8305 = l_8304 + double(1.1470745597729725e-11);
l_mut_1128 = l_8305;
const double l_8306 = l_mut_1128 * l_8303;
const double l_8307 = l_8306 + double(1.6059043836821613e-10);
l_mut_1128 = l_8307;
const double l_8308 = l_mut_1128 * l_8303;
const double l_8309 = l_8308 + double(2.08767569878681e-9);
l_mut_1128 = l_8309;
const double l_8310 = l_mut_1128 * l_8303;
const double l_8311 = l_8310 + double(2.505210838544172e-8);
l_mut_1128 = l_8311;
const double l_8312 = l_mut_1128 * l_8303;
const double l_8313 = l_8312 + double(2.755731922398589e-7);
l_mut_1128 = l_8313;
const double l_8314 = l_mut_1128 * l_8303;
const double l_8315 = l_8314 + double(2.7557319223985893e-6);
l_mut_1128 = l_8315;
const double l_8316 = l_mut_1128 * l_8303;
const double l_8317 = l_8316 + double(2.48015873015873e-5);
l_mut_1128 = l_8317;
const double l_8318 = l_mut_1128 * l_8303;
const double l_8319 = l_8318 + double(0.0001984126984126984);
l_mut_1128 = l_8319;
const double l_8320 = l_mut_1128 * l_8303;
const double l_8321 = l_8320 + double(0.001388888888888889);
l_mut_1128 = l_8321;
const double l_8322 = l_mut_1128 * l_8303;
const double l_8323 = l_8322 + double(0.008333333333333333);
l_mut_1128 = l_8323;
const double l_8324 = l_mut_1128 * l_8303;
const double l_8325 = l_8324 + double(0.041666666666666664);
l_mut_1128 = l_8325;
const double l_8326 = l_mut_1128 * l_8303;
const double l_8327 = l_8326 + double(0.16666666666666666);
l_mut_1128 = l_8327;
const double l_8328 = l_mut_1128 * l_8303;
const double l_8329 = l_8328 + double(0.5);
l_mut_1128 = l_8329;
const double l_8330 = l_8303 * l_8303;
const double l_8331 = l_8330 * l_mut_1128;
const double l_8332 = l_8303 + l_8331;
const double l_8333 = double(1.0) + l_8332;
const int32 l_8334 = int32(l_8297);
const int32 l_8335 = l_8334 + int32(1023);
const uint64 l_8336 = uint64(l_8335);
const uint64 l_8337 = l_8336 << uint64(52);
const double l_8338 = reinterpret_cast<double const&>(l_8337);
const double l_8339 = l_8333 * l_8338;
l_mut_1211 = l_8339;
}
}
}
const int32 l_8340 = int32(l_8283);
const int32 l_8341 = l_8340 + int32(1023);
const uint64 l_8342 = uint64(l_8341);
const uint64 l_8343 = l_8342 << uint64(52);
const double l_8344 = reinterpret_cast<double const&>(l_8343);
const double l_8345 = l_mut_1211 * l_8344;
l_mut_2226 = l_8345;
}
}
}
const double l_8346 = l_mut_2480 * double(1.4551915228366852e-11);
const double l_8347 = l_mut_2226 * double(1.4551915228366852e-11);
l_mut_52 = uint32(2);
const double l_8348 = l_mut_2480 - l_8346;
const double l_8349 = abs(l_8348);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8350 = l_8349 >= double(1.1754943508222875e-38);
const bool l_8351 = l_8349 <= double(1.7976931348623157e308);
const bool l_8352 = l_8350 && l_8351;
if (l_8352) {
const uint64 l_8353 = reinterpret_cast<uint64 const&>(l_8349);
const uint64 l_8354 = l_8353 >> uint64(52);
const uint64 l_8355 = l_8354 - uint64(23);
const uint64 l_8356 = l_8355 << uint64(52);
const double l_8357 = reinterpret_cast<double const&>(l_8356);
l_mut_1211 = l_8357;
}
const double l_8358 = l_mut_2480 + l_8346;
const double l_8359 = abs(l_8358);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_8360 = l_8359 >= double(1.1754943508222875e-38);
const bool l_8361 = l_8359 <= double(1.7976931348623157e308);
const bool l_8362 = l_8360 && l_8361;
if (l_8362) {
const uint64 l_8363 = reinterpret_cast<uint64 const&>(l_8359);
const uint64 l_8364 = l_8363 >> uint64(52);
const uint64 l_8365 = l_8364 - uint64(23);
const uint64 l_8366 = l_8365 << uint64(52);
const double l_8367 = reinterpret_cast<double const&>(l_8366);
l_mut_1128 = l_8367;
}
const bool l_8368 = l_mut_1211 == l_mut_1128;
const double l_8369 = l_mut_2226 - l_8347;
const double l_8370 = abs(l_8369);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8371 = l_8370 >= double(1.1754943508222875e-38);
const bool l_8372 = l_8370 <= double(1.7976931348623157e308);
const bool l_8373 = l_8371 && l_8372;
if (l_8373) {
const uint64 l_8374 = reinterpret_cast<uint64 const&>(l_8370);
const uint64 l_8375 = l_8374 >> uint64(52);
const uint64 l_8376 = l_8375 - uint64(23);
const uint64 l_8377 = l_8376 << uint64(52);
const double l_8378 = reinterpret_cast<double const&>(l_8377);
l_mut_1211 = l_8378;
}
const double l_8379 = l_mut_2226 + l_8347;
const double l_8380 = abs(l_8379);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_8381 = l_8380 >= double(1.1754943508222875e-38);
const bool l_8382 = l_8380 <= double(1.7976931348623157e308);
const bool l_8383 = l_8381 && l_8382;
if (l_8383) {
const uint64 l_8384 = reinterpret_cast<uint64 const&>(l_8380);
const uint64 l_8385 = l_8384 >> uint64(52);
const uint64 l_8386 = l_8385 - uint64(23);
const uint64 l_8387 = l_8386 << uint64(52);
const double l_8388 = reinterpret_cast<double const&>(l_8387);
l_mut_1128 = l_8388;
}
const bool l_8389 = l_mut_1211 == l_mut_1128;
const bool l_8390 = l_8368 && l_8389;
if (l_8390) {
const double l_8391 = l_20 * l_mut_2480;
const double l_8392 = abs(l_mut_2480);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8393 = l_8392 >= double(1.1754943508222875e-38);
const bool l_8394 = l_8392 <= double(1.7976931348623157e308);
const bool l_8395 = l_8393 && l_8394;
if (l_8395) {
const uint64 l_8396 = reinterpret_cast<uint64 const&>(l_8392);
const uint64 l_8397 = l_8396 >> uint64(52);
const uint64 l_8398 = l_8397 - uint64(23);
const uint64 l_8399 = l_8398 << uint64(52);
const double l_8400 = reinterpret_cast<double const&>(l_8399);
l_mut_1211 = l_8400;
}
const double l_8401 = double(0.5) * l_mut_1211;
l_mut_1211 = l_8391;
const bool l_8402 = l_8401 > l_8391;
if (l_8402) {
l_mut_1211 = l_8401;
}
const double l_8403 = l_20 * l_mut_2226;
const double l_8404 = abs(l_mut_2226);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_8405 = l_8404 >= double(1.1754943508222875e-38);
const bool l_8406 = l_8404 <= double(1.7976931348623157e308);
const bool l_8407 = l_8405 && l_8406;
if (l_8407) {
const uint64 l_8408 = reinterpret_cast<uint64 const&>(l_8404);
const uint64 l_8409 = l_8408 >> uint64(52);
const uint64 l_8410 = l_8409 - uint64(23);
const uint64 l_8411 = l_8410 << uint64(52);
const double l_8412 = reinterpret_cast<double const&>(l_8411);
l_mut_1128 = l_8412;
}
const double l_8413 = double(0.5) * l_mut_1128;
l_mut_1128 = l_8403;
const bool l_8414 = l_8413 > l_8403;
if (l_8414) {
l_mut_1128 = l_8413;
}
const double l_8415 = l_mut_2480 - l_mut_1211;
const double l_8416 = l_mut_2226 + l_mut_1128;
const uint32 l_8417 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8418 = l_8417 & uint32(2147483647);
const float l_8419 = reinterpret_cast<float const&>(l_8418);
const double l_8420 = double(l_8419);
l_mut_2480 = l_8420;
const bool l_8421 = l_8418 < uint32(8388608);
if (l_8421) {
const double l_8422 = double(l_8418);
const double l_8423 = l_8422 * double(1.401298464324817e-45);
l_mut_2480 = l_8423;
}
const uint64 l_8424 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8425 = l_8417 >> uint32(31);
const uint64 l_8426 = uint64(l_8425);
const uint64 l_8427 = l_8426 << uint64(63);
const uint64 l_8428 = l_8424 | l_8427;
const double l_8429 = reinterpret_cast<double const&>(l_8428);
const uint32 l_8430 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8431 = l_8430 + uint32(1);
l_mut_8432 = l_8431;
const uint32 l_8433 = l_8430 & uint32(2147483647);
const bool l_8434 = l_8433 == uint32(0);
if (l_8434) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8435 = l_8430 & uint32(2147483648);
const bool l_8436 = l_8435 != uint32(0);
if (l_8436) {
const uint32 l_8437 = l_8430 - uint32(1);
l_mut_8432 = l_8437;
} else {
const bool l_8438 = l_8430 == uint32(2139095040);
if (l_8438) {
l_mut_8432 = l_8430;
}
}
}
const float l_8439 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8440 = reinterpret_cast<uint32 const&>(l_8439);
const uint32 l_8441 = l_8440 & uint32(2147483647);
const float l_8442 = reinterpret_cast<float const&>(l_8441);
const double l_8443 = double(l_8442);
l_mut_2480 = l_8443;
const bool l_8444 = l_8441 < uint32(8388608);
if (l_8444) {
const double l_8445 = double(l_8441);
const double l_8446 = l_8445 * double(1.401298464324817e-45);
l_mut_2480 = l_8446;
}
const uint64 l_8447 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8448 = l_8440 >> uint32(31);
const uint64 l_8449 = uint64(l_8448);
const uint64 l_8450 = l_8449 << uint64(63);
const uint64 l_8451 = l_8447 | l_8450;
const double l_8452 = reinterpret_cast<double const&>(l_8451);
const uint32 l_8453 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8454 = l_8453 ^ uint32(2147483648);
const float l_8455 = reinterpret_cast<float const&>(l_8454);
const uint32 l_8456 = reinterpret_cast<uint32 const&>(l_8455);
const uint32 l_8457 = l_8456 + uint32(1);
l_mut_8432 = l_8457;
const uint32 l_8458 = l_8456 & uint32(2147483647);
const bool l_8459 = l_8458 == uint32(0);
if (l_8459) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8460 = l_8456 & uint32(2147483648);
const bool l_8461 = l_8460 != uint32(0);
if (l_8461) {
const uint32 l_8462 = l_8456 - uint32(1);
l_mut_8432 = l_8462;
} else {
const bool l_8463 = l_8456 == uint32(2139095040);
if (l_8463) {
l_mut_8432 = l_8456;
}
}
}
const float l_8464 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8465 = reinterpret_cast<uint32 const&>(l_8464);
const uint32 l_8466 = l_8465 ^ uint32(2147483648);
const float l_8467 = reinterpret_cast<float const&>(l_8466);
const uint32 l_8468 = reinterpret_cast<uint32 const&>(l_8467);
const uint32 l_8469 = l_8468 & uint32(2147483647);
const float l_8470 = reinterpret_cast<float const&>(l_8469);
const double l_8471 = double(l_8470);
l_mut_2480 = l_8471;
const bool l_8472 = l_8469 < uint32(8388608);
if (l_8472) {
const double l_8473 = double(l_8469);
const double l_8474 = l_8473 * double(1.401298464324817e-45);
l_mut_2480 = l_8474;
}
const uint64 l_8475 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8476 = l_8468 >> uint32(31);
const uint64 l_8477 = uint64(l_8476);
const uint64 l_8478 = l_8477 << uint64(63);
const uint64 l_8479 = l_8475 | l_8478;
const double l_8480 = reinterpret_cast<double const&>(l_8479);
const double l_8481 = l_8415 + l_8346;
const bool l_8482 = l_8481 <= l_8429;
l_mut_7259 = l_8482;
const double l_8483 = l_8415 - l_8346;
const bool l_8484 = l_8483 > l_8429;
l_mut_151 = l_8484;
const double l_8485 = l_8416 - l_8347;
const bool l_8486 = l_8485 >= l_8429;
l_mut_148 = l_8486;
const double l_8487 = l_8416 + l_8347;
const bool l_8488 = l_8487 < l_8429;
l_mut_145 = l_8488;
l_mut_8432 = uint32(2);
const bool l_8489 = l_mut_151 || l_mut_145;
if (l_8489) {
l_mut_8432 = uint32(1);
} else {
const bool l_8490 = l_mut_7259 && l_mut_148;
if (l_8490) {
l_mut_8432 = uint32(0);
}
}
const uint32 l_8491 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8492 = l_8491 & uint32(2147483647);
const bool l_8493 = l_8492 == uint32(0);
if (l_8493) {
const double l_8494 = l_8415 + l_8346;
const bool l_8495 = l_8494 < double(1.1754943508222875e-38);
const double l_8496 = l_8416 - l_8347;
const bool l_8497 = l_8496 > double(-1.1754943508222875e-38);
const bool l_8498 = l_8495 && l_8497;
const double l_8499 = l_8415 - l_8346;
const bool l_8500 = l_8499 < double(1.1754943508222875e-38);
const double l_8501 = l_8416 + l_8347;
const bool l_8502 = l_8501 > double(-1.1754943508222875e-38);
const bool l_8503 = l_8500 && l_8502;
if (l_8498) {
l_mut_8432 = uint32(0);
} else {
const bool l_8504 = l_mut_8432 == uint32(1);
const bool l_8505 = l_8503 && l_8504;
if (l_8505) {
l_mut_8432 = uint32(2);
}
}
}
l_mut_52 = l_mut_8432;
}
l_mut_94 = l_mut_52;
}
const bool l_8506 = l_9 == uint32(16);
if (l_8506) {
const double l_8507 = abs(l_mut_2736);
const double l_8508 = abs(l_8200);
l_mut_2480 = l_8507;
const bool l_8509 = l_8508 > l_8507;
if (l_8509) {
l_mut_2480 = l_8508;
}
const double l_8510 = double(2.0) * l_mut_2480;
const double l_8511 = l_26 + l_8510;
l_mut_2226 = l_8511;
if (l_6162) {
const double l_8512 = double(2.0) * l_mut_2480;
const double l_8513 = floor(l_8512);
const double l_8514 = l_26 + l_8513;
l_mut_2226 = l_8514;
}
l_mut_8432 = uint32(2);
const bool l_8515 = l_mut_2480 <= double(300.0);
if (l_8515) {
l_mut_2480 = l_mut_2736;
const bool l_8516 = l_mut_2736 > double(1000.0);
if (l_8516) {
const uint64 l_8517 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint64 l_8518 = l_8517 | uint64(9218868437227405312);
const uint64 l_8519 = l_8518 & uint64(18442240474082181120);
const double l_8520 = reinterpret_cast<double const&>(l_8519);
l_mut_2480 = l_8520;
} else {
const bool l_8521 = l_mut_2736 < double(-1000.0);
if (l_8521) {
l_mut_2480 = double(0.0);
} else {
const bool l_8522 = isnan(l_mut_2736);
const bool l_8523 = !l_8522;
if (l_8523) {
const double l_8524 = l_mut_2736 + double(0.5);
const double l_8525 = floor(l_8524);
const double l_8526 = l_mut_2736 - l_8525;
const double l_8527 = l_8526 * double(0.6931471824645996);
const double l_8528 = l_8526 * double(-1.904654299957768e-9);
const double l_8529 = l_8527 + l_8528;
l_mut_2736 = l_8529;
const bool l_8530 = isnan(l_8529);
if (l_8530) {
} else {
const bool l_8531 = l_8529 < double(-700.0);
if (l_8531) {
l_mut_2736 = double(0.0);
} else {
const bool l_8532 = l_8529 > double(700.0);
if (l_8532) {
const uint64 l_8533 = reinterpret_cast<uint64 const&>(l_8529);
const uint64 l_8534 = l_8533 | uint64(9218868437227405312);
const uint64 l_8535 = l_8534 & uint64(18442240474082181120);
const double l_8536 = reinterpret_cast<double const&>(l_8535);
l_mut_2736 = l_8536;
} else {
const double l_8537 = l_8529 * double(1.4426950408889634);
const double l_8538 = l_8537 + double(0.5);
const double l_8539 = floor(l_8538);
const double l_8540 = l_8539 * double(0.6931471824645996);
const double l_8541 = l_8527 - l_8540;
const double l_8542 = l_8541 * l_4;
const double l_8543 = l_8539 * double(-1.904654299957768e-9);
const double l_8544 = l_8528 - l_8543;
const double l_8545 = l_8542 + l_8544;
const double l_8546 = l_8545 * double(7.647163731819816e-13);
const double l_8547 = l_8546 + double(1.1470745597729725e-11);
l_mut_1211 = l_8547;
const double l_8548 = l_mut_1211 * l_8545;
const double l_8549 = l_8548 + double(1.6059043836821613e-10);
l_mut_1211 = l_8549;
const double l_8550 = l_mut_1211 * l_8545;
const double l_8551 = l_8550 + double(2.08767569878681e-9);
l_mut_1211 = l_8551;
const double l_8552 = l_mut_1211 * l_8545;
const double l_8553 = l_8552 + double(2.505210838544172e-8);
l_mut_1211 = l_8553;
const double l_8554 = l_mut_1211 * l_8545;
const double l_8555 = l_8554 + double(2.755731922398589e-7);
l_mut_1211 = l_8555;
const double l_8556 = l_mut_1211 * l_8545;
const double l_8557 = l_8556 + double(2.7557319223985893e-6);
l_mut_1211 = l_8557;
const double l_8558 = l_mut_1211 * l_8545;
const double l_8559 = l_8558 + double(2.48015873015873e-5);
l_mut_1211 = l_8559;
const double l_8560 = l_mut_1211 * l_8545;
const double l_8561 = l_8560 + double(0.0001984126984126984);
l_mut_1211 = l_8561;
const double l_8562 = l_mut_1211 * l_8545;
const double l_8563 = l_8562 + double(0.001388888888888889);
l_mut_1211 = l_8563;
const double l_8564 = l_mut_1211 * l_8545;
const double l_8565 = l_8564 + double(0.008333333333333333);
l_mut_1211 = l_8565;
const double l_8566 = l_mut_1211 * l_8545;
const double l_8567 = l_8566 + double(0.041666666666666664);
l_mut_1211 = l_8567;
const double l_8568 = l_mut_1211 * l_8545;
const double l_8569 = l_8568 + double(0.16666666666666666);
l_mut_1211 = l_8569;
const double l_8570 = l_mut_1211 * l_8545;
const double l_8571 = l_8570 + double(0.5);
l_mut_1211 = l_8571;
const double l_8572 = l_8545 * l_8545;
const double l_8573 = l_8572 * l_mut_1211;
const double l_8574 = l_8545 + l_8573;
const double l_8575 = double(1.0) + l_8574;
const int32 l_8576 = int32(l_8539);
const int32 l_8577 = l_8576 + int32(1023);
const uint64 l_8578 = uint64(l_8577);
const uint64 l_8579 = l_8578 << uint64(52);
const double l_8580 = reinterpret_cast<double const&>(l_8579);
const double l_8581 = l_8575 * l_8580;
l_mut_2736 = l_8581;
}
}
}
const int32 l_8582 = int32(l_8525);
const int32 l_8583 = l_8582 + int32(1023);
const uint64 l_8584 = uint64(l_8583);
const uint64 l_8585 = l_8584 << uint64(52);
const double l_8586 = reinterpret_cast<double const&>(l_8585);
const double l_8587 = l_mut_2736 * l_8586;
l_mut_2480 = l_8587;
}
}
}
l_mut_2736 = l_8200;
const bool l_8588 = l_8200 > double(1000.0);
if (l_8588) {
const uint64 l_8589 = reinterpret_cast<uint64 const&>(l_8200);
const uint64 l_8590 = l_8589 | uint64(9218868437227405312);
const uint64 l_8591 = l_8590 & uint64(18442240474082181120);
const double l_8592 = reinterpret_cast<double const&>(l_8591);
l_mut_2736 = l_8592;
} else {
const bool l_8593 = l_8200 < double(-1000.0);
if (l_8593) {
l_mut_2736 = double(0.0);
} else {
const bool l_8594 = isnan(l_8200);
const bool l_8595 = !l_8594;
if (l_8595) {
const double l_8596 = l_8200 + double(0.5);
const double l_8597 = floor(l_8596);
const double l_8598 = l_8200 - l_8597;
const double l_8599 = l_8598 * double(0.6931471824645996);
const double l_8600 = l_8598 * double(-1.904654299957768e-9);
const double l_8601 = l_8599 + l_8600;
l_mut_1211 = l_8601;
const bool l_8602 = isnan(l_8601);
if (l_8602) {
} else {
const bool l_8603 = l_8601 < double(-700.0);
if (l_8603) {
l_mut_1211 = double(0.0);
} else {
const bool l_8604 = l_8601 > double(700.0);
if (l_8604) {
const uint64 l_8605 = reinterpret_cast<uint64 const&>(l_8601);
const uint64 l_8606 = l_8605 | uint64(9218868437227405312);
const uint64 l_8607 = l_8606 & uint64(18442240474082181120);
const double l_8608 = reinterpret_cast<double const&>(l_8607);
l_mut_1211 = l_8608;
} else {
const double l_8609 = l_8601 * double(1.4426950408889634);
const double l_8610 = l_8609 + double(0.5);
const double l_8611 = floor(l_8610);
const double l_8612 = l_8611 * double(0.6931471824645996);
const double l_8613 = l_8599 - l_8612;
const double l_8614 = l_8613 * l_4;
const double l_8615 = l_8611 * double(-1.904654299957768e-9);
const double l_8616 = l_8600 - l_8615;
const double l_8617 = l_8614 + l_8616;
const double l_8618 = l_8617 * double(7.647163731819816e-13);
const double l_8619 = l_8618 + double(1.1470745597729725e-11);
l_mut_1128 = l_8619;
const double l_8620 = l_mut_1128 * l_8617;
const double l_8621 = l_8620 + double(1.6059043836821613e-10);
l_mut_1128 = l_8621;
const double l_8622 = l_mut_1128 * l_8617;
const double l_8623 = l_8622 + double(2.08767569878681e-9);
l_mut_1128 = l_8623;
const double l_8624 = l_mut_1128 * l_8617;
const double l_8625 = l_8624 + double(2.505210838544172e-8);
l_mut_1128 = l_8625;
const double l_8626 = l_mut_1128 * l_8617;
const double l_8627 = l_8626 + double(2.755731922398589e-7);
l_mut_1128 = l_8627;
const double l_8628 = l_mut_1128 * l_8617;
const double l_8629 = l_8628 + double(2.7557319223985893e-6);
l_mut_1128 = l_8629;
const double l_8630 = l_mut_1128 * l_8617;
const double l_8631 = l_8630 + double(2.48015873015873e-5);
l_mut_1128 = l_8631;
const double l_8632 = l_mut_1128 * l_8617;
const double l_8633 = l_8632 + double(0.0001984126984126984);
l_mut_1128 = l_8633;
const double l_8634 = l_mut_1128 * l_8617;
const double l_8635 = l_8634 + double(0.001388888888888889);
l_mut_1128 = l_8635;
const double l_8636 = l_mut_1128 * l_8617;
const double l_8637 = l_8636 + double(0.008333333333333333);
l_mut_1128 = l_8637;
const double l_8638 = l_mut_1128 * l_8617;
const double l_8639 = l_8638 + double(0.041666666666666664);
l_mut_1128 = l_8639;
const double l_8640 = l_mut_1128 * l_8617;
const double l_8641 = l_8640 + double(0.16666666666666666);
l_mut_1128 = l_8641;
const double l_8642 = l_mut_1128 * l_8617;
const double l_8643 = l_8642 + double(0.5);
l_mut_1128 = l_8643;
const double l_8644 = l_8617 * l_8617;
const double l_8645 = l_8644 * l_mut_1128;
const double l_8646 = l_8617 + l_8645;
const double l_8647 = double(1.0) + l_8646;
const int32 l_8648 = int32(l_8611);
const int32 l_8649 = l_8648 + int32(1023);
const uint64 l_8650 = uint64(l_8649);
const uint64 l_8651 = l_8650 << uint64(52);
const double l_8652 = reinterpret_cast<double const&>(l_8651);
const double l_8653 = l_8647 * l_8652;
l_mut_1211 = l_8653;
}
}
}
const int32 l_8654 = int32(l_8597);
const int32 l_8655 = l_8654 + int32(1023);
const uint64 l_8656 = uint64(l_8655);
const uint64 l_8657 = l_8656 << uint64(52);
const double l_8658 = reinterpret_cast<double const&>(l_8657);
const double l_8659 = l_mut_1211 * l_8658;
l_mut_2736 = l_8659;
}
}
}
const double l_8660 = l_mut_2480 * double(1.4551915228366852e-11);
const double l_8661 = l_mut_2736 * double(1.4551915228366852e-11);
const double l_8662 = l_mut_2480 - l_8660;
const double l_8663 = abs(l_8662);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8664 = l_8663 >= double(1.1754943508222875e-38);
const bool l_8665 = l_8663 <= double(1.7976931348623157e308);
const bool l_8666 = l_8664 && l_8665;
if (l_8666) {
const uint64 l_8667 = reinterpret_cast<uint64 const&>(l_8663);
const uint64 l_8668 = l_8667 >> uint64(52);
const uint64 l_8669 = l_8668 - uint64(23);
const uint64 l_8670 = l_8669 << uint64(52);
const double l_8671 = reinterpret_cast<double const&>(l_8670);
l_mut_1211 = l_8671;
}
const double l_8672 = l_mut_2480 + l_8660;
const double l_8673 = abs(l_8672);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_8674 = l_8673 >= double(1.1754943508222875e-38);
const bool l_8675 = l_8673 <= double(1.7976931348623157e308);
const bool l_8676 = l_8674 && l_8675;
if (l_8676) {
const uint64 l_8677 = reinterpret_cast<uint64 const&>(l_8673);
const uint64 l_8678 = l_8677 >> uint64(52);
const uint64 l_8679 = l_8678 - uint64(23);
const uint64 l_8680 = l_8679 << uint64(52);
const double l_8681 = reinterpret_cast<double const&>(l_8680);
l_mut_1128 = l_8681;
}
const bool l_8682 = l_mut_1211 == l_mut_1128;
const double l_8683 = l_mut_2736 - l_8661;
const double l_8684 = abs(l_8683);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8685 = l_8684 >= double(1.1754943508222875e-38);
const bool l_8686 = l_8684 <= double(1.7976931348623157e308);
const bool l_8687 = l_8685 && l_8686;
if (l_8687) {
const uint64 l_8688 = reinterpret_cast<uint64 const&>(l_8684);
const uint64 l_8689 = l_8688 >> uint64(52);
const uint64 l_8690 = l_8689 - uint64(23);
const uint64 l_8691 = l_8690 << uint64(52);
const double l_8692 = reinterpret_cast<double const&>(l_8691);
l_mut_1211 = l_8692;
}
const double l_8693 = l_mut_2736 + l_8661;
const double l_8694 = abs(l_8693);
l_mut_1128 = double(1.401298464324817e-45);
const bool l_8695 = l_8694 >= double(1.1754943508222875e-38);
const bool l_8696 = l_8694 <= double(1.7976931348623157e308);
const bool l_8697 = l_8695 && l_8696;
if (l_8697) {
const uint64 l_8698 = reinterpret_cast<uint64 const&>(l_8694);
const uint64 l_8699 = l_8698 >> uint64(52);
const uint64 l_8700 = l_8699 - uint64(23);
const uint64 l_8701 = l_8700 << uint64(52);
const double l_8702 = reinterpret_cast<double const&>(l_8701);
l_mut_1128 = l_8702;
}
const bool l_8703 = l_mut_1211 == l_mut_1128;
const bool l_8704 = l_8682 && l_8703;
if (l_8704) {
const double l_8705 = abs(l_mut_2480);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_8706 = l_8705 >= double(1.1754943508222875e-38);
const bool l_8707 = l_8705 <= double(1.7976931348623157e308);
const bool l_8708 = l_8706 && l_8707;
if (l_8708) {
const uint64 l_8709 = reinterpret_cast<uint64 const&>(l_8705);
const uint64 l_8710 = l_8709 >> uint64(52);
const uint64 l_8711 = l_8710 - uint64(23);
const uint64 l_8712 = l_8711 << uint64(52);
const double l_8713 = reinterpret_cast<double const&>(l_8712);
l_mut_1211 = l_8713;
}
const double l_8714 = l_mut_2226 * l_mut_1211;
const double l_8715 = l_mut_2480 - l_8714;
const double l_8716 = abs(l_mut_2736);
l_mut_2480 = double(1.401298464324817e-45);
const bool l_8717 = l_8716 >= double(1.1754943508222875e-38);
const bool l_8718 = l_8716 <= double(1.7976931348623157e308);
const bool l_8719 = l_8717 && l_8718;
if (l_8719) {
const uint64 l_8720 = reinterpret_cast<uint64 const&>(l_8716);
const uint64 l_8721 = l_8720 >> uint64(52);
const uint64 l_8722 = l_8721 - uint64(23);
const uint64 l_8723 = l_8722 << uint64(52);
const double l_8724 = reinterpret_cast<double const&>(l_8723);
l_mut_2480 = l_8724;
}
const double l_8725 = l_mut_2226 * l_mut_2480;
const double l_8726 = l_mut_2736 + l_8725;
const uint32 l_8727 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8728 = l_8727 & uint32(2147483647);
const float l_8729 = reinterpret_cast<float const&>(l_8728);
const double l_8730 = double(l_8729);
l_mut_2736 = l_8730;
const bool l_8731 = l_8728 < uint32(8388608);
if (l_8731) {
const double l_8732 = double(l_8728);
const double l_8733 = l_8732 * double(1.401298464324817e-45);
l_mut_2736 = l_8733;
}
const uint64 l_8734 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8735 = l_8727 >> uint32(31);
const uint64 l_8736 = uint64(l_8735);
const uint64 l_8737 = l_8736 << uint64(63);
const uint64 l_8738 = l_8734 | l_8737;
const double l_8739 = reinterpret_cast<double const&>(l_8738);
const uint32 l_8740 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8741 = l_8740 + uint32(1);
l_mut_52 = l_8741;
const uint32 l_8742 = l_8740 & uint32(2147483647);
const bool l_8743 = l_8742 == uint32(0);
if (l_8743) {
l_mut_52 = uint32(1);
} else {
const uint32 l_8744 = l_8740 & uint32(2147483648);
const bool l_8745 = l_8744 != uint32(0);
if (l_8745) {
const uint32 l_8746 = l_8740 - uint32(1);
l_mut_52 = l_8746;
} else {
const bool l_8747 = l_8740 == uint32(2139095040);
if (l_8747) {
l_mut_52 = l_8740;
}
}
}
const float l_8748 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_8749 = reinterpret_cast<uint32 const&>(l_8748);
const uint32 l_8750 = l_8749 & uint32(2147483647);
const float l_8751 = reinterpret_cast<float const&>(l_8750);
const double l_8752 = double(l_8751);
l_mut_2736 = l_8752;
const bool l_8753 = l_8750 < uint32(8388608);
if (l_8753) {
const double l_8754 = double(l_8750);
const double l_8755 = l_8754 * double(1.401298464324817e-45);
l_mut_2736 = l_8755;
}
const uint64 l_8756 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8757 = l_8749 >> uint32(31);
const uint64 l_8758 = uint64(l_8757);
const uint64 l_8759 = l_8758 << uint64(63);
const uint64 l_8760 = l_8756 | l_8759;
const double l_8761 = reinterpret_cast<double const&>(l_8760);
const uint32 l_8762 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8763 = l_8762 ^ uint32(2147483648);
const float l_8764 = reinterpret_cast<float const&>(l_8763);
const uint32 l_8765 = reinterpret_cast<uint32 const&>(l_8764);
const uint32 l_8766 = l_8765 + uint32(1);
l_mut_52 = l_8766;
const uint32 l_8767 = l_8765 & uint32(2147483647);
const bool l_8768 = l_8767 == uint32(0);
if (l_8768) {
l_mut_52 = uint32(1);
} else {
const uint32 l_8769 = l_8765 & uint32(2147483648);
const bool l_8770 = l_8769 != uint32(0);
if (l_8770) {
const uint32 l_8771 = l_8765 - uint32(1);
l_mut_52 = l_8771;
} else {
const bool l_8772 = l_8765 == uint32(2139095040);
if (l_8772) {
l_mut_52 = l_8765;
}
}
}
const float l_8773 = reinterpret_cast<float const&>(l_mut_52);
const uint32 l_8774 = reinterpret_cast<uint32 const&>(l_8773);
const uint32 l_8775 = l_8774 ^ uint32(2147483648);
const float l_8776 = reinterpret_cast<float const&>(l_8775);
const uint32 l_8777 = reinterpret_cast<uint32 const&>(l_8776);
const uint32 l_8778 = l_8777 & uint32(2147483647);
const float l_8779 = reinterpret_cast<float const&>(l_8778);
const double l_8780 = double(l_8779);
l_mut_2736 = l_8780;
const bool l_8781 = l_8778 < uint32(8388608);
if (l_8781) {
const double l_8782 = double(l_8778);
const double l_8783 = l_8782 * double(1.401298464324817e-45);
l_mut_2736 = l_8783;
}
const uint64 l_8784 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8785 = l_8777 >> uint32(31);
const uint64 l_8786 = uint64(l_8785);
const uint64 l_8787 = l_8786 << uint64(63);
const uint64 l_8788 = l_8784 | l_8787;
const double l_8789 = reinterpret_cast<double const&>(l_8788);
const double l_8790 = l_8715 + l_8660;
const bool l_8791 = l_8790 <= l_8739;
l_mut_7259 = l_8791;
const double l_8792 = l_8715 - l_8660;
const bool l_8793 = l_8792 > l_8739;
l_mut_151 = l_8793;
const double l_8794 = l_8726 - l_8661;
const bool l_8795 = l_8794 >= l_8739;
l_mut_148 = l_8795;
const double l_8796 = l_8726 + l_8661;
const bool l_8797 = l_8796 < l_8739;
l_mut_145 = l_8797;
if (l_13) {
const double l_8798 = l_8715 + l_8660;
const bool l_8799 = l_8798 < l_8761;
l_mut_7259 = l_8799;
const double l_8800 = l_8715 - l_8660;
const bool l_8801 = l_8800 >= l_8761;
l_mut_151 = l_8801;
const double l_8802 = l_8726 - l_8661;
const bool l_8803 = l_8802 > l_8789;
l_mut_148 = l_8803;
const double l_8804 = l_8726 + l_8661;
const bool l_8805 = l_8804 <= l_8789;
l_mut_145 = l_8805;
}
l_mut_52 = uint32(2);
const bool l_8806 = l_mut_151 || l_mut_145;
if (l_8806) {
l_mut_52 = uint32(1);
} else {
const bool l_8807 = l_mut_7259 && l_mut_148;
if (l_8807) {
l_mut_52 = uint32(0);
}
}
const uint32 l_8808 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_8809 = l_8808 & uint32(2147483647);
const bool l_8810 = l_8809 == uint32(0);
if (l_8810) {
const double l_8811 = l_8715 + l_8660;
const bool l_8812 = l_8811 < double(1.1754943508222875e-38);
const double l_8813 = l_8726 - l_8661;
const bool l_8814 = l_8813 > double(-1.1754943508222875e-38);
const bool l_8815 = l_8812 && l_8814;
const double l_8816 = l_8715 - l_8660;
const bool l_8817 = l_8816 < double(1.1754943508222875e-38);
const double l_8818 = l_8726 + l_8661;
const bool l_8819 = l_8818 > double(-1.1754943508222875e-38);
const bool l_8820 = l_8817 && l_8819;
if (l_8815) {
l_mut_52 = uint32(0);
} else {
const bool l_8821 = l_mut_52 == uint32(1);
const bool l_8822 = l_8820 && l_8821;
if (l_8822) {
l_mut_52 = uint32(2);
}
}
}
l_mut_8432 = l_mut_52;
}
}
l_mut_94 = l_mut_8432;
}
l_mut_8432 = uint32(2);
const bool l_8823 = l_mut_3242 == uint32(0);
if (l_8823) {
l_mut_8432 = uint32(0);
} else {
const bool l_8824 = l_mut_94 == uint32(1);
if (l_8824) {
l_mut_8432 = uint32(1);
}
}
l_mut_4285 = l_mut_8432;
} else {
const double l_8825 = l_6235 - l_mut_2990;
const double l_8826 = l_8825 * l_30;
const double l_8827 = l_6235 + l_mut_2990;
const double l_8828 = l_8827 * l_30;
l_arr_8829[uint32(0)] = l_8826;
l_arr_8829[uint32(1)] = l_8826;
const double l_8830 = l_arr_8829[uint32(0)];
const bool l_8831 = l_8828 < l_8830;
if (l_8831) {
l_arr_8829[uint32(0)] = l_8828;
}
const double l_8832 = l_arr_8829[uint32(0)];
const bool l_8833 = l_8826 < l_8832;
if (l_8833) {
l_arr_8829[uint32(0)] = l_8826;
}
const double l_8834 = l_arr_8829[uint32(0)];
const bool l_8835 = l_8828 < l_8834;
if (l_8835) {
l_arr_8829[uint32(0)] = l_8828;
}
const double l_8836 = l_arr_8829[uint32(1)];
const bool l_8837 = l_8828 > l_8836;
if (l_8837) {
l_arr_8829[uint32(1)] = l_8828;
}
const double l_8838 = l_arr_8829[uint32(1)];
const bool l_8839 = l_8826 > l_8838;
if (l_8839) {
l_arr_8829[uint32(1)] = l_8826;
}
const double l_8840 = l_arr_8829[uint32(1)];
const bool l_8841 = l_8828 > l_8840;
if (l_8841) {
l_arr_8829[uint32(1)] = l_8828;
}
const double l_8842 = abs(l_30);
const double l_8843 = abs(l_6235);
const double l_8844 = l_8843 + l_mut_2990;
const double l_8845 = l_8844 * double(2.220446049250313e-16);
const double l_8846 = l_6278 + l_8845;
const double l_8847 = l_8842 * l_8846;
const double l_8848 = l_arr_8829[uint32(0)];
const double l_8849 = abs(l_8848);
const double l_8850 = l_8849 * double(2.220446049250313e-16);
const double l_8851 = l_8847 + l_8850;
const double l_8852 = double(2.0) * l_8851;
const double l_8853 = l_arr_8829[uint32(1)];
const double l_8854 = abs(l_8853);
const double l_8855 = l_8854 * double(2.220446049250313e-16);
const double l_8856 = l_8847 + l_8855;
const double l_8857 = double(2.0) * l_8856;
const double l_8858 = l_arr_8829[uint32(0)];
const double l_8859 = l_8858 - l_8852;
const double l_8860 = l_8859 * double(7.1362384635298e44);
const double l_8861 = floor(l_8860);
const double l_8862 = l_8861 * double(1.401298464324817e-45);
l_mut_2990 = l_8862;
const double l_8863 = abs(l_8859);
const bool l_8864 = l_8863 >= double(1.1754943508222875e-38);
if (l_8864) {
const float l_8865 = float(l_8859);
const double l_8866 = double(l_8865);
l_mut_2990 = l_8866;
const bool l_8867 = l_mut_2990 > l_8859;
if (l_8867) {
const uint32 l_8868 = reinterpret_cast<uint32 const&>(l_8865);
const uint32 l_8869 = l_8868 ^ uint32(2147483648);
const float l_8870 = reinterpret_cast<float const&>(l_8869);
const uint32 l_8871 = reinterpret_cast<uint32 const&>(l_8870);
const uint32 l_8872 = l_8871 + uint32(1);
l_mut_8432 = l_8872;
const uint32 l_8873 = l_8871 & uint32(2147483647);
const bool l_8874 = l_8873 == uint32(0);
if (l_8874) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8875 = l_8871 & uint32(2147483648);
const bool l_8876 = l_8875 != uint32(0);
if (l_8876) {
const uint32 l_8877 = l_8871 - uint32(1);
l_mut_8432 = l_8877;
} else {
const bool l_8878 = l_8871 == uint32(2139095040);
if (l_8878) {
l_mut_8432 = l_8871;
}
}
}
const float l_8879 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8880 = reinterpret_cast<uint32 const&>(l_8879);
const uint32 l_8881 = l_8880 ^ uint32(2147483648);
const float l_8882 = reinterpret_cast<float const&>(l_8881);
const uint32 l_8883 = reinterpret_cast<uint32 const&>(l_8882);
const uint32 l_8884 = l_8883 & uint32(2147483647);
const float l_8885 = reinterpret_cast<float const&>(l_8884);
const double l_8886 = double(l_8885);
l_mut_2736 = l_8886;
const bool l_8887 = l_8884 < uint32(8388608);
if (l_8887) {
const double l_8888 = double(l_8884);
const double l_8889 = l_8888 * double(1.401298464324817e-45);
l_mut_2736 = l_8889;
}
const uint64 l_8890 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8891 = l_8883 >> uint32(31);
const uint64 l_8892 = uint64(l_8891);
const uint64 l_8893 = l_8892 << uint64(63);
const uint64 l_8894 = l_8890 | l_8893;
const double l_8895 = reinterpret_cast<double const&>(l_8894);
l_mut_2990 = l_8895;
} else {
const uint32 l_8896 = reinterpret_cast<uint32 const&>(l_8865);
const uint32 l_8897 = l_8896 + uint32(1);
l_mut_8432 = l_8897;
const uint32 l_8898 = l_8896 & uint32(2147483647);
const bool l_8899 = l_8898 == uint32(0);
if (l_8899) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8900 = l_8896 & uint32(2147483648);
const bool l_8901 = l_8900 != uint32(0);
if (l_8901) {
const uint32 l_8902 = l_8896 - uint32(1);
l_mut_8432 = l_8902;
} else {
const bool l_8903 = l_8896 == uint32(2139095040);
if (l_8903) {
l_mut_8432 = l_8896;
}
}
}
const float l_8904 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8905 = reinterpret_cast<uint32 const&>(l_8904);
const uint32 l_8906 = l_8905 & uint32(2147483647);
const float l_8907 = reinterpret_cast<float const&>(l_8906);
const double l_8908 = double(l_8907);
l_mut_2736 = l_8908;
const bool l_8909 = l_8906 < uint32(8388608);
if (l_8909) {
const double l_8910 = double(l_8906);
const double l_8911 = l_8910 * double(1.401298464324817e-45);
l_mut_2736 = l_8911;
}
const uint64 l_8912 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8913 = l_8905 >> uint32(31);
const uint64 l_8914 = uint64(l_8913);
const uint64 l_8915 = l_8914 << uint64(63);
const uint64 l_8916 = l_8912 | l_8915;
const double l_8917 = reinterpret_cast<double const&>(l_8916);
const bool l_8918 = l_8917 <= l_8859;
if (l_8918) {
const uint32 l_8919 = reinterpret_cast<uint32 const&>(l_8865);
const uint32 l_8920 = l_8919 + uint32(1);
l_mut_8432 = l_8920;
const uint32 l_8921 = l_8919 & uint32(2147483647);
const bool l_8922 = l_8921 == uint32(0);
if (l_8922) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8923 = l_8919 & uint32(2147483648);
const bool l_8924 = l_8923 != uint32(0);
if (l_8924) {
const uint32 l_8925 = l_8919 - uint32(1);
l_mut_8432 = l_8925;
} else {
const bool l_8926 = l_8919 == uint32(2139095040);
if (l_8926) {
l_mut_8432 = l_8919;
}
}
}
const float l_8927 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8928 = reinterpret_cast<uint32 const&>(l_8927);
const uint32 l_8929 = l_8928 & uint32(2147483647);
const float l_8930 = reinterpret_cast<float const&>(l_8929);
const double l_8931 = double(l_8930);
l_mut_2736 = l_8931;
const bool l_8932 = l_8929 < uint32(8388608);
if (l_8932) {
const double l_8933 = double(l_8929);
const double l_8934 = l_8933 * double(1.401298464324817e-45);
l_mut_2736 = l_8934;
}
const uint64 l_8935 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_8936 = l_8928 >> uint32(31);
const uint64 l_8937 = uint64(l_8936);
const uint64 l_8938 = l_8937 << uint64(63);
const uint64 l_8939 = l_8935 | l_8938;
const double l_8940 = reinterpret_cast<double const&>(l_8939);
l_mut_2990 = l_8940;
}
}
}
const double l_8941 = l_8858 + l_8852;
const double l_8942 = l_8941 * double(7.1362384635298e44);
const double l_8943 = floor(l_8942);
const double l_8944 = l_8943 * double(1.401298464324817e-45);
l_mut_2736 = l_8944;
const double l_8945 = abs(l_8941);
const bool l_8946 = l_8945 >= double(1.1754943508222875e-38);
if (l_8946) {
const float l_8947 = float(l_8941);
const double l_8948 = double(l_8947);
l_mut_2736 = l_8948;
const bool l_8949 = l_mut_2736 > l_8941;
if (l_8949) {
const uint32 l_8950 = reinterpret_cast<uint32 const&>(l_8947);
const uint32 l_8951 = l_8950 ^ uint32(2147483648);
const float l_8952 = reinterpret_cast<float const&>(l_8951);
const uint32 l_8953 = reinterpret_cast<uint32 const&>(l_8952);
const uint32 l_8954 = l_8953 + uint32(1);
l_mut_8432 = l_8954;
const uint32 l_8955 = l_8953 & uint32(2147483647);
const bool l_8956 = l_8955 == uint32(0);
if (l_8956) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8957 = l_8953 & uint32(2147483648);
const bool l_8958 = l_8957 != uint32(0);
if (l_8958) {
const uint32 l_8959 = l_8953 - uint32(1);
l_mut_8432 = l_8959;
} else {
const bool l_8960 = l_8953 == uint32(2139095040);
if (l_8960) {
l_mut_8432 = l_8953;
}
}
}
const float l_8961 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8962 = reinterpret_cast<uint32 const&>(l_8961);
const uint32 l_8963 = l_8962 ^ uint32(2147483648);
const float l_8964 = reinterpret_cast<float const&>(l_8963);
const uint32 l_8965 = reinterpret_cast<uint32 const&>(l_8964);
const uint32 l_8966 = l_8965 & uint32(2147483647);
const float l_8967 = reinterpret_cast<float const&>(l_8966);
const double l_8968 = double(l_8967);
l_mut_2480 = l_8968;
const bool l_8969 = l_8966 < uint32(8388608);
if (l_8969) {
const double l_8970 = double(l_8966);
const double l_8971 = l_8970 * double(1.401298464324817e-45);
l_mut_2480 = l_8971;
}
const uint64 l_8972 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8973 = l_8965 >> uint32(31);
const uint64 l_8974 = uint64(l_8973);
const uint64 l_8975 = l_8974 << uint64(63);
const uint64 l_8976 = l_8972 | l_8975;
const double l_8977 = reinterpret_cast<double const&>(l_8976);
l_mut_2736 = l_8977;
} else {
const uint32 l_8978 = reinterpret_cast<uint32 const&>(l_8947);
const uint32 l_8979 = l_8978 + uint32(1);
l_mut_8432 = l_8979;
const uint32 l_8980 = l_8978 & uint32(2147483647);
const bool l_8981 = l_8980 == uint32(0);
if (l_8981) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_8982 = l_8978 & uint32(2147483648);
const bool l_8983 = l_8982 != uint32(0);
if (l_8983) {
const uint32 l_8984 = l_8978 - uint32(1);
l_mut_8432 = l_8984;
} else {
const bool l_8985 = l_8978 == uint32(2139095040);
if (l_8985) {
l_mut_8432 = l_8978;
}
}
}
const float l_8986 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_8987 = reinterpret_cast<uint32 const&>(l_8986);
const uint32 l_8988 = l_8987 & uint32(2147483647);
const float l_8989 = reinterpret_cast<float const&>(l_8988);
const double l_8990 = double(l_8989);
l_mut_2480 = l_8990;
const bool l_8991 = l_8988 < uint32(8388608);
if (l_8991) {
const double l_8992 = double(l_8988);
const double l_8993 = l_8992 * double(1.401298464324817e-45);
l_mut_2480 = l_8993;
}
const uint64 l_8994 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_8995 = l_8987 >> uint32(31);
const uint64 l_8996 = uint64(l_8995);
const uint64 l_8997 = l_8996 << uint64(63);
const uint64 l_8998 = l_8994 | l_8997;
const double l_8999 = reinterpret_cast<double const&>(l_8998);
const bool l_9000 = l_8999 <= l_8941;
if (l_9000) {
const uint32 l_9001 = reinterpret_cast<uint32 const&>(l_8947);
const uint32 l_9002 = l_9001 + uint32(1);
l_mut_8432 = l_9002;
const uint32 l_9003 = l_9001 & uint32(2147483647);
const bool l_9004 = l_9003 == uint32(0);
if (l_9004) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9005 = l_9001 & uint32(2147483648);
const bool l_9006 = l_9005 != uint32(0);
if (l_9006) {
const uint32 l_9007 = l_9001 - uint32(1);
l_mut_8432 = l_9007;
} else {
const bool l_9008 = l_9001 == uint32(2139095040);
if (l_9008) {
l_mut_8432 = l_9001;
}
}
}
const float l_9009 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9010 = reinterpret_cast<uint32 const&>(l_9009);
const uint32 l_9011 = l_9010 & uint32(2147483647);
const float l_9012 = reinterpret_cast<float const&>(l_9011);
const double l_9013 = double(l_9012);
l_mut_2480 = l_9013;
const bool l_9014 = l_9011 < uint32(8388608);
if (l_9014) {
const double l_9015 = double(l_9011);
const double l_9016 = l_9015 * double(1.401298464324817e-45);
l_mut_2480 = l_9016;
}
const uint64 l_9017 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9018 = l_9010 >> uint32(31);
const uint64 l_9019 = uint64(l_9018);
const uint64 l_9020 = l_9019 << uint64(63);
const uint64 l_9021 = l_9017 | l_9020;
const double l_9022 = reinterpret_cast<double const&>(l_9021);
l_mut_2736 = l_9022;
}
}
}
const bool l_9023 = l_mut_2990 == l_mut_2736;
const double l_9024 = l_arr_8829[uint32(1)];
const double l_9025 = l_9024 - l_8857;
const double l_9026 = l_9025 * double(7.1362384635298e44);
const double l_9027 = floor(l_9026);
const double l_9028 = l_9027 * double(1.401298464324817e-45);
l_mut_2990 = l_9028;
const double l_9029 = abs(l_9025);
const bool l_9030 = l_9029 >= double(1.1754943508222875e-38);
if (l_9030) {
const float l_9031 = float(l_9025);
const double l_9032 = double(l_9031);
l_mut_2990 = l_9032;
const bool l_9033 = l_mut_2990 > l_9025;
if (l_9033) {
const uint32 l_9034 = reinterpret_cast<uint32 const&>(l_9031);
const uint32 l_9035 = l_9034 ^ uint32(2147483648);
const float l_9036 = reinterpret_cast<float const&>(l_9035);
const uint32 l_9037 = reinterpret_cast<uint32 const&>(l_9036);
const uint32 l_9038 = l_9037 + uint32(1);
l_mut_8432 = l_9038;
const uint32 l_9039 = l_9037 & uint32(2147483647);
const bool l_9040 = l_9039 == uint32(0);
if (l_9040) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9041 = l_9037 & uint32(2147483648);
const bool l_9042 = l_9041 != uint32(0);
if (l_9042) {
const uint32 l_9043 = l_9037 - uint32(1);
l_mut_8432 = l_9043;
} else {
const bool l_9044 = l_9037 == uint32(2139095040);
if (l_9044) {
l_mut_8432 = l_9037;
}
}
}
const float l_9045 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9046 = reinterpret_cast<uint32 const&>(l_9045);
const uint32 l_9047 = l_9046 ^ uint32(2147483648);
const float l_9048 = reinterpret_cast<float const&>(l_9047);
const uint32 l_9049 = reinterpret_cast<uint32 const&>(l_9048);
const uint32 l_9050 = l_9049 & uint32(2147483647);
const float l_9051 = reinterpret_cast<float const&>(l_9050);
const double l_9052 = double(l_9051);
l_mut_2736 = l_9052;
const bool l_9053 = l_9050 < uint32(8388608);
if (l_9053) {
const double l_9054 = double(l_9050);
const double l_9055 = l_9054 * double(1.401298464324817e-45);
l_mut_2736 = l_9055;
}
const uint64 l_9056 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9057 = l_9049 >> uint32(31);
const uint64 l_9058 = uint64(l_9057);
const uint64 l_9059 = l_9058 << uint64(63);
const uint64 l_9060 = l_9056 | l_9059;
const double l_9061 = reinterpret_cast<double const&>(l_9060);
l_mut_2990 = l_9061;
} else {
const uint32 l_9062 = reinterpret_cast<uint32 const&>(l_9031);
const uint32 l_9063 = l_9062 + uint32(1);
l_mut_8432 = l_9063;
const uint32 l_9064 = l_9062 & uint32(2147483647);
const bool l_9065 = l_9064 == uint32(0);
if (l_9065) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9066 = l_9062 & uint32(2147483648);
const bool l_9067 = l_9066 != uint32(0);
if (l_9067) {
const uint32 l_9068 = l_9062 - uint32(1);
l_mut_8432 = l_9068;
} else {
const bool l_9069 = l_9062 == uint32(2139095040);
if (l_9069) {
l_mut_8432 = l_9062;
}
}
}
const float l_9070 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9071 = reinterpret_cast<uint32 const&>(l_9070);
const uint32 l_9072 = l_9071 & uint32(2147483647);
const float l_9073 = reinterpret_cast<float const&>(l_9072);
const double l_9074 = double(l_9073);
l_mut_2736 = l_9074;
const bool l_9075 = l_9072 < uint32(8388608);
if (l_9075) {
const double l_9076 = double(l_9072);
const double l_9077 = l_9076 * double(1.401298464324817e-45);
l_mut_2736 = l_9077;
}
const uint64 l_9078 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9079 = l_9071 >> uint32(31);
const uint64 l_9080 = uint64(l_9079);
const uint64 l_9081 = l_9080 << uint64(63);
const uint64 l_9082 = l_9078 | l_9081;
const double l_9083 = reinterpret_cast<double const&>(l_9082);
const bool l_9084 = l_9083 <= l_9025;
if (l_9084) {
const uint32 l_9085 = reinterpret_cast<uint32 const&>(l_9031);
const uint32 l_9086 = l_9085 + uint32(1);
l_mut_8432 = l_9086;
const uint32 l_9087 = l_9085 & uint32(2147483647);
const bool l_9088 = l_9087 == uint32(0);
if (l_9088) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9089 = l_9085 & uint32(2147483648);
const bool l_9090 = l_9089 != uint32(0);
if (l_9090) {
const uint32 l_9091 = l_9085 - uint32(1);
l_mut_8432 = l_9091;
} else {
const bool l_9092 = l_9085 == uint32(2139095040);
if (l_9092) {
l_mut_8432 = l_9085;
}
}
}
const float l_9093 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9094 = reinterpret_cast<uint32 const&>(l_9093);
const uint32 l_9095 = l_9094 & uint32(2147483647);
const float l_9096 = reinterpret_cast<float const&>(l_9095);
const double l_9097 = double(l_9096);
l_mut_2736 = l_9097;
const bool l_9098 = l_9095 < uint32(8388608);
if (l_9098) {
const double l_9099 = double(l_9095);
const double l_9100 = l_9099 * double(1.401298464324817e-45);
l_mut_2736 = l_9100;
}
const uint64 l_9101 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9102 = l_9094 >> uint32(31);
const uint64 l_9103 = uint64(l_9102);
const uint64 l_9104 = l_9103 << uint64(63);
const uint64 l_9105 = l_9101 | l_9104;
const double l_9106 = reinterpret_cast<double const&>(l_9105);
l_mut_2990 = l_9106;
}
}
}
const double l_9107 = l_9024 + l_8857;
const double l_9108 = l_9107 * double(7.1362384635298e44);
const double l_9109 = floor(l_9108);
const double l_9110 = l_9109 * double(1.401298464324817e-45);
l_mut_2736 = l_9110;
const double l_9111 = abs(l_9107);
const bool l_9112 = l_9111 >= double(1.1754943508222875e-38);
if (l_9112) {
const float l_9113 = float(l_9107);
const double l_9114 = double(l_9113);
l_mut_2736 = l_9114;
const bool l_9115 = l_mut_2736 > l_9107;
if (l_9115) {
const uint32 l_9116 = reinterpret_cast<uint32 const&>(l_9113);
const uint32 l_9117 = l_9116 ^ uint32(2147483648);
const float l_9118 = reinterpret_cast<float const&>(l_9117);
const uint32 l_9119 = reinterpret_cast<uint32 const&>(l_9118);
const uint32 l_9120 = l_9119 + uint32(1);
l_mut_8432 = l_9120;
const uint32 l_9121 = l_9119 & uint32(2147483647);
const bool l_9122 = l_9121 == uint32(0);
if (l_9122) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9123 = l_9119 & uint32(2147483648);
const bool l_9124 = l_9123 != uint32(0);
if (l_9124) {
const uint32 l_9125 = l_9119 - uint32(1);
l_mut_8432 = l_9125;
} else {
const bool l_9126 = l_9119 == uint32(2139095040);
if (l_9126) {
l_mut_8432 = l_9119;
}
}
}
const float l_9127 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9128 = reinterpret_cast<uint32 const&>(l_9127);
const uint32 l_9129 = l_9128 ^ uint32(2147483648);
const float l_9130 = reinterpret_cast<float const&>(l_9129);
const uint32 l_9131 = reinterpret_cast<uint32 const&>(l_9130);
const uint32 l_9132 = l_9131 & uint32(2147483647);
const float l_9133 = reinterpret_cast<float const&>(l_9132);
const double l_9134 = double(l_9133);
l_mut_2480 = l_9134;
const bool l_9135 = l_9132 < uint32(8388608);
if (l_9135) {
const double l_9136 = double(l_9132);
const double l_9137 = l_9136 * double(1.401298464324817e-45);
l_mut_2480 = l_9137;
}
const uint64 l_9138 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9139 = l_9131 >> uint32(31);
const uint64 l_9140 = uint64(l_9139);
const uint64 l_9141 = l_9140 << uint64(63);
const uint64 l_9142 = l_9138 | l_9141;
const double l_9143 = reinterpret_cast<double const&>(l_9142);
l_mut_2736 = l_9143;
} else {
const uint32 l_9144 = reinterpret_cast<uint32 const&>(l_9113);
const uint32 l_9145 = l_9144 + uint32(1);
l_mut_8432 = l_9145;
const uint32 l_9146 = l_9144 & uint32(2147483647);
const bool l_9147 = l_9146 == uint32(0);
if (l_9147) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9148 = l_9144 & uint32(2147483648);
const bool l_9149 = l_9148 != uint32(0);
if (l_9149) {
const uint32 l_9150 = l_9144 - uint32(1);
l_mut_8432 = l_9150;
} else {
const bool l_9151 = l_9144 == uint32(2139095040);
if (l_9151) {
l_mut_8432 = l_9144;
}
}
}
const float l_9152 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9153 = reinterpret_cast<uint32 const&>(l_9152);
const uint32 l_9154 = l_9153 & uint32(2147483647);
const float l_9155 = reinterpret_cast<float const&>(l_9154);
const double l_9156 = double(l_9155);
l_mut_2480 = l_9156;
const bool l_9157 = l_9154 < uint32(8388608);
if (l_9157) {
const double l_9158 = double(l_9154);
const double l_9159 = l_9158 * double(1.401298464324817e-45);
l_mut_2480 = l_9159;
}
const uint64 l_9160 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9161 = l_9153 >> uint32(31);
const uint64 l_9162 = uint64(l_9161);
const uint64 l_9163 = l_9162 << uint64(63);
const uint64 l_9164 = l_9160 | l_9163;
const double l_9165 = reinterpret_cast<double const&>(l_9164);
const bool l_9166 = l_9165 <= l_9107;
if (l_9166) {
const uint32 l_9167 = reinterpret_cast<uint32 const&>(l_9113);
const uint32 l_9168 = l_9167 + uint32(1);
l_mut_8432 = l_9168;
const uint32 l_9169 = l_9167 & uint32(2147483647);
const bool l_9170 = l_9169 == uint32(0);
if (l_9170) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9171 = l_9167 & uint32(2147483648);
const bool l_9172 = l_9171 != uint32(0);
if (l_9172) {
const uint32 l_9173 = l_9167 - uint32(1);
l_mut_8432 = l_9173;
} else {
const bool l_9174 = l_9167 == uint32(2139095040);
if (l_9174) {
l_mut_8432 = l_9167;
}
}
}
const float l_9175 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9176 = reinterpret_cast<uint32 const&>(l_9175);
const uint32 l_9177 = l_9176 & uint32(2147483647);
const float l_9178 = reinterpret_cast<float const&>(l_9177);
const double l_9179 = double(l_9178);
l_mut_2480 = l_9179;
const bool l_9180 = l_9177 < uint32(8388608);
if (l_9180) {
const double l_9181 = double(l_9177);
const double l_9182 = l_9181 * double(1.401298464324817e-45);
l_mut_2480 = l_9182;
}
const uint64 l_9183 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9184 = l_9176 >> uint32(31);
const uint64 l_9185 = uint64(l_9184);
const uint64 l_9186 = l_9185 << uint64(63);
const uint64 l_9187 = l_9183 | l_9186;
const double l_9188 = reinterpret_cast<double const&>(l_9187);
l_mut_2736 = l_9188;
}
}
}
const bool l_9189 = l_mut_2990 == l_mut_2736;
const bool l_9190 = l_9023 && l_9189;
if (l_9190) {
const double l_9191 = l_arr_8829[uint32(0)];
const double l_9192 = l_9191 * double(7.1362384635298e44);
const double l_9193 = floor(l_9192);
const double l_9194 = l_9193 * double(1.401298464324817e-45);
l_mut_2990 = l_9194;
const double l_9195 = abs(l_9191);
const bool l_9196 = l_9195 >= double(1.1754943508222875e-38);
if (l_9196) {
const float l_9197 = float(l_9191);
const double l_9198 = double(l_9197);
l_mut_2990 = l_9198;
const bool l_9199 = l_mut_2990 > l_9191;
if (l_9199) {
const uint32 l_9200 = reinterpret_cast<uint32 const&>(l_9197);
const uint32 l_9201 = l_9200 ^ uint32(2147483648);
const float l_9202 = reinterpret_cast<float const&>(l_9201);
const uint32 l_9203 = reinterpret_cast<uint32 const&>(l_9202);
const uint32 l_9204 = l_9203 + uint32(1);
l_mut_8432 = l_9204;
const uint32 l_9205 = l_9203 & uint32(2147483647);
const bool l_9206 = l_9205 == uint32(0);
if (l_9206) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9207 = l_9203 & uint32(2147483648);
const bool l_9208 = l_9207 != uint32(0);
if (l_9208) {
const uint32 l_9209 = l_9203 - uint32(1);
l_mut_8432 = l_9209;
} else {
const bool l_9210 = l_9203 == uint32(2139095040);
if (l_9210) {
l_mut_8432 = l_9203;
}
}
}
const float l_9211 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9212 = reinterpret_cast<uint32 const&>(l_9211);
const uint32 l_9213 = l_9212 ^ uint32(2147483648);
const float l_9214 = reinterpret_cast<float const&>(l_9213);
const uint32 l_9215 = reinterpret_cast<uint32 const&>(l_9214);
const uint32 l_9216 = l_9215 & uint32(2147483647);
const float l_9217 = reinterpret_cast<float const&>(l_9216);
const double l_9218 = double(l_9217);
l_mut_2736 = l_9218;
const bool l_9219 = l_9216 < uint32(8388608);
if (l_9219) {
const double l_9220 = double(l_9216);
const double l_9221 = l_9220 * double(1.401298464324817e-45);
l_mut_2736 = l_9221;
}
const uint64 l_9222 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9223 = l_9215 >> uint32(31);
const uint64 l_9224 = uint64(l_9223);
const uint64 l_9225 = l_9224 << uint64(63);
const uint64 l_9226 = l_9222 | l_9225;
const double l_9227 = reinterpret_cast<double const&>(l_9226);
l_mut_2990 = l_9227;
} else {
const uint32 l_9228 = reinterpret_cast<uint32 const&>(l_9197);
const uint32 l_9229 = l_9228 + uint32(1);
l_mut_8432 = l_9229;
const uint32 l_9230 = l_9228 & uint32(2147483647);
const bool l_9231 = l_9230 == uint32(0);
if (l_9231) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9232 = l_9228 & uint32(2147483648);
const bool l_9233 = l_9232 != uint32(0);
if (l_9233) {
const uint32 l_9234 = l_9228 - uint32(1);
l_mut_8432 = l_9234;
} else {
const bool l_9235 = l_9228 == uint32(2139095040);
if (l_9235) {
l_mut_8432 = l_9228;
}
}
}
const float l_9236 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9237 = reinterpret_cast<uint32 const&>(l_9236);
const uint32 l_9238 = l_9237 & uint32(2147483647);
const float l_9239 = reinterpret_cast<float const&>(l_9238);
const double l_9240 = double(l_9239);
l_mut_2736 = l_9240;
const bool l_9241 = l_9238 < uint32(8388608);
if (l_9241) {
const double l_9242 = double(l_9238);
const double l_9243 = l_9242 * double(1.401298464324817e-45);
l_mut_2736 = l_9243;
}
const uint64 l_9244 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9245 = l_9237 >> uint32(31);
const uint64 l_9246 = uint64(l_9245);
const uint64 l_9247 = l_9246 << uint64(63);
const uint64 l_9248 = l_9244 | l_9247;
const double l_9249 = reinterpret_cast<double const&>(l_9248);
const bool l_9250 = l_9249 <= l_9191;
if (l_9250) {
const uint32 l_9251 = reinterpret_cast<uint32 const&>(l_9197);
const uint32 l_9252 = l_9251 + uint32(1);
l_mut_8432 = l_9252;
const uint32 l_9253 = l_9251 & uint32(2147483647);
const bool l_9254 = l_9253 == uint32(0);
if (l_9254) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9255 = l_9251 & uint32(2147483648);
const bool l_9256 = l_9255 != uint32(0);
if (l_9256) {
const uint32 l_9257 = l_9251 - uint32(1);
l_mut_8432 = l_9257;
} else {
const bool l_9258 = l_9251 == uint32(2139095040);
if (l_9258) {
l_mut_8432 = l_9251;
}
}
}
const float l_9259 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9260 = reinterpret_cast<uint32 const&>(l_9259);
const uint32 l_9261 = l_9260 & uint32(2147483647);
const float l_9262 = reinterpret_cast<float const&>(l_9261);
const double l_9263 = double(l_9262);
l_mut_2736 = l_9263;
const bool l_9264 = l_9261 < uint32(8388608);
if (l_9264) {
const double l_9265 = double(l_9261);
const double l_9266 = l_9265 * double(1.401298464324817e-45);
l_mut_2736 = l_9266;
}
const uint64 l_9267 = reinterpret_cast<uint64 const&>(l_mut_2736);
const uint32 l_9268 = l_9260 >> uint32(31);
const uint64 l_9269 = uint64(l_9268);
const uint64 l_9270 = l_9269 << uint64(63);
const uint64 l_9271 = l_9267 | l_9270;
const double l_9272 = reinterpret_cast<double const&>(l_9271);
l_mut_2990 = l_9272;
}
}
}
const double l_9273 = l_arr_8829[uint32(1)];
const double l_9274 = -l_9273;
const double l_9275 = l_9274 * double(7.1362384635298e44);
const double l_9276 = floor(l_9275);
const double l_9277 = l_9276 * double(1.401298464324817e-45);
l_mut_2736 = l_9277;
const double l_9278 = abs(l_9274);
const bool l_9279 = l_9278 >= double(1.1754943508222875e-38);
if (l_9279) {
const float l_9280 = float(l_9274);
const double l_9281 = double(l_9280);
l_mut_2736 = l_9281;
const bool l_9282 = l_mut_2736 > l_9274;
if (l_9282) {
const uint32 l_9283 = reinterpret_cast<uint32 const&>(l_9280);
const uint32 l_9284 = l_9283 ^ uint32(2147483648);
const float l_9285 = reinterpret_cast<float const&>(l_9284);
const uint32 l_9286 = reinterpret_cast<uint32 const&>(l_9285);
const uint32 l_9287 = l_9286 + uint32(1);
l_mut_8432 = l_9287;
const uint32 l_9288 = l_9286 & uint32(2147483647);
const bool l_9289 = l_9288 == uint32(0);
if (l_9289) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9290 = l_9286 & uint32(2147483648);
const bool l_9291 = l_9290 != uint32(0);
if (l_9291) {
const uint32 l_9292 = l_9286 - uint32(1);
l_mut_8432 = l_9292;
} else {
const bool l_9293 = l_9286 == uint32(2139095040);
if (l_9293) {
l_mut_8432 = l_9286;
}
}
}
const float l_9294 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9295 = reinterpret_cast<uint32 const&>(l_9294);
const uint32 l_9296 = l_9295 ^ uint32(2147483648);
const float l_9297 = reinterpret_cast<float const&>(l_9296);
const uint32 l_9298 = reinterpret_cast<uint32 const&>(l_9297);
const uint32 l_9299 = l_9298 & uint32(2147483647);
const float l_9300 = reinterpret_cast<float const&>(l_9299);
const double l_9301 = double(l_9300);
l_mut_2480 = l_9301;
const bool l_9302 = l_9299 < uint32(8388608);
if (l_9302) {
const double l_9303 = double(l_9299);
const double l_9304 = l_9303 * double(1.401298464324817e-45);
l_mut_2480 = l_9304;
}
const uint64 l_9305 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9306 = l_9298 >> uint32(31);
const uint64 l_9307 = uint64(l_9306);
const uint64 l_9308 = l_9307 << uint64(63);
const uint64 l_9309 = l_9305 | l_9308;
const double l_9310 = reinterpret_cast<double const&>(l_9309);
l_mut_2736 = l_9310;
} else {
const uint32 l_9311 = reinterpret_cast<uint32 const&>(l_9280);
const uint32 l_9312 = l_9311 + uint32(1);
l_mut_8432 = l_9312;
const uint32 l_9313 = l_9311 & uint32(2147483647);
const bool l_9314 = l_9313 == uint32(0);
if (l_9314) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9315 = l_9311 & uint32(2147483648);
const bool l_9316 = l_9315 != uint32(0);
if (l_9316) {
const uint32 l_9317 = l_9311 - uint32(1);
l_mut_8432 = l_9317;
} else {
const bool l_9318 = l_9311 == uint32(2139095040);
if (l_9318) {
l_mut_8432 = l_9311;
}
}
}
const float l_9319 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9320 = reinterpret_cast<uint32 const&>(l_9319);
const uint32 l_9321 = l_9320 & uint32(2147483647);
const float l_9322 = reinterpret_cast<float const&>(l_9321);
const double l_9323 = double(l_9322);
l_mut_2480 = l_9323;
const bool l_9324 = l_9321 < uint32(8388608);
if (l_9324) {
const double l_9325 = double(l_9321);
const double l_9326 = l_9325 * double(1.401298464324817e-45);
l_mut_2480 = l_9326;
}
const uint64 l_9327 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9328 = l_9320 >> uint32(31);
const uint64 l_9329 = uint64(l_9328);
const uint64 l_9330 = l_9329 << uint64(63);
const uint64 l_9331 = l_9327 | l_9330;
const double l_9332 = reinterpret_cast<double const&>(l_9331);
const bool l_9333 = l_9332 <= l_9274;
if (l_9333) {
const uint32 l_9334 = reinterpret_cast<uint32 const&>(l_9280);
const uint32 l_9335 = l_9334 + uint32(1);
l_mut_8432 = l_9335;
const uint32 l_9336 = l_9334 & uint32(2147483647);
const bool l_9337 = l_9336 == uint32(0);
if (l_9337) {
l_mut_8432 = uint32(1);
} else {
const uint32 l_9338 = l_9334 & uint32(2147483648);
const bool l_9339 = l_9338 != uint32(0);
if (l_9339) {
const uint32 l_9340 = l_9334 - uint32(1);
l_mut_8432 = l_9340;
} else {
const bool l_9341 = l_9334 == uint32(2139095040);
if (l_9341) {
l_mut_8432 = l_9334;
}
}
}
const float l_9342 = reinterpret_cast<float const&>(l_mut_8432);
const uint32 l_9343 = reinterpret_cast<uint32 const&>(l_9342);
const uint32 l_9344 = l_9343 & uint32(2147483647);
const float l_9345 = reinterpret_cast<float const&>(l_9344);
const double l_9346 = double(l_9345);
l_mut_2480 = l_9346;
const bool l_9347 = l_9344 < uint32(8388608);
if (l_9347) {
const double l_9348 = double(l_9344);
const double l_9349 = l_9348 * double(1.401298464324817e-45);
l_mut_2480 = l_9349;
}
const uint64 l_9350 = reinterpret_cast<uint64 const&>(l_mut_2480);
const uint32 l_9351 = l_9343 >> uint32(31);
const uint64 l_9352 = uint64(l_9351);
const uint64 l_9353 = l_9352 << uint64(63);
const uint64 l_9354 = l_9350 | l_9353;
const double l_9355 = reinterpret_cast<double const&>(l_9354);
l_mut_2736 = l_9355;
}
}
}
const double l_9356 = -l_mut_2736;
const double l_9357 = abs(l_mut_2990);
const double l_9358 = abs(l_9356);
l_mut_2736 = l_9357;
const bool l_9359 = l_9358 > l_9357;
if (l_9359) {
l_mut_2736 = l_9358;
}
const double l_9360 = double(2.0) * l_mut_2736;
const double l_9361 = l_26 + l_9360;
l_mut_2480 = l_9361;
if (l_6162) {
const double l_9362 = double(2.0) * l_mut_2736;
const double l_9363 = floor(l_9362);
const double l_9364 = l_26 + l_9363;
l_mut_2480 = l_9364;
}
l_mut_8432 = uint32(2);
const bool l_9365 = l_mut_2736 <= double(300.0);
if (l_9365) {
l_mut_2736 = l_mut_2990;
const bool l_9366 = l_mut_2990 > double(1000.0);
if (l_9366) {
const uint64 l_9367 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint64 l_9368 = l_9367 | uint64(9218868437227405312);
const uint64 l_9369 = l_9368 & uint64(18442240474082181120);
const double l_9370 = reinterpret_cast<double const&>(l_9369);
l_mut_2736 = l_9370;
} else {
const bool l_9371 = l_mut_2990 < double(-1000.0);
if (l_9371) {
l_mut_2736 = double(0.0);
} else {
const bool l_9372 = isnan(l_mut_2990);
const bool l_9373 = !l_9372;
if (l_9373) {
const double l_9374 = l_mut_2990 + double(0.5);
const double l_9375 = floor(l_9374);
const double l_9376 = l_mut_2990 - l_9375;
const double l_9377 = l_9376 * double(0.6931471824645996);
const double l_9378 = l_9376 * double(-1.904654299957768e-9);
const double l_9379 = l_9377 + l_9378;
l_mut_2990 = l_9379;
const bool l_9380 = isnan(l_9379);
if (l_9380) {
} else {
const bool l_9381 = l_9379 < double(-700.0);
if (l_9381) {
l_mut_2990 = double(0.0);
} else {
const bool l_9382 = l_9379 > double(700.0);
if (l_9382) {
const uint64 l_9383 = reinterpret_cast<uint64 const&>(l_9379);
const uint64 l_9384 = l_9383 | uint64(9218868437227405312);
const uint64 l_9385 = l_9384 & uint64(18442240474082181120);
const double l_9386 = reinterpret_cast<double const&>(l_9385);
l_mut_2990 = l_9386;
} else {
const double l_9387 = l_9379 * double(1.4426950408889634);
const double l_9388 = l_9387 + double(0.5);
const double l_9389 = floor(l_9388);
const double l_9390 = l_9389 * double(0.6931471824645996);
const double l_9391 = l_9377 - l_9390;
const double l_9392 = l_9391 * l_4;
const double l_9393 = l_9389 * double(-1.904654299957768e-9);
const double l_9394 = l_9378 - l_9393;
const double l_9395 = l_9392 + l_9394;
const double l_9396 = l_9395 * double(7.647163731819816e-13);
const double l_9397 = l_9396 + double(1.1470745597729725e-11);
l_mut_2226 = l_9397;
const double l_9398 = l_mut_2226 * l_9395;
const double l_9399 = l_9398 + double(1.6059043836821613e-10);
l_mut_2226 = l_9399;
const double l_9400 = l_mut_2226 * l_9395;
const double l_9401 = l_9400 + double(2.08767569878681e-9);
l_mut_2226 = l_9401;
const double l_9402 = l_mut_2226 * l_9395;
const double l_9403 = l_9402 + double(2.505210838544172e-8);
l_mut_2226 = l_9403;
const double l_9404 = l_mut_2226 * l_9395;
const double l_9405 = l_9404 + double(2.755731922398589e-7);
l_mut_2226 = l_9405;
const double l_9406 = l_mut_2226 * l_9395;
const double l_9407 = l_9406 + double(2.7557319223985893e-6);
l_mut_2226 = l_9407;
const double l_9408 = l_mut_2226 * l_9395;
const double l_9409 = l_9408 + double(2.48015873015873e-5);
l_mut_2226 = l_9409;
const double l_9410 = l_mut_2226 * l_9395;
const double l_9411 = l_9410 + double(0.0001984126984126984);
l_mut_2226 = l_9411;
const double l_9412 = l_mut_2226 * l_9395;
const double l_9413 = l_9412 + double(0.001388888888888889);
l_mut_2226 = l_9413;
const double l_9414 = l_mut_2226 * l_9395;
const double l_9415 = l_9414 + double(0.008333333333333333);
l_mut_2226 = l_9415;
const double l_9416 = l_mut_2226 * l_9395;
const double l_9417 = l_9416 + double(0.041666666666666664);
l_mut_2226 = l_9417;
const double l_9418 = l_mut_2226 * l_9395;
const double l_9419 = l_9418 + double(0.16666666666666666);
l_mut_2226 = l_9419;
const double l_9420 = l_mut_2226 * l_9395;
const double l_9421 = l_9420 + double(0.5);
l_mut_2226 = l_9421;
const double l_9422 = l_9395 * l_9395;
const double l_9423 = l_9422 * l_mut_2226;
const double l_9424 = l_9395 + l_9423;
const double l_9425 = double(1.0) + l_9424;
const int32 l_9426 = int32(l_9389);
const int32 l_9427 = l_9426 + int32(1023);
const uint64 l_9428 = uint64(l_9427);
const uint64 l_9429 = l_9428 << uint64(52);
const double l_9430 = reinterpret_cast<double const&>(l_9429);
const double l_9431 = l_9425 * l_9430;
l_mut_2990 = l_9431;
}
}
}
const int32 l_9432 = int32(l_9375);
const int32 l_9433 = l_9432 + int32(1023);
const uint64 l_9434 = uint64(l_9433);
const uint64 l_9435 = l_9434 << uint64(52);
const double l_9436 = reinterpret_cast<double const&>(l_9435);
const double l_9437 = l_mut_2990 * l_9436;
l_mut_2736 = l_9437;
}
}
}
l_mut_2990 = l_9356;
const bool l_9438 = l_9356 > double(1000.0);
if (l_9438) {
const uint64 l_9439 = reinterpret_cast<uint64 const&>(l_9356);
const uint64 l_9440 = l_9439 | uint64(9218868437227405312);
const uint64 l_9441 = l_9440 & uint64(18442240474082181120);
const double l_9442 = reinterpret_cast<double const&>(l_9441);
l_mut_2990 = l_9442;
} else {
const bool l_9443 = l_9356 < double(-1000.0);
if (l_9443) {
l_mut_2990 = double(0.0);
} else {
const bool l_9444 = isnan(l_9356);
const bool l_9445 = !l_9444;
if (l_9445) {
const double l_9446 = l_9356 + double(0.5);
const double l_9447 = floor(l_9446);
const double l_9448 = l_9356 - l_9447;
const double l_9449 = l_9448 * double(0.6931471824645996);
const double l_9450 = l_9448 * double(-1.904654299957768e-9);
const double l_9451 = l_9449 + l_9450;
l_mut_2226 = l_9451;
const bool l_9452 = isnan(l_9451);
if (l_9452) {
} else {
const bool l_9453 = l_9451 < double(-700.0);
if (l_9453) {
l_mut_2226 = double(0.0);
} else {
const bool l_9454 = l_9451 > double(700.0);
if (l_9454) {
const uint64 l_9455 = reinterpret_cast<uint64 const&>(l_9451);
const uint64 l_9456 = l_9455 | uint64(9218868437227405312);
const uint64 l_9457 = l_9456 & uint64(18442240474082181120);
const double l_9458 = reinterpret_cast<double const&>(l_9457);
l_mut_2226 = l_9458;
} else {
const double l_9459 = l_9451 * double(1.4426950408889634);
const double l_9460 = l_9459 + double(0.5);
const double l_9461 = floor(l_9460);
const double l_9462 = l_9461 * double(0.6931471824645996);
const double l_9463 = l_9449 - l_9462;
const double l_9464 = l_9463 * l_4;
const double l_9465 = l_9461 * double(-1.904654299957768e-9);
const double l_9466 = l_9450 - l_9465;
const double l_9467 = l_9464 + l_9466;
const double l_9468 = l_9467 * double(7.647163731819816e-13);
const double l_9469 = l_9468 + double(1.1470745597729725e-11);
l_mut_1211 = l_9469;
const double l_9470 = l_mut_1211 * l_9467;
const double l_9471 = l_9470 + double(1.6059043836821613e-10);
l_mut_1211 = l_9471;
const double l_9472 = l_mut_1211 * l_9467;
const double l_9473 = l_9472 + double(2.08767569878681e-9);
l_mut_1211 = l_9473;
const double l_9474 = l_mut_1211 * l_9467;
const double l_9475 = l_9474 + double(2.505210838544172e-8);
l_mut_1211 = l_9475;
const double l_9476 = l_mut_1211 * l_9467;
const double l_9477 = l_9476 + double(2.755731922398589e-7);
l_mut_1211 = l_9477;
const double l_9478 = l_mut_1211 * l_9467;
const double l_9479 = l_9478 + double(2.7557319223985893e-6);
l_mut_1211 = l_9479;
const double l_9480 = l_mut_1211 * l_9467;
const double l_9481 = l_9480 + double(2.48015873015873e-5);
l_mut_1211 = l_9481;
const double l_9482 = l_mut_1211 * l_9467;
const double l_9483 = l_9482 + double(0.0001984126984126984);
l_mut_1211 = l_9483;
const double l_9484 = l_mut_1211 * l_9467;
const double l_9485 = l_9484 + double(0.001388888888888889);
l_mut_1211 = l_9485;
const double l_9486 = l_mut_1211 * l_9467;
const double l_9487 = l_9486 + double(0.008333333333333333);
l_mut_1211 = l_9487;
const double l_9488 = l_mut_1211 * l_9467;
const double l_9489 = l_9488 + double(0.041666666666666664);
l_mut_1211 = l_9489;
const double l_9490 = l_mut_1211 * l_9467;
const double l_9491 = l_9490 + double(0.16666666666666666);
l_mut_1211 = l_9491;
const double l_9492 = l_mut_1211 * l_9467;
const double l_9493 = l_9492 + double(0.5);
l_mut_1211 = l_9493;
const double l_9494 = l_9467 * l_9467;
const double l_9495 = l_9494 * l_mut_1211;
const double l_9496 = l_9467 + l_9495;
const double l_9497 = double(1.0) + l_9496;
const int32 l_9498 = int32(l_9461);
const int32 l_9499 = l_9498 + int32(1023);
const uint64 l_9500 = uint64(l_9499);
const uint64 l_9501 = l_9500 << uint64(52);
const double l_9502 = reinterpret_cast<double const&>(l_9501);
const double l_9503 = l_9497 * l_9502;
l_mut_2226 = l_9503;
}
}
}
const int32 l_9504 = int32(l_9447);
const int32 l_9505 = l_9504 + int32(1023);
const uint64 l_9506 = uint64(l_9505);
const uint64 l_9507 = l_9506 << uint64(52);
const double l_9508 = reinterpret_cast<double const&>(l_9507);
const double l_9509 = l_mut_2226 * l_9508;
l_mut_2990 = l_9509;
}
}
}
const double l_9510 = l_mut_2736 * double(1.4551915228366852e-11);
const double l_9511 = l_mut_2990 * double(1.4551915228366852e-11);
const double l_9512 = l_mut_2736 - l_9510;
const double l_9513 = abs(l_9512);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_9514 = l_9513 >= double(1.1754943508222875e-38);
const bool l_9515 = l_9513 <= double(1.7976931348623157e308);
const bool l_9516 = l_9514 && l_9515;
if (l_9516) {
const uint64 l_9517 = reinterpret_cast<uint64 const&>(l_9513);
const uint64 l_9518 = l_9517 >> uint64(52);
const uint64 l_9519 = l_9518 - uint64(23);
const uint64 l_9520 = l_9519 << uint64(52);
const double l_9521 = reinterpret_cast<double const&>(l_9520);
l_mut_2226 = l_9521;
}
const double l_9522 = l_mut_2736 + l_9510;
const double l_9523 = abs(l_9522);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_9524 = l_9523 >= double(1.1754943508222875e-38);
const bool l_9525 = l_9523 <= double(1.7976931348623157e308);
const bool l_9526 = l_9524 && l_9525;
if (l_9526) {
const uint64 l_9527 = reinterpret_cast<uint64 const&>(l_9523);
const uint64 l_9528 = l_9527 >> uint64(52);
const uint64 l_9529 = l_9528 - uint64(23);
const uint64 l_9530 = l_9529 << uint64(52);
const double l_9531 = reinterpret_cast<double const&>(l_9530);
l_mut_1211 = l_9531;
}
const bool l_9532 = l_mut_2226 == l_mut_1211;
const double l_9533 = l_mut_2990 - l_9511;
const double l_9534 = abs(l_9533);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_9535 = l_9534 >= double(1.1754943508222875e-38);
const bool l_9536 = l_9534 <= double(1.7976931348623157e308);
const bool l_9537 = l_9535 && l_9536;
if (l_9537) {
const uint64 l_9538 = reinterpret_cast<uint64 const&>(l_9534);
const uint64 l_9539 = l_9538 >> uint64(52);
const uint64 l_9540 = l_9539 - uint64(23);
const uint64 l_9541 = l_9540 << uint64(52);
const double l_9542 = reinterpret_cast<double const&>(l_9541);
l_mut_2226 = l_9542;
}
const double l_9543 = l_mut_2990 + l_9511;
const double l_9544 = abs(l_9543);
l_mut_1211 = double(1.401298464324817e-45);
const bool l_9545 = l_9544 >= double(1.1754943508222875e-38);
const bool l_9546 = l_9544 <= double(1.7976931348623157e308);
const bool l_9547 = l_9545 && l_9546;
if (l_9547) {
const uint64 l_9548 = reinterpret_cast<uint64 const&>(l_9544);
const uint64 l_9549 = l_9548 >> uint64(52);
const uint64 l_9550 = l_9549 - uint64(23);
const uint64 l_9551 = l_9550 << uint64(52);
const double l_9552 = reinterpret_cast<double const&>(l_9551);
l_mut_1211 = l_9552;
}
const bool l_9553 = l_mut_2226 == l_mut_1211;
const bool l_9554 = l_9532 && l_9553;
if (l_9554) {
const double l_9555 = abs(l_mut_2736);
l_mut_2226 = double(1.401298464324817e-45);
const bool l_9556 = l_9555 >= double(1.1754943508222875e-38);
const bool l_9557 = l_9555 <= double(1.7976931348623157e308);
const bool l_9558 = l_9556 && l_9557;
if (l_9558) {
const uint64 l_9559 = reinterpret_cast<uint64 const&>(l_9555);
const uint64 l_9560 = l_9559 >> uint64(52);
const uint64 l_9561 = l_9560 - uint64(23);
const uint64 l_9562 = l_9561 << uint64(52);
const double l_9563 = reinterpret_cast<double const&>(l_9562);
l_mut_2226 = l_9563;
}
const double l_9564 = l_mut_2480 * l_mut_2226;
const double l_9565 = l_mut_2736 - l_9564;
const double l_9566 = abs(l_mut_2990);
l_mut_2736 = double(1.401298464324817e-45);
const bool l_9567 = l_9566 >= double(1.1754943508222875e-38);
const bool l_9568 = l_9566 <= double(1.7976931348623157e308);
const bool l_9569 = l_9567 && l_9568;
if (l_9569) {
const uint64 l_9570 = reinterpret_cast<uint64 const&>(l_9566);
const uint64 l_9571 = l_9570 >> uint64(52);
const uint64 l_9572 = l_9571 - uint64(23);
const uint64 l_9573 = l_9572 << uint64(52);
const double l_9574 = reinterpret_cast<double const&>(l_9573);
l_mut_2736 = l_9574;
}
const double l_9575 = l_mut_2480 * l_mut_2736;
const double l_9576 = l_mut_2990 + l_9575;
const uint32 l_9577 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_9578 = l_9577 & uint32(2147483647);
const float l_9579 = reinterpret_cast<float const&>(l_9578);
const double l_9580 = double(l_9579);
l_mut_2990 = l_9580;
const bool l_9581 = l_9578 < uint32(8388608);
if (l_9581) {
const double l_9582 = double(l_9578);
const double l_9583 = l_9582 * double(1.401298464324817e-45);
l_mut_2990 = l_9583;
}
const uint64 l_9584 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_9585 = l_9577 >> uint32(31);
const uint64 l_9586 = uint64(l_9585);
const uint64 l_9587 = l_9586 << uint64(63);
const uint64 l_9588 = l_9584 | l_9587;
const double l_9589 = reinterpret_cast<double const&>(l_9588);
const uint32 l_9590 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_9591 = l_9590 + uint32(1);
l_mut_3242 = l_9591;
const uint32 l_9592 = l_9590 & uint32(2147483647);
const bool l_9593 = l_9592 == uint32(0);
if (l_9593) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_9594 = l_9590 & uint32(2147483648);
const bool l_9595 = l_9594 != uint32(0);
if (l_9595) {
const uint32 l_9596 = l_9590 - uint32(1);
l_mut_3242 = l_9596;
} else {
const bool l_9597 = l_9590 == uint32(2139095040);
if (l_9597) {
l_mut_3242 = l_9590;
}
}
}
const float l_9598 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_9599 = reinterpret_cast<uint32 const&>(l_9598);
const uint32 l_9600 = l_9599 & uint32(2147483647);
const float l_9601 = reinterpret_cast<float const&>(l_9600);
const double l_9602 = double(l_9601);
l_mut_2990 = l_9602;
const bool l_9603 = l_9600 < uint32(8388608);
if (l_9603) {
const double l_9604 = double(l_9600);
const double l_9605 = l_9604 * double(1.401298464324817e-45);
l_mut_2990 = l_9605;
}
const uint64 l_9606 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_9607 = l_9599 >> uint32(31);
const uint64 l_9608 = uint64(l_9607);
const uint64 l_9609 = l_9608 << uint64(63);
const uint64 l_9610 = l_9606 | l_9609;
const double l_9611 = reinterpret_cast<double const&>(l_9610);
const uint32 l_9612 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_9613 = l_9612 ^ uint32(2147483648);
const float l_9614 = reinterpret_cast<float const&>(l_9613);
const uint32 l_9615 = reinterpret_cast<uint32 const&>(l_9614);
const uint32 l_9616 = l_9615 + uint32(1);
l_mut_3242 = l_9616;
const uint32 l_9617 = l_9615 & uint32(2147483647);
const bool l_9618 = l_9617 == uint32(0);
if (l_9618) {
l_mut_3242 = uint32(1);
} else {
const uint32 l_9619 = l_9615 & uint32(2147483648);
const bool l_9620 = l_9619 != uint32(0);
if (l_9620) {
const uint32 l_9621 = l_9615 - uint32(1);
l_mut_3242 = l_9621;
} else {
const bool l_9622 = l_9615 == uint32(2139095040);
if (l_9622) {
l_mut_3242 = l_9615;
}
}
}
const float l_9623 = reinterpret_cast<float const&>(l_mut_3242);
const uint32 l_9624 = reinterpret_cast<uint32 const&>(l_9623);
const uint32 l_9625 = l_9624 ^ uint32(2147483648);
const float l_9626 = reinterpret_cast<float const&>(l_9625);
const uint32 l_9627 = reinterpret_cast<uint32 const&>(l_9626);
const uint32 l_9628 = l_9627 & uint32(2147483647);
const float l_9629 = reinterpret_cast<float const&>(l_9628);
const double l_9630 = double(l_9629);
l_mut_2990 = l_9630;
const bool l_9631 = l_9628 < uint32(8388608);
if (l_9631) {
const double l_9632 = double(l_9628);
const double l_9633 = l_9632 * double(1.401298464324817e-45);
l_mut_2990 = l_9633;
}
const uint64 l_9634 = reinterpret_cast<uint64 const&>(l_mut_2990);
const uint32 l_9635 = l_9627 >> uint32(31);
const uint64 l_9636 = uint64(l_9635);
const uint64 l_9637 = l_9636 << uint64(63);
const uint64 l_9638 = l_9634 | l_9637;
const double l_9639 = reinterpret_cast<double const&>(l_9638);
const double l_9640 = l_9565 + l_9510;
const bool l_9641 = l_9640 <= l_9589;
l_mut_7259 = l_9641;
const double l_9642 = l_9565 - l_9510;
const bool l_9643 = l_9642 > l_9589;
l_mut_151 = l_9643;
const double l_9644 = l_9576 - l_9511;
const bool l_9645 = l_9644 >= l_9589;
l_mut_148 = l_9645;
const double l_9646 = l_9576 + l_9511;
const bool l_9647 = l_9646 < l_9589;
l_mut_145 = l_9647;
l_mut_3242 = uint32(2);
const bool l_9648 = l_mut_151 || l_mut_145;
if (l_9648) {
l_mut_3242 = uint32(1);
} else {
const bool l_9649 = l_mut_7259 && l_mut_148;
if (l_9649) {
l_mut_3242 = uint32(0);
}
}
const uint32 l_9650 = reinterpret_cast<uint32 const&>(l_16);
const uint32 l_9651 = l_9650 & uint32(2147483647);
const bool l_9652 = l_9651 == uint32(0);
if (l_9652) {
const double l_9653 = l_9565 + l_9510;
const bool l_9654 = l_9653 < double(1.1754943508222875e-38);
const double l_9655 = l_9576 - l_9511;
const bool l_9656 = l_9655 > double(-1.1754943508222875e-38);
const bool l_9657 = l_9654 && l_9656;
const double l_9658 = l_9565 - l_9510;
const bool l_9659 = l_9658 < double(1.1754943508222875e-38);
const double l_9660 = l_9576 + l_9511;
const bool l_9661 = l_9660 > double(-1.1754943508222875e-38);
const bool l_9662 = l_9659 && l_9661;
if (l_9657) {
l_mut_3242 = uint32(0);
} else {
const bool l_9663 = l_mut_3242 == uint32(1);
const bool l_9664 = l_9662 && l_9663;
if (l_9664) {
l_mut_3242 = uint32(2);
}
}
}
l_mut_8432 = l_mut_3242;
}
}
l_mut_4285 = l_mut_8432;
}
}
}
l_mut_35 = l_mut_4285;
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
}
}
}
}
}
const uint32 l_9749 = info.static_meta[uint32(8)];
const uint32 l_9750 = l_9749 * uint32(1);
const bool l_9751 = l_7 < l_9750;
if (l_9751) {
buffer_8[l_7] = l_mut_35;
}
}
}

}
