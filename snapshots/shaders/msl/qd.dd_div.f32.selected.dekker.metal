
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
const uint l_198 = info.static_meta[uint(2)];
const uint l_199 = l_198 * uint(1);
const bool l_200 = uint(0) < l_199;
const uint l_201 = l_199 - uint(1);
const uint l_202 = min(uint(0), l_201);
const float l_203 = buffer_2[l_202];
const float l_204 = (l_200) ? l_203 : float(0.0);
const float l_3 = l_204;
const uint l_205 = info.static_meta[uint(2)];
const uint l_206 = l_205 * uint(1);
const bool l_207 = uint(1) < l_206;
const uint l_208 = l_206 - uint(1);
const uint l_209 = min(uint(1), l_208);
const float l_210 = buffer_2[l_209];
const float l_211 = (l_207) ? l_210 : float(0.0);
const float l_4 = l_211;
const uint l_212 = info.static_meta[uint(0)];
const uint l_213 = l_212 * uint(1);
const bool l_214 = thread_index_in_grid < l_213;
const uint l_215 = l_213 - uint(1);
const uint l_216 = min(thread_index_in_grid, l_215);
const float l_217 = buffer_0[l_216];
const float l_218 = (l_214) ? l_217 : float(0.0);
const float l_5 = l_218;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_219 = info.static_meta[uint(0)];
const uint l_220 = l_219 * uint(1);
const bool l_221 = l_6 < l_220;
const uint l_222 = l_220 - uint(1);
const uint l_223 = min(l_6, l_222);
const float l_224 = buffer_0[l_223];
const float l_225 = (l_221) ? l_224 : float(0.0);
const float l_7 = l_225;
const uint l_226 = info.static_meta[uint(1)];
const uint l_227 = l_226 * uint(1);
const bool l_228 = thread_index_in_grid < l_227;
const uint l_229 = l_227 - uint(1);
const uint l_230 = min(thread_index_in_grid, l_229);
const float l_231 = buffer_1[l_230];
const float l_232 = (l_228) ? l_231 : float(0.0);
const float l_8 = l_232;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_233 = info.static_meta[uint(1)];
const uint l_234 = l_233 * uint(1);
const bool l_235 = l_9 < l_234;
const uint l_236 = l_234 - uint(1);
const uint l_237 = min(l_9, l_236);
const float l_238 = buffer_1[l_237];
const float l_239 = (l_235) ? l_238 : float(0.0);
const float l_10 = l_239;
const float l_11 = l_5 / l_8;
const float l_12 = l_8 * l_11;
const bool l_13 = l_4 != float(0.0);
const float l_14 = (l_13) ? l_12 : l_4;
const float l_15 = l_3 * l_8;
const bool l_16 = l_4 != float(0.0);
const float l_17 = (l_16) ? l_15 : l_4;
const float l_18 = l_17 - l_8;
const bool l_19 = l_4 != float(0.0);
const float l_20 = (l_19) ? l_18 : l_4;
const float l_21 = l_17 - l_20;
const float l_22 = l_8 - l_21;
const float l_23 = l_3 * l_11;
const bool l_24 = l_4 != float(0.0);
const float l_25 = (l_24) ? l_23 : l_4;
const float l_26 = l_25 - l_11;
const bool l_27 = l_4 != float(0.0);
const float l_28 = (l_27) ? l_26 : l_4;
const float l_29 = l_25 - l_28;
const float l_30 = l_11 - l_29;
const float l_31 = l_21 * l_29;
const float l_32 = l_31 - l_14;
const float l_33 = l_21 * l_30;
const float l_34 = l_32 + l_33;
const float l_35 = l_22 * l_29;
const float l_36 = l_34 + l_35;
const float l_37 = l_22 * l_30;
const float l_38 = l_36 + l_37;
const float l_39 = l_10 * l_11;
const float l_40 = l_38 + l_39;
const float l_41 = l_14 + l_40;
const bool l_42 = l_4 != float(0.0);
const float l_43 = (l_42) ? l_41 : l_4;
const float l_44 = l_43 - l_14;
const bool l_45 = l_4 != float(0.0);
const float l_46 = (l_45) ? l_44 : l_4;
const float l_47 = l_40 - l_46;
const float l_48 = -l_43;
const float l_49 = -l_47;
const float l_50 = l_5 + l_48;
const bool l_51 = l_4 != float(0.0);
const float l_52 = (l_51) ? l_50 : l_4;
const float l_53 = l_52 - l_5;
const bool l_54 = l_4 != float(0.0);
const float l_55 = (l_54) ? l_53 : l_4;
const float l_56 = l_52 - l_55;
const bool l_57 = l_4 != float(0.0);
const float l_58 = (l_57) ? l_56 : l_4;
const float l_59 = l_5 - l_58;
const float l_60 = l_48 - l_55;
const float l_61 = l_59 + l_60;
const float l_62 = l_7 + l_49;
const bool l_63 = l_4 != float(0.0);
const float l_64 = (l_63) ? l_62 : l_4;
const float l_65 = l_64 - l_7;
const bool l_66 = l_4 != float(0.0);
const float l_67 = (l_66) ? l_65 : l_4;
const float l_68 = l_64 - l_67;
const bool l_69 = l_4 != float(0.0);
const float l_70 = (l_69) ? l_68 : l_4;
const float l_71 = l_7 - l_70;
const float l_72 = l_49 - l_67;
const float l_73 = l_71 + l_72;
const float l_74 = l_61 + l_64;
const float l_75 = l_52 + l_74;
const bool l_76 = l_4 != float(0.0);
const float l_77 = (l_76) ? l_75 : l_4;
const float l_78 = l_77 - l_52;
const bool l_79 = l_4 != float(0.0);
const float l_80 = (l_79) ? l_78 : l_4;
const float l_81 = l_74 - l_80;
const float l_82 = l_73 + l_81;
const float l_83 = l_77 + l_82;
const bool l_84 = l_4 != float(0.0);
const float l_85 = (l_84) ? l_83 : l_4;
const float l_86 = l_85 - l_77;
const bool l_87 = l_4 != float(0.0);
const float l_88 = (l_87) ? l_86 : l_4;
const float l_89 = l_82 - l_88;
const float l_90 = l_85 / l_8;
const float l_91 = l_8 * l_90;
const bool l_92 = l_4 != float(0.0);
const float l_93 = (l_92) ? l_91 : l_4;
const float l_94 = l_3 * l_8;
const bool l_95 = l_4 != float(0.0);
const float l_96 = (l_95) ? l_94 : l_4;
const float l_97 = l_96 - l_8;
const bool l_98 = l_4 != float(0.0);
const float l_99 = (l_98) ? l_97 : l_4;
const float l_100 = l_96 - l_99;
const float l_101 = l_8 - l_100;
const float l_102 = l_3 * l_90;
const bool l_103 = l_4 != float(0.0);
const float l_104 = (l_103) ? l_102 : l_4;
const float l_105 = l_104 - l_90;
const bool l_106 = l_4 != float(0.0);
const float l_107 = (l_106) ? l_105 : l_4;
const float l_108 = l_104 - l_107;
const float l_109 = l_90 - l_108;
const float l_110 = l_100 * l_108;
const float l_111 = l_110 - l_93;
const float l_112 = l_100 * l_109;
const float l_113 = l_111 + l_112;
const float l_114 = l_101 * l_108;
const float l_115 = l_113 + l_114;
const float l_116 = l_101 * l_109;
const float l_117 = l_115 + l_116;
const float l_118 = l_10 * l_90;
const float l_119 = l_117 + l_118;
const float l_120 = l_93 + l_119;
const bool l_121 = l_4 != float(0.0);
const float l_122 = (l_121) ? l_120 : l_4;
const float l_123 = l_122 - l_93;
const bool l_124 = l_4 != float(0.0);
const float l_125 = (l_124) ? l_123 : l_4;
const float l_126 = l_119 - l_125;
const float l_127 = -l_122;
const float l_128 = -l_126;
const float l_129 = l_85 + l_127;
const bool l_130 = l_4 != float(0.0);
const float l_131 = (l_130) ? l_129 : l_4;
const float l_132 = l_131 - l_85;
const bool l_133 = l_4 != float(0.0);
const float l_134 = (l_133) ? l_132 : l_4;
const float l_135 = l_131 - l_134;
const bool l_136 = l_4 != float(0.0);
const float l_137 = (l_136) ? l_135 : l_4;
const float l_138 = l_85 - l_137;
const float l_139 = l_127 - l_134;
const float l_140 = l_138 + l_139;
const float l_141 = l_89 + l_128;
const bool l_142 = l_4 != float(0.0);
const float l_143 = (l_142) ? l_141 : l_4;
const float l_144 = l_143 - l_89;
const bool l_145 = l_4 != float(0.0);
const float l_146 = (l_145) ? l_144 : l_4;
const float l_147 = l_143 - l_146;
const bool l_148 = l_4 != float(0.0);
const float l_149 = (l_148) ? l_147 : l_4;
const float l_150 = l_89 - l_149;
const float l_151 = l_128 - l_146;
const float l_152 = l_150 + l_151;
const float l_153 = l_140 + l_143;
const float l_154 = l_131 + l_153;
const bool l_155 = l_4 != float(0.0);
const float l_156 = (l_155) ? l_154 : l_4;
const float l_157 = l_156 - l_131;
const bool l_158 = l_4 != float(0.0);
const float l_159 = (l_158) ? l_157 : l_4;
const float l_160 = l_153 - l_159;
const float l_161 = l_152 + l_160;
const float l_162 = l_156 + l_161;
const bool l_163 = l_4 != float(0.0);
const float l_164 = (l_163) ? l_162 : l_4;
const float l_165 = l_164 - l_156;
const bool l_166 = l_4 != float(0.0);
const float l_167 = (l_166) ? l_165 : l_4;
const float l_168 = l_161 - l_167;
const float l_169 = l_164 / l_8;
const float l_170 = l_11 + l_90;
const bool l_171 = l_4 != float(0.0);
const float l_172 = (l_171) ? l_170 : l_4;
const float l_173 = l_172 - l_11;
const bool l_174 = l_4 != float(0.0);
const float l_175 = (l_174) ? l_173 : l_4;
const float l_176 = l_90 - l_175;
const float l_177 = l_172 + l_169;
const bool l_178 = l_4 != float(0.0);
const float l_179 = (l_178) ? l_177 : l_4;
const float l_180 = l_179 - l_172;
const bool l_181 = l_4 != float(0.0);
const float l_182 = (l_181) ? l_180 : l_4;
const float l_183 = l_179 - l_182;
const bool l_184 = l_4 != float(0.0);
const float l_185 = (l_184) ? l_183 : l_4;
const float l_186 = l_172 - l_185;
const float l_187 = l_169 - l_182;
const float l_188 = l_186 + l_187;
const float l_189 = l_188 + l_176;
const float l_190 = l_179 + l_189;
const bool l_191 = l_4 != float(0.0);
const float l_192 = (l_191) ? l_190 : l_4;
const float l_193 = l_192 - l_179;
const bool l_194 = l_4 != float(0.0);
const float l_195 = (l_194) ? l_193 : l_4;
const float l_196 = l_189 - l_195;
const uint l_240 = info.static_meta[uint(3)];
const uint l_241 = l_240 * uint(1);
const bool l_242 = thread_index_in_grid < l_241;
if (l_242) {
buffer_3[thread_index_in_grid] = l_192;
}
const uint l_197 = l_1 + thread_index_in_grid;
const uint l_243 = info.static_meta[uint(3)];
const uint l_244 = l_243 * uint(1);
const bool l_245 = l_197 < l_244;
if (l_245) {
buffer_3[l_197] = l_196;
}
}

}
