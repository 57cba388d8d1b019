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
const uint32 l_146 = info.static_meta[uint32(2)];
const uint32 l_147 = l_146 * uint32(1);
const bool l_148 = uint32(0) < l_147;
const uint32 l_149 = l_147 - uint32(1);
const uint32 l_150 = min(uint32(0), l_149);
const double l_151 = buffer_2[l_150];
const double l_152 = (l_148) ? l_151 : double(0.0);
const double l_0 = l_152;
const uint32 l_153 = info.static_meta[uint32(2)];
const uint32 l_154 = l_153 * uint32(1);
const bool l_155 = uint32(1) < l_154;
const uint32 l_156 = l_154 - uint32(1);
const uint32 l_157 = min(uint32(1), l_156);
const double l_158 = buffer_2[l_157];
const double l_159 = (l_155) ? l_158 : double(0.0);
const double l_1 = l_159;
const uint32 l_160 = info.static_meta[uint32(3)];
const uint32 l_161 = l_160 * uint32(1);
const bool l_162 = uint32(0) < l_161;
const uint32 l_163 = l_161 - uint32(1);
const uint32 l_164 = min(uint32(0), l_163);
const uint32 l_165 = buffer_3[l_164];
const uint32 l_166 = (l_162) ? l_165 : uint32(0);
const uint32 l_2 = l_166;
const uint32 l_167 = info.static_meta[uint32(3)];
const uint32 l_168 = l_167 * uint32(1);
const bool l_169 = uint32(1) < l_168;
const uint32 l_170 = l_168 - uint32(1);
const uint32 l_171 = min(uint32(1), l_170);
const uint32 l_172 = buffer_3[l_171];
const uint32 l_173 = (l_169) ? l_172 : uint32(0);
const uint32 l_3 = l_173;
const uint32 l_174 = info.static_meta[uint32(3)];
const uint32 l_175 = l_174 * uint32(1);
const bool l_176 = uint32(2) < l_175;
const uint32 l_177 = l_175 - uint32(1);
const uint32 l_178 = min(uint32(2), l_177);
const uint32 l_179 = buffer_3[l_178];
const uint32 l_180 = (l_176) ? l_179 : uint32(0);
const uint32 l_4 = l_180;
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
const uint32 l_181 = info.static_meta[uint32(0)];
const uint32 l_182 = l_181 * uint32(1);
const bool l_183 = l_32 < l_182;
const uint32 l_184 = l_182 - uint32(1);
const uint32 l_185 = min(l_32, l_184);
const double l_186 = buffer_0[l_185];
const double l_187 = (l_183) ? l_186 : double(0.0);
const double l_33 = l_187;
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
const uint32 l_188 = info.static_meta[uint32(0)];
const uint32 l_189 = l_188 * uint32(1);
const bool l_190 = l_42 < l_189;
const uint32 l_191 = l_189 - uint32(1);
const uint32 l_192 = min(l_42, l_191);
const double l_193 = buffer_0[l_192];
const double l_194 = (l_190) ? l_193 : double(0.0);
const double l_43 = l_194;
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
const uint32 l_195 = info.static_meta[uint32(1)];
const uint32 l_196 = l_195 * uint32(1);
const bool l_197 = l_52 < l_196;
const uint32 l_198 = l_196 - uint32(1);
const uint32 l_199 = min(l_52, l_198);
const double l_200 = buffer_1[l_199];
const double l_201 = (l_197) ? l_200 : double(0.0);
const double l_53 = l_201;
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
const uint32 l_202 = info.static_meta[uint32(1)];
const uint32 l_203 = l_202 * uint32(1);
const bool l_204 = l_62 < l_203;
const uint32 l_205 = l_203 - uint32(1);
const uint32 l_206 = min(l_62, l_205);
const double l_207 = buffer_1[l_206];
const double l_208 = (l_204) ? l_207 : double(0.0);
const double l_63 = l_208;
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
const double l_79 = l_78 * l_1;
const double l_80 = l_0 * l_68;
const double l_81 = l_80 * l_1;
const double l_82 = l_81 - l_68;
const double l_83 = l_82 * l_1;
const double l_84 = l_81 - l_83;
const double l_85 = l_68 - l_84;
const double l_86 = l_0 * l_74;
const double l_87 = l_86 * l_1;
const double l_88 = l_87 - l_74;
const double l_89 = l_88 * l_1;
const double l_90 = l_87 - l_89;
const double l_91 = l_74 - l_90;
const double l_92 = l_84 * l_90;
const double l_93 = l_92 - l_79;
const double l_94 = l_84 * l_91;
const double l_95 = l_93 + l_94;
const double l_96 = l_85 * l_90;
const double l_97 = l_95 + l_96;
const double l_98 = l_85 * l_91;
const double l_99 = l_97 + l_98;
const double l_100 = l_68 * l_77;
const double l_101 = l_71 * l_74;
const double l_102 = l_100 + l_101;
const double l_103 = l_99 + l_102;
const double l_104 = l_79 + l_103;
const double l_105 = l_104 * l_1;
const double l_106 = l_105 - l_79;
const double l_107 = l_106 * l_1;
const double l_108 = l_103 - l_107;
const double l_109 = l_mut_13 + l_105;
const double l_110 = l_109 * l_1;
const double l_111 = l_110 - l_mut_13;
const double l_112 = l_111 * l_1;
const double l_113 = l_110 - l_112;
const double l_114 = l_113 * l_1;
const double l_115 = l_mut_13 - l_114;
const double l_116 = l_105 - l_112;
const double l_117 = l_115 + l_116;
const double l_118 = l_mut_14 + l_108;
const double l_119 = l_118 * l_1;
const double l_120 = l_119 - l_mut_14;
const double l_121 = l_120 * l_1;
const double l_122 = l_119 - l_121;
const double l_123 = l_122 * l_1;
const double l_124 = l_mut_14 - l_123;
const double l_125 = l_108 - l_121;
const double l_126 = l_124 + l_125;
const double l_127 = l_117 + l_119;
const double l_128 = l_110 + l_127;
const double l_129 = l_128 * l_1;
const double l_130 = l_129 - l_110;
const double l_131 = l_130 * l_1;
const double l_132 = l_127 - l_131;
const double l_133 = l_126 + l_132;
const double l_134 = l_129 + l_133;
const double l_135 = l_134 * l_1;
const double l_136 = l_135 - l_129;
const double l_137 = l_136 * l_1;
const double l_138 = l_133 - l_137;
l_mut_13 = l_135;
l_mut_14 = l_138;
}
__syncthreads();

}
const bool l_139 = l_6 < l_2;
const bool l_140 = l_8 < l_4;
const bool l_141 = l_139 && l_140;
if (l_141) {
const uint32 l_142 = l_6 * l_4;
const uint32 l_143 = l_142 + l_8;
const uint32 l_209 = info.static_meta[uint32(4)];
const uint32 l_210 = l_209 * uint32(1);
const bool l_211 = l_143 < l_210;
if (l_211) {
buffer_4[l_143] = l_mut_13;
}
const uint32 l_144 = l_2 * l_4;
const uint32 l_145 = l_144 + l_143;
const uint32 l_212 = info.static_meta[uint32(4)];
const uint32 l_213 = l_212 * uint32(1);
const bool l_214 = l_145 < l_213;
if (l_214) {
buffer_4[l_145] = l_mut_14;
}
}

}
