@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<u32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<atomic<u32>>;

struct info_st {
   static_meta: array<u32, 12>,
}

@group(0)
@binding(6)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn all_phases(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: u32;
var l_mut_145: u32;
var l_mut_1487: u32;
var l_mut_151: u32;
var l_mut_1823: u32;
var l_mut_1828: u32;
var l_mut_213: u32;
var l_mut_219: u32;
var l_mut_269: u32;
var l_mut_275: u32;
var l_mut_350: bool;
var l_mut_357: bool;
var l_mut_382: u32;
var l_mut_388: u32;
var l_mut_394: u32;
var l_mut_40: u32;
var l_mut_421: u32;
var l_mut_428: u32;
var l_mut_439: u32;
var l_mut_440: u32;
var l_mut_441: u32;
var l_mut_444: u32;
var l_mut_445: u32;
var l_mut_450: u32;
var l_mut_628: bool;
var l_mut_652: bool;
var l_mut_75: u32;
var l_mut_788: u32;
var l_mut_793: u32;
var l_mut_90: u32;
var l_mut_96: u32;
let l_0 = id == u32(0);
if l_0 {
let l_2464 = info.static_meta[u32(5)];
let l_2465 = l_2464 * u32(1);
let l_2466 = l_2465 - u32(1);
let l_2467 = min(u32(3), l_2466);
let l_2468 = &buffer_5_global[l_2467];
let l_1 = l_2468;
let l_2 = atomicAdd(l_1, u32(1));}
let l_3 = u32(2) * u32(0);
let l_2380 = info.static_meta[u32(3)];
let l_2381 = l_2380 * u32(1);
let l_2382 = l_3 < l_2381;
let l_2383 = l_2381 - u32(1);
let l_2384 = min(l_3, l_2383);
let l_2385 = buffer_3_global[l_2384];
let l_2386 = select(u32(0), l_2385, l_2382);
let l_4 = l_2386;
let l_5 = u32(2) * u32(0);
let l_6 = l_5 + u32(1);
let l_2387 = info.static_meta[u32(3)];
let l_2388 = l_2387 * u32(1);
let l_2389 = l_6 < l_2388;
let l_2390 = l_2388 - u32(1);
let l_2391 = min(l_6, l_2390);
let l_2392 = buffer_3_global[l_2391];
let l_2393 = select(u32(0), l_2392, l_2389);
let l_7 = l_2393;
let l_8 = u32(2) * u32(1);
let l_2394 = info.static_meta[u32(3)];
let l_2395 = l_2394 * u32(1);
let l_2396 = l_8 < l_2395;
let l_2397 = l_2395 - u32(1);
let l_2398 = min(l_8, l_2397);
let l_2399 = buffer_3_global[l_2398];
let l_2400 = select(u32(0), l_2399, l_2396);
let l_9 = l_2400;
let l_10 = u32(2) * u32(1);
let l_11 = l_10 + u32(1);
let l_2401 = info.static_meta[u32(3)];
let l_2402 = l_2401 * u32(1);
let l_2403 = l_11 < l_2402;
let l_2404 = l_2402 - u32(1);
let l_2405 = min(l_11, l_2404);
let l_2406 = buffer_3_global[l_2405];
let l_2407 = select(u32(0), l_2406, l_2403);
let l_12 = l_2407;
let l_13 = u32(2) * u32(2);
let l_2408 = info.static_meta[u32(3)];
let l_2409 = l_2408 * u32(1);
let l_2410 = l_13 < l_2409;
let l_2411 = l_2409 - u32(1);
let l_2412 = min(l_13, l_2411);
let l_2413 = buffer_3_global[l_2412];
let l_2414 = select(u32(0), l_2413, l_2410);
let l_14 = l_2414;
let l_15 = u32(2) * u32(2);
let l_16 = l_15 + u32(1);
let l_2415 = info.static_meta[u32(3)];
let l_2416 = l_2415 * u32(1);
let l_2417 = l_16 < l_2416;
let l_2418 = l_2416 - u32(1);
let l_2419 = min(l_16, l_2418);
let l_2420 = buffer_3_global[l_2419];
let l_2421 = select(u32(0), l_2420, l_2417);
let l_17 = l_2421;
let l_18 = u32(2) * u32(3);
let l_2422 = info.static_meta[u32(3)];
let l_2423 = l_2422 * u32(1);
let l_2424 = l_18 < l_2423;
let l_2425 = l_2423 - u32(1);
let l_2426 = min(l_18, l_2425);
let l_2427 = buffer_3_global[l_2426];
let l_2428 = select(u32(0), l_2427, l_2424);
let l_19 = l_2428;
let l_20 = u32(2) * u32(3);
let l_21 = l_20 + u32(1);
let l_2429 = info.static_meta[u32(3)];
let l_2430 = l_2429 * u32(1);
let l_2431 = l_21 < l_2430;
let l_2432 = l_2430 - u32(1);
let l_2433 = min(l_21, l_2432);
let l_2434 = buffer_3_global[l_2433];
let l_2435 = select(u32(0), l_2434, l_2431);
let l_22 = l_2435;
let l_23 = u32(2) * u32(4);
let l_2436 = info.static_meta[u32(3)];
let l_2437 = l_2436 * u32(1);
let l_2438 = l_23 < l_2437;
let l_2439 = l_2437 - u32(1);
let l_2440 = min(l_23, l_2439);
let l_2441 = buffer_3_global[l_2440];
let l_2442 = select(u32(0), l_2441, l_2438);
let l_24 = l_2442;
let l_25 = u32(2) * u32(4);
let l_26 = l_25 + u32(1);
let l_2443 = info.static_meta[u32(3)];
let l_2444 = l_2443 * u32(1);
let l_2445 = l_26 < l_2444;
let l_2446 = l_2444 - u32(1);
let l_2447 = min(l_26, l_2446);
let l_2448 = buffer_3_global[l_2447];
let l_2449 = select(u32(0), l_2448, l_2445);
let l_27 = l_2449;
let l_28 = u32(2) * u32(5);
let l_2450 = info.static_meta[u32(3)];
let l_2451 = l_2450 * u32(1);
let l_2452 = l_28 < l_2451;
let l_2453 = l_2451 - u32(1);
let l_2454 = min(l_28, l_2453);
let l_2455 = buffer_3_global[l_2454];
let l_2456 = select(u32(0), l_2455, l_2452);
let l_29 = l_2456;
let l_30 = u32(2) * u32(5);
let l_31 = l_30 + u32(1);
let l_2457 = info.static_meta[u32(3)];
let l_2458 = l_2457 * u32(1);
let l_2459 = l_31 < l_2458;
let l_2460 = l_2458 - u32(1);
let l_2461 = min(l_31, l_2460);
let l_2462 = buffer_3_global[l_2461];
let l_2463 = select(u32(0), l_2462, l_2459);
let l_32 = l_2463;
let l_33 = u32(2) * id;
let l_34 = info.static_meta[u32(6)];
let l_35 = l_33 < l_34;
let l_36 = id * l_4;
let l_2469 = u64(id);
let l_2470 = u64(l_4);
let l_2471 = l_2469 * l_2470;
let l_2472 = l_2471 >> u32(bitcast<u64>(u64(32)));
let l_2473 = u32(bitcast<u64>(l_2472));
let l_37 = l_2473;
let l_38 = u32(0) * l_4;
let l_39 = l_37 + l_38;
l_mut_40 = u32(0);
let l_41 = l_39 < l_32;
let l_42 = l_39 == l_32;
let l_43 = l_36 < l_29;
let l_44 = l_42 && l_43;
let l_45 = l_41 || l_44;
if l_45 {
let l_46 = l_29 - l_36;
let l_47 = l_32 - l_39;
let l_48 = l_29 < l_36;
let l_49 = u32(l_48);
let l_50 = l_47 - l_49;
l_mut_40 = l_4;
let l_51 = l_50 < u32(0);
let l_52 = l_50 == u32(0);
let l_53 = l_46 < l_4;
let l_54 = l_52 && l_53;
let l_55 = l_51 || l_54;
if l_55 {
l_mut_40 = l_46;
}
}
let l_56 = select(u32(0), l_mut_40, l_35);
let l_57 = l_56 > u32(0);
if l_57 {
let l_58 = u32(2) * id;
let l_2474 = info.static_meta[u32(0)];
let l_2475 = l_2474 * u32(1);
let l_2476 = l_58 < l_2475;
let l_2477 = l_2475 - u32(1);
let l_2478 = min(l_58, l_2477);
let l_2479 = buffer_0_global[l_2478];
let l_2480 = select(u32(0), l_2479, l_2476);
let l_59 = l_2480;
let l_60 = u32(2) * id;
let l_61 = l_60 + u32(1);
let l_2481 = info.static_meta[u32(0)];
let l_2482 = l_2481 * u32(1);
let l_2483 = l_61 < l_2482;
let l_2484 = l_2482 - u32(1);
let l_2485 = min(l_61, l_2484);
let l_2486 = buffer_0_global[l_2485];
let l_2487 = select(u32(0), l_2486, l_2483);
let l_62 = l_2487;
let l_63 = u32(2) * id;
let l_2488 = info.static_meta[u32(1)];
let l_2489 = l_2488 * u32(1);
let l_2490 = l_63 < l_2489;
let l_2491 = l_2489 - u32(1);
let l_2492 = min(l_63, l_2491);
let l_2493 = buffer_1_global[l_2492];
let l_2494 = select(u32(0), l_2493, l_2490);
let l_64 = l_2494;
let l_65 = u32(2) * id;
let l_66 = l_65 + u32(1);
let l_2495 = info.static_meta[u32(1)];
let l_2496 = l_2495 * u32(1);
let l_2497 = l_66 < l_2496;
let l_2498 = l_2496 - u32(1);
let l_2499 = min(l_66, l_2498);
let l_2500 = buffer_1_global[l_2499];
let l_2501 = select(u32(0), l_2500, l_2497);
let l_67 = l_2501;
let l_68 = u32(2) * id;
let l_2502 = info.static_meta[u32(2)];
let l_2503 = l_2502 * u32(1);
let l_2504 = l_68 < l_2503;
let l_2505 = l_2503 - u32(1);
let l_2506 = min(l_68, l_2505);
let l_2507 = buffer_2_global[l_2506];
let l_2508 = select(u32(0), l_2507, l_2504);
let l_69 = l_2508;
let l_70 = u32(2) * id;
let l_71 = l_70 + u32(1);
let l_2509 = info.static_meta[u32(2)];
let l_2510 = l_2509 * u32(1);
let l_2511 = l_71 < l_2510;
let l_2512 = l_2510 - u32(1);
let l_2513 = min(l_71, l_2512);
let l_2514 = buffer_2_global[l_2513];
let l_2515 = select(u32(0), l_2514, l_2511);
let l_72 = l_2515;
let l_73 = l_72 >> u32(31);
let l_74 = l_73 == u32(1);
l_mut_40 = l_69;
l_mut_75 = l_72;
if l_74 {
let l_76 = u32(0) - l_69;
let l_77 = u32(0) - l_72;
let l_78 = u32(0) < l_69;
let l_79 = u32(l_78);
let l_80 = l_77 - l_79;
l_mut_40 = l_76;
l_mut_75 = l_80;
}
let l_81 = l_mut_40 * l_4;
let l_82 = l_mut_75 * l_4;
let l_2516 = u64(l_mut_40);
let l_2517 = u64(l_4);
let l_2518 = l_2516 * l_2517;
let l_2519 = l_2518 >> u32(bitcast<u64>(u64(32)));
let l_2520 = u32(bitcast<u64>(l_2519));
let l_83 = l_2520;
let l_84 = l_83 + l_82;
let l_2521 = u64(l_mut_75);
let l_2522 = u64(l_4);
let l_2523 = l_2521 * l_2522;
let l_2524 = l_2523 >> u32(bitcast<u64>(u64(32)));
let l_2525 = u32(bitcast<u64>(l_2524));
let l_85 = l_2525;
let l_86 = l_84 < l_82;
let l_87 = u32(l_86);
let l_88 = l_85 + l_87;
let l_89 = l_9 % u32(32);
l_mut_90 = l_81;
let l_91 = l_89 > u32(0);
if l_91 {
let l_92 = l_81 >> l_89;
let l_93 = u32(32) - l_89;
let l_94 = l_84 << l_93;
let l_95 = l_92 | l_94;
l_mut_90 = l_95;
}
l_mut_96 = l_84;
let l_97 = l_89 > u32(0);
if l_97 {
let l_98 = l_84 >> l_89;
let l_99 = u32(32) - l_89;
let l_100 = l_88 << l_99;
let l_101 = l_98 | l_100;
l_mut_96 = l_101;
}
l_mut_102 = l_mut_90;
l_mut_90 = l_mut_96;
let l_103 = l_9 >= u32(64);
if l_103 {
l_mut_102 = l_88;
l_mut_90 = u32(0);
} else {
let l_104 = l_9 >= u32(32);
if l_104 {
l_mut_96 = l_84;
let l_105 = l_89 > u32(0);
if l_105 {
let l_106 = l_84 >> l_89;
let l_107 = u32(32) - l_89;
let l_108 = l_88 << l_107;
let l_109 = l_106 | l_108;
l_mut_96 = l_109;
}
let l_110 = l_88 >> l_89;
l_mut_102 = l_mut_96;
l_mut_90 = l_110;
}
}
l_mut_96 = l_mut_102;
l_mut_102 = l_mut_90;
if l_74 {
let l_111 = u32(0) - l_mut_96;
let l_112 = u32(0) - l_mut_102;
let l_113 = u32(0) < l_mut_96;
let l_114 = u32(l_113);
let l_115 = l_112 - l_114;
l_mut_96 = l_111;
l_mut_102 = l_115;
}
let l_116 = l_59 + l_mut_96;
let l_117 = l_62 + l_mut_102;
let l_118 = l_116 < l_59;
let l_119 = u32(l_118);
let l_120 = l_117 + l_119;
let l_121 = l_9 + u32(3);
l_mut_102 = u32(0);
l_mut_96 = u32(0);
let l_122 = l_4 < u32(65536);
if l_122 {
let l_123 = l_4 * l_4;
let l_124 = l_72 >> u32(31);
let l_125 = l_124 == u32(1);
l_mut_90 = l_69;
l_mut_75 = l_72;
if l_125 {
let l_126 = u32(0) - l_69;
let l_127 = u32(0) - l_72;
let l_128 = u32(0) < l_69;
let l_129 = u32(l_128);
let l_130 = l_127 - l_129;
l_mut_90 = l_126;
l_mut_75 = l_130;
}
let l_131 = l_mut_90 * l_123;
let l_132 = l_mut_75 * l_123;
let l_2526 = u64(l_mut_90);
let l_2527 = u64(l_123);
let l_2528 = l_2526 * l_2527;
let l_2529 = l_2528 >> u32(bitcast<u64>(u64(32)));
let l_2530 = u32(bitcast<u64>(l_2529));
let l_133 = l_2530;
let l_134 = l_133 + l_132;
let l_2531 = u64(l_mut_75);
let l_2532 = u64(l_123);
let l_2533 = l_2531 * l_2532;
let l_2534 = l_2533 >> u32(bitcast<u64>(u64(32)));
let l_2535 = u32(bitcast<u64>(l_2534));
let l_135 = l_2535;
let l_136 = l_134 < l_132;
let l_137 = u32(l_136);
let l_138 = l_135 + l_137;
let l_139 = l_121 % u32(32);
l_mut_40 = l_131;
let l_140 = l_139 > u32(0);
if l_140 {
let l_141 = l_131 >> l_139;
let l_142 = u32(32) - l_139;
let l_143 = l_134 << l_142;
let l_144 = l_141 | l_143;
l_mut_40 = l_144;
}
l_mut_145 = l_134;
let l_146 = l_139 > u32(0);
if l_146 {
let l_147 = l_134 >> l_139;
let l_148 = u32(32) - l_139;
let l_149 = l_138 << l_148;
let l_150 = l_147 | l_149;
l_mut_145 = l_150;
}
l_mut_151 = l_mut_40;
l_mut_40 = l_mut_145;
let l_152 = l_121 >= u32(64);
if l_152 {
l_mut_151 = l_138;
l_mut_40 = u32(0);
} else {
let l_153 = l_121 >= u32(32);
if l_153 {
l_mut_145 = l_134;
let l_154 = l_139 > u32(0);
if l_154 {
let l_155 = l_134 >> l_139;
let l_156 = u32(32) - l_139;
let l_157 = l_138 << l_156;
let l_158 = l_155 | l_157;
l_mut_145 = l_158;
}
let l_159 = l_138 >> l_139;
l_mut_151 = l_mut_145;
l_mut_40 = l_159;
}
}
l_mut_145 = l_mut_151;
l_mut_151 = l_mut_40;
if l_125 {
let l_160 = u32(0) - l_mut_145;
let l_161 = u32(0) - l_mut_151;
let l_162 = u32(0) < l_mut_145;
let l_163 = u32(l_162);
let l_164 = l_161 - l_163;
l_mut_145 = l_160;
l_mut_151 = l_164;
}
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_151;
} else {
let l_165 = l_72 >> u32(31);
let l_166 = l_165 == u32(1);
l_mut_151 = l_69;
l_mut_145 = l_72;
if l_166 {
let l_167 = u32(0) - l_69;
let l_168 = u32(0) - l_72;
let l_169 = u32(0) < l_69;
let l_170 = u32(l_169);
let l_171 = l_168 - l_170;
l_mut_151 = l_167;
l_mut_145 = l_171;
}
let l_172 = l_mut_151 * l_4;
let l_173 = l_mut_145 * l_4;
let l_2536 = u64(l_mut_151);
let l_2537 = u64(l_4);
let l_2538 = l_2536 * l_2537;
let l_2539 = l_2538 >> u32(bitcast<u64>(u64(32)));
let l_2540 = u32(bitcast<u64>(l_2539));
let l_174 = l_2540;
let l_175 = l_174 + l_173;
let l_2541 = u64(l_mut_145);
let l_2542 = u64(l_4);
let l_2543 = l_2541 * l_2542;
let l_2544 = l_2543 >> u32(bitcast<u64>(u64(32)));
let l_2545 = u32(bitcast<u64>(l_2544));
let l_176 = l_2545;
let l_177 = l_175 < l_173;
let l_178 = u32(l_177);
let l_179 = l_176 + l_178;
let l_180 = u32(0) % u32(32);
l_mut_90 = l_172;
let l_181 = l_180 > u32(0);
if l_181 {
let l_182 = l_172 >> l_180;
let l_183 = u32(32) - l_180;
let l_184 = l_175 << l_183;
let l_185 = l_182 | l_184;
l_mut_90 = l_185;
}
l_mut_75 = l_175;
let l_186 = l_180 > u32(0);
if l_186 {
let l_187 = l_175 >> l_180;
let l_188 = u32(32) - l_180;
let l_189 = l_179 << l_188;
let l_190 = l_187 | l_189;
l_mut_75 = l_190;
}
l_mut_40 = l_mut_90;
l_mut_90 = l_mut_75;
let l_191 = u32(0) >= u32(64);
if l_191 {
l_mut_40 = l_179;
l_mut_90 = u32(0);
} else {
let l_192 = u32(0) >= u32(32);
if l_192 {
l_mut_75 = l_175;
let l_193 = l_180 > u32(0);
if l_193 {
let l_194 = l_175 >> l_180;
let l_195 = u32(32) - l_180;
let l_196 = l_179 << l_195;
let l_197 = l_194 | l_196;
l_mut_75 = l_197;
}
let l_198 = l_179 >> l_180;
l_mut_40 = l_mut_75;
l_mut_90 = l_198;
}
}
let l_199 = l_mut_151 * l_4;
let l_200 = l_mut_145 * l_4;
let l_2546 = u64(l_mut_151);
let l_2547 = u64(l_4);
let l_2548 = l_2546 * l_2547;
let l_2549 = l_2548 >> u32(bitcast<u64>(u64(32)));
let l_2550 = u32(bitcast<u64>(l_2549));
let l_201 = l_2550;
let l_202 = l_201 + l_200;
let l_2551 = u64(l_mut_145);
let l_2552 = u64(l_4);
let l_2553 = l_2551 * l_2552;
let l_2554 = l_2553 >> u32(bitcast<u64>(u64(32)));
let l_2555 = u32(bitcast<u64>(l_2554));
let l_203 = l_2555;
let l_204 = l_202 < l_200;
let l_205 = u32(l_204);
let l_206 = l_203 + l_205;
let l_207 = u32(64) % u32(32);
l_mut_75 = l_199;
let l_208 = l_207 > u32(0);
if l_208 {
let l_209 = l_199 >> l_207;
let l_210 = u32(32) - l_207;
let l_211 = l_202 << l_210;
let l_212 = l_209 | l_211;
l_mut_75 = l_212;
}
l_mut_213 = l_202;
let l_214 = l_207 > u32(0);
if l_214 {
let l_215 = l_202 >> l_207;
let l_216 = u32(32) - l_207;
let l_217 = l_206 << l_216;
let l_218 = l_215 | l_217;
l_mut_213 = l_218;
}
l_mut_219 = l_mut_75;
l_mut_75 = l_mut_213;
let l_220 = u32(64) >= u32(64);
if l_220 {
l_mut_219 = l_206;
l_mut_75 = u32(0);
} else {
let l_221 = u32(64) >= u32(32);
if l_221 {
l_mut_213 = l_202;
let l_222 = l_207 > u32(0);
if l_222 {
let l_223 = l_202 >> l_207;
let l_224 = u32(32) - l_207;
let l_225 = l_206 << l_224;
let l_226 = l_223 | l_225;
l_mut_213 = l_226;
}
let l_227 = l_206 >> l_207;
l_mut_219 = l_mut_213;
l_mut_75 = l_227;
}
}
let l_228 = l_mut_40 * l_4;
let l_229 = l_mut_90 * l_4;
let l_2556 = u64(l_mut_40);
let l_2557 = u64(l_4);
let l_2558 = l_2556 * l_2557;
let l_2559 = l_2558 >> u32(bitcast<u64>(u64(32)));
let l_2560 = u32(bitcast<u64>(l_2559));
let l_230 = l_2560;
let l_231 = l_230 + l_229;
let l_2561 = u64(l_mut_90);
let l_2562 = u64(l_4);
let l_2563 = l_2561 * l_2562;
let l_2564 = l_2563 >> u32(bitcast<u64>(u64(32)));
let l_2565 = u32(bitcast<u64>(l_2564));
let l_232 = l_2565;
let l_233 = l_231 < l_229;
let l_234 = u32(l_233);
let l_235 = l_232 + l_234;
let l_236 = u32(0) % u32(32);
l_mut_213 = l_228;
let l_237 = l_236 > u32(0);
if l_237 {
let l_238 = l_228 >> l_236;
let l_239 = u32(32) - l_236;
let l_240 = l_231 << l_239;
let l_241 = l_238 | l_240;
l_mut_213 = l_241;
}
l_mut_151 = l_231;
let l_242 = l_236 > u32(0);
if l_242 {
let l_243 = l_231 >> l_236;
let l_244 = u32(32) - l_236;
let l_245 = l_235 << l_244;
let l_246 = l_243 | l_245;
l_mut_151 = l_246;
}
l_mut_145 = l_mut_213;
l_mut_213 = l_mut_151;
let l_247 = u32(0) >= u32(64);
if l_247 {
l_mut_145 = l_235;
l_mut_213 = u32(0);
} else {
let l_248 = u32(0) >= u32(32);
if l_248 {
l_mut_151 = l_231;
let l_249 = l_236 > u32(0);
if l_249 {
let l_250 = l_231 >> l_236;
let l_251 = u32(32) - l_236;
let l_252 = l_235 << l_251;
let l_253 = l_250 | l_252;
l_mut_151 = l_253;
}
let l_254 = l_235 >> l_236;
l_mut_145 = l_mut_151;
l_mut_213 = l_254;
}
}
let l_255 = l_mut_40 * l_4;
let l_256 = l_mut_90 * l_4;
let l_2566 = u64(l_mut_40);
let l_2567 = u64(l_4);
let l_2568 = l_2566 * l_2567;
let l_2569 = l_2568 >> u32(bitcast<u64>(u64(32)));
let l_2570 = u32(bitcast<u64>(l_2569));
let l_257 = l_2570;
let l_258 = l_257 + l_256;
let l_2571 = u64(l_mut_90);
let l_2572 = u64(l_4);
let l_2573 = l_2571 * l_2572;
let l_2574 = l_2573 >> u32(bitcast<u64>(u64(32)));
let l_2575 = u32(bitcast<u64>(l_2574));
let l_259 = l_2575;
let l_260 = l_258 < l_256;
let l_261 = u32(l_260);
let l_262 = l_259 + l_261;
let l_263 = u32(64) % u32(32);
l_mut_151 = l_255;
let l_264 = l_263 > u32(0);
if l_264 {
let l_265 = l_255 >> l_263;
let l_266 = u32(32) - l_263;
let l_267 = l_258 << l_266;
let l_268 = l_265 | l_267;
l_mut_151 = l_268;
}
l_mut_269 = l_258;
let l_270 = l_263 > u32(0);
if l_270 {
let l_271 = l_258 >> l_263;
let l_272 = u32(32) - l_263;
let l_273 = l_262 << l_272;
let l_274 = l_271 | l_273;
l_mut_269 = l_274;
}
l_mut_275 = l_mut_151;
l_mut_151 = l_mut_269;
let l_276 = u32(64) >= u32(64);
if l_276 {
l_mut_275 = l_262;
l_mut_151 = u32(0);
} else {
let l_277 = u32(64) >= u32(32);
if l_277 {
l_mut_269 = l_258;
let l_278 = l_263 > u32(0);
if l_278 {
let l_279 = l_258 >> l_263;
let l_280 = u32(32) - l_263;
let l_281 = l_262 << l_280;
let l_282 = l_279 | l_281;
l_mut_269 = l_282;
}
let l_283 = l_262 >> l_263;
l_mut_275 = l_mut_269;
l_mut_151 = l_283;
}
}
let l_284 = l_mut_219 * l_4;
let l_2576 = u64(l_mut_219);
let l_2577 = u64(l_4);
let l_2578 = l_2576 * l_2577;
let l_2579 = l_2578 >> u32(bitcast<u64>(u64(32)));
let l_2580 = u32(bitcast<u64>(l_2579));
let l_285 = l_2580;
let l_286 = l_mut_75 * l_4;
let l_287 = l_285 + l_286;
let l_288 = l_mut_275 + l_284;
let l_289 = l_mut_151 + l_287;
let l_290 = l_288 < l_mut_275;
let l_291 = u32(l_290);
let l_292 = l_289 + l_291;
l_mut_102 = l_mut_145;
l_mut_96 = l_mut_213;
let l_293 = l_121 == u32(64);
if l_293 {
l_mut_102 = l_288;
l_mut_96 = l_292;
} else {
let l_294 = l_121 > u32(0);
if l_294 {
let l_295 = u32(64) - l_121;
l_mut_275 = l_288;
l_mut_269 = l_292;
let l_296 = l_295 >= u32(32);
if l_296 {
let l_297 = l_295 & u32(31);
let l_298 = l_288 << l_297;
l_mut_275 = u32(0);
l_mut_269 = l_298;
} else {
let l_299 = l_295 > u32(0);
if l_299 {
let l_300 = l_288 << l_295;
let l_301 = l_292 << l_295;
let l_302 = u32(32) - l_295;
let l_303 = l_288 >> l_302;
let l_304 = l_301 | l_303;
l_mut_275 = l_300;
l_mut_269 = l_304;
}
}
l_mut_219 = l_mut_145;
l_mut_151 = l_mut_213;
let l_305 = l_121 >= u32(32);
if l_305 {
let l_306 = l_121 & u32(31);
let l_307 = l_mut_213 >> l_306;
l_mut_219 = l_307;
l_mut_151 = u32(0);
} else {
let l_308 = l_121 > u32(0);
if l_308 {
l_mut_90 = l_mut_145;
let l_309 = l_121 > u32(0);
if l_309 {
let l_310 = l_mut_145 >> l_121;
let l_311 = u32(32) - l_121;
let l_312 = l_mut_213 << l_311;
let l_313 = l_310 | l_312;
l_mut_90 = l_313;
}
let l_314 = l_mut_213 >> l_121;
l_mut_219 = l_mut_90;
l_mut_151 = l_314;
}
}
let l_315 = l_mut_275 + l_mut_219;
let l_316 = l_mut_269 + l_mut_151;
let l_317 = l_315 < l_mut_275;
let l_318 = u32(l_317);
let l_319 = l_316 + l_318;
l_mut_102 = l_315;
l_mut_96 = l_319;
}
}
if l_166 {
let l_320 = u32(0) - l_mut_102;
let l_321 = u32(0) - l_mut_96;
let l_322 = u32(0) < l_mut_102;
let l_323 = u32(l_322);
let l_324 = l_321 - l_323;
l_mut_102 = l_320;
l_mut_96 = l_324;
}
}
let l_325 = l_64 - l_mut_102;
let l_326 = l_67 - l_mut_96;
let l_327 = l_64 < l_mut_102;
let l_328 = u32(l_327);
let l_329 = l_326 - l_328;
let l_330 = l_325 + l_14;
let l_331 = l_329 + l_17;
let l_332 = l_330 < l_325;
let l_333 = u32(l_332);
let l_334 = l_331 + l_333;
let l_335 = u32(0) - l_116;
let l_336 = u32(0) - l_120;
let l_337 = u32(0) < l_116;
let l_338 = u32(l_337);
let l_339 = l_336 - l_338;
let l_340 = l_14 + l_14;
let l_341 = l_17 + l_17;
let l_342 = l_340 < l_14;
let l_343 = u32(l_342);
let l_344 = l_341 + l_343;
l_mut_275 = l_335;
l_mut_269 = l_339;
let l_345 = u32(0) - l_335;
let l_346 = u32(0) - l_339;
let l_347 = u32(0) < l_335;
let l_348 = u32(l_347);
let l_349 = l_346 - l_348;
l_mut_219 = l_345;
l_mut_213 = l_349;
l_mut_151 = l_330;
l_mut_145 = l_334;
l_mut_102 = u32(1);
l_mut_96 = u32(1);
l_mut_350 = bool(false);
let l_351 = l_mut_145 < l_344;
let l_352 = l_mut_145 == l_344;
let l_353 = l_mut_151 < l_340;
let l_354 = l_352 && l_353;
let l_355 = l_351 || l_354;
let l_356 = !l_355;
l_mut_357 = l_356;
let l_358 = l_335 | l_339;
let l_359 = l_358 == u32(0);
if l_359 {
l_mut_350 = l_mut_357;
l_mut_357 = bool(false);
}
if l_mut_357 {
let l_360 = l_339 >> u32(31);
let l_361 = l_360 == u32(1);
l_mut_90 = l_335;
l_mut_75 = l_339;
if l_361 {
let l_362 = u32(0) - l_335;
let l_363 = u32(0) - l_339;
let l_364 = u32(0) < l_335;
let l_365 = u32(l_364);
let l_366 = l_363 - l_365;
l_mut_90 = l_362;
l_mut_75 = l_366;
}
let l_367 = l_4 - u32(1);
let l_368 = l_mut_90 * l_367;
let l_2581 = u64(l_mut_90);
let l_2582 = u64(l_367);
let l_2583 = l_2581 * l_2582;
let l_2584 = l_2583 >> u32(bitcast<u64>(u64(32)));
let l_2585 = u32(bitcast<u64>(l_2584));
let l_369 = l_2585;
let l_370 = l_mut_75 * l_367;
let l_371 = l_369 + l_370;
l_mut_40 = u32(0);
let l_372 = l_4 - u32(1);
let l_373 = l_mut_90 * l_372;
let l_374 = l_mut_75 * l_372;
let l_2586 = u64(l_mut_90);
let l_2587 = u64(l_372);
let l_2588 = l_2586 * l_2587;
let l_2589 = l_2588 >> u32(bitcast<u64>(u64(32)));
let l_2590 = u32(bitcast<u64>(l_2589));
let l_375 = l_2590;
let l_376 = l_375 + l_374;
let l_2591 = u64(l_mut_75);
let l_2592 = u64(l_372);
let l_2593 = l_2591 * l_2592;
let l_2594 = l_2593 >> u32(bitcast<u64>(u64(32)));
let l_2595 = u32(bitcast<u64>(l_2594));
let l_377 = l_2595;
let l_378 = l_376 < l_374;
let l_379 = u32(l_378);
let l_380 = l_377 + l_379;
let l_381 = u32(64) % u32(32);
l_mut_382 = l_373;
let l_383 = l_381 > u32(0);
if l_383 {
let l_384 = l_373 >> l_381;
let l_385 = u32(32) - l_381;
let l_386 = l_376 << l_385;
let l_387 = l_384 | l_386;
l_mut_382 = l_387;
}
l_mut_388 = l_376;
let l_389 = l_381 > u32(0);
if l_389 {
let l_390 = l_376 >> l_381;
let l_391 = u32(32) - l_381;
let l_392 = l_380 << l_391;
let l_393 = l_390 | l_392;
l_mut_388 = l_393;
}
l_mut_394 = l_mut_382;
l_mut_382 = l_mut_388;
let l_395 = u32(64) >= u32(64);
if l_395 {
l_mut_394 = l_380;
l_mut_382 = u32(0);
} else {
let l_396 = u32(64) >= u32(32);
if l_396 {
l_mut_388 = l_376;
let l_397 = l_381 > u32(0);
if l_397 {
let l_398 = l_376 >> l_381;
let l_399 = u32(32) - l_381;
let l_400 = l_380 << l_399;
let l_401 = l_398 | l_400;
l_mut_388 = l_401;
}
let l_402 = l_380 >> l_381;
l_mut_394 = l_mut_388;
l_mut_382 = l_402;
}
}
let l_403 = l_mut_394 | l_mut_382;
let l_404 = l_403 == u32(0);
if l_404 {
l_mut_394 = l_330;
l_mut_388 = l_334;
if l_361 {
let l_405 = u32(0) - l_330;
let l_406 = u32(0) - l_334;
let l_407 = u32(0) < l_330;
let l_408 = u32(l_407);
let l_409 = l_406 - l_408;
let l_410 = l_330 | l_334;
let l_411 = l_410 == u32(0);
let l_412 = !l_411;
let l_413 = l_371 < l_409;
let l_414 = l_371 == l_409;
let l_415 = l_368 < l_405;
let l_416 = l_414 && l_415;
let l_417 = l_413 || l_416;
let l_418 = !l_417;
let l_419 = l_412 && l_418;
if l_419 {
let l_420 = l_4 - u32(1);
l_mut_382 = l_405;
l_mut_421 = l_409;
let l_422 = l_409 < l_mut_75;
let l_423 = l_409 == l_mut_75;
let l_424 = l_405 < l_mut_90;
let l_425 = l_423 && l_424;
let l_426 = l_422 || l_425;
let l_427 = !l_426;
if l_427 {
l_mut_428 = u32(0);
let l_429 = l_mut_75 < l_409;
let l_430 = l_mut_75 == l_409;
let l_431 = l_mut_90 < l_405;
let l_432 = l_430 && l_431;
let l_433 = l_429 || l_432;
if l_433 {
let l_434 = l_405 - u32(1);
let l_435 = l_409 - u32(0);
let l_436 = l_405 < u32(1);
let l_437 = u32(l_436);
let l_438 = l_435 - l_437;
l_mut_439 = l_434;
l_mut_440 = l_438;
l_mut_441 = u32(0);

for (var l_mut_442: u32 = u32(0); l_mut_442 < u32(20); l_mut_442++) {
let l_443 = u32(19) - l_mut_442;
l_mut_444 = l_mut_439;
l_mut_445 = l_mut_440;
let l_446 = l_443 >= u32(32);
if l_446 {
let l_447 = l_443 & u32(31);
let l_448 = l_mut_440 >> l_447;
l_mut_444 = l_448;
l_mut_445 = u32(0);
} else {
let l_449 = l_443 > u32(0);
if l_449 {
l_mut_450 = l_mut_439;
let l_451 = l_443 > u32(0);
if l_451 {
let l_452 = l_mut_439 >> l_443;
let l_453 = u32(32) - l_443;
let l_454 = l_mut_440 << l_453;
let l_455 = l_452 | l_454;
l_mut_450 = l_455;
}
let l_456 = l_mut_440 >> l_443;
l_mut_444 = l_mut_450;
l_mut_445 = l_456;
}
}
let l_457 = l_mut_445 < l_mut_75;
let l_458 = l_mut_445 == l_mut_75;
let l_459 = l_mut_444 < l_mut_90;
let l_460 = l_458 && l_459;
let l_461 = l_457 || l_460;
let l_462 = !l_461;
if l_462 {
l_mut_450 = l_mut_90;
l_mut_445 = l_mut_75;
let l_463 = l_443 >= u32(32);
if l_463 {
let l_464 = l_443 & u32(31);
let l_465 = l_mut_90 << l_464;
l_mut_450 = u32(0);
l_mut_445 = l_465;
} else {
let l_466 = l_443 > u32(0);
if l_466 {
let l_467 = l_mut_90 << l_443;
let l_468 = l_mut_75 << l_443;
let l_469 = u32(32) - l_443;
let l_470 = l_mut_90 >> l_469;
let l_471 = l_468 | l_470;
l_mut_450 = l_467;
l_mut_445 = l_471;
}
}
let l_472 = l_mut_439 - l_mut_450;
let l_473 = l_mut_440 - l_mut_445;
let l_474 = l_mut_439 < l_mut_450;
let l_475 = u32(l_474);
let l_476 = l_473 - l_475;
l_mut_439 = l_472;
l_mut_440 = l_476;
let l_477 = u32(1) << l_443;
l_mut_441 = l_mut_441 | l_477;
}
}
let l_478 = min(l_mut_441, l_420);
l_mut_450 = l_478;
let l_479 = l_mut_440 < l_mut_75;
let l_480 = l_mut_440 == l_mut_75;
let l_481 = l_mut_439 < l_mut_90;
let l_482 = l_480 && l_481;
let l_483 = l_479 || l_482;
let l_484 = !l_483;
if l_484 {
l_mut_450 = l_420;
}
l_mut_428 = l_mut_450;
}
let l_485 = l_mut_90 * l_mut_428;
let l_2596 = u64(l_mut_90);
let l_2597 = u64(l_mut_428);
let l_2598 = l_2596 * l_2597;
let l_2599 = l_2598 >> u32(bitcast<u64>(u64(32)));
let l_2600 = u32(bitcast<u64>(l_2599));
let l_486 = l_2600;
let l_487 = l_mut_75 * l_mut_428;
let l_488 = l_486 + l_487;
let l_489 = l_405 - l_485;
let l_490 = l_409 - l_488;
let l_491 = l_405 < l_485;
let l_492 = u32(l_491);
let l_493 = l_490 - l_492;
l_mut_382 = l_489;
l_mut_421 = l_493;
let l_494 = l_mut_421 < l_mut_75;
let l_495 = l_mut_421 == l_mut_75;
let l_496 = l_mut_382 < l_mut_90;
let l_497 = l_495 && l_496;
let l_498 = l_494 || l_497;
let l_499 = !l_498;
if l_499 {
let l_500 = l_mut_382 - l_mut_90;
let l_501 = l_mut_421 - l_mut_75;
let l_502 = l_mut_382 < l_mut_90;
let l_503 = u32(l_502);
let l_504 = l_501 - l_503;
l_mut_382 = l_500;
l_mut_421 = l_504;
}
}
let l_505 = l_mut_90 - l_mut_382;
let l_506 = l_mut_75 - l_mut_421;
let l_507 = l_mut_90 < l_mut_382;
let l_508 = u32(l_507);
let l_509 = l_506 - l_508;
l_mut_450 = l_505;
l_mut_445 = l_509;
let l_510 = l_509 < l_mut_75;
let l_511 = l_509 == l_mut_75;
let l_512 = l_505 < l_mut_90;
let l_513 = l_511 && l_512;
let l_514 = l_510 || l_513;
let l_515 = !l_514;
if l_515 {
let l_516 = l_505 - l_mut_90;
let l_517 = l_509 - l_mut_75;
let l_518 = l_505 < l_mut_90;
let l_519 = u32(l_518);
let l_520 = l_517 - l_519;
l_mut_450 = l_516;
l_mut_445 = l_520;
}
let l_521 = l_mut_445 < l_mut_388;
let l_522 = l_mut_445 == l_mut_388;
let l_523 = l_mut_450 < l_mut_394;
let l_524 = l_522 && l_523;
let l_525 = l_521 || l_524;
if l_525 {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
} else {
let l_526 = l_330 - l_368;
let l_527 = l_334 - l_371;
let l_528 = l_330 < l_368;
let l_529 = u32(l_528);
let l_530 = l_527 - l_529;
l_mut_394 = l_526;
l_mut_388 = l_530;
let l_531 = l_334 < l_371;
let l_532 = l_334 == l_371;
let l_533 = l_330 < l_368;
let l_534 = l_532 && l_533;
let l_535 = l_531 || l_534;
if l_535 {
let l_536 = l_4 - u32(1);
l_mut_450 = l_330;
l_mut_445 = l_334;
let l_537 = l_334 < l_mut_75;
let l_538 = l_334 == l_mut_75;
let l_539 = l_330 < l_mut_90;
let l_540 = l_538 && l_539;
let l_541 = l_537 || l_540;
let l_542 = !l_541;
if l_542 {
l_mut_444 = u32(0);
let l_543 = l_mut_75 < l_334;
let l_544 = l_mut_75 == l_334;
let l_545 = l_mut_90 < l_330;
let l_546 = l_544 && l_545;
let l_547 = l_543 || l_546;
if l_547 {
let l_548 = l_330 - u32(1);
let l_549 = l_334 - u32(0);
let l_550 = l_330 < u32(1);
let l_551 = u32(l_550);
let l_552 = l_549 - l_551;
l_mut_441 = l_548;
l_mut_440 = l_552;
l_mut_439 = u32(0);

for (var l_mut_553: u32 = u32(0); l_mut_553 < u32(20); l_mut_553++) {
let l_554 = u32(19) - l_mut_553;
l_mut_428 = l_mut_441;
l_mut_421 = l_mut_440;
let l_555 = l_554 >= u32(32);
if l_555 {
let l_556 = l_554 & u32(31);
let l_557 = l_mut_440 >> l_556;
l_mut_428 = l_557;
l_mut_421 = u32(0);
} else {
let l_558 = l_554 > u32(0);
if l_558 {
l_mut_382 = l_mut_441;
let l_559 = l_554 > u32(0);
if l_559 {
let l_560 = l_mut_441 >> l_554;
let l_561 = u32(32) - l_554;
let l_562 = l_mut_440 << l_561;
let l_563 = l_560 | l_562;
l_mut_382 = l_563;
}
let l_564 = l_mut_440 >> l_554;
l_mut_428 = l_mut_382;
l_mut_421 = l_564;
}
}
let l_565 = l_mut_421 < l_mut_75;
let l_566 = l_mut_421 == l_mut_75;
let l_567 = l_mut_428 < l_mut_90;
let l_568 = l_566 && l_567;
let l_569 = l_565 || l_568;
let l_570 = !l_569;
if l_570 {
l_mut_428 = l_mut_90;
l_mut_421 = l_mut_75;
let l_571 = l_554 >= u32(32);
if l_571 {
let l_572 = l_554 & u32(31);
let l_573 = l_mut_90 << l_572;
l_mut_428 = u32(0);
l_mut_421 = l_573;
} else {
let l_574 = l_554 > u32(0);
if l_574 {
let l_575 = l_mut_90 << l_554;
let l_576 = l_mut_75 << l_554;
let l_577 = u32(32) - l_554;
let l_578 = l_mut_90 >> l_577;
let l_579 = l_576 | l_578;
l_mut_428 = l_575;
l_mut_421 = l_579;
}
}
let l_580 = l_mut_441 - l_mut_428;
let l_581 = l_mut_440 - l_mut_421;
let l_582 = l_mut_441 < l_mut_428;
let l_583 = u32(l_582);
let l_584 = l_581 - l_583;
l_mut_441 = l_580;
l_mut_440 = l_584;
let l_585 = u32(1) << l_554;
l_mut_439 = l_mut_439 | l_585;
}
}
let l_586 = min(l_mut_439, l_536);
l_mut_439 = l_586;
let l_587 = l_mut_440 < l_mut_75;
let l_588 = l_mut_440 == l_mut_75;
let l_589 = l_mut_441 < l_mut_90;
let l_590 = l_588 && l_589;
let l_591 = l_587 || l_590;
let l_592 = !l_591;
if l_592 {
l_mut_439 = l_536;
}
l_mut_444 = l_mut_439;
}
let l_593 = l_mut_90 * l_mut_444;
let l_2601 = u64(l_mut_90);
let l_2602 = u64(l_mut_444);
let l_2603 = l_2601 * l_2602;
let l_2604 = l_2603 >> u32(bitcast<u64>(u64(32)));
let l_2605 = u32(bitcast<u64>(l_2604));
let l_594 = l_2605;
let l_595 = l_mut_75 * l_mut_444;
let l_596 = l_594 + l_595;
let l_597 = l_330 - l_593;
let l_598 = l_334 - l_596;
let l_599 = l_330 < l_593;
let l_600 = u32(l_599);
let l_601 = l_598 - l_600;
l_mut_450 = l_597;
l_mut_445 = l_601;
let l_602 = l_mut_445 < l_mut_75;
let l_603 = l_mut_445 == l_mut_75;
let l_604 = l_mut_450 < l_mut_90;
let l_605 = l_603 && l_604;
let l_606 = l_602 || l_605;
let l_607 = !l_606;
if l_607 {
let l_608 = l_mut_450 - l_mut_90;
let l_609 = l_mut_445 - l_mut_75;
let l_610 = l_mut_450 < l_mut_90;
let l_611 = u32(l_610);
let l_612 = l_609 - l_611;
l_mut_450 = l_608;
l_mut_445 = l_612;
}
}
let l_613 = l_mut_445 < l_mut_388;
let l_614 = l_mut_445 == l_mut_388;
let l_615 = l_mut_450 < l_mut_394;
let l_616 = l_614 && l_615;
let l_617 = l_613 || l_616;
if l_617 {
l_mut_394 = l_mut_450;
l_mut_388 = l_mut_445;
}
}
}
let l_618 = l_mut_388 < l_344;
let l_619 = l_mut_388 == l_344;
let l_620 = l_mut_394 < l_340;
let l_621 = l_619 && l_620;
let l_622 = l_618 || l_621;
let l_623 = !l_622;
let l_624 = u32(l_623);
let l_625 = u32(2) - l_624;
l_mut_40 = l_625;
}
let l_626 = l_mut_40 > u32(0);
if l_626 {
let l_627 = l_mut_40 == u32(1);
l_mut_350 = l_627;
l_mut_357 = bool(false);
}
}
l_mut_628 = bool(false);
loop {
let l_629 = !l_mut_357;
if l_629 {
break;
}
l_mut_450 = l_mut_275;
l_mut_445 = l_mut_269;
if l_mut_628 {
l_mut_450 = l_mut_219;
l_mut_445 = l_mut_213;
}
let l_630 = l_mut_145 < l_mut_445;
let l_631 = l_mut_145 == l_mut_445;
let l_632 = l_mut_151 < l_mut_450;
let l_633 = l_631 && l_632;
let l_634 = l_630 || l_633;
let l_635 = !l_634;
let l_636 = l_635 != l_mut_628;
if l_636 {
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
let l_637 = l_mut_275 - l_mut_151;
let l_638 = l_mut_269 - l_mut_145;
let l_639 = l_mut_275 < l_mut_151;
let l_640 = u32(l_639);
let l_641 = l_638 - l_640;
l_mut_450 = l_637;
l_mut_445 = l_641;
if l_mut_628 {
let l_642 = l_mut_151 - l_340;
let l_643 = l_mut_145 - l_344;
let l_644 = l_mut_151 < l_340;
let l_645 = u32(l_644);
let l_646 = l_643 - l_645;
l_mut_450 = l_642;
l_mut_445 = l_646;
}
l_mut_444 = l_mut_275;
l_mut_441 = l_mut_269;
let l_647 = l_mut_445 < l_mut_269;
let l_648 = l_mut_445 == l_mut_269;
let l_649 = l_mut_450 < l_mut_275;
let l_650 = l_648 && l_649;
let l_651 = l_647 || l_650;
if l_651 {
l_mut_444 = l_mut_450;
l_mut_441 = l_mut_445;
}
l_mut_652 = bool(false);
l_mut_450 = l_mut_444;
l_mut_445 = l_mut_441;
let l_653 = u32(3) >= u32(32);
if l_653 {
let l_654 = u32(3) & u32(31);
let l_655 = l_mut_441 >> l_654;
l_mut_450 = l_655;
l_mut_445 = u32(0);
} else {
let l_656 = u32(3) > u32(0);
if l_656 {
l_mut_440 = l_mut_444;
let l_657 = u32(3) > u32(0);
if l_657 {
let l_658 = l_mut_444 >> u32(3);
let l_659 = l_mut_441 << u32(29);
let l_660 = l_658 | l_659;
l_mut_440 = l_660;
}
let l_661 = l_mut_441 >> u32(3);
l_mut_450 = l_mut_440;
l_mut_445 = l_661;
}
}
let l_662 = l_mut_445 < l_mut_213;
let l_663 = l_mut_445 == l_mut_213;
let l_664 = l_mut_450 < l_mut_219;
let l_665 = l_663 && l_664;
let l_666 = l_662 || l_665;
let l_667 = !l_666;
l_mut_652 = l_667;
l_mut_450 = u32(0);
let l_668 = l_mut_219 | l_mut_213;
let l_669 = l_668 == u32(0);
let l_670 = !l_669;
let l_671 = l_mut_652 && l_670;
let l_672 = l_mut_213 < l_mut_441;
let l_673 = l_mut_213 == l_mut_441;
let l_674 = l_mut_219 < l_mut_444;
let l_675 = l_673 && l_674;
let l_676 = l_672 || l_675;
let l_677 = l_671 && l_676;
let l_678 = l_mut_102 + l_mut_96;
let l_679 = l_678 < l_4;
let l_680 = l_677 && l_679;
if l_680 {
let l_681 = l_4 - l_mut_102;
let l_682 = l_681 - l_mut_96;
let l_683 = l_682 / l_mut_102;
let l_684 = l_mut_444 - u32(1);
let l_685 = l_mut_441 - u32(0);
let l_686 = l_mut_444 < u32(1);
let l_687 = u32(l_686);
let l_688 = l_685 - l_687;
l_mut_445 = l_684;
l_mut_444 = l_688;
l_mut_441 = u32(0);

for (var l_mut_689: u32 = u32(0); l_mut_689 < u32(20); l_mut_689++) {
let l_690 = u32(19) - l_mut_689;
l_mut_440 = l_mut_445;
l_mut_439 = l_mut_444;
let l_691 = l_690 >= u32(32);
if l_691 {
let l_692 = l_690 & u32(31);
let l_693 = l_mut_444 >> l_692;
l_mut_440 = l_693;
l_mut_439 = u32(0);
} else {
let l_694 = l_690 > u32(0);
if l_694 {
l_mut_428 = l_mut_445;
let l_695 = l_690 > u32(0);
if l_695 {
let l_696 = l_mut_445 >> l_690;
let l_697 = u32(32) - l_690;
let l_698 = l_mut_444 << l_697;
let l_699 = l_696 | l_698;
l_mut_428 = l_699;
}
let l_700 = l_mut_444 >> l_690;
l_mut_440 = l_mut_428;
l_mut_439 = l_700;
}
}
let l_701 = l_mut_439 < l_mut_213;
let l_702 = l_mut_439 == l_mut_213;
let l_703 = l_mut_440 < l_mut_219;
let l_704 = l_702 && l_703;
let l_705 = l_701 || l_704;
let l_706 = !l_705;
if l_706 {
l_mut_440 = l_mut_219;
l_mut_439 = l_mut_213;
let l_707 = l_690 >= u32(32);
if l_707 {
let l_708 = l_690 & u32(31);
let l_709 = l_mut_219 << l_708;
l_mut_440 = u32(0);
l_mut_439 = l_709;
} else {
let l_710 = l_690 > u32(0);
if l_710 {
let l_711 = l_mut_219 << l_690;
let l_712 = l_mut_213 << l_690;
let l_713 = u32(32) - l_690;
let l_714 = l_mut_219 >> l_713;
let l_715 = l_712 | l_714;
l_mut_440 = l_711;
l_mut_439 = l_715;
}
}
let l_716 = l_mut_445 - l_mut_440;
let l_717 = l_mut_444 - l_mut_439;
let l_718 = l_mut_445 < l_mut_440;
let l_719 = u32(l_718);
let l_720 = l_717 - l_719;
l_mut_445 = l_716;
l_mut_444 = l_720;
let l_721 = u32(1) << l_690;
l_mut_441 = l_mut_441 | l_721;
}
}
let l_722 = min(l_mut_441, l_683);
l_mut_441 = l_722;
let l_723 = l_mut_444 < l_mut_213;
let l_724 = l_mut_444 == l_mut_213;
let l_725 = l_mut_445 < l_mut_219;
let l_726 = l_724 && l_725;
let l_727 = l_723 || l_726;
let l_728 = !l_727;
if l_728 {
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
l_mut_388 = u32(0);
let l_729 = l_mut_450 > u32(0);
if l_729 {
let l_730 = l_mut_219 * l_mut_450;
let l_2606 = u64(l_mut_219);
let l_2607 = u64(l_mut_450);
let l_2608 = l_2606 * l_2607;
let l_2609 = l_2608 >> u32(bitcast<u64>(u64(32)));
let l_2610 = u32(bitcast<u64>(l_2609));
let l_731 = l_2610;
let l_732 = l_mut_213 * l_mut_450;
let l_733 = l_731 + l_732;
if l_mut_628 {
let l_734 = l_mut_151 - l_730;
let l_735 = l_mut_145 - l_733;
let l_736 = l_mut_151 < l_730;
let l_737 = u32(l_736);
let l_738 = l_735 - l_737;
l_mut_421 = l_734;
l_mut_394 = l_738;
}
let l_739 = l_mut_275 - l_730;
let l_740 = l_mut_269 - l_733;
let l_741 = l_mut_275 < l_730;
let l_742 = u32(l_741);
let l_743 = l_740 - l_742;
l_mut_445 = l_739;
l_mut_444 = l_743;
let l_744 = l_mut_450 * l_mut_102;
let l_745 = l_mut_96 + l_744;
l_mut_428 = l_745;
} else {
if l_mut_628 {
let l_746 = l_mut_151 - l_mut_219;
let l_747 = l_mut_145 - l_mut_213;
let l_748 = l_mut_151 < l_mut_219;
let l_749 = u32(l_748);
let l_750 = l_747 - l_749;
l_mut_421 = l_746;
l_mut_394 = l_750;
let l_751 = l_mut_394 < l_344;
let l_752 = l_mut_394 == l_344;
let l_753 = l_mut_421 < l_340;
let l_754 = l_752 && l_753;
let l_755 = l_751 || l_754;
if l_755 {
l_mut_388 = u32(2);
}
}
let l_756 = l_mut_388 == u32(0);
if l_756 {
let l_757 = l_4 - l_mut_102;
let l_758 = l_757 / l_mut_96;
l_mut_450 = u32(0);
l_mut_652 = bool(false);
l_mut_382 = l_mut_219;
l_mut_90 = l_mut_213;
let l_759 = u32(3) >= u32(32);
if l_759 {
let l_760 = u32(3) & u32(31);
let l_761 = l_mut_213 >> l_760;
l_mut_382 = l_761;
l_mut_90 = u32(0);
} else {
let l_762 = u32(3) > u32(0);
if l_762 {
l_mut_75 = l_mut_219;
let l_763 = u32(3) > u32(0);
if l_763 {
let l_764 = l_mut_219 >> u32(3);
let l_765 = l_mut_213 << u32(29);
let l_766 = l_764 | l_765;
l_mut_75 = l_766;
}
let l_767 = l_mut_213 >> u32(3);
l_mut_382 = l_mut_75;
l_mut_90 = l_767;
}
}
let l_768 = l_mut_90 < l_mut_269;
let l_769 = l_mut_90 == l_mut_269;
let l_770 = l_mut_382 < l_mut_275;
let l_771 = l_769 && l_770;
let l_772 = l_768 || l_771;
let l_773 = !l_772;
l_mut_652 = l_773;
let l_774 = l_mut_275 | l_mut_269;
let l_775 = l_774 == u32(0);
if l_775 {
l_mut_450 = l_758;
} else {
if l_mut_652 {
let l_776 = l_mut_269 < l_mut_213;
let l_777 = l_mut_269 == l_mut_213;
let l_778 = l_mut_275 < l_mut_219;
let l_779 = l_777 && l_778;
let l_780 = l_776 || l_779;
if l_780 {
let l_781 = l_mut_219 - u32(1);
let l_782 = l_mut_213 - u32(0);
let l_783 = l_mut_219 < u32(1);
let l_784 = u32(l_783);
let l_785 = l_782 - l_784;
l_mut_382 = l_781;
l_mut_90 = l_785;
l_mut_75 = u32(0);

for (var l_mut_786: u32 = u32(0); l_mut_786 < u32(20); l_mut_786++) {
let l_787 = u32(19) - l_mut_786;
l_mut_40 = l_mut_382;
l_mut_788 = l_mut_90;
let l_789 = l_787 >= u32(32);
if l_789 {
let l_790 = l_787 & u32(31);
let l_791 = l_mut_90 >> l_790;
l_mut_40 = l_791;
l_mut_788 = u32(0);
} else {
let l_792 = l_787 > u32(0);
if l_792 {
l_mut_793 = l_mut_382;
let l_794 = l_787 > u32(0);
if l_794 {
let l_795 = l_mut_382 >> l_787;
let l_796 = u32(32) - l_787;
let l_797 = l_mut_90 << l_796;
let l_798 = l_795 | l_797;
l_mut_793 = l_798;
}
let l_799 = l_mut_90 >> l_787;
l_mut_40 = l_mut_793;
l_mut_788 = l_799;
}
}
let l_800 = l_mut_788 < l_mut_269;
let l_801 = l_mut_788 == l_mut_269;
let l_802 = l_mut_40 < l_mut_275;
let l_803 = l_801 && l_802;
let l_804 = l_800 || l_803;
let l_805 = !l_804;
if l_805 {
l_mut_793 = l_mut_275;
l_mut_788 = l_mut_269;
let l_806 = l_787 >= u32(32);
if l_806 {
let l_807 = l_787 & u32(31);
let l_808 = l_mut_275 << l_807;
l_mut_793 = u32(0);
l_mut_788 = l_808;
} else {
let l_809 = l_787 > u32(0);
if l_809 {
let l_810 = l_mut_275 << l_787;
let l_811 = l_mut_269 << l_787;
let l_812 = u32(32) - l_787;
let l_813 = l_mut_275 >> l_812;
let l_814 = l_811 | l_813;
l_mut_793 = l_810;
l_mut_788 = l_814;
}
}
let l_815 = l_mut_382 - l_mut_793;
let l_816 = l_mut_90 - l_mut_788;
let l_817 = l_mut_382 < l_mut_793;
let l_818 = u32(l_817);
let l_819 = l_816 - l_818;
l_mut_382 = l_815;
l_mut_90 = l_819;
let l_820 = u32(1) << l_787;
l_mut_75 = l_mut_75 | l_820;
}
}
let l_821 = min(l_mut_75, l_758);
l_mut_793 = l_821;
let l_822 = l_mut_90 < l_mut_269;
let l_823 = l_mut_90 == l_mut_269;
let l_824 = l_mut_382 < l_mut_275;
let l_825 = l_823 && l_824;
let l_826 = l_822 || l_825;
let l_827 = !l_826;
if l_827 {
l_mut_793 = l_758;
}
l_mut_450 = l_mut_793;
}
} else {
l_mut_793 = l_mut_219;
l_mut_788 = l_mut_213;
loop {
let l_828 = l_mut_269 < l_mut_788;
let l_829 = l_mut_269 == l_mut_788;
let l_830 = l_mut_275 < l_mut_793;
let l_831 = l_829 && l_830;
let l_832 = l_828 || l_831;
let l_833 = l_mut_450 * l_mut_96;
let l_834 = l_mut_102 + l_833;
let l_835 = l_834 + l_mut_96;
let l_836 = l_835 < l_4;
let l_837 = l_832 && l_836;
let l_838 = !l_837;
if l_838 {
break;
}
let l_839 = l_mut_793 - l_mut_275;
let l_840 = l_mut_788 - l_mut_269;
let l_841 = l_mut_793 < l_mut_275;
let l_842 = u32(l_841);
let l_843 = l_840 - l_842;
l_mut_793 = l_839;
l_mut_788 = l_843;
l_mut_450 = l_mut_450 + u32(1);
}
}
}
let l_844 = l_mut_450 * l_mut_96;
let l_845 = l_mut_102 + l_844;
let l_846 = l_845 + l_mut_96;
let l_847 = l_846 >= l_4;
if l_847 {
l_mut_388 = u32(1);
} else {
let l_848 = l_mut_275 * l_mut_450;
let l_2611 = u64(l_mut_275);
let l_2612 = u64(l_mut_450);
let l_2613 = l_2611 * l_2612;
let l_2614 = l_2613 >> u32(bitcast<u64>(u64(32)));
let l_2615 = u32(bitcast<u64>(l_2614));
let l_849 = l_2615;
let l_850 = l_mut_269 * l_mut_450;
let l_851 = l_849 + l_850;
let l_852 = l_mut_219 - l_848;
let l_853 = l_mut_213 - l_851;
let l_854 = l_mut_219 < l_848;
let l_855 = u32(l_854);
let l_856 = l_853 - l_855;
l_mut_441 = l_852;
l_mut_440 = l_856;
let l_857 = l_mut_450 * l_mut_96;
let l_858 = l_mut_102 + l_857;
l_mut_439 = l_858;
let l_859 = l_mut_275 - l_mut_441;
let l_860 = l_mut_269 - l_mut_440;
let l_861 = l_mut_275 < l_mut_441;
let l_862 = u32(l_861);
let l_863 = l_860 - l_862;
l_mut_445 = l_859;
l_mut_444 = l_863;
let l_864 = l_mut_96 + l_mut_439;
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
let l_865 = l_mut_388 == u32(1);
l_mut_350 = l_865;
let l_866 = l_mut_388 == u32(0);
l_mut_357 = l_866;
}
let l_867 = !l_mut_350;
if l_867 {
let l_2616 = info.static_meta[u32(5)];
let l_2617 = l_2616 * u32(1);
let l_2618 = l_2617 - u32(1);
let l_2619 = min(u32(0), l_2618);
let l_2620 = &buffer_5_global[l_2619];
let l_868 = l_2620;
let l_869 = atomicAdd(l_868, u32(1));let l_870 = l_4 / u32(8);
l_mut_793 = u32(0);
l_mut_788 = u32(0);
l_mut_450 = u32(0);

for (var l_mut_871: u32 = u32(0); l_mut_871 < u32(8); l_mut_871++) {
let l_872 = l_mut_871 * l_870;
let l_873 = l_872 < l_56;
let l_874 = l_4 / u32(8);
let l_875 = l_mut_871 * l_874;
let l_876 = l_875 + l_875;
let l_877 = l_72 >> u32(31);
let l_878 = l_877 == u32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if l_878 {
let l_879 = u32(0) - l_69;
let l_880 = u32(0) - l_72;
let l_881 = u32(0) < l_69;
let l_882 = u32(l_881);
let l_883 = l_880 - l_882;
l_mut_445 = l_879;
l_mut_444 = l_883;
}
let l_884 = l_mut_445 * l_876;
let l_885 = l_mut_444 * l_876;
let l_2621 = u64(l_mut_445);
let l_2622 = u64(l_876);
let l_2623 = l_2621 * l_2622;
let l_2624 = l_2623 >> u32(bitcast<u64>(u64(32)));
let l_2625 = u32(bitcast<u64>(l_2624));
let l_886 = l_2625;
let l_887 = l_886 + l_885;
let l_2626 = u64(l_mut_444);
let l_2627 = u64(l_876);
let l_2628 = l_2626 * l_2627;
let l_2629 = l_2628 >> u32(bitcast<u64>(u64(32)));
let l_2630 = u32(bitcast<u64>(l_2629));
let l_888 = l_2630;
let l_889 = l_887 < l_885;
let l_890 = u32(l_889);
let l_891 = l_888 + l_890;
let l_892 = l_9 % u32(32);
l_mut_441 = l_884;
let l_893 = l_892 > u32(0);
if l_893 {
let l_894 = l_884 >> l_892;
let l_895 = u32(32) - l_892;
let l_896 = l_887 << l_895;
let l_897 = l_894 | l_896;
l_mut_441 = l_897;
}
l_mut_440 = l_887;
let l_898 = l_892 > u32(0);
if l_898 {
let l_899 = l_887 >> l_892;
let l_900 = u32(32) - l_892;
let l_901 = l_891 << l_900;
let l_902 = l_899 | l_901;
l_mut_440 = l_902;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
let l_903 = l_9 >= u32(64);
if l_903 {
l_mut_439 = l_891;
l_mut_441 = u32(0);
} else {
let l_904 = l_9 >= u32(32);
if l_904 {
l_mut_440 = l_887;
let l_905 = l_892 > u32(0);
if l_905 {
let l_906 = l_887 >> l_892;
let l_907 = u32(32) - l_892;
let l_908 = l_891 << l_907;
let l_909 = l_906 | l_908;
l_mut_440 = l_909;
}
let l_910 = l_891 >> l_892;
l_mut_439 = l_mut_440;
l_mut_441 = l_910;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if l_878 {
let l_911 = u32(0) - l_mut_445;
let l_912 = u32(0) - l_mut_444;
let l_913 = u32(0) < l_mut_445;
let l_914 = u32(l_913);
let l_915 = l_912 - l_914;
l_mut_445 = l_911;
l_mut_444 = l_915;
}
let l_916 = l_59 + l_mut_445;
let l_917 = l_62 + l_mut_444;
let l_918 = l_916 < l_59;
let l_919 = u32(l_918);
let l_920 = l_917 + l_919;
let l_921 = l_59 * l_875;
let l_2631 = u64(l_59);
let l_2632 = u64(l_875);
let l_2633 = l_2631 * l_2632;
let l_2634 = l_2633 >> u32(bitcast<u64>(u64(32)));
let l_2635 = u32(bitcast<u64>(l_2634));
let l_922 = l_2635;
let l_923 = l_62 * l_875;
let l_924 = l_922 + l_923;
let l_925 = l_64 + l_921;
let l_926 = l_67 + l_924;
let l_927 = l_925 < l_64;
let l_928 = u32(l_927);
let l_929 = l_926 + l_928;
l_mut_445 = u32(0);
l_mut_444 = u32(0);
let l_930 = l_875 < u32(65536);
if l_930 {
let l_931 = l_875 * l_875;
let l_932 = l_72 >> u32(31);
let l_933 = l_932 == u32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if l_933 {
let l_934 = u32(0) - l_69;
let l_935 = u32(0) - l_72;
let l_936 = u32(0) < l_69;
let l_937 = u32(l_936);
let l_938 = l_935 - l_937;
l_mut_441 = l_934;
l_mut_440 = l_938;
}
let l_939 = l_mut_441 * l_931;
let l_940 = l_mut_440 * l_931;
let l_2636 = u64(l_mut_441);
let l_2637 = u64(l_931);
let l_2638 = l_2636 * l_2637;
let l_2639 = l_2638 >> u32(bitcast<u64>(u64(32)));
let l_2640 = u32(bitcast<u64>(l_2639));
let l_941 = l_2640;
let l_942 = l_941 + l_940;
let l_2641 = u64(l_mut_440);
let l_2642 = u64(l_931);
let l_2643 = l_2641 * l_2642;
let l_2644 = l_2643 >> u32(bitcast<u64>(u64(32)));
let l_2645 = u32(bitcast<u64>(l_2644));
let l_943 = l_2645;
let l_944 = l_942 < l_940;
let l_945 = u32(l_944);
let l_946 = l_943 + l_945;
let l_947 = l_9 % u32(32);
l_mut_439 = l_939;
let l_948 = l_947 > u32(0);
if l_948 {
let l_949 = l_939 >> l_947;
let l_950 = u32(32) - l_947;
let l_951 = l_942 << l_950;
let l_952 = l_949 | l_951;
l_mut_439 = l_952;
}
l_mut_428 = l_942;
let l_953 = l_947 > u32(0);
if l_953 {
let l_954 = l_942 >> l_947;
let l_955 = u32(32) - l_947;
let l_956 = l_946 << l_955;
let l_957 = l_954 | l_956;
l_mut_428 = l_957;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
let l_958 = l_9 >= u32(64);
if l_958 {
l_mut_421 = l_946;
l_mut_439 = u32(0);
} else {
let l_959 = l_9 >= u32(32);
if l_959 {
l_mut_428 = l_942;
let l_960 = l_947 > u32(0);
if l_960 {
let l_961 = l_942 >> l_947;
let l_962 = u32(32) - l_947;
let l_963 = l_946 << l_962;
let l_964 = l_961 | l_963;
l_mut_428 = l_964;
}
let l_965 = l_946 >> l_947;
l_mut_421 = l_mut_428;
l_mut_439 = l_965;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if l_933 {
let l_966 = u32(0) - l_mut_441;
let l_967 = u32(0) - l_mut_440;
let l_968 = u32(0) < l_mut_441;
let l_969 = u32(l_968);
let l_970 = l_967 - l_969;
l_mut_441 = l_966;
l_mut_440 = l_970;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
let l_971 = l_72 >> u32(31);
let l_972 = l_971 == u32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if l_972 {
let l_973 = u32(0) - l_69;
let l_974 = u32(0) - l_72;
let l_975 = u32(0) < l_69;
let l_976 = u32(l_975);
let l_977 = l_974 - l_976;
l_mut_441 = l_973;
l_mut_440 = l_977;
}
let l_978 = l_mut_441 * l_875;
let l_979 = l_mut_440 * l_875;
let l_2646 = u64(l_mut_441);
let l_2647 = u64(l_875);
let l_2648 = l_2646 * l_2647;
let l_2649 = l_2648 >> u32(bitcast<u64>(u64(32)));
let l_2650 = u32(bitcast<u64>(l_2649));
let l_980 = l_2650;
let l_981 = l_980 + l_979;
let l_2651 = u64(l_mut_440);
let l_2652 = u64(l_875);
let l_2653 = l_2651 * l_2652;
let l_2654 = l_2653 >> u32(bitcast<u64>(u64(32)));
let l_2655 = u32(bitcast<u64>(l_2654));
let l_982 = l_2655;
let l_983 = l_981 < l_979;
let l_984 = u32(l_983);
let l_985 = l_982 + l_984;
let l_986 = u32(0) % u32(32);
l_mut_439 = l_978;
let l_987 = l_986 > u32(0);
if l_987 {
let l_988 = l_978 >> l_986;
let l_989 = u32(32) - l_986;
let l_990 = l_981 << l_989;
let l_991 = l_988 | l_990;
l_mut_439 = l_991;
}
l_mut_428 = l_981;
let l_992 = l_986 > u32(0);
if l_992 {
let l_993 = l_981 >> l_986;
let l_994 = u32(32) - l_986;
let l_995 = l_985 << l_994;
let l_996 = l_993 | l_995;
l_mut_428 = l_996;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
let l_997 = u32(0) >= u32(64);
if l_997 {
l_mut_421 = l_985;
l_mut_439 = u32(0);
} else {
let l_998 = u32(0) >= u32(32);
if l_998 {
l_mut_428 = l_981;
let l_999 = l_986 > u32(0);
if l_999 {
let l_1000 = l_981 >> l_986;
let l_1001 = u32(32) - l_986;
let l_1002 = l_985 << l_1001;
let l_1003 = l_1000 | l_1002;
l_mut_428 = l_1003;
}
let l_1004 = l_985 >> l_986;
l_mut_421 = l_mut_428;
l_mut_439 = l_1004;
}
}
let l_1005 = l_mut_441 * l_875;
let l_1006 = l_mut_440 * l_875;
let l_2656 = u64(l_mut_441);
let l_2657 = u64(l_875);
let l_2658 = l_2656 * l_2657;
let l_2659 = l_2658 >> u32(bitcast<u64>(u64(32)));
let l_2660 = u32(bitcast<u64>(l_2659));
let l_1007 = l_2660;
let l_1008 = l_1007 + l_1006;
let l_2661 = u64(l_mut_440);
let l_2662 = u64(l_875);
let l_2663 = l_2661 * l_2662;
let l_2664 = l_2663 >> u32(bitcast<u64>(u64(32)));
let l_2665 = u32(bitcast<u64>(l_2664));
let l_1009 = l_2665;
let l_1010 = l_1008 < l_1006;
let l_1011 = u32(l_1010);
let l_1012 = l_1009 + l_1011;
let l_1013 = u32(64) % u32(32);
l_mut_428 = l_1005;
let l_1014 = l_1013 > u32(0);
if l_1014 {
let l_1015 = l_1005 >> l_1013;
let l_1016 = u32(32) - l_1013;
let l_1017 = l_1008 << l_1016;
let l_1018 = l_1015 | l_1017;
l_mut_428 = l_1018;
}
l_mut_394 = l_1008;
let l_1019 = l_1013 > u32(0);
if l_1019 {
let l_1020 = l_1008 >> l_1013;
let l_1021 = u32(32) - l_1013;
let l_1022 = l_1012 << l_1021;
let l_1023 = l_1020 | l_1022;
l_mut_394 = l_1023;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
let l_1024 = u32(64) >= u32(64);
if l_1024 {
l_mut_388 = l_1012;
l_mut_428 = u32(0);
} else {
let l_1025 = u32(64) >= u32(32);
if l_1025 {
l_mut_394 = l_1008;
let l_1026 = l_1013 > u32(0);
if l_1026 {
let l_1027 = l_1008 >> l_1013;
let l_1028 = u32(32) - l_1013;
let l_1029 = l_1012 << l_1028;
let l_1030 = l_1027 | l_1029;
l_mut_394 = l_1030;
}
let l_1031 = l_1012 >> l_1013;
l_mut_388 = l_mut_394;
l_mut_428 = l_1031;
}
}
let l_1032 = l_mut_421 * l_875;
let l_1033 = l_mut_439 * l_875;
let l_2666 = u64(l_mut_421);
let l_2667 = u64(l_875);
let l_2668 = l_2666 * l_2667;
let l_2669 = l_2668 >> u32(bitcast<u64>(u64(32)));
let l_2670 = u32(bitcast<u64>(l_2669));
let l_1034 = l_2670;
let l_1035 = l_1034 + l_1033;
let l_2671 = u64(l_mut_439);
let l_2672 = u64(l_875);
let l_2673 = l_2671 * l_2672;
let l_2674 = l_2673 >> u32(bitcast<u64>(u64(32)));
let l_2675 = u32(bitcast<u64>(l_2674));
let l_1036 = l_2675;
let l_1037 = l_1035 < l_1033;
let l_1038 = u32(l_1037);
let l_1039 = l_1036 + l_1038;
let l_1040 = u32(0) % u32(32);
l_mut_441 = l_1032;
let l_1041 = l_1040 > u32(0);
if l_1041 {
let l_1042 = l_1032 >> l_1040;
let l_1043 = u32(32) - l_1040;
let l_1044 = l_1035 << l_1043;
let l_1045 = l_1042 | l_1044;
l_mut_441 = l_1045;
}
l_mut_440 = l_1035;
let l_1046 = l_1040 > u32(0);
if l_1046 {
let l_1047 = l_1035 >> l_1040;
let l_1048 = u32(32) - l_1040;
let l_1049 = l_1039 << l_1048;
let l_1050 = l_1047 | l_1049;
l_mut_440 = l_1050;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
let l_1051 = u32(0) >= u32(64);
if l_1051 {
l_mut_394 = l_1039;
l_mut_441 = u32(0);
} else {
let l_1052 = u32(0) >= u32(32);
if l_1052 {
l_mut_440 = l_1035;
let l_1053 = l_1040 > u32(0);
if l_1053 {
let l_1054 = l_1035 >> l_1040;
let l_1055 = u32(32) - l_1040;
let l_1056 = l_1039 << l_1055;
let l_1057 = l_1054 | l_1056;
l_mut_440 = l_1057;
}
let l_1058 = l_1039 >> l_1040;
l_mut_394 = l_mut_440;
l_mut_441 = l_1058;
}
}
let l_1059 = l_mut_421 * l_875;
let l_1060 = l_mut_439 * l_875;
let l_2676 = u64(l_mut_421);
let l_2677 = u64(l_875);
let l_2678 = l_2676 * l_2677;
let l_2679 = l_2678 >> u32(bitcast<u64>(u64(32)));
let l_2680 = u32(bitcast<u64>(l_2679));
let l_1061 = l_2680;
let l_1062 = l_1061 + l_1060;
let l_2681 = u64(l_mut_439);
let l_2682 = u64(l_875);
let l_2683 = l_2681 * l_2682;
let l_2684 = l_2683 >> u32(bitcast<u64>(u64(32)));
let l_2685 = u32(bitcast<u64>(l_2684));
let l_1063 = l_2685;
let l_1064 = l_1062 < l_1060;
let l_1065 = u32(l_1064);
let l_1066 = l_1063 + l_1065;
let l_1067 = u32(64) % u32(32);
l_mut_440 = l_1059;
let l_1068 = l_1067 > u32(0);
if l_1068 {
let l_1069 = l_1059 >> l_1067;
let l_1070 = u32(32) - l_1067;
let l_1071 = l_1062 << l_1070;
let l_1072 = l_1069 | l_1071;
l_mut_440 = l_1072;
}
l_mut_382 = l_1062;
let l_1073 = l_1067 > u32(0);
if l_1073 {
let l_1074 = l_1062 >> l_1067;
let l_1075 = u32(32) - l_1067;
let l_1076 = l_1066 << l_1075;
let l_1077 = l_1074 | l_1076;
l_mut_382 = l_1077;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
let l_1078 = u32(64) >= u32(64);
if l_1078 {
l_mut_275 = l_1066;
l_mut_440 = u32(0);
} else {
let l_1079 = u32(64) >= u32(32);
if l_1079 {
l_mut_382 = l_1062;
let l_1080 = l_1067 > u32(0);
if l_1080 {
let l_1081 = l_1062 >> l_1067;
let l_1082 = u32(32) - l_1067;
let l_1083 = l_1066 << l_1082;
let l_1084 = l_1081 | l_1083;
l_mut_382 = l_1084;
}
let l_1085 = l_1066 >> l_1067;
l_mut_275 = l_mut_382;
l_mut_440 = l_1085;
}
}
let l_1086 = l_mut_388 * l_875;
let l_2686 = u64(l_mut_388);
let l_2687 = u64(l_875);
let l_2688 = l_2686 * l_2687;
let l_2689 = l_2688 >> u32(bitcast<u64>(u64(32)));
let l_2690 = u32(bitcast<u64>(l_2689));
let l_1087 = l_2690;
let l_1088 = l_mut_428 * l_875;
let l_1089 = l_1087 + l_1088;
let l_1090 = l_mut_275 + l_1086;
let l_1091 = l_mut_440 + l_1089;
let l_1092 = l_1090 < l_mut_275;
let l_1093 = u32(l_1092);
let l_1094 = l_1091 + l_1093;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
let l_1095 = l_9 == u32(64);
if l_1095 {
l_mut_445 = l_1090;
l_mut_444 = l_1094;
} else {
let l_1096 = l_9 > u32(0);
if l_1096 {
let l_1097 = u32(64) - l_9;
l_mut_440 = l_1090;
l_mut_439 = l_1094;
let l_1098 = l_1097 >= u32(32);
if l_1098 {
let l_1099 = l_1097 & u32(31);
let l_1100 = l_1090 << l_1099;
l_mut_440 = u32(0);
l_mut_439 = l_1100;
} else {
let l_1101 = l_1097 > u32(0);
if l_1101 {
let l_1102 = l_1090 << l_1097;
let l_1103 = l_1094 << l_1097;
let l_1104 = u32(32) - l_1097;
let l_1105 = l_1090 >> l_1104;
let l_1106 = l_1103 | l_1105;
l_mut_440 = l_1102;
l_mut_439 = l_1106;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
let l_1107 = l_9 >= u32(32);
if l_1107 {
let l_1108 = l_9 & u32(31);
let l_1109 = l_mut_441 >> l_1108;
l_mut_428 = l_1109;
l_mut_421 = u32(0);
} else {
let l_1110 = l_9 > u32(0);
if l_1110 {
l_mut_388 = l_mut_394;
let l_1111 = l_9 > u32(0);
if l_1111 {
let l_1112 = l_mut_394 >> l_9;
let l_1113 = u32(32) - l_9;
let l_1114 = l_mut_441 << l_1113;
let l_1115 = l_1112 | l_1114;
l_mut_388 = l_1115;
}
let l_1116 = l_mut_441 >> l_9;
l_mut_428 = l_mut_388;
l_mut_421 = l_1116;
}
}
let l_1117 = l_mut_440 + l_mut_428;
let l_1118 = l_mut_439 + l_mut_421;
let l_1119 = l_1117 < l_mut_440;
let l_1120 = u32(l_1119);
let l_1121 = l_1118 + l_1120;
l_mut_445 = l_1117;
l_mut_444 = l_1121;
}
}
if l_972 {
let l_1122 = u32(0) - l_mut_445;
let l_1123 = u32(0) - l_mut_444;
let l_1124 = u32(0) < l_mut_445;
let l_1125 = u32(l_1124);
let l_1126 = l_1123 - l_1125;
l_mut_445 = l_1122;
l_mut_444 = l_1126;
}
}
let l_1127 = l_925 + l_mut_445;
let l_1128 = l_929 + l_mut_444;
let l_1129 = l_1127 < l_925;
let l_1130 = u32(l_1129);
let l_1131 = l_1128 + l_1130;
let l_1132 = l_72 >> u32(31);
let l_1133 = l_1132 == u32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if l_1133 {
let l_1134 = u32(0) - l_69;
let l_1135 = u32(0) - l_72;
let l_1136 = u32(0) < l_69;
let l_1137 = u32(l_1136);
let l_1138 = l_1135 - l_1137;
l_mut_445 = l_1134;
l_mut_444 = l_1138;
}
let l_1139 = l_mut_445 * l_874;
let l_1140 = l_mut_444 * l_874;
let l_2691 = u64(l_mut_445);
let l_2692 = u64(l_874);
let l_2693 = l_2691 * l_2692;
let l_2694 = l_2693 >> u32(bitcast<u64>(u64(32)));
let l_2695 = u32(bitcast<u64>(l_2694));
let l_1141 = l_2695;
let l_1142 = l_1141 + l_1140;
let l_2696 = u64(l_mut_444);
let l_2697 = u64(l_874);
let l_2698 = l_2696 * l_2697;
let l_2699 = l_2698 >> u32(bitcast<u64>(u64(32)));
let l_2700 = u32(bitcast<u64>(l_2699));
let l_1143 = l_2700;
let l_1144 = l_1142 < l_1140;
let l_1145 = u32(l_1144);
let l_1146 = l_1143 + l_1145;
let l_1147 = l_9 % u32(32);
l_mut_441 = l_1139;
let l_1148 = l_1147 > u32(0);
if l_1148 {
let l_1149 = l_1139 >> l_1147;
let l_1150 = u32(32) - l_1147;
let l_1151 = l_1142 << l_1150;
let l_1152 = l_1149 | l_1151;
l_mut_441 = l_1152;
}
l_mut_440 = l_1142;
let l_1153 = l_1147 > u32(0);
if l_1153 {
let l_1154 = l_1142 >> l_1147;
let l_1155 = u32(32) - l_1147;
let l_1156 = l_1146 << l_1155;
let l_1157 = l_1154 | l_1156;
l_mut_440 = l_1157;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
let l_1158 = l_9 >= u32(64);
if l_1158 {
l_mut_439 = l_1146;
l_mut_441 = u32(0);
} else {
let l_1159 = l_9 >= u32(32);
if l_1159 {
l_mut_440 = l_1142;
let l_1160 = l_1147 > u32(0);
if l_1160 {
let l_1161 = l_1142 >> l_1147;
let l_1162 = u32(32) - l_1147;
let l_1163 = l_1146 << l_1162;
let l_1164 = l_1161 | l_1163;
l_mut_440 = l_1164;
}
let l_1165 = l_1146 >> l_1147;
l_mut_439 = l_mut_440;
l_mut_441 = l_1165;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if l_1133 {
let l_1166 = u32(0) - l_mut_445;
let l_1167 = u32(0) - l_mut_444;
let l_1168 = u32(0) < l_mut_445;
let l_1169 = u32(l_1168);
let l_1170 = l_1167 - l_1169;
l_mut_445 = l_1166;
l_mut_444 = l_1170;
}
let l_1171 = l_916 + l_mut_445;
let l_1172 = l_920 + l_mut_444;
let l_1173 = l_1171 < l_916;
let l_1174 = u32(l_1173);
let l_1175 = l_1172 + l_1174;
let l_1176 = l_9 + u32(3);
l_mut_445 = u32(0);
l_mut_444 = u32(0);
let l_1177 = l_874 < u32(65536);
if l_1177 {
let l_1178 = l_874 * l_874;
let l_1179 = l_72 >> u32(31);
let l_1180 = l_1179 == u32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if l_1180 {
let l_1181 = u32(0) - l_69;
let l_1182 = u32(0) - l_72;
let l_1183 = u32(0) < l_69;
let l_1184 = u32(l_1183);
let l_1185 = l_1182 - l_1184;
l_mut_441 = l_1181;
l_mut_440 = l_1185;
}
let l_1186 = l_mut_441 * l_1178;
let l_1187 = l_mut_440 * l_1178;
let l_2701 = u64(l_mut_441);
let l_2702 = u64(l_1178);
let l_2703 = l_2701 * l_2702;
let l_2704 = l_2703 >> u32(bitcast<u64>(u64(32)));
let l_2705 = u32(bitcast<u64>(l_2704));
let l_1188 = l_2705;
let l_1189 = l_1188 + l_1187;
let l_2706 = u64(l_mut_440);
let l_2707 = u64(l_1178);
let l_2708 = l_2706 * l_2707;
let l_2709 = l_2708 >> u32(bitcast<u64>(u64(32)));
let l_2710 = u32(bitcast<u64>(l_2709));
let l_1190 = l_2710;
let l_1191 = l_1189 < l_1187;
let l_1192 = u32(l_1191);
let l_1193 = l_1190 + l_1192;
let l_1194 = l_1176 % u32(32);
l_mut_439 = l_1186;
let l_1195 = l_1194 > u32(0);
if l_1195 {
let l_1196 = l_1186 >> l_1194;
let l_1197 = u32(32) - l_1194;
let l_1198 = l_1189 << l_1197;
let l_1199 = l_1196 | l_1198;
l_mut_439 = l_1199;
}
l_mut_428 = l_1189;
let l_1200 = l_1194 > u32(0);
if l_1200 {
let l_1201 = l_1189 >> l_1194;
let l_1202 = u32(32) - l_1194;
let l_1203 = l_1193 << l_1202;
let l_1204 = l_1201 | l_1203;
l_mut_428 = l_1204;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
let l_1205 = l_1176 >= u32(64);
if l_1205 {
l_mut_421 = l_1193;
l_mut_439 = u32(0);
} else {
let l_1206 = l_1176 >= u32(32);
if l_1206 {
l_mut_428 = l_1189;
let l_1207 = l_1194 > u32(0);
if l_1207 {
let l_1208 = l_1189 >> l_1194;
let l_1209 = u32(32) - l_1194;
let l_1210 = l_1193 << l_1209;
let l_1211 = l_1208 | l_1210;
l_mut_428 = l_1211;
}
let l_1212 = l_1193 >> l_1194;
l_mut_421 = l_mut_428;
l_mut_439 = l_1212;
}
}
l_mut_441 = l_mut_421;
l_mut_440 = l_mut_439;
if l_1180 {
let l_1213 = u32(0) - l_mut_441;
let l_1214 = u32(0) - l_mut_440;
let l_1215 = u32(0) < l_mut_441;
let l_1216 = u32(l_1215);
let l_1217 = l_1214 - l_1216;
l_mut_441 = l_1213;
l_mut_440 = l_1217;
}
l_mut_445 = l_mut_441;
l_mut_444 = l_mut_440;
} else {
let l_1218 = l_72 >> u32(31);
let l_1219 = l_1218 == u32(1);
l_mut_441 = l_69;
l_mut_440 = l_72;
if l_1219 {
let l_1220 = u32(0) - l_69;
let l_1221 = u32(0) - l_72;
let l_1222 = u32(0) < l_69;
let l_1223 = u32(l_1222);
let l_1224 = l_1221 - l_1223;
l_mut_441 = l_1220;
l_mut_440 = l_1224;
}
let l_1225 = l_mut_441 * l_874;
let l_1226 = l_mut_440 * l_874;
let l_2711 = u64(l_mut_441);
let l_2712 = u64(l_874);
let l_2713 = l_2711 * l_2712;
let l_2714 = l_2713 >> u32(bitcast<u64>(u64(32)));
let l_2715 = u32(bitcast<u64>(l_2714));
let l_1227 = l_2715;
let l_1228 = l_1227 + l_1226;
let l_2716 = u64(l_mut_440);
let l_2717 = u64(l_874);
let l_2718 = l_2716 * l_2717;
let l_2719 = l_2718 >> u32(bitcast<u64>(u64(32)));
let l_2720 = u32(bitcast<u64>(l_2719));
let l_1229 = l_2720;
let l_1230 = l_1228 < l_1226;
let l_1231 = u32(l_1230);
let l_1232 = l_1229 + l_1231;
let l_1233 = u32(0) % u32(32);
l_mut_439 = l_1225;
let l_1234 = l_1233 > u32(0);
if l_1234 {
let l_1235 = l_1225 >> l_1233;
let l_1236 = u32(32) - l_1233;
let l_1237 = l_1228 << l_1236;
let l_1238 = l_1235 | l_1237;
l_mut_439 = l_1238;
}
l_mut_428 = l_1228;
let l_1239 = l_1233 > u32(0);
if l_1239 {
let l_1240 = l_1228 >> l_1233;
let l_1241 = u32(32) - l_1233;
let l_1242 = l_1232 << l_1241;
let l_1243 = l_1240 | l_1242;
l_mut_428 = l_1243;
}
l_mut_421 = l_mut_439;
l_mut_439 = l_mut_428;
let l_1244 = u32(0) >= u32(64);
if l_1244 {
l_mut_421 = l_1232;
l_mut_439 = u32(0);
} else {
let l_1245 = u32(0) >= u32(32);
if l_1245 {
l_mut_428 = l_1228;
let l_1246 = l_1233 > u32(0);
if l_1246 {
let l_1247 = l_1228 >> l_1233;
let l_1248 = u32(32) - l_1233;
let l_1249 = l_1232 << l_1248;
let l_1250 = l_1247 | l_1249;
l_mut_428 = l_1250;
}
let l_1251 = l_1232 >> l_1233;
l_mut_421 = l_mut_428;
l_mut_439 = l_1251;
}
}
let l_1252 = l_mut_441 * l_874;
let l_1253 = l_mut_440 * l_874;
let l_2721 = u64(l_mut_441);
let l_2722 = u64(l_874);
let l_2723 = l_2721 * l_2722;
let l_2724 = l_2723 >> u32(bitcast<u64>(u64(32)));
let l_2725 = u32(bitcast<u64>(l_2724));
let l_1254 = l_2725;
let l_1255 = l_1254 + l_1253;
let l_2726 = u64(l_mut_440);
let l_2727 = u64(l_874);
let l_2728 = l_2726 * l_2727;
let l_2729 = l_2728 >> u32(bitcast<u64>(u64(32)));
let l_2730 = u32(bitcast<u64>(l_2729));
let l_1256 = l_2730;
let l_1257 = l_1255 < l_1253;
let l_1258 = u32(l_1257);
let l_1259 = l_1256 + l_1258;
let l_1260 = u32(64) % u32(32);
l_mut_428 = l_1252;
let l_1261 = l_1260 > u32(0);
if l_1261 {
let l_1262 = l_1252 >> l_1260;
let l_1263 = u32(32) - l_1260;
let l_1264 = l_1255 << l_1263;
let l_1265 = l_1262 | l_1264;
l_mut_428 = l_1265;
}
l_mut_394 = l_1255;
let l_1266 = l_1260 > u32(0);
if l_1266 {
let l_1267 = l_1255 >> l_1260;
let l_1268 = u32(32) - l_1260;
let l_1269 = l_1259 << l_1268;
let l_1270 = l_1267 | l_1269;
l_mut_394 = l_1270;
}
l_mut_388 = l_mut_428;
l_mut_428 = l_mut_394;
let l_1271 = u32(64) >= u32(64);
if l_1271 {
l_mut_388 = l_1259;
l_mut_428 = u32(0);
} else {
let l_1272 = u32(64) >= u32(32);
if l_1272 {
l_mut_394 = l_1255;
let l_1273 = l_1260 > u32(0);
if l_1273 {
let l_1274 = l_1255 >> l_1260;
let l_1275 = u32(32) - l_1260;
let l_1276 = l_1259 << l_1275;
let l_1277 = l_1274 | l_1276;
l_mut_394 = l_1277;
}
let l_1278 = l_1259 >> l_1260;
l_mut_388 = l_mut_394;
l_mut_428 = l_1278;
}
}
let l_1279 = l_mut_421 * l_874;
let l_1280 = l_mut_439 * l_874;
let l_2731 = u64(l_mut_421);
let l_2732 = u64(l_874);
let l_2733 = l_2731 * l_2732;
let l_2734 = l_2733 >> u32(bitcast<u64>(u64(32)));
let l_2735 = u32(bitcast<u64>(l_2734));
let l_1281 = l_2735;
let l_1282 = l_1281 + l_1280;
let l_2736 = u64(l_mut_439);
let l_2737 = u64(l_874);
let l_2738 = l_2736 * l_2737;
let l_2739 = l_2738 >> u32(bitcast<u64>(u64(32)));
let l_2740 = u32(bitcast<u64>(l_2739));
let l_1283 = l_2740;
let l_1284 = l_1282 < l_1280;
let l_1285 = u32(l_1284);
let l_1286 = l_1283 + l_1285;
let l_1287 = u32(0) % u32(32);
l_mut_441 = l_1279;
let l_1288 = l_1287 > u32(0);
if l_1288 {
let l_1289 = l_1279 >> l_1287;
let l_1290 = u32(32) - l_1287;
let l_1291 = l_1282 << l_1290;
let l_1292 = l_1289 | l_1291;
l_mut_441 = l_1292;
}
l_mut_440 = l_1282;
let l_1293 = l_1287 > u32(0);
if l_1293 {
let l_1294 = l_1282 >> l_1287;
let l_1295 = u32(32) - l_1287;
let l_1296 = l_1286 << l_1295;
let l_1297 = l_1294 | l_1296;
l_mut_440 = l_1297;
}
l_mut_394 = l_mut_441;
l_mut_441 = l_mut_440;
let l_1298 = u32(0) >= u32(64);
if l_1298 {
l_mut_394 = l_1286;
l_mut_441 = u32(0);
} else {
let l_1299 = u32(0) >= u32(32);
if l_1299 {
l_mut_440 = l_1282;
let l_1300 = l_1287 > u32(0);
if l_1300 {
let l_1301 = l_1282 >> l_1287;
let l_1302 = u32(32) - l_1287;
let l_1303 = l_1286 << l_1302;
let l_1304 = l_1301 | l_1303;
l_mut_440 = l_1304;
}
let l_1305 = l_1286 >> l_1287;
l_mut_394 = l_mut_440;
l_mut_441 = l_1305;
}
}
let l_1306 = l_mut_421 * l_874;
let l_1307 = l_mut_439 * l_874;
let l_2741 = u64(l_mut_421);
let l_2742 = u64(l_874);
let l_2743 = l_2741 * l_2742;
let l_2744 = l_2743 >> u32(bitcast<u64>(u64(32)));
let l_2745 = u32(bitcast<u64>(l_2744));
let l_1308 = l_2745;
let l_1309 = l_1308 + l_1307;
let l_2746 = u64(l_mut_439);
let l_2747 = u64(l_874);
let l_2748 = l_2746 * l_2747;
let l_2749 = l_2748 >> u32(bitcast<u64>(u64(32)));
let l_2750 = u32(bitcast<u64>(l_2749));
let l_1310 = l_2750;
let l_1311 = l_1309 < l_1307;
let l_1312 = u32(l_1311);
let l_1313 = l_1310 + l_1312;
let l_1314 = u32(64) % u32(32);
l_mut_440 = l_1306;
let l_1315 = l_1314 > u32(0);
if l_1315 {
let l_1316 = l_1306 >> l_1314;
let l_1317 = u32(32) - l_1314;
let l_1318 = l_1309 << l_1317;
let l_1319 = l_1316 | l_1318;
l_mut_440 = l_1319;
}
l_mut_382 = l_1309;
let l_1320 = l_1314 > u32(0);
if l_1320 {
let l_1321 = l_1309 >> l_1314;
let l_1322 = u32(32) - l_1314;
let l_1323 = l_1313 << l_1322;
let l_1324 = l_1321 | l_1323;
l_mut_382 = l_1324;
}
l_mut_275 = l_mut_440;
l_mut_440 = l_mut_382;
let l_1325 = u32(64) >= u32(64);
if l_1325 {
l_mut_275 = l_1313;
l_mut_440 = u32(0);
} else {
let l_1326 = u32(64) >= u32(32);
if l_1326 {
l_mut_382 = l_1309;
let l_1327 = l_1314 > u32(0);
if l_1327 {
let l_1328 = l_1309 >> l_1314;
let l_1329 = u32(32) - l_1314;
let l_1330 = l_1313 << l_1329;
let l_1331 = l_1328 | l_1330;
l_mut_382 = l_1331;
}
let l_1332 = l_1313 >> l_1314;
l_mut_275 = l_mut_382;
l_mut_440 = l_1332;
}
}
let l_1333 = l_mut_388 * l_874;
let l_2751 = u64(l_mut_388);
let l_2752 = u64(l_874);
let l_2753 = l_2751 * l_2752;
let l_2754 = l_2753 >> u32(bitcast<u64>(u64(32)));
let l_2755 = u32(bitcast<u64>(l_2754));
let l_1334 = l_2755;
let l_1335 = l_mut_428 * l_874;
let l_1336 = l_1334 + l_1335;
let l_1337 = l_mut_275 + l_1333;
let l_1338 = l_mut_440 + l_1336;
let l_1339 = l_1337 < l_mut_275;
let l_1340 = u32(l_1339);
let l_1341 = l_1338 + l_1340;
l_mut_445 = l_mut_394;
l_mut_444 = l_mut_441;
let l_1342 = l_1176 == u32(64);
if l_1342 {
l_mut_445 = l_1337;
l_mut_444 = l_1341;
} else {
let l_1343 = l_1176 > u32(0);
if l_1343 {
let l_1344 = u32(64) - l_1176;
l_mut_440 = l_1337;
l_mut_439 = l_1341;
let l_1345 = l_1344 >= u32(32);
if l_1345 {
let l_1346 = l_1344 & u32(31);
let l_1347 = l_1337 << l_1346;
l_mut_440 = u32(0);
l_mut_439 = l_1347;
} else {
let l_1348 = l_1344 > u32(0);
if l_1348 {
let l_1349 = l_1337 << l_1344;
let l_1350 = l_1341 << l_1344;
let l_1351 = u32(32) - l_1344;
let l_1352 = l_1337 >> l_1351;
let l_1353 = l_1350 | l_1352;
l_mut_440 = l_1349;
l_mut_439 = l_1353;
}
}
l_mut_428 = l_mut_394;
l_mut_421 = l_mut_441;
let l_1354 = l_1176 >= u32(32);
if l_1354 {
let l_1355 = l_1176 & u32(31);
let l_1356 = l_mut_441 >> l_1355;
l_mut_428 = l_1356;
l_mut_421 = u32(0);
} else {
let l_1357 = l_1176 > u32(0);
if l_1357 {
l_mut_388 = l_mut_394;
let l_1358 = l_1176 > u32(0);
if l_1358 {
let l_1359 = l_mut_394 >> l_1176;
let l_1360 = u32(32) - l_1176;
let l_1361 = l_mut_441 << l_1360;
let l_1362 = l_1359 | l_1361;
l_mut_388 = l_1362;
}
let l_1363 = l_mut_441 >> l_1176;
l_mut_428 = l_mut_388;
l_mut_421 = l_1363;
}
}
let l_1364 = l_mut_440 + l_mut_428;
let l_1365 = l_mut_439 + l_mut_421;
let l_1366 = l_1364 < l_mut_440;
let l_1367 = u32(l_1366);
let l_1368 = l_1365 + l_1367;
l_mut_445 = l_1364;
l_mut_444 = l_1368;
}
}
if l_1219 {
let l_1369 = u32(0) - l_mut_445;
let l_1370 = u32(0) - l_mut_444;
let l_1371 = u32(0) < l_mut_445;
let l_1372 = u32(l_1371);
let l_1373 = l_1370 - l_1372;
l_mut_445 = l_1369;
l_mut_444 = l_1373;
}
}
let l_1374 = l_1127 - l_mut_445;
let l_1375 = l_1131 - l_mut_444;
let l_1376 = l_1127 < l_mut_445;
let l_1377 = u32(l_1376);
let l_1378 = l_1375 - l_1377;
let l_1379 = l_1374 + l_19;
let l_1380 = l_1378 + l_22;
let l_1381 = l_1379 < l_1374;
let l_1382 = u32(l_1381);
let l_1383 = l_1380 + l_1382;
let l_1384 = u32(0) - l_1171;
let l_1385 = u32(0) - l_1175;
let l_1386 = u32(0) < l_1171;
let l_1387 = u32(l_1386);
let l_1388 = l_1385 - l_1387;
let l_1389 = l_19 + l_19;
let l_1390 = l_22 + l_22;
let l_1391 = l_1389 < l_19;
let l_1392 = u32(l_1391);
let l_1393 = l_1390 + l_1392;
l_mut_445 = l_1384;
l_mut_444 = l_1388;
let l_1394 = u32(0) - l_1384;
let l_1395 = u32(0) - l_1388;
let l_1396 = u32(0) < l_1384;
let l_1397 = u32(l_1396);
let l_1398 = l_1395 - l_1397;
l_mut_441 = l_1394;
l_mut_440 = l_1398;
l_mut_439 = l_1379;
l_mut_428 = l_1383;
l_mut_421 = u32(1);
l_mut_394 = u32(1);
l_mut_652 = bool(false);
let l_1399 = l_mut_428 < l_1393;
let l_1400 = l_mut_428 == l_1393;
let l_1401 = l_mut_439 < l_1389;
let l_1402 = l_1400 && l_1401;
let l_1403 = l_1399 || l_1402;
let l_1404 = !l_1403;
l_mut_628 = l_1404;
let l_1405 = l_1384 | l_1388;
let l_1406 = l_1405 == u32(0);
if l_1406 {
l_mut_652 = l_mut_628;
l_mut_628 = bool(false);
}
if l_mut_628 {
let l_1407 = l_1388 >> u32(31);
let l_1408 = l_1407 == u32(1);
l_mut_388 = l_1384;
l_mut_382 = l_1388;
if l_1408 {
let l_1409 = u32(0) - l_1384;
let l_1410 = u32(0) - l_1388;
let l_1411 = u32(0) < l_1384;
let l_1412 = u32(l_1411);
let l_1413 = l_1410 - l_1412;
l_mut_388 = l_1409;
l_mut_382 = l_1413;
}
let l_1414 = l_874 - u32(1);
let l_1415 = l_mut_388 * l_1414;
let l_2756 = u64(l_mut_388);
let l_2757 = u64(l_1414);
let l_2758 = l_2756 * l_2757;
let l_2759 = l_2758 >> u32(bitcast<u64>(u64(32)));
let l_2760 = u32(bitcast<u64>(l_2759));
let l_1416 = l_2760;
let l_1417 = l_mut_382 * l_1414;
let l_1418 = l_1416 + l_1417;
l_mut_275 = u32(0);
let l_1419 = l_874 - u32(1);
let l_1420 = l_mut_388 * l_1419;
let l_1421 = l_mut_382 * l_1419;
let l_2761 = u64(l_mut_388);
let l_2762 = u64(l_1419);
let l_2763 = l_2761 * l_2762;
let l_2764 = l_2763 >> u32(bitcast<u64>(u64(32)));
let l_2765 = u32(bitcast<u64>(l_2764));
let l_1422 = l_2765;
let l_1423 = l_1422 + l_1421;
let l_2766 = u64(l_mut_382);
let l_2767 = u64(l_1419);
let l_2768 = l_2766 * l_2767;
let l_2769 = l_2768 >> u32(bitcast<u64>(u64(32)));
let l_2770 = u32(bitcast<u64>(l_2769));
let l_1424 = l_2770;
let l_1425 = l_1423 < l_1421;
let l_1426 = u32(l_1425);
let l_1427 = l_1424 + l_1426;
let l_1428 = u32(64) % u32(32);
l_mut_269 = l_1420;
let l_1429 = l_1428 > u32(0);
if l_1429 {
let l_1430 = l_1420 >> l_1428;
let l_1431 = u32(32) - l_1428;
let l_1432 = l_1423 << l_1431;
let l_1433 = l_1430 | l_1432;
l_mut_269 = l_1433;
}
l_mut_219 = l_1423;
let l_1434 = l_1428 > u32(0);
if l_1434 {
let l_1435 = l_1423 >> l_1428;
let l_1436 = u32(32) - l_1428;
let l_1437 = l_1427 << l_1436;
let l_1438 = l_1435 | l_1437;
l_mut_219 = l_1438;
}
l_mut_213 = l_mut_269;
l_mut_269 = l_mut_219;
let l_1439 = u32(64) >= u32(64);
if l_1439 {
l_mut_213 = l_1427;
l_mut_269 = u32(0);
} else {
let l_1440 = u32(64) >= u32(32);
if l_1440 {
l_mut_219 = l_1423;
let l_1441 = l_1428 > u32(0);
if l_1441 {
let l_1442 = l_1423 >> l_1428;
let l_1443 = u32(32) - l_1428;
let l_1444 = l_1427 << l_1443;
let l_1445 = l_1442 | l_1444;
l_mut_219 = l_1445;
}
let l_1446 = l_1427 >> l_1428;
l_mut_213 = l_mut_219;
l_mut_269 = l_1446;
}
}
let l_1447 = l_mut_213 | l_mut_269;
let l_1448 = l_1447 == u32(0);
if l_1448 {
l_mut_269 = l_1379;
l_mut_219 = l_1383;
if l_1408 {
let l_1449 = u32(0) - l_1379;
let l_1450 = u32(0) - l_1383;
let l_1451 = u32(0) < l_1379;
let l_1452 = u32(l_1451);
let l_1453 = l_1450 - l_1452;
let l_1454 = l_1379 | l_1383;
let l_1455 = l_1454 == u32(0);
let l_1456 = !l_1455;
let l_1457 = l_1418 < l_1453;
let l_1458 = l_1418 == l_1453;
let l_1459 = l_1415 < l_1449;
let l_1460 = l_1458 && l_1459;
let l_1461 = l_1457 || l_1460;
let l_1462 = !l_1461;
let l_1463 = l_1456 && l_1462;
if l_1463 {
let l_1464 = l_874 - u32(1);
l_mut_213 = l_1449;
l_mut_151 = l_1453;
let l_1465 = l_1453 < l_mut_382;
let l_1466 = l_1453 == l_mut_382;
let l_1467 = l_1449 < l_mut_388;
let l_1468 = l_1466 && l_1467;
let l_1469 = l_1465 || l_1468;
let l_1470 = !l_1469;
if l_1470 {
l_mut_145 = u32(0);
let l_1471 = l_mut_382 < l_1453;
let l_1472 = l_mut_382 == l_1453;
let l_1473 = l_mut_388 < l_1449;
let l_1474 = l_1472 && l_1473;
let l_1475 = l_1471 || l_1474;
if l_1475 {
let l_1476 = l_1449 - u32(1);
let l_1477 = l_1453 - u32(0);
let l_1478 = l_1449 < u32(1);
let l_1479 = u32(l_1478);
let l_1480 = l_1477 - l_1479;
l_mut_102 = l_1476;
l_mut_96 = l_1480;
l_mut_90 = u32(0);

for (var l_mut_1481: u32 = u32(0); l_mut_1481 < u32(20); l_mut_1481++) {
let l_1482 = u32(19) - l_mut_1481;
l_mut_75 = l_mut_102;
l_mut_40 = l_mut_96;
let l_1483 = l_1482 >= u32(32);
if l_1483 {
let l_1484 = l_1482 & u32(31);
let l_1485 = l_mut_96 >> l_1484;
l_mut_75 = l_1485;
l_mut_40 = u32(0);
} else {
let l_1486 = l_1482 > u32(0);
if l_1486 {
l_mut_1487 = l_mut_102;
let l_1488 = l_1482 > u32(0);
if l_1488 {
let l_1489 = l_mut_102 >> l_1482;
let l_1490 = u32(32) - l_1482;
let l_1491 = l_mut_96 << l_1490;
let l_1492 = l_1489 | l_1491;
l_mut_1487 = l_1492;
}
let l_1493 = l_mut_96 >> l_1482;
l_mut_75 = l_mut_1487;
l_mut_40 = l_1493;
}
}
let l_1494 = l_mut_40 < l_mut_382;
let l_1495 = l_mut_40 == l_mut_382;
let l_1496 = l_mut_75 < l_mut_388;
let l_1497 = l_1495 && l_1496;
let l_1498 = l_1494 || l_1497;
let l_1499 = !l_1498;
if l_1499 {
l_mut_1487 = l_mut_388;
l_mut_75 = l_mut_382;
let l_1500 = l_1482 >= u32(32);
if l_1500 {
let l_1501 = l_1482 & u32(31);
let l_1502 = l_mut_388 << l_1501;
l_mut_1487 = u32(0);
l_mut_75 = l_1502;
} else {
let l_1503 = l_1482 > u32(0);
if l_1503 {
let l_1504 = l_mut_388 << l_1482;
let l_1505 = l_mut_382 << l_1482;
let l_1506 = u32(32) - l_1482;
let l_1507 = l_mut_388 >> l_1506;
let l_1508 = l_1505 | l_1507;
l_mut_1487 = l_1504;
l_mut_75 = l_1508;
}
}
let l_1509 = l_mut_102 - l_mut_1487;
let l_1510 = l_mut_96 - l_mut_75;
let l_1511 = l_mut_102 < l_mut_1487;
let l_1512 = u32(l_1511);
let l_1513 = l_1510 - l_1512;
l_mut_102 = l_1509;
l_mut_96 = l_1513;
let l_1514 = u32(1) << l_1482;
l_mut_90 = l_mut_90 | l_1514;
}
}
let l_1515 = min(l_mut_90, l_1464);
l_mut_1487 = l_1515;
let l_1516 = l_mut_96 < l_mut_382;
let l_1517 = l_mut_96 == l_mut_382;
let l_1518 = l_mut_102 < l_mut_388;
let l_1519 = l_1517 && l_1518;
let l_1520 = l_1516 || l_1519;
let l_1521 = !l_1520;
if l_1521 {
l_mut_1487 = l_1464;
}
l_mut_145 = l_mut_1487;
}
let l_1522 = l_mut_388 * l_mut_145;
let l_2771 = u64(l_mut_388);
let l_2772 = u64(l_mut_145);
let l_2773 = l_2771 * l_2772;
let l_2774 = l_2773 >> u32(bitcast<u64>(u64(32)));
let l_2775 = u32(bitcast<u64>(l_2774));
let l_1523 = l_2775;
let l_1524 = l_mut_382 * l_mut_145;
let l_1525 = l_1523 + l_1524;
let l_1526 = l_1449 - l_1522;
let l_1527 = l_1453 - l_1525;
let l_1528 = l_1449 < l_1522;
let l_1529 = u32(l_1528);
let l_1530 = l_1527 - l_1529;
l_mut_213 = l_1526;
l_mut_151 = l_1530;
let l_1531 = l_mut_151 < l_mut_382;
let l_1532 = l_mut_151 == l_mut_382;
let l_1533 = l_mut_213 < l_mut_388;
let l_1534 = l_1532 && l_1533;
let l_1535 = l_1531 || l_1534;
let l_1536 = !l_1535;
if l_1536 {
let l_1537 = l_mut_213 - l_mut_388;
let l_1538 = l_mut_151 - l_mut_382;
let l_1539 = l_mut_213 < l_mut_388;
let l_1540 = u32(l_1539);
let l_1541 = l_1538 - l_1540;
l_mut_213 = l_1537;
l_mut_151 = l_1541;
}
}
let l_1542 = l_mut_388 - l_mut_213;
let l_1543 = l_mut_382 - l_mut_151;
let l_1544 = l_mut_388 < l_mut_213;
let l_1545 = u32(l_1544);
let l_1546 = l_1543 - l_1545;
l_mut_1487 = l_1542;
l_mut_213 = l_1546;
let l_1547 = l_1546 < l_mut_382;
let l_1548 = l_1546 == l_mut_382;
let l_1549 = l_1542 < l_mut_388;
let l_1550 = l_1548 && l_1549;
let l_1551 = l_1547 || l_1550;
let l_1552 = !l_1551;
if l_1552 {
let l_1553 = l_1542 - l_mut_388;
let l_1554 = l_1546 - l_mut_382;
let l_1555 = l_1542 < l_mut_388;
let l_1556 = u32(l_1555);
let l_1557 = l_1554 - l_1556;
l_mut_1487 = l_1553;
l_mut_213 = l_1557;
}
let l_1558 = l_mut_213 < l_mut_219;
let l_1559 = l_mut_213 == l_mut_219;
let l_1560 = l_mut_1487 < l_mut_269;
let l_1561 = l_1559 && l_1560;
let l_1562 = l_1558 || l_1561;
if l_1562 {
l_mut_269 = l_mut_1487;
l_mut_219 = l_mut_213;
}
}
} else {
let l_1563 = l_1379 - l_1415;
let l_1564 = l_1383 - l_1418;
let l_1565 = l_1379 < l_1415;
let l_1566 = u32(l_1565);
let l_1567 = l_1564 - l_1566;
l_mut_269 = l_1563;
l_mut_219 = l_1567;
let l_1568 = l_1383 < l_1418;
let l_1569 = l_1383 == l_1418;
let l_1570 = l_1379 < l_1415;
let l_1571 = l_1569 && l_1570;
let l_1572 = l_1568 || l_1571;
if l_1572 {
let l_1573 = l_874 - u32(1);
l_mut_1487 = l_1379;
l_mut_213 = l_1383;
let l_1574 = l_1383 < l_mut_382;
let l_1575 = l_1383 == l_mut_382;
let l_1576 = l_1379 < l_mut_388;
let l_1577 = l_1575 && l_1576;
let l_1578 = l_1574 || l_1577;
let l_1579 = !l_1578;
if l_1579 {
l_mut_151 = u32(0);
let l_1580 = l_mut_382 < l_1383;
let l_1581 = l_mut_382 == l_1383;
let l_1582 = l_mut_388 < l_1379;
let l_1583 = l_1581 && l_1582;
let l_1584 = l_1580 || l_1583;
if l_1584 {
let l_1585 = l_1379 - u32(1);
let l_1586 = l_1383 - u32(0);
let l_1587 = l_1379 < u32(1);
let l_1588 = u32(l_1587);
let l_1589 = l_1586 - l_1588;
l_mut_145 = l_1585;
l_mut_102 = l_1589;
l_mut_96 = u32(0);

for (var l_mut_1590: u32 = u32(0); l_mut_1590 < u32(20); l_mut_1590++) {
let l_1591 = u32(19) - l_mut_1590;
l_mut_90 = l_mut_145;
l_mut_75 = l_mut_102;
let l_1592 = l_1591 >= u32(32);
if l_1592 {
let l_1593 = l_1591 & u32(31);
let l_1594 = l_mut_102 >> l_1593;
l_mut_90 = l_1594;
l_mut_75 = u32(0);
} else {
let l_1595 = l_1591 > u32(0);
if l_1595 {
l_mut_40 = l_mut_145;
let l_1596 = l_1591 > u32(0);
if l_1596 {
let l_1597 = l_mut_145 >> l_1591;
let l_1598 = u32(32) - l_1591;
let l_1599 = l_mut_102 << l_1598;
let l_1600 = l_1597 | l_1599;
l_mut_40 = l_1600;
}
let l_1601 = l_mut_102 >> l_1591;
l_mut_90 = l_mut_40;
l_mut_75 = l_1601;
}
}
let l_1602 = l_mut_75 < l_mut_382;
let l_1603 = l_mut_75 == l_mut_382;
let l_1604 = l_mut_90 < l_mut_388;
let l_1605 = l_1603 && l_1604;
let l_1606 = l_1602 || l_1605;
let l_1607 = !l_1606;
if l_1607 {
l_mut_90 = l_mut_388;
l_mut_75 = l_mut_382;
let l_1608 = l_1591 >= u32(32);
if l_1608 {
let l_1609 = l_1591 & u32(31);
let l_1610 = l_mut_388 << l_1609;
l_mut_90 = u32(0);
l_mut_75 = l_1610;
} else {
let l_1611 = l_1591 > u32(0);
if l_1611 {
let l_1612 = l_mut_388 << l_1591;
let l_1613 = l_mut_382 << l_1591;
let l_1614 = u32(32) - l_1591;
let l_1615 = l_mut_388 >> l_1614;
let l_1616 = l_1613 | l_1615;
l_mut_90 = l_1612;
l_mut_75 = l_1616;
}
}
let l_1617 = l_mut_145 - l_mut_90;
let l_1618 = l_mut_102 - l_mut_75;
let l_1619 = l_mut_145 < l_mut_90;
let l_1620 = u32(l_1619);
let l_1621 = l_1618 - l_1620;
l_mut_145 = l_1617;
l_mut_102 = l_1621;
let l_1622 = u32(1) << l_1591;
l_mut_96 = l_mut_96 | l_1622;
}
}
let l_1623 = min(l_mut_96, l_1573);
l_mut_96 = l_1623;
let l_1624 = l_mut_102 < l_mut_382;
let l_1625 = l_mut_102 == l_mut_382;
let l_1626 = l_mut_145 < l_mut_388;
let l_1627 = l_1625 && l_1626;
let l_1628 = l_1624 || l_1627;
let l_1629 = !l_1628;
if l_1629 {
l_mut_96 = l_1573;
}
l_mut_151 = l_mut_96;
}
let l_1630 = l_mut_388 * l_mut_151;
let l_2776 = u64(l_mut_388);
let l_2777 = u64(l_mut_151);
let l_2778 = l_2776 * l_2777;
let l_2779 = l_2778 >> u32(bitcast<u64>(u64(32)));
let l_2780 = u32(bitcast<u64>(l_2779));
let l_1631 = l_2780;
let l_1632 = l_mut_382 * l_mut_151;
let l_1633 = l_1631 + l_1632;
let l_1634 = l_1379 - l_1630;
let l_1635 = l_1383 - l_1633;
let l_1636 = l_1379 < l_1630;
let l_1637 = u32(l_1636);
let l_1638 = l_1635 - l_1637;
l_mut_1487 = l_1634;
l_mut_213 = l_1638;
let l_1639 = l_mut_213 < l_mut_382;
let l_1640 = l_mut_213 == l_mut_382;
let l_1641 = l_mut_1487 < l_mut_388;
let l_1642 = l_1640 && l_1641;
let l_1643 = l_1639 || l_1642;
let l_1644 = !l_1643;
if l_1644 {
let l_1645 = l_mut_1487 - l_mut_388;
let l_1646 = l_mut_213 - l_mut_382;
let l_1647 = l_mut_1487 < l_mut_388;
let l_1648 = u32(l_1647);
let l_1649 = l_1646 - l_1648;
l_mut_1487 = l_1645;
l_mut_213 = l_1649;
}
}
let l_1650 = l_mut_213 < l_mut_219;
let l_1651 = l_mut_213 == l_mut_219;
let l_1652 = l_mut_1487 < l_mut_269;
let l_1653 = l_1651 && l_1652;
let l_1654 = l_1650 || l_1653;
if l_1654 {
l_mut_269 = l_mut_1487;
l_mut_219 = l_mut_213;
}
}
}
let l_1655 = l_mut_219 < l_1393;
let l_1656 = l_mut_219 == l_1393;
let l_1657 = l_mut_269 < l_1389;
let l_1658 = l_1656 && l_1657;
let l_1659 = l_1655 || l_1658;
let l_1660 = !l_1659;
let l_1661 = u32(l_1660);
let l_1662 = u32(2) - l_1661;
l_mut_275 = l_1662;
}
let l_1663 = l_mut_275 > u32(0);
if l_1663 {
let l_1664 = l_mut_275 == u32(1);
l_mut_652 = l_1664;
l_mut_628 = bool(false);
}
}
l_mut_357 = bool(false);
loop {
let l_1665 = !l_mut_628;
if l_1665 {
break;
}
l_mut_1487 = l_mut_445;
l_mut_388 = l_mut_444;
if l_mut_357 {
l_mut_1487 = l_mut_441;
l_mut_388 = l_mut_440;
}
let l_1666 = l_mut_428 < l_mut_388;
let l_1667 = l_mut_428 == l_mut_388;
let l_1668 = l_mut_439 < l_mut_1487;
let l_1669 = l_1667 && l_1668;
let l_1670 = l_1666 || l_1669;
let l_1671 = !l_1670;
let l_1672 = l_1671 != l_mut_357;
if l_1672 {
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
let l_1673 = l_mut_445 - l_mut_439;
let l_1674 = l_mut_444 - l_mut_428;
let l_1675 = l_mut_445 < l_mut_439;
let l_1676 = u32(l_1675);
let l_1677 = l_1674 - l_1676;
l_mut_1487 = l_1673;
l_mut_388 = l_1677;
if l_mut_357 {
let l_1678 = l_mut_439 - l_1389;
let l_1679 = l_mut_428 - l_1393;
let l_1680 = l_mut_439 < l_1389;
let l_1681 = u32(l_1680);
let l_1682 = l_1679 - l_1681;
l_mut_1487 = l_1678;
l_mut_388 = l_1682;
}
l_mut_382 = l_mut_445;
l_mut_275 = l_mut_444;
let l_1683 = l_mut_388 < l_mut_444;
let l_1684 = l_mut_388 == l_mut_444;
let l_1685 = l_mut_1487 < l_mut_445;
let l_1686 = l_1684 && l_1685;
let l_1687 = l_1683 || l_1686;
if l_1687 {
l_mut_382 = l_mut_1487;
l_mut_275 = l_mut_388;
}
l_mut_350 = bool(false);
l_mut_1487 = l_mut_382;
l_mut_388 = l_mut_275;
let l_1688 = u32(3) >= u32(32);
if l_1688 {
let l_1689 = u32(3) & u32(31);
let l_1690 = l_mut_275 >> l_1689;
l_mut_1487 = l_1690;
l_mut_388 = u32(0);
} else {
let l_1691 = u32(3) > u32(0);
if l_1691 {
l_mut_269 = l_mut_382;
let l_1692 = u32(3) > u32(0);
if l_1692 {
let l_1693 = l_mut_382 >> u32(3);
let l_1694 = l_mut_275 << u32(29);
let l_1695 = l_1693 | l_1694;
l_mut_269 = l_1695;
}
let l_1696 = l_mut_275 >> u32(3);
l_mut_1487 = l_mut_269;
l_mut_388 = l_1696;
}
}
let l_1697 = l_mut_388 < l_mut_440;
let l_1698 = l_mut_388 == l_mut_440;
let l_1699 = l_mut_1487 < l_mut_441;
let l_1700 = l_1698 && l_1699;
let l_1701 = l_1697 || l_1700;
let l_1702 = !l_1701;
l_mut_350 = l_1702;
l_mut_1487 = u32(0);
let l_1703 = l_mut_441 | l_mut_440;
let l_1704 = l_1703 == u32(0);
let l_1705 = !l_1704;
let l_1706 = l_mut_350 && l_1705;
let l_1707 = l_mut_440 < l_mut_275;
let l_1708 = l_mut_440 == l_mut_275;
let l_1709 = l_mut_441 < l_mut_382;
let l_1710 = l_1708 && l_1709;
let l_1711 = l_1707 || l_1710;
let l_1712 = l_1706 && l_1711;
let l_1713 = l_mut_421 + l_mut_394;
let l_1714 = l_1713 < l_874;
let l_1715 = l_1712 && l_1714;
if l_1715 {
let l_1716 = l_874 - l_mut_421;
let l_1717 = l_1716 - l_mut_394;
let l_1718 = l_1717 / l_mut_421;
let l_1719 = l_mut_382 - u32(1);
let l_1720 = l_mut_275 - u32(0);
let l_1721 = l_mut_382 < u32(1);
let l_1722 = u32(l_1721);
let l_1723 = l_1720 - l_1722;
l_mut_388 = l_1719;
l_mut_382 = l_1723;
l_mut_275 = u32(0);

for (var l_mut_1724: u32 = u32(0); l_mut_1724 < u32(20); l_mut_1724++) {
let l_1725 = u32(19) - l_mut_1724;
l_mut_269 = l_mut_388;
l_mut_219 = l_mut_382;
let l_1726 = l_1725 >= u32(32);
if l_1726 {
let l_1727 = l_1725 & u32(31);
let l_1728 = l_mut_382 >> l_1727;
l_mut_269 = l_1728;
l_mut_219 = u32(0);
} else {
let l_1729 = l_1725 > u32(0);
if l_1729 {
l_mut_213 = l_mut_388;
let l_1730 = l_1725 > u32(0);
if l_1730 {
let l_1731 = l_mut_388 >> l_1725;
let l_1732 = u32(32) - l_1725;
let l_1733 = l_mut_382 << l_1732;
let l_1734 = l_1731 | l_1733;
l_mut_213 = l_1734;
}
let l_1735 = l_mut_382 >> l_1725;
l_mut_269 = l_mut_213;
l_mut_219 = l_1735;
}
}
let l_1736 = l_mut_219 < l_mut_440;
let l_1737 = l_mut_219 == l_mut_440;
let l_1738 = l_mut_269 < l_mut_441;
let l_1739 = l_1737 && l_1738;
let l_1740 = l_1736 || l_1739;
let l_1741 = !l_1740;
if l_1741 {
l_mut_269 = l_mut_441;
l_mut_219 = l_mut_440;
let l_1742 = l_1725 >= u32(32);
if l_1742 {
let l_1743 = l_1725 & u32(31);
let l_1744 = l_mut_441 << l_1743;
l_mut_269 = u32(0);
l_mut_219 = l_1744;
} else {
let l_1745 = l_1725 > u32(0);
if l_1745 {
let l_1746 = l_mut_441 << l_1725;
let l_1747 = l_mut_440 << l_1725;
let l_1748 = u32(32) - l_1725;
let l_1749 = l_mut_441 >> l_1748;
let l_1750 = l_1747 | l_1749;
l_mut_269 = l_1746;
l_mut_219 = l_1750;
}
}
let l_1751 = l_mut_388 - l_mut_269;
let l_1752 = l_mut_382 - l_mut_219;
let l_1753 = l_mut_388 < l_mut_269;
let l_1754 = u32(l_1753);
let l_1755 = l_1752 - l_1754;
l_mut_388 = l_1751;
l_mut_382 = l_1755;
let l_1756 = u32(1) << l_1725;
l_mut_275 = l_mut_275 | l_1756;
}
}
let l_1757 = min(l_mut_275, l_1718);
l_mut_275 = l_1757;
let l_1758 = l_mut_382 < l_mut_440;
let l_1759 = l_mut_382 == l_mut_440;
let l_1760 = l_mut_388 < l_mut_441;
let l_1761 = l_1759 && l_1760;
let l_1762 = l_1758 || l_1761;
let l_1763 = !l_1762;
if l_1763 {
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
l_mut_102 = u32(0);
let l_1764 = l_mut_1487 > u32(0);
if l_1764 {
let l_1765 = l_mut_441 * l_mut_1487;
let l_2781 = u64(l_mut_441);
let l_2782 = u64(l_mut_1487);
let l_2783 = l_2781 * l_2782;
let l_2784 = l_2783 >> u32(bitcast<u64>(u64(32)));
let l_2785 = u32(bitcast<u64>(l_2784));
let l_1766 = l_2785;
let l_1767 = l_mut_440 * l_mut_1487;
let l_1768 = l_1766 + l_1767;
if l_mut_357 {
let l_1769 = l_mut_439 - l_1765;
let l_1770 = l_mut_428 - l_1768;
let l_1771 = l_mut_439 < l_1765;
let l_1772 = u32(l_1771);
let l_1773 = l_1770 - l_1772;
l_mut_151 = l_1769;
l_mut_145 = l_1773;
}
let l_1774 = l_mut_445 - l_1765;
let l_1775 = l_mut_444 - l_1768;
let l_1776 = l_mut_445 < l_1765;
let l_1777 = u32(l_1776);
let l_1778 = l_1775 - l_1777;
l_mut_388 = l_1774;
l_mut_382 = l_1778;
let l_1779 = l_mut_1487 * l_mut_421;
let l_1780 = l_mut_394 + l_1779;
l_mut_213 = l_1780;
} else {
if l_mut_357 {
let l_1781 = l_mut_439 - l_mut_441;
let l_1782 = l_mut_428 - l_mut_440;
let l_1783 = l_mut_439 < l_mut_441;
let l_1784 = u32(l_1783);
let l_1785 = l_1782 - l_1784;
l_mut_151 = l_1781;
l_mut_145 = l_1785;
let l_1786 = l_mut_145 < l_1393;
let l_1787 = l_mut_145 == l_1393;
let l_1788 = l_mut_151 < l_1389;
let l_1789 = l_1787 && l_1788;
let l_1790 = l_1786 || l_1789;
if l_1790 {
l_mut_102 = u32(2);
}
}
let l_1791 = l_mut_102 == u32(0);
if l_1791 {
let l_1792 = l_874 - l_mut_421;
let l_1793 = l_1792 / l_mut_394;
l_mut_1487 = u32(0);
l_mut_350 = bool(false);
l_mut_96 = l_mut_441;
l_mut_90 = l_mut_440;
let l_1794 = u32(3) >= u32(32);
if l_1794 {
let l_1795 = u32(3) & u32(31);
let l_1796 = l_mut_440 >> l_1795;
l_mut_96 = l_1796;
l_mut_90 = u32(0);
} else {
let l_1797 = u32(3) > u32(0);
if l_1797 {
l_mut_75 = l_mut_441;
let l_1798 = u32(3) > u32(0);
if l_1798 {
let l_1799 = l_mut_441 >> u32(3);
let l_1800 = l_mut_440 << u32(29);
let l_1801 = l_1799 | l_1800;
l_mut_75 = l_1801;
}
let l_1802 = l_mut_440 >> u32(3);
l_mut_96 = l_mut_75;
l_mut_90 = l_1802;
}
}
let l_1803 = l_mut_90 < l_mut_444;
let l_1804 = l_mut_90 == l_mut_444;
let l_1805 = l_mut_96 < l_mut_445;
let l_1806 = l_1804 && l_1805;
let l_1807 = l_1803 || l_1806;
let l_1808 = !l_1807;
l_mut_350 = l_1808;
let l_1809 = l_mut_445 | l_mut_444;
let l_1810 = l_1809 == u32(0);
if l_1810 {
l_mut_1487 = l_1793;
} else {
if l_mut_350 {
let l_1811 = l_mut_444 < l_mut_440;
let l_1812 = l_mut_444 == l_mut_440;
let l_1813 = l_mut_445 < l_mut_441;
let l_1814 = l_1812 && l_1813;
let l_1815 = l_1811 || l_1814;
if l_1815 {
let l_1816 = l_mut_441 - u32(1);
let l_1817 = l_mut_440 - u32(0);
let l_1818 = l_mut_441 < u32(1);
let l_1819 = u32(l_1818);
let l_1820 = l_1817 - l_1819;
l_mut_96 = l_1816;
l_mut_90 = l_1820;
l_mut_75 = u32(0);

for (var l_mut_1821: u32 = u32(0); l_mut_1821 < u32(20); l_mut_1821++) {
let l_1822 = u32(19) - l_mut_1821;
l_mut_40 = l_mut_96;
l_mut_1823 = l_mut_90;
let l_1824 = l_1822 >= u32(32);
if l_1824 {
let l_1825 = l_1822 & u32(31);
let l_1826 = l_mut_90 >> l_1825;
l_mut_40 = l_1826;
l_mut_1823 = u32(0);
} else {
let l_1827 = l_1822 > u32(0);
if l_1827 {
l_mut_1828 = l_mut_96;
let l_1829 = l_1822 > u32(0);
if l_1829 {
let l_1830 = l_mut_96 >> l_1822;
let l_1831 = u32(32) - l_1822;
let l_1832 = l_mut_90 << l_1831;
let l_1833 = l_1830 | l_1832;
l_mut_1828 = l_1833;
}
let l_1834 = l_mut_90 >> l_1822;
l_mut_40 = l_mut_1828;
l_mut_1823 = l_1834;
}
}
let l_1835 = l_mut_1823 < l_mut_444;
let l_1836 = l_mut_1823 == l_mut_444;
let l_1837 = l_mut_40 < l_mut_445;
let l_1838 = l_1836 && l_1837;
let l_1839 = l_1835 || l_1838;
let l_1840 = !l_1839;
if l_1840 {
l_mut_1828 = l_mut_445;
l_mut_1823 = l_mut_444;
let l_1841 = l_1822 >= u32(32);
if l_1841 {
let l_1842 = l_1822 & u32(31);
let l_1843 = l_mut_445 << l_1842;
l_mut_1828 = u32(0);
l_mut_1823 = l_1843;
} else {
let l_1844 = l_1822 > u32(0);
if l_1844 {
let l_1845 = l_mut_445 << l_1822;
let l_1846 = l_mut_444 << l_1822;
let l_1847 = u32(32) - l_1822;
let l_1848 = l_mut_445 >> l_1847;
let l_1849 = l_1846 | l_1848;
l_mut_1828 = l_1845;
l_mut_1823 = l_1849;
}
}
let l_1850 = l_mut_96 - l_mut_1828;
let l_1851 = l_mut_90 - l_mut_1823;
let l_1852 = l_mut_96 < l_mut_1828;
let l_1853 = u32(l_1852);
let l_1854 = l_1851 - l_1853;
l_mut_96 = l_1850;
l_mut_90 = l_1854;
let l_1855 = u32(1) << l_1822;
l_mut_75 = l_mut_75 | l_1855;
}
}
let l_1856 = min(l_mut_75, l_1793);
l_mut_1828 = l_1856;
let l_1857 = l_mut_90 < l_mut_444;
let l_1858 = l_mut_90 == l_mut_444;
let l_1859 = l_mut_96 < l_mut_445;
let l_1860 = l_1858 && l_1859;
let l_1861 = l_1857 || l_1860;
let l_1862 = !l_1861;
if l_1862 {
l_mut_1828 = l_1793;
}
l_mut_1487 = l_mut_1828;
}
} else {
l_mut_1828 = l_mut_441;
l_mut_1823 = l_mut_440;
loop {
let l_1863 = l_mut_444 < l_mut_1823;
let l_1864 = l_mut_444 == l_mut_1823;
let l_1865 = l_mut_445 < l_mut_1828;
let l_1866 = l_1864 && l_1865;
let l_1867 = l_1863 || l_1866;
let l_1868 = l_mut_1487 * l_mut_394;
let l_1869 = l_mut_421 + l_1868;
let l_1870 = l_1869 + l_mut_394;
let l_1871 = l_1870 < l_874;
let l_1872 = l_1867 && l_1871;
let l_1873 = !l_1872;
if l_1873 {
break;
}
let l_1874 = l_mut_1828 - l_mut_445;
let l_1875 = l_mut_1823 - l_mut_444;
let l_1876 = l_mut_1828 < l_mut_445;
let l_1877 = u32(l_1876);
let l_1878 = l_1875 - l_1877;
l_mut_1828 = l_1874;
l_mut_1823 = l_1878;
l_mut_1487 = l_mut_1487 + u32(1);
}
}
}
let l_1879 = l_mut_1487 * l_mut_394;
let l_1880 = l_mut_421 + l_1879;
let l_1881 = l_1880 + l_mut_394;
let l_1882 = l_1881 >= l_874;
if l_1882 {
l_mut_102 = u32(1);
} else {
let l_1883 = l_mut_445 * l_mut_1487;
let l_2786 = u64(l_mut_445);
let l_2787 = u64(l_mut_1487);
let l_2788 = l_2786 * l_2787;
let l_2789 = l_2788 >> u32(bitcast<u64>(u64(32)));
let l_2790 = u32(bitcast<u64>(l_2789));
let l_1884 = l_2790;
let l_1885 = l_mut_444 * l_mut_1487;
let l_1886 = l_1884 + l_1885;
let l_1887 = l_mut_441 - l_1883;
let l_1888 = l_mut_440 - l_1886;
let l_1889 = l_mut_441 < l_1883;
let l_1890 = u32(l_1889);
let l_1891 = l_1888 - l_1890;
l_mut_275 = l_1887;
l_mut_269 = l_1891;
let l_1892 = l_mut_1487 * l_mut_394;
let l_1893 = l_mut_421 + l_1892;
l_mut_219 = l_1893;
let l_1894 = l_mut_445 - l_mut_275;
let l_1895 = l_mut_444 - l_mut_269;
let l_1896 = l_mut_445 < l_mut_275;
let l_1897 = u32(l_1896);
let l_1898 = l_1895 - l_1897;
l_mut_388 = l_1894;
l_mut_382 = l_1898;
let l_1899 = l_mut_394 + l_mut_219;
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
let l_1900 = l_mut_102 == u32(1);
l_mut_652 = l_1900;
let l_1901 = l_mut_102 == u32(0);
l_mut_628 = l_1901;
}
let l_1902 = !l_mut_652;
let l_1903 = l_873 && l_1902;
if l_1903 {
let l_1904 = u32(1) << l_mut_871;
l_mut_793 = l_mut_793 | l_1904;
l_mut_788 = l_mut_788 + u32(1);
let l_1905 = l_872 + l_870;
let l_1906 = min(l_1905, l_56);
l_mut_1828 = u32(0);

for (var l_mut_1907: u32 = l_872; l_mut_1907 < l_1906; l_mut_1907++) {
let l_1908 = l_59 * l_mut_1907;
let l_2791 = u64(l_59);
let l_2792 = u64(l_mut_1907);
let l_2793 = l_2791 * l_2792;
let l_2794 = l_2793 >> u32(bitcast<u64>(u64(32)));
let l_2795 = u32(bitcast<u64>(l_2794));
let l_1909 = l_2795;
let l_1910 = l_62 * l_mut_1907;
let l_1911 = l_1909 + l_1910;
let l_1912 = l_64 + l_1908;
let l_1913 = l_67 + l_1911;
let l_1914 = l_1912 < l_64;
let l_1915 = u32(l_1914);
let l_1916 = l_1913 + l_1915;
l_mut_1823 = u32(0);
l_mut_1487 = u32(0);
let l_1917 = l_mut_1907 < u32(65536);
if l_1917 {
let l_1918 = l_mut_1907 * l_mut_1907;
let l_1919 = l_72 >> u32(31);
let l_1920 = l_1919 == u32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if l_1920 {
let l_1921 = u32(0) - l_69;
let l_1922 = u32(0) - l_72;
let l_1923 = u32(0) < l_69;
let l_1924 = u32(l_1923);
let l_1925 = l_1922 - l_1924;
l_mut_445 = l_1921;
l_mut_444 = l_1925;
}
let l_1926 = l_mut_445 * l_1918;
let l_1927 = l_mut_444 * l_1918;
let l_2796 = u64(l_mut_445);
let l_2797 = u64(l_1918);
let l_2798 = l_2796 * l_2797;
let l_2799 = l_2798 >> u32(bitcast<u64>(u64(32)));
let l_2800 = u32(bitcast<u64>(l_2799));
let l_1928 = l_2800;
let l_1929 = l_1928 + l_1927;
let l_2801 = u64(l_mut_444);
let l_2802 = u64(l_1918);
let l_2803 = l_2801 * l_2802;
let l_2804 = l_2803 >> u32(bitcast<u64>(u64(32)));
let l_2805 = u32(bitcast<u64>(l_2804));
let l_1930 = l_2805;
let l_1931 = l_1929 < l_1927;
let l_1932 = u32(l_1931);
let l_1933 = l_1930 + l_1932;
let l_1934 = l_9 % u32(32);
l_mut_441 = l_1926;
let l_1935 = l_1934 > u32(0);
if l_1935 {
let l_1936 = l_1926 >> l_1934;
let l_1937 = u32(32) - l_1934;
let l_1938 = l_1929 << l_1937;
let l_1939 = l_1936 | l_1938;
l_mut_441 = l_1939;
}
l_mut_440 = l_1929;
let l_1940 = l_1934 > u32(0);
if l_1940 {
let l_1941 = l_1929 >> l_1934;
let l_1942 = u32(32) - l_1934;
let l_1943 = l_1933 << l_1942;
let l_1944 = l_1941 | l_1943;
l_mut_440 = l_1944;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
let l_1945 = l_9 >= u32(64);
if l_1945 {
l_mut_439 = l_1933;
l_mut_441 = u32(0);
} else {
let l_1946 = l_9 >= u32(32);
if l_1946 {
l_mut_440 = l_1929;
let l_1947 = l_1934 > u32(0);
if l_1947 {
let l_1948 = l_1929 >> l_1934;
let l_1949 = u32(32) - l_1934;
let l_1950 = l_1933 << l_1949;
let l_1951 = l_1948 | l_1950;
l_mut_440 = l_1951;
}
let l_1952 = l_1933 >> l_1934;
l_mut_439 = l_mut_440;
l_mut_441 = l_1952;
}
}
l_mut_445 = l_mut_439;
l_mut_444 = l_mut_441;
if l_1920 {
let l_1953 = u32(0) - l_mut_445;
let l_1954 = u32(0) - l_mut_444;
let l_1955 = u32(0) < l_mut_445;
let l_1956 = u32(l_1955);
let l_1957 = l_1954 - l_1956;
l_mut_445 = l_1953;
l_mut_444 = l_1957;
}
l_mut_1823 = l_mut_445;
l_mut_1487 = l_mut_444;
} else {
let l_1958 = l_72 >> u32(31);
let l_1959 = l_1958 == u32(1);
l_mut_445 = l_69;
l_mut_444 = l_72;
if l_1959 {
let l_1960 = u32(0) - l_69;
let l_1961 = u32(0) - l_72;
let l_1962 = u32(0) < l_69;
let l_1963 = u32(l_1962);
let l_1964 = l_1961 - l_1963;
l_mut_445 = l_1960;
l_mut_444 = l_1964;
}
let l_1965 = l_mut_445 * l_mut_1907;
let l_1966 = l_mut_444 * l_mut_1907;
let l_2806 = u64(l_mut_445);
let l_2807 = u64(l_mut_1907);
let l_2808 = l_2806 * l_2807;
let l_2809 = l_2808 >> u32(bitcast<u64>(u64(32)));
let l_2810 = u32(bitcast<u64>(l_2809));
let l_1967 = l_2810;
let l_1968 = l_1967 + l_1966;
let l_2811 = u64(l_mut_444);
let l_2812 = u64(l_mut_1907);
let l_2813 = l_2811 * l_2812;
let l_2814 = l_2813 >> u32(bitcast<u64>(u64(32)));
let l_2815 = u32(bitcast<u64>(l_2814));
let l_1969 = l_2815;
let l_1970 = l_1968 < l_1966;
let l_1971 = u32(l_1970);
let l_1972 = l_1969 + l_1971;
let l_1973 = u32(0) % u32(32);
l_mut_441 = l_1965;
let l_1974 = l_1973 > u32(0);
if l_1974 {
let l_1975 = l_1965 >> l_1973;
let l_1976 = u32(32) - l_1973;
let l_1977 = l_1968 << l_1976;
let l_1978 = l_1975 | l_1977;
l_mut_441 = l_1978;
}
l_mut_440 = l_1968;
let l_1979 = l_1973 > u32(0);
if l_1979 {
let l_1980 = l_1968 >> l_1973;
let l_1981 = u32(32) - l_1973;
let l_1982 = l_1972 << l_1981;
let l_1983 = l_1980 | l_1982;
l_mut_440 = l_1983;
}
l_mut_439 = l_mut_441;
l_mut_441 = l_mut_440;
let l_1984 = u32(0) >= u32(64);
if l_1984 {
l_mut_439 = l_1972;
l_mut_441 = u32(0);
} else {
let l_1985 = u32(0) >= u32(32);
if l_1985 {
l_mut_440 = l_1968;
let l_1986 = l_1973 > u32(0);
if l_1986 {
let l_1987 = l_1968 >> l_1973;
let l_1988 = u32(32) - l_1973;
let l_1989 = l_1972 << l_1988;
let l_1990 = l_1987 | l_1989;
l_mut_440 = l_1990;
}
let l_1991 = l_1972 >> l_1973;
l_mut_439 = l_mut_440;
l_mut_441 = l_1991;
}
}
let l_1992 = l_mut_445 * l_mut_1907;
let l_1993 = l_mut_444 * l_mut_1907;
let l_2816 = u64(l_mut_445);
let l_2817 = u64(l_mut_1907);
let l_2818 = l_2816 * l_2817;
let l_2819 = l_2818 >> u32(bitcast<u64>(u64(32)));
let l_2820 = u32(bitcast<u64>(l_2819));
let l_1994 = l_2820;
let l_1995 = l_1994 + l_1993;
let l_2821 = u64(l_mut_444);
let l_2822 = u64(l_mut_1907);
let l_2823 = l_2821 * l_2822;
let l_2824 = l_2823 >> u32(bitcast<u64>(u64(32)));
let l_2825 = u32(bitcast<u64>(l_2824));
let l_1996 = l_2825;
let l_1997 = l_1995 < l_1993;
let l_1998 = u32(l_1997);
let l_1999 = l_1996 + l_1998;
let l_2000 = u32(64) % u32(32);
l_mut_440 = l_1992;
let l_2001 = l_2000 > u32(0);
if l_2001 {
let l_2002 = l_1992 >> l_2000;
let l_2003 = u32(32) - l_2000;
let l_2004 = l_1995 << l_2003;
let l_2005 = l_2002 | l_2004;
l_mut_440 = l_2005;
}
l_mut_428 = l_1995;
let l_2006 = l_2000 > u32(0);
if l_2006 {
let l_2007 = l_1995 >> l_2000;
let l_2008 = u32(32) - l_2000;
let l_2009 = l_1999 << l_2008;
let l_2010 = l_2007 | l_2009;
l_mut_428 = l_2010;
}
l_mut_421 = l_mut_440;
l_mut_440 = l_mut_428;
let l_2011 = u32(64) >= u32(64);
if l_2011 {
l_mut_421 = l_1999;
l_mut_440 = u32(0);
} else {
let l_2012 = u32(64) >= u32(32);
if l_2012 {
l_mut_428 = l_1995;
let l_2013 = l_2000 > u32(0);
if l_2013 {
let l_2014 = l_1995 >> l_2000;
let l_2015 = u32(32) - l_2000;
let l_2016 = l_1999 << l_2015;
let l_2017 = l_2014 | l_2016;
l_mut_428 = l_2017;
}
let l_2018 = l_1999 >> l_2000;
l_mut_421 = l_mut_428;
l_mut_440 = l_2018;
}
}
let l_2019 = l_mut_439 * l_mut_1907;
let l_2020 = l_mut_441 * l_mut_1907;
let l_2826 = u64(l_mut_439);
let l_2827 = u64(l_mut_1907);
let l_2828 = l_2826 * l_2827;
let l_2829 = l_2828 >> u32(bitcast<u64>(u64(32)));
let l_2830 = u32(bitcast<u64>(l_2829));
let l_2021 = l_2830;
let l_2022 = l_2021 + l_2020;
let l_2831 = u64(l_mut_441);
let l_2832 = u64(l_mut_1907);
let l_2833 = l_2831 * l_2832;
let l_2834 = l_2833 >> u32(bitcast<u64>(u64(32)));
let l_2835 = u32(bitcast<u64>(l_2834));
let l_2023 = l_2835;
let l_2024 = l_2022 < l_2020;
let l_2025 = u32(l_2024);
let l_2026 = l_2023 + l_2025;
let l_2027 = u32(0) % u32(32);
l_mut_445 = l_2019;
let l_2028 = l_2027 > u32(0);
if l_2028 {
let l_2029 = l_2019 >> l_2027;
let l_2030 = u32(32) - l_2027;
let l_2031 = l_2022 << l_2030;
let l_2032 = l_2029 | l_2031;
l_mut_445 = l_2032;
}
l_mut_444 = l_2022;
let l_2033 = l_2027 > u32(0);
if l_2033 {
let l_2034 = l_2022 >> l_2027;
let l_2035 = u32(32) - l_2027;
let l_2036 = l_2026 << l_2035;
let l_2037 = l_2034 | l_2036;
l_mut_444 = l_2037;
}
l_mut_428 = l_mut_445;
l_mut_445 = l_mut_444;
let l_2038 = u32(0) >= u32(64);
if l_2038 {
l_mut_428 = l_2026;
l_mut_445 = u32(0);
} else {
let l_2039 = u32(0) >= u32(32);
if l_2039 {
l_mut_444 = l_2022;
let l_2040 = l_2027 > u32(0);
if l_2040 {
let l_2041 = l_2022 >> l_2027;
let l_2042 = u32(32) - l_2027;
let l_2043 = l_2026 << l_2042;
let l_2044 = l_2041 | l_2043;
l_mut_444 = l_2044;
}
let l_2045 = l_2026 >> l_2027;
l_mut_428 = l_mut_444;
l_mut_445 = l_2045;
}
}
let l_2046 = l_mut_439 * l_mut_1907;
let l_2047 = l_mut_441 * l_mut_1907;
let l_2836 = u64(l_mut_439);
let l_2837 = u64(l_mut_1907);
let l_2838 = l_2836 * l_2837;
let l_2839 = l_2838 >> u32(bitcast<u64>(u64(32)));
let l_2840 = u32(bitcast<u64>(l_2839));
let l_2048 = l_2840;
let l_2049 = l_2048 + l_2047;
let l_2841 = u64(l_mut_441);
let l_2842 = u64(l_mut_1907);
let l_2843 = l_2841 * l_2842;
let l_2844 = l_2843 >> u32(bitcast<u64>(u64(32)));
let l_2845 = u32(bitcast<u64>(l_2844));
let l_2050 = l_2845;
let l_2051 = l_2049 < l_2047;
let l_2052 = u32(l_2051);
let l_2053 = l_2050 + l_2052;
let l_2054 = u32(64) % u32(32);
l_mut_444 = l_2046;
let l_2055 = l_2054 > u32(0);
if l_2055 {
let l_2056 = l_2046 >> l_2054;
let l_2057 = u32(32) - l_2054;
let l_2058 = l_2049 << l_2057;
let l_2059 = l_2056 | l_2058;
l_mut_444 = l_2059;
}
l_mut_394 = l_2049;
let l_2060 = l_2054 > u32(0);
if l_2060 {
let l_2061 = l_2049 >> l_2054;
let l_2062 = u32(32) - l_2054;
let l_2063 = l_2053 << l_2062;
let l_2064 = l_2061 | l_2063;
l_mut_394 = l_2064;
}
l_mut_388 = l_mut_444;
l_mut_444 = l_mut_394;
let l_2065 = u32(64) >= u32(64);
if l_2065 {
l_mut_388 = l_2053;
l_mut_444 = u32(0);
} else {
let l_2066 = u32(64) >= u32(32);
if l_2066 {
l_mut_394 = l_2049;
let l_2067 = l_2054 > u32(0);
if l_2067 {
let l_2068 = l_2049 >> l_2054;
let l_2069 = u32(32) - l_2054;
let l_2070 = l_2053 << l_2069;
let l_2071 = l_2068 | l_2070;
l_mut_394 = l_2071;
}
let l_2072 = l_2053 >> l_2054;
l_mut_388 = l_mut_394;
l_mut_444 = l_2072;
}
}
let l_2073 = l_mut_421 * l_mut_1907;
let l_2846 = u64(l_mut_421);
let l_2847 = u64(l_mut_1907);
let l_2848 = l_2846 * l_2847;
let l_2849 = l_2848 >> u32(bitcast<u64>(u64(32)));
let l_2850 = u32(bitcast<u64>(l_2849));
let l_2074 = l_2850;
let l_2075 = l_mut_440 * l_mut_1907;
let l_2076 = l_2074 + l_2075;
let l_2077 = l_mut_388 + l_2073;
let l_2078 = l_mut_444 + l_2076;
let l_2079 = l_2077 < l_mut_388;
let l_2080 = u32(l_2079);
let l_2081 = l_2078 + l_2080;
l_mut_1823 = l_mut_428;
l_mut_1487 = l_mut_445;
let l_2082 = l_9 == u32(64);
if l_2082 {
l_mut_1823 = l_2077;
l_mut_1487 = l_2081;
} else {
let l_2083 = l_9 > u32(0);
if l_2083 {
let l_2084 = u32(64) - l_9;
l_mut_444 = l_2077;
l_mut_441 = l_2081;
let l_2085 = l_2084 >= u32(32);
if l_2085 {
let l_2086 = l_2084 & u32(31);
let l_2087 = l_2077 << l_2086;
l_mut_444 = u32(0);
l_mut_441 = l_2087;
} else {
let l_2088 = l_2084 > u32(0);
if l_2088 {
let l_2089 = l_2077 << l_2084;
let l_2090 = l_2081 << l_2084;
let l_2091 = u32(32) - l_2084;
let l_2092 = l_2077 >> l_2091;
let l_2093 = l_2090 | l_2092;
l_mut_444 = l_2089;
l_mut_441 = l_2093;
}
}
l_mut_440 = l_mut_428;
l_mut_439 = l_mut_445;
let l_2094 = l_9 >= u32(32);
if l_2094 {
let l_2095 = l_9 & u32(31);
let l_2096 = l_mut_445 >> l_2095;
l_mut_440 = l_2096;
l_mut_439 = u32(0);
} else {
let l_2097 = l_9 > u32(0);
if l_2097 {
l_mut_421 = l_mut_428;
let l_2098 = l_9 > u32(0);
if l_2098 {
let l_2099 = l_mut_428 >> l_9;
let l_2100 = u32(32) - l_9;
let l_2101 = l_mut_445 << l_2100;
let l_2102 = l_2099 | l_2101;
l_mut_421 = l_2102;
}
let l_2103 = l_mut_445 >> l_9;
l_mut_440 = l_mut_421;
l_mut_439 = l_2103;
}
}
let l_2104 = l_mut_444 + l_mut_440;
let l_2105 = l_mut_441 + l_mut_439;
let l_2106 = l_2104 < l_mut_444;
let l_2107 = u32(l_2106);
let l_2108 = l_2105 + l_2107;
l_mut_1823 = l_2104;
l_mut_1487 = l_2108;
}
}
if l_1959 {
let l_2109 = u32(0) - l_mut_1823;
let l_2110 = u32(0) - l_mut_1487;
let l_2111 = u32(0) < l_mut_1823;
let l_2112 = u32(l_2111);
let l_2113 = l_2110 - l_2112;
l_mut_1823 = l_2109;
l_mut_1487 = l_2113;
}
}
let l_2114 = l_1912 + l_mut_1823;
let l_2115 = l_1916 + l_mut_1487;
let l_2116 = l_2114 < l_1912;
let l_2117 = u32(l_2116);
let l_2118 = l_2115 + l_2117;
let l_2119 = u32(0) - l_2114;
let l_2120 = u32(0) - l_2118;
let l_2121 = u32(0) < l_2114;
let l_2122 = u32(l_2121);
let l_2123 = l_2120 - l_2122;
l_mut_1823 = l_2119;
l_mut_1487 = l_2123;
let l_2124 = l_2118 < l_mut_1487;
let l_2125 = l_2118 == l_mut_1487;
let l_2126 = l_2114 < l_mut_1823;
let l_2127 = l_2125 && l_2126;
let l_2128 = l_2124 || l_2127;
if l_2128 {
l_mut_1823 = l_2114;
l_mut_1487 = l_2118;
}
let l_2129 = l_mut_1487 < l_27;
let l_2130 = l_mut_1487 == l_27;
let l_2131 = l_mut_1823 < l_24;
let l_2132 = l_2130 && l_2131;
let l_2133 = l_2129 || l_2132;
let l_2134 = u32(l_2133);
l_mut_1828 = l_mut_1828 + l_2134;
}
l_mut_450 = l_mut_450 + l_mut_1828;
}
}
let l_2135 = l_mut_788 > u32(0);
if l_2135 {
let l_2851 = info.static_meta[u32(5)];
let l_2852 = l_2851 * u32(1);
let l_2853 = l_2852 - u32(1);
let l_2854 = min(u32(1), l_2853);
let l_2855 = &buffer_5_global[l_2854];
let l_2136 = l_2855;
let l_2137 = atomicAdd(l_2136, l_mut_788);}
let l_2138 = l_mut_450 > u32(0);
if l_2138 {
let l_2856 = info.static_meta[u32(5)];
let l_2857 = l_2856 * u32(1);
let l_2858 = l_2857 - u32(1);
let l_2859 = min(u32(2), l_2858);
let l_2860 = &buffer_5_global[l_2859];
let l_2139 = l_2860;
let l_2140 = atomicAdd(l_2139, l_mut_450);l_mut_1828 = l_2140;

for (var l_mut_2141: u32 = u32(0); l_mut_2141 < u32(8); l_mut_2141++) {
let l_2142 = l_mut_793 >> l_mut_2141;
let l_2143 = l_2142 & u32(1);
let l_2144 = l_2143 == u32(1);
if l_2144 {
let l_2145 = l_mut_2141 * l_870;
let l_2146 = l_2145 + l_870;
let l_2147 = min(l_2146, l_56);
l_mut_1823 = l_mut_1828;

for (var l_mut_2148: u32 = l_2145; l_mut_2148 < l_2147; l_mut_2148++) {
let l_2149 = l_59 * l_mut_2148;
let l_2861 = u64(l_59);
let l_2862 = u64(l_mut_2148);
let l_2863 = l_2861 * l_2862;
let l_2864 = l_2863 >> u32(bitcast<u64>(u64(32)));
let l_2865 = u32(bitcast<u64>(l_2864));
let l_2150 = l_2865;
let l_2151 = l_62 * l_mut_2148;
let l_2152 = l_2150 + l_2151;
let l_2153 = l_64 + l_2149;
let l_2154 = l_67 + l_2152;
let l_2155 = l_2153 < l_64;
let l_2156 = u32(l_2155);
let l_2157 = l_2154 + l_2156;
l_mut_1487 = u32(0);
l_mut_788 = u32(0);
let l_2158 = l_mut_2148 < u32(65536);
if l_2158 {
let l_2159 = l_mut_2148 * l_mut_2148;
let l_2160 = l_72 >> u32(31);
let l_2161 = l_2160 == u32(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if l_2161 {
let l_2162 = u32(0) - l_69;
let l_2163 = u32(0) - l_72;
let l_2164 = u32(0) < l_69;
let l_2165 = u32(l_2164);
let l_2166 = l_2163 - l_2165;
l_mut_450 = l_2162;
l_mut_445 = l_2166;
}
let l_2167 = l_mut_450 * l_2159;
let l_2168 = l_mut_445 * l_2159;
let l_2866 = u64(l_mut_450);
let l_2867 = u64(l_2159);
let l_2868 = l_2866 * l_2867;
let l_2869 = l_2868 >> u32(bitcast<u64>(u64(32)));
let l_2870 = u32(bitcast<u64>(l_2869));
let l_2169 = l_2870;
let l_2170 = l_2169 + l_2168;
let l_2871 = u64(l_mut_445);
let l_2872 = u64(l_2159);
let l_2873 = l_2871 * l_2872;
let l_2874 = l_2873 >> u32(bitcast<u64>(u64(32)));
let l_2875 = u32(bitcast<u64>(l_2874));
let l_2171 = l_2875;
let l_2172 = l_2170 < l_2168;
let l_2173 = u32(l_2172);
let l_2174 = l_2171 + l_2173;
let l_2175 = l_9 % u32(32);
l_mut_444 = l_2167;
let l_2176 = l_2175 > u32(0);
if l_2176 {
let l_2177 = l_2167 >> l_2175;
let l_2178 = u32(32) - l_2175;
let l_2179 = l_2170 << l_2178;
let l_2180 = l_2177 | l_2179;
l_mut_444 = l_2180;
}
l_mut_441 = l_2170;
let l_2181 = l_2175 > u32(0);
if l_2181 {
let l_2182 = l_2170 >> l_2175;
let l_2183 = u32(32) - l_2175;
let l_2184 = l_2174 << l_2183;
let l_2185 = l_2182 | l_2184;
l_mut_441 = l_2185;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
let l_2186 = l_9 >= u32(64);
if l_2186 {
l_mut_440 = l_2174;
l_mut_444 = u32(0);
} else {
let l_2187 = l_9 >= u32(32);
if l_2187 {
l_mut_441 = l_2170;
let l_2188 = l_2175 > u32(0);
if l_2188 {
let l_2189 = l_2170 >> l_2175;
let l_2190 = u32(32) - l_2175;
let l_2191 = l_2174 << l_2190;
let l_2192 = l_2189 | l_2191;
l_mut_441 = l_2192;
}
let l_2193 = l_2174 >> l_2175;
l_mut_440 = l_mut_441;
l_mut_444 = l_2193;
}
}
l_mut_450 = l_mut_440;
l_mut_445 = l_mut_444;
if l_2161 {
let l_2194 = u32(0) - l_mut_450;
let l_2195 = u32(0) - l_mut_445;
let l_2196 = u32(0) < l_mut_450;
let l_2197 = u32(l_2196);
let l_2198 = l_2195 - l_2197;
l_mut_450 = l_2194;
l_mut_445 = l_2198;
}
l_mut_1487 = l_mut_450;
l_mut_788 = l_mut_445;
} else {
let l_2199 = l_72 >> u32(31);
let l_2200 = l_2199 == u32(1);
l_mut_450 = l_69;
l_mut_445 = l_72;
if l_2200 {
let l_2201 = u32(0) - l_69;
let l_2202 = u32(0) - l_72;
let l_2203 = u32(0) < l_69;
let l_2204 = u32(l_2203);
let l_2205 = l_2202 - l_2204;
l_mut_450 = l_2201;
l_mut_445 = l_2205;
}
let l_2206 = l_mut_450 * l_mut_2148;
let l_2207 = l_mut_445 * l_mut_2148;
let l_2876 = u64(l_mut_450);
let l_2877 = u64(l_mut_2148);
let l_2878 = l_2876 * l_2877;
let l_2879 = l_2878 >> u32(bitcast<u64>(u64(32)));
let l_2880 = u32(bitcast<u64>(l_2879));
let l_2208 = l_2880;
let l_2209 = l_2208 + l_2207;
let l_2881 = u64(l_mut_445);
let l_2882 = u64(l_mut_2148);
let l_2883 = l_2881 * l_2882;
let l_2884 = l_2883 >> u32(bitcast<u64>(u64(32)));
let l_2885 = u32(bitcast<u64>(l_2884));
let l_2210 = l_2885;
let l_2211 = l_2209 < l_2207;
let l_2212 = u32(l_2211);
let l_2213 = l_2210 + l_2212;
let l_2214 = u32(0) % u32(32);
l_mut_444 = l_2206;
let l_2215 = l_2214 > u32(0);
if l_2215 {
let l_2216 = l_2206 >> l_2214;
let l_2217 = u32(32) - l_2214;
let l_2218 = l_2209 << l_2217;
let l_2219 = l_2216 | l_2218;
l_mut_444 = l_2219;
}
l_mut_441 = l_2209;
let l_2220 = l_2214 > u32(0);
if l_2220 {
let l_2221 = l_2209 >> l_2214;
let l_2222 = u32(32) - l_2214;
let l_2223 = l_2213 << l_2222;
let l_2224 = l_2221 | l_2223;
l_mut_441 = l_2224;
}
l_mut_440 = l_mut_444;
l_mut_444 = l_mut_441;
let l_2225 = u32(0) >= u32(64);
if l_2225 {
l_mut_440 = l_2213;
l_mut_444 = u32(0);
} else {
let l_2226 = u32(0) >= u32(32);
if l_2226 {
l_mut_441 = l_2209;
let l_2227 = l_2214 > u32(0);
if l_2227 {
let l_2228 = l_2209 >> l_2214;
let l_2229 = u32(32) - l_2214;
let l_2230 = l_2213 << l_2229;
let l_2231 = l_2228 | l_2230;
l_mut_441 = l_2231;
}
let l_2232 = l_2213 >> l_2214;
l_mut_440 = l_mut_441;
l_mut_444 = l_2232;
}
}
let l_2233 = l_mut_450 * l_mut_2148;
let l_2234 = l_mut_445 * l_mut_2148;
let l_2886 = u64(l_mut_450);
let l_2887 = u64(l_mut_2148);
let l_2888 = l_2886 * l_2887;
let l_2889 = l_2888 >> u32(bitcast<u64>(u64(32)));
let l_2890 = u32(bitcast<u64>(l_2889));
let l_2235 = l_2890;
let l_2236 = l_2235 + l_2234;
let l_2891 = u64(l_mut_445);
let l_2892 = u64(l_mut_2148);
let l_2893 = l_2891 * l_2892;
let l_2894 = l_2893 >> u32(bitcast<u64>(u64(32)));
let l_2895 = u32(bitcast<u64>(l_2894));
let l_2237 = l_2895;
let l_2238 = l_2236 < l_2234;
let l_2239 = u32(l_2238);
let l_2240 = l_2237 + l_2239;
let l_2241 = u32(64) % u32(32);
l_mut_441 = l_2233;
let l_2242 = l_2241 > u32(0);
if l_2242 {
let l_2243 = l_2233 >> l_2241;
let l_2244 = u32(32) - l_2241;
let l_2245 = l_2236 << l_2244;
let l_2246 = l_2243 | l_2245;
l_mut_441 = l_2246;
}
l_mut_439 = l_2236;
let l_2247 = l_2241 > u32(0);
if l_2247 {
let l_2248 = l_2236 >> l_2241;
let l_2249 = u32(32) - l_2241;
let l_2250 = l_2240 << l_2249;
let l_2251 = l_2248 | l_2250;
l_mut_439 = l_2251;
}
l_mut_428 = l_mut_441;
l_mut_441 = l_mut_439;
let l_2252 = u32(64) >= u32(64);
if l_2252 {
l_mut_428 = l_2240;
l_mut_441 = u32(0);
} else {
let l_2253 = u32(64) >= u32(32);
if l_2253 {
l_mut_439 = l_2236;
let l_2254 = l_2241 > u32(0);
if l_2254 {
let l_2255 = l_2236 >> l_2241;
let l_2256 = u32(32) - l_2241;
let l_2257 = l_2240 << l_2256;
let l_2258 = l_2255 | l_2257;
l_mut_439 = l_2258;
}
let l_2259 = l_2240 >> l_2241;
l_mut_428 = l_mut_439;
l_mut_441 = l_2259;
}
}
let l_2260 = l_mut_440 * l_mut_2148;
let l_2261 = l_mut_444 * l_mut_2148;
let l_2896 = u64(l_mut_440);
let l_2897 = u64(l_mut_2148);
let l_2898 = l_2896 * l_2897;
let l_2899 = l_2898 >> u32(bitcast<u64>(u64(32)));
let l_2900 = u32(bitcast<u64>(l_2899));
let l_2262 = l_2900;
let l_2263 = l_2262 + l_2261;
let l_2901 = u64(l_mut_444);
let l_2902 = u64(l_mut_2148);
let l_2903 = l_2901 * l_2902;
let l_2904 = l_2903 >> u32(bitcast<u64>(u64(32)));
let l_2905 = u32(bitcast<u64>(l_2904));
let l_2264 = l_2905;
let l_2265 = l_2263 < l_2261;
let l_2266 = u32(l_2265);
let l_2267 = l_2264 + l_2266;
let l_2268 = u32(0) % u32(32);
l_mut_450 = l_2260;
let l_2269 = l_2268 > u32(0);
if l_2269 {
let l_2270 = l_2260 >> l_2268;
let l_2271 = u32(32) - l_2268;
let l_2272 = l_2263 << l_2271;
let l_2273 = l_2270 | l_2272;
l_mut_450 = l_2273;
}
l_mut_445 = l_2263;
let l_2274 = l_2268 > u32(0);
if l_2274 {
let l_2275 = l_2263 >> l_2268;
let l_2276 = u32(32) - l_2268;
let l_2277 = l_2267 << l_2276;
let l_2278 = l_2275 | l_2277;
l_mut_445 = l_2278;
}
l_mut_439 = l_mut_450;
l_mut_450 = l_mut_445;
let l_2279 = u32(0) >= u32(64);
if l_2279 {
l_mut_439 = l_2267;
l_mut_450 = u32(0);
} else {
let l_2280 = u32(0) >= u32(32);
if l_2280 {
l_mut_445 = l_2263;
let l_2281 = l_2268 > u32(0);
if l_2281 {
let l_2282 = l_2263 >> l_2268;
let l_2283 = u32(32) - l_2268;
let l_2284 = l_2267 << l_2283;
let l_2285 = l_2282 | l_2284;
l_mut_445 = l_2285;
}
let l_2286 = l_2267 >> l_2268;
l_mut_439 = l_mut_445;
l_mut_450 = l_2286;
}
}
let l_2287 = l_mut_440 * l_mut_2148;
let l_2288 = l_mut_444 * l_mut_2148;
let l_2906 = u64(l_mut_440);
let l_2907 = u64(l_mut_2148);
let l_2908 = l_2906 * l_2907;
let l_2909 = l_2908 >> u32(bitcast<u64>(u64(32)));
let l_2910 = u32(bitcast<u64>(l_2909));
let l_2289 = l_2910;
let l_2290 = l_2289 + l_2288;
let l_2911 = u64(l_mut_444);
let l_2912 = u64(l_mut_2148);
let l_2913 = l_2911 * l_2912;
let l_2914 = l_2913 >> u32(bitcast<u64>(u64(32)));
let l_2915 = u32(bitcast<u64>(l_2914));
let l_2291 = l_2915;
let l_2292 = l_2290 < l_2288;
let l_2293 = u32(l_2292);
let l_2294 = l_2291 + l_2293;
let l_2295 = u32(64) % u32(32);
l_mut_445 = l_2287;
let l_2296 = l_2295 > u32(0);
if l_2296 {
let l_2297 = l_2287 >> l_2295;
let l_2298 = u32(32) - l_2295;
let l_2299 = l_2290 << l_2298;
let l_2300 = l_2297 | l_2299;
l_mut_445 = l_2300;
}
l_mut_421 = l_2290;
let l_2301 = l_2295 > u32(0);
if l_2301 {
let l_2302 = l_2290 >> l_2295;
let l_2303 = u32(32) - l_2295;
let l_2304 = l_2294 << l_2303;
let l_2305 = l_2302 | l_2304;
l_mut_421 = l_2305;
}
l_mut_394 = l_mut_445;
l_mut_445 = l_mut_421;
let l_2306 = u32(64) >= u32(64);
if l_2306 {
l_mut_394 = l_2294;
l_mut_445 = u32(0);
} else {
let l_2307 = u32(64) >= u32(32);
if l_2307 {
l_mut_421 = l_2290;
let l_2308 = l_2295 > u32(0);
if l_2308 {
let l_2309 = l_2290 >> l_2295;
let l_2310 = u32(32) - l_2295;
let l_2311 = l_2294 << l_2310;
let l_2312 = l_2309 | l_2311;
l_mut_421 = l_2312;
}
let l_2313 = l_2294 >> l_2295;
l_mut_394 = l_mut_421;
l_mut_445 = l_2313;
}
}
let l_2314 = l_mut_428 * l_mut_2148;
let l_2916 = u64(l_mut_428);
let l_2917 = u64(l_mut_2148);
let l_2918 = l_2916 * l_2917;
let l_2919 = l_2918 >> u32(bitcast<u64>(u64(32)));
let l_2920 = u32(bitcast<u64>(l_2919));
let l_2315 = l_2920;
let l_2316 = l_mut_441 * l_mut_2148;
let l_2317 = l_2315 + l_2316;
let l_2318 = l_mut_394 + l_2314;
let l_2319 = l_mut_445 + l_2317;
let l_2320 = l_2318 < l_mut_394;
let l_2321 = u32(l_2320);
let l_2322 = l_2319 + l_2321;
l_mut_1487 = l_mut_439;
l_mut_788 = l_mut_450;
let l_2323 = l_9 == u32(64);
if l_2323 {
l_mut_1487 = l_2318;
l_mut_788 = l_2322;
} else {
let l_2324 = l_9 > u32(0);
if l_2324 {
let l_2325 = u32(64) - l_9;
l_mut_445 = l_2318;
l_mut_444 = l_2322;
let l_2326 = l_2325 >= u32(32);
if l_2326 {
let l_2327 = l_2325 & u32(31);
let l_2328 = l_2318 << l_2327;
l_mut_445 = u32(0);
l_mut_444 = l_2328;
} else {
let l_2329 = l_2325 > u32(0);
if l_2329 {
let l_2330 = l_2318 << l_2325;
let l_2331 = l_2322 << l_2325;
let l_2332 = u32(32) - l_2325;
let l_2333 = l_2318 >> l_2332;
let l_2334 = l_2331 | l_2333;
l_mut_445 = l_2330;
l_mut_444 = l_2334;
}
}
l_mut_441 = l_mut_439;
l_mut_440 = l_mut_450;
let l_2335 = l_9 >= u32(32);
if l_2335 {
let l_2336 = l_9 & u32(31);
let l_2337 = l_mut_450 >> l_2336;
l_mut_441 = l_2337;
l_mut_440 = u32(0);
} else {
let l_2338 = l_9 > u32(0);
if l_2338 {
l_mut_428 = l_mut_439;
let l_2339 = l_9 > u32(0);
if l_2339 {
let l_2340 = l_mut_439 >> l_9;
let l_2341 = u32(32) - l_9;
let l_2342 = l_mut_450 << l_2341;
let l_2343 = l_2340 | l_2342;
l_mut_428 = l_2343;
}
let l_2344 = l_mut_450 >> l_9;
l_mut_441 = l_mut_428;
l_mut_440 = l_2344;
}
}
let l_2345 = l_mut_445 + l_mut_441;
let l_2346 = l_mut_444 + l_mut_440;
let l_2347 = l_2345 < l_mut_445;
let l_2348 = u32(l_2347);
let l_2349 = l_2346 + l_2348;
l_mut_1487 = l_2345;
l_mut_788 = l_2349;
}
}
if l_2200 {
let l_2350 = u32(0) - l_mut_1487;
let l_2351 = u32(0) - l_mut_788;
let l_2352 = u32(0) < l_mut_1487;
let l_2353 = u32(l_2352);
let l_2354 = l_2351 - l_2353;
l_mut_1487 = l_2350;
l_mut_788 = l_2354;
}
}
let l_2355 = l_2153 + l_mut_1487;
let l_2356 = l_2157 + l_mut_788;
let l_2357 = l_2355 < l_2153;
let l_2358 = u32(l_2357);
let l_2359 = l_2356 + l_2358;
let l_2360 = u32(0) - l_2355;
let l_2361 = u32(0) - l_2359;
let l_2362 = u32(0) < l_2355;
let l_2363 = u32(l_2362);
let l_2364 = l_2361 - l_2363;
l_mut_1487 = l_2360;
l_mut_788 = l_2364;
let l_2365 = l_2359 < l_mut_788;
let l_2366 = l_2359 == l_mut_788;
let l_2367 = l_2355 < l_mut_1487;
let l_2368 = l_2366 && l_2367;
let l_2369 = l_2365 || l_2368;
if l_2369 {
l_mut_1487 = l_2355;
l_mut_788 = l_2359;
}
let l_2370 = l_mut_788 < l_27;
let l_2371 = l_mut_788 == l_27;
let l_2372 = l_mut_1487 < l_24;
let l_2373 = l_2371 && l_2372;
let l_2374 = l_2370 || l_2373;
if l_2374 {
let l_2375 = l_mut_1823 * u32(2);
let l_2376 = l_2375 + u32(1);
let l_2377 = info.static_meta[u32(10)];
let l_2378 = l_2376 < l_2377;
if l_2378 {
let l_2921 = info.static_meta[u32(4)];
let l_2922 = l_2921 * u32(1);
let l_2923 = l_2375 < l_2922;
if l_2923 {
buffer_4_global[l_2375] = id;
}
let l_2379 = l_2375 + u32(1);
let l_2924 = info.static_meta[u32(4)];
let l_2925 = l_2924 * u32(1);
let l_2926 = l_2379 < l_2925;
if l_2926 {
buffer_4_global[l_2379] = l_mut_2148;
}
}
l_mut_1823 = l_mut_1823 + u32(1);
}
}
l_mut_1828 = l_mut_1823;
}
}
}
}
}
}
