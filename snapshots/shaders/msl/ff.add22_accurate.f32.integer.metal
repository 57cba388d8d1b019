
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
float l_mut_1090;
float l_mut_156;
float l_mut_368;
float l_mut_468;
float l_mut_50;
float l_mut_51;
float l_mut_679;
float l_mut_779;
float l_mut_990;
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
const uint l_1269 = info.static_meta[uint(2)];
const uint l_1270 = l_1269 * uint(1);
const bool l_1271 = uint(0) < l_1270;
const uint l_1272 = l_1270 - uint(1);
const uint l_1273 = min(uint(0), l_1272);
const float l_1274 = buffer_2[l_1273];
const float l_1275 = (l_1271) ? l_1274 : float(0.0);
const float l_2 = l_1275;
const uint l_1276 = info.static_meta[uint(2)];
const uint l_1277 = l_1276 * uint(1);
const bool l_1278 = uint(1) < l_1277;
const uint l_1279 = l_1277 - uint(1);
const uint l_1280 = min(uint(1), l_1279);
const float l_1281 = buffer_2[l_1280];
const float l_1282 = (l_1278) ? l_1281 : float(0.0);
const float l_3 = l_1282;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_1283 = info.static_meta[uint(0)];
const uint l_1284 = l_1283 * uint(1);
const bool l_1285 = l_mut_4 < l_1284;
const uint l_1286 = l_1284 - uint(1);
const uint l_1287 = min(l_mut_4, l_1286);
const float l_1288 = buffer_0[l_1287];
const float l_1289 = (l_1285) ? l_1288 : float(0.0);
const float l_6 = l_1289;
const uint l_7 = l_1 + l_mut_4;
const uint l_1290 = info.static_meta[uint(0)];
const uint l_1291 = l_1290 * uint(1);
const bool l_1292 = l_7 < l_1291;
const uint l_1293 = l_1291 - uint(1);
const uint l_1294 = min(l_7, l_1293);
const float l_1295 = buffer_0[l_1294];
const float l_1296 = (l_1292) ? l_1295 : float(0.0);
const float l_8 = l_1296;
const uint l_1297 = info.static_meta[uint(1)];
const uint l_1298 = l_1297 * uint(1);
const bool l_1299 = l_mut_4 < l_1298;
const uint l_1300 = l_1298 - uint(1);
const uint l_1301 = min(l_mut_4, l_1300);
const float l_1302 = buffer_1[l_1301];
const float l_1303 = (l_1299) ? l_1302 : float(0.0);
const float l_9 = l_1303;
const uint l_10 = l_1 + l_mut_4;
const uint l_1304 = info.static_meta[uint(1)];
const uint l_1305 = l_1304 * uint(1);
const bool l_1306 = l_10 < l_1305;
const uint l_1307 = l_1305 - uint(1);
const uint l_1308 = min(l_10, l_1307);
const float l_1309 = buffer_1[l_1308];
const float l_1310 = (l_1306) ? l_1309 : float(0.0);
const float l_11 = l_1310;
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
const float l_646 = l_mut_51 + l_mut_156;
const uint l_647 = reinterpret_cast<thread uint const&>(l_mut_50);
const uint l_648 = reinterpret_cast<thread uint const&>(l_646);
l_mut_170 = l_647;
l_mut_15 = l_648;
const uint l_649 = l_648 & uint(2147483647);
const uint l_650 = l_647 & uint(2147483647);
const bool l_651 = l_649 > l_650;
if (l_651) {
l_mut_170 = l_648;
l_mut_15 = l_647;
}
const uint l_652 = l_mut_170 >> uint(23);
const uint l_653 = l_652 & uint(255);
const uint l_654 = l_mut_170 & uint(8388607);
const bool l_655 = l_653 != uint(0);
if (l_655) {
const uint l_656 = l_654 | uint(8388608);
const uint64_t l_657 = uint64_t(l_656);
l_mut_228 = l_657;
} else {
const uint64_t l_658 = uint64_t(l_654);
l_mut_228 = l_658;
}
if (l_655) {
const int l_659 = int(l_653);
const int l_660 = l_659 - int(150);
l_mut_75 = l_660;
} else {
const int l_661 = int(uint(1));
const int l_662 = l_661 - int(150);
l_mut_75 = l_662;
}
const uint l_663 = l_mut_170 & uint(2147483648);
const bool l_664 = l_653 == uint(255);
const uint l_665 = l_mut_15 >> uint(23);
const uint l_666 = l_665 & uint(255);
const uint l_667 = l_mut_15 & uint(8388607);
const bool l_668 = l_666 != uint(0);
if (l_668) {
const uint l_669 = l_667 | uint(8388608);
const uint64_t l_670 = uint64_t(l_669);
l_mut_137 = l_670;
} else {
const uint64_t l_671 = uint64_t(l_667);
l_mut_137 = l_671;
}
if (l_668) {
const int l_672 = int(l_666);
const int l_673 = l_672 - int(150);
l_mut_44 = l_673;
} else {
const int l_674 = int(uint(1));
const int l_675 = l_674 - int(150);
l_mut_44 = l_675;
}
const uint l_676 = l_mut_15 & uint(2147483648);
const bool l_677 = l_666 == uint(255);
const float l_678 = l_mut_50 + l_646;
l_mut_468 = l_678;
l_mut_679 = float(0.0);
const bool l_680 = !l_664;
const bool l_681 = l_mut_137 != uint64_t(0);
const bool l_682 = l_680 && l_681;
if (l_682) {
const int l_683 = l_mut_75 - l_mut_44;
const bool l_684 = l_683 >= int(26);
if (l_684) {
const float l_685 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_468 = l_685;
const float l_686 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_679 = l_686;
} else {
const uint64_t l_687 = uint64_t(l_683);
const uint64_t l_688 = l_mut_228 << l_687;
const uint64_t l_689 = l_688 - l_mut_137;
l_mut_92 = l_689;
const bool l_690 = l_663 == l_676;
if (l_690) {
const uint64_t l_691 = l_688 + l_mut_137;
l_mut_92 = l_691;
}
const bool l_692 = l_mut_92 == uint64_t(0);
if (l_692) {
l_mut_468 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_693 = l_mut_92 != uint64_t(0);
if (l_693) {
const uint l_694 = uint(clz(l_mut_92));
const int l_695 = int(l_694);
const int l_696 = int(64) - l_695;
const int l_697 = l_696 - int(1);
const int l_698 = l_697 + l_mut_44;
const int l_699 = l_698 + int(127);
const int l_700 = int(-149) - l_mut_44;
l_mut_29 = l_700;
const bool l_701 = l_699 >= int(1);
if (l_701) {
const int l_702 = l_696 - int(24);
l_mut_29 = l_702;
}
const bool l_703 = l_mut_29 <= int(0);
if (l_703) {
l_mut_15 = uint(0);
const bool l_704 = l_mut_92 != uint64_t(0);
if (l_704) {
const uint l_705 = uint(clz(l_mut_92));
const int l_706 = int(l_705);
const int l_707 = int(64) - l_706;
const int l_708 = l_707 - int(1);
const int l_709 = l_708 + l_mut_44;
const int l_710 = l_709 + int(127);
const bool l_711 = l_710 >= int(255);
if (l_711) {
l_mut_15 = uint(2139095040);
} else {
const bool l_712 = l_710 >= int(1);
if (l_712) {
const bool l_713 = l_707 > int(24);
if (l_713) {
const int l_714 = l_707 - int(24);
const uint64_t l_715 = uint64_t(l_714);
const uint64_t l_716 = l_mut_92 >> l_715;
l_mut_62 = l_716;
} else {
const int l_717 = int(24) - l_707;
const uint64_t l_718 = uint64_t(l_717);
const uint64_t l_719 = l_mut_92 << l_718;
l_mut_62 = l_719;
}
const uint l_720 = uint(l_710);
const uint l_721 = l_720 << uint(23);
const uint l_722 = uint(l_mut_62);
const uint l_723 = l_722 & uint(8388607);
const uint l_724 = l_721 | l_723;
l_mut_15 = l_724;
} else {
const int l_725 = l_mut_44 + int(149);
const bool l_726 = l_725 >= int(0);
if (l_726) {
const uint64_t l_727 = uint64_t(l_725);
const uint64_t l_728 = l_mut_92 << l_727;
l_mut_62 = l_728;
} else {
const int l_729 = int(0) - l_725;
const uint64_t l_730 = uint64_t(l_729);
const uint64_t l_731 = l_mut_92 >> l_730;
l_mut_62 = l_731;
}
const uint l_732 = uint(l_mut_62);
l_mut_15 = l_732;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_733 = l_mut_29 <= l_696;
if (l_733) {
const uint64_t l_734 = uint64_t(l_mut_29);
const uint64_t l_735 = l_mut_92 >> l_734;
l_mut_62 = l_735;
const uint64_t l_736 = l_mut_62 << l_734;
const uint64_t l_737 = l_mut_92 - l_736;
const uint64_t l_738 = l_734 - uint64_t(1);
const uint64_t l_739 = uint64_t(1) << l_738;
const bool l_740 = l_737 > l_739;
const bool l_741 = l_737 == l_739;
const uint64_t l_742 = l_mut_62 & uint64_t(1);
const bool l_743 = l_742 == uint64_t(1);
const bool l_744 = l_741 && l_743;
const bool l_745 = l_740 || l_744;
if (l_745) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_746 = l_mut_62 << l_734;
l_mut_66 = l_746;
const int l_747 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_748 = l_mut_62 != uint64_t(0);
if (l_748) {
const uint l_749 = uint(clz(l_mut_62));
const int l_750 = int(l_749);
const int l_751 = int(64) - l_750;
const int l_752 = l_751 - int(1);
const int l_753 = l_752 + l_747;
const int l_754 = l_753 + int(127);
const bool l_755 = l_754 >= int(255);
if (l_755) {
l_mut_15 = uint(2139095040);
} else {
const bool l_756 = l_754 >= int(1);
if (l_756) {
const bool l_757 = l_751 > int(24);
if (l_757) {
const int l_758 = l_751 - int(24);
const uint64_t l_759 = uint64_t(l_758);
const uint64_t l_760 = l_mut_62 >> l_759;
l_mut_40 = l_760;
} else {
const int l_761 = int(24) - l_751;
const uint64_t l_762 = uint64_t(l_761);
const uint64_t l_763 = l_mut_62 << l_762;
l_mut_40 = l_763;
}
const uint l_764 = uint(l_754);
const uint l_765 = l_764 << uint(23);
const uint l_766 = uint(l_mut_40);
const uint l_767 = l_766 & uint(8388607);
const uint l_768 = l_765 | l_767;
l_mut_15 = l_768;
} else {
const int l_769 = l_747 + int(149);
const bool l_770 = l_769 >= int(0);
if (l_770) {
const uint64_t l_771 = uint64_t(l_769);
const uint64_t l_772 = l_mut_62 << l_771;
l_mut_40 = l_772;
} else {
const int l_773 = int(0) - l_769;
const uint64_t l_774 = uint64_t(l_773);
const uint64_t l_775 = l_mut_62 >> l_774;
l_mut_40 = l_775;
}
const uint l_776 = uint(l_mut_40);
l_mut_15 = l_776;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_777 = l_mut_170 | l_663;
const float l_778 = reinterpret_cast<thread float const&>(l_777);
l_mut_468 = l_778;
l_mut_779 = float(0.0);
const bool l_780 = l_mut_92 > l_mut_66;
if (l_780) {
const uint64_t l_781 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_782 = l_781 != uint64_t(0);
if (l_782) {
const uint l_783 = uint(clz(l_781));
const int l_784 = int(l_783);
const int l_785 = int(64) - l_784;
const int l_786 = l_785 - int(1);
const int l_787 = l_786 + l_mut_44;
const int l_788 = l_787 + int(127);
const int l_789 = int(-149) - l_mut_44;
l_mut_29 = l_789;
const bool l_790 = l_788 >= int(1);
if (l_790) {
const int l_791 = l_785 - int(24);
l_mut_29 = l_791;
}
const bool l_792 = l_mut_29 <= int(0);
if (l_792) {
l_mut_14 = uint(0);
const bool l_793 = l_781 != uint64_t(0);
if (l_793) {
const uint l_794 = uint(clz(l_781));
const int l_795 = int(l_794);
const int l_796 = int(64) - l_795;
const int l_797 = l_796 - int(1);
const int l_798 = l_797 + l_mut_44;
const int l_799 = l_798 + int(127);
const bool l_800 = l_799 >= int(255);
if (l_800) {
l_mut_14 = uint(2139095040);
} else {
const bool l_801 = l_799 >= int(1);
if (l_801) {
const bool l_802 = l_796 > int(24);
if (l_802) {
const int l_803 = l_796 - int(24);
const uint64_t l_804 = uint64_t(l_803);
const uint64_t l_805 = l_781 >> l_804;
l_mut_40 = l_805;
} else {
const int l_806 = int(24) - l_796;
const uint64_t l_807 = uint64_t(l_806);
const uint64_t l_808 = l_781 << l_807;
l_mut_40 = l_808;
}
const uint l_809 = uint(l_799);
const uint l_810 = l_809 << uint(23);
const uint l_811 = uint(l_mut_40);
const uint l_812 = l_811 & uint(8388607);
const uint l_813 = l_810 | l_812;
l_mut_14 = l_813;
} else {
const int l_814 = l_mut_44 + int(149);
const bool l_815 = l_814 >= int(0);
if (l_815) {
const uint64_t l_816 = uint64_t(l_814);
const uint64_t l_817 = l_781 << l_816;
l_mut_40 = l_817;
} else {
const int l_818 = int(0) - l_814;
const uint64_t l_819 = uint64_t(l_818);
const uint64_t l_820 = l_781 >> l_819;
l_mut_40 = l_820;
}
const uint l_821 = uint(l_mut_40);
l_mut_14 = l_821;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_781;
} else {
const bool l_822 = l_mut_29 <= l_785;
if (l_822) {
const uint64_t l_823 = uint64_t(l_mut_29);
const uint64_t l_824 = l_781 >> l_823;
l_mut_40 = l_824;
const uint64_t l_825 = l_mut_40 << l_823;
const uint64_t l_826 = l_781 - l_825;
const uint64_t l_827 = l_823 - uint64_t(1);
const uint64_t l_828 = uint64_t(1) << l_827;
const bool l_829 = l_826 > l_828;
const bool l_830 = l_826 == l_828;
const uint64_t l_831 = l_mut_40 & uint64_t(1);
const bool l_832 = l_831 == uint64_t(1);
const bool l_833 = l_830 && l_832;
const bool l_834 = l_829 || l_833;
if (l_834) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_835 = l_mut_40 << l_823;
l_mut_62 = l_835;
const int l_836 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_837 = l_mut_40 != uint64_t(0);
if (l_837) {
const uint l_838 = uint(clz(l_mut_40));
const int l_839 = int(l_838);
const int l_840 = int(64) - l_839;
const int l_841 = l_840 - int(1);
const int l_842 = l_841 + l_836;
const int l_843 = l_842 + int(127);
const bool l_844 = l_843 >= int(255);
if (l_844) {
l_mut_14 = uint(2139095040);
} else {
const bool l_845 = l_843 >= int(1);
if (l_845) {
const bool l_846 = l_840 > int(24);
if (l_846) {
const int l_847 = l_840 - int(24);
const uint64_t l_848 = uint64_t(l_847);
const uint64_t l_849 = l_mut_40 >> l_848;
l_mut_25 = l_849;
} else {
const int l_850 = int(24) - l_840;
const uint64_t l_851 = uint64_t(l_850);
const uint64_t l_852 = l_mut_40 << l_851;
l_mut_25 = l_852;
}
const uint l_853 = uint(l_843);
const uint l_854 = l_853 << uint(23);
const uint l_855 = uint(l_mut_25);
const uint l_856 = l_855 & uint(8388607);
const uint l_857 = l_854 | l_856;
l_mut_14 = l_857;
} else {
const int l_858 = l_836 + int(149);
const bool l_859 = l_858 >= int(0);
if (l_859) {
const uint64_t l_860 = uint64_t(l_858);
const uint64_t l_861 = l_mut_40 << l_860;
l_mut_25 = l_861;
} else {
const int l_862 = int(0) - l_858;
const uint64_t l_863 = uint64_t(l_862);
const uint64_t l_864 = l_mut_40 >> l_863;
l_mut_25 = l_864;
}
const uint l_865 = uint(l_mut_25);
l_mut_14 = l_865;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_866 = l_mut_15 | l_663;
const float l_867 = reinterpret_cast<thread float const&>(l_866);
l_mut_779 = l_867;
} else {
const bool l_868 = l_mut_66 > l_mut_92;
if (l_868) {
const uint64_t l_869 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_870 = l_869 != uint64_t(0);
if (l_870) {
const uint l_871 = uint(clz(l_869));
const int l_872 = int(l_871);
const int l_873 = int(64) - l_872;
const int l_874 = l_873 - int(1);
const int l_875 = l_874 + l_mut_44;
const int l_876 = l_875 + int(127);
const int l_877 = int(-149) - l_mut_44;
l_mut_29 = l_877;
const bool l_878 = l_876 >= int(1);
if (l_878) {
const int l_879 = l_873 - int(24);
l_mut_29 = l_879;
}
const bool l_880 = l_mut_29 <= int(0);
if (l_880) {
l_mut_14 = uint(0);
const bool l_881 = l_869 != uint64_t(0);
if (l_881) {
const uint l_882 = uint(clz(l_869));
const int l_883 = int(l_882);
const int l_884 = int(64) - l_883;
const int l_885 = l_884 - int(1);
const int l_886 = l_885 + l_mut_44;
const int l_887 = l_886 + int(127);
const bool l_888 = l_887 >= int(255);
if (l_888) {
l_mut_14 = uint(2139095040);
} else {
const bool l_889 = l_887 >= int(1);
if (l_889) {
const bool l_890 = l_884 > int(24);
if (l_890) {
const int l_891 = l_884 - int(24);
const uint64_t l_892 = uint64_t(l_891);
const uint64_t l_893 = l_869 >> l_892;
l_mut_62 = l_893;
} else {
const int l_894 = int(24) - l_884;
const uint64_t l_895 = uint64_t(l_894);
const uint64_t l_896 = l_869 << l_895;
l_mut_62 = l_896;
}
const uint l_897 = uint(l_887);
const uint l_898 = l_897 << uint(23);
const uint l_899 = uint(l_mut_62);
const uint l_900 = l_899 & uint(8388607);
const uint l_901 = l_898 | l_900;
l_mut_14 = l_901;
} else {
const int l_902 = l_mut_44 + int(149);
const bool l_903 = l_902 >= int(0);
if (l_903) {
const uint64_t l_904 = uint64_t(l_902);
const uint64_t l_905 = l_869 << l_904;
l_mut_62 = l_905;
} else {
const int l_906 = int(0) - l_902;
const uint64_t l_907 = uint64_t(l_906);
const uint64_t l_908 = l_869 >> l_907;
l_mut_62 = l_908;
}
const uint l_909 = uint(l_mut_62);
l_mut_14 = l_909;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_869;
} else {
const bool l_910 = l_mut_29 <= l_873;
if (l_910) {
const uint64_t l_911 = uint64_t(l_mut_29);
const uint64_t l_912 = l_869 >> l_911;
l_mut_62 = l_912;
const uint64_t l_913 = l_mut_62 << l_911;
const uint64_t l_914 = l_869 - l_913;
const uint64_t l_915 = l_911 - uint64_t(1);
const uint64_t l_916 = uint64_t(1) << l_915;
const bool l_917 = l_914 > l_916;
const bool l_918 = l_914 == l_916;
const uint64_t l_919 = l_mut_62 & uint64_t(1);
const bool l_920 = l_919 == uint64_t(1);
const bool l_921 = l_918 && l_920;
const bool l_922 = l_917 || l_921;
if (l_922) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_923 = l_mut_62 << l_911;
l_mut_92 = l_923;
const int l_924 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_925 = l_mut_62 != uint64_t(0);
if (l_925) {
const uint l_926 = uint(clz(l_mut_62));
const int l_927 = int(l_926);
const int l_928 = int(64) - l_927;
const int l_929 = l_928 - int(1);
const int l_930 = l_929 + l_924;
const int l_931 = l_930 + int(127);
const bool l_932 = l_931 >= int(255);
if (l_932) {
l_mut_14 = uint(2139095040);
} else {
const bool l_933 = l_931 >= int(1);
if (l_933) {
const bool l_934 = l_928 > int(24);
if (l_934) {
const int l_935 = l_928 - int(24);
const uint64_t l_936 = uint64_t(l_935);
const uint64_t l_937 = l_mut_62 >> l_936;
l_mut_40 = l_937;
} else {
const int l_938 = int(24) - l_928;
const uint64_t l_939 = uint64_t(l_938);
const uint64_t l_940 = l_mut_62 << l_939;
l_mut_40 = l_940;
}
const uint l_941 = uint(l_931);
const uint l_942 = l_941 << uint(23);
const uint l_943 = uint(l_mut_40);
const uint l_944 = l_943 & uint(8388607);
const uint l_945 = l_942 | l_944;
l_mut_14 = l_945;
} else {
const int l_946 = l_924 + int(149);
const bool l_947 = l_946 >= int(0);
if (l_947) {
const uint64_t l_948 = uint64_t(l_946);
const uint64_t l_949 = l_mut_62 << l_948;
l_mut_40 = l_949;
} else {
const int l_950 = int(0) - l_946;
const uint64_t l_951 = uint64_t(l_950);
const uint64_t l_952 = l_mut_62 >> l_951;
l_mut_40 = l_952;
}
const uint l_953 = uint(l_mut_40);
l_mut_14 = l_953;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_954 = l_663 ^ uint(2147483648);
const uint l_955 = l_mut_15 | l_954;
const float l_956 = reinterpret_cast<thread float const&>(l_955);
l_mut_779 = l_956;
}
}
l_mut_679 = l_mut_779;
}
}
}
const float l_957 = l_mut_368 + l_mut_679;
const uint l_958 = reinterpret_cast<thread uint const&>(l_mut_468);
const uint l_959 = reinterpret_cast<thread uint const&>(l_957);
l_mut_170 = l_958;
l_mut_15 = l_959;
const uint l_960 = l_959 & uint(2147483647);
const uint l_961 = l_958 & uint(2147483647);
const bool l_962 = l_960 > l_961;
if (l_962) {
l_mut_170 = l_959;
l_mut_15 = l_958;
}
const uint l_963 = l_mut_170 >> uint(23);
const uint l_964 = l_963 & uint(255);
const uint l_965 = l_mut_170 & uint(8388607);
const bool l_966 = l_964 != uint(0);
if (l_966) {
const uint l_967 = l_965 | uint(8388608);
const uint64_t l_968 = uint64_t(l_967);
l_mut_228 = l_968;
} else {
const uint64_t l_969 = uint64_t(l_965);
l_mut_228 = l_969;
}
if (l_966) {
const int l_970 = int(l_964);
const int l_971 = l_970 - int(150);
l_mut_75 = l_971;
} else {
const int l_972 = int(uint(1));
const int l_973 = l_972 - int(150);
l_mut_75 = l_973;
}
const uint l_974 = l_mut_170 & uint(2147483648);
const bool l_975 = l_964 == uint(255);
const uint l_976 = l_mut_15 >> uint(23);
const uint l_977 = l_976 & uint(255);
const uint l_978 = l_mut_15 & uint(8388607);
const bool l_979 = l_977 != uint(0);
if (l_979) {
const uint l_980 = l_978 | uint(8388608);
const uint64_t l_981 = uint64_t(l_980);
l_mut_137 = l_981;
} else {
const uint64_t l_982 = uint64_t(l_978);
l_mut_137 = l_982;
}
if (l_979) {
const int l_983 = int(l_977);
const int l_984 = l_983 - int(150);
l_mut_44 = l_984;
} else {
const int l_985 = int(uint(1));
const int l_986 = l_985 - int(150);
l_mut_44 = l_986;
}
const uint l_987 = l_mut_15 & uint(2147483648);
const bool l_988 = l_977 == uint(255);
const float l_989 = l_mut_468 + l_957;
l_mut_779 = l_989;
l_mut_990 = float(0.0);
const bool l_991 = !l_975;
const bool l_992 = l_mut_137 != uint64_t(0);
const bool l_993 = l_991 && l_992;
if (l_993) {
const int l_994 = l_mut_75 - l_mut_44;
const bool l_995 = l_994 >= int(26);
if (l_995) {
const float l_996 = reinterpret_cast<thread float const&>(l_mut_170);
l_mut_779 = l_996;
const float l_997 = reinterpret_cast<thread float const&>(l_mut_15);
l_mut_990 = l_997;
} else {
const uint64_t l_998 = uint64_t(l_994);
const uint64_t l_999 = l_mut_228 << l_998;
const uint64_t l_1000 = l_999 - l_mut_137;
l_mut_92 = l_1000;
const bool l_1001 = l_974 == l_987;
if (l_1001) {
const uint64_t l_1002 = l_999 + l_mut_137;
l_mut_92 = l_1002;
}
const bool l_1003 = l_mut_92 == uint64_t(0);
if (l_1003) {
l_mut_779 = float(0.0);
} else {
l_mut_170 = uint(0);
l_mut_66 = uint64_t(0);
const bool l_1004 = l_mut_92 != uint64_t(0);
if (l_1004) {
const uint l_1005 = uint(clz(l_mut_92));
const int l_1006 = int(l_1005);
const int l_1007 = int(64) - l_1006;
const int l_1008 = l_1007 - int(1);
const int l_1009 = l_1008 + l_mut_44;
const int l_1010 = l_1009 + int(127);
const int l_1011 = int(-149) - l_mut_44;
l_mut_29 = l_1011;
const bool l_1012 = l_1010 >= int(1);
if (l_1012) {
const int l_1013 = l_1007 - int(24);
l_mut_29 = l_1013;
}
const bool l_1014 = l_mut_29 <= int(0);
if (l_1014) {
l_mut_15 = uint(0);
const bool l_1015 = l_mut_92 != uint64_t(0);
if (l_1015) {
const uint l_1016 = uint(clz(l_mut_92));
const int l_1017 = int(l_1016);
const int l_1018 = int(64) - l_1017;
const int l_1019 = l_1018 - int(1);
const int l_1020 = l_1019 + l_mut_44;
const int l_1021 = l_1020 + int(127);
const bool l_1022 = l_1021 >= int(255);
if (l_1022) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1023 = l_1021 >= int(1);
if (l_1023) {
const bool l_1024 = l_1018 > int(24);
if (l_1024) {
const int l_1025 = l_1018 - int(24);
const uint64_t l_1026 = uint64_t(l_1025);
const uint64_t l_1027 = l_mut_92 >> l_1026;
l_mut_62 = l_1027;
} else {
const int l_1028 = int(24) - l_1018;
const uint64_t l_1029 = uint64_t(l_1028);
const uint64_t l_1030 = l_mut_92 << l_1029;
l_mut_62 = l_1030;
}
const uint l_1031 = uint(l_1021);
const uint l_1032 = l_1031 << uint(23);
const uint l_1033 = uint(l_mut_62);
const uint l_1034 = l_1033 & uint(8388607);
const uint l_1035 = l_1032 | l_1034;
l_mut_15 = l_1035;
} else {
const int l_1036 = l_mut_44 + int(149);
const bool l_1037 = l_1036 >= int(0);
if (l_1037) {
const uint64_t l_1038 = uint64_t(l_1036);
const uint64_t l_1039 = l_mut_92 << l_1038;
l_mut_62 = l_1039;
} else {
const int l_1040 = int(0) - l_1036;
const uint64_t l_1041 = uint64_t(l_1040);
const uint64_t l_1042 = l_mut_92 >> l_1041;
l_mut_62 = l_1042;
}
const uint l_1043 = uint(l_mut_62);
l_mut_15 = l_1043;
}
}
}
l_mut_170 = l_mut_15;
l_mut_66 = l_mut_92;
} else {
const bool l_1044 = l_mut_29 <= l_1007;
if (l_1044) {
const uint64_t l_1045 = uint64_t(l_mut_29);
const uint64_t l_1046 = l_mut_92 >> l_1045;
l_mut_62 = l_1046;
const uint64_t l_1047 = l_mut_62 << l_1045;
const uint64_t l_1048 = l_mut_92 - l_1047;
const uint64_t l_1049 = l_1045 - uint64_t(1);
const uint64_t l_1050 = uint64_t(1) << l_1049;
const bool l_1051 = l_1048 > l_1050;
const bool l_1052 = l_1048 == l_1050;
const uint64_t l_1053 = l_mut_62 & uint64_t(1);
const bool l_1054 = l_1053 == uint64_t(1);
const bool l_1055 = l_1052 && l_1054;
const bool l_1056 = l_1051 || l_1055;
if (l_1056) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1057 = l_mut_62 << l_1045;
l_mut_66 = l_1057;
const int l_1058 = l_mut_44 + l_mut_29;
l_mut_15 = uint(0);
const bool l_1059 = l_mut_62 != uint64_t(0);
if (l_1059) {
const uint l_1060 = uint(clz(l_mut_62));
const int l_1061 = int(l_1060);
const int l_1062 = int(64) - l_1061;
const int l_1063 = l_1062 - int(1);
const int l_1064 = l_1063 + l_1058;
const int l_1065 = l_1064 + int(127);
const bool l_1066 = l_1065 >= int(255);
if (l_1066) {
l_mut_15 = uint(2139095040);
} else {
const bool l_1067 = l_1065 >= int(1);
if (l_1067) {
const bool l_1068 = l_1062 > int(24);
if (l_1068) {
const int l_1069 = l_1062 - int(24);
const uint64_t l_1070 = uint64_t(l_1069);
const uint64_t l_1071 = l_mut_62 >> l_1070;
l_mut_40 = l_1071;
} else {
const int l_1072 = int(24) - l_1062;
const uint64_t l_1073 = uint64_t(l_1072);
const uint64_t l_1074 = l_mut_62 << l_1073;
l_mut_40 = l_1074;
}
const uint l_1075 = uint(l_1065);
const uint l_1076 = l_1075 << uint(23);
const uint l_1077 = uint(l_mut_40);
const uint l_1078 = l_1077 & uint(8388607);
const uint l_1079 = l_1076 | l_1078;
l_mut_15 = l_1079;
} else {
const int l_1080 = l_1058 + int(149);
const bool l_1081 = l_1080 >= int(0);
if (l_1081) {
const uint64_t l_1082 = uint64_t(l_1080);
const uint64_t l_1083 = l_mut_62 << l_1082;
l_mut_40 = l_1083;
} else {
const int l_1084 = int(0) - l_1080;
const uint64_t l_1085 = uint64_t(l_1084);
const uint64_t l_1086 = l_mut_62 >> l_1085;
l_mut_40 = l_1086;
}
const uint l_1087 = uint(l_mut_40);
l_mut_15 = l_1087;
}
}
}
l_mut_170 = l_mut_15;
}
}
}
const uint l_1088 = l_mut_170 | l_974;
const float l_1089 = reinterpret_cast<thread float const&>(l_1088);
l_mut_779 = l_1089;
l_mut_1090 = float(0.0);
const bool l_1091 = l_mut_92 > l_mut_66;
if (l_1091) {
const uint64_t l_1092 = l_mut_92 - l_mut_66;
l_mut_15 = uint(0);
l_mut_62 = uint64_t(0);
const bool l_1093 = l_1092 != uint64_t(0);
if (l_1093) {
const uint l_1094 = uint(clz(l_1092));
const int l_1095 = int(l_1094);
const int l_1096 = int(64) - l_1095;
const int l_1097 = l_1096 - int(1);
const int l_1098 = l_1097 + l_mut_44;
const int l_1099 = l_1098 + int(127);
const int l_1100 = int(-149) - l_mut_44;
l_mut_29 = l_1100;
const bool l_1101 = l_1099 >= int(1);
if (l_1101) {
const int l_1102 = l_1096 - int(24);
l_mut_29 = l_1102;
}
const bool l_1103 = l_mut_29 <= int(0);
if (l_1103) {
l_mut_14 = uint(0);
const bool l_1104 = l_1092 != uint64_t(0);
if (l_1104) {
const uint l_1105 = uint(clz(l_1092));
const int l_1106 = int(l_1105);
const int l_1107 = int(64) - l_1106;
const int l_1108 = l_1107 - int(1);
const int l_1109 = l_1108 + l_mut_44;
const int l_1110 = l_1109 + int(127);
const bool l_1111 = l_1110 >= int(255);
if (l_1111) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1112 = l_1110 >= int(1);
if (l_1112) {
const bool l_1113 = l_1107 > int(24);
if (l_1113) {
const int l_1114 = l_1107 - int(24);
const uint64_t l_1115 = uint64_t(l_1114);
const uint64_t l_1116 = l_1092 >> l_1115;
l_mut_40 = l_1116;
} else {
const int l_1117 = int(24) - l_1107;
const uint64_t l_1118 = uint64_t(l_1117);
const uint64_t l_1119 = l_1092 << l_1118;
l_mut_40 = l_1119;
}
const uint l_1120 = uint(l_1110);
const uint l_1121 = l_1120 << uint(23);
const uint l_1122 = uint(l_mut_40);
const uint l_1123 = l_1122 & uint(8388607);
const uint l_1124 = l_1121 | l_1123;
l_mut_14 = l_1124;
} else {
const int l_1125 = l_mut_44 + int(149);
const bool l_1126 = l_1125 >= int(0);
if (l_1126) {
const uint64_t l_1127 = uint64_t(l_1125);
const uint64_t l_1128 = l_1092 << l_1127;
l_mut_40 = l_1128;
} else {
const int l_1129 = int(0) - l_1125;
const uint64_t l_1130 = uint64_t(l_1129);
const uint64_t l_1131 = l_1092 >> l_1130;
l_mut_40 = l_1131;
}
const uint l_1132 = uint(l_mut_40);
l_mut_14 = l_1132;
}
}
}
l_mut_15 = l_mut_14;
l_mut_62 = l_1092;
} else {
const bool l_1133 = l_mut_29 <= l_1096;
if (l_1133) {
const uint64_t l_1134 = uint64_t(l_mut_29);
const uint64_t l_1135 = l_1092 >> l_1134;
l_mut_40 = l_1135;
const uint64_t l_1136 = l_mut_40 << l_1134;
const uint64_t l_1137 = l_1092 - l_1136;
const uint64_t l_1138 = l_1134 - uint64_t(1);
const uint64_t l_1139 = uint64_t(1) << l_1138;
const bool l_1140 = l_1137 > l_1139;
const bool l_1141 = l_1137 == l_1139;
const uint64_t l_1142 = l_mut_40 & uint64_t(1);
const bool l_1143 = l_1142 == uint64_t(1);
const bool l_1144 = l_1141 && l_1143;
const bool l_1145 = l_1140 || l_1144;
if (l_1145) {
l_mut_40 = l_mut_40 + uint64_t(1);
}
const uint64_t l_1146 = l_mut_40 << l_1134;
l_mut_62 = l_1146;
const int l_1147 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1148 = l_mut_40 != uint64_t(0);
if (l_1148) {
const uint l_1149 = uint(clz(l_mut_40));
const int l_1150 = int(l_1149);
const int l_1151 = int(64) - l_1150;
const int l_1152 = l_1151 - int(1);
const int l_1153 = l_1152 + l_1147;
const int l_1154 = l_1153 + int(127);
const bool l_1155 = l_1154 >= int(255);
if (l_1155) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1156 = l_1154 >= int(1);
if (l_1156) {
const bool l_1157 = l_1151 > int(24);
if (l_1157) {
const int l_1158 = l_1151 - int(24);
const uint64_t l_1159 = uint64_t(l_1158);
const uint64_t l_1160 = l_mut_40 >> l_1159;
l_mut_25 = l_1160;
} else {
const int l_1161 = int(24) - l_1151;
const uint64_t l_1162 = uint64_t(l_1161);
const uint64_t l_1163 = l_mut_40 << l_1162;
l_mut_25 = l_1163;
}
const uint l_1164 = uint(l_1154);
const uint l_1165 = l_1164 << uint(23);
const uint l_1166 = uint(l_mut_25);
const uint l_1167 = l_1166 & uint(8388607);
const uint l_1168 = l_1165 | l_1167;
l_mut_14 = l_1168;
} else {
const int l_1169 = l_1147 + int(149);
const bool l_1170 = l_1169 >= int(0);
if (l_1170) {
const uint64_t l_1171 = uint64_t(l_1169);
const uint64_t l_1172 = l_mut_40 << l_1171;
l_mut_25 = l_1172;
} else {
const int l_1173 = int(0) - l_1169;
const uint64_t l_1174 = uint64_t(l_1173);
const uint64_t l_1175 = l_mut_40 >> l_1174;
l_mut_25 = l_1175;
}
const uint l_1176 = uint(l_mut_25);
l_mut_14 = l_1176;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1177 = l_mut_15 | l_974;
const float l_1178 = reinterpret_cast<thread float const&>(l_1177);
l_mut_1090 = l_1178;
} else {
const bool l_1179 = l_mut_66 > l_mut_92;
if (l_1179) {
const uint64_t l_1180 = l_mut_66 - l_mut_92;
l_mut_15 = uint(0);
l_mut_92 = uint64_t(0);
const bool l_1181 = l_1180 != uint64_t(0);
if (l_1181) {
const uint l_1182 = uint(clz(l_1180));
const int l_1183 = int(l_1182);
const int l_1184 = int(64) - l_1183;
const int l_1185 = l_1184 - int(1);
const int l_1186 = l_1185 + l_mut_44;
const int l_1187 = l_1186 + int(127);
const int l_1188 = int(-149) - l_mut_44;
l_mut_29 = l_1188;
const bool l_1189 = l_1187 >= int(1);
if (l_1189) {
const int l_1190 = l_1184 - int(24);
l_mut_29 = l_1190;
}
const bool l_1191 = l_mut_29 <= int(0);
if (l_1191) {
l_mut_14 = uint(0);
const bool l_1192 = l_1180 != uint64_t(0);
if (l_1192) {
const uint l_1193 = uint(clz(l_1180));
const int l_1194 = int(l_1193);
const int l_1195 = int(64) - l_1194;
const int l_1196 = l_1195 - int(1);
const int l_1197 = l_1196 + l_mut_44;
const int l_1198 = l_1197 + int(127);
const bool l_1199 = l_1198 >= int(255);
if (l_1199) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1200 = l_1198 >= int(1);
if (l_1200) {
const bool l_1201 = l_1195 > int(24);
if (l_1201) {
const int l_1202 = l_1195 - int(24);
const uint64_t l_1203 = uint64_t(l_1202);
const uint64_t l_1204 = l_1180 >> l_1203;
l_mut_62 = l_1204;
} else {
const int l_1205 = int(24) - l_1195;
const uint64_t l_1206 = uint64_t(l_1205);
const uint64_t l_1207 = l_1180 << l_1206;
l_mut_62 = l_1207;
}
const uint l_1208 = uint(l_1198);
const uint l_1209 = l_1208 << uint(23);
const uint l_1210 = uint(l_mut_62);
const uint l_1211 = l_1210 & uint(8388607);
const uint l_1212 = l_1209 | l_1211;
l_mut_14 = l_1212;
} else {
const int l_1213 = l_mut_44 + int(149);
const bool l_1214 = l_1213 >= int(0);
if (l_1214) {
const uint64_t l_1215 = uint64_t(l_1213);
const uint64_t l_1216 = l_1180 << l_1215;
l_mut_62 = l_1216;
} else {
const int l_1217 = int(0) - l_1213;
const uint64_t l_1218 = uint64_t(l_1217);
const uint64_t l_1219 = l_1180 >> l_1218;
l_mut_62 = l_1219;
}
const uint l_1220 = uint(l_mut_62);
l_mut_14 = l_1220;
}
}
}
l_mut_15 = l_mut_14;
l_mut_92 = l_1180;
} else {
const bool l_1221 = l_mut_29 <= l_1184;
if (l_1221) {
const uint64_t l_1222 = uint64_t(l_mut_29);
const uint64_t l_1223 = l_1180 >> l_1222;
l_mut_62 = l_1223;
const uint64_t l_1224 = l_mut_62 << l_1222;
const uint64_t l_1225 = l_1180 - l_1224;
const uint64_t l_1226 = l_1222 - uint64_t(1);
const uint64_t l_1227 = uint64_t(1) << l_1226;
const bool l_1228 = l_1225 > l_1227;
const bool l_1229 = l_1225 == l_1227;
const uint64_t l_1230 = l_mut_62 & uint64_t(1);
const bool l_1231 = l_1230 == uint64_t(1);
const bool l_1232 = l_1229 && l_1231;
const bool l_1233 = l_1228 || l_1232;
if (l_1233) {
l_mut_62 = l_mut_62 + uint64_t(1);
}
const uint64_t l_1234 = l_mut_62 << l_1222;
l_mut_92 = l_1234;
const int l_1235 = l_mut_44 + l_mut_29;
l_mut_14 = uint(0);
const bool l_1236 = l_mut_62 != uint64_t(0);
if (l_1236) {
const uint l_1237 = uint(clz(l_mut_62));
const int l_1238 = int(l_1237);
const int l_1239 = int(64) - l_1238;
const int l_1240 = l_1239 - int(1);
const int l_1241 = l_1240 + l_1235;
const int l_1242 = l_1241 + int(127);
const bool l_1243 = l_1242 >= int(255);
if (l_1243) {
l_mut_14 = uint(2139095040);
} else {
const bool l_1244 = l_1242 >= int(1);
if (l_1244) {
const bool l_1245 = l_1239 > int(24);
if (l_1245) {
const int l_1246 = l_1239 - int(24);
const uint64_t l_1247 = uint64_t(l_1246);
const uint64_t l_1248 = l_mut_62 >> l_1247;
l_mut_40 = l_1248;
} else {
const int l_1249 = int(24) - l_1239;
const uint64_t l_1250 = uint64_t(l_1249);
const uint64_t l_1251 = l_mut_62 << l_1250;
l_mut_40 = l_1251;
}
const uint l_1252 = uint(l_1242);
const uint l_1253 = l_1252 << uint(23);
const uint l_1254 = uint(l_mut_40);
const uint l_1255 = l_1254 & uint(8388607);
const uint l_1256 = l_1253 | l_1255;
l_mut_14 = l_1256;
} else {
const int l_1257 = l_1235 + int(149);
const bool l_1258 = l_1257 >= int(0);
if (l_1258) {
const uint64_t l_1259 = uint64_t(l_1257);
const uint64_t l_1260 = l_mut_62 << l_1259;
l_mut_40 = l_1260;
} else {
const int l_1261 = int(0) - l_1257;
const uint64_t l_1262 = uint64_t(l_1261);
const uint64_t l_1263 = l_mut_62 >> l_1262;
l_mut_40 = l_1263;
}
const uint l_1264 = uint(l_mut_40);
l_mut_14 = l_1264;
}
}
}
l_mut_15 = l_mut_14;
}
}
}
const uint l_1265 = l_974 ^ uint(2147483648);
const uint l_1266 = l_mut_15 | l_1265;
const float l_1267 = reinterpret_cast<thread float const&>(l_1266);
l_mut_1090 = l_1267;
}
}
l_mut_990 = l_mut_1090;
}
}
}
const uint l_1311 = info.static_meta[uint(3)];
const uint l_1312 = l_1311 * uint(1);
const bool l_1313 = l_mut_4 < l_1312;
if (l_1313) {
buffer_3[l_mut_4] = l_mut_779;
}
const uint l_1268 = l_1 + l_mut_4;
const uint l_1314 = info.static_meta[uint(3)];
const uint l_1315 = l_1314 * uint(1);
const bool l_1316 = l_1268 < l_1315;
if (l_1316) {
buffer_3[l_1268] = l_mut_990;
}
}

}
