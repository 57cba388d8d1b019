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


extern "C" __global__ void __launch_bounds__(256)matrix_product_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, float* buffer_4, const __grid_constant__ info_st info
) {
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 512, 2048 bytes
float *shared_memory_9 = reinterpret_cast<float*>(&dynamic_shared_mem[2048]);
// Shared array size: 512, 2048 bytes
float *shared_memory_10 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
float l_mut_11;
float l_mut_12;
float l_mut_13;
float l_mut_14;
const uint32 l_148 = info.static_meta[uint32(2)];
const uint32 l_149 = l_148 * uint32(1);
const bool l_150 = uint32(0) < l_149;
const uint32 l_151 = l_149 - uint32(1);
const uint32 l_152 = min(uint32(0), l_151);
const float l_153 = buffer_2[l_152];
const float l_154 = (l_150) ? l_153 : float(0.0);
const float l_0 = l_154;
const uint32 l_155 = info.static_meta[uint32(2)];
const uint32 l_156 = l_155 * uint32(1);
const bool l_157 = uint32(1) < l_156;
const uint32 l_158 = l_156 - uint32(1);
const uint32 l_159 = min(uint32(1), l_158);
const float l_160 = buffer_2[l_159];
const float l_161 = (l_157) ? l_160 : float(0.0);
const float l_1 = l_161;
const uint32 l_162 = info.static_meta[uint32(3)];
const uint32 l_163 = l_162 * uint32(1);
const bool l_164 = uint32(0) < l_163;
const uint32 l_165 = l_163 - uint32(1);
const uint32 l_166 = min(uint32(0), l_165);
const uint32 l_167 = buffer_3[l_166];
const uint32 l_168 = (l_164) ? l_167 : uint32(0);
const uint32 l_2 = l_168;
const uint32 l_169 = info.static_meta[uint32(3)];
const uint32 l_170 = l_169 * uint32(1);
const bool l_171 = uint32(1) < l_170;
const uint32 l_172 = l_170 - uint32(1);
const uint32 l_173 = min(uint32(1), l_172);
const uint32 l_174 = buffer_3[l_173];
const uint32 l_175 = (l_171) ? l_174 : uint32(0);
const uint32 l_3 = l_175;
const uint32 l_176 = info.static_meta[uint32(3)];
const uint32 l_177 = l_176 * uint32(1);
const bool l_178 = uint32(2) < l_177;
const uint32 l_179 = l_177 - uint32(1);
const uint32 l_180 = min(uint32(2), l_179);
const uint32 l_181 = buffer_3[l_180];
const uint32 l_182 = (l_178) ? l_181 : uint32(0);
const uint32 l_4 = l_182;
const uint32 l_5 = blockIdx.y * uint32(16);
const uint32 l_6 = l_5 + threadIdx.y;
const uint32 l_7 = blockIdx.x * uint32(16);
const uint32 l_8 = l_7 + threadIdx.x;
l_mut_11 = float(0.0);
l_mut_12 = float(0.0);
l_mut_13 = float(0.0);
l_mut_14 = float(0.0);
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
const uint32 l_183 = info.static_meta[uint32(0)];
const uint32 l_184 = l_183 * uint32(1);
const bool l_185 = l_33 < l_184;
const uint32 l_186 = l_184 - uint32(1);
const uint32 l_187 = min(l_33, l_186);
const float l_188 = buffer_0[l_187];
const float l_189 = (l_185) ? l_188 : float(0.0);
const float l_34 = l_189;
const float l_35 = (l_28) ? l_34 : float(0.0);
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
const uint32 l_190 = info.static_meta[uint32(1)];
const uint32 l_191 = l_190 * uint32(1);
const bool l_192 = l_44 < l_191;
const uint32 l_193 = l_191 - uint32(1);
const uint32 l_194 = min(l_44, l_193);
const float l_195 = buffer_1[l_194];
const float l_196 = (l_192) ? l_195 : float(0.0);
const float l_45 = l_196;
const float l_46 = (l_39) ? l_45 : float(0.0);
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
const uint32 l_197 = info.static_meta[uint32(0)];
const uint32 l_198 = l_197 * uint32(1);
const bool l_199 = l_55 < l_198;
const uint32 l_200 = l_198 - uint32(1);
const uint32 l_201 = min(l_55, l_200);
const float l_202 = buffer_0[l_201];
const float l_203 = (l_199) ? l_202 : float(0.0);
const float l_56 = l_203;
const float l_57 = (l_50) ? l_56 : float(0.0);
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
const uint32 l_204 = info.static_meta[uint32(1)];
const uint32 l_205 = l_204 * uint32(1);
const bool l_206 = l_66 < l_205;
const uint32 l_207 = l_205 - uint32(1);
const uint32 l_208 = min(l_66, l_207);
const float l_209 = buffer_1[l_208];
const float l_210 = (l_206) ? l_209 : float(0.0);
const float l_67 = l_210;
const float l_68 = (l_61) ? l_67 : float(0.0);
shared_memory_10[l_58] = l_68;
__syncthreads();


for (uint32 l_mut_69 = uint32(0); l_mut_69 < uint32(16); ++l_mut_69) {
const uint32 l_70 = threadIdx.y * uint32(16);
const uint32 l_71 = l_70 + l_mut_69;
const float l_72 = shared_memory_9[l_71];
const uint32 l_73 = uint32(256) + l_71;
const float l_74 = shared_memory_9[l_73];
const uint32 l_75 = l_mut_69 * uint32(16);
const uint32 l_76 = l_75 + threadIdx.x;
const float l_77 = shared_memory_10[l_76];
const uint32 l_78 = uint32(256) + l_76;
const float l_79 = shared_memory_10[l_78];
const float l_80 = l_72 * l_77;
const float l_81 = l_80 * l_1;
const float l_82 = l_0 * l_72;
const float l_83 = l_82 * l_1;
const float l_84 = l_83 - l_72;
const float l_85 = l_84 * l_1;
const float l_86 = l_83 - l_85;
const float l_87 = l_72 - l_86;
const float l_88 = l_0 * l_77;
const float l_89 = l_88 * l_1;
const float l_90 = l_89 - l_77;
const float l_91 = l_90 * l_1;
const float l_92 = l_89 - l_91;
const float l_93 = l_77 - l_92;
const float l_94 = l_86 * l_92;
const float l_95 = l_94 - l_81;
const float l_96 = l_86 * l_93;
const float l_97 = l_95 + l_96;
const float l_98 = l_87 * l_92;
const float l_99 = l_97 + l_98;
const float l_100 = l_87 * l_93;
const float l_101 = l_99 + l_100;
const float l_102 = l_72 * l_79;
const float l_103 = l_74 * l_77;
const float l_104 = l_102 + l_103;
const float l_105 = l_101 + l_104;
const float l_106 = l_81 + l_105;
const float l_107 = l_106 * l_1;
const float l_108 = l_107 - l_81;
const float l_109 = l_108 * l_1;
const float l_110 = l_105 - l_109;
const float l_111 = l_mut_11 + l_107;
const float l_112 = l_111 * l_1;
const float l_113 = l_112 - l_mut_11;
const float l_114 = l_113 * l_1;
const float l_115 = l_112 - l_114;
const float l_116 = l_115 * l_1;
const float l_117 = l_mut_11 - l_116;
const float l_118 = l_107 - l_114;
const float l_119 = l_117 + l_118;
const float l_120 = l_mut_12 + l_110;
const float l_121 = l_120 * l_1;
const float l_122 = l_121 - l_mut_12;
const float l_123 = l_122 * l_1;
const float l_124 = l_121 - l_123;
const float l_125 = l_124 * l_1;
const float l_126 = l_mut_12 - l_125;
const float l_127 = l_110 - l_123;
const float l_128 = l_126 + l_127;
const float l_129 = l_119 + l_121;
const float l_130 = l_112 + l_129;
const float l_131 = l_130 * l_1;
const float l_132 = l_131 - l_112;
const float l_133 = l_132 * l_1;
const float l_134 = l_129 - l_133;
const float l_135 = l_128 + l_134;
const float l_136 = l_131 + l_135;
const float l_137 = l_136 * l_1;
const float l_138 = l_137 - l_131;
const float l_139 = l_138 * l_1;
const float l_140 = l_135 - l_139;
l_mut_11 = l_137;
l_mut_12 = l_140;
l_mut_13 = float(0.0);
l_mut_14 = float(0.0);
}
__syncthreads();

}
const bool l_141 = l_6 < l_2;
const bool l_142 = l_8 < l_4;
const bool l_143 = l_141 && l_142;
if (l_143) {
const uint32 l_144 = l_6 * l_4;
const uint32 l_145 = l_144 + l_8;
const uint32 l_146 = l_2 * l_4;
const uint32 l_211 = info.static_meta[uint32(4)];
const uint32 l_212 = l_211 * uint32(1);
const bool l_213 = l_145 < l_212;
if (l_213) {
buffer_4[l_145] = l_mut_11;
}
const uint32 l_147 = l_146 + l_145;
const uint32 l_214 = info.static_meta[uint32(4)];
const uint32 l_215 = l_214 * uint32(1);
const bool l_216 = l_147 < l_215;
if (l_216) {
buffer_4[l_147] = l_mut_12;
}
}

}
