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
const uint32 l_50 = info.static_meta[uint32(2)];
const uint32 l_51 = l_50 * uint32(1);
const bool l_52 = uint32(0) < l_51;
const uint32 l_53 = l_51 - uint32(1);
const uint32 l_54 = min(uint32(0), l_53);
const float l_55 = buffer_2[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_3 = l_56;
const uint32 l_57 = info.static_meta[uint32(2)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = uint32(1) < l_58;
const uint32 l_60 = l_58 - uint32(1);
const uint32 l_61 = min(uint32(1), l_60);
const float l_62 = buffer_2[l_61];
const float l_63 = (l_59) ? l_62 : float(0.0);
const float l_4 = l_63;
const uint32 l_64 = info.static_meta[uint32(0)];
const uint32 l_65 = l_64 * uint32(1);
const bool l_66 = idxGlobal < l_65;
const uint32 l_67 = l_65 - uint32(1);
const uint32 l_68 = min(idxGlobal, l_67);
const float l_69 = buffer_0[l_68];
const float l_70 = (l_66) ? l_69 : float(0.0);
const float l_5 = l_70;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_71 = info.static_meta[uint32(0)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = l_6 < l_72;
const uint32 l_74 = l_72 - uint32(1);
const uint32 l_75 = min(l_6, l_74);
const float l_76 = buffer_0[l_75];
const float l_77 = (l_73) ? l_76 : float(0.0);
const float l_7 = l_77;
const uint32 l_78 = info.static_meta[uint32(1)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = idxGlobal < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(idxGlobal, l_81);
const float l_83 = buffer_1[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_8 = l_84;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_85 = info.static_meta[uint32(1)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = l_9 < l_86;
const uint32 l_88 = l_86 - uint32(1);
const uint32 l_89 = min(l_9, l_88);
const float l_90 = buffer_1[l_89];
const float l_91 = (l_87) ? l_90 : float(0.0);
const float l_10 = l_91;
const float l_11 = l_5 * l_8;
const bool l_12 = l_4 != float(0.0);
const float l_13 = (l_12) ? l_11 : l_4;
const float l_14 = l_3 * l_5;
const bool l_15 = l_4 != float(0.0);
const float l_16 = (l_15) ? l_14 : l_4;
const float l_17 = l_16 - l_5;
const bool l_18 = l_4 != float(0.0);
const float l_19 = (l_18) ? l_17 : l_4;
const float l_20 = l_16 - l_19;
const float l_21 = l_5 - l_20;
const float l_22 = l_3 * l_8;
const bool l_23 = l_4 != float(0.0);
const float l_24 = (l_23) ? l_22 : l_4;
const float l_25 = l_24 - l_8;
const bool l_26 = l_4 != float(0.0);
const float l_27 = (l_26) ? l_25 : l_4;
const float l_28 = l_24 - l_27;
const float l_29 = l_8 - l_28;
const float l_30 = l_20 * l_28;
const float l_31 = l_30 - l_13;
const float l_32 = l_20 * l_29;
const float l_33 = l_31 + l_32;
const float l_34 = l_21 * l_28;
const float l_35 = l_33 + l_34;
const float l_36 = l_21 * l_29;
const float l_37 = l_35 + l_36;
const float l_38 = l_5 * l_10;
const float l_39 = l_7 * l_8;
const float l_40 = l_38 + l_39;
const float l_41 = l_37 + l_40;
const float l_42 = l_13 + l_41;
const bool l_43 = l_4 != float(0.0);
const float l_44 = (l_43) ? l_42 : l_4;
const float l_45 = l_44 - l_13;
const bool l_46 = l_4 != float(0.0);
const float l_47 = (l_46) ? l_45 : l_4;
const float l_48 = l_41 - l_47;
const uint32 l_92 = info.static_meta[uint32(3)];
const uint32 l_93 = l_92 * uint32(1);
const bool l_94 = idxGlobal < l_93;
if (l_94) {
buffer_3[idxGlobal] = l_44;
}
const uint32 l_49 = l_1 + idxGlobal;
const uint32 l_95 = info.static_meta[uint32(3)];
const uint32 l_96 = l_95 * uint32(1);
const bool l_97 = l_49 < l_96;
if (l_97) {
buffer_3[l_49] = l_48;
}
}

}
