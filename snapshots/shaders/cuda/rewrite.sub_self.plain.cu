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


extern "C" __global__ void __launch_bounds__(64)sub_self (
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
const uint32 l_0 = info.static_meta[uint32(3)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_6 = info.static_meta[uint32(0)];
const uint32 l_7 = l_6 * uint32(1);
const bool l_8 = idxGlobal < l_7;
const uint32 l_9 = l_7 - uint32(1);
const uint32 l_10 = min(idxGlobal, l_9);
const float l_11 = buffer_0[l_10];
const float l_12 = (l_8) ? l_11 : float(0.0);
const float l_2 = l_12;
const uint32 l_13 = info.static_meta[uint32(1)];
const uint32 l_14 = l_13 * uint32(1);
const bool l_15 = uint32(0) < l_14;
const uint32 l_16 = l_14 - uint32(1);
const uint32 l_17 = min(uint32(0), l_16);
const float l_18 = buffer_1[l_17];
const float l_19 = (l_15) ? l_18 : float(0.0);
const float l_3 = l_19;
const uint32 l_20 = info.static_meta[uint32(0)];
const uint32 l_21 = l_20 * uint32(1);
const bool l_22 = idxGlobal < l_21;
const uint32 l_23 = l_21 - uint32(1);
const uint32 l_24 = min(idxGlobal, l_23);
const float l_25 = buffer_0[l_24];
const float l_26 = (l_22) ? l_25 : float(0.0);
const float l_4 = l_26;
const float l_5 = l_2 - l_4;
const uint32 l_27 = info.static_meta[uint32(2)];
const uint32 l_28 = l_27 * uint32(1);
const bool l_29 = idxGlobal < l_28;
if (l_29) {
buffer_2[idxGlobal] = l_5;
}
}

}
