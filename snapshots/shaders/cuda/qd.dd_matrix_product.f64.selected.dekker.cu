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
const uint32 l_163 = info.static_meta[uint32(2)];
const uint32 l_164 = l_163 * uint32(1);
const bool l_165 = uint32(0) < l_164;
const uint32 l_166 = l_164 - uint32(1);
const uint32 l_167 = min(uint32(0), l_166);
const double l_168 = buffer_2[l_167];
const double l_169 = (l_165) ? l_168 : double(0.0);
const double l_0 = l_169;
const uint32 l_170 = info.static_meta[uint32(2)];
const uint32 l_171 = l_170 * uint32(1);
const bool l_172 = uint32(1) < l_171;
const uint32 l_173 = l_171 - uint32(1);
const uint32 l_174 = min(uint32(1), l_173);
const double l_175 = buffer_2[l_174];
const double l_176 = (l_172) ? l_175 : double(0.0);
const double l_1 = l_176;
const uint32 l_177 = info.static_meta[uint32(3)];
const uint32 l_178 = l_177 * uint32(1);
const bool l_179 = uint32(0) < l_178;
const uint32 l_180 = l_178 - uint32(1);
const uint32 l_181 = min(uint32(0), l_180);
const uint32 l_182 = buffer_3[l_181];
const uint32 l_183 = (l_179) ? l_182 : uint32(0);
const uint32 l_2 = l_183;
const uint32 l_184 = info.static_meta[uint32(3)];
const uint32 l_185 = l_184 * uint32(1);
const bool l_186 = uint32(1) < l_185;
const uint32 l_187 = l_185 - uint32(1);
const uint32 l_188 = min(uint32(1), l_187);
const uint32 l_189 = buffer_3[l_188];
const uint32 l_190 = (l_186) ? l_189 : uint32(0);
const uint32 l_3 = l_190;
const uint32 l_191 = info.static_meta[uint32(3)];
const uint32 l_192 = l_191 * uint32(1);
const bool l_193 = uint32(2) < l_192;
const uint32 l_194 = l_192 - uint32(1);
const uint32 l_195 = min(uint32(2), l_194);
const uint32 l_196 = buffer_3[l_195];
const uint32 l_197 = (l_193) ? l_196 : uint32(0);
const uint32 l_4 = l_197;
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
const uint32 l_198 = info.static_meta[uint32(0)];
const uint32 l_199 = l_198 * uint32(1);
const bool l_200 = l_32 < l_199;
const uint32 l_201 = l_199 - uint32(1);
const uint32 l_202 = min(l_32, l_201);
const double l_203 = buffer_0[l_202];
const double l_204 = (l_200) ? l_203 : double(0.0);
const double l_33 = l_204;
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
const uint32 l_205 = info.static_meta[uint32(0)];
const uint32 l_206 = l_205 * uint32(1);
const bool l_207 = l_42 < l_206;
const uint32 l_208 = l_206 - uint32(1);
const uint32 l_209 = min(l_42, l_208);
const double l_210 = buffer_0[l_209];
const double l_211 = (l_207) ? l_210 : double(0.0);
const double l_43 = l_211;
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
const uint32 l_212 = info.static_meta[uint32(1)];
const uint32 l_213 = l_212 * uint32(1);
const bool l_214 = l_52 < l_213;
const uint32 l_215 = l_213 - uint32(1);
const uint32 l_216 = min(l_52, l_215);
const double l_217 = buffer_1[l_216];
const double l_218 = (l_214) ? l_217 : double(0.0);
const double l_53 = l_218;
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
const uint32 l_219 = info.static_meta[uint32(1)];
const uint32 l_220 = l_219 * uint32(1);
const bool l_221 = l_62 < l_220;
const uint32 l_222 = l_220 - uint32(1);
const uint32 l_223 = min(l_62, l_222);
const double l_224 = buffer_1[l_223];
const double l_225 = (l_221) ? l_224 : double(0.0);
const double l_63 = l_225;
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
const bool l_79 = l_1 != double(0.0);
const double l_80 = (l_79) ? l_78 : l_1;
const double l_81 = l_0 * l_68;
const bool l_82 = l_1 != double(0.0);
const double l_83 = (l_82) ? l_81 : l_1;
const double l_84 = l_83 - l_68;
const bool l_85 = l_1 != double(0.0);
const double l_86 = (l_85) ? l_84 : l_1;
const double l_87 = l_83 - l_86;
const double l_88 = l_68 - l_87;
const double l_89 = l_0 * l_74;
const bool l_90 = l_1 != double(0.0);
const double l_91 = (l_90) ? l_89 : l_1;
const double l_92 = l_91 - l_74;
const bool l_93 = l_1 != double(0.0);
const double l_94 = (l_93) ? l_92 : l_1;
const double l_95 = l_91 - l_94;
const double l_96 = l_74 - l_95;
const double l_97 = l_87 * l_95;
const double l_98 = l_97 - l_80;
const double l_99 = l_87 * l_96;
const double l_100 = l_98 + l_99;
const double l_101 = l_88 * l_95;
const double l_102 = l_100 + l_101;
const double l_103 = l_88 * l_96;
const double l_104 = l_102 + l_103;
const double l_105 = l_68 * l_77;
const double l_106 = l_71 * l_74;
const double l_107 = l_105 + l_106;
const double l_108 = l_104 + l_107;
const double l_109 = l_80 + l_108;
const bool l_110 = l_1 != double(0.0);
const double l_111 = (l_110) ? l_109 : l_1;
const double l_112 = l_111 - l_80;
const bool l_113 = l_1 != double(0.0);
const double l_114 = (l_113) ? l_112 : l_1;
const double l_115 = l_108 - l_114;
const double l_116 = l_mut_13 + l_111;
const bool l_117 = l_1 != double(0.0);
const double l_118 = (l_117) ? l_116 : l_1;
const double l_119 = l_118 - l_mut_13;
const bool l_120 = l_1 != double(0.0);
const double l_121 = (l_120) ? l_119 : l_1;
const double l_122 = l_118 - l_121;
const bool l_123 = l_1 != double(0.0);
const double l_124 = (l_123) ? l_122 : l_1;
const double l_125 = l_mut_13 - l_124;
const double l_126 = l_111 - l_121;
const double l_127 = l_125 + l_126;
const double l_128 = l_mut_14 + l_115;
const bool l_129 = l_1 != double(0.0);
const double l_130 = (l_129) ? l_128 : l_1;
const double l_131 = l_130 - l_mut_14;
const bool l_132 = l_1 != double(0.0);
const double l_133 = (l_132) ? l_131 : l_1;
const double l_134 = l_130 - l_133;
const bool l_135 = l_1 != double(0.0);
const double l_136 = (l_135) ? l_134 : l_1;
const double l_137 = l_mut_14 - l_136;
const double l_138 = l_115 - l_133;
const double l_139 = l_137 + l_138;
const double l_140 = l_127 + l_130;
const double l_141 = l_118 + l_140;
const bool l_142 = l_1 != double(0.0);
const double l_143 = (l_142) ? l_141 : l_1;
const double l_144 = l_143 - l_118;
const bool l_145 = l_1 != double(0.0);
const double l_146 = (l_145) ? l_144 : l_1;
const double l_147 = l_140 - l_146;
const double l_148 = l_139 + l_147;
const double l_149 = l_143 + l_148;
const bool l_150 = l_1 != double(0.0);
const double l_151 = (l_150) ? l_149 : l_1;
const double l_152 = l_151 - l_143;
const bool l_153 = l_1 != double(0.0);
const double l_154 = (l_153) ? l_152 : l_1;
const double l_155 = l_148 - l_154;
l_mut_13 = l_151;
l_mut_14 = l_155;
}
__syncthreads();

}
const bool l_156 = l_6 < l_2;
const bool l_157 = l_8 < l_4;
const bool l_158 = l_156 && l_157;
if (l_158) {
const uint32 l_159 = l_6 * l_4;
const uint32 l_160 = l_159 + l_8;
const uint32 l_226 = info.static_meta[uint32(4)];
const uint32 l_227 = l_226 * uint32(1);
const bool l_228 = l_160 < l_227;
if (l_228) {
buffer_4[l_160] = l_mut_13;
}
const uint32 l_161 = l_2 * l_4;
const uint32 l_162 = l_161 + l_160;
const uint32 l_229 = info.static_meta[uint32(4)];
const uint32 l_230 = l_229 * uint32(1);
const bool l_231 = l_162 < l_230;
if (l_231) {
buffer_4[l_162] = l_mut_14;
}
}

}
