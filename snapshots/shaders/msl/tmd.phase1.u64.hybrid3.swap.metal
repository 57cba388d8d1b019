
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
bool l_mut_259;
bool l_mut_262;
bool l_mut_350;
bool l_mut_358;
uint l_mut_258;
uint l_mut_271;
uint l_mut_304;
uint l_mut_381;
uint l_mut_382;
uint l_mut_67;
uint64_t l_mut_105;
uint64_t l_mut_127;
uint64_t l_mut_158;
uint64_t l_mut_212;
uint64_t l_mut_284;
uint64_t l_mut_301;
uint64_t l_mut_408;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_519 = info.static_meta[uint(5)];
const uint l_520 = l_519 * uint(1);
const uint l_521 = l_520 - uint(1);
const uint l_522 = min(uint(3), l_521);
device atomic_uint* l_523 = &buffer_5[l_522];
atomic_uint* l_1 = l_523;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_435 = info.static_meta[uint(3)];
const uint l_436 = l_435 * uint(1);
const bool l_437 = l_3 < l_436;
const uint l_438 = l_436 - uint(1);
const uint l_439 = min(l_3, l_438);
const uint l_440 = buffer_3[l_439];
const uint l_441 = (l_437) ? l_440 : uint(0);
const uint l_4 = l_441;
const uint64_t l_5 = uint64_t(l_4);
const uint l_6 = uint(2) * uint(0);
const uint l_7 = l_6 + uint(1);
const uint l_442 = info.static_meta[uint(3)];
const uint l_443 = l_442 * uint(1);
const bool l_444 = l_7 < l_443;
const uint l_445 = l_443 - uint(1);
const uint l_446 = min(l_7, l_445);
const uint l_447 = buffer_3[l_446];
const uint l_448 = (l_444) ? l_447 : uint(0);
const uint l_8 = l_448;
const uint64_t l_9 = uint64_t(l_8);
const uint64_t l_10 = l_9 << uint64_t(32);
const uint64_t l_11 = l_5 | l_10;
const uint64_t l_12 = l_11 & uint64_t(4294967295);
const uint l_13 = uint(l_12);
const uint l_14 = uint(2) * uint(1);
const uint l_449 = info.static_meta[uint(3)];
const uint l_450 = l_449 * uint(1);
const bool l_451 = l_14 < l_450;
const uint l_452 = l_450 - uint(1);
const uint l_453 = min(l_14, l_452);
const uint l_454 = buffer_3[l_453];
const uint l_455 = (l_451) ? l_454 : uint(0);
const uint l_15 = l_455;
const uint64_t l_16 = uint64_t(l_15);
const uint l_17 = uint(2) * uint(1);
const uint l_18 = l_17 + uint(1);
const uint l_456 = info.static_meta[uint(3)];
const uint l_457 = l_456 * uint(1);
const bool l_458 = l_18 < l_457;
const uint l_459 = l_457 - uint(1);
const uint l_460 = min(l_18, l_459);
const uint l_461 = buffer_3[l_460];
const uint l_462 = (l_458) ? l_461 : uint(0);
const uint l_19 = l_462;
const uint64_t l_20 = uint64_t(l_19);
const uint64_t l_21 = l_20 << uint64_t(32);
const uint64_t l_22 = l_16 | l_21;
const uint64_t l_23 = l_22 & uint64_t(4294967295);
const uint l_24 = uint(l_23);
const uint l_25 = uint(2) * uint(2);
const uint l_463 = info.static_meta[uint(3)];
const uint l_464 = l_463 * uint(1);
const bool l_465 = l_25 < l_464;
const uint l_466 = l_464 - uint(1);
const uint l_467 = min(l_25, l_466);
const uint l_468 = buffer_3[l_467];
const uint l_469 = (l_465) ? l_468 : uint(0);
const uint l_26 = l_469;
const uint64_t l_27 = uint64_t(l_26);
const uint l_28 = uint(2) * uint(2);
const uint l_29 = l_28 + uint(1);
const uint l_470 = info.static_meta[uint(3)];
const uint l_471 = l_470 * uint(1);
const bool l_472 = l_29 < l_471;
const uint l_473 = l_471 - uint(1);
const uint l_474 = min(l_29, l_473);
const uint l_475 = buffer_3[l_474];
const uint l_476 = (l_472) ? l_475 : uint(0);
const uint l_30 = l_476;
const uint64_t l_31 = uint64_t(l_30);
const uint64_t l_32 = l_31 << uint64_t(32);
const uint64_t l_33 = l_27 | l_32;
const uint l_34 = uint(2) * uint(3);
const uint l_477 = info.static_meta[uint(3)];
const uint l_478 = l_477 * uint(1);
const bool l_479 = l_34 < l_478;
const uint l_480 = l_478 - uint(1);
const uint l_481 = min(l_34, l_480);
const uint l_482 = buffer_3[l_481];
const uint l_483 = (l_479) ? l_482 : uint(0);
const uint l_35 = l_483;
const uint64_t l_36 = uint64_t(l_35);
const uint l_37 = uint(2) * uint(3);
const uint l_38 = l_37 + uint(1);
const uint l_484 = info.static_meta[uint(3)];
const uint l_485 = l_484 * uint(1);
const bool l_486 = l_38 < l_485;
const uint l_487 = l_485 - uint(1);
const uint l_488 = min(l_38, l_487);
const uint l_489 = buffer_3[l_488];
const uint l_490 = (l_486) ? l_489 : uint(0);
const uint l_39 = l_490;
const uint64_t l_40 = uint64_t(l_39);
const uint64_t l_41 = l_40 << uint64_t(32);
const uint64_t l_42 = l_36 | l_41;
const uint l_43 = uint(2) * uint(4);
const uint l_491 = info.static_meta[uint(3)];
const uint l_492 = l_491 * uint(1);
const bool l_493 = l_43 < l_492;
const uint l_494 = l_492 - uint(1);
const uint l_495 = min(l_43, l_494);
const uint l_496 = buffer_3[l_495];
const uint l_497 = (l_493) ? l_496 : uint(0);
const uint l_44 = l_497;
const uint64_t l_45 = uint64_t(l_44);
const uint l_46 = uint(2) * uint(4);
const uint l_47 = l_46 + uint(1);
const uint l_498 = info.static_meta[uint(3)];
const uint l_499 = l_498 * uint(1);
const bool l_500 = l_47 < l_499;
const uint l_501 = l_499 - uint(1);
const uint l_502 = min(l_47, l_501);
const uint l_503 = buffer_3[l_502];
const uint l_504 = (l_500) ? l_503 : uint(0);
const uint l_48 = l_504;
const uint64_t l_49 = uint64_t(l_48);
const uint64_t l_50 = l_49 << uint64_t(32);
const uint64_t l_51 = l_45 | l_50;
const uint l_52 = uint(2) * uint(5);
const uint l_505 = info.static_meta[uint(3)];
const uint l_506 = l_505 * uint(1);
const bool l_507 = l_52 < l_506;
const uint l_508 = l_506 - uint(1);
const uint l_509 = min(l_52, l_508);
const uint l_510 = buffer_3[l_509];
const uint l_511 = (l_507) ? l_510 : uint(0);
const uint l_53 = l_511;
const uint64_t l_54 = uint64_t(l_53);
const uint l_55 = uint(2) * uint(5);
const uint l_56 = l_55 + uint(1);
const uint l_512 = info.static_meta[uint(3)];
const uint l_513 = l_512 * uint(1);
const bool l_514 = l_56 < l_513;
const uint l_515 = l_513 - uint(1);
const uint l_516 = min(l_56, l_515);
const uint l_517 = buffer_3[l_516];
const uint l_518 = (l_514) ? l_517 : uint(0);
const uint l_57 = l_518;
const uint64_t l_58 = uint64_t(l_57);
const uint64_t l_59 = l_58 << uint64_t(32);
const uint64_t l_60 = l_54 | l_59;
const uint l_61 = uint(2) * thread_index_in_grid;
const uint l_62 = info.static_meta[uint(6)];
const bool l_63 = l_61 < l_62;
const uint64_t l_64 = uint64_t(thread_index_in_grid);
const uint64_t l_65 = uint64_t(l_13);
const uint64_t l_66 = l_64 * l_65;
l_mut_67 = uint(0);
const bool l_68 = l_66 < l_60;
if (l_68) {
const uint64_t l_69 = l_60 - l_66;
l_mut_67 = l_13;
const uint64_t l_70 = uint64_t(l_13);
const bool l_71 = l_69 < l_70;
if (l_71) {
const uint64_t l_72 = l_69 & uint64_t(4294967295);
const uint l_73 = uint(l_72);
l_mut_67 = l_73;
}
}
const bool l_74 = l_mut_67 > uint(0);
const bool l_75 = l_63 && l_74;
if (l_75) {
const uint l_76 = uint(2) * thread_index_in_grid;
const uint l_524 = info.static_meta[uint(0)];
const uint l_525 = l_524 * uint(1);
const bool l_526 = l_76 < l_525;
const uint l_527 = l_525 - uint(1);
const uint l_528 = min(l_76, l_527);
const uint l_529 = buffer_0[l_528];
const uint l_530 = (l_526) ? l_529 : uint(0);
const uint l_77 = l_530;
const uint64_t l_78 = uint64_t(l_77);
const uint l_79 = uint(2) * thread_index_in_grid;
const uint l_80 = l_79 + uint(1);
const uint l_531 = info.static_meta[uint(0)];
const uint l_532 = l_531 * uint(1);
const bool l_533 = l_80 < l_532;
const uint l_534 = l_532 - uint(1);
const uint l_535 = min(l_80, l_534);
const uint l_536 = buffer_0[l_535];
const uint l_537 = (l_533) ? l_536 : uint(0);
const uint l_81 = l_537;
const uint64_t l_82 = uint64_t(l_81);
const uint64_t l_83 = l_82 << uint64_t(32);
const uint64_t l_84 = l_78 | l_83;
const uint l_85 = uint(2) * thread_index_in_grid;
const uint l_538 = info.static_meta[uint(1)];
const uint l_539 = l_538 * uint(1);
const bool l_540 = l_85 < l_539;
const uint l_541 = l_539 - uint(1);
const uint l_542 = min(l_85, l_541);
const uint l_543 = buffer_1[l_542];
const uint l_544 = (l_540) ? l_543 : uint(0);
const uint l_86 = l_544;
const uint64_t l_87 = uint64_t(l_86);
const uint l_88 = uint(2) * thread_index_in_grid;
const uint l_89 = l_88 + uint(1);
const uint l_545 = info.static_meta[uint(1)];
const uint l_546 = l_545 * uint(1);
const bool l_547 = l_89 < l_546;
const uint l_548 = l_546 - uint(1);
const uint l_549 = min(l_89, l_548);
const uint l_550 = buffer_1[l_549];
const uint l_551 = (l_547) ? l_550 : uint(0);
const uint l_90 = l_551;
const uint64_t l_91 = uint64_t(l_90);
const uint64_t l_92 = l_91 << uint64_t(32);
const uint64_t l_93 = l_87 | l_92;
const uint l_94 = uint(2) * thread_index_in_grid;
const uint l_552 = info.static_meta[uint(2)];
const uint l_553 = l_552 * uint(1);
const bool l_554 = l_94 < l_553;
const uint l_555 = l_553 - uint(1);
const uint l_556 = min(l_94, l_555);
const uint l_557 = buffer_2[l_556];
const uint l_558 = (l_554) ? l_557 : uint(0);
const uint l_95 = l_558;
const uint64_t l_96 = uint64_t(l_95);
const uint l_97 = uint(2) * thread_index_in_grid;
const uint l_98 = l_97 + uint(1);
const uint l_559 = info.static_meta[uint(2)];
const uint l_560 = l_559 * uint(1);
const bool l_561 = l_98 < l_560;
const uint l_562 = l_560 - uint(1);
const uint l_563 = min(l_98, l_562);
const uint l_564 = buffer_2[l_563];
const uint l_565 = (l_561) ? l_564 : uint(0);
const uint l_99 = l_565;
const uint64_t l_100 = uint64_t(l_99);
const uint64_t l_101 = l_100 << uint64_t(32);
const uint64_t l_102 = l_96 | l_101;
const uint64_t l_103 = l_102 >> uint64_t(63);
const bool l_104 = l_103 == uint64_t(1);
l_mut_105 = l_102;
if (l_104) {
const uint64_t l_106 = uint64_t(uint(0));
const uint64_t l_107 = l_106 - l_102;
l_mut_105 = l_107;
}
const uint64_t l_108 = uint64_t(l_13);
const uint64_t l_109 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_110 = l_109 * l_108;
const uint64_t l_111 = l_mut_105 >> uint64_t(32);
const uint64_t l_112 = l_111 * l_108;
const uint64_t l_113 = l_112 << uint64_t(32);
const uint64_t l_114 = l_110 + l_113;
const uint64_t l_115 = l_112 >> uint64_t(32);
const bool l_116 = l_114 < l_110;
const uint64_t l_117 = uint64_t(l_116);
const uint64_t l_118 = l_115 + l_117;
l_mut_105 = l_114;
const bool l_119 = l_24 == uint(64);
if (l_119) {
l_mut_105 = l_118;
} else {
const bool l_120 = l_24 > uint(0);
if (l_120) {
const uint l_121 = uint(64) - l_24;
const uint64_t l_122 = uint64_t(l_121);
const uint64_t l_123 = l_118 << l_122;
const uint64_t l_124 = uint64_t(l_24);
const uint64_t l_125 = l_114 >> l_124;
const uint64_t l_126 = l_123 | l_125;
l_mut_105 = l_126;
}
}
l_mut_127 = l_mut_105;
if (l_104) {
const uint64_t l_128 = uint64_t(uint(0));
const uint64_t l_129 = l_128 - l_mut_127;
l_mut_127 = l_129;
}
const uint64_t l_130 = l_84 + l_mut_127;
const uint l_131 = l_24 + uint(3);
const uint64_t l_132 = uint64_t(uint(0));
l_mut_127 = l_132;
const bool l_133 = l_13 < uint(65536);
if (l_133) {
const uint l_134 = l_13 * l_13;
const uint64_t l_135 = l_102 >> uint64_t(63);
const bool l_136 = l_135 == uint64_t(1);
l_mut_105 = l_102;
if (l_136) {
const uint64_t l_137 = uint64_t(uint(0));
const uint64_t l_138 = l_137 - l_102;
l_mut_105 = l_138;
}
const uint64_t l_139 = uint64_t(l_134);
const uint64_t l_140 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_141 = l_140 * l_139;
const uint64_t l_142 = l_mut_105 >> uint64_t(32);
const uint64_t l_143 = l_142 * l_139;
const uint64_t l_144 = l_143 << uint64_t(32);
const uint64_t l_145 = l_141 + l_144;
const uint64_t l_146 = l_143 >> uint64_t(32);
const bool l_147 = l_145 < l_141;
const uint64_t l_148 = uint64_t(l_147);
const uint64_t l_149 = l_146 + l_148;
l_mut_105 = l_145;
const bool l_150 = l_131 == uint(64);
if (l_150) {
l_mut_105 = l_149;
} else {
const bool l_151 = l_131 > uint(0);
if (l_151) {
const uint l_152 = uint(64) - l_131;
const uint64_t l_153 = uint64_t(l_152);
const uint64_t l_154 = l_149 << l_153;
const uint64_t l_155 = uint64_t(l_131);
const uint64_t l_156 = l_145 >> l_155;
const uint64_t l_157 = l_154 | l_156;
l_mut_105 = l_157;
}
}
l_mut_158 = l_mut_105;
if (l_136) {
const uint64_t l_159 = uint64_t(uint(0));
const uint64_t l_160 = l_159 - l_mut_158;
l_mut_158 = l_160;
}
l_mut_127 = l_mut_158;
} else {
const uint64_t l_161 = l_102 >> uint64_t(63);
const bool l_162 = l_161 == uint64_t(1);
l_mut_158 = l_102;
if (l_162) {
const uint64_t l_163 = uint64_t(uint(0));
const uint64_t l_164 = l_163 - l_102;
l_mut_158 = l_164;
}
const uint64_t l_165 = uint64_t(l_13);
const uint64_t l_166 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_167 = l_166 * l_165;
const uint64_t l_168 = l_mut_158 >> uint64_t(32);
const uint64_t l_169 = l_168 * l_165;
const uint64_t l_170 = l_169 << uint64_t(32);
const uint64_t l_171 = l_167 + l_170;
const uint64_t l_172 = l_169 >> uint64_t(32);
const bool l_173 = l_171 < l_167;
const uint64_t l_174 = uint64_t(l_173);
const uint64_t l_175 = l_172 + l_174;
l_mut_105 = l_171;
const bool l_176 = uint(0) == uint(64);
if (l_176) {
l_mut_105 = l_175;
} else {
const bool l_177 = uint(0) > uint(0);
if (l_177) {
const uint64_t l_178 = uint64_t(uint(64));
const uint64_t l_179 = l_175 << l_178;
const uint64_t l_180 = uint64_t(uint(0));
const uint64_t l_181 = l_171 >> l_180;
const uint64_t l_182 = l_179 | l_181;
l_mut_105 = l_182;
}
}
const uint64_t l_183 = uint64_t(l_13);
const uint64_t l_184 = l_mut_158 & uint64_t(4294967295);
const uint64_t l_185 = l_184 * l_183;
const uint64_t l_186 = l_mut_158 >> uint64_t(32);
const uint64_t l_187 = l_186 * l_183;
const uint64_t l_188 = l_187 << uint64_t(32);
const uint64_t l_189 = l_185 + l_188;
const uint64_t l_190 = l_187 >> uint64_t(32);
const bool l_191 = l_189 < l_185;
const uint64_t l_192 = uint64_t(l_191);
const uint64_t l_193 = l_190 + l_192;
l_mut_158 = l_189;
const bool l_194 = uint(64) == uint(64);
if (l_194) {
l_mut_158 = l_193;
} else {
const bool l_195 = uint(64) > uint(0);
if (l_195) {
const uint64_t l_196 = uint64_t(uint(0));
const uint64_t l_197 = l_193 << l_196;
const uint64_t l_198 = uint64_t(uint(64));
const uint64_t l_199 = l_189 >> l_198;
const uint64_t l_200 = l_197 | l_199;
l_mut_158 = l_200;
}
}
const uint64_t l_201 = uint64_t(l_13);
const uint64_t l_202 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_203 = l_202 * l_201;
const uint64_t l_204 = l_mut_105 >> uint64_t(32);
const uint64_t l_205 = l_204 * l_201;
const uint64_t l_206 = l_205 << uint64_t(32);
const uint64_t l_207 = l_203 + l_206;
const uint64_t l_208 = l_205 >> uint64_t(32);
const bool l_209 = l_207 < l_203;
const uint64_t l_210 = uint64_t(l_209);
const uint64_t l_211 = l_208 + l_210;
l_mut_212 = l_207;
const bool l_213 = uint(0) == uint(64);
if (l_213) {
l_mut_212 = l_211;
} else {
const bool l_214 = uint(0) > uint(0);
if (l_214) {
const uint64_t l_215 = uint64_t(uint(64));
const uint64_t l_216 = l_211 << l_215;
const uint64_t l_217 = uint64_t(uint(0));
const uint64_t l_218 = l_207 >> l_217;
const uint64_t l_219 = l_216 | l_218;
l_mut_212 = l_219;
}
}
const uint64_t l_220 = uint64_t(l_13);
const uint64_t l_221 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_222 = l_221 * l_220;
const uint64_t l_223 = l_mut_105 >> uint64_t(32);
const uint64_t l_224 = l_223 * l_220;
const uint64_t l_225 = l_224 << uint64_t(32);
const uint64_t l_226 = l_222 + l_225;
const uint64_t l_227 = l_224 >> uint64_t(32);
const bool l_228 = l_226 < l_222;
const uint64_t l_229 = uint64_t(l_228);
const uint64_t l_230 = l_227 + l_229;
l_mut_105 = l_226;
const bool l_231 = uint(64) == uint(64);
if (l_231) {
l_mut_105 = l_230;
} else {
const bool l_232 = uint(64) > uint(0);
if (l_232) {
const uint64_t l_233 = uint64_t(uint(0));
const uint64_t l_234 = l_230 << l_233;
const uint64_t l_235 = uint64_t(uint(64));
const uint64_t l_236 = l_226 >> l_235;
const uint64_t l_237 = l_234 | l_236;
l_mut_105 = l_237;
}
}
const uint64_t l_238 = uint64_t(l_13);
const uint64_t l_239 = l_mut_158 * l_238;
const uint64_t l_240 = l_mut_105 + l_239;
l_mut_127 = l_mut_212;
const bool l_241 = l_131 == uint(64);
if (l_241) {
l_mut_127 = l_240;
} else {
const bool l_242 = l_131 > uint(0);
if (l_242) {
const uint l_243 = uint(64) - l_131;
const uint64_t l_244 = uint64_t(l_243);
const uint64_t l_245 = l_240 << l_244;
const uint64_t l_246 = uint64_t(l_131);
const uint64_t l_247 = l_mut_212 >> l_246;
const uint64_t l_248 = l_245 + l_247;
l_mut_127 = l_248;
}
}
if (l_162) {
const uint64_t l_249 = uint64_t(uint(0));
const uint64_t l_250 = l_249 - l_mut_127;
l_mut_127 = l_250;
}
}
const uint64_t l_251 = l_93 - l_mut_127;
const uint64_t l_252 = l_251 + l_33;
const uint64_t l_253 = uint64_t(uint(0));
const uint64_t l_254 = l_253 - l_130;
const uint64_t l_255 = l_33 + l_33;
l_mut_212 = l_254;
const uint64_t l_256 = uint64_t(uint(0));
const uint64_t l_257 = l_256 - l_254;
l_mut_158 = l_257;
l_mut_127 = l_252;
l_mut_67 = uint(1);
l_mut_258 = uint(1);
l_mut_259 = bool(false);
const bool l_260 = l_mut_127 < l_255;
const bool l_261 = !l_260;
l_mut_262 = l_261;
const bool l_263 = l_254 == uint64_t(0);
if (l_263) {
l_mut_259 = l_mut_262;
l_mut_262 = bool(false);
}
if (l_mut_262) {
const uint64_t l_264 = l_254 >> uint64_t(63);
const bool l_265 = l_264 == uint64_t(1);
l_mut_105 = l_254;
if (l_265) {
const uint64_t l_266 = uint64_t(uint(0));
const uint64_t l_267 = l_266 - l_254;
l_mut_105 = l_267;
}
const uint l_268 = l_13 - uint(1);
const uint64_t l_269 = uint64_t(l_268);
const uint64_t l_270 = l_mut_105 * l_269;
l_mut_271 = uint(0);
const uint l_272 = l_13 - uint(1);
const uint64_t l_273 = uint64_t(l_272);
const uint64_t l_274 = l_mut_105 & uint64_t(4294967295);
const uint64_t l_275 = l_274 * l_273;
const uint64_t l_276 = l_mut_105 >> uint64_t(32);
const uint64_t l_277 = l_276 * l_273;
const uint64_t l_278 = l_277 << uint64_t(32);
const uint64_t l_279 = l_275 + l_278;
const uint64_t l_280 = l_277 >> uint64_t(32);
const bool l_281 = l_279 < l_275;
const uint64_t l_282 = uint64_t(l_281);
const uint64_t l_283 = l_280 + l_282;
l_mut_284 = l_279;
const bool l_285 = uint(64) == uint(64);
if (l_285) {
l_mut_284 = l_283;
} else {
const bool l_286 = uint(64) > uint(0);
if (l_286) {
const uint64_t l_287 = uint64_t(uint(0));
const uint64_t l_288 = l_283 << l_287;
const uint64_t l_289 = uint64_t(uint(64));
const uint64_t l_290 = l_279 >> l_289;
const uint64_t l_291 = l_288 | l_290;
l_mut_284 = l_291;
}
}
const bool l_292 = l_mut_284 == uint64_t(0);
if (l_292) {
l_mut_284 = l_252;
if (l_265) {
const uint64_t l_293 = uint64_t(uint(0));
const uint64_t l_294 = l_293 - l_252;
const bool l_295 = l_252 == uint64_t(0);
const bool l_296 = !l_295;
const bool l_297 = l_270 < l_294;
const bool l_298 = !l_297;
const bool l_299 = l_296 && l_298;
if (l_299) {
const uint l_300 = l_13 - uint(1);
l_mut_301 = l_294;
const bool l_302 = l_294 < l_mut_105;
const bool l_303 = !l_302;
if (l_303) {
l_mut_304 = uint(0);
const bool l_305 = l_mut_105 < l_294;
if (l_305) {
const uint64_t l_306 = l_294 - uint64_t(1);
const uint64_t l_307 = l_306 / l_mut_105;
const uint64_t l_308 = uint64_t(l_300);
const bool l_309 = l_307 < l_308;
const uint64_t l_310 = uint64_t(l_300);
const uint64_t l_311 = (l_309) ? l_307 : l_310;
const uint l_312 = uint(l_311);
l_mut_304 = l_312;
}
const uint64_t l_313 = uint64_t(l_mut_304);
const uint64_t l_314 = l_mut_105 * l_313;
const uint64_t l_315 = l_294 - l_314;
l_mut_301 = l_315;
const bool l_316 = l_mut_301 < l_mut_105;
const bool l_317 = !l_316;
if (l_317) {
const uint64_t l_318 = l_mut_301 - l_mut_105;
l_mut_301 = l_318;
}
}
const uint64_t l_319 = l_mut_105 - l_mut_301;
l_mut_301 = l_319;
const bool l_320 = l_319 < l_mut_105;
const bool l_321 = !l_320;
if (l_321) {
const uint64_t l_322 = l_319 - l_mut_105;
l_mut_301 = l_322;
}
const bool l_323 = l_mut_301 < l_mut_284;
if (l_323) {
l_mut_284 = l_mut_301;
}
}
} else {
const uint64_t l_324 = l_252 - l_270;
l_mut_284 = l_324;
const bool l_325 = l_252 < l_270;
if (l_325) {
const uint l_326 = l_13 - uint(1);
l_mut_301 = l_252;
const bool l_327 = l_252 < l_mut_105;
const bool l_328 = !l_327;
if (l_328) {
l_mut_304 = uint(0);
const bool l_329 = l_mut_105 < l_252;
if (l_329) {
const uint64_t l_330 = l_252 - uint64_t(1);
const uint64_t l_331 = l_330 / l_mut_105;
const uint64_t l_332 = uint64_t(l_326);
const bool l_333 = l_331 < l_332;
const uint64_t l_334 = uint64_t(l_326);
const uint64_t l_335 = (l_333) ? l_331 : l_334;
const uint l_336 = uint(l_335);
l_mut_304 = l_336;
}
const uint64_t l_337 = uint64_t(l_mut_304);
const uint64_t l_338 = l_mut_105 * l_337;
const uint64_t l_339 = l_252 - l_338;
l_mut_301 = l_339;
const bool l_340 = l_mut_301 < l_mut_105;
const bool l_341 = !l_340;
if (l_341) {
const uint64_t l_342 = l_mut_301 - l_mut_105;
l_mut_301 = l_342;
}
}
const bool l_343 = l_mut_301 < l_mut_284;
if (l_343) {
l_mut_284 = l_mut_301;
}
}
}
const bool l_344 = l_mut_284 < l_255;
const bool l_345 = !l_344;
const uint l_346 = uint(l_345);
const uint l_347 = uint(2) - l_346;
l_mut_271 = l_347;
}
const bool l_348 = l_mut_271 > uint(0);
if (l_348) {
const bool l_349 = l_mut_271 == uint(1);
l_mut_259 = l_349;
l_mut_262 = bool(false);
}
}
l_mut_350 = bool(false);
while (true) {
const bool l_351 = !l_mut_262;
if (l_351) {
break;}
l_mut_301 = l_mut_212;
if (l_mut_350) {
l_mut_301 = l_mut_158;
}
const bool l_352 = l_mut_127 < l_mut_301;
const bool l_353 = !l_352;
const bool l_354 = l_353 != l_mut_350;
if (l_354) {
l_mut_301 = l_mut_212;
l_mut_212 = l_mut_158;
l_mut_158 = l_mut_301;
l_mut_304 = l_mut_67;
l_mut_67 = l_mut_258;
l_mut_258 = l_mut_304;
l_mut_350 = l_353;
}
const uint64_t l_355 = l_mut_212 - l_mut_127;
l_mut_301 = l_355;
if (l_mut_350) {
const uint64_t l_356 = l_mut_127 - l_255;
l_mut_301 = l_356;
}
l_mut_284 = l_mut_212;
const bool l_357 = l_mut_301 < l_mut_212;
if (l_357) {
l_mut_284 = l_mut_301;
}
l_mut_358 = bool(false);
const uint64_t l_359 = uint64_t(uint(3));
const uint64_t l_360 = l_mut_284 >> l_359;
const bool l_361 = l_360 < l_mut_158;
const bool l_362 = !l_361;
l_mut_358 = l_362;
l_mut_304 = uint(0);
const bool l_363 = l_mut_158 == uint64_t(0);
const bool l_364 = !l_363;
const bool l_365 = l_mut_358 && l_364;
const bool l_366 = l_mut_158 < l_mut_284;
const bool l_367 = l_365 && l_366;
const uint l_368 = l_mut_67 + l_mut_258;
const bool l_369 = l_368 < l_13;
const bool l_370 = l_367 && l_369;
if (l_370) {
const uint l_371 = l_13 - l_mut_67;
const uint l_372 = l_371 - l_mut_258;
const uint l_373 = l_372 / l_mut_67;
const uint64_t l_374 = l_mut_284 - uint64_t(1);
const uint64_t l_375 = l_374 / l_mut_158;
const uint64_t l_376 = uint64_t(l_373);
const bool l_377 = l_375 < l_376;
const uint64_t l_378 = uint64_t(l_373);
const uint64_t l_379 = (l_377) ? l_375 : l_378;
const uint l_380 = uint(l_379);
l_mut_304 = l_380;
}
l_mut_301 = l_mut_212;
l_mut_284 = l_mut_158;
l_mut_271 = l_mut_67;
l_mut_381 = l_mut_258;
l_mut_105 = l_mut_127;
l_mut_382 = uint(0);
const bool l_383 = l_mut_304 > uint(0);
if (l_383) {
const uint64_t l_384 = uint64_t(l_mut_304);
const uint64_t l_385 = l_mut_158 * l_384;
if (l_mut_350) {
const uint64_t l_386 = l_mut_127 - l_385;
l_mut_105 = l_386;
}
const uint64_t l_387 = l_mut_212 - l_385;
l_mut_301 = l_387;
const uint l_388 = l_mut_304 * l_mut_67;
const uint l_389 = l_mut_258 + l_388;
l_mut_381 = l_389;
} else {
if (l_mut_350) {
const uint64_t l_390 = l_mut_127 - l_mut_158;
l_mut_105 = l_390;
const bool l_391 = l_mut_105 < l_255;
if (l_391) {
l_mut_382 = uint(2);
}
}
const bool l_392 = l_mut_382 == uint(0);
if (l_392) {
const uint l_393 = l_13 - l_mut_67;
const uint l_394 = l_393 / l_mut_258;
l_mut_304 = uint(0);
l_mut_358 = bool(false);
const uint64_t l_395 = uint64_t(uint(3));
const uint64_t l_396 = l_mut_158 >> l_395;
const bool l_397 = l_396 < l_mut_212;
const bool l_398 = !l_397;
l_mut_358 = l_398;
const bool l_399 = l_mut_212 == uint64_t(0);
if (l_399) {
l_mut_304 = l_394;
} else {
if (l_mut_358) {
const bool l_400 = l_mut_212 < l_mut_158;
if (l_400) {
const uint64_t l_401 = l_mut_158 - uint64_t(1);
const uint64_t l_402 = l_401 / l_mut_212;
const uint64_t l_403 = uint64_t(l_394);
const bool l_404 = l_402 < l_403;
const uint64_t l_405 = uint64_t(l_394);
const uint64_t l_406 = (l_404) ? l_402 : l_405;
const uint l_407 = uint(l_406);
l_mut_304 = l_407;
}
} else {
l_mut_408 = l_mut_158;
while (true) {
const bool l_409 = l_mut_212 < l_mut_408;
const uint l_410 = l_mut_304 * l_mut_258;
const uint l_411 = l_mut_67 + l_410;
const uint l_412 = l_411 + l_mut_258;
const bool l_413 = l_412 < l_13;
const bool l_414 = l_409 && l_413;
const bool l_415 = !l_414;
if (l_415) {
break;}
const uint64_t l_416 = l_mut_408 - l_mut_212;
l_mut_408 = l_416;
l_mut_304 = l_mut_304 + uint(1);
}
}
}
const uint l_417 = l_mut_304 * l_mut_258;
const uint l_418 = l_mut_67 + l_417;
const uint l_419 = l_418 + l_mut_258;
const bool l_420 = l_419 >= l_13;
if (l_420) {
l_mut_382 = uint(1);
} else {
const uint64_t l_421 = uint64_t(l_mut_304);
const uint64_t l_422 = l_mut_212 * l_421;
const uint64_t l_423 = l_mut_158 - l_422;
l_mut_284 = l_423;
const uint l_424 = l_mut_304 * l_mut_258;
const uint l_425 = l_mut_67 + l_424;
l_mut_271 = l_425;
const uint64_t l_426 = l_mut_212 - l_mut_284;
l_mut_301 = l_426;
const uint l_427 = l_mut_258 + l_mut_271;
l_mut_381 = l_427;
}
}
}
l_mut_212 = l_mut_301;
l_mut_158 = l_mut_284;
l_mut_67 = l_mut_271;
l_mut_258 = l_mut_381;
l_mut_127 = l_mut_105;
const bool l_428 = l_mut_382 == uint(1);
l_mut_259 = l_428;
const bool l_429 = l_mut_382 == uint(0);
l_mut_262 = l_429;
}
const bool l_430 = !l_mut_259;
if (l_430) {
const uint l_566 = info.static_meta[uint(5)];
const uint l_567 = l_566 * uint(1);
const uint l_568 = l_567 - uint(1);
const uint l_569 = min(uint(0), l_568);
device atomic_uint* l_570 = &buffer_5[l_569];
atomic_uint* l_431 = l_570;
const uint l_432 = atomic_fetch_add_explicit(l_431, uint(1), memory_order_relaxed);
const uint l_433 = info.static_meta[uint(10)];
const bool l_434 = l_432 < l_433;
if (l_434) {
const uint l_571 = info.static_meta[uint(4)];
const uint l_572 = l_571 * uint(1);
const bool l_573 = l_432 < l_572;
if (l_573) {
buffer_4[l_432] = thread_index_in_grid;
}
}
}
}

}
