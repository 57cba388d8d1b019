
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void multi_words_f_f64(
    const device #error type double not supported!
 * buffer_0 [[buffer(0)]],
    const device #error type double not supported!
 * buffer_1 [[buffer(1)]],
    const device #error type double not supported!
 * buffer_2 [[buffer(2)]],
    device #error type double not supported!
 * buffer_3 [[buffer(3)]],
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
const uint l_158 = info.static_meta[uint(2)];
const uint l_159 = l_158 * uint(1);
const bool l_160 = uint(0) < l_159;
const uint l_161 = l_159 - uint(1);
const uint l_162 = min(uint(0), l_161);
const #error type double not supported!
 l_163 = buffer_2[l_162];
const #error type double not supported!
 l_164 = (l_160) ? l_163 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_164;
const uint l_165 = info.static_meta[uint(2)];
const uint l_166 = l_165 * uint(1);
const bool l_167 = uint(1) < l_166;
const uint l_168 = l_166 - uint(1);
const uint l_169 = min(uint(1), l_168);
const #error type double not supported!
 l_170 = buffer_2[l_169];
const #error type double not supported!
 l_171 = (l_167) ? l_170 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_171;
const uint l_172 = info.static_meta[uint(0)];
const uint l_173 = l_172 * uint(1);
const bool l_174 = thread_index_in_grid < l_173;
const uint l_175 = l_173 - uint(1);
const uint l_176 = min(thread_index_in_grid, l_175);
const #error type double not supported!
 l_177 = buffer_0[l_176];
const #error type double not supported!
 l_178 = (l_174) ? l_177 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_178;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_179 = info.static_meta[uint(0)];
const uint l_180 = l_179 * uint(1);
const bool l_181 = l_6 < l_180;
const uint l_182 = l_180 - uint(1);
const uint l_183 = min(l_6, l_182);
const #error type double not supported!
 l_184 = buffer_0[l_183];
const #error type double not supported!
 l_185 = (l_181) ? l_184 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_185;
const uint l_186 = info.static_meta[uint(1)];
const uint l_187 = l_186 * uint(1);
const bool l_188 = thread_index_in_grid < l_187;
const uint l_189 = l_187 - uint(1);
const uint l_190 = min(thread_index_in_grid, l_189);
const #error type double not supported!
 l_191 = buffer_1[l_190];
const #error type double not supported!
 l_192 = (l_188) ? l_191 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_192;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_193 = info.static_meta[uint(1)];
const uint l_194 = l_193 * uint(1);
const bool l_195 = l_9 < l_194;
const uint l_196 = l_194 - uint(1);
const uint l_197 = min(l_9, l_196);
const #error type double not supported!
 l_198 = buffer_1[l_197];
const #error type double not supported!
 l_199 = (l_195) ? l_198 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_199;
const #error type double not supported!
 l_11 = #error type double not supported!
(1.0) / l_8;
const #error type double not supported!
 l_12 = l_5 * l_11;
const #error type double not supported!
 l_13 = l_8 * l_12;
const #error type double not supported!
 l_14 = l_13 * l_4;
const #error type double not supported!
 l_15 = l_3 * l_8;
const #error type double not supported!
 l_16 = l_15 * l_4;
const #error type double not supported!
 l_17 = l_16 - l_8;
const #error type double not supported!
 l_18 = l_17 * l_4;
const #error type double not supported!
 l_19 = l_16 - l_18;
const #error type double not supported!
 l_20 = l_8 - l_19;
const #error type double not supported!
 l_21 = l_3 * l_12;
const #error type double not supported!
 l_22 = l_21 * l_4;
const #error type double not supported!
 l_23 = l_22 - l_12;
const #error type double not supported!
 l_24 = l_23 * l_4;
const #error type double not supported!
 l_25 = l_22 - l_24;
const #error type double not supported!
 l_26 = l_12 - l_25;
const #error type double not supported!
 l_27 = l_19 * l_25;
const #error type double not supported!
 l_28 = l_27 - l_14;
const #error type double not supported!
 l_29 = l_19 * l_26;
const #error type double not supported!
 l_30 = l_28 + l_29;
const #error type double not supported!
 l_31 = l_20 * l_25;
const #error type double not supported!
 l_32 = l_30 + l_31;
const #error type double not supported!
 l_33 = l_20 * l_26;
const #error type double not supported!
 l_34 = l_32 + l_33;
const #error type double not supported!
 l_35 = l_10 * l_12;
const #error type double not supported!
 l_36 = l_34 + l_35;
const #error type double not supported!
 l_37 = l_14 + l_36;
const #error type double not supported!
 l_38 = l_37 * l_4;
const #error type double not supported!
 l_39 = l_38 - l_14;
const #error type double not supported!
 l_40 = l_39 * l_4;
const #error type double not supported!
 l_41 = l_36 - l_40;
const #error type double not supported!
 l_42 = -l_38;
const #error type double not supported!
 l_43 = -l_41;
const #error type double not supported!
 l_44 = l_5 + l_42;
const #error type double not supported!
 l_45 = l_44 * l_4;
const #error type double not supported!
 l_46 = l_45 - l_5;
const #error type double not supported!
 l_47 = l_46 * l_4;
const #error type double not supported!
 l_48 = l_45 - l_47;
const #error type double not supported!
 l_49 = l_48 * l_4;
const #error type double not supported!
 l_50 = l_5 - l_49;
const #error type double not supported!
 l_51 = l_42 - l_47;
const #error type double not supported!
 l_52 = l_50 + l_51;
const #error type double not supported!
 l_53 = l_7 + l_43;
const #error type double not supported!
 l_54 = l_53 * l_4;
const #error type double not supported!
 l_55 = l_54 - l_7;
const #error type double not supported!
 l_56 = l_55 * l_4;
const #error type double not supported!
 l_57 = l_54 - l_56;
const #error type double not supported!
 l_58 = l_57 * l_4;
const #error type double not supported!
 l_59 = l_7 - l_58;
const #error type double not supported!
 l_60 = l_43 - l_56;
const #error type double not supported!
 l_61 = l_59 + l_60;
const #error type double not supported!
 l_62 = l_52 + l_54;
const #error type double not supported!
 l_63 = l_45 + l_62;
const #error type double not supported!
 l_64 = l_63 * l_4;
const #error type double not supported!
 l_65 = l_64 - l_45;
const #error type double not supported!
 l_66 = l_65 * l_4;
const #error type double not supported!
 l_67 = l_62 - l_66;
const #error type double not supported!
 l_68 = l_61 + l_67;
const #error type double not supported!
 l_69 = l_64 + l_68;
const #error type double not supported!
 l_70 = l_69 * l_4;
const #error type double not supported!
 l_71 = l_70 - l_64;
const #error type double not supported!
 l_72 = l_71 * l_4;
const #error type double not supported!
 l_73 = l_68 - l_72;
const #error type double not supported!
 l_74 = l_70 * l_11;
const #error type double not supported!
 l_75 = l_8 * l_74;
const #error type double not supported!
 l_76 = l_75 * l_4;
const #error type double not supported!
 l_77 = l_3 * l_8;
const #error type double not supported!
 l_78 = l_77 * l_4;
const #error type double not supported!
 l_79 = l_78 - l_8;
const #error type double not supported!
 l_80 = l_79 * l_4;
const #error type double not supported!
 l_81 = l_78 - l_80;
const #error type double not supported!
 l_82 = l_8 - l_81;
const #error type double not supported!
 l_83 = l_3 * l_74;
const #error type double not supported!
 l_84 = l_83 * l_4;
const #error type double not supported!
 l_85 = l_84 - l_74;
const #error type double not supported!
 l_86 = l_85 * l_4;
const #error type double not supported!
 l_87 = l_84 - l_86;
const #error type double not supported!
 l_88 = l_74 - l_87;
const #error type double not supported!
 l_89 = l_81 * l_87;
const #error type double not supported!
 l_90 = l_89 - l_76;
const #error type double not supported!
 l_91 = l_81 * l_88;
const #error type double not supported!
 l_92 = l_90 + l_91;
const #error type double not supported!
 l_93 = l_82 * l_87;
const #error type double not supported!
 l_94 = l_92 + l_93;
const #error type double not supported!
 l_95 = l_82 * l_88;
const #error type double not supported!
 l_96 = l_94 + l_95;
const #error type double not supported!
 l_97 = l_10 * l_74;
const #error type double not supported!
 l_98 = l_96 + l_97;
const #error type double not supported!
 l_99 = l_76 + l_98;
const #error type double not supported!
 l_100 = l_99 * l_4;
const #error type double not supported!
 l_101 = l_100 - l_76;
const #error type double not supported!
 l_102 = l_101 * l_4;
const #error type double not supported!
 l_103 = l_98 - l_102;
const #error type double not supported!
 l_104 = -l_100;
const #error type double not supported!
 l_105 = -l_103;
const #error type double not supported!
 l_106 = l_70 + l_104;
const #error type double not supported!
 l_107 = l_106 * l_4;
const #error type double not supported!
 l_108 = l_107 - l_70;
const #error type double not supported!
 l_109 = l_108 * l_4;
const #error type double not supported!
 l_110 = l_107 - l_109;
const #error type double not supported!
 l_111 = l_110 * l_4;
const #error type double not supported!
 l_112 = l_70 - l_111;
const #error type double not supported!
 l_113 = l_104 - l_109;
const #error type double not supported!
 l_114 = l_112 + l_113;
const #error type double not supported!
 l_115 = l_73 + l_105;
const #error type double not supported!
 l_116 = l_115 * l_4;
const #error type double not supported!
 l_117 = l_116 - l_73;
const #error type double not supported!
 l_118 = l_117 * l_4;
const #error type double not supported!
 l_119 = l_116 - l_118;
const #error type double not supported!
 l_120 = l_119 * l_4;
const #error type double not supported!
 l_121 = l_73 - l_120;
const #error type double not supported!
 l_122 = l_105 - l_118;
const #error type double not supported!
 l_123 = l_121 + l_122;
const #error type double not supported!
 l_124 = l_114 + l_116;
const #error type double not supported!
 l_125 = l_107 + l_124;
const #error type double not supported!
 l_126 = l_125 * l_4;
const #error type double not supported!
 l_127 = l_126 - l_107;
const #error type double not supported!
 l_128 = l_127 * l_4;
const #error type double not supported!
 l_129 = l_124 - l_128;
const #error type double not supported!
 l_130 = l_123 + l_129;
const #error type double not supported!
 l_131 = l_126 + l_130;
const #error type double not supported!
 l_132 = l_131 * l_4;
const #error type double not supported!
 l_133 = l_132 - l_126;
const #error type double not supported!
 l_134 = l_133 * l_4;
const #error type double not supported!
 l_135 = l_130 - l_134;
const #error type double not supported!
 l_136 = l_132 / l_8;
const #error type double not supported!
 l_137 = l_12 + l_74;
const #error type double not supported!
 l_138 = l_137 * l_4;
const #error type double not supported!
 l_139 = l_138 - l_12;
const #error type double not supported!
 l_140 = l_139 * l_4;
const #error type double not supported!
 l_141 = l_74 - l_140;
const #error type double not supported!
 l_142 = l_138 + l_136;
const #error type double not supported!
 l_143 = l_142 * l_4;
const #error type double not supported!
 l_144 = l_143 - l_138;
const #error type double not supported!
 l_145 = l_144 * l_4;
const #error type double not supported!
 l_146 = l_143 - l_145;
const #error type double not supported!
 l_147 = l_146 * l_4;
const #error type double not supported!
 l_148 = l_138 - l_147;
const #error type double not supported!
 l_149 = l_136 - l_145;
const #error type double not supported!
 l_150 = l_148 + l_149;
const #error type double not supported!
 l_151 = l_150 + l_141;
const #error type double not supported!
 l_152 = l_143 + l_151;
const #error type double not supported!
 l_153 = l_152 * l_4;
const #error type double not supported!
 l_154 = l_153 - l_143;
const #error type double not supported!
 l_155 = l_154 * l_4;
const #error type double not supported!
 l_156 = l_151 - l_155;
const uint l_200 = info.static_meta[uint(3)];
const uint l_201 = l_200 * uint(1);
const bool l_202 = thread_index_in_grid < l_201;
if (l_202) {
buffer_3[thread_index_in_grid] = l_153;
}
const uint l_157 = l_1 + thread_index_in_grid;
const uint l_203 = info.static_meta[uint(3)];
const uint l_204 = l_203 * uint(1);
const bool l_205 = l_157 < l_204;
if (l_205) {
buffer_3[l_157] = l_156;
}
}

}
