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
    uint32 scalars_uint32[4];uint32 static_meta[4];
};


extern "C" __global__ void __launch_bounds__(64)gj_eliminate_f_f64 (
    double* buffer_0, const double* __restrict__ buffer_1, const __grid_constant__ info_st info
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
const uint32 l_105 = info.static_meta[uint32(1)];
const uint32 l_106 = l_105 * uint32(1);
const bool l_107 = uint32(0) < l_106;
const uint32 l_108 = l_106 - uint32(1);
const uint32 l_109 = min(uint32(0), l_108);
const double l_110 = buffer_1[l_109];
const double l_111 = (l_107) ? l_110 : double(0.0);
const double l_0 = l_111;
const uint32 l_112 = info.static_meta[uint32(1)];
const uint32 l_113 = l_112 * uint32(1);
const bool l_114 = uint32(1) < l_113;
const uint32 l_115 = l_113 - uint32(1);
const uint32 l_116 = min(uint32(1), l_115);
const double l_117 = buffer_1[l_116];
const double l_118 = (l_114) ? l_117 : double(0.0);
const double l_1 = l_118;
const uint32 l_2 = info.scalars_uint32[1] + info.scalars_uint32[2];
const uint32 l_3 = info.scalars_uint32[0] * uint32(32);
const bool l_4 = idxGlobal < l_3;
if (l_4) {
const uint32 l_5 = idxGlobal / uint32(32);
const uint32 l_6 = idxGlobal % uint32(32);
const bool l_7 = l_5 != l_2;
const bool l_8 = l_6 > info.scalars_uint32[2];
const bool l_9 = l_7 && l_8;
if (l_9) {
const uint32 l_10 = info.scalars_uint32[0] * uint32(32);
const uint32 l_11 = l_5 * uint32(32);
const uint32 l_12 = l_11 + info.scalars_uint32[2];
const uint32 l_119 = info.static_meta[uint32(0)];
const uint32 l_120 = l_119 * uint32(1);
const bool l_121 = l_12 < l_120;
const uint32 l_122 = l_120 - uint32(1);
const uint32 l_123 = min(l_12, l_122);
const double l_124 = buffer_0[l_123];
const double l_125 = (l_121) ? l_124 : double(0.0);
const double l_13 = l_125;
const uint32 l_14 = l_10 + l_12;
const uint32 l_126 = info.static_meta[uint32(0)];
const uint32 l_127 = l_126 * uint32(1);
const bool l_128 = l_14 < l_127;
const uint32 l_129 = l_127 - uint32(1);
const uint32 l_130 = min(l_14, l_129);
const double l_131 = buffer_0[l_130];
const double l_132 = (l_128) ? l_131 : double(0.0);
const double l_15 = l_132;
const double l_16 = -l_13;
const double l_17 = -l_15;
const uint32 l_133 = info.static_meta[uint32(0)];
const uint32 l_134 = l_133 * uint32(1);
const bool l_135 = idxGlobal < l_134;
const uint32 l_136 = l_134 - uint32(1);
const uint32 l_137 = min(idxGlobal, l_136);
const double l_138 = buffer_0[l_137];
const double l_139 = (l_135) ? l_138 : double(0.0);
const double l_18 = l_139;
const uint32 l_19 = l_10 + idxGlobal;
const uint32 l_140 = info.static_meta[uint32(0)];
const uint32 l_141 = l_140 * uint32(1);
const bool l_142 = l_19 < l_141;
const uint32 l_143 = l_141 - uint32(1);
const uint32 l_144 = min(l_19, l_143);
const double l_145 = buffer_0[l_144];
const double l_146 = (l_142) ? l_145 : double(0.0);
const double l_20 = l_146;
const uint32 l_21 = l_2 * uint32(32);
const uint32 l_22 = l_21 + l_6;
const uint32 l_147 = info.static_meta[uint32(0)];
const uint32 l_148 = l_147 * uint32(1);
const bool l_149 = l_22 < l_148;
const uint32 l_150 = l_148 - uint32(1);
const uint32 l_151 = min(l_22, l_150);
const double l_152 = buffer_0[l_151];
const double l_153 = (l_149) ? l_152 : double(0.0);
const double l_23 = l_153;
const uint32 l_24 = l_10 + l_22;
const uint32 l_154 = info.static_meta[uint32(0)];
const uint32 l_155 = l_154 * uint32(1);
const bool l_156 = l_24 < l_155;
const uint32 l_157 = l_155 - uint32(1);
const uint32 l_158 = min(l_24, l_157);
const double l_159 = buffer_0[l_158];
const double l_160 = (l_156) ? l_159 : double(0.0);
const double l_25 = l_160;
const double l_26 = l_16 * l_23;
const bool l_27 = l_1 != double(0.0);
const double l_28 = (l_27) ? l_26 : l_1;
const double l_29 = l_0 * l_16;
const bool l_30 = l_1 != double(0.0);
const double l_31 = (l_30) ? l_29 : l_1;
const double l_32 = l_31 - l_16;
const bool l_33 = l_1 != double(0.0);
const double l_34 = (l_33) ? l_32 : l_1;
const double l_35 = l_31 - l_34;
const double l_36 = l_16 - l_35;
const double l_37 = l_0 * l_23;
const bool l_38 = l_1 != double(0.0);
const double l_39 = (l_38) ? l_37 : l_1;
const double l_40 = l_39 - l_23;
const bool l_41 = l_1 != double(0.0);
const double l_42 = (l_41) ? l_40 : l_1;
const double l_43 = l_39 - l_42;
const double l_44 = l_23 - l_43;
const double l_45 = l_35 * l_43;
const double l_46 = l_45 - l_28;
const double l_47 = l_35 * l_44;
const double l_48 = l_46 + l_47;
const double l_49 = l_36 * l_43;
const double l_50 = l_48 + l_49;
const double l_51 = l_36 * l_44;
const double l_52 = l_50 + l_51;
const double l_53 = l_16 * l_25;
const double l_54 = l_17 * l_23;
const double l_55 = l_53 + l_54;
const double l_56 = l_52 + l_55;
const double l_57 = l_28 + l_56;
const bool l_58 = l_1 != double(0.0);
const double l_59 = (l_58) ? l_57 : l_1;
const double l_60 = l_59 - l_28;
const bool l_61 = l_1 != double(0.0);
const double l_62 = (l_61) ? l_60 : l_1;
const double l_63 = l_56 - l_62;
const double l_64 = l_18 + l_59;
const bool l_65 = l_1 != double(0.0);
const double l_66 = (l_65) ? l_64 : l_1;
const double l_67 = l_66 - l_18;
const bool l_68 = l_1 != double(0.0);
const double l_69 = (l_68) ? l_67 : l_1;
const double l_70 = l_66 - l_69;
const bool l_71 = l_1 != double(0.0);
const double l_72 = (l_71) ? l_70 : l_1;
const double l_73 = l_18 - l_72;
const double l_74 = l_59 - l_69;
const double l_75 = l_73 + l_74;
const double l_76 = l_20 + l_63;
const bool l_77 = l_1 != double(0.0);
const double l_78 = (l_77) ? l_76 : l_1;
const double l_79 = l_78 - l_20;
const bool l_80 = l_1 != double(0.0);
const double l_81 = (l_80) ? l_79 : l_1;
const double l_82 = l_78 - l_81;
const bool l_83 = l_1 != double(0.0);
const double l_84 = (l_83) ? l_82 : l_1;
const double l_85 = l_20 - l_84;
const double l_86 = l_63 - l_81;
const double l_87 = l_85 + l_86;
const double l_88 = l_75 + l_78;
const double l_89 = l_66 + l_88;
const bool l_90 = l_1 != double(0.0);
const double l_91 = (l_90) ? l_89 : l_1;
const double l_92 = l_91 - l_66;
const bool l_93 = l_1 != double(0.0);
const double l_94 = (l_93) ? l_92 : l_1;
const double l_95 = l_88 - l_94;
const double l_96 = l_87 + l_95;
const double l_97 = l_91 + l_96;
const bool l_98 = l_1 != double(0.0);
const double l_99 = (l_98) ? l_97 : l_1;
const double l_100 = l_99 - l_91;
const bool l_101 = l_1 != double(0.0);
const double l_102 = (l_101) ? l_100 : l_1;
const double l_103 = l_96 - l_102;
const uint32 l_161 = info.static_meta[uint32(0)];
const uint32 l_162 = l_161 * uint32(1);
const bool l_163 = idxGlobal < l_162;
if (l_163) {
buffer_0[idxGlobal] = l_99;
}
const uint32 l_104 = l_10 + idxGlobal;
const uint32 l_164 = info.static_meta[uint32(0)];
const uint32 l_165 = l_164 * uint32(1);
const bool l_166 = l_104 < l_165;
if (l_166) {
buffer_0[l_104] = l_103;
}
}
}

}
