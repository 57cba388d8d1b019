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


extern "C" __global__ void __launch_bounds__(64)basic_words_f_f32 (
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
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_5 = info.static_meta[uint32(0)];
const uint32 l_6 = l_5 * uint32(1);
const bool l_7 = idxGlobal < l_6;
const uint32 l_8 = l_6 - uint32(1);
const uint32 l_9 = min(idxGlobal, l_8);
const float l_10 = buffer_0[l_9];
const float l_11 = (l_7) ? l_10 : float(0.0);
const float l_2 = l_11;
const uint32 l_12 = info.static_meta[uint32(1)];
const uint32 l_13 = l_12 * uint32(1);
const bool l_14 = idxGlobal < l_13;
const uint32 l_15 = l_13 - uint32(1);
const uint32 l_16 = min(idxGlobal, l_15);
const float l_17 = buffer_1[l_16];
const float l_18 = (l_14) ? l_17 : float(0.0);
const float l_3 = l_18;
const float l_4 = l_2 * l_3;
const uint32 l_19 = info.static_meta[uint32(3)];
const uint32 l_20 = l_19 * uint32(1);
const bool l_21 = idxGlobal < l_20;
if (l_21) {
buffer_3[idxGlobal] = l_4;
}
}

}
