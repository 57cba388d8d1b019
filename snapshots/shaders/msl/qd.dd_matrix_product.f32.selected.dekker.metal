
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
const uint l_163 = info.static_meta[uint(2)];
const uint l_164 = l_163 * uint(1);
const bool l_165 = uint(0) < l_164;
const uint l_166 = l_164 - uint(1);
const uint l_167 = min(uint(0), l_166);
const float l_168 = buffer_2[l_167];
const float l_169 = (l_165) ? l_168 : float(0.0);
const float l_0 = l_169;
const uint l_170 = info.static_meta[uint(2)];
const uint l_171 = l_170 * uint(1);
const bool l_172 = uint(1) < l_171;
const uint l_173 = l_171 - uint(1);
const uint l_174 = min(uint(1), l_173);
const float l_175 = buffer_2[l_174];
const float l_176 = (l_172) ? l_175 : float(0.0);
const float l_1 = l_176;
const uint l_177 = info.static_meta[uint(3)];
const uint l_178 = l_177 * uint(1);
const bool l_179 = uint(0) < l_178;
const uint l_180 = l_178 - uint(1);
const uint l_181 = min(uint(0), l_180);
const uint l_182 = buffer_3[l_181];
const uint l_183 = (l_179) ? l_182 : uint(0);
const uint l_2 = l_183;
const uint l_184 = info.static_meta[uint(3)];
const uint l_185 = l_184 * uint(1);
const bool l_186 = uint(1) < l_185;
const uint l_187 = l_185 - uint(1);
const uint l_188 = min(uint(1), l_187);
const uint l_189 = buffer_3[l_188];
const uint l_190 = (l_186) ? l_189 : uint(0);
const uint l_3 = l_190;
const uint l_191 = info.static_meta[uint(3)];
const uint l_192 = l_191 * uint(1);
const bool l_193 = uint(2) < l_192;
const uint l_194 = l_192 - uint(1);
const uint l_195 = min(uint(2), l_194);
const uint l_196 = buffer_3[l_195];
const uint l_197 = (l_193) ? l_196 : uint(0);
const uint l_4 = l_197;
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
const uint l_198 = info.static_meta[uint(0)];
const uint l_199 = l_198 * uint(1);
const bool l_200 = l_32 < l_199;
const uint l_201 = l_199 - uint(1);
const uint l_202 = min(l_32, l_201);
const float l_203 = buffer_0[l_202];
const float l_204 = (l_200) ? l_203 : float(0.0);
const float l_33 = l_204;
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
const uint l_205 = info.static_meta[uint(0)];
const uint l_206 = l_205 * uint(1);
const bool l_207 = l_42 < l_206;
const uint l_208 = l_206 - uint(1);
const uint l_209 = min(l_42, l_208);
const float l_210 = buffer_0[l_209];
const float l_211 = (l_207) ? l_210 : float(0.0);
const float l_43 = l_211;
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
const uint l_212 = info.static_meta[uint(1)];
const uint l_213 = l_212 * uint(1);
const bool l_214 = l_52 < l_213;
const uint l_215 = l_213 - uint(1);
const uint l_216 = min(l_52, l_215);
const float l_217 = buffer_1[l_216];
const float l_218 = (l_214) ? l_217 : float(0.0);
const float l_53 = l_218;
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
const uint l_219 = info.static_meta[uint(1)];
const uint l_220 = l_219 * uint(1);
const bool l_221 = l_62 < l_220;
const uint l_222 = l_220 - uint(1);
const uint l_223 = min(l_62, l_222);
const float l_224 = buffer_1[l_223];
const float l_225 = (l_221) ? l_224 : float(0.0);
const float l_63 = l_225;
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
const bool l_79 = l_1 != float(0.0);
const float l_80 = (l_79) ? l_78 : l_1;
const float l_81 = l_0 * l_68;
const bool l_82 = l_1 != float(0.0);
const float l_83 = (l_82) ? l_81 : l_1;
const float l_84 = l_83 - l_68;
const bool l_85 = l_1 != float(0.0);
const float l_86 = (l_85) ? l_84 : l_1;
const float l_87 = l_83 - l_86;
const float l_88 = l_68 - l_87;
const float l_89 = l_0 * l_74;
const bool l_90 = l_1 != float(0.0);
const float l_91 = (l_90) ? l_89 : l_1;
const float l_92 = l_91 - l_74;
const bool l_93 = l_1 != float(0.0);
const float l_94 = (l_93) ? l_92 : l_1;
const float l_95 = l_91 - l_94;
const float l_96 = l_74 - l_95;
const float l_97 = l_87 * l_95;
const float l_98 = l_97 - l_80;
const float l_99 = l_87 * l_96;
const float l_100 = l_98 + l_99;
const float l_101 = l_88 * l_95;
const float l_102 = l_100 + l_101;
const float l_103 = l_88 * l_96;
const float l_104 = l_102 + l_103;
const float l_105 = l_68 * l_77;
const float l_106 = l_71 * l_74;
const float l_107 = l_105 + l_106;
const float l_108 = l_104 + l_107;
const float l_109 = l_80 + l_108;
const bool l_110 = l_1 != float(0.0);
const float l_111 = (l_110) ? l_109 : l_1;
const float l_112 = l_111 - l_80;
const bool l_113 = l_1 != float(0.0);
const float l_114 = (l_113) ? l_112 : l_1;
const float l_115 = l_108 - l_114;
const float l_116 = l_mut_13 + l_111;
const bool l_117 = l_1 != float(0.0);
const float l_118 = (l_117) ? l_116 : l_1;
const float l_119 = l_118 - l_mut_13;
const bool l_120 = l_1 != float(0.0);
const float l_121 = (l_120) ? l_119 : l_1;
const float l_122 = l_118 - l_121;
const bool l_123 = l_1 != float(0.0);
const float l_124 = (l_123) ? l_122 : l_1;
const float l_125 = l_mut_13 - l_124;
const float l_126 = l_111 - l_121;
const float l_127 = l_125 + l_126;
const float l_128 = l_mut_14 + l_115;
const bool l_129 = l_1 != float(0.0);
const float l_130 = (l_129) ? l_128 : l_1;
const float l_131 = l_130 - l_mut_14;
const bool l_132 = l_1 != float(0.0);
const float l_133 = (l_132) ? l_131 : l_1;
const float l_134 = l_130 - l_133;
const bool l_135 = l_1 != float(0.0);
const float l_136 = (l_135) ? l_134 : l_1;
const float l_137 = l_mut_14 - l_136;
const float l_138 = l_115 - l_133;
const float l_139 = l_137 + l_138;
const float l_140 = l_127 + l_130;
const float l_141 = l_118 + l_140;
const bool l_142 = l_1 != float(0.0);
const float l_143 = (l_142) ? l_141 : l_1;
const float l_144 = l_143 - l_118;
const bool l_145 = l_1 != float(0.0);
const float l_146 = (l_145) ? l_144 : l_1;
const float l_147 = l_140 - l_146;
const float l_148 = l_139 + l_147;
const float l_149 = l_143 + l_148;
const bool l_150 = l_1 != float(0.0);
const float l_151 = (l_150) ? l_149 : l_1;
const float l_152 = l_151 - l_143;
const bool l_153 = l_1 != float(0.0);
const float l_154 = (l_153) ? l_152 : l_1;
const float l_155 = l_148 - l_154;
l_mut_13 = l_151;
l_mut_14 = l_155;
}
threadgroup_barrier(mem_flags::mem_threadgroup);
}
const bool l_156 = l_6 < l_2;
const bool l_157 = l_8 < l_4;
const bool l_158 = l_156 && l_157;
if (l_158) {
const uint l_159 = l_6 * l_4;
const uint l_160 = l_159 + l_8;
const uint l_226 = info.static_meta[uint(4)];
const uint l_227 = l_226 * uint(1);
const bool l_228 = l_160 < l_227;
if (l_228) {
buffer_4[l_160] = l_mut_13;
}
const uint l_161 = l_2 * l_4;
const uint l_162 = l_161 + l_160;
const uint l_229 = info.static_meta[uint(4)];
const uint l_230 = l_229 * uint(1);
const bool l_231 = l_162 < l_230;
if (l_231) {
buffer_4[l_162] = l_mut_14;
}
}

}
