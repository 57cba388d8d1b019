
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

[[kernel]]
void phase1(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    device atomic_uint * buffer_5 [[buffer(5)]],
    constant info_st& info [[buffer(6)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_248;
bool l_mut_251;
bool l_mut_339;
bool l_mut_347;
uint l_mut_247;
uint l_mut_260;
uint l_mut_293;
uint l_mut_370;
uint l_mut_371;
uint l_mut_49;
uint64_t l_mut_109;
uint64_t l_mut_140;
uint64_t l_mut_194;
uint64_t l_mut_273;
uint64_t l_mut_290;
uint64_t l_mut_397;
uint64_t l_mut_87;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_480 = info.static_meta[uint(5)];
const uint l_481 = l_480 * uint(1);
const uint l_482 = l_481 - uint(1);
const uint l_483 = min(uint(3), l_482);
device atomic_uint* l_484 = &buffer_5[l_483];
atomic_uint* l_1 = l_484;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_424 = info.static_meta[uint(3)];
const uint l_425 = l_424 * uint(1);
const bool l_426 = l_3 < l_425;
const uint l_427 = l_425 - uint(1);
const uint l_428 = min(l_3, l_427);
const uint l_429 = buffer_3[l_428];
const uint l_430 = (l_426) ? l_429 : uint(0);
const uint l_4 = l_430;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_431 = info.static_meta[uint(3)];
const uint l_432 = l_431 * uint(1);
const bool l_433 = l_7 < l_432;
const uint l_434 = l_432 - uint(1);
const uint l_435 = min(l_7, l_434);
const uint l_436 = buffer_3[l_435];
const uint l_437 = (l_433) ? l_436 : uint(0);
const uint l_8 = l_437;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_438 = info.static_meta[uint(3)];
const uint l_439 = l_438 * uint(1);
const bool l_440 = l_14 < l_439;
const uint l_441 = l_439 - uint(1);
const uint l_442 = min(l_14, l_441);
const uint l_443 = buffer_3[l_442];
const uint l_444 = (l_440) ? l_443 : uint(0);
const uint l_15 = l_444;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_445 = info.static_meta[uint(3)];
const uint l_446 = l_445 * uint(1);
const bool l_447 = l_18 < l_446;
const uint l_448 = l_446 - uint(1);
const uint l_449 = min(l_18, l_448);
const uint l_450 = buffer_3[l_449];
const uint l_451 = (l_447) ? l_450 : uint(0);
const uint l_19 = l_451;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_452 = info.static_meta[uint(3)];
const uint l_453 = l_452 * uint(1);
const bool l_454 = l_25 < l_453;
const uint l_455 = l_453 - uint(1);
const uint l_456 = min(l_25, l_455);
const uint l_457 = buffer_3[l_456];
const uint l_458 = (l_454) ? l_457 : uint(0);
const uint l_26 = l_458;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_459 = info.static_meta[uint(3)];
const uint l_460 = l_459 * uint(1);
const bool l_461 = l_29 < l_460;
const uint l_462 = l_460 - uint(1);
const uint l_463 = min(l_29, l_462);
const uint l_464 = buffer_3[l_463];
const uint l_465 = (l_461) ? l_464 : uint(0);
const uint l_30 = l_465;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_466 = info.static_meta[uint(3)];
const uint l_467 = l_466 * uint(1);
const bool l_468 = l_34 < l_467;
const uint l_469 = l_467 - uint(1);
const uint l_470 = min(l_34, l_469);
const uint l_471 = buffer_3[l_470];
const uint l_472 = (l_468) ? l_471 : uint(0);
const uint l_35 = l_472;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_473 = info.static_meta[uint(3)];
const uint l_474 = l_473 * uint(1);
const bool l_475 = l_38 < l_474;
const uint l_476 = l_474 - uint(1);
const uint l_477 = min(l_38, l_476);
const uint l_478 = buffer_3[l_477];
const uint l_479 = (l_475) ? l_478 : uint(0);
const uint l_39 = l_479;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * thread_index_in_grid;
const uint l_44 = info.static_meta[uint(6)];
const bool l_45 = l_43 < l_44;
const uint64_t l_46 = uint64_t(thread_index_in_grid);
const uint64_t l_47 = uint64_t(l_13);
const uint64_t l_48 = l_46 * l_47;
l_mut_49 = uint(0);
const bool l_50 = l_48 < l_42;
if (l_50) {
const uint64_t l_51 = l_42 - l_48;
l_mut_49 = l_13;
const uint64_t l_52 = uint64_t(l_13);
const bool l_53 = l_51 < l_52;
if (l_53) {
const uint64_t l_54 = l_51 & uint64_t(4294967295);
const uint l_55 = uint(l_54);
l_mut_49 = l_55;
}
}
const bool l_56 = l_mut_49 > uint(0);
const bool l_57 = l_45 && l_56;
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_485 = info.static_meta[uint(0)];
const uint l_486 = l_485 * uint(1);
const bool l_487 = l_58 < l_486;
const uint l_488 = l_486 - uint(1);
const uint l_489 = min(l_58, l_488);
const uint l_490 = buffer_0[l_489];
const uint l_491 = (l_487) ? l_490 : uint(0);
const uint l_59 = l_491;
const uint64_t l_60 = uint64_t(l_59);
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = l_61 + uint(1);
const uint l_492 = info.static_meta[uint(0)];
const uint l_493 = l_492 * uint(1);
const bool l_494 = l_62 < l_493;
const uint l_495 = l_493 - uint(1);
const uint l_496 = min(l_62, l_495);
const uint l_497 = buffer_0[l_496];
const uint l_498 = (l_494) ? l_497 : uint(0);
const uint l_63 = l_498;
const uint64_t l_64 = uint64_t(l_63);
const uint64_t l_65 = l_64 << uint64_t(32);
const uint64_t l_66 = l_60 | l_65;
const uint l_67 = uint(2) * thread_index_in_grid;
const uint l_499 = info.static_meta[uint(1)];
const uint l_500 = l_499 * uint(1);
const bool l_501 = l_67 < l_500;
const uint l_502 = l_500 - uint(1);
const uint l_503 = min(l_67, l_502);
const uint l_504 = buffer_1[l_503];
const uint l_505 = (l_501) ? l_504 : uint(0);
const uint l_68 = l_505;
const uint64_t l_69 = uint64_t(l_68);
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_506 = info.static_meta[uint(1)];
const uint l_507 = l_506 * uint(1);
const bool l_508 = l_71 < l_507;
const uint l_509 = l_507 - uint(1);
const uint l_510 = min(l_71, l_509);
const uint l_511 = buffer_1[l_510];
const uint l_512 = (l_508) ? l_511 : uint(0);
const uint l_72 = l_512;
const uint64_t l_73 = uint64_t(l_72);
const uint64_t l_74 = l_73 << uint64_t(32);
const uint64_t l_75 = l_69 | l_74;
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_513 = info.static_meta[uint(2)];
const uint l_514 = l_513 * uint(1);
const bool l_515 = l_76 < l_514;
const uint l_516 = l_514 - uint(1);
const uint l_517 = min(l_76, l_516);
const uint l_518 = buffer_2[l_517];
const uint l_519 = (l_515) ? l_518 : uint(0);
const uint l_77 = l_519;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_520 = info.static_meta[uint(2)];
const uint l_521 = l_520 * uint(1);
const bool l_522 = l_80 < l_521;
const uint l_523 = l_521 - uint(1);
const uint l_524 = min(l_80, l_523);
const uint l_525 = buffer_2[l_524];
const uint l_526 = (l_522) ? l_525 : uint(0);
const uint l_81 = l_526;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint64_t l_85 = l_84 >> uint64_t(63);
const bool l_86 = l_85 == uint64_t(1);
l_mut_87 = l_84;
if (l_86) {
const uint64_t l_88 = uint64_t(uint(0));
const uint64_t l_89 = l_88 - l_84;
l_mut_87 = l_89;
}
const uint64_t l_90 = uint64_t(l_13);
const uint64_t l_91 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_92 = l_91 * l_90;
const uint64_t l_93 = l_mut_87 >> uint64_t(32);
const uint64_t l_94 = l_93 * l_90;
const uint64_t l_95 = l_94 << uint64_t(32);
const uint64_t l_96 = l_92 + l_95;
const uint64_t l_97 = l_94 >> uint64_t(32);
const bool l_98 = l_96 < l_92;
const uint64_t l_99 = uint64_t(l_98);
const uint64_t l_100 = l_97 + l_99;
l_mut_87 = l_96;
const bool l_101 = l_24 == uint(64);
if (l_101) {
l_mut_87 = l_100;
} else {
const bool l_102 = l_24 > uint(0);
if (l_102) {
const uint l_103 = uint(64) - l_24;
const uint64_t l_104 = uint64_t(l_103);
const uint64_t l_105 = l_100 << l_104;
const uint64_t l_106 = uint64_t(l_24);
const uint64_t l_107 = l_96 >> l_106;
const uint64_t l_108 = l_105 | l_107;
l_mut_87 = l_108;
}
}
l_mut_109 = l_mut_87;
if (l_86) {
const uint64_t l_110 = uint64_t(uint(0));
const uint64_t l_111 = l_110 - l_mut_109;
l_mut_109 = l_111;
}
const uint64_t l_112 = l_66 + l_mut_109;
const uint l_113 = l_24 + uint(3);
const uint64_t l_114 = uint64_t(uint(0));
l_mut_109 = l_114;
const bool l_115 = l_13 < uint(65536);
if (l_115) {
const uint l_116 = l_13 * l_13;
const uint64_t l_117 = l_84 >> uint64_t(63);
const bool l_118 = l_117 == uint64_t(1);
l_mut_87 = l_84;
if (l_118) {
const uint64_t l_119 = uint64_t(uint(0));
const uint64_t l_120 = l_119 - l_84;
l_mut_87 = l_120;
}
const uint64_t l_121 = uint64_t(l_116);
const uint64_t l_122 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_123 = l_122 * l_121;
const uint64_t l_124 = l_mut_87 >> uint64_t(32);
const uint64_t l_125 = l_124 * l_121;
const uint64_t l_126 = l_125 << uint64_t(32);
const uint64_t l_127 = l_123 + l_126;
const uint64_t l_128 = l_125 >> uint64_t(32);
const bool l_129 = l_127 < l_123;
const uint64_t l_130 = uint64_t(l_129);
const uint64_t l_131 = l_128 + l_130;
l_mut_87 = l_127;
const bool l_132 = l_113 == uint(64);
if (l_132) {
l_mut_87 = l_131;
} else {
const bool l_133 = l_113 > uint(0);
if (l_133) {
const uint l_134 = uint(64) - l_113;
const uint64_t l_135 = uint64_t(l_134);
const uint64_t l_136 = l_131 << l_135;
const uint64_t l_137 = uint64_t(l_113);
const uint64_t l_138 = l_127 >> l_137;
const uint64_t l_139 = l_136 | l_138;
l_mut_87 = l_139;
}
}
l_mut_140 = l_mut_87;
if (l_118) {
const uint64_t l_141 = uint64_t(uint(0));
const uint64_t l_142 = l_141 - l_mut_140;
l_mut_140 = l_142;
}
l_mut_109 = l_mut_140;
} else {
const uint64_t l_143 = l_84 >> uint64_t(63);
const bool l_144 = l_143 == uint64_t(1);
l_mut_140 = l_84;
if (l_144) {
const uint64_t l_145 = uint64_t(uint(0));
const uint64_t l_146 = l_145 - l_84;
l_mut_140 = l_146;
}
const uint64_t l_147 = uint64_t(l_13);
const uint64_t l_148 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_149 = l_148 * l_147;
const uint64_t l_150 = l_mut_140 >> uint64_t(32);
const uint64_t l_151 = l_150 * l_147;
const uint64_t l_152 = l_151 << uint64_t(32);
const uint64_t l_153 = l_149 + l_152;
const uint64_t l_154 = l_151 >> uint64_t(32);
const bool l_155 = l_153 < l_149;
const uint64_t l_156 = uint64_t(l_155);
const uint64_t l_157 = l_154 + l_156;
l_mut_87 = l_153;
const bool l_158 = uint(0) == uint(64);
if (l_158) {
l_mut_87 = l_157;
} else {
const bool l_159 = uint(0) > uint(0);
if (l_159) {
const uint64_t l_160 = uint64_t(uint(64));
const uint64_t l_161 = l_157 << l_160;
const uint64_t l_162 = uint64_t(uint(0));
const uint64_t l_163 = l_153 >> l_162;
const uint64_t l_164 = l_161 | l_163;
l_mut_87 = l_164;
}
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_140 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_140 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_140 = l_171;
const bool l_176 = uint(64) == uint(64);
if (l_176) {
l_mut_140 = l_175;
} else {
const bool l_177 = uint(64) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(0));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(64));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_140 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_87 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_194 = l_189;
const bool l_195 = uint(0) == uint(64);
if (l_195) {
l_mut_194 = l_193;
} else {
const bool l_196 = uint(0) > uint(0);
if (l_196) {
const uint64_t l_197 = uint64_t(uint(64));
const uint64_t l_198 = l_193 << l_197;
const uint64_t l_199 = uint64_t(uint(0));
const uint64_t l_200 = l_189 >> l_199;
const uint64_t l_201 = l_198 | l_200;
l_mut_194 = l_201;
}
}
const uint64_t l_202 = uint64_t(l_13);
const uint64_t l_203 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_204 = l_203 * l_202;
const uint64_t l_205 = l_mut_87 >> uint64_t(32);
const uint64_t l_206 = l_205 * l_202;
const uint64_t l_207 = l_206 << uint64_t(32);
const uint64_t l_208 = l_204 + l_207;
const uint64_t l_209 = l_206 >> uint64_t(32);
const bool l_210 = l_208 < l_204;
const uint64_t l_211 = uint64_t(l_210);
const uint64_t l_212 = l_209 + l_211;
l_mut_87 = l_208;
const bool l_213 = uint(64) == uint(64);
if (l_213) {
l_mut_87 = l_212;
} else {
const bool l_214 = uint(64) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(0));
const uint64_t l_216 = l_212 << l_215;
const uint64_t l_217 = uint64_t(uint(64));
const uint64_t l_218 = l_208 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_87 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_140 * l_220;
const uint64_t l_222 = l_mut_87 + l_221;
l_mut_109 = l_mut_194;
const bool l_223 = l_113 == uint(64);
if (l_223) {
l_mut_109 = l_222;
} else {
const bool l_224 = l_113 > uint(0);
if (l_224) {
const uint l_225 = uint(64) - l_113;
const uint64_t l_226 = uint64_t(l_225);
const uint64_t l_227 = l_222 << l_226;
const uint64_t l_228 = uint64_t(l_113);
const uint64_t l_229 = l_mut_194 >> l_228;
const uint64_t l_230 = l_227 + l_229;
l_mut_109 = l_230;
}
}
if (l_144) {
const uint64_t l_231 = uint64_t(uint(0));
const uint64_t l_232 = l_231 - l_mut_109;
l_mut_109 = l_232;
}
}
l_mut_194 = l_mut_109;
const uint64_t l_233 = l_mut_109 >> uint64_t(63);
const bool l_234 = l_233 == uint64_t(1);
if (l_234) {
const uint64_t l_235 = uint64_t(uint(0));
const uint64_t l_236 = l_235 - l_mut_109;
l_mut_194 = l_236;
}
const uint64_t l_237 = l_33 + l_mut_194;
const uint64_t l_238 = uint64_t(uint(1));
const uint64_t l_239 = l_237 + l_238;
const uint64_t l_240 = l_75 - l_mut_109;
const uint64_t l_241 = l_240 + l_239;
const uint64_t l_242 = uint64_t(uint(0));
const uint64_t l_243 = l_242 - l_112;
const uint64_t l_244 = l_239 + l_239;
l_mut_194 = l_243;
const uint64_t l_245 = uint64_t(uint(0));
const uint64_t l_246 = l_245 - l_243;
l_mut_140 = l_246;
l_mut_109 = l_241;
l_mut_49 = uint(1);
l_mut_247 = uint(1);
l_mut_248 = bool(false);
const bool l_249 = l_mut_109 < l_244;
const bool l_250 = !l_249;
l_mut_251 = l_250;
const bool l_252 = l_243 == uint64_t(0);
if (l_252) {
l_mut_248 = l_mut_251;
l_mut_251 = bool(false);
}
if (l_mut_251) {
const uint64_t l_253 = l_243 >> uint64_t(63);
const bool l_254 = l_253 == uint64_t(1);
l_mut_87 = l_243;
if (l_254) {
const uint64_t l_255 = uint64_t(uint(0));
const uint64_t l_256 = l_255 - l_243;
l_mut_87 = l_256;
}
const uint l_257 = l_13 - uint(1);
const uint64_t l_258 = uint64_t(l_257);
const uint64_t l_259 = l_mut_87 * l_258;
l_mut_260 = uint(0);
const uint l_261 = l_13 - uint(1);
const uint64_t l_262 = uint64_t(l_261);
const uint64_t l_263 = l_mut_87 & uint64_t(4294967295);
const uint64_t l_264 = l_263 * l_262;
const uint64_t l_265 = l_mut_87 >> uint64_t(32);
const uint64_t l_266 = l_265 * l_262;
const uint64_t l_267 = l_266 << uint64_t(32);
const uint64_t l_268 = l_264 + l_267;
const uint64_t l_269 = l_266 >> uint64_t(32);
const bool l_270 = l_268 < l_264;
const uint64_t l_271 = uint64_t(l_270);
const uint64_t l_272 = l_269 + l_271;
l_mut_273 = l_268;
const bool l_274 = uint(64) == uint(64);
if (l_274) {
l_mut_273 = l_272;
} else {
const bool l_275 = uint(64) > uint(0);
if (l_275) {
const uint64_t l_276 = uint64_t(uint(0));
const uint64_t l_277 = l_272 << l_276;
const uint64_t l_278 = uint64_t(uint(64));
const uint64_t l_279 = l_268 >> l_278;
const uint64_t l_280 = l_277 | l_279;
l_mut_273 = l_280;
}
}
const bool l_281 = l_mut_273 == uint64_t(0);
if (l_281) {
l_mut_273 = l_241;
if (l_254) {
const uint64_t l_282 = uint64_t(uint(0));
const uint64_t l_283 = l_282 - l_241;
const bool l_284 = l_241 == uint64_t(0);
const bool l_285 = !l_284;
const bool l_286 = l_259 < l_283;
const bool l_287 = !l_286;
const bool l_288 = l_285 && l_287;
if (l_288) {
const uint l_289 = l_13 - uint(1);
l_mut_290 = l_283;
const bool l_291 = l_283 < l_mut_87;
const bool l_292 = !l_291;
if (l_292) {
l_mut_293 = uint(0);
const bool l_294 = l_mut_87 < l_283;
if (l_294) {
const uint64_t l_295 = l_283 - uint64_t(1);
const uint64_t l_296 = l_295 / l_mut_87;
const uint64_t l_297 = uint64_t(l_289);
const bool l_298 = l_296 < l_297;
const uint64_t l_299 = uint64_t(l_289);
const uint64_t l_300 = (l_298) ? l_296 : l_299;
const uint l_301 = uint(l_300);
l_mut_293 = l_301;
}
const uint64_t l_302 = uint64_t(l_mut_293);
const uint64_t l_303 = l_mut_87 * l_302;
const uint64_t l_304 = l_283 - l_303;
l_mut_290 = l_304;
const bool l_305 = l_mut_290 < l_mut_87;
const bool l_306 = !l_305;
if (l_306) {
const uint64_t l_307 = l_mut_290 - l_mut_87;
l_mut_290 = l_307;
}
}
const uint64_t l_308 = l_mut_87 - l_mut_290;
l_mut_290 = l_308;
const bool l_309 = l_308 < l_mut_87;
const bool l_310 = !l_309;
if (l_310) {
const uint64_t l_311 = l_308 - l_mut_87;
l_mut_290 = l_311;
}
const bool l_312 = l_mut_290 < l_mut_273;
if (l_312) {
l_mut_273 = l_mut_290;
}
}
} else {
const uint64_t l_313 = l_241 - l_259;
l_mut_273 = l_313;
const bool l_314 = l_241 < l_259;
if (l_314) {
const uint l_315 = l_13 - uint(1);
l_mut_290 = l_241;
const bool l_316 = l_241 < l_mut_87;
const bool l_317 = !l_316;
if (l_317) {
l_mut_293 = uint(0);
const bool l_318 = l_mut_87 < l_241;
if (l_318) {
const uint64_t l_319 = l_241 - uint64_t(1);
const uint64_t l_320 = l_319 / l_mut_87;
const uint64_t l_321 = uint64_t(l_315);
const bool l_322 = l_320 < l_321;
const uint64_t l_323 = uint64_t(l_315);
const uint64_t l_324 = (l_322) ? l_320 : l_323;
const uint l_325 = uint(l_324);
l_mut_293 = l_325;
}
const uint64_t l_326 = uint64_t(l_mut_293);
const uint64_t l_327 = l_mut_87 * l_326;
const uint64_t l_328 = l_241 - l_327;
l_mut_290 = l_328;
const bool l_329 = l_mut_290 < l_mut_87;
const bool l_330 = !l_329;
if (l_330) {
const uint64_t l_331 = l_mut_290 - l_mut_87;
l_mut_290 = l_331;
}
}
const bool l_332 = l_mut_290 < l_mut_273;
if (l_332) {
l_mut_273 = l_mut_290;
}
}
}
const bool l_333 = l_mut_273 < l_244;
const bool l_334 = !l_333;
const uint l_335 = uint(l_334);
const uint l_336 = uint(2) - l_335;
l_mut_260 = l_336;
}
const bool l_337 = l_mut_260 > uint(0);
if (l_337) {
const bool l_338 = l_mut_260 == uint(1);
l_mut_248 = l_338;
l_mut_251 = bool(false);
}
}
l_mut_339 = bool(false);
while (true) {
const bool l_340 = !l_mut_251;
if (l_340) {
break;}
l_mut_290 = l_mut_194;
if (l_mut_339) {
l_mut_290 = l_mut_140;
}
const bool l_341 = l_mut_109 < l_mut_290;
const bool l_342 = !l_341;
const bool l_343 = l_342 != l_mut_339;
if (l_343) {
l_mut_290 = l_mut_194;
l_mut_194 = l_mut_140;
l_mut_140 = l_mut_290;
l_mut_293 = l_mut_49;
l_mut_49 = l_mut_247;
l_mut_247 = l_mut_293;
l_mut_339 = l_342;
}
const uint64_t l_344 = l_mut_194 - l_mut_109;
l_mut_290 = l_344;
if (l_mut_339) {
const uint64_t l_345 = l_mut_109 - l_244;
l_mut_290 = l_345;
}
l_mut_273 = l_mut_194;
const bool l_346 = l_mut_290 < l_mut_194;
if (l_346) {
l_mut_273 = l_mut_290;
}
l_mut_347 = bool(false);
const uint64_t l_348 = uint64_t(uint(3));
const uint64_t l_349 = l_mut_273 >> l_348;
const bool l_350 = l_349 < l_mut_140;
const bool l_351 = !l_350;
l_mut_347 = l_351;
l_mut_293 = uint(0);
const bool l_352 = l_mut_140 == uint64_t(0);
const bool l_353 = !l_352;
const bool l_354 = l_mut_347 && l_353;
const bool l_355 = l_mut_140 < l_mut_273;
const bool l_356 = l_354 && l_355;
const uint l_357 = l_mut_49 + l_mut_247;
const bool l_358 = l_357 < l_13;
const bool l_359 = l_356 && l_358;
if (l_359) {
const uint l_360 = l_13 - l_mut_49;
const uint l_361 = l_360 - l_mut_247;
const uint l_362 = l_361 / l_mut_49;
const uint64_t l_363 = l_mut_273 - uint64_t(1);
const uint64_t l_364 = l_363 / l_mut_140;
const uint64_t l_365 = uint64_t(l_362);
const bool l_366 = l_364 < l_365;
const uint64_t l_367 = uint64_t(l_362);
const uint64_t l_368 = (l_366) ? l_364 : l_367;
const uint l_369 = uint(l_368);
l_mut_293 = l_369;
}
l_mut_290 = l_mut_194;
l_mut_273 = l_mut_140;
l_mut_260 = l_mut_49;
l_mut_370 = l_mut_247;
l_mut_87 = l_mut_109;
l_mut_371 = uint(0);
const bool l_372 = l_mut_293 > uint(0);
if (l_372) {
const uint64_t l_373 = uint64_t(l_mut_293);
const uint64_t l_374 = l_mut_140 * l_373;
if (l_mut_339) {
const uint64_t l_375 = l_mut_109 - l_374;
l_mut_87 = l_375;
}
const uint64_t l_376 = l_mut_194 - l_374;
l_mut_290 = l_376;
const uint l_377 = l_mut_293 * l_mut_49;
const uint l_378 = l_mut_247 + l_377;
l_mut_370 = l_378;
} else {
if (l_mut_339) {
const uint64_t l_379 = l_mut_109 - l_mut_140;
l_mut_87 = l_379;
const bool l_380 = l_mut_87 < l_244;
if (l_380) {
l_mut_371 = uint(2);
}
}
const bool l_381 = l_mut_371 == uint(0);
if (l_381) {
const uint l_382 = l_13 - l_mut_49;
const uint l_383 = l_382 / l_mut_247;
l_mut_293 = uint(0);
l_mut_347 = bool(false);
const uint64_t l_384 = uint64_t(uint(3));
const uint64_t l_385 = l_mut_140 >> l_384;
const bool l_386 = l_385 < l_mut_194;
const bool l_387 = !l_386;
l_mut_347 = l_387;
const bool l_388 = l_mut_194 == uint64_t(0);
if (l_388) {
l_mut_293 = l_383;
} else {
if (l_mut_347) {
const bool l_389 = l_mut_194 < l_mut_140;
if (l_389) {
const uint64_t l_390 = l_mut_140 - uint64_t(1);
const uint64_t l_391 = l_390 / l_mut_194;
const uint64_t l_392 = uint64_t(l_383);
const bool l_393 = l_391 < l_392;
const uint64_t l_394 = uint64_t(l_383);
const uint64_t l_395 = (l_393) ? l_391 : l_394;
const uint l_396 = uint(l_395);
l_mut_293 = l_396;
}
} else {
l_mut_397 = l_mut_140;
while (true) {
const bool l_398 = l_mut_194 < l_mut_397;
const uint l_399 = l_mut_293 * l_mut_247;
const uint l_400 = l_mut_49 + l_399;
const uint l_401 = l_400 + l_mut_247;
const bool l_402 = l_401 < l_13;
const bool l_403 = l_398 && l_402;
const bool l_404 = !l_403;
if (l_404) {
break;}
const uint64_t l_405 = l_mut_397 - l_mut_194;
l_mut_397 = l_405;
l_mut_293 = l_mut_293 + uint(1);
}
}
}
const uint l_406 = l_mut_293 * l_mut_247;
const uint l_407 = l_mut_49 + l_406;
const uint l_408 = l_407 + l_mut_247;
const bool l_409 = l_408 >= l_13;
if (l_409) {
l_mut_371 = uint(1);
} else {
const uint64_t l_410 = uint64_t(l_mut_293);
const uint64_t l_411 = l_mut_194 * l_410;
const uint64_t l_412 = l_mut_140 - l_411;
l_mut_273 = l_412;
const uint l_413 = l_mut_293 * l_mut_247;
const uint l_414 = l_mut_49 + l_413;
l_mut_260 = l_414;
const uint64_t l_415 = l_mut_194 - l_mut_273;
l_mut_290 = l_415;
const uint l_416 = l_mut_247 + l_mut_260;
l_mut_370 = l_416;
}
}
}
l_mut_194 = l_mut_290;
l_mut_140 = l_mut_273;
l_mut_49 = l_mut_260;
l_mut_247 = l_mut_370;
l_mut_109 = l_mut_87;
const bool l_417 = l_mut_371 == uint(1);
l_mut_248 = l_417;
const bool l_418 = l_mut_371 == uint(0);
l_mut_251 = l_418;
}
const bool l_419 = !l_mut_248;
if (l_419) {
const uint l_527 = info.static_meta[uint(5)];
const uint l_528 = l_527 * uint(1);
const uint l_529 = l_528 - uint(1);
const uint l_530 = min(uint(0), l_529);
device atomic_uint* l_531 = &buffer_5[l_530];
atomic_uint* l_420 = l_531;
const uint l_421 = atomic_fetch_add_explicit(l_420, uint(1), memory_order_relaxed);
const uint l_422 = info.static_meta[uint(10)];
const bool l_423 = l_421 < l_422;
if (l_423) {
const uint l_532 = info.static_meta[uint(4)];
const uint l_533 = l_532 * uint(1);
const bool l_534 = l_421 < l_533;
if (l_534) {
buffer_4[l_421] = thread_index_in_grid;
}
}
}
}

}
