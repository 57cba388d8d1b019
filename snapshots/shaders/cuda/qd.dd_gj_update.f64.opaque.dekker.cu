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


extern "C" __global__ void __launch_bounds__(256)gj_update_f_f64 (
    double* buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, const double* __restrict__ buffer_3, const __grid_constant__ info_st info
) {
extern __shared__ __align__(8) uint8 dynamic_shared_mem[];
// Shared array size: 512, 4096 bytes
double *shared_memory_9 = reinterpret_cast<double*>(&dynamic_shared_mem[4096]);
// Shared array size: 512, 4096 bytes
double *shared_memory_8 = reinterpret_cast<double*>(&dynamic_shared_mem[0]);
double l_mut_58;
double l_mut_60;
double l_mut_62;
double l_mut_64;
uint32 l_mut_12;
const uint32 l_141 = info.static_meta[uint32(3)];
const uint32 l_142 = l_141 * uint32(1);
const bool l_143 = uint32(0) < l_142;
const uint32 l_144 = l_142 - uint32(1);
const uint32 l_145 = min(uint32(0), l_144);
const double l_146 = buffer_3[l_145];
const double l_147 = (l_143) ? l_146 : double(0.0);
const double l_0 = l_147;
const uint32 l_148 = info.static_meta[uint32(3)];
const uint32 l_149 = l_148 * uint32(1);
const bool l_150 = uint32(1) < l_149;
const uint32 l_151 = l_149 - uint32(1);
const uint32 l_152 = min(uint32(1), l_151);
const double l_153 = buffer_3[l_152];
const double l_154 = (l_150) ? l_153 : double(0.0);
const double l_1 = l_154;
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
const double l_160 = buffer_1[l_159];
const double l_161 = (l_157) ? l_160 : double(0.0);
const double l_30 = l_161;
const uint32 l_31 = l_29 + l_28;
const uint32 l_162 = info.static_meta[uint32(1)];
const uint32 l_163 = l_162 * uint32(1);
const bool l_164 = l_31 < l_163;
const uint32 l_165 = l_163 - uint32(1);
const uint32 l_166 = min(l_31, l_165);
const double l_167 = buffer_1[l_166];
const double l_168 = (l_164) ? l_167 : double(0.0);
const double l_32 = l_168;
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
const double l_174 = buffer_2[l_173];
const double l_175 = (l_171) ? l_174 : double(0.0);
const double l_39 = l_175;
const uint32 l_40 = l_38 + l_37;
const uint32 l_176 = info.static_meta[uint32(2)];
const uint32 l_177 = l_176 * uint32(1);
const bool l_178 = l_40 < l_177;
const uint32 l_179 = l_177 - uint32(1);
const uint32 l_180 = min(l_40, l_179);
const double l_181 = buffer_2[l_180];
const double l_182 = (l_178) ? l_181 : double(0.0);
const double l_41 = l_182;
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
const double l_188 = buffer_0[l_187];
const double l_189 = (l_185) ? l_188 : double(0.0);
const double l_50 = l_189;
const uint32 l_51 = l_49 + l_48;
const uint32 l_190 = info.static_meta[uint32(0)];
const uint32 l_191 = l_190 * uint32(1);
const bool l_192 = l_51 < l_191;
const uint32 l_193 = l_191 - uint32(1);
const uint32 l_194 = min(l_51, l_193);
const double l_195 = buffer_0[l_194];
const double l_196 = (l_192) ? l_195 : double(0.0);
const double l_52 = l_196;
const bool l_53 = l_3 < info.scalars_uint32[2];
const uint32 l_54 = info.scalars_uint32[2] + info.scalars_uint32[3];
const bool l_55 = l_3 >= l_54;
const bool l_56 = l_53 || l_55;
const double l_57 = (l_56) ? l_50 : double(0.0);
l_mut_58 = l_57;
const double l_59 = (l_56) ? l_52 : double(0.0);
l_mut_60 = l_59;
const double l_61 = (l_56) ? double(0.0) : double(0.0);
l_mut_62 = l_61;
const double l_63 = (l_56) ? double(0.0) : double(0.0);
l_mut_64 = l_63;

for (uint32 l_mut_65 = uint32(0); l_mut_65 < info.scalars_uint32[3]; ++l_mut_65) {
const uint32 l_66 = threadIdx.y * uint32(16);
const uint32 l_67 = l_66 + l_mut_65;
const uint32 l_68 = l_mut_65 * uint32(16);
const uint32 l_69 = l_68 + threadIdx.x;
const double l_70 = shared_memory_8[l_67];
const uint32 l_71 = uint32(256) + l_67;
const double l_72 = shared_memory_8[l_71];
const double l_73 = shared_memory_9[l_69];
const uint32 l_74 = uint32(256) + l_69;
const double l_75 = shared_memory_9[l_74];
const double l_76 = l_70 * l_73;
const double l_77 = l_76 * l_1;
const double l_78 = l_0 * l_70;
const double l_79 = l_78 * l_1;
const double l_80 = l_79 - l_70;
const double l_81 = l_80 * l_1;
const double l_82 = l_79 - l_81;
const double l_83 = l_70 - l_82;
const double l_84 = l_0 * l_73;
const double l_85 = l_84 * l_1;
const double l_86 = l_85 - l_73;
const double l_87 = l_86 * l_1;
const double l_88 = l_85 - l_87;
const double l_89 = l_73 - l_88;
const double l_90 = l_82 * l_88;
const double l_91 = l_90 - l_77;
const double l_92 = l_82 * l_89;
const double l_93 = l_91 + l_92;
const double l_94 = l_83 * l_88;
const double l_95 = l_93 + l_94;
const double l_96 = l_83 * l_89;
const double l_97 = l_95 + l_96;
const double l_98 = l_70 * l_75;
const double l_99 = l_72 * l_73;
const double l_100 = l_98 + l_99;
const double l_101 = l_97 + l_100;
const double l_102 = l_77 + l_101;
const double l_103 = l_102 * l_1;
const double l_104 = l_103 - l_77;
const double l_105 = l_104 * l_1;
const double l_106 = l_101 - l_105;
const double l_107 = l_mut_58 + l_103;
const double l_108 = l_107 * l_1;
const double l_109 = l_108 - l_mut_58;
const double l_110 = l_109 * l_1;
const double l_111 = l_108 - l_110;
const double l_112 = l_111 * l_1;
const double l_113 = l_mut_58 - l_112;
const double l_114 = l_103 - l_110;
const double l_115 = l_113 + l_114;
const double l_116 = l_mut_60 + l_106;
const double l_117 = l_116 * l_1;
const double l_118 = l_117 - l_mut_60;
const double l_119 = l_118 * l_1;
const double l_120 = l_117 - l_119;
const double l_121 = l_120 * l_1;
const double l_122 = l_mut_60 - l_121;
const double l_123 = l_106 - l_119;
const double l_124 = l_122 + l_123;
const double l_125 = l_115 + l_117;
const double l_126 = l_108 + l_125;
const double l_127 = l_126 * l_1;
const double l_128 = l_127 - l_108;
const double l_129 = l_128 * l_1;
const double l_130 = l_125 - l_129;
const double l_131 = l_124 + l_130;
const double l_132 = l_127 + l_131;
const double l_133 = l_132 * l_1;
const double l_134 = l_133 - l_127;
const double l_135 = l_134 * l_1;
const double l_136 = l_131 - l_135;
l_mut_58 = l_133;
l_mut_60 = l_136;
l_mut_62 = double(0.0);
l_mut_64 = double(0.0);
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
