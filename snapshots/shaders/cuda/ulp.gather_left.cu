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


extern "C" __global__ void __launch_bounds__(64)gather_left (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
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
const uint32 l_13 = info.static_meta[uint32(0)];
const uint32 l_14 = l_13 * uint32(1);
const bool l_15 = uint32(1) < l_14;
const uint32 l_16 = l_14 - uint32(1);
const uint32 l_17 = min(uint32(1), l_16);
const uint32 l_18 = buffer_0[l_17];
const uint32 l_19 = (l_15) ? l_18 : uint32(0);
const uint32 l_2 = l_19;
const uint32 l_3 = idxGlobal * l_2;
const uint32 l_4 = l_3 * uint32(2);
const uint32 l_20 = info.static_meta[uint32(2)];
const uint32 l_21 = l_20 * uint32(1);
const bool l_22 = idxGlobal < l_21;
const uint32 l_23 = l_21 - uint32(1);
const uint32 l_24 = min(idxGlobal, l_23);
const uint32 l_25 = buffer_2[l_24];
const uint32 l_26 = (l_22) ? l_25 : uint32(0);
const uint32 l_5 = l_26;
const uint32 l_6 = l_5 * uint32(2);
const uint32 l_27 = info.static_meta[uint32(1)];
const uint32 l_28 = l_27 * uint32(1);
const bool l_29 = idxGlobal < l_28;
const uint32 l_30 = l_28 - uint32(1);
const uint32 l_31 = min(idxGlobal, l_30);
const uint32 l_32 = buffer_1[l_31];
const uint32 l_33 = (l_29) ? l_32 : uint32(0);
const uint32 l_7 = l_33;
const uint32 l_8 = l_7 * uint32(2);

for (uint32 l_mut_9 = uint32(0); l_mut_9 < l_8; ++l_mut_9) {
const uint32 l_10 = l_6 + l_mut_9;
const uint32 l_11 = l_4 + l_mut_9;
const uint32 l_34 = info.static_meta[uint32(3)];
const uint32 l_35 = l_34 * uint32(1);
const bool l_36 = l_11 < l_35;
const uint32 l_37 = l_35 - uint32(1);
const uint32 l_38 = min(l_11, l_37);
const uint32 l_39 = buffer_3[l_38];
const uint32 l_40 = (l_36) ? l_39 : uint32(0);
const uint32 l_12 = l_40;
const uint32 l_41 = info.static_meta[uint32(4)];
const uint32 l_42 = l_41 * uint32(1);
const bool l_43 = l_10 < l_42;
if (l_43) {
buffer_4[l_10] = l_12;
}
}
}

}
