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


extern "C" __global__ void __launch_bounds__(64)double_words_f_f64 (
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
double l_mut_102;
double l_mut_12;
double l_mut_13;
double l_mut_18;
double l_mut_24;
double l_mut_31;
double l_mut_37;
double l_mut_44;
double l_mut_50;
double l_mut_57;
double l_mut_63;
double l_mut_70;
double l_mut_76;
double l_mut_83;
double l_mut_89;
double l_mut_96;
uint32 l_mut_4;
const uint32 l_0 = info.static_meta[uint32(4)];
const uint32 l_1 = l_0 / uint32(2);
const uint32 l_106 = info.static_meta[uint32(2)];
const uint32 l_107 = l_106 * uint32(1);
const bool l_108 = uint32(0) < l_107;
const uint32 l_109 = l_107 - uint32(1);
const uint32 l_110 = min(uint32(0), l_109);
const double l_111 = buffer_2[l_110];
const double l_112 = (l_108) ? l_111 : double(0.0);
const double l_2 = l_112;
const uint32 l_113 = info.static_meta[uint32(2)];
const uint32 l_114 = l_113 * uint32(1);
const bool l_115 = uint32(1) < l_114;
const uint32 l_116 = l_114 - uint32(1);
const uint32 l_117 = min(uint32(1), l_116);
const double l_118 = buffer_2[l_117];
const double l_119 = (l_115) ? l_118 : double(0.0);
const double l_3 = l_119;
l_mut_4 = idxGlobal;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint32 l_120 = info.static_meta[uint32(0)];
const uint32 l_121 = l_120 * uint32(1);
const bool l_122 = l_mut_4 < l_121;
const uint32 l_123 = l_121 - uint32(1);
const uint32 l_124 = min(l_mut_4, l_123);
const double l_125 = buffer_0[l_124];
const double l_126 = (l_122) ? l_125 : double(0.0);
const double l_6 = l_126;
const uint32 l_7 = l_1 + l_mut_4;
const uint32 l_127 = info.static_meta[uint32(0)];
const uint32 l_128 = l_127 * uint32(1);
const bool l_129 = l_7 < l_128;
const uint32 l_130 = l_128 - uint32(1);
const uint32 l_131 = min(l_7, l_130);
const double l_132 = buffer_0[l_131];
const double l_133 = (l_129) ? l_132 : double(0.0);
const double l_8 = l_133;
const uint32 l_134 = info.static_meta[uint32(1)];
const uint32 l_135 = l_134 * uint32(1);
const bool l_136 = l_mut_4 < l_135;
const uint32 l_137 = l_135 - uint32(1);
const uint32 l_138 = min(l_mut_4, l_137);
const double l_139 = buffer_1[l_138];
const double l_140 = (l_136) ? l_139 : double(0.0);
const double l_9 = l_140;
const uint32 l_10 = l_1 + l_mut_4;
const uint32 l_141 = info.static_meta[uint32(1)];
const uint32 l_142 = l_141 * uint32(1);
const bool l_143 = l_10 < l_142;
const uint32 l_144 = l_142 - uint32(1);
const uint32 l_145 = min(l_10, l_144);
const double l_146 = buffer_1[l_145];
const double l_147 = (l_143) ? l_146 : double(0.0);
const double l_11 = l_147;
l_mut_12 = l_6;
l_mut_13 = l_9;
const double l_14 = abs(l_9);
const double l_15 = abs(l_6);
const bool l_16 = l_14 >= l_15;
if (l_16) {
l_mut_12 = l_9;
l_mut_13 = l_6;
}
const double l_17 = l_mut_12 + l_mut_13;
l_mut_18 = l_17;
const double l_19 = l_mut_18 - l_mut_12;
const double l_20 = l_mut_18 - l_19;
const double l_21 = l_20 - l_mut_12;
const double l_22 = l_mut_13 - l_21;
const double l_23 = l_22 - l_19;
l_mut_24 = l_23;
const double l_25 = l_mut_24 + l_19;
const bool l_26 = l_25 != l_22;
if (l_26) {
l_mut_18 = l_mut_12;
l_mut_24 = l_mut_13;
}
l_mut_13 = l_8;
l_mut_12 = l_11;
const double l_27 = abs(l_11);
const double l_28 = abs(l_8);
const bool l_29 = l_27 >= l_28;
if (l_29) {
l_mut_13 = l_11;
l_mut_12 = l_8;
}
const double l_30 = l_mut_13 + l_mut_12;
l_mut_31 = l_30;
const double l_32 = l_mut_31 - l_mut_13;
const double l_33 = l_mut_31 - l_32;
const double l_34 = l_33 - l_mut_13;
const double l_35 = l_mut_12 - l_34;
const double l_36 = l_35 - l_32;
l_mut_37 = l_36;
const double l_38 = l_mut_37 + l_32;
const bool l_39 = l_38 != l_35;
if (l_39) {
l_mut_31 = l_mut_13;
l_mut_37 = l_mut_12;
}
l_mut_13 = l_mut_24;
l_mut_12 = l_mut_31;
const double l_40 = abs(l_mut_31);
const double l_41 = abs(l_mut_24);
const bool l_42 = l_40 >= l_41;
if (l_42) {
l_mut_13 = l_mut_31;
l_mut_12 = l_mut_24;
}
const double l_43 = l_mut_13 + l_mut_12;
l_mut_44 = l_43;
const double l_45 = l_mut_44 - l_mut_13;
const double l_46 = l_mut_44 - l_45;
const double l_47 = l_46 - l_mut_13;
const double l_48 = l_mut_12 - l_47;
const double l_49 = l_48 - l_45;
l_mut_50 = l_49;
const double l_51 = l_mut_50 + l_45;
const bool l_52 = l_51 != l_48;
if (l_52) {
l_mut_44 = l_mut_13;
l_mut_50 = l_mut_12;
}
l_mut_13 = l_mut_37;
l_mut_12 = l_mut_50;
const double l_53 = abs(l_mut_50);
const double l_54 = abs(l_mut_37);
const bool l_55 = l_53 >= l_54;
if (l_55) {
l_mut_13 = l_mut_50;
l_mut_12 = l_mut_37;
}
const double l_56 = l_mut_13 + l_mut_12;
l_mut_57 = l_56;
const double l_58 = l_mut_57 - l_mut_13;
const double l_59 = l_mut_57 - l_58;
const double l_60 = l_59 - l_mut_13;
const double l_61 = l_mut_12 - l_60;
const double l_62 = l_61 - l_58;
l_mut_63 = l_62;
const double l_64 = l_mut_63 + l_58;
const bool l_65 = l_64 != l_61;
if (l_65) {
l_mut_57 = l_mut_13;
l_mut_63 = l_mut_12;
}
l_mut_13 = l_mut_44;
l_mut_12 = l_mut_57;
const double l_66 = abs(l_mut_57);
const double l_67 = abs(l_mut_44);
const bool l_68 = l_66 >= l_67;
if (l_68) {
l_mut_13 = l_mut_57;
l_mut_12 = l_mut_44;
}
const double l_69 = l_mut_13 + l_mut_12;
l_mut_70 = l_69;
const double l_71 = l_mut_70 - l_mut_13;
const double l_72 = l_mut_70 - l_71;
const double l_73 = l_72 - l_mut_13;
const double l_74 = l_mut_12 - l_73;
const double l_75 = l_74 - l_71;
l_mut_76 = l_75;
const double l_77 = l_mut_76 + l_71;
const bool l_78 = l_77 != l_74;
if (l_78) {
l_mut_70 = l_mut_13;
l_mut_76 = l_mut_12;
}
l_mut_13 = l_mut_18;
l_mut_12 = l_mut_70;
const double l_79 = abs(l_mut_70);
const double l_80 = abs(l_mut_18);
const bool l_81 = l_79 >= l_80;
if (l_81) {
l_mut_13 = l_mut_70;
l_mut_12 = l_mut_18;
}
const double l_82 = l_mut_13 + l_mut_12;
l_mut_83 = l_82;
const double l_84 = l_mut_83 - l_mut_13;
const double l_85 = l_mut_83 - l_84;
const double l_86 = l_85 - l_mut_13;
const double l_87 = l_mut_12 - l_86;
const double l_88 = l_87 - l_84;
l_mut_89 = l_88;
const double l_90 = l_mut_89 + l_84;
const bool l_91 = l_90 != l_87;
if (l_91) {
l_mut_83 = l_mut_13;
l_mut_89 = l_mut_12;
}
l_mut_13 = l_mut_76;
l_mut_12 = l_mut_89;
const double l_92 = abs(l_mut_89);
const double l_93 = abs(l_mut_76);
const bool l_94 = l_92 >= l_93;
if (l_94) {
l_mut_13 = l_mut_89;
l_mut_12 = l_mut_76;
}
const double l_95 = l_mut_13 + l_mut_12;
l_mut_96 = l_95;
const double l_97 = l_mut_96 - l_mut_13;
const double l_98 = l_mut_96 - l_97;
const double l_99 = l_98 - l_mut_13;
const double l_100 = l_mut_12 - l_99;
const double l_101 = l_100 - l_97;
l_mut_102 = l_101;
const double l_103 = l_mut_102 + l_97;
const bool l_104 = l_103 != l_100;
if (l_104) {
l_mut_96 = l_mut_13;
l_mut_102 = l_mut_12;
}
const uint32 l_148 = info.static_meta[uint32(3)];
const uint32 l_149 = l_148 * uint32(1);
const bool l_150 = l_mut_4 < l_149;
if (l_150) {
buffer_3[l_mut_4] = l_mut_83;
}
const uint32 l_105 = l_1 + l_mut_4;
const uint32 l_151 = info.static_meta[uint32(3)];
const uint32 l_152 = l_151 * uint32(1);
const bool l_153 = l_105 < l_152;
if (l_153) {
buffer_3[l_105] = l_mut_96;
}
}

}
