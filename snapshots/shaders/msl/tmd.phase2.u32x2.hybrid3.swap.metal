
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[14];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void phase2(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    const device uint * buffer_4 [[buffer(4)]],
    device uint * buffer_5 [[buffer(5)]],
    device atomic_uint * buffer_6 [[buffer(6)]],
    constant info_st& info [[buffer(7)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
bool l_mut_295;
bool l_mut_302;
bool l_mut_305;
bool l_mut_316;
bool l_mut_327;
uint l_mut_103;
uint l_mut_109;
uint l_mut_292;
uint l_mut_293;
uint l_mut_294;
uint l_mut_307;
uint l_mut_308;
uint l_mut_328;
uint l_mut_333;
uint l_mut_359;
uint l_mut_360;
uint l_mut_365;
uint l_mut_45;
uint l_mut_82;
uint l_mut_97;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_442 = info.static_meta[uint(6)];
const uint l_443 = l_442 * uint(1);
const uint l_444 = l_443 - uint(1);
const uint l_445 = min(uint(3), l_444);
device atomic_uint* l_446 = &buffer_6[l_445];
atomic_uint* l_1 = l_446;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = info.static_meta[uint(11)];
const uint l_4 = l_3 * uint(8);
const bool l_5 = thread_index_in_grid < l_4;
if (l_5) {
const uint l_6 = uint(2) * uint(0);
const uint l_447 = info.static_meta[uint(3)];
const uint l_448 = l_447 * uint(1);
const bool l_449 = l_6 < l_448;
const uint l_450 = l_448 - uint(1);
const uint l_451 = min(l_6, l_450);
const uint l_452 = buffer_3[l_451];
const uint l_453 = (l_449) ? l_452 : uint(0);
const uint l_7 = l_453;
const uint l_8 = uint(2) * uint(0);
const uint l_9 = l_8 + uint(1);
const uint l_454 = info.static_meta[uint(3)];
const uint l_455 = l_454 * uint(1);
const bool l_456 = l_9 < l_455;
const uint l_457 = l_455 - uint(1);
const uint l_458 = min(l_9, l_457);
const uint l_459 = buffer_3[l_458];
const uint l_460 = (l_456) ? l_459 : uint(0);
const uint l_10 = l_460;
const uint l_11 = uint(2) * uint(1);
const uint l_461 = info.static_meta[uint(3)];
const uint l_462 = l_461 * uint(1);
const bool l_463 = l_11 < l_462;
const uint l_464 = l_462 - uint(1);
const uint l_465 = min(l_11, l_464);
const uint l_466 = buffer_3[l_465];
const uint l_467 = (l_463) ? l_466 : uint(0);
const uint l_12 = l_467;
const uint l_13 = uint(2) * uint(1);
const uint l_14 = l_13 + uint(1);
const uint l_468 = info.static_meta[uint(3)];
const uint l_469 = l_468 * uint(1);
const bool l_470 = l_14 < l_469;
const uint l_471 = l_469 - uint(1);
const uint l_472 = min(l_14, l_471);
const uint l_473 = buffer_3[l_472];
const uint l_474 = (l_470) ? l_473 : uint(0);
const uint l_15 = l_474;
const uint l_16 = uint(2) * uint(2);
const uint l_475 = info.static_meta[uint(3)];
const uint l_476 = l_475 * uint(1);
const bool l_477 = l_16 < l_476;
const uint l_478 = l_476 - uint(1);
const uint l_479 = min(l_16, l_478);
const uint l_480 = buffer_3[l_479];
const uint l_481 = (l_477) ? l_480 : uint(0);
const uint l_17 = l_481;
const uint l_18 = uint(2) * uint(2);
const uint l_19 = l_18 + uint(1);
const uint l_482 = info.static_meta[uint(3)];
const uint l_483 = l_482 * uint(1);
const bool l_484 = l_19 < l_483;
const uint l_485 = l_483 - uint(1);
const uint l_486 = min(l_19, l_485);
const uint l_487 = buffer_3[l_486];
const uint l_488 = (l_484) ? l_487 : uint(0);
const uint l_20 = l_488;
const uint l_21 = uint(2) * uint(3);
const uint l_489 = info.static_meta[uint(3)];
const uint l_490 = l_489 * uint(1);
const bool l_491 = l_21 < l_490;
const uint l_492 = l_490 - uint(1);
const uint l_493 = min(l_21, l_492);
const uint l_494 = buffer_3[l_493];
const uint l_495 = (l_491) ? l_494 : uint(0);
const uint l_22 = l_495;
const uint l_23 = uint(2) * uint(3);
const uint l_24 = l_23 + uint(1);
const uint l_496 = info.static_meta[uint(3)];
const uint l_497 = l_496 * uint(1);
const bool l_498 = l_24 < l_497;
const uint l_499 = l_497 - uint(1);
const uint l_500 = min(l_24, l_499);
const uint l_501 = buffer_3[l_500];
const uint l_502 = (l_498) ? l_501 : uint(0);
const uint l_25 = l_502;
const uint l_26 = uint(2) * uint(4);
const uint l_503 = info.static_meta[uint(3)];
const uint l_504 = l_503 * uint(1);
const bool l_505 = l_26 < l_504;
const uint l_506 = l_504 - uint(1);
const uint l_507 = min(l_26, l_506);
const uint l_508 = buffer_3[l_507];
const uint l_509 = (l_505) ? l_508 : uint(0);
const uint l_27 = l_509;
const uint l_28 = uint(2) * uint(4);
const uint l_29 = l_28 + uint(1);
const uint l_510 = info.static_meta[uint(3)];
const uint l_511 = l_510 * uint(1);
const bool l_512 = l_29 < l_511;
const uint l_513 = l_511 - uint(1);
const uint l_514 = min(l_29, l_513);
const uint l_515 = buffer_3[l_514];
const uint l_516 = (l_512) ? l_515 : uint(0);
const uint l_30 = l_516;
const uint l_31 = uint(2) * uint(5);
const uint l_517 = info.static_meta[uint(3)];
const uint l_518 = l_517 * uint(1);
const bool l_519 = l_31 < l_518;
const uint l_520 = l_518 - uint(1);
const uint l_521 = min(l_31, l_520);
const uint l_522 = buffer_3[l_521];
const uint l_523 = (l_519) ? l_522 : uint(0);
const uint l_32 = l_523;
const uint l_33 = uint(2) * uint(5);
const uint l_34 = l_33 + uint(1);
const uint l_524 = info.static_meta[uint(3)];
const uint l_525 = l_524 * uint(1);
const bool l_526 = l_34 < l_525;
const uint l_527 = l_525 - uint(1);
const uint l_528 = min(l_34, l_527);
const uint l_529 = buffer_3[l_528];
const uint l_530 = (l_526) ? l_529 : uint(0);
const uint l_35 = l_530;
const uint l_36 = thread_index_in_grid / uint(8);
const uint l_531 = info.static_meta[uint(4)];
const uint l_532 = l_531 * uint(1);
const bool l_533 = l_36 < l_532;
const uint l_534 = l_532 - uint(1);
const uint l_535 = min(l_36, l_534);
const uint l_536 = buffer_4[l_535];
const uint l_537 = (l_533) ? l_536 : uint(0);
const uint l_37 = l_537;
const uint l_38 = thread_index_in_grid % uint(8);
const uint l_39 = l_7 / uint(8);
const uint l_40 = l_38 * l_39;
const uint l_41 = l_37 * l_7;
const uint l_42 = __umulhi(l_37, l_7);
const uint l_43 = uint(0) * l_7;
const uint l_44 = l_42 + l_43;
l_mut_45 = uint(0);
const bool l_46 = l_44 < l_35;
const bool l_47 = l_44 == l_35;
const bool l_48 = l_41 < l_32;
const bool l_49 = l_47 && l_48;
const bool l_50 = l_46 || l_49;
if (l_50) {
const uint l_51 = l_32 - l_41;
const uint l_52 = l_35 - l_44;
const bool l_53 = l_32 < l_41;
const uint l_54 = uint(l_53);
const uint l_55 = l_52 - l_54;
l_mut_45 = l_7;
const bool l_56 = l_55 < uint(0);
const bool l_57 = l_55 == uint(0);
const bool l_58 = l_51 < l_7;
const bool l_59 = l_57 && l_58;
const bool l_60 = l_56 || l_59;
if (l_60) {
l_mut_45 = l_51;
}
}
const bool l_61 = l_40 < l_mut_45;
if (l_61) {
const uint l_62 = uint(2) * l_37;
const uint l_538 = info.static_meta[uint(0)];
const uint l_539 = l_538 * uint(1);
const bool l_540 = l_62 < l_539;
const uint l_541 = l_539 - uint(1);
const uint l_542 = min(l_62, l_541);
const uint l_543 = buffer_0[l_542];
const uint l_544 = (l_540) ? l_543 : uint(0);
const uint l_63 = l_544;
const uint l_64 = uint(2) * l_37;
const uint l_65 = l_64 + uint(1);
const uint l_545 = info.static_meta[uint(0)];
const uint l_546 = l_545 * uint(1);
const bool l_547 = l_65 < l_546;
const uint l_548 = l_546 - uint(1);
const uint l_549 = min(l_65, l_548);
const uint l_550 = buffer_0[l_549];
const uint l_551 = (l_547) ? l_550 : uint(0);
const uint l_66 = l_551;
const uint l_67 = uint(2) * l_37;
const uint l_552 = info.static_meta[uint(1)];
const uint l_553 = l_552 * uint(1);
const bool l_554 = l_67 < l_553;
const uint l_555 = l_553 - uint(1);
const uint l_556 = min(l_67, l_555);
const uint l_557 = buffer_1[l_556];
const uint l_558 = (l_554) ? l_557 : uint(0);
const uint l_68 = l_558;
const uint l_69 = uint(2) * l_37;
const uint l_70 = l_69 + uint(1);
const uint l_559 = info.static_meta[uint(1)];
const uint l_560 = l_559 * uint(1);
const bool l_561 = l_70 < l_560;
const uint l_562 = l_560 - uint(1);
const uint l_563 = min(l_70, l_562);
const uint l_564 = buffer_1[l_563];
const uint l_565 = (l_561) ? l_564 : uint(0);
const uint l_71 = l_565;
const uint l_72 = uint(2) * l_37;
const uint l_566 = info.static_meta[uint(2)];
const uint l_567 = l_566 * uint(1);
const bool l_568 = l_72 < l_567;
const uint l_569 = l_567 - uint(1);
const uint l_570 = min(l_72, l_569);
const uint l_571 = buffer_2[l_570];
const uint l_572 = (l_568) ? l_571 : uint(0);
const uint l_73 = l_572;
const uint l_74 = uint(2) * l_37;
const uint l_75 = l_74 + uint(1);
const uint l_573 = info.static_meta[uint(2)];
const uint l_574 = l_573 * uint(1);
const bool l_575 = l_75 < l_574;
const uint l_576 = l_574 - uint(1);
const uint l_577 = min(l_75, l_576);
const uint l_578 = buffer_2[l_577];
const uint l_579 = (l_575) ? l_578 : uint(0);
const uint l_76 = l_579;
const uint l_77 = l_7 / uint(8);
const uint l_78 = l_38 * l_77;
const uint l_79 = l_78 + l_78;
const uint l_80 = l_76 >> uint(31);
const bool l_81 = l_80 == uint(1);
l_mut_45 = l_73;
l_mut_82 = l_76;
if (l_81) {
const uint l_83 = uint(0) - l_73;
const uint l_84 = uint(0) - l_76;
const bool l_85 = uint(0) < l_73;
const uint l_86 = uint(l_85);
const uint l_87 = l_84 - l_86;
l_mut_45 = l_83;
l_mut_82 = l_87;
}
const uint l_88 = l_mut_45 * l_79;
const uint l_89 = l_mut_82 * l_79;
const uint l_90 = __umulhi(l_mut_45, l_79);
const uint l_91 = l_90 + l_89;
const uint l_92 = __umulhi(l_mut_82, l_79);
const bool l_93 = l_91 < l_89;
const uint l_94 = uint(l_93);
const uint l_95 = l_92 + l_94;
const uint l_96 = l_12 % uint(32);
l_mut_97 = l_88;
const bool l_98 = l_96 > uint(0);
if (l_98) {
const uint l_99 = l_88 >> l_96;
const uint l_100 = uint(32) - l_96;
const uint l_101 = l_91 << l_100;
const uint l_102 = l_99 | l_101;
l_mut_97 = l_102;
}
l_mut_103 = l_91;
const bool l_104 = l_96 > uint(0);
if (l_104) {
const uint l_105 = l_91 >> l_96;
const uint l_106 = uint(32) - l_96;
const uint l_107 = l_95 << l_106;
const uint l_108 = l_105 | l_107;
l_mut_103 = l_108;
}
l_mut_109 = l_mut_97;
l_mut_97 = l_mut_103;
const bool l_110 = l_12 >= uint(64);
if (l_110) {
l_mut_109 = l_95;
l_mut_97 = uint(0);
} else {
const bool l_111 = l_12 >= uint(32);
if (l_111) {
l_mut_103 = l_91;
const bool l_112 = l_96 > uint(0);
if (l_112) {
const uint l_113 = l_91 >> l_96;
const uint l_114 = uint(32) - l_96;
const uint l_115 = l_95 << l_114;
const uint l_116 = l_113 | l_115;
l_mut_103 = l_116;
}
const uint l_117 = l_95 >> l_96;
l_mut_109 = l_mut_103;
l_mut_97 = l_117;
}
}
l_mut_103 = l_mut_109;
l_mut_109 = l_mut_97;
if (l_81) {
const uint l_118 = uint(0) - l_mut_103;
const uint l_119 = uint(0) - l_mut_109;
const bool l_120 = uint(0) < l_mut_103;
const uint l_121 = uint(l_120);
const uint l_122 = l_119 - l_121;
l_mut_103 = l_118;
l_mut_109 = l_122;
}
const uint l_123 = l_63 + l_mut_103;
const uint l_124 = l_66 + l_mut_109;
const bool l_125 = l_123 < l_63;
const uint l_126 = uint(l_125);
const uint l_127 = l_124 + l_126;
const uint l_128 = l_63 * l_78;
const uint l_129 = __umulhi(l_63, l_78);
const uint l_130 = l_66 * l_78;
const uint l_131 = l_129 + l_130;
const uint l_132 = l_68 + l_128;
const uint l_133 = l_71 + l_131;
const bool l_134 = l_132 < l_68;
const uint l_135 = uint(l_134);
const uint l_136 = l_133 + l_135;
const uint l_137 = l_78 * l_78;
const uint l_138 = l_76 >> uint(31);
const bool l_139 = l_138 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_139) {
const uint l_140 = uint(0) - l_73;
const uint l_141 = uint(0) - l_76;
const bool l_142 = uint(0) < l_73;
const uint l_143 = uint(l_142);
const uint l_144 = l_141 - l_143;
l_mut_109 = l_140;
l_mut_103 = l_144;
}
const uint l_145 = l_mut_109 * l_137;
const uint l_146 = l_mut_103 * l_137;
const uint l_147 = __umulhi(l_mut_109, l_137);
const uint l_148 = l_147 + l_146;
const uint l_149 = __umulhi(l_mut_103, l_137);
const bool l_150 = l_148 < l_146;
const uint l_151 = uint(l_150);
const uint l_152 = l_149 + l_151;
const uint l_153 = l_12 % uint(32);
l_mut_97 = l_145;
const bool l_154 = l_153 > uint(0);
if (l_154) {
const uint l_155 = l_145 >> l_153;
const uint l_156 = uint(32) - l_153;
const uint l_157 = l_148 << l_156;
const uint l_158 = l_155 | l_157;
l_mut_97 = l_158;
}
l_mut_82 = l_148;
const bool l_159 = l_153 > uint(0);
if (l_159) {
const uint l_160 = l_148 >> l_153;
const uint l_161 = uint(32) - l_153;
const uint l_162 = l_152 << l_161;
const uint l_163 = l_160 | l_162;
l_mut_82 = l_163;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_164 = l_12 >= uint(64);
if (l_164) {
l_mut_45 = l_152;
l_mut_97 = uint(0);
} else {
const bool l_165 = l_12 >= uint(32);
if (l_165) {
l_mut_82 = l_148;
const bool l_166 = l_153 > uint(0);
if (l_166) {
const uint l_167 = l_148 >> l_153;
const uint l_168 = uint(32) - l_153;
const uint l_169 = l_152 << l_168;
const uint l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
const uint l_171 = l_152 >> l_153;
l_mut_45 = l_mut_82;
l_mut_97 = l_171;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_139) {
const uint l_172 = uint(0) - l_mut_109;
const uint l_173 = uint(0) - l_mut_103;
const bool l_174 = uint(0) < l_mut_109;
const uint l_175 = uint(l_174);
const uint l_176 = l_173 - l_175;
l_mut_109 = l_172;
l_mut_103 = l_176;
}
const uint l_177 = l_132 + l_mut_109;
const uint l_178 = l_136 + l_mut_103;
const bool l_179 = l_177 < l_132;
const uint l_180 = uint(l_179);
const uint l_181 = l_178 + l_180;
const uint l_182 = l_76 >> uint(31);
const bool l_183 = l_182 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_183) {
const uint l_184 = uint(0) - l_73;
const uint l_185 = uint(0) - l_76;
const bool l_186 = uint(0) < l_73;
const uint l_187 = uint(l_186);
const uint l_188 = l_185 - l_187;
l_mut_109 = l_184;
l_mut_103 = l_188;
}
const uint l_189 = l_mut_109 * l_77;
const uint l_190 = l_mut_103 * l_77;
const uint l_191 = __umulhi(l_mut_109, l_77);
const uint l_192 = l_191 + l_190;
const uint l_193 = __umulhi(l_mut_103, l_77);
const bool l_194 = l_192 < l_190;
const uint l_195 = uint(l_194);
const uint l_196 = l_193 + l_195;
const uint l_197 = l_12 % uint(32);
l_mut_97 = l_189;
const bool l_198 = l_197 > uint(0);
if (l_198) {
const uint l_199 = l_189 >> l_197;
const uint l_200 = uint(32) - l_197;
const uint l_201 = l_192 << l_200;
const uint l_202 = l_199 | l_201;
l_mut_97 = l_202;
}
l_mut_82 = l_192;
const bool l_203 = l_197 > uint(0);
if (l_203) {
const uint l_204 = l_192 >> l_197;
const uint l_205 = uint(32) - l_197;
const uint l_206 = l_196 << l_205;
const uint l_207 = l_204 | l_206;
l_mut_82 = l_207;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_208 = l_12 >= uint(64);
if (l_208) {
l_mut_45 = l_196;
l_mut_97 = uint(0);
} else {
const bool l_209 = l_12 >= uint(32);
if (l_209) {
l_mut_82 = l_192;
const bool l_210 = l_197 > uint(0);
if (l_210) {
const uint l_211 = l_192 >> l_197;
const uint l_212 = uint(32) - l_197;
const uint l_213 = l_196 << l_212;
const uint l_214 = l_211 | l_213;
l_mut_82 = l_214;
}
const uint l_215 = l_196 >> l_197;
l_mut_45 = l_mut_82;
l_mut_97 = l_215;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_183) {
const uint l_216 = uint(0) - l_mut_109;
const uint l_217 = uint(0) - l_mut_103;
const bool l_218 = uint(0) < l_mut_109;
const uint l_219 = uint(l_218);
const uint l_220 = l_217 - l_219;
l_mut_109 = l_216;
l_mut_103 = l_220;
}
const uint l_221 = l_123 + l_mut_109;
const uint l_222 = l_127 + l_mut_103;
const bool l_223 = l_221 < l_123;
const uint l_224 = uint(l_223);
const uint l_225 = l_222 + l_224;
const uint l_226 = l_77 * l_77;
const uint l_227 = l_12 + uint(3);
const uint l_228 = l_76 >> uint(31);
const bool l_229 = l_228 == uint(1);
l_mut_109 = l_73;
l_mut_103 = l_76;
if (l_229) {
const uint l_230 = uint(0) - l_73;
const uint l_231 = uint(0) - l_76;
const bool l_232 = uint(0) < l_73;
const uint l_233 = uint(l_232);
const uint l_234 = l_231 - l_233;
l_mut_109 = l_230;
l_mut_103 = l_234;
}
const uint l_235 = l_mut_109 * l_226;
const uint l_236 = l_mut_103 * l_226;
const uint l_237 = __umulhi(l_mut_109, l_226);
const uint l_238 = l_237 + l_236;
const uint l_239 = __umulhi(l_mut_103, l_226);
const bool l_240 = l_238 < l_236;
const uint l_241 = uint(l_240);
const uint l_242 = l_239 + l_241;
const uint l_243 = l_227 % uint(32);
l_mut_97 = l_235;
const bool l_244 = l_243 > uint(0);
if (l_244) {
const uint l_245 = l_235 >> l_243;
const uint l_246 = uint(32) - l_243;
const uint l_247 = l_238 << l_246;
const uint l_248 = l_245 | l_247;
l_mut_97 = l_248;
}
l_mut_82 = l_238;
const bool l_249 = l_243 > uint(0);
if (l_249) {
const uint l_250 = l_238 >> l_243;
const uint l_251 = uint(32) - l_243;
const uint l_252 = l_242 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_82 = l_253;
}
l_mut_45 = l_mut_97;
l_mut_97 = l_mut_82;
const bool l_254 = l_227 >= uint(64);
if (l_254) {
l_mut_45 = l_242;
l_mut_97 = uint(0);
} else {
const bool l_255 = l_227 >= uint(32);
if (l_255) {
l_mut_82 = l_238;
const bool l_256 = l_243 > uint(0);
if (l_256) {
const uint l_257 = l_238 >> l_243;
const uint l_258 = uint(32) - l_243;
const uint l_259 = l_242 << l_258;
const uint l_260 = l_257 | l_259;
l_mut_82 = l_260;
}
const uint l_261 = l_242 >> l_243;
l_mut_45 = l_mut_82;
l_mut_97 = l_261;
}
}
l_mut_109 = l_mut_45;
l_mut_103 = l_mut_97;
if (l_229) {
const uint l_262 = uint(0) - l_mut_109;
const uint l_263 = uint(0) - l_mut_103;
const bool l_264 = uint(0) < l_mut_109;
const uint l_265 = uint(l_264);
const uint l_266 = l_263 - l_265;
l_mut_109 = l_262;
l_mut_103 = l_266;
}
const uint l_267 = l_177 - l_mut_109;
const uint l_268 = l_181 - l_mut_103;
const bool l_269 = l_177 < l_mut_109;
const uint l_270 = uint(l_269);
const uint l_271 = l_268 - l_270;
const uint l_272 = l_267 + l_22;
const uint l_273 = l_271 + l_25;
const bool l_274 = l_272 < l_267;
const uint l_275 = uint(l_274);
const uint l_276 = l_273 + l_275;
const uint l_277 = uint(0) - l_221;
const uint l_278 = uint(0) - l_225;
const bool l_279 = uint(0) < l_221;
const uint l_280 = uint(l_279);
const uint l_281 = l_278 - l_280;
const uint l_282 = l_22 + l_22;
const uint l_283 = l_25 + l_25;
const bool l_284 = l_282 < l_22;
const uint l_285 = uint(l_284);
const uint l_286 = l_283 + l_285;
l_mut_109 = l_277;
l_mut_103 = l_281;
const uint l_287 = uint(0) - l_277;
const uint l_288 = uint(0) - l_281;
const bool l_289 = uint(0) < l_277;
const uint l_290 = uint(l_289);
const uint l_291 = l_288 - l_290;
l_mut_97 = l_287;
l_mut_82 = l_291;
l_mut_45 = l_272;
l_mut_292 = l_276;
l_mut_293 = uint(1);
l_mut_294 = uint(1);
l_mut_295 = bool(false);
const bool l_296 = l_mut_292 < l_286;
const bool l_297 = l_mut_292 == l_286;
const bool l_298 = l_mut_45 < l_282;
const bool l_299 = l_297 && l_298;
const bool l_300 = l_296 || l_299;
const bool l_301 = !l_300;
l_mut_302 = l_301;
const uint l_303 = l_277 | l_281;
const bool l_304 = l_303 == uint(0);
if (l_304) {
l_mut_295 = l_mut_302;
l_mut_302 = bool(false);
}
l_mut_305 = bool(false);
while (true) {
const bool l_306 = !l_mut_302;
if (l_306) {
break;}
l_mut_307 = l_mut_109;
l_mut_308 = l_mut_103;
if (l_mut_305) {
l_mut_307 = l_mut_97;
l_mut_308 = l_mut_82;
}
const bool l_309 = l_mut_292 < l_mut_308;
const bool l_310 = l_mut_292 == l_mut_308;
const bool l_311 = l_mut_45 < l_mut_307;
const bool l_312 = l_310 && l_311;
const bool l_313 = l_309 || l_312;
const bool l_314 = !l_313;
const bool l_315 = l_314 != l_mut_305;
if (l_315) {
l_mut_308 = l_mut_109;
l_mut_307 = l_mut_103;
l_mut_109 = l_mut_97;
l_mut_103 = l_mut_82;
l_mut_97 = l_mut_308;
l_mut_82 = l_mut_307;
l_mut_308 = l_mut_293;
l_mut_293 = l_mut_294;
l_mut_294 = l_mut_308;
l_mut_305 = l_314;
}
l_mut_316 = bool(true);
if (l_mut_305) {
const uint l_317 = l_mut_45 - l_mut_97;
const uint l_318 = l_mut_292 - l_mut_82;
const bool l_319 = l_mut_45 < l_mut_97;
const uint l_320 = uint(l_319);
const uint l_321 = l_318 - l_320;
l_mut_45 = l_317;
l_mut_292 = l_321;
const bool l_322 = l_mut_292 < l_286;
const bool l_323 = l_mut_292 == l_286;
const bool l_324 = l_mut_45 < l_282;
const bool l_325 = l_323 && l_324;
const bool l_326 = l_322 || l_325;
if (l_326) {
l_mut_302 = bool(false);
l_mut_316 = bool(false);
}
}
if (l_mut_316) {
l_mut_308 = uint(0);
l_mut_327 = bool(false);
l_mut_307 = l_mut_97;
l_mut_328 = l_mut_82;
const bool l_329 = uint(3) >= uint(32);
if (l_329) {
const uint l_330 = uint(3) & uint(31);
const uint l_331 = l_mut_82 >> l_330;
l_mut_307 = l_331;
l_mut_328 = uint(0);
} else {
const bool l_332 = uint(3) > uint(0);
if (l_332) {
l_mut_333 = l_mut_97;
const bool l_334 = uint(3) > uint(0);
if (l_334) {
const uint l_335 = l_mut_97 >> uint(3);
const uint l_336 = l_mut_82 << uint(29);
const uint l_337 = l_335 | l_336;
l_mut_333 = l_337;
}
const uint l_338 = l_mut_82 >> uint(3);
l_mut_307 = l_mut_333;
l_mut_328 = l_338;
}
}
const bool l_339 = l_mut_328 < l_mut_103;
const bool l_340 = l_mut_328 == l_mut_103;
const bool l_341 = l_mut_307 < l_mut_109;
const bool l_342 = l_340 && l_341;
const bool l_343 = l_339 || l_342;
const bool l_344 = !l_343;
l_mut_327 = l_344;
const uint l_345 = l_mut_109 | l_mut_103;
const bool l_346 = l_345 == uint(0);
if (l_346) {
l_mut_308 = l_77;
} else {
if (l_mut_327) {
const bool l_347 = l_mut_103 < l_mut_82;
const bool l_348 = l_mut_103 == l_mut_82;
const bool l_349 = l_mut_109 < l_mut_97;
const bool l_350 = l_348 && l_349;
const bool l_351 = l_347 || l_350;
if (l_351) {
const uint l_352 = l_mut_97 - uint(1);
const uint l_353 = l_mut_82 - uint(0);
const bool l_354 = l_mut_97 < uint(1);
const uint l_355 = uint(l_354);
const uint l_356 = l_353 - l_355;
l_mut_333 = l_352;
l_mut_328 = l_356;
l_mut_307 = uint(0);

for (uint l_mut_357 = uint(0); l_mut_357 < uint(16); ++l_mut_357) {
const uint l_358 = uint(15) - l_mut_357;
l_mut_359 = l_mut_333;
l_mut_360 = l_mut_328;
const bool l_361 = l_358 >= uint(32);
if (l_361) {
const uint l_362 = l_358 & uint(31);
const uint l_363 = l_mut_328 >> l_362;
l_mut_359 = l_363;
l_mut_360 = uint(0);
} else {
const bool l_364 = l_358 > uint(0);
if (l_364) {
l_mut_365 = l_mut_333;
const bool l_366 = l_358 > uint(0);
if (l_366) {
const uint l_367 = l_mut_333 >> l_358;
const uint l_368 = uint(32) - l_358;
const uint l_369 = l_mut_328 << l_368;
const uint l_370 = l_367 | l_369;
l_mut_365 = l_370;
}
const uint l_371 = l_mut_328 >> l_358;
l_mut_359 = l_mut_365;
l_mut_360 = l_371;
}
}
const bool l_372 = l_mut_360 < l_mut_103;
const bool l_373 = l_mut_360 == l_mut_103;
const bool l_374 = l_mut_359 < l_mut_109;
const bool l_375 = l_373 && l_374;
const bool l_376 = l_372 || l_375;
const bool l_377 = !l_376;
if (l_377) {
l_mut_365 = l_mut_109;
l_mut_360 = l_mut_103;
const bool l_378 = l_358 >= uint(32);
if (l_378) {
const uint l_379 = l_358 & uint(31);
const uint l_380 = l_mut_109 << l_379;
l_mut_365 = uint(0);
l_mut_360 = l_380;
} else {
const bool l_381 = l_358 > uint(0);
if (l_381) {
const uint l_382 = l_mut_109 << l_358;
const uint l_383 = l_mut_103 << l_358;
const uint l_384 = uint(32) - l_358;
const uint l_385 = l_mut_109 >> l_384;
const uint l_386 = l_383 | l_385;
l_mut_365 = l_382;
l_mut_360 = l_386;
}
}
const uint l_387 = l_mut_333 - l_mut_365;
const uint l_388 = l_mut_328 - l_mut_360;
const bool l_389 = l_mut_333 < l_mut_365;
const uint l_390 = uint(l_389);
const uint l_391 = l_388 - l_390;
l_mut_333 = l_387;
l_mut_328 = l_391;
const uint l_392 = uint(1) << l_358;
l_mut_307 = l_mut_307 | l_392;
}
}
const uint l_393 = min(l_mut_307, l_77);
l_mut_365 = l_393;
const bool l_394 = l_mut_328 < l_mut_103;
const bool l_395 = l_mut_328 == l_mut_103;
const bool l_396 = l_mut_333 < l_mut_109;
const bool l_397 = l_395 && l_396;
const bool l_398 = l_394 || l_397;
const bool l_399 = !l_398;
if (l_399) {
l_mut_365 = l_77;
}
l_mut_308 = l_mut_365;
}
} else {
l_mut_365 = l_mut_97;
l_mut_360 = l_mut_82;
while (true) {
const bool l_400 = l_mut_103 < l_mut_360;
const bool l_401 = l_mut_103 == l_mut_360;
const bool l_402 = l_mut_109 < l_mut_365;
const bool l_403 = l_401 && l_402;
const bool l_404 = l_400 || l_403;
const uint l_405 = l_mut_308 * l_mut_294;
const uint l_406 = l_mut_293 + l_405;
const uint l_407 = l_406 + l_mut_294;
const bool l_408 = l_407 < l_77;
const bool l_409 = l_404 && l_408;
const bool l_410 = !l_409;
if (l_410) {
break;}
const uint l_411 = l_mut_365 - l_mut_109;
const uint l_412 = l_mut_360 - l_mut_103;
const bool l_413 = l_mut_365 < l_mut_109;
const uint l_414 = uint(l_413);
const uint l_415 = l_412 - l_414;
l_mut_365 = l_411;
l_mut_360 = l_415;
l_mut_308 = l_mut_308 + uint(1);
}
}
}
const uint l_416 = l_mut_308 * l_mut_294;
const uint l_417 = l_mut_293 + l_416;
const uint l_418 = l_417 + l_mut_294;
const bool l_419 = l_418 >= l_77;
if (l_419) {
l_mut_295 = bool(true);
l_mut_302 = bool(false);
} else {
const uint l_420 = l_mut_109 * l_mut_308;
const uint l_421 = __umulhi(l_mut_109, l_mut_308);
const uint l_422 = l_mut_103 * l_mut_308;
const uint l_423 = l_421 + l_422;
const uint l_424 = l_mut_97 - l_420;
const uint l_425 = l_mut_82 - l_423;
const bool l_426 = l_mut_97 < l_420;
const uint l_427 = uint(l_426);
const uint l_428 = l_425 - l_427;
l_mut_97 = l_424;
l_mut_82 = l_428;
const uint l_429 = l_mut_308 * l_mut_294;
l_mut_293 = l_mut_293 + l_429;
const uint l_430 = l_mut_109 - l_mut_97;
const uint l_431 = l_mut_103 - l_mut_82;
const bool l_432 = l_mut_109 < l_mut_97;
const uint l_433 = uint(l_432);
const uint l_434 = l_431 - l_433;
l_mut_109 = l_430;
l_mut_103 = l_434;
l_mut_294 = l_mut_294 + l_mut_293;
}
}
}
const bool l_435 = !l_mut_295;
if (l_435) {
const uint l_436 = l_37 * uint(8);
const uint l_437 = l_436 + l_38;
const uint l_580 = info.static_meta[uint(6)];
const uint l_581 = l_580 * uint(1);
const uint l_582 = l_581 - uint(1);
const uint l_583 = min(uint(1), l_582);
device atomic_uint* l_584 = &buffer_6[l_583];
atomic_uint* l_438 = l_584;
const uint l_439 = atomic_fetch_add_explicit(l_438, uint(1), memory_order_relaxed);
const uint l_440 = info.static_meta[uint(12)];
const bool l_441 = l_439 < l_440;
if (l_441) {
const uint l_585 = info.static_meta[uint(5)];
const uint l_586 = l_585 * uint(1);
const bool l_587 = l_439 < l_586;
if (l_587) {
buffer_5[l_439] = l_437;
}
}
}
}
}

}
