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


extern "C" __global__ void __launch_bounds__(64)fixed_ops (
    const uint32* __restrict__ buffer_0, const uint32* __restrict__ buffer_1, const uint32* __restrict__ buffer_2, const uint32* __restrict__ buffer_3, uint32* buffer_4, const __grid_constant__ info_st info
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
uint32 l_mut_66;
uint64 l_mut_63;
uint64 l_mut_64;
const uint32 l_0 = info.static_meta[uint32(7)];
const bool l_1 = idxGlobal < l_0;
if (l_1) {
const uint32 l_2 = uint32(2) * idxGlobal;
const uint32 l_131 = info.static_meta[uint32(0)];
const uint32 l_132 = l_131 * uint32(1);
const bool l_133 = l_2 < l_132;
const uint32 l_134 = l_132 - uint32(1);
const uint32 l_135 = min(l_2, l_134);
const uint32 l_136 = buffer_0[l_135];
const uint32 l_137 = (l_133) ? l_136 : uint32(0);
const uint32 l_3 = l_137;
const uint64 l_4 = uint64(l_3);
const uint32 l_5 = uint32(2) * idxGlobal;
const uint32 l_6 = l_5 + uint32(1);
const uint32 l_138 = info.static_meta[uint32(0)];
const uint32 l_139 = l_138 * uint32(1);
const bool l_140 = l_6 < l_139;
const uint32 l_141 = l_139 - uint32(1);
const uint32 l_142 = min(l_6, l_141);
const uint32 l_143 = buffer_0[l_142];
const uint32 l_144 = (l_140) ? l_143 : uint32(0);
const uint32 l_7 = l_144;
const uint64 l_8 = uint64(l_7);
const uint64 l_9 = l_8 << uint64(32);
const uint64 l_10 = l_4 | l_9;
const uint32 l_11 = uint32(2) * idxGlobal;
const uint32 l_145 = info.static_meta[uint32(1)];
const uint32 l_146 = l_145 * uint32(1);
const bool l_147 = l_11 < l_146;
const uint32 l_148 = l_146 - uint32(1);
const uint32 l_149 = min(l_11, l_148);
const uint32 l_150 = buffer_1[l_149];
const uint32 l_151 = (l_147) ? l_150 : uint32(0);
const uint32 l_12 = l_151;
const uint64 l_13 = uint64(l_12);
const uint32 l_14 = uint32(2) * idxGlobal;
const uint32 l_15 = l_14 + uint32(1);
const uint32 l_152 = info.static_meta[uint32(1)];
const uint32 l_153 = l_152 * uint32(1);
const bool l_154 = l_15 < l_153;
const uint32 l_155 = l_153 - uint32(1);
const uint32 l_156 = min(l_15, l_155);
const uint32 l_157 = buffer_1[l_156];
const uint32 l_158 = (l_154) ? l_157 : uint32(0);
const uint32 l_16 = l_158;
const uint64 l_17 = uint64(l_16);
const uint64 l_18 = l_17 << uint64(32);
const uint64 l_19 = l_13 | l_18;
const uint32 l_159 = info.static_meta[uint32(2)];
const uint32 l_160 = l_159 * uint32(1);
const bool l_161 = idxGlobal < l_160;
const uint32 l_162 = l_160 - uint32(1);
const uint32 l_163 = min(idxGlobal, l_162);
const uint32 l_164 = buffer_2[l_163];
const uint32 l_165 = (l_161) ? l_164 : uint32(0);
const uint32 l_20 = l_165;
const uint32 l_21 = uint32(6) * idxGlobal;
const uint64 l_22 = l_10 + l_19;
const uint32 l_23 = uint32(2) * l_21;
const uint64 l_24 = l_22 & uint64(4294967295);
const uint32 l_25 = uint32(l_24);
const uint32 l_166 = info.static_meta[uint32(4)];
const uint32 l_167 = l_166 * uint32(1);
const bool l_168 = l_23 < l_167;
if (l_168) {
buffer_4[l_23] = l_25;
}
const uint32 l_26 = uint32(2) * l_21;
const uint32 l_27 = l_26 + uint32(1);
const uint64 l_28 = l_22 >> uint64(32);
const uint32 l_29 = uint32(l_28);
const uint32 l_169 = info.static_meta[uint32(4)];
const uint32 l_170 = l_169 * uint32(1);
const bool l_171 = l_27 < l_170;
if (l_171) {
buffer_4[l_27] = l_29;
}
const uint32 l_30 = uint32(6) * idxGlobal;
const uint32 l_31 = l_30 + uint32(1);
const uint64 l_32 = l_10 - l_19;
const uint32 l_33 = uint32(2) * l_31;
const uint64 l_34 = l_32 & uint64(4294967295);
const uint32 l_35 = uint32(l_34);
const uint32 l_172 = info.static_meta[uint32(4)];
const uint32 l_173 = l_172 * uint32(1);
const bool l_174 = l_33 < l_173;
if (l_174) {
buffer_4[l_33] = l_35;
}
const uint32 l_36 = uint32(2) * l_31;
const uint32 l_37 = l_36 + uint32(1);
const uint64 l_38 = l_32 >> uint64(32);
const uint32 l_39 = uint32(l_38);
const uint32 l_175 = info.static_meta[uint32(4)];
const uint32 l_176 = l_175 * uint32(1);
const bool l_177 = l_37 < l_176;
if (l_177) {
buffer_4[l_37] = l_39;
}
const uint32 l_40 = uint32(6) * idxGlobal;
const uint32 l_41 = l_40 + uint32(2);
const uint64 l_42 = uint64(l_20);
const uint64 l_43 = l_10 * l_42;
const uint32 l_44 = uint32(2) * l_41;
const uint64 l_45 = l_43 & uint64(4294967295);
const uint32 l_46 = uint32(l_45);
const uint32 l_178 = info.static_meta[uint32(4)];
const uint32 l_179 = l_178 * uint32(1);
const bool l_180 = l_44 < l_179;
if (l_180) {
buffer_4[l_44] = l_46;
}
const uint32 l_47 = uint32(2) * l_41;
const uint32 l_48 = l_47 + uint32(1);
const uint64 l_49 = l_43 >> uint64(32);
const uint32 l_50 = uint32(l_49);
const uint32 l_181 = info.static_meta[uint32(4)];
const uint32 l_182 = l_181 * uint32(1);
const bool l_183 = l_48 < l_182;
if (l_183) {
buffer_4[l_48] = l_50;
}
const uint32 l_51 = uint32(6) * idxGlobal;
const uint32 l_52 = l_51 + uint32(3);
const uint32 l_53 = l_20 % uint32(64);
const uint64 l_54 = uint64(l_53);
const uint64 l_55 = l_10 >> l_54;
const uint32 l_56 = uint32(2) * l_52;
const uint64 l_57 = l_55 & uint64(4294967295);
const uint32 l_58 = uint32(l_57);
const uint32 l_184 = info.static_meta[uint32(4)];
const uint32 l_185 = l_184 * uint32(1);
const bool l_186 = l_56 < l_185;
if (l_186) {
buffer_4[l_56] = l_58;
}
const uint32 l_59 = uint32(2) * l_52;
const uint32 l_60 = l_59 + uint32(1);
const uint64 l_61 = l_55 >> uint64(32);
const uint32 l_62 = uint32(l_61);
const uint32 l_187 = info.static_meta[uint32(4)];
const uint32 l_188 = l_187 * uint32(1);
const bool l_189 = l_60 < l_188;
if (l_189) {
buffer_4[l_60] = l_62;
}
l_mut_63 = l_19;
l_mut_64 = l_10;
const bool l_65 = l_19 < l_10;
if (l_65) {
l_mut_63 = l_10;
l_mut_64 = l_19;
}
l_mut_66 = uint32(0);
const bool l_67 = l_mut_64 == uint64(0);
const bool l_68 = !l_67;
const bool l_69 = l_mut_64 < l_mut_63;
const bool l_70 = l_68 && l_69;
if (l_70) {
const uint32 l_71 = l_20 % uint32(32768);
const uint64 l_72 = l_mut_63 - uint64(1);
const uint64 l_73 = l_72 / l_mut_64;
const uint64 l_74 = uint64(l_71);
const bool l_75 = l_73 < l_74;
const uint64 l_76 = uint64(l_71);
const uint64 l_77 = (l_75) ? l_73 : l_76;
const uint32 l_78 = uint32(l_77);
l_mut_66 = l_78;
}
const bool l_79 = l_10 < l_19;
const uint32 l_80 = uint32(l_79);
const uint32 l_81 = l_80 << uint32(16);
l_mut_66 = l_mut_66 | l_81;
const uint64 l_82 = l_10 >> uint64(63);
const bool l_83 = l_82 == uint64(1);
const uint32 l_84 = uint32(l_83);
const uint32 l_85 = l_84 << uint32(17);
l_mut_66 = l_mut_66 | l_85;
const uint32 l_86 = uint32(6) * idxGlobal;
const uint32 l_87 = l_86 + uint32(4);
const uint64 l_88 = uint64(l_mut_66);
const uint32 l_89 = uint32(2) * l_87;
const uint64 l_90 = l_88 & uint64(4294967295);
const uint32 l_91 = uint32(l_90);
const uint32 l_190 = info.static_meta[uint32(4)];
const uint32 l_191 = l_190 * uint32(1);
const bool l_192 = l_89 < l_191;
if (l_192) {
buffer_4[l_89] = l_91;
}
const uint32 l_92 = uint32(2) * l_87;
const uint32 l_93 = l_92 + uint32(1);
const uint64 l_94 = l_88 >> uint64(32);
const uint32 l_95 = uint32(l_94);
const uint32 l_193 = info.static_meta[uint32(4)];
const uint32 l_194 = l_193 * uint32(1);
const bool l_195 = l_93 < l_194;
if (l_195) {
buffer_4[l_93] = l_95;
}
const uint32 l_96 = uint32(6) * idxGlobal;
const uint32 l_97 = l_96 + uint32(5);
const uint32 l_196 = info.static_meta[uint32(3)];
const uint32 l_197 = l_196 * uint32(1);
const bool l_198 = idxGlobal < l_197;
const uint32 l_199 = l_197 - uint32(1);
const uint32 l_200 = min(idxGlobal, l_199);
const uint32 l_201 = buffer_3[l_200];
const uint32 l_202 = (l_198) ? l_201 : uint32(0);
const uint32 l_98 = l_202;
const uint64 l_99 = l_10 >> uint64(63);
const bool l_100 = l_99 == uint64(1);
l_mut_64 = l_10;
if (l_100) {
const uint64 l_101 = uint64(uint32(0));
const uint64 l_102 = l_101 - l_10;
l_mut_64 = l_102;
}
const uint64 l_103 = uint64(l_20);
const uint64 l_104 = l_mut_64 & uint64(4294967295);
const uint64 l_105 = l_104 * l_103;
const uint64 l_106 = l_mut_64 >> uint64(32);
const uint64 l_107 = l_106 * l_103;
const uint64 l_108 = l_107 << uint64(32);
const uint64 l_109 = l_105 + l_108;
const uint64 l_110 = l_107 >> uint64(32);
const bool l_111 = l_109 < l_105;
const uint64 l_112 = uint64(l_111);
const uint64 l_113 = l_110 + l_112;
l_mut_64 = l_109;
const bool l_114 = l_98 == uint32(64);
if (l_114) {
l_mut_64 = l_113;
} else {
const bool l_115 = l_98 > uint32(0);
if (l_115) {
const uint32 l_116 = uint32(64) - l_98;
const uint64 l_117 = uint64(l_116);
const uint64 l_118 = l_113 << l_117;
const uint64 l_119 = uint64(l_98);
const uint64 l_120 = l_109 >> l_119;
const uint64 l_121 = l_118 | l_120;
l_mut_64 = l_121;
}
}
l_mut_63 = l_mut_64;
if (l_100) {
const uint64 l_122 = uint64(uint32(0));
const uint64 l_123 = l_122 - l_mut_63;
l_mut_63 = l_123;
}
const uint32 l_124 = uint32(2) * l_97;
const uint64 l_125 = l_mut_63 & uint64(4294967295);
const uint32 l_126 = uint32(l_125);
const uint32 l_203 = info.static_meta[uint32(4)];
const uint32 l_204 = l_203 * uint32(1);
const bool l_205 = l_124 < l_204;
if (l_205) {
buffer_4[l_124] = l_126;
}
const uint32 l_127 = uint32(2) * l_97;
const uint32 l_128 = l_127 + uint32(1);
const uint64 l_129 = l_mut_63 >> uint64(32);
const uint32 l_130 = uint32(l_129);
const uint32 l_206 = info.static_meta[uint32(4)];
const uint32 l_207 = l_206 * uint32(1);
const bool l_208 = l_128 < l_207;
if (l_208) {
buffer_4[l_128] = l_130;
}
}

}
