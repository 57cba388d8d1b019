
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
const uint l_207 = info.static_meta[uint(2)];
const uint l_208 = l_207 * uint(1);
const bool l_209 = uint(0) < l_208;
const uint l_210 = l_208 - uint(1);
const uint l_211 = min(uint(0), l_210);
const float l_212 = buffer_2[l_211];
const float l_213 = (l_209) ? l_212 : float(0.0);
const float l_3 = l_213;
const uint l_214 = info.static_meta[uint(2)];
const uint l_215 = l_214 * uint(1);
const bool l_216 = uint(1) < l_215;
const uint l_217 = l_215 - uint(1);
const uint l_218 = min(uint(1), l_217);
const float l_219 = buffer_2[l_218];
const float l_220 = (l_216) ? l_219 : float(0.0);
const float l_4 = l_220;
const uint l_221 = info.static_meta[uint(1)];
const uint l_222 = l_221 * uint(1);
const bool l_223 = thread_index_in_grid < l_222;
const uint l_224 = l_222 - uint(1);
const uint l_225 = min(thread_index_in_grid, l_224);
const float l_226 = buffer_1[l_225];
const float l_227 = (l_223) ? l_226 : float(0.0);
const float l_5 = l_227;
const uint l_6 = l_1 + thread_index_in_grid;
const uint l_228 = info.static_meta[uint(1)];
const uint l_229 = l_228 * uint(1);
const bool l_230 = l_6 < l_229;
const uint l_231 = l_229 - uint(1);
const uint l_232 = min(l_6, l_231);
const float l_233 = buffer_1[l_232];
const float l_234 = (l_230) ? l_233 : float(0.0);
const float l_7 = l_234;
const uint l_235 = info.static_meta[uint(0)];
const uint l_236 = l_235 * uint(1);
const bool l_237 = thread_index_in_grid < l_236;
const uint l_238 = l_236 - uint(1);
const uint l_239 = min(thread_index_in_grid, l_238);
const float l_240 = buffer_0[l_239];
const float l_241 = (l_237) ? l_240 : float(0.0);
const float l_8 = l_241;
const uint l_9 = l_1 + thread_index_in_grid;
const uint l_242 = info.static_meta[uint(0)];
const uint l_243 = l_242 * uint(1);
const bool l_244 = l_9 < l_243;
const uint l_245 = l_243 - uint(1);
const uint l_246 = min(l_9, l_245);
const float l_247 = buffer_0[l_246];
const float l_248 = (l_244) ? l_247 : float(0.0);
const float l_10 = l_248;
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
const float l_24 = l_mut_11 / l_5;
const float l_25 = l_5 * l_24;
const float l_26 = l_25 * l_4;
const float l_27 = l_3 * l_5;
const float l_28 = l_27 * l_4;
const float l_29 = l_28 - l_5;
const float l_30 = l_29 * l_4;
const float l_31 = l_28 - l_30;
const float l_32 = l_5 - l_31;
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
const float l_47 = l_7 * l_24;
const float l_48 = l_26 + l_47;
const float l_49 = l_48 * l_4;
const float l_50 = l_49 - l_26;
const float l_51 = l_50 * l_4;
const float l_52 = l_47 - l_51;
const float l_53 = l_52 + l_46;
const float l_54 = l_49 + l_53;
const float l_55 = l_54 * l_4;
const float l_56 = l_55 - l_49;
const float l_57 = l_56 * l_4;
const float l_58 = l_53 - l_57;
const float l_59 = l_mut_11 - l_55;
const float l_60 = l_mut_12 - l_58;
const float l_61 = l_59 + l_60;
const float l_62 = l_61 / l_5;
const float l_63 = l_24 + l_62;
const float l_64 = l_63 * l_4;
const float l_65 = l_64 - l_24;
const float l_66 = l_65 * l_4;
const float l_67 = l_62 - l_66;
const float l_68 = l_mut_14 / l_5;
const float l_69 = l_5 * l_68;
const float l_70 = l_69 * l_4;
const float l_71 = l_3 * l_5;
const float l_72 = l_71 * l_4;
const float l_73 = l_72 - l_5;
const float l_74 = l_73 * l_4;
const float l_75 = l_72 - l_74;
const float l_76 = l_5 - l_75;
const float l_77 = l_3 * l_68;
const float l_78 = l_77 * l_4;
const float l_79 = l_78 - l_68;
const float l_80 = l_79 * l_4;
const float l_81 = l_78 - l_80;
const float l_82 = l_68 - l_81;
const float l_83 = l_75 * l_81;
const float l_84 = l_83 - l_70;
const float l_85 = l_75 * l_82;
const float l_86 = l_84 + l_85;
const float l_87 = l_76 * l_81;
const float l_88 = l_86 + l_87;
const float l_89 = l_76 * l_82;
const float l_90 = l_88 + l_89;
const float l_91 = l_7 * l_68;
const float l_92 = l_70 + l_91;
const float l_93 = l_92 * l_4;
const float l_94 = l_93 - l_70;
const float l_95 = l_94 * l_4;
const float l_96 = l_91 - l_95;
const float l_97 = l_96 + l_90;
const float l_98 = l_93 + l_97;
const float l_99 = l_98 * l_4;
const float l_100 = l_99 - l_93;
const float l_101 = l_100 * l_4;
const float l_102 = l_97 - l_101;
const float l_103 = l_mut_14 - l_99;
const float l_104 = l_mut_16 - l_102;
const float l_105 = l_103 + l_104;
const float l_106 = l_105 / l_5;
const float l_107 = l_68 + l_106;
const float l_108 = l_107 * l_4;
const float l_109 = l_108 - l_68;
const float l_110 = l_109 * l_4;
const float l_111 = l_106 - l_110;
const float l_112 = l_mut_18 / l_5;
const float l_113 = l_5 * l_112;
const float l_114 = l_113 * l_4;
const float l_115 = l_3 * l_5;
const float l_116 = l_115 * l_4;
const float l_117 = l_116 - l_5;
const float l_118 = l_117 * l_4;
const float l_119 = l_116 - l_118;
const float l_120 = l_5 - l_119;
const float l_121 = l_3 * l_112;
const float l_122 = l_121 * l_4;
const float l_123 = l_122 - l_112;
const float l_124 = l_123 * l_4;
const float l_125 = l_122 - l_124;
const float l_126 = l_112 - l_125;
const float l_127 = l_119 * l_125;
const float l_128 = l_127 - l_114;
const float l_129 = l_119 * l_126;
const float l_130 = l_128 + l_129;
const float l_131 = l_120 * l_125;
const float l_132 = l_130 + l_131;
const float l_133 = l_120 * l_126;
const float l_134 = l_132 + l_133;
const float l_135 = l_7 * l_112;
const float l_136 = l_114 + l_135;
const float l_137 = l_136 * l_4;
const float l_138 = l_137 - l_114;
const float l_139 = l_138 * l_4;
const float l_140 = l_135 - l_139;
const float l_141 = l_140 + l_134;
const float l_142 = l_137 + l_141;
const float l_143 = l_142 * l_4;
const float l_144 = l_143 - l_137;
const float l_145 = l_144 * l_4;
const float l_146 = l_141 - l_145;
const float l_147 = l_mut_18 - l_143;
const float l_148 = l_mut_19 - l_146;
const float l_149 = l_147 + l_148;
const float l_150 = l_149 / l_5;
const float l_151 = l_112 + l_150;
const float l_152 = l_151 * l_4;
const float l_153 = l_152 - l_112;
const float l_154 = l_153 * l_4;
const float l_155 = l_150 - l_154;
const float l_156 = l_mut_21 / l_5;
const float l_157 = l_5 * l_156;
const float l_158 = l_157 * l_4;
const float l_159 = l_3 * l_5;
const float l_160 = l_159 * l_4;
const float l_161 = l_160 - l_5;
const float l_162 = l_161 * l_4;
const float l_163 = l_160 - l_162;
const float l_164 = l_5 - l_163;
const float l_165 = l_3 * l_156;
const float l_166 = l_165 * l_4;
const float l_167 = l_166 - l_156;
const float l_168 = l_167 * l_4;
const float l_169 = l_166 - l_168;
const float l_170 = l_156 - l_169;
const float l_171 = l_163 * l_169;
const float l_172 = l_171 - l_158;
const float l_173 = l_163 * l_170;
const float l_174 = l_172 + l_173;
const float l_175 = l_164 * l_169;
const float l_176 = l_174 + l_175;
const float l_177 = l_164 * l_170;
const float l_178 = l_176 + l_177;
const float l_179 = l_7 * l_156;
const float l_180 = l_158 + l_179;
const float l_181 = l_180 * l_4;
const float l_182 = l_181 - l_158;
const float l_183 = l_182 * l_4;
const float l_184 = l_179 - l_183;
const float l_185 = l_184 + l_178;
const float l_186 = l_181 + l_185;
const float l_187 = l_186 * l_4;
const float l_188 = l_187 - l_181;
const float l_189 = l_188 * l_4;
const float l_190 = l_185 - l_189;
const float l_191 = l_mut_21 - l_187;
const float l_192 = l_mut_22 - l_190;
const float l_193 = l_191 + l_192;
const float l_194 = l_193 / l_5;
const float l_195 = l_156 + l_194;
const float l_196 = l_195 * l_4;
const float l_197 = l_196 - l_156;
const float l_198 = l_197 * l_4;
const float l_199 = l_194 - l_198;
l_mut_11 = l_64;
l_mut_12 = l_67;
l_mut_14 = l_108;
l_mut_16 = l_111;
l_mut_18 = l_152;
l_mut_19 = l_155;
l_mut_21 = l_196;
l_mut_22 = l_199;
}
const float l_200 = l_mut_11 + l_mut_14;
const float l_201 = l_mut_18 + l_mut_21;
const float l_202 = l_200 + l_201;
const uint l_249 = info.static_meta[uint(3)];
const uint l_250 = l_249 * uint(1);
const bool l_251 = thread_index_in_grid < l_250;
if (l_251) {
buffer_3[thread_index_in_grid] = l_202;
}
const uint l_203 = l_1 + thread_index_in_grid;
const float l_204 = l_mut_12 + l_mut_16;
const float l_205 = l_mut_19 + l_mut_22;
const float l_206 = l_204 + l_205;
const uint l_252 = info.static_meta[uint(3)];
const uint l_253 = l_252 * uint(1);
const bool l_254 = l_203 < l_253;
if (l_254) {
buffer_3[l_203] = l_206;
}
}

}
