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


extern "C" __global__ void __launch_bounds__(64)multi_words_f_f32 (
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
const uint32 l_1 = l_0 / uint32(2);
const bool l_2 = idxGlobal < l_1;
if (l_2) {
const uint32 l_33 = info.static_meta[uint32(2)];
const uint32 l_34 = l_33 * uint32(1);
const bool l_35 = uint32(0) < l_34;
const uint32 l_36 = l_34 - uint32(1);
const uint32 l_37 = min(uint32(0), l_36);
const float l_38 = buffer_2[l_37];
const float l_39 = (l_35) ? l_38 : float(0.0);
const float l_3 = l_39;
const uint32 l_40 = info.static_meta[uint32(2)];
const uint32 l_41 = l_40 * uint32(1);
const bool l_42 = uint32(1) < l_41;
const uint32 l_43 = l_41 - uint32(1);
const uint32 l_44 = min(uint32(1), l_43);
const float l_45 = buffer_2[l_44];
const float l_46 = (l_42) ? l_45 : float(0.0);
const float l_4 = l_46;
const uint32 l_47 = info.static_meta[uint32(0)];
const uint32 l_48 = l_47 * uint32(1);
const bool l_49 = idxGlobal < l_48;
const uint32 l_50 = l_48 - uint32(1);
const uint32 l_51 = min(idxGlobal, l_50);
const float l_52 = buffer_0[l_51];
const float l_53 = (l_49) ? l_52 : float(0.0);
const float l_5 = l_53;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_54 = info.static_meta[uint32(0)];
const uint32 l_55 = l_54 * uint32(1);
const bool l_56 = l_6 < l_55;
const uint32 l_57 = l_55 - uint32(1);
const uint32 l_58 = min(l_6, l_57);
const float l_59 = buffer_0[l_58];
const float l_60 = (l_56) ? l_59 : float(0.0);
const float l_7 = l_60;
const uint32 l_61 = info.static_meta[uint32(1)];
const uint32 l_62 = l_61 * uint32(1);
const bool l_63 = idxGlobal < l_62;
const uint32 l_64 = l_62 - uint32(1);
const uint32 l_65 = min(idxGlobal, l_64);
const float l_66 = buffer_1[l_65];
const float l_67 = (l_63) ? l_66 : float(0.0);
const float l_8 = l_67;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_68 = info.static_meta[uint32(1)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = l_9 < l_69;
const uint32 l_71 = l_69 - uint32(1);
const uint32 l_72 = min(l_9, l_71);
const float l_73 = buffer_1[l_72];
const float l_74 = (l_70) ? l_73 : float(0.0);
const float l_10 = l_74;
const float l_11 = l_5 + l_8;
const bool l_12 = l_4 != float(0.0);
const float l_13 = (l_12) ? l_11 : l_4;
const float l_14 = l_13 - l_5;
const bool l_15 = l_4 != float(0.0);
const float l_16 = (l_15) ? l_14 : l_4;
const float l_17 = l_13 - l_16;
const bool l_18 = l_4 != float(0.0);
const float l_19 = (l_18) ? l_17 : l_4;
const float l_20 = l_5 - l_19;
const float l_21 = l_8 - l_16;
const float l_22 = l_20 + l_21;
const float l_23 = l_7 + l_10;
const float l_24 = l_22 + l_23;
const float l_25 = l_13 + l_24;
const bool l_26 = l_4 != float(0.0);
const float l_27 = (l_26) ? l_25 : l_4;
const float l_28 = l_27 - l_13;
const bool l_29 = l_4 != float(0.0);
const float l_30 = (l_29) ? l_28 : l_4;
const float l_31 = l_24 - l_30;
const uint32 l_75 = info.static_meta[uint32(3)];
const uint32 l_76 = l_75 * uint32(1);
const bool l_77 = idxGlobal < l_76;
if (l_77) {
buffer_3[idxGlobal] = l_27;
}
const uint32 l_32 = l_1 + idxGlobal;
const uint32 l_78 = info.static_meta[uint32(3)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = l_32 < l_79;
if (l_80) {
buffer_3[l_32] = l_31;
}
}

}
