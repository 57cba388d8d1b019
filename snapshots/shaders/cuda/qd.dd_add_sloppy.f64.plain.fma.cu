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


extern "C" __global__ void __launch_bounds__(64)multi_words_f_f64 (
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
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_23 = info.static_meta[uint32(2)];
const uint32 l_24 = l_23 * uint32(1);
const bool l_25 = uint32(0) < l_24;
const uint32 l_26 = l_24 - uint32(1);
const uint32 l_27 = min(uint32(0), l_26);
const double l_28 = buffer_2[l_27];
const double l_29 = (l_25) ? l_28 : double(0.0);
const double l_3 = l_29;
const uint32 l_30 = info.static_meta[uint32(2)];
const uint32 l_31 = l_30 * uint32(1);
const bool l_32 = uint32(1) < l_31;
const uint32 l_33 = l_31 - uint32(1);
const uint32 l_34 = min(uint32(1), l_33);
const double l_35 = buffer_2[l_34];
const double l_36 = (l_32) ? l_35 : double(0.0);
const double l_4 = l_36;
const uint32 l_37 = info.static_meta[uint32(0)];
const uint32 l_38 = l_37 * uint32(1);
const bool l_39 = idxGlobal < l_38;
const uint32 l_40 = l_38 - uint32(1);
const uint32 l_41 = min(idxGlobal, l_40);
const double l_42 = buffer_0[l_41];
const double l_43 = (l_39) ? l_42 : double(0.0);
const double l_5 = l_43;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_44 = info.static_meta[uint32(0)];
const uint32 l_45 = l_44 * uint32(1);
const bool l_46 = l_6 < l_45;
const uint32 l_47 = l_45 - uint32(1);
const uint32 l_48 = min(l_6, l_47);
const double l_49 = buffer_0[l_48];
const double l_50 = (l_46) ? l_49 : double(0.0);
const double l_7 = l_50;
const uint32 l_51 = info.static_meta[uint32(1)];
const uint32 l_52 = l_51 * uint32(1);
const bool l_53 = idxGlobal < l_52;
const uint32 l_54 = l_52 - uint32(1);
const uint32 l_55 = min(idxGlobal, l_54);
const double l_56 = buffer_1[l_55];
const double l_57 = (l_53) ? l_56 : double(0.0);
const double l_8 = l_57;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_58 = info.static_meta[uint32(1)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = l_9 < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(l_9, l_61);
const double l_63 = buffer_1[l_62];
const double l_64 = (l_60) ? l_63 : double(0.0);
const double l_10 = l_64;
const double l_11 = l_5 + l_8;
const double l_12 = l_11 - l_5;
const double l_13 = l_11 - l_12;
const double l_14 = l_5 - l_13;
const double l_15 = l_8 - l_12;
const double l_16 = l_14 + l_15;
const double l_17 = l_7 + l_10;
const double l_18 = l_16 + l_17;
const double l_19 = l_11 + l_18;
const double l_20 = l_19 - l_11;
const double l_21 = l_18 - l_20;
const uint32 l_65 = info.static_meta[uint32(3)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = idxGlobal < l_66;
if (l_67) {
buffer_3[idxGlobal] = l_19;
}
const uint32 l_22 = l_1 + idxGlobal;
const uint32 l_68 = info.static_meta[uint32(3)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = l_22 < l_69;
if (l_70) {
buffer_3[l_22] = l_21;
}
}

}
