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
    uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)chained_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, float* buffer_3, const __grid_constant__ info_st info
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
float l_mut_11;
float l_mut_12;
float l_mut_14;
float l_mut_16;
float l_mut_18;
float l_mut_19;
float l_mut_21;
float l_mut_22;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_111 = info.static_meta[uint32(2)];
const uint32 l_112 = l_111 * uint32(1);
const bool l_113 = uint32(0) < l_112;
const uint32 l_114 = l_112 - uint32(1);
const uint32 l_115 = min(uint32(0), l_114);
const float l_116 = buffer_2[l_115];
const float l_117 = (l_113) ? l_116 : float(0.0);
const float l_3 = l_117;
const uint32 l_118 = info.static_meta[uint32(2)];
const uint32 l_119 = l_118 * uint32(1);
const bool l_120 = uint32(1) < l_119;
const uint32 l_121 = l_119 - uint32(1);
const uint32 l_122 = min(uint32(1), l_121);
const float l_123 = buffer_2[l_122];
const float l_124 = (l_120) ? l_123 : float(0.0);
const float l_4 = l_124;
const uint32 l_125 = info.static_meta[uint32(1)];
const uint32 l_126 = l_125 * uint32(1);
const bool l_127 = idxGlobal < l_126;
const uint32 l_128 = l_126 - uint32(1);
const uint32 l_129 = min(idxGlobal, l_128);
const float l_130 = buffer_1[l_129];
const float l_131 = (l_127) ? l_130 : float(0.0);
const float l_5 = l_131;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_132 = info.static_meta[uint32(1)];
const uint32 l_133 = l_132 * uint32(1);
const bool l_134 = l_6 < l_133;
const uint32 l_135 = l_133 - uint32(1);
const uint32 l_136 = min(l_6, l_135);
const float l_137 = buffer_1[l_136];
const float l_138 = (l_134) ? l_137 : float(0.0);
const float l_7 = l_138;
const uint32 l_139 = info.static_meta[uint32(0)];
const uint32 l_140 = l_139 * uint32(1);
const bool l_141 = idxGlobal < l_140;
const uint32 l_142 = l_140 - uint32(1);
const uint32 l_143 = min(idxGlobal, l_142);
const float l_144 = buffer_0[l_143];
const float l_145 = (l_141) ? l_144 : float(0.0);
const float l_8 = l_145;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_146 = info.static_meta[uint32(0)];
const uint32 l_147 = l_146 * uint32(1);
const bool l_148 = l_9 < l_147;
const uint32 l_149 = l_147 - uint32(1);
const uint32 l_150 = min(l_9, l_149);
const float l_151 = buffer_0[l_150];
const float l_152 = (l_148) ? l_151 : float(0.0);
const float l_10 = l_152;
l_mut_11 = l_8;
l_mut_12 = l_10;
const float l_13 = l_8 * l_3;
l_mut_14 = l_13;
const float l_15 = l_10 * l_3;
l_mut_16 = l_15;
const float l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
const float l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (uint32 l_mut_23 = uint32(0); l_mut_23 < uint32(256); ++l_mut_23) {
const float l_24 = l_mut_11 + l_5;
const float l_25 = l_24 - l_mut_11;
const float l_26 = l_24 - l_25;
const float l_27 = l_mut_11 - l_26;
const float l_28 = l_5 - l_25;
const float l_29 = l_27 + l_28;
const float l_30 = l_mut_12 + l_7;
const float l_31 = l_30 - l_mut_12;
const float l_32 = l_30 - l_31;
const float l_33 = l_mut_12 - l_32;
const float l_34 = l_7 - l_31;
const float l_35 = l_33 + l_34;
const float l_36 = l_29 + l_30;
const float l_37 = l_24 + l_36;
const float l_38 = l_37 - l_24;
const float l_39 = l_36 - l_38;
const float l_40 = l_35 + l_39;
const float l_41 = l_37 + l_40;
const float l_42 = l_41 - l_37;
const float l_43 = l_40 - l_42;
const float l_44 = l_mut_14 + l_5;
const float l_45 = l_44 - l_mut_14;
const float l_46 = l_44 - l_45;
const float l_47 = l_mut_14 - l_46;
const float l_48 = l_5 - l_45;
const float l_49 = l_47 + l_48;
const float l_50 = l_mut_16 + l_7;
const float l_51 = l_50 - l_mut_16;
const float l_52 = l_50 - l_51;
const float l_53 = l_mut_16 - l_52;
const float l_54 = l_7 - l_51;
const float l_55 = l_53 + l_54;
const float l_56 = l_49 + l_50;
const float l_57 = l_44 + l_56;
const float l_58 = l_57 - l_44;
const float l_59 = l_56 - l_58;
const float l_60 = l_55 + l_59;
const float l_61 = l_57 + l_60;
const float l_62 = l_61 - l_57;
const float l_63 = l_60 - l_62;
const float l_64 = l_mut_18 + l_5;
const float l_65 = l_64 - l_mut_18;
const float l_66 = l_64 - l_65;
const float l_67 = l_mut_18 - l_66;
const float l_68 = l_5 - l_65;
const float l_69 = l_67 + l_68;
const float l_70 = l_mut_19 + l_7;
const float l_71 = l_70 - l_mut_19;
const float l_72 = l_70 - l_71;
const float l_73 = l_mut_19 - l_72;
const float l_74 = l_7 - l_71;
const float l_75 = l_73 + l_74;
const float l_76 = l_69 + l_70;
const float l_77 = l_64 + l_76;
const float l_78 = l_77 - l_64;
const float l_79 = l_76 - l_78;
const float l_80 = l_75 + l_79;
const float l_81 = l_77 + l_80;
const float l_82 = l_81 - l_77;
const float l_83 = l_80 - l_82;
const float l_84 = l_mut_21 + l_5;
const float l_85 = l_84 - l_mut_21;
const float l_86 = l_84 - l_85;
const float l_87 = l_mut_21 - l_86;
const float l_88 = l_5 - l_85;
const float l_89 = l_87 + l_88;
const float l_90 = l_mut_22 + l_7;
const float l_91 = l_90 - l_mut_22;
const float l_92 = l_90 - l_91;
const float l_93 = l_mut_22 - l_92;
const float l_94 = l_7 - l_91;
const float l_95 = l_93 + l_94;
const float l_96 = l_89 + l_90;
const float l_97 = l_84 + l_96;
const float l_98 = l_97 - l_84;
const float l_99 = l_96 - l_98;
const float l_100 = l_95 + l_99;
const float l_101 = l_97 + l_100;
const float l_102 = l_101 - l_97;
const float l_103 = l_100 - l_102;
l_mut_11 = l_41;
l_mut_12 = l_43;
l_mut_14 = l_61;
l_mut_16 = l_63;
l_mut_18 = l_81;
l_mut_19 = l_83;
l_mut_21 = l_101;
l_mut_22 = l_103;
}
const float l_104 = l_mut_11 + l_mut_14;
const float l_105 = l_mut_18 + l_mut_21;
const float l_106 = l_104 + l_105;
const uint32 l_153 = info.static_meta[uint32(3)];
const uint32 l_154 = l_153 * uint32(1);
const bool l_155 = idxGlobal < l_154;
if (l_155) {
buffer_3[idxGlobal] = l_106;
}
const uint32 l_107 = l_1 + idxGlobal;
const float l_108 = l_mut_12 + l_mut_16;
const float l_109 = l_mut_19 + l_mut_22;
const float l_110 = l_108 + l_109;
const uint32 l_156 = info.static_meta[uint32(3)];
const uint32 l_157 = l_156 * uint32(1);
const bool l_158 = l_107 < l_157;
if (l_158) {
buffer_3[l_107] = l_110;
}
}

}
