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

uint32 l_arr_426[1];

double l_arr_2655[2];

double l_arr_3698[2];

double l_arr_3914[2];

double l_arr_4317[2];

uint32 l_arr_10[8];

bool l_mut_136;
bool l_mut_535;
bool l_mut_538;
bool l_mut_541;
bool l_mut_544;
double l_mut_1663;
double l_mut_1748;
double l_mut_2002;
double l_mut_2258;
double l_mut_2512;
double l_mut_251;
double l_mut_31;
double l_mut_47;
double l_mut_57;
double l_mut_84;
float l_mut_25;
int32 l_mut_196;
uint32 l_mut_2764;
uint32 l_mut_3807;
uint32 l_mut_427;
uint32 l_mut_443;
uint32 l_mut_484;
uint32 l_mut_68;
uint64 l_mut_152;
uint64 l_mut_181;
uint64 l_mut_193;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_4624 = info.static_meta[uint32(7)];
const uint32 l_4625 = l_4624 * uint32(1);
const bool l_4626 = uint32(0) < l_4625;
if (l_4626) {
buffer_7[uint32(0)] = uint32(1);
}
}
const uint32 l_4610 = info.static_meta[uint32(0)];
const uint32 l_4611 = l_4610 * uint32(1);
const bool l_4612 = uint32(1) < l_4611;
const uint32 l_4613 = l_4611 - uint32(1);
const uint32 l_4614 = min(uint32(1), l_4613);
const uint32 l_4615 = buffer_0[l_4614];
const uint32 l_4616 = (l_4612) ? l_4615 : uint32(0);
const uint32 l_1 = l_4616;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_4617 = info.static_meta[uint32(0)];
const uint32 l_4618 = l_4617 * uint32(1);
const bool l_4619 = uint32(2) < l_4618;
const uint32 l_4620 = l_4618 - uint32(1);
const uint32 l_4621 = min(uint32(2), l_4620);
const uint32 l_4622 = buffer_0[l_4621];
const uint32 l_4623 = (l_4619) ? l_4622 : uint32(0);
const uint32 l_3 = l_4623;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_4627 = info.static_meta[uint32(0)];
const uint32 l_4628 = l_4627 * uint32(1);
const bool l_4629 = uint32(2) < l_4628;
const uint32 l_4630 = l_4628 - uint32(1);
const uint32 l_4631 = min(uint32(2), l_4630);
const uint32 l_4632 = buffer_0[l_4631];
const uint32 l_4633 = (l_4629) ? l_4632 : uint32(0);
const uint32 l_6 = l_4633;
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
const uint32 l_4634 = info.static_meta[uint32(3)];
const uint32 l_4635 = l_4634 * uint32(1);
const bool l_4636 = uint32(1024) < l_4635;
const uint32 l_4637 = l_4635 - uint32(1);
const uint32 l_4638 = min(uint32(1024), l_4637);
const uint32 l_4639 = buffer_3[l_4638];
const uint32 l_4640 = (l_4636) ? l_4639 : uint32(0);
const uint32 l_18 = l_4640;
const float l_19 = reinterpret_cast<float const&>(l_18);
const double l_20 = double(l_19);

for (uint32 l_mut_21 = l_2; l_mut_21 < l_7; ++l_mut_21) {
const uint32 l_4641 = info.static_meta[uint32(0)];
const uint32 l_4642 = l_4641 * uint32(1);
const bool l_4643 = uint32(0) < l_4642;
const uint32 l_4644 = l_4642 - uint32(1);
const uint32 l_4645 = min(uint32(0), l_4644);
const uint32 l_4646 = buffer_0[l_4645];
const uint32 l_4647 = (l_4643) ? l_4646 : uint32(0);
const uint32 l_22 = l_4647;
const uint32 l_23 = l_22 + l_mut_21;
const float l_24 = reinterpret_cast<float const&>(l_23);
l_mut_25 = l_24;
const float l_26 = tan(l_24);
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
const uint32 l_4648 = info.static_meta[uint32(3)];
const uint32 l_4649 = l_4648 * uint32(1);
const bool l_4650 = uint32(1024) < l_4649;
const uint32 l_4651 = l_4649 - uint32(1);
const uint32 l_4652 = min(uint32(1024), l_4651);
const uint32 l_4653 = buffer_3[l_4652];
const uint32 l_4654 = (l_4650) ? l_4653 : uint32(0);
const uint32 l_50 = l_4654;
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
const double l_137 = l_107 / l_131;
l_mut_84 = l_137;
if (l_133) {
const double l_138 = l_131 / l_107;
l_mut_84 = l_138;
}
l_mut_136 = l_133;
const bool l_139 = bool(true) && l_80;
if (l_139) {
const bool l_140 = !l_mut_136;
l_mut_136 = l_140;
}
if (l_mut_136) {
const double l_141 = -l_mut_84;
l_mut_84 = l_141;
}
l_mut_47 = l_mut_84;
} else {
const bool l_142 = l_42 < uint32(2139095040);
if (l_142) {
const uint32 l_143 = l_42 & uint32(8388607);
const uint32 l_144 = l_143 | uint32(8388608);
const uint64 l_145 = uint64(l_144);
const uint32 l_146 = l_42 >> uint32(23);
const uint32 l_147 = l_146 * uint32(4);
const uint32 l_148 = l_147 + uint32(3);
const uint32 l_4655 = info.static_meta[uint32(3)];
const uint32 l_4656 = l_4655 * uint32(1);
const bool l_4657 = l_148 < l_4656;
const uint32 l_4658 = l_4656 - uint32(1);
const uint32 l_4659 = min(l_148, l_4658);
const uint32 l_4660 = buffer_3[l_4659];
const uint32 l_4661 = (l_4657) ? l_4660 : uint32(0);
const uint32 l_149 = l_4661;
const uint64 l_150 = uint64(l_149);
const uint64 l_151 = l_145 * l_150;
l_mut_152 = l_151;
const uint64 l_153 = l_mut_152 & uint64(4294967295);
const uint64 l_154 = l_mut_152 >> uint64(32);
const uint32 l_155 = l_147 + uint32(2);
const uint32 l_4662 = info.static_meta[uint32(3)];
const uint32 l_4663 = l_4662 * uint32(1);
const bool l_4664 = l_155 < l_4663;
const uint32 l_4665 = l_4663 - uint32(1);
const uint32 l_4666 = min(l_155, l_4665);
const uint32 l_4667 = buffer_3[l_4666];
const uint32 l_4668 = (l_4664) ? l_4667 : uint32(0);
const uint32 l_156 = l_4668;
const uint64 l_157 = uint64(l_156);
const uint64 l_158 = l_145 * l_157;
const uint64 l_159 = l_154 + l_158;
l_mut_152 = l_159;
const uint64 l_160 = l_mut_152 & uint64(4294967295);
const uint64 l_161 = l_mut_152 >> uint64(32);
const uint32 l_162 = l_147 + uint32(1);
const uint32 l_4669 = info.static_meta[uint32(3)];
const uint32 l_4670 = l_4669 * uint32(1);
const bool l_4671 = l_162 < l_4670;
const uint32 l_4672 = l_4670 - uint32(1);
const uint32 l_4673 = min(l_162, l_4672);
const uint32 l_4674 = buffer_3[l_4673];
const uint32 l_4675 = (l_4671) ? l_4674 : uint32(0);
const uint32 l_163 = l_4675;
const uint64 l_164 = uint64(l_163);
const uint64 l_165 = l_145 * l_164;
const uint64 l_166 = l_161 + l_165;
l_mut_152 = l_166;
const uint64 l_167 = l_mut_152 & uint64(4294967295);
const uint64 l_168 = l_mut_152 >> uint64(32);
const uint32 l_4676 = info.static_meta[uint32(3)];
const uint32 l_4677 = l_4676 * uint32(1);
const bool l_4678 = l_147 < l_4677;
const uint32 l_4679 = l_4677 - uint32(1);
const uint32 l_4680 = min(l_147, l_4679);
const uint32 l_4681 = buffer_3[l_4680];
const uint32 l_4682 = (l_4678) ? l_4681 : uint32(0);
const uint32 l_169 = l_4682;
const uint64 l_170 = uint64(l_169);
const uint64 l_171 = l_145 * l_170;
const uint64 l_172 = l_168 + l_171;
l_mut_152 = l_172;
const uint64 l_173 = l_mut_152 >> uint64(29);
const uint64 l_174 = l_173 & uint64(3);
const uint32 l_175 = uint32(l_174);
l_mut_68 = l_175;
const uint64 l_176 = l_mut_152 & uint64(536870911);
const uint64 l_177 = l_176 << uint64(32);
const uint64 l_178 = l_177 | l_167;
l_mut_152 = l_178;
const uint64 l_179 = l_160 << uint64(32);
const uint64 l_180 = l_179 | l_153;
l_mut_181 = l_180;
const bool l_182 = l_mut_152 >= uint64(1152921504606846976);
if (l_182) {
const uint32 l_183 = l_mut_68 + uint32(1);
const uint32 l_184 = l_183 & uint32(3);
l_mut_68 = l_184;
const bool l_185 = l_mut_181 != uint64(0);
const uint64 l_186 = uint64(l_185);
const uint64 l_187 = uint64(0) - l_mut_181;
l_mut_181 = l_187;
const uint64 l_188 = uint64(2305843009213693952) - l_mut_152;
const uint64 l_189 = l_188 - l_186;
l_mut_152 = l_189;
}
const uint32 l_190 = uint32(__clzll(int64(l_mut_181)));
const uint64 l_191 = uint64(l_190);
const uint64 l_192 = l_mut_181 << l_191;
l_mut_193 = l_192;
const int32 l_194 = int32(l_190);
const int32 l_195 = int32(0) - l_194;
l_mut_196 = l_195;
const bool l_197 = l_mut_152 != uint64(0);
if (l_197) {
const uint32 l_198 = uint32(__clzll(int64(l_mut_152)));
const uint64 l_199 = uint64(l_198);
const uint64 l_200 = l_mut_152 << l_199;
const uint32 l_201 = uint32(64) - l_198;
const uint64 l_202 = uint64(l_201);
const uint64 l_203 = l_mut_181 >> l_202;
const uint64 l_204 = l_200 | l_203;
l_mut_193 = l_204;
const int32 l_205 = int32(l_198);
const int32 l_206 = int32(64) - l_205;
l_mut_196 = l_206;
}
const uint64 l_207 = l_mut_193 >> uint64(32);
const uint64 l_208 = l_mut_193 & uint64(4294967295);
const uint64 l_209 = l_207 * uint64(560513588);
const uint64 l_210 = l_208 * uint64(3373259426);
const uint64 l_211 = l_208 * uint64(560513588);
const uint64 l_212 = l_211 >> uint64(32);
const uint64 l_213 = l_209 & uint64(4294967295);
const uint64 l_214 = l_212 + l_213;
const uint64 l_215 = l_210 & uint64(4294967295);
const uint64 l_216 = l_214 + l_215;
const uint64 l_217 = l_207 * uint64(3373259426);
const uint64 l_218 = l_209 >> uint64(32);
const uint64 l_219 = l_217 + l_218;
const uint64 l_220 = l_210 >> uint64(32);
const uint64 l_221 = l_219 + l_220;
const uint64 l_222 = l_216 >> uint64(32);
const uint64 l_223 = l_221 + l_222;
l_mut_193 = l_223;
const int32 l_224 = l_mut_196 - int32(124);
l_mut_196 = l_224;
const bool l_225 = l_mut_193 < uint64(9223372036854775808);
if (l_225) {
const uint64 l_226 = l_mut_193 << uint64(1);
const uint64 l_227 = l_216 >> uint64(31);
const uint64 l_228 = l_227 & uint64(1);
const uint64 l_229 = l_226 | l_228;
l_mut_193 = l_229;
l_mut_196 = l_mut_196 - int32(1);
}
const uint64 l_230 = l_mut_193 >> uint64(11);
const double l_231 = double(l_230);
const int32 l_232 = l_mut_196 + int32(11);
const int32 l_233 = l_232 + int32(1023);
const uint64 l_234 = uint64(l_233);
const uint64 l_235 = l_234 << uint64(52);
const double l_236 = reinterpret_cast<double const&>(l_235);
const double l_237 = l_231 * l_236;
l_mut_84 = l_237;
const uint64 l_238 = l_mut_193 & uint64(2047);
const double l_239 = double(l_238);
const int32 l_240 = l_mut_196 + int32(1023);
const uint64 l_241 = uint64(l_240);
const uint64 l_242 = l_241 << uint64(52);
const double l_243 = reinterpret_cast<double const&>(l_242);
const double l_244 = l_239 * l_243;
l_mut_57 = l_244;
if (l_182) {
const double l_245 = -l_mut_84;
l_mut_84 = l_245;
const double l_246 = -l_mut_57;
l_mut_57 = l_246;
}
const bool l_247 = l_41 >= uint32(2147483648);
const double l_248 = l_mut_84 * l_mut_84;
const double l_249 = l_248 * double(1.9572941063391263e-20);
const double l_250 = double(8.22063524662433e-18) - l_249;
l_mut_251 = l_250;
const double l_252 = l_mut_251 * l_248;
const double l_253 = l_252 - double(2.8114572543455206e-15);
l_mut_251 = l_253;
const double l_254 = l_mut_251 * l_248;
const double l_255 = l_254 + double(7.647163731819816e-13);
l_mut_251 = l_255;
const double l_256 = l_mut_251 * l_248;
const double l_257 = l_256 - double(1.6059043836821613e-10);
l_mut_251 = l_257;
const double l_258 = l_mut_251 * l_248;
const double l_259 = l_258 + double(2.505210838544172e-8);
l_mut_251 = l_259;
const double l_260 = l_mut_251 * l_248;
const double l_261 = l_260 - double(2.7557319223985893e-6);
l_mut_251 = l_261;
const double l_262 = l_mut_251 * l_248;
const double l_263 = l_262 + double(0.0001984126984126984);
l_mut_251 = l_263;
const double l_264 = l_mut_251 * l_248;
const double l_265 = l_264 - double(0.008333333333333333);
l_mut_251 = l_265;
const double l_266 = l_mut_251 * l_248;
const double l_267 = l_266 + double(0.16666666666666666);
l_mut_251 = l_267;
const double l_268 = double(0.5) * l_248;
const double l_269 = double(1.0) - l_268;
const double l_270 = l_mut_57 * l_269;
const double l_271 = l_mut_84 * l_248;
const double l_272 = l_271 * l_mut_251;
const double l_273 = l_270 - l_272;
const double l_274 = l_mut_84 + l_273;
const double l_275 = l_mut_84 * l_mut_84;
const double l_276 = l_275 * double(4.110317623312165e-19);
const double l_277 = l_276 - double(1.5619206968586225e-16);
l_mut_251 = l_277;
const double l_278 = l_mut_251 * l_275;
const double l_279 = l_278 + double(4.779477332387385e-14);
l_mut_251 = l_279;
const double l_280 = l_mut_251 * l_275;
const double l_281 = l_280 - double(1.1470745597729725e-11);
l_mut_251 = l_281;
const double l_282 = l_mut_251 * l_275;
const double l_283 = l_282 + double(2.08767569878681e-9);
l_mut_251 = l_283;
const double l_284 = l_mut_251 * l_275;
const double l_285 = l_284 - double(2.755731922398589e-7);
l_mut_251 = l_285;
const double l_286 = l_mut_251 * l_275;
const double l_287 = l_286 + double(2.48015873015873e-5);
l_mut_251 = l_287;
const double l_288 = l_mut_251 * l_275;
const double l_289 = l_288 - double(0.001388888888888889);
l_mut_251 = l_289;
const double l_290 = l_mut_251 * l_275;
const double l_291 = l_290 + double(0.041666666666666664);
l_mut_251 = l_291;
const double l_292 = double(0.5) * l_275;
const double l_293 = double(1.0) - l_292;
const double l_294 = l_275 * l_275;
const double l_295 = l_294 * l_mut_251;
const double l_296 = l_mut_57 * l_mut_84;
const double l_297 = l_295 - l_296;
const double l_298 = l_293 + l_297;
const uint32 l_299 = l_mut_68 & uint32(1);
const bool l_300 = l_299 == uint32(1);
l_mut_251 = l_274;
const uint32 l_301 = l_mut_68 & uint32(2);
const bool l_302 = l_301 != uint32(0);
l_mut_136 = l_302;
const double l_303 = l_274 / l_298;
l_mut_251 = l_303;
if (l_300) {
const double l_304 = l_298 / l_274;
l_mut_251 = l_304;
}
l_mut_136 = l_300;
const bool l_305 = bool(true) && l_247;
if (l_305) {
const bool l_306 = !l_mut_136;
l_mut_136 = l_306;
}
if (l_mut_136) {
const double l_307 = -l_mut_251;
l_mut_251 = l_307;
}
l_mut_47 = l_mut_251;
}
}
l_mut_31 = l_mut_47;
l_mut_68 = uint32(4294967294);
const uint32 l_308 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_309 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_310 = l_309 & uint32(2139095040);
const bool l_311 = l_310 != uint32(2139095040);
const bool l_312 = l_310 == uint32(0);
const uint32 l_313 = reinterpret_cast<uint32 const&>(l_24);
const uint32 l_314 = l_313 & uint32(8388607);
const bool l_315 = l_314 != uint32(0);
const bool l_316 = l_312 && l_315;
const double l_317 = abs(l_mut_31);
const bool l_318 = l_mut_31 < double(0.0);
const uint32 l_319 = uint32(l_318);
const uint32 l_320 = uint32(2147483648) * l_319;
if (l_316) {
} else {
const bool l_321 = isnan(l_mut_31);
if (l_321) {
const uint32 l_322 = l_308 & uint32(2147483647);
const bool l_323 = l_322 > uint32(2139095040);
if (l_323) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_324 = l_317 >= double(3.402823669209385e38);
const bool l_325 = !l_311;
const bool l_326 = l_317 == double(0.0);
const bool l_327 = l_325 && l_326;
const bool l_328 = l_324 || l_327;
if (l_328) {
const bool l_329 = l_317 >= double(3.402823669209385e38);
const uint32 l_330 = uint32(l_329);
const uint32 l_331 = uint32(2139095040) * l_330;
const uint32 l_332 = l_331 | l_320;
const bool l_333 = l_308 == l_332;
const uint32 l_334 = l_308 | l_332;
const uint32 l_335 = l_334 & uint32(2147483647);
const bool l_336 = l_335 == uint32(0);
const bool l_337 = l_333 || l_336;
if (l_337) {
l_mut_68 = uint32(4294967293);
}
} else {
const bool l_338 = l_317 >= double(2.350988701644575e-38);
const bool l_339 = l_311 && l_338;
const bool l_340 = l_317 < double(3.4028234663852886e38);
const bool l_341 = l_339 && l_340;
if (l_341) {
const float l_342 = float(l_317);
const uint32 l_343 = reinterpret_cast<uint32 const&>(l_342);
const float l_344 = reinterpret_cast<float const&>(l_343);
const double l_345 = double(l_344);
const double l_346 = l_317 - l_345;
const uint32 l_347 = l_343 + uint32(1);
const bool l_348 = l_346 < double(0.0);
const uint32 l_349 = uint32(l_348);
const uint32 l_350 = uint32(2) * l_349;
const uint32 l_351 = l_347 - l_350;
const float l_352 = reinterpret_cast<float const&>(l_351);
const double l_353 = double(l_352);
const double l_354 = l_353 - l_345;
const double l_355 = abs(l_354);
const double l_356 = l_355 * double(0.5);
const double l_357 = abs(l_346);
const double l_358 = l_356 - l_357;
const double l_359 = l_317 * double(9.094947017729282e-13);
const bool l_360 = l_358 > l_359;
if (l_360) {
const uint32 l_361 = l_343 | l_320;
l_mut_68 = l_361;
}
} else {
const bool l_362 = l_317 < double(2.350988701644575e-38);
const bool l_363 = l_311 && l_362;
if (l_363) {
const double l_364 = l_317 * double(7.1362384635298e44);
const double l_365 = floor(l_364);
const double l_366 = l_364 - l_365;
const double l_367 = l_366 - double(0.5);
const double l_368 = abs(l_367);
const double l_369 = l_364 * double(9.094947017729282e-13);
const bool l_370 = l_368 > l_369;
if (l_370) {
const bool l_371 = l_366 > double(0.5);
const double l_372 = double(l_371);
const double l_373 = l_365 + l_372;
const uint32 l_374 = uint32(l_373);
const uint32 l_375 = l_374 | l_320;
l_mut_68 = l_375;
}
}
}
}
}
}
const uint32 l_376 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_377 = l_376 & uint32(2147483647);
const bool l_378 = l_377 > uint32(2139095040);
const uint32 l_379 = l_376 & uint32(2147483647);
const bool l_380 = l_379 == uint32(0);
const uint32 l_381 = l_376 & uint32(2147483647);
const double l_382 = double(l_381);
const uint32 l_383 = l_376 >> uint32(31);
const double l_384 = double(l_383);
const double l_385 = double(2.0) * l_384;
const double l_386 = double(1.0) - l_385;
const double l_387 = l_382 * l_386;
const uint32 l_388 = l_mut_68 & uint32(2147483647);
const double l_389 = double(l_388);
const uint32 l_390 = l_mut_68 >> uint32(31);
const double l_391 = double(l_390);
const double l_392 = double(2.0) * l_391;
const double l_393 = double(1.0) - l_392;
const double l_394 = l_389 * l_393;
const double l_395 = l_387 - l_394;
const uint32 l_396 = l_mut_68 & uint32(2139095040);
const bool l_397 = l_396 == uint32(0);
const bool l_398 = l_mut_68 < uint32(4294967293);
const bool l_399 = l_395 == double(0.0);
const bool l_400 = l_380 && l_397;
const bool l_401 = l_378 || l_400;
const bool l_402 = !l_401;
const bool l_403 = l_399 || l_402;
const bool l_404 = l_398 && l_403;
l_mut_136 = l_404;
const bool l_405 = l_395 != double(0.0);
const bool l_406 = l_mut_136 && l_405;
if (l_406) {

for (uint32 l_mut_407 = uint32(0); l_mut_407 < uint32(8); ++l_mut_407) {
const uint32 l_408 = uint32(2) * l_mut_407;
const uint32 l_4683 = info.static_meta[uint32(1)];
const uint32 l_4684 = l_4683 * uint32(1);
const bool l_4685 = l_408 < l_4684;
const uint32 l_4686 = l_4684 - uint32(1);
const uint32 l_4687 = min(l_408, l_4686);
const uint32 l_4688 = buffer_1[l_4687];
const uint32 l_4689 = (l_4685) ? l_4688 : uint32(0);
const uint32 l_409 = l_4689;
const uint32 l_410 = uint32(2) * l_mut_407;
const uint32 l_411 = l_410 + uint32(1);
const uint32 l_4690 = info.static_meta[uint32(1)];
const uint32 l_4691 = l_4690 * uint32(1);
const bool l_4692 = l_411 < l_4691;
const uint32 l_4693 = l_4691 - uint32(1);
const uint32 l_4694 = min(l_411, l_4693);
const uint32 l_4695 = buffer_1[l_4694];
const uint32 l_4696 = (l_4692) ? l_4695 : uint32(0);
const uint32 l_412 = l_4696;
const bool l_413 = l_412 != uint32(0);
const uint32 l_414 = l_mut_407 * uint32(4);
const uint32 l_4697 = info.static_meta[uint32(2)];
const uint32 l_4698 = l_4697 * uint32(1);
const bool l_4699 = l_414 < l_4698;
const uint32 l_4700 = l_4698 - uint32(1);
const uint32 l_4701 = min(l_414, l_4700);
const double l_4702 = buffer_2[l_4701];
const double l_4703 = (l_4699) ? l_4702 : double(0.0);
const double l_415 = l_4703;
const uint32 l_416 = l_mut_407 * uint32(4);
const uint32 l_417 = l_416 + uint32(1);
const uint32 l_4704 = info.static_meta[uint32(2)];
const uint32 l_4705 = l_4704 * uint32(1);
const bool l_4706 = l_417 < l_4705;
const uint32 l_4707 = l_4705 - uint32(1);
const uint32 l_4708 = min(l_417, l_4707);
const double l_4709 = buffer_2[l_4708];
const double l_4710 = (l_4706) ? l_4709 : double(0.0);
const double l_418 = l_4710;
const uint32 l_419 = l_mut_407 * uint32(4);
const uint32 l_420 = l_419 + uint32(2);
const uint32 l_4711 = info.static_meta[uint32(2)];
const uint32 l_4712 = l_4711 * uint32(1);
const bool l_4713 = l_420 < l_4712;
const uint32 l_4714 = l_4712 - uint32(1);
const uint32 l_4715 = min(l_420, l_4714);
const double l_4716 = buffer_2[l_4715];
const double l_4717 = (l_4713) ? l_4716 : double(0.0);
const double l_421 = l_4717;
const double l_422 = double(l_24);
const double l_423 = abs(l_422);
const double l_424 = abs(l_mut_31);
const double l_425 = l_424 * double(1.4551915228366852e-11);
l_arr_426[uint32(0)] = uint32(1);
l_mut_427 = uint32(2);
const bool l_428 = l_409 == uint32(0);
if (l_428) {
l_mut_427 = uint32(0);
} else {
const bool l_429 = l_409 == uint32(1);
if (l_429) {
l_mut_427 = uint32(1);
const double l_430 = abs(l_395);
const bool l_431 = l_430 <= l_415;
if (l_431) {
l_mut_427 = uint32(0);
}
} else {
const bool l_432 = l_409 == uint32(2);
if (l_432) {
const double l_433 = abs(l_mut_31);
l_mut_251 = double(1.401298464324817e-45);
const bool l_434 = l_433 >= double(1.1754943508222875e-38);
const bool l_435 = l_433 <= double(1.7976931348623157e308);
const bool l_436 = l_434 && l_435;
if (l_436) {
const uint64 l_437 = reinterpret_cast<uint64 const&>(l_433);
const uint64 l_438 = l_437 >> uint64(52);
const uint64 l_439 = l_438 - uint64(23);
const uint64 l_440 = l_439 << uint64(52);
const double l_441 = reinterpret_cast<double const&>(l_440);
l_mut_251 = l_441;
}
const double l_442 = l_415 * l_mut_251;
l_mut_443 = uint32(2);
const double l_444 = l_mut_31 - l_425;
const double l_445 = abs(l_444);
l_mut_251 = double(1.401298464324817e-45);
const bool l_446 = l_445 >= double(1.1754943508222875e-38);
const bool l_447 = l_445 <= double(1.7976931348623157e308);
const bool l_448 = l_446 && l_447;
if (l_448) {
const uint64 l_449 = reinterpret_cast<uint64 const&>(l_445);
const uint64 l_450 = l_449 >> uint64(52);
const uint64 l_451 = l_450 - uint64(23);
const uint64 l_452 = l_451 << uint64(52);
const double l_453 = reinterpret_cast<double const&>(l_452);
l_mut_251 = l_453;
}
const double l_454 = l_mut_31 + l_425;
const double l_455 = abs(l_454);
l_mut_84 = double(1.401298464324817e-45);
const bool l_456 = l_455 >= double(1.1754943508222875e-38);
const bool l_457 = l_455 <= double(1.7976931348623157e308);
const bool l_458 = l_456 && l_457;
if (l_458) {
const uint64 l_459 = reinterpret_cast<uint64 const&>(l_455);
const uint64 l_460 = l_459 >> uint64(52);
const uint64 l_461 = l_460 - uint64(23);
const uint64 l_462 = l_461 << uint64(52);
const double l_463 = reinterpret_cast<double const&>(l_462);
l_mut_84 = l_463;
}
const bool l_464 = l_mut_251 == l_mut_84;
if (l_464) {
const double l_465 = l_442 * double(1.4551915228366852e-11);
const double l_466 = l_425 + l_465;
const double l_467 = l_mut_31 - l_442;
const double l_468 = l_mut_31 + l_442;
const uint32 l_469 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_470 = l_469 & uint32(2147483647);
const float l_471 = reinterpret_cast<float const&>(l_470);
const double l_472 = double(l_471);
l_mut_251 = l_472;
const bool l_473 = l_470 < uint32(8388608);
if (l_473) {
const double l_474 = double(l_470);
const double l_475 = l_474 * double(1.401298464324817e-45);
l_mut_251 = l_475;
}
const uint64 l_476 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_477 = l_469 >> uint32(31);
const uint64 l_478 = uint64(l_477);
const uint64 l_479 = l_478 << uint64(63);
const uint64 l_480 = l_476 | l_479;
const double l_481 = reinterpret_cast<double const&>(l_480);
const uint32 l_482 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_483 = l_482 + uint32(1);
l_mut_484 = l_483;
const uint32 l_485 = l_482 & uint32(2147483647);
const bool l_486 = l_485 == uint32(0);
if (l_486) {
l_mut_484 = uint32(1);
} else {
const uint32 l_487 = l_482 & uint32(2147483648);
const bool l_488 = l_487 != uint32(0);
if (l_488) {
const uint32 l_489 = l_482 - uint32(1);
l_mut_484 = l_489;
} else {
const bool l_490 = l_482 == uint32(2139095040);
if (l_490) {
l_mut_484 = l_482;
}
}
}
const float l_491 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_492 = reinterpret_cast<uint32 const&>(l_491);
const uint32 l_493 = l_492 & uint32(2147483647);
const float l_494 = reinterpret_cast<float const&>(l_493);
const double l_495 = double(l_494);
l_mut_251 = l_495;
const bool l_496 = l_493 < uint32(8388608);
if (l_496) {
const double l_497 = double(l_493);
const double l_498 = l_497 * double(1.401298464324817e-45);
l_mut_251 = l_498;
}
const uint64 l_499 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_500 = l_492 >> uint32(31);
const uint64 l_501 = uint64(l_500);
const uint64 l_502 = l_501 << uint64(63);
const uint64 l_503 = l_499 | l_502;
const double l_504 = reinterpret_cast<double const&>(l_503);
const uint32 l_505 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_506 = l_505 ^ uint32(2147483648);
const float l_507 = reinterpret_cast<float const&>(l_506);
const uint32 l_508 = reinterpret_cast<uint32 const&>(l_507);
const uint32 l_509 = l_508 + uint32(1);
l_mut_484 = l_509;
const uint32 l_510 = l_508 & uint32(2147483647);
const bool l_511 = l_510 == uint32(0);
if (l_511) {
l_mut_484 = uint32(1);
} else {
const uint32 l_512 = l_508 & uint32(2147483648);
const bool l_513 = l_512 != uint32(0);
if (l_513) {
const uint32 l_514 = l_508 - uint32(1);
l_mut_484 = l_514;
} else {
const bool l_515 = l_508 == uint32(2139095040);
if (l_515) {
l_mut_484 = l_508;
}
}
}
const float l_516 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_517 = reinterpret_cast<uint32 const&>(l_516);
const uint32 l_518 = l_517 ^ uint32(2147483648);
const float l_519 = reinterpret_cast<float const&>(l_518);
const uint32 l_520 = reinterpret_cast<uint32 const&>(l_519);
const uint32 l_521 = l_520 & uint32(2147483647);
const float l_522 = reinterpret_cast<float const&>(l_521);
const double l_523 = double(l_522);
l_mut_251 = l_523;
const bool l_524 = l_521 < uint32(8388608);
if (l_524) {
const double l_525 = double(l_521);
const double l_526 = l_525 * double(1.401298464324817e-45);
l_mut_251 = l_526;
}
const uint64 l_527 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_528 = l_520 >> uint32(31);
const uint64 l_529 = uint64(l_528);
const uint64 l_530 = l_529 << uint64(63);
const uint64 l_531 = l_527 | l_530;
const double l_532 = reinterpret_cast<double const&>(l_531);
const double l_533 = l_467 + l_466;
const bool l_534 = l_533 <= l_481;
l_mut_535 = l_534;
const double l_536 = l_467 - l_466;
const bool l_537 = l_536 > l_481;
l_mut_538 = l_537;
const double l_539 = l_468 - l_466;
const bool l_540 = l_539 >= l_481;
l_mut_541 = l_540;
const double l_542 = l_468 + l_466;
const bool l_543 = l_542 < l_481;
l_mut_544 = l_543;
if (l_413) {
const double l_545 = l_467 + l_466;
const bool l_546 = l_545 < l_504;
l_mut_535 = l_546;
const double l_547 = l_467 - l_466;
const bool l_548 = l_547 >= l_504;
l_mut_538 = l_548;
const double l_549 = l_468 - l_466;
const bool l_550 = l_549 > l_532;
l_mut_541 = l_550;
const double l_551 = l_468 + l_466;
const bool l_552 = l_551 <= l_532;
l_mut_544 = l_552;
}
l_mut_484 = uint32(2);
const bool l_553 = l_mut_538 || l_mut_544;
if (l_553) {
l_mut_484 = uint32(1);
} else {
const bool l_554 = l_mut_535 && l_mut_541;
if (l_554) {
l_mut_484 = uint32(0);
}
}
const uint32 l_555 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_556 = l_555 & uint32(2147483647);
const bool l_557 = l_556 == uint32(0);
if (l_557) {
const double l_558 = l_467 + l_466;
const bool l_559 = l_558 < double(1.1754943508222875e-38);
const double l_560 = l_468 - l_466;
const bool l_561 = l_560 > double(-1.1754943508222875e-38);
const bool l_562 = l_559 && l_561;
const double l_563 = l_467 - l_466;
const bool l_564 = l_563 < double(1.1754943508222875e-38);
const double l_565 = l_468 + l_466;
const bool l_566 = l_565 > double(-1.1754943508222875e-38);
const bool l_567 = l_564 && l_566;
if (l_562) {
l_mut_484 = uint32(0);
} else {
const bool l_568 = l_mut_484 == uint32(1);
const bool l_569 = l_567 && l_568;
if (l_569) {
l_mut_484 = uint32(2);
}
}
}
l_mut_443 = l_mut_484;
}
l_mut_427 = l_mut_443;
} else {
const bool l_570 = l_409 == uint32(3);
if (l_570) {
l_mut_427 = uint32(0);
const bool l_571 = l_423 >= double(1.1754943508222875e-38);
const bool l_572 = l_423 <= double(8.507059173023462e37);
const bool l_573 = l_571 && l_572;
if (l_573) {
const double l_574 = abs(l_mut_31);
l_mut_251 = double(1.401298464324817e-45);
const bool l_575 = l_574 >= double(1.1754943508222875e-38);
const bool l_576 = l_574 <= double(1.7976931348623157e308);
const bool l_577 = l_575 && l_576;
if (l_577) {
const uint64 l_578 = reinterpret_cast<uint64 const&>(l_574);
const uint64 l_579 = l_578 >> uint64(52);
const uint64 l_580 = l_579 - uint64(23);
const uint64 l_581 = l_580 << uint64(52);
const double l_582 = reinterpret_cast<double const&>(l_581);
l_mut_251 = l_582;
}
const double l_583 = l_415 * l_mut_251;
l_mut_484 = uint32(2);
const double l_584 = l_mut_31 - l_425;
const double l_585 = abs(l_584);
l_mut_251 = double(1.401298464324817e-45);
const bool l_586 = l_585 >= double(1.1754943508222875e-38);
const bool l_587 = l_585 <= double(1.7976931348623157e308);
const bool l_588 = l_586 && l_587;
if (l_588) {
const uint64 l_589 = reinterpret_cast<uint64 const&>(l_585);
const uint64 l_590 = l_589 >> uint64(52);
const uint64 l_591 = l_590 - uint64(23);
const uint64 l_592 = l_591 << uint64(52);
const double l_593 = reinterpret_cast<double const&>(l_592);
l_mut_251 = l_593;
}
const double l_594 = l_mut_31 + l_425;
const double l_595 = abs(l_594);
l_mut_84 = double(1.401298464324817e-45);
const bool l_596 = l_595 >= double(1.1754943508222875e-38);
const bool l_597 = l_595 <= double(1.7976931348623157e308);
const bool l_598 = l_596 && l_597;
if (l_598) {
const uint64 l_599 = reinterpret_cast<uint64 const&>(l_595);
const uint64 l_600 = l_599 >> uint64(52);
const uint64 l_601 = l_600 - uint64(23);
const uint64 l_602 = l_601 << uint64(52);
const double l_603 = reinterpret_cast<double const&>(l_602);
l_mut_84 = l_603;
}
const bool l_604 = l_mut_251 == l_mut_84;
if (l_604) {
const double l_605 = l_583 * double(1.4551915228366852e-11);
const double l_606 = l_425 + l_605;
const double l_607 = l_mut_31 - l_583;
const double l_608 = l_mut_31 + l_583;
const uint32 l_609 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_610 = l_609 & uint32(2147483647);
const float l_611 = reinterpret_cast<float const&>(l_610);
const double l_612 = double(l_611);
l_mut_251 = l_612;
const bool l_613 = l_610 < uint32(8388608);
if (l_613) {
const double l_614 = double(l_610);
const double l_615 = l_614 * double(1.401298464324817e-45);
l_mut_251 = l_615;
}
const uint64 l_616 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_617 = l_609 >> uint32(31);
const uint64 l_618 = uint64(l_617);
const uint64 l_619 = l_618 << uint64(63);
const uint64 l_620 = l_616 | l_619;
const double l_621 = reinterpret_cast<double const&>(l_620);
const uint32 l_622 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_623 = l_622 + uint32(1);
l_mut_443 = l_623;
const uint32 l_624 = l_622 & uint32(2147483647);
const bool l_625 = l_624 == uint32(0);
if (l_625) {
l_mut_443 = uint32(1);
} else {
const uint32 l_626 = l_622 & uint32(2147483648);
const bool l_627 = l_626 != uint32(0);
if (l_627) {
const uint32 l_628 = l_622 - uint32(1);
l_mut_443 = l_628;
} else {
const bool l_629 = l_622 == uint32(2139095040);
if (l_629) {
l_mut_443 = l_622;
}
}
}
const float l_630 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_631 = reinterpret_cast<uint32 const&>(l_630);
const uint32 l_632 = l_631 & uint32(2147483647);
const float l_633 = reinterpret_cast<float const&>(l_632);
const double l_634 = double(l_633);
l_mut_251 = l_634;
const bool l_635 = l_632 < uint32(8388608);
if (l_635) {
const double l_636 = double(l_632);
const double l_637 = l_636 * double(1.401298464324817e-45);
l_mut_251 = l_637;
}
const uint64 l_638 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_639 = l_631 >> uint32(31);
const uint64 l_640 = uint64(l_639);
const uint64 l_641 = l_640 << uint64(63);
const uint64 l_642 = l_638 | l_641;
const double l_643 = reinterpret_cast<double const&>(l_642);
const uint32 l_644 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_645 = l_644 ^ uint32(2147483648);
const float l_646 = reinterpret_cast<float const&>(l_645);
const uint32 l_647 = reinterpret_cast<uint32 const&>(l_646);
const uint32 l_648 = l_647 + uint32(1);
l_mut_443 = l_648;
const uint32 l_649 = l_647 & uint32(2147483647);
const bool l_650 = l_649 == uint32(0);
if (l_650) {
l_mut_443 = uint32(1);
} else {
const uint32 l_651 = l_647 & uint32(2147483648);
const bool l_652 = l_651 != uint32(0);
if (l_652) {
const uint32 l_653 = l_647 - uint32(1);
l_mut_443 = l_653;
} else {
const bool l_654 = l_647 == uint32(2139095040);
if (l_654) {
l_mut_443 = l_647;
}
}
}
const float l_655 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_656 = reinterpret_cast<uint32 const&>(l_655);
const uint32 l_657 = l_656 ^ uint32(2147483648);
const float l_658 = reinterpret_cast<float const&>(l_657);
const uint32 l_659 = reinterpret_cast<uint32 const&>(l_658);
const uint32 l_660 = l_659 & uint32(2147483647);
const float l_661 = reinterpret_cast<float const&>(l_660);
const double l_662 = double(l_661);
l_mut_251 = l_662;
const bool l_663 = l_660 < uint32(8388608);
if (l_663) {
const double l_664 = double(l_660);
const double l_665 = l_664 * double(1.401298464324817e-45);
l_mut_251 = l_665;
}
const uint64 l_666 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_667 = l_659 >> uint32(31);
const uint64 l_668 = uint64(l_667);
const uint64 l_669 = l_668 << uint64(63);
const uint64 l_670 = l_666 | l_669;
const double l_671 = reinterpret_cast<double const&>(l_670);
const double l_672 = l_607 + l_606;
const bool l_673 = l_672 <= l_621;
l_mut_544 = l_673;
const double l_674 = l_607 - l_606;
const bool l_675 = l_674 > l_621;
l_mut_541 = l_675;
const double l_676 = l_608 - l_606;
const bool l_677 = l_676 >= l_621;
l_mut_538 = l_677;
const double l_678 = l_608 + l_606;
const bool l_679 = l_678 < l_621;
l_mut_535 = l_679;
if (l_413) {
const double l_680 = l_607 + l_606;
const bool l_681 = l_680 < l_643;
l_mut_544 = l_681;
const double l_682 = l_607 - l_606;
const bool l_683 = l_682 >= l_643;
l_mut_541 = l_683;
const double l_684 = l_608 - l_606;
const bool l_685 = l_684 > l_671;
l_mut_538 = l_685;
const double l_686 = l_608 + l_606;
const bool l_687 = l_686 <= l_671;
l_mut_535 = l_687;
}
l_mut_443 = uint32(2);
const bool l_688 = l_mut_541 || l_mut_535;
if (l_688) {
l_mut_443 = uint32(1);
} else {
const bool l_689 = l_mut_544 && l_mut_538;
if (l_689) {
l_mut_443 = uint32(0);
}
}
const uint32 l_690 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_691 = l_690 & uint32(2147483647);
const bool l_692 = l_691 == uint32(0);
if (l_692) {
const double l_693 = l_607 + l_606;
const bool l_694 = l_693 < double(1.1754943508222875e-38);
const double l_695 = l_608 - l_606;
const bool l_696 = l_695 > double(-1.1754943508222875e-38);
const bool l_697 = l_694 && l_696;
const double l_698 = l_607 - l_606;
const bool l_699 = l_698 < double(1.1754943508222875e-38);
const double l_700 = l_608 + l_606;
const bool l_701 = l_700 > double(-1.1754943508222875e-38);
const bool l_702 = l_699 && l_701;
if (l_697) {
l_mut_443 = uint32(0);
} else {
const bool l_703 = l_mut_443 == uint32(1);
const bool l_704 = l_702 && l_703;
if (l_704) {
l_mut_443 = uint32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
}
} else {
const bool l_705 = l_409 == uint32(4);
if (l_705) {
const double l_706 = l_418 * l_423;
const double l_707 = l_415 + l_706;
const double l_708 = abs(l_mut_31);
l_mut_251 = double(1.401298464324817e-45);
const bool l_709 = l_708 >= double(1.1754943508222875e-38);
const bool l_710 = l_708 <= double(1.7976931348623157e308);
const bool l_711 = l_709 && l_710;
if (l_711) {
const uint64 l_712 = reinterpret_cast<uint64 const&>(l_708);
const uint64 l_713 = l_712 >> uint64(52);
const uint64 l_714 = l_713 - uint64(23);
const uint64 l_715 = l_714 << uint64(52);
const double l_716 = reinterpret_cast<double const&>(l_715);
l_mut_251 = l_716;
}
const double l_717 = l_707 * l_mut_251;
l_mut_484 = uint32(2);
const double l_718 = l_mut_31 - l_425;
const double l_719 = abs(l_718);
l_mut_251 = double(1.401298464324817e-45);
const bool l_720 = l_719 >= double(1.1754943508222875e-38);
const bool l_721 = l_719 <= double(1.7976931348623157e308);
const bool l_722 = l_720 && l_721;
if (l_722) {
const uint64 l_723 = reinterpret_cast<uint64 const&>(l_719);
const uint64 l_724 = l_723 >> uint64(52);
const uint64 l_725 = l_724 - uint64(23);
const uint64 l_726 = l_725 << uint64(52);
const double l_727 = reinterpret_cast<double const&>(l_726);
l_mut_251 = l_727;
}
const double l_728 = l_mut_31 + l_425;
const double l_729 = abs(l_728);
l_mut_84 = double(1.401298464324817e-45);
const bool l_730 = l_729 >= double(1.1754943508222875e-38);
const bool l_731 = l_729 <= double(1.7976931348623157e308);
const bool l_732 = l_730 && l_731;
if (l_732) {
const uint64 l_733 = reinterpret_cast<uint64 const&>(l_729);
const uint64 l_734 = l_733 >> uint64(52);
const uint64 l_735 = l_734 - uint64(23);
const uint64 l_736 = l_735 << uint64(52);
const double l_737 = reinterpret_cast<double const&>(l_736);
l_mut_84 = l_737;
}
const bool l_738 = l_mut_251 == l_mut_84;
if (l_738) {
const double l_739 = l_717 * double(1.4551915228366852e-11);
const double l_740 = l_425 + l_739;
const double l_741 = l_mut_31 - l_717;
const double l_742 = l_mut_31 + l_717;
const uint32 l_743 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_744 = l_743 & uint32(2147483647);
const float l_745 = reinterpret_cast<float const&>(l_744);
const double l_746 = double(l_745);
l_mut_251 = l_746;
const bool l_747 = l_744 < uint32(8388608);
if (l_747) {
const double l_748 = double(l_744);
const double l_749 = l_748 * double(1.401298464324817e-45);
l_mut_251 = l_749;
}
const uint64 l_750 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_751 = l_743 >> uint32(31);
const uint64 l_752 = uint64(l_751);
const uint64 l_753 = l_752 << uint64(63);
const uint64 l_754 = l_750 | l_753;
const double l_755 = reinterpret_cast<double const&>(l_754);
const uint32 l_756 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_757 = l_756 + uint32(1);
l_mut_443 = l_757;
const uint32 l_758 = l_756 & uint32(2147483647);
const bool l_759 = l_758 == uint32(0);
if (l_759) {
l_mut_443 = uint32(1);
} else {
const uint32 l_760 = l_756 & uint32(2147483648);
const bool l_761 = l_760 != uint32(0);
if (l_761) {
const uint32 l_762 = l_756 - uint32(1);
l_mut_443 = l_762;
} else {
const bool l_763 = l_756 == uint32(2139095040);
if (l_763) {
l_mut_443 = l_756;
}
}
}
const float l_764 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_765 = reinterpret_cast<uint32 const&>(l_764);
const uint32 l_766 = l_765 & uint32(2147483647);
const float l_767 = reinterpret_cast<float const&>(l_766);
const double l_768 = double(l_767);
l_mut_251 = l_768;
const bool l_769 = l_766 < uint32(8388608);
if (l_769) {
const double l_770 = double(l_766);
const double l_771 = l_770 * double(1.401298464324817e-45);
l_mut_251 = l_771;
}
const uint64 l_772 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_773 = l_765 >> uint32(31);
const uint64 l_774 = uint64(l_773);
const uint64 l_775 = l_774 << uint64(63);
const uint64 l_776 = l_772 | l_775;
const double l_777 = reinterpret_cast<double const&>(l_776);
const uint32 l_778 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_779 = l_778 ^ uint32(2147483648);
const float l_780 = reinterpret_cast<float const&>(l_779);
const uint32 l_781 = reinterpret_cast<uint32 const&>(l_780);
const uint32 l_782 = l_781 + uint32(1);
l_mut_443 = l_782;
const uint32 l_783 = l_781 & uint32(2147483647);
const bool l_784 = l_783 == uint32(0);
if (l_784) {
l_mut_443 = uint32(1);
} else {
const uint32 l_785 = l_781 & uint32(2147483648);
const bool l_786 = l_785 != uint32(0);
if (l_786) {
const uint32 l_787 = l_781 - uint32(1);
l_mut_443 = l_787;
} else {
const bool l_788 = l_781 == uint32(2139095040);
if (l_788) {
l_mut_443 = l_781;
}
}
}
const float l_789 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_790 = reinterpret_cast<uint32 const&>(l_789);
const uint32 l_791 = l_790 ^ uint32(2147483648);
const float l_792 = reinterpret_cast<float const&>(l_791);
const uint32 l_793 = reinterpret_cast<uint32 const&>(l_792);
const uint32 l_794 = l_793 & uint32(2147483647);
const float l_795 = reinterpret_cast<float const&>(l_794);
const double l_796 = double(l_795);
l_mut_251 = l_796;
const bool l_797 = l_794 < uint32(8388608);
if (l_797) {
const double l_798 = double(l_794);
const double l_799 = l_798 * double(1.401298464324817e-45);
l_mut_251 = l_799;
}
const uint64 l_800 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_801 = l_793 >> uint32(31);
const uint64 l_802 = uint64(l_801);
const uint64 l_803 = l_802 << uint64(63);
const uint64 l_804 = l_800 | l_803;
const double l_805 = reinterpret_cast<double const&>(l_804);
const double l_806 = l_741 + l_740;
const bool l_807 = l_806 <= l_755;
l_mut_544 = l_807;
const double l_808 = l_741 - l_740;
const bool l_809 = l_808 > l_755;
l_mut_541 = l_809;
const double l_810 = l_742 - l_740;
const bool l_811 = l_810 >= l_755;
l_mut_538 = l_811;
const double l_812 = l_742 + l_740;
const bool l_813 = l_812 < l_755;
l_mut_535 = l_813;
if (l_413) {
const double l_814 = l_741 + l_740;
const bool l_815 = l_814 < l_777;
l_mut_544 = l_815;
const double l_816 = l_741 - l_740;
const bool l_817 = l_816 >= l_777;
l_mut_541 = l_817;
const double l_818 = l_742 - l_740;
const bool l_819 = l_818 > l_805;
l_mut_538 = l_819;
const double l_820 = l_742 + l_740;
const bool l_821 = l_820 <= l_805;
l_mut_535 = l_821;
}
l_mut_443 = uint32(2);
const bool l_822 = l_mut_541 || l_mut_535;
if (l_822) {
l_mut_443 = uint32(1);
} else {
const bool l_823 = l_mut_544 && l_mut_538;
if (l_823) {
l_mut_443 = uint32(0);
}
}
const uint32 l_824 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_825 = l_824 & uint32(2147483647);
const bool l_826 = l_825 == uint32(0);
if (l_826) {
const double l_827 = l_741 + l_740;
const bool l_828 = l_827 < double(1.1754943508222875e-38);
const double l_829 = l_742 - l_740;
const bool l_830 = l_829 > double(-1.1754943508222875e-38);
const bool l_831 = l_828 && l_830;
const double l_832 = l_741 - l_740;
const bool l_833 = l_832 < double(1.1754943508222875e-38);
const double l_834 = l_742 + l_740;
const bool l_835 = l_834 > double(-1.1754943508222875e-38);
const bool l_836 = l_833 && l_835;
if (l_831) {
l_mut_443 = uint32(0);
} else {
const bool l_837 = l_mut_443 == uint32(1);
const bool l_838 = l_836 && l_837;
if (l_838) {
l_mut_443 = uint32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
} else {
const bool l_839 = l_409 == uint32(5);
if (l_839) {
const double l_840 = double(2.0) * l_422;
const double l_841 = abs(l_840);
const double l_842 = floor(l_841);
const double l_843 = double(3.0) + l_842;
const double l_844 = abs(l_mut_31);
l_mut_251 = double(1.401298464324817e-45);
const bool l_845 = l_844 >= double(1.1754943508222875e-38);
const bool l_846 = l_844 <= double(1.7976931348623157e308);
const bool l_847 = l_845 && l_846;
if (l_847) {
const uint64 l_848 = reinterpret_cast<uint64 const&>(l_844);
const uint64 l_849 = l_848 >> uint64(52);
const uint64 l_850 = l_849 - uint64(23);
const uint64 l_851 = l_850 << uint64(52);
const double l_852 = reinterpret_cast<double const&>(l_851);
l_mut_251 = l_852;
}
const double l_853 = l_843 * l_mut_251;
l_mut_484 = uint32(2);
const double l_854 = l_mut_31 - l_425;
const double l_855 = abs(l_854);
l_mut_251 = double(1.401298464324817e-45);
const bool l_856 = l_855 >= double(1.1754943508222875e-38);
const bool l_857 = l_855 <= double(1.7976931348623157e308);
const bool l_858 = l_856 && l_857;
if (l_858) {
const uint64 l_859 = reinterpret_cast<uint64 const&>(l_855);
const uint64 l_860 = l_859 >> uint64(52);
const uint64 l_861 = l_860 - uint64(23);
const uint64 l_862 = l_861 << uint64(52);
const double l_863 = reinterpret_cast<double const&>(l_862);
l_mut_251 = l_863;
}
const double l_864 = l_mut_31 + l_425;
const double l_865 = abs(l_864);
l_mut_84 = double(1.401298464324817e-45);
const bool l_866 = l_865 >= double(1.1754943508222875e-38);
const bool l_867 = l_865 <= double(1.7976931348623157e308);
const bool l_868 = l_866 && l_867;
if (l_868) {
const uint64 l_869 = reinterpret_cast<uint64 const&>(l_865);
const uint64 l_870 = l_869 >> uint64(52);
const uint64 l_871 = l_870 - uint64(23);
const uint64 l_872 = l_871 << uint64(52);
const double l_873 = reinterpret_cast<double const&>(l_872);
l_mut_84 = l_873;
}
const bool l_874 = l_mut_251 == l_mut_84;
if (l_874) {
const double l_875 = l_853 * double(1.4551915228366852e-11);
const double l_876 = l_425 + l_875;
const double l_877 = l_mut_31 - l_853;
const double l_878 = l_mut_31 + l_853;
const uint32 l_879 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_880 = l_879 & uint32(2147483647);
const float l_881 = reinterpret_cast<float const&>(l_880);
const double l_882 = double(l_881);
l_mut_251 = l_882;
const bool l_883 = l_880 < uint32(8388608);
if (l_883) {
const double l_884 = double(l_880);
const double l_885 = l_884 * double(1.401298464324817e-45);
l_mut_251 = l_885;
}
const uint64 l_886 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_887 = l_879 >> uint32(31);
const uint64 l_888 = uint64(l_887);
const uint64 l_889 = l_888 << uint64(63);
const uint64 l_890 = l_886 | l_889;
const double l_891 = reinterpret_cast<double const&>(l_890);
const uint32 l_892 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_893 = l_892 + uint32(1);
l_mut_443 = l_893;
const uint32 l_894 = l_892 & uint32(2147483647);
const bool l_895 = l_894 == uint32(0);
if (l_895) {
l_mut_443 = uint32(1);
} else {
const uint32 l_896 = l_892 & uint32(2147483648);
const bool l_897 = l_896 != uint32(0);
if (l_897) {
const uint32 l_898 = l_892 - uint32(1);
l_mut_443 = l_898;
} else {
const bool l_899 = l_892 == uint32(2139095040);
if (l_899) {
l_mut_443 = l_892;
}
}
}
const float l_900 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_901 = reinterpret_cast<uint32 const&>(l_900);
const uint32 l_902 = l_901 & uint32(2147483647);
const float l_903 = reinterpret_cast<float const&>(l_902);
const double l_904 = double(l_903);
l_mut_251 = l_904;
const bool l_905 = l_902 < uint32(8388608);
if (l_905) {
const double l_906 = double(l_902);
const double l_907 = l_906 * double(1.401298464324817e-45);
l_mut_251 = l_907;
}
const uint64 l_908 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_909 = l_901 >> uint32(31);
const uint64 l_910 = uint64(l_909);
const uint64 l_911 = l_910 << uint64(63);
const uint64 l_912 = l_908 | l_911;
const double l_913 = reinterpret_cast<double const&>(l_912);
const uint32 l_914 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_915 = l_914 ^ uint32(2147483648);
const float l_916 = reinterpret_cast<float const&>(l_915);
const uint32 l_917 = reinterpret_cast<uint32 const&>(l_916);
const uint32 l_918 = l_917 + uint32(1);
l_mut_443 = l_918;
const uint32 l_919 = l_917 & uint32(2147483647);
const bool l_920 = l_919 == uint32(0);
if (l_920) {
l_mut_443 = uint32(1);
} else {
const uint32 l_921 = l_917 & uint32(2147483648);
const bool l_922 = l_921 != uint32(0);
if (l_922) {
const uint32 l_923 = l_917 - uint32(1);
l_mut_443 = l_923;
} else {
const bool l_924 = l_917 == uint32(2139095040);
if (l_924) {
l_mut_443 = l_917;
}
}
}
const float l_925 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_926 = reinterpret_cast<uint32 const&>(l_925);
const uint32 l_927 = l_926 ^ uint32(2147483648);
const float l_928 = reinterpret_cast<float const&>(l_927);
const uint32 l_929 = reinterpret_cast<uint32 const&>(l_928);
const uint32 l_930 = l_929 & uint32(2147483647);
const float l_931 = reinterpret_cast<float const&>(l_930);
const double l_932 = double(l_931);
l_mut_251 = l_932;
const bool l_933 = l_930 < uint32(8388608);
if (l_933) {
const double l_934 = double(l_930);
const double l_935 = l_934 * double(1.401298464324817e-45);
l_mut_251 = l_935;
}
const uint64 l_936 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_937 = l_929 >> uint32(31);
const uint64 l_938 = uint64(l_937);
const uint64 l_939 = l_938 << uint64(63);
const uint64 l_940 = l_936 | l_939;
const double l_941 = reinterpret_cast<double const&>(l_940);
const double l_942 = l_877 + l_876;
const bool l_943 = l_942 <= l_891;
l_mut_544 = l_943;
const double l_944 = l_877 - l_876;
const bool l_945 = l_944 > l_891;
l_mut_541 = l_945;
const double l_946 = l_878 - l_876;
const bool l_947 = l_946 >= l_891;
l_mut_538 = l_947;
const double l_948 = l_878 + l_876;
const bool l_949 = l_948 < l_891;
l_mut_535 = l_949;
if (l_413) {
const double l_950 = l_877 + l_876;
const bool l_951 = l_950 < l_913;
l_mut_544 = l_951;
const double l_952 = l_877 - l_876;
const bool l_953 = l_952 >= l_913;
l_mut_541 = l_953;
const double l_954 = l_878 - l_876;
const bool l_955 = l_954 > l_941;
l_mut_538 = l_955;
const double l_956 = l_878 + l_876;
const bool l_957 = l_956 <= l_941;
l_mut_535 = l_957;
}
l_mut_443 = uint32(2);
const bool l_958 = l_mut_541 || l_mut_535;
if (l_958) {
l_mut_443 = uint32(1);
} else {
const bool l_959 = l_mut_544 && l_mut_538;
if (l_959) {
l_mut_443 = uint32(0);
}
}
const uint32 l_960 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_961 = l_960 & uint32(2147483647);
const bool l_962 = l_961 == uint32(0);
if (l_962) {
const double l_963 = l_877 + l_876;
const bool l_964 = l_963 < double(1.1754943508222875e-38);
const double l_965 = l_878 - l_876;
const bool l_966 = l_965 > double(-1.1754943508222875e-38);
const bool l_967 = l_964 && l_966;
const double l_968 = l_877 - l_876;
const bool l_969 = l_968 < double(1.1754943508222875e-38);
const double l_970 = l_878 + l_876;
const bool l_971 = l_970 > double(-1.1754943508222875e-38);
const bool l_972 = l_969 && l_971;
if (l_967) {
l_mut_443 = uint32(0);
} else {
const bool l_973 = l_mut_443 == uint32(1);
const bool l_974 = l_972 && l_973;
if (l_974) {
l_mut_443 = uint32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
} else {
const bool l_975 = l_409 == uint32(6);
if (l_975) {
l_mut_427 = uint32(0);
const bool l_976 = l_423 <= l_418;
if (l_976) {
const double l_977 = l_415 * double(1.4551915228366852e-11);
const double l_978 = l_425 + l_977;
const double l_979 = l_mut_31 - l_415;
const double l_980 = l_mut_31 + l_415;
const uint32 l_981 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_982 = l_981 & uint32(2147483647);
const float l_983 = reinterpret_cast<float const&>(l_982);
const double l_984 = double(l_983);
l_mut_251 = l_984;
const bool l_985 = l_982 < uint32(8388608);
if (l_985) {
const double l_986 = double(l_982);
const double l_987 = l_986 * double(1.401298464324817e-45);
l_mut_251 = l_987;
}
const uint64 l_988 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_989 = l_981 >> uint32(31);
const uint64 l_990 = uint64(l_989);
const uint64 l_991 = l_990 << uint64(63);
const uint64 l_992 = l_988 | l_991;
const double l_993 = reinterpret_cast<double const&>(l_992);
const uint32 l_994 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_995 = l_994 + uint32(1);
l_mut_484 = l_995;
const uint32 l_996 = l_994 & uint32(2147483647);
const bool l_997 = l_996 == uint32(0);
if (l_997) {
l_mut_484 = uint32(1);
} else {
const uint32 l_998 = l_994 & uint32(2147483648);
const bool l_999 = l_998 != uint32(0);
if (l_999) {
const uint32 l_1000 = l_994 - uint32(1);
l_mut_484 = l_1000;
} else {
const bool l_1001 = l_994 == uint32(2139095040);
if (l_1001) {
l_mut_484 = l_994;
}
}
}
const float l_1002 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1003 = reinterpret_cast<uint32 const&>(l_1002);
const uint32 l_1004 = l_1003 & uint32(2147483647);
const float l_1005 = reinterpret_cast<float const&>(l_1004);
const double l_1006 = double(l_1005);
l_mut_251 = l_1006;
const bool l_1007 = l_1004 < uint32(8388608);
if (l_1007) {
const double l_1008 = double(l_1004);
const double l_1009 = l_1008 * double(1.401298464324817e-45);
l_mut_251 = l_1009;
}
const uint64 l_1010 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1011 = l_1003 >> uint32(31);
const uint64 l_1012 = uint64(l_1011);
const uint64 l_1013 = l_1012 << uint64(63);
const uint64 l_1014 = l_1010 | l_1013;
const double l_1015 = reinterpret_cast<double const&>(l_1014);
const uint32 l_1016 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1017 = l_1016 ^ uint32(2147483648);
const float l_1018 = reinterpret_cast<float const&>(l_1017);
const uint32 l_1019 = reinterpret_cast<uint32 const&>(l_1018);
const uint32 l_1020 = l_1019 + uint32(1);
l_mut_484 = l_1020;
const uint32 l_1021 = l_1019 & uint32(2147483647);
const bool l_1022 = l_1021 == uint32(0);
if (l_1022) {
l_mut_484 = uint32(1);
} else {
const uint32 l_1023 = l_1019 & uint32(2147483648);
const bool l_1024 = l_1023 != uint32(0);
if (l_1024) {
const uint32 l_1025 = l_1019 - uint32(1);
l_mut_484 = l_1025;
} else {
const bool l_1026 = l_1019 == uint32(2139095040);
if (l_1026) {
l_mut_484 = l_1019;
}
}
}
const float l_1027 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1028 = reinterpret_cast<uint32 const&>(l_1027);
const uint32 l_1029 = l_1028 ^ uint32(2147483648);
const float l_1030 = reinterpret_cast<float const&>(l_1029);
const uint32 l_1031 = reinterpret_cast<uint32 const&>(l_1030);
const uint32 l_1032 = l_1031 & uint32(2147483647);
const float l_1033 = reinterpret_cast<float const&>(l_1032);
const double l_1034 = double(l_1033);
l_mut_251 = l_1034;
const bool l_1035 = l_1032 < uint32(8388608);
if (l_1035) {
const double l_1036 = double(l_1032);
const double l_1037 = l_1036 * double(1.401298464324817e-45);
l_mut_251 = l_1037;
}
const uint64 l_1038 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1039 = l_1031 >> uint32(31);
const uint64 l_1040 = uint64(l_1039);
const uint64 l_1041 = l_1040 << uint64(63);
const uint64 l_1042 = l_1038 | l_1041;
const double l_1043 = reinterpret_cast<double const&>(l_1042);
const double l_1044 = l_979 + l_978;
const bool l_1045 = l_1044 <= l_993;
l_mut_544 = l_1045;
const double l_1046 = l_979 - l_978;
const bool l_1047 = l_1046 > l_993;
l_mut_541 = l_1047;
const double l_1048 = l_980 - l_978;
const bool l_1049 = l_1048 >= l_993;
l_mut_538 = l_1049;
const double l_1050 = l_980 + l_978;
const bool l_1051 = l_1050 < l_993;
l_mut_535 = l_1051;
if (l_413) {
const double l_1052 = l_979 + l_978;
const bool l_1053 = l_1052 < l_1015;
l_mut_544 = l_1053;
const double l_1054 = l_979 - l_978;
const bool l_1055 = l_1054 >= l_1015;
l_mut_541 = l_1055;
const double l_1056 = l_980 - l_978;
const bool l_1057 = l_1056 > l_1043;
l_mut_538 = l_1057;
const double l_1058 = l_980 + l_978;
const bool l_1059 = l_1058 <= l_1043;
l_mut_535 = l_1059;
}
l_mut_484 = uint32(2);
const bool l_1060 = l_mut_541 || l_mut_535;
if (l_1060) {
l_mut_484 = uint32(1);
} else {
const bool l_1061 = l_mut_544 && l_mut_538;
if (l_1061) {
l_mut_484 = uint32(0);
}
}
const uint32 l_1062 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1063 = l_1062 & uint32(2147483647);
const bool l_1064 = l_1063 == uint32(0);
if (l_1064) {
const double l_1065 = l_979 + l_978;
const bool l_1066 = l_1065 < double(1.1754943508222875e-38);
const double l_1067 = l_980 - l_978;
const bool l_1068 = l_1067 > double(-1.1754943508222875e-38);
const bool l_1069 = l_1066 && l_1068;
const double l_1070 = l_979 - l_978;
const bool l_1071 = l_1070 < double(1.1754943508222875e-38);
const double l_1072 = l_980 + l_978;
const bool l_1073 = l_1072 > double(-1.1754943508222875e-38);
const bool l_1074 = l_1071 && l_1073;
if (l_1069) {
l_mut_484 = uint32(0);
} else {
const bool l_1075 = l_mut_484 == uint32(1);
const bool l_1076 = l_1074 && l_1075;
if (l_1076) {
l_mut_484 = uint32(2);
}
}
}
l_mut_427 = l_mut_484;
}
} else {
const bool l_1077 = l_409 == uint32(7);
if (l_1077) {
const double l_1078 = abs(l_mut_31);
const double l_1079 = l_415 * l_1078;
l_mut_251 = l_1079;
const double l_1080 = abs(l_mut_31);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1081 = l_1080 >= double(1.1754943508222875e-38);
const bool l_1082 = l_1080 <= double(1.7976931348623157e308);
const bool l_1083 = l_1081 && l_1082;
if (l_1083) {
const uint64 l_1084 = reinterpret_cast<uint64 const&>(l_1080);
const uint64 l_1085 = l_1084 >> uint64(52);
const uint64 l_1086 = l_1085 - uint64(23);
const uint64 l_1087 = l_1086 << uint64(52);
const double l_1088 = reinterpret_cast<double const&>(l_1087);
l_mut_84 = l_1088;
}
const double l_1089 = double(0.5) * l_mut_84;
const bool l_1090 = l_1089 > l_mut_251;
if (l_1090) {
l_mut_251 = l_1089;
}
const double l_1091 = l_mut_31 - l_425;
const double l_1092 = abs(l_1091);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1093 = l_1092 >= double(1.1754943508222875e-38);
const bool l_1094 = l_1092 <= double(1.7976931348623157e308);
const bool l_1095 = l_1093 && l_1094;
if (l_1095) {
const uint64 l_1096 = reinterpret_cast<uint64 const&>(l_1092);
const uint64 l_1097 = l_1096 >> uint64(52);
const uint64 l_1098 = l_1097 - uint64(23);
const uint64 l_1099 = l_1098 << uint64(52);
const double l_1100 = reinterpret_cast<double const&>(l_1099);
l_mut_84 = l_1100;
}
const double l_1101 = l_mut_31 + l_425;
const double l_1102 = abs(l_1101);
l_mut_57 = double(1.401298464324817e-45);
const bool l_1103 = l_1102 >= double(1.1754943508222875e-38);
const bool l_1104 = l_1102 <= double(1.7976931348623157e308);
const bool l_1105 = l_1103 && l_1104;
if (l_1105) {
const uint64 l_1106 = reinterpret_cast<uint64 const&>(l_1102);
const uint64 l_1107 = l_1106 >> uint64(52);
const uint64 l_1108 = l_1107 - uint64(23);
const uint64 l_1109 = l_1108 << uint64(52);
const double l_1110 = reinterpret_cast<double const&>(l_1109);
l_mut_57 = l_1110;
}
const bool l_1111 = l_mut_84 == l_mut_57;
if (l_1111) {
const double l_1112 = l_415 * l_425;
const double l_1113 = l_425 + l_1112;
const double l_1114 = l_mut_251 * double(1.4551915228366852e-11);
const double l_1115 = l_1113 + l_1114;
const double l_1116 = l_mut_31 - l_mut_251;
const double l_1117 = l_mut_31 + l_mut_251;
const uint32 l_1118 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1119 = l_1118 & uint32(2147483647);
const float l_1120 = reinterpret_cast<float const&>(l_1119);
const double l_1121 = double(l_1120);
l_mut_251 = l_1121;
const bool l_1122 = l_1119 < uint32(8388608);
if (l_1122) {
const double l_1123 = double(l_1119);
const double l_1124 = l_1123 * double(1.401298464324817e-45);
l_mut_251 = l_1124;
}
const uint64 l_1125 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1126 = l_1118 >> uint32(31);
const uint64 l_1127 = uint64(l_1126);
const uint64 l_1128 = l_1127 << uint64(63);
const uint64 l_1129 = l_1125 | l_1128;
const double l_1130 = reinterpret_cast<double const&>(l_1129);
const uint32 l_1131 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1132 = l_1131 + uint32(1);
l_mut_484 = l_1132;
const uint32 l_1133 = l_1131 & uint32(2147483647);
const bool l_1134 = l_1133 == uint32(0);
if (l_1134) {
l_mut_484 = uint32(1);
} else {
const uint32 l_1135 = l_1131 & uint32(2147483648);
const bool l_1136 = l_1135 != uint32(0);
if (l_1136) {
const uint32 l_1137 = l_1131 - uint32(1);
l_mut_484 = l_1137;
} else {
const bool l_1138 = l_1131 == uint32(2139095040);
if (l_1138) {
l_mut_484 = l_1131;
}
}
}
const float l_1139 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1140 = reinterpret_cast<uint32 const&>(l_1139);
const uint32 l_1141 = l_1140 & uint32(2147483647);
const float l_1142 = reinterpret_cast<float const&>(l_1141);
const double l_1143 = double(l_1142);
l_mut_251 = l_1143;
const bool l_1144 = l_1141 < uint32(8388608);
if (l_1144) {
const double l_1145 = double(l_1141);
const double l_1146 = l_1145 * double(1.401298464324817e-45);
l_mut_251 = l_1146;
}
const uint64 l_1147 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1148 = l_1140 >> uint32(31);
const uint64 l_1149 = uint64(l_1148);
const uint64 l_1150 = l_1149 << uint64(63);
const uint64 l_1151 = l_1147 | l_1150;
const double l_1152 = reinterpret_cast<double const&>(l_1151);
const uint32 l_1153 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1154 = l_1153 ^ uint32(2147483648);
const float l_1155 = reinterpret_cast<float const&>(l_1154);
const uint32 l_1156 = reinterpret_cast<uint32 const&>(l_1155);
const uint32 l_1157 = l_1156 + uint32(1);
l_mut_484 = l_1157;
const uint32 l_1158 = l_1156 & uint32(2147483647);
const bool l_1159 = l_1158 == uint32(0);
if (l_1159) {
l_mut_484 = uint32(1);
} else {
const uint32 l_1160 = l_1156 & uint32(2147483648);
const bool l_1161 = l_1160 != uint32(0);
if (l_1161) {
const uint32 l_1162 = l_1156 - uint32(1);
l_mut_484 = l_1162;
} else {
const bool l_1163 = l_1156 == uint32(2139095040);
if (l_1163) {
l_mut_484 = l_1156;
}
}
}
const float l_1164 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1165 = reinterpret_cast<uint32 const&>(l_1164);
const uint32 l_1166 = l_1165 ^ uint32(2147483648);
const float l_1167 = reinterpret_cast<float const&>(l_1166);
const uint32 l_1168 = reinterpret_cast<uint32 const&>(l_1167);
const uint32 l_1169 = l_1168 & uint32(2147483647);
const float l_1170 = reinterpret_cast<float const&>(l_1169);
const double l_1171 = double(l_1170);
l_mut_251 = l_1171;
const bool l_1172 = l_1169 < uint32(8388608);
if (l_1172) {
const double l_1173 = double(l_1169);
const double l_1174 = l_1173 * double(1.401298464324817e-45);
l_mut_251 = l_1174;
}
const uint64 l_1175 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1176 = l_1168 >> uint32(31);
const uint64 l_1177 = uint64(l_1176);
const uint64 l_1178 = l_1177 << uint64(63);
const uint64 l_1179 = l_1175 | l_1178;
const double l_1180 = reinterpret_cast<double const&>(l_1179);
const double l_1181 = l_1116 + l_1115;
const bool l_1182 = l_1181 <= l_1130;
l_mut_544 = l_1182;
const double l_1183 = l_1116 - l_1115;
const bool l_1184 = l_1183 > l_1130;
l_mut_541 = l_1184;
const double l_1185 = l_1117 - l_1115;
const bool l_1186 = l_1185 >= l_1130;
l_mut_538 = l_1186;
const double l_1187 = l_1117 + l_1115;
const bool l_1188 = l_1187 < l_1130;
l_mut_535 = l_1188;
if (l_413) {
const double l_1189 = l_1116 + l_1115;
const bool l_1190 = l_1189 < l_1152;
l_mut_544 = l_1190;
const double l_1191 = l_1116 - l_1115;
const bool l_1192 = l_1191 >= l_1152;
l_mut_541 = l_1192;
const double l_1193 = l_1117 - l_1115;
const bool l_1194 = l_1193 > l_1180;
l_mut_538 = l_1194;
const double l_1195 = l_1117 + l_1115;
const bool l_1196 = l_1195 <= l_1180;
l_mut_535 = l_1196;
}
l_mut_484 = uint32(2);
const bool l_1197 = l_mut_541 || l_mut_535;
if (l_1197) {
l_mut_484 = uint32(1);
} else {
const bool l_1198 = l_mut_544 && l_mut_538;
if (l_1198) {
l_mut_484 = uint32(0);
}
}
const uint32 l_1199 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1200 = l_1199 & uint32(2147483647);
const bool l_1201 = l_1200 == uint32(0);
if (l_1201) {
const double l_1202 = l_1116 + l_1115;
const bool l_1203 = l_1202 < double(1.1754943508222875e-38);
const double l_1204 = l_1117 - l_1115;
const bool l_1205 = l_1204 > double(-1.1754943508222875e-38);
const bool l_1206 = l_1203 && l_1205;
const double l_1207 = l_1116 - l_1115;
const bool l_1208 = l_1207 < double(1.1754943508222875e-38);
const double l_1209 = l_1117 + l_1115;
const bool l_1210 = l_1209 > double(-1.1754943508222875e-38);
const bool l_1211 = l_1208 && l_1210;
if (l_1206) {
l_mut_484 = uint32(0);
} else {
const bool l_1212 = l_mut_484 == uint32(1);
const bool l_1213 = l_1211 && l_1212;
if (l_1213) {
l_mut_484 = uint32(2);
}
}
}
l_mut_427 = l_mut_484;
}
} else {
const bool l_1214 = l_409 == uint32(8);
if (l_1214) {
const bool l_1215 = l_422 >= double(0.5);
const bool l_1216 = l_422 <= double(2.0);
const bool l_1217 = l_1215 && l_1216;
if (l_1217) {
const double l_1218 = l_415 * double(1.4551915228366852e-11);
const double l_1219 = l_425 + l_1218;
const double l_1220 = l_mut_31 - l_415;
const double l_1221 = l_mut_31 + l_415;
const uint32 l_1222 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1223 = l_1222 & uint32(2147483647);
const float l_1224 = reinterpret_cast<float const&>(l_1223);
const double l_1225 = double(l_1224);
l_mut_251 = l_1225;
const bool l_1226 = l_1223 < uint32(8388608);
if (l_1226) {
const double l_1227 = double(l_1223);
const double l_1228 = l_1227 * double(1.401298464324817e-45);
l_mut_251 = l_1228;
}
const uint64 l_1229 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1230 = l_1222 >> uint32(31);
const uint64 l_1231 = uint64(l_1230);
const uint64 l_1232 = l_1231 << uint64(63);
const uint64 l_1233 = l_1229 | l_1232;
const double l_1234 = reinterpret_cast<double const&>(l_1233);
const uint32 l_1235 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1236 = l_1235 + uint32(1);
l_mut_484 = l_1236;
const uint32 l_1237 = l_1235 & uint32(2147483647);
const bool l_1238 = l_1237 == uint32(0);
if (l_1238) {
l_mut_484 = uint32(1);
} else {
const uint32 l_1239 = l_1235 & uint32(2147483648);
const bool l_1240 = l_1239 != uint32(0);
if (l_1240) {
const uint32 l_1241 = l_1235 - uint32(1);
l_mut_484 = l_1241;
} else {
const bool l_1242 = l_1235 == uint32(2139095040);
if (l_1242) {
l_mut_484 = l_1235;
}
}
}
const float l_1243 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1244 = reinterpret_cast<uint32 const&>(l_1243);
const uint32 l_1245 = l_1244 & uint32(2147483647);
const float l_1246 = reinterpret_cast<float const&>(l_1245);
const double l_1247 = double(l_1246);
l_mut_251 = l_1247;
const bool l_1248 = l_1245 < uint32(8388608);
if (l_1248) {
const double l_1249 = double(l_1245);
const double l_1250 = l_1249 * double(1.401298464324817e-45);
l_mut_251 = l_1250;
}
const uint64 l_1251 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1252 = l_1244 >> uint32(31);
const uint64 l_1253 = uint64(l_1252);
const uint64 l_1254 = l_1253 << uint64(63);
const uint64 l_1255 = l_1251 | l_1254;
const double l_1256 = reinterpret_cast<double const&>(l_1255);
const uint32 l_1257 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1258 = l_1257 ^ uint32(2147483648);
const float l_1259 = reinterpret_cast<float const&>(l_1258);
const uint32 l_1260 = reinterpret_cast<uint32 const&>(l_1259);
const uint32 l_1261 = l_1260 + uint32(1);
l_mut_484 = l_1261;
const uint32 l_1262 = l_1260 & uint32(2147483647);
const bool l_1263 = l_1262 == uint32(0);
if (l_1263) {
l_mut_484 = uint32(1);
} else {
const uint32 l_1264 = l_1260 & uint32(2147483648);
const bool l_1265 = l_1264 != uint32(0);
if (l_1265) {
const uint32 l_1266 = l_1260 - uint32(1);
l_mut_484 = l_1266;
} else {
const bool l_1267 = l_1260 == uint32(2139095040);
if (l_1267) {
l_mut_484 = l_1260;
}
}
}
const float l_1268 = reinterpret_cast<float const&>(l_mut_484);
const uint32 l_1269 = reinterpret_cast<uint32 const&>(l_1268);
const uint32 l_1270 = l_1269 ^ uint32(2147483648);
const float l_1271 = reinterpret_cast<float const&>(l_1270);
const uint32 l_1272 = reinterpret_cast<uint32 const&>(l_1271);
const uint32 l_1273 = l_1272 & uint32(2147483647);
const float l_1274 = reinterpret_cast<float const&>(l_1273);
const double l_1275 = double(l_1274);
l_mut_251 = l_1275;
const bool l_1276 = l_1273 < uint32(8388608);
if (l_1276) {
const double l_1277 = double(l_1273);
const double l_1278 = l_1277 * double(1.401298464324817e-45);
l_mut_251 = l_1278;
}
const uint64 l_1279 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1280 = l_1272 >> uint32(31);
const uint64 l_1281 = uint64(l_1280);
const uint64 l_1282 = l_1281 << uint64(63);
const uint64 l_1283 = l_1279 | l_1282;
const double l_1284 = reinterpret_cast<double const&>(l_1283);
const double l_1285 = l_1220 + l_1219;
const bool l_1286 = l_1285 <= l_1234;
l_mut_544 = l_1286;
const double l_1287 = l_1220 - l_1219;
const bool l_1288 = l_1287 > l_1234;
l_mut_541 = l_1288;
const double l_1289 = l_1221 - l_1219;
const bool l_1290 = l_1289 >= l_1234;
l_mut_538 = l_1290;
const double l_1291 = l_1221 + l_1219;
const bool l_1292 = l_1291 < l_1234;
l_mut_535 = l_1292;
if (l_413) {
const double l_1293 = l_1220 + l_1219;
const bool l_1294 = l_1293 < l_1256;
l_mut_544 = l_1294;
const double l_1295 = l_1220 - l_1219;
const bool l_1296 = l_1295 >= l_1256;
l_mut_541 = l_1296;
const double l_1297 = l_1221 - l_1219;
const bool l_1298 = l_1297 > l_1284;
l_mut_538 = l_1298;
const double l_1299 = l_1221 + l_1219;
const bool l_1300 = l_1299 <= l_1284;
l_mut_535 = l_1300;
}
l_mut_484 = uint32(2);
const bool l_1301 = l_mut_541 || l_mut_535;
if (l_1301) {
l_mut_484 = uint32(1);
} else {
const bool l_1302 = l_mut_544 && l_mut_538;
if (l_1302) {
l_mut_484 = uint32(0);
}
}
const uint32 l_1303 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1304 = l_1303 & uint32(2147483647);
const bool l_1305 = l_1304 == uint32(0);
if (l_1305) {
const double l_1306 = l_1220 + l_1219;
const bool l_1307 = l_1306 < double(1.1754943508222875e-38);
const double l_1308 = l_1221 - l_1219;
const bool l_1309 = l_1308 > double(-1.1754943508222875e-38);
const bool l_1310 = l_1307 && l_1309;
const double l_1311 = l_1220 - l_1219;
const bool l_1312 = l_1311 < double(1.1754943508222875e-38);
const double l_1313 = l_1221 + l_1219;
const bool l_1314 = l_1313 > double(-1.1754943508222875e-38);
const bool l_1315 = l_1312 && l_1314;
if (l_1310) {
l_mut_484 = uint32(0);
} else {
const bool l_1316 = l_mut_484 == uint32(1);
const bool l_1317 = l_1315 && l_1316;
if (l_1317) {
l_mut_484 = uint32(2);
}
}
}
l_mut_427 = l_mut_484;
} else {
const double l_1318 = abs(l_mut_31);
l_mut_251 = double(1.401298464324817e-45);
const bool l_1319 = l_1318 >= double(1.1754943508222875e-38);
const bool l_1320 = l_1318 <= double(1.7976931348623157e308);
const bool l_1321 = l_1319 && l_1320;
if (l_1321) {
const uint64 l_1322 = reinterpret_cast<uint64 const&>(l_1318);
const uint64 l_1323 = l_1322 >> uint64(52);
const uint64 l_1324 = l_1323 - uint64(23);
const uint64 l_1325 = l_1324 << uint64(52);
const double l_1326 = reinterpret_cast<double const&>(l_1325);
l_mut_251 = l_1326;
}
const double l_1327 = l_418 * l_mut_251;
l_mut_484 = uint32(2);
const double l_1328 = l_mut_31 - l_425;
const double l_1329 = abs(l_1328);
l_mut_251 = double(1.401298464324817e-45);
const bool l_1330 = l_1329 >= double(1.1754943508222875e-38);
const bool l_1331 = l_1329 <= double(1.7976931348623157e308);
const bool l_1332 = l_1330 && l_1331;
if (l_1332) {
const uint64 l_1333 = reinterpret_cast<uint64 const&>(l_1329);
const uint64 l_1334 = l_1333 >> uint64(52);
const uint64 l_1335 = l_1334 - uint64(23);
const uint64 l_1336 = l_1335 << uint64(52);
const double l_1337 = reinterpret_cast<double const&>(l_1336);
l_mut_251 = l_1337;
}
const double l_1338 = l_mut_31 + l_425;
const double l_1339 = abs(l_1338);
l_mut_84 = double(1.401298464324817e-45);
const bool l_1340 = l_1339 >= double(1.1754943508222875e-38);
const bool l_1341 = l_1339 <= double(1.7976931348623157e308);
const bool l_1342 = l_1340 && l_1341;
if (l_1342) {
const uint64 l_1343 = reinterpret_cast<uint64 const&>(l_1339);
const uint64 l_1344 = l_1343 >> uint64(52);
const uint64 l_1345 = l_1344 - uint64(23);
const uint64 l_1346 = l_1345 << uint64(52);
const double l_1347 = reinterpret_cast<double const&>(l_1346);
l_mut_84 = l_1347;
}
const bool l_1348 = l_mut_251 == l_mut_84;
if (l_1348) {
const double l_1349 = l_1327 * double(1.4551915228366852e-11);
const double l_1350 = l_425 + l_1349;
const double l_1351 = l_mut_31 - l_1327;
const double l_1352 = l_mut_31 + l_1327;
const uint32 l_1353 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1354 = l_1353 & uint32(2147483647);
const float l_1355 = reinterpret_cast<float const&>(l_1354);
const double l_1356 = double(l_1355);
l_mut_251 = l_1356;
const bool l_1357 = l_1354 < uint32(8388608);
if (l_1357) {
const double l_1358 = double(l_1354);
const double l_1359 = l_1358 * double(1.401298464324817e-45);
l_mut_251 = l_1359;
}
const uint64 l_1360 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1361 = l_1353 >> uint32(31);
const uint64 l_1362 = uint64(l_1361);
const uint64 l_1363 = l_1362 << uint64(63);
const uint64 l_1364 = l_1360 | l_1363;
const double l_1365 = reinterpret_cast<double const&>(l_1364);
const uint32 l_1366 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1367 = l_1366 + uint32(1);
l_mut_443 = l_1367;
const uint32 l_1368 = l_1366 & uint32(2147483647);
const bool l_1369 = l_1368 == uint32(0);
if (l_1369) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1370 = l_1366 & uint32(2147483648);
const bool l_1371 = l_1370 != uint32(0);
if (l_1371) {
const uint32 l_1372 = l_1366 - uint32(1);
l_mut_443 = l_1372;
} else {
const bool l_1373 = l_1366 == uint32(2139095040);
if (l_1373) {
l_mut_443 = l_1366;
}
}
}
const float l_1374 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1375 = reinterpret_cast<uint32 const&>(l_1374);
const uint32 l_1376 = l_1375 & uint32(2147483647);
const float l_1377 = reinterpret_cast<float const&>(l_1376);
const double l_1378 = double(l_1377);
l_mut_251 = l_1378;
const bool l_1379 = l_1376 < uint32(8388608);
if (l_1379) {
const double l_1380 = double(l_1376);
const double l_1381 = l_1380 * double(1.401298464324817e-45);
l_mut_251 = l_1381;
}
const uint64 l_1382 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1383 = l_1375 >> uint32(31);
const uint64 l_1384 = uint64(l_1383);
const uint64 l_1385 = l_1384 << uint64(63);
const uint64 l_1386 = l_1382 | l_1385;
const double l_1387 = reinterpret_cast<double const&>(l_1386);
const uint32 l_1388 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1389 = l_1388 ^ uint32(2147483648);
const float l_1390 = reinterpret_cast<float const&>(l_1389);
const uint32 l_1391 = reinterpret_cast<uint32 const&>(l_1390);
const uint32 l_1392 = l_1391 + uint32(1);
l_mut_443 = l_1392;
const uint32 l_1393 = l_1391 & uint32(2147483647);
const bool l_1394 = l_1393 == uint32(0);
if (l_1394) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1395 = l_1391 & uint32(2147483648);
const bool l_1396 = l_1395 != uint32(0);
if (l_1396) {
const uint32 l_1397 = l_1391 - uint32(1);
l_mut_443 = l_1397;
} else {
const bool l_1398 = l_1391 == uint32(2139095040);
if (l_1398) {
l_mut_443 = l_1391;
}
}
}
const float l_1399 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1400 = reinterpret_cast<uint32 const&>(l_1399);
const uint32 l_1401 = l_1400 ^ uint32(2147483648);
const float l_1402 = reinterpret_cast<float const&>(l_1401);
const uint32 l_1403 = reinterpret_cast<uint32 const&>(l_1402);
const uint32 l_1404 = l_1403 & uint32(2147483647);
const float l_1405 = reinterpret_cast<float const&>(l_1404);
const double l_1406 = double(l_1405);
l_mut_251 = l_1406;
const bool l_1407 = l_1404 < uint32(8388608);
if (l_1407) {
const double l_1408 = double(l_1404);
const double l_1409 = l_1408 * double(1.401298464324817e-45);
l_mut_251 = l_1409;
}
const uint64 l_1410 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1411 = l_1403 >> uint32(31);
const uint64 l_1412 = uint64(l_1411);
const uint64 l_1413 = l_1412 << uint64(63);
const uint64 l_1414 = l_1410 | l_1413;
const double l_1415 = reinterpret_cast<double const&>(l_1414);
const double l_1416 = l_1351 + l_1350;
const bool l_1417 = l_1416 <= l_1365;
l_mut_544 = l_1417;
const double l_1418 = l_1351 - l_1350;
const bool l_1419 = l_1418 > l_1365;
l_mut_541 = l_1419;
const double l_1420 = l_1352 - l_1350;
const bool l_1421 = l_1420 >= l_1365;
l_mut_538 = l_1421;
const double l_1422 = l_1352 + l_1350;
const bool l_1423 = l_1422 < l_1365;
l_mut_535 = l_1423;
if (l_413) {
const double l_1424 = l_1351 + l_1350;
const bool l_1425 = l_1424 < l_1387;
l_mut_544 = l_1425;
const double l_1426 = l_1351 - l_1350;
const bool l_1427 = l_1426 >= l_1387;
l_mut_541 = l_1427;
const double l_1428 = l_1352 - l_1350;
const bool l_1429 = l_1428 > l_1415;
l_mut_538 = l_1429;
const double l_1430 = l_1352 + l_1350;
const bool l_1431 = l_1430 <= l_1415;
l_mut_535 = l_1431;
}
l_mut_443 = uint32(2);
const bool l_1432 = l_mut_541 || l_mut_535;
if (l_1432) {
l_mut_443 = uint32(1);
} else {
const bool l_1433 = l_mut_544 && l_mut_538;
if (l_1433) {
l_mut_443 = uint32(0);
}
}
const uint32 l_1434 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_1435 = l_1434 & uint32(2147483647);
const bool l_1436 = l_1435 == uint32(0);
if (l_1436) {
const double l_1437 = l_1351 + l_1350;
const bool l_1438 = l_1437 < double(1.1754943508222875e-38);
const double l_1439 = l_1352 - l_1350;
const bool l_1440 = l_1439 > double(-1.1754943508222875e-38);
const bool l_1441 = l_1438 && l_1440;
const double l_1442 = l_1351 - l_1350;
const bool l_1443 = l_1442 < double(1.1754943508222875e-38);
const double l_1444 = l_1352 + l_1350;
const bool l_1445 = l_1444 > double(-1.1754943508222875e-38);
const bool l_1446 = l_1443 && l_1445;
if (l_1441) {
l_mut_443 = uint32(0);
} else {
const bool l_1447 = l_mut_443 == uint32(1);
const bool l_1448 = l_1446 && l_1447;
if (l_1448) {
l_mut_443 = uint32(2);
}
}
}
l_mut_484 = l_mut_443;
}
l_mut_427 = l_mut_484;
}
} else {
const bool l_1449 = l_409 == uint32(11);
const bool l_1450 = l_409 == uint32(12);
const bool l_1451 = l_1449 || l_1450;
if (l_1451) {
l_mut_427 = uint32(0);
}
const bool l_1452 = l_423 <= l_421;
const bool l_1453 = l_409 == uint32(11);
const bool l_1454 = l_1452 && l_1453;
if (l_1454) {
const float l_1455 = float(l_422);
const uint32 l_1456 = reinterpret_cast<uint32 const&>(l_1455);
const uint32 l_1457 = l_1456 & uint32(2147483647);
const float l_1458 = reinterpret_cast<float const&>(l_1457);
const double l_1459 = double(l_1458);
l_mut_251 = l_1459;
const bool l_1460 = l_1457 < uint32(8388608);
if (l_1460) {
const double l_1461 = double(l_1457);
const double l_1462 = l_1461 * double(1.401298464324817e-45);
l_mut_251 = l_1462;
}
const uint64 l_1463 = reinterpret_cast<uint64 const&>(l_mut_251);
const uint32 l_1464 = l_1456 >> uint32(31);
const uint64 l_1465 = uint64(l_1464);
const uint64 l_1466 = l_1465 << uint64(63);
const uint64 l_1467 = l_1463 | l_1466;
const double l_1468 = reinterpret_cast<double const&>(l_1467);
const double l_1469 = abs(l_1468);
l_mut_251 = l_1469;
l_mut_484 = uint32(0);
const bool l_1470 = l_1469 >= double(0.785);
if (l_1470) {
const double l_1471 = l_1469 * double(0.6366197723675814);
const double l_1472 = l_1471 + double(0.5);
const double l_1473 = floor(l_1472);
const double l_1474 = l_1473 * double(1.570796325802803);
const double l_1475 = l_1469 - l_1474;
const double l_1476 = l_1475 * l_20;
const double l_1477 = l_1473 * double(9.920935796805404e-10);
const double l_1478 = l_1476 - l_1477;
l_mut_251 = l_1478;
const uint32 l_1479 = uint32(l_1473);
l_mut_484 = l_1479;
}
const uint32 l_1480 = reinterpret_cast<uint32 const&>(l_1455);
const bool l_1481 = l_1480 >= uint32(2147483648);
const double l_1482 = l_mut_251 * l_mut_251;
const double l_1483 = l_1482 * double(1.9572941063391263e-20);
const double l_1484 = double(8.22063524662433e-18) - l_1483;
l_mut_84 = l_1484;
const double l_1485 = l_mut_84 * l_1482;
const double l_1486 = l_1485 - double(2.8114572543455206e-15);
l_mut_84 = l_1486;
const double l_1487 = l_mut_84 * l_1482;
const double l_1488 = l_1487 + double(7.647163731819816e-13);
l_mut_84 = l_1488;
const double l_1489 = l_mut_84 * l_1482;
const double l_1490 = l_1489 - double(1.6059043836821613e-10);
l_mut_84 = l_1490;
const double l_1491 = l_mut_84 * l_1482;
const double l_1492 = l_1491 + double(2.505210838544172e-8);
l_mut_84 = l_1492;
const double l_1493 = l_mut_84 * l_1482;
const double l_1494 = l_1493 - double(2.7557319223985893e-6);
l_mut_84 = l_1494;
const double l_1495 = l_mut_84 * l_1482;
const double l_1496 = l_1495 + double(0.0001984126984126984);
l_mut_84 = l_1496;
const double l_1497 = l_mut_84 * l_1482;
const double l_1498 = l_1497 - double(0.008333333333333333);
l_mut_84 = l_1498;
const double l_1499 = l_mut_84 * l_1482;
const double l_1500 = l_1499 + double(0.16666666666666666);
l_mut_84 = l_1500;
const double l_1501 = double(0.5) * l_1482;
const double l_1502 = double(1.0) - l_1501;
const double l_1503 = double(0.0) * l_1502;
const double l_1504 = l_mut_251 * l_1482;
const double l_1505 = l_1504 * l_mut_84;
const double l_1506 = l_1503 - l_1505;
const double l_1507 = l_mut_251 + l_1506;
const double l_1508 = l_mut_251 * l_mut_251;
const double l_1509 = l_1508 * double(4.110317623312165e-19);
const double l_1510 = l_1509 - double(1.5619206968586225e-16);
l_mut_84 = l_1510;
const double l_1511 = l_mut_84 * l_1508;
const double l_1512 = l_1511 + double(4.779477332387385e-14);
l_mut_84 = l_1512;
const double l_1513 = l_mut_84 * l_1508;
const double l_1514 = l_1513 - double(1.1470745597729725e-11);
l_mut_84 = l_1514;
const double l_1515 = l_mut_84 * l_1508;
const double l_1516 = l_1515 + double(2.08767569878681e-9);
l_mut_84 = l_1516;
const double l_1517 = l_mut_84 * l_1508;
const double l_1518 = l_1517 - double(2.755731922398589e-7);
l_mut_84 = l_1518;
const double l_1519 = l_mut_84 * l_1508;
const double l_1520 = l_1519 + double(2.48015873015873e-5);
l_mut_84 = l_1520;
const double l_1521 = l_mut_84 * l_1508;
const double l_1522 = l_1521 - double(0.001388888888888889);
l_mut_84 = l_1522;
const double l_1523 = l_mut_84 * l_1508;
const double l_1524 = l_1523 + double(0.041666666666666664);
l_mut_84 = l_1524;
const double l_1525 = double(0.5) * l_1508;
const double l_1526 = double(1.0) - l_1525;
const double l_1527 = l_1508 * l_1508;
const double l_1528 = l_1527 * l_mut_84;
const double l_1529 = double(0.0) * l_mut_251;
const double l_1530 = l_1528 - l_1529;
const double l_1531 = l_1526 + l_1530;
const uint32 l_1532 = l_mut_484 & uint32(1);
const bool l_1533 = l_1532 == uint32(1);
l_mut_251 = l_1507;
const uint32 l_1534 = l_mut_484 & uint32(2);
const bool l_1535 = l_1534 != uint32(0);
l_mut_544 = l_1535;
if (l_1533) {
l_mut_251 = l_1531;
}
const bool l_1536 = bool(true) && l_1481;
if (l_1536) {
const bool l_1537 = !l_mut_544;
l_mut_544 = l_1537;
}
if (l_mut_544) {
const double l_1538 = -l_mut_251;
l_mut_251 = l_1538;
}
const float l_1539 = float(l_422);
const uint32 l_1540 = reinterpret_cast<uint32 const&>(l_1539);
const uint32 l_1541 = l_1540 & uint32(2147483647);
const float l_1542 = reinterpret_cast<float const&>(l_1541);
const double l_1543 = double(l_1542);
l_mut_84 = l_1543;
const bool l_1544 = l_1541 < uint32(8388608);
if (l_1544) {
const double l_1545 = double(l_1541);
const double l_1546 = l_1545 * double(1.401298464324817e-45);
l_mut_84 = l_1546;
}
const uint64 l_1547 = reinterpret_cast<uint64 const&>(l_mut_84);
const uint32 l_1548 = l_1540 >> uint32(31);
const uint64 l_1549 = uint64(l_1548);
const uint64 l_1550 = l_1549 << uint64(63);
const uint64 l_1551 = l_1547 | l_1550;
const double l_1552 = reinterpret_cast<double const&>(l_1551);
const double l_1553 = abs(l_1552);
l_mut_84 = l_1553;
l_mut_484 = uint32(0);
const bool l_1554 = l_1553 >= double(0.785);
if (l_1554) {
const double l_1555 = l_1553 * double(0.6366197723675814);
const double l_1556 = l_1555 + double(0.5);
const double l_1557 = floor(l_1556);
const double l_1558 = l_1557 * double(1.570796325802803);
const double l_1559 = l_1553 - l_1558;
const double l_1560 = l_1559 * l_20;
const double l_1561 = l_1557 * double(9.920935796805404e-10);
const double l_1562 = l_1560 - l_1561;
l_mut_84 = l_1562;
const uint32 l_1563 = uint32(l_1557);
l_mut_484 = l_1563;
}
const uint32 l_1564 = reinterpret_cast<uint32 const&>(l_1539);
const bool l_1565 = l_1564 >= uint32(2147483648);
const double l_1566 = l_mut_84 * l_mut_84;
const double l_1567 = l_1566 * double(1.9572941063391263e-20);
const double l_1568 = double(8.22063524662433e-18) - l_1567;
l_mut_57 = l_1568;
const double l_1569 = l_mut_57 * l_1566;
const double l_1570 = l_1569 - double(2.8114572543455206e-15);
l_mut_57 = l_1570;
const double l_1571 = l_mut_57 * l_1566;
const double l_1572 = l_1571 + double(7.647163731819816e-13);
l_mut_57 = l_1572;
const double l_1573 = l_mut_57 * l_1566;
const double l_1574 = l_1573 - double(1.6059043836821613e-10);
l_mut_57 = l_1574;
const double l_1575 = l_mut_57 * l_1566;
const double l_1576 = l_1575 + double(2.505210838544172e-8);
l_mut_57 = l_1576;
const double l_1577 = l_mut_57 * l_1566;
const double l_1578 = l_1577 - double(2.7557319223985893e-6);
l_mut_57 = l_1578;
const double l_1579 = l_mut_57 * l_1566;
const double l_1580 = l_1579 + double(0.0001984126984126984);
l_mut_57 = l_1580;
const double l_1581 = l_mut_57 * l_1566;
const double l_1582 = l_1581 - double(0.008333333333333333);
l_mut_57 = l_1582;
const double l_1583 = l_mut_57 * l_1566;
const double l_1584 = l_1583 + double(0.16666666666666666);
l_mut_57 = l_1584;
const double l_1585 = double(0.5) * l_1566;
const double l_1586 = double(1.0) - l_1585;
const double l_1587 = double(0.0) * l_1586;
const double l_1588 = l_mut_84 * l_1566;
const double l_1589 = l_1588 * l_mut_57;
const double l_1590 = l_1587 - l_1589;
const double l_1591 = l_mut_84 + l_1590;
const double l_1592 = l_mut_84 * l_mut_84;
const double l_1593 = l_1592 * double(4.110317623312165e-19);
const double l_1594 = l_1593 - double(1.5619206968586225e-16);
l_mut_57 = l_1594;
const double l_1595 = l_mut_57 * l_1592;
const double l_1596 = l_1595 + double(4.779477332387385e-14);
l_mut_57 = l_1596;
const double l_1597 = l_mut_57 * l_1592;
const double l_1598 = l_1597 - double(1.1470745597729725e-11);
l_mut_57 = l_1598;
const double l_1599 = l_mut_57 * l_1592;
const double l_1600 = l_1599 + double(2.08767569878681e-9);
l_mut_57 = l_1600;
const double l_1601 = l_mut_57 * l_1592;
const double l_1602 = l_1601 - double(2.755731922398589e-7);
l_mut_57 = l_1602;
const double l_1603 = l_mut_57 * l_1592;
const double l_1604 = l_1603 + double(2.48015873015873e-5);
l_mut_57 = l_1604;
const double l_1605 = l_mut_57 * l_1592;
const double l_1606 = l_1605 - double(0.001388888888888889);
l_mut_57 = l_1606;
const double l_1607 = l_mut_57 * l_1592;
const double l_1608 = l_1607 + double(0.041666666666666664);
l_mut_57 = l_1608;
const double l_1609 = double(0.5) * l_1592;
const double l_1610 = double(1.0) - l_1609;
const double l_1611 = l_1592 * l_1592;
const double l_1612 = l_1611 * l_mut_57;
const double l_1613 = double(0.0) * l_mut_84;
const double l_1614 = l_1612 - l_1613;
const double l_1615 = l_1610 + l_1614;
const uint32 l_1616 = l_mut_484 & uint32(1);
const bool l_1617 = l_1616 == uint32(1);
l_mut_84 = l_1591;
const uint32 l_1618 = l_mut_484 & uint32(2);
const bool l_1619 = l_1618 != uint32(0);
l_mut_544 = l_1619;
l_mut_84 = l_1615;
if (l_1617) {
l_mut_84 = l_1591;
}
const uint32 l_1620 = l_mut_484 + uint32(1);
const uint32 l_1621 = l_1620 & uint32(2);
const bool l_1622 = l_1621 != uint32(0);
l_mut_544 = l_1622;
const bool l_1623 = bool(false) && l_1565;
if (l_1623) {
const bool l_1624 = !l_mut_544;
l_mut_544 = l_1624;
}
if (l_mut_544) {
const double l_1625 = -l_mut_84;
l_mut_84 = l_1625;
}
const double l_1626 = abs(l_mut_251);
const double l_1627 = l_1626 * double(1.4551915228366852e-11);
const double l_1628 = abs(l_mut_84);
const double l_1629 = l_1628 * double(1.4551915228366852e-11);
l_mut_57 = double(1.4551915228366852e-11);
l_mut_484 = uint32(2);
if (l_413) {
const double l_1630 = l_mut_251 - l_415;
const double l_1631 = abs(l_1630);
const double l_1632 = l_1631 * double(2.220446049250313e-16);
const double l_1633 = l_1627 + l_1632;
const double l_1634 = l_1630 + l_1633;
const double l_1635 = -l_1634;
const double l_1636 = l_1635 * double(7.1362384635298e44);
const double l_1637 = floor(l_1636);
const double l_1638 = l_1637 * double(1.401298464324817e-45);
l_mut_47 = l_1638;
const double l_1639 = abs(l_1635);
const bool l_1640 = l_1639 >= double(1.1754943508222875e-38);
if (l_1640) {
const float l_1641 = float(l_1635);
const double l_1642 = double(l_1641);
l_mut_47 = l_1642;
const bool l_1643 = l_mut_47 > l_1635;
if (l_1643) {
const uint32 l_1644 = reinterpret_cast<uint32 const&>(l_1641);
const uint32 l_1645 = l_1644 ^ uint32(2147483648);
const float l_1646 = reinterpret_cast<float const&>(l_1645);
const uint32 l_1647 = reinterpret_cast<uint32 const&>(l_1646);
const uint32 l_1648 = l_1647 + uint32(1);
l_mut_443 = l_1648;
const uint32 l_1649 = l_1647 & uint32(2147483647);
const bool l_1650 = l_1649 == uint32(0);
if (l_1650) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1651 = l_1647 & uint32(2147483648);
const bool l_1652 = l_1651 != uint32(0);
if (l_1652) {
const uint32 l_1653 = l_1647 - uint32(1);
l_mut_443 = l_1653;
} else {
const bool l_1654 = l_1647 == uint32(2139095040);
if (l_1654) {
l_mut_443 = l_1647;
}
}
}
const float l_1655 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1656 = reinterpret_cast<uint32 const&>(l_1655);
const uint32 l_1657 = l_1656 ^ uint32(2147483648);
const float l_1658 = reinterpret_cast<float const&>(l_1657);
const uint32 l_1659 = reinterpret_cast<uint32 const&>(l_1658);
const uint32 l_1660 = l_1659 & uint32(2147483647);
const float l_1661 = reinterpret_cast<float const&>(l_1660);
const double l_1662 = double(l_1661);
l_mut_1663 = l_1662;
const bool l_1664 = l_1660 < uint32(8388608);
if (l_1664) {
const double l_1665 = double(l_1660);
const double l_1666 = l_1665 * double(1.401298464324817e-45);
l_mut_1663 = l_1666;
}
const uint64 l_1667 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_1668 = l_1659 >> uint32(31);
const uint64 l_1669 = uint64(l_1668);
const uint64 l_1670 = l_1669 << uint64(63);
const uint64 l_1671 = l_1667 | l_1670;
const double l_1672 = reinterpret_cast<double const&>(l_1671);
l_mut_47 = l_1672;
} else {
const uint32 l_1673 = reinterpret_cast<uint32 const&>(l_1641);
const uint32 l_1674 = l_1673 + uint32(1);
l_mut_443 = l_1674;
const uint32 l_1675 = l_1673 & uint32(2147483647);
const bool l_1676 = l_1675 == uint32(0);
if (l_1676) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1677 = l_1673 & uint32(2147483648);
const bool l_1678 = l_1677 != uint32(0);
if (l_1678) {
const uint32 l_1679 = l_1673 - uint32(1);
l_mut_443 = l_1679;
} else {
const bool l_1680 = l_1673 == uint32(2139095040);
if (l_1680) {
l_mut_443 = l_1673;
}
}
}
const float l_1681 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1682 = reinterpret_cast<uint32 const&>(l_1681);
const uint32 l_1683 = l_1682 & uint32(2147483647);
const float l_1684 = reinterpret_cast<float const&>(l_1683);
const double l_1685 = double(l_1684);
l_mut_1663 = l_1685;
const bool l_1686 = l_1683 < uint32(8388608);
if (l_1686) {
const double l_1687 = double(l_1683);
const double l_1688 = l_1687 * double(1.401298464324817e-45);
l_mut_1663 = l_1688;
}
const uint64 l_1689 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_1690 = l_1682 >> uint32(31);
const uint64 l_1691 = uint64(l_1690);
const uint64 l_1692 = l_1691 << uint64(63);
const uint64 l_1693 = l_1689 | l_1692;
const double l_1694 = reinterpret_cast<double const&>(l_1693);
const bool l_1695 = l_1694 <= l_1635;
if (l_1695) {
const uint32 l_1696 = reinterpret_cast<uint32 const&>(l_1641);
const uint32 l_1697 = l_1696 + uint32(1);
l_mut_443 = l_1697;
const uint32 l_1698 = l_1696 & uint32(2147483647);
const bool l_1699 = l_1698 == uint32(0);
if (l_1699) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1700 = l_1696 & uint32(2147483648);
const bool l_1701 = l_1700 != uint32(0);
if (l_1701) {
const uint32 l_1702 = l_1696 - uint32(1);
l_mut_443 = l_1702;
} else {
const bool l_1703 = l_1696 == uint32(2139095040);
if (l_1703) {
l_mut_443 = l_1696;
}
}
}
const float l_1704 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1705 = reinterpret_cast<uint32 const&>(l_1704);
const uint32 l_1706 = l_1705 & uint32(2147483647);
const float l_1707 = reinterpret_cast<float const&>(l_1706);
const double l_1708 = double(l_1707);
l_mut_1663 = l_1708;
const bool l_1709 = l_1706 < uint32(8388608);
if (l_1709) {
const double l_1710 = double(l_1706);
const double l_1711 = l_1710 * double(1.401298464324817e-45);
l_mut_1663 = l_1711;
}
const uint64 l_1712 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_1713 = l_1705 >> uint32(31);
const uint64 l_1714 = uint64(l_1713);
const uint64 l_1715 = l_1714 << uint64(63);
const uint64 l_1716 = l_1712 | l_1715;
const double l_1717 = reinterpret_cast<double const&>(l_1716);
l_mut_47 = l_1717;
}
}
}
const double l_1718 = -l_mut_47;
l_mut_1663 = l_1718;
const bool l_1719 = bool(true) && bool(true);
if (l_1719) {
const double l_1720 = l_1630 + l_1633;
const double l_1721 = l_1720 * double(7.1362384635298e44);
const double l_1722 = floor(l_1721);
const double l_1723 = l_1722 * double(1.401298464324817e-45);
l_mut_47 = l_1723;
const double l_1724 = abs(l_1720);
const bool l_1725 = l_1724 >= double(1.1754943508222875e-38);
if (l_1725) {
const float l_1726 = float(l_1720);
const double l_1727 = double(l_1726);
l_mut_47 = l_1727;
const bool l_1728 = l_mut_47 > l_1720;
if (l_1728) {
const uint32 l_1729 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1730 = l_1729 ^ uint32(2147483648);
const float l_1731 = reinterpret_cast<float const&>(l_1730);
const uint32 l_1732 = reinterpret_cast<uint32 const&>(l_1731);
const uint32 l_1733 = l_1732 + uint32(1);
l_mut_443 = l_1733;
const uint32 l_1734 = l_1732 & uint32(2147483647);
const bool l_1735 = l_1734 == uint32(0);
if (l_1735) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1736 = l_1732 & uint32(2147483648);
const bool l_1737 = l_1736 != uint32(0);
if (l_1737) {
const uint32 l_1738 = l_1732 - uint32(1);
l_mut_443 = l_1738;
} else {
const bool l_1739 = l_1732 == uint32(2139095040);
if (l_1739) {
l_mut_443 = l_1732;
}
}
}
const float l_1740 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1741 = reinterpret_cast<uint32 const&>(l_1740);
const uint32 l_1742 = l_1741 ^ uint32(2147483648);
const float l_1743 = reinterpret_cast<float const&>(l_1742);
const uint32 l_1744 = reinterpret_cast<uint32 const&>(l_1743);
const uint32 l_1745 = l_1744 & uint32(2147483647);
const float l_1746 = reinterpret_cast<float const&>(l_1745);
const double l_1747 = double(l_1746);
l_mut_1748 = l_1747;
const bool l_1749 = l_1745 < uint32(8388608);
if (l_1749) {
const double l_1750 = double(l_1745);
const double l_1751 = l_1750 * double(1.401298464324817e-45);
l_mut_1748 = l_1751;
}
const uint64 l_1752 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_1753 = l_1744 >> uint32(31);
const uint64 l_1754 = uint64(l_1753);
const uint64 l_1755 = l_1754 << uint64(63);
const uint64 l_1756 = l_1752 | l_1755;
const double l_1757 = reinterpret_cast<double const&>(l_1756);
l_mut_47 = l_1757;
} else {
const uint32 l_1758 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1759 = l_1758 + uint32(1);
l_mut_443 = l_1759;
const uint32 l_1760 = l_1758 & uint32(2147483647);
const bool l_1761 = l_1760 == uint32(0);
if (l_1761) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1762 = l_1758 & uint32(2147483648);
const bool l_1763 = l_1762 != uint32(0);
if (l_1763) {
const uint32 l_1764 = l_1758 - uint32(1);
l_mut_443 = l_1764;
} else {
const bool l_1765 = l_1758 == uint32(2139095040);
if (l_1765) {
l_mut_443 = l_1758;
}
}
}
const float l_1766 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1767 = reinterpret_cast<uint32 const&>(l_1766);
const uint32 l_1768 = l_1767 & uint32(2147483647);
const float l_1769 = reinterpret_cast<float const&>(l_1768);
const double l_1770 = double(l_1769);
l_mut_1748 = l_1770;
const bool l_1771 = l_1768 < uint32(8388608);
if (l_1771) {
const double l_1772 = double(l_1768);
const double l_1773 = l_1772 * double(1.401298464324817e-45);
l_mut_1748 = l_1773;
}
const uint64 l_1774 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_1775 = l_1767 >> uint32(31);
const uint64 l_1776 = uint64(l_1775);
const uint64 l_1777 = l_1776 << uint64(63);
const uint64 l_1778 = l_1774 | l_1777;
const double l_1779 = reinterpret_cast<double const&>(l_1778);
const bool l_1780 = l_1779 <= l_1720;
if (l_1780) {
const uint32 l_1781 = reinterpret_cast<uint32 const&>(l_1726);
const uint32 l_1782 = l_1781 + uint32(1);
l_mut_443 = l_1782;
const uint32 l_1783 = l_1781 & uint32(2147483647);
const bool l_1784 = l_1783 == uint32(0);
if (l_1784) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1785 = l_1781 & uint32(2147483648);
const bool l_1786 = l_1785 != uint32(0);
if (l_1786) {
const uint32 l_1787 = l_1781 - uint32(1);
l_mut_443 = l_1787;
} else {
const bool l_1788 = l_1781 == uint32(2139095040);
if (l_1788) {
l_mut_443 = l_1781;
}
}
}
const float l_1789 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1790 = reinterpret_cast<uint32 const&>(l_1789);
const uint32 l_1791 = l_1790 & uint32(2147483647);
const float l_1792 = reinterpret_cast<float const&>(l_1791);
const double l_1793 = double(l_1792);
l_mut_1748 = l_1793;
const bool l_1794 = l_1791 < uint32(8388608);
if (l_1794) {
const double l_1795 = double(l_1791);
const double l_1796 = l_1795 * double(1.401298464324817e-45);
l_mut_1748 = l_1796;
}
const uint64 l_1797 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_1798 = l_1790 >> uint32(31);
const uint64 l_1799 = uint64(l_1798);
const uint64 l_1800 = l_1799 << uint64(63);
const uint64 l_1801 = l_1797 | l_1800;
const double l_1802 = reinterpret_cast<double const&>(l_1801);
l_mut_47 = l_1802;
}
}
}
l_mut_1663 = l_mut_47;
} else {
const double l_1803 = l_1630 - l_1633;
const double l_1804 = l_1803 * double(7.1362384635298e44);
const double l_1805 = floor(l_1804);
const double l_1806 = l_1805 * double(1.401298464324817e-45);
l_mut_1748 = l_1806;
const double l_1807 = abs(l_1803);
const bool l_1808 = l_1807 >= double(1.1754943508222875e-38);
if (l_1808) {
const float l_1809 = float(l_1803);
const double l_1810 = double(l_1809);
l_mut_1748 = l_1810;
const bool l_1811 = l_mut_1748 > l_1803;
if (l_1811) {
const uint32 l_1812 = reinterpret_cast<uint32 const&>(l_1809);
const uint32 l_1813 = l_1812 ^ uint32(2147483648);
const float l_1814 = reinterpret_cast<float const&>(l_1813);
const uint32 l_1815 = reinterpret_cast<uint32 const&>(l_1814);
const uint32 l_1816 = l_1815 + uint32(1);
l_mut_443 = l_1816;
const uint32 l_1817 = l_1815 & uint32(2147483647);
const bool l_1818 = l_1817 == uint32(0);
if (l_1818) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1819 = l_1815 & uint32(2147483648);
const bool l_1820 = l_1819 != uint32(0);
if (l_1820) {
const uint32 l_1821 = l_1815 - uint32(1);
l_mut_443 = l_1821;
} else {
const bool l_1822 = l_1815 == uint32(2139095040);
if (l_1822) {
l_mut_443 = l_1815;
}
}
}
const float l_1823 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1824 = reinterpret_cast<uint32 const&>(l_1823);
const uint32 l_1825 = l_1824 ^ uint32(2147483648);
const float l_1826 = reinterpret_cast<float const&>(l_1825);
const uint32 l_1827 = reinterpret_cast<uint32 const&>(l_1826);
const uint32 l_1828 = l_1827 & uint32(2147483647);
const float l_1829 = reinterpret_cast<float const&>(l_1828);
const double l_1830 = double(l_1829);
l_mut_47 = l_1830;
const bool l_1831 = l_1828 < uint32(8388608);
if (l_1831) {
const double l_1832 = double(l_1828);
const double l_1833 = l_1832 * double(1.401298464324817e-45);
l_mut_47 = l_1833;
}
const uint64 l_1834 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1835 = l_1827 >> uint32(31);
const uint64 l_1836 = uint64(l_1835);
const uint64 l_1837 = l_1836 << uint64(63);
const uint64 l_1838 = l_1834 | l_1837;
const double l_1839 = reinterpret_cast<double const&>(l_1838);
l_mut_1748 = l_1839;
} else {
const uint32 l_1840 = reinterpret_cast<uint32 const&>(l_1809);
const uint32 l_1841 = l_1840 + uint32(1);
l_mut_443 = l_1841;
const uint32 l_1842 = l_1840 & uint32(2147483647);
const bool l_1843 = l_1842 == uint32(0);
if (l_1843) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1844 = l_1840 & uint32(2147483648);
const bool l_1845 = l_1844 != uint32(0);
if (l_1845) {
const uint32 l_1846 = l_1840 - uint32(1);
l_mut_443 = l_1846;
} else {
const bool l_1847 = l_1840 == uint32(2139095040);
if (l_1847) {
l_mut_443 = l_1840;
}
}
}
const float l_1848 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1849 = reinterpret_cast<uint32 const&>(l_1848);
const uint32 l_1850 = l_1849 & uint32(2147483647);
const float l_1851 = reinterpret_cast<float const&>(l_1850);
const double l_1852 = double(l_1851);
l_mut_47 = l_1852;
const bool l_1853 = l_1850 < uint32(8388608);
if (l_1853) {
const double l_1854 = double(l_1850);
const double l_1855 = l_1854 * double(1.401298464324817e-45);
l_mut_47 = l_1855;
}
const uint64 l_1856 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1857 = l_1849 >> uint32(31);
const uint64 l_1858 = uint64(l_1857);
const uint64 l_1859 = l_1858 << uint64(63);
const uint64 l_1860 = l_1856 | l_1859;
const double l_1861 = reinterpret_cast<double const&>(l_1860);
const bool l_1862 = l_1861 <= l_1803;
if (l_1862) {
const uint32 l_1863 = reinterpret_cast<uint32 const&>(l_1809);
const uint32 l_1864 = l_1863 + uint32(1);
l_mut_443 = l_1864;
const uint32 l_1865 = l_1863 & uint32(2147483647);
const bool l_1866 = l_1865 == uint32(0);
if (l_1866) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1867 = l_1863 & uint32(2147483648);
const bool l_1868 = l_1867 != uint32(0);
if (l_1868) {
const uint32 l_1869 = l_1863 - uint32(1);
l_mut_443 = l_1869;
} else {
const bool l_1870 = l_1863 == uint32(2139095040);
if (l_1870) {
l_mut_443 = l_1863;
}
}
}
const float l_1871 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1872 = reinterpret_cast<uint32 const&>(l_1871);
const uint32 l_1873 = l_1872 & uint32(2147483647);
const float l_1874 = reinterpret_cast<float const&>(l_1873);
const double l_1875 = double(l_1874);
l_mut_47 = l_1875;
const bool l_1876 = l_1873 < uint32(8388608);
if (l_1876) {
const double l_1877 = double(l_1873);
const double l_1878 = l_1877 * double(1.401298464324817e-45);
l_mut_47 = l_1878;
}
const uint64 l_1879 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1880 = l_1872 >> uint32(31);
const uint64 l_1881 = uint64(l_1880);
const uint64 l_1882 = l_1881 << uint64(63);
const uint64 l_1883 = l_1879 | l_1882;
const double l_1884 = reinterpret_cast<double const&>(l_1883);
l_mut_1748 = l_1884;
}
}
}
l_mut_1663 = l_mut_1748;
}
const double l_1885 = l_mut_251 + l_415;
const double l_1886 = abs(l_1885);
const double l_1887 = l_1886 * double(2.220446049250313e-16);
const double l_1888 = l_1627 + l_1887;
const double l_1889 = l_1885 + l_1888;
const double l_1890 = -l_1889;
const double l_1891 = l_1890 * double(7.1362384635298e44);
const double l_1892 = floor(l_1891);
const double l_1893 = l_1892 * double(1.401298464324817e-45);
l_mut_1748 = l_1893;
const double l_1894 = abs(l_1890);
const bool l_1895 = l_1894 >= double(1.1754943508222875e-38);
if (l_1895) {
const float l_1896 = float(l_1890);
const double l_1897 = double(l_1896);
l_mut_1748 = l_1897;
const bool l_1898 = l_mut_1748 > l_1890;
if (l_1898) {
const uint32 l_1899 = reinterpret_cast<uint32 const&>(l_1896);
const uint32 l_1900 = l_1899 ^ uint32(2147483648);
const float l_1901 = reinterpret_cast<float const&>(l_1900);
const uint32 l_1902 = reinterpret_cast<uint32 const&>(l_1901);
const uint32 l_1903 = l_1902 + uint32(1);
l_mut_443 = l_1903;
const uint32 l_1904 = l_1902 & uint32(2147483647);
const bool l_1905 = l_1904 == uint32(0);
if (l_1905) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1906 = l_1902 & uint32(2147483648);
const bool l_1907 = l_1906 != uint32(0);
if (l_1907) {
const uint32 l_1908 = l_1902 - uint32(1);
l_mut_443 = l_1908;
} else {
const bool l_1909 = l_1902 == uint32(2139095040);
if (l_1909) {
l_mut_443 = l_1902;
}
}
}
const float l_1910 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1911 = reinterpret_cast<uint32 const&>(l_1910);
const uint32 l_1912 = l_1911 ^ uint32(2147483648);
const float l_1913 = reinterpret_cast<float const&>(l_1912);
const uint32 l_1914 = reinterpret_cast<uint32 const&>(l_1913);
const uint32 l_1915 = l_1914 & uint32(2147483647);
const float l_1916 = reinterpret_cast<float const&>(l_1915);
const double l_1917 = double(l_1916);
l_mut_47 = l_1917;
const bool l_1918 = l_1915 < uint32(8388608);
if (l_1918) {
const double l_1919 = double(l_1915);
const double l_1920 = l_1919 * double(1.401298464324817e-45);
l_mut_47 = l_1920;
}
const uint64 l_1921 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1922 = l_1914 >> uint32(31);
const uint64 l_1923 = uint64(l_1922);
const uint64 l_1924 = l_1923 << uint64(63);
const uint64 l_1925 = l_1921 | l_1924;
const double l_1926 = reinterpret_cast<double const&>(l_1925);
l_mut_1748 = l_1926;
} else {
const uint32 l_1927 = reinterpret_cast<uint32 const&>(l_1896);
const uint32 l_1928 = l_1927 + uint32(1);
l_mut_443 = l_1928;
const uint32 l_1929 = l_1927 & uint32(2147483647);
const bool l_1930 = l_1929 == uint32(0);
if (l_1930) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1931 = l_1927 & uint32(2147483648);
const bool l_1932 = l_1931 != uint32(0);
if (l_1932) {
const uint32 l_1933 = l_1927 - uint32(1);
l_mut_443 = l_1933;
} else {
const bool l_1934 = l_1927 == uint32(2139095040);
if (l_1934) {
l_mut_443 = l_1927;
}
}
}
const float l_1935 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1936 = reinterpret_cast<uint32 const&>(l_1935);
const uint32 l_1937 = l_1936 & uint32(2147483647);
const float l_1938 = reinterpret_cast<float const&>(l_1937);
const double l_1939 = double(l_1938);
l_mut_47 = l_1939;
const bool l_1940 = l_1937 < uint32(8388608);
if (l_1940) {
const double l_1941 = double(l_1937);
const double l_1942 = l_1941 * double(1.401298464324817e-45);
l_mut_47 = l_1942;
}
const uint64 l_1943 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1944 = l_1936 >> uint32(31);
const uint64 l_1945 = uint64(l_1944);
const uint64 l_1946 = l_1945 << uint64(63);
const uint64 l_1947 = l_1943 | l_1946;
const double l_1948 = reinterpret_cast<double const&>(l_1947);
const bool l_1949 = l_1948 <= l_1890;
if (l_1949) {
const uint32 l_1950 = reinterpret_cast<uint32 const&>(l_1896);
const uint32 l_1951 = l_1950 + uint32(1);
l_mut_443 = l_1951;
const uint32 l_1952 = l_1950 & uint32(2147483647);
const bool l_1953 = l_1952 == uint32(0);
if (l_1953) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1954 = l_1950 & uint32(2147483648);
const bool l_1955 = l_1954 != uint32(0);
if (l_1955) {
const uint32 l_1956 = l_1950 - uint32(1);
l_mut_443 = l_1956;
} else {
const bool l_1957 = l_1950 == uint32(2139095040);
if (l_1957) {
l_mut_443 = l_1950;
}
}
}
const float l_1958 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1959 = reinterpret_cast<uint32 const&>(l_1958);
const uint32 l_1960 = l_1959 & uint32(2147483647);
const float l_1961 = reinterpret_cast<float const&>(l_1960);
const double l_1962 = double(l_1961);
l_mut_47 = l_1962;
const bool l_1963 = l_1960 < uint32(8388608);
if (l_1963) {
const double l_1964 = double(l_1960);
const double l_1965 = l_1964 * double(1.401298464324817e-45);
l_mut_47 = l_1965;
}
const uint64 l_1966 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_1967 = l_1959 >> uint32(31);
const uint64 l_1968 = uint64(l_1967);
const uint64 l_1969 = l_1968 << uint64(63);
const uint64 l_1970 = l_1966 | l_1969;
const double l_1971 = reinterpret_cast<double const&>(l_1970);
l_mut_1748 = l_1971;
}
}
}
const double l_1972 = -l_mut_1748;
l_mut_1748 = l_1972;
const bool l_1973 = bool(false) && bool(true);
if (l_1973) {
const double l_1974 = l_1885 + l_1888;
const double l_1975 = l_1974 * double(7.1362384635298e44);
const double l_1976 = floor(l_1975);
const double l_1977 = l_1976 * double(1.401298464324817e-45);
l_mut_47 = l_1977;
const double l_1978 = abs(l_1974);
const bool l_1979 = l_1978 >= double(1.1754943508222875e-38);
if (l_1979) {
const float l_1980 = float(l_1974);
const double l_1981 = double(l_1980);
l_mut_47 = l_1981;
const bool l_1982 = l_mut_47 > l_1974;
if (l_1982) {
const uint32 l_1983 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_1984 = l_1983 ^ uint32(2147483648);
const float l_1985 = reinterpret_cast<float const&>(l_1984);
const uint32 l_1986 = reinterpret_cast<uint32 const&>(l_1985);
const uint32 l_1987 = l_1986 + uint32(1);
l_mut_443 = l_1987;
const uint32 l_1988 = l_1986 & uint32(2147483647);
const bool l_1989 = l_1988 == uint32(0);
if (l_1989) {
l_mut_443 = uint32(1);
} else {
const uint32 l_1990 = l_1986 & uint32(2147483648);
const bool l_1991 = l_1990 != uint32(0);
if (l_1991) {
const uint32 l_1992 = l_1986 - uint32(1);
l_mut_443 = l_1992;
} else {
const bool l_1993 = l_1986 == uint32(2139095040);
if (l_1993) {
l_mut_443 = l_1986;
}
}
}
const float l_1994 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_1995 = reinterpret_cast<uint32 const&>(l_1994);
const uint32 l_1996 = l_1995 ^ uint32(2147483648);
const float l_1997 = reinterpret_cast<float const&>(l_1996);
const uint32 l_1998 = reinterpret_cast<uint32 const&>(l_1997);
const uint32 l_1999 = l_1998 & uint32(2147483647);
const float l_2000 = reinterpret_cast<float const&>(l_1999);
const double l_2001 = double(l_2000);
l_mut_2002 = l_2001;
const bool l_2003 = l_1999 < uint32(8388608);
if (l_2003) {
const double l_2004 = double(l_1999);
const double l_2005 = l_2004 * double(1.401298464324817e-45);
l_mut_2002 = l_2005;
}
const uint64 l_2006 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_2007 = l_1998 >> uint32(31);
const uint64 l_2008 = uint64(l_2007);
const uint64 l_2009 = l_2008 << uint64(63);
const uint64 l_2010 = l_2006 | l_2009;
const double l_2011 = reinterpret_cast<double const&>(l_2010);
l_mut_47 = l_2011;
} else {
const uint32 l_2012 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_2013 = l_2012 + uint32(1);
l_mut_443 = l_2013;
const uint32 l_2014 = l_2012 & uint32(2147483647);
const bool l_2015 = l_2014 == uint32(0);
if (l_2015) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2016 = l_2012 & uint32(2147483648);
const bool l_2017 = l_2016 != uint32(0);
if (l_2017) {
const uint32 l_2018 = l_2012 - uint32(1);
l_mut_443 = l_2018;
} else {
const bool l_2019 = l_2012 == uint32(2139095040);
if (l_2019) {
l_mut_443 = l_2012;
}
}
}
const float l_2020 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2021 = reinterpret_cast<uint32 const&>(l_2020);
const uint32 l_2022 = l_2021 & uint32(2147483647);
const float l_2023 = reinterpret_cast<float const&>(l_2022);
const double l_2024 = double(l_2023);
l_mut_2002 = l_2024;
const bool l_2025 = l_2022 < uint32(8388608);
if (l_2025) {
const double l_2026 = double(l_2022);
const double l_2027 = l_2026 * double(1.401298464324817e-45);
l_mut_2002 = l_2027;
}
const uint64 l_2028 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_2029 = l_2021 >> uint32(31);
const uint64 l_2030 = uint64(l_2029);
const uint64 l_2031 = l_2030 << uint64(63);
const uint64 l_2032 = l_2028 | l_2031;
const double l_2033 = reinterpret_cast<double const&>(l_2032);
const bool l_2034 = l_2033 <= l_1974;
if (l_2034) {
const uint32 l_2035 = reinterpret_cast<uint32 const&>(l_1980);
const uint32 l_2036 = l_2035 + uint32(1);
l_mut_443 = l_2036;
const uint32 l_2037 = l_2035 & uint32(2147483647);
const bool l_2038 = l_2037 == uint32(0);
if (l_2038) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2039 = l_2035 & uint32(2147483648);
const bool l_2040 = l_2039 != uint32(0);
if (l_2040) {
const uint32 l_2041 = l_2035 - uint32(1);
l_mut_443 = l_2041;
} else {
const bool l_2042 = l_2035 == uint32(2139095040);
if (l_2042) {
l_mut_443 = l_2035;
}
}
}
const float l_2043 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2044 = reinterpret_cast<uint32 const&>(l_2043);
const uint32 l_2045 = l_2044 & uint32(2147483647);
const float l_2046 = reinterpret_cast<float const&>(l_2045);
const double l_2047 = double(l_2046);
l_mut_2002 = l_2047;
const bool l_2048 = l_2045 < uint32(8388608);
if (l_2048) {
const double l_2049 = double(l_2045);
const double l_2050 = l_2049 * double(1.401298464324817e-45);
l_mut_2002 = l_2050;
}
const uint64 l_2051 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_2052 = l_2044 >> uint32(31);
const uint64 l_2053 = uint64(l_2052);
const uint64 l_2054 = l_2053 << uint64(63);
const uint64 l_2055 = l_2051 | l_2054;
const double l_2056 = reinterpret_cast<double const&>(l_2055);
l_mut_47 = l_2056;
}
}
}
l_mut_1748 = l_mut_47;
} else {
const double l_2057 = l_1885 - l_1888;
const double l_2058 = -l_2057;
const double l_2059 = l_2058 * double(7.1362384635298e44);
const double l_2060 = floor(l_2059);
const double l_2061 = l_2060 * double(1.401298464324817e-45);
l_mut_2002 = l_2061;
const double l_2062 = abs(l_2058);
const bool l_2063 = l_2062 >= double(1.1754943508222875e-38);
if (l_2063) {
const float l_2064 = float(l_2058);
const double l_2065 = double(l_2064);
l_mut_2002 = l_2065;
const bool l_2066 = l_mut_2002 > l_2058;
if (l_2066) {
const uint32 l_2067 = reinterpret_cast<uint32 const&>(l_2064);
const uint32 l_2068 = l_2067 ^ uint32(2147483648);
const float l_2069 = reinterpret_cast<float const&>(l_2068);
const uint32 l_2070 = reinterpret_cast<uint32 const&>(l_2069);
const uint32 l_2071 = l_2070 + uint32(1);
l_mut_443 = l_2071;
const uint32 l_2072 = l_2070 & uint32(2147483647);
const bool l_2073 = l_2072 == uint32(0);
if (l_2073) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2074 = l_2070 & uint32(2147483648);
const bool l_2075 = l_2074 != uint32(0);
if (l_2075) {
const uint32 l_2076 = l_2070 - uint32(1);
l_mut_443 = l_2076;
} else {
const bool l_2077 = l_2070 == uint32(2139095040);
if (l_2077) {
l_mut_443 = l_2070;
}
}
}
const float l_2078 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2079 = reinterpret_cast<uint32 const&>(l_2078);
const uint32 l_2080 = l_2079 ^ uint32(2147483648);
const float l_2081 = reinterpret_cast<float const&>(l_2080);
const uint32 l_2082 = reinterpret_cast<uint32 const&>(l_2081);
const uint32 l_2083 = l_2082 & uint32(2147483647);
const float l_2084 = reinterpret_cast<float const&>(l_2083);
const double l_2085 = double(l_2084);
l_mut_47 = l_2085;
const bool l_2086 = l_2083 < uint32(8388608);
if (l_2086) {
const double l_2087 = double(l_2083);
const double l_2088 = l_2087 * double(1.401298464324817e-45);
l_mut_47 = l_2088;
}
const uint64 l_2089 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2090 = l_2082 >> uint32(31);
const uint64 l_2091 = uint64(l_2090);
const uint64 l_2092 = l_2091 << uint64(63);
const uint64 l_2093 = l_2089 | l_2092;
const double l_2094 = reinterpret_cast<double const&>(l_2093);
l_mut_2002 = l_2094;
} else {
const uint32 l_2095 = reinterpret_cast<uint32 const&>(l_2064);
const uint32 l_2096 = l_2095 + uint32(1);
l_mut_443 = l_2096;
const uint32 l_2097 = l_2095 & uint32(2147483647);
const bool l_2098 = l_2097 == uint32(0);
if (l_2098) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2099 = l_2095 & uint32(2147483648);
const bool l_2100 = l_2099 != uint32(0);
if (l_2100) {
const uint32 l_2101 = l_2095 - uint32(1);
l_mut_443 = l_2101;
} else {
const bool l_2102 = l_2095 == uint32(2139095040);
if (l_2102) {
l_mut_443 = l_2095;
}
}
}
const float l_2103 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2104 = reinterpret_cast<uint32 const&>(l_2103);
const uint32 l_2105 = l_2104 & uint32(2147483647);
const float l_2106 = reinterpret_cast<float const&>(l_2105);
const double l_2107 = double(l_2106);
l_mut_47 = l_2107;
const bool l_2108 = l_2105 < uint32(8388608);
if (l_2108) {
const double l_2109 = double(l_2105);
const double l_2110 = l_2109 * double(1.401298464324817e-45);
l_mut_47 = l_2110;
}
const uint64 l_2111 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2112 = l_2104 >> uint32(31);
const uint64 l_2113 = uint64(l_2112);
const uint64 l_2114 = l_2113 << uint64(63);
const uint64 l_2115 = l_2111 | l_2114;
const double l_2116 = reinterpret_cast<double const&>(l_2115);
const bool l_2117 = l_2116 <= l_2058;
if (l_2117) {
const uint32 l_2118 = reinterpret_cast<uint32 const&>(l_2064);
const uint32 l_2119 = l_2118 + uint32(1);
l_mut_443 = l_2119;
const uint32 l_2120 = l_2118 & uint32(2147483647);
const bool l_2121 = l_2120 == uint32(0);
if (l_2121) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2122 = l_2118 & uint32(2147483648);
const bool l_2123 = l_2122 != uint32(0);
if (l_2123) {
const uint32 l_2124 = l_2118 - uint32(1);
l_mut_443 = l_2124;
} else {
const bool l_2125 = l_2118 == uint32(2139095040);
if (l_2125) {
l_mut_443 = l_2118;
}
}
}
const float l_2126 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2127 = reinterpret_cast<uint32 const&>(l_2126);
const uint32 l_2128 = l_2127 & uint32(2147483647);
const float l_2129 = reinterpret_cast<float const&>(l_2128);
const double l_2130 = double(l_2129);
l_mut_47 = l_2130;
const bool l_2131 = l_2128 < uint32(8388608);
if (l_2131) {
const double l_2132 = double(l_2128);
const double l_2133 = l_2132 * double(1.401298464324817e-45);
l_mut_47 = l_2133;
}
const uint64 l_2134 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2135 = l_2127 >> uint32(31);
const uint64 l_2136 = uint64(l_2135);
const uint64 l_2137 = l_2136 << uint64(63);
const uint64 l_2138 = l_2134 | l_2137;
const double l_2139 = reinterpret_cast<double const&>(l_2138);
l_mut_2002 = l_2139;
}
}
}
const double l_2140 = -l_mut_2002;
l_mut_1748 = l_2140;
}
const double l_2141 = l_mut_84 - l_415;
const double l_2142 = abs(l_2141);
const double l_2143 = l_2142 * double(2.220446049250313e-16);
const double l_2144 = l_1629 + l_2143;
const double l_2145 = l_2141 + l_2144;
const double l_2146 = -l_2145;
const double l_2147 = l_2146 * double(7.1362384635298e44);
const double l_2148 = floor(l_2147);
const double l_2149 = l_2148 * double(1.401298464324817e-45);
l_mut_2002 = l_2149;
const double l_2150 = abs(l_2146);
const bool l_2151 = l_2150 >= double(1.1754943508222875e-38);
if (l_2151) {
const float l_2152 = float(l_2146);
const double l_2153 = double(l_2152);
l_mut_2002 = l_2153;
const bool l_2154 = l_mut_2002 > l_2146;
if (l_2154) {
const uint32 l_2155 = reinterpret_cast<uint32 const&>(l_2152);
const uint32 l_2156 = l_2155 ^ uint32(2147483648);
const float l_2157 = reinterpret_cast<float const&>(l_2156);
const uint32 l_2158 = reinterpret_cast<uint32 const&>(l_2157);
const uint32 l_2159 = l_2158 + uint32(1);
l_mut_443 = l_2159;
const uint32 l_2160 = l_2158 & uint32(2147483647);
const bool l_2161 = l_2160 == uint32(0);
if (l_2161) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2162 = l_2158 & uint32(2147483648);
const bool l_2163 = l_2162 != uint32(0);
if (l_2163) {
const uint32 l_2164 = l_2158 - uint32(1);
l_mut_443 = l_2164;
} else {
const bool l_2165 = l_2158 == uint32(2139095040);
if (l_2165) {
l_mut_443 = l_2158;
}
}
}
const float l_2166 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2167 = reinterpret_cast<uint32 const&>(l_2166);
const uint32 l_2168 = l_2167 ^ uint32(2147483648);
const float l_2169 = reinterpret_cast<float const&>(l_2168);
const uint32 l_2170 = reinterpret_cast<uint32 const&>(l_2169);
const uint32 l_2171 = l_2170 & uint32(2147483647);
const float l_2172 = reinterpret_cast<float const&>(l_2171);
const double l_2173 = double(l_2172);
l_mut_47 = l_2173;
const bool l_2174 = l_2171 < uint32(8388608);
if (l_2174) {
const double l_2175 = double(l_2171);
const double l_2176 = l_2175 * double(1.401298464324817e-45);
l_mut_47 = l_2176;
}
const uint64 l_2177 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2178 = l_2170 >> uint32(31);
const uint64 l_2179 = uint64(l_2178);
const uint64 l_2180 = l_2179 << uint64(63);
const uint64 l_2181 = l_2177 | l_2180;
const double l_2182 = reinterpret_cast<double const&>(l_2181);
l_mut_2002 = l_2182;
} else {
const uint32 l_2183 = reinterpret_cast<uint32 const&>(l_2152);
const uint32 l_2184 = l_2183 + uint32(1);
l_mut_443 = l_2184;
const uint32 l_2185 = l_2183 & uint32(2147483647);
const bool l_2186 = l_2185 == uint32(0);
if (l_2186) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2187 = l_2183 & uint32(2147483648);
const bool l_2188 = l_2187 != uint32(0);
if (l_2188) {
const uint32 l_2189 = l_2183 - uint32(1);
l_mut_443 = l_2189;
} else {
const bool l_2190 = l_2183 == uint32(2139095040);
if (l_2190) {
l_mut_443 = l_2183;
}
}
}
const float l_2191 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2192 = reinterpret_cast<uint32 const&>(l_2191);
const uint32 l_2193 = l_2192 & uint32(2147483647);
const float l_2194 = reinterpret_cast<float const&>(l_2193);
const double l_2195 = double(l_2194);
l_mut_47 = l_2195;
const bool l_2196 = l_2193 < uint32(8388608);
if (l_2196) {
const double l_2197 = double(l_2193);
const double l_2198 = l_2197 * double(1.401298464324817e-45);
l_mut_47 = l_2198;
}
const uint64 l_2199 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2200 = l_2192 >> uint32(31);
const uint64 l_2201 = uint64(l_2200);
const uint64 l_2202 = l_2201 << uint64(63);
const uint64 l_2203 = l_2199 | l_2202;
const double l_2204 = reinterpret_cast<double const&>(l_2203);
const bool l_2205 = l_2204 <= l_2146;
if (l_2205) {
const uint32 l_2206 = reinterpret_cast<uint32 const&>(l_2152);
const uint32 l_2207 = l_2206 + uint32(1);
l_mut_443 = l_2207;
const uint32 l_2208 = l_2206 & uint32(2147483647);
const bool l_2209 = l_2208 == uint32(0);
if (l_2209) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2210 = l_2206 & uint32(2147483648);
const bool l_2211 = l_2210 != uint32(0);
if (l_2211) {
const uint32 l_2212 = l_2206 - uint32(1);
l_mut_443 = l_2212;
} else {
const bool l_2213 = l_2206 == uint32(2139095040);
if (l_2213) {
l_mut_443 = l_2206;
}
}
}
const float l_2214 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2215 = reinterpret_cast<uint32 const&>(l_2214);
const uint32 l_2216 = l_2215 & uint32(2147483647);
const float l_2217 = reinterpret_cast<float const&>(l_2216);
const double l_2218 = double(l_2217);
l_mut_47 = l_2218;
const bool l_2219 = l_2216 < uint32(8388608);
if (l_2219) {
const double l_2220 = double(l_2216);
const double l_2221 = l_2220 * double(1.401298464324817e-45);
l_mut_47 = l_2221;
}
const uint64 l_2222 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2223 = l_2215 >> uint32(31);
const uint64 l_2224 = uint64(l_2223);
const uint64 l_2225 = l_2224 << uint64(63);
const uint64 l_2226 = l_2222 | l_2225;
const double l_2227 = reinterpret_cast<double const&>(l_2226);
l_mut_2002 = l_2227;
}
}
}
const double l_2228 = -l_mut_2002;
l_mut_2002 = l_2228;
const bool l_2229 = bool(true) && bool(true);
if (l_2229) {
const double l_2230 = l_2141 + l_2144;
const double l_2231 = l_2230 * double(7.1362384635298e44);
const double l_2232 = floor(l_2231);
const double l_2233 = l_2232 * double(1.401298464324817e-45);
l_mut_47 = l_2233;
const double l_2234 = abs(l_2230);
const bool l_2235 = l_2234 >= double(1.1754943508222875e-38);
if (l_2235) {
const float l_2236 = float(l_2230);
const double l_2237 = double(l_2236);
l_mut_47 = l_2237;
const bool l_2238 = l_mut_47 > l_2230;
if (l_2238) {
const uint32 l_2239 = reinterpret_cast<uint32 const&>(l_2236);
const uint32 l_2240 = l_2239 ^ uint32(2147483648);
const float l_2241 = reinterpret_cast<float const&>(l_2240);
const uint32 l_2242 = reinterpret_cast<uint32 const&>(l_2241);
const uint32 l_2243 = l_2242 + uint32(1);
l_mut_443 = l_2243;
const uint32 l_2244 = l_2242 & uint32(2147483647);
const bool l_2245 = l_2244 == uint32(0);
if (l_2245) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2246 = l_2242 & uint32(2147483648);
const bool l_2247 = l_2246 != uint32(0);
if (l_2247) {
const uint32 l_2248 = l_2242 - uint32(1);
l_mut_443 = l_2248;
} else {
const bool l_2249 = l_2242 == uint32(2139095040);
if (l_2249) {
l_mut_443 = l_2242;
}
}
}
const float l_2250 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2251 = reinterpret_cast<uint32 const&>(l_2250);
const uint32 l_2252 = l_2251 ^ uint32(2147483648);
const float l_2253 = reinterpret_cast<float const&>(l_2252);
const uint32 l_2254 = reinterpret_cast<uint32 const&>(l_2253);
const uint32 l_2255 = l_2254 & uint32(2147483647);
const float l_2256 = reinterpret_cast<float const&>(l_2255);
const double l_2257 = double(l_2256);
l_mut_2258 = l_2257;
const bool l_2259 = l_2255 < uint32(8388608);
if (l_2259) {
const double l_2260 = double(l_2255);
const double l_2261 = l_2260 * double(1.401298464324817e-45);
l_mut_2258 = l_2261;
}
const uint64 l_2262 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2263 = l_2254 >> uint32(31);
const uint64 l_2264 = uint64(l_2263);
const uint64 l_2265 = l_2264 << uint64(63);
const uint64 l_2266 = l_2262 | l_2265;
const double l_2267 = reinterpret_cast<double const&>(l_2266);
l_mut_47 = l_2267;
} else {
const uint32 l_2268 = reinterpret_cast<uint32 const&>(l_2236);
const uint32 l_2269 = l_2268 + uint32(1);
l_mut_443 = l_2269;
const uint32 l_2270 = l_2268 & uint32(2147483647);
const bool l_2271 = l_2270 == uint32(0);
if (l_2271) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2272 = l_2268 & uint32(2147483648);
const bool l_2273 = l_2272 != uint32(0);
if (l_2273) {
const uint32 l_2274 = l_2268 - uint32(1);
l_mut_443 = l_2274;
} else {
const bool l_2275 = l_2268 == uint32(2139095040);
if (l_2275) {
l_mut_443 = l_2268;
}
}
}
const float l_2276 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2277 = reinterpret_cast<uint32 const&>(l_2276);
const uint32 l_2278 = l_2277 & uint32(2147483647);
const float l_2279 = reinterpret_cast<float const&>(l_2278);
const double l_2280 = double(l_2279);
l_mut_2258 = l_2280;
const bool l_2281 = l_2278 < uint32(8388608);
if (l_2281) {
const double l_2282 = double(l_2278);
const double l_2283 = l_2282 * double(1.401298464324817e-45);
l_mut_2258 = l_2283;
}
const uint64 l_2284 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2285 = l_2277 >> uint32(31);
const uint64 l_2286 = uint64(l_2285);
const uint64 l_2287 = l_2286 << uint64(63);
const uint64 l_2288 = l_2284 | l_2287;
const double l_2289 = reinterpret_cast<double const&>(l_2288);
const bool l_2290 = l_2289 <= l_2230;
if (l_2290) {
const uint32 l_2291 = reinterpret_cast<uint32 const&>(l_2236);
const uint32 l_2292 = l_2291 + uint32(1);
l_mut_443 = l_2292;
const uint32 l_2293 = l_2291 & uint32(2147483647);
const bool l_2294 = l_2293 == uint32(0);
if (l_2294) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2295 = l_2291 & uint32(2147483648);
const bool l_2296 = l_2295 != uint32(0);
if (l_2296) {
const uint32 l_2297 = l_2291 - uint32(1);
l_mut_443 = l_2297;
} else {
const bool l_2298 = l_2291 == uint32(2139095040);
if (l_2298) {
l_mut_443 = l_2291;
}
}
}
const float l_2299 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2300 = reinterpret_cast<uint32 const&>(l_2299);
const uint32 l_2301 = l_2300 & uint32(2147483647);
const float l_2302 = reinterpret_cast<float const&>(l_2301);
const double l_2303 = double(l_2302);
l_mut_2258 = l_2303;
const bool l_2304 = l_2301 < uint32(8388608);
if (l_2304) {
const double l_2305 = double(l_2301);
const double l_2306 = l_2305 * double(1.401298464324817e-45);
l_mut_2258 = l_2306;
}
const uint64 l_2307 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2308 = l_2300 >> uint32(31);
const uint64 l_2309 = uint64(l_2308);
const uint64 l_2310 = l_2309 << uint64(63);
const uint64 l_2311 = l_2307 | l_2310;
const double l_2312 = reinterpret_cast<double const&>(l_2311);
l_mut_47 = l_2312;
}
}
}
l_mut_2002 = l_mut_47;
} else {
const double l_2313 = l_2141 - l_2144;
const double l_2314 = l_2313 * double(7.1362384635298e44);
const double l_2315 = floor(l_2314);
const double l_2316 = l_2315 * double(1.401298464324817e-45);
l_mut_2258 = l_2316;
const double l_2317 = abs(l_2313);
const bool l_2318 = l_2317 >= double(1.1754943508222875e-38);
if (l_2318) {
const float l_2319 = float(l_2313);
const double l_2320 = double(l_2319);
l_mut_2258 = l_2320;
const bool l_2321 = l_mut_2258 > l_2313;
if (l_2321) {
const uint32 l_2322 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2323 = l_2322 ^ uint32(2147483648);
const float l_2324 = reinterpret_cast<float const&>(l_2323);
const uint32 l_2325 = reinterpret_cast<uint32 const&>(l_2324);
const uint32 l_2326 = l_2325 + uint32(1);
l_mut_443 = l_2326;
const uint32 l_2327 = l_2325 & uint32(2147483647);
const bool l_2328 = l_2327 == uint32(0);
if (l_2328) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2329 = l_2325 & uint32(2147483648);
const bool l_2330 = l_2329 != uint32(0);
if (l_2330) {
const uint32 l_2331 = l_2325 - uint32(1);
l_mut_443 = l_2331;
} else {
const bool l_2332 = l_2325 == uint32(2139095040);
if (l_2332) {
l_mut_443 = l_2325;
}
}
}
const float l_2333 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2334 = reinterpret_cast<uint32 const&>(l_2333);
const uint32 l_2335 = l_2334 ^ uint32(2147483648);
const float l_2336 = reinterpret_cast<float const&>(l_2335);
const uint32 l_2337 = reinterpret_cast<uint32 const&>(l_2336);
const uint32 l_2338 = l_2337 & uint32(2147483647);
const float l_2339 = reinterpret_cast<float const&>(l_2338);
const double l_2340 = double(l_2339);
l_mut_47 = l_2340;
const bool l_2341 = l_2338 < uint32(8388608);
if (l_2341) {
const double l_2342 = double(l_2338);
const double l_2343 = l_2342 * double(1.401298464324817e-45);
l_mut_47 = l_2343;
}
const uint64 l_2344 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2345 = l_2337 >> uint32(31);
const uint64 l_2346 = uint64(l_2345);
const uint64 l_2347 = l_2346 << uint64(63);
const uint64 l_2348 = l_2344 | l_2347;
const double l_2349 = reinterpret_cast<double const&>(l_2348);
l_mut_2258 = l_2349;
} else {
const uint32 l_2350 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2351 = l_2350 + uint32(1);
l_mut_443 = l_2351;
const uint32 l_2352 = l_2350 & uint32(2147483647);
const bool l_2353 = l_2352 == uint32(0);
if (l_2353) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2354 = l_2350 & uint32(2147483648);
const bool l_2355 = l_2354 != uint32(0);
if (l_2355) {
const uint32 l_2356 = l_2350 - uint32(1);
l_mut_443 = l_2356;
} else {
const bool l_2357 = l_2350 == uint32(2139095040);
if (l_2357) {
l_mut_443 = l_2350;
}
}
}
const float l_2358 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2359 = reinterpret_cast<uint32 const&>(l_2358);
const uint32 l_2360 = l_2359 & uint32(2147483647);
const float l_2361 = reinterpret_cast<float const&>(l_2360);
const double l_2362 = double(l_2361);
l_mut_47 = l_2362;
const bool l_2363 = l_2360 < uint32(8388608);
if (l_2363) {
const double l_2364 = double(l_2360);
const double l_2365 = l_2364 * double(1.401298464324817e-45);
l_mut_47 = l_2365;
}
const uint64 l_2366 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2367 = l_2359 >> uint32(31);
const uint64 l_2368 = uint64(l_2367);
const uint64 l_2369 = l_2368 << uint64(63);
const uint64 l_2370 = l_2366 | l_2369;
const double l_2371 = reinterpret_cast<double const&>(l_2370);
const bool l_2372 = l_2371 <= l_2313;
if (l_2372) {
const uint32 l_2373 = reinterpret_cast<uint32 const&>(l_2319);
const uint32 l_2374 = l_2373 + uint32(1);
l_mut_443 = l_2374;
const uint32 l_2375 = l_2373 & uint32(2147483647);
const bool l_2376 = l_2375 == uint32(0);
if (l_2376) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2377 = l_2373 & uint32(2147483648);
const bool l_2378 = l_2377 != uint32(0);
if (l_2378) {
const uint32 l_2379 = l_2373 - uint32(1);
l_mut_443 = l_2379;
} else {
const bool l_2380 = l_2373 == uint32(2139095040);
if (l_2380) {
l_mut_443 = l_2373;
}
}
}
const float l_2381 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2382 = reinterpret_cast<uint32 const&>(l_2381);
const uint32 l_2383 = l_2382 & uint32(2147483647);
const float l_2384 = reinterpret_cast<float const&>(l_2383);
const double l_2385 = double(l_2384);
l_mut_47 = l_2385;
const bool l_2386 = l_2383 < uint32(8388608);
if (l_2386) {
const double l_2387 = double(l_2383);
const double l_2388 = l_2387 * double(1.401298464324817e-45);
l_mut_47 = l_2388;
}
const uint64 l_2389 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2390 = l_2382 >> uint32(31);
const uint64 l_2391 = uint64(l_2390);
const uint64 l_2392 = l_2391 << uint64(63);
const uint64 l_2393 = l_2389 | l_2392;
const double l_2394 = reinterpret_cast<double const&>(l_2393);
l_mut_2258 = l_2394;
}
}
}
l_mut_2002 = l_mut_2258;
}
const double l_2395 = l_mut_84 + l_415;
const double l_2396 = abs(l_2395);
const double l_2397 = l_2396 * double(2.220446049250313e-16);
const double l_2398 = l_1629 + l_2397;
const double l_2399 = l_2395 + l_2398;
const double l_2400 = -l_2399;
const double l_2401 = l_2400 * double(7.1362384635298e44);
const double l_2402 = floor(l_2401);
const double l_2403 = l_2402 * double(1.401298464324817e-45);
l_mut_2258 = l_2403;
const double l_2404 = abs(l_2400);
const bool l_2405 = l_2404 >= double(1.1754943508222875e-38);
if (l_2405) {
const float l_2406 = float(l_2400);
const double l_2407 = double(l_2406);
l_mut_2258 = l_2407;
const bool l_2408 = l_mut_2258 > l_2400;
if (l_2408) {
const uint32 l_2409 = reinterpret_cast<uint32 const&>(l_2406);
const uint32 l_2410 = l_2409 ^ uint32(2147483648);
const float l_2411 = reinterpret_cast<float const&>(l_2410);
const uint32 l_2412 = reinterpret_cast<uint32 const&>(l_2411);
const uint32 l_2413 = l_2412 + uint32(1);
l_mut_443 = l_2413;
const uint32 l_2414 = l_2412 & uint32(2147483647);
const bool l_2415 = l_2414 == uint32(0);
if (l_2415) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2416 = l_2412 & uint32(2147483648);
const bool l_2417 = l_2416 != uint32(0);
if (l_2417) {
const uint32 l_2418 = l_2412 - uint32(1);
l_mut_443 = l_2418;
} else {
const bool l_2419 = l_2412 == uint32(2139095040);
if (l_2419) {
l_mut_443 = l_2412;
}
}
}
const float l_2420 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2421 = reinterpret_cast<uint32 const&>(l_2420);
const uint32 l_2422 = l_2421 ^ uint32(2147483648);
const float l_2423 = reinterpret_cast<float const&>(l_2422);
const uint32 l_2424 = reinterpret_cast<uint32 const&>(l_2423);
const uint32 l_2425 = l_2424 & uint32(2147483647);
const float l_2426 = reinterpret_cast<float const&>(l_2425);
const double l_2427 = double(l_2426);
l_mut_47 = l_2427;
const bool l_2428 = l_2425 < uint32(8388608);
if (l_2428) {
const double l_2429 = double(l_2425);
const double l_2430 = l_2429 * double(1.401298464324817e-45);
l_mut_47 = l_2430;
}
const uint64 l_2431 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2432 = l_2424 >> uint32(31);
const uint64 l_2433 = uint64(l_2432);
const uint64 l_2434 = l_2433 << uint64(63);
const uint64 l_2435 = l_2431 | l_2434;
const double l_2436 = reinterpret_cast<double const&>(l_2435);
l_mut_2258 = l_2436;
} else {
const uint32 l_2437 = reinterpret_cast<uint32 const&>(l_2406);
const uint32 l_2438 = l_2437 + uint32(1);
l_mut_443 = l_2438;
const uint32 l_2439 = l_2437 & uint32(2147483647);
const bool l_2440 = l_2439 == uint32(0);
if (l_2440) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2441 = l_2437 & uint32(2147483648);
const bool l_2442 = l_2441 != uint32(0);
if (l_2442) {
const uint32 l_2443 = l_2437 - uint32(1);
l_mut_443 = l_2443;
} else {
const bool l_2444 = l_2437 == uint32(2139095040);
if (l_2444) {
l_mut_443 = l_2437;
}
}
}
const float l_2445 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2446 = reinterpret_cast<uint32 const&>(l_2445);
const uint32 l_2447 = l_2446 & uint32(2147483647);
const float l_2448 = reinterpret_cast<float const&>(l_2447);
const double l_2449 = double(l_2448);
l_mut_47 = l_2449;
const bool l_2450 = l_2447 < uint32(8388608);
if (l_2450) {
const double l_2451 = double(l_2447);
const double l_2452 = l_2451 * double(1.401298464324817e-45);
l_mut_47 = l_2452;
}
const uint64 l_2453 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2454 = l_2446 >> uint32(31);
const uint64 l_2455 = uint64(l_2454);
const uint64 l_2456 = l_2455 << uint64(63);
const uint64 l_2457 = l_2453 | l_2456;
const double l_2458 = reinterpret_cast<double const&>(l_2457);
const bool l_2459 = l_2458 <= l_2400;
if (l_2459) {
const uint32 l_2460 = reinterpret_cast<uint32 const&>(l_2406);
const uint32 l_2461 = l_2460 + uint32(1);
l_mut_443 = l_2461;
const uint32 l_2462 = l_2460 & uint32(2147483647);
const bool l_2463 = l_2462 == uint32(0);
if (l_2463) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2464 = l_2460 & uint32(2147483648);
const bool l_2465 = l_2464 != uint32(0);
if (l_2465) {
const uint32 l_2466 = l_2460 - uint32(1);
l_mut_443 = l_2466;
} else {
const bool l_2467 = l_2460 == uint32(2139095040);
if (l_2467) {
l_mut_443 = l_2460;
}
}
}
const float l_2468 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2469 = reinterpret_cast<uint32 const&>(l_2468);
const uint32 l_2470 = l_2469 & uint32(2147483647);
const float l_2471 = reinterpret_cast<float const&>(l_2470);
const double l_2472 = double(l_2471);
l_mut_47 = l_2472;
const bool l_2473 = l_2470 < uint32(8388608);
if (l_2473) {
const double l_2474 = double(l_2470);
const double l_2475 = l_2474 * double(1.401298464324817e-45);
l_mut_47 = l_2475;
}
const uint64 l_2476 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2477 = l_2469 >> uint32(31);
const uint64 l_2478 = uint64(l_2477);
const uint64 l_2479 = l_2478 << uint64(63);
const uint64 l_2480 = l_2476 | l_2479;
const double l_2481 = reinterpret_cast<double const&>(l_2480);
l_mut_2258 = l_2481;
}
}
}
const double l_2482 = -l_mut_2258;
l_mut_2258 = l_2482;
const bool l_2483 = bool(false) && bool(true);
if (l_2483) {
const double l_2484 = l_2395 + l_2398;
const double l_2485 = l_2484 * double(7.1362384635298e44);
const double l_2486 = floor(l_2485);
const double l_2487 = l_2486 * double(1.401298464324817e-45);
l_mut_47 = l_2487;
const double l_2488 = abs(l_2484);
const bool l_2489 = l_2488 >= double(1.1754943508222875e-38);
if (l_2489) {
const float l_2490 = float(l_2484);
const double l_2491 = double(l_2490);
l_mut_47 = l_2491;
const bool l_2492 = l_mut_47 > l_2484;
if (l_2492) {
const uint32 l_2493 = reinterpret_cast<uint32 const&>(l_2490);
const uint32 l_2494 = l_2493 ^ uint32(2147483648);
const float l_2495 = reinterpret_cast<float const&>(l_2494);
const uint32 l_2496 = reinterpret_cast<uint32 const&>(l_2495);
const uint32 l_2497 = l_2496 + uint32(1);
l_mut_443 = l_2497;
const uint32 l_2498 = l_2496 & uint32(2147483647);
const bool l_2499 = l_2498 == uint32(0);
if (l_2499) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2500 = l_2496 & uint32(2147483648);
const bool l_2501 = l_2500 != uint32(0);
if (l_2501) {
const uint32 l_2502 = l_2496 - uint32(1);
l_mut_443 = l_2502;
} else {
const bool l_2503 = l_2496 == uint32(2139095040);
if (l_2503) {
l_mut_443 = l_2496;
}
}
}
const float l_2504 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2505 = reinterpret_cast<uint32 const&>(l_2504);
const uint32 l_2506 = l_2505 ^ uint32(2147483648);
const float l_2507 = reinterpret_cast<float const&>(l_2506);
const uint32 l_2508 = reinterpret_cast<uint32 const&>(l_2507);
const uint32 l_2509 = l_2508 & uint32(2147483647);
const float l_2510 = reinterpret_cast<float const&>(l_2509);
const double l_2511 = double(l_2510);
l_mut_2512 = l_2511;
const bool l_2513 = l_2509 < uint32(8388608);
if (l_2513) {
const double l_2514 = double(l_2509);
const double l_2515 = l_2514 * double(1.401298464324817e-45);
l_mut_2512 = l_2515;
}
const uint64 l_2516 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2517 = l_2508 >> uint32(31);
const uint64 l_2518 = uint64(l_2517);
const uint64 l_2519 = l_2518 << uint64(63);
const uint64 l_2520 = l_2516 | l_2519;
const double l_2521 = reinterpret_cast<double const&>(l_2520);
l_mut_47 = l_2521;
} else {
const uint32 l_2522 = reinterpret_cast<uint32 const&>(l_2490);
const uint32 l_2523 = l_2522 + uint32(1);
l_mut_443 = l_2523;
const uint32 l_2524 = l_2522 & uint32(2147483647);
const bool l_2525 = l_2524 == uint32(0);
if (l_2525) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2526 = l_2522 & uint32(2147483648);
const bool l_2527 = l_2526 != uint32(0);
if (l_2527) {
const uint32 l_2528 = l_2522 - uint32(1);
l_mut_443 = l_2528;
} else {
const bool l_2529 = l_2522 == uint32(2139095040);
if (l_2529) {
l_mut_443 = l_2522;
}
}
}
const float l_2530 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2531 = reinterpret_cast<uint32 const&>(l_2530);
const uint32 l_2532 = l_2531 & uint32(2147483647);
const float l_2533 = reinterpret_cast<float const&>(l_2532);
const double l_2534 = double(l_2533);
l_mut_2512 = l_2534;
const bool l_2535 = l_2532 < uint32(8388608);
if (l_2535) {
const double l_2536 = double(l_2532);
const double l_2537 = l_2536 * double(1.401298464324817e-45);
l_mut_2512 = l_2537;
}
const uint64 l_2538 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2539 = l_2531 >> uint32(31);
const uint64 l_2540 = uint64(l_2539);
const uint64 l_2541 = l_2540 << uint64(63);
const uint64 l_2542 = l_2538 | l_2541;
const double l_2543 = reinterpret_cast<double const&>(l_2542);
const bool l_2544 = l_2543 <= l_2484;
if (l_2544) {
const uint32 l_2545 = reinterpret_cast<uint32 const&>(l_2490);
const uint32 l_2546 = l_2545 + uint32(1);
l_mut_443 = l_2546;
const uint32 l_2547 = l_2545 & uint32(2147483647);
const bool l_2548 = l_2547 == uint32(0);
if (l_2548) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2549 = l_2545 & uint32(2147483648);
const bool l_2550 = l_2549 != uint32(0);
if (l_2550) {
const uint32 l_2551 = l_2545 - uint32(1);
l_mut_443 = l_2551;
} else {
const bool l_2552 = l_2545 == uint32(2139095040);
if (l_2552) {
l_mut_443 = l_2545;
}
}
}
const float l_2553 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2554 = reinterpret_cast<uint32 const&>(l_2553);
const uint32 l_2555 = l_2554 & uint32(2147483647);
const float l_2556 = reinterpret_cast<float const&>(l_2555);
const double l_2557 = double(l_2556);
l_mut_2512 = l_2557;
const bool l_2558 = l_2555 < uint32(8388608);
if (l_2558) {
const double l_2559 = double(l_2555);
const double l_2560 = l_2559 * double(1.401298464324817e-45);
l_mut_2512 = l_2560;
}
const uint64 l_2561 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2562 = l_2554 >> uint32(31);
const uint64 l_2563 = uint64(l_2562);
const uint64 l_2564 = l_2563 << uint64(63);
const uint64 l_2565 = l_2561 | l_2564;
const double l_2566 = reinterpret_cast<double const&>(l_2565);
l_mut_47 = l_2566;
}
}
}
l_mut_2258 = l_mut_47;
} else {
const double l_2567 = l_2395 - l_2398;
const double l_2568 = -l_2567;
const double l_2569 = l_2568 * double(7.1362384635298e44);
const double l_2570 = floor(l_2569);
const double l_2571 = l_2570 * double(1.401298464324817e-45);
l_mut_2512 = l_2571;
const double l_2572 = abs(l_2568);
const bool l_2573 = l_2572 >= double(1.1754943508222875e-38);
if (l_2573) {
const float l_2574 = float(l_2568);
const double l_2575 = double(l_2574);
l_mut_2512 = l_2575;
const bool l_2576 = l_mut_2512 > l_2568;
if (l_2576) {
const uint32 l_2577 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2578 = l_2577 ^ uint32(2147483648);
const float l_2579 = reinterpret_cast<float const&>(l_2578);
const uint32 l_2580 = reinterpret_cast<uint32 const&>(l_2579);
const uint32 l_2581 = l_2580 + uint32(1);
l_mut_443 = l_2581;
const uint32 l_2582 = l_2580 & uint32(2147483647);
const bool l_2583 = l_2582 == uint32(0);
if (l_2583) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2584 = l_2580 & uint32(2147483648);
const bool l_2585 = l_2584 != uint32(0);
if (l_2585) {
const uint32 l_2586 = l_2580 - uint32(1);
l_mut_443 = l_2586;
} else {
const bool l_2587 = l_2580 == uint32(2139095040);
if (l_2587) {
l_mut_443 = l_2580;
}
}
}
const float l_2588 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2589 = reinterpret_cast<uint32 const&>(l_2588);
const uint32 l_2590 = l_2589 ^ uint32(2147483648);
const float l_2591 = reinterpret_cast<float const&>(l_2590);
const uint32 l_2592 = reinterpret_cast<uint32 const&>(l_2591);
const uint32 l_2593 = l_2592 & uint32(2147483647);
const float l_2594 = reinterpret_cast<float const&>(l_2593);
const double l_2595 = double(l_2594);
l_mut_47 = l_2595;
const bool l_2596 = l_2593 < uint32(8388608);
if (l_2596) {
const double l_2597 = double(l_2593);
const double l_2598 = l_2597 * double(1.401298464324817e-45);
l_mut_47 = l_2598;
}
const uint64 l_2599 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2600 = l_2592 >> uint32(31);
const uint64 l_2601 = uint64(l_2600);
const uint64 l_2602 = l_2601 << uint64(63);
const uint64 l_2603 = l_2599 | l_2602;
const double l_2604 = reinterpret_cast<double const&>(l_2603);
l_mut_2512 = l_2604;
} else {
const uint32 l_2605 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2606 = l_2605 + uint32(1);
l_mut_443 = l_2606;
const uint32 l_2607 = l_2605 & uint32(2147483647);
const bool l_2608 = l_2607 == uint32(0);
if (l_2608) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2609 = l_2605 & uint32(2147483648);
const bool l_2610 = l_2609 != uint32(0);
if (l_2610) {
const uint32 l_2611 = l_2605 - uint32(1);
l_mut_443 = l_2611;
} else {
const bool l_2612 = l_2605 == uint32(2139095040);
if (l_2612) {
l_mut_443 = l_2605;
}
}
}
const float l_2613 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2614 = reinterpret_cast<uint32 const&>(l_2613);
const uint32 l_2615 = l_2614 & uint32(2147483647);
const float l_2616 = reinterpret_cast<float const&>(l_2615);
const double l_2617 = double(l_2616);
l_mut_47 = l_2617;
const bool l_2618 = l_2615 < uint32(8388608);
if (l_2618) {
const double l_2619 = double(l_2615);
const double l_2620 = l_2619 * double(1.401298464324817e-45);
l_mut_47 = l_2620;
}
const uint64 l_2621 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2622 = l_2614 >> uint32(31);
const uint64 l_2623 = uint64(l_2622);
const uint64 l_2624 = l_2623 << uint64(63);
const uint64 l_2625 = l_2621 | l_2624;
const double l_2626 = reinterpret_cast<double const&>(l_2625);
const bool l_2627 = l_2626 <= l_2568;
if (l_2627) {
const uint32 l_2628 = reinterpret_cast<uint32 const&>(l_2574);
const uint32 l_2629 = l_2628 + uint32(1);
l_mut_443 = l_2629;
const uint32 l_2630 = l_2628 & uint32(2147483647);
const bool l_2631 = l_2630 == uint32(0);
if (l_2631) {
l_mut_443 = uint32(1);
} else {
const uint32 l_2632 = l_2628 & uint32(2147483648);
const bool l_2633 = l_2632 != uint32(0);
if (l_2633) {
const uint32 l_2634 = l_2628 - uint32(1);
l_mut_443 = l_2634;
} else {
const bool l_2635 = l_2628 == uint32(2139095040);
if (l_2635) {
l_mut_443 = l_2628;
}
}
}
const float l_2636 = reinterpret_cast<float const&>(l_mut_443);
const uint32 l_2637 = reinterpret_cast<uint32 const&>(l_2636);
const uint32 l_2638 = l_2637 & uint32(2147483647);
const float l_2639 = reinterpret_cast<float const&>(l_2638);
const double l_2640 = double(l_2639);
l_mut_47 = l_2640;
const bool l_2641 = l_2638 < uint32(8388608);
if (l_2641) {
const double l_2642 = double(l_2638);
const double l_2643 = l_2642 * double(1.401298464324817e-45);
l_mut_47 = l_2643;
}
const uint64 l_2644 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_2645 = l_2637 >> uint32(31);
const uint64 l_2646 = uint64(l_2645);
const uint64 l_2647 = l_2646 << uint64(63);
const uint64 l_2648 = l_2644 | l_2647;
const double l_2649 = reinterpret_cast<double const&>(l_2648);
l_mut_2512 = l_2649;
}
}
}
const double l_2650 = -l_mut_2512;
l_mut_2258 = l_2650;
}
l_mut_443 = uint32(0);
const bool l_2651 = l_mut_2002 <= double(0.0);
const bool l_2652 = l_mut_2258 >= double(0.0);
const bool l_2653 = l_2651 && l_2652;
const bool l_2654 = !l_2653;
if (l_2654) {
const double l_2656 = l_mut_1663 / l_mut_2002;
const double l_2657 = l_mut_1663 / l_mut_2258;
const double l_2658 = l_mut_1748 / l_mut_2002;
const double l_2659 = l_mut_1748 / l_mut_2258;
l_arr_2655[uint32(0)] = l_2656;
l_arr_2655[uint32(1)] = l_2656;
const double l_2660 = l_arr_2655[uint32(0)];
const bool l_2661 = l_2657 < l_2660;
if (l_2661) {
l_arr_2655[uint32(0)] = l_2657;
}
const double l_2662 = l_arr_2655[uint32(0)];
const bool l_2663 = l_2658 < l_2662;
if (l_2663) {
l_arr_2655[uint32(0)] = l_2658;
}
const double l_2664 = l_arr_2655[uint32(0)];
const bool l_2665 = l_2659 < l_2664;
if (l_2665) {
l_arr_2655[uint32(0)] = l_2659;
}
const double l_2666 = l_arr_2655[uint32(1)];
const bool l_2667 = l_2657 > l_2666;
if (l_2667) {
l_arr_2655[uint32(1)] = l_2657;
}
const double l_2668 = l_arr_2655[uint32(1)];
const bool l_2669 = l_2658 > l_2668;
if (l_2669) {
l_arr_2655[uint32(1)] = l_2658;
}
const double l_2670 = l_arr_2655[uint32(1)];
const bool l_2671 = l_2659 > l_2670;
if (l_2671) {
l_arr_2655[uint32(1)] = l_2659;
}
const double l_2672 = l_arr_2655[uint32(0)];
const double l_2673 = abs(l_2672);
const double l_2674 = l_2673 * l_mut_57;
const double l_2675 = l_arr_2655[uint32(1)];
const double l_2676 = abs(l_2675);
const double l_2677 = l_2676 * l_mut_57;
l_mut_443 = uint32(2);
const double l_2678 = l_arr_2655[uint32(0)];
const double l_2679 = l_2678 - l_2674;
const double l_2680 = abs(l_2679);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_2681 = l_2680 >= double(1.1754943508222875e-38);
const bool l_2682 = l_2680 <= double(1.7976931348623157e308);
const bool l_2683 = l_2681 && l_2682;
if (l_2683) {
const uint64 l_2684 = reinterpret_cast<uint64 const&>(l_2680);
const uint64 l_2685 = l_2684 >> uint64(52);
const uint64 l_2686 = l_2685 - uint64(23);
const uint64 l_2687 = l_2686 << uint64(52);
const double l_2688 = reinterpret_cast<double const&>(l_2687);
l_mut_2512 = l_2688;
}
const double l_2689 = l_2678 + l_2674;
const double l_2690 = abs(l_2689);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_2691 = l_2690 >= double(1.1754943508222875e-38);
const bool l_2692 = l_2690 <= double(1.7976931348623157e308);
const bool l_2693 = l_2691 && l_2692;
if (l_2693) {
const uint64 l_2694 = reinterpret_cast<uint64 const&>(l_2690);
const uint64 l_2695 = l_2694 >> uint64(52);
const uint64 l_2696 = l_2695 - uint64(23);
const uint64 l_2697 = l_2696 << uint64(52);
const double l_2698 = reinterpret_cast<double const&>(l_2697);
l_mut_2258 = l_2698;
}
const bool l_2699 = l_mut_2512 == l_mut_2258;
const double l_2700 = l_arr_2655[uint32(1)];
const double l_2701 = l_2700 - l_2677;
const double l_2702 = abs(l_2701);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_2703 = l_2702 >= double(1.1754943508222875e-38);
const bool l_2704 = l_2702 <= double(1.7976931348623157e308);
const bool l_2705 = l_2703 && l_2704;
if (l_2705) {
const uint64 l_2706 = reinterpret_cast<uint64 const&>(l_2702);
const uint64 l_2707 = l_2706 >> uint64(52);
const uint64 l_2708 = l_2707 - uint64(23);
const uint64 l_2709 = l_2708 << uint64(52);
const double l_2710 = reinterpret_cast<double const&>(l_2709);
l_mut_2512 = l_2710;
}
const double l_2711 = l_2700 + l_2677;
const double l_2712 = abs(l_2711);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_2713 = l_2712 >= double(1.1754943508222875e-38);
const bool l_2714 = l_2712 <= double(1.7976931348623157e308);
const bool l_2715 = l_2713 && l_2714;
if (l_2715) {
const uint64 l_2716 = reinterpret_cast<uint64 const&>(l_2712);
const uint64 l_2717 = l_2716 >> uint64(52);
const uint64 l_2718 = l_2717 - uint64(23);
const uint64 l_2719 = l_2718 << uint64(52);
const double l_2720 = reinterpret_cast<double const&>(l_2719);
l_mut_2258 = l_2720;
}
const bool l_2721 = l_mut_2512 == l_mut_2258;
const bool l_2722 = l_2699 && l_2721;
if (l_2722) {
const double l_2723 = l_arr_2655[uint32(0)];
const double l_2724 = l_arr_2655[uint32(0)];
const double l_2725 = abs(l_2724);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_2726 = l_2725 >= double(1.1754943508222875e-38);
const bool l_2727 = l_2725 <= double(1.7976931348623157e308);
const bool l_2728 = l_2726 && l_2727;
if (l_2728) {
const uint64 l_2729 = reinterpret_cast<uint64 const&>(l_2725);
const uint64 l_2730 = l_2729 >> uint64(52);
const uint64 l_2731 = l_2730 - uint64(23);
const uint64 l_2732 = l_2731 << uint64(52);
const double l_2733 = reinterpret_cast<double const&>(l_2732);
l_mut_2512 = l_2733;
}
const double l_2734 = l_418 * l_mut_2512;
const double l_2735 = l_2723 - l_2734;
const double l_2736 = l_arr_2655[uint32(1)];
const double l_2737 = l_arr_2655[uint32(1)];
const double l_2738 = abs(l_2737);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_2739 = l_2738 >= double(1.1754943508222875e-38);
const bool l_2740 = l_2738 <= double(1.7976931348623157e308);
const bool l_2741 = l_2739 && l_2740;
if (l_2741) {
const uint64 l_2742 = reinterpret_cast<uint64 const&>(l_2738);
const uint64 l_2743 = l_2742 >> uint64(52);
const uint64 l_2744 = l_2743 - uint64(23);
const uint64 l_2745 = l_2744 << uint64(52);
const double l_2746 = reinterpret_cast<double const&>(l_2745);
l_mut_2512 = l_2746;
}
const double l_2747 = l_418 * l_mut_2512;
const double l_2748 = l_2736 + l_2747;
const uint32 l_2749 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2750 = l_2749 & uint32(2147483647);
const float l_2751 = reinterpret_cast<float const&>(l_2750);
const double l_2752 = double(l_2751);
l_mut_2512 = l_2752;
const bool l_2753 = l_2750 < uint32(8388608);
if (l_2753) {
const double l_2754 = double(l_2750);
const double l_2755 = l_2754 * double(1.401298464324817e-45);
l_mut_2512 = l_2755;
}
const uint64 l_2756 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2757 = l_2749 >> uint32(31);
const uint64 l_2758 = uint64(l_2757);
const uint64 l_2759 = l_2758 << uint64(63);
const uint64 l_2760 = l_2756 | l_2759;
const double l_2761 = reinterpret_cast<double const&>(l_2760);
const uint32 l_2762 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2763 = l_2762 + uint32(1);
l_mut_2764 = l_2763;
const uint32 l_2765 = l_2762 & uint32(2147483647);
const bool l_2766 = l_2765 == uint32(0);
if (l_2766) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2767 = l_2762 & uint32(2147483648);
const bool l_2768 = l_2767 != uint32(0);
if (l_2768) {
const uint32 l_2769 = l_2762 - uint32(1);
l_mut_2764 = l_2769;
} else {
const bool l_2770 = l_2762 == uint32(2139095040);
if (l_2770) {
l_mut_2764 = l_2762;
}
}
}
const float l_2771 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2772 = reinterpret_cast<uint32 const&>(l_2771);
const uint32 l_2773 = l_2772 & uint32(2147483647);
const float l_2774 = reinterpret_cast<float const&>(l_2773);
const double l_2775 = double(l_2774);
l_mut_2512 = l_2775;
const bool l_2776 = l_2773 < uint32(8388608);
if (l_2776) {
const double l_2777 = double(l_2773);
const double l_2778 = l_2777 * double(1.401298464324817e-45);
l_mut_2512 = l_2778;
}
const uint64 l_2779 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2780 = l_2772 >> uint32(31);
const uint64 l_2781 = uint64(l_2780);
const uint64 l_2782 = l_2781 << uint64(63);
const uint64 l_2783 = l_2779 | l_2782;
const double l_2784 = reinterpret_cast<double const&>(l_2783);
const uint32 l_2785 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2786 = l_2785 ^ uint32(2147483648);
const float l_2787 = reinterpret_cast<float const&>(l_2786);
const uint32 l_2788 = reinterpret_cast<uint32 const&>(l_2787);
const uint32 l_2789 = l_2788 + uint32(1);
l_mut_2764 = l_2789;
const uint32 l_2790 = l_2788 & uint32(2147483647);
const bool l_2791 = l_2790 == uint32(0);
if (l_2791) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2792 = l_2788 & uint32(2147483648);
const bool l_2793 = l_2792 != uint32(0);
if (l_2793) {
const uint32 l_2794 = l_2788 - uint32(1);
l_mut_2764 = l_2794;
} else {
const bool l_2795 = l_2788 == uint32(2139095040);
if (l_2795) {
l_mut_2764 = l_2788;
}
}
}
const float l_2796 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2797 = reinterpret_cast<uint32 const&>(l_2796);
const uint32 l_2798 = l_2797 ^ uint32(2147483648);
const float l_2799 = reinterpret_cast<float const&>(l_2798);
const uint32 l_2800 = reinterpret_cast<uint32 const&>(l_2799);
const uint32 l_2801 = l_2800 & uint32(2147483647);
const float l_2802 = reinterpret_cast<float const&>(l_2801);
const double l_2803 = double(l_2802);
l_mut_2512 = l_2803;
const bool l_2804 = l_2801 < uint32(8388608);
if (l_2804) {
const double l_2805 = double(l_2801);
const double l_2806 = l_2805 * double(1.401298464324817e-45);
l_mut_2512 = l_2806;
}
const uint64 l_2807 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_2808 = l_2800 >> uint32(31);
const uint64 l_2809 = uint64(l_2808);
const uint64 l_2810 = l_2809 << uint64(63);
const uint64 l_2811 = l_2807 | l_2810;
const double l_2812 = reinterpret_cast<double const&>(l_2811);
const double l_2813 = l_2735 + l_2674;
const bool l_2814 = l_2813 <= l_2761;
l_mut_544 = l_2814;
const double l_2815 = l_2735 - l_2674;
const bool l_2816 = l_2815 > l_2761;
l_mut_541 = l_2816;
const double l_2817 = l_2748 - l_2677;
const bool l_2818 = l_2817 >= l_2761;
l_mut_538 = l_2818;
const double l_2819 = l_2748 + l_2677;
const bool l_2820 = l_2819 < l_2761;
l_mut_535 = l_2820;
const double l_2821 = l_2735 + l_2674;
const bool l_2822 = l_2821 < l_2784;
l_mut_544 = l_2822;
const double l_2823 = l_2735 - l_2674;
const bool l_2824 = l_2823 >= l_2784;
l_mut_541 = l_2824;
const double l_2825 = l_2748 - l_2677;
const bool l_2826 = l_2825 > l_2812;
l_mut_538 = l_2826;
const double l_2827 = l_2748 + l_2677;
const bool l_2828 = l_2827 <= l_2812;
l_mut_535 = l_2828;
l_mut_2764 = uint32(2);
const bool l_2829 = l_mut_541 || l_mut_535;
if (l_2829) {
l_mut_2764 = uint32(1);
} else {
const bool l_2830 = l_mut_544 && l_mut_538;
if (l_2830) {
l_mut_2764 = uint32(0);
}
}
const uint32 l_2831 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_2832 = l_2831 & uint32(2147483647);
const bool l_2833 = l_2832 == uint32(0);
if (l_2833) {
const double l_2834 = l_2735 + l_2674;
const bool l_2835 = l_2834 < double(1.1754943508222875e-38);
const double l_2836 = l_2748 - l_2677;
const bool l_2837 = l_2836 > double(-1.1754943508222875e-38);
const bool l_2838 = l_2835 && l_2837;
const double l_2839 = l_2735 - l_2674;
const bool l_2840 = l_2839 < double(1.1754943508222875e-38);
const double l_2841 = l_2748 + l_2677;
const bool l_2842 = l_2841 > double(-1.1754943508222875e-38);
const bool l_2843 = l_2840 && l_2842;
if (l_2838) {
l_mut_2764 = uint32(0);
} else {
const bool l_2844 = l_mut_2764 == uint32(1);
const bool l_2845 = l_2843 && l_2844;
if (l_2845) {
l_mut_2764 = uint32(2);
}
}
}
l_mut_443 = l_mut_2764;
}
}
const double l_2846 = l_mut_251 - l_415;
const double l_2847 = abs(l_2846);
const double l_2848 = l_2847 * double(2.220446049250313e-16);
const double l_2849 = l_1627 + l_2848;
const double l_2850 = l_2846 + l_2849;
const double l_2851 = -l_2850;
const double l_2852 = l_2851 * double(7.1362384635298e44);
const double l_2853 = floor(l_2852);
const double l_2854 = l_2853 * double(1.401298464324817e-45);
l_mut_2512 = l_2854;
const double l_2855 = abs(l_2851);
const bool l_2856 = l_2855 >= double(1.1754943508222875e-38);
if (l_2856) {
const float l_2857 = float(l_2851);
const double l_2858 = double(l_2857);
l_mut_2512 = l_2858;
const bool l_2859 = l_mut_2512 > l_2851;
if (l_2859) {
const uint32 l_2860 = reinterpret_cast<uint32 const&>(l_2857);
const uint32 l_2861 = l_2860 ^ uint32(2147483648);
const float l_2862 = reinterpret_cast<float const&>(l_2861);
const uint32 l_2863 = reinterpret_cast<uint32 const&>(l_2862);
const uint32 l_2864 = l_2863 + uint32(1);
l_mut_2764 = l_2864;
const uint32 l_2865 = l_2863 & uint32(2147483647);
const bool l_2866 = l_2865 == uint32(0);
if (l_2866) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2867 = l_2863 & uint32(2147483648);
const bool l_2868 = l_2867 != uint32(0);
if (l_2868) {
const uint32 l_2869 = l_2863 - uint32(1);
l_mut_2764 = l_2869;
} else {
const bool l_2870 = l_2863 == uint32(2139095040);
if (l_2870) {
l_mut_2764 = l_2863;
}
}
}
const float l_2871 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2872 = reinterpret_cast<uint32 const&>(l_2871);
const uint32 l_2873 = l_2872 ^ uint32(2147483648);
const float l_2874 = reinterpret_cast<float const&>(l_2873);
const uint32 l_2875 = reinterpret_cast<uint32 const&>(l_2874);
const uint32 l_2876 = l_2875 & uint32(2147483647);
const float l_2877 = reinterpret_cast<float const&>(l_2876);
const double l_2878 = double(l_2877);
l_mut_2258 = l_2878;
const bool l_2879 = l_2876 < uint32(8388608);
if (l_2879) {
const double l_2880 = double(l_2876);
const double l_2881 = l_2880 * double(1.401298464324817e-45);
l_mut_2258 = l_2881;
}
const uint64 l_2882 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2883 = l_2875 >> uint32(31);
const uint64 l_2884 = uint64(l_2883);
const uint64 l_2885 = l_2884 << uint64(63);
const uint64 l_2886 = l_2882 | l_2885;
const double l_2887 = reinterpret_cast<double const&>(l_2886);
l_mut_2512 = l_2887;
} else {
const uint32 l_2888 = reinterpret_cast<uint32 const&>(l_2857);
const uint32 l_2889 = l_2888 + uint32(1);
l_mut_2764 = l_2889;
const uint32 l_2890 = l_2888 & uint32(2147483647);
const bool l_2891 = l_2890 == uint32(0);
if (l_2891) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2892 = l_2888 & uint32(2147483648);
const bool l_2893 = l_2892 != uint32(0);
if (l_2893) {
const uint32 l_2894 = l_2888 - uint32(1);
l_mut_2764 = l_2894;
} else {
const bool l_2895 = l_2888 == uint32(2139095040);
if (l_2895) {
l_mut_2764 = l_2888;
}
}
}
const float l_2896 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2897 = reinterpret_cast<uint32 const&>(l_2896);
const uint32 l_2898 = l_2897 & uint32(2147483647);
const float l_2899 = reinterpret_cast<float const&>(l_2898);
const double l_2900 = double(l_2899);
l_mut_2258 = l_2900;
const bool l_2901 = l_2898 < uint32(8388608);
if (l_2901) {
const double l_2902 = double(l_2898);
const double l_2903 = l_2902 * double(1.401298464324817e-45);
l_mut_2258 = l_2903;
}
const uint64 l_2904 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2905 = l_2897 >> uint32(31);
const uint64 l_2906 = uint64(l_2905);
const uint64 l_2907 = l_2906 << uint64(63);
const uint64 l_2908 = l_2904 | l_2907;
const double l_2909 = reinterpret_cast<double const&>(l_2908);
const bool l_2910 = l_2909 <= l_2851;
if (l_2910) {
const uint32 l_2911 = reinterpret_cast<uint32 const&>(l_2857);
const uint32 l_2912 = l_2911 + uint32(1);
l_mut_2764 = l_2912;
const uint32 l_2913 = l_2911 & uint32(2147483647);
const bool l_2914 = l_2913 == uint32(0);
if (l_2914) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2915 = l_2911 & uint32(2147483648);
const bool l_2916 = l_2915 != uint32(0);
if (l_2916) {
const uint32 l_2917 = l_2911 - uint32(1);
l_mut_2764 = l_2917;
} else {
const bool l_2918 = l_2911 == uint32(2139095040);
if (l_2918) {
l_mut_2764 = l_2911;
}
}
}
const float l_2919 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2920 = reinterpret_cast<uint32 const&>(l_2919);
const uint32 l_2921 = l_2920 & uint32(2147483647);
const float l_2922 = reinterpret_cast<float const&>(l_2921);
const double l_2923 = double(l_2922);
l_mut_2258 = l_2923;
const bool l_2924 = l_2921 < uint32(8388608);
if (l_2924) {
const double l_2925 = double(l_2921);
const double l_2926 = l_2925 * double(1.401298464324817e-45);
l_mut_2258 = l_2926;
}
const uint64 l_2927 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_2928 = l_2920 >> uint32(31);
const uint64 l_2929 = uint64(l_2928);
const uint64 l_2930 = l_2929 << uint64(63);
const uint64 l_2931 = l_2927 | l_2930;
const double l_2932 = reinterpret_cast<double const&>(l_2931);
l_mut_2512 = l_2932;
}
}
}
const double l_2933 = -l_mut_2512;
l_mut_2512 = l_2933;
const bool l_2934 = bool(true) && bool(false);
if (l_2934) {
const double l_2935 = l_2846 + l_2849;
const double l_2936 = l_2935 * double(7.1362384635298e44);
const double l_2937 = floor(l_2936);
const double l_2938 = l_2937 * double(1.401298464324817e-45);
l_mut_2258 = l_2938;
const double l_2939 = abs(l_2935);
const bool l_2940 = l_2939 >= double(1.1754943508222875e-38);
if (l_2940) {
const float l_2941 = float(l_2935);
const double l_2942 = double(l_2941);
l_mut_2258 = l_2942;
const bool l_2943 = l_mut_2258 > l_2935;
if (l_2943) {
const uint32 l_2944 = reinterpret_cast<uint32 const&>(l_2941);
const uint32 l_2945 = l_2944 ^ uint32(2147483648);
const float l_2946 = reinterpret_cast<float const&>(l_2945);
const uint32 l_2947 = reinterpret_cast<uint32 const&>(l_2946);
const uint32 l_2948 = l_2947 + uint32(1);
l_mut_2764 = l_2948;
const uint32 l_2949 = l_2947 & uint32(2147483647);
const bool l_2950 = l_2949 == uint32(0);
if (l_2950) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2951 = l_2947 & uint32(2147483648);
const bool l_2952 = l_2951 != uint32(0);
if (l_2952) {
const uint32 l_2953 = l_2947 - uint32(1);
l_mut_2764 = l_2953;
} else {
const bool l_2954 = l_2947 == uint32(2139095040);
if (l_2954) {
l_mut_2764 = l_2947;
}
}
}
const float l_2955 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2956 = reinterpret_cast<uint32 const&>(l_2955);
const uint32 l_2957 = l_2956 ^ uint32(2147483648);
const float l_2958 = reinterpret_cast<float const&>(l_2957);
const uint32 l_2959 = reinterpret_cast<uint32 const&>(l_2958);
const uint32 l_2960 = l_2959 & uint32(2147483647);
const float l_2961 = reinterpret_cast<float const&>(l_2960);
const double l_2962 = double(l_2961);
l_mut_2002 = l_2962;
const bool l_2963 = l_2960 < uint32(8388608);
if (l_2963) {
const double l_2964 = double(l_2960);
const double l_2965 = l_2964 * double(1.401298464324817e-45);
l_mut_2002 = l_2965;
}
const uint64 l_2966 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_2967 = l_2959 >> uint32(31);
const uint64 l_2968 = uint64(l_2967);
const uint64 l_2969 = l_2968 << uint64(63);
const uint64 l_2970 = l_2966 | l_2969;
const double l_2971 = reinterpret_cast<double const&>(l_2970);
l_mut_2258 = l_2971;
} else {
const uint32 l_2972 = reinterpret_cast<uint32 const&>(l_2941);
const uint32 l_2973 = l_2972 + uint32(1);
l_mut_2764 = l_2973;
const uint32 l_2974 = l_2972 & uint32(2147483647);
const bool l_2975 = l_2974 == uint32(0);
if (l_2975) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2976 = l_2972 & uint32(2147483648);
const bool l_2977 = l_2976 != uint32(0);
if (l_2977) {
const uint32 l_2978 = l_2972 - uint32(1);
l_mut_2764 = l_2978;
} else {
const bool l_2979 = l_2972 == uint32(2139095040);
if (l_2979) {
l_mut_2764 = l_2972;
}
}
}
const float l_2980 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_2981 = reinterpret_cast<uint32 const&>(l_2980);
const uint32 l_2982 = l_2981 & uint32(2147483647);
const float l_2983 = reinterpret_cast<float const&>(l_2982);
const double l_2984 = double(l_2983);
l_mut_2002 = l_2984;
const bool l_2985 = l_2982 < uint32(8388608);
if (l_2985) {
const double l_2986 = double(l_2982);
const double l_2987 = l_2986 * double(1.401298464324817e-45);
l_mut_2002 = l_2987;
}
const uint64 l_2988 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_2989 = l_2981 >> uint32(31);
const uint64 l_2990 = uint64(l_2989);
const uint64 l_2991 = l_2990 << uint64(63);
const uint64 l_2992 = l_2988 | l_2991;
const double l_2993 = reinterpret_cast<double const&>(l_2992);
const bool l_2994 = l_2993 <= l_2935;
if (l_2994) {
const uint32 l_2995 = reinterpret_cast<uint32 const&>(l_2941);
const uint32 l_2996 = l_2995 + uint32(1);
l_mut_2764 = l_2996;
const uint32 l_2997 = l_2995 & uint32(2147483647);
const bool l_2998 = l_2997 == uint32(0);
if (l_2998) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_2999 = l_2995 & uint32(2147483648);
const bool l_3000 = l_2999 != uint32(0);
if (l_3000) {
const uint32 l_3001 = l_2995 - uint32(1);
l_mut_2764 = l_3001;
} else {
const bool l_3002 = l_2995 == uint32(2139095040);
if (l_3002) {
l_mut_2764 = l_2995;
}
}
}
const float l_3003 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3004 = reinterpret_cast<uint32 const&>(l_3003);
const uint32 l_3005 = l_3004 & uint32(2147483647);
const float l_3006 = reinterpret_cast<float const&>(l_3005);
const double l_3007 = double(l_3006);
l_mut_2002 = l_3007;
const bool l_3008 = l_3005 < uint32(8388608);
if (l_3008) {
const double l_3009 = double(l_3005);
const double l_3010 = l_3009 * double(1.401298464324817e-45);
l_mut_2002 = l_3010;
}
const uint64 l_3011 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3012 = l_3004 >> uint32(31);
const uint64 l_3013 = uint64(l_3012);
const uint64 l_3014 = l_3013 << uint64(63);
const uint64 l_3015 = l_3011 | l_3014;
const double l_3016 = reinterpret_cast<double const&>(l_3015);
l_mut_2258 = l_3016;
}
}
}
l_mut_2512 = l_mut_2258;
} else {
const double l_3017 = l_2846 - l_2849;
const double l_3018 = l_3017 * double(7.1362384635298e44);
const double l_3019 = floor(l_3018);
const double l_3020 = l_3019 * double(1.401298464324817e-45);
l_mut_2258 = l_3020;
const double l_3021 = abs(l_3017);
const bool l_3022 = l_3021 >= double(1.1754943508222875e-38);
if (l_3022) {
const float l_3023 = float(l_3017);
const double l_3024 = double(l_3023);
l_mut_2258 = l_3024;
const bool l_3025 = l_mut_2258 > l_3017;
if (l_3025) {
const uint32 l_3026 = reinterpret_cast<uint32 const&>(l_3023);
const uint32 l_3027 = l_3026 ^ uint32(2147483648);
const float l_3028 = reinterpret_cast<float const&>(l_3027);
const uint32 l_3029 = reinterpret_cast<uint32 const&>(l_3028);
const uint32 l_3030 = l_3029 + uint32(1);
l_mut_2764 = l_3030;
const uint32 l_3031 = l_3029 & uint32(2147483647);
const bool l_3032 = l_3031 == uint32(0);
if (l_3032) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3033 = l_3029 & uint32(2147483648);
const bool l_3034 = l_3033 != uint32(0);
if (l_3034) {
const uint32 l_3035 = l_3029 - uint32(1);
l_mut_2764 = l_3035;
} else {
const bool l_3036 = l_3029 == uint32(2139095040);
if (l_3036) {
l_mut_2764 = l_3029;
}
}
}
const float l_3037 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3038 = reinterpret_cast<uint32 const&>(l_3037);
const uint32 l_3039 = l_3038 ^ uint32(2147483648);
const float l_3040 = reinterpret_cast<float const&>(l_3039);
const uint32 l_3041 = reinterpret_cast<uint32 const&>(l_3040);
const uint32 l_3042 = l_3041 & uint32(2147483647);
const float l_3043 = reinterpret_cast<float const&>(l_3042);
const double l_3044 = double(l_3043);
l_mut_2002 = l_3044;
const bool l_3045 = l_3042 < uint32(8388608);
if (l_3045) {
const double l_3046 = double(l_3042);
const double l_3047 = l_3046 * double(1.401298464324817e-45);
l_mut_2002 = l_3047;
}
const uint64 l_3048 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3049 = l_3041 >> uint32(31);
const uint64 l_3050 = uint64(l_3049);
const uint64 l_3051 = l_3050 << uint64(63);
const uint64 l_3052 = l_3048 | l_3051;
const double l_3053 = reinterpret_cast<double const&>(l_3052);
l_mut_2258 = l_3053;
} else {
const uint32 l_3054 = reinterpret_cast<uint32 const&>(l_3023);
const uint32 l_3055 = l_3054 + uint32(1);
l_mut_2764 = l_3055;
const uint32 l_3056 = l_3054 & uint32(2147483647);
const bool l_3057 = l_3056 == uint32(0);
if (l_3057) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3058 = l_3054 & uint32(2147483648);
const bool l_3059 = l_3058 != uint32(0);
if (l_3059) {
const uint32 l_3060 = l_3054 - uint32(1);
l_mut_2764 = l_3060;
} else {
const bool l_3061 = l_3054 == uint32(2139095040);
if (l_3061) {
l_mut_2764 = l_3054;
}
}
}
const float l_3062 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3063 = reinterpret_cast<uint32 const&>(l_3062);
const uint32 l_3064 = l_3063 & uint32(2147483647);
const float l_3065 = reinterpret_cast<float const&>(l_3064);
const double l_3066 = double(l_3065);
l_mut_2002 = l_3066;
const bool l_3067 = l_3064 < uint32(8388608);
if (l_3067) {
const double l_3068 = double(l_3064);
const double l_3069 = l_3068 * double(1.401298464324817e-45);
l_mut_2002 = l_3069;
}
const uint64 l_3070 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3071 = l_3063 >> uint32(31);
const uint64 l_3072 = uint64(l_3071);
const uint64 l_3073 = l_3072 << uint64(63);
const uint64 l_3074 = l_3070 | l_3073;
const double l_3075 = reinterpret_cast<double const&>(l_3074);
const bool l_3076 = l_3075 <= l_3017;
if (l_3076) {
const uint32 l_3077 = reinterpret_cast<uint32 const&>(l_3023);
const uint32 l_3078 = l_3077 + uint32(1);
l_mut_2764 = l_3078;
const uint32 l_3079 = l_3077 & uint32(2147483647);
const bool l_3080 = l_3079 == uint32(0);
if (l_3080) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3081 = l_3077 & uint32(2147483648);
const bool l_3082 = l_3081 != uint32(0);
if (l_3082) {
const uint32 l_3083 = l_3077 - uint32(1);
l_mut_2764 = l_3083;
} else {
const bool l_3084 = l_3077 == uint32(2139095040);
if (l_3084) {
l_mut_2764 = l_3077;
}
}
}
const float l_3085 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3086 = reinterpret_cast<uint32 const&>(l_3085);
const uint32 l_3087 = l_3086 & uint32(2147483647);
const float l_3088 = reinterpret_cast<float const&>(l_3087);
const double l_3089 = double(l_3088);
l_mut_2002 = l_3089;
const bool l_3090 = l_3087 < uint32(8388608);
if (l_3090) {
const double l_3091 = double(l_3087);
const double l_3092 = l_3091 * double(1.401298464324817e-45);
l_mut_2002 = l_3092;
}
const uint64 l_3093 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3094 = l_3086 >> uint32(31);
const uint64 l_3095 = uint64(l_3094);
const uint64 l_3096 = l_3095 << uint64(63);
const uint64 l_3097 = l_3093 | l_3096;
const double l_3098 = reinterpret_cast<double const&>(l_3097);
l_mut_2258 = l_3098;
}
}
}
l_mut_2512 = l_mut_2258;
}
const double l_3099 = l_mut_251 + l_415;
const double l_3100 = abs(l_3099);
const double l_3101 = l_3100 * double(2.220446049250313e-16);
const double l_3102 = l_1627 + l_3101;
const double l_3103 = l_3099 + l_3102;
const double l_3104 = -l_3103;
const double l_3105 = l_3104 * double(7.1362384635298e44);
const double l_3106 = floor(l_3105);
const double l_3107 = l_3106 * double(1.401298464324817e-45);
l_mut_2258 = l_3107;
const double l_3108 = abs(l_3104);
const bool l_3109 = l_3108 >= double(1.1754943508222875e-38);
if (l_3109) {
const float l_3110 = float(l_3104);
const double l_3111 = double(l_3110);
l_mut_2258 = l_3111;
const bool l_3112 = l_mut_2258 > l_3104;
if (l_3112) {
const uint32 l_3113 = reinterpret_cast<uint32 const&>(l_3110);
const uint32 l_3114 = l_3113 ^ uint32(2147483648);
const float l_3115 = reinterpret_cast<float const&>(l_3114);
const uint32 l_3116 = reinterpret_cast<uint32 const&>(l_3115);
const uint32 l_3117 = l_3116 + uint32(1);
l_mut_2764 = l_3117;
const uint32 l_3118 = l_3116 & uint32(2147483647);
const bool l_3119 = l_3118 == uint32(0);
if (l_3119) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3120 = l_3116 & uint32(2147483648);
const bool l_3121 = l_3120 != uint32(0);
if (l_3121) {
const uint32 l_3122 = l_3116 - uint32(1);
l_mut_2764 = l_3122;
} else {
const bool l_3123 = l_3116 == uint32(2139095040);
if (l_3123) {
l_mut_2764 = l_3116;
}
}
}
const float l_3124 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3125 = reinterpret_cast<uint32 const&>(l_3124);
const uint32 l_3126 = l_3125 ^ uint32(2147483648);
const float l_3127 = reinterpret_cast<float const&>(l_3126);
const uint32 l_3128 = reinterpret_cast<uint32 const&>(l_3127);
const uint32 l_3129 = l_3128 & uint32(2147483647);
const float l_3130 = reinterpret_cast<float const&>(l_3129);
const double l_3131 = double(l_3130);
l_mut_2002 = l_3131;
const bool l_3132 = l_3129 < uint32(8388608);
if (l_3132) {
const double l_3133 = double(l_3129);
const double l_3134 = l_3133 * double(1.401298464324817e-45);
l_mut_2002 = l_3134;
}
const uint64 l_3135 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3136 = l_3128 >> uint32(31);
const uint64 l_3137 = uint64(l_3136);
const uint64 l_3138 = l_3137 << uint64(63);
const uint64 l_3139 = l_3135 | l_3138;
const double l_3140 = reinterpret_cast<double const&>(l_3139);
l_mut_2258 = l_3140;
} else {
const uint32 l_3141 = reinterpret_cast<uint32 const&>(l_3110);
const uint32 l_3142 = l_3141 + uint32(1);
l_mut_2764 = l_3142;
const uint32 l_3143 = l_3141 & uint32(2147483647);
const bool l_3144 = l_3143 == uint32(0);
if (l_3144) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3145 = l_3141 & uint32(2147483648);
const bool l_3146 = l_3145 != uint32(0);
if (l_3146) {
const uint32 l_3147 = l_3141 - uint32(1);
l_mut_2764 = l_3147;
} else {
const bool l_3148 = l_3141 == uint32(2139095040);
if (l_3148) {
l_mut_2764 = l_3141;
}
}
}
const float l_3149 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3150 = reinterpret_cast<uint32 const&>(l_3149);
const uint32 l_3151 = l_3150 & uint32(2147483647);
const float l_3152 = reinterpret_cast<float const&>(l_3151);
const double l_3153 = double(l_3152);
l_mut_2002 = l_3153;
const bool l_3154 = l_3151 < uint32(8388608);
if (l_3154) {
const double l_3155 = double(l_3151);
const double l_3156 = l_3155 * double(1.401298464324817e-45);
l_mut_2002 = l_3156;
}
const uint64 l_3157 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3158 = l_3150 >> uint32(31);
const uint64 l_3159 = uint64(l_3158);
const uint64 l_3160 = l_3159 << uint64(63);
const uint64 l_3161 = l_3157 | l_3160;
const double l_3162 = reinterpret_cast<double const&>(l_3161);
const bool l_3163 = l_3162 <= l_3104;
if (l_3163) {
const uint32 l_3164 = reinterpret_cast<uint32 const&>(l_3110);
const uint32 l_3165 = l_3164 + uint32(1);
l_mut_2764 = l_3165;
const uint32 l_3166 = l_3164 & uint32(2147483647);
const bool l_3167 = l_3166 == uint32(0);
if (l_3167) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3168 = l_3164 & uint32(2147483648);
const bool l_3169 = l_3168 != uint32(0);
if (l_3169) {
const uint32 l_3170 = l_3164 - uint32(1);
l_mut_2764 = l_3170;
} else {
const bool l_3171 = l_3164 == uint32(2139095040);
if (l_3171) {
l_mut_2764 = l_3164;
}
}
}
const float l_3172 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3173 = reinterpret_cast<uint32 const&>(l_3172);
const uint32 l_3174 = l_3173 & uint32(2147483647);
const float l_3175 = reinterpret_cast<float const&>(l_3174);
const double l_3176 = double(l_3175);
l_mut_2002 = l_3176;
const bool l_3177 = l_3174 < uint32(8388608);
if (l_3177) {
const double l_3178 = double(l_3174);
const double l_3179 = l_3178 * double(1.401298464324817e-45);
l_mut_2002 = l_3179;
}
const uint64 l_3180 = reinterpret_cast<uint64 const&>(l_mut_2002);
const uint32 l_3181 = l_3173 >> uint32(31);
const uint64 l_3182 = uint64(l_3181);
const uint64 l_3183 = l_3182 << uint64(63);
const uint64 l_3184 = l_3180 | l_3183;
const double l_3185 = reinterpret_cast<double const&>(l_3184);
l_mut_2258 = l_3185;
}
}
}
const double l_3186 = -l_mut_2258;
l_mut_2258 = l_3186;
const bool l_3187 = bool(false) && bool(false);
if (l_3187) {
const double l_3188 = l_3099 + l_3102;
const double l_3189 = l_3188 * double(7.1362384635298e44);
const double l_3190 = floor(l_3189);
const double l_3191 = l_3190 * double(1.401298464324817e-45);
l_mut_2002 = l_3191;
const double l_3192 = abs(l_3188);
const bool l_3193 = l_3192 >= double(1.1754943508222875e-38);
if (l_3193) {
const float l_3194 = float(l_3188);
const double l_3195 = double(l_3194);
l_mut_2002 = l_3195;
const bool l_3196 = l_mut_2002 > l_3188;
if (l_3196) {
const uint32 l_3197 = reinterpret_cast<uint32 const&>(l_3194);
const uint32 l_3198 = l_3197 ^ uint32(2147483648);
const float l_3199 = reinterpret_cast<float const&>(l_3198);
const uint32 l_3200 = reinterpret_cast<uint32 const&>(l_3199);
const uint32 l_3201 = l_3200 + uint32(1);
l_mut_2764 = l_3201;
const uint32 l_3202 = l_3200 & uint32(2147483647);
const bool l_3203 = l_3202 == uint32(0);
if (l_3203) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3204 = l_3200 & uint32(2147483648);
const bool l_3205 = l_3204 != uint32(0);
if (l_3205) {
const uint32 l_3206 = l_3200 - uint32(1);
l_mut_2764 = l_3206;
} else {
const bool l_3207 = l_3200 == uint32(2139095040);
if (l_3207) {
l_mut_2764 = l_3200;
}
}
}
const float l_3208 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3209 = reinterpret_cast<uint32 const&>(l_3208);
const uint32 l_3210 = l_3209 ^ uint32(2147483648);
const float l_3211 = reinterpret_cast<float const&>(l_3210);
const uint32 l_3212 = reinterpret_cast<uint32 const&>(l_3211);
const uint32 l_3213 = l_3212 & uint32(2147483647);
const float l_3214 = reinterpret_cast<float const&>(l_3213);
const double l_3215 = double(l_3214);
l_mut_1748 = l_3215;
const bool l_3216 = l_3213 < uint32(8388608);
if (l_3216) {
const double l_3217 = double(l_3213);
const double l_3218 = l_3217 * double(1.401298464324817e-45);
l_mut_1748 = l_3218;
}
const uint64 l_3219 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3220 = l_3212 >> uint32(31);
const uint64 l_3221 = uint64(l_3220);
const uint64 l_3222 = l_3221 << uint64(63);
const uint64 l_3223 = l_3219 | l_3222;
const double l_3224 = reinterpret_cast<double const&>(l_3223);
l_mut_2002 = l_3224;
} else {
const uint32 l_3225 = reinterpret_cast<uint32 const&>(l_3194);
const uint32 l_3226 = l_3225 + uint32(1);
l_mut_2764 = l_3226;
const uint32 l_3227 = l_3225 & uint32(2147483647);
const bool l_3228 = l_3227 == uint32(0);
if (l_3228) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3229 = l_3225 & uint32(2147483648);
const bool l_3230 = l_3229 != uint32(0);
if (l_3230) {
const uint32 l_3231 = l_3225 - uint32(1);
l_mut_2764 = l_3231;
} else {
const bool l_3232 = l_3225 == uint32(2139095040);
if (l_3232) {
l_mut_2764 = l_3225;
}
}
}
const float l_3233 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3234 = reinterpret_cast<uint32 const&>(l_3233);
const uint32 l_3235 = l_3234 & uint32(2147483647);
const float l_3236 = reinterpret_cast<float const&>(l_3235);
const double l_3237 = double(l_3236);
l_mut_1748 = l_3237;
const bool l_3238 = l_3235 < uint32(8388608);
if (l_3238) {
const double l_3239 = double(l_3235);
const double l_3240 = l_3239 * double(1.401298464324817e-45);
l_mut_1748 = l_3240;
}
const uint64 l_3241 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3242 = l_3234 >> uint32(31);
const uint64 l_3243 = uint64(l_3242);
const uint64 l_3244 = l_3243 << uint64(63);
const uint64 l_3245 = l_3241 | l_3244;
const double l_3246 = reinterpret_cast<double const&>(l_3245);
const bool l_3247 = l_3246 <= l_3188;
if (l_3247) {
const uint32 l_3248 = reinterpret_cast<uint32 const&>(l_3194);
const uint32 l_3249 = l_3248 + uint32(1);
l_mut_2764 = l_3249;
const uint32 l_3250 = l_3248 & uint32(2147483647);
const bool l_3251 = l_3250 == uint32(0);
if (l_3251) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3252 = l_3248 & uint32(2147483648);
const bool l_3253 = l_3252 != uint32(0);
if (l_3253) {
const uint32 l_3254 = l_3248 - uint32(1);
l_mut_2764 = l_3254;
} else {
const bool l_3255 = l_3248 == uint32(2139095040);
if (l_3255) {
l_mut_2764 = l_3248;
}
}
}
const float l_3256 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3257 = reinterpret_cast<uint32 const&>(l_3256);
const uint32 l_3258 = l_3257 & uint32(2147483647);
const float l_3259 = reinterpret_cast<float const&>(l_3258);
const double l_3260 = double(l_3259);
l_mut_1748 = l_3260;
const bool l_3261 = l_3258 < uint32(8388608);
if (l_3261) {
const double l_3262 = double(l_3258);
const double l_3263 = l_3262 * double(1.401298464324817e-45);
l_mut_1748 = l_3263;
}
const uint64 l_3264 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3265 = l_3257 >> uint32(31);
const uint64 l_3266 = uint64(l_3265);
const uint64 l_3267 = l_3266 << uint64(63);
const uint64 l_3268 = l_3264 | l_3267;
const double l_3269 = reinterpret_cast<double const&>(l_3268);
l_mut_2002 = l_3269;
}
}
}
l_mut_2258 = l_mut_2002;
} else {
}
const double l_3270 = l_mut_84 - l_415;
const double l_3271 = abs(l_3270);
const double l_3272 = l_3271 * double(2.220446049250313e-16);
const double l_3273 = l_1629 + l_3272;
const double l_3274 = l_3270 + l_3273;
const double l_3275 = -l_3274;
const double l_3276 = l_3275 * double(7.1362384635298e44);
const double l_3277 = floor(l_3276);
const double l_3278 = l_3277 * double(1.401298464324817e-45);
l_mut_2002 = l_3278;
const double l_3279 = abs(l_3275);
const bool l_3280 = l_3279 >= double(1.1754943508222875e-38);
if (l_3280) {
const float l_3281 = float(l_3275);
const double l_3282 = double(l_3281);
l_mut_2002 = l_3282;
const bool l_3283 = l_mut_2002 > l_3275;
if (l_3283) {
const uint32 l_3284 = reinterpret_cast<uint32 const&>(l_3281);
const uint32 l_3285 = l_3284 ^ uint32(2147483648);
const float l_3286 = reinterpret_cast<float const&>(l_3285);
const uint32 l_3287 = reinterpret_cast<uint32 const&>(l_3286);
const uint32 l_3288 = l_3287 + uint32(1);
l_mut_2764 = l_3288;
const uint32 l_3289 = l_3287 & uint32(2147483647);
const bool l_3290 = l_3289 == uint32(0);
if (l_3290) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3291 = l_3287 & uint32(2147483648);
const bool l_3292 = l_3291 != uint32(0);
if (l_3292) {
const uint32 l_3293 = l_3287 - uint32(1);
l_mut_2764 = l_3293;
} else {
const bool l_3294 = l_3287 == uint32(2139095040);
if (l_3294) {
l_mut_2764 = l_3287;
}
}
}
const float l_3295 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3296 = reinterpret_cast<uint32 const&>(l_3295);
const uint32 l_3297 = l_3296 ^ uint32(2147483648);
const float l_3298 = reinterpret_cast<float const&>(l_3297);
const uint32 l_3299 = reinterpret_cast<uint32 const&>(l_3298);
const uint32 l_3300 = l_3299 & uint32(2147483647);
const float l_3301 = reinterpret_cast<float const&>(l_3300);
const double l_3302 = double(l_3301);
l_mut_1748 = l_3302;
const bool l_3303 = l_3300 < uint32(8388608);
if (l_3303) {
const double l_3304 = double(l_3300);
const double l_3305 = l_3304 * double(1.401298464324817e-45);
l_mut_1748 = l_3305;
}
const uint64 l_3306 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3307 = l_3299 >> uint32(31);
const uint64 l_3308 = uint64(l_3307);
const uint64 l_3309 = l_3308 << uint64(63);
const uint64 l_3310 = l_3306 | l_3309;
const double l_3311 = reinterpret_cast<double const&>(l_3310);
l_mut_2002 = l_3311;
} else {
const uint32 l_3312 = reinterpret_cast<uint32 const&>(l_3281);
const uint32 l_3313 = l_3312 + uint32(1);
l_mut_2764 = l_3313;
const uint32 l_3314 = l_3312 & uint32(2147483647);
const bool l_3315 = l_3314 == uint32(0);
if (l_3315) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3316 = l_3312 & uint32(2147483648);
const bool l_3317 = l_3316 != uint32(0);
if (l_3317) {
const uint32 l_3318 = l_3312 - uint32(1);
l_mut_2764 = l_3318;
} else {
const bool l_3319 = l_3312 == uint32(2139095040);
if (l_3319) {
l_mut_2764 = l_3312;
}
}
}
const float l_3320 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3321 = reinterpret_cast<uint32 const&>(l_3320);
const uint32 l_3322 = l_3321 & uint32(2147483647);
const float l_3323 = reinterpret_cast<float const&>(l_3322);
const double l_3324 = double(l_3323);
l_mut_1748 = l_3324;
const bool l_3325 = l_3322 < uint32(8388608);
if (l_3325) {
const double l_3326 = double(l_3322);
const double l_3327 = l_3326 * double(1.401298464324817e-45);
l_mut_1748 = l_3327;
}
const uint64 l_3328 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3329 = l_3321 >> uint32(31);
const uint64 l_3330 = uint64(l_3329);
const uint64 l_3331 = l_3330 << uint64(63);
const uint64 l_3332 = l_3328 | l_3331;
const double l_3333 = reinterpret_cast<double const&>(l_3332);
const bool l_3334 = l_3333 <= l_3275;
if (l_3334) {
const uint32 l_3335 = reinterpret_cast<uint32 const&>(l_3281);
const uint32 l_3336 = l_3335 + uint32(1);
l_mut_2764 = l_3336;
const uint32 l_3337 = l_3335 & uint32(2147483647);
const bool l_3338 = l_3337 == uint32(0);
if (l_3338) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3339 = l_3335 & uint32(2147483648);
const bool l_3340 = l_3339 != uint32(0);
if (l_3340) {
const uint32 l_3341 = l_3335 - uint32(1);
l_mut_2764 = l_3341;
} else {
const bool l_3342 = l_3335 == uint32(2139095040);
if (l_3342) {
l_mut_2764 = l_3335;
}
}
}
const float l_3343 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3344 = reinterpret_cast<uint32 const&>(l_3343);
const uint32 l_3345 = l_3344 & uint32(2147483647);
const float l_3346 = reinterpret_cast<float const&>(l_3345);
const double l_3347 = double(l_3346);
l_mut_1748 = l_3347;
const bool l_3348 = l_3345 < uint32(8388608);
if (l_3348) {
const double l_3349 = double(l_3345);
const double l_3350 = l_3349 * double(1.401298464324817e-45);
l_mut_1748 = l_3350;
}
const uint64 l_3351 = reinterpret_cast<uint64 const&>(l_mut_1748);
const uint32 l_3352 = l_3344 >> uint32(31);
const uint64 l_3353 = uint64(l_3352);
const uint64 l_3354 = l_3353 << uint64(63);
const uint64 l_3355 = l_3351 | l_3354;
const double l_3356 = reinterpret_cast<double const&>(l_3355);
l_mut_2002 = l_3356;
}
}
}
const double l_3357 = -l_mut_2002;
l_mut_2002 = l_3357;
const bool l_3358 = bool(true) && bool(false);
if (l_3358) {
const double l_3359 = l_3270 + l_3273;
const double l_3360 = l_3359 * double(7.1362384635298e44);
const double l_3361 = floor(l_3360);
const double l_3362 = l_3361 * double(1.401298464324817e-45);
l_mut_1748 = l_3362;
const double l_3363 = abs(l_3359);
const bool l_3364 = l_3363 >= double(1.1754943508222875e-38);
if (l_3364) {
const float l_3365 = float(l_3359);
const double l_3366 = double(l_3365);
l_mut_1748 = l_3366;
const bool l_3367 = l_mut_1748 > l_3359;
if (l_3367) {
const uint32 l_3368 = reinterpret_cast<uint32 const&>(l_3365);
const uint32 l_3369 = l_3368 ^ uint32(2147483648);
const float l_3370 = reinterpret_cast<float const&>(l_3369);
const uint32 l_3371 = reinterpret_cast<uint32 const&>(l_3370);
const uint32 l_3372 = l_3371 + uint32(1);
l_mut_2764 = l_3372;
const uint32 l_3373 = l_3371 & uint32(2147483647);
const bool l_3374 = l_3373 == uint32(0);
if (l_3374) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3375 = l_3371 & uint32(2147483648);
const bool l_3376 = l_3375 != uint32(0);
if (l_3376) {
const uint32 l_3377 = l_3371 - uint32(1);
l_mut_2764 = l_3377;
} else {
const bool l_3378 = l_3371 == uint32(2139095040);
if (l_3378) {
l_mut_2764 = l_3371;
}
}
}
const float l_3379 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3380 = reinterpret_cast<uint32 const&>(l_3379);
const uint32 l_3381 = l_3380 ^ uint32(2147483648);
const float l_3382 = reinterpret_cast<float const&>(l_3381);
const uint32 l_3383 = reinterpret_cast<uint32 const&>(l_3382);
const uint32 l_3384 = l_3383 & uint32(2147483647);
const float l_3385 = reinterpret_cast<float const&>(l_3384);
const double l_3386 = double(l_3385);
l_mut_1663 = l_3386;
const bool l_3387 = l_3384 < uint32(8388608);
if (l_3387) {
const double l_3388 = double(l_3384);
const double l_3389 = l_3388 * double(1.401298464324817e-45);
l_mut_1663 = l_3389;
}
const uint64 l_3390 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3391 = l_3383 >> uint32(31);
const uint64 l_3392 = uint64(l_3391);
const uint64 l_3393 = l_3392 << uint64(63);
const uint64 l_3394 = l_3390 | l_3393;
const double l_3395 = reinterpret_cast<double const&>(l_3394);
l_mut_1748 = l_3395;
} else {
const uint32 l_3396 = reinterpret_cast<uint32 const&>(l_3365);
const uint32 l_3397 = l_3396 + uint32(1);
l_mut_2764 = l_3397;
const uint32 l_3398 = l_3396 & uint32(2147483647);
const bool l_3399 = l_3398 == uint32(0);
if (l_3399) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3400 = l_3396 & uint32(2147483648);
const bool l_3401 = l_3400 != uint32(0);
if (l_3401) {
const uint32 l_3402 = l_3396 - uint32(1);
l_mut_2764 = l_3402;
} else {
const bool l_3403 = l_3396 == uint32(2139095040);
if (l_3403) {
l_mut_2764 = l_3396;
}
}
}
const float l_3404 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3405 = reinterpret_cast<uint32 const&>(l_3404);
const uint32 l_3406 = l_3405 & uint32(2147483647);
const float l_3407 = reinterpret_cast<float const&>(l_3406);
const double l_3408 = double(l_3407);
l_mut_1663 = l_3408;
const bool l_3409 = l_3406 < uint32(8388608);
if (l_3409) {
const double l_3410 = double(l_3406);
const double l_3411 = l_3410 * double(1.401298464324817e-45);
l_mut_1663 = l_3411;
}
const uint64 l_3412 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3413 = l_3405 >> uint32(31);
const uint64 l_3414 = uint64(l_3413);
const uint64 l_3415 = l_3414 << uint64(63);
const uint64 l_3416 = l_3412 | l_3415;
const double l_3417 = reinterpret_cast<double const&>(l_3416);
const bool l_3418 = l_3417 <= l_3359;
if (l_3418) {
const uint32 l_3419 = reinterpret_cast<uint32 const&>(l_3365);
const uint32 l_3420 = l_3419 + uint32(1);
l_mut_2764 = l_3420;
const uint32 l_3421 = l_3419 & uint32(2147483647);
const bool l_3422 = l_3421 == uint32(0);
if (l_3422) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3423 = l_3419 & uint32(2147483648);
const bool l_3424 = l_3423 != uint32(0);
if (l_3424) {
const uint32 l_3425 = l_3419 - uint32(1);
l_mut_2764 = l_3425;
} else {
const bool l_3426 = l_3419 == uint32(2139095040);
if (l_3426) {
l_mut_2764 = l_3419;
}
}
}
const float l_3427 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3428 = reinterpret_cast<uint32 const&>(l_3427);
const uint32 l_3429 = l_3428 & uint32(2147483647);
const float l_3430 = reinterpret_cast<float const&>(l_3429);
const double l_3431 = double(l_3430);
l_mut_1663 = l_3431;
const bool l_3432 = l_3429 < uint32(8388608);
if (l_3432) {
const double l_3433 = double(l_3429);
const double l_3434 = l_3433 * double(1.401298464324817e-45);
l_mut_1663 = l_3434;
}
const uint64 l_3435 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3436 = l_3428 >> uint32(31);
const uint64 l_3437 = uint64(l_3436);
const uint64 l_3438 = l_3437 << uint64(63);
const uint64 l_3439 = l_3435 | l_3438;
const double l_3440 = reinterpret_cast<double const&>(l_3439);
l_mut_1748 = l_3440;
}
}
}
l_mut_2002 = l_mut_1748;
} else {
const double l_3441 = l_3270 - l_3273;
const double l_3442 = l_3441 * double(7.1362384635298e44);
const double l_3443 = floor(l_3442);
const double l_3444 = l_3443 * double(1.401298464324817e-45);
l_mut_1748 = l_3444;
const double l_3445 = abs(l_3441);
const bool l_3446 = l_3445 >= double(1.1754943508222875e-38);
if (l_3446) {
const float l_3447 = float(l_3441);
const double l_3448 = double(l_3447);
l_mut_1748 = l_3448;
const bool l_3449 = l_mut_1748 > l_3441;
if (l_3449) {
const uint32 l_3450 = reinterpret_cast<uint32 const&>(l_3447);
const uint32 l_3451 = l_3450 ^ uint32(2147483648);
const float l_3452 = reinterpret_cast<float const&>(l_3451);
const uint32 l_3453 = reinterpret_cast<uint32 const&>(l_3452);
const uint32 l_3454 = l_3453 + uint32(1);
l_mut_2764 = l_3454;
const uint32 l_3455 = l_3453 & uint32(2147483647);
const bool l_3456 = l_3455 == uint32(0);
if (l_3456) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3457 = l_3453 & uint32(2147483648);
const bool l_3458 = l_3457 != uint32(0);
if (l_3458) {
const uint32 l_3459 = l_3453 - uint32(1);
l_mut_2764 = l_3459;
} else {
const bool l_3460 = l_3453 == uint32(2139095040);
if (l_3460) {
l_mut_2764 = l_3453;
}
}
}
const float l_3461 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3462 = reinterpret_cast<uint32 const&>(l_3461);
const uint32 l_3463 = l_3462 ^ uint32(2147483648);
const float l_3464 = reinterpret_cast<float const&>(l_3463);
const uint32 l_3465 = reinterpret_cast<uint32 const&>(l_3464);
const uint32 l_3466 = l_3465 & uint32(2147483647);
const float l_3467 = reinterpret_cast<float const&>(l_3466);
const double l_3468 = double(l_3467);
l_mut_1663 = l_3468;
const bool l_3469 = l_3466 < uint32(8388608);
if (l_3469) {
const double l_3470 = double(l_3466);
const double l_3471 = l_3470 * double(1.401298464324817e-45);
l_mut_1663 = l_3471;
}
const uint64 l_3472 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3473 = l_3465 >> uint32(31);
const uint64 l_3474 = uint64(l_3473);
const uint64 l_3475 = l_3474 << uint64(63);
const uint64 l_3476 = l_3472 | l_3475;
const double l_3477 = reinterpret_cast<double const&>(l_3476);
l_mut_1748 = l_3477;
} else {
const uint32 l_3478 = reinterpret_cast<uint32 const&>(l_3447);
const uint32 l_3479 = l_3478 + uint32(1);
l_mut_2764 = l_3479;
const uint32 l_3480 = l_3478 & uint32(2147483647);
const bool l_3481 = l_3480 == uint32(0);
if (l_3481) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3482 = l_3478 & uint32(2147483648);
const bool l_3483 = l_3482 != uint32(0);
if (l_3483) {
const uint32 l_3484 = l_3478 - uint32(1);
l_mut_2764 = l_3484;
} else {
const bool l_3485 = l_3478 == uint32(2139095040);
if (l_3485) {
l_mut_2764 = l_3478;
}
}
}
const float l_3486 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3487 = reinterpret_cast<uint32 const&>(l_3486);
const uint32 l_3488 = l_3487 & uint32(2147483647);
const float l_3489 = reinterpret_cast<float const&>(l_3488);
const double l_3490 = double(l_3489);
l_mut_1663 = l_3490;
const bool l_3491 = l_3488 < uint32(8388608);
if (l_3491) {
const double l_3492 = double(l_3488);
const double l_3493 = l_3492 * double(1.401298464324817e-45);
l_mut_1663 = l_3493;
}
const uint64 l_3494 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3495 = l_3487 >> uint32(31);
const uint64 l_3496 = uint64(l_3495);
const uint64 l_3497 = l_3496 << uint64(63);
const uint64 l_3498 = l_3494 | l_3497;
const double l_3499 = reinterpret_cast<double const&>(l_3498);
const bool l_3500 = l_3499 <= l_3441;
if (l_3500) {
const uint32 l_3501 = reinterpret_cast<uint32 const&>(l_3447);
const uint32 l_3502 = l_3501 + uint32(1);
l_mut_2764 = l_3502;
const uint32 l_3503 = l_3501 & uint32(2147483647);
const bool l_3504 = l_3503 == uint32(0);
if (l_3504) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3505 = l_3501 & uint32(2147483648);
const bool l_3506 = l_3505 != uint32(0);
if (l_3506) {
const uint32 l_3507 = l_3501 - uint32(1);
l_mut_2764 = l_3507;
} else {
const bool l_3508 = l_3501 == uint32(2139095040);
if (l_3508) {
l_mut_2764 = l_3501;
}
}
}
const float l_3509 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3510 = reinterpret_cast<uint32 const&>(l_3509);
const uint32 l_3511 = l_3510 & uint32(2147483647);
const float l_3512 = reinterpret_cast<float const&>(l_3511);
const double l_3513 = double(l_3512);
l_mut_1663 = l_3513;
const bool l_3514 = l_3511 < uint32(8388608);
if (l_3514) {
const double l_3515 = double(l_3511);
const double l_3516 = l_3515 * double(1.401298464324817e-45);
l_mut_1663 = l_3516;
}
const uint64 l_3517 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3518 = l_3510 >> uint32(31);
const uint64 l_3519 = uint64(l_3518);
const uint64 l_3520 = l_3519 << uint64(63);
const uint64 l_3521 = l_3517 | l_3520;
const double l_3522 = reinterpret_cast<double const&>(l_3521);
l_mut_1748 = l_3522;
}
}
}
l_mut_2002 = l_mut_1748;
}
const double l_3523 = l_mut_84 + l_415;
const double l_3524 = abs(l_3523);
const double l_3525 = l_3524 * double(2.220446049250313e-16);
const double l_3526 = l_1629 + l_3525;
const double l_3527 = l_3523 + l_3526;
const double l_3528 = -l_3527;
const double l_3529 = l_3528 * double(7.1362384635298e44);
const double l_3530 = floor(l_3529);
const double l_3531 = l_3530 * double(1.401298464324817e-45);
l_mut_1748 = l_3531;
const double l_3532 = abs(l_3528);
const bool l_3533 = l_3532 >= double(1.1754943508222875e-38);
if (l_3533) {
const float l_3534 = float(l_3528);
const double l_3535 = double(l_3534);
l_mut_1748 = l_3535;
const bool l_3536 = l_mut_1748 > l_3528;
if (l_3536) {
const uint32 l_3537 = reinterpret_cast<uint32 const&>(l_3534);
const uint32 l_3538 = l_3537 ^ uint32(2147483648);
const float l_3539 = reinterpret_cast<float const&>(l_3538);
const uint32 l_3540 = reinterpret_cast<uint32 const&>(l_3539);
const uint32 l_3541 = l_3540 + uint32(1);
l_mut_2764 = l_3541;
const uint32 l_3542 = l_3540 & uint32(2147483647);
const bool l_3543 = l_3542 == uint32(0);
if (l_3543) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3544 = l_3540 & uint32(2147483648);
const bool l_3545 = l_3544 != uint32(0);
if (l_3545) {
const uint32 l_3546 = l_3540 - uint32(1);
l_mut_2764 = l_3546;
} else {
const bool l_3547 = l_3540 == uint32(2139095040);
if (l_3547) {
l_mut_2764 = l_3540;
}
}
}
const float l_3548 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3549 = reinterpret_cast<uint32 const&>(l_3548);
const uint32 l_3550 = l_3549 ^ uint32(2147483648);
const float l_3551 = reinterpret_cast<float const&>(l_3550);
const uint32 l_3552 = reinterpret_cast<uint32 const&>(l_3551);
const uint32 l_3553 = l_3552 & uint32(2147483647);
const float l_3554 = reinterpret_cast<float const&>(l_3553);
const double l_3555 = double(l_3554);
l_mut_1663 = l_3555;
const bool l_3556 = l_3553 < uint32(8388608);
if (l_3556) {
const double l_3557 = double(l_3553);
const double l_3558 = l_3557 * double(1.401298464324817e-45);
l_mut_1663 = l_3558;
}
const uint64 l_3559 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3560 = l_3552 >> uint32(31);
const uint64 l_3561 = uint64(l_3560);
const uint64 l_3562 = l_3561 << uint64(63);
const uint64 l_3563 = l_3559 | l_3562;
const double l_3564 = reinterpret_cast<double const&>(l_3563);
l_mut_1748 = l_3564;
} else {
const uint32 l_3565 = reinterpret_cast<uint32 const&>(l_3534);
const uint32 l_3566 = l_3565 + uint32(1);
l_mut_2764 = l_3566;
const uint32 l_3567 = l_3565 & uint32(2147483647);
const bool l_3568 = l_3567 == uint32(0);
if (l_3568) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3569 = l_3565 & uint32(2147483648);
const bool l_3570 = l_3569 != uint32(0);
if (l_3570) {
const uint32 l_3571 = l_3565 - uint32(1);
l_mut_2764 = l_3571;
} else {
const bool l_3572 = l_3565 == uint32(2139095040);
if (l_3572) {
l_mut_2764 = l_3565;
}
}
}
const float l_3573 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3574 = reinterpret_cast<uint32 const&>(l_3573);
const uint32 l_3575 = l_3574 & uint32(2147483647);
const float l_3576 = reinterpret_cast<float const&>(l_3575);
const double l_3577 = double(l_3576);
l_mut_1663 = l_3577;
const bool l_3578 = l_3575 < uint32(8388608);
if (l_3578) {
const double l_3579 = double(l_3575);
const double l_3580 = l_3579 * double(1.401298464324817e-45);
l_mut_1663 = l_3580;
}
const uint64 l_3581 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3582 = l_3574 >> uint32(31);
const uint64 l_3583 = uint64(l_3582);
const uint64 l_3584 = l_3583 << uint64(63);
const uint64 l_3585 = l_3581 | l_3584;
const double l_3586 = reinterpret_cast<double const&>(l_3585);
const bool l_3587 = l_3586 <= l_3528;
if (l_3587) {
const uint32 l_3588 = reinterpret_cast<uint32 const&>(l_3534);
const uint32 l_3589 = l_3588 + uint32(1);
l_mut_2764 = l_3589;
const uint32 l_3590 = l_3588 & uint32(2147483647);
const bool l_3591 = l_3590 == uint32(0);
if (l_3591) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3592 = l_3588 & uint32(2147483648);
const bool l_3593 = l_3592 != uint32(0);
if (l_3593) {
const uint32 l_3594 = l_3588 - uint32(1);
l_mut_2764 = l_3594;
} else {
const bool l_3595 = l_3588 == uint32(2139095040);
if (l_3595) {
l_mut_2764 = l_3588;
}
}
}
const float l_3596 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3597 = reinterpret_cast<uint32 const&>(l_3596);
const uint32 l_3598 = l_3597 & uint32(2147483647);
const float l_3599 = reinterpret_cast<float const&>(l_3598);
const double l_3600 = double(l_3599);
l_mut_1663 = l_3600;
const bool l_3601 = l_3598 < uint32(8388608);
if (l_3601) {
const double l_3602 = double(l_3598);
const double l_3603 = l_3602 * double(1.401298464324817e-45);
l_mut_1663 = l_3603;
}
const uint64 l_3604 = reinterpret_cast<uint64 const&>(l_mut_1663);
const uint32 l_3605 = l_3597 >> uint32(31);
const uint64 l_3606 = uint64(l_3605);
const uint64 l_3607 = l_3606 << uint64(63);
const uint64 l_3608 = l_3604 | l_3607;
const double l_3609 = reinterpret_cast<double const&>(l_3608);
l_mut_1748 = l_3609;
}
}
}
const double l_3610 = -l_mut_1748;
l_mut_1748 = l_3610;
const bool l_3611 = bool(false) && bool(false);
if (l_3611) {
const double l_3612 = l_3523 + l_3526;
const double l_3613 = l_3612 * double(7.1362384635298e44);
const double l_3614 = floor(l_3613);
const double l_3615 = l_3614 * double(1.401298464324817e-45);
l_mut_1663 = l_3615;
const double l_3616 = abs(l_3612);
const bool l_3617 = l_3616 >= double(1.1754943508222875e-38);
if (l_3617) {
const float l_3618 = float(l_3612);
const double l_3619 = double(l_3618);
l_mut_1663 = l_3619;
const bool l_3620 = l_mut_1663 > l_3612;
if (l_3620) {
const uint32 l_3621 = reinterpret_cast<uint32 const&>(l_3618);
const uint32 l_3622 = l_3621 ^ uint32(2147483648);
const float l_3623 = reinterpret_cast<float const&>(l_3622);
const uint32 l_3624 = reinterpret_cast<uint32 const&>(l_3623);
const uint32 l_3625 = l_3624 + uint32(1);
l_mut_2764 = l_3625;
const uint32 l_3626 = l_3624 & uint32(2147483647);
const bool l_3627 = l_3626 == uint32(0);
if (l_3627) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3628 = l_3624 & uint32(2147483648);
const bool l_3629 = l_3628 != uint32(0);
if (l_3629) {
const uint32 l_3630 = l_3624 - uint32(1);
l_mut_2764 = l_3630;
} else {
const bool l_3631 = l_3624 == uint32(2139095040);
if (l_3631) {
l_mut_2764 = l_3624;
}
}
}
const float l_3632 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3633 = reinterpret_cast<uint32 const&>(l_3632);
const uint32 l_3634 = l_3633 ^ uint32(2147483648);
const float l_3635 = reinterpret_cast<float const&>(l_3634);
const uint32 l_3636 = reinterpret_cast<uint32 const&>(l_3635);
const uint32 l_3637 = l_3636 & uint32(2147483647);
const float l_3638 = reinterpret_cast<float const&>(l_3637);
const double l_3639 = double(l_3638);
l_mut_47 = l_3639;
const bool l_3640 = l_3637 < uint32(8388608);
if (l_3640) {
const double l_3641 = double(l_3637);
const double l_3642 = l_3641 * double(1.401298464324817e-45);
l_mut_47 = l_3642;
}
const uint64 l_3643 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_3644 = l_3636 >> uint32(31);
const uint64 l_3645 = uint64(l_3644);
const uint64 l_3646 = l_3645 << uint64(63);
const uint64 l_3647 = l_3643 | l_3646;
const double l_3648 = reinterpret_cast<double const&>(l_3647);
l_mut_1663 = l_3648;
} else {
const uint32 l_3649 = reinterpret_cast<uint32 const&>(l_3618);
const uint32 l_3650 = l_3649 + uint32(1);
l_mut_2764 = l_3650;
const uint32 l_3651 = l_3649 & uint32(2147483647);
const bool l_3652 = l_3651 == uint32(0);
if (l_3652) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3653 = l_3649 & uint32(2147483648);
const bool l_3654 = l_3653 != uint32(0);
if (l_3654) {
const uint32 l_3655 = l_3649 - uint32(1);
l_mut_2764 = l_3655;
} else {
const bool l_3656 = l_3649 == uint32(2139095040);
if (l_3656) {
l_mut_2764 = l_3649;
}
}
}
const float l_3657 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3658 = reinterpret_cast<uint32 const&>(l_3657);
const uint32 l_3659 = l_3658 & uint32(2147483647);
const float l_3660 = reinterpret_cast<float const&>(l_3659);
const double l_3661 = double(l_3660);
l_mut_47 = l_3661;
const bool l_3662 = l_3659 < uint32(8388608);
if (l_3662) {
const double l_3663 = double(l_3659);
const double l_3664 = l_3663 * double(1.401298464324817e-45);
l_mut_47 = l_3664;
}
const uint64 l_3665 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_3666 = l_3658 >> uint32(31);
const uint64 l_3667 = uint64(l_3666);
const uint64 l_3668 = l_3667 << uint64(63);
const uint64 l_3669 = l_3665 | l_3668;
const double l_3670 = reinterpret_cast<double const&>(l_3669);
const bool l_3671 = l_3670 <= l_3612;
if (l_3671) {
const uint32 l_3672 = reinterpret_cast<uint32 const&>(l_3618);
const uint32 l_3673 = l_3672 + uint32(1);
l_mut_2764 = l_3673;
const uint32 l_3674 = l_3672 & uint32(2147483647);
const bool l_3675 = l_3674 == uint32(0);
if (l_3675) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_3676 = l_3672 & uint32(2147483648);
const bool l_3677 = l_3676 != uint32(0);
if (l_3677) {
const uint32 l_3678 = l_3672 - uint32(1);
l_mut_2764 = l_3678;
} else {
const bool l_3679 = l_3672 == uint32(2139095040);
if (l_3679) {
l_mut_2764 = l_3672;
}
}
}
const float l_3680 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_3681 = reinterpret_cast<uint32 const&>(l_3680);
const uint32 l_3682 = l_3681 & uint32(2147483647);
const float l_3683 = reinterpret_cast<float const&>(l_3682);
const double l_3684 = double(l_3683);
l_mut_47 = l_3684;
const bool l_3685 = l_3682 < uint32(8388608);
if (l_3685) {
const double l_3686 = double(l_3682);
const double l_3687 = l_3686 * double(1.401298464324817e-45);
l_mut_47 = l_3687;
}
const uint64 l_3688 = reinterpret_cast<uint64 const&>(l_mut_47);
const uint32 l_3689 = l_3681 >> uint32(31);
const uint64 l_3690 = uint64(l_3689);
const uint64 l_3691 = l_3690 << uint64(63);
const uint64 l_3692 = l_3688 | l_3691;
const double l_3693 = reinterpret_cast<double const&>(l_3692);
l_mut_1663 = l_3693;
}
}
}
l_mut_1748 = l_mut_1663;
} else {
}
l_mut_2764 = uint32(0);
const bool l_3694 = l_mut_2002 <= double(0.0);
const bool l_3695 = l_mut_1748 >= double(0.0);
const bool l_3696 = l_3694 && l_3695;
const bool l_3697 = !l_3696;
if (l_3697) {
const double l_3699 = l_mut_2512 / l_mut_2002;
const double l_3700 = l_mut_2512 / l_mut_1748;
const double l_3701 = l_mut_2258 / l_mut_2002;
const double l_3702 = l_mut_2258 / l_mut_1748;
l_arr_3698[uint32(0)] = l_3699;
l_arr_3698[uint32(1)] = l_3699;
const double l_3703 = l_arr_3698[uint32(0)];
const bool l_3704 = l_3700 < l_3703;
if (l_3704) {
l_arr_3698[uint32(0)] = l_3700;
}
const double l_3705 = l_arr_3698[uint32(0)];
const bool l_3706 = l_3701 < l_3705;
if (l_3706) {
l_arr_3698[uint32(0)] = l_3701;
}
const double l_3707 = l_arr_3698[uint32(0)];
const bool l_3708 = l_3702 < l_3707;
if (l_3708) {
l_arr_3698[uint32(0)] = l_3702;
}
const double l_3709 = l_arr_3698[uint32(1)];
const bool l_3710 = l_3700 > l_3709;
if (l_3710) {
l_arr_3698[uint32(1)] = l_3700;
}
const double l_3711 = l_arr_3698[uint32(1)];
const bool l_3712 = l_3701 > l_3711;
if (l_3712) {
l_arr_3698[uint32(1)] = l_3701;
}
const double l_3713 = l_arr_3698[uint32(1)];
const bool l_3714 = l_3702 > l_3713;
if (l_3714) {
l_arr_3698[uint32(1)] = l_3702;
}
const double l_3715 = l_arr_3698[uint32(0)];
const double l_3716 = abs(l_3715);
const double l_3717 = l_3716 * l_mut_57;
const double l_3718 = l_arr_3698[uint32(1)];
const double l_3719 = abs(l_3718);
const double l_3720 = l_3719 * l_mut_57;
l_mut_2764 = uint32(2);
const double l_3721 = l_arr_3698[uint32(0)];
const double l_3722 = l_3721 - l_3717;
const double l_3723 = abs(l_3722);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3724 = l_3723 >= double(1.1754943508222875e-38);
const bool l_3725 = l_3723 <= double(1.7976931348623157e308);
const bool l_3726 = l_3724 && l_3725;
if (l_3726) {
const uint64 l_3727 = reinterpret_cast<uint64 const&>(l_3723);
const uint64 l_3728 = l_3727 >> uint64(52);
const uint64 l_3729 = l_3728 - uint64(23);
const uint64 l_3730 = l_3729 << uint64(52);
const double l_3731 = reinterpret_cast<double const&>(l_3730);
l_mut_2512 = l_3731;
}
const double l_3732 = l_3721 + l_3717;
const double l_3733 = abs(l_3732);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_3734 = l_3733 >= double(1.1754943508222875e-38);
const bool l_3735 = l_3733 <= double(1.7976931348623157e308);
const bool l_3736 = l_3734 && l_3735;
if (l_3736) {
const uint64 l_3737 = reinterpret_cast<uint64 const&>(l_3733);
const uint64 l_3738 = l_3737 >> uint64(52);
const uint64 l_3739 = l_3738 - uint64(23);
const uint64 l_3740 = l_3739 << uint64(52);
const double l_3741 = reinterpret_cast<double const&>(l_3740);
l_mut_2258 = l_3741;
}
const bool l_3742 = l_mut_2512 == l_mut_2258;
const double l_3743 = l_arr_3698[uint32(1)];
const double l_3744 = l_3743 - l_3720;
const double l_3745 = abs(l_3744);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3746 = l_3745 >= double(1.1754943508222875e-38);
const bool l_3747 = l_3745 <= double(1.7976931348623157e308);
const bool l_3748 = l_3746 && l_3747;
if (l_3748) {
const uint64 l_3749 = reinterpret_cast<uint64 const&>(l_3745);
const uint64 l_3750 = l_3749 >> uint64(52);
const uint64 l_3751 = l_3750 - uint64(23);
const uint64 l_3752 = l_3751 << uint64(52);
const double l_3753 = reinterpret_cast<double const&>(l_3752);
l_mut_2512 = l_3753;
}
const double l_3754 = l_3743 + l_3720;
const double l_3755 = abs(l_3754);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_3756 = l_3755 >= double(1.1754943508222875e-38);
const bool l_3757 = l_3755 <= double(1.7976931348623157e308);
const bool l_3758 = l_3756 && l_3757;
if (l_3758) {
const uint64 l_3759 = reinterpret_cast<uint64 const&>(l_3755);
const uint64 l_3760 = l_3759 >> uint64(52);
const uint64 l_3761 = l_3760 - uint64(23);
const uint64 l_3762 = l_3761 << uint64(52);
const double l_3763 = reinterpret_cast<double const&>(l_3762);
l_mut_2258 = l_3763;
}
const bool l_3764 = l_mut_2512 == l_mut_2258;
const bool l_3765 = l_3742 && l_3764;
if (l_3765) {
const double l_3766 = l_arr_3698[uint32(0)];
const double l_3767 = l_arr_3698[uint32(0)];
const double l_3768 = abs(l_3767);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3769 = l_3768 >= double(1.1754943508222875e-38);
const bool l_3770 = l_3768 <= double(1.7976931348623157e308);
const bool l_3771 = l_3769 && l_3770;
if (l_3771) {
const uint64 l_3772 = reinterpret_cast<uint64 const&>(l_3768);
const uint64 l_3773 = l_3772 >> uint64(52);
const uint64 l_3774 = l_3773 - uint64(23);
const uint64 l_3775 = l_3774 << uint64(52);
const double l_3776 = reinterpret_cast<double const&>(l_3775);
l_mut_2512 = l_3776;
}
const double l_3777 = l_418 * l_mut_2512;
const double l_3778 = l_3766 - l_3777;
const double l_3779 = l_arr_3698[uint32(1)];
const double l_3780 = l_arr_3698[uint32(1)];
const double l_3781 = abs(l_3780);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3782 = l_3781 >= double(1.1754943508222875e-38);
const bool l_3783 = l_3781 <= double(1.7976931348623157e308);
const bool l_3784 = l_3782 && l_3783;
if (l_3784) {
const uint64 l_3785 = reinterpret_cast<uint64 const&>(l_3781);
const uint64 l_3786 = l_3785 >> uint64(52);
const uint64 l_3787 = l_3786 - uint64(23);
const uint64 l_3788 = l_3787 << uint64(52);
const double l_3789 = reinterpret_cast<double const&>(l_3788);
l_mut_2512 = l_3789;
}
const double l_3790 = l_418 * l_mut_2512;
const double l_3791 = l_3779 + l_3790;
const uint32 l_3792 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3793 = l_3792 & uint32(2147483647);
const float l_3794 = reinterpret_cast<float const&>(l_3793);
const double l_3795 = double(l_3794);
l_mut_2512 = l_3795;
const bool l_3796 = l_3793 < uint32(8388608);
if (l_3796) {
const double l_3797 = double(l_3793);
const double l_3798 = l_3797 * double(1.401298464324817e-45);
l_mut_2512 = l_3798;
}
const uint64 l_3799 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_3800 = l_3792 >> uint32(31);
const uint64 l_3801 = uint64(l_3800);
const uint64 l_3802 = l_3801 << uint64(63);
const uint64 l_3803 = l_3799 | l_3802;
const double l_3804 = reinterpret_cast<double const&>(l_3803);
const uint32 l_3805 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3806 = l_3805 + uint32(1);
l_mut_3807 = l_3806;
const uint32 l_3808 = l_3805 & uint32(2147483647);
const bool l_3809 = l_3808 == uint32(0);
if (l_3809) {
l_mut_3807 = uint32(1);
} else {
const uint32 l_3810 = l_3805 & uint32(2147483648);
const bool l_3811 = l_3810 != uint32(0);
if (l_3811) {
const uint32 l_3812 = l_3805 - uint32(1);
l_mut_3807 = l_3812;
} else {
const bool l_3813 = l_3805 == uint32(2139095040);
if (l_3813) {
l_mut_3807 = l_3805;
}
}
}
const float l_3814 = reinterpret_cast<float const&>(l_mut_3807);
const uint32 l_3815 = reinterpret_cast<uint32 const&>(l_3814);
const uint32 l_3816 = l_3815 & uint32(2147483647);
const float l_3817 = reinterpret_cast<float const&>(l_3816);
const double l_3818 = double(l_3817);
l_mut_2512 = l_3818;
const bool l_3819 = l_3816 < uint32(8388608);
if (l_3819) {
const double l_3820 = double(l_3816);
const double l_3821 = l_3820 * double(1.401298464324817e-45);
l_mut_2512 = l_3821;
}
const uint64 l_3822 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_3823 = l_3815 >> uint32(31);
const uint64 l_3824 = uint64(l_3823);
const uint64 l_3825 = l_3824 << uint64(63);
const uint64 l_3826 = l_3822 | l_3825;
const double l_3827 = reinterpret_cast<double const&>(l_3826);
const uint32 l_3828 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3829 = l_3828 ^ uint32(2147483648);
const float l_3830 = reinterpret_cast<float const&>(l_3829);
const uint32 l_3831 = reinterpret_cast<uint32 const&>(l_3830);
const uint32 l_3832 = l_3831 + uint32(1);
l_mut_3807 = l_3832;
const uint32 l_3833 = l_3831 & uint32(2147483647);
const bool l_3834 = l_3833 == uint32(0);
if (l_3834) {
l_mut_3807 = uint32(1);
} else {
const uint32 l_3835 = l_3831 & uint32(2147483648);
const bool l_3836 = l_3835 != uint32(0);
if (l_3836) {
const uint32 l_3837 = l_3831 - uint32(1);
l_mut_3807 = l_3837;
} else {
const bool l_3838 = l_3831 == uint32(2139095040);
if (l_3838) {
l_mut_3807 = l_3831;
}
}
}
const float l_3839 = reinterpret_cast<float const&>(l_mut_3807);
const uint32 l_3840 = reinterpret_cast<uint32 const&>(l_3839);
const uint32 l_3841 = l_3840 ^ uint32(2147483648);
const float l_3842 = reinterpret_cast<float const&>(l_3841);
const uint32 l_3843 = reinterpret_cast<uint32 const&>(l_3842);
const uint32 l_3844 = l_3843 & uint32(2147483647);
const float l_3845 = reinterpret_cast<float const&>(l_3844);
const double l_3846 = double(l_3845);
l_mut_2512 = l_3846;
const bool l_3847 = l_3844 < uint32(8388608);
if (l_3847) {
const double l_3848 = double(l_3844);
const double l_3849 = l_3848 * double(1.401298464324817e-45);
l_mut_2512 = l_3849;
}
const uint64 l_3850 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_3851 = l_3843 >> uint32(31);
const uint64 l_3852 = uint64(l_3851);
const uint64 l_3853 = l_3852 << uint64(63);
const uint64 l_3854 = l_3850 | l_3853;
const double l_3855 = reinterpret_cast<double const&>(l_3854);
const double l_3856 = l_3778 + l_3717;
const bool l_3857 = l_3856 <= l_3804;
l_mut_544 = l_3857;
const double l_3858 = l_3778 - l_3717;
const bool l_3859 = l_3858 > l_3804;
l_mut_541 = l_3859;
const double l_3860 = l_3791 - l_3720;
const bool l_3861 = l_3860 >= l_3804;
l_mut_538 = l_3861;
const double l_3862 = l_3791 + l_3720;
const bool l_3863 = l_3862 < l_3804;
l_mut_535 = l_3863;
const double l_3864 = l_3778 + l_3717;
const bool l_3865 = l_3864 < l_3827;
l_mut_544 = l_3865;
const double l_3866 = l_3778 - l_3717;
const bool l_3867 = l_3866 >= l_3827;
l_mut_541 = l_3867;
const double l_3868 = l_3791 - l_3720;
const bool l_3869 = l_3868 > l_3855;
l_mut_538 = l_3869;
const double l_3870 = l_3791 + l_3720;
const bool l_3871 = l_3870 <= l_3855;
l_mut_535 = l_3871;
l_mut_3807 = uint32(2);
const bool l_3872 = l_mut_541 || l_mut_535;
if (l_3872) {
l_mut_3807 = uint32(1);
} else {
const bool l_3873 = l_mut_544 && l_mut_538;
if (l_3873) {
l_mut_3807 = uint32(0);
}
}
const uint32 l_3874 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_3875 = l_3874 & uint32(2147483647);
const bool l_3876 = l_3875 == uint32(0);
if (l_3876) {
const double l_3877 = l_3778 + l_3717;
const bool l_3878 = l_3877 < double(1.1754943508222875e-38);
const double l_3879 = l_3791 - l_3720;
const bool l_3880 = l_3879 > double(-1.1754943508222875e-38);
const bool l_3881 = l_3878 && l_3880;
const double l_3882 = l_3778 - l_3717;
const bool l_3883 = l_3882 < double(1.1754943508222875e-38);
const double l_3884 = l_3791 + l_3720;
const bool l_3885 = l_3884 > double(-1.1754943508222875e-38);
const bool l_3886 = l_3883 && l_3885;
if (l_3881) {
l_mut_3807 = uint32(0);
} else {
const bool l_3887 = l_mut_3807 == uint32(1);
const bool l_3888 = l_3886 && l_3887;
if (l_3888) {
l_mut_3807 = uint32(2);
}
}
}
l_mut_2764 = l_mut_3807;
}
}
const bool l_3889 = l_mut_443 == uint32(0);
if (l_3889) {
l_mut_484 = uint32(0);
} else {
const bool l_3890 = l_mut_2764 == uint32(1);
if (l_3890) {
l_mut_484 = uint32(1);
}
}
} else {
const double l_3891 = l_mut_251 - l_415;
const double l_3892 = l_mut_251 + l_415;
const double l_3893 = l_mut_84 - l_415;
const double l_3894 = l_mut_84 + l_415;
const double l_3895 = abs(l_3893);
const bool l_3896 = l_3895 > l_1629;
const double l_3897 = abs(l_3894);
const bool l_3898 = l_3897 > l_1629;
const bool l_3899 = l_3896 && l_3898;
if (l_3899) {
const double l_3900 = l_1627 + l_1629;
const double l_3901 = abs(l_3893);
const double l_3902 = abs(l_3894);
l_mut_2512 = l_3901;
const bool l_3903 = l_3902 < l_3901;
if (l_3903) {
l_mut_2512 = l_3902;
}
const double l_3904 = l_3900 / l_mut_2512;
const double l_3905 = abs(l_3891);
const double l_3906 = abs(l_3892);
l_mut_2512 = l_3905;
const bool l_3907 = l_3906 < l_3905;
if (l_3907) {
l_mut_2512 = l_3906;
}
const double l_3908 = l_1627 / l_mut_2512;
const double l_3909 = l_3904 + l_3908;
l_mut_57 = l_mut_57 + l_3909;
l_mut_3807 = uint32(0);
const bool l_3910 = l_3893 <= double(0.0);
const bool l_3911 = l_3894 >= double(0.0);
const bool l_3912 = l_3910 && l_3911;
const bool l_3913 = !l_3912;
if (l_3913) {
const double l_3915 = l_3891 / l_3893;
const double l_3916 = l_3891 / l_3894;
const double l_3917 = l_3892 / l_3893;
const double l_3918 = l_3892 / l_3894;
l_arr_3914[uint32(0)] = l_3915;
l_arr_3914[uint32(1)] = l_3915;
const double l_3919 = l_arr_3914[uint32(0)];
const bool l_3920 = l_3916 < l_3919;
if (l_3920) {
l_arr_3914[uint32(0)] = l_3916;
}
const double l_3921 = l_arr_3914[uint32(0)];
const bool l_3922 = l_3917 < l_3921;
if (l_3922) {
l_arr_3914[uint32(0)] = l_3917;
}
const double l_3923 = l_arr_3914[uint32(0)];
const bool l_3924 = l_3918 < l_3923;
if (l_3924) {
l_arr_3914[uint32(0)] = l_3918;
}
const double l_3925 = l_arr_3914[uint32(1)];
const bool l_3926 = l_3916 > l_3925;
if (l_3926) {
l_arr_3914[uint32(1)] = l_3916;
}
const double l_3927 = l_arr_3914[uint32(1)];
const bool l_3928 = l_3917 > l_3927;
if (l_3928) {
l_arr_3914[uint32(1)] = l_3917;
}
const double l_3929 = l_arr_3914[uint32(1)];
const bool l_3930 = l_3918 > l_3929;
if (l_3930) {
l_arr_3914[uint32(1)] = l_3918;
}
const double l_3931 = l_arr_3914[uint32(0)];
const double l_3932 = abs(l_3931);
const double l_3933 = l_3932 * l_mut_57;
const double l_3934 = l_arr_3914[uint32(1)];
const double l_3935 = abs(l_3934);
const double l_3936 = l_3935 * l_mut_57;
l_mut_3807 = uint32(2);
const double l_3937 = l_arr_3914[uint32(0)];
const double l_3938 = l_3937 - l_3933;
const double l_3939 = abs(l_3938);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3940 = l_3939 >= double(1.1754943508222875e-38);
const bool l_3941 = l_3939 <= double(1.7976931348623157e308);
const bool l_3942 = l_3940 && l_3941;
if (l_3942) {
const uint64 l_3943 = reinterpret_cast<uint64 const&>(l_3939);
const uint64 l_3944 = l_3943 >> uint64(52);
const uint64 l_3945 = l_3944 - uint64(23);
const uint64 l_3946 = l_3945 << uint64(52);
const double l_3947 = reinterpret_cast<double const&>(l_3946);
l_mut_2512 = l_3947;
}
const double l_3948 = l_3937 + l_3933;
const double l_3949 = abs(l_3948);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_3950 = l_3949 >= double(1.1754943508222875e-38);
const bool l_3951 = l_3949 <= double(1.7976931348623157e308);
const bool l_3952 = l_3950 && l_3951;
if (l_3952) {
const uint64 l_3953 = reinterpret_cast<uint64 const&>(l_3949);
const uint64 l_3954 = l_3953 >> uint64(52);
const uint64 l_3955 = l_3954 - uint64(23);
const uint64 l_3956 = l_3955 << uint64(52);
const double l_3957 = reinterpret_cast<double const&>(l_3956);
l_mut_2258 = l_3957;
}
const bool l_3958 = l_mut_2512 == l_mut_2258;
const double l_3959 = l_arr_3914[uint32(1)];
const double l_3960 = l_3959 - l_3936;
const double l_3961 = abs(l_3960);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3962 = l_3961 >= double(1.1754943508222875e-38);
const bool l_3963 = l_3961 <= double(1.7976931348623157e308);
const bool l_3964 = l_3962 && l_3963;
if (l_3964) {
const uint64 l_3965 = reinterpret_cast<uint64 const&>(l_3961);
const uint64 l_3966 = l_3965 >> uint64(52);
const uint64 l_3967 = l_3966 - uint64(23);
const uint64 l_3968 = l_3967 << uint64(52);
const double l_3969 = reinterpret_cast<double const&>(l_3968);
l_mut_2512 = l_3969;
}
const double l_3970 = l_3959 + l_3936;
const double l_3971 = abs(l_3970);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_3972 = l_3971 >= double(1.1754943508222875e-38);
const bool l_3973 = l_3971 <= double(1.7976931348623157e308);
const bool l_3974 = l_3972 && l_3973;
if (l_3974) {
const uint64 l_3975 = reinterpret_cast<uint64 const&>(l_3971);
const uint64 l_3976 = l_3975 >> uint64(52);
const uint64 l_3977 = l_3976 - uint64(23);
const uint64 l_3978 = l_3977 << uint64(52);
const double l_3979 = reinterpret_cast<double const&>(l_3978);
l_mut_2258 = l_3979;
}
const bool l_3980 = l_mut_2512 == l_mut_2258;
const bool l_3981 = l_3958 && l_3980;
if (l_3981) {
const double l_3982 = l_arr_3914[uint32(0)];
const double l_3983 = l_arr_3914[uint32(0)];
const double l_3984 = abs(l_3983);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3985 = l_3984 >= double(1.1754943508222875e-38);
const bool l_3986 = l_3984 <= double(1.7976931348623157e308);
const bool l_3987 = l_3985 && l_3986;
if (l_3987) {
const uint64 l_3988 = reinterpret_cast<uint64 const&>(l_3984);
const uint64 l_3989 = l_3988 >> uint64(52);
const uint64 l_3990 = l_3989 - uint64(23);
const uint64 l_3991 = l_3990 << uint64(52);
const double l_3992 = reinterpret_cast<double const&>(l_3991);
l_mut_2512 = l_3992;
}
const double l_3993 = l_418 * l_mut_2512;
const double l_3994 = l_3982 - l_3993;
const double l_3995 = l_arr_3914[uint32(1)];
const double l_3996 = l_arr_3914[uint32(1)];
const double l_3997 = abs(l_3996);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_3998 = l_3997 >= double(1.1754943508222875e-38);
const bool l_3999 = l_3997 <= double(1.7976931348623157e308);
const bool l_4000 = l_3998 && l_3999;
if (l_4000) {
const uint64 l_4001 = reinterpret_cast<uint64 const&>(l_3997);
const uint64 l_4002 = l_4001 >> uint64(52);
const uint64 l_4003 = l_4002 - uint64(23);
const uint64 l_4004 = l_4003 << uint64(52);
const double l_4005 = reinterpret_cast<double const&>(l_4004);
l_mut_2512 = l_4005;
}
const double l_4006 = l_418 * l_mut_2512;
const double l_4007 = l_3995 + l_4006;
const uint32 l_4008 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4009 = l_4008 & uint32(2147483647);
const float l_4010 = reinterpret_cast<float const&>(l_4009);
const double l_4011 = double(l_4010);
l_mut_2512 = l_4011;
const bool l_4012 = l_4009 < uint32(8388608);
if (l_4012) {
const double l_4013 = double(l_4009);
const double l_4014 = l_4013 * double(1.401298464324817e-45);
l_mut_2512 = l_4014;
}
const uint64 l_4015 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4016 = l_4008 >> uint32(31);
const uint64 l_4017 = uint64(l_4016);
const uint64 l_4018 = l_4017 << uint64(63);
const uint64 l_4019 = l_4015 | l_4018;
const double l_4020 = reinterpret_cast<double const&>(l_4019);
const uint32 l_4021 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4022 = l_4021 + uint32(1);
l_mut_2764 = l_4022;
const uint32 l_4023 = l_4021 & uint32(2147483647);
const bool l_4024 = l_4023 == uint32(0);
if (l_4024) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_4025 = l_4021 & uint32(2147483648);
const bool l_4026 = l_4025 != uint32(0);
if (l_4026) {
const uint32 l_4027 = l_4021 - uint32(1);
l_mut_2764 = l_4027;
} else {
const bool l_4028 = l_4021 == uint32(2139095040);
if (l_4028) {
l_mut_2764 = l_4021;
}
}
}
const float l_4029 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_4030 = reinterpret_cast<uint32 const&>(l_4029);
const uint32 l_4031 = l_4030 & uint32(2147483647);
const float l_4032 = reinterpret_cast<float const&>(l_4031);
const double l_4033 = double(l_4032);
l_mut_2512 = l_4033;
const bool l_4034 = l_4031 < uint32(8388608);
if (l_4034) {
const double l_4035 = double(l_4031);
const double l_4036 = l_4035 * double(1.401298464324817e-45);
l_mut_2512 = l_4036;
}
const uint64 l_4037 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4038 = l_4030 >> uint32(31);
const uint64 l_4039 = uint64(l_4038);
const uint64 l_4040 = l_4039 << uint64(63);
const uint64 l_4041 = l_4037 | l_4040;
const double l_4042 = reinterpret_cast<double const&>(l_4041);
const uint32 l_4043 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4044 = l_4043 ^ uint32(2147483648);
const float l_4045 = reinterpret_cast<float const&>(l_4044);
const uint32 l_4046 = reinterpret_cast<uint32 const&>(l_4045);
const uint32 l_4047 = l_4046 + uint32(1);
l_mut_2764 = l_4047;
const uint32 l_4048 = l_4046 & uint32(2147483647);
const bool l_4049 = l_4048 == uint32(0);
if (l_4049) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_4050 = l_4046 & uint32(2147483648);
const bool l_4051 = l_4050 != uint32(0);
if (l_4051) {
const uint32 l_4052 = l_4046 - uint32(1);
l_mut_2764 = l_4052;
} else {
const bool l_4053 = l_4046 == uint32(2139095040);
if (l_4053) {
l_mut_2764 = l_4046;
}
}
}
const float l_4054 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_4055 = reinterpret_cast<uint32 const&>(l_4054);
const uint32 l_4056 = l_4055 ^ uint32(2147483648);
const float l_4057 = reinterpret_cast<float const&>(l_4056);
const uint32 l_4058 = reinterpret_cast<uint32 const&>(l_4057);
const uint32 l_4059 = l_4058 & uint32(2147483647);
const float l_4060 = reinterpret_cast<float const&>(l_4059);
const double l_4061 = double(l_4060);
l_mut_2512 = l_4061;
const bool l_4062 = l_4059 < uint32(8388608);
if (l_4062) {
const double l_4063 = double(l_4059);
const double l_4064 = l_4063 * double(1.401298464324817e-45);
l_mut_2512 = l_4064;
}
const uint64 l_4065 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4066 = l_4058 >> uint32(31);
const uint64 l_4067 = uint64(l_4066);
const uint64 l_4068 = l_4067 << uint64(63);
const uint64 l_4069 = l_4065 | l_4068;
const double l_4070 = reinterpret_cast<double const&>(l_4069);
const double l_4071 = l_3994 + l_3933;
const bool l_4072 = l_4071 <= l_4020;
l_mut_544 = l_4072;
const double l_4073 = l_3994 - l_3933;
const bool l_4074 = l_4073 > l_4020;
l_mut_541 = l_4074;
const double l_4075 = l_4007 - l_3936;
const bool l_4076 = l_4075 >= l_4020;
l_mut_538 = l_4076;
const double l_4077 = l_4007 + l_3936;
const bool l_4078 = l_4077 < l_4020;
l_mut_535 = l_4078;
l_mut_2764 = uint32(2);
const bool l_4079 = l_mut_541 || l_mut_535;
if (l_4079) {
l_mut_2764 = uint32(1);
} else {
const bool l_4080 = l_mut_544 && l_mut_538;
if (l_4080) {
l_mut_2764 = uint32(0);
}
}
const uint32 l_4081 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4082 = l_4081 & uint32(2147483647);
const bool l_4083 = l_4082 == uint32(0);
if (l_4083) {
const double l_4084 = l_3994 + l_3933;
const bool l_4085 = l_4084 < double(1.1754943508222875e-38);
const double l_4086 = l_4007 - l_3936;
const bool l_4087 = l_4086 > double(-1.1754943508222875e-38);
const bool l_4088 = l_4085 && l_4087;
const double l_4089 = l_3994 - l_3933;
const bool l_4090 = l_4089 < double(1.1754943508222875e-38);
const double l_4091 = l_4007 + l_3936;
const bool l_4092 = l_4091 > double(-1.1754943508222875e-38);
const bool l_4093 = l_4090 && l_4092;
if (l_4088) {
l_mut_2764 = uint32(0);
} else {
const bool l_4094 = l_mut_2764 == uint32(1);
const bool l_4095 = l_4093 && l_4094;
if (l_4095) {
l_mut_2764 = uint32(2);
}
}
}
l_mut_3807 = l_mut_2764;
}
}
l_mut_484 = l_mut_3807;
}
}
l_mut_427 = l_mut_484;
} else {
const bool l_4096 = l_423 <= l_421;
const bool l_4097 = l_409 == uint32(12);
const bool l_4098 = l_4096 && l_4097;
if (l_4098) {
const float l_4099 = float(l_422);
const uint32 l_4100 = reinterpret_cast<uint32 const&>(l_4099);
const uint32 l_4101 = l_4100 & uint32(2147483647);
const float l_4102 = reinterpret_cast<float const&>(l_4101);
const double l_4103 = double(l_4102);
l_mut_2512 = l_4103;
const bool l_4104 = l_4101 < uint32(8388608);
if (l_4104) {
const double l_4105 = double(l_4101);
const double l_4106 = l_4105 * double(1.401298464324817e-45);
l_mut_2512 = l_4106;
}
const uint64 l_4107 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4108 = l_4100 >> uint32(31);
const uint64 l_4109 = uint64(l_4108);
const uint64 l_4110 = l_4109 << uint64(63);
const uint64 l_4111 = l_4107 | l_4110;
const double l_4112 = reinterpret_cast<double const&>(l_4111);
const double l_4113 = abs(l_4112);
l_mut_2512 = l_4113;
l_mut_3807 = uint32(0);
const bool l_4114 = l_4113 >= double(0.785);
if (l_4114) {
const double l_4115 = l_4113 * double(0.6366197723675814);
const double l_4116 = l_4115 + double(0.5);
const double l_4117 = floor(l_4116);
const double l_4118 = l_4117 * double(1.570796325802803);
const double l_4119 = l_4113 - l_4118;
const double l_4120 = l_4119 * l_20;
const double l_4121 = l_4117 * double(9.920935796805404e-10);
const double l_4122 = l_4120 - l_4121;
l_mut_2512 = l_4122;
const uint32 l_4123 = uint32(l_4117);
l_mut_3807 = l_4123;
}
const uint32 l_4124 = reinterpret_cast<uint32 const&>(l_4099);
const bool l_4125 = l_4124 >= uint32(2147483648);
const double l_4126 = l_mut_2512 * l_mut_2512;
const double l_4127 = l_4126 * double(1.9572941063391263e-20);
const double l_4128 = double(8.22063524662433e-18) - l_4127;
l_mut_2258 = l_4128;
const double l_4129 = l_mut_2258 * l_4126;
const double l_4130 = l_4129 - double(2.8114572543455206e-15);
l_mut_2258 = l_4130;
const double l_4131 = l_mut_2258 * l_4126;
const double l_4132 = l_4131 + double(7.647163731819816e-13);
l_mut_2258 = l_4132;
const double l_4133 = l_mut_2258 * l_4126;
const double l_4134 = l_4133 - double(1.6059043836821613e-10);
l_mut_2258 = l_4134;
const double l_4135 = l_mut_2258 * l_4126;
const double l_4136 = l_4135 + double(2.505210838544172e-8);
l_mut_2258 = l_4136;
const double l_4137 = l_mut_2258 * l_4126;
const double l_4138 = l_4137 - double(2.7557319223985893e-6);
l_mut_2258 = l_4138;
const double l_4139 = l_mut_2258 * l_4126;
const double l_4140 = l_4139 + double(0.0001984126984126984);
l_mut_2258 = l_4140;
const double l_4141 = l_mut_2258 * l_4126;
const double l_4142 = l_4141 - double(0.008333333333333333);
l_mut_2258 = l_4142;
const double l_4143 = l_mut_2258 * l_4126;
const double l_4144 = l_4143 + double(0.16666666666666666);
l_mut_2258 = l_4144;
const double l_4145 = double(0.5) * l_4126;
const double l_4146 = double(1.0) - l_4145;
const double l_4147 = double(0.0) * l_4146;
const double l_4148 = l_mut_2512 * l_4126;
const double l_4149 = l_4148 * l_mut_2258;
const double l_4150 = l_4147 - l_4149;
const double l_4151 = l_mut_2512 + l_4150;
const double l_4152 = l_mut_2512 * l_mut_2512;
const double l_4153 = l_4152 * double(4.110317623312165e-19);
const double l_4154 = l_4153 - double(1.5619206968586225e-16);
l_mut_2258 = l_4154;
const double l_4155 = l_mut_2258 * l_4152;
const double l_4156 = l_4155 + double(4.779477332387385e-14);
l_mut_2258 = l_4156;
const double l_4157 = l_mut_2258 * l_4152;
const double l_4158 = l_4157 - double(1.1470745597729725e-11);
l_mut_2258 = l_4158;
const double l_4159 = l_mut_2258 * l_4152;
const double l_4160 = l_4159 + double(2.08767569878681e-9);
l_mut_2258 = l_4160;
const double l_4161 = l_mut_2258 * l_4152;
const double l_4162 = l_4161 - double(2.755731922398589e-7);
l_mut_2258 = l_4162;
const double l_4163 = l_mut_2258 * l_4152;
const double l_4164 = l_4163 + double(2.48015873015873e-5);
l_mut_2258 = l_4164;
const double l_4165 = l_mut_2258 * l_4152;
const double l_4166 = l_4165 - double(0.001388888888888889);
l_mut_2258 = l_4166;
const double l_4167 = l_mut_2258 * l_4152;
const double l_4168 = l_4167 + double(0.041666666666666664);
l_mut_2258 = l_4168;
const double l_4169 = double(0.5) * l_4152;
const double l_4170 = double(1.0) - l_4169;
const double l_4171 = l_4152 * l_4152;
const double l_4172 = l_4171 * l_mut_2258;
const double l_4173 = double(0.0) * l_mut_2512;
const double l_4174 = l_4172 - l_4173;
const double l_4175 = l_4170 + l_4174;
const uint32 l_4176 = l_mut_3807 & uint32(1);
const bool l_4177 = l_4176 == uint32(1);
l_mut_2512 = l_4151;
const uint32 l_4178 = l_mut_3807 & uint32(2);
const bool l_4179 = l_4178 != uint32(0);
l_mut_544 = l_4179;
if (l_4177) {
l_mut_2512 = l_4175;
}
const bool l_4180 = bool(true) && l_4125;
if (l_4180) {
const bool l_4181 = !l_mut_544;
l_mut_544 = l_4181;
}
if (l_mut_544) {
const double l_4182 = -l_mut_2512;
l_mut_2512 = l_4182;
}
const float l_4183 = float(l_422);
const uint32 l_4184 = reinterpret_cast<uint32 const&>(l_4183);
const uint32 l_4185 = l_4184 & uint32(2147483647);
const float l_4186 = reinterpret_cast<float const&>(l_4185);
const double l_4187 = double(l_4186);
l_mut_2258 = l_4187;
const bool l_4188 = l_4185 < uint32(8388608);
if (l_4188) {
const double l_4189 = double(l_4185);
const double l_4190 = l_4189 * double(1.401298464324817e-45);
l_mut_2258 = l_4190;
}
const uint64 l_4191 = reinterpret_cast<uint64 const&>(l_mut_2258);
const uint32 l_4192 = l_4184 >> uint32(31);
const uint64 l_4193 = uint64(l_4192);
const uint64 l_4194 = l_4193 << uint64(63);
const uint64 l_4195 = l_4191 | l_4194;
const double l_4196 = reinterpret_cast<double const&>(l_4195);
const double l_4197 = abs(l_4196);
l_mut_2258 = l_4197;
l_mut_3807 = uint32(0);
const bool l_4198 = l_4197 >= double(0.785);
if (l_4198) {
const double l_4199 = l_4197 * double(0.6366197723675814);
const double l_4200 = l_4199 + double(0.5);
const double l_4201 = floor(l_4200);
const double l_4202 = l_4201 * double(1.570796325802803);
const double l_4203 = l_4197 - l_4202;
const double l_4204 = l_4203 * l_20;
const double l_4205 = l_4201 * double(9.920935796805404e-10);
const double l_4206 = l_4204 - l_4205;
l_mut_2258 = l_4206;
const uint32 l_4207 = uint32(l_4201);
l_mut_3807 = l_4207;
}
const uint32 l_4208 = reinterpret_cast<uint32 const&>(l_4183);
const bool l_4209 = l_4208 >= uint32(2147483648);
const double l_4210 = l_mut_2258 * l_mut_2258;
const double l_4211 = l_4210 * double(1.9572941063391263e-20);
const double l_4212 = double(8.22063524662433e-18) - l_4211;
l_mut_2002 = l_4212;
const double l_4213 = l_mut_2002 * l_4210;
const double l_4214 = l_4213 - double(2.8114572543455206e-15);
l_mut_2002 = l_4214;
const double l_4215 = l_mut_2002 * l_4210;
const double l_4216 = l_4215 + double(7.647163731819816e-13);
l_mut_2002 = l_4216;
const double l_4217 = l_mut_2002 * l_4210;
const double l_4218 = l_4217 - double(1.6059043836821613e-10);
l_mut_2002 = l_4218;
const double l_4219 = l_mut_2002 * l_4210;
const double l_4220 = l_4219 + double(2.505210838544172e-8);
l_mut_2002 = l_4220;
const double l_4221 = l_mut_2002 * l_4210;
const double l_4222 = l_4221 - double(2.7557319223985893e-6);
l_mut_2002 = l_4222;
const double l_4223 = l_mut_2002 * l_4210;
const double l_4224 = l_4223 + double(0.0001984126984126984);
l_mut_2002 = l_4224;
const double l_4225 = l_mut_2002 * l_4210;
const double l_4226 = l_4225 - double(0.008333333333333333);
l_mut_2002 = l_4226;
const double l_4227 = l_mut_2002 * l_4210;
const double l_4228 = l_4227 + double(0.16666666666666666);
l_mut_2002 = l_4228;
const double l_4229 = double(0.5) * l_4210;
const double l_4230 = double(1.0) - l_4229;
const double l_4231 = double(0.0) * l_4230;
const double l_4232 = l_mut_2258 * l_4210;
const double l_4233 = l_4232 * l_mut_2002;
const double l_4234 = l_4231 - l_4233;
const double l_4235 = l_mut_2258 + l_4234;
const double l_4236 = l_mut_2258 * l_mut_2258;
const double l_4237 = l_4236 * double(4.110317623312165e-19);
const double l_4238 = l_4237 - double(1.5619206968586225e-16);
l_mut_2002 = l_4238;
const double l_4239 = l_mut_2002 * l_4236;
const double l_4240 = l_4239 + double(4.779477332387385e-14);
l_mut_2002 = l_4240;
const double l_4241 = l_mut_2002 * l_4236;
const double l_4242 = l_4241 - double(1.1470745597729725e-11);
l_mut_2002 = l_4242;
const double l_4243 = l_mut_2002 * l_4236;
const double l_4244 = l_4243 + double(2.08767569878681e-9);
l_mut_2002 = l_4244;
const double l_4245 = l_mut_2002 * l_4236;
const double l_4246 = l_4245 - double(2.755731922398589e-7);
l_mut_2002 = l_4246;
const double l_4247 = l_mut_2002 * l_4236;
const double l_4248 = l_4247 + double(2.48015873015873e-5);
l_mut_2002 = l_4248;
const double l_4249 = l_mut_2002 * l_4236;
const double l_4250 = l_4249 - double(0.001388888888888889);
l_mut_2002 = l_4250;
const double l_4251 = l_mut_2002 * l_4236;
const double l_4252 = l_4251 + double(0.041666666666666664);
l_mut_2002 = l_4252;
const double l_4253 = double(0.5) * l_4236;
const double l_4254 = double(1.0) - l_4253;
const double l_4255 = l_4236 * l_4236;
const double l_4256 = l_4255 * l_mut_2002;
const double l_4257 = double(0.0) * l_mut_2258;
const double l_4258 = l_4256 - l_4257;
const double l_4259 = l_4254 + l_4258;
const uint32 l_4260 = l_mut_3807 & uint32(1);
const bool l_4261 = l_4260 == uint32(1);
l_mut_2258 = l_4235;
const uint32 l_4262 = l_mut_3807 & uint32(2);
const bool l_4263 = l_4262 != uint32(0);
l_mut_544 = l_4263;
l_mut_2258 = l_4259;
if (l_4261) {
l_mut_2258 = l_4235;
}
const uint32 l_4264 = l_mut_3807 + uint32(1);
const uint32 l_4265 = l_4264 & uint32(2);
const bool l_4266 = l_4265 != uint32(0);
l_mut_544 = l_4266;
const bool l_4267 = bool(false) && l_4209;
if (l_4267) {
const bool l_4268 = !l_mut_544;
l_mut_544 = l_4268;
}
if (l_mut_544) {
const double l_4269 = -l_mut_2258;
l_mut_2258 = l_4269;
}
const double l_4270 = abs(l_mut_2512);
const double l_4271 = l_4270 * double(1.4551915228366852e-11);
const double l_4272 = abs(l_mut_2258);
const double l_4273 = l_4272 * double(1.4551915228366852e-11);
const double l_4274 = l_mut_2512 - l_415;
const double l_4275 = l_mut_2512 + l_415;
const double l_4276 = l_mut_2258 - l_415;
const double l_4277 = l_mut_2258 + l_415;
l_mut_3807 = uint32(2);
const double l_4278 = abs(l_4276);
const bool l_4279 = l_4278 <= l_4273;
const double l_4280 = abs(l_4277);
const bool l_4281 = l_4280 <= l_4273;
const bool l_4282 = l_4279 || l_4281;
const bool l_4283 = !l_4282;
if (l_4283) {
l_mut_3807 = uint32(0);
const bool l_4284 = l_4276 <= double(0.0);
const bool l_4285 = l_4277 >= double(0.0);
const bool l_4286 = l_4284 && l_4285;
const bool l_4287 = !l_4286;
if (l_4287) {
const double l_4288 = abs(l_4276);
const double l_4289 = abs(l_4277);
l_mut_2512 = l_4288;
const bool l_4290 = l_4289 < l_4288;
if (l_4290) {
l_mut_2512 = l_4289;
}
const double l_4291 = l_4273 / l_mut_2512;
const double l_4292 = l_4291 + double(1.4551915228366852e-11);
const double l_4293 = double(1.0) / l_4277;
const double l_4294 = double(1.0) / l_4276;
const double l_4295 = abs(l_4293);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_4296 = l_4295 >= double(1.1754943508222875e-38);
const bool l_4297 = l_4295 <= double(1.7976931348623157e308);
const bool l_4298 = l_4296 && l_4297;
if (l_4298) {
const uint64 l_4299 = reinterpret_cast<uint64 const&>(l_4295);
const uint64 l_4300 = l_4299 >> uint64(52);
const uint64 l_4301 = l_4300 - uint64(23);
const uint64 l_4302 = l_4301 << uint64(52);
const double l_4303 = reinterpret_cast<double const&>(l_4302);
l_mut_2512 = l_4303;
}
const double l_4304 = l_418 * l_mut_2512;
const double l_4305 = l_4293 - l_4304;
const double l_4306 = abs(l_4294);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_4307 = l_4306 >= double(1.1754943508222875e-38);
const bool l_4308 = l_4306 <= double(1.7976931348623157e308);
const bool l_4309 = l_4307 && l_4308;
if (l_4309) {
const uint64 l_4310 = reinterpret_cast<uint64 const&>(l_4306);
const uint64 l_4311 = l_4310 >> uint64(52);
const uint64 l_4312 = l_4311 - uint64(23);
const uint64 l_4313 = l_4312 << uint64(52);
const double l_4314 = reinterpret_cast<double const&>(l_4313);
l_mut_2512 = l_4314;
}
const double l_4315 = l_418 * l_mut_2512;
const double l_4316 = l_4294 + l_4315;
const double l_4318 = l_4274 * l_4305;
const double l_4319 = l_4274 * l_4316;
const double l_4320 = l_4275 * l_4305;
const double l_4321 = l_4275 * l_4316;
l_arr_4317[uint32(0)] = l_4318;
l_arr_4317[uint32(1)] = l_4318;
const double l_4322 = l_arr_4317[uint32(0)];
const bool l_4323 = l_4319 < l_4322;
if (l_4323) {
l_arr_4317[uint32(0)] = l_4319;
}
const double l_4324 = l_arr_4317[uint32(0)];
const bool l_4325 = l_4320 < l_4324;
if (l_4325) {
l_arr_4317[uint32(0)] = l_4320;
}
const double l_4326 = l_arr_4317[uint32(0)];
const bool l_4327 = l_4321 < l_4326;
if (l_4327) {
l_arr_4317[uint32(0)] = l_4321;
}
const double l_4328 = l_arr_4317[uint32(1)];
const bool l_4329 = l_4319 > l_4328;
if (l_4329) {
l_arr_4317[uint32(1)] = l_4319;
}
const double l_4330 = l_arr_4317[uint32(1)];
const bool l_4331 = l_4320 > l_4330;
if (l_4331) {
l_arr_4317[uint32(1)] = l_4320;
}
const double l_4332 = l_arr_4317[uint32(1)];
const bool l_4333 = l_4321 > l_4332;
if (l_4333) {
l_arr_4317[uint32(1)] = l_4321;
}
const double l_4334 = abs(l_4274);
const double l_4335 = abs(l_4275);
l_mut_2512 = l_4334;
const bool l_4336 = l_4335 > l_4334;
if (l_4336) {
l_mut_2512 = l_4335;
}
const double l_4337 = abs(l_4305);
const double l_4338 = abs(l_4316);
l_mut_2258 = l_4337;
const bool l_4339 = l_4338 > l_4337;
if (l_4339) {
l_mut_2258 = l_4338;
}
const double l_4340 = l_mut_2512 * l_mut_2258;
const double l_4341 = l_4292 + double(1.4551915228366852e-11);
const double l_4342 = l_4340 * l_4341;
const double l_4343 = l_4271 * l_mut_2258;
const double l_4344 = l_4342 + l_4343;
l_mut_3807 = uint32(2);
const double l_4345 = abs(l_4293);
const double l_4346 = l_4345 * l_4292;
const double l_4347 = l_4293 - l_4346;
const double l_4348 = abs(l_4347);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_4349 = l_4348 >= double(1.1754943508222875e-38);
const bool l_4350 = l_4348 <= double(1.7976931348623157e308);
const bool l_4351 = l_4349 && l_4350;
if (l_4351) {
const uint64 l_4352 = reinterpret_cast<uint64 const&>(l_4348);
const uint64 l_4353 = l_4352 >> uint64(52);
const uint64 l_4354 = l_4353 - uint64(23);
const uint64 l_4355 = l_4354 << uint64(52);
const double l_4356 = reinterpret_cast<double const&>(l_4355);
l_mut_2512 = l_4356;
}
const double l_4357 = l_4293 + l_4346;
const double l_4358 = abs(l_4357);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_4359 = l_4358 >= double(1.1754943508222875e-38);
const bool l_4360 = l_4358 <= double(1.7976931348623157e308);
const bool l_4361 = l_4359 && l_4360;
if (l_4361) {
const uint64 l_4362 = reinterpret_cast<uint64 const&>(l_4358);
const uint64 l_4363 = l_4362 >> uint64(52);
const uint64 l_4364 = l_4363 - uint64(23);
const uint64 l_4365 = l_4364 << uint64(52);
const double l_4366 = reinterpret_cast<double const&>(l_4365);
l_mut_2258 = l_4366;
}
const bool l_4367 = l_mut_2512 == l_mut_2258;
const double l_4368 = abs(l_4294);
const double l_4369 = l_4368 * l_4292;
const double l_4370 = l_4294 - l_4369;
const double l_4371 = abs(l_4370);
l_mut_2512 = double(1.401298464324817e-45);
const bool l_4372 = l_4371 >= double(1.1754943508222875e-38);
const bool l_4373 = l_4371 <= double(1.7976931348623157e308);
const bool l_4374 = l_4372 && l_4373;
if (l_4374) {
const uint64 l_4375 = reinterpret_cast<uint64 const&>(l_4371);
const uint64 l_4376 = l_4375 >> uint64(52);
const uint64 l_4377 = l_4376 - uint64(23);
const uint64 l_4378 = l_4377 << uint64(52);
const double l_4379 = reinterpret_cast<double const&>(l_4378);
l_mut_2512 = l_4379;
}
const double l_4380 = l_4294 + l_4369;
const double l_4381 = abs(l_4380);
l_mut_2258 = double(1.401298464324817e-45);
const bool l_4382 = l_4381 >= double(1.1754943508222875e-38);
const bool l_4383 = l_4381 <= double(1.7976931348623157e308);
const bool l_4384 = l_4382 && l_4383;
if (l_4384) {
const uint64 l_4385 = reinterpret_cast<uint64 const&>(l_4381);
const uint64 l_4386 = l_4385 >> uint64(52);
const uint64 l_4387 = l_4386 - uint64(23);
const uint64 l_4388 = l_4387 << uint64(52);
const double l_4389 = reinterpret_cast<double const&>(l_4388);
l_mut_2258 = l_4389;
}
const bool l_4390 = l_mut_2512 == l_mut_2258;
const bool l_4391 = l_4367 && l_4390;
if (l_4391) {
const double l_4392 = l_arr_4317[uint32(0)];
const double l_4393 = l_arr_4317[uint32(1)];
const uint32 l_4394 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4395 = l_4394 & uint32(2147483647);
const float l_4396 = reinterpret_cast<float const&>(l_4395);
const double l_4397 = double(l_4396);
l_mut_2512 = l_4397;
const bool l_4398 = l_4395 < uint32(8388608);
if (l_4398) {
const double l_4399 = double(l_4395);
const double l_4400 = l_4399 * double(1.401298464324817e-45);
l_mut_2512 = l_4400;
}
const uint64 l_4401 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4402 = l_4394 >> uint32(31);
const uint64 l_4403 = uint64(l_4402);
const uint64 l_4404 = l_4403 << uint64(63);
const uint64 l_4405 = l_4401 | l_4404;
const double l_4406 = reinterpret_cast<double const&>(l_4405);
const uint32 l_4407 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4408 = l_4407 + uint32(1);
l_mut_2764 = l_4408;
const uint32 l_4409 = l_4407 & uint32(2147483647);
const bool l_4410 = l_4409 == uint32(0);
if (l_4410) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_4411 = l_4407 & uint32(2147483648);
const bool l_4412 = l_4411 != uint32(0);
if (l_4412) {
const uint32 l_4413 = l_4407 - uint32(1);
l_mut_2764 = l_4413;
} else {
const bool l_4414 = l_4407 == uint32(2139095040);
if (l_4414) {
l_mut_2764 = l_4407;
}
}
}
const float l_4415 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_4416 = reinterpret_cast<uint32 const&>(l_4415);
const uint32 l_4417 = l_4416 & uint32(2147483647);
const float l_4418 = reinterpret_cast<float const&>(l_4417);
const double l_4419 = double(l_4418);
l_mut_2512 = l_4419;
const bool l_4420 = l_4417 < uint32(8388608);
if (l_4420) {
const double l_4421 = double(l_4417);
const double l_4422 = l_4421 * double(1.401298464324817e-45);
l_mut_2512 = l_4422;
}
const uint64 l_4423 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4424 = l_4416 >> uint32(31);
const uint64 l_4425 = uint64(l_4424);
const uint64 l_4426 = l_4425 << uint64(63);
const uint64 l_4427 = l_4423 | l_4426;
const double l_4428 = reinterpret_cast<double const&>(l_4427);
const uint32 l_4429 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4430 = l_4429 ^ uint32(2147483648);
const float l_4431 = reinterpret_cast<float const&>(l_4430);
const uint32 l_4432 = reinterpret_cast<uint32 const&>(l_4431);
const uint32 l_4433 = l_4432 + uint32(1);
l_mut_2764 = l_4433;
const uint32 l_4434 = l_4432 & uint32(2147483647);
const bool l_4435 = l_4434 == uint32(0);
if (l_4435) {
l_mut_2764 = uint32(1);
} else {
const uint32 l_4436 = l_4432 & uint32(2147483648);
const bool l_4437 = l_4436 != uint32(0);
if (l_4437) {
const uint32 l_4438 = l_4432 - uint32(1);
l_mut_2764 = l_4438;
} else {
const bool l_4439 = l_4432 == uint32(2139095040);
if (l_4439) {
l_mut_2764 = l_4432;
}
}
}
const float l_4440 = reinterpret_cast<float const&>(l_mut_2764);
const uint32 l_4441 = reinterpret_cast<uint32 const&>(l_4440);
const uint32 l_4442 = l_4441 ^ uint32(2147483648);
const float l_4443 = reinterpret_cast<float const&>(l_4442);
const uint32 l_4444 = reinterpret_cast<uint32 const&>(l_4443);
const uint32 l_4445 = l_4444 & uint32(2147483647);
const float l_4446 = reinterpret_cast<float const&>(l_4445);
const double l_4447 = double(l_4446);
l_mut_2512 = l_4447;
const bool l_4448 = l_4445 < uint32(8388608);
if (l_4448) {
const double l_4449 = double(l_4445);
const double l_4450 = l_4449 * double(1.401298464324817e-45);
l_mut_2512 = l_4450;
}
const uint64 l_4451 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4452 = l_4444 >> uint32(31);
const uint64 l_4453 = uint64(l_4452);
const uint64 l_4454 = l_4453 << uint64(63);
const uint64 l_4455 = l_4451 | l_4454;
const double l_4456 = reinterpret_cast<double const&>(l_4455);
const double l_4457 = l_4392 + l_4344;
const bool l_4458 = l_4457 <= l_4406;
l_mut_544 = l_4458;
const double l_4459 = l_4392 - l_4344;
const bool l_4460 = l_4459 > l_4406;
l_mut_541 = l_4460;
const double l_4461 = l_4393 - l_4344;
const bool l_4462 = l_4461 >= l_4406;
l_mut_538 = l_4462;
const double l_4463 = l_4393 + l_4344;
const bool l_4464 = l_4463 < l_4406;
l_mut_535 = l_4464;
const double l_4465 = l_4392 + l_4344;
const bool l_4466 = l_4465 < l_4428;
l_mut_544 = l_4466;
const double l_4467 = l_4392 - l_4344;
const bool l_4468 = l_4467 >= l_4428;
l_mut_541 = l_4468;
const double l_4469 = l_4393 - l_4344;
const bool l_4470 = l_4469 > l_4456;
l_mut_538 = l_4470;
const double l_4471 = l_4393 + l_4344;
const bool l_4472 = l_4471 <= l_4456;
l_mut_535 = l_4472;
l_mut_2764 = uint32(2);
const bool l_4473 = l_mut_541 || l_mut_535;
if (l_4473) {
l_mut_2764 = uint32(1);
} else {
const bool l_4474 = l_mut_544 && l_mut_538;
if (l_4474) {
l_mut_2764 = uint32(0);
}
}
const uint32 l_4475 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4476 = l_4475 & uint32(2147483647);
const bool l_4477 = l_4476 == uint32(0);
if (l_4477) {
const double l_4478 = l_4392 + l_4344;
const bool l_4479 = l_4478 < double(1.1754943508222875e-38);
const double l_4480 = l_4393 - l_4344;
const bool l_4481 = l_4480 > double(-1.1754943508222875e-38);
const bool l_4482 = l_4479 && l_4481;
const double l_4483 = l_4392 - l_4344;
const bool l_4484 = l_4483 < double(1.1754943508222875e-38);
const double l_4485 = l_4393 + l_4344;
const bool l_4486 = l_4485 > double(-1.1754943508222875e-38);
const bool l_4487 = l_4484 && l_4486;
if (l_4482) {
l_mut_2764 = uint32(0);
} else {
const bool l_4488 = l_mut_2764 == uint32(1);
const bool l_4489 = l_4487 && l_4488;
if (l_4489) {
l_mut_2764 = uint32(2);
}
}
}
l_mut_3807 = l_mut_2764;
}
}
}
l_mut_427 = l_mut_3807;
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
const uint32 l_4490 = l_arr_426[uint32(0)];
const bool l_4491 = l_4490 == uint32(0);
if (l_4491) {
l_mut_427 = uint32(2);
}
l_arr_10[l_mut_407] = l_mut_427;
const uint32 l_4492 = l_arr_10[l_mut_407];
const bool l_4493 = l_4492 == uint32(2);
if (l_4493) {
l_mut_136 = bool(false);
}
}
}
const bool l_4494 = l_mut_68 == uint32(4294967293);
if (l_4494) {
const uint32 l_4495 = l_arr_8[uint32(0)];
const uint32 l_4496 = l_4495 + uint32(1);
l_arr_8[uint32(0)] = l_4496;
} else {
if (l_mut_136) {
l_mut_2512 = l_395;
const bool l_4497 = l_mut_2512 < double(-17.0);
if (l_4497) {
l_mut_2512 = double(-17.0);
}
const bool l_4498 = l_mut_2512 > double(17.0);
if (l_4498) {
l_mut_2512 = double(17.0);
}
const double l_4499 = l_mut_2512 + double(16.0);
const double l_4500 = l_4499 + double(1.0);
const uint32 l_4501 = uint32(l_4500);
const uint32 l_4502 = uint32(2) + l_4501;
const uint32 l_4503 = l_arr_8[l_4502];
const uint32 l_4504 = l_4503 + uint32(1);
l_arr_8[l_4502] = l_4504;
const uint32 l_4505 = reinterpret_cast<uint32 const&>(l_mut_25);
const uint32 l_4506 = l_4505 & uint32(2147483647);
const float l_4507 = reinterpret_cast<float const&>(l_4506);
const double l_4508 = double(l_4507);
l_mut_2512 = l_4508;
const bool l_4509 = l_4506 < uint32(8388608);
if (l_4509) {
const double l_4510 = double(l_4506);
const double l_4511 = l_4510 * double(1.401298464324817e-45);
l_mut_2512 = l_4511;
}
const uint64 l_4512 = reinterpret_cast<uint64 const&>(l_mut_2512);
const uint32 l_4513 = l_4505 >> uint32(31);
const uint64 l_4514 = uint64(l_4513);
const uint64 l_4515 = l_4514 << uint64(63);
const uint64 l_4516 = l_4512 | l_4515;
const double l_4517 = reinterpret_cast<double const&>(l_4516);
const double l_4518 = abs(l_mut_31);
const double l_4519 = l_mut_31 * double(0.0);
const double l_4520 = l_4519 + double(7.1362384635298e44);
l_mut_2512 = l_4520;
const bool l_4521 = l_4518 >= double(2.350988701644575e-38);
if (l_4521) {
const uint32 l_4522 = l_mut_68 & uint32(2147483647);
const float l_4523 = reinterpret_cast<float const&>(l_4522);
const double l_4524 = double(l_4523);
const uint32 l_4525 = l_4522 & uint32(2139095040);
const float l_4526 = reinterpret_cast<float const&>(l_4525);
const double l_4527 = double(l_4526);
const bool l_4528 = l_4524 > l_4518;
const uint32 l_4529 = l_4522 & uint32(8388607);
const bool l_4530 = l_4529 == uint32(0);
const bool l_4531 = l_4528 && l_4530;
const double l_4532 = l_4527 * double(1.1920928955078125e-7);
const double l_4533 = double(l_4531);
const double l_4534 = double(0.5) * l_4533;
const double l_4535 = double(1.0) - l_4534;
const double l_4536 = l_4532 * l_4535;
const double l_4537 = double(1.0) / l_4536;
l_mut_2512 = l_4537;
}
const double l_4538 = l_4517 - l_mut_31;
const double l_4539 = l_4538 * l_mut_2512;
const uint32 l_4540 = uint32(2) * uint32(0);
const uint32 l_4541 = uint32(45) + l_4540;
const double l_4542 = abs(l_4539);
const double l_4543 = l_arr_9[uint32(0)];
const double l_4544 = abs(l_4543);
const bool l_4545 = l_4542 > l_4544;
l_mut_544 = l_4545;
const bool l_4546 = uint32(0) == uint32(0);
if (l_4546) {
const double l_4547 = l_arr_9[uint32(0)];
const bool l_4548 = l_4539 < l_4547;
l_mut_544 = l_4548;
} else {
const bool l_4549 = uint32(0) == uint32(1);
if (l_4549) {
const double l_4550 = l_arr_9[uint32(0)];
const bool l_4551 = l_4539 > l_4550;
l_mut_544 = l_4551;
}
}
const uint32 l_4552 = l_arr_8[l_4541];
const bool l_4553 = l_4552 == uint32(4294967295);
const bool l_4554 = l_4553 || l_mut_544;
if (l_4554) {
l_arr_8[l_4541] = l_23;
const uint32 l_4555 = l_4541 + uint32(1);
l_arr_8[l_4555] = l_376;
l_arr_9[uint32(0)] = l_4539;
}
const uint32 l_4556 = uint32(2) * uint32(1);
const uint32 l_4557 = uint32(45) + l_4556;
const double l_4558 = abs(l_4539);
const double l_4559 = l_arr_9[uint32(1)];
const double l_4560 = abs(l_4559);
const bool l_4561 = l_4558 > l_4560;
l_mut_544 = l_4561;
const bool l_4562 = uint32(1) == uint32(0);
if (l_4562) {
const double l_4563 = l_arr_9[uint32(1)];
const bool l_4564 = l_4539 < l_4563;
l_mut_544 = l_4564;
} else {
const bool l_4565 = uint32(1) == uint32(1);
if (l_4565) {
const double l_4566 = l_arr_9[uint32(1)];
const bool l_4567 = l_4539 > l_4566;
l_mut_544 = l_4567;
}
}
const uint32 l_4568 = l_arr_8[l_4557];
const bool l_4569 = l_4568 == uint32(4294967295);
const bool l_4570 = l_4569 || l_mut_544;
if (l_4570) {
l_arr_8[l_4557] = l_23;
const uint32 l_4571 = l_4557 + uint32(1);
l_arr_8[l_4571] = l_376;
l_arr_9[uint32(1)] = l_4539;
}
const bool l_4572 = l_395 != double(0.0);
if (l_4572) {

for (uint32 l_mut_4573 = uint32(0); l_mut_4573 < uint32(8); ++l_mut_4573) {
const uint32 l_4574 = l_arr_10[l_mut_4573];
const bool l_4575 = l_4574 == uint32(1);
if (l_4575) {
const uint32 l_4576 = uint32(37) + l_mut_4573;
const uint32 l_4577 = l_arr_8[l_4576];
const uint32 l_4578 = l_4577 + uint32(1);
l_arr_8[l_4576] = l_4578;
const uint32 l_4579 = uint32(2) + l_mut_4573;
const uint32 l_4580 = uint32(2) * l_4579;
const uint32 l_4581 = uint32(45) + l_4580;
const double l_4582 = abs(l_4539);
const double l_4583 = l_arr_9[l_4579];
const double l_4584 = abs(l_4583);
const bool l_4585 = l_4582 > l_4584;
l_mut_544 = l_4585;
const bool l_4586 = l_4579 == uint32(0);
if (l_4586) {
const double l_4587 = l_arr_9[l_4579];
const bool l_4588 = l_4539 < l_4587;
l_mut_544 = l_4588;
} else {
const bool l_4589 = l_4579 == uint32(1);
if (l_4589) {
const double l_4590 = l_arr_9[l_4579];
const bool l_4591 = l_4539 > l_4590;
l_mut_544 = l_4591;
}
}
const uint32 l_4592 = l_arr_8[l_4581];
const bool l_4593 = l_4592 == uint32(4294967295);
const bool l_4594 = l_4593 || l_mut_544;
if (l_4594) {
l_arr_8[l_4581] = l_23;
const uint32 l_4595 = l_4581 + uint32(1);
l_arr_8[l_4595] = l_376;
l_arr_9[l_4579] = l_4539;
}
}
}
}
} else {
const uint32 l_4596 = l_arr_8[uint32(1)];
const uint32 l_4597 = l_2 + l_4596;
const uint32 l_4598 = l_4597 * uint32(2);
const uint32 l_4718 = info.static_meta[uint32(6)];
const uint32 l_4719 = l_4718 * uint32(1);
const bool l_4720 = l_4598 < l_4719;
if (l_4720) {
buffer_6[l_4598] = l_23;
}
const uint32 l_4599 = l_4598 + uint32(1);
const uint32 l_4721 = info.static_meta[uint32(6)];
const uint32 l_4722 = l_4721 * uint32(1);
const bool l_4723 = l_4599 < l_4722;
if (l_4723) {
buffer_6[l_4599] = l_376;
}
const uint32 l_4600 = l_arr_8[uint32(1)];
const uint32 l_4601 = l_4600 + uint32(1);
l_arr_8[uint32(1)] = l_4601;
}
}
}

for (uint32 l_mut_4602 = uint32(0); l_mut_4602 < uint32(65); ++l_mut_4602) {
const uint32 l_4603 = idxGlobal * uint32(65);
const uint32 l_4604 = l_4603 + l_mut_4602;
const uint32 l_4605 = l_arr_8[l_mut_4602];
const uint32 l_4724 = info.static_meta[uint32(4)];
const uint32 l_4725 = l_4724 * uint32(1);
const bool l_4726 = l_4604 < l_4725;
if (l_4726) {
buffer_4[l_4604] = l_4605;
}
}

for (uint32 l_mut_4606 = uint32(0); l_mut_4606 < uint32(10); ++l_mut_4606) {
const uint32 l_4607 = idxGlobal * uint32(10);
const uint32 l_4608 = l_4607 + l_mut_4606;
const double l_4609 = l_arr_9[l_mut_4606];
const uint32 l_4727 = info.static_meta[uint32(5)];
const uint32 l_4728 = l_4727 * uint32(1);
const bool l_4729 = l_4608 < l_4728;
if (l_4729) {
buffer_5[l_4608] = l_4609;
}
}
}

}
