
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
const uint l_151 = info.static_meta[uint(2)];
const uint l_152 = l_151 * uint(1);
const bool l_153 = uint(0) < l_152;
const uint l_154 = l_152 - uint(1);
const uint l_155 = min(uint(0), l_154);
const float l_156 = buffer_2[l_155];
const float l_157 = (l_153) ? l_156 : float(0.0);
const float l_3 = l_157;
const uint l_158 = info.static_meta[uint(2)];
const uint l_159 = l_158 * uint(1);
const bool l_160 = uint(1) < l_159;
const uint l_161 = l_159 - uint(1);
const uint l_162 = min(uint(1), l_161);
const float l_163 = buffer_2[l_162];
const float l_164 = (l_160) ? l_163 : float(0.0);
const float l_4 = l_164;
const uint l_165 = info.static_meta[uint(1)];
const uint l_166 = l_165 * uint(1);
const bool l_167 = thread_index_in_grid < l_166;
const uint l_168 = l_166 - uint(1);
const uint l_169 = min(thread_index_in_grid, l_168);
const float l_170 = buffer_1[l_169];
const float l_171 = (l_167) ? l_170 : float(0.0);
const float l_5 = l_171;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_172 = info.static_meta[uint(1)];
const uint l_173 = l_172 * uint(1);
const bool l_174 = l_6 < l_173;
const uint l_175 = l_173 - uint(1);
const uint l_176 = min(l_6, l_175);
const float l_177 = buffer_1[l_176];
const float l_178 = (l_174) ? l_177 : float(0.0);
const float l_7 = l_178;
const uint l_179 = info.static_meta[uint(0)];
const uint l_180 = l_179 * uint(1);
const bool l_181 = thread_index_in_grid < l_180;
const uint l_182 = l_180 - uint(1);
const uint l_183 = min(thread_index_in_grid, l_182);
const float l_184 = buffer_0[l_183];
const float l_185 = (l_181) ? l_184 : float(0.0);
const float l_8 = l_185;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_186 = info.static_meta[uint(0)];
const uint l_187 = l_186 * uint(1);
const bool l_188 = l_9 < l_187;
const uint l_189 = l_187 - uint(1);
const uint l_190 = min(l_9, l_189);
const float l_191 = buffer_0[l_190];
const float l_192 = (l_188) ? l_191 : float(0.0);
const float l_10 = l_192;
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
const float l_24 = l_mut_11 + l_5;
const float l_25 = l_24 * l_4;
const float l_26 = l_25 - l_mut_11;
const float l_27 = l_26 * l_4;
const float l_28 = l_25 - l_27;
const float l_29 = l_28 * l_4;
const float l_30 = l_mut_11 - l_29;
const float l_31 = l_5 - l_27;
const float l_32 = l_30 + l_31;
const float l_33 = l_mut_12 + l_7;
const float l_34 = l_33 * l_4;
const float l_35 = l_34 - l_mut_12;
const float l_36 = l_35 * l_4;
const float l_37 = l_34 - l_36;
const float l_38 = l_37 * l_4;
const float l_39 = l_mut_12 - l_38;
const float l_40 = l_7 - l_36;
const float l_41 = l_39 + l_40;
const float l_42 = l_32 + l_34;
const float l_43 = l_25 + l_42;
const float l_44 = l_43 * l_4;
const float l_45 = l_44 - l_25;
const float l_46 = l_45 * l_4;
const float l_47 = l_42 - l_46;
const float l_48 = l_41 + l_47;
const float l_49 = l_44 + l_48;
const float l_50 = l_49 * l_4;
const float l_51 = l_50 - l_44;
const float l_52 = l_51 * l_4;
const float l_53 = l_48 - l_52;
const float l_54 = l_mut_14 + l_5;
const float l_55 = l_54 * l_4;
const float l_56 = l_55 - l_mut_14;
const float l_57 = l_56 * l_4;
const float l_58 = l_55 - l_57;
const float l_59 = l_58 * l_4;
const float l_60 = l_mut_14 - l_59;
const float l_61 = l_5 - l_57;
const float l_62 = l_60 + l_61;
const float l_63 = l_mut_16 + l_7;
const float l_64 = l_63 * l_4;
const float l_65 = l_64 - l_mut_16;
const float l_66 = l_65 * l_4;
const float l_67 = l_64 - l_66;
const float l_68 = l_67 * l_4;
const float l_69 = l_mut_16 - l_68;
const float l_70 = l_7 - l_66;
const float l_71 = l_69 + l_70;
const float l_72 = l_62 + l_64;
const float l_73 = l_55 + l_72;
const float l_74 = l_73 * l_4;
const float l_75 = l_74 - l_55;
const float l_76 = l_75 * l_4;
const float l_77 = l_72 - l_76;
const float l_78 = l_71 + l_77;
const float l_79 = l_74 + l_78;
const float l_80 = l_79 * l_4;
const float l_81 = l_80 - l_74;
const float l_82 = l_81 * l_4;
const float l_83 = l_78 - l_82;
const float l_84 = l_mut_18 + l_5;
const float l_85 = l_84 * l_4;
const float l_86 = l_85 - l_mut_18;
const float l_87 = l_86 * l_4;
const float l_88 = l_85 - l_87;
const float l_89 = l_88 * l_4;
const float l_90 = l_mut_18 - l_89;
const float l_91 = l_5 - l_87;
const float l_92 = l_90 + l_91;
const float l_93 = l_mut_19 + l_7;
const float l_94 = l_93 * l_4;
const float l_95 = l_94 - l_mut_19;
const float l_96 = l_95 * l_4;
const float l_97 = l_94 - l_96;
const float l_98 = l_97 * l_4;
const float l_99 = l_mut_19 - l_98;
const float l_100 = l_7 - l_96;
const float l_101 = l_99 + l_100;
const float l_102 = l_92 + l_94;
const float l_103 = l_85 + l_102;
const float l_104 = l_103 * l_4;
const float l_105 = l_104 - l_85;
const float l_106 = l_105 * l_4;
const float l_107 = l_102 - l_106;
const float l_108 = l_101 + l_107;
const float l_109 = l_104 + l_108;
const float l_110 = l_109 * l_4;
const float l_111 = l_110 - l_104;
const float l_112 = l_111 * l_4;
const float l_113 = l_108 - l_112;
const float l_114 = l_mut_21 + l_5;
const float l_115 = l_114 * l_4;
const float l_116 = l_115 - l_mut_21;
const float l_117 = l_116 * l_4;
const float l_118 = l_115 - l_117;
const float l_119 = l_118 * l_4;
const float l_120 = l_mut_21 - l_119;
const float l_121 = l_5 - l_117;
const float l_122 = l_120 + l_121;
const float l_123 = l_mut_22 + l_7;
const float l_124 = l_123 * l_4;
const float l_125 = l_124 - l_mut_22;
const float l_126 = l_125 * l_4;
const float l_127 = l_124 - l_126;
const float l_128 = l_127 * l_4;
const float l_129 = l_mut_22 - l_128;
const float l_130 = l_7 - l_126;
const float l_131 = l_129 + l_130;
const float l_132 = l_122 + l_124;
const float l_133 = l_115 + l_132;
const float l_134 = l_133 * l_4;
const float l_135 = l_134 - l_115;
const float l_136 = l_135 * l_4;
const float l_137 = l_132 - l_136;
const float l_138 = l_131 + l_137;
const float l_139 = l_134 + l_138;
const float l_140 = l_139 * l_4;
const float l_141 = l_140 - l_134;
const float l_142 = l_141 * l_4;
const float l_143 = l_138 - l_142;
l_mut_11 = l_50;
l_mut_12 = l_53;
l_mut_14 = l_80;
l_mut_16 = l_83;
l_mut_18 = l_110;
l_mut_19 = l_113;
l_mut_21 = l_140;
l_mut_22 = l_143;
}
const float l_144 = l_mut_11 + l_mut_14;
const float l_145 = l_mut_18 + l_mut_21;
const float l_146 = l_144 + l_145;
const uint l_193 = info.static_meta[uint(3)];
const uint l_194 = l_193 * uint(1);
const bool l_195 = thread_index_in_grid < l_194;
if (l_195) {
buffer_3[thread_index_in_grid] = l_146;
}
const uint l_147 = l_1 + thread_index_in_grid;
const float l_148 = l_mut_12 + l_mut_16;
const float l_149 = l_mut_19 + l_mut_22;
const float l_150 = l_148 + l_149;
const uint l_196 = info.static_meta[uint(3)];
const uint l_197 = l_196 * uint(1);
const bool l_198 = l_147 < l_197;
if (l_198) {
buffer_3[l_147] = l_150;
}
}

}
