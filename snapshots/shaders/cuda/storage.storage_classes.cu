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
    uint32 static_meta[10];
};


extern "C" __global__ void __launch_bounds__(64)storage_classes (
    const float* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const float* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, float* buffer_4, const __grid_constant__ info_st info
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
const uint32 l_0 = info.static_meta[uint32(5)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_31 = info.static_meta[uint32(0)];
const uint32 l_32 = l_31 * uint32(1);
const bool l_33 = idxGlobal < l_32;
const uint32 l_34 = l_32 - uint32(1);
const uint32 l_35 = min(idxGlobal, l_34);
const float l_36 = buffer_0[l_35];
const float l_37 = (l_33) ? l_36 : float(0.0);
const float l_2 = l_37;
const uint32 l_38 = info.static_meta[uint32(4)];
const uint32 l_39 = l_38 * uint32(1);
const bool l_40 = idxGlobal < l_39;
if (l_40) {
buffer_4[idxGlobal] = l_2;
}
const uint32 l_3 = l_0 + idxGlobal;
const uint32 l_41 = info.static_meta[uint32(3)];
const uint32 l_42 = l_41 * uint32(1);
const bool l_43 = uint32(0) < l_42;
const uint32 l_44 = l_42 - uint32(1);
const uint32 l_45 = min(uint32(0), l_44);
const uint32 l_46 = buffer_3[l_45];
const uint32 l_47 = (l_43) ? l_46 : uint32(0);
const uint32 l_4 = l_47;
const bool l_5 = l_4 == uint32(1);
const uint32 l_48 = info.static_meta[uint32(2)];
const uint32 l_49 = l_48 * uint32(1);
const bool l_50 = uint32(0) < l_49;
const uint32 l_51 = l_49 - uint32(1);
const uint32 l_52 = min(uint32(0), l_51);
const float l_53 = buffer_2[l_52];
const float l_54 = (l_50) ? l_53 : float(0.0);
const float l_6 = l_54;
const float l_7 = (l_5) ? l_2 : l_6;
const uint32 l_55 = info.static_meta[uint32(4)];
const uint32 l_56 = l_55 * uint32(1);
const bool l_57 = l_3 < l_56;
if (l_57) {
buffer_4[l_3] = l_7;
}
const uint32 l_8 = uint32(2) * l_0;
const uint32 l_9 = l_8 + idxGlobal;
const uint32 l_58 = info.static_meta[uint32(1)];
const uint32 l_59 = l_58 * uint32(1);
const bool l_60 = idxGlobal < l_59;
const uint32 l_61 = l_59 - uint32(1);
const uint32 l_62 = min(idxGlobal, l_61);
const uint32 l_63 = buffer_1[l_62];
const uint32 l_64 = (l_60) ? l_63 : uint32(0);
const uint32 l_10 = l_64;
const float l_11 = reinterpret_cast<float const&>(l_10);
const uint32 l_65 = info.static_meta[uint32(4)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = l_9 < l_66;
if (l_67) {
buffer_4[l_9] = l_11;
}
const uint32 l_12 = uint32(3) * l_0;
const uint32 l_13 = l_12 + idxGlobal;
const uint32 l_68 = info.static_meta[uint32(2)];
const uint32 l_69 = l_68 * uint32(1);
const bool l_70 = uint32(0) < l_69;
const uint32 l_71 = l_69 - uint32(1);
const uint32 l_72 = min(uint32(0), l_71);
const float l_73 = buffer_2[l_72];
const float l_74 = (l_70) ? l_73 : float(0.0);
const float l_14 = l_74;
const float l_15 = l_2 * l_14;
const uint32 l_75 = info.static_meta[uint32(4)];
const uint32 l_76 = l_75 * uint32(1);
const bool l_77 = l_13 < l_76;
if (l_77) {
buffer_4[l_13] = l_15;
}
const uint32 l_16 = uint32(4) * l_0;
const uint32 l_17 = l_16 + idxGlobal;
const uint32 l_78 = info.static_meta[uint32(2)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = uint32(1) < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(uint32(1), l_81);
const float l_83 = buffer_2[l_82];
const float l_84 = (l_80) ? l_83 : float(0.0);
const float l_18 = l_84;
const float l_19 = l_2 + l_18;
const uint32 l_85 = info.static_meta[uint32(4)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = l_17 < l_86;
if (l_87) {
buffer_4[l_17] = l_19;
}
const uint32 l_20 = uint32(5) * l_0;
const uint32 l_21 = l_20 + idxGlobal;
const uint32 l_88 = info.static_meta[uint32(2)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = uint32(2) < l_89;
const uint32 l_91 = l_89 - uint32(1);
const uint32 l_92 = min(uint32(2), l_91);
const float l_93 = buffer_2[l_92];
const float l_94 = (l_90) ? l_93 : float(0.0);
const float l_22 = l_94;
const float l_23 = min(l_2, l_22);
const uint32 l_95 = info.static_meta[uint32(4)];
const uint32 l_96 = l_95 * uint32(1);
const bool l_97 = l_21 < l_96;
if (l_97) {
buffer_4[l_21] = l_23;
}
const uint32 l_24 = uint32(6) * l_0;
const uint32 l_25 = l_24 + idxGlobal;
const uint32 l_98 = info.static_meta[uint32(2)];
const uint32 l_99 = l_98 * uint32(1);
const bool l_100 = uint32(3) < l_99;
const uint32 l_101 = l_99 - uint32(1);
const uint32 l_102 = min(uint32(3), l_101);
const float l_103 = buffer_2[l_102];
const float l_104 = (l_100) ? l_103 : float(0.0);
const float l_26 = l_104;
const float l_27 = max(l_2, l_26);
const uint32 l_105 = info.static_meta[uint32(4)];
const uint32 l_106 = l_105 * uint32(1);
const bool l_107 = l_25 < l_106;
if (l_107) {
buffer_4[l_25] = l_27;
}
const uint32 l_28 = uint32(7) * l_0;
const uint32 l_29 = l_28 + idxGlobal;
const float l_30 = -l_2;
const uint32 l_108 = info.static_meta[uint32(4)];
const uint32 l_109 = l_108 * uint32(1);
const bool l_110 = l_29 < l_109;
if (l_110) {
buffer_4[l_29] = l_30;
}
}

}
