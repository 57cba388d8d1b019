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
    uint32 static_meta[4];
};


extern "C" __global__ void __launch_bounds__(64)odd_products (
    const float* __restrict__ buffer_0, float* buffer_1, const __grid_constant__ info_st info
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
const uint32 l_2 = idxGlobal + uint32(1);
const uint32 l_3 = uint32(2) * l_2;
const uint32 l_4 = l_3 + uint32(1);
const float l_5 = float(l_4);
const uint32 l_8 = info.static_meta[uint32(0)];
const uint32 l_9 = l_8 * uint32(1);
const bool l_10 = uint32(0) < l_9;
const uint32 l_11 = l_9 - uint32(1);
const uint32 l_12 = min(uint32(0), l_11);
const float l_13 = buffer_0[l_12];
const float l_14 = (l_10) ? l_13 : float(0.0);
const float l_6 = l_14;
const float l_7 = l_6 * l_5;
const uint32 l_15 = info.static_meta[uint32(1)];
const uint32 l_16 = l_15 * uint32(1);
const bool l_17 = idxGlobal < l_16;
if (l_17) {
buffer_1[idxGlobal] = l_7;
}
}

}
