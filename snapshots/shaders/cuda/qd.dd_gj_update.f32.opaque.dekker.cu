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
    uint32 scalars_uint32[4];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(256)gj_update_f_f32 (
    float* buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, const float* __restrict__ buffer_3, const __grid_constant__ info_st info
) {
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 512, 2048 bytes
float *shared_memory_9 = reinterpret_cast<float*>(&dynamic_shared_mem[2048]);
// Shared array size: 512, 2048 bytes
float *shared_memory_8 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
float l_mut_58;
float l_mut_60;
float l_mut_62;
float l_mut_64;
uint32 l_mut_12;
const uint32 l_141 = info.static_meta[uint32(3)];
const uint32 l_142 = l_141 * uint32(1);
const bool l_143 = uint32(0) < l_142;
const uint32 l_144 = l_142 - uint32(1);
const uint32 l_145 = min(uint32(0), l_144);
const float l_146 = buffer_3[l_145];
const float l_147 = (l_143) ? l_146 : float(0.0);
const float l_0 = l_147;
const uint32 l_148 = info.static_meta[uint32(3)];
const uint32 l_149 = l_148 * uint32(1);
const bool l_150 = uint32(1) < l_149;
const uint32 l_151 = l_149 - uint32(1);
const uint32 l_152 = min(uint32(1), l_151);
const float l_153 = buffer_3[l_152];
const float l_154 = (l_150) ? l_153 : float(0.0);
const float l_1 = l_154;
const uint32 l_2 = blockIdx.y * uint32(16);
const uint32 l_3 = l_2 + threadIdx.y;
const uint32 l_4 = info.scalars_uint32[2] + info.scalars_uint32[3];
const uint32 l_5 = blockIdx.x * uint32(16);
const uint32 l_6 = l_4 + l_5;
const uint32 l_7 = l_6 + threadIdx.x;
const uint32 l_10 = threadIdx.y * uint32(16);
const uint32 l_11 = l_10 + threadIdx.x;
l_mut_12 = l_11;
while (true) {
const bool l_13 = l_mut_12 < uint32(256);
const bool l_14 = !l_13;
if (l_14) {
break;}
const uint32 l_15 = blockIdx.y * uint32(16);
const uint32 l_16 = l_mut_12 / uint32(16);
const uint32 l_17 = l_15 + l_16;
const uint32 l_18 = l_mut_12 % uint32(16);
const uint32 l_19 = uint32(16) + l_18;
const uint32 l_20 = info.scalars_uint32[2] + info.scalars_uint32[3];
const uint32 l_21 = blockIdx.x * uint32(16);
const uint32 l_22 = l_20 + l_21;
const uint32 l_23 = l_mut_12 % uint32(16);
const uint32 l_24 = l_22 + l_23;
const bool l_25 = l_17 < info.scalars_uint32[0];
const uint32 l_26 = (l_25) ? l_17 : uint32(0);
const uint32 l_27 = l_26 * uint32(32);
const uint32 l_28 = l_27 + l_19;
const uint32 l_29 = info.scalars_uint32[0] * uint32(32);
const uint32 l_155 = info.static_meta[uint32(1)];
const uint32 l_156 = l_155 * uint32(1);
const bool l_157 = l_28 < l_156;
const uint32 l_158 = l_156 - uint32(1);
const uint32 l_159 = min(l_28, l_158);
const float l_160 = buffer_1[l_159];
const float l_161 = (l_157) ? l_160 : float(0.0);
const float l_30 = l_161;
const uint32 l_31 = l_29 + l_28;
const uint32 l_162 = info.static_meta[uint32(1)];
const uint32 l_163 = l_162 * uint32(1);
const bool l_164 = l_31 < l_163;
const uint32 l_165 = l_163 - uint32(1);
const uint32 l_166 = min(l_31, l_165);
const float l_167 = buffer_1[l_166];
const float l_168 = (l_164) ? l_167 : float(0.0);
const float l_32 = l_168;
const uint32 l_33 = l_mut_12 / uint32(16);
const uint32 l_34 = l_33 * info.scalars_uint32[1];
const bool l_35 = l_24 < info.scalars_uint32[1];
const uint32 l_36 = (l_35) ? l_24 : uint32(0);
const uint32 l_37 = l_34 + l_36;
const uint32 l_38 = uint32(16) * info.scalars_uint32[1];
const uint32 l_169 = info.static_meta[uint32(2)];
const uint32 l_170 = l_169 * uint32(1);
const bool l_171 = l_37 < l_170;
const uint32 l_172 = l_170 - uint32(1);
const uint32 l_173 = min(l_37, l_172);
const float l_174 = buffer_2[l_173];
const float l_175 = (l_171) ? l_174 : float(0.0);
const float l_39 = l_175;
const uint32 l_40 = l_38 + l_37;
const uint32 l_176 = info.static_meta[uint32(2)];
const uint32 l_177 = l_176 * uint32(1);
const bool l_178 = l_40 < l_177;
const uint32 l_179 = l_177 - uint32(1);
const uint32 l_180 = min(l_40, l_179);
const float l_181 = buffer_2[l_180];
const float l_182 = (l_178) ? l_181 : float(0.0);
const float l_41 = l_182;
shared_memory_8[l_mut_12] = l_30;
const uint32 l_42 = uint32(256) + l_mut_12;
shared_memory_8[l_42] = l_32;
shared_memory_9[l_mut_12] = l_39;
const uint32 l_43 = uint32(256) + l_mut_12;
shared_memory_9[l_43] = l_41;
l_mut_12 = l_mut_12 + uint32(256);
}
__syncthreads();

const bool l_44 = l_3 < info.scalars_uint32[0];
const bool l_45 = l_7 < info.scalars_uint32[1];
const bool l_46 = l_44 && l_45;
if (l_46) {
const uint32 l_47 = l_3 * info.scalars_uint32[1];
const uint32 l_48 = l_47 + l_7;
const uint32 l_49 = info.scalars_uint32[0] * info.scalars_uint32[1];
const uint32 l_183 = info.static_meta[uint32(0)];
const uint32 l_184 = l_183 * uint32(1);
const bool l_185 = l_48 < l_184;
const uint32 l_186 = l_184 - uint32(1);
const uint32 l_187 = min(l_48, l_186);
const float l_188 = buffer_0[l_187];
const float l_189 = (l_185) ? l_188 : float(0.0);
const float l_50 = l_189;
const uint32 l_51 = l_49 + l_48;
const uint32 l_190 = info.static_meta[uint32(0)];
const uint32 l_191 = l_190 * uint32(1);
const bool l_192 = l_51 < l_191;
const uint32 l_193 = l_191 - uint32(1);
const uint32 l_194 = min(l_51, l_193);
const float l_195 = buffer_0[l_194];
const float l_196 = (l_192) ? l_195 : float(0.0);
const float l_52 = l_196;
const bool l_53 = l_3 < info.scalars_uint32[2];
const uint32 l_54 = info.scalars_uint32[2] + info.scalars_uint32[3];
const bool l_55 = l_3 >= l_54;
const bool l_56 = l_53 || l_55;
const float l_57 = (l_56) ? l_50 : float(0.0);
l_mut_58 = l_57;
const float l_59 = (l_56) ? l_52 : float(0.0);
l_mut_60 = l_59;
const float l_61 = (l_56) ? float(0.0) : float(0.0);
l_mut_62 = l_61;
const float l_63 = (l_56) ? float(0.0) : float(0.0);
l_mut_64 = l_63;

for (uint32 l_mut_65 = uint32(0); l_mut_65 < info.scalars_uint32[3]; ++l_mut_65) {
const uint32 l_66 = threadIdx.y * uint32(16);
const uint32 l_67 = l_66 + l_mut_65;
const uint32 l_68 = l_mut_65 * uint32(16);
const uint32 l_69 = l_68 + threadIdx.x;
const float l_70 = shared_memory_8[l_67];
const uint32 l_71 = uint32(256) + l_67;
const float l_72 = shared_memory_8[l_71];
const float l_73 = shared_memory_9[l_69];
const uint32 l_74 = uint32(256) + l_69;
const float l_75 = shared_memory_9[l_74];
const float l_76 = l_70 * l_73;
const float l_77 = l_76 * l_1;
const float l_78 = l_0 * l_70;
const float l_79 = l_78 * l_1;
const float l_80 = l_79 - l_70;
const float l_81 = l_80 * l_1;
const float l_82 = l_79 - l_81;
const float l_83 = l_70 - l_82;
const float l_84 = l_0 * l_73;
const float l_85 = l_84 * l_1;
const float l_86 = l_85 - l_73;
const float l_87 = l_86 * l_1;
const float l_88 = l_85 - l_87;
const float l_89 = l_73 - l_88;
const float l_90 = l_82 * l_88;
const float l_91 = l_90 - l_77;
const float l_92 = l_82 * l_89;
const float l_93 = l_91 + l_92;
const float l_94 = l_83 * l_88;
const float l_95 = l_93 + l_94;
const float l_96 = l_83 * l_89;
const float l_97 = l_95 + l_96;
const float l_98 = l_70 * l_75;
const float l_99 = l_72 * l_73;
const float l_100 = l_98 + l_99;
const float l_101 = l_97 + l_100;
const float l_102 = l_77 + l_101;
const float l_103 = l_102 * l_1;
const float l_104 = l_103 - l_77;
const float l_105 = l_104 * l_1;
const float l_106 = l_101 - l_105;
const float l_107 = l_mut_58 + l_103;
const float l_108 = l_107 * l_1;
const float l_109 = l_108 - l_mut_58;
const float l_110 = l_109 * l_1;
const float l_111 = l_108 - l_110;
const float l_112 = l_111 * l_1;
const float l_113 = l_mut_58 - l_112;
const float l_114 = l_103 - l_110;
const float l_115 = l_113 + l_114;
const float l_116 = l_mut_60 + l_106;
const float l_117 = l_116 * l_1;
const float l_118 = l_117 - l_mut_60;
const float l_119 = l_118 * l_1;
const float l_120 = l_117 - l_119;
const float l_121 = l_120 * l_1;
const float l_122 = l_mut_60 - l_121;
const float l_123 = l_106 - l_119;
const float l_124 = l_122 + l_123;
const float l_125 = l_115 + l_117;
const float l_126 = l_108 + l_125;
const float l_127 = l_126 * l_1;
const float l_128 = l_127 - l_108;
const float l_129 = l_128 * l_1;
const float l_130 = l_125 - l_129;
const float l_131 = l_124 + l_130;
const float l_132 = l_127 + l_131;
const float l_133 = l_132 * l_1;
const float l_134 = l_133 - l_127;
const float l_135 = l_134 * l_1;
const float l_136 = l_131 - l_135;
l_mut_58 = l_133;
l_mut_60 = l_136;
l_mut_62 = float(0.0);
l_mut_64 = float(0.0);
}
const uint32 l_137 = l_3 * info.scalars_uint32[1];
const uint32 l_138 = l_137 + l_7;
const uint32 l_139 = info.scalars_uint32[0] * info.scalars_uint32[1];
const uint32 l_197 = info.static_meta[uint32(0)];
const uint32 l_198 = l_197 * uint32(1);
const bool l_199 = l_138 < l_198;
if (l_199) {
buffer_0[l_138] = l_mut_58;
}
const uint32 l_140 = l_139 + l_138;
const uint32 l_200 = info.static_meta[uint32(0)];
const uint32 l_201 = l_200 * uint32(1);
const bool l_202 = l_140 < l_201;
if (l_202) {
buffer_0[l_140] = l_mut_60;
}
}

}
