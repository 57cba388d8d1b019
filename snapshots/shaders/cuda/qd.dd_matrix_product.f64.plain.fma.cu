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


extern "C" __global__ void __launch_bounds__(256)matrix_product_f_f64 (
    const double* __restrict__ buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, double* buffer_4, const __grid_constant__ info_st info
) {
extern __shared__ __align__(8) uint8 dynamic_shared_mem[];
// Shared array size: 512, 4096 bytes
double *shared_memory_9 = reinterpret_cast<double*>(&dynamic_shared_mem[4096]);
// Shared array size: 512, 4096 bytes
double *shared_memory_10 = reinterpret_cast<double*>(&dynamic_shared_mem[0]);
double l_mut_11;
double l_mut_12;
double l_mut_13;
double l_mut_14;
const uint32 l_117 = info.static_meta[uint32(2)];
const uint32 l_118 = l_117 * uint32(1);
const bool l_119 = uint32(0) < l_118;
const uint32 l_120 = l_118 - uint32(1);
const uint32 l_121 = min(uint32(0), l_120);
const double l_122 = buffer_2[l_121];
const double l_123 = (l_119) ? l_122 : double(0.0);
const double l_0 = l_123;
const uint32 l_124 = info.static_meta[uint32(2)];
const uint32 l_125 = l_124 * uint32(1);
const bool l_126 = uint32(1) < l_125;
const uint32 l_127 = l_125 - uint32(1);
const uint32 l_128 = min(uint32(1), l_127);
const double l_129 = buffer_2[l_128];
const double l_130 = (l_126) ? l_129 : double(0.0);
const double l_1 = l_130;
const uint32 l_131 = info.static_meta[uint32(3)];
const uint32 l_132 = l_131 * uint32(1);
const bool l_133 = uint32(0) < l_132;
const uint32 l_134 = l_132 - uint32(1);
const uint32 l_135 = min(uint32(0), l_134);
const uint32 l_136 = buffer_3[l_135];
const uint32 l_137 = (l_133) ? l_136 : uint32(0);
const uint32 l_2 = l_137;
const uint32 l_138 = info.static_meta[uint32(3)];
const uint32 l_139 = l_138 * uint32(1);
const bool l_140 = uint32(1) < l_139;
const uint32 l_141 = l_139 - uint32(1);
const uint32 l_142 = min(uint32(1), l_141);
const uint32 l_143 = buffer_3[l_142];
const uint32 l_144 = (l_140) ? l_143 : uint32(0);
const uint32 l_3 = l_144;
const uint32 l_145 = info.static_meta[uint32(3)];
const uint32 l_146 = l_145 * uint32(1);
const bool l_147 = uint32(2) < l_146;
const uint32 l_148 = l_146 - uint32(1);
const uint32 l_149 = min(uint32(2), l_148);
const uint32 l_150 = buffer_3[l_149];
const uint32 l_151 = (l_147) ? l_150 : uint32(0);
const uint32 l_4 = l_151;
const uint32 l_5 = blockIdx.y * uint32(16);
const uint32 l_6 = l_5 + threadIdx.y;
const uint32 l_7 = blockIdx.x * uint32(16);
const uint32 l_8 = l_7 + threadIdx.x;
l_mut_11 = double(0.0);
l_mut_12 = double(0.0);
l_mut_13 = double(0.0);
l_mut_14 = double(0.0);
const uint32 l_15 = threadIdx.y * uint32(16);
const uint32 l_16 = l_15 + threadIdx.x;
const uint32 l_17 = l_3 + uint32(16);
const uint32 l_18 = l_17 - uint32(1);
const uint32 l_19 = l_18 / uint32(16);

for (uint32 l_mut_20 = uint32(0); l_mut_20 < l_19; ++l_mut_20) {
const uint32 l_21 = l_mut_20 * uint32(16);
const uint32 l_22 = l_21 + threadIdx.x;
const uint32 l_23 = l_mut_20 * uint32(16);
const uint32 l_24 = l_23 + threadIdx.y;
const uint32 l_25 = uint32(0) + l_16;
const bool l_26 = l_6 < l_2;
const bool l_27 = l_22 < l_3;
const bool l_28 = l_26 && l_27;
const uint32 l_29 = uint32(0) * l_2;
const uint32 l_30 = l_29 + l_6;
const uint32 l_31 = l_30 * l_3;
const uint32 l_32 = l_31 + l_22;
const uint32 l_33 = (l_28) ? l_32 : uint32(0);
const uint32 l_152 = info.static_meta[uint32(0)];
const uint32 l_153 = l_152 * uint32(1);
const bool l_154 = l_33 < l_153;
const uint32 l_155 = l_153 - uint32(1);
const uint32 l_156 = min(l_33, l_155);
const double l_157 = buffer_0[l_156];
const double l_158 = (l_154) ? l_157 : double(0.0);
const double l_34 = l_158;
const double l_35 = (l_28) ? l_34 : double(0.0);
shared_memory_9[l_25] = l_35;
const uint32 l_36 = uint32(0) + l_16;
const bool l_37 = l_24 < l_3;
const bool l_38 = l_8 < l_4;
const bool l_39 = l_37 && l_38;
const uint32 l_40 = uint32(0) * l_3;
const uint32 l_41 = l_40 + l_24;
const uint32 l_42 = l_41 * l_4;
const uint32 l_43 = l_42 + l_8;
const uint32 l_44 = (l_39) ? l_43 : uint32(0);
const uint32 l_159 = info.static_meta[uint32(1)];
const uint32 l_160 = l_159 * uint32(1);
const bool l_161 = l_44 < l_160;
const uint32 l_162 = l_160 - uint32(1);
const uint32 l_163 = min(l_44, l_162);
const double l_164 = buffer_1[l_163];
const double l_165 = (l_161) ? l_164 : double(0.0);
const double l_45 = l_165;
const double l_46 = (l_39) ? l_45 : double(0.0);
shared_memory_10[l_36] = l_46;
const uint32 l_47 = uint32(256) + l_16;
const bool l_48 = l_6 < l_2;
const bool l_49 = l_22 < l_3;
const bool l_50 = l_48 && l_49;
const uint32 l_51 = uint32(1) * l_2;
const uint32 l_52 = l_51 + l_6;
const uint32 l_53 = l_52 * l_3;
const uint32 l_54 = l_53 + l_22;
const uint32 l_55 = (l_50) ? l_54 : uint32(0);
const uint32 l_166 = info.static_meta[uint32(0)];
const uint32 l_167 = l_166 * uint32(1);
const bool l_168 = l_55 < l_167;
const uint32 l_169 = l_167 - uint32(1);
const uint32 l_170 = min(l_55, l_169);
const double l_171 = buffer_0[l_170];
const double l_172 = (l_168) ? l_171 : double(0.0);
const double l_56 = l_172;
const double l_57 = (l_50) ? l_56 : double(0.0);
shared_memory_9[l_47] = l_57;
const uint32 l_58 = uint32(256) + l_16;
const bool l_59 = l_24 < l_3;
const bool l_60 = l_8 < l_4;
const bool l_61 = l_59 && l_60;
const uint32 l_62 = uint32(1) * l_3;
const uint32 l_63 = l_62 + l_24;
const uint32 l_64 = l_63 * l_4;
const uint32 l_65 = l_64 + l_8;
const uint32 l_66 = (l_61) ? l_65 : uint32(0);
const uint32 l_173 = info.static_meta[uint32(1)];
const uint32 l_174 = l_173 * uint32(1);
const bool l_175 = l_66 < l_174;
const uint32 l_176 = l_174 - uint32(1);
const uint32 l_177 = min(l_66, l_176);
const double l_178 = buffer_1[l_177];
const double l_179 = (l_175) ? l_178 : double(0.0);
const double l_67 = l_179;
const double l_68 = (l_61) ? l_67 : double(0.0);
shared_memory_10[l_58] = l_68;
__syncthreads();


for (uint32 l_mut_69 = uint32(0); l_mut_69 < uint32(16); ++l_mut_69) {
const uint32 l_70 = threadIdx.y * uint32(16);
const uint32 l_71 = l_70 + l_mut_69;
const double l_72 = shared_memory_9[l_71];
const uint32 l_73 = uint32(256) + l_71;
const double l_74 = shared_memory_9[l_73];
const uint32 l_75 = l_mut_69 * uint32(16);
const uint32 l_76 = l_75 + threadIdx.x;
const double l_77 = shared_memory_10[l_76];
const uint32 l_78 = uint32(256) + l_76;
const double l_79 = shared_memory_10[l_78];
const double l_80 = l_72 * l_77;
const double l_81 = -l_80;
const double l_82 = fma(l_72, l_77, l_81);
const double l_83 = l_72 * l_79;
const double l_84 = l_74 * l_77;
const double l_85 = l_83 + l_84;
const double l_86 = l_82 + l_85;
const double l_87 = l_80 + l_86;
const double l_88 = l_87 - l_80;
const double l_89 = l_86 - l_88;
const double l_90 = l_mut_11 + l_87;
const double l_91 = l_90 - l_mut_11;
const double l_92 = l_90 - l_91;
const double l_93 = l_mut_11 - l_92;
const double l_94 = l_87 - l_91;
const double l_95 = l_93 + l_94;
const double l_96 = l_mut_12 + l_89;
const double l_97 = l_96 - l_mut_12;
const double l_98 = l_96 - l_97;
const double l_99 = l_mut_12 - l_98;
const double l_100 = l_89 - l_97;
const double l_101 = l_99 + l_100;
const double l_102 = l_95 + l_96;
const double l_103 = l_90 + l_102;
const double l_104 = l_103 - l_90;
const double l_105 = l_102 - l_104;
const double l_106 = l_101 + l_105;
const double l_107 = l_103 + l_106;
const double l_108 = l_107 - l_103;
const double l_109 = l_106 - l_108;
l_mut_11 = l_107;
l_mut_12 = l_109;
l_mut_13 = double(0.0);
l_mut_14 = double(0.0);
}
__syncthreads();

}
const bool l_110 = l_6 < l_2;
const bool l_111 = l_8 < l_4;
const bool l_112 = l_110 && l_111;
if (l_112) {
const uint32 l_113 = l_6 * l_4;
const uint32 l_114 = l_113 + l_8;
const uint32 l_115 = l_2 * l_4;
const uint32 l_180 = info.static_meta[uint32(4)];
const uint32 l_181 = l_180 * uint32(1);
const bool l_182 = l_114 < l_181;
if (l_182) {
buffer_4[l_114] = l_mut_11;
}
const uint32 l_116 = l_115 + l_114;
const uint32 l_183 = info.static_meta[uint32(4)];
const uint32 l_184 = l_183 * uint32(1);
const bool l_185 = l_116 < l_184;
if (l_185) {
buffer_4[l_116] = l_mut_12;
}
}

}
