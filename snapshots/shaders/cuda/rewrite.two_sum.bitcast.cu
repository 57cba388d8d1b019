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
const uint32 l_20 = info.static_meta[uint32(0)];
const uint32 l_21 = l_20 * uint32(1);
const bool l_22 = idxGlobal < l_21;
const uint32 l_23 = l_21 - uint32(1);
const uint32 l_24 = min(idxGlobal, l_23);
const float l_25 = buffer_0[l_24];
const float l_26 = (l_22) ? l_25 : float(0.0);
const float l_2 = l_26;
const uint32 l_27 = info.static_meta[uint32(1)];
const uint32 l_28 = l_27 * uint32(1);
const bool l_29 = idxGlobal < l_28;
const uint32 l_30 = l_28 - uint32(1);
const uint32 l_31 = min(idxGlobal, l_30);
const float l_32 = buffer_1[l_31];
const float l_33 = (l_29) ? l_32 : float(0.0);
const float l_3 = l_33;
const float l_4 = l_2 + l_3;
const uint32 l_34 = info.static_meta[uint32(2)];
const uint32 l_35 = l_34 * uint32(1);
const bool l_36 = uint32(0) < l_35;
const uint32 l_37 = l_35 - uint32(1);
const uint32 l_38 = min(uint32(0), l_37);
const float l_39 = buffer_2[l_38];
const float l_40 = (l_36) ? l_39 : float(0.0);
const float l_5 = l_40;
const uint32 l_6 = reinterpret_cast<uint32 const&>(l_4);
const float l_7 = reinterpret_cast<float const&>(l_6);
const float l_8 = l_7 - l_2;
const uint32 l_41 = info.static_meta[uint32(2)];
const uint32 l_42 = l_41 * uint32(1);
const bool l_43 = uint32(0) < l_42;
const uint32 l_44 = l_42 - uint32(1);
const uint32 l_45 = min(uint32(0), l_44);
const float l_46 = buffer_2[l_45];
const float l_47 = (l_43) ? l_46 : float(0.0);
const float l_9 = l_47;
const uint32 l_10 = reinterpret_cast<uint32 const&>(l_8);
const float l_11 = reinterpret_cast<float const&>(l_10);
const float l_12 = l_7 - l_11;
const uint32 l_48 = info.static_meta[uint32(2)];
const uint32 l_49 = l_48 * uint32(1);
const bool l_50 = uint32(0) < l_49;
const uint32 l_51 = l_49 - uint32(1);
const uint32 l_52 = min(uint32(0), l_51);
const float l_53 = buffer_2[l_52];
const float l_54 = (l_50) ? l_53 : float(0.0);
const float l_13 = l_54;
const uint32 l_14 = reinterpret_cast<uint32 const&>(l_12);
const float l_15 = reinterpret_cast<float const&>(l_14);
const float l_16 = l_2 - l_15;
const float l_17 = l_3 - l_11;
const float l_18 = l_16 + l_17;
const uint32 l_55 = info.static_meta[uint32(3)];
const uint32 l_56 = l_55 * uint32(1);
const bool l_57 = idxGlobal < l_56;
if (l_57) {
buffer_3[idxGlobal] = l_7;
}
const uint32 l_19 = l_0 + idxGlobal;
const uint32 l_58 = info.static_meta[uint32(3)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = l_19 < l_59;
if (l_60) {
buffer_3[l_19] = l_18;
}
}

}
