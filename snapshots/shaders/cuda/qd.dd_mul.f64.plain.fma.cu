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
const uint32 l_22 = info.static_meta[uint32(2)];
const uint32 l_23 = l_22 * uint32(1);
const bool l_24 = uint32(0) < l_23;
const uint32 l_25 = l_23 - uint32(1);
const uint32 l_26 = min(uint32(0), l_25);
const double l_27 = buffer_2[l_26];
const double l_28 = (l_24) ? l_27 : double(0.0);
const double l_3 = l_28;
const uint32 l_29 = info.static_meta[uint32(2)];
const uint32 l_30 = l_29 * uint32(1);
const bool l_31 = uint32(1) < l_30;
const uint32 l_32 = l_30 - uint32(1);
const uint32 l_33 = min(uint32(1), l_32);
const double l_34 = buffer_2[l_33];
const double l_35 = (l_31) ? l_34 : double(0.0);
const double l_4 = l_35;
const uint32 l_36 = info.static_meta[uint32(0)];
const uint32 l_37 = l_36 * uint32(1);
const bool l_38 = idxGlobal < l_37;
const uint32 l_39 = l_37 - uint32(1);
const uint32 l_40 = min(idxGlobal, l_39);
const double l_41 = buffer_0[l_40];
const double l_42 = (l_38) ? l_41 : double(0.0);
const double l_5 = l_42;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_43 = info.static_meta[uint32(0)];
const uint32 l_44 = l_43 * uint32(1);
const bool l_45 = l_6 < l_44;
const uint32 l_46 = l_44 - uint32(1);
const uint32 l_47 = min(l_6, l_46);
const double l_48 = buffer_0[l_47];
const double l_49 = (l_45) ? l_48 : double(0.0);
const double l_7 = l_49;
const uint32 l_50 = info.static_meta[uint32(1)];
const uint32 l_51 = l_50 * uint32(1);
const bool l_52 = idxGlobal < l_51;
const uint32 l_53 = l_51 - uint32(1);
const uint32 l_54 = min(idxGlobal, l_53);
const double l_55 = buffer_1[l_54];
const double l_56 = (l_52) ? l_55 : double(0.0);
const double l_8 = l_56;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_57 = info.static_meta[uint32(1)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = l_9 < l_58;
const uint32 l_60 = l_58 - uint32(1);
const uint32 l_61 = min(l_9, l_60);
const double l_62 = buffer_1[l_61];
const double l_63 = (l_59) ? l_62 : double(0.0);
const double l_10 = l_63;
const double l_11 = l_5 * l_8;
const double l_12 = -l_11;
const double l_13 = fma(l_5, l_8, l_12);
const double l_14 = l_5 * l_10;
const double l_15 = l_7 * l_8;
const double l_16 = l_14 + l_15;
const double l_17 = l_13 + l_16;
const double l_18 = l_11 + l_17;
const double l_19 = l_18 - l_11;
const double l_20 = l_17 - l_19;
const uint32 l_64 = info.static_meta[uint32(3)];
const uint32 l_65 = l_64 * uint32(1);
const bool l_66 = idxGlobal < l_65;
if (l_66) {
buffer_3[idxGlobal] = l_18;
}
const uint32 l_21 = l_1 + idxGlobal;
const uint32 l_67 = info.static_meta[uint32(3)];
const uint32 l_68 = l_67 * uint32(1);
const bool l_69 = l_21 < l_68;
if (l_69) {
buffer_3[l_21] = l_20;
}
}

}
