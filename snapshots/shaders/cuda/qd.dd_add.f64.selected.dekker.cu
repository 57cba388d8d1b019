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
const uint32 l_52 = info.static_meta[uint32(2)];
const uint32 l_53 = l_52 * uint32(1);
const bool l_54 = uint32(0) < l_53;
const uint32 l_55 = l_53 - uint32(1);
const uint32 l_56 = min(uint32(0), l_55);
const double l_57 = buffer_2[l_56];
const double l_58 = (l_54) ? l_57 : double(0.0);
const double l_3 = l_58;
const uint32 l_59 = info.static_meta[uint32(2)];
const uint32 l_60 = l_59 * uint32(1);
const bool l_61 = uint32(1) < l_60;
const uint32 l_62 = l_60 - uint32(1);
const uint32 l_63 = min(uint32(1), l_62);
const double l_64 = buffer_2[l_63];
const double l_65 = (l_61) ? l_64 : double(0.0);
const double l_4 = l_65;
const uint32 l_66 = info.static_meta[uint32(0)];
const uint32 l_67 = l_66 * uint32(1);
const bool l_68 = idxGlobal < l_67;
const uint32 l_69 = l_67 - uint32(1);
const uint32 l_70 = min(idxGlobal, l_69);
const double l_71 = buffer_0[l_70];
const double l_72 = (l_68) ? l_71 : double(0.0);
const double l_5 = l_72;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_73 = info.static_meta[uint32(0)];
const uint32 l_74 = l_73 * uint32(1);
const bool l_75 = l_6 < l_74;
const uint32 l_76 = l_74 - uint32(1);
const uint32 l_77 = min(l_6, l_76);
const double l_78 = buffer_0[l_77];
const double l_79 = (l_75) ? l_78 : double(0.0);
const double l_7 = l_79;
const uint32 l_80 = info.static_meta[uint32(1)];
const uint32 l_81 = l_80 * uint32(1);
const bool l_82 = idxGlobal < l_81;
const uint32 l_83 = l_81 - uint32(1);
const uint32 l_84 = min(idxGlobal, l_83);
const double l_85 = buffer_1[l_84];
const double l_86 = (l_82) ? l_85 : double(0.0);
const double l_8 = l_86;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_87 = info.static_meta[uint32(1)];
const uint32 l_88 = l_87 * uint32(1);
const bool l_89 = l_9 < l_88;
const uint32 l_90 = l_88 - uint32(1);
const uint32 l_91 = min(l_9, l_90);
const double l_92 = buffer_1[l_91];
const double l_93 = (l_89) ? l_92 : double(0.0);
const double l_10 = l_93;
const double l_11 = l_5 + l_8;
const bool l_12 = l_4 != double(0.0);
const double l_13 = (l_12) ? l_11 : l_4;
const double l_14 = l_13 - l_5;
const bool l_15 = l_4 != double(0.0);
const double l_16 = (l_15) ? l_14 : l_4;
const double l_17 = l_13 - l_16;
const bool l_18 = l_4 != double(0.0);
const double l_19 = (l_18) ? l_17 : l_4;
const double l_20 = l_5 - l_19;
const double l_21 = l_8 - l_16;
const double l_22 = l_20 + l_21;
const double l_23 = l_7 + l_10;
const bool l_24 = l_4 != double(0.0);
const double l_25 = (l_24) ? l_23 : l_4;
const double l_26 = l_25 - l_7;
const bool l_27 = l_4 != double(0.0);
const double l_28 = (l_27) ? l_26 : l_4;
const double l_29 = l_25 - l_28;
const bool l_30 = l_4 != double(0.0);
const double l_31 = (l_30) ? l_29 : l_4;
const double l_32 = l_7 - l_31;
const double l_33 = l_10 - l_28;
const double l_34 = l_32 + l_33;
const double l_35 = l_22 + l_25;
const double l_36 = l_13 + l_35;
const bool l_37 = l_4 != double(0.0);
const double l_38 = (l_37) ? l_36 : l_4;
const double l_39 = l_38 - l_13;
const bool l_40 = l_4 != double(0.0);
const double l_41 = (l_40) ? l_39 : l_4;
const double l_42 = l_35 - l_41;
const double l_43 = l_34 + l_42;
const double l_44 = l_38 + l_43;
const bool l_45 = l_4 != double(0.0);
const double l_46 = (l_45) ? l_44 : l_4;
const double l_47 = l_46 - l_38;
const bool l_48 = l_4 != double(0.0);
const double l_49 = (l_48) ? l_47 : l_4;
const double l_50 = l_43 - l_49;
const uint32 l_94 = info.static_meta[uint32(3)];
const uint32 l_95 = l_94 * uint32(1);
const bool l_96 = idxGlobal < l_95;
if (l_96) {
buffer_3[idxGlobal] = l_46;
}
const uint32 l_51 = l_1 + idxGlobal;
const uint32 l_97 = info.static_meta[uint32(3)];
const uint32 l_98 = l_97 * uint32(1);
const bool l_99 = l_51 < l_98;
if (l_99) {
buffer_3[l_51] = l_50;
}
}

}
