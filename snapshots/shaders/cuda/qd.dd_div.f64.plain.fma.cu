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


extern "C" __global__ void __launch_bounds__(64)multi_words_f_f64 (
    const double* __restrict__ buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, double* buffer_3, const __grid_constant__ info_st info
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
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_88 = info.static_meta[uint32(2)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = uint32(0) < l_89;
const uint32 l_91 = l_89 - uint32(1);
const uint32 l_92 = min(uint32(0), l_91);
const double l_93 = buffer_2[l_92];
const double l_94 = (l_90) ? l_93 : double(0.0);
const double l_3 = l_94;
const uint32 l_95 = info.static_meta[uint32(2)];
const uint32 l_96 = l_95 * uint32(1);
const bool l_97 = uint32(1) < l_96;
const uint32 l_98 = l_96 - uint32(1);
const uint32 l_99 = min(uint32(1), l_98);
const double l_100 = buffer_2[l_99];
const double l_101 = (l_97) ? l_100 : double(0.0);
const double l_4 = l_101;
const uint32 l_102 = info.static_meta[uint32(0)];
const uint32 l_103 = l_102 * uint32(1);
const bool l_104 = idxGlobal < l_103;
const uint32 l_105 = l_103 - uint32(1);
const uint32 l_106 = min(idxGlobal, l_105);
const double l_107 = buffer_0[l_106];
const double l_108 = (l_104) ? l_107 : double(0.0);
const double l_5 = l_108;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_109 = info.static_meta[uint32(0)];
const uint32 l_110 = l_109 * uint32(1);
const bool l_111 = l_6 < l_110;
const uint32 l_112 = l_110 - uint32(1);
const uint32 l_113 = min(l_6, l_112);
const double l_114 = buffer_0[l_113];
const double l_115 = (l_111) ? l_114 : double(0.0);
const double l_7 = l_115;
const uint32 l_116 = info.static_meta[uint32(1)];
const uint32 l_117 = l_116 * uint32(1);
const bool l_118 = idxGlobal < l_117;
const uint32 l_119 = l_117 - uint32(1);
const uint32 l_120 = min(idxGlobal, l_119);
const double l_121 = buffer_1[l_120];
const double l_122 = (l_118) ? l_121 : double(0.0);
const double l_8 = l_122;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_123 = info.static_meta[uint32(1)];
const uint32 l_124 = l_123 * uint32(1);
const bool l_125 = l_9 < l_124;
const uint32 l_126 = l_124 - uint32(1);
const uint32 l_127 = min(l_9, l_126);
const double l_128 = buffer_1[l_127];
const double l_129 = (l_125) ? l_128 : double(0.0);
const double l_10 = l_129;
const double l_11 = l_5 / l_8;
const double l_12 = l_8 * l_11;
const double l_13 = -l_12;
const double l_14 = fma(l_8, l_11, l_13);
const double l_15 = l_10 * l_11;
const double l_16 = l_14 + l_15;
const double l_17 = l_12 + l_16;
const double l_18 = l_17 - l_12;
const double l_19 = l_16 - l_18;
const double l_20 = -l_17;
const double l_21 = -l_19;
const double l_22 = l_5 + l_20;
const double l_23 = l_22 - l_5;
const double l_24 = l_22 - l_23;
const double l_25 = l_5 - l_24;
const double l_26 = l_20 - l_23;
const double l_27 = l_25 + l_26;
const double l_28 = l_7 + l_21;
const double l_29 = l_28 - l_7;
const double l_30 = l_28 - l_29;
const double l_31 = l_7 - l_30;
const double l_32 = l_21 - l_29;
const double l_33 = l_31 + l_32;
const double l_34 = l_27 + l_28;
const double l_35 = l_22 + l_34;
const double l_36 = l_35 - l_22;
const double l_37 = l_34 - l_36;
const double l_38 = l_33 + l_37;
const double l_39 = l_35 + l_38;
const double l_40 = l_39 - l_35;
const double l_41 = l_38 - l_40;
const double l_42 = l_39 / l_8;
const double l_43 = l_8 * l_42;
const double l_44 = -l_43;
const double l_45 = fma(l_8, l_42, l_44);
const double l_46 = l_10 * l_42;
const double l_47 = l_45 + l_46;
const double l_48 = l_43 + l_47;
const double l_49 = l_48 - l_43;
const double l_50 = l_47 - l_49;
const double l_51 = -l_48;
const double l_52 = -l_50;
const double l_53 = l_39 + l_51;
const double l_54 = l_53 - l_39;
const double l_55 = l_53 - l_54;
const double l_56 = l_39 - l_55;
const double l_57 = l_51 - l_54;
const double l_58 = l_56 + l_57;
const double l_59 = l_41 + l_52;
const double l_60 = l_59 - l_41;
const double l_61 = l_59 - l_60;
const double l_62 = l_41 - l_61;
const double l_63 = l_52 - l_60;
const double l_64 = l_62 + l_63;
const double l_65 = l_58 + l_59;
const double l_66 = l_53 + l_65;
const double l_67 = l_66 - l_53;
const double l_68 = l_65 - l_67;
const double l_69 = l_64 + l_68;
const double l_70 = l_66 + l_69;
const double l_71 = l_70 - l_66;
const double l_72 = l_69 - l_71;
const double l_73 = l_70 / l_8;
const double l_74 = l_11 + l_42;
const double l_75 = l_74 - l_11;
const double l_76 = l_42 - l_75;
const double l_77 = l_74 + l_73;
const double l_78 = l_77 - l_74;
const double l_79 = l_77 - l_78;
const double l_80 = l_74 - l_79;
const double l_81 = l_73 - l_78;
const double l_82 = l_80 + l_81;
const double l_83 = l_82 + l_76;
const double l_84 = l_77 + l_83;
const double l_85 = l_84 - l_77;
const double l_86 = l_83 - l_85;
const uint32 l_130 = info.static_meta[uint32(3)];
const uint32 l_131 = l_130 * uint32(1);
const bool l_132 = idxGlobal < l_131;
if (l_132) {
buffer_3[idxGlobal] = l_84;
}
const uint32 l_87 = l_1 + idxGlobal;
const uint32 l_133 = info.static_meta[uint32(3)];
const uint32 l_134 = l_133 * uint32(1);
const bool l_135 = l_87 < l_134;
if (l_135) {
buffer_3[l_87] = l_86;
}
}

}
