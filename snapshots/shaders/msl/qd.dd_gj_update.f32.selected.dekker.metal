
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint scalars_uint[4];uint static_meta[8];
};

[[kernel]]
void gj_update_f_f32(
    device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    const device float * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_threadgroup [[thread_position_in_threadgroup]],
    uint3 threadgroup_pos_in_grid [[threadgroup_position_in_grid]]
) {
threadgroup uchar dynamic_shared_mem[4096];
// Shared array size: 512, 2048 bytes
threadgroup float* shared_memory_9 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[2048]);
// Shared array size: 512, 2048 bytes
threadgroup float* shared_memory_8 = reinterpret_cast<threadgroup float*>(&dynamic_shared_mem[0]);
float l_mut_58;
float l_mut_60;
float l_mut_62;
float l_mut_64;
uint l_mut_12;
const uint l_158 = info.static_meta[uint(3)];
const uint l_159 = l_158 * uint(1);
const bool l_160 = uint(0) < l_159;
const uint l_161 = l_159 - uint(1);
const uint l_162 = min(uint(0), l_161);
const float l_163 = buffer_3[l_162];
const float l_164 = (l_160) ? l_163 : float(0.0);
const float l_0 = l_164;
const uint l_165 = info.static_meta[uint(3)];
const uint l_166 = l_165 * uint(1);
const bool l_167 = uint(1) < l_166;
const uint l_168 = l_166 - uint(1);
const uint l_169 = min(uint(1), l_168);
const float l_170 = buffer_3[l_169];
const float l_171 = (l_167) ? l_170 : float(0.0);
const float l_1 = l_171;
const uint l_2 = threadgroup_pos_in_grid.y * uint(16);
const uint l_3 = l_2 + thread_pos_in_threadgroup.y;
const uint l_4 = info.scalars_uint[2] + info.scalars_uint[3];
const uint l_5 = threadgroup_pos_in_grid.x * uint(16);
const uint l_6 = l_4 + l_5;
const uint l_7 = l_6 + thread_pos_in_threadgroup.x;
const uint l_10 = thread_pos_in_threadgroup.y * uint(16);
const uint l_11 = l_10 + thread_pos_in_threadgroup.x;
l_mut_12 = l_11;
while (true) {
const bool l_13 = l_mut_12 < uint(256);
const bool l_14 = !l_13;
if (l_14) {
break;}
const uint l_15 = threadgroup_pos_in_grid.y * uint(16);
const uint l_16 = l_mut_12 / uint(16);
const uint l_17 = l_15 + l_16;
const uint l_18 = l_mut_12 % uint(16);
const uint l_19 = uint(16) + l_18;
const uint l_20 = info.scalars_uint[2] + info.scalars_uint[3];
const uint l_21 = threadgroup_pos_in_grid.x * uint(16);
const uint l_22 = l_20 + l_21;
const uint l_23 = l_mut_12 % uint(16);
const uint l_24 = l_22 + l_23;
const bool l_25 = l_17 < info.scalars_uint[0];
const uint l_26 = (l_25) ? l_17 : uint(0);
const uint l_27 = l_26 * uint(32);
const uint l_28 = l_27 + l_19;
const uint l_29 = info.scalars_uint[0] * uint(32);
const uint l_172 = info.static_meta[uint(1)];
const uint l_173 = l_172 * uint(1);
const bool l_174 = l_28 < l_173;
const uint l_175 = l_173 - uint(1);
const uint l_176 = min(l_28, l_175);
const float l_177 = buffer_1[l_176];
const float l_178 = (l_174) ? l_177 : float(0.0);
const float l_30 = l_178;
const uint l_31 = l_29 + l_28;
const uint l_179 = info.static_meta[uint(1)];
const uint l_180 = l_179 * uint(1);
const bool l_181 = l_31 < l_180;
const uint l_182 = l_180 - uint(1);
const uint l_183 = min(l_31, l_182);
const float l_184 = buffer_1[l_183];
const float l_185 = (l_181) ? l_184 : float(0.0);
const float l_32 = l_185;
const uint l_33 = l_mut_12 / uint(16);
const uint l_34 = l_33 * info.scalars_uint[1];
const bool l_35 = l_24 < info.scalars_uint[1];
const uint l_36 = (l_35) ? l_24 : uint(0);
const uint l_37 = l_34 + l_36;
const uint l_38 = uint(16) * info.scalars_uint[1];
const uint l_186 = info.static_meta[uint(2)];
const uint l_187 = l_186 * uint(1);
const bool l_188 = l_37 < l_187;
const uint l_189 = l_187 - uint(1);
const uint l_190 = min(l_37, l_189);
const float l_191 = buffer_2[l_190];
const float l_192 = (l_188) ? l_191 : float(0.0);
const float l_39 = l_192;
const uint l_40 = l_38 + l_37;
const uint l_193 = info.static_meta[uint(2)];
const uint l_194 = l_193 * uint(1);
const bool l_195 = l_40 < l_194;
const uint l_196 = l_194 - uint(1);
const uint l_197 = min(l_40, l_196);
const float l_198 = buffer_2[l_197];
const float l_199 = (l_195) ? l_198 : float(0.0);
const float l_41 = l_199;
shared_memory_8[l_mut_12] = l_30;
const uint l_42 = uint(256) + l_mut_12;
shared_memory_8[l_42] = l_32;
shared_memory_9[l_mut_12] = l_39;
const uint l_43 = uint(256) + l_mut_12;
shared_memory_9[l_43] = l_41;
l_mut_12 = l_mut_12 + uint(256);
}
threadgroup_barrier(mem_flags::mem_threadgroup);
const bool l_44 = l_3 < info.scalars_uint[0];
const bool l_45 = l_7 < info.scalars_uint[1];
const bool l_46 = l_44 && l_45;
if (l_46) {
const uint l_47 = l_3 * info.scalars_uint[1];
const uint l_48 = l_47 + l_7;
const uint l_49 = info.scalars_uint[0] * info.scalars_uint[1];
const uint l_200 = info.static_meta[uint(0)];
const uint l_201 = l_200 * uint(1);
const bool l_202 = l_48 < l_201;
const uint l_203 = l_201 - uint(1);
const uint l_204 = min(l_48, l_203);
const float l_205 = buffer_0[l_204];
const float l_206 = (l_202) ? l_205 : float(0.0);
const float l_50 = l_206;
const uint l_51 = l_49 + l_48;
const uint l_207 = info.static_meta[uint(0)];
const uint l_208 = l_207 * uint(1);
const bool l_209 = l_51 < l_208;
const uint l_210 = l_208 - uint(1);
const uint l_211 = min(l_51, l_210);
const float l_212 = buffer_0[l_211];
const float l_213 = (l_209) ? l_212 : float(0.0);
const float l_52 = l_213;
const bool l_53 = l_3 < info.scalars_uint[2];
const uint l_54 = info.scalars_uint[2] + info.scalars_uint[3];
const bool l_55 = l_3 >= l_54;
const bool l_56 = l_53 || l_55;
const float l_57 = (l_56) ? l_50 : float(0.0);
l_mut_58 = l_57;
const float l_59 = (l_56) ? l_52 : float(0.0);
l_mut_60 = l_59;
const float l_61 = (l_56) ? float(0.0) : float(0.0);
l_mut_62 = l_61;
const float l_63 = (l_56) ? float(0.0) : float(0.0);
l_mut_64 = l_63;

for (uint l_mut_65 = uint(0); l_mut_65 < info.scalars_uint[3]; ++l_mut_65) {
const uint l_66 = thread_pos_in_threadgroup.y * uint(16);
const uint l_67 = l_66 + l_mut_65;
const uint l_68 = l_mut_65 * uint(16);
const uint l_69 = l_68 + thread_pos_in_threadgroup.x;
const float l_70 = shared_memory_8[l_67];
const uint l_71 = uint(256) + l_67;
const float l_72 = shared_memory_8[l_71];
const float l_73 = shared_memory_9[l_69];
const uint l_74 = uint(256) + l_69;
const float l_75 = shared_memory_9[l_74];
const float l_76 = l_70 * l_73;
const bool l_77 = l_1 != float(0.0);
const float l_78 = (l_77) ? l_76 : l_1;
const float l_79 = l_0 * l_70;
const bool l_80 = l_1 != float(0.0);
const float l_81 = (l_80) ? l_79 : l_1;
const float l_82 = l_81 - l_70;
const bool l_83 = l_1 != float(0.0);
const float l_84 = (l_83) ? l_82 : l_1;
const float l_85 = l_81 - l_84;
const float l_86 = l_70 - l_85;
const float l_87 = l_0 * l_73;
const bool l_88 = l_1 != float(0.0);
const float l_89 = (l_88) ? l_87 : l_1;
const float l_90 = l_89 - l_73;
const bool l_91 = l_1 != float(0.0);
const float l_92 = (l_91) ? l_90 : l_1;
const float l_93 = l_89 - l_92;
const float l_94 = l_73 - l_93;
const float l_95 = l_85 * l_93;
const float l_96 = l_95 - l_78;
const float l_97 = l_85 * l_94;
const float l_98 = l_96 + l_97;
const float l_99 = l_86 * l_93;
const float l_100 = l_98 + l_99;
const float l_101 = l_86 * l_94;
const float l_102 = l_100 + l_101;
const float l_103 = l_70 * l_75;
const float l_104 = l_72 * l_73;
const float l_105 = l_103 + l_104;
const float l_106 = l_102 + l_105;
const float l_107 = l_78 + l_106;
const bool l_108 = l_1 != float(0.0);
const float l_109 = (l_108) ? l_107 : l_1;
const float l_110 = l_109 - l_78;
const bool l_111 = l_1 != float(0.0);
const float l_112 = (l_111) ? l_110 : l_1;
const float l_113 = l_106 - l_112;
const float l_114 = l_mut_58 + l_109;
const bool l_115 = l_1 != float(0.0);
const float l_116 = (l_115) ? l_114 : l_1;
const float l_117 = l_116 - l_mut_58;
const bool l_118 = l_1 != float(0.0);
const float l_119 = (l_118) ? l_117 : l_1;
const float l_120 = l_116 - l_119;
const bool l_121 = l_1 != float(0.0);
const float l_122 = (l_121) ? l_120 : l_1;
const float l_123 = l_mut_58 - l_122;
const float l_124 = l_109 - l_119;
const float l_125 = l_123 + l_124;
const float l_126 = l_mut_60 + l_113;
const bool l_127 = l_1 != float(0.0);
const float l_128 = (l_127) ? l_126 : l_1;
const float l_129 = l_128 - l_mut_60;
const bool l_130 = l_1 != float(0.0);
const float l_131 = (l_130) ? l_129 : l_1;
const float l_132 = l_128 - l_131;
const bool l_133 = l_1 != float(0.0);
const float l_134 = (l_133) ? l_132 : l_1;
const float l_135 = l_mut_60 - l_134;
const float l_136 = l_113 - l_131;
const float l_137 = l_135 + l_136;
const float l_138 = l_125 + l_128;
const float l_139 = l_116 + l_138;
const bool l_140 = l_1 != float(0.0);
const float l_141 = (l_140) ? l_139 : l_1;
const float l_142 = l_141 - l_116;
const bool l_143 = l_1 != float(0.0);
const float l_144 = (l_143) ? l_142 : l_1;
const float l_145 = l_138 - l_144;
const float l_146 = l_137 + l_145;
const float l_147 = l_141 + l_146;
const bool l_148 = l_1 != float(0.0);
const float l_149 = (l_148) ? l_147 : l_1;
const float l_150 = l_149 - l_141;
const bool l_151 = l_1 != float(0.0);
const float l_152 = (l_151) ? l_150 : l_1;
const float l_153 = l_146 - l_152;
l_mut_58 = l_149;
l_mut_60 = l_153;
l_mut_62 = float(0.0);
l_mut_64 = float(0.0);
}
const uint l_154 = l_3 * info.scalars_uint[1];
const uint l_155 = l_154 + l_7;
const uint l_156 = info.scalars_uint[0] * info.scalars_uint[1];
const uint l_214 = info.static_meta[uint(0)];
const uint l_215 = l_214 * uint(1);
const bool l_216 = l_155 < l_215;
if (l_216) {
buffer_0[l_155] = l_mut_58;
}
const uint l_157 = l_156 + l_155;
const uint l_217 = info.static_meta[uint(0)];
const uint l_218 = l_217 * uint(1);
const bool l_219 = l_157 < l_218;
if (l_219) {
buffer_0[l_157] = l_mut_60;
}
}

}
