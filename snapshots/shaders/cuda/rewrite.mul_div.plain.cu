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


extern "C" __global__ void __launch_bounds__(64)mul_div (
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
const uint32 l_0 = info.static_meta[uint32(4)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_8 = info.static_meta[uint32(0)];
const uint32 l_9 = l_8 * uint32(1);
const bool l_10 = idxGlobal < l_9;
const uint32 l_11 = l_9 - uint32(1);
const uint32 l_12 = min(idxGlobal, l_11);
const float l_13 = buffer_0[l_12];
const float l_14 = (l_10) ? l_13 : float(0.0);
const float l_2 = l_14;
const uint32 l_15 = info.static_meta[uint32(1)];
const uint32 l_16 = l_15 * uint32(1);
const bool l_17 = idxGlobal < l_16;
const uint32 l_18 = l_16 - uint32(1);
const uint32 l_19 = min(idxGlobal, l_18);
const float l_20 = buffer_1[l_19];
const float l_21 = (l_17) ? l_20 : float(0.0);
const float l_3 = l_21;
const float l_4 = l_2 * l_3;
const uint32 l_22 = info.static_meta[uint32(2)];
const uint32 l_23 = l_22 * uint32(1);
const bool l_24 = uint32(0) < l_23;
const uint32 l_25 = l_23 - uint32(1);
const uint32 l_26 = min(uint32(0), l_25);
const float l_27 = buffer_2[l_26];
const float l_28 = (l_24) ? l_27 : float(0.0);
const float l_5 = l_28;
const uint32 l_29 = info.static_meta[uint32(0)];
const uint32 l_30 = l_29 * uint32(1);
const bool l_31 = idxGlobal < l_30;
const uint32 l_32 = l_30 - uint32(1);
const uint32 l_33 = min(idxGlobal, l_32);
const float l_34 = buffer_0[l_33];
const float l_35 = (l_31) ? l_34 : float(0.0);
const float l_6 = l_35;
const float l_7 = l_4 / l_6;
const uint32 l_36 = info.static_meta[uint32(3)];
const uint32 l_37 = l_36 * uint32(1);
const bool l_38 = idxGlobal < l_37;
if (l_38) {
buffer_3[idxGlobal] = l_7;
}
}

}
