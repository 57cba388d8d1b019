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


extern "C" __global__ void __launch_bounds__(64)two_sum (
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
const uint32 l_14 = info.static_meta[uint32(0)];
const uint32 l_15 = l_14 * uint32(1);
const bool l_16 = idxGlobal < l_15;
const uint32 l_17 = l_15 - uint32(1);
const uint32 l_18 = min(idxGlobal, l_17);
const float l_19 = buffer_0[l_18];
const float l_20 = (l_16) ? l_19 : float(0.0);
const float l_2 = l_20;
const uint32 l_21 = info.static_meta[uint32(1)];
const uint32 l_22 = l_21 * uint32(1);
const bool l_23 = idxGlobal < l_22;
const uint32 l_24 = l_22 - uint32(1);
const uint32 l_25 = min(idxGlobal, l_24);
const float l_26 = buffer_1[l_25];
const float l_27 = (l_23) ? l_26 : float(0.0);
const float l_3 = l_27;
const float l_4 = l_2 + l_3;
const uint32 l_28 = info.static_meta[uint32(2)];
const uint32 l_29 = l_28 * uint32(1);
const bool l_30 = uint32(0) < l_29;
const uint32 l_31 = l_29 - uint32(1);
const uint32 l_32 = min(uint32(0), l_31);
const float l_33 = buffer_2[l_32];
const float l_34 = (l_30) ? l_33 : float(0.0);
const float l_5 = l_34;
const float l_6 = l_4 - l_2;
const uint32 l_35 = info.static_meta[uint32(2)];
const uint32 l_36 = l_35 * uint32(1);
const bool l_37 = uint32(0) < l_36;
const uint32 l_38 = l_36 - uint32(1);
const uint32 l_39 = min(uint32(0), l_38);
const float l_40 = buffer_2[l_39];
const float l_41 = (l_37) ? l_40 : float(0.0);
const float l_7 = l_41;
const float l_8 = l_4 - l_6;
const uint32 l_42 = info.static_meta[uint32(2)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = uint32(0) < l_43;
const uint32 l_45 = l_43 - uint32(1);
const uint32 l_46 = min(uint32(0), l_45);
const float l_47 = buffer_2[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_9 = l_48;
const float l_10 = l_2 - l_8;
const float l_11 = l_3 - l_6;
const float l_12 = l_10 + l_11;
const uint32 l_49 = info.static_meta[uint32(3)];
const uint32 l_50 = l_49 * uint32(1);
const bool l_51 = idxGlobal < l_50;
if (l_51) {
buffer_3[idxGlobal] = l_4;
}
const uint32 l_13 = l_0 + idxGlobal;
const uint32 l_52 = info.static_meta[uint32(3)];
const uint32 l_53 = l_52 * uint32(1);
const bool l_54 = l_13 < l_53;
if (l_54) {
buffer_3[l_13] = l_12;
}
}

}
