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
double l_mut_13;
double l_mut_24;
double l_mut_6;
double l_mut_7;
const uint32 l_0 = info.static_meta[uint32(4)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_28 = info.static_meta[uint32(2)];
const uint32 l_29 = l_28 * uint32(1);
const bool l_30 = uint32(0) < l_29;
const uint32 l_31 = l_29 - uint32(1);
const uint32 l_32 = min(uint32(0), l_31);
const double l_33 = buffer_2[l_32];
const double l_34 = (l_30) ? l_33 : double(0.0);
const double l_2 = l_34;
const uint32 l_35 = info.static_meta[uint32(2)];
const uint32 l_36 = l_35 * uint32(1);
const bool l_37 = uint32(1) < l_36;
const uint32 l_38 = l_36 - uint32(1);
const uint32 l_39 = min(uint32(1), l_38);
const double l_40 = buffer_2[l_39];
const double l_41 = (l_37) ? l_40 : double(0.0);
const double l_3 = l_41;
const uint32 l_42 = info.static_meta[uint32(0)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = idxGlobal < l_43;
const uint32 l_45 = l_43 - uint32(1);
const uint32 l_46 = min(idxGlobal, l_45);
const double l_47 = buffer_0[l_46];
const double l_48 = (l_44) ? l_47 : double(0.0);
const double l_4 = l_48;
const uint32 l_49 = info.static_meta[uint32(1)];
const uint32 l_50 = l_49 * uint32(1);
const bool l_51 = idxGlobal < l_50;
const uint32 l_52 = l_50 - uint32(1);
const uint32 l_53 = min(idxGlobal, l_52);
const double l_54 = buffer_1[l_53];
const double l_55 = (l_51) ? l_54 : double(0.0);
const double l_5 = l_55;
l_mut_6 = l_4;
l_mut_7 = l_5;
const double l_8 = abs(l_5);
const double l_9 = abs(l_4);
const bool l_10 = l_8 >= l_9;
if (l_10) {
l_mut_6 = l_5;
l_mut_7 = l_4;
}
const double l_11 = l_mut_6 + l_mut_7;
const double l_12 = l_11 * l_3;
l_mut_13 = l_12;
const double l_14 = l_mut_13 - l_mut_6;
const double l_15 = l_14 * l_3;
const double l_16 = l_mut_13 - l_15;
const double l_17 = l_16 * l_3;
const double l_18 = l_17 - l_mut_6;
const double l_19 = l_18 * l_3;
const double l_20 = l_mut_7 - l_19;
const double l_21 = l_20 * l_3;
const double l_22 = l_21 - l_15;
const double l_23 = l_22 * l_3;
l_mut_24 = l_23;
const double l_25 = l_mut_24 + l_15;
const bool l_26 = l_25 != l_21;
if (l_26) {
l_mut_13 = l_mut_6;
l_mut_24 = l_mut_7;
}
const uint32 l_56 = info.static_meta[uint32(3)];
const uint32 l_57 = l_56 * uint32(1);
const bool l_58 = idxGlobal < l_57;
if (l_58) {
buffer_3[idxGlobal] = l_mut_13;
}
const uint32 l_27 = l_0 + idxGlobal;
const uint32 l_59 = info.static_meta[uint32(3)];
const uint32 l_60 = l_59 * uint32(1);
const bool l_61 = l_27 < l_60;
if (l_61) {
buffer_3[l_27] = l_mut_24;
}
}

}
