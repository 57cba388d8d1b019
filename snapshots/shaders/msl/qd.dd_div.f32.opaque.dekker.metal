
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f32(
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
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_157 = info.static_meta[uint(2)];
const uint l_158 = l_157 * uint(1);
const bool l_159 = uint(0) < l_158;
const uint l_160 = l_158 - uint(1);
const uint l_161 = min(uint(0), l_160);
const float l_162 = buffer_2[l_161];
const float l_163 = (l_159) ? l_162 : float(0.0);
const float l_3 = l_163;
const uint l_164 = info.static_meta[uint(2)];
const uint l_165 = l_164 * uint(1);
const bool l_166 = uint(1) < l_165;
const uint l_167 = l_165 - uint(1);
const uint l_168 = min(uint(1), l_167);
const float l_169 = buffer_2[l_168];
const float l_170 = (l_166) ? l_169 : float(0.0);
const float l_4 = l_170;
const uint l_171 = info.static_meta[uint(0)];
const uint l_172 = l_171 * uint(1);
const bool l_173 = thread_index_in_grid < l_172;
const uint l_174 = l_172 - uint(1);
const uint l_175 = min(thread_index_in_grid, l_174);
const float l_176 = buffer_0[l_175];
const float l_177 = (l_173) ? l_176 : float(0.0);
const float l_5 = l_177;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_178 = info.static_meta[uint(0)];
const uint l_179 = l_178 * uint(1);
const bool l_180 = l_6 < l_179;
const uint l_181 = l_179 - uint(1);
const uint l_182 = min(l_6, l_181);
const float l_183 = buffer_0[l_182];
const float l_184 = (l_180) ? l_183 : float(0.0);
const float l_7 = l_184;
const uint l_185 = info.static_meta[uint(1)];
const uint l_186 = l_185 * uint(1);
const bool l_187 = thread_index_in_grid < l_186;
const uint l_188 = l_186 - uint(1);
const uint l_189 = min(thread_index_in_grid, l_188);
const float l_190 = buffer_1[l_189];
const float l_191 = (l_187) ? l_190 : float(0.0);
const float l_8 = l_191;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_192 = info.static_meta[uint(1)];
const uint l_193 = l_192 * uint(1);
const bool l_194 = l_9 < l_193;
const uint l_195 = l_193 - uint(1);
const uint l_196 = min(l_9, l_195);
const float l_197 = buffer_1[l_196];
const float l_198 = (l_194) ? l_197 : float(0.0);
const float l_10 = l_198;
const float l_11 = l_5 / l_8;
const float l_12 = l_8 * l_11;
const float l_13 = l_12 * l_4;
const float l_14 = l_3 * l_8;
const float l_15 = l_14 * l_4;
const float l_16 = l_15 - l_8;
const float l_17 = l_16 * l_4;
const float l_18 = l_15 - l_17;
const float l_19 = l_8 - l_18;
const float l_20 = l_3 * l_11;
const float l_21 = l_20 * l_4;
const float l_22 = l_21 - l_11;
const float l_23 = l_22 * l_4;
const float l_24 = l_21 - l_23;
const float l_25 = l_11 - l_24;
const float l_26 = l_18 * l_24;
const float l_27 = l_26 - l_13;
const float l_28 = l_18 * l_25;
const float l_29 = l_27 + l_28;
const float l_30 = l_19 * l_24;
const float l_31 = l_29 + l_30;
const float l_32 = l_19 * l_25;
const float l_33 = l_31 + l_32;
const float l_34 = l_10 * l_11;
const float l_35 = l_33 + l_34;
const float l_36 = l_13 + l_35;
const float l_37 = l_36 * l_4;
const float l_38 = l_37 - l_13;
const float l_39 = l_38 * l_4;
const float l_40 = l_35 - l_39;
const float l_41 = -l_37;
const float l_42 = -l_40;
const float l_43 = l_5 + l_41;
const float l_44 = l_43 * l_4;
const float l_45 = l_44 - l_5;
const float l_46 = l_45 * l_4;
const float l_47 = l_44 - l_46;
const float l_48 = l_47 * l_4;
const float l_49 = l_5 - l_48;
const float l_50 = l_41 - l_46;
const float l_51 = l_49 + l_50;
const float l_52 = l_7 + l_42;
const float l_53 = l_52 * l_4;
const float l_54 = l_53 - l_7;
const float l_55 = l_54 * l_4;
const float l_56 = l_53 - l_55;
const float l_57 = l_56 * l_4;
const float l_58 = l_7 - l_57;
const float l_59 = l_42 - l_55;
const float l_60 = l_58 + l_59;
const float l_61 = l_51 + l_53;
const float l_62 = l_44 + l_61;
const float l_63 = l_62 * l_4;
const float l_64 = l_63 - l_44;
const float l_65 = l_64 * l_4;
const float l_66 = l_61 - l_65;
const float l_67 = l_60 + l_66;
const float l_68 = l_63 + l_67;
const float l_69 = l_68 * l_4;
const float l_70 = l_69 - l_63;
const float l_71 = l_70 * l_4;
const float l_72 = l_67 - l_71;
const float l_73 = l_69 / l_8;
const float l_74 = l_8 * l_73;
const float l_75 = l_74 * l_4;
const float l_76 = l_3 * l_8;
const float l_77 = l_76 * l_4;
const float l_78 = l_77 - l_8;
const float l_79 = l_78 * l_4;
const float l_80 = l_77 - l_79;
const float l_81 = l_8 - l_80;
const float l_82 = l_3 * l_73;
const float l_83 = l_82 * l_4;
const float l_84 = l_83 - l_73;
const float l_85 = l_84 * l_4;
const float l_86 = l_83 - l_85;
const float l_87 = l_73 - l_86;
const float l_88 = l_80 * l_86;
const float l_89 = l_88 - l_75;
const float l_90 = l_80 * l_87;
const float l_91 = l_89 + l_90;
const float l_92 = l_81 * l_86;
const float l_93 = l_91 + l_92;
const float l_94 = l_81 * l_87;
const float l_95 = l_93 + l_94;
const float l_96 = l_10 * l_73;
const float l_97 = l_95 + l_96;
const float l_98 = l_75 + l_97;
const float l_99 = l_98 * l_4;
const float l_100 = l_99 - l_75;
const float l_101 = l_100 * l_4;
const float l_102 = l_97 - l_101;
const float l_103 = -l_99;
const float l_104 = -l_102;
const float l_105 = l_69 + l_103;
const float l_106 = l_105 * l_4;
const float l_107 = l_106 - l_69;
const float l_108 = l_107 * l_4;
const float l_109 = l_106 - l_108;
const float l_110 = l_109 * l_4;
const float l_111 = l_69 - l_110;
const float l_112 = l_103 - l_108;
const float l_113 = l_111 + l_112;
const float l_114 = l_72 + l_104;
const float l_115 = l_114 * l_4;
const float l_116 = l_115 - l_72;
const float l_117 = l_116 * l_4;
const float l_118 = l_115 - l_117;
const float l_119 = l_118 * l_4;
const float l_120 = l_72 - l_119;
const float l_121 = l_104 - l_117;
const float l_122 = l_120 + l_121;
const float l_123 = l_113 + l_115;
const float l_124 = l_106 + l_123;
const float l_125 = l_124 * l_4;
const float l_126 = l_125 - l_106;
const float l_127 = l_126 * l_4;
const float l_128 = l_123 - l_127;
const float l_129 = l_122 + l_128;
const float l_130 = l_125 + l_129;
const float l_131 = l_130 * l_4;
const float l_132 = l_131 - l_125;
const float l_133 = l_132 * l_4;
const float l_134 = l_129 - l_133;
const float l_135 = l_131 / l_8;
const float l_136 = l_11 + l_73;
const float l_137 = l_136 * l_4;
const float l_138 = l_137 - l_11;
const float l_139 = l_138 * l_4;
const float l_140 = l_73 - l_139;
const float l_141 = l_137 + l_135;
const float l_142 = l_141 * l_4;
const float l_143 = l_142 - l_137;
const float l_144 = l_143 * l_4;
const float l_145 = l_142 - l_144;
const float l_146 = l_145 * l_4;
const float l_147 = l_137 - l_146;
const float l_148 = l_135 - l_144;
const float l_149 = l_147 + l_148;
const float l_150 = l_149 + l_140;
const float l_151 = l_142 + l_150;
const float l_152 = l_151 * l_4;
const float l_153 = l_152 - l_142;
const float l_154 = l_153 * l_4;
const float l_155 = l_150 - l_154;
const uint l_199 = info.static_meta[uint(3)];
const uint l_200 = l_199 * uint(1);
const bool l_201 = thread_index_in_grid < l_200;
if (l_201) {
buffer_3[thread_index_in_grid] = l_152;
}
const uint l_156 = l_1 + thread_index_in_grid;
const uint l_202 = info.static_meta[uint(3)];
const uint l_203 = l_202 * uint(1);
const bool l_204 = l_156 < l_203;
if (l_204) {
buffer_3[l_156] = l_155;
}
}

}
