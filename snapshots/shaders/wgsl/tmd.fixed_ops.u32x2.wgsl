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

struct info_st {
   static_meta: array<u32, 10>,
}

@group(0)
@binding(5)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn fixed_ops(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_333: u32;
var l_mut_339: u32;
var l_mut_44: u32;
var l_mut_45: u32;
var l_mut_50: u32;
var l_mut_60: u32;
var l_mut_66: u32;
var l_mut_82: u32;
var l_mut_85: u32;
var l_mut_86: u32;
var l_mut_91: u32;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {
let l_2 = u32(2) * id;
let l_392 = info.static_meta[u32(0)];
let l_393 = l_392 * u32(1);
let l_394 = l_2 < l_393;
let l_395 = l_393 - u32(1);
let l_396 = min(l_2, l_395);
let l_397 = buffer_0_global[l_396];
let l_398 = select(u32(0), l_397, l_394);
let l_3 = l_398;
let l_4 = u32(2) * id;
let l_5 = l_4 + u32(1);
let l_399 = info.static_meta[u32(0)];
let l_400 = l_399 * u32(1);
let l_401 = l_5 < l_400;
let l_402 = l_400 - u32(1);
let l_403 = min(l_5, l_402);
let l_404 = buffer_0_global[l_403];
let l_405 = select(u32(0), l_404, l_401);
let l_6 = l_405;
let l_7 = u32(2) * id;
let l_406 = info.static_meta[u32(1)];
let l_407 = l_406 * u32(1);
let l_408 = l_7 < l_407;
let l_409 = l_407 - u32(1);
let l_410 = min(l_7, l_409);
let l_411 = buffer_1_global[l_410];
let l_412 = select(u32(0), l_411, l_408);
let l_8 = l_412;
let l_9 = u32(2) * id;
let l_10 = l_9 + u32(1);
let l_413 = info.static_meta[u32(1)];
let l_414 = l_413 * u32(1);
let l_415 = l_10 < l_414;
let l_416 = l_414 - u32(1);
let l_417 = min(l_10, l_416);
let l_418 = buffer_1_global[l_417];
let l_419 = select(u32(0), l_418, l_415);
let l_11 = l_419;
let l_420 = info.static_meta[u32(2)];
let l_421 = l_420 * u32(1);
let l_422 = id < l_421;
let l_423 = l_421 - u32(1);
let l_424 = min(id, l_423);
let l_425 = buffer_2_global[l_424];
let l_426 = select(u32(0), l_425, l_422);
let l_12 = l_426;
let l_13 = u32(7) * id;
let l_14 = l_3 + l_8;
let l_15 = l_6 + l_11;
let l_16 = l_14 < l_3;
let l_17 = u32(l_16);
let l_18 = l_15 + l_17;
let l_19 = u32(2) * l_13;
let l_427 = info.static_meta[u32(4)];
let l_428 = l_427 * u32(1);
let l_429 = l_19 < l_428;
if l_429 {
buffer_4_global[l_19] = l_14;
}
let l_20 = u32(2) * l_13;
let l_21 = l_20 + u32(1);
let l_430 = info.static_meta[u32(4)];
let l_431 = l_430 * u32(1);
let l_432 = l_21 < l_431;
if l_432 {
buffer_4_global[l_21] = l_18;
}
let l_22 = u32(7) * id;
let l_23 = l_22 + u32(1);
let l_24 = l_3 - l_8;
let l_25 = l_6 - l_11;
let l_26 = l_3 < l_8;
let l_27 = u32(l_26);
let l_28 = l_25 - l_27;
let l_29 = u32(2) * l_23;
let l_433 = info.static_meta[u32(4)];
let l_434 = l_433 * u32(1);
let l_435 = l_29 < l_434;
if l_435 {
buffer_4_global[l_29] = l_24;
}
let l_30 = u32(2) * l_23;
let l_31 = l_30 + u32(1);
let l_436 = info.static_meta[u32(4)];
let l_437 = l_436 * u32(1);
let l_438 = l_31 < l_437;
if l_438 {
buffer_4_global[l_31] = l_28;
}
let l_32 = u32(7) * id;
let l_33 = l_32 + u32(2);
let l_34 = l_3 * l_12;
let l_483 = u64(l_3);
let l_484 = u64(l_12);
let l_485 = l_483 * l_484;
let l_486 = l_485 >> u32(bitcast<u64>(u64(32)));
let l_487 = u32(bitcast<u64>(l_486));
let l_35 = l_487;
let l_36 = l_6 * l_12;
let l_37 = l_35 + l_36;
let l_38 = u32(2) * l_33;
let l_439 = info.static_meta[u32(4)];
let l_440 = l_439 * u32(1);
let l_441 = l_38 < l_440;
if l_441 {
buffer_4_global[l_38] = l_34;
}
let l_39 = u32(2) * l_33;
let l_40 = l_39 + u32(1);
let l_442 = info.static_meta[u32(4)];
let l_443 = l_442 * u32(1);
let l_444 = l_40 < l_443;
if l_444 {
buffer_4_global[l_40] = l_37;
}
let l_41 = u32(7) * id;
let l_42 = l_41 + u32(3);
let l_43 = l_12 % u32(64);
l_mut_44 = l_3;
l_mut_45 = l_6;
let l_46 = l_43 >= u32(32);
if l_46 {
let l_47 = l_43 & u32(31);
let l_48 = l_6 >> l_47;
l_mut_44 = l_48;
l_mut_45 = u32(0);
} else {
let l_49 = l_43 > u32(0);
if l_49 {
l_mut_50 = l_3;
let l_51 = l_43 > u32(0);
if l_51 {
let l_52 = l_3 >> l_43;
let l_53 = u32(32) - l_43;
let l_54 = l_6 << l_53;
let l_55 = l_52 | l_54;
l_mut_50 = l_55;
}
let l_56 = l_6 >> l_43;
l_mut_44 = l_mut_50;
l_mut_45 = l_56;
}
}
let l_57 = u32(2) * l_42;
let l_445 = info.static_meta[u32(4)];
let l_446 = l_445 * u32(1);
let l_447 = l_57 < l_446;
if l_447 {
buffer_4_global[l_57] = l_mut_44;
}
let l_58 = u32(2) * l_42;
let l_59 = l_58 + u32(1);
let l_448 = info.static_meta[u32(4)];
let l_449 = l_448 * u32(1);
let l_450 = l_59 < l_449;
if l_450 {
buffer_4_global[l_59] = l_mut_45;
}
l_mut_50 = l_8;
l_mut_45 = l_11;
l_mut_44 = l_3;
l_mut_60 = l_6;
let l_61 = l_11 < l_6;
let l_62 = l_11 == l_6;
let l_63 = l_8 < l_3;
let l_64 = l_62 && l_63;
let l_65 = l_61 || l_64;
if l_65 {
l_mut_50 = l_3;
l_mut_45 = l_6;
l_mut_44 = l_8;
l_mut_60 = l_11;
}
l_mut_66 = u32(0);
let l_67 = l_mut_44 | l_mut_60;
let l_68 = l_67 == u32(0);
let l_69 = !l_68;
let l_70 = l_mut_60 < l_mut_45;
let l_71 = l_mut_60 == l_mut_45;
let l_72 = l_mut_44 < l_mut_50;
let l_73 = l_71 && l_72;
let l_74 = l_70 || l_73;
let l_75 = l_69 && l_74;
if l_75 {
let l_76 = l_12 % u32(1048576);
let l_77 = l_mut_50 - u32(1);
let l_78 = l_mut_45 - u32(0);
let l_79 = l_mut_50 < u32(1);
let l_80 = u32(l_79);
let l_81 = l_78 - l_80;
l_mut_50 = l_77;
l_mut_45 = l_81;
l_mut_82 = u32(0);

for (var l_mut_83: u32 = u32(0); l_mut_83 < u32(20); l_mut_83++) {
let l_84 = u32(19) - l_mut_83;
l_mut_85 = l_mut_50;
l_mut_86 = l_mut_45;
let l_87 = l_84 >= u32(32);
if l_87 {
let l_88 = l_84 & u32(31);
let l_89 = l_mut_45 >> l_88;
l_mut_85 = l_89;
l_mut_86 = u32(0);
} else {
let l_90 = l_84 > u32(0);
if l_90 {
l_mut_91 = l_mut_50;
let l_92 = l_84 > u32(0);
if l_92 {
let l_93 = l_mut_50 >> l_84;
let l_94 = u32(32) - l_84;
let l_95 = l_mut_45 << l_94;
let l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
let l_97 = l_mut_45 >> l_84;
l_mut_85 = l_mut_91;
l_mut_86 = l_97;
}
}
let l_98 = l_mut_86 < l_mut_60;
let l_99 = l_mut_86 == l_mut_60;
let l_100 = l_mut_85 < l_mut_44;
let l_101 = l_99 && l_100;
let l_102 = l_98 || l_101;
let l_103 = !l_102;
if l_103 {
l_mut_91 = l_mut_44;
l_mut_86 = l_mut_60;
let l_104 = l_84 >= u32(32);
if l_104 {
let l_105 = l_84 & u32(31);
let l_106 = l_mut_44 << l_105;
l_mut_91 = u32(0);
l_mut_86 = l_106;
} else {
let l_107 = l_84 > u32(0);
if l_107 {
let l_108 = l_mut_44 << l_84;
let l_109 = l_mut_60 << l_84;
let l_110 = u32(32) - l_84;
let l_111 = l_mut_44 >> l_110;
let l_112 = l_109 | l_111;
l_mut_91 = l_108;
l_mut_86 = l_112;
}
}
let l_113 = l_mut_50 - l_mut_91;
let l_114 = l_mut_45 - l_mut_86;
let l_115 = l_mut_50 < l_mut_91;
let l_116 = u32(l_115);
let l_117 = l_114 - l_116;
l_mut_50 = l_113;
l_mut_45 = l_117;
let l_118 = u32(1) << l_84;
l_mut_82 = l_mut_82 | l_118;
}
}
let l_119 = min(l_mut_82, l_76);
l_mut_91 = l_119;
let l_120 = l_mut_45 < l_mut_60;
let l_121 = l_mut_45 == l_mut_60;
let l_122 = l_mut_50 < l_mut_44;
let l_123 = l_121 && l_122;
let l_124 = l_120 || l_123;
let l_125 = !l_124;
if l_125 {
l_mut_91 = l_76;
}
l_mut_66 = l_mut_91;
}
let l_126 = l_6 < l_11;
let l_127 = l_6 == l_11;
let l_128 = l_3 < l_8;
let l_129 = l_127 && l_128;
let l_130 = l_126 || l_129;
let l_131 = u32(l_130);
let l_132 = l_131 << u32(20);
l_mut_66 = l_mut_66 | l_132;
let l_133 = l_6 >> u32(31);
let l_134 = l_133 == u32(1);
let l_135 = u32(l_134);
let l_136 = l_135 << u32(21);
l_mut_66 = l_mut_66 | l_136;
let l_137 = u32(7) * id;
let l_138 = l_137 + u32(4);
let l_139 = u32(2) * l_138;
let l_451 = info.static_meta[u32(4)];
let l_452 = l_451 * u32(1);
let l_453 = l_139 < l_452;
if l_453 {
buffer_4_global[l_139] = l_mut_66;
}
let l_140 = u32(2) * l_138;
let l_141 = l_140 + u32(1);
let l_454 = info.static_meta[u32(4)];
let l_455 = l_454 * u32(1);
let l_456 = l_141 < l_455;
if l_456 {
buffer_4_global[l_141] = u32(0);
}
let l_142 = u32(7) * id;
let l_143 = l_142 + u32(5);
let l_457 = info.static_meta[u32(3)];
let l_458 = l_457 * u32(1);
let l_459 = id < l_458;
let l_460 = l_458 - u32(1);
let l_461 = min(id, l_460);
let l_462 = buffer_3_global[l_461];
let l_463 = select(u32(0), l_462, l_459);
let l_144 = l_463;
let l_145 = l_6 >> u32(31);
let l_146 = l_145 == u32(1);
l_mut_91 = l_3;
l_mut_86 = l_6;
if l_146 {
let l_147 = u32(0) - l_3;
let l_148 = u32(0) - l_6;
let l_149 = u32(0) < l_3;
let l_150 = u32(l_149);
let l_151 = l_148 - l_150;
l_mut_91 = l_147;
l_mut_86 = l_151;
}
let l_152 = l_mut_91 * l_12;
let l_153 = l_mut_86 * l_12;
let l_488 = u64(l_mut_91);
let l_489 = u64(l_12);
let l_490 = l_488 * l_489;
let l_491 = l_490 >> u32(bitcast<u64>(u64(32)));
let l_492 = u32(bitcast<u64>(l_491));
let l_154 = l_492;
let l_155 = l_154 + l_153;
let l_493 = u64(l_mut_86);
let l_494 = u64(l_12);
let l_495 = l_493 * l_494;
let l_496 = l_495 >> u32(bitcast<u64>(u64(32)));
let l_497 = u32(bitcast<u64>(l_496));
let l_156 = l_497;
let l_157 = l_155 < l_153;
let l_158 = u32(l_157);
let l_159 = l_156 + l_158;
let l_160 = l_144 % u32(32);
l_mut_85 = l_152;
let l_161 = l_160 > u32(0);
if l_161 {
let l_162 = l_152 >> l_160;
let l_163 = u32(32) - l_160;
let l_164 = l_155 << l_163;
let l_165 = l_162 | l_164;
l_mut_85 = l_165;
}
l_mut_82 = l_155;
let l_166 = l_160 > u32(0);
if l_166 {
let l_167 = l_155 >> l_160;
let l_168 = u32(32) - l_160;
let l_169 = l_159 << l_168;
let l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
l_mut_66 = l_mut_85;
l_mut_85 = l_mut_82;
let l_171 = l_144 >= u32(64);
if l_171 {
l_mut_66 = l_159;
l_mut_85 = u32(0);
} else {
let l_172 = l_144 >= u32(32);
if l_172 {
l_mut_82 = l_155;
let l_173 = l_160 > u32(0);
if l_173 {
let l_174 = l_155 >> l_160;
let l_175 = u32(32) - l_160;
let l_176 = l_159 << l_175;
let l_177 = l_174 | l_176;
l_mut_82 = l_177;
}
let l_178 = l_159 >> l_160;
l_mut_66 = l_mut_82;
l_mut_85 = l_178;
}
}
l_mut_91 = l_mut_66;
l_mut_86 = l_mut_85;
if l_146 {
let l_179 = u32(0) - l_mut_91;
let l_180 = u32(0) - l_mut_86;
let l_181 = u32(0) < l_mut_91;
let l_182 = u32(l_181);
let l_183 = l_180 - l_182;
l_mut_91 = l_179;
l_mut_86 = l_183;
}
let l_184 = u32(2) * l_143;
let l_464 = info.static_meta[u32(4)];
let l_465 = l_464 * u32(1);
let l_466 = l_184 < l_465;
if l_466 {
buffer_4_global[l_184] = l_mut_91;
}
let l_185 = u32(2) * l_143;
let l_186 = l_185 + u32(1);
let l_467 = info.static_meta[u32(4)];
let l_468 = l_467 * u32(1);
let l_469 = l_186 < l_468;
if l_469 {
buffer_4_global[l_186] = l_mut_86;
}
let l_187 = u32(7) * id;
let l_188 = l_187 + u32(6);
let l_470 = info.static_meta[u32(3)];
let l_471 = l_470 * u32(1);
let l_472 = id < l_471;
let l_473 = l_471 - u32(1);
let l_474 = min(id, l_473);
let l_475 = buffer_3_global[l_474];
let l_476 = select(u32(0), l_475, l_472);
let l_189 = l_476;
l_mut_91 = u32(0);
l_mut_86 = u32(0);
let l_190 = l_12 < u32(65536);
if l_190 {
let l_191 = l_12 * l_12;
let l_192 = l_6 >> u32(31);
let l_193 = l_192 == u32(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if l_193 {
let l_194 = u32(0) - l_3;
let l_195 = u32(0) - l_6;
let l_196 = u32(0) < l_3;
let l_197 = u32(l_196);
let l_198 = l_195 - l_197;
l_mut_85 = l_194;
l_mut_82 = l_198;
}
let l_199 = l_mut_85 * l_191;
let l_200 = l_mut_82 * l_191;
let l_498 = u64(l_mut_85);
let l_499 = u64(l_191);
let l_500 = l_498 * l_499;
let l_501 = l_500 >> u32(bitcast<u64>(u64(32)));
let l_502 = u32(bitcast<u64>(l_501));
let l_201 = l_502;
let l_202 = l_201 + l_200;
let l_503 = u64(l_mut_82);
let l_504 = u64(l_191);
let l_505 = l_503 * l_504;
let l_506 = l_505 >> u32(bitcast<u64>(u64(32)));
let l_507 = u32(bitcast<u64>(l_506));
let l_203 = l_507;
let l_204 = l_202 < l_200;
let l_205 = u32(l_204);
let l_206 = l_203 + l_205;
let l_207 = l_189 % u32(32);
l_mut_66 = l_199;
let l_208 = l_207 > u32(0);
if l_208 {
let l_209 = l_199 >> l_207;
let l_210 = u32(32) - l_207;
let l_211 = l_202 << l_210;
let l_212 = l_209 | l_211;
l_mut_66 = l_212;
}
l_mut_60 = l_202;
let l_213 = l_207 > u32(0);
if l_213 {
let l_214 = l_202 >> l_207;
let l_215 = u32(32) - l_207;
let l_216 = l_206 << l_215;
let l_217 = l_214 | l_216;
l_mut_60 = l_217;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
let l_218 = l_189 >= u32(64);
if l_218 {
l_mut_50 = l_206;
l_mut_66 = u32(0);
} else {
let l_219 = l_189 >= u32(32);
if l_219 {
l_mut_60 = l_202;
let l_220 = l_207 > u32(0);
if l_220 {
let l_221 = l_202 >> l_207;
let l_222 = u32(32) - l_207;
let l_223 = l_206 << l_222;
let l_224 = l_221 | l_223;
l_mut_60 = l_224;
}
let l_225 = l_206 >> l_207;
l_mut_50 = l_mut_60;
l_mut_66 = l_225;
}
}
l_mut_85 = l_mut_50;
l_mut_82 = l_mut_66;
if l_193 {
let l_226 = u32(0) - l_mut_85;
let l_227 = u32(0) - l_mut_82;
let l_228 = u32(0) < l_mut_85;
let l_229 = u32(l_228);
let l_230 = l_227 - l_229;
l_mut_85 = l_226;
l_mut_82 = l_230;
}
l_mut_91 = l_mut_85;
l_mut_86 = l_mut_82;
} else {
let l_231 = l_6 >> u32(31);
let l_232 = l_231 == u32(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if l_232 {
let l_233 = u32(0) - l_3;
let l_234 = u32(0) - l_6;
let l_235 = u32(0) < l_3;
let l_236 = u32(l_235);
let l_237 = l_234 - l_236;
l_mut_85 = l_233;
l_mut_82 = l_237;
}
let l_238 = l_mut_85 * l_12;
let l_239 = l_mut_82 * l_12;
let l_508 = u64(l_mut_85);
let l_509 = u64(l_12);
let l_510 = l_508 * l_509;
let l_511 = l_510 >> u32(bitcast<u64>(u64(32)));
let l_512 = u32(bitcast<u64>(l_511));
let l_240 = l_512;
let l_241 = l_240 + l_239;
let l_513 = u64(l_mut_82);
let l_514 = u64(l_12);
let l_515 = l_513 * l_514;
let l_516 = l_515 >> u32(bitcast<u64>(u64(32)));
let l_517 = u32(bitcast<u64>(l_516));
let l_242 = l_517;
let l_243 = l_241 < l_239;
let l_244 = u32(l_243);
let l_245 = l_242 + l_244;
let l_246 = u32(0) % u32(32);
l_mut_66 = l_238;
let l_247 = l_246 > u32(0);
if l_247 {
let l_248 = l_238 >> l_246;
let l_249 = u32(32) - l_246;
let l_250 = l_241 << l_249;
let l_251 = l_248 | l_250;
l_mut_66 = l_251;
}
l_mut_60 = l_241;
let l_252 = l_246 > u32(0);
if l_252 {
let l_253 = l_241 >> l_246;
let l_254 = u32(32) - l_246;
let l_255 = l_245 << l_254;
let l_256 = l_253 | l_255;
l_mut_60 = l_256;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
let l_257 = u32(0) >= u32(64);
if l_257 {
l_mut_50 = l_245;
l_mut_66 = u32(0);
} else {
let l_258 = u32(0) >= u32(32);
if l_258 {
l_mut_60 = l_241;
let l_259 = l_246 > u32(0);
if l_259 {
let l_260 = l_241 >> l_246;
let l_261 = u32(32) - l_246;
let l_262 = l_245 << l_261;
let l_263 = l_260 | l_262;
l_mut_60 = l_263;
}
let l_264 = l_245 >> l_246;
l_mut_50 = l_mut_60;
l_mut_66 = l_264;
}
}
let l_265 = l_mut_85 * l_12;
let l_266 = l_mut_82 * l_12;
let l_518 = u64(l_mut_85);
let l_519 = u64(l_12);
let l_520 = l_518 * l_519;
let l_521 = l_520 >> u32(bitcast<u64>(u64(32)));
let l_522 = u32(bitcast<u64>(l_521));
let l_267 = l_522;
let l_268 = l_267 + l_266;
let l_523 = u64(l_mut_82);
let l_524 = u64(l_12);
let l_525 = l_523 * l_524;
let l_526 = l_525 >> u32(bitcast<u64>(u64(32)));
let l_527 = u32(bitcast<u64>(l_526));
let l_269 = l_527;
let l_270 = l_268 < l_266;
let l_271 = u32(l_270);
let l_272 = l_269 + l_271;
let l_273 = u32(64) % u32(32);
l_mut_60 = l_265;
let l_274 = l_273 > u32(0);
if l_274 {
let l_275 = l_265 >> l_273;
let l_276 = u32(32) - l_273;
let l_277 = l_268 << l_276;
let l_278 = l_275 | l_277;
l_mut_60 = l_278;
}
l_mut_45 = l_268;
let l_279 = l_273 > u32(0);
if l_279 {
let l_280 = l_268 >> l_273;
let l_281 = u32(32) - l_273;
let l_282 = l_272 << l_281;
let l_283 = l_280 | l_282;
l_mut_45 = l_283;
}
l_mut_44 = l_mut_60;
l_mut_60 = l_mut_45;
let l_284 = u32(64) >= u32(64);
if l_284 {
l_mut_44 = l_272;
l_mut_60 = u32(0);
} else {
let l_285 = u32(64) >= u32(32);
if l_285 {
l_mut_45 = l_268;
let l_286 = l_273 > u32(0);
if l_286 {
let l_287 = l_268 >> l_273;
let l_288 = u32(32) - l_273;
let l_289 = l_272 << l_288;
let l_290 = l_287 | l_289;
l_mut_45 = l_290;
}
let l_291 = l_272 >> l_273;
l_mut_44 = l_mut_45;
l_mut_60 = l_291;
}
}
let l_292 = l_mut_50 * l_12;
let l_293 = l_mut_66 * l_12;
let l_528 = u64(l_mut_50);
let l_529 = u64(l_12);
let l_530 = l_528 * l_529;
let l_531 = l_530 >> u32(bitcast<u64>(u64(32)));
let l_532 = u32(bitcast<u64>(l_531));
let l_294 = l_532;
let l_295 = l_294 + l_293;
let l_533 = u64(l_mut_66);
let l_534 = u64(l_12);
let l_535 = l_533 * l_534;
let l_536 = l_535 >> u32(bitcast<u64>(u64(32)));
let l_537 = u32(bitcast<u64>(l_536));
let l_296 = l_537;
let l_297 = l_295 < l_293;
let l_298 = u32(l_297);
let l_299 = l_296 + l_298;
let l_300 = u32(0) % u32(32);
l_mut_85 = l_292;
let l_301 = l_300 > u32(0);
if l_301 {
let l_302 = l_292 >> l_300;
let l_303 = u32(32) - l_300;
let l_304 = l_295 << l_303;
let l_305 = l_302 | l_304;
l_mut_85 = l_305;
}
l_mut_82 = l_295;
let l_306 = l_300 > u32(0);
if l_306 {
let l_307 = l_295 >> l_300;
let l_308 = u32(32) - l_300;
let l_309 = l_299 << l_308;
let l_310 = l_307 | l_309;
l_mut_82 = l_310;
}
l_mut_45 = l_mut_85;
l_mut_85 = l_mut_82;
let l_311 = u32(0) >= u32(64);
if l_311 {
l_mut_45 = l_299;
l_mut_85 = u32(0);
} else {
let l_312 = u32(0) >= u32(32);
if l_312 {
l_mut_82 = l_295;
let l_313 = l_300 > u32(0);
if l_313 {
let l_314 = l_295 >> l_300;
let l_315 = u32(32) - l_300;
let l_316 = l_299 << l_315;
let l_317 = l_314 | l_316;
l_mut_82 = l_317;
}
let l_318 = l_299 >> l_300;
l_mut_45 = l_mut_82;
l_mut_85 = l_318;
}
}
let l_319 = l_mut_50 * l_12;
let l_320 = l_mut_66 * l_12;
let l_538 = u64(l_mut_50);
let l_539 = u64(l_12);
let l_540 = l_538 * l_539;
let l_541 = l_540 >> u32(bitcast<u64>(u64(32)));
let l_542 = u32(bitcast<u64>(l_541));
let l_321 = l_542;
let l_322 = l_321 + l_320;
let l_543 = u64(l_mut_66);
let l_544 = u64(l_12);
let l_545 = l_543 * l_544;
let l_546 = l_545 >> u32(bitcast<u64>(u64(32)));
let l_547 = u32(bitcast<u64>(l_546));
let l_323 = l_547;
let l_324 = l_322 < l_320;
let l_325 = u32(l_324);
let l_326 = l_323 + l_325;
let l_327 = u32(64) % u32(32);
l_mut_82 = l_319;
let l_328 = l_327 > u32(0);
if l_328 {
let l_329 = l_319 >> l_327;
let l_330 = u32(32) - l_327;
let l_331 = l_322 << l_330;
let l_332 = l_329 | l_331;
l_mut_82 = l_332;
}
l_mut_333 = l_322;
let l_334 = l_327 > u32(0);
if l_334 {
let l_335 = l_322 >> l_327;
let l_336 = u32(32) - l_327;
let l_337 = l_326 << l_336;
let l_338 = l_335 | l_337;
l_mut_333 = l_338;
}
l_mut_339 = l_mut_82;
l_mut_82 = l_mut_333;
let l_340 = u32(64) >= u32(64);
if l_340 {
l_mut_339 = l_326;
l_mut_82 = u32(0);
} else {
let l_341 = u32(64) >= u32(32);
if l_341 {
l_mut_333 = l_322;
let l_342 = l_327 > u32(0);
if l_342 {
let l_343 = l_322 >> l_327;
let l_344 = u32(32) - l_327;
let l_345 = l_326 << l_344;
let l_346 = l_343 | l_345;
l_mut_333 = l_346;
}
let l_347 = l_326 >> l_327;
l_mut_339 = l_mut_333;
l_mut_82 = l_347;
}
}
let l_348 = l_mut_44 * l_12;
let l_548 = u64(l_mut_44);
let l_549 = u64(l_12);
let l_550 = l_548 * l_549;
let l_551 = l_550 >> u32(bitcast<u64>(u64(32)));
let l_552 = u32(bitcast<u64>(l_551));
let l_349 = l_552;
let l_350 = l_mut_60 * l_12;
let l_351 = l_349 + l_350;
let l_352 = l_mut_339 + l_348;
let l_353 = l_mut_82 + l_351;
let l_354 = l_352 < l_mut_339;
let l_355 = u32(l_354);
let l_356 = l_353 + l_355;
l_mut_91 = l_mut_45;
l_mut_86 = l_mut_85;
let l_357 = l_189 == u32(64);
if l_357 {
l_mut_91 = l_352;
l_mut_86 = l_356;
} else {
let l_358 = l_189 > u32(0);
if l_358 {
let l_359 = u32(64) - l_189;
l_mut_339 = l_352;
l_mut_333 = l_356;
let l_360 = l_359 >= u32(32);
if l_360 {
let l_361 = l_359 & u32(31);
let l_362 = l_352 << l_361;
l_mut_339 = u32(0);
l_mut_333 = l_362;
} else {
let l_363 = l_359 > u32(0);
if l_363 {
let l_364 = l_352 << l_359;
let l_365 = l_356 << l_359;
let l_366 = u32(32) - l_359;
let l_367 = l_352 >> l_366;
let l_368 = l_365 | l_367;
l_mut_339 = l_364;
l_mut_333 = l_368;
}
}
l_mut_82 = l_mut_45;
l_mut_66 = l_mut_85;
let l_369 = l_189 >= u32(32);
if l_369 {
let l_370 = l_189 & u32(31);
let l_371 = l_mut_85 >> l_370;
l_mut_82 = l_371;
l_mut_66 = u32(0);
} else {
let l_372 = l_189 > u32(0);
if l_372 {
l_mut_60 = l_mut_45;
let l_373 = l_189 > u32(0);
if l_373 {
let l_374 = l_mut_45 >> l_189;
let l_375 = u32(32) - l_189;
let l_376 = l_mut_85 << l_375;
let l_377 = l_374 | l_376;
l_mut_60 = l_377;
}
let l_378 = l_mut_85 >> l_189;
l_mut_82 = l_mut_60;
l_mut_66 = l_378;
}
}
let l_379 = l_mut_339 + l_mut_82;
let l_380 = l_mut_333 + l_mut_66;
let l_381 = l_379 < l_mut_339;
let l_382 = u32(l_381);
let l_383 = l_380 + l_382;
l_mut_91 = l_379;
l_mut_86 = l_383;
}
}
if l_232 {
let l_384 = u32(0) - l_mut_91;
let l_385 = u32(0) - l_mut_86;
let l_386 = u32(0) < l_mut_91;
let l_387 = u32(l_386);
let l_388 = l_385 - l_387;
l_mut_91 = l_384;
l_mut_86 = l_388;
}
}
let l_389 = u32(2) * l_188;
let l_477 = info.static_meta[u32(4)];
let l_478 = l_477 * u32(1);
let l_479 = l_389 < l_478;
if l_479 {
buffer_4_global[l_389] = l_mut_91;
}
let l_390 = u32(2) * l_188;
let l_391 = l_390 + u32(1);
let l_480 = info.static_meta[u32(4)];
let l_481 = l_480 * u32(1);
let l_482 = l_391 < l_481;
if l_482 {
buffer_4_global[l_391] = l_mut_86;
}
}
}
