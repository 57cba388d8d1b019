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
    uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(64)fma_chains_f_f32 (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, float* buffer_2, const __grid_constant__ info_st info
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
float l_mut_13;
float l_mut_15;
float l_mut_17;
float l_mut_19;
float l_mut_5;
float l_mut_7;
float l_mut_9;
const uint32 l_0 = info.static_meta[uint32(5)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_36 = info.static_meta[uint32(1)];
const uint32 l_37 = l_36 * uint32(1);
const bool l_38 = uint32(0) < l_37;
const uint32 l_39 = l_37 - uint32(1);
const uint32 l_40 = min(uint32(0), l_39);
const float l_41 = buffer_1[l_40];
const float l_42 = (l_38) ? l_41 : float(0.0);
const float l_2 = l_42;
const uint32 l_43 = info.static_meta[uint32(1)];
const uint32 l_44 = l_43 * uint32(1);
const bool l_45 = uint32(1) < l_44;
const uint32 l_46 = l_44 - uint32(1);
const uint32 l_47 = min(uint32(1), l_46);
const float l_48 = buffer_1[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_3 = l_49;
const uint32 l_50 = info.static_meta[uint32(0)];
const uint32 l_51 = l_50 * uint32(1);
const bool l_52 = idxGlobal < l_51;
const uint32 l_53 = l_51 - uint32(1);
const uint32 l_54 = min(idxGlobal, l_53);
const float l_55 = buffer_0[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_4 = l_56;
l_mut_5 = l_4;
const float l_6 = l_mut_5 + l_3;
l_mut_7 = l_6;
const float l_8 = l_mut_7 + l_3;
l_mut_9 = l_8;
const float l_10 = l_mut_9 + l_3;
l_mut_11 = l_10;
const float l_12 = l_mut_11 + l_3;
l_mut_13 = l_12;
const float l_14 = l_mut_13 + l_3;
l_mut_15 = l_14;
const float l_16 = l_mut_15 + l_3;
l_mut_17 = l_16;
const float l_18 = l_mut_17 + l_3;
l_mut_19 = l_18;

for (uint32 l_mut_20 = uint32(0); l_mut_20 < uint32(4096); ++l_mut_20) {
const float l_21 = fma(l_mut_5, l_2, l_3);
l_mut_5 = l_21;
const float l_22 = fma(l_mut_7, l_2, l_3);
l_mut_7 = l_22;
const float l_23 = fma(l_mut_9, l_2, l_3);
l_mut_9 = l_23;
const float l_24 = fma(l_mut_11, l_2, l_3);
l_mut_11 = l_24;
const float l_25 = fma(l_mut_13, l_2, l_3);
l_mut_13 = l_25;
const float l_26 = fma(l_mut_15, l_2, l_3);
l_mut_15 = l_26;
const float l_27 = fma(l_mut_17, l_2, l_3);
l_mut_17 = l_27;
const float l_28 = fma(l_mut_19, l_2, l_3);
l_mut_19 = l_28;
}
const float l_29 = l_mut_5 + l_mut_7;
const float l_30 = l_mut_9 + l_mut_11;
const float l_31 = l_29 + l_30;
const float l_32 = l_mut_13 + l_mut_15;
const float l_33 = l_mut_17 + l_mut_19;
const float l_34 = l_32 + l_33;
const float l_35 = l_31 + l_34;
const uint32 l_57 = info.static_meta[uint32(2)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = idxGlobal < l_58;
if (l_59) {
buffer_2[idxGlobal] = l_35;
}
}

}
