@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f32>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f32>;

struct info_st {
   static_meta: array<u32, 8>,
}

@group(0)
@binding(4)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn double_words_f_f32(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_132: u64;
var l_mut_151: f32;
var l_mut_165: u32;
var l_mut_21: u64;
var l_mut_223: u64;
var l_mut_25: i32;
var l_mut_368: f32;
var l_mut_36: u64;
var l_mut_40: i32;
var l_mut_468: f32;
var l_mut_46: f32;
var l_mut_47: f32;
var l_mut_4: u32;
var l_mut_539: u64;
var l_mut_59: u32;
var l_mut_60: u64;
var l_mut_69: i32;
var l_mut_73: u32;
var l_mut_87: u64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_648 = info.static_meta[u32(2)];
let l_649 = l_648 * u32(1);
let l_650 = u32(0) < l_649;
let l_651 = l_649 - u32(1);
let l_652 = min(u32(0), l_651);
let l_653 = buffer_2_global[l_652];
let l_654 = select(f32(0.0), l_653, l_650);
let l_2 = l_654;
let l_655 = info.static_meta[u32(2)];
let l_656 = l_655 * u32(1);
let l_657 = u32(1) < l_656;
let l_658 = l_656 - u32(1);
let l_659 = min(u32(1), l_658);
let l_660 = buffer_2_global[l_659];
let l_661 = select(f32(0.0), l_660, l_657);
let l_3 = l_661;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_662 = info.static_meta[u32(0)];
let l_663 = l_662 * u32(1);
let l_664 = l_mut_4 < l_663;
let l_665 = l_663 - u32(1);
let l_666 = min(l_mut_4, l_665);
let l_667 = buffer_0_global[l_666];
let l_668 = select(f32(0.0), l_667, l_664);
let l_6 = l_668;
let l_7 = l_1 + l_mut_4;
let l_669 = info.static_meta[u32(0)];
let l_670 = l_669 * u32(1);
let l_671 = l_7 < l_670;
let l_672 = l_670 - u32(1);
let l_673 = min(l_7, l_672);
let l_674 = buffer_0_global[l_673];
let l_675 = select(f32(0.0), l_674, l_671);
let l_8 = l_675;
let l_676 = info.static_meta[u32(1)];
let l_677 = l_676 * u32(1);
let l_678 = l_mut_4 < l_677;
let l_679 = l_677 - u32(1);
let l_680 = min(l_mut_4, l_679);
let l_681 = buffer_1_global[l_680];
let l_682 = select(f32(0.0), l_681, l_678);
let l_9 = l_682;
let l_10 = l_1 + l_mut_4;
let l_683 = info.static_meta[u32(1)];
let l_684 = l_683 * u32(1);
let l_685 = l_10 < l_684;
let l_686 = l_684 - u32(1);
let l_687 = min(l_10, l_686);
let l_688 = buffer_1_global[l_687];
let l_689 = select(f32(0.0), l_688, l_685);
let l_11 = l_689;
let l_12 = sqrt(l_6);
let l_13 = bitcast<u32>(l_12);
let l_14 = bitcast<u32>(l_12);
let l_15 = l_13 >> u32(23);
let l_16 = l_15 & u32(255);
let l_17 = l_13 & u32(8388607);
let l_18 = l_16 != u32(0);
if l_18 {
let l_19 = l_17 | u32(8388608);
let l_20 = u64(l_19);
l_mut_21 = l_20;
} else {
let l_22 = u64(l_17);
l_mut_21 = l_22;
}
if l_18 {
let l_23 = i32(l_16);
let l_24 = l_23 - i32(150);
l_mut_25 = l_24;
} else {
let l_26 = i32(u32(1));
let l_27 = l_26 - i32(150);
l_mut_25 = l_27;
}
let l_28 = l_13 & u32(2147483648);
let l_29 = l_16 == u32(255);
let l_30 = l_14 >> u32(23);
let l_31 = l_30 & u32(255);
let l_32 = l_14 & u32(8388607);
let l_33 = l_31 != u32(0);
if l_33 {
let l_34 = l_32 | u32(8388608);
let l_35 = u64(l_34);
l_mut_36 = l_35;
} else {
let l_37 = u64(l_32);
l_mut_36 = l_37;
}
if l_33 {
let l_38 = i32(l_31);
let l_39 = l_38 - i32(150);
l_mut_40 = l_39;
} else {
let l_41 = i32(u32(1));
let l_42 = l_41 - i32(150);
l_mut_40 = l_42;
}
let l_43 = l_14 & u32(2147483648);
let l_44 = l_31 == u32(255);
let l_45 = l_12 * l_12;
l_mut_46 = l_45;
l_mut_47 = f32(0.0);
let l_48 = !l_29;
let l_49 = !l_44;
let l_50 = l_48 && l_49;
let l_51 = l_mut_21 != u64(0);
let l_52 = l_50 && l_51;
let l_53 = l_mut_36 != u64(0);
let l_54 = l_52 && l_53;
if l_54 {
let l_55 = l_mut_21 * l_mut_36;
let l_56 = l_mut_25 + l_mut_40;
let l_57 = l_13 ^ l_14;
let l_58 = l_57 & u32(2147483648);
l_mut_59 = u32(0);
l_mut_60 = u64(0);
let l_61 = l_55 != u64(0);
if l_61 {
let l_62 = select(countLeadingZeros(u32(l_55 >> u32(32u))), 32u + countLeadingZeros(u32(l_55)), (l_55 >> u32(32u)) == u64(0));
let l_63 = i32(l_62);
let l_64 = i32(64) - l_63;
let l_65 = l_64 - i32(1);
let l_66 = l_65 + l_56;
let l_67 = l_66 + i32(127);
let l_68 = i32(-149) - l_56;
l_mut_69 = l_68;
let l_70 = l_67 >= i32(1);
if l_70 {
let l_71 = l_64 - i32(24);
l_mut_69 = l_71;
}
let l_72 = l_mut_69 <= i32(0);
if l_72 {
l_mut_73 = u32(0);
let l_74 = l_55 != u64(0);
if l_74 {
let l_75 = select(countLeadingZeros(u32(l_55 >> u32(32u))), 32u + countLeadingZeros(u32(l_55)), (l_55 >> u32(32u)) == u64(0));
let l_76 = i32(l_75);
let l_77 = i32(64) - l_76;
let l_78 = l_77 - i32(1);
let l_79 = l_78 + l_56;
let l_80 = l_79 + i32(127);
let l_81 = l_80 >= i32(255);
if l_81 {
l_mut_73 = u32(2139095040);
} else {
let l_82 = l_80 >= i32(1);
if l_82 {
let l_83 = l_77 > i32(24);
if l_83 {
let l_84 = l_77 - i32(24);
let l_85 = u64(l_84);
let l_86 = l_55 >> u32(bitcast<u64>(l_85));
l_mut_87 = l_86;
} else {
let l_88 = i32(24) - l_77;
let l_89 = u64(l_88);
let l_90 = l_55 << u32(bitcast<u64>(l_89));
l_mut_87 = l_90;
}
let l_91 = u32(l_80);
let l_92 = l_91 << u32(23);
let l_93 = u32(bitcast<u64>(l_mut_87));
let l_94 = l_93 & u32(8388607);
let l_95 = l_92 | l_94;
l_mut_73 = l_95;
} else {
let l_96 = l_56 + i32(149);
let l_97 = l_96 >= i32(0);
if l_97 {
let l_98 = u64(l_96);
let l_99 = l_55 << u32(bitcast<u64>(l_98));
l_mut_87 = l_99;
} else {
let l_100 = i32(0) - l_96;
let l_101 = u64(l_100);
let l_102 = l_55 >> u32(bitcast<u64>(l_101));
l_mut_87 = l_102;
}
let l_103 = u32(bitcast<u64>(l_mut_87));
l_mut_73 = l_103;
}
}
}
l_mut_59 = l_mut_73;
l_mut_60 = l_55;
} else {
let l_104 = l_mut_69 <= l_64;
if l_104 {
let l_105 = u64(l_mut_69);
let l_106 = l_55 >> u32(bitcast<u64>(l_105));
l_mut_87 = l_106;
let l_107 = l_mut_87 << u32(bitcast<u64>(l_105));
let l_108 = l_55 - l_107;
let l_109 = l_105 - u64(1);
let l_110 = u64(1) << u32(bitcast<u64>(l_109));
let l_111 = l_108 > l_110;
let l_112 = l_108 == l_110;
let l_113 = l_mut_87 & u64(1);
let l_114 = l_113 == u64(1);
let l_115 = l_112 && l_114;
let l_116 = l_111 || l_115;
if l_116 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_117 = l_mut_87 << u32(bitcast<u64>(l_105));
l_mut_60 = l_117;
let l_118 = l_56 + l_mut_69;
l_mut_73 = u32(0);
let l_119 = l_mut_87 != u64(0);
if l_119 {
let l_120 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_121 = i32(l_120);
let l_122 = i32(64) - l_121;
let l_123 = l_122 - i32(1);
let l_124 = l_123 + l_118;
let l_125 = l_124 + i32(127);
let l_126 = l_125 >= i32(255);
if l_126 {
l_mut_73 = u32(2139095040);
} else {
let l_127 = l_125 >= i32(1);
if l_127 {
let l_128 = l_122 > i32(24);
if l_128 {
let l_129 = l_122 - i32(24);
let l_130 = u64(l_129);
let l_131 = l_mut_87 >> u32(bitcast<u64>(l_130));
l_mut_132 = l_131;
} else {
let l_133 = i32(24) - l_122;
let l_134 = u64(l_133);
let l_135 = l_mut_87 << u32(bitcast<u64>(l_134));
l_mut_132 = l_135;
}
let l_136 = u32(l_125);
let l_137 = l_136 << u32(23);
let l_138 = u32(bitcast<u64>(l_mut_132));
let l_139 = l_138 & u32(8388607);
let l_140 = l_137 | l_139;
l_mut_73 = l_140;
} else {
let l_141 = l_118 + i32(149);
let l_142 = l_141 >= i32(0);
if l_142 {
let l_143 = u64(l_141);
let l_144 = l_mut_87 << u32(bitcast<u64>(l_143));
l_mut_132 = l_144;
} else {
let l_145 = i32(0) - l_141;
let l_146 = u64(l_145);
let l_147 = l_mut_87 >> u32(bitcast<u64>(l_146));
l_mut_132 = l_147;
}
let l_148 = u32(bitcast<u64>(l_mut_132));
l_mut_73 = l_148;
}
}
}
l_mut_59 = l_mut_73;
}
}
}
let l_149 = l_mut_59 | l_58;
let l_150 = bitcast<f32>(l_149);
l_mut_46 = l_150;
l_mut_151 = f32(0.0);
let l_152 = l_55 > l_mut_60;
if l_152 {
let l_153 = l_55 - l_mut_60;
l_mut_73 = u32(0);
l_mut_132 = u64(0);
let l_154 = l_153 != u64(0);
if l_154 {
let l_155 = select(countLeadingZeros(u32(l_153 >> u32(32u))), 32u + countLeadingZeros(u32(l_153)), (l_153 >> u32(32u)) == u64(0));
let l_156 = i32(l_155);
let l_157 = i32(64) - l_156;
let l_158 = l_157 - i32(1);
let l_159 = l_158 + l_56;
let l_160 = l_159 + i32(127);
let l_161 = i32(-149) - l_56;
l_mut_69 = l_161;
let l_162 = l_160 >= i32(1);
if l_162 {
let l_163 = l_157 - i32(24);
l_mut_69 = l_163;
}
let l_164 = l_mut_69 <= i32(0);
if l_164 {
l_mut_165 = u32(0);
let l_166 = l_153 != u64(0);
if l_166 {
let l_167 = select(countLeadingZeros(u32(l_153 >> u32(32u))), 32u + countLeadingZeros(u32(l_153)), (l_153 >> u32(32u)) == u64(0));
let l_168 = i32(l_167);
let l_169 = i32(64) - l_168;
let l_170 = l_169 - i32(1);
let l_171 = l_170 + l_56;
let l_172 = l_171 + i32(127);
let l_173 = l_172 >= i32(255);
if l_173 {
l_mut_165 = u32(2139095040);
} else {
let l_174 = l_172 >= i32(1);
if l_174 {
let l_175 = l_169 > i32(24);
if l_175 {
let l_176 = l_169 - i32(24);
let l_177 = u64(l_176);
let l_178 = l_153 >> u32(bitcast<u64>(l_177));
l_mut_87 = l_178;
} else {
let l_179 = i32(24) - l_169;
let l_180 = u64(l_179);
let l_181 = l_153 << u32(bitcast<u64>(l_180));
l_mut_87 = l_181;
}
let l_182 = u32(l_172);
let l_183 = l_182 << u32(23);
let l_184 = u32(bitcast<u64>(l_mut_87));
let l_185 = l_184 & u32(8388607);
let l_186 = l_183 | l_185;
l_mut_165 = l_186;
} else {
let l_187 = l_56 + i32(149);
let l_188 = l_187 >= i32(0);
if l_188 {
let l_189 = u64(l_187);
let l_190 = l_153 << u32(bitcast<u64>(l_189));
l_mut_87 = l_190;
} else {
let l_191 = i32(0) - l_187;
let l_192 = u64(l_191);
let l_193 = l_153 >> u32(bitcast<u64>(l_192));
l_mut_87 = l_193;
}
let l_194 = u32(bitcast<u64>(l_mut_87));
l_mut_165 = l_194;
}
}
}
l_mut_73 = l_mut_165;
l_mut_132 = l_153;
} else {
let l_195 = l_mut_69 <= l_157;
if l_195 {
let l_196 = u64(l_mut_69);
let l_197 = l_153 >> u32(bitcast<u64>(l_196));
l_mut_87 = l_197;
let l_198 = l_mut_87 << u32(bitcast<u64>(l_196));
let l_199 = l_153 - l_198;
let l_200 = l_196 - u64(1);
let l_201 = u64(1) << u32(bitcast<u64>(l_200));
let l_202 = l_199 > l_201;
let l_203 = l_199 == l_201;
let l_204 = l_mut_87 & u64(1);
let l_205 = l_204 == u64(1);
let l_206 = l_203 && l_205;
let l_207 = l_202 || l_206;
if l_207 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_208 = l_mut_87 << u32(bitcast<u64>(l_196));
l_mut_132 = l_208;
let l_209 = l_56 + l_mut_69;
l_mut_165 = u32(0);
let l_210 = l_mut_87 != u64(0);
if l_210 {
let l_211 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_212 = i32(l_211);
let l_213 = i32(64) - l_212;
let l_214 = l_213 - i32(1);
let l_215 = l_214 + l_209;
let l_216 = l_215 + i32(127);
let l_217 = l_216 >= i32(255);
if l_217 {
l_mut_165 = u32(2139095040);
} else {
let l_218 = l_216 >= i32(1);
if l_218 {
let l_219 = l_213 > i32(24);
if l_219 {
let l_220 = l_213 - i32(24);
let l_221 = u64(l_220);
let l_222 = l_mut_87 >> u32(bitcast<u64>(l_221));
l_mut_223 = l_222;
} else {
let l_224 = i32(24) - l_213;
let l_225 = u64(l_224);
let l_226 = l_mut_87 << u32(bitcast<u64>(l_225));
l_mut_223 = l_226;
}
let l_227 = u32(l_216);
let l_228 = l_227 << u32(23);
let l_229 = u32(bitcast<u64>(l_mut_223));
let l_230 = l_229 & u32(8388607);
let l_231 = l_228 | l_230;
l_mut_165 = l_231;
} else {
let l_232 = l_209 + i32(149);
let l_233 = l_232 >= i32(0);
if l_233 {
let l_234 = u64(l_232);
let l_235 = l_mut_87 << u32(bitcast<u64>(l_234));
l_mut_223 = l_235;
} else {
let l_236 = i32(0) - l_232;
let l_237 = u64(l_236);
let l_238 = l_mut_87 >> u32(bitcast<u64>(l_237));
l_mut_223 = l_238;
}
let l_239 = u32(bitcast<u64>(l_mut_223));
l_mut_165 = l_239;
}
}
}
l_mut_73 = l_mut_165;
}
}
}
let l_240 = l_mut_73 | l_58;
let l_241 = bitcast<f32>(l_240);
l_mut_151 = l_241;
} else {
let l_242 = l_mut_60 > l_55;
if l_242 {
let l_243 = l_mut_60 - l_55;
l_mut_165 = u32(0);
l_mut_223 = u64(0);
let l_244 = l_243 != u64(0);
if l_244 {
let l_245 = select(countLeadingZeros(u32(l_243 >> u32(32u))), 32u + countLeadingZeros(u32(l_243)), (l_243 >> u32(32u)) == u64(0));
let l_246 = i32(l_245);
let l_247 = i32(64) - l_246;
let l_248 = l_247 - i32(1);
let l_249 = l_248 + l_56;
let l_250 = l_249 + i32(127);
let l_251 = i32(-149) - l_56;
l_mut_69 = l_251;
let l_252 = l_250 >= i32(1);
if l_252 {
let l_253 = l_247 - i32(24);
l_mut_69 = l_253;
}
let l_254 = l_mut_69 <= i32(0);
if l_254 {
l_mut_73 = u32(0);
let l_255 = l_243 != u64(0);
if l_255 {
let l_256 = select(countLeadingZeros(u32(l_243 >> u32(32u))), 32u + countLeadingZeros(u32(l_243)), (l_243 >> u32(32u)) == u64(0));
let l_257 = i32(l_256);
let l_258 = i32(64) - l_257;
let l_259 = l_258 - i32(1);
let l_260 = l_259 + l_56;
let l_261 = l_260 + i32(127);
let l_262 = l_261 >= i32(255);
if l_262 {
l_mut_73 = u32(2139095040);
} else {
let l_263 = l_261 >= i32(1);
if l_263 {
let l_264 = l_258 > i32(24);
if l_264 {
let l_265 = l_258 - i32(24);
let l_266 = u64(l_265);
let l_267 = l_243 >> u32(bitcast<u64>(l_266));
l_mut_132 = l_267;
} else {
let l_268 = i32(24) - l_258;
let l_269 = u64(l_268);
let l_270 = l_243 << u32(bitcast<u64>(l_269));
l_mut_132 = l_270;
}
let l_271 = u32(l_261);
let l_272 = l_271 << u32(23);
let l_273 = u32(bitcast<u64>(l_mut_132));
let l_274 = l_273 & u32(8388607);
let l_275 = l_272 | l_274;
l_mut_73 = l_275;
} else {
let l_276 = l_56 + i32(149);
let l_277 = l_276 >= i32(0);
if l_277 {
let l_278 = u64(l_276);
let l_279 = l_243 << u32(bitcast<u64>(l_278));
l_mut_132 = l_279;
} else {
let l_280 = i32(0) - l_276;
let l_281 = u64(l_280);
let l_282 = l_243 >> u32(bitcast<u64>(l_281));
l_mut_132 = l_282;
}
let l_283 = u32(bitcast<u64>(l_mut_132));
l_mut_73 = l_283;
}
}
}
l_mut_165 = l_mut_73;
l_mut_223 = l_243;
} else {
let l_284 = l_mut_69 <= l_247;
if l_284 {
let l_285 = u64(l_mut_69);
let l_286 = l_243 >> u32(bitcast<u64>(l_285));
l_mut_132 = l_286;
let l_287 = l_mut_132 << u32(bitcast<u64>(l_285));
let l_288 = l_243 - l_287;
let l_289 = l_285 - u64(1);
let l_290 = u64(1) << u32(bitcast<u64>(l_289));
let l_291 = l_288 > l_290;
let l_292 = l_288 == l_290;
let l_293 = l_mut_132 & u64(1);
let l_294 = l_293 == u64(1);
let l_295 = l_292 && l_294;
let l_296 = l_291 || l_295;
if l_296 {
l_mut_132 = l_mut_132 + u64(1);
}
let l_297 = l_mut_132 << u32(bitcast<u64>(l_285));
l_mut_223 = l_297;
let l_298 = l_56 + l_mut_69;
l_mut_73 = u32(0);
let l_299 = l_mut_132 != u64(0);
if l_299 {
let l_300 = select(countLeadingZeros(u32(l_mut_132 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_132)), (l_mut_132 >> u32(32u)) == u64(0));
let l_301 = i32(l_300);
let l_302 = i32(64) - l_301;
let l_303 = l_302 - i32(1);
let l_304 = l_303 + l_298;
let l_305 = l_304 + i32(127);
let l_306 = l_305 >= i32(255);
if l_306 {
l_mut_73 = u32(2139095040);
} else {
let l_307 = l_305 >= i32(1);
if l_307 {
let l_308 = l_302 > i32(24);
if l_308 {
let l_309 = l_302 - i32(24);
let l_310 = u64(l_309);
let l_311 = l_mut_132 >> u32(bitcast<u64>(l_310));
l_mut_87 = l_311;
} else {
let l_312 = i32(24) - l_302;
let l_313 = u64(l_312);
let l_314 = l_mut_132 << u32(bitcast<u64>(l_313));
l_mut_87 = l_314;
}
let l_315 = u32(l_305);
let l_316 = l_315 << u32(23);
let l_317 = u32(bitcast<u64>(l_mut_87));
let l_318 = l_317 & u32(8388607);
let l_319 = l_316 | l_318;
l_mut_73 = l_319;
} else {
let l_320 = l_298 + i32(149);
let l_321 = l_320 >= i32(0);
if l_321 {
let l_322 = u64(l_320);
let l_323 = l_mut_132 << u32(bitcast<u64>(l_322));
l_mut_87 = l_323;
} else {
let l_324 = i32(0) - l_320;
let l_325 = u64(l_324);
let l_326 = l_mut_132 >> u32(bitcast<u64>(l_325));
l_mut_87 = l_326;
}
let l_327 = u32(bitcast<u64>(l_mut_87));
l_mut_73 = l_327;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_328 = l_58 ^ u32(2147483648);
let l_329 = l_mut_165 | l_328;
let l_330 = bitcast<f32>(l_329);
l_mut_151 = l_330;
}
}
l_mut_47 = l_mut_151;
}
let l_331 = l_6 - l_mut_46;
let l_332 = l_331 - l_mut_47;
let l_333 = l_8 + l_332;
let l_334 = l_12 + l_12;
let l_335 = l_333 / l_334;
let l_336 = bitcast<u32>(l_12);
let l_337 = bitcast<u32>(l_335);
l_mut_165 = l_336;
l_mut_73 = l_337;
let l_338 = l_337 & u32(2147483647);
let l_339 = l_336 & u32(2147483647);
let l_340 = l_338 > l_339;
if l_340 {
l_mut_165 = l_337;
l_mut_73 = l_336;
}
let l_341 = l_mut_165 >> u32(23);
let l_342 = l_341 & u32(255);
let l_343 = l_mut_165 & u32(8388607);
let l_344 = l_342 != u32(0);
if l_344 {
let l_345 = l_343 | u32(8388608);
let l_346 = u64(l_345);
l_mut_223 = l_346;
} else {
let l_347 = u64(l_343);
l_mut_223 = l_347;
}
if l_344 {
let l_348 = i32(l_342);
let l_349 = l_348 - i32(150);
l_mut_69 = l_349;
} else {
let l_350 = i32(u32(1));
let l_351 = l_350 - i32(150);
l_mut_69 = l_351;
}
let l_352 = l_mut_165 & u32(2147483648);
let l_353 = l_342 == u32(255);
let l_354 = l_mut_73 >> u32(23);
let l_355 = l_354 & u32(255);
let l_356 = l_mut_73 & u32(8388607);
let l_357 = l_355 != u32(0);
if l_357 {
let l_358 = l_356 | u32(8388608);
let l_359 = u64(l_358);
l_mut_132 = l_359;
} else {
let l_360 = u64(l_356);
l_mut_132 = l_360;
}
if l_357 {
let l_361 = i32(l_355);
let l_362 = l_361 - i32(150);
l_mut_40 = l_362;
} else {
let l_363 = i32(u32(1));
let l_364 = l_363 - i32(150);
l_mut_40 = l_364;
}
let l_365 = l_mut_73 & u32(2147483648);
let l_366 = l_355 == u32(255);
let l_367 = l_12 + l_335;
l_mut_151 = l_367;
l_mut_368 = f32(0.0);
let l_369 = !l_353;
let l_370 = l_mut_132 != u64(0);
let l_371 = l_369 && l_370;
if l_371 {
let l_372 = l_mut_69 - l_mut_40;
let l_373 = l_372 >= i32(26);
if l_373 {
let l_374 = bitcast<f32>(l_mut_165);
l_mut_151 = l_374;
let l_375 = bitcast<f32>(l_mut_73);
l_mut_368 = l_375;
} else {
let l_376 = u64(l_372);
let l_377 = l_mut_223 << u32(bitcast<u64>(l_376));
let l_378 = l_377 - l_mut_132;
l_mut_87 = l_378;
let l_379 = l_352 == l_365;
if l_379 {
let l_380 = l_377 + l_mut_132;
l_mut_87 = l_380;
}
let l_381 = l_mut_87 == u64(0);
if l_381 {
l_mut_151 = f32(0.0);
} else {
l_mut_165 = u32(0);
l_mut_60 = u64(0);
let l_382 = l_mut_87 != u64(0);
if l_382 {
let l_383 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_384 = i32(l_383);
let l_385 = i32(64) - l_384;
let l_386 = l_385 - i32(1);
let l_387 = l_386 + l_mut_40;
let l_388 = l_387 + i32(127);
let l_389 = i32(-149) - l_mut_40;
l_mut_25 = l_389;
let l_390 = l_388 >= i32(1);
if l_390 {
let l_391 = l_385 - i32(24);
l_mut_25 = l_391;
}
let l_392 = l_mut_25 <= i32(0);
if l_392 {
l_mut_73 = u32(0);
let l_393 = l_mut_87 != u64(0);
if l_393 {
let l_394 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_395 = i32(l_394);
let l_396 = i32(64) - l_395;
let l_397 = l_396 - i32(1);
let l_398 = l_397 + l_mut_40;
let l_399 = l_398 + i32(127);
let l_400 = l_399 >= i32(255);
if l_400 {
l_mut_73 = u32(2139095040);
} else {
let l_401 = l_399 >= i32(1);
if l_401 {
let l_402 = l_396 > i32(24);
if l_402 {
let l_403 = l_396 - i32(24);
let l_404 = u64(l_403);
let l_405 = l_mut_87 >> u32(bitcast<u64>(l_404));
l_mut_36 = l_405;
} else {
let l_406 = i32(24) - l_396;
let l_407 = u64(l_406);
let l_408 = l_mut_87 << u32(bitcast<u64>(l_407));
l_mut_36 = l_408;
}
let l_409 = u32(l_399);
let l_410 = l_409 << u32(23);
let l_411 = u32(bitcast<u64>(l_mut_36));
let l_412 = l_411 & u32(8388607);
let l_413 = l_410 | l_412;
l_mut_73 = l_413;
} else {
let l_414 = l_mut_40 + i32(149);
let l_415 = l_414 >= i32(0);
if l_415 {
let l_416 = u64(l_414);
let l_417 = l_mut_87 << u32(bitcast<u64>(l_416));
l_mut_36 = l_417;
} else {
let l_418 = i32(0) - l_414;
let l_419 = u64(l_418);
let l_420 = l_mut_87 >> u32(bitcast<u64>(l_419));
l_mut_36 = l_420;
}
let l_421 = u32(bitcast<u64>(l_mut_36));
l_mut_73 = l_421;
}
}
}
l_mut_165 = l_mut_73;
l_mut_60 = l_mut_87;
} else {
let l_422 = l_mut_25 <= l_385;
if l_422 {
let l_423 = u64(l_mut_25);
let l_424 = l_mut_87 >> u32(bitcast<u64>(l_423));
l_mut_36 = l_424;
let l_425 = l_mut_36 << u32(bitcast<u64>(l_423));
let l_426 = l_mut_87 - l_425;
let l_427 = l_423 - u64(1);
let l_428 = u64(1) << u32(bitcast<u64>(l_427));
let l_429 = l_426 > l_428;
let l_430 = l_426 == l_428;
let l_431 = l_mut_36 & u64(1);
let l_432 = l_431 == u64(1);
let l_433 = l_430 && l_432;
let l_434 = l_429 || l_433;
if l_434 {
l_mut_36 = l_mut_36 + u64(1);
}
let l_435 = l_mut_36 << u32(bitcast<u64>(l_423));
l_mut_60 = l_435;
let l_436 = l_mut_40 + l_mut_25;
l_mut_73 = u32(0);
let l_437 = l_mut_36 != u64(0);
if l_437 {
let l_438 = select(countLeadingZeros(u32(l_mut_36 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_36)), (l_mut_36 >> u32(32u)) == u64(0));
let l_439 = i32(l_438);
let l_440 = i32(64) - l_439;
let l_441 = l_440 - i32(1);
let l_442 = l_441 + l_436;
let l_443 = l_442 + i32(127);
let l_444 = l_443 >= i32(255);
if l_444 {
l_mut_73 = u32(2139095040);
} else {
let l_445 = l_443 >= i32(1);
if l_445 {
let l_446 = l_440 > i32(24);
if l_446 {
let l_447 = l_440 - i32(24);
let l_448 = u64(l_447);
let l_449 = l_mut_36 >> u32(bitcast<u64>(l_448));
l_mut_21 = l_449;
} else {
let l_450 = i32(24) - l_440;
let l_451 = u64(l_450);
let l_452 = l_mut_36 << u32(bitcast<u64>(l_451));
l_mut_21 = l_452;
}
let l_453 = u32(l_443);
let l_454 = l_453 << u32(23);
let l_455 = u32(bitcast<u64>(l_mut_21));
let l_456 = l_455 & u32(8388607);
let l_457 = l_454 | l_456;
l_mut_73 = l_457;
} else {
let l_458 = l_436 + i32(149);
let l_459 = l_458 >= i32(0);
if l_459 {
let l_460 = u64(l_458);
let l_461 = l_mut_36 << u32(bitcast<u64>(l_460));
l_mut_21 = l_461;
} else {
let l_462 = i32(0) - l_458;
let l_463 = u64(l_462);
let l_464 = l_mut_36 >> u32(bitcast<u64>(l_463));
l_mut_21 = l_464;
}
let l_465 = u32(bitcast<u64>(l_mut_21));
l_mut_73 = l_465;
}
}
}
l_mut_165 = l_mut_73;
}
}
}
let l_466 = l_mut_165 | l_352;
let l_467 = bitcast<f32>(l_466);
l_mut_151 = l_467;
l_mut_468 = f32(0.0);
let l_469 = l_mut_87 > l_mut_60;
if l_469 {
let l_470 = l_mut_87 - l_mut_60;
l_mut_73 = u32(0);
l_mut_36 = u64(0);
let l_471 = l_470 != u64(0);
if l_471 {
let l_472 = select(countLeadingZeros(u32(l_470 >> u32(32u))), 32u + countLeadingZeros(u32(l_470)), (l_470 >> u32(32u)) == u64(0));
let l_473 = i32(l_472);
let l_474 = i32(64) - l_473;
let l_475 = l_474 - i32(1);
let l_476 = l_475 + l_mut_40;
let l_477 = l_476 + i32(127);
let l_478 = i32(-149) - l_mut_40;
l_mut_25 = l_478;
let l_479 = l_477 >= i32(1);
if l_479 {
let l_480 = l_474 - i32(24);
l_mut_25 = l_480;
}
let l_481 = l_mut_25 <= i32(0);
if l_481 {
l_mut_59 = u32(0);
let l_482 = l_470 != u64(0);
if l_482 {
let l_483 = select(countLeadingZeros(u32(l_470 >> u32(32u))), 32u + countLeadingZeros(u32(l_470)), (l_470 >> u32(32u)) == u64(0));
let l_484 = i32(l_483);
let l_485 = i32(64) - l_484;
let l_486 = l_485 - i32(1);
let l_487 = l_486 + l_mut_40;
let l_488 = l_487 + i32(127);
let l_489 = l_488 >= i32(255);
if l_489 {
l_mut_59 = u32(2139095040);
} else {
let l_490 = l_488 >= i32(1);
if l_490 {
let l_491 = l_485 > i32(24);
if l_491 {
let l_492 = l_485 - i32(24);
let l_493 = u64(l_492);
let l_494 = l_470 >> u32(bitcast<u64>(l_493));
l_mut_21 = l_494;
} else {
let l_495 = i32(24) - l_485;
let l_496 = u64(l_495);
let l_497 = l_470 << u32(bitcast<u64>(l_496));
l_mut_21 = l_497;
}
let l_498 = u32(l_488);
let l_499 = l_498 << u32(23);
let l_500 = u32(bitcast<u64>(l_mut_21));
let l_501 = l_500 & u32(8388607);
let l_502 = l_499 | l_501;
l_mut_59 = l_502;
} else {
let l_503 = l_mut_40 + i32(149);
let l_504 = l_503 >= i32(0);
if l_504 {
let l_505 = u64(l_503);
let l_506 = l_470 << u32(bitcast<u64>(l_505));
l_mut_21 = l_506;
} else {
let l_507 = i32(0) - l_503;
let l_508 = u64(l_507);
let l_509 = l_470 >> u32(bitcast<u64>(l_508));
l_mut_21 = l_509;
}
let l_510 = u32(bitcast<u64>(l_mut_21));
l_mut_59 = l_510;
}
}
}
l_mut_73 = l_mut_59;
l_mut_36 = l_470;
} else {
let l_511 = l_mut_25 <= l_474;
if l_511 {
let l_512 = u64(l_mut_25);
let l_513 = l_470 >> u32(bitcast<u64>(l_512));
l_mut_21 = l_513;
let l_514 = l_mut_21 << u32(bitcast<u64>(l_512));
let l_515 = l_470 - l_514;
let l_516 = l_512 - u64(1);
let l_517 = u64(1) << u32(bitcast<u64>(l_516));
let l_518 = l_515 > l_517;
let l_519 = l_515 == l_517;
let l_520 = l_mut_21 & u64(1);
let l_521 = l_520 == u64(1);
let l_522 = l_519 && l_521;
let l_523 = l_518 || l_522;
if l_523 {
l_mut_21 = l_mut_21 + u64(1);
}
let l_524 = l_mut_21 << u32(bitcast<u64>(l_512));
l_mut_36 = l_524;
let l_525 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_526 = l_mut_21 != u64(0);
if l_526 {
let l_527 = select(countLeadingZeros(u32(l_mut_21 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_21)), (l_mut_21 >> u32(32u)) == u64(0));
let l_528 = i32(l_527);
let l_529 = i32(64) - l_528;
let l_530 = l_529 - i32(1);
let l_531 = l_530 + l_525;
let l_532 = l_531 + i32(127);
let l_533 = l_532 >= i32(255);
if l_533 {
l_mut_59 = u32(2139095040);
} else {
let l_534 = l_532 >= i32(1);
if l_534 {
let l_535 = l_529 > i32(24);
if l_535 {
let l_536 = l_529 - i32(24);
let l_537 = u64(l_536);
let l_538 = l_mut_21 >> u32(bitcast<u64>(l_537));
l_mut_539 = l_538;
} else {
let l_540 = i32(24) - l_529;
let l_541 = u64(l_540);
let l_542 = l_mut_21 << u32(bitcast<u64>(l_541));
l_mut_539 = l_542;
}
let l_543 = u32(l_532);
let l_544 = l_543 << u32(23);
let l_545 = u32(bitcast<u64>(l_mut_539));
let l_546 = l_545 & u32(8388607);
let l_547 = l_544 | l_546;
l_mut_59 = l_547;
} else {
let l_548 = l_525 + i32(149);
let l_549 = l_548 >= i32(0);
if l_549 {
let l_550 = u64(l_548);
let l_551 = l_mut_21 << u32(bitcast<u64>(l_550));
l_mut_539 = l_551;
} else {
let l_552 = i32(0) - l_548;
let l_553 = u64(l_552);
let l_554 = l_mut_21 >> u32(bitcast<u64>(l_553));
l_mut_539 = l_554;
}
let l_555 = u32(bitcast<u64>(l_mut_539));
l_mut_59 = l_555;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_556 = l_mut_73 | l_352;
let l_557 = bitcast<f32>(l_556);
l_mut_468 = l_557;
} else {
let l_558 = l_mut_60 > l_mut_87;
if l_558 {
let l_559 = l_mut_60 - l_mut_87;
l_mut_73 = u32(0);
l_mut_539 = u64(0);
let l_560 = l_559 != u64(0);
if l_560 {
let l_561 = select(countLeadingZeros(u32(l_559 >> u32(32u))), 32u + countLeadingZeros(u32(l_559)), (l_559 >> u32(32u)) == u64(0));
let l_562 = i32(l_561);
let l_563 = i32(64) - l_562;
let l_564 = l_563 - i32(1);
let l_565 = l_564 + l_mut_40;
let l_566 = l_565 + i32(127);
let l_567 = i32(-149) - l_mut_40;
l_mut_25 = l_567;
let l_568 = l_566 >= i32(1);
if l_568 {
let l_569 = l_563 - i32(24);
l_mut_25 = l_569;
}
let l_570 = l_mut_25 <= i32(0);
if l_570 {
l_mut_59 = u32(0);
let l_571 = l_559 != u64(0);
if l_571 {
let l_572 = select(countLeadingZeros(u32(l_559 >> u32(32u))), 32u + countLeadingZeros(u32(l_559)), (l_559 >> u32(32u)) == u64(0));
let l_573 = i32(l_572);
let l_574 = i32(64) - l_573;
let l_575 = l_574 - i32(1);
let l_576 = l_575 + l_mut_40;
let l_577 = l_576 + i32(127);
let l_578 = l_577 >= i32(255);
if l_578 {
l_mut_59 = u32(2139095040);
} else {
let l_579 = l_577 >= i32(1);
if l_579 {
let l_580 = l_574 > i32(24);
if l_580 {
let l_581 = l_574 - i32(24);
let l_582 = u64(l_581);
let l_583 = l_559 >> u32(bitcast<u64>(l_582));
l_mut_87 = l_583;
} else {
let l_584 = i32(24) - l_574;
let l_585 = u64(l_584);
let l_586 = l_559 << u32(bitcast<u64>(l_585));
l_mut_87 = l_586;
}
let l_587 = u32(l_577);
let l_588 = l_587 << u32(23);
let l_589 = u32(bitcast<u64>(l_mut_87));
let l_590 = l_589 & u32(8388607);
let l_591 = l_588 | l_590;
l_mut_59 = l_591;
} else {
let l_592 = l_mut_40 + i32(149);
let l_593 = l_592 >= i32(0);
if l_593 {
let l_594 = u64(l_592);
let l_595 = l_559 << u32(bitcast<u64>(l_594));
l_mut_87 = l_595;
} else {
let l_596 = i32(0) - l_592;
let l_597 = u64(l_596);
let l_598 = l_559 >> u32(bitcast<u64>(l_597));
l_mut_87 = l_598;
}
let l_599 = u32(bitcast<u64>(l_mut_87));
l_mut_59 = l_599;
}
}
}
l_mut_73 = l_mut_59;
l_mut_539 = l_559;
} else {
let l_600 = l_mut_25 <= l_563;
if l_600 {
let l_601 = u64(l_mut_25);
let l_602 = l_559 >> u32(bitcast<u64>(l_601));
l_mut_87 = l_602;
let l_603 = l_mut_87 << u32(bitcast<u64>(l_601));
let l_604 = l_559 - l_603;
let l_605 = l_601 - u64(1);
let l_606 = u64(1) << u32(bitcast<u64>(l_605));
let l_607 = l_604 > l_606;
let l_608 = l_604 == l_606;
let l_609 = l_mut_87 & u64(1);
let l_610 = l_609 == u64(1);
let l_611 = l_608 && l_610;
let l_612 = l_607 || l_611;
if l_612 {
l_mut_87 = l_mut_87 + u64(1);
}
let l_613 = l_mut_87 << u32(bitcast<u64>(l_601));
l_mut_539 = l_613;
let l_614 = l_mut_40 + l_mut_25;
l_mut_59 = u32(0);
let l_615 = l_mut_87 != u64(0);
if l_615 {
let l_616 = select(countLeadingZeros(u32(l_mut_87 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_87)), (l_mut_87 >> u32(32u)) == u64(0));
let l_617 = i32(l_616);
let l_618 = i32(64) - l_617;
let l_619 = l_618 - i32(1);
let l_620 = l_619 + l_614;
let l_621 = l_620 + i32(127);
let l_622 = l_621 >= i32(255);
if l_622 {
l_mut_59 = u32(2139095040);
} else {
let l_623 = l_621 >= i32(1);
if l_623 {
let l_624 = l_618 > i32(24);
if l_624 {
let l_625 = l_618 - i32(24);
let l_626 = u64(l_625);
let l_627 = l_mut_87 >> u32(bitcast<u64>(l_626));
l_mut_36 = l_627;
} else {
let l_628 = i32(24) - l_618;
let l_629 = u64(l_628);
let l_630 = l_mut_87 << u32(bitcast<u64>(l_629));
l_mut_36 = l_630;
}
let l_631 = u32(l_621);
let l_632 = l_631 << u32(23);
let l_633 = u32(bitcast<u64>(l_mut_36));
let l_634 = l_633 & u32(8388607);
let l_635 = l_632 | l_634;
l_mut_59 = l_635;
} else {
let l_636 = l_614 + i32(149);
let l_637 = l_636 >= i32(0);
if l_637 {
let l_638 = u64(l_636);
let l_639 = l_mut_87 << u32(bitcast<u64>(l_638));
l_mut_36 = l_639;
} else {
let l_640 = i32(0) - l_636;
let l_641 = u64(l_640);
let l_642 = l_mut_87 >> u32(bitcast<u64>(l_641));
l_mut_36 = l_642;
}
let l_643 = u32(bitcast<u64>(l_mut_36));
l_mut_59 = l_643;
}
}
}
l_mut_73 = l_mut_59;
}
}
}
let l_644 = l_352 ^ u32(2147483648);
let l_645 = l_mut_73 | l_644;
let l_646 = bitcast<f32>(l_645);
l_mut_468 = l_646;
}
}
l_mut_368 = l_mut_468;
}
}
}
let l_690 = info.static_meta[u32(3)];
let l_691 = l_690 * u32(1);
let l_692 = l_mut_4 < l_691;
if l_692 {
buffer_3_global[l_mut_4] = l_mut_151;
}
let l_647 = l_1 + l_mut_4;
let l_693 = info.static_meta[u32(3)];
let l_694 = l_693 * u32(1);
let l_695 = l_647 < l_694;
if l_695 {
buffer_3_global[l_647] = l_mut_368;
}
}
}
