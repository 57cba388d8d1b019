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
    uint32 static_meta[10];
};


extern "C" __global__ void __launch_bounds__(64)reference_range (
    const uint32* __restrict__ buffer_0, uint32* buffer_1, double* buffer_2, uint32* buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
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
uint32 l_arr_8[7];

double l_arr_9[2];

double l_mut_17;
double l_mut_19;
float l_mut_14;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_167 = info.static_meta[uint32(4)];
const uint32 l_168 = l_167 * uint32(1);
const bool l_169 = uint32(0) < l_168;
if (l_169) {
buffer_4[uint32(0)] = uint32(1);
}
}
const uint32 l_153 = info.static_meta[uint32(0)];
const uint32 l_154 = l_153 * uint32(1);
const bool l_155 = uint32(1) < l_154;
const uint32 l_156 = l_154 - uint32(1);
const uint32 l_157 = min(uint32(1), l_156);
const uint32 l_158 = buffer_0[l_157];
const uint32 l_159 = (l_155) ? l_158 : uint32(0);
const uint32 l_1 = l_159;
const uint32 l_2 = idxGlobal * l_1;
const uint32 l_160 = info.static_meta[uint32(0)];
const uint32 l_161 = l_160 * uint32(1);
const bool l_162 = uint32(2) < l_161;
const uint32 l_163 = l_161 - uint32(1);
const uint32 l_164 = min(uint32(2), l_163);
const uint32 l_165 = buffer_0[l_164];
const uint32 l_166 = (l_162) ? l_165 : uint32(0);
const uint32 l_3 = l_166;
const bool l_4 = l_2 < l_3;
if (l_4) {
const uint32 l_5 = l_2 + l_1;
const uint32 l_170 = info.static_meta[uint32(0)];
const uint32 l_171 = l_170 * uint32(1);
const bool l_172 = uint32(2) < l_171;
const uint32 l_173 = l_171 - uint32(1);
const uint32 l_174 = min(uint32(2), l_173);
const uint32 l_175 = buffer_0[l_174];
const uint32 l_176 = (l_172) ? l_175 : uint32(0);
const uint32 l_6 = l_176;
const uint32 l_7 = min(l_5, l_6);
l_arr_8[uint32(0)] = uint32(0);
l_arr_8[uint32(1)] = uint32(0);
l_arr_8[uint32(2)] = uint32(0);
l_arr_8[uint32(3)] = uint32(4294967295);
l_arr_8[uint32(4)] = uint32(0);
l_arr_8[uint32(5)] = uint32(4294967295);
l_arr_8[uint32(6)] = uint32(0);
l_arr_9[uint32(0)] = double(1.0);
l_arr_9[uint32(1)] = double(-1.0);

for (uint32 l_mut_10 = l_2; l_mut_10 < l_7; ++l_mut_10) {
const uint32 l_177 = info.static_meta[uint32(0)];
const uint32 l_178 = l_177 * uint32(1);
const bool l_179 = uint32(0) < l_178;
const uint32 l_180 = l_178 - uint32(1);
const uint32 l_181 = min(uint32(0), l_180);
const uint32 l_182 = buffer_0[l_181];
const uint32 l_183 = (l_179) ? l_182 : uint32(0);
const uint32 l_11 = l_183;
const uint32 l_12 = l_11 + l_mut_10;
const float l_13 = reinterpret_cast<float const&>(l_12);
l_mut_14 = l_13;
const float l_15 = rsqrt(l_13);
l_mut_14 = l_15;
const double l_16 = double(l_13);
l_mut_17 = l_16;
const double l_18 = rsqrt(l_16);
l_mut_17 = l_18;
l_mut_19 = double(2.0);
const uint32 l_20 = reinterpret_cast<uint32 const&>(l_mut_14);
const uint32 l_21 = reinterpret_cast<uint32 const&>(l_13);
const uint32 l_22 = l_21 & uint32(2139095040);
const bool l_23 = l_22 != uint32(2139095040);
const bool l_24 = l_22 == uint32(0);
const uint32 l_25 = reinterpret_cast<uint32 const&>(l_13);
const uint32 l_26 = l_25 & uint32(8388607);
const bool l_27 = l_26 != uint32(0);
const bool l_28 = l_24 && l_27;
const double l_29 = abs(l_mut_17);
if (l_28) {
} else {
const bool l_30 = isnan(l_mut_17);
if (l_30) {
const uint32 l_31 = l_20 & uint32(2147483647);
const bool l_32 = l_31 > uint32(2139095040);
if (l_32) {
l_mut_19 = double(4.0);
}
} else {
const bool l_33 = l_29 >= double(3.402823669209385e38);
const bool l_34 = !l_23;
const bool l_35 = l_29 == double(0.0);
const bool l_36 = l_34 && l_35;
const bool l_37 = l_33 || l_36;
if (l_37) {
const bool l_38 = l_29 >= double(3.402823669209385e38);
const uint32 l_39 = uint32(l_38);
const bool l_40 = l_mut_17 < double(0.0);
const uint32 l_41 = uint32(l_40);
const uint32 l_42 = uint32(2139095040) * l_39;
const uint32 l_43 = uint32(2147483648) * l_41;
const uint32 l_44 = l_42 | l_43;
const bool l_45 = l_20 == l_44;
const uint32 l_46 = l_20 | l_44;
const uint32 l_47 = l_46 & uint32(2147483647);
const bool l_48 = l_47 == uint32(0);
const bool l_49 = l_45 || l_48;
if (l_49) {
l_mut_19 = double(4.0);
}
} else {
const bool l_50 = l_29 >= double(2.350988701644575e-38);
const bool l_51 = l_23 && l_50;
const bool l_52 = l_29 < double(3.4028234663852886e38);
const bool l_53 = l_51 && l_52;
if (l_53) {
const float l_54 = float(l_mut_17);
const uint32 l_55 = reinterpret_cast<uint32 const&>(l_54);
const bool l_56 = l_20 == l_55;
const uint32 l_57 = l_20 | l_55;
const uint32 l_58 = l_57 & uint32(2147483647);
const bool l_59 = l_58 == uint32(0);
const bool l_60 = l_56 || l_59;
if (l_60) {
const uint32 l_61 = reinterpret_cast<uint32 const&>(l_54);
const uint32 l_62 = l_61 & uint32(2147483647);
const float l_63 = reinterpret_cast<float const&>(l_62);
const double l_64 = double(l_63);
const double l_65 = l_29 - l_64;
const uint32 l_66 = l_62 + uint32(1);
const bool l_67 = l_65 < double(0.0);
const uint32 l_68 = uint32(l_67);
const uint32 l_69 = uint32(2) * l_68;
const uint32 l_70 = l_66 - l_69;
const float l_71 = reinterpret_cast<float const&>(l_70);
const double l_72 = double(l_71);
const double l_73 = l_72 - l_64;
const double l_74 = abs(l_73);
const double l_75 = l_74 * double(0.5);
const uint32 l_76 = l_62 & uint32(2139095040);
const float l_77 = reinterpret_cast<float const&>(l_76);
const bool l_78 = l_64 > l_29;
const uint32 l_79 = l_62 & uint32(8388607);
const bool l_80 = l_79 == uint32(0);
const bool l_81 = l_78 && l_80;
const double l_82 = double(l_77);
const double l_83 = l_82 * double(1.1920928955078125e-7);
const double l_84 = double(l_81);
const double l_85 = double(0.5) * l_84;
const double l_86 = double(1.0) - l_85;
const double l_87 = l_83 * l_86;
const double l_88 = abs(l_65);
const double l_89 = l_88 - l_75;
const double l_90 = abs(l_89);
const double l_91 = l_29 * double(9.094947017729282e-13);
const bool l_92 = l_90 > l_91;
if (l_92) {
const double l_93 = double(l_mut_14);
const double l_94 = l_93 - l_mut_17;
const double l_95 = l_94 / l_87;
l_mut_19 = l_95;
}
}
} else {
const bool l_96 = l_29 < double(2.350988701644575e-38);
const bool l_97 = l_23 && l_96;
if (l_97) {
const double l_98 = l_29 * double(7.1362384635298e44);
const double l_99 = floor(l_98);
const double l_100 = l_98 - l_99;
const bool l_101 = l_100 > double(0.5);
const double l_102 = double(l_101);
const double l_103 = l_99 + l_102;
const uint32 l_104 = l_20 & uint32(2147483647);
const uint32 l_105 = l_20 & uint32(2147483648);
const bool l_106 = l_105 != uint32(0);
const bool l_107 = l_104 == uint32(0);
const bool l_108 = l_mut_17 < double(0.0);
const bool l_109 = l_106 == l_108;
const bool l_110 = l_107 || l_109;
const double l_111 = l_100 - double(0.5);
const double l_112 = abs(l_111);
const double l_113 = l_98 * double(9.094947017729282e-13);
const bool l_114 = l_112 > l_113;
const bool l_115 = l_114 && l_110;
const double l_116 = double(l_104);
const bool l_117 = l_116 == l_103;
const bool l_118 = l_115 && l_117;
if (l_118) {
const double l_119 = double(l_104);
const double l_120 = double(l_106);
const double l_121 = double(2.0) * l_120;
const double l_122 = double(1.0) - l_121;
const double l_123 = l_119 * l_122;
const double l_124 = l_mut_17 * double(7.1362384635298e44);
const double l_125 = l_123 - l_124;
l_mut_19 = l_125;
}
}
}
}
}
}
const bool l_126 = l_mut_19 == double(4.0);
if (l_126) {
const uint32 l_127 = l_arr_8[uint32(1)];
const uint32 l_128 = l_127 + uint32(1);
l_arr_8[uint32(1)] = l_128;
} else {
const bool l_129 = l_mut_19 < double(1.0);
if (l_129) {
const uint32 l_130 = l_arr_8[uint32(0)];
const uint32 l_131 = l_130 + uint32(1);
l_arr_8[uint32(0)] = l_131;
const double l_132 = l_arr_9[uint32(0)];
const bool l_133 = l_mut_19 < l_132;
if (l_133) {
l_arr_9[uint32(0)] = l_mut_19;
l_arr_8[uint32(3)] = l_12;
const uint32 l_134 = reinterpret_cast<uint32 const&>(l_mut_14);
l_arr_8[uint32(4)] = l_134;
}
const double l_135 = l_arr_9[uint32(1)];
const bool l_136 = l_mut_19 > l_135;
if (l_136) {
l_arr_9[uint32(1)] = l_mut_19;
l_arr_8[uint32(5)] = l_12;
const uint32 l_137 = reinterpret_cast<uint32 const&>(l_mut_14);
l_arr_8[uint32(6)] = l_137;
}
} else {
const uint32 l_138 = l_arr_8[uint32(2)];
const uint32 l_139 = l_2 + l_138;
const uint32 l_140 = l_139 * uint32(2);
const uint32 l_184 = info.static_meta[uint32(3)];
const uint32 l_185 = l_184 * uint32(1);
const bool l_186 = l_140 < l_185;
if (l_186) {
buffer_3[l_140] = l_12;
}
const uint32 l_141 = l_140 + uint32(1);
const uint32 l_142 = reinterpret_cast<uint32 const&>(l_mut_14);
const uint32 l_187 = info.static_meta[uint32(3)];
const uint32 l_188 = l_187 * uint32(1);
const bool l_189 = l_141 < l_188;
if (l_189) {
buffer_3[l_141] = l_142;
}
const uint32 l_143 = l_arr_8[uint32(2)];
const uint32 l_144 = l_143 + uint32(1);
l_arr_8[uint32(2)] = l_144;
}
}
}

for (uint32 l_mut_145 = uint32(0); l_mut_145 < uint32(7); ++l_mut_145) {
const uint32 l_146 = idxGlobal * uint32(7);
const uint32 l_147 = l_146 + l_mut_145;
const uint32 l_148 = l_arr_8[l_mut_145];
const uint32 l_190 = info.static_meta[uint32(1)];
const uint32 l_191 = l_190 * uint32(1);
const bool l_192 = l_147 < l_191;
if (l_192) {
buffer_1[l_147] = l_148;
}
}

for (uint32 l_mut_149 = uint32(0); l_mut_149 < uint32(2); ++l_mut_149) {
const uint32 l_150 = idxGlobal * uint32(2);
const uint32 l_151 = l_150 + l_mut_149;
const double l_152 = l_arr_9[l_mut_149];
const uint32 l_193 = info.static_meta[uint32(2)];
const uint32 l_194 = l_193 * uint32(1);
const bool l_195 = l_151 < l_194;
if (l_195) {
buffer_2[l_151] = l_152;
}
}
}

}
