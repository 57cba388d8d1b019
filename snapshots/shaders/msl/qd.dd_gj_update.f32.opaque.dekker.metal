
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
const uint l_141 = info.static_meta[uint(3)];
const uint l_142 = l_141 * uint(1);
const bool l_143 = uint(0) < l_142;
const uint l_144 = l_142 - uint(1);
const uint l_145 = min(uint(0), l_144);
const float l_146 = buffer_3[l_145];
const float l_147 = (l_143) ? l_146 : float(0.0);
const float l_0 = l_147;
const uint l_148 = info.static_meta[uint(3)];
const uint l_149 = l_148 * uint(1);
const bool l_150 = uint(1) < l_149;
const uint l_151 = l_149 - uint(1);
const uint l_152 = min(uint(1), l_151);
const float l_153 = buffer_3[l_152];
const float l_154 = (l_150) ? l_153 : float(0.0);
const float l_1 = l_154;
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
const uint l_155 = info.static_meta[uint(1)];
const uint l_156 = l_155 * uint(1);
const bool l_157 = l_28 < l_156;
const uint l_158 = l_156 - uint(1);
const uint l_159 = min(l_28, l_158);
const float l_160 = buffer_1[l_159];
const float l_161 = (l_157) ? l_160 : float(0.0);
const float l_30 = l_161;
const uint l_31 = l_29 + l_28;
const uint l_162 = info.static_meta[uint(1)];
const uint l_163 = l_162 * uint(1);
const bool l_164 = l_31 < l_163;
const uint l_165 = l_163 - uint(1);
const uint l_166 = min(l_31, l_165);
const float l_167 = buffer_1[l_166];
const float l_168 = (l_164) ? l_167 : float(0.0);
const float l_32 = l_168;
const uint l_33 = l_mut_12 / uint(16);
const uint l_34 = l_33 * info.scalars_uint[1];
const bool l_35 = l_24 < info.scalars_uint[1];
const uint l_36 = (l_35) ? l_24 : uint(0);
const uint l_37 = l_34 + l_36;
const uint l_38 = uint(16) * info.scalars_uint[1];
const uint l_169 = info.static_meta[uint(2)];
const uint l_170 = l_169 * uint(1);
const bool l_171 = l_37 < l_170;
const uint l_172 = l_170 - uint(1);
const uint l_173 = min(l_37, l_172);
const float l_174 = buffer_2[l_173];
const float l_175 = (l_171) ? l_174 : float(0.0);
const float l_39 = l_175;
const uint l_40 = l_38 + l_37;
const uint l_176 = info.static_meta[uint(2)];
const uint l_177 = l_176 * uint(1);
const bool l_178 = l_40 < l_177;
const uint l_179 = l_177 - uint(1);
const uint l_180 = min(l_40, l_179);
const float l_181 = buffer_2[l_180];
const float l_182 = (l_178) ? l_181 : float(0.0);
const float l_41 = l_182;
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
const uint l_183 = info.static_meta[uint(0)];
const uint l_184 = l_183 * uint(1);
const bool l_185 = l_48 < l_184;
const uint l_186 = l_184 - uint(1);
const uint l_187 = min(l_48, l_186);
const float l_188 = buffer_0[l_187];
const float l_189 = (l_185) ? l_188 : float(0.0);
const float l_50 = l_189;
const uint l_51 = l_49 + l_48;
const uint l_190 = info.static_meta[uint(0)];
const uint l_191 = l_190 * uint(1);
const bool l_192 = l_51 < l_191;
const uint l_193 = l_191 - uint(1);
const uint l_194 = min(l_51, l_193);
const float l_195 = buffer_0[l_194];
const float l_196 = (l_192) ? l_195 : float(0.0);
const float l_52 = l_196;
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
const float l_77 = l_76 * l_1;
const float l_78 = l_0 * l_70;
const float l_79 = l_78 * l_1;
const float l_80 = l_79 - l_70;
const float l_81 = l_80 * l_1;
const float l_82 = l_79 - l_81;
const float l_83 = l_70 - l_82;
const float l_84 = l_0 * l_73;
const float l_85 = l_84 * l_1;
const float l_86 = l_85 - l_73;
const float l_87 = l_86 * l_1;
const float l_88 = l_85 - l_87;
const float l_89 = l_73 - l_88;
const float l_90 = l_82 * l_88;
const float l_91 = l_90 - l_77;
const float l_92 = l_82 * l_89;
const float l_93 = l_91 + l_92;
const float l_94 = l_83 * l_88;
const float l_95 = l_93 + l_94;
const float l_96 = l_83 * l_89;
const float l_97 = l_95 + l_96;
const float l_98 = l_70 * l_75;
const float l_99 = l_72 * l_73;
const float l_100 = l_98 + l_99;
const float l_101 = l_97 + l_100;
const float l_102 = l_77 + l_101;
const float l_103 = l_102 * l_1;
const float l_104 = l_103 - l_77;
const float l_105 = l_104 * l_1;
const float l_106 = l_101 - l_105;
const float l_107 = l_mut_58 + l_103;
const float l_108 = l_107 * l_1;
const float l_109 = l_108 - l_mut_58;
const float l_110 = l_109 * l_1;
const float l_111 = l_108 - l_110;
const float l_112 = l_111 * l_1;
const float l_113 = l_mut_58 - l_112;
const float l_114 = l_103 - l_110;
const float l_115 = l_113 + l_114;
const float l_116 = l_mut_60 + l_106;
const float l_117 = l_116 * l_1;
const float l_118 = l_117 - l_mut_60;
const float l_119 = l_118 * l_1;
const float l_120 = l_117 - l_119;
const float l_121 = l_120 * l_1;
const float l_122 = l_mut_60 - l_121;
const float l_123 = l_106 - l_119;
const float l_124 = l_122 + l_123;
const float l_125 = l_115 + l_117;
const float l_126 = l_108 + l_125;
const float l_127 = l_126 * l_1;
const float l_128 = l_127 - l_108;
const float l_129 = l_128 * l_1;
const float l_130 = l_125 - l_129;
const float l_131 = l_124 + l_130;
const float l_132 = l_127 + l_131;
const float l_133 = l_132 * l_1;
const float l_134 = l_133 - l_127;
const float l_135 = l_134 * l_1;
const float l_136 = l_131 - l_135;
l_mut_58 = l_133;
l_mut_60 = l_136;
l_mut_62 = float(0.0);
l_mut_64 = float(0.0);
}
const uint l_137 = l_3 * info.scalars_uint[1];
const uint l_138 = l_137 + l_7;
const uint l_139 = info.scalars_uint[0] * info.scalars_uint[1];
const uint l_197 = info.static_meta[uint(0)];
const uint l_198 = l_197 * uint(1);
const bool l_199 = l_138 < l_198;
if (l_199) {
buffer_0[l_138] = l_mut_58;
}
const uint l_140 = l_139 + l_138;
const uint l_200 = info.static_meta[uint(0)];
const uint l_201 = l_200 * uint(1);
const bool l_202 = l_140 < l_201;
if (l_202) {
buffer_0[l_140] = l_mut_60;
}
}

}
