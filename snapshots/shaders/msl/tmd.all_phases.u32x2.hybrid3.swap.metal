
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
bool l_mut_350;
bool l_mut_357;
bool l_mut_628;
bool l_mut_652;
uint l_mut_102;
uint l_mut_145;
uint l_mut_1487;
uint l_mut_151;
uint l_mut_1823;
uint l_mut_1828;
uint l_mut_213;
uint l_mut_219;
uint l_mut_269;
uint l_mut_275;
uint l_mut_382;
uint l_mut_388;
uint l_mut_394;
uint l_mut_40;
uint l_mut_421;
uint l_mut_428;
uint l_mut_439;
uint l_mut_440;
uint l_mut_441;
uint l_mut_444;
uint l_mut_445;
uint l_mut_450;
uint l_mut_75;
uint l_mut_788;
uint l_mut_793;
uint l_mut_90;
uint l_mut_96;
const bool l_0 = thread_index_in_grid == uint(0);
if (l_0) {
const uint l_2464 = info.static_meta[uint(5)];
const uint l_2465 = l_2464 * uint(1);
const uint l_2466 = l_2465 - uint(1);
const uint l_2467 = min(uint(3), l_2466);
device atomic_uint* l_2468 = &buffer_5[l_2467];
atomic_uint* l_1 = l_2468;
const uint l_2 = atomic_fetch_add_explicit(l_1, uint(1), memory_order_relaxed);
}
const uint l_3 = uint(2) * uint(0);
const uint l_2380 = info.static_meta[uint(3)];
const uint l_2381 = l_2380 * uint(1);
const bool l_2382 = l_3 < l_2381;
const uint l_2383 = l_2381 - uint(1);
const uint l_2384 = min(l_3, l_2383);
const uint l_2385 = buffer_3[l_2384];
const uint l_2386 = (l_2382) ? l_2385 : uint(0);
const uint l_4 = l_2386;
const uint l_5 = uint(2) * uint(0);
const uint l_6 = l_5 + uint(1);
const uint l_2387 = info.static_meta[uint(3)];
const uint l_2388 = l_2387 * uint(1);
const bool l_2389 = l_6 < l_2388;
const uint l_2390 = l_2388 - uint(1);
const uint l_2391 = min(l_6, l_2390);
const uint l_2392 = buffer_3[l_2391];
const uint l_2393 = (l_2389) ? l_2392 : uint(0);
const uint l_7 = l_2393;
const uint l_8 = uint(2) * uint(1);
const uint l_2394 = info.static_meta[uint(3)];
const uint l_2395 = l_2394 * uint(1);
const bool l_2396 = l_8 < l_2395;
const uint l_2397 = l_2395 - uint(1);
const uint l_2398 = min(l_8, l_2397);
const uint l_2399 = buffer_3[l_2398];
const uint l_2400 = (l_2396) ? l_2399 : uint(0);
const uint l_9 = l_2400;
const uint l_10 = uint(2) * uint(1);
const uint l_11 = l_10 + uint(1);
const uint l_2401 = info.static_meta[uint(3)];
const uint l_2402 = l_2401 * uint(1);
const bool l_2403 = l_11 < l_2402;
const uint l_2404 = l_2402 - uint(1);
const uint l_2405 = min(l_11, l_2404);
const uint l_2406 = buffer_3[l_2405];
const uint l_2407 = (l_2403) ? l_2406 : uint(0);
const uint l_12 = l_2407;
const uint l_13 = uint(2) * uint(2);
const uint l_2408 = info.static_meta[uint(3)];
const uint l_2409 = l_2408 * uint(1);
const bool l_2410 = l_13 < l_2409;
const uint l_2411 = l_2409 - uint(1);
const uint l_2412 = min(l_13, l_2411);
const uint l_2413 = buffer_3[l_2412];
const uint l_2414 = (l_2410) ? l_2413 : uint(0);
const uint l_14 = l_2414;
const uint l_15 = uint(2) * uint(2);
const uint l_16 = l_15 + uint(1);
const uint l_2415 = info.static_meta[uint(3)];
const uint l_2416 = l_2415 * uint(1);
const bool l_2417 = l_16 < l_2416;
const uint l_2418 = l_2416 - uint(1);
const uint l_2419 = min(l_16, l_2418);
const uint l_2420 = buffer_3[l_2419];
const uint l_2421 = (l_2417) ? l_2420 : uint(0);
const uint l_17 = l_2421;
const uint l_18 = uint(2) * uint(3);
const uint l_2422 = info.static_meta[uint(3)];
const uint l_2423 = l_2422 * uint(1);
const bool l_2424 = l_18 < l_2423;
const uint l_2425 = l_2423 - uint(1);
const uint l_2426 = min(l_18, l_2425);
const uint l_2427 = buffer_3[l_2426];
const uint l_2428 = (l_2424) ? l_2427 : uint(0);
const uint l_19 = l_2428;
const uint l_20 = uint(2) * uint(3);
const uint l_21 = l_20 + uint(1);
const uint l_2429 = info.static_meta[uint(3)];
const uint l_2430 = l_2429 * uint(1);
const bool l_2431 = l_21 < l_2430;
const uint l_2432 = l_2430 - uint(1);
const uint l_2433 = min(l_21, l_2432);
const uint l_2434 = buffer_3[l_2433];
const uint l_2435 = (l_2431) ? l_2434 : uint(0);
const uint l_22 = l_2435;
const uint l_23 = uint(2) * uint(4);
const uint l_2436 = info.static_meta[uint(3)];
const uint l_2437 = l_2436 * uint(1);
const bool l_2438 = l_23 < l_2437;
const uint l_2439 = l_2437 - uint(1);
const uint l_2440 = min(l_23, l_2439);
const uint l_2441 = buffer_3[l_2440];
const uint l_2442 = (l_2438) ? l_2441 : uint(0);
const uint l_24 = l_2442;
const uint l_25 = uint(2) * uint(4);
const uint l_26 = l_25 + uint(1);
const uint l_2443 = info.static_meta[uint(3)];
const uint l_2444 = l_2443 * uint(1);
const bool l_2445 = l_26 < l_2444;
const uint l_2446 = l_2444 - uint(1);
const uint l_2447 = min(l_26, l_2446);
const uint l_2448 = buffer_3[l_2447];
const uint l_2449 = (l_2445) ? l_2448 : uint(0);
const uint l_27 = l_2449;
const uint l_28 = uint(2) * uint(5);
const uint l_2450 = info.static_meta[uint(3)];
const uint l_2451 = l_2450 * uint(1);
const bool l_2452 = l_28 < l_2451;
const uint l_2453 = l_2451 - uint(1);
const uint l_2454 = min(l_28, l_2453);
const uint l_2455 = buffer_3[l_2454];
const uint l_2456 = (l_2452) ? l_2455 : uint(0);
const uint l_29 = l_2456;
const uint l_30 = uint(2) * uint(5);
const uint l_31 = l_30 + uint(1);
const uint l_2457 = info.static_meta[uint(3)];
const uint l_2458 = l_2457 * uint(1);
const bool l_2459 = l_31 < l_2458;
const uint l_2460 = l_2458 - uint(1);
const uint l_2461 = min(l_31, l_2460);
const uint l_2462 = buffer_3[l_2461];
const uint l_2463 = (l_2459) ? l_2462 : uint(0);
const uint l_32 = l_2463;
const uint l_33 = uint(2) * thread_index_in_grid;
const uint l_34 = info.static_meta[uint(6)];
const bool l_35 = l_33 < l_34;
const uint l_36 = thread_index_in_grid * l_4;
const uint l_37 = __umulhi(thread_index_in_grid, l_4);
const uint l_38 = uint(0) * l_4;
const uint l_39 = l_37 + l_38;
l_mut_40 = uint(0);
const bool l_41 = l_39 < l_32;
const bool l_42 = l_39 == l_32;
const bool l_43 = l_36 < l_29;
const bool l_44 = l_42 && l_43;
const bool l_45 = l_41 || l_44;
if (l_45) {
const uint l_46 = l_29 - l_36;
const uint l_47 = l_32 - l_39;
const bool l_48 = l_29 < l_36;
const uint l_49 = uint(l_48);
const uint l_50 = l_47 - l_49;
l_mut_40 = l_4;
const bool l_51 = l_50 < uint(0);
const bool l_52 = l_50 == uint(0);
const bool l_53 = l_46 < l_4;
const bool l_54 = l_52 && l_53;
const bool l_55 = l_51 || l_54;
if (l_55) {
l_mut_40 = l_46;
}
}
const uint l_56 = (l_35) ? l_mut_40 : uint(0);
const bool l_57 = l_56 > uint(0);
if (l_57) {
const uint l_58 = uint(2) * thread_index_in_grid;
const uint l_2469 = info.static_meta[uint(0)];
const uint l_2470 = l_2469 * uint(1);
const bool l_2471 = l_58 < l_2470;
const uint l_2472 = l_2470 - uint(1);
const uint l_2473 = min(l_58, l_2472);
const uint l_2474 = buffer_0[l_2473];
const uint l_2475 = (l_2471) ? l_2474 : uint(0);
const uint l_59 = l_2475;
const uint l_60 = uint(2) * thread_index_in_grid;
const uint l_61 = l_60 + uint(1);
const uint l_2476 = info.static_meta[uint(0)];
const uint l_2477 = l_2476 * uint(1);
const bool l_2478 = l_61 < l_2477;
const uint l_2479 = l_2477 - uint(1);
const uint l_2480 = min(l_61, l_2479);
const uint l_2481 = buffer_0[l_2480];
const uint l_2482 = (l_2478) ? l_2481 : uint(0);
const uint l_62 = l_2482;
const uint l_63 = uint(2) * thread_index_in_grid;
const uint l_2483 = info.static_meta[uint(1)];
const uint l_2484 = l_2483 * uint(1);
const bool l_2485 = l_63 < l_2484;
const uint l_2486 = l_2484 - uint(1);
const uint l_2487 = min(l_63, l_2486);
const uint l_2488 = buffer_1[l_2487];
const uint l_2489 = (l_2485) ? l_2488 : uint(0);
const uint l_64 = l_2489;
const uint l_65 = uint(2) * thread_index_in_grid;
const uint l_66 = l_65 + uint(1);
const uint l_2490 = info.static_meta[uint(1)];
const uint l_2491 = l_2490 * uint(1);
const bool l_2492 = l_66 < l_2491;
const uint l_2493 = l_2491 - uint(1);
const uint l_2494 = min(l_66, l_2493);
const uint l_2495 = buffer_1[l_2494];
const uint l_2496 = (l_2492) ? l_2495 : uint(0);
const uint l_67 = l_2496;
const uint l_68 = uint(2) * thread_index_in_grid;
const uint l_2497 = info.static_meta[uint(2)];
const uint l_2498 = l_2497 * uint(1);
const bool l_2499 = l_68 < l_2498;
const uint l_2500 = l_2498 - uint(1);
const uint l_2501 = min(l_68, l_2500);
const uint l_2502 = buffer_2[l_2501];
const uint l_2503 = (l_2499) ? l_2502 : uint(0);
const uint l_69 = l_2503;
const uint l_70 = uint(2) * thread_index_in_grid;
const uint l_71 = l_70 + uint(1);
const uint l_2504 = info.static_meta[uint(2)];
const uint l_2505 = l_2504 * uint(1);
const bool l_2506 = l_71 < l_2505;
const uint l_2507 = l_2505 - uint(1);
const uint l_2508 = min(l_71, l_2507);
const uint l_2509 = buffer_2[l_2508];
const uint l_2510 = (l_2506) ? l_2509 : uint(0);
const uint l_72 = l_2510;
const uint l_73 = l_72 >> uint(31);
const bool l_74 = l_73 == uint(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if (l_74) {
const uint l_76 = uint(0) - l_69;
const uint l_77 = uint(0) - l_72;
const bool l_78 = uint(0) < l_69;
const uint l_79 = uint(l_78);
const uint l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
const uint l_81 = l_mut_40 * l_4;
const uint l_82 = l_mut_75 * l_4;
const uint l_83 = __umulhi(l_mut_40, l_4);
const uint l_84 = l_83 + l_82;
const uint l_85 = __umulhi(l_mut_75, l_4);
const bool l_86 = l_84 < l_82;
const uint l_87 = uint(l_86);
const uint l_88 = l_85 + l_87;
const uint l_89 = l_9 % uint(32);
l_mut_90 = l_81;
const bool l_91 = l_89 > uint(0);
if (l_91) {
const uint l_92 = l_81 >> l_89;
const uint l_93 = uint(32) - l_89;
const uint l_94 = l_84 << l_93;
const uint l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
const bool l_97 = l_89 > uint(0);
if (l_97) {
const uint l_98 = l_84 >> l_89;
const uint l_99 = uint(32) - l_89;
const uint l_100 = l_88 << l_99;
const uint l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
const bool l_103 = l_9 >= uint(64);
if (l_103) {
l_mut_102 = l_88;
l_mut_90 = uint(0);
} else {
const bool l_104 = l_9 >= uint(32);
if (l_104) {
l_mut_96 = l_84;
const bool l_105 = l_89 > uint(0);
if (l_105) {
const uint l_106 = l_84 >> l_89;
const uint l_107 = uint(32) - l_89;
const uint l_108 = l_88 << l_107;
const uint l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
const uint l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if (l_74) {
const uint l_111 = uint(0) - l_mut_96;
const uint l_112 = uint(0) - l_mut_102;
const bool l_113 = uint(0) < l_mut_96;
const uint l_114 = uint(l_113);
const uint l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
const uint l_116 = l_59 + l_mut_96;
const uint l_117 = l_62 + l_mut_102;
const bool l_118 = l_116 < l_59;
const uint l_119 = uint(l_118);
const uint l_120 = l_117 + l_119;
const uint l_121 = l_9 + uint(3);
l_mut_102 = uint(0);
l_mut_96 = uint(0);
const bool l_122 = l_4 < uint(65536);
if (l_122) {
const uint l_123 = l_4 * l_4;
const uint l_124 = l_72 >> uint(31);
const bool l_125 = l_124 == uint(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if (l_125) {
const uint l_126 = uint(0) - l_69;
const uint l_127 = uint(0) - l_72;
const bool l_128 = uint(0) < l_69;
const uint l_129 = uint(l_128);
const uint l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
const uint l_131 = l_mut_90 * l_123;
const uint l_132 = l_mut_75 * l_123;
const uint l_133 = __umulhi(l_mut_90, l_123);
const uint l_134 = l_133 + l_132;
const uint l_135 = __umulhi(l_mut_75, l_123);
const bool l_136 = l_134 < l_132;
const uint l_137 = uint(l_136);
const uint l_138 = l_135 + l_137;
const uint l_139 = l_121 % uint(32);
l_mut_40 = l_131;
const bool l_140 = l_139 > uint(0);
if (l_140) {
const uint l_141 = l_131 >> l_139;
const uint l_142 = uint(32) - l_139;
const uint l_143 = l_134 << l_142;
const uint l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
const bool l_146 = l_139 > uint(0);
if (l_146) {
const uint l_147 = l_134 >> l_139;
const uint l_148 = uint(32) - l_139;
const uint l_149 = l_138 << l_148;
const uint l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
const bool l_152 = l_121 >= uint(64);
if (l_152) {
l_mut_151 = l_138;
l_mut_40 = uint(0);
} else {
const bool l_153 = l_121 >= uint(32);
if (l_153) {
l_mut_145 = l_134;
const bool l_154 = l_139 > uint(0);
if (l_154) {
const uint l_155 = l_134 >> l_139;
const uint l_156 = uint(32) - l_139;
const uint l_157 = l_138 << l_156;
const uint l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
const uint l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if (l_125) {
const uint l_160 = uint(0) - l_mut_145;
const uint l_161 = uint(0) - l_mut_151;
const bool l_162 = uint(0) < l_mut_145;
const uint l_163 = uint(l_162);
const uint l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
const uint l_165 = l_72 >> uint(31);
const bool l_166 = l_165 == uint(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if (l_166) {
const uint l_167 = uint(0) - l_69;
const uint l_168 = uint(0) - l_72;
const bool l_169 = uint(0) < l_69;
const uint l_170 = uint(l_169);
const uint l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
const uint l_172 = l_mut_151 * l_4;
const uint l_173 = l_mut_145 * l_4;
const uint l_174 = __umulhi(l_mut_151, l_4);
const uint l_175 = l_174 + l_173;
const uint l_176 = __umulhi(l_mut_145, l_4);
const bool l_177 = l_175 < l_173;
const uint l_178 = uint(l_177);
const uint l_179 = l_176 + l_178;
const uint l_180 = uint(0) % uint(32);
l_mut_90 = l_172;
const bool l_181 = l_180 > uint(0);
if (l_181) {
const uint l_182 = l_172 >> l_180;
const uint l_183 = uint(32) - l_180;
const uint l_184 = l_175 << l_183;
const uint l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
const bool l_186 = l_180 > uint(0);
if (l_186) {
const uint l_187 = l_175 >> l_180;
const uint l_188 = uint(32) - l_180;
const uint l_189 = l_179 << l_188;
const uint l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
const bool l_191 = uint(0) >= uint(64);
if (l_191) {
l_mut_40 = l_179;
l_mut_90 = uint(0);
} else {
const bool l_192 = uint(0) >= uint(32);
if (l_192) {
l_mut_75 = l_175;
const bool l_193 = l_180 > uint(0);
if (l_193) {
const uint l_194 = l_175 >> l_180;
const uint l_195 = uint(32) - l_180;
const uint l_196 = l_179 << l_195;
const uint l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
const uint l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
const uint l_199 = l_mut_151 * l_4;
const uint l_200 = l_mut_145 * l_4;
const uint l_201 = __umulhi(l_mut_151, l_4);
const uint l_202 = l_201 + l_200;
const uint l_203 = __umulhi(l_mut_145, l_4);
const bool l_204 = l_202 < l_200;
const uint l_205 = uint(l_204);
const uint l_206 = l_203 + l_205;
const uint l_207 = uint(64) % uint(32);
l_mut_75 = l_199;
const bool l_208 = l_207 > uint(0);
if (l_208) {
const uint l_209 = l_199 >> l_207;
const uint l_210 = uint(32) - l_207;
const uint l_211 = l_202 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
const bool l_214 = l_207 > uint(0);
if (l_214) {
const uint l_215 = l_202 >> l_207;
const uint l_216 = uint(32) - l_207;
const uint l_217 = l_206 << l_216;
const uint l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
const bool l_220 = uint(64) >= uint(64);
if (l_220) {
l_mut_219 = l_206;
l_mut_75 = uint(0);
} else {
const bool l_221 = uint(64) >= uint(32);
if (l_221) {
l_mut_213 = l_202;
const bool l_222 = l_207 > uint(0);
if (l_222) {
const uint l_223 = l_202 >> l_207;
const uint l_224 = uint(32) - l_207;
const uint l_225 = l_206 << l_224;
const uint l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
const uint l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
const uint l_228 = l_mut_40 * l_4;
const uint l_229 = l_mut_90 * l_4;
const uint l_230 = __umulhi(l_mut_40, l_4);
const uint l_231 = l_230 + l_229;
const uint l_232 = __umulhi(l_mut_90, l_4);
const bool l_233 = l_231 < l_229;
const uint l_234 = uint(l_233);
const uint l_235 = l_232 + l_234;
const uint l_236 = uint(0) % uint(32);
l_mut_213 = l_228;
const bool l_237 = l_236 > uint(0);
if (l_237) {
const uint l_238 = l_228 >> l_236;
const uint l_239 = uint(32) - l_236;
const uint l_240 = l_231 << l_239;
const uint l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
const bool l_242 = l_236 > uint(0);
if (l_242) {
const uint l_243 = l_231 >> l_236;
const uint l_244 = uint(32) - l_236;
const uint l_245 = l_235 << l_244;
const uint l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
const bool l_247 = uint(0) >= uint(64);
if (l_247) {
l_mut_145 = l_235;
l_mut_213 = uint(0);
} else {
const bool l_248 = uint(0) >= uint(32);
if (l_248) {
l_mut_151 = l_231;
const bool l_249 = l_236 > uint(0);
if (l_249) {
const uint l_250 = l_231 >> l_236;
const uint l_251 = uint(32) - l_236;
const uint l_252 = l_235 << l_251;
const uint l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
const uint l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
const uint l_255 = l_mut_40 * l_4;
const uint l_256 = l_mut_90 * l_4;
const uint l_257 = __umulhi(l_mut_40, l_4);
const uint l_258 = l_257 + l_256;
const uint l_259 = __umulhi(l_mut_90, l_4);
const bool l_260 = l_258 < l_256;
const uint l_261 = uint(l_260);
const uint l_262 = l_259 + l_261;
const uint l_263 = uint(64) % uint(32);
l_mut_151 = l_255;
const bool l_264 = l_263 > uint(0);
if (l_264) {
const uint l_265 = l_255 >> l_263;
const uint l_266 = uint(32) - l_263;
const uint l_267 = l_258 << l_266;
const uint l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
const bool l_270 = l_263 > uint(0);
if (l_270) {
const uint l_271 = l_258 >> l_263;
const uint l_272 = uint(32) - l_263;
const uint l_273 = l_262 << l_272;
const uint l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
const bool l_276 = uint(64) >= uint(64);
if (l_276) {
l_mut_275 = l_262;
l_mut_151 = uint(0);
} else {
const bool l_277 = uint(64) >= uint(32);
if (l_277) {
l_mut_269 = l_258;
const bool l_278 = l_263 > uint(0);
if (l_278) {
const uint l_279 = l_258 >> l_263;
const uint l_280 = uint(32) - l_263;
const uint l_281 = l_262 << l_280;
const uint l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
const uint l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
const uint l_284 = l_mut_219 * l_4;
const uint l_285 = __umulhi(l_mut_219, l_4);
const uint l_286 = l_mut_75 * l_4;
const uint l_287 = l_285 + l_286;
const uint l_288 = l_mut_275 + l_284;
const uint l_289 = l_mut_151 + l_287;
const bool l_290 = l_288 < l_mut_275;
const uint l_291 = uint(l_290);
const uint l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
const bool l_293 = l_121 == uint(64);
if (l_293) {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
const bool l_294 = l_121 > uint(0);
if (l_294) {
const uint l_295 = uint(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
const bool l_296 = l_295 >= uint(32);
if (l_296) {
const uint l_297 = l_295 & uint(31);
const uint l_298 = l_288 << l_297;
l_mut_275 = uint(0);
l_mut_269 = l_298;
} else {
const bool l_299 = l_295 > uint(0);
if (l_299) {
const uint l_300 = l_288 << l_295;
const uint l_301 = l_292 << l_295;
const uint l_302 = uint(32) - l_295;
const uint l_303 = l_288 >> l_302;
const uint l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
const bool l_305 = l_121 >= uint(32);
if (l_305) {
const uint l_306 = l_121 & uint(31);
const uint l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = uint(0);
} else {
const bool l_308 = l_121 > uint(0);
if (l_308) {
l_mut_90 = l_mut_145;
const bool l_309 = l_121 > uint(0);
if (l_309) {
const uint l_310 = l_mut_145 >> l_121;
const uint l_311 = uint(32) - l_121;
const uint l_312 = l_mut_213 << l_311;
const uint l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
const uint l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
const uint l_315 = l_mut_275 + l_mut_219;
const uint l_316 = l_mut_269 + l_mut_151;
const bool l_317 = l_315 < l_mut_275;
const uint l_318 = uint(l_317);
const uint l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if (l_166) {
const uint l_320 = uint(0) - l_mut_102;
const uint l_321 = uint(0) - l_mut_96;
const bool l_322 = uint(0) < l_mut_102;
const uint l_323 = uint(l_322);
const uint l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
const uint l_325 = l_64 - l_mut_102;
const uint l_326 = l_67 - l_mut_96;
const bool l_327 = l_64 < l_mut_102;
const uint l_328 = uint(l_327);
const uint l_329 = l_326 - l_328;
const uint l_330 = l_325 + l_14;
const uint l_331 = l_329 + l_17;
const bool l_332 = l_330 < l_325;
const uint l_333 = uint(l_332);
const uint l_334 = l_331 + l_333;
const uint l_335 = uint(0) - l_116;
const uint l_336 = uint(0) - l_120;
const bool l_337 = uint(0) < l_116;
const uint l_338 = uint(l_337);
const uint l_339 = l_336 - l_338;
const uint l_340 = l_14 + l_14;
const uint l_341 = l_17 + l_17;
const bool l_342 = l_340 < l_14;
const uint l_343 = uint(l_342);
const uint l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
const uint l_345 = uint(0) - l_335;
const uint l_346 = uint(0) - l_339;
const bool l_347 = uint(0) < l_335;
const uint l_348 = uint(l_347);
const uint l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = uint(1);
l_mut_96 = uint(1);
l_mut_350 = bool(false);
const bool l_351 = l_mut_145 < l_344;
const bool l_352 = l_mut_145 == l_344;
const bool l_353 = l_mut_151 < l_340;
const bool l_354 = l_352 && l_353;
const bool l_355 = l_351 || l_354;
const bool l_356 = !l_355;
l_mut_357 = l_356;
const uint l_358 = l_335 | l_339;
const bool l_359 = l_358 == uint(0);
if (l_359) {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if (l_mut_357) {
const uint l_360 = l_339 >> uint(31);
const bool l_361 = l_360 == uint(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if (l_361) {
const uint l_362 = uint(0) - l_335;
const uint l_363 = uint(0) - l_339;
const bool l_364 = uint(0) < l_335;
const uint l_365 = uint(l_364);
const uint l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
const uint l_367 = l_4 - uint(1);
const uint l_368 = l_mut_90 * l_367;
const uint l_369 = __umulhi(l_mut_90, l_367);
const uint l_370 = l_mut_75 * l_367;
const uint l_371 = l_369 + l_370;
l_mut_40 = uint(0);
const uint l_372 = l_4 - uint(1);
const uint l_373 = l_mut_90 * l_372;
const uint l_374 = l_mut_75 * l_372;
const uint l_375 = __umulhi(l_mut_90, l_372);
const uint l_376 = l_375 + l_374;
const uint l_377 = __umulhi(l_mut_75, l_372);
const bool l_378 = l_376 < l_374;
const uint l_379 = uint(l_378);
const uint l_380 = l_377 + l_379;
const uint l_381 = uint(64) % uint(32);
l_mut_382 = l_373;
const bool l_383 = l_381 > uint(0);
if (l_383) {
const uint l_384 = l_373 >> l_381;
const uint l_385 = uint(32) - l_381;
const uint l_386 = l_376 << l_385;
const uint l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
const bool l_389 = l_381 > uint(0);
if (l_389) {
const uint l_390 = l_376 >> l_381;
const uint l_391 = uint(32) - l_381;
const uint l_392 = l_380 << l_391;
const uint l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
const bool l_395 = uint(64) >= uint(64);
if (l_395) {
l_mut_394 = l_380;
l_mut_382 = uint(0);
} else {
const bool l_396 = uint(64) >= uint(32);
if (l_396) {
l_mut_388 = l_376;
const bool l_397 = l_381 > uint(0);
if (l_397) {
const uint l_398 = l_376 >> l_381;
const uint l_399 = uint(32) - l_381;
const uint l_400 = l_380 << l_399;
const uint l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
const uint l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
const uint l_403 = l_mut_394 | l_mut_382;
const bool l_404 = l_403 == uint(0);
if (l_404) {
l_mut_394 = l_330;
l_mut_388 = l_334;
if (l_361) {
const uint l_405 = uint(0) - l_330;
const uint l_406 = uint(0) - l_334;
const bool l_407 = uint(0) < l_330;
const uint l_408 = uint(l_407);
const uint l_409 = l_406 - l_408;
const uint l_410 = l_330 | l_334;
const bool l_411 = l_410 == uint(0);
const bool l_412 = !l_411;
const bool l_413 = l_371 < l_409;
const bool l_414 = l_371 == l_409;
const bool l_415 = l_368 < l_405;
const bool l_416 = l_414 && l_415;
const bool l_417 = l_413 || l_416;
const bool l_418 = !l_417;
const bool l_419 = l_412 && l_418;
if (l_419) {
const uint l_420 = l_4 - uint(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
const bool l_422 = l_409 < l_mut_75;
const bool l_423 = l_409 == l_mut_75;
const bool l_424 = l_405 < l_mut_90;
const bool l_425 = l_423 && l_424;
const bool l_426 = l_422 || l_425;
const bool l_427 = !l_426;
if (l_427) {
l_mut_428 = uint(0);
const bool l_429 = l_mut_75 < l_409;
const bool l_430 = l_mut_75 == l_409;
const bool l_431 = l_mut_90 < l_405;
const bool l_432 = l_430 && l_431;
const bool l_433 = l_429 || l_432;
if (l_433) {
const uint l_434 = l_405 - uint(1);
const uint l_435 = l_409 - uint(0);
const bool l_436 = l_405 < uint(1);
const uint l_437 = uint(l_436);
const uint l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = uint(0);

for (uint l_mut_442 = uint(0); l_mut_442 < uint(20); ++l_mut_442) {
const uint l_443 = uint(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
const bool l_446 = l_443 >= uint(32);
if (l_446) {
const uint l_447 = l_443 & uint(31);
const uint l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = uint(0);
} else {
const bool l_449 = l_443 > uint(0);
if (l_449) {
l_mut_450 = l_mut_439;
const bool l_451 = l_443 > uint(0);
if (l_451) {
const uint l_452 = l_mut_439 >> l_443;
const uint l_453 = uint(32) - l_443;
const uint l_454 = l_mut_440 << l_453;
const uint l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
const uint l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
const bool l_457 = l_mut_445 < l_mut_75;
const bool l_458 = l_mut_445 == l_mut_75;
const bool l_459 = l_mut_444 < l_mut_90;
const bool l_460 = l_458 && l_459;
const bool l_461 = l_457 || l_460;
const bool l_462 = !l_461;
if (l_462) {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
const bool l_463 = l_443 >= uint(32);
if (l_463) {
const uint l_464 = l_443 & uint(31);
const uint l_465 = l_mut_90 << l_464;
l_mut_450 = uint(0);
l_mut_445 = l_465;
} else {
const bool l_466 = l_443 > uint(0);
if (l_466) {
const uint l_467 = l_mut_90 << l_443;
const uint l_468 = l_mut_75 << l_443;
const uint l_469 = uint(32) - l_443;
const uint l_470 = l_mut_90 >> l_469;
const uint l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
const uint l_472 = l_mut_439 - l_mut_450;
const uint l_473 = l_mut_440 - l_mut_445;
const bool l_474 = l_mut_439 < l_mut_450;
const uint l_475 = uint(l_474);
const uint l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
const uint l_477 = uint(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
const uint l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
const bool l_479 = l_mut_440 < l_mut_75;
const bool l_480 = l_mut_440 == l_mut_75;
const bool l_481 = l_mut_439 < l_mut_90;
const bool l_482 = l_480 && l_481;
const bool l_483 = l_479 || l_482;
const bool l_484 = !l_483;
if (l_484) {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
const uint l_485 = l_mut_90 * l_mut_428;
const uint l_486 = __umulhi(l_mut_90, l_mut_428);
const uint l_487 = l_mut_75 * l_mut_428;
const uint l_488 = l_486 + l_487;
const uint l_489 = l_405 - l_485;
const uint l_490 = l_409 - l_488;
const bool l_491 = l_405 < l_485;
const uint l_492 = uint(l_491);
const uint l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
const bool l_494 = l_mut_421 < l_mut_75;
const bool l_495 = l_mut_421 == l_mut_75;
const bool l_496 = l_mut_382 < l_mut_90;
const bool l_497 = l_495 && l_496;
const bool l_498 = l_494 || l_497;
const bool l_499 = !l_498;
if (l_499) {
const uint l_500 = l_mut_382 - l_mut_90;
const uint l_501 = l_mut_421 - l_mut_75;
const bool l_502 = l_mut_382 < l_mut_90;
const uint l_503 = uint(l_502);
const uint l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
const uint l_505 = l_mut_90 - l_mut_382;
const uint l_506 = l_mut_75 - l_mut_421;
const bool l_507 = l_mut_90 < l_mut_382;
const uint l_508 = uint(l_507);
const uint l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
const bool l_510 = l_509 < l_mut_75;
const bool l_511 = l_509 == l_mut_75;
const bool l_512 = l_505 < l_mut_90;
const bool l_513 = l_511 && l_512;
const bool l_514 = l_510 || l_513;
const bool l_515 = !l_514;
if (l_515) {
const uint l_516 = l_505 - l_mut_90;
const uint l_517 = l_509 - l_mut_75;
const bool l_518 = l_505 < l_mut_90;
const uint l_519 = uint(l_518);
const uint l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
const bool l_521 = l_mut_445 < l_mut_388;
const bool l_522 = l_mut_445 == l_mut_388;
const bool l_523 = l_mut_450 < l_mut_394;
const bool l_524 = l_522 && l_523;
const bool l_525 = l_521 || l_524;
if (l_525) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
const uint l_526 = l_330 - l_368;
const uint l_527 = l_334 - l_371;
const bool l_528 = l_330 < l_368;
const uint l_529 = uint(l_528);
const uint l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
const bool l_531 = l_334 < l_371;
const bool l_532 = l_334 == l_371;
const bool l_533 = l_330 < l_368;
const bool l_534 = l_532 && l_533;
const bool l_535 = l_531 || l_534;
if (l_535) {
const uint l_536 = l_4 - uint(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
const bool l_537 = l_334 < l_mut_75;
const bool l_538 = l_334 == l_mut_75;
const bool l_539 = l_330 < l_mut_90;
const bool l_540 = l_538 && l_539;
const bool l_541 = l_537 || l_540;
const bool l_542 = !l_541;
if (l_542) {
l_mut_444 = uint(0);
const bool l_543 = l_mut_75 < l_334;
const bool l_544 = l_mut_75 == l_334;
const bool l_545 = l_mut_90 < l_330;
const bool l_546 = l_544 && l_545;
const bool l_547 = l_543 || l_546;
if (l_547) {
const uint l_548 = l_330 - uint(1);
const uint l_549 = l_334 - uint(0);
const bool l_550 = l_330 < uint(1);
const uint l_551 = uint(l_550);
const uint l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = uint(0);

for (uint l_mut_553 = uint(0); l_mut_553 < uint(20); ++l_mut_553) {
const uint l_554 = uint(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
const bool l_555 = l_554 >= uint(32);
if (l_555) {
const uint l_556 = l_554 & uint(31);
const uint l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = uint(0);
} else {
const bool l_558 = l_554 > uint(0);
if (l_558) {
l_mut_382 = l_mut_441;
const bool l_559 = l_554 > uint(0);
if (l_559) {
const uint l_560 = l_mut_441 >> l_554;
const uint l_561 = uint(32) - l_554;
const uint l_562 = l_mut_440 << l_561;
const uint l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
const uint l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
const bool l_565 = l_mut_421 < l_mut_75;
const bool l_566 = l_mut_421 == l_mut_75;
const bool l_567 = l_mut_428 < l_mut_90;
const bool l_568 = l_566 && l_567;
const bool l_569 = l_565 || l_568;
const bool l_570 = !l_569;
if (l_570) {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
const bool l_571 = l_554 >= uint(32);
if (l_571) {
const uint l_572 = l_554 & uint(31);
const uint l_573 = l_mut_90 << l_572;
l_mut_428 = uint(0);
l_mut_421 = l_573;
} else {
const bool l_574 = l_554 > uint(0);
if (l_574) {
const uint l_575 = l_mut_90 << l_554;
const uint l_576 = l_mut_75 << l_554;
const uint l_577 = uint(32) - l_554;
const uint l_578 = l_mut_90 >> l_577;
const uint l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
const uint l_580 = l_mut_441 - l_mut_428;
const uint l_581 = l_mut_440 - l_mut_421;
const bool l_582 = l_mut_441 < l_mut_428;
const uint l_583 = uint(l_582);
const uint l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
const uint l_585 = uint(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
const uint l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
const bool l_587 = l_mut_440 < l_mut_75;
const bool l_588 = l_mut_440 == l_mut_75;
const bool l_589 = l_mut_441 < l_mut_90;
const bool l_590 = l_588 && l_589;
const bool l_591 = l_587 || l_590;
const bool l_592 = !l_591;
if (l_592) {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
const uint l_593 = l_mut_90 * l_mut_444;
const uint l_594 = __umulhi(l_mut_90, l_mut_444);
const uint l_595 = l_mut_75 * l_mut_444;
const uint l_596 = l_594 + l_595;
const uint l_597 = l_330 - l_593;
const uint l_598 = l_334 - l_596;
const bool l_599 = l_330 < l_593;
const uint l_600 = uint(l_599);
const uint l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
const bool l_602 = l_mut_445 < l_mut_75;
const bool l_603 = l_mut_445 == l_mut_75;
const bool l_604 = l_mut_450 < l_mut_90;
const bool l_605 = l_603 && l_604;
const bool l_606 = l_602 || l_605;
const bool l_607 = !l_606;
if (l_607) {
const uint l_608 = l_mut_450 - l_mut_90;
const uint l_609 = l_mut_445 - l_mut_75;
const bool l_610 = l_mut_450 < l_mut_90;
const uint l_611 = uint(l_610);
const uint l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
const bool l_613 = l_mut_445 < l_mut_388;
const bool l_614 = l_mut_445 == l_mut_388;
const bool l_615 = l_mut_450 < l_mut_394;
const bool l_616 = l_614 && l_615;
const bool l_617 = l_613 || l_616;
if (l_617) {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
const bool l_618 = l_mut_388 < l_344;
const bool l_619 = l_mut_388 == l_344;
const bool l_620 = l_mut_394 < l_340;
const bool l_621 = l_619 && l_620;
const bool l_622 = l_618 || l_621;
const bool l_623 = !l_622;
const uint l_624 = uint(l_623);
const uint l_625 = uint(2) - l_624;
l_mut_40 = l_625;
}
const bool l_626 = l_mut_40 > uint(0);
if (l_626) {
const bool l_627 = l_mut_40 == uint(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
while (true) {
const bool l_629 = !l_mut_357;
if (l_629) {
break;}
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
if (l_mut_628) {
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
}
const bool l_630 = l_mut_145 < l_mut_445;
const bool l_631 = l_mut_145 == l_mut_445;
const bool l_632 = l_mut_151 < l_mut_450;
const bool l_633 = l_631 && l_632;
const bool l_634 = l_630 || l_633;
const bool l_635 = !l_634;
const bool l_636 = l_635 != l_mut_628;
if (l_636) {
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
l_mut_275 = l_mut_219;
l_mut_269 = l_mut_213;
l_mut_219 = l_mut_450;
l_mut_213 = l_mut_445;
l_mut_450 = l_mut_102;
l_mut_102 = l_mut_96;
l_mut_96 = l_mut_450;
l_mut_628 = l_635;
}
const uint l_637 = l_mut_275 - l_mut_151;
const uint l_638 = l_mut_269 - l_mut_145;
const bool l_639 = l_mut_275 < l_mut_151;
const uint l_640 = uint(l_639);
const uint l_641 = l_638 - l_640;
l_mut_450 = l_637;
l_mut_445 = l_641;
if (l_mut_628) {
const uint l_642 = l_mut_151 - l_340;
const uint l_643 = l_mut_145 - l_344;
const bool l_644 = l_mut_151 < l_340;
const uint l_645 = uint(l_644);
const uint l_646 = l_643 - l_645;
l_mut_450 = l_642;
l_mut_445 = l_646;
}
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
const bool l_647 = l_mut_445 < l_mut_269;
const bool l_648 = l_mut_445 == l_mut_269;
const bool l_649 = l_mut_450 < l_mut_275;
const bool l_650 = l_648 && l_649;
const bool l_651 = l_647 || l_650;
if (l_651) {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_652 = bool(false);
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
const bool l_653 = uint(3) >= uint(32);
if (l_653) {
const uint l_654 = uint(3) & uint(31);
const uint l_655 = l_mut_441 >> l_654;
l_mut_450 = l_655;
l_mut_445 = uint(0);
} else {
const bool l_656 = uint(3) > uint(0);
if (l_656) {
l_mut_440 = l_mut_444;
const bool l_657 = uint(3) > uint(0);
if (l_657) {
const uint l_658 = l_mut_444 >> uint(3);
const uint l_659 = l_mut_441 << uint(29);
const uint l_660 = l_658 | l_659;
l_mut_440 = l_660;
}
const uint l_661 = l_mut_441 >> uint(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_661;
}
}
const bool l_662 = l_mut_445 < l_mut_213;
const bool l_663 = l_mut_445 == l_mut_213;
const bool l_664 = l_mut_450 < l_mut_219;
const bool l_665 = l_663 && l_664;
const bool l_666 = l_662 || l_665;
const bool l_667 = !l_666;
l_mut_652 = l_667;
l_mut_450 = uint(0);
const uint l_668 = l_mut_219 | l_mut_213;
const bool l_669 = l_668 == uint(0);
const bool l_670 = !l_669;
const bool l_671 = l_mut_652 && l_670;
const bool l_672 = l_mut_213 < l_mut_441;
const bool l_673 = l_mut_213 == l_mut_441;
const bool l_674 = l_mut_219 < l_mut_444;
const bool l_675 = l_673 && l_674;
const bool l_676 = l_672 || l_675;
const bool l_677 = l_671 && l_676;
const uint l_678 = l_mut_102 + l_mut_96;
const bool l_679 = l_678 < l_4;
const bool l_680 = l_677 && l_679;
if (l_680) {
const uint l_681 = l_4 - l_mut_102;
const uint l_682 = l_681 - l_mut_96;
const uint l_683 = l_682 / l_mut_102;
const uint l_684 = l_mut_444 - uint(1);
const uint l_685 = l_mut_441 - uint(0);
const bool l_686 = l_mut_444 < uint(1);
const uint l_687 = uint(l_686);
const uint l_688 = l_685 - l_687;
l_mut_445 = l_684;
l_mut_444 = l_688;
l_mut_441 = uint(0);

for (uint l_mut_689 = uint(0); l_mut_689 < uint(20); ++l_mut_689) {
const uint l_690 = uint(19) - l_mut_689;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
const bool l_691 = l_690 >= uint(32);
if (l_691) {
const uint l_692 = l_690 & uint(31);
const uint l_693 = l_mut_444 >> l_692;
l_mut_440 = l_693;
l_mut_439 = uint(0);
} else {
const bool l_694 = l_690 > uint(0);
if (l_694) {
l_mut_428 = l_mut_445;
const bool l_695 = l_690 > uint(0);
if (l_695) {
const uint l_696 = l_mut_445 >> l_690;
const uint l_697 = uint(32) - l_690;
const uint l_698 = l_mut_444 << l_697;
const uint l_699 = l_696 | l_698;
l_mut_428 = l_699;
}
const uint l_700 = l_mut_444 >> l_690;
l_mut_440 = l_mut_428;
l_mut_439 = l_700;
}
}
const bool l_701 = l_mut_439 < l_mut_213;
const bool l_702 = l_mut_439 == l_mut_213;
const bool l_703 = l_mut_440 < l_mut_219;
const bool l_704 = l_702 && l_703;
const bool l_705 = l_701 || l_704;
const bool l_706 = !l_705;
if (l_706) {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
const bool l_707 = l_690 >= uint(32);
if (l_707) {
const uint l_708 = l_690 & uint(31);
const uint l_709 = l_mut_219 << l_708;
l_mut_440 = uint(0);
l_mut_439 = l_709;
} else {
const bool l_710 = l_690 > uint(0);
if (l_710) {
const uint l_711 = l_mut_219 << l_690;
const uint l_712 = l_mut_213 << l_690;
const uint l_713 = uint(32) - l_690;
const uint l_714 = l_mut_219 >> l_713;
const uint l_715 = l_712 | l_714;
l_mut_440 = l_711;
l_mut_439 = l_715;
}
}
const uint l_716 = l_mut_445 - l_mut_440;
const uint l_717 = l_mut_444 - l_mut_439;
const bool l_718 = l_mut_445 < l_mut_440;
const uint l_719 = uint(l_718);
const uint l_720 = l_717 - l_719;
l_mut_445 = l_716;
l_mut_444 = l_720;
const uint l_721 = uint(1) << l_690;
l_mut_441 = l_mut_441 | l_721;
}
}
const uint l_722 = min(l_mut_441, l_683);
l_mut_441 = l_722;
const bool l_723 = l_mut_444 < l_mut_213;
const bool l_724 = l_mut_444 == l_mut_213;
const bool l_725 = l_mut_445 < l_mut_219;
const bool l_726 = l_724 && l_725;
const bool l_727 = l_723 || l_726;
const bool l_728 = !l_727;
if (l_728) {
l_mut_441 = l_683;
}
l_mut_450 = l_mut_441;
}
l_mut_445 = l_mut_275;
l_mut_444 = l_mut_269;
l_mut_441 = l_mut_219;
l_mut_440 = l_mut_213;
l_mut_439 = l_mut_102;
l_mut_428 = l_mut_96;
l_mut_421 = l_mut_151;
l_mut_394 = l_mut_145;
l_mut_388 = uint(0);
const bool l_729 = l_mut_450 > uint(0);
if (l_729) {
const uint l_730 = l_mut_219 * l_mut_450;
const uint l_731 = __umulhi(l_mut_219, l_mut_450);
const uint l_732 = l_mut_213 * l_mut_450;
const uint l_733 = l_731 + l_732;
if (l_mut_628) {
const uint l_734 = l_mut_151 - l_730;
const uint l_735 = l_mut_145 - l_733;
const bool l_736 = l_mut_151 < l_730;
const uint l_737 = uint(l_736);
const uint l_738 = l_735 - l_737;
l_mut_421 = l_734;
l_mut_394 = l_738;
}
const uint l_739 = l_mut_275 - l_730;
const uint l_740 = l_mut_269 - l_733;
const bool l_741 = l_mut_275 < l_730;
const uint l_742 = uint(l_741);
const uint l_743 = l_740 - l_742;
l_mut_445 = l_739;
l_mut_444 = l_743;
const uint l_744 = l_mut_450 * l_mut_102;
const uint l_745 = l_mut_96 + l_744;
l_mut_428 = l_745;
} else {
if (l_mut_628) {
const uint l_746 = l_mut_151 - l_mut_219;
const uint l_747 = l_mut_145 - l_mut_213;
const bool l_748 = l_mut_151 < l_mut_219;
const uint l_749 = uint(l_748);
const uint l_750 = l_747 - l_749;
l_mut_421 = l_746;
l_mut_394 = l_750;
const bool l_751 = l_mut_394 < l_344;
const bool l_752 = l_mut_394 == l_344;
const bool l_753 = l_mut_421 < l_340;
const bool l_754 = l_752 && l_753;
const bool l_755 = l_751 || l_754;
if (l_755) {
l_mut_388 = uint(2);
}
}
const bool l_756 = l_mut_388 == uint(0);
if (l_756) {
const uint l_757 = l_4 - l_mut_102;
const uint l_758 = l_757 / l_mut_96;
l_mut_450 = uint(0);
l_mut_652 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
const bool l_759 = uint(3) >= uint(32);
if (l_759) {
const uint l_760 = uint(3) & uint(31);
const uint l_761 = l_mut_213 >> l_760;
l_mut_382 = l_761;
l_mut_90 = uint(0);
} else {
const bool l_762 = uint(3) > uint(0);
if (l_762) {
l_mut_75 = l_mut_219;
const bool l_763 = uint(3) > uint(0);
if (l_763) {
const uint l_764 = l_mut_219 >> uint(3);
const uint l_765 = l_mut_213 << uint(29);
const uint l_766 = l_764 | l_765;
l_mut_75 = l_766;
}
const uint l_767 = l_mut_213 >> uint(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_767;
}
}
const bool l_768 = l_mut_90 < l_mut_269;
const bool l_769 = l_mut_90 == l_mut_269;
const bool l_770 = l_mut_382 < l_mut_275;
const bool l_771 = l_769 && l_770;
const bool l_772 = l_768 || l_771;
const bool l_773 = !l_772;
l_mut_652 = l_773;
const uint l_774 = l_mut_275 | l_mut_269;
const bool l_775 = l_774 == uint(0);
if (l_775) {
l_mut_450 = l_758;
} else {
if (l_mut_652) {
const bool l_776 = l_mut_269 < l_mut_213;
const bool l_777 = l_mut_269 == l_mut_213;
const bool l_778 = l_mut_275 < l_mut_219;
const bool l_779 = l_777 && l_778;
const bool l_780 = l_776 || l_779;
if (l_780) {
const uint l_781 = l_mut_219 - uint(1);
const uint l_782 = l_mut_213 - uint(0);
const bool l_783 = l_mut_219 < uint(1);
const uint l_784 = uint(l_783);
const uint l_785 = l_782 - l_784;
l_mut_382 = l_781;
l_mut_90 = l_785;
l_mut_75 = uint(0);

for (uint l_mut_786 = uint(0); l_mut_786 < uint(20); ++l_mut_786) {
const uint l_787 = uint(19) - l_mut_786;
l_mut_40 = l_mut_382;
l_mut_788 = l_mut_90;
const bool l_789 = l_787 >= uint(32);
if (l_789) {
const uint l_790 = l_787 & uint(31);
const uint l_791 = l_mut_90 >> l_790;
l_mut_40 = l_791;
l_mut_788 = uint(0);
} else {
const bool l_792 = l_787 > uint(0);
if (l_792) {
l_mut_793 = l_mut_382;
const bool l_794 = l_787 > uint(0);
if (l_794) {
const uint l_795 = l_mut_382 >> l_787;
const uint l_796 = uint(32) - l_787;
const uint l_797 = l_mut_90 << l_796;
const uint l_798 = l_795 | l_797;
l_mut_793 = l_798;
}
const uint l_799 = l_mut_90 >> l_787;
l_mut_40 = l_mut_793;
l_mut_788 = l_799;
}
}
const bool l_800 = l_mut_788 < l_mut_269;
const bool l_801 = l_mut_788 == l_mut_269;
const bool l_802 = l_mut_40 < l_mut_275;
const bool l_803 = l_801 && l_802;
const bool l_804 = l_800 || l_803;
const bool l_805 = !l_804;
if (l_805) {
l_mut_793 = l_mut_275;
l_mut_788 = l_mut_269;
const bool l_806 = l_787 >= uint(32);
if (l_806) {
const uint l_807 = l_787 & uint(31);
const uint l_808 = l_mut_275 << l_807;
l_mut_793 = uint(0);
l_mut_788 = l_808;
} else {
const bool l_809 = l_787 > uint(0);
if (l_809) {
const uint l_810 = l_mut_275 << l_787;
const uint l_811 = l_mut_269 << l_787;
const uint l_812 = uint(32) - l_787;
const uint l_813 = l_mut_275 >> l_812;
const uint l_814 = l_811 | l_813;
l_mut_793 = l_810;
l_mut_788 = l_814;
}
}
const uint l_815 = l_mut_382 - l_mut_793;
const uint l_816 = l_mut_90 - l_mut_788;
const bool l_817 = l_mut_382 < l_mut_793;
const uint l_818 = uint(l_817);
const uint l_819 = l_816 - l_818;
l_mut_382 = l_815;
l_mut_90 = l_819;
const uint l_820 = uint(1) << l_787;
l_mut_75 = l_mut_75 | l_820;
}
}
const uint l_821 = min(l_mut_75, l_758);
l_mut_793 = l_821;
const bool l_822 = l_mut_90 < l_mut_269;
const bool l_823 = l_mut_90 == l_mut_269;
const bool l_824 = l_mut_382 < l_mut_275;
const bool l_825 = l_823 && l_824;
const bool l_826 = l_822 || l_825;
const bool l_827 = !l_826;
if (l_827) {
l_mut_793 = l_758;
}
l_mut_450 = l_mut_793;
}
} else {
l_mut_793 = l_mut_219;
l_mut_788 = l_mut_213;
while (true) {
const bool l_828 = l_mut_269 < l_mut_788;
const bool l_829 = l_mut_269 == l_mut_788;
const bool l_830 = l_mut_275 < l_mut_793;
const bool l_831 = l_829 && l_830;
const bool l_832 = l_828 || l_831;
const uint l_833 = l_mut_450 * l_mut_96;
const uint l_834 = l_mut_102 + l_833;
const uint l_835 = l_834 + l_mut_96;
const bool l_836 = l_835 < l_4;
const bool l_837 = l_832 && l_836;
const bool l_838 = !l_837;
if (l_838) {
break;}
const uint l_839 = l_mut_793 - l_mut_275;
const uint l_840 = l_mut_788 - l_mut_269;
const bool l_841 = l_mut_793 < l_mut_275;
const uint l_842 = uint(l_841);
const uint l_843 = l_840 - l_842;
l_mut_793 = l_839;
l_mut_788 = l_843;
l_mut_450 = l_mut_450 + uint(1);
}
}
}
const uint l_844 = l_mut_450 * l_mut_96;
const uint l_845 = l_mut_102 + l_844;
const uint l_846 = l_845 + l_mut_96;
const bool l_847 = l_846 >= l_4;
if (l_847) {
l_mut_388 = uint(1);
} else {
const uint l_848 = l_mut_275 * l_mut_450;
const uint l_849 = __umulhi(l_mut_275, l_mut_450);
const uint l_850 = l_mut_269 * l_mut_450;
const uint l_851 = l_849 + l_850;
const uint l_852 = l_mut_219 - l_848;
const uint l_853 = l_mut_213 - l_851;
const bool l_854 = l_mut_219 < l_848;
const uint l_855 = uint(l_854);
const uint l_856 = l_853 - l_855;
l_mut_441 = l_852;
l_mut_440 = l_856;
const uint l_857 = l_mut_450 * l_mut_96;
const uint l_858 = l_mut_102 + l_857;
l_mut_439 = l_858;
const uint l_859 = l_mut_275 - l_mut_441;
const uint l_860 = l_mut_269 - l_mut_440;
const bool l_861 = l_mut_275 < l_mut_441;
const uint l_862 = uint(l_861);
const uint l_863 = l_860 - l_862;
l_mut_445 = l_859;
l_mut_444 = l_863;
const uint l_864 = l_mut_96 + l_mut_439;
l_mut_428 = l_864;
}
}
}
l_mut_275 = l_mut_445;
l_mut_269 = l_mut_444;
l_mut_219 = l_mut_441;
l_mut_213 = l_mut_440;
l_mut_102 = l_mut_439;
l_mut_96 = l_mut_428;
l_mut_151 = l_mut_421;
l_mut_145 = l_mut_394;
const bool l_865 = l_mut_388 == uint(1);
l_mut_350 = l_865;
const bool l_866 = l_mut_388 == uint(0);
l_mut_357 = l_866;
}
const bool l_867 = !l_mut_350;
if (l_867) {
const uint l_2511 = info.static_meta[uint(5)];
const uint l_2512 = l_2511 * uint(1);
const uint l_2513 = l_2512 - uint(1);
const uint l_2514 = min(uint(0), l_2513);
device atomic_uint* l_2515 = &buffer_5[l_2514];
atomic_uint* l_868 = l_2515;
const uint l_869 = atomic_fetch_add_explicit(l_868, uint(1), memory_order_relaxed);
const uint l_870 = l_4 / uint(8);
l_mut_793 = uint(0);
l_mut_788 = uint(0);
l_mut_450 = uint(0);

for (uint l_mut_871 = uint(0); l_mut_871 < uint(8); ++l_mut_871) {
const uint l_872 = l_mut_871 * l_870;
const bool l_873 = l_872 < l_56;
const uint l_874 = l_4 / uint(8);
const uint l_875 = l_mut_871 * l_874;
const uint l_876 = l_875 + l_875;
const uint l_877 = l_72 >> uint(31);
const bool l_878 = l_877 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_878) {
const uint l_879 = uint(0) - l_69;
const uint l_880 = uint(0) - l_72;
const bool l_881 = uint(0) < l_69;
const uint l_882 = uint(l_881);
const uint l_883 = l_880 - l_882;
l_mut_445 = l_879;
l_mut_444 = l_883;
}
const uint l_884 = l_mut_445 * l_876;
const uint l_885 = l_mut_444 * l_876;
const uint l_886 = __umulhi(l_mut_445, l_876);
const uint l_887 = l_886 + l_885;
const uint l_888 = __umulhi(l_mut_444, l_876);
const bool l_889 = l_887 < l_885;
const uint l_890 = uint(l_889);
const uint l_891 = l_888 + l_890;
const uint l_892 = l_9 % uint(32);
l_mut_441 = l_884;
const bool l_893 = l_892 > uint(0);
if (l_893) {
const uint l_894 = l_884 >> l_892;
const uint l_895 = uint(32) - l_892;
const uint l_896 = l_887 << l_895;
const uint l_897 = l_894 | l_896;
l_mut_441 = l_897;
}
l_mut_440 = l_887;
const bool l_898 = l_892 > uint(0);
if (l_898) {
const uint l_899 = l_887 >> l_892;
const uint l_900 = uint(32) - l_892;
const uint l_901 = l_891 << l_900;
const uint l_902 = l_899 | l_901;
l_mut_440 = l_902;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_903 = l_9 >= uint(64);
if (l_903) {
l_mut_439 = l_891;
l_mut_441 = uint(0);
} else {
const bool l_904 = l_9 >= uint(32);
if (l_904) {
l_mut_440 = l_887;
const bool l_905 = l_892 > uint(0);
if (l_905) {
const uint l_906 = l_887 >> l_892;
const uint l_907 = uint(32) - l_892;
const uint l_908 = l_891 << l_907;
const uint l_909 = l_906 | l_908;
l_mut_440 = l_909;
}
const uint l_910 = l_891 >> l_892;
l_mut_439 = l_mut_440;
l_mut_441 = l_910;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_878) {
const uint l_911 = uint(0) - l_mut_445;
const uint l_912 = uint(0) - l_mut_444;
const bool l_913 = uint(0) < l_mut_445;
const uint l_914 = uint(l_913);
const uint l_915 = l_912 - l_914;
l_mut_445 = l_911;
l_mut_444 = l_915;
}
const uint l_916 = l_59 + l_mut_445;
const uint l_917 = l_62 + l_mut_444;
const bool l_918 = l_916 < l_59;
const uint l_919 = uint(l_918);
const uint l_920 = l_917 + l_919;
const uint l_921 = l_59 * l_875;
const uint l_922 = __umulhi(l_59, l_875);
const uint l_923 = l_62 * l_875;
const uint l_924 = l_922 + l_923;
const uint l_925 = l_64 + l_921;
const uint l_926 = l_67 + l_924;
const bool l_927 = l_925 < l_64;
const uint l_928 = uint(l_927);
const uint l_929 = l_926 + l_928;
l_mut_445 = uint(0);
l_mut_444 = uint(0);
const bool l_930 = l_875 < uint(65536);
if (l_930) {
const uint l_931 = l_875 * l_875;
const uint l_932 = l_72 >> uint(31);
const bool l_933 = l_932 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_933) {
const uint l_934 = uint(0) - l_69;
const uint l_935 = uint(0) - l_72;
const bool l_936 = uint(0) < l_69;
const uint l_937 = uint(l_936);
const uint l_938 = l_935 - l_937;
l_mut_441 = l_934;
l_mut_440 = l_938;
}
const uint l_939 = l_mut_441 * l_931;
const uint l_940 = l_mut_440 * l_931;
const uint l_941 = __umulhi(l_mut_441, l_931);
const uint l_942 = l_941 + l_940;
const uint l_943 = __umulhi(l_mut_440, l_931);
const bool l_944 = l_942 < l_940;
const uint l_945 = uint(l_944);
const uint l_946 = l_943 + l_945;
const uint l_947 = l_9 % uint(32);
l_mut_439 = l_939;
const bool l_948 = l_947 > uint(0);
if (l_948) {
const uint l_949 = l_939 >> l_947;
const uint l_950 = uint(32) - l_947;
const uint l_951 = l_942 << l_950;
const uint l_952 = l_949 | l_951;
l_mut_439 = l_952;
}
l_mut_428 = l_942;
const bool l_953 = l_947 > uint(0);
if (l_953) {
const uint l_954 = l_942 >> l_947;
const uint l_955 = uint(32) - l_947;
const uint l_956 = l_946 << l_955;
const uint l_957 = l_954 | l_956;
l_mut_428 = l_957;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_958 = l_9 >= uint(64);
if (l_958) {
l_mut_421 = l_946;
l_mut_439 = uint(0);
} else {
const bool l_959 = l_9 >= uint(32);
if (l_959) {
l_mut_428 = l_942;
const bool l_960 = l_947 > uint(0);
if (l_960) {
const uint l_961 = l_942 >> l_947;
const uint l_962 = uint(32) - l_947;
const uint l_963 = l_946 << l_962;
const uint l_964 = l_961 | l_963;
l_mut_428 = l_964;
}
const uint l_965 = l_946 >> l_947;
l_mut_421 = l_mut_428;
l_mut_439 = l_965;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_933) {
const uint l_966 = uint(0) - l_mut_441;
const uint l_967 = uint(0) - l_mut_440;
const bool l_968 = uint(0) < l_mut_441;
const uint l_969 = uint(l_968);
const uint l_970 = l_967 - l_969;
l_mut_441 = l_966;
l_mut_440 = l_970;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint l_971 = l_72 >> uint(31);
const bool l_972 = l_971 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_972) {
const uint l_973 = uint(0) - l_69;
const uint l_974 = uint(0) - l_72;
const bool l_975 = uint(0) < l_69;
const uint l_976 = uint(l_975);
const uint l_977 = l_974 - l_976;
l_mut_441 = l_973;
l_mut_440 = l_977;
}
const uint l_978 = l_mut_441 * l_875;
const uint l_979 = l_mut_440 * l_875;
const uint l_980 = __umulhi(l_mut_441, l_875);
const uint l_981 = l_980 + l_979;
const uint l_982 = __umulhi(l_mut_440, l_875);
const bool l_983 = l_981 < l_979;
const uint l_984 = uint(l_983);
const uint l_985 = l_982 + l_984;
const uint l_986 = uint(0) % uint(32);
l_mut_439 = l_978;
const bool l_987 = l_986 > uint(0);
if (l_987) {
const uint l_988 = l_978 >> l_986;
const uint l_989 = uint(32) - l_986;
const uint l_990 = l_981 << l_989;
const uint l_991 = l_988 | l_990;
l_mut_439 = l_991;
}
l_mut_428 = l_981;
const bool l_992 = l_986 > uint(0);
if (l_992) {
const uint l_993 = l_981 >> l_986;
const uint l_994 = uint(32) - l_986;
const uint l_995 = l_985 << l_994;
const uint l_996 = l_993 | l_995;
l_mut_428 = l_996;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_997 = uint(0) >= uint(64);
if (l_997) {
l_mut_421 = l_985;
l_mut_439 = uint(0);
} else {
const bool l_998 = uint(0) >= uint(32);
if (l_998) {
l_mut_428 = l_981;
const bool l_999 = l_986 > uint(0);
if (l_999) {
const uint l_1000 = l_981 >> l_986;
const uint l_1001 = uint(32) - l_986;
const uint l_1002 = l_985 << l_1001;
const uint l_1003 = l_1000 | l_1002;
l_mut_428 = l_1003;
}
const uint l_1004 = l_985 >> l_986;
l_mut_421 = l_mut_428;
l_mut_439 = l_1004;
}
}
const uint l_1005 = l_mut_441 * l_875;
const uint l_1006 = l_mut_440 * l_875;
const uint l_1007 = __umulhi(l_mut_441, l_875);
const uint l_1008 = l_1007 + l_1006;
const uint l_1009 = __umulhi(l_mut_440, l_875);
const bool l_1010 = l_1008 < l_1006;
const uint l_1011 = uint(l_1010);
const uint l_1012 = l_1009 + l_1011;
const uint l_1013 = uint(64) % uint(32);
l_mut_428 = l_1005;
const bool l_1014 = l_1013 > uint(0);
if (l_1014) {
const uint l_1015 = l_1005 >> l_1013;
const uint l_1016 = uint(32) - l_1013;
const uint l_1017 = l_1008 << l_1016;
const uint l_1018 = l_1015 | l_1017;
l_mut_428 = l_1018;
}
l_mut_394 = l_1008;
const bool l_1019 = l_1013 > uint(0);
if (l_1019) {
const uint l_1020 = l_1008 >> l_1013;
const uint l_1021 = uint(32) - l_1013;
const uint l_1022 = l_1012 << l_1021;
const uint l_1023 = l_1020 | l_1022;
l_mut_394 = l_1023;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1024 = uint(64) >= uint(64);
if (l_1024) {
l_mut_388 = l_1012;
l_mut_428 = uint(0);
} else {
const bool l_1025 = uint(64) >= uint(32);
if (l_1025) {
l_mut_394 = l_1008;
const bool l_1026 = l_1013 > uint(0);
if (l_1026) {
const uint l_1027 = l_1008 >> l_1013;
const uint l_1028 = uint(32) - l_1013;
const uint l_1029 = l_1012 << l_1028;
const uint l_1030 = l_1027 | l_1029;
l_mut_394 = l_1030;
}
const uint l_1031 = l_1012 >> l_1013;
l_mut_388 = l_mut_394;
l_mut_428 = l_1031;
}
}
const uint l_1032 = l_mut_421 * l_875;
const uint l_1033 = l_mut_439 * l_875;
const uint l_1034 = __umulhi(l_mut_421, l_875);
const uint l_1035 = l_1034 + l_1033;
const uint l_1036 = __umulhi(l_mut_439, l_875);
const bool l_1037 = l_1035 < l_1033;
const uint l_1038 = uint(l_1037);
const uint l_1039 = l_1036 + l_1038;
const uint l_1040 = uint(0) % uint(32);
l_mut_441 = l_1032;
const bool l_1041 = l_1040 > uint(0);
if (l_1041) {
const uint l_1042 = l_1032 >> l_1040;
const uint l_1043 = uint(32) - l_1040;
const uint l_1044 = l_1035 << l_1043;
const uint l_1045 = l_1042 | l_1044;
l_mut_441 = l_1045;
}
l_mut_440 = l_1035;
const bool l_1046 = l_1040 > uint(0);
if (l_1046) {
const uint l_1047 = l_1035 >> l_1040;
const uint l_1048 = uint(32) - l_1040;
const uint l_1049 = l_1039 << l_1048;
const uint l_1050 = l_1047 | l_1049;
l_mut_440 = l_1050;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1051 = uint(0) >= uint(64);
if (l_1051) {
l_mut_394 = l_1039;
l_mut_441 = uint(0);
} else {
const bool l_1052 = uint(0) >= uint(32);
if (l_1052) {
l_mut_440 = l_1035;
const bool l_1053 = l_1040 > uint(0);
if (l_1053) {
const uint l_1054 = l_1035 >> l_1040;
const uint l_1055 = uint(32) - l_1040;
const uint l_1056 = l_1039 << l_1055;
const uint l_1057 = l_1054 | l_1056;
l_mut_440 = l_1057;
}
const uint l_1058 = l_1039 >> l_1040;
l_mut_394 = l_mut_440;
l_mut_441 = l_1058;
}
}
const uint l_1059 = l_mut_421 * l_875;
const uint l_1060 = l_mut_439 * l_875;
const uint l_1061 = __umulhi(l_mut_421, l_875);
const uint l_1062 = l_1061 + l_1060;
const uint l_1063 = __umulhi(l_mut_439, l_875);
const bool l_1064 = l_1062 < l_1060;
const uint l_1065 = uint(l_1064);
const uint l_1066 = l_1063 + l_1065;
const uint l_1067 = uint(64) % uint(32);
l_mut_440 = l_1059;
const bool l_1068 = l_1067 > uint(0);
if (l_1068) {
const uint l_1069 = l_1059 >> l_1067;
const uint l_1070 = uint(32) - l_1067;
const uint l_1071 = l_1062 << l_1070;
const uint l_1072 = l_1069 | l_1071;
l_mut_440 = l_1072;
}
l_mut_382 = l_1062;
const bool l_1073 = l_1067 > uint(0);
if (l_1073) {
const uint l_1074 = l_1062 >> l_1067;
const uint l_1075 = uint(32) - l_1067;
const uint l_1076 = l_1066 << l_1075;
const uint l_1077 = l_1074 | l_1076;
l_mut_382 = l_1077;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1078 = uint(64) >= uint(64);
if (l_1078) {
l_mut_275 = l_1066;
l_mut_440 = uint(0);
} else {
const bool l_1079 = uint(64) >= uint(32);
if (l_1079) {
l_mut_382 = l_1062;
const bool l_1080 = l_1067 > uint(0);
if (l_1080) {
const uint l_1081 = l_1062 >> l_1067;
const uint l_1082 = uint(32) - l_1067;
const uint l_1083 = l_1066 << l_1082;
const uint l_1084 = l_1081 | l_1083;
l_mut_382 = l_1084;
}
const uint l_1085 = l_1066 >> l_1067;
l_mut_275 = l_mut_382;
l_mut_440 = l_1085;
}
}
const uint l_1086 = l_mut_388 * l_875;
const uint l_1087 = __umulhi(l_mut_388, l_875);
const uint l_1088 = l_mut_428 * l_875;
const uint l_1089 = l_1087 + l_1088;
const uint l_1090 = l_mut_275 + l_1086;
const uint l_1091 = l_mut_440 + l_1089;
const bool l_1092 = l_1090 < l_mut_275;
const uint l_1093 = uint(l_1092);
const uint l_1094 = l_1091 + l_1093;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1095 = l_9 == uint(64);
if (l_1095) {
l_mut_445 = l_1090;
l_mut_444 = l_1094;
} else {
const bool l_1096 = l_9 > uint(0);
if (l_1096) {
const uint l_1097 = uint(64) - l_9;
l_mut_440 = l_1090;
l_mut_439 = l_1094;
const bool l_1098 = l_1097 >= uint(32);
if (l_1098) {
const uint l_1099 = l_1097 & uint(31);
const uint l_1100 = l_1090 << l_1099;
l_mut_440 = uint(0);
l_mut_439 = l_1100;
} else {
const bool l_1101 = l_1097 > uint(0);
if (l_1101) {
const uint l_1102 = l_1090 << l_1097;
const uint l_1103 = l_1094 << l_1097;
const uint l_1104 = uint(32) - l_1097;
const uint l_1105 = l_1090 >> l_1104;
const uint l_1106 = l_1103 | l_1105;
l_mut_440 = l_1102;
l_mut_439 = l_1106;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1107 = l_9 >= uint(32);
if (l_1107) {
const uint l_1108 = l_9 & uint(31);
const uint l_1109 = l_mut_441 >> l_1108;
l_mut_428 = l_1109;
l_mut_421 = uint(0);
} else {
const bool l_1110 = l_9 > uint(0);
if (l_1110) {
l_mut_388 = l_mut_394;
const bool l_1111 = l_9 > uint(0);
if (l_1111) {
const uint l_1112 = l_mut_394 >> l_9;
const uint l_1113 = uint(32) - l_9;
const uint l_1114 = l_mut_441 << l_1113;
const uint l_1115 = l_1112 | l_1114;
l_mut_388 = l_1115;
}
const uint l_1116 = l_mut_441 >> l_9;
l_mut_428 = l_mut_388;
l_mut_421 = l_1116;
}
}
const uint l_1117 = l_mut_440 + l_mut_428;
const uint l_1118 = l_mut_439 + l_mut_421;
const bool l_1119 = l_1117 < l_mut_440;
const uint l_1120 = uint(l_1119);
const uint l_1121 = l_1118 + l_1120;
l_mut_445 = l_1117;
l_mut_444 = l_1121;
}
}
if (l_972) {
const uint l_1122 = uint(0) - l_mut_445;
const uint l_1123 = uint(0) - l_mut_444;
const bool l_1124 = uint(0) < l_mut_445;
const uint l_1125 = uint(l_1124);
const uint l_1126 = l_1123 - l_1125;
l_mut_445 = l_1122;
l_mut_444 = l_1126;
}
}
const uint l_1127 = l_925 + l_mut_445;
const uint l_1128 = l_929 + l_mut_444;
const bool l_1129 = l_1127 < l_925;
const uint l_1130 = uint(l_1129);
const uint l_1131 = l_1128 + l_1130;
const uint l_1132 = l_72 >> uint(31);
const bool l_1133 = l_1132 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1133) {
const uint l_1134 = uint(0) - l_69;
const uint l_1135 = uint(0) - l_72;
const bool l_1136 = uint(0) < l_69;
const uint l_1137 = uint(l_1136);
const uint l_1138 = l_1135 - l_1137;
l_mut_445 = l_1134;
l_mut_444 = l_1138;
}
const uint l_1139 = l_mut_445 * l_874;
const uint l_1140 = l_mut_444 * l_874;
const uint l_1141 = __umulhi(l_mut_445, l_874);
const uint l_1142 = l_1141 + l_1140;
const uint l_1143 = __umulhi(l_mut_444, l_874);
const bool l_1144 = l_1142 < l_1140;
const uint l_1145 = uint(l_1144);
const uint l_1146 = l_1143 + l_1145;
const uint l_1147 = l_9 % uint(32);
l_mut_441 = l_1139;
const bool l_1148 = l_1147 > uint(0);
if (l_1148) {
const uint l_1149 = l_1139 >> l_1147;
const uint l_1150 = uint(32) - l_1147;
const uint l_1151 = l_1142 << l_1150;
const uint l_1152 = l_1149 | l_1151;
l_mut_441 = l_1152;
}
l_mut_440 = l_1142;
const bool l_1153 = l_1147 > uint(0);
if (l_1153) {
const uint l_1154 = l_1142 >> l_1147;
const uint l_1155 = uint(32) - l_1147;
const uint l_1156 = l_1146 << l_1155;
const uint l_1157 = l_1154 | l_1156;
l_mut_440 = l_1157;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1158 = l_9 >= uint(64);
if (l_1158) {
l_mut_439 = l_1146;
l_mut_441 = uint(0);
} else {
const bool l_1159 = l_9 >= uint(32);
if (l_1159) {
l_mut_440 = l_1142;
const bool l_1160 = l_1147 > uint(0);
if (l_1160) {
const uint l_1161 = l_1142 >> l_1147;
const uint l_1162 = uint(32) - l_1147;
const uint l_1163 = l_1146 << l_1162;
const uint l_1164 = l_1161 | l_1163;
l_mut_440 = l_1164;
}
const uint l_1165 = l_1146 >> l_1147;
l_mut_439 = l_mut_440;
l_mut_441 = l_1165;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1133) {
const uint l_1166 = uint(0) - l_mut_445;
const uint l_1167 = uint(0) - l_mut_444;
const bool l_1168 = uint(0) < l_mut_445;
const uint l_1169 = uint(l_1168);
const uint l_1170 = l_1167 - l_1169;
l_mut_445 = l_1166;
l_mut_444 = l_1170;
}
const uint l_1171 = l_916 + l_mut_445;
const uint l_1172 = l_920 + l_mut_444;
const bool l_1173 = l_1171 < l_916;
const uint l_1174 = uint(l_1173);
const uint l_1175 = l_1172 + l_1174;
const uint l_1176 = l_9 + uint(3);
l_mut_445 = uint(0);
l_mut_444 = uint(0);
const bool l_1177 = l_874 < uint(65536);
if (l_1177) {
const uint l_1178 = l_874 * l_874;
const uint l_1179 = l_72 >> uint(31);
const bool l_1180 = l_1179 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1180) {
const uint l_1181 = uint(0) - l_69;
const uint l_1182 = uint(0) - l_72;
const bool l_1183 = uint(0) < l_69;
const uint l_1184 = uint(l_1183);
const uint l_1185 = l_1182 - l_1184;
l_mut_441 = l_1181;
l_mut_440 = l_1185;
}
const uint l_1186 = l_mut_441 * l_1178;
const uint l_1187 = l_mut_440 * l_1178;
const uint l_1188 = __umulhi(l_mut_441, l_1178);
const uint l_1189 = l_1188 + l_1187;
const uint l_1190 = __umulhi(l_mut_440, l_1178);
const bool l_1191 = l_1189 < l_1187;
const uint l_1192 = uint(l_1191);
const uint l_1193 = l_1190 + l_1192;
const uint l_1194 = l_1176 % uint(32);
l_mut_439 = l_1186;
const bool l_1195 = l_1194 > uint(0);
if (l_1195) {
const uint l_1196 = l_1186 >> l_1194;
const uint l_1197 = uint(32) - l_1194;
const uint l_1198 = l_1189 << l_1197;
const uint l_1199 = l_1196 | l_1198;
l_mut_439 = l_1199;
}
l_mut_428 = l_1189;
const bool l_1200 = l_1194 > uint(0);
if (l_1200) {
const uint l_1201 = l_1189 >> l_1194;
const uint l_1202 = uint(32) - l_1194;
const uint l_1203 = l_1193 << l_1202;
const uint l_1204 = l_1201 | l_1203;
l_mut_428 = l_1204;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1205 = l_1176 >= uint(64);
if (l_1205) {
l_mut_421 = l_1193;
l_mut_439 = uint(0);
} else {
const bool l_1206 = l_1176 >= uint(32);
if (l_1206) {
l_mut_428 = l_1189;
const bool l_1207 = l_1194 > uint(0);
if (l_1207) {
const uint l_1208 = l_1189 >> l_1194;
const uint l_1209 = uint(32) - l_1194;
const uint l_1210 = l_1193 << l_1209;
const uint l_1211 = l_1208 | l_1210;
l_mut_428 = l_1211;
}
const uint l_1212 = l_1193 >> l_1194;
l_mut_421 = l_mut_428;
l_mut_439 = l_1212;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if (l_1180) {
const uint l_1213 = uint(0) - l_mut_441;
const uint l_1214 = uint(0) - l_mut_440;
const bool l_1215 = uint(0) < l_mut_441;
const uint l_1216 = uint(l_1215);
const uint l_1217 = l_1214 - l_1216;
l_mut_441 = l_1213;
l_mut_440 = l_1217;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
const uint l_1218 = l_72 >> uint(31);
const bool l_1219 = l_1218 == uint(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if (l_1219) {
const uint l_1220 = uint(0) - l_69;
const uint l_1221 = uint(0) - l_72;
const bool l_1222 = uint(0) < l_69;
const uint l_1223 = uint(l_1222);
const uint l_1224 = l_1221 - l_1223;
l_mut_441 = l_1220;
l_mut_440 = l_1224;
}
const uint l_1225 = l_mut_441 * l_874;
const uint l_1226 = l_mut_440 * l_874;
const uint l_1227 = __umulhi(l_mut_441, l_874);
const uint l_1228 = l_1227 + l_1226;
const uint l_1229 = __umulhi(l_mut_440, l_874);
const bool l_1230 = l_1228 < l_1226;
const uint l_1231 = uint(l_1230);
const uint l_1232 = l_1229 + l_1231;
const uint l_1233 = uint(0) % uint(32);
l_mut_439 = l_1225;
const bool l_1234 = l_1233 > uint(0);
if (l_1234) {
const uint l_1235 = l_1225 >> l_1233;
const uint l_1236 = uint(32) - l_1233;
const uint l_1237 = l_1228 << l_1236;
const uint l_1238 = l_1235 | l_1237;
l_mut_439 = l_1238;
}
l_mut_428 = l_1228;
const bool l_1239 = l_1233 > uint(0);
if (l_1239) {
const uint l_1240 = l_1228 >> l_1233;
const uint l_1241 = uint(32) - l_1233;
const uint l_1242 = l_1232 << l_1241;
const uint l_1243 = l_1240 | l_1242;
l_mut_428 = l_1243;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
const bool l_1244 = uint(0) >= uint(64);
if (l_1244) {
l_mut_421 = l_1232;
l_mut_439 = uint(0);
} else {
const bool l_1245 = uint(0) >= uint(32);
if (l_1245) {
l_mut_428 = l_1228;
const bool l_1246 = l_1233 > uint(0);
if (l_1246) {
const uint l_1247 = l_1228 >> l_1233;
const uint l_1248 = uint(32) - l_1233;
const uint l_1249 = l_1232 << l_1248;
const uint l_1250 = l_1247 | l_1249;
l_mut_428 = l_1250;
}
const uint l_1251 = l_1232 >> l_1233;
l_mut_421 = l_mut_428;
l_mut_439 = l_1251;
}
}
const uint l_1252 = l_mut_441 * l_874;
const uint l_1253 = l_mut_440 * l_874;
const uint l_1254 = __umulhi(l_mut_441, l_874);
const uint l_1255 = l_1254 + l_1253;
const uint l_1256 = __umulhi(l_mut_440, l_874);
const bool l_1257 = l_1255 < l_1253;
const uint l_1258 = uint(l_1257);
const uint l_1259 = l_1256 + l_1258;
const uint l_1260 = uint(64) % uint(32);
l_mut_428 = l_1252;
const bool l_1261 = l_1260 > uint(0);
if (l_1261) {
const uint l_1262 = l_1252 >> l_1260;
const uint l_1263 = uint(32) - l_1260;
const uint l_1264 = l_1255 << l_1263;
const uint l_1265 = l_1262 | l_1264;
l_mut_428 = l_1265;
}
l_mut_394 = l_1255;
const bool l_1266 = l_1260 > uint(0);
if (l_1266) {
const uint l_1267 = l_1255 >> l_1260;
const uint l_1268 = uint(32) - l_1260;
const uint l_1269 = l_1259 << l_1268;
const uint l_1270 = l_1267 | l_1269;
l_mut_394 = l_1270;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
const bool l_1271 = uint(64) >= uint(64);
if (l_1271) {
l_mut_388 = l_1259;
l_mut_428 = uint(0);
} else {
const bool l_1272 = uint(64) >= uint(32);
if (l_1272) {
l_mut_394 = l_1255;
const bool l_1273 = l_1260 > uint(0);
if (l_1273) {
const uint l_1274 = l_1255 >> l_1260;
const uint l_1275 = uint(32) - l_1260;
const uint l_1276 = l_1259 << l_1275;
const uint l_1277 = l_1274 | l_1276;
l_mut_394 = l_1277;
}
const uint l_1278 = l_1259 >> l_1260;
l_mut_388 = l_mut_394;
l_mut_428 = l_1278;
}
}
const uint l_1279 = l_mut_421 * l_874;
const uint l_1280 = l_mut_439 * l_874;
const uint l_1281 = __umulhi(l_mut_421, l_874);
const uint l_1282 = l_1281 + l_1280;
const uint l_1283 = __umulhi(l_mut_439, l_874);
const bool l_1284 = l_1282 < l_1280;
const uint l_1285 = uint(l_1284);
const uint l_1286 = l_1283 + l_1285;
const uint l_1287 = uint(0) % uint(32);
l_mut_441 = l_1279;
const bool l_1288 = l_1287 > uint(0);
if (l_1288) {
const uint l_1289 = l_1279 >> l_1287;
const uint l_1290 = uint(32) - l_1287;
const uint l_1291 = l_1282 << l_1290;
const uint l_1292 = l_1289 | l_1291;
l_mut_441 = l_1292;
}
l_mut_440 = l_1282;
const bool l_1293 = l_1287 > uint(0);
if (l_1293) {
const uint l_1294 = l_1282 >> l_1287;
const uint l_1295 = uint(32) - l_1287;
const uint l_1296 = l_1286 << l_1295;
const uint l_1297 = l_1294 | l_1296;
l_mut_440 = l_1297;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1298 = uint(0) >= uint(64);
if (l_1298) {
l_mut_394 = l_1286;
l_mut_441 = uint(0);
} else {
const bool l_1299 = uint(0) >= uint(32);
if (l_1299) {
l_mut_440 = l_1282;
const bool l_1300 = l_1287 > uint(0);
if (l_1300) {
const uint l_1301 = l_1282 >> l_1287;
const uint l_1302 = uint(32) - l_1287;
const uint l_1303 = l_1286 << l_1302;
const uint l_1304 = l_1301 | l_1303;
l_mut_440 = l_1304;
}
const uint l_1305 = l_1286 >> l_1287;
l_mut_394 = l_mut_440;
l_mut_441 = l_1305;
}
}
const uint l_1306 = l_mut_421 * l_874;
const uint l_1307 = l_mut_439 * l_874;
const uint l_1308 = __umulhi(l_mut_421, l_874);
const uint l_1309 = l_1308 + l_1307;
const uint l_1310 = __umulhi(l_mut_439, l_874);
const bool l_1311 = l_1309 < l_1307;
const uint l_1312 = uint(l_1311);
const uint l_1313 = l_1310 + l_1312;
const uint l_1314 = uint(64) % uint(32);
l_mut_440 = l_1306;
const bool l_1315 = l_1314 > uint(0);
if (l_1315) {
const uint l_1316 = l_1306 >> l_1314;
const uint l_1317 = uint(32) - l_1314;
const uint l_1318 = l_1309 << l_1317;
const uint l_1319 = l_1316 | l_1318;
l_mut_440 = l_1319;
}
l_mut_382 = l_1309;
const bool l_1320 = l_1314 > uint(0);
if (l_1320) {
const uint l_1321 = l_1309 >> l_1314;
const uint l_1322 = uint(32) - l_1314;
const uint l_1323 = l_1313 << l_1322;
const uint l_1324 = l_1321 | l_1323;
l_mut_382 = l_1324;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
const bool l_1325 = uint(64) >= uint(64);
if (l_1325) {
l_mut_275 = l_1313;
l_mut_440 = uint(0);
} else {
const bool l_1326 = uint(64) >= uint(32);
if (l_1326) {
l_mut_382 = l_1309;
const bool l_1327 = l_1314 > uint(0);
if (l_1327) {
const uint l_1328 = l_1309 >> l_1314;
const uint l_1329 = uint(32) - l_1314;
const uint l_1330 = l_1313 << l_1329;
const uint l_1331 = l_1328 | l_1330;
l_mut_382 = l_1331;
}
const uint l_1332 = l_1313 >> l_1314;
l_mut_275 = l_mut_382;
l_mut_440 = l_1332;
}
}
const uint l_1333 = l_mut_388 * l_874;
const uint l_1334 = __umulhi(l_mut_388, l_874);
const uint l_1335 = l_mut_428 * l_874;
const uint l_1336 = l_1334 + l_1335;
const uint l_1337 = l_mut_275 + l_1333;
const uint l_1338 = l_mut_440 + l_1336;
const bool l_1339 = l_1337 < l_mut_275;
const uint l_1340 = uint(l_1339);
const uint l_1341 = l_1338 + l_1340;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
const bool l_1342 = l_1176 == uint(64);
if (l_1342) {
l_mut_445 = l_1337;
l_mut_444 = l_1341;
} else {
const bool l_1343 = l_1176 > uint(0);
if (l_1343) {
const uint l_1344 = uint(64) - l_1176;
l_mut_440 = l_1337;
l_mut_439 = l_1341;
const bool l_1345 = l_1344 >= uint(32);
if (l_1345) {
const uint l_1346 = l_1344 & uint(31);
const uint l_1347 = l_1337 << l_1346;
l_mut_440 = uint(0);
l_mut_439 = l_1347;
} else {
const bool l_1348 = l_1344 > uint(0);
if (l_1348) {
const uint l_1349 = l_1337 << l_1344;
const uint l_1350 = l_1341 << l_1344;
const uint l_1351 = uint(32) - l_1344;
const uint l_1352 = l_1337 >> l_1351;
const uint l_1353 = l_1350 | l_1352;
l_mut_440 = l_1349;
l_mut_439 = l_1353;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
const bool l_1354 = l_1176 >= uint(32);
if (l_1354) {
const uint l_1355 = l_1176 & uint(31);
const uint l_1356 = l_mut_441 >> l_1355;
l_mut_428 = l_1356;
l_mut_421 = uint(0);
} else {
const bool l_1357 = l_1176 > uint(0);
if (l_1357) {
l_mut_388 = l_mut_394;
const bool l_1358 = l_1176 > uint(0);
if (l_1358) {
const uint l_1359 = l_mut_394 >> l_1176;
const uint l_1360 = uint(32) - l_1176;
const uint l_1361 = l_mut_441 << l_1360;
const uint l_1362 = l_1359 | l_1361;
l_mut_388 = l_1362;
}
const uint l_1363 = l_mut_441 >> l_1176;
l_mut_428 = l_mut_388;
l_mut_421 = l_1363;
}
}
const uint l_1364 = l_mut_440 + l_mut_428;
const uint l_1365 = l_mut_439 + l_mut_421;
const bool l_1366 = l_1364 < l_mut_440;
const uint l_1367 = uint(l_1366);
const uint l_1368 = l_1365 + l_1367;
l_mut_445 = l_1364;
l_mut_444 = l_1368;
}
}
if (l_1219) {
const uint l_1369 = uint(0) - l_mut_445;
const uint l_1370 = uint(0) - l_mut_444;
const bool l_1371 = uint(0) < l_mut_445;
const uint l_1372 = uint(l_1371);
const uint l_1373 = l_1370 - l_1372;
l_mut_445 = l_1369;
l_mut_444 = l_1373;
}
}
const uint l_1374 = l_1127 - l_mut_445;
const uint l_1375 = l_1131 - l_mut_444;
const bool l_1376 = l_1127 < l_mut_445;
const uint l_1377 = uint(l_1376);
const uint l_1378 = l_1375 - l_1377;
const uint l_1379 = l_1374 + l_19;
const uint l_1380 = l_1378 + l_22;
const bool l_1381 = l_1379 < l_1374;
const uint l_1382 = uint(l_1381);
const uint l_1383 = l_1380 + l_1382;
const uint l_1384 = uint(0) - l_1171;
const uint l_1385 = uint(0) - l_1175;
const bool l_1386 = uint(0) < l_1171;
const uint l_1387 = uint(l_1386);
const uint l_1388 = l_1385 - l_1387;
const uint l_1389 = l_19 + l_19;
const uint l_1390 = l_22 + l_22;
const bool l_1391 = l_1389 < l_19;
const uint l_1392 = uint(l_1391);
const uint l_1393 = l_1390 + l_1392;
l_mut_445 = l_1384;
l_mut_444 = l_1388;
const uint l_1394 = uint(0) - l_1384;
const uint l_1395 = uint(0) - l_1388;
const bool l_1396 = uint(0) < l_1384;
const uint l_1397 = uint(l_1396);
const uint l_1398 = l_1395 - l_1397;
l_mut_441 = l_1394;
l_mut_440 = l_1398;
l_mut_439 = l_1379;
l_mut_428 = l_1383;
l_mut_421 = uint(1);
l_mut_394 = uint(1);
l_mut_652 = bool(false);
const bool l_1399 = l_mut_428 < l_1393;
const bool l_1400 = l_mut_428 == l_1393;
const bool l_1401 = l_mut_439 < l_1389;
const bool l_1402 = l_1400 && l_1401;
const bool l_1403 = l_1399 || l_1402;
const bool l_1404 = !l_1403;
l_mut_628 = l_1404;
const uint l_1405 = l_1384 | l_1388;
const bool l_1406 = l_1405 == uint(0);
if (l_1406) {
l_mut_652 = l_mut_628;
l_mut_628 = bool(false);
}
if (l_mut_628) {
const uint l_1407 = l_1388 >> uint(31);
const bool l_1408 = l_1407 == uint(1);
l_mut_388 = l_1384;
l_mut_382 = l_1388;
if (l_1408) {
const uint l_1409 = uint(0) - l_1384;
const uint l_1410 = uint(0) - l_1388;
const bool l_1411 = uint(0) < l_1384;
const uint l_1412 = uint(l_1411);
const uint l_1413 = l_1410 - l_1412;
l_mut_388 = l_1409;
l_mut_382 = l_1413;
}
const uint l_1414 = l_874 - uint(1);
const uint l_1415 = l_mut_388 * l_1414;
const uint l_1416 = __umulhi(l_mut_388, l_1414);
const uint l_1417 = l_mut_382 * l_1414;
const uint l_1418 = l_1416 + l_1417;
l_mut_275 = uint(0);
const uint l_1419 = l_874 - uint(1);
const uint l_1420 = l_mut_388 * l_1419;
const uint l_1421 = l_mut_382 * l_1419;
const uint l_1422 = __umulhi(l_mut_388, l_1419);
const uint l_1423 = l_1422 + l_1421;
const uint l_1424 = __umulhi(l_mut_382, l_1419);
const bool l_1425 = l_1423 < l_1421;
const uint l_1426 = uint(l_1425);
const uint l_1427 = l_1424 + l_1426;
const uint l_1428 = uint(64) % uint(32);
l_mut_269 = l_1420;
const bool l_1429 = l_1428 > uint(0);
if (l_1429) {
const uint l_1430 = l_1420 >> l_1428;
const uint l_1431 = uint(32) - l_1428;
const uint l_1432 = l_1423 << l_1431;
const uint l_1433 = l_1430 | l_1432;
l_mut_269 = l_1433;
}
l_mut_219 = l_1423;
const bool l_1434 = l_1428 > uint(0);
if (l_1434) {
const uint l_1435 = l_1423 >> l_1428;
const uint l_1436 = uint(32) - l_1428;
const uint l_1437 = l_1427 << l_1436;
const uint l_1438 = l_1435 | l_1437;
l_mut_219 = l_1438;
}
l_mut_213 = l_mut_269;
l_mut_269 = l_mut_219;
const bool l_1439 = uint(64) >= uint(64);
if (l_1439) {
l_mut_213 = l_1427;
l_mut_269 = uint(0);
} else {
const bool l_1440 = uint(64) >= uint(32);
if (l_1440) {
l_mut_219 = l_1423;
const bool l_1441 = l_1428 > uint(0);
if (l_1441) {
const uint l_1442 = l_1423 >> l_1428;
const uint l_1443 = uint(32) - l_1428;
const uint l_1444 = l_1427 << l_1443;
const uint l_1445 = l_1442 | l_1444;
l_mut_219 = l_1445;
}
const uint l_1446 = l_1427 >> l_1428;
l_mut_213 = l_mut_219;
l_mut_269 = l_1446;
}
}
const uint l_1447 = l_mut_213 | l_mut_269;
const bool l_1448 = l_1447 == uint(0);
if (l_1448) {
l_mut_269 = l_1379;
l_mut_219 = l_1383;
if (l_1408) {
const uint l_1449 = uint(0) - l_1379;
const uint l_1450 = uint(0) - l_1383;
const bool l_1451 = uint(0) < l_1379;
const uint l_1452 = uint(l_1451);
const uint l_1453 = l_1450 - l_1452;
const uint l_1454 = l_1379 | l_1383;
const bool l_1455 = l_1454 == uint(0);
const bool l_1456 = !l_1455;
const bool l_1457 = l_1418 < l_1453;
const bool l_1458 = l_1418 == l_1453;
const bool l_1459 = l_1415 < l_1449;
const bool l_1460 = l_1458 && l_1459;
const bool l_1461 = l_1457 || l_1460;
const bool l_1462 = !l_1461;
const bool l_1463 = l_1456 && l_1462;
if (l_1463) {
const uint l_1464 = l_874 - uint(1);
l_mut_213 = l_1449;
l_mut_151 = l_1453;
const bool l_1465 = l_1453 < l_mut_382;
const bool l_1466 = l_1453 == l_mut_382;
const bool l_1467 = l_1449 < l_mut_388;
const bool l_1468 = l_1466 && l_1467;
const bool l_1469 = l_1465 || l_1468;
const bool l_1470 = !l_1469;
if (l_1470) {
l_mut_145 = uint(0);
const bool l_1471 = l_mut_382 < l_1453;
const bool l_1472 = l_mut_382 == l_1453;
const bool l_1473 = l_mut_388 < l_1449;
const bool l_1474 = l_1472 && l_1473;
const bool l_1475 = l_1471 || l_1474;
if (l_1475) {
const uint l_1476 = l_1449 - uint(1);
const uint l_1477 = l_1453 - uint(0);
const bool l_1478 = l_1449 < uint(1);
const uint l_1479 = uint(l_1478);
const uint l_1480 = l_1477 - l_1479;
l_mut_102 = l_1476;
l_mut_96 = l_1480;
l_mut_90 = uint(0);

for (uint l_mut_1481 = uint(0); l_mut_1481 < uint(20); ++l_mut_1481) {
const uint l_1482 = uint(19) - l_mut_1481;
l_mut_75 = l_mut_102;
l_mut_40 = l_mut_96;
const bool l_1483 = l_1482 >= uint(32);
if (l_1483) {
const uint l_1484 = l_1482 & uint(31);
const uint l_1485 = l_mut_96 >> l_1484;
l_mut_75 = l_1485;
l_mut_40 = uint(0);
} else {
const bool l_1486 = l_1482 > uint(0);
if (l_1486) {
l_mut_1487 = l_mut_102;
const bool l_1488 = l_1482 > uint(0);
if (l_1488) {
const uint l_1489 = l_mut_102 >> l_1482;
const uint l_1490 = uint(32) - l_1482;
const uint l_1491 = l_mut_96 << l_1490;
const uint l_1492 = l_1489 | l_1491;
l_mut_1487 = l_1492;
}
const uint l_1493 = l_mut_96 >> l_1482;
l_mut_75 = l_mut_1487;
l_mut_40 = l_1493;
}
}
const bool l_1494 = l_mut_40 < l_mut_382;
const bool l_1495 = l_mut_40 == l_mut_382;
const bool l_1496 = l_mut_75 < l_mut_388;
const bool l_1497 = l_1495 && l_1496;
const bool l_1498 = l_1494 || l_1497;
const bool l_1499 = !l_1498;
if (l_1499) {
l_mut_1487 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1500 = l_1482 >= uint(32);
if (l_1500) {
const uint l_1501 = l_1482 & uint(31);
const uint l_1502 = l_mut_388 << l_1501;
l_mut_1487 = uint(0);
l_mut_75 = l_1502;
} else {
const bool l_1503 = l_1482 > uint(0);
if (l_1503) {
const uint l_1504 = l_mut_388 << l_1482;
const uint l_1505 = l_mut_382 << l_1482;
const uint l_1506 = uint(32) - l_1482;
const uint l_1507 = l_mut_388 >> l_1506;
const uint l_1508 = l_1505 | l_1507;
l_mut_1487 = l_1504;
l_mut_75 = l_1508;
}
}
const uint l_1509 = l_mut_102 - l_mut_1487;
const uint l_1510 = l_mut_96 - l_mut_75;
const bool l_1511 = l_mut_102 < l_mut_1487;
const uint l_1512 = uint(l_1511);
const uint l_1513 = l_1510 - l_1512;
l_mut_102 = l_1509;
l_mut_96 = l_1513;
const uint l_1514 = uint(1) << l_1482;
l_mut_90 = l_mut_90 | l_1514;
}
}
const uint l_1515 = min(l_mut_90, l_1464);
l_mut_1487 = l_1515;
const bool l_1516 = l_mut_96 < l_mut_382;
const bool l_1517 = l_mut_96 == l_mut_382;
const bool l_1518 = l_mut_102 < l_mut_388;
const bool l_1519 = l_1517 && l_1518;
const bool l_1520 = l_1516 || l_1519;
const bool l_1521 = !l_1520;
if (l_1521) {
l_mut_1487 = l_1464;
}
l_mut_145 = l_mut_1487;
}
const uint l_1522 = l_mut_388 * l_mut_145;
const uint l_1523 = __umulhi(l_mut_388, l_mut_145);
const uint l_1524 = l_mut_382 * l_mut_145;
const uint l_1525 = l_1523 + l_1524;
const uint l_1526 = l_1449 - l_1522;
const uint l_1527 = l_1453 - l_1525;
const bool l_1528 = l_1449 < l_1522;
const uint l_1529 = uint(l_1528);
const uint l_1530 = l_1527 - l_1529;
l_mut_213 = l_1526;
l_mut_151 = l_1530;
const bool l_1531 = l_mut_151 < l_mut_382;
const bool l_1532 = l_mut_151 == l_mut_382;
const bool l_1533 = l_mut_213 < l_mut_388;
const bool l_1534 = l_1532 && l_1533;
const bool l_1535 = l_1531 || l_1534;
const bool l_1536 = !l_1535;
if (l_1536) {
const uint l_1537 = l_mut_213 - l_mut_388;
const uint l_1538 = l_mut_151 - l_mut_382;
const bool l_1539 = l_mut_213 < l_mut_388;
const uint l_1540 = uint(l_1539);
const uint l_1541 = l_1538 - l_1540;
l_mut_213 = l_1537;
l_mut_151 = l_1541;
}
}
const uint l_1542 = l_mut_388 - l_mut_213;
const uint l_1543 = l_mut_382 - l_mut_151;
const bool l_1544 = l_mut_388 < l_mut_213;
const uint l_1545 = uint(l_1544);
const uint l_1546 = l_1543 - l_1545;
l_mut_1487 = l_1542;
l_mut_213 = l_1546;
const bool l_1547 = l_1546 < l_mut_382;
const bool l_1548 = l_1546 == l_mut_382;
const bool l_1549 = l_1542 < l_mut_388;
const bool l_1550 = l_1548 && l_1549;
const bool l_1551 = l_1547 || l_1550;
const bool l_1552 = !l_1551;
if (l_1552) {
const uint l_1553 = l_1542 - l_mut_388;
const uint l_1554 = l_1546 - l_mut_382;
const bool l_1555 = l_1542 < l_mut_388;
const uint l_1556 = uint(l_1555);
const uint l_1557 = l_1554 - l_1556;
l_mut_1487 = l_1553;
l_mut_213 = l_1557;
}
const bool l_1558 = l_mut_213 < l_mut_219;
const bool l_1559 = l_mut_213 == l_mut_219;
const bool l_1560 = l_mut_1487 < l_mut_269;
const bool l_1561 = l_1559 && l_1560;
const bool l_1562 = l_1558 || l_1561;
if (l_1562) {
l_mut_269 = l_mut_1487;
l_mut_219 = l_mut_213;
}
}
} else {
const uint l_1563 = l_1379 - l_1415;
const uint l_1564 = l_1383 - l_1418;
const bool l_1565 = l_1379 < l_1415;
const uint l_1566 = uint(l_1565);
const uint l_1567 = l_1564 - l_1566;
l_mut_269 = l_1563;
l_mut_219 = l_1567;
const bool l_1568 = l_1383 < l_1418;
const bool l_1569 = l_1383 == l_1418;
const bool l_1570 = l_1379 < l_1415;
const bool l_1571 = l_1569 && l_1570;
const bool l_1572 = l_1568 || l_1571;
if (l_1572) {
const uint l_1573 = l_874 - uint(1);
l_mut_1487 = l_1379;
l_mut_213 = l_1383;
const bool l_1574 = l_1383 < l_mut_382;
const bool l_1575 = l_1383 == l_mut_382;
const bool l_1576 = l_1379 < l_mut_388;
const bool l_1577 = l_1575 && l_1576;
const bool l_1578 = l_1574 || l_1577;
const bool l_1579 = !l_1578;
if (l_1579) {
l_mut_151 = uint(0);
const bool l_1580 = l_mut_382 < l_1383;
const bool l_1581 = l_mut_382 == l_1383;
const bool l_1582 = l_mut_388 < l_1379;
const bool l_1583 = l_1581 && l_1582;
const bool l_1584 = l_1580 || l_1583;
if (l_1584) {
const uint l_1585 = l_1379 - uint(1);
const uint l_1586 = l_1383 - uint(0);
const bool l_1587 = l_1379 < uint(1);
const uint l_1588 = uint(l_1587);
const uint l_1589 = l_1586 - l_1588;
l_mut_145 = l_1585;
l_mut_102 = l_1589;
l_mut_96 = uint(0);

for (uint l_mut_1590 = uint(0); l_mut_1590 < uint(20); ++l_mut_1590) {
const uint l_1591 = uint(19) - l_mut_1590;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
const bool l_1592 = l_1591 >= uint(32);
if (l_1592) {
const uint l_1593 = l_1591 & uint(31);
const uint l_1594 = l_mut_102 >> l_1593;
l_mut_90 = l_1594;
l_mut_75 = uint(0);
} else {
const bool l_1595 = l_1591 > uint(0);
if (l_1595) {
l_mut_40 = l_mut_145;
const bool l_1596 = l_1591 > uint(0);
if (l_1596) {
const uint l_1597 = l_mut_145 >> l_1591;
const uint l_1598 = uint(32) - l_1591;
const uint l_1599 = l_mut_102 << l_1598;
const uint l_1600 = l_1597 | l_1599;
l_mut_40 = l_1600;
}
const uint l_1601 = l_mut_102 >> l_1591;
l_mut_90 = l_mut_40;
l_mut_75 = l_1601;
}
}
const bool l_1602 = l_mut_75 < l_mut_382;
const bool l_1603 = l_mut_75 == l_mut_382;
const bool l_1604 = l_mut_90 < l_mut_388;
const bool l_1605 = l_1603 && l_1604;
const bool l_1606 = l_1602 || l_1605;
const bool l_1607 = !l_1606;
if (l_1607) {
l_mut_90 = l_mut_388;
l_mut_75 = l_mut_382;
const bool l_1608 = l_1591 >= uint(32);
if (l_1608) {
const uint l_1609 = l_1591 & uint(31);
const uint l_1610 = l_mut_388 << l_1609;
l_mut_90 = uint(0);
l_mut_75 = l_1610;
} else {
const bool l_1611 = l_1591 > uint(0);
if (l_1611) {
const uint l_1612 = l_mut_388 << l_1591;
const uint l_1613 = l_mut_382 << l_1591;
const uint l_1614 = uint(32) - l_1591;
const uint l_1615 = l_mut_388 >> l_1614;
const uint l_1616 = l_1613 | l_1615;
l_mut_90 = l_1612;
l_mut_75 = l_1616;
}
}
const uint l_1617 = l_mut_145 - l_mut_90;
const uint l_1618 = l_mut_102 - l_mut_75;
const bool l_1619 = l_mut_145 < l_mut_90;
const uint l_1620 = uint(l_1619);
const uint l_1621 = l_1618 - l_1620;
l_mut_145 = l_1617;
l_mut_102 = l_1621;
const uint l_1622 = uint(1) << l_1591;
l_mut_96 = l_mut_96 | l_1622;
}
}
const uint l_1623 = min(l_mut_96, l_1573);
l_mut_96 = l_1623;
const bool l_1624 = l_mut_102 < l_mut_382;
const bool l_1625 = l_mut_102 == l_mut_382;
const bool l_1626 = l_mut_145 < l_mut_388;
const bool l_1627 = l_1625 && l_1626;
const bool l_1628 = l_1624 || l_1627;
const bool l_1629 = !l_1628;
if (l_1629) {
l_mut_96 = l_1573;
}
l_mut_151 = l_mut_96;
}
const uint l_1630 = l_mut_388 * l_mut_151;
const uint l_1631 = __umulhi(l_mut_388, l_mut_151);
const uint l_1632 = l_mut_382 * l_mut_151;
const uint l_1633 = l_1631 + l_1632;
const uint l_1634 = l_1379 - l_1630;
const uint l_1635 = l_1383 - l_1633;
const bool l_1636 = l_1379 < l_1630;
const uint l_1637 = uint(l_1636);
const uint l_1638 = l_1635 - l_1637;
l_mut_1487 = l_1634;
l_mut_213 = l_1638;
const bool l_1639 = l_mut_213 < l_mut_382;
const bool l_1640 = l_mut_213 == l_mut_382;
const bool l_1641 = l_mut_1487 < l_mut_388;
const bool l_1642 = l_1640 && l_1641;
const bool l_1643 = l_1639 || l_1642;
const bool l_1644 = !l_1643;
if (l_1644) {
const uint l_1645 = l_mut_1487 - l_mut_388;
const uint l_1646 = l_mut_213 - l_mut_382;
const bool l_1647 = l_mut_1487 < l_mut_388;
const uint l_1648 = uint(l_1647);
const uint l_1649 = l_1646 - l_1648;
l_mut_1487 = l_1645;
l_mut_213 = l_1649;
}
}
const bool l_1650 = l_mut_213 < l_mut_219;
const bool l_1651 = l_mut_213 == l_mut_219;
const bool l_1652 = l_mut_1487 < l_mut_269;
const bool l_1653 = l_1651 && l_1652;
const bool l_1654 = l_1650 || l_1653;
if (l_1654) {
l_mut_269 = l_mut_1487;
l_mut_219 = l_mut_213;
}
}
}
const bool l_1655 = l_mut_219 < l_1393;
const bool l_1656 = l_mut_219 == l_1393;
const bool l_1657 = l_mut_269 < l_1389;
const bool l_1658 = l_1656 && l_1657;
const bool l_1659 = l_1655 || l_1658;
const bool l_1660 = !l_1659;
const uint l_1661 = uint(l_1660);
const uint l_1662 = uint(2) - l_1661;
l_mut_275 = l_1662;
}
const bool l_1663 = l_mut_275 > uint(0);
if (l_1663) {
const bool l_1664 = l_mut_275 == uint(1);
l_mut_652 = l_1664;
l_mut_628 = bool(false);
}
}
l_mut_357 = bool(false);
while (true) {
const bool l_1665 = !l_mut_628;
if (l_1665) {
break;}
l_mut_1487 = l_mut_445;
l_mut_388 = l_mut_444;
if (l_mut_357) {
l_mut_1487 = l_mut_441;
l_mut_388 = l_mut_440;
}
const bool l_1666 = l_mut_428 < l_mut_388;
const bool l_1667 = l_mut_428 == l_mut_388;
const bool l_1668 = l_mut_439 < l_mut_1487;
const bool l_1669 = l_1667 && l_1668;
const bool l_1670 = l_1666 || l_1669;
const bool l_1671 = !l_1670;
const bool l_1672 = l_1671 != l_mut_357;
if (l_1672) {
l_mut_1487 = l_mut_445;
l_mut_388 = l_mut_444;
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
l_mut_441 = l_mut_1487;
l_mut_440 = l_mut_388;
l_mut_1487 = l_mut_421;
l_mut_421 = l_mut_394;
l_mut_394 = l_mut_1487;
l_mut_357 = l_1671;
}
const uint l_1673 = l_mut_445 - l_mut_439;
const uint l_1674 = l_mut_444 - l_mut_428;
const bool l_1675 = l_mut_445 < l_mut_439;
const uint l_1676 = uint(l_1675);
const uint l_1677 = l_1674 - l_1676;
l_mut_1487 = l_1673;
l_mut_388 = l_1677;
if (l_mut_357) {
const uint l_1678 = l_mut_439 - l_1389;
const uint l_1679 = l_mut_428 - l_1393;
const bool l_1680 = l_mut_439 < l_1389;
const uint l_1681 = uint(l_1680);
const uint l_1682 = l_1679 - l_1681;
l_mut_1487 = l_1678;
l_mut_388 = l_1682;
}
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
const bool l_1683 = l_mut_388 < l_mut_444;
const bool l_1684 = l_mut_388 == l_mut_444;
const bool l_1685 = l_mut_1487 < l_mut_445;
const bool l_1686 = l_1684 && l_1685;
const bool l_1687 = l_1683 || l_1686;
if (l_1687) {
l_mut_382 = l_mut_1487;
l_mut_275 = l_mut_388;
}
l_mut_350 = bool(false);
l_mut_1487 = l_mut_382;
l_mut_388 = l_mut_275;
const bool l_1688 = uint(3) >= uint(32);
if (l_1688) {
const uint l_1689 = uint(3) & uint(31);
const uint l_1690 = l_mut_275 >> l_1689;
l_mut_1487 = l_1690;
l_mut_388 = uint(0);
} else {
const bool l_1691 = uint(3) > uint(0);
if (l_1691) {
l_mut_269 = l_mut_382;
const bool l_1692 = uint(3) > uint(0);
if (l_1692) {
const uint l_1693 = l_mut_382 >> uint(3);
const uint l_1694 = l_mut_275 << uint(29);
const uint l_1695 = l_1693 | l_1694;
l_mut_269 = l_1695;
}
const uint l_1696 = l_mut_275 >> uint(3);
l_mut_1487 = l_mut_269;
l_mut_388 = l_1696;
}
}
const bool l_1697 = l_mut_388 < l_mut_440;
const bool l_1698 = l_mut_388 == l_mut_440;
const bool l_1699 = l_mut_1487 < l_mut_441;
const bool l_1700 = l_1698 && l_1699;
const bool l_1701 = l_1697 || l_1700;
const bool l_1702 = !l_1701;
l_mut_350 = l_1702;
l_mut_1487 = uint(0);
const uint l_1703 = l_mut_441 | l_mut_440;
const bool l_1704 = l_1703 == uint(0);
const bool l_1705 = !l_1704;
const bool l_1706 = l_mut_350 && l_1705;
const bool l_1707 = l_mut_440 < l_mut_275;
const bool l_1708 = l_mut_440 == l_mut_275;
const bool l_1709 = l_mut_441 < l_mut_382;
const bool l_1710 = l_1708 && l_1709;
const bool l_1711 = l_1707 || l_1710;
const bool l_1712 = l_1706 && l_1711;
const uint l_1713 = l_mut_421 + l_mut_394;
const bool l_1714 = l_1713 < l_874;
const bool l_1715 = l_1712 && l_1714;
if (l_1715) {
const uint l_1716 = l_874 - l_mut_421;
const uint l_1717 = l_1716 - l_mut_394;
const uint l_1718 = l_1717 / l_mut_421;
const uint l_1719 = l_mut_382 - uint(1);
const uint l_1720 = l_mut_275 - uint(0);
const bool l_1721 = l_mut_382 < uint(1);
const uint l_1722 = uint(l_1721);
const uint l_1723 = l_1720 - l_1722;
l_mut_388 = l_1719;
l_mut_382 = l_1723;
l_mut_275 = uint(0);

for (uint l_mut_1724 = uint(0); l_mut_1724 < uint(20); ++l_mut_1724) {
const uint l_1725 = uint(19) - l_mut_1724;
l_mut_269 = l_mut_388;
l_mut_219 = l_mut_382;
const bool l_1726 = l_1725 >= uint(32);
if (l_1726) {
const uint l_1727 = l_1725 & uint(31);
const uint l_1728 = l_mut_382 >> l_1727;
l_mut_269 = l_1728;
l_mut_219 = uint(0);
} else {
const bool l_1729 = l_1725 > uint(0);
if (l_1729) {
l_mut_213 = l_mut_388;
const bool l_1730 = l_1725 > uint(0);
if (l_1730) {
const uint l_1731 = l_mut_388 >> l_1725;
const uint l_1732 = uint(32) - l_1725;
const uint l_1733 = l_mut_382 << l_1732;
const uint l_1734 = l_1731 | l_1733;
l_mut_213 = l_1734;
}
const uint l_1735 = l_mut_382 >> l_1725;
l_mut_269 = l_mut_213;
l_mut_219 = l_1735;
}
}
const bool l_1736 = l_mut_219 < l_mut_440;
const bool l_1737 = l_mut_219 == l_mut_440;
const bool l_1738 = l_mut_269 < l_mut_441;
const bool l_1739 = l_1737 && l_1738;
const bool l_1740 = l_1736 || l_1739;
const bool l_1741 = !l_1740;
if (l_1741) {
l_mut_269 = l_mut_441;
l_mut_219 = l_mut_440;
const bool l_1742 = l_1725 >= uint(32);
if (l_1742) {
const uint l_1743 = l_1725 & uint(31);
const uint l_1744 = l_mut_441 << l_1743;
l_mut_269 = uint(0);
l_mut_219 = l_1744;
} else {
const bool l_1745 = l_1725 > uint(0);
if (l_1745) {
const uint l_1746 = l_mut_441 << l_1725;
const uint l_1747 = l_mut_440 << l_1725;
const uint l_1748 = uint(32) - l_1725;
const uint l_1749 = l_mut_441 >> l_1748;
const uint l_1750 = l_1747 | l_1749;
l_mut_269 = l_1746;
l_mut_219 = l_1750;
}
}
const uint l_1751 = l_mut_388 - l_mut_269;
const uint l_1752 = l_mut_382 - l_mut_219;
const bool l_1753 = l_mut_388 < l_mut_269;
const uint l_1754 = uint(l_1753);
const uint l_1755 = l_1752 - l_1754;
l_mut_388 = l_1751;
l_mut_382 = l_1755;
const uint l_1756 = uint(1) << l_1725;
l_mut_275 = l_mut_275 | l_1756;
}
}
const uint l_1757 = min(l_mut_275, l_1718);
l_mut_275 = l_1757;
const bool l_1758 = l_mut_382 < l_mut_440;
const bool l_1759 = l_mut_382 == l_mut_440;
const bool l_1760 = l_mut_388 < l_mut_441;
const bool l_1761 = l_1759 && l_1760;
const bool l_1762 = l_1758 || l_1761;
const bool l_1763 = !l_1762;
if (l_1763) {
l_mut_275 = l_1718;
}
l_mut_1487 = l_mut_275;
}
l_mut_388 = l_mut_445;
l_mut_382 = l_mut_444;
l_mut_275 = l_mut_441;
l_mut_269 = l_mut_440;
l_mut_219 = l_mut_421;
l_mut_213 = l_mut_394;
l_mut_151 = l_mut_439;
l_mut_145 = l_mut_428;
l_mut_102 = uint(0);
const bool l_1764 = l_mut_1487 > uint(0);
if (l_1764) {
const uint l_1765 = l_mut_441 * l_mut_1487;
const uint l_1766 = __umulhi(l_mut_441, l_mut_1487);
const uint l_1767 = l_mut_440 * l_mut_1487;
const uint l_1768 = l_1766 + l_1767;
if (l_mut_357) {
const uint l_1769 = l_mut_439 - l_1765;
const uint l_1770 = l_mut_428 - l_1768;
const bool l_1771 = l_mut_439 < l_1765;
const uint l_1772 = uint(l_1771);
const uint l_1773 = l_1770 - l_1772;
l_mut_151 = l_1769;
l_mut_145 = l_1773;
}
const uint l_1774 = l_mut_445 - l_1765;
const uint l_1775 = l_mut_444 - l_1768;
const bool l_1776 = l_mut_445 < l_1765;
const uint l_1777 = uint(l_1776);
const uint l_1778 = l_1775 - l_1777;
l_mut_388 = l_1774;
l_mut_382 = l_1778;
const uint l_1779 = l_mut_1487 * l_mut_421;
const uint l_1780 = l_mut_394 + l_1779;
l_mut_213 = l_1780;
} else {
if (l_mut_357) {
const uint l_1781 = l_mut_439 - l_mut_441;
const uint l_1782 = l_mut_428 - l_mut_440;
const bool l_1783 = l_mut_439 < l_mut_441;
const uint l_1784 = uint(l_1783);
const uint l_1785 = l_1782 - l_1784;
l_mut_151 = l_1781;
l_mut_145 = l_1785;
const bool l_1786 = l_mut_145 < l_1393;
const bool l_1787 = l_mut_145 == l_1393;
const bool l_1788 = l_mut_151 < l_1389;
const bool l_1789 = l_1787 && l_1788;
const bool l_1790 = l_1786 || l_1789;
if (l_1790) {
l_mut_102 = uint(2);
}
}
const bool l_1791 = l_mut_102 == uint(0);
if (l_1791) {
const uint l_1792 = l_874 - l_mut_421;
const uint l_1793 = l_1792 / l_mut_394;
l_mut_1487 = uint(0);
l_mut_350 = bool(false);
l_mut_96 = l_mut_441;
l_mut_90 = l_mut_440;
const bool l_1794 = uint(3) >= uint(32);
if (l_1794) {
const uint l_1795 = uint(3) & uint(31);
const uint l_1796 = l_mut_440 >> l_1795;
l_mut_96 = l_1796;
l_mut_90 = uint(0);
} else {
const bool l_1797 = uint(3) > uint(0);
if (l_1797) {
l_mut_75 = l_mut_441;
const bool l_1798 = uint(3) > uint(0);
if (l_1798) {
const uint l_1799 = l_mut_441 >> uint(3);
const uint l_1800 = l_mut_440 << uint(29);
const uint l_1801 = l_1799 | l_1800;
l_mut_75 = l_1801;
}
const uint l_1802 = l_mut_440 >> uint(3);
l_mut_96 = l_mut_75;
l_mut_90 = l_1802;
}
}
const bool l_1803 = l_mut_90 < l_mut_444;
const bool l_1804 = l_mut_90 == l_mut_444;
const bool l_1805 = l_mut_96 < l_mut_445;
const bool l_1806 = l_1804 && l_1805;
const bool l_1807 = l_1803 || l_1806;
const bool l_1808 = !l_1807;
l_mut_350 = l_1808;
const uint l_1809 = l_mut_445 | l_mut_444;
const bool l_1810 = l_1809 == uint(0);
if (l_1810) {
l_mut_1487 = l_1793;
} else {
if (l_mut_350) {
const bool l_1811 = l_mut_444 < l_mut_440;
const bool l_1812 = l_mut_444 == l_mut_440;
const bool l_1813 = l_mut_445 < l_mut_441;
const bool l_1814 = l_1812 && l_1813;
const bool l_1815 = l_1811 || l_1814;
if (l_1815) {
const uint l_1816 = l_mut_441 - uint(1);
const uint l_1817 = l_mut_440 - uint(0);
const bool l_1818 = l_mut_441 < uint(1);
const uint l_1819 = uint(l_1818);
const uint l_1820 = l_1817 - l_1819;
l_mut_96 = l_1816;
l_mut_90 = l_1820;
l_mut_75 = uint(0);

for (uint l_mut_1821 = uint(0); l_mut_1821 < uint(20); ++l_mut_1821) {
const uint l_1822 = uint(19) - l_mut_1821;
l_mut_40 = l_mut_96;
l_mut_1823 = l_mut_90;
const bool l_1824 = l_1822 >= uint(32);
if (l_1824) {
const uint l_1825 = l_1822 & uint(31);
const uint l_1826 = l_mut_90 >> l_1825;
l_mut_40 = l_1826;
l_mut_1823 = uint(0);
} else {
const bool l_1827 = l_1822 > uint(0);
if (l_1827) {
l_mut_1828 = l_mut_96;
const bool l_1829 = l_1822 > uint(0);
if (l_1829) {
const uint l_1830 = l_mut_96 >> l_1822;
const uint l_1831 = uint(32) - l_1822;
const uint l_1832 = l_mut_90 << l_1831;
const uint l_1833 = l_1830 | l_1832;
l_mut_1828 = l_1833;
}
const uint l_1834 = l_mut_90 >> l_1822;
l_mut_40 = l_mut_1828;
l_mut_1823 = l_1834;
}
}
const bool l_1835 = l_mut_1823 < l_mut_444;
const bool l_1836 = l_mut_1823 == l_mut_444;
const bool l_1837 = l_mut_40 < l_mut_445;
const bool l_1838 = l_1836 && l_1837;
const bool l_1839 = l_1835 || l_1838;
const bool l_1840 = !l_1839;
if (l_1840) {
l_mut_1828 = l_mut_445;
l_mut_1823 = l_mut_444;
const bool l_1841 = l_1822 >= uint(32);
if (l_1841) {
const uint l_1842 = l_1822 & uint(31);
const uint l_1843 = l_mut_445 << l_1842;
l_mut_1828 = uint(0);
l_mut_1823 = l_1843;
} else {
const bool l_1844 = l_1822 > uint(0);
if (l_1844) {
const uint l_1845 = l_mut_445 << l_1822;
const uint l_1846 = l_mut_444 << l_1822;
const uint l_1847 = uint(32) - l_1822;
const uint l_1848 = l_mut_445 >> l_1847;
const uint l_1849 = l_1846 | l_1848;
l_mut_1828 = l_1845;
l_mut_1823 = l_1849;
}
}
const uint l_1850 = l_mut_96 - l_mut_1828;
const uint l_1851 = l_mut_90 - l_mut_1823;
const bool l_1852 = l_mut_96 < l_mut_1828;
const uint l_1853 = uint(l_1852);
const uint l_1854 = l_1851 - l_1853;
l_mut_96 = l_1850;
l_mut_90 = l_1854;
const uint l_1855 = uint(1) << l_1822;
l_mut_75 = l_mut_75 | l_1855;
}
}
const uint l_1856 = min(l_mut_75, l_1793);
l_mut_1828 = l_1856;
const bool l_1857 = l_mut_90 < l_mut_444;
const bool l_1858 = l_mut_90 == l_mut_444;
const bool l_1859 = l_mut_96 < l_mut_445;
const bool l_1860 = l_1858 && l_1859;
const bool l_1861 = l_1857 || l_1860;
const bool l_1862 = !l_1861;
if (l_1862) {
l_mut_1828 = l_1793;
}
l_mut_1487 = l_mut_1828;
}
} else {
l_mut_1828 = l_mut_441;
l_mut_1823 = l_mut_440;
while (true) {
const bool l_1863 = l_mut_444 < l_mut_1823;
const bool l_1864 = l_mut_444 == l_mut_1823;
const bool l_1865 = l_mut_445 < l_mut_1828;
const bool l_1866 = l_1864 && l_1865;
const bool l_1867 = l_1863 || l_1866;
const uint l_1868 = l_mut_1487 * l_mut_394;
const uint l_1869 = l_mut_421 + l_1868;
const uint l_1870 = l_1869 + l_mut_394;
const bool l_1871 = l_1870 < l_874;
const bool l_1872 = l_1867 && l_1871;
const bool l_1873 = !l_1872;
if (l_1873) {
break;}
const uint l_1874 = l_mut_1828 - l_mut_445;
const uint l_1875 = l_mut_1823 - l_mut_444;
const bool l_1876 = l_mut_1828 < l_mut_445;
const uint l_1877 = uint(l_1876);
const uint l_1878 = l_1875 - l_1877;
l_mut_1828 = l_1874;
l_mut_1823 = l_1878;
l_mut_1487 = l_mut_1487 + uint(1);
}
}
}
const uint l_1879 = l_mut_1487 * l_mut_394;
const uint l_1880 = l_mut_421 + l_1879;
const uint l_1881 = l_1880 + l_mut_394;
const bool l_1882 = l_1881 >= l_874;
if (l_1882) {
l_mut_102 = uint(1);
} else {
const uint l_1883 = l_mut_445 * l_mut_1487;
const uint l_1884 = __umulhi(l_mut_445, l_mut_1487);
const uint l_1885 = l_mut_444 * l_mut_1487;
const uint l_1886 = l_1884 + l_1885;
const uint l_1887 = l_mut_441 - l_1883;
const uint l_1888 = l_mut_440 - l_1886;
const bool l_1889 = l_mut_441 < l_1883;
const uint l_1890 = uint(l_1889);
const uint l_1891 = l_1888 - l_1890;
l_mut_275 = l_1887;
l_mut_269 = l_1891;
const uint l_1892 = l_mut_1487 * l_mut_394;
const uint l_1893 = l_mut_421 + l_1892;
l_mut_219 = l_1893;
const uint l_1894 = l_mut_445 - l_mut_275;
const uint l_1895 = l_mut_444 - l_mut_269;
const bool l_1896 = l_mut_445 < l_mut_275;
const uint l_1897 = uint(l_1896);
const uint l_1898 = l_1895 - l_1897;
l_mut_388 = l_1894;
l_mut_382 = l_1898;
const uint l_1899 = l_mut_394 + l_mut_219;
l_mut_213 = l_1899;
}
}
}
l_mut_445 = l_mut_388;
l_mut_444 = l_mut_382;
l_mut_441 = l_mut_275;
l_mut_440 = l_mut_269;
l_mut_421 = l_mut_219;
l_mut_394 = l_mut_213;
l_mut_439 = l_mut_151;
l_mut_428 = l_mut_145;
const bool l_1900 = l_mut_102 == uint(1);
l_mut_652 = l_1900;
const bool l_1901 = l_mut_102 == uint(0);
l_mut_628 = l_1901;
}
const bool l_1902 = !l_mut_652;
const bool l_1903 = l_873 && l_1902;
if (l_1903) {
const uint l_1904 = uint(1) << l_mut_871;
l_mut_793 = l_mut_793 | l_1904;
l_mut_788 = l_mut_788 + uint(1);
const uint l_1905 = l_872 + l_870;
const uint l_1906 = min(l_1905, l_56);
l_mut_1828 = uint(0);

for (uint l_mut_1907 = l_872; l_mut_1907 < l_1906; ++l_mut_1907) {
const uint l_1908 = l_59 * l_mut_1907;
const uint l_1909 = __umulhi(l_59, l_mut_1907);
const uint l_1910 = l_62 * l_mut_1907;
const uint l_1911 = l_1909 + l_1910;
const uint l_1912 = l_64 + l_1908;
const uint l_1913 = l_67 + l_1911;
const bool l_1914 = l_1912 < l_64;
const uint l_1915 = uint(l_1914);
const uint l_1916 = l_1913 + l_1915;
l_mut_1823 = uint(0);
l_mut_1487 = uint(0);
const bool l_1917 = l_mut_1907 < uint(65536);
if (l_1917) {
const uint l_1918 = l_mut_1907 * l_mut_1907;
const uint l_1919 = l_72 >> uint(31);
const bool l_1920 = l_1919 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1920) {
const uint l_1921 = uint(0) - l_69;
const uint l_1922 = uint(0) - l_72;
const bool l_1923 = uint(0) < l_69;
const uint l_1924 = uint(l_1923);
const uint l_1925 = l_1922 - l_1924;
l_mut_445 = l_1921;
l_mut_444 = l_1925;
}
const uint l_1926 = l_mut_445 * l_1918;
const uint l_1927 = l_mut_444 * l_1918;
const uint l_1928 = __umulhi(l_mut_445, l_1918);
const uint l_1929 = l_1928 + l_1927;
const uint l_1930 = __umulhi(l_mut_444, l_1918);
const bool l_1931 = l_1929 < l_1927;
const uint l_1932 = uint(l_1931);
const uint l_1933 = l_1930 + l_1932;
const uint l_1934 = l_9 % uint(32);
l_mut_441 = l_1926;
const bool l_1935 = l_1934 > uint(0);
if (l_1935) {
const uint l_1936 = l_1926 >> l_1934;
const uint l_1937 = uint(32) - l_1934;
const uint l_1938 = l_1929 << l_1937;
const uint l_1939 = l_1936 | l_1938;
l_mut_441 = l_1939;
}
l_mut_440 = l_1929;
const bool l_1940 = l_1934 > uint(0);
if (l_1940) {
const uint l_1941 = l_1929 >> l_1934;
const uint l_1942 = uint(32) - l_1934;
const uint l_1943 = l_1933 << l_1942;
const uint l_1944 = l_1941 | l_1943;
l_mut_440 = l_1944;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1945 = l_9 >= uint(64);
if (l_1945) {
l_mut_439 = l_1933;
l_mut_441 = uint(0);
} else {
const bool l_1946 = l_9 >= uint(32);
if (l_1946) {
l_mut_440 = l_1929;
const bool l_1947 = l_1934 > uint(0);
if (l_1947) {
const uint l_1948 = l_1929 >> l_1934;
const uint l_1949 = uint(32) - l_1934;
const uint l_1950 = l_1933 << l_1949;
const uint l_1951 = l_1948 | l_1950;
l_mut_440 = l_1951;
}
const uint l_1952 = l_1933 >> l_1934;
l_mut_439 = l_mut_440;
l_mut_441 = l_1952;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if (l_1920) {
const uint l_1953 = uint(0) - l_mut_445;
const uint l_1954 = uint(0) - l_mut_444;
const bool l_1955 = uint(0) < l_mut_445;
const uint l_1956 = uint(l_1955);
const uint l_1957 = l_1954 - l_1956;
l_mut_445 = l_1953;
l_mut_444 = l_1957;
}
l_mut_1823 = l_mut_445;
l_mut_1487 = l_mut_444;
} else {
const uint l_1958 = l_72 >> uint(31);
const bool l_1959 = l_1958 == uint(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if (l_1959) {
const uint l_1960 = uint(0) - l_69;
const uint l_1961 = uint(0) - l_72;
const bool l_1962 = uint(0) < l_69;
const uint l_1963 = uint(l_1962);
const uint l_1964 = l_1961 - l_1963;
l_mut_445 = l_1960;
l_mut_444 = l_1964;
}
const uint l_1965 = l_mut_445 * l_mut_1907;
const uint l_1966 = l_mut_444 * l_mut_1907;
const uint l_1967 = __umulhi(l_mut_445, l_mut_1907);
const uint l_1968 = l_1967 + l_1966;
const uint l_1969 = __umulhi(l_mut_444, l_mut_1907);
const bool l_1970 = l_1968 < l_1966;
const uint l_1971 = uint(l_1970);
const uint l_1972 = l_1969 + l_1971;
const uint l_1973 = uint(0) % uint(32);
l_mut_441 = l_1965;
const bool l_1974 = l_1973 > uint(0);
if (l_1974) {
const uint l_1975 = l_1965 >> l_1973;
const uint l_1976 = uint(32) - l_1973;
const uint l_1977 = l_1968 << l_1976;
const uint l_1978 = l_1975 | l_1977;
l_mut_441 = l_1978;
}
l_mut_440 = l_1968;
const bool l_1979 = l_1973 > uint(0);
if (l_1979) {
const uint l_1980 = l_1968 >> l_1973;
const uint l_1981 = uint(32) - l_1973;
const uint l_1982 = l_1972 << l_1981;
const uint l_1983 = l_1980 | l_1982;
l_mut_440 = l_1983;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
const bool l_1984 = uint(0) >= uint(64);
if (l_1984) {
l_mut_439 = l_1972;
l_mut_441 = uint(0);
} else {
const bool l_1985 = uint(0) >= uint(32);
if (l_1985) {
l_mut_440 = l_1968;
const bool l_1986 = l_1973 > uint(0);
if (l_1986) {
const uint l_1987 = l_1968 >> l_1973;
const uint l_1988 = uint(32) - l_1973;
const uint l_1989 = l_1972 << l_1988;
const uint l_1990 = l_1987 | l_1989;
l_mut_440 = l_1990;
}
const uint l_1991 = l_1972 >> l_1973;
l_mut_439 = l_mut_440;
l_mut_441 = l_1991;
}
}
const uint l_1992 = l_mut_445 * l_mut_1907;
const uint l_1993 = l_mut_444 * l_mut_1907;
const uint l_1994 = __umulhi(l_mut_445, l_mut_1907);
const uint l_1995 = l_1994 + l_1993;
const uint l_1996 = __umulhi(l_mut_444, l_mut_1907);
const bool l_1997 = l_1995 < l_1993;
const uint l_1998 = uint(l_1997);
const uint l_1999 = l_1996 + l_1998;
const uint l_2000 = uint(64) % uint(32);
l_mut_440 = l_1992;
const bool l_2001 = l_2000 > uint(0);
if (l_2001) {
const uint l_2002 = l_1992 >> l_2000;
const uint l_2003 = uint(32) - l_2000;
const uint l_2004 = l_1995 << l_2003;
const uint l_2005 = l_2002 | l_2004;
l_mut_440 = l_2005;
}
l_mut_428 = l_1995;
const bool l_2006 = l_2000 > uint(0);
if (l_2006) {
const uint l_2007 = l_1995 >> l_2000;
const uint l_2008 = uint(32) - l_2000;
const uint l_2009 = l_1999 << l_2008;
const uint l_2010 = l_2007 | l_2009;
l_mut_428 = l_2010;
}
l_mut_421 = l_mut_440;
l_mut_440 = l_mut_428;
const bool l_2011 = uint(64) >= uint(64);
if (l_2011) {
l_mut_421 = l_1999;
l_mut_440 = uint(0);
} else {
const bool l_2012 = uint(64) >= uint(32);
if (l_2012) {
l_mut_428 = l_1995;
const bool l_2013 = l_2000 > uint(0);
if (l_2013) {
const uint l_2014 = l_1995 >> l_2000;
const uint l_2015 = uint(32) - l_2000;
const uint l_2016 = l_1999 << l_2015;
const uint l_2017 = l_2014 | l_2016;
l_mut_428 = l_2017;
}
const uint l_2018 = l_1999 >> l_2000;
l_mut_421 = l_mut_428;
l_mut_440 = l_2018;
}
}
const uint l_2019 = l_mut_439 * l_mut_1907;
const uint l_2020 = l_mut_441 * l_mut_1907;
const uint l_2021 = __umulhi(l_mut_439, l_mut_1907);
const uint l_2022 = l_2021 + l_2020;
const uint l_2023 = __umulhi(l_mut_441, l_mut_1907);
const bool l_2024 = l_2022 < l_2020;
const uint l_2025 = uint(l_2024);
const uint l_2026 = l_2023 + l_2025;
const uint l_2027 = uint(0) % uint(32);
l_mut_445 = l_2019;
const bool l_2028 = l_2027 > uint(0);
if (l_2028) {
const uint l_2029 = l_2019 >> l_2027;
const uint l_2030 = uint(32) - l_2027;
const uint l_2031 = l_2022 << l_2030;
const uint l_2032 = l_2029 | l_2031;
l_mut_445 = l_2032;
}
l_mut_444 = l_2022;
const bool l_2033 = l_2027 > uint(0);
if (l_2033) {
const uint l_2034 = l_2022 >> l_2027;
const uint l_2035 = uint(32) - l_2027;
const uint l_2036 = l_2026 << l_2035;
const uint l_2037 = l_2034 | l_2036;
l_mut_444 = l_2037;
}
l_mut_428 = l_mut_445;
l_mut_445 = l_mut_444;
const bool l_2038 = uint(0) >= uint(64);
if (l_2038) {
l_mut_428 = l_2026;
l_mut_445 = uint(0);
} else {
const bool l_2039 = uint(0) >= uint(32);
if (l_2039) {
l_mut_444 = l_2022;
const bool l_2040 = l_2027 > uint(0);
if (l_2040) {
const uint l_2041 = l_2022 >> l_2027;
const uint l_2042 = uint(32) - l_2027;
const uint l_2043 = l_2026 << l_2042;
const uint l_2044 = l_2041 | l_2043;
l_mut_444 = l_2044;
}
const uint l_2045 = l_2026 >> l_2027;
l_mut_428 = l_mut_444;
l_mut_445 = l_2045;
}
}
const uint l_2046 = l_mut_439 * l_mut_1907;
const uint l_2047 = l_mut_441 * l_mut_1907;
const uint l_2048 = __umulhi(l_mut_439, l_mut_1907);
const uint l_2049 = l_2048 + l_2047;
const uint l_2050 = __umulhi(l_mut_441, l_mut_1907);
const bool l_2051 = l_2049 < l_2047;
const uint l_2052 = uint(l_2051);
const uint l_2053 = l_2050 + l_2052;
const uint l_2054 = uint(64) % uint(32);
l_mut_444 = l_2046;
const bool l_2055 = l_2054 > uint(0);
if (l_2055) {
const uint l_2056 = l_2046 >> l_2054;
const uint l_2057 = uint(32) - l_2054;
const uint l_2058 = l_2049 << l_2057;
const uint l_2059 = l_2056 | l_2058;
l_mut_444 = l_2059;
}
l_mut_394 = l_2049;
const bool l_2060 = l_2054 > uint(0);
if (l_2060) {
const uint l_2061 = l_2049 >> l_2054;
const uint l_2062 = uint(32) - l_2054;
const uint l_2063 = l_2053 << l_2062;
const uint l_2064 = l_2061 | l_2063;
l_mut_394 = l_2064;
}
l_mut_388 = l_mut_444;
l_mut_444 = l_mut_394;
const bool l_2065 = uint(64) >= uint(64);
if (l_2065) {
l_mut_388 = l_2053;
l_mut_444 = uint(0);
} else {
const bool l_2066 = uint(64) >= uint(32);
if (l_2066) {
l_mut_394 = l_2049;
const bool l_2067 = l_2054 > uint(0);
if (l_2067) {
const uint l_2068 = l_2049 >> l_2054;
const uint l_2069 = uint(32) - l_2054;
const uint l_2070 = l_2053 << l_2069;
const uint l_2071 = l_2068 | l_2070;
l_mut_394 = l_2071;
}
const uint l_2072 = l_2053 >> l_2054;
l_mut_388 = l_mut_394;
l_mut_444 = l_2072;
}
}
const uint l_2073 = l_mut_421 * l_mut_1907;
const uint l_2074 = __umulhi(l_mut_421, l_mut_1907);
const uint l_2075 = l_mut_440 * l_mut_1907;
const uint l_2076 = l_2074 + l_2075;
const uint l_2077 = l_mut_388 + l_2073;
const uint l_2078 = l_mut_444 + l_2076;
const bool l_2079 = l_2077 < l_mut_388;
const uint l_2080 = uint(l_2079);
const uint l_2081 = l_2078 + l_2080;
l_mut_1823 = l_mut_428;
l_mut_1487 = l_mut_445;
const bool l_2082 = l_9 == uint(64);
if (l_2082) {
l_mut_1823 = l_2077;
l_mut_1487 = l_2081;
} else {
const bool l_2083 = l_9 > uint(0);
if (l_2083) {
const uint l_2084 = uint(64) - l_9;
l_mut_444 = l_2077;
l_mut_441 = l_2081;
const bool l_2085 = l_2084 >= uint(32);
if (l_2085) {
const uint l_2086 = l_2084 & uint(31);
const uint l_2087 = l_2077 << l_2086;
l_mut_444 = uint(0);
l_mut_441 = l_2087;
} else {
const bool l_2088 = l_2084 > uint(0);
if (l_2088) {
const uint l_2089 = l_2077 << l_2084;
const uint l_2090 = l_2081 << l_2084;
const uint l_2091 = uint(32) - l_2084;
const uint l_2092 = l_2077 >> l_2091;
const uint l_2093 = l_2090 | l_2092;
l_mut_444 = l_2089;
l_mut_441 = l_2093;
}
}
l_mut_440 = l_mut_428;
l_mut_439 = l_mut_445;
const bool l_2094 = l_9 >= uint(32);
if (l_2094) {
const uint l_2095 = l_9 & uint(31);
const uint l_2096 = l_mut_445 >> l_2095;
l_mut_440 = l_2096;
l_mut_439 = uint(0);
} else {
const bool l_2097 = l_9 > uint(0);
if (l_2097) {
l_mut_421 = l_mut_428;
const bool l_2098 = l_9 > uint(0);
if (l_2098) {
const uint l_2099 = l_mut_428 >> l_9;
const uint l_2100 = uint(32) - l_9;
const uint l_2101 = l_mut_445 << l_2100;
const uint l_2102 = l_2099 | l_2101;
l_mut_421 = l_2102;
}
const uint l_2103 = l_mut_445 >> l_9;
l_mut_440 = l_mut_421;
l_mut_439 = l_2103;
}
}
const uint l_2104 = l_mut_444 + l_mut_440;
const uint l_2105 = l_mut_441 + l_mut_439;
const bool l_2106 = l_2104 < l_mut_444;
const uint l_2107 = uint(l_2106);
const uint l_2108 = l_2105 + l_2107;
l_mut_1823 = l_2104;
l_mut_1487 = l_2108;
}
}
if (l_1959) {
const uint l_2109 = uint(0) - l_mut_1823;
const uint l_2110 = uint(0) - l_mut_1487;
const bool l_2111 = uint(0) < l_mut_1823;
const uint l_2112 = uint(l_2111);
const uint l_2113 = l_2110 - l_2112;
l_mut_1823 = l_2109;
l_mut_1487 = l_2113;
}
}
const uint l_2114 = l_1912 + l_mut_1823;
const uint l_2115 = l_1916 + l_mut_1487;
const bool l_2116 = l_2114 < l_1912;
const uint l_2117 = uint(l_2116);
const uint l_2118 = l_2115 + l_2117;
const uint l_2119 = uint(0) - l_2114;
const uint l_2120 = uint(0) - l_2118;
const bool l_2121 = uint(0) < l_2114;
const uint l_2122 = uint(l_2121);
const uint l_2123 = l_2120 - l_2122;
l_mut_1823 = l_2119;
l_mut_1487 = l_2123;
const bool l_2124 = l_2118 < l_mut_1487;
const bool l_2125 = l_2118 == l_mut_1487;
const bool l_2126 = l_2114 < l_mut_1823;
const bool l_2127 = l_2125 && l_2126;
const bool l_2128 = l_2124 || l_2127;
if (l_2128) {
l_mut_1823 = l_2114;
l_mut_1487 = l_2118;
}
const bool l_2129 = l_mut_1487 < l_27;
const bool l_2130 = l_mut_1487 == l_27;
const bool l_2131 = l_mut_1823 < l_24;
const bool l_2132 = l_2130 && l_2131;
const bool l_2133 = l_2129 || l_2132;
const uint l_2134 = uint(l_2133);
l_mut_1828 = l_mut_1828 + l_2134;
}
l_mut_450 = l_mut_450 + l_mut_1828;
}
}
const bool l_2135 = l_mut_788 > uint(0);
if (l_2135) {
const uint l_2516 = info.static_meta[uint(5)];
const uint l_2517 = l_2516 * uint(1);
const uint l_2518 = l_2517 - uint(1);
const uint l_2519 = min(uint(1), l_2518);
device atomic_uint* l_2520 = &buffer_5[l_2519];
atomic_uint* l_2136 = l_2520;
const uint l_2137 = atomic_fetch_add_explicit(l_2136, l_mut_788, memory_order_relaxed);
}
const bool l_2138 = l_mut_450 > uint(0);
if (l_2138) {
const uint l_2521 = info.static_meta[uint(5)];
const uint l_2522 = l_2521 * uint(1);
const uint l_2523 = l_2522 - uint(1);
const uint l_2524 = min(uint(2), l_2523);
device atomic_uint* l_2525 = &buffer_5[l_2524];
atomic_uint* l_2139 = l_2525;
const uint l_2140 = atomic_fetch_add_explicit(l_2139, l_mut_450, memory_order_relaxed);
l_mut_1828 = l_2140;

for (uint l_mut_2141 = uint(0); l_mut_2141 < uint(8); ++l_mut_2141) {
const uint l_2142 = l_mut_793 >> l_mut_2141;
const uint l_2143 = l_2142 & uint(1);
const bool l_2144 = l_2143 == uint(1);
if (l_2144) {
const uint l_2145 = l_mut_2141 * l_870;
const uint l_2146 = l_2145 + l_870;
const uint l_2147 = min(l_2146, l_56);
l_mut_1823 = l_mut_1828;

for (uint l_mut_2148 = l_2145; l_mut_2148 < l_2147; ++l_mut_2148) {
const uint l_2149 = l_59 * l_mut_2148;
const uint l_2150 = __umulhi(l_59, l_mut_2148);
const uint l_2151 = l_62 * l_mut_2148;
const uint l_2152 = l_2150 + l_2151;
const uint l_2153 = l_64 + l_2149;
const uint l_2154 = l_67 + l_2152;
const bool l_2155 = l_2153 < l_64;
const uint l_2156 = uint(l_2155);
const uint l_2157 = l_2154 + l_2156;
l_mut_1487 = uint(0);
l_mut_788 = uint(0);
const bool l_2158 = l_mut_2148 < uint(65536);
if (l_2158) {
const uint l_2159 = l_mut_2148 * l_mut_2148;
const uint l_2160 = l_72 >> uint(31);
const bool l_2161 = l_2160 == uint(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2161) {
const uint l_2162 = uint(0) - l_69;
const uint l_2163 = uint(0) - l_72;
const bool l_2164 = uint(0) < l_69;
const uint l_2165 = uint(l_2164);
const uint l_2166 = l_2163 - l_2165;
l_mut_450 = l_2162;
l_mut_445 = l_2166;
}
const uint l_2167 = l_mut_450 * l_2159;
const uint l_2168 = l_mut_445 * l_2159;
const uint l_2169 = __umulhi(l_mut_450, l_2159);
const uint l_2170 = l_2169 + l_2168;
const uint l_2171 = __umulhi(l_mut_445, l_2159);
const bool l_2172 = l_2170 < l_2168;
const uint l_2173 = uint(l_2172);
const uint l_2174 = l_2171 + l_2173;
const uint l_2175 = l_9 % uint(32);
l_mut_444 = l_2167;
const bool l_2176 = l_2175 > uint(0);
if (l_2176) {
const uint l_2177 = l_2167 >> l_2175;
const uint l_2178 = uint(32) - l_2175;
const uint l_2179 = l_2170 << l_2178;
const uint l_2180 = l_2177 | l_2179;
l_mut_444 = l_2180;
}
l_mut_441 = l_2170;
const bool l_2181 = l_2175 > uint(0);
if (l_2181) {
const uint l_2182 = l_2170 >> l_2175;
const uint l_2183 = uint(32) - l_2175;
const uint l_2184 = l_2174 << l_2183;
const uint l_2185 = l_2182 | l_2184;
l_mut_441 = l_2185;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2186 = l_9 >= uint(64);
if (l_2186) {
l_mut_440 = l_2174;
l_mut_444 = uint(0);
} else {
const bool l_2187 = l_9 >= uint(32);
if (l_2187) {
l_mut_441 = l_2170;
const bool l_2188 = l_2175 > uint(0);
if (l_2188) {
const uint l_2189 = l_2170 >> l_2175;
const uint l_2190 = uint(32) - l_2175;
const uint l_2191 = l_2174 << l_2190;
const uint l_2192 = l_2189 | l_2191;
l_mut_441 = l_2192;
}
const uint l_2193 = l_2174 >> l_2175;
l_mut_440 = l_mut_441;
l_mut_444 = l_2193;
}
}
l_mut_450 = l_mut_440;
l_mut_445 = l_mut_444;
if (l_2161) {
const uint l_2194 = uint(0) - l_mut_450;
const uint l_2195 = uint(0) - l_mut_445;
const bool l_2196 = uint(0) < l_mut_450;
const uint l_2197 = uint(l_2196);
const uint l_2198 = l_2195 - l_2197;
l_mut_450 = l_2194;
l_mut_445 = l_2198;
}
l_mut_1487 = l_mut_450;
l_mut_788 = l_mut_445;
} else {
const uint l_2199 = l_72 >> uint(31);
const bool l_2200 = l_2199 == uint(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if (l_2200) {
const uint l_2201 = uint(0) - l_69;
const uint l_2202 = uint(0) - l_72;
const bool l_2203 = uint(0) < l_69;
const uint l_2204 = uint(l_2203);
const uint l_2205 = l_2202 - l_2204;
l_mut_450 = l_2201;
l_mut_445 = l_2205;
}
const uint l_2206 = l_mut_450 * l_mut_2148;
const uint l_2207 = l_mut_445 * l_mut_2148;
const uint l_2208 = __umulhi(l_mut_450, l_mut_2148);
const uint l_2209 = l_2208 + l_2207;
const uint l_2210 = __umulhi(l_mut_445, l_mut_2148);
const bool l_2211 = l_2209 < l_2207;
const uint l_2212 = uint(l_2211);
const uint l_2213 = l_2210 + l_2212;
const uint l_2214 = uint(0) % uint(32);
l_mut_444 = l_2206;
const bool l_2215 = l_2214 > uint(0);
if (l_2215) {
const uint l_2216 = l_2206 >> l_2214;
const uint l_2217 = uint(32) - l_2214;
const uint l_2218 = l_2209 << l_2217;
const uint l_2219 = l_2216 | l_2218;
l_mut_444 = l_2219;
}
l_mut_441 = l_2209;
const bool l_2220 = l_2214 > uint(0);
if (l_2220) {
const uint l_2221 = l_2209 >> l_2214;
const uint l_2222 = uint(32) - l_2214;
const uint l_2223 = l_2213 << l_2222;
const uint l_2224 = l_2221 | l_2223;
l_mut_441 = l_2224;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
const bool l_2225 = uint(0) >= uint(64);
if (l_2225) {
l_mut_440 = l_2213;
l_mut_444 = uint(0);
} else {
const bool l_2226 = uint(0) >= uint(32);
if (l_2226) {
l_mut_441 = l_2209;
const bool l_2227 = l_2214 > uint(0);
if (l_2227) {
const uint l_2228 = l_2209 >> l_2214;
const uint l_2229 = uint(32) - l_2214;
const uint l_2230 = l_2213 << l_2229;
const uint l_2231 = l_2228 | l_2230;
l_mut_441 = l_2231;
}
const uint l_2232 = l_2213 >> l_2214;
l_mut_440 = l_mut_441;
l_mut_444 = l_2232;
}
}
const uint l_2233 = l_mut_450 * l_mut_2148;
const uint l_2234 = l_mut_445 * l_mut_2148;
const uint l_2235 = __umulhi(l_mut_450, l_mut_2148);
const uint l_2236 = l_2235 + l_2234;
const uint l_2237 = __umulhi(l_mut_445, l_mut_2148);
const bool l_2238 = l_2236 < l_2234;
const uint l_2239 = uint(l_2238);
const uint l_2240 = l_2237 + l_2239;
const uint l_2241 = uint(64) % uint(32);
l_mut_441 = l_2233;
const bool l_2242 = l_2241 > uint(0);
if (l_2242) {
const uint l_2243 = l_2233 >> l_2241;
const uint l_2244 = uint(32) - l_2241;
const uint l_2245 = l_2236 << l_2244;
const uint l_2246 = l_2243 | l_2245;
l_mut_441 = l_2246;
}
l_mut_439 = l_2236;
const bool l_2247 = l_2241 > uint(0);
if (l_2247) {
const uint l_2248 = l_2236 >> l_2241;
const uint l_2249 = uint(32) - l_2241;
const uint l_2250 = l_2240 << l_2249;
const uint l_2251 = l_2248 | l_2250;
l_mut_439 = l_2251;
}
l_mut_428 = l_mut_441;
l_mut_441 = l_mut_439;
const bool l_2252 = uint(64) >= uint(64);
if (l_2252) {
l_mut_428 = l_2240;
l_mut_441 = uint(0);
} else {
const bool l_2253 = uint(64) >= uint(32);
if (l_2253) {
l_mut_439 = l_2236;
const bool l_2254 = l_2241 > uint(0);
if (l_2254) {
const uint l_2255 = l_2236 >> l_2241;
const uint l_2256 = uint(32) - l_2241;
const uint l_2257 = l_2240 << l_2256;
const uint l_2258 = l_2255 | l_2257;
l_mut_439 = l_2258;
}
const uint l_2259 = l_2240 >> l_2241;
l_mut_428 = l_mut_439;
l_mut_441 = l_2259;
}
}
const uint l_2260 = l_mut_440 * l_mut_2148;
const uint l_2261 = l_mut_444 * l_mut_2148;
const uint l_2262 = __umulhi(l_mut_440, l_mut_2148);
const uint l_2263 = l_2262 + l_2261;
const uint l_2264 = __umulhi(l_mut_444, l_mut_2148);
const bool l_2265 = l_2263 < l_2261;
const uint l_2266 = uint(l_2265);
const uint l_2267 = l_2264 + l_2266;
const uint l_2268 = uint(0) % uint(32);
l_mut_450 = l_2260;
const bool l_2269 = l_2268 > uint(0);
if (l_2269) {
const uint l_2270 = l_2260 >> l_2268;
const uint l_2271 = uint(32) - l_2268;
const uint l_2272 = l_2263 << l_2271;
const uint l_2273 = l_2270 | l_2272;
l_mut_450 = l_2273;
}
l_mut_445 = l_2263;
const bool l_2274 = l_2268 > uint(0);
if (l_2274) {
const uint l_2275 = l_2263 >> l_2268;
const uint l_2276 = uint(32) - l_2268;
const uint l_2277 = l_2267 << l_2276;
const uint l_2278 = l_2275 | l_2277;
l_mut_445 = l_2278;
}
l_mut_439 = l_mut_450;
l_mut_450 = l_mut_445;
const bool l_2279 = uint(0) >= uint(64);
if (l_2279) {
l_mut_439 = l_2267;
l_mut_450 = uint(0);
} else {
const bool l_2280 = uint(0) >= uint(32);
if (l_2280) {
l_mut_445 = l_2263;
const bool l_2281 = l_2268 > uint(0);
if (l_2281) {
const uint l_2282 = l_2263 >> l_2268;
const uint l_2283 = uint(32) - l_2268;
const uint l_2284 = l_2267 << l_2283;
const uint l_2285 = l_2282 | l_2284;
l_mut_445 = l_2285;
}
const uint l_2286 = l_2267 >> l_2268;
l_mut_439 = l_mut_445;
l_mut_450 = l_2286;
}
}
const uint l_2287 = l_mut_440 * l_mut_2148;
const uint l_2288 = l_mut_444 * l_mut_2148;
const uint l_2289 = __umulhi(l_mut_440, l_mut_2148);
const uint l_2290 = l_2289 + l_2288;
const uint l_2291 = __umulhi(l_mut_444, l_mut_2148);
const bool l_2292 = l_2290 < l_2288;
const uint l_2293 = uint(l_2292);
const uint l_2294 = l_2291 + l_2293;
const uint l_2295 = uint(64) % uint(32);
l_mut_445 = l_2287;
const bool l_2296 = l_2295 > uint(0);
if (l_2296) {
const uint l_2297 = l_2287 >> l_2295;
const uint l_2298 = uint(32) - l_2295;
const uint l_2299 = l_2290 << l_2298;
const uint l_2300 = l_2297 | l_2299;
l_mut_445 = l_2300;
}
l_mut_421 = l_2290;
const bool l_2301 = l_2295 > uint(0);
if (l_2301) {
const uint l_2302 = l_2290 >> l_2295;
const uint l_2303 = uint(32) - l_2295;
const uint l_2304 = l_2294 << l_2303;
const uint l_2305 = l_2302 | l_2304;
l_mut_421 = l_2305;
}
l_mut_394 = l_mut_445;
l_mut_445 = l_mut_421;
const bool l_2306 = uint(64) >= uint(64);
if (l_2306) {
l_mut_394 = l_2294;
l_mut_445 = uint(0);
} else {
const bool l_2307 = uint(64) >= uint(32);
if (l_2307) {
l_mut_421 = l_2290;
const bool l_2308 = l_2295 > uint(0);
if (l_2308) {
const uint l_2309 = l_2290 >> l_2295;
const uint l_2310 = uint(32) - l_2295;
const uint l_2311 = l_2294 << l_2310;
const uint l_2312 = l_2309 | l_2311;
l_mut_421 = l_2312;
}
const uint l_2313 = l_2294 >> l_2295;
l_mut_394 = l_mut_421;
l_mut_445 = l_2313;
}
}
const uint l_2314 = l_mut_428 * l_mut_2148;
const uint l_2315 = __umulhi(l_mut_428, l_mut_2148);
const uint l_2316 = l_mut_441 * l_mut_2148;
const uint l_2317 = l_2315 + l_2316;
const uint l_2318 = l_mut_394 + l_2314;
const uint l_2319 = l_mut_445 + l_2317;
const bool l_2320 = l_2318 < l_mut_394;
const uint l_2321 = uint(l_2320);
const uint l_2322 = l_2319 + l_2321;
l_mut_1487 = l_mut_439;
l_mut_788 = l_mut_450;
const bool l_2323 = l_9 == uint(64);
if (l_2323) {
l_mut_1487 = l_2318;
l_mut_788 = l_2322;
} else {
const bool l_2324 = l_9 > uint(0);
if (l_2324) {
const uint l_2325 = uint(64) - l_9;
l_mut_445 = l_2318;
l_mut_444 = l_2322;
const bool l_2326 = l_2325 >= uint(32);
if (l_2326) {
const uint l_2327 = l_2325 & uint(31);
const uint l_2328 = l_2318 << l_2327;
l_mut_445 = uint(0);
l_mut_444 = l_2328;
} else {
const bool l_2329 = l_2325 > uint(0);
if (l_2329) {
const uint l_2330 = l_2318 << l_2325;
const uint l_2331 = l_2322 << l_2325;
const uint l_2332 = uint(32) - l_2325;
const uint l_2333 = l_2318 >> l_2332;
const uint l_2334 = l_2331 | l_2333;
l_mut_445 = l_2330;
l_mut_444 = l_2334;
}
}
l_mut_441 = l_mut_439;
l_mut_440 = l_mut_450;
const bool l_2335 = l_9 >= uint(32);
if (l_2335) {
const uint l_2336 = l_9 & uint(31);
const uint l_2337 = l_mut_450 >> l_2336;
l_mut_441 = l_2337;
l_mut_440 = uint(0);
} else {
const bool l_2338 = l_9 > uint(0);
if (l_2338) {
l_mut_428 = l_mut_439;
const bool l_2339 = l_9 > uint(0);
if (l_2339) {
const uint l_2340 = l_mut_439 >> l_9;
const uint l_2341 = uint(32) - l_9;
const uint l_2342 = l_mut_450 << l_2341;
const uint l_2343 = l_2340 | l_2342;
l_mut_428 = l_2343;
}
const uint l_2344 = l_mut_450 >> l_9;
l_mut_441 = l_mut_428;
l_mut_440 = l_2344;
}
}
const uint l_2345 = l_mut_445 + l_mut_441;
const uint l_2346 = l_mut_444 + l_mut_440;
const bool l_2347 = l_2345 < l_mut_445;
const uint l_2348 = uint(l_2347);
const uint l_2349 = l_2346 + l_2348;
l_mut_1487 = l_2345;
l_mut_788 = l_2349;
}
}
if (l_2200) {
const uint l_2350 = uint(0) - l_mut_1487;
const uint l_2351 = uint(0) - l_mut_788;
const bool l_2352 = uint(0) < l_mut_1487;
const uint l_2353 = uint(l_2352);
const uint l_2354 = l_2351 - l_2353;
l_mut_1487 = l_2350;
l_mut_788 = l_2354;
}
}
const uint l_2355 = l_2153 + l_mut_1487;
const uint l_2356 = l_2157 + l_mut_788;
const bool l_2357 = l_2355 < l_2153;
const uint l_2358 = uint(l_2357);
const uint l_2359 = l_2356 + l_2358;
const uint l_2360 = uint(0) - l_2355;
const uint l_2361 = uint(0) - l_2359;
const bool l_2362 = uint(0) < l_2355;
const uint l_2363 = uint(l_2362);
const uint l_2364 = l_2361 - l_2363;
l_mut_1487 = l_2360;
l_mut_788 = l_2364;
const bool l_2365 = l_2359 < l_mut_788;
const bool l_2366 = l_2359 == l_mut_788;
const bool l_2367 = l_2355 < l_mut_1487;
const bool l_2368 = l_2366 && l_2367;
const bool l_2369 = l_2365 || l_2368;
if (l_2369) {
l_mut_1487 = l_2355;
l_mut_788 = l_2359;
}
const bool l_2370 = l_mut_788 < l_27;
const bool l_2371 = l_mut_788 == l_27;
const bool l_2372 = l_mut_1487 < l_24;
const bool l_2373 = l_2371 && l_2372;
const bool l_2374 = l_2370 || l_2373;
if (l_2374) {
const uint l_2375 = l_mut_1823 * uint(2);
const uint l_2376 = l_2375 + uint(1);
const uint l_2377 = info.static_meta[uint(10)];
const bool l_2378 = l_2376 < l_2377;
if (l_2378) {
const uint l_2526 = info.static_meta[uint(4)];
const uint l_2527 = l_2526 * uint(1);
const bool l_2528 = l_2375 < l_2527;
if (l_2528) {
buffer_4[l_2375] = thread_index_in_grid;
}
const uint l_2379 = l_2375 + uint(1);
const uint l_2529 = info.static_meta[uint(4)];
const uint l_2530 = l_2529 * uint(1);
const bool l_2531 = l_2379 < l_2530;
if (l_2531) {
buffer_4[l_2379] = l_mut_2148;
}
}
l_mut_1823 = l_mut_1823 + uint(1);
}
}
l_mut_1828 = l_mut_1823;
}
}
}
}
}

}
