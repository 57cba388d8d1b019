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
const uint32 l_26 = info.static_meta[uint32(2)];
const uint32 l_27 = l_26 * uint32(1);
const bool l_28 = uint32(0) < l_27;
const uint32 l_29 = l_27 - uint32(1);
const uint32 l_30 = min(uint32(0), l_29);
const float l_31 = buffer_2[l_30];
const float l_32 = (l_28) ? l_31 : float(0.0);
const float l_2 = l_32;
const uint32 l_33 = info.static_meta[uint32(2)];
const uint32 l_34 = l_33 * uint32(1);
const bool l_35 = uint32(1) < l_34;
const uint32 l_36 = l_34 - uint32(1);
const uint32 l_37 = min(uint32(1), l_36);
const float l_38 = buffer_2[l_37];
const float l_39 = (l_35) ? l_38 : float(0.0);
const float l_3 = l_39;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_40 = info.static_meta[uint32(0)];
const uint32 l_41 = l_40 * uint32(1);
const bool l_42 = l_mut_4 < l_41;
const uint32 l_43 = l_41 - uint32(1);
const uint32 l_44 = min(l_mut_4, l_43);
const float l_45 = buffer_0[l_44];
const float l_46 = (l_42) ? l_45 : float(0.0);
const float l_6 = l_46;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_47 = info.static_meta[uint32(0)];
const uint32 l_48 = l_47 * uint32(1);
const bool l_49 = l_7 < l_48;
const uint32 l_50 = l_48 - uint32(1);
const uint32 l_51 = min(l_7, l_50);
const float l_52 = buffer_0[l_51];
const float l_53 = (l_49) ? l_52 : float(0.0);
const float l_8 = l_53;
const uint32 l_54 = info.static_meta[uint32(1)];
const uint32 l_55 = l_54 * uint32(1);
const bool l_56 = l_mut_4 < l_55;
const uint32 l_57 = l_55 - uint32(1);
const uint32 l_58 = min(l_mut_4, l_57);
const float l_59 = buffer_1[l_58];
const float l_60 = (l_56) ? l_59 : float(0.0);
const float l_9 = l_60;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_61 = info.static_meta[uint32(1)];
const uint32 l_62 = l_61 * uint32(1);
const bool l_63 = l_10 < l_62;
const uint32 l_64 = l_62 - uint32(1);
const uint32 l_65 = min(l_10, l_64);
const float l_66 = buffer_1[l_65];
const float l_67 = (l_63) ? l_66 : float(0.0);
const float l_11 = l_67;
const float l_12 = l_6 * l_9;
const float l_13 = l_12 * l_3;
const float l_14 = -l_13;
const float l_15 = fma(l_6, l_9, l_14);
const float l_16 = l_8 * l_11;
const float l_17 = fma(l_6, l_11, l_16);
const float l_18 = fma(l_8, l_9, l_17);
const float l_19 = l_15 + l_18;
const float l_20 = l_13 + l_19;
const float l_21 = l_20 * l_3;
const float l_22 = l_21 - l_13;
const float l_23 = l_22 * l_3;
const float l_24 = l_19 - l_23;
const uint32 l_68 = info.static_meta[uint32(3)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = l_mut_4 < l_69;
if (l_70) {
buffer_3[l_mut_4] = l_21;
}
const uint32 l_25 = l_1 + l_mut_4;
const uint32 l_71 = info.static_meta[uint32(3)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = l_25 < l_72;
if (l_73) {
buffer_3[l_25] = l_24;
}
}

}
