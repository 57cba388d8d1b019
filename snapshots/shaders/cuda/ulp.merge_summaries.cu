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
    uint32 static_meta[10];
};


extern "C" __global__ void __launch_bounds__(64)merge_summaries (
    const uint32* __restrict__ buffer_0, const double* __restrict__ buffer_1, uint32* buffer_2, double* buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
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
uint32 l_arr_5[65];

double l_arr_6[10];

bool l_mut_43;
const uint32 l_0 = info.static_meta[uint32(9)];
const uint32 l_1 = idxGlobal * uint32(64);
const bool l_2 = l_1 < l_0;
if (l_2) {
const uint32 l_3 = l_1 + uint32(64);
const uint32 l_4 = min(l_3, l_0);

for (uint32 l_mut_7 = uint32(0); l_mut_7 < uint32(45); ++l_mut_7) {
l_arr_5[l_mut_7] = uint32(0);
}

for (uint32 l_mut_8 = uint32(0); l_mut_8 < uint32(10); ++l_mut_8) {
const uint32 l_9 = uint32(2) * l_mut_8;
const uint32 l_10 = uint32(45) + l_9;
l_arr_5[l_10] = uint32(4294967295);
const uint32 l_11 = uint32(2) * l_mut_8;
const uint32 l_12 = uint32(45) + l_11;
const uint32 l_13 = l_12 + uint32(1);
l_arr_5[l_13] = uint32(0);
l_arr_6[l_mut_8] = double(0.0);
}

for (uint32 l_mut_14 = l_1; l_mut_14 < l_4; ++l_mut_14) {

for (uint32 l_mut_15 = uint32(0); l_mut_15 < uint32(45); ++l_mut_15) {
const uint32 l_16 = l_mut_14 * uint32(65);
const uint32 l_17 = l_16 + l_mut_15;
const uint32 l_72 = info.static_meta[uint32(0)];
const uint32 l_73 = l_72 * uint32(1);
const bool l_74 = l_17 < l_73;
const uint32 l_75 = l_73 - uint32(1);
const uint32 l_76 = min(l_17, l_75);
const uint32 l_77 = buffer_0[l_76];
const uint32 l_78 = (l_74) ? l_77 : uint32(0);
const uint32 l_18 = l_78;
const uint32 l_19 = l_arr_5[l_mut_15];
const uint32 l_20 = l_19 + l_18;
l_arr_5[l_mut_15] = l_20;
}
const uint32 l_21 = l_mut_14 * uint32(65);
const uint32 l_22 = l_21 + uint32(1);
const uint32 l_62 = info.static_meta[uint32(0)];
const uint32 l_63 = l_62 * uint32(1);
const bool l_64 = l_22 < l_63;
const uint32 l_65 = l_63 - uint32(1);
const uint32 l_66 = min(l_22, l_65);
const uint32 l_67 = buffer_0[l_66];
const uint32 l_68 = (l_64) ? l_67 : uint32(0);
const uint32 l_23 = l_68;
const uint32 l_69 = info.static_meta[uint32(4)];
const uint32 l_70 = l_69 * uint32(1);
const bool l_71 = l_mut_14 < l_70;
if (l_71) {
buffer_4[l_mut_14] = l_23;
}

for (uint32 l_mut_24 = uint32(0); l_mut_24 < uint32(10); ++l_mut_24) {
const uint32 l_25 = l_mut_14 * uint32(65);
const uint32 l_26 = l_25 + uint32(45);
const uint32 l_27 = uint32(2) * l_mut_24;
const uint32 l_28 = l_26 + l_27;
const uint32 l_79 = info.static_meta[uint32(0)];
const uint32 l_80 = l_79 * uint32(1);
const bool l_81 = l_28 < l_80;
const uint32 l_82 = l_80 - uint32(1);
const uint32 l_83 = min(l_28, l_82);
const uint32 l_84 = buffer_0[l_83];
const uint32 l_85 = (l_81) ? l_84 : uint32(0);
const uint32 l_29 = l_85;
const bool l_30 = l_29 != uint32(4294967295);
if (l_30) {
const uint32 l_31 = l_mut_14 * uint32(10);
const uint32 l_32 = l_31 + l_mut_24;
const uint32 l_86 = info.static_meta[uint32(1)];
const uint32 l_87 = l_86 * uint32(1);
const bool l_88 = l_32 < l_87;
const uint32 l_89 = l_87 - uint32(1);
const uint32 l_90 = min(l_32, l_89);
const double l_91 = buffer_1[l_90];
const double l_92 = (l_88) ? l_91 : double(0.0);
const double l_33 = l_92;
const uint32 l_93 = info.static_meta[uint32(0)];
const uint32 l_94 = l_93 * uint32(1);
const bool l_95 = l_28 < l_94;
const uint32 l_96 = l_94 - uint32(1);
const uint32 l_97 = min(l_28, l_96);
const uint32 l_98 = buffer_0[l_97];
const uint32 l_99 = (l_95) ? l_98 : uint32(0);
const uint32 l_34 = l_99;
const uint32 l_35 = l_28 + uint32(1);
const uint32 l_100 = info.static_meta[uint32(0)];
const uint32 l_101 = l_100 * uint32(1);
const bool l_102 = l_35 < l_101;
const uint32 l_103 = l_101 - uint32(1);
const uint32 l_104 = min(l_35, l_103);
const uint32 l_105 = buffer_0[l_104];
const uint32 l_106 = (l_102) ? l_105 : uint32(0);
const uint32 l_36 = l_106;
const uint32 l_37 = uint32(2) * l_mut_24;
const uint32 l_38 = uint32(45) + l_37;
const double l_39 = abs(l_33);
const double l_40 = l_arr_6[l_mut_24];
const double l_41 = abs(l_40);
const bool l_42 = l_39 > l_41;
l_mut_43 = l_42;
const bool l_44 = l_mut_24 == uint32(0);
if (l_44) {
const double l_45 = l_arr_6[l_mut_24];
const bool l_46 = l_33 < l_45;
l_mut_43 = l_46;
} else {
const bool l_47 = l_mut_24 == uint32(1);
if (l_47) {
const double l_48 = l_arr_6[l_mut_24];
const bool l_49 = l_33 > l_48;
l_mut_43 = l_49;
}
}
const uint32 l_50 = l_arr_5[l_38];
const bool l_51 = l_50 == uint32(4294967295);
const bool l_52 = l_51 || l_mut_43;
if (l_52) {
l_arr_5[l_38] = l_34;
const uint32 l_53 = l_38 + uint32(1);
l_arr_5[l_53] = l_36;
l_arr_6[l_mut_24] = l_33;
}
}
}
}

for (uint32 l_mut_54 = uint32(0); l_mut_54 < uint32(65); ++l_mut_54) {
const uint32 l_55 = idxGlobal * uint32(65);
const uint32 l_56 = l_55 + l_mut_54;
const uint32 l_57 = l_arr_5[l_mut_54];
const uint32 l_107 = info.static_meta[uint32(2)];
const uint32 l_108 = l_107 * uint32(1);
const bool l_109 = l_56 < l_108;
if (l_109) {
buffer_2[l_56] = l_57;
}
}

for (uint32 l_mut_58 = uint32(0); l_mut_58 < uint32(10); ++l_mut_58) {
const uint32 l_59 = idxGlobal * uint32(10);
const uint32 l_60 = l_59 + l_mut_58;
const double l_61 = l_arr_6[l_mut_58];
const uint32 l_110 = info.static_meta[uint32(3)];
const uint32 l_111 = l_110 * uint32(1);
const bool l_112 = l_60 < l_111;
if (l_112) {
buffer_3[l_60] = l_61;
}
}
}

}
