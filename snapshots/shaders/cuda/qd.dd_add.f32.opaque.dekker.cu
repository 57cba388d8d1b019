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
const uint32 l_42 = info.static_meta[uint32(2)];
const uint32 l_43 = l_42 * uint32(1);
const bool l_44 = uint32(0) < l_43;
const uint32 l_45 = l_43 - uint32(1);
const uint32 l_46 = min(uint32(0), l_45);
const float l_47 = buffer_2[l_46];
const float l_48 = (l_44) ? l_47 : float(0.0);
const float l_3 = l_48;
const uint32 l_49 = info.static_meta[uint32(2)];
const uint32 l_50 = l_49 * uint32(1);
const bool l_51 = uint32(1) < l_50;
const uint32 l_52 = l_50 - uint32(1);
const uint32 l_53 = min(uint32(1), l_52);
const float l_54 = buffer_2[l_53];
const float l_55 = (l_51) ? l_54 : float(0.0);
const float l_4 = l_55;
const uint32 l_56 = info.static_meta[uint32(0)];
const uint32 l_57 = l_56 * uint32(1);
const bool l_58 = idxGlobal < l_57;
const uint32 l_59 = l_57 - uint32(1);
const uint32 l_60 = min(idxGlobal, l_59);
const float l_61 = buffer_0[l_60];
const float l_62 = (l_58) ? l_61 : float(0.0);
const float l_5 = l_62;
const uint32 l_6 = l_1 + idxGlobal;
const uint32 l_63 = info.static_meta[uint32(0)];
const uint32 l_64 = l_63 * uint32(1);
const bool l_65 = l_6 < l_64;
const uint32 l_66 = l_64 - uint32(1);
const uint32 l_67 = min(l_6, l_66);
const float l_68 = buffer_0[l_67];
const float l_69 = (l_65) ? l_68 : float(0.0);
const float l_7 = l_69;
const uint32 l_70 = info.static_meta[uint32(1)];
const uint32 l_71 = l_70 * uint32(1);
const bool l_72 = idxGlobal < l_71;
const uint32 l_73 = l_71 - uint32(1);
const uint32 l_74 = min(idxGlobal, l_73);
const float l_75 = buffer_1[l_74];
const float l_76 = (l_72) ? l_75 : float(0.0);
const float l_8 = l_76;
const uint32 l_9 = l_1 + idxGlobal;
const uint32 l_77 = info.static_meta[uint32(1)];
const uint32 l_78 = l_77 * uint32(1);
const bool l_79 = l_9 < l_78;
const uint32 l_80 = l_78 - uint32(1);
const uint32 l_81 = min(l_9, l_80);
const float l_82 = buffer_1[l_81];
const float l_83 = (l_79) ? l_82 : float(0.0);
const float l_10 = l_83;
const float l_11 = l_5 + l_8;
const float l_12 = l_11 * l_4;
const float l_13 = l_12 - l_5;
const float l_14 = l_13 * l_4;
const float l_15 = l_12 - l_14;
const float l_16 = l_15 * l_4;
const float l_17 = l_5 - l_16;
const float l_18 = l_8 - l_14;
const float l_19 = l_17 + l_18;
const float l_20 = l_7 + l_10;
const float l_21 = l_20 * l_4;
const float l_22 = l_21 - l_7;
const float l_23 = l_22 * l_4;
const float l_24 = l_21 - l_23;
const float l_25 = l_24 * l_4;
const float l_26 = l_7 - l_25;
const float l_27 = l_10 - l_23;
const float l_28 = l_26 + l_27;
const float l_29 = l_19 + l_21;
const float l_30 = l_12 + l_29;
const float l_31 = l_30 * l_4;
const float l_32 = l_31 - l_12;
const float l_33 = l_32 * l_4;
const float l_34 = l_29 - l_33;
const float l_35 = l_28 + l_34;
const float l_36 = l_31 + l_35;
const float l_37 = l_36 * l_4;
const float l_38 = l_37 - l_31;
const float l_39 = l_38 * l_4;
const float l_40 = l_35 - l_39;
const uint32 l_84 = info.static_meta[uint32(3)];
const uint32 l_85 = l_84 * uint32(1);
const bool l_86 = idxGlobal < l_85;
if (l_86) {
buffer_3[idxGlobal] = l_37;
}
const uint32 l_41 = l_1 + idxGlobal;
const uint32 l_87 = info.static_meta[uint32(3)];
const uint32 l_88 = l_87 * uint32(1);
const bool l_89 = l_41 < l_88;
if (l_89) {
buffer_3[l_41] = l_40;
}
}

}
