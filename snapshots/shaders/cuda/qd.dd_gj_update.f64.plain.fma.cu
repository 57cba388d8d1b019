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
const uint32 l_110 = info.static_meta[uint32(3)];
const uint32 l_111 = l_110 * uint32(1);
const bool l_112 = uint32(0) < l_111;
const uint32 l_113 = l_111 - uint32(1);
const uint32 l_114 = min(uint32(0), l_113);
const double l_115 = buffer_3[l_114];
const double l_116 = (l_112) ? l_115 : double(0.0);
const double l_0 = l_116;
const uint32 l_117 = info.static_meta[uint32(3)];
const uint32 l_118 = l_117 * uint32(1);
const bool l_119 = uint32(1) < l_118;
const uint32 l_120 = l_118 - uint32(1);
const uint32 l_121 = min(uint32(1), l_120);
const double l_122 = buffer_3[l_121];
const double l_123 = (l_119) ? l_122 : double(0.0);
const double l_1 = l_123;
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
const uint32 l_124 = info.static_meta[uint32(1)];
const uint32 l_125 = l_124 * uint32(1);
const bool l_126 = l_28 < l_125;
const uint32 l_127 = l_125 - uint32(1);
const uint32 l_128 = min(l_28, l_127);
const double l_129 = buffer_1[l_128];
const double l_130 = (l_126) ? l_129 : double(0.0);
const double l_30 = l_130;
const uint32 l_31 = l_29 + l_28;
const uint32 l_131 = info.static_meta[uint32(1)];
const uint32 l_132 = l_131 * uint32(1);
const bool l_133 = l_31 < l_132;
const uint32 l_134 = l_132 - uint32(1);
const uint32 l_135 = min(l_31, l_134);
const double l_136 = buffer_1[l_135];
const double l_137 = (l_133) ? l_136 : double(0.0);
const double l_32 = l_137;
const uint32 l_33 = l_mut_12 / uint32(16);
const uint32 l_34 = l_33 * info.scalars_uint32[1];
const bool l_35 = l_24 < info.scalars_uint32[1];
const uint32 l_36 = (l_35) ? l_24 : uint32(0);
const uint32 l_37 = l_34 + l_36;
const uint32 l_38 = uint32(16) * info.scalars_uint32[1];
const uint32 l_138 = info.static_meta[uint32(2)];
const uint32 l_139 = l_138 * uint32(1);
const bool l_140 = l_37 < l_139;
const uint32 l_141 = l_139 - uint32(1);
const uint32 l_142 = min(l_37, l_141);
const double l_143 = buffer_2[l_142];
const double l_144 = (l_140) ? l_143 : double(0.0);
const double l_39 = l_144;
const uint32 l_40 = l_38 + l_37;
const uint32 l_145 = info.static_meta[uint32(2)];
const uint32 l_146 = l_145 * uint32(1);
const bool l_147 = l_40 < l_146;
const uint32 l_148 = l_146 - uint32(1);
const uint32 l_149 = min(l_40, l_148);
const double l_150 = buffer_2[l_149];
const double l_151 = (l_147) ? l_150 : double(0.0);
const double l_41 = l_151;
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
const uint32 l_152 = info.static_meta[uint32(0)];
const uint32 l_153 = l_152 * uint32(1);
const bool l_154 = l_48 < l_153;
const uint32 l_155 = l_153 - uint32(1);
const uint32 l_156 = min(l_48, l_155);
const double l_157 = buffer_0[l_156];
const double l_158 = (l_154) ? l_157 : double(0.0);
const double l_50 = l_158;
const uint32 l_51 = l_49 + l_48;
const uint32 l_159 = info.static_meta[uint32(0)];
const uint32 l_160 = l_159 * uint32(1);
const bool l_161 = l_51 < l_160;
const uint32 l_162 = l_160 - uint32(1);
const uint32 l_163 = min(l_51, l_162);
const double l_164 = buffer_0[l_163];
const double l_165 = (l_161) ? l_164 : double(0.0);
const double l_52 = l_165;
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
const double l_77 = -l_76;
const double l_78 = fma(l_70, l_73, l_77);
const double l_79 = l_70 * l_75;
const double l_80 = l_72 * l_73;
const double l_81 = l_79 + l_80;
const double l_82 = l_78 + l_81;
const double l_83 = l_76 + l_82;
const double l_84 = l_83 - l_76;
const double l_85 = l_82 - l_84;
const double l_86 = l_mut_58 + l_83;
const double l_87 = l_86 - l_mut_58;
const double l_88 = l_86 - l_87;
const double l_89 = l_mut_58 - l_88;
const double l_90 = l_83 - l_87;
const double l_91 = l_89 + l_90;
const double l_92 = l_mut_60 + l_85;
const double l_93 = l_92 - l_mut_60;
const double l_94 = l_92 - l_93;
const double l_95 = l_mut_60 - l_94;
const double l_96 = l_85 - l_93;
const double l_97 = l_95 + l_96;
const double l_98 = l_91 + l_92;
const double l_99 = l_86 + l_98;
const double l_100 = l_99 - l_86;
const double l_101 = l_98 - l_100;
const double l_102 = l_97 + l_101;
const double l_103 = l_99 + l_102;
const double l_104 = l_103 - l_99;
const double l_105 = l_102 - l_104;
l_mut_58 = l_103;
l_mut_60 = l_105;
l_mut_62 = double(0.0);
l_mut_64 = double(0.0);
}
const uint32 l_106 = l_3 * info.scalars_uint32[1];
const uint32 l_107 = l_106 + l_7;
const uint32 l_108 = info.scalars_uint32[0] * info.scalars_uint32[1];
const uint32 l_166 = info.static_meta[uint32(0)];
const uint32 l_167 = l_166 * uint32(1);
const bool l_168 = l_107 < l_167;
if (l_168) {
buffer_0[l_107] = l_mut_58;
}
const uint32 l_109 = l_108 + l_107;
const uint32 l_169 = info.static_meta[uint32(0)];
const uint32 l_170 = l_169 * uint32(1);
const bool l_171 = l_109 < l_170;
if (l_171) {
buffer_0[l_109] = l_mut_60;
}
}

}
