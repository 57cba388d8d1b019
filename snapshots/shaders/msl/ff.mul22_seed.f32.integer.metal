
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
float l_mut_150;
float l_mut_366;
float l_mut_45;
float l_mut_466;
float l_mut_46;
int l_mut_24;
int l_mut_39;
int l_mut_68;
uint l_mut_164;
uint l_mut_4;
uint l_mut_58;
uint l_mut_72;
uint64_t l_mut_131;
uint64_t l_mut_20;
uint64_t l_mut_222;
uint64_t l_mut_35;
uint64_t l_mut_537;
uint64_t l_mut_59;
uint64_t l_mut_86;
const uint l_0 = info.static_meta[uint(4)];
const uint l_1 = l_0 / uint(2);
const uint l_646 = info.static_meta[uint(2)];
const uint l_647 = l_646 * uint(1);
const bool l_648 = uint(0) < l_647;
const uint l_649 = l_647 - uint(1);
const uint l_650 = min(uint(0), l_649);
const float l_651 = buffer_2[l_650];
const float l_652 = (l_648) ? l_651 : float(0.0);
const float l_2 = l_652;
const uint l_653 = info.static_meta[uint(2)];
const uint l_654 = l_653 * uint(1);
const bool l_655 = uint(1) < l_654;
const uint l_656 = l_654 - uint(1);
const uint l_657 = min(uint(1), l_656);
const float l_658 = buffer_2[l_657];
const float l_659 = (l_655) ? l_658 : float(0.0);
const float l_3 = l_659;
l_mut_4 = thread_index_in_grid;
const bool l_5 = l_mut_4 < l_1;
if (l_5) {
const uint l_660 = info.static_meta[uint(0)];
const uint l_661 = l_660 * uint(1);
const bool l_662 = l_mut_4 < l_661;
const uint l_663 = l_661 - uint(1);
const uint l_664 = min(l_mut_4, l_663);
const float l_665 = buffer_0[l_664];
const float l_666 = (l_662) ? l_665 : float(0.0);
const float l_6 = l_666;
const uint l_7 = l_1 + l_mut_4;
const uint l_667 = info.static_meta[uint(0)];
const uint l_668 = l_667 * uint(1);
const bool l_669 = l_7 < l_668;
const uint l_670 = l_668 - uint(1);
const uint l_671 = min(l_7, l_670);
const float l_672 = buffer_0[l_671];
const float l_673 = (l_669) ? l_672 : float(0.0);
const float l_8 = l_673;
const uint l_674 = info.static_meta[uint(1)];
const uint l_675 = l_674 * uint(1);
const bool l_676 = l_mut_4 < l_675;
const uint l_677 = l_675 - uint(1);
const uint l_678 = min(l_mut_4, l_677);
const float l_679 = buffer_1[l_678];
const float l_680 = (l_676) ? l_679 : float(0.0);
const float l_9 = l_680;
const uint l_10 = l_1 + l_mut_4;
const uint l_681 = info.static_meta[uint(1)];
const uint l_682 = l_681 * uint(1);
const bool l_683 = l_10 < l_682;
const uint l_684 = l_682 - uint(1);
const uint l_685 = min(l_10, l_684);
const float l_686 = buffer_1[l_685];
const float l_687 = (l_683) ? l_686 : float(0.0);
const float l_11 = l_687;
const uint l_12 = reinterpret_cast<thread uint const&>(l_6);
const uint l_13 = reinterpret_cast<thread uint const&>(l_9);
const uint l_14 = l_12 >> uint(23);
const uint l_15 = l_14 & uint(255);
const uint l_16 = l_12 & uint(8388607);
const bool l_17 = l_15 != uint(0);
if (l_17) {
const uint l_18 = l_16 | uint(8388608);
const uint64_t l_19 = uint64_t(l_18);
l_mut_20 = l_19;
} else {
const uint64_t l_21 = uint64_t(l_16);
l_mut_20 = l_21;
}
if (l_17) {
const int l_22 = int(l_15);
const int l_23 = l_22 - int(150);
l_mut_24 = l_23;
} else {
const int l_25 = int(uint(1));
const int l_26 = l_25 - int(150);
l_mut_24 = l_26;
}
const uint l_27 = l_12 & uint(2147483648);
const bool l_28 = l_15 == uint(255);
const uint l_29 = l_13 >> uint(23);
const uint l_30 = l_29 & uint(255);
const uint l_31 = l_13 & uint(8388607);
const bool l_32 = l_30 != uint(0);
if (l_32) {
const uint l_33 = l_31 | uint(8388608);
const uint64_t l_34 = uint64_t(l_33);
l_mut_35 = l_34;
} else {
const uint64_t l_36 = uint64_t(l_31);
l_mut_35 = l_36;
}
if (l_32) {
const int l_37 = int(l_30);
const int l_38 = l_37 - int(150);
l_mut_39 = l_38;
} else {
const int l_40 = int(uint(1));
const int l_41 = l_40 - int(150);
l_mut_39 = l_41;
}
const uint l_42 = l_13 & uint(2147483648);
const bool l_43 = l_30 == uint(255);
const float l_44 = l_6 * l_9;
l_mut_45 = l_44;
l_mut_46 = float(0.0);
const bool l_47 = !l_28;
const bool l_48 = !l_43;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_mut_20 != uint64_t(0);
const bool l_51 = l_49 && l_50;
const bool l_52 = l_mut_35 != uint64_t(0);
const bool l_53 = l_51 && l_52;
if (l_53) {
const uint64_t l_54 = l_mut_20 * l_mut_35;
const int l_55 = l_mut_24 + l_mut_39;
const uint l_56 = l_12 ^ l_13;
const uint l_57 = l_56 & uint(2147483648);
l_mut_58 = uint(0);
l_mut_59 = uint64_t(0);
const bool l_60 = l_54 != uint64_t(0);
if (l_60) {
const uint l_61 = uint(clz(l_54));
const int l_62 = int(l_61);
const int l_63 = int(64) - l_62;
const int l_64 = l_63 - int(1);
const int l_65 = l_64 + l_55;
const int l_66 = l_65 + int(127);
const int l_67 = int(-149) - l_55;
l_mut_68 = l_67;
const bool l_69 = l_66 >= int(1);
if (l_69) {
const int l_70 = l_63 - int(24);
l_mut_68 = l_70;
}
const bool l_71 = l_mut_68 <= int(0);
if (l_71) {
l_mut_72 = uint(0);
const bool l_73 = l_54 != uint64_t(0);
if (l_73) {
const uint l_74 = uint(clz(l_54));
const int l_75 = int(l_74);
const int l_76 = int(64) - l_75;
const int l_77 = l_76 - int(1);
const int l_78 = l_77 + l_55;
const int l_79 = l_78 + int(127);
const bool l_80 = l_79 >= int(255);
if (l_80) {
l_mut_72 = uint(2139095040);
} else {
const bool l_81 = l_79 >= int(1);
if (l_81) {
const bool l_82 = l_76 > int(24);
if (l_82) {
const int l_83 = l_76 - int(24);
const uint64_t l_84 = uint64_t(l_83);
const uint64_t l_85 = l_54 >> l_84;
l_mut_86 = l_85;
} else {
const int l_87 = int(24) - l_76;
const uint64_t l_88 = uint64_t(l_87);
const uint64_t l_89 = l_54 << l_88;
l_mut_86 = l_89;
}
const uint l_90 = uint(l_79);
const uint l_91 = l_90 << uint(23);
const uint l_92 = uint(l_mut_86);
const uint l_93 = l_92 & uint(8388607);
const uint l_94 = l_91 | l_93;
l_mut_72 = l_94;
} else {
const int l_95 = l_55 + int(149);
const bool l_96 = l_95 >= int(0);
if (l_96) {
const uint64_t l_97 = uint64_t(l_95);
const uint64_t l_98 = l_54 << l_97;
l_mut_86 = l_98;
} else {
const int l_99 = int(0) - l_95;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_54 >> l_100;
l_mut_86 = l_101;
}
const uint l_102 = uint(l_mut_86);
l_mut_72 = l_102;
}
}
}
l_mut_58 = l_mut_72;
l_mut_59 = l_54;
} else {
const bool l_103 = l_mut_68 <= l_63;
if (l_103) {
const uint64_t l_104 = uint64_t(l_mut_68);
const uint64_t l_105 = l_54 >> l_104;
l_mut_86 = l_105;
const uint64_t l_106 = l_mut_86 << l_104;
const uint64_t l_107 = l_54 - l_106;
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
l_mut_59 = l_116;
const int l_117 = l_55 + l_mut_68;
l_mut_72 = uint(0);
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
l_mut_72 = uint(2139095040);
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
l_mut_72 = l_139;
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
l_mut_72 = l_147;
}
}
}
l_mut_58 = l_mut_72;
}
}
}
const uint l_148 = l_mut_58 | l_57;
const float l_149 = reinterpret_cast<thread float const&>(l_148);
l_mut_45 = l_149;
l_mut_150 = float(0.0);
const bool l_151 = l_54 > l_mut_59;
if (l_151) {
const uint64_t l_152 = l_54 - l_mut_59;
l_mut_72 = uint(0);
l_mut_131 = uint64_t(0);
const bool l_153 = l_152 != uint64_t(0);
if (l_153) {
const uint l_154 = uint(clz(l_152));
const int l_155 = int(l_154);
const int l_156 = int(64) - l_155;
const int l_157 = l_156 - int(1);
const int l_158 = l_157 + l_55;
const int l_159 = l_158 + int(127);
const int l_160 = int(-149) - l_55;
l_mut_68 = l_160;
const bool l_161 = l_159 >= int(1);
if (l_161) {
const int l_162 = l_156 - int(24);
l_mut_68 = l_162;
}
const bool l_163 = l_mut_68 <= int(0);
if (l_163) {
l_mut_164 = uint(0);
const bool l_165 = l_152 != uint64_t(0);
if (l_165) {
const uint l_166 = uint(clz(l_152));
const int l_167 = int(l_166);
const int l_168 = int(64) - l_167;
const int l_169 = l_168 - int(1);
const int l_170 = l_169 + l_55;
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
const int l_186 = l_55 + int(149);
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
l_mut_72 = l_mut_164;
l_mut_131 = l_152;
} else {
const bool l_194 = l_mut_68 <= l_156;
if (l_194) {
const uint64_t l_195 = uint64_t(l_mut_68);
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
const int l_208 = l_55 + l_mut_68;
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
l_mut_72 = l_mut_164;
}
}
}
const uint l_239 = l_mut_72 | l_57;
const float l_240 = reinterpret_cast<thread float const&>(l_239);
l_mut_150 = l_240;
} else {
const bool l_241 = l_mut_59 > l_54;
if (l_241) {
const uint64_t l_242 = l_mut_59 - l_54;
l_mut_164 = uint(0);
l_mut_222 = uint64_t(0);
const bool l_243 = l_242 != uint64_t(0);
if (l_243) {
const uint l_244 = uint(clz(l_242));
const int l_245 = int(l_244);
const int l_246 = int(64) - l_245;
const int l_247 = l_246 - int(1);
const int l_248 = l_247 + l_55;
const int l_249 = l_248 + int(127);
const int l_250 = int(-149) - l_55;
l_mut_68 = l_250;
const bool l_251 = l_249 >= int(1);
if (l_251) {
const int l_252 = l_246 - int(24);
l_mut_68 = l_252;
}
const bool l_253 = l_mut_68 <= int(0);
if (l_253) {
l_mut_72 = uint(0);
const bool l_254 = l_242 != uint64_t(0);
if (l_254) {
const uint l_255 = uint(clz(l_242));
const int l_256 = int(l_255);
const int l_257 = int(64) - l_256;
const int l_258 = l_257 - int(1);
const int l_259 = l_258 + l_55;
const int l_260 = l_259 + int(127);
const bool l_261 = l_260 >= int(255);
if (l_261) {
l_mut_72 = uint(2139095040);
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
l_mut_72 = l_274;
} else {
const int l_275 = l_55 + int(149);
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
l_mut_72 = l_282;
}
}
}
l_mut_164 = l_mut_72;
l_mut_222 = l_242;
} else {
const bool l_283 = l_mut_68 <= l_246;
if (l_283) {
const uint64_t l_284 = uint64_t(l_mut_68);
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
const int l_297 = l_55 + l_mut_68;
l_mut_72 = uint(0);
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
l_mut_72 = uint(2139095040);
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
l_mut_72 = l_318;
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
l_mut_72 = l_326;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
const uint l_327 = l_57 ^ uint(2147483648);
const uint l_328 = l_mut_164 | l_327;
const float l_329 = reinterpret_cast<thread float const&>(l_328);
l_mut_150 = l_329;
}
}
l_mut_46 = l_mut_150;
}
const float l_330 = l_6 * l_11;
const float l_331 = l_8 * l_9;
const float l_332 = l_330 + l_331;
const float l_333 = l_332 + l_mut_46;
const uint l_334 = reinterpret_cast<thread uint const&>(l_mut_45);
const uint l_335 = reinterpret_cast<thread uint const&>(l_333);
l_mut_164 = l_334;
l_mut_72 = l_335;
const uint l_336 = l_335 & uint(2147483647);
const uint l_337 = l_334 & uint(2147483647);
const bool l_338 = l_336 > l_337;
if (l_338) {
l_mut_164 = l_335;
l_mut_72 = l_334;
}
const uint l_339 = l_mut_164 >> uint(23);
const uint l_340 = l_339 & uint(255);
const uint l_341 = l_mut_164 & uint(8388607);
const bool l_342 = l_340 != uint(0);
if (l_342) {
const uint l_343 = l_341 | uint(8388608);
const uint64_t l_344 = uint64_t(l_343);
l_mut_222 = l_344;
} else {
const uint64_t l_345 = uint64_t(l_341);
l_mut_222 = l_345;
}
if (l_342) {
const int l_346 = int(l_340);
const int l_347 = l_346 - int(150);
l_mut_68 = l_347;
} else {
const int l_348 = int(uint(1));
const int l_349 = l_348 - int(150);
l_mut_68 = l_349;
}
const uint l_350 = l_mut_164 & uint(2147483648);
const bool l_351 = l_340 == uint(255);
const uint l_352 = l_mut_72 >> uint(23);
const uint l_353 = l_352 & uint(255);
const uint l_354 = l_mut_72 & uint(8388607);
const bool l_355 = l_353 != uint(0);
if (l_355) {
const uint l_356 = l_354 | uint(8388608);
const uint64_t l_357 = uint64_t(l_356);
l_mut_131 = l_357;
} else {
const uint64_t l_358 = uint64_t(l_354);
l_mut_131 = l_358;
}
if (l_355) {
const int l_359 = int(l_353);
const int l_360 = l_359 - int(150);
l_mut_39 = l_360;
} else {
const int l_361 = int(uint(1));
const int l_362 = l_361 - int(150);
l_mut_39 = l_362;
}
const uint l_363 = l_mut_72 & uint(2147483648);
const bool l_364 = l_353 == uint(255);
const float l_365 = l_mut_45 + l_333;
l_mut_150 = l_365;
l_mut_366 = float(0.0);
const bool l_367 = !l_351;
const bool l_368 = l_mut_131 != uint64_t(0);
const bool l_369 = l_367 && l_368;
if (l_369) {
const int l_370 = l_mut_68 - l_mut_39;
const bool l_371 = l_370 >= int(26);
if (l_371) {
const float l_372 = reinterpret_cast<thread float const&>(l_mut_164);
l_mut_150 = l_372;
const float l_373 = reinterpret_cast<thread float const&>(l_mut_72);
l_mut_366 = l_373;
} else {
const uint64_t l_374 = uint64_t(l_370);
const uint64_t l_375 = l_mut_222 << l_374;
const uint64_t l_376 = l_375 - l_mut_131;
l_mut_86 = l_376;
const bool l_377 = l_350 == l_363;
if (l_377) {
const uint64_t l_378 = l_375 + l_mut_131;
l_mut_86 = l_378;
}
const bool l_379 = l_mut_86 == uint64_t(0);
if (l_379) {
l_mut_150 = float(0.0);
} else {
l_mut_164 = uint(0);
l_mut_59 = uint64_t(0);
const bool l_380 = l_mut_86 != uint64_t(0);
if (l_380) {
const uint l_381 = uint(clz(l_mut_86));
const int l_382 = int(l_381);
const int l_383 = int(64) - l_382;
const int l_384 = l_383 - int(1);
const int l_385 = l_384 + l_mut_39;
const int l_386 = l_385 + int(127);
const int l_387 = int(-149) - l_mut_39;
l_mut_24 = l_387;
const bool l_388 = l_386 >= int(1);
if (l_388) {
const int l_389 = l_383 - int(24);
l_mut_24 = l_389;
}
const bool l_390 = l_mut_24 <= int(0);
if (l_390) {
l_mut_72 = uint(0);
const bool l_391 = l_mut_86 != uint64_t(0);
if (l_391) {
const uint l_392 = uint(clz(l_mut_86));
const int l_393 = int(l_392);
const int l_394 = int(64) - l_393;
const int l_395 = l_394 - int(1);
const int l_396 = l_395 + l_mut_39;
const int l_397 = l_396 + int(127);
const bool l_398 = l_397 >= int(255);
if (l_398) {
l_mut_72 = uint(2139095040);
} else {
const bool l_399 = l_397 >= int(1);
if (l_399) {
const bool l_400 = l_394 > int(24);
if (l_400) {
const int l_401 = l_394 - int(24);
const uint64_t l_402 = uint64_t(l_401);
const uint64_t l_403 = l_mut_86 >> l_402;
l_mut_35 = l_403;
} else {
const int l_404 = int(24) - l_394;
const uint64_t l_405 = uint64_t(l_404);
const uint64_t l_406 = l_mut_86 << l_405;
l_mut_35 = l_406;
}
const uint l_407 = uint(l_397);
const uint l_408 = l_407 << uint(23);
const uint l_409 = uint(l_mut_35);
const uint l_410 = l_409 & uint(8388607);
const uint l_411 = l_408 | l_410;
l_mut_72 = l_411;
} else {
const int l_412 = l_mut_39 + int(149);
const bool l_413 = l_412 >= int(0);
if (l_413) {
const uint64_t l_414 = uint64_t(l_412);
const uint64_t l_415 = l_mut_86 << l_414;
l_mut_35 = l_415;
} else {
const int l_416 = int(0) - l_412;
const uint64_t l_417 = uint64_t(l_416);
const uint64_t l_418 = l_mut_86 >> l_417;
l_mut_35 = l_418;
}
const uint l_419 = uint(l_mut_35);
l_mut_72 = l_419;
}
}
}
l_mut_164 = l_mut_72;
l_mut_59 = l_mut_86;
} else {
const bool l_420 = l_mut_24 <= l_383;
if (l_420) {
const uint64_t l_421 = uint64_t(l_mut_24);
const uint64_t l_422 = l_mut_86 >> l_421;
l_mut_35 = l_422;
const uint64_t l_423 = l_mut_35 << l_421;
const uint64_t l_424 = l_mut_86 - l_423;
const uint64_t l_425 = l_421 - uint64_t(1);
const uint64_t l_426 = uint64_t(1) << l_425;
const bool l_427 = l_424 > l_426;
const bool l_428 = l_424 == l_426;
const uint64_t l_429 = l_mut_35 & uint64_t(1);
const bool l_430 = l_429 == uint64_t(1);
const bool l_431 = l_428 && l_430;
const bool l_432 = l_427 || l_431;
if (l_432) {
l_mut_35 = l_mut_35 + uint64_t(1);
}
const uint64_t l_433 = l_mut_35 << l_421;
l_mut_59 = l_433;
const int l_434 = l_mut_39 + l_mut_24;
l_mut_72 = uint(0);
const bool l_435 = l_mut_35 != uint64_t(0);
if (l_435) {
const uint l_436 = uint(clz(l_mut_35));
const int l_437 = int(l_436);
const int l_438 = int(64) - l_437;
const int l_439 = l_438 - int(1);
const int l_440 = l_439 + l_434;
const int l_441 = l_440 + int(127);
const bool l_442 = l_441 >= int(255);
if (l_442) {
l_mut_72 = uint(2139095040);
} else {
const bool l_443 = l_441 >= int(1);
if (l_443) {
const bool l_444 = l_438 > int(24);
if (l_444) {
const int l_445 = l_438 - int(24);
const uint64_t l_446 = uint64_t(l_445);
const uint64_t l_447 = l_mut_35 >> l_446;
l_mut_20 = l_447;
} else {
const int l_448 = int(24) - l_438;
const uint64_t l_449 = uint64_t(l_448);
const uint64_t l_450 = l_mut_35 << l_449;
l_mut_20 = l_450;
}
const uint l_451 = uint(l_441);
const uint l_452 = l_451 << uint(23);
const uint l_453 = uint(l_mut_20);
const uint l_454 = l_453 & uint(8388607);
const uint l_455 = l_452 | l_454;
l_mut_72 = l_455;
} else {
const int l_456 = l_434 + int(149);
const bool l_457 = l_456 >= int(0);
if (l_457) {
const uint64_t l_458 = uint64_t(l_456);
const uint64_t l_459 = l_mut_35 << l_458;
l_mut_20 = l_459;
} else {
const int l_460 = int(0) - l_456;
const uint64_t l_461 = uint64_t(l_460);
const uint64_t l_462 = l_mut_35 >> l_461;
l_mut_20 = l_462;
}
const uint l_463 = uint(l_mut_20);
l_mut_72 = l_463;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
const uint l_464 = l_mut_164 | l_350;
const float l_465 = reinterpret_cast<thread float const&>(l_464);
l_mut_150 = l_465;
l_mut_466 = float(0.0);
const bool l_467 = l_mut_86 > l_mut_59;
if (l_467) {
const uint64_t l_468 = l_mut_86 - l_mut_59;
l_mut_72 = uint(0);
l_mut_35 = uint64_t(0);
const bool l_469 = l_468 != uint64_t(0);
if (l_469) {
const uint l_470 = uint(clz(l_468));
const int l_471 = int(l_470);
const int l_472 = int(64) - l_471;
const int l_473 = l_472 - int(1);
const int l_474 = l_473 + l_mut_39;
const int l_475 = l_474 + int(127);
const int l_476 = int(-149) - l_mut_39;
l_mut_24 = l_476;
const bool l_477 = l_475 >= int(1);
if (l_477) {
const int l_478 = l_472 - int(24);
l_mut_24 = l_478;
}
const bool l_479 = l_mut_24 <= int(0);
if (l_479) {
l_mut_58 = uint(0);
const bool l_480 = l_468 != uint64_t(0);
if (l_480) {
const uint l_481 = uint(clz(l_468));
const int l_482 = int(l_481);
const int l_483 = int(64) - l_482;
const int l_484 = l_483 - int(1);
const int l_485 = l_484 + l_mut_39;
const int l_486 = l_485 + int(127);
const bool l_487 = l_486 >= int(255);
if (l_487) {
l_mut_58 = uint(2139095040);
} else {
const bool l_488 = l_486 >= int(1);
if (l_488) {
const bool l_489 = l_483 > int(24);
if (l_489) {
const int l_490 = l_483 - int(24);
const uint64_t l_491 = uint64_t(l_490);
const uint64_t l_492 = l_468 >> l_491;
l_mut_20 = l_492;
} else {
const int l_493 = int(24) - l_483;
const uint64_t l_494 = uint64_t(l_493);
const uint64_t l_495 = l_468 << l_494;
l_mut_20 = l_495;
}
const uint l_496 = uint(l_486);
const uint l_497 = l_496 << uint(23);
const uint l_498 = uint(l_mut_20);
const uint l_499 = l_498 & uint(8388607);
const uint l_500 = l_497 | l_499;
l_mut_58 = l_500;
} else {
const int l_501 = l_mut_39 + int(149);
const bool l_502 = l_501 >= int(0);
if (l_502) {
const uint64_t l_503 = uint64_t(l_501);
const uint64_t l_504 = l_468 << l_503;
l_mut_20 = l_504;
} else {
const int l_505 = int(0) - l_501;
const uint64_t l_506 = uint64_t(l_505);
const uint64_t l_507 = l_468 >> l_506;
l_mut_20 = l_507;
}
const uint l_508 = uint(l_mut_20);
l_mut_58 = l_508;
}
}
}
l_mut_72 = l_mut_58;
l_mut_35 = l_468;
} else {
const bool l_509 = l_mut_24 <= l_472;
if (l_509) {
const uint64_t l_510 = uint64_t(l_mut_24);
const uint64_t l_511 = l_468 >> l_510;
l_mut_20 = l_511;
const uint64_t l_512 = l_mut_20 << l_510;
const uint64_t l_513 = l_468 - l_512;
const uint64_t l_514 = l_510 - uint64_t(1);
const uint64_t l_515 = uint64_t(1) << l_514;
const bool l_516 = l_513 > l_515;
const bool l_517 = l_513 == l_515;
const uint64_t l_518 = l_mut_20 & uint64_t(1);
const bool l_519 = l_518 == uint64_t(1);
const bool l_520 = l_517 && l_519;
const bool l_521 = l_516 || l_520;
if (l_521) {
l_mut_20 = l_mut_20 + uint64_t(1);
}
const uint64_t l_522 = l_mut_20 << l_510;
l_mut_35 = l_522;
const int l_523 = l_mut_39 + l_mut_24;
l_mut_58 = uint(0);
const bool l_524 = l_mut_20 != uint64_t(0);
if (l_524) {
const uint l_525 = uint(clz(l_mut_20));
const int l_526 = int(l_525);
const int l_527 = int(64) - l_526;
const int l_528 = l_527 - int(1);
const int l_529 = l_528 + l_523;
const int l_530 = l_529 + int(127);
const bool l_531 = l_530 >= int(255);
if (l_531) {
l_mut_58 = uint(2139095040);
} else {
const bool l_532 = l_530 >= int(1);
if (l_532) {
const bool l_533 = l_527 > int(24);
if (l_533) {
const int l_534 = l_527 - int(24);
const uint64_t l_535 = uint64_t(l_534);
const uint64_t l_536 = l_mut_20 >> l_535;
l_mut_537 = l_536;
} else {
const int l_538 = int(24) - l_527;
const uint64_t l_539 = uint64_t(l_538);
const uint64_t l_540 = l_mut_20 << l_539;
l_mut_537 = l_540;
}
const uint l_541 = uint(l_530);
const uint l_542 = l_541 << uint(23);
const uint l_543 = uint(l_mut_537);
const uint l_544 = l_543 & uint(8388607);
const uint l_545 = l_542 | l_544;
l_mut_58 = l_545;
} else {
const int l_546 = l_523 + int(149);
const bool l_547 = l_546 >= int(0);
if (l_547) {
const uint64_t l_548 = uint64_t(l_546);
const uint64_t l_549 = l_mut_20 << l_548;
l_mut_537 = l_549;
} else {
const int l_550 = int(0) - l_546;
const uint64_t l_551 = uint64_t(l_550);
const uint64_t l_552 = l_mut_20 >> l_551;
l_mut_537 = l_552;
}
const uint l_553 = uint(l_mut_537);
l_mut_58 = l_553;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
const uint l_554 = l_mut_72 | l_350;
const float l_555 = reinterpret_cast<thread float const&>(l_554);
l_mut_466 = l_555;
} else {
const bool l_556 = l_mut_59 > l_mut_86;
if (l_556) {
const uint64_t l_557 = l_mut_59 - l_mut_86;
l_mut_72 = uint(0);
l_mut_537 = uint64_t(0);
const bool l_558 = l_557 != uint64_t(0);
if (l_558) {
const uint l_559 = uint(clz(l_557));
const int l_560 = int(l_559);
const int l_561 = int(64) - l_560;
const int l_562 = l_561 - int(1);
const int l_563 = l_562 + l_mut_39;
const int l_564 = l_563 + int(127);
const int l_565 = int(-149) - l_mut_39;
l_mut_24 = l_565;
const bool l_566 = l_564 >= int(1);
if (l_566) {
const int l_567 = l_561 - int(24);
l_mut_24 = l_567;
}
const bool l_568 = l_mut_24 <= int(0);
if (l_568) {
l_mut_58 = uint(0);
const bool l_569 = l_557 != uint64_t(0);
if (l_569) {
const uint l_570 = uint(clz(l_557));
const int l_571 = int(l_570);
const int l_572 = int(64) - l_571;
const int l_573 = l_572 - int(1);
const int l_574 = l_573 + l_mut_39;
const int l_575 = l_574 + int(127);
const bool l_576 = l_575 >= int(255);
if (l_576) {
l_mut_58 = uint(2139095040);
} else {
const bool l_577 = l_575 >= int(1);
if (l_577) {
const bool l_578 = l_572 > int(24);
if (l_578) {
const int l_579 = l_572 - int(24);
const uint64_t l_580 = uint64_t(l_579);
const uint64_t l_581 = l_557 >> l_580;
l_mut_86 = l_581;
} else {
const int l_582 = int(24) - l_572;
const uint64_t l_583 = uint64_t(l_582);
const uint64_t l_584 = l_557 << l_583;
l_mut_86 = l_584;
}
const uint l_585 = uint(l_575);
const uint l_586 = l_585 << uint(23);
const uint l_587 = uint(l_mut_86);
const uint l_588 = l_587 & uint(8388607);
const uint l_589 = l_586 | l_588;
l_mut_58 = l_589;
} else {
const int l_590 = l_mut_39 + int(149);
const bool l_591 = l_590 >= int(0);
if (l_591) {
const uint64_t l_592 = uint64_t(l_590);
const uint64_t l_593 = l_557 << l_592;
l_mut_86 = l_593;
} else {
const int l_594 = int(0) - l_590;
const uint64_t l_595 = uint64_t(l_594);
const uint64_t l_596 = l_557 >> l_595;
l_mut_86 = l_596;
}
const uint l_597 = uint(l_mut_86);
l_mut_58 = l_597;
}
}
}
l_mut_72 = l_mut_58;
l_mut_537 = l_557;
} else {
const bool l_598 = l_mut_24 <= l_561;
if (l_598) {
const uint64_t l_599 = uint64_t(l_mut_24);
const uint64_t l_600 = l_557 >> l_599;
l_mut_86 = l_600;
const uint64_t l_601 = l_mut_86 << l_599;
const uint64_t l_602 = l_557 - l_601;
const uint64_t l_603 = l_599 - uint64_t(1);
const uint64_t l_604 = uint64_t(1) << l_603;
const bool l_605 = l_602 > l_604;
const bool l_606 = l_602 == l_604;
const uint64_t l_607 = l_mut_86 & uint64_t(1);
const bool l_608 = l_607 == uint64_t(1);
const bool l_609 = l_606 && l_608;
const bool l_610 = l_605 || l_609;
if (l_610) {
l_mut_86 = l_mut_86 + uint64_t(1);
}
const uint64_t l_611 = l_mut_86 << l_599;
l_mut_537 = l_611;
const int l_612 = l_mut_39 + l_mut_24;
l_mut_58 = uint(0);
const bool l_613 = l_mut_86 != uint64_t(0);
if (l_613) {
const uint l_614 = uint(clz(l_mut_86));
const int l_615 = int(l_614);
const int l_616 = int(64) - l_615;
const int l_617 = l_616 - int(1);
const int l_618 = l_617 + l_612;
const int l_619 = l_618 + int(127);
const bool l_620 = l_619 >= int(255);
if (l_620) {
l_mut_58 = uint(2139095040);
} else {
const bool l_621 = l_619 >= int(1);
if (l_621) {
const bool l_622 = l_616 > int(24);
if (l_622) {
const int l_623 = l_616 - int(24);
const uint64_t l_624 = uint64_t(l_623);
const uint64_t l_625 = l_mut_86 >> l_624;
l_mut_35 = l_625;
} else {
const int l_626 = int(24) - l_616;
const uint64_t l_627 = uint64_t(l_626);
const uint64_t l_628 = l_mut_86 << l_627;
l_mut_35 = l_628;
}
const uint l_629 = uint(l_619);
const uint l_630 = l_629 << uint(23);
const uint l_631 = uint(l_mut_35);
const uint l_632 = l_631 & uint(8388607);
const uint l_633 = l_630 | l_632;
l_mut_58 = l_633;
} else {
const int l_634 = l_612 + int(149);
const bool l_635 = l_634 >= int(0);
if (l_635) {
const uint64_t l_636 = uint64_t(l_634);
const uint64_t l_637 = l_mut_86 << l_636;
l_mut_35 = l_637;
} else {
const int l_638 = int(0) - l_634;
const uint64_t l_639 = uint64_t(l_638);
const uint64_t l_640 = l_mut_86 >> l_639;
l_mut_35 = l_640;
}
const uint l_641 = uint(l_mut_35);
l_mut_58 = l_641;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
const uint l_642 = l_350 ^ uint(2147483648);
const uint l_643 = l_mut_72 | l_642;
const float l_644 = reinterpret_cast<thread float const&>(l_643);
l_mut_466 = l_644;
}
}
l_mut_366 = l_mut_466;
}
}
}
const uint l_688 = info.static_meta[uint(3)];
const uint l_689 = l_688 * uint(1);
const bool l_690 = l_mut_4 < l_689;
if (l_690) {
buffer_3[l_mut_4] = l_mut_150;
}
const uint l_645 = l_1 + l_mut_4;
const uint l_691 = info.static_meta[uint(3)];
const uint l_692 = l_691 * uint(1);
const bool l_693 = l_645 < l_692;
if (l_693) {
buffer_3[l_645] = l_mut_366;
}
}

}
