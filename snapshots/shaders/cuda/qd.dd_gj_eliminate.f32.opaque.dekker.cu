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


extern "C" __global__ void __launch_bounds__(64)gj_eliminate_f_f32 (
    float* buffer_0, const float* __restrict__ buffer_1, const __grid_constant__ info_st info
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
const uint32 l_88 = info.static_meta[uint32(1)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = uint32(0) < l_89;
const uint32 l_91 = l_89 - uint32(1);
const uint32 l_92 = min(uint32(0), l_91);
const float l_93 = buffer_1[l_92];
const float l_94 = (l_90) ? l_93 : float(0.0);
const float l_0 = l_94;
const uint32 l_95 = info.static_meta[uint32(1)];
const uint32 l_96 = l_95 * uint32(1);
const bool l_97 = uint32(1) < l_96;
const uint32 l_98 = l_96 - uint32(1);
const uint32 l_99 = min(uint32(1), l_98);
const float l_100 = buffer_1[l_99];
const float l_101 = (l_97) ? l_100 : float(0.0);
const float l_1 = l_101;
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
const uint32 l_102 = info.static_meta[uint32(0)];
const uint32 l_103 = l_102 * uint32(1);
const bool l_104 = l_12 < l_103;
const uint32 l_105 = l_103 - uint32(1);
const uint32 l_106 = min(l_12, l_105);
const float l_107 = buffer_0[l_106];
const float l_108 = (l_104) ? l_107 : float(0.0);
const float l_13 = l_108;
const uint32 l_14 = l_10 + l_12;
const uint32 l_109 = info.static_meta[uint32(0)];
const uint32 l_110 = l_109 * uint32(1);
const bool l_111 = l_14 < l_110;
const uint32 l_112 = l_110 - uint32(1);
const uint32 l_113 = min(l_14, l_112);
const float l_114 = buffer_0[l_113];
const float l_115 = (l_111) ? l_114 : float(0.0);
const float l_15 = l_115;
const float l_16 = -l_13;
const float l_17 = -l_15;
const uint32 l_116 = info.static_meta[uint32(0)];
const uint32 l_117 = l_116 * uint32(1);
const bool l_118 = idxGlobal < l_117;
const uint32 l_119 = l_117 - uint32(1);
const uint32 l_120 = min(idxGlobal, l_119);
const float l_121 = buffer_0[l_120];
const float l_122 = (l_118) ? l_121 : float(0.0);
const float l_18 = l_122;
const uint32 l_19 = l_10 + idxGlobal;
const uint32 l_123 = info.static_meta[uint32(0)];
const uint32 l_124 = l_123 * uint32(1);
const bool l_125 = l_19 < l_124;
const uint32 l_126 = l_124 - uint32(1);
const uint32 l_127 = min(l_19, l_126);
const float l_128 = buffer_0[l_127];
const float l_129 = (l_125) ? l_128 : float(0.0);
const float l_20 = l_129;
const uint32 l_21 = l_2 * uint32(32);
const uint32 l_22 = l_21 + l_6;
const uint32 l_130 = info.static_meta[uint32(0)];
const uint32 l_131 = l_130 * uint32(1);
const bool l_132 = l_22 < l_131;
const uint32 l_133 = l_131 - uint32(1);
const uint32 l_134 = min(l_22, l_133);
const float l_135 = buffer_0[l_134];
const float l_136 = (l_132) ? l_135 : float(0.0);
const float l_23 = l_136;
const uint32 l_24 = l_10 + l_22;
const uint32 l_137 = info.static_meta[uint32(0)];
const uint32 l_138 = l_137 * uint32(1);
const bool l_139 = l_24 < l_138;
const uint32 l_140 = l_138 - uint32(1);
const uint32 l_141 = min(l_24, l_140);
const float l_142 = buffer_0[l_141];
const float l_143 = (l_139) ? l_142 : float(0.0);
const float l_25 = l_143;
const float l_26 = l_16 * l_23;
const float l_27 = l_26 * l_1;
const float l_28 = l_0 * l_16;
const float l_29 = l_28 * l_1;
const float l_30 = l_29 - l_16;
const float l_31 = l_30 * l_1;
const float l_32 = l_29 - l_31;
const float l_33 = l_16 - l_32;
const float l_34 = l_0 * l_23;
const float l_35 = l_34 * l_1;
const float l_36 = l_35 - l_23;
const float l_37 = l_36 * l_1;
const float l_38 = l_35 - l_37;
const float l_39 = l_23 - l_38;
const float l_40 = l_32 * l_38;
const float l_41 = l_40 - l_27;
const float l_42 = l_32 * l_39;
const float l_43 = l_41 + l_42;
const float l_44 = l_33 * l_38;
const float l_45 = l_43 + l_44;
const float l_46 = l_33 * l_39;
const float l_47 = l_45 + l_46;
const float l_48 = l_16 * l_25;
const float l_49 = l_17 * l_23;
const float l_50 = l_48 + l_49;
const float l_51 = l_47 + l_50;
const float l_52 = l_27 + l_51;
const float l_53 = l_52 * l_1;
const float l_54 = l_53 - l_27;
const float l_55 = l_54 * l_1;
const float l_56 = l_51 - l_55;
const float l_57 = l_18 + l_53;
const float l_58 = l_57 * l_1;
const float l_59 = l_58 - l_18;
const float l_60 = l_59 * l_1;
const float l_61 = l_58 - l_60;
const float l_62 = l_61 * l_1;
const float l_63 = l_18 - l_62;
const float l_64 = l_53 - l_60;
const float l_65 = l_63 + l_64;
const float l_66 = l_20 + l_56;
const float l_67 = l_66 * l_1;
const float l_68 = l_67 - l_20;
const float l_69 = l_68 * l_1;
const float l_70 = l_67 - l_69;
const float l_71 = l_70 * l_1;
const float l_72 = l_20 - l_71;
const float l_73 = l_56 - l_69;
const float l_74 = l_72 + l_73;
const float l_75 = l_65 + l_67;
const float l_76 = l_58 + l_75;
const float l_77 = l_76 * l_1;
const float l_78 = l_77 - l_58;
const float l_79 = l_78 * l_1;
const float l_80 = l_75 - l_79;
const float l_81 = l_74 + l_80;
const float l_82 = l_77 + l_81;
const float l_83 = l_82 * l_1;
const float l_84 = l_83 - l_77;
const float l_85 = l_84 * l_1;
const float l_86 = l_81 - l_85;
const uint32 l_144 = info.static_meta[uint32(0)];
const uint32 l_145 = l_144 * uint32(1);
const bool l_146 = idxGlobal < l_145;
if (l_146) {
buffer_0[idxGlobal] = l_83;
}
const uint32 l_87 = l_10 + idxGlobal;
const uint32 l_147 = info.static_meta[uint32(0)];
const uint32 l_148 = l_147 * uint32(1);
const bool l_149 = l_87 < l_148;
if (l_149) {
buffer_0[l_87] = l_86;
}
}
}

}
