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
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f64>;

@group(0)
@binding(6)
var<storage, read_write> buffer_6_global: array<u32>;

@group(0)
@binding(7)
var<storage, read_write> buffer_7_global: array<u32>;

struct info_st {
   static_meta: array<u32, 16>,
}

@group(0)
@binding(8)
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

var a_147: array<u32, 1>;

var a_10: array<u32, 8>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_125: bool;
var l_mut_148: u32;
var l_mut_164: u32;
var l_mut_177: f64;
var l_mut_194: u32;
var l_mut_215: bool;
var l_mut_218: bool;
var l_mut_221: bool;
var l_mut_224: bool;
var l_mut_22: f32;
var l_mut_25: f64;
var l_mut_28: f64;
var l_mut_30: u32;
var l_mut_540: f64;
let l_0 = id == u32(0);
if l_0 {
let l_824 = info.static_meta[u32(7)];
let l_825 = l_824 * u32(1);
let l_826 = u32(0) < l_825;
if l_826 {
buffer_7_global[u32(0)] = u32(1);
}
}
let l_810 = info.static_meta[u32(0)];
let l_811 = l_810 * u32(1);
let l_812 = u32(1) < l_811;
let l_813 = l_811 - u32(1);
let l_814 = min(u32(1), l_813);
let l_815 = buffer_0_global[l_814];
let l_816 = select(u32(0), l_815, l_812);
let l_1 = l_816;
let l_2 = id * l_1;
let l_817 = info.static_meta[u32(0)];
let l_818 = l_817 * u32(1);
let l_819 = u32(2) < l_818;
let l_820 = l_818 - u32(1);
let l_821 = min(u32(2), l_820);
let l_822 = buffer_0_global[l_821];
let l_823 = select(u32(0), l_822, l_819);
let l_3 = l_823;
let l_4 = l_2 < l_3;
if l_4 {
let l_5 = l_2 + l_1;
let l_827 = info.static_meta[u32(0)];
let l_828 = l_827 * u32(1);
let l_829 = u32(2) < l_828;
let l_830 = l_828 - u32(1);
let l_831 = min(u32(2), l_830);
let l_832 = buffer_0_global[l_831];
let l_833 = select(u32(0), l_832, l_829);
let l_6 = l_833;
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
let l_834 = info.static_meta[u32(0)];
let l_835 = l_834 * u32(1);
let l_836 = u32(0) < l_835;
let l_837 = l_835 - u32(1);
let l_838 = min(u32(0), l_837);
let l_839 = buffer_0_global[l_838];
let l_840 = select(u32(0), l_839, l_836);
let l_19 = l_840;
let l_20 = l_19 + l_mut_18;
let l_21 = bitcast<f32>(l_20);
l_mut_22 = l_21;
let l_23 = f32(1.0) / l_21;l_mut_22 = l_23;
let l_24 = f64(l_21);
l_mut_25 = l_24;
let l_26 = f64(l_21);
let l_27 = f64(l_21);
l_mut_28 = l_mut_25;
let l_29 = f64(1.0) / l_mut_25;l_mut_28 = l_29;
l_mut_25 = l_mut_28;
l_mut_30 = u32(4294967294);
let l_31 = bitcast<u32>(l_mut_22);
let l_32 = bitcast<u32>(l_21);
let l_33 = l_32 & u32(2139095040);
let l_34 = l_33 != u32(2139095040);
let l_35 = l_33 == u32(0);
let l_36 = bitcast<u32>(l_21);
let l_37 = l_36 & u32(8388607);
let l_38 = l_37 != u32(0);
let l_39 = l_35 && l_38;
let l_40 = abs(l_mut_25);
let l_41 = l_mut_25 < f64(0.0);
let l_42 = u32(l_41);
let l_43 = u32(2147483648) * l_42;
if l_39 {
} else {
let l_44 = is_nan_1_f64(l_mut_25);if l_44 {
let l_45 = l_31 & u32(2147483647);
let l_46 = l_45 > u32(2139095040);
if l_46 {
l_mut_30 = u32(4294967293);
}
} else {
let l_47 = l_40 >= f64(3.402823669209385e38);
let l_48 = !l_34;
let l_49 = l_40 == f64(0.0);
let l_50 = l_48 && l_49;
let l_51 = l_47 || l_50;
if l_51 {
let l_52 = l_40 >= f64(3.402823669209385e38);
let l_53 = u32(l_52);
let l_54 = u32(2139095040) * l_53;
let l_55 = l_54 | l_43;
let l_56 = l_31 == l_55;
let l_57 = l_31 | l_55;
let l_58 = l_57 & u32(2147483647);
let l_59 = l_58 == u32(0);
let l_60 = l_56 || l_59;
if l_60 {
l_mut_30 = u32(4294967293);
}
} else {
let l_61 = l_40 >= f64(2.350988701644575e-38);
let l_62 = l_34 && l_61;
let l_63 = l_40 < f64(3.4028234663852886e38);
let l_64 = l_62 && l_63;
if l_64 {
let l_65 = f32(l_40);
let l_66 = bitcast<u32>(l_65);
let l_67 = bitcast<f32>(l_66);
let l_68 = f64(l_67);
let l_69 = l_40 - l_68;
let l_70 = l_66 + u32(1);
let l_71 = l_69 < f64(0.0);
let l_72 = u32(l_71);
let l_73 = u32(2) * l_72;
let l_74 = l_70 - l_73;
let l_75 = bitcast<f32>(l_74);
let l_76 = f64(l_75);
let l_77 = l_76 - l_68;
let l_78 = abs(l_77);
let l_79 = l_78 * f64(0.5);
let l_80 = abs(l_69);
let l_81 = l_79 - l_80;
let l_82 = l_40 * f64(9.094947017729282e-13);
let l_83 = l_81 > l_82;
if l_83 {
let l_84 = l_66 | l_43;
l_mut_30 = l_84;
}
} else {
let l_85 = l_40 < f64(2.350988701644575e-38);
let l_86 = l_34 && l_85;
if l_86 {
let l_87 = l_40 * f64(7.1362384635298e44);
let l_88 = floor(l_87);
let l_89 = l_87 - l_88;
let l_90 = l_89 - f64(0.5);
let l_91 = abs(l_90);
let l_92 = l_87 * f64(9.094947017729282e-13);
let l_93 = l_91 > l_92;
if l_93 {
let l_94 = l_89 > f64(0.5);
let l_95 = f64(l_94);
let l_96 = l_88 + l_95;
let l_97 = u32(l_96);
let l_98 = l_97 | l_43;
l_mut_30 = l_98;
}
}
}
}
}
}
let l_99 = bitcast<u32>(l_mut_22);
let l_100 = l_99 & u32(2139095040);
let l_101 = l_100 != u32(2139095040);
let l_102 = l_99 & u32(2147483647);
let l_103 = l_102 == u32(0);
let l_104 = l_99 & u32(2147483647);
let l_105 = f64(l_104);
let l_106 = l_99 >> u32(31);
let l_107 = f64(l_106);
let l_108 = f64(2.0) * l_107;
let l_109 = f64(1.0) - l_108;
let l_110 = l_105 * l_109;
let l_111 = l_mut_30 & u32(2147483647);
let l_112 = f64(l_111);
let l_113 = l_mut_30 >> u32(31);
let l_114 = f64(l_113);
let l_115 = f64(2.0) * l_114;
let l_116 = f64(1.0) - l_115;
let l_117 = l_112 * l_116;
let l_118 = l_110 - l_117;
let l_119 = l_mut_30 < u32(4294967293);
let l_120 = l_118 == f64(0.0);
let l_121 = !l_103;
let l_122 = l_101 && l_121;
let l_123 = l_120 || l_122;
let l_124 = l_119 && l_123;
l_mut_125 = l_124;
let l_126 = l_118 != f64(0.0);
let l_127 = l_mut_125 && l_126;
if l_127 {

for (var l_mut_128: u32 = u32(0); l_mut_128 < u32(8); l_mut_128++) {
let l_129 = u32(2) * l_mut_128;
let l_841 = info.static_meta[u32(1)];
let l_842 = l_841 * u32(1);
let l_843 = l_129 < l_842;
let l_844 = l_842 - u32(1);
let l_845 = min(l_129, l_844);
let l_846 = buffer_1_global[l_845];
let l_847 = select(u32(0), l_846, l_843);
let l_130 = l_847;
let l_131 = u32(2) * l_mut_128;
let l_132 = l_131 + u32(1);
let l_848 = info.static_meta[u32(1)];
let l_849 = l_848 * u32(1);
let l_850 = l_132 < l_849;
let l_851 = l_849 - u32(1);
let l_852 = min(l_132, l_851);
let l_853 = buffer_1_global[l_852];
let l_854 = select(u32(0), l_853, l_850);
let l_133 = l_854;
let l_134 = l_133 != u32(0);
let l_135 = l_mut_128 * u32(4);
let l_855 = info.static_meta[u32(2)];
let l_856 = l_855 * u32(1);
let l_857 = l_135 < l_856;
let l_858 = l_856 - u32(1);
let l_859 = min(l_135, l_858);
let l_860 = buffer_2_global[l_859];
let l_861 = select(f64(0.0), l_860, l_857);
let l_136 = l_861;
let l_137 = l_mut_128 * u32(4);
let l_138 = l_137 + u32(1);
let l_862 = info.static_meta[u32(2)];
let l_863 = l_862 * u32(1);
let l_864 = l_138 < l_863;
let l_865 = l_863 - u32(1);
let l_866 = min(l_138, l_865);
let l_867 = buffer_2_global[l_866];
let l_868 = select(f64(0.0), l_867, l_864);
let l_139 = l_868;
let l_140 = l_mut_128 * u32(4);
let l_141 = l_140 + u32(2);
let l_869 = info.static_meta[u32(2)];
let l_870 = l_869 * u32(1);
let l_871 = l_141 < l_870;
let l_872 = l_870 - u32(1);
let l_873 = min(l_141, l_872);
let l_874 = buffer_2_global[l_873];
let l_875 = select(f64(0.0), l_874, l_871);
let l_142 = l_875;
let l_143 = f64(l_21);
let l_144 = abs(l_143);
let l_145 = abs(l_mut_25);
let l_146 = l_145 * f64(1.4551915228366852e-11);
a_147[u32(0)] = u32(1);
l_mut_148 = u32(2);
let l_149 = l_130 == u32(0);
if l_149 {
l_mut_148 = u32(0);
} else {
let l_150 = l_130 == u32(1);
if l_150 {
l_mut_148 = u32(1);
let l_151 = abs(l_118);
let l_152 = l_151 <= l_136;
if l_152 {
l_mut_148 = u32(0);
}
} else {
let l_153 = l_130 == u32(2);
if l_153 {
let l_154 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_155 = l_154 >= f64(1.1754943508222875e-38);
let l_156 = l_154 <= f64(1.7976931348623157e308);
let l_157 = l_155 && l_156;
if l_157 {
let l_158 = bitcast<u64>(l_154);
let l_159 = l_158 >> u32(bitcast<u64>(u64(52)));
let l_160 = l_159 - u64(23);
let l_161 = l_160 << u32(bitcast<u64>(u64(52)));
let l_162 = bitcast<f64>(l_161);
l_mut_28 = l_162;
}
let l_163 = l_136 * l_mut_28;
l_mut_164 = u32(2);
let l_165 = l_mut_25 - l_146;
let l_166 = abs(l_165);
l_mut_28 = f64(1.401298464324817e-45);
let l_167 = l_166 >= f64(1.1754943508222875e-38);
let l_168 = l_166 <= f64(1.7976931348623157e308);
let l_169 = l_167 && l_168;
if l_169 {
let l_170 = bitcast<u64>(l_166);
let l_171 = l_170 >> u32(bitcast<u64>(u64(52)));
let l_172 = l_171 - u64(23);
let l_173 = l_172 << u32(bitcast<u64>(u64(52)));
let l_174 = bitcast<f64>(l_173);
l_mut_28 = l_174;
}
let l_175 = l_mut_25 + l_146;
let l_176 = abs(l_175);
l_mut_177 = f64(1.401298464324817e-45);
let l_178 = l_176 >= f64(1.1754943508222875e-38);
let l_179 = l_176 <= f64(1.7976931348623157e308);
let l_180 = l_178 && l_179;
if l_180 {
let l_181 = bitcast<u64>(l_176);
let l_182 = l_181 >> u32(bitcast<u64>(u64(52)));
let l_183 = l_182 - u64(23);
let l_184 = l_183 << u32(bitcast<u64>(u64(52)));
let l_185 = bitcast<f64>(l_184);
l_mut_177 = l_185;
}
let l_186 = l_mut_28 == l_mut_177;
if l_186 {
let l_187 = l_163 * f64(1.4551915228366852e-11);
let l_188 = l_146 + l_187;
let l_189 = l_mut_25 - l_163;
let l_190 = l_mut_25 + l_163;
let l_191 = f64(l_mut_22);
let l_192 = bitcast<u32>(l_mut_22);
let l_193 = l_192 + u32(1);
l_mut_194 = l_193;
let l_195 = l_192 & u32(2147483647);
let l_196 = l_195 == u32(0);
if l_196 {
l_mut_194 = u32(1);
} else {
let l_197 = l_192 & u32(2147483648);
let l_198 = l_197 != u32(0);
if l_198 {
let l_199 = l_192 - u32(1);
l_mut_194 = l_199;
}
}
let l_200 = bitcast<f32>(l_mut_194);
let l_201 = f64(l_200);
let l_202 = -l_mut_22;
let l_203 = bitcast<u32>(l_202);
let l_204 = l_203 + u32(1);
l_mut_194 = l_204;
let l_205 = l_203 & u32(2147483647);
let l_206 = l_205 == u32(0);
if l_206 {
l_mut_194 = u32(1);
} else {
let l_207 = l_203 & u32(2147483648);
let l_208 = l_207 != u32(0);
if l_208 {
let l_209 = l_203 - u32(1);
l_mut_194 = l_209;
}
}
let l_210 = bitcast<f32>(l_mut_194);
let l_211 = -l_210;
let l_212 = f64(l_211);
let l_213 = l_189 + l_188;
let l_214 = l_213 <= l_191;
l_mut_215 = l_214;
let l_216 = l_189 - l_188;
let l_217 = l_216 > l_191;
l_mut_218 = l_217;
let l_219 = l_190 - l_188;
let l_220 = l_219 >= l_191;
l_mut_221 = l_220;
let l_222 = l_190 + l_188;
let l_223 = l_222 < l_191;
l_mut_224 = l_223;
if l_134 {
let l_225 = l_189 + l_188;
let l_226 = l_225 < l_201;
l_mut_215 = l_226;
let l_227 = l_189 - l_188;
let l_228 = l_227 >= l_201;
l_mut_218 = l_228;
let l_229 = l_190 - l_188;
let l_230 = l_229 > l_212;
l_mut_221 = l_230;
let l_231 = l_190 + l_188;
let l_232 = l_231 <= l_212;
l_mut_224 = l_232;
}
l_mut_194 = u32(2);
let l_233 = l_mut_218 || l_mut_224;
if l_233 {
l_mut_194 = u32(1);
} else {
let l_234 = l_mut_215 && l_mut_221;
if l_234 {
l_mut_194 = u32(0);
}
}
l_mut_164 = l_mut_194;
}
l_mut_148 = l_mut_164;
} else {
let l_235 = l_130 == u32(3);
if l_235 {
l_mut_148 = u32(0);
let l_236 = l_144 >= f64(1.1754943508222875e-38);
let l_237 = l_144 <= f64(8.507059173023462e37);
let l_238 = l_236 && l_237;
if l_238 {
let l_239 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_240 = l_239 >= f64(1.1754943508222875e-38);
let l_241 = l_239 <= f64(1.7976931348623157e308);
let l_242 = l_240 && l_241;
if l_242 {
let l_243 = bitcast<u64>(l_239);
let l_244 = l_243 >> u32(bitcast<u64>(u64(52)));
let l_245 = l_244 - u64(23);
let l_246 = l_245 << u32(bitcast<u64>(u64(52)));
let l_247 = bitcast<f64>(l_246);
l_mut_177 = l_247;
}
let l_248 = l_136 * l_mut_177;
l_mut_194 = u32(2);
let l_249 = l_mut_25 - l_146;
let l_250 = abs(l_249);
l_mut_177 = f64(1.401298464324817e-45);
let l_251 = l_250 >= f64(1.1754943508222875e-38);
let l_252 = l_250 <= f64(1.7976931348623157e308);
let l_253 = l_251 && l_252;
if l_253 {
let l_254 = bitcast<u64>(l_250);
let l_255 = l_254 >> u32(bitcast<u64>(u64(52)));
let l_256 = l_255 - u64(23);
let l_257 = l_256 << u32(bitcast<u64>(u64(52)));
let l_258 = bitcast<f64>(l_257);
l_mut_177 = l_258;
}
let l_259 = l_mut_25 + l_146;
let l_260 = abs(l_259);
l_mut_28 = f64(1.401298464324817e-45);
let l_261 = l_260 >= f64(1.1754943508222875e-38);
let l_262 = l_260 <= f64(1.7976931348623157e308);
let l_263 = l_261 && l_262;
if l_263 {
let l_264 = bitcast<u64>(l_260);
let l_265 = l_264 >> u32(bitcast<u64>(u64(52)));
let l_266 = l_265 - u64(23);
let l_267 = l_266 << u32(bitcast<u64>(u64(52)));
let l_268 = bitcast<f64>(l_267);
l_mut_28 = l_268;
}
let l_269 = l_mut_177 == l_mut_28;
if l_269 {
let l_270 = l_248 * f64(1.4551915228366852e-11);
let l_271 = l_146 + l_270;
let l_272 = l_mut_25 - l_248;
let l_273 = l_mut_25 + l_248;
let l_274 = f64(l_mut_22);
let l_275 = bitcast<u32>(l_mut_22);
let l_276 = l_275 + u32(1);
l_mut_164 = l_276;
let l_277 = l_275 & u32(2147483647);
let l_278 = l_277 == u32(0);
if l_278 {
l_mut_164 = u32(1);
} else {
let l_279 = l_275 & u32(2147483648);
let l_280 = l_279 != u32(0);
if l_280 {
let l_281 = l_275 - u32(1);
l_mut_164 = l_281;
}
}
let l_282 = bitcast<f32>(l_mut_164);
let l_283 = f64(l_282);
let l_284 = -l_mut_22;
let l_285 = bitcast<u32>(l_284);
let l_286 = l_285 + u32(1);
l_mut_164 = l_286;
let l_287 = l_285 & u32(2147483647);
let l_288 = l_287 == u32(0);
if l_288 {
l_mut_164 = u32(1);
} else {
let l_289 = l_285 & u32(2147483648);
let l_290 = l_289 != u32(0);
if l_290 {
let l_291 = l_285 - u32(1);
l_mut_164 = l_291;
}
}
let l_292 = bitcast<f32>(l_mut_164);
let l_293 = -l_292;
let l_294 = f64(l_293);
let l_295 = l_272 + l_271;
let l_296 = l_295 <= l_274;
l_mut_224 = l_296;
let l_297 = l_272 - l_271;
let l_298 = l_297 > l_274;
l_mut_221 = l_298;
let l_299 = l_273 - l_271;
let l_300 = l_299 >= l_274;
l_mut_218 = l_300;
let l_301 = l_273 + l_271;
let l_302 = l_301 < l_274;
l_mut_215 = l_302;
if l_134 {
let l_303 = l_272 + l_271;
let l_304 = l_303 < l_283;
l_mut_224 = l_304;
let l_305 = l_272 - l_271;
let l_306 = l_305 >= l_283;
l_mut_221 = l_306;
let l_307 = l_273 - l_271;
let l_308 = l_307 > l_294;
l_mut_218 = l_308;
let l_309 = l_273 + l_271;
let l_310 = l_309 <= l_294;
l_mut_215 = l_310;
}
l_mut_164 = u32(2);
let l_311 = l_mut_221 || l_mut_215;
if l_311 {
l_mut_164 = u32(1);
} else {
let l_312 = l_mut_224 && l_mut_218;
if l_312 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
}
} else {
let l_313 = l_130 == u32(4);
if l_313 {
let l_314 = l_139 * l_144;
let l_315 = l_136 + l_314;
let l_316 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_317 = l_316 >= f64(1.1754943508222875e-38);
let l_318 = l_316 <= f64(1.7976931348623157e308);
let l_319 = l_317 && l_318;
if l_319 {
let l_320 = bitcast<u64>(l_316);
let l_321 = l_320 >> u32(bitcast<u64>(u64(52)));
let l_322 = l_321 - u64(23);
let l_323 = l_322 << u32(bitcast<u64>(u64(52)));
let l_324 = bitcast<f64>(l_323);
l_mut_177 = l_324;
}
let l_325 = l_315 * l_mut_177;
l_mut_194 = u32(2);
let l_326 = l_mut_25 - l_146;
let l_327 = abs(l_326);
l_mut_177 = f64(1.401298464324817e-45);
let l_328 = l_327 >= f64(1.1754943508222875e-38);
let l_329 = l_327 <= f64(1.7976931348623157e308);
let l_330 = l_328 && l_329;
if l_330 {
let l_331 = bitcast<u64>(l_327);
let l_332 = l_331 >> u32(bitcast<u64>(u64(52)));
let l_333 = l_332 - u64(23);
let l_334 = l_333 << u32(bitcast<u64>(u64(52)));
let l_335 = bitcast<f64>(l_334);
l_mut_177 = l_335;
}
let l_336 = l_mut_25 + l_146;
let l_337 = abs(l_336);
l_mut_28 = f64(1.401298464324817e-45);
let l_338 = l_337 >= f64(1.1754943508222875e-38);
let l_339 = l_337 <= f64(1.7976931348623157e308);
let l_340 = l_338 && l_339;
if l_340 {
let l_341 = bitcast<u64>(l_337);
let l_342 = l_341 >> u32(bitcast<u64>(u64(52)));
let l_343 = l_342 - u64(23);
let l_344 = l_343 << u32(bitcast<u64>(u64(52)));
let l_345 = bitcast<f64>(l_344);
l_mut_28 = l_345;
}
let l_346 = l_mut_177 == l_mut_28;
if l_346 {
let l_347 = l_325 * f64(1.4551915228366852e-11);
let l_348 = l_146 + l_347;
let l_349 = l_mut_25 - l_325;
let l_350 = l_mut_25 + l_325;
let l_351 = f64(l_mut_22);
let l_352 = bitcast<u32>(l_mut_22);
let l_353 = l_352 + u32(1);
l_mut_164 = l_353;
let l_354 = l_352 & u32(2147483647);
let l_355 = l_354 == u32(0);
if l_355 {
l_mut_164 = u32(1);
} else {
let l_356 = l_352 & u32(2147483648);
let l_357 = l_356 != u32(0);
if l_357 {
let l_358 = l_352 - u32(1);
l_mut_164 = l_358;
}
}
let l_359 = bitcast<f32>(l_mut_164);
let l_360 = f64(l_359);
let l_361 = -l_mut_22;
let l_362 = bitcast<u32>(l_361);
let l_363 = l_362 + u32(1);
l_mut_164 = l_363;
let l_364 = l_362 & u32(2147483647);
let l_365 = l_364 == u32(0);
if l_365 {
l_mut_164 = u32(1);
} else {
let l_366 = l_362 & u32(2147483648);
let l_367 = l_366 != u32(0);
if l_367 {
let l_368 = l_362 - u32(1);
l_mut_164 = l_368;
}
}
let l_369 = bitcast<f32>(l_mut_164);
let l_370 = -l_369;
let l_371 = f64(l_370);
let l_372 = l_349 + l_348;
let l_373 = l_372 <= l_351;
l_mut_224 = l_373;
let l_374 = l_349 - l_348;
let l_375 = l_374 > l_351;
l_mut_221 = l_375;
let l_376 = l_350 - l_348;
let l_377 = l_376 >= l_351;
l_mut_218 = l_377;
let l_378 = l_350 + l_348;
let l_379 = l_378 < l_351;
l_mut_215 = l_379;
if l_134 {
let l_380 = l_349 + l_348;
let l_381 = l_380 < l_360;
l_mut_224 = l_381;
let l_382 = l_349 - l_348;
let l_383 = l_382 >= l_360;
l_mut_221 = l_383;
let l_384 = l_350 - l_348;
let l_385 = l_384 > l_371;
l_mut_218 = l_385;
let l_386 = l_350 + l_348;
let l_387 = l_386 <= l_371;
l_mut_215 = l_387;
}
l_mut_164 = u32(2);
let l_388 = l_mut_221 || l_mut_215;
if l_388 {
l_mut_164 = u32(1);
} else {
let l_389 = l_mut_224 && l_mut_218;
if l_389 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_390 = l_130 == u32(5);
if l_390 {
let l_391 = f64(2.0) * l_143;
let l_392 = abs(l_391);
let l_393 = floor(l_392);
let l_394 = f64(3.0) + l_393;
let l_395 = abs(l_mut_25);
l_mut_177 = f64(1.401298464324817e-45);
let l_396 = l_395 >= f64(1.1754943508222875e-38);
let l_397 = l_395 <= f64(1.7976931348623157e308);
let l_398 = l_396 && l_397;
if l_398 {
let l_399 = bitcast<u64>(l_395);
let l_400 = l_399 >> u32(bitcast<u64>(u64(52)));
let l_401 = l_400 - u64(23);
let l_402 = l_401 << u32(bitcast<u64>(u64(52)));
let l_403 = bitcast<f64>(l_402);
l_mut_177 = l_403;
}
let l_404 = l_394 * l_mut_177;
l_mut_194 = u32(2);
let l_405 = l_mut_25 - l_146;
let l_406 = abs(l_405);
l_mut_177 = f64(1.401298464324817e-45);
let l_407 = l_406 >= f64(1.1754943508222875e-38);
let l_408 = l_406 <= f64(1.7976931348623157e308);
let l_409 = l_407 && l_408;
if l_409 {
let l_410 = bitcast<u64>(l_406);
let l_411 = l_410 >> u32(bitcast<u64>(u64(52)));
let l_412 = l_411 - u64(23);
let l_413 = l_412 << u32(bitcast<u64>(u64(52)));
let l_414 = bitcast<f64>(l_413);
l_mut_177 = l_414;
}
let l_415 = l_mut_25 + l_146;
let l_416 = abs(l_415);
l_mut_28 = f64(1.401298464324817e-45);
let l_417 = l_416 >= f64(1.1754943508222875e-38);
let l_418 = l_416 <= f64(1.7976931348623157e308);
let l_419 = l_417 && l_418;
if l_419 {
let l_420 = bitcast<u64>(l_416);
let l_421 = l_420 >> u32(bitcast<u64>(u64(52)));
let l_422 = l_421 - u64(23);
let l_423 = l_422 << u32(bitcast<u64>(u64(52)));
let l_424 = bitcast<f64>(l_423);
l_mut_28 = l_424;
}
let l_425 = l_mut_177 == l_mut_28;
if l_425 {
let l_426 = l_404 * f64(1.4551915228366852e-11);
let l_427 = l_146 + l_426;
let l_428 = l_mut_25 - l_404;
let l_429 = l_mut_25 + l_404;
let l_430 = f64(l_mut_22);
let l_431 = bitcast<u32>(l_mut_22);
let l_432 = l_431 + u32(1);
l_mut_164 = l_432;
let l_433 = l_431 & u32(2147483647);
let l_434 = l_433 == u32(0);
if l_434 {
l_mut_164 = u32(1);
} else {
let l_435 = l_431 & u32(2147483648);
let l_436 = l_435 != u32(0);
if l_436 {
let l_437 = l_431 - u32(1);
l_mut_164 = l_437;
}
}
let l_438 = bitcast<f32>(l_mut_164);
let l_439 = f64(l_438);
let l_440 = -l_mut_22;
let l_441 = bitcast<u32>(l_440);
let l_442 = l_441 + u32(1);
l_mut_164 = l_442;
let l_443 = l_441 & u32(2147483647);
let l_444 = l_443 == u32(0);
if l_444 {
l_mut_164 = u32(1);
} else {
let l_445 = l_441 & u32(2147483648);
let l_446 = l_445 != u32(0);
if l_446 {
let l_447 = l_441 - u32(1);
l_mut_164 = l_447;
}
}
let l_448 = bitcast<f32>(l_mut_164);
let l_449 = -l_448;
let l_450 = f64(l_449);
let l_451 = l_428 + l_427;
let l_452 = l_451 <= l_430;
l_mut_224 = l_452;
let l_453 = l_428 - l_427;
let l_454 = l_453 > l_430;
l_mut_221 = l_454;
let l_455 = l_429 - l_427;
let l_456 = l_455 >= l_430;
l_mut_218 = l_456;
let l_457 = l_429 + l_427;
let l_458 = l_457 < l_430;
l_mut_215 = l_458;
if l_134 {
let l_459 = l_428 + l_427;
let l_460 = l_459 < l_439;
l_mut_224 = l_460;
let l_461 = l_428 - l_427;
let l_462 = l_461 >= l_439;
l_mut_221 = l_462;
let l_463 = l_429 - l_427;
let l_464 = l_463 > l_450;
l_mut_218 = l_464;
let l_465 = l_429 + l_427;
let l_466 = l_465 <= l_450;
l_mut_215 = l_466;
}
l_mut_164 = u32(2);
let l_467 = l_mut_221 || l_mut_215;
if l_467 {
l_mut_164 = u32(1);
} else {
let l_468 = l_mut_224 && l_mut_218;
if l_468 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
} else {
let l_469 = l_130 == u32(6);
if l_469 {
l_mut_148 = u32(0);
let l_470 = l_144 <= l_139;
if l_470 {
let l_471 = l_136 * f64(1.4551915228366852e-11);
let l_472 = l_146 + l_471;
let l_473 = l_mut_25 - l_136;
let l_474 = l_mut_25 + l_136;
let l_475 = f64(l_mut_22);
let l_476 = bitcast<u32>(l_mut_22);
let l_477 = l_476 + u32(1);
l_mut_194 = l_477;
let l_478 = l_476 & u32(2147483647);
let l_479 = l_478 == u32(0);
if l_479 {
l_mut_194 = u32(1);
} else {
let l_480 = l_476 & u32(2147483648);
let l_481 = l_480 != u32(0);
if l_481 {
let l_482 = l_476 - u32(1);
l_mut_194 = l_482;
}
}
let l_483 = bitcast<f32>(l_mut_194);
let l_484 = f64(l_483);
let l_485 = -l_mut_22;
let l_486 = bitcast<u32>(l_485);
let l_487 = l_486 + u32(1);
l_mut_194 = l_487;
let l_488 = l_486 & u32(2147483647);
let l_489 = l_488 == u32(0);
if l_489 {
l_mut_194 = u32(1);
} else {
let l_490 = l_486 & u32(2147483648);
let l_491 = l_490 != u32(0);
if l_491 {
let l_492 = l_486 - u32(1);
l_mut_194 = l_492;
}
}
let l_493 = bitcast<f32>(l_mut_194);
let l_494 = -l_493;
let l_495 = f64(l_494);
let l_496 = l_473 + l_472;
let l_497 = l_496 <= l_475;
l_mut_224 = l_497;
let l_498 = l_473 - l_472;
let l_499 = l_498 > l_475;
l_mut_221 = l_499;
let l_500 = l_474 - l_472;
let l_501 = l_500 >= l_475;
l_mut_218 = l_501;
let l_502 = l_474 + l_472;
let l_503 = l_502 < l_475;
l_mut_215 = l_503;
if l_134 {
let l_504 = l_473 + l_472;
let l_505 = l_504 < l_484;
l_mut_224 = l_505;
let l_506 = l_473 - l_472;
let l_507 = l_506 >= l_484;
l_mut_221 = l_507;
let l_508 = l_474 - l_472;
let l_509 = l_508 > l_495;
l_mut_218 = l_509;
let l_510 = l_474 + l_472;
let l_511 = l_510 <= l_495;
l_mut_215 = l_511;
}
l_mut_194 = u32(2);
let l_512 = l_mut_221 || l_mut_215;
if l_512 {
l_mut_194 = u32(1);
} else {
let l_513 = l_mut_224 && l_mut_218;
if l_513 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_514 = l_130 == u32(7);
if l_514 {
let l_515 = abs(l_mut_25);
let l_516 = l_136 * l_515;
l_mut_177 = l_516;
let l_517 = abs(l_mut_25);
l_mut_28 = f64(1.401298464324817e-45);
let l_518 = l_517 >= f64(1.1754943508222875e-38);
let l_519 = l_517 <= f64(1.7976931348623157e308);
let l_520 = l_518 && l_519;
if l_520 {
let l_521 = bitcast<u64>(l_517);
let l_522 = l_521 >> u32(bitcast<u64>(u64(52)));
let l_523 = l_522 - u64(23);
let l_524 = l_523 << u32(bitcast<u64>(u64(52)));
let l_525 = bitcast<f64>(l_524);
l_mut_28 = l_525;
}
let l_526 = f64(0.5) * l_mut_28;
let l_527 = l_526 > l_mut_177;
if l_527 {
l_mut_177 = l_526;
}
let l_528 = l_mut_25 - l_146;
let l_529 = abs(l_528);
l_mut_28 = f64(1.401298464324817e-45);
let l_530 = l_529 >= f64(1.1754943508222875e-38);
let l_531 = l_529 <= f64(1.7976931348623157e308);
let l_532 = l_530 && l_531;
if l_532 {
let l_533 = bitcast<u64>(l_529);
let l_534 = l_533 >> u32(bitcast<u64>(u64(52)));
let l_535 = l_534 - u64(23);
let l_536 = l_535 << u32(bitcast<u64>(u64(52)));
let l_537 = bitcast<f64>(l_536);
l_mut_28 = l_537;
}
let l_538 = l_mut_25 + l_146;
let l_539 = abs(l_538);
l_mut_540 = f64(1.401298464324817e-45);
let l_541 = l_539 >= f64(1.1754943508222875e-38);
let l_542 = l_539 <= f64(1.7976931348623157e308);
let l_543 = l_541 && l_542;
if l_543 {
let l_544 = bitcast<u64>(l_539);
let l_545 = l_544 >> u32(bitcast<u64>(u64(52)));
let l_546 = l_545 - u64(23);
let l_547 = l_546 << u32(bitcast<u64>(u64(52)));
let l_548 = bitcast<f64>(l_547);
l_mut_540 = l_548;
}
let l_549 = l_mut_28 == l_mut_540;
if l_549 {
let l_550 = l_136 * l_146;
let l_551 = l_146 + l_550;
let l_552 = l_mut_177 * f64(1.4551915228366852e-11);
let l_553 = l_551 + l_552;
let l_554 = l_mut_25 - l_mut_177;
let l_555 = l_mut_25 + l_mut_177;
let l_556 = f64(l_mut_22);
let l_557 = bitcast<u32>(l_mut_22);
let l_558 = l_557 + u32(1);
l_mut_194 = l_558;
let l_559 = l_557 & u32(2147483647);
let l_560 = l_559 == u32(0);
if l_560 {
l_mut_194 = u32(1);
} else {
let l_561 = l_557 & u32(2147483648);
let l_562 = l_561 != u32(0);
if l_562 {
let l_563 = l_557 - u32(1);
l_mut_194 = l_563;
}
}
let l_564 = bitcast<f32>(l_mut_194);
let l_565 = f64(l_564);
let l_566 = -l_mut_22;
let l_567 = bitcast<u32>(l_566);
let l_568 = l_567 + u32(1);
l_mut_194 = l_568;
let l_569 = l_567 & u32(2147483647);
let l_570 = l_569 == u32(0);
if l_570 {
l_mut_194 = u32(1);
} else {
let l_571 = l_567 & u32(2147483648);
let l_572 = l_571 != u32(0);
if l_572 {
let l_573 = l_567 - u32(1);
l_mut_194 = l_573;
}
}
let l_574 = bitcast<f32>(l_mut_194);
let l_575 = -l_574;
let l_576 = f64(l_575);
let l_577 = l_554 + l_553;
let l_578 = l_577 <= l_556;
l_mut_224 = l_578;
let l_579 = l_554 - l_553;
let l_580 = l_579 > l_556;
l_mut_221 = l_580;
let l_581 = l_555 - l_553;
let l_582 = l_581 >= l_556;
l_mut_218 = l_582;
let l_583 = l_555 + l_553;
let l_584 = l_583 < l_556;
l_mut_215 = l_584;
if l_134 {
let l_585 = l_554 + l_553;
let l_586 = l_585 < l_565;
l_mut_224 = l_586;
let l_587 = l_554 - l_553;
let l_588 = l_587 >= l_565;
l_mut_221 = l_588;
let l_589 = l_555 - l_553;
let l_590 = l_589 > l_576;
l_mut_218 = l_590;
let l_591 = l_555 + l_553;
let l_592 = l_591 <= l_576;
l_mut_215 = l_592;
}
l_mut_194 = u32(2);
let l_593 = l_mut_221 || l_mut_215;
if l_593 {
l_mut_194 = u32(1);
} else {
let l_594 = l_mut_224 && l_mut_218;
if l_594 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
}
} else {
let l_595 = l_130 == u32(8);
if l_595 {
let l_596 = l_143 >= f64(0.5);
let l_597 = l_143 <= f64(2.0);
let l_598 = l_596 && l_597;
if l_598 {
let l_599 = l_136 * f64(1.4551915228366852e-11);
let l_600 = l_146 + l_599;
let l_601 = l_mut_25 - l_136;
let l_602 = l_mut_25 + l_136;
let l_603 = f64(l_mut_22);
let l_604 = bitcast<u32>(l_mut_22);
let l_605 = l_604 + u32(1);
l_mut_194 = l_605;
let l_606 = l_604 & u32(2147483647);
let l_607 = l_606 == u32(0);
if l_607 {
l_mut_194 = u32(1);
} else {
let l_608 = l_604 & u32(2147483648);
let l_609 = l_608 != u32(0);
if l_609 {
let l_610 = l_604 - u32(1);
l_mut_194 = l_610;
}
}
let l_611 = bitcast<f32>(l_mut_194);
let l_612 = f64(l_611);
let l_613 = -l_mut_22;
let l_614 = bitcast<u32>(l_613);
let l_615 = l_614 + u32(1);
l_mut_194 = l_615;
let l_616 = l_614 & u32(2147483647);
let l_617 = l_616 == u32(0);
if l_617 {
l_mut_194 = u32(1);
} else {
let l_618 = l_614 & u32(2147483648);
let l_619 = l_618 != u32(0);
if l_619 {
let l_620 = l_614 - u32(1);
l_mut_194 = l_620;
}
}
let l_621 = bitcast<f32>(l_mut_194);
let l_622 = -l_621;
let l_623 = f64(l_622);
let l_624 = l_601 + l_600;
let l_625 = l_624 <= l_603;
l_mut_224 = l_625;
let l_626 = l_601 - l_600;
let l_627 = l_626 > l_603;
l_mut_221 = l_627;
let l_628 = l_602 - l_600;
let l_629 = l_628 >= l_603;
l_mut_218 = l_629;
let l_630 = l_602 + l_600;
let l_631 = l_630 < l_603;
l_mut_215 = l_631;
if l_134 {
let l_632 = l_601 + l_600;
let l_633 = l_632 < l_612;
l_mut_224 = l_633;
let l_634 = l_601 - l_600;
let l_635 = l_634 >= l_612;
l_mut_221 = l_635;
let l_636 = l_602 - l_600;
let l_637 = l_636 > l_623;
l_mut_218 = l_637;
let l_638 = l_602 + l_600;
let l_639 = l_638 <= l_623;
l_mut_215 = l_639;
}
l_mut_194 = u32(2);
let l_640 = l_mut_221 || l_mut_215;
if l_640 {
l_mut_194 = u32(1);
} else {
let l_641 = l_mut_224 && l_mut_218;
if l_641 {
l_mut_194 = u32(0);
}
}
l_mut_148 = l_mut_194;
} else {
let l_642 = abs(l_mut_25);
l_mut_540 = f64(1.401298464324817e-45);
let l_643 = l_642 >= f64(1.1754943508222875e-38);
let l_644 = l_642 <= f64(1.7976931348623157e308);
let l_645 = l_643 && l_644;
if l_645 {
let l_646 = bitcast<u64>(l_642);
let l_647 = l_646 >> u32(bitcast<u64>(u64(52)));
let l_648 = l_647 - u64(23);
let l_649 = l_648 << u32(bitcast<u64>(u64(52)));
let l_650 = bitcast<f64>(l_649);
l_mut_540 = l_650;
}
let l_651 = l_139 * l_mut_540;
l_mut_194 = u32(2);
let l_652 = l_mut_25 - l_146;
let l_653 = abs(l_652);
l_mut_540 = f64(1.401298464324817e-45);
let l_654 = l_653 >= f64(1.1754943508222875e-38);
let l_655 = l_653 <= f64(1.7976931348623157e308);
let l_656 = l_654 && l_655;
if l_656 {
let l_657 = bitcast<u64>(l_653);
let l_658 = l_657 >> u32(bitcast<u64>(u64(52)));
let l_659 = l_658 - u64(23);
let l_660 = l_659 << u32(bitcast<u64>(u64(52)));
let l_661 = bitcast<f64>(l_660);
l_mut_540 = l_661;
}
let l_662 = l_mut_25 + l_146;
let l_663 = abs(l_662);
l_mut_177 = f64(1.401298464324817e-45);
let l_664 = l_663 >= f64(1.1754943508222875e-38);
let l_665 = l_663 <= f64(1.7976931348623157e308);
let l_666 = l_664 && l_665;
if l_666 {
let l_667 = bitcast<u64>(l_663);
let l_668 = l_667 >> u32(bitcast<u64>(u64(52)));
let l_669 = l_668 - u64(23);
let l_670 = l_669 << u32(bitcast<u64>(u64(52)));
let l_671 = bitcast<f64>(l_670);
l_mut_177 = l_671;
}
let l_672 = l_mut_540 == l_mut_177;
if l_672 {
let l_673 = l_651 * f64(1.4551915228366852e-11);
let l_674 = l_146 + l_673;
let l_675 = l_mut_25 - l_651;
let l_676 = l_mut_25 + l_651;
let l_677 = f64(l_mut_22);
let l_678 = bitcast<u32>(l_mut_22);
let l_679 = l_678 + u32(1);
l_mut_164 = l_679;
let l_680 = l_678 & u32(2147483647);
let l_681 = l_680 == u32(0);
if l_681 {
l_mut_164 = u32(1);
} else {
let l_682 = l_678 & u32(2147483648);
let l_683 = l_682 != u32(0);
if l_683 {
let l_684 = l_678 - u32(1);
l_mut_164 = l_684;
}
}
let l_685 = bitcast<f32>(l_mut_164);
let l_686 = f64(l_685);
let l_687 = -l_mut_22;
let l_688 = bitcast<u32>(l_687);
let l_689 = l_688 + u32(1);
l_mut_164 = l_689;
let l_690 = l_688 & u32(2147483647);
let l_691 = l_690 == u32(0);
if l_691 {
l_mut_164 = u32(1);
} else {
let l_692 = l_688 & u32(2147483648);
let l_693 = l_692 != u32(0);
if l_693 {
let l_694 = l_688 - u32(1);
l_mut_164 = l_694;
}
}
let l_695 = bitcast<f32>(l_mut_164);
let l_696 = -l_695;
let l_697 = f64(l_696);
let l_698 = l_675 + l_674;
let l_699 = l_698 <= l_677;
l_mut_224 = l_699;
let l_700 = l_675 - l_674;
let l_701 = l_700 > l_677;
l_mut_221 = l_701;
let l_702 = l_676 - l_674;
let l_703 = l_702 >= l_677;
l_mut_218 = l_703;
let l_704 = l_676 + l_674;
let l_705 = l_704 < l_677;
l_mut_215 = l_705;
if l_134 {
let l_706 = l_675 + l_674;
let l_707 = l_706 < l_686;
l_mut_224 = l_707;
let l_708 = l_675 - l_674;
let l_709 = l_708 >= l_686;
l_mut_221 = l_709;
let l_710 = l_676 - l_674;
let l_711 = l_710 > l_697;
l_mut_218 = l_711;
let l_712 = l_676 + l_674;
let l_713 = l_712 <= l_697;
l_mut_215 = l_713;
}
l_mut_164 = u32(2);
let l_714 = l_mut_221 || l_mut_215;
if l_714 {
l_mut_164 = u32(1);
} else {
let l_715 = l_mut_224 && l_mut_218;
if l_715 {
l_mut_164 = u32(0);
}
}
l_mut_194 = l_mut_164;
}
l_mut_148 = l_mut_194;
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
let l_716 = a_147[u32(0)];
let l_717 = l_716 == u32(0);
if l_717 {
l_mut_148 = u32(2);
}
a_10[l_mut_128] = l_mut_148;
let l_718 = a_10[l_mut_128];
let l_719 = l_718 == u32(2);
if l_719 {
l_mut_125 = bool(false);
}
}
}
let l_720 = l_mut_30 == u32(4294967293);
if l_720 {
let l_721 = a_8[u32(0)];
let l_722 = l_721 + u32(1);
a_8[u32(0)] = l_722;
} else {
if l_mut_125 {
l_mut_540 = l_118;
let l_723 = l_mut_540 < f64(-17.0);
if l_723 {
l_mut_540 = f64(-17.0);
}
let l_724 = l_mut_540 > f64(17.0);
if l_724 {
l_mut_540 = f64(17.0);
}
let l_725 = l_mut_540 + f64(16.0);
let l_726 = l_725 + f64(1.0);
let l_727 = u32(l_726);
let l_728 = u32(2) + l_727;
let l_729 = a_8[l_728];
let l_730 = l_729 + u32(1);
a_8[l_728] = l_730;
let l_731 = bitcast<u32>(l_mut_22);
let l_732 = l_731 & u32(8388607);
let l_733 = f64(l_732);
let l_734 = l_733 / f64(7.1362384635298e44);
l_mut_540 = l_734;
let l_735 = l_731 & u32(2139095040);
let l_736 = l_735 != u32(0);
if l_736 {
let l_737 = l_731 & u32(2147483647);
let l_738 = bitcast<f32>(l_737);
let l_739 = f64(l_738);
l_mut_540 = l_739;
}
let l_740 = l_731 >> u32(31);
let l_741 = f64(l_740);
let l_742 = f64(2.0) * l_741;
let l_743 = f64(1.0) - l_742;
l_mut_540 = l_mut_540 * l_743;
let l_744 = abs(l_mut_25);
let l_745 = l_mut_25 * f64(0.0);
let l_746 = l_745 + f64(7.1362384635298e44);
l_mut_177 = l_746;
let l_747 = l_744 >= f64(2.350988701644575e-38);
if l_747 {
let l_748 = l_mut_30 & u32(2147483647);
let l_749 = bitcast<f32>(l_748);
let l_750 = f64(l_749);
let l_751 = l_748 & u32(2139095040);
let l_752 = bitcast<f32>(l_751);
let l_753 = f64(l_752);
let l_754 = l_750 > l_744;
let l_755 = l_748 & u32(8388607);
let l_756 = l_755 == u32(0);
let l_757 = l_754 && l_756;
let l_758 = l_753 * f64(1.1920928955078125e-7);
let l_759 = f64(l_757);
let l_760 = f64(0.5) * l_759;
let l_761 = f64(1.0) - l_760;
let l_762 = l_758 * l_761;
let l_763 = f64(1.0) / l_762;
l_mut_177 = l_763;
}
let l_764 = l_mut_540 - l_mut_25;
let l_765 = l_764 * l_mut_177;
let l_766 = a_8[u32(45)];
let l_767 = l_766 == u32(4294967295);
let l_768 = a_9[u32(0)];
let l_769 = l_765 < l_768;
let l_770 = l_767 || l_769;
if l_770 {
a_9[u32(0)] = l_765;
a_8[u32(45)] = l_20;
a_8[u32(46)] = l_99;
}
let l_771 = a_8[u32(47)];
let l_772 = l_771 == u32(4294967295);
let l_773 = a_9[u32(1)];
let l_774 = l_765 > l_773;
let l_775 = l_772 || l_774;
if l_775 {
a_9[u32(1)] = l_765;
a_8[u32(47)] = l_20;
a_8[u32(48)] = l_99;
}
let l_776 = l_118 != f64(0.0);
if l_776 {

for (var l_mut_777: u32 = u32(0); l_mut_777 < u32(8); l_mut_777++) {
let l_778 = a_10[l_mut_777];
let l_779 = l_778 == u32(1);
if l_779 {
let l_780 = u32(37) + l_mut_777;
let l_781 = a_8[l_780];
let l_782 = l_781 + u32(1);
a_8[l_780] = l_782;
let l_783 = u32(2) + l_mut_777;
let l_784 = u32(2) * l_783;
let l_785 = u32(45) + l_784;
let l_786 = a_8[l_785];
let l_787 = l_786 == u32(4294967295);
let l_788 = abs(l_765);
let l_789 = u32(2) + l_mut_777;
let l_790 = a_9[l_789];
let l_791 = abs(l_790);
let l_792 = l_788 > l_791;
let l_793 = l_787 || l_792;
if l_793 {
let l_794 = u32(2) + l_mut_777;
a_9[l_794] = l_765;
a_8[l_785] = l_20;
let l_795 = l_785 + u32(1);
a_8[l_795] = l_99;
}
}
}
}
} else {
let l_796 = a_8[u32(1)];
let l_797 = l_2 + l_796;
let l_798 = l_797 * u32(2);
let l_876 = info.static_meta[u32(6)];
let l_877 = l_876 * u32(1);
let l_878 = l_798 < l_877;
if l_878 {
buffer_6_global[l_798] = l_20;
}
let l_799 = l_798 + u32(1);
let l_879 = info.static_meta[u32(6)];
let l_880 = l_879 * u32(1);
let l_881 = l_799 < l_880;
if l_881 {
buffer_6_global[l_799] = l_99;
}
let l_800 = a_8[u32(1)];
let l_801 = l_800 + u32(1);
a_8[u32(1)] = l_801;
}
}
}

for (var l_mut_802: u32 = u32(0); l_mut_802 < u32(65); l_mut_802++) {
let l_803 = id * u32(65);
let l_804 = l_803 + l_mut_802;
let l_805 = a_8[l_mut_802];
let l_882 = info.static_meta[u32(4)];
let l_883 = l_882 * u32(1);
let l_884 = l_804 < l_883;
if l_884 {
buffer_4_global[l_804] = l_805;
}
}

for (var l_mut_806: u32 = u32(0); l_mut_806 < u32(10); l_mut_806++) {
let l_807 = id * u32(10);
let l_808 = l_807 + l_mut_806;
let l_809 = a_9[l_mut_806];
let l_885 = info.static_meta[u32(5)];
let l_886 = l_885 * u32(1);
let l_887 = l_808 < l_886;
if l_887 {
buffer_5_global[l_808] = l_809;
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
