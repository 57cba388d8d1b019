
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
const uint l_199 = info.static_meta[uint(2)];
const uint l_200 = l_199 * uint(1);
const bool l_201 = uint(0) < l_200;
const uint l_202 = l_200 - uint(1);
const uint l_203 = min(uint(0), l_202);
const #error type double not supported!
 l_204 = buffer_2[l_203];
const #error type double not supported!
 l_205 = (l_201) ? l_204 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_3 = l_205;
const uint l_206 = info.static_meta[uint(2)];
const uint l_207 = l_206 * uint(1);
const bool l_208 = uint(1) < l_207;
const uint l_209 = l_207 - uint(1);
const uint l_210 = min(uint(1), l_209);
const #error type double not supported!
 l_211 = buffer_2[l_210];
const #error type double not supported!
 l_212 = (l_208) ? l_211 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_4 = l_212;
const uint l_213 = info.static_meta[uint(0)];
const uint l_214 = l_213 * uint(1);
const bool l_215 = thread_index_in_grid < l_214;
const uint l_216 = l_214 - uint(1);
const uint l_217 = min(thread_index_in_grid, l_216);
const #error type double not supported!
 l_218 = buffer_0[l_217];
const #error type double not supported!
 l_219 = (l_215) ? l_218 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_5 = l_219;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_220 = info.static_meta[uint(0)];
const uint l_221 = l_220 * uint(1);
const bool l_222 = l_6 < l_221;
const uint l_223 = l_221 - uint(1);
const uint l_224 = min(l_6, l_223);
const #error type double not supported!
 l_225 = buffer_0[l_224];
const #error type double not supported!
 l_226 = (l_222) ? l_225 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_7 = l_226;
const uint l_227 = info.static_meta[uint(1)];
const uint l_228 = l_227 * uint(1);
const bool l_229 = thread_index_in_grid < l_228;
const uint l_230 = l_228 - uint(1);
const uint l_231 = min(thread_index_in_grid, l_230);
const #error type double not supported!
 l_232 = buffer_1[l_231];
const #error type double not supported!
 l_233 = (l_229) ? l_232 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_8 = l_233;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_234 = info.static_meta[uint(1)];
const uint l_235 = l_234 * uint(1);
const bool l_236 = l_9 < l_235;
const uint l_237 = l_235 - uint(1);
const uint l_238 = min(l_9, l_237);
const #error type double not supported!
 l_239 = buffer_1[l_238];
const #error type double not supported!
 l_240 = (l_236) ? l_239 : #error type double not supported!
(0.0);
const #error type double not supported!
 l_10 = l_240;
const #error type double not supported!
 l_11 = #error type double not supported!
(1.0) / l_8;
const #error type double not supported!
 l_12 = l_5 * l_11;
const #error type double not supported!
 l_13 = l_8 * l_12;
const bool l_14 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_15 = (l_14) ? l_13 : l_4;
const #error type double not supported!
 l_16 = l_3 * l_8;
const bool l_17 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_18 = (l_17) ? l_16 : l_4;
const #error type double not supported!
 l_19 = l_18 - l_8;
const bool l_20 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_21 = (l_20) ? l_19 : l_4;
const #error type double not supported!
 l_22 = l_18 - l_21;
const #error type double not supported!
 l_23 = l_8 - l_22;
const #error type double not supported!
 l_24 = l_3 * l_12;
const bool l_25 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_26 = (l_25) ? l_24 : l_4;
const #error type double not supported!
 l_27 = l_26 - l_12;
const bool l_28 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_29 = (l_28) ? l_27 : l_4;
const #error type double not supported!
 l_30 = l_26 - l_29;
const #error type double not supported!
 l_31 = l_12 - l_30;
const #error type double not supported!
 l_32 = l_22 * l_30;
const #error type double not supported!
 l_33 = l_32 - l_15;
const #error type double not supported!
 l_34 = l_22 * l_31;
const #error type double not supported!
 l_35 = l_33 + l_34;
const #error type double not supported!
 l_36 = l_23 * l_30;
const #error type double not supported!
 l_37 = l_35 + l_36;
const #error type double not supported!
 l_38 = l_23 * l_31;
const #error type double not supported!
 l_39 = l_37 + l_38;
const #error type double not supported!
 l_40 = l_10 * l_12;
const #error type double not supported!
 l_41 = l_39 + l_40;
const #error type double not supported!
 l_42 = l_15 + l_41;
const bool l_43 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_44 = (l_43) ? l_42 : l_4;
const #error type double not supported!
 l_45 = l_44 - l_15;
const bool l_46 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_47 = (l_46) ? l_45 : l_4;
const #error type double not supported!
 l_48 = l_41 - l_47;
const #error type double not supported!
 l_49 = -l_44;
const #error type double not supported!
 l_50 = -l_48;
const #error type double not supported!
 l_51 = l_5 + l_49;
const bool l_52 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_53 = (l_52) ? l_51 : l_4;
const #error type double not supported!
 l_54 = l_53 - l_5;
const bool l_55 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_56 = (l_55) ? l_54 : l_4;
const #error type double not supported!
 l_57 = l_53 - l_56;
const bool l_58 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_59 = (l_58) ? l_57 : l_4;
const #error type double not supported!
 l_60 = l_5 - l_59;
const #error type double not supported!
 l_61 = l_49 - l_56;
const #error type double not supported!
 l_62 = l_60 + l_61;
const #error type double not supported!
 l_63 = l_7 + l_50;
const bool l_64 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_65 = (l_64) ? l_63 : l_4;
const #error type double not supported!
 l_66 = l_65 - l_7;
const bool l_67 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_68 = (l_67) ? l_66 : l_4;
const #error type double not supported!
 l_69 = l_65 - l_68;
const bool l_70 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_71 = (l_70) ? l_69 : l_4;
const #error type double not supported!
 l_72 = l_7 - l_71;
const #error type double not supported!
 l_73 = l_50 - l_68;
const #error type double not supported!
 l_74 = l_72 + l_73;
const #error type double not supported!
 l_75 = l_62 + l_65;
const #error type double not supported!
 l_76 = l_53 + l_75;
const bool l_77 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_78 = (l_77) ? l_76 : l_4;
const #error type double not supported!
 l_79 = l_78 - l_53;
const bool l_80 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_81 = (l_80) ? l_79 : l_4;
const #error type double not supported!
 l_82 = l_75 - l_81;
const #error type double not supported!
 l_83 = l_74 + l_82;
const #error type double not supported!
 l_84 = l_78 + l_83;
const bool l_85 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_86 = (l_85) ? l_84 : l_4;
const #error type double not supported!
 l_87 = l_86 - l_78;
const bool l_88 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_89 = (l_88) ? l_87 : l_4;
const #error type double not supported!
 l_90 = l_83 - l_89;
const #error type double not supported!
 l_91 = l_86 * l_11;
const #error type double not supported!
 l_92 = l_8 * l_91;
const bool l_93 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_94 = (l_93) ? l_92 : l_4;
const #error type double not supported!
 l_95 = l_3 * l_8;
const bool l_96 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_97 = (l_96) ? l_95 : l_4;
const #error type double not supported!
 l_98 = l_97 - l_8;
const bool l_99 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_100 = (l_99) ? l_98 : l_4;
const #error type double not supported!
 l_101 = l_97 - l_100;
const #error type double not supported!
 l_102 = l_8 - l_101;
const #error type double not supported!
 l_103 = l_3 * l_91;
const bool l_104 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_105 = (l_104) ? l_103 : l_4;
const #error type double not supported!
 l_106 = l_105 - l_91;
const bool l_107 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_108 = (l_107) ? l_106 : l_4;
const #error type double not supported!
 l_109 = l_105 - l_108;
const #error type double not supported!
 l_110 = l_91 - l_109;
const #error type double not supported!
 l_111 = l_101 * l_109;
const #error type double not supported!
 l_112 = l_111 - l_94;
const #error type double not supported!
 l_113 = l_101 * l_110;
const #error type double not supported!
 l_114 = l_112 + l_113;
const #error type double not supported!
 l_115 = l_102 * l_109;
const #error type double not supported!
 l_116 = l_114 + l_115;
const #error type double not supported!
 l_117 = l_102 * l_110;
const #error type double not supported!
 l_118 = l_116 + l_117;
const #error type double not supported!
 l_119 = l_10 * l_91;
const #error type double not supported!
 l_120 = l_118 + l_119;
const #error type double not supported!
 l_121 = l_94 + l_120;
const bool l_122 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_123 = (l_122) ? l_121 : l_4;
const #error type double not supported!
 l_124 = l_123 - l_94;
const bool l_125 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_126 = (l_125) ? l_124 : l_4;
const #error type double not supported!
 l_127 = l_120 - l_126;
const #error type double not supported!
 l_128 = -l_123;
const #error type double not supported!
 l_129 = -l_127;
const #error type double not supported!
 l_130 = l_86 + l_128;
const bool l_131 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_132 = (l_131) ? l_130 : l_4;
const #error type double not supported!
 l_133 = l_132 - l_86;
const bool l_134 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_135 = (l_134) ? l_133 : l_4;
const #error type double not supported!
 l_136 = l_132 - l_135;
const bool l_137 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_138 = (l_137) ? l_136 : l_4;
const #error type double not supported!
 l_139 = l_86 - l_138;
const #error type double not supported!
 l_140 = l_128 - l_135;
const #error type double not supported!
 l_141 = l_139 + l_140;
const #error type double not supported!
 l_142 = l_90 + l_129;
const bool l_143 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_144 = (l_143) ? l_142 : l_4;
const #error type double not supported!
 l_145 = l_144 - l_90;
const bool l_146 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_147 = (l_146) ? l_145 : l_4;
const #error type double not supported!
 l_148 = l_144 - l_147;
const bool l_149 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_150 = (l_149) ? l_148 : l_4;
const #error type double not supported!
 l_151 = l_90 - l_150;
const #error type double not supported!
 l_152 = l_129 - l_147;
const #error type double not supported!
 l_153 = l_151 + l_152;
const #error type double not supported!
 l_154 = l_141 + l_144;
const #error type double not supported!
 l_155 = l_132 + l_154;
const bool l_156 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_157 = (l_156) ? l_155 : l_4;
const #error type double not supported!
 l_158 = l_157 - l_132;
const bool l_159 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_160 = (l_159) ? l_158 : l_4;
const #error type double not supported!
 l_161 = l_154 - l_160;
const #error type double not supported!
 l_162 = l_153 + l_161;
const #error type double not supported!
 l_163 = l_157 + l_162;
const bool l_164 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_165 = (l_164) ? l_163 : l_4;
const #error type double not supported!
 l_166 = l_165 - l_157;
const bool l_167 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_168 = (l_167) ? l_166 : l_4;
const #error type double not supported!
 l_169 = l_162 - l_168;
const #error type double not supported!
 l_170 = l_165 / l_8;
const #error type double not supported!
 l_171 = l_12 + l_91;
const bool l_172 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_173 = (l_172) ? l_171 : l_4;
const #error type double not supported!
 l_174 = l_173 - l_12;
const bool l_175 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_176 = (l_175) ? l_174 : l_4;
const #error type double not supported!
 l_177 = l_91 - l_176;
const #error type double not supported!
 l_178 = l_173 + l_170;
const bool l_179 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_180 = (l_179) ? l_178 : l_4;
const #error type double not supported!
 l_181 = l_180 - l_173;
const bool l_182 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_183 = (l_182) ? l_181 : l_4;
const #error type double not supported!
 l_184 = l_180 - l_183;
const bool l_185 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_186 = (l_185) ? l_184 : l_4;
const #error type double not supported!
 l_187 = l_173 - l_186;
const #error type double not supported!
 l_188 = l_170 - l_183;
const #error type double not supported!
 l_189 = l_187 + l_188;
const #error type double not supported!
 l_190 = l_189 + l_177;
const #error type double not supported!
 l_191 = l_180 + l_190;
const bool l_192 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_193 = (l_192) ? l_191 : l_4;
const #error type double not supported!
 l_194 = l_193 - l_180;
const bool l_195 = l_4 != #error type double not supported!
(0.0);
const #error type double not supported!
 l_196 = (l_195) ? l_194 : l_4;
const #error type double not supported!
 l_197 = l_190 - l_196;
const uint l_241 = info.static_meta[uint(3)];
const uint l_242 = l_241 * uint(1);
const bool l_243 = thread_index_in_grid < l_242;
if (l_243) {
buffer_3[thread_index_in_grid] = l_193;
}
const uint l_198 = l_1 + thread_index_in_grid;
const uint l_244 = info.static_meta[uint(3)];
const uint l_245 = l_244 * uint(1);
const bool l_246 = l_198 < l_245;
if (l_246) {
buffer_3[l_198] = l_197;
}
}

}
