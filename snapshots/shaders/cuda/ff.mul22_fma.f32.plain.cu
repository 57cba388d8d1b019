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


extern "C" __global__ void __launch_bounds__(64)double_words_f_f32 (
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
uint32 l_mut_4;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_23 = info.static_meta[uint32(2)];
const uint32 l_24 = l_23 * uint32(1);
const bool l_25 = uint32(0) < l_24;
const uint32 l_26 = l_24 - uint32(1);
const uint32 l_27 = min(uint32(0), l_26);
const float l_28 = buffer_2[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_2 = l_29;
const uint32 l_30 = info.static_meta[uint32(2)];
const uint32 l_31 = l_30 * uint32(1);
const bool l_32 = uint32(1) < l_31;
const uint32 l_33 = l_31 - uint32(1);
const uint32 l_34 = min(uint32(1), l_33);
const float l_35 = buffer_2[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_3 = l_36;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_37 = info.static_meta[uint32(0)];
const uint32 l_38 = l_37 * uint32(1);
const bool l_39 = l_mut_4 < l_38;
const uint32 l_40 = l_38 - uint32(1);
const uint32 l_41 = min(l_mut_4, l_40);
const float l_42 = buffer_0[l_41];
const float l_43 = (l_39) ? l_42 : float(0.0);
const float l_6 = l_43;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_44 = info.static_meta[uint32(0)];
const uint32 l_45 = l_44 * uint32(1);
const bool l_46 = l_7 < l_45;
const uint32 l_47 = l_45 - uint32(1);
const uint32 l_48 = min(l_7, l_47);
const float l_49 = buffer_0[l_48];
const float l_50 = (l_46) ? l_49 : float(0.0);
const float l_8 = l_50;
const uint32 l_51 = info.static_meta[uint32(1)];
const uint32 l_52 = l_51 * uint32(1);
const bool l_53 = l_mut_4 < l_52;
const uint32 l_54 = l_52 - uint32(1);
const uint32 l_55 = min(l_mut_4, l_54);
const float l_56 = buffer_1[l_55];
const float l_57 = (l_53) ? l_56 : float(0.0);
const float l_9 = l_57;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_58 = info.static_meta[uint32(1)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = l_10 < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(l_10, l_61);
const float l_63 = buffer_1[l_62];
const float l_64 = (l_60) ? l_63 : float(0.0);
const float l_11 = l_64;
const float l_12 = l_6 * l_9;
const float l_13 = -l_12;
const float l_14 = fma(l_6, l_9, l_13);
const float l_15 = l_8 * l_11;
const float l_16 = fma(l_6, l_11, l_15);
const float l_17 = fma(l_8, l_9, l_16);
const float l_18 = l_14 + l_17;
const float l_19 = l_12 + l_18;
const float l_20 = l_19 - l_12;
const float l_21 = l_18 - l_20;
const uint32 l_65 = info.static_meta[uint32(3)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = l_mut_4 < l_66;
if (l_67) {
buffer_3[l_mut_4] = l_19;
}
const uint32 l_22 = l_1 + l_mut_4;
const uint32 l_68 = info.static_meta[uint32(3)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = l_22 < l_69;
if (l_70) {
buffer_3[l_22] = l_21;
}
}

}
