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
const uint32 l_135 = info.static_meta[uint32(2)];
const uint32 l_136 = l_135 * uint32(1);
const bool l_137 = uint32(0) < l_136;
const uint32 l_138 = l_136 - uint32(1);
const uint32 l_139 = min(uint32(0), l_138);
const float l_140 = buffer_2[l_139];
const float l_141 = (l_137) ? l_140 : float(0.0);
const float l_3 = l_141;
const uint32 l_142 = info.static_meta[uint32(2)];
const uint32 l_143 = l_142 * uint32(1);
const bool l_144 = uint32(1) < l_143;
const uint32 l_145 = l_143 - uint32(1);
const uint32 l_146 = min(uint32(1), l_145);
const float l_147 = buffer_2[l_146];
const float l_148 = (l_144) ? l_147 : float(0.0);
const float l_4 = l_148;
const uint32 l_149 = info.static_meta[uint32(1)];
const uint32 l_150 = l_149 * uint32(1);
const bool l_151 = idxGlobal < l_150;
const uint32 l_152 = l_150 - uint32(1);
const uint32 l_153 = min(idxGlobal, l_152);
const float l_154 = buffer_1[l_153];
const float l_155 = (l_151) ? l_154 : float(0.0);
const float l_5 = l_155;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_156 = info.static_meta[uint32(1)];
const uint32 l_157 = l_156 * uint32(1);
const bool l_158 = l_6 < l_157;
const uint32 l_159 = l_157 - uint32(1);
const uint32 l_160 = min(l_6, l_159);
const float l_161 = buffer_1[l_160];
const float l_162 = (l_158) ? l_161 : float(0.0);
const float l_7 = l_162;
const uint32 l_163 = info.static_meta[uint32(0)];
const uint32 l_164 = l_163 * uint32(1);
const bool l_165 = idxGlobal < l_164;
const uint32 l_166 = l_164 - uint32(1);
const uint32 l_167 = min(idxGlobal, l_166);
const float l_168 = buffer_0[l_167];
const float l_169 = (l_165) ? l_168 : float(0.0);
const float l_8 = l_169;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_170 = info.static_meta[uint32(0)];
const uint32 l_171 = l_170 * uint32(1);
const bool l_172 = l_9 < l_171;
const uint32 l_173 = l_171 - uint32(1);
const uint32 l_174 = min(l_9, l_173);
const float l_175 = buffer_0[l_174];
const float l_176 = (l_172) ? l_175 : float(0.0);
const float l_10 = l_176;
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
const float l_24 = sqrt(l_mut_11);
const float l_25 = l_24 * l_24;
const float l_26 = l_3 * l_24;
const float l_27 = l_26 - l_24;
const float l_28 = l_26 - l_27;
const float l_29 = l_24 - l_28;
const float l_30 = l_3 * l_24;
const float l_31 = l_30 - l_24;
const float l_32 = l_30 - l_31;
const float l_33 = l_24 - l_32;
const float l_34 = l_28 * l_32;
const float l_35 = l_34 - l_25;
const float l_36 = l_28 * l_33;
const float l_37 = l_35 + l_36;
const float l_38 = l_29 * l_32;
const float l_39 = l_37 + l_38;
const float l_40 = l_29 * l_33;
const float l_41 = l_39 + l_40;
const float l_42 = l_mut_11 - l_25;
const float l_43 = l_42 - l_41;
const float l_44 = l_mut_12 + l_43;
const float l_45 = l_24 + l_24;
const float l_46 = l_44 / l_45;
const float l_47 = l_24 + l_46;
const float l_48 = l_47 - l_24;
const float l_49 = l_46 - l_48;
const float l_50 = sqrt(l_mut_14);
const float l_51 = l_50 * l_50;
const float l_52 = l_3 * l_50;
const float l_53 = l_52 - l_50;
const float l_54 = l_52 - l_53;
const float l_55 = l_50 - l_54;
const float l_56 = l_3 * l_50;
const float l_57 = l_56 - l_50;
const float l_58 = l_56 - l_57;
const float l_59 = l_50 - l_58;
const float l_60 = l_54 * l_58;
const float l_61 = l_60 - l_51;
const float l_62 = l_54 * l_59;
const float l_63 = l_61 + l_62;
const float l_64 = l_55 * l_58;
const float l_65 = l_63 + l_64;
const float l_66 = l_55 * l_59;
const float l_67 = l_65 + l_66;
const float l_68 = l_mut_14 - l_51;
const float l_69 = l_68 - l_67;
const float l_70 = l_mut_16 + l_69;
const float l_71 = l_50 + l_50;
const float l_72 = l_70 / l_71;
const float l_73 = l_50 + l_72;
const float l_74 = l_73 - l_50;
const float l_75 = l_72 - l_74;
const float l_76 = sqrt(l_mut_18);
const float l_77 = l_76 * l_76;
const float l_78 = l_3 * l_76;
const float l_79 = l_78 - l_76;
const float l_80 = l_78 - l_79;
const float l_81 = l_76 - l_80;
const float l_82 = l_3 * l_76;
const float l_83 = l_82 - l_76;
const float l_84 = l_82 - l_83;
const float l_85 = l_76 - l_84;
const float l_86 = l_80 * l_84;
const float l_87 = l_86 - l_77;
const float l_88 = l_80 * l_85;
const float l_89 = l_87 + l_88;
const float l_90 = l_81 * l_84;
const float l_91 = l_89 + l_90;
const float l_92 = l_81 * l_85;
const float l_93 = l_91 + l_92;
const float l_94 = l_mut_18 - l_77;
const float l_95 = l_94 - l_93;
const float l_96 = l_mut_19 + l_95;
const float l_97 = l_76 + l_76;
const float l_98 = l_96 / l_97;
const float l_99 = l_76 + l_98;
const float l_100 = l_99 - l_76;
const float l_101 = l_98 - l_100;
const float l_102 = sqrt(l_mut_21);
const float l_103 = l_102 * l_102;
const float l_104 = l_3 * l_102;
const float l_105 = l_104 - l_102;
const float l_106 = l_104 - l_105;
const float l_107 = l_102 - l_106;
const float l_108 = l_3 * l_102;
const float l_109 = l_108 - l_102;
const float l_110 = l_108 - l_109;
const float l_111 = l_102 - l_110;
const float l_112 = l_106 * l_110;
const float l_113 = l_112 - l_103;
const float l_114 = l_106 * l_111;
const float l_115 = l_113 + l_114;
const float l_116 = l_107 * l_110;
const float l_117 = l_115 + l_116;
const float l_118 = l_107 * l_111;
const float l_119 = l_117 + l_118;
const float l_120 = l_mut_21 - l_103;
const float l_121 = l_120 - l_119;
const float l_122 = l_mut_22 + l_121;
const float l_123 = l_102 + l_102;
const float l_124 = l_122 / l_123;
const float l_125 = l_102 + l_124;
const float l_126 = l_125 - l_102;
const float l_127 = l_124 - l_126;
l_mut_11 = l_47;
l_mut_12 = l_49;
l_mut_14 = l_73;
l_mut_16 = l_75;
l_mut_18 = l_99;
l_mut_19 = l_101;
l_mut_21 = l_125;
l_mut_22 = l_127;
}
const float l_128 = l_mut_11 + l_mut_14;
const float l_129 = l_mut_18 + l_mut_21;
const float l_130 = l_128 + l_129;
const uint32 l_177 = info.static_meta[uint32(3)];
const uint32 l_178 = l_177 * uint32(1);
const bool l_179 = idxGlobal < l_178;
if (l_179) {
buffer_3[idxGlobal] = l_130;
}
const uint32 l_131 = l_1 + idxGlobal;
const float l_132 = l_mut_12 + l_mut_16;
const float l_133 = l_mut_19 + l_mut_22;
const float l_134 = l_132 + l_133;
const uint32 l_180 = info.static_meta[uint32(3)];
const uint32 l_181 = l_180 * uint32(1);
const bool l_182 = l_131 < l_181;
if (l_182) {
buffer_3[l_131] = l_134;
}
}

}
