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
const uint32 l_89 = info.static_meta[uint32(2)];
const uint32 l_90 = l_89 * uint32(1);
const bool l_91 = uint32(0) < l_90;
const uint32 l_92 = l_90 - uint32(1);
const uint32 l_93 = min(uint32(0), l_92);
const double l_94 = buffer_2[l_93];
const double l_95 = (l_91) ? l_94 : double(0.0);
const double l_3 = l_95;
const uint32 l_96 = info.static_meta[uint32(2)];
const uint32 l_97 = l_96 * uint32(1);
const bool l_98 = uint32(1) < l_97;
const uint32 l_99 = l_97 - uint32(1);
const uint32 l_100 = min(uint32(1), l_99);
const double l_101 = buffer_2[l_100];
const double l_102 = (l_98) ? l_101 : double(0.0);
const double l_4 = l_102;
const uint32 l_103 = info.static_meta[uint32(0)];
const uint32 l_104 = l_103 * uint32(1);
const bool l_105 = idxGlobal < l_104;
const uint32 l_106 = l_104 - uint32(1);
const uint32 l_107 = min(idxGlobal, l_106);
const double l_108 = buffer_0[l_107];
const double l_109 = (l_105) ? l_108 : double(0.0);
const double l_5 = l_109;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_110 = info.static_meta[uint32(0)];
const uint32 l_111 = l_110 * uint32(1);
const bool l_112 = l_6 < l_111;
const uint32 l_113 = l_111 - uint32(1);
const uint32 l_114 = min(l_6, l_113);
const double l_115 = buffer_0[l_114];
const double l_116 = (l_112) ? l_115 : double(0.0);
const double l_7 = l_116;
const uint32 l_117 = info.static_meta[uint32(1)];
const uint32 l_118 = l_117 * uint32(1);
const bool l_119 = idxGlobal < l_118;
const uint32 l_120 = l_118 - uint32(1);
const uint32 l_121 = min(idxGlobal, l_120);
const double l_122 = buffer_1[l_121];
const double l_123 = (l_119) ? l_122 : double(0.0);
const double l_8 = l_123;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_124 = info.static_meta[uint32(1)];
const uint32 l_125 = l_124 * uint32(1);
const bool l_126 = l_9 < l_125;
const uint32 l_127 = l_125 - uint32(1);
const uint32 l_128 = min(l_9, l_127);
const double l_129 = buffer_1[l_128];
const double l_130 = (l_126) ? l_129 : double(0.0);
const double l_10 = l_130;
const double l_11 = double(1.0) / l_8;
const double l_12 = l_5 * l_11;
const double l_13 = l_8 * l_12;
const double l_14 = -l_13;
const double l_15 = fma(l_8, l_12, l_14);
const double l_16 = l_10 * l_12;
const double l_17 = l_15 + l_16;
const double l_18 = l_13 + l_17;
const double l_19 = l_18 - l_13;
const double l_20 = l_17 - l_19;
const double l_21 = -l_18;
const double l_22 = -l_20;
const double l_23 = l_5 + l_21;
const double l_24 = l_23 - l_5;
const double l_25 = l_23 - l_24;
const double l_26 = l_5 - l_25;
const double l_27 = l_21 - l_24;
const double l_28 = l_26 + l_27;
const double l_29 = l_7 + l_22;
const double l_30 = l_29 - l_7;
const double l_31 = l_29 - l_30;
const double l_32 = l_7 - l_31;
const double l_33 = l_22 - l_30;
const double l_34 = l_32 + l_33;
const double l_35 = l_28 + l_29;
const double l_36 = l_23 + l_35;
const double l_37 = l_36 - l_23;
const double l_38 = l_35 - l_37;
const double l_39 = l_34 + l_38;
const double l_40 = l_36 + l_39;
const double l_41 = l_40 - l_36;
const double l_42 = l_39 - l_41;
const double l_43 = l_40 * l_11;
const double l_44 = l_8 * l_43;
const double l_45 = -l_44;
const double l_46 = fma(l_8, l_43, l_45);
const double l_47 = l_10 * l_43;
const double l_48 = l_46 + l_47;
const double l_49 = l_44 + l_48;
const double l_50 = l_49 - l_44;
const double l_51 = l_48 - l_50;
const double l_52 = -l_49;
const double l_53 = -l_51;
const double l_54 = l_40 + l_52;
const double l_55 = l_54 - l_40;
const double l_56 = l_54 - l_55;
const double l_57 = l_40 - l_56;
const double l_58 = l_52 - l_55;
const double l_59 = l_57 + l_58;
const double l_60 = l_42 + l_53;
const double l_61 = l_60 - l_42;
const double l_62 = l_60 - l_61;
const double l_63 = l_42 - l_62;
const double l_64 = l_53 - l_61;
const double l_65 = l_63 + l_64;
const double l_66 = l_59 + l_60;
const double l_67 = l_54 + l_66;
const double l_68 = l_67 - l_54;
const double l_69 = l_66 - l_68;
const double l_70 = l_65 + l_69;
const double l_71 = l_67 + l_70;
const double l_72 = l_71 - l_67;
const double l_73 = l_70 - l_72;
const double l_74 = l_71 / l_8;
const double l_75 = l_12 + l_43;
const double l_76 = l_75 - l_12;
const double l_77 = l_43 - l_76;
const double l_78 = l_75 + l_74;
const double l_79 = l_78 - l_75;
const double l_80 = l_78 - l_79;
const double l_81 = l_75 - l_80;
const double l_82 = l_74 - l_79;
const double l_83 = l_81 + l_82;
const double l_84 = l_83 + l_77;
const double l_85 = l_78 + l_84;
const double l_86 = l_85 - l_78;
const double l_87 = l_84 - l_86;
const uint32 l_131 = info.static_meta[uint32(3)];
const uint32 l_132 = l_131 * uint32(1);
const bool l_133 = idxGlobal < l_132;
if (l_133) {
buffer_3[idxGlobal] = l_85;
}
const uint32 l_88 = l_1 + idxGlobal;
const uint32 l_134 = info.static_meta[uint32(3)];
const uint32 l_135 = l_134 * uint32(1);
const bool l_136 = l_88 < l_135;
if (l_136) {
buffer_3[l_88] = l_87;
}
}

}
