
#include <metal_stdlib>
using namespace metal;

struct info_st {
    uint static_meta[10];
};

uint32_t __umulhi(uint32_t a, uint32_t b) {
    uint64_t product = static_cast<uint64_t>(a) * static_cast<uint64_t>(b);
    return static_cast<uint32_t>(product >> 32);
}

[[kernel]]
void fixed_ops(
    const device uint * buffer_0 [[buffer(0)]],
    const device uint * buffer_1 [[buffer(1)]],
    const device uint * buffer_2 [[buffer(2)]],
    const device uint * buffer_3 [[buffer(3)]],
    device uint * buffer_4 [[buffer(4)]],
    constant info_st& info [[buffer(5)]],
    uint3 thread_pos_in_grid [[thread_position_in_grid]],
    uint3 threads_per_threadgroup [[threads_per_threadgroup]],
    uint3 threadgroups_per_grid [[threadgroups_per_grid]]
) {
uint thread_index_in_grid = (
                thread_pos_in_grid.z * threadgroups_per_grid.x * threads_per_threadgroup.x * threadgroups_per_grid.y * threads_per_threadgroup.y)
                + (thread_pos_in_grid.y * threadgroups_per_grid.x * threads_per_threadgroup.x)
                + thread_pos_in_grid.x;
uint l_mut_333;
uint l_mut_339;
uint l_mut_44;
uint l_mut_45;
uint l_mut_50;
uint l_mut_60;
uint l_mut_66;
uint l_mut_82;
uint l_mut_85;
uint l_mut_86;
uint l_mut_91;
const uint l_0 = info.static_meta[uint(7)];
const bool l_1 = thread_index_in_grid < l_0;
if (l_1) {
const uint l_2 = uint(2) * thread_index_in_grid;
const uint l_392 = info.static_meta[uint(0)];
const uint l_393 = l_392 * uint(1);
const bool l_394 = l_2 < l_393;
const uint l_395 = l_393 - uint(1);
const uint l_396 = min(l_2, l_395);
const uint l_397 = buffer_0[l_396];
const uint l_398 = (l_394) ? l_397 : uint(0);
const uint l_3 = l_398;
const uint l_4 = uint(2) * thread_index_in_grid;
const uint l_5 = l_4 + uint(1);
const uint l_399 = info.static_meta[uint(0)];
const uint l_400 = l_399 * uint(1);
const bool l_401 = l_5 < l_400;
const uint l_402 = l_400 - uint(1);
const uint l_403 = min(l_5, l_402);
const uint l_404 = buffer_0[l_403];
const uint l_405 = (l_401) ? l_404 : uint(0);
const uint l_6 = l_405;
const uint l_7 = uint(2) * thread_index_in_grid;
const uint l_406 = info.static_meta[uint(1)];
const uint l_407 = l_406 * uint(1);
const bool l_408 = l_7 < l_407;
const uint l_409 = l_407 - uint(1);
const uint l_410 = min(l_7, l_409);
const uint l_411 = buffer_1[l_410];
const uint l_412 = (l_408) ? l_411 : uint(0);
const uint l_8 = l_412;
const uint l_9 = uint(2) * thread_index_in_grid;
const uint l_10 = l_9 + uint(1);
const uint l_413 = info.static_meta[uint(1)];
const uint l_414 = l_413 * uint(1);
const bool l_415 = l_10 < l_414;
const uint l_416 = l_414 - uint(1);
const uint l_417 = min(l_10, l_416);
const uint l_418 = buffer_1[l_417];
const uint l_419 = (l_415) ? l_418 : uint(0);
const uint l_11 = l_419;
const uint l_420 = info.static_meta[uint(2)];
const uint l_421 = l_420 * uint(1);
const bool l_422 = thread_index_in_grid < l_421;
const uint l_423 = l_421 - uint(1);
const uint l_424 = min(thread_index_in_grid, l_423);
const uint l_425 = buffer_2[l_424];
const uint l_426 = (l_422) ? l_425 : uint(0);
const uint l_12 = l_426;
const uint l_13 = uint(7) * thread_index_in_grid;
const uint l_14 = l_3 + l_8;
const uint l_15 = l_6 + l_11;
const bool l_16 = l_14 < l_3;
const uint l_17 = uint(l_16);
const uint l_18 = l_15 + l_17;
const uint l_19 = uint(2) * l_13;
const uint l_427 = info.static_meta[uint(4)];
const uint l_428 = l_427 * uint(1);
const bool l_429 = l_19 < l_428;
if (l_429) {
buffer_4[l_19] = l_14;
}
const uint l_20 = uint(2) * l_13;
const uint l_21 = l_20 + uint(1);
const uint l_430 = info.static_meta[uint(4)];
const uint l_431 = l_430 * uint(1);
const bool l_432 = l_21 < l_431;
if (l_432) {
buffer_4[l_21] = l_18;
}
const uint l_22 = uint(7) * thread_index_in_grid;
const uint l_23 = l_22 + uint(1);
const uint l_24 = l_3 - l_8;
const uint l_25 = l_6 - l_11;
const bool l_26 = l_3 < l_8;
const uint l_27 = uint(l_26);
const uint l_28 = l_25 - l_27;
const uint l_29 = uint(2) * l_23;
const uint l_433 = info.static_meta[uint(4)];
const uint l_434 = l_433 * uint(1);
const bool l_435 = l_29 < l_434;
if (l_435) {
buffer_4[l_29] = l_24;
}
const uint l_30 = uint(2) * l_23;
const uint l_31 = l_30 + uint(1);
const uint l_436 = info.static_meta[uint(4)];
const uint l_437 = l_436 * uint(1);
const bool l_438 = l_31 < l_437;
if (l_438) {
buffer_4[l_31] = l_28;
}
const uint l_32 = uint(7) * thread_index_in_grid;
const uint l_33 = l_32 + uint(2);
const uint l_34 = l_3 * l_12;
const uint l_35 = __umulhi(l_3, l_12);
const uint l_36 = l_6 * l_12;
const uint l_37 = l_35 + l_36;
const uint l_38 = uint(2) * l_33;
const uint l_439 = info.static_meta[uint(4)];
const uint l_440 = l_439 * uint(1);
const bool l_441 = l_38 < l_440;
if (l_441) {
buffer_4[l_38] = l_34;
}
const uint l_39 = uint(2) * l_33;
const uint l_40 = l_39 + uint(1);
const uint l_442 = info.static_meta[uint(4)];
const uint l_443 = l_442 * uint(1);
const bool l_444 = l_40 < l_443;
if (l_444) {
buffer_4[l_40] = l_37;
}
const uint l_41 = uint(7) * thread_index_in_grid;
const uint l_42 = l_41 + uint(3);
const uint l_43 = l_12 % uint(64);
l_mut_44 = l_3;
l_mut_45 = l_6;
const bool l_46 = l_43 >= uint(32);
if (l_46) {
const uint l_47 = l_43 & uint(31);
const uint l_48 = l_6 >> l_47;
l_mut_44 = l_48;
l_mut_45 = uint(0);
} else {
const bool l_49 = l_43 > uint(0);
if (l_49) {
l_mut_50 = l_3;
const bool l_51 = l_43 > uint(0);
if (l_51) {
const uint l_52 = l_3 >> l_43;
const uint l_53 = uint(32) - l_43;
const uint l_54 = l_6 << l_53;
const uint l_55 = l_52 | l_54;
l_mut_50 = l_55;
}
const uint l_56 = l_6 >> l_43;
l_mut_44 = l_mut_50;
l_mut_45 = l_56;
}
}
const uint l_57 = uint(2) * l_42;
const uint l_445 = info.static_meta[uint(4)];
const uint l_446 = l_445 * uint(1);
const bool l_447 = l_57 < l_446;
if (l_447) {
buffer_4[l_57] = l_mut_44;
}
const uint l_58 = uint(2) * l_42;
const uint l_59 = l_58 + uint(1);
const uint l_448 = info.static_meta[uint(4)];
const uint l_449 = l_448 * uint(1);
const bool l_450 = l_59 < l_449;
if (l_450) {
buffer_4[l_59] = l_mut_45;
}
l_mut_50 = l_8;
l_mut_45 = l_11;
l_mut_44 = l_3;
l_mut_60 = l_6;
const bool l_61 = l_11 < l_6;
const bool l_62 = l_11 == l_6;
const bool l_63 = l_8 < l_3;
const bool l_64 = l_62 && l_63;
const bool l_65 = l_61 || l_64;
if (l_65) {
l_mut_50 = l_3;
l_mut_45 = l_6;
l_mut_44 = l_8;
l_mut_60 = l_11;
}
l_mut_66 = uint(0);
const uint l_67 = l_mut_44 | l_mut_60;
const bool l_68 = l_67 == uint(0);
const bool l_69 = !l_68;
const bool l_70 = l_mut_60 < l_mut_45;
const bool l_71 = l_mut_60 == l_mut_45;
const bool l_72 = l_mut_44 < l_mut_50;
const bool l_73 = l_71 && l_72;
const bool l_74 = l_70 || l_73;
const bool l_75 = l_69 && l_74;
if (l_75) {
const uint l_76 = l_12 % uint(1048576);
const uint l_77 = l_mut_50 - uint(1);
const uint l_78 = l_mut_45 - uint(0);
const bool l_79 = l_mut_50 < uint(1);
const uint l_80 = uint(l_79);
const uint l_81 = l_78 - l_80;
l_mut_50 = l_77;
l_mut_45 = l_81;
l_mut_82 = uint(0);

for (uint l_mut_83 = uint(0); l_mut_83 < uint(20); ++l_mut_83) {
const uint l_84 = uint(19) - l_mut_83;
l_mut_85 = l_mut_50;
l_mut_86 = l_mut_45;
const bool l_87 = l_84 >= uint(32);
if (l_87) {
const uint l_88 = l_84 & uint(31);
const uint l_89 = l_mut_45 >> l_88;
l_mut_85 = l_89;
l_mut_86 = uint(0);
} else {
const bool l_90 = l_84 > uint(0);
if (l_90) {
l_mut_91 = l_mut_50;
const bool l_92 = l_84 > uint(0);
if (l_92) {
const uint l_93 = l_mut_50 >> l_84;
const uint l_94 = uint(32) - l_84;
const uint l_95 = l_mut_45 << l_94;
const uint l_96 = l_93 | l_95;
l_mut_91 = l_96;
}
const uint l_97 = l_mut_45 >> l_84;
l_mut_85 = l_mut_91;
l_mut_86 = l_97;
}
}
const bool l_98 = l_mut_86 < l_mut_60;
const bool l_99 = l_mut_86 == l_mut_60;
const bool l_100 = l_mut_85 < l_mut_44;
const bool l_101 = l_99 && l_100;
const bool l_102 = l_98 || l_101;
const bool l_103 = !l_102;
if (l_103) {
l_mut_91 = l_mut_44;
l_mut_86 = l_mut_60;
const bool l_104 = l_84 >= uint(32);
if (l_104) {
const uint l_105 = l_84 & uint(31);
const uint l_106 = l_mut_44 << l_105;
l_mut_91 = uint(0);
l_mut_86 = l_106;
} else {
const bool l_107 = l_84 > uint(0);
if (l_107) {
const uint l_108 = l_mut_44 << l_84;
const uint l_109 = l_mut_60 << l_84;
const uint l_110 = uint(32) - l_84;
const uint l_111 = l_mut_44 >> l_110;
const uint l_112 = l_109 | l_111;
l_mut_91 = l_108;
l_mut_86 = l_112;
}
}
const uint l_113 = l_mut_50 - l_mut_91;
const uint l_114 = l_mut_45 - l_mut_86;
const bool l_115 = l_mut_50 < l_mut_91;
const uint l_116 = uint(l_115);
const uint l_117 = l_114 - l_116;
l_mut_50 = l_113;
l_mut_45 = l_117;
const uint l_118 = uint(1) << l_84;
l_mut_82 = l_mut_82 | l_118;
}
}
const uint l_119 = min(l_mut_82, l_76);
l_mut_91 = l_119;
const bool l_120 = l_mut_45 < l_mut_60;
const bool l_121 = l_mut_45 == l_mut_60;
const bool l_122 = l_mut_50 < l_mut_44;
const bool l_123 = l_121 && l_122;
const bool l_124 = l_120 || l_123;
const bool l_125 = !l_124;
if (l_125) {
l_mut_91 = l_76;
}
l_mut_66 = l_mut_91;
}
const bool l_126 = l_6 < l_11;
const bool l_127 = l_6 == l_11;
const bool l_128 = l_3 < l_8;
const bool l_129 = l_127 && l_128;
const bool l_130 = l_126 || l_129;
const uint l_131 = uint(l_130);
const uint l_132 = l_131 << uint(20);
l_mut_66 = l_mut_66 | l_132;
const uint l_133 = l_6 >> uint(31);
const bool l_134 = l_133 == uint(1);
const uint l_135 = uint(l_134);
const uint l_136 = l_135 << uint(21);
l_mut_66 = l_mut_66 | l_136;
const uint l_137 = uint(7) * thread_index_in_grid;
const uint l_138 = l_137 + uint(4);
const uint l_139 = uint(2) * l_138;
const uint l_451 = info.static_meta[uint(4)];
const uint l_452 = l_451 * uint(1);
const bool l_453 = l_139 < l_452;
if (l_453) {
buffer_4[l_139] = l_mut_66;
}
const uint l_140 = uint(2) * l_138;
const uint l_141 = l_140 + uint(1);
const uint l_454 = info.static_meta[uint(4)];
const uint l_455 = l_454 * uint(1);
const bool l_456 = l_141 < l_455;
if (l_456) {
buffer_4[l_141] = uint(0);
}
const uint l_142 = uint(7) * thread_index_in_grid;
const uint l_143 = l_142 + uint(5);
const uint l_457 = info.static_meta[uint(3)];
const uint l_458 = l_457 * uint(1);
const bool l_459 = thread_index_in_grid < l_458;
const uint l_460 = l_458 - uint(1);
const uint l_461 = min(thread_index_in_grid, l_460);
const uint l_462 = buffer_3[l_461];
const uint l_463 = (l_459) ? l_462 : uint(0);
const uint l_144 = l_463;
const uint l_145 = l_6 >> uint(31);
const bool l_146 = l_145 == uint(1);
l_mut_91 = l_3;
l_mut_86 = l_6;
if (l_146) {
const uint l_147 = uint(0) - l_3;
const uint l_148 = uint(0) - l_6;
const bool l_149 = uint(0) < l_3;
const uint l_150 = uint(l_149);
const uint l_151 = l_148 - l_150;
l_mut_91 = l_147;
l_mut_86 = l_151;
}
const uint l_152 = l_mut_91 * l_12;
const uint l_153 = l_mut_86 * l_12;
const uint l_154 = __umulhi(l_mut_91, l_12);
const uint l_155 = l_154 + l_153;
const uint l_156 = __umulhi(l_mut_86, l_12);
const bool l_157 = l_155 < l_153;
const uint l_158 = uint(l_157);
const uint l_159 = l_156 + l_158;
const uint l_160 = l_144 % uint(32);
l_mut_85 = l_152;
const bool l_161 = l_160 > uint(0);
if (l_161) {
const uint l_162 = l_152 >> l_160;
const uint l_163 = uint(32) - l_160;
const uint l_164 = l_155 << l_163;
const uint l_165 = l_162 | l_164;
l_mut_85 = l_165;
}
l_mut_82 = l_155;
const bool l_166 = l_160 > uint(0);
if (l_166) {
const uint l_167 = l_155 >> l_160;
const uint l_168 = uint(32) - l_160;
const uint l_169 = l_159 << l_168;
const uint l_170 = l_167 | l_169;
l_mut_82 = l_170;
}
l_mut_66 = l_mut_85;
l_mut_85 = l_mut_82;
const bool l_171 = l_144 >= uint(64);
if (l_171) {
l_mut_66 = l_159;
l_mut_85 = uint(0);
} else {
const bool l_172 = l_144 >= uint(32);
if (l_172) {
l_mut_82 = l_155;
const bool l_173 = l_160 > uint(0);
if (l_173) {
const uint l_174 = l_155 >> l_160;
const uint l_175 = uint(32) - l_160;
const uint l_176 = l_159 << l_175;
const uint l_177 = l_174 | l_176;
l_mut_82 = l_177;
}
const uint l_178 = l_159 >> l_160;
l_mut_66 = l_mut_82;
l_mut_85 = l_178;
}
}
l_mut_91 = l_mut_66;
l_mut_86 = l_mut_85;
if (l_146) {
const uint l_179 = uint(0) - l_mut_91;
const uint l_180 = uint(0) - l_mut_86;
const bool l_181 = uint(0) < l_mut_91;
const uint l_182 = uint(l_181);
const uint l_183 = l_180 - l_182;
l_mut_91 = l_179;
l_mut_86 = l_183;
}
const uint l_184 = uint(2) * l_143;
const uint l_464 = info.static_meta[uint(4)];
const uint l_465 = l_464 * uint(1);
const bool l_466 = l_184 < l_465;
if (l_466) {
buffer_4[l_184] = l_mut_91;
}
const uint l_185 = uint(2) * l_143;
const uint l_186 = l_185 + uint(1);
const uint l_467 = info.static_meta[uint(4)];
const uint l_468 = l_467 * uint(1);
const bool l_469 = l_186 < l_468;
if (l_469) {
buffer_4[l_186] = l_mut_86;
}
const uint l_187 = uint(7) * thread_index_in_grid;
const uint l_188 = l_187 + uint(6);
const uint l_470 = info.static_meta[uint(3)];
const uint l_471 = l_470 * uint(1);
const bool l_472 = thread_index_in_grid < l_471;
const uint l_473 = l_471 - uint(1);
const uint l_474 = min(thread_index_in_grid, l_473);
const uint l_475 = buffer_3[l_474];
const uint l_476 = (l_472) ? l_475 : uint(0);
const uint l_189 = l_476;
l_mut_91 = uint(0);
l_mut_86 = uint(0);
const bool l_190 = l_12 < uint(65536);
if (l_190) {
const uint l_191 = l_12 * l_12;
const uint l_192 = l_6 >> uint(31);
const bool l_193 = l_192 == uint(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if (l_193) {
const uint l_194 = uint(0) - l_3;
const uint l_195 = uint(0) - l_6;
const bool l_196 = uint(0) < l_3;
const uint l_197 = uint(l_196);
const uint l_198 = l_195 - l_197;
l_mut_85 = l_194;
l_mut_82 = l_198;
}
const uint l_199 = l_mut_85 * l_191;
const uint l_200 = l_mut_82 * l_191;
const uint l_201 = __umulhi(l_mut_85, l_191);
const uint l_202 = l_201 + l_200;
const uint l_203 = __umulhi(l_mut_82, l_191);
const bool l_204 = l_202 < l_200;
const uint l_205 = uint(l_204);
const uint l_206 = l_203 + l_205;
const uint l_207 = l_189 % uint(32);
l_mut_66 = l_199;
const bool l_208 = l_207 > uint(0);
if (l_208) {
const uint l_209 = l_199 >> l_207;
const uint l_210 = uint(32) - l_207;
const uint l_211 = l_202 << l_210;
const uint l_212 = l_209 | l_211;
l_mut_66 = l_212;
}
l_mut_60 = l_202;
const bool l_213 = l_207 > uint(0);
if (l_213) {
const uint l_214 = l_202 >> l_207;
const uint l_215 = uint(32) - l_207;
const uint l_216 = l_206 << l_215;
const uint l_217 = l_214 | l_216;
l_mut_60 = l_217;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
const bool l_218 = l_189 >= uint(64);
if (l_218) {
l_mut_50 = l_206;
l_mut_66 = uint(0);
} else {
const bool l_219 = l_189 >= uint(32);
if (l_219) {
l_mut_60 = l_202;
const bool l_220 = l_207 > uint(0);
if (l_220) {
const uint l_221 = l_202 >> l_207;
const uint l_222 = uint(32) - l_207;
const uint l_223 = l_206 << l_222;
const uint l_224 = l_221 | l_223;
l_mut_60 = l_224;
}
const uint l_225 = l_206 >> l_207;
l_mut_50 = l_mut_60;
l_mut_66 = l_225;
}
}
l_mut_85 = l_mut_50;
l_mut_82 = l_mut_66;
if (l_193) {
const uint l_226 = uint(0) - l_mut_85;
const uint l_227 = uint(0) - l_mut_82;
const bool l_228 = uint(0) < l_mut_85;
const uint l_229 = uint(l_228);
const uint l_230 = l_227 - l_229;
l_mut_85 = l_226;
l_mut_82 = l_230;
}
l_mut_91 = l_mut_85;
l_mut_86 = l_mut_82;
} else {
const uint l_231 = l_6 >> uint(31);
const bool l_232 = l_231 == uint(1);
l_mut_85 = l_3;
l_mut_82 = l_6;
if (l_232) {
const uint l_233 = uint(0) - l_3;
const uint l_234 = uint(0) - l_6;
const bool l_235 = uint(0) < l_3;
const uint l_236 = uint(l_235);
const uint l_237 = l_234 - l_236;
l_mut_85 = l_233;
l_mut_82 = l_237;
}
const uint l_238 = l_mut_85 * l_12;
const uint l_239 = l_mut_82 * l_12;
const uint l_240 = __umulhi(l_mut_85, l_12);
const uint l_241 = l_240 + l_239;
const uint l_242 = __umulhi(l_mut_82, l_12);
const bool l_243 = l_241 < l_239;
const uint l_244 = uint(l_243);
const uint l_245 = l_242 + l_244;
const uint l_246 = uint(0) % uint(32);
l_mut_66 = l_238;
const bool l_247 = l_246 > uint(0);
if (l_247) {
const uint l_248 = l_238 >> l_246;
const uint l_249 = uint(32) - l_246;
const uint l_250 = l_241 << l_249;
const uint l_251 = l_248 | l_250;
l_mut_66 = l_251;
}
l_mut_60 = l_241;
const bool l_252 = l_246 > uint(0);
if (l_252) {
const uint l_253 = l_241 >> l_246;
const uint l_254 = uint(32) - l_246;
const uint l_255 = l_245 << l_254;
const uint l_256 = l_253 | l_255;
l_mut_60 = l_256;
}
l_mut_50 = l_mut_66;
l_mut_66 = l_mut_60;
const bool l_257 = uint(0) >= uint(64);
if (l_257) {
l_mut_50 = l_245;
l_mut_66 = uint(0);
} else {
const bool l_258 = uint(0) >= uint(32);
if (l_258) {
l_mut_60 = l_241;
const bool l_259 = l_246 > uint(0);
if (l_259) {
const uint l_260 = l_241 >> l_246;
const uint l_261 = uint(32) - l_246;
const uint l_262 = l_245 << l_261;
const uint l_263 = l_260 | l_262;
l_mut_60 = l_263;
}
const uint l_264 = l_245 >> l_246;
l_mut_50 = l_mut_60;
l_mut_66 = l_264;
}
}
const uint l_265 = l_mut_85 * l_12;
const uint l_266 = l_mut_82 * l_12;
const uint l_267 = __umulhi(l_mut_85, l_12);
const uint l_268 = l_267 + l_266;
const uint l_269 = __umulhi(l_mut_82, l_12);
const bool l_270 = l_268 < l_266;
const uint l_271 = uint(l_270);
const uint l_272 = l_269 + l_271;
const uint l_273 = uint(64) % uint(32);
l_mut_60 = l_265;
const bool l_274 = l_273 > uint(0);
if (l_274) {
const uint l_275 = l_265 >> l_273;
const uint l_276 = uint(32) - l_273;
const uint l_277 = l_268 << l_276;
const uint l_278 = l_275 | l_277;
l_mut_60 = l_278;
}
l_mut_45 = l_268;
const bool l_279 = l_273 > uint(0);
if (l_279) {
const uint l_280 = l_268 >> l_273;
const uint l_281 = uint(32) - l_273;
const uint l_282 = l_272 << l_281;
const uint l_283 = l_280 | l_282;
l_mut_45 = l_283;
}
l_mut_44 = l_mut_60;
l_mut_60 = l_mut_45;
const bool l_284 = uint(64) >= uint(64);
if (l_284) {
l_mut_44 = l_272;
l_mut_60 = uint(0);
} else {
const bool l_285 = uint(64) >= uint(32);
if (l_285) {
l_mut_45 = l_268;
const bool l_286 = l_273 > uint(0);
if (l_286) {
const uint l_287 = l_268 >> l_273;
const uint l_288 = uint(32) - l_273;
const uint l_289 = l_272 << l_288;
const uint l_290 = l_287 | l_289;
l_mut_45 = l_290;
}
const uint l_291 = l_272 >> l_273;
l_mut_44 = l_mut_45;
l_mut_60 = l_291;
}
}
const uint l_292 = l_mut_50 * l_12;
const uint l_293 = l_mut_66 * l_12;
const uint l_294 = __umulhi(l_mut_50, l_12);
const uint l_295 = l_294 + l_293;
const uint l_296 = __umulhi(l_mut_66, l_12);
const bool l_297 = l_295 < l_293;
const uint l_298 = uint(l_297);
const uint l_299 = l_296 + l_298;
const uint l_300 = uint(0) % uint(32);
l_mut_85 = l_292;
const bool l_301 = l_300 > uint(0);
if (l_301) {
const uint l_302 = l_292 >> l_300;
const uint l_303 = uint(32) - l_300;
const uint l_304 = l_295 << l_303;
const uint l_305 = l_302 | l_304;
l_mut_85 = l_305;
}
l_mut_82 = l_295;
const bool l_306 = l_300 > uint(0);
if (l_306) {
const uint l_307 = l_295 >> l_300;
const uint l_308 = uint(32) - l_300;
const uint l_309 = l_299 << l_308;
const uint l_310 = l_307 | l_309;
l_mut_82 = l_310;
}
l_mut_45 = l_mut_85;
l_mut_85 = l_mut_82;
const bool l_311 = uint(0) >= uint(64);
if (l_311) {
l_mut_45 = l_299;
l_mut_85 = uint(0);
} else {
const bool l_312 = uint(0) >= uint(32);
if (l_312) {
l_mut_82 = l_295;
const bool l_313 = l_300 > uint(0);
if (l_313) {
const uint l_314 = l_295 >> l_300;
const uint l_315 = uint(32) - l_300;
const uint l_316 = l_299 << l_315;
const uint l_317 = l_314 | l_316;
l_mut_82 = l_317;
}
const uint l_318 = l_299 >> l_300;
l_mut_45 = l_mut_82;
l_mut_85 = l_318;
}
}
const uint l_319 = l_mut_50 * l_12;
const uint l_320 = l_mut_66 * l_12;
const uint l_321 = __umulhi(l_mut_50, l_12);
const uint l_322 = l_321 + l_320;
const uint l_323 = __umulhi(l_mut_66, l_12);
const bool l_324 = l_322 < l_320;
const uint l_325 = uint(l_324);
const uint l_326 = l_323 + l_325;
const uint l_327 = uint(64) % uint(32);
l_mut_82 = l_319;
const bool l_328 = l_327 > uint(0);
if (l_328) {
const uint l_329 = l_319 >> l_327;
const uint l_330 = uint(32) - l_327;
const uint l_331 = l_322 << l_330;
const uint l_332 = l_329 | l_331;
l_mut_82 = l_332;
}
l_mut_333 = l_322;
const bool l_334 = l_327 > uint(0);
if (l_334) {
const uint l_335 = l_322 >> l_327;
const uint l_336 = uint(32) - l_327;
const uint l_337 = l_326 << l_336;
const uint l_338 = l_335 | l_337;
l_mut_333 = l_338;
}
l_mut_339 = l_mut_82;
l_mut_82 = l_mut_333;
const bool l_340 = uint(64) >= uint(64);
if (l_340) {
l_mut_339 = l_326;
l_mut_82 = uint(0);
} else {
const bool l_341 = uint(64) >= uint(32);
if (l_341) {
l_mut_333 = l_322;
const bool l_342 = l_327 > uint(0);
if (l_342) {
const uint l_343 = l_322 >> l_327;
const uint l_344 = uint(32) - l_327;
const uint l_345 = l_326 << l_344;
const uint l_346 = l_343 | l_345;
l_mut_333 = l_346;
}
const uint l_347 = l_326 >> l_327;
l_mut_339 = l_mut_333;
l_mut_82 = l_347;
}
}
const uint l_348 = l_mut_44 * l_12;
const uint l_349 = __umulhi(l_mut_44, l_12);
const uint l_350 = l_mut_60 * l_12;
const uint l_351 = l_349 + l_350;
const uint l_352 = l_mut_339 + l_348;
const uint l_353 = l_mut_82 + l_351;
const bool l_354 = l_352 < l_mut_339;
const uint l_355 = uint(l_354);
const uint l_356 = l_353 + l_355;
l_mut_91 = l_mut_45;
l_mut_86 = l_mut_85;
const bool l_357 = l_189 == uint(64);
if (l_357) {
l_mut_91 = l_352;
l_mut_86 = l_356;
} else {
const bool l_358 = l_189 > uint(0);
if (l_358) {
const uint l_359 = uint(64) - l_189;
l_mut_339 = l_352;
l_mut_333 = l_356;
const bool l_360 = l_359 >= uint(32);
if (l_360) {
const uint l_361 = l_359 & uint(31);
const uint l_362 = l_352 << l_361;
l_mut_339 = uint(0);
l_mut_333 = l_362;
} else {
const bool l_363 = l_359 > uint(0);
if (l_363) {
const uint l_364 = l_352 << l_359;
const uint l_365 = l_356 << l_359;
const uint l_366 = uint(32) - l_359;
const uint l_367 = l_352 >> l_366;
const uint l_368 = l_365 | l_367;
l_mut_339 = l_364;
l_mut_333 = l_368;
}
}
l_mut_82 = l_mut_45;
l_mut_66 = l_mut_85;
const bool l_369 = l_189 >= uint(32);
if (l_369) {
const uint l_370 = l_189 & uint(31);
const uint l_371 = l_mut_85 >> l_370;
l_mut_82 = l_371;
l_mut_66 = uint(0);
} else {
const bool l_372 = l_189 > uint(0);
if (l_372) {
l_mut_60 = l_mut_45;
const bool l_373 = l_189 > uint(0);
if (l_373) {
const uint l_374 = l_mut_45 >> l_189;
const uint l_375 = uint(32) - l_189;
const uint l_376 = l_mut_85 << l_375;
const uint l_377 = l_374 | l_376;
l_mut_60 = l_377;
}
const uint l_378 = l_mut_85 >> l_189;
l_mut_82 = l_mut_60;
l_mut_66 = l_378;
}
}
const uint l_379 = l_mut_339 + l_mut_82;
const uint l_380 = l_mut_333 + l_mut_66;
const bool l_381 = l_379 < l_mut_339;
const uint l_382 = uint(l_381);
const uint l_383 = l_380 + l_382;
l_mut_91 = l_379;
l_mut_86 = l_383;
}
}
if (l_232) {
const uint l_384 = uint(0) - l_mut_91;
const uint l_385 = uint(0) - l_mut_86;
const bool l_386 = uint(0) < l_mut_91;
const uint l_387 = uint(l_386);
const uint l_388 = l_385 - l_387;
l_mut_91 = l_384;
l_mut_86 = l_388;
}
}
const uint l_389 = uint(2) * l_188;
const uint l_477 = info.static_meta[uint(4)];
const uint l_478 = l_477 * uint(1);
const bool l_479 = l_389 < l_478;
if (l_479) {
buffer_4[l_389] = l_mut_91;
}
const uint l_390 = uint(2) * l_188;
const uint l_391 = l_390 + uint(1);
const uint l_480 = info.static_meta[uint(4)];
const uint l_481 = l_480 * uint(1);
const bool l_482 = l_391 < l_481;
if (l_482) {
buffer_4[l_391] = l_mut_86;
}
}

}
