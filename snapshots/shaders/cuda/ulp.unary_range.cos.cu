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


extern "C" __global__ void __launch_bounds__(64)unary_range (
    const uint32* __restrict__ buffer_0, float* buffer_1, const __grid_constant__ info_st info
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
const uint32 l_0 = info.static_meta[uint32(3)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_7 = info.static_meta[uint32(0)];
const uint32 l_8 = l_7 * uint32(1);
const bool l_9 = uint32(0) < l_8;
const uint32 l_10 = l_8 - uint32(1);
const uint32 l_11 = min(uint32(0), l_10);
const uint32 l_12 = buffer_0[l_11];
const uint32 l_13 = (l_9) ? l_12 : uint32(0);
const uint32 l_2 = l_13;
const uint32 l_3 = l_2 + idxGlobal;
const float l_4 = reinterpret_cast<float const&>(l_3);
l_mut_5 = l_4;
const float l_6 = cos(l_4);
l_mut_5 = l_6;
const uint32 l_14 = info.static_meta[uint32(1)];
const uint32 l_15 = l_14 * uint32(1);
const bool l_16 = idxGlobal < l_15;
if (l_16) {
buffer_1[idxGlobal] = l_mut_5;
}
}

}
