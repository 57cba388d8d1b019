
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void chained_f_f32(
    const device float * buffer_0 [[buffer(0)]],
    const device float * buffer_1 [[buffer(1)]],
    const device float * buffer_2 [[buffer(2)]],
    device float * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
float l_mut_11;
float l_mut_12;
float l_mut_14;
float l_mut_16;
float l_mut_18;
float l_mut_19;
float l_mut_21;
float l_mut_22;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_163 = info.static_meta[uint(2)];
const uint l_164 = l_163 * uint(1);
const bool l_165 = uint(0) < l_164;
const uint l_166 = l_164 - uint(1);
const uint l_167 = min(uint(0), l_166);
const float l_168 = buffer_2[l_167];
const float l_169 = (l_165) ? l_168 : float(0.0);
const float l_3 = l_169;
const uint l_170 = info.static_meta[uint(2)];
const uint l_171 = l_170 * uint(1);
const bool l_172 = uint(1) < l_171;
const uint l_173 = l_171 - uint(1);
const uint l_174 = min(uint(1), l_173);
const float l_175 = buffer_2[l_174];
const float l_176 = (l_172) ? l_175 : float(0.0);
const float l_4 = l_176;
const uint l_177 = info.static_meta[uint(1)];
const uint l_178 = l_177 * uint(1);
const bool l_179 = thread_index_in_grid < l_178;
const uint l_180 = l_178 - uint(1);
const uint l_181 = min(thread_index_in_grid, l_180);
const float l_182 = buffer_1[l_181];
const float l_183 = (l_179) ? l_182 : float(0.0);
const float l_5 = l_183;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_184 = info.static_meta[uint(1)];
const uint l_185 = l_184 * uint(1);
const bool l_186 = l_6 < l_185;
const uint l_187 = l_185 - uint(1);
const uint l_188 = min(l_6, l_187);
const float l_189 = buffer_1[l_188];
const float l_190 = (l_186) ? l_189 : float(0.0);
const float l_7 = l_190;
const uint l_191 = info.static_meta[uint(0)];
const uint l_192 = l_191 * uint(1);
const bool l_193 = thread_index_in_grid < l_192;
const uint l_194 = l_192 - uint(1);
const uint l_195 = min(thread_index_in_grid, l_194);
const float l_196 = buffer_0[l_195];
const float l_197 = (l_193) ? l_196 : float(0.0);
const float l_8 = l_197;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_198 = info.static_meta[uint(0)];
const uint l_199 = l_198 * uint(1);
const bool l_200 = l_9 < l_199;
const uint l_201 = l_199 - uint(1);
const uint l_202 = min(l_9, l_201);
const float l_203 = buffer_0[l_202];
const float l_204 = (l_200) ? l_203 : float(0.0);
const float l_10 = l_204;
l_mut_11 = l_8;
l_mut_12 = l_10;
const float l_13 = l_8 * l_3;
l_mut_14 = l_13;
const float l_15 = l_10 * l_3;
l_mut_16 = l_15;
const float l_17 = l_8 + l_4;
l_mut_18 = l_17;
l_mut_19 = l_10;
const float l_20 = l_8 - l_4;
l_mut_21 = l_20;
l_mut_22 = l_10;

for (uint l_mut_23 = uint(0); l_mut_23 < uint(256); ++l_mut_23) {
const float l_24 = sqrt(l_mut_11);
const float l_25 = l_24 * l_24;
const float l_26 = l_25 * l_4;
const float l_27 = l_3 * l_24;
const float l_28 = l_27 * l_4;
const float l_29 = l_28 - l_24;
const float l_30 = l_29 * l_4;
const float l_31 = l_28 - l_30;
const float l_32 = l_24 - l_31;
const float l_33 = l_3 * l_24;
const float l_34 = l_33 * l_4;
const float l_35 = l_34 - l_24;
const float l_36 = l_35 * l_4;
const float l_37 = l_34 - l_36;
const float l_38 = l_24 - l_37;
const float l_39 = l_31 * l_37;
const float l_40 = l_39 - l_26;
const float l_41 = l_31 * l_38;
const float l_42 = l_40 + l_41;
const float l_43 = l_32 * l_37;
const float l_44 = l_42 + l_43;
const float l_45 = l_32 * l_38;
const float l_46 = l_44 + l_45;
const float l_47 = l_mut_11 - l_26;
const float l_48 = l_47 - l_46;
const float l_49 = l_mut_12 + l_48;
const float l_50 = l_24 + l_24;
const float l_51 = l_49 / l_50;
const float l_52 = l_24 + l_51;
const float l_53 = l_52 * l_4;
const float l_54 = l_53 - l_24;
const float l_55 = l_54 * l_4;
const float l_56 = l_51 - l_55;
const float l_57 = sqrt(l_mut_14);
const float l_58 = l_57 * l_57;
const float l_59 = l_58 * l_4;
const float l_60 = l_3 * l_57;
const float l_61 = l_60 * l_4;
const float l_62 = l_61 - l_57;
const float l_63 = l_62 * l_4;
const float l_64 = l_61 - l_63;
const float l_65 = l_57 - l_64;
const float l_66 = l_3 * l_57;
const float l_67 = l_66 * l_4;
const float l_68 = l_67 - l_57;
const float l_69 = l_68 * l_4;
const float l_70 = l_67 - l_69;
const float l_71 = l_57 - l_70;
const float l_72 = l_64 * l_70;
const float l_73 = l_72 - l_59;
const float l_74 = l_64 * l_71;
const float l_75 = l_73 + l_74;
const float l_76 = l_65 * l_70;
const float l_77 = l_75 + l_76;
const float l_78 = l_65 * l_71;
const float l_79 = l_77 + l_78;
const float l_80 = l_mut_14 - l_59;
const float l_81 = l_80 - l_79;
const float l_82 = l_mut_16 + l_81;
const float l_83 = l_57 + l_57;
const float l_84 = l_82 / l_83;
const float l_85 = l_57 + l_84;
const float l_86 = l_85 * l_4;
const float l_87 = l_86 - l_57;
const float l_88 = l_87 * l_4;
const float l_89 = l_84 - l_88;
const float l_90 = sqrt(l_mut_18);
const float l_91 = l_90 * l_90;
const float l_92 = l_91 * l_4;
const float l_93 = l_3 * l_90;
const float l_94 = l_93 * l_4;
const float l_95 = l_94 - l_90;
const float l_96 = l_95 * l_4;
const float l_97 = l_94 - l_96;
const float l_98 = l_90 - l_97;
const float l_99 = l_3 * l_90;
const float l_100 = l_99 * l_4;
const float l_101 = l_100 - l_90;
const float l_102 = l_101 * l_4;
const float l_103 = l_100 - l_102;
const float l_104 = l_90 - l_103;
const float l_105 = l_97 * l_103;
const float l_106 = l_105 - l_92;
const float l_107 = l_97 * l_104;
const float l_108 = l_106 + l_107;
const float l_109 = l_98 * l_103;
const float l_110 = l_108 + l_109;
const float l_111 = l_98 * l_104;
const float l_112 = l_110 + l_111;
const float l_113 = l_mut_18 - l_92;
const float l_114 = l_113 - l_112;
const float l_115 = l_mut_19 + l_114;
const float l_116 = l_90 + l_90;
const float l_117 = l_115 / l_116;
const float l_118 = l_90 + l_117;
const float l_119 = l_118 * l_4;
const float l_120 = l_119 - l_90;
const float l_121 = l_120 * l_4;
const float l_122 = l_117 - l_121;
const float l_123 = sqrt(l_mut_21);
const float l_124 = l_123 * l_123;
const float l_125 = l_124 * l_4;
const float l_126 = l_3 * l_123;
const float l_127 = l_126 * l_4;
const float l_128 = l_127 - l_123;
const float l_129 = l_128 * l_4;
const float l_130 = l_127 - l_129;
const float l_131 = l_123 - l_130;
const float l_132 = l_3 * l_123;
const float l_133 = l_132 * l_4;
const float l_134 = l_133 - l_123;
const float l_135 = l_134 * l_4;
const float l_136 = l_133 - l_135;
const float l_137 = l_123 - l_136;
const float l_138 = l_130 * l_136;
const float l_139 = l_138 - l_125;
const float l_140 = l_130 * l_137;
const float l_141 = l_139 + l_140;
const float l_142 = l_131 * l_136;
const float l_143 = l_141 + l_142;
const float l_144 = l_131 * l_137;
const float l_145 = l_143 + l_144;
const float l_146 = l_mut_21 - l_125;
const float l_147 = l_146 - l_145;
const float l_148 = l_mut_22 + l_147;
const float l_149 = l_123 + l_123;
const float l_150 = l_148 / l_149;
const float l_151 = l_123 + l_150;
const float l_152 = l_151 * l_4;
const float l_153 = l_152 - l_123;
const float l_154 = l_153 * l_4;
const float l_155 = l_150 - l_154;
l_mut_11 = l_53;
l_mut_12 = l_56;
l_mut_14 = l_86;
l_mut_16 = l_89;
l_mut_18 = l_119;
l_mut_19 = l_122;
l_mut_21 = l_152;
l_mut_22 = l_155;
}
const float l_156 = l_mut_11 + l_mut_14;
const float l_157 = l_mut_18 + l_mut_21;
const float l_158 = l_156 + l_157;
const uint l_205 = info.static_meta[uint(3)];
const uint l_206 = l_205 * uint(1);
const bool l_207 = thread_index_in_grid < l_206;
if (l_207) {
buffer_3[thread_index_in_grid] = l_158;
}
const uint l_159 = l_1 + thread_index_in_grid;
const float l_160 = l_mut_12 + l_mut_16;
const float l_161 = l_mut_19 + l_mut_22;
const float l_162 = l_160 + l_161;
const uint l_208 = info.static_meta[uint(3)];
const uint l_209 = l_208 * uint(1);
const bool l_210 = l_159 < l_209;
if (l_210) {
buffer_3[l_159] = l_162;
}
}

}
