
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
float l_mut_151;
float l_mut_364;
float l_mut_464;
float l_mut_46;
float l_mut_47;
float l_mut_676;
float l_mut_776;
int l_mut_25;
int l_mut_40;
int l_mut_69;
uint l_mut_165;
uint l_mut_4;
uint l_mut_59;
uint l_mut_73;
uint64_t l_mut_132;
uint64_t l_mut_21;
uint64_t l_mut_223;
uint64_t l_mut_36;
uint64_t l_mut_535;
uint64_t l_mut_60;
uint64_t l_mut_87;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_1267 = info.static_meta[uint(2)];
const uint l_1268 = l_1267 * uint(1);
const bool l_1269 = uint(0) < l_1268;
const uint l_1270 = l_1268 - uint(1);
const uint l_1271 = min(uint(0), l_1270);
const float l_1272 = buffer_2[l_1271];
const float l_1273 = (l_1269) ? l_1272 : float(0.0);
const float l_2 = l_1273;
const uint l_1274 = info.static_meta[uint(2)];
const uint l_1275 = l_1274 * uint(1);
const bool l_1276 = uint(1) < l_1275;
const uint l_1277 = l_1275 - uint(1);
const uint l_1278 = min(uint(1), l_1277);
const float l_1279 = buffer_2[l_1278];
const float l_1280 = (l_1276) ? l_1279 : float(0.0);
const float l_3 = l_1280;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_1281 = info.static_meta[uint(0)];
const uint l_1282 = l_1281 * uint(1);
const bool l_1283 = l_mut_4 < l_1282;
const uint l_1284 = l_1282 - uint(1);
const uint l_1285 = min(l_mut_4, l_1284);
const float l_1286 = buffer_0[l_1285];
const float l_1287 = (l_1283) ? l_1286 : float(0.0);
const float l_6 = l_1287;
const uint l_7 = l_1 + l_mut_4;
const uint l_1288 = info.static_meta[uint(0)];
const uint l_1289 = l_1288 * uint(1);
const bool l_1290 = l_7 < l_1289;
const uint l_1291 = l_1289 - uint(1);
const uint l_1292 = min(l_7, l_1291);
const float l_1293 = buffer_0[l_1292];
const float l_1294 = (l_1290) ? l_1293 : float(0.0);
const float l_8 = l_1294;
const uint l_1295 = info.static_meta[uint(1)];
const uint l_1296 = l_1295 * uint(1);
const bool l_1297 = l_mut_4 < l_1296;
const uint l_1298 = l_1296 - uint(1);
const uint l_1299 = min(l_mut_4, l_1298);
const float l_1300 = buffer_1[l_1299];
const float l_1301 = (l_1297) ? l_1300 : float(0.0);
const float l_9 = l_1301;
const uint l_10 = l_1 + l_mut_4;
const uint l_1302 = info.static_meta[uint(1)];
const uint l_1303 = l_1302 * uint(1);
const bool l_1304 = l_10 < l_1303;
const uint l_1305 = l_1303 - uint(1);
const uint l_1306 = min(l_10, l_1305);
const float l_1307 = buffer_1[l_1306];
const float l_1308 = (l_1304) ? l_1307 : float(0.0);
const float l_11 = l_1308;
const float l_12 = l_6 / l_9;
const uint l_13 = reinterpret_cast<thread uint const&>(l_9);
const uint l_14 = reinterpret_cast<thread uint const&>(l_12);
const uint l_15 = l_13 >> uint(23);
const uint l_16 = l_15 & uint(255);
const uint l_17 = l_13 & uint(8388607);
const bool l_18 = l_16 != uint(0);
if (l_18) {
const uint l_19 = l_17 | uint(8388608);
const uint64_t l_20 = uint64_t(l_19);
l_mut_21 = l_20;
} else {
const uint64_t l_22 = uint64_t(l_17);
l_mut_21 = l_22;
}
if (l_18) {
const int l_23 = int(l_16);
const int l_24 = l_23 - int(150);
l_mut_25 = l_24;
} else {
const int l_26 = int(uint(1));
const int l_27 = l_26 - int(150);
l_mut_25 = l_27;
}
const uint l_28 = l_13 & uint(2147483648);
const bool l_29 = l_16 == uint(255);
const uint l_30 = l_14 >> uint(23);
const uint l_31 = l_30 & uint(255);
const uint l_32 = l_14 & uint(8388607);
const bool l_33 = l_31 != uint(0);
if (l_33) {
const uint l_34 = l_32 | uint(8388608);
const uint64_t l_35 = uint64_t(l_34);
l_mut_36 = l_35;
} else {
const uint64_t l_37 = uint64_t(l_32);
l_mut_36 = l_37;
}
if (l_33) {
const int l_38 = int(l_31);
const int l_39 = l_38 - int(150);
l_mut_40 = l_39;
} else {
const int l_41 = int(uint(1));
const int l_42 = l_41 - int(150);
l_mut_40 = l_42;
}
const uint l_43 = l_14 & uint(2147483648);
const bool l_44 = l_31 == uint(255);
const float l_45 = l_9 * l_12;
l_mut_46 = l_45;
l_mut_47 = float(0.0);
const bool l_48 = !l_29;
const bool l_49 = !l_44;
const bool l_50 = l_48 && l_49;
const bool l_51 = l_mut_21 != uint64_t(0);
const bool l_52 = l_50 && l_51;
const bool l_53 = l_mut_36 != uint64_t(0);
const bool l_54 = l_52 && l_53;
if (l_54) {
const uint64_t l_55 = l_mut_21 * l_mut_36;
const int l_56 = l_mut_25 + l_mut_40;
const uint l_57 = l_13 ^ l_14;
const uint l_58 = l_57 & uint(2147483648);
l_mut_59 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_61 = l_55 != uint64_t(0);
if (l_61) {
const uint l_62 = uint(clz(l_55));
const int l_63 = int(l_62);
const int l_64 = int(64) - l_63;
const int l_65 = l_64 - int(1);
const int l_66 = l_65 + l_56;
const int l_67 = l_66 + int(127);
const int l_68 = int(-149) - l_56;
l_mut_69 = l_68;
const bool l_70 = l_67 >= int(1);
if (l_70) {
const int l_71 = l_64 - int(24);
l_mut_69 = l_71;
}
const bool l_72 = l_mut_69 <= int(0);
if (l_72) {
l_mut_73 = uint(0);
const bool l_74 = l_55 != uint64_t(0);
if (l_74) {
const uint l_75 = uint(clz(l_55));
const int l_76 = int(l_75);
const int l_77 = int(64) - l_76;
const int l_78 = l_77 - int(1);
const int l_79 = l_78 + l_56;
const int l_80 = l_79 + int(127);
const bool l_81 = l_80 >= int(255);
if (l_81) {
l_mut_73 = uint(2139095040);
} else {
const bool l_82 = l_80 >= int(1);
if (l_82) {
const bool l_83 = l_77 > int(24);
if (l_83) {
const int l_84 = l_77 - int(24);
const uint64_t l_85 = uint64_t(l_84);
const uint64_t l_86 = l_55 >> l_85;
l_mut_87 = l_86;
} else {
const int l_88 = int(24) - l_77;
const uint64_t l_89 = uint64_t(l_88);
const uint64_t l_90 = l_55 << l_89;
l_mut_87 = l_90;
}
const uint l_91 = uint(l_80);
const uint l_92 = l_91 << uint(23);
const uint l_93 = uint(l_mut_87);
const uint l_94 = l_93 & uint(8388607);
const uint l_95 = l_92 | l_94;
l_mut_73 = l_95;
} else {
const int l_96 = l_56 + int(149);
const bool l_97 = l_96 >= int(0);
if (l_97) {
const uint64_t l_98 = uint64_t(l_96);
const uint64_t l_99 = l_55 << l_98;
l_mut_87 = l_99;
} else {
const int l_100 = int(0) - l_96;
const uint64_t l_101 = uint64_t(l_100);
const uint64_t l_102 = l_55 >> l_101;
l_mut_87 = l_102;
}
const uint l_103 = uint(l_mut_87);
l_mut_73 = l_103;
}
}
}
l_mut_59 = l_mut_73;
l_mut_60 = l_55;
} else {
const bool l_104 = l_mut_69 <= l_64;
if (l_104) {
const uint64_t l_105 = uint64_t(l_mut_69);
const uint64_t l_106 = l_55 >> l_105;
l_mut_87 = l_106;
const uint64_t l_107 = l_mut_87 << l_105;
const uint64_t l_108 = l_55 - l_107;
const uint64_t l_109 = l_105 - uint64_t(1);
const uint64_t l_110 = uint64_t(1) << l_109;
const bool l_111 = l_108 > l_110;
const bool l_112 = l_108 == l_110;
const uint64_t l_113 = l_mut_87 & uint64_t(1);
const bool l_114 = l_113 == uint64_t(1);
const bool l_115 = l_112 && l_114;
const bool l_116 = l_111 || l_115;
if (l_116) {
l_mut_87 = l_mut_87 + uint64_t(1);
}
const uint64_t l_117 = l_mut_87 << l_105;
l_mut_60 = l_117;
const int l_118 = l_56 + l_mut_69;
l_mut_73 = uint(0);
const bool l_119 = l_mut_87 != uint64_t(0);
if (l_119) {
const uint l_120 = uint(clz(l_mut_87));
const int l_121 = int(l_120);
const int l_122 = int(64) - l_121;
const int l_123 = l_122 - int(1);
const int l_124 = l_123 + l_118;
const int l_125 = l_124 + int(127);
const bool l_126 = l_125 >= int(255);
if (l_126) {
l_mut_73 = uint(2139095040);
} else {
const bool l_127 = l_125 >= int(1);
if (l_127) {
const bool l_128 = l_122 > int(24);
if (l_128) {
const int l_129 = l_122 - int(24);
const uint64_t l_130 = uint64_t(l_129);
const uint64_t l_131 = l_mut_87 >> l_130;
l_mut_132 = l_131;
} else {
const int l_133 = int(24) - l_122;
const uint64_t l_134 = uint64_t(l_133);
const uint64_t l_135 = l_mut_87 << l_134;
l_mut_132 = l_135;
}
const uint l_136 = uint(l_125);
const uint l_137 = l_136 << uint(23);
const uint l_138 = uint(l_mut_132);
const uint l_139 = l_138 & uint(8388607);
const uint l_140 = l_137 | l_139;
l_mut_73 = l_140;
} else {
const int l_141 = l_118 + int(149);
const bool l_142 = l_141 >= int(0);
if (l_142) {
const uint64_t l_143 = uint64_t(l_141);
const uint64_t l_144 = l_mut_87 << l_143;
l_mut_132 = l_144;
} else {
const int l_145 = int(0) - l_141;
const uint64_t l_146 = uint64_t(l_145);
const uint64_t l_147 = l_mut_87 >> l_146;
l_mut_132 = l_147;
}
const uint l_148 = uint(l_mut_132);
l_mut_73 = l_148;
}
}
}
l_mut_59 = l_mut_73;
}
}
}
const uint l_149 = l_mut_59 | l_58;
const float l_150 = reinterpret_cast<thread float const&>(l_149);
l_mut_46 = l_150;
l_mut_151 = float(0.0);
const bool l_152 = l_55 > l_mut_60;
if (l_152) {
const uint64_t l_153 = l_55 - l_mut_60;
l_mut_73 = uint(0);
l_mut_132 = uint64_t(0);
const bool l_154 = l_153 != uint64_t(0);
if (l_154) {
const uint l_155 = uint(clz(l_153));
const int l_156 = int(l_155);
const int l_157 = int(64) - l_156;
const int l_158 = l_157 - int(1);
const int l_159 = l_158 + l_56;
const int l_160 = l_159 + int(127);
const int l_161 = int(-149) - l_56;
l_mut_69 = l_161;
const bool l_162 = l_160 >= int(1);
if (l_162) {
const int l_163 = l_157 - int(24);
l_mut_69 = l_163;
}
const bool l_164 = l_mut_69 <= int(0);
if (l_164) {
l_mut_165 = uint(0);
const bool l_166 = l_153 != uint64_t(0);
if (l_166) {
const uint l_167 = uint(clz(l_153));
const int l_168 = int(l_167);
const int l_169 = int(64) - l_168;
const int l_170 = l_169 - int(1);
const int l_171 = l_170 + l_56;
const int l_172 = l_171 + int(127);
const bool l_173 = l_172 >= int(255);
if (l_173) {
l_mut_165 = uint(2139095040);
} else {
const bool l_174 = l_172 >= int(1);
if (l_174) {
const bool l_175 = l_169 > int(24);
if (l_175) {
const int l_176 = l_169 - int(24);
const uint64_t l_177 = uint64_t(l_176);
const uint64_t l_178 = l_153 >> l_177;
l_mut_87 = l_178;
} else {
const int l_179 = int(24) - l_169;
const uint64_t l_180 = uint64_t(l_179);
const uint64_t l_181 = l_153 << l_180;
l_mut_87 = l_181;
}
const uint l_182 = uint(l_172);
const uint l_183 = l_182 << uint(23);
const uint l_184 = uint(l_mut_87);
const uint l_185 = l_184 & uint(8388607);
const uint l_186 = l_183 | l_185;
l_mut_165 = l_186;
} else {
const int l_187 = l_56 + int(149);
const bool l_188 = l_187 >= int(0);
if (l_188) {
const uint64_t l_189 = uint64_t(l_187);
const uint64_t l_190 = l_153 << l_189;
l_mut_87 = l_190;
} else {
const int l_191 = int(0) - l_187;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_153 >> l_192;
l_mut_87 = l_193;
}
const uint l_194 = uint(l_mut_87);
l_mut_165 = l_194;
}
}
}
l_mut_73 = l_mut_165;
l_mut_132 = l_153;
} else {
const bool l_195 = l_mut_69 <= l_157;
if (l_195) {
const uint64_t l_196 = uint64_t(l_mut_69);
const uint64_t l_197 = l_153 >> l_196;
l_mut_87 = l_197;
const uint64_t l_198 = l_mut_87 << l_196;
const uint64_t l_199 = l_153 - l_198;
const uint64_t l_200 = l_196 - uint64_t(1);
const uint64_t l_201 = uint64_t(1) << l_200;
const bool l_202 = l_199 > l_201;
const bool l_203 = l_199 == l_201;
const uint64_t l_204 = l_mut_87 & uint64_t(1);
const bool l_205 = l_204 == uint64_t(1);
const bool l_206 = l_203 && l_205;
const bool l_207 = l_202 || l_206;
if (l_207) {
l_mut_87 = l_mut_87 + uint64_t(1);
}
const uint64_t l_208 = l_mut_87 << l_196;
l_mut_132 = l_208;
const int l_209 = l_56 + l_mut_69;
l_mut_165 = uint(0);
const bool l_210 = l_mut_87 != uint64_t(0);
if (l_210) {
const uint l_211 = uint(clz(l_mut_87));
const int l_212 = int(l_211);
const int l_213 = int(64) - l_212;
const int l_214 = l_213 - int(1);
const int l_215 = l_214 + l_209;
const int l_216 = l_215 + int(127);
const bool l_217 = l_216 >= int(255);
if (l_217) {
l_mut_165 = uint(2139095040);
} else {
const bool l_218 = l_216 >= int(1);
if (l_218) {
const bool l_219 = l_213 > int(24);
if (l_219) {
const int l_220 = l_213 - int(24);
const uint64_t l_221 = uint64_t(l_220);
const uint64_t l_222 = l_mut_87 >> l_221;
l_mut_223 = l_222;
} else {
const int l_224 = int(24) - l_213;
const uint64_t l_225 = uint64_t(l_224);
const uint64_t l_226 = l_mut_87 << l_225;
l_mut_223 = l_226;
}
const uint l_227 = uint(l_216);
const uint l_228 = l_227 << uint(23);
const uint l_229 = uint(l_mut_223);
const uint l_230 = l_229 & uint(8388607);
const uint l_231 = l_228 | l_230;
l_mut_165 = l_231;
} else {
const int l_232 = l_209 + int(149);
const bool l_233 = l_232 >= int(0);
if (l_233) {
const uint64_t l_234 = uint64_t(l_232);
const uint64_t l_235 = l_mut_87 << l_234;
l_mut_223 = l_235;
} else {
const int l_236 = int(0) - l_232;
const uint64_t l_237 = uint64_t(l_236);
const uint64_t l_238 = l_mut_87 >> l_237;
l_mut_223 = l_238;
}
const uint l_239 = uint(l_mut_223);
l_mut_165 = l_239;
}
}
}
l_mut_73 = l_mut_165;
}
}
}
const uint l_240 = l_mut_73 | l_58;
const float l_241 = reinterpret_cast<thread float const&>(l_240);
l_mut_151 = l_241;
} else {
const bool l_242 = l_mut_60 > l_55;
if (l_242) {
const uint64_t l_243 = l_mut_60 - l_55;
l_mut_165 = uint(0);
l_mut_223 = uint64_t(0);
const bool l_244 = l_243 != uint64_t(0);
if (l_244) {
const uint l_245 = uint(clz(l_243));
const int l_246 = int(l_245);
const int l_247 = int(64) - l_246;
const int l_248 = l_247 - int(1);
const int l_249 = l_248 + l_56;
const int l_250 = l_249 + int(127);
const int l_251 = int(-149) - l_56;
l_mut_69 = l_251;
const bool l_252 = l_250 >= int(1);
if (l_252) {
const int l_253 = l_247 - int(24);
l_mut_69 = l_253;
}
const bool l_254 = l_mut_69 <= int(0);
if (l_254) {
l_mut_73 = uint(0);
const bool l_255 = l_243 != uint64_t(0);
if (l_255) {
const uint l_256 = uint(clz(l_243));
const int l_257 = int(l_256);
const int l_258 = int(64) - l_257;
const int l_259 = l_258 - int(1);
const int l_260 = l_259 + l_56;
const int l_261 = l_260 + int(127);
const bool l_262 = l_261 >= int(255);
if (l_262) {
l_mut_73 = uint(2139095040);
} else {
const bool l_263 = l_261 >= int(1);
if (l_263) {
const bool l_264 = l_258 > int(24);
if (l_264) {
const int l_265 = l_258 - int(24);
const uint64_t l_266 = uint64_t(l_265);
const uint64_t l_267 = l_243 >> l_266;
l_mut_132 = l_267;
} else {
const int l_268 = int(24) - l_258;
const uint64_t l_269 = uint64_t(l_268);
const uint64_t l_270 = l_243 << l_269;
l_mut_132 = l_270;
}
const uint l_271 = uint(l_261);
const uint l_272 = l_271 << uint(23);
const uint l_273 = uint(l_mut_132);
const uint l_274 = l_273 & uint(8388607);
const uint l_275 = l_272 | l_274;
l_mut_73 = l_275;
} else {
const int l_276 = l_56 + int(149);
const bool l_277 = l_276 >= int(0);
if (l_277) {
const uint64_t l_278 = uint64_t(l_276);
const uint64_t l_279 = l_243 << l_278;
l_mut_132 = l_279;
} else {
const int l_280 = int(0) - l_276;
const uint64_t l_281 = uint64_t(l_280);
const uint64_t l_282 = l_243 >> l_281;
l_mut_132 = l_282;
}
const uint l_283 = uint(l_mut_132);
l_mut_73 = l_283;
}
}
}
l_mut_165 = l_mut_73;
l_mut_223 = l_243;
} else {
const bool l_284 = l_mut_69 <= l_247;
if (l_284) {
const uint64_t l_285 = uint64_t(l_mut_69);
const uint64_t l_286 = l_243 >> l_285;
l_mut_132 = l_286;
const uint64_t l_287 = l_mut_132 << l_285;
const uint64_t l_288 = l_243 - l_287;
const uint64_t l_289 = l_285 - uint64_t(1);
const uint64_t l_290 = uint64_t(1) << l_289;
const bool l_291 = l_288 > l_290;
const bool l_292 = l_288 == l_290;
const uint64_t l_293 = l_mut_132 & uint64_t(1);
const bool l_294 = l_293 == uint64_t(1);
const bool l_295 = l_292 && l_294;
const bool l_296 = l_291 || l_295;
if (l_296) {
l_mut_132 = l_mut_132 + uint64_t(1);
}
const uint64_t l_297 = l_mut_132 << l_285;
l_mut_223 = l_297;
const int l_298 = l_56 + l_mut_69;
l_mut_73 = uint(0);
const bool l_299 = l_mut_132 != uint64_t(0);
if (l_299) {
const uint l_300 = uint(clz(l_mut_132));
const int l_301 = int(l_300);
const int l_302 = int(64) - l_301;
const int l_303 = l_302 - int(1);
const int l_304 = l_303 + l_298;
const int l_305 = l_304 + int(127);
const bool l_306 = l_305 >= int(255);
if (l_306) {
l_mut_73 = uint(2139095040);
} else {
const bool l_307 = l_305 >= int(1);
if (l_307) {
const bool l_308 = l_302 > int(24);
if (l_308) {
const int l_309 = l_302 - int(24);
const uint64_t l_310 = uint64_t(l_309);
const uint64_t l_311 = l_mut_132 >> l_310;
l_mut_87 = l_311;
} else {
const int l_312 = int(24) - l_302;
const uint64_t l_313 = uint64_t(l_312);
const uint64_t l_314 = l_mut_132 << l_313;
l_mut_87 = l_314;
}
const uint l_315 = uint(l_305);
const uint l_316 = l_315 << uint(23);
const uint l_317 = uint(l_mut_87);
const uint l_318 = l_317 & uint(8388607);
const uint l_319 = l_316 | l_318;
l_mut_73 = l_319;
} else {
const int l_320 = l_298 + int(149);
const bool l_321 = l_320 >= int(0);
if (l_321) {
const uint64_t l_322 = uint64_t(l_320);
const uint64_t l_323 = l_mut_132 << l_322;
l_mut_87 = l_323;
} else {
const int l_324 = int(0) - l_320;
const uint64_t l_325 = uint64_t(l_324);
const uint64_t l_326 = l_mut_132 >> l_325;
l_mut_87 = l_326;
}
const uint l_327 = uint(l_mut_87);
l_mut_73 = l_327;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint l_328 = l_58 ^ uint(2147483648);
const uint l_329 = l_mut_165 | l_328;
const float l_330 = reinterpret_cast<thread float const&>(l_329);
l_mut_151 = l_330;
}
}
l_mut_47 = l_mut_151;
}
const float l_331 = l_11 * l_12;
const uint l_332 = reinterpret_cast<thread uint const&>(l_mut_46);
const uint l_333 = reinterpret_cast<thread uint const&>(l_331);
l_mut_165 = l_332;
l_mut_73 = l_333;
const uint l_334 = l_333 & uint(2147483647);
const uint l_335 = l_332 & uint(2147483647);
const bool l_336 = l_334 > l_335;
if (l_336) {
l_mut_165 = l_333;
l_mut_73 = l_332;
}
const uint l_337 = l_mut_165 >> uint(23);
const uint l_338 = l_337 & uint(255);
const uint l_339 = l_mut_165 & uint(8388607);
const bool l_340 = l_338 != uint(0);
if (l_340) {
const uint l_341 = l_339 | uint(8388608);
const uint64_t l_342 = uint64_t(l_341);
l_mut_223 = l_342;
} else {
const uint64_t l_343 = uint64_t(l_339);
l_mut_223 = l_343;
}
if (l_340) {
const int l_344 = int(l_338);
const int l_345 = l_344 - int(150);
l_mut_69 = l_345;
} else {
const int l_346 = int(uint(1));
const int l_347 = l_346 - int(150);
l_mut_69 = l_347;
}
const uint l_348 = l_mut_165 & uint(2147483648);
const bool l_349 = l_338 == uint(255);
const uint l_350 = l_mut_73 >> uint(23);
const uint l_351 = l_350 & uint(255);
const uint l_352 = l_mut_73 & uint(8388607);
const bool l_353 = l_351 != uint(0);
if (l_353) {
const uint l_354 = l_352 | uint(8388608);
const uint64_t l_355 = uint64_t(l_354);
l_mut_132 = l_355;
} else {
const uint64_t l_356 = uint64_t(l_352);
l_mut_132 = l_356;
}
if (l_353) {
const int l_357 = int(l_351);
const int l_358 = l_357 - int(150);
l_mut_40 = l_358;
} else {
const int l_359 = int(uint(1));
const int l_360 = l_359 - int(150);
l_mut_40 = l_360;
}
const uint l_361 = l_mut_73 & uint(2147483648);
const bool l_362 = l_351 == uint(255);
const float l_363 = l_mut_46 + l_331;
l_mut_151 = l_363;
l_mut_364 = float(0.0);
const bool l_365 = !l_349;
const bool l_366 = l_mut_132 != uint64_t(0);
const bool l_367 = l_365 && l_366;
if (l_367) {
const int l_368 = l_mut_69 - l_mut_40;
const bool l_369 = l_368 >= int(26);
if (l_369) {
const float l_370 = reinterpret_cast<thread float const&>(l_mut_165);
l_mut_151 = l_370;
const float l_371 = reinterpret_cast<thread float const&>(l_mut_73);
l_mut_364 = l_371;
} else {
const uint64_t l_372 = uint64_t(l_368);
const uint64_t l_373 = l_mut_223 << l_372;
const uint64_t l_374 = l_373 - l_mut_132;
l_mut_87 = l_374;
const bool l_375 = l_348 == l_361;
if (l_375) {
const uint64_t l_376 = l_373 + l_mut_132;
l_mut_87 = l_376;
}
const bool l_377 = l_mut_87 == uint64_t(0);
if (l_377) {
l_mut_151 = float(0.0);
} else {
l_mut_165 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_378 = l_mut_87 != uint64_t(0);
if (l_378) {
const uint l_379 = uint(clz(l_mut_87));
const int l_380 = int(l_379);
const int l_381 = int(64) - l_380;
const int l_382 = l_381 - int(1);
const int l_383 = l_382 + l_mut_40;
const int l_384 = l_383 + int(127);
const int l_385 = int(-149) - l_mut_40;
l_mut_25 = l_385;
const bool l_386 = l_384 >= int(1);
if (l_386) {
const int l_387 = l_381 - int(24);
l_mut_25 = l_387;
}
const bool l_388 = l_mut_25 <= int(0);
if (l_388) {
l_mut_73 = uint(0);
const bool l_389 = l_mut_87 != uint64_t(0);
if (l_389) {
const uint l_390 = uint(clz(l_mut_87));
const int l_391 = int(l_390);
const int l_392 = int(64) - l_391;
const int l_393 = l_392 - int(1);
const int l_394 = l_393 + l_mut_40;
const int l_395 = l_394 + int(127);
const bool l_396 = l_395 >= int(255);
if (l_396) {
l_mut_73 = uint(2139095040);
} else {
const bool l_397 = l_395 >= int(1);
if (l_397) {
const bool l_398 = l_392 > int(24);
if (l_398) {
const int l_399 = l_392 - int(24);
const uint64_t l_400 = uint64_t(l_399);
const uint64_t l_401 = l_mut_87 >> l_400;
l_mut_36 = l_401;
} else {
const int l_402 = int(24) - l_392;
const uint64_t l_403 = uint64_t(l_402);
const uint64_t l_404 = l_mut_87 << l_403;
l_mut_36 = l_404;
}
const uint l_405 = uint(l_395);
const uint l_406 = l_405 << uint(23);
const uint l_407 = uint(l_mut_36);
const uint l_408 = l_407 & uint(8388607);
const uint l_409 = l_406 | l_408;
l_mut_73 = l_409;
} else {
const int l_410 = l_mut_40 + int(149);
const bool l_411 = l_410 >= int(0);
if (l_411) {
const uint64_t l_412 = uint64_t(l_410);
const uint64_t l_413 = l_mut_87 << l_412;
l_mut_36 = l_413;
} else {
const int l_414 = int(0) - l_410;
const uint64_t l_415 = uint64_t(l_414);
const uint64_t l_416 = l_mut_87 >> l_415;
l_mut_36 = l_416;
}
const uint l_417 = uint(l_mut_36);
l_mut_73 = l_417;
}
}
}
l_mut_165 = l_mut_73;
l_mut_60 = l_mut_87;
} else {
const bool l_418 = l_mut_25 <= l_381;
if (l_418) {
const uint64_t l_419 = uint64_t(l_mut_25);
const uint64_t l_420 = l_mut_87 >> l_419;
l_mut_36 = l_420;
const uint64_t l_421 = l_mut_36 << l_419;
const uint64_t l_422 = l_mut_87 - l_421;
const uint64_t l_423 = l_419 - uint64_t(1);
const uint64_t l_424 = uint64_t(1) << l_423;
const bool l_425 = l_422 > l_424;
const bool l_426 = l_422 == l_424;
const uint64_t l_427 = l_mut_36 & uint64_t(1);
const bool l_428 = l_427 == uint64_t(1);
const bool l_429 = l_426 && l_428;
const bool l_430 = l_425 || l_429;
if (l_430) {
l_mut_36 = l_mut_36 + uint64_t(1);
}
const uint64_t l_431 = l_mut_36 << l_419;
l_mut_60 = l_431;
const int l_432 = l_mut_40 + l_mut_25;
l_mut_73 = uint(0);
const bool l_433 = l_mut_36 != uint64_t(0);
if (l_433) {
const uint l_434 = uint(clz(l_mut_36));
const int l_435 = int(l_434);
const int l_436 = int(64) - l_435;
const int l_437 = l_436 - int(1);
const int l_438 = l_437 + l_432;
const int l_439 = l_438 + int(127);
const bool l_440 = l_439 >= int(255);
if (l_440) {
l_mut_73 = uint(2139095040);
} else {
const bool l_441 = l_439 >= int(1);
if (l_441) {
const bool l_442 = l_436 > int(24);
if (l_442) {
const int l_443 = l_436 - int(24);
const uint64_t l_444 = uint64_t(l_443);
const uint64_t l_445 = l_mut_36 >> l_444;
l_mut_21 = l_445;
} else {
const int l_446 = int(24) - l_436;
const uint64_t l_447 = uint64_t(l_446);
const uint64_t l_448 = l_mut_36 << l_447;
l_mut_21 = l_448;
}
const uint l_449 = uint(l_439);
const uint l_450 = l_449 << uint(23);
const uint l_451 = uint(l_mut_21);
const uint l_452 = l_451 & uint(8388607);
const uint l_453 = l_450 | l_452;
l_mut_73 = l_453;
} else {
const int l_454 = l_432 + int(149);
const bool l_455 = l_454 >= int(0);
if (l_455) {
const uint64_t l_456 = uint64_t(l_454);
const uint64_t l_457 = l_mut_36 << l_456;
l_mut_21 = l_457;
} else {
const int l_458 = int(0) - l_454;
const uint64_t l_459 = uint64_t(l_458);
const uint64_t l_460 = l_mut_36 >> l_459;
l_mut_21 = l_460;
}
const uint l_461 = uint(l_mut_21);
l_mut_73 = l_461;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint l_462 = l_mut_165 | l_348;
const float l_463 = reinterpret_cast<thread float const&>(l_462);
l_mut_151 = l_463;
l_mut_464 = float(0.0);
const bool l_465 = l_mut_87 > l_mut_60;
if (l_465) {
const uint64_t l_466 = l_mut_87 - l_mut_60;
l_mut_73 = uint(0);
l_mut_36 = uint64_t(0);
const bool l_467 = l_466 != uint64_t(0);
if (l_467) {
const uint l_468 = uint(clz(l_466));
const int l_469 = int(l_468);
const int l_470 = int(64) - l_469;
const int l_471 = l_470 - int(1);
const int l_472 = l_471 + l_mut_40;
const int l_473 = l_472 + int(127);
const int l_474 = int(-149) - l_mut_40;
l_mut_25 = l_474;
const bool l_475 = l_473 >= int(1);
if (l_475) {
const int l_476 = l_470 - int(24);
l_mut_25 = l_476;
}
const bool l_477 = l_mut_25 <= int(0);
if (l_477) {
l_mut_59 = uint(0);
const bool l_478 = l_466 != uint64_t(0);
if (l_478) {
const uint l_479 = uint(clz(l_466));
const int l_480 = int(l_479);
const int l_481 = int(64) - l_480;
const int l_482 = l_481 - int(1);
const int l_483 = l_482 + l_mut_40;
const int l_484 = l_483 + int(127);
const bool l_485 = l_484 >= int(255);
if (l_485) {
l_mut_59 = uint(2139095040);
} else {
const bool l_486 = l_484 >= int(1);
if (l_486) {
const bool l_487 = l_481 > int(24);
if (l_487) {
const int l_488 = l_481 - int(24);
const uint64_t l_489 = uint64_t(l_488);
const uint64_t l_490 = l_466 >> l_489;
l_mut_21 = l_490;
} else {
const int l_491 = int(24) - l_481;
const uint64_t l_492 = uint64_t(l_491);
const uint64_t l_493 = l_466 << l_492;
l_mut_21 = l_493;
}
const uint l_494 = uint(l_484);
const uint l_495 = l_494 << uint(23);
const uint l_496 = uint(l_mut_21);
const uint l_497 = l_496 & uint(8388607);
const uint l_498 = l_495 | l_497;
l_mut_59 = l_498;
} else {
const int l_499 = l_mut_40 + int(149);
const bool l_500 = l_499 >= int(0);
if (l_500) {
const uint64_t l_501 = uint64_t(l_499);
const uint64_t l_502 = l_466 << l_501;
l_mut_21 = l_502;
} else {
const int l_503 = int(0) - l_499;
const uint64_t l_504 = uint64_t(l_503);
const uint64_t l_505 = l_466 >> l_504;
l_mut_21 = l_505;
}
const uint l_506 = uint(l_mut_21);
l_mut_59 = l_506;
}
}
}
l_mut_73 = l_mut_59;
l_mut_36 = l_466;
} else {
const bool l_507 = l_mut_25 <= l_470;
if (l_507) {
const uint64_t l_508 = uint64_t(l_mut_25);
const uint64_t l_509 = l_466 >> l_508;
l_mut_21 = l_509;
const uint64_t l_510 = l_mut_21 << l_508;
const uint64_t l_511 = l_466 - l_510;
const uint64_t l_512 = l_508 - uint64_t(1);
const uint64_t l_513 = uint64_t(1) << l_512;
const bool l_514 = l_511 > l_513;
const bool l_515 = l_511 == l_513;
const uint64_t l_516 = l_mut_21 & uint64_t(1);
const bool l_517 = l_516 == uint64_t(1);
const bool l_518 = l_515 && l_517;
const bool l_519 = l_514 || l_518;
if (l_519) {
l_mut_21 = l_mut_21 + uint64_t(1);
}
const uint64_t l_520 = l_mut_21 << l_508;
l_mut_36 = l_520;
const int l_521 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_522 = l_mut_21 != uint64_t(0);
if (l_522) {
const uint l_523 = uint(clz(l_mut_21));
const int l_524 = int(l_523);
const int l_525 = int(64) - l_524;
const int l_526 = l_525 - int(1);
const int l_527 = l_526 + l_521;
const int l_528 = l_527 + int(127);
const bool l_529 = l_528 >= int(255);
if (l_529) {
l_mut_59 = uint(2139095040);
} else {
const bool l_530 = l_528 >= int(1);
if (l_530) {
const bool l_531 = l_525 > int(24);
if (l_531) {
const int l_532 = l_525 - int(24);
const uint64_t l_533 = uint64_t(l_532);
const uint64_t l_534 = l_mut_21 >> l_533;
l_mut_535 = l_534;
} else {
const int l_536 = int(24) - l_525;
const uint64_t l_537 = uint64_t(l_536);
const uint64_t l_538 = l_mut_21 << l_537;
l_mut_535 = l_538;
}
const uint l_539 = uint(l_528);
const uint l_540 = l_539 << uint(23);
const uint l_541 = uint(l_mut_535);
const uint l_542 = l_541 & uint(8388607);
const uint l_543 = l_540 | l_542;
l_mut_59 = l_543;
} else {
const int l_544 = l_521 + int(149);
const bool l_545 = l_544 >= int(0);
if (l_545) {
const uint64_t l_546 = uint64_t(l_544);
const uint64_t l_547 = l_mut_21 << l_546;
l_mut_535 = l_547;
} else {
const int l_548 = int(0) - l_544;
const uint64_t l_549 = uint64_t(l_548);
const uint64_t l_550 = l_mut_21 >> l_549;
l_mut_535 = l_550;
}
const uint l_551 = uint(l_mut_535);
l_mut_59 = l_551;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_552 = l_mut_73 | l_348;
const float l_553 = reinterpret_cast<thread float const&>(l_552);
l_mut_464 = l_553;
} else {
const bool l_554 = l_mut_60 > l_mut_87;
if (l_554) {
const uint64_t l_555 = l_mut_60 - l_mut_87;
l_mut_73 = uint(0);
l_mut_535 = uint64_t(0);
const bool l_556 = l_555 != uint64_t(0);
if (l_556) {
const uint l_557 = uint(clz(l_555));
const int l_558 = int(l_557);
const int l_559 = int(64) - l_558;
const int l_560 = l_559 - int(1);
const int l_561 = l_560 + l_mut_40;
const int l_562 = l_561 + int(127);
const int l_563 = int(-149) - l_mut_40;
l_mut_25 = l_563;
const bool l_564 = l_562 >= int(1);
if (l_564) {
const int l_565 = l_559 - int(24);
l_mut_25 = l_565;
}
const bool l_566 = l_mut_25 <= int(0);
if (l_566) {
l_mut_59 = uint(0);
const bool l_567 = l_555 != uint64_t(0);
if (l_567) {
const uint l_568 = uint(clz(l_555));
const int l_569 = int(l_568);
const int l_570 = int(64) - l_569;
const int l_571 = l_570 - int(1);
const int l_572 = l_571 + l_mut_40;
const int l_573 = l_572 + int(127);
const bool l_574 = l_573 >= int(255);
if (l_574) {
l_mut_59 = uint(2139095040);
} else {
const bool l_575 = l_573 >= int(1);
if (l_575) {
const bool l_576 = l_570 > int(24);
if (l_576) {
const int l_577 = l_570 - int(24);
const uint64_t l_578 = uint64_t(l_577);
const uint64_t l_579 = l_555 >> l_578;
l_mut_87 = l_579;
} else {
const int l_580 = int(24) - l_570;
const uint64_t l_581 = uint64_t(l_580);
const uint64_t l_582 = l_555 << l_581;
l_mut_87 = l_582;
}
const uint l_583 = uint(l_573);
const uint l_584 = l_583 << uint(23);
const uint l_585 = uint(l_mut_87);
const uint l_586 = l_585 & uint(8388607);
const uint l_587 = l_584 | l_586;
l_mut_59 = l_587;
} else {
const int l_588 = l_mut_40 + int(149);
const bool l_589 = l_588 >= int(0);
if (l_589) {
const uint64_t l_590 = uint64_t(l_588);
const uint64_t l_591 = l_555 << l_590;
l_mut_87 = l_591;
} else {
const int l_592 = int(0) - l_588;
const uint64_t l_593 = uint64_t(l_592);
const uint64_t l_594 = l_555 >> l_593;
l_mut_87 = l_594;
}
const uint l_595 = uint(l_mut_87);
l_mut_59 = l_595;
}
}
}
l_mut_73 = l_mut_59;
l_mut_535 = l_555;
} else {
const bool l_596 = l_mut_25 <= l_559;
if (l_596) {
const uint64_t l_597 = uint64_t(l_mut_25);
const uint64_t l_598 = l_555 >> l_597;
l_mut_87 = l_598;
const uint64_t l_599 = l_mut_87 << l_597;
const uint64_t l_600 = l_555 - l_599;
const uint64_t l_601 = l_597 - uint64_t(1);
const uint64_t l_602 = uint64_t(1) << l_601;
const bool l_603 = l_600 > l_602;
const bool l_604 = l_600 == l_602;
const uint64_t l_605 = l_mut_87 & uint64_t(1);
const bool l_606 = l_605 == uint64_t(1);
const bool l_607 = l_604 && l_606;
const bool l_608 = l_603 || l_607;
if (l_608) {
l_mut_87 = l_mut_87 + uint64_t(1);
}
const uint64_t l_609 = l_mut_87 << l_597;
l_mut_535 = l_609;
const int l_610 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_611 = l_mut_87 != uint64_t(0);
if (l_611) {
const uint l_612 = uint(clz(l_mut_87));
const int l_613 = int(l_612);
const int l_614 = int(64) - l_613;
const int l_615 = l_614 - int(1);
const int l_616 = l_615 + l_610;
const int l_617 = l_616 + int(127);
const bool l_618 = l_617 >= int(255);
if (l_618) {
l_mut_59 = uint(2139095040);
} else {
const bool l_619 = l_617 >= int(1);
if (l_619) {
const bool l_620 = l_614 > int(24);
if (l_620) {
const int l_621 = l_614 - int(24);
const uint64_t l_622 = uint64_t(l_621);
const uint64_t l_623 = l_mut_87 >> l_622;
l_mut_36 = l_623;
} else {
const int l_624 = int(24) - l_614;
const uint64_t l_625 = uint64_t(l_624);
const uint64_t l_626 = l_mut_87 << l_625;
l_mut_36 = l_626;
}
const uint l_627 = uint(l_617);
const uint l_628 = l_627 << uint(23);
const uint l_629 = uint(l_mut_36);
const uint l_630 = l_629 & uint(8388607);
const uint l_631 = l_628 | l_630;
l_mut_59 = l_631;
} else {
const int l_632 = l_610 + int(149);
const bool l_633 = l_632 >= int(0);
if (l_633) {
const uint64_t l_634 = uint64_t(l_632);
const uint64_t l_635 = l_mut_87 << l_634;
l_mut_36 = l_635;
} else {
const int l_636 = int(0) - l_632;
const uint64_t l_637 = uint64_t(l_636);
const uint64_t l_638 = l_mut_87 >> l_637;
l_mut_36 = l_638;
}
const uint l_639 = uint(l_mut_36);
l_mut_59 = l_639;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_640 = l_348 ^ uint(2147483648);
const uint l_641 = l_mut_73 | l_640;
const float l_642 = reinterpret_cast<thread float const&>(l_641);
l_mut_464 = l_642;
}
}
l_mut_364 = l_mut_464;
}
}
}
const float l_643 = l_mut_364 + l_mut_47;
const uint l_644 = reinterpret_cast<thread uint const&>(l_mut_151);
const uint l_645 = reinterpret_cast<thread uint const&>(l_643);
l_mut_165 = l_644;
l_mut_73 = l_645;
const uint l_646 = l_645 & uint(2147483647);
const uint l_647 = l_644 & uint(2147483647);
const bool l_648 = l_646 > l_647;
if (l_648) {
l_mut_165 = l_645;
l_mut_73 = l_644;
}
const uint l_649 = l_mut_165 >> uint(23);
const uint l_650 = l_649 & uint(255);
const uint l_651 = l_mut_165 & uint(8388607);
const bool l_652 = l_650 != uint(0);
if (l_652) {
const uint l_653 = l_651 | uint(8388608);
const uint64_t l_654 = uint64_t(l_653);
l_mut_535 = l_654;
} else {
const uint64_t l_655 = uint64_t(l_651);
l_mut_535 = l_655;
}
if (l_652) {
const int l_656 = int(l_650);
const int l_657 = l_656 - int(150);
l_mut_69 = l_657;
} else {
const int l_658 = int(uint(1));
const int l_659 = l_658 - int(150);
l_mut_69 = l_659;
}
const uint l_660 = l_mut_165 & uint(2147483648);
const bool l_661 = l_650 == uint(255);
const uint l_662 = l_mut_73 >> uint(23);
const uint l_663 = l_662 & uint(255);
const uint l_664 = l_mut_73 & uint(8388607);
const bool l_665 = l_663 != uint(0);
if (l_665) {
const uint l_666 = l_664 | uint(8388608);
const uint64_t l_667 = uint64_t(l_666);
l_mut_223 = l_667;
} else {
const uint64_t l_668 = uint64_t(l_664);
l_mut_223 = l_668;
}
if (l_665) {
const int l_669 = int(l_663);
const int l_670 = l_669 - int(150);
l_mut_40 = l_670;
} else {
const int l_671 = int(uint(1));
const int l_672 = l_671 - int(150);
l_mut_40 = l_672;
}
const uint l_673 = l_mut_73 & uint(2147483648);
const bool l_674 = l_663 == uint(255);
const float l_675 = l_mut_151 + l_643;
l_mut_464 = l_675;
l_mut_676 = float(0.0);
const bool l_677 = !l_661;
const bool l_678 = l_mut_223 != uint64_t(0);
const bool l_679 = l_677 && l_678;
if (l_679) {
const int l_680 = l_mut_69 - l_mut_40;
const bool l_681 = l_680 >= int(26);
if (l_681) {
const float l_682 = reinterpret_cast<thread float const&>(l_mut_165);
l_mut_464 = l_682;
const float l_683 = reinterpret_cast<thread float const&>(l_mut_73);
l_mut_676 = l_683;
} else {
const uint64_t l_684 = uint64_t(l_680);
const uint64_t l_685 = l_mut_535 << l_684;
const uint64_t l_686 = l_685 - l_mut_223;
l_mut_132 = l_686;
const bool l_687 = l_660 == l_673;
if (l_687) {
const uint64_t l_688 = l_685 + l_mut_223;
l_mut_132 = l_688;
}
const bool l_689 = l_mut_132 == uint64_t(0);
if (l_689) {
l_mut_464 = float(0.0);
} else {
l_mut_165 = uint(0);
l_mut_87 = uint64_t(0);
const bool l_690 = l_mut_132 != uint64_t(0);
if (l_690) {
const uint l_691 = uint(clz(l_mut_132));
const int l_692 = int(l_691);
const int l_693 = int(64) - l_692;
const int l_694 = l_693 - int(1);
const int l_695 = l_694 + l_mut_40;
const int l_696 = l_695 + int(127);
const int l_697 = int(-149) - l_mut_40;
l_mut_25 = l_697;
const bool l_698 = l_696 >= int(1);
if (l_698) {
const int l_699 = l_693 - int(24);
l_mut_25 = l_699;
}
const bool l_700 = l_mut_25 <= int(0);
if (l_700) {
l_mut_73 = uint(0);
const bool l_701 = l_mut_132 != uint64_t(0);
if (l_701) {
const uint l_702 = uint(clz(l_mut_132));
const int l_703 = int(l_702);
const int l_704 = int(64) - l_703;
const int l_705 = l_704 - int(1);
const int l_706 = l_705 + l_mut_40;
const int l_707 = l_706 + int(127);
const bool l_708 = l_707 >= int(255);
if (l_708) {
l_mut_73 = uint(2139095040);
} else {
const bool l_709 = l_707 >= int(1);
if (l_709) {
const bool l_710 = l_704 > int(24);
if (l_710) {
const int l_711 = l_704 - int(24);
const uint64_t l_712 = uint64_t(l_711);
const uint64_t l_713 = l_mut_132 >> l_712;
l_mut_60 = l_713;
} else {
const int l_714 = int(24) - l_704;
const uint64_t l_715 = uint64_t(l_714);
const uint64_t l_716 = l_mut_132 << l_715;
l_mut_60 = l_716;
}
const uint l_717 = uint(l_707);
const uint l_718 = l_717 << uint(23);
const uint l_719 = uint(l_mut_60);
const uint l_720 = l_719 & uint(8388607);
const uint l_721 = l_718 | l_720;
l_mut_73 = l_721;
} else {
const int l_722 = l_mut_40 + int(149);
const bool l_723 = l_722 >= int(0);
if (l_723) {
const uint64_t l_724 = uint64_t(l_722);
const uint64_t l_725 = l_mut_132 << l_724;
l_mut_60 = l_725;
} else {
const int l_726 = int(0) - l_722;
const uint64_t l_727 = uint64_t(l_726);
const uint64_t l_728 = l_mut_132 >> l_727;
l_mut_60 = l_728;
}
const uint l_729 = uint(l_mut_60);
l_mut_73 = l_729;
}
}
}
l_mut_165 = l_mut_73;
l_mut_87 = l_mut_132;
} else {
const bool l_730 = l_mut_25 <= l_693;
if (l_730) {
const uint64_t l_731 = uint64_t(l_mut_25);
const uint64_t l_732 = l_mut_132 >> l_731;
l_mut_60 = l_732;
const uint64_t l_733 = l_mut_60 << l_731;
const uint64_t l_734 = l_mut_132 - l_733;
const uint64_t l_735 = l_731 - uint64_t(1);
const uint64_t l_736 = uint64_t(1) << l_735;
const bool l_737 = l_734 > l_736;
const bool l_738 = l_734 == l_736;
const uint64_t l_739 = l_mut_60 & uint64_t(1);
const bool l_740 = l_739 == uint64_t(1);
const bool l_741 = l_738 && l_740;
const bool l_742 = l_737 || l_741;
if (l_742) {
l_mut_60 = l_mut_60 + uint64_t(1);
}
const uint64_t l_743 = l_mut_60 << l_731;
l_mut_87 = l_743;
const int l_744 = l_mut_40 + l_mut_25;
l_mut_73 = uint(0);
const bool l_745 = l_mut_60 != uint64_t(0);
if (l_745) {
const uint l_746 = uint(clz(l_mut_60));
const int l_747 = int(l_746);
const int l_748 = int(64) - l_747;
const int l_749 = l_748 - int(1);
const int l_750 = l_749 + l_744;
const int l_751 = l_750 + int(127);
const bool l_752 = l_751 >= int(255);
if (l_752) {
l_mut_73 = uint(2139095040);
} else {
const bool l_753 = l_751 >= int(1);
if (l_753) {
const bool l_754 = l_748 > int(24);
if (l_754) {
const int l_755 = l_748 - int(24);
const uint64_t l_756 = uint64_t(l_755);
const uint64_t l_757 = l_mut_60 >> l_756;
l_mut_36 = l_757;
} else {
const int l_758 = int(24) - l_748;
const uint64_t l_759 = uint64_t(l_758);
const uint64_t l_760 = l_mut_60 << l_759;
l_mut_36 = l_760;
}
const uint l_761 = uint(l_751);
const uint l_762 = l_761 << uint(23);
const uint l_763 = uint(l_mut_36);
const uint l_764 = l_763 & uint(8388607);
const uint l_765 = l_762 | l_764;
l_mut_73 = l_765;
} else {
const int l_766 = l_744 + int(149);
const bool l_767 = l_766 >= int(0);
if (l_767) {
const uint64_t l_768 = uint64_t(l_766);
const uint64_t l_769 = l_mut_60 << l_768;
l_mut_36 = l_769;
} else {
const int l_770 = int(0) - l_766;
const uint64_t l_771 = uint64_t(l_770);
const uint64_t l_772 = l_mut_60 >> l_771;
l_mut_36 = l_772;
}
const uint l_773 = uint(l_mut_36);
l_mut_73 = l_773;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint l_774 = l_mut_165 | l_660;
const float l_775 = reinterpret_cast<thread float const&>(l_774);
l_mut_464 = l_775;
l_mut_776 = float(0.0);
const bool l_777 = l_mut_132 > l_mut_87;
if (l_777) {
const uint64_t l_778 = l_mut_132 - l_mut_87;
l_mut_73 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_779 = l_778 != uint64_t(0);
if (l_779) {
const uint l_780 = uint(clz(l_778));
const int l_781 = int(l_780);
const int l_782 = int(64) - l_781;
const int l_783 = l_782 - int(1);
const int l_784 = l_783 + l_mut_40;
const int l_785 = l_784 + int(127);
const int l_786 = int(-149) - l_mut_40;
l_mut_25 = l_786;
const bool l_787 = l_785 >= int(1);
if (l_787) {
const int l_788 = l_782 - int(24);
l_mut_25 = l_788;
}
const bool l_789 = l_mut_25 <= int(0);
if (l_789) {
l_mut_59 = uint(0);
const bool l_790 = l_778 != uint64_t(0);
if (l_790) {
const uint l_791 = uint(clz(l_778));
const int l_792 = int(l_791);
const int l_793 = int(64) - l_792;
const int l_794 = l_793 - int(1);
const int l_795 = l_794 + l_mut_40;
const int l_796 = l_795 + int(127);
const bool l_797 = l_796 >= int(255);
if (l_797) {
l_mut_59 = uint(2139095040);
} else {
const bool l_798 = l_796 >= int(1);
if (l_798) {
const bool l_799 = l_793 > int(24);
if (l_799) {
const int l_800 = l_793 - int(24);
const uint64_t l_801 = uint64_t(l_800);
const uint64_t l_802 = l_778 >> l_801;
l_mut_36 = l_802;
} else {
const int l_803 = int(24) - l_793;
const uint64_t l_804 = uint64_t(l_803);
const uint64_t l_805 = l_778 << l_804;
l_mut_36 = l_805;
}
const uint l_806 = uint(l_796);
const uint l_807 = l_806 << uint(23);
const uint l_808 = uint(l_mut_36);
const uint l_809 = l_808 & uint(8388607);
const uint l_810 = l_807 | l_809;
l_mut_59 = l_810;
} else {
const int l_811 = l_mut_40 + int(149);
const bool l_812 = l_811 >= int(0);
if (l_812) {
const uint64_t l_813 = uint64_t(l_811);
const uint64_t l_814 = l_778 << l_813;
l_mut_36 = l_814;
} else {
const int l_815 = int(0) - l_811;
const uint64_t l_816 = uint64_t(l_815);
const uint64_t l_817 = l_778 >> l_816;
l_mut_36 = l_817;
}
const uint l_818 = uint(l_mut_36);
l_mut_59 = l_818;
}
}
}
l_mut_73 = l_mut_59;
l_mut_60 = l_778;
} else {
const bool l_819 = l_mut_25 <= l_782;
if (l_819) {
const uint64_t l_820 = uint64_t(l_mut_25);
const uint64_t l_821 = l_778 >> l_820;
l_mut_36 = l_821;
const uint64_t l_822 = l_mut_36 << l_820;
const uint64_t l_823 = l_778 - l_822;
const uint64_t l_824 = l_820 - uint64_t(1);
const uint64_t l_825 = uint64_t(1) << l_824;
const bool l_826 = l_823 > l_825;
const bool l_827 = l_823 == l_825;
const uint64_t l_828 = l_mut_36 & uint64_t(1);
const bool l_829 = l_828 == uint64_t(1);
const bool l_830 = l_827 && l_829;
const bool l_831 = l_826 || l_830;
if (l_831) {
l_mut_36 = l_mut_36 + uint64_t(1);
}
const uint64_t l_832 = l_mut_36 << l_820;
l_mut_60 = l_832;
const int l_833 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_834 = l_mut_36 != uint64_t(0);
if (l_834) {
const uint l_835 = uint(clz(l_mut_36));
const int l_836 = int(l_835);
const int l_837 = int(64) - l_836;
const int l_838 = l_837 - int(1);
const int l_839 = l_838 + l_833;
const int l_840 = l_839 + int(127);
const bool l_841 = l_840 >= int(255);
if (l_841) {
l_mut_59 = uint(2139095040);
} else {
const bool l_842 = l_840 >= int(1);
if (l_842) {
const bool l_843 = l_837 > int(24);
if (l_843) {
const int l_844 = l_837 - int(24);
const uint64_t l_845 = uint64_t(l_844);
const uint64_t l_846 = l_mut_36 >> l_845;
l_mut_21 = l_846;
} else {
const int l_847 = int(24) - l_837;
const uint64_t l_848 = uint64_t(l_847);
const uint64_t l_849 = l_mut_36 << l_848;
l_mut_21 = l_849;
}
const uint l_850 = uint(l_840);
const uint l_851 = l_850 << uint(23);
const uint l_852 = uint(l_mut_21);
const uint l_853 = l_852 & uint(8388607);
const uint l_854 = l_851 | l_853;
l_mut_59 = l_854;
} else {
const int l_855 = l_833 + int(149);
const bool l_856 = l_855 >= int(0);
if (l_856) {
const uint64_t l_857 = uint64_t(l_855);
const uint64_t l_858 = l_mut_36 << l_857;
l_mut_21 = l_858;
} else {
const int l_859 = int(0) - l_855;
const uint64_t l_860 = uint64_t(l_859);
const uint64_t l_861 = l_mut_36 >> l_860;
l_mut_21 = l_861;
}
const uint l_862 = uint(l_mut_21);
l_mut_59 = l_862;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_863 = l_mut_73 | l_660;
const float l_864 = reinterpret_cast<thread float const&>(l_863);
l_mut_776 = l_864;
} else {
const bool l_865 = l_mut_87 > l_mut_132;
if (l_865) {
const uint64_t l_866 = l_mut_87 - l_mut_132;
l_mut_73 = uint(0);
l_mut_132 = uint64_t(0);
const bool l_867 = l_866 != uint64_t(0);
if (l_867) {
const uint l_868 = uint(clz(l_866));
const int l_869 = int(l_868);
const int l_870 = int(64) - l_869;
const int l_871 = l_870 - int(1);
const int l_872 = l_871 + l_mut_40;
const int l_873 = l_872 + int(127);
const int l_874 = int(-149) - l_mut_40;
l_mut_25 = l_874;
const bool l_875 = l_873 >= int(1);
if (l_875) {
const int l_876 = l_870 - int(24);
l_mut_25 = l_876;
}
const bool l_877 = l_mut_25 <= int(0);
if (l_877) {
l_mut_59 = uint(0);
const bool l_878 = l_866 != uint64_t(0);
if (l_878) {
const uint l_879 = uint(clz(l_866));
const int l_880 = int(l_879);
const int l_881 = int(64) - l_880;
const int l_882 = l_881 - int(1);
const int l_883 = l_882 + l_mut_40;
const int l_884 = l_883 + int(127);
const bool l_885 = l_884 >= int(255);
if (l_885) {
l_mut_59 = uint(2139095040);
} else {
const bool l_886 = l_884 >= int(1);
if (l_886) {
const bool l_887 = l_881 > int(24);
if (l_887) {
const int l_888 = l_881 - int(24);
const uint64_t l_889 = uint64_t(l_888);
const uint64_t l_890 = l_866 >> l_889;
l_mut_60 = l_890;
} else {
const int l_891 = int(24) - l_881;
const uint64_t l_892 = uint64_t(l_891);
const uint64_t l_893 = l_866 << l_892;
l_mut_60 = l_893;
}
const uint l_894 = uint(l_884);
const uint l_895 = l_894 << uint(23);
const uint l_896 = uint(l_mut_60);
const uint l_897 = l_896 & uint(8388607);
const uint l_898 = l_895 | l_897;
l_mut_59 = l_898;
} else {
const int l_899 = l_mut_40 + int(149);
const bool l_900 = l_899 >= int(0);
if (l_900) {
const uint64_t l_901 = uint64_t(l_899);
const uint64_t l_902 = l_866 << l_901;
l_mut_60 = l_902;
} else {
const int l_903 = int(0) - l_899;
const uint64_t l_904 = uint64_t(l_903);
const uint64_t l_905 = l_866 >> l_904;
l_mut_60 = l_905;
}
const uint l_906 = uint(l_mut_60);
l_mut_59 = l_906;
}
}
}
l_mut_73 = l_mut_59;
l_mut_132 = l_866;
} else {
const bool l_907 = l_mut_25 <= l_870;
if (l_907) {
const uint64_t l_908 = uint64_t(l_mut_25);
const uint64_t l_909 = l_866 >> l_908;
l_mut_60 = l_909;
const uint64_t l_910 = l_mut_60 << l_908;
const uint64_t l_911 = l_866 - l_910;
const uint64_t l_912 = l_908 - uint64_t(1);
const uint64_t l_913 = uint64_t(1) << l_912;
const bool l_914 = l_911 > l_913;
const bool l_915 = l_911 == l_913;
const uint64_t l_916 = l_mut_60 & uint64_t(1);
const bool l_917 = l_916 == uint64_t(1);
const bool l_918 = l_915 && l_917;
const bool l_919 = l_914 || l_918;
if (l_919) {
l_mut_60 = l_mut_60 + uint64_t(1);
}
const uint64_t l_920 = l_mut_60 << l_908;
l_mut_132 = l_920;
const int l_921 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_922 = l_mut_60 != uint64_t(0);
if (l_922) {
const uint l_923 = uint(clz(l_mut_60));
const int l_924 = int(l_923);
const int l_925 = int(64) - l_924;
const int l_926 = l_925 - int(1);
const int l_927 = l_926 + l_921;
const int l_928 = l_927 + int(127);
const bool l_929 = l_928 >= int(255);
if (l_929) {
l_mut_59 = uint(2139095040);
} else {
const bool l_930 = l_928 >= int(1);
if (l_930) {
const bool l_931 = l_925 > int(24);
if (l_931) {
const int l_932 = l_925 - int(24);
const uint64_t l_933 = uint64_t(l_932);
const uint64_t l_934 = l_mut_60 >> l_933;
l_mut_36 = l_934;
} else {
const int l_935 = int(24) - l_925;
const uint64_t l_936 = uint64_t(l_935);
const uint64_t l_937 = l_mut_60 << l_936;
l_mut_36 = l_937;
}
const uint l_938 = uint(l_928);
const uint l_939 = l_938 << uint(23);
const uint l_940 = uint(l_mut_36);
const uint l_941 = l_940 & uint(8388607);
const uint l_942 = l_939 | l_941;
l_mut_59 = l_942;
} else {
const int l_943 = l_921 + int(149);
const bool l_944 = l_943 >= int(0);
if (l_944) {
const uint64_t l_945 = uint64_t(l_943);
const uint64_t l_946 = l_mut_60 << l_945;
l_mut_36 = l_946;
} else {
const int l_947 = int(0) - l_943;
const uint64_t l_948 = uint64_t(l_947);
const uint64_t l_949 = l_mut_60 >> l_948;
l_mut_36 = l_949;
}
const uint l_950 = uint(l_mut_36);
l_mut_59 = l_950;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_951 = l_660 ^ uint(2147483648);
const uint l_952 = l_mut_73 | l_951;
const float l_953 = reinterpret_cast<thread float const&>(l_952);
l_mut_776 = l_953;
}
}
l_mut_676 = l_mut_776;
}
}
}
const float l_954 = l_6 - l_mut_464;
const float l_955 = l_8 - l_mut_676;
const float l_956 = l_954 + l_955;
const float l_957 = l_956 / l_9;
const uint l_958 = reinterpret_cast<thread uint const&>(l_12);
const uint l_959 = reinterpret_cast<thread uint const&>(l_957);
l_mut_165 = l_958;
l_mut_73 = l_959;
const uint l_960 = l_959 & uint(2147483647);
const uint l_961 = l_958 & uint(2147483647);
const bool l_962 = l_960 > l_961;
if (l_962) {
l_mut_165 = l_959;
l_mut_73 = l_958;
}
const uint l_963 = l_mut_165 >> uint(23);
const uint l_964 = l_963 & uint(255);
const uint l_965 = l_mut_165 & uint(8388607);
const bool l_966 = l_964 != uint(0);
if (l_966) {
const uint l_967 = l_965 | uint(8388608);
const uint64_t l_968 = uint64_t(l_967);
l_mut_535 = l_968;
} else {
const uint64_t l_969 = uint64_t(l_965);
l_mut_535 = l_969;
}
if (l_966) {
const int l_970 = int(l_964);
const int l_971 = l_970 - int(150);
l_mut_69 = l_971;
} else {
const int l_972 = int(uint(1));
const int l_973 = l_972 - int(150);
l_mut_69 = l_973;
}
const uint l_974 = l_mut_165 & uint(2147483648);
const bool l_975 = l_964 == uint(255);
const uint l_976 = l_mut_73 >> uint(23);
const uint l_977 = l_976 & uint(255);
const uint l_978 = l_mut_73 & uint(8388607);
const bool l_979 = l_977 != uint(0);
if (l_979) {
const uint l_980 = l_978 | uint(8388608);
const uint64_t l_981 = uint64_t(l_980);
l_mut_223 = l_981;
} else {
const uint64_t l_982 = uint64_t(l_978);
l_mut_223 = l_982;
}
if (l_979) {
const int l_983 = int(l_977);
const int l_984 = l_983 - int(150);
l_mut_40 = l_984;
} else {
const int l_985 = int(uint(1));
const int l_986 = l_985 - int(150);
l_mut_40 = l_986;
}
const uint l_987 = l_mut_73 & uint(2147483648);
const bool l_988 = l_977 == uint(255);
const float l_989 = l_12 + l_957;
l_mut_776 = l_989;
l_mut_364 = float(0.0);
const bool l_990 = !l_975;
const bool l_991 = l_mut_223 != uint64_t(0);
const bool l_992 = l_990 && l_991;
if (l_992) {
const int l_993 = l_mut_69 - l_mut_40;
const bool l_994 = l_993 >= int(26);
if (l_994) {
const float l_995 = reinterpret_cast<thread float const&>(l_mut_165);
l_mut_776 = l_995;
const float l_996 = reinterpret_cast<thread float const&>(l_mut_73);
l_mut_364 = l_996;
} else {
const uint64_t l_997 = uint64_t(l_993);
const uint64_t l_998 = l_mut_535 << l_997;
const uint64_t l_999 = l_998 - l_mut_223;
l_mut_132 = l_999;
const bool l_1000 = l_974 == l_987;
if (l_1000) {
const uint64_t l_1001 = l_998 + l_mut_223;
l_mut_132 = l_1001;
}
const bool l_1002 = l_mut_132 == uint64_t(0);
if (l_1002) {
l_mut_776 = float(0.0);
} else {
l_mut_165 = uint(0);
l_mut_87 = uint64_t(0);
const bool l_1003 = l_mut_132 != uint64_t(0);
if (l_1003) {
const uint l_1004 = uint(clz(l_mut_132));
const int l_1005 = int(l_1004);
const int l_1006 = int(64) - l_1005;
const int l_1007 = l_1006 - int(1);
const int l_1008 = l_1007 + l_mut_40;
const int l_1009 = l_1008 + int(127);
const int l_1010 = int(-149) - l_mut_40;
l_mut_25 = l_1010;
const bool l_1011 = l_1009 >= int(1);
if (l_1011) {
const int l_1012 = l_1006 - int(24);
l_mut_25 = l_1012;
}
const bool l_1013 = l_mut_25 <= int(0);
if (l_1013) {
l_mut_73 = uint(0);
const bool l_1014 = l_mut_132 != uint64_t(0);
if (l_1014) {
const uint l_1015 = uint(clz(l_mut_132));
const int l_1016 = int(l_1015);
const int l_1017 = int(64) - l_1016;
const int l_1018 = l_1017 - int(1);
const int l_1019 = l_1018 + l_mut_40;
const int l_1020 = l_1019 + int(127);
const bool l_1021 = l_1020 >= int(255);
if (l_1021) {
l_mut_73 = uint(2139095040);
} else {
const bool l_1022 = l_1020 >= int(1);
if (l_1022) {
const bool l_1023 = l_1017 > int(24);
if (l_1023) {
const int l_1024 = l_1017 - int(24);
const uint64_t l_1025 = uint64_t(l_1024);
const uint64_t l_1026 = l_mut_132 >> l_1025;
l_mut_60 = l_1026;
} else {
const int l_1027 = int(24) - l_1017;
const uint64_t l_1028 = uint64_t(l_1027);
const uint64_t l_1029 = l_mut_132 << l_1028;
l_mut_60 = l_1029;
}
const uint l_1030 = uint(l_1020);
const uint l_1031 = l_1030 << uint(23);
const uint l_1032 = uint(l_mut_60);
const uint l_1033 = l_1032 & uint(8388607);
const uint l_1034 = l_1031 | l_1033;
l_mut_73 = l_1034;
} else {
const int l_1035 = l_mut_40 + int(149);
const bool l_1036 = l_1035 >= int(0);
if (l_1036) {
const uint64_t l_1037 = uint64_t(l_1035);
const uint64_t l_1038 = l_mut_132 << l_1037;
l_mut_60 = l_1038;
} else {
const int l_1039 = int(0) - l_1035;
const uint64_t l_1040 = uint64_t(l_1039);
const uint64_t l_1041 = l_mut_132 >> l_1040;
l_mut_60 = l_1041;
}
const uint l_1042 = uint(l_mut_60);
l_mut_73 = l_1042;
}
}
}
l_mut_165 = l_mut_73;
l_mut_87 = l_mut_132;
} else {
const bool l_1043 = l_mut_25 <= l_1006;
if (l_1043) {
const uint64_t l_1044 = uint64_t(l_mut_25);
const uint64_t l_1045 = l_mut_132 >> l_1044;
l_mut_60 = l_1045;
const uint64_t l_1046 = l_mut_60 << l_1044;
const uint64_t l_1047 = l_mut_132 - l_1046;
const uint64_t l_1048 = l_1044 - uint64_t(1);
const uint64_t l_1049 = uint64_t(1) << l_1048;
const bool l_1050 = l_1047 > l_1049;
const bool l_1051 = l_1047 == l_1049;
const uint64_t l_1052 = l_mut_60 & uint64_t(1);
const bool l_1053 = l_1052 == uint64_t(1);
const bool l_1054 = l_1051 && l_1053;
const bool l_1055 = l_1050 || l_1054;
if (l_1055) {
l_mut_60 = l_mut_60 + uint64_t(1);
}
const uint64_t l_1056 = l_mut_60 << l_1044;
l_mut_87 = l_1056;
const int l_1057 = l_mut_40 + l_mut_25;
l_mut_73 = uint(0);
const bool l_1058 = l_mut_60 != uint64_t(0);
if (l_1058) {
const uint l_1059 = uint(clz(l_mut_60));
const int l_1060 = int(l_1059);
const int l_1061 = int(64) - l_1060;
const int l_1062 = l_1061 - int(1);
const int l_1063 = l_1062 + l_1057;
const int l_1064 = l_1063 + int(127);
const bool l_1065 = l_1064 >= int(255);
if (l_1065) {
l_mut_73 = uint(2139095040);
} else {
const bool l_1066 = l_1064 >= int(1);
if (l_1066) {
const bool l_1067 = l_1061 > int(24);
if (l_1067) {
const int l_1068 = l_1061 - int(24);
const uint64_t l_1069 = uint64_t(l_1068);
const uint64_t l_1070 = l_mut_60 >> l_1069;
l_mut_36 = l_1070;
} else {
const int l_1071 = int(24) - l_1061;
const uint64_t l_1072 = uint64_t(l_1071);
const uint64_t l_1073 = l_mut_60 << l_1072;
l_mut_36 = l_1073;
}
const uint l_1074 = uint(l_1064);
const uint l_1075 = l_1074 << uint(23);
const uint l_1076 = uint(l_mut_36);
const uint l_1077 = l_1076 & uint(8388607);
const uint l_1078 = l_1075 | l_1077;
l_mut_73 = l_1078;
} else {
const int l_1079 = l_1057 + int(149);
const bool l_1080 = l_1079 >= int(0);
if (l_1080) {
const uint64_t l_1081 = uint64_t(l_1079);
const uint64_t l_1082 = l_mut_60 << l_1081;
l_mut_36 = l_1082;
} else {
const int l_1083 = int(0) - l_1079;
const uint64_t l_1084 = uint64_t(l_1083);
const uint64_t l_1085 = l_mut_60 >> l_1084;
l_mut_36 = l_1085;
}
const uint l_1086 = uint(l_mut_36);
l_mut_73 = l_1086;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint l_1087 = l_mut_165 | l_974;
const float l_1088 = reinterpret_cast<thread float const&>(l_1087);
l_mut_776 = l_1088;
l_mut_151 = float(0.0);
const bool l_1089 = l_mut_132 > l_mut_87;
if (l_1089) {
const uint64_t l_1090 = l_mut_132 - l_mut_87;
l_mut_73 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_1091 = l_1090 != uint64_t(0);
if (l_1091) {
const uint l_1092 = uint(clz(l_1090));
const int l_1093 = int(l_1092);
const int l_1094 = int(64) - l_1093;
const int l_1095 = l_1094 - int(1);
const int l_1096 = l_1095 + l_mut_40;
const int l_1097 = l_1096 + int(127);
const int l_1098 = int(-149) - l_mut_40;
l_mut_25 = l_1098;
const bool l_1099 = l_1097 >= int(1);
if (l_1099) {
const int l_1100 = l_1094 - int(24);
l_mut_25 = l_1100;
}
const bool l_1101 = l_mut_25 <= int(0);
if (l_1101) {
l_mut_59 = uint(0);
const bool l_1102 = l_1090 != uint64_t(0);
if (l_1102) {
const uint l_1103 = uint(clz(l_1090));
const int l_1104 = int(l_1103);
const int l_1105 = int(64) - l_1104;
const int l_1106 = l_1105 - int(1);
const int l_1107 = l_1106 + l_mut_40;
const int l_1108 = l_1107 + int(127);
const bool l_1109 = l_1108 >= int(255);
if (l_1109) {
l_mut_59 = uint(2139095040);
} else {
const bool l_1110 = l_1108 >= int(1);
if (l_1110) {
const bool l_1111 = l_1105 > int(24);
if (l_1111) {
const int l_1112 = l_1105 - int(24);
const uint64_t l_1113 = uint64_t(l_1112);
const uint64_t l_1114 = l_1090 >> l_1113;
l_mut_36 = l_1114;
} else {
const int l_1115 = int(24) - l_1105;
const uint64_t l_1116 = uint64_t(l_1115);
const uint64_t l_1117 = l_1090 << l_1116;
l_mut_36 = l_1117;
}
const uint l_1118 = uint(l_1108);
const uint l_1119 = l_1118 << uint(23);
const uint l_1120 = uint(l_mut_36);
const uint l_1121 = l_1120 & uint(8388607);
const uint l_1122 = l_1119 | l_1121;
l_mut_59 = l_1122;
} else {
const int l_1123 = l_mut_40 + int(149);
const bool l_1124 = l_1123 >= int(0);
if (l_1124) {
const uint64_t l_1125 = uint64_t(l_1123);
const uint64_t l_1126 = l_1090 << l_1125;
l_mut_36 = l_1126;
} else {
const int l_1127 = int(0) - l_1123;
const uint64_t l_1128 = uint64_t(l_1127);
const uint64_t l_1129 = l_1090 >> l_1128;
l_mut_36 = l_1129;
}
const uint l_1130 = uint(l_mut_36);
l_mut_59 = l_1130;
}
}
}
l_mut_73 = l_mut_59;
l_mut_60 = l_1090;
} else {
const bool l_1131 = l_mut_25 <= l_1094;
if (l_1131) {
const uint64_t l_1132 = uint64_t(l_mut_25);
const uint64_t l_1133 = l_1090 >> l_1132;
l_mut_36 = l_1133;
const uint64_t l_1134 = l_mut_36 << l_1132;
const uint64_t l_1135 = l_1090 - l_1134;
const uint64_t l_1136 = l_1132 - uint64_t(1);
const uint64_t l_1137 = uint64_t(1) << l_1136;
const bool l_1138 = l_1135 > l_1137;
const bool l_1139 = l_1135 == l_1137;
const uint64_t l_1140 = l_mut_36 & uint64_t(1);
const bool l_1141 = l_1140 == uint64_t(1);
const bool l_1142 = l_1139 && l_1141;
const bool l_1143 = l_1138 || l_1142;
if (l_1143) {
l_mut_36 = l_mut_36 + uint64_t(1);
}
const uint64_t l_1144 = l_mut_36 << l_1132;
l_mut_60 = l_1144;
const int l_1145 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_1146 = l_mut_36 != uint64_t(0);
if (l_1146) {
const uint l_1147 = uint(clz(l_mut_36));
const int l_1148 = int(l_1147);
const int l_1149 = int(64) - l_1148;
const int l_1150 = l_1149 - int(1);
const int l_1151 = l_1150 + l_1145;
const int l_1152 = l_1151 + int(127);
const bool l_1153 = l_1152 >= int(255);
if (l_1153) {
l_mut_59 = uint(2139095040);
} else {
const bool l_1154 = l_1152 >= int(1);
if (l_1154) {
const bool l_1155 = l_1149 > int(24);
if (l_1155) {
const int l_1156 = l_1149 - int(24);
const uint64_t l_1157 = uint64_t(l_1156);
const uint64_t l_1158 = l_mut_36 >> l_1157;
l_mut_21 = l_1158;
} else {
const int l_1159 = int(24) - l_1149;
const uint64_t l_1160 = uint64_t(l_1159);
const uint64_t l_1161 = l_mut_36 << l_1160;
l_mut_21 = l_1161;
}
const uint l_1162 = uint(l_1152);
const uint l_1163 = l_1162 << uint(23);
const uint l_1164 = uint(l_mut_21);
const uint l_1165 = l_1164 & uint(8388607);
const uint l_1166 = l_1163 | l_1165;
l_mut_59 = l_1166;
} else {
const int l_1167 = l_1145 + int(149);
const bool l_1168 = l_1167 >= int(0);
if (l_1168) {
const uint64_t l_1169 = uint64_t(l_1167);
const uint64_t l_1170 = l_mut_36 << l_1169;
l_mut_21 = l_1170;
} else {
const int l_1171 = int(0) - l_1167;
const uint64_t l_1172 = uint64_t(l_1171);
const uint64_t l_1173 = l_mut_36 >> l_1172;
l_mut_21 = l_1173;
}
const uint l_1174 = uint(l_mut_21);
l_mut_59 = l_1174;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_1175 = l_mut_73 | l_974;
const float l_1176 = reinterpret_cast<thread float const&>(l_1175);
l_mut_151 = l_1176;
} else {
const bool l_1177 = l_mut_87 > l_mut_132;
if (l_1177) {
const uint64_t l_1178 = l_mut_87 - l_mut_132;
l_mut_73 = uint(0);
l_mut_132 = uint64_t(0);
const bool l_1179 = l_1178 != uint64_t(0);
if (l_1179) {
const uint l_1180 = uint(clz(l_1178));
const int l_1181 = int(l_1180);
const int l_1182 = int(64) - l_1181;
const int l_1183 = l_1182 - int(1);
const int l_1184 = l_1183 + l_mut_40;
const int l_1185 = l_1184 + int(127);
const int l_1186 = int(-149) - l_mut_40;
l_mut_25 = l_1186;
const bool l_1187 = l_1185 >= int(1);
if (l_1187) {
const int l_1188 = l_1182 - int(24);
l_mut_25 = l_1188;
}
const bool l_1189 = l_mut_25 <= int(0);
if (l_1189) {
l_mut_59 = uint(0);
const bool l_1190 = l_1178 != uint64_t(0);
if (l_1190) {
const uint l_1191 = uint(clz(l_1178));
const int l_1192 = int(l_1191);
const int l_1193 = int(64) - l_1192;
const int l_1194 = l_1193 - int(1);
const int l_1195 = l_1194 + l_mut_40;
const int l_1196 = l_1195 + int(127);
const bool l_1197 = l_1196 >= int(255);
if (l_1197) {
l_mut_59 = uint(2139095040);
} else {
const bool l_1198 = l_1196 >= int(1);
if (l_1198) {
const bool l_1199 = l_1193 > int(24);
if (l_1199) {
const int l_1200 = l_1193 - int(24);
const uint64_t l_1201 = uint64_t(l_1200);
const uint64_t l_1202 = l_1178 >> l_1201;
l_mut_60 = l_1202;
} else {
const int l_1203 = int(24) - l_1193;
const uint64_t l_1204 = uint64_t(l_1203);
const uint64_t l_1205 = l_1178 << l_1204;
l_mut_60 = l_1205;
}
const uint l_1206 = uint(l_1196);
const uint l_1207 = l_1206 << uint(23);
const uint l_1208 = uint(l_mut_60);
const uint l_1209 = l_1208 & uint(8388607);
const uint l_1210 = l_1207 | l_1209;
l_mut_59 = l_1210;
} else {
const int l_1211 = l_mut_40 + int(149);
const bool l_1212 = l_1211 >= int(0);
if (l_1212) {
const uint64_t l_1213 = uint64_t(l_1211);
const uint64_t l_1214 = l_1178 << l_1213;
l_mut_60 = l_1214;
} else {
const int l_1215 = int(0) - l_1211;
const uint64_t l_1216 = uint64_t(l_1215);
const uint64_t l_1217 = l_1178 >> l_1216;
l_mut_60 = l_1217;
}
const uint l_1218 = uint(l_mut_60);
l_mut_59 = l_1218;
}
}
}
l_mut_73 = l_mut_59;
l_mut_132 = l_1178;
} else {
const bool l_1219 = l_mut_25 <= l_1182;
if (l_1219) {
const uint64_t l_1220 = uint64_t(l_mut_25);
const uint64_t l_1221 = l_1178 >> l_1220;
l_mut_60 = l_1221;
const uint64_t l_1222 = l_mut_60 << l_1220;
const uint64_t l_1223 = l_1178 - l_1222;
const uint64_t l_1224 = l_1220 - uint64_t(1);
const uint64_t l_1225 = uint64_t(1) << l_1224;
const bool l_1226 = l_1223 > l_1225;
const bool l_1227 = l_1223 == l_1225;
const uint64_t l_1228 = l_mut_60 & uint64_t(1);
const bool l_1229 = l_1228 == uint64_t(1);
const bool l_1230 = l_1227 && l_1229;
const bool l_1231 = l_1226 || l_1230;
if (l_1231) {
l_mut_60 = l_mut_60 + uint64_t(1);
}
const uint64_t l_1232 = l_mut_60 << l_1220;
l_mut_132 = l_1232;
const int l_1233 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_1234 = l_mut_60 != uint64_t(0);
if (l_1234) {
const uint l_1235 = uint(clz(l_mut_60));
const int l_1236 = int(l_1235);
const int l_1237 = int(64) - l_1236;
const int l_1238 = l_1237 - int(1);
const int l_1239 = l_1238 + l_1233;
const int l_1240 = l_1239 + int(127);
const bool l_1241 = l_1240 >= int(255);
if (l_1241) {
l_mut_59 = uint(2139095040);
} else {
const bool l_1242 = l_1240 >= int(1);
if (l_1242) {
const bool l_1243 = l_1237 > int(24);
if (l_1243) {
const int l_1244 = l_1237 - int(24);
const uint64_t l_1245 = uint64_t(l_1244);
const uint64_t l_1246 = l_mut_60 >> l_1245;
l_mut_36 = l_1246;
} else {
const int l_1247 = int(24) - l_1237;
const uint64_t l_1248 = uint64_t(l_1247);
const uint64_t l_1249 = l_mut_60 << l_1248;
l_mut_36 = l_1249;
}
const uint l_1250 = uint(l_1240);
const uint l_1251 = l_1250 << uint(23);
const uint l_1252 = uint(l_mut_36);
const uint l_1253 = l_1252 & uint(8388607);
const uint l_1254 = l_1251 | l_1253;
l_mut_59 = l_1254;
} else {
const int l_1255 = l_1233 + int(149);
const bool l_1256 = l_1255 >= int(0);
if (l_1256) {
const uint64_t l_1257 = uint64_t(l_1255);
const uint64_t l_1258 = l_mut_60 << l_1257;
l_mut_36 = l_1258;
} else {
const int l_1259 = int(0) - l_1255;
const uint64_t l_1260 = uint64_t(l_1259);
const uint64_t l_1261 = l_mut_60 >> l_1260;
l_mut_36 = l_1261;
}
const uint l_1262 = uint(l_mut_36);
l_mut_59 = l_1262;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_1263 = l_974 ^ uint(2147483648);
const uint l_1264 = l_mut_73 | l_1263;
const float l_1265 = reinterpret_cast<thread float const&>(l_1264);
l_mut_151 = l_1265;
}
}
l_mut_364 = l_mut_151;
}
}
}
const uint l_1309 = info.static_meta[uint(3)];
const uint l_1310 = l_1309 * uint(1);
const bool l_1311 = l_mut_4 < l_1310;
if (l_1311) {
buffer_3[l_mut_4] = l_mut_776;
}
const uint l_1266 = l_1 + l_mut_4;
const uint l_1312 = info.static_meta[uint(3)];
const uint l_1313 = l_1312 * uint(1);
const bool l_1314 = l_1266 < l_1313;
if (l_1314) {
buffer_3[l_1266] = l_mut_364;
}
}

}
