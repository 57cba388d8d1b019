
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
bool l_mut_205;
bool l_mut_207;
uint l_mut_203;
uint l_mut_204;
uint64_t l_mut_135;
uint64_t l_mut_28;
uint64_t l_mut_50;
uint64_t l_mut_81;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_229 = info.static_meta[uint(4)];
const uint l_230 = l_229 * uint(1);
const uint l_231 = l_230 - uint(1);
const uint l_232 = min(uint(3), l_231);
device atomic_uint* l_233 = &buffer_4[l_232];
atomic_uint* l_1 = l_233;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * thread_index_in_grid;
const uint l_4 = info.static_meta[uint(5)];
const bool l_5 = l_3 < l_4;
if (l_5) {
const uint l_234 = info.static_meta[uint(3)];
const uint l_235 = l_234 * uint(1);
const bool l_236 = uint(0) < l_235;
const uint l_237 = l_235 - uint(1);
const uint l_238 = min(uint(0), l_237);
const uint l_239 = buffer_3[l_238];
const uint l_240 = (l_236) ? l_239 : uint(0);
const uint l_6 = l_240;
const uint l_241 = info.static_meta[uint(3)];
const uint l_242 = l_241 * uint(1);
const bool l_243 = uint(2) < l_242;
const uint l_244 = l_242 - uint(1);
const uint l_245 = min(uint(2), l_244);
const uint l_246 = buffer_3[l_245];
const uint l_247 = (l_243) ? l_246 : uint(0);
const uint l_7 = l_247;
const uint l_8 = uint(2) * thread_index_in_grid;
const uint l_248 = info.static_meta[uint(2)];
const uint l_249 = l_248 * uint(1);
const bool l_250 = l_8 < l_249;
const uint l_251 = l_249 - uint(1);
const uint l_252 = min(l_8, l_251);
const uint l_253 = buffer_2[l_252];
const uint l_254 = (l_250) ? l_253 : uint(0);
const uint l_9 = l_254;
const uint64_t l_10 = uint64_t(l_9);
const uint l_11 = uint(2) * thread_index_in_grid;
const uint l_12 = l_11 + uint(1);
const uint l_255 = info.static_meta[uint(2)];
const uint l_256 = l_255 * uint(1);
const bool l_257 = l_12 < l_256;
const uint l_258 = l_256 - uint(1);
const uint l_259 = min(l_12, l_258);
const uint l_260 = buffer_2[l_259];
const uint l_261 = (l_257) ? l_260 : uint(0);
const uint l_13 = l_261;
const uint64_t l_14 = uint64_t(l_13);
const uint64_t l_15 = l_14 << uint64_t(32);
const uint64_t l_16 = l_10 | l_15;
const uint l_17 = uint(2) * thread_index_in_grid;
const uint l_262 = info.static_meta[uint(0)];
const uint l_263 = l_262 * uint(1);
const bool l_264 = l_17 < l_263;
const uint l_265 = l_263 - uint(1);
const uint l_266 = min(l_17, l_265);
const uint l_267 = buffer_0[l_266];
const uint l_268 = (l_264) ? l_267 : uint(0);
const uint l_18 = l_268;
const uint64_t l_19 = uint64_t(l_18);
const uint l_20 = uint(2) * thread_index_in_grid;
const uint l_21 = l_20 + uint(1);
const uint l_269 = info.static_meta[uint(0)];
const uint l_270 = l_269 * uint(1);
const bool l_271 = l_21 < l_270;
const uint l_272 = l_270 - uint(1);
const uint l_273 = min(l_21, l_272);
const uint l_274 = buffer_0[l_273];
const uint l_275 = (l_271) ? l_274 : uint(0);
const uint l_22 = l_275;
const uint64_t l_23 = uint64_t(l_22);
const uint64_t l_24 = l_23 << uint64_t(32);
const uint64_t l_25 = l_19 | l_24;
const uint64_t l_26 = l_16 >> uint64_t(63);
const bool l_27 = l_26 == uint64_t(1);
l_mut_28 = l_16;
if (l_27) {
const uint64_t l_29 = uint64_t(uint(0));
const uint64_t l_30 = l_29 - l_16;
l_mut_28 = l_30;
}
const uint64_t l_31 = uint64_t(l_6);
const uint64_t l_32 = l_mut_28 & uint64_t(4294967295);
const uint64_t l_33 = l_32 * l_31;
const uint64_t l_34 = l_mut_28 >> uint64_t(32);
const uint64_t l_35 = l_34 * l_31;
const uint64_t l_36 = l_35 << uint64_t(32);
const uint64_t l_37 = l_33 + l_36;
const uint64_t l_38 = l_35 >> uint64_t(32);
const bool l_39 = l_37 < l_33;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_38 + l_40;
l_mut_28 = l_37;
const bool l_42 = l_7 == uint(64);
if (l_42) {
l_mut_28 = l_41;
} else {
const bool l_43 = l_7 > uint(0);
if (l_43) {
const uint l_44 = uint(64) - l_7;
const uint64_t l_45 = uint64_t(l_44);
const uint64_t l_46 = l_41 << l_45;
const uint64_t l_47 = uint64_t(l_7);
const uint64_t l_48 = l_37 >> l_47;
const uint64_t l_49 = l_46 | l_48;
l_mut_28 = l_49;
}
}
l_mut_50 = l_mut_28;
if (l_27) {
const uint64_t l_51 = uint64_t(uint(0));
const uint64_t l_52 = l_51 - l_mut_50;
l_mut_50 = l_52;
}
const uint64_t l_53 = l_25 + l_mut_50;
const uint l_54 = l_7 + uint(3);
const uint64_t l_55 = uint64_t(uint(0));
l_mut_50 = l_55;
const bool l_56 = l_6 < uint(65536);
if (l_56) {
const uint l_57 = l_6 * l_6;
const uint64_t l_58 = l_16 >> uint64_t(63);
const bool l_59 = l_58 == uint64_t(1);
l_mut_28 = l_16;
if (l_59) {
const uint64_t l_60 = uint64_t(uint(0));
const uint64_t l_61 = l_60 - l_16;
l_mut_28 = l_61;
}
const uint64_t l_62 = uint64_t(l_57);
const uint64_t l_63 = l_mut_28 & uint64_t(4294967295);
const uint64_t l_64 = l_63 * l_62;
const uint64_t l_65 = l_mut_28 >> uint64_t(32);
const uint64_t l_66 = l_65 * l_62;
const uint64_t l_67 = l_66 << uint64_t(32);
const uint64_t l_68 = l_64 + l_67;
const uint64_t l_69 = l_66 >> uint64_t(32);
const bool l_70 = l_68 < l_64;
const uint64_t l_71 = uint64_t(l_70);
const uint64_t l_72 = l_69 + l_71;
l_mut_28 = l_68;
const bool l_73 = l_54 == uint(64);
if (l_73) {
l_mut_28 = l_72;
} else {
const bool l_74 = l_54 > uint(0);
if (l_74) {
const uint l_75 = uint(64) - l_54;
const uint64_t l_76 = uint64_t(l_75);
const uint64_t l_77 = l_72 << l_76;
const uint64_t l_78 = uint64_t(l_54);
const uint64_t l_79 = l_68 >> l_78;
const uint64_t l_80 = l_77 | l_79;
l_mut_28 = l_80;
}
}
l_mut_81 = l_mut_28;
if (l_59) {
const uint64_t l_82 = uint64_t(uint(0));
const uint64_t l_83 = l_82 - l_mut_81;
l_mut_81 = l_83;
}
l_mut_50 = l_mut_81;
} else {
const uint64_t l_84 = l_16 >> uint64_t(63);
const bool l_85 = l_84 == uint64_t(1);
l_mut_81 = l_16;
if (l_85) {
const uint64_t l_86 = uint64_t(uint(0));
const uint64_t l_87 = l_86 - l_16;
l_mut_81 = l_87;
}
const uint64_t l_88 = uint64_t(l_6);
const uint64_t l_89 = l_mut_81 & uint64_t(4294967295);
const uint64_t l_90 = l_89 * l_88;
const uint64_t l_91 = l_mut_81 >> uint64_t(32);
const uint64_t l_92 = l_91 * l_88;
const uint64_t l_93 = l_92 << uint64_t(32);
const uint64_t l_94 = l_90 + l_93;
const uint64_t l_95 = l_92 >> uint64_t(32);
const bool l_96 = l_94 < l_90;
const uint64_t l_97 = uint64_t(l_96);
const uint64_t l_98 = l_95 + l_97;
l_mut_28 = l_94;
const bool l_99 = uint(0) == uint(64);
if (l_99) {
l_mut_28 = l_98;
} else {
const bool l_100 = uint(0) > uint(0);
if (l_100) {
const uint64_t l_101 = uint64_t(uint(64));
const uint64_t l_102 = l_98 << l_101;
const uint64_t l_103 = uint64_t(uint(0));
const uint64_t l_104 = l_94 >> l_103;
const uint64_t l_105 = l_102 | l_104;
l_mut_28 = l_105;
}
}
const uint64_t l_106 = uint64_t(l_6);
const uint64_t l_107 = l_mut_81 & uint64_t(4294967295);
const uint64_t l_108 = l_107 * l_106;
const uint64_t l_109 = l_mut_81 >> uint64_t(32);
const uint64_t l_110 = l_109 * l_106;
const uint64_t l_111 = l_110 << uint64_t(32);
const uint64_t l_112 = l_108 + l_111;
const uint64_t l_113 = l_110 >> uint64_t(32);
const bool l_114 = l_112 < l_108;
const uint64_t l_115 = uint64_t(l_114);
const uint64_t l_116 = l_113 + l_115;
l_mut_81 = l_112;
const bool l_117 = uint(64) == uint(64);
if (l_117) {
l_mut_81 = l_116;
} else {
const bool l_118 = uint(64) > uint(0);
if (l_118) {
const uint64_t l_119 = uint64_t(uint(0));
const uint64_t l_120 = l_116 << l_119;
const uint64_t l_121 = uint64_t(uint(64));
const uint64_t l_122 = l_112 >> l_121;
const uint64_t l_123 = l_120 | l_122;
l_mut_81 = l_123;
}
}
const uint64_t l_124 = uint64_t(l_6);
const uint64_t l_125 = l_mut_28 & uint64_t(4294967295);
const uint64_t l_126 = l_125 * l_124;
const uint64_t l_127 = l_mut_28 >> uint64_t(32);
const uint64_t l_128 = l_127 * l_124;
const uint64_t l_129 = l_128 << uint64_t(32);
const uint64_t l_130 = l_126 + l_129;
const uint64_t l_131 = l_128 >> uint64_t(32);
const bool l_132 = l_130 < l_126;
const uint64_t l_133 = uint64_t(l_132);
const uint64_t l_134 = l_131 + l_133;
l_mut_135 = l_130;
const bool l_136 = uint(0) == uint(64);
if (l_136) {
l_mut_135 = l_134;
} else {
const bool l_137 = uint(0) > uint(0);
if (l_137) {
const uint64_t l_138 = uint64_t(uint(64));
const uint64_t l_139 = l_134 << l_138;
const uint64_t l_140 = uint64_t(uint(0));
const uint64_t l_141 = l_130 >> l_140;
const uint64_t l_142 = l_139 | l_141;
l_mut_135 = l_142;
}
}
const uint64_t l_143 = uint64_t(l_6);
const uint64_t l_144 = l_mut_28 & uint64_t(4294967295);
const uint64_t l_145 = l_144 * l_143;
const uint64_t l_146 = l_mut_28 >> uint64_t(32);
const uint64_t l_147 = l_146 * l_143;
const uint64_t l_148 = l_147 << uint64_t(32);
const uint64_t l_149 = l_145 + l_148;
const uint64_t l_150 = l_147 >> uint64_t(32);
const bool l_151 = l_149 < l_145;
const uint64_t l_152 = uint64_t(l_151);
const uint64_t l_153 = l_150 + l_152;
l_mut_28 = l_149;
const bool l_154 = uint(64) == uint(64);
if (l_154) {
l_mut_28 = l_153;
} else {
const bool l_155 = uint(64) > uint(0);
if (l_155) {
const uint64_t l_156 = uint64_t(uint(0));
const uint64_t l_157 = l_153 << l_156;
const uint64_t l_158 = uint64_t(uint(64));
const uint64_t l_159 = l_149 >> l_158;
const uint64_t l_160 = l_157 | l_159;
l_mut_28 = l_160;
}
}
const uint64_t l_161 = uint64_t(l_6);
const uint64_t l_162 = l_mut_81 * l_161;
const uint64_t l_163 = l_mut_28 + l_162;
l_mut_50 = l_mut_135;
const bool l_164 = l_54 == uint(64);
if (l_164) {
l_mut_50 = l_163;
} else {
const bool l_165 = l_54 > uint(0);
if (l_165) {
const uint l_166 = uint(64) - l_54;
const uint64_t l_167 = uint64_t(l_166);
const uint64_t l_168 = l_163 << l_167;
const uint64_t l_169 = uint64_t(l_54);
const uint64_t l_170 = l_mut_135 >> l_169;
const uint64_t l_171 = l_168 + l_170;
l_mut_50 = l_171;
}
}
if (l_85) {
const uint64_t l_172 = uint64_t(uint(0));
const uint64_t l_173 = l_172 - l_mut_50;
l_mut_50 = l_173;
}
}
const uint l_174 = uint(2) * uint(2);
const uint l_276 = info.static_meta[uint(3)];
const uint l_277 = l_276 * uint(1);
const bool l_278 = l_174 < l_277;
const uint l_279 = l_277 - uint(1);
const uint l_280 = min(l_174, l_279);
const uint l_281 = buffer_3[l_280];
const uint l_282 = (l_278) ? l_281 : uint(0);
const uint l_175 = l_282;
const uint64_t l_176 = uint64_t(l_175);
const uint l_177 = uint(2) * uint(2);
const uint l_178 = l_177 + uint(1);
const uint l_283 = info.static_meta[uint(3)];
const uint l_284 = l_283 * uint(1);
const bool l_285 = l_178 < l_284;
const uint l_286 = l_284 - uint(1);
const uint l_287 = min(l_178, l_286);
const uint l_288 = buffer_3[l_287];
const uint l_289 = (l_285) ? l_288 : uint(0);
const uint l_179 = l_289;
const uint64_t l_180 = uint64_t(l_179);
const uint64_t l_181 = l_180 << uint64_t(32);
const uint64_t l_182 = l_176 | l_181;
l_mut_135 = l_mut_50;
const uint64_t l_183 = l_mut_50 >> uint64_t(63);
const bool l_184 = l_183 == uint64_t(1);
if (l_184) {
const uint64_t l_185 = uint64_t(uint(0));
const uint64_t l_186 = l_185 - l_mut_50;
l_mut_135 = l_186;
}
const uint64_t l_187 = l_182 + l_mut_135;
const uint64_t l_188 = l_187 + uint64_t(1);
const uint l_189 = uint(2) * thread_index_in_grid;
const uint l_290 = info.static_meta[uint(1)];
const uint l_291 = l_290 * uint(1);
const bool l_292 = l_189 < l_291;
const uint l_293 = l_291 - uint(1);
const uint l_294 = min(l_189, l_293);
const uint l_295 = buffer_1[l_294];
const uint l_296 = (l_292) ? l_295 : uint(0);
const uint l_190 = l_296;
const uint64_t l_191 = uint64_t(l_190);
const uint l_192 = uint(2) * thread_index_in_grid;
const uint l_193 = l_192 + uint(1);
const uint l_297 = info.static_meta[uint(1)];
const uint l_298 = l_297 * uint(1);
const bool l_299 = l_193 < l_298;
const uint l_300 = l_298 - uint(1);
const uint l_301 = min(l_193, l_300);
const uint l_302 = buffer_1[l_301];
const uint l_303 = (l_299) ? l_302 : uint(0);
const uint l_194 = l_303;
const uint64_t l_195 = uint64_t(l_194);
const uint64_t l_196 = l_195 << uint64_t(32);
const uint64_t l_197 = l_191 | l_196;
const uint64_t l_198 = l_197 - l_mut_50;
const uint64_t l_199 = l_198 + l_188;
const uint64_t l_200 = uint64_t(0) - l_53;
const uint64_t l_201 = l_188 + l_188;
l_mut_135 = l_200;
const uint64_t l_202 = uint64_t(0) - l_200;
l_mut_81 = l_202;
l_mut_50 = l_199;
l_mut_203 = uint(1);
l_mut_204 = uint(1);
l_mut_205 = bool(false);
const bool l_206 = l_mut_50 >= l_201;
l_mut_207 = l_206;
const bool l_208 = l_200 == uint64_t(0);
if (l_208) {
l_mut_205 = l_mut_207;
l_mut_207 = bool(false);
}
while (true) {
const bool l_209 = !l_mut_207;
if (l_209) {
break;}
const bool l_210 = l_mut_50 < l_mut_135;
if (l_210) {
while (true) {
const bool l_211 = l_mut_135 < l_mut_81;
const uint l_212 = l_mut_203 + l_mut_204;
const bool l_213 = l_212 < l_6;
const bool l_214 = l_211 && l_213;
const bool l_215 = !l_214;
if (l_215) {
break;}
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
const uint l_216 = l_mut_203 + l_mut_204;
const bool l_217 = l_216 >= l_6;
if (l_217) {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
} else {
l_mut_50 = l_mut_50 - l_mut_135;
const bool l_218 = l_mut_50 < l_201;
if (l_218) {
l_mut_207 = bool(false);
} else {
while (true) {
const bool l_219 = l_mut_81 < l_mut_135;
const uint l_220 = l_mut_203 + l_mut_204;
const bool l_221 = l_220 < l_6;
const bool l_222 = l_219 && l_221;
const bool l_223 = !l_222;
if (l_223) {
break;}
l_mut_135 = l_mut_135 - l_mut_81;
l_mut_204 = l_mut_204 + l_mut_203;
}
const uint l_224 = l_mut_203 + l_mut_204;
const bool l_225 = l_224 >= l_6;
if (l_225) {
l_mut_205 = bool(true);
l_mut_207 = bool(false);
} else {
l_mut_81 = l_mut_81 - l_mut_135;
l_mut_203 = l_mut_203 + l_mut_204;
}
}
}
}
const bool l_226 = !l_mut_205;
if (l_226) {
const uint l_304 = info.static_meta[uint(4)];
const uint l_305 = l_304 * uint(1);
const uint l_306 = l_305 - uint(1);
const uint l_307 = min(uint(0), l_306);
device atomic_uint* l_308 = &buffer_4[l_307];
atomic_uint* l_227 = l_308;
const uint l_228 = atomic_fetch_add_explicit(l_227, uint(1), memory_order_relaxed);
}
}

}
