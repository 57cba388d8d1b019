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
const uint32 l_16 = info.static_meta[uint32(2)];
const uint32 l_17 = l_16 * uint32(1);
const bool l_18 = uint32(0) < l_17;
const uint32 l_19 = l_17 - uint32(1);
const uint32 l_20 = min(uint32(0), l_19);
const float l_21 = buffer_2[l_20];
const float l_22 = (l_18) ? l_21 : float(0.0);
const float l_2 = l_22;
const uint32 l_23 = info.static_meta[uint32(2)];
const uint32 l_24 = l_23 * uint32(1);
const bool l_25 = uint32(1) < l_24;
const uint32 l_26 = l_24 - uint32(1);
const uint32 l_27 = min(uint32(1), l_26);
const float l_28 = buffer_2[l_27];
const float l_29 = (l_25) ? l_28 : float(0.0);
const float l_3 = l_29;
const uint32 l_30 = info.static_meta[uint32(0)];
const uint32 l_31 = l_30 * uint32(1);
const bool l_32 = idxGlobal < l_31;
const uint32 l_33 = l_31 - uint32(1);
const uint32 l_34 = min(idxGlobal, l_33);
const float l_35 = buffer_0[l_34];
const float l_36 = (l_32) ? l_35 : float(0.0);
const float l_4 = l_36;
const uint32 l_37 = info.static_meta[uint32(1)];
const uint32 l_38 = l_37 * uint32(1);
const bool l_39 = idxGlobal < l_38;
const uint32 l_40 = l_38 - uint32(1);
const uint32 l_41 = min(idxGlobal, l_40);
const float l_42 = buffer_1[l_41];
const float l_43 = (l_39) ? l_42 : float(0.0);
const float l_5 = l_43;
const float l_6 = l_4 + l_5;
const float l_7 = l_6 * l_3;
const float l_8 = l_7 - l_4;
const float l_9 = l_8 * l_3;
const float l_10 = l_7 - l_9;
const float l_11 = l_10 * l_3;
const float l_12 = l_4 - l_11;
const float l_13 = l_5 - l_9;
const float l_14 = l_12 + l_13;
const uint32 l_44 = info.static_meta[uint32(3)];
const uint32 l_45 = l_44 * uint32(1);
const bool l_46 = idxGlobal < l_45;
if (l_46) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_15 = l_0 + idxGlobal;
const uint32 l_47 = info.static_meta[uint32(3)];
const uint32 l_48 = l_47 * uint32(1);
const bool l_49 = l_15 < l_48;
if (l_49) {
buffer_3[l_15] = l_14;
}
}

}
