@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<u32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<u32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<u32>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<f64>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<u32>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

struct info_st {
   static_meta: array<u32, 14>,
}

@group(0)
@binding(7)
var<storage, read> info: info_st;

const WORKGROUP_SIZE_X = 64u;
const WORKGROUP_SIZE_Y = 1u;
const WORKGROUP_SIZE_Z = 1u;

@compute
@workgroup_size(64, 1, 1)
fn reference_range(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_8: array<u32, 65>;

var a_9: array<f64, 10>;

var a_144: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_122: bool;
var l_mut_145: u32;
var l_mut_152: f64;
var l_mut_162: u32;
var l_mut_175: f64;
var l_mut_192: u32;
var l_mut_213: bool;
var l_mut_216: bool;
var l_mut_219: bool;
var l_mut_222: bool;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_27: u32;
var l_mut_538: f64;
let l_0 = id == u32(0);
if l_0 {
let l_822 = info.static_meta[u32(6)];
let l_823 = l_822 * u32(1);
let l_824 = u32(0) < l_823;
if l_824 {
buffer_6_global[u32(0)] = u32(1);
}
}
let l_808 = info.static_meta[u32(0)];
let l_809 = l_808 * u32(1);
let l_810 = u32(1) < l_809;
let l_811 = l_809 - u32(1);
let l_812 = min(u32(1), l_811);
let l_813 = buffer_0_global[l_812];
let l_814 = select(u32(0), l_813, l_810);
let l_1 = l_814;
let l_2 = id * l_1;
let l_815 = info.static_meta[u32(0)];
let l_816 = l_815 * u32(1);
let l_817 = u32(2) < l_816;
let l_818 = l_816 - u32(1);
let l_819 = min(u32(2), l_818);
let l_820 = buffer_0_global[l_819];
let l_821 = select(u32(0), l_820, l_817);
let l_3 = l_821;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_825 = info.static_meta[u32(0)];
let l_826 = l_825 * u32(1);
let l_827 = u32(2) < l_826;
let l_828 = l_826 - u32(1);
let l_829 = min(u32(2), l_828);
let l_830 = buffer_0_global[l_829];
let l_831 = select(u32(0), l_830, l_827);
let l_6 = l_831;
let l_7 = min(l_5, l_6);

for (var l_mut_11: u32 = u32(0); l_mut_11 < u32(45); l_mut_11++) {
a_8[l_mut_11] = u32(0);
}

for (var l_mut_12: u32 = u32(0); l_mut_12 < u32(10); l_mut_12++) {
let l_13 = u32(2) * l_mut_12;
let l_14 = u32(45) + l_13;
a_8[l_14] = u32(4294967295);
let l_15 = u32(2) * l_mut_12;
let l_16 = u32(45) + l_15;
let l_17 = l_16 + u32(1);
a_8[l_17] = u32(0);
a_9[l_mut_12] = f64(0.0);
}

for (var l_mut_18: u32 = l_2; l_mut_18 < l_7; l_mut_18++) {
let l_832 = info.static_meta[u32(0)];
let l_833 = l_832 * u32(1);
let l_834 = u32(0) < l_833;
let l_835 = l_833 - u32(1);
let l_836 = min(u32(0), l_835);
let l_837 = buffer_0_global[l_836];
let l_838 = select(u32(0), l_837, l_834);
let l_19 = l_838;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = f32(1.0) / l_21;l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(1.0) / l_24;l_mut_25 = l_26;
l_mut_27 = u32(4294967294);
let l_28 = bitcast<u32>(l_mut_22);
let l_29 = bitcast<u32>(l_21);
let l_30 = l_29 & u32(2139095040);
let l_31 = l_30 != u32(2139095040);
let l_32 = l_30 == u32(0);
let l_33 = bitcast<u32>(l_21);
let l_34 = l_33 & u32(8388607);
let l_35 = l_34 != u32(0);
let l_36 = l_32 && l_35;
let l_37 = abs(l_mut_25);
let l_38 = l_mut_25 < f64(0.0);
let l_39 = u32(l_38);
let l_40 = u32(2147483648) * l_39;
if l_36 {
} else {
let l_41 = is_nan_1_f64(l_mut_25);if l_41 {
let l_42 = l_28 & u32(2147483647);
let l_43 = l_42 > u32(2139095040);
if l_43 {
l_mut_27 = u32(4294967293);
}
} else {
let l_44 = l_37 >= f64(3.402823669209385e38);
let l_45 = !l_31;
let l_46 = l_37 == f64(0.0);
let l_47 = l_45 && l_46;
let l_48 = l_44 || l_47;
if l_48 {
let l_49 = l_37 >= f64(3.402823669209385e38);
let l_50 = u32(l_49);
let l_51 = u32(2139095040) * l_50;
let l_52 = l_51 | l_40;
let l_53 = l_28 == l_52;
let l_54 = l_28 | l_52;
let l_55 = l_54 & u32(2147483647);
let l_56 = l_55 == u32(0);
let l_57 = l_53 || l_56;
if l_57 {
l_mut_27 = u32(4294967293);
}
} else {
let l_58 = l_37 >= f64(2.350988701644575e-38);
let l_59 = l_31 && l_58;
let l_60 = l_37 < f64(3.4028234663852886e38);
let l_61 = l_59 && l_60;
if l_61 {
let l_62 = f32(l_37);
let l_63 = bitcast<u32>(l_62);
let l_64 = bitcast<f32>(l_63);
let l_65 = f64(l_64);
let l_66 = l_37 - l_65;
let l_67 = l_63 + u32(1);
let l_68 = l_66 < f64(0.0);
let l_69 = u32(l_68);
let l_70 = u32(2) * l_69;
let l_71 = l_67 - l_70;
let l_72 = bitcast<f32>(l_71);
let l_73 = f64(l_72);
let l_74 = l_73 - l_65;
let l_75 = abs(l_74);
let l_76 = l_75 * f64(0.5);
let l_77 = abs(l_66);
let l_78 = l_76 - l_77;
let l_79 = l_37 * f64(9.094947017729282e-13);
let l_80 = l_78 > l_79;
if l_80 {
let l_81 = l_63 | l_40;
l_mut_27 = l_81;
}
} else {
let l_82 = l_37 < f64(2.350988701644575e-38);
let l_83 = l_31 && l_82;
if l_83 {
let l_84 = l_37 * f64(7.1362384635298e44);
let l_85 = floor(l_84);
let l_86 = l_84 - l_85;
let l_87 = l_86 - f64(0.5);
let l_88 = abs(l_87);
let l_89 = l_84 * f64(9.094947017729282e-13);
let l_90 = l_88 > l_89;
if l_90 {
let l_91 = l_86 > f64(0.5);
let l_92 = f64(l_91);
let l_93 = l_85 + l_92;
let l_94 = u32(l_93);
let l_95 = l_94 | l_40;
l_mut_27 = l_95;
}
}
}
}
}
}
let l_96 = bitcast<u32>(l_mut_22);
let l_97 = l_96 & u32(2139095040);
let l_98 = l_97 != u32(2139095040);
let l_99 = l_96 & u32(2147483647);
let l_100 = l_99 == u32(0);
let l_101 = l_96 & u32(2147483647);
let l_102 = f64(l_101);
let l_103 = l_96 >> u32(31);
let l_104 = f64(l_103);
let l_105 = f64(2.0) * l_104;
let l_106 = f64(1.0) - l_105;
let l_107 = l_102 * l_106;
let l_108 = l_mut_27 & u32(2147483647);
let l_109 = f64(l_108);
let l_110 = l_mut_27 >> u32(31);
let l_111 = f64(l_110);
let l_112 = f64(2.0) * l_111;
let l_113 = f64(1.0) - l_112;
let l_114 = l_109 * l_113;
let l_115 = l_107 - l_114;
let l_116 = l_mut_27 < u32(4294967293);
let l_117 = l_115 == f64(0.0);
let l_118 = !l_100;
let l_119 = l_98 && l_118;
let l_120 = l_117 || l_119;
let l_121 = l_116 && l_120;
l_mut_122 = l_121;
let l_123 = l_115 != f64(0.0);
let l_124 = l_mut_122 && l_123;
if l_124 {

for (var l_mut_125: u32 = u32(0); l_mut_125 < u32(8); l_mut_125++) {
let l_126 = u32(2) * l_mut_125;
let l_839 = info.static_meta[u32(1)];
let l_840 = l_839 * u32(1);
let l_841 = l_126 < l_840;
let l_842 = l_840 - u32(1);
let l_843 = min(l_126, l_842);
let l_844 = buffer_1_global[l_843];
let l_845 = select(u32(0), l_844, l_841);
let l_127 = l_845;
let l_128 = u32(2) * l_mut_125;
let l_129 = l_128 + u32(1);
let l_846 = info.static_meta[u32(1)];
let l_847 = l_846 * u32(1);
let l_848 = l_129 < l_847;
let l_849 = l_847 - u32(1);
let l_850 = min(l_129, l_849);
let l_851 = buffer_1_global[l_850];
let l_852 = select(u32(0), l_851, l_848);
let l_130 = l_852;
let l_131 = l_130 != u32(0);
let l_132 = l_mut_125 * u32(4);
let l_853 = info.static_meta[u32(2)];
let l_854 = l_853 * u32(1);
let l_855 = l_132 < l_854;
let l_856 = l_854 - u32(1);
let l_857 = min(l_132, l_856);
let l_858 = buffer_2_global[l_857];
let l_859 = select(f64(0.0), l_858, l_855);
let l_133 = l_859;
let l_134 = l_mut_125 * u32(4);
let l_135 = l_134 + u32(1);
let l_860 = info.static_meta[u32(2)];
let l_861 = l_860 * u32(1);
let l_862 = l_135 < l_861;
let l_863 = l_861 - u32(1);
let l_864 = min(l_135, l_863);
let l_865 = buffer_2_global[l_864];
let l_866 = select(f64(0.0), l_865, l_862);
let l_136 = l_866;
let l_137 = l_mut_125 * u32(4);
let l_138 = l_137 + u32(2);
let l_867 = info.static_meta[u32(2)];
let l_868 = l_867 * u32(1);
let l_869 = l_138 < l_868;
let l_870 = l_868 - u32(1);
let l_871 = min(l_138, l_870);
let l_872 = buffer_2_global[l_871];
let l_873 = select(f64(0.0), l_872, l_869);
let l_139 = l_873;
let l_140 = f64(l_21);
let l_141 = abs(l_140);
let l_142 = abs(l_mut_25);
let l_143 = l_142 * f64(1.4551915228366852e-11);
a_144[u32(0)] = u32(1);
l_mut_145 = u32(2);
let l_146 = l_127 == u32(0);
if l_146 {
l_mut_145 = u32(0);
} else {
let l_147 = l_127 == u32(1);
if l_147 {
l_mut_145 = u32(1);
let l_148 = abs(l_115);
let l_149 = l_148 <= l_133;
if l_149 {
l_mut_145 = u32(0);
}
} else {
let l_150 = l_127 == u32(2);
if l_150 {
let l_151 = abs(l_mut_25);
l_mut_152 = f64(1.401298464324817e-45);
let l_153 = l_151 >= f64(1.1754943508222875e-38);
let l_154 = l_151 <= f64(1.7976931348623157e308);
let l_155 = l_153 && l_154;
if l_155 {
let l_156 = bitcast<u64>(l_151);
let l_157 = l_156 >> u32(bitcast<u64>(u64(52)));
let l_158 = l_157 - u64(23);
let l_159 = l_158 << u32(bitcast<u64>(u64(52)));
let l_160 = bitcast<f64>(l_159);
l_mut_152 = l_160;
}
let l_161 = l_133 * l_mut_152;
l_mut_162 = u32(2);
let l_163 = l_mut_25 - l_143;
let l_164 = abs(l_163);
l_mut_152 = f64(1.401298464324817e-45);
let l_165 = l_164 >= f64(1.1754943508222875e-38);
let l_166 = l_164 <= f64(1.7976931348623157e308);
let l_167 = l_165 && l_166;
if l_167 {
let l_168 = bitcast<u64>(l_164);
let l_169 = l_168 >> u32(bitcast<u64>(u64(52)));
let l_170 = l_169 - u64(23);
let l_171 = l_170 << u32(bitcast<u64>(u64(52)));
let l_172 = bitcast<f64>(l_171);
l_mut_152 = l_172;
}
let l_173 = l_mut_25 + l_143;
let l_174 = abs(l_173);
l_mut_175 = f64(1.401298464324817e-45);
let l_176 = l_174 >= f64(1.1754943508222875e-38);
let l_177 = l_174 <= f64(1.7976931348623157e308);
let l_178 = l_176 && l_177;
if l_178 {
let l_179 = bitcast<u64>(l_174);
let l_180 = l_179 >> u32(bitcast<u64>(u64(52)));
let l_181 = l_180 - u64(23);
let l_182 = l_181 << u32(bitcast<u64>(u64(52)));
let l_183 = bitcast<f64>(l_182);
l_mut_175 = l_183;
}
let l_184 = l_mut_152 == l_mut_175;
if l_184 {
let l_185 = l_161 * f64(1.4551915228366852e-11);
let l_186 = l_143 + l_185;
let l_187 = l_mut_25 - l_161;
let l_188 = l_mut_25 + l_161;
let l_189 = f64(l_mut_22);
let l_190 = bitcast<u32>(l_mut_22);
let l_191 = l_190 + u32(1);
l_mut_192 = l_191;
let l_193 = l_190 & u32(2147483647);
let l_194 = l_193 == u32(0);
if l_194 {
l_mut_192 = u32(1);
} else {
let l_195 = l_190 & u32(2147483648);
let l_196 = l_195 != u32(0);
if l_196 {
let l_197 = l_190 - u32(1);
l_mut_192 = l_197;
}
}
let l_198 = bitcast<f32>(l_mut_192);
let l_199 = f64(l_198);
let l_200 = -l_mut_22;
let l_201 = bitcast<u32>(l_200);
let l_202 = l_201 + u32(1);
l_mut_192 = l_202;
let l_203 = l_201 & u32(2147483647);
let l_204 = l_203 == u32(0);
if l_204 {
l_mut_192 = u32(1);
} else {
let l_205 = l_201 & u32(2147483648);
let l_206 = l_205 != u32(0);
if l_206 {
let l_207 = l_201 - u32(1);
l_mut_192 = l_207;
}
}
let l_208 = bitcast<f32>(l_mut_192);
let l_209 = -l_208;
let l_210 = f64(l_209);
let l_211 = l_187 + l_186;
let l_212 = l_211 <= l_189;
l_mut_213 = l_212;
let l_214 = l_187 - l_186;
let l_215 = l_214 > l_189;
l_mut_216 = l_215;
let l_217 = l_188 - l_186;
let l_218 = l_217 >= l_189;
l_mut_219 = l_218;
let l_220 = l_188 + l_186;
let l_221 = l_220 < l_189;
l_mut_222 = l_221;
if l_131 {
let l_223 = l_187 + l_186;
let l_224 = l_223 < l_199;
l_mut_213 = l_224;
let l_225 = l_187 - l_186;
let l_226 = l_225 >= l_199;
l_mut_216 = l_226;
let l_227 = l_188 - l_186;
let l_228 = l_227 > l_210;
l_mut_219 = l_228;
let l_229 = l_188 + l_186;
let l_230 = l_229 <= l_210;
l_mut_222 = l_230;
}
l_mut_192 = u32(2);
let l_231 = l_mut_216 || l_mut_222;
if l_231 {
l_mut_192 = u32(1);
} else {
let l_232 = l_mut_213 && l_mut_219;
if l_232 {
l_mut_192 = u32(0);
}
}
l_mut_162 = l_mut_192;
}
l_mut_145 = l_mut_162;
} else {
let l_233 = l_127 == u32(3);
if l_233 {
l_mut_145 = u32(0);
let l_234 = l_141 >= f64(1.1754943508222875e-38);
let l_235 = l_141 <= f64(8.507059173023462e37);
let l_236 = l_234 && l_235;
if l_236 {
let l_237 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_238 = l_237 >= f64(1.1754943508222875e-38);
let l_239 = l_237 <= f64(1.7976931348623157e308);
let l_240 = l_238 && l_239;
if l_240 {
let l_241 = bitcast<u64>(l_237);
let l_242 = l_241 >> u32(bitcast<u64>(u64(52)));
let l_243 = l_242 - u64(23);
let l_244 = l_243 << u32(bitcast<u64>(u64(52)));
let l_245 = bitcast<f64>(l_244);
l_mut_175 = l_245;
}
let l_246 = l_133 * l_mut_175;
l_mut_192 = u32(2);
let l_247 = l_mut_25 - l_143;
let l_248 = abs(l_247);
l_mut_175 = f64(1.401298464324817e-45);
let l_249 = l_248 >= f64(1.1754943508222875e-38);
let l_250 = l_248 <= f64(1.7976931348623157e308);
let l_251 = l_249 && l_250;
if l_251 {
let l_252 = bitcast<u64>(l_248);
let l_253 = l_252 >> u32(bitcast<u64>(u64(52)));
let l_254 = l_253 - u64(23);
let l_255 = l_254 << u32(bitcast<u64>(u64(52)));
let l_256 = bitcast<f64>(l_255);
l_mut_175 = l_256;
}
let l_257 = l_mut_25 + l_143;
let l_258 = abs(l_257);
l_mut_152 = f64(1.401298464324817e-45);
let l_259 = l_258 >= f64(1.1754943508222875e-38);
let l_260 = l_258 <= f64(1.7976931348623157e308);
let l_261 = l_259 && l_260;
if l_261 {
let l_262 = bitcast<u64>(l_258);
let l_263 = l_262 >> u32(bitcast<u64>(u64(52)));
let l_264 = l_263 - u64(23);
let l_265 = l_264 << u32(bitcast<u64>(u64(52)));
let l_266 = bitcast<f64>(l_265);
l_mut_152 = l_266;
}
let l_267 = l_mut_175 == l_mut_152;
if l_267 {
let l_268 = l_246 * f64(1.4551915228366852e-11);
let l_269 = l_143 + l_268;
let l_270 = l_mut_25 - l_246;
let l_271 = l_mut_25 + l_246;
let l_272 = f64(l_mut_22);
let l_273 = bitcast<u32>(l_mut_22);
let l_274 = l_273 + u32(1);
l_mut_162 = l_274;
let l_275 = l_273 & u32(2147483647);
let l_276 = l_275 == u32(0);
if l_276 {
l_mut_162 = u32(1);
} else {
let l_277 = l_273 & u32(2147483648);
let l_278 = l_277 != u32(0);
if l_278 {
let l_279 = l_273 - u32(1);
l_mut_162 = l_279;
}
}
let l_280 = bitcast<f32>(l_mut_162);
let l_281 = f64(l_280);
let l_282 = -l_mut_22;
let l_283 = bitcast<u32>(l_282);
let l_284 = l_283 + u32(1);
l_mut_162 = l_284;
let l_285 = l_283 & u32(2147483647);
let l_286 = l_285 == u32(0);
if l_286 {
l_mut_162 = u32(1);
} else {
let l_287 = l_283 & u32(2147483648);
let l_288 = l_287 != u32(0);
if l_288 {
let l_289 = l_283 - u32(1);
l_mut_162 = l_289;
}
}
let l_290 = bitcast<f32>(l_mut_162);
let l_291 = -l_290;
let l_292 = f64(l_291);
let l_293 = l_270 + l_269;
let l_294 = l_293 <= l_272;
l_mut_222 = l_294;
let l_295 = l_270 - l_269;
let l_296 = l_295 > l_272;
l_mut_219 = l_296;
let l_297 = l_271 - l_269;
let l_298 = l_297 >= l_272;
l_mut_216 = l_298;
let l_299 = l_271 + l_269;
let l_300 = l_299 < l_272;
l_mut_213 = l_300;
if l_131 {
let l_301 = l_270 + l_269;
let l_302 = l_301 < l_281;
l_mut_222 = l_302;
let l_303 = l_270 - l_269;
let l_304 = l_303 >= l_281;
l_mut_219 = l_304;
let l_305 = l_271 - l_269;
let l_306 = l_305 > l_292;
l_mut_216 = l_306;
let l_307 = l_271 + l_269;
let l_308 = l_307 <= l_292;
l_mut_213 = l_308;
}
l_mut_162 = u32(2);
let l_309 = l_mut_219 || l_mut_213;
if l_309 {
l_mut_162 = u32(1);
} else {
let l_310 = l_mut_222 && l_mut_216;
if l_310 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
}
} else {
let l_311 = l_127 == u32(4);
if l_311 {
let l_312 = l_136 * l_141;
let l_313 = l_133 + l_312;
let l_314 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_315 = l_314 >= f64(1.1754943508222875e-38);
let l_316 = l_314 <= f64(1.7976931348623157e308);
let l_317 = l_315 && l_316;
if l_317 {
let l_318 = bitcast<u64>(l_314);
let l_319 = l_318 >> u32(bitcast<u64>(u64(52)));
let l_320 = l_319 - u64(23);
let l_321 = l_320 << u32(bitcast<u64>(u64(52)));
let l_322 = bitcast<f64>(l_321);
l_mut_175 = l_322;
}
let l_323 = l_313 * l_mut_175;
l_mut_192 = u32(2);
let l_324 = l_mut_25 - l_143;
let l_325 = abs(l_324);
l_mut_175 = f64(1.401298464324817e-45);
let l_326 = l_325 >= f64(1.1754943508222875e-38);
let l_327 = l_325 <= f64(1.7976931348623157e308);
let l_328 = l_326 && l_327;
if l_328 {
let l_329 = bitcast<u64>(l_325);
let l_330 = l_329 >> u32(bitcast<u64>(u64(52)));
let l_331 = l_330 - u64(23);
let l_332 = l_331 << u32(bitcast<u64>(u64(52)));
let l_333 = bitcast<f64>(l_332);
l_mut_175 = l_333;
}
let l_334 = l_mut_25 + l_143;
let l_335 = abs(l_334);
l_mut_152 = f64(1.401298464324817e-45);
let l_336 = l_335 >= f64(1.1754943508222875e-38);
let l_337 = l_335 <= f64(1.7976931348623157e308);
let l_338 = l_336 && l_337;
if l_338 {
let l_339 = bitcast<u64>(l_335);
let l_340 = l_339 >> u32(bitcast<u64>(u64(52)));
let l_341 = l_340 - u64(23);
let l_342 = l_341 << u32(bitcast<u64>(u64(52)));
let l_343 = bitcast<f64>(l_342);
l_mut_152 = l_343;
}
let l_344 = l_mut_175 == l_mut_152;
if l_344 {
let l_345 = l_323 * f64(1.4551915228366852e-11);
let l_346 = l_143 + l_345;
let l_347 = l_mut_25 - l_323;
let l_348 = l_mut_25 + l_323;
let l_349 = f64(l_mut_22);
let l_350 = bitcast<u32>(l_mut_22);
let l_351 = l_350 + u32(1);
l_mut_162 = l_351;
let l_352 = l_350 & u32(2147483647);
let l_353 = l_352 == u32(0);
if l_353 {
l_mut_162 = u32(1);
} else {
let l_354 = l_350 & u32(2147483648);
let l_355 = l_354 != u32(0);
if l_355 {
let l_356 = l_350 - u32(1);
l_mut_162 = l_356;
}
}
let l_357 = bitcast<f32>(l_mut_162);
let l_358 = f64(l_357);
let l_359 = -l_mut_22;
let l_360 = bitcast<u32>(l_359);
let l_361 = l_360 + u32(1);
l_mut_162 = l_361;
let l_362 = l_360 & u32(2147483647);
let l_363 = l_362 == u32(0);
if l_363 {
l_mut_162 = u32(1);
} else {
let l_364 = l_360 & u32(2147483648);
let l_365 = l_364 != u32(0);
if l_365 {
let l_366 = l_360 - u32(1);
l_mut_162 = l_366;
}
}
let l_367 = bitcast<f32>(l_mut_162);
let l_368 = -l_367;
let l_369 = f64(l_368);
let l_370 = l_347 + l_346;
let l_371 = l_370 <= l_349;
l_mut_222 = l_371;
let l_372 = l_347 - l_346;
let l_373 = l_372 > l_349;
l_mut_219 = l_373;
let l_374 = l_348 - l_346;
let l_375 = l_374 >= l_349;
l_mut_216 = l_375;
let l_376 = l_348 + l_346;
let l_377 = l_376 < l_349;
l_mut_213 = l_377;
if l_131 {
let l_378 = l_347 + l_346;
let l_379 = l_378 < l_358;
l_mut_222 = l_379;
let l_380 = l_347 - l_346;
let l_381 = l_380 >= l_358;
l_mut_219 = l_381;
let l_382 = l_348 - l_346;
let l_383 = l_382 > l_369;
l_mut_216 = l_383;
let l_384 = l_348 + l_346;
let l_385 = l_384 <= l_369;
l_mut_213 = l_385;
}
l_mut_162 = u32(2);
let l_386 = l_mut_219 || l_mut_213;
if l_386 {
l_mut_162 = u32(1);
} else {
let l_387 = l_mut_222 && l_mut_216;
if l_387 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
let l_388 = l_127 == u32(5);
if l_388 {
let l_389 = f64(2.0) * l_140;
let l_390 = abs(l_389);
let l_391 = floor(l_390);
let l_392 = f64(3.0) + l_391;
let l_393 = abs(l_mut_25);
l_mut_175 = f64(1.401298464324817e-45);
let l_394 = l_393 >= f64(1.1754943508222875e-38);
let l_395 = l_393 <= f64(1.7976931348623157e308);
let l_396 = l_394 && l_395;
if l_396 {
let l_397 = bitcast<u64>(l_393);
let l_398 = l_397 >> u32(bitcast<u64>(u64(52)));
let l_399 = l_398 - u64(23);
let l_400 = l_399 << u32(bitcast<u64>(u64(52)));
let l_401 = bitcast<f64>(l_400);
l_mut_175 = l_401;
}
let l_402 = l_392 * l_mut_175;
l_mut_192 = u32(2);
let l_403 = l_mut_25 - l_143;
let l_404 = abs(l_403);
l_mut_175 = f64(1.401298464324817e-45);
let l_405 = l_404 >= f64(1.1754943508222875e-38);
let l_406 = l_404 <= f64(1.7976931348623157e308);
let l_407 = l_405 && l_406;
if l_407 {
let l_408 = bitcast<u64>(l_404);
let l_409 = l_408 >> u32(bitcast<u64>(u64(52)));
let l_410 = l_409 - u64(23);
let l_411 = l_410 << u32(bitcast<u64>(u64(52)));
let l_412 = bitcast<f64>(l_411);
l_mut_175 = l_412;
}
let l_413 = l_mut_25 + l_143;
let l_414 = abs(l_413);
l_mut_152 = f64(1.401298464324817e-45);
let l_415 = l_414 >= f64(1.1754943508222875e-38);
let l_416 = l_414 <= f64(1.7976931348623157e308);
let l_417 = l_415 && l_416;
if l_417 {
let l_418 = bitcast<u64>(l_414);
let l_419 = l_418 >> u32(bitcast<u64>(u64(52)));
let l_420 = l_419 - u64(23);
let l_421 = l_420 << u32(bitcast<u64>(u64(52)));
let l_422 = bitcast<f64>(l_421);
l_mut_152 = l_422;
}
let l_423 = l_mut_175 == l_mut_152;
if l_423 {
let l_424 = l_402 * f64(1.4551915228366852e-11);
let l_425 = l_143 + l_424;
let l_426 = l_mut_25 - l_402;
let l_427 = l_mut_25 + l_402;
let l_428 = f64(l_mut_22);
let l_429 = bitcast<u32>(l_mut_22);
let l_430 = l_429 + u32(1);
l_mut_162 = l_430;
let l_431 = l_429 & u32(2147483647);
let l_432 = l_431 == u32(0);
if l_432 {
l_mut_162 = u32(1);
} else {
let l_433 = l_429 & u32(2147483648);
let l_434 = l_433 != u32(0);
if l_434 {
let l_435 = l_429 - u32(1);
l_mut_162 = l_435;
}
}
let l_436 = bitcast<f32>(l_mut_162);
let l_437 = f64(l_436);
let l_438 = -l_mut_22;
let l_439 = bitcast<u32>(l_438);
let l_440 = l_439 + u32(1);
l_mut_162 = l_440;
let l_441 = l_439 & u32(2147483647);
let l_442 = l_441 == u32(0);
if l_442 {
l_mut_162 = u32(1);
} else {
let l_443 = l_439 & u32(2147483648);
let l_444 = l_443 != u32(0);
if l_444 {
let l_445 = l_439 - u32(1);
l_mut_162 = l_445;
}
}
let l_446 = bitcast<f32>(l_mut_162);
let l_447 = -l_446;
let l_448 = f64(l_447);
let l_449 = l_426 + l_425;
let l_450 = l_449 <= l_428;
l_mut_222 = l_450;
let l_451 = l_426 - l_425;
let l_452 = l_451 > l_428;
l_mut_219 = l_452;
let l_453 = l_427 - l_425;
let l_454 = l_453 >= l_428;
l_mut_216 = l_454;
let l_455 = l_427 + l_425;
let l_456 = l_455 < l_428;
l_mut_213 = l_456;
if l_131 {
let l_457 = l_426 + l_425;
let l_458 = l_457 < l_437;
l_mut_222 = l_458;
let l_459 = l_426 - l_425;
let l_460 = l_459 >= l_437;
l_mut_219 = l_460;
let l_461 = l_427 - l_425;
let l_462 = l_461 > l_448;
l_mut_216 = l_462;
let l_463 = l_427 + l_425;
let l_464 = l_463 <= l_448;
l_mut_213 = l_464;
}
l_mut_162 = u32(2);
let l_465 = l_mut_219 || l_mut_213;
if l_465 {
l_mut_162 = u32(1);
} else {
let l_466 = l_mut_222 && l_mut_216;
if l_466 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
} else {
let l_467 = l_127 == u32(6);
if l_467 {
l_mut_145 = u32(0);
let l_468 = l_141 <= l_136;
if l_468 {
let l_469 = l_133 * f64(1.4551915228366852e-11);
let l_470 = l_143 + l_469;
let l_471 = l_mut_25 - l_133;
let l_472 = l_mut_25 + l_133;
let l_473 = f64(l_mut_22);
let l_474 = bitcast<u32>(l_mut_22);
let l_475 = l_474 + u32(1);
l_mut_192 = l_475;
let l_476 = l_474 & u32(2147483647);
let l_477 = l_476 == u32(0);
if l_477 {
l_mut_192 = u32(1);
} else {
let l_478 = l_474 & u32(2147483648);
let l_479 = l_478 != u32(0);
if l_479 {
let l_480 = l_474 - u32(1);
l_mut_192 = l_480;
}
}
let l_481 = bitcast<f32>(l_mut_192);
let l_482 = f64(l_481);
let l_483 = -l_mut_22;
let l_484 = bitcast<u32>(l_483);
let l_485 = l_484 + u32(1);
l_mut_192 = l_485;
let l_486 = l_484 & u32(2147483647);
let l_487 = l_486 == u32(0);
if l_487 {
l_mut_192 = u32(1);
} else {
let l_488 = l_484 & u32(2147483648);
let l_489 = l_488 != u32(0);
if l_489 {
let l_490 = l_484 - u32(1);
l_mut_192 = l_490;
}
}
let l_491 = bitcast<f32>(l_mut_192);
let l_492 = -l_491;
let l_493 = f64(l_492);
let l_494 = l_471 + l_470;
let l_495 = l_494 <= l_473;
l_mut_222 = l_495;
let l_496 = l_471 - l_470;
let l_497 = l_496 > l_473;
l_mut_219 = l_497;
let l_498 = l_472 - l_470;
let l_499 = l_498 >= l_473;
l_mut_216 = l_499;
let l_500 = l_472 + l_470;
let l_501 = l_500 < l_473;
l_mut_213 = l_501;
if l_131 {
let l_502 = l_471 + l_470;
let l_503 = l_502 < l_482;
l_mut_222 = l_503;
let l_504 = l_471 - l_470;
let l_505 = l_504 >= l_482;
l_mut_219 = l_505;
let l_506 = l_472 - l_470;
let l_507 = l_506 > l_493;
l_mut_216 = l_507;
let l_508 = l_472 + l_470;
let l_509 = l_508 <= l_493;
l_mut_213 = l_509;
}
l_mut_192 = u32(2);
let l_510 = l_mut_219 || l_mut_213;
if l_510 {
l_mut_192 = u32(1);
} else {
let l_511 = l_mut_222 && l_mut_216;
if l_511 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
let l_512 = l_127 == u32(7);
if l_512 {
let l_513 = abs(l_mut_25);
let l_514 = l_133 * l_513;
l_mut_175 = l_514;
let l_515 = abs(l_mut_25);
l_mut_152 = f64(1.401298464324817e-45);
let l_516 = l_515 >= f64(1.1754943508222875e-38);
let l_517 = l_515 <= f64(1.7976931348623157e308);
let l_518 = l_516 && l_517;
if l_518 {
let l_519 = bitcast<u64>(l_515);
let l_520 = l_519 >> u32(bitcast<u64>(u64(52)));
let l_521 = l_520 - u64(23);
let l_522 = l_521 << u32(bitcast<u64>(u64(52)));
let l_523 = bitcast<f64>(l_522);
l_mut_152 = l_523;
}
let l_524 = f64(0.5) * l_mut_152;
let l_525 = l_524 > l_mut_175;
if l_525 {
l_mut_175 = l_524;
}
let l_526 = l_mut_25 - l_143;
let l_527 = abs(l_526);
l_mut_152 = f64(1.401298464324817e-45);
let l_528 = l_527 >= f64(1.1754943508222875e-38);
let l_529 = l_527 <= f64(1.7976931348623157e308);
let l_530 = l_528 && l_529;
if l_530 {
let l_531 = bitcast<u64>(l_527);
let l_532 = l_531 >> u32(bitcast<u64>(u64(52)));
let l_533 = l_532 - u64(23);
let l_534 = l_533 << u32(bitcast<u64>(u64(52)));
let l_535 = bitcast<f64>(l_534);
l_mut_152 = l_535;
}
let l_536 = l_mut_25 + l_143;
let l_537 = abs(l_536);
l_mut_538 = f64(1.401298464324817e-45);
let l_539 = l_537 >= f64(1.1754943508222875e-38);
let l_540 = l_537 <= f64(1.7976931348623157e308);
let l_541 = l_539 && l_540;
if l_541 {
let l_542 = bitcast<u64>(l_537);
let l_543 = l_542 >> u32(bitcast<u64>(u64(52)));
let l_544 = l_543 - u64(23);
let l_545 = l_544 << u32(bitcast<u64>(u64(52)));
let l_546 = bitcast<f64>(l_545);
l_mut_538 = l_546;
}
let l_547 = l_mut_152 == l_mut_538;
if l_547 {
let l_548 = l_133 * l_143;
let l_549 = l_143 + l_548;
let l_550 = l_mut_175 * f64(1.4551915228366852e-11);
let l_551 = l_549 + l_550;
let l_552 = l_mut_25 - l_mut_175;
let l_553 = l_mut_25 + l_mut_175;
let l_554 = f64(l_mut_22);
let l_555 = bitcast<u32>(l_mut_22);
let l_556 = l_555 + u32(1);
l_mut_192 = l_556;
let l_557 = l_555 & u32(2147483647);
let l_558 = l_557 == u32(0);
if l_558 {
l_mut_192 = u32(1);
} else {
let l_559 = l_555 & u32(2147483648);
let l_560 = l_559 != u32(0);
if l_560 {
let l_561 = l_555 - u32(1);
l_mut_192 = l_561;
}
}
let l_562 = bitcast<f32>(l_mut_192);
let l_563 = f64(l_562);
let l_564 = -l_mut_22;
let l_565 = bitcast<u32>(l_564);
let l_566 = l_565 + u32(1);
l_mut_192 = l_566;
let l_567 = l_565 & u32(2147483647);
let l_568 = l_567 == u32(0);
if l_568 {
l_mut_192 = u32(1);
} else {
let l_569 = l_565 & u32(2147483648);
let l_570 = l_569 != u32(0);
if l_570 {
let l_571 = l_565 - u32(1);
l_mut_192 = l_571;
}
}
let l_572 = bitcast<f32>(l_mut_192);
let l_573 = -l_572;
let l_574 = f64(l_573);
let l_575 = l_552 + l_551;
let l_576 = l_575 <= l_554;
l_mut_222 = l_576;
let l_577 = l_552 - l_551;
let l_578 = l_577 > l_554;
l_mut_219 = l_578;
let l_579 = l_553 - l_551;
let l_580 = l_579 >= l_554;
l_mut_216 = l_580;
let l_581 = l_553 + l_551;
let l_582 = l_581 < l_554;
l_mut_213 = l_582;
if l_131 {
let l_583 = l_552 + l_551;
let l_584 = l_583 < l_563;
l_mut_222 = l_584;
let l_585 = l_552 - l_551;
let l_586 = l_585 >= l_563;
l_mut_219 = l_586;
let l_587 = l_553 - l_551;
let l_588 = l_587 > l_574;
l_mut_216 = l_588;
let l_589 = l_553 + l_551;
let l_590 = l_589 <= l_574;
l_mut_213 = l_590;
}
l_mut_192 = u32(2);
let l_591 = l_mut_219 || l_mut_213;
if l_591 {
l_mut_192 = u32(1);
} else {
let l_592 = l_mut_222 && l_mut_216;
if l_592 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
}
} else {
let l_593 = l_127 == u32(8);
if l_593 {
let l_594 = l_140 >= f64(0.5);
let l_595 = l_140 <= f64(2.0);
let l_596 = l_594 && l_595;
if l_596 {
let l_597 = l_133 * f64(1.4551915228366852e-11);
let l_598 = l_143 + l_597;
let l_599 = l_mut_25 - l_133;
let l_600 = l_mut_25 + l_133;
let l_601 = f64(l_mut_22);
let l_602 = bitcast<u32>(l_mut_22);
let l_603 = l_602 + u32(1);
l_mut_192 = l_603;
let l_604 = l_602 & u32(2147483647);
let l_605 = l_604 == u32(0);
if l_605 {
l_mut_192 = u32(1);
} else {
let l_606 = l_602 & u32(2147483648);
let l_607 = l_606 != u32(0);
if l_607 {
let l_608 = l_602 - u32(1);
l_mut_192 = l_608;
}
}
let l_609 = bitcast<f32>(l_mut_192);
let l_610 = f64(l_609);
let l_611 = -l_mut_22;
let l_612 = bitcast<u32>(l_611);
let l_613 = l_612 + u32(1);
l_mut_192 = l_613;
let l_614 = l_612 & u32(2147483647);
let l_615 = l_614 == u32(0);
if l_615 {
l_mut_192 = u32(1);
} else {
let l_616 = l_612 & u32(2147483648);
let l_617 = l_616 != u32(0);
if l_617 {
let l_618 = l_612 - u32(1);
l_mut_192 = l_618;
}
}
let l_619 = bitcast<f32>(l_mut_192);
let l_620 = -l_619;
let l_621 = f64(l_620);
let l_622 = l_599 + l_598;
let l_623 = l_622 <= l_601;
l_mut_222 = l_623;
let l_624 = l_599 - l_598;
let l_625 = l_624 > l_601;
l_mut_219 = l_625;
let l_626 = l_600 - l_598;
let l_627 = l_626 >= l_601;
l_mut_216 = l_627;
let l_628 = l_600 + l_598;
let l_629 = l_628 < l_601;
l_mut_213 = l_629;
if l_131 {
let l_630 = l_599 + l_598;
let l_631 = l_630 < l_610;
l_mut_222 = l_631;
let l_632 = l_599 - l_598;
let l_633 = l_632 >= l_610;
l_mut_219 = l_633;
let l_634 = l_600 - l_598;
let l_635 = l_634 > l_621;
l_mut_216 = l_635;
let l_636 = l_600 + l_598;
let l_637 = l_636 <= l_621;
l_mut_213 = l_637;
}
l_mut_192 = u32(2);
let l_638 = l_mut_219 || l_mut_213;
if l_638 {
l_mut_192 = u32(1);
} else {
let l_639 = l_mut_222 && l_mut_216;
if l_639 {
l_mut_192 = u32(0);
}
}
l_mut_145 = l_mut_192;
} else {
let l_640 = abs(l_mut_25);
l_mut_538 = f64(1.401298464324817e-45);
let l_641 = l_640 >= f64(1.1754943508222875e-38);
let l_642 = l_640 <= f64(1.7976931348623157e308);
let l_643 = l_641 && l_642;
if l_643 {
let l_644 = bitcast<u64>(l_640);
let l_645 = l_644 >> u32(bitcast<u64>(u64(52)));
let l_646 = l_645 - u64(23);
let l_647 = l_646 << u32(bitcast<u64>(u64(52)));
let l_648 = bitcast<f64>(l_647);
l_mut_538 = l_648;
}
let l_649 = l_136 * l_mut_538;
l_mut_192 = u32(2);
let l_650 = l_mut_25 - l_143;
let l_651 = abs(l_650);
l_mut_538 = f64(1.401298464324817e-45);
let l_652 = l_651 >= f64(1.1754943508222875e-38);
let l_653 = l_651 <= f64(1.7976931348623157e308);
let l_654 = l_652 && l_653;
if l_654 {
let l_655 = bitcast<u64>(l_651);
let l_656 = l_655 >> u32(bitcast<u64>(u64(52)));
let l_657 = l_656 - u64(23);
let l_658 = l_657 << u32(bitcast<u64>(u64(52)));
let l_659 = bitcast<f64>(l_658);
l_mut_538 = l_659;
}
let l_660 = l_mut_25 + l_143;
let l_661 = abs(l_660);
l_mut_175 = f64(1.401298464324817e-45);
let l_662 = l_661 >= f64(1.1754943508222875e-38);
let l_663 = l_661 <= f64(1.7976931348623157e308);
let l_664 = l_662 && l_663;
if l_664 {
let l_665 = bitcast<u64>(l_661);
let l_666 = l_665 >> u32(bitcast<u64>(u64(52)));
let l_667 = l_666 - u64(23);
let l_668 = l_667 << u32(bitcast<u64>(u64(52)));
let l_669 = bitcast<f64>(l_668);
l_mut_175 = l_669;
}
let l_670 = l_mut_538 == l_mut_175;
if l_670 {
let l_671 = l_649 * f64(1.4551915228366852e-11);
let l_672 = l_143 + l_671;
let l_673 = l_mut_25 - l_649;
let l_674 = l_mut_25 + l_649;
let l_675 = f64(l_mut_22);
let l_676 = bitcast<u32>(l_mut_22);
let l_677 = l_676 + u32(1);
l_mut_162 = l_677;
let l_678 = l_676 & u32(2147483647);
let l_679 = l_678 == u32(0);
if l_679 {
l_mut_162 = u32(1);
} else {
let l_680 = l_676 & u32(2147483648);
let l_681 = l_680 != u32(0);
if l_681 {
let l_682 = l_676 - u32(1);
l_mut_162 = l_682;
}
}
let l_683 = bitcast<f32>(l_mut_162);
let l_684 = f64(l_683);
let l_685 = -l_mut_22;
let l_686 = bitcast<u32>(l_685);
let l_687 = l_686 + u32(1);
l_mut_162 = l_687;
let l_688 = l_686 & u32(2147483647);
let l_689 = l_688 == u32(0);
if l_689 {
l_mut_162 = u32(1);
} else {
let l_690 = l_686 & u32(2147483648);
let l_691 = l_690 != u32(0);
if l_691 {
let l_692 = l_686 - u32(1);
l_mut_162 = l_692;
}
}
let l_693 = bitcast<f32>(l_mut_162);
let l_694 = -l_693;
let l_695 = f64(l_694);
let l_696 = l_673 + l_672;
let l_697 = l_696 <= l_675;
l_mut_222 = l_697;
let l_698 = l_673 - l_672;
let l_699 = l_698 > l_675;
l_mut_219 = l_699;
let l_700 = l_674 - l_672;
let l_701 = l_700 >= l_675;
l_mut_216 = l_701;
let l_702 = l_674 + l_672;
let l_703 = l_702 < l_675;
l_mut_213 = l_703;
if l_131 {
let l_704 = l_673 + l_672;
let l_705 = l_704 < l_684;
l_mut_222 = l_705;
let l_706 = l_673 - l_672;
let l_707 = l_706 >= l_684;
l_mut_219 = l_707;
let l_708 = l_674 - l_672;
let l_709 = l_708 > l_695;
l_mut_216 = l_709;
let l_710 = l_674 + l_672;
let l_711 = l_710 <= l_695;
l_mut_213 = l_711;
}
l_mut_162 = u32(2);
let l_712 = l_mut_219 || l_mut_213;
if l_712 {
l_mut_162 = u32(1);
} else {
let l_713 = l_mut_222 && l_mut_216;
if l_713 {
l_mut_162 = u32(0);
}
}
l_mut_192 = l_mut_162;
}
l_mut_145 = l_mut_192;
}
} else {
}
}
}
}
}
}
}
}
}
let l_714 = a_144[u32(0)];
let l_715 = l_714 == u32(0);
if l_715 {
l_mut_145 = u32(2);
}
a_10[l_mut_125] = l_mut_145;
let l_716 = a_10[l_mut_125];
let l_717 = l_716 == u32(2);
if l_717 {
l_mut_122 = bool(false);
}
}
}
let l_718 = l_mut_27 == u32(4294967293);
if l_718 {
let l_719 = a_8[u32(0)];
let l_720 = l_719 + u32(1);
a_8[u32(0)] = l_720;
} else {
if l_mut_122 {
l_mut_538 = l_115;
let l_721 = l_mut_538 < f64(-17.0);
if l_721 {
l_mut_538 = f64(-17.0);
}
let l_722 = l_mut_538 > f64(17.0);
if l_722 {
l_mut_538 = f64(17.0);
}
let l_723 = l_mut_538 + f64(16.0);
let l_724 = l_723 + f64(1.0);
let l_725 = u32(l_724);
let l_726 = u32(2) + l_725;
let l_727 = a_8[l_726];
let l_728 = l_727 + u32(1);
a_8[l_726] = l_728;
let l_729 = bitcast<u32>(l_mut_22);
let l_730 = l_729 & u32(8388607);
let l_731 = f64(l_730);
let l_732 = l_731 / f64(7.1362384635298e44);
l_mut_538 = l_732;
let l_733 = l_729 & u32(2139095040);
let l_734 = l_733 != u32(0);
if l_734 {
let l_735 = l_729 & u32(2147483647);
let l_736 = bitcast<f32>(l_735);
let l_737 = f64(l_736);
l_mut_538 = l_737;
}
let l_738 = l_729 >> u32(31);
let l_739 = f64(l_738);
let l_740 = f64(2.0) * l_739;
let l_741 = f64(1.0) - l_740;
l_mut_538 = l_mut_538 * l_741;
let l_742 = abs(l_mut_25);
let l_743 = l_mut_25 * f64(0.0);
let l_744 = l_743 + f64(7.1362384635298e44);
l_mut_175 = l_744;
let l_745 = l_742 >= f64(2.350988701644575e-38);
if l_745 {
let l_746 = l_mut_27 & u32(2147483647);
let l_747 = bitcast<f32>(l_746);
let l_748 = f64(l_747);
let l_749 = l_746 & u32(2139095040);
let l_750 = bitcast<f32>(l_749);
let l_751 = f64(l_750);
let l_752 = l_748 > l_742;
let l_753 = l_746 & u32(8388607);
let l_754 = l_753 == u32(0);
let l_755 = l_752 && l_754;
let l_756 = l_751 * f64(1.1920928955078125e-7);
let l_757 = f64(l_755);
let l_758 = f64(0.5) * l_757;
let l_759 = f64(1.0) - l_758;
let l_760 = l_756 * l_759;
let l_761 = f64(1.0) / l_760;
l_mut_175 = l_761;
}
let l_762 = l_mut_538 - l_mut_25;
let l_763 = l_762 * l_mut_175;
let l_764 = a_8[u32(45)];
let l_765 = l_764 == u32(4294967295);
let l_766 = a_9[u32(0)];
let l_767 = l_763 < l_766;
let l_768 = l_765 || l_767;
if l_768 {
a_9[u32(0)] = l_763;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_96;
}
let l_769 = a_8[u32(47)];
let l_770 = l_769 == u32(4294967295);
let l_771 = a_9[u32(1)];
let l_772 = l_763 > l_771;
let l_773 = l_770 || l_772;
if l_773 {
a_9[u32(1)] = l_763;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_96;
}
let l_774 = l_115 != f64(0.0);
if l_774 {

for (var l_mut_775: u32 = u32(0); l_mut_775 < u32(8); l_mut_775++) {
let l_776 = a_10[l_mut_775];
let l_777 = l_776 == u32(1);
if l_777 {
let l_778 = u32(37) + l_mut_775;
let l_779 = a_8[l_778];
let l_780 = l_779 + u32(1);
a_8[l_778] = l_780;
let l_781 = u32(2) + l_mut_775;
let l_782 = u32(2) * l_781;
let l_783 = u32(45) + l_782;
let l_784 = a_8[l_783];
let l_785 = l_784 == u32(4294967295);
let l_786 = abs(l_763);
let l_787 = u32(2) + l_mut_775;
let l_788 = a_9[l_787];
let l_789 = abs(l_788);
let l_790 = l_786 > l_789;
let l_791 = l_785 || l_790;
if l_791 {
let l_792 = u32(2) + l_mut_775;
a_9[l_792] = l_763;
a_8[l_783] = l_20;
let l_793 = l_783 + u32(1);
a_8[l_793] = l_96;
}
}
}
}
} else {
let l_794 = a_8[u32(1)];
let l_795 = l_2 + l_794;
let l_796 = l_795 * u32(2);
let l_874 = info.static_meta[u32(5)];
let l_875 = l_874 * u32(1);
let l_876 = l_796 < l_875;
if l_876 {
buffer_5_global[l_796] = l_20;
}
let l_797 = l_796 + u32(1);
let l_877 = info.static_meta[u32(5)];
let l_878 = l_877 * u32(1);
let l_879 = l_797 < l_878;
if l_879 {
buffer_5_global[l_797] = l_96;
}
let l_798 = a_8[u32(1)];
let l_799 = l_798 + u32(1);
a_8[u32(1)] = l_799;
}
}
}

for (var l_mut_800: u32 = u32(0); l_mut_800 < u32(65); l_mut_800++) {
let l_801 = id * u32(65);
let l_802 = l_801 + l_mut_800;
let l_803 = a_8[l_mut_800];
let l_880 = info.static_meta[u32(3)];
let l_881 = l_880 * u32(1);
let l_882 = l_802 < l_881;
if l_882 {
buffer_3_global[l_802] = l_803;
}
}

for (var l_mut_804: u32 = u32(0); l_mut_804 < u32(10); l_mut_804++) {
let l_805 = id * u32(10);
let l_806 = l_805 + l_mut_804;
let l_807 = a_9[l_mut_804];
let l_883 = info.static_meta[u32(4)];
let l_884 = l_883 * u32(1);
let l_885 = l_806 < l_884;
if l_885 {
buffer_4_global[l_806] = l_807;
}
}
}
}
fn is_nan_primitive_f64(x: f64) -> bool {
    let bits = bitcast<u64>(x);
    let abs_bits = bits & 0x7ff0000000000000;
    return abs_bits > 0x7fffffffffffffff;
}


fn is_nan_1_f64(x: f64, ) -> bool{
    return is_nan_primitive_f64(x, );
}
