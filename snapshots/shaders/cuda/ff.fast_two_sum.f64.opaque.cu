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


extern "C" __global__ void __launch_bounds__(64)transforms_f_f64 (
    const double* __restrict__ buffer_0, const double* __restrict__ buffer_1, const double* __restrict__ buffer_2, double* buffer_3, const __grid_constant__ info_st info
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
const uint32 l_12 = info.static_meta[uint32(2)];
const uint32 l_13 = l_12 * uint32(1);
const bool l_14 = uint32(0) < l_13;
const uint32 l_15 = l_13 - uint32(1);
const uint32 l_16 = min(uint32(0), l_15);
const double l_17 = buffer_2[l_16];
const double l_18 = (l_14) ? l_17 : double(0.0);
const double l_2 = l_18;
const uint32 l_19 = info.static_meta[uint32(2)];
const uint32 l_20 = l_19 * uint32(1);
const bool l_21 = uint32(1) < l_20;
const uint32 l_22 = l_20 - uint32(1);
const uint32 l_23 = min(uint32(1), l_22);
const double l_24 = buffer_2[l_23];
const double l_25 = (l_21) ? l_24 : double(0.0);
const double l_3 = l_25;
const uint32 l_26 = info.static_meta[uint32(0)];
const uint32 l_27 = l_26 * uint32(1);
const bool l_28 = idxGlobal < l_27;
const uint32 l_29 = l_27 - uint32(1);
const uint32 l_30 = min(idxGlobal, l_29);
const double l_31 = buffer_0[l_30];
const double l_32 = (l_28) ? l_31 : double(0.0);
const double l_4 = l_32;
const uint32 l_33 = info.static_meta[uint32(1)];
const uint32 l_34 = l_33 * uint32(1);
const bool l_35 = idxGlobal < l_34;
const uint32 l_36 = l_34 - uint32(1);
const uint32 l_37 = min(idxGlobal, l_36);
const double l_38 = buffer_1[l_37];
const double l_39 = (l_35) ? l_38 : double(0.0);
const double l_5 = l_39;
const double l_6 = l_4 + l_5;
const double l_7 = l_6 * l_3;
const double l_8 = l_7 - l_4;
const double l_9 = l_8 * l_3;
const double l_10 = l_5 - l_9;
const uint32 l_40 = info.static_meta[uint32(3)];
const uint32 l_41 = l_40 * uint32(1);
const bool l_42 = idxGlobal < l_41;
if (l_42) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_11 = l_0 + idxGlobal;
const uint32 l_43 = info.static_meta[uint32(3)];
const uint32 l_44 = l_43 * uint32(1);
const bool l_45 = l_11 < l_44;
if (l_45) {
buffer_3[l_11] = l_10;
}
}

}
