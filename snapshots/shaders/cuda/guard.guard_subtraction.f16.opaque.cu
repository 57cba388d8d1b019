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
    uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(64)guard_subtraction_f_ (
    const __half* __restrict__ buffer_0, const __half* __restrict__ buffer_1, const __half* __restrict__ buffer_2, __half* buffer_3, const __grid_constant__ info_st info
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
__half l_mut_5;
const uint32 l_0 = info.static_meta[uint32(5)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_9 = info.static_meta[uint32(0)];
const uint32 l_10 = l_9 * uint32(1);
const bool l_11 = uint32(0) < l_10;
const uint32 l_12 = l_10 - uint32(1);
const uint32 l_13 = min(uint32(0), l_12);
const __half l_14 = buffer_0[l_13];
const __half l_15 = (l_11) ? l_14 : __half(0.0);
const __half l_2 = l_15;
const uint32 l_16 = info.static_meta[uint32(1)];
const uint32 l_17 = l_16 * uint32(1);
const bool l_18 = idxGlobal < l_17;
const uint32 l_19 = l_17 - uint32(1);
const uint32 l_20 = min(idxGlobal, l_19);
const __half l_21 = buffer_1[l_20];
const __half l_22 = (l_18) ? l_21 : __half(0.0);
const __half l_3 = l_22;
const __half l_4 = l_2 - l_3;
l_mut_5 = l_4;
const uint32 l_23 = info.static_meta[uint32(3)];
const uint32 l_24 = l_23 * uint32(1);
const bool l_25 = idxGlobal < l_24;
if (l_25) {
buffer_3[idxGlobal] = l_mut_5;
}
const uint32 l_26 = info.static_meta[uint32(2)];
const uint32 l_27 = l_26 * uint32(1);
const bool l_28 = uint32(0) < l_27;
const uint32 l_29 = l_27 - uint32(1);
const uint32 l_30 = min(uint32(0), l_29);
const __half l_31 = buffer_2[l_30];
const __half l_32 = (l_28) ? l_31 : __half(0.0);
const __half l_6 = l_32;
l_mut_5 = l_mut_5 * l_6;
const uint32 l_7 = l_0 + idxGlobal;
const __half l_8 = l_mut_5 - l_2;
const uint32 l_33 = info.static_meta[uint32(3)];
const uint32 l_34 = l_33 * uint32(1);
const bool l_35 = l_7 < l_34;
if (l_35) {
buffer_3[l_7] = l_8;
}
}

}
