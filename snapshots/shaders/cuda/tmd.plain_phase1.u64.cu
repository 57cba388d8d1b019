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


extern "C" __global__ void __launch_bounds__(64)plain_phase1 (
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
bool l_mut_107;
bool l_mut_109;
uint32 l_mut_105;
uint32 l_mut_106;
uint64 l_mut_104;
uint64 l_mut_37;
uint64 l_mut_59;
const bool l_0 = idxGlobal == uint32(0);
if (l_0) {
const uint32 l_131 = info.static_meta[uint32(4)];
const uint32 l_132 = l_131 * uint32(1);
const uint32 l_133 = l_132 - uint32(1);
const uint32 l_134 = min(uint32(3), l_133);
uint32* l_135 = &buffer_4[l_134];
uint32* l_1 = l_135;
const uint32 l_2 = atomicAdd(l_1, uint32(1));
}
const uint32 l_3 = uint32(2) * idxGlobal;
const uint32 l_4 = info.static_meta[uint32(5)];
const bool l_5 = l_3 < l_4;
if (l_5) {
const uint32 l_136 = info.static_meta[uint32(3)];
const uint32 l_137 = l_136 * uint32(1);
const bool l_138 = uint32(0) < l_137;
const uint32 l_139 = l_137 - uint32(1);
const uint32 l_140 = min(uint32(0), l_139);
const uint32 l_141 = buffer_3[l_140];
const uint32 l_142 = (l_138) ? l_141 : uint32(0);
const uint32 l_6 = l_142;
const uint32 l_143 = info.static_meta[uint32(3)];
const uint32 l_144 = l_143 * uint32(1);
const bool l_145 = uint32(2) < l_144;
const uint32 l_146 = l_144 - uint32(1);
const uint32 l_147 = min(uint32(2), l_146);
const uint32 l_148 = buffer_3[l_147];
const uint32 l_149 = (l_145) ? l_148 : uint32(0);
const uint32 l_7 = l_149;
const uint32 l_8 = uint32(2) * uint32(2);
const uint32 l_150 = info.static_meta[uint32(3)];
const uint32 l_151 = l_150 * uint32(1);
const bool l_152 = l_8 < l_151;
const uint32 l_153 = l_151 - uint32(1);
const uint32 l_154 = min(l_8, l_153);
const uint32 l_155 = buffer_3[l_154];
const uint32 l_156 = (l_152) ? l_155 : uint32(0);
const uint32 l_9 = l_156;
const uint64 l_10 = uint64(l_9);
const uint32 l_11 = uint32(2) * uint32(2);
const uint32 l_12 = l_11 + uint32(1);
const uint32 l_157 = info.static_meta[uint32(3)];
const uint32 l_158 = l_157 * uint32(1);
const bool l_159 = l_12 < l_158;
const uint32 l_160 = l_158 - uint32(1);
const uint32 l_161 = min(l_12, l_160);
const uint32 l_162 = buffer_3[l_161];
const uint32 l_163 = (l_159) ? l_162 : uint32(0);
const uint32 l_13 = l_163;
const uint64 l_14 = uint64(l_13);
const uint64 l_15 = l_14 << uint64(32);
const uint64 l_16 = l_10 | l_15;
const uint32 l_17 = uint32(2) * idxGlobal;
const uint32 l_164 = info.static_meta[uint32(2)];
const uint32 l_165 = l_164 * uint32(1);
const bool l_166 = l_17 < l_165;
const uint32 l_167 = l_165 - uint32(1);
const uint32 l_168 = min(l_17, l_167);
const uint32 l_169 = buffer_2[l_168];
const uint32 l_170 = (l_166) ? l_169 : uint32(0);
const uint32 l_18 = l_170;
const uint64 l_19 = uint64(l_18);
const uint32 l_20 = uint32(2) * idxGlobal;
const uint32 l_21 = l_20 + uint32(1);
const uint32 l_171 = info.static_meta[uint32(2)];
const uint32 l_172 = l_171 * uint32(1);
const bool l_173 = l_21 < l_172;
const uint32 l_174 = l_172 - uint32(1);
const uint32 l_175 = min(l_21, l_174);
const uint32 l_176 = buffer_2[l_175];
const uint32 l_177 = (l_173) ? l_176 : uint32(0);
const uint32 l_22 = l_177;
const uint64 l_23 = uint64(l_22);
const uint64 l_24 = l_23 << uint64(32);
const uint64 l_25 = l_19 | l_24;
const uint32 l_26 = uint32(2) * idxGlobal;
const uint32 l_178 = info.static_meta[uint32(0)];
const uint32 l_179 = l_178 * uint32(1);
const bool l_180 = l_26 < l_179;
const uint32 l_181 = l_179 - uint32(1);
const uint32 l_182 = min(l_26, l_181);
const uint32 l_183 = buffer_0[l_182];
const uint32 l_184 = (l_180) ? l_183 : uint32(0);
const uint32 l_27 = l_184;
const uint64 l_28 = uint64(l_27);
const uint32 l_29 = uint32(2) * idxGlobal;
const uint32 l_30 = l_29 + uint32(1);
const uint32 l_185 = info.static_meta[uint32(0)];
const uint32 l_186 = l_185 * uint32(1);
const bool l_187 = l_30 < l_186;
const uint32 l_188 = l_186 - uint32(1);
const uint32 l_189 = min(l_30, l_188);
const uint32 l_190 = buffer_0[l_189];
const uint32 l_191 = (l_187) ? l_190 : uint32(0);
const uint32 l_31 = l_191;
const uint64 l_32 = uint64(l_31);
const uint64 l_33 = l_32 << uint64(32);
const uint64 l_34 = l_28 | l_33;
const uint64 l_35 = l_25 >> uint64(63);
const bool l_36 = l_35 == uint64(1);
l_mut_37 = l_25;
if (l_36) {
const uint64 l_38 = uint64(uint32(0));
const uint64 l_39 = l_38 - l_25;
l_mut_37 = l_39;
}
const uint64 l_40 = uint64(l_6);
const uint64 l_41 = l_mut_37 & uint64(4294967295);
const uint64 l_42 = l_41 * l_40;
const uint64 l_43 = l_mut_37 >> uint64(32);
const uint64 l_44 = l_43 * l_40;
const uint64 l_45 = l_44 << uint64(32);
const uint64 l_46 = l_42 + l_45;
const uint64 l_47 = l_44 >> uint64(32);
const bool l_48 = l_46 < l_42;
const uint64 l_49 = uint64(l_48);
const uint64 l_50 = l_47 + l_49;
l_mut_37 = l_46;
const bool l_51 = l_7 == uint32(64);
if (l_51) {
l_mut_37 = l_50;
} else {
const bool l_52 = l_7 > uint32(0);
if (l_52) {
const uint32 l_53 = uint32(64) - l_7;
const uint64 l_54 = uint64(l_53);
const uint64 l_55 = l_50 << l_54;
const uint64 l_56 = uint64(l_7);
const uint64 l_57 = l_46 >> l_56;
const uint64 l_58 = l_55 | l_57;
l_mut_37 = l_58;
}
}
l_mut_59 = l_mut_37;
if (l_36) {
const uint64 l_60 = uint64(uint32(0));
const uint64 l_61 = l_60 - l_mut_59;
l_mut_59 = l_61;
}
const uint64 l_62 = l_34 + l_mut_59;
const uint32 l_63 = uint32(2) * idxGlobal;
const uint32 l_192 = info.static_meta[uint32(1)];
const uint32 l_193 = l_192 * uint32(1);
const bool l_194 = l_63 < l_193;
const uint32 l_195 = l_193 - uint32(1);
const uint32 l_196 = min(l_63, l_195);
const uint32 l_197 = buffer_1[l_196];
const uint32 l_198 = (l_194) ? l_197 : uint32(0);
const uint32 l_64 = l_198;
const uint64 l_65 = uint64(l_64);
const uint32 l_66 = uint32(2) * idxGlobal;
const uint32 l_67 = l_66 + uint32(1);
const uint32 l_199 = info.static_meta[uint32(1)];
const uint32 l_200 = l_199 * uint32(1);
const bool l_201 = l_67 < l_200;
const uint32 l_202 = l_200 - uint32(1);
const uint32 l_203 = min(l_67, l_202);
const uint32 l_204 = buffer_1[l_203];
const uint32 l_205 = (l_201) ? l_204 : uint32(0);
const uint32 l_68 = l_205;
const uint64 l_69 = uint64(l_68);
const uint64 l_70 = l_69 << uint64(32);
const uint64 l_71 = l_65 | l_70;
const uint32 l_72 = l_6 * l_6;
const uint32 l_73 = l_7 + uint32(3);
const uint64 l_74 = l_25 >> uint64(63);
const bool l_75 = l_74 == uint64(1);
l_mut_59 = l_25;
if (l_75) {
const uint64 l_76 = uint64(uint32(0));
const uint64 l_77 = l_76 - l_25;
l_mut_59 = l_77;
}
const uint64 l_78 = uint64(l_72);
const uint64 l_79 = l_mut_59 & uint64(4294967295);
const uint64 l_80 = l_79 * l_78;
const uint64 l_81 = l_mut_59 >> uint64(32);
const uint64 l_82 = l_81 * l_78;
const uint64 l_83 = l_82 << uint64(32);
const uint64 l_84 = l_80 + l_83;
const uint64 l_85 = l_82 >> uint64(32);
const bool l_86 = l_84 < l_80;
const uint64 l_87 = uint64(l_86);
const uint64 l_88 = l_85 + l_87;
l_mut_59 = l_84;
const bool l_89 = l_73 == uint32(64);
if (l_89) {
l_mut_59 = l_88;
} else {
const bool l_90 = l_73 > uint32(0);
if (l_90) {
const uint32 l_91 = uint32(64) - l_73;
const uint64 l_92 = uint64(l_91);
const uint64 l_93 = l_88 << l_92;
const uint64 l_94 = uint64(l_73);
const uint64 l_95 = l_84 >> l_94;
const uint64 l_96 = l_93 | l_95;
l_mut_59 = l_96;
}
}
l_mut_37 = l_mut_59;
if (l_75) {
const uint64 l_97 = uint64(uint32(0));
const uint64 l_98 = l_97 - l_mut_37;
l_mut_37 = l_98;
}
const uint64 l_99 = l_71 - l_mut_37;
const uint64 l_100 = l_99 + l_16;
const uint64 l_101 = uint64(0) - l_62;
const uint64 l_102 = l_16 + l_16;
l_mut_59 = l_101;
const uint64 l_103 = uint64(0) - l_101;
l_mut_37 = l_103;
l_mut_104 = l_100;
l_mut_105 = uint32(1);
l_mut_106 = uint32(1);
l_mut_107 = bool(false);
const bool l_108 = l_mut_104 >= l_102;
l_mut_109 = l_108;
const bool l_110 = l_101 == uint64(0);
if (l_110) {
l_mut_107 = l_mut_109;
l_mut_109 = bool(false);
}
while (true) {
const bool l_111 = !l_mut_109;
if (l_111) {
break;}
const bool l_112 = l_mut_104 < l_mut_59;
if (l_112) {
while (true) {
const bool l_113 = l_mut_59 < l_mut_37;
const uint32 l_114 = l_mut_105 + l_mut_106;
const bool l_115 = l_114 < l_6;
const bool l_116 = l_113 && l_115;
const bool l_117 = !l_116;
if (l_117) {
break;}
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
const uint32 l_118 = l_mut_105 + l_mut_106;
const bool l_119 = l_118 >= l_6;
if (l_119) {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
} else {
l_mut_104 = l_mut_104 - l_mut_59;
const bool l_120 = l_mut_104 < l_102;
if (l_120) {
l_mut_109 = bool(false);
} else {
while (true) {
const bool l_121 = l_mut_37 < l_mut_59;
const uint32 l_122 = l_mut_105 + l_mut_106;
const bool l_123 = l_122 < l_6;
const bool l_124 = l_121 && l_123;
const bool l_125 = !l_124;
if (l_125) {
break;}
l_mut_59 = l_mut_59 - l_mut_37;
l_mut_106 = l_mut_106 + l_mut_105;
}
const uint32 l_126 = l_mut_105 + l_mut_106;
const bool l_127 = l_126 >= l_6;
if (l_127) {
l_mut_107 = bool(true);
l_mut_109 = bool(false);
} else {
l_mut_37 = l_mut_37 - l_mut_59;
l_mut_105 = l_mut_105 + l_mut_106;
}
}
}
}
const bool l_128 = !l_mut_107;
if (l_128) {
const uint32 l_206 = info.static_meta[uint32(4)];
const uint32 l_207 = l_206 * uint32(1);
const uint32 l_208 = l_207 - uint32(1);
const uint32 l_209 = min(uint32(0), l_208);
uint32* l_210 = &buffer_4[l_209];
uint32* l_129 = l_210;
const uint32 l_130 = atomicAdd(l_129, uint32(1));
}
}

}
