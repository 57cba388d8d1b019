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
const uint32 l_28 = info.static_meta[uint32(2)];
const uint32 l_29 = l_28 * uint32(1);
const bool l_30 = uint32(0) < l_29;
const uint32 l_31 = l_29 - uint32(1);
const uint32 l_32 = min(uint32(0), l_31);
const double l_33 = buffer_2[l_32];
const double l_34 = (l_30) ? l_33 : double(0.0);
const double l_3 = l_34;
const uint32 l_35 = info.static_meta[uint32(2)];
const uint32 l_36 = l_35 * uint32(1);
const bool l_37 = uint32(1) < l_36;
const uint32 l_38 = l_36 - uint32(1);
const uint32 l_39 = min(uint32(1), l_38);
const double l_40 = buffer_2[l_39];
const double l_41 = (l_37) ? l_40 : double(0.0);
const double l_4 = l_41;
const uint32 l_42 = info.static_meta[uint32(0)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = idxGlobal < l_43;
const uint32 l_45 = l_43 - uint32(1);
const uint32 l_46 = min(idxGlobal, l_45);
const double l_47 = buffer_0[l_46];
const double l_48 = (l_44) ? l_47 : double(0.0);
const double l_5 = l_48;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_49 = info.static_meta[uint32(0)];
const uint32 l_50 = l_49 * uint32(1);
const bool l_51 = l_6 < l_50;
const uint32 l_52 = l_50 - uint32(1);
const uint32 l_53 = min(l_6, l_52);
const double l_54 = buffer_0[l_53];
const double l_55 = (l_51) ? l_54 : double(0.0);
const double l_7 = l_55;
const uint32 l_56 = info.static_meta[uint32(1)];
const uint32 l_57 = l_56 * uint32(1);
const bool l_58 = idxGlobal < l_57;
const uint32 l_59 = l_57 - uint32(1);
const uint32 l_60 = min(idxGlobal, l_59);
const double l_61 = buffer_1[l_60];
const double l_62 = (l_58) ? l_61 : double(0.0);
const double l_8 = l_62;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_63 = info.static_meta[uint32(1)];
const uint32 l_64 = l_63 * uint32(1);
const bool l_65 = l_9 < l_64;
const uint32 l_66 = l_64 - uint32(1);
const uint32 l_67 = min(l_9, l_66);
const double l_68 = buffer_1[l_67];
const double l_69 = (l_65) ? l_68 : double(0.0);
const double l_10 = l_69;
const double l_11 = l_5 + l_8;
const double l_12 = l_11 * l_4;
const double l_13 = l_12 - l_5;
const double l_14 = l_13 * l_4;
const double l_15 = l_12 - l_14;
const double l_16 = l_15 * l_4;
const double l_17 = l_5 - l_16;
const double l_18 = l_8 - l_14;
const double l_19 = l_17 + l_18;
const double l_20 = l_7 + l_10;
const double l_21 = l_19 + l_20;
const double l_22 = l_12 + l_21;
const double l_23 = l_22 * l_4;
const double l_24 = l_23 - l_12;
const double l_25 = l_24 * l_4;
const double l_26 = l_21 - l_25;
const uint32 l_70 = info.static_meta[uint32(3)];
const uint32 l_71 = l_70 * uint32(1);
const bool l_72 = idxGlobal < l_71;
if (l_72) {
buffer_3[idxGlobal] = l_23;
}
const uint32 l_27 = l_1 + idxGlobal;
const uint32 l_73 = info.static_meta[uint32(3)];
const uint32 l_74 = l_73 * uint32(1);
const bool l_75 = l_27 < l_74;
if (l_75) {
buffer_3[l_27] = l_26;
}
}

}
