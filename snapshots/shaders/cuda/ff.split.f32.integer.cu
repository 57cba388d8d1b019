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


extern "C" __global__ void __launch_bounds__(64)transforms_f_f32 (
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
const uint32 l_10 = info.static_meta[uint32(2)];
const uint32 l_11 = l_10 * uint32(1);
const bool l_12 = uint32(0) < l_11;
const uint32 l_13 = l_11 - uint32(1);
const uint32 l_14 = min(uint32(0), l_13);
const float l_15 = buffer_2[l_14];
const float l_16 = (l_12) ? l_15 : float(0.0);
const float l_2 = l_16;
const uint32 l_17 = info.static_meta[uint32(2)];
const uint32 l_18 = l_17 * uint32(1);
const bool l_19 = uint32(1) < l_18;
const uint32 l_20 = l_18 - uint32(1);
const uint32 l_21 = min(uint32(1), l_20);
const float l_22 = buffer_2[l_21];
const float l_23 = (l_19) ? l_22 : float(0.0);
const float l_3 = l_23;
const uint32 l_24 = info.static_meta[uint32(0)];
const uint32 l_25 = l_24 * uint32(1);
const bool l_26 = idxGlobal < l_25;
const uint32 l_27 = l_25 - uint32(1);
const uint32 l_28 = min(idxGlobal, l_27);
const float l_29 = buffer_0[l_28];
const float l_30 = (l_26) ? l_29 : float(0.0);
const float l_4 = l_30;
const uint32 l_5 = reinterpret_cast<uint32 const&>(l_4);
const uint32 l_6 = l_5 & uint32(4294963200);
const float l_7 = reinterpret_cast<float const&>(l_6);
const float l_8 = l_4 - l_7;
const uint32 l_31 = info.static_meta[uint32(3)];
const uint32 l_32 = l_31 * uint32(1);
const bool l_33 = idxGlobal < l_32;
if (l_33) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_9 = l_0 + idxGlobal;
const uint32 l_34 = info.static_meta[uint32(3)];
const uint32 l_35 = l_34 * uint32(1);
const bool l_36 = l_9 < l_35;
if (l_36) {
buffer_3[l_9] = l_8;
}
}

}
