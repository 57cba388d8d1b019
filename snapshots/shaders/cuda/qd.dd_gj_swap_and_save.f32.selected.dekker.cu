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
    uint32 scalars_uint32[4];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(64)gj_swap_and_save_f_f32 (
    float* buffer_0, float* buffer_1, const uint32* __restrict__ buffer_2, const __grid_constant__ info_st info
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
const uint32 l_0 = info.scalars_uint32[2] + info.scalars_uint32[3];
const uint32 l_1 = l_0 + idxGlobal;
const bool l_2 = l_1 < info.scalars_uint32[1];
if (l_2) {
const uint32 l_3 = info.scalars_uint32[0] * info.scalars_uint32[1];

for (uint32 l_mut_4 = uint32(0); l_mut_4 < info.scalars_uint32[3]; ++l_mut_4) {
const uint32 l_5 = info.scalars_uint32[2] + l_mut_4;
const uint32 l_35 = info.static_meta[uint32(2)];
const uint32 l_36 = l_35 * uint32(1);
const bool l_37 = l_mut_4 < l_36;
const uint32 l_38 = l_36 - uint32(1);
const uint32 l_39 = min(l_mut_4, l_38);
const uint32 l_40 = buffer_2[l_39];
const uint32 l_41 = (l_37) ? l_40 : uint32(0);
const uint32 l_6 = l_41;
const bool l_7 = l_6 != l_5;
if (l_7) {
const uint32 l_8 = l_5 * info.scalars_uint32[1];
const uint32 l_9 = l_8 + l_1;
const uint32 l_42 = info.static_meta[uint32(0)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = l_9 < l_43;
const uint32 l_45 = l_43 - uint32(1);
const uint32 l_46 = min(l_9, l_45);
const float l_47 = buffer_0[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_10 = l_48;
const uint32 l_11 = l_3 + l_9;
const uint32 l_49 = info.static_meta[uint32(0)];
const uint32 l_50 = l_49 * uint32(1);
const bool l_51 = l_11 < l_50;
const uint32 l_52 = l_50 - uint32(1);
const uint32 l_53 = min(l_11, l_52);
const float l_54 = buffer_0[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_12 = l_55;
const uint32 l_13 = l_6 * info.scalars_uint32[1];
const uint32 l_14 = l_13 + l_1;
const uint32 l_56 = info.static_meta[uint32(0)];
const uint32 l_57 = l_56 * uint32(1);
const bool l_58 = l_14 < l_57;
const uint32 l_59 = l_57 - uint32(1);
const uint32 l_60 = min(l_14, l_59);
const float l_61 = buffer_0[l_60];
const float l_62 = (l_58) ? l_61 : float(0.0);
const float l_15 = l_62;
const uint32 l_16 = l_3 + l_14;
const uint32 l_63 = info.static_meta[uint32(0)];
const uint32 l_64 = l_63 * uint32(1);
const bool l_65 = l_16 < l_64;
const uint32 l_66 = l_64 - uint32(1);
const uint32 l_67 = min(l_16, l_66);
const float l_68 = buffer_0[l_67];
const float l_69 = (l_65) ? l_68 : float(0.0);
const float l_17 = l_69;
const uint32 l_18 = l_5 * info.scalars_uint32[1];
const uint32 l_19 = l_18 + l_1;
const uint32 l_70 = info.static_meta[uint32(0)];
const uint32 l_71 = l_70 * uint32(1);
const bool l_72 = l_19 < l_71;
if (l_72) {
buffer_0[l_19] = l_15;
}
const uint32 l_20 = l_3 + l_19;
const uint32 l_73 = info.static_meta[uint32(0)];
const uint32 l_74 = l_73 * uint32(1);
const bool l_75 = l_20 < l_74;
if (l_75) {
buffer_0[l_20] = l_17;
}
const uint32 l_21 = l_6 * info.scalars_uint32[1];
const uint32 l_22 = l_21 + l_1;
const uint32 l_76 = info.static_meta[uint32(0)];
const uint32 l_77 = l_76 * uint32(1);
const bool l_78 = l_22 < l_77;
if (l_78) {
buffer_0[l_22] = l_10;
}
const uint32 l_23 = l_3 + l_22;
const uint32 l_79 = info.static_meta[uint32(0)];
const uint32 l_80 = l_79 * uint32(1);
const bool l_81 = l_23 < l_80;
if (l_81) {
buffer_0[l_23] = l_12;
}
}
}

for (uint32 l_mut_24 = uint32(0); l_mut_24 < info.scalars_uint32[3]; ++l_mut_24) {
const uint32 l_25 = info.scalars_uint32[2] + l_mut_24;
const uint32 l_26 = l_25 * info.scalars_uint32[1];
const uint32 l_27 = l_26 + l_1;
const uint32 l_82 = info.static_meta[uint32(0)];
const uint32 l_83 = l_82 * uint32(1);
const bool l_84 = l_27 < l_83;
const uint32 l_85 = l_83 - uint32(1);
const uint32 l_86 = min(l_27, l_85);
const float l_87 = buffer_0[l_86];
const float l_88 = (l_84) ? l_87 : float(0.0);
const float l_28 = l_88;
const uint32 l_29 = l_3 + l_27;
const uint32 l_89 = info.static_meta[uint32(0)];
const uint32 l_90 = l_89 * uint32(1);
const bool l_91 = l_29 < l_90;
const uint32 l_92 = l_90 - uint32(1);
const uint32 l_93 = min(l_29, l_92);
const float l_94 = buffer_0[l_93];
const float l_95 = (l_91) ? l_94 : float(0.0);
const float l_30 = l_95;
const uint32 l_31 = l_mut_24 * info.scalars_uint32[1];
const uint32 l_32 = l_31 + l_1;
const uint32 l_33 = uint32(16) * info.scalars_uint32[1];
const uint32 l_96 = info.static_meta[uint32(1)];
const uint32 l_97 = l_96 * uint32(1);
const bool l_98 = l_32 < l_97;
if (l_98) {
buffer_1[l_32] = l_28;
}
const uint32 l_34 = l_33 + l_32;
const uint32 l_99 = info.static_meta[uint32(1)];
const uint32 l_100 = l_99 * uint32(1);
const bool l_101 = l_34 < l_100;
if (l_101) {
buffer_1[l_34] = l_30;
}
}
}

}
