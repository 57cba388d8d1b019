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
    uint32 scalars_uint32[4];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(64)gj_swap_and_save_f_f64 (
    double* buffer_0, double* buffer_1, const uint32* __restrict__ buffer_2, const __grid_constant__ info_st info
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
const uint32 l_0 = info.scalars_uint32[2] + info.scalars_uint32[3];
const uint32 l_1 = l_0 + idxGlobal;
const bool l_2 = l_1 < info.scalars_uint32[1];
if (l_2) {
const uint32 l_3 = info.scalars_uint32[0] * info.scalars_uint32[1];

for (uint32 l_mut_4 = uint32(0); l_mut_4 < info.scalars_uint32[3]; ++l_mut_4) {
const uint32 l_5 = info.scalars_uint32[2] + l_mut_4;
const uint32 l_65 = info.static_meta[uint32(2)];
const uint32 l_66 = l_65 * uint32(1);
const bool l_67 = l_mut_4 < l_66;
const uint32 l_68 = l_66 - uint32(1);
const uint32 l_69 = min(l_mut_4, l_68);
const uint32 l_70 = buffer_2[l_69];
const uint32 l_71 = (l_67) ? l_70 : uint32(0);
const uint32 l_6 = l_71;
const bool l_7 = l_6 != l_5;
if (l_7) {
const uint32 l_8 = l_5 * info.scalars_uint32[1];
const uint32 l_9 = l_8 + l_1;
const uint32 l_72 = info.static_meta[uint32(0)];
const uint32 l_73 = l_72 * uint32(1);
const bool l_74 = l_9 < l_73;
const uint32 l_75 = l_73 - uint32(1);
const uint32 l_76 = min(l_9, l_75);
const double l_77 = buffer_0[l_76];
const double l_78 = (l_74) ? l_77 : double(0.0);
const double l_10 = l_78;
const uint32 l_11 = l_3 + l_9;
const uint32 l_79 = info.static_meta[uint32(0)];
const uint32 l_80 = l_79 * uint32(1);
const bool l_81 = l_11 < l_80;
const uint32 l_82 = l_80 - uint32(1);
const uint32 l_83 = min(l_11, l_82);
const double l_84 = buffer_0[l_83];
const double l_85 = (l_81) ? l_84 : double(0.0);
const double l_12 = l_85;
const uint32 l_13 = uint32(2) * l_3;
const uint32 l_14 = l_13 + l_9;
const uint32 l_86 = info.static_meta[uint32(0)];
const uint32 l_87 = l_86 * uint32(1);
const bool l_88 = l_14 < l_87;
const uint32 l_89 = l_87 - uint32(1);
const uint32 l_90 = min(l_14, l_89);
const double l_91 = buffer_0[l_90];
const double l_92 = (l_88) ? l_91 : double(0.0);
const double l_15 = l_92;
const uint32 l_16 = uint32(3) * l_3;
const uint32 l_17 = l_16 + l_9;
const uint32 l_93 = info.static_meta[uint32(0)];
const uint32 l_94 = l_93 * uint32(1);
const bool l_95 = l_17 < l_94;
const uint32 l_96 = l_94 - uint32(1);
const uint32 l_97 = min(l_17, l_96);
const double l_98 = buffer_0[l_97];
const double l_99 = (l_95) ? l_98 : double(0.0);
const double l_18 = l_99;
const uint32 l_19 = l_6 * info.scalars_uint32[1];
const uint32 l_20 = l_19 + l_1;
const uint32 l_100 = info.static_meta[uint32(0)];
const uint32 l_101 = l_100 * uint32(1);
const bool l_102 = l_20 < l_101;
const uint32 l_103 = l_101 - uint32(1);
const uint32 l_104 = min(l_20, l_103);
const double l_105 = buffer_0[l_104];
const double l_106 = (l_102) ? l_105 : double(0.0);
const double l_21 = l_106;
const uint32 l_22 = l_3 + l_20;
const uint32 l_107 = info.static_meta[uint32(0)];
const uint32 l_108 = l_107 * uint32(1);
const bool l_109 = l_22 < l_108;
const uint32 l_110 = l_108 - uint32(1);
const uint32 l_111 = min(l_22, l_110);
const double l_112 = buffer_0[l_111];
const double l_113 = (l_109) ? l_112 : double(0.0);
const double l_23 = l_113;
const uint32 l_24 = uint32(2) * l_3;
const uint32 l_25 = l_24 + l_20;
const uint32 l_114 = info.static_meta[uint32(0)];
const uint32 l_115 = l_114 * uint32(1);
const bool l_116 = l_25 < l_115;
const uint32 l_117 = l_115 - uint32(1);
const uint32 l_118 = min(l_25, l_117);
const double l_119 = buffer_0[l_118];
const double l_120 = (l_116) ? l_119 : double(0.0);
const double l_26 = l_120;
const uint32 l_27 = uint32(3) * l_3;
const uint32 l_28 = l_27 + l_20;
const uint32 l_121 = info.static_meta[uint32(0)];
const uint32 l_122 = l_121 * uint32(1);
const bool l_123 = l_28 < l_122;
const uint32 l_124 = l_122 - uint32(1);
const uint32 l_125 = min(l_28, l_124);
const double l_126 = buffer_0[l_125];
const double l_127 = (l_123) ? l_126 : double(0.0);
const double l_29 = l_127;
const uint32 l_30 = l_5 * info.scalars_uint32[1];
const uint32 l_31 = l_30 + l_1;
const uint32 l_128 = info.static_meta[uint32(0)];
const uint32 l_129 = l_128 * uint32(1);
const bool l_130 = l_31 < l_129;
if (l_130) {
buffer_0[l_31] = l_21;
}
const uint32 l_32 = l_3 + l_31;
const uint32 l_131 = info.static_meta[uint32(0)];
const uint32 l_132 = l_131 * uint32(1);
const bool l_133 = l_32 < l_132;
if (l_133) {
buffer_0[l_32] = l_23;
}
const uint32 l_33 = uint32(2) * l_3;
const uint32 l_34 = l_33 + l_31;
const uint32 l_134 = info.static_meta[uint32(0)];
const uint32 l_135 = l_134 * uint32(1);
const bool l_136 = l_34 < l_135;
if (l_136) {
buffer_0[l_34] = l_26;
}
const uint32 l_35 = uint32(3) * l_3;
const uint32 l_36 = l_35 + l_31;
const uint32 l_137 = info.static_meta[uint32(0)];
const uint32 l_138 = l_137 * uint32(1);
const bool l_139 = l_36 < l_138;
if (l_139) {
buffer_0[l_36] = l_29;
}
const uint32 l_37 = l_6 * info.scalars_uint32[1];
const uint32 l_38 = l_37 + l_1;
const uint32 l_140 = info.static_meta[uint32(0)];
const uint32 l_141 = l_140 * uint32(1);
const bool l_142 = l_38 < l_141;
if (l_142) {
buffer_0[l_38] = l_10;
}
const uint32 l_39 = l_3 + l_38;
const uint32 l_143 = info.static_meta[uint32(0)];
const uint32 l_144 = l_143 * uint32(1);
const bool l_145 = l_39 < l_144;
if (l_145) {
buffer_0[l_39] = l_12;
}
const uint32 l_40 = uint32(2) * l_3;
const uint32 l_41 = l_40 + l_38;
const uint32 l_146 = info.static_meta[uint32(0)];
const uint32 l_147 = l_146 * uint32(1);
const bool l_148 = l_41 < l_147;
if (l_148) {
buffer_0[l_41] = l_15;
}
const uint32 l_42 = uint32(3) * l_3;
const uint32 l_43 = l_42 + l_38;
const uint32 l_149 = info.static_meta[uint32(0)];
const uint32 l_150 = l_149 * uint32(1);
const bool l_151 = l_43 < l_150;
if (l_151) {
buffer_0[l_43] = l_18;
}
}
}

for (uint32 l_mut_44 = uint32(0); l_mut_44 < info.scalars_uint32[3]; ++l_mut_44) {
const uint32 l_45 = info.scalars_uint32[2] + l_mut_44;
const uint32 l_46 = l_45 * info.scalars_uint32[1];
const uint32 l_47 = l_46 + l_1;
const uint32 l_152 = info.static_meta[uint32(0)];
const uint32 l_153 = l_152 * uint32(1);
const bool l_154 = l_47 < l_153;
const uint32 l_155 = l_153 - uint32(1);
const uint32 l_156 = min(l_47, l_155);
const double l_157 = buffer_0[l_156];
const double l_158 = (l_154) ? l_157 : double(0.0);
const double l_48 = l_158;
const uint32 l_49 = l_3 + l_47;
const uint32 l_159 = info.static_meta[uint32(0)];
const uint32 l_160 = l_159 * uint32(1);
const bool l_161 = l_49 < l_160;
const uint32 l_162 = l_160 - uint32(1);
const uint32 l_163 = min(l_49, l_162);
const double l_164 = buffer_0[l_163];
const double l_165 = (l_161) ? l_164 : double(0.0);
const double l_50 = l_165;
const uint32 l_51 = uint32(2) * l_3;
const uint32 l_52 = l_51 + l_47;
const uint32 l_166 = info.static_meta[uint32(0)];
const uint32 l_167 = l_166 * uint32(1);
const bool l_168 = l_52 < l_167;
const uint32 l_169 = l_167 - uint32(1);
const uint32 l_170 = min(l_52, l_169);
const double l_171 = buffer_0[l_170];
const double l_172 = (l_168) ? l_171 : double(0.0);
const double l_53 = l_172;
const uint32 l_54 = uint32(3) * l_3;
const uint32 l_55 = l_54 + l_47;
const uint32 l_173 = info.static_meta[uint32(0)];
const uint32 l_174 = l_173 * uint32(1);
const bool l_175 = l_55 < l_174;
const uint32 l_176 = l_174 - uint32(1);
const uint32 l_177 = min(l_55, l_176);
const double l_178 = buffer_0[l_177];
const double l_179 = (l_175) ? l_178 : double(0.0);
const double l_56 = l_179;
const uint32 l_57 = l_mut_44 * info.scalars_uint32[1];
const uint32 l_58 = l_57 + l_1;
const uint32 l_59 = uint32(16) * info.scalars_uint32[1];
const uint32 l_180 = info.static_meta[uint32(1)];
const uint32 l_181 = l_180 * uint32(1);
const bool l_182 = l_58 < l_181;
if (l_182) {
buffer_1[l_58] = l_48;
}
const uint32 l_60 = l_59 + l_58;
const uint32 l_183 = info.static_meta[uint32(1)];
const uint32 l_184 = l_183 * uint32(1);
const bool l_185 = l_60 < l_184;
if (l_185) {
buffer_1[l_60] = l_50;
}
const uint32 l_61 = uint32(2) * l_59;
const uint32 l_62 = l_61 + l_58;
const uint32 l_186 = info.static_meta[uint32(1)];
const uint32 l_187 = l_186 * uint32(1);
const bool l_188 = l_62 < l_187;
if (l_188) {
buffer_1[l_62] = l_53;
}
const uint32 l_63 = uint32(3) * l_59;
const uint32 l_64 = l_63 + l_58;
const uint32 l_189 = info.static_meta[uint32(1)];
const uint32 l_190 = l_189 * uint32(1);
const bool l_191 = l_64 < l_190;
if (l_191) {
buffer_1[l_64] = l_56;
}
}
}

}
