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
const uint32 l_71 = info.static_meta[uint32(2)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = uint32(0) < l_72;
const uint32 l_74 = l_72 - uint32(1);
const uint32 l_75 = min(uint32(0), l_74);
const float l_76 = buffer_2[l_75];
const float l_77 = (l_73) ? l_76 : float(0.0);
const float l_3 = l_77;
const uint32 l_78 = info.static_meta[uint32(2)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = uint32(1) < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(uint32(1), l_81);
const float l_83 = buffer_2[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_4 = l_84;
const uint32 l_85 = info.static_meta[uint32(1)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = idxGlobal < l_86;
const uint32 l_88 = l_86 - uint32(1);
const uint32 l_89 = min(idxGlobal, l_88);
const float l_90 = buffer_1[l_89];
const float l_91 = (l_87) ? l_90 : float(0.0);
const float l_5 = l_91;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_92 = info.static_meta[uint32(1)];
const uint32 l_93 = l_92 * uint32(1);
const bool l_94 = l_6 < l_93;
const uint32 l_95 = l_93 - uint32(1);
const uint32 l_96 = min(l_6, l_95);
const float l_97 = buffer_1[l_96];
const float l_98 = (l_94) ? l_97 : float(0.0);
const float l_7 = l_98;
const uint32 l_99 = info.static_meta[uint32(0)];
const uint32 l_100 = l_99 * uint32(1);
const bool l_101 = idxGlobal < l_100;
const uint32 l_102 = l_100 - uint32(1);
const uint32 l_103 = min(idxGlobal, l_102);
const float l_104 = buffer_0[l_103];
const float l_105 = (l_101) ? l_104 : float(0.0);
const float l_8 = l_105;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_106 = info.static_meta[uint32(0)];
const uint32 l_107 = l_106 * uint32(1);
const bool l_108 = l_9 < l_107;
const uint32 l_109 = l_107 - uint32(1);
const uint32 l_110 = min(l_9, l_109);
const float l_111 = buffer_0[l_110];
const float l_112 = (l_108) ? l_111 : float(0.0);
const float l_10 = l_112;
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
const float l_24 = l_mut_11 * l_5;
const float l_25 = -l_24;
const float l_26 = fma(l_mut_11, l_5, l_25);
const float l_27 = l_mut_12 * l_7;
const float l_28 = fma(l_mut_11, l_7, l_27);
const float l_29 = fma(l_mut_12, l_5, l_28);
const float l_30 = l_26 + l_29;
const float l_31 = l_24 + l_30;
const float l_32 = l_31 - l_24;
const float l_33 = l_30 - l_32;
const float l_34 = l_mut_14 * l_5;
const float l_35 = -l_34;
const float l_36 = fma(l_mut_14, l_5, l_35);
const float l_37 = l_mut_16 * l_7;
const float l_38 = fma(l_mut_14, l_7, l_37);
const float l_39 = fma(l_mut_16, l_5, l_38);
const float l_40 = l_36 + l_39;
const float l_41 = l_34 + l_40;
const float l_42 = l_41 - l_34;
const float l_43 = l_40 - l_42;
const float l_44 = l_mut_18 * l_5;
const float l_45 = -l_44;
const float l_46 = fma(l_mut_18, l_5, l_45);
const float l_47 = l_mut_19 * l_7;
const float l_48 = fma(l_mut_18, l_7, l_47);
const float l_49 = fma(l_mut_19, l_5, l_48);
const float l_50 = l_46 + l_49;
const float l_51 = l_44 + l_50;
const float l_52 = l_51 - l_44;
const float l_53 = l_50 - l_52;
const float l_54 = l_mut_21 * l_5;
const float l_55 = -l_54;
const float l_56 = fma(l_mut_21, l_5, l_55);
const float l_57 = l_mut_22 * l_7;
const float l_58 = fma(l_mut_21, l_7, l_57);
const float l_59 = fma(l_mut_22, l_5, l_58);
const float l_60 = l_56 + l_59;
const float l_61 = l_54 + l_60;
const float l_62 = l_61 - l_54;
const float l_63 = l_60 - l_62;
l_mut_11 = l_31;
l_mut_12 = l_33;
l_mut_14 = l_41;
l_mut_16 = l_43;
l_mut_18 = l_51;
l_mut_19 = l_53;
l_mut_21 = l_61;
l_mut_22 = l_63;
}
const float l_64 = l_mut_11 + l_mut_14;
const float l_65 = l_mut_18 + l_mut_21;
const float l_66 = l_64 + l_65;
const uint32 l_113 = info.static_meta[uint32(3)];
const uint32 l_114 = l_113 * uint32(1);
const bool l_115 = idxGlobal < l_114;
if (l_115) {
buffer_3[idxGlobal] = l_66;
}
const uint32 l_67 = l_1 + idxGlobal;
const float l_68 = l_mut_12 + l_mut_16;
const float l_69 = l_mut_19 + l_mut_22;
const float l_70 = l_68 + l_69;
const uint32 l_116 = info.static_meta[uint32(3)];
const uint32 l_117 = l_116 * uint32(1);
const bool l_118 = l_67 < l_117;
if (l_118) {
buffer_3[l_67] = l_70;
}
}

}
