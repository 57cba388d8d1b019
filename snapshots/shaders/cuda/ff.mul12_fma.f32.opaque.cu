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
const uint32 l_11 = info.static_meta[uint32(2)];
const uint32 l_12 = l_11 * uint32(1);
const bool l_13 = uint32(0) < l_12;
const uint32 l_14 = l_12 - uint32(1);
const uint32 l_15 = min(uint32(0), l_14);
const float l_16 = buffer_2[l_15];
const float l_17 = (l_13) ? l_16 : float(0.0);
const float l_2 = l_17;
const uint32 l_18 = info.static_meta[uint32(2)];
const uint32 l_19 = l_18 * uint32(1);
const bool l_20 = uint32(1) < l_19;
const uint32 l_21 = l_19 - uint32(1);
const uint32 l_22 = min(uint32(1), l_21);
const float l_23 = buffer_2[l_22];
const float l_24 = (l_20) ? l_23 : float(0.0);
const float l_3 = l_24;
const uint32 l_25 = info.static_meta[uint32(0)];
const uint32 l_26 = l_25 * uint32(1);
const bool l_27 = idxGlobal < l_26;
const uint32 l_28 = l_26 - uint32(1);
const uint32 l_29 = min(idxGlobal, l_28);
const float l_30 = buffer_0[l_29];
const float l_31 = (l_27) ? l_30 : float(0.0);
const float l_4 = l_31;
const uint32 l_32 = info.static_meta[uint32(1)];
const uint32 l_33 = l_32 * uint32(1);
const bool l_34 = idxGlobal < l_33;
const uint32 l_35 = l_33 - uint32(1);
const uint32 l_36 = min(idxGlobal, l_35);
const float l_37 = buffer_1[l_36];
const float l_38 = (l_34) ? l_37 : float(0.0);
const float l_5 = l_38;
const float l_6 = l_4 * l_5;
const float l_7 = l_6 * l_3;
const float l_8 = -l_7;
const float l_9 = fma(l_4, l_5, l_8);
const uint32 l_39 = info.static_meta[uint32(3)];
const uint32 l_40 = l_39 * uint32(1);
const bool l_41 = idxGlobal < l_40;
if (l_41) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_10 = l_0 + idxGlobal;
const uint32 l_42 = info.static_meta[uint32(3)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = l_10 < l_43;
if (l_44) {
buffer_3[l_10] = l_9;
}
}

}
