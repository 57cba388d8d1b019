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
const uint32 l_43 = info.static_meta[uint32(2)];
const uint32 l_44 = l_43 * uint32(1);
const bool l_45 = uint32(0) < l_44;
const uint32 l_46 = l_44 - uint32(1);
const uint32 l_47 = min(uint32(0), l_46);
const float l_48 = buffer_2[l_47];
const float l_49 = (l_45) ? l_48 : float(0.0);
const float l_3 = l_49;
const uint32 l_50 = info.static_meta[uint32(2)];
const uint32 l_51 = l_50 * uint32(1);
const bool l_52 = uint32(1) < l_51;
const uint32 l_53 = l_51 - uint32(1);
const uint32 l_54 = min(uint32(1), l_53);
const float l_55 = buffer_2[l_54];
const float l_56 = (l_52) ? l_55 : float(0.0);
const float l_4 = l_56;
const uint32 l_57 = info.static_meta[uint32(0)];
const uint32 l_58 = l_57 * uint32(1);
const bool l_59 = idxGlobal < l_58;
const uint32 l_60 = l_58 - uint32(1);
const uint32 l_61 = min(idxGlobal, l_60);
const float l_62 = buffer_0[l_61];
const float l_63 = (l_59) ? l_62 : float(0.0);
const float l_5 = l_63;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_64 = info.static_meta[uint32(0)];
const uint32 l_65 = l_64 * uint32(1);
const bool l_66 = l_6 < l_65;
const uint32 l_67 = l_65 - uint32(1);
const uint32 l_68 = min(l_6, l_67);
const float l_69 = buffer_0[l_68];
const float l_70 = (l_66) ? l_69 : float(0.0);
const float l_7 = l_70;
const uint32 l_71 = info.static_meta[uint32(1)];
const uint32 l_72 = l_71 * uint32(1);
const bool l_73 = idxGlobal < l_72;
const uint32 l_74 = l_72 - uint32(1);
const uint32 l_75 = min(idxGlobal, l_74);
const float l_76 = buffer_1[l_75];
const float l_77 = (l_73) ? l_76 : float(0.0);
const float l_8 = l_77;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_78 = info.static_meta[uint32(1)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = l_9 < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(l_9, l_81);
const float l_83 = buffer_1[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_10 = l_84;
const float l_11 = l_5 * l_8;
const float l_12 = l_11 * l_4;
const float l_13 = l_3 * l_5;
const float l_14 = l_13 * l_4;
const float l_15 = l_14 - l_5;
const float l_16 = l_15 * l_4;
const float l_17 = l_14 - l_16;
const float l_18 = l_5 - l_17;
const float l_19 = l_3 * l_8;
const float l_20 = l_19 * l_4;
const float l_21 = l_20 - l_8;
const float l_22 = l_21 * l_4;
const float l_23 = l_20 - l_22;
const float l_24 = l_8 - l_23;
const float l_25 = l_17 * l_23;
const float l_26 = l_25 - l_12;
const float l_27 = l_17 * l_24;
const float l_28 = l_26 + l_27;
const float l_29 = l_18 * l_23;
const float l_30 = l_28 + l_29;
const float l_31 = l_18 * l_24;
const float l_32 = l_30 + l_31;
const float l_33 = l_5 * l_10;
const float l_34 = l_7 * l_8;
const float l_35 = l_33 + l_34;
const float l_36 = l_32 + l_35;
const float l_37 = l_12 + l_36;
const float l_38 = l_37 * l_4;
const float l_39 = l_38 - l_12;
const float l_40 = l_39 * l_4;
const float l_41 = l_36 - l_40;
const uint32 l_85 = info.static_meta[uint32(3)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = idxGlobal < l_86;
if (l_87) {
buffer_3[idxGlobal] = l_38;
}
const uint32 l_42 = l_1 + idxGlobal;
const uint32 l_88 = info.static_meta[uint32(3)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = l_42 < l_89;
if (l_90) {
buffer_3[l_42] = l_41;
}
}

}
