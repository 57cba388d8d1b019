@group(0)
@binding(0)
var<storage, read_write> buffer_0_global: array<f32>;

@group(0)
@binding(1)
var<storage, read_write> buffer_1_global: array<f32>;

@group(0)
@binding(2)
var<storage, read_write> buffer_2_global: array<f64>;

@group(0)
@binding(3)
var<storage, read_write> buffer_3_global: array<f64>;

@group(0)
@binding(4)
var<storage, read_write> buffer_4_global: array<u32>;

@group(0)
@binding(5)
var<storage, read_write> buffer_5_global: array<f64>;

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
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_27: array<u32, 1>;

var a_667: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_102: bool;
var l_mut_105: bool;
var l_mut_28: u32;
var l_mut_35: f64;
var l_mut_421: f64;
var l_mut_45: u32;
var l_mut_58: f64;
var l_mut_614: i32;
var l_mut_75: u32;
var l_mut_96: bool;
var l_mut_99: bool;
let l_0 = info.static_meta[u32(7)];
let l_1 = id < l_0;
if l_1 {

for (var l_mut_2: u32 = u32(0); l_mut_2 < u32(8); l_mut_2++) {
let l_3 = id * u32(8);
let l_4 = l_3 + l_mut_2;
let l_5 = u32(2) * l_mut_2;
let l_959 = info.static_meta[u32(4)];
let l_960 = l_959 * u32(1);
let l_961 = l_5 < l_960;
let l_962 = l_960 - u32(1);
let l_963 = min(l_5, l_962);
let l_964 = buffer_4_global[l_963];
let l_965 = select(u32(0), l_964, l_961);
let l_6 = l_965;
let l_7 = u32(2) * l_mut_2;
let l_8 = l_7 + u32(1);
let l_966 = info.static_meta[u32(4)];
let l_967 = l_966 * u32(1);
let l_968 = l_8 < l_967;
let l_969 = l_967 - u32(1);
let l_970 = min(l_8, l_969);
let l_971 = buffer_4_global[l_970];
let l_972 = select(u32(0), l_971, l_968);
let l_9 = l_972;
let l_10 = l_9 != u32(0);
let l_973 = info.static_meta[u32(0)];
let l_974 = l_973 * u32(1);
let l_975 = id < l_974;
let l_976 = l_974 - u32(1);
let l_977 = min(id, l_976);
let l_978 = buffer_0_global[l_977];
let l_979 = select(f32(0.0), l_978, l_975);
let l_11 = l_979;
let l_980 = info.static_meta[u32(1)];
let l_981 = l_980 * u32(1);
let l_982 = id < l_981;
let l_983 = l_981 - u32(1);
let l_984 = min(id, l_983);
let l_985 = buffer_1_global[l_984];
let l_986 = select(f32(0.0), l_985, l_982);
let l_12 = l_986;
let l_987 = info.static_meta[u32(2)];
let l_988 = l_987 * u32(1);
let l_989 = id < l_988;
let l_990 = l_988 - u32(1);
let l_991 = min(id, l_990);
let l_992 = buffer_2_global[l_991];
let l_993 = select(f64(0.0), l_992, l_989);
let l_13 = l_993;
let l_994 = info.static_meta[u32(3)];
let l_995 = l_994 * u32(1);
let l_996 = id < l_995;
let l_997 = l_995 - u32(1);
let l_998 = min(id, l_997);
let l_999 = buffer_3_global[l_998];
let l_1000 = select(f64(0.0), l_999, l_996);
let l_14 = l_1000;
let l_15 = l_mut_2 * u32(4);
let l_1001 = info.static_meta[u32(5)];
let l_1002 = l_1001 * u32(1);
let l_1003 = l_15 < l_1002;
let l_1004 = l_1002 - u32(1);
let l_1005 = min(l_15, l_1004);
let l_1006 = buffer_5_global[l_1005];
let l_1007 = select(f64(0.0), l_1006, l_1003);
let l_16 = l_1007;
let l_17 = l_mut_2 * u32(4);
let l_18 = l_17 + u32(1);
let l_1008 = info.static_meta[u32(5)];
let l_1009 = l_1008 * u32(1);
let l_1010 = l_18 < l_1009;
let l_1011 = l_1009 - u32(1);
let l_1012 = min(l_18, l_1011);
let l_1013 = buffer_5_global[l_1012];
let l_1014 = select(f64(0.0), l_1013, l_1010);
let l_19 = l_1014;
let l_20 = l_mut_2 * u32(4);
let l_21 = l_20 + u32(2);
let l_1015 = info.static_meta[u32(5)];
let l_1016 = l_1015 * u32(1);
let l_1017 = l_21 < l_1016;
let l_1018 = l_1016 - u32(1);
let l_1019 = min(l_21, l_1018);
let l_1020 = buffer_5_global[l_1019];
let l_1021 = select(f64(0.0), l_1020, l_1017);
let l_22 = l_1021;
let l_23 = f64(l_11);
let l_24 = abs(l_23);
let l_25 = abs(l_13);
let l_26 = l_25 * f64(1.4551915228366852e-11);
a_27[u32(0)] = u32(1);
l_mut_28 = u32(2);
let l_29 = l_6 == u32(0);
if l_29 {
l_mut_28 = u32(0);
} else {
let l_30 = l_6 == u32(1);
if l_30 {
l_mut_28 = u32(1);
let l_31 = abs(l_14);
let l_32 = l_31 <= l_16;
if l_32 {
l_mut_28 = u32(0);
}
} else {
let l_33 = l_6 == u32(2);
if l_33 {
let l_34 = abs(l_13);
l_mut_35 = f64(1.401298464324817e-45);
let l_36 = l_34 >= f64(1.1754943508222875e-38);
let l_37 = l_34 <= f64(1.7976931348623157e308);
let l_38 = l_36 && l_37;
if l_38 {
let l_39 = bitcast<u64>(l_34);
let l_40 = l_39 >> u32(bitcast<u64>(u64(52)));
let l_41 = l_40 - u64(23);
let l_42 = l_41 << u32(bitcast<u64>(u64(52)));
let l_43 = bitcast<f64>(l_42);
l_mut_35 = l_43;
}
let l_44 = l_16 * l_mut_35;
l_mut_45 = u32(2);
let l_46 = l_13 - l_26;
let l_47 = abs(l_46);
l_mut_35 = f64(1.401298464324817e-45);
let l_48 = l_47 >= f64(1.1754943508222875e-38);
let l_49 = l_47 <= f64(1.7976931348623157e308);
let l_50 = l_48 && l_49;
if l_50 {
let l_51 = bitcast<u64>(l_47);
let l_52 = l_51 >> u32(bitcast<u64>(u64(52)));
let l_53 = l_52 - u64(23);
let l_54 = l_53 << u32(bitcast<u64>(u64(52)));
let l_55 = bitcast<f64>(l_54);
l_mut_35 = l_55;
}
let l_56 = l_13 + l_26;
let l_57 = abs(l_56);
l_mut_58 = f64(1.401298464324817e-45);
let l_59 = l_57 >= f64(1.1754943508222875e-38);
let l_60 = l_57 <= f64(1.7976931348623157e308);
let l_61 = l_59 && l_60;
if l_61 {
let l_62 = bitcast<u64>(l_57);
let l_63 = l_62 >> u32(bitcast<u64>(u64(52)));
let l_64 = l_63 - u64(23);
let l_65 = l_64 << u32(bitcast<u64>(u64(52)));
let l_66 = bitcast<f64>(l_65);
l_mut_58 = l_66;
}
let l_67 = l_mut_35 == l_mut_58;
if l_67 {
let l_68 = l_44 * f64(1.4551915228366852e-11);
let l_69 = l_26 + l_68;
let l_70 = l_13 - l_44;
let l_71 = l_13 + l_44;
let l_72 = f64(l_12);
let l_73 = bitcast<u32>(l_12);
let l_74 = l_73 + u32(1);
l_mut_75 = l_74;
let l_76 = l_73 & u32(2147483647);
let l_77 = l_76 == u32(0);
if l_77 {
l_mut_75 = u32(1);
} else {
let l_78 = l_73 & u32(2147483648);
let l_79 = l_78 != u32(0);
if l_79 {
let l_80 = l_73 - u32(1);
l_mut_75 = l_80;
}
}
let l_81 = bitcast<f32>(l_mut_75);
let l_82 = f64(l_81);
let l_83 = -l_12;
let l_84 = bitcast<u32>(l_83);
let l_85 = l_84 + u32(1);
l_mut_75 = l_85;
let l_86 = l_84 & u32(2147483647);
let l_87 = l_86 == u32(0);
if l_87 {
l_mut_75 = u32(1);
} else {
let l_88 = l_84 & u32(2147483648);
let l_89 = l_88 != u32(0);
if l_89 {
let l_90 = l_84 - u32(1);
l_mut_75 = l_90;
}
}
let l_91 = bitcast<f32>(l_mut_75);
let l_92 = -l_91;
let l_93 = f64(l_92);
let l_94 = l_70 + l_69;
let l_95 = l_94 <= l_72;
l_mut_96 = l_95;
let l_97 = l_70 - l_69;
let l_98 = l_97 > l_72;
l_mut_99 = l_98;
let l_100 = l_71 - l_69;
let l_101 = l_100 >= l_72;
l_mut_102 = l_101;
let l_103 = l_71 + l_69;
let l_104 = l_103 < l_72;
l_mut_105 = l_104;
if l_10 {
let l_106 = l_70 + l_69;
let l_107 = l_106 < l_82;
l_mut_96 = l_107;
let l_108 = l_70 - l_69;
let l_109 = l_108 >= l_82;
l_mut_99 = l_109;
let l_110 = l_71 - l_69;
let l_111 = l_110 > l_93;
l_mut_102 = l_111;
let l_112 = l_71 + l_69;
let l_113 = l_112 <= l_93;
l_mut_105 = l_113;
}
l_mut_75 = u32(2);
let l_114 = l_mut_99 || l_mut_105;
if l_114 {
l_mut_75 = u32(1);
} else {
let l_115 = l_mut_96 && l_mut_102;
if l_115 {
l_mut_75 = u32(0);
}
}
l_mut_45 = l_mut_75;
}
l_mut_28 = l_mut_45;
} else {
let l_116 = l_6 == u32(3);
if l_116 {
l_mut_28 = u32(0);
let l_117 = l_24 >= f64(1.1754943508222875e-38);
let l_118 = l_24 <= f64(8.507059173023462e37);
let l_119 = l_117 && l_118;
if l_119 {
let l_120 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_121 = l_120 >= f64(1.1754943508222875e-38);
let l_122 = l_120 <= f64(1.7976931348623157e308);
let l_123 = l_121 && l_122;
if l_123 {
let l_124 = bitcast<u64>(l_120);
let l_125 = l_124 >> u32(bitcast<u64>(u64(52)));
let l_126 = l_125 - u64(23);
let l_127 = l_126 << u32(bitcast<u64>(u64(52)));
let l_128 = bitcast<f64>(l_127);
l_mut_58 = l_128;
}
let l_129 = l_16 * l_mut_58;
l_mut_75 = u32(2);
let l_130 = l_13 - l_26;
let l_131 = abs(l_130);
l_mut_58 = f64(1.401298464324817e-45);
let l_132 = l_131 >= f64(1.1754943508222875e-38);
let l_133 = l_131 <= f64(1.7976931348623157e308);
let l_134 = l_132 && l_133;
if l_134 {
let l_135 = bitcast<u64>(l_131);
let l_136 = l_135 >> u32(bitcast<u64>(u64(52)));
let l_137 = l_136 - u64(23);
let l_138 = l_137 << u32(bitcast<u64>(u64(52)));
let l_139 = bitcast<f64>(l_138);
l_mut_58 = l_139;
}
let l_140 = l_13 + l_26;
let l_141 = abs(l_140);
l_mut_35 = f64(1.401298464324817e-45);
let l_142 = l_141 >= f64(1.1754943508222875e-38);
let l_143 = l_141 <= f64(1.7976931348623157e308);
let l_144 = l_142 && l_143;
if l_144 {
let l_145 = bitcast<u64>(l_141);
let l_146 = l_145 >> u32(bitcast<u64>(u64(52)));
let l_147 = l_146 - u64(23);
let l_148 = l_147 << u32(bitcast<u64>(u64(52)));
let l_149 = bitcast<f64>(l_148);
l_mut_35 = l_149;
}
let l_150 = l_mut_58 == l_mut_35;
if l_150 {
let l_151 = l_129 * f64(1.4551915228366852e-11);
let l_152 = l_26 + l_151;
let l_153 = l_13 - l_129;
let l_154 = l_13 + l_129;
let l_155 = f64(l_12);
let l_156 = bitcast<u32>(l_12);
let l_157 = l_156 + u32(1);
l_mut_45 = l_157;
let l_158 = l_156 & u32(2147483647);
let l_159 = l_158 == u32(0);
if l_159 {
l_mut_45 = u32(1);
} else {
let l_160 = l_156 & u32(2147483648);
let l_161 = l_160 != u32(0);
if l_161 {
let l_162 = l_156 - u32(1);
l_mut_45 = l_162;
}
}
let l_163 = bitcast<f32>(l_mut_45);
let l_164 = f64(l_163);
let l_165 = -l_12;
let l_166 = bitcast<u32>(l_165);
let l_167 = l_166 + u32(1);
l_mut_45 = l_167;
let l_168 = l_166 & u32(2147483647);
let l_169 = l_168 == u32(0);
if l_169 {
l_mut_45 = u32(1);
} else {
let l_170 = l_166 & u32(2147483648);
let l_171 = l_170 != u32(0);
if l_171 {
let l_172 = l_166 - u32(1);
l_mut_45 = l_172;
}
}
let l_173 = bitcast<f32>(l_mut_45);
let l_174 = -l_173;
let l_175 = f64(l_174);
let l_176 = l_153 + l_152;
let l_177 = l_176 <= l_155;
l_mut_105 = l_177;
let l_178 = l_153 - l_152;
let l_179 = l_178 > l_155;
l_mut_102 = l_179;
let l_180 = l_154 - l_152;
let l_181 = l_180 >= l_155;
l_mut_99 = l_181;
let l_182 = l_154 + l_152;
let l_183 = l_182 < l_155;
l_mut_96 = l_183;
if l_10 {
let l_184 = l_153 + l_152;
let l_185 = l_184 < l_164;
l_mut_105 = l_185;
let l_186 = l_153 - l_152;
let l_187 = l_186 >= l_164;
l_mut_102 = l_187;
let l_188 = l_154 - l_152;
let l_189 = l_188 > l_175;
l_mut_99 = l_189;
let l_190 = l_154 + l_152;
let l_191 = l_190 <= l_175;
l_mut_96 = l_191;
}
l_mut_45 = u32(2);
let l_192 = l_mut_102 || l_mut_96;
if l_192 {
l_mut_45 = u32(1);
} else {
let l_193 = l_mut_105 && l_mut_99;
if l_193 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
let l_194 = l_6 == u32(4);
if l_194 {
let l_195 = l_19 * l_24;
let l_196 = l_16 + l_195;
let l_197 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_198 = l_197 >= f64(1.1754943508222875e-38);
let l_199 = l_197 <= f64(1.7976931348623157e308);
let l_200 = l_198 && l_199;
if l_200 {
let l_201 = bitcast<u64>(l_197);
let l_202 = l_201 >> u32(bitcast<u64>(u64(52)));
let l_203 = l_202 - u64(23);
let l_204 = l_203 << u32(bitcast<u64>(u64(52)));
let l_205 = bitcast<f64>(l_204);
l_mut_58 = l_205;
}
let l_206 = l_196 * l_mut_58;
l_mut_75 = u32(2);
let l_207 = l_13 - l_26;
let l_208 = abs(l_207);
l_mut_58 = f64(1.401298464324817e-45);
let l_209 = l_208 >= f64(1.1754943508222875e-38);
let l_210 = l_208 <= f64(1.7976931348623157e308);
let l_211 = l_209 && l_210;
if l_211 {
let l_212 = bitcast<u64>(l_208);
let l_213 = l_212 >> u32(bitcast<u64>(u64(52)));
let l_214 = l_213 - u64(23);
let l_215 = l_214 << u32(bitcast<u64>(u64(52)));
let l_216 = bitcast<f64>(l_215);
l_mut_58 = l_216;
}
let l_217 = l_13 + l_26;
let l_218 = abs(l_217);
l_mut_35 = f64(1.401298464324817e-45);
let l_219 = l_218 >= f64(1.1754943508222875e-38);
let l_220 = l_218 <= f64(1.7976931348623157e308);
let l_221 = l_219 && l_220;
if l_221 {
let l_222 = bitcast<u64>(l_218);
let l_223 = l_222 >> u32(bitcast<u64>(u64(52)));
let l_224 = l_223 - u64(23);
let l_225 = l_224 << u32(bitcast<u64>(u64(52)));
let l_226 = bitcast<f64>(l_225);
l_mut_35 = l_226;
}
let l_227 = l_mut_58 == l_mut_35;
if l_227 {
let l_228 = l_206 * f64(1.4551915228366852e-11);
let l_229 = l_26 + l_228;
let l_230 = l_13 - l_206;
let l_231 = l_13 + l_206;
let l_232 = f64(l_12);
let l_233 = bitcast<u32>(l_12);
let l_234 = l_233 + u32(1);
l_mut_45 = l_234;
let l_235 = l_233 & u32(2147483647);
let l_236 = l_235 == u32(0);
if l_236 {
l_mut_45 = u32(1);
} else {
let l_237 = l_233 & u32(2147483648);
let l_238 = l_237 != u32(0);
if l_238 {
let l_239 = l_233 - u32(1);
l_mut_45 = l_239;
}
}
let l_240 = bitcast<f32>(l_mut_45);
let l_241 = f64(l_240);
let l_242 = -l_12;
let l_243 = bitcast<u32>(l_242);
let l_244 = l_243 + u32(1);
l_mut_45 = l_244;
let l_245 = l_243 & u32(2147483647);
let l_246 = l_245 == u32(0);
if l_246 {
l_mut_45 = u32(1);
} else {
let l_247 = l_243 & u32(2147483648);
let l_248 = l_247 != u32(0);
if l_248 {
let l_249 = l_243 - u32(1);
l_mut_45 = l_249;
}
}
let l_250 = bitcast<f32>(l_mut_45);
let l_251 = -l_250;
let l_252 = f64(l_251);
let l_253 = l_230 + l_229;
let l_254 = l_253 <= l_232;
l_mut_105 = l_254;
let l_255 = l_230 - l_229;
let l_256 = l_255 > l_232;
l_mut_102 = l_256;
let l_257 = l_231 - l_229;
let l_258 = l_257 >= l_232;
l_mut_99 = l_258;
let l_259 = l_231 + l_229;
let l_260 = l_259 < l_232;
l_mut_96 = l_260;
if l_10 {
let l_261 = l_230 + l_229;
let l_262 = l_261 < l_241;
l_mut_105 = l_262;
let l_263 = l_230 - l_229;
let l_264 = l_263 >= l_241;
l_mut_102 = l_264;
let l_265 = l_231 - l_229;
let l_266 = l_265 > l_252;
l_mut_99 = l_266;
let l_267 = l_231 + l_229;
let l_268 = l_267 <= l_252;
l_mut_96 = l_268;
}
l_mut_45 = u32(2);
let l_269 = l_mut_102 || l_mut_96;
if l_269 {
l_mut_45 = u32(1);
} else {
let l_270 = l_mut_105 && l_mut_99;
if l_270 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
let l_271 = l_6 == u32(5);
if l_271 {
let l_272 = f64(2.0) * l_23;
let l_273 = abs(l_272);
let l_274 = floor(l_273);
let l_275 = f64(3.0) + l_274;
let l_276 = abs(l_13);
l_mut_58 = f64(1.401298464324817e-45);
let l_277 = l_276 >= f64(1.1754943508222875e-38);
let l_278 = l_276 <= f64(1.7976931348623157e308);
let l_279 = l_277 && l_278;
if l_279 {
let l_280 = bitcast<u64>(l_276);
let l_281 = l_280 >> u32(bitcast<u64>(u64(52)));
let l_282 = l_281 - u64(23);
let l_283 = l_282 << u32(bitcast<u64>(u64(52)));
let l_284 = bitcast<f64>(l_283);
l_mut_58 = l_284;
}
let l_285 = l_275 * l_mut_58;
l_mut_75 = u32(2);
let l_286 = l_13 - l_26;
let l_287 = abs(l_286);
l_mut_58 = f64(1.401298464324817e-45);
let l_288 = l_287 >= f64(1.1754943508222875e-38);
let l_289 = l_287 <= f64(1.7976931348623157e308);
let l_290 = l_288 && l_289;
if l_290 {
let l_291 = bitcast<u64>(l_287);
let l_292 = l_291 >> u32(bitcast<u64>(u64(52)));
let l_293 = l_292 - u64(23);
let l_294 = l_293 << u32(bitcast<u64>(u64(52)));
let l_295 = bitcast<f64>(l_294);
l_mut_58 = l_295;
}
let l_296 = l_13 + l_26;
let l_297 = abs(l_296);
l_mut_35 = f64(1.401298464324817e-45);
let l_298 = l_297 >= f64(1.1754943508222875e-38);
let l_299 = l_297 <= f64(1.7976931348623157e308);
let l_300 = l_298 && l_299;
if l_300 {
let l_301 = bitcast<u64>(l_297);
let l_302 = l_301 >> u32(bitcast<u64>(u64(52)));
let l_303 = l_302 - u64(23);
let l_304 = l_303 << u32(bitcast<u64>(u64(52)));
let l_305 = bitcast<f64>(l_304);
l_mut_35 = l_305;
}
let l_306 = l_mut_58 == l_mut_35;
if l_306 {
let l_307 = l_285 * f64(1.4551915228366852e-11);
let l_308 = l_26 + l_307;
let l_309 = l_13 - l_285;
let l_310 = l_13 + l_285;
let l_311 = f64(l_12);
let l_312 = bitcast<u32>(l_12);
let l_313 = l_312 + u32(1);
l_mut_45 = l_313;
let l_314 = l_312 & u32(2147483647);
let l_315 = l_314 == u32(0);
if l_315 {
l_mut_45 = u32(1);
} else {
let l_316 = l_312 & u32(2147483648);
let l_317 = l_316 != u32(0);
if l_317 {
let l_318 = l_312 - u32(1);
l_mut_45 = l_318;
}
}
let l_319 = bitcast<f32>(l_mut_45);
let l_320 = f64(l_319);
let l_321 = -l_12;
let l_322 = bitcast<u32>(l_321);
let l_323 = l_322 + u32(1);
l_mut_45 = l_323;
let l_324 = l_322 & u32(2147483647);
let l_325 = l_324 == u32(0);
if l_325 {
l_mut_45 = u32(1);
} else {
let l_326 = l_322 & u32(2147483648);
let l_327 = l_326 != u32(0);
if l_327 {
let l_328 = l_322 - u32(1);
l_mut_45 = l_328;
}
}
let l_329 = bitcast<f32>(l_mut_45);
let l_330 = -l_329;
let l_331 = f64(l_330);
let l_332 = l_309 + l_308;
let l_333 = l_332 <= l_311;
l_mut_105 = l_333;
let l_334 = l_309 - l_308;
let l_335 = l_334 > l_311;
l_mut_102 = l_335;
let l_336 = l_310 - l_308;
let l_337 = l_336 >= l_311;
l_mut_99 = l_337;
let l_338 = l_310 + l_308;
let l_339 = l_338 < l_311;
l_mut_96 = l_339;
if l_10 {
let l_340 = l_309 + l_308;
let l_341 = l_340 < l_320;
l_mut_105 = l_341;
let l_342 = l_309 - l_308;
let l_343 = l_342 >= l_320;
l_mut_102 = l_343;
let l_344 = l_310 - l_308;
let l_345 = l_344 > l_331;
l_mut_99 = l_345;
let l_346 = l_310 + l_308;
let l_347 = l_346 <= l_331;
l_mut_96 = l_347;
}
l_mut_45 = u32(2);
let l_348 = l_mut_102 || l_mut_96;
if l_348 {
l_mut_45 = u32(1);
} else {
let l_349 = l_mut_105 && l_mut_99;
if l_349 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
} else {
let l_350 = l_6 == u32(6);
if l_350 {
l_mut_28 = u32(0);
let l_351 = l_24 <= l_19;
if l_351 {
let l_352 = l_16 * f64(1.4551915228366852e-11);
let l_353 = l_26 + l_352;
let l_354 = l_13 - l_16;
let l_355 = l_13 + l_16;
let l_356 = f64(l_12);
let l_357 = bitcast<u32>(l_12);
let l_358 = l_357 + u32(1);
l_mut_75 = l_358;
let l_359 = l_357 & u32(2147483647);
let l_360 = l_359 == u32(0);
if l_360 {
l_mut_75 = u32(1);
} else {
let l_361 = l_357 & u32(2147483648);
let l_362 = l_361 != u32(0);
if l_362 {
let l_363 = l_357 - u32(1);
l_mut_75 = l_363;
}
}
let l_364 = bitcast<f32>(l_mut_75);
let l_365 = f64(l_364);
let l_366 = -l_12;
let l_367 = bitcast<u32>(l_366);
let l_368 = l_367 + u32(1);
l_mut_75 = l_368;
let l_369 = l_367 & u32(2147483647);
let l_370 = l_369 == u32(0);
if l_370 {
l_mut_75 = u32(1);
} else {
let l_371 = l_367 & u32(2147483648);
let l_372 = l_371 != u32(0);
if l_372 {
let l_373 = l_367 - u32(1);
l_mut_75 = l_373;
}
}
let l_374 = bitcast<f32>(l_mut_75);
let l_375 = -l_374;
let l_376 = f64(l_375);
let l_377 = l_354 + l_353;
let l_378 = l_377 <= l_356;
l_mut_105 = l_378;
let l_379 = l_354 - l_353;
let l_380 = l_379 > l_356;
l_mut_102 = l_380;
let l_381 = l_355 - l_353;
let l_382 = l_381 >= l_356;
l_mut_99 = l_382;
let l_383 = l_355 + l_353;
let l_384 = l_383 < l_356;
l_mut_96 = l_384;
if l_10 {
let l_385 = l_354 + l_353;
let l_386 = l_385 < l_365;
l_mut_105 = l_386;
let l_387 = l_354 - l_353;
let l_388 = l_387 >= l_365;
l_mut_102 = l_388;
let l_389 = l_355 - l_353;
let l_390 = l_389 > l_376;
l_mut_99 = l_390;
let l_391 = l_355 + l_353;
let l_392 = l_391 <= l_376;
l_mut_96 = l_392;
}
l_mut_75 = u32(2);
let l_393 = l_mut_102 || l_mut_96;
if l_393 {
l_mut_75 = u32(1);
} else {
let l_394 = l_mut_105 && l_mut_99;
if l_394 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
let l_395 = l_6 == u32(7);
if l_395 {
let l_396 = abs(l_13);
let l_397 = l_16 * l_396;
l_mut_58 = l_397;
let l_398 = abs(l_13);
l_mut_35 = f64(1.401298464324817e-45);
let l_399 = l_398 >= f64(1.1754943508222875e-38);
let l_400 = l_398 <= f64(1.7976931348623157e308);
let l_401 = l_399 && l_400;
if l_401 {
let l_402 = bitcast<u64>(l_398);
let l_403 = l_402 >> u32(bitcast<u64>(u64(52)));
let l_404 = l_403 - u64(23);
let l_405 = l_404 << u32(bitcast<u64>(u64(52)));
let l_406 = bitcast<f64>(l_405);
l_mut_35 = l_406;
}
let l_407 = f64(0.5) * l_mut_35;
let l_408 = l_407 > l_mut_58;
if l_408 {
l_mut_58 = l_407;
}
let l_409 = l_13 - l_26;
let l_410 = abs(l_409);
l_mut_35 = f64(1.401298464324817e-45);
let l_411 = l_410 >= f64(1.1754943508222875e-38);
let l_412 = l_410 <= f64(1.7976931348623157e308);
let l_413 = l_411 && l_412;
if l_413 {
let l_414 = bitcast<u64>(l_410);
let l_415 = l_414 >> u32(bitcast<u64>(u64(52)));
let l_416 = l_415 - u64(23);
let l_417 = l_416 << u32(bitcast<u64>(u64(52)));
let l_418 = bitcast<f64>(l_417);
l_mut_35 = l_418;
}
let l_419 = l_13 + l_26;
let l_420 = abs(l_419);
l_mut_421 = f64(1.401298464324817e-45);
let l_422 = l_420 >= f64(1.1754943508222875e-38);
let l_423 = l_420 <= f64(1.7976931348623157e308);
let l_424 = l_422 && l_423;
if l_424 {
let l_425 = bitcast<u64>(l_420);
let l_426 = l_425 >> u32(bitcast<u64>(u64(52)));
let l_427 = l_426 - u64(23);
let l_428 = l_427 << u32(bitcast<u64>(u64(52)));
let l_429 = bitcast<f64>(l_428);
l_mut_421 = l_429;
}
let l_430 = l_mut_35 == l_mut_421;
if l_430 {
let l_431 = l_16 * l_26;
let l_432 = l_26 + l_431;
let l_433 = l_mut_58 * f64(1.4551915228366852e-11);
let l_434 = l_432 + l_433;
let l_435 = l_13 - l_mut_58;
let l_436 = l_13 + l_mut_58;
let l_437 = f64(l_12);
let l_438 = bitcast<u32>(l_12);
let l_439 = l_438 + u32(1);
l_mut_75 = l_439;
let l_440 = l_438 & u32(2147483647);
let l_441 = l_440 == u32(0);
if l_441 {
l_mut_75 = u32(1);
} else {
let l_442 = l_438 & u32(2147483648);
let l_443 = l_442 != u32(0);
if l_443 {
let l_444 = l_438 - u32(1);
l_mut_75 = l_444;
}
}
let l_445 = bitcast<f32>(l_mut_75);
let l_446 = f64(l_445);
let l_447 = -l_12;
let l_448 = bitcast<u32>(l_447);
let l_449 = l_448 + u32(1);
l_mut_75 = l_449;
let l_450 = l_448 & u32(2147483647);
let l_451 = l_450 == u32(0);
if l_451 {
l_mut_75 = u32(1);
} else {
let l_452 = l_448 & u32(2147483648);
let l_453 = l_452 != u32(0);
if l_453 {
let l_454 = l_448 - u32(1);
l_mut_75 = l_454;
}
}
let l_455 = bitcast<f32>(l_mut_75);
let l_456 = -l_455;
let l_457 = f64(l_456);
let l_458 = l_435 + l_434;
let l_459 = l_458 <= l_437;
l_mut_105 = l_459;
let l_460 = l_435 - l_434;
let l_461 = l_460 > l_437;
l_mut_102 = l_461;
let l_462 = l_436 - l_434;
let l_463 = l_462 >= l_437;
l_mut_99 = l_463;
let l_464 = l_436 + l_434;
let l_465 = l_464 < l_437;
l_mut_96 = l_465;
if l_10 {
let l_466 = l_435 + l_434;
let l_467 = l_466 < l_446;
l_mut_105 = l_467;
let l_468 = l_435 - l_434;
let l_469 = l_468 >= l_446;
l_mut_102 = l_469;
let l_470 = l_436 - l_434;
let l_471 = l_470 > l_457;
l_mut_99 = l_471;
let l_472 = l_436 + l_434;
let l_473 = l_472 <= l_457;
l_mut_96 = l_473;
}
l_mut_75 = u32(2);
let l_474 = l_mut_102 || l_mut_96;
if l_474 {
l_mut_75 = u32(1);
} else {
let l_475 = l_mut_105 && l_mut_99;
if l_475 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
}
} else {
let l_476 = l_6 == u32(8);
if l_476 {
let l_477 = l_23 >= f64(0.5);
let l_478 = l_23 <= f64(2.0);
let l_479 = l_477 && l_478;
if l_479 {
let l_480 = l_16 * f64(1.4551915228366852e-11);
let l_481 = l_26 + l_480;
let l_482 = l_13 - l_16;
let l_483 = l_13 + l_16;
let l_484 = f64(l_12);
let l_485 = bitcast<u32>(l_12);
let l_486 = l_485 + u32(1);
l_mut_75 = l_486;
let l_487 = l_485 & u32(2147483647);
let l_488 = l_487 == u32(0);
if l_488 {
l_mut_75 = u32(1);
} else {
let l_489 = l_485 & u32(2147483648);
let l_490 = l_489 != u32(0);
if l_490 {
let l_491 = l_485 - u32(1);
l_mut_75 = l_491;
}
}
let l_492 = bitcast<f32>(l_mut_75);
let l_493 = f64(l_492);
let l_494 = -l_12;
let l_495 = bitcast<u32>(l_494);
let l_496 = l_495 + u32(1);
l_mut_75 = l_496;
let l_497 = l_495 & u32(2147483647);
let l_498 = l_497 == u32(0);
if l_498 {
l_mut_75 = u32(1);
} else {
let l_499 = l_495 & u32(2147483648);
let l_500 = l_499 != u32(0);
if l_500 {
let l_501 = l_495 - u32(1);
l_mut_75 = l_501;
}
}
let l_502 = bitcast<f32>(l_mut_75);
let l_503 = -l_502;
let l_504 = f64(l_503);
let l_505 = l_482 + l_481;
let l_506 = l_505 <= l_484;
l_mut_105 = l_506;
let l_507 = l_482 - l_481;
let l_508 = l_507 > l_484;
l_mut_102 = l_508;
let l_509 = l_483 - l_481;
let l_510 = l_509 >= l_484;
l_mut_99 = l_510;
let l_511 = l_483 + l_481;
let l_512 = l_511 < l_484;
l_mut_96 = l_512;
if l_10 {
let l_513 = l_482 + l_481;
let l_514 = l_513 < l_493;
l_mut_105 = l_514;
let l_515 = l_482 - l_481;
let l_516 = l_515 >= l_493;
l_mut_102 = l_516;
let l_517 = l_483 - l_481;
let l_518 = l_517 > l_504;
l_mut_99 = l_518;
let l_519 = l_483 + l_481;
let l_520 = l_519 <= l_504;
l_mut_96 = l_520;
}
l_mut_75 = u32(2);
let l_521 = l_mut_102 || l_mut_96;
if l_521 {
l_mut_75 = u32(1);
} else {
let l_522 = l_mut_105 && l_mut_99;
if l_522 {
l_mut_75 = u32(0);
}
}
l_mut_28 = l_mut_75;
} else {
let l_523 = abs(l_13);
l_mut_421 = f64(1.401298464324817e-45);
let l_524 = l_523 >= f64(1.1754943508222875e-38);
let l_525 = l_523 <= f64(1.7976931348623157e308);
let l_526 = l_524 && l_525;
if l_526 {
let l_527 = bitcast<u64>(l_523);
let l_528 = l_527 >> u32(bitcast<u64>(u64(52)));
let l_529 = l_528 - u64(23);
let l_530 = l_529 << u32(bitcast<u64>(u64(52)));
let l_531 = bitcast<f64>(l_530);
l_mut_421 = l_531;
}
let l_532 = l_19 * l_mut_421;
l_mut_75 = u32(2);
let l_533 = l_13 - l_26;
let l_534 = abs(l_533);
l_mut_421 = f64(1.401298464324817e-45);
let l_535 = l_534 >= f64(1.1754943508222875e-38);
let l_536 = l_534 <= f64(1.7976931348623157e308);
let l_537 = l_535 && l_536;
if l_537 {
let l_538 = bitcast<u64>(l_534);
let l_539 = l_538 >> u32(bitcast<u64>(u64(52)));
let l_540 = l_539 - u64(23);
let l_541 = l_540 << u32(bitcast<u64>(u64(52)));
let l_542 = bitcast<f64>(l_541);
l_mut_421 = l_542;
}
let l_543 = l_13 + l_26;
let l_544 = abs(l_543);
l_mut_58 = f64(1.401298464324817e-45);
let l_545 = l_544 >= f64(1.1754943508222875e-38);
let l_546 = l_544 <= f64(1.7976931348623157e308);
let l_547 = l_545 && l_546;
if l_547 {
let l_548 = bitcast<u64>(l_544);
let l_549 = l_548 >> u32(bitcast<u64>(u64(52)));
let l_550 = l_549 - u64(23);
let l_551 = l_550 << u32(bitcast<u64>(u64(52)));
let l_552 = bitcast<f64>(l_551);
l_mut_58 = l_552;
}
let l_553 = l_mut_421 == l_mut_58;
if l_553 {
let l_554 = l_532 * f64(1.4551915228366852e-11);
let l_555 = l_26 + l_554;
let l_556 = l_13 - l_532;
let l_557 = l_13 + l_532;
let l_558 = f64(l_12);
let l_559 = bitcast<u32>(l_12);
let l_560 = l_559 + u32(1);
l_mut_45 = l_560;
let l_561 = l_559 & u32(2147483647);
let l_562 = l_561 == u32(0);
if l_562 {
l_mut_45 = u32(1);
} else {
let l_563 = l_559 & u32(2147483648);
let l_564 = l_563 != u32(0);
if l_564 {
let l_565 = l_559 - u32(1);
l_mut_45 = l_565;
}
}
let l_566 = bitcast<f32>(l_mut_45);
let l_567 = f64(l_566);
let l_568 = -l_12;
let l_569 = bitcast<u32>(l_568);
let l_570 = l_569 + u32(1);
l_mut_45 = l_570;
let l_571 = l_569 & u32(2147483647);
let l_572 = l_571 == u32(0);
if l_572 {
l_mut_45 = u32(1);
} else {
let l_573 = l_569 & u32(2147483648);
let l_574 = l_573 != u32(0);
if l_574 {
let l_575 = l_569 - u32(1);
l_mut_45 = l_575;
}
}
let l_576 = bitcast<f32>(l_mut_45);
let l_577 = -l_576;
let l_578 = f64(l_577);
let l_579 = l_556 + l_555;
let l_580 = l_579 <= l_558;
l_mut_105 = l_580;
let l_581 = l_556 - l_555;
let l_582 = l_581 > l_558;
l_mut_102 = l_582;
let l_583 = l_557 - l_555;
let l_584 = l_583 >= l_558;
l_mut_99 = l_584;
let l_585 = l_557 + l_555;
let l_586 = l_585 < l_558;
l_mut_96 = l_586;
if l_10 {
let l_587 = l_556 + l_555;
let l_588 = l_587 < l_567;
l_mut_105 = l_588;
let l_589 = l_556 - l_555;
let l_590 = l_589 >= l_567;
l_mut_102 = l_590;
let l_591 = l_557 - l_555;
let l_592 = l_591 > l_578;
l_mut_99 = l_592;
let l_593 = l_557 + l_555;
let l_594 = l_593 <= l_578;
l_mut_96 = l_594;
}
l_mut_45 = u32(2);
let l_595 = l_mut_102 || l_mut_96;
if l_595 {
l_mut_45 = u32(1);
} else {
let l_596 = l_mut_105 && l_mut_99;
if l_596 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
} else {
let l_597 = l_6 == u32(14);
if l_597 {
l_mut_28 = u32(0);
let l_598 = l_23 > f64(0.0);
if l_598 {
let l_599 = f32(l_23);
let l_600 = f64(l_599);
l_mut_421 = l_600;
let l_601 = l_599 < f32(0.0);
if l_601 {
let l_602 = bitcast<f64>(u64(9221120237041090560));
l_mut_421 = l_602;
} else {
let l_603 = l_599 == f32(0.0);
if l_603 {
let l_604 = bitcast<f64>(u64(9218868437227405312));
l_mut_58 = l_604;
let l_605 = f64(-1.0) < f64(0.0);
if l_605 {
let l_606 = -l_mut_58;
l_mut_58 = l_606;
}
l_mut_421 = l_mut_58;
} else {
let l_607 = bitcast<u32>(l_599);
let l_608 = l_607 < u32(2139095040);
if l_608 {
let l_609 = bitcast<u64>(l_600);
let l_610 = l_609 >> u32(bitcast<u64>(u64(52)));
let l_611 = l_610 & u64(2047);
let l_612 = i32(bitcast<i64>(l_611));
let l_613 = l_612 - i32(1023);
l_mut_614 = l_613;
let l_615 = l_609 & u64(4503599627370495);
let l_616 = l_615 | u64(4607182418800017408);
let l_617 = bitcast<f64>(l_616);
l_mut_58 = l_617;
let l_618 = l_mut_58 > f64(1.4142135623730951);
if l_618 {
l_mut_58 = l_mut_58 * f64(0.5);
l_mut_614 = l_mut_614 + i32(1);
}
let l_619 = l_mut_58 - f64(1.0);
let l_620 = f64(2.0) + l_619;
let l_621 = l_619 / l_620;
let l_622 = l_621 * l_621;
let l_623 = l_622 * f64(0.04);
let l_624 = l_623 + f64(0.043478260869565216);
l_mut_58 = l_624;
let l_625 = l_mut_58 * l_622;
let l_626 = l_625 + f64(0.047619047619047616);
l_mut_58 = l_626;
let l_627 = l_mut_58 * l_622;
let l_628 = l_627 + f64(0.05263157894736842);
l_mut_58 = l_628;
let l_629 = l_mut_58 * l_622;
let l_630 = l_629 + f64(0.058823529411764705);
l_mut_58 = l_630;
let l_631 = l_mut_58 * l_622;
let l_632 = l_631 + f64(0.06666666666666667);
l_mut_58 = l_632;
let l_633 = l_mut_58 * l_622;
let l_634 = l_633 + f64(0.07692307692307693);
l_mut_58 = l_634;
let l_635 = l_mut_58 * l_622;
let l_636 = l_635 + f64(0.09090909090909091);
l_mut_58 = l_636;
let l_637 = l_mut_58 * l_622;
let l_638 = l_637 + f64(0.1111111111111111);
l_mut_58 = l_638;
let l_639 = l_mut_58 * l_622;
let l_640 = l_639 + f64(0.14285714285714285);
l_mut_58 = l_640;
let l_641 = l_mut_58 * l_622;
let l_642 = l_641 + f64(0.2);
l_mut_58 = l_642;
let l_643 = l_mut_58 * l_622;
let l_644 = l_643 + f64(0.3333333333333333);
l_mut_58 = l_644;
let l_645 = f64(2.0) * l_621;
let l_646 = f64(2.0) * l_621;
let l_647 = l_646 * l_622;
let l_648 = l_647 * l_mut_58;
let l_649 = l_645 + l_648;
let l_650 = f64(l_mut_614);
let l_651 = l_650 * f64(0.6931471824645996);
let l_652 = l_650 * f64(-1.904654299957768e-9);
let l_653 = l_652 + l_649;
let l_654 = l_651 + l_653;
l_mut_421 = l_654;
}
}
}
let l_655 = l_mut_421 / f64(0.6931471805599453);
let l_656 = abs(l_655);
let l_657 = l_16 * l_656;
l_mut_421 = l_657;
let l_658 = l_23 >= f64(0.5);
let l_659 = l_23 <= f64(2.0);
let l_660 = l_658 && l_659;
if l_660 {
l_mut_421 = l_16;
}
let l_661 = abs(l_655);
let l_662 = l_661 * f64(1.4551915228366852e-11);
let l_663 = f64(1.0) + l_16;
let l_664 = l_662 * l_663;
let l_665 = l_655 - l_mut_421;
let l_666 = l_655 + l_mut_421;
let l_668 = l_665 * l_19;
let l_669 = l_665 * l_22;
let l_670 = l_666 * l_19;
let l_671 = l_666 * l_22;
a_667[u32(0)] = l_668;
a_667[u32(1)] = l_668;
let l_672 = a_667[u32(0)];
let l_673 = l_669 < l_672;
if l_673 {
a_667[u32(0)] = l_669;
}
let l_674 = a_667[u32(0)];
let l_675 = l_670 < l_674;
if l_675 {
a_667[u32(0)] = l_670;
}
let l_676 = a_667[u32(0)];
let l_677 = l_671 < l_676;
if l_677 {
a_667[u32(0)] = l_671;
}
let l_678 = a_667[u32(1)];
let l_679 = l_669 > l_678;
if l_679 {
a_667[u32(1)] = l_669;
}
let l_680 = a_667[u32(1)];
let l_681 = l_670 > l_680;
if l_681 {
a_667[u32(1)] = l_670;
}
let l_682 = a_667[u32(1)];
let l_683 = l_671 > l_682;
if l_683 {
a_667[u32(1)] = l_671;
}
let l_684 = l_664 * l_22;
l_mut_75 = u32(2);
let l_685 = a_667[u32(0)];
let l_686 = l_685 - l_684;
let l_687 = l_686 * f64(7.1362384635298e44);
let l_688 = floor(l_687);
let l_689 = l_688 * f64(1.401298464324817e-45);
l_mut_421 = l_689;
let l_690 = abs(l_686);
let l_691 = l_690 >= f64(1.1754943508222875e-38);
if l_691 {
let l_692 = f32(l_686);
let l_693 = f64(l_692);
l_mut_421 = l_693;
let l_694 = l_mut_421 > l_686;
if l_694 {
let l_695 = -l_692;
let l_696 = bitcast<u32>(l_695);
let l_697 = l_696 + u32(1);
l_mut_45 = l_697;
let l_698 = l_696 & u32(2147483647);
let l_699 = l_698 == u32(0);
if l_699 {
l_mut_45 = u32(1);
} else {
let l_700 = l_696 & u32(2147483648);
let l_701 = l_700 != u32(0);
if l_701 {
let l_702 = l_696 - u32(1);
l_mut_45 = l_702;
}
}
let l_703 = bitcast<f32>(l_mut_45);
let l_704 = -l_703;
let l_705 = f64(l_704);
l_mut_421 = l_705;
} else {
let l_706 = bitcast<u32>(l_692);
let l_707 = l_706 + u32(1);
l_mut_45 = l_707;
let l_708 = l_706 & u32(2147483647);
let l_709 = l_708 == u32(0);
if l_709 {
l_mut_45 = u32(1);
} else {
let l_710 = l_706 & u32(2147483648);
let l_711 = l_710 != u32(0);
if l_711 {
let l_712 = l_706 - u32(1);
l_mut_45 = l_712;
}
}
let l_713 = bitcast<f32>(l_mut_45);
let l_714 = f64(l_713);
let l_715 = l_714 <= l_686;
if l_715 {
let l_716 = bitcast<u32>(l_692);
let l_717 = l_716 + u32(1);
l_mut_45 = l_717;
let l_718 = l_716 & u32(2147483647);
let l_719 = l_718 == u32(0);
if l_719 {
l_mut_45 = u32(1);
} else {
let l_720 = l_716 & u32(2147483648);
let l_721 = l_720 != u32(0);
if l_721 {
let l_722 = l_716 - u32(1);
l_mut_45 = l_722;
}
}
let l_723 = bitcast<f32>(l_mut_45);
let l_724 = f64(l_723);
l_mut_421 = l_724;
}
}
}
let l_725 = l_685 + l_684;
let l_726 = l_725 * f64(7.1362384635298e44);
let l_727 = floor(l_726);
let l_728 = l_727 * f64(1.401298464324817e-45);
l_mut_58 = l_728;
let l_729 = abs(l_725);
let l_730 = l_729 >= f64(1.1754943508222875e-38);
if l_730 {
let l_731 = f32(l_725);
let l_732 = f64(l_731);
l_mut_58 = l_732;
let l_733 = l_mut_58 > l_725;
if l_733 {
let l_734 = -l_731;
let l_735 = bitcast<u32>(l_734);
let l_736 = l_735 + u32(1);
l_mut_45 = l_736;
let l_737 = l_735 & u32(2147483647);
let l_738 = l_737 == u32(0);
if l_738 {
l_mut_45 = u32(1);
} else {
let l_739 = l_735 & u32(2147483648);
let l_740 = l_739 != u32(0);
if l_740 {
let l_741 = l_735 - u32(1);
l_mut_45 = l_741;
}
}
let l_742 = bitcast<f32>(l_mut_45);
let l_743 = -l_742;
let l_744 = f64(l_743);
l_mut_58 = l_744;
} else {
let l_745 = bitcast<u32>(l_731);
let l_746 = l_745 + u32(1);
l_mut_45 = l_746;
let l_747 = l_745 & u32(2147483647);
let l_748 = l_747 == u32(0);
if l_748 {
l_mut_45 = u32(1);
} else {
let l_749 = l_745 & u32(2147483648);
let l_750 = l_749 != u32(0);
if l_750 {
let l_751 = l_745 - u32(1);
l_mut_45 = l_751;
}
}
let l_752 = bitcast<f32>(l_mut_45);
let l_753 = f64(l_752);
let l_754 = l_753 <= l_725;
if l_754 {
let l_755 = bitcast<u32>(l_731);
let l_756 = l_755 + u32(1);
l_mut_45 = l_756;
let l_757 = l_755 & u32(2147483647);
let l_758 = l_757 == u32(0);
if l_758 {
l_mut_45 = u32(1);
} else {
let l_759 = l_755 & u32(2147483648);
let l_760 = l_759 != u32(0);
if l_760 {
let l_761 = l_755 - u32(1);
l_mut_45 = l_761;
}
}
let l_762 = bitcast<f32>(l_mut_45);
let l_763 = f64(l_762);
l_mut_58 = l_763;
}
}
}
let l_764 = l_mut_421 == l_mut_58;
let l_765 = a_667[u32(1)];
let l_766 = l_765 - l_684;
let l_767 = l_766 * f64(7.1362384635298e44);
let l_768 = floor(l_767);
let l_769 = l_768 * f64(1.401298464324817e-45);
l_mut_421 = l_769;
let l_770 = abs(l_766);
let l_771 = l_770 >= f64(1.1754943508222875e-38);
if l_771 {
let l_772 = f32(l_766);
let l_773 = f64(l_772);
l_mut_421 = l_773;
let l_774 = l_mut_421 > l_766;
if l_774 {
let l_775 = -l_772;
let l_776 = bitcast<u32>(l_775);
let l_777 = l_776 + u32(1);
l_mut_45 = l_777;
let l_778 = l_776 & u32(2147483647);
let l_779 = l_778 == u32(0);
if l_779 {
l_mut_45 = u32(1);
} else {
let l_780 = l_776 & u32(2147483648);
let l_781 = l_780 != u32(0);
if l_781 {
let l_782 = l_776 - u32(1);
l_mut_45 = l_782;
}
}
let l_783 = bitcast<f32>(l_mut_45);
let l_784 = -l_783;
let l_785 = f64(l_784);
l_mut_421 = l_785;
} else {
let l_786 = bitcast<u32>(l_772);
let l_787 = l_786 + u32(1);
l_mut_45 = l_787;
let l_788 = l_786 & u32(2147483647);
let l_789 = l_788 == u32(0);
if l_789 {
l_mut_45 = u32(1);
} else {
let l_790 = l_786 & u32(2147483648);
let l_791 = l_790 != u32(0);
if l_791 {
let l_792 = l_786 - u32(1);
l_mut_45 = l_792;
}
}
let l_793 = bitcast<f32>(l_mut_45);
let l_794 = f64(l_793);
let l_795 = l_794 <= l_766;
if l_795 {
let l_796 = bitcast<u32>(l_772);
let l_797 = l_796 + u32(1);
l_mut_45 = l_797;
let l_798 = l_796 & u32(2147483647);
let l_799 = l_798 == u32(0);
if l_799 {
l_mut_45 = u32(1);
} else {
let l_800 = l_796 & u32(2147483648);
let l_801 = l_800 != u32(0);
if l_801 {
let l_802 = l_796 - u32(1);
l_mut_45 = l_802;
}
}
let l_803 = bitcast<f32>(l_mut_45);
let l_804 = f64(l_803);
l_mut_421 = l_804;
}
}
}
let l_805 = l_765 + l_684;
let l_806 = l_805 * f64(7.1362384635298e44);
let l_807 = floor(l_806);
let l_808 = l_807 * f64(1.401298464324817e-45);
l_mut_58 = l_808;
let l_809 = abs(l_805);
let l_810 = l_809 >= f64(1.1754943508222875e-38);
if l_810 {
let l_811 = f32(l_805);
let l_812 = f64(l_811);
l_mut_58 = l_812;
let l_813 = l_mut_58 > l_805;
if l_813 {
let l_814 = -l_811;
let l_815 = bitcast<u32>(l_814);
let l_816 = l_815 + u32(1);
l_mut_45 = l_816;
let l_817 = l_815 & u32(2147483647);
let l_818 = l_817 == u32(0);
if l_818 {
l_mut_45 = u32(1);
} else {
let l_819 = l_815 & u32(2147483648);
let l_820 = l_819 != u32(0);
if l_820 {
let l_821 = l_815 - u32(1);
l_mut_45 = l_821;
}
}
let l_822 = bitcast<f32>(l_mut_45);
let l_823 = -l_822;
let l_824 = f64(l_823);
l_mut_58 = l_824;
} else {
let l_825 = bitcast<u32>(l_811);
let l_826 = l_825 + u32(1);
l_mut_45 = l_826;
let l_827 = l_825 & u32(2147483647);
let l_828 = l_827 == u32(0);
if l_828 {
l_mut_45 = u32(1);
} else {
let l_829 = l_825 & u32(2147483648);
let l_830 = l_829 != u32(0);
if l_830 {
let l_831 = l_825 - u32(1);
l_mut_45 = l_831;
}
}
let l_832 = bitcast<f32>(l_mut_45);
let l_833 = f64(l_832);
let l_834 = l_833 <= l_805;
if l_834 {
let l_835 = bitcast<u32>(l_811);
let l_836 = l_835 + u32(1);
l_mut_45 = l_836;
let l_837 = l_835 & u32(2147483647);
let l_838 = l_837 == u32(0);
if l_838 {
l_mut_45 = u32(1);
} else {
let l_839 = l_835 & u32(2147483648);
let l_840 = l_839 != u32(0);
if l_840 {
let l_841 = l_835 - u32(1);
l_mut_45 = l_841;
}
}
let l_842 = bitcast<f32>(l_mut_45);
let l_843 = f64(l_842);
l_mut_58 = l_843;
}
}
}
let l_844 = l_mut_421 == l_mut_58;
let l_845 = l_764 && l_844;
if l_845 {
let l_846 = a_667[u32(0)];
let l_847 = l_846 * f64(7.1362384635298e44);
let l_848 = floor(l_847);
let l_849 = l_848 * f64(1.401298464324817e-45);
l_mut_421 = l_849;
let l_850 = abs(l_846);
let l_851 = l_850 >= f64(1.1754943508222875e-38);
if l_851 {
let l_852 = f32(l_846);
let l_853 = f64(l_852);
l_mut_421 = l_853;
let l_854 = l_mut_421 > l_846;
if l_854 {
let l_855 = -l_852;
let l_856 = bitcast<u32>(l_855);
let l_857 = l_856 + u32(1);
l_mut_45 = l_857;
let l_858 = l_856 & u32(2147483647);
let l_859 = l_858 == u32(0);
if l_859 {
l_mut_45 = u32(1);
} else {
let l_860 = l_856 & u32(2147483648);
let l_861 = l_860 != u32(0);
if l_861 {
let l_862 = l_856 - u32(1);
l_mut_45 = l_862;
}
}
let l_863 = bitcast<f32>(l_mut_45);
let l_864 = -l_863;
let l_865 = f64(l_864);
l_mut_421 = l_865;
} else {
let l_866 = bitcast<u32>(l_852);
let l_867 = l_866 + u32(1);
l_mut_45 = l_867;
let l_868 = l_866 & u32(2147483647);
let l_869 = l_868 == u32(0);
if l_869 {
l_mut_45 = u32(1);
} else {
let l_870 = l_866 & u32(2147483648);
let l_871 = l_870 != u32(0);
if l_871 {
let l_872 = l_866 - u32(1);
l_mut_45 = l_872;
}
}
let l_873 = bitcast<f32>(l_mut_45);
let l_874 = f64(l_873);
let l_875 = l_874 <= l_846;
if l_875 {
let l_876 = bitcast<u32>(l_852);
let l_877 = l_876 + u32(1);
l_mut_45 = l_877;
let l_878 = l_876 & u32(2147483647);
let l_879 = l_878 == u32(0);
if l_879 {
l_mut_45 = u32(1);
} else {
let l_880 = l_876 & u32(2147483648);
let l_881 = l_880 != u32(0);
if l_881 {
let l_882 = l_876 - u32(1);
l_mut_45 = l_882;
}
}
let l_883 = bitcast<f32>(l_mut_45);
let l_884 = f64(l_883);
l_mut_421 = l_884;
}
}
}
let l_885 = a_667[u32(1)];
let l_886 = -l_885;
let l_887 = l_886 * f64(7.1362384635298e44);
let l_888 = floor(l_887);
let l_889 = l_888 * f64(1.401298464324817e-45);
l_mut_58 = l_889;
let l_890 = abs(l_886);
let l_891 = l_890 >= f64(1.1754943508222875e-38);
if l_891 {
let l_892 = f32(l_886);
let l_893 = f64(l_892);
l_mut_58 = l_893;
let l_894 = l_mut_58 > l_886;
if l_894 {
let l_895 = -l_892;
let l_896 = bitcast<u32>(l_895);
let l_897 = l_896 + u32(1);
l_mut_45 = l_897;
let l_898 = l_896 & u32(2147483647);
let l_899 = l_898 == u32(0);
if l_899 {
l_mut_45 = u32(1);
} else {
let l_900 = l_896 & u32(2147483648);
let l_901 = l_900 != u32(0);
if l_901 {
let l_902 = l_896 - u32(1);
l_mut_45 = l_902;
}
}
let l_903 = bitcast<f32>(l_mut_45);
let l_904 = -l_903;
let l_905 = f64(l_904);
l_mut_58 = l_905;
} else {
let l_906 = bitcast<u32>(l_892);
let l_907 = l_906 + u32(1);
l_mut_45 = l_907;
let l_908 = l_906 & u32(2147483647);
let l_909 = l_908 == u32(0);
if l_909 {
l_mut_45 = u32(1);
} else {
let l_910 = l_906 & u32(2147483648);
let l_911 = l_910 != u32(0);
if l_911 {
let l_912 = l_906 - u32(1);
l_mut_45 = l_912;
}
}
let l_913 = bitcast<f32>(l_mut_45);
let l_914 = f64(l_913);
let l_915 = l_914 <= l_886;
if l_915 {
let l_916 = bitcast<u32>(l_892);
let l_917 = l_916 + u32(1);
l_mut_45 = l_917;
let l_918 = l_916 & u32(2147483647);
let l_919 = l_918 == u32(0);
if l_919 {
l_mut_45 = u32(1);
} else {
let l_920 = l_916 & u32(2147483648);
let l_921 = l_920 != u32(0);
if l_921 {
let l_922 = l_916 - u32(1);
l_mut_45 = l_922;
}
}
let l_923 = bitcast<f32>(l_mut_45);
let l_924 = f64(l_923);
l_mut_58 = l_924;
}
}
}
let l_925 = -l_mut_58;
let l_926 = f64(l_12);
let l_927 = bitcast<u32>(l_12);
let l_928 = l_927 + u32(1);
l_mut_45 = l_928;
let l_929 = l_927 & u32(2147483647);
let l_930 = l_929 == u32(0);
if l_930 {
l_mut_45 = u32(1);
} else {
let l_931 = l_927 & u32(2147483648);
let l_932 = l_931 != u32(0);
if l_932 {
let l_933 = l_927 - u32(1);
l_mut_45 = l_933;
}
}
let l_934 = bitcast<f32>(l_mut_45);
let l_935 = f64(l_934);
let l_936 = -l_12;
let l_937 = bitcast<u32>(l_936);
let l_938 = l_937 + u32(1);
l_mut_45 = l_938;
let l_939 = l_937 & u32(2147483647);
let l_940 = l_939 == u32(0);
if l_940 {
l_mut_45 = u32(1);
} else {
let l_941 = l_937 & u32(2147483648);
let l_942 = l_941 != u32(0);
if l_942 {
let l_943 = l_937 - u32(1);
l_mut_45 = l_943;
}
}
let l_944 = bitcast<f32>(l_mut_45);
let l_945 = -l_944;
let l_946 = f64(l_945);
let l_947 = l_mut_421 + f64(0.0);
let l_948 = l_947 <= l_926;
l_mut_105 = l_948;
let l_949 = l_mut_421 - f64(0.0);
let l_950 = l_949 > l_926;
l_mut_102 = l_950;
let l_951 = l_925 - f64(0.0);
let l_952 = l_951 >= l_926;
l_mut_99 = l_952;
let l_953 = l_925 + f64(0.0);
let l_954 = l_953 < l_926;
l_mut_96 = l_954;
l_mut_45 = u32(2);
let l_955 = l_mut_102 || l_mut_96;
if l_955 {
l_mut_45 = u32(1);
} else {
let l_956 = l_mut_105 && l_mut_99;
if l_956 {
l_mut_45 = u32(0);
}
}
l_mut_75 = l_mut_45;
}
l_mut_28 = l_mut_75;
}
}
}
}
}
}
}
}
}
}
}
let l_957 = a_27[u32(0)];
let l_958 = l_957 == u32(0);
if l_958 {
l_mut_28 = u32(2);
}
let l_1022 = info.static_meta[u32(6)];
let l_1023 = l_1022 * u32(1);
let l_1024 = l_4 < l_1023;
if l_1024 {
buffer_6_global[l_4] = l_mut_28;
}
}
}
}
