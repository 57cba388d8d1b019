
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

[[kernel]]
void plain_phase1(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device atomic_uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_199;
bool l_mut_201;
uint l_mut_197;
uint l_mut_198;
uint64_t l_mut_153;
uint64_t l_mut_37;
uint64_t l_mut_59;
uint64_t l_mut_99;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_223 = info.static_meta[uint(4)];
const uint l_224 = l_223 * uint(1);
const uint l_225 = l_224 - uint(1);
const uint l_226 = min(uint(3), l_225);
device atomic_uint* l_227 = &buffer_4[l_226];
atomic_uint* l_1 = l_227;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * thread_index_in_grid;
const uint l_4 = info.static_meta[uint(5)];
const bool l_5 = l_3 < l_4;
if (l_5) {
const uint l_228 = info.static_meta[uint(3)];
const uint l_229 = l_228 * uint(1);
const bool l_230 = uint(0) < l_229;
const uint l_231 = l_229 - uint(1);
const uint l_232 = min(uint(0), l_231);
const uint l_233 = buffer_3[l_232];
const uint l_234 = (l_230) ? l_233 : uint(0);
const uint l_6 = l_234;
const uint l_235 = info.static_meta[uint(3)];
const uint l_236 = l_235 * uint(1);
const bool l_237 = uint(2) < l_236;
const uint l_238 = l_236 - uint(1);
const uint l_239 = min(uint(2), l_238);
const uint l_240 = buffer_3[l_239];
const uint l_241 = (l_237) ? l_240 : uint(0);
const uint l_7 = l_241;
const uint l_8 = uint(2) * uint(2);
const uint l_242 = info.static_meta[uint(3)];
const uint l_243 = l_242 * uint(1);
const bool l_244 = l_8 < l_243;
const uint l_245 = l_243 - uint(1);
const uint l_246 = min(l_8, l_245);
const uint l_247 = buffer_3[l_246];
const uint l_248 = (l_244) ? l_247 : uint(0);
const uint l_9 = l_248;
const uint64_t l_10 = uint64_t(l_9);
const uint l_11 = uint(2) * uint(2);
const uint l_12 = l_11 + uint(1);
const uint l_249 = info.static_meta[uint(3)];
const uint l_250 = l_249 * uint(1);
const bool l_251 = l_12 < l_250;
const uint l_252 = l_250 - uint(1);
const uint l_253 = min(l_12, l_252);
const uint l_254 = buffer_3[l_253];
const uint l_255 = (l_251) ? l_254 : uint(0);
const uint l_13 = l_255;
const uint64_t l_14 = uint64_t(l_13);
const uint64_t l_15 = l_14 << uint64_t(32);
const uint64_t l_16 = l_10 | l_15;
const uint l_17 = uint(2) * thread_index_in_grid;
const uint l_256 = info.static_meta[uint(2)];
const uint l_257 = l_256 * uint(1);
const bool l_258 = l_17 < l_257;
const uint l_259 = l_257 - uint(1);
const uint l_260 = min(l_17, l_259);
const uint l_261 = buffer_2[l_260];
const uint l_262 = (l_258) ? l_261 : uint(0);
const uint l_18 = l_262;
const uint64_t l_19 = uint64_t(l_18);
const uint l_20 = uint(2) * thread_index_in_grid;
const uint l_21 = l_20 + uint(1);
const uint l_263 = info.static_meta[uint(2)];
const uint l_264 = l_263 * uint(1);
const bool l_265 = l_21 < l_264;
const uint l_266 = l_264 - uint(1);
const uint l_267 = min(l_21, l_266);
const uint l_268 = buffer_2[l_267];
const uint l_269 = (l_265) ? l_268 : uint(0);
const uint l_22 = l_269;
const uint64_t l_23 = uint64_t(l_22);
const uint64_t l_24 = l_23 << uint64_t(32);
const uint64_t l_25 = l_19 | l_24;
const uint l_26 = uint(2) * thread_index_in_grid;
const uint l_270 = info.static_meta[uint(0)];
const uint l_271 = l_270 * uint(1);
const bool l_272 = l_26 < l_271;
const uint l_273 = l_271 - uint(1);
const uint l_274 = min(l_26, l_273);
const uint l_275 = buffer_0[l_274];
const uint l_276 = (l_272) ? l_275 : uint(0);
const uint l_27 = l_276;
const uint64_t l_28 = uint64_t(l_27);
const uint l_29 = uint(2) * thread_index_in_grid;
const uint l_30 = l_29 + uint(1);
const uint l_277 = info.static_meta[uint(0)];
const uint l_278 = l_277 * uint(1);
const bool l_279 = l_30 < l_278;
const uint l_280 = l_278 - uint(1);
const uint l_281 = min(l_30, l_280);
const uint l_282 = buffer_0[l_281];
const uint l_283 = (l_279) ? l_282 : uint(0);
const uint l_31 = l_283;
const uint64_t l_32 = uint64_t(l_31);
const uint64_t l_33 = l_32 << uint64_t(32);
const uint64_t l_34 = l_28 | l_33;
const uint64_t l_35 = l_25 >> uint64_t(63);
const bool l_36 = l_35 == uint64_t(1);
l_mut_37 = l_25;
if (l_36) {
const uint64_t l_38 = uint64_t(uint(0));
const uint64_t l_39 = l_38 - l_25;
l_mut_37 = l_39;
}
const uint64_t l_40 = uint64_t(l_6);
const uint64_t l_41 = l_mut_37 & uint64_t(4294967295);
const uint64_t l_42 = l_41 * l_40;
const uint64_t l_43 = l_mut_37 >> uint64_t(32);
const uint64_t l_44 = l_43 * l_40;
const uint64_t l_45 = l_44 << uint64_t(32);
const uint64_t l_46 = l_42 + l_45;
const uint64_t l_47 = l_44 >> uint64_t(32);
const bool l_48 = l_46 < l_42;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_47 + l_49;
l_mut_37 = l_46;
const bool l_51 = l_7 == uint(64);
if (l_51) {
l_mut_37 = l_50;
} else {
const bool l_52 = l_7 > uint(0);
if (l_52) {
const uint l_53 = uint(64) - l_7;
const uint64_t l_54 = uint64_t(l_53);
const uint64_t l_55 = l_50 << l_54;
const uint64_t l_56 = uint64_t(l_7);
const uint64_t l_57 = l_46 >> l_56;
const uint64_t l_58 = l_55 | l_57;
l_mut_37 = l_58;
}
}
l_mut_59 = l_mut_37;
if (l_36) {
const uint64_t l_60 = uint64_t(uint(0));
const uint64_t l_61 = l_60 - l_mut_59;
l_mut_59 = l_61;
}
const uint64_t l_62 = l_34 + l_mut_59;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_284 = info.static_meta[uint(1)];
const uint l_285 = l_284 * uint(1);
const bool l_286 = l_63 < l_285;
const uint l_287 = l_285 - uint(1);
const uint l_288 = min(l_63, l_287);
const uint l_289 = buffer_1[l_288];
const uint l_290 = (l_286) ? l_289 : uint(0);
const uint l_64 = l_290;
const uint64_t l_65 = uint64_t(l_64);
const uint l_66 = uint(2) * thread_index_in_grid;
const uint l_67 = l_66 + uint(1);
const uint l_291 = info.static_meta[uint(1)];
const uint l_292 = l_291 * uint(1);
const bool l_293 = l_67 < l_292;
const uint l_294 = l_292 - uint(1);
const uint l_295 = min(l_67, l_294);
const uint l_296 = buffer_1[l_295];
const uint l_297 = (l_293) ? l_296 : uint(0);
const uint l_68 = l_297;
const uint64_t l_69 = uint64_t(l_68);
const uint64_t l_70 = l_69 << uint64_t(32);
const uint64_t l_71 = l_65 | l_70;
const uint l_72 = l_7 + uint(3);
const uint64_t l_73 = uint64_t(uint(0));
l_mut_59 = l_73;
const bool l_74 = l_6 < uint(65536);
if (l_74) {
const uint l_75 = l_6 * l_6;
const uint64_t l_76 = l_25 >> uint64_t(63);
const bool l_77 = l_76 == uint64_t(1);
l_mut_37 = l_25;
if (l_77) {
const uint64_t l_78 = uint64_t(uint(0));
const uint64_t l_79 = l_78 - l_25;
l_mut_37 = l_79;
}
const uint64_t l_80 = uint64_t(l_75);
const uint64_t l_81 = l_mut_37 & uint64_t(4294967295);
const uint64_t l_82 = l_81 * l_80;
const uint64_t l_83 = l_mut_37 >> uint64_t(32);
const uint64_t l_84 = l_83 * l_80;
const uint64_t l_85 = l_84 << uint64_t(32);
const uint64_t l_86 = l_82 + l_85;
const uint64_t l_87 = l_84 >> uint64_t(32);
const bool l_88 = l_86 < l_82;
const uint64_t l_89 = uint64_t(l_88);
const uint64_t l_90 = l_87 + l_89;
l_mut_37 = l_86;
const bool l_91 = l_72 == uint(64);
if (l_91) {
l_mut_37 = l_90;
} else {
const bool l_92 = l_72 > uint(0);
if (l_92) {
const uint l_93 = uint(64) - l_72;
const uint64_t l_94 = uint64_t(l_93);
const uint64_t l_95 = l_90 << l_94;
const uint64_t l_96 = uint64_t(l_72);
const uint64_t l_97 = l_86 >> l_96;
const uint64_t l_98 = l_95 | l_97;
l_mut_37 = l_98;
}
}
l_mut_99 = l_mut_37;
if (l_77) {
const uint64_t l_100 = uint64_t(uint(0));
const uint64_t l_101 = l_100 - l_mut_99;
l_mut_99 = l_101;
}
l_mut_59 = l_mut_99;
} else {
const uint64_t l_102 = l_25 >> uint64_t(63);
const bool l_103 = l_102 == uint64_t(1);
l_mut_99 = l_25;
if (l_103) {
const uint64_t l_104 = uint64_t(uint(0));
const uint64_t l_105 = l_104 - l_25;
l_mut_99 = l_105;
}
const uint64_t l_106 = uint64_t(l_6);
const uint64_t l_107 = l_mut_99 & uint64_t(4294967295);
const uint64_t l_108 = l_107 * l_106;
const uint64_t l_109 = l_mut_99 >> uint64_t(32);
const uint64_t l_110 = l_109 * l_106;
const uint64_t l_111 = l_110 << uint64_t(32);
const uint64_t l_112 = l_108 + l_111;
const uint64_t l_113 = l_110 >> uint64_t(32);
const bool l_114 = l_112 < l_108;
const uint64_t l_115 = uint64_t(l_114);
const uint64_t l_116 = l_113 + l_115;
l_mut_37 = l_112;
const bool l_117 = uint(0) == uint(64);
if (l_117) {
l_mut_37 = l_116;
} else {
const bool l_118 = uint(0) > uint(0);
if (l_118) {
const uint64_t l_119 = uint64_t(uint(64));
const uint64_t l_120 = l_116 << l_119;
const uint64_t l_121 = uint64_t(uint(0));
const uint64_t l_122 = l_112 >> l_121;
const uint64_t l_123 = l_120 | l_122;
l_mut_37 = l_123;
}
}
const uint64_t l_124 = uint64_t(l_6);
const uint64_t l_125 = l_mut_99 & uint64_t(4294967295);
const uint64_t l_126 = l_125 * l_124;
const uint64_t l_127 = l_mut_99 >> uint64_t(32);
const uint64_t l_128 = l_127 * l_124;
const uint64_t l_129 = l_128 << uint64_t(32);
const uint64_t l_130 = l_126 + l_129;
const uint64_t l_131 = l_128 >> uint64_t(32);
const bool l_132 = l_130 < l_126;
const uint64_t l_133 = uint64_t(l_132);
const uint64_t l_134 = l_131 + l_133;
l_mut_99 = l_130;
const bool l_135 = uint(64) == uint(64);
if (l_135) {
l_mut_99 = l_134;
} else {
const bool l_136 = uint(64) > uint(0);
if (l_136) {
const uint64_t l_137 = uint64_t(uint(0));
const uint64_t l_138 = l_134 << l_137;
const uint64_t l_139 = uint64_t(uint(64));
const uint64_t l_140 = l_130 >> l_139;
const uint64_t l_141 = l_138 | l_140;
l_mut_99 = l_141;
}
}
const uint64_t l_142 = uint64_t(l_6);
const uint64_t l_143 = l_mut_37 & uint64_t(4294967295);
const uint64_t l_144 = l_143 * l_142;
const uint64_t l_145 = l_mut_37 >> uint64_t(32);
const uint64_t l_146 = l_145 * l_142;
const uint64_t l_147 = l_146 << uint64_t(32);
const uint64_t l_148 = l_144 + l_147;
const uint64_t l_149 = l_146 >> uint64_t(32);
const bool l_150 = l_148 < l_144;
const uint64_t l_151 = uint64_t(l_150);
const uint64_t l_152 = l_149 + l_151;
l_mut_153 = l_148;
const bool l_154 = uint(0) == uint(64);
if (l_154) {
l_mut_153 = l_152;
} else {
const bool l_155 = uint(0) > uint(0);
if (l_155) {
const uint64_t l_156 = uint64_t(uint(64));
const uint64_t l_157 = l_152 << l_156;
const uint64_t l_158 = uint64_t(uint(0));
const uint64_t l_159 = l_148 >> l_158;
const uint64_t l_160 = l_157 | l_159;
l_mut_153 = l_160;
}
}
const uint64_t l_161 = uint64_t(l_6);
const uint64_t l_162 = l_mut_37 & uint64_t(4294967295);
const uint64_t l_163 = l_162 * l_161;
const uint64_t l_164 = l_mut_37 >> uint64_t(32);
const uint64_t l_165 = l_164 * l_161;
const uint64_t l_166 = l_165 << uint64_t(32);
const uint64_t l_167 = l_163 + l_166;
const uint64_t l_168 = l_165 >> uint64_t(32);
const bool l_169 = l_167 < l_163;
const uint64_t l_170 = uint64_t(l_169);
const uint64_t l_171 = l_168 + l_170;
l_mut_37 = l_167;
const bool l_172 = uint(64) == uint(64);
if (l_172) {
l_mut_37 = l_171;
} else {
const bool l_173 = uint(64) > uint(0);
if (l_173) {
const uint64_t l_174 = uint64_t(uint(0));
const uint64_t l_175 = l_171 << l_174;
const uint64_t l_176 = uint64_t(uint(64));
const uint64_t l_177 = l_167 >> l_176;
const uint64_t l_178 = l_175 | l_177;
l_mut_37 = l_178;
}
}
const uint64_t l_179 = uint64_t(l_6);
const uint64_t l_180 = l_mut_99 * l_179;
const uint64_t l_181 = l_mut_37 + l_180;
l_mut_59 = l_mut_153;
const bool l_182 = l_72 == uint(64);
if (l_182) {
l_mut_59 = l_181;
} else {
const bool l_183 = l_72 > uint(0);
if (l_183) {
const uint l_184 = uint(64) - l_72;
const uint64_t l_185 = uint64_t(l_184);
const uint64_t l_186 = l_181 << l_185;
const uint64_t l_187 = uint64_t(l_72);
const uint64_t l_188 = l_mut_153 >> l_187;
const uint64_t l_189 = l_186 + l_188;
l_mut_59 = l_189;
}
}
if (l_103) {
const uint64_t l_190 = uint64_t(uint(0));
const uint64_t l_191 = l_190 - l_mut_59;
l_mut_59 = l_191;
}
}
const uint64_t l_192 = l_71 - l_mut_59;
const uint64_t l_193 = l_192 + l_16;
const uint64_t l_194 = uint64_t(0) - l_62;
const uint64_t l_195 = l_16 + l_16;
l_mut_153 = l_194;
const uint64_t l_196 = uint64_t(0) - l_194;
l_mut_99 = l_196;
l_mut_59 = l_193;
l_mut_197 = uint(1);
l_mut_198 = uint(1);
l_mut_199 = bool(false);
const bool l_200 = l_mut_59 >= l_195;
l_mut_201 = l_200;
const bool l_202 = l_194 == uint64_t(0);
if (l_202) {
l_mut_199 = l_mut_201;
l_mut_201 = bool(false);
}
while (true) {
const bool l_203 = !l_mut_201;
if (l_203) {
break;}
const bool l_204 = l_mut_59 < l_mut_153;
if (l_204) {
while (true) {
const bool l_205 = l_mut_153 < l_mut_99;
const uint l_206 = l_mut_197 + l_mut_198;
const bool l_207 = l_206 < l_6;
const bool l_208 = l_205 && l_207;
const bool l_209 = !l_208;
if (l_209) {
break;}
l_mut_99 = l_mut_99 - l_mut_153;
l_mut_197 = l_mut_197 + l_mut_198;
}
const uint l_210 = l_mut_197 + l_mut_198;
const bool l_211 = l_210 >= l_6;
if (l_211) {
l_mut_199 = bool(true);
l_mut_201 = bool(false);
} else {
l_mut_153 = l_mut_153 - l_mut_99;
l_mut_198 = l_mut_198 + l_mut_197;
}
} else {
l_mut_59 = l_mut_59 - l_mut_153;
const bool l_212 = l_mut_59 < l_195;
if (l_212) {
l_mut_201 = bool(false);
} else {
while (true) {
const bool l_213 = l_mut_99 < l_mut_153;
const uint l_214 = l_mut_197 + l_mut_198;
const bool l_215 = l_214 < l_6;
const bool l_216 = l_213 && l_215;
const bool l_217 = !l_216;
if (l_217) {
break;}
l_mut_153 = l_mut_153 - l_mut_99;
l_mut_198 = l_mut_198 + l_mut_197;
}
const uint l_218 = l_mut_197 + l_mut_198;
const bool l_219 = l_218 >= l_6;
if (l_219) {
l_mut_199 = bool(true);
l_mut_201 = bool(false);
} else {
l_mut_99 = l_mut_99 - l_mut_153;
l_mut_197 = l_mut_197 + l_mut_198;
}
}
}
}
const bool l_220 = !l_mut_199;
if (l_220) {
const uint l_298 = info.static_meta[uint(4)];
const uint l_299 = l_298 * uint(1);
const uint l_300 = l_299 - uint(1);
const uint l_301 = min(uint(0), l_300);
device atomic_uint* l_302 = &buffer_4[l_301];
atomic_uint* l_221 = l_302;
const uint l_222 = atomic_fetch_add_explicit(l_221, uint(1), memory_order_relaxed);
}
}

}
