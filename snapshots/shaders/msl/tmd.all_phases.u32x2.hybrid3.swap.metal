
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[12];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void all_phases(
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
bool l_mut_357;
bool l_mut_364;
bool l_mut_635;
bool l_mut_659;
uint l_mut_135;
uint l_mut_141;
uint l_mut_1511;
uint l_mut_1847;
uint l_mut_1852;
uint l_mut_203;
uint l_mut_209;
uint l_mut_259;
uint l_mut_265;
uint l_mut_30;
uint l_mut_389;
uint l_mut_395;
uint l_mut_401;
uint l_mut_428;
uint l_mut_435;
uint l_mut_446;
uint l_mut_447;
uint l_mut_448;
uint l_mut_451;
uint l_mut_452;
uint l_mut_457;
uint l_mut_65;
uint l_mut_795;
uint l_mut_800;
uint l_mut_80;
uint l_mut_86;
uint l_mut_92;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_2460 = info.static_meta[uint(5)];
const uint l_2461 = l_2460 * uint(1);
const uint l_2462 = l_2461 - uint(1);
const uint l_2463 = min(uint(3), l_2462);
device atomic_uint* l_2464 = &buffer_5[l_2463];
atomic_uint* l_1 = l_2464;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_2404 = info.static_meta[uint(3)];
const uint l_2405 = l_2404 * uint(1);
const bool l_2406 = l_3 < l_2405;
const uint l_2407 = l_2405 - uint(1);
const uint l_2408 = min(l_3, l_2407);
const uint l_2409 = buffer_3[l_2408];
const uint l_2410 = (l_2406) ? l_2409 : uint(0);
const uint l_4 = l_2410;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_2411 = info.static_meta[uint(3)];
const uint l_2412 = l_2411 * uint(1);
const bool l_2413 = l_6 < l_2412;
const uint l_2414 = l_2412 - uint(1);
const uint l_2415 = min(l_6, l_2414);
const uint l_2416 = buffer_3[l_2415];
const uint l_2417 = (l_2413) ? l_2416 : uint(0);
const uint l_7 = l_2417;
const uint l_8 = uint(2) * uint(1);
const uint l_2418 = info.static_meta[uint(3)];
const uint l_2419 = l_2418 * uint(1);
const bool l_2420 = l_8 < l_2419;
const uint l_2421 = l_2419 - uint(1);
const uint l_2422 = min(l_8, l_2421);
const uint l_2423 = buffer_3[l_2422];
const uint l_2424 = (l_2420) ? l_2423 : uint(0);
const uint l_9 = l_2424;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_2425 = info.static_meta[uint(3)];
const uint l_2426 = l_2425 * uint(1);
const bool l_2427 = l_11 < l_2426;
const uint l_2428 = l_2426 - uint(1);
const uint l_2429 = min(l_11, l_2428);
const uint l_2430 = buffer_3[l_2429];
const uint l_2431 = (l_2427) ? l_2430 : uint(0);
const uint l_12 = l_2431;
const uint l_13 = uint(2) * uint(2);
const uint l_2432 = info.static_meta[uint(3)];
const uint l_2433 = l_2432 * uint(1);
const bool l_2434 = l_13 < l_2433;
const uint l_2435 = l_2433 - uint(1);
const uint l_2436 = min(l_13, l_2435);
const uint l_2437 = buffer_3[l_2436];
const uint l_2438 = (l_2434) ? l_2437 : uint(0);
const uint l_14 = l_2438;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_2439 = info.static_meta[uint(3)];
const uint l_2440 = l_2439 * uint(1);
const bool l_2441 = l_16 < l_2440;
const uint l_2442 = l_2440 - uint(1);
const uint l_2443 = min(l_16, l_2442);
const uint l_2444 = buffer_3[l_2443];
const uint l_2445 = (l_2441) ? l_2444 : uint(0);
const uint l_17 = l_2445;
const uint l_18 = uint(2) * uint(3);
const uint l_2446 = info.static_meta[uint(3)];
const uint l_2447 = l_2446 * uint(1);
const bool l_2448 = l_18 < l_2447;
const uint l_2449 = l_2447 - uint(1);
const uint l_2450 = min(l_18, l_2449);
const uint l_2451 = buffer_3[l_2450];
const uint l_2452 = (l_2448) ? l_2451 : uint(0);
const uint l_19 = l_2452;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_2453 = info.static_meta[uint(3)];
const uint l_2454 = l_2453 * uint(1);
const bool l_2455 = l_21 < l_2454;
const uint l_2456 = l_2454 - uint(1);
const uint l_2457 = min(l_21, l_2456);
const uint l_2458 = buffer_3[l_2457];
const uint l_2459 = (l_2455) ? l_2458 : uint(0);
const uint l_22 = l_2459;
const uint l_23 = uint(2) * thread_index_in_grid;
const uint l_24 = info.static_meta[uint(6)];
const bool l_25 = l_23 < l_24;
const uint l_26 = thread_index_in_grid * l_4;
const uint l_27 = __umulhi(thread_index_in_grid, l_4);
const uint l_28 = uint(0) * l_4;
const uint l_29 = l_27 + l_28;
l_mut_30 = uint(0);
const bool l_31 = l_29 < l_22;
const bool l_32 = l_29 == l_22;
const bool l_33 = l_26 < l_19;
const bool l_34 = l_32 && l_33;
const bool l_35 = l_31 || l_34;
if (l_35) {
const uint l_36 = l_19 - l_26;
const uint l_37 = l_22 - l_29;
const bool l_38 = l_19 < l_26;
const uint l_39 = uint(l_38);
const uint l_40 = l_37 - l_39;
l_mut_30 = l_4;
const bool l_41 = l_40 < uint(0);
const bool l_42 = l_40 == uint(0);
const bool l_43 = l_36 < l_4;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
l_mut_30 = l_36;
}
}
const uint l_46 = (l_25) ? l_mut_30 : uint(0);
const bool l_47 = l_46 > uint(0);
if (l_47) {
const uint l_48 = uint(2) * thread_index_in_grid;
const uint l_2465 = info.static_meta[uint(0)];
const uint l_2466 = l_2465 * uint(1);
const bool l_2467 = l_48 < l_2466;
const uint l_2468 = l_2466 - uint(1);
const uint l_2469 = min(l_48, l_2468);
const uint l_2470 = buffer_0[l_2469];
const uint l_2471 = (l_2467) ? l_2470 : uint(0);
const uint l_49 = l_2471;
const uint l_50 = uint(2) * thread_index_in_grid;
const uint l_51 = l_50 + uint(1);
const uint l_2472 = info.static_meta[uint(0)];
const uint l_2473 = l_2472 * uint(1);
const bool l_2474 = l_51 < l_2473;
const uint l_2475 = l_2473 - uint(1);
const uint l_2476 = min(l_51, l_2475);
const uint l_2477 = buffer_0[l_2476];
const uint l_2478 = (l_2474) ? l_2477 : uint(0);
const uint l_52 = l_2478;
const uint l_53 = uint(2) * thread_index_in_grid;
const uint l_2479 = info.static_meta[uint(1)];
const uint l_2480 = l_2479 * uint(1);
const bool l_2481 = l_53 < l_2480;
const uint l_2482 = l_2480 - uint(1);
const uint l_2483 = min(l_53, l_2482);
const uint l_2484 = buffer_1[l_2483];
const uint l_2485 = (l_2481) ? l_2484 : uint(0);
const uint l_54 = l_2485;
const uint l_55 = uint(2) * thread_index_in_grid;
const uint l_56 = l_55 + uint(1);
const uint l_2486 = info.static_meta[uint(1)];
const uint l_2487 = l_2486 * uint(1);
const bool l_2488 = l_56 < l_2487;
const uint l_2489 = l_2487 - uint(1);
const uint l_2490 = min(l_56, l_2489);
const uint l_2491 = buffer_1[l_2490];
const uint l_2492 = (l_2488) ? l_2491 : uint(0);
const uint l_57 = l_2492;
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_2493 = info.static_meta[uint(2)];
const uint l_2494 = l_2493 * uint(1);
const bool l_2495 = l_58 < l_2494;
const uint l_2496 = l_2494 - uint(1);
const uint l_2497 = min(l_58, l_2496);
const uint l_2498 = buffer_2[l_2497];
const uint l_2499 = (l_2495) ? l_2498 : uint(0);
const uint l_59 = l_2499;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_2500 = info.static_meta[uint(2)];
const uint l_2501 = l_2500 * uint(1);
const bool l_2502 = l_61 < l_2501;
const uint l_2503 = l_2501 - uint(1);
const uint l_2504 = min(l_61, l_2503);
const uint l_2505 = buffer_2[l_2504];
const uint l_2506 = (l_2502) ? l_2505 : uint(0);
const uint l_62 = l_2506;
const uint l_63 = l_62 >> uint(31);
const bool l_64 = l_63 == uint(1);
l_mut_30 = l_59;
l_mut_65 = l_62;
if (l_64) {
const uint l_66 = uint(0) - l_59;
const uint l_67 = uint(0) - l_62;
const bool l_68 = uint(0) < l_59;
const uint l_69 = uint(l_68);
const uint l_70 = l_67 - l_69;
l_mut_30 = l_66;
l_mut_65 = l_70;
}
const uint l_71 = l_mut_30 * l_4;
const uint l_72 = l_mut_65 * l_4;
const uint l_73 = __umulhi(l_mut_30, l_4);
const uint l_74 = l_73 + l_72;
const uint l_75 = __umulhi(l_mut_65, l_4);
const bool l_76 = l_74 < l_72;
const uint l_77 = uint(l_76);
const uint l_78 = l_75 + l_77;
const uint l_79 = l_9 % uint(32);
l_mut_80 = l_71;
const bool l_81 = l_79 > uint(0);
if (l_81) {
const uint l_82 = l_71 >> l_79;
const uint l_83 = uint(32) - l_79;
const uint l_84 = l_74 << l_83;
const uint l_85 = l_82 | l_84;
l_mut_80 = l_85;
}
l_mut_86 = l_74;
const bool l_87 = l_79 > uint(0);
if (l_87) {
const uint l_88 = l_74 >> l_79;
const uint l_89 = uint(32) - l_79;
const uint l_90 = l_78 << l_89;
const uint l_91 = l_88 | l_90;
l_mut_86 = l_91;
}
l_mut_92 = l_mut_80;
l_mut_80 = l_mut_86;
const bool l_93 = l_9 >= uint(64);
if (l_93) {
l_mut_92 = l_78;
l_mut_80 = uint(0);
} else {
const bool l_94 = l_9 >= uint(32);
if (l_94) {
l_mut_86 = l_74;
const bool l_95 = l_79 > uint(0);
if (l_95) {
const uint l_96 = l_74 >> l_79;
const uint l_97 = uint(32) - l_79;
const uint l_98 = l_78 << l_97;
const uint l_99 = l_96 | l_98;
l_mut_86 = l_99;
}
const uint l_100 = l_78 >> l_79;
l_mut_92 = l_mut_86;
l_mut_80 = l_100;
}
}
l_mut_86 = l_mut_92;
l_mut_92 = l_mut_80;
if (l_64) {
const uint l_101 = uint(0) - l_mut_86;
const uint l_102 = uint(0) - l_mut_92;
const bool l_103 = uint(0) < l_mut_86;
const uint l_104 = uint(l_103);
const uint l_105 = l_102 - l_104;
l_mut_86 = l_101;
l_mut_92 = l_105;
}
const uint l_106 = l_49 + l_mut_86;
const uint l_107 = l_52 + l_mut_92;
const bool l_108 = l_106 < l_49;
const uint l_109 = uint(l_108);
const uint l_110 = l_107 + l_109;
const uint l_111 = l_9 + uint(3);
l_mut_92 = uint(0);
l_mut_86 = uint(0);
const bool l_112 = l_4 < uint(65536);
if (l_112) {
const uint l_113 = l_4 * l_4;
const uint l_114 = l_62 >> uint(31);
const bool l_115 = l_114 == uint(1);
l_mut_80 = l_59;
l_mut_65 = l_62;
if (l_115) {
const uint l_116 = uint(0) - l_59;
const uint l_117 = uint(0) - l_62;
const bool l_118 = uint(0) < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 - l_119;
l_mut_80 = l_116;
l_mut_65 = l_120;
}
const uint l_121 = l_mut_80 * l_113;
const uint l_122 = l_mut_65 * l_113;
const uint l_123 = __umulhi(l_mut_80, l_113);
const uint l_124 = l_123 + l_122;
const uint l_125 = __umulhi(l_mut_65, l_113);
const bool l_126 = l_124 < l_122;
const uint l_127 = uint(l_126);
const uint l_128 = l_125 + l_127;
const uint l_129 = l_111 % uint(32);
l_mut_30 = l_121;
const bool l_130 = l_129 > uint(0);
if (l_130) {
const uint l_131 = l_121 >> l_129;
const uint l_132 = uint(32) - l_129;
const uint l_133 = l_124 << l_132;
const uint l_134 = l_131 | l_133;
l_mut_30 = l_134;
}
l_mut_135 = l_124;
const bool l_136 = l_129 > uint(0);
if (l_136) {
const uint l_137 = l_124 >> l_129;
const uint l_138 = uint(32) - l_129;
const uint l_139 = l_128 << l_138;
const uint l_140 = l_137 | l_139;
l_mut_135 = l_140;
}
l_mut_141 = l_mut_30;
l_mut_30 = l_mut_135;
const bool l_142 = l_111 >= uint(64);
if (l_142) {
l_mut_141 = l_128;
l_mut_30 = uint(0);
} else {
const bool l_143 = l_111 >= uint(32);
if (l_143) {
l_mut_135 = l_124;
const bool l_144 = l_129 > uint(0);
if (l_144) {
const uint l_145 = l_124 >> l_129;
const uint l_146 = uint(32) - l_129;
const uint l_147 = l_128 << l_146;
const uint l_148 = l_145 | l_147;
l_mut_135 = l_148;
}
const uint l_149 = l_128 >> l_129;
l_mut_141 = l_mut_135;
l_mut_30 = l_149;
}
}
l_mut_135 = l_mut_141;
l_mut_141 = l_mut_30;
if (l_115) {
const uint l_150 = uint(0) - l_mut_135;
const uint l_151 = uint(0) - l_mut_141;
const bool l_152 = uint(0) < l_mut_135;
const uint l_153 = uint(l_152);
const uint l_154 = l_151 - l_153;
l_mut_135 = l_150;
l_mut_141 = l_154;
}
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_141;
} else {
const uint l_155 = l_62 >> uint(31);
const bool l_156 = l_155 == uint(1);
l_mut_141 = l_59;
l_mut_135 = l_62;
if (l_156) {
const uint l_157 = uint(0) - l_59;
const uint l_158 = uint(0) - l_62;
const bool l_159 = uint(0) < l_59;
const uint l_160 = uint(l_159);
const uint l_161 = l_158 - l_160;
l_mut_141 = l_157;
l_mut_135 = l_161;
}
const uint l_162 = l_mut_141 * l_4;
const uint l_163 = l_mut_135 * l_4;
const uint l_164 = __umulhi(l_mut_141, l_4);
const uint l_165 = l_164 + l_163;
const uint l_166 = __umulhi(l_mut_135, l_4);
const bool l_167 = l_165 < l_163;
const uint l_168 = uint(l_167);
const uint l_169 = l_166 + l_168;
const uint l_170 = uint(0) % uint(32);
l_mut_80 = l_162;
const bool l_171 = l_170 > uint(0);
if (l_171) {
const uint l_172 = l_162 >> l_170;
const uint l_173 = uint(32) - l_170;
const uint l_174 = l_165 << l_173;
const uint l_175 = l_172 | l_174;
l_mut_80 = l_175;
}
l_mut_65 = l_165;
const bool l_176 = l_170 > uint(0);
if (l_176) {
const uint l_177 = l_165 >> l_170;
const uint l_178 = uint(32) - l_170;
const uint l_179 = l_169 << l_178;
const uint l_180 = l_177 | l_179;
l_mut_65 = l_180;
}
l_mut_30 = l_mut_80;
l_mut_80 = l_mut_65;
const bool l_181 = uint(0) >= uint(64);
if (l_181) {
l_mut_30 = l_169;
l_mut_80 = uint(0);
} else {
const bool l_182 = uint(0) >= uint(32);
if (l_182) {
l_mut_65 = l_165;
const bool l_183 = l_170 > uint(0);
if (l_183) {
const uint l_184 = l_165 >> l_170;
const uint l_185 = uint(32) - l_170;
const uint l_186 = l_169 << l_185;
const uint l_187 = l_184 | l_186;
l_mut_65 = l_187;
}
const uint l_188 = l_169 >> l_170;
l_mut_30 = l_mut_65;
l_mut_80 = l_188;
}
}
const uint l_189 = l_mut_141 * l_4;
const uint l_190 = l_mut_135 * l_4;
const uint l_191 = __umulhi(l_mut_141, l_4);
const uint l_192 = l_191 + l_190;
const uint l_193 = __umulhi(l_mut_135, l_4);
const bool l_194 = l_192 < l_190;
const uint l_195 = uint(l_194);
const uint l_196 = l_193 + l_195;
const uint l_197 = uint(64) % uint(32);
l_mut_65 = l_189;
const bool l_198 = l_197 > uint(0);
if (l_198) {
const uint l_199 = l_189 >> l_197;
const uint l_200 = uint(32) - l_197;
const uint l_201 = l_192 << l_200;
const uint l_202 = l_199 | l_201;
l_mut_65 = l_202;
}
l_mut_203 = l_192;
const bool l_204 = l_197 > uint(0);
if (l_204) {
const uint l_205 = l_192 >> l_197;
const uint l_206 = uint(32) - l_197;
const uint l_207 = l_196 << l_206;
const uint l_208 = l_205 | l_207;
l_mut_203 = l_208;
}
l_mut_209 = l_mut_65;
l_mut_65 = l_mut_203;
const bool l_210 = uint(64) >= uint(64);
if (l_210) {
l_mut_209 = l_196;
l_mut_65 = uint(0);
} else {
const bool l_211 = uint(64) >= uint(32);
if (l_211) {
l_mut_203 = l_192;
const bool l_212 = l_197 > uint(0);
if (l_212) {
const uint l_213 = l_192 >> l_197;
const uint l_214 = uint(32) - l_197;
const uint l_215 = l_196 << l_214;
const uint l_216 = l_213 | l_215;
l_mut_203 = l_216;
}
const uint l_217 = l_196 >> l_197;
l_mut_209 = l_mut_203;
l_mut_65 = l_217;
}
}
const uint l_218 = l_mut_30 * l_4;
const uint l_219 = l_mut_80 * l_4;
const uint l_220 = __umulhi(l_mut_30, l_4);
const uint l_221 = l_220 + l_219;
const uint l_222 = __umulhi(l_mut_80, l_4);
const bool l_223 = l_221 < l_219;
const uint l_224 = uint(l_223);
const uint l_225 = l_222 + l_224;
const uint l_226 = uint(0) % uint(32);
l_mut_203 = l_218;
const bool l_227 = l_226 > uint(0);
if (l_227) {
const uint l_228 = l_218 >> l_226;
const uint l_229 = uint(32) - l_226;
const uint l_230 = l_221 << l_229;
const uint l_231 = l_228 | l_230;
l_mut_203 = l_231;
}
l_mut_141 = l_221;
const bool l_232 = l_226 > uint(0);
if (l_232) {
const uint l_233 = l_221 >> l_226;
const uint l_234 = uint(32) - l_226;
const uint l_235 = l_225 << l_234;
const uint l_236 = l_233 | l_235;
l_mut_141 = l_236;
}
l_mut_135 = l_mut_203;
l_mut_203 = l_mut_141;
const bool l_237 = uint(0) >= uint(64);
if (l_237) {
l_mut_135 = l_225;
l_mut_203 = uint(0);
} else {
const bool l_238 = uint(0) >= uint(32);
if (l_238) {
l_mut_141 = l_221;
const bool l_239 = l_226 > uint(0);
if (l_239) {
const uint l_240 = l_221 >> l_226;
const uint l_241 = uint(32) - l_226;
const uint l_242 = l_225 << l_241;
const uint l_243 = l_240 | l_242;
l_mut_141 = l_243;
}
const uint l_244 = l_225 >> l_226;
l_mut_135 = l_mut_141;
l_mut_203 = l_244;
}
}
const uint l_245 = l_mut_30 * l_4;
const uint l_246 = l_mut_80 * l_4;
const uint l_247 = __umulhi(l_mut_30, l_4);
const uint l_248 = l_247 + l_246;
const uint l_249 = __umulhi(l_mut_80, l_4);
const bool l_250 = l_248 < l_246;
const uint l_251 = uint(l_250);
const uint l_252 = l_249 + l_251;
const uint l_253 = uint(64) % uint(32);
l_mut_141 = l_245;
const bool l_254 = l_253 > uint(0);
if (l_254) {
const uint l_255 = l_245 >> l_253;
const uint l_256 = uint(32) - l_253;
const uint l_257 = l_248 << l_256;
const uint l_258 = l_255 | l_257;
l_mut_141 = l_258;
}
l_mut_259 = l_248;
const bool l_260 = l_253 > uint(0);
if (l_260) {
const uint l_261 = l_248 >> l_253;
const uint l_262 = uint(32) - l_253;
const uint l_263 = l_252 << l_262;
const uint l_264 = l_261 | l_263;
l_mut_259 = l_264;
}
l_mut_265 = l_mut_141;
l_mut_141 = l_mut_259;
const bool l_266 = uint(64) >= uint(64);
if (l_266) {
l_mut_265 = l_252;
l_mut_141 = uint(0);
} else {
const bool l_267 = uint(64) >= uint(32);
if (l_267) {
l_mut_259 = l_248;
const bool l_268 = l_253 > uint(0);
if (l_268) {
const uint l_269 = l_248 >> l_253;
const uint l_270 = uint(32) - l_253;
const uint l_271 = l_252 << l_270;
const uint l_272 = l_269 | l_271;
l_mut_259 = l_272;
}
const uint l_273 = l_252 >> l_253;
l_mut_265 = l_mut_259;
l_mut_141 = l_273;
}
}
const uint l_274 = l_mut_209 * l_4;
const uint l_275 = __umulhi(l_mut_209, l_4);
const uint l_276 = l_mut_65 * l_4;
const uint l_277 = l_275 + l_276;
const uint l_278 = l_mut_265 + l_274;
const uint l_279 = l_mut_141 + l_277;
const bool l_280 = l_278 < l_mut_265;
const uint l_281 = uint(l_280);
const uint l_282 = l_279 + l_281;
l_mut_92 = l_mut_135;
l_mut_86 = l_mut_203;
const bool l_283 = l_111 == uint(64);
if (l_283) {
l_mut_92 = l_278;
l_mut_86 = l_282;
} else {
const bool l_284 = l_111 > uint(0);
if (l_284) {
const uint l_285 = uint(64) - l_111;
l_mut_265 = l_278;
l_mut_259 = l_282;
const bool l_286 = l_285 >= uint(32);
if (l_286) {
const uint l_287 = l_285 & uint(31);
const uint l_288 = l_278 << l_287;
l_mut_265 = uint(0);
l_mut_259 = l_288;
} else {
const bool l_289 = l_285 > uint(0);
if (l_289) {
const uint l_290 = l_278 << l_285;
const uint l_291 = l_282 << l_285;
const uint l_292 = uint(32) - l_285;
const uint l_293 = l_278 >> l_292;
const uint l_294 = l_291 | l_293;
l_mut_265 = l_290;
l_mut_259 = l_294;
}
}
l_mut_209 = l_mut_135;
l_mut_141 = l_mut_203;
const bool l_295 = l_111 >= uint(32);
if (l_295) {
const uint l_296 = l_111 & uint(31);
const uint l_297 = l_mut_203 >> l_296;
l_mut_209 = l_297;
l_mut_141 = uint(0);
} else {
const bool l_298 = l_111 > uint(0);
if (l_298) {
l_mut_80 = l_mut_135;
const bool l_299 = l_111 > uint(0);
if (l_299) {
const uint l_300 = l_mut_135 >> l_111;
const uint l_301 = uint(32) - l_111;
const uint l_302 = l_mut_203 << l_301;
const uint l_303 = l_300 | l_302;
l_mut_80 = l_303;
}
const uint l_304 = l_mut_203 >> l_111;
l_mut_209 = l_mut_80;
l_mut_141 = l_304;
}
}
const uint l_305 = l_mut_265 + l_mut_209;
const uint l_306 = l_mut_259 + l_mut_141;
const bool l_307 = l_305 < l_mut_265;
const uint l_308 = uint(l_307);
const uint l_309 = l_306 + l_308;
l_mut_92 = l_305;
l_mut_86 = l_309;
}
}
if (l_156) {
const uint l_310 = uint(0) - l_mut_92;
const uint l_311 = uint(0) - l_mut_86;
const bool l_312 = uint(0) < l_mut_92;
const uint l_313 = uint(l_312);
const uint l_314 = l_311 - l_313;
l_mut_92 = l_310;
l_mut_86 = l_314;
}
}
l_mut_265 = l_mut_92;
l_mut_259 = l_mut_86;
const uint l_315 = l_mut_86 >> uint(31);
const bool l_316 = l_315 == uint(1);
if (l_316) {
const uint l_317 = uint(0) - l_mut_92;
const uint l_318 = uint(0) - l_mut_86;
const bool l_319 = uint(0) < l_mut_92;
const uint l_320 = uint(l_319);
const uint l_321 = l_318 - l_320;
l_mut_265 = l_317;
l_mut_259 = l_321;
}
const uint l_322 = l_14 + l_mut_265;
const uint l_323 = l_17 + l_mut_259;
const bool l_324 = l_322 < l_14;
const uint l_325 = uint(l_324);
const uint l_326 = l_323 + l_325;
const uint l_327 = l_322 + uint(1);
const uint l_328 = l_326 + uint(0);
const bool l_329 = l_327 < l_322;
const uint l_330 = uint(l_329);
const uint l_331 = l_328 + l_330;
const uint l_332 = l_54 - l_mut_92;
const uint l_333 = l_57 - l_mut_86;
const bool l_334 = l_54 < l_mut_92;
const uint l_335 = uint(l_334);
const uint l_336 = l_333 - l_335;
const uint l_337 = l_332 + l_327;
const uint l_338 = l_336 + l_331;
const bool l_339 = l_337 < l_332;
const uint l_340 = uint(l_339);
const uint l_341 = l_338 + l_340;
const uint l_342 = uint(0) - l_106;
const uint l_343 = uint(0) - l_110;
const bool l_344 = uint(0) < l_106;
const uint l_345 = uint(l_344);
const uint l_346 = l_343 - l_345;
const uint l_347 = l_327 + l_327;
const uint l_348 = l_331 + l_331;
const bool l_349 = l_347 < l_327;
const uint l_350 = uint(l_349);
const uint l_351 = l_348 + l_350;
l_mut_265 = l_342;
l_mut_259 = l_346;
const uint l_352 = uint(0) - l_342;
const uint l_353 = uint(0) - l_346;
const bool l_354 = uint(0) < l_342;
const uint l_355 = uint(l_354);
const uint l_356 = l_353 - l_355;
l_mut_209 = l_352;
l_mut_203 = l_356;
l_mut_141 = l_337;
l_mut_135 = l_341;
l_mut_92 = uint(1);
l_mut_86 = uint(1);
l_mut_357 = bool(false);
const bool l_358 = l_mut_135 < l_351;
const bool l_359 = l_mut_135 == l_351;
const bool l_360 = l_mut_141 < l_347;
const bool l_361 = l_359 && l_360;
const bool l_362 = l_358 || l_361;
const bool l_363 = !l_362;
l_mut_364 = l_363;
const uint l_365 = l_342 | l_346;
const bool l_366 = l_365 == uint(0);
if (l_366) {
l_mut_357 = l_mut_364;
l_mut_364 = bool(false);
}
if (l_mut_364) {
const uint l_367 = l_346 >> uint(31);
const bool l_368 = l_367 == uint(1);
l_mut_80 = l_342;
l_mut_65 = l_346;
if (l_368) {
const uint l_369 = uint(0) - l_342;
const uint l_370 = uint(0) - l_346;
const bool l_371 = uint(0) < l_342;
const uint l_372 = uint(l_371);
const uint l_373 = l_370 - l_372;
l_mut_80 = l_369;
l_mut_65 = l_373;
}
const uint l_374 = l_4 - uint(1);
const uint l_375 = l_mut_80 * l_374;
const uint l_376 = __umulhi(l_mut_80, l_374);
const uint l_377 = l_mut_65 * l_374;
const uint l_378 = l_376 + l_377;
l_mut_30 = uint(0);
const uint l_379 = l_4 - uint(1);
const uint l_380 = l_mut_80 * l_379;
const uint l_381 = l_mut_65 * l_379;
const uint l_382 = __umulhi(l_mut_80, l_379);
const uint l_383 = l_382 + l_381;
const uint l_384 = __umulhi(l_mut_65, l_379);
const bool l_385 = l_383 < l_381;
const uint l_386 = uint(l_385);
const uint l_387 = l_384 + l_386;
const uint l_388 = uint(64) % uint(32);
l_mut_389 = l_380;
const bool l_390 = l_388 > uint(0);
if (l_390) {
const uint l_391 = l_380 >> l_388;
const uint l_392 = uint(32) - l_388;
const uint l_393 = l_383 << l_392;
const uint l_394 = l_391 | l_393;
l_mut_389 = l_394;
}
l_mut_395 = l_383;
const bool l_396 = l_388 > uint(0);
if (l_396) {
const uint l_397 = l_383 >> l_388;
const uint l_398 = uint(32) - l_388;
const uint l_399 = l_387 << l_398;
const uint l_400 = l_397 | l_399;
l_mut_395 = l_400;
}
l_mut_401 = l_mut_389;
l_mut_389 = l_mut_395;
const bool l_402 = uint(64) >= uint(64);
if (l_402) {
l_mut_401 = l_387;
l_mut_389 = uint(0);
} else {
const bool l_403 = uint(64) >= uint(32);
if (l_403) {
l_mut_395 = l_383;
const bool l_404 = l_388 > uint(0);
if (l_404) {
const uint l_405 = l_383 >> l_388;
const uint l_406 = uint(32) - l_388;
const uint l_407 = l_387 << l_406;
const uint l_408 = l_405 | l_407;
l_mut_395 = l_408;
}
const uint l_409 = l_387 >> l_388;
l_mut_401 = l_mut_395;
l_mut_389 = l_409;
}
}
const uint l_410 = l_mut_401 | l_mut_389;
const bool l_411 = l_410 == uint(0);
if (l_411) {
l_mut_401 = l_337;
l_mut_395 = l_341;
if (l_368) {
const uint l_412 = uint(0) - l_337;
const uint l_413 = uint(0) - l_341;
const bool l_414 = uint(0) < l_337;
const uint l_415 = uint(l_414);
const uint l_416 = l_413 - l_415;
const uint l_417 = l_337 | l_341;
const bool l_418 = l_417 == uint(0);
const bool l_419 = !l_418;
const bool l_420 = l_378 < l_416;
const bool l_421 = l_378 == l_416;
const bool l_422 = l_375 < l_412;
const bool l_423 = l_421 && l_422;
const bool l_424 = l_420 || l_423;
const bool l_425 = !l_424;
const bool l_426 = l_419 && l_425;
if (l_426) {
const uint l_427 = l_4 - uint(1);
l_mut_389 = l_412;
l_mut_428 = l_416;
const bool l_429 = l_416 < l_mut_65;
const bool l_430 = l_416 == l_mut_65;
const bool l_431 = l_412 < l_mut_80;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
const bool l_434 = !l_433;
if (l_434) {
l_mut_435 = uint(0);
const bool l_436 = l_mut_65 < l_416;
const bool l_437 = l_mut_65 == l_416;
const bool l_438 = l_mut_80 < l_412;
const bool l_439 = l_437 && l_438;
const bool l_440 = l_436 || l_439;
if (l_440) {
const uint l_441 = l_412 - uint(1);
const uint l_442 = l_416 - uint(0);
const bool l_443 = l_412 < uint(1);
const uint l_444 = uint(l_443);
const uint l_445 = l_442 - l_444;
l_mut_446 = l_441;
l_mut_447 = l_445;
l_mut_448 = uint(0);

for (uint l_mut_449 = uint(0); l_mut_449 < uint(20); ++l_mut_449) {
const uint l_450 = uint(19) - l_mut_449;
l_mut_451 = l_mut_446;
l_mut_452 = l_mut_447;
const bool l_453 = l_450 >= uint(32);
if (l_453) {
const uint l_454 = l_450 & uint(31);
const uint l_455 = l_mut_447 >> l_454;
l_mut_451 = l_455;
l_mut_452 = uint(0);
} else {
const bool l_456 = l_450 > uint(0);
if (l_456) {
l_mut_457 = l_mut_446;
const bool l_458 = l_450 > uint(0);
if (l_458) {
const uint l_459 = l_mut_446 >> l_450;
const uint l_460 = uint(32) - l_450;
const uint l_461 = l_mut_447 << l_460;
const uint l_462 = l_459 | l_461;
l_mut_457 = l_462;
}
const uint l_463 = l_mut_447 >> l_450;
l_mut_451 = l_mut_457;
l_mut_452 = l_463;
}
}
const bool l_464 = l_mut_452 < l_mut_65;
const bool l_465 = l_mut_452 == l_mut_65;
const bool l_466 = l_mut_451 < l_mut_80;
const bool l_467 = l_465 && l_466;
const bool l_468 = l_464 || l_467;
const bool l_469 = !l_468;
if (l_469) {
l_mut_457 = l_mut_80;
l_mut_452 = l_mut_65;
const bool l_470 = l_450 >= uint(32);
if (l_470) {
const uint l_471 = l_450 & uint(31);
const uint l_472 = l_mut_80 << l_471;
l_mut_457 = uint(0);
l_mut_452 = l_472;
} else {
const bool l_473 = l_450 > uint(0);
if (l_473) {
const uint l_474 = l_mut_80 << l_450;
const uint l_475 = l_mut_65 << l_450;
const uint l_476 = uint(32) - l_450;
const uint l_477 = l_mut_80 >> l_476;
const uint l_478 = l_475 | l_477;
l_mut_457 = l_474;
l_mut_452 = l_478;
}
}
const uint l_479 = l_mut_446 - l_mut_457;
const uint l_480 = l_mut_447 - l_mut_452;
const bool l_481 = l_mut_446 < l_mut_457;
const uint l_482 = uint(l_481);
const uint l_483 = l_480 - l_482;
l_mut_446 = l_479;
l_mut_447 = l_483;
const uint l_484 = uint(1) << l_450;
l_mut_448 = l_mut_448 | l_484;
}
}
const uint l_485 = min(l_mut_448, l_427);
l_mut_457 = l_485;
const bool l_486 = l_mut_447 < l_mut_65;
const bool l_487 = l_mut_447 == l_mut_65;
const bool l_488 = l_mut_446 < l_mut_80;
const bool l_489 = l_487 && l_488;
const bool l_490 = l_486 || l_489;
const bool l_491 = !l_490;
if (l_491) {
l_mut_457 = l_427;
}
l_mut_435 = l_mut_457;
}
const uint l_492 = l_mut_80 * l_mut_435;
const uint l_493 = __umulhi(l_mut_80, l_mut_435);
const uint l_494 = l_mut_65 * l_mut_435;
const uint l_495 = l_493 + l_494;
const uint l_496 = l_412 - l_492;
const uint l_497 = l_416 - l_495;
const bool l_498 = l_412 < l_492;
const uint l_499 = uint(l_498);
const uint l_500 = l_497 - l_499;
l_mut_389 = l_496;
l_mut_428 = l_500;
const bool l_501 = l_mut_428 < l_mut_65;
const bool l_502 = l_mut_428 == l_mut_65;
const bool l_503 = l_mut_389 < l_mut_80;
const bool l_504 = l_502 && l_503;
const bool l_505 = l_501 || l_504;
const bool l_506 = !l_505;
if (l_506) {
const uint l_507 = l_mut_389 - l_mut_80;
const uint l_508 = l_mut_428 - l_mut_65;
const bool l_509 = l_mut_389 < l_mut_80;
const uint l_510 = uint(l_509);
const uint l_511 = l_508 - l_510;
l_mut_389 = l_507;
l_mut_428 = l_511;
}
}
const uint l_512 = l_mut_80 - l_mut_389;
const uint l_513 = l_mut_65 - l_mut_428;
const bool l_514 = l_mut_80 < l_mut_389;
const uint l_515 = uint(l_514);
const uint l_516 = l_513 - l_515;
l_mut_457 = l_512;
l_mut_452 = l_516;
const bool l_517 = l_516 < l_mut_65;
const bool l_518 = l_516 == l_mut_65;
const bool l_519 = l_512 < l_mut_80;
const bool l_520 = l_518 && l_519;
const bool l_521 = l_517 || l_520;
const bool l_522 = !l_521;
if (l_522) {
const uint l_523 = l_512 - l_mut_80;
const uint l_524 = l_516 - l_mut_65;
const bool l_525 = l_512 < l_mut_80;
const uint l_526 = uint(l_525);
const uint l_527 = l_524 - l_526;
l_mut_457 = l_523;
l_mut_452 = l_527;
}
const bool l_528 = l_mut_452 < l_mut_395;
const bool l_529 = l_mut_452 == l_mut_395;
const bool l_530 = l_mut_457 < l_mut_401;
const bool l_531 = l_529 && l_530;
const bool l_532 = l_528 || l_531;
if (l_532) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
} else {
const uint l_533 = l_337 - l_375;
const uint l_534 = l_341 - l_378;
const bool l_535 = l_337 < l_375;
const uint l_536 = uint(l_535);
const uint l_537 = l_534 - l_536;
l_mut_401 = l_533;
l_mut_395 = l_537;
const bool l_538 = l_341 < l_378;
const bool l_539 = l_341 == l_378;
const bool l_540 = l_337 < l_375;
const bool l_541 = l_539 && l_540;
const bool l_542 = l_538 || l_541;
if (l_542) {
const uint l_543 = l_4 - uint(1);
l_mut_457 = l_337;
l_mut_452 = l_341;
const bool l_544 = l_341 < l_mut_65;
const bool l_545 = l_341 == l_mut_65;
const bool l_546 = l_337 < l_mut_80;
const bool l_547 = l_545 && l_546;
const bool l_548 = l_544 || l_547;
const bool l_549 = !l_548;
if (l_549) {
l_mut_451 = uint(0);
const bool l_550 = l_mut_65 < l_341;
const bool l_551 = l_mut_65 == l_341;
const bool l_552 = l_mut_80 < l_337;
const bool l_553 = l_551 && l_552;
const bool l_554 = l_550 || l_553;
if (l_554) {
const uint l_555 = l_337 - uint(1);
const uint l_556 = l_341 - uint(0);
const bool l_557 = l_337 < uint(1);
const uint l_558 = uint(l_557);
const uint l_559 = l_556 - l_558;
l_mut_448 = l_555;
l_mut_447 = l_559;
l_mut_446 = uint(0);

for (uint l_mut_560 = uint(0); l_mut_560 < uint(20); ++l_mut_560) {
const uint l_561 = uint(19) - l_mut_560;
l_mut_435 = l_mut_448;
l_mut_428 = l_mut_447;
const bool l_562 = l_561 >= uint(32);
if (l_562) {
const uint l_563 = l_561 & uint(31);
const uint l_564 = l_mut_447 >> l_563;
l_mut_435 = l_564;
l_mut_428 = uint(0);
} else {
const bool l_565 = l_561 > uint(0);
if (l_565) {
l_mut_389 = l_mut_448;
const bool l_566 = l_561 > uint(0);
if (l_566) {
const uint l_567 = l_mut_448 >> l_561;
const uint l_568 = uint(32) - l_561;
const uint l_569 = l_mut_447 << l_568;
const uint l_570 = l_567 | l_569;
l_mut_389 = l_570;
}
const uint l_571 = l_mut_447 >> l_561;
l_mut_435 = l_mut_389;
l_mut_428 = l_571;
}
}
const bool l_572 = l_mut_428 < l_mut_65;
const bool l_573 = l_mut_428 == l_mut_65;
const bool l_574 = l_mut_435 < l_mut_80;
const bool l_575 = l_573 && l_574;
const bool l_576 = l_572 || l_575;
const bool l_577 = !l_576;
if (l_577) {
l_mut_435 = l_mut_80;
l_mut_428 = l_mut_65;
const bool l_578 = l_561 >= uint(32);
if (l_578) {
const uint l_579 = l_561 & uint(31);
const uint l_580 = l_mut_80 << l_579;
l_mut_435 = uint(0);
l_mut_428 = l_580;
} else {
const bool l_581 = l_561 > uint(0);
if (l_581) {
const uint l_582 = l_mut_80 << l_561;
const uint l_583 = l_mut_65 << l_561;
const uint l_584 = uint(32) - l_561;
const uint l_585 = l_mut_80 >> l_584;
const uint l_586 = l_583 | l_585;
l_mut_435 = l_582;
l_mut_428 = l_586;
}
}
const uint l_587 = l_mut_448 - l_mut_435;
const uint l_588 = l_mut_447 - l_mut_428;
const bool l_589 = l_mut_448 < l_mut_435;
const uint l_590 = uint(l_589);
const uint l_591 = l_588 - l_590;
l_mut_448 = l_587;
l_mut_447 = l_591;
const uint l_592 = uint(1) << l_561;
l_mut_446 = l_mut_446 | l_592;
}
}
const uint l_593 = min(l_mut_446, l_543);
l_mut_446 = l_593;
const bool l_594 = l_mut_447 < l_mut_65;
const bool l_595 = l_mut_447 == l_mut_65;
const bool l_596 = l_mut_448 < l_mut_80;
const bool l_597 = l_595 && l_596;
const bool l_598 = l_594 || l_597;
const bool l_599 = !l_598;
if (l_599) {
l_mut_446 = l_543;
}
l_mut_451 = l_mut_446;
}
const uint l_600 = l_mut_80 * l_mut_451;
const uint l_601 = __umulhi(l_mut_80, l_mut_451);
const uint l_602 = l_mut_65 * l_mut_451;
const uint l_603 = l_601 + l_602;
const uint l_604 = l_337 - l_600;
const uint l_605 = l_341 - l_603;
const bool l_606 = l_337 < l_600;
const uint l_607 = uint(l_606);
const uint l_608 = l_605 - l_607;
l_mut_457 = l_604;
l_mut_452 = l_608;
const bool l_609 = l_mut_452 < l_mut_65;
const bool l_610 = l_mut_452 == l_mut_65;
const bool l_611 = l_mut_457 < l_mut_80;
const bool l_612 = l_610 && l_611;
const bool l_613 = l_609 || l_612;
const bool l_614 = !l_613;
if (l_614) {
const uint l_615 = l_mut_457 - l_mut_80;
const uint l_616 = l_mut_452 - l_mut_65;
const bool l_617 = l_mut_457 < l_mut_80;
const uint l_618 = uint(l_617);
const uint l_619 = l_616 - l_618;
l_mut_457 = l_615;
l_mut_452 = l_619;
}
}
const bool l_620 = l_mut_452 < l_mut_395;
const bool l_621 = l_mut_452 == l_mut_395;
const bool l_622 = l_mut_457 < l_mut_401;
const bool l_623 = l_621 && l_622;
const bool l_624 = l_620 || l_623;
if (l_624) {
l_mut_401 = l_mut_457;
l_mut_395 = l_mut_452;
}
}
}
const bool l_625 = l_mut_395 < l_351;
const bool l_626 = l_mut_395 == l_351;
const bool l_627 = l_mut_401 < l_347;
const bool l_628 = l_626 && l_627;
const bool l_629 = l_625 || l_628;
const bool l_630 = !l_629;
const uint l_631 = uint(l_630);
const uint l_632 = uint(2) - l_631;
l_mut_30 = l_632;
}
const bool l_633 = l_mut_30 > uint(0);
if (l_633) {
const bool l_634 = l_mut_30 == uint(1);
l_mut_357 = l_634;
l_mut_364 = bool(false);
}
}
l_mut_635 = bool(false);
while (true) {
const bool l_636 = !l_mut_364;
if (l_636) {
break;}
l_mut_457 = l_mut_265;
l_mut_452 = l_mut_259;
if (l_mut_635) {
l_mut_457 = l_mut_209;
l_mut_452 = l_mut_203;
}
const bool l_637 = l_mut_135 < l_mut_452;
const bool l_638 = l_mut_135 == l_mut_452;
const bool l_639 = l_mut_141 < l_mut_457;
const bool l_640 = l_638 && l_639;
const bool l_641 = l_637 || l_640;
const bool l_642 = !l_641;
const bool l_643 = l_642 != l_mut_635;
if (l_643) {
l_mut_457 = l_mut_265;
l_mut_452 = l_mut_259;
l_mut_265 = l_mut_209;
l_mut_259 = l_mut_203;
l_mut_209 = l_mut_457;
l_mut_203 = l_mut_452;
l_mut_457 = l_mut_92;
l_mut_92 = l_mut_86;
l_mut_86 = l_mut_457;
l_mut_635 = l_642;
}
const uint l_644 = l_mut_265 - l_mut_141;
const uint l_645 = l_mut_259 - l_mut_135;
const bool l_646 = l_mut_265 < l_mut_141;
const uint l_647 = uint(l_646);
const uint l_648 = l_645 - l_647;
l_mut_457 = l_644;
l_mut_452 = l_648;
if (l_mut_635) {
const uint l_649 = l_mut_141 - l_347;
const uint l_650 = l_mut_135 - l_351;
const bool l_651 = l_mut_141 < l_347;
const uint l_652 = uint(l_651);
const uint l_653 = l_650 - l_652;
l_mut_457 = l_649;
l_mut_452 = l_653;
}
l_mut_451 = l_mut_265;
l_mut_448 = l_mut_259;
const bool l_654 = l_mut_452 < l_mut_259;
const bool l_655 = l_mut_452 == l_mut_259;
const bool l_656 = l_mut_457 < l_mut_265;
const bool l_657 = l_655 && l_656;
const bool l_658 = l_654 || l_657;
if (l_658) {
l_mut_451 = l_mut_457;
l_mut_448 = l_mut_452;
}
l_mut_659 = bool(false);
l_mut_457 = l_mut_451;
l_mut_452 = l_mut_448;
const bool l_660 = uint(3) >= uint(32);
if (l_660) {
const uint l_661 = uint(3) & uint(31);
const uint l_662 = l_mut_448 >> l_661;
l_mut_457 = l_662;
l_mut_452 = uint(0);
} else {
const bool l_663 = uint(3) > uint(0);
if (l_663) {
l_mut_447 = l_mut_451;
const bool l_664 = uint(3) > uint(0);
if (l_664) {
const uint l_665 = l_mut_451 >> uint(3);
const uint l_666 = l_mut_448 << uint(29);
const uint l_667 = l_665 | l_666;
l_mut_447 = l_667;
}
const uint l_668 = l_mut_448 >> uint(3);
l_mut_457 = l_mut_447;
l_mut_452 = l_668;
}
}
const bool l_669 = l_mut_452 < l_mut_203;
const bool l_670 = l_mut_452 == l_mut_203;
const bool l_671 = l_mut_457 < l_mut_209;
const bool l_672 = l_670 && l_671;
const bool l_673 = l_669 || l_672;
const bool l_674 = !l_673;
l_mut_659 = l_674;
l_mut_457 = uint(0);
const uint l_675 = l_mut_209 | l_mut_203;
const bool l_676 = l_675 == uint(0);
const bool l_677 = !l_676;
const bool l_678 = l_mut_659 && l_677;
const bool l_679 = l_mut_203 < l_mut_448;
const bool l_680 = l_mut_203 == l_mut_448;
const bool l_681 = l_mut_209 < l_mut_451;
const bool l_682 = l_680 && l_681;
const bool l_683 = l_679 || l_682;
const bool l_684 = l_678 && l_683;
const uint l_685 = l_mut_92 + l_mut_86;
const bool l_686 = l_685 < l_4;
const bool l_687 = l_684 && l_686;
if (l_687) {
const uint l_688 = l_4 - l_mut_92;
const uint l_689 = l_688 - l_mut_86;
const uint l_690 = l_689 / l_mut_92;
const uint l_691 = l_mut_451 - uint(1);
const uint l_692 = l_mut_448 - uint(0);
const bool l_693 = l_mut_451 < uint(1);
const uint l_694 = uint(l_693);
const uint l_695 = l_692 - l_694;
l_mut_452 = l_691;
l_mut_451 = l_695;
l_mut_448 = uint(0);

for (uint l_mut_696 = uint(0); l_mut_696 < uint(20); ++l_mut_696) {
const uint l_697 = uint(19) - l_mut_696;
l_mut_447 = l_mut_452;
l_mut_446 = l_mut_451;
const bool l_698 = l_697 >= uint(32);
if (l_698) {
const uint l_699 = l_697 & uint(31);
const uint l_700 = l_mut_451 >> l_699;
l_mut_447 = l_700;
l_mut_446 = uint(0);
} else {
const bool l_701 = l_697 > uint(0);
if (l_701) {
l_mut_435 = l_mut_452;
const bool l_702 = l_697 > uint(0);
if (l_702) {
const uint l_703 = l_mut_452 >> l_697;
const uint l_704 = uint(32) - l_697;
const uint l_705 = l_mut_451 << l_704;
const uint l_706 = l_703 | l_705;
l_mut_435 = l_706;
}
const uint l_707 = l_mut_451 >> l_697;
l_mut_447 = l_mut_435;
l_mut_446 = l_707;
}
}
const bool l_708 = l_mut_446 < l_mut_203;
const bool l_709 = l_mut_446 == l_mut_203;
const bool l_710 = l_mut_447 < l_mut_209;
const bool l_711 = l_709 && l_710;
const bool l_712 = l_708 || l_711;
const bool l_713 = !l_712;
if (l_713) {
l_mut_447 = l_mut_209;
l_mut_446 = l_mut_203;
const bool l_714 = l_697 >= uint(32);
if (l_714) {
const uint l_715 = l_697 & uint(31);
const uint l_716 = l_mut_209 << l_715;
l_mut_447 = uint(0);
l_mut_446 = l_716;
} else {
const bool l_717 = l_697 > uint(0);
if (l_717) {
const uint l_718 = l_mut_209 << l_697;
const uint l_719 = l_mut_203 << l_697;
const uint l_720 = uint(32) - l_697;
const uint l_721 = l_mut_209 >> l_720;
const uint l_722 = l_719 | l_721;
l_mut_447 = l_718;
l_mut_446 = l_722;
}
}
const uint l_723 = l_mut_452 - l_mut_447;
const uint l_724 = l_mut_451 - l_mut_446;
const bool l_725 = l_mut_452 < l_mut_447;
const uint l_726 = uint(l_725);
const uint l_727 = l_724 - l_726;
l_mut_452 = l_723;
l_mut_451 = l_727;
const uint l_728 = uint(1) << l_697;
l_mut_448 = l_mut_448 | l_728;
}
}
const uint l_729 = min(l_mut_448, l_690);
l_mut_448 = l_729;
const bool l_730 = l_mut_451 < l_mut_203;
const bool l_731 = l_mut_451 == l_mut_203;
const bool l_732 = l_mut_452 < l_mut_209;
const bool l_733 = l_731 && l_732;
const bool l_734 = l_730 || l_733;
const bool l_735 = !l_734;
if (l_735) {
l_mut_448 = l_690;
}
l_mut_457 = l_mut_448;
}
l_mut_452 = l_mut_265;
l_mut_451 = l_mut_259;
l_mut_448 = l_mut_209;
l_mut_447 = l_mut_203;
l_mut_446 = l_mut_92;
l_mut_435 = l_mut_86;
l_mut_428 = l_mut_141;
l_mut_401 = l_mut_135;
l_mut_395 = uint(0);
const bool l_736 = l_mut_457 > uint(0);
if (l_736) {
const uint l_737 = l_mut_209 * l_mut_457;
const uint l_738 = __umulhi(l_mut_209, l_mut_457);
const uint l_739 = l_mut_203 * l_mut_457;
const uint l_740 = l_738 + l_739;
if (l_mut_635) {
const uint l_741 = l_mut_141 - l_737;
const uint l_742 = l_mut_135 - l_740;
const bool l_743 = l_mut_141 < l_737;
const uint l_744 = uint(l_743);
const uint l_745 = l_742 - l_744;
l_mut_428 = l_741;
l_mut_401 = l_745;
}
const uint l_746 = l_mut_265 - l_737;
const uint l_747 = l_mut_259 - l_740;
const bool l_748 = l_mut_265 < l_737;
const uint l_749 = uint(l_748);
const uint l_750 = l_747 - l_749;
l_mut_452 = l_746;
l_mut_451 = l_750;
const uint l_751 = l_mut_457 * l_mut_92;
const uint l_752 = l_mut_86 + l_751;
l_mut_435 = l_752;
} else {
if (l_mut_635) {
const uint l_753 = l_mut_141 - l_mut_209;
const uint l_754 = l_mut_135 - l_mut_203;
const bool l_755 = l_mut_141 < l_mut_209;
const uint l_756 = uint(l_755);
const uint l_757 = l_754 - l_756;
l_mut_428 = l_753;
l_mut_401 = l_757;
const bool l_758 = l_mut_401 < l_351;
const bool l_759 = l_mut_401 == l_351;
const bool l_760 = l_mut_428 < l_347;
const bool l_761 = l_759 && l_760;
const bool l_762 = l_758 || l_761;
if (l_762) {
l_mut_395 = uint(2);
}
}
const bool l_763 = l_mut_395 == uint(0);
if (l_763) {
const uint l_764 = l_4 - l_mut_92;
const uint l_765 = l_764 / l_mut_86;
l_mut_457 = uint(0);
l_mut_659 = bool(false);
l_mut_389 = l_mut_209;
l_mut_80 = l_mut_203;
const bool l_766 = uint(3) >= uint(32);
if (l_766) {
const uint l_767 = uint(3) & uint(31);
const uint l_768 = l_mut_203 >> l_767;
l_mut_389 = l_768;
l_mut_80 = uint(0);
} else {
const bool l_769 = uint(3) > uint(0);
if (l_769) {
l_mut_65 = l_mut_209;
const bool l_770 = uint(3) > uint(0);
if (l_770) {
const uint l_771 = l_mut_209 >> uint(3);
const uint l_772 = l_mut_203 << uint(29);
const uint l_773 = l_771 | l_772;
l_mut_65 = l_773;
}
const uint l_774 = l_mut_203 >> uint(3);
l_mut_389 = l_mut_65;
l_mut_80 = l_774;
}
}
const bool l_775 = l_mut_80 < l_mut_259;
const bool l_776 = l_mut_80 == l_mut_259;
const bool l_777 = l_mut_389 < l_mut_265;
const bool l_778 = l_776 && l_777;
const bool l_779 = l_775 || l_778;
const bool l_780 = !l_779;
l_mut_659 = l_780;
const uint l_781 = l_mut_265 | l_mut_259;
const bool l_782 = l_781 == uint(0);
if (l_782) {
l_mut_457 = l_765;
} else {
if (l_mut_659) {
const bool l_783 = l_mut_259 < l_mut_203;
const bool l_784 = l_mut_259 == l_mut_203;
const bool l_785 = l_mut_265 < l_mut_209;
const bool l_786 = l_784 && l_785;
const bool l_787 = l_783 || l_786;
if (l_787) {
const uint l_788 = l_mut_209 - uint(1);
const uint l_789 = l_mut_203 - uint(0);
const bool l_790 = l_mut_209 < uint(1);
const uint l_791 = uint(l_790);
const uint l_792 = l_789 - l_791;
l_mut_389 = l_788;
l_mut_80 = l_792;
l_mut_65 = uint(0);

for (uint l_mut_793 = uint(0); l_mut_793 < uint(20); ++l_mut_793) {
const uint l_794 = uint(19) - l_mut_793;
l_mut_30 = l_mut_389;
l_mut_795 = l_mut_80;
const bool l_796 = l_794 >= uint(32);
if (l_796) {
const uint l_797 = l_794 & uint(31);
const uint l_798 = l_mut_80 >> l_797;
l_mut_30 = l_798;
l_mut_795 = uint(0);
} else {
const bool l_799 = l_794 > uint(0);
if (l_799) {
l_mut_800 = l_mut_389;
const bool l_801 = l_794 > uint(0);
if (l_801) {
const uint l_802 = l_mut_389 >> l_794;
const uint l_803 = uint(32) - l_794;
const uint l_804 = l_mut_80 << l_803;
const uint l_805 = l_802 | l_804;
l_mut_800 = l_805;
}
const uint l_806 = l_mut_80 >> l_794;
l_mut_30 = l_mut_800;
l_mut_795 = l_806;
}
}
const bool l_807 = l_mut_795 < l_mut_259;
const bool l_808 = l_mut_795 == l_mut_259;
const bool l_809 = l_mut_30 < l_mut_265;
const bool l_810 = l_808 && l_809;
const bool l_811 = l_807 || l_810;
const bool l_812 = !l_811;
if (l_812) {
l_mut_800 = l_mut_265;
l_mut_795 = l_mut_259;
const bool l_813 = l_794 >= uint(32);
if (l_813) {
const uint l_814 = l_794 & uint(31);
const uint l_815 = l_mut_265 << l_814;
l_mut_800 = uint(0);
l_mut_795 = l_815;
} else {
const bool l_816 = l_794 > uint(0);
if (l_816) {
const uint l_817 = l_mut_265 << l_794;
const uint l_818 = l_mut_259 << l_794;
const uint l_819 = uint(32) - l_794;
const uint l_820 = l_mut_265 >> l_819;
const uint l_821 = l_818 | l_820;
l_mut_800 = l_817;
l_mut_795 = l_821;
}
}
const uint l_822 = l_mut_389 - l_mut_800;
const uint l_823 = l_mut_80 - l_mut_795;
const bool l_824 = l_mut_389 < l_mut_800;
const uint l_825 = uint(l_824);
const uint l_826 = l_823 - l_825;
l_mut_389 = l_822;
l_mut_80 = l_826;
const uint l_827 = uint(1) << l_794;
l_mut_65 = l_mut_65 | l_827;
}
}
const uint l_828 = min(l_mut_65, l_765);
l_mut_800 = l_828;
const bool l_829 = l_mut_80 < l_mut_259;
const bool l_830 = l_mut_80 == l_mut_259;
const bool l_831 = l_mut_389 < l_mut_265;
const bool l_832 = l_830 && l_831;
const bool l_833 = l_829 || l_832;
const bool l_834 = !l_833;
if (l_834) {
l_mut_800 = l_765;
}
l_mut_457 = l_mut_800;
}
} else {
l_mut_800 = l_mut_209;
l_mut_795 = l_mut_203;
while (true) {
const bool l_835 = l_mut_259 < l_mut_795;
const bool l_836 = l_mut_259 == l_mut_795;
const bool l_837 = l_mut_265 < l_mut_800;
const bool l_838 = l_836 && l_837;
const bool l_839 = l_835 || l_838;
const uint l_840 = l_mut_457 * l_mut_86;
const uint l_841 = l_mut_92 + l_840;
const uint l_842 = l_841 + l_mut_86;
const bool l_843 = l_842 < l_4;
const bool l_844 = l_839 && l_843;
const bool l_845 = !l_844;
if (l_845) {
break;}
const uint l_846 = l_mut_800 - l_mut_265;
const uint l_847 = l_mut_795 - l_mut_259;
const bool l_848 = l_mut_800 < l_mut_265;
const uint l_849 = uint(l_848);
const uint l_850 = l_847 - l_849;
l_mut_800 = l_846;
l_mut_795 = l_850;
l_mut_457 = l_mut_457 + uint(1);
}
}
}
const uint l_851 = l_mut_457 * l_mut_86;
const uint l_852 = l_mut_92 + l_851;
const uint l_853 = l_852 + l_mut_86;
const bool l_854 = l_853 >= l_4;
if (l_854) {
l_mut_395 = uint(1);
} else {
const uint l_855 = l_mut_265 * l_mut_457;
const uint l_856 = __umulhi(l_mut_265, l_mut_457);
const uint l_857 = l_mut_259 * l_mut_457;
const uint l_858 = l_856 + l_857;
const uint l_859 = l_mut_209 - l_855;
const uint l_860 = l_mut_203 - l_858;
const bool l_861 = l_mut_209 < l_855;
const uint l_862 = uint(l_861);
const uint l_863 = l_860 - l_862;
l_mut_448 = l_859;
l_mut_447 = l_863;
const uint l_864 = l_mut_457 * l_mut_86;
const uint l_865 = l_mut_92 + l_864;
l_mut_446 = l_865;
const uint l_866 = l_mut_265 - l_mut_448;
const uint l_867 = l_mut_259 - l_mut_447;
const bool l_868 = l_mut_265 < l_mut_448;
const uint l_869 = uint(l_868);
const uint l_870 = l_867 - l_869;
l_mut_452 = l_866;
l_mut_451 = l_870;
const uint l_871 = l_mut_86 + l_mut_446;
l_mut_435 = l_871;
}
}
}
l_mut_265 = l_mut_452;
l_mut_259 = l_mut_451;
l_mut_209 = l_mut_448;
l_mut_203 = l_mut_447;
l_mut_92 = l_mut_446;
l_mut_86 = l_mut_435;
l_mut_141 = l_mut_428;
l_mut_135 = l_mut_401;
const bool l_872 = l_mut_395 == uint(1);
l_mut_357 = l_872;
const bool l_873 = l_mut_395 == uint(0);
l_mut_364 = l_873;
}
const bool l_874 = !l_mut_357;
if (l_874) {
const uint l_2507 = info.static_meta[uint(5)];
const uint l_2508 = l_2507 * uint(1);
const uint l_2509 = l_2508 - uint(1);
const uint l_2510 = min(uint(0), l_2509);
device atomic_uint* l_2511 = &buffer_5[l_2510];
atomic_uint* l_875 = l_2511;
const uint l_876 = atomic_fetch_add_explicit(l_875, uint(1), memory_order_relaxed);
const uint l_877 = l_4 / uint(8);
l_mut_800 = uint(0);
l_mut_795 = uint(0);
l_mut_457 = uint(0);

for (uint l_mut_878 = uint(0); l_mut_878 < uint(8); ++l_mut_878) {
const uint l_879 = l_mut_878 * l_877;
const bool l_880 = l_879 < l_46;
const uint l_881 = l_4 / uint(8);
const uint l_882 = l_mut_878 * l_881;
const uint l_883 = l_882 + l_882;
const uint l_884 = l_62 >> uint(31);
const bool l_885 = l_884 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_885) {
const uint l_886 = uint(0) - l_59;
const uint l_887 = uint(0) - l_62;
const bool l_888 = uint(0) < l_59;
const uint l_889 = uint(l_888);
const uint l_890 = l_887 - l_889;
l_mut_452 = l_886;
l_mut_451 = l_890;
}
const uint l_891 = l_mut_452 * l_883;
const uint l_892 = l_mut_451 * l_883;
const uint l_893 = __umulhi(l_mut_452, l_883);
const uint l_894 = l_893 + l_892;
const uint l_895 = __umulhi(l_mut_451, l_883);
const bool l_896 = l_894 < l_892;
const uint l_897 = uint(l_896);
const uint l_898 = l_895 + l_897;
const uint l_899 = l_9 % uint(32);
l_mut_448 = l_891;
const bool l_900 = l_899 > uint(0);
if (l_900) {
const uint l_901 = l_891 >> l_899;
const uint l_902 = uint(32) - l_899;
const uint l_903 = l_894 << l_902;
const uint l_904 = l_901 | l_903;
l_mut_448 = l_904;
}
l_mut_447 = l_894;
const bool l_905 = l_899 > uint(0);
if (l_905) {
const uint l_906 = l_894 >> l_899;
const uint l_907 = uint(32) - l_899;
const uint l_908 = l_898 << l_907;
const uint l_909 = l_906 | l_908;
l_mut_447 = l_909;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_910 = l_9 >= uint(64);
if (l_910) {
l_mut_446 = l_898;
l_mut_448 = uint(0);
} else {
const bool l_911 = l_9 >= uint(32);
if (l_911) {
l_mut_447 = l_894;
const bool l_912 = l_899 > uint(0);
if (l_912) {
const uint l_913 = l_894 >> l_899;
const uint l_914 = uint(32) - l_899;
const uint l_915 = l_898 << l_914;
const uint l_916 = l_913 | l_915;
l_mut_447 = l_916;
}
const uint l_917 = l_898 >> l_899;
l_mut_446 = l_mut_447;
l_mut_448 = l_917;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_885) {
const uint l_918 = uint(0) - l_mut_452;
const uint l_919 = uint(0) - l_mut_451;
const bool l_920 = uint(0) < l_mut_452;
const uint l_921 = uint(l_920);
const uint l_922 = l_919 - l_921;
l_mut_452 = l_918;
l_mut_451 = l_922;
}
const uint l_923 = l_49 + l_mut_452;
const uint l_924 = l_52 + l_mut_451;
const bool l_925 = l_923 < l_49;
const uint l_926 = uint(l_925);
const uint l_927 = l_924 + l_926;
const uint l_928 = l_49 * l_882;
const uint l_929 = __umulhi(l_49, l_882);
const uint l_930 = l_52 * l_882;
const uint l_931 = l_929 + l_930;
const uint l_932 = l_54 + l_928;
const uint l_933 = l_57 + l_931;
const bool l_934 = l_932 < l_54;
const uint l_935 = uint(l_934);
const uint l_936 = l_933 + l_935;
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_937 = l_882 < uint(65536);
if (l_937) {
const uint l_938 = l_882 * l_882;
const uint l_939 = l_62 >> uint(31);
const bool l_940 = l_939 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_940) {
const uint l_941 = uint(0) - l_59;
const uint l_942 = uint(0) - l_62;
const bool l_943 = uint(0) < l_59;
const uint l_944 = uint(l_943);
const uint l_945 = l_942 - l_944;
l_mut_448 = l_941;
l_mut_447 = l_945;
}
const uint l_946 = l_mut_448 * l_938;
const uint l_947 = l_mut_447 * l_938;
const uint l_948 = __umulhi(l_mut_448, l_938);
const uint l_949 = l_948 + l_947;
const uint l_950 = __umulhi(l_mut_447, l_938);
const bool l_951 = l_949 < l_947;
const uint l_952 = uint(l_951);
const uint l_953 = l_950 + l_952;
const uint l_954 = l_9 % uint(32);
l_mut_446 = l_946;
const bool l_955 = l_954 > uint(0);
if (l_955) {
const uint l_956 = l_946 >> l_954;
const uint l_957 = uint(32) - l_954;
const uint l_958 = l_949 << l_957;
const uint l_959 = l_956 | l_958;
l_mut_446 = l_959;
}
l_mut_435 = l_949;
const bool l_960 = l_954 > uint(0);
if (l_960) {
const uint l_961 = l_949 >> l_954;
const uint l_962 = uint(32) - l_954;
const uint l_963 = l_953 << l_962;
const uint l_964 = l_961 | l_963;
l_mut_435 = l_964;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_965 = l_9 >= uint(64);
if (l_965) {
l_mut_428 = l_953;
l_mut_446 = uint(0);
} else {
const bool l_966 = l_9 >= uint(32);
if (l_966) {
l_mut_435 = l_949;
const bool l_967 = l_954 > uint(0);
if (l_967) {
const uint l_968 = l_949 >> l_954;
const uint l_969 = uint(32) - l_954;
const uint l_970 = l_953 << l_969;
const uint l_971 = l_968 | l_970;
l_mut_435 = l_971;
}
const uint l_972 = l_953 >> l_954;
l_mut_428 = l_mut_435;
l_mut_446 = l_972;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_940) {
const uint l_973 = uint(0) - l_mut_448;
const uint l_974 = uint(0) - l_mut_447;
const bool l_975 = uint(0) < l_mut_448;
const uint l_976 = uint(l_975);
const uint l_977 = l_974 - l_976;
l_mut_448 = l_973;
l_mut_447 = l_977;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_978 = l_62 >> uint(31);
const bool l_979 = l_978 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_979) {
const uint l_980 = uint(0) - l_59;
const uint l_981 = uint(0) - l_62;
const bool l_982 = uint(0) < l_59;
const uint l_983 = uint(l_982);
const uint l_984 = l_981 - l_983;
l_mut_448 = l_980;
l_mut_447 = l_984;
}
const uint l_985 = l_mut_448 * l_882;
const uint l_986 = l_mut_447 * l_882;
const uint l_987 = __umulhi(l_mut_448, l_882);
const uint l_988 = l_987 + l_986;
const uint l_989 = __umulhi(l_mut_447, l_882);
const bool l_990 = l_988 < l_986;
const uint l_991 = uint(l_990);
const uint l_992 = l_989 + l_991;
const uint l_993 = uint(0) % uint(32);
l_mut_446 = l_985;
const bool l_994 = l_993 > uint(0);
if (l_994) {
const uint l_995 = l_985 >> l_993;
const uint l_996 = uint(32) - l_993;
const uint l_997 = l_988 << l_996;
const uint l_998 = l_995 | l_997;
l_mut_446 = l_998;
}
l_mut_435 = l_988;
const bool l_999 = l_993 > uint(0);
if (l_999) {
const uint l_1000 = l_988 >> l_993;
const uint l_1001 = uint(32) - l_993;
const uint l_1002 = l_992 << l_1001;
const uint l_1003 = l_1000 | l_1002;
l_mut_435 = l_1003;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1004 = uint(0) >= uint(64);
if (l_1004) {
l_mut_428 = l_992;
l_mut_446 = uint(0);
} else {
const bool l_1005 = uint(0) >= uint(32);
if (l_1005) {
l_mut_435 = l_988;
const bool l_1006 = l_993 > uint(0);
if (l_1006) {
const uint l_1007 = l_988 >> l_993;
const uint l_1008 = uint(32) - l_993;
const uint l_1009 = l_992 << l_1008;
const uint l_1010 = l_1007 | l_1009;
l_mut_435 = l_1010;
}
const uint l_1011 = l_992 >> l_993;
l_mut_428 = l_mut_435;
l_mut_446 = l_1011;
}
}
const uint l_1012 = l_mut_448 * l_882;
const uint l_1013 = l_mut_447 * l_882;
const uint l_1014 = __umulhi(l_mut_448, l_882);
const uint l_1015 = l_1014 + l_1013;
const uint l_1016 = __umulhi(l_mut_447, l_882);
const bool l_1017 = l_1015 < l_1013;
const uint l_1018 = uint(l_1017);
const uint l_1019 = l_1016 + l_1018;
const uint l_1020 = uint(64) % uint(32);
l_mut_435 = l_1012;
const bool l_1021 = l_1020 > uint(0);
if (l_1021) {
const uint l_1022 = l_1012 >> l_1020;
const uint l_1023 = uint(32) - l_1020;
const uint l_1024 = l_1015 << l_1023;
const uint l_1025 = l_1022 | l_1024;
l_mut_435 = l_1025;
}
l_mut_401 = l_1015;
const bool l_1026 = l_1020 > uint(0);
if (l_1026) {
const uint l_1027 = l_1015 >> l_1020;
const uint l_1028 = uint(32) - l_1020;
const uint l_1029 = l_1019 << l_1028;
const uint l_1030 = l_1027 | l_1029;
l_mut_401 = l_1030;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1031 = uint(64) >= uint(64);
if (l_1031) {
l_mut_395 = l_1019;
l_mut_435 = uint(0);
} else {
const bool l_1032 = uint(64) >= uint(32);
if (l_1032) {
l_mut_401 = l_1015;
const bool l_1033 = l_1020 > uint(0);
if (l_1033) {
const uint l_1034 = l_1015 >> l_1020;
const uint l_1035 = uint(32) - l_1020;
const uint l_1036 = l_1019 << l_1035;
const uint l_1037 = l_1034 | l_1036;
l_mut_401 = l_1037;
}
const uint l_1038 = l_1019 >> l_1020;
l_mut_395 = l_mut_401;
l_mut_435 = l_1038;
}
}
const uint l_1039 = l_mut_428 * l_882;
const uint l_1040 = l_mut_446 * l_882;
const uint l_1041 = __umulhi(l_mut_428, l_882);
const uint l_1042 = l_1041 + l_1040;
const uint l_1043 = __umulhi(l_mut_446, l_882);
const bool l_1044 = l_1042 < l_1040;
const uint l_1045 = uint(l_1044);
const uint l_1046 = l_1043 + l_1045;
const uint l_1047 = uint(0) % uint(32);
l_mut_448 = l_1039;
const bool l_1048 = l_1047 > uint(0);
if (l_1048) {
const uint l_1049 = l_1039 >> l_1047;
const uint l_1050 = uint(32) - l_1047;
const uint l_1051 = l_1042 << l_1050;
const uint l_1052 = l_1049 | l_1051;
l_mut_448 = l_1052;
}
l_mut_447 = l_1042;
const bool l_1053 = l_1047 > uint(0);
if (l_1053) {
const uint l_1054 = l_1042 >> l_1047;
const uint l_1055 = uint(32) - l_1047;
const uint l_1056 = l_1046 << l_1055;
const uint l_1057 = l_1054 | l_1056;
l_mut_447 = l_1057;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1058 = uint(0) >= uint(64);
if (l_1058) {
l_mut_401 = l_1046;
l_mut_448 = uint(0);
} else {
const bool l_1059 = uint(0) >= uint(32);
if (l_1059) {
l_mut_447 = l_1042;
const bool l_1060 = l_1047 > uint(0);
if (l_1060) {
const uint l_1061 = l_1042 >> l_1047;
const uint l_1062 = uint(32) - l_1047;
const uint l_1063 = l_1046 << l_1062;
const uint l_1064 = l_1061 | l_1063;
l_mut_447 = l_1064;
}
const uint l_1065 = l_1046 >> l_1047;
l_mut_401 = l_mut_447;
l_mut_448 = l_1065;
}
}
const uint l_1066 = l_mut_428 * l_882;
const uint l_1067 = l_mut_446 * l_882;
const uint l_1068 = __umulhi(l_mut_428, l_882);
const uint l_1069 = l_1068 + l_1067;
const uint l_1070 = __umulhi(l_mut_446, l_882);
const bool l_1071 = l_1069 < l_1067;
const uint l_1072 = uint(l_1071);
const uint l_1073 = l_1070 + l_1072;
const uint l_1074 = uint(64) % uint(32);
l_mut_447 = l_1066;
const bool l_1075 = l_1074 > uint(0);
if (l_1075) {
const uint l_1076 = l_1066 >> l_1074;
const uint l_1077 = uint(32) - l_1074;
const uint l_1078 = l_1069 << l_1077;
const uint l_1079 = l_1076 | l_1078;
l_mut_447 = l_1079;
}
l_mut_389 = l_1069;
const bool l_1080 = l_1074 > uint(0);
if (l_1080) {
const uint l_1081 = l_1069 >> l_1074;
const uint l_1082 = uint(32) - l_1074;
const uint l_1083 = l_1073 << l_1082;
const uint l_1084 = l_1081 | l_1083;
l_mut_389 = l_1084;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1085 = uint(64) >= uint(64);
if (l_1085) {
l_mut_265 = l_1073;
l_mut_447 = uint(0);
} else {
const bool l_1086 = uint(64) >= uint(32);
if (l_1086) {
l_mut_389 = l_1069;
const bool l_1087 = l_1074 > uint(0);
if (l_1087) {
const uint l_1088 = l_1069 >> l_1074;
const uint l_1089 = uint(32) - l_1074;
const uint l_1090 = l_1073 << l_1089;
const uint l_1091 = l_1088 | l_1090;
l_mut_389 = l_1091;
}
const uint l_1092 = l_1073 >> l_1074;
l_mut_265 = l_mut_389;
l_mut_447 = l_1092;
}
}
const uint l_1093 = l_mut_395 * l_882;
const uint l_1094 = __umulhi(l_mut_395, l_882);
const uint l_1095 = l_mut_435 * l_882;
const uint l_1096 = l_1094 + l_1095;
const uint l_1097 = l_mut_265 + l_1093;
const uint l_1098 = l_mut_447 + l_1096;
const bool l_1099 = l_1097 < l_mut_265;
const uint l_1100 = uint(l_1099);
const uint l_1101 = l_1098 + l_1100;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1102 = l_9 == uint(64);
if (l_1102) {
l_mut_452 = l_1097;
l_mut_451 = l_1101;
} else {
const bool l_1103 = l_9 > uint(0);
if (l_1103) {
const uint l_1104 = uint(64) - l_9;
l_mut_447 = l_1097;
l_mut_446 = l_1101;
const bool l_1105 = l_1104 >= uint(32);
if (l_1105) {
const uint l_1106 = l_1104 & uint(31);
const uint l_1107 = l_1097 << l_1106;
l_mut_447 = uint(0);
l_mut_446 = l_1107;
} else {
const bool l_1108 = l_1104 > uint(0);
if (l_1108) {
const uint l_1109 = l_1097 << l_1104;
const uint l_1110 = l_1101 << l_1104;
const uint l_1111 = uint(32) - l_1104;
const uint l_1112 = l_1097 >> l_1111;
const uint l_1113 = l_1110 | l_1112;
l_mut_447 = l_1109;
l_mut_446 = l_1113;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1114 = l_9 >= uint(32);
if (l_1114) {
const uint l_1115 = l_9 & uint(31);
const uint l_1116 = l_mut_448 >> l_1115;
l_mut_435 = l_1116;
l_mut_428 = uint(0);
} else {
const bool l_1117 = l_9 > uint(0);
if (l_1117) {
l_mut_395 = l_mut_401;
const bool l_1118 = l_9 > uint(0);
if (l_1118) {
const uint l_1119 = l_mut_401 >> l_9;
const uint l_1120 = uint(32) - l_9;
const uint l_1121 = l_mut_448 << l_1120;
const uint l_1122 = l_1119 | l_1121;
l_mut_395 = l_1122;
}
const uint l_1123 = l_mut_448 >> l_9;
l_mut_435 = l_mut_395;
l_mut_428 = l_1123;
}
}
const uint l_1124 = l_mut_447 + l_mut_435;
const uint l_1125 = l_mut_446 + l_mut_428;
const bool l_1126 = l_1124 < l_mut_447;
const uint l_1127 = uint(l_1126);
const uint l_1128 = l_1125 + l_1127;
l_mut_452 = l_1124;
l_mut_451 = l_1128;
}
}
if (l_979) {
const uint l_1129 = uint(0) - l_mut_452;
const uint l_1130 = uint(0) - l_mut_451;
const bool l_1131 = uint(0) < l_mut_452;
const uint l_1132 = uint(l_1131);
const uint l_1133 = l_1130 - l_1132;
l_mut_452 = l_1129;
l_mut_451 = l_1133;
}
}
const uint l_1134 = l_932 + l_mut_452;
const uint l_1135 = l_936 + l_mut_451;
const bool l_1136 = l_1134 < l_932;
const uint l_1137 = uint(l_1136);
const uint l_1138 = l_1135 + l_1137;
const uint l_1139 = l_62 >> uint(31);
const bool l_1140 = l_1139 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1140) {
const uint l_1141 = uint(0) - l_59;
const uint l_1142 = uint(0) - l_62;
const bool l_1143 = uint(0) < l_59;
const uint l_1144 = uint(l_1143);
const uint l_1145 = l_1142 - l_1144;
l_mut_452 = l_1141;
l_mut_451 = l_1145;
}
const uint l_1146 = l_mut_452 * l_881;
const uint l_1147 = l_mut_451 * l_881;
const uint l_1148 = __umulhi(l_mut_452, l_881);
const uint l_1149 = l_1148 + l_1147;
const uint l_1150 = __umulhi(l_mut_451, l_881);
const bool l_1151 = l_1149 < l_1147;
const uint l_1152 = uint(l_1151);
const uint l_1153 = l_1150 + l_1152;
const uint l_1154 = l_9 % uint(32);
l_mut_448 = l_1146;
const bool l_1155 = l_1154 > uint(0);
if (l_1155) {
const uint l_1156 = l_1146 >> l_1154;
const uint l_1157 = uint(32) - l_1154;
const uint l_1158 = l_1149 << l_1157;
const uint l_1159 = l_1156 | l_1158;
l_mut_448 = l_1159;
}
l_mut_447 = l_1149;
const bool l_1160 = l_1154 > uint(0);
if (l_1160) {
const uint l_1161 = l_1149 >> l_1154;
const uint l_1162 = uint(32) - l_1154;
const uint l_1163 = l_1153 << l_1162;
const uint l_1164 = l_1161 | l_1163;
l_mut_447 = l_1164;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1165 = l_9 >= uint(64);
if (l_1165) {
l_mut_446 = l_1153;
l_mut_448 = uint(0);
} else {
const bool l_1166 = l_9 >= uint(32);
if (l_1166) {
l_mut_447 = l_1149;
const bool l_1167 = l_1154 > uint(0);
if (l_1167) {
const uint l_1168 = l_1149 >> l_1154;
const uint l_1169 = uint(32) - l_1154;
const uint l_1170 = l_1153 << l_1169;
const uint l_1171 = l_1168 | l_1170;
l_mut_447 = l_1171;
}
const uint l_1172 = l_1153 >> l_1154;
l_mut_446 = l_mut_447;
l_mut_448 = l_1172;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1140) {
const uint l_1173 = uint(0) - l_mut_452;
const uint l_1174 = uint(0) - l_mut_451;
const bool l_1175 = uint(0) < l_mut_452;
const uint l_1176 = uint(l_1175);
const uint l_1177 = l_1174 - l_1176;
l_mut_452 = l_1173;
l_mut_451 = l_1177;
}
const uint l_1178 = l_923 + l_mut_452;
const uint l_1179 = l_927 + l_mut_451;
const bool l_1180 = l_1178 < l_923;
const uint l_1181 = uint(l_1180);
const uint l_1182 = l_1179 + l_1181;
const uint l_1183 = l_9 + uint(3);
l_mut_452 = uint(0);
l_mut_451 = uint(0);
const bool l_1184 = l_881 < uint(65536);
if (l_1184) {
const uint l_1185 = l_881 * l_881;
const uint l_1186 = l_62 >> uint(31);
const bool l_1187 = l_1186 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1187) {
const uint l_1188 = uint(0) - l_59;
const uint l_1189 = uint(0) - l_62;
const bool l_1190 = uint(0) < l_59;
const uint l_1191 = uint(l_1190);
const uint l_1192 = l_1189 - l_1191;
l_mut_448 = l_1188;
l_mut_447 = l_1192;
}
const uint l_1193 = l_mut_448 * l_1185;
const uint l_1194 = l_mut_447 * l_1185;
const uint l_1195 = __umulhi(l_mut_448, l_1185);
const uint l_1196 = l_1195 + l_1194;
const uint l_1197 = __umulhi(l_mut_447, l_1185);
const bool l_1198 = l_1196 < l_1194;
const uint l_1199 = uint(l_1198);
const uint l_1200 = l_1197 + l_1199;
const uint l_1201 = l_1183 % uint(32);
l_mut_446 = l_1193;
const bool l_1202 = l_1201 > uint(0);
if (l_1202) {
const uint l_1203 = l_1193 >> l_1201;
const uint l_1204 = uint(32) - l_1201;
const uint l_1205 = l_1196 << l_1204;
const uint l_1206 = l_1203 | l_1205;
l_mut_446 = l_1206;
}
l_mut_435 = l_1196;
const bool l_1207 = l_1201 > uint(0);
if (l_1207) {
const uint l_1208 = l_1196 >> l_1201;
const uint l_1209 = uint(32) - l_1201;
const uint l_1210 = l_1200 << l_1209;
const uint l_1211 = l_1208 | l_1210;
l_mut_435 = l_1211;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1212 = l_1183 >= uint(64);
if (l_1212) {
l_mut_428 = l_1200;
l_mut_446 = uint(0);
} else {
const bool l_1213 = l_1183 >= uint(32);
if (l_1213) {
l_mut_435 = l_1196;
const bool l_1214 = l_1201 > uint(0);
if (l_1214) {
const uint l_1215 = l_1196 >> l_1201;
const uint l_1216 = uint(32) - l_1201;
const uint l_1217 = l_1200 << l_1216;
const uint l_1218 = l_1215 | l_1217;
l_mut_435 = l_1218;
}
const uint l_1219 = l_1200 >> l_1201;
l_mut_428 = l_mut_435;
l_mut_446 = l_1219;
}
}
l_mut_448 = l_mut_428;
l_mut_447 = l_mut_446;
if (l_1187) {
const uint l_1220 = uint(0) - l_mut_448;
const uint l_1221 = uint(0) - l_mut_447;
const bool l_1222 = uint(0) < l_mut_448;
const uint l_1223 = uint(l_1222);
const uint l_1224 = l_1221 - l_1223;
l_mut_448 = l_1220;
l_mut_447 = l_1224;
}
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
} else {
const uint l_1225 = l_62 >> uint(31);
const bool l_1226 = l_1225 == uint(1);
l_mut_448 = l_59;
l_mut_447 = l_62;
if (l_1226) {
const uint l_1227 = uint(0) - l_59;
const uint l_1228 = uint(0) - l_62;
const bool l_1229 = uint(0) < l_59;
const uint l_1230 = uint(l_1229);
const uint l_1231 = l_1228 - l_1230;
l_mut_448 = l_1227;
l_mut_447 = l_1231;
}
const uint l_1232 = l_mut_448 * l_881;
const uint l_1233 = l_mut_447 * l_881;
const uint l_1234 = __umulhi(l_mut_448, l_881);
const uint l_1235 = l_1234 + l_1233;
const uint l_1236 = __umulhi(l_mut_447, l_881);
const bool l_1237 = l_1235 < l_1233;
const uint l_1238 = uint(l_1237);
const uint l_1239 = l_1236 + l_1238;
const uint l_1240 = uint(0) % uint(32);
l_mut_446 = l_1232;
const bool l_1241 = l_1240 > uint(0);
if (l_1241) {
const uint l_1242 = l_1232 >> l_1240;
const uint l_1243 = uint(32) - l_1240;
const uint l_1244 = l_1235 << l_1243;
const uint l_1245 = l_1242 | l_1244;
l_mut_446 = l_1245;
}
l_mut_435 = l_1235;
const bool l_1246 = l_1240 > uint(0);
if (l_1246) {
const uint l_1247 = l_1235 >> l_1240;
const uint l_1248 = uint(32) - l_1240;
const uint l_1249 = l_1239 << l_1248;
const uint l_1250 = l_1247 | l_1249;
l_mut_435 = l_1250;
}
l_mut_428 = l_mut_446;
l_mut_446 = l_mut_435;
const bool l_1251 = uint(0) >= uint(64);
if (l_1251) {
l_mut_428 = l_1239;
l_mut_446 = uint(0);
} else {
const bool l_1252 = uint(0) >= uint(32);
if (l_1252) {
l_mut_435 = l_1235;
const bool l_1253 = l_1240 > uint(0);
if (l_1253) {
const uint l_1254 = l_1235 >> l_1240;
const uint l_1255 = uint(32) - l_1240;
const uint l_1256 = l_1239 << l_1255;
const uint l_1257 = l_1254 | l_1256;
l_mut_435 = l_1257;
}
const uint l_1258 = l_1239 >> l_1240;
l_mut_428 = l_mut_435;
l_mut_446 = l_1258;
}
}
const uint l_1259 = l_mut_448 * l_881;
const uint l_1260 = l_mut_447 * l_881;
const uint l_1261 = __umulhi(l_mut_448, l_881);
const uint l_1262 = l_1261 + l_1260;
const uint l_1263 = __umulhi(l_mut_447, l_881);
const bool l_1264 = l_1262 < l_1260;
const uint l_1265 = uint(l_1264);
const uint l_1266 = l_1263 + l_1265;
const uint l_1267 = uint(64) % uint(32);
l_mut_435 = l_1259;
const bool l_1268 = l_1267 > uint(0);
if (l_1268) {
const uint l_1269 = l_1259 >> l_1267;
const uint l_1270 = uint(32) - l_1267;
const uint l_1271 = l_1262 << l_1270;
const uint l_1272 = l_1269 | l_1271;
l_mut_435 = l_1272;
}
l_mut_401 = l_1262;
const bool l_1273 = l_1267 > uint(0);
if (l_1273) {
const uint l_1274 = l_1262 >> l_1267;
const uint l_1275 = uint(32) - l_1267;
const uint l_1276 = l_1266 << l_1275;
const uint l_1277 = l_1274 | l_1276;
l_mut_401 = l_1277;
}
l_mut_395 = l_mut_435;
l_mut_435 = l_mut_401;
const bool l_1278 = uint(64) >= uint(64);
if (l_1278) {
l_mut_395 = l_1266;
l_mut_435 = uint(0);
} else {
const bool l_1279 = uint(64) >= uint(32);
if (l_1279) {
l_mut_401 = l_1262;
const bool l_1280 = l_1267 > uint(0);
if (l_1280) {
const uint l_1281 = l_1262 >> l_1267;
const uint l_1282 = uint(32) - l_1267;
const uint l_1283 = l_1266 << l_1282;
const uint l_1284 = l_1281 | l_1283;
l_mut_401 = l_1284;
}
const uint l_1285 = l_1266 >> l_1267;
l_mut_395 = l_mut_401;
l_mut_435 = l_1285;
}
}
const uint l_1286 = l_mut_428 * l_881;
const uint l_1287 = l_mut_446 * l_881;
const uint l_1288 = __umulhi(l_mut_428, l_881);
const uint l_1289 = l_1288 + l_1287;
const uint l_1290 = __umulhi(l_mut_446, l_881);
const bool l_1291 = l_1289 < l_1287;
const uint l_1292 = uint(l_1291);
const uint l_1293 = l_1290 + l_1292;
const uint l_1294 = uint(0) % uint(32);
l_mut_448 = l_1286;
const bool l_1295 = l_1294 > uint(0);
if (l_1295) {
const uint l_1296 = l_1286 >> l_1294;
const uint l_1297 = uint(32) - l_1294;
const uint l_1298 = l_1289 << l_1297;
const uint l_1299 = l_1296 | l_1298;
l_mut_448 = l_1299;
}
l_mut_447 = l_1289;
const bool l_1300 = l_1294 > uint(0);
if (l_1300) {
const uint l_1301 = l_1289 >> l_1294;
const uint l_1302 = uint(32) - l_1294;
const uint l_1303 = l_1293 << l_1302;
const uint l_1304 = l_1301 | l_1303;
l_mut_447 = l_1304;
}
l_mut_401 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1305 = uint(0) >= uint(64);
if (l_1305) {
l_mut_401 = l_1293;
l_mut_448 = uint(0);
} else {
const bool l_1306 = uint(0) >= uint(32);
if (l_1306) {
l_mut_447 = l_1289;
const bool l_1307 = l_1294 > uint(0);
if (l_1307) {
const uint l_1308 = l_1289 >> l_1294;
const uint l_1309 = uint(32) - l_1294;
const uint l_1310 = l_1293 << l_1309;
const uint l_1311 = l_1308 | l_1310;
l_mut_447 = l_1311;
}
const uint l_1312 = l_1293 >> l_1294;
l_mut_401 = l_mut_447;
l_mut_448 = l_1312;
}
}
const uint l_1313 = l_mut_428 * l_881;
const uint l_1314 = l_mut_446 * l_881;
const uint l_1315 = __umulhi(l_mut_428, l_881);
const uint l_1316 = l_1315 + l_1314;
const uint l_1317 = __umulhi(l_mut_446, l_881);
const bool l_1318 = l_1316 < l_1314;
const uint l_1319 = uint(l_1318);
const uint l_1320 = l_1317 + l_1319;
const uint l_1321 = uint(64) % uint(32);
l_mut_447 = l_1313;
const bool l_1322 = l_1321 > uint(0);
if (l_1322) {
const uint l_1323 = l_1313 >> l_1321;
const uint l_1324 = uint(32) - l_1321;
const uint l_1325 = l_1316 << l_1324;
const uint l_1326 = l_1323 | l_1325;
l_mut_447 = l_1326;
}
l_mut_389 = l_1316;
const bool l_1327 = l_1321 > uint(0);
if (l_1327) {
const uint l_1328 = l_1316 >> l_1321;
const uint l_1329 = uint(32) - l_1321;
const uint l_1330 = l_1320 << l_1329;
const uint l_1331 = l_1328 | l_1330;
l_mut_389 = l_1331;
}
l_mut_265 = l_mut_447;
l_mut_447 = l_mut_389;
const bool l_1332 = uint(64) >= uint(64);
if (l_1332) {
l_mut_265 = l_1320;
l_mut_447 = uint(0);
} else {
const bool l_1333 = uint(64) >= uint(32);
if (l_1333) {
l_mut_389 = l_1316;
const bool l_1334 = l_1321 > uint(0);
if (l_1334) {
const uint l_1335 = l_1316 >> l_1321;
const uint l_1336 = uint(32) - l_1321;
const uint l_1337 = l_1320 << l_1336;
const uint l_1338 = l_1335 | l_1337;
l_mut_389 = l_1338;
}
const uint l_1339 = l_1320 >> l_1321;
l_mut_265 = l_mut_389;
l_mut_447 = l_1339;
}
}
const uint l_1340 = l_mut_395 * l_881;
const uint l_1341 = __umulhi(l_mut_395, l_881);
const uint l_1342 = l_mut_435 * l_881;
const uint l_1343 = l_1341 + l_1342;
const uint l_1344 = l_mut_265 + l_1340;
const uint l_1345 = l_mut_447 + l_1343;
const bool l_1346 = l_1344 < l_mut_265;
const uint l_1347 = uint(l_1346);
const uint l_1348 = l_1345 + l_1347;
l_mut_452 = l_mut_401;
l_mut_451 = l_mut_448;
const bool l_1349 = l_1183 == uint(64);
if (l_1349) {
l_mut_452 = l_1344;
l_mut_451 = l_1348;
} else {
const bool l_1350 = l_1183 > uint(0);
if (l_1350) {
const uint l_1351 = uint(64) - l_1183;
l_mut_447 = l_1344;
l_mut_446 = l_1348;
const bool l_1352 = l_1351 >= uint(32);
if (l_1352) {
const uint l_1353 = l_1351 & uint(31);
const uint l_1354 = l_1344 << l_1353;
l_mut_447 = uint(0);
l_mut_446 = l_1354;
} else {
const bool l_1355 = l_1351 > uint(0);
if (l_1355) {
const uint l_1356 = l_1344 << l_1351;
const uint l_1357 = l_1348 << l_1351;
const uint l_1358 = uint(32) - l_1351;
const uint l_1359 = l_1344 >> l_1358;
const uint l_1360 = l_1357 | l_1359;
l_mut_447 = l_1356;
l_mut_446 = l_1360;
}
}
l_mut_435 = l_mut_401;
l_mut_428 = l_mut_448;
const bool l_1361 = l_1183 >= uint(32);
if (l_1361) {
const uint l_1362 = l_1183 & uint(31);
const uint l_1363 = l_mut_448 >> l_1362;
l_mut_435 = l_1363;
l_mut_428 = uint(0);
} else {
const bool l_1364 = l_1183 > uint(0);
if (l_1364) {
l_mut_395 = l_mut_401;
const bool l_1365 = l_1183 > uint(0);
if (l_1365) {
const uint l_1366 = l_mut_401 >> l_1183;
const uint l_1367 = uint(32) - l_1183;
const uint l_1368 = l_mut_448 << l_1367;
const uint l_1369 = l_1366 | l_1368;
l_mut_395 = l_1369;
}
const uint l_1370 = l_mut_448 >> l_1183;
l_mut_435 = l_mut_395;
l_mut_428 = l_1370;
}
}
const uint l_1371 = l_mut_447 + l_mut_435;
const uint l_1372 = l_mut_446 + l_mut_428;
const bool l_1373 = l_1371 < l_mut_447;
const uint l_1374 = uint(l_1373);
const uint l_1375 = l_1372 + l_1374;
l_mut_452 = l_1371;
l_mut_451 = l_1375;
}
}
if (l_1226) {
const uint l_1376 = uint(0) - l_mut_452;
const uint l_1377 = uint(0) - l_mut_451;
const bool l_1378 = uint(0) < l_mut_452;
const uint l_1379 = uint(l_1378);
const uint l_1380 = l_1377 - l_1379;
l_mut_452 = l_1376;
l_mut_451 = l_1380;
}
}
l_mut_448 = l_mut_452;
l_mut_447 = l_mut_451;
const uint l_1381 = l_mut_451 >> uint(31);
const bool l_1382 = l_1381 == uint(1);
if (l_1382) {
const uint l_1383 = uint(0) - l_mut_452;
const uint l_1384 = uint(0) - l_mut_451;
const bool l_1385 = uint(0) < l_mut_452;
const uint l_1386 = uint(l_1385);
const uint l_1387 = l_1384 - l_1386;
l_mut_448 = l_1383;
l_mut_447 = l_1387;
}
const uint l_1388 = l_14 + l_mut_448;
const uint l_1389 = l_17 + l_mut_447;
const bool l_1390 = l_1388 < l_14;
const uint l_1391 = uint(l_1390);
const uint l_1392 = l_1389 + l_1391;
const uint l_1393 = l_1388 + uint(1);
const uint l_1394 = l_1392 + uint(0);
const bool l_1395 = l_1393 < l_1388;
const uint l_1396 = uint(l_1395);
const uint l_1397 = l_1394 + l_1396;
const uint l_1398 = l_1134 - l_mut_452;
const uint l_1399 = l_1138 - l_mut_451;
const bool l_1400 = l_1134 < l_mut_452;
const uint l_1401 = uint(l_1400);
const uint l_1402 = l_1399 - l_1401;
const uint l_1403 = l_1398 + l_1393;
const uint l_1404 = l_1402 + l_1397;
const bool l_1405 = l_1403 < l_1398;
const uint l_1406 = uint(l_1405);
const uint l_1407 = l_1404 + l_1406;
const uint l_1408 = uint(0) - l_1178;
const uint l_1409 = uint(0) - l_1182;
const bool l_1410 = uint(0) < l_1178;
const uint l_1411 = uint(l_1410);
const uint l_1412 = l_1409 - l_1411;
const uint l_1413 = l_1393 + l_1393;
const uint l_1414 = l_1397 + l_1397;
const bool l_1415 = l_1413 < l_1393;
const uint l_1416 = uint(l_1415);
const uint l_1417 = l_1414 + l_1416;
l_mut_452 = l_1408;
l_mut_451 = l_1412;
const uint l_1418 = uint(0) - l_1408;
const uint l_1419 = uint(0) - l_1412;
const bool l_1420 = uint(0) < l_1408;
const uint l_1421 = uint(l_1420);
const uint l_1422 = l_1419 - l_1421;
l_mut_448 = l_1418;
l_mut_447 = l_1422;
l_mut_446 = l_1403;
l_mut_435 = l_1407;
l_mut_428 = uint(1);
l_mut_401 = uint(1);
l_mut_659 = bool(false);
const bool l_1423 = l_mut_435 < l_1417;
const bool l_1424 = l_mut_435 == l_1417;
const bool l_1425 = l_mut_446 < l_1413;
const bool l_1426 = l_1424 && l_1425;
const bool l_1427 = l_1423 || l_1426;
const bool l_1428 = !l_1427;
l_mut_635 = l_1428;
const uint l_1429 = l_1408 | l_1412;
const bool l_1430 = l_1429 == uint(0);
if (l_1430) {
l_mut_659 = l_mut_635;
l_mut_635 = bool(false);
}
if (l_mut_635) {
const uint l_1431 = l_1412 >> uint(31);
const bool l_1432 = l_1431 == uint(1);
l_mut_395 = l_1408;
l_mut_389 = l_1412;
if (l_1432) {
const uint l_1433 = uint(0) - l_1408;
const uint l_1434 = uint(0) - l_1412;
const bool l_1435 = uint(0) < l_1408;
const uint l_1436 = uint(l_1435);
const uint l_1437 = l_1434 - l_1436;
l_mut_395 = l_1433;
l_mut_389 = l_1437;
}
const uint l_1438 = l_881 - uint(1);
const uint l_1439 = l_mut_395 * l_1438;
const uint l_1440 = __umulhi(l_mut_395, l_1438);
const uint l_1441 = l_mut_389 * l_1438;
const uint l_1442 = l_1440 + l_1441;
l_mut_265 = uint(0);
const uint l_1443 = l_881 - uint(1);
const uint l_1444 = l_mut_395 * l_1443;
const uint l_1445 = l_mut_389 * l_1443;
const uint l_1446 = __umulhi(l_mut_395, l_1443);
const uint l_1447 = l_1446 + l_1445;
const uint l_1448 = __umulhi(l_mut_389, l_1443);
const bool l_1449 = l_1447 < l_1445;
const uint l_1450 = uint(l_1449);
const uint l_1451 = l_1448 + l_1450;
const uint l_1452 = uint(64) % uint(32);
l_mut_259 = l_1444;
const bool l_1453 = l_1452 > uint(0);
if (l_1453) {
const uint l_1454 = l_1444 >> l_1452;
const uint l_1455 = uint(32) - l_1452;
const uint l_1456 = l_1447 << l_1455;
const uint l_1457 = l_1454 | l_1456;
l_mut_259 = l_1457;
}
l_mut_209 = l_1447;
const bool l_1458 = l_1452 > uint(0);
if (l_1458) {
const uint l_1459 = l_1447 >> l_1452;
const uint l_1460 = uint(32) - l_1452;
const uint l_1461 = l_1451 << l_1460;
const uint l_1462 = l_1459 | l_1461;
l_mut_209 = l_1462;
}
l_mut_203 = l_mut_259;
l_mut_259 = l_mut_209;
const bool l_1463 = uint(64) >= uint(64);
if (l_1463) {
l_mut_203 = l_1451;
l_mut_259 = uint(0);
} else {
const bool l_1464 = uint(64) >= uint(32);
if (l_1464) {
l_mut_209 = l_1447;
const bool l_1465 = l_1452 > uint(0);
if (l_1465) {
const uint l_1466 = l_1447 >> l_1452;
const uint l_1467 = uint(32) - l_1452;
const uint l_1468 = l_1451 << l_1467;
const uint l_1469 = l_1466 | l_1468;
l_mut_209 = l_1469;
}
const uint l_1470 = l_1451 >> l_1452;
l_mut_203 = l_mut_209;
l_mut_259 = l_1470;
}
}
const uint l_1471 = l_mut_203 | l_mut_259;
const bool l_1472 = l_1471 == uint(0);
if (l_1472) {
l_mut_259 = l_1403;
l_mut_209 = l_1407;
if (l_1432) {
const uint l_1473 = uint(0) - l_1403;
const uint l_1474 = uint(0) - l_1407;
const bool l_1475 = uint(0) < l_1403;
const uint l_1476 = uint(l_1475);
const uint l_1477 = l_1474 - l_1476;
const uint l_1478 = l_1403 | l_1407;
const bool l_1479 = l_1478 == uint(0);
const bool l_1480 = !l_1479;
const bool l_1481 = l_1442 < l_1477;
const bool l_1482 = l_1442 == l_1477;
const bool l_1483 = l_1439 < l_1473;
const bool l_1484 = l_1482 && l_1483;
const bool l_1485 = l_1481 || l_1484;
const bool l_1486 = !l_1485;
const bool l_1487 = l_1480 && l_1486;
if (l_1487) {
const uint l_1488 = l_881 - uint(1);
l_mut_203 = l_1473;
l_mut_141 = l_1477;
const bool l_1489 = l_1477 < l_mut_389;
const bool l_1490 = l_1477 == l_mut_389;
const bool l_1491 = l_1473 < l_mut_395;
const bool l_1492 = l_1490 && l_1491;
const bool l_1493 = l_1489 || l_1492;
const bool l_1494 = !l_1493;
if (l_1494) {
l_mut_135 = uint(0);
const bool l_1495 = l_mut_389 < l_1477;
const bool l_1496 = l_mut_389 == l_1477;
const bool l_1497 = l_mut_395 < l_1473;
const bool l_1498 = l_1496 && l_1497;
const bool l_1499 = l_1495 || l_1498;
if (l_1499) {
const uint l_1500 = l_1473 - uint(1);
const uint l_1501 = l_1477 - uint(0);
const bool l_1502 = l_1473 < uint(1);
const uint l_1503 = uint(l_1502);
const uint l_1504 = l_1501 - l_1503;
l_mut_92 = l_1500;
l_mut_86 = l_1504;
l_mut_80 = uint(0);

for (uint l_mut_1505 = uint(0); l_mut_1505 < uint(20); ++l_mut_1505) {
const uint l_1506 = uint(19) - l_mut_1505;
l_mut_65 = l_mut_92;
l_mut_30 = l_mut_86;
const bool l_1507 = l_1506 >= uint(32);
if (l_1507) {
const uint l_1508 = l_1506 & uint(31);
const uint l_1509 = l_mut_86 >> l_1508;
l_mut_65 = l_1509;
l_mut_30 = uint(0);
} else {
const bool l_1510 = l_1506 > uint(0);
if (l_1510) {
l_mut_1511 = l_mut_92;
const bool l_1512 = l_1506 > uint(0);
if (l_1512) {
const uint l_1513 = l_mut_92 >> l_1506;
const uint l_1514 = uint(32) - l_1506;
const uint l_1515 = l_mut_86 << l_1514;
const uint l_1516 = l_1513 | l_1515;
l_mut_1511 = l_1516;
}
const uint l_1517 = l_mut_86 >> l_1506;
l_mut_65 = l_mut_1511;
l_mut_30 = l_1517;
}
}
const bool l_1518 = l_mut_30 < l_mut_389;
const bool l_1519 = l_mut_30 == l_mut_389;
const bool l_1520 = l_mut_65 < l_mut_395;
const bool l_1521 = l_1519 && l_1520;
const bool l_1522 = l_1518 || l_1521;
const bool l_1523 = !l_1522;
if (l_1523) {
l_mut_1511 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1524 = l_1506 >= uint(32);
if (l_1524) {
const uint l_1525 = l_1506 & uint(31);
const uint l_1526 = l_mut_395 << l_1525;
l_mut_1511 = uint(0);
l_mut_65 = l_1526;
} else {
const bool l_1527 = l_1506 > uint(0);
if (l_1527) {
const uint l_1528 = l_mut_395 << l_1506;
const uint l_1529 = l_mut_389 << l_1506;
const uint l_1530 = uint(32) - l_1506;
const uint l_1531 = l_mut_395 >> l_1530;
const uint l_1532 = l_1529 | l_1531;
l_mut_1511 = l_1528;
l_mut_65 = l_1532;
}
}
const uint l_1533 = l_mut_92 - l_mut_1511;
const uint l_1534 = l_mut_86 - l_mut_65;
const bool l_1535 = l_mut_92 < l_mut_1511;
const uint l_1536 = uint(l_1535);
const uint l_1537 = l_1534 - l_1536;
l_mut_92 = l_1533;
l_mut_86 = l_1537;
const uint l_1538 = uint(1) << l_1506;
l_mut_80 = l_mut_80 | l_1538;
}
}
const uint l_1539 = min(l_mut_80, l_1488);
l_mut_1511 = l_1539;
const bool l_1540 = l_mut_86 < l_mut_389;
const bool l_1541 = l_mut_86 == l_mut_389;
const bool l_1542 = l_mut_92 < l_mut_395;
const bool l_1543 = l_1541 && l_1542;
const bool l_1544 = l_1540 || l_1543;
const bool l_1545 = !l_1544;
if (l_1545) {
l_mut_1511 = l_1488;
}
l_mut_135 = l_mut_1511;
}
const uint l_1546 = l_mut_395 * l_mut_135;
const uint l_1547 = __umulhi(l_mut_395, l_mut_135);
const uint l_1548 = l_mut_389 * l_mut_135;
const uint l_1549 = l_1547 + l_1548;
const uint l_1550 = l_1473 - l_1546;
const uint l_1551 = l_1477 - l_1549;
const bool l_1552 = l_1473 < l_1546;
const uint l_1553 = uint(l_1552);
const uint l_1554 = l_1551 - l_1553;
l_mut_203 = l_1550;
l_mut_141 = l_1554;
const bool l_1555 = l_mut_141 < l_mut_389;
const bool l_1556 = l_mut_141 == l_mut_389;
const bool l_1557 = l_mut_203 < l_mut_395;
const bool l_1558 = l_1556 && l_1557;
const bool l_1559 = l_1555 || l_1558;
const bool l_1560 = !l_1559;
if (l_1560) {
const uint l_1561 = l_mut_203 - l_mut_395;
const uint l_1562 = l_mut_141 - l_mut_389;
const bool l_1563 = l_mut_203 < l_mut_395;
const uint l_1564 = uint(l_1563);
const uint l_1565 = l_1562 - l_1564;
l_mut_203 = l_1561;
l_mut_141 = l_1565;
}
}
const uint l_1566 = l_mut_395 - l_mut_203;
const uint l_1567 = l_mut_389 - l_mut_141;
const bool l_1568 = l_mut_395 < l_mut_203;
const uint l_1569 = uint(l_1568);
const uint l_1570 = l_1567 - l_1569;
l_mut_1511 = l_1566;
l_mut_203 = l_1570;
const bool l_1571 = l_1570 < l_mut_389;
const bool l_1572 = l_1570 == l_mut_389;
const bool l_1573 = l_1566 < l_mut_395;
const bool l_1574 = l_1572 && l_1573;
const bool l_1575 = l_1571 || l_1574;
const bool l_1576 = !l_1575;
if (l_1576) {
const uint l_1577 = l_1566 - l_mut_395;
const uint l_1578 = l_1570 - l_mut_389;
const bool l_1579 = l_1566 < l_mut_395;
const uint l_1580 = uint(l_1579);
const uint l_1581 = l_1578 - l_1580;
l_mut_1511 = l_1577;
l_mut_203 = l_1581;
}
const bool l_1582 = l_mut_203 < l_mut_209;
const bool l_1583 = l_mut_203 == l_mut_209;
const bool l_1584 = l_mut_1511 < l_mut_259;
const bool l_1585 = l_1583 && l_1584;
const bool l_1586 = l_1582 || l_1585;
if (l_1586) {
l_mut_259 = l_mut_1511;
l_mut_209 = l_mut_203;
}
}
} else {
const uint l_1587 = l_1403 - l_1439;
const uint l_1588 = l_1407 - l_1442;
const bool l_1589 = l_1403 < l_1439;
const uint l_1590 = uint(l_1589);
const uint l_1591 = l_1588 - l_1590;
l_mut_259 = l_1587;
l_mut_209 = l_1591;
const bool l_1592 = l_1407 < l_1442;
const bool l_1593 = l_1407 == l_1442;
const bool l_1594 = l_1403 < l_1439;
const bool l_1595 = l_1593 && l_1594;
const bool l_1596 = l_1592 || l_1595;
if (l_1596) {
const uint l_1597 = l_881 - uint(1);
l_mut_1511 = l_1403;
l_mut_203 = l_1407;
const bool l_1598 = l_1407 < l_mut_389;
const bool l_1599 = l_1407 == l_mut_389;
const bool l_1600 = l_1403 < l_mut_395;
const bool l_1601 = l_1599 && l_1600;
const bool l_1602 = l_1598 || l_1601;
const bool l_1603 = !l_1602;
if (l_1603) {
l_mut_141 = uint(0);
const bool l_1604 = l_mut_389 < l_1407;
const bool l_1605 = l_mut_389 == l_1407;
const bool l_1606 = l_mut_395 < l_1403;
const bool l_1607 = l_1605 && l_1606;
const bool l_1608 = l_1604 || l_1607;
if (l_1608) {
const uint l_1609 = l_1403 - uint(1);
const uint l_1610 = l_1407 - uint(0);
const bool l_1611 = l_1403 < uint(1);
const uint l_1612 = uint(l_1611);
const uint l_1613 = l_1610 - l_1612;
l_mut_135 = l_1609;
l_mut_92 = l_1613;
l_mut_86 = uint(0);

for (uint l_mut_1614 = uint(0); l_mut_1614 < uint(20); ++l_mut_1614) {
const uint l_1615 = uint(19) - l_mut_1614;
l_mut_80 = l_mut_135;
l_mut_65 = l_mut_92;
const bool l_1616 = l_1615 >= uint(32);
if (l_1616) {
const uint l_1617 = l_1615 & uint(31);
const uint l_1618 = l_mut_92 >> l_1617;
l_mut_80 = l_1618;
l_mut_65 = uint(0);
} else {
const bool l_1619 = l_1615 > uint(0);
if (l_1619) {
l_mut_30 = l_mut_135;
const bool l_1620 = l_1615 > uint(0);
if (l_1620) {
const uint l_1621 = l_mut_135 >> l_1615;
const uint l_1622 = uint(32) - l_1615;
const uint l_1623 = l_mut_92 << l_1622;
const uint l_1624 = l_1621 | l_1623;
l_mut_30 = l_1624;
}
const uint l_1625 = l_mut_92 >> l_1615;
l_mut_80 = l_mut_30;
l_mut_65 = l_1625;
}
}
const bool l_1626 = l_mut_65 < l_mut_389;
const bool l_1627 = l_mut_65 == l_mut_389;
const bool l_1628 = l_mut_80 < l_mut_395;
const bool l_1629 = l_1627 && l_1628;
const bool l_1630 = l_1626 || l_1629;
const bool l_1631 = !l_1630;
if (l_1631) {
l_mut_80 = l_mut_395;
l_mut_65 = l_mut_389;
const bool l_1632 = l_1615 >= uint(32);
if (l_1632) {
const uint l_1633 = l_1615 & uint(31);
const uint l_1634 = l_mut_395 << l_1633;
l_mut_80 = uint(0);
l_mut_65 = l_1634;
} else {
const bool l_1635 = l_1615 > uint(0);
if (l_1635) {
const uint l_1636 = l_mut_395 << l_1615;
const uint l_1637 = l_mut_389 << l_1615;
const uint l_1638 = uint(32) - l_1615;
const uint l_1639 = l_mut_395 >> l_1638;
const uint l_1640 = l_1637 | l_1639;
l_mut_80 = l_1636;
l_mut_65 = l_1640;
}
}
const uint l_1641 = l_mut_135 - l_mut_80;
const uint l_1642 = l_mut_92 - l_mut_65;
const bool l_1643 = l_mut_135 < l_mut_80;
const uint l_1644 = uint(l_1643);
const uint l_1645 = l_1642 - l_1644;
l_mut_135 = l_1641;
l_mut_92 = l_1645;
const uint l_1646 = uint(1) << l_1615;
l_mut_86 = l_mut_86 | l_1646;
}
}
const uint l_1647 = min(l_mut_86, l_1597);
l_mut_86 = l_1647;
const bool l_1648 = l_mut_92 < l_mut_389;
const bool l_1649 = l_mut_92 == l_mut_389;
const bool l_1650 = l_mut_135 < l_mut_395;
const bool l_1651 = l_1649 && l_1650;
const bool l_1652 = l_1648 || l_1651;
const bool l_1653 = !l_1652;
if (l_1653) {
l_mut_86 = l_1597;
}
l_mut_141 = l_mut_86;
}
const uint l_1654 = l_mut_395 * l_mut_141;
const uint l_1655 = __umulhi(l_mut_395, l_mut_141);
const uint l_1656 = l_mut_389 * l_mut_141;
const uint l_1657 = l_1655 + l_1656;
const uint l_1658 = l_1403 - l_1654;
const uint l_1659 = l_1407 - l_1657;
const bool l_1660 = l_1403 < l_1654;
const uint l_1661 = uint(l_1660);
const uint l_1662 = l_1659 - l_1661;
l_mut_1511 = l_1658;
l_mut_203 = l_1662;
const bool l_1663 = l_mut_203 < l_mut_389;
const bool l_1664 = l_mut_203 == l_mut_389;
const bool l_1665 = l_mut_1511 < l_mut_395;
const bool l_1666 = l_1664 && l_1665;
const bool l_1667 = l_1663 || l_1666;
const bool l_1668 = !l_1667;
if (l_1668) {
const uint l_1669 = l_mut_1511 - l_mut_395;
const uint l_1670 = l_mut_203 - l_mut_389;
const bool l_1671 = l_mut_1511 < l_mut_395;
const uint l_1672 = uint(l_1671);
const uint l_1673 = l_1670 - l_1672;
l_mut_1511 = l_1669;
l_mut_203 = l_1673;
}
}
const bool l_1674 = l_mut_203 < l_mut_209;
const bool l_1675 = l_mut_203 == l_mut_209;
const bool l_1676 = l_mut_1511 < l_mut_259;
const bool l_1677 = l_1675 && l_1676;
const bool l_1678 = l_1674 || l_1677;
if (l_1678) {
l_mut_259 = l_mut_1511;
l_mut_209 = l_mut_203;
}
}
}
const bool l_1679 = l_mut_209 < l_1417;
const bool l_1680 = l_mut_209 == l_1417;
const bool l_1681 = l_mut_259 < l_1413;
const bool l_1682 = l_1680 && l_1681;
const bool l_1683 = l_1679 || l_1682;
const bool l_1684 = !l_1683;
const uint l_1685 = uint(l_1684);
const uint l_1686 = uint(2) - l_1685;
l_mut_265 = l_1686;
}
const bool l_1687 = l_mut_265 > uint(0);
if (l_1687) {
const bool l_1688 = l_mut_265 == uint(1);
l_mut_659 = l_1688;
l_mut_635 = bool(false);
}
}
l_mut_364 = bool(false);
while (true) {
const bool l_1689 = !l_mut_635;
if (l_1689) {
break;}
l_mut_1511 = l_mut_452;
l_mut_395 = l_mut_451;
if (l_mut_364) {
l_mut_1511 = l_mut_448;
l_mut_395 = l_mut_447;
}
const bool l_1690 = l_mut_435 < l_mut_395;
const bool l_1691 = l_mut_435 == l_mut_395;
const bool l_1692 = l_mut_446 < l_mut_1511;
const bool l_1693 = l_1691 && l_1692;
const bool l_1694 = l_1690 || l_1693;
const bool l_1695 = !l_1694;
const bool l_1696 = l_1695 != l_mut_364;
if (l_1696) {
l_mut_1511 = l_mut_452;
l_mut_395 = l_mut_451;
l_mut_452 = l_mut_448;
l_mut_451 = l_mut_447;
l_mut_448 = l_mut_1511;
l_mut_447 = l_mut_395;
l_mut_1511 = l_mut_428;
l_mut_428 = l_mut_401;
l_mut_401 = l_mut_1511;
l_mut_364 = l_1695;
}
const uint l_1697 = l_mut_452 - l_mut_446;
const uint l_1698 = l_mut_451 - l_mut_435;
const bool l_1699 = l_mut_452 < l_mut_446;
const uint l_1700 = uint(l_1699);
const uint l_1701 = l_1698 - l_1700;
l_mut_1511 = l_1697;
l_mut_395 = l_1701;
if (l_mut_364) {
const uint l_1702 = l_mut_446 - l_1413;
const uint l_1703 = l_mut_435 - l_1417;
const bool l_1704 = l_mut_446 < l_1413;
const uint l_1705 = uint(l_1704);
const uint l_1706 = l_1703 - l_1705;
l_mut_1511 = l_1702;
l_mut_395 = l_1706;
}
l_mut_389 = l_mut_452;
l_mut_265 = l_mut_451;
const bool l_1707 = l_mut_395 < l_mut_451;
const bool l_1708 = l_mut_395 == l_mut_451;
const bool l_1709 = l_mut_1511 < l_mut_452;
const bool l_1710 = l_1708 && l_1709;
const bool l_1711 = l_1707 || l_1710;
if (l_1711) {
l_mut_389 = l_mut_1511;
l_mut_265 = l_mut_395;
}
l_mut_357 = bool(false);
l_mut_1511 = l_mut_389;
l_mut_395 = l_mut_265;
const bool l_1712 = uint(3) >= uint(32);
if (l_1712) {
const uint l_1713 = uint(3) & uint(31);
const uint l_1714 = l_mut_265 >> l_1713;
l_mut_1511 = l_1714;
l_mut_395 = uint(0);
} else {
const bool l_1715 = uint(3) > uint(0);
if (l_1715) {
l_mut_259 = l_mut_389;
const bool l_1716 = uint(3) > uint(0);
if (l_1716) {
const uint l_1717 = l_mut_389 >> uint(3);
const uint l_1718 = l_mut_265 << uint(29);
const uint l_1719 = l_1717 | l_1718;
l_mut_259 = l_1719;
}
const uint l_1720 = l_mut_265 >> uint(3);
l_mut_1511 = l_mut_259;
l_mut_395 = l_1720;
}
}
const bool l_1721 = l_mut_395 < l_mut_447;
const bool l_1722 = l_mut_395 == l_mut_447;
const bool l_1723 = l_mut_1511 < l_mut_448;
const bool l_1724 = l_1722 && l_1723;
const bool l_1725 = l_1721 || l_1724;
const bool l_1726 = !l_1725;
l_mut_357 = l_1726;
l_mut_1511 = uint(0);
const uint l_1727 = l_mut_448 | l_mut_447;
const bool l_1728 = l_1727 == uint(0);
const bool l_1729 = !l_1728;
const bool l_1730 = l_mut_357 && l_1729;
const bool l_1731 = l_mut_447 < l_mut_265;
const bool l_1732 = l_mut_447 == l_mut_265;
const bool l_1733 = l_mut_448 < l_mut_389;
const bool l_1734 = l_1732 && l_1733;
const bool l_1735 = l_1731 || l_1734;
const bool l_1736 = l_1730 && l_1735;
const uint l_1737 = l_mut_428 + l_mut_401;
const bool l_1738 = l_1737 < l_881;
const bool l_1739 = l_1736 && l_1738;
if (l_1739) {
const uint l_1740 = l_881 - l_mut_428;
const uint l_1741 = l_1740 - l_mut_401;
const uint l_1742 = l_1741 / l_mut_428;
const uint l_1743 = l_mut_389 - uint(1);
const uint l_1744 = l_mut_265 - uint(0);
const bool l_1745 = l_mut_389 < uint(1);
const uint l_1746 = uint(l_1745);
const uint l_1747 = l_1744 - l_1746;
l_mut_395 = l_1743;
l_mut_389 = l_1747;
l_mut_265 = uint(0);

for (uint l_mut_1748 = uint(0); l_mut_1748 < uint(20); ++l_mut_1748) {
const uint l_1749 = uint(19) - l_mut_1748;
l_mut_259 = l_mut_395;
l_mut_209 = l_mut_389;
const bool l_1750 = l_1749 >= uint(32);
if (l_1750) {
const uint l_1751 = l_1749 & uint(31);
const uint l_1752 = l_mut_389 >> l_1751;
l_mut_259 = l_1752;
l_mut_209 = uint(0);
} else {
const bool l_1753 = l_1749 > uint(0);
if (l_1753) {
l_mut_203 = l_mut_395;
const bool l_1754 = l_1749 > uint(0);
if (l_1754) {
const uint l_1755 = l_mut_395 >> l_1749;
const uint l_1756 = uint(32) - l_1749;
const uint l_1757 = l_mut_389 << l_1756;
const uint l_1758 = l_1755 | l_1757;
l_mut_203 = l_1758;
}
const uint l_1759 = l_mut_389 >> l_1749;
l_mut_259 = l_mut_203;
l_mut_209 = l_1759;
}
}
const bool l_1760 = l_mut_209 < l_mut_447;
const bool l_1761 = l_mut_209 == l_mut_447;
const bool l_1762 = l_mut_259 < l_mut_448;
const bool l_1763 = l_1761 && l_1762;
const bool l_1764 = l_1760 || l_1763;
const bool l_1765 = !l_1764;
if (l_1765) {
l_mut_259 = l_mut_448;
l_mut_209 = l_mut_447;
const bool l_1766 = l_1749 >= uint(32);
if (l_1766) {
const uint l_1767 = l_1749 & uint(31);
const uint l_1768 = l_mut_448 << l_1767;
l_mut_259 = uint(0);
l_mut_209 = l_1768;
} else {
const bool l_1769 = l_1749 > uint(0);
if (l_1769) {
const uint l_1770 = l_mut_448 << l_1749;
const uint l_1771 = l_mut_447 << l_1749;
const uint l_1772 = uint(32) - l_1749;
const uint l_1773 = l_mut_448 >> l_1772;
const uint l_1774 = l_1771 | l_1773;
l_mut_259 = l_1770;
l_mut_209 = l_1774;
}
}
const uint l_1775 = l_mut_395 - l_mut_259;
const uint l_1776 = l_mut_389 - l_mut_209;
const bool l_1777 = l_mut_395 < l_mut_259;
const uint l_1778 = uint(l_1777);
const uint l_1779 = l_1776 - l_1778;
l_mut_395 = l_1775;
l_mut_389 = l_1779;
const uint l_1780 = uint(1) << l_1749;
l_mut_265 = l_mut_265 | l_1780;
}
}
const uint l_1781 = min(l_mut_265, l_1742);
l_mut_265 = l_1781;
const bool l_1782 = l_mut_389 < l_mut_447;
const bool l_1783 = l_mut_389 == l_mut_447;
const bool l_1784 = l_mut_395 < l_mut_448;
const bool l_1785 = l_1783 && l_1784;
const bool l_1786 = l_1782 || l_1785;
const bool l_1787 = !l_1786;
if (l_1787) {
l_mut_265 = l_1742;
}
l_mut_1511 = l_mut_265;
}
l_mut_395 = l_mut_452;
l_mut_389 = l_mut_451;
l_mut_265 = l_mut_448;
l_mut_259 = l_mut_447;
l_mut_209 = l_mut_428;
l_mut_203 = l_mut_401;
l_mut_141 = l_mut_446;
l_mut_135 = l_mut_435;
l_mut_92 = uint(0);
const bool l_1788 = l_mut_1511 > uint(0);
if (l_1788) {
const uint l_1789 = l_mut_448 * l_mut_1511;
const uint l_1790 = __umulhi(l_mut_448, l_mut_1511);
const uint l_1791 = l_mut_447 * l_mut_1511;
const uint l_1792 = l_1790 + l_1791;
if (l_mut_364) {
const uint l_1793 = l_mut_446 - l_1789;
const uint l_1794 = l_mut_435 - l_1792;
const bool l_1795 = l_mut_446 < l_1789;
const uint l_1796 = uint(l_1795);
const uint l_1797 = l_1794 - l_1796;
l_mut_141 = l_1793;
l_mut_135 = l_1797;
}
const uint l_1798 = l_mut_452 - l_1789;
const uint l_1799 = l_mut_451 - l_1792;
const bool l_1800 = l_mut_452 < l_1789;
const uint l_1801 = uint(l_1800);
const uint l_1802 = l_1799 - l_1801;
l_mut_395 = l_1798;
l_mut_389 = l_1802;
const uint l_1803 = l_mut_1511 * l_mut_428;
const uint l_1804 = l_mut_401 + l_1803;
l_mut_203 = l_1804;
} else {
if (l_mut_364) {
const uint l_1805 = l_mut_446 - l_mut_448;
const uint l_1806 = l_mut_435 - l_mut_447;
const bool l_1807 = l_mut_446 < l_mut_448;
const uint l_1808 = uint(l_1807);
const uint l_1809 = l_1806 - l_1808;
l_mut_141 = l_1805;
l_mut_135 = l_1809;
const bool l_1810 = l_mut_135 < l_1417;
const bool l_1811 = l_mut_135 == l_1417;
const bool l_1812 = l_mut_141 < l_1413;
const bool l_1813 = l_1811 && l_1812;
const bool l_1814 = l_1810 || l_1813;
if (l_1814) {
l_mut_92 = uint(2);
}
}
const bool l_1815 = l_mut_92 == uint(0);
if (l_1815) {
const uint l_1816 = l_881 - l_mut_428;
const uint l_1817 = l_1816 / l_mut_401;
l_mut_1511 = uint(0);
l_mut_357 = bool(false);
l_mut_86 = l_mut_448;
l_mut_80 = l_mut_447;
const bool l_1818 = uint(3) >= uint(32);
if (l_1818) {
const uint l_1819 = uint(3) & uint(31);
const uint l_1820 = l_mut_447 >> l_1819;
l_mut_86 = l_1820;
l_mut_80 = uint(0);
} else {
const bool l_1821 = uint(3) > uint(0);
if (l_1821) {
l_mut_65 = l_mut_448;
const bool l_1822 = uint(3) > uint(0);
if (l_1822) {
const uint l_1823 = l_mut_448 >> uint(3);
const uint l_1824 = l_mut_447 << uint(29);
const uint l_1825 = l_1823 | l_1824;
l_mut_65 = l_1825;
}
const uint l_1826 = l_mut_447 >> uint(3);
l_mut_86 = l_mut_65;
l_mut_80 = l_1826;
}
}
const bool l_1827 = l_mut_80 < l_mut_451;
const bool l_1828 = l_mut_80 == l_mut_451;
const bool l_1829 = l_mut_86 < l_mut_452;
const bool l_1830 = l_1828 && l_1829;
const bool l_1831 = l_1827 || l_1830;
const bool l_1832 = !l_1831;
l_mut_357 = l_1832;
const uint l_1833 = l_mut_452 | l_mut_451;
const bool l_1834 = l_1833 == uint(0);
if (l_1834) {
l_mut_1511 = l_1817;
} else {
if (l_mut_357) {
const bool l_1835 = l_mut_451 < l_mut_447;
const bool l_1836 = l_mut_451 == l_mut_447;
const bool l_1837 = l_mut_452 < l_mut_448;
const bool l_1838 = l_1836 && l_1837;
const bool l_1839 = l_1835 || l_1838;
if (l_1839) {
const uint l_1840 = l_mut_448 - uint(1);
const uint l_1841 = l_mut_447 - uint(0);
const bool l_1842 = l_mut_448 < uint(1);
const uint l_1843 = uint(l_1842);
const uint l_1844 = l_1841 - l_1843;
l_mut_86 = l_1840;
l_mut_80 = l_1844;
l_mut_65 = uint(0);

for (uint l_mut_1845 = uint(0); l_mut_1845 < uint(20); ++l_mut_1845) {
const uint l_1846 = uint(19) - l_mut_1845;
l_mut_30 = l_mut_86;
l_mut_1847 = l_mut_80;
const bool l_1848 = l_1846 >= uint(32);
if (l_1848) {
const uint l_1849 = l_1846 & uint(31);
const uint l_1850 = l_mut_80 >> l_1849;
l_mut_30 = l_1850;
l_mut_1847 = uint(0);
} else {
const bool l_1851 = l_1846 > uint(0);
if (l_1851) {
l_mut_1852 = l_mut_86;
const bool l_1853 = l_1846 > uint(0);
if (l_1853) {
const uint l_1854 = l_mut_86 >> l_1846;
const uint l_1855 = uint(32) - l_1846;
const uint l_1856 = l_mut_80 << l_1855;
const uint l_1857 = l_1854 | l_1856;
l_mut_1852 = l_1857;
}
const uint l_1858 = l_mut_80 >> l_1846;
l_mut_30 = l_mut_1852;
l_mut_1847 = l_1858;
}
}
const bool l_1859 = l_mut_1847 < l_mut_451;
const bool l_1860 = l_mut_1847 == l_mut_451;
const bool l_1861 = l_mut_30 < l_mut_452;
const bool l_1862 = l_1860 && l_1861;
const bool l_1863 = l_1859 || l_1862;
const bool l_1864 = !l_1863;
if (l_1864) {
l_mut_1852 = l_mut_452;
l_mut_1847 = l_mut_451;
const bool l_1865 = l_1846 >= uint(32);
if (l_1865) {
const uint l_1866 = l_1846 & uint(31);
const uint l_1867 = l_mut_452 << l_1866;
l_mut_1852 = uint(0);
l_mut_1847 = l_1867;
} else {
const bool l_1868 = l_1846 > uint(0);
if (l_1868) {
const uint l_1869 = l_mut_452 << l_1846;
const uint l_1870 = l_mut_451 << l_1846;
const uint l_1871 = uint(32) - l_1846;
const uint l_1872 = l_mut_452 >> l_1871;
const uint l_1873 = l_1870 | l_1872;
l_mut_1852 = l_1869;
l_mut_1847 = l_1873;
}
}
const uint l_1874 = l_mut_86 - l_mut_1852;
const uint l_1875 = l_mut_80 - l_mut_1847;
const bool l_1876 = l_mut_86 < l_mut_1852;
const uint l_1877 = uint(l_1876);
const uint l_1878 = l_1875 - l_1877;
l_mut_86 = l_1874;
l_mut_80 = l_1878;
const uint l_1879 = uint(1) << l_1846;
l_mut_65 = l_mut_65 | l_1879;
}
}
const uint l_1880 = min(l_mut_65, l_1817);
l_mut_1852 = l_1880;
const bool l_1881 = l_mut_80 < l_mut_451;
const bool l_1882 = l_mut_80 == l_mut_451;
const bool l_1883 = l_mut_86 < l_mut_452;
const bool l_1884 = l_1882 && l_1883;
const bool l_1885 = l_1881 || l_1884;
const bool l_1886 = !l_1885;
if (l_1886) {
l_mut_1852 = l_1817;
}
l_mut_1511 = l_mut_1852;
}
} else {
l_mut_1852 = l_mut_448;
l_mut_1847 = l_mut_447;
while (true) {
const bool l_1887 = l_mut_451 < l_mut_1847;
const bool l_1888 = l_mut_451 == l_mut_1847;
const bool l_1889 = l_mut_452 < l_mut_1852;
const bool l_1890 = l_1888 && l_1889;
const bool l_1891 = l_1887 || l_1890;
const uint l_1892 = l_mut_1511 * l_mut_401;
const uint l_1893 = l_mut_428 + l_1892;
const uint l_1894 = l_1893 + l_mut_401;
const bool l_1895 = l_1894 < l_881;
const bool l_1896 = l_1891 && l_1895;
const bool l_1897 = !l_1896;
if (l_1897) {
break;}
const uint l_1898 = l_mut_1852 - l_mut_452;
const uint l_1899 = l_mut_1847 - l_mut_451;
const bool l_1900 = l_mut_1852 < l_mut_452;
const uint l_1901 = uint(l_1900);
const uint l_1902 = l_1899 - l_1901;
l_mut_1852 = l_1898;
l_mut_1847 = l_1902;
l_mut_1511 = l_mut_1511 + uint(1);
}
}
}
const uint l_1903 = l_mut_1511 * l_mut_401;
const uint l_1904 = l_mut_428 + l_1903;
const uint l_1905 = l_1904 + l_mut_401;
const bool l_1906 = l_1905 >= l_881;
if (l_1906) {
l_mut_92 = uint(1);
} else {
const uint l_1907 = l_mut_452 * l_mut_1511;
const uint l_1908 = __umulhi(l_mut_452, l_mut_1511);
const uint l_1909 = l_mut_451 * l_mut_1511;
const uint l_1910 = l_1908 + l_1909;
const uint l_1911 = l_mut_448 - l_1907;
const uint l_1912 = l_mut_447 - l_1910;
const bool l_1913 = l_mut_448 < l_1907;
const uint l_1914 = uint(l_1913);
const uint l_1915 = l_1912 - l_1914;
l_mut_265 = l_1911;
l_mut_259 = l_1915;
const uint l_1916 = l_mut_1511 * l_mut_401;
const uint l_1917 = l_mut_428 + l_1916;
l_mut_209 = l_1917;
const uint l_1918 = l_mut_452 - l_mut_265;
const uint l_1919 = l_mut_451 - l_mut_259;
const bool l_1920 = l_mut_452 < l_mut_265;
const uint l_1921 = uint(l_1920);
const uint l_1922 = l_1919 - l_1921;
l_mut_395 = l_1918;
l_mut_389 = l_1922;
const uint l_1923 = l_mut_401 + l_mut_209;
l_mut_203 = l_1923;
}
}
}
l_mut_452 = l_mut_395;
l_mut_451 = l_mut_389;
l_mut_448 = l_mut_265;
l_mut_447 = l_mut_259;
l_mut_428 = l_mut_209;
l_mut_401 = l_mut_203;
l_mut_446 = l_mut_141;
l_mut_435 = l_mut_135;
const bool l_1924 = l_mut_92 == uint(1);
l_mut_659 = l_1924;
const bool l_1925 = l_mut_92 == uint(0);
l_mut_635 = l_1925;
}
const bool l_1926 = !l_mut_659;
const bool l_1927 = l_880 && l_1926;
if (l_1927) {
const uint l_1928 = uint(1) << l_mut_878;
l_mut_800 = l_mut_800 | l_1928;
l_mut_795 = l_mut_795 + uint(1);
const uint l_1929 = l_879 + l_877;
const uint l_1930 = min(l_1929, l_46);
l_mut_1852 = uint(0);

for (uint l_mut_1931 = l_879; l_mut_1931 < l_1930; ++l_mut_1931) {
const uint l_1932 = l_49 * l_mut_1931;
const uint l_1933 = __umulhi(l_49, l_mut_1931);
const uint l_1934 = l_52 * l_mut_1931;
const uint l_1935 = l_1933 + l_1934;
const uint l_1936 = l_54 + l_1932;
const uint l_1937 = l_57 + l_1935;
const bool l_1938 = l_1936 < l_54;
const uint l_1939 = uint(l_1938);
const uint l_1940 = l_1937 + l_1939;
l_mut_1847 = uint(0);
l_mut_1511 = uint(0);
const bool l_1941 = l_mut_1931 < uint(65536);
if (l_1941) {
const uint l_1942 = l_mut_1931 * l_mut_1931;
const uint l_1943 = l_62 >> uint(31);
const bool l_1944 = l_1943 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1944) {
const uint l_1945 = uint(0) - l_59;
const uint l_1946 = uint(0) - l_62;
const bool l_1947 = uint(0) < l_59;
const uint l_1948 = uint(l_1947);
const uint l_1949 = l_1946 - l_1948;
l_mut_452 = l_1945;
l_mut_451 = l_1949;
}
const uint l_1950 = l_mut_452 * l_1942;
const uint l_1951 = l_mut_451 * l_1942;
const uint l_1952 = __umulhi(l_mut_452, l_1942);
const uint l_1953 = l_1952 + l_1951;
const uint l_1954 = __umulhi(l_mut_451, l_1942);
const bool l_1955 = l_1953 < l_1951;
const uint l_1956 = uint(l_1955);
const uint l_1957 = l_1954 + l_1956;
const uint l_1958 = l_9 % uint(32);
l_mut_448 = l_1950;
const bool l_1959 = l_1958 > uint(0);
if (l_1959) {
const uint l_1960 = l_1950 >> l_1958;
const uint l_1961 = uint(32) - l_1958;
const uint l_1962 = l_1953 << l_1961;
const uint l_1963 = l_1960 | l_1962;
l_mut_448 = l_1963;
}
l_mut_447 = l_1953;
const bool l_1964 = l_1958 > uint(0);
if (l_1964) {
const uint l_1965 = l_1953 >> l_1958;
const uint l_1966 = uint(32) - l_1958;
const uint l_1967 = l_1957 << l_1966;
const uint l_1968 = l_1965 | l_1967;
l_mut_447 = l_1968;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_1969 = l_9 >= uint(64);
if (l_1969) {
l_mut_446 = l_1957;
l_mut_448 = uint(0);
} else {
const bool l_1970 = l_9 >= uint(32);
if (l_1970) {
l_mut_447 = l_1953;
const bool l_1971 = l_1958 > uint(0);
if (l_1971) {
const uint l_1972 = l_1953 >> l_1958;
const uint l_1973 = uint(32) - l_1958;
const uint l_1974 = l_1957 << l_1973;
const uint l_1975 = l_1972 | l_1974;
l_mut_447 = l_1975;
}
const uint l_1976 = l_1957 >> l_1958;
l_mut_446 = l_mut_447;
l_mut_448 = l_1976;
}
}
l_mut_452 = l_mut_446;
l_mut_451 = l_mut_448;
if (l_1944) {
const uint l_1977 = uint(0) - l_mut_452;
const uint l_1978 = uint(0) - l_mut_451;
const bool l_1979 = uint(0) < l_mut_452;
const uint l_1980 = uint(l_1979);
const uint l_1981 = l_1978 - l_1980;
l_mut_452 = l_1977;
l_mut_451 = l_1981;
}
l_mut_1847 = l_mut_452;
l_mut_1511 = l_mut_451;
} else {
const uint l_1982 = l_62 >> uint(31);
const bool l_1983 = l_1982 == uint(1);
l_mut_452 = l_59;
l_mut_451 = l_62;
if (l_1983) {
const uint l_1984 = uint(0) - l_59;
const uint l_1985 = uint(0) - l_62;
const bool l_1986 = uint(0) < l_59;
const uint l_1987 = uint(l_1986);
const uint l_1988 = l_1985 - l_1987;
l_mut_452 = l_1984;
l_mut_451 = l_1988;
}
const uint l_1989 = l_mut_452 * l_mut_1931;
const uint l_1990 = l_mut_451 * l_mut_1931;
const uint l_1991 = __umulhi(l_mut_452, l_mut_1931);
const uint l_1992 = l_1991 + l_1990;
const uint l_1993 = __umulhi(l_mut_451, l_mut_1931);
const bool l_1994 = l_1992 < l_1990;
const uint l_1995 = uint(l_1994);
const uint l_1996 = l_1993 + l_1995;
const uint l_1997 = uint(0) % uint(32);
l_mut_448 = l_1989;
const bool l_1998 = l_1997 > uint(0);
if (l_1998) {
const uint l_1999 = l_1989 >> l_1997;
const uint l_2000 = uint(32) - l_1997;
const uint l_2001 = l_1992 << l_2000;
const uint l_2002 = l_1999 | l_2001;
l_mut_448 = l_2002;
}
l_mut_447 = l_1992;
const bool l_2003 = l_1997 > uint(0);
if (l_2003) {
const uint l_2004 = l_1992 >> l_1997;
const uint l_2005 = uint(32) - l_1997;
const uint l_2006 = l_1996 << l_2005;
const uint l_2007 = l_2004 | l_2006;
l_mut_447 = l_2007;
}
l_mut_446 = l_mut_448;
l_mut_448 = l_mut_447;
const bool l_2008 = uint(0) >= uint(64);
if (l_2008) {
l_mut_446 = l_1996;
l_mut_448 = uint(0);
} else {
const bool l_2009 = uint(0) >= uint(32);
if (l_2009) {
l_mut_447 = l_1992;
const bool l_2010 = l_1997 > uint(0);
if (l_2010) {
const uint l_2011 = l_1992 >> l_1997;
const uint l_2012 = uint(32) - l_1997;
const uint l_2013 = l_1996 << l_2012;
const uint l_2014 = l_2011 | l_2013;
l_mut_447 = l_2014;
}
const uint l_2015 = l_1996 >> l_1997;
l_mut_446 = l_mut_447;
l_mut_448 = l_2015;
}
}
const uint l_2016 = l_mut_452 * l_mut_1931;
const uint l_2017 = l_mut_451 * l_mut_1931;
const uint l_2018 = __umulhi(l_mut_452, l_mut_1931);
const uint l_2019 = l_2018 + l_2017;
const uint l_2020 = __umulhi(l_mut_451, l_mut_1931);
const bool l_2021 = l_2019 < l_2017;
const uint l_2022 = uint(l_2021);
const uint l_2023 = l_2020 + l_2022;
const uint l_2024 = uint(64) % uint(32);
l_mut_447 = l_2016;
const bool l_2025 = l_2024 > uint(0);
if (l_2025) {
const uint l_2026 = l_2016 >> l_2024;
const uint l_2027 = uint(32) - l_2024;
const uint l_2028 = l_2019 << l_2027;
const uint l_2029 = l_2026 | l_2028;
l_mut_447 = l_2029;
}
l_mut_435 = l_2019;
const bool l_2030 = l_2024 > uint(0);
if (l_2030) {
const uint l_2031 = l_2019 >> l_2024;
const uint l_2032 = uint(32) - l_2024;
const uint l_2033 = l_2023 << l_2032;
const uint l_2034 = l_2031 | l_2033;
l_mut_435 = l_2034;
}
l_mut_428 = l_mut_447;
l_mut_447 = l_mut_435;
const bool l_2035 = uint(64) >= uint(64);
if (l_2035) {
l_mut_428 = l_2023;
l_mut_447 = uint(0);
} else {
const bool l_2036 = uint(64) >= uint(32);
if (l_2036) {
l_mut_435 = l_2019;
const bool l_2037 = l_2024 > uint(0);
if (l_2037) {
const uint l_2038 = l_2019 >> l_2024;
const uint l_2039 = uint(32) - l_2024;
const uint l_2040 = l_2023 << l_2039;
const uint l_2041 = l_2038 | l_2040;
l_mut_435 = l_2041;
}
const uint l_2042 = l_2023 >> l_2024;
l_mut_428 = l_mut_435;
l_mut_447 = l_2042;
}
}
const uint l_2043 = l_mut_446 * l_mut_1931;
const uint l_2044 = l_mut_448 * l_mut_1931;
const uint l_2045 = __umulhi(l_mut_446, l_mut_1931);
const uint l_2046 = l_2045 + l_2044;
const uint l_2047 = __umulhi(l_mut_448, l_mut_1931);
const bool l_2048 = l_2046 < l_2044;
const uint l_2049 = uint(l_2048);
const uint l_2050 = l_2047 + l_2049;
const uint l_2051 = uint(0) % uint(32);
l_mut_452 = l_2043;
const bool l_2052 = l_2051 > uint(0);
if (l_2052) {
const uint l_2053 = l_2043 >> l_2051;
const uint l_2054 = uint(32) - l_2051;
const uint l_2055 = l_2046 << l_2054;
const uint l_2056 = l_2053 | l_2055;
l_mut_452 = l_2056;
}
l_mut_451 = l_2046;
const bool l_2057 = l_2051 > uint(0);
if (l_2057) {
const uint l_2058 = l_2046 >> l_2051;
const uint l_2059 = uint(32) - l_2051;
const uint l_2060 = l_2050 << l_2059;
const uint l_2061 = l_2058 | l_2060;
l_mut_451 = l_2061;
}
l_mut_435 = l_mut_452;
l_mut_452 = l_mut_451;
const bool l_2062 = uint(0) >= uint(64);
if (l_2062) {
l_mut_435 = l_2050;
l_mut_452 = uint(0);
} else {
const bool l_2063 = uint(0) >= uint(32);
if (l_2063) {
l_mut_451 = l_2046;
const bool l_2064 = l_2051 > uint(0);
if (l_2064) {
const uint l_2065 = l_2046 >> l_2051;
const uint l_2066 = uint(32) - l_2051;
const uint l_2067 = l_2050 << l_2066;
const uint l_2068 = l_2065 | l_2067;
l_mut_451 = l_2068;
}
const uint l_2069 = l_2050 >> l_2051;
l_mut_435 = l_mut_451;
l_mut_452 = l_2069;
}
}
const uint l_2070 = l_mut_446 * l_mut_1931;
const uint l_2071 = l_mut_448 * l_mut_1931;
const uint l_2072 = __umulhi(l_mut_446, l_mut_1931);
const uint l_2073 = l_2072 + l_2071;
const uint l_2074 = __umulhi(l_mut_448, l_mut_1931);
const bool l_2075 = l_2073 < l_2071;
const uint l_2076 = uint(l_2075);
const uint l_2077 = l_2074 + l_2076;
const uint l_2078 = uint(64) % uint(32);
l_mut_451 = l_2070;
const bool l_2079 = l_2078 > uint(0);
if (l_2079) {
const uint l_2080 = l_2070 >> l_2078;
const uint l_2081 = uint(32) - l_2078;
const uint l_2082 = l_2073 << l_2081;
const uint l_2083 = l_2080 | l_2082;
l_mut_451 = l_2083;
}
l_mut_401 = l_2073;
const bool l_2084 = l_2078 > uint(0);
if (l_2084) {
const uint l_2085 = l_2073 >> l_2078;
const uint l_2086 = uint(32) - l_2078;
const uint l_2087 = l_2077 << l_2086;
const uint l_2088 = l_2085 | l_2087;
l_mut_401 = l_2088;
}
l_mut_395 = l_mut_451;
l_mut_451 = l_mut_401;
const bool l_2089 = uint(64) >= uint(64);
if (l_2089) {
l_mut_395 = l_2077;
l_mut_451 = uint(0);
} else {
const bool l_2090 = uint(64) >= uint(32);
if (l_2090) {
l_mut_401 = l_2073;
const bool l_2091 = l_2078 > uint(0);
if (l_2091) {
const uint l_2092 = l_2073 >> l_2078;
const uint l_2093 = uint(32) - l_2078;
const uint l_2094 = l_2077 << l_2093;
const uint l_2095 = l_2092 | l_2094;
l_mut_401 = l_2095;
}
const uint l_2096 = l_2077 >> l_2078;
l_mut_395 = l_mut_401;
l_mut_451 = l_2096;
}
}
const uint l_2097 = l_mut_428 * l_mut_1931;
const uint l_2098 = __umulhi(l_mut_428, l_mut_1931);
const uint l_2099 = l_mut_447 * l_mut_1931;
const uint l_2100 = l_2098 + l_2099;
const uint l_2101 = l_mut_395 + l_2097;
const uint l_2102 = l_mut_451 + l_2100;
const bool l_2103 = l_2101 < l_mut_395;
const uint l_2104 = uint(l_2103);
const uint l_2105 = l_2102 + l_2104;
l_mut_1847 = l_mut_435;
l_mut_1511 = l_mut_452;
const bool l_2106 = l_9 == uint(64);
if (l_2106) {
l_mut_1847 = l_2101;
l_mut_1511 = l_2105;
} else {
const bool l_2107 = l_9 > uint(0);
if (l_2107) {
const uint l_2108 = uint(64) - l_9;
l_mut_451 = l_2101;
l_mut_448 = l_2105;
const bool l_2109 = l_2108 >= uint(32);
if (l_2109) {
const uint l_2110 = l_2108 & uint(31);
const uint l_2111 = l_2101 << l_2110;
l_mut_451 = uint(0);
l_mut_448 = l_2111;
} else {
const bool l_2112 = l_2108 > uint(0);
if (l_2112) {
const uint l_2113 = l_2101 << l_2108;
const uint l_2114 = l_2105 << l_2108;
const uint l_2115 = uint(32) - l_2108;
const uint l_2116 = l_2101 >> l_2115;
const uint l_2117 = l_2114 | l_2116;
l_mut_451 = l_2113;
l_mut_448 = l_2117;
}
}
l_mut_447 = l_mut_435;
l_mut_446 = l_mut_452;
const bool l_2118 = l_9 >= uint(32);
if (l_2118) {
const uint l_2119 = l_9 & uint(31);
const uint l_2120 = l_mut_452 >> l_2119;
l_mut_447 = l_2120;
l_mut_446 = uint(0);
} else {
const bool l_2121 = l_9 > uint(0);
if (l_2121) {
l_mut_428 = l_mut_435;
const bool l_2122 = l_9 > uint(0);
if (l_2122) {
const uint l_2123 = l_mut_435 >> l_9;
const uint l_2124 = uint(32) - l_9;
const uint l_2125 = l_mut_452 << l_2124;
const uint l_2126 = l_2123 | l_2125;
l_mut_428 = l_2126;
}
const uint l_2127 = l_mut_452 >> l_9;
l_mut_447 = l_mut_428;
l_mut_446 = l_2127;
}
}
const uint l_2128 = l_mut_451 + l_mut_447;
const uint l_2129 = l_mut_448 + l_mut_446;
const bool l_2130 = l_2128 < l_mut_451;
const uint l_2131 = uint(l_2130);
const uint l_2132 = l_2129 + l_2131;
l_mut_1847 = l_2128;
l_mut_1511 = l_2132;
}
}
if (l_1983) {
const uint l_2133 = uint(0) - l_mut_1847;
const uint l_2134 = uint(0) - l_mut_1511;
const bool l_2135 = uint(0) < l_mut_1847;
const uint l_2136 = uint(l_2135);
const uint l_2137 = l_2134 - l_2136;
l_mut_1847 = l_2133;
l_mut_1511 = l_2137;
}
}
const uint l_2138 = l_1936 + l_mut_1847;
const uint l_2139 = l_1940 + l_mut_1511;
const bool l_2140 = l_2138 < l_1936;
const uint l_2141 = uint(l_2140);
const uint l_2142 = l_2139 + l_2141;
const uint l_2143 = uint(0) - l_2138;
const uint l_2144 = uint(0) - l_2142;
const bool l_2145 = uint(0) < l_2138;
const uint l_2146 = uint(l_2145);
const uint l_2147 = l_2144 - l_2146;
l_mut_1847 = l_2143;
l_mut_1511 = l_2147;
const bool l_2148 = l_2142 < l_mut_1511;
const bool l_2149 = l_2142 == l_mut_1511;
const bool l_2150 = l_2138 < l_mut_1847;
const bool l_2151 = l_2149 && l_2150;
const bool l_2152 = l_2148 || l_2151;
if (l_2152) {
l_mut_1847 = l_2138;
l_mut_1511 = l_2142;
}
const bool l_2153 = l_mut_1511 < l_17;
const bool l_2154 = l_mut_1511 == l_17;
const bool l_2155 = l_mut_1847 < l_14;
const bool l_2156 = l_2154 && l_2155;
const bool l_2157 = l_2153 || l_2156;
const uint l_2158 = uint(l_2157);
l_mut_1852 = l_mut_1852 + l_2158;
}
l_mut_457 = l_mut_457 + l_mut_1852;
}
}
const bool l_2159 = l_mut_795 > uint(0);
if (l_2159) {
const uint l_2512 = info.static_meta[uint(5)];
const uint l_2513 = l_2512 * uint(1);
const uint l_2514 = l_2513 - uint(1);
const uint l_2515 = min(uint(1), l_2514);
device atomic_uint* l_2516 = &buffer_5[l_2515];
atomic_uint* l_2160 = l_2516;
const uint l_2161 = atomic_fetch_add_explicit(l_2160, l_mut_795, memory_order_relaxed);
}
const bool l_2162 = l_mut_457 > uint(0);
if (l_2162) {
const uint l_2517 = info.static_meta[uint(5)];
const uint l_2518 = l_2517 * uint(1);
const uint l_2519 = l_2518 - uint(1);
const uint l_2520 = min(uint(2), l_2519);
device atomic_uint* l_2521 = &buffer_5[l_2520];
atomic_uint* l_2163 = l_2521;
const uint l_2164 = atomic_fetch_add_explicit(l_2163, l_mut_457, memory_order_relaxed);
l_mut_1852 = l_2164;

for (uint l_mut_2165 = uint(0); l_mut_2165 < uint(8); ++l_mut_2165) {
const uint l_2166 = l_mut_800 >> l_mut_2165;
const uint l_2167 = l_2166 & uint(1);
const bool l_2168 = l_2167 == uint(1);
if (l_2168) {
const uint l_2169 = l_mut_2165 * l_877;
const uint l_2170 = l_2169 + l_877;
const uint l_2171 = min(l_2170, l_46);
l_mut_1847 = l_mut_1852;

for (uint l_mut_2172 = l_2169; l_mut_2172 < l_2171; ++l_mut_2172) {
const uint l_2173 = l_49 * l_mut_2172;
const uint l_2174 = __umulhi(l_49, l_mut_2172);
const uint l_2175 = l_52 * l_mut_2172;
const uint l_2176 = l_2174 + l_2175;
const uint l_2177 = l_54 + l_2173;
const uint l_2178 = l_57 + l_2176;
const bool l_2179 = l_2177 < l_54;
const uint l_2180 = uint(l_2179);
const uint l_2181 = l_2178 + l_2180;
l_mut_1511 = uint(0);
l_mut_795 = uint(0);
const bool l_2182 = l_mut_2172 < uint(65536);
if (l_2182) {
const uint l_2183 = l_mut_2172 * l_mut_2172;
const uint l_2184 = l_62 >> uint(31);
const bool l_2185 = l_2184 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2185) {
const uint l_2186 = uint(0) - l_59;
const uint l_2187 = uint(0) - l_62;
const bool l_2188 = uint(0) < l_59;
const uint l_2189 = uint(l_2188);
const uint l_2190 = l_2187 - l_2189;
l_mut_457 = l_2186;
l_mut_452 = l_2190;
}
const uint l_2191 = l_mut_457 * l_2183;
const uint l_2192 = l_mut_452 * l_2183;
const uint l_2193 = __umulhi(l_mut_457, l_2183);
const uint l_2194 = l_2193 + l_2192;
const uint l_2195 = __umulhi(l_mut_452, l_2183);
const bool l_2196 = l_2194 < l_2192;
const uint l_2197 = uint(l_2196);
const uint l_2198 = l_2195 + l_2197;
const uint l_2199 = l_9 % uint(32);
l_mut_451 = l_2191;
const bool l_2200 = l_2199 > uint(0);
if (l_2200) {
const uint l_2201 = l_2191 >> l_2199;
const uint l_2202 = uint(32) - l_2199;
const uint l_2203 = l_2194 << l_2202;
const uint l_2204 = l_2201 | l_2203;
l_mut_451 = l_2204;
}
l_mut_448 = l_2194;
const bool l_2205 = l_2199 > uint(0);
if (l_2205) {
const uint l_2206 = l_2194 >> l_2199;
const uint l_2207 = uint(32) - l_2199;
const uint l_2208 = l_2198 << l_2207;
const uint l_2209 = l_2206 | l_2208;
l_mut_448 = l_2209;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2210 = l_9 >= uint(64);
if (l_2210) {
l_mut_447 = l_2198;
l_mut_451 = uint(0);
} else {
const bool l_2211 = l_9 >= uint(32);
if (l_2211) {
l_mut_448 = l_2194;
const bool l_2212 = l_2199 > uint(0);
if (l_2212) {
const uint l_2213 = l_2194 >> l_2199;
const uint l_2214 = uint(32) - l_2199;
const uint l_2215 = l_2198 << l_2214;
const uint l_2216 = l_2213 | l_2215;
l_mut_448 = l_2216;
}
const uint l_2217 = l_2198 >> l_2199;
l_mut_447 = l_mut_448;
l_mut_451 = l_2217;
}
}
l_mut_457 = l_mut_447;
l_mut_452 = l_mut_451;
if (l_2185) {
const uint l_2218 = uint(0) - l_mut_457;
const uint l_2219 = uint(0) - l_mut_452;
const bool l_2220 = uint(0) < l_mut_457;
const uint l_2221 = uint(l_2220);
const uint l_2222 = l_2219 - l_2221;
l_mut_457 = l_2218;
l_mut_452 = l_2222;
}
l_mut_1511 = l_mut_457;
l_mut_795 = l_mut_452;
} else {
const uint l_2223 = l_62 >> uint(31);
const bool l_2224 = l_2223 == uint(1);
l_mut_457 = l_59;
l_mut_452 = l_62;
if (l_2224) {
const uint l_2225 = uint(0) - l_59;
const uint l_2226 = uint(0) - l_62;
const bool l_2227 = uint(0) < l_59;
const uint l_2228 = uint(l_2227);
const uint l_2229 = l_2226 - l_2228;
l_mut_457 = l_2225;
l_mut_452 = l_2229;
}
const uint l_2230 = l_mut_457 * l_mut_2172;
const uint l_2231 = l_mut_452 * l_mut_2172;
const uint l_2232 = __umulhi(l_mut_457, l_mut_2172);
const uint l_2233 = l_2232 + l_2231;
const uint l_2234 = __umulhi(l_mut_452, l_mut_2172);
const bool l_2235 = l_2233 < l_2231;
const uint l_2236 = uint(l_2235);
const uint l_2237 = l_2234 + l_2236;
const uint l_2238 = uint(0) % uint(32);
l_mut_451 = l_2230;
const bool l_2239 = l_2238 > uint(0);
if (l_2239) {
const uint l_2240 = l_2230 >> l_2238;
const uint l_2241 = uint(32) - l_2238;
const uint l_2242 = l_2233 << l_2241;
const uint l_2243 = l_2240 | l_2242;
l_mut_451 = l_2243;
}
l_mut_448 = l_2233;
const bool l_2244 = l_2238 > uint(0);
if (l_2244) {
const uint l_2245 = l_2233 >> l_2238;
const uint l_2246 = uint(32) - l_2238;
const uint l_2247 = l_2237 << l_2246;
const uint l_2248 = l_2245 | l_2247;
l_mut_448 = l_2248;
}
l_mut_447 = l_mut_451;
l_mut_451 = l_mut_448;
const bool l_2249 = uint(0) >= uint(64);
if (l_2249) {
l_mut_447 = l_2237;
l_mut_451 = uint(0);
} else {
const bool l_2250 = uint(0) >= uint(32);
if (l_2250) {
l_mut_448 = l_2233;
const bool l_2251 = l_2238 > uint(0);
if (l_2251) {
const uint l_2252 = l_2233 >> l_2238;
const uint l_2253 = uint(32) - l_2238;
const uint l_2254 = l_2237 << l_2253;
const uint l_2255 = l_2252 | l_2254;
l_mut_448 = l_2255;
}
const uint l_2256 = l_2237 >> l_2238;
l_mut_447 = l_mut_448;
l_mut_451 = l_2256;
}
}
const uint l_2257 = l_mut_457 * l_mut_2172;
const uint l_2258 = l_mut_452 * l_mut_2172;
const uint l_2259 = __umulhi(l_mut_457, l_mut_2172);
const uint l_2260 = l_2259 + l_2258;
const uint l_2261 = __umulhi(l_mut_452, l_mut_2172);
const bool l_2262 = l_2260 < l_2258;
const uint l_2263 = uint(l_2262);
const uint l_2264 = l_2261 + l_2263;
const uint l_2265 = uint(64) % uint(32);
l_mut_448 = l_2257;
const bool l_2266 = l_2265 > uint(0);
if (l_2266) {
const uint l_2267 = l_2257 >> l_2265;
const uint l_2268 = uint(32) - l_2265;
const uint l_2269 = l_2260 << l_2268;
const uint l_2270 = l_2267 | l_2269;
l_mut_448 = l_2270;
}
l_mut_446 = l_2260;
const bool l_2271 = l_2265 > uint(0);
if (l_2271) {
const uint l_2272 = l_2260 >> l_2265;
const uint l_2273 = uint(32) - l_2265;
const uint l_2274 = l_2264 << l_2273;
const uint l_2275 = l_2272 | l_2274;
l_mut_446 = l_2275;
}
l_mut_435 = l_mut_448;
l_mut_448 = l_mut_446;
const bool l_2276 = uint(64) >= uint(64);
if (l_2276) {
l_mut_435 = l_2264;
l_mut_448 = uint(0);
} else {
const bool l_2277 = uint(64) >= uint(32);
if (l_2277) {
l_mut_446 = l_2260;
const bool l_2278 = l_2265 > uint(0);
if (l_2278) {
const uint l_2279 = l_2260 >> l_2265;
const uint l_2280 = uint(32) - l_2265;
const uint l_2281 = l_2264 << l_2280;
const uint l_2282 = l_2279 | l_2281;
l_mut_446 = l_2282;
}
const uint l_2283 = l_2264 >> l_2265;
l_mut_435 = l_mut_446;
l_mut_448 = l_2283;
}
}
const uint l_2284 = l_mut_447 * l_mut_2172;
const uint l_2285 = l_mut_451 * l_mut_2172;
const uint l_2286 = __umulhi(l_mut_447, l_mut_2172);
const uint l_2287 = l_2286 + l_2285;
const uint l_2288 = __umulhi(l_mut_451, l_mut_2172);
const bool l_2289 = l_2287 < l_2285;
const uint l_2290 = uint(l_2289);
const uint l_2291 = l_2288 + l_2290;
const uint l_2292 = uint(0) % uint(32);
l_mut_457 = l_2284;
const bool l_2293 = l_2292 > uint(0);
if (l_2293) {
const uint l_2294 = l_2284 >> l_2292;
const uint l_2295 = uint(32) - l_2292;
const uint l_2296 = l_2287 << l_2295;
const uint l_2297 = l_2294 | l_2296;
l_mut_457 = l_2297;
}
l_mut_452 = l_2287;
const bool l_2298 = l_2292 > uint(0);
if (l_2298) {
const uint l_2299 = l_2287 >> l_2292;
const uint l_2300 = uint(32) - l_2292;
const uint l_2301 = l_2291 << l_2300;
const uint l_2302 = l_2299 | l_2301;
l_mut_452 = l_2302;
}
l_mut_446 = l_mut_457;
l_mut_457 = l_mut_452;
const bool l_2303 = uint(0) >= uint(64);
if (l_2303) {
l_mut_446 = l_2291;
l_mut_457 = uint(0);
} else {
const bool l_2304 = uint(0) >= uint(32);
if (l_2304) {
l_mut_452 = l_2287;
const bool l_2305 = l_2292 > uint(0);
if (l_2305) {
const uint l_2306 = l_2287 >> l_2292;
const uint l_2307 = uint(32) - l_2292;
const uint l_2308 = l_2291 << l_2307;
const uint l_2309 = l_2306 | l_2308;
l_mut_452 = l_2309;
}
const uint l_2310 = l_2291 >> l_2292;
l_mut_446 = l_mut_452;
l_mut_457 = l_2310;
}
}
const uint l_2311 = l_mut_447 * l_mut_2172;
const uint l_2312 = l_mut_451 * l_mut_2172;
const uint l_2313 = __umulhi(l_mut_447, l_mut_2172);
const uint l_2314 = l_2313 + l_2312;
const uint l_2315 = __umulhi(l_mut_451, l_mut_2172);
const bool l_2316 = l_2314 < l_2312;
const uint l_2317 = uint(l_2316);
const uint l_2318 = l_2315 + l_2317;
const uint l_2319 = uint(64) % uint(32);
l_mut_452 = l_2311;
const bool l_2320 = l_2319 > uint(0);
if (l_2320) {
const uint l_2321 = l_2311 >> l_2319;
const uint l_2322 = uint(32) - l_2319;
const uint l_2323 = l_2314 << l_2322;
const uint l_2324 = l_2321 | l_2323;
l_mut_452 = l_2324;
}
l_mut_428 = l_2314;
const bool l_2325 = l_2319 > uint(0);
if (l_2325) {
const uint l_2326 = l_2314 >> l_2319;
const uint l_2327 = uint(32) - l_2319;
const uint l_2328 = l_2318 << l_2327;
const uint l_2329 = l_2326 | l_2328;
l_mut_428 = l_2329;
}
l_mut_401 = l_mut_452;
l_mut_452 = l_mut_428;
const bool l_2330 = uint(64) >= uint(64);
if (l_2330) {
l_mut_401 = l_2318;
l_mut_452 = uint(0);
} else {
const bool l_2331 = uint(64) >= uint(32);
if (l_2331) {
l_mut_428 = l_2314;
const bool l_2332 = l_2319 > uint(0);
if (l_2332) {
const uint l_2333 = l_2314 >> l_2319;
const uint l_2334 = uint(32) - l_2319;
const uint l_2335 = l_2318 << l_2334;
const uint l_2336 = l_2333 | l_2335;
l_mut_428 = l_2336;
}
const uint l_2337 = l_2318 >> l_2319;
l_mut_401 = l_mut_428;
l_mut_452 = l_2337;
}
}
const uint l_2338 = l_mut_435 * l_mut_2172;
const uint l_2339 = __umulhi(l_mut_435, l_mut_2172);
const uint l_2340 = l_mut_448 * l_mut_2172;
const uint l_2341 = l_2339 + l_2340;
const uint l_2342 = l_mut_401 + l_2338;
const uint l_2343 = l_mut_452 + l_2341;
const bool l_2344 = l_2342 < l_mut_401;
const uint l_2345 = uint(l_2344);
const uint l_2346 = l_2343 + l_2345;
l_mut_1511 = l_mut_446;
l_mut_795 = l_mut_457;
const bool l_2347 = l_9 == uint(64);
if (l_2347) {
l_mut_1511 = l_2342;
l_mut_795 = l_2346;
} else {
const bool l_2348 = l_9 > uint(0);
if (l_2348) {
const uint l_2349 = uint(64) - l_9;
l_mut_452 = l_2342;
l_mut_451 = l_2346;
const bool l_2350 = l_2349 >= uint(32);
if (l_2350) {
const uint l_2351 = l_2349 & uint(31);
const uint l_2352 = l_2342 << l_2351;
l_mut_452 = uint(0);
l_mut_451 = l_2352;
} else {
const bool l_2353 = l_2349 > uint(0);
if (l_2353) {
const uint l_2354 = l_2342 << l_2349;
const uint l_2355 = l_2346 << l_2349;
const uint l_2356 = uint(32) - l_2349;
const uint l_2357 = l_2342 >> l_2356;
const uint l_2358 = l_2355 | l_2357;
l_mut_452 = l_2354;
l_mut_451 = l_2358;
}
}
l_mut_448 = l_mut_446;
l_mut_447 = l_mut_457;
const bool l_2359 = l_9 >= uint(32);
if (l_2359) {
const uint l_2360 = l_9 & uint(31);
const uint l_2361 = l_mut_457 >> l_2360;
l_mut_448 = l_2361;
l_mut_447 = uint(0);
} else {
const bool l_2362 = l_9 > uint(0);
if (l_2362) {
l_mut_435 = l_mut_446;
const bool l_2363 = l_9 > uint(0);
if (l_2363) {
const uint l_2364 = l_mut_446 >> l_9;
const uint l_2365 = uint(32) - l_9;
const uint l_2366 = l_mut_457 << l_2365;
const uint l_2367 = l_2364 | l_2366;
l_mut_435 = l_2367;
}
const uint l_2368 = l_mut_457 >> l_9;
l_mut_448 = l_mut_435;
l_mut_447 = l_2368;
}
}
const uint l_2369 = l_mut_452 + l_mut_448;
const uint l_2370 = l_mut_451 + l_mut_447;
const bool l_2371 = l_2369 < l_mut_452;
const uint l_2372 = uint(l_2371);
const uint l_2373 = l_2370 + l_2372;
l_mut_1511 = l_2369;
l_mut_795 = l_2373;
}
}
if (l_2224) {
const uint l_2374 = uint(0) - l_mut_1511;
const uint l_2375 = uint(0) - l_mut_795;
const bool l_2376 = uint(0) < l_mut_1511;
const uint l_2377 = uint(l_2376);
const uint l_2378 = l_2375 - l_2377;
l_mut_1511 = l_2374;
l_mut_795 = l_2378;
}
}
const uint l_2379 = l_2177 + l_mut_1511;
const uint l_2380 = l_2181 + l_mut_795;
const bool l_2381 = l_2379 < l_2177;
const uint l_2382 = uint(l_2381);
const uint l_2383 = l_2380 + l_2382;
const uint l_2384 = uint(0) - l_2379;
const uint l_2385 = uint(0) - l_2383;
const bool l_2386 = uint(0) < l_2379;
const uint l_2387 = uint(l_2386);
const uint l_2388 = l_2385 - l_2387;
l_mut_1511 = l_2384;
l_mut_795 = l_2388;
const bool l_2389 = l_2383 < l_mut_795;
const bool l_2390 = l_2383 == l_mut_795;
const bool l_2391 = l_2379 < l_mut_1511;
const bool l_2392 = l_2390 && l_2391;
const bool l_2393 = l_2389 || l_2392;
if (l_2393) {
l_mut_1511 = l_2379;
l_mut_795 = l_2383;
}
const bool l_2394 = l_mut_795 < l_17;
const bool l_2395 = l_mut_795 == l_17;
const bool l_2396 = l_mut_1511 < l_14;
const bool l_2397 = l_2395 && l_2396;
const bool l_2398 = l_2394 || l_2397;
if (l_2398) {
const uint l_2399 = l_mut_1847 * uint(2);
const uint l_2400 = l_2399 + uint(1);
const uint l_2401 = info.static_meta[uint(10)];
const bool l_2402 = l_2400 < l_2401;
if (l_2402) {
const uint l_2522 = info.static_meta[uint(4)];
const uint l_2523 = l_2522 * uint(1);
const bool l_2524 = l_2399 < l_2523;
if (l_2524) {
buffer_4[l_2399] = thread_index_in_grid;
}
const uint l_2403 = l_2399 + uint(1);
const uint l_2525 = info.static_meta[uint(4)];
const uint l_2526 = l_2525 * uint(1);
const bool l_2527 = l_2403 < l_2526;
if (l_2527) {
buffer_4[l_2403] = l_mut_2172;
}
}
l_mut_1847 = l_mut_1847 + uint(1);
}
}
l_mut_1852 = l_mut_1847;
}
}
}
}
}

}
