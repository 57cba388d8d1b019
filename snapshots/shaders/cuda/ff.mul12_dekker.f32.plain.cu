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
const uint32 l_24 = info.static_meta[uint32(2)];
const uint32 l_25 = l_24 * uint32(1);
const bool l_26 = uint32(0) < l_25;
const uint32 l_27 = l_25 - uint32(1);
const uint32 l_28 = min(uint32(0), l_27);
const float l_29 = buffer_2[l_28];
const float l_30 = (l_26) ? l_29 : float(0.0);
const float l_2 = l_30;
const uint32 l_31 = info.static_meta[uint32(2)];
const uint32 l_32 = l_31 * uint32(1);
const bool l_33 = uint32(1) < l_32;
const uint32 l_34 = l_32 - uint32(1);
const uint32 l_35 = min(uint32(1), l_34);
const float l_36 = buffer_2[l_35];
const float l_37 = (l_33) ? l_36 : float(0.0);
const float l_3 = l_37;
const uint32 l_38 = info.static_meta[uint32(0)];
const uint32 l_39 = l_38 * uint32(1);
const bool l_40 = idxGlobal < l_39;
const uint32 l_41 = l_39 - uint32(1);
const uint32 l_42 = min(idxGlobal, l_41);
const float l_43 = buffer_0[l_42];
const float l_44 = (l_40) ? l_43 : float(0.0);
const float l_4 = l_44;
const uint32 l_45 = info.static_meta[uint32(1)];
const uint32 l_46 = l_45 * uint32(1);
const bool l_47 = idxGlobal < l_46;
const uint32 l_48 = l_46 - uint32(1);
const uint32 l_49 = min(idxGlobal, l_48);
const float l_50 = buffer_1[l_49];
const float l_51 = (l_47) ? l_50 : float(0.0);
const float l_5 = l_51;
const float l_6 = l_4 * l_5;
const float l_7 = l_2 * l_4;
const float l_8 = l_7 - l_4;
const float l_9 = l_7 - l_8;
const float l_10 = l_4 - l_9;
const float l_11 = l_2 * l_5;
const float l_12 = l_11 - l_5;
const float l_13 = l_11 - l_12;
const float l_14 = l_5 - l_13;
const float l_15 = l_9 * l_13;
const float l_16 = l_15 - l_6;
const float l_17 = l_9 * l_14;
const float l_18 = l_16 + l_17;
const float l_19 = l_10 * l_13;
const float l_20 = l_18 + l_19;
const float l_21 = l_10 * l_14;
const float l_22 = l_20 + l_21;
const uint32 l_52 = info.static_meta[uint32(3)];
const uint32 l_53 = l_52 * uint32(1);
const bool l_54 = idxGlobal < l_53;
if (l_54) {
buffer_3[idxGlobal] = l_6;
}
const uint32 l_23 = l_0 + idxGlobal;
const uint32 l_55 = info.static_meta[uint32(3)];
const uint32 l_56 = l_55 * uint32(1);
const bool l_57 = l_23 < l_56;
if (l_57) {
buffer_3[l_23] = l_22;
}
}

}
