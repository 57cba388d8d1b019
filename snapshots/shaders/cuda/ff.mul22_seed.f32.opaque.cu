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


extern "C" __global__ void __launch_bounds__(64)double_words_f_f32 (
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
float l_mut_38;
float l_mut_39;
float l_mut_45;
float l_mut_56;
uint32 l_mut_4;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_60 = info.static_meta[uint32(2)];
const uint32 l_61 = l_60 * uint32(1);
const bool l_62 = uint32(0) < l_61;
const uint32 l_63 = l_61 - uint32(1);
const uint32 l_64 = min(uint32(0), l_63);
const float l_65 = buffer_2[l_64];
const float l_66 = (l_62) ? l_65 : float(0.0);
const float l_2 = l_66;
const uint32 l_67 = info.static_meta[uint32(2)];
const uint32 l_68 = l_67 * uint32(1);
const bool l_69 = uint32(1) < l_68;
const uint32 l_70 = l_68 - uint32(1);
const uint32 l_71 = min(uint32(1), l_70);
const float l_72 = buffer_2[l_71];
const float l_73 = (l_69) ? l_72 : float(0.0);
const float l_3 = l_73;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_74 = info.static_meta[uint32(0)];
const uint32 l_75 = l_74 * uint32(1);
const bool l_76 = l_mut_4 < l_75;
const uint32 l_77 = l_75 - uint32(1);
const uint32 l_78 = min(l_mut_4, l_77);
const float l_79 = buffer_0[l_78];
const float l_80 = (l_76) ? l_79 : float(0.0);
const float l_6 = l_80;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_81 = info.static_meta[uint32(0)];
const uint32 l_82 = l_81 * uint32(1);
const bool l_83 = l_7 < l_82;
const uint32 l_84 = l_82 - uint32(1);
const uint32 l_85 = min(l_7, l_84);
const float l_86 = buffer_0[l_85];
const float l_87 = (l_83) ? l_86 : float(0.0);
const float l_8 = l_87;
const uint32 l_88 = info.static_meta[uint32(1)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = l_mut_4 < l_89;
const uint32 l_91 = l_89 - uint32(1);
const uint32 l_92 = min(l_mut_4, l_91);
const float l_93 = buffer_1[l_92];
const float l_94 = (l_90) ? l_93 : float(0.0);
const float l_9 = l_94;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_95 = info.static_meta[uint32(1)];
const uint32 l_96 = l_95 * uint32(1);
const bool l_97 = l_10 < l_96;
const uint32 l_98 = l_96 - uint32(1);
const uint32 l_99 = min(l_10, l_98);
const float l_100 = buffer_1[l_99];
const float l_101 = (l_97) ? l_100 : float(0.0);
const float l_11 = l_101;
const float l_12 = l_6 * l_9;
const float l_13 = l_12 * l_3;
const float l_14 = l_2 * l_6;
const float l_15 = l_14 * l_3;
const float l_16 = l_15 - l_6;
const float l_17 = l_16 * l_3;
const float l_18 = l_15 - l_17;
const float l_19 = l_6 - l_18;
const float l_20 = l_2 * l_9;
const float l_21 = l_20 * l_3;
const float l_22 = l_21 - l_9;
const float l_23 = l_22 * l_3;
const float l_24 = l_21 - l_23;
const float l_25 = l_9 - l_24;
const float l_26 = l_18 * l_24;
const float l_27 = l_26 - l_13;
const float l_28 = l_18 * l_25;
const float l_29 = l_27 + l_28;
const float l_30 = l_19 * l_24;
const float l_31 = l_29 + l_30;
const float l_32 = l_19 * l_25;
const float l_33 = l_31 + l_32;
const float l_34 = l_6 * l_11;
const float l_35 = l_8 * l_9;
const float l_36 = l_34 + l_35;
const float l_37 = l_36 + l_33;
l_mut_38 = l_13;
l_mut_39 = l_37;
const float l_40 = abs(l_37);
const float l_41 = abs(l_13);
const bool l_42 = l_40 >= l_41;
if (l_42) {
l_mut_38 = l_37;
l_mut_39 = l_13;
}
const float l_43 = l_mut_38 + l_mut_39;
const float l_44 = l_43 * l_3;
l_mut_45 = l_44;
const float l_46 = l_mut_45 - l_mut_38;
const float l_47 = l_46 * l_3;
const float l_48 = l_mut_45 - l_47;
const float l_49 = l_48 * l_3;
const float l_50 = l_49 - l_mut_38;
const float l_51 = l_50 * l_3;
const float l_52 = l_mut_39 - l_51;
const float l_53 = l_52 * l_3;
const float l_54 = l_53 - l_47;
const float l_55 = l_54 * l_3;
l_mut_56 = l_55;
const float l_57 = l_mut_56 + l_47;
const bool l_58 = l_57 != l_53;
if (l_58) {
l_mut_45 = l_mut_38;
l_mut_56 = l_mut_39;
}
const uint32 l_102 = info.static_meta[uint32(3)];
const uint32 l_103 = l_102 * uint32(1);
const bool l_104 = l_mut_4 < l_103;
if (l_104) {
buffer_3[l_mut_4] = l_mut_45;
}
const uint32 l_59 = l_1 + l_mut_4;
const uint32 l_105 = info.static_meta[uint32(3)];
const uint32 l_106 = l_105 * uint32(1);
const bool l_107 = l_59 < l_106;
if (l_107) {
buffer_3[l_59] = l_mut_56;
}
}

}
