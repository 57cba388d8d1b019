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


extern "C" __global__ void __launch_bounds__(64)mad (
    const float* __restrict__ buffer_0, const float* __restrict__ buffer_1, const float* __restrict__ buffer_2, const float* __restrict__ buffer_3, float* buffer_4, const __grid_constant__ info_st info
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
float l_mut_5;
const uint32 l_0 = info.static_meta[uint32(5)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_9 = info.static_meta[uint32(0)];
const uint32 l_10 = l_9 * uint32(1);
const bool l_11 = idxGlobal < l_10;
const uint32 l_12 = l_10 - uint32(1);
const uint32 l_13 = min(idxGlobal, l_12);
const float l_14 = buffer_0[l_13];
const float l_15 = (l_11) ? l_14 : float(0.0);
const float l_2 = l_15;
const uint32 l_16 = info.static_meta[uint32(1)];
const uint32 l_17 = l_16 * uint32(1);
const bool l_18 = idxGlobal < l_17;
const uint32 l_19 = l_17 - uint32(1);
const uint32 l_20 = min(idxGlobal, l_19);
const float l_21 = buffer_1[l_20];
const float l_22 = (l_18) ? l_21 : float(0.0);
const float l_3 = l_22;
const float l_4 = l_2 * l_3;
l_mut_5 = l_4;
const uint32 l_23 = info.static_meta[uint32(3)];
const uint32 l_24 = l_23 * uint32(1);
const bool l_25 = uint32(0) < l_24;
const uint32 l_26 = l_24 - uint32(1);
const uint32 l_27 = min(uint32(0), l_26);
const float l_28 = buffer_3[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_6 = l_29;
l_mut_5 = l_mut_5 * l_6;
const uint32 l_30 = info.static_meta[uint32(2)];
const uint32 l_31 = l_30 * uint32(1);
const bool l_32 = idxGlobal < l_31;
const uint32 l_33 = l_31 - uint32(1);
const uint32 l_34 = min(idxGlobal, l_33);
const float l_35 = buffer_2[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_7 = l_36;
const float l_8 = l_mut_5 + l_7;
const uint32 l_37 = info.static_meta[uint32(4)];
const uint32 l_38 = l_37 * uint32(1);
const bool l_39 = idxGlobal < l_38;
if (l_39) {
buffer_4[idxGlobal] = l_8;
}
}

}
