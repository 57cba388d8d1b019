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
    uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(64)sign_symmetry (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, uint32* buffer_2, const __grid_constant__ info_st info
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
uint32 l_mut_4;
uint32 l_mut_5;
uint32 l_mut_6;
const uint32 l_0 = uint32(3) * idxGlobal;
const uint32 l_1 = info.static_meta[uint32(5)];
const bool l_2 = l_0 < l_1;
if (l_2) {
const uint32 l_78 = info.static_meta[uint32(1)];
const uint32 l_79 = l_78 * uint32(1);
const bool l_80 = uint32(0) < l_79;
const uint32 l_81 = l_79 - uint32(1);
const uint32 l_82 = min(uint32(0), l_81);
const uint32 l_83 = buffer_1[l_82];
const uint32 l_84 = (l_80) ? l_83 : uint32(0);
const uint32 l_3 = l_84;
l_mut_4 = uint32(0);
l_mut_5 = uint32(0);
l_mut_6 = uint32(0);

for (uint32 l_mut_7 = uint32(0); l_mut_7 < uint32(2048); ++l_mut_7) {
const uint32 l_8 = idxGlobal * uint32(2048);
const uint32 l_9 = l_8 + l_mut_7;
const uint32 l_94 = info.static_meta[uint32(0)];
const uint32 l_95 = l_94 * uint32(1);
const bool l_96 = uint32(0) < l_95;
const uint32 l_97 = l_95 - uint32(1);
const uint32 l_98 = min(uint32(0), l_97);
const uint32 l_99 = buffer_0[l_98];
const uint32 l_100 = (l_96) ? l_99 : uint32(0);
const uint32 l_10 = l_100;
const uint32 l_11 = l_9 ^ l_10;
const uint32 l_12 = l_11 * uint32(747796405);
const uint32 l_13 = l_12 + uint32(2891336453);
const uint32 l_14 = l_13 >> uint32(28);
const uint32 l_15 = l_14 + uint32(4);
const uint32 l_16 = l_13 >> l_15;
const uint32 l_17 = l_16 ^ l_13;
const uint32 l_18 = l_17 * uint32(277803737);
const uint32 l_19 = l_18 >> uint32(22);
const uint32 l_20 = l_19 ^ l_18;
const uint32 l_101 = info.static_meta[uint32(0)];
const uint32 l_102 = l_101 * uint32(1);
const bool l_103 = uint32(1) < l_102;
const uint32 l_104 = l_102 - uint32(1);
const uint32 l_105 = min(uint32(1), l_104);
const uint32 l_106 = buffer_0[l_105];
const uint32 l_107 = (l_103) ? l_106 : uint32(0);
const uint32 l_21 = l_107;
const uint32 l_22 = l_20 ^ l_21;
const uint32 l_23 = l_22 * uint32(747796405);
const uint32 l_24 = l_23 + uint32(2891336453);
const uint32 l_25 = l_24 >> uint32(28);
const uint32 l_26 = l_25 + uint32(4);
const uint32 l_27 = l_24 >> l_26;
const uint32 l_28 = l_27 ^ l_24;
const uint32 l_29 = l_28 * uint32(277803737);
const uint32 l_30 = l_29 >> uint32(22);
const uint32 l_31 = l_30 ^ l_29;
const uint32 l_32 = l_20 >> uint32(23);
const uint32 l_33 = l_32 % uint32(55);
const uint32 l_34 = uint32(100) + l_33;
const uint32 l_35 = l_20 & uint32(2147483648);
const uint32 l_36 = l_34 << uint32(23);
const uint32 l_37 = l_35 | l_36;
const uint32 l_38 = l_20 & uint32(8388607);
const uint32 l_39 = l_37 | l_38;
const float l_40 = reinterpret_cast<float const&>(l_39);
const uint32 l_41 = l_31 >> uint32(23);
const uint32 l_42 = l_41 % uint32(55);
const uint32 l_43 = uint32(100) + l_42;
const uint32 l_44 = l_31 & uint32(2147483648);
const uint32 l_45 = l_43 << uint32(23);
const uint32 l_46 = l_44 | l_45;
const uint32 l_47 = l_31 & uint32(8388607);
const uint32 l_48 = l_46 | l_47;
const float l_49 = reinterpret_cast<float const&>(l_48);
const uint32 l_50 = reinterpret_cast<uint32 const&>(l_40);
const uint32 l_51 = l_50 ^ l_3;
const float l_52 = reinterpret_cast<float const&>(l_51);
const uint32 l_53 = reinterpret_cast<uint32 const&>(l_49);
const uint32 l_54 = l_53 ^ l_3;
const float l_55 = reinterpret_cast<float const&>(l_54);
const float l_56 = l_40 * l_49;
const uint32 l_57 = reinterpret_cast<uint32 const&>(l_56);
const float l_58 = l_52 * l_55;
const uint32 l_59 = reinterpret_cast<uint32 const&>(l_58);
const float l_60 = l_40 * l_55;
const uint32 l_61 = reinterpret_cast<uint32 const&>(l_60);
const uint32 l_62 = l_61 ^ l_3;
const float l_63 = l_52 * l_49;
const uint32 l_64 = reinterpret_cast<uint32 const&>(l_63);
const float l_65 = l_40 * l_55;
const uint32 l_66 = reinterpret_cast<uint32 const&>(l_65);
const bool l_67 = l_57 != l_59;
const uint32 l_68 = uint32(l_67);
l_mut_4 = l_mut_4 + l_68;
const bool l_69 = l_57 != l_62;
const uint32 l_70 = uint32(l_69);
l_mut_5 = l_mut_5 + l_70;
const bool l_71 = l_64 != l_66;
const uint32 l_72 = uint32(l_71);
l_mut_6 = l_mut_6 + l_72;
}
const uint32 l_73 = uint32(3) * idxGlobal;
const uint32 l_85 = info.static_meta[uint32(2)];
const uint32 l_86 = l_85 * uint32(1);
const bool l_87 = l_73 < l_86;
if (l_87) {
buffer_2[l_73] = l_mut_4;
}
const uint32 l_74 = uint32(3) * idxGlobal;
const uint32 l_75 = l_74 + uint32(1);
const uint32 l_88 = info.static_meta[uint32(2)];
const uint32 l_89 = l_88 * uint32(1);
const bool l_90 = l_75 < l_89;
if (l_90) {
buffer_2[l_75] = l_mut_5;
}
const uint32 l_76 = uint32(3) * idxGlobal;
const uint32 l_77 = l_76 + uint32(2);
const uint32 l_91 = info.static_meta[uint32(2)];
const uint32 l_92 = l_91 * uint32(1);
const bool l_93 = l_77 < l_92;
if (l_93) {
buffer_2[l_77] = l_mut_6;
}
}

}
