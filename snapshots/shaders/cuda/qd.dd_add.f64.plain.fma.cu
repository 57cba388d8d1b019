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
const uint32 l_32 = info.static_meta[uint32(2)];
const uint32 l_33 = l_32 * uint32(1);
const bool l_34 = uint32(0) < l_33;
const uint32 l_35 = l_33 - uint32(1);
const uint32 l_36 = min(uint32(0), l_35);
const double l_37 = buffer_2[l_36];
const double l_38 = (l_34) ? l_37 : double(0.0);
const double l_3 = l_38;
const uint32 l_39 = info.static_meta[uint32(2)];
const uint32 l_40 = l_39 * uint32(1);
const bool l_41 = uint32(1) < l_40;
const uint32 l_42 = l_40 - uint32(1);
const uint32 l_43 = min(uint32(1), l_42);
const double l_44 = buffer_2[l_43];
const double l_45 = (l_41) ? l_44 : double(0.0);
const double l_4 = l_45;
const uint32 l_46 = info.static_meta[uint32(0)];
const uint32 l_47 = l_46 * uint32(1);
const bool l_48 = idxGlobal < l_47;
const uint32 l_49 = l_47 - uint32(1);
const uint32 l_50 = min(idxGlobal, l_49);
const double l_51 = buffer_0[l_50];
const double l_52 = (l_48) ? l_51 : double(0.0);
const double l_5 = l_52;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_53 = info.static_meta[uint32(0)];
const uint32 l_54 = l_53 * uint32(1);
const bool l_55 = l_6 < l_54;
const uint32 l_56 = l_54 - uint32(1);
const uint32 l_57 = min(l_6, l_56);
const double l_58 = buffer_0[l_57];
const double l_59 = (l_55) ? l_58 : double(0.0);
const double l_7 = l_59;
const uint32 l_60 = info.static_meta[uint32(1)];
const uint32 l_61 = l_60 * uint32(1);
const bool l_62 = idxGlobal < l_61;
const uint32 l_63 = l_61 - uint32(1);
const uint32 l_64 = min(idxGlobal, l_63);
const double l_65 = buffer_1[l_64];
const double l_66 = (l_62) ? l_65 : double(0.0);
const double l_8 = l_66;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_67 = info.static_meta[uint32(1)];
const uint32 l_68 = l_67 * uint32(1);
const bool l_69 = l_9 < l_68;
const uint32 l_70 = l_68 - uint32(1);
const uint32 l_71 = min(l_9, l_70);
const double l_72 = buffer_1[l_71];
const double l_73 = (l_69) ? l_72 : double(0.0);
const double l_10 = l_73;
const double l_11 = l_5 + l_8;
const double l_12 = l_11 - l_5;
const double l_13 = l_11 - l_12;
const double l_14 = l_5 - l_13;
const double l_15 = l_8 - l_12;
const double l_16 = l_14 + l_15;
const double l_17 = l_7 + l_10;
const double l_18 = l_17 - l_7;
const double l_19 = l_17 - l_18;
const double l_20 = l_7 - l_19;
const double l_21 = l_10 - l_18;
const double l_22 = l_20 + l_21;
const double l_23 = l_16 + l_17;
const double l_24 = l_11 + l_23;
const double l_25 = l_24 - l_11;
const double l_26 = l_23 - l_25;
const double l_27 = l_22 + l_26;
const double l_28 = l_24 + l_27;
const double l_29 = l_28 - l_24;
const double l_30 = l_27 - l_29;
const uint32 l_74 = info.static_meta[uint32(3)];
const uint32 l_75 = l_74 * uint32(1);
const bool l_76 = idxGlobal < l_75;
if (l_76) {
buffer_3[idxGlobal] = l_28;
}
const uint32 l_31 = l_1 + idxGlobal;
const uint32 l_77 = info.static_meta[uint32(3)];
const uint32 l_78 = l_77 * uint32(1);
const bool l_79 = l_31 < l_78;
if (l_79) {
buffer_3[l_31] = l_30;
}
}

}
