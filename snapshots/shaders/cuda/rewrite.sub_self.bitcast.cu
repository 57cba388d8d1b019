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
const bool l_17 = uint32(0) < l_16;
const uint32 l_18 = l_16 - uint32(1);
const uint32 l_19 = min(uint32(0), l_18);
const float l_20 = buffer_1[l_19];
const float l_21 = (l_17) ? l_20 : float(0.0);
const float l_3 = l_21;
const uint32 l_4 = reinterpret_cast<uint32 const&>(l_2);
const float l_5 = reinterpret_cast<float const&>(l_4);
const uint32 l_22 = info.static_meta[uint32(0)];
const uint32 l_23 = l_22 * uint32(1);
const bool l_24 = idxGlobal < l_23;
const uint32 l_25 = l_23 - uint32(1);
const uint32 l_26 = min(idxGlobal, l_25);
const float l_27 = buffer_0[l_26];
const float l_28 = (l_24) ? l_27 : float(0.0);
const float l_6 = l_28;
const float l_7 = l_5 - l_6;
const uint32 l_29 = info.static_meta[uint32(2)];
const uint32 l_30 = l_29 * uint32(1);
const bool l_31 = idxGlobal < l_30;
if (l_31) {
buffer_2[idxGlobal] = l_7;
}
}

}
