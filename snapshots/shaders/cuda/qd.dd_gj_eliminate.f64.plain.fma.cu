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
const uint32 l_57 = info.static_meta[uint32(1)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = uint32(0) < l_58;
const uint32 l_60 = l_58 - uint32(1);
const uint32 l_61 = min(uint32(0), l_60);
const double l_62 = buffer_1[l_61];
const double l_63 = (l_59) ? l_62 : double(0.0);
const double l_0 = l_63;
const uint32 l_64 = info.static_meta[uint32(1)];
const uint32 l_65 = l_64 * uint32(1);
const bool l_66 = uint32(1) < l_65;
const uint32 l_67 = l_65 - uint32(1);
const uint32 l_68 = min(uint32(1), l_67);
const double l_69 = buffer_1[l_68];
const double l_70 = (l_66) ? l_69 : double(0.0);
const double l_1 = l_70;
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
const uint32 l_71 = info.static_meta[uint32(0)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = l_12 < l_72;
const uint32 l_74 = l_72 - uint32(1);
const uint32 l_75 = min(l_12, l_74);
const double l_76 = buffer_0[l_75];
const double l_77 = (l_73) ? l_76 : double(0.0);
const double l_13 = l_77;
const uint32 l_14 = l_10 + l_12;
const uint32 l_78 = info.static_meta[uint32(0)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = l_14 < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(l_14, l_81);
const double l_83 = buffer_0[l_82];
const double l_84 = (l_80) ? l_83 : double(0.0);
const double l_15 = l_84;
const double l_16 = -l_13;
const double l_17 = -l_15;
const uint32 l_85 = info.static_meta[uint32(0)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = idxGlobal < l_86;
const uint32 l_88 = l_86 - uint32(1);
const uint32 l_89 = min(idxGlobal, l_88);
const double l_90 = buffer_0[l_89];
const double l_91 = (l_87) ? l_90 : double(0.0);
const double l_18 = l_91;
const uint32 l_19 = l_10 + idxGlobal;
const uint32 l_92 = info.static_meta[uint32(0)];
const uint32 l_93 = l_92 * uint32(1);
const bool l_94 = l_19 < l_93;
const uint32 l_95 = l_93 - uint32(1);
const uint32 l_96 = min(l_19, l_95);
const double l_97 = buffer_0[l_96];
const double l_98 = (l_94) ? l_97 : double(0.0);
const double l_20 = l_98;
const uint32 l_21 = l_2 * uint32(32);
const uint32 l_22 = l_21 + l_6;
const uint32 l_99 = info.static_meta[uint32(0)];
const uint32 l_100 = l_99 * uint32(1);
const bool l_101 = l_22 < l_100;
const uint32 l_102 = l_100 - uint32(1);
const uint32 l_103 = min(l_22, l_102);
const double l_104 = buffer_0[l_103];
const double l_105 = (l_101) ? l_104 : double(0.0);
const double l_23 = l_105;
const uint32 l_24 = l_10 + l_22;
const uint32 l_106 = info.static_meta[uint32(0)];
const uint32 l_107 = l_106 * uint32(1);
const bool l_108 = l_24 < l_107;
const uint32 l_109 = l_107 - uint32(1);
const uint32 l_110 = min(l_24, l_109);
const double l_111 = buffer_0[l_110];
const double l_112 = (l_108) ? l_111 : double(0.0);
const double l_25 = l_112;
const double l_26 = l_16 * l_23;
const double l_27 = -l_26;
const double l_28 = fma(l_16, l_23, l_27);
const double l_29 = l_16 * l_25;
const double l_30 = l_17 * l_23;
const double l_31 = l_29 + l_30;
const double l_32 = l_28 + l_31;
const double l_33 = l_26 + l_32;
const double l_34 = l_33 - l_26;
const double l_35 = l_32 - l_34;
const double l_36 = l_18 + l_33;
const double l_37 = l_36 - l_18;
const double l_38 = l_36 - l_37;
const double l_39 = l_18 - l_38;
const double l_40 = l_33 - l_37;
const double l_41 = l_39 + l_40;
const double l_42 = l_20 + l_35;
const double l_43 = l_42 - l_20;
const double l_44 = l_42 - l_43;
const double l_45 = l_20 - l_44;
const double l_46 = l_35 - l_43;
const double l_47 = l_45 + l_46;
const double l_48 = l_41 + l_42;
const double l_49 = l_36 + l_48;
const double l_50 = l_49 - l_36;
const double l_51 = l_48 - l_50;
const double l_52 = l_47 + l_51;
const double l_53 = l_49 + l_52;
const double l_54 = l_53 - l_49;
const double l_55 = l_52 - l_54;
const uint32 l_113 = info.static_meta[uint32(0)];
const uint32 l_114 = l_113 * uint32(1);
const bool l_115 = idxGlobal < l_114;
if (l_115) {
buffer_0[idxGlobal] = l_53;
}
const uint32 l_56 = l_10 + idxGlobal;
const uint32 l_116 = info.static_meta[uint32(0)];
const uint32 l_117 = l_116 * uint32(1);
const bool l_118 = l_56 < l_117;
if (l_118) {
buffer_0[l_56] = l_55;
}
}
}

}
