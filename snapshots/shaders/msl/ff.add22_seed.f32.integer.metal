
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[8];
};

[[kernel]]
void double_words_f_f32(
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
float l_mut_1088;
float l_mut_1298;
float l_mut_1398;
float l_mut_156;
float l_mut_1608;
float l_mut_1708;
float l_mut_1918;
float l_mut_2018;
float l_mut_368;
float l_mut_468;
float l_mut_50;
float l_mut_51;
float l_mut_678;
float l_mut_778;
float l_mut_988;
int l_mut_29;
int l_mut_44;
int l_mut_75;
uint l_mut_14;
uint l_mut_15;
uint l_mut_170;
uint l_mut_4;
uint64_t l_mut_137;
uint64_t l_mut_228;
uint64_t l_mut_25;
uint64_t l_mut_40;
uint64_t l_mut_62;
uint64_t l_mut_66;
uint64_t l_mut_92;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_2197 = info.static_meta[uint(2)];
const uint l_2198 = l_2197 * uint(1);
const bool l_2199 = uint(0) < l_2198;
const uint l_2200 = l_2198 - uint(1);
const uint l_2201 = min(uint(0), l_2200);
const float l_2202 = buffer_2[l_2201];
const float l_2203 = (l_2199) ? l_2202 : float(0.0);
const float l_2 = l_2203;
const uint l_2204 = info.static_meta[uint(2)];
const uint l_2205 = l_2204 * uint(1);
const bool l_2206 = uint(1) < l_2205;
const uint l_2207 = l_2205 - uint(1);
const uint l_2208 = min(uint(1), l_2207);
const float l_2209 = buffer_2[l_2208];
const float l_2210 = (l_2206) ? l_2209 : float(0.0);
const float l_3 = l_2210;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_2211 = info.static_meta[uint(0)];
const uint l_2212 = l_2211 * uint(1);
const bool l_2213 = l_mut_4 < l_2212;
const uint l_2214 = l_2212 - uint(1);
const uint l_2215 = min(l_mut_4, l_2214);
const float l_2216 = buffer_0[l_2215];
const float l_2217 = (l_2213) ? l_2216 : float(0.0);
const float l_6 = l_2217;
const uint l_7 = l_1 + l_mut_4;
const uint l_2218 = info.static_meta[uint(0)];
const uint l_2219 = l_2218 * uint(1);
const bool l_2220 = l_7 < l_2219;
const uint l_2221 = l_2219 - uint(1);
const uint l_2222 = min(l_7, l_2221);
const float l_2223 = buffer_0[l_2222];
const float l_2224 = (l_2220) ? l_2223 : float(0.0);
const float l_8 = l_2224;
const uint l_2225 = info.static_meta[uint(1)];
const uint l_2226 = l_2225 * uint(1);
const bool l_2227 = l_mut_4 < l_2226;
const uint l_2228 = l_2226 - uint(1);
const uint l_2229 = min(l_mut_4, l_2228);
const float l_2230 = buffer_1[l_2229];
const float l_2231 = (l_2227) ? l_2230 : float(0.0);
const float l_9 = l_2231;
const uint l_10 = l_1 + l_mut_4;
const uint l_2232 = info.static_meta[uint(1)];
const uint l_2233 = l_2232 * uint(1);
const bool l_2234 = l_10 < l_2233;
const uint l_2235 = l_2233 - uint(1);
const uint l_2236 = min(l_10, l_2235);
const float l_2237 = buffer_1[l_2236];
const float l_2238 = (l_2234) ? l_2237 : float(0.0);
const float l_11 = l_2238;
const uint l_12 = reinterpret_cast<thread uint const&>(l_6);
const uint l_13 = reinterpret_cast<thread uint const&>(l_9);
l_mut_14 = l_12;
l_mut_15 = l_13;
const uint l_16 = l_13 & uint(2147483647);
const uint l_17 = l_12 & uint(2147483647);
const bool l_18 = l_16 > l_17;
if (l_18) {
l_mut_14 = l_13;
l_mut_15 = l_12;
}
const uint l_19 = l_mut_14 >> uint(23);
const uint l_20 = l_19 & uint(255);
const uint l_21 = l_mut_14 & uint(8388607);
const bool l_22 = l_20 != uint(0);
if (l_22) {
const uint l_23 = l_21 | uint(8388608);
const uint64_t l_24 = uint64_t(l_23);
l_mut_25 = l_24;
} else {
const uint64_t l_26 = uint64_t(l_21);
l_mut_25 = l_26;
}
if (l_22) {
const int l_27 = int(l_20);
const int l_28 = l_27 - int(150);
l_mut_29 = l_28;
} else {
const int l_30 = int(uint(1));
const int l_31 = l_30 - int(150);
l_mut_29 = l_31;
}
const uint l_32 = l_mut_14 & uint(2147483648);
const bool l_33 = l_20 == uint(255);
const uint l_34 = l_mut_15 >> uint(23);
const uint l_35 = l_34 & uint(255);
const uint l_36 = l_mut_15 & uint(8388607);
const bool l_37 = l_35 != uint(0);
if (l_37) {
const uint l_38 = l_36 | uint(8388608);
const uint64_t l_39 = uint64_t(l_38);
l_mut_40 = l_39;
} else {
const uint64_t l_41 = uint64_t(l_36);
l_mut_40 = l_41;
}
if (l_37) {
const int l_42 = int(l_35);
const int l_43 = l_42 - int(150);
l_mut_44 = l_43;
} else {
const int l_45 = int(uint(1));
const int l_46 = l_45 - int(150);
l_mut_44 = l_46;
}
const uint l_47 = l_mut_15 & uint(2147483648);
const bool l_48 = l_35 == uint(255);
const float l_49 = l_6 + l_9;
l_mut_50 = l_49;
l_mut_51 = float(0.0);
const bool l_52 = !l_33;
const bool l_53 = l_mut_40 != uint64_t(0);
const bool l_54 = l_52 && l_53;
if (l_54) {
const int l_55 = l_mut_29 - l_mut_44;
const bool l_56 = l_55 >= int(26);
if (l_56) {
const float l_57 = reinterpret_cast<thread float const&>(l_mut_14);
l_mut_50 = l_57;
const float l_58 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_51 = l_58;
} else {
const uint64_t l_59 = uint64_t(l_55);
const uint64_t l_60 = l_mut_25 << l_59;
const uint64_t l_61 = l_60 - l_mut_40;
l_mut_62 = l_61;
const bool l_63 = l_32 == l_47;
if (l_63) {
const uint64_t l_64 = l_60 + l_mut_40;
l_mut_62 = l_64;
}
const bool l_65 = l_mut_62 == uint64_t(0);
if (l_65) {
l_mut_50 = float(0.0);
} else {
l_mut_15 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_67 = l_mut_62 != uint64_t(0);
if (l_67) {
const uint l_68 = uint(clz(l_mut_62));
const int l_69 = int(l_68);
const int l_70 = int(64) - l_69;
const int l_71 = l_70 - int(1);
const int l_72 = l_71 + l_mut_44;
const int l_73 = l_72 + int(127);
const int l_74 = int(-149) - l_mut_44;
l_mut_75 = l_74;
const bool l_76 = l_73 >= int(1);
if (l_76) {
const int l_77 = l_70 - int(24);
l_mut_75 = l_77;
}
const bool l_78 = l_mut_75 <= int(0);
if (l_78) {
l_mut_14 = uint(0);
const bool l_79 = l_mut_62 != uint64_t(0);
if (l_79) {
const uint l_80 = uint(clz(l_mut_62));
const int l_81 = int(l_80);
const int l_82 = int(64) - l_81;
const int l_83 = l_82 - int(1);
const int l_84 = l_83 + l_mut_44;
const int l_85 = l_84 + int(127);
const bool l_86 = l_85 >= int(255);
if (l_86) {
l_mut_14 = uint(2139095040);
} else {
const bool l_87 = l_85 >= int(1);
if (l_87) {
const bool l_88 = l_82 > int(24);
if (l_88) {
const int l_89 = l_82 - int(24);
const uint64_t l_90 = uint64_t(l_89);
const uint64_t l_91 = l_mut_62 >> l_90;
l_mut_92 = l_91;
} else {
const int l_93 = int(24) - l_82;
const uint64_t l_94 = uint64_t(l_93);
const uint64_t l_95 = l_mut_62 << l_94;
l_mut_92 = l_95;
}
const uint l_96 = uint(l_85);
const uint l_97 = l_96 << uint(23);
const uint l_98 = uint(l_mut_92);
const uint l_99 = l_98 & uint(8388607);
const uint l_100 = l_97 | l_99;
l_mut_14 = l_100;
} else {
const int l_101 = l_mut_44 + int(149);
const bool l_102 = l_101 >= int(0);
if (l_102) {
const uint64_t l_103 = uint64_t(l_101);
const uint64_t l_104 = l_mut_62 << l_103;
l_mut_92 = l_104;
} else {
const int l_105 = int(0) - l_101;
const uint64_t l_106 = uint64_t(l_105);
const uint64_t l_107 = l_mut_62 >> l_106;
l_mut_92 = l_107;
}
const uint l_108 = uint(l_mut_92);
l_mut_14 = l_108;
}
}
}
l_mut_15 = l_mut_14;
l_mut_66 = l_mut_62;
} else {
const bool l_109 = l_mut_75 <= l_70;
if (l_109) {
const uint64_t l_110 = uint64_t(l_mut_75);
const uint64_t l_111 = l_mut_62 >> l_110;
l_mut_92 = l_111;
const uint64_t l_112 = l_mut_92 << l_110;
const uint64_t l_113 = l_mut_62 - l_112;
const uint64_t l_114 = l_110 - uint64_t(1);
const uint64_t l_115 = uint64_t(1) << l_114;
const bool l_116 = l_113 > l_115;
const bool l_117 = l_113 == l_115;
const uint64_t l_118 = l_mut_92 & uint64_t(1);
const bool l_119 = l_118 == uint64_t(1);
const bool l_120 = l_117 && l_119;
const bool l_121 = l_116 || l_120;
if (l_121) {
l_mut_92 = l_mut_92 + uint64_t(1);
}
const uint64_t l_122 = l_mut_92 << l_110;
l_mut_66 = l_122;
const int l_123 = l_mut_44 + l_mut_75;
l_mut_14 = uint(0);
const bool l_124 = l_mut_92 != uint64_t(0);
if (l_124) {
const uint l_125 = uint(clz(l_mut_92));
const int l_126 = int(l_125);
const int l_127 = int(64) - l_126;
const int l_128 = l_127 - int(1);
const int l_129 = l_128 + l_123;
const int l_130 = l_129 + int(127);
const bool l_131 = l_130 >= int(255);
if (l_131) {
l_mut_14 = uint(2139095040);
} else {
const bool l_132 = l_130 >= int(1);
if (l_132) {
const bool l_133 = l_127 > int(24);
if (l_133) {
const int l_134 = l_127 - int(24);
const uint64_t l_135 = uint64_t(l_134);
const uint64_t l_136 = l_mut_92 >> l_135;
l_mut_137 = l_136;
} else {
const int l_138 = int(24) - l_127;
const uint64_t l_139 = uint64_t(l_138);
const uint64_t l_140 = l_mut_92 << l_139;
l_mut_137 = l_140;
}
const uint l_141 = uint(l_130);
const uint l_142 = l_141 << uint(23);
const uint l_143 = uint(l_mut_137);
const uint l_144 = l_143 & uint(8388607);
const uint l_145 = l_142 | l_144;
l_mut_14 = l_145;
} else {
const int l_146 = l_123 + int(149);
const bool l_147 = l_146 >= int(0);
if (l_147) {
const uint64_t l_148 = uint64_t(l_146);
const uint64_t l_149 = l_mut_92 << l_148;
l_mut_137 = l_149;
} else {
const int l_150 = int(0) - l_146;
const uint64_t l_151 = uint64_t(l_150);
const uint64_t l_152 = l_mut_92 >> l_151;
l_mut_137 = l_152;
}
const uint l_153 = uint(l_mut_137);
l_mut_14 = l_153;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_154 = l_mut_15 | l_32;
const float l_155 = reinterpret_cast<thread float const&>(l_154);
l_mut_50 = l_155;
l_mut_156 = float(0.0);
const bool l_157 = l_mut_62 > l_mut_66;
if (l_157) {
const uint64_t l_158 = l_mut_62 - l_mut_66;
l_mut_14 = uint(0);
l_mut_137 = uint64_t(0);
const bool l_159 = l_158 != uint64_t(0);
if (l_159) {
const uint l_160 = uint(clz(l_158));
const int l_161 = int(l_160);
const int l_162 = int(64) - l_161;
const int l_163 = l_162 - int(1);
const int l_164 = l_163 + l_mut_44;
const int l_165 = l_164 + int(127);
const int l_166 = int(-149) - l_mut_44;
l_mut_75 = l_166;
const bool l_167 = l_165 >= int(1);
if (l_167) {
const int l_168 = l_162 - int(24);
l_mut_75 = l_168;
}
const bool l_169 = l_mut_75 <= int(0);
if (l_169) {
l_mut_170 = uint(0);
const bool l_171 = l_158 != uint64_t(0);
if (l_171) {
const uint l_172 = uint(clz(l_158));
const int l_173 = int(l_172);
const int l_174 = int(64) - l_173;
const int l_175 = l_174 - int(1);
const int l_176 = l_175 + l_mut_44;
const int l_177 = l_176 + int(127);
const bool l_178 = l_177 >= int(255);
if (l_178) {
l_mut_170 = uint(2139095040);
} else {
const bool l_179 = l_177 >= int(1);
if (l_179) {
const bool l_180 = l_174 > int(24);
if (l_180) {
const int l_181 = l_174 - int(24);
const uint64_t l_182 = uint64_t(l_181);
const uint64_t l_183 = l_158 >> l_182;
l_mut_92 = l_183;
} else {
const int l_184 = int(24) - l_174;
const uint64_t l_185 = uint64_t(l_184);
const uint64_t l_186 = l_158 << l_185;
l_mut_92 = l_186;
}
const uint l_187 = uint(l_177);
const uint l_188 = l_187 << uint(23);
const uint l_189 = uint(l_mut_92);
const uint l_190 = l_189 & uint(8388607);
const uint l_191 = l_188 | l_190;
l_mut_170 = l_191;
} else {
const int l_192 = l_mut_44 + int(149);
const bool l_193 = l_192 >= int(0);
if (l_193) {
const uint64_t l_194 = uint64_t(l_192);
const uint64_t l_195 = l_158 << l_194;
l_mut_92 = l_195;
} else {
const int l_196 = int(0) - l_192;
const uint64_t l_197 = uint64_t(l_196);
const uint64_t l_198 = l_158 >> l_197;
l_mut_92 = l_198;
}
const uint l_199 = uint(l_mut_92);
l_mut_170 = l_199;
}
}
}
l_mut_14 = l_mut_170;
l_mut_137 = l_158;
} else {
const bool l_200 = l_mut_75 <= l_162;
if (l_200) {
const uint64_t l_201 = uint64_t(l_mut_75);
const uint64_t l_202 = l_158 >> l_201;
l_mut_92 = l_202;
const uint64_t l_203 = l_mut_92 << l_201;
const uint64_t l_204 = l_158 - l_203;
const uint64_t l_205 = l_201 - uint64_t(1);
const uint64_t l_206 = uint64_t(1) << l_205;
const bool l_207 = l_204 > l_206;
const bool l_208 = l_204 == l_206;
const uint64_t l_209 = l_mut_92 & uint64_t(1);
const bool l_210 = l_209 == uint64_t(1);
const bool l_211 = l_208 && l_210;
const bool l_212 = l_207 || l_211;
if (l_212) {
l_mut_92 = l_mut_92 + uint64_t(1);
}
const uint64_t l_213 = l_mut_92 << l_201;
l_mut_137 = l_213;
const int l_214 = l_mut_44 + l_mut_75;
l_mut_170 = uint(0);
const bool l_215 = l_mut_92 != uint64_t(0);
if (l_215) {
const uint l_216 = uint(clz(l_mut_92));
const int l_217 = int(l_216);
const int l_218 = int(64) - l_217;
const int l_219 = l_218 - int(1);
const int l_220 = l_219 + l_214;
const int l_221 = l_220 + int(127);
const bool l_222 = l_221 >= int(255);
if (l_222) {
l_mut_170 = uint(2139095040);
} else {
const bool l_223 = l_221 >= int(1);
if (l_223) {
const bool l_224 = l_218 > int(24);
if (l_224) {
const int l_225 = l_218 - int(24);
const uint64_t l_226 = uint64_t(l_225);
const uint64_t l_227 = l_mut_92 >> l_226;
l_mut_228 = l_227;
} else {
const int l_229 = int(24) - l_218;
const uint64_t l_230 = uint64_t(l_229);
const uint64_t l_231 = l_mut_92 << l_230;
l_mut_228 = l_231;
}
const uint l_232 = uint(l_221);
const uint l_233 = l_232 << uint(23);
const uint l_234 = uint(l_mut_228);
const uint l_235 = l_234 & uint(8388607);
const uint l_236 = l_233 | l_235;
l_mut_170 = l_236;
} else {
const int l_237 = l_214 + int(149);
const bool l_238 = l_237 >= int(0);
if (l_238) {
const uint64_t l_239 = uint64_t(l_237);
const uint64_t l_240 = l_mut_92 << l_239;
l_mut_228 = l_240;
} else {
const int l_241 = int(0) - l_237;
const uint64_t l_242 = uint64_t(l_241);
const uint64_t l_243 = l_mut_92 >> l_242;
l_mut_228 = l_243;
}
const uint l_244 = uint(l_mut_228);
l_mut_170 = l_244;
}
}
}
l_mut_14 = l_mut_170;
}
}
}
const uint l_245 = l_mut_14 | l_32;
const float l_246 = reinterpret_cast<thread float const&>(l_245);
l_mut_156 = l_246;
} else {
const bool l_247 = l_mut_66 > l_mut_62;
if (l_247) {
const uint64_t l_248 = l_mut_66 - l_mut_62;
l_mut_170 = uint(0);
l_mut_228 = uint64_t(0);
const bool l_249 = l_248 != uint64_t(0);
if (l_249) {
const uint l_250 = uint(clz(l_248));
const int l_251 = int(l_250);
const int l_252 = int(64) - l_251;
const int l_253 = l_252 - int(1);
const int l_254 = l_253 + l_mut_44;
const int l_255 = l_254 + int(127);
const int l_256 = int(-149) - l_mut_44;
l_mut_75 = l_256;
const bool l_257 = l_255 >= int(1);
if (l_257) {
const int l_258 = l_252 - int(24);
l_mut_75 = l_258;
}
const bool l_259 = l_mut_75 <= int(0);
if (l_259) {
l_mut_14 = uint(0);
const bool l_260 = l_248 != uint64_t(0);
if (l_260) {
const uint l_261 = uint(clz(l_248));
const int l_262 = int(l_261);
const int l_263 = int(64) - l_262;
const int l_264 = l_263 - int(1);
const int l_265 = l_264 + l_mut_44;
const int l_266 = l_265 + int(127);
const bool l_267 = l_266 >= int(255);
if (l_267) {
l_mut_14 = uint(2139095040);
} else {
const bool l_268 = l_266 >= int(1);
if (l_268) {
const bool l_269 = l_263 > int(24);
if (l_269) {
const int l_270 = l_263 - int(24);
const uint64_t l_271 = uint64_t(l_270);
const uint64_t l_272 = l_248 >> l_271;
l_mut_137 = l_272;
} else {
const int l_273 = int(24) - l_263;
const uint64_t l_274 = uint64_t(l_273);
const uint64_t l_275 = l_248 << l_274;
l_mut_137 = l_275;
}
const uint l_276 = uint(l_266);
const uint l_277 = l_276 << uint(23);
const uint l_278 = uint(l_mut_137);
const uint l_279 = l_278 & uint(8388607);
const uint l_280 = l_277 | l_279;
l_mut_14 = l_280;
} else {
const int l_281 = l_mut_44 + int(149);
const bool l_282 = l_281 >= int(0);
if (l_282) {
const uint64_t l_283 = uint64_t(l_281);
const uint64_t l_284 = l_248 << l_283;
l_mut_137 = l_284;
} else {
const int l_285 = int(0) - l_281;
const uint64_t l_286 = uint64_t(l_285);
const uint64_t l_287 = l_248 >> l_286;
l_mut_137 = l_287;
}
const uint l_288 = uint(l_mut_137);
l_mut_14 = l_288;
}
}
}
l_mut_170 = l_mut_14;
l_mut_228 = l_248;
} else {
const bool l_289 = l_mut_75 <= l_252;
if (l_289) {
const uint64_t l_290 = uint64_t(l_mut_75);
const uint64_t l_291 = l_248 >> l_290;
l_mut_137 = l_291;
const uint64_t l_292 = l_mut_137 << l_290;
const uint64_t l_293 = l_248 - l_292;
const uint64_t l_294 = l_290 - uint64_t(1);
const uint64_t l_295 = uint64_t(1) << l_294;
const bool l_296 = l_293 > l_295;
const bool l_297 = l_293 == l_295;
const uint64_t l_298 = l_mut_137 & uint64_t(1);
const bool l_299 = l_298 == uint64_t(1);
const bool l_300 = l_297 && l_299;
const bool l_301 = l_296 || l_300;
if (l_301) {
l_mut_137 = l_mut_137 + uint64_t(1);
}
const uint64_t l_302 = l_mut_137 << l_290;
l_mut_228 = l_302;
const int l_303 = l_mut_44 + l_mut_75;
l_mut_14 = uint(0);
const bool l_304 = l_mut_137 != uint64_t(0);
if (l_304) {
const uint l_305 = uint(clz(l_mut_137));
const int l_306 = int(l_305);
const int l_307 = int(64) - l_306;
const int l_308 = l_307 - int(1);
const int l_309 = l_308 + l_303;
const int l_310 = l_309 + int(127);
const bool l_311 = l_310 >= int(255);
if (l_311) {
l_mut_14 = uint(2139095040);
} else {
const bool l_312 = l_310 >= int(1);
if (l_312) {
const bool l_313 = l_307 > int(24);
if (l_313) {
const int l_314 = l_307 - int(24);
const uint64_t l_315 = uint64_t(l_314);
const uint64_t l_316 = l_mut_137 >> l_315;
l_mut_92 = l_316;
} else {
const int l_317 = int(24) - l_307;
const uint64_t l_318 = uint64_t(l_317);
const uint64_t l_319 = l_mut_137 << l_318;
l_mut_92 = l_319;
}
const uint l_320 = uint(l_310);
const uint l_321 = l_320 << uint(23);
const uint l_322 = uint(l_mut_92);
const uint l_323 = l_322 & uint(8388607);
const uint l_324 = l_321 | l_323;
l_mut_14 = l_324;
} else {
const int l_325 = l_303 + int(149);
const bool l_326 = l_325 >= int(0);
if (l_326) {
const uint64_t l_327 = uint64_t(l_325);
const uint64_t l_328 = l_mut_137 << l_327;
l_mut_92 = l_328;
} else {
const int l_329 = int(0) - l_325;
const uint64_t l_330 = uint64_t(l_329);
const uint64_t l_331 = l_mut_137 >> l_330;
l_mut_92 = l_331;
}
const uint l_332 = uint(l_mut_92);
l_mut_14 = l_332;
}
}
}
l_mut_170 = l_mut_14;
}
}
}
const uint l_333 = l_32 ^ uint(2147483648);
const uint l_334 = l_mut_170 | l_333;
const float l_335 = reinterpret_cast<thread float const&>(l_334);
l_mut_156 = l_335;
}
}
l_mut_51 = l_mut_156;
}
}
}
const uint l_336 = reinterpret_cast<thread uint const&>(l_8);
const uint l_337 = reinterpret_cast<thread uint const&>(l_11);
l_mut_170 = l_336;
l_mut_15 = l_337;
const uint l_338 = l_337 & uint(2147483647);
const uint l_339 = l_336 & uint(2147483647);
const bool l_340 = l_338 > l_339;
if (l_340) {
l_mut_170 = l_337;
l_mut_15 = l_336;
}
const uint l_341 = l_mut_170 >> uint(23);
const uint l_342 = l_341 & uint(255);
const uint l_343 = l_mut_170 & uint(8388607);
const bool l_344 = l_342 != uint(0);
if (l_344) {
const uint l_345 = l_343 | uint(8388608);
const uint64_t l_346 = uint64_t(l_345);
l_mut_228 = l_346;
} else {
const uint64_t l_347 = uint64_t(l_343);
l_mut_228 = l_347;
}
if (l_344) {
const int l_348 = int(l_342);
const int l_349 = l_348 - int(150);
l_mut_75 = l_349;
} else {
const int l_350 = int(uint(1));
const int l_351 = l_350 - int(150);
l_mut_75 = l_351;
}
const uint l_352 = l_mut_170 & uint(2147483648);
const bool l_353 = l_342 == uint(255);
const uint l_354 = l_mut_15 >> uint(23);
const uint l_355 = l_354 & uint(255);
const uint l_356 = l_mut_15 & uint(8388607);
const bool l_357 = l_355 != uint(0);
if (l_357) {
const uint l_358 = l_356 | uint(8388608);
const uint64_t l_359 = uint64_t(l_358);
l_mut_137 = l_359;
} else {
const uint64_t l_360 = uint64_t(l_356);
l_mut_137 = l_360;
}
if (l_357) {
const int l_361 = int(l_355);
const int l_362 = l_361 - int(150);
l_mut_44 = l_362;
} else {
const int l_363 = int(uint(1));
const int l_364 = l_363 - int(150);
l_mut_44 = l_364;
}
const uint l_365 = l_mut_15 & uint(2147483648);
const bool l_366 = l_355 == uint(255);
const float l_367 = l_8 + l_11;
l_mut_156 = l_367;
l_mut_368 = float(0.0);
const bool l_369 = !l_353;
const bool l_370 = l_mut_137 != uint64_t(0);
const bool l_371 = l_369 && l_370;
if (l_371) {
const int l_372 = l_mut_75 - l_mut_44;
const bool l_373 = l_372 >= int(26);
if (l_373) {
const float l_374 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_156 = l_374;
const float l_375 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_368 = l_375;
} else {
const uint64_t l_376 = uint64_t(l_372);
const uint64_t l_377 = l_mut_228 << l_376;
const uint64_t l_378 = l_377 - l_mut_137;
l_mut_92 = l_378;
const bool l_379 = l_352 == l_365;
if (l_379) {
const uint64_t l_380 = l_377 + l_mut_137;
l_mut_92 = l_380;
}
const bool l_381 = l_mut_92 == uint64_t(0);
if (l_381) {
l_mut_156 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_382 = l_mut_92 != uint64_t(0);
if (l_382) {
const uint l_383 = uint(clz(l_mut_92));
const int l_384 = int(l_383);
const int l_385 = int(64) - l_384;
const int l_386 = l_385 - int(1);
const int l_387 = l_386 + l_mut_44;
const int l_388 = l_387 + int(127);
const int l_389 = int(-149) - l_mut_44;
l_mut_29 = l_389;
const bool l_390 = l_388 >= int(1);
if (l_390) {
const int l_391 = l_385 - int(24);
l_mut_29 = l_391;
}
const bool l_392 = l_mut_29 <= int(0);
if (l_392) {
l_mut_15 = uint(0);
const bool l_393 = l_mut_92 != uint64_t(0);
if (l_393) {
const uint l_394 = uint(clz(l_mut_92));
const int l_395 = int(l_394);
const int l_396 = int(64) - l_395;
const int l_397 = l_396 - int(1);
const int l_398 = l_397 + l_mut_44;
const int l_399 = l_398 + int(127);
const bool l_400 = l_399 >= int(255);
if (l_400) {
l_mut_15 = uint(2139095040);
} else {
const bool l_401 = l_399 >= int(1);
if (l_401) {
const bool l_402 = l_396 > int(24);
if (l_402) {
const int l_403 = l_396 - int(24);
const uint64_t l_404 = uint64_t(l_403);
const uint64_t l_405 = l_mut_92 >> l_404;
l_mut_62 = l_405;
} else {
const int l_406 = int(24) - l_396;
const uint64_t l_407 = uint64_t(l_406);
const uint64_t l_408 = l_mut_92 << l_407;
l_mut_62 = l_408;
}
const uint l_409 = uint(l_399);
const uint l_410 = l_409 << uint(23);
const uint l_411 = uint(l_mut_62);
const uint l_412 = l_411 & uint(8388607);
const uint l_413 = l_410 | l_412;
l_mut_15 = l_413;
} else {
const int l_414 = l_mut_44 + int(149);
const bool l_415 = l_414 >= int(0);
if (l_415) {
const uint64_t l_416 = uint64_t(l_414);
const uint64_t l_417 = l_mut_92 << l_416;
l_mut_62 = l_417;
} else {
const int l_418 = int(0) - l_414;
const uint64_t l_419 = uint64_t(l_418);
const uint64_t l_420 = l_mut_92 >> l_419;
l_mut_62 = l_420;
}
const uint l_421 = uint(l_mut_62);
l_mut_15 = l_421;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_422 = l_mut_29 <= l_385;
if (l_422) {
const uint64_t l_423 = uint64_t(l_mut_29);
const uint64_t l_424 = l_mut_92 >> l_423;
l_mut_62 = l_424;
const uint64_t l_425 = l_mut_62 << l_423;
const uint64_t l_426 = l_mut_92 - l_425;
const uint64_t l_427 = l_423 - uint64_t(1);
const uint64_t l_428 = uint64_t(1) << l_427;
const bool l_429 = l_426 > l_428;
const bool l_430 = l_426 == l_428;
const uint64_t l_431 = l_mut_62 & uint64_t(1);
const bool l_432 = l_431 == uint64_t(1);
const bool l_433 = l_430 && l_432;
const bool l_434 = l_429 || l_433;
if (l_434) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_435 = l_mut_62 << l_423;
l_mut_66 = l_435;
const int l_436 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_437 = l_mut_62 != uint64_t(0);
if (l_437) {
const uint l_438 = uint(clz(l_mut_62));
const int l_439 = int(l_438);
const int l_440 = int(64) - l_439;
const int l_441 = l_440 - int(1);
const int l_442 = l_441 + l_436;
const int l_443 = l_442 + int(127);
const bool l_444 = l_443 >= int(255);
if (l_444) {
l_mut_15 = uint(2139095040);
} else {
const bool l_445 = l_443 >= int(1);
if (l_445) {
const bool l_446 = l_440 > int(24);
if (l_446) {
const int l_447 = l_440 - int(24);
const uint64_t l_448 = uint64_t(l_447);
const uint64_t l_449 = l_mut_62 >> l_448;
l_mut_40 = l_449;
} else {
const int l_450 = int(24) - l_440;
const uint64_t l_451 = uint64_t(l_450);
const uint64_t l_452 = l_mut_62 << l_451;
l_mut_40 = l_452;
}
const uint l_453 = uint(l_443);
const uint l_454 = l_453 << uint(23);
const uint l_455 = uint(l_mut_40);
const uint l_456 = l_455 & uint(8388607);
const uint l_457 = l_454 | l_456;
l_mut_15 = l_457;
} else {
const int l_458 = l_436 + int(149);
const bool l_459 = l_458 >= int(0);
if (l_459) {
const uint64_t l_460 = uint64_t(l_458);
const uint64_t l_461 = l_mut_62 << l_460;
l_mut_40 = l_461;
} else {
const int l_462 = int(0) - l_458;
const uint64_t l_463 = uint64_t(l_462);
const uint64_t l_464 = l_mut_62 >> l_463;
l_mut_40 = l_464;
}
const uint l_465 = uint(l_mut_40);
l_mut_15 = l_465;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_466 = l_mut_170 | l_352;
const float l_467 = reinterpret_cast<thread float const&>(l_466);
l_mut_156 = l_467;
l_mut_468 = float(0.0);
const bool l_469 = l_mut_92 > l_mut_66;
if (l_469) {
const uint64_t l_470 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_471 = l_470 != uint64_t(0);
if (l_471) {
const uint l_472 = uint(clz(l_470));
const int l_473 = int(l_472);
const int l_474 = int(64) - l_473;
const int l_475 = l_474 - int(1);
const int l_476 = l_475 + l_mut_44;
const int l_477 = l_476 + int(127);
const int l_478 = int(-149) - l_mut_44;
l_mut_29 = l_478;
const bool l_479 = l_477 >= int(1);
if (l_479) {
const int l_480 = l_474 - int(24);
l_mut_29 = l_480;
}
const bool l_481 = l_mut_29 <= int(0);
if (l_481) {
l_mut_14 = uint(0);
const bool l_482 = l_470 != uint64_t(0);
if (l_482) {
const uint l_483 = uint(clz(l_470));
const int l_484 = int(l_483);
const int l_485 = int(64) - l_484;
const int l_486 = l_485 - int(1);
const int l_487 = l_486 + l_mut_44;
const int l_488 = l_487 + int(127);
const bool l_489 = l_488 >= int(255);
if (l_489) {
l_mut_14 = uint(2139095040);
} else {
const bool l_490 = l_488 >= int(1);
if (l_490) {
const bool l_491 = l_485 > int(24);
if (l_491) {
const int l_492 = l_485 - int(24);
const uint64_t l_493 = uint64_t(l_492);
const uint64_t l_494 = l_470 >> l_493;
l_mut_40 = l_494;
} else {
const int l_495 = int(24) - l_485;
const uint64_t l_496 = uint64_t(l_495);
const uint64_t l_497 = l_470 << l_496;
l_mut_40 = l_497;
}
const uint l_498 = uint(l_488);
const uint l_499 = l_498 << uint(23);
const uint l_500 = uint(l_mut_40);
const uint l_501 = l_500 & uint(8388607);
const uint l_502 = l_499 | l_501;
l_mut_14 = l_502;
} else {
const int l_503 = l_mut_44 + int(149);
const bool l_504 = l_503 >= int(0);
if (l_504) {
const uint64_t l_505 = uint64_t(l_503);
const uint64_t l_506 = l_470 << l_505;
l_mut_40 = l_506;
} else {
const int l_507 = int(0) - l_503;
const uint64_t l_508 = uint64_t(l_507);
const uint64_t l_509 = l_470 >> l_508;
l_mut_40 = l_509;
}
const uint l_510 = uint(l_mut_40);
l_mut_14 = l_510;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_470;
} else {
const bool l_511 = l_mut_29 <= l_474;
if (l_511) {
const uint64_t l_512 = uint64_t(l_mut_29);
const uint64_t l_513 = l_470 >> l_512;
l_mut_40 = l_513;
const uint64_t l_514 = l_mut_40 << l_512;
const uint64_t l_515 = l_470 - l_514;
const uint64_t l_516 = l_512 - uint64_t(1);
const uint64_t l_517 = uint64_t(1) << l_516;
const bool l_518 = l_515 > l_517;
const bool l_519 = l_515 == l_517;
const uint64_t l_520 = l_mut_40 & uint64_t(1);
const bool l_521 = l_520 == uint64_t(1);
const bool l_522 = l_519 && l_521;
const bool l_523 = l_518 || l_522;
if (l_523) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_524 = l_mut_40 << l_512;
l_mut_62 = l_524;
const int l_525 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_526 = l_mut_40 != uint64_t(0);
if (l_526) {
const uint l_527 = uint(clz(l_mut_40));
const int l_528 = int(l_527);
const int l_529 = int(64) - l_528;
const int l_530 = l_529 - int(1);
const int l_531 = l_530 + l_525;
const int l_532 = l_531 + int(127);
const bool l_533 = l_532 >= int(255);
if (l_533) {
l_mut_14 = uint(2139095040);
} else {
const bool l_534 = l_532 >= int(1);
if (l_534) {
const bool l_535 = l_529 > int(24);
if (l_535) {
const int l_536 = l_529 - int(24);
const uint64_t l_537 = uint64_t(l_536);
const uint64_t l_538 = l_mut_40 >> l_537;
l_mut_25 = l_538;
} else {
const int l_539 = int(24) - l_529;
const uint64_t l_540 = uint64_t(l_539);
const uint64_t l_541 = l_mut_40 << l_540;
l_mut_25 = l_541;
}
const uint l_542 = uint(l_532);
const uint l_543 = l_542 << uint(23);
const uint l_544 = uint(l_mut_25);
const uint l_545 = l_544 & uint(8388607);
const uint l_546 = l_543 | l_545;
l_mut_14 = l_546;
} else {
const int l_547 = l_525 + int(149);
const bool l_548 = l_547 >= int(0);
if (l_548) {
const uint64_t l_549 = uint64_t(l_547);
const uint64_t l_550 = l_mut_40 << l_549;
l_mut_25 = l_550;
} else {
const int l_551 = int(0) - l_547;
const uint64_t l_552 = uint64_t(l_551);
const uint64_t l_553 = l_mut_40 >> l_552;
l_mut_25 = l_553;
}
const uint l_554 = uint(l_mut_25);
l_mut_14 = l_554;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_555 = l_mut_15 | l_352;
const float l_556 = reinterpret_cast<thread float const&>(l_555);
l_mut_468 = l_556;
} else {
const bool l_557 = l_mut_66 > l_mut_92;
if (l_557) {
const uint64_t l_558 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_559 = l_558 != uint64_t(0);
if (l_559) {
const uint l_560 = uint(clz(l_558));
const int l_561 = int(l_560);
const int l_562 = int(64) - l_561;
const int l_563 = l_562 - int(1);
const int l_564 = l_563 + l_mut_44;
const int l_565 = l_564 + int(127);
const int l_566 = int(-149) - l_mut_44;
l_mut_29 = l_566;
const bool l_567 = l_565 >= int(1);
if (l_567) {
const int l_568 = l_562 - int(24);
l_mut_29 = l_568;
}
const bool l_569 = l_mut_29 <= int(0);
if (l_569) {
l_mut_14 = uint(0);
const bool l_570 = l_558 != uint64_t(0);
if (l_570) {
const uint l_571 = uint(clz(l_558));
const int l_572 = int(l_571);
const int l_573 = int(64) - l_572;
const int l_574 = l_573 - int(1);
const int l_575 = l_574 + l_mut_44;
const int l_576 = l_575 + int(127);
const bool l_577 = l_576 >= int(255);
if (l_577) {
l_mut_14 = uint(2139095040);
} else {
const bool l_578 = l_576 >= int(1);
if (l_578) {
const bool l_579 = l_573 > int(24);
if (l_579) {
const int l_580 = l_573 - int(24);
const uint64_t l_581 = uint64_t(l_580);
const uint64_t l_582 = l_558 >> l_581;
l_mut_62 = l_582;
} else {
const int l_583 = int(24) - l_573;
const uint64_t l_584 = uint64_t(l_583);
const uint64_t l_585 = l_558 << l_584;
l_mut_62 = l_585;
}
const uint l_586 = uint(l_576);
const uint l_587 = l_586 << uint(23);
const uint l_588 = uint(l_mut_62);
const uint l_589 = l_588 & uint(8388607);
const uint l_590 = l_587 | l_589;
l_mut_14 = l_590;
} else {
const int l_591 = l_mut_44 + int(149);
const bool l_592 = l_591 >= int(0);
if (l_592) {
const uint64_t l_593 = uint64_t(l_591);
const uint64_t l_594 = l_558 << l_593;
l_mut_62 = l_594;
} else {
const int l_595 = int(0) - l_591;
const uint64_t l_596 = uint64_t(l_595);
const uint64_t l_597 = l_558 >> l_596;
l_mut_62 = l_597;
}
const uint l_598 = uint(l_mut_62);
l_mut_14 = l_598;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_558;
} else {
const bool l_599 = l_mut_29 <= l_562;
if (l_599) {
const uint64_t l_600 = uint64_t(l_mut_29);
const uint64_t l_601 = l_558 >> l_600;
l_mut_62 = l_601;
const uint64_t l_602 = l_mut_62 << l_600;
const uint64_t l_603 = l_558 - l_602;
const uint64_t l_604 = l_600 - uint64_t(1);
const uint64_t l_605 = uint64_t(1) << l_604;
const bool l_606 = l_603 > l_605;
const bool l_607 = l_603 == l_605;
const uint64_t l_608 = l_mut_62 & uint64_t(1);
const bool l_609 = l_608 == uint64_t(1);
const bool l_610 = l_607 && l_609;
const bool l_611 = l_606 || l_610;
if (l_611) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_612 = l_mut_62 << l_600;
l_mut_92 = l_612;
const int l_613 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_614 = l_mut_62 != uint64_t(0);
if (l_614) {
const uint l_615 = uint(clz(l_mut_62));
const int l_616 = int(l_615);
const int l_617 = int(64) - l_616;
const int l_618 = l_617 - int(1);
const int l_619 = l_618 + l_613;
const int l_620 = l_619 + int(127);
const bool l_621 = l_620 >= int(255);
if (l_621) {
l_mut_14 = uint(2139095040);
} else {
const bool l_622 = l_620 >= int(1);
if (l_622) {
const bool l_623 = l_617 > int(24);
if (l_623) {
const int l_624 = l_617 - int(24);
const uint64_t l_625 = uint64_t(l_624);
const uint64_t l_626 = l_mut_62 >> l_625;
l_mut_40 = l_626;
} else {
const int l_627 = int(24) - l_617;
const uint64_t l_628 = uint64_t(l_627);
const uint64_t l_629 = l_mut_62 << l_628;
l_mut_40 = l_629;
}
const uint l_630 = uint(l_620);
const uint l_631 = l_630 << uint(23);
const uint l_632 = uint(l_mut_40);
const uint l_633 = l_632 & uint(8388607);
const uint l_634 = l_631 | l_633;
l_mut_14 = l_634;
} else {
const int l_635 = l_613 + int(149);
const bool l_636 = l_635 >= int(0);
if (l_636) {
const uint64_t l_637 = uint64_t(l_635);
const uint64_t l_638 = l_mut_62 << l_637;
l_mut_40 = l_638;
} else {
const int l_639 = int(0) - l_635;
const uint64_t l_640 = uint64_t(l_639);
const uint64_t l_641 = l_mut_62 >> l_640;
l_mut_40 = l_641;
}
const uint l_642 = uint(l_mut_40);
l_mut_14 = l_642;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_643 = l_352 ^ uint(2147483648);
const uint l_644 = l_mut_15 | l_643;
const float l_645 = reinterpret_cast<thread float const&>(l_644);
l_mut_468 = l_645;
}
}
l_mut_368 = l_mut_468;
}
}
}
const uint l_646 = reinterpret_cast<thread uint const&>(l_mut_51);
const uint l_647 = reinterpret_cast<thread uint const&>(l_mut_156);
l_mut_170 = l_646;
l_mut_15 = l_647;
const uint l_648 = l_647 & uint(2147483647);
const uint l_649 = l_646 & uint(2147483647);
const bool l_650 = l_648 > l_649;
if (l_650) {
l_mut_170 = l_647;
l_mut_15 = l_646;
}
const uint l_651 = l_mut_170 >> uint(23);
const uint l_652 = l_651 & uint(255);
const uint l_653 = l_mut_170 & uint(8388607);
const bool l_654 = l_652 != uint(0);
if (l_654) {
const uint l_655 = l_653 | uint(8388608);
const uint64_t l_656 = uint64_t(l_655);
l_mut_228 = l_656;
} else {
const uint64_t l_657 = uint64_t(l_653);
l_mut_228 = l_657;
}
if (l_654) {
const int l_658 = int(l_652);
const int l_659 = l_658 - int(150);
l_mut_75 = l_659;
} else {
const int l_660 = int(uint(1));
const int l_661 = l_660 - int(150);
l_mut_75 = l_661;
}
const uint l_662 = l_mut_170 & uint(2147483648);
const bool l_663 = l_652 == uint(255);
const uint l_664 = l_mut_15 >> uint(23);
const uint l_665 = l_664 & uint(255);
const uint l_666 = l_mut_15 & uint(8388607);
const bool l_667 = l_665 != uint(0);
if (l_667) {
const uint l_668 = l_666 | uint(8388608);
const uint64_t l_669 = uint64_t(l_668);
l_mut_137 = l_669;
} else {
const uint64_t l_670 = uint64_t(l_666);
l_mut_137 = l_670;
}
if (l_667) {
const int l_671 = int(l_665);
const int l_672 = l_671 - int(150);
l_mut_44 = l_672;
} else {
const int l_673 = int(uint(1));
const int l_674 = l_673 - int(150);
l_mut_44 = l_674;
}
const uint l_675 = l_mut_15 & uint(2147483648);
const bool l_676 = l_665 == uint(255);
const float l_677 = l_mut_51 + l_mut_156;
l_mut_468 = l_677;
l_mut_678 = float(0.0);
const bool l_679 = !l_663;
const bool l_680 = l_mut_137 != uint64_t(0);
const bool l_681 = l_679 && l_680;
if (l_681) {
const int l_682 = l_mut_75 - l_mut_44;
const bool l_683 = l_682 >= int(26);
if (l_683) {
const float l_684 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_468 = l_684;
const float l_685 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_678 = l_685;
} else {
const uint64_t l_686 = uint64_t(l_682);
const uint64_t l_687 = l_mut_228 << l_686;
const uint64_t l_688 = l_687 - l_mut_137;
l_mut_92 = l_688;
const bool l_689 = l_662 == l_675;
if (l_689) {
const uint64_t l_690 = l_687 + l_mut_137;
l_mut_92 = l_690;
}
const bool l_691 = l_mut_92 == uint64_t(0);
if (l_691) {
l_mut_468 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_692 = l_mut_92 != uint64_t(0);
if (l_692) {
const uint l_693 = uint(clz(l_mut_92));
const int l_694 = int(l_693);
const int l_695 = int(64) - l_694;
const int l_696 = l_695 - int(1);
const int l_697 = l_696 + l_mut_44;
const int l_698 = l_697 + int(127);
const int l_699 = int(-149) - l_mut_44;
l_mut_29 = l_699;
const bool l_700 = l_698 >= int(1);
if (l_700) {
const int l_701 = l_695 - int(24);
l_mut_29 = l_701;
}
const bool l_702 = l_mut_29 <= int(0);
if (l_702) {
l_mut_15 = uint(0);
const bool l_703 = l_mut_92 != uint64_t(0);
if (l_703) {
const uint l_704 = uint(clz(l_mut_92));
const int l_705 = int(l_704);
const int l_706 = int(64) - l_705;
const int l_707 = l_706 - int(1);
const int l_708 = l_707 + l_mut_44;
const int l_709 = l_708 + int(127);
const bool l_710 = l_709 >= int(255);
if (l_710) {
l_mut_15 = uint(2139095040);
} else {
const bool l_711 = l_709 >= int(1);
if (l_711) {
const bool l_712 = l_706 > int(24);
if (l_712) {
const int l_713 = l_706 - int(24);
const uint64_t l_714 = uint64_t(l_713);
const uint64_t l_715 = l_mut_92 >> l_714;
l_mut_62 = l_715;
} else {
const int l_716 = int(24) - l_706;
const uint64_t l_717 = uint64_t(l_716);
const uint64_t l_718 = l_mut_92 << l_717;
l_mut_62 = l_718;
}
const uint l_719 = uint(l_709);
const uint l_720 = l_719 << uint(23);
const uint l_721 = uint(l_mut_62);
const uint l_722 = l_721 & uint(8388607);
const uint l_723 = l_720 | l_722;
l_mut_15 = l_723;
} else {
const int l_724 = l_mut_44 + int(149);
const bool l_725 = l_724 >= int(0);
if (l_725) {
const uint64_t l_726 = uint64_t(l_724);
const uint64_t l_727 = l_mut_92 << l_726;
l_mut_62 = l_727;
} else {
const int l_728 = int(0) - l_724;
const uint64_t l_729 = uint64_t(l_728);
const uint64_t l_730 = l_mut_92 >> l_729;
l_mut_62 = l_730;
}
const uint l_731 = uint(l_mut_62);
l_mut_15 = l_731;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_732 = l_mut_29 <= l_695;
if (l_732) {
const uint64_t l_733 = uint64_t(l_mut_29);
const uint64_t l_734 = l_mut_92 >> l_733;
l_mut_62 = l_734;
const uint64_t l_735 = l_mut_62 << l_733;
const uint64_t l_736 = l_mut_92 - l_735;
const uint64_t l_737 = l_733 - uint64_t(1);
const uint64_t l_738 = uint64_t(1) << l_737;
const bool l_739 = l_736 > l_738;
const bool l_740 = l_736 == l_738;
const uint64_t l_741 = l_mut_62 & uint64_t(1);
const bool l_742 = l_741 == uint64_t(1);
const bool l_743 = l_740 && l_742;
const bool l_744 = l_739 || l_743;
if (l_744) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_745 = l_mut_62 << l_733;
l_mut_66 = l_745;
const int l_746 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_747 = l_mut_62 != uint64_t(0);
if (l_747) {
const uint l_748 = uint(clz(l_mut_62));
const int l_749 = int(l_748);
const int l_750 = int(64) - l_749;
const int l_751 = l_750 - int(1);
const int l_752 = l_751 + l_746;
const int l_753 = l_752 + int(127);
const bool l_754 = l_753 >= int(255);
if (l_754) {
l_mut_15 = uint(2139095040);
} else {
const bool l_755 = l_753 >= int(1);
if (l_755) {
const bool l_756 = l_750 > int(24);
if (l_756) {
const int l_757 = l_750 - int(24);
const uint64_t l_758 = uint64_t(l_757);
const uint64_t l_759 = l_mut_62 >> l_758;
l_mut_40 = l_759;
} else {
const int l_760 = int(24) - l_750;
const uint64_t l_761 = uint64_t(l_760);
const uint64_t l_762 = l_mut_62 << l_761;
l_mut_40 = l_762;
}
const uint l_763 = uint(l_753);
const uint l_764 = l_763 << uint(23);
const uint l_765 = uint(l_mut_40);
const uint l_766 = l_765 & uint(8388607);
const uint l_767 = l_764 | l_766;
l_mut_15 = l_767;
} else {
const int l_768 = l_746 + int(149);
const bool l_769 = l_768 >= int(0);
if (l_769) {
const uint64_t l_770 = uint64_t(l_768);
const uint64_t l_771 = l_mut_62 << l_770;
l_mut_40 = l_771;
} else {
const int l_772 = int(0) - l_768;
const uint64_t l_773 = uint64_t(l_772);
const uint64_t l_774 = l_mut_62 >> l_773;
l_mut_40 = l_774;
}
const uint l_775 = uint(l_mut_40);
l_mut_15 = l_775;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_776 = l_mut_170 | l_662;
const float l_777 = reinterpret_cast<thread float const&>(l_776);
l_mut_468 = l_777;
l_mut_778 = float(0.0);
const bool l_779 = l_mut_92 > l_mut_66;
if (l_779) {
const uint64_t l_780 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_781 = l_780 != uint64_t(0);
if (l_781) {
const uint l_782 = uint(clz(l_780));
const int l_783 = int(l_782);
const int l_784 = int(64) - l_783;
const int l_785 = l_784 - int(1);
const int l_786 = l_785 + l_mut_44;
const int l_787 = l_786 + int(127);
const int l_788 = int(-149) - l_mut_44;
l_mut_29 = l_788;
const bool l_789 = l_787 >= int(1);
if (l_789) {
const int l_790 = l_784 - int(24);
l_mut_29 = l_790;
}
const bool l_791 = l_mut_29 <= int(0);
if (l_791) {
l_mut_14 = uint(0);
const bool l_792 = l_780 != uint64_t(0);
if (l_792) {
const uint l_793 = uint(clz(l_780));
const int l_794 = int(l_793);
const int l_795 = int(64) - l_794;
const int l_796 = l_795 - int(1);
const int l_797 = l_796 + l_mut_44;
const int l_798 = l_797 + int(127);
const bool l_799 = l_798 >= int(255);
if (l_799) {
l_mut_14 = uint(2139095040);
} else {
const bool l_800 = l_798 >= int(1);
if (l_800) {
const bool l_801 = l_795 > int(24);
if (l_801) {
const int l_802 = l_795 - int(24);
const uint64_t l_803 = uint64_t(l_802);
const uint64_t l_804 = l_780 >> l_803;
l_mut_40 = l_804;
} else {
const int l_805 = int(24) - l_795;
const uint64_t l_806 = uint64_t(l_805);
const uint64_t l_807 = l_780 << l_806;
l_mut_40 = l_807;
}
const uint l_808 = uint(l_798);
const uint l_809 = l_808 << uint(23);
const uint l_810 = uint(l_mut_40);
const uint l_811 = l_810 & uint(8388607);
const uint l_812 = l_809 | l_811;
l_mut_14 = l_812;
} else {
const int l_813 = l_mut_44 + int(149);
const bool l_814 = l_813 >= int(0);
if (l_814) {
const uint64_t l_815 = uint64_t(l_813);
const uint64_t l_816 = l_780 << l_815;
l_mut_40 = l_816;
} else {
const int l_817 = int(0) - l_813;
const uint64_t l_818 = uint64_t(l_817);
const uint64_t l_819 = l_780 >> l_818;
l_mut_40 = l_819;
}
const uint l_820 = uint(l_mut_40);
l_mut_14 = l_820;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_780;
} else {
const bool l_821 = l_mut_29 <= l_784;
if (l_821) {
const uint64_t l_822 = uint64_t(l_mut_29);
const uint64_t l_823 = l_780 >> l_822;
l_mut_40 = l_823;
const uint64_t l_824 = l_mut_40 << l_822;
const uint64_t l_825 = l_780 - l_824;
const uint64_t l_826 = l_822 - uint64_t(1);
const uint64_t l_827 = uint64_t(1) << l_826;
const bool l_828 = l_825 > l_827;
const bool l_829 = l_825 == l_827;
const uint64_t l_830 = l_mut_40 & uint64_t(1);
const bool l_831 = l_830 == uint64_t(1);
const bool l_832 = l_829 && l_831;
const bool l_833 = l_828 || l_832;
if (l_833) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_834 = l_mut_40 << l_822;
l_mut_62 = l_834;
const int l_835 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_836 = l_mut_40 != uint64_t(0);
if (l_836) {
const uint l_837 = uint(clz(l_mut_40));
const int l_838 = int(l_837);
const int l_839 = int(64) - l_838;
const int l_840 = l_839 - int(1);
const int l_841 = l_840 + l_835;
const int l_842 = l_841 + int(127);
const bool l_843 = l_842 >= int(255);
if (l_843) {
l_mut_14 = uint(2139095040);
} else {
const bool l_844 = l_842 >= int(1);
if (l_844) {
const bool l_845 = l_839 > int(24);
if (l_845) {
const int l_846 = l_839 - int(24);
const uint64_t l_847 = uint64_t(l_846);
const uint64_t l_848 = l_mut_40 >> l_847;
l_mut_25 = l_848;
} else {
const int l_849 = int(24) - l_839;
const uint64_t l_850 = uint64_t(l_849);
const uint64_t l_851 = l_mut_40 << l_850;
l_mut_25 = l_851;
}
const uint l_852 = uint(l_842);
const uint l_853 = l_852 << uint(23);
const uint l_854 = uint(l_mut_25);
const uint l_855 = l_854 & uint(8388607);
const uint l_856 = l_853 | l_855;
l_mut_14 = l_856;
} else {
const int l_857 = l_835 + int(149);
const bool l_858 = l_857 >= int(0);
if (l_858) {
const uint64_t l_859 = uint64_t(l_857);
const uint64_t l_860 = l_mut_40 << l_859;
l_mut_25 = l_860;
} else {
const int l_861 = int(0) - l_857;
const uint64_t l_862 = uint64_t(l_861);
const uint64_t l_863 = l_mut_40 >> l_862;
l_mut_25 = l_863;
}
const uint l_864 = uint(l_mut_25);
l_mut_14 = l_864;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_865 = l_mut_15 | l_662;
const float l_866 = reinterpret_cast<thread float const&>(l_865);
l_mut_778 = l_866;
} else {
const bool l_867 = l_mut_66 > l_mut_92;
if (l_867) {
const uint64_t l_868 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_869 = l_868 != uint64_t(0);
if (l_869) {
const uint l_870 = uint(clz(l_868));
const int l_871 = int(l_870);
const int l_872 = int(64) - l_871;
const int l_873 = l_872 - int(1);
const int l_874 = l_873 + l_mut_44;
const int l_875 = l_874 + int(127);
const int l_876 = int(-149) - l_mut_44;
l_mut_29 = l_876;
const bool l_877 = l_875 >= int(1);
if (l_877) {
const int l_878 = l_872 - int(24);
l_mut_29 = l_878;
}
const bool l_879 = l_mut_29 <= int(0);
if (l_879) {
l_mut_14 = uint(0);
const bool l_880 = l_868 != uint64_t(0);
if (l_880) {
const uint l_881 = uint(clz(l_868));
const int l_882 = int(l_881);
const int l_883 = int(64) - l_882;
const int l_884 = l_883 - int(1);
const int l_885 = l_884 + l_mut_44;
const int l_886 = l_885 + int(127);
const bool l_887 = l_886 >= int(255);
if (l_887) {
l_mut_14 = uint(2139095040);
} else {
const bool l_888 = l_886 >= int(1);
if (l_888) {
const bool l_889 = l_883 > int(24);
if (l_889) {
const int l_890 = l_883 - int(24);
const uint64_t l_891 = uint64_t(l_890);
const uint64_t l_892 = l_868 >> l_891;
l_mut_62 = l_892;
} else {
const int l_893 = int(24) - l_883;
const uint64_t l_894 = uint64_t(l_893);
const uint64_t l_895 = l_868 << l_894;
l_mut_62 = l_895;
}
const uint l_896 = uint(l_886);
const uint l_897 = l_896 << uint(23);
const uint l_898 = uint(l_mut_62);
const uint l_899 = l_898 & uint(8388607);
const uint l_900 = l_897 | l_899;
l_mut_14 = l_900;
} else {
const int l_901 = l_mut_44 + int(149);
const bool l_902 = l_901 >= int(0);
if (l_902) {
const uint64_t l_903 = uint64_t(l_901);
const uint64_t l_904 = l_868 << l_903;
l_mut_62 = l_904;
} else {
const int l_905 = int(0) - l_901;
const uint64_t l_906 = uint64_t(l_905);
const uint64_t l_907 = l_868 >> l_906;
l_mut_62 = l_907;
}
const uint l_908 = uint(l_mut_62);
l_mut_14 = l_908;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_868;
} else {
const bool l_909 = l_mut_29 <= l_872;
if (l_909) {
const uint64_t l_910 = uint64_t(l_mut_29);
const uint64_t l_911 = l_868 >> l_910;
l_mut_62 = l_911;
const uint64_t l_912 = l_mut_62 << l_910;
const uint64_t l_913 = l_868 - l_912;
const uint64_t l_914 = l_910 - uint64_t(1);
const uint64_t l_915 = uint64_t(1) << l_914;
const bool l_916 = l_913 > l_915;
const bool l_917 = l_913 == l_915;
const uint64_t l_918 = l_mut_62 & uint64_t(1);
const bool l_919 = l_918 == uint64_t(1);
const bool l_920 = l_917 && l_919;
const bool l_921 = l_916 || l_920;
if (l_921) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_922 = l_mut_62 << l_910;
l_mut_92 = l_922;
const int l_923 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_924 = l_mut_62 != uint64_t(0);
if (l_924) {
const uint l_925 = uint(clz(l_mut_62));
const int l_926 = int(l_925);
const int l_927 = int(64) - l_926;
const int l_928 = l_927 - int(1);
const int l_929 = l_928 + l_923;
const int l_930 = l_929 + int(127);
const bool l_931 = l_930 >= int(255);
if (l_931) {
l_mut_14 = uint(2139095040);
} else {
const bool l_932 = l_930 >= int(1);
if (l_932) {
const bool l_933 = l_927 > int(24);
if (l_933) {
const int l_934 = l_927 - int(24);
const uint64_t l_935 = uint64_t(l_934);
const uint64_t l_936 = l_mut_62 >> l_935;
l_mut_40 = l_936;
} else {
const int l_937 = int(24) - l_927;
const uint64_t l_938 = uint64_t(l_937);
const uint64_t l_939 = l_mut_62 << l_938;
l_mut_40 = l_939;
}
const uint l_940 = uint(l_930);
const uint l_941 = l_940 << uint(23);
const uint l_942 = uint(l_mut_40);
const uint l_943 = l_942 & uint(8388607);
const uint l_944 = l_941 | l_943;
l_mut_14 = l_944;
} else {
const int l_945 = l_923 + int(149);
const bool l_946 = l_945 >= int(0);
if (l_946) {
const uint64_t l_947 = uint64_t(l_945);
const uint64_t l_948 = l_mut_62 << l_947;
l_mut_40 = l_948;
} else {
const int l_949 = int(0) - l_945;
const uint64_t l_950 = uint64_t(l_949);
const uint64_t l_951 = l_mut_62 >> l_950;
l_mut_40 = l_951;
}
const uint l_952 = uint(l_mut_40);
l_mut_14 = l_952;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_953 = l_662 ^ uint(2147483648);
const uint l_954 = l_mut_15 | l_953;
const float l_955 = reinterpret_cast<thread float const&>(l_954);
l_mut_778 = l_955;
}
}
l_mut_678 = l_mut_778;
}
}
}
const uint l_956 = reinterpret_cast<thread uint const&>(l_mut_368);
const uint l_957 = reinterpret_cast<thread uint const&>(l_mut_678);
l_mut_170 = l_956;
l_mut_15 = l_957;
const uint l_958 = l_957 & uint(2147483647);
const uint l_959 = l_956 & uint(2147483647);
const bool l_960 = l_958 > l_959;
if (l_960) {
l_mut_170 = l_957;
l_mut_15 = l_956;
}
const uint l_961 = l_mut_170 >> uint(23);
const uint l_962 = l_961 & uint(255);
const uint l_963 = l_mut_170 & uint(8388607);
const bool l_964 = l_962 != uint(0);
if (l_964) {
const uint l_965 = l_963 | uint(8388608);
const uint64_t l_966 = uint64_t(l_965);
l_mut_228 = l_966;
} else {
const uint64_t l_967 = uint64_t(l_963);
l_mut_228 = l_967;
}
if (l_964) {
const int l_968 = int(l_962);
const int l_969 = l_968 - int(150);
l_mut_75 = l_969;
} else {
const int l_970 = int(uint(1));
const int l_971 = l_970 - int(150);
l_mut_75 = l_971;
}
const uint l_972 = l_mut_170 & uint(2147483648);
const bool l_973 = l_962 == uint(255);
const uint l_974 = l_mut_15 >> uint(23);
const uint l_975 = l_974 & uint(255);
const uint l_976 = l_mut_15 & uint(8388607);
const bool l_977 = l_975 != uint(0);
if (l_977) {
const uint l_978 = l_976 | uint(8388608);
const uint64_t l_979 = uint64_t(l_978);
l_mut_137 = l_979;
} else {
const uint64_t l_980 = uint64_t(l_976);
l_mut_137 = l_980;
}
if (l_977) {
const int l_981 = int(l_975);
const int l_982 = l_981 - int(150);
l_mut_44 = l_982;
} else {
const int l_983 = int(uint(1));
const int l_984 = l_983 - int(150);
l_mut_44 = l_984;
}
const uint l_985 = l_mut_15 & uint(2147483648);
const bool l_986 = l_975 == uint(255);
const float l_987 = l_mut_368 + l_mut_678;
l_mut_778 = l_987;
l_mut_988 = float(0.0);
const bool l_989 = !l_973;
const bool l_990 = l_mut_137 != uint64_t(0);
const bool l_991 = l_989 && l_990;
if (l_991) {
const int l_992 = l_mut_75 - l_mut_44;
const bool l_993 = l_992 >= int(26);
if (l_993) {
const float l_994 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_778 = l_994;
const float l_995 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_988 = l_995;
} else {
const uint64_t l_996 = uint64_t(l_992);
const uint64_t l_997 = l_mut_228 << l_996;
const uint64_t l_998 = l_997 - l_mut_137;
l_mut_92 = l_998;
const bool l_999 = l_972 == l_985;
if (l_999) {
const uint64_t l_1000 = l_997 + l_mut_137;
l_mut_92 = l_1000;
}
const bool l_1001 = l_mut_92 == uint64_t(0);
if (l_1001) {
l_mut_778 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_1002 = l_mut_92 != uint64_t(0);
if (l_1002) {
const uint l_1003 = uint(clz(l_mut_92));
const int l_1004 = int(l_1003);
const int l_1005 = int(64) - l_1004;
const int l_1006 = l_1005 - int(1);
const int l_1007 = l_1006 + l_mut_44;
const int l_1008 = l_1007 + int(127);
const int l_1009 = int(-149) - l_mut_44;
l_mut_29 = l_1009;
const bool l_1010 = l_1008 >= int(1);
if (l_1010) {
const int l_1011 = l_1005 - int(24);
l_mut_29 = l_1011;
}
const bool l_1012 = l_mut_29 <= int(0);
if (l_1012) {
l_mut_15 = uint(0);
const bool l_1013 = l_mut_92 != uint64_t(0);
if (l_1013) {
const uint l_1014 = uint(clz(l_mut_92));
const int l_1015 = int(l_1014);
const int l_1016 = int(64) - l_1015;
const int l_1017 = l_1016 - int(1);
const int l_1018 = l_1017 + l_mut_44;
const int l_1019 = l_1018 + int(127);
const bool l_1020 = l_1019 >= int(255);
if (l_1020) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1021 = l_1019 >= int(1);
if (l_1021) {
const bool l_1022 = l_1016 > int(24);
if (l_1022) {
const int l_1023 = l_1016 - int(24);
const uint64_t l_1024 = uint64_t(l_1023);
const uint64_t l_1025 = l_mut_92 >> l_1024;
l_mut_62 = l_1025;
} else {
const int l_1026 = int(24) - l_1016;
const uint64_t l_1027 = uint64_t(l_1026);
const uint64_t l_1028 = l_mut_92 << l_1027;
l_mut_62 = l_1028;
}
const uint l_1029 = uint(l_1019);
const uint l_1030 = l_1029 << uint(23);
const uint l_1031 = uint(l_mut_62);
const uint l_1032 = l_1031 & uint(8388607);
const uint l_1033 = l_1030 | l_1032;
l_mut_15 = l_1033;
} else {
const int l_1034 = l_mut_44 + int(149);
const bool l_1035 = l_1034 >= int(0);
if (l_1035) {
const uint64_t l_1036 = uint64_t(l_1034);
const uint64_t l_1037 = l_mut_92 << l_1036;
l_mut_62 = l_1037;
} else {
const int l_1038 = int(0) - l_1034;
const uint64_t l_1039 = uint64_t(l_1038);
const uint64_t l_1040 = l_mut_92 >> l_1039;
l_mut_62 = l_1040;
}
const uint l_1041 = uint(l_mut_62);
l_mut_15 = l_1041;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1042 = l_mut_29 <= l_1005;
if (l_1042) {
const uint64_t l_1043 = uint64_t(l_mut_29);
const uint64_t l_1044 = l_mut_92 >> l_1043;
l_mut_62 = l_1044;
const uint64_t l_1045 = l_mut_62 << l_1043;
const uint64_t l_1046 = l_mut_92 - l_1045;
const uint64_t l_1047 = l_1043 - uint64_t(1);
const uint64_t l_1048 = uint64_t(1) << l_1047;
const bool l_1049 = l_1046 > l_1048;
const bool l_1050 = l_1046 == l_1048;
const uint64_t l_1051 = l_mut_62 & uint64_t(1);
const bool l_1052 = l_1051 == uint64_t(1);
const bool l_1053 = l_1050 && l_1052;
const bool l_1054 = l_1049 || l_1053;
if (l_1054) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1055 = l_mut_62 << l_1043;
l_mut_66 = l_1055;
const int l_1056 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_1057 = l_mut_62 != uint64_t(0);
if (l_1057) {
const uint l_1058 = uint(clz(l_mut_62));
const int l_1059 = int(l_1058);
const int l_1060 = int(64) - l_1059;
const int l_1061 = l_1060 - int(1);
const int l_1062 = l_1061 + l_1056;
const int l_1063 = l_1062 + int(127);
const bool l_1064 = l_1063 >= int(255);
if (l_1064) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1065 = l_1063 >= int(1);
if (l_1065) {
const bool l_1066 = l_1060 > int(24);
if (l_1066) {
const int l_1067 = l_1060 - int(24);
const uint64_t l_1068 = uint64_t(l_1067);
const uint64_t l_1069 = l_mut_62 >> l_1068;
l_mut_40 = l_1069;
} else {
const int l_1070 = int(24) - l_1060;
const uint64_t l_1071 = uint64_t(l_1070);
const uint64_t l_1072 = l_mut_62 << l_1071;
l_mut_40 = l_1072;
}
const uint l_1073 = uint(l_1063);
const uint l_1074 = l_1073 << uint(23);
const uint l_1075 = uint(l_mut_40);
const uint l_1076 = l_1075 & uint(8388607);
const uint l_1077 = l_1074 | l_1076;
l_mut_15 = l_1077;
} else {
const int l_1078 = l_1056 + int(149);
const bool l_1079 = l_1078 >= int(0);
if (l_1079) {
const uint64_t l_1080 = uint64_t(l_1078);
const uint64_t l_1081 = l_mut_62 << l_1080;
l_mut_40 = l_1081;
} else {
const int l_1082 = int(0) - l_1078;
const uint64_t l_1083 = uint64_t(l_1082);
const uint64_t l_1084 = l_mut_62 >> l_1083;
l_mut_40 = l_1084;
}
const uint l_1085 = uint(l_mut_40);
l_mut_15 = l_1085;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_1086 = l_mut_170 | l_972;
const float l_1087 = reinterpret_cast<thread float const&>(l_1086);
l_mut_778 = l_1087;
l_mut_1088 = float(0.0);
const bool l_1089 = l_mut_92 > l_mut_66;
if (l_1089) {
const uint64_t l_1090 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_1091 = l_1090 != uint64_t(0);
if (l_1091) {
const uint l_1092 = uint(clz(l_1090));
const int l_1093 = int(l_1092);
const int l_1094 = int(64) - l_1093;
const int l_1095 = l_1094 - int(1);
const int l_1096 = l_1095 + l_mut_44;
const int l_1097 = l_1096 + int(127);
const int l_1098 = int(-149) - l_mut_44;
l_mut_29 = l_1098;
const bool l_1099 = l_1097 >= int(1);
if (l_1099) {
const int l_1100 = l_1094 - int(24);
l_mut_29 = l_1100;
}
const bool l_1101 = l_mut_29 <= int(0);
if (l_1101) {
l_mut_14 = uint(0);
const bool l_1102 = l_1090 != uint64_t(0);
if (l_1102) {
const uint l_1103 = uint(clz(l_1090));
const int l_1104 = int(l_1103);
const int l_1105 = int(64) - l_1104;
const int l_1106 = l_1105 - int(1);
const int l_1107 = l_1106 + l_mut_44;
const int l_1108 = l_1107 + int(127);
const bool l_1109 = l_1108 >= int(255);
if (l_1109) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1110 = l_1108 >= int(1);
if (l_1110) {
const bool l_1111 = l_1105 > int(24);
if (l_1111) {
const int l_1112 = l_1105 - int(24);
const uint64_t l_1113 = uint64_t(l_1112);
const uint64_t l_1114 = l_1090 >> l_1113;
l_mut_40 = l_1114;
} else {
const int l_1115 = int(24) - l_1105;
const uint64_t l_1116 = uint64_t(l_1115);
const uint64_t l_1117 = l_1090 << l_1116;
l_mut_40 = l_1117;
}
const uint l_1118 = uint(l_1108);
const uint l_1119 = l_1118 << uint(23);
const uint l_1120 = uint(l_mut_40);
const uint l_1121 = l_1120 & uint(8388607);
const uint l_1122 = l_1119 | l_1121;
l_mut_14 = l_1122;
} else {
const int l_1123 = l_mut_44 + int(149);
const bool l_1124 = l_1123 >= int(0);
if (l_1124) {
const uint64_t l_1125 = uint64_t(l_1123);
const uint64_t l_1126 = l_1090 << l_1125;
l_mut_40 = l_1126;
} else {
const int l_1127 = int(0) - l_1123;
const uint64_t l_1128 = uint64_t(l_1127);
const uint64_t l_1129 = l_1090 >> l_1128;
l_mut_40 = l_1129;
}
const uint l_1130 = uint(l_mut_40);
l_mut_14 = l_1130;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1090;
} else {
const bool l_1131 = l_mut_29 <= l_1094;
if (l_1131) {
const uint64_t l_1132 = uint64_t(l_mut_29);
const uint64_t l_1133 = l_1090 >> l_1132;
l_mut_40 = l_1133;
const uint64_t l_1134 = l_mut_40 << l_1132;
const uint64_t l_1135 = l_1090 - l_1134;
const uint64_t l_1136 = l_1132 - uint64_t(1);
const uint64_t l_1137 = uint64_t(1) << l_1136;
const bool l_1138 = l_1135 > l_1137;
const bool l_1139 = l_1135 == l_1137;
const uint64_t l_1140 = l_mut_40 & uint64_t(1);
const bool l_1141 = l_1140 == uint64_t(1);
const bool l_1142 = l_1139 && l_1141;
const bool l_1143 = l_1138 || l_1142;
if (l_1143) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_1144 = l_mut_40 << l_1132;
l_mut_62 = l_1144;
const int l_1145 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1146 = l_mut_40 != uint64_t(0);
if (l_1146) {
const uint l_1147 = uint(clz(l_mut_40));
const int l_1148 = int(l_1147);
const int l_1149 = int(64) - l_1148;
const int l_1150 = l_1149 - int(1);
const int l_1151 = l_1150 + l_1145;
const int l_1152 = l_1151 + int(127);
const bool l_1153 = l_1152 >= int(255);
if (l_1153) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1154 = l_1152 >= int(1);
if (l_1154) {
const bool l_1155 = l_1149 > int(24);
if (l_1155) {
const int l_1156 = l_1149 - int(24);
const uint64_t l_1157 = uint64_t(l_1156);
const uint64_t l_1158 = l_mut_40 >> l_1157;
l_mut_25 = l_1158;
} else {
const int l_1159 = int(24) - l_1149;
const uint64_t l_1160 = uint64_t(l_1159);
const uint64_t l_1161 = l_mut_40 << l_1160;
l_mut_25 = l_1161;
}
const uint l_1162 = uint(l_1152);
const uint l_1163 = l_1162 << uint(23);
const uint l_1164 = uint(l_mut_25);
const uint l_1165 = l_1164 & uint(8388607);
const uint l_1166 = l_1163 | l_1165;
l_mut_14 = l_1166;
} else {
const int l_1167 = l_1145 + int(149);
const bool l_1168 = l_1167 >= int(0);
if (l_1168) {
const uint64_t l_1169 = uint64_t(l_1167);
const uint64_t l_1170 = l_mut_40 << l_1169;
l_mut_25 = l_1170;
} else {
const int l_1171 = int(0) - l_1167;
const uint64_t l_1172 = uint64_t(l_1171);
const uint64_t l_1173 = l_mut_40 >> l_1172;
l_mut_25 = l_1173;
}
const uint l_1174 = uint(l_mut_25);
l_mut_14 = l_1174;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1175 = l_mut_15 | l_972;
const float l_1176 = reinterpret_cast<thread float const&>(l_1175);
l_mut_1088 = l_1176;
} else {
const bool l_1177 = l_mut_66 > l_mut_92;
if (l_1177) {
const uint64_t l_1178 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_1179 = l_1178 != uint64_t(0);
if (l_1179) {
const uint l_1180 = uint(clz(l_1178));
const int l_1181 = int(l_1180);
const int l_1182 = int(64) - l_1181;
const int l_1183 = l_1182 - int(1);
const int l_1184 = l_1183 + l_mut_44;
const int l_1185 = l_1184 + int(127);
const int l_1186 = int(-149) - l_mut_44;
l_mut_29 = l_1186;
const bool l_1187 = l_1185 >= int(1);
if (l_1187) {
const int l_1188 = l_1182 - int(24);
l_mut_29 = l_1188;
}
const bool l_1189 = l_mut_29 <= int(0);
if (l_1189) {
l_mut_14 = uint(0);
const bool l_1190 = l_1178 != uint64_t(0);
if (l_1190) {
const uint l_1191 = uint(clz(l_1178));
const int l_1192 = int(l_1191);
const int l_1193 = int(64) - l_1192;
const int l_1194 = l_1193 - int(1);
const int l_1195 = l_1194 + l_mut_44;
const int l_1196 = l_1195 + int(127);
const bool l_1197 = l_1196 >= int(255);
if (l_1197) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1198 = l_1196 >= int(1);
if (l_1198) {
const bool l_1199 = l_1193 > int(24);
if (l_1199) {
const int l_1200 = l_1193 - int(24);
const uint64_t l_1201 = uint64_t(l_1200);
const uint64_t l_1202 = l_1178 >> l_1201;
l_mut_62 = l_1202;
} else {
const int l_1203 = int(24) - l_1193;
const uint64_t l_1204 = uint64_t(l_1203);
const uint64_t l_1205 = l_1178 << l_1204;
l_mut_62 = l_1205;
}
const uint l_1206 = uint(l_1196);
const uint l_1207 = l_1206 << uint(23);
const uint l_1208 = uint(l_mut_62);
const uint l_1209 = l_1208 & uint(8388607);
const uint l_1210 = l_1207 | l_1209;
l_mut_14 = l_1210;
} else {
const int l_1211 = l_mut_44 + int(149);
const bool l_1212 = l_1211 >= int(0);
if (l_1212) {
const uint64_t l_1213 = uint64_t(l_1211);
const uint64_t l_1214 = l_1178 << l_1213;
l_mut_62 = l_1214;
} else {
const int l_1215 = int(0) - l_1211;
const uint64_t l_1216 = uint64_t(l_1215);
const uint64_t l_1217 = l_1178 >> l_1216;
l_mut_62 = l_1217;
}
const uint l_1218 = uint(l_mut_62);
l_mut_14 = l_1218;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1178;
} else {
const bool l_1219 = l_mut_29 <= l_1182;
if (l_1219) {
const uint64_t l_1220 = uint64_t(l_mut_29);
const uint64_t l_1221 = l_1178 >> l_1220;
l_mut_62 = l_1221;
const uint64_t l_1222 = l_mut_62 << l_1220;
const uint64_t l_1223 = l_1178 - l_1222;
const uint64_t l_1224 = l_1220 - uint64_t(1);
const uint64_t l_1225 = uint64_t(1) << l_1224;
const bool l_1226 = l_1223 > l_1225;
const bool l_1227 = l_1223 == l_1225;
const uint64_t l_1228 = l_mut_62 & uint64_t(1);
const bool l_1229 = l_1228 == uint64_t(1);
const bool l_1230 = l_1227 && l_1229;
const bool l_1231 = l_1226 || l_1230;
if (l_1231) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1232 = l_mut_62 << l_1220;
l_mut_92 = l_1232;
const int l_1233 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1234 = l_mut_62 != uint64_t(0);
if (l_1234) {
const uint l_1235 = uint(clz(l_mut_62));
const int l_1236 = int(l_1235);
const int l_1237 = int(64) - l_1236;
const int l_1238 = l_1237 - int(1);
const int l_1239 = l_1238 + l_1233;
const int l_1240 = l_1239 + int(127);
const bool l_1241 = l_1240 >= int(255);
if (l_1241) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1242 = l_1240 >= int(1);
if (l_1242) {
const bool l_1243 = l_1237 > int(24);
if (l_1243) {
const int l_1244 = l_1237 - int(24);
const uint64_t l_1245 = uint64_t(l_1244);
const uint64_t l_1246 = l_mut_62 >> l_1245;
l_mut_40 = l_1246;
} else {
const int l_1247 = int(24) - l_1237;
const uint64_t l_1248 = uint64_t(l_1247);
const uint64_t l_1249 = l_mut_62 << l_1248;
l_mut_40 = l_1249;
}
const uint l_1250 = uint(l_1240);
const uint l_1251 = l_1250 << uint(23);
const uint l_1252 = uint(l_mut_40);
const uint l_1253 = l_1252 & uint(8388607);
const uint l_1254 = l_1251 | l_1253;
l_mut_14 = l_1254;
} else {
const int l_1255 = l_1233 + int(149);
const bool l_1256 = l_1255 >= int(0);
if (l_1256) {
const uint64_t l_1257 = uint64_t(l_1255);
const uint64_t l_1258 = l_mut_62 << l_1257;
l_mut_40 = l_1258;
} else {
const int l_1259 = int(0) - l_1255;
const uint64_t l_1260 = uint64_t(l_1259);
const uint64_t l_1261 = l_mut_62 >> l_1260;
l_mut_40 = l_1261;
}
const uint l_1262 = uint(l_mut_40);
l_mut_14 = l_1262;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1263 = l_972 ^ uint(2147483648);
const uint l_1264 = l_mut_15 | l_1263;
const float l_1265 = reinterpret_cast<thread float const&>(l_1264);
l_mut_1088 = l_1265;
}
}
l_mut_988 = l_mut_1088;
}
}
}
const uint l_1266 = reinterpret_cast<thread uint const&>(l_mut_468);
const uint l_1267 = reinterpret_cast<thread uint const&>(l_mut_778);
l_mut_170 = l_1266;
l_mut_15 = l_1267;
const uint l_1268 = l_1267 & uint(2147483647);
const uint l_1269 = l_1266 & uint(2147483647);
const bool l_1270 = l_1268 > l_1269;
if (l_1270) {
l_mut_170 = l_1267;
l_mut_15 = l_1266;
}
const uint l_1271 = l_mut_170 >> uint(23);
const uint l_1272 = l_1271 & uint(255);
const uint l_1273 = l_mut_170 & uint(8388607);
const bool l_1274 = l_1272 != uint(0);
if (l_1274) {
const uint l_1275 = l_1273 | uint(8388608);
const uint64_t l_1276 = uint64_t(l_1275);
l_mut_228 = l_1276;
} else {
const uint64_t l_1277 = uint64_t(l_1273);
l_mut_228 = l_1277;
}
if (l_1274) {
const int l_1278 = int(l_1272);
const int l_1279 = l_1278 - int(150);
l_mut_75 = l_1279;
} else {
const int l_1280 = int(uint(1));
const int l_1281 = l_1280 - int(150);
l_mut_75 = l_1281;
}
const uint l_1282 = l_mut_170 & uint(2147483648);
const bool l_1283 = l_1272 == uint(255);
const uint l_1284 = l_mut_15 >> uint(23);
const uint l_1285 = l_1284 & uint(255);
const uint l_1286 = l_mut_15 & uint(8388607);
const bool l_1287 = l_1285 != uint(0);
if (l_1287) {
const uint l_1288 = l_1286 | uint(8388608);
const uint64_t l_1289 = uint64_t(l_1288);
l_mut_137 = l_1289;
} else {
const uint64_t l_1290 = uint64_t(l_1286);
l_mut_137 = l_1290;
}
if (l_1287) {
const int l_1291 = int(l_1285);
const int l_1292 = l_1291 - int(150);
l_mut_44 = l_1292;
} else {
const int l_1293 = int(uint(1));
const int l_1294 = l_1293 - int(150);
l_mut_44 = l_1294;
}
const uint l_1295 = l_mut_15 & uint(2147483648);
const bool l_1296 = l_1285 == uint(255);
const float l_1297 = l_mut_468 + l_mut_778;
l_mut_1088 = l_1297;
l_mut_1298 = float(0.0);
const bool l_1299 = !l_1283;
const bool l_1300 = l_mut_137 != uint64_t(0);
const bool l_1301 = l_1299 && l_1300;
if (l_1301) {
const int l_1302 = l_mut_75 - l_mut_44;
const bool l_1303 = l_1302 >= int(26);
if (l_1303) {
const float l_1304 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_1088 = l_1304;
const float l_1305 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_1298 = l_1305;
} else {
const uint64_t l_1306 = uint64_t(l_1302);
const uint64_t l_1307 = l_mut_228 << l_1306;
const uint64_t l_1308 = l_1307 - l_mut_137;
l_mut_92 = l_1308;
const bool l_1309 = l_1282 == l_1295;
if (l_1309) {
const uint64_t l_1310 = l_1307 + l_mut_137;
l_mut_92 = l_1310;
}
const bool l_1311 = l_mut_92 == uint64_t(0);
if (l_1311) {
l_mut_1088 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_1312 = l_mut_92 != uint64_t(0);
if (l_1312) {
const uint l_1313 = uint(clz(l_mut_92));
const int l_1314 = int(l_1313);
const int l_1315 = int(64) - l_1314;
const int l_1316 = l_1315 - int(1);
const int l_1317 = l_1316 + l_mut_44;
const int l_1318 = l_1317 + int(127);
const int l_1319 = int(-149) - l_mut_44;
l_mut_29 = l_1319;
const bool l_1320 = l_1318 >= int(1);
if (l_1320) {
const int l_1321 = l_1315 - int(24);
l_mut_29 = l_1321;
}
const bool l_1322 = l_mut_29 <= int(0);
if (l_1322) {
l_mut_15 = uint(0);
const bool l_1323 = l_mut_92 != uint64_t(0);
if (l_1323) {
const uint l_1324 = uint(clz(l_mut_92));
const int l_1325 = int(l_1324);
const int l_1326 = int(64) - l_1325;
const int l_1327 = l_1326 - int(1);
const int l_1328 = l_1327 + l_mut_44;
const int l_1329 = l_1328 + int(127);
const bool l_1330 = l_1329 >= int(255);
if (l_1330) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1331 = l_1329 >= int(1);
if (l_1331) {
const bool l_1332 = l_1326 > int(24);
if (l_1332) {
const int l_1333 = l_1326 - int(24);
const uint64_t l_1334 = uint64_t(l_1333);
const uint64_t l_1335 = l_mut_92 >> l_1334;
l_mut_62 = l_1335;
} else {
const int l_1336 = int(24) - l_1326;
const uint64_t l_1337 = uint64_t(l_1336);
const uint64_t l_1338 = l_mut_92 << l_1337;
l_mut_62 = l_1338;
}
const uint l_1339 = uint(l_1329);
const uint l_1340 = l_1339 << uint(23);
const uint l_1341 = uint(l_mut_62);
const uint l_1342 = l_1341 & uint(8388607);
const uint l_1343 = l_1340 | l_1342;
l_mut_15 = l_1343;
} else {
const int l_1344 = l_mut_44 + int(149);
const bool l_1345 = l_1344 >= int(0);
if (l_1345) {
const uint64_t l_1346 = uint64_t(l_1344);
const uint64_t l_1347 = l_mut_92 << l_1346;
l_mut_62 = l_1347;
} else {
const int l_1348 = int(0) - l_1344;
const uint64_t l_1349 = uint64_t(l_1348);
const uint64_t l_1350 = l_mut_92 >> l_1349;
l_mut_62 = l_1350;
}
const uint l_1351 = uint(l_mut_62);
l_mut_15 = l_1351;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1352 = l_mut_29 <= l_1315;
if (l_1352) {
const uint64_t l_1353 = uint64_t(l_mut_29);
const uint64_t l_1354 = l_mut_92 >> l_1353;
l_mut_62 = l_1354;
const uint64_t l_1355 = l_mut_62 << l_1353;
const uint64_t l_1356 = l_mut_92 - l_1355;
const uint64_t l_1357 = l_1353 - uint64_t(1);
const uint64_t l_1358 = uint64_t(1) << l_1357;
const bool l_1359 = l_1356 > l_1358;
const bool l_1360 = l_1356 == l_1358;
const uint64_t l_1361 = l_mut_62 & uint64_t(1);
const bool l_1362 = l_1361 == uint64_t(1);
const bool l_1363 = l_1360 && l_1362;
const bool l_1364 = l_1359 || l_1363;
if (l_1364) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1365 = l_mut_62 << l_1353;
l_mut_66 = l_1365;
const int l_1366 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_1367 = l_mut_62 != uint64_t(0);
if (l_1367) {
const uint l_1368 = uint(clz(l_mut_62));
const int l_1369 = int(l_1368);
const int l_1370 = int(64) - l_1369;
const int l_1371 = l_1370 - int(1);
const int l_1372 = l_1371 + l_1366;
const int l_1373 = l_1372 + int(127);
const bool l_1374 = l_1373 >= int(255);
if (l_1374) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1375 = l_1373 >= int(1);
if (l_1375) {
const bool l_1376 = l_1370 > int(24);
if (l_1376) {
const int l_1377 = l_1370 - int(24);
const uint64_t l_1378 = uint64_t(l_1377);
const uint64_t l_1379 = l_mut_62 >> l_1378;
l_mut_40 = l_1379;
} else {
const int l_1380 = int(24) - l_1370;
const uint64_t l_1381 = uint64_t(l_1380);
const uint64_t l_1382 = l_mut_62 << l_1381;
l_mut_40 = l_1382;
}
const uint l_1383 = uint(l_1373);
const uint l_1384 = l_1383 << uint(23);
const uint l_1385 = uint(l_mut_40);
const uint l_1386 = l_1385 & uint(8388607);
const uint l_1387 = l_1384 | l_1386;
l_mut_15 = l_1387;
} else {
const int l_1388 = l_1366 + int(149);
const bool l_1389 = l_1388 >= int(0);
if (l_1389) {
const uint64_t l_1390 = uint64_t(l_1388);
const uint64_t l_1391 = l_mut_62 << l_1390;
l_mut_40 = l_1391;
} else {
const int l_1392 = int(0) - l_1388;
const uint64_t l_1393 = uint64_t(l_1392);
const uint64_t l_1394 = l_mut_62 >> l_1393;
l_mut_40 = l_1394;
}
const uint l_1395 = uint(l_mut_40);
l_mut_15 = l_1395;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_1396 = l_mut_170 | l_1282;
const float l_1397 = reinterpret_cast<thread float const&>(l_1396);
l_mut_1088 = l_1397;
l_mut_1398 = float(0.0);
const bool l_1399 = l_mut_92 > l_mut_66;
if (l_1399) {
const uint64_t l_1400 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_1401 = l_1400 != uint64_t(0);
if (l_1401) {
const uint l_1402 = uint(clz(l_1400));
const int l_1403 = int(l_1402);
const int l_1404 = int(64) - l_1403;
const int l_1405 = l_1404 - int(1);
const int l_1406 = l_1405 + l_mut_44;
const int l_1407 = l_1406 + int(127);
const int l_1408 = int(-149) - l_mut_44;
l_mut_29 = l_1408;
const bool l_1409 = l_1407 >= int(1);
if (l_1409) {
const int l_1410 = l_1404 - int(24);
l_mut_29 = l_1410;
}
const bool l_1411 = l_mut_29 <= int(0);
if (l_1411) {
l_mut_14 = uint(0);
const bool l_1412 = l_1400 != uint64_t(0);
if (l_1412) {
const uint l_1413 = uint(clz(l_1400));
const int l_1414 = int(l_1413);
const int l_1415 = int(64) - l_1414;
const int l_1416 = l_1415 - int(1);
const int l_1417 = l_1416 + l_mut_44;
const int l_1418 = l_1417 + int(127);
const bool l_1419 = l_1418 >= int(255);
if (l_1419) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1420 = l_1418 >= int(1);
if (l_1420) {
const bool l_1421 = l_1415 > int(24);
if (l_1421) {
const int l_1422 = l_1415 - int(24);
const uint64_t l_1423 = uint64_t(l_1422);
const uint64_t l_1424 = l_1400 >> l_1423;
l_mut_40 = l_1424;
} else {
const int l_1425 = int(24) - l_1415;
const uint64_t l_1426 = uint64_t(l_1425);
const uint64_t l_1427 = l_1400 << l_1426;
l_mut_40 = l_1427;
}
const uint l_1428 = uint(l_1418);
const uint l_1429 = l_1428 << uint(23);
const uint l_1430 = uint(l_mut_40);
const uint l_1431 = l_1430 & uint(8388607);
const uint l_1432 = l_1429 | l_1431;
l_mut_14 = l_1432;
} else {
const int l_1433 = l_mut_44 + int(149);
const bool l_1434 = l_1433 >= int(0);
if (l_1434) {
const uint64_t l_1435 = uint64_t(l_1433);
const uint64_t l_1436 = l_1400 << l_1435;
l_mut_40 = l_1436;
} else {
const int l_1437 = int(0) - l_1433;
const uint64_t l_1438 = uint64_t(l_1437);
const uint64_t l_1439 = l_1400 >> l_1438;
l_mut_40 = l_1439;
}
const uint l_1440 = uint(l_mut_40);
l_mut_14 = l_1440;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1400;
} else {
const bool l_1441 = l_mut_29 <= l_1404;
if (l_1441) {
const uint64_t l_1442 = uint64_t(l_mut_29);
const uint64_t l_1443 = l_1400 >> l_1442;
l_mut_40 = l_1443;
const uint64_t l_1444 = l_mut_40 << l_1442;
const uint64_t l_1445 = l_1400 - l_1444;
const uint64_t l_1446 = l_1442 - uint64_t(1);
const uint64_t l_1447 = uint64_t(1) << l_1446;
const bool l_1448 = l_1445 > l_1447;
const bool l_1449 = l_1445 == l_1447;
const uint64_t l_1450 = l_mut_40 & uint64_t(1);
const bool l_1451 = l_1450 == uint64_t(1);
const bool l_1452 = l_1449 && l_1451;
const bool l_1453 = l_1448 || l_1452;
if (l_1453) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_1454 = l_mut_40 << l_1442;
l_mut_62 = l_1454;
const int l_1455 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1456 = l_mut_40 != uint64_t(0);
if (l_1456) {
const uint l_1457 = uint(clz(l_mut_40));
const int l_1458 = int(l_1457);
const int l_1459 = int(64) - l_1458;
const int l_1460 = l_1459 - int(1);
const int l_1461 = l_1460 + l_1455;
const int l_1462 = l_1461 + int(127);
const bool l_1463 = l_1462 >= int(255);
if (l_1463) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1464 = l_1462 >= int(1);
if (l_1464) {
const bool l_1465 = l_1459 > int(24);
if (l_1465) {
const int l_1466 = l_1459 - int(24);
const uint64_t l_1467 = uint64_t(l_1466);
const uint64_t l_1468 = l_mut_40 >> l_1467;
l_mut_25 = l_1468;
} else {
const int l_1469 = int(24) - l_1459;
const uint64_t l_1470 = uint64_t(l_1469);
const uint64_t l_1471 = l_mut_40 << l_1470;
l_mut_25 = l_1471;
}
const uint l_1472 = uint(l_1462);
const uint l_1473 = l_1472 << uint(23);
const uint l_1474 = uint(l_mut_25);
const uint l_1475 = l_1474 & uint(8388607);
const uint l_1476 = l_1473 | l_1475;
l_mut_14 = l_1476;
} else {
const int l_1477 = l_1455 + int(149);
const bool l_1478 = l_1477 >= int(0);
if (l_1478) {
const uint64_t l_1479 = uint64_t(l_1477);
const uint64_t l_1480 = l_mut_40 << l_1479;
l_mut_25 = l_1480;
} else {
const int l_1481 = int(0) - l_1477;
const uint64_t l_1482 = uint64_t(l_1481);
const uint64_t l_1483 = l_mut_40 >> l_1482;
l_mut_25 = l_1483;
}
const uint l_1484 = uint(l_mut_25);
l_mut_14 = l_1484;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1485 = l_mut_15 | l_1282;
const float l_1486 = reinterpret_cast<thread float const&>(l_1485);
l_mut_1398 = l_1486;
} else {
const bool l_1487 = l_mut_66 > l_mut_92;
if (l_1487) {
const uint64_t l_1488 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_1489 = l_1488 != uint64_t(0);
if (l_1489) {
const uint l_1490 = uint(clz(l_1488));
const int l_1491 = int(l_1490);
const int l_1492 = int(64) - l_1491;
const int l_1493 = l_1492 - int(1);
const int l_1494 = l_1493 + l_mut_44;
const int l_1495 = l_1494 + int(127);
const int l_1496 = int(-149) - l_mut_44;
l_mut_29 = l_1496;
const bool l_1497 = l_1495 >= int(1);
if (l_1497) {
const int l_1498 = l_1492 - int(24);
l_mut_29 = l_1498;
}
const bool l_1499 = l_mut_29 <= int(0);
if (l_1499) {
l_mut_14 = uint(0);
const bool l_1500 = l_1488 != uint64_t(0);
if (l_1500) {
const uint l_1501 = uint(clz(l_1488));
const int l_1502 = int(l_1501);
const int l_1503 = int(64) - l_1502;
const int l_1504 = l_1503 - int(1);
const int l_1505 = l_1504 + l_mut_44;
const int l_1506 = l_1505 + int(127);
const bool l_1507 = l_1506 >= int(255);
if (l_1507) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1508 = l_1506 >= int(1);
if (l_1508) {
const bool l_1509 = l_1503 > int(24);
if (l_1509) {
const int l_1510 = l_1503 - int(24);
const uint64_t l_1511 = uint64_t(l_1510);
const uint64_t l_1512 = l_1488 >> l_1511;
l_mut_62 = l_1512;
} else {
const int l_1513 = int(24) - l_1503;
const uint64_t l_1514 = uint64_t(l_1513);
const uint64_t l_1515 = l_1488 << l_1514;
l_mut_62 = l_1515;
}
const uint l_1516 = uint(l_1506);
const uint l_1517 = l_1516 << uint(23);
const uint l_1518 = uint(l_mut_62);
const uint l_1519 = l_1518 & uint(8388607);
const uint l_1520 = l_1517 | l_1519;
l_mut_14 = l_1520;
} else {
const int l_1521 = l_mut_44 + int(149);
const bool l_1522 = l_1521 >= int(0);
if (l_1522) {
const uint64_t l_1523 = uint64_t(l_1521);
const uint64_t l_1524 = l_1488 << l_1523;
l_mut_62 = l_1524;
} else {
const int l_1525 = int(0) - l_1521;
const uint64_t l_1526 = uint64_t(l_1525);
const uint64_t l_1527 = l_1488 >> l_1526;
l_mut_62 = l_1527;
}
const uint l_1528 = uint(l_mut_62);
l_mut_14 = l_1528;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1488;
} else {
const bool l_1529 = l_mut_29 <= l_1492;
if (l_1529) {
const uint64_t l_1530 = uint64_t(l_mut_29);
const uint64_t l_1531 = l_1488 >> l_1530;
l_mut_62 = l_1531;
const uint64_t l_1532 = l_mut_62 << l_1530;
const uint64_t l_1533 = l_1488 - l_1532;
const uint64_t l_1534 = l_1530 - uint64_t(1);
const uint64_t l_1535 = uint64_t(1) << l_1534;
const bool l_1536 = l_1533 > l_1535;
const bool l_1537 = l_1533 == l_1535;
const uint64_t l_1538 = l_mut_62 & uint64_t(1);
const bool l_1539 = l_1538 == uint64_t(1);
const bool l_1540 = l_1537 && l_1539;
const bool l_1541 = l_1536 || l_1540;
if (l_1541) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1542 = l_mut_62 << l_1530;
l_mut_92 = l_1542;
const int l_1543 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1544 = l_mut_62 != uint64_t(0);
if (l_1544) {
const uint l_1545 = uint(clz(l_mut_62));
const int l_1546 = int(l_1545);
const int l_1547 = int(64) - l_1546;
const int l_1548 = l_1547 - int(1);
const int l_1549 = l_1548 + l_1543;
const int l_1550 = l_1549 + int(127);
const bool l_1551 = l_1550 >= int(255);
if (l_1551) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1552 = l_1550 >= int(1);
if (l_1552) {
const bool l_1553 = l_1547 > int(24);
if (l_1553) {
const int l_1554 = l_1547 - int(24);
const uint64_t l_1555 = uint64_t(l_1554);
const uint64_t l_1556 = l_mut_62 >> l_1555;
l_mut_40 = l_1556;
} else {
const int l_1557 = int(24) - l_1547;
const uint64_t l_1558 = uint64_t(l_1557);
const uint64_t l_1559 = l_mut_62 << l_1558;
l_mut_40 = l_1559;
}
const uint l_1560 = uint(l_1550);
const uint l_1561 = l_1560 << uint(23);
const uint l_1562 = uint(l_mut_40);
const uint l_1563 = l_1562 & uint(8388607);
const uint l_1564 = l_1561 | l_1563;
l_mut_14 = l_1564;
} else {
const int l_1565 = l_1543 + int(149);
const bool l_1566 = l_1565 >= int(0);
if (l_1566) {
const uint64_t l_1567 = uint64_t(l_1565);
const uint64_t l_1568 = l_mut_62 << l_1567;
l_mut_40 = l_1568;
} else {
const int l_1569 = int(0) - l_1565;
const uint64_t l_1570 = uint64_t(l_1569);
const uint64_t l_1571 = l_mut_62 >> l_1570;
l_mut_40 = l_1571;
}
const uint l_1572 = uint(l_mut_40);
l_mut_14 = l_1572;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1573 = l_1282 ^ uint(2147483648);
const uint l_1574 = l_mut_15 | l_1573;
const float l_1575 = reinterpret_cast<thread float const&>(l_1574);
l_mut_1398 = l_1575;
}
}
l_mut_1298 = l_mut_1398;
}
}
}
const uint l_1576 = reinterpret_cast<thread uint const&>(l_mut_50);
const uint l_1577 = reinterpret_cast<thread uint const&>(l_mut_1088);
l_mut_170 = l_1576;
l_mut_15 = l_1577;
const uint l_1578 = l_1577 & uint(2147483647);
const uint l_1579 = l_1576 & uint(2147483647);
const bool l_1580 = l_1578 > l_1579;
if (l_1580) {
l_mut_170 = l_1577;
l_mut_15 = l_1576;
}
const uint l_1581 = l_mut_170 >> uint(23);
const uint l_1582 = l_1581 & uint(255);
const uint l_1583 = l_mut_170 & uint(8388607);
const bool l_1584 = l_1582 != uint(0);
if (l_1584) {
const uint l_1585 = l_1583 | uint(8388608);
const uint64_t l_1586 = uint64_t(l_1585);
l_mut_228 = l_1586;
} else {
const uint64_t l_1587 = uint64_t(l_1583);
l_mut_228 = l_1587;
}
if (l_1584) {
const int l_1588 = int(l_1582);
const int l_1589 = l_1588 - int(150);
l_mut_75 = l_1589;
} else {
const int l_1590 = int(uint(1));
const int l_1591 = l_1590 - int(150);
l_mut_75 = l_1591;
}
const uint l_1592 = l_mut_170 & uint(2147483648);
const bool l_1593 = l_1582 == uint(255);
const uint l_1594 = l_mut_15 >> uint(23);
const uint l_1595 = l_1594 & uint(255);
const uint l_1596 = l_mut_15 & uint(8388607);
const bool l_1597 = l_1595 != uint(0);
if (l_1597) {
const uint l_1598 = l_1596 | uint(8388608);
const uint64_t l_1599 = uint64_t(l_1598);
l_mut_137 = l_1599;
} else {
const uint64_t l_1600 = uint64_t(l_1596);
l_mut_137 = l_1600;
}
if (l_1597) {
const int l_1601 = int(l_1595);
const int l_1602 = l_1601 - int(150);
l_mut_44 = l_1602;
} else {
const int l_1603 = int(uint(1));
const int l_1604 = l_1603 - int(150);
l_mut_44 = l_1604;
}
const uint l_1605 = l_mut_15 & uint(2147483648);
const bool l_1606 = l_1595 == uint(255);
const float l_1607 = l_mut_50 + l_mut_1088;
l_mut_1398 = l_1607;
l_mut_1608 = float(0.0);
const bool l_1609 = !l_1593;
const bool l_1610 = l_mut_137 != uint64_t(0);
const bool l_1611 = l_1609 && l_1610;
if (l_1611) {
const int l_1612 = l_mut_75 - l_mut_44;
const bool l_1613 = l_1612 >= int(26);
if (l_1613) {
const float l_1614 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_1398 = l_1614;
const float l_1615 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_1608 = l_1615;
} else {
const uint64_t l_1616 = uint64_t(l_1612);
const uint64_t l_1617 = l_mut_228 << l_1616;
const uint64_t l_1618 = l_1617 - l_mut_137;
l_mut_92 = l_1618;
const bool l_1619 = l_1592 == l_1605;
if (l_1619) {
const uint64_t l_1620 = l_1617 + l_mut_137;
l_mut_92 = l_1620;
}
const bool l_1621 = l_mut_92 == uint64_t(0);
if (l_1621) {
l_mut_1398 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_1622 = l_mut_92 != uint64_t(0);
if (l_1622) {
const uint l_1623 = uint(clz(l_mut_92));
const int l_1624 = int(l_1623);
const int l_1625 = int(64) - l_1624;
const int l_1626 = l_1625 - int(1);
const int l_1627 = l_1626 + l_mut_44;
const int l_1628 = l_1627 + int(127);
const int l_1629 = int(-149) - l_mut_44;
l_mut_29 = l_1629;
const bool l_1630 = l_1628 >= int(1);
if (l_1630) {
const int l_1631 = l_1625 - int(24);
l_mut_29 = l_1631;
}
const bool l_1632 = l_mut_29 <= int(0);
if (l_1632) {
l_mut_15 = uint(0);
const bool l_1633 = l_mut_92 != uint64_t(0);
if (l_1633) {
const uint l_1634 = uint(clz(l_mut_92));
const int l_1635 = int(l_1634);
const int l_1636 = int(64) - l_1635;
const int l_1637 = l_1636 - int(1);
const int l_1638 = l_1637 + l_mut_44;
const int l_1639 = l_1638 + int(127);
const bool l_1640 = l_1639 >= int(255);
if (l_1640) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1641 = l_1639 >= int(1);
if (l_1641) {
const bool l_1642 = l_1636 > int(24);
if (l_1642) {
const int l_1643 = l_1636 - int(24);
const uint64_t l_1644 = uint64_t(l_1643);
const uint64_t l_1645 = l_mut_92 >> l_1644;
l_mut_62 = l_1645;
} else {
const int l_1646 = int(24) - l_1636;
const uint64_t l_1647 = uint64_t(l_1646);
const uint64_t l_1648 = l_mut_92 << l_1647;
l_mut_62 = l_1648;
}
const uint l_1649 = uint(l_1639);
const uint l_1650 = l_1649 << uint(23);
const uint l_1651 = uint(l_mut_62);
const uint l_1652 = l_1651 & uint(8388607);
const uint l_1653 = l_1650 | l_1652;
l_mut_15 = l_1653;
} else {
const int l_1654 = l_mut_44 + int(149);
const bool l_1655 = l_1654 >= int(0);
if (l_1655) {
const uint64_t l_1656 = uint64_t(l_1654);
const uint64_t l_1657 = l_mut_92 << l_1656;
l_mut_62 = l_1657;
} else {
const int l_1658 = int(0) - l_1654;
const uint64_t l_1659 = uint64_t(l_1658);
const uint64_t l_1660 = l_mut_92 >> l_1659;
l_mut_62 = l_1660;
}
const uint l_1661 = uint(l_mut_62);
l_mut_15 = l_1661;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1662 = l_mut_29 <= l_1625;
if (l_1662) {
const uint64_t l_1663 = uint64_t(l_mut_29);
const uint64_t l_1664 = l_mut_92 >> l_1663;
l_mut_62 = l_1664;
const uint64_t l_1665 = l_mut_62 << l_1663;
const uint64_t l_1666 = l_mut_92 - l_1665;
const uint64_t l_1667 = l_1663 - uint64_t(1);
const uint64_t l_1668 = uint64_t(1) << l_1667;
const bool l_1669 = l_1666 > l_1668;
const bool l_1670 = l_1666 == l_1668;
const uint64_t l_1671 = l_mut_62 & uint64_t(1);
const bool l_1672 = l_1671 == uint64_t(1);
const bool l_1673 = l_1670 && l_1672;
const bool l_1674 = l_1669 || l_1673;
if (l_1674) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1675 = l_mut_62 << l_1663;
l_mut_66 = l_1675;
const int l_1676 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_1677 = l_mut_62 != uint64_t(0);
if (l_1677) {
const uint l_1678 = uint(clz(l_mut_62));
const int l_1679 = int(l_1678);
const int l_1680 = int(64) - l_1679;
const int l_1681 = l_1680 - int(1);
const int l_1682 = l_1681 + l_1676;
const int l_1683 = l_1682 + int(127);
const bool l_1684 = l_1683 >= int(255);
if (l_1684) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1685 = l_1683 >= int(1);
if (l_1685) {
const bool l_1686 = l_1680 > int(24);
if (l_1686) {
const int l_1687 = l_1680 - int(24);
const uint64_t l_1688 = uint64_t(l_1687);
const uint64_t l_1689 = l_mut_62 >> l_1688;
l_mut_40 = l_1689;
} else {
const int l_1690 = int(24) - l_1680;
const uint64_t l_1691 = uint64_t(l_1690);
const uint64_t l_1692 = l_mut_62 << l_1691;
l_mut_40 = l_1692;
}
const uint l_1693 = uint(l_1683);
const uint l_1694 = l_1693 << uint(23);
const uint l_1695 = uint(l_mut_40);
const uint l_1696 = l_1695 & uint(8388607);
const uint l_1697 = l_1694 | l_1696;
l_mut_15 = l_1697;
} else {
const int l_1698 = l_1676 + int(149);
const bool l_1699 = l_1698 >= int(0);
if (l_1699) {
const uint64_t l_1700 = uint64_t(l_1698);
const uint64_t l_1701 = l_mut_62 << l_1700;
l_mut_40 = l_1701;
} else {
const int l_1702 = int(0) - l_1698;
const uint64_t l_1703 = uint64_t(l_1702);
const uint64_t l_1704 = l_mut_62 >> l_1703;
l_mut_40 = l_1704;
}
const uint l_1705 = uint(l_mut_40);
l_mut_15 = l_1705;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_1706 = l_mut_170 | l_1592;
const float l_1707 = reinterpret_cast<thread float const&>(l_1706);
l_mut_1398 = l_1707;
l_mut_1708 = float(0.0);
const bool l_1709 = l_mut_92 > l_mut_66;
if (l_1709) {
const uint64_t l_1710 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_1711 = l_1710 != uint64_t(0);
if (l_1711) {
const uint l_1712 = uint(clz(l_1710));
const int l_1713 = int(l_1712);
const int l_1714 = int(64) - l_1713;
const int l_1715 = l_1714 - int(1);
const int l_1716 = l_1715 + l_mut_44;
const int l_1717 = l_1716 + int(127);
const int l_1718 = int(-149) - l_mut_44;
l_mut_29 = l_1718;
const bool l_1719 = l_1717 >= int(1);
if (l_1719) {
const int l_1720 = l_1714 - int(24);
l_mut_29 = l_1720;
}
const bool l_1721 = l_mut_29 <= int(0);
if (l_1721) {
l_mut_14 = uint(0);
const bool l_1722 = l_1710 != uint64_t(0);
if (l_1722) {
const uint l_1723 = uint(clz(l_1710));
const int l_1724 = int(l_1723);
const int l_1725 = int(64) - l_1724;
const int l_1726 = l_1725 - int(1);
const int l_1727 = l_1726 + l_mut_44;
const int l_1728 = l_1727 + int(127);
const bool l_1729 = l_1728 >= int(255);
if (l_1729) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1730 = l_1728 >= int(1);
if (l_1730) {
const bool l_1731 = l_1725 > int(24);
if (l_1731) {
const int l_1732 = l_1725 - int(24);
const uint64_t l_1733 = uint64_t(l_1732);
const uint64_t l_1734 = l_1710 >> l_1733;
l_mut_40 = l_1734;
} else {
const int l_1735 = int(24) - l_1725;
const uint64_t l_1736 = uint64_t(l_1735);
const uint64_t l_1737 = l_1710 << l_1736;
l_mut_40 = l_1737;
}
const uint l_1738 = uint(l_1728);
const uint l_1739 = l_1738 << uint(23);
const uint l_1740 = uint(l_mut_40);
const uint l_1741 = l_1740 & uint(8388607);
const uint l_1742 = l_1739 | l_1741;
l_mut_14 = l_1742;
} else {
const int l_1743 = l_mut_44 + int(149);
const bool l_1744 = l_1743 >= int(0);
if (l_1744) {
const uint64_t l_1745 = uint64_t(l_1743);
const uint64_t l_1746 = l_1710 << l_1745;
l_mut_40 = l_1746;
} else {
const int l_1747 = int(0) - l_1743;
const uint64_t l_1748 = uint64_t(l_1747);
const uint64_t l_1749 = l_1710 >> l_1748;
l_mut_40 = l_1749;
}
const uint l_1750 = uint(l_mut_40);
l_mut_14 = l_1750;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1710;
} else {
const bool l_1751 = l_mut_29 <= l_1714;
if (l_1751) {
const uint64_t l_1752 = uint64_t(l_mut_29);
const uint64_t l_1753 = l_1710 >> l_1752;
l_mut_40 = l_1753;
const uint64_t l_1754 = l_mut_40 << l_1752;
const uint64_t l_1755 = l_1710 - l_1754;
const uint64_t l_1756 = l_1752 - uint64_t(1);
const uint64_t l_1757 = uint64_t(1) << l_1756;
const bool l_1758 = l_1755 > l_1757;
const bool l_1759 = l_1755 == l_1757;
const uint64_t l_1760 = l_mut_40 & uint64_t(1);
const bool l_1761 = l_1760 == uint64_t(1);
const bool l_1762 = l_1759 && l_1761;
const bool l_1763 = l_1758 || l_1762;
if (l_1763) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_1764 = l_mut_40 << l_1752;
l_mut_62 = l_1764;
const int l_1765 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1766 = l_mut_40 != uint64_t(0);
if (l_1766) {
const uint l_1767 = uint(clz(l_mut_40));
const int l_1768 = int(l_1767);
const int l_1769 = int(64) - l_1768;
const int l_1770 = l_1769 - int(1);
const int l_1771 = l_1770 + l_1765;
const int l_1772 = l_1771 + int(127);
const bool l_1773 = l_1772 >= int(255);
if (l_1773) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1774 = l_1772 >= int(1);
if (l_1774) {
const bool l_1775 = l_1769 > int(24);
if (l_1775) {
const int l_1776 = l_1769 - int(24);
const uint64_t l_1777 = uint64_t(l_1776);
const uint64_t l_1778 = l_mut_40 >> l_1777;
l_mut_25 = l_1778;
} else {
const int l_1779 = int(24) - l_1769;
const uint64_t l_1780 = uint64_t(l_1779);
const uint64_t l_1781 = l_mut_40 << l_1780;
l_mut_25 = l_1781;
}
const uint l_1782 = uint(l_1772);
const uint l_1783 = l_1782 << uint(23);
const uint l_1784 = uint(l_mut_25);
const uint l_1785 = l_1784 & uint(8388607);
const uint l_1786 = l_1783 | l_1785;
l_mut_14 = l_1786;
} else {
const int l_1787 = l_1765 + int(149);
const bool l_1788 = l_1787 >= int(0);
if (l_1788) {
const uint64_t l_1789 = uint64_t(l_1787);
const uint64_t l_1790 = l_mut_40 << l_1789;
l_mut_25 = l_1790;
} else {
const int l_1791 = int(0) - l_1787;
const uint64_t l_1792 = uint64_t(l_1791);
const uint64_t l_1793 = l_mut_40 >> l_1792;
l_mut_25 = l_1793;
}
const uint l_1794 = uint(l_mut_25);
l_mut_14 = l_1794;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1795 = l_mut_15 | l_1592;
const float l_1796 = reinterpret_cast<thread float const&>(l_1795);
l_mut_1708 = l_1796;
} else {
const bool l_1797 = l_mut_66 > l_mut_92;
if (l_1797) {
const uint64_t l_1798 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_1799 = l_1798 != uint64_t(0);
if (l_1799) {
const uint l_1800 = uint(clz(l_1798));
const int l_1801 = int(l_1800);
const int l_1802 = int(64) - l_1801;
const int l_1803 = l_1802 - int(1);
const int l_1804 = l_1803 + l_mut_44;
const int l_1805 = l_1804 + int(127);
const int l_1806 = int(-149) - l_mut_44;
l_mut_29 = l_1806;
const bool l_1807 = l_1805 >= int(1);
if (l_1807) {
const int l_1808 = l_1802 - int(24);
l_mut_29 = l_1808;
}
const bool l_1809 = l_mut_29 <= int(0);
if (l_1809) {
l_mut_14 = uint(0);
const bool l_1810 = l_1798 != uint64_t(0);
if (l_1810) {
const uint l_1811 = uint(clz(l_1798));
const int l_1812 = int(l_1811);
const int l_1813 = int(64) - l_1812;
const int l_1814 = l_1813 - int(1);
const int l_1815 = l_1814 + l_mut_44;
const int l_1816 = l_1815 + int(127);
const bool l_1817 = l_1816 >= int(255);
if (l_1817) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1818 = l_1816 >= int(1);
if (l_1818) {
const bool l_1819 = l_1813 > int(24);
if (l_1819) {
const int l_1820 = l_1813 - int(24);
const uint64_t l_1821 = uint64_t(l_1820);
const uint64_t l_1822 = l_1798 >> l_1821;
l_mut_62 = l_1822;
} else {
const int l_1823 = int(24) - l_1813;
const uint64_t l_1824 = uint64_t(l_1823);
const uint64_t l_1825 = l_1798 << l_1824;
l_mut_62 = l_1825;
}
const uint l_1826 = uint(l_1816);
const uint l_1827 = l_1826 << uint(23);
const uint l_1828 = uint(l_mut_62);
const uint l_1829 = l_1828 & uint(8388607);
const uint l_1830 = l_1827 | l_1829;
l_mut_14 = l_1830;
} else {
const int l_1831 = l_mut_44 + int(149);
const bool l_1832 = l_1831 >= int(0);
if (l_1832) {
const uint64_t l_1833 = uint64_t(l_1831);
const uint64_t l_1834 = l_1798 << l_1833;
l_mut_62 = l_1834;
} else {
const int l_1835 = int(0) - l_1831;
const uint64_t l_1836 = uint64_t(l_1835);
const uint64_t l_1837 = l_1798 >> l_1836;
l_mut_62 = l_1837;
}
const uint l_1838 = uint(l_mut_62);
l_mut_14 = l_1838;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1798;
} else {
const bool l_1839 = l_mut_29 <= l_1802;
if (l_1839) {
const uint64_t l_1840 = uint64_t(l_mut_29);
const uint64_t l_1841 = l_1798 >> l_1840;
l_mut_62 = l_1841;
const uint64_t l_1842 = l_mut_62 << l_1840;
const uint64_t l_1843 = l_1798 - l_1842;
const uint64_t l_1844 = l_1840 - uint64_t(1);
const uint64_t l_1845 = uint64_t(1) << l_1844;
const bool l_1846 = l_1843 > l_1845;
const bool l_1847 = l_1843 == l_1845;
const uint64_t l_1848 = l_mut_62 & uint64_t(1);
const bool l_1849 = l_1848 == uint64_t(1);
const bool l_1850 = l_1847 && l_1849;
const bool l_1851 = l_1846 || l_1850;
if (l_1851) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1852 = l_mut_62 << l_1840;
l_mut_92 = l_1852;
const int l_1853 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1854 = l_mut_62 != uint64_t(0);
if (l_1854) {
const uint l_1855 = uint(clz(l_mut_62));
const int l_1856 = int(l_1855);
const int l_1857 = int(64) - l_1856;
const int l_1858 = l_1857 - int(1);
const int l_1859 = l_1858 + l_1853;
const int l_1860 = l_1859 + int(127);
const bool l_1861 = l_1860 >= int(255);
if (l_1861) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1862 = l_1860 >= int(1);
if (l_1862) {
const bool l_1863 = l_1857 > int(24);
if (l_1863) {
const int l_1864 = l_1857 - int(24);
const uint64_t l_1865 = uint64_t(l_1864);
const uint64_t l_1866 = l_mut_62 >> l_1865;
l_mut_40 = l_1866;
} else {
const int l_1867 = int(24) - l_1857;
const uint64_t l_1868 = uint64_t(l_1867);
const uint64_t l_1869 = l_mut_62 << l_1868;
l_mut_40 = l_1869;
}
const uint l_1870 = uint(l_1860);
const uint l_1871 = l_1870 << uint(23);
const uint l_1872 = uint(l_mut_40);
const uint l_1873 = l_1872 & uint(8388607);
const uint l_1874 = l_1871 | l_1873;
l_mut_14 = l_1874;
} else {
const int l_1875 = l_1853 + int(149);
const bool l_1876 = l_1875 >= int(0);
if (l_1876) {
const uint64_t l_1877 = uint64_t(l_1875);
const uint64_t l_1878 = l_mut_62 << l_1877;
l_mut_40 = l_1878;
} else {
const int l_1879 = int(0) - l_1875;
const uint64_t l_1880 = uint64_t(l_1879);
const uint64_t l_1881 = l_mut_62 >> l_1880;
l_mut_40 = l_1881;
}
const uint l_1882 = uint(l_mut_40);
l_mut_14 = l_1882;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1883 = l_1592 ^ uint(2147483648);
const uint l_1884 = l_mut_15 | l_1883;
const float l_1885 = reinterpret_cast<thread float const&>(l_1884);
l_mut_1708 = l_1885;
}
}
l_mut_1608 = l_mut_1708;
}
}
}
const uint l_1886 = reinterpret_cast<thread uint const&>(l_mut_1298);
const uint l_1887 = reinterpret_cast<thread uint const&>(l_mut_1608);
l_mut_170 = l_1886;
l_mut_15 = l_1887;
const uint l_1888 = l_1887 & uint(2147483647);
const uint l_1889 = l_1886 & uint(2147483647);
const bool l_1890 = l_1888 > l_1889;
if (l_1890) {
l_mut_170 = l_1887;
l_mut_15 = l_1886;
}
const uint l_1891 = l_mut_170 >> uint(23);
const uint l_1892 = l_1891 & uint(255);
const uint l_1893 = l_mut_170 & uint(8388607);
const bool l_1894 = l_1892 != uint(0);
if (l_1894) {
const uint l_1895 = l_1893 | uint(8388608);
const uint64_t l_1896 = uint64_t(l_1895);
l_mut_228 = l_1896;
} else {
const uint64_t l_1897 = uint64_t(l_1893);
l_mut_228 = l_1897;
}
if (l_1894) {
const int l_1898 = int(l_1892);
const int l_1899 = l_1898 - int(150);
l_mut_75 = l_1899;
} else {
const int l_1900 = int(uint(1));
const int l_1901 = l_1900 - int(150);
l_mut_75 = l_1901;
}
const uint l_1902 = l_mut_170 & uint(2147483648);
const bool l_1903 = l_1892 == uint(255);
const uint l_1904 = l_mut_15 >> uint(23);
const uint l_1905 = l_1904 & uint(255);
const uint l_1906 = l_mut_15 & uint(8388607);
const bool l_1907 = l_1905 != uint(0);
if (l_1907) {
const uint l_1908 = l_1906 | uint(8388608);
const uint64_t l_1909 = uint64_t(l_1908);
l_mut_137 = l_1909;
} else {
const uint64_t l_1910 = uint64_t(l_1906);
l_mut_137 = l_1910;
}
if (l_1907) {
const int l_1911 = int(l_1905);
const int l_1912 = l_1911 - int(150);
l_mut_44 = l_1912;
} else {
const int l_1913 = int(uint(1));
const int l_1914 = l_1913 - int(150);
l_mut_44 = l_1914;
}
const uint l_1915 = l_mut_15 & uint(2147483648);
const bool l_1916 = l_1905 == uint(255);
const float l_1917 = l_mut_1298 + l_mut_1608;
l_mut_1708 = l_1917;
l_mut_1918 = float(0.0);
const bool l_1919 = !l_1903;
const bool l_1920 = l_mut_137 != uint64_t(0);
const bool l_1921 = l_1919 && l_1920;
if (l_1921) {
const int l_1922 = l_mut_75 - l_mut_44;
const bool l_1923 = l_1922 >= int(26);
if (l_1923) {
const float l_1924 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_1708 = l_1924;
const float l_1925 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_1918 = l_1925;
} else {
const uint64_t l_1926 = uint64_t(l_1922);
const uint64_t l_1927 = l_mut_228 << l_1926;
const uint64_t l_1928 = l_1927 - l_mut_137;
l_mut_92 = l_1928;
const bool l_1929 = l_1902 == l_1915;
if (l_1929) {
const uint64_t l_1930 = l_1927 + l_mut_137;
l_mut_92 = l_1930;
}
const bool l_1931 = l_mut_92 == uint64_t(0);
if (l_1931) {
l_mut_1708 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_1932 = l_mut_92 != uint64_t(0);
if (l_1932) {
const uint l_1933 = uint(clz(l_mut_92));
const int l_1934 = int(l_1933);
const int l_1935 = int(64) - l_1934;
const int l_1936 = l_1935 - int(1);
const int l_1937 = l_1936 + l_mut_44;
const int l_1938 = l_1937 + int(127);
const int l_1939 = int(-149) - l_mut_44;
l_mut_29 = l_1939;
const bool l_1940 = l_1938 >= int(1);
if (l_1940) {
const int l_1941 = l_1935 - int(24);
l_mut_29 = l_1941;
}
const bool l_1942 = l_mut_29 <= int(0);
if (l_1942) {
l_mut_15 = uint(0);
const bool l_1943 = l_mut_92 != uint64_t(0);
if (l_1943) {
const uint l_1944 = uint(clz(l_mut_92));
const int l_1945 = int(l_1944);
const int l_1946 = int(64) - l_1945;
const int l_1947 = l_1946 - int(1);
const int l_1948 = l_1947 + l_mut_44;
const int l_1949 = l_1948 + int(127);
const bool l_1950 = l_1949 >= int(255);
if (l_1950) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1951 = l_1949 >= int(1);
if (l_1951) {
const bool l_1952 = l_1946 > int(24);
if (l_1952) {
const int l_1953 = l_1946 - int(24);
const uint64_t l_1954 = uint64_t(l_1953);
const uint64_t l_1955 = l_mut_92 >> l_1954;
l_mut_62 = l_1955;
} else {
const int l_1956 = int(24) - l_1946;
const uint64_t l_1957 = uint64_t(l_1956);
const uint64_t l_1958 = l_mut_92 << l_1957;
l_mut_62 = l_1958;
}
const uint l_1959 = uint(l_1949);
const uint l_1960 = l_1959 << uint(23);
const uint l_1961 = uint(l_mut_62);
const uint l_1962 = l_1961 & uint(8388607);
const uint l_1963 = l_1960 | l_1962;
l_mut_15 = l_1963;
} else {
const int l_1964 = l_mut_44 + int(149);
const bool l_1965 = l_1964 >= int(0);
if (l_1965) {
const uint64_t l_1966 = uint64_t(l_1964);
const uint64_t l_1967 = l_mut_92 << l_1966;
l_mut_62 = l_1967;
} else {
const int l_1968 = int(0) - l_1964;
const uint64_t l_1969 = uint64_t(l_1968);
const uint64_t l_1970 = l_mut_92 >> l_1969;
l_mut_62 = l_1970;
}
const uint l_1971 = uint(l_mut_62);
l_mut_15 = l_1971;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1972 = l_mut_29 <= l_1935;
if (l_1972) {
const uint64_t l_1973 = uint64_t(l_mut_29);
const uint64_t l_1974 = l_mut_92 >> l_1973;
l_mut_62 = l_1974;
const uint64_t l_1975 = l_mut_62 << l_1973;
const uint64_t l_1976 = l_mut_92 - l_1975;
const uint64_t l_1977 = l_1973 - uint64_t(1);
const uint64_t l_1978 = uint64_t(1) << l_1977;
const bool l_1979 = l_1976 > l_1978;
const bool l_1980 = l_1976 == l_1978;
const uint64_t l_1981 = l_mut_62 & uint64_t(1);
const bool l_1982 = l_1981 == uint64_t(1);
const bool l_1983 = l_1980 && l_1982;
const bool l_1984 = l_1979 || l_1983;
if (l_1984) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1985 = l_mut_62 << l_1973;
l_mut_66 = l_1985;
const int l_1986 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_1987 = l_mut_62 != uint64_t(0);
if (l_1987) {
const uint l_1988 = uint(clz(l_mut_62));
const int l_1989 = int(l_1988);
const int l_1990 = int(64) - l_1989;
const int l_1991 = l_1990 - int(1);
const int l_1992 = l_1991 + l_1986;
const int l_1993 = l_1992 + int(127);
const bool l_1994 = l_1993 >= int(255);
if (l_1994) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1995 = l_1993 >= int(1);
if (l_1995) {
const bool l_1996 = l_1990 > int(24);
if (l_1996) {
const int l_1997 = l_1990 - int(24);
const uint64_t l_1998 = uint64_t(l_1997);
const uint64_t l_1999 = l_mut_62 >> l_1998;
l_mut_40 = l_1999;
} else {
const int l_2000 = int(24) - l_1990;
const uint64_t l_2001 = uint64_t(l_2000);
const uint64_t l_2002 = l_mut_62 << l_2001;
l_mut_40 = l_2002;
}
const uint l_2003 = uint(l_1993);
const uint l_2004 = l_2003 << uint(23);
const uint l_2005 = uint(l_mut_40);
const uint l_2006 = l_2005 & uint(8388607);
const uint l_2007 = l_2004 | l_2006;
l_mut_15 = l_2007;
} else {
const int l_2008 = l_1986 + int(149);
const bool l_2009 = l_2008 >= int(0);
if (l_2009) {
const uint64_t l_2010 = uint64_t(l_2008);
const uint64_t l_2011 = l_mut_62 << l_2010;
l_mut_40 = l_2011;
} else {
const int l_2012 = int(0) - l_2008;
const uint64_t l_2013 = uint64_t(l_2012);
const uint64_t l_2014 = l_mut_62 >> l_2013;
l_mut_40 = l_2014;
}
const uint l_2015 = uint(l_mut_40);
l_mut_15 = l_2015;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_2016 = l_mut_170 | l_1902;
const float l_2017 = reinterpret_cast<thread float const&>(l_2016);
l_mut_1708 = l_2017;
l_mut_2018 = float(0.0);
const bool l_2019 = l_mut_92 > l_mut_66;
if (l_2019) {
const uint64_t l_2020 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_2021 = l_2020 != uint64_t(0);
if (l_2021) {
const uint l_2022 = uint(clz(l_2020));
const int l_2023 = int(l_2022);
const int l_2024 = int(64) - l_2023;
const int l_2025 = l_2024 - int(1);
const int l_2026 = l_2025 + l_mut_44;
const int l_2027 = l_2026 + int(127);
const int l_2028 = int(-149) - l_mut_44;
l_mut_29 = l_2028;
const bool l_2029 = l_2027 >= int(1);
if (l_2029) {
const int l_2030 = l_2024 - int(24);
l_mut_29 = l_2030;
}
const bool l_2031 = l_mut_29 <= int(0);
if (l_2031) {
l_mut_14 = uint(0);
const bool l_2032 = l_2020 != uint64_t(0);
if (l_2032) {
const uint l_2033 = uint(clz(l_2020));
const int l_2034 = int(l_2033);
const int l_2035 = int(64) - l_2034;
const int l_2036 = l_2035 - int(1);
const int l_2037 = l_2036 + l_mut_44;
const int l_2038 = l_2037 + int(127);
const bool l_2039 = l_2038 >= int(255);
if (l_2039) {
l_mut_14 = uint(2139095040);
} else {
const bool l_2040 = l_2038 >= int(1);
if (l_2040) {
const bool l_2041 = l_2035 > int(24);
if (l_2041) {
const int l_2042 = l_2035 - int(24);
const uint64_t l_2043 = uint64_t(l_2042);
const uint64_t l_2044 = l_2020 >> l_2043;
l_mut_40 = l_2044;
} else {
const int l_2045 = int(24) - l_2035;
const uint64_t l_2046 = uint64_t(l_2045);
const uint64_t l_2047 = l_2020 << l_2046;
l_mut_40 = l_2047;
}
const uint l_2048 = uint(l_2038);
const uint l_2049 = l_2048 << uint(23);
const uint l_2050 = uint(l_mut_40);
const uint l_2051 = l_2050 & uint(8388607);
const uint l_2052 = l_2049 | l_2051;
l_mut_14 = l_2052;
} else {
const int l_2053 = l_mut_44 + int(149);
const bool l_2054 = l_2053 >= int(0);
if (l_2054) {
const uint64_t l_2055 = uint64_t(l_2053);
const uint64_t l_2056 = l_2020 << l_2055;
l_mut_40 = l_2056;
} else {
const int l_2057 = int(0) - l_2053;
const uint64_t l_2058 = uint64_t(l_2057);
const uint64_t l_2059 = l_2020 >> l_2058;
l_mut_40 = l_2059;
}
const uint l_2060 = uint(l_mut_40);
l_mut_14 = l_2060;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_2020;
} else {
const bool l_2061 = l_mut_29 <= l_2024;
if (l_2061) {
const uint64_t l_2062 = uint64_t(l_mut_29);
const uint64_t l_2063 = l_2020 >> l_2062;
l_mut_40 = l_2063;
const uint64_t l_2064 = l_mut_40 << l_2062;
const uint64_t l_2065 = l_2020 - l_2064;
const uint64_t l_2066 = l_2062 - uint64_t(1);
const uint64_t l_2067 = uint64_t(1) << l_2066;
const bool l_2068 = l_2065 > l_2067;
const bool l_2069 = l_2065 == l_2067;
const uint64_t l_2070 = l_mut_40 & uint64_t(1);
const bool l_2071 = l_2070 == uint64_t(1);
const bool l_2072 = l_2069 && l_2071;
const bool l_2073 = l_2068 || l_2072;
if (l_2073) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_2074 = l_mut_40 << l_2062;
l_mut_62 = l_2074;
const int l_2075 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_2076 = l_mut_40 != uint64_t(0);
if (l_2076) {
const uint l_2077 = uint(clz(l_mut_40));
const int l_2078 = int(l_2077);
const int l_2079 = int(64) - l_2078;
const int l_2080 = l_2079 - int(1);
const int l_2081 = l_2080 + l_2075;
const int l_2082 = l_2081 + int(127);
const bool l_2083 = l_2082 >= int(255);
if (l_2083) {
l_mut_14 = uint(2139095040);
} else {
const bool l_2084 = l_2082 >= int(1);
if (l_2084) {
const bool l_2085 = l_2079 > int(24);
if (l_2085) {
const int l_2086 = l_2079 - int(24);
const uint64_t l_2087 = uint64_t(l_2086);
const uint64_t l_2088 = l_mut_40 >> l_2087;
l_mut_25 = l_2088;
} else {
const int l_2089 = int(24) - l_2079;
const uint64_t l_2090 = uint64_t(l_2089);
const uint64_t l_2091 = l_mut_40 << l_2090;
l_mut_25 = l_2091;
}
const uint l_2092 = uint(l_2082);
const uint l_2093 = l_2092 << uint(23);
const uint l_2094 = uint(l_mut_25);
const uint l_2095 = l_2094 & uint(8388607);
const uint l_2096 = l_2093 | l_2095;
l_mut_14 = l_2096;
} else {
const int l_2097 = l_2075 + int(149);
const bool l_2098 = l_2097 >= int(0);
if (l_2098) {
const uint64_t l_2099 = uint64_t(l_2097);
const uint64_t l_2100 = l_mut_40 << l_2099;
l_mut_25 = l_2100;
} else {
const int l_2101 = int(0) - l_2097;
const uint64_t l_2102 = uint64_t(l_2101);
const uint64_t l_2103 = l_mut_40 >> l_2102;
l_mut_25 = l_2103;
}
const uint l_2104 = uint(l_mut_25);
l_mut_14 = l_2104;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_2105 = l_mut_15 | l_1902;
const float l_2106 = reinterpret_cast<thread float const&>(l_2105);
l_mut_2018 = l_2106;
} else {
const bool l_2107 = l_mut_66 > l_mut_92;
if (l_2107) {
const uint64_t l_2108 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_2109 = l_2108 != uint64_t(0);
if (l_2109) {
const uint l_2110 = uint(clz(l_2108));
const int l_2111 = int(l_2110);
const int l_2112 = int(64) - l_2111;
const int l_2113 = l_2112 - int(1);
const int l_2114 = l_2113 + l_mut_44;
const int l_2115 = l_2114 + int(127);
const int l_2116 = int(-149) - l_mut_44;
l_mut_29 = l_2116;
const bool l_2117 = l_2115 >= int(1);
if (l_2117) {
const int l_2118 = l_2112 - int(24);
l_mut_29 = l_2118;
}
const bool l_2119 = l_mut_29 <= int(0);
if (l_2119) {
l_mut_14 = uint(0);
const bool l_2120 = l_2108 != uint64_t(0);
if (l_2120) {
const uint l_2121 = uint(clz(l_2108));
const int l_2122 = int(l_2121);
const int l_2123 = int(64) - l_2122;
const int l_2124 = l_2123 - int(1);
const int l_2125 = l_2124 + l_mut_44;
const int l_2126 = l_2125 + int(127);
const bool l_2127 = l_2126 >= int(255);
if (l_2127) {
l_mut_14 = uint(2139095040);
} else {
const bool l_2128 = l_2126 >= int(1);
if (l_2128) {
const bool l_2129 = l_2123 > int(24);
if (l_2129) {
const int l_2130 = l_2123 - int(24);
const uint64_t l_2131 = uint64_t(l_2130);
const uint64_t l_2132 = l_2108 >> l_2131;
l_mut_62 = l_2132;
} else {
const int l_2133 = int(24) - l_2123;
const uint64_t l_2134 = uint64_t(l_2133);
const uint64_t l_2135 = l_2108 << l_2134;
l_mut_62 = l_2135;
}
const uint l_2136 = uint(l_2126);
const uint l_2137 = l_2136 << uint(23);
const uint l_2138 = uint(l_mut_62);
const uint l_2139 = l_2138 & uint(8388607);
const uint l_2140 = l_2137 | l_2139;
l_mut_14 = l_2140;
} else {
const int l_2141 = l_mut_44 + int(149);
const bool l_2142 = l_2141 >= int(0);
if (l_2142) {
const uint64_t l_2143 = uint64_t(l_2141);
const uint64_t l_2144 = l_2108 << l_2143;
l_mut_62 = l_2144;
} else {
const int l_2145 = int(0) - l_2141;
const uint64_t l_2146 = uint64_t(l_2145);
const uint64_t l_2147 = l_2108 >> l_2146;
l_mut_62 = l_2147;
}
const uint l_2148 = uint(l_mut_62);
l_mut_14 = l_2148;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_2108;
} else {
const bool l_2149 = l_mut_29 <= l_2112;
if (l_2149) {
const uint64_t l_2150 = uint64_t(l_mut_29);
const uint64_t l_2151 = l_2108 >> l_2150;
l_mut_62 = l_2151;
const uint64_t l_2152 = l_mut_62 << l_2150;
const uint64_t l_2153 = l_2108 - l_2152;
const uint64_t l_2154 = l_2150 - uint64_t(1);
const uint64_t l_2155 = uint64_t(1) << l_2154;
const bool l_2156 = l_2153 > l_2155;
const bool l_2157 = l_2153 == l_2155;
const uint64_t l_2158 = l_mut_62 & uint64_t(1);
const bool l_2159 = l_2158 == uint64_t(1);
const bool l_2160 = l_2157 && l_2159;
const bool l_2161 = l_2156 || l_2160;
if (l_2161) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_2162 = l_mut_62 << l_2150;
l_mut_92 = l_2162;
const int l_2163 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_2164 = l_mut_62 != uint64_t(0);
if (l_2164) {
const uint l_2165 = uint(clz(l_mut_62));
const int l_2166 = int(l_2165);
const int l_2167 = int(64) - l_2166;
const int l_2168 = l_2167 - int(1);
const int l_2169 = l_2168 + l_2163;
const int l_2170 = l_2169 + int(127);
const bool l_2171 = l_2170 >= int(255);
if (l_2171) {
l_mut_14 = uint(2139095040);
} else {
const bool l_2172 = l_2170 >= int(1);
if (l_2172) {
const bool l_2173 = l_2167 > int(24);
if (l_2173) {
const int l_2174 = l_2167 - int(24);
const uint64_t l_2175 = uint64_t(l_2174);
const uint64_t l_2176 = l_mut_62 >> l_2175;
l_mut_40 = l_2176;
} else {
const int l_2177 = int(24) - l_2167;
const uint64_t l_2178 = uint64_t(l_2177);
const uint64_t l_2179 = l_mut_62 << l_2178;
l_mut_40 = l_2179;
}
const uint l_2180 = uint(l_2170);
const uint l_2181 = l_2180 << uint(23);
const uint l_2182 = uint(l_mut_40);
const uint l_2183 = l_2182 & uint(8388607);
const uint l_2184 = l_2181 | l_2183;
l_mut_14 = l_2184;
} else {
const int l_2185 = l_2163 + int(149);
const bool l_2186 = l_2185 >= int(0);
if (l_2186) {
const uint64_t l_2187 = uint64_t(l_2185);
const uint64_t l_2188 = l_mut_62 << l_2187;
l_mut_40 = l_2188;
} else {
const int l_2189 = int(0) - l_2185;
const uint64_t l_2190 = uint64_t(l_2189);
const uint64_t l_2191 = l_mut_62 >> l_2190;
l_mut_40 = l_2191;
}
const uint l_2192 = uint(l_mut_40);
l_mut_14 = l_2192;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_2193 = l_1902 ^ uint(2147483648);
const uint l_2194 = l_mut_15 | l_2193;
const float l_2195 = reinterpret_cast<thread float const&>(l_2194);
l_mut_2018 = l_2195;
}
}
l_mut_1918 = l_mut_2018;
}
}
}
const uint l_2239 = info.static_meta[uint(3)];
const uint l_2240 = l_2239 * uint(1);
const bool l_2241 = l_mut_4 < l_2240;
if (l_2241) {
buffer_3[l_mut_4] = l_mut_1398;
}
const uint l_2196 = l_1 + l_mut_4;
const uint l_2242 = info.static_meta[uint(3)];
const uint l_2243 = l_2242 * uint(1);
const bool l_2244 = l_2196 < l_2243;
if (l_2244) {
buffer_3[l_2196] = l_mut_1708;
}
}

}
