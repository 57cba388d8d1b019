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

double l_arr_2079[2];

double l_arr_3023[2];

double l_arr_3230[2];

double l_arr_3620[2];

bool l_mut_133;
bool l_mut_136;
bool l_mut_139;
bool l_mut_142;
double l_mut_1170;
double l_mut_1193;
double l_mut_122;
double l_mut_1269;
double l_mut_1496;
double l_mut_1725;
double l_mut_1952;
double l_mut_38;
double l_mut_61;
uint32 l_mut_2185;
uint32 l_mut_3129;
uint32 l_mut_31;
uint32 l_mut_48;
uint32 l_mut_87;
const uint32 l_0 = info.static_meta[uint32(8)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_3786 = info.static_meta[uint32(6)];
const uint32 l_3787 = l_3786 * uint32(1);
const bool l_3788 = uint32(1024) < l_3787;
const uint32 l_3789 = l_3787 - uint32(1);
const uint32 l_3790 = min(uint32(1024), l_3789);
const uint32 l_3791 = buffer_6[l_3790];
const uint32 l_3792 = (l_3788) ? l_3791 : uint32(0);
const uint32 l_2 = l_3792;
const float l_3 = reinterpret_cast<float const&>(l_2);
const double l_4 = double(l_3);

for (uint32 l_mut_5 = uint32(0); l_mut_5 < uint32(8); ++l_mut_5) {
const uint32 l_6 = idxGlobal * uint32(8);
const uint32 l_7 = l_6 + l_mut_5;
const uint32 l_8 = uint32(2) * l_mut_5;
const uint32 l_3793 = info.static_meta[uint32(4)];
const uint32 l_3794 = l_3793 * uint32(1);
const bool l_3795 = l_8 < l_3794;
const uint32 l_3796 = l_3794 - uint32(1);
const uint32 l_3797 = min(l_8, l_3796);
const uint32 l_3798 = buffer_4[l_3797];
const uint32 l_3799 = (l_3795) ? l_3798 : uint32(0);
const uint32 l_9 = l_3799;
const uint32 l_10 = uint32(2) * l_mut_5;
const uint32 l_11 = l_10 + uint32(1);
const uint32 l_3800 = info.static_meta[uint32(4)];
const uint32 l_3801 = l_3800 * uint32(1);
const bool l_3802 = l_11 < l_3801;
const uint32 l_3803 = l_3801 - uint32(1);
const uint32 l_3804 = min(l_11, l_3803);
const uint32 l_3805 = buffer_4[l_3804];
const uint32 l_3806 = (l_3802) ? l_3805 : uint32(0);
const uint32 l_12 = l_3806;
const bool l_13 = l_12 != uint32(0);
const uint32 l_3807 = info.static_meta[uint32(0)];
const uint32 l_3808 = l_3807 * uint32(1);
const bool l_3809 = idxGlobal < l_3808;
const uint32 l_3810 = l_3808 - uint32(1);
const uint32 l_3811 = min(idxGlobal, l_3810);
const float l_3812 = buffer_0[l_3811];
const float l_3813 = (l_3809) ? l_3812 : float(0.0);
const float l_14 = l_3813;
const uint32 l_3814 = info.static_meta[uint32(1)];
const uint32 l_3815 = l_3814 * uint32(1);
const bool l_3816 = idxGlobal < l_3815;
const uint32 l_3817 = l_3815 - uint32(1);
const uint32 l_3818 = min(idxGlobal, l_3817);
const float l_3819 = buffer_1[l_3818];
const float l_3820 = (l_3816) ? l_3819 : float(0.0);
const float l_15 = l_3820;
const uint32 l_3821 = info.static_meta[uint32(2)];
const uint32 l_3822 = l_3821 * uint32(1);
const bool l_3823 = idxGlobal < l_3822;
const uint32 l_3824 = l_3822 - uint32(1);
const uint32 l_3825 = min(idxGlobal, l_3824);
const double l_3826 = buffer_2[l_3825];
const double l_3827 = (l_3823) ? l_3826 : double(0.0);
const double l_16 = l_3827;
const uint32 l_3828 = info.static_meta[uint32(3)];
const uint32 l_3829 = l_3828 * uint32(1);
const bool l_3830 = idxGlobal < l_3829;
const uint32 l_3831 = l_3829 - uint32(1);
const uint32 l_3832 = min(idxGlobal, l_3831);
const double l_3833 = buffer_3[l_3832];
const double l_3834 = (l_3830) ? l_3833 : double(0.0);
const double l_17 = l_3834;
const uint32 l_18 = l_mut_5 * uint32(4);
const uint32 l_3835 = info.static_meta[uint32(5)];
const uint32 l_3836 = l_3835 * uint32(1);
const bool l_3837 = l_18 < l_3836;
const uint32 l_3838 = l_3836 - uint32(1);
const uint32 l_3839 = min(l_18, l_3838);
const double l_3840 = buffer_5[l_3839];
const double l_3841 = (l_3837) ? l_3840 : double(0.0);
const double l_19 = l_3841;
const uint32 l_20 = l_mut_5 * uint32(4);
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_3842 = info.static_meta[uint32(5)];
const uint32 l_3843 = l_3842 * uint32(1);
const bool l_3844 = l_21 < l_3843;
const uint32 l_3845 = l_3843 - uint32(1);
const uint32 l_3846 = min(l_21, l_3845);
const double l_3847 = buffer_5[l_3846];
const double l_3848 = (l_3844) ? l_3847 : double(0.0);
const double l_22 = l_3848;
const uint32 l_23 = l_mut_5 * uint32(4);
const uint32 l_24 = l_23 + uint32(2);
const uint32 l_3849 = info.static_meta[uint32(5)];
const uint32 l_3850 = l_3849 * uint32(1);
const bool l_3851 = l_24 < l_3850;
const uint32 l_3852 = l_3850 - uint32(1);
const uint32 l_3853 = min(l_24, l_3852);
const double l_3854 = buffer_5[l_3853];
const double l_3855 = (l_3851) ? l_3854 : double(0.0);
const double l_25 = l_3855;
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
const bool l_984 = l_9 == uint32(11);
const bool l_985 = l_9 == uint32(12);
const bool l_986 = l_984 || l_985;
if (l_986) {
l_mut_31 = uint32(0);
}
const bool l_987 = l_27 <= l_25;
const bool l_988 = l_9 == uint32(11);
const bool l_989 = l_987 && l_988;
if (l_989) {
const float l_990 = float(l_26);
const uint32 l_991 = reinterpret_cast<uint32 const&>(l_990);
const double l_992 = double(l_990);
l_mut_122 = l_992;
const uint32 l_993 = l_991 & uint32(2139095040);
const bool l_994 = l_993 == uint32(0);
if (l_994) {
const uint32 l_995 = l_991 & uint32(8388607);
const double l_996 = double(l_995);
const double l_997 = l_996 * double(1.401298464324817e-45);
l_mut_122 = l_997;
const uint32 l_998 = l_991 >> uint32(31);
const bool l_999 = l_998 == uint32(1);
if (l_999) {
const double l_1000 = -l_mut_122;
l_mut_122 = l_1000;
}
}
const double l_1001 = abs(l_mut_122);
l_mut_122 = l_1001;
l_mut_87 = uint32(0);
const bool l_1002 = l_1001 >= double(0.785);
if (l_1002) {
const double l_1003 = l_1001 * double(0.6366197723675814);
const double l_1004 = l_1003 + double(0.5);
const double l_1005 = floor(l_1004);
const double l_1006 = l_1005 * double(1.570796325802803);
const double l_1007 = l_1001 - l_1006;
const double l_1008 = l_1007 * l_4;
const double l_1009 = l_1005 * double(9.920935796805404e-10);
const double l_1010 = l_1008 - l_1009;
l_mut_122 = l_1010;
const uint32 l_1011 = uint32(l_1005);
l_mut_87 = l_1011;
}
const uint32 l_1012 = reinterpret_cast<uint32 const&>(l_990);
const uint32 l_1013 = l_1012 >> uint32(31);
const bool l_1014 = l_1013 == uint32(1);
const double l_1015 = l_mut_122 * l_mut_122;
const double l_1016 = l_1015 * double(1.9572941063391263e-20);
const double l_1017 = double(8.22063524662433e-18) - l_1016;
l_mut_61 = l_1017;
const double l_1018 = l_mut_61 * l_1015;
const double l_1019 = l_1018 - double(2.8114572543455206e-15);
l_mut_61 = l_1019;
const double l_1020 = l_mut_61 * l_1015;
const double l_1021 = l_1020 + double(7.647163731819816e-13);
l_mut_61 = l_1021;
const double l_1022 = l_mut_61 * l_1015;
const double l_1023 = l_1022 - double(1.6059043836821613e-10);
l_mut_61 = l_1023;
const double l_1024 = l_mut_61 * l_1015;
const double l_1025 = l_1024 + double(2.505210838544172e-8);
l_mut_61 = l_1025;
const double l_1026 = l_mut_61 * l_1015;
const double l_1027 = l_1026 - double(2.7557319223985893e-6);
l_mut_61 = l_1027;
const double l_1028 = l_mut_61 * l_1015;
const double l_1029 = l_1028 + double(0.0001984126984126984);
l_mut_61 = l_1029;
const double l_1030 = l_mut_61 * l_1015;
const double l_1031 = l_1030 - double(0.008333333333333333);
l_mut_61 = l_1031;
const double l_1032 = l_mut_61 * l_1015;
const double l_1033 = l_1032 + double(0.16666666666666666);
l_mut_61 = l_1033;
const double l_1034 = double(0.5) * l_1015;
const double l_1035 = double(1.0) - l_1034;
const double l_1036 = double(0.0) * l_1035;
const double l_1037 = l_mut_122 * l_1015;
const double l_1038 = l_1037 * l_mut_61;
const double l_1039 = l_1036 - l_1038;
const double l_1040 = l_mut_122 + l_1039;
const double l_1041 = l_mut_122 * l_mut_122;
const double l_1042 = l_1041 * double(4.110317623312165e-19);
const double l_1043 = l_1042 - double(1.5619206968586225e-16);
l_mut_61 = l_1043;
const double l_1044 = l_mut_61 * l_1041;
const double l_1045 = l_1044 + double(4.779477332387385e-14);
l_mut_61 = l_1045;
const double l_1046 = l_mut_61 * l_1041;
const double l_1047 = l_1046 - double(1.1470745597729725e-11);
l_mut_61 = l_1047;
const double l_1048 = l_mut_61 * l_1041;
const double l_1049 = l_1048 + double(2.08767569878681e-9);
l_mut_61 = l_1049;
const double l_1050 = l_mut_61 * l_1041;
const double l_1051 = l_1050 - double(2.755731922398589e-7);
l_mut_61 = l_1051;
const double l_1052 = l_mut_61 * l_1041;
const double l_1053 = l_1052 + double(2.48015873015873e-5);
l_mut_61 = l_1053;
const double l_1054 = l_mut_61 * l_1041;
const double l_1055 = l_1054 - double(0.001388888888888889);
l_mut_61 = l_1055;
const double l_1056 = l_mut_61 * l_1041;
const double l_1057 = l_1056 + double(0.041666666666666664);
l_mut_61 = l_1057;
const double l_1058 = double(0.5) * l_1041;
const double l_1059 = double(1.0) - l_1058;
const double l_1060 = l_1041 * l_1041;
const double l_1061 = l_1060 * l_mut_61;
const double l_1062 = double(0.0) * l_mut_122;
const double l_1063 = l_1061 - l_1062;
const double l_1064 = l_1059 + l_1063;
const uint32 l_1065 = l_mut_87 & uint32(1);
const bool l_1066 = l_1065 == uint32(1);
l_mut_122 = l_1040;
const uint32 l_1067 = l_mut_87 & uint32(2);
const bool l_1068 = l_1067 != uint32(0);
l_mut_142 = l_1068;
if (l_1066) {
l_mut_122 = l_1064;
}
const bool l_1069 = bool(true) && l_1014;
if (l_1069) {
const bool l_1070 = !l_mut_142;
l_mut_142 = l_1070;
}
if (l_mut_142) {
const double l_1071 = -l_mut_122;
l_mut_122 = l_1071;
}
const float l_1072 = float(l_26);
const uint32 l_1073 = reinterpret_cast<uint32 const&>(l_1072);
const double l_1074 = double(l_1072);
l_mut_61 = l_1074;
const uint32 l_1075 = l_1073 & uint32(2139095040);
const bool l_1076 = l_1075 == uint32(0);
if (l_1076) {
const uint32 l_1077 = l_1073 & uint32(8388607);
const double l_1078 = double(l_1077);
const double l_1079 = l_1078 * double(1.401298464324817e-45);
l_mut_61 = l_1079;
const uint32 l_1080 = l_1073 >> uint32(31);
const bool l_1081 = l_1080 == uint32(1);
if (l_1081) {
const double l_1082 = -l_mut_61;
l_mut_61 = l_1082;
}
}
const double l_1083 = abs(l_mut_61);
l_mut_61 = l_1083;
l_mut_87 = uint32(0);
const bool l_1084 = l_1083 >= double(0.785);
if (l_1084) {
const double l_1085 = l_1083 * double(0.6366197723675814);
const double l_1086 = l_1085 + double(0.5);
const double l_1087 = floor(l_1086);
const double l_1088 = l_1087 * double(1.570796325802803);
const double l_1089 = l_1083 - l_1088;
const double l_1090 = l_1089 * l_4;
const double l_1091 = l_1087 * double(9.920935796805404e-10);
const double l_1092 = l_1090 - l_1091;
l_mut_61 = l_1092;
const uint32 l_1093 = uint32(l_1087);
l_mut_87 = l_1093;
}
const uint32 l_1094 = reinterpret_cast<uint32 const&>(l_1072);
const uint32 l_1095 = l_1094 >> uint32(31);
const bool l_1096 = l_1095 == uint32(1);
const double l_1097 = l_mut_61 * l_mut_61;
const double l_1098 = l_1097 * double(1.9572941063391263e-20);
const double l_1099 = double(8.22063524662433e-18) - l_1098;
l_mut_38 = l_1099;
const double l_1100 = l_mut_38 * l_1097;
const double l_1101 = l_1100 - double(2.8114572543455206e-15);
l_mut_38 = l_1101;
const double l_1102 = l_mut_38 * l_1097;
const double l_1103 = l_1102 + double(7.647163731819816e-13);
l_mut_38 = l_1103;
const double l_1104 = l_mut_38 * l_1097;
const double l_1105 = l_1104 - double(1.6059043836821613e-10);
l_mut_38 = l_1105;
const double l_1106 = l_mut_38 * l_1097;
const double l_1107 = l_1106 + double(2.505210838544172e-8);
l_mut_38 = l_1107;
const double l_1108 = l_mut_38 * l_1097;
const double l_1109 = l_1108 - double(2.7557319223985893e-6);
l_mut_38 = l_1109;
const double l_1110 = l_mut_38 * l_1097;
const double l_1111 = l_1110 + double(0.0001984126984126984);
l_mut_38 = l_1111;
const double l_1112 = l_mut_38 * l_1097;
const double l_1113 = l_1112 - double(0.008333333333333333);
l_mut_38 = l_1113;
const double l_1114 = l_mut_38 * l_1097;
const double l_1115 = l_1114 + double(0.16666666666666666);
l_mut_38 = l_1115;
const double l_1116 = double(0.5) * l_1097;
const double l_1117 = double(1.0) - l_1116;
const double l_1118 = double(0.0) * l_1117;
const double l_1119 = l_mut_61 * l_1097;
const double l_1120 = l_1119 * l_mut_38;
const double l_1121 = l_1118 - l_1120;
const double l_1122 = l_mut_61 + l_1121;
const double l_1123 = l_mut_61 * l_mut_61;
const double l_1124 = l_1123 * double(4.110317623312165e-19);
const double l_1125 = l_1124 - double(1.5619206968586225e-16);
l_mut_38 = l_1125;
const double l_1126 = l_mut_38 * l_1123;
const double l_1127 = l_1126 + double(4.779477332387385e-14);
l_mut_38 = l_1127;
const double l_1128 = l_mut_38 * l_1123;
const double l_1129 = l_1128 - double(1.1470745597729725e-11);
l_mut_38 = l_1129;
const double l_1130 = l_mut_38 * l_1123;
const double l_1131 = l_1130 + double(2.08767569878681e-9);
l_mut_38 = l_1131;
const double l_1132 = l_mut_38 * l_1123;
const double l_1133 = l_1132 - double(2.755731922398589e-7);
l_mut_38 = l_1133;
const double l_1134 = l_mut_38 * l_1123;
const double l_1135 = l_1134 + double(2.48015873015873e-5);
l_mut_38 = l_1135;
const double l_1136 = l_mut_38 * l_1123;
const double l_1137 = l_1136 - double(0.001388888888888889);
l_mut_38 = l_1137;
const double l_1138 = l_mut_38 * l_1123;
const double l_1139 = l_1138 + double(0.041666666666666664);
l_mut_38 = l_1139;
const double l_1140 = double(0.5) * l_1123;
const double l_1141 = double(1.0) - l_1140;
const double l_1142 = l_1123 * l_1123;
const double l_1143 = l_1142 * l_mut_38;
const double l_1144 = double(0.0) * l_mut_61;
const double l_1145 = l_1143 - l_1144;
const double l_1146 = l_1141 + l_1145;
const uint32 l_1147 = l_mut_87 & uint32(1);
const bool l_1148 = l_1147 == uint32(1);
l_mut_61 = l_1122;
const uint32 l_1149 = l_mut_87 & uint32(2);
const bool l_1150 = l_1149 != uint32(0);
l_mut_142 = l_1150;
l_mut_61 = l_1146;
if (l_1148) {
l_mut_61 = l_1122;
}
const uint32 l_1151 = l_mut_87 + uint32(1);
const uint32 l_1152 = l_1151 & uint32(2);
const bool l_1153 = l_1152 != uint32(0);
l_mut_142 = l_1153;
const bool l_1154 = bool(false) && l_1096;
if (l_1154) {
const bool l_1155 = !l_mut_142;
l_mut_142 = l_1155;
}
if (l_mut_142) {
const double l_1156 = -l_mut_61;
l_mut_61 = l_1156;
}
const double l_1157 = abs(l_mut_122);
const double l_1158 = l_1157 * double(1.4551915228366852e-11);
const double l_1159 = abs(l_mut_61);
const double l_1160 = l_1159 * double(1.4551915228366852e-11);
l_mut_38 = double(1.4551915228366852e-11);
l_mut_87 = uint32(2);
if (l_13) {
const double l_1161 = l_mut_122 - l_19;
const double l_1162 = abs(l_1161);
const double l_1163 = l_1162 * double(2.220446049250313e-16);
const double l_1164 = l_1158 + l_1163;
const double l_1165 = l_1161 + l_1164;
const double l_1166 = -l_1165;
const double l_1167 = l_1166 * double(7.1362384635298e44);
const double l_1168 = floor(l_1167);
const double l_1169 = l_1168 * double(1.401298464324817e-45);
l_mut_1170 = l_1169;
const double l_1171 = abs(l_1166);
const bool l_1172 = l_1171 >= double(1.1754943508222875e-38);
if (l_1172) {
const float l_1173 = float(l_1166);
const double l_1174 = double(l_1173);
l_mut_1170 = l_1174;
const bool l_1175 = l_mut_1170 > l_1166;
if (l_1175) {
const uint32 l_1176 = reinterpret_cast<uint32 const&>(l_1173);
const uint32 l_1177 = l_1176 ^ uint32(2147483648);
const float l_1178 = reinterpret_cast<float const&>(l_1177);
const uint32 l_1179 = reinterpret_cast<uint32 const&>(l_1178);
const uint32 l_1180 = l_1179 + uint32(1);
l_mut_48 = l_1180;
const uint32 l_1181 = l_1179 & uint32(2147483647);
const bool l_1182 = l_1181 == uint32(0);
if (l_1182) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1183 = l_1179 & uint32(2147483648);
const bool l_1184 = l_1183 != uint32(0);
if (l_1184) {
const uint32 l_1185 = l_1179 - uint32(1);
l_mut_48 = l_1185;
} else {
const bool l_1186 = l_1179 == uint32(2139095040);
if (l_1186) {
l_mut_48 = l_1179;
}
}
}
const float l_1187 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1188 = reinterpret_cast<uint32 const&>(l_1187);
const uint32 l_1189 = l_1188 ^ uint32(2147483648);
const float l_1190 = reinterpret_cast<float const&>(l_1189);
const uint32 l_1191 = reinterpret_cast<uint32 const&>(l_1190);
const double l_1192 = double(l_1190);
l_mut_1193 = l_1192;
const uint32 l_1194 = l_1191 & uint32(2139095040);
const bool l_1195 = l_1194 == uint32(0);
if (l_1195) {
const uint32 l_1196 = l_1191 & uint32(8388607);
const double l_1197 = double(l_1196);
const double l_1198 = l_1197 * double(1.401298464324817e-45);
l_mut_1193 = l_1198;
const uint32 l_1199 = l_1191 >> uint32(31);
const bool l_1200 = l_1199 == uint32(1);
if (l_1200) {
const double l_1201 = -l_mut_1193;
l_mut_1193 = l_1201;
}
}
l_mut_1170 = l_mut_1193;
} else {
const uint32 l_1202 = reinterpret_cast<uint32 const&>(l_1173);
const uint32 l_1203 = l_1202 + uint32(1);
l_mut_48 = l_1203;
const uint32 l_1204 = l_1202 & uint32(2147483647);
const bool l_1205 = l_1204 == uint32(0);
if (l_1205) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1206 = l_1202 & uint32(2147483648);
const bool l_1207 = l_1206 != uint32(0);
if (l_1207) {
const uint32 l_1208 = l_1202 - uint32(1);
l_mut_48 = l_1208;
} else {
const bool l_1209 = l_1202 == uint32(2139095040);
if (l_1209) {
l_mut_48 = l_1202;
}
}
}
const float l_1210 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1211 = reinterpret_cast<uint32 const&>(l_1210);
const double l_1212 = double(l_1210);
l_mut_1193 = l_1212;
const uint32 l_1213 = l_1211 & uint32(2139095040);
const bool l_1214 = l_1213 == uint32(0);
if (l_1214) {
const uint32 l_1215 = l_1211 & uint32(8388607);
const double l_1216 = double(l_1215);
const double l_1217 = l_1216 * double(1.401298464324817e-45);
l_mut_1193 = l_1217;
const uint32 l_1218 = l_1211 >> uint32(31);
const bool l_1219 = l_1218 == uint32(1);
if (l_1219) {
const double l_1220 = -l_mut_1193;
l_mut_1193 = l_1220;
}
}
const bool l_1221 = l_mut_1193 <= l_1166;
if (l_1221) {
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_1173);
const uint32 l_1223 = l_1222 + uint32(1);
l_mut_48 = l_1223;
const uint32 l_1224 = l_1222 & uint32(2147483647);
const bool l_1225 = l_1224 == uint32(0);
if (l_1225) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1226 = l_1222 & uint32(2147483648);
const bool l_1227 = l_1226 != uint32(0);
if (l_1227) {
const uint32 l_1228 = l_1222 - uint32(1);
l_mut_48 = l_1228;
} else {
const bool l_1229 = l_1222 == uint32(2139095040);
if (l_1229) {
l_mut_48 = l_1222;
}
}
}
const float l_1230 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1231 = reinterpret_cast<uint32 const&>(l_1230);
const double l_1232 = double(l_1230);
l_mut_1193 = l_1232;
const uint32 l_1233 = l_1231 & uint32(2139095040);
const bool l_1234 = l_1233 == uint32(0);
if (l_1234) {
const uint32 l_1235 = l_1231 & uint32(8388607);
const double l_1236 = double(l_1235);
const double l_1237 = l_1236 * double(1.401298464324817e-45);
l_mut_1193 = l_1237;
const uint32 l_1238 = l_1231 >> uint32(31);
const bool l_1239 = l_1238 == uint32(1);
if (l_1239) {
const double l_1240 = -l_mut_1193;
l_mut_1193 = l_1240;
}
}
l_mut_1170 = l_mut_1193;
}
}
}
const double l_1241 = -l_mut_1170;
l_mut_1193 = l_1241;
const bool l_1242 = bool(true) && bool(true);
if (l_1242) {
const double l_1243 = l_1161 + l_1164;
const double l_1244 = l_1243 * double(7.1362384635298e44);
const double l_1245 = floor(l_1244);
const double l_1246 = l_1245 * double(1.401298464324817e-45);
l_mut_1170 = l_1246;
const double l_1247 = abs(l_1243);
const bool l_1248 = l_1247 >= double(1.1754943508222875e-38);
if (l_1248) {
const float l_1249 = float(l_1243);
const double l_1250 = double(l_1249);
l_mut_1170 = l_1250;
const bool l_1251 = l_mut_1170 > l_1243;
if (l_1251) {
const uint32 l_1252 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1253 = l_1252 ^ uint32(2147483648);
const float l_1254 = reinterpret_cast<float const&>(l_1253);
const uint32 l_1255 = reinterpret_cast<uint32 const&>(l_1254);
const uint32 l_1256 = l_1255 + uint32(1);
l_mut_48 = l_1256;
const uint32 l_1257 = l_1255 & uint32(2147483647);
const bool l_1258 = l_1257 == uint32(0);
if (l_1258) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1259 = l_1255 & uint32(2147483648);
const bool l_1260 = l_1259 != uint32(0);
if (l_1260) {
const uint32 l_1261 = l_1255 - uint32(1);
l_mut_48 = l_1261;
} else {
const bool l_1262 = l_1255 == uint32(2139095040);
if (l_1262) {
l_mut_48 = l_1255;
}
}
}
const float l_1263 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1264 = reinterpret_cast<uint32 const&>(l_1263);
const uint32 l_1265 = l_1264 ^ uint32(2147483648);
const float l_1266 = reinterpret_cast<float const&>(l_1265);
const uint32 l_1267 = reinterpret_cast<uint32 const&>(l_1266);
const double l_1268 = double(l_1266);
l_mut_1269 = l_1268;
const uint32 l_1270 = l_1267 & uint32(2139095040);
const bool l_1271 = l_1270 == uint32(0);
if (l_1271) {
const uint32 l_1272 = l_1267 & uint32(8388607);
const double l_1273 = double(l_1272);
const double l_1274 = l_1273 * double(1.401298464324817e-45);
l_mut_1269 = l_1274;
const uint32 l_1275 = l_1267 >> uint32(31);
const bool l_1276 = l_1275 == uint32(1);
if (l_1276) {
const double l_1277 = -l_mut_1269;
l_mut_1269 = l_1277;
}
}
l_mut_1170 = l_mut_1269;
} else {
const uint32 l_1278 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1279 = l_1278 + uint32(1);
l_mut_48 = l_1279;
const uint32 l_1280 = l_1278 & uint32(2147483647);
const bool l_1281 = l_1280 == uint32(0);
if (l_1281) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1282 = l_1278 & uint32(2147483648);
const bool l_1283 = l_1282 != uint32(0);
if (l_1283) {
const uint32 l_1284 = l_1278 - uint32(1);
l_mut_48 = l_1284;
} else {
const bool l_1285 = l_1278 == uint32(2139095040);
if (l_1285) {
l_mut_48 = l_1278;
}
}
}
const float l_1286 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1287 = reinterpret_cast<uint32 const&>(l_1286);
const double l_1288 = double(l_1286);
l_mut_1269 = l_1288;
const uint32 l_1289 = l_1287 & uint32(2139095040);
const bool l_1290 = l_1289 == uint32(0);
if (l_1290) {
const uint32 l_1291 = l_1287 & uint32(8388607);
const double l_1292 = double(l_1291);
const double l_1293 = l_1292 * double(1.401298464324817e-45);
l_mut_1269 = l_1293;
const uint32 l_1294 = l_1287 >> uint32(31);
const bool l_1295 = l_1294 == uint32(1);
if (l_1295) {
const double l_1296 = -l_mut_1269;
l_mut_1269 = l_1296;
}
}
const bool l_1297 = l_mut_1269 <= l_1243;
if (l_1297) {
const uint32 l_1298 = reinterpret_cast<uint32 const&>(l_1249);
const uint32 l_1299 = l_1298 + uint32(1);
l_mut_48 = l_1299;
const uint32 l_1300 = l_1298 & uint32(2147483647);
const bool l_1301 = l_1300 == uint32(0);
if (l_1301) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1302 = l_1298 & uint32(2147483648);
const bool l_1303 = l_1302 != uint32(0);
if (l_1303) {
const uint32 l_1304 = l_1298 - uint32(1);
l_mut_48 = l_1304;
} else {
const bool l_1305 = l_1298 == uint32(2139095040);
if (l_1305) {
l_mut_48 = l_1298;
}
}
}
const float l_1306 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1307 = reinterpret_cast<uint32 const&>(l_1306);
const double l_1308 = double(l_1306);
l_mut_1269 = l_1308;
const uint32 l_1309 = l_1307 & uint32(2139095040);
const bool l_1310 = l_1309 == uint32(0);
if (l_1310) {
const uint32 l_1311 = l_1307 & uint32(8388607);
const double l_1312 = double(l_1311);
const double l_1313 = l_1312 * double(1.401298464324817e-45);
l_mut_1269 = l_1313;
const uint32 l_1314 = l_1307 >> uint32(31);
const bool l_1315 = l_1314 == uint32(1);
if (l_1315) {
const double l_1316 = -l_mut_1269;
l_mut_1269 = l_1316;
}
}
l_mut_1170 = l_mut_1269;
}
}
}
l_mut_1193 = l_mut_1170;
} else {
const double l_1317 = l_1161 - l_1164;
const double l_1318 = l_1317 * double(7.1362384635298e44);
const double l_1319 = floor(l_1318);
const double l_1320 = l_1319 * double(1.401298464324817e-45);
l_mut_1269 = l_1320;
const double l_1321 = abs(l_1317);
const bool l_1322 = l_1321 >= double(1.1754943508222875e-38);
if (l_1322) {
const float l_1323 = float(l_1317);
const double l_1324 = double(l_1323);
l_mut_1269 = l_1324;
const bool l_1325 = l_mut_1269 > l_1317;
if (l_1325) {
const uint32 l_1326 = reinterpret_cast<uint32 const&>(l_1323);
const uint32 l_1327 = l_1326 ^ uint32(2147483648);
const float l_1328 = reinterpret_cast<float const&>(l_1327);
const uint32 l_1329 = reinterpret_cast<uint32 const&>(l_1328);
const uint32 l_1330 = l_1329 + uint32(1);
l_mut_48 = l_1330;
const uint32 l_1331 = l_1329 & uint32(2147483647);
const bool l_1332 = l_1331 == uint32(0);
if (l_1332) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1333 = l_1329 & uint32(2147483648);
const bool l_1334 = l_1333 != uint32(0);
if (l_1334) {
const uint32 l_1335 = l_1329 - uint32(1);
l_mut_48 = l_1335;
} else {
const bool l_1336 = l_1329 == uint32(2139095040);
if (l_1336) {
l_mut_48 = l_1329;
}
}
}
const float l_1337 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1338 = reinterpret_cast<uint32 const&>(l_1337);
const uint32 l_1339 = l_1338 ^ uint32(2147483648);
const float l_1340 = reinterpret_cast<float const&>(l_1339);
const uint32 l_1341 = reinterpret_cast<uint32 const&>(l_1340);
const double l_1342 = double(l_1340);
l_mut_1170 = l_1342;
const uint32 l_1343 = l_1341 & uint32(2139095040);
const bool l_1344 = l_1343 == uint32(0);
if (l_1344) {
const uint32 l_1345 = l_1341 & uint32(8388607);
const double l_1346 = double(l_1345);
const double l_1347 = l_1346 * double(1.401298464324817e-45);
l_mut_1170 = l_1347;
const uint32 l_1348 = l_1341 >> uint32(31);
const bool l_1349 = l_1348 == uint32(1);
if (l_1349) {
const double l_1350 = -l_mut_1170;
l_mut_1170 = l_1350;
}
}
l_mut_1269 = l_mut_1170;
} else {
const uint32 l_1351 = reinterpret_cast<uint32 const&>(l_1323);
const uint32 l_1352 = l_1351 + uint32(1);
l_mut_48 = l_1352;
const uint32 l_1353 = l_1351 & uint32(2147483647);
const bool l_1354 = l_1353 == uint32(0);
if (l_1354) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1355 = l_1351 & uint32(2147483648);
const bool l_1356 = l_1355 != uint32(0);
if (l_1356) {
const uint32 l_1357 = l_1351 - uint32(1);
l_mut_48 = l_1357;
} else {
const bool l_1358 = l_1351 == uint32(2139095040);
if (l_1358) {
l_mut_48 = l_1351;
}
}
}
const float l_1359 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1360 = reinterpret_cast<uint32 const&>(l_1359);
const double l_1361 = double(l_1359);
l_mut_1170 = l_1361;
const uint32 l_1362 = l_1360 & uint32(2139095040);
const bool l_1363 = l_1362 == uint32(0);
if (l_1363) {
const uint32 l_1364 = l_1360 & uint32(8388607);
const double l_1365 = double(l_1364);
const double l_1366 = l_1365 * double(1.401298464324817e-45);
l_mut_1170 = l_1366;
const uint32 l_1367 = l_1360 >> uint32(31);
const bool l_1368 = l_1367 == uint32(1);
if (l_1368) {
const double l_1369 = -l_mut_1170;
l_mut_1170 = l_1369;
}
}
const bool l_1370 = l_mut_1170 <= l_1317;
if (l_1370) {
const uint32 l_1371 = reinterpret_cast<uint32 const&>(l_1323);
const uint32 l_1372 = l_1371 + uint32(1);
l_mut_48 = l_1372;
const uint32 l_1373 = l_1371 & uint32(2147483647);
const bool l_1374 = l_1373 == uint32(0);
if (l_1374) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1375 = l_1371 & uint32(2147483648);
const bool l_1376 = l_1375 != uint32(0);
if (l_1376) {
const uint32 l_1377 = l_1371 - uint32(1);
l_mut_48 = l_1377;
} else {
const bool l_1378 = l_1371 == uint32(2139095040);
if (l_1378) {
l_mut_48 = l_1371;
}
}
}
const float l_1379 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1380 = reinterpret_cast<uint32 const&>(l_1379);
const double l_1381 = double(l_1379);
l_mut_1170 = l_1381;
const uint32 l_1382 = l_1380 & uint32(2139095040);
const bool l_1383 = l_1382 == uint32(0);
if (l_1383) {
const uint32 l_1384 = l_1380 & uint32(8388607);
const double l_1385 = double(l_1384);
const double l_1386 = l_1385 * double(1.401298464324817e-45);
l_mut_1170 = l_1386;
const uint32 l_1387 = l_1380 >> uint32(31);
const bool l_1388 = l_1387 == uint32(1);
if (l_1388) {
const double l_1389 = -l_mut_1170;
l_mut_1170 = l_1389;
}
}
l_mut_1269 = l_mut_1170;
}
}
}
l_mut_1193 = l_mut_1269;
}
const double l_1390 = l_mut_122 + l_19;
const double l_1391 = abs(l_1390);
const double l_1392 = l_1391 * double(2.220446049250313e-16);
const double l_1393 = l_1158 + l_1392;
const double l_1394 = l_1390 + l_1393;
const double l_1395 = -l_1394;
const double l_1396 = l_1395 * double(7.1362384635298e44);
const double l_1397 = floor(l_1396);
const double l_1398 = l_1397 * double(1.401298464324817e-45);
l_mut_1269 = l_1398;
const double l_1399 = abs(l_1395);
const bool l_1400 = l_1399 >= double(1.1754943508222875e-38);
if (l_1400) {
const float l_1401 = float(l_1395);
const double l_1402 = double(l_1401);
l_mut_1269 = l_1402;
const bool l_1403 = l_mut_1269 > l_1395;
if (l_1403) {
const uint32 l_1404 = reinterpret_cast<uint32 const&>(l_1401);
const uint32 l_1405 = l_1404 ^ uint32(2147483648);
const float l_1406 = reinterpret_cast<float const&>(l_1405);
const uint32 l_1407 = reinterpret_cast<uint32 const&>(l_1406);
const uint32 l_1408 = l_1407 + uint32(1);
l_mut_48 = l_1408;
const uint32 l_1409 = l_1407 & uint32(2147483647);
const bool l_1410 = l_1409 == uint32(0);
if (l_1410) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1411 = l_1407 & uint32(2147483648);
const bool l_1412 = l_1411 != uint32(0);
if (l_1412) {
const uint32 l_1413 = l_1407 - uint32(1);
l_mut_48 = l_1413;
} else {
const bool l_1414 = l_1407 == uint32(2139095040);
if (l_1414) {
l_mut_48 = l_1407;
}
}
}
const float l_1415 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1416 = reinterpret_cast<uint32 const&>(l_1415);
const uint32 l_1417 = l_1416 ^ uint32(2147483648);
const float l_1418 = reinterpret_cast<float const&>(l_1417);
const uint32 l_1419 = reinterpret_cast<uint32 const&>(l_1418);
const double l_1420 = double(l_1418);
l_mut_1170 = l_1420;
const uint32 l_1421 = l_1419 & uint32(2139095040);
const bool l_1422 = l_1421 == uint32(0);
if (l_1422) {
const uint32 l_1423 = l_1419 & uint32(8388607);
const double l_1424 = double(l_1423);
const double l_1425 = l_1424 * double(1.401298464324817e-45);
l_mut_1170 = l_1425;
const uint32 l_1426 = l_1419 >> uint32(31);
const bool l_1427 = l_1426 == uint32(1);
if (l_1427) {
const double l_1428 = -l_mut_1170;
l_mut_1170 = l_1428;
}
}
l_mut_1269 = l_mut_1170;
} else {
const uint32 l_1429 = reinterpret_cast<uint32 const&>(l_1401);
const uint32 l_1430 = l_1429 + uint32(1);
l_mut_48 = l_1430;
const uint32 l_1431 = l_1429 & uint32(2147483647);
const bool l_1432 = l_1431 == uint32(0);
if (l_1432) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1433 = l_1429 & uint32(2147483648);
const bool l_1434 = l_1433 != uint32(0);
if (l_1434) {
const uint32 l_1435 = l_1429 - uint32(1);
l_mut_48 = l_1435;
} else {
const bool l_1436 = l_1429 == uint32(2139095040);
if (l_1436) {
l_mut_48 = l_1429;
}
}
}
const float l_1437 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1438 = reinterpret_cast<uint32 const&>(l_1437);
const double l_1439 = double(l_1437);
l_mut_1170 = l_1439;
const uint32 l_1440 = l_1438 & uint32(2139095040);
const bool l_1441 = l_1440 == uint32(0);
if (l_1441) {
const uint32 l_1442 = l_1438 & uint32(8388607);
const double l_1443 = double(l_1442);
const double l_1444 = l_1443 * double(1.401298464324817e-45);
l_mut_1170 = l_1444;
const uint32 l_1445 = l_1438 >> uint32(31);
const bool l_1446 = l_1445 == uint32(1);
if (l_1446) {
const double l_1447 = -l_mut_1170;
l_mut_1170 = l_1447;
}
}
const bool l_1448 = l_mut_1170 <= l_1395;
if (l_1448) {
const uint32 l_1449 = reinterpret_cast<uint32 const&>(l_1401);
const uint32 l_1450 = l_1449 + uint32(1);
l_mut_48 = l_1450;
const uint32 l_1451 = l_1449 & uint32(2147483647);
const bool l_1452 = l_1451 == uint32(0);
if (l_1452) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1453 = l_1449 & uint32(2147483648);
const bool l_1454 = l_1453 != uint32(0);
if (l_1454) {
const uint32 l_1455 = l_1449 - uint32(1);
l_mut_48 = l_1455;
} else {
const bool l_1456 = l_1449 == uint32(2139095040);
if (l_1456) {
l_mut_48 = l_1449;
}
}
}
const float l_1457 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1458 = reinterpret_cast<uint32 const&>(l_1457);
const double l_1459 = double(l_1457);
l_mut_1170 = l_1459;
const uint32 l_1460 = l_1458 & uint32(2139095040);
const bool l_1461 = l_1460 == uint32(0);
if (l_1461) {
const uint32 l_1462 = l_1458 & uint32(8388607);
const double l_1463 = double(l_1462);
const double l_1464 = l_1463 * double(1.401298464324817e-45);
l_mut_1170 = l_1464;
const uint32 l_1465 = l_1458 >> uint32(31);
const bool l_1466 = l_1465 == uint32(1);
if (l_1466) {
const double l_1467 = -l_mut_1170;
l_mut_1170 = l_1467;
}
}
l_mut_1269 = l_mut_1170;
}
}
}
const double l_1468 = -l_mut_1269;
l_mut_1269 = l_1468;
const bool l_1469 = bool(false) && bool(true);
if (l_1469) {
const double l_1470 = l_1390 + l_1393;
const double l_1471 = l_1470 * double(7.1362384635298e44);
const double l_1472 = floor(l_1471);
const double l_1473 = l_1472 * double(1.401298464324817e-45);
l_mut_1170 = l_1473;
const double l_1474 = abs(l_1470);
const bool l_1475 = l_1474 >= double(1.1754943508222875e-38);
if (l_1475) {
const float l_1476 = float(l_1470);
const double l_1477 = double(l_1476);
l_mut_1170 = l_1477;
const bool l_1478 = l_mut_1170 > l_1470;
if (l_1478) {
const uint32 l_1479 = reinterpret_cast<uint32 const&>(l_1476);
const uint32 l_1480 = l_1479 ^ uint32(2147483648);
const float l_1481 = reinterpret_cast<float const&>(l_1480);
const uint32 l_1482 = reinterpret_cast<uint32 const&>(l_1481);
const uint32 l_1483 = l_1482 + uint32(1);
l_mut_48 = l_1483;
const uint32 l_1484 = l_1482 & uint32(2147483647);
const bool l_1485 = l_1484 == uint32(0);
if (l_1485) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1486 = l_1482 & uint32(2147483648);
const bool l_1487 = l_1486 != uint32(0);
if (l_1487) {
const uint32 l_1488 = l_1482 - uint32(1);
l_mut_48 = l_1488;
} else {
const bool l_1489 = l_1482 == uint32(2139095040);
if (l_1489) {
l_mut_48 = l_1482;
}
}
}
const float l_1490 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1491 = reinterpret_cast<uint32 const&>(l_1490);
const uint32 l_1492 = l_1491 ^ uint32(2147483648);
const float l_1493 = reinterpret_cast<float const&>(l_1492);
const uint32 l_1494 = reinterpret_cast<uint32 const&>(l_1493);
const double l_1495 = double(l_1493);
l_mut_1496 = l_1495;
const uint32 l_1497 = l_1494 & uint32(2139095040);
const bool l_1498 = l_1497 == uint32(0);
if (l_1498) {
const uint32 l_1499 = l_1494 & uint32(8388607);
const double l_1500 = double(l_1499);
const double l_1501 = l_1500 * double(1.401298464324817e-45);
l_mut_1496 = l_1501;
const uint32 l_1502 = l_1494 >> uint32(31);
const bool l_1503 = l_1502 == uint32(1);
if (l_1503) {
const double l_1504 = -l_mut_1496;
l_mut_1496 = l_1504;
}
}
l_mut_1170 = l_mut_1496;
} else {
const uint32 l_1505 = reinterpret_cast<uint32 const&>(l_1476);
const uint32 l_1506 = l_1505 + uint32(1);
l_mut_48 = l_1506;
const uint32 l_1507 = l_1505 & uint32(2147483647);
const bool l_1508 = l_1507 == uint32(0);
if (l_1508) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1509 = l_1505 & uint32(2147483648);
const bool l_1510 = l_1509 != uint32(0);
if (l_1510) {
const uint32 l_1511 = l_1505 - uint32(1);
l_mut_48 = l_1511;
} else {
const bool l_1512 = l_1505 == uint32(2139095040);
if (l_1512) {
l_mut_48 = l_1505;
}
}
}
const float l_1513 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1514 = reinterpret_cast<uint32 const&>(l_1513);
const double l_1515 = double(l_1513);
l_mut_1496 = l_1515;
const uint32 l_1516 = l_1514 & uint32(2139095040);
const bool l_1517 = l_1516 == uint32(0);
if (l_1517) {
const uint32 l_1518 = l_1514 & uint32(8388607);
const double l_1519 = double(l_1518);
const double l_1520 = l_1519 * double(1.401298464324817e-45);
l_mut_1496 = l_1520;
const uint32 l_1521 = l_1514 >> uint32(31);
const bool l_1522 = l_1521 == uint32(1);
if (l_1522) {
const double l_1523 = -l_mut_1496;
l_mut_1496 = l_1523;
}
}
const bool l_1524 = l_mut_1496 <= l_1470;
if (l_1524) {
const uint32 l_1525 = reinterpret_cast<uint32 const&>(l_1476);
const uint32 l_1526 = l_1525 + uint32(1);
l_mut_48 = l_1526;
const uint32 l_1527 = l_1525 & uint32(2147483647);
const bool l_1528 = l_1527 == uint32(0);
if (l_1528) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1529 = l_1525 & uint32(2147483648);
const bool l_1530 = l_1529 != uint32(0);
if (l_1530) {
const uint32 l_1531 = l_1525 - uint32(1);
l_mut_48 = l_1531;
} else {
const bool l_1532 = l_1525 == uint32(2139095040);
if (l_1532) {
l_mut_48 = l_1525;
}
}
}
const float l_1533 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1534 = reinterpret_cast<uint32 const&>(l_1533);
const double l_1535 = double(l_1533);
l_mut_1496 = l_1535;
const uint32 l_1536 = l_1534 & uint32(2139095040);
const bool l_1537 = l_1536 == uint32(0);
if (l_1537) {
const uint32 l_1538 = l_1534 & uint32(8388607);
const double l_1539 = double(l_1538);
const double l_1540 = l_1539 * double(1.401298464324817e-45);
l_mut_1496 = l_1540;
const uint32 l_1541 = l_1534 >> uint32(31);
const bool l_1542 = l_1541 == uint32(1);
if (l_1542) {
const double l_1543 = -l_mut_1496;
l_mut_1496 = l_1543;
}
}
l_mut_1170 = l_mut_1496;
}
}
}
l_mut_1269 = l_mut_1170;
} else {
const double l_1544 = l_1390 - l_1393;
const double l_1545 = -l_1544;
const double l_1546 = l_1545 * double(7.1362384635298e44);
const double l_1547 = floor(l_1546);
const double l_1548 = l_1547 * double(1.401298464324817e-45);
l_mut_1496 = l_1548;
const double l_1549 = abs(l_1545);
const bool l_1550 = l_1549 >= double(1.1754943508222875e-38);
if (l_1550) {
const float l_1551 = float(l_1545);
const double l_1552 = double(l_1551);
l_mut_1496 = l_1552;
const bool l_1553 = l_mut_1496 > l_1545;
if (l_1553) {
const uint32 l_1554 = reinterpret_cast<uint32 const&>(l_1551);
const uint32 l_1555 = l_1554 ^ uint32(2147483648);
const float l_1556 = reinterpret_cast<float const&>(l_1555);
const uint32 l_1557 = reinterpret_cast<uint32 const&>(l_1556);
const uint32 l_1558 = l_1557 + uint32(1);
l_mut_48 = l_1558;
const uint32 l_1559 = l_1557 & uint32(2147483647);
const bool l_1560 = l_1559 == uint32(0);
if (l_1560) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1561 = l_1557 & uint32(2147483648);
const bool l_1562 = l_1561 != uint32(0);
if (l_1562) {
const uint32 l_1563 = l_1557 - uint32(1);
l_mut_48 = l_1563;
} else {
const bool l_1564 = l_1557 == uint32(2139095040);
if (l_1564) {
l_mut_48 = l_1557;
}
}
}
const float l_1565 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1566 = reinterpret_cast<uint32 const&>(l_1565);
const uint32 l_1567 = l_1566 ^ uint32(2147483648);
const float l_1568 = reinterpret_cast<float const&>(l_1567);
const uint32 l_1569 = reinterpret_cast<uint32 const&>(l_1568);
const double l_1570 = double(l_1568);
l_mut_1170 = l_1570;
const uint32 l_1571 = l_1569 & uint32(2139095040);
const bool l_1572 = l_1571 == uint32(0);
if (l_1572) {
const uint32 l_1573 = l_1569 & uint32(8388607);
const double l_1574 = double(l_1573);
const double l_1575 = l_1574 * double(1.401298464324817e-45);
l_mut_1170 = l_1575;
const uint32 l_1576 = l_1569 >> uint32(31);
const bool l_1577 = l_1576 == uint32(1);
if (l_1577) {
const double l_1578 = -l_mut_1170;
l_mut_1170 = l_1578;
}
}
l_mut_1496 = l_mut_1170;
} else {
const uint32 l_1579 = reinterpret_cast<uint32 const&>(l_1551);
const uint32 l_1580 = l_1579 + uint32(1);
l_mut_48 = l_1580;
const uint32 l_1581 = l_1579 & uint32(2147483647);
const bool l_1582 = l_1581 == uint32(0);
if (l_1582) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1583 = l_1579 & uint32(2147483648);
const bool l_1584 = l_1583 != uint32(0);
if (l_1584) {
const uint32 l_1585 = l_1579 - uint32(1);
l_mut_48 = l_1585;
} else {
const bool l_1586 = l_1579 == uint32(2139095040);
if (l_1586) {
l_mut_48 = l_1579;
}
}
}
const float l_1587 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1588 = reinterpret_cast<uint32 const&>(l_1587);
const double l_1589 = double(l_1587);
l_mut_1170 = l_1589;
const uint32 l_1590 = l_1588 & uint32(2139095040);
const bool l_1591 = l_1590 == uint32(0);
if (l_1591) {
const uint32 l_1592 = l_1588 & uint32(8388607);
const double l_1593 = double(l_1592);
const double l_1594 = l_1593 * double(1.401298464324817e-45);
l_mut_1170 = l_1594;
const uint32 l_1595 = l_1588 >> uint32(31);
const bool l_1596 = l_1595 == uint32(1);
if (l_1596) {
const double l_1597 = -l_mut_1170;
l_mut_1170 = l_1597;
}
}
const bool l_1598 = l_mut_1170 <= l_1545;
if (l_1598) {
const uint32 l_1599 = reinterpret_cast<uint32 const&>(l_1551);
const uint32 l_1600 = l_1599 + uint32(1);
l_mut_48 = l_1600;
const uint32 l_1601 = l_1599 & uint32(2147483647);
const bool l_1602 = l_1601 == uint32(0);
if (l_1602) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1603 = l_1599 & uint32(2147483648);
const bool l_1604 = l_1603 != uint32(0);
if (l_1604) {
const uint32 l_1605 = l_1599 - uint32(1);
l_mut_48 = l_1605;
} else {
const bool l_1606 = l_1599 == uint32(2139095040);
if (l_1606) {
l_mut_48 = l_1599;
}
}
}
const float l_1607 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1608 = reinterpret_cast<uint32 const&>(l_1607);
const double l_1609 = double(l_1607);
l_mut_1170 = l_1609;
const uint32 l_1610 = l_1608 & uint32(2139095040);
const bool l_1611 = l_1610 == uint32(0);
if (l_1611) {
const uint32 l_1612 = l_1608 & uint32(8388607);
const double l_1613 = double(l_1612);
const double l_1614 = l_1613 * double(1.401298464324817e-45);
l_mut_1170 = l_1614;
const uint32 l_1615 = l_1608 >> uint32(31);
const bool l_1616 = l_1615 == uint32(1);
if (l_1616) {
const double l_1617 = -l_mut_1170;
l_mut_1170 = l_1617;
}
}
l_mut_1496 = l_mut_1170;
}
}
}
const double l_1618 = -l_mut_1496;
l_mut_1269 = l_1618;
}
const double l_1619 = l_mut_61 - l_19;
const double l_1620 = abs(l_1619);
const double l_1621 = l_1620 * double(2.220446049250313e-16);
const double l_1622 = l_1160 + l_1621;
const double l_1623 = l_1619 + l_1622;
const double l_1624 = -l_1623;
const double l_1625 = l_1624 * double(7.1362384635298e44);
const double l_1626 = floor(l_1625);
const double l_1627 = l_1626 * double(1.401298464324817e-45);
l_mut_1496 = l_1627;
const double l_1628 = abs(l_1624);
const bool l_1629 = l_1628 >= double(1.1754943508222875e-38);
if (l_1629) {
const float l_1630 = float(l_1624);
const double l_1631 = double(l_1630);
l_mut_1496 = l_1631;
const bool l_1632 = l_mut_1496 > l_1624;
if (l_1632) {
const uint32 l_1633 = reinterpret_cast<uint32 const&>(l_1630);
const uint32 l_1634 = l_1633 ^ uint32(2147483648);
const float l_1635 = reinterpret_cast<float const&>(l_1634);
const uint32 l_1636 = reinterpret_cast<uint32 const&>(l_1635);
const uint32 l_1637 = l_1636 + uint32(1);
l_mut_48 = l_1637;
const uint32 l_1638 = l_1636 & uint32(2147483647);
const bool l_1639 = l_1638 == uint32(0);
if (l_1639) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1640 = l_1636 & uint32(2147483648);
const bool l_1641 = l_1640 != uint32(0);
if (l_1641) {
const uint32 l_1642 = l_1636 - uint32(1);
l_mut_48 = l_1642;
} else {
const bool l_1643 = l_1636 == uint32(2139095040);
if (l_1643) {
l_mut_48 = l_1636;
}
}
}
const float l_1644 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1645 = reinterpret_cast<uint32 const&>(l_1644);
const uint32 l_1646 = l_1645 ^ uint32(2147483648);
const float l_1647 = reinterpret_cast<float const&>(l_1646);
const uint32 l_1648 = reinterpret_cast<uint32 const&>(l_1647);
const double l_1649 = double(l_1647);
l_mut_1170 = l_1649;
const uint32 l_1650 = l_1648 & uint32(2139095040);
const bool l_1651 = l_1650 == uint32(0);
if (l_1651) {
const uint32 l_1652 = l_1648 & uint32(8388607);
const double l_1653 = double(l_1652);
const double l_1654 = l_1653 * double(1.401298464324817e-45);
l_mut_1170 = l_1654;
const uint32 l_1655 = l_1648 >> uint32(31);
const bool l_1656 = l_1655 == uint32(1);
if (l_1656) {
const double l_1657 = -l_mut_1170;
l_mut_1170 = l_1657;
}
}
l_mut_1496 = l_mut_1170;
} else {
const uint32 l_1658 = reinterpret_cast<uint32 const&>(l_1630);
const uint32 l_1659 = l_1658 + uint32(1);
l_mut_48 = l_1659;
const uint32 l_1660 = l_1658 & uint32(2147483647);
const bool l_1661 = l_1660 == uint32(0);
if (l_1661) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1662 = l_1658 & uint32(2147483648);
const bool l_1663 = l_1662 != uint32(0);
if (l_1663) {
const uint32 l_1664 = l_1658 - uint32(1);
l_mut_48 = l_1664;
} else {
const bool l_1665 = l_1658 == uint32(2139095040);
if (l_1665) {
l_mut_48 = l_1658;
}
}
}
const float l_1666 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1667 = reinterpret_cast<uint32 const&>(l_1666);
const double l_1668 = double(l_1666);
l_mut_1170 = l_1668;
const uint32 l_1669 = l_1667 & uint32(2139095040);
const bool l_1670 = l_1669 == uint32(0);
if (l_1670) {
const uint32 l_1671 = l_1667 & uint32(8388607);
const double l_1672 = double(l_1671);
const double l_1673 = l_1672 * double(1.401298464324817e-45);
l_mut_1170 = l_1673;
const uint32 l_1674 = l_1667 >> uint32(31);
const bool l_1675 = l_1674 == uint32(1);
if (l_1675) {
const double l_1676 = -l_mut_1170;
l_mut_1170 = l_1676;
}
}
const bool l_1677 = l_mut_1170 <= l_1624;
if (l_1677) {
const uint32 l_1678 = reinterpret_cast<uint32 const&>(l_1630);
const uint32 l_1679 = l_1678 + uint32(1);
l_mut_48 = l_1679;
const uint32 l_1680 = l_1678 & uint32(2147483647);
const bool l_1681 = l_1680 == uint32(0);
if (l_1681) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1682 = l_1678 & uint32(2147483648);
const bool l_1683 = l_1682 != uint32(0);
if (l_1683) {
const uint32 l_1684 = l_1678 - uint32(1);
l_mut_48 = l_1684;
} else {
const bool l_1685 = l_1678 == uint32(2139095040);
if (l_1685) {
l_mut_48 = l_1678;
}
}
}
const float l_1686 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1687 = reinterpret_cast<uint32 const&>(l_1686);
const double l_1688 = double(l_1686);
l_mut_1170 = l_1688;
const uint32 l_1689 = l_1687 & uint32(2139095040);
const bool l_1690 = l_1689 == uint32(0);
if (l_1690) {
const uint32 l_1691 = l_1687 & uint32(8388607);
const double l_1692 = double(l_1691);
const double l_1693 = l_1692 * double(1.401298464324817e-45);
l_mut_1170 = l_1693;
const uint32 l_1694 = l_1687 >> uint32(31);
const bool l_1695 = l_1694 == uint32(1);
if (l_1695) {
const double l_1696 = -l_mut_1170;
l_mut_1170 = l_1696;
}
}
l_mut_1496 = l_mut_1170;
}
}
}
const double l_1697 = -l_mut_1496;
l_mut_1496 = l_1697;
const bool l_1698 = bool(true) && bool(true);
if (l_1698) {
const double l_1699 = l_1619 + l_1622;
const double l_1700 = l_1699 * double(7.1362384635298e44);
const double l_1701 = floor(l_1700);
const double l_1702 = l_1701 * double(1.401298464324817e-45);
l_mut_1170 = l_1702;
const double l_1703 = abs(l_1699);
const bool l_1704 = l_1703 >= double(1.1754943508222875e-38);
if (l_1704) {
const float l_1705 = float(l_1699);
const double l_1706 = double(l_1705);
l_mut_1170 = l_1706;
const bool l_1707 = l_mut_1170 > l_1699;
if (l_1707) {
const uint32 l_1708 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1709 = l_1708 ^ uint32(2147483648);
const float l_1710 = reinterpret_cast<float const&>(l_1709);
const uint32 l_1711 = reinterpret_cast<uint32 const&>(l_1710);
const uint32 l_1712 = l_1711 + uint32(1);
l_mut_48 = l_1712;
const uint32 l_1713 = l_1711 & uint32(2147483647);
const bool l_1714 = l_1713 == uint32(0);
if (l_1714) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1715 = l_1711 & uint32(2147483648);
const bool l_1716 = l_1715 != uint32(0);
if (l_1716) {
const uint32 l_1717 = l_1711 - uint32(1);
l_mut_48 = l_1717;
} else {
const bool l_1718 = l_1711 == uint32(2139095040);
if (l_1718) {
l_mut_48 = l_1711;
}
}
}
const float l_1719 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1720 = reinterpret_cast<uint32 const&>(l_1719);
const uint32 l_1721 = l_1720 ^ uint32(2147483648);
const float l_1722 = reinterpret_cast<float const&>(l_1721);
const uint32 l_1723 = reinterpret_cast<uint32 const&>(l_1722);
const double l_1724 = double(l_1722);
l_mut_1725 = l_1724;
const uint32 l_1726 = l_1723 & uint32(2139095040);
const bool l_1727 = l_1726 == uint32(0);
if (l_1727) {
const uint32 l_1728 = l_1723 & uint32(8388607);
const double l_1729 = double(l_1728);
const double l_1730 = l_1729 * double(1.401298464324817e-45);
l_mut_1725 = l_1730;
const uint32 l_1731 = l_1723 >> uint32(31);
const bool l_1732 = l_1731 == uint32(1);
if (l_1732) {
const double l_1733 = -l_mut_1725;
l_mut_1725 = l_1733;
}
}
l_mut_1170 = l_mut_1725;
} else {
const uint32 l_1734 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1735 = l_1734 + uint32(1);
l_mut_48 = l_1735;
const uint32 l_1736 = l_1734 & uint32(2147483647);
const bool l_1737 = l_1736 == uint32(0);
if (l_1737) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1738 = l_1734 & uint32(2147483648);
const bool l_1739 = l_1738 != uint32(0);
if (l_1739) {
const uint32 l_1740 = l_1734 - uint32(1);
l_mut_48 = l_1740;
} else {
const bool l_1741 = l_1734 == uint32(2139095040);
if (l_1741) {
l_mut_48 = l_1734;
}
}
}
const float l_1742 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1743 = reinterpret_cast<uint32 const&>(l_1742);
const double l_1744 = double(l_1742);
l_mut_1725 = l_1744;
const uint32 l_1745 = l_1743 & uint32(2139095040);
const bool l_1746 = l_1745 == uint32(0);
if (l_1746) {
const uint32 l_1747 = l_1743 & uint32(8388607);
const double l_1748 = double(l_1747);
const double l_1749 = l_1748 * double(1.401298464324817e-45);
l_mut_1725 = l_1749;
const uint32 l_1750 = l_1743 >> uint32(31);
const bool l_1751 = l_1750 == uint32(1);
if (l_1751) {
const double l_1752 = -l_mut_1725;
l_mut_1725 = l_1752;
}
}
const bool l_1753 = l_mut_1725 <= l_1699;
if (l_1753) {
const uint32 l_1754 = reinterpret_cast<uint32 const&>(l_1705);
const uint32 l_1755 = l_1754 + uint32(1);
l_mut_48 = l_1755;
const uint32 l_1756 = l_1754 & uint32(2147483647);
const bool l_1757 = l_1756 == uint32(0);
if (l_1757) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1758 = l_1754 & uint32(2147483648);
const bool l_1759 = l_1758 != uint32(0);
if (l_1759) {
const uint32 l_1760 = l_1754 - uint32(1);
l_mut_48 = l_1760;
} else {
const bool l_1761 = l_1754 == uint32(2139095040);
if (l_1761) {
l_mut_48 = l_1754;
}
}
}
const float l_1762 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1763 = reinterpret_cast<uint32 const&>(l_1762);
const double l_1764 = double(l_1762);
l_mut_1725 = l_1764;
const uint32 l_1765 = l_1763 & uint32(2139095040);
const bool l_1766 = l_1765 == uint32(0);
if (l_1766) {
const uint32 l_1767 = l_1763 & uint32(8388607);
const double l_1768 = double(l_1767);
const double l_1769 = l_1768 * double(1.401298464324817e-45);
l_mut_1725 = l_1769;
const uint32 l_1770 = l_1763 >> uint32(31);
const bool l_1771 = l_1770 == uint32(1);
if (l_1771) {
const double l_1772 = -l_mut_1725;
l_mut_1725 = l_1772;
}
}
l_mut_1170 = l_mut_1725;
}
}
}
l_mut_1496 = l_mut_1170;
} else {
const double l_1773 = l_1619 - l_1622;
const double l_1774 = l_1773 * double(7.1362384635298e44);
const double l_1775 = floor(l_1774);
const double l_1776 = l_1775 * double(1.401298464324817e-45);
l_mut_1725 = l_1776;
const double l_1777 = abs(l_1773);
const bool l_1778 = l_1777 >= double(1.1754943508222875e-38);
if (l_1778) {
const float l_1779 = float(l_1773);
const double l_1780 = double(l_1779);
l_mut_1725 = l_1780;
const bool l_1781 = l_mut_1725 > l_1773;
if (l_1781) {
const uint32 l_1782 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1783 = l_1782 ^ uint32(2147483648);
const float l_1784 = reinterpret_cast<float const&>(l_1783);
const uint32 l_1785 = reinterpret_cast<uint32 const&>(l_1784);
const uint32 l_1786 = l_1785 + uint32(1);
l_mut_48 = l_1786;
const uint32 l_1787 = l_1785 & uint32(2147483647);
const bool l_1788 = l_1787 == uint32(0);
if (l_1788) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1789 = l_1785 & uint32(2147483648);
const bool l_1790 = l_1789 != uint32(0);
if (l_1790) {
const uint32 l_1791 = l_1785 - uint32(1);
l_mut_48 = l_1791;
} else {
const bool l_1792 = l_1785 == uint32(2139095040);
if (l_1792) {
l_mut_48 = l_1785;
}
}
}
const float l_1793 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1794 = reinterpret_cast<uint32 const&>(l_1793);
const uint32 l_1795 = l_1794 ^ uint32(2147483648);
const float l_1796 = reinterpret_cast<float const&>(l_1795);
const uint32 l_1797 = reinterpret_cast<uint32 const&>(l_1796);
const double l_1798 = double(l_1796);
l_mut_1170 = l_1798;
const uint32 l_1799 = l_1797 & uint32(2139095040);
const bool l_1800 = l_1799 == uint32(0);
if (l_1800) {
const uint32 l_1801 = l_1797 & uint32(8388607);
const double l_1802 = double(l_1801);
const double l_1803 = l_1802 * double(1.401298464324817e-45);
l_mut_1170 = l_1803;
const uint32 l_1804 = l_1797 >> uint32(31);
const bool l_1805 = l_1804 == uint32(1);
if (l_1805) {
const double l_1806 = -l_mut_1170;
l_mut_1170 = l_1806;
}
}
l_mut_1725 = l_mut_1170;
} else {
const uint32 l_1807 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1808 = l_1807 + uint32(1);
l_mut_48 = l_1808;
const uint32 l_1809 = l_1807 & uint32(2147483647);
const bool l_1810 = l_1809 == uint32(0);
if (l_1810) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1811 = l_1807 & uint32(2147483648);
const bool l_1812 = l_1811 != uint32(0);
if (l_1812) {
const uint32 l_1813 = l_1807 - uint32(1);
l_mut_48 = l_1813;
} else {
const bool l_1814 = l_1807 == uint32(2139095040);
if (l_1814) {
l_mut_48 = l_1807;
}
}
}
const float l_1815 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1816 = reinterpret_cast<uint32 const&>(l_1815);
const double l_1817 = double(l_1815);
l_mut_1170 = l_1817;
const uint32 l_1818 = l_1816 & uint32(2139095040);
const bool l_1819 = l_1818 == uint32(0);
if (l_1819) {
const uint32 l_1820 = l_1816 & uint32(8388607);
const double l_1821 = double(l_1820);
const double l_1822 = l_1821 * double(1.401298464324817e-45);
l_mut_1170 = l_1822;
const uint32 l_1823 = l_1816 >> uint32(31);
const bool l_1824 = l_1823 == uint32(1);
if (l_1824) {
const double l_1825 = -l_mut_1170;
l_mut_1170 = l_1825;
}
}
const bool l_1826 = l_mut_1170 <= l_1773;
if (l_1826) {
const uint32 l_1827 = reinterpret_cast<uint32 const&>(l_1779);
const uint32 l_1828 = l_1827 + uint32(1);
l_mut_48 = l_1828;
const uint32 l_1829 = l_1827 & uint32(2147483647);
const bool l_1830 = l_1829 == uint32(0);
if (l_1830) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1831 = l_1827 & uint32(2147483648);
const bool l_1832 = l_1831 != uint32(0);
if (l_1832) {
const uint32 l_1833 = l_1827 - uint32(1);
l_mut_48 = l_1833;
} else {
const bool l_1834 = l_1827 == uint32(2139095040);
if (l_1834) {
l_mut_48 = l_1827;
}
}
}
const float l_1835 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1836 = reinterpret_cast<uint32 const&>(l_1835);
const double l_1837 = double(l_1835);
l_mut_1170 = l_1837;
const uint32 l_1838 = l_1836 & uint32(2139095040);
const bool l_1839 = l_1838 == uint32(0);
if (l_1839) {
const uint32 l_1840 = l_1836 & uint32(8388607);
const double l_1841 = double(l_1840);
const double l_1842 = l_1841 * double(1.401298464324817e-45);
l_mut_1170 = l_1842;
const uint32 l_1843 = l_1836 >> uint32(31);
const bool l_1844 = l_1843 == uint32(1);
if (l_1844) {
const double l_1845 = -l_mut_1170;
l_mut_1170 = l_1845;
}
}
l_mut_1725 = l_mut_1170;
}
}
}
l_mut_1496 = l_mut_1725;
}
const double l_1846 = l_mut_61 + l_19;
const double l_1847 = abs(l_1846);
const double l_1848 = l_1847 * double(2.220446049250313e-16);
const double l_1849 = l_1160 + l_1848;
const double l_1850 = l_1846 + l_1849;
const double l_1851 = -l_1850;
const double l_1852 = l_1851 * double(7.1362384635298e44);
const double l_1853 = floor(l_1852);
const double l_1854 = l_1853 * double(1.401298464324817e-45);
l_mut_1725 = l_1854;
const double l_1855 = abs(l_1851);
const bool l_1856 = l_1855 >= double(1.1754943508222875e-38);
if (l_1856) {
const float l_1857 = float(l_1851);
const double l_1858 = double(l_1857);
l_mut_1725 = l_1858;
const bool l_1859 = l_mut_1725 > l_1851;
if (l_1859) {
const uint32 l_1860 = reinterpret_cast<uint32 const&>(l_1857);
const uint32 l_1861 = l_1860 ^ uint32(2147483648);
const float l_1862 = reinterpret_cast<float const&>(l_1861);
const uint32 l_1863 = reinterpret_cast<uint32 const&>(l_1862);
const uint32 l_1864 = l_1863 + uint32(1);
l_mut_48 = l_1864;
const uint32 l_1865 = l_1863 & uint32(2147483647);
const bool l_1866 = l_1865 == uint32(0);
if (l_1866) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1867 = l_1863 & uint32(2147483648);
const bool l_1868 = l_1867 != uint32(0);
if (l_1868) {
const uint32 l_1869 = l_1863 - uint32(1);
l_mut_48 = l_1869;
} else {
const bool l_1870 = l_1863 == uint32(2139095040);
if (l_1870) {
l_mut_48 = l_1863;
}
}
}
const float l_1871 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1872 = reinterpret_cast<uint32 const&>(l_1871);
const uint32 l_1873 = l_1872 ^ uint32(2147483648);
const float l_1874 = reinterpret_cast<float const&>(l_1873);
const uint32 l_1875 = reinterpret_cast<uint32 const&>(l_1874);
const double l_1876 = double(l_1874);
l_mut_1170 = l_1876;
const uint32 l_1877 = l_1875 & uint32(2139095040);
const bool l_1878 = l_1877 == uint32(0);
if (l_1878) {
const uint32 l_1879 = l_1875 & uint32(8388607);
const double l_1880 = double(l_1879);
const double l_1881 = l_1880 * double(1.401298464324817e-45);
l_mut_1170 = l_1881;
const uint32 l_1882 = l_1875 >> uint32(31);
const bool l_1883 = l_1882 == uint32(1);
if (l_1883) {
const double l_1884 = -l_mut_1170;
l_mut_1170 = l_1884;
}
}
l_mut_1725 = l_mut_1170;
} else {
const uint32 l_1885 = reinterpret_cast<uint32 const&>(l_1857);
const uint32 l_1886 = l_1885 + uint32(1);
l_mut_48 = l_1886;
const uint32 l_1887 = l_1885 & uint32(2147483647);
const bool l_1888 = l_1887 == uint32(0);
if (l_1888) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1889 = l_1885 & uint32(2147483648);
const bool l_1890 = l_1889 != uint32(0);
if (l_1890) {
const uint32 l_1891 = l_1885 - uint32(1);
l_mut_48 = l_1891;
} else {
const bool l_1892 = l_1885 == uint32(2139095040);
if (l_1892) {
l_mut_48 = l_1885;
}
}
}
const float l_1893 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1894 = reinterpret_cast<uint32 const&>(l_1893);
const double l_1895 = double(l_1893);
l_mut_1170 = l_1895;
const uint32 l_1896 = l_1894 & uint32(2139095040);
const bool l_1897 = l_1896 == uint32(0);
if (l_1897) {
const uint32 l_1898 = l_1894 & uint32(8388607);
const double l_1899 = double(l_1898);
const double l_1900 = l_1899 * double(1.401298464324817e-45);
l_mut_1170 = l_1900;
const uint32 l_1901 = l_1894 >> uint32(31);
const bool l_1902 = l_1901 == uint32(1);
if (l_1902) {
const double l_1903 = -l_mut_1170;
l_mut_1170 = l_1903;
}
}
const bool l_1904 = l_mut_1170 <= l_1851;
if (l_1904) {
const uint32 l_1905 = reinterpret_cast<uint32 const&>(l_1857);
const uint32 l_1906 = l_1905 + uint32(1);
l_mut_48 = l_1906;
const uint32 l_1907 = l_1905 & uint32(2147483647);
const bool l_1908 = l_1907 == uint32(0);
if (l_1908) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1909 = l_1905 & uint32(2147483648);
const bool l_1910 = l_1909 != uint32(0);
if (l_1910) {
const uint32 l_1911 = l_1905 - uint32(1);
l_mut_48 = l_1911;
} else {
const bool l_1912 = l_1905 == uint32(2139095040);
if (l_1912) {
l_mut_48 = l_1905;
}
}
}
const float l_1913 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1914 = reinterpret_cast<uint32 const&>(l_1913);
const double l_1915 = double(l_1913);
l_mut_1170 = l_1915;
const uint32 l_1916 = l_1914 & uint32(2139095040);
const bool l_1917 = l_1916 == uint32(0);
if (l_1917) {
const uint32 l_1918 = l_1914 & uint32(8388607);
const double l_1919 = double(l_1918);
const double l_1920 = l_1919 * double(1.401298464324817e-45);
l_mut_1170 = l_1920;
const uint32 l_1921 = l_1914 >> uint32(31);
const bool l_1922 = l_1921 == uint32(1);
if (l_1922) {
const double l_1923 = -l_mut_1170;
l_mut_1170 = l_1923;
}
}
l_mut_1725 = l_mut_1170;
}
}
}
const double l_1924 = -l_mut_1725;
l_mut_1725 = l_1924;
const bool l_1925 = bool(false) && bool(true);
if (l_1925) {
const double l_1926 = l_1846 + l_1849;
const double l_1927 = l_1926 * double(7.1362384635298e44);
const double l_1928 = floor(l_1927);
const double l_1929 = l_1928 * double(1.401298464324817e-45);
l_mut_1170 = l_1929;
const double l_1930 = abs(l_1926);
const bool l_1931 = l_1930 >= double(1.1754943508222875e-38);
if (l_1931) {
const float l_1932 = float(l_1926);
const double l_1933 = double(l_1932);
l_mut_1170 = l_1933;
const bool l_1934 = l_mut_1170 > l_1926;
if (l_1934) {
const uint32 l_1935 = reinterpret_cast<uint32 const&>(l_1932);
const uint32 l_1936 = l_1935 ^ uint32(2147483648);
const float l_1937 = reinterpret_cast<float const&>(l_1936);
const uint32 l_1938 = reinterpret_cast<uint32 const&>(l_1937);
const uint32 l_1939 = l_1938 + uint32(1);
l_mut_48 = l_1939;
const uint32 l_1940 = l_1938 & uint32(2147483647);
const bool l_1941 = l_1940 == uint32(0);
if (l_1941) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1942 = l_1938 & uint32(2147483648);
const bool l_1943 = l_1942 != uint32(0);
if (l_1943) {
const uint32 l_1944 = l_1938 - uint32(1);
l_mut_48 = l_1944;
} else {
const bool l_1945 = l_1938 == uint32(2139095040);
if (l_1945) {
l_mut_48 = l_1938;
}
}
}
const float l_1946 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1947 = reinterpret_cast<uint32 const&>(l_1946);
const uint32 l_1948 = l_1947 ^ uint32(2147483648);
const float l_1949 = reinterpret_cast<float const&>(l_1948);
const uint32 l_1950 = reinterpret_cast<uint32 const&>(l_1949);
const double l_1951 = double(l_1949);
l_mut_1952 = l_1951;
const uint32 l_1953 = l_1950 & uint32(2139095040);
const bool l_1954 = l_1953 == uint32(0);
if (l_1954) {
const uint32 l_1955 = l_1950 & uint32(8388607);
const double l_1956 = double(l_1955);
const double l_1957 = l_1956 * double(1.401298464324817e-45);
l_mut_1952 = l_1957;
const uint32 l_1958 = l_1950 >> uint32(31);
const bool l_1959 = l_1958 == uint32(1);
if (l_1959) {
const double l_1960 = -l_mut_1952;
l_mut_1952 = l_1960;
}
}
l_mut_1170 = l_mut_1952;
} else {
const uint32 l_1961 = reinterpret_cast<uint32 const&>(l_1932);
const uint32 l_1962 = l_1961 + uint32(1);
l_mut_48 = l_1962;
const uint32 l_1963 = l_1961 & uint32(2147483647);
const bool l_1964 = l_1963 == uint32(0);
if (l_1964) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1965 = l_1961 & uint32(2147483648);
const bool l_1966 = l_1965 != uint32(0);
if (l_1966) {
const uint32 l_1967 = l_1961 - uint32(1);
l_mut_48 = l_1967;
} else {
const bool l_1968 = l_1961 == uint32(2139095040);
if (l_1968) {
l_mut_48 = l_1961;
}
}
}
const float l_1969 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1970 = reinterpret_cast<uint32 const&>(l_1969);
const double l_1971 = double(l_1969);
l_mut_1952 = l_1971;
const uint32 l_1972 = l_1970 & uint32(2139095040);
const bool l_1973 = l_1972 == uint32(0);
if (l_1973) {
const uint32 l_1974 = l_1970 & uint32(8388607);
const double l_1975 = double(l_1974);
const double l_1976 = l_1975 * double(1.401298464324817e-45);
l_mut_1952 = l_1976;
const uint32 l_1977 = l_1970 >> uint32(31);
const bool l_1978 = l_1977 == uint32(1);
if (l_1978) {
const double l_1979 = -l_mut_1952;
l_mut_1952 = l_1979;
}
}
const bool l_1980 = l_mut_1952 <= l_1926;
if (l_1980) {
const uint32 l_1981 = reinterpret_cast<uint32 const&>(l_1932);
const uint32 l_1982 = l_1981 + uint32(1);
l_mut_48 = l_1982;
const uint32 l_1983 = l_1981 & uint32(2147483647);
const bool l_1984 = l_1983 == uint32(0);
if (l_1984) {
l_mut_48 = uint32(1);
} else {
const uint32 l_1985 = l_1981 & uint32(2147483648);
const bool l_1986 = l_1985 != uint32(0);
if (l_1986) {
const uint32 l_1987 = l_1981 - uint32(1);
l_mut_48 = l_1987;
} else {
const bool l_1988 = l_1981 == uint32(2139095040);
if (l_1988) {
l_mut_48 = l_1981;
}
}
}
const float l_1989 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_1990 = reinterpret_cast<uint32 const&>(l_1989);
const double l_1991 = double(l_1989);
l_mut_1952 = l_1991;
const uint32 l_1992 = l_1990 & uint32(2139095040);
const bool l_1993 = l_1992 == uint32(0);
if (l_1993) {
const uint32 l_1994 = l_1990 & uint32(8388607);
const double l_1995 = double(l_1994);
const double l_1996 = l_1995 * double(1.401298464324817e-45);
l_mut_1952 = l_1996;
const uint32 l_1997 = l_1990 >> uint32(31);
const bool l_1998 = l_1997 == uint32(1);
if (l_1998) {
const double l_1999 = -l_mut_1952;
l_mut_1952 = l_1999;
}
}
l_mut_1170 = l_mut_1952;
}
}
}
l_mut_1725 = l_mut_1170;
} else {
const double l_2000 = l_1846 - l_1849;
const double l_2001 = -l_2000;
const double l_2002 = l_2001 * double(7.1362384635298e44);
const double l_2003 = floor(l_2002);
const double l_2004 = l_2003 * double(1.401298464324817e-45);
l_mut_1952 = l_2004;
const double l_2005 = abs(l_2001);
const bool l_2006 = l_2005 >= double(1.1754943508222875e-38);
if (l_2006) {
const float l_2007 = float(l_2001);
const double l_2008 = double(l_2007);
l_mut_1952 = l_2008;
const bool l_2009 = l_mut_1952 > l_2001;
if (l_2009) {
const uint32 l_2010 = reinterpret_cast<uint32 const&>(l_2007);
const uint32 l_2011 = l_2010 ^ uint32(2147483648);
const float l_2012 = reinterpret_cast<float const&>(l_2011);
const uint32 l_2013 = reinterpret_cast<uint32 const&>(l_2012);
const uint32 l_2014 = l_2013 + uint32(1);
l_mut_48 = l_2014;
const uint32 l_2015 = l_2013 & uint32(2147483647);
const bool l_2016 = l_2015 == uint32(0);
if (l_2016) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2017 = l_2013 & uint32(2147483648);
const bool l_2018 = l_2017 != uint32(0);
if (l_2018) {
const uint32 l_2019 = l_2013 - uint32(1);
l_mut_48 = l_2019;
} else {
const bool l_2020 = l_2013 == uint32(2139095040);
if (l_2020) {
l_mut_48 = l_2013;
}
}
}
const float l_2021 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2022 = reinterpret_cast<uint32 const&>(l_2021);
const uint32 l_2023 = l_2022 ^ uint32(2147483648);
const float l_2024 = reinterpret_cast<float const&>(l_2023);
const uint32 l_2025 = reinterpret_cast<uint32 const&>(l_2024);
const double l_2026 = double(l_2024);
l_mut_1170 = l_2026;
const uint32 l_2027 = l_2025 & uint32(2139095040);
const bool l_2028 = l_2027 == uint32(0);
if (l_2028) {
const uint32 l_2029 = l_2025 & uint32(8388607);
const double l_2030 = double(l_2029);
const double l_2031 = l_2030 * double(1.401298464324817e-45);
l_mut_1170 = l_2031;
const uint32 l_2032 = l_2025 >> uint32(31);
const bool l_2033 = l_2032 == uint32(1);
if (l_2033) {
const double l_2034 = -l_mut_1170;
l_mut_1170 = l_2034;
}
}
l_mut_1952 = l_mut_1170;
} else {
const uint32 l_2035 = reinterpret_cast<uint32 const&>(l_2007);
const uint32 l_2036 = l_2035 + uint32(1);
l_mut_48 = l_2036;
const uint32 l_2037 = l_2035 & uint32(2147483647);
const bool l_2038 = l_2037 == uint32(0);
if (l_2038) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2039 = l_2035 & uint32(2147483648);
const bool l_2040 = l_2039 != uint32(0);
if (l_2040) {
const uint32 l_2041 = l_2035 - uint32(1);
l_mut_48 = l_2041;
} else {
const bool l_2042 = l_2035 == uint32(2139095040);
if (l_2042) {
l_mut_48 = l_2035;
}
}
}
const float l_2043 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2044 = reinterpret_cast<uint32 const&>(l_2043);
const double l_2045 = double(l_2043);
l_mut_1170 = l_2045;
const uint32 l_2046 = l_2044 & uint32(2139095040);
const bool l_2047 = l_2046 == uint32(0);
if (l_2047) {
const uint32 l_2048 = l_2044 & uint32(8388607);
const double l_2049 = double(l_2048);
const double l_2050 = l_2049 * double(1.401298464324817e-45);
l_mut_1170 = l_2050;
const uint32 l_2051 = l_2044 >> uint32(31);
const bool l_2052 = l_2051 == uint32(1);
if (l_2052) {
const double l_2053 = -l_mut_1170;
l_mut_1170 = l_2053;
}
}
const bool l_2054 = l_mut_1170 <= l_2001;
if (l_2054) {
const uint32 l_2055 = reinterpret_cast<uint32 const&>(l_2007);
const uint32 l_2056 = l_2055 + uint32(1);
l_mut_48 = l_2056;
const uint32 l_2057 = l_2055 & uint32(2147483647);
const bool l_2058 = l_2057 == uint32(0);
if (l_2058) {
l_mut_48 = uint32(1);
} else {
const uint32 l_2059 = l_2055 & uint32(2147483648);
const bool l_2060 = l_2059 != uint32(0);
if (l_2060) {
const uint32 l_2061 = l_2055 - uint32(1);
l_mut_48 = l_2061;
} else {
const bool l_2062 = l_2055 == uint32(2139095040);
if (l_2062) {
l_mut_48 = l_2055;
}
}
}
const float l_2063 = reinterpret_cast<float const&>(l_mut_48);
const uint32 l_2064 = reinterpret_cast<uint32 const&>(l_2063);
const double l_2065 = double(l_2063);
l_mut_1170 = l_2065;
const uint32 l_2066 = l_2064 & uint32(2139095040);
const bool l_2067 = l_2066 == uint32(0);
if (l_2067) {
const uint32 l_2068 = l_2064 & uint32(8388607);
const double l_2069 = double(l_2068);
const double l_2070 = l_2069 * double(1.401298464324817e-45);
l_mut_1170 = l_2070;
const uint32 l_2071 = l_2064 >> uint32(31);
const bool l_2072 = l_2071 == uint32(1);
if (l_2072) {
const double l_2073 = -l_mut_1170;
l_mut_1170 = l_2073;
}
}
l_mut_1952 = l_mut_1170;
}
}
}
const double l_2074 = -l_mut_1952;
l_mut_1725 = l_2074;
}
l_mut_48 = uint32(0);
const bool l_2075 = l_mut_1496 <= double(0.0);
const bool l_2076 = l_mut_1725 >= double(0.0);
const bool l_2077 = l_2075 && l_2076;
const bool l_2078 = !l_2077;
if (l_2078) {
const double l_2080 = l_mut_1193 / l_mut_1496;
const double l_2081 = l_mut_1193 / l_mut_1725;
const double l_2082 = l_mut_1269 / l_mut_1496;
const double l_2083 = l_mut_1269 / l_mut_1725;
l_arr_2079[uint32(0)] = l_2080;
l_arr_2079[uint32(1)] = l_2080;
const double l_2084 = l_arr_2079[uint32(0)];
const bool l_2085 = l_2081 < l_2084;
if (l_2085) {
l_arr_2079[uint32(0)] = l_2081;
}
const double l_2086 = l_arr_2079[uint32(0)];
const bool l_2087 = l_2082 < l_2086;
if (l_2087) {
l_arr_2079[uint32(0)] = l_2082;
}
const double l_2088 = l_arr_2079[uint32(0)];
const bool l_2089 = l_2083 < l_2088;
if (l_2089) {
l_arr_2079[uint32(0)] = l_2083;
}
const double l_2090 = l_arr_2079[uint32(1)];
const bool l_2091 = l_2081 > l_2090;
if (l_2091) {
l_arr_2079[uint32(1)] = l_2081;
}
const double l_2092 = l_arr_2079[uint32(1)];
const bool l_2093 = l_2082 > l_2092;
if (l_2093) {
l_arr_2079[uint32(1)] = l_2082;
}
const double l_2094 = l_arr_2079[uint32(1)];
const bool l_2095 = l_2083 > l_2094;
if (l_2095) {
l_arr_2079[uint32(1)] = l_2083;
}
const double l_2096 = l_arr_2079[uint32(0)];
const double l_2097 = abs(l_2096);
const double l_2098 = l_2097 * l_mut_38;
const double l_2099 = l_arr_2079[uint32(1)];
const double l_2100 = abs(l_2099);
const double l_2101 = l_2100 * l_mut_38;
l_mut_48 = uint32(2);
const double l_2102 = l_arr_2079[uint32(0)];
const double l_2103 = l_2102 - l_2098;
const double l_2104 = abs(l_2103);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_2105 = l_2104 >= double(1.1754943508222875e-38);
const bool l_2106 = l_2104 <= double(1.7976931348623157e308);
const bool l_2107 = l_2105 && l_2106;
if (l_2107) {
const uint64 l_2108 = reinterpret_cast<uint64 const&>(l_2104);
const uint64 l_2109 = l_2108 >> uint64(52);
const uint64 l_2110 = l_2109 - uint64(23);
const uint64 l_2111 = l_2110 << uint64(52);
const double l_2112 = reinterpret_cast<double const&>(l_2111);
l_mut_1952 = l_2112;
}
const double l_2113 = l_2102 + l_2098;
const double l_2114 = abs(l_2113);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_2115 = l_2114 >= double(1.1754943508222875e-38);
const bool l_2116 = l_2114 <= double(1.7976931348623157e308);
const bool l_2117 = l_2115 && l_2116;
if (l_2117) {
const uint64 l_2118 = reinterpret_cast<uint64 const&>(l_2114);
const uint64 l_2119 = l_2118 >> uint64(52);
const uint64 l_2120 = l_2119 - uint64(23);
const uint64 l_2121 = l_2120 << uint64(52);
const double l_2122 = reinterpret_cast<double const&>(l_2121);
l_mut_1725 = l_2122;
}
const bool l_2123 = l_mut_1952 == l_mut_1725;
const double l_2124 = l_arr_2079[uint32(1)];
const double l_2125 = l_2124 - l_2101;
const double l_2126 = abs(l_2125);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_2127 = l_2126 >= double(1.1754943508222875e-38);
const bool l_2128 = l_2126 <= double(1.7976931348623157e308);
const bool l_2129 = l_2127 && l_2128;
if (l_2129) {
const uint64 l_2130 = reinterpret_cast<uint64 const&>(l_2126);
const uint64 l_2131 = l_2130 >> uint64(52);
const uint64 l_2132 = l_2131 - uint64(23);
const uint64 l_2133 = l_2132 << uint64(52);
const double l_2134 = reinterpret_cast<double const&>(l_2133);
l_mut_1952 = l_2134;
}
const double l_2135 = l_2124 + l_2101;
const double l_2136 = abs(l_2135);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_2137 = l_2136 >= double(1.1754943508222875e-38);
const bool l_2138 = l_2136 <= double(1.7976931348623157e308);
const bool l_2139 = l_2137 && l_2138;
if (l_2139) {
const uint64 l_2140 = reinterpret_cast<uint64 const&>(l_2136);
const uint64 l_2141 = l_2140 >> uint64(52);
const uint64 l_2142 = l_2141 - uint64(23);
const uint64 l_2143 = l_2142 << uint64(52);
const double l_2144 = reinterpret_cast<double const&>(l_2143);
l_mut_1725 = l_2144;
}
const bool l_2145 = l_mut_1952 == l_mut_1725;
const bool l_2146 = l_2123 && l_2145;
if (l_2146) {
const double l_2147 = l_arr_2079[uint32(0)];
const double l_2148 = l_arr_2079[uint32(0)];
const double l_2149 = abs(l_2148);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_2150 = l_2149 >= double(1.1754943508222875e-38);
const bool l_2151 = l_2149 <= double(1.7976931348623157e308);
const bool l_2152 = l_2150 && l_2151;
if (l_2152) {
const uint64 l_2153 = reinterpret_cast<uint64 const&>(l_2149);
const uint64 l_2154 = l_2153 >> uint64(52);
const uint64 l_2155 = l_2154 - uint64(23);
const uint64 l_2156 = l_2155 << uint64(52);
const double l_2157 = reinterpret_cast<double const&>(l_2156);
l_mut_1952 = l_2157;
}
const double l_2158 = l_22 * l_mut_1952;
const double l_2159 = l_2147 - l_2158;
const double l_2160 = l_arr_2079[uint32(1)];
const double l_2161 = l_arr_2079[uint32(1)];
const double l_2162 = abs(l_2161);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_2163 = l_2162 >= double(1.1754943508222875e-38);
const bool l_2164 = l_2162 <= double(1.7976931348623157e308);
const bool l_2165 = l_2163 && l_2164;
if (l_2165) {
const uint64 l_2166 = reinterpret_cast<uint64 const&>(l_2162);
const uint64 l_2167 = l_2166 >> uint64(52);
const uint64 l_2168 = l_2167 - uint64(23);
const uint64 l_2169 = l_2168 << uint64(52);
const double l_2170 = reinterpret_cast<double const&>(l_2169);
l_mut_1952 = l_2170;
}
const double l_2171 = l_22 * l_mut_1952;
const double l_2172 = l_2160 + l_2171;
const uint32 l_2173 = reinterpret_cast<uint32 const&>(l_15);
const double l_2174 = double(l_15);
l_mut_1952 = l_2174;
const uint32 l_2175 = l_2173 & uint32(2139095040);
const bool l_2176 = l_2175 == uint32(0);
if (l_2176) {
const uint32 l_2177 = l_2173 & uint32(8388607);
const double l_2178 = double(l_2177);
const double l_2179 = l_2178 * double(1.401298464324817e-45);
l_mut_1952 = l_2179;
const uint32 l_2180 = l_2173 >> uint32(31);
const bool l_2181 = l_2180 == uint32(1);
if (l_2181) {
const double l_2182 = -l_mut_1952;
l_mut_1952 = l_2182;
}
}
const uint32 l_2183 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2184 = l_2183 + uint32(1);
l_mut_2185 = l_2184;
const uint32 l_2186 = l_2183 & uint32(2147483647);
const bool l_2187 = l_2186 == uint32(0);
if (l_2187) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2188 = l_2183 & uint32(2147483648);
const bool l_2189 = l_2188 != uint32(0);
if (l_2189) {
const uint32 l_2190 = l_2183 - uint32(1);
l_mut_2185 = l_2190;
} else {
const bool l_2191 = l_2183 == uint32(2139095040);
if (l_2191) {
l_mut_2185 = l_2183;
}
}
}
const float l_2192 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2193 = reinterpret_cast<uint32 const&>(l_2192);
const double l_2194 = double(l_2192);
l_mut_1725 = l_2194;
const uint32 l_2195 = l_2193 & uint32(2139095040);
const bool l_2196 = l_2195 == uint32(0);
if (l_2196) {
const uint32 l_2197 = l_2193 & uint32(8388607);
const double l_2198 = double(l_2197);
const double l_2199 = l_2198 * double(1.401298464324817e-45);
l_mut_1725 = l_2199;
const uint32 l_2200 = l_2193 >> uint32(31);
const bool l_2201 = l_2200 == uint32(1);
if (l_2201) {
const double l_2202 = -l_mut_1725;
l_mut_1725 = l_2202;
}
}
const uint32 l_2203 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2204 = l_2203 ^ uint32(2147483648);
const float l_2205 = reinterpret_cast<float const&>(l_2204);
const uint32 l_2206 = reinterpret_cast<uint32 const&>(l_2205);
const uint32 l_2207 = l_2206 + uint32(1);
l_mut_2185 = l_2207;
const uint32 l_2208 = l_2206 & uint32(2147483647);
const bool l_2209 = l_2208 == uint32(0);
if (l_2209) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2210 = l_2206 & uint32(2147483648);
const bool l_2211 = l_2210 != uint32(0);
if (l_2211) {
const uint32 l_2212 = l_2206 - uint32(1);
l_mut_2185 = l_2212;
} else {
const bool l_2213 = l_2206 == uint32(2139095040);
if (l_2213) {
l_mut_2185 = l_2206;
}
}
}
const float l_2214 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2215 = reinterpret_cast<uint32 const&>(l_2214);
const uint32 l_2216 = l_2215 ^ uint32(2147483648);
const float l_2217 = reinterpret_cast<float const&>(l_2216);
const uint32 l_2218 = reinterpret_cast<uint32 const&>(l_2217);
const double l_2219 = double(l_2217);
l_mut_1496 = l_2219;
const uint32 l_2220 = l_2218 & uint32(2139095040);
const bool l_2221 = l_2220 == uint32(0);
if (l_2221) {
const uint32 l_2222 = l_2218 & uint32(8388607);
const double l_2223 = double(l_2222);
const double l_2224 = l_2223 * double(1.401298464324817e-45);
l_mut_1496 = l_2224;
const uint32 l_2225 = l_2218 >> uint32(31);
const bool l_2226 = l_2225 == uint32(1);
if (l_2226) {
const double l_2227 = -l_mut_1496;
l_mut_1496 = l_2227;
}
}
const double l_2228 = l_2159 + l_2098;
const bool l_2229 = l_2228 <= l_mut_1952;
l_mut_142 = l_2229;
const double l_2230 = l_2159 - l_2098;
const bool l_2231 = l_2230 > l_mut_1952;
l_mut_139 = l_2231;
const double l_2232 = l_2172 - l_2101;
const bool l_2233 = l_2232 >= l_mut_1952;
l_mut_136 = l_2233;
const double l_2234 = l_2172 + l_2101;
const bool l_2235 = l_2234 < l_mut_1952;
l_mut_133 = l_2235;
const double l_2236 = l_2159 + l_2098;
const bool l_2237 = l_2236 < l_mut_1725;
l_mut_142 = l_2237;
const double l_2238 = l_2159 - l_2098;
const bool l_2239 = l_2238 >= l_mut_1725;
l_mut_139 = l_2239;
const double l_2240 = l_2172 - l_2101;
const bool l_2241 = l_2240 > l_mut_1496;
l_mut_136 = l_2241;
const double l_2242 = l_2172 + l_2101;
const bool l_2243 = l_2242 <= l_mut_1496;
l_mut_133 = l_2243;
l_mut_2185 = uint32(2);
const bool l_2244 = l_mut_139 || l_mut_133;
if (l_2244) {
l_mut_2185 = uint32(1);
} else {
const bool l_2245 = l_mut_142 && l_mut_136;
if (l_2245) {
l_mut_2185 = uint32(0);
}
}
const uint32 l_2246 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_2247 = l_2246 & uint32(2147483647);
const bool l_2248 = l_2247 == uint32(0);
if (l_2248) {
const double l_2249 = l_2159 + l_2098;
const bool l_2250 = l_2249 < double(1.1754943508222875e-38);
const double l_2251 = l_2172 - l_2101;
const bool l_2252 = l_2251 > double(-1.1754943508222875e-38);
const bool l_2253 = l_2250 && l_2252;
const double l_2254 = l_2159 - l_2098;
const bool l_2255 = l_2254 < double(1.1754943508222875e-38);
const double l_2256 = l_2172 + l_2101;
const bool l_2257 = l_2256 > double(-1.1754943508222875e-38);
const bool l_2258 = l_2255 && l_2257;
if (l_2253) {
l_mut_2185 = uint32(0);
} else {
const bool l_2259 = l_mut_2185 == uint32(1);
const bool l_2260 = l_2258 && l_2259;
if (l_2260) {
l_mut_2185 = uint32(2);
}
}
}
l_mut_48 = l_mut_2185;
}
}
const double l_2261 = l_mut_122 - l_19;
const double l_2262 = abs(l_2261);
const double l_2263 = l_2262 * double(2.220446049250313e-16);
const double l_2264 = l_1158 + l_2263;
const double l_2265 = l_2261 + l_2264;
const double l_2266 = -l_2265;
const double l_2267 = l_2266 * double(7.1362384635298e44);
const double l_2268 = floor(l_2267);
const double l_2269 = l_2268 * double(1.401298464324817e-45);
l_mut_1952 = l_2269;
const double l_2270 = abs(l_2266);
const bool l_2271 = l_2270 >= double(1.1754943508222875e-38);
if (l_2271) {
const float l_2272 = float(l_2266);
const double l_2273 = double(l_2272);
l_mut_1952 = l_2273;
const bool l_2274 = l_mut_1952 > l_2266;
if (l_2274) {
const uint32 l_2275 = reinterpret_cast<uint32 const&>(l_2272);
const uint32 l_2276 = l_2275 ^ uint32(2147483648);
const float l_2277 = reinterpret_cast<float const&>(l_2276);
const uint32 l_2278 = reinterpret_cast<uint32 const&>(l_2277);
const uint32 l_2279 = l_2278 + uint32(1);
l_mut_2185 = l_2279;
const uint32 l_2280 = l_2278 & uint32(2147483647);
const bool l_2281 = l_2280 == uint32(0);
if (l_2281) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2282 = l_2278 & uint32(2147483648);
const bool l_2283 = l_2282 != uint32(0);
if (l_2283) {
const uint32 l_2284 = l_2278 - uint32(1);
l_mut_2185 = l_2284;
} else {
const bool l_2285 = l_2278 == uint32(2139095040);
if (l_2285) {
l_mut_2185 = l_2278;
}
}
}
const float l_2286 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2287 = reinterpret_cast<uint32 const&>(l_2286);
const uint32 l_2288 = l_2287 ^ uint32(2147483648);
const float l_2289 = reinterpret_cast<float const&>(l_2288);
const uint32 l_2290 = reinterpret_cast<uint32 const&>(l_2289);
const double l_2291 = double(l_2289);
l_mut_1725 = l_2291;
const uint32 l_2292 = l_2290 & uint32(2139095040);
const bool l_2293 = l_2292 == uint32(0);
if (l_2293) {
const uint32 l_2294 = l_2290 & uint32(8388607);
const double l_2295 = double(l_2294);
const double l_2296 = l_2295 * double(1.401298464324817e-45);
l_mut_1725 = l_2296;
const uint32 l_2297 = l_2290 >> uint32(31);
const bool l_2298 = l_2297 == uint32(1);
if (l_2298) {
const double l_2299 = -l_mut_1725;
l_mut_1725 = l_2299;
}
}
l_mut_1952 = l_mut_1725;
} else {
const uint32 l_2300 = reinterpret_cast<uint32 const&>(l_2272);
const uint32 l_2301 = l_2300 + uint32(1);
l_mut_2185 = l_2301;
const uint32 l_2302 = l_2300 & uint32(2147483647);
const bool l_2303 = l_2302 == uint32(0);
if (l_2303) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2304 = l_2300 & uint32(2147483648);
const bool l_2305 = l_2304 != uint32(0);
if (l_2305) {
const uint32 l_2306 = l_2300 - uint32(1);
l_mut_2185 = l_2306;
} else {
const bool l_2307 = l_2300 == uint32(2139095040);
if (l_2307) {
l_mut_2185 = l_2300;
}
}
}
const float l_2308 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2309 = reinterpret_cast<uint32 const&>(l_2308);
const double l_2310 = double(l_2308);
l_mut_1725 = l_2310;
const uint32 l_2311 = l_2309 & uint32(2139095040);
const bool l_2312 = l_2311 == uint32(0);
if (l_2312) {
const uint32 l_2313 = l_2309 & uint32(8388607);
const double l_2314 = double(l_2313);
const double l_2315 = l_2314 * double(1.401298464324817e-45);
l_mut_1725 = l_2315;
const uint32 l_2316 = l_2309 >> uint32(31);
const bool l_2317 = l_2316 == uint32(1);
if (l_2317) {
const double l_2318 = -l_mut_1725;
l_mut_1725 = l_2318;
}
}
const bool l_2319 = l_mut_1725 <= l_2266;
if (l_2319) {
const uint32 l_2320 = reinterpret_cast<uint32 const&>(l_2272);
const uint32 l_2321 = l_2320 + uint32(1);
l_mut_2185 = l_2321;
const uint32 l_2322 = l_2320 & uint32(2147483647);
const bool l_2323 = l_2322 == uint32(0);
if (l_2323) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2324 = l_2320 & uint32(2147483648);
const bool l_2325 = l_2324 != uint32(0);
if (l_2325) {
const uint32 l_2326 = l_2320 - uint32(1);
l_mut_2185 = l_2326;
} else {
const bool l_2327 = l_2320 == uint32(2139095040);
if (l_2327) {
l_mut_2185 = l_2320;
}
}
}
const float l_2328 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2329 = reinterpret_cast<uint32 const&>(l_2328);
const double l_2330 = double(l_2328);
l_mut_1725 = l_2330;
const uint32 l_2331 = l_2329 & uint32(2139095040);
const bool l_2332 = l_2331 == uint32(0);
if (l_2332) {
const uint32 l_2333 = l_2329 & uint32(8388607);
const double l_2334 = double(l_2333);
const double l_2335 = l_2334 * double(1.401298464324817e-45);
l_mut_1725 = l_2335;
const uint32 l_2336 = l_2329 >> uint32(31);
const bool l_2337 = l_2336 == uint32(1);
if (l_2337) {
const double l_2338 = -l_mut_1725;
l_mut_1725 = l_2338;
}
}
l_mut_1952 = l_mut_1725;
}
}
}
const double l_2339 = -l_mut_1952;
l_mut_1952 = l_2339;
const bool l_2340 = bool(true) && bool(false);
if (l_2340) {
const double l_2341 = l_2261 + l_2264;
const double l_2342 = l_2341 * double(7.1362384635298e44);
const double l_2343 = floor(l_2342);
const double l_2344 = l_2343 * double(1.401298464324817e-45);
l_mut_1725 = l_2344;
const double l_2345 = abs(l_2341);
const bool l_2346 = l_2345 >= double(1.1754943508222875e-38);
if (l_2346) {
const float l_2347 = float(l_2341);
const double l_2348 = double(l_2347);
l_mut_1725 = l_2348;
const bool l_2349 = l_mut_1725 > l_2341;
if (l_2349) {
const uint32 l_2350 = reinterpret_cast<uint32 const&>(l_2347);
const uint32 l_2351 = l_2350 ^ uint32(2147483648);
const float l_2352 = reinterpret_cast<float const&>(l_2351);
const uint32 l_2353 = reinterpret_cast<uint32 const&>(l_2352);
const uint32 l_2354 = l_2353 + uint32(1);
l_mut_2185 = l_2354;
const uint32 l_2355 = l_2353 & uint32(2147483647);
const bool l_2356 = l_2355 == uint32(0);
if (l_2356) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2357 = l_2353 & uint32(2147483648);
const bool l_2358 = l_2357 != uint32(0);
if (l_2358) {
const uint32 l_2359 = l_2353 - uint32(1);
l_mut_2185 = l_2359;
} else {
const bool l_2360 = l_2353 == uint32(2139095040);
if (l_2360) {
l_mut_2185 = l_2353;
}
}
}
const float l_2361 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2362 = reinterpret_cast<uint32 const&>(l_2361);
const uint32 l_2363 = l_2362 ^ uint32(2147483648);
const float l_2364 = reinterpret_cast<float const&>(l_2363);
const uint32 l_2365 = reinterpret_cast<uint32 const&>(l_2364);
const double l_2366 = double(l_2364);
l_mut_1496 = l_2366;
const uint32 l_2367 = l_2365 & uint32(2139095040);
const bool l_2368 = l_2367 == uint32(0);
if (l_2368) {
const uint32 l_2369 = l_2365 & uint32(8388607);
const double l_2370 = double(l_2369);
const double l_2371 = l_2370 * double(1.401298464324817e-45);
l_mut_1496 = l_2371;
const uint32 l_2372 = l_2365 >> uint32(31);
const bool l_2373 = l_2372 == uint32(1);
if (l_2373) {
const double l_2374 = -l_mut_1496;
l_mut_1496 = l_2374;
}
}
l_mut_1725 = l_mut_1496;
} else {
const uint32 l_2375 = reinterpret_cast<uint32 const&>(l_2347);
const uint32 l_2376 = l_2375 + uint32(1);
l_mut_2185 = l_2376;
const uint32 l_2377 = l_2375 & uint32(2147483647);
const bool l_2378 = l_2377 == uint32(0);
if (l_2378) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2379 = l_2375 & uint32(2147483648);
const bool l_2380 = l_2379 != uint32(0);
if (l_2380) {
const uint32 l_2381 = l_2375 - uint32(1);
l_mut_2185 = l_2381;
} else {
const bool l_2382 = l_2375 == uint32(2139095040);
if (l_2382) {
l_mut_2185 = l_2375;
}
}
}
const float l_2383 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2384 = reinterpret_cast<uint32 const&>(l_2383);
const double l_2385 = double(l_2383);
l_mut_1496 = l_2385;
const uint32 l_2386 = l_2384 & uint32(2139095040);
const bool l_2387 = l_2386 == uint32(0);
if (l_2387) {
const uint32 l_2388 = l_2384 & uint32(8388607);
const double l_2389 = double(l_2388);
const double l_2390 = l_2389 * double(1.401298464324817e-45);
l_mut_1496 = l_2390;
const uint32 l_2391 = l_2384 >> uint32(31);
const bool l_2392 = l_2391 == uint32(1);
if (l_2392) {
const double l_2393 = -l_mut_1496;
l_mut_1496 = l_2393;
}
}
const bool l_2394 = l_mut_1496 <= l_2341;
if (l_2394) {
const uint32 l_2395 = reinterpret_cast<uint32 const&>(l_2347);
const uint32 l_2396 = l_2395 + uint32(1);
l_mut_2185 = l_2396;
const uint32 l_2397 = l_2395 & uint32(2147483647);
const bool l_2398 = l_2397 == uint32(0);
if (l_2398) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2399 = l_2395 & uint32(2147483648);
const bool l_2400 = l_2399 != uint32(0);
if (l_2400) {
const uint32 l_2401 = l_2395 - uint32(1);
l_mut_2185 = l_2401;
} else {
const bool l_2402 = l_2395 == uint32(2139095040);
if (l_2402) {
l_mut_2185 = l_2395;
}
}
}
const float l_2403 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2404 = reinterpret_cast<uint32 const&>(l_2403);
const double l_2405 = double(l_2403);
l_mut_1496 = l_2405;
const uint32 l_2406 = l_2404 & uint32(2139095040);
const bool l_2407 = l_2406 == uint32(0);
if (l_2407) {
const uint32 l_2408 = l_2404 & uint32(8388607);
const double l_2409 = double(l_2408);
const double l_2410 = l_2409 * double(1.401298464324817e-45);
l_mut_1496 = l_2410;
const uint32 l_2411 = l_2404 >> uint32(31);
const bool l_2412 = l_2411 == uint32(1);
if (l_2412) {
const double l_2413 = -l_mut_1496;
l_mut_1496 = l_2413;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
l_mut_1952 = l_mut_1725;
} else {
const double l_2414 = l_2261 - l_2264;
const double l_2415 = l_2414 * double(7.1362384635298e44);
const double l_2416 = floor(l_2415);
const double l_2417 = l_2416 * double(1.401298464324817e-45);
l_mut_1725 = l_2417;
const double l_2418 = abs(l_2414);
const bool l_2419 = l_2418 >= double(1.1754943508222875e-38);
if (l_2419) {
const float l_2420 = float(l_2414);
const double l_2421 = double(l_2420);
l_mut_1725 = l_2421;
const bool l_2422 = l_mut_1725 > l_2414;
if (l_2422) {
const uint32 l_2423 = reinterpret_cast<uint32 const&>(l_2420);
const uint32 l_2424 = l_2423 ^ uint32(2147483648);
const float l_2425 = reinterpret_cast<float const&>(l_2424);
const uint32 l_2426 = reinterpret_cast<uint32 const&>(l_2425);
const uint32 l_2427 = l_2426 + uint32(1);
l_mut_2185 = l_2427;
const uint32 l_2428 = l_2426 & uint32(2147483647);
const bool l_2429 = l_2428 == uint32(0);
if (l_2429) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2430 = l_2426 & uint32(2147483648);
const bool l_2431 = l_2430 != uint32(0);
if (l_2431) {
const uint32 l_2432 = l_2426 - uint32(1);
l_mut_2185 = l_2432;
} else {
const bool l_2433 = l_2426 == uint32(2139095040);
if (l_2433) {
l_mut_2185 = l_2426;
}
}
}
const float l_2434 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2435 = reinterpret_cast<uint32 const&>(l_2434);
const uint32 l_2436 = l_2435 ^ uint32(2147483648);
const float l_2437 = reinterpret_cast<float const&>(l_2436);
const uint32 l_2438 = reinterpret_cast<uint32 const&>(l_2437);
const double l_2439 = double(l_2437);
l_mut_1496 = l_2439;
const uint32 l_2440 = l_2438 & uint32(2139095040);
const bool l_2441 = l_2440 == uint32(0);
if (l_2441) {
const uint32 l_2442 = l_2438 & uint32(8388607);
const double l_2443 = double(l_2442);
const double l_2444 = l_2443 * double(1.401298464324817e-45);
l_mut_1496 = l_2444;
const uint32 l_2445 = l_2438 >> uint32(31);
const bool l_2446 = l_2445 == uint32(1);
if (l_2446) {
const double l_2447 = -l_mut_1496;
l_mut_1496 = l_2447;
}
}
l_mut_1725 = l_mut_1496;
} else {
const uint32 l_2448 = reinterpret_cast<uint32 const&>(l_2420);
const uint32 l_2449 = l_2448 + uint32(1);
l_mut_2185 = l_2449;
const uint32 l_2450 = l_2448 & uint32(2147483647);
const bool l_2451 = l_2450 == uint32(0);
if (l_2451) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2452 = l_2448 & uint32(2147483648);
const bool l_2453 = l_2452 != uint32(0);
if (l_2453) {
const uint32 l_2454 = l_2448 - uint32(1);
l_mut_2185 = l_2454;
} else {
const bool l_2455 = l_2448 == uint32(2139095040);
if (l_2455) {
l_mut_2185 = l_2448;
}
}
}
const float l_2456 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2457 = reinterpret_cast<uint32 const&>(l_2456);
const double l_2458 = double(l_2456);
l_mut_1496 = l_2458;
const uint32 l_2459 = l_2457 & uint32(2139095040);
const bool l_2460 = l_2459 == uint32(0);
if (l_2460) {
const uint32 l_2461 = l_2457 & uint32(8388607);
const double l_2462 = double(l_2461);
const double l_2463 = l_2462 * double(1.401298464324817e-45);
l_mut_1496 = l_2463;
const uint32 l_2464 = l_2457 >> uint32(31);
const bool l_2465 = l_2464 == uint32(1);
if (l_2465) {
const double l_2466 = -l_mut_1496;
l_mut_1496 = l_2466;
}
}
const bool l_2467 = l_mut_1496 <= l_2414;
if (l_2467) {
const uint32 l_2468 = reinterpret_cast<uint32 const&>(l_2420);
const uint32 l_2469 = l_2468 + uint32(1);
l_mut_2185 = l_2469;
const uint32 l_2470 = l_2468 & uint32(2147483647);
const bool l_2471 = l_2470 == uint32(0);
if (l_2471) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2472 = l_2468 & uint32(2147483648);
const bool l_2473 = l_2472 != uint32(0);
if (l_2473) {
const uint32 l_2474 = l_2468 - uint32(1);
l_mut_2185 = l_2474;
} else {
const bool l_2475 = l_2468 == uint32(2139095040);
if (l_2475) {
l_mut_2185 = l_2468;
}
}
}
const float l_2476 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2477 = reinterpret_cast<uint32 const&>(l_2476);
const double l_2478 = double(l_2476);
l_mut_1496 = l_2478;
const uint32 l_2479 = l_2477 & uint32(2139095040);
const bool l_2480 = l_2479 == uint32(0);
if (l_2480) {
const uint32 l_2481 = l_2477 & uint32(8388607);
const double l_2482 = double(l_2481);
const double l_2483 = l_2482 * double(1.401298464324817e-45);
l_mut_1496 = l_2483;
const uint32 l_2484 = l_2477 >> uint32(31);
const bool l_2485 = l_2484 == uint32(1);
if (l_2485) {
const double l_2486 = -l_mut_1496;
l_mut_1496 = l_2486;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
l_mut_1952 = l_mut_1725;
}
const double l_2487 = l_mut_122 + l_19;
const double l_2488 = abs(l_2487);
const double l_2489 = l_2488 * double(2.220446049250313e-16);
const double l_2490 = l_1158 + l_2489;
const double l_2491 = l_2487 + l_2490;
const double l_2492 = -l_2491;
const double l_2493 = l_2492 * double(7.1362384635298e44);
const double l_2494 = floor(l_2493);
const double l_2495 = l_2494 * double(1.401298464324817e-45);
l_mut_1725 = l_2495;
const double l_2496 = abs(l_2492);
const bool l_2497 = l_2496 >= double(1.1754943508222875e-38);
if (l_2497) {
const float l_2498 = float(l_2492);
const double l_2499 = double(l_2498);
l_mut_1725 = l_2499;
const bool l_2500 = l_mut_1725 > l_2492;
if (l_2500) {
const uint32 l_2501 = reinterpret_cast<uint32 const&>(l_2498);
const uint32 l_2502 = l_2501 ^ uint32(2147483648);
const float l_2503 = reinterpret_cast<float const&>(l_2502);
const uint32 l_2504 = reinterpret_cast<uint32 const&>(l_2503);
const uint32 l_2505 = l_2504 + uint32(1);
l_mut_2185 = l_2505;
const uint32 l_2506 = l_2504 & uint32(2147483647);
const bool l_2507 = l_2506 == uint32(0);
if (l_2507) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2508 = l_2504 & uint32(2147483648);
const bool l_2509 = l_2508 != uint32(0);
if (l_2509) {
const uint32 l_2510 = l_2504 - uint32(1);
l_mut_2185 = l_2510;
} else {
const bool l_2511 = l_2504 == uint32(2139095040);
if (l_2511) {
l_mut_2185 = l_2504;
}
}
}
const float l_2512 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2513 = reinterpret_cast<uint32 const&>(l_2512);
const uint32 l_2514 = l_2513 ^ uint32(2147483648);
const float l_2515 = reinterpret_cast<float const&>(l_2514);
const uint32 l_2516 = reinterpret_cast<uint32 const&>(l_2515);
const double l_2517 = double(l_2515);
l_mut_1496 = l_2517;
const uint32 l_2518 = l_2516 & uint32(2139095040);
const bool l_2519 = l_2518 == uint32(0);
if (l_2519) {
const uint32 l_2520 = l_2516 & uint32(8388607);
const double l_2521 = double(l_2520);
const double l_2522 = l_2521 * double(1.401298464324817e-45);
l_mut_1496 = l_2522;
const uint32 l_2523 = l_2516 >> uint32(31);
const bool l_2524 = l_2523 == uint32(1);
if (l_2524) {
const double l_2525 = -l_mut_1496;
l_mut_1496 = l_2525;
}
}
l_mut_1725 = l_mut_1496;
} else {
const uint32 l_2526 = reinterpret_cast<uint32 const&>(l_2498);
const uint32 l_2527 = l_2526 + uint32(1);
l_mut_2185 = l_2527;
const uint32 l_2528 = l_2526 & uint32(2147483647);
const bool l_2529 = l_2528 == uint32(0);
if (l_2529) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2530 = l_2526 & uint32(2147483648);
const bool l_2531 = l_2530 != uint32(0);
if (l_2531) {
const uint32 l_2532 = l_2526 - uint32(1);
l_mut_2185 = l_2532;
} else {
const bool l_2533 = l_2526 == uint32(2139095040);
if (l_2533) {
l_mut_2185 = l_2526;
}
}
}
const float l_2534 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2535 = reinterpret_cast<uint32 const&>(l_2534);
const double l_2536 = double(l_2534);
l_mut_1496 = l_2536;
const uint32 l_2537 = l_2535 & uint32(2139095040);
const bool l_2538 = l_2537 == uint32(0);
if (l_2538) {
const uint32 l_2539 = l_2535 & uint32(8388607);
const double l_2540 = double(l_2539);
const double l_2541 = l_2540 * double(1.401298464324817e-45);
l_mut_1496 = l_2541;
const uint32 l_2542 = l_2535 >> uint32(31);
const bool l_2543 = l_2542 == uint32(1);
if (l_2543) {
const double l_2544 = -l_mut_1496;
l_mut_1496 = l_2544;
}
}
const bool l_2545 = l_mut_1496 <= l_2492;
if (l_2545) {
const uint32 l_2546 = reinterpret_cast<uint32 const&>(l_2498);
const uint32 l_2547 = l_2546 + uint32(1);
l_mut_2185 = l_2547;
const uint32 l_2548 = l_2546 & uint32(2147483647);
const bool l_2549 = l_2548 == uint32(0);
if (l_2549) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2550 = l_2546 & uint32(2147483648);
const bool l_2551 = l_2550 != uint32(0);
if (l_2551) {
const uint32 l_2552 = l_2546 - uint32(1);
l_mut_2185 = l_2552;
} else {
const bool l_2553 = l_2546 == uint32(2139095040);
if (l_2553) {
l_mut_2185 = l_2546;
}
}
}
const float l_2554 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2555 = reinterpret_cast<uint32 const&>(l_2554);
const double l_2556 = double(l_2554);
l_mut_1496 = l_2556;
const uint32 l_2557 = l_2555 & uint32(2139095040);
const bool l_2558 = l_2557 == uint32(0);
if (l_2558) {
const uint32 l_2559 = l_2555 & uint32(8388607);
const double l_2560 = double(l_2559);
const double l_2561 = l_2560 * double(1.401298464324817e-45);
l_mut_1496 = l_2561;
const uint32 l_2562 = l_2555 >> uint32(31);
const bool l_2563 = l_2562 == uint32(1);
if (l_2563) {
const double l_2564 = -l_mut_1496;
l_mut_1496 = l_2564;
}
}
l_mut_1725 = l_mut_1496;
}
}
}
const double l_2565 = -l_mut_1725;
l_mut_1725 = l_2565;
const bool l_2566 = bool(false) && bool(false);
if (l_2566) {
const double l_2567 = l_2487 + l_2490;
const double l_2568 = l_2567 * double(7.1362384635298e44);
const double l_2569 = floor(l_2568);
const double l_2570 = l_2569 * double(1.401298464324817e-45);
l_mut_1496 = l_2570;
const double l_2571 = abs(l_2567);
const bool l_2572 = l_2571 >= double(1.1754943508222875e-38);
if (l_2572) {
const float l_2573 = float(l_2567);
const double l_2574 = double(l_2573);
l_mut_1496 = l_2574;
const bool l_2575 = l_mut_1496 > l_2567;
if (l_2575) {
const uint32 l_2576 = reinterpret_cast<uint32 const&>(l_2573);
const uint32 l_2577 = l_2576 ^ uint32(2147483648);
const float l_2578 = reinterpret_cast<float const&>(l_2577);
const uint32 l_2579 = reinterpret_cast<uint32 const&>(l_2578);
const uint32 l_2580 = l_2579 + uint32(1);
l_mut_2185 = l_2580;
const uint32 l_2581 = l_2579 & uint32(2147483647);
const bool l_2582 = l_2581 == uint32(0);
if (l_2582) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2583 = l_2579 & uint32(2147483648);
const bool l_2584 = l_2583 != uint32(0);
if (l_2584) {
const uint32 l_2585 = l_2579 - uint32(1);
l_mut_2185 = l_2585;
} else {
const bool l_2586 = l_2579 == uint32(2139095040);
if (l_2586) {
l_mut_2185 = l_2579;
}
}
}
const float l_2587 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2588 = reinterpret_cast<uint32 const&>(l_2587);
const uint32 l_2589 = l_2588 ^ uint32(2147483648);
const float l_2590 = reinterpret_cast<float const&>(l_2589);
const uint32 l_2591 = reinterpret_cast<uint32 const&>(l_2590);
const double l_2592 = double(l_2590);
l_mut_1269 = l_2592;
const uint32 l_2593 = l_2591 & uint32(2139095040);
const bool l_2594 = l_2593 == uint32(0);
if (l_2594) {
const uint32 l_2595 = l_2591 & uint32(8388607);
const double l_2596 = double(l_2595);
const double l_2597 = l_2596 * double(1.401298464324817e-45);
l_mut_1269 = l_2597;
const uint32 l_2598 = l_2591 >> uint32(31);
const bool l_2599 = l_2598 == uint32(1);
if (l_2599) {
const double l_2600 = -l_mut_1269;
l_mut_1269 = l_2600;
}
}
l_mut_1496 = l_mut_1269;
} else {
const uint32 l_2601 = reinterpret_cast<uint32 const&>(l_2573);
const uint32 l_2602 = l_2601 + uint32(1);
l_mut_2185 = l_2602;
const uint32 l_2603 = l_2601 & uint32(2147483647);
const bool l_2604 = l_2603 == uint32(0);
if (l_2604) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2605 = l_2601 & uint32(2147483648);
const bool l_2606 = l_2605 != uint32(0);
if (l_2606) {
const uint32 l_2607 = l_2601 - uint32(1);
l_mut_2185 = l_2607;
} else {
const bool l_2608 = l_2601 == uint32(2139095040);
if (l_2608) {
l_mut_2185 = l_2601;
}
}
}
const float l_2609 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2610 = reinterpret_cast<uint32 const&>(l_2609);
const double l_2611 = double(l_2609);
l_mut_1269 = l_2611;
const uint32 l_2612 = l_2610 & uint32(2139095040);
const bool l_2613 = l_2612 == uint32(0);
if (l_2613) {
const uint32 l_2614 = l_2610 & uint32(8388607);
const double l_2615 = double(l_2614);
const double l_2616 = l_2615 * double(1.401298464324817e-45);
l_mut_1269 = l_2616;
const uint32 l_2617 = l_2610 >> uint32(31);
const bool l_2618 = l_2617 == uint32(1);
if (l_2618) {
const double l_2619 = -l_mut_1269;
l_mut_1269 = l_2619;
}
}
const bool l_2620 = l_mut_1269 <= l_2567;
if (l_2620) {
const uint32 l_2621 = reinterpret_cast<uint32 const&>(l_2573);
const uint32 l_2622 = l_2621 + uint32(1);
l_mut_2185 = l_2622;
const uint32 l_2623 = l_2621 & uint32(2147483647);
const bool l_2624 = l_2623 == uint32(0);
if (l_2624) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2625 = l_2621 & uint32(2147483648);
const bool l_2626 = l_2625 != uint32(0);
if (l_2626) {
const uint32 l_2627 = l_2621 - uint32(1);
l_mut_2185 = l_2627;
} else {
const bool l_2628 = l_2621 == uint32(2139095040);
if (l_2628) {
l_mut_2185 = l_2621;
}
}
}
const float l_2629 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2630 = reinterpret_cast<uint32 const&>(l_2629);
const double l_2631 = double(l_2629);
l_mut_1269 = l_2631;
const uint32 l_2632 = l_2630 & uint32(2139095040);
const bool l_2633 = l_2632 == uint32(0);
if (l_2633) {
const uint32 l_2634 = l_2630 & uint32(8388607);
const double l_2635 = double(l_2634);
const double l_2636 = l_2635 * double(1.401298464324817e-45);
l_mut_1269 = l_2636;
const uint32 l_2637 = l_2630 >> uint32(31);
const bool l_2638 = l_2637 == uint32(1);
if (l_2638) {
const double l_2639 = -l_mut_1269;
l_mut_1269 = l_2639;
}
}
l_mut_1496 = l_mut_1269;
}
}
}
l_mut_1725 = l_mut_1496;
} else {
}
const double l_2640 = l_mut_61 - l_19;
const double l_2641 = abs(l_2640);
const double l_2642 = l_2641 * double(2.220446049250313e-16);
const double l_2643 = l_1160 + l_2642;
const double l_2644 = l_2640 + l_2643;
const double l_2645 = -l_2644;
const double l_2646 = l_2645 * double(7.1362384635298e44);
const double l_2647 = floor(l_2646);
const double l_2648 = l_2647 * double(1.401298464324817e-45);
l_mut_1496 = l_2648;
const double l_2649 = abs(l_2645);
const bool l_2650 = l_2649 >= double(1.1754943508222875e-38);
if (l_2650) {
const float l_2651 = float(l_2645);
const double l_2652 = double(l_2651);
l_mut_1496 = l_2652;
const bool l_2653 = l_mut_1496 > l_2645;
if (l_2653) {
const uint32 l_2654 = reinterpret_cast<uint32 const&>(l_2651);
const uint32 l_2655 = l_2654 ^ uint32(2147483648);
const float l_2656 = reinterpret_cast<float const&>(l_2655);
const uint32 l_2657 = reinterpret_cast<uint32 const&>(l_2656);
const uint32 l_2658 = l_2657 + uint32(1);
l_mut_2185 = l_2658;
const uint32 l_2659 = l_2657 & uint32(2147483647);
const bool l_2660 = l_2659 == uint32(0);
if (l_2660) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2661 = l_2657 & uint32(2147483648);
const bool l_2662 = l_2661 != uint32(0);
if (l_2662) {
const uint32 l_2663 = l_2657 - uint32(1);
l_mut_2185 = l_2663;
} else {
const bool l_2664 = l_2657 == uint32(2139095040);
if (l_2664) {
l_mut_2185 = l_2657;
}
}
}
const float l_2665 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2666 = reinterpret_cast<uint32 const&>(l_2665);
const uint32 l_2667 = l_2666 ^ uint32(2147483648);
const float l_2668 = reinterpret_cast<float const&>(l_2667);
const uint32 l_2669 = reinterpret_cast<uint32 const&>(l_2668);
const double l_2670 = double(l_2668);
l_mut_1269 = l_2670;
const uint32 l_2671 = l_2669 & uint32(2139095040);
const bool l_2672 = l_2671 == uint32(0);
if (l_2672) {
const uint32 l_2673 = l_2669 & uint32(8388607);
const double l_2674 = double(l_2673);
const double l_2675 = l_2674 * double(1.401298464324817e-45);
l_mut_1269 = l_2675;
const uint32 l_2676 = l_2669 >> uint32(31);
const bool l_2677 = l_2676 == uint32(1);
if (l_2677) {
const double l_2678 = -l_mut_1269;
l_mut_1269 = l_2678;
}
}
l_mut_1496 = l_mut_1269;
} else {
const uint32 l_2679 = reinterpret_cast<uint32 const&>(l_2651);
const uint32 l_2680 = l_2679 + uint32(1);
l_mut_2185 = l_2680;
const uint32 l_2681 = l_2679 & uint32(2147483647);
const bool l_2682 = l_2681 == uint32(0);
if (l_2682) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2683 = l_2679 & uint32(2147483648);
const bool l_2684 = l_2683 != uint32(0);
if (l_2684) {
const uint32 l_2685 = l_2679 - uint32(1);
l_mut_2185 = l_2685;
} else {
const bool l_2686 = l_2679 == uint32(2139095040);
if (l_2686) {
l_mut_2185 = l_2679;
}
}
}
const float l_2687 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2688 = reinterpret_cast<uint32 const&>(l_2687);
const double l_2689 = double(l_2687);
l_mut_1269 = l_2689;
const uint32 l_2690 = l_2688 & uint32(2139095040);
const bool l_2691 = l_2690 == uint32(0);
if (l_2691) {
const uint32 l_2692 = l_2688 & uint32(8388607);
const double l_2693 = double(l_2692);
const double l_2694 = l_2693 * double(1.401298464324817e-45);
l_mut_1269 = l_2694;
const uint32 l_2695 = l_2688 >> uint32(31);
const bool l_2696 = l_2695 == uint32(1);
if (l_2696) {
const double l_2697 = -l_mut_1269;
l_mut_1269 = l_2697;
}
}
const bool l_2698 = l_mut_1269 <= l_2645;
if (l_2698) {
const uint32 l_2699 = reinterpret_cast<uint32 const&>(l_2651);
const uint32 l_2700 = l_2699 + uint32(1);
l_mut_2185 = l_2700;
const uint32 l_2701 = l_2699 & uint32(2147483647);
const bool l_2702 = l_2701 == uint32(0);
if (l_2702) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2703 = l_2699 & uint32(2147483648);
const bool l_2704 = l_2703 != uint32(0);
if (l_2704) {
const uint32 l_2705 = l_2699 - uint32(1);
l_mut_2185 = l_2705;
} else {
const bool l_2706 = l_2699 == uint32(2139095040);
if (l_2706) {
l_mut_2185 = l_2699;
}
}
}
const float l_2707 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2708 = reinterpret_cast<uint32 const&>(l_2707);
const double l_2709 = double(l_2707);
l_mut_1269 = l_2709;
const uint32 l_2710 = l_2708 & uint32(2139095040);
const bool l_2711 = l_2710 == uint32(0);
if (l_2711) {
const uint32 l_2712 = l_2708 & uint32(8388607);
const double l_2713 = double(l_2712);
const double l_2714 = l_2713 * double(1.401298464324817e-45);
l_mut_1269 = l_2714;
const uint32 l_2715 = l_2708 >> uint32(31);
const bool l_2716 = l_2715 == uint32(1);
if (l_2716) {
const double l_2717 = -l_mut_1269;
l_mut_1269 = l_2717;
}
}
l_mut_1496 = l_mut_1269;
}
}
}
const double l_2718 = -l_mut_1496;
l_mut_1496 = l_2718;
const bool l_2719 = bool(true) && bool(false);
if (l_2719) {
const double l_2720 = l_2640 + l_2643;
const double l_2721 = l_2720 * double(7.1362384635298e44);
const double l_2722 = floor(l_2721);
const double l_2723 = l_2722 * double(1.401298464324817e-45);
l_mut_1269 = l_2723;
const double l_2724 = abs(l_2720);
const bool l_2725 = l_2724 >= double(1.1754943508222875e-38);
if (l_2725) {
const float l_2726 = float(l_2720);
const double l_2727 = double(l_2726);
l_mut_1269 = l_2727;
const bool l_2728 = l_mut_1269 > l_2720;
if (l_2728) {
const uint32 l_2729 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2730 = l_2729 ^ uint32(2147483648);
const float l_2731 = reinterpret_cast<float const&>(l_2730);
const uint32 l_2732 = reinterpret_cast<uint32 const&>(l_2731);
const uint32 l_2733 = l_2732 + uint32(1);
l_mut_2185 = l_2733;
const uint32 l_2734 = l_2732 & uint32(2147483647);
const bool l_2735 = l_2734 == uint32(0);
if (l_2735) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2736 = l_2732 & uint32(2147483648);
const bool l_2737 = l_2736 != uint32(0);
if (l_2737) {
const uint32 l_2738 = l_2732 - uint32(1);
l_mut_2185 = l_2738;
} else {
const bool l_2739 = l_2732 == uint32(2139095040);
if (l_2739) {
l_mut_2185 = l_2732;
}
}
}
const float l_2740 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2741 = reinterpret_cast<uint32 const&>(l_2740);
const uint32 l_2742 = l_2741 ^ uint32(2147483648);
const float l_2743 = reinterpret_cast<float const&>(l_2742);
const uint32 l_2744 = reinterpret_cast<uint32 const&>(l_2743);
const double l_2745 = double(l_2743);
l_mut_1193 = l_2745;
const uint32 l_2746 = l_2744 & uint32(2139095040);
const bool l_2747 = l_2746 == uint32(0);
if (l_2747) {
const uint32 l_2748 = l_2744 & uint32(8388607);
const double l_2749 = double(l_2748);
const double l_2750 = l_2749 * double(1.401298464324817e-45);
l_mut_1193 = l_2750;
const uint32 l_2751 = l_2744 >> uint32(31);
const bool l_2752 = l_2751 == uint32(1);
if (l_2752) {
const double l_2753 = -l_mut_1193;
l_mut_1193 = l_2753;
}
}
l_mut_1269 = l_mut_1193;
} else {
const uint32 l_2754 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2755 = l_2754 + uint32(1);
l_mut_2185 = l_2755;
const uint32 l_2756 = l_2754 & uint32(2147483647);
const bool l_2757 = l_2756 == uint32(0);
if (l_2757) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2758 = l_2754 & uint32(2147483648);
const bool l_2759 = l_2758 != uint32(0);
if (l_2759) {
const uint32 l_2760 = l_2754 - uint32(1);
l_mut_2185 = l_2760;
} else {
const bool l_2761 = l_2754 == uint32(2139095040);
if (l_2761) {
l_mut_2185 = l_2754;
}
}
}
const float l_2762 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2763 = reinterpret_cast<uint32 const&>(l_2762);
const double l_2764 = double(l_2762);
l_mut_1193 = l_2764;
const uint32 l_2765 = l_2763 & uint32(2139095040);
const bool l_2766 = l_2765 == uint32(0);
if (l_2766) {
const uint32 l_2767 = l_2763 & uint32(8388607);
const double l_2768 = double(l_2767);
const double l_2769 = l_2768 * double(1.401298464324817e-45);
l_mut_1193 = l_2769;
const uint32 l_2770 = l_2763 >> uint32(31);
const bool l_2771 = l_2770 == uint32(1);
if (l_2771) {
const double l_2772 = -l_mut_1193;
l_mut_1193 = l_2772;
}
}
const bool l_2773 = l_mut_1193 <= l_2720;
if (l_2773) {
const uint32 l_2774 = reinterpret_cast<uint32 const&>(l_2726);
const uint32 l_2775 = l_2774 + uint32(1);
l_mut_2185 = l_2775;
const uint32 l_2776 = l_2774 & uint32(2147483647);
const bool l_2777 = l_2776 == uint32(0);
if (l_2777) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2778 = l_2774 & uint32(2147483648);
const bool l_2779 = l_2778 != uint32(0);
if (l_2779) {
const uint32 l_2780 = l_2774 - uint32(1);
l_mut_2185 = l_2780;
} else {
const bool l_2781 = l_2774 == uint32(2139095040);
if (l_2781) {
l_mut_2185 = l_2774;
}
}
}
const float l_2782 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2783 = reinterpret_cast<uint32 const&>(l_2782);
const double l_2784 = double(l_2782);
l_mut_1193 = l_2784;
const uint32 l_2785 = l_2783 & uint32(2139095040);
const bool l_2786 = l_2785 == uint32(0);
if (l_2786) {
const uint32 l_2787 = l_2783 & uint32(8388607);
const double l_2788 = double(l_2787);
const double l_2789 = l_2788 * double(1.401298464324817e-45);
l_mut_1193 = l_2789;
const uint32 l_2790 = l_2783 >> uint32(31);
const bool l_2791 = l_2790 == uint32(1);
if (l_2791) {
const double l_2792 = -l_mut_1193;
l_mut_1193 = l_2792;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
l_mut_1496 = l_mut_1269;
} else {
const double l_2793 = l_2640 - l_2643;
const double l_2794 = l_2793 * double(7.1362384635298e44);
const double l_2795 = floor(l_2794);
const double l_2796 = l_2795 * double(1.401298464324817e-45);
l_mut_1269 = l_2796;
const double l_2797 = abs(l_2793);
const bool l_2798 = l_2797 >= double(1.1754943508222875e-38);
if (l_2798) {
const float l_2799 = float(l_2793);
const double l_2800 = double(l_2799);
l_mut_1269 = l_2800;
const bool l_2801 = l_mut_1269 > l_2793;
if (l_2801) {
const uint32 l_2802 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2803 = l_2802 ^ uint32(2147483648);
const float l_2804 = reinterpret_cast<float const&>(l_2803);
const uint32 l_2805 = reinterpret_cast<uint32 const&>(l_2804);
const uint32 l_2806 = l_2805 + uint32(1);
l_mut_2185 = l_2806;
const uint32 l_2807 = l_2805 & uint32(2147483647);
const bool l_2808 = l_2807 == uint32(0);
if (l_2808) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2809 = l_2805 & uint32(2147483648);
const bool l_2810 = l_2809 != uint32(0);
if (l_2810) {
const uint32 l_2811 = l_2805 - uint32(1);
l_mut_2185 = l_2811;
} else {
const bool l_2812 = l_2805 == uint32(2139095040);
if (l_2812) {
l_mut_2185 = l_2805;
}
}
}
const float l_2813 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2814 = reinterpret_cast<uint32 const&>(l_2813);
const uint32 l_2815 = l_2814 ^ uint32(2147483648);
const float l_2816 = reinterpret_cast<float const&>(l_2815);
const uint32 l_2817 = reinterpret_cast<uint32 const&>(l_2816);
const double l_2818 = double(l_2816);
l_mut_1193 = l_2818;
const uint32 l_2819 = l_2817 & uint32(2139095040);
const bool l_2820 = l_2819 == uint32(0);
if (l_2820) {
const uint32 l_2821 = l_2817 & uint32(8388607);
const double l_2822 = double(l_2821);
const double l_2823 = l_2822 * double(1.401298464324817e-45);
l_mut_1193 = l_2823;
const uint32 l_2824 = l_2817 >> uint32(31);
const bool l_2825 = l_2824 == uint32(1);
if (l_2825) {
const double l_2826 = -l_mut_1193;
l_mut_1193 = l_2826;
}
}
l_mut_1269 = l_mut_1193;
} else {
const uint32 l_2827 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2828 = l_2827 + uint32(1);
l_mut_2185 = l_2828;
const uint32 l_2829 = l_2827 & uint32(2147483647);
const bool l_2830 = l_2829 == uint32(0);
if (l_2830) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2831 = l_2827 & uint32(2147483648);
const bool l_2832 = l_2831 != uint32(0);
if (l_2832) {
const uint32 l_2833 = l_2827 - uint32(1);
l_mut_2185 = l_2833;
} else {
const bool l_2834 = l_2827 == uint32(2139095040);
if (l_2834) {
l_mut_2185 = l_2827;
}
}
}
const float l_2835 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2836 = reinterpret_cast<uint32 const&>(l_2835);
const double l_2837 = double(l_2835);
l_mut_1193 = l_2837;
const uint32 l_2838 = l_2836 & uint32(2139095040);
const bool l_2839 = l_2838 == uint32(0);
if (l_2839) {
const uint32 l_2840 = l_2836 & uint32(8388607);
const double l_2841 = double(l_2840);
const double l_2842 = l_2841 * double(1.401298464324817e-45);
l_mut_1193 = l_2842;
const uint32 l_2843 = l_2836 >> uint32(31);
const bool l_2844 = l_2843 == uint32(1);
if (l_2844) {
const double l_2845 = -l_mut_1193;
l_mut_1193 = l_2845;
}
}
const bool l_2846 = l_mut_1193 <= l_2793;
if (l_2846) {
const uint32 l_2847 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2848 = l_2847 + uint32(1);
l_mut_2185 = l_2848;
const uint32 l_2849 = l_2847 & uint32(2147483647);
const bool l_2850 = l_2849 == uint32(0);
if (l_2850) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2851 = l_2847 & uint32(2147483648);
const bool l_2852 = l_2851 != uint32(0);
if (l_2852) {
const uint32 l_2853 = l_2847 - uint32(1);
l_mut_2185 = l_2853;
} else {
const bool l_2854 = l_2847 == uint32(2139095040);
if (l_2854) {
l_mut_2185 = l_2847;
}
}
}
const float l_2855 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2856 = reinterpret_cast<uint32 const&>(l_2855);
const double l_2857 = double(l_2855);
l_mut_1193 = l_2857;
const uint32 l_2858 = l_2856 & uint32(2139095040);
const bool l_2859 = l_2858 == uint32(0);
if (l_2859) {
const uint32 l_2860 = l_2856 & uint32(8388607);
const double l_2861 = double(l_2860);
const double l_2862 = l_2861 * double(1.401298464324817e-45);
l_mut_1193 = l_2862;
const uint32 l_2863 = l_2856 >> uint32(31);
const bool l_2864 = l_2863 == uint32(1);
if (l_2864) {
const double l_2865 = -l_mut_1193;
l_mut_1193 = l_2865;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
l_mut_1496 = l_mut_1269;
}
const double l_2866 = l_mut_61 + l_19;
const double l_2867 = abs(l_2866);
const double l_2868 = l_2867 * double(2.220446049250313e-16);
const double l_2869 = l_1160 + l_2868;
const double l_2870 = l_2866 + l_2869;
const double l_2871 = -l_2870;
const double l_2872 = l_2871 * double(7.1362384635298e44);
const double l_2873 = floor(l_2872);
const double l_2874 = l_2873 * double(1.401298464324817e-45);
l_mut_1269 = l_2874;
const double l_2875 = abs(l_2871);
const bool l_2876 = l_2875 >= double(1.1754943508222875e-38);
if (l_2876) {
const float l_2877 = float(l_2871);
const double l_2878 = double(l_2877);
l_mut_1269 = l_2878;
const bool l_2879 = l_mut_1269 > l_2871;
if (l_2879) {
const uint32 l_2880 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2881 = l_2880 ^ uint32(2147483648);
const float l_2882 = reinterpret_cast<float const&>(l_2881);
const uint32 l_2883 = reinterpret_cast<uint32 const&>(l_2882);
const uint32 l_2884 = l_2883 + uint32(1);
l_mut_2185 = l_2884;
const uint32 l_2885 = l_2883 & uint32(2147483647);
const bool l_2886 = l_2885 == uint32(0);
if (l_2886) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2887 = l_2883 & uint32(2147483648);
const bool l_2888 = l_2887 != uint32(0);
if (l_2888) {
const uint32 l_2889 = l_2883 - uint32(1);
l_mut_2185 = l_2889;
} else {
const bool l_2890 = l_2883 == uint32(2139095040);
if (l_2890) {
l_mut_2185 = l_2883;
}
}
}
const float l_2891 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2892 = reinterpret_cast<uint32 const&>(l_2891);
const uint32 l_2893 = l_2892 ^ uint32(2147483648);
const float l_2894 = reinterpret_cast<float const&>(l_2893);
const uint32 l_2895 = reinterpret_cast<uint32 const&>(l_2894);
const double l_2896 = double(l_2894);
l_mut_1193 = l_2896;
const uint32 l_2897 = l_2895 & uint32(2139095040);
const bool l_2898 = l_2897 == uint32(0);
if (l_2898) {
const uint32 l_2899 = l_2895 & uint32(8388607);
const double l_2900 = double(l_2899);
const double l_2901 = l_2900 * double(1.401298464324817e-45);
l_mut_1193 = l_2901;
const uint32 l_2902 = l_2895 >> uint32(31);
const bool l_2903 = l_2902 == uint32(1);
if (l_2903) {
const double l_2904 = -l_mut_1193;
l_mut_1193 = l_2904;
}
}
l_mut_1269 = l_mut_1193;
} else {
const uint32 l_2905 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2906 = l_2905 + uint32(1);
l_mut_2185 = l_2906;
const uint32 l_2907 = l_2905 & uint32(2147483647);
const bool l_2908 = l_2907 == uint32(0);
if (l_2908) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2909 = l_2905 & uint32(2147483648);
const bool l_2910 = l_2909 != uint32(0);
if (l_2910) {
const uint32 l_2911 = l_2905 - uint32(1);
l_mut_2185 = l_2911;
} else {
const bool l_2912 = l_2905 == uint32(2139095040);
if (l_2912) {
l_mut_2185 = l_2905;
}
}
}
const float l_2913 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2914 = reinterpret_cast<uint32 const&>(l_2913);
const double l_2915 = double(l_2913);
l_mut_1193 = l_2915;
const uint32 l_2916 = l_2914 & uint32(2139095040);
const bool l_2917 = l_2916 == uint32(0);
if (l_2917) {
const uint32 l_2918 = l_2914 & uint32(8388607);
const double l_2919 = double(l_2918);
const double l_2920 = l_2919 * double(1.401298464324817e-45);
l_mut_1193 = l_2920;
const uint32 l_2921 = l_2914 >> uint32(31);
const bool l_2922 = l_2921 == uint32(1);
if (l_2922) {
const double l_2923 = -l_mut_1193;
l_mut_1193 = l_2923;
}
}
const bool l_2924 = l_mut_1193 <= l_2871;
if (l_2924) {
const uint32 l_2925 = reinterpret_cast<uint32 const&>(l_2877);
const uint32 l_2926 = l_2925 + uint32(1);
l_mut_2185 = l_2926;
const uint32 l_2927 = l_2925 & uint32(2147483647);
const bool l_2928 = l_2927 == uint32(0);
if (l_2928) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2929 = l_2925 & uint32(2147483648);
const bool l_2930 = l_2929 != uint32(0);
if (l_2930) {
const uint32 l_2931 = l_2925 - uint32(1);
l_mut_2185 = l_2931;
} else {
const bool l_2932 = l_2925 == uint32(2139095040);
if (l_2932) {
l_mut_2185 = l_2925;
}
}
}
const float l_2933 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2934 = reinterpret_cast<uint32 const&>(l_2933);
const double l_2935 = double(l_2933);
l_mut_1193 = l_2935;
const uint32 l_2936 = l_2934 & uint32(2139095040);
const bool l_2937 = l_2936 == uint32(0);
if (l_2937) {
const uint32 l_2938 = l_2934 & uint32(8388607);
const double l_2939 = double(l_2938);
const double l_2940 = l_2939 * double(1.401298464324817e-45);
l_mut_1193 = l_2940;
const uint32 l_2941 = l_2934 >> uint32(31);
const bool l_2942 = l_2941 == uint32(1);
if (l_2942) {
const double l_2943 = -l_mut_1193;
l_mut_1193 = l_2943;
}
}
l_mut_1269 = l_mut_1193;
}
}
}
const double l_2944 = -l_mut_1269;
l_mut_1269 = l_2944;
const bool l_2945 = bool(false) && bool(false);
if (l_2945) {
const double l_2946 = l_2866 + l_2869;
const double l_2947 = l_2946 * double(7.1362384635298e44);
const double l_2948 = floor(l_2947);
const double l_2949 = l_2948 * double(1.401298464324817e-45);
l_mut_1193 = l_2949;
const double l_2950 = abs(l_2946);
const bool l_2951 = l_2950 >= double(1.1754943508222875e-38);
if (l_2951) {
const float l_2952 = float(l_2946);
const double l_2953 = double(l_2952);
l_mut_1193 = l_2953;
const bool l_2954 = l_mut_1193 > l_2946;
if (l_2954) {
const uint32 l_2955 = reinterpret_cast<uint32 const&>(l_2952);
const uint32 l_2956 = l_2955 ^ uint32(2147483648);
const float l_2957 = reinterpret_cast<float const&>(l_2956);
const uint32 l_2958 = reinterpret_cast<uint32 const&>(l_2957);
const uint32 l_2959 = l_2958 + uint32(1);
l_mut_2185 = l_2959;
const uint32 l_2960 = l_2958 & uint32(2147483647);
const bool l_2961 = l_2960 == uint32(0);
if (l_2961) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2962 = l_2958 & uint32(2147483648);
const bool l_2963 = l_2962 != uint32(0);
if (l_2963) {
const uint32 l_2964 = l_2958 - uint32(1);
l_mut_2185 = l_2964;
} else {
const bool l_2965 = l_2958 == uint32(2139095040);
if (l_2965) {
l_mut_2185 = l_2958;
}
}
}
const float l_2966 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2967 = reinterpret_cast<uint32 const&>(l_2966);
const uint32 l_2968 = l_2967 ^ uint32(2147483648);
const float l_2969 = reinterpret_cast<float const&>(l_2968);
const uint32 l_2970 = reinterpret_cast<uint32 const&>(l_2969);
const double l_2971 = double(l_2969);
l_mut_1170 = l_2971;
const uint32 l_2972 = l_2970 & uint32(2139095040);
const bool l_2973 = l_2972 == uint32(0);
if (l_2973) {
const uint32 l_2974 = l_2970 & uint32(8388607);
const double l_2975 = double(l_2974);
const double l_2976 = l_2975 * double(1.401298464324817e-45);
l_mut_1170 = l_2976;
const uint32 l_2977 = l_2970 >> uint32(31);
const bool l_2978 = l_2977 == uint32(1);
if (l_2978) {
const double l_2979 = -l_mut_1170;
l_mut_1170 = l_2979;
}
}
l_mut_1193 = l_mut_1170;
} else {
const uint32 l_2980 = reinterpret_cast<uint32 const&>(l_2952);
const uint32 l_2981 = l_2980 + uint32(1);
l_mut_2185 = l_2981;
const uint32 l_2982 = l_2980 & uint32(2147483647);
const bool l_2983 = l_2982 == uint32(0);
if (l_2983) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_2984 = l_2980 & uint32(2147483648);
const bool l_2985 = l_2984 != uint32(0);
if (l_2985) {
const uint32 l_2986 = l_2980 - uint32(1);
l_mut_2185 = l_2986;
} else {
const bool l_2987 = l_2980 == uint32(2139095040);
if (l_2987) {
l_mut_2185 = l_2980;
}
}
}
const float l_2988 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_2989 = reinterpret_cast<uint32 const&>(l_2988);
const double l_2990 = double(l_2988);
l_mut_1170 = l_2990;
const uint32 l_2991 = l_2989 & uint32(2139095040);
const bool l_2992 = l_2991 == uint32(0);
if (l_2992) {
const uint32 l_2993 = l_2989 & uint32(8388607);
const double l_2994 = double(l_2993);
const double l_2995 = l_2994 * double(1.401298464324817e-45);
l_mut_1170 = l_2995;
const uint32 l_2996 = l_2989 >> uint32(31);
const bool l_2997 = l_2996 == uint32(1);
if (l_2997) {
const double l_2998 = -l_mut_1170;
l_mut_1170 = l_2998;
}
}
const bool l_2999 = l_mut_1170 <= l_2946;
if (l_2999) {
const uint32 l_3000 = reinterpret_cast<uint32 const&>(l_2952);
const uint32 l_3001 = l_3000 + uint32(1);
l_mut_2185 = l_3001;
const uint32 l_3002 = l_3000 & uint32(2147483647);
const bool l_3003 = l_3002 == uint32(0);
if (l_3003) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_3004 = l_3000 & uint32(2147483648);
const bool l_3005 = l_3004 != uint32(0);
if (l_3005) {
const uint32 l_3006 = l_3000 - uint32(1);
l_mut_2185 = l_3006;
} else {
const bool l_3007 = l_3000 == uint32(2139095040);
if (l_3007) {
l_mut_2185 = l_3000;
}
}
}
const float l_3008 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_3009 = reinterpret_cast<uint32 const&>(l_3008);
const double l_3010 = double(l_3008);
l_mut_1170 = l_3010;
const uint32 l_3011 = l_3009 & uint32(2139095040);
const bool l_3012 = l_3011 == uint32(0);
if (l_3012) {
const uint32 l_3013 = l_3009 & uint32(8388607);
const double l_3014 = double(l_3013);
const double l_3015 = l_3014 * double(1.401298464324817e-45);
l_mut_1170 = l_3015;
const uint32 l_3016 = l_3009 >> uint32(31);
const bool l_3017 = l_3016 == uint32(1);
if (l_3017) {
const double l_3018 = -l_mut_1170;
l_mut_1170 = l_3018;
}
}
l_mut_1193 = l_mut_1170;
}
}
}
l_mut_1269 = l_mut_1193;
} else {
}
l_mut_2185 = uint32(0);
const bool l_3019 = l_mut_1496 <= double(0.0);
const bool l_3020 = l_mut_1269 >= double(0.0);
const bool l_3021 = l_3019 && l_3020;
const bool l_3022 = !l_3021;
if (l_3022) {
const double l_3024 = l_mut_1952 / l_mut_1496;
const double l_3025 = l_mut_1952 / l_mut_1269;
const double l_3026 = l_mut_1725 / l_mut_1496;
const double l_3027 = l_mut_1725 / l_mut_1269;
l_arr_3023[uint32(0)] = l_3024;
l_arr_3023[uint32(1)] = l_3024;
const double l_3028 = l_arr_3023[uint32(0)];
const bool l_3029 = l_3025 < l_3028;
if (l_3029) {
l_arr_3023[uint32(0)] = l_3025;
}
const double l_3030 = l_arr_3023[uint32(0)];
const bool l_3031 = l_3026 < l_3030;
if (l_3031) {
l_arr_3023[uint32(0)] = l_3026;
}
const double l_3032 = l_arr_3023[uint32(0)];
const bool l_3033 = l_3027 < l_3032;
if (l_3033) {
l_arr_3023[uint32(0)] = l_3027;
}
const double l_3034 = l_arr_3023[uint32(1)];
const bool l_3035 = l_3025 > l_3034;
if (l_3035) {
l_arr_3023[uint32(1)] = l_3025;
}
const double l_3036 = l_arr_3023[uint32(1)];
const bool l_3037 = l_3026 > l_3036;
if (l_3037) {
l_arr_3023[uint32(1)] = l_3026;
}
const double l_3038 = l_arr_3023[uint32(1)];
const bool l_3039 = l_3027 > l_3038;
if (l_3039) {
l_arr_3023[uint32(1)] = l_3027;
}
const double l_3040 = l_arr_3023[uint32(0)];
const double l_3041 = abs(l_3040);
const double l_3042 = l_3041 * l_mut_38;
const double l_3043 = l_arr_3023[uint32(1)];
const double l_3044 = abs(l_3043);
const double l_3045 = l_3044 * l_mut_38;
l_mut_2185 = uint32(2);
const double l_3046 = l_arr_3023[uint32(0)];
const double l_3047 = l_3046 - l_3042;
const double l_3048 = abs(l_3047);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3049 = l_3048 >= double(1.1754943508222875e-38);
const bool l_3050 = l_3048 <= double(1.7976931348623157e308);
const bool l_3051 = l_3049 && l_3050;
if (l_3051) {
const uint64 l_3052 = reinterpret_cast<uint64 const&>(l_3048);
const uint64 l_3053 = l_3052 >> uint64(52);
const uint64 l_3054 = l_3053 - uint64(23);
const uint64 l_3055 = l_3054 << uint64(52);
const double l_3056 = reinterpret_cast<double const&>(l_3055);
l_mut_1952 = l_3056;
}
const double l_3057 = l_3046 + l_3042;
const double l_3058 = abs(l_3057);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3059 = l_3058 >= double(1.1754943508222875e-38);
const bool l_3060 = l_3058 <= double(1.7976931348623157e308);
const bool l_3061 = l_3059 && l_3060;
if (l_3061) {
const uint64 l_3062 = reinterpret_cast<uint64 const&>(l_3058);
const uint64 l_3063 = l_3062 >> uint64(52);
const uint64 l_3064 = l_3063 - uint64(23);
const uint64 l_3065 = l_3064 << uint64(52);
const double l_3066 = reinterpret_cast<double const&>(l_3065);
l_mut_1725 = l_3066;
}
const bool l_3067 = l_mut_1952 == l_mut_1725;
const double l_3068 = l_arr_3023[uint32(1)];
const double l_3069 = l_3068 - l_3045;
const double l_3070 = abs(l_3069);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3071 = l_3070 >= double(1.1754943508222875e-38);
const bool l_3072 = l_3070 <= double(1.7976931348623157e308);
const bool l_3073 = l_3071 && l_3072;
if (l_3073) {
const uint64 l_3074 = reinterpret_cast<uint64 const&>(l_3070);
const uint64 l_3075 = l_3074 >> uint64(52);
const uint64 l_3076 = l_3075 - uint64(23);
const uint64 l_3077 = l_3076 << uint64(52);
const double l_3078 = reinterpret_cast<double const&>(l_3077);
l_mut_1952 = l_3078;
}
const double l_3079 = l_3068 + l_3045;
const double l_3080 = abs(l_3079);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3081 = l_3080 >= double(1.1754943508222875e-38);
const bool l_3082 = l_3080 <= double(1.7976931348623157e308);
const bool l_3083 = l_3081 && l_3082;
if (l_3083) {
const uint64 l_3084 = reinterpret_cast<uint64 const&>(l_3080);
const uint64 l_3085 = l_3084 >> uint64(52);
const uint64 l_3086 = l_3085 - uint64(23);
const uint64 l_3087 = l_3086 << uint64(52);
const double l_3088 = reinterpret_cast<double const&>(l_3087);
l_mut_1725 = l_3088;
}
const bool l_3089 = l_mut_1952 == l_mut_1725;
const bool l_3090 = l_3067 && l_3089;
if (l_3090) {
const double l_3091 = l_arr_3023[uint32(0)];
const double l_3092 = l_arr_3023[uint32(0)];
const double l_3093 = abs(l_3092);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3094 = l_3093 >= double(1.1754943508222875e-38);
const bool l_3095 = l_3093 <= double(1.7976931348623157e308);
const bool l_3096 = l_3094 && l_3095;
if (l_3096) {
const uint64 l_3097 = reinterpret_cast<uint64 const&>(l_3093);
const uint64 l_3098 = l_3097 >> uint64(52);
const uint64 l_3099 = l_3098 - uint64(23);
const uint64 l_3100 = l_3099 << uint64(52);
const double l_3101 = reinterpret_cast<double const&>(l_3100);
l_mut_1952 = l_3101;
}
const double l_3102 = l_22 * l_mut_1952;
const double l_3103 = l_3091 - l_3102;
const double l_3104 = l_arr_3023[uint32(1)];
const double l_3105 = l_arr_3023[uint32(1)];
const double l_3106 = abs(l_3105);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3107 = l_3106 >= double(1.1754943508222875e-38);
const bool l_3108 = l_3106 <= double(1.7976931348623157e308);
const bool l_3109 = l_3107 && l_3108;
if (l_3109) {
const uint64 l_3110 = reinterpret_cast<uint64 const&>(l_3106);
const uint64 l_3111 = l_3110 >> uint64(52);
const uint64 l_3112 = l_3111 - uint64(23);
const uint64 l_3113 = l_3112 << uint64(52);
const double l_3114 = reinterpret_cast<double const&>(l_3113);
l_mut_1952 = l_3114;
}
const double l_3115 = l_22 * l_mut_1952;
const double l_3116 = l_3104 + l_3115;
const uint32 l_3117 = reinterpret_cast<uint32 const&>(l_15);
const double l_3118 = double(l_15);
l_mut_1952 = l_3118;
const uint32 l_3119 = l_3117 & uint32(2139095040);
const bool l_3120 = l_3119 == uint32(0);
if (l_3120) {
const uint32 l_3121 = l_3117 & uint32(8388607);
const double l_3122 = double(l_3121);
const double l_3123 = l_3122 * double(1.401298464324817e-45);
l_mut_1952 = l_3123;
const uint32 l_3124 = l_3117 >> uint32(31);
const bool l_3125 = l_3124 == uint32(1);
if (l_3125) {
const double l_3126 = -l_mut_1952;
l_mut_1952 = l_3126;
}
}
const uint32 l_3127 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3128 = l_3127 + uint32(1);
l_mut_3129 = l_3128;
const uint32 l_3130 = l_3127 & uint32(2147483647);
const bool l_3131 = l_3130 == uint32(0);
if (l_3131) {
l_mut_3129 = uint32(1);
} else {
const uint32 l_3132 = l_3127 & uint32(2147483648);
const bool l_3133 = l_3132 != uint32(0);
if (l_3133) {
const uint32 l_3134 = l_3127 - uint32(1);
l_mut_3129 = l_3134;
} else {
const bool l_3135 = l_3127 == uint32(2139095040);
if (l_3135) {
l_mut_3129 = l_3127;
}
}
}
const float l_3136 = reinterpret_cast<float const&>(l_mut_3129);
const uint32 l_3137 = reinterpret_cast<uint32 const&>(l_3136);
const double l_3138 = double(l_3136);
l_mut_1725 = l_3138;
const uint32 l_3139 = l_3137 & uint32(2139095040);
const bool l_3140 = l_3139 == uint32(0);
if (l_3140) {
const uint32 l_3141 = l_3137 & uint32(8388607);
const double l_3142 = double(l_3141);
const double l_3143 = l_3142 * double(1.401298464324817e-45);
l_mut_1725 = l_3143;
const uint32 l_3144 = l_3137 >> uint32(31);
const bool l_3145 = l_3144 == uint32(1);
if (l_3145) {
const double l_3146 = -l_mut_1725;
l_mut_1725 = l_3146;
}
}
const uint32 l_3147 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3148 = l_3147 ^ uint32(2147483648);
const float l_3149 = reinterpret_cast<float const&>(l_3148);
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3151 = l_3150 + uint32(1);
l_mut_3129 = l_3151;
const uint32 l_3152 = l_3150 & uint32(2147483647);
const bool l_3153 = l_3152 == uint32(0);
if (l_3153) {
l_mut_3129 = uint32(1);
} else {
const uint32 l_3154 = l_3150 & uint32(2147483648);
const bool l_3155 = l_3154 != uint32(0);
if (l_3155) {
const uint32 l_3156 = l_3150 - uint32(1);
l_mut_3129 = l_3156;
} else {
const bool l_3157 = l_3150 == uint32(2139095040);
if (l_3157) {
l_mut_3129 = l_3150;
}
}
}
const float l_3158 = reinterpret_cast<float const&>(l_mut_3129);
const uint32 l_3159 = reinterpret_cast<uint32 const&>(l_3158);
const uint32 l_3160 = l_3159 ^ uint32(2147483648);
const float l_3161 = reinterpret_cast<float const&>(l_3160);
const uint32 l_3162 = reinterpret_cast<uint32 const&>(l_3161);
const double l_3163 = double(l_3161);
l_mut_1496 = l_3163;
const uint32 l_3164 = l_3162 & uint32(2139095040);
const bool l_3165 = l_3164 == uint32(0);
if (l_3165) {
const uint32 l_3166 = l_3162 & uint32(8388607);
const double l_3167 = double(l_3166);
const double l_3168 = l_3167 * double(1.401298464324817e-45);
l_mut_1496 = l_3168;
const uint32 l_3169 = l_3162 >> uint32(31);
const bool l_3170 = l_3169 == uint32(1);
if (l_3170) {
const double l_3171 = -l_mut_1496;
l_mut_1496 = l_3171;
}
}
const double l_3172 = l_3103 + l_3042;
const bool l_3173 = l_3172 <= l_mut_1952;
l_mut_142 = l_3173;
const double l_3174 = l_3103 - l_3042;
const bool l_3175 = l_3174 > l_mut_1952;
l_mut_139 = l_3175;
const double l_3176 = l_3116 - l_3045;
const bool l_3177 = l_3176 >= l_mut_1952;
l_mut_136 = l_3177;
const double l_3178 = l_3116 + l_3045;
const bool l_3179 = l_3178 < l_mut_1952;
l_mut_133 = l_3179;
const double l_3180 = l_3103 + l_3042;
const bool l_3181 = l_3180 < l_mut_1725;
l_mut_142 = l_3181;
const double l_3182 = l_3103 - l_3042;
const bool l_3183 = l_3182 >= l_mut_1725;
l_mut_139 = l_3183;
const double l_3184 = l_3116 - l_3045;
const bool l_3185 = l_3184 > l_mut_1496;
l_mut_136 = l_3185;
const double l_3186 = l_3116 + l_3045;
const bool l_3187 = l_3186 <= l_mut_1496;
l_mut_133 = l_3187;
l_mut_3129 = uint32(2);
const bool l_3188 = l_mut_139 || l_mut_133;
if (l_3188) {
l_mut_3129 = uint32(1);
} else {
const bool l_3189 = l_mut_142 && l_mut_136;
if (l_3189) {
l_mut_3129 = uint32(0);
}
}
const uint32 l_3190 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3191 = l_3190 & uint32(2147483647);
const bool l_3192 = l_3191 == uint32(0);
if (l_3192) {
const double l_3193 = l_3103 + l_3042;
const bool l_3194 = l_3193 < double(1.1754943508222875e-38);
const double l_3195 = l_3116 - l_3045;
const bool l_3196 = l_3195 > double(-1.1754943508222875e-38);
const bool l_3197 = l_3194 && l_3196;
const double l_3198 = l_3103 - l_3042;
const bool l_3199 = l_3198 < double(1.1754943508222875e-38);
const double l_3200 = l_3116 + l_3045;
const bool l_3201 = l_3200 > double(-1.1754943508222875e-38);
const bool l_3202 = l_3199 && l_3201;
if (l_3197) {
l_mut_3129 = uint32(0);
} else {
const bool l_3203 = l_mut_3129 == uint32(1);
const bool l_3204 = l_3202 && l_3203;
if (l_3204) {
l_mut_3129 = uint32(2);
}
}
}
l_mut_2185 = l_mut_3129;
}
}
const bool l_3205 = l_mut_48 == uint32(0);
if (l_3205) {
l_mut_87 = uint32(0);
} else {
const bool l_3206 = l_mut_2185 == uint32(1);
if (l_3206) {
l_mut_87 = uint32(1);
}
}
} else {
const double l_3207 = l_mut_122 - l_19;
const double l_3208 = l_mut_122 + l_19;
const double l_3209 = l_mut_61 - l_19;
const double l_3210 = l_mut_61 + l_19;
const double l_3211 = abs(l_3209);
const bool l_3212 = l_3211 > l_1160;
const double l_3213 = abs(l_3210);
const bool l_3214 = l_3213 > l_1160;
const bool l_3215 = l_3212 && l_3214;
if (l_3215) {
const double l_3216 = l_1158 + l_1160;
const double l_3217 = abs(l_3209);
const double l_3218 = abs(l_3210);
l_mut_1952 = l_3217;
const bool l_3219 = l_3218 < l_3217;
if (l_3219) {
l_mut_1952 = l_3218;
}
const double l_3220 = l_3216 / l_mut_1952;
const double l_3221 = abs(l_3207);
const double l_3222 = abs(l_3208);
l_mut_1952 = l_3221;
const bool l_3223 = l_3222 < l_3221;
if (l_3223) {
l_mut_1952 = l_3222;
}
const double l_3224 = l_1158 / l_mut_1952;
const double l_3225 = l_3220 + l_3224;
l_mut_38 = l_mut_38 + l_3225;
l_mut_3129 = uint32(0);
const bool l_3226 = l_3209 <= double(0.0);
const bool l_3227 = l_3210 >= double(0.0);
const bool l_3228 = l_3226 && l_3227;
const bool l_3229 = !l_3228;
if (l_3229) {
const double l_3231 = l_3207 / l_3209;
const double l_3232 = l_3207 / l_3210;
const double l_3233 = l_3208 / l_3209;
const double l_3234 = l_3208 / l_3210;
l_arr_3230[uint32(0)] = l_3231;
l_arr_3230[uint32(1)] = l_3231;
const double l_3235 = l_arr_3230[uint32(0)];
const bool l_3236 = l_3232 < l_3235;
if (l_3236) {
l_arr_3230[uint32(0)] = l_3232;
}
const double l_3237 = l_arr_3230[uint32(0)];
const bool l_3238 = l_3233 < l_3237;
if (l_3238) {
l_arr_3230[uint32(0)] = l_3233;
}
const double l_3239 = l_arr_3230[uint32(0)];
const bool l_3240 = l_3234 < l_3239;
if (l_3240) {
l_arr_3230[uint32(0)] = l_3234;
}
const double l_3241 = l_arr_3230[uint32(1)];
const bool l_3242 = l_3232 > l_3241;
if (l_3242) {
l_arr_3230[uint32(1)] = l_3232;
}
const double l_3243 = l_arr_3230[uint32(1)];
const bool l_3244 = l_3233 > l_3243;
if (l_3244) {
l_arr_3230[uint32(1)] = l_3233;
}
const double l_3245 = l_arr_3230[uint32(1)];
const bool l_3246 = l_3234 > l_3245;
if (l_3246) {
l_arr_3230[uint32(1)] = l_3234;
}
const double l_3247 = l_arr_3230[uint32(0)];
const double l_3248 = abs(l_3247);
const double l_3249 = l_3248 * l_mut_38;
const double l_3250 = l_arr_3230[uint32(1)];
const double l_3251 = abs(l_3250);
const double l_3252 = l_3251 * l_mut_38;
l_mut_3129 = uint32(2);
const double l_3253 = l_arr_3230[uint32(0)];
const double l_3254 = l_3253 - l_3249;
const double l_3255 = abs(l_3254);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3256 = l_3255 >= double(1.1754943508222875e-38);
const bool l_3257 = l_3255 <= double(1.7976931348623157e308);
const bool l_3258 = l_3256 && l_3257;
if (l_3258) {
const uint64 l_3259 = reinterpret_cast<uint64 const&>(l_3255);
const uint64 l_3260 = l_3259 >> uint64(52);
const uint64 l_3261 = l_3260 - uint64(23);
const uint64 l_3262 = l_3261 << uint64(52);
const double l_3263 = reinterpret_cast<double const&>(l_3262);
l_mut_1952 = l_3263;
}
const double l_3264 = l_3253 + l_3249;
const double l_3265 = abs(l_3264);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3266 = l_3265 >= double(1.1754943508222875e-38);
const bool l_3267 = l_3265 <= double(1.7976931348623157e308);
const bool l_3268 = l_3266 && l_3267;
if (l_3268) {
const uint64 l_3269 = reinterpret_cast<uint64 const&>(l_3265);
const uint64 l_3270 = l_3269 >> uint64(52);
const uint64 l_3271 = l_3270 - uint64(23);
const uint64 l_3272 = l_3271 << uint64(52);
const double l_3273 = reinterpret_cast<double const&>(l_3272);
l_mut_1725 = l_3273;
}
const bool l_3274 = l_mut_1952 == l_mut_1725;
const double l_3275 = l_arr_3230[uint32(1)];
const double l_3276 = l_3275 - l_3252;
const double l_3277 = abs(l_3276);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3278 = l_3277 >= double(1.1754943508222875e-38);
const bool l_3279 = l_3277 <= double(1.7976931348623157e308);
const bool l_3280 = l_3278 && l_3279;
if (l_3280) {
const uint64 l_3281 = reinterpret_cast<uint64 const&>(l_3277);
const uint64 l_3282 = l_3281 >> uint64(52);
const uint64 l_3283 = l_3282 - uint64(23);
const uint64 l_3284 = l_3283 << uint64(52);
const double l_3285 = reinterpret_cast<double const&>(l_3284);
l_mut_1952 = l_3285;
}
const double l_3286 = l_3275 + l_3252;
const double l_3287 = abs(l_3286);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3288 = l_3287 >= double(1.1754943508222875e-38);
const bool l_3289 = l_3287 <= double(1.7976931348623157e308);
const bool l_3290 = l_3288 && l_3289;
if (l_3290) {
const uint64 l_3291 = reinterpret_cast<uint64 const&>(l_3287);
const uint64 l_3292 = l_3291 >> uint64(52);
const uint64 l_3293 = l_3292 - uint64(23);
const uint64 l_3294 = l_3293 << uint64(52);
const double l_3295 = reinterpret_cast<double const&>(l_3294);
l_mut_1725 = l_3295;
}
const bool l_3296 = l_mut_1952 == l_mut_1725;
const bool l_3297 = l_3274 && l_3296;
if (l_3297) {
const double l_3298 = l_arr_3230[uint32(0)];
const double l_3299 = l_arr_3230[uint32(0)];
const double l_3300 = abs(l_3299);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3301 = l_3300 >= double(1.1754943508222875e-38);
const bool l_3302 = l_3300 <= double(1.7976931348623157e308);
const bool l_3303 = l_3301 && l_3302;
if (l_3303) {
const uint64 l_3304 = reinterpret_cast<uint64 const&>(l_3300);
const uint64 l_3305 = l_3304 >> uint64(52);
const uint64 l_3306 = l_3305 - uint64(23);
const uint64 l_3307 = l_3306 << uint64(52);
const double l_3308 = reinterpret_cast<double const&>(l_3307);
l_mut_1952 = l_3308;
}
const double l_3309 = l_22 * l_mut_1952;
const double l_3310 = l_3298 - l_3309;
const double l_3311 = l_arr_3230[uint32(1)];
const double l_3312 = l_arr_3230[uint32(1)];
const double l_3313 = abs(l_3312);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3314 = l_3313 >= double(1.1754943508222875e-38);
const bool l_3315 = l_3313 <= double(1.7976931348623157e308);
const bool l_3316 = l_3314 && l_3315;
if (l_3316) {
const uint64 l_3317 = reinterpret_cast<uint64 const&>(l_3313);
const uint64 l_3318 = l_3317 >> uint64(52);
const uint64 l_3319 = l_3318 - uint64(23);
const uint64 l_3320 = l_3319 << uint64(52);
const double l_3321 = reinterpret_cast<double const&>(l_3320);
l_mut_1952 = l_3321;
}
const double l_3322 = l_22 * l_mut_1952;
const double l_3323 = l_3311 + l_3322;
const uint32 l_3324 = reinterpret_cast<uint32 const&>(l_15);
const double l_3325 = double(l_15);
l_mut_1952 = l_3325;
const uint32 l_3326 = l_3324 & uint32(2139095040);
const bool l_3327 = l_3326 == uint32(0);
if (l_3327) {
const uint32 l_3328 = l_3324 & uint32(8388607);
const double l_3329 = double(l_3328);
const double l_3330 = l_3329 * double(1.401298464324817e-45);
l_mut_1952 = l_3330;
const uint32 l_3331 = l_3324 >> uint32(31);
const bool l_3332 = l_3331 == uint32(1);
if (l_3332) {
const double l_3333 = -l_mut_1952;
l_mut_1952 = l_3333;
}
}
const uint32 l_3334 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3335 = l_3334 + uint32(1);
l_mut_2185 = l_3335;
const uint32 l_3336 = l_3334 & uint32(2147483647);
const bool l_3337 = l_3336 == uint32(0);
if (l_3337) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_3338 = l_3334 & uint32(2147483648);
const bool l_3339 = l_3338 != uint32(0);
if (l_3339) {
const uint32 l_3340 = l_3334 - uint32(1);
l_mut_2185 = l_3340;
} else {
const bool l_3341 = l_3334 == uint32(2139095040);
if (l_3341) {
l_mut_2185 = l_3334;
}
}
}
const float l_3342 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_3343 = reinterpret_cast<uint32 const&>(l_3342);
const double l_3344 = double(l_3342);
l_mut_1725 = l_3344;
const uint32 l_3345 = l_3343 & uint32(2139095040);
const bool l_3346 = l_3345 == uint32(0);
if (l_3346) {
const uint32 l_3347 = l_3343 & uint32(8388607);
const double l_3348 = double(l_3347);
const double l_3349 = l_3348 * double(1.401298464324817e-45);
l_mut_1725 = l_3349;
const uint32 l_3350 = l_3343 >> uint32(31);
const bool l_3351 = l_3350 == uint32(1);
if (l_3351) {
const double l_3352 = -l_mut_1725;
l_mut_1725 = l_3352;
}
}
const uint32 l_3353 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3354 = l_3353 ^ uint32(2147483648);
const float l_3355 = reinterpret_cast<float const&>(l_3354);
const uint32 l_3356 = reinterpret_cast<uint32 const&>(l_3355);
const uint32 l_3357 = l_3356 + uint32(1);
l_mut_2185 = l_3357;
const uint32 l_3358 = l_3356 & uint32(2147483647);
const bool l_3359 = l_3358 == uint32(0);
if (l_3359) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_3360 = l_3356 & uint32(2147483648);
const bool l_3361 = l_3360 != uint32(0);
if (l_3361) {
const uint32 l_3362 = l_3356 - uint32(1);
l_mut_2185 = l_3362;
} else {
const bool l_3363 = l_3356 == uint32(2139095040);
if (l_3363) {
l_mut_2185 = l_3356;
}
}
}
const float l_3364 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_3365 = reinterpret_cast<uint32 const&>(l_3364);
const uint32 l_3366 = l_3365 ^ uint32(2147483648);
const float l_3367 = reinterpret_cast<float const&>(l_3366);
const uint32 l_3368 = reinterpret_cast<uint32 const&>(l_3367);
const double l_3369 = double(l_3367);
l_mut_1496 = l_3369;
const uint32 l_3370 = l_3368 & uint32(2139095040);
const bool l_3371 = l_3370 == uint32(0);
if (l_3371) {
const uint32 l_3372 = l_3368 & uint32(8388607);
const double l_3373 = double(l_3372);
const double l_3374 = l_3373 * double(1.401298464324817e-45);
l_mut_1496 = l_3374;
const uint32 l_3375 = l_3368 >> uint32(31);
const bool l_3376 = l_3375 == uint32(1);
if (l_3376) {
const double l_3377 = -l_mut_1496;
l_mut_1496 = l_3377;
}
}
const double l_3378 = l_3310 + l_3249;
const bool l_3379 = l_3378 <= l_mut_1952;
l_mut_142 = l_3379;
const double l_3380 = l_3310 - l_3249;
const bool l_3381 = l_3380 > l_mut_1952;
l_mut_139 = l_3381;
const double l_3382 = l_3323 - l_3252;
const bool l_3383 = l_3382 >= l_mut_1952;
l_mut_136 = l_3383;
const double l_3384 = l_3323 + l_3252;
const bool l_3385 = l_3384 < l_mut_1952;
l_mut_133 = l_3385;
l_mut_2185 = uint32(2);
const bool l_3386 = l_mut_139 || l_mut_133;
if (l_3386) {
l_mut_2185 = uint32(1);
} else {
const bool l_3387 = l_mut_142 && l_mut_136;
if (l_3387) {
l_mut_2185 = uint32(0);
}
}
const uint32 l_3388 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3389 = l_3388 & uint32(2147483647);
const bool l_3390 = l_3389 == uint32(0);
if (l_3390) {
const double l_3391 = l_3310 + l_3249;
const bool l_3392 = l_3391 < double(1.1754943508222875e-38);
const double l_3393 = l_3323 - l_3252;
const bool l_3394 = l_3393 > double(-1.1754943508222875e-38);
const bool l_3395 = l_3392 && l_3394;
const double l_3396 = l_3310 - l_3249;
const bool l_3397 = l_3396 < double(1.1754943508222875e-38);
const double l_3398 = l_3323 + l_3252;
const bool l_3399 = l_3398 > double(-1.1754943508222875e-38);
const bool l_3400 = l_3397 && l_3399;
if (l_3395) {
l_mut_2185 = uint32(0);
} else {
const bool l_3401 = l_mut_2185 == uint32(1);
const bool l_3402 = l_3400 && l_3401;
if (l_3402) {
l_mut_2185 = uint32(2);
}
}
}
l_mut_3129 = l_mut_2185;
}
}
l_mut_87 = l_mut_3129;
}
}
l_mut_31 = l_mut_87;
} else {
const bool l_3403 = l_27 <= l_25;
const bool l_3404 = l_9 == uint32(12);
const bool l_3405 = l_3403 && l_3404;
if (l_3405) {
const float l_3406 = float(l_26);
const uint32 l_3407 = reinterpret_cast<uint32 const&>(l_3406);
const double l_3408 = double(l_3406);
l_mut_1952 = l_3408;
const uint32 l_3409 = l_3407 & uint32(2139095040);
const bool l_3410 = l_3409 == uint32(0);
if (l_3410) {
const uint32 l_3411 = l_3407 & uint32(8388607);
const double l_3412 = double(l_3411);
const double l_3413 = l_3412 * double(1.401298464324817e-45);
l_mut_1952 = l_3413;
const uint32 l_3414 = l_3407 >> uint32(31);
const bool l_3415 = l_3414 == uint32(1);
if (l_3415) {
const double l_3416 = -l_mut_1952;
l_mut_1952 = l_3416;
}
}
const double l_3417 = abs(l_mut_1952);
l_mut_1952 = l_3417;
l_mut_3129 = uint32(0);
const bool l_3418 = l_3417 >= double(0.785);
if (l_3418) {
const double l_3419 = l_3417 * double(0.6366197723675814);
const double l_3420 = l_3419 + double(0.5);
const double l_3421 = floor(l_3420);
const double l_3422 = l_3421 * double(1.570796325802803);
const double l_3423 = l_3417 - l_3422;
const double l_3424 = l_3423 * l_4;
const double l_3425 = l_3421 * double(9.920935796805404e-10);
const double l_3426 = l_3424 - l_3425;
l_mut_1952 = l_3426;
const uint32 l_3427 = uint32(l_3421);
l_mut_3129 = l_3427;
}
const uint32 l_3428 = reinterpret_cast<uint32 const&>(l_3406);
const uint32 l_3429 = l_3428 >> uint32(31);
const bool l_3430 = l_3429 == uint32(1);
const double l_3431 = l_mut_1952 * l_mut_1952;
const double l_3432 = l_3431 * double(1.9572941063391263e-20);
const double l_3433 = double(8.22063524662433e-18) - l_3432;
l_mut_1725 = l_3433;
const double l_3434 = l_mut_1725 * l_3431;
const double l_3435 = l_3434 - double(2.8114572543455206e-15);
l_mut_1725 = l_3435;
const double l_3436 = l_mut_1725 * l_3431;
const double l_3437 = l_3436 + double(7.647163731819816e-13);
l_mut_1725 = l_3437;
const double l_3438 = l_mut_1725 * l_3431;
const double l_3439 = l_3438 - double(1.6059043836821613e-10);
l_mut_1725 = l_3439;
const double l_3440 = l_mut_1725 * l_3431;
const double l_3441 = l_3440 + double(2.505210838544172e-8);
l_mut_1725 = l_3441;
const double l_3442 = l_mut_1725 * l_3431;
const double l_3443 = l_3442 - double(2.7557319223985893e-6);
l_mut_1725 = l_3443;
const double l_3444 = l_mut_1725 * l_3431;
const double l_3445 = l_3444 + double(0.0001984126984126984);
l_mut_1725 = l_3445;
const double l_3446 = l_mut_1725 * l_3431;
const double l_3447 = l_3446 - double(0.008333333333333333);
l_mut_1725 = l_3447;
const double l_3448 = l_mut_1725 * l_3431;
const double l_3449 = l_3448 + double(0.16666666666666666);
l_mut_1725 = l_3449;
const double l_3450 = double(0.5) * l_3431;
const double l_3451 = double(1.0) - l_3450;
const double l_3452 = double(0.0) * l_3451;
const double l_3453 = l_mut_1952 * l_3431;
const double l_3454 = l_3453 * l_mut_1725;
const double l_3455 = l_3452 - l_3454;
const double l_3456 = l_mut_1952 + l_3455;
const double l_3457 = l_mut_1952 * l_mut_1952;
const double l_3458 = l_3457 * double(4.110317623312165e-19);
const double l_3459 = l_3458 - double(1.5619206968586225e-16);
l_mut_1725 = l_3459;
const double l_3460 = l_mut_1725 * l_3457;
const double l_3461 = l_3460 + double(4.779477332387385e-14);
l_mut_1725 = l_3461;
const double l_3462 = l_mut_1725 * l_3457;
const double l_3463 = l_3462 - double(1.1470745597729725e-11);
l_mut_1725 = l_3463;
const double l_3464 = l_mut_1725 * l_3457;
const double l_3465 = l_3464 + double(2.08767569878681e-9);
l_mut_1725 = l_3465;
const double l_3466 = l_mut_1725 * l_3457;
const double l_3467 = l_3466 - double(2.755731922398589e-7);
l_mut_1725 = l_3467;
const double l_3468 = l_mut_1725 * l_3457;
const double l_3469 = l_3468 + double(2.48015873015873e-5);
l_mut_1725 = l_3469;
const double l_3470 = l_mut_1725 * l_3457;
const double l_3471 = l_3470 - double(0.001388888888888889);
l_mut_1725 = l_3471;
const double l_3472 = l_mut_1725 * l_3457;
const double l_3473 = l_3472 + double(0.041666666666666664);
l_mut_1725 = l_3473;
const double l_3474 = double(0.5) * l_3457;
const double l_3475 = double(1.0) - l_3474;
const double l_3476 = l_3457 * l_3457;
const double l_3477 = l_3476 * l_mut_1725;
const double l_3478 = double(0.0) * l_mut_1952;
const double l_3479 = l_3477 - l_3478;
const double l_3480 = l_3475 + l_3479;
const uint32 l_3481 = l_mut_3129 & uint32(1);
const bool l_3482 = l_3481 == uint32(1);
l_mut_1952 = l_3456;
const uint32 l_3483 = l_mut_3129 & uint32(2);
const bool l_3484 = l_3483 != uint32(0);
l_mut_142 = l_3484;
if (l_3482) {
l_mut_1952 = l_3480;
}
const bool l_3485 = bool(true) && l_3430;
if (l_3485) {
const bool l_3486 = !l_mut_142;
l_mut_142 = l_3486;
}
if (l_mut_142) {
const double l_3487 = -l_mut_1952;
l_mut_1952 = l_3487;
}
const float l_3488 = float(l_26);
const uint32 l_3489 = reinterpret_cast<uint32 const&>(l_3488);
const double l_3490 = double(l_3488);
l_mut_1725 = l_3490;
const uint32 l_3491 = l_3489 & uint32(2139095040);
const bool l_3492 = l_3491 == uint32(0);
if (l_3492) {
const uint32 l_3493 = l_3489 & uint32(8388607);
const double l_3494 = double(l_3493);
const double l_3495 = l_3494 * double(1.401298464324817e-45);
l_mut_1725 = l_3495;
const uint32 l_3496 = l_3489 >> uint32(31);
const bool l_3497 = l_3496 == uint32(1);
if (l_3497) {
const double l_3498 = -l_mut_1725;
l_mut_1725 = l_3498;
}
}
const double l_3499 = abs(l_mut_1725);
l_mut_1725 = l_3499;
l_mut_3129 = uint32(0);
const bool l_3500 = l_3499 >= double(0.785);
if (l_3500) {
const double l_3501 = l_3499 * double(0.6366197723675814);
const double l_3502 = l_3501 + double(0.5);
const double l_3503 = floor(l_3502);
const double l_3504 = l_3503 * double(1.570796325802803);
const double l_3505 = l_3499 - l_3504;
const double l_3506 = l_3505 * l_4;
const double l_3507 = l_3503 * double(9.920935796805404e-10);
const double l_3508 = l_3506 - l_3507;
l_mut_1725 = l_3508;
const uint32 l_3509 = uint32(l_3503);
l_mut_3129 = l_3509;
}
const uint32 l_3510 = reinterpret_cast<uint32 const&>(l_3488);
const uint32 l_3511 = l_3510 >> uint32(31);
const bool l_3512 = l_3511 == uint32(1);
const double l_3513 = l_mut_1725 * l_mut_1725;
const double l_3514 = l_3513 * double(1.9572941063391263e-20);
const double l_3515 = double(8.22063524662433e-18) - l_3514;
l_mut_1496 = l_3515;
const double l_3516 = l_mut_1496 * l_3513;
const double l_3517 = l_3516 - double(2.8114572543455206e-15);
l_mut_1496 = l_3517;
const double l_3518 = l_mut_1496 * l_3513;
const double l_3519 = l_3518 + double(7.647163731819816e-13);
l_mut_1496 = l_3519;
const double l_3520 = l_mut_1496 * l_3513;
const double l_3521 = l_3520 - double(1.6059043836821613e-10);
l_mut_1496 = l_3521;
const double l_3522 = l_mut_1496 * l_3513;
const double l_3523 = l_3522 + double(2.505210838544172e-8);
l_mut_1496 = l_3523;
const double l_3524 = l_mut_1496 * l_3513;
const double l_3525 = l_3524 - double(2.7557319223985893e-6);
l_mut_1496 = l_3525;
const double l_3526 = l_mut_1496 * l_3513;
const double l_3527 = l_3526 + double(0.0001984126984126984);
l_mut_1496 = l_3527;
const double l_3528 = l_mut_1496 * l_3513;
const double l_3529 = l_3528 - double(0.008333333333333333);
l_mut_1496 = l_3529;
const double l_3530 = l_mut_1496 * l_3513;
const double l_3531 = l_3530 + double(0.16666666666666666);
l_mut_1496 = l_3531;
const double l_3532 = double(0.5) * l_3513;
const double l_3533 = double(1.0) - l_3532;
const double l_3534 = double(0.0) * l_3533;
const double l_3535 = l_mut_1725 * l_3513;
const double l_3536 = l_3535 * l_mut_1496;
const double l_3537 = l_3534 - l_3536;
const double l_3538 = l_mut_1725 + l_3537;
const double l_3539 = l_mut_1725 * l_mut_1725;
const double l_3540 = l_3539 * double(4.110317623312165e-19);
const double l_3541 = l_3540 - double(1.5619206968586225e-16);
l_mut_1496 = l_3541;
const double l_3542 = l_mut_1496 * l_3539;
const double l_3543 = l_3542 + double(4.779477332387385e-14);
l_mut_1496 = l_3543;
const double l_3544 = l_mut_1496 * l_3539;
const double l_3545 = l_3544 - double(1.1470745597729725e-11);
l_mut_1496 = l_3545;
const double l_3546 = l_mut_1496 * l_3539;
const double l_3547 = l_3546 + double(2.08767569878681e-9);
l_mut_1496 = l_3547;
const double l_3548 = l_mut_1496 * l_3539;
const double l_3549 = l_3548 - double(2.755731922398589e-7);
l_mut_1496 = l_3549;
const double l_3550 = l_mut_1496 * l_3539;
const double l_3551 = l_3550 + double(2.48015873015873e-5);
l_mut_1496 = l_3551;
const double l_3552 = l_mut_1496 * l_3539;
const double l_3553 = l_3552 - double(0.001388888888888889);
l_mut_1496 = l_3553;
const double l_3554 = l_mut_1496 * l_3539;
const double l_3555 = l_3554 + double(0.041666666666666664);
l_mut_1496 = l_3555;
const double l_3556 = double(0.5) * l_3539;
const double l_3557 = double(1.0) - l_3556;
const double l_3558 = l_3539 * l_3539;
const double l_3559 = l_3558 * l_mut_1496;
const double l_3560 = double(0.0) * l_mut_1725;
const double l_3561 = l_3559 - l_3560;
const double l_3562 = l_3557 + l_3561;
const uint32 l_3563 = l_mut_3129 & uint32(1);
const bool l_3564 = l_3563 == uint32(1);
l_mut_1725 = l_3538;
const uint32 l_3565 = l_mut_3129 & uint32(2);
const bool l_3566 = l_3565 != uint32(0);
l_mut_142 = l_3566;
l_mut_1725 = l_3562;
if (l_3564) {
l_mut_1725 = l_3538;
}
const uint32 l_3567 = l_mut_3129 + uint32(1);
const uint32 l_3568 = l_3567 & uint32(2);
const bool l_3569 = l_3568 != uint32(0);
l_mut_142 = l_3569;
const bool l_3570 = bool(false) && l_3512;
if (l_3570) {
const bool l_3571 = !l_mut_142;
l_mut_142 = l_3571;
}
if (l_mut_142) {
const double l_3572 = -l_mut_1725;
l_mut_1725 = l_3572;
}
const double l_3573 = abs(l_mut_1952);
const double l_3574 = l_3573 * double(1.4551915228366852e-11);
const double l_3575 = abs(l_mut_1725);
const double l_3576 = l_3575 * double(1.4551915228366852e-11);
const double l_3577 = l_mut_1952 - l_19;
const double l_3578 = l_mut_1952 + l_19;
const double l_3579 = l_mut_1725 - l_19;
const double l_3580 = l_mut_1725 + l_19;
l_mut_3129 = uint32(2);
const double l_3581 = abs(l_3579);
const bool l_3582 = l_3581 <= l_3576;
const double l_3583 = abs(l_3580);
const bool l_3584 = l_3583 <= l_3576;
const bool l_3585 = l_3582 || l_3584;
const bool l_3586 = !l_3585;
if (l_3586) {
l_mut_3129 = uint32(0);
const bool l_3587 = l_3579 <= double(0.0);
const bool l_3588 = l_3580 >= double(0.0);
const bool l_3589 = l_3587 && l_3588;
const bool l_3590 = !l_3589;
if (l_3590) {
const double l_3591 = abs(l_3579);
const double l_3592 = abs(l_3580);
l_mut_1952 = l_3591;
const bool l_3593 = l_3592 < l_3591;
if (l_3593) {
l_mut_1952 = l_3592;
}
const double l_3594 = l_3576 / l_mut_1952;
const double l_3595 = l_3594 + double(1.4551915228366852e-11);
const double l_3596 = double(1.0) / l_3580;
const double l_3597 = double(1.0) / l_3579;
const double l_3598 = abs(l_3596);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3599 = l_3598 >= double(1.1754943508222875e-38);
const bool l_3600 = l_3598 <= double(1.7976931348623157e308);
const bool l_3601 = l_3599 && l_3600;
if (l_3601) {
const uint64 l_3602 = reinterpret_cast<uint64 const&>(l_3598);
const uint64 l_3603 = l_3602 >> uint64(52);
const uint64 l_3604 = l_3603 - uint64(23);
const uint64 l_3605 = l_3604 << uint64(52);
const double l_3606 = reinterpret_cast<double const&>(l_3605);
l_mut_1952 = l_3606;
}
const double l_3607 = l_22 * l_mut_1952;
const double l_3608 = l_3596 - l_3607;
const double l_3609 = abs(l_3597);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3610 = l_3609 >= double(1.1754943508222875e-38);
const bool l_3611 = l_3609 <= double(1.7976931348623157e308);
const bool l_3612 = l_3610 && l_3611;
if (l_3612) {
const uint64 l_3613 = reinterpret_cast<uint64 const&>(l_3609);
const uint64 l_3614 = l_3613 >> uint64(52);
const uint64 l_3615 = l_3614 - uint64(23);
const uint64 l_3616 = l_3615 << uint64(52);
const double l_3617 = reinterpret_cast<double const&>(l_3616);
l_mut_1952 = l_3617;
}
const double l_3618 = l_22 * l_mut_1952;
const double l_3619 = l_3597 + l_3618;
const double l_3621 = l_3577 * l_3608;
const double l_3622 = l_3577 * l_3619;
const double l_3623 = l_3578 * l_3608;
const double l_3624 = l_3578 * l_3619;
l_arr_3620[uint32(0)] = l_3621;
l_arr_3620[uint32(1)] = l_3621;
const double l_3625 = l_arr_3620[uint32(0)];
const bool l_3626 = l_3622 < l_3625;
if (l_3626) {
l_arr_3620[uint32(0)] = l_3622;
}
const double l_3627 = l_arr_3620[uint32(0)];
const bool l_3628 = l_3623 < l_3627;
if (l_3628) {
l_arr_3620[uint32(0)] = l_3623;
}
const double l_3629 = l_arr_3620[uint32(0)];
const bool l_3630 = l_3624 < l_3629;
if (l_3630) {
l_arr_3620[uint32(0)] = l_3624;
}
const double l_3631 = l_arr_3620[uint32(1)];
const bool l_3632 = l_3622 > l_3631;
if (l_3632) {
l_arr_3620[uint32(1)] = l_3622;
}
const double l_3633 = l_arr_3620[uint32(1)];
const bool l_3634 = l_3623 > l_3633;
if (l_3634) {
l_arr_3620[uint32(1)] = l_3623;
}
const double l_3635 = l_arr_3620[uint32(1)];
const bool l_3636 = l_3624 > l_3635;
if (l_3636) {
l_arr_3620[uint32(1)] = l_3624;
}
const double l_3637 = abs(l_3577);
const double l_3638 = abs(l_3578);
l_mut_1952 = l_3637;
const bool l_3639 = l_3638 > l_3637;
if (l_3639) {
l_mut_1952 = l_3638;
}
const double l_3640 = abs(l_3608);
const double l_3641 = abs(l_3619);
l_mut_1725 = l_3640;
const bool l_3642 = l_3641 > l_3640;
if (l_3642) {
l_mut_1725 = l_3641;
}
const double l_3643 = l_mut_1952 * l_mut_1725;
const double l_3644 = l_3595 + double(1.4551915228366852e-11);
const double l_3645 = l_3643 * l_3644;
const double l_3646 = l_3574 * l_mut_1725;
const double l_3647 = l_3645 + l_3646;
l_mut_3129 = uint32(2);
const double l_3648 = abs(l_3596);
const double l_3649 = l_3648 * l_3595;
const double l_3650 = l_3596 - l_3649;
const double l_3651 = abs(l_3650);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3652 = l_3651 >= double(1.1754943508222875e-38);
const bool l_3653 = l_3651 <= double(1.7976931348623157e308);
const bool l_3654 = l_3652 && l_3653;
if (l_3654) {
const uint64 l_3655 = reinterpret_cast<uint64 const&>(l_3651);
const uint64 l_3656 = l_3655 >> uint64(52);
const uint64 l_3657 = l_3656 - uint64(23);
const uint64 l_3658 = l_3657 << uint64(52);
const double l_3659 = reinterpret_cast<double const&>(l_3658);
l_mut_1952 = l_3659;
}
const double l_3660 = l_3596 + l_3649;
const double l_3661 = abs(l_3660);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3662 = l_3661 >= double(1.1754943508222875e-38);
const bool l_3663 = l_3661 <= double(1.7976931348623157e308);
const bool l_3664 = l_3662 && l_3663;
if (l_3664) {
const uint64 l_3665 = reinterpret_cast<uint64 const&>(l_3661);
const uint64 l_3666 = l_3665 >> uint64(52);
const uint64 l_3667 = l_3666 - uint64(23);
const uint64 l_3668 = l_3667 << uint64(52);
const double l_3669 = reinterpret_cast<double const&>(l_3668);
l_mut_1725 = l_3669;
}
const bool l_3670 = l_mut_1952 == l_mut_1725;
const double l_3671 = abs(l_3597);
const double l_3672 = l_3671 * l_3595;
const double l_3673 = l_3597 - l_3672;
const double l_3674 = abs(l_3673);
l_mut_1952 = double(1.401298464324817e-45);
const bool l_3675 = l_3674 >= double(1.1754943508222875e-38);
const bool l_3676 = l_3674 <= double(1.7976931348623157e308);
const bool l_3677 = l_3675 && l_3676;
if (l_3677) {
const uint64 l_3678 = reinterpret_cast<uint64 const&>(l_3674);
const uint64 l_3679 = l_3678 >> uint64(52);
const uint64 l_3680 = l_3679 - uint64(23);
const uint64 l_3681 = l_3680 << uint64(52);
const double l_3682 = reinterpret_cast<double const&>(l_3681);
l_mut_1952 = l_3682;
}
const double l_3683 = l_3597 + l_3672;
const double l_3684 = abs(l_3683);
l_mut_1725 = double(1.401298464324817e-45);
const bool l_3685 = l_3684 >= double(1.1754943508222875e-38);
const bool l_3686 = l_3684 <= double(1.7976931348623157e308);
const bool l_3687 = l_3685 && l_3686;
if (l_3687) {
const uint64 l_3688 = reinterpret_cast<uint64 const&>(l_3684);
const uint64 l_3689 = l_3688 >> uint64(52);
const uint64 l_3690 = l_3689 - uint64(23);
const uint64 l_3691 = l_3690 << uint64(52);
const double l_3692 = reinterpret_cast<double const&>(l_3691);
l_mut_1725 = l_3692;
}
const bool l_3693 = l_mut_1952 == l_mut_1725;
const bool l_3694 = l_3670 && l_3693;
if (l_3694) {
const double l_3695 = l_arr_3620[uint32(0)];
const double l_3696 = l_arr_3620[uint32(1)];
const uint32 l_3697 = reinterpret_cast<uint32 const&>(l_15);
const double l_3698 = double(l_15);
l_mut_1952 = l_3698;
const uint32 l_3699 = l_3697 & uint32(2139095040);
const bool l_3700 = l_3699 == uint32(0);
if (l_3700) {
const uint32 l_3701 = l_3697 & uint32(8388607);
const double l_3702 = double(l_3701);
const double l_3703 = l_3702 * double(1.401298464324817e-45);
l_mut_1952 = l_3703;
const uint32 l_3704 = l_3697 >> uint32(31);
const bool l_3705 = l_3704 == uint32(1);
if (l_3705) {
const double l_3706 = -l_mut_1952;
l_mut_1952 = l_3706;
}
}
const uint32 l_3707 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3708 = l_3707 + uint32(1);
l_mut_2185 = l_3708;
const uint32 l_3709 = l_3707 & uint32(2147483647);
const bool l_3710 = l_3709 == uint32(0);
if (l_3710) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_3711 = l_3707 & uint32(2147483648);
const bool l_3712 = l_3711 != uint32(0);
if (l_3712) {
const uint32 l_3713 = l_3707 - uint32(1);
l_mut_2185 = l_3713;
} else {
const bool l_3714 = l_3707 == uint32(2139095040);
if (l_3714) {
l_mut_2185 = l_3707;
}
}
}
const float l_3715 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_3716 = reinterpret_cast<uint32 const&>(l_3715);
const double l_3717 = double(l_3715);
l_mut_1725 = l_3717;
const uint32 l_3718 = l_3716 & uint32(2139095040);
const bool l_3719 = l_3718 == uint32(0);
if (l_3719) {
const uint32 l_3720 = l_3716 & uint32(8388607);
const double l_3721 = double(l_3720);
const double l_3722 = l_3721 * double(1.401298464324817e-45);
l_mut_1725 = l_3722;
const uint32 l_3723 = l_3716 >> uint32(31);
const bool l_3724 = l_3723 == uint32(1);
if (l_3724) {
const double l_3725 = -l_mut_1725;
l_mut_1725 = l_3725;
}
}
const uint32 l_3726 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3727 = l_3726 ^ uint32(2147483648);
const float l_3728 = reinterpret_cast<float const&>(l_3727);
const uint32 l_3729 = reinterpret_cast<uint32 const&>(l_3728);
const uint32 l_3730 = l_3729 + uint32(1);
l_mut_2185 = l_3730;
const uint32 l_3731 = l_3729 & uint32(2147483647);
const bool l_3732 = l_3731 == uint32(0);
if (l_3732) {
l_mut_2185 = uint32(1);
} else {
const uint32 l_3733 = l_3729 & uint32(2147483648);
const bool l_3734 = l_3733 != uint32(0);
if (l_3734) {
const uint32 l_3735 = l_3729 - uint32(1);
l_mut_2185 = l_3735;
} else {
const bool l_3736 = l_3729 == uint32(2139095040);
if (l_3736) {
l_mut_2185 = l_3729;
}
}
}
const float l_3737 = reinterpret_cast<float const&>(l_mut_2185);
const uint32 l_3738 = reinterpret_cast<uint32 const&>(l_3737);
const uint32 l_3739 = l_3738 ^ uint32(2147483648);
const float l_3740 = reinterpret_cast<float const&>(l_3739);
const uint32 l_3741 = reinterpret_cast<uint32 const&>(l_3740);
const double l_3742 = double(l_3740);
l_mut_1496 = l_3742;
const uint32 l_3743 = l_3741 & uint32(2139095040);
const bool l_3744 = l_3743 == uint32(0);
if (l_3744) {
const uint32 l_3745 = l_3741 & uint32(8388607);
const double l_3746 = double(l_3745);
const double l_3747 = l_3746 * double(1.401298464324817e-45);
l_mut_1496 = l_3747;
const uint32 l_3748 = l_3741 >> uint32(31);
const bool l_3749 = l_3748 == uint32(1);
if (l_3749) {
const double l_3750 = -l_mut_1496;
l_mut_1496 = l_3750;
}
}
const double l_3751 = l_3695 + l_3647;
const bool l_3752 = l_3751 <= l_mut_1952;
l_mut_142 = l_3752;
const double l_3753 = l_3695 - l_3647;
const bool l_3754 = l_3753 > l_mut_1952;
l_mut_139 = l_3754;
const double l_3755 = l_3696 - l_3647;
const bool l_3756 = l_3755 >= l_mut_1952;
l_mut_136 = l_3756;
const double l_3757 = l_3696 + l_3647;
const bool l_3758 = l_3757 < l_mut_1952;
l_mut_133 = l_3758;
const double l_3759 = l_3695 + l_3647;
const bool l_3760 = l_3759 < l_mut_1725;
l_mut_142 = l_3760;
const double l_3761 = l_3695 - l_3647;
const bool l_3762 = l_3761 >= l_mut_1725;
l_mut_139 = l_3762;
const double l_3763 = l_3696 - l_3647;
const bool l_3764 = l_3763 > l_mut_1496;
l_mut_136 = l_3764;
const double l_3765 = l_3696 + l_3647;
const bool l_3766 = l_3765 <= l_mut_1496;
l_mut_133 = l_3766;
l_mut_2185 = uint32(2);
const bool l_3767 = l_mut_139 || l_mut_133;
if (l_3767) {
l_mut_2185 = uint32(1);
} else {
const bool l_3768 = l_mut_142 && l_mut_136;
if (l_3768) {
l_mut_2185 = uint32(0);
}
}
const uint32 l_3769 = reinterpret_cast<uint32 const&>(l_15);
const uint32 l_3770 = l_3769 & uint32(2147483647);
const bool l_3771 = l_3770 == uint32(0);
if (l_3771) {
const double l_3772 = l_3695 + l_3647;
const bool l_3773 = l_3772 < double(1.1754943508222875e-38);
const double l_3774 = l_3696 - l_3647;
const bool l_3775 = l_3774 > double(-1.1754943508222875e-38);
const bool l_3776 = l_3773 && l_3775;
const double l_3777 = l_3695 - l_3647;
const bool l_3778 = l_3777 < double(1.1754943508222875e-38);
const double l_3779 = l_3696 + l_3647;
const bool l_3780 = l_3779 > double(-1.1754943508222875e-38);
const bool l_3781 = l_3778 && l_3780;
if (l_3776) {
l_mut_2185 = uint32(0);
} else {
const bool l_3782 = l_mut_2185 == uint32(1);
const bool l_3783 = l_3781 && l_3782;
if (l_3783) {
l_mut_2185 = uint32(2);
}
}
}
l_mut_3129 = l_mut_2185;
}
}
}
l_mut_31 = l_mut_3129;
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
const uint32 l_3784 = l_arr_30[uint32(0)];
const bool l_3785 = l_3784 == uint32(0);
if (l_3785) {
l_mut_31 = uint32(2);
}
const uint32 l_3856 = info.static_meta[uint32(7)];
const uint32 l_3857 = l_3856 * uint32(1);
const bool l_3858 = l_7 < l_3857;
if (l_3858) {
buffer_7[l_7] = l_mut_31;
}
}
}

}
