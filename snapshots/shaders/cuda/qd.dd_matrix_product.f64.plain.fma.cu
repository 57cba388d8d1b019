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


extern "C" __global__ void __launch_bounds__(256)dd_matrix_product_f_f64 (
    const double* __restrict__ buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, double* buffer_4, const __grid_constant__ info_st info
) {
extern __shared__ __align__(8) uint8 dynamic_shared_mem[];
// Shared array size: 256, 2048 bytes
double *shared_memory_10 = reinterpret_cast<double*>(&dynamic_shared_mem[6144]);
// Shared array size: 256, 2048 bytes
double *shared_memory_12 = reinterpret_cast<double*>(&dynamic_shared_mem[2048]);
// Shared array size: 256, 2048 bytes
double *shared_memory_11 = reinterpret_cast<double*>(&dynamic_shared_mem[4096]);
// Shared array size: 256, 2048 bytes
double *shared_memory_9 = reinterpret_cast<double*>(&dynamic_shared_mem[0]);
double l_mut_13;
double l_mut_14;
const uint32 l_115 = info.static_meta[uint32(2)];
const uint32 l_116 = l_115 * uint32(1);
const bool l_117 = uint32(0) < l_116;
const uint32 l_118 = l_116 - uint32(1);
const uint32 l_119 = min(uint32(0), l_118);
const double l_120 = buffer_2[l_119];
const double l_121 = (l_117) ? l_120 : double(0.0);
const double l_0 = l_121;
const uint32 l_122 = info.static_meta[uint32(2)];
const uint32 l_123 = l_122 * uint32(1);
const bool l_124 = uint32(1) < l_123;
const uint32 l_125 = l_123 - uint32(1);
const uint32 l_126 = min(uint32(1), l_125);
const double l_127 = buffer_2[l_126];
const double l_128 = (l_124) ? l_127 : double(0.0);
const double l_1 = l_128;
const uint32 l_129 = info.static_meta[uint32(3)];
const uint32 l_130 = l_129 * uint32(1);
const bool l_131 = uint32(0) < l_130;
const uint32 l_132 = l_130 - uint32(1);
const uint32 l_133 = min(uint32(0), l_132);
const uint32 l_134 = buffer_3[l_133];
const uint32 l_135 = (l_131) ? l_134 : uint32(0);
const uint32 l_2 = l_135;
const uint32 l_136 = info.static_meta[uint32(3)];
const uint32 l_137 = l_136 * uint32(1);
const bool l_138 = uint32(1) < l_137;
const uint32 l_139 = l_137 - uint32(1);
const uint32 l_140 = min(uint32(1), l_139);
const uint32 l_141 = buffer_3[l_140];
const uint32 l_142 = (l_138) ? l_141 : uint32(0);
const uint32 l_3 = l_142;
const uint32 l_143 = info.static_meta[uint32(3)];
const uint32 l_144 = l_143 * uint32(1);
const bool l_145 = uint32(2) < l_144;
const uint32 l_146 = l_144 - uint32(1);
const uint32 l_147 = min(uint32(2), l_146);
const uint32 l_148 = buffer_3[l_147];
const uint32 l_149 = (l_145) ? l_148 : uint32(0);
const uint32 l_4 = l_149;
const uint32 l_5 = blockIdx.y * uint32(16);
const uint32 l_6 = l_5 + threadIdx.y;
const uint32 l_7 = blockIdx.x * uint32(16);
const uint32 l_8 = l_7 + threadIdx.x;
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
const bool l_25 = l_6 < l_2;
const bool l_26 = l_22 < l_3;
const bool l_27 = l_25 && l_26;
const uint32 l_28 = uint32(0) * l_2;
const uint32 l_29 = l_28 + l_6;
const uint32 l_30 = l_29 * l_3;
const uint32 l_31 = l_30 + l_22;
const uint32 l_32 = (l_27) ? l_31 : uint32(0);
const uint32 l_150 = info.static_meta[uint32(0)];
const uint32 l_151 = l_150 * uint32(1);
const bool l_152 = l_32 < l_151;
const uint32 l_153 = l_151 - uint32(1);
const uint32 l_154 = min(l_32, l_153);
const double l_155 = buffer_0[l_154];
const double l_156 = (l_152) ? l_155 : double(0.0);
const double l_33 = l_156;
const double l_34 = (l_27) ? l_33 : double(0.0);
shared_memory_9[l_16] = l_34;
const bool l_35 = l_6 < l_2;
const bool l_36 = l_22 < l_3;
const bool l_37 = l_35 && l_36;
const uint32 l_38 = uint32(1) * l_2;
const uint32 l_39 = l_38 + l_6;
const uint32 l_40 = l_39 * l_3;
const uint32 l_41 = l_40 + l_22;
const uint32 l_42 = (l_37) ? l_41 : uint32(0);
const uint32 l_157 = info.static_meta[uint32(0)];
const uint32 l_158 = l_157 * uint32(1);
const bool l_159 = l_42 < l_158;
const uint32 l_160 = l_158 - uint32(1);
const uint32 l_161 = min(l_42, l_160);
const double l_162 = buffer_0[l_161];
const double l_163 = (l_159) ? l_162 : double(0.0);
const double l_43 = l_163;
const double l_44 = (l_37) ? l_43 : double(0.0);
shared_memory_10[l_16] = l_44;
const bool l_45 = l_24 < l_3;
const bool l_46 = l_8 < l_4;
const bool l_47 = l_45 && l_46;
const uint32 l_48 = uint32(0) * l_3;
const uint32 l_49 = l_48 + l_24;
const uint32 l_50 = l_49 * l_4;
const uint32 l_51 = l_50 + l_8;
const uint32 l_52 = (l_47) ? l_51 : uint32(0);
const uint32 l_164 = info.static_meta[uint32(1)];
const uint32 l_165 = l_164 * uint32(1);
const bool l_166 = l_52 < l_165;
const uint32 l_167 = l_165 - uint32(1);
const uint32 l_168 = min(l_52, l_167);
const double l_169 = buffer_1[l_168];
const double l_170 = (l_166) ? l_169 : double(0.0);
const double l_53 = l_170;
const double l_54 = (l_47) ? l_53 : double(0.0);
shared_memory_11[l_16] = l_54;
const bool l_55 = l_24 < l_3;
const bool l_56 = l_8 < l_4;
const bool l_57 = l_55 && l_56;
const uint32 l_58 = uint32(1) * l_3;
const uint32 l_59 = l_58 + l_24;
const uint32 l_60 = l_59 * l_4;
const uint32 l_61 = l_60 + l_8;
const uint32 l_62 = (l_57) ? l_61 : uint32(0);
const uint32 l_171 = info.static_meta[uint32(1)];
const uint32 l_172 = l_171 * uint32(1);
const bool l_173 = l_62 < l_172;
const uint32 l_174 = l_172 - uint32(1);
const uint32 l_175 = min(l_62, l_174);
const double l_176 = buffer_1[l_175];
const double l_177 = (l_173) ? l_176 : double(0.0);
const double l_63 = l_177;
const double l_64 = (l_57) ? l_63 : double(0.0);
shared_memory_12[l_16] = l_64;
__syncthreads();


for (uint32 l_mut_65 = uint32(0); l_mut_65 < uint32(16); ++l_mut_65) {
const uint32 l_66 = threadIdx.y * uint32(16);
const uint32 l_67 = l_66 + l_mut_65;
const double l_68 = shared_memory_9[l_67];
const uint32 l_69 = threadIdx.y * uint32(16);
const uint32 l_70 = l_69 + l_mut_65;
const double l_71 = shared_memory_10[l_70];
const uint32 l_72 = l_mut_65 * uint32(16);
const uint32 l_73 = l_72 + threadIdx.x;
const double l_74 = shared_memory_11[l_73];
const uint32 l_75 = l_mut_65 * uint32(16);
const uint32 l_76 = l_75 + threadIdx.x;
const double l_77 = shared_memory_12[l_76];
const double l_78 = l_68 * l_74;
const double l_79 = -l_78;
const double l_80 = fma(l_68, l_74, l_79);
const double l_81 = l_68 * l_77;
const double l_82 = l_71 * l_74;
const double l_83 = l_81 + l_82;
const double l_84 = l_80 + l_83;
const double l_85 = l_78 + l_84;
const double l_86 = l_85 - l_78;
const double l_87 = l_84 - l_86;
const double l_88 = l_mut_13 + l_85;
const double l_89 = l_88 - l_mut_13;
const double l_90 = l_88 - l_89;
const double l_91 = l_mut_13 - l_90;
const double l_92 = l_85 - l_89;
const double l_93 = l_91 + l_92;
const double l_94 = l_mut_14 + l_87;
const double l_95 = l_94 - l_mut_14;
const double l_96 = l_94 - l_95;
const double l_97 = l_mut_14 - l_96;
const double l_98 = l_87 - l_95;
const double l_99 = l_97 + l_98;
const double l_100 = l_93 + l_94;
const double l_101 = l_88 + l_100;
const double l_102 = l_101 - l_88;
const double l_103 = l_100 - l_102;
const double l_104 = l_99 + l_103;
const double l_105 = l_101 + l_104;
const double l_106 = l_105 - l_101;
const double l_107 = l_104 - l_106;
l_mut_13 = l_105;
l_mut_14 = l_107;
}
__syncthreads();

}
const bool l_108 = l_6 < l_2;
const bool l_109 = l_8 < l_4;
const bool l_110 = l_108 && l_109;
if (l_110) {
const uint32 l_111 = l_6 * l_4;
const uint32 l_112 = l_111 + l_8;
const uint32 l_178 = info.static_meta[uint32(4)];
const uint32 l_179 = l_178 * uint32(1);
const bool l_180 = l_112 < l_179;
if (l_180) {
buffer_4[l_112] = l_mut_13;
}
const uint32 l_113 = l_2 * l_4;
const uint32 l_114 = l_113 + l_112;
const uint32 l_181 = info.static_meta[uint32(4)];
const uint32 l_182 = l_181 * uint32(1);
const bool l_183 = l_114 < l_182;
if (l_183) {
buffer_4[l_114] = l_mut_14;
}
}

}
