
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
float l_mut_368;
float l_mut_468;
float l_mut_46;
float l_mut_47;
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
uint64_t l_mut_539;
uint64_t l_mut_60;
uint64_t l_mut_87;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_648 = info.static_meta[uint(2)];
const uint l_649 = l_648 * uint(1);
const bool l_650 = uint(0) < l_649;
const uint l_651 = l_649 - uint(1);
const uint l_652 = min(uint(0), l_651);
const float l_653 = buffer_2[l_652];
const float l_654 = (l_650) ? l_653 : float(0.0);
const float l_2 = l_654;
const uint l_655 = info.static_meta[uint(2)];
const uint l_656 = l_655 * uint(1);
const bool l_657 = uint(1) < l_656;
const uint l_658 = l_656 - uint(1);
const uint l_659 = min(uint(1), l_658);
const float l_660 = buffer_2[l_659];
const float l_661 = (l_657) ? l_660 : float(0.0);
const float l_3 = l_661;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_662 = info.static_meta[uint(0)];
const uint l_663 = l_662 * uint(1);
const bool l_664 = l_mut_4 < l_663;
const uint l_665 = l_663 - uint(1);
const uint l_666 = min(l_mut_4, l_665);
const float l_667 = buffer_0[l_666];
const float l_668 = (l_664) ? l_667 : float(0.0);
const float l_6 = l_668;
const uint l_7 = l_1 + l_mut_4;
const uint l_669 = info.static_meta[uint(0)];
const uint l_670 = l_669 * uint(1);
const bool l_671 = l_7 < l_670;
const uint l_672 = l_670 - uint(1);
const uint l_673 = min(l_7, l_672);
const float l_674 = buffer_0[l_673];
const float l_675 = (l_671) ? l_674 : float(0.0);
const float l_8 = l_675;
const uint l_676 = info.static_meta[uint(1)];
const uint l_677 = l_676 * uint(1);
const bool l_678 = l_mut_4 < l_677;
const uint l_679 = l_677 - uint(1);
const uint l_680 = min(l_mut_4, l_679);
const float l_681 = buffer_1[l_680];
const float l_682 = (l_678) ? l_681 : float(0.0);
const float l_9 = l_682;
const uint l_10 = l_1 + l_mut_4;
const uint l_683 = info.static_meta[uint(1)];
const uint l_684 = l_683 * uint(1);
const bool l_685 = l_10 < l_684;
const uint l_686 = l_684 - uint(1);
const uint l_687 = min(l_10, l_686);
const float l_688 = buffer_1[l_687];
const float l_689 = (l_685) ? l_688 : float(0.0);
const float l_11 = l_689;
const float l_12 = sqrt(l_6);
const uint l_13 = reinterpret_cast<thread uint const&>(l_12);
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
const float l_45 = l_12 * l_12;
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
const float l_331 = l_6 - l_mut_46;
const float l_332 = l_331 - l_mut_47;
const float l_333 = l_8 + l_332;
const float l_334 = l_12 + l_12;
const float l_335 = l_333 / l_334;
const uint l_336 = reinterpret_cast<thread uint const&>(l_12);
const uint l_337 = reinterpret_cast<thread uint const&>(l_335);
l_mut_165 = l_336;
l_mut_73 = l_337;
const uint l_338 = l_337 & uint(2147483647);
const uint l_339 = l_336 & uint(2147483647);
const bool l_340 = l_338 > l_339;
if (l_340) {
l_mut_165 = l_337;
l_mut_73 = l_336;
}
const uint l_341 = l_mut_165 >> uint(23);
const uint l_342 = l_341 & uint(255);
const uint l_343 = l_mut_165 & uint(8388607);
const bool l_344 = l_342 != uint(0);
if (l_344) {
const uint l_345 = l_343 | uint(8388608);
const uint64_t l_346 = uint64_t(l_345);
l_mut_223 = l_346;
} else {
const uint64_t l_347 = uint64_t(l_343);
l_mut_223 = l_347;
}
if (l_344) {
const int l_348 = int(l_342);
const int l_349 = l_348 - int(150);
l_mut_69 = l_349;
} else {
const int l_350 = int(uint(1));
const int l_351 = l_350 - int(150);
l_mut_69 = l_351;
}
const uint l_352 = l_mut_165 & uint(2147483648);
const bool l_353 = l_342 == uint(255);
const uint l_354 = l_mut_73 >> uint(23);
const uint l_355 = l_354 & uint(255);
const uint l_356 = l_mut_73 & uint(8388607);
const bool l_357 = l_355 != uint(0);
if (l_357) {
const uint l_358 = l_356 | uint(8388608);
const uint64_t l_359 = uint64_t(l_358);
l_mut_132 = l_359;
} else {
const uint64_t l_360 = uint64_t(l_356);
l_mut_132 = l_360;
}
if (l_357) {
const int l_361 = int(l_355);
const int l_362 = l_361 - int(150);
l_mut_40 = l_362;
} else {
const int l_363 = int(uint(1));
const int l_364 = l_363 - int(150);
l_mut_40 = l_364;
}
const uint l_365 = l_mut_73 & uint(2147483648);
const bool l_366 = l_355 == uint(255);
const float l_367 = l_12 + l_335;
l_mut_151 = l_367;
l_mut_368 = float(0.0);
const bool l_369 = !l_353;
const bool l_370 = l_mut_132 != uint64_t(0);
const bool l_371 = l_369 && l_370;
if (l_371) {
const int l_372 = l_mut_69 - l_mut_40;
const bool l_373 = l_372 >= int(26);
if (l_373) {
const float l_374 = reinterpret_cast<thread float const&>(l_mut_165);
l_mut_151 = l_374;
const float l_375 = reinterpret_cast<thread float const&>(l_mut_73);
l_mut_368 = l_375;
} else {
const uint64_t l_376 = uint64_t(l_372);
const uint64_t l_377 = l_mut_223 << l_376;
const uint64_t l_378 = l_377 - l_mut_132;
l_mut_87 = l_378;
const bool l_379 = l_352 == l_365;
if (l_379) {
const uint64_t l_380 = l_377 + l_mut_132;
l_mut_87 = l_380;
}
const bool l_381 = l_mut_87 == uint64_t(0);
if (l_381) {
l_mut_151 = float(0.0);
} else {
l_mut_165 = uint(0);
l_mut_60 = uint64_t(0);
const bool l_382 = l_mut_87 != uint64_t(0);
if (l_382) {
const uint l_383 = uint(clz(l_mut_87));
const int l_384 = int(l_383);
const int l_385 = int(64) - l_384;
const int l_386 = l_385 - int(1);
const int l_387 = l_386 + l_mut_40;
const int l_388 = l_387 + int(127);
const int l_389 = int(-149) - l_mut_40;
l_mut_25 = l_389;
const bool l_390 = l_388 >= int(1);
if (l_390) {
const int l_391 = l_385 - int(24);
l_mut_25 = l_391;
}
const bool l_392 = l_mut_25 <= int(0);
if (l_392) {
l_mut_73 = uint(0);
const bool l_393 = l_mut_87 != uint64_t(0);
if (l_393) {
const uint l_394 = uint(clz(l_mut_87));
const int l_395 = int(l_394);
const int l_396 = int(64) - l_395;
const int l_397 = l_396 - int(1);
const int l_398 = l_397 + l_mut_40;
const int l_399 = l_398 + int(127);
const bool l_400 = l_399 >= int(255);
if (l_400) {
l_mut_73 = uint(2139095040);
} else {
const bool l_401 = l_399 >= int(1);
if (l_401) {
const bool l_402 = l_396 > int(24);
if (l_402) {
const int l_403 = l_396 - int(24);
const uint64_t l_404 = uint64_t(l_403);
const uint64_t l_405 = l_mut_87 >> l_404;
l_mut_36 = l_405;
} else {
const int l_406 = int(24) - l_396;
const uint64_t l_407 = uint64_t(l_406);
const uint64_t l_408 = l_mut_87 << l_407;
l_mut_36 = l_408;
}
const uint l_409 = uint(l_399);
const uint l_410 = l_409 << uint(23);
const uint l_411 = uint(l_mut_36);
const uint l_412 = l_411 & uint(8388607);
const uint l_413 = l_410 | l_412;
l_mut_73 = l_413;
} else {
const int l_414 = l_mut_40 + int(149);
const bool l_415 = l_414 >= int(0);
if (l_415) {
const uint64_t l_416 = uint64_t(l_414);
const uint64_t l_417 = l_mut_87 << l_416;
l_mut_36 = l_417;
} else {
const int l_418 = int(0) - l_414;
const uint64_t l_419 = uint64_t(l_418);
const uint64_t l_420 = l_mut_87 >> l_419;
l_mut_36 = l_420;
}
const uint l_421 = uint(l_mut_36);
l_mut_73 = l_421;
}
}
}
l_mut_165 = l_mut_73;
l_mut_60 = l_mut_87;
} else {
const bool l_422 = l_mut_25 <= l_385;
if (l_422) {
const uint64_t l_423 = uint64_t(l_mut_25);
const uint64_t l_424 = l_mut_87 >> l_423;
l_mut_36 = l_424;
const uint64_t l_425 = l_mut_36 << l_423;
const uint64_t l_426 = l_mut_87 - l_425;
const uint64_t l_427 = l_423 - uint64_t(1);
const uint64_t l_428 = uint64_t(1) << l_427;
const bool l_429 = l_426 > l_428;
const bool l_430 = l_426 == l_428;
const uint64_t l_431 = l_mut_36 & uint64_t(1);
const bool l_432 = l_431 == uint64_t(1);
const bool l_433 = l_430 && l_432;
const bool l_434 = l_429 || l_433;
if (l_434) {
l_mut_36 = l_mut_36 + uint64_t(1);
}
const uint64_t l_435 = l_mut_36 << l_423;
l_mut_60 = l_435;
const int l_436 = l_mut_40 + l_mut_25;
l_mut_73 = uint(0);
const bool l_437 = l_mut_36 != uint64_t(0);
if (l_437) {
const uint l_438 = uint(clz(l_mut_36));
const int l_439 = int(l_438);
const int l_440 = int(64) - l_439;
const int l_441 = l_440 - int(1);
const int l_442 = l_441 + l_436;
const int l_443 = l_442 + int(127);
const bool l_444 = l_443 >= int(255);
if (l_444) {
l_mut_73 = uint(2139095040);
} else {
const bool l_445 = l_443 >= int(1);
if (l_445) {
const bool l_446 = l_440 > int(24);
if (l_446) {
const int l_447 = l_440 - int(24);
const uint64_t l_448 = uint64_t(l_447);
const uint64_t l_449 = l_mut_36 >> l_448;
l_mut_21 = l_449;
} else {
const int l_450 = int(24) - l_440;
const uint64_t l_451 = uint64_t(l_450);
const uint64_t l_452 = l_mut_36 << l_451;
l_mut_21 = l_452;
}
const uint l_453 = uint(l_443);
const uint l_454 = l_453 << uint(23);
const uint l_455 = uint(l_mut_21);
const uint l_456 = l_455 & uint(8388607);
const uint l_457 = l_454 | l_456;
l_mut_73 = l_457;
} else {
const int l_458 = l_436 + int(149);
const bool l_459 = l_458 >= int(0);
if (l_459) {
const uint64_t l_460 = uint64_t(l_458);
const uint64_t l_461 = l_mut_36 << l_460;
l_mut_21 = l_461;
} else {
const int l_462 = int(0) - l_458;
const uint64_t l_463 = uint64_t(l_462);
const uint64_t l_464 = l_mut_36 >> l_463;
l_mut_21 = l_464;
}
const uint l_465 = uint(l_mut_21);
l_mut_73 = l_465;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
const uint l_466 = l_mut_165 | l_352;
const float l_467 = reinterpret_cast<thread float const&>(l_466);
l_mut_151 = l_467;
l_mut_468 = float(0.0);
const bool l_469 = l_mut_87 > l_mut_60;
if (l_469) {
const uint64_t l_470 = l_mut_87 - l_mut_60;
l_mut_73 = uint(0);
l_mut_36 = uint64_t(0);
const bool l_471 = l_470 != uint64_t(0);
if (l_471) {
const uint l_472 = uint(clz(l_470));
const int l_473 = int(l_472);
const int l_474 = int(64) - l_473;
const int l_475 = l_474 - int(1);
const int l_476 = l_475 + l_mut_40;
const int l_477 = l_476 + int(127);
const int l_478 = int(-149) - l_mut_40;
l_mut_25 = l_478;
const bool l_479 = l_477 >= int(1);
if (l_479) {
const int l_480 = l_474 - int(24);
l_mut_25 = l_480;
}
const bool l_481 = l_mut_25 <= int(0);
if (l_481) {
l_mut_59 = uint(0);
const bool l_482 = l_470 != uint64_t(0);
if (l_482) {
const uint l_483 = uint(clz(l_470));
const int l_484 = int(l_483);
const int l_485 = int(64) - l_484;
const int l_486 = l_485 - int(1);
const int l_487 = l_486 + l_mut_40;
const int l_488 = l_487 + int(127);
const bool l_489 = l_488 >= int(255);
if (l_489) {
l_mut_59 = uint(2139095040);
} else {
const bool l_490 = l_488 >= int(1);
if (l_490) {
const bool l_491 = l_485 > int(24);
if (l_491) {
const int l_492 = l_485 - int(24);
const uint64_t l_493 = uint64_t(l_492);
const uint64_t l_494 = l_470 >> l_493;
l_mut_21 = l_494;
} else {
const int l_495 = int(24) - l_485;
const uint64_t l_496 = uint64_t(l_495);
const uint64_t l_497 = l_470 << l_496;
l_mut_21 = l_497;
}
const uint l_498 = uint(l_488);
const uint l_499 = l_498 << uint(23);
const uint l_500 = uint(l_mut_21);
const uint l_501 = l_500 & uint(8388607);
const uint l_502 = l_499 | l_501;
l_mut_59 = l_502;
} else {
const int l_503 = l_mut_40 + int(149);
const bool l_504 = l_503 >= int(0);
if (l_504) {
const uint64_t l_505 = uint64_t(l_503);
const uint64_t l_506 = l_470 << l_505;
l_mut_21 = l_506;
} else {
const int l_507 = int(0) - l_503;
const uint64_t l_508 = uint64_t(l_507);
const uint64_t l_509 = l_470 >> l_508;
l_mut_21 = l_509;
}
const uint l_510 = uint(l_mut_21);
l_mut_59 = l_510;
}
}
}
l_mut_73 = l_mut_59;
l_mut_36 = l_470;
} else {
const bool l_511 = l_mut_25 <= l_474;
if (l_511) {
const uint64_t l_512 = uint64_t(l_mut_25);
const uint64_t l_513 = l_470 >> l_512;
l_mut_21 = l_513;
const uint64_t l_514 = l_mut_21 << l_512;
const uint64_t l_515 = l_470 - l_514;
const uint64_t l_516 = l_512 - uint64_t(1);
const uint64_t l_517 = uint64_t(1) << l_516;
const bool l_518 = l_515 > l_517;
const bool l_519 = l_515 == l_517;
const uint64_t l_520 = l_mut_21 & uint64_t(1);
const bool l_521 = l_520 == uint64_t(1);
const bool l_522 = l_519 && l_521;
const bool l_523 = l_518 || l_522;
if (l_523) {
l_mut_21 = l_mut_21 + uint64_t(1);
}
const uint64_t l_524 = l_mut_21 << l_512;
l_mut_36 = l_524;
const int l_525 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_526 = l_mut_21 != uint64_t(0);
if (l_526) {
const uint l_527 = uint(clz(l_mut_21));
const int l_528 = int(l_527);
const int l_529 = int(64) - l_528;
const int l_530 = l_529 - int(1);
const int l_531 = l_530 + l_525;
const int l_532 = l_531 + int(127);
const bool l_533 = l_532 >= int(255);
if (l_533) {
l_mut_59 = uint(2139095040);
} else {
const bool l_534 = l_532 >= int(1);
if (l_534) {
const bool l_535 = l_529 > int(24);
if (l_535) {
const int l_536 = l_529 - int(24);
const uint64_t l_537 = uint64_t(l_536);
const uint64_t l_538 = l_mut_21 >> l_537;
l_mut_539 = l_538;
} else {
const int l_540 = int(24) - l_529;
const uint64_t l_541 = uint64_t(l_540);
const uint64_t l_542 = l_mut_21 << l_541;
l_mut_539 = l_542;
}
const uint l_543 = uint(l_532);
const uint l_544 = l_543 << uint(23);
const uint l_545 = uint(l_mut_539);
const uint l_546 = l_545 & uint(8388607);
const uint l_547 = l_544 | l_546;
l_mut_59 = l_547;
} else {
const int l_548 = l_525 + int(149);
const bool l_549 = l_548 >= int(0);
if (l_549) {
const uint64_t l_550 = uint64_t(l_548);
const uint64_t l_551 = l_mut_21 << l_550;
l_mut_539 = l_551;
} else {
const int l_552 = int(0) - l_548;
const uint64_t l_553 = uint64_t(l_552);
const uint64_t l_554 = l_mut_21 >> l_553;
l_mut_539 = l_554;
}
const uint l_555 = uint(l_mut_539);
l_mut_59 = l_555;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_556 = l_mut_73 | l_352;
const float l_557 = reinterpret_cast<thread float const&>(l_556);
l_mut_468 = l_557;
} else {
const bool l_558 = l_mut_60 > l_mut_87;
if (l_558) {
const uint64_t l_559 = l_mut_60 - l_mut_87;
l_mut_73 = uint(0);
l_mut_539 = uint64_t(0);
const bool l_560 = l_559 != uint64_t(0);
if (l_560) {
const uint l_561 = uint(clz(l_559));
const int l_562 = int(l_561);
const int l_563 = int(64) - l_562;
const int l_564 = l_563 - int(1);
const int l_565 = l_564 + l_mut_40;
const int l_566 = l_565 + int(127);
const int l_567 = int(-149) - l_mut_40;
l_mut_25 = l_567;
const bool l_568 = l_566 >= int(1);
if (l_568) {
const int l_569 = l_563 - int(24);
l_mut_25 = l_569;
}
const bool l_570 = l_mut_25 <= int(0);
if (l_570) {
l_mut_59 = uint(0);
const bool l_571 = l_559 != uint64_t(0);
if (l_571) {
const uint l_572 = uint(clz(l_559));
const int l_573 = int(l_572);
const int l_574 = int(64) - l_573;
const int l_575 = l_574 - int(1);
const int l_576 = l_575 + l_mut_40;
const int l_577 = l_576 + int(127);
const bool l_578 = l_577 >= int(255);
if (l_578) {
l_mut_59 = uint(2139095040);
} else {
const bool l_579 = l_577 >= int(1);
if (l_579) {
const bool l_580 = l_574 > int(24);
if (l_580) {
const int l_581 = l_574 - int(24);
const uint64_t l_582 = uint64_t(l_581);
const uint64_t l_583 = l_559 >> l_582;
l_mut_87 = l_583;
} else {
const int l_584 = int(24) - l_574;
const uint64_t l_585 = uint64_t(l_584);
const uint64_t l_586 = l_559 << l_585;
l_mut_87 = l_586;
}
const uint l_587 = uint(l_577);
const uint l_588 = l_587 << uint(23);
const uint l_589 = uint(l_mut_87);
const uint l_590 = l_589 & uint(8388607);
const uint l_591 = l_588 | l_590;
l_mut_59 = l_591;
} else {
const int l_592 = l_mut_40 + int(149);
const bool l_593 = l_592 >= int(0);
if (l_593) {
const uint64_t l_594 = uint64_t(l_592);
const uint64_t l_595 = l_559 << l_594;
l_mut_87 = l_595;
} else {
const int l_596 = int(0) - l_592;
const uint64_t l_597 = uint64_t(l_596);
const uint64_t l_598 = l_559 >> l_597;
l_mut_87 = l_598;
}
const uint l_599 = uint(l_mut_87);
l_mut_59 = l_599;
}
}
}
l_mut_73 = l_mut_59;
l_mut_539 = l_559;
} else {
const bool l_600 = l_mut_25 <= l_563;
if (l_600) {
const uint64_t l_601 = uint64_t(l_mut_25);
const uint64_t l_602 = l_559 >> l_601;
l_mut_87 = l_602;
const uint64_t l_603 = l_mut_87 << l_601;
const uint64_t l_604 = l_559 - l_603;
const uint64_t l_605 = l_601 - uint64_t(1);
const uint64_t l_606 = uint64_t(1) << l_605;
const bool l_607 = l_604 > l_606;
const bool l_608 = l_604 == l_606;
const uint64_t l_609 = l_mut_87 & uint64_t(1);
const bool l_610 = l_609 == uint64_t(1);
const bool l_611 = l_608 && l_610;
const bool l_612 = l_607 || l_611;
if (l_612) {
l_mut_87 = l_mut_87 + uint64_t(1);
}
const uint64_t l_613 = l_mut_87 << l_601;
l_mut_539 = l_613;
const int l_614 = l_mut_40 + l_mut_25;
l_mut_59 = uint(0);
const bool l_615 = l_mut_87 != uint64_t(0);
if (l_615) {
const uint l_616 = uint(clz(l_mut_87));
const int l_617 = int(l_616);
const int l_618 = int(64) - l_617;
const int l_619 = l_618 - int(1);
const int l_620 = l_619 + l_614;
const int l_621 = l_620 + int(127);
const bool l_622 = l_621 >= int(255);
if (l_622) {
l_mut_59 = uint(2139095040);
} else {
const bool l_623 = l_621 >= int(1);
if (l_623) {
const bool l_624 = l_618 > int(24);
if (l_624) {
const int l_625 = l_618 - int(24);
const uint64_t l_626 = uint64_t(l_625);
const uint64_t l_627 = l_mut_87 >> l_626;
l_mut_36 = l_627;
} else {
const int l_628 = int(24) - l_618;
const uint64_t l_629 = uint64_t(l_628);
const uint64_t l_630 = l_mut_87 << l_629;
l_mut_36 = l_630;
}
const uint l_631 = uint(l_621);
const uint l_632 = l_631 << uint(23);
const uint l_633 = uint(l_mut_36);
const uint l_634 = l_633 & uint(8388607);
const uint l_635 = l_632 | l_634;
l_mut_59 = l_635;
} else {
const int l_636 = l_614 + int(149);
const bool l_637 = l_636 >= int(0);
if (l_637) {
const uint64_t l_638 = uint64_t(l_636);
const uint64_t l_639 = l_mut_87 << l_638;
l_mut_36 = l_639;
} else {
const int l_640 = int(0) - l_636;
const uint64_t l_641 = uint64_t(l_640);
const uint64_t l_642 = l_mut_87 >> l_641;
l_mut_36 = l_642;
}
const uint l_643 = uint(l_mut_36);
l_mut_59 = l_643;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
const uint l_644 = l_352 ^ uint(2147483648);
const uint l_645 = l_mut_73 | l_644;
const float l_646 = reinterpret_cast<thread float const&>(l_645);
l_mut_468 = l_646;
}
}
l_mut_368 = l_mut_468;
}
}
}
const uint l_690 = info.static_meta[uint(3)];
const uint l_691 = l_690 * uint(1);
const bool l_692 = l_mut_4 < l_691;
if (l_692) {
buffer_3[l_mut_4] = l_mut_151;
}
const uint l_647 = l_1 + l_mut_4;
const uint l_693 = info.static_meta[uint(3)];
const uint l_694 = l_693 * uint(1);
const bool l_695 = l_647 < l_694;
if (l_695) {
buffer_3[l_647] = l_mut_368;
}
}

}
