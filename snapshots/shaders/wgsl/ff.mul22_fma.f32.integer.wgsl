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

var l_mut_131: u64;
var l_mut_150: f32;
var l_mut_164: u32;
var l_mut_20: u64;
var l_mut_222: u64;
var l_mut_24: i32;
var l_mut_35: u64;
var l_mut_366: f32;
var l_mut_39: i32;
var l_mut_45: f32;
var l_mut_466: f32;
var l_mut_46: f32;
var l_mut_4: u32;
var l_mut_537: u64;
var l_mut_58: u32;
var l_mut_59: u64;
var l_mut_68: i32;
var l_mut_72: u32;
var l_mut_86: u64;
let l_0 = info.static_meta[u32(4)];
let l_1 = l_0 / u32(2);
let l_646 = info.static_meta[u32(2)];
let l_647 = l_646 * u32(1);
let l_648 = u32(0) < l_647;
let l_649 = l_647 - u32(1);
let l_650 = min(u32(0), l_649);
let l_651 = buffer_2_global[l_650];
let l_652 = select(f32(0.0), l_651, l_648);
let l_2 = l_652;
let l_653 = info.static_meta[u32(2)];
let l_654 = l_653 * u32(1);
let l_655 = u32(1) < l_654;
let l_656 = l_654 - u32(1);
let l_657 = min(u32(1), l_656);
let l_658 = buffer_2_global[l_657];
let l_659 = select(f32(0.0), l_658, l_655);
let l_3 = l_659;
l_mut_4 = id;
let l_5 = l_mut_4 < l_1;
if l_5 {
let l_660 = info.static_meta[u32(0)];
let l_661 = l_660 * u32(1);
let l_662 = l_mut_4 < l_661;
let l_663 = l_661 - u32(1);
let l_664 = min(l_mut_4, l_663);
let l_665 = buffer_0_global[l_664];
let l_666 = select(f32(0.0), l_665, l_662);
let l_6 = l_666;
let l_7 = l_1 + l_mut_4;
let l_667 = info.static_meta[u32(0)];
let l_668 = l_667 * u32(1);
let l_669 = l_7 < l_668;
let l_670 = l_668 - u32(1);
let l_671 = min(l_7, l_670);
let l_672 = buffer_0_global[l_671];
let l_673 = select(f32(0.0), l_672, l_669);
let l_8 = l_673;
let l_674 = info.static_meta[u32(1)];
let l_675 = l_674 * u32(1);
let l_676 = l_mut_4 < l_675;
let l_677 = l_675 - u32(1);
let l_678 = min(l_mut_4, l_677);
let l_679 = buffer_1_global[l_678];
let l_680 = select(f32(0.0), l_679, l_676);
let l_9 = l_680;
let l_10 = l_1 + l_mut_4;
let l_681 = info.static_meta[u32(1)];
let l_682 = l_681 * u32(1);
let l_683 = l_10 < l_682;
let l_684 = l_682 - u32(1);
let l_685 = min(l_10, l_684);
let l_686 = buffer_1_global[l_685];
let l_687 = select(f32(0.0), l_686, l_683);
let l_11 = l_687;
let l_12 = bitcast<u32>(l_6);
let l_13 = bitcast<u32>(l_9);
let l_14 = l_12 >> u32(23);
let l_15 = l_14 & u32(255);
let l_16 = l_12 & u32(8388607);
let l_17 = l_15 != u32(0);
if l_17 {
let l_18 = l_16 | u32(8388608);
let l_19 = u64(l_18);
l_mut_20 = l_19;
} else {
let l_21 = u64(l_16);
l_mut_20 = l_21;
}
if l_17 {
let l_22 = i32(l_15);
let l_23 = l_22 - i32(150);
l_mut_24 = l_23;
} else {
let l_25 = i32(u32(1));
let l_26 = l_25 - i32(150);
l_mut_24 = l_26;
}
let l_27 = l_12 & u32(2147483648);
let l_28 = l_15 == u32(255);
let l_29 = l_13 >> u32(23);
let l_30 = l_29 & u32(255);
let l_31 = l_13 & u32(8388607);
let l_32 = l_30 != u32(0);
if l_32 {
let l_33 = l_31 | u32(8388608);
let l_34 = u64(l_33);
l_mut_35 = l_34;
} else {
let l_36 = u64(l_31);
l_mut_35 = l_36;
}
if l_32 {
let l_37 = i32(l_30);
let l_38 = l_37 - i32(150);
l_mut_39 = l_38;
} else {
let l_40 = i32(u32(1));
let l_41 = l_40 - i32(150);
l_mut_39 = l_41;
}
let l_42 = l_13 & u32(2147483648);
let l_43 = l_30 == u32(255);
let l_44 = l_6 * l_9;
l_mut_45 = l_44;
l_mut_46 = f32(0.0);
let l_47 = !l_28;
let l_48 = !l_43;
let l_49 = l_47 && l_48;
let l_50 = l_mut_20 != u64(0);
let l_51 = l_49 && l_50;
let l_52 = l_mut_35 != u64(0);
let l_53 = l_51 && l_52;
if l_53 {
let l_54 = l_mut_20 * l_mut_35;
let l_55 = l_mut_24 + l_mut_39;
let l_56 = l_12 ^ l_13;
let l_57 = l_56 & u32(2147483648);
l_mut_58 = u32(0);
l_mut_59 = u64(0);
let l_60 = l_54 != u64(0);
if l_60 {
let l_61 = select(countLeadingZeros(u32(l_54 >> u32(32u))), 32u + countLeadingZeros(u32(l_54)), (l_54 >> u32(32u)) == u64(0));
let l_62 = i32(l_61);
let l_63 = i32(64) - l_62;
let l_64 = l_63 - i32(1);
let l_65 = l_64 + l_55;
let l_66 = l_65 + i32(127);
let l_67 = i32(-149) - l_55;
l_mut_68 = l_67;
let l_69 = l_66 >= i32(1);
if l_69 {
let l_70 = l_63 - i32(24);
l_mut_68 = l_70;
}
let l_71 = l_mut_68 <= i32(0);
if l_71 {
l_mut_72 = u32(0);
let l_73 = l_54 != u64(0);
if l_73 {
let l_74 = select(countLeadingZeros(u32(l_54 >> u32(32u))), 32u + countLeadingZeros(u32(l_54)), (l_54 >> u32(32u)) == u64(0));
let l_75 = i32(l_74);
let l_76 = i32(64) - l_75;
let l_77 = l_76 - i32(1);
let l_78 = l_77 + l_55;
let l_79 = l_78 + i32(127);
let l_80 = l_79 >= i32(255);
if l_80 {
l_mut_72 = u32(2139095040);
} else {
let l_81 = l_79 >= i32(1);
if l_81 {
let l_82 = l_76 > i32(24);
if l_82 {
let l_83 = l_76 - i32(24);
let l_84 = u64(l_83);
let l_85 = l_54 >> u32(bitcast<u64>(l_84));
l_mut_86 = l_85;
} else {
let l_87 = i32(24) - l_76;
let l_88 = u64(l_87);
let l_89 = l_54 << u32(bitcast<u64>(l_88));
l_mut_86 = l_89;
}
let l_90 = u32(l_79);
let l_91 = l_90 << u32(23);
let l_92 = u32(bitcast<u64>(l_mut_86));
let l_93 = l_92 & u32(8388607);
let l_94 = l_91 | l_93;
l_mut_72 = l_94;
} else {
let l_95 = l_55 + i32(149);
let l_96 = l_95 >= i32(0);
if l_96 {
let l_97 = u64(l_95);
let l_98 = l_54 << u32(bitcast<u64>(l_97));
l_mut_86 = l_98;
} else {
let l_99 = i32(0) - l_95;
let l_100 = u64(l_99);
let l_101 = l_54 >> u32(bitcast<u64>(l_100));
l_mut_86 = l_101;
}
let l_102 = u32(bitcast<u64>(l_mut_86));
l_mut_72 = l_102;
}
}
}
l_mut_58 = l_mut_72;
l_mut_59 = l_54;
} else {
let l_103 = l_mut_68 <= l_63;
if l_103 {
let l_104 = u64(l_mut_68);
let l_105 = l_54 >> u32(bitcast<u64>(l_104));
l_mut_86 = l_105;
let l_106 = l_mut_86 << u32(bitcast<u64>(l_104));
let l_107 = l_54 - l_106;
let l_108 = l_104 - u64(1);
let l_109 = u64(1) << u32(bitcast<u64>(l_108));
let l_110 = l_107 > l_109;
let l_111 = l_107 == l_109;
let l_112 = l_mut_86 & u64(1);
let l_113 = l_112 == u64(1);
let l_114 = l_111 && l_113;
let l_115 = l_110 || l_114;
if l_115 {
l_mut_86 = l_mut_86 + u64(1);
}
let l_116 = l_mut_86 << u32(bitcast<u64>(l_104));
l_mut_59 = l_116;
let l_117 = l_55 + l_mut_68;
l_mut_72 = u32(0);
let l_118 = l_mut_86 != u64(0);
if l_118 {
let l_119 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_120 = i32(l_119);
let l_121 = i32(64) - l_120;
let l_122 = l_121 - i32(1);
let l_123 = l_122 + l_117;
let l_124 = l_123 + i32(127);
let l_125 = l_124 >= i32(255);
if l_125 {
l_mut_72 = u32(2139095040);
} else {
let l_126 = l_124 >= i32(1);
if l_126 {
let l_127 = l_121 > i32(24);
if l_127 {
let l_128 = l_121 - i32(24);
let l_129 = u64(l_128);
let l_130 = l_mut_86 >> u32(bitcast<u64>(l_129));
l_mut_131 = l_130;
} else {
let l_132 = i32(24) - l_121;
let l_133 = u64(l_132);
let l_134 = l_mut_86 << u32(bitcast<u64>(l_133));
l_mut_131 = l_134;
}
let l_135 = u32(l_124);
let l_136 = l_135 << u32(23);
let l_137 = u32(bitcast<u64>(l_mut_131));
let l_138 = l_137 & u32(8388607);
let l_139 = l_136 | l_138;
l_mut_72 = l_139;
} else {
let l_140 = l_117 + i32(149);
let l_141 = l_140 >= i32(0);
if l_141 {
let l_142 = u64(l_140);
let l_143 = l_mut_86 << u32(bitcast<u64>(l_142));
l_mut_131 = l_143;
} else {
let l_144 = i32(0) - l_140;
let l_145 = u64(l_144);
let l_146 = l_mut_86 >> u32(bitcast<u64>(l_145));
l_mut_131 = l_146;
}
let l_147 = u32(bitcast<u64>(l_mut_131));
l_mut_72 = l_147;
}
}
}
l_mut_58 = l_mut_72;
}
}
}
let l_148 = l_mut_58 | l_57;
let l_149 = bitcast<f32>(l_148);
l_mut_45 = l_149;
l_mut_150 = f32(0.0);
let l_151 = l_54 > l_mut_59;
if l_151 {
let l_152 = l_54 - l_mut_59;
l_mut_72 = u32(0);
l_mut_131 = u64(0);
let l_153 = l_152 != u64(0);
if l_153 {
let l_154 = select(countLeadingZeros(u32(l_152 >> u32(32u))), 32u + countLeadingZeros(u32(l_152)), (l_152 >> u32(32u)) == u64(0));
let l_155 = i32(l_154);
let l_156 = i32(64) - l_155;
let l_157 = l_156 - i32(1);
let l_158 = l_157 + l_55;
let l_159 = l_158 + i32(127);
let l_160 = i32(-149) - l_55;
l_mut_68 = l_160;
let l_161 = l_159 >= i32(1);
if l_161 {
let l_162 = l_156 - i32(24);
l_mut_68 = l_162;
}
let l_163 = l_mut_68 <= i32(0);
if l_163 {
l_mut_164 = u32(0);
let l_165 = l_152 != u64(0);
if l_165 {
let l_166 = select(countLeadingZeros(u32(l_152 >> u32(32u))), 32u + countLeadingZeros(u32(l_152)), (l_152 >> u32(32u)) == u64(0));
let l_167 = i32(l_166);
let l_168 = i32(64) - l_167;
let l_169 = l_168 - i32(1);
let l_170 = l_169 + l_55;
let l_171 = l_170 + i32(127);
let l_172 = l_171 >= i32(255);
if l_172 {
l_mut_164 = u32(2139095040);
} else {
let l_173 = l_171 >= i32(1);
if l_173 {
let l_174 = l_168 > i32(24);
if l_174 {
let l_175 = l_168 - i32(24);
let l_176 = u64(l_175);
let l_177 = l_152 >> u32(bitcast<u64>(l_176));
l_mut_86 = l_177;
} else {
let l_178 = i32(24) - l_168;
let l_179 = u64(l_178);
let l_180 = l_152 << u32(bitcast<u64>(l_179));
l_mut_86 = l_180;
}
let l_181 = u32(l_171);
let l_182 = l_181 << u32(23);
let l_183 = u32(bitcast<u64>(l_mut_86));
let l_184 = l_183 & u32(8388607);
let l_185 = l_182 | l_184;
l_mut_164 = l_185;
} else {
let l_186 = l_55 + i32(149);
let l_187 = l_186 >= i32(0);
if l_187 {
let l_188 = u64(l_186);
let l_189 = l_152 << u32(bitcast<u64>(l_188));
l_mut_86 = l_189;
} else {
let l_190 = i32(0) - l_186;
let l_191 = u64(l_190);
let l_192 = l_152 >> u32(bitcast<u64>(l_191));
l_mut_86 = l_192;
}
let l_193 = u32(bitcast<u64>(l_mut_86));
l_mut_164 = l_193;
}
}
}
l_mut_72 = l_mut_164;
l_mut_131 = l_152;
} else {
let l_194 = l_mut_68 <= l_156;
if l_194 {
let l_195 = u64(l_mut_68);
let l_196 = l_152 >> u32(bitcast<u64>(l_195));
l_mut_86 = l_196;
let l_197 = l_mut_86 << u32(bitcast<u64>(l_195));
let l_198 = l_152 - l_197;
let l_199 = l_195 - u64(1);
let l_200 = u64(1) << u32(bitcast<u64>(l_199));
let l_201 = l_198 > l_200;
let l_202 = l_198 == l_200;
let l_203 = l_mut_86 & u64(1);
let l_204 = l_203 == u64(1);
let l_205 = l_202 && l_204;
let l_206 = l_201 || l_205;
if l_206 {
l_mut_86 = l_mut_86 + u64(1);
}
let l_207 = l_mut_86 << u32(bitcast<u64>(l_195));
l_mut_131 = l_207;
let l_208 = l_55 + l_mut_68;
l_mut_164 = u32(0);
let l_209 = l_mut_86 != u64(0);
if l_209 {
let l_210 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_211 = i32(l_210);
let l_212 = i32(64) - l_211;
let l_213 = l_212 - i32(1);
let l_214 = l_213 + l_208;
let l_215 = l_214 + i32(127);
let l_216 = l_215 >= i32(255);
if l_216 {
l_mut_164 = u32(2139095040);
} else {
let l_217 = l_215 >= i32(1);
if l_217 {
let l_218 = l_212 > i32(24);
if l_218 {
let l_219 = l_212 - i32(24);
let l_220 = u64(l_219);
let l_221 = l_mut_86 >> u32(bitcast<u64>(l_220));
l_mut_222 = l_221;
} else {
let l_223 = i32(24) - l_212;
let l_224 = u64(l_223);
let l_225 = l_mut_86 << u32(bitcast<u64>(l_224));
l_mut_222 = l_225;
}
let l_226 = u32(l_215);
let l_227 = l_226 << u32(23);
let l_228 = u32(bitcast<u64>(l_mut_222));
let l_229 = l_228 & u32(8388607);
let l_230 = l_227 | l_229;
l_mut_164 = l_230;
} else {
let l_231 = l_208 + i32(149);
let l_232 = l_231 >= i32(0);
if l_232 {
let l_233 = u64(l_231);
let l_234 = l_mut_86 << u32(bitcast<u64>(l_233));
l_mut_222 = l_234;
} else {
let l_235 = i32(0) - l_231;
let l_236 = u64(l_235);
let l_237 = l_mut_86 >> u32(bitcast<u64>(l_236));
l_mut_222 = l_237;
}
let l_238 = u32(bitcast<u64>(l_mut_222));
l_mut_164 = l_238;
}
}
}
l_mut_72 = l_mut_164;
}
}
}
let l_239 = l_mut_72 | l_57;
let l_240 = bitcast<f32>(l_239);
l_mut_150 = l_240;
} else {
let l_241 = l_mut_59 > l_54;
if l_241 {
let l_242 = l_mut_59 - l_54;
l_mut_164 = u32(0);
l_mut_222 = u64(0);
let l_243 = l_242 != u64(0);
if l_243 {
let l_244 = select(countLeadingZeros(u32(l_242 >> u32(32u))), 32u + countLeadingZeros(u32(l_242)), (l_242 >> u32(32u)) == u64(0));
let l_245 = i32(l_244);
let l_246 = i32(64) - l_245;
let l_247 = l_246 - i32(1);
let l_248 = l_247 + l_55;
let l_249 = l_248 + i32(127);
let l_250 = i32(-149) - l_55;
l_mut_68 = l_250;
let l_251 = l_249 >= i32(1);
if l_251 {
let l_252 = l_246 - i32(24);
l_mut_68 = l_252;
}
let l_253 = l_mut_68 <= i32(0);
if l_253 {
l_mut_72 = u32(0);
let l_254 = l_242 != u64(0);
if l_254 {
let l_255 = select(countLeadingZeros(u32(l_242 >> u32(32u))), 32u + countLeadingZeros(u32(l_242)), (l_242 >> u32(32u)) == u64(0));
let l_256 = i32(l_255);
let l_257 = i32(64) - l_256;
let l_258 = l_257 - i32(1);
let l_259 = l_258 + l_55;
let l_260 = l_259 + i32(127);
let l_261 = l_260 >= i32(255);
if l_261 {
l_mut_72 = u32(2139095040);
} else {
let l_262 = l_260 >= i32(1);
if l_262 {
let l_263 = l_257 > i32(24);
if l_263 {
let l_264 = l_257 - i32(24);
let l_265 = u64(l_264);
let l_266 = l_242 >> u32(bitcast<u64>(l_265));
l_mut_131 = l_266;
} else {
let l_267 = i32(24) - l_257;
let l_268 = u64(l_267);
let l_269 = l_242 << u32(bitcast<u64>(l_268));
l_mut_131 = l_269;
}
let l_270 = u32(l_260);
let l_271 = l_270 << u32(23);
let l_272 = u32(bitcast<u64>(l_mut_131));
let l_273 = l_272 & u32(8388607);
let l_274 = l_271 | l_273;
l_mut_72 = l_274;
} else {
let l_275 = l_55 + i32(149);
let l_276 = l_275 >= i32(0);
if l_276 {
let l_277 = u64(l_275);
let l_278 = l_242 << u32(bitcast<u64>(l_277));
l_mut_131 = l_278;
} else {
let l_279 = i32(0) - l_275;
let l_280 = u64(l_279);
let l_281 = l_242 >> u32(bitcast<u64>(l_280));
l_mut_131 = l_281;
}
let l_282 = u32(bitcast<u64>(l_mut_131));
l_mut_72 = l_282;
}
}
}
l_mut_164 = l_mut_72;
l_mut_222 = l_242;
} else {
let l_283 = l_mut_68 <= l_246;
if l_283 {
let l_284 = u64(l_mut_68);
let l_285 = l_242 >> u32(bitcast<u64>(l_284));
l_mut_131 = l_285;
let l_286 = l_mut_131 << u32(bitcast<u64>(l_284));
let l_287 = l_242 - l_286;
let l_288 = l_284 - u64(1);
let l_289 = u64(1) << u32(bitcast<u64>(l_288));
let l_290 = l_287 > l_289;
let l_291 = l_287 == l_289;
let l_292 = l_mut_131 & u64(1);
let l_293 = l_292 == u64(1);
let l_294 = l_291 && l_293;
let l_295 = l_290 || l_294;
if l_295 {
l_mut_131 = l_mut_131 + u64(1);
}
let l_296 = l_mut_131 << u32(bitcast<u64>(l_284));
l_mut_222 = l_296;
let l_297 = l_55 + l_mut_68;
l_mut_72 = u32(0);
let l_298 = l_mut_131 != u64(0);
if l_298 {
let l_299 = select(countLeadingZeros(u32(l_mut_131 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_131)), (l_mut_131 >> u32(32u)) == u64(0));
let l_300 = i32(l_299);
let l_301 = i32(64) - l_300;
let l_302 = l_301 - i32(1);
let l_303 = l_302 + l_297;
let l_304 = l_303 + i32(127);
let l_305 = l_304 >= i32(255);
if l_305 {
l_mut_72 = u32(2139095040);
} else {
let l_306 = l_304 >= i32(1);
if l_306 {
let l_307 = l_301 > i32(24);
if l_307 {
let l_308 = l_301 - i32(24);
let l_309 = u64(l_308);
let l_310 = l_mut_131 >> u32(bitcast<u64>(l_309));
l_mut_86 = l_310;
} else {
let l_311 = i32(24) - l_301;
let l_312 = u64(l_311);
let l_313 = l_mut_131 << u32(bitcast<u64>(l_312));
l_mut_86 = l_313;
}
let l_314 = u32(l_304);
let l_315 = l_314 << u32(23);
let l_316 = u32(bitcast<u64>(l_mut_86));
let l_317 = l_316 & u32(8388607);
let l_318 = l_315 | l_317;
l_mut_72 = l_318;
} else {
let l_319 = l_297 + i32(149);
let l_320 = l_319 >= i32(0);
if l_320 {
let l_321 = u64(l_319);
let l_322 = l_mut_131 << u32(bitcast<u64>(l_321));
l_mut_86 = l_322;
} else {
let l_323 = i32(0) - l_319;
let l_324 = u64(l_323);
let l_325 = l_mut_131 >> u32(bitcast<u64>(l_324));
l_mut_86 = l_325;
}
let l_326 = u32(bitcast<u64>(l_mut_86));
l_mut_72 = l_326;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
let l_327 = l_57 ^ u32(2147483648);
let l_328 = l_mut_164 | l_327;
let l_329 = bitcast<f32>(l_328);
l_mut_150 = l_329;
}
}
l_mut_46 = l_mut_150;
}
let l_330 = l_8 * l_11;
let l_331 = fma(l_6, l_11, l_330);
let l_332 = fma(l_8, l_9, l_331);
let l_333 = l_mut_46 + l_332;
let l_334 = bitcast<u32>(l_mut_45);
let l_335 = bitcast<u32>(l_333);
l_mut_164 = l_334;
l_mut_72 = l_335;
let l_336 = l_335 & u32(2147483647);
let l_337 = l_334 & u32(2147483647);
let l_338 = l_336 > l_337;
if l_338 {
l_mut_164 = l_335;
l_mut_72 = l_334;
}
let l_339 = l_mut_164 >> u32(23);
let l_340 = l_339 & u32(255);
let l_341 = l_mut_164 & u32(8388607);
let l_342 = l_340 != u32(0);
if l_342 {
let l_343 = l_341 | u32(8388608);
let l_344 = u64(l_343);
l_mut_222 = l_344;
} else {
let l_345 = u64(l_341);
l_mut_222 = l_345;
}
if l_342 {
let l_346 = i32(l_340);
let l_347 = l_346 - i32(150);
l_mut_68 = l_347;
} else {
let l_348 = i32(u32(1));
let l_349 = l_348 - i32(150);
l_mut_68 = l_349;
}
let l_350 = l_mut_164 & u32(2147483648);
let l_351 = l_340 == u32(255);
let l_352 = l_mut_72 >> u32(23);
let l_353 = l_352 & u32(255);
let l_354 = l_mut_72 & u32(8388607);
let l_355 = l_353 != u32(0);
if l_355 {
let l_356 = l_354 | u32(8388608);
let l_357 = u64(l_356);
l_mut_131 = l_357;
} else {
let l_358 = u64(l_354);
l_mut_131 = l_358;
}
if l_355 {
let l_359 = i32(l_353);
let l_360 = l_359 - i32(150);
l_mut_39 = l_360;
} else {
let l_361 = i32(u32(1));
let l_362 = l_361 - i32(150);
l_mut_39 = l_362;
}
let l_363 = l_mut_72 & u32(2147483648);
let l_364 = l_353 == u32(255);
let l_365 = l_mut_45 + l_333;
l_mut_150 = l_365;
l_mut_366 = f32(0.0);
let l_367 = !l_351;
let l_368 = l_mut_131 != u64(0);
let l_369 = l_367 && l_368;
if l_369 {
let l_370 = l_mut_68 - l_mut_39;
let l_371 = l_370 >= i32(26);
if l_371 {
let l_372 = bitcast<f32>(l_mut_164);
l_mut_150 = l_372;
let l_373 = bitcast<f32>(l_mut_72);
l_mut_366 = l_373;
} else {
let l_374 = u64(l_370);
let l_375 = l_mut_222 << u32(bitcast<u64>(l_374));
let l_376 = l_375 - l_mut_131;
l_mut_86 = l_376;
let l_377 = l_350 == l_363;
if l_377 {
let l_378 = l_375 + l_mut_131;
l_mut_86 = l_378;
}
let l_379 = l_mut_86 == u64(0);
if l_379 {
l_mut_150 = f32(0.0);
} else {
l_mut_164 = u32(0);
l_mut_59 = u64(0);
let l_380 = l_mut_86 != u64(0);
if l_380 {
let l_381 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_382 = i32(l_381);
let l_383 = i32(64) - l_382;
let l_384 = l_383 - i32(1);
let l_385 = l_384 + l_mut_39;
let l_386 = l_385 + i32(127);
let l_387 = i32(-149) - l_mut_39;
l_mut_24 = l_387;
let l_388 = l_386 >= i32(1);
if l_388 {
let l_389 = l_383 - i32(24);
l_mut_24 = l_389;
}
let l_390 = l_mut_24 <= i32(0);
if l_390 {
l_mut_72 = u32(0);
let l_391 = l_mut_86 != u64(0);
if l_391 {
let l_392 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_393 = i32(l_392);
let l_394 = i32(64) - l_393;
let l_395 = l_394 - i32(1);
let l_396 = l_395 + l_mut_39;
let l_397 = l_396 + i32(127);
let l_398 = l_397 >= i32(255);
if l_398 {
l_mut_72 = u32(2139095040);
} else {
let l_399 = l_397 >= i32(1);
if l_399 {
let l_400 = l_394 > i32(24);
if l_400 {
let l_401 = l_394 - i32(24);
let l_402 = u64(l_401);
let l_403 = l_mut_86 >> u32(bitcast<u64>(l_402));
l_mut_35 = l_403;
} else {
let l_404 = i32(24) - l_394;
let l_405 = u64(l_404);
let l_406 = l_mut_86 << u32(bitcast<u64>(l_405));
l_mut_35 = l_406;
}
let l_407 = u32(l_397);
let l_408 = l_407 << u32(23);
let l_409 = u32(bitcast<u64>(l_mut_35));
let l_410 = l_409 & u32(8388607);
let l_411 = l_408 | l_410;
l_mut_72 = l_411;
} else {
let l_412 = l_mut_39 + i32(149);
let l_413 = l_412 >= i32(0);
if l_413 {
let l_414 = u64(l_412);
let l_415 = l_mut_86 << u32(bitcast<u64>(l_414));
l_mut_35 = l_415;
} else {
let l_416 = i32(0) - l_412;
let l_417 = u64(l_416);
let l_418 = l_mut_86 >> u32(bitcast<u64>(l_417));
l_mut_35 = l_418;
}
let l_419 = u32(bitcast<u64>(l_mut_35));
l_mut_72 = l_419;
}
}
}
l_mut_164 = l_mut_72;
l_mut_59 = l_mut_86;
} else {
let l_420 = l_mut_24 <= l_383;
if l_420 {
let l_421 = u64(l_mut_24);
let l_422 = l_mut_86 >> u32(bitcast<u64>(l_421));
l_mut_35 = l_422;
let l_423 = l_mut_35 << u32(bitcast<u64>(l_421));
let l_424 = l_mut_86 - l_423;
let l_425 = l_421 - u64(1);
let l_426 = u64(1) << u32(bitcast<u64>(l_425));
let l_427 = l_424 > l_426;
let l_428 = l_424 == l_426;
let l_429 = l_mut_35 & u64(1);
let l_430 = l_429 == u64(1);
let l_431 = l_428 && l_430;
let l_432 = l_427 || l_431;
if l_432 {
l_mut_35 = l_mut_35 + u64(1);
}
let l_433 = l_mut_35 << u32(bitcast<u64>(l_421));
l_mut_59 = l_433;
let l_434 = l_mut_39 + l_mut_24;
l_mut_72 = u32(0);
let l_435 = l_mut_35 != u64(0);
if l_435 {
let l_436 = select(countLeadingZeros(u32(l_mut_35 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_35)), (l_mut_35 >> u32(32u)) == u64(0));
let l_437 = i32(l_436);
let l_438 = i32(64) - l_437;
let l_439 = l_438 - i32(1);
let l_440 = l_439 + l_434;
let l_441 = l_440 + i32(127);
let l_442 = l_441 >= i32(255);
if l_442 {
l_mut_72 = u32(2139095040);
} else {
let l_443 = l_441 >= i32(1);
if l_443 {
let l_444 = l_438 > i32(24);
if l_444 {
let l_445 = l_438 - i32(24);
let l_446 = u64(l_445);
let l_447 = l_mut_35 >> u32(bitcast<u64>(l_446));
l_mut_20 = l_447;
} else {
let l_448 = i32(24) - l_438;
let l_449 = u64(l_448);
let l_450 = l_mut_35 << u32(bitcast<u64>(l_449));
l_mut_20 = l_450;
}
let l_451 = u32(l_441);
let l_452 = l_451 << u32(23);
let l_453 = u32(bitcast<u64>(l_mut_20));
let l_454 = l_453 & u32(8388607);
let l_455 = l_452 | l_454;
l_mut_72 = l_455;
} else {
let l_456 = l_434 + i32(149);
let l_457 = l_456 >= i32(0);
if l_457 {
let l_458 = u64(l_456);
let l_459 = l_mut_35 << u32(bitcast<u64>(l_458));
l_mut_20 = l_459;
} else {
let l_460 = i32(0) - l_456;
let l_461 = u64(l_460);
let l_462 = l_mut_35 >> u32(bitcast<u64>(l_461));
l_mut_20 = l_462;
}
let l_463 = u32(bitcast<u64>(l_mut_20));
l_mut_72 = l_463;
}
}
}
l_mut_164 = l_mut_72;
}
}
}
let l_464 = l_mut_164 | l_350;
let l_465 = bitcast<f32>(l_464);
l_mut_150 = l_465;
l_mut_466 = f32(0.0);
let l_467 = l_mut_86 > l_mut_59;
if l_467 {
let l_468 = l_mut_86 - l_mut_59;
l_mut_72 = u32(0);
l_mut_35 = u64(0);
let l_469 = l_468 != u64(0);
if l_469 {
let l_470 = select(countLeadingZeros(u32(l_468 >> u32(32u))), 32u + countLeadingZeros(u32(l_468)), (l_468 >> u32(32u)) == u64(0));
let l_471 = i32(l_470);
let l_472 = i32(64) - l_471;
let l_473 = l_472 - i32(1);
let l_474 = l_473 + l_mut_39;
let l_475 = l_474 + i32(127);
let l_476 = i32(-149) - l_mut_39;
l_mut_24 = l_476;
let l_477 = l_475 >= i32(1);
if l_477 {
let l_478 = l_472 - i32(24);
l_mut_24 = l_478;
}
let l_479 = l_mut_24 <= i32(0);
if l_479 {
l_mut_58 = u32(0);
let l_480 = l_468 != u64(0);
if l_480 {
let l_481 = select(countLeadingZeros(u32(l_468 >> u32(32u))), 32u + countLeadingZeros(u32(l_468)), (l_468 >> u32(32u)) == u64(0));
let l_482 = i32(l_481);
let l_483 = i32(64) - l_482;
let l_484 = l_483 - i32(1);
let l_485 = l_484 + l_mut_39;
let l_486 = l_485 + i32(127);
let l_487 = l_486 >= i32(255);
if l_487 {
l_mut_58 = u32(2139095040);
} else {
let l_488 = l_486 >= i32(1);
if l_488 {
let l_489 = l_483 > i32(24);
if l_489 {
let l_490 = l_483 - i32(24);
let l_491 = u64(l_490);
let l_492 = l_468 >> u32(bitcast<u64>(l_491));
l_mut_20 = l_492;
} else {
let l_493 = i32(24) - l_483;
let l_494 = u64(l_493);
let l_495 = l_468 << u32(bitcast<u64>(l_494));
l_mut_20 = l_495;
}
let l_496 = u32(l_486);
let l_497 = l_496 << u32(23);
let l_498 = u32(bitcast<u64>(l_mut_20));
let l_499 = l_498 & u32(8388607);
let l_500 = l_497 | l_499;
l_mut_58 = l_500;
} else {
let l_501 = l_mut_39 + i32(149);
let l_502 = l_501 >= i32(0);
if l_502 {
let l_503 = u64(l_501);
let l_504 = l_468 << u32(bitcast<u64>(l_503));
l_mut_20 = l_504;
} else {
let l_505 = i32(0) - l_501;
let l_506 = u64(l_505);
let l_507 = l_468 >> u32(bitcast<u64>(l_506));
l_mut_20 = l_507;
}
let l_508 = u32(bitcast<u64>(l_mut_20));
l_mut_58 = l_508;
}
}
}
l_mut_72 = l_mut_58;
l_mut_35 = l_468;
} else {
let l_509 = l_mut_24 <= l_472;
if l_509 {
let l_510 = u64(l_mut_24);
let l_511 = l_468 >> u32(bitcast<u64>(l_510));
l_mut_20 = l_511;
let l_512 = l_mut_20 << u32(bitcast<u64>(l_510));
let l_513 = l_468 - l_512;
let l_514 = l_510 - u64(1);
let l_515 = u64(1) << u32(bitcast<u64>(l_514));
let l_516 = l_513 > l_515;
let l_517 = l_513 == l_515;
let l_518 = l_mut_20 & u64(1);
let l_519 = l_518 == u64(1);
let l_520 = l_517 && l_519;
let l_521 = l_516 || l_520;
if l_521 {
l_mut_20 = l_mut_20 + u64(1);
}
let l_522 = l_mut_20 << u32(bitcast<u64>(l_510));
l_mut_35 = l_522;
let l_523 = l_mut_39 + l_mut_24;
l_mut_58 = u32(0);
let l_524 = l_mut_20 != u64(0);
if l_524 {
let l_525 = select(countLeadingZeros(u32(l_mut_20 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_20)), (l_mut_20 >> u32(32u)) == u64(0));
let l_526 = i32(l_525);
let l_527 = i32(64) - l_526;
let l_528 = l_527 - i32(1);
let l_529 = l_528 + l_523;
let l_530 = l_529 + i32(127);
let l_531 = l_530 >= i32(255);
if l_531 {
l_mut_58 = u32(2139095040);
} else {
let l_532 = l_530 >= i32(1);
if l_532 {
let l_533 = l_527 > i32(24);
if l_533 {
let l_534 = l_527 - i32(24);
let l_535 = u64(l_534);
let l_536 = l_mut_20 >> u32(bitcast<u64>(l_535));
l_mut_537 = l_536;
} else {
let l_538 = i32(24) - l_527;
let l_539 = u64(l_538);
let l_540 = l_mut_20 << u32(bitcast<u64>(l_539));
l_mut_537 = l_540;
}
let l_541 = u32(l_530);
let l_542 = l_541 << u32(23);
let l_543 = u32(bitcast<u64>(l_mut_537));
let l_544 = l_543 & u32(8388607);
let l_545 = l_542 | l_544;
l_mut_58 = l_545;
} else {
let l_546 = l_523 + i32(149);
let l_547 = l_546 >= i32(0);
if l_547 {
let l_548 = u64(l_546);
let l_549 = l_mut_20 << u32(bitcast<u64>(l_548));
l_mut_537 = l_549;
} else {
let l_550 = i32(0) - l_546;
let l_551 = u64(l_550);
let l_552 = l_mut_20 >> u32(bitcast<u64>(l_551));
l_mut_537 = l_552;
}
let l_553 = u32(bitcast<u64>(l_mut_537));
l_mut_58 = l_553;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
let l_554 = l_mut_72 | l_350;
let l_555 = bitcast<f32>(l_554);
l_mut_466 = l_555;
} else {
let l_556 = l_mut_59 > l_mut_86;
if l_556 {
let l_557 = l_mut_59 - l_mut_86;
l_mut_72 = u32(0);
l_mut_537 = u64(0);
let l_558 = l_557 != u64(0);
if l_558 {
let l_559 = select(countLeadingZeros(u32(l_557 >> u32(32u))), 32u + countLeadingZeros(u32(l_557)), (l_557 >> u32(32u)) == u64(0));
let l_560 = i32(l_559);
let l_561 = i32(64) - l_560;
let l_562 = l_561 - i32(1);
let l_563 = l_562 + l_mut_39;
let l_564 = l_563 + i32(127);
let l_565 = i32(-149) - l_mut_39;
l_mut_24 = l_565;
let l_566 = l_564 >= i32(1);
if l_566 {
let l_567 = l_561 - i32(24);
l_mut_24 = l_567;
}
let l_568 = l_mut_24 <= i32(0);
if l_568 {
l_mut_58 = u32(0);
let l_569 = l_557 != u64(0);
if l_569 {
let l_570 = select(countLeadingZeros(u32(l_557 >> u32(32u))), 32u + countLeadingZeros(u32(l_557)), (l_557 >> u32(32u)) == u64(0));
let l_571 = i32(l_570);
let l_572 = i32(64) - l_571;
let l_573 = l_572 - i32(1);
let l_574 = l_573 + l_mut_39;
let l_575 = l_574 + i32(127);
let l_576 = l_575 >= i32(255);
if l_576 {
l_mut_58 = u32(2139095040);
} else {
let l_577 = l_575 >= i32(1);
if l_577 {
let l_578 = l_572 > i32(24);
if l_578 {
let l_579 = l_572 - i32(24);
let l_580 = u64(l_579);
let l_581 = l_557 >> u32(bitcast<u64>(l_580));
l_mut_86 = l_581;
} else {
let l_582 = i32(24) - l_572;
let l_583 = u64(l_582);
let l_584 = l_557 << u32(bitcast<u64>(l_583));
l_mut_86 = l_584;
}
let l_585 = u32(l_575);
let l_586 = l_585 << u32(23);
let l_587 = u32(bitcast<u64>(l_mut_86));
let l_588 = l_587 & u32(8388607);
let l_589 = l_586 | l_588;
l_mut_58 = l_589;
} else {
let l_590 = l_mut_39 + i32(149);
let l_591 = l_590 >= i32(0);
if l_591 {
let l_592 = u64(l_590);
let l_593 = l_557 << u32(bitcast<u64>(l_592));
l_mut_86 = l_593;
} else {
let l_594 = i32(0) - l_590;
let l_595 = u64(l_594);
let l_596 = l_557 >> u32(bitcast<u64>(l_595));
l_mut_86 = l_596;
}
let l_597 = u32(bitcast<u64>(l_mut_86));
l_mut_58 = l_597;
}
}
}
l_mut_72 = l_mut_58;
l_mut_537 = l_557;
} else {
let l_598 = l_mut_24 <= l_561;
if l_598 {
let l_599 = u64(l_mut_24);
let l_600 = l_557 >> u32(bitcast<u64>(l_599));
l_mut_86 = l_600;
let l_601 = l_mut_86 << u32(bitcast<u64>(l_599));
let l_602 = l_557 - l_601;
let l_603 = l_599 - u64(1);
let l_604 = u64(1) << u32(bitcast<u64>(l_603));
let l_605 = l_602 > l_604;
let l_606 = l_602 == l_604;
let l_607 = l_mut_86 & u64(1);
let l_608 = l_607 == u64(1);
let l_609 = l_606 && l_608;
let l_610 = l_605 || l_609;
if l_610 {
l_mut_86 = l_mut_86 + u64(1);
}
let l_611 = l_mut_86 << u32(bitcast<u64>(l_599));
l_mut_537 = l_611;
let l_612 = l_mut_39 + l_mut_24;
l_mut_58 = u32(0);
let l_613 = l_mut_86 != u64(0);
if l_613 {
let l_614 = select(countLeadingZeros(u32(l_mut_86 >> u32(32u))), 32u + countLeadingZeros(u32(l_mut_86)), (l_mut_86 >> u32(32u)) == u64(0));
let l_615 = i32(l_614);
let l_616 = i32(64) - l_615;
let l_617 = l_616 - i32(1);
let l_618 = l_617 + l_612;
let l_619 = l_618 + i32(127);
let l_620 = l_619 >= i32(255);
if l_620 {
l_mut_58 = u32(2139095040);
} else {
let l_621 = l_619 >= i32(1);
if l_621 {
let l_622 = l_616 > i32(24);
if l_622 {
let l_623 = l_616 - i32(24);
let l_624 = u64(l_623);
let l_625 = l_mut_86 >> u32(bitcast<u64>(l_624));
l_mut_35 = l_625;
} else {
let l_626 = i32(24) - l_616;
let l_627 = u64(l_626);
let l_628 = l_mut_86 << u32(bitcast<u64>(l_627));
l_mut_35 = l_628;
}
let l_629 = u32(l_619);
let l_630 = l_629 << u32(23);
let l_631 = u32(bitcast<u64>(l_mut_35));
let l_632 = l_631 & u32(8388607);
let l_633 = l_630 | l_632;
l_mut_58 = l_633;
} else {
let l_634 = l_612 + i32(149);
let l_635 = l_634 >= i32(0);
if l_635 {
let l_636 = u64(l_634);
let l_637 = l_mut_86 << u32(bitcast<u64>(l_636));
l_mut_35 = l_637;
} else {
let l_638 = i32(0) - l_634;
let l_639 = u64(l_638);
let l_640 = l_mut_86 >> u32(bitcast<u64>(l_639));
l_mut_35 = l_640;
}
let l_641 = u32(bitcast<u64>(l_mut_35));
l_mut_58 = l_641;
}
}
}
l_mut_72 = l_mut_58;
}
}
}
let l_642 = l_350 ^ u32(2147483648);
let l_643 = l_mut_72 | l_642;
let l_644 = bitcast<f32>(l_643);
l_mut_466 = l_644;
}
}
l_mut_366 = l_mut_466;
}
}
}
let l_688 = info.static_meta[u32(3)];
let l_689 = l_688 * u32(1);
let l_690 = l_mut_4 < l_689;
if l_690 {
buffer_3_global[l_mut_4] = l_mut_150;
}
let l_645 = l_1 + l_mut_4;
let l_691 = info.static_meta[u32(3)];
let l_692 = l_691 * u32(1);
let l_693 = l_645 < l_692;
if l_693 {
buffer_3_global[l_645] = l_mut_366;
}
}
}
