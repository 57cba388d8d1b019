
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void exhaustive_points(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    device uint * buffer_2 [[buffer(2)]],
    device atomic_uint * buffer_3 [[buffer(3)]],
    constant info_st& info [[buffer(4)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint64_t l_mut_135;
uint64_t l_mut_94;
uint64_t l_mut_95;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_190 = info.static_meta[uint(3)];
const uint l_191 = l_190 * uint(1);
const uint l_192 = l_191 - uint(1);
const uint l_193 = min(uint(3), l_192);
device atomic_uint* l_194 = &buffer_3[l_193];
atomic_uint* l_1 = l_194;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_176 = info.static_meta[uint(1)];
const uint l_177 = l_176 * uint(1);
const bool l_178 = l_3 < l_177;
const uint l_179 = l_177 - uint(1);
const uint l_180 = min(l_3, l_179);
const uint l_181 = buffer_1[l_180];
const uint l_182 = (l_178) ? l_181 : uint(0);
const uint l_4 = l_182;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_183 = info.static_meta[uint(1)];
const uint l_184 = l_183 * uint(1);
const bool l_185 = l_7 < l_184;
const uint l_186 = l_184 - uint(1);
const uint l_187 = min(l_7, l_186);
const uint l_188 = buffer_1[l_187];
const uint l_189 = (l_185) ? l_188 : uint(0);
const uint l_8 = l_189;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const bool l_14 = thread_index_in_grid < l_13;
if (l_14) {
const uint l_15 = uint(2) * uint(1);
const uint l_195 = info.static_meta[uint(1)];
const uint l_196 = l_195 * uint(1);
const bool l_197 = l_15 < l_196;
const uint l_198 = l_196 - uint(1);
const uint l_199 = min(l_15, l_198);
const uint l_200 = buffer_1[l_199];
const uint l_201 = (l_197) ? l_200 : uint(0);
const uint l_16 = l_201;
const uint64_t l_17 = uint64_t(l_16);
const uint l_18 = uint(2) * uint(1);
const uint l_19 = l_18 + uint(1);
const uint l_202 = info.static_meta[uint(1)];
const uint l_203 = l_202 * uint(1);
const bool l_204 = l_19 < l_203;
const uint l_205 = l_203 - uint(1);
const uint l_206 = min(l_19, l_205);
const uint l_207 = buffer_1[l_206];
const uint l_208 = (l_204) ? l_207 : uint(0);
const uint l_20 = l_208;
const uint64_t l_21 = uint64_t(l_20);
const uint64_t l_22 = l_21 << uint64_t(32);
const uint64_t l_23 = l_17 | l_22;
const uint64_t l_24 = l_23 & uint64_t(4294967295);
const uint l_25 = uint(l_24);
const uint l_26 = l_25 + thread_index_in_grid;
const uint l_27 = uint(2) * uint(2);
const uint l_209 = info.static_meta[uint(1)];
const uint l_210 = l_209 * uint(1);
const bool l_211 = l_27 < l_210;
const uint l_212 = l_210 - uint(1);
const uint l_213 = min(l_27, l_212);
const uint l_214 = buffer_1[l_213];
const uint l_215 = (l_211) ? l_214 : uint(0);
const uint l_28 = l_215;
const uint64_t l_29 = uint64_t(l_28);
const uint l_30 = uint(2) * uint(2);
const uint l_31 = l_30 + uint(1);
const uint l_216 = info.static_meta[uint(1)];
const uint l_217 = l_216 * uint(1);
const bool l_218 = l_31 < l_217;
const uint l_219 = l_217 - uint(1);
const uint l_220 = min(l_31, l_219);
const uint l_221 = buffer_1[l_220];
const uint l_222 = (l_218) ? l_221 : uint(0);
const uint l_32 = l_222;
const uint64_t l_33 = uint64_t(l_32);
const uint64_t l_34 = l_33 << uint64_t(32);
const uint64_t l_35 = l_29 | l_34;
const uint64_t l_36 = l_35 & uint64_t(4294967295);
const uint l_37 = uint(l_36);
const uint l_38 = uint(2) * uint(3);
const uint l_223 = info.static_meta[uint(1)];
const uint l_224 = l_223 * uint(1);
const bool l_225 = l_38 < l_224;
const uint l_226 = l_224 - uint(1);
const uint l_227 = min(l_38, l_226);
const uint l_228 = buffer_1[l_227];
const uint l_229 = (l_225) ? l_228 : uint(0);
const uint l_39 = l_229;
const uint64_t l_40 = uint64_t(l_39);
const uint l_41 = uint(2) * uint(3);
const uint l_42 = l_41 + uint(1);
const uint l_230 = info.static_meta[uint(1)];
const uint l_231 = l_230 * uint(1);
const bool l_232 = l_42 < l_231;
const uint l_233 = l_231 - uint(1);
const uint l_234 = min(l_42, l_233);
const uint l_235 = buffer_1[l_234];
const uint l_236 = (l_232) ? l_235 : uint(0);
const uint l_43 = l_236;
const uint64_t l_44 = uint64_t(l_43);
const uint64_t l_45 = l_44 << uint64_t(32);
const uint64_t l_46 = l_40 | l_45;
const uint64_t l_47 = l_46 & uint64_t(4294967295);
const uint l_48 = uint(l_47);
const uint l_49 = uint(2) * uint(4);
const uint l_237 = info.static_meta[uint(1)];
const uint l_238 = l_237 * uint(1);
const bool l_239 = l_49 < l_238;
const uint l_240 = l_238 - uint(1);
const uint l_241 = min(l_49, l_240);
const uint l_242 = buffer_1[l_241];
const uint l_243 = (l_239) ? l_242 : uint(0);
const uint l_50 = l_243;
const uint64_t l_51 = uint64_t(l_50);
const uint l_52 = uint(2) * uint(4);
const uint l_53 = l_52 + uint(1);
const uint l_244 = info.static_meta[uint(1)];
const uint l_245 = l_244 * uint(1);
const bool l_246 = l_53 < l_245;
const uint l_247 = l_245 - uint(1);
const uint l_248 = min(l_53, l_247);
const uint l_249 = buffer_1[l_248];
const uint l_250 = (l_246) ? l_249 : uint(0);
const uint l_54 = l_250;
const uint64_t l_55 = uint64_t(l_54);
const uint64_t l_56 = l_55 << uint64_t(32);
const uint64_t l_57 = l_51 | l_56;
const uint l_58 = uint(2) * uint(5);
const uint l_251 = info.static_meta[uint(1)];
const uint l_252 = l_251 * uint(1);
const bool l_253 = l_58 < l_252;
const uint l_254 = l_252 - uint(1);
const uint l_255 = min(l_58, l_254);
const uint l_256 = buffer_1[l_255];
const uint l_257 = (l_253) ? l_256 : uint(0);
const uint l_59 = l_257;
const uint64_t l_60 = uint64_t(l_59);
const uint l_61 = uint(2) * uint(5);
const uint l_62 = l_61 + uint(1);
const uint l_258 = info.static_meta[uint(1)];
const uint l_259 = l_258 * uint(1);
const bool l_260 = l_62 < l_259;
const uint l_261 = l_259 - uint(1);
const uint l_262 = min(l_62, l_261);
const uint l_263 = buffer_1[l_262];
const uint l_264 = (l_260) ? l_263 : uint(0);
const uint l_63 = l_264;
const uint64_t l_64 = uint64_t(l_63);
const uint64_t l_65 = l_64 << uint64_t(32);
const uint64_t l_66 = l_60 | l_65;
const uint l_67 = uint(1) << l_37;
const uint l_68 = l_67 - uint(1);
const uint l_69 = l_26 & l_68;
const uint l_70 = l_26 >> l_37;
const uint l_71 = l_48 + uint(1);
const uint l_72 = l_70 * l_71;
const uint l_73 = l_72 + l_48;
const uint l_74 = uint(2) * l_73;
const uint l_75 = uint(2) * l_74;
const uint l_265 = info.static_meta[uint(0)];
const uint l_266 = l_265 * uint(1);
const bool l_267 = l_75 < l_266;
const uint l_268 = l_266 - uint(1);
const uint l_269 = min(l_75, l_268);
const uint l_270 = buffer_0[l_269];
const uint l_271 = (l_267) ? l_270 : uint(0);
const uint l_76 = l_271;
const uint64_t l_77 = uint64_t(l_76);
const uint l_78 = uint(2) * l_74;
const uint l_79 = l_78 + uint(1);
const uint l_272 = info.static_meta[uint(0)];
const uint l_273 = l_272 * uint(1);
const bool l_274 = l_79 < l_273;
const uint l_275 = l_273 - uint(1);
const uint l_276 = min(l_79, l_275);
const uint l_277 = buffer_0[l_276];
const uint l_278 = (l_274) ? l_277 : uint(0);
const uint l_80 = l_278;
const uint64_t l_81 = uint64_t(l_80);
const uint64_t l_82 = l_81 << uint64_t(32);
const uint64_t l_83 = l_77 | l_82;
const uint l_84 = l_74 + uint(1);
const uint l_85 = uint(2) * l_84;
const uint l_279 = info.static_meta[uint(0)];
const uint l_280 = l_279 * uint(1);
const bool l_281 = l_85 < l_280;
const uint l_282 = l_280 - uint(1);
const uint l_283 = min(l_85, l_282);
const uint l_284 = buffer_0[l_283];
const uint l_285 = (l_281) ? l_284 : uint(0);
const uint l_86 = l_285;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * l_84;
const uint l_89 = l_88 + uint(1);
const uint l_286 = info.static_meta[uint(0)];
const uint l_287 = l_286 * uint(1);
const bool l_288 = l_89 < l_287;
const uint l_289 = l_287 - uint(1);
const uint l_290 = min(l_89, l_289);
const uint l_291 = buffer_0[l_290];
const uint l_292 = (l_288) ? l_291 : uint(0);
const uint l_90 = l_292;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
l_mut_94 = l_83;
l_mut_95 = l_93;

for (uint l_mut_96 = uint(0); l_mut_96 < l_48; ++l_mut_96) {
const uint l_97 = l_72 + l_48;
const uint l_98 = l_97 - uint(1);
const uint l_99 = l_98 - l_mut_96;
const uint l_100 = uint(2) * l_99;
const uint l_101 = uint(2) * l_100;
const uint l_293 = info.static_meta[uint(0)];
const uint l_294 = l_293 * uint(1);
const bool l_295 = l_101 < l_294;
const uint l_296 = l_294 - uint(1);
const uint l_297 = min(l_101, l_296);
const uint l_298 = buffer_0[l_297];
const uint l_299 = (l_295) ? l_298 : uint(0);
const uint l_102 = l_299;
const uint64_t l_103 = uint64_t(l_102);
const uint l_104 = uint(2) * l_100;
const uint l_105 = l_104 + uint(1);
const uint l_300 = info.static_meta[uint(0)];
const uint l_301 = l_300 * uint(1);
const bool l_302 = l_105 < l_301;
const uint l_303 = l_301 - uint(1);
const uint l_304 = min(l_105, l_303);
const uint l_305 = buffer_0[l_304];
const uint l_306 = (l_302) ? l_305 : uint(0);
const uint l_106 = l_306;
const uint64_t l_107 = uint64_t(l_106);
const uint64_t l_108 = l_107 << uint64_t(32);
const uint64_t l_109 = l_103 | l_108;
const uint l_110 = l_100 + uint(1);
const uint l_111 = uint(2) * l_110;
const uint l_307 = info.static_meta[uint(0)];
const uint l_308 = l_307 * uint(1);
const bool l_309 = l_111 < l_308;
const uint l_310 = l_308 - uint(1);
const uint l_311 = min(l_111, l_310);
const uint l_312 = buffer_0[l_311];
const uint l_313 = (l_309) ? l_312 : uint(0);
const uint l_112 = l_313;
const uint64_t l_113 = uint64_t(l_112);
const uint l_114 = uint(2) * l_110;
const uint l_115 = l_114 + uint(1);
const uint l_314 = info.static_meta[uint(0)];
const uint l_315 = l_314 * uint(1);
const bool l_316 = l_115 < l_315;
const uint l_317 = l_315 - uint(1);
const uint l_318 = min(l_115, l_317);
const uint l_319 = buffer_0[l_318];
const uint l_320 = (l_316) ? l_319 : uint(0);
const uint l_116 = l_320;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_117 << uint64_t(32);
const uint64_t l_119 = l_113 | l_118;
const uint64_t l_120 = uint64_t(l_69);
const uint64_t l_121 = l_mut_94 * l_120;
const uint64_t l_122 = uint64_t(l_69);
const uint64_t l_123 = l_mut_95 * l_122;
const uint64_t l_124 = uint64_t(l_69);
const uint64_t l_125 = l_mut_94 & uint64_t(4294967295);
const uint64_t l_126 = l_125 * l_124;
const uint64_t l_127 = l_mut_94 >> uint64_t(32);
const uint64_t l_128 = l_127 * l_124;
const uint64_t l_129 = l_128 << uint64_t(32);
const uint64_t l_130 = l_126 + l_129;
const uint64_t l_131 = l_128 >> uint64_t(32);
const bool l_132 = l_130 < l_126;
const uint64_t l_133 = uint64_t(l_132);
const uint64_t l_134 = l_131 + l_133;
l_mut_135 = l_130;
const bool l_136 = uint(64) == uint(64);
if (l_136) {
l_mut_135 = l_134;
} else {
const bool l_137 = uint(64) > uint(0);
if (l_137) {
const uint64_t l_138 = uint64_t(uint(0));
const uint64_t l_139 = l_134 << l_138;
const uint64_t l_140 = uint64_t(uint(64));
const uint64_t l_141 = l_130 >> l_140;
const uint64_t l_142 = l_139 | l_141;
l_mut_135 = l_142;
}
}
const uint64_t l_143 = l_123 + l_mut_135;
const uint64_t l_144 = l_121 + l_109;
const bool l_145 = l_144 < l_121;
const uint l_146 = uint(l_145);
const uint64_t l_147 = uint64_t(l_146);
const uint64_t l_148 = l_143 + l_119;
const uint64_t l_149 = l_148 + l_147;
l_mut_94 = l_144;
l_mut_95 = l_149;
}
const bool l_150 = l_mut_94 == uint64_t(0);
const bool l_151 = !l_150;
const uint l_152 = uint(l_151);
const uint64_t l_153 = uint64_t(l_152);
const uint64_t l_154 = uint64_t(uint(0));
const uint64_t l_155 = l_154 - l_mut_94;
const uint64_t l_156 = uint64_t(uint(0));
const uint64_t l_157 = l_156 - l_mut_95;
const uint64_t l_158 = l_157 - l_153;
const bool l_159 = l_mut_95 < l_66;
const uint64_t l_160 = l_mut_95 - l_66;
const bool l_161 = l_160 == uint64_t(0);
const bool l_162 = l_mut_94 < l_57;
const bool l_163 = l_161 && l_162;
const bool l_164 = l_159 || l_163;
const bool l_165 = l_158 < l_66;
const uint64_t l_166 = l_158 - l_66;
const bool l_167 = l_166 == uint64_t(0);
const bool l_168 = l_155 < l_57;
const bool l_169 = l_167 && l_168;
const bool l_170 = l_165 || l_169;
const bool l_171 = l_164 || l_170;
if (l_171) {
const uint l_321 = info.static_meta[uint(3)];
const uint l_322 = l_321 * uint(1);
const uint l_323 = l_322 - uint(1);
const uint l_324 = min(uint(2), l_323);
device atomic_uint* l_325 = &buffer_3[l_324];
atomic_uint* l_172 = l_325;
const uint l_173 = atomic_fetch_add_explicit(l_172, uint(1), memory_order_relaxed);
const uint l_174 = info.static_meta[uint(6)];
const bool l_175 = l_173 < l_174;
if (l_175) {
const uint l_326 = info.static_meta[uint(2)];
const uint l_327 = l_326 * uint(1);
const bool l_328 = l_173 < l_327;
if (l_328) {
buffer_2[l_173] = thread_index_in_grid;
}
}
}
}

}
