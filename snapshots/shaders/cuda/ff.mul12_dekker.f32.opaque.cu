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
const uint32 l_29 = info.static_meta[uint32(2)];
const uint32 l_30 = l_29 * uint32(1);
const bool l_31 = uint32(0) < l_30;
const uint32 l_32 = l_30 - uint32(1);
const uint32 l_33 = min(uint32(0), l_32);
const float l_34 = buffer_2[l_33];
const float l_35 = (l_31) ? l_34 : float(0.0);
const float l_2 = l_35;
const uint32 l_36 = info.static_meta[uint32(2)];
const uint32 l_37 = l_36 * uint32(1);
const bool l_38 = uint32(1) < l_37;
const uint32 l_39 = l_37 - uint32(1);
const uint32 l_40 = min(uint32(1), l_39);
const float l_41 = buffer_2[l_40];
const float l_42 = (l_38) ? l_41 : float(0.0);
const float l_3 = l_42;
const uint32 l_43 = info.static_meta[uint32(0)];
const uint32 l_44 = l_43 * uint32(1);
const bool l_45 = idxGlobal < l_44;
const uint32 l_46 = l_44 - uint32(1);
const uint32 l_47 = min(idxGlobal, l_46);
const float l_48 = buffer_0[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_4 = l_49;
const uint32 l_50 = info.static_meta[uint32(1)];
const uint32 l_51 = l_50 * uint32(1);
const bool l_52 = idxGlobal < l_51;
const uint32 l_53 = l_51 - uint32(1);
const uint32 l_54 = min(idxGlobal, l_53);
const float l_55 = buffer_1[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_5 = l_56;
const float l_6 = l_4 * l_5;
const float l_7 = l_6 * l_3;
const float l_8 = l_2 * l_4;
const float l_9 = l_8 * l_3;
const float l_10 = l_9 - l_4;
const float l_11 = l_10 * l_3;
const float l_12 = l_9 - l_11;
const float l_13 = l_4 - l_12;
const float l_14 = l_2 * l_5;
const float l_15 = l_14 * l_3;
const float l_16 = l_15 - l_5;
const float l_17 = l_16 * l_3;
const float l_18 = l_15 - l_17;
const float l_19 = l_5 - l_18;
const float l_20 = l_12 * l_18;
const float l_21 = l_20 - l_7;
const float l_22 = l_12 * l_19;
const float l_23 = l_21 + l_22;
const float l_24 = l_13 * l_18;
const float l_25 = l_23 + l_24;
const float l_26 = l_13 * l_19;
const float l_27 = l_25 + l_26;
const uint32 l_57 = info.static_meta[uint32(3)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = idxGlobal < l_58;
if (l_59) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_28 = l_0 + idxGlobal;
const uint32 l_60 = info.static_meta[uint32(3)];
const uint32 l_61 = l_60 * uint32(1);
const bool l_62 = l_28 < l_61;
if (l_62) {
buffer_3[l_28] = l_27;
}
}

}
