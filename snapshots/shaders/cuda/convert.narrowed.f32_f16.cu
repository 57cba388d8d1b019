#include <cuda_runtime.h>
#include <cuda_fp16.h>
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


extern "C" __global__ void __launch_bounds__(64)narrowed_f_f32_n_ (
    const float* __restrict__ buffer_0, __half* buffer_1, const __grid_constant__ info_st info
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
const uint32 l_0 = info.static_meta[uint32(2)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_4 = info.static_meta[uint32(0)];
const uint32 l_5 = l_4 * uint32(1);
const bool l_6 = idxGlobal < l_5;
const uint32 l_7 = l_5 - uint32(1);
const uint32 l_8 = min(idxGlobal, l_7);
const float l_9 = buffer_0[l_8];
const float l_10 = (l_6) ? l_9 : float(0.0);
const float l_2 = l_10;
const __half l_3 = __half(l_2);
const uint32 l_11 = info.static_meta[uint32(1)];
const uint32 l_12 = l_11 * uint32(1);
const bool l_13 = idxGlobal < l_12;
if (l_13) {
buffer_1[idxGlobal] = l_3;
}
}

}
