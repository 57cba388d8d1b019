
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void fixed_ops(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_44;
uint l_mut_45;
uint l_mut_50;
uint l_mut_60;
uint l_mut_66;
uint l_mut_82;
uint l_mut_85;
uint l_mut_86;
uint l_mut_91;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = uint(2) * thread_index_in_grid;
const uint l_187 = info.static_meta[uint(0)];
const uint l_188 = l_187 * uint(1);
const bool l_189 = l_2 < l_188;
const uint l_190 = l_188 - uint(1);
const uint l_191 = min(l_2, l_190);
const uint l_192 = buffer_0[l_191];
const uint l_193 = (l_189) ? l_192 : uint(0);
const uint l_3 = l_193;
const uint l_4 = uint(2) * thread_index_in_grid;
const uint l_5 = l_4 + uint(1);
const uint l_194 = info.static_meta[uint(0)];
const uint l_195 = l_194 * uint(1);
const bool l_196 = l_5 < l_195;
const uint l_197 = l_195 - uint(1);
const uint l_198 = min(l_5, l_197);
const uint l_199 = buffer_0[l_198];
const uint l_200 = (l_196) ? l_199 : uint(0);
const uint l_6 = l_200;
const uint l_7 = uint(2) * thread_index_in_grid;
const uint l_201 = info.static_meta[uint(1)];
const uint l_202 = l_201 * uint(1);
const bool l_203 = l_7 < l_202;
const uint l_204 = l_202 - uint(1);
const uint l_205 = min(l_7, l_204);
const uint l_206 = buffer_1[l_205];
const uint l_207 = (l_203) ? l_206 : uint(0);
const uint l_8 = l_207;
const uint l_9 = uint(2) * thread_index_in_grid;
const uint l_10 = l_9 + uint(1);
const uint l_208 = info.static_meta[uint(1)];
const uint l_209 = l_208 * uint(1);
const bool l_210 = l_10 < l_209;
const uint l_211 = l_209 - uint(1);
const uint l_212 = min(l_10, l_211);
const uint l_213 = buffer_1[l_212];
const uint l_214 = (l_210) ? l_213 : uint(0);
const uint l_11 = l_214;
const uint l_215 = info.static_meta[uint(2)];
const uint l_216 = l_215 * uint(1);
const bool l_217 = thread_index_in_grid < l_216;
const uint l_218 = l_216 - uint(1);
const uint l_219 = min(thread_index_in_grid, l_218);
const uint l_220 = buffer_2[l_219];
const uint l_221 = (l_217) ? l_220 : uint(0);
const uint l_12 = l_221;
const uint l_13 = uint(6) * thread_index_in_grid;
const uint l_14 = l_3 + l_8;
const uint l_15 = l_6 + l_11;
const bool l_16 = l_14 < l_3;
const uint l_17 = uint(l_16);
const uint l_18 = l_15 + l_17;
const uint l_19 = uint(2) * l_13;
const uint l_222 = info.static_meta[uint(4)];
const uint l_223 = l_222 * uint(1);
const bool l_224 = l_19 < l_223;
if (l_224) {
buffer_4[l_19] = l_14;
}
const uint l_20 = uint(2) * l_13;
const uint l_21 = l_20 + uint(1);
const uint l_225 = info.static_meta[uint(4)];
const uint l_226 = l_225 * uint(1);
const bool l_227 = l_21 < l_226;
if (l_227) {
buffer_4[l_21] = l_18;
}
const uint l_22 = uint(6) * thread_index_in_grid;
const uint l_23 = l_22 + uint(1);
const uint l_24 = l_3 - l_8;
const uint l_25 = l_6 - l_11;
const bool l_26 = l_3 < l_8;
const uint l_27 = uint(l_26);
const uint l_28 = l_25 - l_27;
const uint l_29 = uint(2) * l_23;
const uint l_228 = info.static_meta[uint(4)];
const uint l_229 = l_228 * uint(1);
const bool l_230 = l_29 < l_229;
if (l_230) {
buffer_4[l_29] = l_24;
}
const uint l_30 = uint(2) * l_23;
const uint l_31 = l_30 + uint(1);
const uint l_231 = info.static_meta[uint(4)];
const uint l_232 = l_231 * uint(1);
const bool l_233 = l_31 < l_232;
if (l_233) {
buffer_4[l_31] = l_28;
}
const uint l_32 = uint(6) * thread_index_in_grid;
const uint l_33 = l_32 + uint(2);
const uint l_34 = l_3 * l_12;
const uint l_35 = __umulhi(l_3, l_12);
const uint l_36 = l_6 * l_12;
const uint l_37 = l_35 + l_36;
const uint l_38 = uint(2) * l_33;
const uint l_234 = info.static_meta[uint(4)];
const uint l_235 = l_234 * uint(1);
const bool l_236 = l_38 < l_235;
if (l_236) {
buffer_4[l_38] = l_34;
}
const uint l_39 = uint(2) * l_33;
const uint l_40 = l_39 + uint(1);
const uint l_237 = info.static_meta[uint(4)];
const uint l_238 = l_237 * uint(1);
const bool l_239 = l_40 < l_238;
if (l_239) {
buffer_4[l_40] = l_37;
}
const uint l_41 = uint(6) * thread_index_in_grid;
const uint l_42 = l_41 + uint(3);
const uint l_43 = l_12 % uint(64);
l_mut_44 = l_3;
l_mut_45 = l_6;
const bool l_46 = l_43 >= uint(32);
if (l_46) {
const uint l_47 = l_43 & uint(31);
const uint l_48 = l_6 >> l_47;
l_mut_44 = l_48;
l_mut_45 = uint(0);
} else {
const bool l_49 = l_43 > uint(0);
if (l_49) {
l_mut_50 = l_3;
const bool l_51 = l_43 > uint(0);
if (l_51) {
const uint l_52 = l_3 >> l_43;
const uint l_53 = uint(32) - l_43;
const uint l_54 = l_6 << l_53;
const uint l_55 = l_52 | l_54;
l_mut_50 = l_55;
}
const uint l_56 = l_6 >> l_43;
l_mut_44 = l_mut_50;
l_mut_45 = l_56;
}
}
const uint l_57 = uint(2) * l_42;
const uint l_240 = info.static_meta[uint(4)];
const uint l_241 = l_240 * uint(1);
const bool l_242 = l_57 < l_241;
if (l_242) {
buffer_4[l_57] = l_mut_44;
}
const uint l_58 = uint(2) * l_42;
const uint l_59 = l_58 + uint(1);
const uint l_243 = info.static_meta[uint(4)];
const uint l_244 = l_243 * uint(1);
const bool l_245 = l_59 < l_244;
if (l_245) {
buffer_4[l_59] = l_mut_45;
}
l_mut_50 = l_8;
l_mut_45 = l_11;
l_mut_44 = l_3;
l_mut_60 = l_6;
const bool l_61 = l_11 < l_6;
const bool l_62 = l_11 == l_6;
const bool l_63 = l_8 < l_3;
const bool l_64 = l_62 && l_63;
const bool l_65 = l_61 || l_64;
if (l_65) {
l_mut_50 = l_3;
l_mut_45 = l_6;
l_mut_44 = l_8;
l_mut_60 = l_11;
}
l_mut_66 = uint(0);
const uint l_67 = l_mut_44 | l_mut_60;
const bool l_68 = l_67 == uint(0);
const bool l_69 = !l_68;
const bool l_70 = l_mut_60 < l_mut_45;
const bool l_71 = l_mut_60 == l_mut_45;
const bool l_72 = l_mut_44 < l_mut_50;
const bool l_73 = l_71 && l_72;
const bool l_74 = l_70 || l_73;
const bool l_75 = l_69 && l_74;
if (l_75) {
const uint l_76 = l_12 % uint(32768);
const uint l_77 = l_mut_50 - uint(1);
const uint l_78 = l_mut_45 - uint(0);
const bool l_79 = l_mut_50 < uint(1);
const uint l_80 = uint(l_79);
const uint l_81 = l_78 - l_80;
l_mut_50 = l_77;
l_mut_45 = l_81;
l_mut_82 = uint(0);

for (uint l_mut_83 = uint(0); l_mut_83 < uint(16); ++l_mut_83) {
const uint l_84 = uint(15) - l_mut_83;
l_mut_85 = l_mut_50;
l_mut_86 = l_mut_45;
const bool l_87 = l_84 >= uint(32);
if (l_87) {
const uint l_88 = l_84 & uint(31);
const uint l_89 = l_mut_45 >> l_88;
l_mut_85 = l_89;
l_mut_86 = uint(0);
} else {
const bool l_90 = l_84 > uint(0);
if (l_90) {
l_mut_91 = l_mut_50;
const bool l_92 = l_84 > uint(0);
if (l_92) {
const uint l_93 = l_mut_50 >> l_84;
const uint l_94 = uint(32) - l_84;
const uint l_95 = l_mut_45 << l_94;
const uint l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
const uint l_97 = l_mut_45 >> l_84;
l_mut_85 = l_mut_91;
l_mut_86 = l_97;
}
}
const bool l_98 = l_mut_86 < l_mut_60;
const bool l_99 = l_mut_86 == l_mut_60;
const bool l_100 = l_mut_85 < l_mut_44;
const bool l_101 = l_99 && l_100;
const bool l_102 = l_98 || l_101;
const bool l_103 = !l_102;
if (l_103) {
l_mut_91 = l_mut_44;
l_mut_86 = l_mut_60;
const bool l_104 = l_84 >= uint(32);
if (l_104) {
const uint l_105 = l_84 & uint(31);
const uint l_106 = l_mut_44 << l_105;
l_mut_91 = uint(0);
l_mut_86 = l_106;
} else {
const bool l_107 = l_84 > uint(0);
if (l_107) {
const uint l_108 = l_mut_44 << l_84;
const uint l_109 = l_mut_60 << l_84;
const uint l_110 = uint(32) - l_84;
const uint l_111 = l_mut_44 >> l_110;
const uint l_112 = l_109 | l_111;
l_mut_91 = l_108;
l_mut_86 = l_112;
}
}
const uint l_113 = l_mut_50 - l_mut_91;
const uint l_114 = l_mut_45 - l_mut_86;
const bool l_115 = l_mut_50 < l_mut_91;
const uint l_116 = uint(l_115);
const uint l_117 = l_114 - l_116;
l_mut_50 = l_113;
l_mut_45 = l_117;
const uint l_118 = uint(1) << l_84;
l_mut_82 = l_mut_82 | l_118;
}
}
const uint l_119 = min(l_mut_82, l_76);
l_mut_91 = l_119;
const bool l_120 = l_mut_45 < l_mut_60;
const bool l_121 = l_mut_45 == l_mut_60;
const bool l_122 = l_mut_50 < l_mut_44;
const bool l_123 = l_121 && l_122;
const bool l_124 = l_120 || l_123;
const bool l_125 = !l_124;
if (l_125) {
l_mut_91 = l_76;
}
l_mut_66 = l_mut_91;
}
const bool l_126 = l_6 < l_11;
const bool l_127 = l_6 == l_11;
const bool l_128 = l_3 < l_8;
const bool l_129 = l_127 && l_128;
const bool l_130 = l_126 || l_129;
const uint l_131 = uint(l_130);
const uint l_132 = l_131 << uint(16);
l_mut_66 = l_mut_66 | l_132;
const uint l_133 = l_6 >> uint(31);
const bool l_134 = l_133 == uint(1);
const uint l_135 = uint(l_134);
const uint l_136 = l_135 << uint(17);
l_mut_66 = l_mut_66 | l_136;
const uint l_137 = uint(6) * thread_index_in_grid;
const uint l_138 = l_137 + uint(4);
const uint l_139 = uint(2) * l_138;
const uint l_246 = info.static_meta[uint(4)];
const uint l_247 = l_246 * uint(1);
const bool l_248 = l_139 < l_247;
if (l_248) {
buffer_4[l_139] = l_mut_66;
}
const uint l_140 = uint(2) * l_138;
const uint l_141 = l_140 + uint(1);
const uint l_249 = info.static_meta[uint(4)];
const uint l_250 = l_249 * uint(1);
const bool l_251 = l_141 < l_250;
if (l_251) {
buffer_4[l_141] = uint(0);
}
const uint l_142 = uint(6) * thread_index_in_grid;
const uint l_143 = l_142 + uint(5);
const uint l_252 = info.static_meta[uint(3)];
const uint l_253 = l_252 * uint(1);
const bool l_254 = thread_index_in_grid < l_253;
const uint l_255 = l_253 - uint(1);
const uint l_256 = min(thread_index_in_grid, l_255);
const uint l_257 = buffer_3[l_256];
const uint l_258 = (l_254) ? l_257 : uint(0);
const uint l_144 = l_258;
const uint l_145 = l_6 >> uint(31);
const bool l_146 = l_145 == uint(1);
l_mut_91 = l_3;
l_mut_86 = l_6;
if (l_146) {
const uint l_147 = uint(0) - l_3;
const uint l_148 = uint(0) - l_6;
const bool l_149 = uint(0) < l_3;
const uint l_150 = uint(l_149);
const uint l_151 = l_148 - l_150;
l_mut_91 = l_147;
l_mut_86 = l_151;
}
const uint l_152 = l_mut_91 * l_12;
const uint l_153 = l_mut_86 * l_12;
const uint l_154 = __umulhi(l_mut_91, l_12);
const uint l_155 = l_154 + l_153;
const uint l_156 = __umulhi(l_mut_86, l_12);
const bool l_157 = l_155 < l_153;
const uint l_158 = uint(l_157);
const uint l_159 = l_156 + l_158;
const uint l_160 = l_144 % uint(32);
l_mut_85 = l_152;
const bool l_161 = l_160 > uint(0);
if (l_161) {
const uint l_162 = l_152 >> l_160;
const uint l_163 = uint(32) - l_160;
const uint l_164 = l_155 << l_163;
const uint l_165 = l_162 | l_164;
l_mut_85 = l_165;
}
l_mut_82 = l_155;
const bool l_166 = l_160 > uint(0);
if (l_166) {
const uint l_167 = l_155 >> l_160;
const uint l_168 = uint(32) - l_160;
const uint l_169 = l_159 << l_168;
const uint l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
l_mut_66 = l_mut_85;
l_mut_85 = l_mut_82;
const bool l_171 = l_144 >= uint(64);
if (l_171) {
l_mut_66 = l_159;
l_mut_85 = uint(0);
} else {
const bool l_172 = l_144 >= uint(32);
if (l_172) {
l_mut_82 = l_155;
const bool l_173 = l_160 > uint(0);
if (l_173) {
const uint l_174 = l_155 >> l_160;
const uint l_175 = uint(32) - l_160;
const uint l_176 = l_159 << l_175;
const uint l_177 = l_174 | l_176;
l_mut_82 = l_177;
}
const uint l_178 = l_159 >> l_160;
l_mut_66 = l_mut_82;
l_mut_85 = l_178;
}
}
l_mut_91 = l_mut_66;
l_mut_86 = l_mut_85;
if (l_146) {
const uint l_179 = uint(0) - l_mut_91;
const uint l_180 = uint(0) - l_mut_86;
const bool l_181 = uint(0) < l_mut_91;
const uint l_182 = uint(l_181);
const uint l_183 = l_180 - l_182;
l_mut_91 = l_179;
l_mut_86 = l_183;
}
const uint l_184 = uint(2) * l_143;
const uint l_259 = info.static_meta[uint(4)];
const uint l_260 = l_259 * uint(1);
const bool l_261 = l_184 < l_260;
if (l_261) {
buffer_4[l_184] = l_mut_91;
}
const uint l_185 = uint(2) * l_143;
const uint l_186 = l_185 + uint(1);
const uint l_262 = info.static_meta[uint(4)];
const uint l_263 = l_262 * uint(1);
const bool l_264 = l_186 < l_263;
if (l_264) {
buffer_4[l_186] = l_mut_86;
}
}

}
