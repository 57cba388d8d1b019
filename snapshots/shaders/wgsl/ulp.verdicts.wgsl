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
fn verdicts(
    @builtin(global_invocation_id) global_id: vec3<u32>,
    @builtin(num_workgroups) num_workgroups: vec3<u32>,
) {
var a_1056: array<u32, 1>;

var a_3126: array<f64, 2>;

var a_4169: array<f64, 2>;

var a_4385: array<f64, 2>;

var a_4799: array<f64, 2>;

var a_4973: array<f64, 2>;

var a_5546: array<f64, 2>;

let id = (u32(global_id.z) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X) * u32(num_workgroups.y) * u32(WORKGROUP_SIZE_Y)) + (u32(global_id.y) * u32(num_workgroups.x) * u32(WORKGROUP_SIZE_X)) + u32(global_id.x);

var l_mut_1121: f64;
var l_mut_1204: f64;
var l_mut_140: bool;
var l_mut_143: bool;
var l_mut_146: bool;
var l_mut_149: bool;
var l_mut_2219: f64;
var l_mut_2473: f64;
var l_mut_2729: f64;
var l_mut_2983: f64;
var l_mut_30: u32;
var l_mut_3235: u32;
var l_mut_37: f64;
var l_mut_4278: u32;
var l_mut_47: u32;
var l_mut_5493: i32;
var l_mut_60: f64;
var l_mut_708: f64;
var l_mut_89: u32;
let l_0 = info.static_meta[u32(8)];
let l_1 = id < l_0;
if l_1 {
let l_6151 = info.static_meta[u32(6)];
let l_6152 = l_6151 * u32(1);
let l_6153 = u32(1024) < l_6152;
let l_6154 = l_6152 - u32(1);
let l_6155 = min(u32(1024), l_6154);
let l_6156 = buffer_6_global[l_6155];
let l_6157 = select(u32(0), l_6156, l_6153);
let l_2 = l_6157;
let l_3 = bitcast<f32>(l_2);
let l_4 = f64(l_3);

for (var l_mut_5: u32 = u32(0); l_mut_5 < u32(8); l_mut_5++) {
let l_6 = id * u32(8);
let l_7 = l_6 + l_mut_5;
let l_8 = u32(2) * l_mut_5;
let l_6158 = info.static_meta[u32(4)];
let l_6159 = l_6158 * u32(1);
let l_6160 = l_8 < l_6159;
let l_6161 = l_6159 - u32(1);
let l_6162 = min(l_8, l_6161);
let l_6163 = buffer_4_global[l_6162];
let l_6164 = select(u32(0), l_6163, l_6160);
let l_9 = l_6164;
let l_10 = u32(2) * l_mut_5;
let l_11 = l_10 + u32(1);
let l_6165 = info.static_meta[u32(4)];
let l_6166 = l_6165 * u32(1);
let l_6167 = l_11 < l_6166;
let l_6168 = l_6166 - u32(1);
let l_6169 = min(l_11, l_6168);
let l_6170 = buffer_4_global[l_6169];
let l_6171 = select(u32(0), l_6170, l_6167);
let l_12 = l_6171;
let l_13 = l_12 != u32(0);
let l_6172 = info.static_meta[u32(0)];
let l_6173 = l_6172 * u32(1);
let l_6174 = id < l_6173;
let l_6175 = l_6173 - u32(1);
let l_6176 = min(id, l_6175);
let l_6177 = buffer_0_global[l_6176];
let l_6178 = select(f32(0.0), l_6177, l_6174);
let l_14 = l_6178;
let l_6179 = info.static_meta[u32(1)];
let l_6180 = l_6179 * u32(1);
let l_6181 = id < l_6180;
let l_6182 = l_6180 - u32(1);
let l_6183 = min(id, l_6182);
let l_6184 = buffer_1_global[l_6183];
let l_6185 = select(f32(0.0), l_6184, l_6181);
let l_15 = l_6185;
let l_6186 = info.static_meta[u32(2)];
let l_6187 = l_6186 * u32(1);
let l_6188 = id < l_6187;
let l_6189 = l_6187 - u32(1);
let l_6190 = min(id, l_6189);
let l_6191 = buffer_2_global[l_6190];
let l_6192 = select(f64(0.0), l_6191, l_6188);
let l_16 = l_6192;
let l_6193 = info.static_meta[u32(3)];
let l_6194 = l_6193 * u32(1);
let l_6195 = id < l_6194;
let l_6196 = l_6194 - u32(1);
let l_6197 = min(id, l_6196);
let l_6198 = buffer_3_global[l_6197];
let l_6199 = select(f64(0.0), l_6198, l_6195);
let l_17 = l_6199;
let l_18 = l_mut_5 * u32(4);
let l_6200 = info.static_meta[u32(5)];
let l_6201 = l_6200 * u32(1);
let l_6202 = l_18 < l_6201;
let l_6203 = l_6201 - u32(1);
let l_6204 = min(l_18, l_6203);
let l_6205 = buffer_5_global[l_6204];
let l_6206 = select(f64(0.0), l_6205, l_6202);
let l_19 = l_6206;
let l_20 = l_mut_5 * u32(4);
let l_21 = l_20 + u32(1);
let l_6207 = info.static_meta[u32(5)];
let l_6208 = l_6207 * u32(1);
let l_6209 = l_21 < l_6208;
let l_6210 = l_6208 - u32(1);
let l_6211 = min(l_21, l_6210);
let l_6212 = buffer_5_global[l_6211];
let l_6213 = select(f64(0.0), l_6212, l_6209);
let l_22 = l_6213;
let l_23 = l_mut_5 * u32(4);
let l_24 = l_23 + u32(2);
let l_6214 = info.static_meta[u32(5)];
let l_6215 = l_6214 * u32(1);
let l_6216 = l_24 < l_6215;
let l_6217 = l_6215 - u32(1);
let l_6218 = min(l_24, l_6217);
let l_6219 = buffer_5_global[l_6218];
let l_6220 = select(f64(0.0), l_6219, l_6216);
let l_25 = l_6220;
let l_26 = f64(l_14);
let l_27 = abs(l_26);
let l_28 = abs(l_16);
let l_29 = l_28 * f64(1.4551915228366852e-11);
l_mut_30 = u32(2);
let l_31 = l_9 == u32(0);
if l_31 {
l_mut_30 = u32(0);
} else {
let l_32 = l_9 == u32(1);
if l_32 {
l_mut_30 = u32(1);
let l_33 = abs(l_17);
let l_34 = l_33 <= l_19;
if l_34 {
l_mut_30 = u32(0);
}
} else {
let l_35 = l_9 == u32(2);
if l_35 {
let l_36 = abs(l_16);
l_mut_37 = f64(1.401298464324817e-45);
let l_38 = l_36 >= f64(1.1754943508222875e-38);
let l_39 = l_36 <= f64(1.7976931348623157e308);
let l_40 = l_38 && l_39;
if l_40 {
let l_41 = bitcast<u64>(l_36);
let l_42 = l_41 >> u32(bitcast<u64>(u64(52)));
let l_43 = l_42 - u64(23);
let l_44 = l_43 << u32(bitcast<u64>(u64(52)));
let l_45 = bitcast<f64>(l_44);
l_mut_37 = l_45;
}
let l_46 = l_19 * l_mut_37;
l_mut_47 = u32(2);
let l_48 = l_16 - l_29;
let l_49 = abs(l_48);
l_mut_37 = f64(1.401298464324817e-45);
let l_50 = l_49 >= f64(1.1754943508222875e-38);
let l_51 = l_49 <= f64(1.7976931348623157e308);
let l_52 = l_50 && l_51;
if l_52 {
let l_53 = bitcast<u64>(l_49);
let l_54 = l_53 >> u32(bitcast<u64>(u64(52)));
let l_55 = l_54 - u64(23);
let l_56 = l_55 << u32(bitcast<u64>(u64(52)));
let l_57 = bitcast<f64>(l_56);
l_mut_37 = l_57;
}
let l_58 = l_16 + l_29;
let l_59 = abs(l_58);
l_mut_60 = f64(1.401298464324817e-45);
let l_61 = l_59 >= f64(1.1754943508222875e-38);
let l_62 = l_59 <= f64(1.7976931348623157e308);
let l_63 = l_61 && l_62;
if l_63 {
let l_64 = bitcast<u64>(l_59);
let l_65 = l_64 >> u32(bitcast<u64>(u64(52)));
let l_66 = l_65 - u64(23);
let l_67 = l_66 << u32(bitcast<u64>(u64(52)));
let l_68 = bitcast<f64>(l_67);
l_mut_60 = l_68;
}
let l_69 = l_mut_37 == l_mut_60;
if l_69 {
let l_70 = l_46 * f64(1.4551915228366852e-11);
let l_71 = l_29 + l_70;
let l_72 = l_16 - l_46;
let l_73 = l_16 + l_46;
let l_74 = bitcast<u32>(l_15);
let l_75 = l_74 & u32(2147483647);
let l_76 = bitcast<f32>(l_75);
let l_77 = f64(l_76);
l_mut_60 = l_77;
let l_78 = l_75 < u32(8388608);
if l_78 {
let l_79 = f64(l_75);
let l_80 = l_79 * f64(1.401298464324817e-45);
l_mut_60 = l_80;
}
let l_81 = bitcast<u64>(l_mut_60);
let l_82 = l_74 >> u32(31);
let l_83 = u64(l_82);
let l_84 = l_83 << u32(bitcast<u64>(u64(63)));
let l_85 = l_81 | l_84;
let l_86 = bitcast<f64>(l_85);
let l_87 = bitcast<u32>(l_15);
let l_88 = l_87 + u32(1);
l_mut_89 = l_88;
let l_90 = l_87 & u32(2147483647);
let l_91 = l_90 == u32(0);
if l_91 {
l_mut_89 = u32(1);
} else {
let l_92 = l_87 & u32(2147483648);
let l_93 = l_92 != u32(0);
if l_93 {
let l_94 = l_87 - u32(1);
l_mut_89 = l_94;
} else {
let l_95 = l_87 == u32(2139095040);
if l_95 {
l_mut_89 = l_87;
}
}
}
let l_96 = bitcast<f32>(l_mut_89);
let l_97 = bitcast<u32>(l_96);
let l_98 = l_97 & u32(2147483647);
let l_99 = bitcast<f32>(l_98);
let l_100 = f64(l_99);
l_mut_60 = l_100;
let l_101 = l_98 < u32(8388608);
if l_101 {
let l_102 = f64(l_98);
let l_103 = l_102 * f64(1.401298464324817e-45);
l_mut_60 = l_103;
}
let l_104 = bitcast<u64>(l_mut_60);
let l_105 = l_97 >> u32(31);
let l_106 = u64(l_105);
let l_107 = l_106 << u32(bitcast<u64>(u64(63)));
let l_108 = l_104 | l_107;
let l_109 = bitcast<f64>(l_108);
let l_110 = bitcast<u32>(l_15);
let l_111 = l_110 ^ u32(2147483648);
let l_112 = bitcast<f32>(l_111);
let l_113 = bitcast<u32>(l_112);
let l_114 = l_113 + u32(1);
l_mut_89 = l_114;
let l_115 = l_113 & u32(2147483647);
let l_116 = l_115 == u32(0);
if l_116 {
l_mut_89 = u32(1);
} else {
let l_117 = l_113 & u32(2147483648);
let l_118 = l_117 != u32(0);
if l_118 {
let l_119 = l_113 - u32(1);
l_mut_89 = l_119;
} else {
let l_120 = l_113 == u32(2139095040);
if l_120 {
l_mut_89 = l_113;
}
}
}
let l_121 = bitcast<f32>(l_mut_89);
let l_122 = bitcast<u32>(l_121);
let l_123 = l_122 ^ u32(2147483648);
let l_124 = bitcast<f32>(l_123);
let l_125 = bitcast<u32>(l_124);
let l_126 = l_125 & u32(2147483647);
let l_127 = bitcast<f32>(l_126);
let l_128 = f64(l_127);
l_mut_60 = l_128;
let l_129 = l_126 < u32(8388608);
if l_129 {
let l_130 = f64(l_126);
let l_131 = l_130 * f64(1.401298464324817e-45);
l_mut_60 = l_131;
}
let l_132 = bitcast<u64>(l_mut_60);
let l_133 = l_125 >> u32(31);
let l_134 = u64(l_133);
let l_135 = l_134 << u32(bitcast<u64>(u64(63)));
let l_136 = l_132 | l_135;
let l_137 = bitcast<f64>(l_136);
let l_138 = l_72 + l_71;
let l_139 = l_138 <= l_86;
l_mut_140 = l_139;
let l_141 = l_72 - l_71;
let l_142 = l_141 > l_86;
l_mut_143 = l_142;
let l_144 = l_73 - l_71;
let l_145 = l_144 >= l_86;
l_mut_146 = l_145;
let l_147 = l_73 + l_71;
let l_148 = l_147 < l_86;
l_mut_149 = l_148;
if l_13 {
let l_150 = l_72 + l_71;
let l_151 = l_150 < l_109;
l_mut_140 = l_151;
let l_152 = l_72 - l_71;
let l_153 = l_152 >= l_109;
l_mut_143 = l_153;
let l_154 = l_73 - l_71;
let l_155 = l_154 > l_137;
l_mut_146 = l_155;
let l_156 = l_73 + l_71;
let l_157 = l_156 <= l_137;
l_mut_149 = l_157;
}
l_mut_89 = u32(2);
let l_158 = l_mut_143 || l_mut_149;
if l_158 {
l_mut_89 = u32(1);
} else {
let l_159 = l_mut_140 && l_mut_146;
if l_159 {
l_mut_89 = u32(0);
}
}
let l_160 = bitcast<u32>(l_15);
let l_161 = l_160 & u32(2147483647);
let l_162 = l_161 == u32(0);
if l_162 {
let l_163 = l_72 + l_71;
let l_164 = l_163 < f64(1.1754943508222875e-38);
let l_165 = l_73 - l_71;
let l_166 = l_165 > f64(-1.1754943508222875e-38);
let l_167 = l_164 && l_166;
let l_168 = l_72 - l_71;
let l_169 = l_168 < f64(1.1754943508222875e-38);
let l_170 = l_73 + l_71;
let l_171 = l_170 > f64(-1.1754943508222875e-38);
let l_172 = l_169 && l_171;
if l_167 {
l_mut_89 = u32(0);
} else {
let l_173 = l_mut_89 == u32(1);
let l_174 = l_172 && l_173;
if l_174 {
l_mut_89 = u32(2);
}
}
}
l_mut_47 = l_mut_89;
}
l_mut_30 = l_mut_47;
} else {
let l_175 = l_9 == u32(3);
if l_175 {
l_mut_30 = u32(0);
let l_176 = l_27 >= f64(1.1754943508222875e-38);
let l_177 = l_27 <= f64(8.507059173023462e37);
let l_178 = l_176 && l_177;
if l_178 {
let l_179 = abs(l_16);
l_mut_60 = f64(1.401298464324817e-45);
let l_180 = l_179 >= f64(1.1754943508222875e-38);
let l_181 = l_179 <= f64(1.7976931348623157e308);
let l_182 = l_180 && l_181;
if l_182 {
let l_183 = bitcast<u64>(l_179);
let l_184 = l_183 >> u32(bitcast<u64>(u64(52)));
let l_185 = l_184 - u64(23);
let l_186 = l_185 << u32(bitcast<u64>(u64(52)));
let l_187 = bitcast<f64>(l_186);
l_mut_60 = l_187;
}
let l_188 = l_19 * l_mut_60;
l_mut_89 = u32(2);
let l_189 = l_16 - l_29;
let l_190 = abs(l_189);
l_mut_60 = f64(1.401298464324817e-45);
let l_191 = l_190 >= f64(1.1754943508222875e-38);
let l_192 = l_190 <= f64(1.7976931348623157e308);
let l_193 = l_191 && l_192;
if l_193 {
let l_194 = bitcast<u64>(l_190);
let l_195 = l_194 >> u32(bitcast<u64>(u64(52)));
let l_196 = l_195 - u64(23);
let l_197 = l_196 << u32(bitcast<u64>(u64(52)));
let l_198 = bitcast<f64>(l_197);
l_mut_60 = l_198;
}
let l_199 = l_16 + l_29;
let l_200 = abs(l_199);
l_mut_37 = f64(1.401298464324817e-45);
let l_201 = l_200 >= f64(1.1754943508222875e-38);
let l_202 = l_200 <= f64(1.7976931348623157e308);
let l_203 = l_201 && l_202;
if l_203 {
let l_204 = bitcast<u64>(l_200);
let l_205 = l_204 >> u32(bitcast<u64>(u64(52)));
let l_206 = l_205 - u64(23);
let l_207 = l_206 << u32(bitcast<u64>(u64(52)));
let l_208 = bitcast<f64>(l_207);
l_mut_37 = l_208;
}
let l_209 = l_mut_60 == l_mut_37;
if l_209 {
let l_210 = l_188 * f64(1.4551915228366852e-11);
let l_211 = l_29 + l_210;
let l_212 = l_16 - l_188;
let l_213 = l_16 + l_188;
let l_214 = bitcast<u32>(l_15);
let l_215 = l_214 & u32(2147483647);
let l_216 = bitcast<f32>(l_215);
let l_217 = f64(l_216);
l_mut_60 = l_217;
let l_218 = l_215 < u32(8388608);
if l_218 {
let l_219 = f64(l_215);
let l_220 = l_219 * f64(1.401298464324817e-45);
l_mut_60 = l_220;
}
let l_221 = bitcast<u64>(l_mut_60);
let l_222 = l_214 >> u32(31);
let l_223 = u64(l_222);
let l_224 = l_223 << u32(bitcast<u64>(u64(63)));
let l_225 = l_221 | l_224;
let l_226 = bitcast<f64>(l_225);
let l_227 = bitcast<u32>(l_15);
let l_228 = l_227 + u32(1);
l_mut_47 = l_228;
let l_229 = l_227 & u32(2147483647);
let l_230 = l_229 == u32(0);
if l_230 {
l_mut_47 = u32(1);
} else {
let l_231 = l_227 & u32(2147483648);
let l_232 = l_231 != u32(0);
if l_232 {
let l_233 = l_227 - u32(1);
l_mut_47 = l_233;
} else {
let l_234 = l_227 == u32(2139095040);
if l_234 {
l_mut_47 = l_227;
}
}
}
let l_235 = bitcast<f32>(l_mut_47);
let l_236 = bitcast<u32>(l_235);
let l_237 = l_236 & u32(2147483647);
let l_238 = bitcast<f32>(l_237);
let l_239 = f64(l_238);
l_mut_60 = l_239;
let l_240 = l_237 < u32(8388608);
if l_240 {
let l_241 = f64(l_237);
let l_242 = l_241 * f64(1.401298464324817e-45);
l_mut_60 = l_242;
}
let l_243 = bitcast<u64>(l_mut_60);
let l_244 = l_236 >> u32(31);
let l_245 = u64(l_244);
let l_246 = l_245 << u32(bitcast<u64>(u64(63)));
let l_247 = l_243 | l_246;
let l_248 = bitcast<f64>(l_247);
let l_249 = bitcast<u32>(l_15);
let l_250 = l_249 ^ u32(2147483648);
let l_251 = bitcast<f32>(l_250);
let l_252 = bitcast<u32>(l_251);
let l_253 = l_252 + u32(1);
l_mut_47 = l_253;
let l_254 = l_252 & u32(2147483647);
let l_255 = l_254 == u32(0);
if l_255 {
l_mut_47 = u32(1);
} else {
let l_256 = l_252 & u32(2147483648);
let l_257 = l_256 != u32(0);
if l_257 {
let l_258 = l_252 - u32(1);
l_mut_47 = l_258;
} else {
let l_259 = l_252 == u32(2139095040);
if l_259 {
l_mut_47 = l_252;
}
}
}
let l_260 = bitcast<f32>(l_mut_47);
let l_261 = bitcast<u32>(l_260);
let l_262 = l_261 ^ u32(2147483648);
let l_263 = bitcast<f32>(l_262);
let l_264 = bitcast<u32>(l_263);
let l_265 = l_264 & u32(2147483647);
let l_266 = bitcast<f32>(l_265);
let l_267 = f64(l_266);
l_mut_60 = l_267;
let l_268 = l_265 < u32(8388608);
if l_268 {
let l_269 = f64(l_265);
let l_270 = l_269 * f64(1.401298464324817e-45);
l_mut_60 = l_270;
}
let l_271 = bitcast<u64>(l_mut_60);
let l_272 = l_264 >> u32(31);
let l_273 = u64(l_272);
let l_274 = l_273 << u32(bitcast<u64>(u64(63)));
let l_275 = l_271 | l_274;
let l_276 = bitcast<f64>(l_275);
let l_277 = l_212 + l_211;
let l_278 = l_277 <= l_226;
l_mut_149 = l_278;
let l_279 = l_212 - l_211;
let l_280 = l_279 > l_226;
l_mut_146 = l_280;
let l_281 = l_213 - l_211;
let l_282 = l_281 >= l_226;
l_mut_143 = l_282;
let l_283 = l_213 + l_211;
let l_284 = l_283 < l_226;
l_mut_140 = l_284;
if l_13 {
let l_285 = l_212 + l_211;
let l_286 = l_285 < l_248;
l_mut_149 = l_286;
let l_287 = l_212 - l_211;
let l_288 = l_287 >= l_248;
l_mut_146 = l_288;
let l_289 = l_213 - l_211;
let l_290 = l_289 > l_276;
l_mut_143 = l_290;
let l_291 = l_213 + l_211;
let l_292 = l_291 <= l_276;
l_mut_140 = l_292;
}
l_mut_47 = u32(2);
let l_293 = l_mut_146 || l_mut_140;
if l_293 {
l_mut_47 = u32(1);
} else {
let l_294 = l_mut_149 && l_mut_143;
if l_294 {
l_mut_47 = u32(0);
}
}
let l_295 = bitcast<u32>(l_15);
let l_296 = l_295 & u32(2147483647);
let l_297 = l_296 == u32(0);
if l_297 {
let l_298 = l_212 + l_211;
let l_299 = l_298 < f64(1.1754943508222875e-38);
let l_300 = l_213 - l_211;
let l_301 = l_300 > f64(-1.1754943508222875e-38);
let l_302 = l_299 && l_301;
let l_303 = l_212 - l_211;
let l_304 = l_303 < f64(1.1754943508222875e-38);
let l_305 = l_213 + l_211;
let l_306 = l_305 > f64(-1.1754943508222875e-38);
let l_307 = l_304 && l_306;
if l_302 {
l_mut_47 = u32(0);
} else {
let l_308 = l_mut_47 == u32(1);
let l_309 = l_307 && l_308;
if l_309 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
}
} else {
let l_310 = l_9 == u32(4);
if l_310 {
let l_311 = l_22 * l_27;
let l_312 = l_19 + l_311;
let l_313 = abs(l_16);
l_mut_60 = f64(1.401298464324817e-45);
let l_314 = l_313 >= f64(1.1754943508222875e-38);
let l_315 = l_313 <= f64(1.7976931348623157e308);
let l_316 = l_314 && l_315;
if l_316 {
let l_317 = bitcast<u64>(l_313);
let l_318 = l_317 >> u32(bitcast<u64>(u64(52)));
let l_319 = l_318 - u64(23);
let l_320 = l_319 << u32(bitcast<u64>(u64(52)));
let l_321 = bitcast<f64>(l_320);
l_mut_60 = l_321;
}
let l_322 = l_312 * l_mut_60;
l_mut_89 = u32(2);
let l_323 = l_16 - l_29;
let l_324 = abs(l_323);
l_mut_60 = f64(1.401298464324817e-45);
let l_325 = l_324 >= f64(1.1754943508222875e-38);
let l_326 = l_324 <= f64(1.7976931348623157e308);
let l_327 = l_325 && l_326;
if l_327 {
let l_328 = bitcast<u64>(l_324);
let l_329 = l_328 >> u32(bitcast<u64>(u64(52)));
let l_330 = l_329 - u64(23);
let l_331 = l_330 << u32(bitcast<u64>(u64(52)));
let l_332 = bitcast<f64>(l_331);
l_mut_60 = l_332;
}
let l_333 = l_16 + l_29;
let l_334 = abs(l_333);
l_mut_37 = f64(1.401298464324817e-45);
let l_335 = l_334 >= f64(1.1754943508222875e-38);
let l_336 = l_334 <= f64(1.7976931348623157e308);
let l_337 = l_335 && l_336;
if l_337 {
let l_338 = bitcast<u64>(l_334);
let l_339 = l_338 >> u32(bitcast<u64>(u64(52)));
let l_340 = l_339 - u64(23);
let l_341 = l_340 << u32(bitcast<u64>(u64(52)));
let l_342 = bitcast<f64>(l_341);
l_mut_37 = l_342;
}
let l_343 = l_mut_60 == l_mut_37;
if l_343 {
let l_344 = l_322 * f64(1.4551915228366852e-11);
let l_345 = l_29 + l_344;
let l_346 = l_16 - l_322;
let l_347 = l_16 + l_322;
let l_348 = bitcast<u32>(l_15);
let l_349 = l_348 & u32(2147483647);
let l_350 = bitcast<f32>(l_349);
let l_351 = f64(l_350);
l_mut_60 = l_351;
let l_352 = l_349 < u32(8388608);
if l_352 {
let l_353 = f64(l_349);
let l_354 = l_353 * f64(1.401298464324817e-45);
l_mut_60 = l_354;
}
let l_355 = bitcast<u64>(l_mut_60);
let l_356 = l_348 >> u32(31);
let l_357 = u64(l_356);
let l_358 = l_357 << u32(bitcast<u64>(u64(63)));
let l_359 = l_355 | l_358;
let l_360 = bitcast<f64>(l_359);
let l_361 = bitcast<u32>(l_15);
let l_362 = l_361 + u32(1);
l_mut_47 = l_362;
let l_363 = l_361 & u32(2147483647);
let l_364 = l_363 == u32(0);
if l_364 {
l_mut_47 = u32(1);
} else {
let l_365 = l_361 & u32(2147483648);
let l_366 = l_365 != u32(0);
if l_366 {
let l_367 = l_361 - u32(1);
l_mut_47 = l_367;
} else {
let l_368 = l_361 == u32(2139095040);
if l_368 {
l_mut_47 = l_361;
}
}
}
let l_369 = bitcast<f32>(l_mut_47);
let l_370 = bitcast<u32>(l_369);
let l_371 = l_370 & u32(2147483647);
let l_372 = bitcast<f32>(l_371);
let l_373 = f64(l_372);
l_mut_60 = l_373;
let l_374 = l_371 < u32(8388608);
if l_374 {
let l_375 = f64(l_371);
let l_376 = l_375 * f64(1.401298464324817e-45);
l_mut_60 = l_376;
}
let l_377 = bitcast<u64>(l_mut_60);
let l_378 = l_370 >> u32(31);
let l_379 = u64(l_378);
let l_380 = l_379 << u32(bitcast<u64>(u64(63)));
let l_381 = l_377 | l_380;
let l_382 = bitcast<f64>(l_381);
let l_383 = bitcast<u32>(l_15);
let l_384 = l_383 ^ u32(2147483648);
let l_385 = bitcast<f32>(l_384);
let l_386 = bitcast<u32>(l_385);
let l_387 = l_386 + u32(1);
l_mut_47 = l_387;
let l_388 = l_386 & u32(2147483647);
let l_389 = l_388 == u32(0);
if l_389 {
l_mut_47 = u32(1);
} else {
let l_390 = l_386 & u32(2147483648);
let l_391 = l_390 != u32(0);
if l_391 {
let l_392 = l_386 - u32(1);
l_mut_47 = l_392;
} else {
let l_393 = l_386 == u32(2139095040);
if l_393 {
l_mut_47 = l_386;
}
}
}
let l_394 = bitcast<f32>(l_mut_47);
let l_395 = bitcast<u32>(l_394);
let l_396 = l_395 ^ u32(2147483648);
let l_397 = bitcast<f32>(l_396);
let l_398 = bitcast<u32>(l_397);
let l_399 = l_398 & u32(2147483647);
let l_400 = bitcast<f32>(l_399);
let l_401 = f64(l_400);
l_mut_60 = l_401;
let l_402 = l_399 < u32(8388608);
if l_402 {
let l_403 = f64(l_399);
let l_404 = l_403 * f64(1.401298464324817e-45);
l_mut_60 = l_404;
}
let l_405 = bitcast<u64>(l_mut_60);
let l_406 = l_398 >> u32(31);
let l_407 = u64(l_406);
let l_408 = l_407 << u32(bitcast<u64>(u64(63)));
let l_409 = l_405 | l_408;
let l_410 = bitcast<f64>(l_409);
let l_411 = l_346 + l_345;
let l_412 = l_411 <= l_360;
l_mut_149 = l_412;
let l_413 = l_346 - l_345;
let l_414 = l_413 > l_360;
l_mut_146 = l_414;
let l_415 = l_347 - l_345;
let l_416 = l_415 >= l_360;
l_mut_143 = l_416;
let l_417 = l_347 + l_345;
let l_418 = l_417 < l_360;
l_mut_140 = l_418;
if l_13 {
let l_419 = l_346 + l_345;
let l_420 = l_419 < l_382;
l_mut_149 = l_420;
let l_421 = l_346 - l_345;
let l_422 = l_421 >= l_382;
l_mut_146 = l_422;
let l_423 = l_347 - l_345;
let l_424 = l_423 > l_410;
l_mut_143 = l_424;
let l_425 = l_347 + l_345;
let l_426 = l_425 <= l_410;
l_mut_140 = l_426;
}
l_mut_47 = u32(2);
let l_427 = l_mut_146 || l_mut_140;
if l_427 {
l_mut_47 = u32(1);
} else {
let l_428 = l_mut_149 && l_mut_143;
if l_428 {
l_mut_47 = u32(0);
}
}
let l_429 = bitcast<u32>(l_15);
let l_430 = l_429 & u32(2147483647);
let l_431 = l_430 == u32(0);
if l_431 {
let l_432 = l_346 + l_345;
let l_433 = l_432 < f64(1.1754943508222875e-38);
let l_434 = l_347 - l_345;
let l_435 = l_434 > f64(-1.1754943508222875e-38);
let l_436 = l_433 && l_435;
let l_437 = l_346 - l_345;
let l_438 = l_437 < f64(1.1754943508222875e-38);
let l_439 = l_347 + l_345;
let l_440 = l_439 > f64(-1.1754943508222875e-38);
let l_441 = l_438 && l_440;
if l_436 {
l_mut_47 = u32(0);
} else {
let l_442 = l_mut_47 == u32(1);
let l_443 = l_441 && l_442;
if l_443 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
let l_444 = l_9 == u32(5);
if l_444 {
let l_445 = f64(2.0) * l_26;
let l_446 = abs(l_445);
let l_447 = floor(l_446);
let l_448 = f64(3.0) + l_447;
let l_449 = abs(l_16);
l_mut_60 = f64(1.401298464324817e-45);
let l_450 = l_449 >= f64(1.1754943508222875e-38);
let l_451 = l_449 <= f64(1.7976931348623157e308);
let l_452 = l_450 && l_451;
if l_452 {
let l_453 = bitcast<u64>(l_449);
let l_454 = l_453 >> u32(bitcast<u64>(u64(52)));
let l_455 = l_454 - u64(23);
let l_456 = l_455 << u32(bitcast<u64>(u64(52)));
let l_457 = bitcast<f64>(l_456);
l_mut_60 = l_457;
}
let l_458 = l_448 * l_mut_60;
l_mut_89 = u32(2);
let l_459 = l_16 - l_29;
let l_460 = abs(l_459);
l_mut_60 = f64(1.401298464324817e-45);
let l_461 = l_460 >= f64(1.1754943508222875e-38);
let l_462 = l_460 <= f64(1.7976931348623157e308);
let l_463 = l_461 && l_462;
if l_463 {
let l_464 = bitcast<u64>(l_460);
let l_465 = l_464 >> u32(bitcast<u64>(u64(52)));
let l_466 = l_465 - u64(23);
let l_467 = l_466 << u32(bitcast<u64>(u64(52)));
let l_468 = bitcast<f64>(l_467);
l_mut_60 = l_468;
}
let l_469 = l_16 + l_29;
let l_470 = abs(l_469);
l_mut_37 = f64(1.401298464324817e-45);
let l_471 = l_470 >= f64(1.1754943508222875e-38);
let l_472 = l_470 <= f64(1.7976931348623157e308);
let l_473 = l_471 && l_472;
if l_473 {
let l_474 = bitcast<u64>(l_470);
let l_475 = l_474 >> u32(bitcast<u64>(u64(52)));
let l_476 = l_475 - u64(23);
let l_477 = l_476 << u32(bitcast<u64>(u64(52)));
let l_478 = bitcast<f64>(l_477);
l_mut_37 = l_478;
}
let l_479 = l_mut_60 == l_mut_37;
if l_479 {
let l_480 = l_458 * f64(1.4551915228366852e-11);
let l_481 = l_29 + l_480;
let l_482 = l_16 - l_458;
let l_483 = l_16 + l_458;
let l_484 = bitcast<u32>(l_15);
let l_485 = l_484 & u32(2147483647);
let l_486 = bitcast<f32>(l_485);
let l_487 = f64(l_486);
l_mut_60 = l_487;
let l_488 = l_485 < u32(8388608);
if l_488 {
let l_489 = f64(l_485);
let l_490 = l_489 * f64(1.401298464324817e-45);
l_mut_60 = l_490;
}
let l_491 = bitcast<u64>(l_mut_60);
let l_492 = l_484 >> u32(31);
let l_493 = u64(l_492);
let l_494 = l_493 << u32(bitcast<u64>(u64(63)));
let l_495 = l_491 | l_494;
let l_496 = bitcast<f64>(l_495);
let l_497 = bitcast<u32>(l_15);
let l_498 = l_497 + u32(1);
l_mut_47 = l_498;
let l_499 = l_497 & u32(2147483647);
let l_500 = l_499 == u32(0);
if l_500 {
l_mut_47 = u32(1);
} else {
let l_501 = l_497 & u32(2147483648);
let l_502 = l_501 != u32(0);
if l_502 {
let l_503 = l_497 - u32(1);
l_mut_47 = l_503;
} else {
let l_504 = l_497 == u32(2139095040);
if l_504 {
l_mut_47 = l_497;
}
}
}
let l_505 = bitcast<f32>(l_mut_47);
let l_506 = bitcast<u32>(l_505);
let l_507 = l_506 & u32(2147483647);
let l_508 = bitcast<f32>(l_507);
let l_509 = f64(l_508);
l_mut_60 = l_509;
let l_510 = l_507 < u32(8388608);
if l_510 {
let l_511 = f64(l_507);
let l_512 = l_511 * f64(1.401298464324817e-45);
l_mut_60 = l_512;
}
let l_513 = bitcast<u64>(l_mut_60);
let l_514 = l_506 >> u32(31);
let l_515 = u64(l_514);
let l_516 = l_515 << u32(bitcast<u64>(u64(63)));
let l_517 = l_513 | l_516;
let l_518 = bitcast<f64>(l_517);
let l_519 = bitcast<u32>(l_15);
let l_520 = l_519 ^ u32(2147483648);
let l_521 = bitcast<f32>(l_520);
let l_522 = bitcast<u32>(l_521);
let l_523 = l_522 + u32(1);
l_mut_47 = l_523;
let l_524 = l_522 & u32(2147483647);
let l_525 = l_524 == u32(0);
if l_525 {
l_mut_47 = u32(1);
} else {
let l_526 = l_522 & u32(2147483648);
let l_527 = l_526 != u32(0);
if l_527 {
let l_528 = l_522 - u32(1);
l_mut_47 = l_528;
} else {
let l_529 = l_522 == u32(2139095040);
if l_529 {
l_mut_47 = l_522;
}
}
}
let l_530 = bitcast<f32>(l_mut_47);
let l_531 = bitcast<u32>(l_530);
let l_532 = l_531 ^ u32(2147483648);
let l_533 = bitcast<f32>(l_532);
let l_534 = bitcast<u32>(l_533);
let l_535 = l_534 & u32(2147483647);
let l_536 = bitcast<f32>(l_535);
let l_537 = f64(l_536);
l_mut_60 = l_537;
let l_538 = l_535 < u32(8388608);
if l_538 {
let l_539 = f64(l_535);
let l_540 = l_539 * f64(1.401298464324817e-45);
l_mut_60 = l_540;
}
let l_541 = bitcast<u64>(l_mut_60);
let l_542 = l_534 >> u32(31);
let l_543 = u64(l_542);
let l_544 = l_543 << u32(bitcast<u64>(u64(63)));
let l_545 = l_541 | l_544;
let l_546 = bitcast<f64>(l_545);
let l_547 = l_482 + l_481;
let l_548 = l_547 <= l_496;
l_mut_149 = l_548;
let l_549 = l_482 - l_481;
let l_550 = l_549 > l_496;
l_mut_146 = l_550;
let l_551 = l_483 - l_481;
let l_552 = l_551 >= l_496;
l_mut_143 = l_552;
let l_553 = l_483 + l_481;
let l_554 = l_553 < l_496;
l_mut_140 = l_554;
if l_13 {
let l_555 = l_482 + l_481;
let l_556 = l_555 < l_518;
l_mut_149 = l_556;
let l_557 = l_482 - l_481;
let l_558 = l_557 >= l_518;
l_mut_146 = l_558;
let l_559 = l_483 - l_481;
let l_560 = l_559 > l_546;
l_mut_143 = l_560;
let l_561 = l_483 + l_481;
let l_562 = l_561 <= l_546;
l_mut_140 = l_562;
}
l_mut_47 = u32(2);
let l_563 = l_mut_146 || l_mut_140;
if l_563 {
l_mut_47 = u32(1);
} else {
let l_564 = l_mut_149 && l_mut_143;
if l_564 {
l_mut_47 = u32(0);
}
}
let l_565 = bitcast<u32>(l_15);
let l_566 = l_565 & u32(2147483647);
let l_567 = l_566 == u32(0);
if l_567 {
let l_568 = l_482 + l_481;
let l_569 = l_568 < f64(1.1754943508222875e-38);
let l_570 = l_483 - l_481;
let l_571 = l_570 > f64(-1.1754943508222875e-38);
let l_572 = l_569 && l_571;
let l_573 = l_482 - l_481;
let l_574 = l_573 < f64(1.1754943508222875e-38);
let l_575 = l_483 + l_481;
let l_576 = l_575 > f64(-1.1754943508222875e-38);
let l_577 = l_574 && l_576;
if l_572 {
l_mut_47 = u32(0);
} else {
let l_578 = l_mut_47 == u32(1);
let l_579 = l_577 && l_578;
if l_579 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
let l_580 = l_9 == u32(6);
if l_580 {
l_mut_30 = u32(0);
let l_581 = l_27 <= l_22;
if l_581 {
let l_582 = l_19 * f64(1.4551915228366852e-11);
let l_583 = l_29 + l_582;
let l_584 = l_16 - l_19;
let l_585 = l_16 + l_19;
let l_586 = bitcast<u32>(l_15);
let l_587 = l_586 & u32(2147483647);
let l_588 = bitcast<f32>(l_587);
let l_589 = f64(l_588);
l_mut_60 = l_589;
let l_590 = l_587 < u32(8388608);
if l_590 {
let l_591 = f64(l_587);
let l_592 = l_591 * f64(1.401298464324817e-45);
l_mut_60 = l_592;
}
let l_593 = bitcast<u64>(l_mut_60);
let l_594 = l_586 >> u32(31);
let l_595 = u64(l_594);
let l_596 = l_595 << u32(bitcast<u64>(u64(63)));
let l_597 = l_593 | l_596;
let l_598 = bitcast<f64>(l_597);
let l_599 = bitcast<u32>(l_15);
let l_600 = l_599 + u32(1);
l_mut_89 = l_600;
let l_601 = l_599 & u32(2147483647);
let l_602 = l_601 == u32(0);
if l_602 {
l_mut_89 = u32(1);
} else {
let l_603 = l_599 & u32(2147483648);
let l_604 = l_603 != u32(0);
if l_604 {
let l_605 = l_599 - u32(1);
l_mut_89 = l_605;
} else {
let l_606 = l_599 == u32(2139095040);
if l_606 {
l_mut_89 = l_599;
}
}
}
let l_607 = bitcast<f32>(l_mut_89);
let l_608 = bitcast<u32>(l_607);
let l_609 = l_608 & u32(2147483647);
let l_610 = bitcast<f32>(l_609);
let l_611 = f64(l_610);
l_mut_60 = l_611;
let l_612 = l_609 < u32(8388608);
if l_612 {
let l_613 = f64(l_609);
let l_614 = l_613 * f64(1.401298464324817e-45);
l_mut_60 = l_614;
}
let l_615 = bitcast<u64>(l_mut_60);
let l_616 = l_608 >> u32(31);
let l_617 = u64(l_616);
let l_618 = l_617 << u32(bitcast<u64>(u64(63)));
let l_619 = l_615 | l_618;
let l_620 = bitcast<f64>(l_619);
let l_621 = bitcast<u32>(l_15);
let l_622 = l_621 ^ u32(2147483648);
let l_623 = bitcast<f32>(l_622);
let l_624 = bitcast<u32>(l_623);
let l_625 = l_624 + u32(1);
l_mut_89 = l_625;
let l_626 = l_624 & u32(2147483647);
let l_627 = l_626 == u32(0);
if l_627 {
l_mut_89 = u32(1);
} else {
let l_628 = l_624 & u32(2147483648);
let l_629 = l_628 != u32(0);
if l_629 {
let l_630 = l_624 - u32(1);
l_mut_89 = l_630;
} else {
let l_631 = l_624 == u32(2139095040);
if l_631 {
l_mut_89 = l_624;
}
}
}
let l_632 = bitcast<f32>(l_mut_89);
let l_633 = bitcast<u32>(l_632);
let l_634 = l_633 ^ u32(2147483648);
let l_635 = bitcast<f32>(l_634);
let l_636 = bitcast<u32>(l_635);
let l_637 = l_636 & u32(2147483647);
let l_638 = bitcast<f32>(l_637);
let l_639 = f64(l_638);
l_mut_60 = l_639;
let l_640 = l_637 < u32(8388608);
if l_640 {
let l_641 = f64(l_637);
let l_642 = l_641 * f64(1.401298464324817e-45);
l_mut_60 = l_642;
}
let l_643 = bitcast<u64>(l_mut_60);
let l_644 = l_636 >> u32(31);
let l_645 = u64(l_644);
let l_646 = l_645 << u32(bitcast<u64>(u64(63)));
let l_647 = l_643 | l_646;
let l_648 = bitcast<f64>(l_647);
let l_649 = l_584 + l_583;
let l_650 = l_649 <= l_598;
l_mut_149 = l_650;
let l_651 = l_584 - l_583;
let l_652 = l_651 > l_598;
l_mut_146 = l_652;
let l_653 = l_585 - l_583;
let l_654 = l_653 >= l_598;
l_mut_143 = l_654;
let l_655 = l_585 + l_583;
let l_656 = l_655 < l_598;
l_mut_140 = l_656;
if l_13 {
let l_657 = l_584 + l_583;
let l_658 = l_657 < l_620;
l_mut_149 = l_658;
let l_659 = l_584 - l_583;
let l_660 = l_659 >= l_620;
l_mut_146 = l_660;
let l_661 = l_585 - l_583;
let l_662 = l_661 > l_648;
l_mut_143 = l_662;
let l_663 = l_585 + l_583;
let l_664 = l_663 <= l_648;
l_mut_140 = l_664;
}
l_mut_89 = u32(2);
let l_665 = l_mut_146 || l_mut_140;
if l_665 {
l_mut_89 = u32(1);
} else {
let l_666 = l_mut_149 && l_mut_143;
if l_666 {
l_mut_89 = u32(0);
}
}
let l_667 = bitcast<u32>(l_15);
let l_668 = l_667 & u32(2147483647);
let l_669 = l_668 == u32(0);
if l_669 {
let l_670 = l_584 + l_583;
let l_671 = l_670 < f64(1.1754943508222875e-38);
let l_672 = l_585 - l_583;
let l_673 = l_672 > f64(-1.1754943508222875e-38);
let l_674 = l_671 && l_673;
let l_675 = l_584 - l_583;
let l_676 = l_675 < f64(1.1754943508222875e-38);
let l_677 = l_585 + l_583;
let l_678 = l_677 > f64(-1.1754943508222875e-38);
let l_679 = l_676 && l_678;
if l_674 {
l_mut_89 = u32(0);
} else {
let l_680 = l_mut_89 == u32(1);
let l_681 = l_679 && l_680;
if l_681 {
l_mut_89 = u32(2);
}
}
}
l_mut_30 = l_mut_89;
}
} else {
let l_682 = l_9 == u32(7);
if l_682 {
let l_683 = abs(l_16);
let l_684 = l_19 * l_683;
l_mut_60 = l_684;
let l_685 = abs(l_16);
l_mut_37 = f64(1.401298464324817e-45);
let l_686 = l_685 >= f64(1.1754943508222875e-38);
let l_687 = l_685 <= f64(1.7976931348623157e308);
let l_688 = l_686 && l_687;
if l_688 {
let l_689 = bitcast<u64>(l_685);
let l_690 = l_689 >> u32(bitcast<u64>(u64(52)));
let l_691 = l_690 - u64(23);
let l_692 = l_691 << u32(bitcast<u64>(u64(52)));
let l_693 = bitcast<f64>(l_692);
l_mut_37 = l_693;
}
let l_694 = f64(0.5) * l_mut_37;
let l_695 = l_694 > l_mut_60;
if l_695 {
l_mut_60 = l_694;
}
let l_696 = l_16 - l_29;
let l_697 = abs(l_696);
l_mut_37 = f64(1.401298464324817e-45);
let l_698 = l_697 >= f64(1.1754943508222875e-38);
let l_699 = l_697 <= f64(1.7976931348623157e308);
let l_700 = l_698 && l_699;
if l_700 {
let l_701 = bitcast<u64>(l_697);
let l_702 = l_701 >> u32(bitcast<u64>(u64(52)));
let l_703 = l_702 - u64(23);
let l_704 = l_703 << u32(bitcast<u64>(u64(52)));
let l_705 = bitcast<f64>(l_704);
l_mut_37 = l_705;
}
let l_706 = l_16 + l_29;
let l_707 = abs(l_706);
l_mut_708 = f64(1.401298464324817e-45);
let l_709 = l_707 >= f64(1.1754943508222875e-38);
let l_710 = l_707 <= f64(1.7976931348623157e308);
let l_711 = l_709 && l_710;
if l_711 {
let l_712 = bitcast<u64>(l_707);
let l_713 = l_712 >> u32(bitcast<u64>(u64(52)));
let l_714 = l_713 - u64(23);
let l_715 = l_714 << u32(bitcast<u64>(u64(52)));
let l_716 = bitcast<f64>(l_715);
l_mut_708 = l_716;
}
let l_717 = l_mut_37 == l_mut_708;
if l_717 {
let l_718 = l_19 * l_29;
let l_719 = l_29 + l_718;
let l_720 = l_mut_60 * f64(1.4551915228366852e-11);
let l_721 = l_719 + l_720;
let l_722 = l_16 - l_mut_60;
let l_723 = l_16 + l_mut_60;
let l_724 = bitcast<u32>(l_15);
let l_725 = l_724 & u32(2147483647);
let l_726 = bitcast<f32>(l_725);
let l_727 = f64(l_726);
l_mut_708 = l_727;
let l_728 = l_725 < u32(8388608);
if l_728 {
let l_729 = f64(l_725);
let l_730 = l_729 * f64(1.401298464324817e-45);
l_mut_708 = l_730;
}
let l_731 = bitcast<u64>(l_mut_708);
let l_732 = l_724 >> u32(31);
let l_733 = u64(l_732);
let l_734 = l_733 << u32(bitcast<u64>(u64(63)));
let l_735 = l_731 | l_734;
let l_736 = bitcast<f64>(l_735);
let l_737 = bitcast<u32>(l_15);
let l_738 = l_737 + u32(1);
l_mut_89 = l_738;
let l_739 = l_737 & u32(2147483647);
let l_740 = l_739 == u32(0);
if l_740 {
l_mut_89 = u32(1);
} else {
let l_741 = l_737 & u32(2147483648);
let l_742 = l_741 != u32(0);
if l_742 {
let l_743 = l_737 - u32(1);
l_mut_89 = l_743;
} else {
let l_744 = l_737 == u32(2139095040);
if l_744 {
l_mut_89 = l_737;
}
}
}
let l_745 = bitcast<f32>(l_mut_89);
let l_746 = bitcast<u32>(l_745);
let l_747 = l_746 & u32(2147483647);
let l_748 = bitcast<f32>(l_747);
let l_749 = f64(l_748);
l_mut_708 = l_749;
let l_750 = l_747 < u32(8388608);
if l_750 {
let l_751 = f64(l_747);
let l_752 = l_751 * f64(1.401298464324817e-45);
l_mut_708 = l_752;
}
let l_753 = bitcast<u64>(l_mut_708);
let l_754 = l_746 >> u32(31);
let l_755 = u64(l_754);
let l_756 = l_755 << u32(bitcast<u64>(u64(63)));
let l_757 = l_753 | l_756;
let l_758 = bitcast<f64>(l_757);
let l_759 = bitcast<u32>(l_15);
let l_760 = l_759 ^ u32(2147483648);
let l_761 = bitcast<f32>(l_760);
let l_762 = bitcast<u32>(l_761);
let l_763 = l_762 + u32(1);
l_mut_89 = l_763;
let l_764 = l_762 & u32(2147483647);
let l_765 = l_764 == u32(0);
if l_765 {
l_mut_89 = u32(1);
} else {
let l_766 = l_762 & u32(2147483648);
let l_767 = l_766 != u32(0);
if l_767 {
let l_768 = l_762 - u32(1);
l_mut_89 = l_768;
} else {
let l_769 = l_762 == u32(2139095040);
if l_769 {
l_mut_89 = l_762;
}
}
}
let l_770 = bitcast<f32>(l_mut_89);
let l_771 = bitcast<u32>(l_770);
let l_772 = l_771 ^ u32(2147483648);
let l_773 = bitcast<f32>(l_772);
let l_774 = bitcast<u32>(l_773);
let l_775 = l_774 & u32(2147483647);
let l_776 = bitcast<f32>(l_775);
let l_777 = f64(l_776);
l_mut_708 = l_777;
let l_778 = l_775 < u32(8388608);
if l_778 {
let l_779 = f64(l_775);
let l_780 = l_779 * f64(1.401298464324817e-45);
l_mut_708 = l_780;
}
let l_781 = bitcast<u64>(l_mut_708);
let l_782 = l_774 >> u32(31);
let l_783 = u64(l_782);
let l_784 = l_783 << u32(bitcast<u64>(u64(63)));
let l_785 = l_781 | l_784;
let l_786 = bitcast<f64>(l_785);
let l_787 = l_722 + l_721;
let l_788 = l_787 <= l_736;
l_mut_149 = l_788;
let l_789 = l_722 - l_721;
let l_790 = l_789 > l_736;
l_mut_146 = l_790;
let l_791 = l_723 - l_721;
let l_792 = l_791 >= l_736;
l_mut_143 = l_792;
let l_793 = l_723 + l_721;
let l_794 = l_793 < l_736;
l_mut_140 = l_794;
if l_13 {
let l_795 = l_722 + l_721;
let l_796 = l_795 < l_758;
l_mut_149 = l_796;
let l_797 = l_722 - l_721;
let l_798 = l_797 >= l_758;
l_mut_146 = l_798;
let l_799 = l_723 - l_721;
let l_800 = l_799 > l_786;
l_mut_143 = l_800;
let l_801 = l_723 + l_721;
let l_802 = l_801 <= l_786;
l_mut_140 = l_802;
}
l_mut_89 = u32(2);
let l_803 = l_mut_146 || l_mut_140;
if l_803 {
l_mut_89 = u32(1);
} else {
let l_804 = l_mut_149 && l_mut_143;
if l_804 {
l_mut_89 = u32(0);
}
}
let l_805 = bitcast<u32>(l_15);
let l_806 = l_805 & u32(2147483647);
let l_807 = l_806 == u32(0);
if l_807 {
let l_808 = l_722 + l_721;
let l_809 = l_808 < f64(1.1754943508222875e-38);
let l_810 = l_723 - l_721;
let l_811 = l_810 > f64(-1.1754943508222875e-38);
let l_812 = l_809 && l_811;
let l_813 = l_722 - l_721;
let l_814 = l_813 < f64(1.1754943508222875e-38);
let l_815 = l_723 + l_721;
let l_816 = l_815 > f64(-1.1754943508222875e-38);
let l_817 = l_814 && l_816;
if l_812 {
l_mut_89 = u32(0);
} else {
let l_818 = l_mut_89 == u32(1);
let l_819 = l_817 && l_818;
if l_819 {
l_mut_89 = u32(2);
}
}
}
l_mut_30 = l_mut_89;
}
} else {
let l_820 = l_9 == u32(8);
if l_820 {
let l_821 = l_26 >= f64(0.5);
let l_822 = l_26 <= f64(2.0);
let l_823 = l_821 && l_822;
if l_823 {
let l_824 = l_19 * f64(1.4551915228366852e-11);
let l_825 = l_29 + l_824;
let l_826 = l_16 - l_19;
let l_827 = l_16 + l_19;
let l_828 = bitcast<u32>(l_15);
let l_829 = l_828 & u32(2147483647);
let l_830 = bitcast<f32>(l_829);
let l_831 = f64(l_830);
l_mut_708 = l_831;
let l_832 = l_829 < u32(8388608);
if l_832 {
let l_833 = f64(l_829);
let l_834 = l_833 * f64(1.401298464324817e-45);
l_mut_708 = l_834;
}
let l_835 = bitcast<u64>(l_mut_708);
let l_836 = l_828 >> u32(31);
let l_837 = u64(l_836);
let l_838 = l_837 << u32(bitcast<u64>(u64(63)));
let l_839 = l_835 | l_838;
let l_840 = bitcast<f64>(l_839);
let l_841 = bitcast<u32>(l_15);
let l_842 = l_841 + u32(1);
l_mut_89 = l_842;
let l_843 = l_841 & u32(2147483647);
let l_844 = l_843 == u32(0);
if l_844 {
l_mut_89 = u32(1);
} else {
let l_845 = l_841 & u32(2147483648);
let l_846 = l_845 != u32(0);
if l_846 {
let l_847 = l_841 - u32(1);
l_mut_89 = l_847;
} else {
let l_848 = l_841 == u32(2139095040);
if l_848 {
l_mut_89 = l_841;
}
}
}
let l_849 = bitcast<f32>(l_mut_89);
let l_850 = bitcast<u32>(l_849);
let l_851 = l_850 & u32(2147483647);
let l_852 = bitcast<f32>(l_851);
let l_853 = f64(l_852);
l_mut_708 = l_853;
let l_854 = l_851 < u32(8388608);
if l_854 {
let l_855 = f64(l_851);
let l_856 = l_855 * f64(1.401298464324817e-45);
l_mut_708 = l_856;
}
let l_857 = bitcast<u64>(l_mut_708);
let l_858 = l_850 >> u32(31);
let l_859 = u64(l_858);
let l_860 = l_859 << u32(bitcast<u64>(u64(63)));
let l_861 = l_857 | l_860;
let l_862 = bitcast<f64>(l_861);
let l_863 = bitcast<u32>(l_15);
let l_864 = l_863 ^ u32(2147483648);
let l_865 = bitcast<f32>(l_864);
let l_866 = bitcast<u32>(l_865);
let l_867 = l_866 + u32(1);
l_mut_89 = l_867;
let l_868 = l_866 & u32(2147483647);
let l_869 = l_868 == u32(0);
if l_869 {
l_mut_89 = u32(1);
} else {
let l_870 = l_866 & u32(2147483648);
let l_871 = l_870 != u32(0);
if l_871 {
let l_872 = l_866 - u32(1);
l_mut_89 = l_872;
} else {
let l_873 = l_866 == u32(2139095040);
if l_873 {
l_mut_89 = l_866;
}
}
}
let l_874 = bitcast<f32>(l_mut_89);
let l_875 = bitcast<u32>(l_874);
let l_876 = l_875 ^ u32(2147483648);
let l_877 = bitcast<f32>(l_876);
let l_878 = bitcast<u32>(l_877);
let l_879 = l_878 & u32(2147483647);
let l_880 = bitcast<f32>(l_879);
let l_881 = f64(l_880);
l_mut_708 = l_881;
let l_882 = l_879 < u32(8388608);
if l_882 {
let l_883 = f64(l_879);
let l_884 = l_883 * f64(1.401298464324817e-45);
l_mut_708 = l_884;
}
let l_885 = bitcast<u64>(l_mut_708);
let l_886 = l_878 >> u32(31);
let l_887 = u64(l_886);
let l_888 = l_887 << u32(bitcast<u64>(u64(63)));
let l_889 = l_885 | l_888;
let l_890 = bitcast<f64>(l_889);
let l_891 = l_826 + l_825;
let l_892 = l_891 <= l_840;
l_mut_149 = l_892;
let l_893 = l_826 - l_825;
let l_894 = l_893 > l_840;
l_mut_146 = l_894;
let l_895 = l_827 - l_825;
let l_896 = l_895 >= l_840;
l_mut_143 = l_896;
let l_897 = l_827 + l_825;
let l_898 = l_897 < l_840;
l_mut_140 = l_898;
if l_13 {
let l_899 = l_826 + l_825;
let l_900 = l_899 < l_862;
l_mut_149 = l_900;
let l_901 = l_826 - l_825;
let l_902 = l_901 >= l_862;
l_mut_146 = l_902;
let l_903 = l_827 - l_825;
let l_904 = l_903 > l_890;
l_mut_143 = l_904;
let l_905 = l_827 + l_825;
let l_906 = l_905 <= l_890;
l_mut_140 = l_906;
}
l_mut_89 = u32(2);
let l_907 = l_mut_146 || l_mut_140;
if l_907 {
l_mut_89 = u32(1);
} else {
let l_908 = l_mut_149 && l_mut_143;
if l_908 {
l_mut_89 = u32(0);
}
}
let l_909 = bitcast<u32>(l_15);
let l_910 = l_909 & u32(2147483647);
let l_911 = l_910 == u32(0);
if l_911 {
let l_912 = l_826 + l_825;
let l_913 = l_912 < f64(1.1754943508222875e-38);
let l_914 = l_827 - l_825;
let l_915 = l_914 > f64(-1.1754943508222875e-38);
let l_916 = l_913 && l_915;
let l_917 = l_826 - l_825;
let l_918 = l_917 < f64(1.1754943508222875e-38);
let l_919 = l_827 + l_825;
let l_920 = l_919 > f64(-1.1754943508222875e-38);
let l_921 = l_918 && l_920;
if l_916 {
l_mut_89 = u32(0);
} else {
let l_922 = l_mut_89 == u32(1);
let l_923 = l_921 && l_922;
if l_923 {
l_mut_89 = u32(2);
}
}
}
l_mut_30 = l_mut_89;
} else {
let l_924 = abs(l_16);
l_mut_708 = f64(1.401298464324817e-45);
let l_925 = l_924 >= f64(1.1754943508222875e-38);
let l_926 = l_924 <= f64(1.7976931348623157e308);
let l_927 = l_925 && l_926;
if l_927 {
let l_928 = bitcast<u64>(l_924);
let l_929 = l_928 >> u32(bitcast<u64>(u64(52)));
let l_930 = l_929 - u64(23);
let l_931 = l_930 << u32(bitcast<u64>(u64(52)));
let l_932 = bitcast<f64>(l_931);
l_mut_708 = l_932;
}
let l_933 = l_22 * l_mut_708;
l_mut_89 = u32(2);
let l_934 = l_16 - l_29;
let l_935 = abs(l_934);
l_mut_708 = f64(1.401298464324817e-45);
let l_936 = l_935 >= f64(1.1754943508222875e-38);
let l_937 = l_935 <= f64(1.7976931348623157e308);
let l_938 = l_936 && l_937;
if l_938 {
let l_939 = bitcast<u64>(l_935);
let l_940 = l_939 >> u32(bitcast<u64>(u64(52)));
let l_941 = l_940 - u64(23);
let l_942 = l_941 << u32(bitcast<u64>(u64(52)));
let l_943 = bitcast<f64>(l_942);
l_mut_708 = l_943;
}
let l_944 = l_16 + l_29;
let l_945 = abs(l_944);
l_mut_60 = f64(1.401298464324817e-45);
let l_946 = l_945 >= f64(1.1754943508222875e-38);
let l_947 = l_945 <= f64(1.7976931348623157e308);
let l_948 = l_946 && l_947;
if l_948 {
let l_949 = bitcast<u64>(l_945);
let l_950 = l_949 >> u32(bitcast<u64>(u64(52)));
let l_951 = l_950 - u64(23);
let l_952 = l_951 << u32(bitcast<u64>(u64(52)));
let l_953 = bitcast<f64>(l_952);
l_mut_60 = l_953;
}
let l_954 = l_mut_708 == l_mut_60;
if l_954 {
let l_955 = l_933 * f64(1.4551915228366852e-11);
let l_956 = l_29 + l_955;
let l_957 = l_16 - l_933;
let l_958 = l_16 + l_933;
let l_959 = bitcast<u32>(l_15);
let l_960 = l_959 & u32(2147483647);
let l_961 = bitcast<f32>(l_960);
let l_962 = f64(l_961);
l_mut_708 = l_962;
let l_963 = l_960 < u32(8388608);
if l_963 {
let l_964 = f64(l_960);
let l_965 = l_964 * f64(1.401298464324817e-45);
l_mut_708 = l_965;
}
let l_966 = bitcast<u64>(l_mut_708);
let l_967 = l_959 >> u32(31);
let l_968 = u64(l_967);
let l_969 = l_968 << u32(bitcast<u64>(u64(63)));
let l_970 = l_966 | l_969;
let l_971 = bitcast<f64>(l_970);
let l_972 = bitcast<u32>(l_15);
let l_973 = l_972 + u32(1);
l_mut_47 = l_973;
let l_974 = l_972 & u32(2147483647);
let l_975 = l_974 == u32(0);
if l_975 {
l_mut_47 = u32(1);
} else {
let l_976 = l_972 & u32(2147483648);
let l_977 = l_976 != u32(0);
if l_977 {
let l_978 = l_972 - u32(1);
l_mut_47 = l_978;
} else {
let l_979 = l_972 == u32(2139095040);
if l_979 {
l_mut_47 = l_972;
}
}
}
let l_980 = bitcast<f32>(l_mut_47);
let l_981 = bitcast<u32>(l_980);
let l_982 = l_981 & u32(2147483647);
let l_983 = bitcast<f32>(l_982);
let l_984 = f64(l_983);
l_mut_708 = l_984;
let l_985 = l_982 < u32(8388608);
if l_985 {
let l_986 = f64(l_982);
let l_987 = l_986 * f64(1.401298464324817e-45);
l_mut_708 = l_987;
}
let l_988 = bitcast<u64>(l_mut_708);
let l_989 = l_981 >> u32(31);
let l_990 = u64(l_989);
let l_991 = l_990 << u32(bitcast<u64>(u64(63)));
let l_992 = l_988 | l_991;
let l_993 = bitcast<f64>(l_992);
let l_994 = bitcast<u32>(l_15);
let l_995 = l_994 ^ u32(2147483648);
let l_996 = bitcast<f32>(l_995);
let l_997 = bitcast<u32>(l_996);
let l_998 = l_997 + u32(1);
l_mut_47 = l_998;
let l_999 = l_997 & u32(2147483647);
let l_1000 = l_999 == u32(0);
if l_1000 {
l_mut_47 = u32(1);
} else {
let l_1001 = l_997 & u32(2147483648);
let l_1002 = l_1001 != u32(0);
if l_1002 {
let l_1003 = l_997 - u32(1);
l_mut_47 = l_1003;
} else {
let l_1004 = l_997 == u32(2139095040);
if l_1004 {
l_mut_47 = l_997;
}
}
}
let l_1005 = bitcast<f32>(l_mut_47);
let l_1006 = bitcast<u32>(l_1005);
let l_1007 = l_1006 ^ u32(2147483648);
let l_1008 = bitcast<f32>(l_1007);
let l_1009 = bitcast<u32>(l_1008);
let l_1010 = l_1009 & u32(2147483647);
let l_1011 = bitcast<f32>(l_1010);
let l_1012 = f64(l_1011);
l_mut_708 = l_1012;
let l_1013 = l_1010 < u32(8388608);
if l_1013 {
let l_1014 = f64(l_1010);
let l_1015 = l_1014 * f64(1.401298464324817e-45);
l_mut_708 = l_1015;
}
let l_1016 = bitcast<u64>(l_mut_708);
let l_1017 = l_1009 >> u32(31);
let l_1018 = u64(l_1017);
let l_1019 = l_1018 << u32(bitcast<u64>(u64(63)));
let l_1020 = l_1016 | l_1019;
let l_1021 = bitcast<f64>(l_1020);
let l_1022 = l_957 + l_956;
let l_1023 = l_1022 <= l_971;
l_mut_149 = l_1023;
let l_1024 = l_957 - l_956;
let l_1025 = l_1024 > l_971;
l_mut_146 = l_1025;
let l_1026 = l_958 - l_956;
let l_1027 = l_1026 >= l_971;
l_mut_143 = l_1027;
let l_1028 = l_958 + l_956;
let l_1029 = l_1028 < l_971;
l_mut_140 = l_1029;
if l_13 {
let l_1030 = l_957 + l_956;
let l_1031 = l_1030 < l_993;
l_mut_149 = l_1031;
let l_1032 = l_957 - l_956;
let l_1033 = l_1032 >= l_993;
l_mut_146 = l_1033;
let l_1034 = l_958 - l_956;
let l_1035 = l_1034 > l_1021;
l_mut_143 = l_1035;
let l_1036 = l_958 + l_956;
let l_1037 = l_1036 <= l_1021;
l_mut_140 = l_1037;
}
l_mut_47 = u32(2);
let l_1038 = l_mut_146 || l_mut_140;
if l_1038 {
l_mut_47 = u32(1);
} else {
let l_1039 = l_mut_149 && l_mut_143;
if l_1039 {
l_mut_47 = u32(0);
}
}
let l_1040 = bitcast<u32>(l_15);
let l_1041 = l_1040 & u32(2147483647);
let l_1042 = l_1041 == u32(0);
if l_1042 {
let l_1043 = l_957 + l_956;
let l_1044 = l_1043 < f64(1.1754943508222875e-38);
let l_1045 = l_958 - l_956;
let l_1046 = l_1045 > f64(-1.1754943508222875e-38);
let l_1047 = l_1044 && l_1046;
let l_1048 = l_957 - l_956;
let l_1049 = l_1048 < f64(1.1754943508222875e-38);
let l_1050 = l_958 + l_956;
let l_1051 = l_1050 > f64(-1.1754943508222875e-38);
let l_1052 = l_1049 && l_1051;
if l_1047 {
l_mut_47 = u32(0);
} else {
let l_1053 = l_mut_47 == u32(1);
let l_1054 = l_1052 && l_1053;
if l_1054 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
}
} else {
let l_1055 = l_9 == u32(9);
if l_1055 {
a_1056[u32(0)] = u32(1);
let l_1057 = sqrt(l_26);
let l_1058 = f64(1.0) / l_1057;
let l_1059 = l_1058 * f64(1.4551915228366852e-11);
let l_1060 = abs(l_1058);
l_mut_708 = f64(1.401298464324817e-45);
let l_1061 = l_1060 >= f64(1.1754943508222875e-38);
let l_1062 = l_1060 <= f64(1.7976931348623157e308);
let l_1063 = l_1061 && l_1062;
if l_1063 {
let l_1064 = bitcast<u64>(l_1060);
let l_1065 = l_1064 >> u32(bitcast<u64>(u64(52)));
let l_1066 = l_1065 - u64(23);
let l_1067 = l_1066 << u32(bitcast<u64>(u64(52)));
let l_1068 = bitcast<f64>(l_1067);
l_mut_708 = l_1068;
}
let l_1069 = l_1058 - l_1059;
let l_1070 = abs(l_1069);
l_mut_60 = f64(1.401298464324817e-45);
let l_1071 = l_1070 >= f64(1.1754943508222875e-38);
let l_1072 = l_1070 <= f64(1.7976931348623157e308);
let l_1073 = l_1071 && l_1072;
if l_1073 {
let l_1074 = bitcast<u64>(l_1070);
let l_1075 = l_1074 >> u32(bitcast<u64>(u64(52)));
let l_1076 = l_1075 - u64(23);
let l_1077 = l_1076 << u32(bitcast<u64>(u64(52)));
let l_1078 = bitcast<f64>(l_1077);
l_mut_60 = l_1078;
}
let l_1079 = l_1058 + l_1059;
let l_1080 = abs(l_1079);
l_mut_37 = f64(1.401298464324817e-45);
let l_1081 = l_1080 >= f64(1.1754943508222875e-38);
let l_1082 = l_1080 <= f64(1.7976931348623157e308);
let l_1083 = l_1081 && l_1082;
if l_1083 {
let l_1084 = bitcast<u64>(l_1080);
let l_1085 = l_1084 >> u32(bitcast<u64>(u64(52)));
let l_1086 = l_1085 - u64(23);
let l_1087 = l_1086 << u32(bitcast<u64>(u64(52)));
let l_1088 = bitcast<f64>(l_1087);
l_mut_37 = l_1088;
}
let l_1089 = l_mut_60 == l_mut_37;
let l_1090 = !l_1089;
if l_1090 {
a_1056[u32(0)] = u32(0);
}
let l_1091 = l_19 * l_mut_708;
let l_1092 = l_1058 - l_1091;
l_mut_60 = l_1092;
if l_13 {
let l_1093 = l_1092 - l_1059;
let l_1094 = l_1093 * f64(7.1362384635298e44);
let l_1095 = floor(l_1094);
let l_1096 = l_1095 * f64(1.401298464324817e-45);
l_mut_37 = l_1096;
let l_1097 = abs(l_1093);
let l_1098 = l_1097 >= f64(1.1754943508222875e-38);
if l_1098 {
let l_1099 = f32(l_1093);
let l_1100 = f64(l_1099);
l_mut_37 = l_1100;
let l_1101 = l_mut_37 > l_1093;
if l_1101 {
let l_1102 = bitcast<u32>(l_1099);
let l_1103 = l_1102 ^ u32(2147483648);
let l_1104 = bitcast<f32>(l_1103);
let l_1105 = bitcast<u32>(l_1104);
let l_1106 = l_1105 + u32(1);
l_mut_89 = l_1106;
let l_1107 = l_1105 & u32(2147483647);
let l_1108 = l_1107 == u32(0);
if l_1108 {
l_mut_89 = u32(1);
} else {
let l_1109 = l_1105 & u32(2147483648);
let l_1110 = l_1109 != u32(0);
if l_1110 {
let l_1111 = l_1105 - u32(1);
l_mut_89 = l_1111;
} else {
let l_1112 = l_1105 == u32(2139095040);
if l_1112 {
l_mut_89 = l_1105;
}
}
}
let l_1113 = bitcast<f32>(l_mut_89);
let l_1114 = bitcast<u32>(l_1113);
let l_1115 = l_1114 ^ u32(2147483648);
let l_1116 = bitcast<f32>(l_1115);
let l_1117 = bitcast<u32>(l_1116);
let l_1118 = l_1117 & u32(2147483647);
let l_1119 = bitcast<f32>(l_1118);
let l_1120 = f64(l_1119);
l_mut_1121 = l_1120;
let l_1122 = l_1118 < u32(8388608);
if l_1122 {
let l_1123 = f64(l_1118);
let l_1124 = l_1123 * f64(1.401298464324817e-45);
l_mut_1121 = l_1124;
}
let l_1125 = bitcast<u64>(l_mut_1121);
let l_1126 = l_1117 >> u32(31);
let l_1127 = u64(l_1126);
let l_1128 = l_1127 << u32(bitcast<u64>(u64(63)));
let l_1129 = l_1125 | l_1128;
let l_1130 = bitcast<f64>(l_1129);
l_mut_37 = l_1130;
} else {
let l_1131 = bitcast<u32>(l_1099);
let l_1132 = l_1131 + u32(1);
l_mut_89 = l_1132;
let l_1133 = l_1131 & u32(2147483647);
let l_1134 = l_1133 == u32(0);
if l_1134 {
l_mut_89 = u32(1);
} else {
let l_1135 = l_1131 & u32(2147483648);
let l_1136 = l_1135 != u32(0);
if l_1136 {
let l_1137 = l_1131 - u32(1);
l_mut_89 = l_1137;
} else {
let l_1138 = l_1131 == u32(2139095040);
if l_1138 {
l_mut_89 = l_1131;
}
}
}
let l_1139 = bitcast<f32>(l_mut_89);
let l_1140 = bitcast<u32>(l_1139);
let l_1141 = l_1140 & u32(2147483647);
let l_1142 = bitcast<f32>(l_1141);
let l_1143 = f64(l_1142);
l_mut_1121 = l_1143;
let l_1144 = l_1141 < u32(8388608);
if l_1144 {
let l_1145 = f64(l_1141);
let l_1146 = l_1145 * f64(1.401298464324817e-45);
l_mut_1121 = l_1146;
}
let l_1147 = bitcast<u64>(l_mut_1121);
let l_1148 = l_1140 >> u32(31);
let l_1149 = u64(l_1148);
let l_1150 = l_1149 << u32(bitcast<u64>(u64(63)));
let l_1151 = l_1147 | l_1150;
let l_1152 = bitcast<f64>(l_1151);
let l_1153 = l_1152 <= l_1093;
if l_1153 {
let l_1154 = bitcast<u32>(l_1099);
let l_1155 = l_1154 + u32(1);
l_mut_89 = l_1155;
let l_1156 = l_1154 & u32(2147483647);
let l_1157 = l_1156 == u32(0);
if l_1157 {
l_mut_89 = u32(1);
} else {
let l_1158 = l_1154 & u32(2147483648);
let l_1159 = l_1158 != u32(0);
if l_1159 {
let l_1160 = l_1154 - u32(1);
l_mut_89 = l_1160;
} else {
let l_1161 = l_1154 == u32(2139095040);
if l_1161 {
l_mut_89 = l_1154;
}
}
}
let l_1162 = bitcast<f32>(l_mut_89);
let l_1163 = bitcast<u32>(l_1162);
let l_1164 = l_1163 & u32(2147483647);
let l_1165 = bitcast<f32>(l_1164);
let l_1166 = f64(l_1165);
l_mut_1121 = l_1166;
let l_1167 = l_1164 < u32(8388608);
if l_1167 {
let l_1168 = f64(l_1164);
let l_1169 = l_1168 * f64(1.401298464324817e-45);
l_mut_1121 = l_1169;
}
let l_1170 = bitcast<u64>(l_mut_1121);
let l_1171 = l_1163 >> u32(31);
let l_1172 = u64(l_1171);
let l_1173 = l_1172 << u32(bitcast<u64>(u64(63)));
let l_1174 = l_1170 | l_1173;
let l_1175 = bitcast<f64>(l_1174);
l_mut_37 = l_1175;
}
}
}
let l_1176 = l_1092 + l_1059;
let l_1177 = l_1176 * f64(7.1362384635298e44);
let l_1178 = floor(l_1177);
let l_1179 = l_1178 * f64(1.401298464324817e-45);
l_mut_1121 = l_1179;
let l_1180 = abs(l_1176);
let l_1181 = l_1180 >= f64(1.1754943508222875e-38);
if l_1181 {
let l_1182 = f32(l_1176);
let l_1183 = f64(l_1182);
l_mut_1121 = l_1183;
let l_1184 = l_mut_1121 > l_1176;
if l_1184 {
let l_1185 = bitcast<u32>(l_1182);
let l_1186 = l_1185 ^ u32(2147483648);
let l_1187 = bitcast<f32>(l_1186);
let l_1188 = bitcast<u32>(l_1187);
let l_1189 = l_1188 + u32(1);
l_mut_89 = l_1189;
let l_1190 = l_1188 & u32(2147483647);
let l_1191 = l_1190 == u32(0);
if l_1191 {
l_mut_89 = u32(1);
} else {
let l_1192 = l_1188 & u32(2147483648);
let l_1193 = l_1192 != u32(0);
if l_1193 {
let l_1194 = l_1188 - u32(1);
l_mut_89 = l_1194;
} else {
let l_1195 = l_1188 == u32(2139095040);
if l_1195 {
l_mut_89 = l_1188;
}
}
}
let l_1196 = bitcast<f32>(l_mut_89);
let l_1197 = bitcast<u32>(l_1196);
let l_1198 = l_1197 ^ u32(2147483648);
let l_1199 = bitcast<f32>(l_1198);
let l_1200 = bitcast<u32>(l_1199);
let l_1201 = l_1200 & u32(2147483647);
let l_1202 = bitcast<f32>(l_1201);
let l_1203 = f64(l_1202);
l_mut_1204 = l_1203;
let l_1205 = l_1201 < u32(8388608);
if l_1205 {
let l_1206 = f64(l_1201);
let l_1207 = l_1206 * f64(1.401298464324817e-45);
l_mut_1204 = l_1207;
}
let l_1208 = bitcast<u64>(l_mut_1204);
let l_1209 = l_1200 >> u32(31);
let l_1210 = u64(l_1209);
let l_1211 = l_1210 << u32(bitcast<u64>(u64(63)));
let l_1212 = l_1208 | l_1211;
let l_1213 = bitcast<f64>(l_1212);
l_mut_1121 = l_1213;
} else {
let l_1214 = bitcast<u32>(l_1182);
let l_1215 = l_1214 + u32(1);
l_mut_89 = l_1215;
let l_1216 = l_1214 & u32(2147483647);
let l_1217 = l_1216 == u32(0);
if l_1217 {
l_mut_89 = u32(1);
} else {
let l_1218 = l_1214 & u32(2147483648);
let l_1219 = l_1218 != u32(0);
if l_1219 {
let l_1220 = l_1214 - u32(1);
l_mut_89 = l_1220;
} else {
let l_1221 = l_1214 == u32(2139095040);
if l_1221 {
l_mut_89 = l_1214;
}
}
}
let l_1222 = bitcast<f32>(l_mut_89);
let l_1223 = bitcast<u32>(l_1222);
let l_1224 = l_1223 & u32(2147483647);
let l_1225 = bitcast<f32>(l_1224);
let l_1226 = f64(l_1225);
l_mut_1204 = l_1226;
let l_1227 = l_1224 < u32(8388608);
if l_1227 {
let l_1228 = f64(l_1224);
let l_1229 = l_1228 * f64(1.401298464324817e-45);
l_mut_1204 = l_1229;
}
let l_1230 = bitcast<u64>(l_mut_1204);
let l_1231 = l_1223 >> u32(31);
let l_1232 = u64(l_1231);
let l_1233 = l_1232 << u32(bitcast<u64>(u64(63)));
let l_1234 = l_1230 | l_1233;
let l_1235 = bitcast<f64>(l_1234);
let l_1236 = l_1235 <= l_1176;
if l_1236 {
let l_1237 = bitcast<u32>(l_1182);
let l_1238 = l_1237 + u32(1);
l_mut_89 = l_1238;
let l_1239 = l_1237 & u32(2147483647);
let l_1240 = l_1239 == u32(0);
if l_1240 {
l_mut_89 = u32(1);
} else {
let l_1241 = l_1237 & u32(2147483648);
let l_1242 = l_1241 != u32(0);
if l_1242 {
let l_1243 = l_1237 - u32(1);
l_mut_89 = l_1243;
} else {
let l_1244 = l_1237 == u32(2139095040);
if l_1244 {
l_mut_89 = l_1237;
}
}
}
let l_1245 = bitcast<f32>(l_mut_89);
let l_1246 = bitcast<u32>(l_1245);
let l_1247 = l_1246 & u32(2147483647);
let l_1248 = bitcast<f32>(l_1247);
let l_1249 = f64(l_1248);
l_mut_1204 = l_1249;
let l_1250 = l_1247 < u32(8388608);
if l_1250 {
let l_1251 = f64(l_1247);
let l_1252 = l_1251 * f64(1.401298464324817e-45);
l_mut_1204 = l_1252;
}
let l_1253 = bitcast<u64>(l_mut_1204);
let l_1254 = l_1246 >> u32(31);
let l_1255 = u64(l_1254);
let l_1256 = l_1255 << u32(bitcast<u64>(u64(63)));
let l_1257 = l_1253 | l_1256;
let l_1258 = bitcast<f64>(l_1257);
l_mut_1121 = l_1258;
}
}
}
let l_1259 = l_mut_37 == l_mut_1121;
let l_1260 = !l_1259;
if l_1260 {
a_1056[u32(0)] = u32(0);
}
let l_1261 = l_1092 * f64(7.1362384635298e44);
let l_1262 = floor(l_1261);
let l_1263 = l_1262 * f64(1.401298464324817e-45);
l_mut_1204 = l_1263;
let l_1264 = abs(l_1092);
let l_1265 = l_1264 >= f64(1.1754943508222875e-38);
if l_1265 {
let l_1266 = f32(l_1092);
let l_1267 = f64(l_1266);
l_mut_1204 = l_1267;
let l_1268 = l_mut_1204 > l_1092;
if l_1268 {
let l_1269 = bitcast<u32>(l_1266);
let l_1270 = l_1269 ^ u32(2147483648);
let l_1271 = bitcast<f32>(l_1270);
let l_1272 = bitcast<u32>(l_1271);
let l_1273 = l_1272 + u32(1);
l_mut_89 = l_1273;
let l_1274 = l_1272 & u32(2147483647);
let l_1275 = l_1274 == u32(0);
if l_1275 {
l_mut_89 = u32(1);
} else {
let l_1276 = l_1272 & u32(2147483648);
let l_1277 = l_1276 != u32(0);
if l_1277 {
let l_1278 = l_1272 - u32(1);
l_mut_89 = l_1278;
} else {
let l_1279 = l_1272 == u32(2139095040);
if l_1279 {
l_mut_89 = l_1272;
}
}
}
let l_1280 = bitcast<f32>(l_mut_89);
let l_1281 = bitcast<u32>(l_1280);
let l_1282 = l_1281 ^ u32(2147483648);
let l_1283 = bitcast<f32>(l_1282);
let l_1284 = bitcast<u32>(l_1283);
let l_1285 = l_1284 & u32(2147483647);
let l_1286 = bitcast<f32>(l_1285);
let l_1287 = f64(l_1286);
l_mut_1121 = l_1287;
let l_1288 = l_1285 < u32(8388608);
if l_1288 {
let l_1289 = f64(l_1285);
let l_1290 = l_1289 * f64(1.401298464324817e-45);
l_mut_1121 = l_1290;
}
let l_1291 = bitcast<u64>(l_mut_1121);
let l_1292 = l_1284 >> u32(31);
let l_1293 = u64(l_1292);
let l_1294 = l_1293 << u32(bitcast<u64>(u64(63)));
let l_1295 = l_1291 | l_1294;
let l_1296 = bitcast<f64>(l_1295);
l_mut_1204 = l_1296;
} else {
let l_1297 = bitcast<u32>(l_1266);
let l_1298 = l_1297 + u32(1);
l_mut_89 = l_1298;
let l_1299 = l_1297 & u32(2147483647);
let l_1300 = l_1299 == u32(0);
if l_1300 {
l_mut_89 = u32(1);
} else {
let l_1301 = l_1297 & u32(2147483648);
let l_1302 = l_1301 != u32(0);
if l_1302 {
let l_1303 = l_1297 - u32(1);
l_mut_89 = l_1303;
} else {
let l_1304 = l_1297 == u32(2139095040);
if l_1304 {
l_mut_89 = l_1297;
}
}
}
let l_1305 = bitcast<f32>(l_mut_89);
let l_1306 = bitcast<u32>(l_1305);
let l_1307 = l_1306 & u32(2147483647);
let l_1308 = bitcast<f32>(l_1307);
let l_1309 = f64(l_1308);
l_mut_1121 = l_1309;
let l_1310 = l_1307 < u32(8388608);
if l_1310 {
let l_1311 = f64(l_1307);
let l_1312 = l_1311 * f64(1.401298464324817e-45);
l_mut_1121 = l_1312;
}
let l_1313 = bitcast<u64>(l_mut_1121);
let l_1314 = l_1306 >> u32(31);
let l_1315 = u64(l_1314);
let l_1316 = l_1315 << u32(bitcast<u64>(u64(63)));
let l_1317 = l_1313 | l_1316;
let l_1318 = bitcast<f64>(l_1317);
let l_1319 = l_1318 <= l_1092;
if l_1319 {
let l_1320 = bitcast<u32>(l_1266);
let l_1321 = l_1320 + u32(1);
l_mut_89 = l_1321;
let l_1322 = l_1320 & u32(2147483647);
let l_1323 = l_1322 == u32(0);
if l_1323 {
l_mut_89 = u32(1);
} else {
let l_1324 = l_1320 & u32(2147483648);
let l_1325 = l_1324 != u32(0);
if l_1325 {
let l_1326 = l_1320 - u32(1);
l_mut_89 = l_1326;
} else {
let l_1327 = l_1320 == u32(2139095040);
if l_1327 {
l_mut_89 = l_1320;
}
}
}
let l_1328 = bitcast<f32>(l_mut_89);
let l_1329 = bitcast<u32>(l_1328);
let l_1330 = l_1329 & u32(2147483647);
let l_1331 = bitcast<f32>(l_1330);
let l_1332 = f64(l_1331);
l_mut_1121 = l_1332;
let l_1333 = l_1330 < u32(8388608);
if l_1333 {
let l_1334 = f64(l_1330);
let l_1335 = l_1334 * f64(1.401298464324817e-45);
l_mut_1121 = l_1335;
}
let l_1336 = bitcast<u64>(l_mut_1121);
let l_1337 = l_1329 >> u32(31);
let l_1338 = u64(l_1337);
let l_1339 = l_1338 << u32(bitcast<u64>(u64(63)));
let l_1340 = l_1336 | l_1339;
let l_1341 = bitcast<f64>(l_1340);
l_mut_1204 = l_1341;
}
}
}
l_mut_60 = l_mut_1204;
}
let l_1342 = l_19 * l_mut_708;
let l_1343 = l_1058 + l_1342;
l_mut_1204 = l_1343;
if l_13 {
let l_1344 = l_1343 - l_1059;
let l_1345 = l_1344 * f64(7.1362384635298e44);
let l_1346 = floor(l_1345);
let l_1347 = l_1346 * f64(1.401298464324817e-45);
l_mut_1121 = l_1347;
let l_1348 = abs(l_1344);
let l_1349 = l_1348 >= f64(1.1754943508222875e-38);
if l_1349 {
let l_1350 = f32(l_1344);
let l_1351 = f64(l_1350);
l_mut_1121 = l_1351;
let l_1352 = l_mut_1121 > l_1344;
if l_1352 {
let l_1353 = bitcast<u32>(l_1350);
let l_1354 = l_1353 ^ u32(2147483648);
let l_1355 = bitcast<f32>(l_1354);
let l_1356 = bitcast<u32>(l_1355);
let l_1357 = l_1356 + u32(1);
l_mut_89 = l_1357;
let l_1358 = l_1356 & u32(2147483647);
let l_1359 = l_1358 == u32(0);
if l_1359 {
l_mut_89 = u32(1);
} else {
let l_1360 = l_1356 & u32(2147483648);
let l_1361 = l_1360 != u32(0);
if l_1361 {
let l_1362 = l_1356 - u32(1);
l_mut_89 = l_1362;
} else {
let l_1363 = l_1356 == u32(2139095040);
if l_1363 {
l_mut_89 = l_1356;
}
}
}
let l_1364 = bitcast<f32>(l_mut_89);
let l_1365 = bitcast<u32>(l_1364);
let l_1366 = l_1365 ^ u32(2147483648);
let l_1367 = bitcast<f32>(l_1366);
let l_1368 = bitcast<u32>(l_1367);
let l_1369 = l_1368 & u32(2147483647);
let l_1370 = bitcast<f32>(l_1369);
let l_1371 = f64(l_1370);
l_mut_708 = l_1371;
let l_1372 = l_1369 < u32(8388608);
if l_1372 {
let l_1373 = f64(l_1369);
let l_1374 = l_1373 * f64(1.401298464324817e-45);
l_mut_708 = l_1374;
}
let l_1375 = bitcast<u64>(l_mut_708);
let l_1376 = l_1368 >> u32(31);
let l_1377 = u64(l_1376);
let l_1378 = l_1377 << u32(bitcast<u64>(u64(63)));
let l_1379 = l_1375 | l_1378;
let l_1380 = bitcast<f64>(l_1379);
l_mut_1121 = l_1380;
} else {
let l_1381 = bitcast<u32>(l_1350);
let l_1382 = l_1381 + u32(1);
l_mut_89 = l_1382;
let l_1383 = l_1381 & u32(2147483647);
let l_1384 = l_1383 == u32(0);
if l_1384 {
l_mut_89 = u32(1);
} else {
let l_1385 = l_1381 & u32(2147483648);
let l_1386 = l_1385 != u32(0);
if l_1386 {
let l_1387 = l_1381 - u32(1);
l_mut_89 = l_1387;
} else {
let l_1388 = l_1381 == u32(2139095040);
if l_1388 {
l_mut_89 = l_1381;
}
}
}
let l_1389 = bitcast<f32>(l_mut_89);
let l_1390 = bitcast<u32>(l_1389);
let l_1391 = l_1390 & u32(2147483647);
let l_1392 = bitcast<f32>(l_1391);
let l_1393 = f64(l_1392);
l_mut_708 = l_1393;
let l_1394 = l_1391 < u32(8388608);
if l_1394 {
let l_1395 = f64(l_1391);
let l_1396 = l_1395 * f64(1.401298464324817e-45);
l_mut_708 = l_1396;
}
let l_1397 = bitcast<u64>(l_mut_708);
let l_1398 = l_1390 >> u32(31);
let l_1399 = u64(l_1398);
let l_1400 = l_1399 << u32(bitcast<u64>(u64(63)));
let l_1401 = l_1397 | l_1400;
let l_1402 = bitcast<f64>(l_1401);
let l_1403 = l_1402 <= l_1344;
if l_1403 {
let l_1404 = bitcast<u32>(l_1350);
let l_1405 = l_1404 + u32(1);
l_mut_89 = l_1405;
let l_1406 = l_1404 & u32(2147483647);
let l_1407 = l_1406 == u32(0);
if l_1407 {
l_mut_89 = u32(1);
} else {
let l_1408 = l_1404 & u32(2147483648);
let l_1409 = l_1408 != u32(0);
if l_1409 {
let l_1410 = l_1404 - u32(1);
l_mut_89 = l_1410;
} else {
let l_1411 = l_1404 == u32(2139095040);
if l_1411 {
l_mut_89 = l_1404;
}
}
}
let l_1412 = bitcast<f32>(l_mut_89);
let l_1413 = bitcast<u32>(l_1412);
let l_1414 = l_1413 & u32(2147483647);
let l_1415 = bitcast<f32>(l_1414);
let l_1416 = f64(l_1415);
l_mut_708 = l_1416;
let l_1417 = l_1414 < u32(8388608);
if l_1417 {
let l_1418 = f64(l_1414);
let l_1419 = l_1418 * f64(1.401298464324817e-45);
l_mut_708 = l_1419;
}
let l_1420 = bitcast<u64>(l_mut_708);
let l_1421 = l_1413 >> u32(31);
let l_1422 = u64(l_1421);
let l_1423 = l_1422 << u32(bitcast<u64>(u64(63)));
let l_1424 = l_1420 | l_1423;
let l_1425 = bitcast<f64>(l_1424);
l_mut_1121 = l_1425;
}
}
}
let l_1426 = l_1343 + l_1059;
let l_1427 = l_1426 * f64(7.1362384635298e44);
let l_1428 = floor(l_1427);
let l_1429 = l_1428 * f64(1.401298464324817e-45);
l_mut_708 = l_1429;
let l_1430 = abs(l_1426);
let l_1431 = l_1430 >= f64(1.1754943508222875e-38);
if l_1431 {
let l_1432 = f32(l_1426);
let l_1433 = f64(l_1432);
l_mut_708 = l_1433;
let l_1434 = l_mut_708 > l_1426;
if l_1434 {
let l_1435 = bitcast<u32>(l_1432);
let l_1436 = l_1435 ^ u32(2147483648);
let l_1437 = bitcast<f32>(l_1436);
let l_1438 = bitcast<u32>(l_1437);
let l_1439 = l_1438 + u32(1);
l_mut_89 = l_1439;
let l_1440 = l_1438 & u32(2147483647);
let l_1441 = l_1440 == u32(0);
if l_1441 {
l_mut_89 = u32(1);
} else {
let l_1442 = l_1438 & u32(2147483648);
let l_1443 = l_1442 != u32(0);
if l_1443 {
let l_1444 = l_1438 - u32(1);
l_mut_89 = l_1444;
} else {
let l_1445 = l_1438 == u32(2139095040);
if l_1445 {
l_mut_89 = l_1438;
}
}
}
let l_1446 = bitcast<f32>(l_mut_89);
let l_1447 = bitcast<u32>(l_1446);
let l_1448 = l_1447 ^ u32(2147483648);
let l_1449 = bitcast<f32>(l_1448);
let l_1450 = bitcast<u32>(l_1449);
let l_1451 = l_1450 & u32(2147483647);
let l_1452 = bitcast<f32>(l_1451);
let l_1453 = f64(l_1452);
l_mut_37 = l_1453;
let l_1454 = l_1451 < u32(8388608);
if l_1454 {
let l_1455 = f64(l_1451);
let l_1456 = l_1455 * f64(1.401298464324817e-45);
l_mut_37 = l_1456;
}
let l_1457 = bitcast<u64>(l_mut_37);
let l_1458 = l_1450 >> u32(31);
let l_1459 = u64(l_1458);
let l_1460 = l_1459 << u32(bitcast<u64>(u64(63)));
let l_1461 = l_1457 | l_1460;
let l_1462 = bitcast<f64>(l_1461);
l_mut_708 = l_1462;
} else {
let l_1463 = bitcast<u32>(l_1432);
let l_1464 = l_1463 + u32(1);
l_mut_89 = l_1464;
let l_1465 = l_1463 & u32(2147483647);
let l_1466 = l_1465 == u32(0);
if l_1466 {
l_mut_89 = u32(1);
} else {
let l_1467 = l_1463 & u32(2147483648);
let l_1468 = l_1467 != u32(0);
if l_1468 {
let l_1469 = l_1463 - u32(1);
l_mut_89 = l_1469;
} else {
let l_1470 = l_1463 == u32(2139095040);
if l_1470 {
l_mut_89 = l_1463;
}
}
}
let l_1471 = bitcast<f32>(l_mut_89);
let l_1472 = bitcast<u32>(l_1471);
let l_1473 = l_1472 & u32(2147483647);
let l_1474 = bitcast<f32>(l_1473);
let l_1475 = f64(l_1474);
l_mut_37 = l_1475;
let l_1476 = l_1473 < u32(8388608);
if l_1476 {
let l_1477 = f64(l_1473);
let l_1478 = l_1477 * f64(1.401298464324817e-45);
l_mut_37 = l_1478;
}
let l_1479 = bitcast<u64>(l_mut_37);
let l_1480 = l_1472 >> u32(31);
let l_1481 = u64(l_1480);
let l_1482 = l_1481 << u32(bitcast<u64>(u64(63)));
let l_1483 = l_1479 | l_1482;
let l_1484 = bitcast<f64>(l_1483);
let l_1485 = l_1484 <= l_1426;
if l_1485 {
let l_1486 = bitcast<u32>(l_1432);
let l_1487 = l_1486 + u32(1);
l_mut_89 = l_1487;
let l_1488 = l_1486 & u32(2147483647);
let l_1489 = l_1488 == u32(0);
if l_1489 {
l_mut_89 = u32(1);
} else {
let l_1490 = l_1486 & u32(2147483648);
let l_1491 = l_1490 != u32(0);
if l_1491 {
let l_1492 = l_1486 - u32(1);
l_mut_89 = l_1492;
} else {
let l_1493 = l_1486 == u32(2139095040);
if l_1493 {
l_mut_89 = l_1486;
}
}
}
let l_1494 = bitcast<f32>(l_mut_89);
let l_1495 = bitcast<u32>(l_1494);
let l_1496 = l_1495 & u32(2147483647);
let l_1497 = bitcast<f32>(l_1496);
let l_1498 = f64(l_1497);
l_mut_37 = l_1498;
let l_1499 = l_1496 < u32(8388608);
if l_1499 {
let l_1500 = f64(l_1496);
let l_1501 = l_1500 * f64(1.401298464324817e-45);
l_mut_37 = l_1501;
}
let l_1502 = bitcast<u64>(l_mut_37);
let l_1503 = l_1495 >> u32(31);
let l_1504 = u64(l_1503);
let l_1505 = l_1504 << u32(bitcast<u64>(u64(63)));
let l_1506 = l_1502 | l_1505;
let l_1507 = bitcast<f64>(l_1506);
l_mut_708 = l_1507;
}
}
}
let l_1508 = l_mut_1121 == l_mut_708;
let l_1509 = !l_1508;
if l_1509 {
a_1056[u32(0)] = u32(0);
}
let l_1510 = -l_1343;
let l_1511 = l_1510 * f64(7.1362384635298e44);
let l_1512 = floor(l_1511);
let l_1513 = l_1512 * f64(1.401298464324817e-45);
l_mut_1121 = l_1513;
let l_1514 = abs(l_1510);
let l_1515 = l_1514 >= f64(1.1754943508222875e-38);
if l_1515 {
let l_1516 = f32(l_1510);
let l_1517 = f64(l_1516);
l_mut_1121 = l_1517;
let l_1518 = l_mut_1121 > l_1510;
if l_1518 {
let l_1519 = bitcast<u32>(l_1516);
let l_1520 = l_1519 ^ u32(2147483648);
let l_1521 = bitcast<f32>(l_1520);
let l_1522 = bitcast<u32>(l_1521);
let l_1523 = l_1522 + u32(1);
l_mut_89 = l_1523;
let l_1524 = l_1522 & u32(2147483647);
let l_1525 = l_1524 == u32(0);
if l_1525 {
l_mut_89 = u32(1);
} else {
let l_1526 = l_1522 & u32(2147483648);
let l_1527 = l_1526 != u32(0);
if l_1527 {
let l_1528 = l_1522 - u32(1);
l_mut_89 = l_1528;
} else {
let l_1529 = l_1522 == u32(2139095040);
if l_1529 {
l_mut_89 = l_1522;
}
}
}
let l_1530 = bitcast<f32>(l_mut_89);
let l_1531 = bitcast<u32>(l_1530);
let l_1532 = l_1531 ^ u32(2147483648);
let l_1533 = bitcast<f32>(l_1532);
let l_1534 = bitcast<u32>(l_1533);
let l_1535 = l_1534 & u32(2147483647);
let l_1536 = bitcast<f32>(l_1535);
let l_1537 = f64(l_1536);
l_mut_708 = l_1537;
let l_1538 = l_1535 < u32(8388608);
if l_1538 {
let l_1539 = f64(l_1535);
let l_1540 = l_1539 * f64(1.401298464324817e-45);
l_mut_708 = l_1540;
}
let l_1541 = bitcast<u64>(l_mut_708);
let l_1542 = l_1534 >> u32(31);
let l_1543 = u64(l_1542);
let l_1544 = l_1543 << u32(bitcast<u64>(u64(63)));
let l_1545 = l_1541 | l_1544;
let l_1546 = bitcast<f64>(l_1545);
l_mut_1121 = l_1546;
} else {
let l_1547 = bitcast<u32>(l_1516);
let l_1548 = l_1547 + u32(1);
l_mut_89 = l_1548;
let l_1549 = l_1547 & u32(2147483647);
let l_1550 = l_1549 == u32(0);
if l_1550 {
l_mut_89 = u32(1);
} else {
let l_1551 = l_1547 & u32(2147483648);
let l_1552 = l_1551 != u32(0);
if l_1552 {
let l_1553 = l_1547 - u32(1);
l_mut_89 = l_1553;
} else {
let l_1554 = l_1547 == u32(2139095040);
if l_1554 {
l_mut_89 = l_1547;
}
}
}
let l_1555 = bitcast<f32>(l_mut_89);
let l_1556 = bitcast<u32>(l_1555);
let l_1557 = l_1556 & u32(2147483647);
let l_1558 = bitcast<f32>(l_1557);
let l_1559 = f64(l_1558);
l_mut_708 = l_1559;
let l_1560 = l_1557 < u32(8388608);
if l_1560 {
let l_1561 = f64(l_1557);
let l_1562 = l_1561 * f64(1.401298464324817e-45);
l_mut_708 = l_1562;
}
let l_1563 = bitcast<u64>(l_mut_708);
let l_1564 = l_1556 >> u32(31);
let l_1565 = u64(l_1564);
let l_1566 = l_1565 << u32(bitcast<u64>(u64(63)));
let l_1567 = l_1563 | l_1566;
let l_1568 = bitcast<f64>(l_1567);
let l_1569 = l_1568 <= l_1510;
if l_1569 {
let l_1570 = bitcast<u32>(l_1516);
let l_1571 = l_1570 + u32(1);
l_mut_89 = l_1571;
let l_1572 = l_1570 & u32(2147483647);
let l_1573 = l_1572 == u32(0);
if l_1573 {
l_mut_89 = u32(1);
} else {
let l_1574 = l_1570 & u32(2147483648);
let l_1575 = l_1574 != u32(0);
if l_1575 {
let l_1576 = l_1570 - u32(1);
l_mut_89 = l_1576;
} else {
let l_1577 = l_1570 == u32(2139095040);
if l_1577 {
l_mut_89 = l_1570;
}
}
}
let l_1578 = bitcast<f32>(l_mut_89);
let l_1579 = bitcast<u32>(l_1578);
let l_1580 = l_1579 & u32(2147483647);
let l_1581 = bitcast<f32>(l_1580);
let l_1582 = f64(l_1581);
l_mut_708 = l_1582;
let l_1583 = l_1580 < u32(8388608);
if l_1583 {
let l_1584 = f64(l_1580);
let l_1585 = l_1584 * f64(1.401298464324817e-45);
l_mut_708 = l_1585;
}
let l_1586 = bitcast<u64>(l_mut_708);
let l_1587 = l_1579 >> u32(31);
let l_1588 = u64(l_1587);
let l_1589 = l_1588 << u32(bitcast<u64>(u64(63)));
let l_1590 = l_1586 | l_1589;
let l_1591 = bitcast<f64>(l_1590);
l_mut_1121 = l_1591;
}
}
}
let l_1592 = -l_mut_1121;
l_mut_1204 = l_1592;
}
l_mut_89 = u32(0);
let l_1593 = l_mut_60 <= f64(0.0);
let l_1594 = l_mut_1204 >= f64(0.0);
let l_1595 = l_1593 && l_1594;
let l_1596 = !l_1595;
if l_1596 {
let l_1597 = f64(1.0) / l_mut_1204;
let l_1598 = f64(1.0) / l_mut_60;
let l_1599 = abs(l_1597);
let l_1600 = l_1599 * f64(1.4551915228366852e-11);
let l_1601 = abs(l_1598);
let l_1602 = l_1601 * f64(1.4551915228366852e-11);
let l_1603 = l_1597 - l_1600;
let l_1604 = abs(l_1603);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1605 = l_1604 >= f64(1.1754943508222875e-38);
let l_1606 = l_1604 <= f64(1.7976931348623157e308);
let l_1607 = l_1605 && l_1606;
if l_1607 {
let l_1608 = bitcast<u64>(l_1604);
let l_1609 = l_1608 >> u32(bitcast<u64>(u64(52)));
let l_1610 = l_1609 - u64(23);
let l_1611 = l_1610 << u32(bitcast<u64>(u64(52)));
let l_1612 = bitcast<f64>(l_1611);
l_mut_1204 = l_1612;
}
let l_1613 = l_1597 + l_1600;
let l_1614 = abs(l_1613);
l_mut_1121 = f64(1.401298464324817e-45);
let l_1615 = l_1614 >= f64(1.1754943508222875e-38);
let l_1616 = l_1614 <= f64(1.7976931348623157e308);
let l_1617 = l_1615 && l_1616;
if l_1617 {
let l_1618 = bitcast<u64>(l_1614);
let l_1619 = l_1618 >> u32(bitcast<u64>(u64(52)));
let l_1620 = l_1619 - u64(23);
let l_1621 = l_1620 << u32(bitcast<u64>(u64(52)));
let l_1622 = bitcast<f64>(l_1621);
l_mut_1121 = l_1622;
}
let l_1623 = l_mut_1204 == l_mut_1121;
let l_1624 = !l_1623;
let l_1625 = l_1598 - l_1602;
let l_1626 = abs(l_1625);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1627 = l_1626 >= f64(1.1754943508222875e-38);
let l_1628 = l_1626 <= f64(1.7976931348623157e308);
let l_1629 = l_1627 && l_1628;
if l_1629 {
let l_1630 = bitcast<u64>(l_1626);
let l_1631 = l_1630 >> u32(bitcast<u64>(u64(52)));
let l_1632 = l_1631 - u64(23);
let l_1633 = l_1632 << u32(bitcast<u64>(u64(52)));
let l_1634 = bitcast<f64>(l_1633);
l_mut_1204 = l_1634;
}
let l_1635 = l_1598 + l_1602;
let l_1636 = abs(l_1635);
l_mut_1121 = f64(1.401298464324817e-45);
let l_1637 = l_1636 >= f64(1.1754943508222875e-38);
let l_1638 = l_1636 <= f64(1.7976931348623157e308);
let l_1639 = l_1637 && l_1638;
if l_1639 {
let l_1640 = bitcast<u64>(l_1636);
let l_1641 = l_1640 >> u32(bitcast<u64>(u64(52)));
let l_1642 = l_1641 - u64(23);
let l_1643 = l_1642 << u32(bitcast<u64>(u64(52)));
let l_1644 = bitcast<f64>(l_1643);
l_mut_1121 = l_1644;
}
let l_1645 = l_mut_1204 == l_mut_1121;
let l_1646 = !l_1645;
let l_1647 = l_1624 || l_1646;
if l_1647 {
a_1056[u32(0)] = u32(0);
}
let l_1648 = abs(l_1597);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1649 = l_1648 >= f64(1.1754943508222875e-38);
let l_1650 = l_1648 <= f64(1.7976931348623157e308);
let l_1651 = l_1649 && l_1650;
if l_1651 {
let l_1652 = bitcast<u64>(l_1648);
let l_1653 = l_1652 >> u32(bitcast<u64>(u64(52)));
let l_1654 = l_1653 - u64(23);
let l_1655 = l_1654 << u32(bitcast<u64>(u64(52)));
let l_1656 = bitcast<f64>(l_1655);
l_mut_1204 = l_1656;
}
let l_1657 = l_22 * l_mut_1204;
let l_1658 = l_1597 - l_1657;
let l_1659 = abs(l_1598);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1660 = l_1659 >= f64(1.1754943508222875e-38);
let l_1661 = l_1659 <= f64(1.7976931348623157e308);
let l_1662 = l_1660 && l_1661;
if l_1662 {
let l_1663 = bitcast<u64>(l_1659);
let l_1664 = l_1663 >> u32(bitcast<u64>(u64(52)));
let l_1665 = l_1664 - u64(23);
let l_1666 = l_1665 << u32(bitcast<u64>(u64(52)));
let l_1667 = bitcast<f64>(l_1666);
l_mut_1204 = l_1667;
}
let l_1668 = l_22 * l_mut_1204;
let l_1669 = l_1598 + l_1668;
let l_1670 = bitcast<u32>(l_15);
let l_1671 = l_1670 & u32(2147483647);
let l_1672 = bitcast<f32>(l_1671);
let l_1673 = f64(l_1672);
l_mut_1204 = l_1673;
let l_1674 = l_1671 < u32(8388608);
if l_1674 {
let l_1675 = f64(l_1671);
let l_1676 = l_1675 * f64(1.401298464324817e-45);
l_mut_1204 = l_1676;
}
let l_1677 = bitcast<u64>(l_mut_1204);
let l_1678 = l_1670 >> u32(31);
let l_1679 = u64(l_1678);
let l_1680 = l_1679 << u32(bitcast<u64>(u64(63)));
let l_1681 = l_1677 | l_1680;
let l_1682 = bitcast<f64>(l_1681);
let l_1683 = bitcast<u32>(l_15);
let l_1684 = l_1683 + u32(1);
l_mut_47 = l_1684;
let l_1685 = l_1683 & u32(2147483647);
let l_1686 = l_1685 == u32(0);
if l_1686 {
l_mut_47 = u32(1);
} else {
let l_1687 = l_1683 & u32(2147483648);
let l_1688 = l_1687 != u32(0);
if l_1688 {
let l_1689 = l_1683 - u32(1);
l_mut_47 = l_1689;
} else {
let l_1690 = l_1683 == u32(2139095040);
if l_1690 {
l_mut_47 = l_1683;
}
}
}
let l_1691 = bitcast<f32>(l_mut_47);
let l_1692 = bitcast<u32>(l_1691);
let l_1693 = l_1692 & u32(2147483647);
let l_1694 = bitcast<f32>(l_1693);
let l_1695 = f64(l_1694);
l_mut_1204 = l_1695;
let l_1696 = l_1693 < u32(8388608);
if l_1696 {
let l_1697 = f64(l_1693);
let l_1698 = l_1697 * f64(1.401298464324817e-45);
l_mut_1204 = l_1698;
}
let l_1699 = bitcast<u64>(l_mut_1204);
let l_1700 = l_1692 >> u32(31);
let l_1701 = u64(l_1700);
let l_1702 = l_1701 << u32(bitcast<u64>(u64(63)));
let l_1703 = l_1699 | l_1702;
let l_1704 = bitcast<f64>(l_1703);
let l_1705 = bitcast<u32>(l_15);
let l_1706 = l_1705 ^ u32(2147483648);
let l_1707 = bitcast<f32>(l_1706);
let l_1708 = bitcast<u32>(l_1707);
let l_1709 = l_1708 + u32(1);
l_mut_47 = l_1709;
let l_1710 = l_1708 & u32(2147483647);
let l_1711 = l_1710 == u32(0);
if l_1711 {
l_mut_47 = u32(1);
} else {
let l_1712 = l_1708 & u32(2147483648);
let l_1713 = l_1712 != u32(0);
if l_1713 {
let l_1714 = l_1708 - u32(1);
l_mut_47 = l_1714;
} else {
let l_1715 = l_1708 == u32(2139095040);
if l_1715 {
l_mut_47 = l_1708;
}
}
}
let l_1716 = bitcast<f32>(l_mut_47);
let l_1717 = bitcast<u32>(l_1716);
let l_1718 = l_1717 ^ u32(2147483648);
let l_1719 = bitcast<f32>(l_1718);
let l_1720 = bitcast<u32>(l_1719);
let l_1721 = l_1720 & u32(2147483647);
let l_1722 = bitcast<f32>(l_1721);
let l_1723 = f64(l_1722);
l_mut_1204 = l_1723;
let l_1724 = l_1721 < u32(8388608);
if l_1724 {
let l_1725 = f64(l_1721);
let l_1726 = l_1725 * f64(1.401298464324817e-45);
l_mut_1204 = l_1726;
}
let l_1727 = bitcast<u64>(l_mut_1204);
let l_1728 = l_1720 >> u32(31);
let l_1729 = u64(l_1728);
let l_1730 = l_1729 << u32(bitcast<u64>(u64(63)));
let l_1731 = l_1727 | l_1730;
let l_1732 = bitcast<f64>(l_1731);
let l_1733 = l_1658 + l_1600;
let l_1734 = l_1733 <= l_1682;
l_mut_149 = l_1734;
let l_1735 = l_1658 - l_1600;
let l_1736 = l_1735 > l_1682;
l_mut_146 = l_1736;
let l_1737 = l_1669 - l_1602;
let l_1738 = l_1737 >= l_1682;
l_mut_143 = l_1738;
let l_1739 = l_1669 + l_1602;
let l_1740 = l_1739 < l_1682;
l_mut_140 = l_1740;
if l_13 {
let l_1741 = l_1658 + l_1600;
let l_1742 = l_1741 < l_1704;
l_mut_149 = l_1742;
let l_1743 = l_1658 - l_1600;
let l_1744 = l_1743 >= l_1704;
l_mut_146 = l_1744;
let l_1745 = l_1669 - l_1602;
let l_1746 = l_1745 > l_1732;
l_mut_143 = l_1746;
let l_1747 = l_1669 + l_1602;
let l_1748 = l_1747 <= l_1732;
l_mut_140 = l_1748;
}
l_mut_47 = u32(2);
let l_1749 = l_mut_146 || l_mut_140;
if l_1749 {
l_mut_47 = u32(1);
} else {
let l_1750 = l_mut_149 && l_mut_143;
if l_1750 {
l_mut_47 = u32(0);
}
}
let l_1751 = bitcast<u32>(l_15);
let l_1752 = l_1751 & u32(2147483647);
let l_1753 = l_1752 == u32(0);
if l_1753 {
let l_1754 = l_1658 + l_1600;
let l_1755 = l_1754 < f64(1.1754943508222875e-38);
let l_1756 = l_1669 - l_1602;
let l_1757 = l_1756 > f64(-1.1754943508222875e-38);
let l_1758 = l_1755 && l_1757;
let l_1759 = l_1658 - l_1600;
let l_1760 = l_1759 < f64(1.1754943508222875e-38);
let l_1761 = l_1669 + l_1602;
let l_1762 = l_1761 > f64(-1.1754943508222875e-38);
let l_1763 = l_1760 && l_1762;
if l_1758 {
l_mut_47 = u32(0);
} else {
let l_1764 = l_mut_47 == u32(1);
let l_1765 = l_1763 && l_1764;
if l_1765 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
let l_1766 = a_1056[u32(0)];
let l_1767 = l_1766 == u32(0);
if l_1767 {
l_mut_89 = u32(2);
}
l_mut_30 = l_mut_89;
} else {
let l_1768 = l_9 == u32(10);
if l_1768 {
let l_1769 = sqrt(l_26);
let l_1770 = f64(1.0) / l_1769;
let l_1771 = l_1770 * f64(1.4551915228366852e-11);
let l_1772 = abs(l_1770);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1773 = l_1772 >= f64(1.1754943508222875e-38);
let l_1774 = l_1772 <= f64(1.7976931348623157e308);
let l_1775 = l_1773 && l_1774;
if l_1775 {
let l_1776 = bitcast<u64>(l_1772);
let l_1777 = l_1776 >> u32(bitcast<u64>(u64(52)));
let l_1778 = l_1777 - u64(23);
let l_1779 = l_1778 << u32(bitcast<u64>(u64(52)));
let l_1780 = bitcast<f64>(l_1779);
l_mut_1204 = l_1780;
}
let l_1781 = l_19 * l_mut_1204;
let l_1782 = l_1770 - l_1781;
let l_1783 = l_26 * l_1782;
let l_1784 = l_19 * l_mut_1204;
let l_1785 = l_1770 + l_1784;
let l_1786 = l_26 * l_1785;
l_mut_89 = u32(2);
let l_1787 = l_1770 - l_1771;
let l_1788 = abs(l_1787);
l_mut_1204 = f64(1.401298464324817e-45);
let l_1789 = l_1788 >= f64(1.1754943508222875e-38);
let l_1790 = l_1788 <= f64(1.7976931348623157e308);
let l_1791 = l_1789 && l_1790;
if l_1791 {
let l_1792 = bitcast<u64>(l_1788);
let l_1793 = l_1792 >> u32(bitcast<u64>(u64(52)));
let l_1794 = l_1793 - u64(23);
let l_1795 = l_1794 << u32(bitcast<u64>(u64(52)));
let l_1796 = bitcast<f64>(l_1795);
l_mut_1204 = l_1796;
}
let l_1797 = l_1770 + l_1771;
let l_1798 = abs(l_1797);
l_mut_1121 = f64(1.401298464324817e-45);
let l_1799 = l_1798 >= f64(1.1754943508222875e-38);
let l_1800 = l_1798 <= f64(1.7976931348623157e308);
let l_1801 = l_1799 && l_1800;
if l_1801 {
let l_1802 = bitcast<u64>(l_1798);
let l_1803 = l_1802 >> u32(bitcast<u64>(u64(52)));
let l_1804 = l_1803 - u64(23);
let l_1805 = l_1804 << u32(bitcast<u64>(u64(52)));
let l_1806 = bitcast<f64>(l_1805);
l_mut_1121 = l_1806;
}
let l_1807 = l_mut_1204 == l_mut_1121;
if l_1807 {
let l_1808 = abs(l_1783);
let l_1809 = l_1808 * f64(1.4551915228366852e-11);
let l_1810 = abs(l_1786);
let l_1811 = l_1810 * f64(1.4551915228366852e-11);
let l_1812 = bitcast<u32>(l_15);
let l_1813 = l_1812 & u32(2147483647);
let l_1814 = bitcast<f32>(l_1813);
let l_1815 = f64(l_1814);
l_mut_1204 = l_1815;
let l_1816 = l_1813 < u32(8388608);
if l_1816 {
let l_1817 = f64(l_1813);
let l_1818 = l_1817 * f64(1.401298464324817e-45);
l_mut_1204 = l_1818;
}
let l_1819 = bitcast<u64>(l_mut_1204);
let l_1820 = l_1812 >> u32(31);
let l_1821 = u64(l_1820);
let l_1822 = l_1821 << u32(bitcast<u64>(u64(63)));
let l_1823 = l_1819 | l_1822;
let l_1824 = bitcast<f64>(l_1823);
let l_1825 = bitcast<u32>(l_15);
let l_1826 = l_1825 + u32(1);
l_mut_47 = l_1826;
let l_1827 = l_1825 & u32(2147483647);
let l_1828 = l_1827 == u32(0);
if l_1828 {
l_mut_47 = u32(1);
} else {
let l_1829 = l_1825 & u32(2147483648);
let l_1830 = l_1829 != u32(0);
if l_1830 {
let l_1831 = l_1825 - u32(1);
l_mut_47 = l_1831;
} else {
let l_1832 = l_1825 == u32(2139095040);
if l_1832 {
l_mut_47 = l_1825;
}
}
}
let l_1833 = bitcast<f32>(l_mut_47);
let l_1834 = bitcast<u32>(l_1833);
let l_1835 = l_1834 & u32(2147483647);
let l_1836 = bitcast<f32>(l_1835);
let l_1837 = f64(l_1836);
l_mut_1204 = l_1837;
let l_1838 = l_1835 < u32(8388608);
if l_1838 {
let l_1839 = f64(l_1835);
let l_1840 = l_1839 * f64(1.401298464324817e-45);
l_mut_1204 = l_1840;
}
let l_1841 = bitcast<u64>(l_mut_1204);
let l_1842 = l_1834 >> u32(31);
let l_1843 = u64(l_1842);
let l_1844 = l_1843 << u32(bitcast<u64>(u64(63)));
let l_1845 = l_1841 | l_1844;
let l_1846 = bitcast<f64>(l_1845);
let l_1847 = bitcast<u32>(l_15);
let l_1848 = l_1847 ^ u32(2147483648);
let l_1849 = bitcast<f32>(l_1848);
let l_1850 = bitcast<u32>(l_1849);
let l_1851 = l_1850 + u32(1);
l_mut_47 = l_1851;
let l_1852 = l_1850 & u32(2147483647);
let l_1853 = l_1852 == u32(0);
if l_1853 {
l_mut_47 = u32(1);
} else {
let l_1854 = l_1850 & u32(2147483648);
let l_1855 = l_1854 != u32(0);
if l_1855 {
let l_1856 = l_1850 - u32(1);
l_mut_47 = l_1856;
} else {
let l_1857 = l_1850 == u32(2139095040);
if l_1857 {
l_mut_47 = l_1850;
}
}
}
let l_1858 = bitcast<f32>(l_mut_47);
let l_1859 = bitcast<u32>(l_1858);
let l_1860 = l_1859 ^ u32(2147483648);
let l_1861 = bitcast<f32>(l_1860);
let l_1862 = bitcast<u32>(l_1861);
let l_1863 = l_1862 & u32(2147483647);
let l_1864 = bitcast<f32>(l_1863);
let l_1865 = f64(l_1864);
l_mut_1204 = l_1865;
let l_1866 = l_1863 < u32(8388608);
if l_1866 {
let l_1867 = f64(l_1863);
let l_1868 = l_1867 * f64(1.401298464324817e-45);
l_mut_1204 = l_1868;
}
let l_1869 = bitcast<u64>(l_mut_1204);
let l_1870 = l_1862 >> u32(31);
let l_1871 = u64(l_1870);
let l_1872 = l_1871 << u32(bitcast<u64>(u64(63)));
let l_1873 = l_1869 | l_1872;
let l_1874 = bitcast<f64>(l_1873);
let l_1875 = l_1783 + l_1809;
let l_1876 = l_1875 <= l_1824;
l_mut_149 = l_1876;
let l_1877 = l_1783 - l_1809;
let l_1878 = l_1877 > l_1824;
l_mut_146 = l_1878;
let l_1879 = l_1786 - l_1811;
let l_1880 = l_1879 >= l_1824;
l_mut_143 = l_1880;
let l_1881 = l_1786 + l_1811;
let l_1882 = l_1881 < l_1824;
l_mut_140 = l_1882;
let l_1883 = l_1783 + l_1809;
let l_1884 = l_1883 < l_1846;
l_mut_149 = l_1884;
let l_1885 = l_1783 - l_1809;
let l_1886 = l_1885 >= l_1846;
l_mut_146 = l_1886;
let l_1887 = l_1786 - l_1811;
let l_1888 = l_1887 > l_1874;
l_mut_143 = l_1888;
let l_1889 = l_1786 + l_1811;
let l_1890 = l_1889 <= l_1874;
l_mut_140 = l_1890;
l_mut_47 = u32(2);
let l_1891 = l_mut_146 || l_mut_140;
if l_1891 {
l_mut_47 = u32(1);
} else {
let l_1892 = l_mut_149 && l_mut_143;
if l_1892 {
l_mut_47 = u32(0);
}
}
let l_1893 = bitcast<u32>(l_15);
let l_1894 = l_1893 & u32(2147483647);
let l_1895 = l_1894 == u32(0);
if l_1895 {
let l_1896 = l_1783 + l_1809;
let l_1897 = l_1896 < f64(1.1754943508222875e-38);
let l_1898 = l_1786 - l_1811;
let l_1899 = l_1898 > f64(-1.1754943508222875e-38);
let l_1900 = l_1897 && l_1899;
let l_1901 = l_1783 - l_1809;
let l_1902 = l_1901 < f64(1.1754943508222875e-38);
let l_1903 = l_1786 + l_1811;
let l_1904 = l_1903 > f64(-1.1754943508222875e-38);
let l_1905 = l_1902 && l_1904;
if l_1900 {
l_mut_47 = u32(0);
} else {
let l_1906 = l_mut_47 == u32(1);
let l_1907 = l_1905 && l_1906;
if l_1907 {
l_mut_47 = u32(2);
}
}
}
l_mut_89 = l_mut_47;
}
l_mut_30 = l_mut_89;
} else {
let l_1908 = l_9 == u32(11);
let l_1909 = l_9 == u32(12);
let l_1910 = l_1908 || l_1909;
if l_1910 {
l_mut_30 = u32(0);
let l_1911 = l_27 <= l_25;
let l_1912 = l_9 == u32(11);
let l_1913 = l_1911 && l_1912;
if l_1913 {
let l_1914 = f32(l_26);
let l_1915 = bitcast<u32>(l_1914);
let l_1916 = l_1915 & u32(2147483647);
let l_1917 = bitcast<f32>(l_1916);
let l_1918 = f64(l_1917);
l_mut_1204 = l_1918;
let l_1919 = l_1916 < u32(8388608);
if l_1919 {
let l_1920 = f64(l_1916);
let l_1921 = l_1920 * f64(1.401298464324817e-45);
l_mut_1204 = l_1921;
}
let l_1922 = bitcast<u64>(l_mut_1204);
let l_1923 = l_1915 >> u32(31);
let l_1924 = u64(l_1923);
let l_1925 = l_1924 << u32(bitcast<u64>(u64(63)));
let l_1926 = l_1922 | l_1925;
let l_1927 = bitcast<f64>(l_1926);
let l_1928 = abs(l_1927);
l_mut_1204 = l_1928;
l_mut_89 = u32(0);
let l_1929 = l_1928 >= f64(0.785);
if l_1929 {
let l_1930 = l_1928 * f64(0.6366197723675814);
let l_1931 = l_1930 + f64(0.5);
let l_1932 = floor(l_1931);
let l_1933 = l_1932 * f64(1.570796325802803);
let l_1934 = l_1928 - l_1933;
let l_1935 = l_1934 * l_4;
let l_1936 = l_1932 * f64(9.920935796805404e-10);
let l_1937 = l_1935 - l_1936;
l_mut_1204 = l_1937;
let l_1938 = u32(l_1932);
l_mut_89 = l_1938;
}
let l_1939 = bitcast<u32>(l_1914);
let l_1940 = l_1939 >= u32(2147483648);
let l_1941 = l_mut_1204 * l_mut_1204;
let l_1942 = l_1941 * f64(1.9572941063391263e-20);
let l_1943 = f64(8.22063524662433e-18) - l_1942;
l_mut_1121 = l_1943;
let l_1944 = l_mut_1121 * l_1941;
let l_1945 = l_1944 - f64(2.8114572543455206e-15);
l_mut_1121 = l_1945;
let l_1946 = l_mut_1121 * l_1941;
let l_1947 = l_1946 + f64(7.647163731819816e-13);
l_mut_1121 = l_1947;
let l_1948 = l_mut_1121 * l_1941;
let l_1949 = l_1948 - f64(1.6059043836821613e-10);
l_mut_1121 = l_1949;
let l_1950 = l_mut_1121 * l_1941;
let l_1951 = l_1950 + f64(2.505210838544172e-8);
l_mut_1121 = l_1951;
let l_1952 = l_mut_1121 * l_1941;
let l_1953 = l_1952 - f64(2.7557319223985893e-6);
l_mut_1121 = l_1953;
let l_1954 = l_mut_1121 * l_1941;
let l_1955 = l_1954 + f64(0.0001984126984126984);
l_mut_1121 = l_1955;
let l_1956 = l_mut_1121 * l_1941;
let l_1957 = l_1956 - f64(0.008333333333333333);
l_mut_1121 = l_1957;
let l_1958 = l_mut_1121 * l_1941;
let l_1959 = l_1958 + f64(0.16666666666666666);
l_mut_1121 = l_1959;
let l_1960 = f64(0.5) * l_1941;
let l_1961 = f64(1.0) - l_1960;
let l_1962 = f64(0.0) * l_1961;
let l_1963 = l_mut_1204 * l_1941;
let l_1964 = l_1963 * l_mut_1121;
let l_1965 = l_1962 - l_1964;
let l_1966 = l_mut_1204 + l_1965;
let l_1967 = l_mut_1204 * l_mut_1204;
let l_1968 = l_1967 * f64(4.110317623312165e-19);
let l_1969 = l_1968 - f64(1.5619206968586225e-16);
l_mut_1121 = l_1969;
let l_1970 = l_mut_1121 * l_1967;
let l_1971 = l_1970 + f64(4.779477332387385e-14);
l_mut_1121 = l_1971;
let l_1972 = l_mut_1121 * l_1967;
let l_1973 = l_1972 - f64(1.1470745597729725e-11);
l_mut_1121 = l_1973;
let l_1974 = l_mut_1121 * l_1967;
let l_1975 = l_1974 + f64(2.08767569878681e-9);
l_mut_1121 = l_1975;
let l_1976 = l_mut_1121 * l_1967;
let l_1977 = l_1976 - f64(2.755731922398589e-7);
l_mut_1121 = l_1977;
let l_1978 = l_mut_1121 * l_1967;
let l_1979 = l_1978 + f64(2.48015873015873e-5);
l_mut_1121 = l_1979;
let l_1980 = l_mut_1121 * l_1967;
let l_1981 = l_1980 - f64(0.001388888888888889);
l_mut_1121 = l_1981;
let l_1982 = l_mut_1121 * l_1967;
let l_1983 = l_1982 + f64(0.041666666666666664);
l_mut_1121 = l_1983;
let l_1984 = f64(0.5) * l_1967;
let l_1985 = f64(1.0) - l_1984;
let l_1986 = l_1967 * l_1967;
let l_1987 = l_1986 * l_mut_1121;
let l_1988 = f64(0.0) * l_mut_1204;
let l_1989 = l_1987 - l_1988;
let l_1990 = l_1985 + l_1989;
let l_1991 = l_mut_89 & u32(1);
let l_1992 = l_1991 == u32(1);
l_mut_1204 = l_1966;
let l_1993 = l_mut_89 & u32(2);
let l_1994 = l_1993 != u32(0);
l_mut_149 = l_1994;
let l_1995 = u32(6) == u32(6);
if l_1995 {
if l_1992 {
l_mut_1204 = l_1990;
}
} else {
let l_1996 = u32(6) == u32(7);
if l_1996 {
l_mut_1204 = l_1990;
if l_1992 {
l_mut_1204 = l_1966;
}
let l_1997 = l_mut_89 + u32(1);
let l_1998 = l_1997 & u32(2);
let l_1999 = l_1998 != u32(0);
l_mut_149 = l_1999;
} else {
let l_2000 = l_1966 / l_1990;
l_mut_1204 = l_2000;
if l_1992 {
let l_2001 = l_1990 / l_1966;
l_mut_1204 = l_2001;
}
l_mut_149 = l_1992;
}
}
let l_2002 = u32(6) != u32(7);
let l_2003 = l_2002 && l_1940;
if l_2003 {
let l_2004 = !l_mut_149;
l_mut_149 = l_2004;
}
if l_mut_149 {
let l_2005 = -l_mut_1204;
l_mut_1204 = l_2005;
}
let l_2006 = f32(l_26);
let l_2007 = bitcast<u32>(l_2006);
let l_2008 = l_2007 & u32(2147483647);
let l_2009 = bitcast<f32>(l_2008);
let l_2010 = f64(l_2009);
l_mut_1121 = l_2010;
let l_2011 = l_2008 < u32(8388608);
if l_2011 {
let l_2012 = f64(l_2008);
let l_2013 = l_2012 * f64(1.401298464324817e-45);
l_mut_1121 = l_2013;
}
let l_2014 = bitcast<u64>(l_mut_1121);
let l_2015 = l_2007 >> u32(31);
let l_2016 = u64(l_2015);
let l_2017 = l_2016 << u32(bitcast<u64>(u64(63)));
let l_2018 = l_2014 | l_2017;
let l_2019 = bitcast<f64>(l_2018);
let l_2020 = abs(l_2019);
l_mut_1121 = l_2020;
l_mut_89 = u32(0);
let l_2021 = l_2020 >= f64(0.785);
if l_2021 {
let l_2022 = l_2020 * f64(0.6366197723675814);
let l_2023 = l_2022 + f64(0.5);
let l_2024 = floor(l_2023);
let l_2025 = l_2024 * f64(1.570796325802803);
let l_2026 = l_2020 - l_2025;
let l_2027 = l_2026 * l_4;
let l_2028 = l_2024 * f64(9.920935796805404e-10);
let l_2029 = l_2027 - l_2028;
l_mut_1121 = l_2029;
let l_2030 = u32(l_2024);
l_mut_89 = l_2030;
}
let l_2031 = bitcast<u32>(l_2006);
let l_2032 = l_2031 >= u32(2147483648);
let l_2033 = l_mut_1121 * l_mut_1121;
let l_2034 = l_2033 * f64(1.9572941063391263e-20);
let l_2035 = f64(8.22063524662433e-18) - l_2034;
l_mut_708 = l_2035;
let l_2036 = l_mut_708 * l_2033;
let l_2037 = l_2036 - f64(2.8114572543455206e-15);
l_mut_708 = l_2037;
let l_2038 = l_mut_708 * l_2033;
let l_2039 = l_2038 + f64(7.647163731819816e-13);
l_mut_708 = l_2039;
let l_2040 = l_mut_708 * l_2033;
let l_2041 = l_2040 - f64(1.6059043836821613e-10);
l_mut_708 = l_2041;
let l_2042 = l_mut_708 * l_2033;
let l_2043 = l_2042 + f64(2.505210838544172e-8);
l_mut_708 = l_2043;
let l_2044 = l_mut_708 * l_2033;
let l_2045 = l_2044 - f64(2.7557319223985893e-6);
l_mut_708 = l_2045;
let l_2046 = l_mut_708 * l_2033;
let l_2047 = l_2046 + f64(0.0001984126984126984);
l_mut_708 = l_2047;
let l_2048 = l_mut_708 * l_2033;
let l_2049 = l_2048 - f64(0.008333333333333333);
l_mut_708 = l_2049;
let l_2050 = l_mut_708 * l_2033;
let l_2051 = l_2050 + f64(0.16666666666666666);
l_mut_708 = l_2051;
let l_2052 = f64(0.5) * l_2033;
let l_2053 = f64(1.0) - l_2052;
let l_2054 = f64(0.0) * l_2053;
let l_2055 = l_mut_1121 * l_2033;
let l_2056 = l_2055 * l_mut_708;
let l_2057 = l_2054 - l_2056;
let l_2058 = l_mut_1121 + l_2057;
let l_2059 = l_mut_1121 * l_mut_1121;
let l_2060 = l_2059 * f64(4.110317623312165e-19);
let l_2061 = l_2060 - f64(1.5619206968586225e-16);
l_mut_708 = l_2061;
let l_2062 = l_mut_708 * l_2059;
let l_2063 = l_2062 + f64(4.779477332387385e-14);
l_mut_708 = l_2063;
let l_2064 = l_mut_708 * l_2059;
let l_2065 = l_2064 - f64(1.1470745597729725e-11);
l_mut_708 = l_2065;
let l_2066 = l_mut_708 * l_2059;
let l_2067 = l_2066 + f64(2.08767569878681e-9);
l_mut_708 = l_2067;
let l_2068 = l_mut_708 * l_2059;
let l_2069 = l_2068 - f64(2.755731922398589e-7);
l_mut_708 = l_2069;
let l_2070 = l_mut_708 * l_2059;
let l_2071 = l_2070 + f64(2.48015873015873e-5);
l_mut_708 = l_2071;
let l_2072 = l_mut_708 * l_2059;
let l_2073 = l_2072 - f64(0.001388888888888889);
l_mut_708 = l_2073;
let l_2074 = l_mut_708 * l_2059;
let l_2075 = l_2074 + f64(0.041666666666666664);
l_mut_708 = l_2075;
let l_2076 = f64(0.5) * l_2059;
let l_2077 = f64(1.0) - l_2076;
let l_2078 = l_2059 * l_2059;
let l_2079 = l_2078 * l_mut_708;
let l_2080 = f64(0.0) * l_mut_1121;
let l_2081 = l_2079 - l_2080;
let l_2082 = l_2077 + l_2081;
let l_2083 = l_mut_89 & u32(1);
let l_2084 = l_2083 == u32(1);
l_mut_1121 = l_2058;
let l_2085 = l_mut_89 & u32(2);
let l_2086 = l_2085 != u32(0);
l_mut_149 = l_2086;
let l_2087 = u32(7) == u32(6);
if l_2087 {
if l_2084 {
l_mut_1121 = l_2082;
}
} else {
let l_2088 = u32(7) == u32(7);
if l_2088 {
l_mut_1121 = l_2082;
if l_2084 {
l_mut_1121 = l_2058;
}
let l_2089 = l_mut_89 + u32(1);
let l_2090 = l_2089 & u32(2);
let l_2091 = l_2090 != u32(0);
l_mut_149 = l_2091;
} else {
let l_2092 = l_2058 / l_2082;
l_mut_1121 = l_2092;
if l_2084 {
let l_2093 = l_2082 / l_2058;
l_mut_1121 = l_2093;
}
l_mut_149 = l_2084;
}
}
let l_2094 = u32(7) != u32(7);
let l_2095 = l_2094 && l_2032;
if l_2095 {
let l_2096 = !l_mut_149;
l_mut_149 = l_2096;
}
if l_mut_149 {
let l_2097 = -l_mut_1121;
l_mut_1121 = l_2097;
}
let l_2098 = abs(l_mut_1204);
let l_2099 = l_2098 * f64(1.4551915228366852e-11);
let l_2100 = abs(l_mut_1121);
let l_2101 = l_2100 * f64(1.4551915228366852e-11);
l_mut_708 = f64(1.4551915228366852e-11);
l_mut_89 = u32(2);
if l_13 {
let l_2102 = l_mut_1204 - l_19;
let l_2103 = abs(l_2102);
let l_2104 = l_2103 * f64(2.220446049250313e-16);
let l_2105 = l_2099 + l_2104;
let l_2106 = l_2102 + l_2105;
let l_2107 = -l_2106;
let l_2108 = l_2107 * f64(7.1362384635298e44);
let l_2109 = floor(l_2108);
let l_2110 = l_2109 * f64(1.401298464324817e-45);
l_mut_60 = l_2110;
let l_2111 = abs(l_2107);
let l_2112 = l_2111 >= f64(1.1754943508222875e-38);
if l_2112 {
let l_2113 = f32(l_2107);
let l_2114 = f64(l_2113);
l_mut_60 = l_2114;
let l_2115 = l_mut_60 > l_2107;
if l_2115 {
let l_2116 = bitcast<u32>(l_2113);
let l_2117 = l_2116 ^ u32(2147483648);
let l_2118 = bitcast<f32>(l_2117);
let l_2119 = bitcast<u32>(l_2118);
let l_2120 = l_2119 + u32(1);
l_mut_47 = l_2120;
let l_2121 = l_2119 & u32(2147483647);
let l_2122 = l_2121 == u32(0);
if l_2122 {
l_mut_47 = u32(1);
} else {
let l_2123 = l_2119 & u32(2147483648);
let l_2124 = l_2123 != u32(0);
if l_2124 {
let l_2125 = l_2119 - u32(1);
l_mut_47 = l_2125;
} else {
let l_2126 = l_2119 == u32(2139095040);
if l_2126 {
l_mut_47 = l_2119;
}
}
}
let l_2127 = bitcast<f32>(l_mut_47);
let l_2128 = bitcast<u32>(l_2127);
let l_2129 = l_2128 ^ u32(2147483648);
let l_2130 = bitcast<f32>(l_2129);
let l_2131 = bitcast<u32>(l_2130);
let l_2132 = l_2131 & u32(2147483647);
let l_2133 = bitcast<f32>(l_2132);
let l_2134 = f64(l_2133);
l_mut_37 = l_2134;
let l_2135 = l_2132 < u32(8388608);
if l_2135 {
let l_2136 = f64(l_2132);
let l_2137 = l_2136 * f64(1.401298464324817e-45);
l_mut_37 = l_2137;
}
let l_2138 = bitcast<u64>(l_mut_37);
let l_2139 = l_2131 >> u32(31);
let l_2140 = u64(l_2139);
let l_2141 = l_2140 << u32(bitcast<u64>(u64(63)));
let l_2142 = l_2138 | l_2141;
let l_2143 = bitcast<f64>(l_2142);
l_mut_60 = l_2143;
} else {
let l_2144 = bitcast<u32>(l_2113);
let l_2145 = l_2144 + u32(1);
l_mut_47 = l_2145;
let l_2146 = l_2144 & u32(2147483647);
let l_2147 = l_2146 == u32(0);
if l_2147 {
l_mut_47 = u32(1);
} else {
let l_2148 = l_2144 & u32(2147483648);
let l_2149 = l_2148 != u32(0);
if l_2149 {
let l_2150 = l_2144 - u32(1);
l_mut_47 = l_2150;
} else {
let l_2151 = l_2144 == u32(2139095040);
if l_2151 {
l_mut_47 = l_2144;
}
}
}
let l_2152 = bitcast<f32>(l_mut_47);
let l_2153 = bitcast<u32>(l_2152);
let l_2154 = l_2153 & u32(2147483647);
let l_2155 = bitcast<f32>(l_2154);
let l_2156 = f64(l_2155);
l_mut_37 = l_2156;
let l_2157 = l_2154 < u32(8388608);
if l_2157 {
let l_2158 = f64(l_2154);
let l_2159 = l_2158 * f64(1.401298464324817e-45);
l_mut_37 = l_2159;
}
let l_2160 = bitcast<u64>(l_mut_37);
let l_2161 = l_2153 >> u32(31);
let l_2162 = u64(l_2161);
let l_2163 = l_2162 << u32(bitcast<u64>(u64(63)));
let l_2164 = l_2160 | l_2163;
let l_2165 = bitcast<f64>(l_2164);
let l_2166 = l_2165 <= l_2107;
if l_2166 {
let l_2167 = bitcast<u32>(l_2113);
let l_2168 = l_2167 + u32(1);
l_mut_47 = l_2168;
let l_2169 = l_2167 & u32(2147483647);
let l_2170 = l_2169 == u32(0);
if l_2170 {
l_mut_47 = u32(1);
} else {
let l_2171 = l_2167 & u32(2147483648);
let l_2172 = l_2171 != u32(0);
if l_2172 {
let l_2173 = l_2167 - u32(1);
l_mut_47 = l_2173;
} else {
let l_2174 = l_2167 == u32(2139095040);
if l_2174 {
l_mut_47 = l_2167;
}
}
}
let l_2175 = bitcast<f32>(l_mut_47);
let l_2176 = bitcast<u32>(l_2175);
let l_2177 = l_2176 & u32(2147483647);
let l_2178 = bitcast<f32>(l_2177);
let l_2179 = f64(l_2178);
l_mut_37 = l_2179;
let l_2180 = l_2177 < u32(8388608);
if l_2180 {
let l_2181 = f64(l_2177);
let l_2182 = l_2181 * f64(1.401298464324817e-45);
l_mut_37 = l_2182;
}
let l_2183 = bitcast<u64>(l_mut_37);
let l_2184 = l_2176 >> u32(31);
let l_2185 = u64(l_2184);
let l_2186 = l_2185 << u32(bitcast<u64>(u64(63)));
let l_2187 = l_2183 | l_2186;
let l_2188 = bitcast<f64>(l_2187);
l_mut_60 = l_2188;
}
}
}
let l_2189 = -l_mut_60;
l_mut_60 = l_2189;
let l_2190 = bool(true) && bool(true);
if l_2190 {
let l_2191 = l_2102 + l_2105;
let l_2192 = l_2191 * f64(7.1362384635298e44);
let l_2193 = floor(l_2192);
let l_2194 = l_2193 * f64(1.401298464324817e-45);
l_mut_37 = l_2194;
let l_2195 = abs(l_2191);
let l_2196 = l_2195 >= f64(1.1754943508222875e-38);
if l_2196 {
let l_2197 = f32(l_2191);
let l_2198 = f64(l_2197);
l_mut_37 = l_2198;
let l_2199 = l_mut_37 > l_2191;
if l_2199 {
let l_2200 = bitcast<u32>(l_2197);
let l_2201 = l_2200 ^ u32(2147483648);
let l_2202 = bitcast<f32>(l_2201);
let l_2203 = bitcast<u32>(l_2202);
let l_2204 = l_2203 + u32(1);
l_mut_47 = l_2204;
let l_2205 = l_2203 & u32(2147483647);
let l_2206 = l_2205 == u32(0);
if l_2206 {
l_mut_47 = u32(1);
} else {
let l_2207 = l_2203 & u32(2147483648);
let l_2208 = l_2207 != u32(0);
if l_2208 {
let l_2209 = l_2203 - u32(1);
l_mut_47 = l_2209;
} else {
let l_2210 = l_2203 == u32(2139095040);
if l_2210 {
l_mut_47 = l_2203;
}
}
}
let l_2211 = bitcast<f32>(l_mut_47);
let l_2212 = bitcast<u32>(l_2211);
let l_2213 = l_2212 ^ u32(2147483648);
let l_2214 = bitcast<f32>(l_2213);
let l_2215 = bitcast<u32>(l_2214);
let l_2216 = l_2215 & u32(2147483647);
let l_2217 = bitcast<f32>(l_2216);
let l_2218 = f64(l_2217);
l_mut_2219 = l_2218;
let l_2220 = l_2216 < u32(8388608);
if l_2220 {
let l_2221 = f64(l_2216);
let l_2222 = l_2221 * f64(1.401298464324817e-45);
l_mut_2219 = l_2222;
}
let l_2223 = bitcast<u64>(l_mut_2219);
let l_2224 = l_2215 >> u32(31);
let l_2225 = u64(l_2224);
let l_2226 = l_2225 << u32(bitcast<u64>(u64(63)));
let l_2227 = l_2223 | l_2226;
let l_2228 = bitcast<f64>(l_2227);
l_mut_37 = l_2228;
} else {
let l_2229 = bitcast<u32>(l_2197);
let l_2230 = l_2229 + u32(1);
l_mut_47 = l_2230;
let l_2231 = l_2229 & u32(2147483647);
let l_2232 = l_2231 == u32(0);
if l_2232 {
l_mut_47 = u32(1);
} else {
let l_2233 = l_2229 & u32(2147483648);
let l_2234 = l_2233 != u32(0);
if l_2234 {
let l_2235 = l_2229 - u32(1);
l_mut_47 = l_2235;
} else {
let l_2236 = l_2229 == u32(2139095040);
if l_2236 {
l_mut_47 = l_2229;
}
}
}
let l_2237 = bitcast<f32>(l_mut_47);
let l_2238 = bitcast<u32>(l_2237);
let l_2239 = l_2238 & u32(2147483647);
let l_2240 = bitcast<f32>(l_2239);
let l_2241 = f64(l_2240);
l_mut_2219 = l_2241;
let l_2242 = l_2239 < u32(8388608);
if l_2242 {
let l_2243 = f64(l_2239);
let l_2244 = l_2243 * f64(1.401298464324817e-45);
l_mut_2219 = l_2244;
}
let l_2245 = bitcast<u64>(l_mut_2219);
let l_2246 = l_2238 >> u32(31);
let l_2247 = u64(l_2246);
let l_2248 = l_2247 << u32(bitcast<u64>(u64(63)));
let l_2249 = l_2245 | l_2248;
let l_2250 = bitcast<f64>(l_2249);
let l_2251 = l_2250 <= l_2191;
if l_2251 {
let l_2252 = bitcast<u32>(l_2197);
let l_2253 = l_2252 + u32(1);
l_mut_47 = l_2253;
let l_2254 = l_2252 & u32(2147483647);
let l_2255 = l_2254 == u32(0);
if l_2255 {
l_mut_47 = u32(1);
} else {
let l_2256 = l_2252 & u32(2147483648);
let l_2257 = l_2256 != u32(0);
if l_2257 {
let l_2258 = l_2252 - u32(1);
l_mut_47 = l_2258;
} else {
let l_2259 = l_2252 == u32(2139095040);
if l_2259 {
l_mut_47 = l_2252;
}
}
}
let l_2260 = bitcast<f32>(l_mut_47);
let l_2261 = bitcast<u32>(l_2260);
let l_2262 = l_2261 & u32(2147483647);
let l_2263 = bitcast<f32>(l_2262);
let l_2264 = f64(l_2263);
l_mut_2219 = l_2264;
let l_2265 = l_2262 < u32(8388608);
if l_2265 {
let l_2266 = f64(l_2262);
let l_2267 = l_2266 * f64(1.401298464324817e-45);
l_mut_2219 = l_2267;
}
let l_2268 = bitcast<u64>(l_mut_2219);
let l_2269 = l_2261 >> u32(31);
let l_2270 = u64(l_2269);
let l_2271 = l_2270 << u32(bitcast<u64>(u64(63)));
let l_2272 = l_2268 | l_2271;
let l_2273 = bitcast<f64>(l_2272);
l_mut_37 = l_2273;
}
}
}
l_mut_60 = l_mut_37;
} else {
let l_2274 = l_2102 - l_2105;
let l_2275 = l_2274 * f64(7.1362384635298e44);
let l_2276 = floor(l_2275);
let l_2277 = l_2276 * f64(1.401298464324817e-45);
l_mut_2219 = l_2277;
let l_2278 = abs(l_2274);
let l_2279 = l_2278 >= f64(1.1754943508222875e-38);
if l_2279 {
let l_2280 = f32(l_2274);
let l_2281 = f64(l_2280);
l_mut_2219 = l_2281;
let l_2282 = l_mut_2219 > l_2274;
if l_2282 {
let l_2283 = bitcast<u32>(l_2280);
let l_2284 = l_2283 ^ u32(2147483648);
let l_2285 = bitcast<f32>(l_2284);
let l_2286 = bitcast<u32>(l_2285);
let l_2287 = l_2286 + u32(1);
l_mut_47 = l_2287;
let l_2288 = l_2286 & u32(2147483647);
let l_2289 = l_2288 == u32(0);
if l_2289 {
l_mut_47 = u32(1);
} else {
let l_2290 = l_2286 & u32(2147483648);
let l_2291 = l_2290 != u32(0);
if l_2291 {
let l_2292 = l_2286 - u32(1);
l_mut_47 = l_2292;
} else {
let l_2293 = l_2286 == u32(2139095040);
if l_2293 {
l_mut_47 = l_2286;
}
}
}
let l_2294 = bitcast<f32>(l_mut_47);
let l_2295 = bitcast<u32>(l_2294);
let l_2296 = l_2295 ^ u32(2147483648);
let l_2297 = bitcast<f32>(l_2296);
let l_2298 = bitcast<u32>(l_2297);
let l_2299 = l_2298 & u32(2147483647);
let l_2300 = bitcast<f32>(l_2299);
let l_2301 = f64(l_2300);
l_mut_37 = l_2301;
let l_2302 = l_2299 < u32(8388608);
if l_2302 {
let l_2303 = f64(l_2299);
let l_2304 = l_2303 * f64(1.401298464324817e-45);
l_mut_37 = l_2304;
}
let l_2305 = bitcast<u64>(l_mut_37);
let l_2306 = l_2298 >> u32(31);
let l_2307 = u64(l_2306);
let l_2308 = l_2307 << u32(bitcast<u64>(u64(63)));
let l_2309 = l_2305 | l_2308;
let l_2310 = bitcast<f64>(l_2309);
l_mut_2219 = l_2310;
} else {
let l_2311 = bitcast<u32>(l_2280);
let l_2312 = l_2311 + u32(1);
l_mut_47 = l_2312;
let l_2313 = l_2311 & u32(2147483647);
let l_2314 = l_2313 == u32(0);
if l_2314 {
l_mut_47 = u32(1);
} else {
let l_2315 = l_2311 & u32(2147483648);
let l_2316 = l_2315 != u32(0);
if l_2316 {
let l_2317 = l_2311 - u32(1);
l_mut_47 = l_2317;
} else {
let l_2318 = l_2311 == u32(2139095040);
if l_2318 {
l_mut_47 = l_2311;
}
}
}
let l_2319 = bitcast<f32>(l_mut_47);
let l_2320 = bitcast<u32>(l_2319);
let l_2321 = l_2320 & u32(2147483647);
let l_2322 = bitcast<f32>(l_2321);
let l_2323 = f64(l_2322);
l_mut_37 = l_2323;
let l_2324 = l_2321 < u32(8388608);
if l_2324 {
let l_2325 = f64(l_2321);
let l_2326 = l_2325 * f64(1.401298464324817e-45);
l_mut_37 = l_2326;
}
let l_2327 = bitcast<u64>(l_mut_37);
let l_2328 = l_2320 >> u32(31);
let l_2329 = u64(l_2328);
let l_2330 = l_2329 << u32(bitcast<u64>(u64(63)));
let l_2331 = l_2327 | l_2330;
let l_2332 = bitcast<f64>(l_2331);
let l_2333 = l_2332 <= l_2274;
if l_2333 {
let l_2334 = bitcast<u32>(l_2280);
let l_2335 = l_2334 + u32(1);
l_mut_47 = l_2335;
let l_2336 = l_2334 & u32(2147483647);
let l_2337 = l_2336 == u32(0);
if l_2337 {
l_mut_47 = u32(1);
} else {
let l_2338 = l_2334 & u32(2147483648);
let l_2339 = l_2338 != u32(0);
if l_2339 {
let l_2340 = l_2334 - u32(1);
l_mut_47 = l_2340;
} else {
let l_2341 = l_2334 == u32(2139095040);
if l_2341 {
l_mut_47 = l_2334;
}
}
}
let l_2342 = bitcast<f32>(l_mut_47);
let l_2343 = bitcast<u32>(l_2342);
let l_2344 = l_2343 & u32(2147483647);
let l_2345 = bitcast<f32>(l_2344);
let l_2346 = f64(l_2345);
l_mut_37 = l_2346;
let l_2347 = l_2344 < u32(8388608);
if l_2347 {
let l_2348 = f64(l_2344);
let l_2349 = l_2348 * f64(1.401298464324817e-45);
l_mut_37 = l_2349;
}
let l_2350 = bitcast<u64>(l_mut_37);
let l_2351 = l_2343 >> u32(31);
let l_2352 = u64(l_2351);
let l_2353 = l_2352 << u32(bitcast<u64>(u64(63)));
let l_2354 = l_2350 | l_2353;
let l_2355 = bitcast<f64>(l_2354);
l_mut_2219 = l_2355;
}
}
}
l_mut_60 = l_mut_2219;
}
let l_2356 = l_mut_1204 + l_19;
let l_2357 = abs(l_2356);
let l_2358 = l_2357 * f64(2.220446049250313e-16);
let l_2359 = l_2099 + l_2358;
let l_2360 = l_2356 + l_2359;
let l_2361 = -l_2360;
let l_2362 = l_2361 * f64(7.1362384635298e44);
let l_2363 = floor(l_2362);
let l_2364 = l_2363 * f64(1.401298464324817e-45);
l_mut_2219 = l_2364;
let l_2365 = abs(l_2361);
let l_2366 = l_2365 >= f64(1.1754943508222875e-38);
if l_2366 {
let l_2367 = f32(l_2361);
let l_2368 = f64(l_2367);
l_mut_2219 = l_2368;
let l_2369 = l_mut_2219 > l_2361;
if l_2369 {
let l_2370 = bitcast<u32>(l_2367);
let l_2371 = l_2370 ^ u32(2147483648);
let l_2372 = bitcast<f32>(l_2371);
let l_2373 = bitcast<u32>(l_2372);
let l_2374 = l_2373 + u32(1);
l_mut_47 = l_2374;
let l_2375 = l_2373 & u32(2147483647);
let l_2376 = l_2375 == u32(0);
if l_2376 {
l_mut_47 = u32(1);
} else {
let l_2377 = l_2373 & u32(2147483648);
let l_2378 = l_2377 != u32(0);
if l_2378 {
let l_2379 = l_2373 - u32(1);
l_mut_47 = l_2379;
} else {
let l_2380 = l_2373 == u32(2139095040);
if l_2380 {
l_mut_47 = l_2373;
}
}
}
let l_2381 = bitcast<f32>(l_mut_47);
let l_2382 = bitcast<u32>(l_2381);
let l_2383 = l_2382 ^ u32(2147483648);
let l_2384 = bitcast<f32>(l_2383);
let l_2385 = bitcast<u32>(l_2384);
let l_2386 = l_2385 & u32(2147483647);
let l_2387 = bitcast<f32>(l_2386);
let l_2388 = f64(l_2387);
l_mut_37 = l_2388;
let l_2389 = l_2386 < u32(8388608);
if l_2389 {
let l_2390 = f64(l_2386);
let l_2391 = l_2390 * f64(1.401298464324817e-45);
l_mut_37 = l_2391;
}
let l_2392 = bitcast<u64>(l_mut_37);
let l_2393 = l_2385 >> u32(31);
let l_2394 = u64(l_2393);
let l_2395 = l_2394 << u32(bitcast<u64>(u64(63)));
let l_2396 = l_2392 | l_2395;
let l_2397 = bitcast<f64>(l_2396);
l_mut_2219 = l_2397;
} else {
let l_2398 = bitcast<u32>(l_2367);
let l_2399 = l_2398 + u32(1);
l_mut_47 = l_2399;
let l_2400 = l_2398 & u32(2147483647);
let l_2401 = l_2400 == u32(0);
if l_2401 {
l_mut_47 = u32(1);
} else {
let l_2402 = l_2398 & u32(2147483648);
let l_2403 = l_2402 != u32(0);
if l_2403 {
let l_2404 = l_2398 - u32(1);
l_mut_47 = l_2404;
} else {
let l_2405 = l_2398 == u32(2139095040);
if l_2405 {
l_mut_47 = l_2398;
}
}
}
let l_2406 = bitcast<f32>(l_mut_47);
let l_2407 = bitcast<u32>(l_2406);
let l_2408 = l_2407 & u32(2147483647);
let l_2409 = bitcast<f32>(l_2408);
let l_2410 = f64(l_2409);
l_mut_37 = l_2410;
let l_2411 = l_2408 < u32(8388608);
if l_2411 {
let l_2412 = f64(l_2408);
let l_2413 = l_2412 * f64(1.401298464324817e-45);
l_mut_37 = l_2413;
}
let l_2414 = bitcast<u64>(l_mut_37);
let l_2415 = l_2407 >> u32(31);
let l_2416 = u64(l_2415);
let l_2417 = l_2416 << u32(bitcast<u64>(u64(63)));
let l_2418 = l_2414 | l_2417;
let l_2419 = bitcast<f64>(l_2418);
let l_2420 = l_2419 <= l_2361;
if l_2420 {
let l_2421 = bitcast<u32>(l_2367);
let l_2422 = l_2421 + u32(1);
l_mut_47 = l_2422;
let l_2423 = l_2421 & u32(2147483647);
let l_2424 = l_2423 == u32(0);
if l_2424 {
l_mut_47 = u32(1);
} else {
let l_2425 = l_2421 & u32(2147483648);
let l_2426 = l_2425 != u32(0);
if l_2426 {
let l_2427 = l_2421 - u32(1);
l_mut_47 = l_2427;
} else {
let l_2428 = l_2421 == u32(2139095040);
if l_2428 {
l_mut_47 = l_2421;
}
}
}
let l_2429 = bitcast<f32>(l_mut_47);
let l_2430 = bitcast<u32>(l_2429);
let l_2431 = l_2430 & u32(2147483647);
let l_2432 = bitcast<f32>(l_2431);
let l_2433 = f64(l_2432);
l_mut_37 = l_2433;
let l_2434 = l_2431 < u32(8388608);
if l_2434 {
let l_2435 = f64(l_2431);
let l_2436 = l_2435 * f64(1.401298464324817e-45);
l_mut_37 = l_2436;
}
let l_2437 = bitcast<u64>(l_mut_37);
let l_2438 = l_2430 >> u32(31);
let l_2439 = u64(l_2438);
let l_2440 = l_2439 << u32(bitcast<u64>(u64(63)));
let l_2441 = l_2437 | l_2440;
let l_2442 = bitcast<f64>(l_2441);
l_mut_2219 = l_2442;
}
}
}
let l_2443 = -l_mut_2219;
l_mut_2219 = l_2443;
let l_2444 = bool(false) && bool(true);
if l_2444 {
let l_2445 = l_2356 + l_2359;
let l_2446 = l_2445 * f64(7.1362384635298e44);
let l_2447 = floor(l_2446);
let l_2448 = l_2447 * f64(1.401298464324817e-45);
l_mut_37 = l_2448;
let l_2449 = abs(l_2445);
let l_2450 = l_2449 >= f64(1.1754943508222875e-38);
if l_2450 {
let l_2451 = f32(l_2445);
let l_2452 = f64(l_2451);
l_mut_37 = l_2452;
let l_2453 = l_mut_37 > l_2445;
if l_2453 {
let l_2454 = bitcast<u32>(l_2451);
let l_2455 = l_2454 ^ u32(2147483648);
let l_2456 = bitcast<f32>(l_2455);
let l_2457 = bitcast<u32>(l_2456);
let l_2458 = l_2457 + u32(1);
l_mut_47 = l_2458;
let l_2459 = l_2457 & u32(2147483647);
let l_2460 = l_2459 == u32(0);
if l_2460 {
l_mut_47 = u32(1);
} else {
let l_2461 = l_2457 & u32(2147483648);
let l_2462 = l_2461 != u32(0);
if l_2462 {
let l_2463 = l_2457 - u32(1);
l_mut_47 = l_2463;
} else {
let l_2464 = l_2457 == u32(2139095040);
if l_2464 {
l_mut_47 = l_2457;
}
}
}
let l_2465 = bitcast<f32>(l_mut_47);
let l_2466 = bitcast<u32>(l_2465);
let l_2467 = l_2466 ^ u32(2147483648);
let l_2468 = bitcast<f32>(l_2467);
let l_2469 = bitcast<u32>(l_2468);
let l_2470 = l_2469 & u32(2147483647);
let l_2471 = bitcast<f32>(l_2470);
let l_2472 = f64(l_2471);
l_mut_2473 = l_2472;
let l_2474 = l_2470 < u32(8388608);
if l_2474 {
let l_2475 = f64(l_2470);
let l_2476 = l_2475 * f64(1.401298464324817e-45);
l_mut_2473 = l_2476;
}
let l_2477 = bitcast<u64>(l_mut_2473);
let l_2478 = l_2469 >> u32(31);
let l_2479 = u64(l_2478);
let l_2480 = l_2479 << u32(bitcast<u64>(u64(63)));
let l_2481 = l_2477 | l_2480;
let l_2482 = bitcast<f64>(l_2481);
l_mut_37 = l_2482;
} else {
let l_2483 = bitcast<u32>(l_2451);
let l_2484 = l_2483 + u32(1);
l_mut_47 = l_2484;
let l_2485 = l_2483 & u32(2147483647);
let l_2486 = l_2485 == u32(0);
if l_2486 {
l_mut_47 = u32(1);
} else {
let l_2487 = l_2483 & u32(2147483648);
let l_2488 = l_2487 != u32(0);
if l_2488 {
let l_2489 = l_2483 - u32(1);
l_mut_47 = l_2489;
} else {
let l_2490 = l_2483 == u32(2139095040);
if l_2490 {
l_mut_47 = l_2483;
}
}
}
let l_2491 = bitcast<f32>(l_mut_47);
let l_2492 = bitcast<u32>(l_2491);
let l_2493 = l_2492 & u32(2147483647);
let l_2494 = bitcast<f32>(l_2493);
let l_2495 = f64(l_2494);
l_mut_2473 = l_2495;
let l_2496 = l_2493 < u32(8388608);
if l_2496 {
let l_2497 = f64(l_2493);
let l_2498 = l_2497 * f64(1.401298464324817e-45);
l_mut_2473 = l_2498;
}
let l_2499 = bitcast<u64>(l_mut_2473);
let l_2500 = l_2492 >> u32(31);
let l_2501 = u64(l_2500);
let l_2502 = l_2501 << u32(bitcast<u64>(u64(63)));
let l_2503 = l_2499 | l_2502;
let l_2504 = bitcast<f64>(l_2503);
let l_2505 = l_2504 <= l_2445;
if l_2505 {
let l_2506 = bitcast<u32>(l_2451);
let l_2507 = l_2506 + u32(1);
l_mut_47 = l_2507;
let l_2508 = l_2506 & u32(2147483647);
let l_2509 = l_2508 == u32(0);
if l_2509 {
l_mut_47 = u32(1);
} else {
let l_2510 = l_2506 & u32(2147483648);
let l_2511 = l_2510 != u32(0);
if l_2511 {
let l_2512 = l_2506 - u32(1);
l_mut_47 = l_2512;
} else {
let l_2513 = l_2506 == u32(2139095040);
if l_2513 {
l_mut_47 = l_2506;
}
}
}
let l_2514 = bitcast<f32>(l_mut_47);
let l_2515 = bitcast<u32>(l_2514);
let l_2516 = l_2515 & u32(2147483647);
let l_2517 = bitcast<f32>(l_2516);
let l_2518 = f64(l_2517);
l_mut_2473 = l_2518;
let l_2519 = l_2516 < u32(8388608);
if l_2519 {
let l_2520 = f64(l_2516);
let l_2521 = l_2520 * f64(1.401298464324817e-45);
l_mut_2473 = l_2521;
}
let l_2522 = bitcast<u64>(l_mut_2473);
let l_2523 = l_2515 >> u32(31);
let l_2524 = u64(l_2523);
let l_2525 = l_2524 << u32(bitcast<u64>(u64(63)));
let l_2526 = l_2522 | l_2525;
let l_2527 = bitcast<f64>(l_2526);
l_mut_37 = l_2527;
}
}
}
l_mut_2219 = l_mut_37;
} else {
let l_2528 = l_2356 - l_2359;
let l_2529 = -l_2528;
let l_2530 = l_2529 * f64(7.1362384635298e44);
let l_2531 = floor(l_2530);
let l_2532 = l_2531 * f64(1.401298464324817e-45);
l_mut_2473 = l_2532;
let l_2533 = abs(l_2529);
let l_2534 = l_2533 >= f64(1.1754943508222875e-38);
if l_2534 {
let l_2535 = f32(l_2529);
let l_2536 = f64(l_2535);
l_mut_2473 = l_2536;
let l_2537 = l_mut_2473 > l_2529;
if l_2537 {
let l_2538 = bitcast<u32>(l_2535);
let l_2539 = l_2538 ^ u32(2147483648);
let l_2540 = bitcast<f32>(l_2539);
let l_2541 = bitcast<u32>(l_2540);
let l_2542 = l_2541 + u32(1);
l_mut_47 = l_2542;
let l_2543 = l_2541 & u32(2147483647);
let l_2544 = l_2543 == u32(0);
if l_2544 {
l_mut_47 = u32(1);
} else {
let l_2545 = l_2541 & u32(2147483648);
let l_2546 = l_2545 != u32(0);
if l_2546 {
let l_2547 = l_2541 - u32(1);
l_mut_47 = l_2547;
} else {
let l_2548 = l_2541 == u32(2139095040);
if l_2548 {
l_mut_47 = l_2541;
}
}
}
let l_2549 = bitcast<f32>(l_mut_47);
let l_2550 = bitcast<u32>(l_2549);
let l_2551 = l_2550 ^ u32(2147483648);
let l_2552 = bitcast<f32>(l_2551);
let l_2553 = bitcast<u32>(l_2552);
let l_2554 = l_2553 & u32(2147483647);
let l_2555 = bitcast<f32>(l_2554);
let l_2556 = f64(l_2555);
l_mut_37 = l_2556;
let l_2557 = l_2554 < u32(8388608);
if l_2557 {
let l_2558 = f64(l_2554);
let l_2559 = l_2558 * f64(1.401298464324817e-45);
l_mut_37 = l_2559;
}
let l_2560 = bitcast<u64>(l_mut_37);
let l_2561 = l_2553 >> u32(31);
let l_2562 = u64(l_2561);
let l_2563 = l_2562 << u32(bitcast<u64>(u64(63)));
let l_2564 = l_2560 | l_2563;
let l_2565 = bitcast<f64>(l_2564);
l_mut_2473 = l_2565;
} else {
let l_2566 = bitcast<u32>(l_2535);
let l_2567 = l_2566 + u32(1);
l_mut_47 = l_2567;
let l_2568 = l_2566 & u32(2147483647);
let l_2569 = l_2568 == u32(0);
if l_2569 {
l_mut_47 = u32(1);
} else {
let l_2570 = l_2566 & u32(2147483648);
let l_2571 = l_2570 != u32(0);
if l_2571 {
let l_2572 = l_2566 - u32(1);
l_mut_47 = l_2572;
} else {
let l_2573 = l_2566 == u32(2139095040);
if l_2573 {
l_mut_47 = l_2566;
}
}
}
let l_2574 = bitcast<f32>(l_mut_47);
let l_2575 = bitcast<u32>(l_2574);
let l_2576 = l_2575 & u32(2147483647);
let l_2577 = bitcast<f32>(l_2576);
let l_2578 = f64(l_2577);
l_mut_37 = l_2578;
let l_2579 = l_2576 < u32(8388608);
if l_2579 {
let l_2580 = f64(l_2576);
let l_2581 = l_2580 * f64(1.401298464324817e-45);
l_mut_37 = l_2581;
}
let l_2582 = bitcast<u64>(l_mut_37);
let l_2583 = l_2575 >> u32(31);
let l_2584 = u64(l_2583);
let l_2585 = l_2584 << u32(bitcast<u64>(u64(63)));
let l_2586 = l_2582 | l_2585;
let l_2587 = bitcast<f64>(l_2586);
let l_2588 = l_2587 <= l_2529;
if l_2588 {
let l_2589 = bitcast<u32>(l_2535);
let l_2590 = l_2589 + u32(1);
l_mut_47 = l_2590;
let l_2591 = l_2589 & u32(2147483647);
let l_2592 = l_2591 == u32(0);
if l_2592 {
l_mut_47 = u32(1);
} else {
let l_2593 = l_2589 & u32(2147483648);
let l_2594 = l_2593 != u32(0);
if l_2594 {
let l_2595 = l_2589 - u32(1);
l_mut_47 = l_2595;
} else {
let l_2596 = l_2589 == u32(2139095040);
if l_2596 {
l_mut_47 = l_2589;
}
}
}
let l_2597 = bitcast<f32>(l_mut_47);
let l_2598 = bitcast<u32>(l_2597);
let l_2599 = l_2598 & u32(2147483647);
let l_2600 = bitcast<f32>(l_2599);
let l_2601 = f64(l_2600);
l_mut_37 = l_2601;
let l_2602 = l_2599 < u32(8388608);
if l_2602 {
let l_2603 = f64(l_2599);
let l_2604 = l_2603 * f64(1.401298464324817e-45);
l_mut_37 = l_2604;
}
let l_2605 = bitcast<u64>(l_mut_37);
let l_2606 = l_2598 >> u32(31);
let l_2607 = u64(l_2606);
let l_2608 = l_2607 << u32(bitcast<u64>(u64(63)));
let l_2609 = l_2605 | l_2608;
let l_2610 = bitcast<f64>(l_2609);
l_mut_2473 = l_2610;
}
}
}
let l_2611 = -l_mut_2473;
l_mut_2219 = l_2611;
}
let l_2612 = l_mut_1121 - l_19;
let l_2613 = abs(l_2612);
let l_2614 = l_2613 * f64(2.220446049250313e-16);
let l_2615 = l_2101 + l_2614;
let l_2616 = l_2612 + l_2615;
let l_2617 = -l_2616;
let l_2618 = l_2617 * f64(7.1362384635298e44);
let l_2619 = floor(l_2618);
let l_2620 = l_2619 * f64(1.401298464324817e-45);
l_mut_2473 = l_2620;
let l_2621 = abs(l_2617);
let l_2622 = l_2621 >= f64(1.1754943508222875e-38);
if l_2622 {
let l_2623 = f32(l_2617);
let l_2624 = f64(l_2623);
l_mut_2473 = l_2624;
let l_2625 = l_mut_2473 > l_2617;
if l_2625 {
let l_2626 = bitcast<u32>(l_2623);
let l_2627 = l_2626 ^ u32(2147483648);
let l_2628 = bitcast<f32>(l_2627);
let l_2629 = bitcast<u32>(l_2628);
let l_2630 = l_2629 + u32(1);
l_mut_47 = l_2630;
let l_2631 = l_2629 & u32(2147483647);
let l_2632 = l_2631 == u32(0);
if l_2632 {
l_mut_47 = u32(1);
} else {
let l_2633 = l_2629 & u32(2147483648);
let l_2634 = l_2633 != u32(0);
if l_2634 {
let l_2635 = l_2629 - u32(1);
l_mut_47 = l_2635;
} else {
let l_2636 = l_2629 == u32(2139095040);
if l_2636 {
l_mut_47 = l_2629;
}
}
}
let l_2637 = bitcast<f32>(l_mut_47);
let l_2638 = bitcast<u32>(l_2637);
let l_2639 = l_2638 ^ u32(2147483648);
let l_2640 = bitcast<f32>(l_2639);
let l_2641 = bitcast<u32>(l_2640);
let l_2642 = l_2641 & u32(2147483647);
let l_2643 = bitcast<f32>(l_2642);
let l_2644 = f64(l_2643);
l_mut_37 = l_2644;
let l_2645 = l_2642 < u32(8388608);
if l_2645 {
let l_2646 = f64(l_2642);
let l_2647 = l_2646 * f64(1.401298464324817e-45);
l_mut_37 = l_2647;
}
let l_2648 = bitcast<u64>(l_mut_37);
let l_2649 = l_2641 >> u32(31);
let l_2650 = u64(l_2649);
let l_2651 = l_2650 << u32(bitcast<u64>(u64(63)));
let l_2652 = l_2648 | l_2651;
let l_2653 = bitcast<f64>(l_2652);
l_mut_2473 = l_2653;
} else {
let l_2654 = bitcast<u32>(l_2623);
let l_2655 = l_2654 + u32(1);
l_mut_47 = l_2655;
let l_2656 = l_2654 & u32(2147483647);
let l_2657 = l_2656 == u32(0);
if l_2657 {
l_mut_47 = u32(1);
} else {
let l_2658 = l_2654 & u32(2147483648);
let l_2659 = l_2658 != u32(0);
if l_2659 {
let l_2660 = l_2654 - u32(1);
l_mut_47 = l_2660;
} else {
let l_2661 = l_2654 == u32(2139095040);
if l_2661 {
l_mut_47 = l_2654;
}
}
}
let l_2662 = bitcast<f32>(l_mut_47);
let l_2663 = bitcast<u32>(l_2662);
let l_2664 = l_2663 & u32(2147483647);
let l_2665 = bitcast<f32>(l_2664);
let l_2666 = f64(l_2665);
l_mut_37 = l_2666;
let l_2667 = l_2664 < u32(8388608);
if l_2667 {
let l_2668 = f64(l_2664);
let l_2669 = l_2668 * f64(1.401298464324817e-45);
l_mut_37 = l_2669;
}
let l_2670 = bitcast<u64>(l_mut_37);
let l_2671 = l_2663 >> u32(31);
let l_2672 = u64(l_2671);
let l_2673 = l_2672 << u32(bitcast<u64>(u64(63)));
let l_2674 = l_2670 | l_2673;
let l_2675 = bitcast<f64>(l_2674);
let l_2676 = l_2675 <= l_2617;
if l_2676 {
let l_2677 = bitcast<u32>(l_2623);
let l_2678 = l_2677 + u32(1);
l_mut_47 = l_2678;
let l_2679 = l_2677 & u32(2147483647);
let l_2680 = l_2679 == u32(0);
if l_2680 {
l_mut_47 = u32(1);
} else {
let l_2681 = l_2677 & u32(2147483648);
let l_2682 = l_2681 != u32(0);
if l_2682 {
let l_2683 = l_2677 - u32(1);
l_mut_47 = l_2683;
} else {
let l_2684 = l_2677 == u32(2139095040);
if l_2684 {
l_mut_47 = l_2677;
}
}
}
let l_2685 = bitcast<f32>(l_mut_47);
let l_2686 = bitcast<u32>(l_2685);
let l_2687 = l_2686 & u32(2147483647);
let l_2688 = bitcast<f32>(l_2687);
let l_2689 = f64(l_2688);
l_mut_37 = l_2689;
let l_2690 = l_2687 < u32(8388608);
if l_2690 {
let l_2691 = f64(l_2687);
let l_2692 = l_2691 * f64(1.401298464324817e-45);
l_mut_37 = l_2692;
}
let l_2693 = bitcast<u64>(l_mut_37);
let l_2694 = l_2686 >> u32(31);
let l_2695 = u64(l_2694);
let l_2696 = l_2695 << u32(bitcast<u64>(u64(63)));
let l_2697 = l_2693 | l_2696;
let l_2698 = bitcast<f64>(l_2697);
l_mut_2473 = l_2698;
}
}
}
let l_2699 = -l_mut_2473;
l_mut_2473 = l_2699;
let l_2700 = bool(true) && bool(true);
if l_2700 {
let l_2701 = l_2612 + l_2615;
let l_2702 = l_2701 * f64(7.1362384635298e44);
let l_2703 = floor(l_2702);
let l_2704 = l_2703 * f64(1.401298464324817e-45);
l_mut_37 = l_2704;
let l_2705 = abs(l_2701);
let l_2706 = l_2705 >= f64(1.1754943508222875e-38);
if l_2706 {
let l_2707 = f32(l_2701);
let l_2708 = f64(l_2707);
l_mut_37 = l_2708;
let l_2709 = l_mut_37 > l_2701;
if l_2709 {
let l_2710 = bitcast<u32>(l_2707);
let l_2711 = l_2710 ^ u32(2147483648);
let l_2712 = bitcast<f32>(l_2711);
let l_2713 = bitcast<u32>(l_2712);
let l_2714 = l_2713 + u32(1);
l_mut_47 = l_2714;
let l_2715 = l_2713 & u32(2147483647);
let l_2716 = l_2715 == u32(0);
if l_2716 {
l_mut_47 = u32(1);
} else {
let l_2717 = l_2713 & u32(2147483648);
let l_2718 = l_2717 != u32(0);
if l_2718 {
let l_2719 = l_2713 - u32(1);
l_mut_47 = l_2719;
} else {
let l_2720 = l_2713 == u32(2139095040);
if l_2720 {
l_mut_47 = l_2713;
}
}
}
let l_2721 = bitcast<f32>(l_mut_47);
let l_2722 = bitcast<u32>(l_2721);
let l_2723 = l_2722 ^ u32(2147483648);
let l_2724 = bitcast<f32>(l_2723);
let l_2725 = bitcast<u32>(l_2724);
let l_2726 = l_2725 & u32(2147483647);
let l_2727 = bitcast<f32>(l_2726);
let l_2728 = f64(l_2727);
l_mut_2729 = l_2728;
let l_2730 = l_2726 < u32(8388608);
if l_2730 {
let l_2731 = f64(l_2726);
let l_2732 = l_2731 * f64(1.401298464324817e-45);
l_mut_2729 = l_2732;
}
let l_2733 = bitcast<u64>(l_mut_2729);
let l_2734 = l_2725 >> u32(31);
let l_2735 = u64(l_2734);
let l_2736 = l_2735 << u32(bitcast<u64>(u64(63)));
let l_2737 = l_2733 | l_2736;
let l_2738 = bitcast<f64>(l_2737);
l_mut_37 = l_2738;
} else {
let l_2739 = bitcast<u32>(l_2707);
let l_2740 = l_2739 + u32(1);
l_mut_47 = l_2740;
let l_2741 = l_2739 & u32(2147483647);
let l_2742 = l_2741 == u32(0);
if l_2742 {
l_mut_47 = u32(1);
} else {
let l_2743 = l_2739 & u32(2147483648);
let l_2744 = l_2743 != u32(0);
if l_2744 {
let l_2745 = l_2739 - u32(1);
l_mut_47 = l_2745;
} else {
let l_2746 = l_2739 == u32(2139095040);
if l_2746 {
l_mut_47 = l_2739;
}
}
}
let l_2747 = bitcast<f32>(l_mut_47);
let l_2748 = bitcast<u32>(l_2747);
let l_2749 = l_2748 & u32(2147483647);
let l_2750 = bitcast<f32>(l_2749);
let l_2751 = f64(l_2750);
l_mut_2729 = l_2751;
let l_2752 = l_2749 < u32(8388608);
if l_2752 {
let l_2753 = f64(l_2749);
let l_2754 = l_2753 * f64(1.401298464324817e-45);
l_mut_2729 = l_2754;
}
let l_2755 = bitcast<u64>(l_mut_2729);
let l_2756 = l_2748 >> u32(31);
let l_2757 = u64(l_2756);
let l_2758 = l_2757 << u32(bitcast<u64>(u64(63)));
let l_2759 = l_2755 | l_2758;
let l_2760 = bitcast<f64>(l_2759);
let l_2761 = l_2760 <= l_2701;
if l_2761 {
let l_2762 = bitcast<u32>(l_2707);
let l_2763 = l_2762 + u32(1);
l_mut_47 = l_2763;
let l_2764 = l_2762 & u32(2147483647);
let l_2765 = l_2764 == u32(0);
if l_2765 {
l_mut_47 = u32(1);
} else {
let l_2766 = l_2762 & u32(2147483648);
let l_2767 = l_2766 != u32(0);
if l_2767 {
let l_2768 = l_2762 - u32(1);
l_mut_47 = l_2768;
} else {
let l_2769 = l_2762 == u32(2139095040);
if l_2769 {
l_mut_47 = l_2762;
}
}
}
let l_2770 = bitcast<f32>(l_mut_47);
let l_2771 = bitcast<u32>(l_2770);
let l_2772 = l_2771 & u32(2147483647);
let l_2773 = bitcast<f32>(l_2772);
let l_2774 = f64(l_2773);
l_mut_2729 = l_2774;
let l_2775 = l_2772 < u32(8388608);
if l_2775 {
let l_2776 = f64(l_2772);
let l_2777 = l_2776 * f64(1.401298464324817e-45);
l_mut_2729 = l_2777;
}
let l_2778 = bitcast<u64>(l_mut_2729);
let l_2779 = l_2771 >> u32(31);
let l_2780 = u64(l_2779);
let l_2781 = l_2780 << u32(bitcast<u64>(u64(63)));
let l_2782 = l_2778 | l_2781;
let l_2783 = bitcast<f64>(l_2782);
l_mut_37 = l_2783;
}
}
}
l_mut_2473 = l_mut_37;
} else {
let l_2784 = l_2612 - l_2615;
let l_2785 = l_2784 * f64(7.1362384635298e44);
let l_2786 = floor(l_2785);
let l_2787 = l_2786 * f64(1.401298464324817e-45);
l_mut_2729 = l_2787;
let l_2788 = abs(l_2784);
let l_2789 = l_2788 >= f64(1.1754943508222875e-38);
if l_2789 {
let l_2790 = f32(l_2784);
let l_2791 = f64(l_2790);
l_mut_2729 = l_2791;
let l_2792 = l_mut_2729 > l_2784;
if l_2792 {
let l_2793 = bitcast<u32>(l_2790);
let l_2794 = l_2793 ^ u32(2147483648);
let l_2795 = bitcast<f32>(l_2794);
let l_2796 = bitcast<u32>(l_2795);
let l_2797 = l_2796 + u32(1);
l_mut_47 = l_2797;
let l_2798 = l_2796 & u32(2147483647);
let l_2799 = l_2798 == u32(0);
if l_2799 {
l_mut_47 = u32(1);
} else {
let l_2800 = l_2796 & u32(2147483648);
let l_2801 = l_2800 != u32(0);
if l_2801 {
let l_2802 = l_2796 - u32(1);
l_mut_47 = l_2802;
} else {
let l_2803 = l_2796 == u32(2139095040);
if l_2803 {
l_mut_47 = l_2796;
}
}
}
let l_2804 = bitcast<f32>(l_mut_47);
let l_2805 = bitcast<u32>(l_2804);
let l_2806 = l_2805 ^ u32(2147483648);
let l_2807 = bitcast<f32>(l_2806);
let l_2808 = bitcast<u32>(l_2807);
let l_2809 = l_2808 & u32(2147483647);
let l_2810 = bitcast<f32>(l_2809);
let l_2811 = f64(l_2810);
l_mut_37 = l_2811;
let l_2812 = l_2809 < u32(8388608);
if l_2812 {
let l_2813 = f64(l_2809);
let l_2814 = l_2813 * f64(1.401298464324817e-45);
l_mut_37 = l_2814;
}
let l_2815 = bitcast<u64>(l_mut_37);
let l_2816 = l_2808 >> u32(31);
let l_2817 = u64(l_2816);
let l_2818 = l_2817 << u32(bitcast<u64>(u64(63)));
let l_2819 = l_2815 | l_2818;
let l_2820 = bitcast<f64>(l_2819);
l_mut_2729 = l_2820;
} else {
let l_2821 = bitcast<u32>(l_2790);
let l_2822 = l_2821 + u32(1);
l_mut_47 = l_2822;
let l_2823 = l_2821 & u32(2147483647);
let l_2824 = l_2823 == u32(0);
if l_2824 {
l_mut_47 = u32(1);
} else {
let l_2825 = l_2821 & u32(2147483648);
let l_2826 = l_2825 != u32(0);
if l_2826 {
let l_2827 = l_2821 - u32(1);
l_mut_47 = l_2827;
} else {
let l_2828 = l_2821 == u32(2139095040);
if l_2828 {
l_mut_47 = l_2821;
}
}
}
let l_2829 = bitcast<f32>(l_mut_47);
let l_2830 = bitcast<u32>(l_2829);
let l_2831 = l_2830 & u32(2147483647);
let l_2832 = bitcast<f32>(l_2831);
let l_2833 = f64(l_2832);
l_mut_37 = l_2833;
let l_2834 = l_2831 < u32(8388608);
if l_2834 {
let l_2835 = f64(l_2831);
let l_2836 = l_2835 * f64(1.401298464324817e-45);
l_mut_37 = l_2836;
}
let l_2837 = bitcast<u64>(l_mut_37);
let l_2838 = l_2830 >> u32(31);
let l_2839 = u64(l_2838);
let l_2840 = l_2839 << u32(bitcast<u64>(u64(63)));
let l_2841 = l_2837 | l_2840;
let l_2842 = bitcast<f64>(l_2841);
let l_2843 = l_2842 <= l_2784;
if l_2843 {
let l_2844 = bitcast<u32>(l_2790);
let l_2845 = l_2844 + u32(1);
l_mut_47 = l_2845;
let l_2846 = l_2844 & u32(2147483647);
let l_2847 = l_2846 == u32(0);
if l_2847 {
l_mut_47 = u32(1);
} else {
let l_2848 = l_2844 & u32(2147483648);
let l_2849 = l_2848 != u32(0);
if l_2849 {
let l_2850 = l_2844 - u32(1);
l_mut_47 = l_2850;
} else {
let l_2851 = l_2844 == u32(2139095040);
if l_2851 {
l_mut_47 = l_2844;
}
}
}
let l_2852 = bitcast<f32>(l_mut_47);
let l_2853 = bitcast<u32>(l_2852);
let l_2854 = l_2853 & u32(2147483647);
let l_2855 = bitcast<f32>(l_2854);
let l_2856 = f64(l_2855);
l_mut_37 = l_2856;
let l_2857 = l_2854 < u32(8388608);
if l_2857 {
let l_2858 = f64(l_2854);
let l_2859 = l_2858 * f64(1.401298464324817e-45);
l_mut_37 = l_2859;
}
let l_2860 = bitcast<u64>(l_mut_37);
let l_2861 = l_2853 >> u32(31);
let l_2862 = u64(l_2861);
let l_2863 = l_2862 << u32(bitcast<u64>(u64(63)));
let l_2864 = l_2860 | l_2863;
let l_2865 = bitcast<f64>(l_2864);
l_mut_2729 = l_2865;
}
}
}
l_mut_2473 = l_mut_2729;
}
let l_2866 = l_mut_1121 + l_19;
let l_2867 = abs(l_2866);
let l_2868 = l_2867 * f64(2.220446049250313e-16);
let l_2869 = l_2101 + l_2868;
let l_2870 = l_2866 + l_2869;
let l_2871 = -l_2870;
let l_2872 = l_2871 * f64(7.1362384635298e44);
let l_2873 = floor(l_2872);
let l_2874 = l_2873 * f64(1.401298464324817e-45);
l_mut_2729 = l_2874;
let l_2875 = abs(l_2871);
let l_2876 = l_2875 >= f64(1.1754943508222875e-38);
if l_2876 {
let l_2877 = f32(l_2871);
let l_2878 = f64(l_2877);
l_mut_2729 = l_2878;
let l_2879 = l_mut_2729 > l_2871;
if l_2879 {
let l_2880 = bitcast<u32>(l_2877);
let l_2881 = l_2880 ^ u32(2147483648);
let l_2882 = bitcast<f32>(l_2881);
let l_2883 = bitcast<u32>(l_2882);
let l_2884 = l_2883 + u32(1);
l_mut_47 = l_2884;
let l_2885 = l_2883 & u32(2147483647);
let l_2886 = l_2885 == u32(0);
if l_2886 {
l_mut_47 = u32(1);
} else {
let l_2887 = l_2883 & u32(2147483648);
let l_2888 = l_2887 != u32(0);
if l_2888 {
let l_2889 = l_2883 - u32(1);
l_mut_47 = l_2889;
} else {
let l_2890 = l_2883 == u32(2139095040);
if l_2890 {
l_mut_47 = l_2883;
}
}
}
let l_2891 = bitcast<f32>(l_mut_47);
let l_2892 = bitcast<u32>(l_2891);
let l_2893 = l_2892 ^ u32(2147483648);
let l_2894 = bitcast<f32>(l_2893);
let l_2895 = bitcast<u32>(l_2894);
let l_2896 = l_2895 & u32(2147483647);
let l_2897 = bitcast<f32>(l_2896);
let l_2898 = f64(l_2897);
l_mut_37 = l_2898;
let l_2899 = l_2896 < u32(8388608);
if l_2899 {
let l_2900 = f64(l_2896);
let l_2901 = l_2900 * f64(1.401298464324817e-45);
l_mut_37 = l_2901;
}
let l_2902 = bitcast<u64>(l_mut_37);
let l_2903 = l_2895 >> u32(31);
let l_2904 = u64(l_2903);
let l_2905 = l_2904 << u32(bitcast<u64>(u64(63)));
let l_2906 = l_2902 | l_2905;
let l_2907 = bitcast<f64>(l_2906);
l_mut_2729 = l_2907;
} else {
let l_2908 = bitcast<u32>(l_2877);
let l_2909 = l_2908 + u32(1);
l_mut_47 = l_2909;
let l_2910 = l_2908 & u32(2147483647);
let l_2911 = l_2910 == u32(0);
if l_2911 {
l_mut_47 = u32(1);
} else {
let l_2912 = l_2908 & u32(2147483648);
let l_2913 = l_2912 != u32(0);
if l_2913 {
let l_2914 = l_2908 - u32(1);
l_mut_47 = l_2914;
} else {
let l_2915 = l_2908 == u32(2139095040);
if l_2915 {
l_mut_47 = l_2908;
}
}
}
let l_2916 = bitcast<f32>(l_mut_47);
let l_2917 = bitcast<u32>(l_2916);
let l_2918 = l_2917 & u32(2147483647);
let l_2919 = bitcast<f32>(l_2918);
let l_2920 = f64(l_2919);
l_mut_37 = l_2920;
let l_2921 = l_2918 < u32(8388608);
if l_2921 {
let l_2922 = f64(l_2918);
let l_2923 = l_2922 * f64(1.401298464324817e-45);
l_mut_37 = l_2923;
}
let l_2924 = bitcast<u64>(l_mut_37);
let l_2925 = l_2917 >> u32(31);
let l_2926 = u64(l_2925);
let l_2927 = l_2926 << u32(bitcast<u64>(u64(63)));
let l_2928 = l_2924 | l_2927;
let l_2929 = bitcast<f64>(l_2928);
let l_2930 = l_2929 <= l_2871;
if l_2930 {
let l_2931 = bitcast<u32>(l_2877);
let l_2932 = l_2931 + u32(1);
l_mut_47 = l_2932;
let l_2933 = l_2931 & u32(2147483647);
let l_2934 = l_2933 == u32(0);
if l_2934 {
l_mut_47 = u32(1);
} else {
let l_2935 = l_2931 & u32(2147483648);
let l_2936 = l_2935 != u32(0);
if l_2936 {
let l_2937 = l_2931 - u32(1);
l_mut_47 = l_2937;
} else {
let l_2938 = l_2931 == u32(2139095040);
if l_2938 {
l_mut_47 = l_2931;
}
}
}
let l_2939 = bitcast<f32>(l_mut_47);
let l_2940 = bitcast<u32>(l_2939);
let l_2941 = l_2940 & u32(2147483647);
let l_2942 = bitcast<f32>(l_2941);
let l_2943 = f64(l_2942);
l_mut_37 = l_2943;
let l_2944 = l_2941 < u32(8388608);
if l_2944 {
let l_2945 = f64(l_2941);
let l_2946 = l_2945 * f64(1.401298464324817e-45);
l_mut_37 = l_2946;
}
let l_2947 = bitcast<u64>(l_mut_37);
let l_2948 = l_2940 >> u32(31);
let l_2949 = u64(l_2948);
let l_2950 = l_2949 << u32(bitcast<u64>(u64(63)));
let l_2951 = l_2947 | l_2950;
let l_2952 = bitcast<f64>(l_2951);
l_mut_2729 = l_2952;
}
}
}
let l_2953 = -l_mut_2729;
l_mut_2729 = l_2953;
let l_2954 = bool(false) && bool(true);
if l_2954 {
let l_2955 = l_2866 + l_2869;
let l_2956 = l_2955 * f64(7.1362384635298e44);
let l_2957 = floor(l_2956);
let l_2958 = l_2957 * f64(1.401298464324817e-45);
l_mut_37 = l_2958;
let l_2959 = abs(l_2955);
let l_2960 = l_2959 >= f64(1.1754943508222875e-38);
if l_2960 {
let l_2961 = f32(l_2955);
let l_2962 = f64(l_2961);
l_mut_37 = l_2962;
let l_2963 = l_mut_37 > l_2955;
if l_2963 {
let l_2964 = bitcast<u32>(l_2961);
let l_2965 = l_2964 ^ u32(2147483648);
let l_2966 = bitcast<f32>(l_2965);
let l_2967 = bitcast<u32>(l_2966);
let l_2968 = l_2967 + u32(1);
l_mut_47 = l_2968;
let l_2969 = l_2967 & u32(2147483647);
let l_2970 = l_2969 == u32(0);
if l_2970 {
l_mut_47 = u32(1);
} else {
let l_2971 = l_2967 & u32(2147483648);
let l_2972 = l_2971 != u32(0);
if l_2972 {
let l_2973 = l_2967 - u32(1);
l_mut_47 = l_2973;
} else {
let l_2974 = l_2967 == u32(2139095040);
if l_2974 {
l_mut_47 = l_2967;
}
}
}
let l_2975 = bitcast<f32>(l_mut_47);
let l_2976 = bitcast<u32>(l_2975);
let l_2977 = l_2976 ^ u32(2147483648);
let l_2978 = bitcast<f32>(l_2977);
let l_2979 = bitcast<u32>(l_2978);
let l_2980 = l_2979 & u32(2147483647);
let l_2981 = bitcast<f32>(l_2980);
let l_2982 = f64(l_2981);
l_mut_2983 = l_2982;
let l_2984 = l_2980 < u32(8388608);
if l_2984 {
let l_2985 = f64(l_2980);
let l_2986 = l_2985 * f64(1.401298464324817e-45);
l_mut_2983 = l_2986;
}
let l_2987 = bitcast<u64>(l_mut_2983);
let l_2988 = l_2979 >> u32(31);
let l_2989 = u64(l_2988);
let l_2990 = l_2989 << u32(bitcast<u64>(u64(63)));
let l_2991 = l_2987 | l_2990;
let l_2992 = bitcast<f64>(l_2991);
l_mut_37 = l_2992;
} else {
let l_2993 = bitcast<u32>(l_2961);
let l_2994 = l_2993 + u32(1);
l_mut_47 = l_2994;
let l_2995 = l_2993 & u32(2147483647);
let l_2996 = l_2995 == u32(0);
if l_2996 {
l_mut_47 = u32(1);
} else {
let l_2997 = l_2993 & u32(2147483648);
let l_2998 = l_2997 != u32(0);
if l_2998 {
let l_2999 = l_2993 - u32(1);
l_mut_47 = l_2999;
} else {
let l_3000 = l_2993 == u32(2139095040);
if l_3000 {
l_mut_47 = l_2993;
}
}
}
let l_3001 = bitcast<f32>(l_mut_47);
let l_3002 = bitcast<u32>(l_3001);
let l_3003 = l_3002 & u32(2147483647);
let l_3004 = bitcast<f32>(l_3003);
let l_3005 = f64(l_3004);
l_mut_2983 = l_3005;
let l_3006 = l_3003 < u32(8388608);
if l_3006 {
let l_3007 = f64(l_3003);
let l_3008 = l_3007 * f64(1.401298464324817e-45);
l_mut_2983 = l_3008;
}
let l_3009 = bitcast<u64>(l_mut_2983);
let l_3010 = l_3002 >> u32(31);
let l_3011 = u64(l_3010);
let l_3012 = l_3011 << u32(bitcast<u64>(u64(63)));
let l_3013 = l_3009 | l_3012;
let l_3014 = bitcast<f64>(l_3013);
let l_3015 = l_3014 <= l_2955;
if l_3015 {
let l_3016 = bitcast<u32>(l_2961);
let l_3017 = l_3016 + u32(1);
l_mut_47 = l_3017;
let l_3018 = l_3016 & u32(2147483647);
let l_3019 = l_3018 == u32(0);
if l_3019 {
l_mut_47 = u32(1);
} else {
let l_3020 = l_3016 & u32(2147483648);
let l_3021 = l_3020 != u32(0);
if l_3021 {
let l_3022 = l_3016 - u32(1);
l_mut_47 = l_3022;
} else {
let l_3023 = l_3016 == u32(2139095040);
if l_3023 {
l_mut_47 = l_3016;
}
}
}
let l_3024 = bitcast<f32>(l_mut_47);
let l_3025 = bitcast<u32>(l_3024);
let l_3026 = l_3025 & u32(2147483647);
let l_3027 = bitcast<f32>(l_3026);
let l_3028 = f64(l_3027);
l_mut_2983 = l_3028;
let l_3029 = l_3026 < u32(8388608);
if l_3029 {
let l_3030 = f64(l_3026);
let l_3031 = l_3030 * f64(1.401298464324817e-45);
l_mut_2983 = l_3031;
}
let l_3032 = bitcast<u64>(l_mut_2983);
let l_3033 = l_3025 >> u32(31);
let l_3034 = u64(l_3033);
let l_3035 = l_3034 << u32(bitcast<u64>(u64(63)));
let l_3036 = l_3032 | l_3035;
let l_3037 = bitcast<f64>(l_3036);
l_mut_37 = l_3037;
}
}
}
l_mut_2729 = l_mut_37;
} else {
let l_3038 = l_2866 - l_2869;
let l_3039 = -l_3038;
let l_3040 = l_3039 * f64(7.1362384635298e44);
let l_3041 = floor(l_3040);
let l_3042 = l_3041 * f64(1.401298464324817e-45);
l_mut_2983 = l_3042;
let l_3043 = abs(l_3039);
let l_3044 = l_3043 >= f64(1.1754943508222875e-38);
if l_3044 {
let l_3045 = f32(l_3039);
let l_3046 = f64(l_3045);
l_mut_2983 = l_3046;
let l_3047 = l_mut_2983 > l_3039;
if l_3047 {
let l_3048 = bitcast<u32>(l_3045);
let l_3049 = l_3048 ^ u32(2147483648);
let l_3050 = bitcast<f32>(l_3049);
let l_3051 = bitcast<u32>(l_3050);
let l_3052 = l_3051 + u32(1);
l_mut_47 = l_3052;
let l_3053 = l_3051 & u32(2147483647);
let l_3054 = l_3053 == u32(0);
if l_3054 {
l_mut_47 = u32(1);
} else {
let l_3055 = l_3051 & u32(2147483648);
let l_3056 = l_3055 != u32(0);
if l_3056 {
let l_3057 = l_3051 - u32(1);
l_mut_47 = l_3057;
} else {
let l_3058 = l_3051 == u32(2139095040);
if l_3058 {
l_mut_47 = l_3051;
}
}
}
let l_3059 = bitcast<f32>(l_mut_47);
let l_3060 = bitcast<u32>(l_3059);
let l_3061 = l_3060 ^ u32(2147483648);
let l_3062 = bitcast<f32>(l_3061);
let l_3063 = bitcast<u32>(l_3062);
let l_3064 = l_3063 & u32(2147483647);
let l_3065 = bitcast<f32>(l_3064);
let l_3066 = f64(l_3065);
l_mut_37 = l_3066;
let l_3067 = l_3064 < u32(8388608);
if l_3067 {
let l_3068 = f64(l_3064);
let l_3069 = l_3068 * f64(1.401298464324817e-45);
l_mut_37 = l_3069;
}
let l_3070 = bitcast<u64>(l_mut_37);
let l_3071 = l_3063 >> u32(31);
let l_3072 = u64(l_3071);
let l_3073 = l_3072 << u32(bitcast<u64>(u64(63)));
let l_3074 = l_3070 | l_3073;
let l_3075 = bitcast<f64>(l_3074);
l_mut_2983 = l_3075;
} else {
let l_3076 = bitcast<u32>(l_3045);
let l_3077 = l_3076 + u32(1);
l_mut_47 = l_3077;
let l_3078 = l_3076 & u32(2147483647);
let l_3079 = l_3078 == u32(0);
if l_3079 {
l_mut_47 = u32(1);
} else {
let l_3080 = l_3076 & u32(2147483648);
let l_3081 = l_3080 != u32(0);
if l_3081 {
let l_3082 = l_3076 - u32(1);
l_mut_47 = l_3082;
} else {
let l_3083 = l_3076 == u32(2139095040);
if l_3083 {
l_mut_47 = l_3076;
}
}
}
let l_3084 = bitcast<f32>(l_mut_47);
let l_3085 = bitcast<u32>(l_3084);
let l_3086 = l_3085 & u32(2147483647);
let l_3087 = bitcast<f32>(l_3086);
let l_3088 = f64(l_3087);
l_mut_37 = l_3088;
let l_3089 = l_3086 < u32(8388608);
if l_3089 {
let l_3090 = f64(l_3086);
let l_3091 = l_3090 * f64(1.401298464324817e-45);
l_mut_37 = l_3091;
}
let l_3092 = bitcast<u64>(l_mut_37);
let l_3093 = l_3085 >> u32(31);
let l_3094 = u64(l_3093);
let l_3095 = l_3094 << u32(bitcast<u64>(u64(63)));
let l_3096 = l_3092 | l_3095;
let l_3097 = bitcast<f64>(l_3096);
let l_3098 = l_3097 <= l_3039;
if l_3098 {
let l_3099 = bitcast<u32>(l_3045);
let l_3100 = l_3099 + u32(1);
l_mut_47 = l_3100;
let l_3101 = l_3099 & u32(2147483647);
let l_3102 = l_3101 == u32(0);
if l_3102 {
l_mut_47 = u32(1);
} else {
let l_3103 = l_3099 & u32(2147483648);
let l_3104 = l_3103 != u32(0);
if l_3104 {
let l_3105 = l_3099 - u32(1);
l_mut_47 = l_3105;
} else {
let l_3106 = l_3099 == u32(2139095040);
if l_3106 {
l_mut_47 = l_3099;
}
}
}
let l_3107 = bitcast<f32>(l_mut_47);
let l_3108 = bitcast<u32>(l_3107);
let l_3109 = l_3108 & u32(2147483647);
let l_3110 = bitcast<f32>(l_3109);
let l_3111 = f64(l_3110);
l_mut_37 = l_3111;
let l_3112 = l_3109 < u32(8388608);
if l_3112 {
let l_3113 = f64(l_3109);
let l_3114 = l_3113 * f64(1.401298464324817e-45);
l_mut_37 = l_3114;
}
let l_3115 = bitcast<u64>(l_mut_37);
let l_3116 = l_3108 >> u32(31);
let l_3117 = u64(l_3116);
let l_3118 = l_3117 << u32(bitcast<u64>(u64(63)));
let l_3119 = l_3115 | l_3118;
let l_3120 = bitcast<f64>(l_3119);
l_mut_2983 = l_3120;
}
}
}
let l_3121 = -l_mut_2983;
l_mut_2729 = l_3121;
}
l_mut_47 = u32(0);
let l_3122 = l_mut_2473 <= f64(0.0);
let l_3123 = l_mut_2729 >= f64(0.0);
let l_3124 = l_3122 && l_3123;
let l_3125 = !l_3124;
if l_3125 {
let l_3127 = l_mut_60 / l_mut_2473;
let l_3128 = l_mut_60 / l_mut_2729;
let l_3129 = l_mut_2219 / l_mut_2473;
let l_3130 = l_mut_2219 / l_mut_2729;
a_3126[u32(0)] = l_3127;
a_3126[u32(1)] = l_3127;
let l_3131 = a_3126[u32(0)];
let l_3132 = l_3128 < l_3131;
if l_3132 {
a_3126[u32(0)] = l_3128;
}
let l_3133 = a_3126[u32(0)];
let l_3134 = l_3129 < l_3133;
if l_3134 {
a_3126[u32(0)] = l_3129;
}
let l_3135 = a_3126[u32(0)];
let l_3136 = l_3130 < l_3135;
if l_3136 {
a_3126[u32(0)] = l_3130;
}
let l_3137 = a_3126[u32(1)];
let l_3138 = l_3128 > l_3137;
if l_3138 {
a_3126[u32(1)] = l_3128;
}
let l_3139 = a_3126[u32(1)];
let l_3140 = l_3129 > l_3139;
if l_3140 {
a_3126[u32(1)] = l_3129;
}
let l_3141 = a_3126[u32(1)];
let l_3142 = l_3130 > l_3141;
if l_3142 {
a_3126[u32(1)] = l_3130;
}
let l_3143 = a_3126[u32(0)];
let l_3144 = abs(l_3143);
let l_3145 = l_3144 * l_mut_708;
let l_3146 = a_3126[u32(1)];
let l_3147 = abs(l_3146);
let l_3148 = l_3147 * l_mut_708;
l_mut_47 = u32(2);
let l_3149 = a_3126[u32(0)];
let l_3150 = l_3149 - l_3145;
let l_3151 = abs(l_3150);
l_mut_2983 = f64(1.401298464324817e-45);
let l_3152 = l_3151 >= f64(1.1754943508222875e-38);
let l_3153 = l_3151 <= f64(1.7976931348623157e308);
let l_3154 = l_3152 && l_3153;
if l_3154 {
let l_3155 = bitcast<u64>(l_3151);
let l_3156 = l_3155 >> u32(bitcast<u64>(u64(52)));
let l_3157 = l_3156 - u64(23);
let l_3158 = l_3157 << u32(bitcast<u64>(u64(52)));
let l_3159 = bitcast<f64>(l_3158);
l_mut_2983 = l_3159;
}
let l_3160 = l_3149 + l_3145;
let l_3161 = abs(l_3160);
l_mut_2729 = f64(1.401298464324817e-45);
let l_3162 = l_3161 >= f64(1.1754943508222875e-38);
let l_3163 = l_3161 <= f64(1.7976931348623157e308);
let l_3164 = l_3162 && l_3163;
if l_3164 {
let l_3165 = bitcast<u64>(l_3161);
let l_3166 = l_3165 >> u32(bitcast<u64>(u64(52)));
let l_3167 = l_3166 - u64(23);
let l_3168 = l_3167 << u32(bitcast<u64>(u64(52)));
let l_3169 = bitcast<f64>(l_3168);
l_mut_2729 = l_3169;
}
let l_3170 = l_mut_2983 == l_mut_2729;
let l_3171 = a_3126[u32(1)];
let l_3172 = l_3171 - l_3148;
let l_3173 = abs(l_3172);
l_mut_2983 = f64(1.401298464324817e-45);
let l_3174 = l_3173 >= f64(1.1754943508222875e-38);
let l_3175 = l_3173 <= f64(1.7976931348623157e308);
let l_3176 = l_3174 && l_3175;
if l_3176 {
let l_3177 = bitcast<u64>(l_3173);
let l_3178 = l_3177 >> u32(bitcast<u64>(u64(52)));
let l_3179 = l_3178 - u64(23);
let l_3180 = l_3179 << u32(bitcast<u64>(u64(52)));
let l_3181 = bitcast<f64>(l_3180);
l_mut_2983 = l_3181;
}
let l_3182 = l_3171 + l_3148;
let l_3183 = abs(l_3182);
l_mut_2729 = f64(1.401298464324817e-45);
let l_3184 = l_3183 >= f64(1.1754943508222875e-38);
let l_3185 = l_3183 <= f64(1.7976931348623157e308);
let l_3186 = l_3184 && l_3185;
if l_3186 {
let l_3187 = bitcast<u64>(l_3183);
let l_3188 = l_3187 >> u32(bitcast<u64>(u64(52)));
let l_3189 = l_3188 - u64(23);
let l_3190 = l_3189 << u32(bitcast<u64>(u64(52)));
let l_3191 = bitcast<f64>(l_3190);
l_mut_2729 = l_3191;
}
let l_3192 = l_mut_2983 == l_mut_2729;
let l_3193 = l_3170 && l_3192;
if l_3193 {
let l_3194 = a_3126[u32(0)];
let l_3195 = a_3126[u32(0)];
let l_3196 = abs(l_3195);
l_mut_2983 = f64(1.401298464324817e-45);
let l_3197 = l_3196 >= f64(1.1754943508222875e-38);
let l_3198 = l_3196 <= f64(1.7976931348623157e308);
let l_3199 = l_3197 && l_3198;
if l_3199 {
let l_3200 = bitcast<u64>(l_3196);
let l_3201 = l_3200 >> u32(bitcast<u64>(u64(52)));
let l_3202 = l_3201 - u64(23);
let l_3203 = l_3202 << u32(bitcast<u64>(u64(52)));
let l_3204 = bitcast<f64>(l_3203);
l_mut_2983 = l_3204;
}
let l_3205 = l_22 * l_mut_2983;
let l_3206 = l_3194 - l_3205;
let l_3207 = a_3126[u32(1)];
let l_3208 = a_3126[u32(1)];
let l_3209 = abs(l_3208);
l_mut_2983 = f64(1.401298464324817e-45);
let l_3210 = l_3209 >= f64(1.1754943508222875e-38);
let l_3211 = l_3209 <= f64(1.7976931348623157e308);
let l_3212 = l_3210 && l_3211;
if l_3212 {
let l_3213 = bitcast<u64>(l_3209);
let l_3214 = l_3213 >> u32(bitcast<u64>(u64(52)));
let l_3215 = l_3214 - u64(23);
let l_3216 = l_3215 << u32(bitcast<u64>(u64(52)));
let l_3217 = bitcast<f64>(l_3216);
l_mut_2983 = l_3217;
}
let l_3218 = l_22 * l_mut_2983;
let l_3219 = l_3207 + l_3218;
let l_3220 = bitcast<u32>(l_15);
let l_3221 = l_3220 & u32(2147483647);
let l_3222 = bitcast<f32>(l_3221);
let l_3223 = f64(l_3222);
l_mut_2983 = l_3223;
let l_3224 = l_3221 < u32(8388608);
if l_3224 {
let l_3225 = f64(l_3221);
let l_3226 = l_3225 * f64(1.401298464324817e-45);
l_mut_2983 = l_3226;
}
let l_3227 = bitcast<u64>(l_mut_2983);
let l_3228 = l_3220 >> u32(31);
let l_3229 = u64(l_3228);
let l_3230 = l_3229 << u32(bitcast<u64>(u64(63)));
let l_3231 = l_3227 | l_3230;
let l_3232 = bitcast<f64>(l_3231);
let l_3233 = bitcast<u32>(l_15);
let l_3234 = l_3233 + u32(1);
l_mut_3235 = l_3234;
let l_3236 = l_3233 & u32(2147483647);
let l_3237 = l_3236 == u32(0);
if l_3237 {
l_mut_3235 = u32(1);
} else {
let l_3238 = l_3233 & u32(2147483648);
let l_3239 = l_3238 != u32(0);
if l_3239 {
let l_3240 = l_3233 - u32(1);
l_mut_3235 = l_3240;
} else {
let l_3241 = l_3233 == u32(2139095040);
if l_3241 {
l_mut_3235 = l_3233;
}
}
}
let l_3242 = bitcast<f32>(l_mut_3235);
let l_3243 = bitcast<u32>(l_3242);
let l_3244 = l_3243 & u32(2147483647);
let l_3245 = bitcast<f32>(l_3244);
let l_3246 = f64(l_3245);
l_mut_2983 = l_3246;
let l_3247 = l_3244 < u32(8388608);
if l_3247 {
let l_3248 = f64(l_3244);
let l_3249 = l_3248 * f64(1.401298464324817e-45);
l_mut_2983 = l_3249;
}
let l_3250 = bitcast<u64>(l_mut_2983);
let l_3251 = l_3243 >> u32(31);
let l_3252 = u64(l_3251);
let l_3253 = l_3252 << u32(bitcast<u64>(u64(63)));
let l_3254 = l_3250 | l_3253;
let l_3255 = bitcast<f64>(l_3254);
let l_3256 = bitcast<u32>(l_15);
let l_3257 = l_3256 ^ u32(2147483648);
let l_3258 = bitcast<f32>(l_3257);
let l_3259 = bitcast<u32>(l_3258);
let l_3260 = l_3259 + u32(1);
l_mut_3235 = l_3260;
let l_3261 = l_3259 & u32(2147483647);
let l_3262 = l_3261 == u32(0);
if l_3262 {
l_mut_3235 = u32(1);
} else {
let l_3263 = l_3259 & u32(2147483648);
let l_3264 = l_3263 != u32(0);
if l_3264 {
let l_3265 = l_3259 - u32(1);
l_mut_3235 = l_3265;
} else {
let l_3266 = l_3259 == u32(2139095040);
if l_3266 {
l_mut_3235 = l_3259;
}
}
}
let l_3267 = bitcast<f32>(l_mut_3235);
let l_3268 = bitcast<u32>(l_3267);
let l_3269 = l_3268 ^ u32(2147483648);
let l_3270 = bitcast<f32>(l_3269);
let l_3271 = bitcast<u32>(l_3270);
let l_3272 = l_3271 & u32(2147483647);
let l_3273 = bitcast<f32>(l_3272);
let l_3274 = f64(l_3273);
l_mut_2983 = l_3274;
let l_3275 = l_3272 < u32(8388608);
if l_3275 {
let l_3276 = f64(l_3272);
let l_3277 = l_3276 * f64(1.401298464324817e-45);
l_mut_2983 = l_3277;
}
let l_3278 = bitcast<u64>(l_mut_2983);
let l_3279 = l_3271 >> u32(31);
let l_3280 = u64(l_3279);
let l_3281 = l_3280 << u32(bitcast<u64>(u64(63)));
let l_3282 = l_3278 | l_3281;
let l_3283 = bitcast<f64>(l_3282);
let l_3284 = l_3206 + l_3145;
let l_3285 = l_3284 <= l_3232;
l_mut_149 = l_3285;
let l_3286 = l_3206 - l_3145;
let l_3287 = l_3286 > l_3232;
l_mut_146 = l_3287;
let l_3288 = l_3219 - l_3148;
let l_3289 = l_3288 >= l_3232;
l_mut_143 = l_3289;
let l_3290 = l_3219 + l_3148;
let l_3291 = l_3290 < l_3232;
l_mut_140 = l_3291;
let l_3292 = l_3206 + l_3145;
let l_3293 = l_3292 < l_3255;
l_mut_149 = l_3293;
let l_3294 = l_3206 - l_3145;
let l_3295 = l_3294 >= l_3255;
l_mut_146 = l_3295;
let l_3296 = l_3219 - l_3148;
let l_3297 = l_3296 > l_3283;
l_mut_143 = l_3297;
let l_3298 = l_3219 + l_3148;
let l_3299 = l_3298 <= l_3283;
l_mut_140 = l_3299;
l_mut_3235 = u32(2);
let l_3300 = l_mut_146 || l_mut_140;
if l_3300 {
l_mut_3235 = u32(1);
} else {
let l_3301 = l_mut_149 && l_mut_143;
if l_3301 {
l_mut_3235 = u32(0);
}
}
let l_3302 = bitcast<u32>(l_15);
let l_3303 = l_3302 & u32(2147483647);
let l_3304 = l_3303 == u32(0);
if l_3304 {
let l_3305 = l_3206 + l_3145;
let l_3306 = l_3305 < f64(1.1754943508222875e-38);
let l_3307 = l_3219 - l_3148;
let l_3308 = l_3307 > f64(-1.1754943508222875e-38);
let l_3309 = l_3306 && l_3308;
let l_3310 = l_3206 - l_3145;
let l_3311 = l_3310 < f64(1.1754943508222875e-38);
let l_3312 = l_3219 + l_3148;
let l_3313 = l_3312 > f64(-1.1754943508222875e-38);
let l_3314 = l_3311 && l_3313;
if l_3309 {
l_mut_3235 = u32(0);
} else {
let l_3315 = l_mut_3235 == u32(1);
let l_3316 = l_3314 && l_3315;
if l_3316 {
l_mut_3235 = u32(2);
}
}
}
l_mut_47 = l_mut_3235;
}
}
let l_3317 = l_mut_1204 - l_19;
let l_3318 = abs(l_3317);
let l_3319 = l_3318 * f64(2.220446049250313e-16);
let l_3320 = l_2099 + l_3319;
let l_3321 = l_3317 + l_3320;
let l_3322 = -l_3321;
let l_3323 = l_3322 * f64(7.1362384635298e44);
let l_3324 = floor(l_3323);
let l_3325 = l_3324 * f64(1.401298464324817e-45);
l_mut_2983 = l_3325;
let l_3326 = abs(l_3322);
let l_3327 = l_3326 >= f64(1.1754943508222875e-38);
if l_3327 {
let l_3328 = f32(l_3322);
let l_3329 = f64(l_3328);
l_mut_2983 = l_3329;
let l_3330 = l_mut_2983 > l_3322;
if l_3330 {
let l_3331 = bitcast<u32>(l_3328);
let l_3332 = l_3331 ^ u32(2147483648);
let l_3333 = bitcast<f32>(l_3332);
let l_3334 = bitcast<u32>(l_3333);
let l_3335 = l_3334 + u32(1);
l_mut_3235 = l_3335;
let l_3336 = l_3334 & u32(2147483647);
let l_3337 = l_3336 == u32(0);
if l_3337 {
l_mut_3235 = u32(1);
} else {
let l_3338 = l_3334 & u32(2147483648);
let l_3339 = l_3338 != u32(0);
if l_3339 {
let l_3340 = l_3334 - u32(1);
l_mut_3235 = l_3340;
} else {
let l_3341 = l_3334 == u32(2139095040);
if l_3341 {
l_mut_3235 = l_3334;
}
}
}
let l_3342 = bitcast<f32>(l_mut_3235);
let l_3343 = bitcast<u32>(l_3342);
let l_3344 = l_3343 ^ u32(2147483648);
let l_3345 = bitcast<f32>(l_3344);
let l_3346 = bitcast<u32>(l_3345);
let l_3347 = l_3346 & u32(2147483647);
let l_3348 = bitcast<f32>(l_3347);
let l_3349 = f64(l_3348);
l_mut_2729 = l_3349;
let l_3350 = l_3347 < u32(8388608);
if l_3350 {
let l_3351 = f64(l_3347);
let l_3352 = l_3351 * f64(1.401298464324817e-45);
l_mut_2729 = l_3352;
}
let l_3353 = bitcast<u64>(l_mut_2729);
let l_3354 = l_3346 >> u32(31);
let l_3355 = u64(l_3354);
let l_3356 = l_3355 << u32(bitcast<u64>(u64(63)));
let l_3357 = l_3353 | l_3356;
let l_3358 = bitcast<f64>(l_3357);
l_mut_2983 = l_3358;
} else {
let l_3359 = bitcast<u32>(l_3328);
let l_3360 = l_3359 + u32(1);
l_mut_3235 = l_3360;
let l_3361 = l_3359 & u32(2147483647);
let l_3362 = l_3361 == u32(0);
if l_3362 {
l_mut_3235 = u32(1);
} else {
let l_3363 = l_3359 & u32(2147483648);
let l_3364 = l_3363 != u32(0);
if l_3364 {
let l_3365 = l_3359 - u32(1);
l_mut_3235 = l_3365;
} else {
let l_3366 = l_3359 == u32(2139095040);
if l_3366 {
l_mut_3235 = l_3359;
}
}
}
let l_3367 = bitcast<f32>(l_mut_3235);
let l_3368 = bitcast<u32>(l_3367);
let l_3369 = l_3368 & u32(2147483647);
let l_3370 = bitcast<f32>(l_3369);
let l_3371 = f64(l_3370);
l_mut_2729 = l_3371;
let l_3372 = l_3369 < u32(8388608);
if l_3372 {
let l_3373 = f64(l_3369);
let l_3374 = l_3373 * f64(1.401298464324817e-45);
l_mut_2729 = l_3374;
}
let l_3375 = bitcast<u64>(l_mut_2729);
let l_3376 = l_3368 >> u32(31);
let l_3377 = u64(l_3376);
let l_3378 = l_3377 << u32(bitcast<u64>(u64(63)));
let l_3379 = l_3375 | l_3378;
let l_3380 = bitcast<f64>(l_3379);
let l_3381 = l_3380 <= l_3322;
if l_3381 {
let l_3382 = bitcast<u32>(l_3328);
let l_3383 = l_3382 + u32(1);
l_mut_3235 = l_3383;
let l_3384 = l_3382 & u32(2147483647);
let l_3385 = l_3384 == u32(0);
if l_3385 {
l_mut_3235 = u32(1);
} else {
let l_3386 = l_3382 & u32(2147483648);
let l_3387 = l_3386 != u32(0);
if l_3387 {
let l_3388 = l_3382 - u32(1);
l_mut_3235 = l_3388;
} else {
let l_3389 = l_3382 == u32(2139095040);
if l_3389 {
l_mut_3235 = l_3382;
}
}
}
let l_3390 = bitcast<f32>(l_mut_3235);
let l_3391 = bitcast<u32>(l_3390);
let l_3392 = l_3391 & u32(2147483647);
let l_3393 = bitcast<f32>(l_3392);
let l_3394 = f64(l_3393);
l_mut_2729 = l_3394;
let l_3395 = l_3392 < u32(8388608);
if l_3395 {
let l_3396 = f64(l_3392);
let l_3397 = l_3396 * f64(1.401298464324817e-45);
l_mut_2729 = l_3397;
}
let l_3398 = bitcast<u64>(l_mut_2729);
let l_3399 = l_3391 >> u32(31);
let l_3400 = u64(l_3399);
let l_3401 = l_3400 << u32(bitcast<u64>(u64(63)));
let l_3402 = l_3398 | l_3401;
let l_3403 = bitcast<f64>(l_3402);
l_mut_2983 = l_3403;
}
}
}
let l_3404 = -l_mut_2983;
l_mut_2983 = l_3404;
let l_3405 = bool(true) && bool(false);
if l_3405 {
let l_3406 = l_3317 + l_3320;
let l_3407 = l_3406 * f64(7.1362384635298e44);
let l_3408 = floor(l_3407);
let l_3409 = l_3408 * f64(1.401298464324817e-45);
l_mut_2729 = l_3409;
let l_3410 = abs(l_3406);
let l_3411 = l_3410 >= f64(1.1754943508222875e-38);
if l_3411 {
let l_3412 = f32(l_3406);
let l_3413 = f64(l_3412);
l_mut_2729 = l_3413;
let l_3414 = l_mut_2729 > l_3406;
if l_3414 {
let l_3415 = bitcast<u32>(l_3412);
let l_3416 = l_3415 ^ u32(2147483648);
let l_3417 = bitcast<f32>(l_3416);
let l_3418 = bitcast<u32>(l_3417);
let l_3419 = l_3418 + u32(1);
l_mut_3235 = l_3419;
let l_3420 = l_3418 & u32(2147483647);
let l_3421 = l_3420 == u32(0);
if l_3421 {
l_mut_3235 = u32(1);
} else {
let l_3422 = l_3418 & u32(2147483648);
let l_3423 = l_3422 != u32(0);
if l_3423 {
let l_3424 = l_3418 - u32(1);
l_mut_3235 = l_3424;
} else {
let l_3425 = l_3418 == u32(2139095040);
if l_3425 {
l_mut_3235 = l_3418;
}
}
}
let l_3426 = bitcast<f32>(l_mut_3235);
let l_3427 = bitcast<u32>(l_3426);
let l_3428 = l_3427 ^ u32(2147483648);
let l_3429 = bitcast<f32>(l_3428);
let l_3430 = bitcast<u32>(l_3429);
let l_3431 = l_3430 & u32(2147483647);
let l_3432 = bitcast<f32>(l_3431);
let l_3433 = f64(l_3432);
l_mut_2473 = l_3433;
let l_3434 = l_3431 < u32(8388608);
if l_3434 {
let l_3435 = f64(l_3431);
let l_3436 = l_3435 * f64(1.401298464324817e-45);
l_mut_2473 = l_3436;
}
let l_3437 = bitcast<u64>(l_mut_2473);
let l_3438 = l_3430 >> u32(31);
let l_3439 = u64(l_3438);
let l_3440 = l_3439 << u32(bitcast<u64>(u64(63)));
let l_3441 = l_3437 | l_3440;
let l_3442 = bitcast<f64>(l_3441);
l_mut_2729 = l_3442;
} else {
let l_3443 = bitcast<u32>(l_3412);
let l_3444 = l_3443 + u32(1);
l_mut_3235 = l_3444;
let l_3445 = l_3443 & u32(2147483647);
let l_3446 = l_3445 == u32(0);
if l_3446 {
l_mut_3235 = u32(1);
} else {
let l_3447 = l_3443 & u32(2147483648);
let l_3448 = l_3447 != u32(0);
if l_3448 {
let l_3449 = l_3443 - u32(1);
l_mut_3235 = l_3449;
} else {
let l_3450 = l_3443 == u32(2139095040);
if l_3450 {
l_mut_3235 = l_3443;
}
}
}
let l_3451 = bitcast<f32>(l_mut_3235);
let l_3452 = bitcast<u32>(l_3451);
let l_3453 = l_3452 & u32(2147483647);
let l_3454 = bitcast<f32>(l_3453);
let l_3455 = f64(l_3454);
l_mut_2473 = l_3455;
let l_3456 = l_3453 < u32(8388608);
if l_3456 {
let l_3457 = f64(l_3453);
let l_3458 = l_3457 * f64(1.401298464324817e-45);
l_mut_2473 = l_3458;
}
let l_3459 = bitcast<u64>(l_mut_2473);
let l_3460 = l_3452 >> u32(31);
let l_3461 = u64(l_3460);
let l_3462 = l_3461 << u32(bitcast<u64>(u64(63)));
let l_3463 = l_3459 | l_3462;
let l_3464 = bitcast<f64>(l_3463);
let l_3465 = l_3464 <= l_3406;
if l_3465 {
let l_3466 = bitcast<u32>(l_3412);
let l_3467 = l_3466 + u32(1);
l_mut_3235 = l_3467;
let l_3468 = l_3466 & u32(2147483647);
let l_3469 = l_3468 == u32(0);
if l_3469 {
l_mut_3235 = u32(1);
} else {
let l_3470 = l_3466 & u32(2147483648);
let l_3471 = l_3470 != u32(0);
if l_3471 {
let l_3472 = l_3466 - u32(1);
l_mut_3235 = l_3472;
} else {
let l_3473 = l_3466 == u32(2139095040);
if l_3473 {
l_mut_3235 = l_3466;
}
}
}
let l_3474 = bitcast<f32>(l_mut_3235);
let l_3475 = bitcast<u32>(l_3474);
let l_3476 = l_3475 & u32(2147483647);
let l_3477 = bitcast<f32>(l_3476);
let l_3478 = f64(l_3477);
l_mut_2473 = l_3478;
let l_3479 = l_3476 < u32(8388608);
if l_3479 {
let l_3480 = f64(l_3476);
let l_3481 = l_3480 * f64(1.401298464324817e-45);
l_mut_2473 = l_3481;
}
let l_3482 = bitcast<u64>(l_mut_2473);
let l_3483 = l_3475 >> u32(31);
let l_3484 = u64(l_3483);
let l_3485 = l_3484 << u32(bitcast<u64>(u64(63)));
let l_3486 = l_3482 | l_3485;
let l_3487 = bitcast<f64>(l_3486);
l_mut_2729 = l_3487;
}
}
}
l_mut_2983 = l_mut_2729;
} else {
let l_3488 = l_3317 - l_3320;
let l_3489 = l_3488 * f64(7.1362384635298e44);
let l_3490 = floor(l_3489);
let l_3491 = l_3490 * f64(1.401298464324817e-45);
l_mut_2729 = l_3491;
let l_3492 = abs(l_3488);
let l_3493 = l_3492 >= f64(1.1754943508222875e-38);
if l_3493 {
let l_3494 = f32(l_3488);
let l_3495 = f64(l_3494);
l_mut_2729 = l_3495;
let l_3496 = l_mut_2729 > l_3488;
if l_3496 {
let l_3497 = bitcast<u32>(l_3494);
let l_3498 = l_3497 ^ u32(2147483648);
let l_3499 = bitcast<f32>(l_3498);
let l_3500 = bitcast<u32>(l_3499);
let l_3501 = l_3500 + u32(1);
l_mut_3235 = l_3501;
let l_3502 = l_3500 & u32(2147483647);
let l_3503 = l_3502 == u32(0);
if l_3503 {
l_mut_3235 = u32(1);
} else {
let l_3504 = l_3500 & u32(2147483648);
let l_3505 = l_3504 != u32(0);
if l_3505 {
let l_3506 = l_3500 - u32(1);
l_mut_3235 = l_3506;
} else {
let l_3507 = l_3500 == u32(2139095040);
if l_3507 {
l_mut_3235 = l_3500;
}
}
}
let l_3508 = bitcast<f32>(l_mut_3235);
let l_3509 = bitcast<u32>(l_3508);
let l_3510 = l_3509 ^ u32(2147483648);
let l_3511 = bitcast<f32>(l_3510);
let l_3512 = bitcast<u32>(l_3511);
let l_3513 = l_3512 & u32(2147483647);
let l_3514 = bitcast<f32>(l_3513);
let l_3515 = f64(l_3514);
l_mut_2473 = l_3515;
let l_3516 = l_3513 < u32(8388608);
if l_3516 {
let l_3517 = f64(l_3513);
let l_3518 = l_3517 * f64(1.401298464324817e-45);
l_mut_2473 = l_3518;
}
let l_3519 = bitcast<u64>(l_mut_2473);
let l_3520 = l_3512 >> u32(31);
let l_3521 = u64(l_3520);
let l_3522 = l_3521 << u32(bitcast<u64>(u64(63)));
let l_3523 = l_3519 | l_3522;
let l_3524 = bitcast<f64>(l_3523);
l_mut_2729 = l_3524;
} else {
let l_3525 = bitcast<u32>(l_3494);
let l_3526 = l_3525 + u32(1);
l_mut_3235 = l_3526;
let l_3527 = l_3525 & u32(2147483647);
let l_3528 = l_3527 == u32(0);
if l_3528 {
l_mut_3235 = u32(1);
} else {
let l_3529 = l_3525 & u32(2147483648);
let l_3530 = l_3529 != u32(0);
if l_3530 {
let l_3531 = l_3525 - u32(1);
l_mut_3235 = l_3531;
} else {
let l_3532 = l_3525 == u32(2139095040);
if l_3532 {
l_mut_3235 = l_3525;
}
}
}
let l_3533 = bitcast<f32>(l_mut_3235);
let l_3534 = bitcast<u32>(l_3533);
let l_3535 = l_3534 & u32(2147483647);
let l_3536 = bitcast<f32>(l_3535);
let l_3537 = f64(l_3536);
l_mut_2473 = l_3537;
let l_3538 = l_3535 < u32(8388608);
if l_3538 {
let l_3539 = f64(l_3535);
let l_3540 = l_3539 * f64(1.401298464324817e-45);
l_mut_2473 = l_3540;
}
let l_3541 = bitcast<u64>(l_mut_2473);
let l_3542 = l_3534 >> u32(31);
let l_3543 = u64(l_3542);
let l_3544 = l_3543 << u32(bitcast<u64>(u64(63)));
let l_3545 = l_3541 | l_3544;
let l_3546 = bitcast<f64>(l_3545);
let l_3547 = l_3546 <= l_3488;
if l_3547 {
let l_3548 = bitcast<u32>(l_3494);
let l_3549 = l_3548 + u32(1);
l_mut_3235 = l_3549;
let l_3550 = l_3548 & u32(2147483647);
let l_3551 = l_3550 == u32(0);
if l_3551 {
l_mut_3235 = u32(1);
} else {
let l_3552 = l_3548 & u32(2147483648);
let l_3553 = l_3552 != u32(0);
if l_3553 {
let l_3554 = l_3548 - u32(1);
l_mut_3235 = l_3554;
} else {
let l_3555 = l_3548 == u32(2139095040);
if l_3555 {
l_mut_3235 = l_3548;
}
}
}
let l_3556 = bitcast<f32>(l_mut_3235);
let l_3557 = bitcast<u32>(l_3556);
let l_3558 = l_3557 & u32(2147483647);
let l_3559 = bitcast<f32>(l_3558);
let l_3560 = f64(l_3559);
l_mut_2473 = l_3560;
let l_3561 = l_3558 < u32(8388608);
if l_3561 {
let l_3562 = f64(l_3558);
let l_3563 = l_3562 * f64(1.401298464324817e-45);
l_mut_2473 = l_3563;
}
let l_3564 = bitcast<u64>(l_mut_2473);
let l_3565 = l_3557 >> u32(31);
let l_3566 = u64(l_3565);
let l_3567 = l_3566 << u32(bitcast<u64>(u64(63)));
let l_3568 = l_3564 | l_3567;
let l_3569 = bitcast<f64>(l_3568);
l_mut_2729 = l_3569;
}
}
}
l_mut_2983 = l_mut_2729;
}
let l_3570 = l_mut_1204 + l_19;
let l_3571 = abs(l_3570);
let l_3572 = l_3571 * f64(2.220446049250313e-16);
let l_3573 = l_2099 + l_3572;
let l_3574 = l_3570 + l_3573;
let l_3575 = -l_3574;
let l_3576 = l_3575 * f64(7.1362384635298e44);
let l_3577 = floor(l_3576);
let l_3578 = l_3577 * f64(1.401298464324817e-45);
l_mut_2729 = l_3578;
let l_3579 = abs(l_3575);
let l_3580 = l_3579 >= f64(1.1754943508222875e-38);
if l_3580 {
let l_3581 = f32(l_3575);
let l_3582 = f64(l_3581);
l_mut_2729 = l_3582;
let l_3583 = l_mut_2729 > l_3575;
if l_3583 {
let l_3584 = bitcast<u32>(l_3581);
let l_3585 = l_3584 ^ u32(2147483648);
let l_3586 = bitcast<f32>(l_3585);
let l_3587 = bitcast<u32>(l_3586);
let l_3588 = l_3587 + u32(1);
l_mut_3235 = l_3588;
let l_3589 = l_3587 & u32(2147483647);
let l_3590 = l_3589 == u32(0);
if l_3590 {
l_mut_3235 = u32(1);
} else {
let l_3591 = l_3587 & u32(2147483648);
let l_3592 = l_3591 != u32(0);
if l_3592 {
let l_3593 = l_3587 - u32(1);
l_mut_3235 = l_3593;
} else {
let l_3594 = l_3587 == u32(2139095040);
if l_3594 {
l_mut_3235 = l_3587;
}
}
}
let l_3595 = bitcast<f32>(l_mut_3235);
let l_3596 = bitcast<u32>(l_3595);
let l_3597 = l_3596 ^ u32(2147483648);
let l_3598 = bitcast<f32>(l_3597);
let l_3599 = bitcast<u32>(l_3598);
let l_3600 = l_3599 & u32(2147483647);
let l_3601 = bitcast<f32>(l_3600);
let l_3602 = f64(l_3601);
l_mut_2473 = l_3602;
let l_3603 = l_3600 < u32(8388608);
if l_3603 {
let l_3604 = f64(l_3600);
let l_3605 = l_3604 * f64(1.401298464324817e-45);
l_mut_2473 = l_3605;
}
let l_3606 = bitcast<u64>(l_mut_2473);
let l_3607 = l_3599 >> u32(31);
let l_3608 = u64(l_3607);
let l_3609 = l_3608 << u32(bitcast<u64>(u64(63)));
let l_3610 = l_3606 | l_3609;
let l_3611 = bitcast<f64>(l_3610);
l_mut_2729 = l_3611;
} else {
let l_3612 = bitcast<u32>(l_3581);
let l_3613 = l_3612 + u32(1);
l_mut_3235 = l_3613;
let l_3614 = l_3612 & u32(2147483647);
let l_3615 = l_3614 == u32(0);
if l_3615 {
l_mut_3235 = u32(1);
} else {
let l_3616 = l_3612 & u32(2147483648);
let l_3617 = l_3616 != u32(0);
if l_3617 {
let l_3618 = l_3612 - u32(1);
l_mut_3235 = l_3618;
} else {
let l_3619 = l_3612 == u32(2139095040);
if l_3619 {
l_mut_3235 = l_3612;
}
}
}
let l_3620 = bitcast<f32>(l_mut_3235);
let l_3621 = bitcast<u32>(l_3620);
let l_3622 = l_3621 & u32(2147483647);
let l_3623 = bitcast<f32>(l_3622);
let l_3624 = f64(l_3623);
l_mut_2473 = l_3624;
let l_3625 = l_3622 < u32(8388608);
if l_3625 {
let l_3626 = f64(l_3622);
let l_3627 = l_3626 * f64(1.401298464324817e-45);
l_mut_2473 = l_3627;
}
let l_3628 = bitcast<u64>(l_mut_2473);
let l_3629 = l_3621 >> u32(31);
let l_3630 = u64(l_3629);
let l_3631 = l_3630 << u32(bitcast<u64>(u64(63)));
let l_3632 = l_3628 | l_3631;
let l_3633 = bitcast<f64>(l_3632);
let l_3634 = l_3633 <= l_3575;
if l_3634 {
let l_3635 = bitcast<u32>(l_3581);
let l_3636 = l_3635 + u32(1);
l_mut_3235 = l_3636;
let l_3637 = l_3635 & u32(2147483647);
let l_3638 = l_3637 == u32(0);
if l_3638 {
l_mut_3235 = u32(1);
} else {
let l_3639 = l_3635 & u32(2147483648);
let l_3640 = l_3639 != u32(0);
if l_3640 {
let l_3641 = l_3635 - u32(1);
l_mut_3235 = l_3641;
} else {
let l_3642 = l_3635 == u32(2139095040);
if l_3642 {
l_mut_3235 = l_3635;
}
}
}
let l_3643 = bitcast<f32>(l_mut_3235);
let l_3644 = bitcast<u32>(l_3643);
let l_3645 = l_3644 & u32(2147483647);
let l_3646 = bitcast<f32>(l_3645);
let l_3647 = f64(l_3646);
l_mut_2473 = l_3647;
let l_3648 = l_3645 < u32(8388608);
if l_3648 {
let l_3649 = f64(l_3645);
let l_3650 = l_3649 * f64(1.401298464324817e-45);
l_mut_2473 = l_3650;
}
let l_3651 = bitcast<u64>(l_mut_2473);
let l_3652 = l_3644 >> u32(31);
let l_3653 = u64(l_3652);
let l_3654 = l_3653 << u32(bitcast<u64>(u64(63)));
let l_3655 = l_3651 | l_3654;
let l_3656 = bitcast<f64>(l_3655);
l_mut_2729 = l_3656;
}
}
}
let l_3657 = -l_mut_2729;
l_mut_2729 = l_3657;
let l_3658 = bool(false) && bool(false);
if l_3658 {
let l_3659 = l_3570 + l_3573;
let l_3660 = l_3659 * f64(7.1362384635298e44);
let l_3661 = floor(l_3660);
let l_3662 = l_3661 * f64(1.401298464324817e-45);
l_mut_2473 = l_3662;
let l_3663 = abs(l_3659);
let l_3664 = l_3663 >= f64(1.1754943508222875e-38);
if l_3664 {
let l_3665 = f32(l_3659);
let l_3666 = f64(l_3665);
l_mut_2473 = l_3666;
let l_3667 = l_mut_2473 > l_3659;
if l_3667 {
let l_3668 = bitcast<u32>(l_3665);
let l_3669 = l_3668 ^ u32(2147483648);
let l_3670 = bitcast<f32>(l_3669);
let l_3671 = bitcast<u32>(l_3670);
let l_3672 = l_3671 + u32(1);
l_mut_3235 = l_3672;
let l_3673 = l_3671 & u32(2147483647);
let l_3674 = l_3673 == u32(0);
if l_3674 {
l_mut_3235 = u32(1);
} else {
let l_3675 = l_3671 & u32(2147483648);
let l_3676 = l_3675 != u32(0);
if l_3676 {
let l_3677 = l_3671 - u32(1);
l_mut_3235 = l_3677;
} else {
let l_3678 = l_3671 == u32(2139095040);
if l_3678 {
l_mut_3235 = l_3671;
}
}
}
let l_3679 = bitcast<f32>(l_mut_3235);
let l_3680 = bitcast<u32>(l_3679);
let l_3681 = l_3680 ^ u32(2147483648);
let l_3682 = bitcast<f32>(l_3681);
let l_3683 = bitcast<u32>(l_3682);
let l_3684 = l_3683 & u32(2147483647);
let l_3685 = bitcast<f32>(l_3684);
let l_3686 = f64(l_3685);
l_mut_2219 = l_3686;
let l_3687 = l_3684 < u32(8388608);
if l_3687 {
let l_3688 = f64(l_3684);
let l_3689 = l_3688 * f64(1.401298464324817e-45);
l_mut_2219 = l_3689;
}
let l_3690 = bitcast<u64>(l_mut_2219);
let l_3691 = l_3683 >> u32(31);
let l_3692 = u64(l_3691);
let l_3693 = l_3692 << u32(bitcast<u64>(u64(63)));
let l_3694 = l_3690 | l_3693;
let l_3695 = bitcast<f64>(l_3694);
l_mut_2473 = l_3695;
} else {
let l_3696 = bitcast<u32>(l_3665);
let l_3697 = l_3696 + u32(1);
l_mut_3235 = l_3697;
let l_3698 = l_3696 & u32(2147483647);
let l_3699 = l_3698 == u32(0);
if l_3699 {
l_mut_3235 = u32(1);
} else {
let l_3700 = l_3696 & u32(2147483648);
let l_3701 = l_3700 != u32(0);
if l_3701 {
let l_3702 = l_3696 - u32(1);
l_mut_3235 = l_3702;
} else {
let l_3703 = l_3696 == u32(2139095040);
if l_3703 {
l_mut_3235 = l_3696;
}
}
}
let l_3704 = bitcast<f32>(l_mut_3235);
let l_3705 = bitcast<u32>(l_3704);
let l_3706 = l_3705 & u32(2147483647);
let l_3707 = bitcast<f32>(l_3706);
let l_3708 = f64(l_3707);
l_mut_2219 = l_3708;
let l_3709 = l_3706 < u32(8388608);
if l_3709 {
let l_3710 = f64(l_3706);
let l_3711 = l_3710 * f64(1.401298464324817e-45);
l_mut_2219 = l_3711;
}
let l_3712 = bitcast<u64>(l_mut_2219);
let l_3713 = l_3705 >> u32(31);
let l_3714 = u64(l_3713);
let l_3715 = l_3714 << u32(bitcast<u64>(u64(63)));
let l_3716 = l_3712 | l_3715;
let l_3717 = bitcast<f64>(l_3716);
let l_3718 = l_3717 <= l_3659;
if l_3718 {
let l_3719 = bitcast<u32>(l_3665);
let l_3720 = l_3719 + u32(1);
l_mut_3235 = l_3720;
let l_3721 = l_3719 & u32(2147483647);
let l_3722 = l_3721 == u32(0);
if l_3722 {
l_mut_3235 = u32(1);
} else {
let l_3723 = l_3719 & u32(2147483648);
let l_3724 = l_3723 != u32(0);
if l_3724 {
let l_3725 = l_3719 - u32(1);
l_mut_3235 = l_3725;
} else {
let l_3726 = l_3719 == u32(2139095040);
if l_3726 {
l_mut_3235 = l_3719;
}
}
}
let l_3727 = bitcast<f32>(l_mut_3235);
let l_3728 = bitcast<u32>(l_3727);
let l_3729 = l_3728 & u32(2147483647);
let l_3730 = bitcast<f32>(l_3729);
let l_3731 = f64(l_3730);
l_mut_2219 = l_3731;
let l_3732 = l_3729 < u32(8388608);
if l_3732 {
let l_3733 = f64(l_3729);
let l_3734 = l_3733 * f64(1.401298464324817e-45);
l_mut_2219 = l_3734;
}
let l_3735 = bitcast<u64>(l_mut_2219);
let l_3736 = l_3728 >> u32(31);
let l_3737 = u64(l_3736);
let l_3738 = l_3737 << u32(bitcast<u64>(u64(63)));
let l_3739 = l_3735 | l_3738;
let l_3740 = bitcast<f64>(l_3739);
l_mut_2473 = l_3740;
}
}
}
l_mut_2729 = l_mut_2473;
} else {
}
let l_3741 = l_mut_1121 - l_19;
let l_3742 = abs(l_3741);
let l_3743 = l_3742 * f64(2.220446049250313e-16);
let l_3744 = l_2101 + l_3743;
let l_3745 = l_3741 + l_3744;
let l_3746 = -l_3745;
let l_3747 = l_3746 * f64(7.1362384635298e44);
let l_3748 = floor(l_3747);
let l_3749 = l_3748 * f64(1.401298464324817e-45);
l_mut_2473 = l_3749;
let l_3750 = abs(l_3746);
let l_3751 = l_3750 >= f64(1.1754943508222875e-38);
if l_3751 {
let l_3752 = f32(l_3746);
let l_3753 = f64(l_3752);
l_mut_2473 = l_3753;
let l_3754 = l_mut_2473 > l_3746;
if l_3754 {
let l_3755 = bitcast<u32>(l_3752);
let l_3756 = l_3755 ^ u32(2147483648);
let l_3757 = bitcast<f32>(l_3756);
let l_3758 = bitcast<u32>(l_3757);
let l_3759 = l_3758 + u32(1);
l_mut_3235 = l_3759;
let l_3760 = l_3758 & u32(2147483647);
let l_3761 = l_3760 == u32(0);
if l_3761 {
l_mut_3235 = u32(1);
} else {
let l_3762 = l_3758 & u32(2147483648);
let l_3763 = l_3762 != u32(0);
if l_3763 {
let l_3764 = l_3758 - u32(1);
l_mut_3235 = l_3764;
} else {
let l_3765 = l_3758 == u32(2139095040);
if l_3765 {
l_mut_3235 = l_3758;
}
}
}
let l_3766 = bitcast<f32>(l_mut_3235);
let l_3767 = bitcast<u32>(l_3766);
let l_3768 = l_3767 ^ u32(2147483648);
let l_3769 = bitcast<f32>(l_3768);
let l_3770 = bitcast<u32>(l_3769);
let l_3771 = l_3770 & u32(2147483647);
let l_3772 = bitcast<f32>(l_3771);
let l_3773 = f64(l_3772);
l_mut_2219 = l_3773;
let l_3774 = l_3771 < u32(8388608);
if l_3774 {
let l_3775 = f64(l_3771);
let l_3776 = l_3775 * f64(1.401298464324817e-45);
l_mut_2219 = l_3776;
}
let l_3777 = bitcast<u64>(l_mut_2219);
let l_3778 = l_3770 >> u32(31);
let l_3779 = u64(l_3778);
let l_3780 = l_3779 << u32(bitcast<u64>(u64(63)));
let l_3781 = l_3777 | l_3780;
let l_3782 = bitcast<f64>(l_3781);
l_mut_2473 = l_3782;
} else {
let l_3783 = bitcast<u32>(l_3752);
let l_3784 = l_3783 + u32(1);
l_mut_3235 = l_3784;
let l_3785 = l_3783 & u32(2147483647);
let l_3786 = l_3785 == u32(0);
if l_3786 {
l_mut_3235 = u32(1);
} else {
let l_3787 = l_3783 & u32(2147483648);
let l_3788 = l_3787 != u32(0);
if l_3788 {
let l_3789 = l_3783 - u32(1);
l_mut_3235 = l_3789;
} else {
let l_3790 = l_3783 == u32(2139095040);
if l_3790 {
l_mut_3235 = l_3783;
}
}
}
let l_3791 = bitcast<f32>(l_mut_3235);
let l_3792 = bitcast<u32>(l_3791);
let l_3793 = l_3792 & u32(2147483647);
let l_3794 = bitcast<f32>(l_3793);
let l_3795 = f64(l_3794);
l_mut_2219 = l_3795;
let l_3796 = l_3793 < u32(8388608);
if l_3796 {
let l_3797 = f64(l_3793);
let l_3798 = l_3797 * f64(1.401298464324817e-45);
l_mut_2219 = l_3798;
}
let l_3799 = bitcast<u64>(l_mut_2219);
let l_3800 = l_3792 >> u32(31);
let l_3801 = u64(l_3800);
let l_3802 = l_3801 << u32(bitcast<u64>(u64(63)));
let l_3803 = l_3799 | l_3802;
let l_3804 = bitcast<f64>(l_3803);
let l_3805 = l_3804 <= l_3746;
if l_3805 {
let l_3806 = bitcast<u32>(l_3752);
let l_3807 = l_3806 + u32(1);
l_mut_3235 = l_3807;
let l_3808 = l_3806 & u32(2147483647);
let l_3809 = l_3808 == u32(0);
if l_3809 {
l_mut_3235 = u32(1);
} else {
let l_3810 = l_3806 & u32(2147483648);
let l_3811 = l_3810 != u32(0);
if l_3811 {
let l_3812 = l_3806 - u32(1);
l_mut_3235 = l_3812;
} else {
let l_3813 = l_3806 == u32(2139095040);
if l_3813 {
l_mut_3235 = l_3806;
}
}
}
let l_3814 = bitcast<f32>(l_mut_3235);
let l_3815 = bitcast<u32>(l_3814);
let l_3816 = l_3815 & u32(2147483647);
let l_3817 = bitcast<f32>(l_3816);
let l_3818 = f64(l_3817);
l_mut_2219 = l_3818;
let l_3819 = l_3816 < u32(8388608);
if l_3819 {
let l_3820 = f64(l_3816);
let l_3821 = l_3820 * f64(1.401298464324817e-45);
l_mut_2219 = l_3821;
}
let l_3822 = bitcast<u64>(l_mut_2219);
let l_3823 = l_3815 >> u32(31);
let l_3824 = u64(l_3823);
let l_3825 = l_3824 << u32(bitcast<u64>(u64(63)));
let l_3826 = l_3822 | l_3825;
let l_3827 = bitcast<f64>(l_3826);
l_mut_2473 = l_3827;
}
}
}
let l_3828 = -l_mut_2473;
l_mut_2473 = l_3828;
let l_3829 = bool(true) && bool(false);
if l_3829 {
let l_3830 = l_3741 + l_3744;
let l_3831 = l_3830 * f64(7.1362384635298e44);
let l_3832 = floor(l_3831);
let l_3833 = l_3832 * f64(1.401298464324817e-45);
l_mut_2219 = l_3833;
let l_3834 = abs(l_3830);
let l_3835 = l_3834 >= f64(1.1754943508222875e-38);
if l_3835 {
let l_3836 = f32(l_3830);
let l_3837 = f64(l_3836);
l_mut_2219 = l_3837;
let l_3838 = l_mut_2219 > l_3830;
if l_3838 {
let l_3839 = bitcast<u32>(l_3836);
let l_3840 = l_3839 ^ u32(2147483648);
let l_3841 = bitcast<f32>(l_3840);
let l_3842 = bitcast<u32>(l_3841);
let l_3843 = l_3842 + u32(1);
l_mut_3235 = l_3843;
let l_3844 = l_3842 & u32(2147483647);
let l_3845 = l_3844 == u32(0);
if l_3845 {
l_mut_3235 = u32(1);
} else {
let l_3846 = l_3842 & u32(2147483648);
let l_3847 = l_3846 != u32(0);
if l_3847 {
let l_3848 = l_3842 - u32(1);
l_mut_3235 = l_3848;
} else {
let l_3849 = l_3842 == u32(2139095040);
if l_3849 {
l_mut_3235 = l_3842;
}
}
}
let l_3850 = bitcast<f32>(l_mut_3235);
let l_3851 = bitcast<u32>(l_3850);
let l_3852 = l_3851 ^ u32(2147483648);
let l_3853 = bitcast<f32>(l_3852);
let l_3854 = bitcast<u32>(l_3853);
let l_3855 = l_3854 & u32(2147483647);
let l_3856 = bitcast<f32>(l_3855);
let l_3857 = f64(l_3856);
l_mut_60 = l_3857;
let l_3858 = l_3855 < u32(8388608);
if l_3858 {
let l_3859 = f64(l_3855);
let l_3860 = l_3859 * f64(1.401298464324817e-45);
l_mut_60 = l_3860;
}
let l_3861 = bitcast<u64>(l_mut_60);
let l_3862 = l_3854 >> u32(31);
let l_3863 = u64(l_3862);
let l_3864 = l_3863 << u32(bitcast<u64>(u64(63)));
let l_3865 = l_3861 | l_3864;
let l_3866 = bitcast<f64>(l_3865);
l_mut_2219 = l_3866;
} else {
let l_3867 = bitcast<u32>(l_3836);
let l_3868 = l_3867 + u32(1);
l_mut_3235 = l_3868;
let l_3869 = l_3867 & u32(2147483647);
let l_3870 = l_3869 == u32(0);
if l_3870 {
l_mut_3235 = u32(1);
} else {
let l_3871 = l_3867 & u32(2147483648);
let l_3872 = l_3871 != u32(0);
if l_3872 {
let l_3873 = l_3867 - u32(1);
l_mut_3235 = l_3873;
} else {
let l_3874 = l_3867 == u32(2139095040);
if l_3874 {
l_mut_3235 = l_3867;
}
}
}
let l_3875 = bitcast<f32>(l_mut_3235);
let l_3876 = bitcast<u32>(l_3875);
let l_3877 = l_3876 & u32(2147483647);
let l_3878 = bitcast<f32>(l_3877);
let l_3879 = f64(l_3878);
l_mut_60 = l_3879;
let l_3880 = l_3877 < u32(8388608);
if l_3880 {
let l_3881 = f64(l_3877);
let l_3882 = l_3881 * f64(1.401298464324817e-45);
l_mut_60 = l_3882;
}
let l_3883 = bitcast<u64>(l_mut_60);
let l_3884 = l_3876 >> u32(31);
let l_3885 = u64(l_3884);
let l_3886 = l_3885 << u32(bitcast<u64>(u64(63)));
let l_3887 = l_3883 | l_3886;
let l_3888 = bitcast<f64>(l_3887);
let l_3889 = l_3888 <= l_3830;
if l_3889 {
let l_3890 = bitcast<u32>(l_3836);
let l_3891 = l_3890 + u32(1);
l_mut_3235 = l_3891;
let l_3892 = l_3890 & u32(2147483647);
let l_3893 = l_3892 == u32(0);
if l_3893 {
l_mut_3235 = u32(1);
} else {
let l_3894 = l_3890 & u32(2147483648);
let l_3895 = l_3894 != u32(0);
if l_3895 {
let l_3896 = l_3890 - u32(1);
l_mut_3235 = l_3896;
} else {
let l_3897 = l_3890 == u32(2139095040);
if l_3897 {
l_mut_3235 = l_3890;
}
}
}
let l_3898 = bitcast<f32>(l_mut_3235);
let l_3899 = bitcast<u32>(l_3898);
let l_3900 = l_3899 & u32(2147483647);
let l_3901 = bitcast<f32>(l_3900);
let l_3902 = f64(l_3901);
l_mut_60 = l_3902;
let l_3903 = l_3900 < u32(8388608);
if l_3903 {
let l_3904 = f64(l_3900);
let l_3905 = l_3904 * f64(1.401298464324817e-45);
l_mut_60 = l_3905;
}
let l_3906 = bitcast<u64>(l_mut_60);
let l_3907 = l_3899 >> u32(31);
let l_3908 = u64(l_3907);
let l_3909 = l_3908 << u32(bitcast<u64>(u64(63)));
let l_3910 = l_3906 | l_3909;
let l_3911 = bitcast<f64>(l_3910);
l_mut_2219 = l_3911;
}
}
}
l_mut_2473 = l_mut_2219;
} else {
let l_3912 = l_3741 - l_3744;
let l_3913 = l_3912 * f64(7.1362384635298e44);
let l_3914 = floor(l_3913);
let l_3915 = l_3914 * f64(1.401298464324817e-45);
l_mut_2219 = l_3915;
let l_3916 = abs(l_3912);
let l_3917 = l_3916 >= f64(1.1754943508222875e-38);
if l_3917 {
let l_3918 = f32(l_3912);
let l_3919 = f64(l_3918);
l_mut_2219 = l_3919;
let l_3920 = l_mut_2219 > l_3912;
if l_3920 {
let l_3921 = bitcast<u32>(l_3918);
let l_3922 = l_3921 ^ u32(2147483648);
let l_3923 = bitcast<f32>(l_3922);
let l_3924 = bitcast<u32>(l_3923);
let l_3925 = l_3924 + u32(1);
l_mut_3235 = l_3925;
let l_3926 = l_3924 & u32(2147483647);
let l_3927 = l_3926 == u32(0);
if l_3927 {
l_mut_3235 = u32(1);
} else {
let l_3928 = l_3924 & u32(2147483648);
let l_3929 = l_3928 != u32(0);
if l_3929 {
let l_3930 = l_3924 - u32(1);
l_mut_3235 = l_3930;
} else {
let l_3931 = l_3924 == u32(2139095040);
if l_3931 {
l_mut_3235 = l_3924;
}
}
}
let l_3932 = bitcast<f32>(l_mut_3235);
let l_3933 = bitcast<u32>(l_3932);
let l_3934 = l_3933 ^ u32(2147483648);
let l_3935 = bitcast<f32>(l_3934);
let l_3936 = bitcast<u32>(l_3935);
let l_3937 = l_3936 & u32(2147483647);
let l_3938 = bitcast<f32>(l_3937);
let l_3939 = f64(l_3938);
l_mut_60 = l_3939;
let l_3940 = l_3937 < u32(8388608);
if l_3940 {
let l_3941 = f64(l_3937);
let l_3942 = l_3941 * f64(1.401298464324817e-45);
l_mut_60 = l_3942;
}
let l_3943 = bitcast<u64>(l_mut_60);
let l_3944 = l_3936 >> u32(31);
let l_3945 = u64(l_3944);
let l_3946 = l_3945 << u32(bitcast<u64>(u64(63)));
let l_3947 = l_3943 | l_3946;
let l_3948 = bitcast<f64>(l_3947);
l_mut_2219 = l_3948;
} else {
let l_3949 = bitcast<u32>(l_3918);
let l_3950 = l_3949 + u32(1);
l_mut_3235 = l_3950;
let l_3951 = l_3949 & u32(2147483647);
let l_3952 = l_3951 == u32(0);
if l_3952 {
l_mut_3235 = u32(1);
} else {
let l_3953 = l_3949 & u32(2147483648);
let l_3954 = l_3953 != u32(0);
if l_3954 {
let l_3955 = l_3949 - u32(1);
l_mut_3235 = l_3955;
} else {
let l_3956 = l_3949 == u32(2139095040);
if l_3956 {
l_mut_3235 = l_3949;
}
}
}
let l_3957 = bitcast<f32>(l_mut_3235);
let l_3958 = bitcast<u32>(l_3957);
let l_3959 = l_3958 & u32(2147483647);
let l_3960 = bitcast<f32>(l_3959);
let l_3961 = f64(l_3960);
l_mut_60 = l_3961;
let l_3962 = l_3959 < u32(8388608);
if l_3962 {
let l_3963 = f64(l_3959);
let l_3964 = l_3963 * f64(1.401298464324817e-45);
l_mut_60 = l_3964;
}
let l_3965 = bitcast<u64>(l_mut_60);
let l_3966 = l_3958 >> u32(31);
let l_3967 = u64(l_3966);
let l_3968 = l_3967 << u32(bitcast<u64>(u64(63)));
let l_3969 = l_3965 | l_3968;
let l_3970 = bitcast<f64>(l_3969);
let l_3971 = l_3970 <= l_3912;
if l_3971 {
let l_3972 = bitcast<u32>(l_3918);
let l_3973 = l_3972 + u32(1);
l_mut_3235 = l_3973;
let l_3974 = l_3972 & u32(2147483647);
let l_3975 = l_3974 == u32(0);
if l_3975 {
l_mut_3235 = u32(1);
} else {
let l_3976 = l_3972 & u32(2147483648);
let l_3977 = l_3976 != u32(0);
if l_3977 {
let l_3978 = l_3972 - u32(1);
l_mut_3235 = l_3978;
} else {
let l_3979 = l_3972 == u32(2139095040);
if l_3979 {
l_mut_3235 = l_3972;
}
}
}
let l_3980 = bitcast<f32>(l_mut_3235);
let l_3981 = bitcast<u32>(l_3980);
let l_3982 = l_3981 & u32(2147483647);
let l_3983 = bitcast<f32>(l_3982);
let l_3984 = f64(l_3983);
l_mut_60 = l_3984;
let l_3985 = l_3982 < u32(8388608);
if l_3985 {
let l_3986 = f64(l_3982);
let l_3987 = l_3986 * f64(1.401298464324817e-45);
l_mut_60 = l_3987;
}
let l_3988 = bitcast<u64>(l_mut_60);
let l_3989 = l_3981 >> u32(31);
let l_3990 = u64(l_3989);
let l_3991 = l_3990 << u32(bitcast<u64>(u64(63)));
let l_3992 = l_3988 | l_3991;
let l_3993 = bitcast<f64>(l_3992);
l_mut_2219 = l_3993;
}
}
}
l_mut_2473 = l_mut_2219;
}
let l_3994 = l_mut_1121 + l_19;
let l_3995 = abs(l_3994);
let l_3996 = l_3995 * f64(2.220446049250313e-16);
let l_3997 = l_2101 + l_3996;
let l_3998 = l_3994 + l_3997;
let l_3999 = -l_3998;
let l_4000 = l_3999 * f64(7.1362384635298e44);
let l_4001 = floor(l_4000);
let l_4002 = l_4001 * f64(1.401298464324817e-45);
l_mut_2219 = l_4002;
let l_4003 = abs(l_3999);
let l_4004 = l_4003 >= f64(1.1754943508222875e-38);
if l_4004 {
let l_4005 = f32(l_3999);
let l_4006 = f64(l_4005);
l_mut_2219 = l_4006;
let l_4007 = l_mut_2219 > l_3999;
if l_4007 {
let l_4008 = bitcast<u32>(l_4005);
let l_4009 = l_4008 ^ u32(2147483648);
let l_4010 = bitcast<f32>(l_4009);
let l_4011 = bitcast<u32>(l_4010);
let l_4012 = l_4011 + u32(1);
l_mut_3235 = l_4012;
let l_4013 = l_4011 & u32(2147483647);
let l_4014 = l_4013 == u32(0);
if l_4014 {
l_mut_3235 = u32(1);
} else {
let l_4015 = l_4011 & u32(2147483648);
let l_4016 = l_4015 != u32(0);
if l_4016 {
let l_4017 = l_4011 - u32(1);
l_mut_3235 = l_4017;
} else {
let l_4018 = l_4011 == u32(2139095040);
if l_4018 {
l_mut_3235 = l_4011;
}
}
}
let l_4019 = bitcast<f32>(l_mut_3235);
let l_4020 = bitcast<u32>(l_4019);
let l_4021 = l_4020 ^ u32(2147483648);
let l_4022 = bitcast<f32>(l_4021);
let l_4023 = bitcast<u32>(l_4022);
let l_4024 = l_4023 & u32(2147483647);
let l_4025 = bitcast<f32>(l_4024);
let l_4026 = f64(l_4025);
l_mut_60 = l_4026;
let l_4027 = l_4024 < u32(8388608);
if l_4027 {
let l_4028 = f64(l_4024);
let l_4029 = l_4028 * f64(1.401298464324817e-45);
l_mut_60 = l_4029;
}
let l_4030 = bitcast<u64>(l_mut_60);
let l_4031 = l_4023 >> u32(31);
let l_4032 = u64(l_4031);
let l_4033 = l_4032 << u32(bitcast<u64>(u64(63)));
let l_4034 = l_4030 | l_4033;
let l_4035 = bitcast<f64>(l_4034);
l_mut_2219 = l_4035;
} else {
let l_4036 = bitcast<u32>(l_4005);
let l_4037 = l_4036 + u32(1);
l_mut_3235 = l_4037;
let l_4038 = l_4036 & u32(2147483647);
let l_4039 = l_4038 == u32(0);
if l_4039 {
l_mut_3235 = u32(1);
} else {
let l_4040 = l_4036 & u32(2147483648);
let l_4041 = l_4040 != u32(0);
if l_4041 {
let l_4042 = l_4036 - u32(1);
l_mut_3235 = l_4042;
} else {
let l_4043 = l_4036 == u32(2139095040);
if l_4043 {
l_mut_3235 = l_4036;
}
}
}
let l_4044 = bitcast<f32>(l_mut_3235);
let l_4045 = bitcast<u32>(l_4044);
let l_4046 = l_4045 & u32(2147483647);
let l_4047 = bitcast<f32>(l_4046);
let l_4048 = f64(l_4047);
l_mut_60 = l_4048;
let l_4049 = l_4046 < u32(8388608);
if l_4049 {
let l_4050 = f64(l_4046);
let l_4051 = l_4050 * f64(1.401298464324817e-45);
l_mut_60 = l_4051;
}
let l_4052 = bitcast<u64>(l_mut_60);
let l_4053 = l_4045 >> u32(31);
let l_4054 = u64(l_4053);
let l_4055 = l_4054 << u32(bitcast<u64>(u64(63)));
let l_4056 = l_4052 | l_4055;
let l_4057 = bitcast<f64>(l_4056);
let l_4058 = l_4057 <= l_3999;
if l_4058 {
let l_4059 = bitcast<u32>(l_4005);
let l_4060 = l_4059 + u32(1);
l_mut_3235 = l_4060;
let l_4061 = l_4059 & u32(2147483647);
let l_4062 = l_4061 == u32(0);
if l_4062 {
l_mut_3235 = u32(1);
} else {
let l_4063 = l_4059 & u32(2147483648);
let l_4064 = l_4063 != u32(0);
if l_4064 {
let l_4065 = l_4059 - u32(1);
l_mut_3235 = l_4065;
} else {
let l_4066 = l_4059 == u32(2139095040);
if l_4066 {
l_mut_3235 = l_4059;
}
}
}
let l_4067 = bitcast<f32>(l_mut_3235);
let l_4068 = bitcast<u32>(l_4067);
let l_4069 = l_4068 & u32(2147483647);
let l_4070 = bitcast<f32>(l_4069);
let l_4071 = f64(l_4070);
l_mut_60 = l_4071;
let l_4072 = l_4069 < u32(8388608);
if l_4072 {
let l_4073 = f64(l_4069);
let l_4074 = l_4073 * f64(1.401298464324817e-45);
l_mut_60 = l_4074;
}
let l_4075 = bitcast<u64>(l_mut_60);
let l_4076 = l_4068 >> u32(31);
let l_4077 = u64(l_4076);
let l_4078 = l_4077 << u32(bitcast<u64>(u64(63)));
let l_4079 = l_4075 | l_4078;
let l_4080 = bitcast<f64>(l_4079);
l_mut_2219 = l_4080;
}
}
}
let l_4081 = -l_mut_2219;
l_mut_2219 = l_4081;
let l_4082 = bool(false) && bool(false);
if l_4082 {
let l_4083 = l_3994 + l_3997;
let l_4084 = l_4083 * f64(7.1362384635298e44);
let l_4085 = floor(l_4084);
let l_4086 = l_4085 * f64(1.401298464324817e-45);
l_mut_60 = l_4086;
let l_4087 = abs(l_4083);
let l_4088 = l_4087 >= f64(1.1754943508222875e-38);
if l_4088 {
let l_4089 = f32(l_4083);
let l_4090 = f64(l_4089);
l_mut_60 = l_4090;
let l_4091 = l_mut_60 > l_4083;
if l_4091 {
let l_4092 = bitcast<u32>(l_4089);
let l_4093 = l_4092 ^ u32(2147483648);
let l_4094 = bitcast<f32>(l_4093);
let l_4095 = bitcast<u32>(l_4094);
let l_4096 = l_4095 + u32(1);
l_mut_3235 = l_4096;
let l_4097 = l_4095 & u32(2147483647);
let l_4098 = l_4097 == u32(0);
if l_4098 {
l_mut_3235 = u32(1);
} else {
let l_4099 = l_4095 & u32(2147483648);
let l_4100 = l_4099 != u32(0);
if l_4100 {
let l_4101 = l_4095 - u32(1);
l_mut_3235 = l_4101;
} else {
let l_4102 = l_4095 == u32(2139095040);
if l_4102 {
l_mut_3235 = l_4095;
}
}
}
let l_4103 = bitcast<f32>(l_mut_3235);
let l_4104 = bitcast<u32>(l_4103);
let l_4105 = l_4104 ^ u32(2147483648);
let l_4106 = bitcast<f32>(l_4105);
let l_4107 = bitcast<u32>(l_4106);
let l_4108 = l_4107 & u32(2147483647);
let l_4109 = bitcast<f32>(l_4108);
let l_4110 = f64(l_4109);
l_mut_37 = l_4110;
let l_4111 = l_4108 < u32(8388608);
if l_4111 {
let l_4112 = f64(l_4108);
let l_4113 = l_4112 * f64(1.401298464324817e-45);
l_mut_37 = l_4113;
}
let l_4114 = bitcast<u64>(l_mut_37);
let l_4115 = l_4107 >> u32(31);
let l_4116 = u64(l_4115);
let l_4117 = l_4116 << u32(bitcast<u64>(u64(63)));
let l_4118 = l_4114 | l_4117;
let l_4119 = bitcast<f64>(l_4118);
l_mut_60 = l_4119;
} else {
let l_4120 = bitcast<u32>(l_4089);
let l_4121 = l_4120 + u32(1);
l_mut_3235 = l_4121;
let l_4122 = l_4120 & u32(2147483647);
let l_4123 = l_4122 == u32(0);
if l_4123 {
l_mut_3235 = u32(1);
} else {
let l_4124 = l_4120 & u32(2147483648);
let l_4125 = l_4124 != u32(0);
if l_4125 {
let l_4126 = l_4120 - u32(1);
l_mut_3235 = l_4126;
} else {
let l_4127 = l_4120 == u32(2139095040);
if l_4127 {
l_mut_3235 = l_4120;
}
}
}
let l_4128 = bitcast<f32>(l_mut_3235);
let l_4129 = bitcast<u32>(l_4128);
let l_4130 = l_4129 & u32(2147483647);
let l_4131 = bitcast<f32>(l_4130);
let l_4132 = f64(l_4131);
l_mut_37 = l_4132;
let l_4133 = l_4130 < u32(8388608);
if l_4133 {
let l_4134 = f64(l_4130);
let l_4135 = l_4134 * f64(1.401298464324817e-45);
l_mut_37 = l_4135;
}
let l_4136 = bitcast<u64>(l_mut_37);
let l_4137 = l_4129 >> u32(31);
let l_4138 = u64(l_4137);
let l_4139 = l_4138 << u32(bitcast<u64>(u64(63)));
let l_4140 = l_4136 | l_4139;
let l_4141 = bitcast<f64>(l_4140);
let l_4142 = l_4141 <= l_4083;
if l_4142 {
let l_4143 = bitcast<u32>(l_4089);
let l_4144 = l_4143 + u32(1);
l_mut_3235 = l_4144;
let l_4145 = l_4143 & u32(2147483647);
let l_4146 = l_4145 == u32(0);
if l_4146 {
l_mut_3235 = u32(1);
} else {
let l_4147 = l_4143 & u32(2147483648);
let l_4148 = l_4147 != u32(0);
if l_4148 {
let l_4149 = l_4143 - u32(1);
l_mut_3235 = l_4149;
} else {
let l_4150 = l_4143 == u32(2139095040);
if l_4150 {
l_mut_3235 = l_4143;
}
}
}
let l_4151 = bitcast<f32>(l_mut_3235);
let l_4152 = bitcast<u32>(l_4151);
let l_4153 = l_4152 & u32(2147483647);
let l_4154 = bitcast<f32>(l_4153);
let l_4155 = f64(l_4154);
l_mut_37 = l_4155;
let l_4156 = l_4153 < u32(8388608);
if l_4156 {
let l_4157 = f64(l_4153);
let l_4158 = l_4157 * f64(1.401298464324817e-45);
l_mut_37 = l_4158;
}
let l_4159 = bitcast<u64>(l_mut_37);
let l_4160 = l_4152 >> u32(31);
let l_4161 = u64(l_4160);
let l_4162 = l_4161 << u32(bitcast<u64>(u64(63)));
let l_4163 = l_4159 | l_4162;
let l_4164 = bitcast<f64>(l_4163);
l_mut_60 = l_4164;
}
}
}
l_mut_2219 = l_mut_60;
} else {
}
l_mut_3235 = u32(0);
let l_4165 = l_mut_2473 <= f64(0.0);
let l_4166 = l_mut_2219 >= f64(0.0);
let l_4167 = l_4165 && l_4166;
let l_4168 = !l_4167;
if l_4168 {
let l_4170 = l_mut_2983 / l_mut_2473;
let l_4171 = l_mut_2983 / l_mut_2219;
let l_4172 = l_mut_2729 / l_mut_2473;
let l_4173 = l_mut_2729 / l_mut_2219;
a_4169[u32(0)] = l_4170;
a_4169[u32(1)] = l_4170;
let l_4174 = a_4169[u32(0)];
let l_4175 = l_4171 < l_4174;
if l_4175 {
a_4169[u32(0)] = l_4171;
}
let l_4176 = a_4169[u32(0)];
let l_4177 = l_4172 < l_4176;
if l_4177 {
a_4169[u32(0)] = l_4172;
}
let l_4178 = a_4169[u32(0)];
let l_4179 = l_4173 < l_4178;
if l_4179 {
a_4169[u32(0)] = l_4173;
}
let l_4180 = a_4169[u32(1)];
let l_4181 = l_4171 > l_4180;
if l_4181 {
a_4169[u32(1)] = l_4171;
}
let l_4182 = a_4169[u32(1)];
let l_4183 = l_4172 > l_4182;
if l_4183 {
a_4169[u32(1)] = l_4172;
}
let l_4184 = a_4169[u32(1)];
let l_4185 = l_4173 > l_4184;
if l_4185 {
a_4169[u32(1)] = l_4173;
}
let l_4186 = a_4169[u32(0)];
let l_4187 = abs(l_4186);
let l_4188 = l_4187 * l_mut_708;
let l_4189 = a_4169[u32(1)];
let l_4190 = abs(l_4189);
let l_4191 = l_4190 * l_mut_708;
l_mut_3235 = u32(2);
let l_4192 = a_4169[u32(0)];
let l_4193 = l_4192 - l_4188;
let l_4194 = abs(l_4193);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4195 = l_4194 >= f64(1.1754943508222875e-38);
let l_4196 = l_4194 <= f64(1.7976931348623157e308);
let l_4197 = l_4195 && l_4196;
if l_4197 {
let l_4198 = bitcast<u64>(l_4194);
let l_4199 = l_4198 >> u32(bitcast<u64>(u64(52)));
let l_4200 = l_4199 - u64(23);
let l_4201 = l_4200 << u32(bitcast<u64>(u64(52)));
let l_4202 = bitcast<f64>(l_4201);
l_mut_2983 = l_4202;
}
let l_4203 = l_4192 + l_4188;
let l_4204 = abs(l_4203);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4205 = l_4204 >= f64(1.1754943508222875e-38);
let l_4206 = l_4204 <= f64(1.7976931348623157e308);
let l_4207 = l_4205 && l_4206;
if l_4207 {
let l_4208 = bitcast<u64>(l_4204);
let l_4209 = l_4208 >> u32(bitcast<u64>(u64(52)));
let l_4210 = l_4209 - u64(23);
let l_4211 = l_4210 << u32(bitcast<u64>(u64(52)));
let l_4212 = bitcast<f64>(l_4211);
l_mut_2729 = l_4212;
}
let l_4213 = l_mut_2983 == l_mut_2729;
let l_4214 = a_4169[u32(1)];
let l_4215 = l_4214 - l_4191;
let l_4216 = abs(l_4215);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4217 = l_4216 >= f64(1.1754943508222875e-38);
let l_4218 = l_4216 <= f64(1.7976931348623157e308);
let l_4219 = l_4217 && l_4218;
if l_4219 {
let l_4220 = bitcast<u64>(l_4216);
let l_4221 = l_4220 >> u32(bitcast<u64>(u64(52)));
let l_4222 = l_4221 - u64(23);
let l_4223 = l_4222 << u32(bitcast<u64>(u64(52)));
let l_4224 = bitcast<f64>(l_4223);
l_mut_2983 = l_4224;
}
let l_4225 = l_4214 + l_4191;
let l_4226 = abs(l_4225);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4227 = l_4226 >= f64(1.1754943508222875e-38);
let l_4228 = l_4226 <= f64(1.7976931348623157e308);
let l_4229 = l_4227 && l_4228;
if l_4229 {
let l_4230 = bitcast<u64>(l_4226);
let l_4231 = l_4230 >> u32(bitcast<u64>(u64(52)));
let l_4232 = l_4231 - u64(23);
let l_4233 = l_4232 << u32(bitcast<u64>(u64(52)));
let l_4234 = bitcast<f64>(l_4233);
l_mut_2729 = l_4234;
}
let l_4235 = l_mut_2983 == l_mut_2729;
let l_4236 = l_4213 && l_4235;
if l_4236 {
let l_4237 = a_4169[u32(0)];
let l_4238 = a_4169[u32(0)];
let l_4239 = abs(l_4238);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4240 = l_4239 >= f64(1.1754943508222875e-38);
let l_4241 = l_4239 <= f64(1.7976931348623157e308);
let l_4242 = l_4240 && l_4241;
if l_4242 {
let l_4243 = bitcast<u64>(l_4239);
let l_4244 = l_4243 >> u32(bitcast<u64>(u64(52)));
let l_4245 = l_4244 - u64(23);
let l_4246 = l_4245 << u32(bitcast<u64>(u64(52)));
let l_4247 = bitcast<f64>(l_4246);
l_mut_2983 = l_4247;
}
let l_4248 = l_22 * l_mut_2983;
let l_4249 = l_4237 - l_4248;
let l_4250 = a_4169[u32(1)];
let l_4251 = a_4169[u32(1)];
let l_4252 = abs(l_4251);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4253 = l_4252 >= f64(1.1754943508222875e-38);
let l_4254 = l_4252 <= f64(1.7976931348623157e308);
let l_4255 = l_4253 && l_4254;
if l_4255 {
let l_4256 = bitcast<u64>(l_4252);
let l_4257 = l_4256 >> u32(bitcast<u64>(u64(52)));
let l_4258 = l_4257 - u64(23);
let l_4259 = l_4258 << u32(bitcast<u64>(u64(52)));
let l_4260 = bitcast<f64>(l_4259);
l_mut_2983 = l_4260;
}
let l_4261 = l_22 * l_mut_2983;
let l_4262 = l_4250 + l_4261;
let l_4263 = bitcast<u32>(l_15);
let l_4264 = l_4263 & u32(2147483647);
let l_4265 = bitcast<f32>(l_4264);
let l_4266 = f64(l_4265);
l_mut_2983 = l_4266;
let l_4267 = l_4264 < u32(8388608);
if l_4267 {
let l_4268 = f64(l_4264);
let l_4269 = l_4268 * f64(1.401298464324817e-45);
l_mut_2983 = l_4269;
}
let l_4270 = bitcast<u64>(l_mut_2983);
let l_4271 = l_4263 >> u32(31);
let l_4272 = u64(l_4271);
let l_4273 = l_4272 << u32(bitcast<u64>(u64(63)));
let l_4274 = l_4270 | l_4273;
let l_4275 = bitcast<f64>(l_4274);
let l_4276 = bitcast<u32>(l_15);
let l_4277 = l_4276 + u32(1);
l_mut_4278 = l_4277;
let l_4279 = l_4276 & u32(2147483647);
let l_4280 = l_4279 == u32(0);
if l_4280 {
l_mut_4278 = u32(1);
} else {
let l_4281 = l_4276 & u32(2147483648);
let l_4282 = l_4281 != u32(0);
if l_4282 {
let l_4283 = l_4276 - u32(1);
l_mut_4278 = l_4283;
} else {
let l_4284 = l_4276 == u32(2139095040);
if l_4284 {
l_mut_4278 = l_4276;
}
}
}
let l_4285 = bitcast<f32>(l_mut_4278);
let l_4286 = bitcast<u32>(l_4285);
let l_4287 = l_4286 & u32(2147483647);
let l_4288 = bitcast<f32>(l_4287);
let l_4289 = f64(l_4288);
l_mut_2983 = l_4289;
let l_4290 = l_4287 < u32(8388608);
if l_4290 {
let l_4291 = f64(l_4287);
let l_4292 = l_4291 * f64(1.401298464324817e-45);
l_mut_2983 = l_4292;
}
let l_4293 = bitcast<u64>(l_mut_2983);
let l_4294 = l_4286 >> u32(31);
let l_4295 = u64(l_4294);
let l_4296 = l_4295 << u32(bitcast<u64>(u64(63)));
let l_4297 = l_4293 | l_4296;
let l_4298 = bitcast<f64>(l_4297);
let l_4299 = bitcast<u32>(l_15);
let l_4300 = l_4299 ^ u32(2147483648);
let l_4301 = bitcast<f32>(l_4300);
let l_4302 = bitcast<u32>(l_4301);
let l_4303 = l_4302 + u32(1);
l_mut_4278 = l_4303;
let l_4304 = l_4302 & u32(2147483647);
let l_4305 = l_4304 == u32(0);
if l_4305 {
l_mut_4278 = u32(1);
} else {
let l_4306 = l_4302 & u32(2147483648);
let l_4307 = l_4306 != u32(0);
if l_4307 {
let l_4308 = l_4302 - u32(1);
l_mut_4278 = l_4308;
} else {
let l_4309 = l_4302 == u32(2139095040);
if l_4309 {
l_mut_4278 = l_4302;
}
}
}
let l_4310 = bitcast<f32>(l_mut_4278);
let l_4311 = bitcast<u32>(l_4310);
let l_4312 = l_4311 ^ u32(2147483648);
let l_4313 = bitcast<f32>(l_4312);
let l_4314 = bitcast<u32>(l_4313);
let l_4315 = l_4314 & u32(2147483647);
let l_4316 = bitcast<f32>(l_4315);
let l_4317 = f64(l_4316);
l_mut_2983 = l_4317;
let l_4318 = l_4315 < u32(8388608);
if l_4318 {
let l_4319 = f64(l_4315);
let l_4320 = l_4319 * f64(1.401298464324817e-45);
l_mut_2983 = l_4320;
}
let l_4321 = bitcast<u64>(l_mut_2983);
let l_4322 = l_4314 >> u32(31);
let l_4323 = u64(l_4322);
let l_4324 = l_4323 << u32(bitcast<u64>(u64(63)));
let l_4325 = l_4321 | l_4324;
let l_4326 = bitcast<f64>(l_4325);
let l_4327 = l_4249 + l_4188;
let l_4328 = l_4327 <= l_4275;
l_mut_149 = l_4328;
let l_4329 = l_4249 - l_4188;
let l_4330 = l_4329 > l_4275;
l_mut_146 = l_4330;
let l_4331 = l_4262 - l_4191;
let l_4332 = l_4331 >= l_4275;
l_mut_143 = l_4332;
let l_4333 = l_4262 + l_4191;
let l_4334 = l_4333 < l_4275;
l_mut_140 = l_4334;
let l_4335 = l_4249 + l_4188;
let l_4336 = l_4335 < l_4298;
l_mut_149 = l_4336;
let l_4337 = l_4249 - l_4188;
let l_4338 = l_4337 >= l_4298;
l_mut_146 = l_4338;
let l_4339 = l_4262 - l_4191;
let l_4340 = l_4339 > l_4326;
l_mut_143 = l_4340;
let l_4341 = l_4262 + l_4191;
let l_4342 = l_4341 <= l_4326;
l_mut_140 = l_4342;
l_mut_4278 = u32(2);
let l_4343 = l_mut_146 || l_mut_140;
if l_4343 {
l_mut_4278 = u32(1);
} else {
let l_4344 = l_mut_149 && l_mut_143;
if l_4344 {
l_mut_4278 = u32(0);
}
}
let l_4345 = bitcast<u32>(l_15);
let l_4346 = l_4345 & u32(2147483647);
let l_4347 = l_4346 == u32(0);
if l_4347 {
let l_4348 = l_4249 + l_4188;
let l_4349 = l_4348 < f64(1.1754943508222875e-38);
let l_4350 = l_4262 - l_4191;
let l_4351 = l_4350 > f64(-1.1754943508222875e-38);
let l_4352 = l_4349 && l_4351;
let l_4353 = l_4249 - l_4188;
let l_4354 = l_4353 < f64(1.1754943508222875e-38);
let l_4355 = l_4262 + l_4191;
let l_4356 = l_4355 > f64(-1.1754943508222875e-38);
let l_4357 = l_4354 && l_4356;
if l_4352 {
l_mut_4278 = u32(0);
} else {
let l_4358 = l_mut_4278 == u32(1);
let l_4359 = l_4357 && l_4358;
if l_4359 {
l_mut_4278 = u32(2);
}
}
}
l_mut_3235 = l_mut_4278;
}
}
let l_4360 = l_mut_47 == u32(0);
if l_4360 {
l_mut_89 = u32(0);
} else {
let l_4361 = l_mut_3235 == u32(1);
if l_4361 {
l_mut_89 = u32(1);
}
}
} else {
let l_4362 = l_mut_1204 - l_19;
let l_4363 = l_mut_1204 + l_19;
let l_4364 = l_mut_1121 - l_19;
let l_4365 = l_mut_1121 + l_19;
let l_4366 = abs(l_4364);
let l_4367 = l_4366 > l_2101;
let l_4368 = abs(l_4365);
let l_4369 = l_4368 > l_2101;
let l_4370 = l_4367 && l_4369;
if l_4370 {
let l_4371 = l_2099 + l_2101;
let l_4372 = abs(l_4364);
let l_4373 = abs(l_4365);
l_mut_2983 = l_4372;
let l_4374 = l_4373 < l_4372;
if l_4374 {
l_mut_2983 = l_4373;
}
let l_4375 = l_4371 / l_mut_2983;
let l_4376 = abs(l_4362);
let l_4377 = abs(l_4363);
l_mut_2983 = l_4376;
let l_4378 = l_4377 < l_4376;
if l_4378 {
l_mut_2983 = l_4377;
}
let l_4379 = l_2099 / l_mut_2983;
let l_4380 = l_4375 + l_4379;
l_mut_708 = l_mut_708 + l_4380;
l_mut_4278 = u32(0);
let l_4381 = l_4364 <= f64(0.0);
let l_4382 = l_4365 >= f64(0.0);
let l_4383 = l_4381 && l_4382;
let l_4384 = !l_4383;
if l_4384 {
let l_4386 = l_4362 / l_4364;
let l_4387 = l_4362 / l_4365;
let l_4388 = l_4363 / l_4364;
let l_4389 = l_4363 / l_4365;
a_4385[u32(0)] = l_4386;
a_4385[u32(1)] = l_4386;
let l_4390 = a_4385[u32(0)];
let l_4391 = l_4387 < l_4390;
if l_4391 {
a_4385[u32(0)] = l_4387;
}
let l_4392 = a_4385[u32(0)];
let l_4393 = l_4388 < l_4392;
if l_4393 {
a_4385[u32(0)] = l_4388;
}
let l_4394 = a_4385[u32(0)];
let l_4395 = l_4389 < l_4394;
if l_4395 {
a_4385[u32(0)] = l_4389;
}
let l_4396 = a_4385[u32(1)];
let l_4397 = l_4387 > l_4396;
if l_4397 {
a_4385[u32(1)] = l_4387;
}
let l_4398 = a_4385[u32(1)];
let l_4399 = l_4388 > l_4398;
if l_4399 {
a_4385[u32(1)] = l_4388;
}
let l_4400 = a_4385[u32(1)];
let l_4401 = l_4389 > l_4400;
if l_4401 {
a_4385[u32(1)] = l_4389;
}
let l_4402 = a_4385[u32(0)];
let l_4403 = abs(l_4402);
let l_4404 = l_4403 * l_mut_708;
let l_4405 = a_4385[u32(1)];
let l_4406 = abs(l_4405);
let l_4407 = l_4406 * l_mut_708;
l_mut_4278 = u32(2);
let l_4408 = a_4385[u32(0)];
let l_4409 = l_4408 - l_4404;
let l_4410 = abs(l_4409);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4411 = l_4410 >= f64(1.1754943508222875e-38);
let l_4412 = l_4410 <= f64(1.7976931348623157e308);
let l_4413 = l_4411 && l_4412;
if l_4413 {
let l_4414 = bitcast<u64>(l_4410);
let l_4415 = l_4414 >> u32(bitcast<u64>(u64(52)));
let l_4416 = l_4415 - u64(23);
let l_4417 = l_4416 << u32(bitcast<u64>(u64(52)));
let l_4418 = bitcast<f64>(l_4417);
l_mut_2983 = l_4418;
}
let l_4419 = l_4408 + l_4404;
let l_4420 = abs(l_4419);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4421 = l_4420 >= f64(1.1754943508222875e-38);
let l_4422 = l_4420 <= f64(1.7976931348623157e308);
let l_4423 = l_4421 && l_4422;
if l_4423 {
let l_4424 = bitcast<u64>(l_4420);
let l_4425 = l_4424 >> u32(bitcast<u64>(u64(52)));
let l_4426 = l_4425 - u64(23);
let l_4427 = l_4426 << u32(bitcast<u64>(u64(52)));
let l_4428 = bitcast<f64>(l_4427);
l_mut_2729 = l_4428;
}
let l_4429 = l_mut_2983 == l_mut_2729;
let l_4430 = a_4385[u32(1)];
let l_4431 = l_4430 - l_4407;
let l_4432 = abs(l_4431);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4433 = l_4432 >= f64(1.1754943508222875e-38);
let l_4434 = l_4432 <= f64(1.7976931348623157e308);
let l_4435 = l_4433 && l_4434;
if l_4435 {
let l_4436 = bitcast<u64>(l_4432);
let l_4437 = l_4436 >> u32(bitcast<u64>(u64(52)));
let l_4438 = l_4437 - u64(23);
let l_4439 = l_4438 << u32(bitcast<u64>(u64(52)));
let l_4440 = bitcast<f64>(l_4439);
l_mut_2983 = l_4440;
}
let l_4441 = l_4430 + l_4407;
let l_4442 = abs(l_4441);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4443 = l_4442 >= f64(1.1754943508222875e-38);
let l_4444 = l_4442 <= f64(1.7976931348623157e308);
let l_4445 = l_4443 && l_4444;
if l_4445 {
let l_4446 = bitcast<u64>(l_4442);
let l_4447 = l_4446 >> u32(bitcast<u64>(u64(52)));
let l_4448 = l_4447 - u64(23);
let l_4449 = l_4448 << u32(bitcast<u64>(u64(52)));
let l_4450 = bitcast<f64>(l_4449);
l_mut_2729 = l_4450;
}
let l_4451 = l_mut_2983 == l_mut_2729;
let l_4452 = l_4429 && l_4451;
if l_4452 {
let l_4453 = a_4385[u32(0)];
let l_4454 = a_4385[u32(0)];
let l_4455 = abs(l_4454);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4456 = l_4455 >= f64(1.1754943508222875e-38);
let l_4457 = l_4455 <= f64(1.7976931348623157e308);
let l_4458 = l_4456 && l_4457;
if l_4458 {
let l_4459 = bitcast<u64>(l_4455);
let l_4460 = l_4459 >> u32(bitcast<u64>(u64(52)));
let l_4461 = l_4460 - u64(23);
let l_4462 = l_4461 << u32(bitcast<u64>(u64(52)));
let l_4463 = bitcast<f64>(l_4462);
l_mut_2983 = l_4463;
}
let l_4464 = l_22 * l_mut_2983;
let l_4465 = l_4453 - l_4464;
let l_4466 = a_4385[u32(1)];
let l_4467 = a_4385[u32(1)];
let l_4468 = abs(l_4467);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4469 = l_4468 >= f64(1.1754943508222875e-38);
let l_4470 = l_4468 <= f64(1.7976931348623157e308);
let l_4471 = l_4469 && l_4470;
if l_4471 {
let l_4472 = bitcast<u64>(l_4468);
let l_4473 = l_4472 >> u32(bitcast<u64>(u64(52)));
let l_4474 = l_4473 - u64(23);
let l_4475 = l_4474 << u32(bitcast<u64>(u64(52)));
let l_4476 = bitcast<f64>(l_4475);
l_mut_2983 = l_4476;
}
let l_4477 = l_22 * l_mut_2983;
let l_4478 = l_4466 + l_4477;
let l_4479 = bitcast<u32>(l_15);
let l_4480 = l_4479 & u32(2147483647);
let l_4481 = bitcast<f32>(l_4480);
let l_4482 = f64(l_4481);
l_mut_2983 = l_4482;
let l_4483 = l_4480 < u32(8388608);
if l_4483 {
let l_4484 = f64(l_4480);
let l_4485 = l_4484 * f64(1.401298464324817e-45);
l_mut_2983 = l_4485;
}
let l_4486 = bitcast<u64>(l_mut_2983);
let l_4487 = l_4479 >> u32(31);
let l_4488 = u64(l_4487);
let l_4489 = l_4488 << u32(bitcast<u64>(u64(63)));
let l_4490 = l_4486 | l_4489;
let l_4491 = bitcast<f64>(l_4490);
let l_4492 = bitcast<u32>(l_15);
let l_4493 = l_4492 + u32(1);
l_mut_3235 = l_4493;
let l_4494 = l_4492 & u32(2147483647);
let l_4495 = l_4494 == u32(0);
if l_4495 {
l_mut_3235 = u32(1);
} else {
let l_4496 = l_4492 & u32(2147483648);
let l_4497 = l_4496 != u32(0);
if l_4497 {
let l_4498 = l_4492 - u32(1);
l_mut_3235 = l_4498;
} else {
let l_4499 = l_4492 == u32(2139095040);
if l_4499 {
l_mut_3235 = l_4492;
}
}
}
let l_4500 = bitcast<f32>(l_mut_3235);
let l_4501 = bitcast<u32>(l_4500);
let l_4502 = l_4501 & u32(2147483647);
let l_4503 = bitcast<f32>(l_4502);
let l_4504 = f64(l_4503);
l_mut_2983 = l_4504;
let l_4505 = l_4502 < u32(8388608);
if l_4505 {
let l_4506 = f64(l_4502);
let l_4507 = l_4506 * f64(1.401298464324817e-45);
l_mut_2983 = l_4507;
}
let l_4508 = bitcast<u64>(l_mut_2983);
let l_4509 = l_4501 >> u32(31);
let l_4510 = u64(l_4509);
let l_4511 = l_4510 << u32(bitcast<u64>(u64(63)));
let l_4512 = l_4508 | l_4511;
let l_4513 = bitcast<f64>(l_4512);
let l_4514 = bitcast<u32>(l_15);
let l_4515 = l_4514 ^ u32(2147483648);
let l_4516 = bitcast<f32>(l_4515);
let l_4517 = bitcast<u32>(l_4516);
let l_4518 = l_4517 + u32(1);
l_mut_3235 = l_4518;
let l_4519 = l_4517 & u32(2147483647);
let l_4520 = l_4519 == u32(0);
if l_4520 {
l_mut_3235 = u32(1);
} else {
let l_4521 = l_4517 & u32(2147483648);
let l_4522 = l_4521 != u32(0);
if l_4522 {
let l_4523 = l_4517 - u32(1);
l_mut_3235 = l_4523;
} else {
let l_4524 = l_4517 == u32(2139095040);
if l_4524 {
l_mut_3235 = l_4517;
}
}
}
let l_4525 = bitcast<f32>(l_mut_3235);
let l_4526 = bitcast<u32>(l_4525);
let l_4527 = l_4526 ^ u32(2147483648);
let l_4528 = bitcast<f32>(l_4527);
let l_4529 = bitcast<u32>(l_4528);
let l_4530 = l_4529 & u32(2147483647);
let l_4531 = bitcast<f32>(l_4530);
let l_4532 = f64(l_4531);
l_mut_2983 = l_4532;
let l_4533 = l_4530 < u32(8388608);
if l_4533 {
let l_4534 = f64(l_4530);
let l_4535 = l_4534 * f64(1.401298464324817e-45);
l_mut_2983 = l_4535;
}
let l_4536 = bitcast<u64>(l_mut_2983);
let l_4537 = l_4529 >> u32(31);
let l_4538 = u64(l_4537);
let l_4539 = l_4538 << u32(bitcast<u64>(u64(63)));
let l_4540 = l_4536 | l_4539;
let l_4541 = bitcast<f64>(l_4540);
let l_4542 = l_4465 + l_4404;
let l_4543 = l_4542 <= l_4491;
l_mut_149 = l_4543;
let l_4544 = l_4465 - l_4404;
let l_4545 = l_4544 > l_4491;
l_mut_146 = l_4545;
let l_4546 = l_4478 - l_4407;
let l_4547 = l_4546 >= l_4491;
l_mut_143 = l_4547;
let l_4548 = l_4478 + l_4407;
let l_4549 = l_4548 < l_4491;
l_mut_140 = l_4549;
l_mut_3235 = u32(2);
let l_4550 = l_mut_146 || l_mut_140;
if l_4550 {
l_mut_3235 = u32(1);
} else {
let l_4551 = l_mut_149 && l_mut_143;
if l_4551 {
l_mut_3235 = u32(0);
}
}
let l_4552 = bitcast<u32>(l_15);
let l_4553 = l_4552 & u32(2147483647);
let l_4554 = l_4553 == u32(0);
if l_4554 {
let l_4555 = l_4465 + l_4404;
let l_4556 = l_4555 < f64(1.1754943508222875e-38);
let l_4557 = l_4478 - l_4407;
let l_4558 = l_4557 > f64(-1.1754943508222875e-38);
let l_4559 = l_4556 && l_4558;
let l_4560 = l_4465 - l_4404;
let l_4561 = l_4560 < f64(1.1754943508222875e-38);
let l_4562 = l_4478 + l_4407;
let l_4563 = l_4562 > f64(-1.1754943508222875e-38);
let l_4564 = l_4561 && l_4563;
if l_4559 {
l_mut_3235 = u32(0);
} else {
let l_4565 = l_mut_3235 == u32(1);
let l_4566 = l_4564 && l_4565;
if l_4566 {
l_mut_3235 = u32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
}
l_mut_89 = l_mut_4278;
}
}
l_mut_30 = l_mut_89;
} else {
let l_4567 = l_27 <= l_25;
if l_4567 {
let l_4568 = f32(l_26);
let l_4569 = bitcast<u32>(l_4568);
let l_4570 = l_4569 & u32(2147483647);
let l_4571 = bitcast<f32>(l_4570);
let l_4572 = f64(l_4571);
l_mut_2983 = l_4572;
let l_4573 = l_4570 < u32(8388608);
if l_4573 {
let l_4574 = f64(l_4570);
let l_4575 = l_4574 * f64(1.401298464324817e-45);
l_mut_2983 = l_4575;
}
let l_4576 = bitcast<u64>(l_mut_2983);
let l_4577 = l_4569 >> u32(31);
let l_4578 = u64(l_4577);
let l_4579 = l_4578 << u32(bitcast<u64>(u64(63)));
let l_4580 = l_4576 | l_4579;
let l_4581 = bitcast<f64>(l_4580);
let l_4582 = abs(l_4581);
l_mut_2983 = l_4582;
l_mut_4278 = u32(0);
let l_4583 = l_4582 >= f64(0.785);
if l_4583 {
let l_4584 = l_4582 * f64(0.6366197723675814);
let l_4585 = l_4584 + f64(0.5);
let l_4586 = floor(l_4585);
let l_4587 = l_4586 * f64(1.570796325802803);
let l_4588 = l_4582 - l_4587;
let l_4589 = l_4588 * l_4;
let l_4590 = l_4586 * f64(9.920935796805404e-10);
let l_4591 = l_4589 - l_4590;
l_mut_2983 = l_4591;
let l_4592 = u32(l_4586);
l_mut_4278 = l_4592;
}
let l_4593 = bitcast<u32>(l_4568);
let l_4594 = l_4593 >= u32(2147483648);
let l_4595 = l_mut_2983 * l_mut_2983;
let l_4596 = l_4595 * f64(1.9572941063391263e-20);
let l_4597 = f64(8.22063524662433e-18) - l_4596;
l_mut_2729 = l_4597;
let l_4598 = l_mut_2729 * l_4595;
let l_4599 = l_4598 - f64(2.8114572543455206e-15);
l_mut_2729 = l_4599;
let l_4600 = l_mut_2729 * l_4595;
let l_4601 = l_4600 + f64(7.647163731819816e-13);
l_mut_2729 = l_4601;
let l_4602 = l_mut_2729 * l_4595;
let l_4603 = l_4602 - f64(1.6059043836821613e-10);
l_mut_2729 = l_4603;
let l_4604 = l_mut_2729 * l_4595;
let l_4605 = l_4604 + f64(2.505210838544172e-8);
l_mut_2729 = l_4605;
let l_4606 = l_mut_2729 * l_4595;
let l_4607 = l_4606 - f64(2.7557319223985893e-6);
l_mut_2729 = l_4607;
let l_4608 = l_mut_2729 * l_4595;
let l_4609 = l_4608 + f64(0.0001984126984126984);
l_mut_2729 = l_4609;
let l_4610 = l_mut_2729 * l_4595;
let l_4611 = l_4610 - f64(0.008333333333333333);
l_mut_2729 = l_4611;
let l_4612 = l_mut_2729 * l_4595;
let l_4613 = l_4612 + f64(0.16666666666666666);
l_mut_2729 = l_4613;
let l_4614 = f64(0.5) * l_4595;
let l_4615 = f64(1.0) - l_4614;
let l_4616 = f64(0.0) * l_4615;
let l_4617 = l_mut_2983 * l_4595;
let l_4618 = l_4617 * l_mut_2729;
let l_4619 = l_4616 - l_4618;
let l_4620 = l_mut_2983 + l_4619;
let l_4621 = l_mut_2983 * l_mut_2983;
let l_4622 = l_4621 * f64(4.110317623312165e-19);
let l_4623 = l_4622 - f64(1.5619206968586225e-16);
l_mut_2729 = l_4623;
let l_4624 = l_mut_2729 * l_4621;
let l_4625 = l_4624 + f64(4.779477332387385e-14);
l_mut_2729 = l_4625;
let l_4626 = l_mut_2729 * l_4621;
let l_4627 = l_4626 - f64(1.1470745597729725e-11);
l_mut_2729 = l_4627;
let l_4628 = l_mut_2729 * l_4621;
let l_4629 = l_4628 + f64(2.08767569878681e-9);
l_mut_2729 = l_4629;
let l_4630 = l_mut_2729 * l_4621;
let l_4631 = l_4630 - f64(2.755731922398589e-7);
l_mut_2729 = l_4631;
let l_4632 = l_mut_2729 * l_4621;
let l_4633 = l_4632 + f64(2.48015873015873e-5);
l_mut_2729 = l_4633;
let l_4634 = l_mut_2729 * l_4621;
let l_4635 = l_4634 - f64(0.001388888888888889);
l_mut_2729 = l_4635;
let l_4636 = l_mut_2729 * l_4621;
let l_4637 = l_4636 + f64(0.041666666666666664);
l_mut_2729 = l_4637;
let l_4638 = f64(0.5) * l_4621;
let l_4639 = f64(1.0) - l_4638;
let l_4640 = l_4621 * l_4621;
let l_4641 = l_4640 * l_mut_2729;
let l_4642 = f64(0.0) * l_mut_2983;
let l_4643 = l_4641 - l_4642;
let l_4644 = l_4639 + l_4643;
let l_4645 = l_mut_4278 & u32(1);
let l_4646 = l_4645 == u32(1);
l_mut_2983 = l_4620;
let l_4647 = l_mut_4278 & u32(2);
let l_4648 = l_4647 != u32(0);
l_mut_149 = l_4648;
let l_4649 = u32(6) == u32(6);
if l_4649 {
if l_4646 {
l_mut_2983 = l_4644;
}
} else {
let l_4650 = u32(6) == u32(7);
if l_4650 {
l_mut_2983 = l_4644;
if l_4646 {
l_mut_2983 = l_4620;
}
let l_4651 = l_mut_4278 + u32(1);
let l_4652 = l_4651 & u32(2);
let l_4653 = l_4652 != u32(0);
l_mut_149 = l_4653;
} else {
let l_4654 = l_4620 / l_4644;
l_mut_2983 = l_4654;
if l_4646 {
let l_4655 = l_4644 / l_4620;
l_mut_2983 = l_4655;
}
l_mut_149 = l_4646;
}
}
let l_4656 = u32(6) != u32(7);
let l_4657 = l_4656 && l_4594;
if l_4657 {
let l_4658 = !l_mut_149;
l_mut_149 = l_4658;
}
if l_mut_149 {
let l_4659 = -l_mut_2983;
l_mut_2983 = l_4659;
}
let l_4660 = f32(l_26);
let l_4661 = bitcast<u32>(l_4660);
let l_4662 = l_4661 & u32(2147483647);
let l_4663 = bitcast<f32>(l_4662);
let l_4664 = f64(l_4663);
l_mut_2729 = l_4664;
let l_4665 = l_4662 < u32(8388608);
if l_4665 {
let l_4666 = f64(l_4662);
let l_4667 = l_4666 * f64(1.401298464324817e-45);
l_mut_2729 = l_4667;
}
let l_4668 = bitcast<u64>(l_mut_2729);
let l_4669 = l_4661 >> u32(31);
let l_4670 = u64(l_4669);
let l_4671 = l_4670 << u32(bitcast<u64>(u64(63)));
let l_4672 = l_4668 | l_4671;
let l_4673 = bitcast<f64>(l_4672);
let l_4674 = abs(l_4673);
l_mut_2729 = l_4674;
l_mut_4278 = u32(0);
let l_4675 = l_4674 >= f64(0.785);
if l_4675 {
let l_4676 = l_4674 * f64(0.6366197723675814);
let l_4677 = l_4676 + f64(0.5);
let l_4678 = floor(l_4677);
let l_4679 = l_4678 * f64(1.570796325802803);
let l_4680 = l_4674 - l_4679;
let l_4681 = l_4680 * l_4;
let l_4682 = l_4678 * f64(9.920935796805404e-10);
let l_4683 = l_4681 - l_4682;
l_mut_2729 = l_4683;
let l_4684 = u32(l_4678);
l_mut_4278 = l_4684;
}
let l_4685 = bitcast<u32>(l_4660);
let l_4686 = l_4685 >= u32(2147483648);
let l_4687 = l_mut_2729 * l_mut_2729;
let l_4688 = l_4687 * f64(1.9572941063391263e-20);
let l_4689 = f64(8.22063524662433e-18) - l_4688;
l_mut_2473 = l_4689;
let l_4690 = l_mut_2473 * l_4687;
let l_4691 = l_4690 - f64(2.8114572543455206e-15);
l_mut_2473 = l_4691;
let l_4692 = l_mut_2473 * l_4687;
let l_4693 = l_4692 + f64(7.647163731819816e-13);
l_mut_2473 = l_4693;
let l_4694 = l_mut_2473 * l_4687;
let l_4695 = l_4694 - f64(1.6059043836821613e-10);
l_mut_2473 = l_4695;
let l_4696 = l_mut_2473 * l_4687;
let l_4697 = l_4696 + f64(2.505210838544172e-8);
l_mut_2473 = l_4697;
let l_4698 = l_mut_2473 * l_4687;
let l_4699 = l_4698 - f64(2.7557319223985893e-6);
l_mut_2473 = l_4699;
let l_4700 = l_mut_2473 * l_4687;
let l_4701 = l_4700 + f64(0.0001984126984126984);
l_mut_2473 = l_4701;
let l_4702 = l_mut_2473 * l_4687;
let l_4703 = l_4702 - f64(0.008333333333333333);
l_mut_2473 = l_4703;
let l_4704 = l_mut_2473 * l_4687;
let l_4705 = l_4704 + f64(0.16666666666666666);
l_mut_2473 = l_4705;
let l_4706 = f64(0.5) * l_4687;
let l_4707 = f64(1.0) - l_4706;
let l_4708 = f64(0.0) * l_4707;
let l_4709 = l_mut_2729 * l_4687;
let l_4710 = l_4709 * l_mut_2473;
let l_4711 = l_4708 - l_4710;
let l_4712 = l_mut_2729 + l_4711;
let l_4713 = l_mut_2729 * l_mut_2729;
let l_4714 = l_4713 * f64(4.110317623312165e-19);
let l_4715 = l_4714 - f64(1.5619206968586225e-16);
l_mut_2473 = l_4715;
let l_4716 = l_mut_2473 * l_4713;
let l_4717 = l_4716 + f64(4.779477332387385e-14);
l_mut_2473 = l_4717;
let l_4718 = l_mut_2473 * l_4713;
let l_4719 = l_4718 - f64(1.1470745597729725e-11);
l_mut_2473 = l_4719;
let l_4720 = l_mut_2473 * l_4713;
let l_4721 = l_4720 + f64(2.08767569878681e-9);
l_mut_2473 = l_4721;
let l_4722 = l_mut_2473 * l_4713;
let l_4723 = l_4722 - f64(2.755731922398589e-7);
l_mut_2473 = l_4723;
let l_4724 = l_mut_2473 * l_4713;
let l_4725 = l_4724 + f64(2.48015873015873e-5);
l_mut_2473 = l_4725;
let l_4726 = l_mut_2473 * l_4713;
let l_4727 = l_4726 - f64(0.001388888888888889);
l_mut_2473 = l_4727;
let l_4728 = l_mut_2473 * l_4713;
let l_4729 = l_4728 + f64(0.041666666666666664);
l_mut_2473 = l_4729;
let l_4730 = f64(0.5) * l_4713;
let l_4731 = f64(1.0) - l_4730;
let l_4732 = l_4713 * l_4713;
let l_4733 = l_4732 * l_mut_2473;
let l_4734 = f64(0.0) * l_mut_2729;
let l_4735 = l_4733 - l_4734;
let l_4736 = l_4731 + l_4735;
let l_4737 = l_mut_4278 & u32(1);
let l_4738 = l_4737 == u32(1);
l_mut_2729 = l_4712;
let l_4739 = l_mut_4278 & u32(2);
let l_4740 = l_4739 != u32(0);
l_mut_149 = l_4740;
let l_4741 = u32(7) == u32(6);
if l_4741 {
if l_4738 {
l_mut_2729 = l_4736;
}
} else {
let l_4742 = u32(7) == u32(7);
if l_4742 {
l_mut_2729 = l_4736;
if l_4738 {
l_mut_2729 = l_4712;
}
let l_4743 = l_mut_4278 + u32(1);
let l_4744 = l_4743 & u32(2);
let l_4745 = l_4744 != u32(0);
l_mut_149 = l_4745;
} else {
let l_4746 = l_4712 / l_4736;
l_mut_2729 = l_4746;
if l_4738 {
let l_4747 = l_4736 / l_4712;
l_mut_2729 = l_4747;
}
l_mut_149 = l_4738;
}
}
let l_4748 = u32(7) != u32(7);
let l_4749 = l_4748 && l_4686;
if l_4749 {
let l_4750 = !l_mut_149;
l_mut_149 = l_4750;
}
if l_mut_149 {
let l_4751 = -l_mut_2729;
l_mut_2729 = l_4751;
}
let l_4752 = abs(l_mut_2983);
let l_4753 = l_4752 * f64(1.4551915228366852e-11);
let l_4754 = abs(l_mut_2729);
let l_4755 = l_4754 * f64(1.4551915228366852e-11);
let l_4756 = l_mut_2983 - l_19;
let l_4757 = l_mut_2983 + l_19;
let l_4758 = l_mut_2729 - l_19;
let l_4759 = l_mut_2729 + l_19;
l_mut_4278 = u32(2);
let l_4760 = abs(l_4758);
let l_4761 = l_4760 <= l_4755;
let l_4762 = abs(l_4759);
let l_4763 = l_4762 <= l_4755;
let l_4764 = l_4761 || l_4763;
let l_4765 = !l_4764;
if l_4765 {
l_mut_4278 = u32(0);
let l_4766 = l_4758 <= f64(0.0);
let l_4767 = l_4759 >= f64(0.0);
let l_4768 = l_4766 && l_4767;
let l_4769 = !l_4768;
if l_4769 {
let l_4770 = abs(l_4758);
let l_4771 = abs(l_4759);
l_mut_2983 = l_4770;
let l_4772 = l_4771 < l_4770;
if l_4772 {
l_mut_2983 = l_4771;
}
let l_4773 = l_4755 / l_mut_2983;
let l_4774 = l_4773 + f64(1.4551915228366852e-11);
let l_4775 = f64(1.0) / l_4759;
let l_4776 = f64(1.0) / l_4758;
let l_4777 = abs(l_4775);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4778 = l_4777 >= f64(1.1754943508222875e-38);
let l_4779 = l_4777 <= f64(1.7976931348623157e308);
let l_4780 = l_4778 && l_4779;
if l_4780 {
let l_4781 = bitcast<u64>(l_4777);
let l_4782 = l_4781 >> u32(bitcast<u64>(u64(52)));
let l_4783 = l_4782 - u64(23);
let l_4784 = l_4783 << u32(bitcast<u64>(u64(52)));
let l_4785 = bitcast<f64>(l_4784);
l_mut_2983 = l_4785;
}
let l_4786 = l_22 * l_mut_2983;
let l_4787 = l_4775 - l_4786;
let l_4788 = abs(l_4776);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4789 = l_4788 >= f64(1.1754943508222875e-38);
let l_4790 = l_4788 <= f64(1.7976931348623157e308);
let l_4791 = l_4789 && l_4790;
if l_4791 {
let l_4792 = bitcast<u64>(l_4788);
let l_4793 = l_4792 >> u32(bitcast<u64>(u64(52)));
let l_4794 = l_4793 - u64(23);
let l_4795 = l_4794 << u32(bitcast<u64>(u64(52)));
let l_4796 = bitcast<f64>(l_4795);
l_mut_2983 = l_4796;
}
let l_4797 = l_22 * l_mut_2983;
let l_4798 = l_4776 + l_4797;
let l_4800 = l_4756 * l_4787;
let l_4801 = l_4756 * l_4798;
let l_4802 = l_4757 * l_4787;
let l_4803 = l_4757 * l_4798;
a_4799[u32(0)] = l_4800;
a_4799[u32(1)] = l_4800;
let l_4804 = a_4799[u32(0)];
let l_4805 = l_4801 < l_4804;
if l_4805 {
a_4799[u32(0)] = l_4801;
}
let l_4806 = a_4799[u32(0)];
let l_4807 = l_4802 < l_4806;
if l_4807 {
a_4799[u32(0)] = l_4802;
}
let l_4808 = a_4799[u32(0)];
let l_4809 = l_4803 < l_4808;
if l_4809 {
a_4799[u32(0)] = l_4803;
}
let l_4810 = a_4799[u32(1)];
let l_4811 = l_4801 > l_4810;
if l_4811 {
a_4799[u32(1)] = l_4801;
}
let l_4812 = a_4799[u32(1)];
let l_4813 = l_4802 > l_4812;
if l_4813 {
a_4799[u32(1)] = l_4802;
}
let l_4814 = a_4799[u32(1)];
let l_4815 = l_4803 > l_4814;
if l_4815 {
a_4799[u32(1)] = l_4803;
}
let l_4816 = abs(l_4756);
let l_4817 = abs(l_4757);
l_mut_2983 = l_4816;
let l_4818 = l_4817 > l_4816;
if l_4818 {
l_mut_2983 = l_4817;
}
let l_4819 = abs(l_4787);
let l_4820 = abs(l_4798);
l_mut_2729 = l_4819;
let l_4821 = l_4820 > l_4819;
if l_4821 {
l_mut_2729 = l_4820;
}
let l_4822 = l_mut_2983 * l_mut_2729;
let l_4823 = l_4774 + f64(1.4551915228366852e-11);
let l_4824 = l_4822 * l_4823;
let l_4825 = l_4753 * l_mut_2729;
let l_4826 = l_4824 + l_4825;
l_mut_4278 = u32(2);
let l_4827 = abs(l_4775);
let l_4828 = l_4827 * l_4774;
let l_4829 = l_4775 - l_4828;
let l_4830 = abs(l_4829);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4831 = l_4830 >= f64(1.1754943508222875e-38);
let l_4832 = l_4830 <= f64(1.7976931348623157e308);
let l_4833 = l_4831 && l_4832;
if l_4833 {
let l_4834 = bitcast<u64>(l_4830);
let l_4835 = l_4834 >> u32(bitcast<u64>(u64(52)));
let l_4836 = l_4835 - u64(23);
let l_4837 = l_4836 << u32(bitcast<u64>(u64(52)));
let l_4838 = bitcast<f64>(l_4837);
l_mut_2983 = l_4838;
}
let l_4839 = l_4775 + l_4828;
let l_4840 = abs(l_4839);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4841 = l_4840 >= f64(1.1754943508222875e-38);
let l_4842 = l_4840 <= f64(1.7976931348623157e308);
let l_4843 = l_4841 && l_4842;
if l_4843 {
let l_4844 = bitcast<u64>(l_4840);
let l_4845 = l_4844 >> u32(bitcast<u64>(u64(52)));
let l_4846 = l_4845 - u64(23);
let l_4847 = l_4846 << u32(bitcast<u64>(u64(52)));
let l_4848 = bitcast<f64>(l_4847);
l_mut_2729 = l_4848;
}
let l_4849 = l_mut_2983 == l_mut_2729;
let l_4850 = abs(l_4776);
let l_4851 = l_4850 * l_4774;
let l_4852 = l_4776 - l_4851;
let l_4853 = abs(l_4852);
l_mut_2983 = f64(1.401298464324817e-45);
let l_4854 = l_4853 >= f64(1.1754943508222875e-38);
let l_4855 = l_4853 <= f64(1.7976931348623157e308);
let l_4856 = l_4854 && l_4855;
if l_4856 {
let l_4857 = bitcast<u64>(l_4853);
let l_4858 = l_4857 >> u32(bitcast<u64>(u64(52)));
let l_4859 = l_4858 - u64(23);
let l_4860 = l_4859 << u32(bitcast<u64>(u64(52)));
let l_4861 = bitcast<f64>(l_4860);
l_mut_2983 = l_4861;
}
let l_4862 = l_4776 + l_4851;
let l_4863 = abs(l_4862);
l_mut_2729 = f64(1.401298464324817e-45);
let l_4864 = l_4863 >= f64(1.1754943508222875e-38);
let l_4865 = l_4863 <= f64(1.7976931348623157e308);
let l_4866 = l_4864 && l_4865;
if l_4866 {
let l_4867 = bitcast<u64>(l_4863);
let l_4868 = l_4867 >> u32(bitcast<u64>(u64(52)));
let l_4869 = l_4868 - u64(23);
let l_4870 = l_4869 << u32(bitcast<u64>(u64(52)));
let l_4871 = bitcast<f64>(l_4870);
l_mut_2729 = l_4871;
}
let l_4872 = l_mut_2983 == l_mut_2729;
let l_4873 = l_4849 && l_4872;
if l_4873 {
let l_4874 = a_4799[u32(0)];
let l_4875 = a_4799[u32(1)];
let l_4876 = bitcast<u32>(l_15);
let l_4877 = l_4876 & u32(2147483647);
let l_4878 = bitcast<f32>(l_4877);
let l_4879 = f64(l_4878);
l_mut_2983 = l_4879;
let l_4880 = l_4877 < u32(8388608);
if l_4880 {
let l_4881 = f64(l_4877);
let l_4882 = l_4881 * f64(1.401298464324817e-45);
l_mut_2983 = l_4882;
}
let l_4883 = bitcast<u64>(l_mut_2983);
let l_4884 = l_4876 >> u32(31);
let l_4885 = u64(l_4884);
let l_4886 = l_4885 << u32(bitcast<u64>(u64(63)));
let l_4887 = l_4883 | l_4886;
let l_4888 = bitcast<f64>(l_4887);
let l_4889 = bitcast<u32>(l_15);
let l_4890 = l_4889 + u32(1);
l_mut_3235 = l_4890;
let l_4891 = l_4889 & u32(2147483647);
let l_4892 = l_4891 == u32(0);
if l_4892 {
l_mut_3235 = u32(1);
} else {
let l_4893 = l_4889 & u32(2147483648);
let l_4894 = l_4893 != u32(0);
if l_4894 {
let l_4895 = l_4889 - u32(1);
l_mut_3235 = l_4895;
} else {
let l_4896 = l_4889 == u32(2139095040);
if l_4896 {
l_mut_3235 = l_4889;
}
}
}
let l_4897 = bitcast<f32>(l_mut_3235);
let l_4898 = bitcast<u32>(l_4897);
let l_4899 = l_4898 & u32(2147483647);
let l_4900 = bitcast<f32>(l_4899);
let l_4901 = f64(l_4900);
l_mut_2983 = l_4901;
let l_4902 = l_4899 < u32(8388608);
if l_4902 {
let l_4903 = f64(l_4899);
let l_4904 = l_4903 * f64(1.401298464324817e-45);
l_mut_2983 = l_4904;
}
let l_4905 = bitcast<u64>(l_mut_2983);
let l_4906 = l_4898 >> u32(31);
let l_4907 = u64(l_4906);
let l_4908 = l_4907 << u32(bitcast<u64>(u64(63)));
let l_4909 = l_4905 | l_4908;
let l_4910 = bitcast<f64>(l_4909);
let l_4911 = bitcast<u32>(l_15);
let l_4912 = l_4911 ^ u32(2147483648);
let l_4913 = bitcast<f32>(l_4912);
let l_4914 = bitcast<u32>(l_4913);
let l_4915 = l_4914 + u32(1);
l_mut_3235 = l_4915;
let l_4916 = l_4914 & u32(2147483647);
let l_4917 = l_4916 == u32(0);
if l_4917 {
l_mut_3235 = u32(1);
} else {
let l_4918 = l_4914 & u32(2147483648);
let l_4919 = l_4918 != u32(0);
if l_4919 {
let l_4920 = l_4914 - u32(1);
l_mut_3235 = l_4920;
} else {
let l_4921 = l_4914 == u32(2139095040);
if l_4921 {
l_mut_3235 = l_4914;
}
}
}
let l_4922 = bitcast<f32>(l_mut_3235);
let l_4923 = bitcast<u32>(l_4922);
let l_4924 = l_4923 ^ u32(2147483648);
let l_4925 = bitcast<f32>(l_4924);
let l_4926 = bitcast<u32>(l_4925);
let l_4927 = l_4926 & u32(2147483647);
let l_4928 = bitcast<f32>(l_4927);
let l_4929 = f64(l_4928);
l_mut_2983 = l_4929;
let l_4930 = l_4927 < u32(8388608);
if l_4930 {
let l_4931 = f64(l_4927);
let l_4932 = l_4931 * f64(1.401298464324817e-45);
l_mut_2983 = l_4932;
}
let l_4933 = bitcast<u64>(l_mut_2983);
let l_4934 = l_4926 >> u32(31);
let l_4935 = u64(l_4934);
let l_4936 = l_4935 << u32(bitcast<u64>(u64(63)));
let l_4937 = l_4933 | l_4936;
let l_4938 = bitcast<f64>(l_4937);
let l_4939 = l_4874 + l_4826;
let l_4940 = l_4939 <= l_4888;
l_mut_149 = l_4940;
let l_4941 = l_4874 - l_4826;
let l_4942 = l_4941 > l_4888;
l_mut_146 = l_4942;
let l_4943 = l_4875 - l_4826;
let l_4944 = l_4943 >= l_4888;
l_mut_143 = l_4944;
let l_4945 = l_4875 + l_4826;
let l_4946 = l_4945 < l_4888;
l_mut_140 = l_4946;
let l_4947 = l_4874 + l_4826;
let l_4948 = l_4947 < l_4910;
l_mut_149 = l_4948;
let l_4949 = l_4874 - l_4826;
let l_4950 = l_4949 >= l_4910;
l_mut_146 = l_4950;
let l_4951 = l_4875 - l_4826;
let l_4952 = l_4951 > l_4938;
l_mut_143 = l_4952;
let l_4953 = l_4875 + l_4826;
let l_4954 = l_4953 <= l_4938;
l_mut_140 = l_4954;
l_mut_3235 = u32(2);
let l_4955 = l_mut_146 || l_mut_140;
if l_4955 {
l_mut_3235 = u32(1);
} else {
let l_4956 = l_mut_149 && l_mut_143;
if l_4956 {
l_mut_3235 = u32(0);
}
}
let l_4957 = bitcast<u32>(l_15);
let l_4958 = l_4957 & u32(2147483647);
let l_4959 = l_4958 == u32(0);
if l_4959 {
let l_4960 = l_4874 + l_4826;
let l_4961 = l_4960 < f64(1.1754943508222875e-38);
let l_4962 = l_4875 - l_4826;
let l_4963 = l_4962 > f64(-1.1754943508222875e-38);
let l_4964 = l_4961 && l_4963;
let l_4965 = l_4874 - l_4826;
let l_4966 = l_4965 < f64(1.1754943508222875e-38);
let l_4967 = l_4875 + l_4826;
let l_4968 = l_4967 > f64(-1.1754943508222875e-38);
let l_4969 = l_4966 && l_4968;
if l_4964 {
l_mut_3235 = u32(0);
} else {
let l_4970 = l_mut_3235 == u32(1);
let l_4971 = l_4969 && l_4970;
if l_4971 {
l_mut_3235 = u32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
}
}
l_mut_30 = l_mut_4278;
}
}
} else {
let l_4972 = l_9 == u32(13);
if l_4972 {
let l_4974 = l_26 * l_22;
let l_4975 = l_26 * l_25;
let l_4976 = l_26 * l_22;
let l_4977 = l_26 * l_25;
a_4973[u32(0)] = l_4974;
a_4973[u32(1)] = l_4974;
let l_4978 = a_4973[u32(0)];
let l_4979 = l_4975 < l_4978;
if l_4979 {
a_4973[u32(0)] = l_4975;
}
let l_4980 = a_4973[u32(0)];
let l_4981 = l_4976 < l_4980;
if l_4981 {
a_4973[u32(0)] = l_4976;
}
let l_4982 = a_4973[u32(0)];
let l_4983 = l_4977 < l_4982;
if l_4983 {
a_4973[u32(0)] = l_4977;
}
let l_4984 = a_4973[u32(1)];
let l_4985 = l_4975 > l_4984;
if l_4985 {
a_4973[u32(1)] = l_4975;
}
let l_4986 = a_4973[u32(1)];
let l_4987 = l_4976 > l_4986;
if l_4987 {
a_4973[u32(1)] = l_4976;
}
let l_4988 = a_4973[u32(1)];
let l_4989 = l_4977 > l_4988;
if l_4989 {
a_4973[u32(1)] = l_4977;
}
let l_4990 = a_4973[u32(0)];
let l_4991 = l_4990 * f64(7.1362384635298e44);
let l_4992 = floor(l_4991);
let l_4993 = l_4992 * f64(1.401298464324817e-45);
l_mut_2983 = l_4993;
let l_4994 = abs(l_4990);
let l_4995 = l_4994 >= f64(1.1754943508222875e-38);
if l_4995 {
let l_4996 = f32(l_4990);
let l_4997 = f64(l_4996);
l_mut_2983 = l_4997;
let l_4998 = l_mut_2983 > l_4990;
if l_4998 {
let l_4999 = bitcast<u32>(l_4996);
let l_5000 = l_4999 ^ u32(2147483648);
let l_5001 = bitcast<f32>(l_5000);
let l_5002 = bitcast<u32>(l_5001);
let l_5003 = l_5002 + u32(1);
l_mut_4278 = l_5003;
let l_5004 = l_5002 & u32(2147483647);
let l_5005 = l_5004 == u32(0);
if l_5005 {
l_mut_4278 = u32(1);
} else {
let l_5006 = l_5002 & u32(2147483648);
let l_5007 = l_5006 != u32(0);
if l_5007 {
let l_5008 = l_5002 - u32(1);
l_mut_4278 = l_5008;
} else {
let l_5009 = l_5002 == u32(2139095040);
if l_5009 {
l_mut_4278 = l_5002;
}
}
}
let l_5010 = bitcast<f32>(l_mut_4278);
let l_5011 = bitcast<u32>(l_5010);
let l_5012 = l_5011 ^ u32(2147483648);
let l_5013 = bitcast<f32>(l_5012);
let l_5014 = bitcast<u32>(l_5013);
let l_5015 = l_5014 & u32(2147483647);
let l_5016 = bitcast<f32>(l_5015);
let l_5017 = f64(l_5016);
l_mut_2729 = l_5017;
let l_5018 = l_5015 < u32(8388608);
if l_5018 {
let l_5019 = f64(l_5015);
let l_5020 = l_5019 * f64(1.401298464324817e-45);
l_mut_2729 = l_5020;
}
let l_5021 = bitcast<u64>(l_mut_2729);
let l_5022 = l_5014 >> u32(31);
let l_5023 = u64(l_5022);
let l_5024 = l_5023 << u32(bitcast<u64>(u64(63)));
let l_5025 = l_5021 | l_5024;
let l_5026 = bitcast<f64>(l_5025);
l_mut_2983 = l_5026;
} else {
let l_5027 = bitcast<u32>(l_4996);
let l_5028 = l_5027 + u32(1);
l_mut_4278 = l_5028;
let l_5029 = l_5027 & u32(2147483647);
let l_5030 = l_5029 == u32(0);
if l_5030 {
l_mut_4278 = u32(1);
} else {
let l_5031 = l_5027 & u32(2147483648);
let l_5032 = l_5031 != u32(0);
if l_5032 {
let l_5033 = l_5027 - u32(1);
l_mut_4278 = l_5033;
} else {
let l_5034 = l_5027 == u32(2139095040);
if l_5034 {
l_mut_4278 = l_5027;
}
}
}
let l_5035 = bitcast<f32>(l_mut_4278);
let l_5036 = bitcast<u32>(l_5035);
let l_5037 = l_5036 & u32(2147483647);
let l_5038 = bitcast<f32>(l_5037);
let l_5039 = f64(l_5038);
l_mut_2729 = l_5039;
let l_5040 = l_5037 < u32(8388608);
if l_5040 {
let l_5041 = f64(l_5037);
let l_5042 = l_5041 * f64(1.401298464324817e-45);
l_mut_2729 = l_5042;
}
let l_5043 = bitcast<u64>(l_mut_2729);
let l_5044 = l_5036 >> u32(31);
let l_5045 = u64(l_5044);
let l_5046 = l_5045 << u32(bitcast<u64>(u64(63)));
let l_5047 = l_5043 | l_5046;
let l_5048 = bitcast<f64>(l_5047);
let l_5049 = l_5048 <= l_4990;
if l_5049 {
let l_5050 = bitcast<u32>(l_4996);
let l_5051 = l_5050 + u32(1);
l_mut_4278 = l_5051;
let l_5052 = l_5050 & u32(2147483647);
let l_5053 = l_5052 == u32(0);
if l_5053 {
l_mut_4278 = u32(1);
} else {
let l_5054 = l_5050 & u32(2147483648);
let l_5055 = l_5054 != u32(0);
if l_5055 {
let l_5056 = l_5050 - u32(1);
l_mut_4278 = l_5056;
} else {
let l_5057 = l_5050 == u32(2139095040);
if l_5057 {
l_mut_4278 = l_5050;
}
}
}
let l_5058 = bitcast<f32>(l_mut_4278);
let l_5059 = bitcast<u32>(l_5058);
let l_5060 = l_5059 & u32(2147483647);
let l_5061 = bitcast<f32>(l_5060);
let l_5062 = f64(l_5061);
l_mut_2729 = l_5062;
let l_5063 = l_5060 < u32(8388608);
if l_5063 {
let l_5064 = f64(l_5060);
let l_5065 = l_5064 * f64(1.401298464324817e-45);
l_mut_2729 = l_5065;
}
let l_5066 = bitcast<u64>(l_mut_2729);
let l_5067 = l_5059 >> u32(31);
let l_5068 = u64(l_5067);
let l_5069 = l_5068 << u32(bitcast<u64>(u64(63)));
let l_5070 = l_5066 | l_5069;
let l_5071 = bitcast<f64>(l_5070);
l_mut_2983 = l_5071;
}
}
}
l_mut_2729 = l_mut_2983;
let l_5072 = l_mut_2983 > f64(1000.0);
if l_5072 {
let l_5073 = bitcast<u64>(l_mut_2983);
let l_5074 = l_5073 | u64(9218868437227405312);
let l_5075 = l_5074 & bitcast<u64>(i64(-4503599627370496));
let l_5076 = bitcast<f64>(l_5075);
l_mut_2729 = l_5076;
} else {
let l_5077 = l_mut_2983 < f64(-1000.0);
if l_5077 {
l_mut_2729 = f64(0.0);
} else {
let l_5078 = is_nan_1_f64(l_mut_2983);let l_5079 = !l_5078;
if l_5079 {
let l_5080 = l_mut_2983 + f64(0.5);
let l_5081 = floor(l_5080);
let l_5082 = l_mut_2983 - l_5081;
let l_5083 = l_5082 * f64(0.6931471824645996);
let l_5084 = l_5082 * f64(-1.904654299957768e-9);
let l_5085 = l_5083 + l_5084;
l_mut_2983 = l_5085;
let l_5086 = is_nan_1_f64(l_5085);if l_5086 {
} else {
let l_5087 = l_5085 < f64(-700.0);
if l_5087 {
l_mut_2983 = f64(0.0);
} else {
let l_5088 = l_5085 > f64(700.0);
if l_5088 {
let l_5089 = bitcast<u64>(l_5085);
let l_5090 = l_5089 | u64(9218868437227405312);
let l_5091 = l_5090 & bitcast<u64>(i64(-4503599627370496));
let l_5092 = bitcast<f64>(l_5091);
l_mut_2983 = l_5092;
} else {
let l_5093 = l_5085 * f64(1.4426950408889634);
let l_5094 = l_5093 + f64(0.5);
let l_5095 = floor(l_5094);
let l_5096 = l_5095 * f64(0.6931471824645996);
let l_5097 = l_5083 - l_5096;
let l_5098 = l_5097 * l_4;
let l_5099 = l_5095 * f64(-1.904654299957768e-9);
let l_5100 = l_5084 - l_5099;
let l_5101 = l_5098 + l_5100;
let l_5102 = l_5101 * f64(7.647163731819816e-13);
let l_5103 = l_5102 + f64(1.1470745597729725e-11);
l_mut_2473 = l_5103;
let l_5104 = l_mut_2473 * l_5101;
let l_5105 = l_5104 + f64(1.6059043836821613e-10);
l_mut_2473 = l_5105;
let l_5106 = l_mut_2473 * l_5101;
let l_5107 = l_5106 + f64(2.08767569878681e-9);
l_mut_2473 = l_5107;
let l_5108 = l_mut_2473 * l_5101;
let l_5109 = l_5108 + f64(2.505210838544172e-8);
l_mut_2473 = l_5109;
let l_5110 = l_mut_2473 * l_5101;
let l_5111 = l_5110 + f64(2.755731922398589e-7);
l_mut_2473 = l_5111;
let l_5112 = l_mut_2473 * l_5101;
let l_5113 = l_5112 + f64(2.7557319223985893e-6);
l_mut_2473 = l_5113;
let l_5114 = l_mut_2473 * l_5101;
let l_5115 = l_5114 + f64(2.48015873015873e-5);
l_mut_2473 = l_5115;
let l_5116 = l_mut_2473 * l_5101;
let l_5117 = l_5116 + f64(0.0001984126984126984);
l_mut_2473 = l_5117;
let l_5118 = l_mut_2473 * l_5101;
let l_5119 = l_5118 + f64(0.001388888888888889);
l_mut_2473 = l_5119;
let l_5120 = l_mut_2473 * l_5101;
let l_5121 = l_5120 + f64(0.008333333333333333);
l_mut_2473 = l_5121;
let l_5122 = l_mut_2473 * l_5101;
let l_5123 = l_5122 + f64(0.041666666666666664);
l_mut_2473 = l_5123;
let l_5124 = l_mut_2473 * l_5101;
let l_5125 = l_5124 + f64(0.16666666666666666);
l_mut_2473 = l_5125;
let l_5126 = l_mut_2473 * l_5101;
let l_5127 = l_5126 + f64(0.5);
l_mut_2473 = l_5127;
let l_5128 = l_5101 * l_5101;
let l_5129 = l_5128 * l_mut_2473;
let l_5130 = l_5101 + l_5129;
let l_5131 = f64(1.0) + l_5130;
let l_5132 = i32(l_5095);
let l_5133 = l_5132 + i32(1023);
let l_5134 = u64(l_5133);
let l_5135 = l_5134 << u32(bitcast<u64>(u64(52)));
let l_5136 = bitcast<f64>(l_5135);
let l_5137 = l_5131 * l_5136;
l_mut_2983 = l_5137;
}
}
}
let l_5138 = i32(l_5081);
let l_5139 = l_5138 + i32(1023);
let l_5140 = u64(l_5139);
let l_5141 = l_5140 << u32(bitcast<u64>(u64(52)));
let l_5142 = bitcast<f64>(l_5141);
let l_5143 = l_mut_2983 * l_5142;
l_mut_2729 = l_5143;
}
}
}
let l_5144 = a_4973[u32(1)];
let l_5145 = -l_5144;
let l_5146 = l_5145 * f64(7.1362384635298e44);
let l_5147 = floor(l_5146);
let l_5148 = l_5147 * f64(1.401298464324817e-45);
l_mut_2983 = l_5148;
let l_5149 = abs(l_5145);
let l_5150 = l_5149 >= f64(1.1754943508222875e-38);
if l_5150 {
let l_5151 = f32(l_5145);
let l_5152 = f64(l_5151);
l_mut_2983 = l_5152;
let l_5153 = l_mut_2983 > l_5145;
if l_5153 {
let l_5154 = bitcast<u32>(l_5151);
let l_5155 = l_5154 ^ u32(2147483648);
let l_5156 = bitcast<f32>(l_5155);
let l_5157 = bitcast<u32>(l_5156);
let l_5158 = l_5157 + u32(1);
l_mut_4278 = l_5158;
let l_5159 = l_5157 & u32(2147483647);
let l_5160 = l_5159 == u32(0);
if l_5160 {
l_mut_4278 = u32(1);
} else {
let l_5161 = l_5157 & u32(2147483648);
let l_5162 = l_5161 != u32(0);
if l_5162 {
let l_5163 = l_5157 - u32(1);
l_mut_4278 = l_5163;
} else {
let l_5164 = l_5157 == u32(2139095040);
if l_5164 {
l_mut_4278 = l_5157;
}
}
}
let l_5165 = bitcast<f32>(l_mut_4278);
let l_5166 = bitcast<u32>(l_5165);
let l_5167 = l_5166 ^ u32(2147483648);
let l_5168 = bitcast<f32>(l_5167);
let l_5169 = bitcast<u32>(l_5168);
let l_5170 = l_5169 & u32(2147483647);
let l_5171 = bitcast<f32>(l_5170);
let l_5172 = f64(l_5171);
l_mut_2473 = l_5172;
let l_5173 = l_5170 < u32(8388608);
if l_5173 {
let l_5174 = f64(l_5170);
let l_5175 = l_5174 * f64(1.401298464324817e-45);
l_mut_2473 = l_5175;
}
let l_5176 = bitcast<u64>(l_mut_2473);
let l_5177 = l_5169 >> u32(31);
let l_5178 = u64(l_5177);
let l_5179 = l_5178 << u32(bitcast<u64>(u64(63)));
let l_5180 = l_5176 | l_5179;
let l_5181 = bitcast<f64>(l_5180);
l_mut_2983 = l_5181;
} else {
let l_5182 = bitcast<u32>(l_5151);
let l_5183 = l_5182 + u32(1);
l_mut_4278 = l_5183;
let l_5184 = l_5182 & u32(2147483647);
let l_5185 = l_5184 == u32(0);
if l_5185 {
l_mut_4278 = u32(1);
} else {
let l_5186 = l_5182 & u32(2147483648);
let l_5187 = l_5186 != u32(0);
if l_5187 {
let l_5188 = l_5182 - u32(1);
l_mut_4278 = l_5188;
} else {
let l_5189 = l_5182 == u32(2139095040);
if l_5189 {
l_mut_4278 = l_5182;
}
}
}
let l_5190 = bitcast<f32>(l_mut_4278);
let l_5191 = bitcast<u32>(l_5190);
let l_5192 = l_5191 & u32(2147483647);
let l_5193 = bitcast<f32>(l_5192);
let l_5194 = f64(l_5193);
l_mut_2473 = l_5194;
let l_5195 = l_5192 < u32(8388608);
if l_5195 {
let l_5196 = f64(l_5192);
let l_5197 = l_5196 * f64(1.401298464324817e-45);
l_mut_2473 = l_5197;
}
let l_5198 = bitcast<u64>(l_mut_2473);
let l_5199 = l_5191 >> u32(31);
let l_5200 = u64(l_5199);
let l_5201 = l_5200 << u32(bitcast<u64>(u64(63)));
let l_5202 = l_5198 | l_5201;
let l_5203 = bitcast<f64>(l_5202);
let l_5204 = l_5203 <= l_5145;
if l_5204 {
let l_5205 = bitcast<u32>(l_5151);
let l_5206 = l_5205 + u32(1);
l_mut_4278 = l_5206;
let l_5207 = l_5205 & u32(2147483647);
let l_5208 = l_5207 == u32(0);
if l_5208 {
l_mut_4278 = u32(1);
} else {
let l_5209 = l_5205 & u32(2147483648);
let l_5210 = l_5209 != u32(0);
if l_5210 {
let l_5211 = l_5205 - u32(1);
l_mut_4278 = l_5211;
} else {
let l_5212 = l_5205 == u32(2139095040);
if l_5212 {
l_mut_4278 = l_5205;
}
}
}
let l_5213 = bitcast<f32>(l_mut_4278);
let l_5214 = bitcast<u32>(l_5213);
let l_5215 = l_5214 & u32(2147483647);
let l_5216 = bitcast<f32>(l_5215);
let l_5217 = f64(l_5216);
l_mut_2473 = l_5217;
let l_5218 = l_5215 < u32(8388608);
if l_5218 {
let l_5219 = f64(l_5215);
let l_5220 = l_5219 * f64(1.401298464324817e-45);
l_mut_2473 = l_5220;
}
let l_5221 = bitcast<u64>(l_mut_2473);
let l_5222 = l_5214 >> u32(31);
let l_5223 = u64(l_5222);
let l_5224 = l_5223 << u32(bitcast<u64>(u64(63)));
let l_5225 = l_5221 | l_5224;
let l_5226 = bitcast<f64>(l_5225);
l_mut_2983 = l_5226;
}
}
}
let l_5227 = -l_mut_2983;
l_mut_2983 = l_5227;
let l_5228 = l_5227 > f64(1000.0);
if l_5228 {
let l_5229 = bitcast<u64>(l_5227);
let l_5230 = l_5229 | u64(9218868437227405312);
let l_5231 = l_5230 & bitcast<u64>(i64(-4503599627370496));
let l_5232 = bitcast<f64>(l_5231);
l_mut_2983 = l_5232;
} else {
let l_5233 = l_5227 < f64(-1000.0);
if l_5233 {
l_mut_2983 = f64(0.0);
} else {
let l_5234 = is_nan_1_f64(l_5227);let l_5235 = !l_5234;
if l_5235 {
let l_5236 = l_5227 + f64(0.5);
let l_5237 = floor(l_5236);
let l_5238 = l_5227 - l_5237;
let l_5239 = l_5238 * f64(0.6931471824645996);
let l_5240 = l_5238 * f64(-1.904654299957768e-9);
let l_5241 = l_5239 + l_5240;
l_mut_2473 = l_5241;
let l_5242 = is_nan_1_f64(l_5241);if l_5242 {
} else {
let l_5243 = l_5241 < f64(-700.0);
if l_5243 {
l_mut_2473 = f64(0.0);
} else {
let l_5244 = l_5241 > f64(700.0);
if l_5244 {
let l_5245 = bitcast<u64>(l_5241);
let l_5246 = l_5245 | u64(9218868437227405312);
let l_5247 = l_5246 & bitcast<u64>(i64(-4503599627370496));
let l_5248 = bitcast<f64>(l_5247);
l_mut_2473 = l_5248;
} else {
let l_5249 = l_5241 * f64(1.4426950408889634);
let l_5250 = l_5249 + f64(0.5);
let l_5251 = floor(l_5250);
let l_5252 = l_5251 * f64(0.6931471824645996);
let l_5253 = l_5239 - l_5252;
let l_5254 = l_5253 * l_4;
let l_5255 = l_5251 * f64(-1.904654299957768e-9);
let l_5256 = l_5240 - l_5255;
let l_5257 = l_5254 + l_5256;
let l_5258 = l_5257 * f64(7.647163731819816e-13);
let l_5259 = l_5258 + f64(1.1470745597729725e-11);
l_mut_2219 = l_5259;
let l_5260 = l_mut_2219 * l_5257;
let l_5261 = l_5260 + f64(1.6059043836821613e-10);
l_mut_2219 = l_5261;
let l_5262 = l_mut_2219 * l_5257;
let l_5263 = l_5262 + f64(2.08767569878681e-9);
l_mut_2219 = l_5263;
let l_5264 = l_mut_2219 * l_5257;
let l_5265 = l_5264 + f64(2.505210838544172e-8);
l_mut_2219 = l_5265;
let l_5266 = l_mut_2219 * l_5257;
let l_5267 = l_5266 + f64(2.755731922398589e-7);
l_mut_2219 = l_5267;
let l_5268 = l_mut_2219 * l_5257;
let l_5269 = l_5268 + f64(2.7557319223985893e-6);
l_mut_2219 = l_5269;
let l_5270 = l_mut_2219 * l_5257;
let l_5271 = l_5270 + f64(2.48015873015873e-5);
l_mut_2219 = l_5271;
let l_5272 = l_mut_2219 * l_5257;
let l_5273 = l_5272 + f64(0.0001984126984126984);
l_mut_2219 = l_5273;
let l_5274 = l_mut_2219 * l_5257;
let l_5275 = l_5274 + f64(0.001388888888888889);
l_mut_2219 = l_5275;
let l_5276 = l_mut_2219 * l_5257;
let l_5277 = l_5276 + f64(0.008333333333333333);
l_mut_2219 = l_5277;
let l_5278 = l_mut_2219 * l_5257;
let l_5279 = l_5278 + f64(0.041666666666666664);
l_mut_2219 = l_5279;
let l_5280 = l_mut_2219 * l_5257;
let l_5281 = l_5280 + f64(0.16666666666666666);
l_mut_2219 = l_5281;
let l_5282 = l_mut_2219 * l_5257;
let l_5283 = l_5282 + f64(0.5);
l_mut_2219 = l_5283;
let l_5284 = l_5257 * l_5257;
let l_5285 = l_5284 * l_mut_2219;
let l_5286 = l_5257 + l_5285;
let l_5287 = f64(1.0) + l_5286;
let l_5288 = i32(l_5251);
let l_5289 = l_5288 + i32(1023);
let l_5290 = u64(l_5289);
let l_5291 = l_5290 << u32(bitcast<u64>(u64(52)));
let l_5292 = bitcast<f64>(l_5291);
let l_5293 = l_5287 * l_5292;
l_mut_2473 = l_5293;
}
}
}
let l_5294 = i32(l_5237);
let l_5295 = l_5294 + i32(1023);
let l_5296 = u64(l_5295);
let l_5297 = l_5296 << u32(bitcast<u64>(u64(52)));
let l_5298 = bitcast<f64>(l_5297);
let l_5299 = l_mut_2473 * l_5298;
l_mut_2983 = l_5299;
}
}
}
let l_5300 = l_mut_2729 * f64(1.4551915228366852e-11);
let l_5301 = l_mut_2983 * f64(1.4551915228366852e-11);
l_mut_4278 = u32(2);
let l_5302 = l_mut_2729 - l_5300;
let l_5303 = abs(l_5302);
l_mut_2473 = f64(1.401298464324817e-45);
let l_5304 = l_5303 >= f64(1.1754943508222875e-38);
let l_5305 = l_5303 <= f64(1.7976931348623157e308);
let l_5306 = l_5304 && l_5305;
if l_5306 {
let l_5307 = bitcast<u64>(l_5303);
let l_5308 = l_5307 >> u32(bitcast<u64>(u64(52)));
let l_5309 = l_5308 - u64(23);
let l_5310 = l_5309 << u32(bitcast<u64>(u64(52)));
let l_5311 = bitcast<f64>(l_5310);
l_mut_2473 = l_5311;
}
let l_5312 = l_mut_2729 + l_5300;
let l_5313 = abs(l_5312);
l_mut_2219 = f64(1.401298464324817e-45);
let l_5314 = l_5313 >= f64(1.1754943508222875e-38);
let l_5315 = l_5313 <= f64(1.7976931348623157e308);
let l_5316 = l_5314 && l_5315;
if l_5316 {
let l_5317 = bitcast<u64>(l_5313);
let l_5318 = l_5317 >> u32(bitcast<u64>(u64(52)));
let l_5319 = l_5318 - u64(23);
let l_5320 = l_5319 << u32(bitcast<u64>(u64(52)));
let l_5321 = bitcast<f64>(l_5320);
l_mut_2219 = l_5321;
}
let l_5322 = l_mut_2473 == l_mut_2219;
let l_5323 = l_mut_2983 - l_5301;
let l_5324 = abs(l_5323);
l_mut_2473 = f64(1.401298464324817e-45);
let l_5325 = l_5324 >= f64(1.1754943508222875e-38);
let l_5326 = l_5324 <= f64(1.7976931348623157e308);
let l_5327 = l_5325 && l_5326;
if l_5327 {
let l_5328 = bitcast<u64>(l_5324);
let l_5329 = l_5328 >> u32(bitcast<u64>(u64(52)));
let l_5330 = l_5329 - u64(23);
let l_5331 = l_5330 << u32(bitcast<u64>(u64(52)));
let l_5332 = bitcast<f64>(l_5331);
l_mut_2473 = l_5332;
}
let l_5333 = l_mut_2983 + l_5301;
let l_5334 = abs(l_5333);
l_mut_2219 = f64(1.401298464324817e-45);
let l_5335 = l_5334 >= f64(1.1754943508222875e-38);
let l_5336 = l_5334 <= f64(1.7976931348623157e308);
let l_5337 = l_5335 && l_5336;
if l_5337 {
let l_5338 = bitcast<u64>(l_5334);
let l_5339 = l_5338 >> u32(bitcast<u64>(u64(52)));
let l_5340 = l_5339 - u64(23);
let l_5341 = l_5340 << u32(bitcast<u64>(u64(52)));
let l_5342 = bitcast<f64>(l_5341);
l_mut_2219 = l_5342;
}
let l_5343 = l_mut_2473 == l_mut_2219;
let l_5344 = l_5322 && l_5343;
if l_5344 {
let l_5345 = l_19 * l_mut_2729;
let l_5346 = abs(l_mut_2729);
l_mut_2473 = f64(1.401298464324817e-45);
let l_5347 = l_5346 >= f64(1.1754943508222875e-38);
let l_5348 = l_5346 <= f64(1.7976931348623157e308);
let l_5349 = l_5347 && l_5348;
if l_5349 {
let l_5350 = bitcast<u64>(l_5346);
let l_5351 = l_5350 >> u32(bitcast<u64>(u64(52)));
let l_5352 = l_5351 - u64(23);
let l_5353 = l_5352 << u32(bitcast<u64>(u64(52)));
let l_5354 = bitcast<f64>(l_5353);
l_mut_2473 = l_5354;
}
let l_5355 = f64(0.5) * l_mut_2473;
l_mut_2473 = l_5345;
let l_5356 = l_5355 > l_5345;
if l_5356 {
l_mut_2473 = l_5355;
}
let l_5357 = l_19 * l_mut_2983;
let l_5358 = abs(l_mut_2983);
l_mut_2219 = f64(1.401298464324817e-45);
let l_5359 = l_5358 >= f64(1.1754943508222875e-38);
let l_5360 = l_5358 <= f64(1.7976931348623157e308);
let l_5361 = l_5359 && l_5360;
if l_5361 {
let l_5362 = bitcast<u64>(l_5358);
let l_5363 = l_5362 >> u32(bitcast<u64>(u64(52)));
let l_5364 = l_5363 - u64(23);
let l_5365 = l_5364 << u32(bitcast<u64>(u64(52)));
let l_5366 = bitcast<f64>(l_5365);
l_mut_2219 = l_5366;
}
let l_5367 = f64(0.5) * l_mut_2219;
l_mut_2219 = l_5357;
let l_5368 = l_5367 > l_5357;
if l_5368 {
l_mut_2219 = l_5367;
}
let l_5369 = l_mut_2729 - l_mut_2473;
let l_5370 = l_mut_2983 + l_mut_2219;
let l_5371 = bitcast<u32>(l_15);
let l_5372 = l_5371 & u32(2147483647);
let l_5373 = bitcast<f32>(l_5372);
let l_5374 = f64(l_5373);
l_mut_2983 = l_5374;
let l_5375 = l_5372 < u32(8388608);
if l_5375 {
let l_5376 = f64(l_5372);
let l_5377 = l_5376 * f64(1.401298464324817e-45);
l_mut_2983 = l_5377;
}
let l_5378 = bitcast<u64>(l_mut_2983);
let l_5379 = l_5371 >> u32(31);
let l_5380 = u64(l_5379);
let l_5381 = l_5380 << u32(bitcast<u64>(u64(63)));
let l_5382 = l_5378 | l_5381;
let l_5383 = bitcast<f64>(l_5382);
let l_5384 = bitcast<u32>(l_15);
let l_5385 = l_5384 + u32(1);
l_mut_3235 = l_5385;
let l_5386 = l_5384 & u32(2147483647);
let l_5387 = l_5386 == u32(0);
if l_5387 {
l_mut_3235 = u32(1);
} else {
let l_5388 = l_5384 & u32(2147483648);
let l_5389 = l_5388 != u32(0);
if l_5389 {
let l_5390 = l_5384 - u32(1);
l_mut_3235 = l_5390;
} else {
let l_5391 = l_5384 == u32(2139095040);
if l_5391 {
l_mut_3235 = l_5384;
}
}
}
let l_5392 = bitcast<f32>(l_mut_3235);
let l_5393 = bitcast<u32>(l_5392);
let l_5394 = l_5393 & u32(2147483647);
let l_5395 = bitcast<f32>(l_5394);
let l_5396 = f64(l_5395);
l_mut_2983 = l_5396;
let l_5397 = l_5394 < u32(8388608);
if l_5397 {
let l_5398 = f64(l_5394);
let l_5399 = l_5398 * f64(1.401298464324817e-45);
l_mut_2983 = l_5399;
}
let l_5400 = bitcast<u64>(l_mut_2983);
let l_5401 = l_5393 >> u32(31);
let l_5402 = u64(l_5401);
let l_5403 = l_5402 << u32(bitcast<u64>(u64(63)));
let l_5404 = l_5400 | l_5403;
let l_5405 = bitcast<f64>(l_5404);
let l_5406 = bitcast<u32>(l_15);
let l_5407 = l_5406 ^ u32(2147483648);
let l_5408 = bitcast<f32>(l_5407);
let l_5409 = bitcast<u32>(l_5408);
let l_5410 = l_5409 + u32(1);
l_mut_3235 = l_5410;
let l_5411 = l_5409 & u32(2147483647);
let l_5412 = l_5411 == u32(0);
if l_5412 {
l_mut_3235 = u32(1);
} else {
let l_5413 = l_5409 & u32(2147483648);
let l_5414 = l_5413 != u32(0);
if l_5414 {
let l_5415 = l_5409 - u32(1);
l_mut_3235 = l_5415;
} else {
let l_5416 = l_5409 == u32(2139095040);
if l_5416 {
l_mut_3235 = l_5409;
}
}
}
let l_5417 = bitcast<f32>(l_mut_3235);
let l_5418 = bitcast<u32>(l_5417);
let l_5419 = l_5418 ^ u32(2147483648);
let l_5420 = bitcast<f32>(l_5419);
let l_5421 = bitcast<u32>(l_5420);
let l_5422 = l_5421 & u32(2147483647);
let l_5423 = bitcast<f32>(l_5422);
let l_5424 = f64(l_5423);
l_mut_2983 = l_5424;
let l_5425 = l_5422 < u32(8388608);
if l_5425 {
let l_5426 = f64(l_5422);
let l_5427 = l_5426 * f64(1.401298464324817e-45);
l_mut_2983 = l_5427;
}
let l_5428 = bitcast<u64>(l_mut_2983);
let l_5429 = l_5421 >> u32(31);
let l_5430 = u64(l_5429);
let l_5431 = l_5430 << u32(bitcast<u64>(u64(63)));
let l_5432 = l_5428 | l_5431;
let l_5433 = bitcast<f64>(l_5432);
let l_5434 = l_5369 + l_5300;
let l_5435 = l_5434 <= l_5383;
l_mut_149 = l_5435;
let l_5436 = l_5369 - l_5300;
let l_5437 = l_5436 > l_5383;
l_mut_146 = l_5437;
let l_5438 = l_5370 - l_5301;
let l_5439 = l_5438 >= l_5383;
l_mut_143 = l_5439;
let l_5440 = l_5370 + l_5301;
let l_5441 = l_5440 < l_5383;
l_mut_140 = l_5441;
l_mut_3235 = u32(2);
let l_5442 = l_mut_146 || l_mut_140;
if l_5442 {
l_mut_3235 = u32(1);
} else {
let l_5443 = l_mut_149 && l_mut_143;
if l_5443 {
l_mut_3235 = u32(0);
}
}
let l_5444 = bitcast<u32>(l_15);
let l_5445 = l_5444 & u32(2147483647);
let l_5446 = l_5445 == u32(0);
if l_5446 {
let l_5447 = l_5369 + l_5300;
let l_5448 = l_5447 < f64(1.1754943508222875e-38);
let l_5449 = l_5370 - l_5301;
let l_5450 = l_5449 > f64(-1.1754943508222875e-38);
let l_5451 = l_5448 && l_5450;
let l_5452 = l_5369 - l_5300;
let l_5453 = l_5452 < f64(1.1754943508222875e-38);
let l_5454 = l_5370 + l_5301;
let l_5455 = l_5454 > f64(-1.1754943508222875e-38);
let l_5456 = l_5453 && l_5455;
if l_5451 {
l_mut_3235 = u32(0);
} else {
let l_5457 = l_mut_3235 == u32(1);
let l_5458 = l_5456 && l_5457;
if l_5458 {
l_mut_3235 = u32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
l_mut_30 = l_mut_4278;
} else {
let l_5459 = l_9 == u32(14);
if l_5459 {
l_mut_30 = u32(0);
let l_5460 = l_26 > f64(0.0);
if l_5460 {
let l_5461 = f32(l_26);
let l_5462 = bitcast<u32>(l_5461);
let l_5463 = l_5462 & u32(2147483647);
let l_5464 = bitcast<f32>(l_5463);
let l_5465 = f64(l_5464);
l_mut_2983 = l_5465;
let l_5466 = l_5463 < u32(8388608);
if l_5466 {
let l_5467 = f64(l_5463);
let l_5468 = l_5467 * f64(1.401298464324817e-45);
l_mut_2983 = l_5468;
}
let l_5469 = bitcast<u64>(l_mut_2983);
let l_5470 = l_5462 >> u32(31);
let l_5471 = u64(l_5470);
let l_5472 = l_5471 << u32(bitcast<u64>(u64(63)));
let l_5473 = l_5469 | l_5472;
let l_5474 = bitcast<f64>(l_5473);
l_mut_2983 = l_5474;
let l_5475 = l_5474 < f64(0.0);
if l_5475 {
let l_5476 = bitcast<u64>(l_5474);
let l_5477 = l_5476 | u64(9221120237041090560);
let l_5478 = bitcast<f64>(l_5477);
l_mut_2983 = l_5478;
} else {
let l_5479 = l_5474 == f64(0.0);
if l_5479 {
let l_5480 = abs(l_5474);
let l_5481 = bitcast<u64>(l_5480);
let l_5482 = l_5481 | u64(9218868437227405312);
let l_5483 = l_5482 & bitcast<u64>(i64(-4503599627370496));
let l_5484 = bitcast<f64>(l_5483);
let l_5485 = -l_5484;
l_mut_2983 = l_5485;
} else {
let l_5486 = bitcast<u32>(l_5461);
let l_5487 = l_5486 < u32(2139095040);
if l_5487 {
let l_5488 = bitcast<u64>(l_5474);
let l_5489 = l_5488 >> u32(bitcast<u64>(u64(52)));
let l_5490 = l_5489 & u64(2047);
let l_5491 = i32(bitcast<i64>(l_5490));
let l_5492 = l_5491 - i32(1023);
l_mut_5493 = l_5492;
let l_5494 = l_5488 & u64(4503599627370495);
let l_5495 = l_5494 | u64(4607182418800017408);
let l_5496 = bitcast<f64>(l_5495);
l_mut_2729 = l_5496;
let l_5497 = l_mut_2729 > f64(1.4142135623730951);
if l_5497 {
l_mut_2729 = l_mut_2729 * f64(0.5);
l_mut_5493 = l_mut_5493 + i32(1);
}
let l_5498 = l_mut_2729 - f64(1.0);
let l_5499 = f64(2.0) + l_5498;
let l_5500 = l_5498 / l_5499;
let l_5501 = l_5500 * l_5500;
let l_5502 = l_5501 * f64(0.04);
let l_5503 = l_5502 + f64(0.043478260869565216);
l_mut_2729 = l_5503;
let l_5504 = l_mut_2729 * l_5501;
let l_5505 = l_5504 + f64(0.047619047619047616);
l_mut_2729 = l_5505;
let l_5506 = l_mut_2729 * l_5501;
let l_5507 = l_5506 + f64(0.05263157894736842);
l_mut_2729 = l_5507;
let l_5508 = l_mut_2729 * l_5501;
let l_5509 = l_5508 + f64(0.058823529411764705);
l_mut_2729 = l_5509;
let l_5510 = l_mut_2729 * l_5501;
let l_5511 = l_5510 + f64(0.06666666666666667);
l_mut_2729 = l_5511;
let l_5512 = l_mut_2729 * l_5501;
let l_5513 = l_5512 + f64(0.07692307692307693);
l_mut_2729 = l_5513;
let l_5514 = l_mut_2729 * l_5501;
let l_5515 = l_5514 + f64(0.09090909090909091);
l_mut_2729 = l_5515;
let l_5516 = l_mut_2729 * l_5501;
let l_5517 = l_5516 + f64(0.1111111111111111);
l_mut_2729 = l_5517;
let l_5518 = l_mut_2729 * l_5501;
let l_5519 = l_5518 + f64(0.14285714285714285);
l_mut_2729 = l_5519;
let l_5520 = l_mut_2729 * l_5501;
let l_5521 = l_5520 + f64(0.2);
l_mut_2729 = l_5521;
let l_5522 = l_mut_2729 * l_5501;
let l_5523 = l_5522 + f64(0.3333333333333333);
l_mut_2729 = l_5523;
let l_5524 = f64(2.0) * l_5500;
let l_5525 = f64(2.0) * l_5500;
let l_5526 = l_5525 * l_5501;
let l_5527 = l_5526 * l_mut_2729;
let l_5528 = l_5524 + l_5527;
let l_5529 = f64(l_mut_5493);
let l_5530 = l_5529 * f64(0.6931471824645996);
let l_5531 = l_5529 * f64(-1.904654299957768e-9);
let l_5532 = l_5531 + l_5528;
let l_5533 = l_5530 + l_5532;
l_mut_2983 = l_5533;
}
}
}
let l_5534 = l_mut_2983 / f64(0.6931471805599453);
let l_5535 = abs(l_5534);
let l_5536 = l_19 * l_5535;
l_mut_2983 = l_5536;
let l_5537 = l_26 >= f64(0.5);
let l_5538 = l_26 <= f64(2.0);
let l_5539 = l_5537 && l_5538;
if l_5539 {
l_mut_2983 = l_19;
}
let l_5540 = abs(l_5534);
let l_5541 = l_5540 * f64(1.4551915228366852e-11);
let l_5542 = f64(1.0) + l_19;
let l_5543 = l_5541 * l_5542;
let l_5544 = l_5534 - l_mut_2983;
let l_5545 = l_5534 + l_mut_2983;
let l_5547 = l_5544 * l_22;
let l_5548 = l_5544 * l_25;
let l_5549 = l_5545 * l_22;
let l_5550 = l_5545 * l_25;
a_5546[u32(0)] = l_5547;
a_5546[u32(1)] = l_5547;
let l_5551 = a_5546[u32(0)];
let l_5552 = l_5548 < l_5551;
if l_5552 {
a_5546[u32(0)] = l_5548;
}
let l_5553 = a_5546[u32(0)];
let l_5554 = l_5549 < l_5553;
if l_5554 {
a_5546[u32(0)] = l_5549;
}
let l_5555 = a_5546[u32(0)];
let l_5556 = l_5550 < l_5555;
if l_5556 {
a_5546[u32(0)] = l_5550;
}
let l_5557 = a_5546[u32(1)];
let l_5558 = l_5548 > l_5557;
if l_5558 {
a_5546[u32(1)] = l_5548;
}
let l_5559 = a_5546[u32(1)];
let l_5560 = l_5549 > l_5559;
if l_5560 {
a_5546[u32(1)] = l_5549;
}
let l_5561 = a_5546[u32(1)];
let l_5562 = l_5550 > l_5561;
if l_5562 {
a_5546[u32(1)] = l_5550;
}
let l_5563 = l_5543 * l_25;
l_mut_4278 = u32(2);
let l_5564 = a_5546[u32(0)];
let l_5565 = l_5564 - l_5563;
let l_5566 = l_5565 * f64(7.1362384635298e44);
let l_5567 = floor(l_5566);
let l_5568 = l_5567 * f64(1.401298464324817e-45);
l_mut_2983 = l_5568;
let l_5569 = abs(l_5565);
let l_5570 = l_5569 >= f64(1.1754943508222875e-38);
if l_5570 {
let l_5571 = f32(l_5565);
let l_5572 = f64(l_5571);
l_mut_2983 = l_5572;
let l_5573 = l_mut_2983 > l_5565;
if l_5573 {
let l_5574 = bitcast<u32>(l_5571);
let l_5575 = l_5574 ^ u32(2147483648);
let l_5576 = bitcast<f32>(l_5575);
let l_5577 = bitcast<u32>(l_5576);
let l_5578 = l_5577 + u32(1);
l_mut_3235 = l_5578;
let l_5579 = l_5577 & u32(2147483647);
let l_5580 = l_5579 == u32(0);
if l_5580 {
l_mut_3235 = u32(1);
} else {
let l_5581 = l_5577 & u32(2147483648);
let l_5582 = l_5581 != u32(0);
if l_5582 {
let l_5583 = l_5577 - u32(1);
l_mut_3235 = l_5583;
} else {
let l_5584 = l_5577 == u32(2139095040);
if l_5584 {
l_mut_3235 = l_5577;
}
}
}
let l_5585 = bitcast<f32>(l_mut_3235);
let l_5586 = bitcast<u32>(l_5585);
let l_5587 = l_5586 ^ u32(2147483648);
let l_5588 = bitcast<f32>(l_5587);
let l_5589 = bitcast<u32>(l_5588);
let l_5590 = l_5589 & u32(2147483647);
let l_5591 = bitcast<f32>(l_5590);
let l_5592 = f64(l_5591);
l_mut_2729 = l_5592;
let l_5593 = l_5590 < u32(8388608);
if l_5593 {
let l_5594 = f64(l_5590);
let l_5595 = l_5594 * f64(1.401298464324817e-45);
l_mut_2729 = l_5595;
}
let l_5596 = bitcast<u64>(l_mut_2729);
let l_5597 = l_5589 >> u32(31);
let l_5598 = u64(l_5597);
let l_5599 = l_5598 << u32(bitcast<u64>(u64(63)));
let l_5600 = l_5596 | l_5599;
let l_5601 = bitcast<f64>(l_5600);
l_mut_2983 = l_5601;
} else {
let l_5602 = bitcast<u32>(l_5571);
let l_5603 = l_5602 + u32(1);
l_mut_3235 = l_5603;
let l_5604 = l_5602 & u32(2147483647);
let l_5605 = l_5604 == u32(0);
if l_5605 {
l_mut_3235 = u32(1);
} else {
let l_5606 = l_5602 & u32(2147483648);
let l_5607 = l_5606 != u32(0);
if l_5607 {
let l_5608 = l_5602 - u32(1);
l_mut_3235 = l_5608;
} else {
let l_5609 = l_5602 == u32(2139095040);
if l_5609 {
l_mut_3235 = l_5602;
}
}
}
let l_5610 = bitcast<f32>(l_mut_3235);
let l_5611 = bitcast<u32>(l_5610);
let l_5612 = l_5611 & u32(2147483647);
let l_5613 = bitcast<f32>(l_5612);
let l_5614 = f64(l_5613);
l_mut_2729 = l_5614;
let l_5615 = l_5612 < u32(8388608);
if l_5615 {
let l_5616 = f64(l_5612);
let l_5617 = l_5616 * f64(1.401298464324817e-45);
l_mut_2729 = l_5617;
}
let l_5618 = bitcast<u64>(l_mut_2729);
let l_5619 = l_5611 >> u32(31);
let l_5620 = u64(l_5619);
let l_5621 = l_5620 << u32(bitcast<u64>(u64(63)));
let l_5622 = l_5618 | l_5621;
let l_5623 = bitcast<f64>(l_5622);
let l_5624 = l_5623 <= l_5565;
if l_5624 {
let l_5625 = bitcast<u32>(l_5571);
let l_5626 = l_5625 + u32(1);
l_mut_3235 = l_5626;
let l_5627 = l_5625 & u32(2147483647);
let l_5628 = l_5627 == u32(0);
if l_5628 {
l_mut_3235 = u32(1);
} else {
let l_5629 = l_5625 & u32(2147483648);
let l_5630 = l_5629 != u32(0);
if l_5630 {
let l_5631 = l_5625 - u32(1);
l_mut_3235 = l_5631;
} else {
let l_5632 = l_5625 == u32(2139095040);
if l_5632 {
l_mut_3235 = l_5625;
}
}
}
let l_5633 = bitcast<f32>(l_mut_3235);
let l_5634 = bitcast<u32>(l_5633);
let l_5635 = l_5634 & u32(2147483647);
let l_5636 = bitcast<f32>(l_5635);
let l_5637 = f64(l_5636);
l_mut_2729 = l_5637;
let l_5638 = l_5635 < u32(8388608);
if l_5638 {
let l_5639 = f64(l_5635);
let l_5640 = l_5639 * f64(1.401298464324817e-45);
l_mut_2729 = l_5640;
}
let l_5641 = bitcast<u64>(l_mut_2729);
let l_5642 = l_5634 >> u32(31);
let l_5643 = u64(l_5642);
let l_5644 = l_5643 << u32(bitcast<u64>(u64(63)));
let l_5645 = l_5641 | l_5644;
let l_5646 = bitcast<f64>(l_5645);
l_mut_2983 = l_5646;
}
}
}
let l_5647 = l_5564 + l_5563;
let l_5648 = l_5647 * f64(7.1362384635298e44);
let l_5649 = floor(l_5648);
let l_5650 = l_5649 * f64(1.401298464324817e-45);
l_mut_2729 = l_5650;
let l_5651 = abs(l_5647);
let l_5652 = l_5651 >= f64(1.1754943508222875e-38);
if l_5652 {
let l_5653 = f32(l_5647);
let l_5654 = f64(l_5653);
l_mut_2729 = l_5654;
let l_5655 = l_mut_2729 > l_5647;
if l_5655 {
let l_5656 = bitcast<u32>(l_5653);
let l_5657 = l_5656 ^ u32(2147483648);
let l_5658 = bitcast<f32>(l_5657);
let l_5659 = bitcast<u32>(l_5658);
let l_5660 = l_5659 + u32(1);
l_mut_3235 = l_5660;
let l_5661 = l_5659 & u32(2147483647);
let l_5662 = l_5661 == u32(0);
if l_5662 {
l_mut_3235 = u32(1);
} else {
let l_5663 = l_5659 & u32(2147483648);
let l_5664 = l_5663 != u32(0);
if l_5664 {
let l_5665 = l_5659 - u32(1);
l_mut_3235 = l_5665;
} else {
let l_5666 = l_5659 == u32(2139095040);
if l_5666 {
l_mut_3235 = l_5659;
}
}
}
let l_5667 = bitcast<f32>(l_mut_3235);
let l_5668 = bitcast<u32>(l_5667);
let l_5669 = l_5668 ^ u32(2147483648);
let l_5670 = bitcast<f32>(l_5669);
let l_5671 = bitcast<u32>(l_5670);
let l_5672 = l_5671 & u32(2147483647);
let l_5673 = bitcast<f32>(l_5672);
let l_5674 = f64(l_5673);
l_mut_2473 = l_5674;
let l_5675 = l_5672 < u32(8388608);
if l_5675 {
let l_5676 = f64(l_5672);
let l_5677 = l_5676 * f64(1.401298464324817e-45);
l_mut_2473 = l_5677;
}
let l_5678 = bitcast<u64>(l_mut_2473);
let l_5679 = l_5671 >> u32(31);
let l_5680 = u64(l_5679);
let l_5681 = l_5680 << u32(bitcast<u64>(u64(63)));
let l_5682 = l_5678 | l_5681;
let l_5683 = bitcast<f64>(l_5682);
l_mut_2729 = l_5683;
} else {
let l_5684 = bitcast<u32>(l_5653);
let l_5685 = l_5684 + u32(1);
l_mut_3235 = l_5685;
let l_5686 = l_5684 & u32(2147483647);
let l_5687 = l_5686 == u32(0);
if l_5687 {
l_mut_3235 = u32(1);
} else {
let l_5688 = l_5684 & u32(2147483648);
let l_5689 = l_5688 != u32(0);
if l_5689 {
let l_5690 = l_5684 - u32(1);
l_mut_3235 = l_5690;
} else {
let l_5691 = l_5684 == u32(2139095040);
if l_5691 {
l_mut_3235 = l_5684;
}
}
}
let l_5692 = bitcast<f32>(l_mut_3235);
let l_5693 = bitcast<u32>(l_5692);
let l_5694 = l_5693 & u32(2147483647);
let l_5695 = bitcast<f32>(l_5694);
let l_5696 = f64(l_5695);
l_mut_2473 = l_5696;
let l_5697 = l_5694 < u32(8388608);
if l_5697 {
let l_5698 = f64(l_5694);
let l_5699 = l_5698 * f64(1.401298464324817e-45);
l_mut_2473 = l_5699;
}
let l_5700 = bitcast<u64>(l_mut_2473);
let l_5701 = l_5693 >> u32(31);
let l_5702 = u64(l_5701);
let l_5703 = l_5702 << u32(bitcast<u64>(u64(63)));
let l_5704 = l_5700 | l_5703;
let l_5705 = bitcast<f64>(l_5704);
let l_5706 = l_5705 <= l_5647;
if l_5706 {
let l_5707 = bitcast<u32>(l_5653);
let l_5708 = l_5707 + u32(1);
l_mut_3235 = l_5708;
let l_5709 = l_5707 & u32(2147483647);
let l_5710 = l_5709 == u32(0);
if l_5710 {
l_mut_3235 = u32(1);
} else {
let l_5711 = l_5707 & u32(2147483648);
let l_5712 = l_5711 != u32(0);
if l_5712 {
let l_5713 = l_5707 - u32(1);
l_mut_3235 = l_5713;
} else {
let l_5714 = l_5707 == u32(2139095040);
if l_5714 {
l_mut_3235 = l_5707;
}
}
}
let l_5715 = bitcast<f32>(l_mut_3235);
let l_5716 = bitcast<u32>(l_5715);
let l_5717 = l_5716 & u32(2147483647);
let l_5718 = bitcast<f32>(l_5717);
let l_5719 = f64(l_5718);
l_mut_2473 = l_5719;
let l_5720 = l_5717 < u32(8388608);
if l_5720 {
let l_5721 = f64(l_5717);
let l_5722 = l_5721 * f64(1.401298464324817e-45);
l_mut_2473 = l_5722;
}
let l_5723 = bitcast<u64>(l_mut_2473);
let l_5724 = l_5716 >> u32(31);
let l_5725 = u64(l_5724);
let l_5726 = l_5725 << u32(bitcast<u64>(u64(63)));
let l_5727 = l_5723 | l_5726;
let l_5728 = bitcast<f64>(l_5727);
l_mut_2729 = l_5728;
}
}
}
let l_5729 = l_mut_2983 == l_mut_2729;
let l_5730 = a_5546[u32(1)];
let l_5731 = l_5730 - l_5563;
let l_5732 = l_5731 * f64(7.1362384635298e44);
let l_5733 = floor(l_5732);
let l_5734 = l_5733 * f64(1.401298464324817e-45);
l_mut_2983 = l_5734;
let l_5735 = abs(l_5731);
let l_5736 = l_5735 >= f64(1.1754943508222875e-38);
if l_5736 {
let l_5737 = f32(l_5731);
let l_5738 = f64(l_5737);
l_mut_2983 = l_5738;
let l_5739 = l_mut_2983 > l_5731;
if l_5739 {
let l_5740 = bitcast<u32>(l_5737);
let l_5741 = l_5740 ^ u32(2147483648);
let l_5742 = bitcast<f32>(l_5741);
let l_5743 = bitcast<u32>(l_5742);
let l_5744 = l_5743 + u32(1);
l_mut_3235 = l_5744;
let l_5745 = l_5743 & u32(2147483647);
let l_5746 = l_5745 == u32(0);
if l_5746 {
l_mut_3235 = u32(1);
} else {
let l_5747 = l_5743 & u32(2147483648);
let l_5748 = l_5747 != u32(0);
if l_5748 {
let l_5749 = l_5743 - u32(1);
l_mut_3235 = l_5749;
} else {
let l_5750 = l_5743 == u32(2139095040);
if l_5750 {
l_mut_3235 = l_5743;
}
}
}
let l_5751 = bitcast<f32>(l_mut_3235);
let l_5752 = bitcast<u32>(l_5751);
let l_5753 = l_5752 ^ u32(2147483648);
let l_5754 = bitcast<f32>(l_5753);
let l_5755 = bitcast<u32>(l_5754);
let l_5756 = l_5755 & u32(2147483647);
let l_5757 = bitcast<f32>(l_5756);
let l_5758 = f64(l_5757);
l_mut_2729 = l_5758;
let l_5759 = l_5756 < u32(8388608);
if l_5759 {
let l_5760 = f64(l_5756);
let l_5761 = l_5760 * f64(1.401298464324817e-45);
l_mut_2729 = l_5761;
}
let l_5762 = bitcast<u64>(l_mut_2729);
let l_5763 = l_5755 >> u32(31);
let l_5764 = u64(l_5763);
let l_5765 = l_5764 << u32(bitcast<u64>(u64(63)));
let l_5766 = l_5762 | l_5765;
let l_5767 = bitcast<f64>(l_5766);
l_mut_2983 = l_5767;
} else {
let l_5768 = bitcast<u32>(l_5737);
let l_5769 = l_5768 + u32(1);
l_mut_3235 = l_5769;
let l_5770 = l_5768 & u32(2147483647);
let l_5771 = l_5770 == u32(0);
if l_5771 {
l_mut_3235 = u32(1);
} else {
let l_5772 = l_5768 & u32(2147483648);
let l_5773 = l_5772 != u32(0);
if l_5773 {
let l_5774 = l_5768 - u32(1);
l_mut_3235 = l_5774;
} else {
let l_5775 = l_5768 == u32(2139095040);
if l_5775 {
l_mut_3235 = l_5768;
}
}
}
let l_5776 = bitcast<f32>(l_mut_3235);
let l_5777 = bitcast<u32>(l_5776);
let l_5778 = l_5777 & u32(2147483647);
let l_5779 = bitcast<f32>(l_5778);
let l_5780 = f64(l_5779);
l_mut_2729 = l_5780;
let l_5781 = l_5778 < u32(8388608);
if l_5781 {
let l_5782 = f64(l_5778);
let l_5783 = l_5782 * f64(1.401298464324817e-45);
l_mut_2729 = l_5783;
}
let l_5784 = bitcast<u64>(l_mut_2729);
let l_5785 = l_5777 >> u32(31);
let l_5786 = u64(l_5785);
let l_5787 = l_5786 << u32(bitcast<u64>(u64(63)));
let l_5788 = l_5784 | l_5787;
let l_5789 = bitcast<f64>(l_5788);
let l_5790 = l_5789 <= l_5731;
if l_5790 {
let l_5791 = bitcast<u32>(l_5737);
let l_5792 = l_5791 + u32(1);
l_mut_3235 = l_5792;
let l_5793 = l_5791 & u32(2147483647);
let l_5794 = l_5793 == u32(0);
if l_5794 {
l_mut_3235 = u32(1);
} else {
let l_5795 = l_5791 & u32(2147483648);
let l_5796 = l_5795 != u32(0);
if l_5796 {
let l_5797 = l_5791 - u32(1);
l_mut_3235 = l_5797;
} else {
let l_5798 = l_5791 == u32(2139095040);
if l_5798 {
l_mut_3235 = l_5791;
}
}
}
let l_5799 = bitcast<f32>(l_mut_3235);
let l_5800 = bitcast<u32>(l_5799);
let l_5801 = l_5800 & u32(2147483647);
let l_5802 = bitcast<f32>(l_5801);
let l_5803 = f64(l_5802);
l_mut_2729 = l_5803;
let l_5804 = l_5801 < u32(8388608);
if l_5804 {
let l_5805 = f64(l_5801);
let l_5806 = l_5805 * f64(1.401298464324817e-45);
l_mut_2729 = l_5806;
}
let l_5807 = bitcast<u64>(l_mut_2729);
let l_5808 = l_5800 >> u32(31);
let l_5809 = u64(l_5808);
let l_5810 = l_5809 << u32(bitcast<u64>(u64(63)));
let l_5811 = l_5807 | l_5810;
let l_5812 = bitcast<f64>(l_5811);
l_mut_2983 = l_5812;
}
}
}
let l_5813 = l_5730 + l_5563;
let l_5814 = l_5813 * f64(7.1362384635298e44);
let l_5815 = floor(l_5814);
let l_5816 = l_5815 * f64(1.401298464324817e-45);
l_mut_2729 = l_5816;
let l_5817 = abs(l_5813);
let l_5818 = l_5817 >= f64(1.1754943508222875e-38);
if l_5818 {
let l_5819 = f32(l_5813);
let l_5820 = f64(l_5819);
l_mut_2729 = l_5820;
let l_5821 = l_mut_2729 > l_5813;
if l_5821 {
let l_5822 = bitcast<u32>(l_5819);
let l_5823 = l_5822 ^ u32(2147483648);
let l_5824 = bitcast<f32>(l_5823);
let l_5825 = bitcast<u32>(l_5824);
let l_5826 = l_5825 + u32(1);
l_mut_3235 = l_5826;
let l_5827 = l_5825 & u32(2147483647);
let l_5828 = l_5827 == u32(0);
if l_5828 {
l_mut_3235 = u32(1);
} else {
let l_5829 = l_5825 & u32(2147483648);
let l_5830 = l_5829 != u32(0);
if l_5830 {
let l_5831 = l_5825 - u32(1);
l_mut_3235 = l_5831;
} else {
let l_5832 = l_5825 == u32(2139095040);
if l_5832 {
l_mut_3235 = l_5825;
}
}
}
let l_5833 = bitcast<f32>(l_mut_3235);
let l_5834 = bitcast<u32>(l_5833);
let l_5835 = l_5834 ^ u32(2147483648);
let l_5836 = bitcast<f32>(l_5835);
let l_5837 = bitcast<u32>(l_5836);
let l_5838 = l_5837 & u32(2147483647);
let l_5839 = bitcast<f32>(l_5838);
let l_5840 = f64(l_5839);
l_mut_2473 = l_5840;
let l_5841 = l_5838 < u32(8388608);
if l_5841 {
let l_5842 = f64(l_5838);
let l_5843 = l_5842 * f64(1.401298464324817e-45);
l_mut_2473 = l_5843;
}
let l_5844 = bitcast<u64>(l_mut_2473);
let l_5845 = l_5837 >> u32(31);
let l_5846 = u64(l_5845);
let l_5847 = l_5846 << u32(bitcast<u64>(u64(63)));
let l_5848 = l_5844 | l_5847;
let l_5849 = bitcast<f64>(l_5848);
l_mut_2729 = l_5849;
} else {
let l_5850 = bitcast<u32>(l_5819);
let l_5851 = l_5850 + u32(1);
l_mut_3235 = l_5851;
let l_5852 = l_5850 & u32(2147483647);
let l_5853 = l_5852 == u32(0);
if l_5853 {
l_mut_3235 = u32(1);
} else {
let l_5854 = l_5850 & u32(2147483648);
let l_5855 = l_5854 != u32(0);
if l_5855 {
let l_5856 = l_5850 - u32(1);
l_mut_3235 = l_5856;
} else {
let l_5857 = l_5850 == u32(2139095040);
if l_5857 {
l_mut_3235 = l_5850;
}
}
}
let l_5858 = bitcast<f32>(l_mut_3235);
let l_5859 = bitcast<u32>(l_5858);
let l_5860 = l_5859 & u32(2147483647);
let l_5861 = bitcast<f32>(l_5860);
let l_5862 = f64(l_5861);
l_mut_2473 = l_5862;
let l_5863 = l_5860 < u32(8388608);
if l_5863 {
let l_5864 = f64(l_5860);
let l_5865 = l_5864 * f64(1.401298464324817e-45);
l_mut_2473 = l_5865;
}
let l_5866 = bitcast<u64>(l_mut_2473);
let l_5867 = l_5859 >> u32(31);
let l_5868 = u64(l_5867);
let l_5869 = l_5868 << u32(bitcast<u64>(u64(63)));
let l_5870 = l_5866 | l_5869;
let l_5871 = bitcast<f64>(l_5870);
let l_5872 = l_5871 <= l_5813;
if l_5872 {
let l_5873 = bitcast<u32>(l_5819);
let l_5874 = l_5873 + u32(1);
l_mut_3235 = l_5874;
let l_5875 = l_5873 & u32(2147483647);
let l_5876 = l_5875 == u32(0);
if l_5876 {
l_mut_3235 = u32(1);
} else {
let l_5877 = l_5873 & u32(2147483648);
let l_5878 = l_5877 != u32(0);
if l_5878 {
let l_5879 = l_5873 - u32(1);
l_mut_3235 = l_5879;
} else {
let l_5880 = l_5873 == u32(2139095040);
if l_5880 {
l_mut_3235 = l_5873;
}
}
}
let l_5881 = bitcast<f32>(l_mut_3235);
let l_5882 = bitcast<u32>(l_5881);
let l_5883 = l_5882 & u32(2147483647);
let l_5884 = bitcast<f32>(l_5883);
let l_5885 = f64(l_5884);
l_mut_2473 = l_5885;
let l_5886 = l_5883 < u32(8388608);
if l_5886 {
let l_5887 = f64(l_5883);
let l_5888 = l_5887 * f64(1.401298464324817e-45);
l_mut_2473 = l_5888;
}
let l_5889 = bitcast<u64>(l_mut_2473);
let l_5890 = l_5882 >> u32(31);
let l_5891 = u64(l_5890);
let l_5892 = l_5891 << u32(bitcast<u64>(u64(63)));
let l_5893 = l_5889 | l_5892;
let l_5894 = bitcast<f64>(l_5893);
l_mut_2729 = l_5894;
}
}
}
let l_5895 = l_mut_2983 == l_mut_2729;
let l_5896 = l_5729 && l_5895;
if l_5896 {
let l_5897 = a_5546[u32(0)];
let l_5898 = l_5897 * f64(7.1362384635298e44);
let l_5899 = floor(l_5898);
let l_5900 = l_5899 * f64(1.401298464324817e-45);
l_mut_2983 = l_5900;
let l_5901 = abs(l_5897);
let l_5902 = l_5901 >= f64(1.1754943508222875e-38);
if l_5902 {
let l_5903 = f32(l_5897);
let l_5904 = f64(l_5903);
l_mut_2983 = l_5904;
let l_5905 = l_mut_2983 > l_5897;
if l_5905 {
let l_5906 = bitcast<u32>(l_5903);
let l_5907 = l_5906 ^ u32(2147483648);
let l_5908 = bitcast<f32>(l_5907);
let l_5909 = bitcast<u32>(l_5908);
let l_5910 = l_5909 + u32(1);
l_mut_3235 = l_5910;
let l_5911 = l_5909 & u32(2147483647);
let l_5912 = l_5911 == u32(0);
if l_5912 {
l_mut_3235 = u32(1);
} else {
let l_5913 = l_5909 & u32(2147483648);
let l_5914 = l_5913 != u32(0);
if l_5914 {
let l_5915 = l_5909 - u32(1);
l_mut_3235 = l_5915;
} else {
let l_5916 = l_5909 == u32(2139095040);
if l_5916 {
l_mut_3235 = l_5909;
}
}
}
let l_5917 = bitcast<f32>(l_mut_3235);
let l_5918 = bitcast<u32>(l_5917);
let l_5919 = l_5918 ^ u32(2147483648);
let l_5920 = bitcast<f32>(l_5919);
let l_5921 = bitcast<u32>(l_5920);
let l_5922 = l_5921 & u32(2147483647);
let l_5923 = bitcast<f32>(l_5922);
let l_5924 = f64(l_5923);
l_mut_2729 = l_5924;
let l_5925 = l_5922 < u32(8388608);
if l_5925 {
let l_5926 = f64(l_5922);
let l_5927 = l_5926 * f64(1.401298464324817e-45);
l_mut_2729 = l_5927;
}
let l_5928 = bitcast<u64>(l_mut_2729);
let l_5929 = l_5921 >> u32(31);
let l_5930 = u64(l_5929);
let l_5931 = l_5930 << u32(bitcast<u64>(u64(63)));
let l_5932 = l_5928 | l_5931;
let l_5933 = bitcast<f64>(l_5932);
l_mut_2983 = l_5933;
} else {
let l_5934 = bitcast<u32>(l_5903);
let l_5935 = l_5934 + u32(1);
l_mut_3235 = l_5935;
let l_5936 = l_5934 & u32(2147483647);
let l_5937 = l_5936 == u32(0);
if l_5937 {
l_mut_3235 = u32(1);
} else {
let l_5938 = l_5934 & u32(2147483648);
let l_5939 = l_5938 != u32(0);
if l_5939 {
let l_5940 = l_5934 - u32(1);
l_mut_3235 = l_5940;
} else {
let l_5941 = l_5934 == u32(2139095040);
if l_5941 {
l_mut_3235 = l_5934;
}
}
}
let l_5942 = bitcast<f32>(l_mut_3235);
let l_5943 = bitcast<u32>(l_5942);
let l_5944 = l_5943 & u32(2147483647);
let l_5945 = bitcast<f32>(l_5944);
let l_5946 = f64(l_5945);
l_mut_2729 = l_5946;
let l_5947 = l_5944 < u32(8388608);
if l_5947 {
let l_5948 = f64(l_5944);
let l_5949 = l_5948 * f64(1.401298464324817e-45);
l_mut_2729 = l_5949;
}
let l_5950 = bitcast<u64>(l_mut_2729);
let l_5951 = l_5943 >> u32(31);
let l_5952 = u64(l_5951);
let l_5953 = l_5952 << u32(bitcast<u64>(u64(63)));
let l_5954 = l_5950 | l_5953;
let l_5955 = bitcast<f64>(l_5954);
let l_5956 = l_5955 <= l_5897;
if l_5956 {
let l_5957 = bitcast<u32>(l_5903);
let l_5958 = l_5957 + u32(1);
l_mut_3235 = l_5958;
let l_5959 = l_5957 & u32(2147483647);
let l_5960 = l_5959 == u32(0);
if l_5960 {
l_mut_3235 = u32(1);
} else {
let l_5961 = l_5957 & u32(2147483648);
let l_5962 = l_5961 != u32(0);
if l_5962 {
let l_5963 = l_5957 - u32(1);
l_mut_3235 = l_5963;
} else {
let l_5964 = l_5957 == u32(2139095040);
if l_5964 {
l_mut_3235 = l_5957;
}
}
}
let l_5965 = bitcast<f32>(l_mut_3235);
let l_5966 = bitcast<u32>(l_5965);
let l_5967 = l_5966 & u32(2147483647);
let l_5968 = bitcast<f32>(l_5967);
let l_5969 = f64(l_5968);
l_mut_2729 = l_5969;
let l_5970 = l_5967 < u32(8388608);
if l_5970 {
let l_5971 = f64(l_5967);
let l_5972 = l_5971 * f64(1.401298464324817e-45);
l_mut_2729 = l_5972;
}
let l_5973 = bitcast<u64>(l_mut_2729);
let l_5974 = l_5966 >> u32(31);
let l_5975 = u64(l_5974);
let l_5976 = l_5975 << u32(bitcast<u64>(u64(63)));
let l_5977 = l_5973 | l_5976;
let l_5978 = bitcast<f64>(l_5977);
l_mut_2983 = l_5978;
}
}
}
let l_5979 = a_5546[u32(1)];
let l_5980 = -l_5979;
let l_5981 = l_5980 * f64(7.1362384635298e44);
let l_5982 = floor(l_5981);
let l_5983 = l_5982 * f64(1.401298464324817e-45);
l_mut_2729 = l_5983;
let l_5984 = abs(l_5980);
let l_5985 = l_5984 >= f64(1.1754943508222875e-38);
if l_5985 {
let l_5986 = f32(l_5980);
let l_5987 = f64(l_5986);
l_mut_2729 = l_5987;
let l_5988 = l_mut_2729 > l_5980;
if l_5988 {
let l_5989 = bitcast<u32>(l_5986);
let l_5990 = l_5989 ^ u32(2147483648);
let l_5991 = bitcast<f32>(l_5990);
let l_5992 = bitcast<u32>(l_5991);
let l_5993 = l_5992 + u32(1);
l_mut_3235 = l_5993;
let l_5994 = l_5992 & u32(2147483647);
let l_5995 = l_5994 == u32(0);
if l_5995 {
l_mut_3235 = u32(1);
} else {
let l_5996 = l_5992 & u32(2147483648);
let l_5997 = l_5996 != u32(0);
if l_5997 {
let l_5998 = l_5992 - u32(1);
l_mut_3235 = l_5998;
} else {
let l_5999 = l_5992 == u32(2139095040);
if l_5999 {
l_mut_3235 = l_5992;
}
}
}
let l_6000 = bitcast<f32>(l_mut_3235);
let l_6001 = bitcast<u32>(l_6000);
let l_6002 = l_6001 ^ u32(2147483648);
let l_6003 = bitcast<f32>(l_6002);
let l_6004 = bitcast<u32>(l_6003);
let l_6005 = l_6004 & u32(2147483647);
let l_6006 = bitcast<f32>(l_6005);
let l_6007 = f64(l_6006);
l_mut_2473 = l_6007;
let l_6008 = l_6005 < u32(8388608);
if l_6008 {
let l_6009 = f64(l_6005);
let l_6010 = l_6009 * f64(1.401298464324817e-45);
l_mut_2473 = l_6010;
}
let l_6011 = bitcast<u64>(l_mut_2473);
let l_6012 = l_6004 >> u32(31);
let l_6013 = u64(l_6012);
let l_6014 = l_6013 << u32(bitcast<u64>(u64(63)));
let l_6015 = l_6011 | l_6014;
let l_6016 = bitcast<f64>(l_6015);
l_mut_2729 = l_6016;
} else {
let l_6017 = bitcast<u32>(l_5986);
let l_6018 = l_6017 + u32(1);
l_mut_3235 = l_6018;
let l_6019 = l_6017 & u32(2147483647);
let l_6020 = l_6019 == u32(0);
if l_6020 {
l_mut_3235 = u32(1);
} else {
let l_6021 = l_6017 & u32(2147483648);
let l_6022 = l_6021 != u32(0);
if l_6022 {
let l_6023 = l_6017 - u32(1);
l_mut_3235 = l_6023;
} else {
let l_6024 = l_6017 == u32(2139095040);
if l_6024 {
l_mut_3235 = l_6017;
}
}
}
let l_6025 = bitcast<f32>(l_mut_3235);
let l_6026 = bitcast<u32>(l_6025);
let l_6027 = l_6026 & u32(2147483647);
let l_6028 = bitcast<f32>(l_6027);
let l_6029 = f64(l_6028);
l_mut_2473 = l_6029;
let l_6030 = l_6027 < u32(8388608);
if l_6030 {
let l_6031 = f64(l_6027);
let l_6032 = l_6031 * f64(1.401298464324817e-45);
l_mut_2473 = l_6032;
}
let l_6033 = bitcast<u64>(l_mut_2473);
let l_6034 = l_6026 >> u32(31);
let l_6035 = u64(l_6034);
let l_6036 = l_6035 << u32(bitcast<u64>(u64(63)));
let l_6037 = l_6033 | l_6036;
let l_6038 = bitcast<f64>(l_6037);
let l_6039 = l_6038 <= l_5980;
if l_6039 {
let l_6040 = bitcast<u32>(l_5986);
let l_6041 = l_6040 + u32(1);
l_mut_3235 = l_6041;
let l_6042 = l_6040 & u32(2147483647);
let l_6043 = l_6042 == u32(0);
if l_6043 {
l_mut_3235 = u32(1);
} else {
let l_6044 = l_6040 & u32(2147483648);
let l_6045 = l_6044 != u32(0);
if l_6045 {
let l_6046 = l_6040 - u32(1);
l_mut_3235 = l_6046;
} else {
let l_6047 = l_6040 == u32(2139095040);
if l_6047 {
l_mut_3235 = l_6040;
}
}
}
let l_6048 = bitcast<f32>(l_mut_3235);
let l_6049 = bitcast<u32>(l_6048);
let l_6050 = l_6049 & u32(2147483647);
let l_6051 = bitcast<f32>(l_6050);
let l_6052 = f64(l_6051);
l_mut_2473 = l_6052;
let l_6053 = l_6050 < u32(8388608);
if l_6053 {
let l_6054 = f64(l_6050);
let l_6055 = l_6054 * f64(1.401298464324817e-45);
l_mut_2473 = l_6055;
}
let l_6056 = bitcast<u64>(l_mut_2473);
let l_6057 = l_6049 >> u32(31);
let l_6058 = u64(l_6057);
let l_6059 = l_6058 << u32(bitcast<u64>(u64(63)));
let l_6060 = l_6056 | l_6059;
let l_6061 = bitcast<f64>(l_6060);
l_mut_2729 = l_6061;
}
}
}
let l_6062 = -l_mut_2729;
let l_6063 = bitcast<u32>(l_15);
let l_6064 = l_6063 & u32(2147483647);
let l_6065 = bitcast<f32>(l_6064);
let l_6066 = f64(l_6065);
l_mut_2729 = l_6066;
let l_6067 = l_6064 < u32(8388608);
if l_6067 {
let l_6068 = f64(l_6064);
let l_6069 = l_6068 * f64(1.401298464324817e-45);
l_mut_2729 = l_6069;
}
let l_6070 = bitcast<u64>(l_mut_2729);
let l_6071 = l_6063 >> u32(31);
let l_6072 = u64(l_6071);
let l_6073 = l_6072 << u32(bitcast<u64>(u64(63)));
let l_6074 = l_6070 | l_6073;
let l_6075 = bitcast<f64>(l_6074);
let l_6076 = bitcast<u32>(l_15);
let l_6077 = l_6076 + u32(1);
l_mut_3235 = l_6077;
let l_6078 = l_6076 & u32(2147483647);
let l_6079 = l_6078 == u32(0);
if l_6079 {
l_mut_3235 = u32(1);
} else {
let l_6080 = l_6076 & u32(2147483648);
let l_6081 = l_6080 != u32(0);
if l_6081 {
let l_6082 = l_6076 - u32(1);
l_mut_3235 = l_6082;
} else {
let l_6083 = l_6076 == u32(2139095040);
if l_6083 {
l_mut_3235 = l_6076;
}
}
}
let l_6084 = bitcast<f32>(l_mut_3235);
let l_6085 = bitcast<u32>(l_6084);
let l_6086 = l_6085 & u32(2147483647);
let l_6087 = bitcast<f32>(l_6086);
let l_6088 = f64(l_6087);
l_mut_2729 = l_6088;
let l_6089 = l_6086 < u32(8388608);
if l_6089 {
let l_6090 = f64(l_6086);
let l_6091 = l_6090 * f64(1.401298464324817e-45);
l_mut_2729 = l_6091;
}
let l_6092 = bitcast<u64>(l_mut_2729);
let l_6093 = l_6085 >> u32(31);
let l_6094 = u64(l_6093);
let l_6095 = l_6094 << u32(bitcast<u64>(u64(63)));
let l_6096 = l_6092 | l_6095;
let l_6097 = bitcast<f64>(l_6096);
let l_6098 = bitcast<u32>(l_15);
let l_6099 = l_6098 ^ u32(2147483648);
let l_6100 = bitcast<f32>(l_6099);
let l_6101 = bitcast<u32>(l_6100);
let l_6102 = l_6101 + u32(1);
l_mut_3235 = l_6102;
let l_6103 = l_6101 & u32(2147483647);
let l_6104 = l_6103 == u32(0);
if l_6104 {
l_mut_3235 = u32(1);
} else {
let l_6105 = l_6101 & u32(2147483648);
let l_6106 = l_6105 != u32(0);
if l_6106 {
let l_6107 = l_6101 - u32(1);
l_mut_3235 = l_6107;
} else {
let l_6108 = l_6101 == u32(2139095040);
if l_6108 {
l_mut_3235 = l_6101;
}
}
}
let l_6109 = bitcast<f32>(l_mut_3235);
let l_6110 = bitcast<u32>(l_6109);
let l_6111 = l_6110 ^ u32(2147483648);
let l_6112 = bitcast<f32>(l_6111);
let l_6113 = bitcast<u32>(l_6112);
let l_6114 = l_6113 & u32(2147483647);
let l_6115 = bitcast<f32>(l_6114);
let l_6116 = f64(l_6115);
l_mut_2729 = l_6116;
let l_6117 = l_6114 < u32(8388608);
if l_6117 {
let l_6118 = f64(l_6114);
let l_6119 = l_6118 * f64(1.401298464324817e-45);
l_mut_2729 = l_6119;
}
let l_6120 = bitcast<u64>(l_mut_2729);
let l_6121 = l_6113 >> u32(31);
let l_6122 = u64(l_6121);
let l_6123 = l_6122 << u32(bitcast<u64>(u64(63)));
let l_6124 = l_6120 | l_6123;
let l_6125 = bitcast<f64>(l_6124);
let l_6126 = l_mut_2983 + f64(0.0);
let l_6127 = l_6126 <= l_6075;
l_mut_149 = l_6127;
let l_6128 = l_mut_2983 - f64(0.0);
let l_6129 = l_6128 > l_6075;
l_mut_146 = l_6129;
let l_6130 = l_6062 - f64(0.0);
let l_6131 = l_6130 >= l_6075;
l_mut_143 = l_6131;
let l_6132 = l_6062 + f64(0.0);
let l_6133 = l_6132 < l_6075;
l_mut_140 = l_6133;
l_mut_3235 = u32(2);
let l_6134 = l_mut_146 || l_mut_140;
if l_6134 {
l_mut_3235 = u32(1);
} else {
let l_6135 = l_mut_149 && l_mut_143;
if l_6135 {
l_mut_3235 = u32(0);
}
}
let l_6136 = bitcast<u32>(l_15);
let l_6137 = l_6136 & u32(2147483647);
let l_6138 = l_6137 == u32(0);
if l_6138 {
let l_6139 = l_mut_2983 + f64(0.0);
let l_6140 = l_6139 < f64(1.1754943508222875e-38);
let l_6141 = l_6062 - f64(0.0);
let l_6142 = l_6141 > f64(-1.1754943508222875e-38);
let l_6143 = l_6140 && l_6142;
let l_6144 = l_mut_2983 - f64(0.0);
let l_6145 = l_6144 < f64(1.1754943508222875e-38);
let l_6146 = l_6062 + f64(0.0);
let l_6147 = l_6146 > f64(-1.1754943508222875e-38);
let l_6148 = l_6145 && l_6147;
if l_6143 {
l_mut_3235 = u32(0);
} else {
let l_6149 = l_mut_3235 == u32(1);
let l_6150 = l_6148 && l_6149;
if l_6150 {
l_mut_3235 = u32(2);
}
}
}
l_mut_4278 = l_mut_3235;
}
l_mut_30 = l_mut_4278;
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
}
}
}
}
let l_6221 = info.static_meta[u32(7)];
let l_6222 = l_6221 * u32(1);
let l_6223 = l_7 < l_6222;
if l_6223 {
buffer_7_global[l_7] = l_mut_30;
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
