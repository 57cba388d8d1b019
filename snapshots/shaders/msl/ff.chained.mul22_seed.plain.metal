
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
float l_mut_119;
float l_mut_11;
float l_mut_125;
float l_mut_12;
float l_mut_14;
float l_mut_153;
float l_mut_159;
float l_mut_16;
float l_mut_18;
float l_mut_19;
float l_mut_21;
float l_mut_22;
float l_mut_45;
float l_mut_46;
float l_mut_51;
float l_mut_57;
float l_mut_85;
float l_mut_91;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const bool l_2 = thread_index_in_grid < l_1;
if (l_2) {
const uint l_169 = info.static_meta[uint(2)];
const uint l_170 = l_169 * uint(1);
const bool l_171 = uint(0) < l_170;
const uint l_172 = l_170 - uint(1);
const uint l_173 = min(uint(0), l_172);
const float l_174 = buffer_2[l_173];
const float l_175 = (l_171) ? l_174 : float(0.0);
const float l_3 = l_175;
const uint l_176 = info.static_meta[uint(2)];
const uint l_177 = l_176 * uint(1);
const bool l_178 = uint(1) < l_177;
const uint l_179 = l_177 - uint(1);
const uint l_180 = min(uint(1), l_179);
const float l_181 = buffer_2[l_180];
const float l_182 = (l_178) ? l_181 : float(0.0);
const float l_4 = l_182;
const uint l_183 = info.static_meta[uint(1)];
const uint l_184 = l_183 * uint(1);
const bool l_185 = thread_index_in_grid < l_184;
const uint l_186 = l_184 - uint(1);
const uint l_187 = min(thread_index_in_grid, l_186);
const float l_188 = buffer_1[l_187];
const float l_189 = (l_185) ? l_188 : float(0.0);
const float l_5 = l_189;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_190 = info.static_meta[uint(1)];
const uint l_191 = l_190 * uint(1);
const bool l_192 = l_6 < l_191;
const uint l_193 = l_191 - uint(1);
const uint l_194 = min(l_6, l_193);
const float l_195 = buffer_1[l_194];
const float l_196 = (l_192) ? l_195 : float(0.0);
const float l_7 = l_196;
const uint l_197 = info.static_meta[uint(0)];
const uint l_198 = l_197 * uint(1);
const bool l_199 = thread_index_in_grid < l_198;
const uint l_200 = l_198 - uint(1);
const uint l_201 = min(thread_index_in_grid, l_200);
const float l_202 = buffer_0[l_201];
const float l_203 = (l_199) ? l_202 : float(0.0);
const float l_8 = l_203;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_204 = info.static_meta[uint(0)];
const uint l_205 = l_204 * uint(1);
const bool l_206 = l_9 < l_205;
const uint l_207 = l_205 - uint(1);
const uint l_208 = min(l_9, l_207);
const float l_209 = buffer_0[l_208];
const float l_210 = (l_206) ? l_209 : float(0.0);
const float l_10 = l_210;
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
const float l_24 = l_mut_11 * l_5;
const float l_25 = l_3 * l_mut_11;
const float l_26 = l_25 - l_mut_11;
const float l_27 = l_25 - l_26;
const float l_28 = l_mut_11 - l_27;
const float l_29 = l_3 * l_5;
const float l_30 = l_29 - l_5;
const float l_31 = l_29 - l_30;
const float l_32 = l_5 - l_31;
const float l_33 = l_27 * l_31;
const float l_34 = l_33 - l_24;
const float l_35 = l_27 * l_32;
const float l_36 = l_34 + l_35;
const float l_37 = l_28 * l_31;
const float l_38 = l_36 + l_37;
const float l_39 = l_28 * l_32;
const float l_40 = l_38 + l_39;
const float l_41 = l_mut_11 * l_7;
const float l_42 = l_mut_12 * l_5;
const float l_43 = l_41 + l_42;
const float l_44 = l_43 + l_40;
l_mut_45 = l_24;
l_mut_46 = l_44;
const float l_47 = abs(l_44);
const float l_48 = abs(l_24);
const bool l_49 = l_47 >= l_48;
if (l_49) {
l_mut_45 = l_44;
l_mut_46 = l_24;
}
const float l_50 = l_mut_45 + l_mut_46;
l_mut_51 = l_50;
const float l_52 = l_mut_51 - l_mut_45;
const float l_53 = l_mut_51 - l_52;
const float l_54 = l_53 - l_mut_45;
const float l_55 = l_mut_46 - l_54;
const float l_56 = l_55 - l_52;
l_mut_57 = l_56;
const float l_58 = l_mut_57 + l_52;
const bool l_59 = l_58 != l_55;
if (l_59) {
l_mut_51 = l_mut_45;
l_mut_57 = l_mut_46;
}
const float l_60 = l_mut_14 * l_5;
const float l_61 = l_3 * l_mut_14;
const float l_62 = l_61 - l_mut_14;
const float l_63 = l_61 - l_62;
const float l_64 = l_mut_14 - l_63;
const float l_65 = l_3 * l_5;
const float l_66 = l_65 - l_5;
const float l_67 = l_65 - l_66;
const float l_68 = l_5 - l_67;
const float l_69 = l_63 * l_67;
const float l_70 = l_69 - l_60;
const float l_71 = l_63 * l_68;
const float l_72 = l_70 + l_71;
const float l_73 = l_64 * l_67;
const float l_74 = l_72 + l_73;
const float l_75 = l_64 * l_68;
const float l_76 = l_74 + l_75;
const float l_77 = l_mut_14 * l_7;
const float l_78 = l_mut_16 * l_5;
const float l_79 = l_77 + l_78;
const float l_80 = l_79 + l_76;
l_mut_46 = l_60;
l_mut_45 = l_80;
const float l_81 = abs(l_80);
const float l_82 = abs(l_60);
const bool l_83 = l_81 >= l_82;
if (l_83) {
l_mut_46 = l_80;
l_mut_45 = l_60;
}
const float l_84 = l_mut_46 + l_mut_45;
l_mut_85 = l_84;
const float l_86 = l_mut_85 - l_mut_46;
const float l_87 = l_mut_85 - l_86;
const float l_88 = l_87 - l_mut_46;
const float l_89 = l_mut_45 - l_88;
const float l_90 = l_89 - l_86;
l_mut_91 = l_90;
const float l_92 = l_mut_91 + l_86;
const bool l_93 = l_92 != l_89;
if (l_93) {
l_mut_85 = l_mut_46;
l_mut_91 = l_mut_45;
}
const float l_94 = l_mut_18 * l_5;
const float l_95 = l_3 * l_mut_18;
const float l_96 = l_95 - l_mut_18;
const float l_97 = l_95 - l_96;
const float l_98 = l_mut_18 - l_97;
const float l_99 = l_3 * l_5;
const float l_100 = l_99 - l_5;
const float l_101 = l_99 - l_100;
const float l_102 = l_5 - l_101;
const float l_103 = l_97 * l_101;
const float l_104 = l_103 - l_94;
const float l_105 = l_97 * l_102;
const float l_106 = l_104 + l_105;
const float l_107 = l_98 * l_101;
const float l_108 = l_106 + l_107;
const float l_109 = l_98 * l_102;
const float l_110 = l_108 + l_109;
const float l_111 = l_mut_18 * l_7;
const float l_112 = l_mut_19 * l_5;
const float l_113 = l_111 + l_112;
const float l_114 = l_113 + l_110;
l_mut_46 = l_94;
l_mut_45 = l_114;
const float l_115 = abs(l_114);
const float l_116 = abs(l_94);
const bool l_117 = l_115 >= l_116;
if (l_117) {
l_mut_46 = l_114;
l_mut_45 = l_94;
}
const float l_118 = l_mut_46 + l_mut_45;
l_mut_119 = l_118;
const float l_120 = l_mut_119 - l_mut_46;
const float l_121 = l_mut_119 - l_120;
const float l_122 = l_121 - l_mut_46;
const float l_123 = l_mut_45 - l_122;
const float l_124 = l_123 - l_120;
l_mut_125 = l_124;
const float l_126 = l_mut_125 + l_120;
const bool l_127 = l_126 != l_123;
if (l_127) {
l_mut_119 = l_mut_46;
l_mut_125 = l_mut_45;
}
const float l_128 = l_mut_21 * l_5;
const float l_129 = l_3 * l_mut_21;
const float l_130 = l_129 - l_mut_21;
const float l_131 = l_129 - l_130;
const float l_132 = l_mut_21 - l_131;
const float l_133 = l_3 * l_5;
const float l_134 = l_133 - l_5;
const float l_135 = l_133 - l_134;
const float l_136 = l_5 - l_135;
const float l_137 = l_131 * l_135;
const float l_138 = l_137 - l_128;
const float l_139 = l_131 * l_136;
const float l_140 = l_138 + l_139;
const float l_141 = l_132 * l_135;
const float l_142 = l_140 + l_141;
const float l_143 = l_132 * l_136;
const float l_144 = l_142 + l_143;
const float l_145 = l_mut_21 * l_7;
const float l_146 = l_mut_22 * l_5;
const float l_147 = l_145 + l_146;
const float l_148 = l_147 + l_144;
l_mut_46 = l_128;
l_mut_45 = l_148;
const float l_149 = abs(l_148);
const float l_150 = abs(l_128);
const bool l_151 = l_149 >= l_150;
if (l_151) {
l_mut_46 = l_148;
l_mut_45 = l_128;
}
const float l_152 = l_mut_46 + l_mut_45;
l_mut_153 = l_152;
const float l_154 = l_mut_153 - l_mut_46;
const float l_155 = l_mut_153 - l_154;
const float l_156 = l_155 - l_mut_46;
const float l_157 = l_mut_45 - l_156;
const float l_158 = l_157 - l_154;
l_mut_159 = l_158;
const float l_160 = l_mut_159 + l_154;
const bool l_161 = l_160 != l_157;
if (l_161) {
l_mut_153 = l_mut_46;
l_mut_159 = l_mut_45;
}
l_mut_11 = l_mut_51;
l_mut_12 = l_mut_57;
l_mut_14 = l_mut_85;
l_mut_16 = l_mut_91;
l_mut_18 = l_mut_119;
l_mut_19 = l_mut_125;
l_mut_21 = l_mut_153;
l_mut_22 = l_mut_159;
}
const float l_162 = l_mut_11 + l_mut_14;
const float l_163 = l_mut_18 + l_mut_21;
const float l_164 = l_162 + l_163;
const uint l_211 = info.static_meta[uint(3)];
const uint l_212 = l_211 * uint(1);
const bool l_213 = thread_index_in_grid < l_212;
if (l_213) {
buffer_3[thread_index_in_grid] = l_164;
}
const uint l_165 = l_1 + thread_index_in_grid;
const float l_166 = l_mut_12 + l_mut_16;
const float l_167 = l_mut_19 + l_mut_22;
const float l_168 = l_166 + l_167;
const uint l_214 = info.static_meta[uint(3)];
const uint l_215 = l_214 * uint(1);
const bool l_216 = l_165 < l_215;
if (l_216) {
buffer_3[l_165] = l_168;
}
}

}
