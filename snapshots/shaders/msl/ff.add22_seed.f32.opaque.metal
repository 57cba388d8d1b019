
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void double_words_f_f32(
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
float l_mut_106;
float l_mut_114;
float l_mut_125;
float l_mut_12;
float l_mut_133;
float l_mut_13;
float l_mut_144;
float l_mut_19;
float l_mut_30;
float l_mut_38;
float l_mut_49;
float l_mut_57;
float l_mut_68;
float l_mut_76;
float l_mut_87;
float l_mut_95;
uint l_mut_4;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_148 = info.static_meta[uint(2)];
const uint l_149 = l_148 * uint(1);
const bool l_150 = uint(0) < l_149;
const uint l_151 = l_149 - uint(1);
const uint l_152 = min(uint(0), l_151);
const float l_153 = buffer_2[l_152];
const float l_154 = (l_150) ? l_153 : float(0.0);
const float l_2 = l_154;
const uint l_155 = info.static_meta[uint(2)];
const uint l_156 = l_155 * uint(1);
const bool l_157 = uint(1) < l_156;
const uint l_158 = l_156 - uint(1);
const uint l_159 = min(uint(1), l_158);
const float l_160 = buffer_2[l_159];
const float l_161 = (l_157) ? l_160 : float(0.0);
const float l_3 = l_161;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_162 = info.static_meta[uint(0)];
const uint l_163 = l_162 * uint(1);
const bool l_164 = l_mut_4 < l_163;
const uint l_165 = l_163 - uint(1);
const uint l_166 = min(l_mut_4, l_165);
const float l_167 = buffer_0[l_166];
const float l_168 = (l_164) ? l_167 : float(0.0);
const float l_6 = l_168;
const uint l_7 = l_1 + l_mut_4;
const uint l_169 = info.static_meta[uint(0)];
const uint l_170 = l_169 * uint(1);
const bool l_171 = l_7 < l_170;
const uint l_172 = l_170 - uint(1);
const uint l_173 = min(l_7, l_172);
const float l_174 = buffer_0[l_173];
const float l_175 = (l_171) ? l_174 : float(0.0);
const float l_8 = l_175;
const uint l_176 = info.static_meta[uint(1)];
const uint l_177 = l_176 * uint(1);
const bool l_178 = l_mut_4 < l_177;
const uint l_179 = l_177 - uint(1);
const uint l_180 = min(l_mut_4, l_179);
const float l_181 = buffer_1[l_180];
const float l_182 = (l_178) ? l_181 : float(0.0);
const float l_9 = l_182;
const uint l_10 = l_1 + l_mut_4;
const uint l_183 = info.static_meta[uint(1)];
const uint l_184 = l_183 * uint(1);
const bool l_185 = l_10 < l_184;
const uint l_186 = l_184 - uint(1);
const uint l_187 = min(l_10, l_186);
const float l_188 = buffer_1[l_187];
const float l_189 = (l_185) ? l_188 : float(0.0);
const float l_11 = l_189;
l_mut_12 = l_6;
l_mut_13 = l_9;
const float l_14 = abs(l_9);
const float l_15 = abs(l_6);
const bool l_16 = l_14 >= l_15;
if (l_16) {
l_mut_12 = l_9;
l_mut_13 = l_6;
}
const float l_17 = l_mut_12 + l_mut_13;
const float l_18 = l_17 * l_3;
l_mut_19 = l_18;
const float l_20 = l_mut_19 - l_mut_12;
const float l_21 = l_20 * l_3;
const float l_22 = l_mut_19 - l_21;
const float l_23 = l_22 * l_3;
const float l_24 = l_23 - l_mut_12;
const float l_25 = l_24 * l_3;
const float l_26 = l_mut_13 - l_25;
const float l_27 = l_26 * l_3;
const float l_28 = l_27 - l_21;
const float l_29 = l_28 * l_3;
l_mut_30 = l_29;
const float l_31 = l_mut_30 + l_21;
const bool l_32 = l_31 != l_27;
if (l_32) {
l_mut_19 = l_mut_12;
l_mut_30 = l_mut_13;
}
l_mut_13 = l_8;
l_mut_12 = l_11;
const float l_33 = abs(l_11);
const float l_34 = abs(l_8);
const bool l_35 = l_33 >= l_34;
if (l_35) {
l_mut_13 = l_11;
l_mut_12 = l_8;
}
const float l_36 = l_mut_13 + l_mut_12;
const float l_37 = l_36 * l_3;
l_mut_38 = l_37;
const float l_39 = l_mut_38 - l_mut_13;
const float l_40 = l_39 * l_3;
const float l_41 = l_mut_38 - l_40;
const float l_42 = l_41 * l_3;
const float l_43 = l_42 - l_mut_13;
const float l_44 = l_43 * l_3;
const float l_45 = l_mut_12 - l_44;
const float l_46 = l_45 * l_3;
const float l_47 = l_46 - l_40;
const float l_48 = l_47 * l_3;
l_mut_49 = l_48;
const float l_50 = l_mut_49 + l_40;
const bool l_51 = l_50 != l_46;
if (l_51) {
l_mut_38 = l_mut_13;
l_mut_49 = l_mut_12;
}
l_mut_13 = l_mut_30;
l_mut_12 = l_mut_38;
const float l_52 = abs(l_mut_38);
const float l_53 = abs(l_mut_30);
const bool l_54 = l_52 >= l_53;
if (l_54) {
l_mut_13 = l_mut_38;
l_mut_12 = l_mut_30;
}
const float l_55 = l_mut_13 + l_mut_12;
const float l_56 = l_55 * l_3;
l_mut_57 = l_56;
const float l_58 = l_mut_57 - l_mut_13;
const float l_59 = l_58 * l_3;
const float l_60 = l_mut_57 - l_59;
const float l_61 = l_60 * l_3;
const float l_62 = l_61 - l_mut_13;
const float l_63 = l_62 * l_3;
const float l_64 = l_mut_12 - l_63;
const float l_65 = l_64 * l_3;
const float l_66 = l_65 - l_59;
const float l_67 = l_66 * l_3;
l_mut_68 = l_67;
const float l_69 = l_mut_68 + l_59;
const bool l_70 = l_69 != l_65;
if (l_70) {
l_mut_57 = l_mut_13;
l_mut_68 = l_mut_12;
}
l_mut_13 = l_mut_49;
l_mut_12 = l_mut_68;
const float l_71 = abs(l_mut_68);
const float l_72 = abs(l_mut_49);
const bool l_73 = l_71 >= l_72;
if (l_73) {
l_mut_13 = l_mut_68;
l_mut_12 = l_mut_49;
}
const float l_74 = l_mut_13 + l_mut_12;
const float l_75 = l_74 * l_3;
l_mut_76 = l_75;
const float l_77 = l_mut_76 - l_mut_13;
const float l_78 = l_77 * l_3;
const float l_79 = l_mut_76 - l_78;
const float l_80 = l_79 * l_3;
const float l_81 = l_80 - l_mut_13;
const float l_82 = l_81 * l_3;
const float l_83 = l_mut_12 - l_82;
const float l_84 = l_83 * l_3;
const float l_85 = l_84 - l_78;
const float l_86 = l_85 * l_3;
l_mut_87 = l_86;
const float l_88 = l_mut_87 + l_78;
const bool l_89 = l_88 != l_84;
if (l_89) {
l_mut_76 = l_mut_13;
l_mut_87 = l_mut_12;
}
l_mut_13 = l_mut_57;
l_mut_12 = l_mut_76;
const float l_90 = abs(l_mut_76);
const float l_91 = abs(l_mut_57);
const bool l_92 = l_90 >= l_91;
if (l_92) {
l_mut_13 = l_mut_76;
l_mut_12 = l_mut_57;
}
const float l_93 = l_mut_13 + l_mut_12;
const float l_94 = l_93 * l_3;
l_mut_95 = l_94;
const float l_96 = l_mut_95 - l_mut_13;
const float l_97 = l_96 * l_3;
const float l_98 = l_mut_95 - l_97;
const float l_99 = l_98 * l_3;
const float l_100 = l_99 - l_mut_13;
const float l_101 = l_100 * l_3;
const float l_102 = l_mut_12 - l_101;
const float l_103 = l_102 * l_3;
const float l_104 = l_103 - l_97;
const float l_105 = l_104 * l_3;
l_mut_106 = l_105;
const float l_107 = l_mut_106 + l_97;
const bool l_108 = l_107 != l_103;
if (l_108) {
l_mut_95 = l_mut_13;
l_mut_106 = l_mut_12;
}
l_mut_13 = l_mut_19;
l_mut_12 = l_mut_95;
const float l_109 = abs(l_mut_95);
const float l_110 = abs(l_mut_19);
const bool l_111 = l_109 >= l_110;
if (l_111) {
l_mut_13 = l_mut_95;
l_mut_12 = l_mut_19;
}
const float l_112 = l_mut_13 + l_mut_12;
const float l_113 = l_112 * l_3;
l_mut_114 = l_113;
const float l_115 = l_mut_114 - l_mut_13;
const float l_116 = l_115 * l_3;
const float l_117 = l_mut_114 - l_116;
const float l_118 = l_117 * l_3;
const float l_119 = l_118 - l_mut_13;
const float l_120 = l_119 * l_3;
const float l_121 = l_mut_12 - l_120;
const float l_122 = l_121 * l_3;
const float l_123 = l_122 - l_116;
const float l_124 = l_123 * l_3;
l_mut_125 = l_124;
const float l_126 = l_mut_125 + l_116;
const bool l_127 = l_126 != l_122;
if (l_127) {
l_mut_114 = l_mut_13;
l_mut_125 = l_mut_12;
}
l_mut_13 = l_mut_106;
l_mut_12 = l_mut_125;
const float l_128 = abs(l_mut_125);
const float l_129 = abs(l_mut_106);
const bool l_130 = l_128 >= l_129;
if (l_130) {
l_mut_13 = l_mut_125;
l_mut_12 = l_mut_106;
}
const float l_131 = l_mut_13 + l_mut_12;
const float l_132 = l_131 * l_3;
l_mut_133 = l_132;
const float l_134 = l_mut_133 - l_mut_13;
const float l_135 = l_134 * l_3;
const float l_136 = l_mut_133 - l_135;
const float l_137 = l_136 * l_3;
const float l_138 = l_137 - l_mut_13;
const float l_139 = l_138 * l_3;
const float l_140 = l_mut_12 - l_139;
const float l_141 = l_140 * l_3;
const float l_142 = l_141 - l_135;
const float l_143 = l_142 * l_3;
l_mut_144 = l_143;
const float l_145 = l_mut_144 + l_135;
const bool l_146 = l_145 != l_141;
if (l_146) {
l_mut_133 = l_mut_13;
l_mut_144 = l_mut_12;
}
const uint l_190 = info.static_meta[uint(3)];
const uint l_191 = l_190 * uint(1);
const bool l_192 = l_mut_4 < l_191;
if (l_192) {
buffer_3[l_mut_4] = l_mut_114;
}
const uint l_147 = l_1 + l_mut_4;
const uint l_193 = info.static_meta[uint(3)];
const uint l_194 = l_193 * uint(1);
const bool l_195 = l_147 < l_194;
if (l_195) {
buffer_3[l_147] = l_mut_133;
}
}

}
