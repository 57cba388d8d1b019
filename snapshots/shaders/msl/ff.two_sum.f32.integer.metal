
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void transforms_f_f32(
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
float l_mut_150;
float l_mut_44;
float l_mut_45;
int l_mut_23;
int l_mut_38;
int l_mut_69;
uint l_mut_164;
uint l_mut_8;
uint l_mut_9;
uint64_t l_mut_131;
uint64_t l_mut_19;
uint64_t l_mut_222;
uint64_t l_mut_34;
uint64_t l_mut_56;
uint64_t l_mut_60;
uint64_t l_mut_86;
const uint l_0 = info.static_meta[uint(4)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_331 = info.static_meta[uint(2)];
const uint l_332 = l_331 * uint(1);
const bool l_333 = uint(0) < l_332;
const uint l_334 = l_332 - uint(1);
const uint l_335 = min(uint(0), l_334);
const float l_336 = buffer_2[l_335];
const float l_337 = (l_333) ? l_336 : float(0.0);
const float l_2 = l_337;
const uint l_338 = info.static_meta[uint(2)];
const uint l_339 = l_338 * uint(1);
const bool l_340 = uint(1) < l_339;
const uint l_341 = l_339 - uint(1);
const uint l_342 = min(uint(1), l_341);
const float l_343 = buffer_2[l_342];
const float l_344 = (l_340) ? l_343 : float(0.0);
const float l_3 = l_344;
const uint l_345 = info.static_meta[uint(0)];
const uint l_346 = l_345 * uint(1);
const bool l_347 = thread_index_in_grid < l_346;
const uint l_348 = l_346 - uint(1);
const uint l_349 = min(thread_index_in_grid, l_348);
const float l_350 = buffer_0[l_349];
const float l_351 = (l_347) ? l_350 : float(0.0);
const float l_4 = l_351;
const uint l_352 = info.static_meta[uint(1)];
const uint l_353 = l_352 * uint(1);
const bool l_354 = thread_index_in_grid < l_353;
const uint l_355 = l_353 - uint(1);
const uint l_356 = min(thread_index_in_grid, l_355);
const float l_357 = buffer_1[l_356];
const float l_358 = (l_354) ? l_357 : float(0.0);
const float l_5 = l_358;
const uint l_6 = reinterpret_cast<thread uint const&>(l_4);
const uint l_7 = reinterpret_cast<thread uint const&>(l_5);
l_mut_8 = l_6;
l_mut_9 = l_7;
const uint l_10 = l_7 & uint(2147483647);
const uint l_11 = l_6 & uint(2147483647);
const bool l_12 = l_10 > l_11;
if (l_12) {
l_mut_8 = l_7;
l_mut_9 = l_6;
}
const uint l_13 = l_mut_8 >> uint(23);
const uint l_14 = l_13 & uint(255);
const uint l_15 = l_mut_8 & uint(8388607);
const bool l_16 = l_14 != uint(0);
if (l_16) {
const uint l_17 = l_15 | uint(8388608);
const uint64_t l_18 = uint64_t(l_17);
l_mut_19 = l_18;
} else {
const uint64_t l_20 = uint64_t(l_15);
l_mut_19 = l_20;
}
if (l_16) {
const int l_21 = int(l_14);
const int l_22 = l_21 - int(150);
l_mut_23 = l_22;
} else {
const int l_24 = int(uint(1));
const int l_25 = l_24 - int(150);
l_mut_23 = l_25;
}
const uint l_26 = l_mut_8 & uint(2147483648);
const bool l_27 = l_14 == uint(255);
const uint l_28 = l_mut_9 >> uint(23);
const uint l_29 = l_28 & uint(255);
const uint l_30 = l_mut_9 & uint(8388607);
const bool l_31 = l_29 != uint(0);
if (l_31) {
const uint l_32 = l_30 | uint(8388608);
const uint64_t l_33 = uint64_t(l_32);
l_mut_34 = l_33;
} else {
const uint64_t l_35 = uint64_t(l_30);
l_mut_34 = l_35;
}
if (l_31) {
const int l_36 = int(l_29);
const int l_37 = l_36 - int(150);
l_mut_38 = l_37;
} else {
const int l_39 = int(uint(1));
const int l_40 = l_39 - int(150);
l_mut_38 = l_40;
}
const uint l_41 = l_mut_9 & uint(2147483648);
const bool l_42 = l_29 == uint(255);
const float l_43 = l_4 + l_5;
l_mut_44 = l_43;
l_mut_45 = float(0.0);
const bool l_46 = !l_27;
const bool l_47 = l_mut_34 != uint64_t(0);
const bool l_48 = l_46 && l_47;
if (l_48) {
const int l_49 = l_mut_23 - l_mut_38;
const bool l_50 = l_49 >= int(26);
if (l_50) {
const float l_51 = reinterpret_cast<thread float const&>(l_mut_8);
l_mut_44 = l_51;
const float l_52 = reinterpret_cast<thread float const&>(l_mut_9);
l_mut_45 = l_52;
} else {
const uint64_t l_53 = uint64_t(l_49);
const uint64_t l_54 = l_mut_19 << l_53;
const uint64_t l_55 = l_54 - l_mut_34;
l_mut_56 = l_55;
const bool l_57 = l_26 == l_41;
if (l_57) {
const uint64_t l_58 = l_54 + l_mut_34;
l_mut_56 = l_58;
}
const bool l_59 = l_mut_56 == uint64_t(0);
if (l_59) {
l_mut_44 = float(0.0);
} else {
l_mut_9 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_61 = l_mut_56 != uint64_t(0);
if (l_61) {
const uint l_62 = uint(clz(l_mut_56));
const int l_63 = int(l_62);
const int l_64 = int(64) - l_63;
const int l_65 = l_64 - int(1);
const int l_66 = l_65 + l_mut_38;
const int l_67 = l_66 + int(127);
const int l_68 = int(-149) - l_mut_38;
l_mut_69 = l_68;
const bool l_70 = l_67 >= int(1);
if (l_70) {
const int l_71 = l_64 - int(24);
l_mut_69 = l_71;
}
const bool l_72 = l_mut_69 <= int(0);
if (l_72) {
l_mut_8 = uint(0);
const bool l_73 = l_mut_56 != uint64_t(0);
if (l_73) {
const uint l_74 = uint(clz(l_mut_56));
const int l_75 = int(l_74);
const int l_76 = int(64) - l_75;
const int l_77 = l_76 - int(1);
const int l_78 = l_77 + l_mut_38;
const int l_79 = l_78 + int(127);
const bool l_80 = l_79 >= int(255);
if (l_80) {
l_mut_8 = uint(2139095040);
} else {
const bool l_81 = l_79 >= int(1);
if (l_81) {
const bool l_82 = l_76 > int(24);
if (l_82) {
const int l_83 = l_76 - int(24);
const uint64_t l_84 = uint64_t(l_83);
const uint64_t l_85 = l_mut_56 >> l_84;
l_mut_86 = l_85;
} else {
const int l_87 = int(24) - l_76;
const uint64_t l_88 = uint64_t(l_87);
const uint64_t l_89 = l_mut_56 << l_88;
l_mut_86 = l_89;
}
const uint l_90 = uint(l_79);
const uint l_91 = l_90 << uint(23);
const uint l_92 = uint(l_mut_86);
const uint l_93 = l_92 & uint(8388607);
const uint l_94 = l_91 | l_93;
l_mut_8 = l_94;
} else {
const int l_95 = l_mut_38 + int(149);
const bool l_96 = l_95 >= int(0);
if (l_96) {
const uint64_t l_97 = uint64_t(l_95);
const uint64_t l_98 = l_mut_56 << l_97;
l_mut_86 = l_98;
} else {
const int l_99 = int(0) - l_95;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_mut_56 >> l_100;
l_mut_86 = l_101;
}
const uint l_102 = uint(l_mut_86);
l_mut_8 = l_102;
}
}
}
l_mut_9 = l_mut_8;
l_mut_60 = l_mut_56;
} else {
const bool l_103 = l_mut_69 <= l_64;
if (l_103) {
const uint64_t l_104 = uint64_t(l_mut_69);
const uint64_t l_105 = l_mut_56 >> l_104;
l_mut_86 = l_105;
const uint64_t l_106 = l_mut_86 << l_104;
const uint64_t l_107 = l_mut_56 - l_106;
const uint64_t l_108 = l_104 - uint64_t(1);
const uint64_t l_109 = uint64_t(1) << l_108;
const bool l_110 = l_107 > l_109;
const bool l_111 = l_107 == l_109;
const uint64_t l_112 = l_mut_86 & uint64_t(1);
const bool l_113 = l_112 == uint64_t(1);
const bool l_114 = l_111 && l_113;
const bool l_115 = l_110 || l_114;
if (l_115) {
l_mut_86 = l_mut_86 + uint64_t(1);
}
const uint64_t l_116 = l_mut_86 << l_104;
l_mut_60 = l_116;
const int l_117 = l_mut_38 + l_mut_69;
l_mut_8 = uint(0);
const bool l_118 = l_mut_86 != uint64_t(0);
if (l_118) {
const uint l_119 = uint(clz(l_mut_86));
const int l_120 = int(l_119);
const int l_121 = int(64) - l_120;
const int l_122 = l_121 - int(1);
const int l_123 = l_122 + l_117;
const int l_124 = l_123 + int(127);
const bool l_125 = l_124 >= int(255);
if (l_125) {
l_mut_8 = uint(2139095040);
} else {
const bool l_126 = l_124 >= int(1);
if (l_126) {
const bool l_127 = l_121 > int(24);
if (l_127) {
const int l_128 = l_121 - int(24);
const uint64_t l_129 = uint64_t(l_128);
const uint64_t l_130 = l_mut_86 >> l_129;
l_mut_131 = l_130;
} else {
const int l_132 = int(24) - l_121;
const uint64_t l_133 = uint64_t(l_132);
const uint64_t l_134 = l_mut_86 << l_133;
l_mut_131 = l_134;
}
const uint l_135 = uint(l_124);
const uint l_136 = l_135 << uint(23);
const uint l_137 = uint(l_mut_131);
const uint l_138 = l_137 & uint(8388607);
const uint l_139 = l_136 | l_138;
l_mut_8 = l_139;
} else {
const int l_140 = l_117 + int(149);
const bool l_141 = l_140 >= int(0);
if (l_141) {
const uint64_t l_142 = uint64_t(l_140);
const uint64_t l_143 = l_mut_86 << l_142;
l_mut_131 = l_143;
} else {
const int l_144 = int(0) - l_140;
const uint64_t l_145 = uint64_t(l_144);
const uint64_t l_146 = l_mut_86 >> l_145;
l_mut_131 = l_146;
}
const uint l_147 = uint(l_mut_131);
l_mut_8 = l_147;
}
}
}
l_mut_9 = l_mut_8;
}
}
}
const uint l_148 = l_mut_9 | l_26;
const float l_149 = reinterpret_cast<thread float const&>(l_148);
l_mut_44 = l_149;
l_mut_150 = float(0.0);
const bool l_151 = l_mut_56 > l_mut_60;
if (l_151) {
const uint64_t l_152 = l_mut_56 - l_mut_60;
l_mut_8 = uint(0);
l_mut_131 = uint64_t(0);
const bool l_153 = l_152 != uint64_t(0);
if (l_153) {
const uint l_154 = uint(clz(l_152));
const int l_155 = int(l_154);
const int l_156 = int(64) - l_155;
const int l_157 = l_156 - int(1);
const int l_158 = l_157 + l_mut_38;
const int l_159 = l_158 + int(127);
const int l_160 = int(-149) - l_mut_38;
l_mut_69 = l_160;
const bool l_161 = l_159 >= int(1);
if (l_161) {
const int l_162 = l_156 - int(24);
l_mut_69 = l_162;
}
const bool l_163 = l_mut_69 <= int(0);
if (l_163) {
l_mut_164 = uint(0);
const bool l_165 = l_152 != uint64_t(0);
if (l_165) {
const uint l_166 = uint(clz(l_152));
const int l_167 = int(l_166);
const int l_168 = int(64) - l_167;
const int l_169 = l_168 - int(1);
const int l_170 = l_169 + l_mut_38;
const int l_171 = l_170 + int(127);
const bool l_172 = l_171 >= int(255);
if (l_172) {
l_mut_164 = uint(2139095040);
} else {
const bool l_173 = l_171 >= int(1);
if (l_173) {
const bool l_174 = l_168 > int(24);
if (l_174) {
const int l_175 = l_168 - int(24);
const uint64_t l_176 = uint64_t(l_175);
const uint64_t l_177 = l_152 >> l_176;
l_mut_86 = l_177;
} else {
const int l_178 = int(24) - l_168;
const uint64_t l_179 = uint64_t(l_178);
const uint64_t l_180 = l_152 << l_179;
l_mut_86 = l_180;
}
const uint l_181 = uint(l_171);
const uint l_182 = l_181 << uint(23);
const uint l_183 = uint(l_mut_86);
const uint l_184 = l_183 & uint(8388607);
const uint l_185 = l_182 | l_184;
l_mut_164 = l_185;
} else {
const int l_186 = l_mut_38 + int(149);
const bool l_187 = l_186 >= int(0);
if (l_187) {
const uint64_t l_188 = uint64_t(l_186);
const uint64_t l_189 = l_152 << l_188;
l_mut_86 = l_189;
} else {
const int l_190 = int(0) - l_186;
const uint64_t l_191 = uint64_t(l_190);
const uint64_t l_192 = l_152 >> l_191;
l_mut_86 = l_192;
}
const uint l_193 = uint(l_mut_86);
l_mut_164 = l_193;
}
}
}
l_mut_8 = l_mut_164;
l_mut_131 = l_152;
} else {
const bool l_194 = l_mut_69 <= l_156;
if (l_194) {
const uint64_t l_195 = uint64_t(l_mut_69);
const uint64_t l_196 = l_152 >> l_195;
l_mut_86 = l_196;
const uint64_t l_197 = l_mut_86 << l_195;
const uint64_t l_198 = l_152 - l_197;
const uint64_t l_199 = l_195 - uint64_t(1);
const uint64_t l_200 = uint64_t(1) << l_199;
const bool l_201 = l_198 > l_200;
const bool l_202 = l_198 == l_200;
const uint64_t l_203 = l_mut_86 & uint64_t(1);
const bool l_204 = l_203 == uint64_t(1);
const bool l_205 = l_202 && l_204;
const bool l_206 = l_201 || l_205;
if (l_206) {
l_mut_86 = l_mut_86 + uint64_t(1);
}
const uint64_t l_207 = l_mut_86 << l_195;
l_mut_131 = l_207;
const int l_208 = l_mut_38 + l_mut_69;
l_mut_164 = uint(0);
const bool l_209 = l_mut_86 != uint64_t(0);
if (l_209) {
const uint l_210 = uint(clz(l_mut_86));
const int l_211 = int(l_210);
const int l_212 = int(64) - l_211;
const int l_213 = l_212 - int(1);
const int l_214 = l_213 + l_208;
const int l_215 = l_214 + int(127);
const bool l_216 = l_215 >= int(255);
if (l_216) {
l_mut_164 = uint(2139095040);
} else {
const bool l_217 = l_215 >= int(1);
if (l_217) {
const bool l_218 = l_212 > int(24);
if (l_218) {
const int l_219 = l_212 - int(24);
const uint64_t l_220 = uint64_t(l_219);
const uint64_t l_221 = l_mut_86 >> l_220;
l_mut_222 = l_221;
} else {
const int l_223 = int(24) - l_212;
const uint64_t l_224 = uint64_t(l_223);
const uint64_t l_225 = l_mut_86 << l_224;
l_mut_222 = l_225;
}
const uint l_226 = uint(l_215);
const uint l_227 = l_226 << uint(23);
const uint l_228 = uint(l_mut_222);
const uint l_229 = l_228 & uint(8388607);
const uint l_230 = l_227 | l_229;
l_mut_164 = l_230;
} else {
const int l_231 = l_208 + int(149);
const bool l_232 = l_231 >= int(0);
if (l_232) {
const uint64_t l_233 = uint64_t(l_231);
const uint64_t l_234 = l_mut_86 << l_233;
l_mut_222 = l_234;
} else {
const int l_235 = int(0) - l_231;
const uint64_t l_236 = uint64_t(l_235);
const uint64_t l_237 = l_mut_86 >> l_236;
l_mut_222 = l_237;
}
const uint l_238 = uint(l_mut_222);
l_mut_164 = l_238;
}
}
}
l_mut_8 = l_mut_164;
}
}
}
const uint l_239 = l_mut_8 | l_26;
const float l_240 = reinterpret_cast<thread float const&>(l_239);
l_mut_150 = l_240;
} else {
const bool l_241 = l_mut_60 > l_mut_56;
if (l_241) {
const uint64_t l_242 = l_mut_60 - l_mut_56;
l_mut_164 = uint(0);
l_mut_222 = uint64_t(0);
const bool l_243 = l_242 != uint64_t(0);
if (l_243) {
const uint l_244 = uint(clz(l_242));
const int l_245 = int(l_244);
const int l_246 = int(64) - l_245;
const int l_247 = l_246 - int(1);
const int l_248 = l_247 + l_mut_38;
const int l_249 = l_248 + int(127);
const int l_250 = int(-149) - l_mut_38;
l_mut_69 = l_250;
const bool l_251 = l_249 >= int(1);
if (l_251) {
const int l_252 = l_246 - int(24);
l_mut_69 = l_252;
}
const bool l_253 = l_mut_69 <= int(0);
if (l_253) {
l_mut_8 = uint(0);
const bool l_254 = l_242 != uint64_t(0);
if (l_254) {
const uint l_255 = uint(clz(l_242));
const int l_256 = int(l_255);
const int l_257 = int(64) - l_256;
const int l_258 = l_257 - int(1);
const int l_259 = l_258 + l_mut_38;
const int l_260 = l_259 + int(127);
const bool l_261 = l_260 >= int(255);
if (l_261) {
l_mut_8 = uint(2139095040);
} else {
const bool l_262 = l_260 >= int(1);
if (l_262) {
const bool l_263 = l_257 > int(24);
if (l_263) {
const int l_264 = l_257 - int(24);
const uint64_t l_265 = uint64_t(l_264);
const uint64_t l_266 = l_242 >> l_265;
l_mut_131 = l_266;
} else {
const int l_267 = int(24) - l_257;
const uint64_t l_268 = uint64_t(l_267);
const uint64_t l_269 = l_242 << l_268;
l_mut_131 = l_269;
}
const uint l_270 = uint(l_260);
const uint l_271 = l_270 << uint(23);
const uint l_272 = uint(l_mut_131);
const uint l_273 = l_272 & uint(8388607);
const uint l_274 = l_271 | l_273;
l_mut_8 = l_274;
} else {
const int l_275 = l_mut_38 + int(149);
const bool l_276 = l_275 >= int(0);
if (l_276) {
const uint64_t l_277 = uint64_t(l_275);
const uint64_t l_278 = l_242 << l_277;
l_mut_131 = l_278;
} else {
const int l_279 = int(0) - l_275;
const uint64_t l_280 = uint64_t(l_279);
const uint64_t l_281 = l_242 >> l_280;
l_mut_131 = l_281;
}
const uint l_282 = uint(l_mut_131);
l_mut_8 = l_282;
}
}
}
l_mut_164 = l_mut_8;
l_mut_222 = l_242;
} else {
const bool l_283 = l_mut_69 <= l_246;
if (l_283) {
const uint64_t l_284 = uint64_t(l_mut_69);
const uint64_t l_285 = l_242 >> l_284;
l_mut_131 = l_285;
const uint64_t l_286 = l_mut_131 << l_284;
const uint64_t l_287 = l_242 - l_286;
const uint64_t l_288 = l_284 - uint64_t(1);
const uint64_t l_289 = uint64_t(1) << l_288;
const bool l_290 = l_287 > l_289;
const bool l_291 = l_287 == l_289;
const uint64_t l_292 = l_mut_131 & uint64_t(1);
const bool l_293 = l_292 == uint64_t(1);
const bool l_294 = l_291 && l_293;
const bool l_295 = l_290 || l_294;
if (l_295) {
l_mut_131 = l_mut_131 + uint64_t(1);
}
const uint64_t l_296 = l_mut_131 << l_284;
l_mut_222 = l_296;
const int l_297 = l_mut_38 + l_mut_69;
l_mut_8 = uint(0);
const bool l_298 = l_mut_131 != uint64_t(0);
if (l_298) {
const uint l_299 = uint(clz(l_mut_131));
const int l_300 = int(l_299);
const int l_301 = int(64) - l_300;
const int l_302 = l_301 - int(1);
const int l_303 = l_302 + l_297;
const int l_304 = l_303 + int(127);
const bool l_305 = l_304 >= int(255);
if (l_305) {
l_mut_8 = uint(2139095040);
} else {
const bool l_306 = l_304 >= int(1);
if (l_306) {
const bool l_307 = l_301 > int(24);
if (l_307) {
const int l_308 = l_301 - int(24);
const uint64_t l_309 = uint64_t(l_308);
const uint64_t l_310 = l_mut_131 >> l_309;
l_mut_86 = l_310;
} else {
const int l_311 = int(24) - l_301;
const uint64_t l_312 = uint64_t(l_311);
const uint64_t l_313 = l_mut_131 << l_312;
l_mut_86 = l_313;
}
const uint l_314 = uint(l_304);
const uint l_315 = l_314 << uint(23);
const uint l_316 = uint(l_mut_86);
const uint l_317 = l_316 & uint(8388607);
const uint l_318 = l_315 | l_317;
l_mut_8 = l_318;
} else {
const int l_319 = l_297 + int(149);
const bool l_320 = l_319 >= int(0);
if (l_320) {
const uint64_t l_321 = uint64_t(l_319);
const uint64_t l_322 = l_mut_131 << l_321;
l_mut_86 = l_322;
} else {
const int l_323 = int(0) - l_319;
const uint64_t l_324 = uint64_t(l_323);
const uint64_t l_325 = l_mut_131 >> l_324;
l_mut_86 = l_325;
}
const uint l_326 = uint(l_mut_86);
l_mut_8 = l_326;
}
}
}
l_mut_164 = l_mut_8;
}
}
}
const uint l_327 = l_26 ^ uint(2147483648);
const uint l_328 = l_mut_164 | l_327;
const float l_329 = reinterpret_cast<thread float const&>(l_328);
l_mut_150 = l_329;
}
}
l_mut_45 = l_mut_150;
}
}
}
const uint l_359 = info.static_meta[uint(3)];
const uint l_360 = l_359 * uint(1);
const bool l_361 = thread_index_in_grid < l_360;
if (l_361) {
buffer_3[thread_index_in_grid] = l_mut_44;
}
const uint l_330 = l_0 + thread_index_in_grid;
const uint l_362 = info.static_meta[uint(3)];
const uint l_363 = l_362 * uint(1);
const bool l_364 = l_330 < l_363;
if (l_364) {
buffer_3[l_330] = l_mut_45;
}
}

}
