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
const uint32 l_51 = info.static_meta[uint32(2)];
const uint32 l_52 = l_51 * uint32(1);
const bool l_53 = uint32(0) < l_52;
const uint32 l_54 = l_52 - uint32(1);
const uint32 l_55 = min(uint32(0), l_54);
const double l_56 = buffer_2[l_55];
const double l_57 = (l_53) ? l_56 : double(0.0);
const double l_3 = l_57;
const uint32 l_58 = info.static_meta[uint32(2)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = uint32(1) < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(uint32(1), l_61);
const double l_63 = buffer_2[l_62];
const double l_64 = (l_60) ? l_63 : double(0.0);
const double l_4 = l_64;
const uint32 l_65 = info.static_meta[uint32(0)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = idxGlobal < l_66;
const uint32 l_68 = l_66 - uint32(1);
const uint32 l_69 = min(idxGlobal, l_68);
const double l_70 = buffer_0[l_69];
const double l_71 = (l_67) ? l_70 : double(0.0);
const double l_5 = l_71;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_72 = info.static_meta[uint32(0)];
const uint32 l_73 = l_72 * uint32(1);
const bool l_74 = l_6 < l_73;
const uint32 l_75 = l_73 - uint32(1);
const uint32 l_76 = min(l_6, l_75);
const double l_77 = buffer_0[l_76];
const double l_78 = (l_74) ? l_77 : double(0.0);
const double l_7 = l_78;
const uint32 l_79 = info.static_meta[uint32(1)];
const uint32 l_80 = l_79 * uint32(1);
const bool l_81 = idxGlobal < l_80;
const uint32 l_82 = l_80 - uint32(1);
const uint32 l_83 = min(idxGlobal, l_82);
const double l_84 = buffer_1[l_83];
const double l_85 = (l_81) ? l_84 : double(0.0);
const double l_8 = l_85;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_86 = info.static_meta[uint32(1)];
const uint32 l_87 = l_86 * uint32(1);
const bool l_88 = l_9 < l_87;
const uint32 l_89 = l_87 - uint32(1);
const uint32 l_90 = min(l_9, l_89);
const double l_91 = buffer_1[l_90];
const double l_92 = (l_88) ? l_91 : double(0.0);
const double l_10 = l_92;
const double l_11 = sqrt(l_5);
const double l_12 = double(1.0) / l_11;
const double l_13 = l_5 * l_12;
const double l_14 = l_13 * l_13;
const double l_15 = -l_14;
const double l_16 = fma(l_13, l_13, l_15);
const double l_17 = -l_14;
const double l_18 = -l_16;
const double l_19 = l_5 + l_17;
const double l_20 = l_19 - l_5;
const double l_21 = l_19 - l_20;
const double l_22 = l_5 - l_21;
const double l_23 = l_17 - l_20;
const double l_24 = l_22 + l_23;
const double l_25 = l_7 + l_18;
const double l_26 = l_25 - l_7;
const double l_27 = l_25 - l_26;
const double l_28 = l_7 - l_27;
const double l_29 = l_18 - l_26;
const double l_30 = l_28 + l_29;
const double l_31 = l_24 + l_25;
const double l_32 = l_19 + l_31;
const double l_33 = l_32 - l_19;
const double l_34 = l_31 - l_33;
const double l_35 = l_30 + l_34;
const double l_36 = l_32 + l_35;
const double l_37 = l_36 - l_32;
const double l_38 = l_35 - l_37;
const double l_39 = l_12 * double(0.5);
const double l_40 = l_36 * l_39;
const double l_41 = l_13 + l_40;
const double l_42 = l_41 - l_13;
const double l_43 = l_41 - l_42;
const double l_44 = l_13 - l_43;
const double l_45 = l_40 - l_42;
const double l_46 = l_44 + l_45;
const bool l_47 = l_5 != double(0.0);
const double l_48 = (l_47) ? l_41 : l_5;
const double l_49 = (l_47) ? l_46 : double(0.0);
const uint32 l_93 = info.static_meta[uint32(3)];
const uint32 l_94 = l_93 * uint32(1);
const bool l_95 = idxGlobal < l_94;
if (l_95) {
buffer_3[idxGlobal] = l_48;
}
const uint32 l_50 = l_1 + idxGlobal;
const uint32 l_96 = info.static_meta[uint32(3)];
const uint32 l_97 = l_96 * uint32(1);
const bool l_98 = l_50 < l_97;
if (l_98) {
buffer_3[l_50] = l_49;
}
}

}
