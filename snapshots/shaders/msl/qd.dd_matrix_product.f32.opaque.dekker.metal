
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void dd_matrix_product_f_f32(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device float * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_threadgroup [[thread_position_in_threadgroup]],
    uint3 threadgroup_pos_in_grid [[threadgroup_position_in_grid]]
) {
threadgroup uchar dynamic_shared_mem[4096];
// Shared array size: 256, 1024 bytes
threadgroup float* shared_memory_10 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[3072]);
// Shared array size: 256, 1024 bytes
threadgroup float* shared_memory_12 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[1024]);
// Shared array size: 256, 1024 bytes
threadgroup float* shared_memory_11 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[2048]);
// Shared array size: 256, 1024 bytes
threadgroup float* shared_memory_9 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[0]);
float l_mut_13;
float l_mut_14;
const uint l_146 = info.static_meta[uint(2)];
const uint l_147 = l_146 * uint(1);
const bool l_148 = uint(0) < l_147;
const uint l_149 = l_147 - uint(1);
const uint l_150 = min(uint(0), l_149);
const float l_151 = buffer_2[l_150];
const float l_152 = (l_148) ? l_151 : float(0.0);
const float l_0 = l_152;
const uint l_153 = info.static_meta[uint(2)];
const uint l_154 = l_153 * uint(1);
const bool l_155 = uint(1) < l_154;
const uint l_156 = l_154 - uint(1);
const uint l_157 = min(uint(1), l_156);
const float l_158 = buffer_2[l_157];
const float l_159 = (l_155) ? l_158 : float(0.0);
const float l_1 = l_159;
const uint l_160 = info.static_meta[uint(3)];
const uint l_161 = l_160 * uint(1);
const bool l_162 = uint(0) < l_161;
const uint l_163 = l_161 - uint(1);
const uint l_164 = min(uint(0), l_163);
const uint l_165 = buffer_3[l_164];
const uint l_166 = (l_162) ? l_165 : uint(0);
const uint l_2 = l_166;
const uint l_167 = info.static_meta[uint(3)];
const uint l_168 = l_167 * uint(1);
const bool l_169 = uint(1) < l_168;
const uint l_170 = l_168 - uint(1);
const uint l_171 = min(uint(1), l_170);
const uint l_172 = buffer_3[l_171];
const uint l_173 = (l_169) ? l_172 : uint(0);
const uint l_3 = l_173;
const uint l_174 = info.static_meta[uint(3)];
const uint l_175 = l_174 * uint(1);
const bool l_176 = uint(2) < l_175;
const uint l_177 = l_175 - uint(1);
const uint l_178 = min(uint(2), l_177);
const uint l_179 = buffer_3[l_178];
const uint l_180 = (l_176) ? l_179 : uint(0);
const uint l_4 = l_180;
const uint l_5 = threadgroup_pos_in_grid.y * uint(16);
const uint l_6 = l_5 + thread_pos_in_threadgroup.y;
const uint l_7 = threadgroup_pos_in_grid.x * uint(16);
const uint l_8 = l_7 + thread_pos_in_threadgroup.x;
l_mut_13 = float(0.0);
l_mut_14 = float(0.0);
const uint l_15 = thread_pos_in_threadgroup.y * uint(16);
const uint l_16 = l_15 + thread_pos_in_threadgroup.x;
const uint l_17 = l_3 + uint(16);
const uint l_18 = l_17 - uint(1);
const uint l_19 = l_18 / uint(16);

for (uint l_mut_20 = uint(0); l_mut_20 < l_19; ++l_mut_20) {
const uint l_21 = l_mut_20 * uint(16);
const uint l_22 = l_21 + thread_pos_in_threadgroup.x;
const uint l_23 = l_mut_20 * uint(16);
const uint l_24 = l_23 + thread_pos_in_threadgroup.y;
const bool l_25 = l_6 < l_2;
const bool l_26 = l_22 < l_3;
const bool l_27 = l_25 && l_26;
const uint l_28 = uint(0) * l_2;
const uint l_29 = l_28 + l_6;
const uint l_30 = l_29 * l_3;
const uint l_31 = l_30 + l_22;
const uint l_32 = (l_27) ? l_31 : uint(0);
const uint l_181 = info.static_meta[uint(0)];
const uint l_182 = l_181 * uint(1);
const bool l_183 = l_32 < l_182;
const uint l_184 = l_182 - uint(1);
const uint l_185 = min(l_32, l_184);
const float l_186 = buffer_0[l_185];
const float l_187 = (l_183) ? l_186 : float(0.0);
const float l_33 = l_187;
const float l_34 = (l_27) ? l_33 : float(0.0);
shared_memory_9[l_16] = l_34;
const bool l_35 = l_6 < l_2;
const bool l_36 = l_22 < l_3;
const bool l_37 = l_35 && l_36;
const uint l_38 = uint(1) * l_2;
const uint l_39 = l_38 + l_6;
const uint l_40 = l_39 * l_3;
const uint l_41 = l_40 + l_22;
const uint l_42 = (l_37) ? l_41 : uint(0);
const uint l_188 = info.static_meta[uint(0)];
const uint l_189 = l_188 * uint(1);
const bool l_190 = l_42 < l_189;
const uint l_191 = l_189 - uint(1);
const uint l_192 = min(l_42, l_191);
const float l_193 = buffer_0[l_192];
const float l_194 = (l_190) ? l_193 : float(0.0);
const float l_43 = l_194;
const float l_44 = (l_37) ? l_43 : float(0.0);
shared_memory_10[l_16] = l_44;
const bool l_45 = l_24 < l_3;
const bool l_46 = l_8 < l_4;
const bool l_47 = l_45 && l_46;
const uint l_48 = uint(0) * l_3;
const uint l_49 = l_48 + l_24;
const uint l_50 = l_49 * l_4;
const uint l_51 = l_50 + l_8;
const uint l_52 = (l_47) ? l_51 : uint(0);
const uint l_195 = info.static_meta[uint(1)];
const uint l_196 = l_195 * uint(1);
const bool l_197 = l_52 < l_196;
const uint l_198 = l_196 - uint(1);
const uint l_199 = min(l_52, l_198);
const float l_200 = buffer_1[l_199];
const float l_201 = (l_197) ? l_200 : float(0.0);
const float l_53 = l_201;
const float l_54 = (l_47) ? l_53 : float(0.0);
shared_memory_11[l_16] = l_54;
const bool l_55 = l_24 < l_3;
const bool l_56 = l_8 < l_4;
const bool l_57 = l_55 && l_56;
const uint l_58 = uint(1) * l_3;
const uint l_59 = l_58 + l_24;
const uint l_60 = l_59 * l_4;
const uint l_61 = l_60 + l_8;
const uint l_62 = (l_57) ? l_61 : uint(0);
const uint l_202 = info.static_meta[uint(1)];
const uint l_203 = l_202 * uint(1);
const bool l_204 = l_62 < l_203;
const uint l_205 = l_203 - uint(1);
const uint l_206 = min(l_62, l_205);
const float l_207 = buffer_1[l_206];
const float l_208 = (l_204) ? l_207 : float(0.0);
const float l_63 = l_208;
const float l_64 = (l_57) ? l_63 : float(0.0);
shared_memory_12[l_16] = l_64;
threadgroup_barrier(mem_flags::mem_threadgroup);

for (uint l_mut_65 = uint(0); l_mut_65 < uint(16); ++l_mut_65) {
const uint l_66 = thread_pos_in_threadgroup.y * uint(16);
const uint l_67 = l_66 + l_mut_65;
const float l_68 = shared_memory_9[l_67];
const uint l_69 = thread_pos_in_threadgroup.y * uint(16);
const uint l_70 = l_69 + l_mut_65;
const float l_71 = shared_memory_10[l_70];
const uint l_72 = l_mut_65 * uint(16);
const uint l_73 = l_72 + thread_pos_in_threadgroup.x;
const float l_74 = shared_memory_11[l_73];
const uint l_75 = l_mut_65 * uint(16);
const uint l_76 = l_75 + thread_pos_in_threadgroup.x;
const float l_77 = shared_memory_12[l_76];
const float l_78 = l_68 * l_74;
const float l_79 = l_78 * l_1;
const float l_80 = l_0 * l_68;
const float l_81 = l_80 * l_1;
const float l_82 = l_81 - l_68;
const float l_83 = l_82 * l_1;
const float l_84 = l_81 - l_83;
const float l_85 = l_68 - l_84;
const float l_86 = l_0 * l_74;
const float l_87 = l_86 * l_1;
const float l_88 = l_87 - l_74;
const float l_89 = l_88 * l_1;
const float l_90 = l_87 - l_89;
const float l_91 = l_74 - l_90;
const float l_92 = l_84 * l_90;
const float l_93 = l_92 - l_79;
const float l_94 = l_84 * l_91;
const float l_95 = l_93 + l_94;
const float l_96 = l_85 * l_90;
const float l_97 = l_95 + l_96;
const float l_98 = l_85 * l_91;
const float l_99 = l_97 + l_98;
const float l_100 = l_68 * l_77;
const float l_101 = l_71 * l_74;
const float l_102 = l_100 + l_101;
const float l_103 = l_99 + l_102;
const float l_104 = l_79 + l_103;
const float l_105 = l_104 * l_1;
const float l_106 = l_105 - l_79;
const float l_107 = l_106 * l_1;
const float l_108 = l_103 - l_107;
const float l_109 = l_mut_13 + l_105;
const float l_110 = l_109 * l_1;
const float l_111 = l_110 - l_mut_13;
const float l_112 = l_111 * l_1;
const float l_113 = l_110 - l_112;
const float l_114 = l_113 * l_1;
const float l_115 = l_mut_13 - l_114;
const float l_116 = l_105 - l_112;
const float l_117 = l_115 + l_116;
const float l_118 = l_mut_14 + l_108;
const float l_119 = l_118 * l_1;
const float l_120 = l_119 - l_mut_14;
const float l_121 = l_120 * l_1;
const float l_122 = l_119 - l_121;
const float l_123 = l_122 * l_1;
const float l_124 = l_mut_14 - l_123;
const float l_125 = l_108 - l_121;
const float l_126 = l_124 + l_125;
const float l_127 = l_117 + l_119;
const float l_128 = l_110 + l_127;
const float l_129 = l_128 * l_1;
const float l_130 = l_129 - l_110;
const float l_131 = l_130 * l_1;
const float l_132 = l_127 - l_131;
const float l_133 = l_126 + l_132;
const float l_134 = l_129 + l_133;
const float l_135 = l_134 * l_1;
const float l_136 = l_135 - l_129;
const float l_137 = l_136 * l_1;
const float l_138 = l_133 - l_137;
l_mut_13 = l_135;
l_mut_14 = l_138;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
}
const bool l_139 = l_6 < l_2;
const bool l_140 = l_8 < l_4;
const bool l_141 = l_139 && l_140;
if (l_141) {
const uint l_142 = l_6 * l_4;
const uint l_143 = l_142 + l_8;
const uint l_209 = info.static_meta[uint(4)];
const uint l_210 = l_209 * uint(1);
const bool l_211 = l_143 < l_210;
if (l_211) {
buffer_4[l_143] = l_mut_13;
}
const uint l_144 = l_2 * l_4;
const uint l_145 = l_144 + l_143;
const uint l_212 = info.static_meta[uint(4)];
const uint l_213 = l_212 * uint(1);
const bool l_214 = l_145 < l_213;
if (l_214) {
buffer_4[l_145] = l_mut_14;
}
}

}
